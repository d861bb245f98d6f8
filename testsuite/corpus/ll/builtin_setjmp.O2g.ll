; ModuleID = 'programs/builtin_setjmp.c'
source_filename = "programs/builtin_setjmp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@trace = internal global i32 0, align 4, !dbg !0
@.str = private unnamed_addr constant [15 x i8] c"try_it(%d)=%d\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [20 x i8] c"inner_catch(%d)=%d\0A\00", align 1, !dbg !11
@buf = internal global [5 x ptr] zeroinitializer, align 16, !dbg !21
@.str.2 = private unnamed_addr constant [18 x i8] c"acc=%ld total=%d\0A\00", align 1, !dbg !16
@buf2 = internal global [5 x ptr] zeroinitializer, align 16, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local noundef range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !54, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
    #dbg_value(i32 0, !43, !DIExpression(), !60)
    #dbg_value(i32 0, !44, !DIExpression(), !61)
  store volatile i32 0, ptr @trace, align 4, !dbg !62, !tbaa !63
  %2 = tail call fastcc i32 @try_it(i32 noundef 0), !dbg !67
    #dbg_value(i32 %2, !46, !DIExpression(), !68)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, i32 noundef %2), !dbg !69
    #dbg_value(i32 %2, !43, !DIExpression(), !60)
    #dbg_value(i32 1, !44, !DIExpression(), !61)
  store volatile i32 0, ptr @trace, align 4, !dbg !62, !tbaa !63
  %4 = tail call fastcc i32 @try_it(i32 noundef 1), !dbg !67
    #dbg_value(i32 %4, !46, !DIExpression(), !68)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef %4), !dbg !69
    #dbg_value(!DIArgList(i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 2, !44, !DIExpression(), !61)
  store volatile i32 0, ptr @trace, align 4, !dbg !62, !tbaa !63
  %6 = tail call fastcc i32 @try_it(i32 noundef 2), !dbg !67
    #dbg_value(i32 %6, !46, !DIExpression(), !68)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, i32 noundef %6), !dbg !69
    #dbg_value(!DIArgList(i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 3, !44, !DIExpression(), !61)
  store volatile i32 0, ptr @trace, align 4, !dbg !62, !tbaa !63
  %8 = tail call fastcc i32 @try_it(i32 noundef 3), !dbg !67
    #dbg_value(i32 %8, !46, !DIExpression(), !68)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, i32 noundef %8), !dbg !69
    #dbg_value(!DIArgList(i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 4, !44, !DIExpression(), !61)
  store volatile i32 0, ptr @trace, align 4, !dbg !62, !tbaa !63
  %10 = tail call fastcc i32 @try_it(i32 noundef 4), !dbg !67
    #dbg_value(i32 %10, !46, !DIExpression(), !68)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef %10), !dbg !69
    #dbg_value(i32 5, !44, !DIExpression(), !61)
    #dbg_value(!DIArgList(i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 0, !49, !DIExpression(), !70)
  %12 = tail call fastcc i32 @inner_catch(i32 noundef 0), !dbg !71
    #dbg_value(i32 %12, !51, !DIExpression(), !72)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %12), !dbg !73
    #dbg_value(!DIArgList(i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 1, !49, !DIExpression(), !70)
  %14 = tail call fastcc i32 @inner_catch(i32 noundef 1), !dbg !71
    #dbg_value(i32 %14, !51, !DIExpression(), !72)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, i32 noundef %14), !dbg !73
    #dbg_value(!DIArgList(i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 2, !49, !DIExpression(), !70)
  %16 = tail call fastcc i32 @inner_catch(i32 noundef 2), !dbg !71
    #dbg_value(i32 %16, !51, !DIExpression(), !72)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %16), !dbg !73
    #dbg_value(!DIArgList(i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 3, !49, !DIExpression(), !70)
  %18 = tail call fastcc i32 @inner_catch(i32 noundef 3), !dbg !71
    #dbg_value(i32 %18, !51, !DIExpression(), !72)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %18), !dbg !73
    #dbg_value(!DIArgList(i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 4, !49, !DIExpression(), !70)
  %20 = tail call fastcc i32 @inner_catch(i32 noundef 4), !dbg !71
    #dbg_value(i32 %20, !51, !DIExpression(), !72)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %20), !dbg !73
    #dbg_value(!DIArgList(i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 5, !49, !DIExpression(), !70)
  %22 = tail call fastcc i32 @inner_catch(i32 noundef 5), !dbg !71
    #dbg_value(i32 %22, !51, !DIExpression(), !72)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %22), !dbg !73
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %4, i32 %2), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_LLVM_arg, 10, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
    #dbg_value(i32 6, !49, !DIExpression(), !70)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !74
  store volatile i64 0, ptr %1, align 8, !dbg !75, !tbaa !76, !DIAssignID !78
    #dbg_assign(i64 0, !54, !DIExpression(), !78, ptr %1, !DIExpression(), !60)
    #dbg_value(i32 0, !57, !DIExpression(), !79)
  %24 = tail call ptr @llvm.frameaddress.p0(i32 0)
  br label %39, !dbg !80

25:                                               ; preds = %56
  %26 = add nsw i32 %4, %2, !dbg !81
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %6, i32 %26), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_LLVM_arg, 9, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %27 = add nsw i32 %6, %26, !dbg !81
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %8, i32 %27), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_LLVM_arg, 8, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %28 = add nsw i32 %8, %27, !dbg !81
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %10, i32 %28), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_LLVM_arg, 7, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %29 = add nsw i32 %10, %28, !dbg !81
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %12, i32 %29), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_LLVM_arg, 6, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %30 = add nsw i32 %12, %29, !dbg !82
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %14, i32 %30), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_LLVM_arg, 5, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %31 = add nsw i32 %14, %30, !dbg !82
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %16, i32 %31), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_LLVM_arg, 4, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %32 = add nsw i32 %16, %31, !dbg !82
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %18, i32 %32), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_LLVM_arg, 3, DW_OP_plus, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %33 = add nsw i32 %18, %32, !dbg !82
    #dbg_value(!DIArgList(i32 %22, i32 %20, i32 %33), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_plus, DW_OP_plus, DW_OP_stack_value), !60)
  %34 = add nsw i32 %20, %33, !dbg !82
    #dbg_value(!DIArgList(i32 %22, i32 %34), !43, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !60)
  %35 = add nsw i32 %22, %34, !dbg !82
    #dbg_value(i32 %35, !43, !DIExpression(), !60)
  %36 = load volatile i64, ptr %1, align 8, !dbg !83, !tbaa !76
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %36, i32 noundef %35), !dbg !84
  %38 = and i32 %35, 255, !dbg !85
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !86
  ret i32 %38, !dbg !87

39:                                               ; preds = %0, %56
  %40 = phi i64 [ 0, %0 ], [ %57, %56 ]
    #dbg_value(i64 %40, !57, !DIExpression(), !79)
  store ptr %24, ptr @buf, align 16, !dbg !88
  %41 = tail call ptr @llvm.stacksave.p0(), !dbg !88
  store ptr %41, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16, !dbg !88
  %42 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf), !dbg !88
  %43 = icmp eq i32 %42, 0, !dbg !92
  %44 = load volatile i64, ptr %1, align 8, !dbg !93, !tbaa !76
  br i1 %43, label %45, label %54, !dbg !94

45:                                               ; preds = %39
  %46 = add nsw i64 %44, %40, !dbg !95
  store volatile i64 %46, ptr %1, align 8, !dbg !95, !tbaa !76, !DIAssignID !97
    #dbg_assign(i64 %46, !54, !DIExpression(), !97, ptr %1, !DIExpression(), !60)
  %47 = trunc i64 %40 to i8, !dbg !98
  %48 = urem i8 %47, 7, !dbg !98
  %49 = icmp eq i8 %48, 0, !dbg !100
  br i1 %49, label %50, label %51, !dbg !101

50:                                               ; preds = %45
  tail call fastcc void @jump1(), !dbg !102
  unreachable, !dbg !102

51:                                               ; preds = %45
  %52 = load volatile i64, ptr %1, align 8, !dbg !103, !tbaa !76
  %53 = add nsw i64 %52, 1000, !dbg !103
  store volatile i64 %53, ptr %1, align 8, !dbg !103, !tbaa !76, !DIAssignID !104
    #dbg_assign(i64 %53, !54, !DIExpression(), !104, ptr %1, !DIExpression(), !60)
  br label %56, !dbg !105

54:                                               ; preds = %39
  %55 = add nsw i64 %44, -1, !dbg !106
  store volatile i64 %55, ptr %1, align 8, !dbg !106, !tbaa !76, !DIAssignID !107
    #dbg_assign(i64 %55, !54, !DIExpression(), !107, ptr %1, !DIExpression(), !60)
  br label %56

56:                                               ; preds = %51, %54
  %57 = add nuw nsw i64 %40, 1, !dbg !108
    #dbg_value(i64 %57, !57, !DIExpression(), !79)
  %58 = icmp eq i64 %57, 100, !dbg !109
  br i1 %58, label %25, label %39, !dbg !80, !llvm.loop !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @try_it(i32 noundef %0) unnamed_addr #2 !dbg !113 {
    #dbg_value(i32 %0, !117, !DIExpression(), !118)
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !119
  store ptr %2, ptr @buf, align 16, !dbg !119
  %3 = tail call ptr @llvm.stacksave.p0(), !dbg !119
  store ptr %3, ptr getelementptr inbounds (i8, ptr @buf, i64 16), align 16, !dbg !119
  %4 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf), !dbg !119
  %5 = icmp eq i32 %4, 0, !dbg !121
  br i1 %5, label %6, label %7, !dbg !122

6:                                                ; preds = %1
  tail call fastcc void @thrower(i32 noundef %0), !dbg !123
  unreachable, !dbg !125

7:                                                ; preds = %1
  %8 = load volatile i32, ptr @trace, align 4, !dbg !126, !tbaa !63
  ret i32 %8, !dbg !127
}

; Function Attrs: nofree nounwind
declare !dbg !128 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc i32 @inner_catch(i32 noundef %0) unnamed_addr #2 !dbg !135 {
    #dbg_value(i32 %0, !137, !DIExpression(), !138)
  %2 = tail call ptr @llvm.frameaddress.p0(i32 0), !dbg !139
  store ptr %2, ptr @buf2, align 16, !dbg !139
  %3 = tail call ptr @llvm.stacksave.p0(), !dbg !139
  store ptr %3, ptr getelementptr inbounds (i8, ptr @buf2, i64 16), align 16, !dbg !139
  %4 = tail call i32 @llvm.eh.sjlj.setjmp(ptr nonnull @buf2), !dbg !139
  %5 = icmp eq i32 %4, 0, !dbg !141
  br i1 %5, label %6, label %11, !dbg !142

6:                                                ; preds = %1
  %7 = icmp sgt i32 %0, 2, !dbg !143
  br i1 %7, label %8, label %9, !dbg !146

8:                                                ; preds = %6
  tail call fastcc void @jump2(), !dbg !147
  unreachable, !dbg !147

9:                                                ; preds = %6
  %10 = mul nsw i32 %0, 100, !dbg !148
  br label %13, !dbg !149

11:                                               ; preds = %1
  %12 = sub nsw i32 0, %0, !dbg !150
  br label %13, !dbg !151

13:                                               ; preds = %11, %9
  %14 = phi i32 [ %10, %9 ], [ %12, %11 ], !dbg !138
  ret i32 %14, !dbg !152
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare ptr @llvm.frameaddress.p0(i32 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: nounwind
declare i32 @llvm.eh.sjlj.setjmp(ptr) #6

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @jump1() unnamed_addr #7 !dbg !153 {
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf), !dbg !156
  unreachable, !dbg !156
}

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @thrower(i32 noundef %0) unnamed_addr #7 !dbg !157 {
  %2 = add i32 %0, 1
  %3 = and i32 %2, 3
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %14, label %5

5:                                                ; preds = %1, %5
  %6 = phi i32 [ %11, %5 ], [ %0, %1 ]
  %7 = phi i32 [ %12, %5 ], [ 0, %1 ]
    #dbg_value(i32 %6, !161, !DIExpression(), !162)
  %8 = load volatile i32, ptr @trace, align 4, !dbg !163, !tbaa !63
  %9 = mul nsw i32 %8, 10, !dbg !164
  %10 = add nsw i32 %9, %6, !dbg !165
  store volatile i32 %10, ptr @trace, align 4, !dbg !166, !tbaa !63
  %11 = add nsw i32 %6, -1, !dbg !167
  %12 = add i32 %7, 1, !dbg !168
  %13 = icmp eq i32 %12, %3, !dbg !168
  br i1 %13, label %14, label %5, !dbg !168, !llvm.loop !169

14:                                               ; preds = %5, %1
  %15 = phi i32 [ %0, %1 ], [ %11, %5 ]
  %16 = icmp ult i32 %0, 3
  br i1 %16, label %36, label %17

17:                                               ; preds = %14, %17
  %18 = phi i32 [ %35, %17 ], [ %15, %14 ]
    #dbg_value(i32 %18, !161, !DIExpression(), !162)
  %19 = load volatile i32, ptr @trace, align 4, !dbg !163, !tbaa !63
  %20 = mul nsw i32 %19, 10, !dbg !164
  %21 = add nsw i32 %20, %18, !dbg !165
  store volatile i32 %21, ptr @trace, align 4, !dbg !166, !tbaa !63
  %22 = add nsw i32 %18, -1, !dbg !167
    #dbg_value(i32 %22, !161, !DIExpression(), !162)
  %23 = load volatile i32, ptr @trace, align 4, !dbg !163, !tbaa !63
  %24 = mul nsw i32 %23, 10, !dbg !164
  %25 = add nsw i32 %24, %22, !dbg !165
  store volatile i32 %25, ptr @trace, align 4, !dbg !166, !tbaa !63
  %26 = add nsw i32 %18, -2, !dbg !167
    #dbg_value(i32 %26, !161, !DIExpression(), !162)
  %27 = load volatile i32, ptr @trace, align 4, !dbg !163, !tbaa !63
  %28 = mul nsw i32 %27, 10, !dbg !164
  %29 = add nsw i32 %28, %26, !dbg !165
  store volatile i32 %29, ptr @trace, align 4, !dbg !166, !tbaa !63
  %30 = add nsw i32 %18, -3, !dbg !167
    #dbg_value(i32 %30, !161, !DIExpression(), !162)
  %31 = load volatile i32, ptr @trace, align 4, !dbg !163, !tbaa !63
  %32 = mul nsw i32 %31, 10, !dbg !164
  %33 = add nsw i32 %32, %30, !dbg !165
  store volatile i32 %33, ptr @trace, align 4, !dbg !166, !tbaa !63
  %34 = icmp eq i32 %30, 0, !dbg !171
  %35 = add nsw i32 %18, -4, !dbg !167
  br i1 %34, label %36, label %17, !dbg !168

36:                                               ; preds = %17, %14
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf), !dbg !173
  unreachable, !dbg !173
}

; Function Attrs: noreturn nounwind
declare void @llvm.eh.sjlj.longjmp(ptr) #8

; Function Attrs: noinline noreturn nounwind uwtable
define internal fastcc void @jump2() unnamed_addr #7 !dbg !174 {
  tail call void @llvm.eh.sjlj.longjmp(ptr nonnull @buf2), !dbg !175
  unreachable, !dbg !175
}

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }
attributes #7 = { noinline noreturn nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { noreturn nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "trace", scope: !2, file: !3, line: 7, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/builtin_setjmp.c", directory: ".", checksumkind: CSK_MD5, checksum: "2f3ebac3fc3aa5a03937b65cfdab69e3")
!4 = !{!5, !11, !16, !21, !0, !27}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 120, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 15)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 160, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 20)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 144, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 18)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 5, type: !23, isLocal: true, isDefinition: true)
!23 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 320, elements: !25)
!24 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "buf2", scope: !2, file: !3, line: 6, type: !23, isLocal: true, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !30)
!30 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !40, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!30}
!42 = !{!43, !44, !46, !49, !51, !54, !57}
!43 = !DILocalVariable(name: "total", scope: !39, file: !3, line: 29, type: !30)
!44 = !DILocalVariable(name: "n", scope: !45, file: !3, line: 30, type: !30)
!45 = distinct !DILexicalBlock(scope: !39, file: !3, line: 30, column: 5)
!46 = !DILocalVariable(name: "r", scope: !47, file: !3, line: 30, type: !30)
!47 = distinct !DILexicalBlock(scope: !48, file: !3, line: 30, column: 33)
!48 = distinct !DILexicalBlock(scope: !45, file: !3, line: 30, column: 5)
!49 = !DILocalVariable(name: "v", scope: !50, file: !3, line: 31, type: !30)
!50 = distinct !DILexicalBlock(scope: !39, file: !3, line: 31, column: 5)
!51 = !DILocalVariable(name: "r", scope: !52, file: !3, line: 31, type: !30)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 31, column: 33)
!53 = distinct !DILexicalBlock(scope: !50, file: !3, line: 31, column: 5)
!54 = !DILocalVariable(name: "acc", scope: !39, file: !3, line: 32, type: !55)
!55 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !56)
!56 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!57 = !DILocalVariable(name: "i", scope: !58, file: !3, line: 33, type: !30)
!58 = distinct !DILexicalBlock(scope: !39, file: !3, line: 33, column: 5)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !39)
!61 = !DILocation(line: 0, scope: !45)
!62 = !DILocation(line: 30, column: 41, scope: !47)
!63 = !{!64, !64, i64 0}
!64 = !{!"int", !65, i64 0}
!65 = !{!"omnipotent char", !66, i64 0}
!66 = !{!"Simple C/C++ TBAA"}
!67 = !DILocation(line: 30, column: 54, scope: !47)
!68 = !DILocation(line: 0, scope: !47)
!69 = !DILocation(line: 30, column: 65, scope: !47)
!70 = !DILocation(line: 0, scope: !50)
!71 = !DILocation(line: 31, column: 43, scope: !52)
!72 = !DILocation(line: 0, scope: !52)
!73 = !DILocation(line: 31, column: 59, scope: !52)
!74 = !DILocation(line: 32, column: 5, scope: !39)
!75 = !DILocation(line: 32, column: 19, scope: !39)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !65, i64 0}
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !58)
!80 = !DILocation(line: 33, column: 5, scope: !58)
!81 = !DILocation(line: 30, column: 104, scope: !47)
!82 = !DILocation(line: 31, column: 103, scope: !52)
!83 = !DILocation(line: 37, column: 34, scope: !39)
!84 = !DILocation(line: 37, column: 5, scope: !39)
!85 = !DILocation(line: 38, column: 18, scope: !39)
!86 = !DILocation(line: 39, column: 1, scope: !39)
!87 = !DILocation(line: 38, column: 5, scope: !39)
!88 = !DILocation(line: 34, column: 13, scope: !89)
!89 = distinct !DILexicalBlock(scope: !90, file: !3, line: 34, column: 13)
!90 = distinct !DILexicalBlock(scope: !91, file: !3, line: 33, column: 35)
!91 = distinct !DILexicalBlock(scope: !58, file: !3, line: 33, column: 5)
!92 = !DILocation(line: 34, column: 35, scope: !89)
!93 = !DILocation(line: 0, scope: !89)
!94 = !DILocation(line: 34, column: 13, scope: !90)
!95 = !DILocation(line: 34, column: 47, scope: !96)
!96 = distinct !DILexicalBlock(scope: !89, file: !3, line: 34, column: 41)
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 34, column: 59, scope: !99)
!99 = distinct !DILexicalBlock(scope: !96, file: !3, line: 34, column: 57)
!100 = !DILocation(line: 34, column: 63, scope: !99)
!101 = !DILocation(line: 34, column: 57, scope: !96)
!102 = !DILocation(line: 34, column: 69, scope: !99)
!103 = !DILocation(line: 34, column: 82, scope: !96)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 34, column: 91, scope: !96)
!106 = !DILocation(line: 35, column: 18, scope: !89)
!107 = distinct !DIAssignID()
!108 = !DILocation(line: 33, column: 31, scope: !91)
!109 = !DILocation(line: 33, column: 23, scope: !91)
!110 = distinct !{!110, !80, !111, !112}
!111 = !DILocation(line: 36, column: 5, scope: !58)
!112 = !{!"llvm.loop.mustprogress"}
!113 = distinct !DISubprogram(name: "try_it", scope: !3, file: !3, line: 14, type: !114, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !116)
!114 = !DISubroutineType(types: !115)
!115 = !{!30, !30}
!116 = !{!117}
!117 = !DILocalVariable(name: "n", arg: 1, scope: !113, file: !3, line: 14, type: !30)
!118 = !DILocation(line: 0, scope: !113)
!119 = !DILocation(line: 15, column: 9, scope: !120)
!120 = distinct !DILexicalBlock(scope: !113, file: !3, line: 15, column: 9)
!121 = !DILocation(line: 15, column: 31, scope: !120)
!122 = !DILocation(line: 15, column: 9, scope: !113)
!123 = !DILocation(line: 15, column: 39, scope: !124)
!124 = distinct !DILexicalBlock(scope: !120, file: !3, line: 15, column: 37)
!125 = !DILocation(line: 15, column: 51, scope: !124)
!126 = !DILocation(line: 16, column: 12, scope: !113)
!127 = !DILocation(line: 17, column: 1, scope: !113)
!128 = !DISubprogram(name: "printf", scope: !129, file: !129, line: 356, type: !130, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!129 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!130 = !DISubroutineType(types: !131)
!131 = !{!30, !132, null}
!132 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
!135 = distinct !DISubprogram(name: "inner_catch", scope: !3, file: !3, line: 20, type: !114, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !136)
!136 = !{!137}
!137 = !DILocalVariable(name: "v", arg: 1, scope: !135, file: !3, line: 20, type: !30)
!138 = !DILocation(line: 0, scope: !135)
!139 = !DILocation(line: 21, column: 9, scope: !140)
!140 = distinct !DILexicalBlock(scope: !135, file: !3, line: 21, column: 9)
!141 = !DILocation(line: 21, column: 32, scope: !140)
!142 = !DILocation(line: 21, column: 9, scope: !135)
!143 = !DILocation(line: 22, column: 15, scope: !144)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 22, column: 13)
!145 = distinct !DILexicalBlock(scope: !140, file: !3, line: 21, column: 38)
!146 = !DILocation(line: 22, column: 13, scope: !145)
!147 = !DILocation(line: 22, column: 20, scope: !144)
!148 = !DILocation(line: 23, column: 18, scope: !145)
!149 = !DILocation(line: 23, column: 9, scope: !145)
!150 = !DILocation(line: 25, column: 12, scope: !135)
!151 = !DILocation(line: 25, column: 5, scope: !135)
!152 = !DILocation(line: 26, column: 1, scope: !135)
!153 = distinct !DISubprogram(name: "jump1", scope: !3, file: !3, line: 19, type: !154, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!154 = !DISubroutineType(types: !155)
!155 = !{null}
!156 = !DILocation(line: 19, column: 53, scope: !153)
!157 = distinct !DISubprogram(name: "thrower", scope: !3, file: !3, line: 9, type: !158, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !160)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !30}
!160 = !{!161}
!161 = !DILocalVariable(name: "n", arg: 1, scope: !157, file: !3, line: 9, type: !30)
!162 = !DILocation(line: 0, scope: !157)
!163 = !DILocation(line: 10, column: 13, scope: !157)
!164 = !DILocation(line: 10, column: 19, scope: !157)
!165 = !DILocation(line: 10, column: 24, scope: !157)
!166 = !DILocation(line: 10, column: 11, scope: !157)
!167 = !DILocation(line: 12, column: 15, scope: !157)
!168 = !DILocation(line: 11, column: 9, scope: !157)
!169 = distinct !{!169, !170}
!170 = !{!"llvm.loop.unroll.disable"}
!171 = !DILocation(line: 11, column: 11, scope: !172)
!172 = distinct !DILexicalBlock(scope: !157, file: !3, line: 11, column: 9)
!173 = !DILocation(line: 11, column: 17, scope: !172)
!174 = distinct !DISubprogram(name: "jump2", scope: !3, file: !3, line: 18, type: !154, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!175 = !DILocation(line: 18, column: 53, scope: !174)
