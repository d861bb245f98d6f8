; ModuleID = 'programs/varargs_va_copy.c'
source_filename = "programs/varargs_va_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [12 x i8] c"helpers=%g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [23 x i8] c"x=%d y=%s z=%.2f w=%ld\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"why\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [9 x i8] c"%s (%d)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"%s-%d-%c-%g\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [29 x i8] c"twice: s1=%d s2=%d first=%d\0A\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [5 x i8] c"info\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [6 x i8] c"[%s] \00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [19 x i8] c"outer(%s) len=%zu\0A\00", align 1, !dbg !41
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [64 x i8], align 16, !DIAssignID !71
    #dbg_assign(i1 undef, !66, !DIExpression(), !71, ptr %1, !DIExpression(), !72)
  %2 = tail call i32 (i32, ...) @twice(i32 poison, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9), !dbg !73
    #dbg_value(i32 %2, !65, !DIExpression(), !72)
  %3 = tail call double (i32, ...) @helpers(i32 poison, i32 noundef 1, double noundef 5.000000e-01, i32 noundef 2, double noundef 2.500000e-01, i32 noundef 3, double noundef 1.250000e-01, i32 noundef 4, double noundef 2.000000e+00, i32 noundef 5, double noundef 4.000000e+00, i32 noundef 6, double noundef 8.000000e+00), !dbg !74
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %3), !dbg !75
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #7, !dbg !76
  %5 = call i32 (ptr, i64, ptr, ...) @logf_(ptr noundef nonnull %1, i64 poison, ptr nonnull poison, i32 noundef 12, ptr noundef nonnull @.str.2, double noundef 2.500000e+00, i64 noundef -7), !dbg !77
    #dbg_value(i32 %5, !70, !DIExpression(), !72)
  %6 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i32 noundef %5), !dbg !78
  call void (ptr, ...) @outer(ptr nonnull poison, ptr noundef nonnull @.str.5, i32 noundef 123, i32 noundef 81, double noundef 5.000000e-01), !dbg !79
  %7 = add nsw i32 %5, %2, !dbg !80
  %8 = and i32 %7, 127, !dbg !81
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #7, !dbg !82
  ret i32 %8, !dbg !83
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @twice(i32 %0, ...) unnamed_addr #2 !dbg !84 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !89, !DIExpression(), !112, ptr %2, !DIExpression(), !113)
  %3 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !114
    #dbg_assign(i1 undef, !104, !DIExpression(), !114, ptr %3, !DIExpression(), !113)
    #dbg_value(i32 9, !88, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !115
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7, !dbg !115
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !116
  call void @llvm.va_copy.p0(ptr nonnull %3, ptr nonnull %2), !dbg !117
    #dbg_value(i32 0, !105, !DIExpression(), !113)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
    #dbg_value(i32 0, !107, !DIExpression(), !118)
  %4 = load i32, ptr %2, align 16
    #dbg_value(i32 0, !105, !DIExpression(), !113)
    #dbg_value(i32 0, !107, !DIExpression(), !118)
  %5 = getelementptr inbounds i8, ptr %2, i64 8
  %6 = getelementptr inbounds i8, ptr %2, i64 16
  %7 = load ptr, ptr %6, align 16
  %8 = load ptr, ptr %5, align 8
    #dbg_value(i32 0, !105, !DIExpression(), !113)
    #dbg_value(i32 0, !107, !DIExpression(), !118)
  %9 = icmp ult i32 %4, 41, !dbg !119
  br i1 %9, label %13, label %10, !dbg !119

10:                                               ; preds = %1
  %11 = getelementptr i8, ptr %8, i64 8, !dbg !119
  store ptr %11, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %11, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %12 = load i32, ptr %8, align 4, !dbg !119, !tbaa !122
    #dbg_value(i32 %12, !105, !DIExpression(), !113)
    #dbg_value(i32 1, !107, !DIExpression(), !118)
  br label %19, !dbg !119

13:                                               ; preds = %1
  %14 = zext nneg i32 %4 to i64, !dbg !119
  %15 = getelementptr i8, ptr %7, i64 %14, !dbg !119
  %16 = add nuw nsw i32 %4, 8, !dbg !119
  store i32 %16, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 %16, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  %17 = load i32, ptr %15, align 4, !dbg !119, !tbaa !122
    #dbg_value(i32 %17, !105, !DIExpression(), !113)
    #dbg_value(i32 1, !107, !DIExpression(), !118)
  %18 = icmp ult i32 %4, 33, !dbg !119
  br i1 %18, label %24, label %19, !dbg !119

19:                                               ; preds = %13, %10
  %20 = phi i32 [ %12, %10 ], [ %17, %13 ]
  %21 = phi ptr [ %11, %10 ], [ %8, %13 ]
  %22 = getelementptr i8, ptr %21, i64 8, !dbg !119
  store ptr %22, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %22, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %23 = load i32, ptr %21, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %23, i32 %20), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 2, !107, !DIExpression(), !118)
  br label %30, !dbg !119

24:                                               ; preds = %13
  %25 = zext nneg i32 %16 to i64, !dbg !119
  %26 = getelementptr i8, ptr %7, i64 %25, !dbg !119
  %27 = add nuw nsw i32 %4, 16, !dbg !119
  store i32 %27, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 %27, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  %28 = load i32, ptr %26, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %28, i32 %17), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 2, !107, !DIExpression(), !118)
  %29 = icmp ult i32 %4, 25, !dbg !119
  br i1 %29, label %36, label %30, !dbg !119

30:                                               ; preds = %24, %19
  %31 = phi i32 [ %23, %19 ], [ %28, %24 ]
  %32 = phi ptr [ %22, %19 ], [ %8, %24 ]
  %33 = phi i32 [ %20, %19 ], [ %17, %24 ]
  %34 = getelementptr i8, ptr %32, i64 8, !dbg !119
  store ptr %34, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %34, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %35 = load i32, ptr %32, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %35, i32 %31, i32 %33), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 3, !107, !DIExpression(), !118)
  br label %42, !dbg !119

36:                                               ; preds = %24
  %37 = zext nneg i32 %27 to i64, !dbg !119
  %38 = getelementptr i8, ptr %7, i64 %37, !dbg !119
  %39 = add nuw nsw i32 %4, 24, !dbg !119
  store i32 %39, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 %39, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  %40 = load i32, ptr %38, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %40, i32 %28, i32 %17), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 3, !107, !DIExpression(), !118)
  %41 = icmp ult i32 %4, 17, !dbg !119
  br i1 %41, label %49, label %42, !dbg !119

42:                                               ; preds = %36, %30
  %43 = phi i32 [ %35, %30 ], [ %40, %36 ]
  %44 = phi ptr [ %34, %30 ], [ %8, %36 ]
  %45 = phi i32 [ %33, %30 ], [ %17, %36 ]
  %46 = phi i32 [ %31, %30 ], [ %28, %36 ]
  %47 = getelementptr i8, ptr %44, i64 8, !dbg !119
  store ptr %47, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %47, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %48 = load i32, ptr %44, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %48, i32 %43, i32 %46, i32 %45), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 4, !107, !DIExpression(), !118)
  br label %55, !dbg !119

49:                                               ; preds = %36
  %50 = zext nneg i32 %39 to i64, !dbg !119
  %51 = getelementptr i8, ptr %7, i64 %50, !dbg !119
  %52 = or disjoint i32 %4, 32, !dbg !119
  store i32 %52, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 %52, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  %53 = load i32, ptr %51, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %53, i32 %40, i32 %28, i32 %17), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 4, !107, !DIExpression(), !118)
  %54 = icmp ult i32 %52, 41, !dbg !119
  br i1 %54, label %63, label %55, !dbg !119

55:                                               ; preds = %49, %42
  %56 = phi i32 [ %48, %42 ], [ %53, %49 ]
  %57 = phi ptr [ %47, %42 ], [ %8, %49 ]
  %58 = phi i32 [ %46, %42 ], [ %28, %49 ]
  %59 = phi i32 [ %45, %42 ], [ %17, %49 ]
  %60 = phi i32 [ %43, %42 ], [ %40, %49 ]
  %61 = getelementptr i8, ptr %57, i64 8, !dbg !119
  store ptr %61, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %61, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %62 = load i32, ptr %57, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %62, i32 %56, i32 %60, i32 %58, i32 %59), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 5, !107, !DIExpression(), !118)
  br label %69, !dbg !119

63:                                               ; preds = %49
  %64 = zext nneg i32 %52 to i64, !dbg !119
  %65 = getelementptr i8, ptr %7, i64 %64, !dbg !119
  %66 = add nuw nsw i32 %4, 40, !dbg !119
  store i32 %66, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 %66, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  %67 = load i32, ptr %65, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %67, i32 %53, i32 %40, i32 %28, i32 %17), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 5, !107, !DIExpression(), !118)
  %68 = icmp eq i32 %4, 0, !dbg !119
  br i1 %68, label %77, label %69, !dbg !119

69:                                               ; preds = %55, %63
  %70 = phi i32 [ %62, %55 ], [ %67, %63 ]
  %71 = phi ptr [ %61, %55 ], [ %8, %63 ]
  %72 = phi i32 [ %60, %55 ], [ %40, %63 ]
  %73 = phi i32 [ %59, %55 ], [ %17, %63 ]
  %74 = phi i32 [ %58, %55 ], [ %28, %63 ]
  %75 = phi i32 [ %56, %55 ], [ %53, %63 ]
  %76 = getelementptr i8, ptr %71, i64 8, !dbg !119
  store ptr %76, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %76, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  br label %80, !dbg !119

77:                                               ; preds = %63
  %78 = zext nneg i32 %66 to i64, !dbg !119
  %79 = getelementptr i8, ptr %7, i64 %78, !dbg !119
  store i32 48, ptr %2, align 16, !dbg !119, !DIAssignID !126
    #dbg_assign(i32 48, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !126, ptr %2, !DIExpression(), !113)
  br label %80, !dbg !119

80:                                               ; preds = %77, %69
  %81 = phi i32 [ %67, %77 ], [ %70, %69 ]
  %82 = phi i32 [ %40, %77 ], [ %72, %69 ]
  %83 = phi i32 [ %17, %77 ], [ %73, %69 ]
  %84 = phi i32 [ %28, %77 ], [ %74, %69 ]
  %85 = phi i32 [ %53, %77 ], [ %75, %69 ]
  %86 = phi ptr [ %8, %77 ], [ %76, %69 ]
  %87 = phi ptr [ %79, %77 ], [ %71, %69 ], !dbg !119
  %88 = load i32, ptr %87, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %88, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 6, !107, !DIExpression(), !118)
  %89 = getelementptr i8, ptr %86, i64 8, !dbg !119
  store ptr %89, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %89, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %90 = load i32, ptr %86, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %90, i32 %88, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 7, !107, !DIExpression(), !118)
  %91 = getelementptr i8, ptr %86, i64 16, !dbg !119
  store ptr %91, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %91, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %92 = load i32, ptr %89, align 4, !dbg !119, !tbaa !122
    #dbg_value(!DIArgList(i32 %92, i32 %90, i32 %88, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 8, !107, !DIExpression(), !118)
  %93 = getelementptr i8, ptr %86, i64 24, !dbg !119
  store ptr %93, ptr %5, align 8, !dbg !119, !DIAssignID !121
    #dbg_assign(ptr %93, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121, ptr %5, !DIExpression(), !113)
  %94 = load i32, ptr %91, align 4, !dbg !119, !tbaa !122
    #dbg_value(i32 %213, !105, !DIExpression(), !113)
    #dbg_value(i32 9, !107, !DIExpression(), !118)
  %95 = load i32, ptr %3, align 16
    #dbg_value(i32 0, !109, !DIExpression(), !127)
    #dbg_value(i32 0, !106, !DIExpression(), !113)
  %96 = getelementptr inbounds i8, ptr %3, i64 8
  %97 = getelementptr inbounds i8, ptr %3, i64 16
  %98 = load ptr, ptr %97, align 16
  %99 = load ptr, ptr %96, align 8
  %100 = icmp ult i32 %95, 41, !dbg !128
  br i1 %100, label %104, label %101, !dbg !128

101:                                              ; preds = %80
  %102 = getelementptr i8, ptr %99, i64 8, !dbg !128
  store ptr %102, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %102, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %103 = load i32, ptr %99, align 4, !dbg !128, !tbaa !122
    #dbg_value(i32 %103, !106, !DIExpression(DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !113)
    #dbg_value(i32 1, !109, !DIExpression(), !127)
  br label %110, !dbg !128

104:                                              ; preds = %80
  %105 = zext nneg i32 %95 to i64, !dbg !128
  %106 = getelementptr i8, ptr %98, i64 %105, !dbg !128
  %107 = add nuw nsw i32 %95, 8, !dbg !128
  store i32 %107, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 %107, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  %108 = load i32, ptr %106, align 4, !dbg !128, !tbaa !122
    #dbg_value(i32 %108, !106, !DIExpression(DW_OP_constu, 9, DW_OP_mul, DW_OP_stack_value), !113)
    #dbg_value(i32 1, !109, !DIExpression(), !127)
  %109 = icmp ult i32 %95, 33, !dbg !128
  br i1 %109, label %115, label %110, !dbg !128

110:                                              ; preds = %104, %101
  %111 = phi i32 [ %103, %101 ], [ %108, %104 ]
  %112 = phi ptr [ %102, %101 ], [ %99, %104 ]
  %113 = getelementptr i8, ptr %112, i64 8, !dbg !128
  store ptr %113, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %113, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %114 = load i32, ptr %112, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %114, i32 %111), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 2, !109, !DIExpression(), !127)
  br label %121, !dbg !128

115:                                              ; preds = %104
  %116 = zext nneg i32 %107 to i64, !dbg !128
  %117 = getelementptr i8, ptr %98, i64 %116, !dbg !128
  %118 = add nuw nsw i32 %95, 16, !dbg !128
  store i32 %118, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 %118, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  %119 = load i32, ptr %117, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %119, i32 %108), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 2, !109, !DIExpression(), !127)
  %120 = icmp ult i32 %95, 25, !dbg !128
  br i1 %120, label %127, label %121, !dbg !128

121:                                              ; preds = %115, %110
  %122 = phi i32 [ %114, %110 ], [ %119, %115 ]
  %123 = phi ptr [ %113, %110 ], [ %99, %115 ]
  %124 = phi i32 [ %111, %110 ], [ %108, %115 ]
  %125 = getelementptr i8, ptr %123, i64 8, !dbg !128
  store ptr %125, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %125, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %126 = load i32, ptr %123, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %126, i32 %122, i32 %124), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 3, !109, !DIExpression(), !127)
  br label %133, !dbg !128

127:                                              ; preds = %115
  %128 = zext nneg i32 %118 to i64, !dbg !128
  %129 = getelementptr i8, ptr %98, i64 %128, !dbg !128
  %130 = add nuw nsw i32 %95, 24, !dbg !128
  store i32 %130, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 %130, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  %131 = load i32, ptr %129, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %131, i32 %119, i32 %108), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 3, !109, !DIExpression(), !127)
  %132 = icmp ult i32 %95, 17, !dbg !128
  br i1 %132, label %140, label %133, !dbg !128

133:                                              ; preds = %127, %121
  %134 = phi i32 [ %126, %121 ], [ %131, %127 ]
  %135 = phi ptr [ %125, %121 ], [ %99, %127 ]
  %136 = phi i32 [ %124, %121 ], [ %108, %127 ]
  %137 = phi i32 [ %122, %121 ], [ %119, %127 ]
  %138 = getelementptr i8, ptr %135, i64 8, !dbg !128
  store ptr %138, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %138, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %139 = load i32, ptr %135, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %139, i32 %134, i32 %137, i32 %136), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 4, !109, !DIExpression(), !127)
  br label %146, !dbg !128

140:                                              ; preds = %127
  %141 = zext nneg i32 %130 to i64, !dbg !128
  %142 = getelementptr i8, ptr %98, i64 %141, !dbg !128
  %143 = or disjoint i32 %95, 32, !dbg !128
  store i32 %143, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 %143, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  %144 = load i32, ptr %142, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %144, i32 %131, i32 %119, i32 %108), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 4, !109, !DIExpression(), !127)
  %145 = icmp ult i32 %143, 41, !dbg !128
  br i1 %145, label %154, label %146, !dbg !128

146:                                              ; preds = %140, %133
  %147 = phi i32 [ %139, %133 ], [ %144, %140 ]
  %148 = phi ptr [ %138, %133 ], [ %99, %140 ]
  %149 = phi i32 [ %137, %133 ], [ %119, %140 ]
  %150 = phi i32 [ %136, %133 ], [ %108, %140 ]
  %151 = phi i32 [ %134, %133 ], [ %131, %140 ]
  %152 = getelementptr i8, ptr %148, i64 8, !dbg !128
  store ptr %152, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %152, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %153 = load i32, ptr %148, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %153, i32 %147, i32 %151, i32 %149, i32 %150), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 5, !109, !DIExpression(), !127)
  br label %160, !dbg !128

154:                                              ; preds = %140
  %155 = zext nneg i32 %143 to i64, !dbg !128
  %156 = getelementptr i8, ptr %98, i64 %155, !dbg !128
  %157 = add nuw nsw i32 %95, 40, !dbg !128
  store i32 %157, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 %157, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  %158 = load i32, ptr %156, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %158, i32 %144, i32 %131, i32 %119, i32 %108), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 5, !109, !DIExpression(), !127)
  %159 = icmp eq i32 %95, 0, !dbg !128
  br i1 %159, label %168, label %160, !dbg !128

160:                                              ; preds = %146, %154
  %161 = phi i32 [ %153, %146 ], [ %158, %154 ]
  %162 = phi ptr [ %152, %146 ], [ %99, %154 ]
  %163 = phi i32 [ %151, %146 ], [ %131, %154 ]
  %164 = phi i32 [ %150, %146 ], [ %108, %154 ]
  %165 = phi i32 [ %149, %146 ], [ %119, %154 ]
  %166 = phi i32 [ %147, %146 ], [ %144, %154 ]
  %167 = getelementptr i8, ptr %162, i64 8, !dbg !128
  store ptr %167, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %167, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  br label %171, !dbg !128

168:                                              ; preds = %154
  %169 = zext nneg i32 %157 to i64, !dbg !128
  %170 = getelementptr i8, ptr %98, i64 %169, !dbg !128
  store i32 48, ptr %3, align 16, !dbg !128, !DIAssignID !131
    #dbg_assign(i32 48, !104, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !131, ptr %3, !DIExpression(), !113)
  br label %171, !dbg !128

171:                                              ; preds = %168, %160
  %172 = phi i32 [ %158, %168 ], [ %161, %160 ]
  %173 = phi i32 [ %131, %168 ], [ %163, %160 ]
  %174 = phi i32 [ %108, %168 ], [ %164, %160 ]
  %175 = phi i32 [ %119, %168 ], [ %165, %160 ]
  %176 = phi i32 [ %144, %168 ], [ %166, %160 ]
  %177 = phi ptr [ %99, %168 ], [ %167, %160 ]
  %178 = phi ptr [ %170, %168 ], [ %162, %160 ], !dbg !128
  %179 = load i32, ptr %178, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 6, !109, !DIExpression(), !127)
  %180 = getelementptr i8, ptr %177, i64 8, !dbg !128
  store ptr %180, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %180, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %181 = load i32, ptr %177, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %181, i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 6, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 7, !109, !DIExpression(), !127)
  %182 = getelementptr i8, ptr %177, i64 16, !dbg !128
  store ptr %182, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %182, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %183 = load i32, ptr %180, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %183, i32 %181, i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 7, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 8, !109, !DIExpression(), !127)
  %184 = getelementptr i8, ptr %177, i64 24, !dbg !128
  store ptr %184, ptr %96, align 8, !dbg !128, !DIAssignID !130
    #dbg_assign(ptr %184, !104, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !130, ptr %96, !DIExpression(), !113)
  %185 = load i32, ptr %182, align 4, !dbg !128, !tbaa !122
    #dbg_value(!DIArgList(i32 %185, i32 %183, i32 %181, i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 8, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
    #dbg_value(i32 9, !109, !DIExpression(), !127)
  call void @llvm.va_end.p0(ptr nonnull %3), !dbg !132
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !133
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !134
  %186 = load i32, ptr %2, align 16, !dbg !135
  %187 = icmp ult i32 %186, 41, !dbg !135
  br i1 %187, label %188, label %193, !dbg !135

188:                                              ; preds = %171
  %189 = load ptr, ptr %6, align 16, !dbg !135
  %190 = zext nneg i32 %186 to i64, !dbg !135
  %191 = getelementptr i8, ptr %189, i64 %190, !dbg !135
  %192 = add nuw nsw i32 %186, 8, !dbg !135
  store i32 %192, ptr %2, align 16, !dbg !135, !DIAssignID !136
    #dbg_assign(i32 %192, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !136, ptr %2, !DIExpression(), !113)
  br label %196, !dbg !135

193:                                              ; preds = %171
  %194 = load ptr, ptr %5, align 8, !dbg !135
  %195 = getelementptr i8, ptr %194, i64 8, !dbg !135
  store ptr %195, ptr %5, align 8, !dbg !135, !DIAssignID !137
    #dbg_assign(ptr %195, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !137, ptr %5, !DIExpression(), !113)
  br label %196, !dbg !135

196:                                              ; preds = %193, %188
  %197 = phi ptr [ %191, %188 ], [ %194, %193 ], !dbg !135
  %198 = mul nsw i32 %94, 9, !dbg !138
  %199 = shl nsw i32 %92, 3, !dbg !138
    #dbg_value(!DIArgList(i32 %199, i32 %90, i32 %88, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %200 = mul nsw i32 %90, 7, !dbg !138
    #dbg_value(!DIArgList(i32 %200, i32 %88, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %201 = mul nsw i32 %88, 6, !dbg !138
    #dbg_value(!DIArgList(i32 %201, i32 %81, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %202 = mul nsw i32 %81, 5, !dbg !138
    #dbg_value(!DIArgList(i32 %202, i32 %85, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %203 = shl nsw i32 %85, 2, !dbg !138
    #dbg_value(!DIArgList(i32 %203, i32 %82, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %204 = mul nsw i32 %82, 3, !dbg !138
    #dbg_value(!DIArgList(i32 %204, i32 %84, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %205 = shl nsw i32 %84, 1, !dbg !138
    #dbg_value(!DIArgList(i32 %205, i32 %83), !105, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !113)
  %206 = add nsw i32 %205, %83, !dbg !139
    #dbg_value(i32 %206, !105, !DIExpression(), !113)
  %207 = add nsw i32 %204, %206, !dbg !139
    #dbg_value(i32 %207, !105, !DIExpression(), !113)
  %208 = add nsw i32 %203, %207, !dbg !139
    #dbg_value(i32 %208, !105, !DIExpression(), !113)
  %209 = add nsw i32 %202, %208, !dbg !139
    #dbg_value(i32 %209, !105, !DIExpression(), !113)
  %210 = add nsw i32 %201, %209, !dbg !139
    #dbg_value(i32 %210, !105, !DIExpression(), !113)
  %211 = add nsw i32 %200, %210, !dbg !139
    #dbg_value(i32 %211, !105, !DIExpression(), !113)
  %212 = add nsw i32 %199, %211, !dbg !139
    #dbg_value(i32 %212, !105, !DIExpression(), !113)
  %213 = add nsw i32 %198, %212, !dbg !139
  %214 = shl nsw i32 %183, 1, !dbg !140
    #dbg_value(!DIArgList(i32 %214, i32 %181, i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 7, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %215 = mul nsw i32 %181, 3, !dbg !140
    #dbg_value(!DIArgList(i32 %215, i32 %179, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 2, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 6, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %216 = shl nsw i32 %179, 2, !dbg !140
    #dbg_value(!DIArgList(i32 %216, i32 %172, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 5, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 5, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %217 = mul nsw i32 %172, 5, !dbg !140
    #dbg_value(!DIArgList(i32 %217, i32 %176, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 6, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 4, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %218 = mul nsw i32 %176, 6, !dbg !140
    #dbg_value(!DIArgList(i32 %218, i32 %173, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 7, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 3, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %219 = mul nsw i32 %173, 7, !dbg !140
    #dbg_value(!DIArgList(i32 %219, i32 %175, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 3, DW_OP_shl, DW_OP_LLVM_arg, 2, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !113)
  %220 = shl nsw i32 %175, 3, !dbg !140
    #dbg_value(!DIArgList(i32 %220, i32 %174), !106, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 9, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !113)
  %221 = mul nsw i32 %174, 9, !dbg !140
    #dbg_value(i32 %221, !106, !DIExpression(), !113)
  %222 = add nsw i32 %220, %221, !dbg !141
    #dbg_value(i32 %222, !106, !DIExpression(), !113)
  %223 = add nsw i32 %219, %222, !dbg !141
    #dbg_value(i32 %223, !106, !DIExpression(), !113)
  %224 = add nsw i32 %218, %223, !dbg !141
    #dbg_value(i32 %224, !106, !DIExpression(), !113)
  %225 = add nsw i32 %217, %224, !dbg !141
    #dbg_value(i32 %225, !106, !DIExpression(), !113)
  %226 = add nsw i32 %216, %225, !dbg !141
    #dbg_value(i32 %226, !106, !DIExpression(), !113)
  %227 = add nsw i32 %215, %226, !dbg !141
    #dbg_value(i32 %227, !106, !DIExpression(), !113)
  %228 = add nsw i32 %214, %227, !dbg !141
    #dbg_value(i32 %228, !106, !DIExpression(), !113)
  %229 = add nsw i32 %185, %228, !dbg !141
    #dbg_value(i32 %229, !106, !DIExpression(), !113)
  %230 = load i32, ptr %197, align 4, !dbg !135, !tbaa !122
    #dbg_value(i32 %230, !111, !DIExpression(), !113)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !142
  %231 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %213, i32 noundef %229, i32 noundef %230), !dbg !143
  %232 = sub i32 %213, %229, !dbg !144
  %233 = add nsw i32 %232, %230, !dbg !145
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7, !dbg !146
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !146
  ret i32 %233, !dbg !147
}

; Function Attrs: nofree nounwind
declare !dbg !148 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable
define internal double @helpers(i32 %0, ...) unnamed_addr #4 !dbg !155 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !169
    #dbg_assign(i1 undef, !161, !DIExpression(), !169, ptr %2, !DIExpression(), !170)
    #dbg_value(i32 6, !160, !DIExpression(), !170)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !171
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !172
    #dbg_value(double 0.000000e+00, !162, !DIExpression(), !170)
    #dbg_value(i32 0, !163, !DIExpression(), !173)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = load i32, ptr %2, align 16
  %5 = load i32, ptr %3, align 4
    #dbg_value(double 0.000000e+00, !162, !DIExpression(), !170)
    #dbg_value(i32 0, !163, !DIExpression(), !173)
  %6 = getelementptr inbounds i8, ptr %2, i64 8
  %7 = getelementptr inbounds i8, ptr %2, i64 16
  %8 = load ptr, ptr %7, align 16
  %9 = load ptr, ptr %6, align 8
    #dbg_value(double 0.000000e+00, !162, !DIExpression(), !170)
    #dbg_value(i32 0, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %10 = icmp ult i32 %4, 41, !dbg !182
  br i1 %10, label %11, label %15, !dbg !182

11:                                               ; preds = %1
  %12 = zext nneg i32 %4 to i64, !dbg !182
  %13 = getelementptr i8, ptr %8, i64 %12, !dbg !182
  %14 = add nuw nsw i32 %4, 8, !dbg !182
  store i32 %14, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %14, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %17, !dbg !182

15:                                               ; preds = %1
  %16 = getelementptr i8, ptr %9, i64 8, !dbg !182
  store ptr %16, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %16, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %17, !dbg !182

17:                                               ; preds = %11, %15
  %18 = phi ptr [ %9, %11 ], [ %16, %15 ]
  %19 = phi i32 [ %14, %11 ], [ %4, %15 ]
  %20 = phi ptr [ %13, %11 ], [ %9, %15 ], !dbg !182
  %21 = load i32, ptr %20, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %21, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %22 = icmp ult i32 %5, 161, !dbg !193
  br i1 %22, label %23, label %27, !dbg !193

23:                                               ; preds = %17
  %24 = zext nneg i32 %5 to i64, !dbg !193
  %25 = getelementptr i8, ptr %8, i64 %24, !dbg !193
  %26 = add nuw nsw i32 %5, 16, !dbg !193
  store i32 %26, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %26, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %29, !dbg !193

27:                                               ; preds = %17
  %28 = getelementptr i8, ptr %18, i64 8, !dbg !193
  store ptr %28, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %28, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %29, !dbg !193

29:                                               ; preds = %23, %27
  %30 = phi ptr [ %18, %23 ], [ %28, %27 ]
  %31 = phi i32 [ %26, %23 ], [ %5, %27 ]
  %32 = phi ptr [ %25, %23 ], [ %18, %27 ], !dbg !193
  %33 = load double, ptr %32, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %33, !168, !DIExpression(), !185)
    #dbg_value(double poison, !162, !DIExpression(), !170)
    #dbg_value(i32 1, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %34 = icmp ult i32 %19, 41, !dbg !182
  br i1 %34, label %37, label %35, !dbg !182

35:                                               ; preds = %29
  %36 = getelementptr i8, ptr %30, i64 8, !dbg !182
  store ptr %36, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %36, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %41, !dbg !182

37:                                               ; preds = %29
  %38 = zext nneg i32 %19 to i64, !dbg !182
  %39 = getelementptr i8, ptr %8, i64 %38, !dbg !182
  %40 = add nuw nsw i32 %19, 8, !dbg !182
  store i32 %40, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %40, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %41, !dbg !182

41:                                               ; preds = %37, %35
  %42 = phi ptr [ %30, %37 ], [ %36, %35 ]
  %43 = phi i32 [ %40, %37 ], [ %19, %35 ]
  %44 = phi ptr [ %39, %37 ], [ %30, %35 ], !dbg !182
  %45 = load i32, ptr %44, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %45, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %46 = icmp ult i32 %31, 161, !dbg !193
  br i1 %46, label %49, label %47, !dbg !193

47:                                               ; preds = %41
  %48 = getelementptr i8, ptr %42, i64 8, !dbg !193
  store ptr %48, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %48, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %53, !dbg !193

49:                                               ; preds = %41
  %50 = zext nneg i32 %31 to i64, !dbg !193
  %51 = getelementptr i8, ptr %8, i64 %50, !dbg !193
  %52 = add nuw nsw i32 %31, 16, !dbg !193
  store i32 %52, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %52, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %53, !dbg !193

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %42, %49 ], [ %48, %47 ]
  %55 = phi i32 [ %52, %49 ], [ %31, %47 ]
  %56 = phi ptr [ %51, %49 ], [ %42, %47 ], !dbg !193
  %57 = load double, ptr %56, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %57, !168, !DIExpression(), !185)
    #dbg_value(double poison, !162, !DIExpression(), !170)
    #dbg_value(i32 2, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %58 = icmp ult i32 %43, 41, !dbg !182
  br i1 %58, label %61, label %59, !dbg !182

59:                                               ; preds = %53
  %60 = getelementptr i8, ptr %54, i64 8, !dbg !182
  store ptr %60, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %60, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %65, !dbg !182

61:                                               ; preds = %53
  %62 = zext nneg i32 %43 to i64, !dbg !182
  %63 = getelementptr i8, ptr %8, i64 %62, !dbg !182
  %64 = add nuw nsw i32 %43, 8, !dbg !182
  store i32 %64, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %64, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %65, !dbg !182

65:                                               ; preds = %61, %59
  %66 = phi ptr [ %54, %61 ], [ %60, %59 ]
  %67 = phi i32 [ %64, %61 ], [ %43, %59 ]
  %68 = phi ptr [ %63, %61 ], [ %54, %59 ], !dbg !182
  %69 = load i32, ptr %68, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %69, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %70 = icmp ult i32 %55, 161, !dbg !193
  br i1 %70, label %73, label %71, !dbg !193

71:                                               ; preds = %65
  %72 = getelementptr i8, ptr %66, i64 8, !dbg !193
  store ptr %72, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %72, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %77, !dbg !193

73:                                               ; preds = %65
  %74 = zext nneg i32 %55 to i64, !dbg !193
  %75 = getelementptr i8, ptr %8, i64 %74, !dbg !193
  %76 = add nuw nsw i32 %55, 16, !dbg !193
  store i32 %76, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %76, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %77, !dbg !193

77:                                               ; preds = %73, %71
  %78 = phi ptr [ %66, %73 ], [ %72, %71 ]
  %79 = phi i32 [ %76, %73 ], [ %55, %71 ]
  %80 = phi ptr [ %75, %73 ], [ %66, %71 ], !dbg !193
  %81 = load double, ptr %80, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %81, !168, !DIExpression(), !185)
    #dbg_value(double poison, !162, !DIExpression(), !170)
    #dbg_value(i32 3, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %82 = icmp ult i32 %67, 41, !dbg !182
  br i1 %82, label %85, label %83, !dbg !182

83:                                               ; preds = %77
  %84 = getelementptr i8, ptr %78, i64 8, !dbg !182
  store ptr %84, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %84, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %89, !dbg !182

85:                                               ; preds = %77
  %86 = zext nneg i32 %67 to i64, !dbg !182
  %87 = getelementptr i8, ptr %8, i64 %86, !dbg !182
  %88 = add nuw nsw i32 %67, 8, !dbg !182
  store i32 %88, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %88, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %89, !dbg !182

89:                                               ; preds = %85, %83
  %90 = phi ptr [ %78, %85 ], [ %84, %83 ]
  %91 = phi i32 [ %88, %85 ], [ %67, %83 ]
  %92 = phi ptr [ %87, %85 ], [ %78, %83 ], !dbg !182
  %93 = load i32, ptr %92, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %93, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %94 = icmp ult i32 %79, 161, !dbg !193
  br i1 %94, label %97, label %95, !dbg !193

95:                                               ; preds = %89
  %96 = getelementptr i8, ptr %90, i64 8, !dbg !193
  store ptr %96, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %96, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %101, !dbg !193

97:                                               ; preds = %89
  %98 = zext nneg i32 %79 to i64, !dbg !193
  %99 = getelementptr i8, ptr %8, i64 %98, !dbg !193
  %100 = add nuw nsw i32 %79, 16, !dbg !193
  store i32 %100, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %100, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %101, !dbg !193

101:                                              ; preds = %97, %95
  %102 = phi ptr [ %90, %97 ], [ %96, %95 ]
  %103 = phi i32 [ %100, %97 ], [ %79, %95 ]
  %104 = phi ptr [ %99, %97 ], [ %90, %95 ], !dbg !193
  %105 = load double, ptr %104, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %105, !168, !DIExpression(), !185)
    #dbg_value(double poison, !162, !DIExpression(), !170)
    #dbg_value(i32 4, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %106 = icmp ult i32 %91, 41, !dbg !182
  br i1 %106, label %109, label %107, !dbg !182

107:                                              ; preds = %101
  %108 = getelementptr i8, ptr %102, i64 8, !dbg !182
  store ptr %108, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %108, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %113, !dbg !182

109:                                              ; preds = %101
  %110 = zext nneg i32 %91 to i64, !dbg !182
  %111 = getelementptr i8, ptr %8, i64 %110, !dbg !182
  %112 = add nuw nsw i32 %91, 8, !dbg !182
  store i32 %112, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %112, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %113, !dbg !182

113:                                              ; preds = %109, %107
  %114 = phi ptr [ %102, %109 ], [ %108, %107 ]
  %115 = phi i32 [ %112, %109 ], [ %91, %107 ]
  %116 = phi ptr [ %111, %109 ], [ %102, %107 ], !dbg !182
  %117 = load i32, ptr %116, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %117, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %118 = icmp ult i32 %103, 161, !dbg !193
  br i1 %118, label %121, label %119, !dbg !193

119:                                              ; preds = %113
  %120 = getelementptr i8, ptr %114, i64 8, !dbg !193
  store ptr %120, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %120, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %125, !dbg !193

121:                                              ; preds = %113
  %122 = zext nneg i32 %103 to i64, !dbg !193
  %123 = getelementptr i8, ptr %8, i64 %122, !dbg !193
  %124 = add nuw nsw i32 %103, 16, !dbg !193
  store i32 %124, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %124, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %125, !dbg !193

125:                                              ; preds = %121, %119
  %126 = phi ptr [ %114, %121 ], [ %120, %119 ]
  %127 = phi i32 [ %124, %121 ], [ %103, %119 ]
  %128 = phi ptr [ %123, %121 ], [ %114, %119 ], !dbg !193
  %129 = load double, ptr %128, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %129, !168, !DIExpression(), !185)
    #dbg_value(double poison, !162, !DIExpression(), !170)
    #dbg_value(i32 5, !163, !DIExpression(), !173)
    #dbg_value(ptr %2, !174, !DIExpression(), !180)
  %130 = icmp ult i32 %115, 41, !dbg !182
  br i1 %130, label %133, label %131, !dbg !182

131:                                              ; preds = %125
  %132 = getelementptr i8, ptr %126, i64 8, !dbg !182
  store ptr %132, ptr %6, align 8, !dbg !182, !DIAssignID !184
    #dbg_assign(ptr %132, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184, ptr %6, !DIExpression(), !170)
  br label %137, !dbg !182

133:                                              ; preds = %125
  %134 = zext nneg i32 %115 to i64, !dbg !182
  %135 = getelementptr i8, ptr %8, i64 %134, !dbg !182
  %136 = add nuw nsw i32 %115, 8, !dbg !182
  store i32 %136, ptr %2, align 16, !dbg !182, !DIAssignID !183
    #dbg_assign(i32 %136, !161, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !183, ptr %2, !DIExpression(), !170)
  br label %137, !dbg !182

137:                                              ; preds = %133, %131
  %138 = phi ptr [ %126, %133 ], [ %132, %131 ]
  %139 = phi ptr [ %135, %133 ], [ %126, %131 ], !dbg !182
  %140 = load i32, ptr %139, align 4, !dbg !182, !tbaa !122
    #dbg_value(i32 %140, !165, !DIExpression(), !185)
    #dbg_value(ptr %2, !186, !DIExpression(), !191)
  %141 = icmp ult i32 %127, 161, !dbg !193
  br i1 %141, label %144, label %142, !dbg !193

142:                                              ; preds = %137
  %143 = getelementptr i8, ptr %138, i64 8, !dbg !193
  store ptr %143, ptr %6, align 8, !dbg !193, !DIAssignID !195
    #dbg_assign(ptr %143, !161, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !195, ptr %6, !DIExpression(), !170)
  br label %148, !dbg !193

144:                                              ; preds = %137
  %145 = zext nneg i32 %127 to i64, !dbg !193
  %146 = getelementptr i8, ptr %8, i64 %145, !dbg !193
  %147 = add nuw nsw i32 %127, 16, !dbg !193
  store i32 %147, ptr %3, align 4, !dbg !193, !DIAssignID !194
    #dbg_assign(i32 %147, !161, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !194, ptr %3, !DIExpression(), !170)
  br label %148, !dbg !193

148:                                              ; preds = %144, %142
  %149 = phi ptr [ %146, %144 ], [ %138, %142 ], !dbg !193
  %150 = sitofp i32 %21 to double, !dbg !198
  %151 = fmul double %33, %150, !dbg !199
  %152 = fadd double %151, 0.000000e+00, !dbg !200
    #dbg_value(double %152, !162, !DIExpression(), !170)
  %153 = sitofp i32 %45 to double, !dbg !198
  %154 = fmul double %57, %153, !dbg !199
  %155 = fadd double %152, %154, !dbg !200
    #dbg_value(double %155, !162, !DIExpression(), !170)
  %156 = sitofp i32 %69 to double, !dbg !198
  %157 = fmul double %81, %156, !dbg !199
  %158 = fadd double %155, %157, !dbg !200
    #dbg_value(double %158, !162, !DIExpression(), !170)
  %159 = sitofp i32 %93 to double, !dbg !198
  %160 = fmul double %105, %159, !dbg !199
  %161 = fadd double %158, %160, !dbg !200
    #dbg_value(double %161, !162, !DIExpression(), !170)
  %162 = sitofp i32 %117 to double, !dbg !198
  %163 = fmul double %129, %162, !dbg !199
  %164 = fadd double %161, %163, !dbg !200
    #dbg_value(double %164, !162, !DIExpression(), !170)
  %165 = load double, ptr %149, align 8, !dbg !193, !tbaa !196
    #dbg_value(double %165, !168, !DIExpression(), !185)
  %166 = sitofp i32 %140 to double, !dbg !198
  %167 = fmul double %165, %166, !dbg !199
  %168 = fadd double %164, %167, !dbg !200
    #dbg_value(double %168, !162, !DIExpression(), !170)
    #dbg_value(i32 6, !163, !DIExpression(), !173)
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !201
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !202
  ret double %168, !dbg !203
}

; Function Attrs: nofree noinline nounwind uwtable
define internal i32 @logf_(ptr nocapture noundef %0, i64 %1, ptr nocapture readnone %2, ...) unnamed_addr #2 !dbg !204 {
  %4 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !214
  %5 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !215
    #dbg_assign(i1 undef, !212, !DIExpression(), !215, ptr %5, !DIExpression(), !216)
    #dbg_value(ptr %0, !209, !DIExpression(), !216)
    #dbg_value(i64 64, !210, !DIExpression(), !216)
    #dbg_value(ptr @.str.1, !211, !DIExpression(), !216)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #7, !dbg !217
  call void @llvm.va_start.p0(ptr nonnull %5), !dbg !218
    #dbg_assign(i1 undef, !219, !DIExpression(), !214, ptr %4, !DIExpression(), !231)
    #dbg_value(ptr %0, !224, !DIExpression(), !231)
    #dbg_value(i64 64, !225, !DIExpression(), !231)
    #dbg_value(ptr @.str.7, !226, !DIExpression(), !231)
    #dbg_value(ptr @.str.1, !227, !DIExpression(), !231)
    #dbg_value(ptr %5, !228, !DIExpression(), !231)
  %6 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %0, i64 noundef 64, ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.7) #7, !dbg !233
    #dbg_value(i32 %6, !229, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #7, !dbg !234
  call void @llvm.va_copy.p0(ptr nonnull %4, ptr nonnull %5), !dbg !235
  %7 = call i32 @vsnprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.1, ptr noundef nonnull %4) #7, !dbg !236
    #dbg_value(i32 %7, !230, !DIExpression(), !231)
  call void @llvm.va_end.p0(ptr nonnull %4), !dbg !237
  %8 = sext i32 %6 to i64, !dbg !238
  %9 = getelementptr inbounds i8, ptr %0, i64 %8, !dbg !238
  %10 = sub nsw i64 64, %8, !dbg !239
  %11 = call i32 @vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef nonnull @.str.1, ptr noundef nonnull %5) #7, !dbg !240
  %12 = add nsw i32 %11, %6, !dbg !241
    #dbg_value(i32 %12, !229, !DIExpression(), !231)
  %13 = mul nsw i32 %12, 1000, !dbg !242
  %14 = add nsw i32 %13, %7, !dbg !243
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #7, !dbg !244
    #dbg_value(i32 %14, !213, !DIExpression(), !216)
  call void @llvm.va_end.p0(ptr nonnull %5), !dbg !245
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #7, !dbg !246
  ret i32 %14, !dbg !247
}

; Function Attrs: nofree noinline nounwind uwtable
define internal void @outer(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !248 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !258
    #dbg_assign(i1 undef, !253, !DIExpression(), !258, ptr %2, !DIExpression(), !259)
  %3 = alloca [128 x i8], align 16, !DIAssignID !260
    #dbg_assign(i1 undef, !254, !DIExpression(), !260, ptr %3, !DIExpression(), !259)
    #dbg_value(ptr @.str.4, !252, !DIExpression(), !259)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !261
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !262
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %3) #7, !dbg !263
  %4 = call i32 @vsnprintf(ptr noundef nonnull %3, i64 noundef 128, ptr noundef nonnull @.str.4, ptr noundef nonnull %2) #7, !dbg !264
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !265
  %5 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %3) #8, !dbg !266
  call void (ptr, ...) @vp(ptr nonnull poison, ptr noundef nonnull %3, i64 noundef %5), !dbg !267
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %3) #7, !dbg !268
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !268
  ret void, !dbg !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nofree nounwind
declare !dbg !269 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !273 noundef i32 @vsnprintf(ptr nocapture noundef, i64 noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

; Function Attrs: nofree noinline nounwind uwtable
define internal void @vp(ptr nocapture readnone %0, ...) unnamed_addr #2 !dbg !276 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16, !DIAssignID !280
    #dbg_assign(i1 undef, !279, !DIExpression(), !280, ptr %2, !DIExpression(), !281)
    #dbg_value(ptr @.str.9, !278, !DIExpression(), !281)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7, !dbg !282
  call void @llvm.va_start.p0(ptr nonnull %2), !dbg !283
    #dbg_value(ptr @.str.9, !284, !DIExpression(), !291)
    #dbg_value(ptr %2, !290, !DIExpression(), !291)
  %3 = load ptr, ptr @stdout, align 8, !dbg !293, !tbaa !294, !noalias !296
  %4 = call i32 @vfprintf(ptr noundef %3, ptr noundef nonnull @.str.9, ptr noundef nonnull %2) #7, !dbg !299
  call void @llvm.va_end.p0(ptr nonnull %2), !dbg !300
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7, !dbg !301
  ret void, !dbg !301
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !302 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare !dbg !306 noundef i32 @vfprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ptr noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_va_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "42f7eb018f6c1e720fca1c57f1387987")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 12)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 23)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 9)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 29)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 5)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 6)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 19)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !51, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48}
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !49, line: 18, baseType: !50)
!49 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!50 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!51 = !{!0, !7, !12, !17, !22, !24, !26, !31, !36, !41}
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 58, type: !61, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !64)
!61 = !DISubroutineType(types: !62)
!62 = !{!63}
!63 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!64 = !{!65, !66, !70}
!65 = !DILocalVariable(name: "t", scope: !60, file: !2, line: 59, type: !63)
!66 = !DILocalVariable(name: "buf", scope: !60, file: !2, line: 61, type: !67)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 64)
!70 = !DILocalVariable(name: "r", scope: !60, file: !2, line: 62, type: !63)
!71 = distinct !DIAssignID()
!72 = !DILocation(line: 0, scope: !60)
!73 = !DILocation(line: 59, column: 13, scope: !60)
!74 = !DILocation(line: 60, column: 28, scope: !60)
!75 = !DILocation(line: 60, column: 5, scope: !60)
!76 = !DILocation(line: 61, column: 5, scope: !60)
!77 = !DILocation(line: 62, column: 13, scope: !60)
!78 = !DILocation(line: 63, column: 5, scope: !60)
!79 = !DILocation(line: 64, column: 5, scope: !60)
!80 = !DILocation(line: 65, column: 15, scope: !60)
!81 = !DILocation(line: 65, column: 20, scope: !60)
!82 = !DILocation(line: 66, column: 1, scope: !60)
!83 = !DILocation(line: 65, column: 5, scope: !60)
!84 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 13, type: !85, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!63, !63, null}
!87 = !{!88, !89, !104, !105, !106, !107, !109, !111}
!88 = !DILocalVariable(name: "n", arg: 1, scope: !84, file: !2, line: 13, type: !63)
!89 = !DILocalVariable(name: "ap", scope: !84, file: !2, line: 14, type: !90)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !91, line: 12, baseType: !92)
!91 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !93)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !94, size: 192, elements: !102)
!94 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !95)
!95 = !{!96, !98, !99, !101}
!96 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !94, file: !2, line: 14, baseType: !97, size: 32)
!97 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !94, file: !2, line: 14, baseType: !97, size: 32, offset: 32)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !94, file: !2, line: 14, baseType: !100, size: 64, offset: 64)
!100 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !94, file: !2, line: 14, baseType: !100, size: 64, offset: 128)
!102 = !{!103}
!103 = !DISubrange(count: 1)
!104 = !DILocalVariable(name: "cp", scope: !84, file: !2, line: 14, type: !90)
!105 = !DILocalVariable(name: "s1", scope: !84, file: !2, line: 17, type: !63)
!106 = !DILocalVariable(name: "s2", scope: !84, file: !2, line: 17, type: !63)
!107 = !DILocalVariable(name: "i", scope: !108, file: !2, line: 18, type: !63)
!108 = distinct !DILexicalBlock(scope: !84, file: !2, line: 18, column: 5)
!109 = !DILocalVariable(name: "i", scope: !110, file: !2, line: 19, type: !63)
!110 = distinct !DILexicalBlock(scope: !84, file: !2, line: 19, column: 5)
!111 = !DILocalVariable(name: "first", scope: !84, file: !2, line: 23, type: !63)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !84)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 14, column: 5, scope: !84)
!116 = !DILocation(line: 15, column: 5, scope: !84)
!117 = !DILocation(line: 16, column: 5, scope: !84)
!118 = !DILocation(line: 0, scope: !108)
!119 = !DILocation(line: 18, column: 39, scope: !120)
!120 = distinct !DILexicalBlock(scope: !108, file: !2, line: 18, column: 5)
!121 = distinct !DIAssignID()
!122 = !{!123, !123, i64 0}
!123 = !{!"int", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !110)
!128 = !DILocation(line: 19, column: 39, scope: !129)
!129 = distinct !DILexicalBlock(scope: !110, file: !2, line: 19, column: 5)
!130 = distinct !DIAssignID()
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 20, column: 5, scope: !84)
!133 = !DILocation(line: 21, column: 5, scope: !84)
!134 = !DILocation(line: 22, column: 5, scope: !84)
!135 = !DILocation(line: 23, column: 17, scope: !84)
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = !DILocation(line: 18, column: 55, scope: !120)
!139 = !DILocation(line: 18, column: 36, scope: !120)
!140 = !DILocation(line: 19, column: 55, scope: !129)
!141 = !DILocation(line: 19, column: 36, scope: !129)
!142 = !DILocation(line: 24, column: 5, scope: !84)
!143 = !DILocation(line: 25, column: 5, scope: !84)
!144 = !DILocation(line: 26, column: 15, scope: !84)
!145 = !DILocation(line: 26, column: 20, scope: !84)
!146 = !DILocation(line: 27, column: 1, scope: !84)
!147 = !DILocation(line: 26, column: 5, scope: !84)
!148 = !DISubprogram(name: "printf", scope: !149, file: !149, line: 356, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!150 = !DISubroutineType(types: !151)
!151 = !{!63, !152, null}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!155 = distinct !DISubprogram(name: "helpers", scope: !2, file: !2, line: 28, type: !156, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !159)
!156 = !DISubroutineType(types: !157)
!157 = !{!158, !63, null}
!158 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!159 = !{!160, !161, !162, !163, !165, !168}
!160 = !DILocalVariable(name: "n", arg: 1, scope: !155, file: !2, line: 28, type: !63)
!161 = !DILocalVariable(name: "ap", scope: !155, file: !2, line: 29, type: !90)
!162 = !DILocalVariable(name: "s", scope: !155, file: !2, line: 30, type: !158)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 31, type: !63)
!164 = distinct !DILexicalBlock(scope: !155, file: !2, line: 31, column: 5)
!165 = !DILocalVariable(name: "k", scope: !166, file: !2, line: 31, type: !63)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 31, column: 33)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 31, column: 5)
!168 = !DILocalVariable(name: "d", scope: !166, file: !2, line: 31, type: !158)
!169 = distinct !DIAssignID()
!170 = !DILocation(line: 0, scope: !155)
!171 = !DILocation(line: 29, column: 5, scope: !155)
!172 = !DILocation(line: 29, column: 17, scope: !155)
!173 = !DILocation(line: 0, scope: !164)
!174 = !DILocalVariable(name: "ap", arg: 1, scope: !175, file: !2, line: 10, type: !178)
!175 = distinct !DISubprogram(name: "take_int", scope: !2, file: !2, line: 10, type: !176, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !179)
!176 = !DISubroutineType(types: !177)
!177 = !{!63, !178}
!178 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !94, size: 64)
!179 = !{!174}
!180 = !DILocation(line: 0, scope: !175, inlinedAt: !181)
!181 = distinct !DILocation(line: 31, column: 43, scope: !166)
!182 = !DILocation(line: 10, column: 42, scope: !175, inlinedAt: !181)
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = !DILocation(line: 0, scope: !166)
!186 = !DILocalVariable(name: "ap", arg: 1, scope: !187, file: !2, line: 11, type: !178)
!187 = distinct !DISubprogram(name: "take_double", scope: !2, file: !2, line: 11, type: !188, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !190)
!188 = !DISubroutineType(types: !189)
!189 = !{!158, !178}
!190 = !{!186}
!191 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!192 = distinct !DILocation(line: 31, column: 68, scope: !166)
!193 = !DILocation(line: 11, column: 48, scope: !187, inlinedAt: !192)
!194 = distinct !DIAssignID()
!195 = distinct !DIAssignID()
!196 = !{!197, !197, i64 0}
!197 = !{!"double", !124, i64 0}
!198 = !DILocation(line: 31, column: 90, scope: !166)
!199 = !DILocation(line: 31, column: 92, scope: !166)
!200 = !DILocation(line: 31, column: 87, scope: !166)
!201 = !DILocation(line: 32, column: 5, scope: !155)
!202 = !DILocation(line: 34, column: 1, scope: !155)
!203 = !DILocation(line: 33, column: 5, scope: !155)
!204 = distinct !DISubprogram(name: "logf_", scope: !2, file: !2, line: 43, type: !205, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !208)
!205 = !DISubroutineType(types: !206)
!206 = !{!63, !207, !48, !153, null}
!207 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!208 = !{!209, !210, !211, !212, !213}
!209 = !DILocalVariable(name: "buf", arg: 1, scope: !204, file: !2, line: 43, type: !207)
!210 = !DILocalVariable(name: "n", arg: 2, scope: !204, file: !2, line: 43, type: !48)
!211 = !DILocalVariable(name: "fmt", arg: 3, scope: !204, file: !2, line: 43, type: !153)
!212 = !DILocalVariable(name: "ap", scope: !204, file: !2, line: 44, type: !90)
!213 = !DILocalVariable(name: "r", scope: !204, file: !2, line: 45, type: !63)
!214 = distinct !DIAssignID()
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !204)
!217 = !DILocation(line: 44, column: 5, scope: !204)
!218 = !DILocation(line: 44, column: 17, scope: !204)
!219 = !DILocalVariable(name: "cp", scope: !220, file: !2, line: 37, type: !90)
!220 = distinct !DISubprogram(name: "vlog", scope: !2, file: !2, line: 35, type: !221, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !223)
!221 = !DISubroutineType(types: !222)
!222 = !{!63, !207, !48, !153, !153, !178}
!223 = !{!224, !225, !226, !227, !228, !229, !219, !230}
!224 = !DILocalVariable(name: "buf", arg: 1, scope: !220, file: !2, line: 35, type: !207)
!225 = !DILocalVariable(name: "n", arg: 2, scope: !220, file: !2, line: 35, type: !48)
!226 = !DILocalVariable(name: "prefix", arg: 3, scope: !220, file: !2, line: 35, type: !153)
!227 = !DILocalVariable(name: "fmt", arg: 4, scope: !220, file: !2, line: 35, type: !153)
!228 = !DILocalVariable(name: "ap", arg: 5, scope: !220, file: !2, line: 35, type: !178)
!229 = !DILocalVariable(name: "k", scope: !220, file: !2, line: 36, type: !63)
!230 = !DILocalVariable(name: "need", scope: !220, file: !2, line: 38, type: !63)
!231 = !DILocation(line: 0, scope: !220, inlinedAt: !232)
!232 = distinct !DILocation(line: 45, column: 13, scope: !204)
!233 = !DILocation(line: 36, column: 13, scope: !220, inlinedAt: !232)
!234 = !DILocation(line: 37, column: 5, scope: !220, inlinedAt: !232)
!235 = !DILocation(line: 37, column: 17, scope: !220, inlinedAt: !232)
!236 = !DILocation(line: 38, column: 16, scope: !220, inlinedAt: !232)
!237 = !DILocation(line: 39, column: 5, scope: !220, inlinedAt: !232)
!238 = !DILocation(line: 40, column: 24, scope: !220, inlinedAt: !232)
!239 = !DILocation(line: 40, column: 31, scope: !220, inlinedAt: !232)
!240 = !DILocation(line: 40, column: 10, scope: !220, inlinedAt: !232)
!241 = !DILocation(line: 40, column: 7, scope: !220, inlinedAt: !232)
!242 = !DILocation(line: 41, column: 14, scope: !220, inlinedAt: !232)
!243 = !DILocation(line: 41, column: 21, scope: !220, inlinedAt: !232)
!244 = !DILocation(line: 42, column: 1, scope: !220, inlinedAt: !232)
!245 = !DILocation(line: 46, column: 5, scope: !204)
!246 = !DILocation(line: 48, column: 1, scope: !204)
!247 = !DILocation(line: 47, column: 5, scope: !204)
!248 = distinct !DISubprogram(name: "outer", scope: !2, file: !2, line: 50, type: !249, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{null, !153, null}
!251 = !{!252, !253, !254}
!252 = !DILocalVariable(name: "fmt", arg: 1, scope: !248, file: !2, line: 50, type: !153)
!253 = !DILocalVariable(name: "ap", scope: !248, file: !2, line: 51, type: !90)
!254 = !DILocalVariable(name: "tmp", scope: !248, file: !2, line: 52, type: !255)
!255 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !256)
!256 = !{!257}
!257 = !DISubrange(count: 128)
!258 = distinct !DIAssignID()
!259 = !DILocation(line: 0, scope: !248)
!260 = distinct !DIAssignID()
!261 = !DILocation(line: 51, column: 5, scope: !248)
!262 = !DILocation(line: 51, column: 17, scope: !248)
!263 = !DILocation(line: 52, column: 5, scope: !248)
!264 = !DILocation(line: 53, column: 5, scope: !248)
!265 = !DILocation(line: 54, column: 5, scope: !248)
!266 = !DILocation(line: 55, column: 36, scope: !248)
!267 = !DILocation(line: 55, column: 5, scope: !248)
!268 = !DILocation(line: 56, column: 1, scope: !248)
!269 = !DISubprogram(name: "snprintf", scope: !149, file: !149, line: 378, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!270 = !DISubroutineType(types: !271)
!271 = !{!63, !272, !48, !152, null}
!272 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !207)
!273 = !DISubprogram(name: "vsnprintf", scope: !149, file: !149, line: 382, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!274 = !DISubroutineType(types: !275)
!275 = !{!63, !272, !48, !152, !178}
!276 = distinct !DISubprogram(name: "vp", scope: !2, file: !2, line: 49, type: !249, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !277)
!277 = !{!278, !279}
!278 = !DILocalVariable(name: "fmt", arg: 1, scope: !276, file: !2, line: 49, type: !153)
!279 = !DILocalVariable(name: "ap", scope: !276, file: !2, line: 49, type: !90)
!280 = distinct !DIAssignID()
!281 = !DILocation(line: 0, scope: !276)
!282 = !DILocation(line: 49, column: 66, scope: !276)
!283 = !DILocation(line: 49, column: 78, scope: !276)
!284 = !DILocalVariable(name: "__fmt", arg: 1, scope: !285, file: !286, line: 39, type: !152)
!285 = distinct !DISubprogram(name: "vprintf", scope: !286, file: !286, line: 39, type: !287, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !46, retainedNodes: !289)
!286 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!287 = !DISubroutineType(types: !288)
!288 = !{!63, !152, !178}
!289 = !{!284, !290}
!290 = !DILocalVariable(name: "__arg", arg: 2, scope: !285, file: !286, line: 39, type: !178)
!291 = !DILocation(line: 0, scope: !285, inlinedAt: !292)
!292 = distinct !DILocation(line: 49, column: 97, scope: !276)
!293 = !DILocation(line: 41, column: 20, scope: !285, inlinedAt: !292)
!294 = !{!295, !295, i64 0}
!295 = !{!"any pointer", !124, i64 0}
!296 = !{!297}
!297 = distinct !{!297, !298, !"vprintf: argument 0"}
!298 = distinct !{!298, !"vprintf"}
!299 = !DILocation(line: 41, column: 10, scope: !285, inlinedAt: !292)
!300 = !DILocation(line: 49, column: 115, scope: !276)
!301 = !DILocation(line: 49, column: 127, scope: !276)
!302 = !DISubprogram(name: "strlen", scope: !303, file: !303, line: 407, type: !304, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!303 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!304 = !DISubroutineType(types: !305)
!305 = !{!50, !153}
!306 = !DISubprogram(name: "vfprintf", scope: !149, file: !149, line: 365, type: !307, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!307 = !DISubroutineType(types: !308)
!308 = !{!63, !309, !152, !178}
!309 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !310)
!310 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !311, size: 64)
!311 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !312, line: 7, baseType: !313)
!312 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!313 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !314, line: 49, size: 1728, elements: !315)
!314 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!315 = !{!316, !317, !318, !319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !331, !333, !334, !335, !339, !341, !343, !345, !348, !350, !353, !356, !357, !358, !359, !360}
!316 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !313, file: !314, line: 51, baseType: !63, size: 32)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !313, file: !314, line: 54, baseType: !207, size: 64, offset: 64)
!318 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !313, file: !314, line: 55, baseType: !207, size: 64, offset: 128)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !313, file: !314, line: 56, baseType: !207, size: 64, offset: 192)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !313, file: !314, line: 57, baseType: !207, size: 64, offset: 256)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !313, file: !314, line: 58, baseType: !207, size: 64, offset: 320)
!322 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !313, file: !314, line: 59, baseType: !207, size: 64, offset: 384)
!323 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !313, file: !314, line: 60, baseType: !207, size: 64, offset: 448)
!324 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !313, file: !314, line: 61, baseType: !207, size: 64, offset: 512)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !313, file: !314, line: 64, baseType: !207, size: 64, offset: 576)
!326 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !313, file: !314, line: 65, baseType: !207, size: 64, offset: 640)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !313, file: !314, line: 66, baseType: !207, size: 64, offset: 704)
!328 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !313, file: !314, line: 68, baseType: !329, size: 64, offset: 768)
!329 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !330, size: 64)
!330 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !314, line: 36, flags: DIFlagFwdDecl)
!331 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !313, file: !314, line: 70, baseType: !332, size: 64, offset: 832)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !313, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !313, file: !314, line: 72, baseType: !63, size: 32, offset: 896)
!334 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !313, file: !314, line: 73, baseType: !63, size: 32, offset: 928)
!335 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !313, file: !314, line: 74, baseType: !336, size: 64, offset: 960)
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !337, line: 152, baseType: !338)
!337 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!338 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !313, file: !314, line: 77, baseType: !340, size: 16, offset: 1024)
!340 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !313, file: !314, line: 78, baseType: !342, size: 8, offset: 1040)
!342 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!343 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !313, file: !314, line: 79, baseType: !344, size: 8, offset: 1048)
!344 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !102)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !313, file: !314, line: 81, baseType: !346, size: 64, offset: 1088)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !347, size: 64)
!347 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !314, line: 43, baseType: null)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !313, file: !314, line: 89, baseType: !349, size: 64, offset: 1152)
!349 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !337, line: 153, baseType: !338)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !313, file: !314, line: 91, baseType: !351, size: 64, offset: 1216)
!351 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !352, size: 64)
!352 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !314, line: 37, flags: DIFlagFwdDecl)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !313, file: !314, line: 92, baseType: !354, size: 64, offset: 1280)
!354 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !355, size: 64)
!355 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !314, line: 38, flags: DIFlagFwdDecl)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !313, file: !314, line: 93, baseType: !332, size: 64, offset: 1344)
!357 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !313, file: !314, line: 94, baseType: !100, size: 64, offset: 1408)
!358 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !313, file: !314, line: 95, baseType: !48, size: 64, offset: 1472)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !313, file: !314, line: 96, baseType: !63, size: 32, offset: 1536)
!360 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !313, file: !314, line: 98, baseType: !361, size: 160, offset: 1568)
!361 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !362)
!362 = !{!363}
!363 = !DISubrange(count: 20)
