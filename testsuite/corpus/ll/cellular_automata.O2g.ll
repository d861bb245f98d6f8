; ModuleID = 'programs/cellular_automata.c'
source_filename = "programs/cellular_automata.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.rules = private unnamed_addr constant [4 x i32] [i32 30, i32 90, i32 110, i32 184], align 16
@.str = private unnamed_addr constant [9 x i8] c"rule %d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [21 x i8] c"pop after 1024 = %d\0A\00", align 1, !dbg !7
@main.grid = internal unnamed_addr global [40 x [40 x i8]] zeroinitializer, align 16, !dbg !12
@.str.2 = private unnamed_addr constant [34 x i8] c"ant: black=%d pos=(%d,%d) dir=%d\0A\00", align 1, !dbg !20
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !14 {
    #dbg_assign(i1 undef, !26, !DIExpression(), !77, ptr @__const.main.rules, !DIExpression(), !78)
  %1 = alloca [2 x i64], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !32, !DIExpression(), !79, ptr %1, !DIExpression(), !80)
    #dbg_assign(i1 undef, !26, !DIExpression(), !81, ptr @__const.main.rules, !DIExpression(), !78)
    #dbg_value(i32 0, !30, !DIExpression(), !82)
  %2 = getelementptr inbounds i8, ptr %1, i64 8
    #dbg_value(i32 0, !30, !DIExpression(), !82)
  br label %3, !dbg !83

3:                                                ; preds = %0, %45
  %4 = phi i64 [ 0, %0 ], [ %53, %45 ]
    #dbg_value(i64 %4, !30, !DIExpression(), !82)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #6, !dbg !84
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(16) %1, i8 0, i64 16, i1 false), !dbg !85, !DIAssignID !86
    #dbg_assign(i8 0, !32, !DIExpression(), !86, ptr %1, !DIExpression(), !80)
  store i64 -9223372036854775808, ptr %2, align 8, !dbg !87, !tbaa !88, !DIAssignID !92
    #dbg_assign(i64 -9223372036854775808, !32, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !92, ptr %2, !DIExpression(), !80)
  %5 = getelementptr inbounds [4 x i32], ptr @__const.main.rules, i64 0, i64 %4, !dbg !93
  %6 = icmp eq i64 %4, 3, !dbg !95
  br i1 %6, label %7, label %8, !dbg !96

7:                                                ; preds = %3
  store i64 6510532769285411400, ptr %1, align 16, !dbg !97, !tbaa !88, !DIAssignID !99
    #dbg_assign(i64 6510532769285411400, !32, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !99, ptr %1, !DIExpression(), !80)
  store i64 81985529216486895, ptr %2, align 8, !dbg !100, !tbaa !88, !DIAssignID !101
    #dbg_assign(i64 81985529216486895, !32, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !101, ptr %2, !DIExpression(), !80)
  br label %8, !dbg !102

8:                                                ; preds = %7, %3
  %9 = load i32, ptr %5, align 4, !dbg !103, !tbaa !104
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9), !dbg !106
    #dbg_value(i32 0, !43, !DIExpression(), !80)
    #dbg_value(i32 0, !44, !DIExpression(), !107)
  br label %11, !dbg !108

11:                                               ; preds = %8, %26
  %12 = phi i32 [ 0, %8 ], [ %29, %26 ]
    #dbg_value(i32 %12, !44, !DIExpression(), !107)
    #dbg_value(i32 1, !46, !DIExpression(), !109)
    #dbg_value(i64 1, !46, !DIExpression(), !109)
  %13 = load i64, ptr %2, align 8, !tbaa !88
    #dbg_value(i32 63, !50, !DIExpression(), !110)
  br label %31, !dbg !111

14:                                               ; preds = %31
    #dbg_value(i64 0, !46, !DIExpression(), !109)
  %15 = load i64, ptr %1, align 16, !tbaa !88
    #dbg_value(i32 63, !50, !DIExpression(), !110)
  br label %16, !dbg !111

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 63, %14 ], [ %24, %16 ]
    #dbg_value(i64 %17, !50, !DIExpression(), !110)
  %18 = shl nuw i64 1, %17, !dbg !112
  %19 = and i64 %15, %18, !dbg !112
  %20 = icmp eq i64 %19, 0, !dbg !112
  %21 = select i1 %20, i32 46, i32 35, !dbg !112
    #dbg_value(i32 %21, !114, !DIExpression(), !120)
  %22 = load ptr, ptr @stdout, align 8, !dbg !122, !tbaa !123
  %23 = tail call i32 @putc(i32 noundef %21, ptr noundef %22), !dbg !125
  %24 = add nsw i64 %17, -1, !dbg !126
    #dbg_value(i64 %24, !50, !DIExpression(), !110)
  %25 = icmp eq i64 %17, 0, !dbg !127
  br i1 %25, label %26, label %16, !dbg !111, !llvm.loop !128

26:                                               ; preds = %16
    #dbg_value(i64 -1, !46, !DIExpression(), !109)
    #dbg_value(i32 10, !114, !DIExpression(), !131)
  %27 = load ptr, ptr @stdout, align 8, !dbg !133, !tbaa !123
  %28 = tail call i32 @putc(i32 noundef 10, ptr noundef %27), !dbg !134
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %9), !dbg !135
  %29 = add nuw nsw i32 %12, 1, !dbg !136
    #dbg_value(i32 %29, !44, !DIExpression(), !107)
  %30 = icmp eq i32 %29, 24, !dbg !137
  br i1 %30, label %41, label %11, !dbg !108, !llvm.loop !138

31:                                               ; preds = %11, %31
  %32 = phi i64 [ 63, %11 ], [ %39, %31 ]
    #dbg_value(i64 %32, !50, !DIExpression(), !110)
  %33 = shl nuw i64 1, %32, !dbg !112
  %34 = and i64 %13, %33, !dbg !112
  %35 = icmp eq i64 %34, 0, !dbg !112
  %36 = select i1 %35, i32 46, i32 35, !dbg !112
    #dbg_value(i32 %36, !114, !DIExpression(), !120)
  %37 = load ptr, ptr @stdout, align 8, !dbg !122, !tbaa !123
  %38 = tail call i32 @putc(i32 noundef %36, ptr noundef %37), !dbg !125
  %39 = add nsw i64 %32, -1, !dbg !126
    #dbg_value(i64 %39, !50, !DIExpression(), !110)
  %40 = icmp eq i64 %32, 0, !dbg !127
  br i1 %40, label %14, label %31, !dbg !111, !llvm.loop !128

41:                                               ; preds = %26, %41
  %42 = phi i32 [ %43, %41 ], [ 0, %26 ]
    #dbg_value(i32 %42, !53, !DIExpression(), !140)
  call fastcc void @step(ptr noundef nonnull %1, i32 noundef %9), !dbg !141
  %43 = add nuw nsw i32 %42, 1, !dbg !143
    #dbg_value(i32 %43, !53, !DIExpression(), !140)
  %44 = icmp eq i32 %43, 1000, !dbg !144
  br i1 %44, label %45, label %41, !dbg !145, !llvm.loop !146

45:                                               ; preds = %41
    #dbg_value(i64 0, !55, !DIExpression(), !148)
    #dbg_value(i32 0, !43, !DIExpression(), !80)
    #dbg_value(i64 poison, !43, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !80)
    #dbg_value(i64 1, !55, !DIExpression(), !148)
  %46 = load <2 x i64>, ptr %1, align 16, !dbg !149, !tbaa !88
  %47 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %46), !dbg !151
  %48 = trunc nuw nsw <2 x i64> %47 to <2 x i32>, !dbg !151
  %49 = shufflevector <2 x i32> %48, <2 x i32> poison, <2 x i32> <i32 1, i32 poison>, !dbg !152
  %50 = add nuw nsw <2 x i32> %49, %48, !dbg !152
  %51 = extractelement <2 x i32> %50, i64 0, !dbg !152
    #dbg_value(i32 %51, !43, !DIExpression(), !80)
    #dbg_value(i64 2, !55, !DIExpression(), !148)
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51), !dbg !153
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #6, !dbg !154
  %53 = add nuw nsw i64 %4, 1, !dbg !155
    #dbg_value(i64 %53, !30, !DIExpression(), !82)
  %54 = icmp eq i64 %53, 4, !dbg !156
  br i1 %54, label %58, label %3, !dbg !83, !llvm.loop !157

55:                                               ; preds = %58
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %73, i32 noundef %82, i32 noundef %90, i32 noundef %74), !dbg !159
  %57 = and i32 %73, 255, !dbg !160
  ret i32 %57, !dbg !161

58:                                               ; preds = %45, %58
  %59 = phi i32 [ %91, %58 ], [ 0, %45 ]
  %60 = phi i32 [ %73, %58 ], [ 0, %45 ]
  %61 = phi i32 [ %74, %58 ], [ 0, %45 ]
  %62 = phi i32 [ %90, %58 ], [ 20, %45 ]
  %63 = phi i32 [ %82, %58 ], [ 20, %45 ]
    #dbg_value(i32 %59, !61, !DIExpression(), !162)
    #dbg_value(i32 %60, !60, !DIExpression(), !78)
    #dbg_value(i32 %61, !59, !DIExpression(), !78)
    #dbg_value(i32 %62, !58, !DIExpression(), !78)
    #dbg_value(i32 %63, !57, !DIExpression(), !78)
  %64 = zext nneg i32 %62 to i64, !dbg !163
  %65 = zext nneg i32 %63 to i64, !dbg !163
  %66 = getelementptr inbounds [40 x [40 x i8]], ptr @main.grid, i64 0, i64 %64, i64 %65, !dbg !163
  %67 = load i8, ptr %66, align 1, !dbg !163, !tbaa !167
  %68 = icmp eq i8 %67, 0, !dbg !163
    #dbg_value(i32 %72, !59, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !78)
    #dbg_value(i32 %72, !59, !DIExpression(DW_OP_constu, 3, DW_OP_and, DW_OP_stack_value), !78)
    #dbg_value(i32 %73, !60, !DIExpression(), !78)
    #dbg_value(i32 %73, !60, !DIExpression(), !78)
  %69 = select i1 %68, i32 1, i32 3
  %70 = select i1 %68, i32 1, i32 -1
  %71 = zext i1 %68 to i8
  %72 = add nuw nsw i32 %61, %69, !dbg !168
  %73 = add nsw i32 %60, %70, !dbg !168
  store i8 %71, ptr %66, align 1, !dbg !168
  %74 = and i32 %72, 3, !dbg !168
    #dbg_value(i32 %73, !60, !DIExpression(), !78)
    #dbg_value(i32 %74, !59, !DIExpression(), !78)
  %75 = icmp eq i32 %74, 1, !dbg !169
  %76 = zext i1 %75 to i32, !dbg !169
  %77 = icmp eq i32 %74, 3, !dbg !170
  %78 = sext i1 %77 to i32, !dbg !170
  %79 = add nuw nsw i32 %63, 40, !dbg !171
  %80 = add nuw nsw i32 %79, %76, !dbg !172
  %81 = add nsw i32 %80, %78, !dbg !173
  %82 = urem i32 %81, 40, !dbg !174
    #dbg_value(i32 %82, !57, !DIExpression(), !78)
  %83 = icmp eq i32 %74, 2, !dbg !175
  %84 = zext i1 %83 to i32, !dbg !175
  %85 = icmp eq i32 %74, 0, !dbg !176
  %86 = sext i1 %85 to i32, !dbg !176
  %87 = add nuw nsw i32 %62, 40, !dbg !177
  %88 = add nuw nsw i32 %87, %84, !dbg !178
  %89 = add nsw i32 %88, %86, !dbg !179
  %90 = urem i32 %89, 40, !dbg !180
    #dbg_value(i32 %90, !58, !DIExpression(), !78)
  %91 = add nuw nsw i32 %59, 1, !dbg !181
    #dbg_value(i32 %91, !61, !DIExpression(), !162)
  %92 = icmp eq i32 %91, 11000, !dbg !182
  br i1 %92, label %55, label %58, !dbg !183, !llvm.loop !184
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !186 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @step(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #4 !dbg !193 {
    #dbg_value(ptr %0, !198, !DIExpression(), !215)
    #dbg_value(i32 %1, !199, !DIExpression(), !215)
    #dbg_value(i32 0, !201, !DIExpression(), !216)
    #dbg_value(i64 0, !201, !DIExpression(), !216)
    #dbg_value(i64 poison, !203, !DIExpression(), !217)
    #dbg_value(i64 poison, !206, !DIExpression(), !217)
    #dbg_value(i64 poison, !207, !DIExpression(), !217)
    #dbg_value(i64 0, !208, !DIExpression(), !217)
    #dbg_value(i32 0, !209, !DIExpression(), !218)
    #dbg_value(i32 0, !209, !DIExpression(), !218)
    #dbg_value(i64 0, !208, !DIExpression(), !217)
  %3 = and i32 %1, 1, !dbg !219
  %4 = icmp eq i32 %3, 0, !dbg !219
    #dbg_value(i64 poison, !208, !DIExpression(), !217)
    #dbg_value(i32 1, !209, !DIExpression(), !218)
  %5 = and i32 %1, 2, !dbg !219
  %6 = icmp eq i32 %5, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 2, !209, !DIExpression(), !218)
  %7 = and i32 %1, 4, !dbg !219
  %8 = icmp eq i32 %7, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 3, !209, !DIExpression(), !218)
  %9 = and i32 %1, 8, !dbg !219
  %10 = icmp eq i32 %9, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %11 = and i32 %1, 16, !dbg !219
  %12 = icmp eq i32 %11, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %13 = and i32 %1, 32, !dbg !219
  %14 = icmp eq i32 %13, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 6, !209, !DIExpression(), !218)
  %15 = and i32 %1, 64, !dbg !219
  %16 = icmp eq i32 %15, 0, !dbg !219
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 7, !209, !DIExpression(), !218)
  %17 = and i32 %1, 128, !dbg !219
  %18 = icmp eq i32 %17, 0, !dbg !219
  %19 = load <2 x i64>, ptr %0, align 8, !dbg !220, !tbaa !88
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 8, !209, !DIExpression(), !218)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !200, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !215)
    #dbg_value(i64 1, !201, !DIExpression(), !216)
    #dbg_value(i64 poison, !203, !DIExpression(), !217)
  %20 = shufflevector <2 x i64> %19, <2 x i64> poison, <2 x i32> <i32 1, i32 0>, !dbg !221
  %21 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %19, <2 x i64> %20, <2 x i64> <i64 1, i64 1>), !dbg !221
    #dbg_value(i64 poison, !206, !DIExpression(), !217)
  %22 = tail call <2 x i64> @llvm.fshl.v2i64(<2 x i64> %20, <2 x i64> %19, <2 x i64> <i64 63, i64 63>), !dbg !222
    #dbg_value(i64 poison, !207, !DIExpression(), !217)
    #dbg_value(i64 0, !208, !DIExpression(), !217)
    #dbg_value(i32 0, !209, !DIExpression(), !218)
    #dbg_value(i32 0, !209, !DIExpression(), !218)
    #dbg_value(i64 0, !208, !DIExpression(), !217)
  %23 = or <2 x i64> %22, %21, !dbg !223
  %24 = or <2 x i64> %23, %19, !dbg !223
  %25 = xor <2 x i64> %24, <i64 -1, i64 -1>, !dbg !223
  %26 = insertelement <2 x i1> poison, i1 %4, i64 0, !dbg !223
  %27 = shufflevector <2 x i1> %26, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %28 = select <2 x i1> %27, <2 x i64> zeroinitializer, <2 x i64> %25, !dbg !223
    #dbg_value(i64 poison, !208, !DIExpression(), !217)
    #dbg_value(i32 1, !209, !DIExpression(), !218)
  %29 = or <2 x i64> %21, %19, !dbg !223
  %30 = xor <2 x i64> %29, <i64 -1, i64 -1>, !dbg !223
  %31 = and <2 x i64> %22, %30, !dbg !223
  %32 = insertelement <2 x i1> poison, i1 %6, i64 0, !dbg !223
  %33 = shufflevector <2 x i1> %32, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %34 = select <2 x i1> %33, <2 x i64> zeroinitializer, <2 x i64> %31, !dbg !223
  %35 = or <2 x i64> %28, %34, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 2, !209, !DIExpression(), !218)
  %36 = or <2 x i64> %22, %21, !dbg !223
  %37 = xor <2 x i64> %36, <i64 -1, i64 -1>, !dbg !223
  %38 = and <2 x i64> %19, %37, !dbg !223
  %39 = insertelement <2 x i1> poison, i1 %8, i64 0, !dbg !223
  %40 = shufflevector <2 x i1> %39, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %41 = select <2 x i1> %40, <2 x i64> zeroinitializer, <2 x i64> %38, !dbg !223
  %42 = or <2 x i64> %35, %41, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 3, !209, !DIExpression(), !218)
  %43 = xor <2 x i64> %21, <i64 -1, i64 -1>, !dbg !223
  %44 = and <2 x i64> %22, %43, !dbg !223
  %45 = and <2 x i64> %44, %19, !dbg !223
  %46 = insertelement <2 x i1> poison, i1 %10, i64 0, !dbg !223
  %47 = shufflevector <2 x i1> %46, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %48 = select <2 x i1> %47, <2 x i64> zeroinitializer, <2 x i64> %45, !dbg !223
  %49 = or <2 x i64> %42, %48, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 4, !209, !DIExpression(), !218)
  %50 = or <2 x i64> %22, %19, !dbg !223
  %51 = xor <2 x i64> %50, <i64 -1, i64 -1>, !dbg !223
  %52 = and <2 x i64> %21, %51, !dbg !223
  %53 = insertelement <2 x i1> poison, i1 %12, i64 0, !dbg !223
  %54 = shufflevector <2 x i1> %53, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %55 = select <2 x i1> %54, <2 x i64> zeroinitializer, <2 x i64> %52, !dbg !223
  %56 = or <2 x i64> %49, %55, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 5, !209, !DIExpression(), !218)
  %57 = xor <2 x i64> %19, <i64 -1, i64 -1>, !dbg !223
  %58 = and <2 x i64> %21, %57, !dbg !223
  %59 = and <2 x i64> %58, %22, !dbg !223
  %60 = insertelement <2 x i1> poison, i1 %14, i64 0, !dbg !223
  %61 = shufflevector <2 x i1> %60, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %62 = select <2 x i1> %61, <2 x i64> zeroinitializer, <2 x i64> %59, !dbg !223
  %63 = or <2 x i64> %56, %62, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 6, !209, !DIExpression(), !218)
  %64 = xor <2 x i64> %22, <i64 -1, i64 -1>, !dbg !223
  %65 = and <2 x i64> %21, %64, !dbg !223
  %66 = and <2 x i64> %65, %19, !dbg !223
  %67 = insertelement <2 x i1> poison, i1 %16, i64 0, !dbg !223
  %68 = shufflevector <2 x i1> %67, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %69 = select <2 x i1> %68, <2 x i64> zeroinitializer, <2 x i64> %66, !dbg !223
  %70 = or <2 x i64> %63, %69, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 7, !209, !DIExpression(), !218)
  %71 = and <2 x i64> %22, %21, !dbg !223
  %72 = and <2 x i64> %71, %19, !dbg !223
  %73 = insertelement <2 x i1> poison, i1 %18, i64 0, !dbg !223
  %74 = shufflevector <2 x i1> %73, <2 x i1> poison, <2 x i32> zeroinitializer, !dbg !223
  %75 = select <2 x i1> %74, <2 x i64> zeroinitializer, <2 x i64> %72, !dbg !223
  %76 = or <2 x i64> %70, %75, !dbg !223
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !208, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !217)
    #dbg_value(i32 8, !209, !DIExpression(), !218)
    #dbg_value(!DIArgList(i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison, i64 poison), !200, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_or, DW_OP_LLVM_arg, 6, DW_OP_or, DW_OP_LLVM_arg, 5, DW_OP_or, DW_OP_LLVM_arg, 4, DW_OP_or, DW_OP_LLVM_arg, 3, DW_OP_or, DW_OP_LLVM_arg, 2, DW_OP_or, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 64, 64), !215)
    #dbg_value(i64 2, !201, !DIExpression(), !216)
  store <2 x i64> %76, ptr %0, align 8, !dbg !224
  ret void, !dbg !225
}

; Function Attrs: nofree nounwind
declare !dbg !226 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.fshl.v2i64(<2 x i64>, <2 x i64>, <2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!18}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/cellular_automata.c", directory: ".", checksumkind: CSK_MD5, checksum: "e19173d891735951ce5119d5b4866024")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 9)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 21)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "grid", scope: !14, file: !2, line: 25, type: !63, isLocal: true, isDefinition: true)
!14 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !15, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !25)
!15 = !DISubroutineType(types: !16)
!16 = !{!17}
!17 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!18 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !19, splitDebugInlining: false, nameTableKind: None)
!19 = !{!0, !7, !12, !20}
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 34)
!25 = !{!26, !30, !32, !43, !44, !46, !50, !53, !55, !57, !58, !59, !60, !61}
!26 = !DILocalVariable(name: "rules", scope: !14, file: !2, line: 18, type: !27)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 128, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 4)
!30 = !DILocalVariable(name: "ri", scope: !31, file: !2, line: 19, type: !17)
!31 = distinct !DILexicalBlock(scope: !14, file: !2, line: 19, column: 5)
!32 = !DILocalVariable(name: "c", scope: !33, file: !2, line: 20, type: !35)
!33 = distinct !DILexicalBlock(scope: !34, file: !2, line: 19, column: 36)
!34 = distinct !DILexicalBlock(scope: !31, file: !2, line: 19, column: 5)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !36, size: 128, elements: !41)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !37, line: 27, baseType: !38)
!37 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !39, line: 45, baseType: !40)
!39 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!40 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!41 = !{!42}
!42 = !DISubrange(count: 2)
!43 = !DILocalVariable(name: "pop", scope: !33, file: !2, line: 21, type: !17)
!44 = !DILocalVariable(name: "g", scope: !45, file: !2, line: 22, type: !17)
!45 = distinct !DILexicalBlock(scope: !33, file: !2, line: 22, column: 9)
!46 = !DILocalVariable(name: "w", scope: !47, file: !2, line: 22, type: !17)
!47 = distinct !DILexicalBlock(scope: !48, file: !2, line: 22, column: 40)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 22, column: 38)
!49 = distinct !DILexicalBlock(scope: !45, file: !2, line: 22, column: 9)
!50 = !DILocalVariable(name: "b", scope: !51, file: !2, line: 22, type: !17)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 22, column: 77)
!52 = distinct !DILexicalBlock(scope: !47, file: !2, line: 22, column: 40)
!53 = !DILocalVariable(name: "g", scope: !54, file: !2, line: 23, type: !17)
!54 = distinct !DILexicalBlock(scope: !33, file: !2, line: 23, column: 9)
!55 = !DILocalVariable(name: "w", scope: !56, file: !2, line: 23, type: !17)
!56 = distinct !DILexicalBlock(scope: !33, file: !2, line: 23, column: 60)
!57 = !DILocalVariable(name: "x", scope: !14, file: !2, line: 25, type: !17)
!58 = !DILocalVariable(name: "y", scope: !14, file: !2, line: 25, type: !17)
!59 = !DILocalVariable(name: "dir", scope: !14, file: !2, line: 25, type: !17)
!60 = !DILocalVariable(name: "black", scope: !14, file: !2, line: 25, type: !17)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 26, type: !17)
!62 = distinct !DILexicalBlock(scope: !14, file: !2, line: 26, column: 5)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 12800, elements: !67)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !37, line: 24, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !39, line: 38, baseType: !66)
!66 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!67 = !{!68, !68}
!68 = !DISubrange(count: 40)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !14)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 0, scope: !33)
!81 = distinct !DIAssignID()
!82 = !DILocation(line: 0, scope: !31)
!83 = !DILocation(line: 19, column: 5, scope: !31)
!84 = !DILocation(line: 20, column: 9, scope: !33)
!85 = !DILocation(line: 20, column: 18, scope: !33)
!86 = distinct !DIAssignID()
!87 = !DILocation(line: 20, column: 49, scope: !33)
!88 = !{!89, !89, i64 0}
!89 = !{!"long", !90, i64 0}
!90 = !{!"omnipotent char", !91, i64 0}
!91 = !{!"Simple C/C++ TBAA"}
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 20, column: 67, scope: !94)
!94 = distinct !DILexicalBlock(scope: !33, file: !2, line: 20, column: 67)
!95 = !DILocation(line: 20, column: 77, scope: !94)
!96 = !DILocation(line: 20, column: 67, scope: !33)
!97 = !DILocation(line: 20, column: 92, scope: !98)
!98 = distinct !DILexicalBlock(scope: !94, file: !2, line: 20, column: 85)
!99 = distinct !DIAssignID()
!100 = !DILocation(line: 20, column: 122, scope: !98)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 20, column: 147, scope: !98)
!103 = !DILocation(line: 21, column: 29, scope: !33)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !90, i64 0}
!106 = !DILocation(line: 21, column: 9, scope: !33)
!107 = !DILocation(line: 0, scope: !45)
!108 = !DILocation(line: 22, column: 9, scope: !45)
!109 = !DILocation(line: 0, scope: !47)
!110 = !DILocation(line: 0, scope: !51)
!111 = !DILocation(line: 22, column: 77, scope: !51)
!112 = !DILocation(line: 22, column: 115, scope: !113)
!113 = distinct !DILexicalBlock(scope: !51, file: !2, line: 22, column: 77)
!114 = !DILocalVariable(name: "__c", arg: 1, scope: !115, file: !116, line: 82, type: !17)
!115 = distinct !DISubprogram(name: "putchar", scope: !116, file: !116, line: 82, type: !117, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !119)
!116 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!117 = !DISubroutineType(types: !118)
!118 = !{!17, !17}
!119 = !{!114}
!120 = !DILocation(line: 0, scope: !115, inlinedAt: !121)
!121 = distinct !DILocation(line: 22, column: 107, scope: !113)
!122 = !DILocation(line: 84, column: 21, scope: !115, inlinedAt: !121)
!123 = !{!124, !124, i64 0}
!124 = !{!"any pointer", !90, i64 0}
!125 = !DILocation(line: 84, column: 10, scope: !115, inlinedAt: !121)
!126 = !DILocation(line: 22, column: 103, scope: !113)
!127 = !DILocation(line: 22, column: 96, scope: !113)
!128 = distinct !{!128, !111, !129, !130}
!129 = !DILocation(line: 22, column: 142, scope: !51)
!130 = !{!"llvm.loop.mustprogress"}
!131 = !DILocation(line: 0, scope: !115, inlinedAt: !132)
!132 = distinct !DILocation(line: 22, column: 145, scope: !48)
!133 = !DILocation(line: 84, column: 21, scope: !115, inlinedAt: !132)
!134 = !DILocation(line: 84, column: 10, scope: !115, inlinedAt: !132)
!135 = !DILocation(line: 22, column: 160, scope: !48)
!136 = !DILocation(line: 22, column: 34, scope: !49)
!137 = !DILocation(line: 22, column: 27, scope: !49)
!138 = distinct !{!138, !108, !139, !130}
!139 = !DILocation(line: 22, column: 180, scope: !45)
!140 = !DILocation(line: 0, scope: !54)
!141 = !DILocation(line: 23, column: 40, scope: !142)
!142 = distinct !DILexicalBlock(scope: !54, file: !2, line: 23, column: 9)
!143 = !DILocation(line: 23, column: 36, scope: !142)
!144 = !DILocation(line: 23, column: 27, scope: !142)
!145 = !DILocation(line: 23, column: 9, scope: !54)
!146 = distinct !{!146, !145, !147, !130}
!147 = !DILocation(line: 23, column: 57, scope: !54)
!148 = !DILocation(line: 0, scope: !56)
!149 = !DILocation(line: 23, column: 120, scope: !150)
!150 = distinct !DILexicalBlock(scope: !56, file: !2, line: 23, column: 60)
!151 = !DILocation(line: 23, column: 99, scope: !150)
!152 = !DILocation(line: 23, column: 96, scope: !150)
!153 = !DILocation(line: 23, column: 127, scope: !33)
!154 = !DILocation(line: 24, column: 5, scope: !34)
!155 = !DILocation(line: 19, column: 32, scope: !34)
!156 = !DILocation(line: 19, column: 25, scope: !34)
!157 = distinct !{!157, !83, !158, !130}
!158 = !DILocation(line: 24, column: 5, scope: !31)
!159 = !DILocation(line: 27, column: 5, scope: !14)
!160 = !DILocation(line: 28, column: 18, scope: !14)
!161 = !DILocation(line: 29, column: 1, scope: !14)
!162 = !DILocation(line: 0, scope: !62)
!163 = !DILocation(line: 26, column: 43, scope: !164)
!164 = distinct !DILexicalBlock(scope: !165, file: !2, line: 26, column: 43)
!165 = distinct !DILexicalBlock(scope: !166, file: !2, line: 26, column: 37)
!166 = distinct !DILexicalBlock(scope: !62, file: !2, line: 26, column: 5)
!167 = !{!90, !90, i64 0}
!168 = !DILocation(line: 26, scope: !164)
!169 = !DILocation(line: 26, column: 174, scope: !165)
!170 = !DILocation(line: 26, column: 187, scope: !165)
!171 = !DILocation(line: 26, column: 167, scope: !165)
!172 = !DILocation(line: 26, column: 180, scope: !165)
!173 = !DILocation(line: 26, column: 193, scope: !165)
!174 = !DILocation(line: 26, column: 199, scope: !165)
!175 = !DILocation(line: 26, column: 219, scope: !165)
!176 = !DILocation(line: 26, column: 232, scope: !165)
!177 = !DILocation(line: 26, column: 212, scope: !165)
!178 = !DILocation(line: 26, column: 225, scope: !165)
!179 = !DILocation(line: 26, column: 238, scope: !165)
!180 = !DILocation(line: 26, column: 244, scope: !165)
!181 = !DILocation(line: 26, column: 33, scope: !166)
!182 = !DILocation(line: 26, column: 23, scope: !166)
!183 = !DILocation(line: 26, column: 5, scope: !62)
!184 = distinct !{!184, !183, !185, !130}
!185 = !DILocation(line: 26, column: 250, scope: !62)
!186 = !DISubprogram(name: "printf", scope: !187, file: !187, line: 356, type: !188, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!187 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!188 = !DISubroutineType(types: !189)
!189 = !{!17, !190, null}
!190 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !191)
!191 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !192, size: 64)
!192 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!193 = distinct !DISubprogram(name: "step", scope: !2, file: !2, line: 8, type: !194, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !18, retainedNodes: !197)
!194 = !DISubroutineType(types: !195)
!195 = !{null, !196, !17}
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!197 = !{!198, !199, !200, !201, !203, !206, !207, !208, !209, !211}
!198 = !DILocalVariable(name: "c", arg: 1, scope: !193, file: !2, line: 8, type: !196)
!199 = !DILocalVariable(name: "rule", arg: 2, scope: !193, file: !2, line: 8, type: !17)
!200 = !DILocalVariable(name: "n", scope: !193, file: !2, line: 9, type: !35)
!201 = !DILocalVariable(name: "w", scope: !202, file: !2, line: 10, type: !17)
!202 = distinct !DILexicalBlock(scope: !193, file: !2, line: 10, column: 5)
!203 = !DILocalVariable(name: "cur", scope: !204, file: !2, line: 11, type: !36)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 10, column: 37)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 10, column: 5)
!206 = !DILocalVariable(name: "left", scope: !204, file: !2, line: 11, type: !36)
!207 = !DILocalVariable(name: "right", scope: !204, file: !2, line: 11, type: !36)
!208 = !DILocalVariable(name: "r", scope: !204, file: !2, line: 11, type: !36)
!209 = !DILocalVariable(name: "p", scope: !210, file: !2, line: 12, type: !17)
!210 = distinct !DILexicalBlock(scope: !204, file: !2, line: 12, column: 9)
!211 = !DILocalVariable(name: "m", scope: !212, file: !2, line: 12, type: !36)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 12, column: 56)
!213 = distinct !DILexicalBlock(scope: !214, file: !2, line: 12, column: 41)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 12, column: 9)
!215 = !DILocation(line: 0, scope: !193)
!216 = !DILocation(line: 0, scope: !202)
!217 = !DILocation(line: 0, scope: !204)
!218 = !DILocation(line: 0, scope: !210)
!219 = !DILocation(line: 12, column: 51, scope: !213)
!220 = !DILocation(line: 11, column: 24, scope: !204)
!221 = !DILocation(line: 11, column: 48, scope: !204)
!222 = !DILocation(line: 11, column: 105, scope: !204)
!223 = !DILocation(line: 12, column: 41, scope: !214)
!224 = !DILocation(line: 15, column: 5, scope: !193)
!225 = !DILocation(line: 16, column: 1, scope: !193)
!226 = !DISubprogram(name: "putc", scope: !187, file: !187, line: 550, type: !227, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!227 = !DISubroutineType(types: !228)
!228 = !{!17, !17, !229}
!229 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !230, size: 64)
!230 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !231, line: 7, baseType: !232)
!231 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!232 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !233, line: 49, size: 1728, elements: !234)
!233 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!234 = !{!235, !236, !238, !239, !240, !241, !242, !243, !244, !245, !246, !247, !248, !251, !253, !254, !255, !258, !260, !262, !266, !269, !271, !274, !277, !278, !280, !283, !284}
!235 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !232, file: !233, line: 51, baseType: !17, size: 32)
!236 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !232, file: !233, line: 54, baseType: !237, size: 64, offset: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !232, file: !233, line: 55, baseType: !237, size: 64, offset: 128)
!239 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !232, file: !233, line: 56, baseType: !237, size: 64, offset: 192)
!240 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !232, file: !233, line: 57, baseType: !237, size: 64, offset: 256)
!241 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !232, file: !233, line: 58, baseType: !237, size: 64, offset: 320)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !232, file: !233, line: 59, baseType: !237, size: 64, offset: 384)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !232, file: !233, line: 60, baseType: !237, size: 64, offset: 448)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !232, file: !233, line: 61, baseType: !237, size: 64, offset: 512)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !232, file: !233, line: 64, baseType: !237, size: 64, offset: 576)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !232, file: !233, line: 65, baseType: !237, size: 64, offset: 640)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !232, file: !233, line: 66, baseType: !237, size: 64, offset: 704)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !232, file: !233, line: 68, baseType: !249, size: 64, offset: 768)
!249 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !250, size: 64)
!250 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !233, line: 36, flags: DIFlagFwdDecl)
!251 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !232, file: !233, line: 70, baseType: !252, size: 64, offset: 832)
!252 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!253 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !232, file: !233, line: 72, baseType: !17, size: 32, offset: 896)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !232, file: !233, line: 73, baseType: !17, size: 32, offset: 928)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !232, file: !233, line: 74, baseType: !256, size: 64, offset: 960)
!256 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !39, line: 152, baseType: !257)
!257 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!258 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !232, file: !233, line: 77, baseType: !259, size: 16, offset: 1024)
!259 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!260 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !232, file: !233, line: 78, baseType: !261, size: 8, offset: 1040)
!261 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!262 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !232, file: !233, line: 79, baseType: !263, size: 8, offset: 1048)
!263 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !264)
!264 = !{!265}
!265 = !DISubrange(count: 1)
!266 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !232, file: !233, line: 81, baseType: !267, size: 64, offset: 1088)
!267 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !268, size: 64)
!268 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !233, line: 43, baseType: null)
!269 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !232, file: !233, line: 89, baseType: !270, size: 64, offset: 1152)
!270 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !39, line: 153, baseType: !257)
!271 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !232, file: !233, line: 91, baseType: !272, size: 64, offset: 1216)
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !273, size: 64)
!273 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !233, line: 37, flags: DIFlagFwdDecl)
!274 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !232, file: !233, line: 92, baseType: !275, size: 64, offset: 1280)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !233, line: 38, flags: DIFlagFwdDecl)
!277 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !232, file: !233, line: 93, baseType: !252, size: 64, offset: 1344)
!278 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !232, file: !233, line: 94, baseType: !279, size: 64, offset: 1408)
!279 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!280 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !232, file: !233, line: 95, baseType: !281, size: 64, offset: 1472)
!281 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !282, line: 18, baseType: !40)
!282 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!283 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !232, file: !233, line: 96, baseType: !17, size: 32, offset: 1536)
!284 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !232, file: !233, line: 98, baseType: !285, size: 160, offset: 1568)
!285 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !286)
!286 = !{!287}
!287 = !DISubrange(count: 20)
