; ModuleID = 'programs/duffs_device_copy.c'
source_filename = "programs/duffs_device_copy.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"Duff's device copies eight bytes per iteration, entering mid-loop.\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [20 x i8] c"copy37='%s' bad=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [13 x i8] c"(%d values)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"sum(%d)=%ld \00", align 1, !dbg !22

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !44 {
  %1 = alloca [100 x i8], align 16, !DIAssignID !78
    #dbg_assign(i1 undef, !54, !DIExpression(), !78, ptr %1, !DIExpression(), !79)
  %2 = alloca [100 x i8], align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !60, !DIExpression(), !80, ptr %2, !DIExpression(), !81)
  %3 = alloca [23 x i32], align 16, !DIAssignID !82
    #dbg_assign(i1 undef, !70, !DIExpression(), !82, ptr %3, !DIExpression(), !81)
    #dbg_value(ptr @.str, !48, !DIExpression(), !81)
    #dbg_value(i32 0, !51, !DIExpression(), !81)
    #dbg_value(i32 0, !52, !DIExpression(), !83)
  br label %6, !dbg !84

4:                                                ; preds = %18
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #9, !dbg !85
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %2, i8 0, i64 100, i1 false), !dbg !86, !DIAssignID !87
    #dbg_assign(i8 0, !60, !DIExpression(), !87, ptr %2, !DIExpression(), !81)
  call fastcc void @duff_copy(ptr noundef nonnull %2, i32 noundef 37), !dbg !88
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2, i32 noundef %19), !dbg !89
    #dbg_value(i32 0, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !81)
    #dbg_value(i32 0, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
    #dbg_value(i32 0, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !81)
    #dbg_value(i32 0, !61, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !81)
    #dbg_value(i32 0, !69, !DIExpression(), !81)
  br label %22, !dbg !90

6:                                                ; preds = %0, %18
  %7 = phi i64 [ 0, %0 ], [ %20, %18 ]
  %8 = phi i32 [ 0, %0 ], [ %19, %18 ]
    #dbg_value(i32 %8, !51, !DIExpression(), !81)
    #dbg_value(i64 %7, !52, !DIExpression(), !83)
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #9, !dbg !91
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %1, i8 35, i64 100, i1 false), !dbg !92, !DIAssignID !93
    #dbg_assign(i1 undef, !54, !DIExpression(), !93, ptr %1, !DIExpression(), !79)
  %9 = trunc nuw nsw i64 %7 to i32, !dbg !94
  call fastcc void @duff_copy(ptr noundef nonnull %1, i32 noundef %9), !dbg !94
  %10 = call i32 @bcmp(ptr nonnull %1, ptr nonnull @.str, i64 %7), !dbg !95
  %11 = icmp eq i32 %10, 0, !dbg !97
  br i1 %11, label %12, label %16, !dbg !98

12:                                               ; preds = %6
  %13 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %7, !dbg !99
  %14 = load i8, ptr %13, align 1, !dbg !99, !tbaa !100
  %15 = icmp eq i8 %14, 35, !dbg !103
  br i1 %15, label %18, label %16, !dbg !104

16:                                               ; preds = %12, %6
  %17 = add nsw i32 %8, 1, !dbg !105
    #dbg_value(i32 %17, !51, !DIExpression(), !81)
  br label %18, !dbg !106

18:                                               ; preds = %16, %12
  %19 = phi i32 [ %17, %16 ], [ %8, %12 ], !dbg !81
    #dbg_value(i32 %19, !51, !DIExpression(), !81)
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #9, !dbg !107
  %20 = add nuw nsw i64 %7, 1, !dbg !108
    #dbg_value(i64 %20, !52, !DIExpression(), !83)
  %21 = icmp eq i64 %20, 67, !dbg !109
  br i1 %21, label %4, label %6, !dbg !84, !llvm.loop !110

22:                                               ; preds = %49, %4
  %23 = phi i32 [ 0, %4 ], [ %43, %49 ], !dbg !113
  %24 = phi i32 [ 0, %4 ], [ %44, %49 ], !dbg !113
  %25 = phi i32 [ 0, %4 ], [ %45, %49 ], !dbg !113
  %26 = phi i32 [ 0, %4 ], [ %46, %49 ], !dbg !113
  %27 = phi i32 [ 0, %4 ], [ %51, %49 ], !dbg !81
    #dbg_value(i32 %26, !61, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !81)
    #dbg_value(i32 %25, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !81)
    #dbg_value(i32 %24, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
    #dbg_value(i32 %23, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !81)
    #dbg_value(i32 %27, !69, !DIExpression(), !81)
    #dbg_value(ptr undef, !114, !DIExpression(), !126)
  switch i32 %23, label %52 [
    i32 0, label %31
    i32 1, label %28
    i32 2, label %36
  ], !dbg !128

28:                                               ; preds = %22
  %29 = add nsw i32 %24, 1, !dbg !129
    #dbg_value(i32 %29, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
  %30 = icmp slt i32 %24, 9, !dbg !130
  br i1 %30, label %31, label %39, !dbg !131

31:                                               ; preds = %22, %28
  %32 = phi i32 [ %29, %28 ], [ %23, %22 ], !dbg !132
  %33 = phi i32 [ %25, %28 ], [ %23, %22 ], !dbg !81
  %34 = phi i32 [ %26, %28 ], [ 1, %22 ], !dbg !81
    #dbg_value(i32 %34, !61, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !81)
    #dbg_value(i32 %33, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !81)
    #dbg_value(i32 %32, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
    #dbg_value(i32 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !81)
  %35 = add nsw i32 %34, %33, !dbg !133
    #dbg_value(i32 %35, !120, !DIExpression(), !134)
    #dbg_value(i32 %34, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !81)
    #dbg_value(i32 %35, !61, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !81)
  br label %42, !dbg !135

36:                                               ; preds = %22
  %37 = add nsw i32 %24, 1, !dbg !136
    #dbg_value(i32 %37, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
  %38 = icmp slt i32 %24, 5, !dbg !139
  br i1 %38, label %39, label %53, !dbg !140

39:                                               ; preds = %28, %36
  %40 = phi i32 [ %37, %36 ], [ 1, %28 ], !dbg !141
    #dbg_value(i32 %40, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
    #dbg_value(i32 2, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !81)
  %41 = mul nsw i32 %40, %40, !dbg !142
  br label %42, !dbg !144

42:                                               ; preds = %31, %39
  %43 = phi i32 [ 2, %39 ], [ 1, %31 ], !dbg !81
  %44 = phi i32 [ %40, %39 ], [ %32, %31 ], !dbg !81
  %45 = phi i32 [ %25, %39 ], [ %34, %31 ], !dbg !81
  %46 = phi i32 [ %26, %39 ], [ %35, %31 ], !dbg !81
  %47 = phi i32 [ %41, %39 ], [ %34, %31 ], !dbg !126
    #dbg_value(i32 %46, !61, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !81)
    #dbg_value(i32 %45, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !81)
    #dbg_value(i32 %44, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81)
    #dbg_value(i32 %43, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !81)
    #dbg_value(i32 %47, !68, !DIExpression(), !81)
  %48 = icmp sgt i32 %47, -1, !dbg !145
  br i1 %48, label %49, label %53, !dbg !90

49:                                               ; preds = %42
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47), !dbg !146
  %51 = add nuw nsw i32 %27, 1, !dbg !148
    #dbg_value(i32 %51, !69, !DIExpression(), !81)
  br label %22, !dbg !90, !llvm.loop !149

52:                                               ; preds = %22
  unreachable

53:                                               ; preds = %36, %42
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %27), !dbg !151
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #9, !dbg !152
    #dbg_value(i32 0, !74, !DIExpression(), !153)
    #dbg_value(i64 0, !74, !DIExpression(), !153)
    #dbg_value(i64 1, !74, !DIExpression(), !153)
    #dbg_value(i64 2, !74, !DIExpression(), !153)
    #dbg_value(i64 3, !74, !DIExpression(), !153)
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %3, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 4, !74, !DIExpression(), !153)
  %55 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !158
    #dbg_value(i64 5, !74, !DIExpression(), !153)
    #dbg_value(i64 6, !74, !DIExpression(), !153)
    #dbg_value(i64 7, !74, !DIExpression(), !153)
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %55, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 8, !74, !DIExpression(), !153)
  %56 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !158
    #dbg_value(i64 9, !74, !DIExpression(), !153)
    #dbg_value(i64 10, !74, !DIExpression(), !153)
    #dbg_value(i64 11, !74, !DIExpression(), !153)
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %56, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 12, !74, !DIExpression(), !153)
  %57 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !158
    #dbg_value(i64 13, !74, !DIExpression(), !153)
    #dbg_value(i64 14, !74, !DIExpression(), !153)
    #dbg_value(i64 15, !74, !DIExpression(), !153)
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %57, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 16, !74, !DIExpression(), !153)
  %58 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !158
    #dbg_value(i64 17, !74, !DIExpression(), !153)
    #dbg_value(i64 18, !74, !DIExpression(), !153)
    #dbg_value(i64 19, !74, !DIExpression(), !153)
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %58, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 20, !74, !DIExpression(), !153)
  %59 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !158
  store i32 400, ptr %59, align 16, !dbg !154, !tbaa !156
    #dbg_value(i64 21, !74, !DIExpression(), !153)
  %60 = getelementptr inbounds i8, ptr %3, i64 84, !dbg !158
  store i32 441, ptr %60, align 4, !dbg !154, !tbaa !156
    #dbg_value(i64 22, !74, !DIExpression(), !153)
  %61 = getelementptr inbounds i8, ptr %3, i64 88, !dbg !158
  store i32 484, ptr %61, align 8, !dbg !154, !tbaa !156
    #dbg_value(i64 23, !74, !DIExpression(), !153)
    #dbg_value(i32 0, !76, !DIExpression(), !159)
  %62 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 0), !dbg !160
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i64 noundef %62), !dbg !162
    #dbg_value(i32 5, !76, !DIExpression(), !159)
  %64 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 5), !dbg !160
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i64 noundef %64), !dbg !162
    #dbg_value(i32 10, !76, !DIExpression(), !159)
  %66 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 10), !dbg !160
  %67 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10, i64 noundef %66), !dbg !162
    #dbg_value(i32 15, !76, !DIExpression(), !159)
  %68 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 15), !dbg !160
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 15, i64 noundef %68), !dbg !162
    #dbg_value(i32 20, !76, !DIExpression(), !159)
  %70 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 20), !dbg !160
  %71 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i64 noundef %70), !dbg !162
    #dbg_value(i32 25, !76, !DIExpression(), !159)
  %72 = call i32 @putchar(i32 10), !dbg !163
  %73 = add nsw i32 %27, %19, !dbg !164
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #9, !dbg !165
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #9, !dbg !165
  ret i32 %73, !dbg !166
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @duff_copy(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #3 !dbg !167 {
    #dbg_value(ptr %0, !172, !DIExpression(), !176)
    #dbg_value(ptr @.str, !173, !DIExpression(), !176)
    #dbg_value(i32 %1, !174, !DIExpression(), !176)
  %3 = icmp slt i32 %1, 1, !dbg !177
  br i1 %3, label %67, label %4, !dbg !179

4:                                                ; preds = %2
  %5 = add nuw nsw i32 %1, 7, !dbg !180
  %6 = lshr i32 %5, 3, !dbg !181
    #dbg_value(i32 %6, !175, !DIExpression(), !176)
  %7 = and i32 %1, 7, !dbg !182
  switch i32 %7, label %66 [
    i32 0, label %8
    i32 7, label %15
    i32 6, label %22
    i32 5, label %29
    i32 4, label %36
    i32 3, label %43
    i32 2, label %50
    i32 1, label %57
  ], !dbg !183

8:                                                ; preds = %4, %57
  %9 = phi ptr [ %61, %57 ], [ @.str, %4 ]
  %10 = phi ptr [ %63, %57 ], [ %0, %4 ]
  %11 = phi i32 [ %64, %57 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %11, !175, !DIExpression(), !176)
    #dbg_value(ptr %10, !172, !DIExpression(), !176)
    #dbg_value(ptr %9, !173, !DIExpression(), !176)
  %12 = getelementptr inbounds i8, ptr %9, i64 1, !dbg !184
    #dbg_value(ptr %12, !173, !DIExpression(), !176)
  %13 = load i8, ptr %9, align 1, !dbg !187, !tbaa !100
  %14 = getelementptr inbounds i8, ptr %10, i64 1, !dbg !188
    #dbg_value(ptr %14, !172, !DIExpression(), !176)
  store i8 %13, ptr %10, align 1, !dbg !189, !tbaa !100
  br label %15, !dbg !190

15:                                               ; preds = %4, %8
  %16 = phi ptr [ %12, %8 ], [ @.str, %4 ]
  %17 = phi ptr [ %14, %8 ], [ %0, %4 ]
  %18 = phi i32 [ %11, %8 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %18, !175, !DIExpression(), !176)
    #dbg_value(ptr %17, !172, !DIExpression(), !176)
    #dbg_value(ptr %16, !173, !DIExpression(), !176)
  %19 = getelementptr inbounds i8, ptr %16, i64 1, !dbg !191
    #dbg_value(ptr %19, !173, !DIExpression(), !176)
  %20 = load i8, ptr %16, align 1, !dbg !192, !tbaa !100
  %21 = getelementptr inbounds i8, ptr %17, i64 1, !dbg !193
    #dbg_value(ptr %21, !172, !DIExpression(), !176)
  store i8 %20, ptr %17, align 1, !dbg !194, !tbaa !100
  br label %22, !dbg !195

22:                                               ; preds = %4, %15
  %23 = phi ptr [ %19, %15 ], [ @.str, %4 ]
  %24 = phi ptr [ %21, %15 ], [ %0, %4 ]
  %25 = phi i32 [ %18, %15 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %25, !175, !DIExpression(), !176)
    #dbg_value(ptr %24, !172, !DIExpression(), !176)
    #dbg_value(ptr %23, !173, !DIExpression(), !176)
  %26 = getelementptr inbounds i8, ptr %23, i64 1, !dbg !196
    #dbg_value(ptr %26, !173, !DIExpression(), !176)
  %27 = load i8, ptr %23, align 1, !dbg !197, !tbaa !100
  %28 = getelementptr inbounds i8, ptr %24, i64 1, !dbg !198
    #dbg_value(ptr %28, !172, !DIExpression(), !176)
  store i8 %27, ptr %24, align 1, !dbg !199, !tbaa !100
  br label %29, !dbg !200

29:                                               ; preds = %4, %22
  %30 = phi ptr [ %26, %22 ], [ @.str, %4 ]
  %31 = phi ptr [ %28, %22 ], [ %0, %4 ]
  %32 = phi i32 [ %25, %22 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %32, !175, !DIExpression(), !176)
    #dbg_value(ptr %31, !172, !DIExpression(), !176)
    #dbg_value(ptr %30, !173, !DIExpression(), !176)
  %33 = getelementptr inbounds i8, ptr %30, i64 1, !dbg !201
    #dbg_value(ptr %33, !173, !DIExpression(), !176)
  %34 = load i8, ptr %30, align 1, !dbg !202, !tbaa !100
  %35 = getelementptr inbounds i8, ptr %31, i64 1, !dbg !203
    #dbg_value(ptr %35, !172, !DIExpression(), !176)
  store i8 %34, ptr %31, align 1, !dbg !204, !tbaa !100
  br label %36, !dbg !205

36:                                               ; preds = %4, %29
  %37 = phi ptr [ %33, %29 ], [ @.str, %4 ]
  %38 = phi ptr [ %35, %29 ], [ %0, %4 ]
  %39 = phi i32 [ %32, %29 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %39, !175, !DIExpression(), !176)
    #dbg_value(ptr %38, !172, !DIExpression(), !176)
    #dbg_value(ptr %37, !173, !DIExpression(), !176)
  %40 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !206
    #dbg_value(ptr %40, !173, !DIExpression(), !176)
  %41 = load i8, ptr %37, align 1, !dbg !207, !tbaa !100
  %42 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !208
    #dbg_value(ptr %42, !172, !DIExpression(), !176)
  store i8 %41, ptr %38, align 1, !dbg !209, !tbaa !100
  br label %43, !dbg !210

43:                                               ; preds = %4, %36
  %44 = phi ptr [ %40, %36 ], [ @.str, %4 ]
  %45 = phi ptr [ %42, %36 ], [ %0, %4 ]
  %46 = phi i32 [ %39, %36 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %46, !175, !DIExpression(), !176)
    #dbg_value(ptr %45, !172, !DIExpression(), !176)
    #dbg_value(ptr %44, !173, !DIExpression(), !176)
  %47 = getelementptr inbounds i8, ptr %44, i64 1, !dbg !211
    #dbg_value(ptr %47, !173, !DIExpression(), !176)
  %48 = load i8, ptr %44, align 1, !dbg !212, !tbaa !100
  %49 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !213
    #dbg_value(ptr %49, !172, !DIExpression(), !176)
  store i8 %48, ptr %45, align 1, !dbg !214, !tbaa !100
  br label %50, !dbg !215

50:                                               ; preds = %4, %43
  %51 = phi ptr [ %47, %43 ], [ @.str, %4 ]
  %52 = phi ptr [ %49, %43 ], [ %0, %4 ]
  %53 = phi i32 [ %46, %43 ], [ %6, %4 ], !dbg !176
    #dbg_value(i32 %53, !175, !DIExpression(), !176)
    #dbg_value(ptr %52, !172, !DIExpression(), !176)
    #dbg_value(ptr %51, !173, !DIExpression(), !176)
  %54 = getelementptr inbounds i8, ptr %51, i64 1, !dbg !216
    #dbg_value(ptr %54, !173, !DIExpression(), !176)
  %55 = load i8, ptr %51, align 1, !dbg !217, !tbaa !100
  %56 = getelementptr inbounds i8, ptr %52, i64 1, !dbg !218
    #dbg_value(ptr %56, !172, !DIExpression(), !176)
  store i8 %55, ptr %52, align 1, !dbg !219, !tbaa !100
  br label %57, !dbg !220

57:                                               ; preds = %4, %50
  %58 = phi ptr [ @.str, %4 ], [ %54, %50 ]
  %59 = phi ptr [ %0, %4 ], [ %56, %50 ]
  %60 = phi i32 [ %6, %4 ], [ %53, %50 ], !dbg !176
    #dbg_value(i32 %60, !175, !DIExpression(), !176)
    #dbg_value(ptr %59, !172, !DIExpression(), !176)
    #dbg_value(ptr %58, !173, !DIExpression(), !176)
  %61 = getelementptr inbounds i8, ptr %58, i64 1, !dbg !221
    #dbg_value(ptr %61, !173, !DIExpression(), !176)
  %62 = load i8, ptr %58, align 1, !dbg !222, !tbaa !100
  %63 = getelementptr inbounds i8, ptr %59, i64 1, !dbg !223
    #dbg_value(ptr %63, !172, !DIExpression(), !176)
  store i8 %62, ptr %59, align 1, !dbg !224, !tbaa !100
  %64 = add nsw i32 %60, -1, !dbg !225
    #dbg_value(i32 %64, !175, !DIExpression(), !176)
  %65 = icmp sgt i32 %60, 1, !dbg !226
  br i1 %65, label %8, label %67, !dbg !227, !llvm.loop !228

66:                                               ; preds = %4
  unreachable

67:                                               ; preds = %57, %2
  ret void, !dbg !231
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !232 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @unrolled_sum(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 !dbg !237 {
    #dbg_value(ptr %0, !244, !DIExpression(), !248)
    #dbg_value(i32 %1, !245, !DIExpression(), !248)
    #dbg_value(i64 0, !246, !DIExpression(), !248)
    #dbg_value(i32 0, !247, !DIExpression(), !248)
  %3 = and i32 %1, 3, !dbg !249
  switch i32 %3, label %25 [
    i32 3, label %4
    i32 2, label %7
    i32 1, label %16
    i32 0, label %26
  ], !dbg !250

4:                                                ; preds = %2
    #dbg_value(i32 1, !247, !DIExpression(), !248)
  %5 = load i32, ptr %0, align 4, !dbg !251, !tbaa !156
  %6 = sext i32 %5 to i64, !dbg !251
    #dbg_value(i64 %6, !246, !DIExpression(), !248)
  br label %7, !dbg !253

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 0, %2 ], [ %6, %4 ], !dbg !248
  %9 = phi i32 [ 0, %2 ], [ 1, %4 ], !dbg !248
    #dbg_value(i32 %9, !247, !DIExpression(), !248)
    #dbg_value(i64 %8, !246, !DIExpression(), !248)
  %10 = add nuw nsw i32 %9, 1, !dbg !254
    #dbg_value(i32 %10, !247, !DIExpression(), !248)
  %11 = zext nneg i32 %9 to i64, !dbg !255
  %12 = getelementptr inbounds i32, ptr %0, i64 %11, !dbg !255
  %13 = load i32, ptr %12, align 4, !dbg !255, !tbaa !156
  %14 = sext i32 %13 to i64, !dbg !255
  %15 = add nsw i64 %8, %14, !dbg !256
    #dbg_value(i64 %15, !246, !DIExpression(), !248)
  br label %16, !dbg !257

16:                                               ; preds = %2, %7
  %17 = phi i64 [ 0, %2 ], [ %15, %7 ], !dbg !248
  %18 = phi i32 [ 0, %2 ], [ %10, %7 ], !dbg !248
    #dbg_value(i32 %18, !247, !DIExpression(), !248)
    #dbg_value(i64 %17, !246, !DIExpression(), !248)
  %19 = add nuw nsw i32 %18, 1, !dbg !258
    #dbg_value(i32 %19, !247, !DIExpression(), !248)
  %20 = zext nneg i32 %18 to i64, !dbg !259
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !259
  %22 = load i32, ptr %21, align 4, !dbg !259, !tbaa !156
  %23 = sext i32 %22 to i64, !dbg !259
  %24 = add nsw i64 %17, %23, !dbg !260
    #dbg_value(i64 %24, !246, !DIExpression(), !248)
  br label %26, !dbg !261

25:                                               ; preds = %2
  unreachable

26:                                               ; preds = %2, %16
  %27 = phi i64 [ 0, %2 ], [ %24, %16 ], !dbg !248
  %28 = phi i32 [ %3, %2 ], [ %19, %16 ], !dbg !248
    #dbg_value(i32 %28, !247, !DIExpression(), !248)
    #dbg_value(i64 %27, !246, !DIExpression(), !248)
  %29 = icmp slt i32 %28, %1, !dbg !262
  br i1 %29, label %30, label %43, !dbg !265

30:                                               ; preds = %26
  %31 = zext nneg i32 %28 to i64, !dbg !265
  %32 = zext nneg i32 %1 to i64, !dbg !265
  br label %33, !dbg !265

33:                                               ; preds = %30, %33
  %34 = phi i64 [ %31, %30 ], [ %41, %33 ]
  %35 = phi i64 [ %27, %30 ], [ %40, %33 ]
    #dbg_value(i64 %34, !247, !DIExpression(), !248)
    #dbg_value(i64 %35, !246, !DIExpression(), !248)
  %36 = getelementptr inbounds i32, ptr %0, i64 %34, !dbg !266
  %37 = load <4 x i32>, ptr %36, align 4, !dbg !266, !tbaa !156
  %38 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %37), !dbg !267
  %39 = sext i32 %38 to i64, !dbg !266
  %40 = add nsw i64 %35, %39, !dbg !268
    #dbg_value(i64 %40, !246, !DIExpression(), !248)
  %41 = add nuw nsw i64 %34, 4, !dbg !269
    #dbg_value(i64 %41, !247, !DIExpression(), !248)
  %42 = icmp ult i64 %41, %32, !dbg !262
  br i1 %42, label %33, label %43, !dbg !265, !llvm.loop !270

43:                                               ; preds = %33, %26
  %44 = phi i64 [ %27, %26 ], [ %40, %33 ], !dbg !248
  ret i64 %44, !dbg !272
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/duffs_device_copy.c", directory: ".", checksumkind: CSK_MD5, checksum: "ed7444ab16c82e524d1e9786a067b62a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 67)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 20)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !19, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !30, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !27}
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !28, line: 18, baseType: !29)
!28 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!29 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!30 = !{!0, !7, !12, !17, !22, !31}
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 2)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 55, type: !45, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !47)
!45 = !DISubroutineType(types: !46)
!46 = !{!26}
!47 = !{!48, !51, !52, !54, !60, !61, !68, !69, !70, !74, !76}
!48 = !DILocalVariable(name: "src", scope: !44, file: !2, line: 56, type: !49)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !50, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!51 = !DILocalVariable(name: "bad", scope: !44, file: !2, line: 57, type: !26)
!52 = !DILocalVariable(name: "len", scope: !53, file: !2, line: 58, type: !26)
!53 = distinct !DILexicalBlock(scope: !44, file: !2, line: 58, column: 5)
!54 = !DILocalVariable(name: "dst", scope: !55, file: !2, line: 59, type: !57)
!55 = distinct !DILexicalBlock(scope: !56, file: !2, line: 58, column: 55)
!56 = distinct !DILexicalBlock(scope: !53, file: !2, line: 58, column: 5)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 800, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 100)
!60 = !DILocalVariable(name: "out", scope: !44, file: !2, line: 64, type: !57)
!61 = !DILocalVariable(name: "g", scope: !44, file: !2, line: 67, type: !62)
!62 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gen", file: !2, line: 22, size: 128, elements: !63)
!63 = !{!64, !65, !66, !67}
!64 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !62, file: !2, line: 22, baseType: !26, size: 32)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !62, file: !2, line: 22, baseType: !26, size: 32, offset: 32)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !62, file: !2, line: 22, baseType: !26, size: 32, offset: 64)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !62, file: !2, line: 22, baseType: !26, size: 32, offset: 96)
!68 = !DILocalVariable(name: "v", scope: !44, file: !2, line: 68, type: !26)
!69 = !DILocalVariable(name: "count", scope: !44, file: !2, line: 68, type: !26)
!70 = !DILocalVariable(name: "arr", scope: !44, file: !2, line: 71, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 736, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 23)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 71, type: !26)
!75 = distinct !DILexicalBlock(scope: !44, file: !2, line: 71, column: 18)
!76 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 72, type: !26)
!77 = distinct !DILexicalBlock(scope: !44, file: !2, line: 72, column: 5)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !55)
!80 = distinct !DIAssignID()
!81 = !DILocation(line: 0, scope: !44)
!82 = distinct !DIAssignID()
!83 = !DILocation(line: 0, scope: !53)
!84 = !DILocation(line: 58, column: 5, scope: !53)
!85 = !DILocation(line: 64, column: 5, scope: !44)
!86 = !DILocation(line: 64, column: 10, scope: !44)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 65, column: 5, scope: !44)
!89 = !DILocation(line: 66, column: 5, scope: !44)
!90 = !DILocation(line: 69, column: 5, scope: !44)
!91 = !DILocation(line: 59, column: 9, scope: !55)
!92 = !DILocation(line: 60, column: 9, scope: !55)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 61, column: 9, scope: !55)
!95 = !DILocation(line: 62, column: 13, scope: !96)
!96 = distinct !DILexicalBlock(scope: !55, file: !2, line: 62, column: 13)
!97 = !DILocation(line: 62, column: 43, scope: !96)
!98 = !DILocation(line: 62, column: 48, scope: !96)
!99 = !DILocation(line: 62, column: 51, scope: !96)
!100 = !{!101, !101, i64 0}
!101 = !{!"omnipotent char", !102, i64 0}
!102 = !{!"Simple C/C++ TBAA"}
!103 = !DILocation(line: 62, column: 60, scope: !96)
!104 = !DILocation(line: 62, column: 13, scope: !55)
!105 = !DILocation(line: 62, column: 71, scope: !96)
!106 = !DILocation(line: 62, column: 68, scope: !96)
!107 = !DILocation(line: 63, column: 5, scope: !56)
!108 = !DILocation(line: 58, column: 51, scope: !56)
!109 = !DILocation(line: 58, column: 27, scope: !56)
!110 = distinct !{!110, !84, !111, !112}
!111 = !DILocation(line: 63, column: 5, scope: !53)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 67, column: 16, scope: !44)
!114 = !DILocalVariable(name: "g", arg: 1, scope: !115, file: !2, line: 24, type: !118)
!115 = distinct !DISubprogram(name: "next", scope: !2, file: !2, line: 24, type: !116, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !119)
!116 = !DISubroutineType(types: !117)
!117 = !{!26, !118}
!118 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!119 = !{!114, !120}
!120 = !DILocalVariable(name: "t", scope: !121, file: !2, line: 29, type: !26)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 29, column: 27)
!122 = distinct !DILexicalBlock(scope: !123, file: !2, line: 28, column: 43)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 28, column: 9)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 28, column: 9)
!125 = distinct !DILexicalBlock(scope: !115, file: !2, line: 25, column: 23)
!126 = !DILocation(line: 0, scope: !115, inlinedAt: !127)
!127 = distinct !DILocation(line: 69, column: 17, scope: !44)
!128 = !DILocation(line: 25, column: 5, scope: !115, inlinedAt: !127)
!129 = !DILocation(line: 28, column: 39, scope: !123, inlinedAt: !127)
!130 = !DILocation(line: 28, column: 29, scope: !123, inlinedAt: !127)
!131 = !DILocation(line: 28, column: 9, scope: !124, inlinedAt: !127)
!132 = !DILocation(line: 28, scope: !124, inlinedAt: !127)
!133 = !DILocation(line: 29, column: 42, scope: !121, inlinedAt: !127)
!134 = !DILocation(line: 0, scope: !121, inlinedAt: !127)
!135 = !DILocation(line: 29, column: 75, scope: !122, inlinedAt: !127)
!136 = !DILocation(line: 32, column: 39, scope: !137, inlinedAt: !127)
!137 = distinct !DILexicalBlock(scope: !138, file: !2, line: 32, column: 9)
!138 = distinct !DILexicalBlock(scope: !125, file: !2, line: 32, column: 9)
!139 = !DILocation(line: 32, column: 29, scope: !137, inlinedAt: !127)
!140 = !DILocation(line: 32, column: 9, scope: !138, inlinedAt: !127)
!141 = !DILocation(line: 32, scope: !138, inlinedAt: !127)
!142 = !DILocation(line: 33, column: 39, scope: !143, inlinedAt: !127)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 32, column: 43)
!144 = !DILocation(line: 33, column: 27, scope: !143, inlinedAt: !127)
!145 = !DILocation(line: 69, column: 27, scope: !44)
!146 = !DILocation(line: 69, column: 35, scope: !147)
!147 = distinct !DILexicalBlock(scope: !44, file: !2, line: 69, column: 33)
!148 = !DILocation(line: 69, column: 58, scope: !147)
!149 = distinct !{!149, !90, !150, !112}
!150 = !DILocation(line: 69, column: 62, scope: !44)
!151 = !DILocation(line: 70, column: 5, scope: !44)
!152 = !DILocation(line: 71, column: 5, scope: !44)
!153 = !DILocation(line: 0, scope: !75)
!154 = !DILocation(line: 71, column: 54, scope: !155)
!155 = distinct !DILexicalBlock(scope: !75, file: !2, line: 71, column: 18)
!156 = !{!157, !157, i64 0}
!157 = !{!"int", !101, i64 0}
!158 = !DILocation(line: 71, column: 47, scope: !155)
!159 = !DILocation(line: 0, scope: !77)
!160 = !DILocation(line: 72, column: 64, scope: !161)
!161 = distinct !DILexicalBlock(scope: !77, file: !2, line: 72, column: 5)
!162 = !DILocation(line: 72, column: 38, scope: !161)
!163 = !DILocation(line: 73, column: 5, scope: !44)
!164 = !DILocation(line: 74, column: 16, scope: !44)
!165 = !DILocation(line: 75, column: 1, scope: !44)
!166 = !DILocation(line: 74, column: 5, scope: !44)
!167 = distinct !DISubprogram(name: "duff_copy", scope: !2, file: !2, line: 7, type: !168, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !171)
!168 = !DISubroutineType(cc: DW_CC_nocall, types: !169)
!169 = !{null, !170, !49, !26}
!170 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!171 = !{!172, !173, !174, !175}
!172 = !DILocalVariable(name: "to", arg: 1, scope: !167, file: !2, line: 7, type: !170)
!173 = !DILocalVariable(name: "from", arg: 2, scope: !167, file: !2, line: 7, type: !49)
!174 = !DILocalVariable(name: "count", arg: 3, scope: !167, file: !2, line: 7, type: !26)
!175 = !DILocalVariable(name: "n", scope: !167, file: !2, line: 9, type: !26)
!176 = !DILocation(line: 0, scope: !167)
!177 = !DILocation(line: 8, column: 15, scope: !178)
!178 = distinct !DILexicalBlock(scope: !167, file: !2, line: 8, column: 9)
!179 = !DILocation(line: 8, column: 9, scope: !167)
!180 = !DILocation(line: 9, column: 20, scope: !167)
!181 = !DILocation(line: 9, column: 25, scope: !167)
!182 = !DILocation(line: 10, column: 19, scope: !167)
!183 = !DILocation(line: 10, column: 5, scope: !167)
!184 = !DILocation(line: 11, column: 31, scope: !185)
!185 = distinct !DILexicalBlock(scope: !186, file: !2, line: 11, column: 16)
!186 = distinct !DILexicalBlock(scope: !167, file: !2, line: 10, column: 24)
!187 = !DILocation(line: 11, column: 26, scope: !185)
!188 = !DILocation(line: 11, column: 21, scope: !185)
!189 = !DILocation(line: 11, column: 24, scope: !185)
!190 = !DILocation(line: 11, column: 18, scope: !185)
!191 = !DILocation(line: 12, column: 45, scope: !185)
!192 = !DILocation(line: 12, column: 40, scope: !185)
!193 = !DILocation(line: 12, column: 35, scope: !185)
!194 = !DILocation(line: 12, column: 38, scope: !185)
!195 = !DILocation(line: 12, column: 32, scope: !185)
!196 = !DILocation(line: 13, column: 45, scope: !185)
!197 = !DILocation(line: 13, column: 40, scope: !185)
!198 = !DILocation(line: 13, column: 35, scope: !185)
!199 = !DILocation(line: 13, column: 38, scope: !185)
!200 = !DILocation(line: 13, column: 32, scope: !185)
!201 = !DILocation(line: 14, column: 45, scope: !185)
!202 = !DILocation(line: 14, column: 40, scope: !185)
!203 = !DILocation(line: 14, column: 35, scope: !185)
!204 = !DILocation(line: 14, column: 38, scope: !185)
!205 = !DILocation(line: 14, column: 32, scope: !185)
!206 = !DILocation(line: 15, column: 45, scope: !185)
!207 = !DILocation(line: 15, column: 40, scope: !185)
!208 = !DILocation(line: 15, column: 35, scope: !185)
!209 = !DILocation(line: 15, column: 38, scope: !185)
!210 = !DILocation(line: 15, column: 32, scope: !185)
!211 = !DILocation(line: 16, column: 45, scope: !185)
!212 = !DILocation(line: 16, column: 40, scope: !185)
!213 = !DILocation(line: 16, column: 35, scope: !185)
!214 = !DILocation(line: 16, column: 38, scope: !185)
!215 = !DILocation(line: 16, column: 32, scope: !185)
!216 = !DILocation(line: 17, column: 45, scope: !185)
!217 = !DILocation(line: 17, column: 40, scope: !185)
!218 = !DILocation(line: 17, column: 35, scope: !185)
!219 = !DILocation(line: 17, column: 38, scope: !185)
!220 = !DILocation(line: 17, column: 32, scope: !185)
!221 = !DILocation(line: 18, column: 45, scope: !185)
!222 = !DILocation(line: 18, column: 40, scope: !185)
!223 = !DILocation(line: 18, column: 35, scope: !185)
!224 = !DILocation(line: 18, column: 38, scope: !185)
!225 = !DILocation(line: 19, column: 22, scope: !186)
!226 = !DILocation(line: 19, column: 26, scope: !186)
!227 = !DILocation(line: 19, column: 13, scope: !185)
!228 = distinct !{!228, !229, !230, !112}
!229 = !DILocation(line: 11, column: 13, scope: !186)
!230 = !DILocation(line: 19, column: 29, scope: !186)
!231 = !DILocation(line: 21, column: 1, scope: !167)
!232 = !DISubprogram(name: "printf", scope: !233, file: !233, line: 356, type: !234, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!233 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!234 = !DISubroutineType(types: !235)
!235 = !{!26, !236, null}
!236 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !49)
!237 = distinct !DISubprogram(name: "unrolled_sum", scope: !2, file: !2, line: 43, type: !238, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !24, retainedNodes: !243)
!238 = !DISubroutineType(types: !239)
!239 = !{!240, !241, !26}
!240 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!241 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !242, size: 64)
!242 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !26)
!243 = !{!244, !245, !246, !247}
!244 = !DILocalVariable(name: "a", arg: 1, scope: !237, file: !2, line: 43, type: !241)
!245 = !DILocalVariable(name: "n", arg: 2, scope: !237, file: !2, line: 43, type: !26)
!246 = !DILocalVariable(name: "s", scope: !237, file: !2, line: 44, type: !240)
!247 = !DILocalVariable(name: "i", scope: !237, file: !2, line: 44, type: !26)
!248 = !DILocation(line: 0, scope: !237)
!249 = !DILocation(line: 45, column: 15, scope: !237)
!250 = !DILocation(line: 45, column: 5, scope: !237)
!251 = !DILocation(line: 46, column: 18, scope: !252)
!252 = distinct !DILexicalBlock(scope: !237, file: !2, line: 45, column: 20)
!253 = !DILocation(line: 46, column: 13, scope: !252)
!254 = !DILocation(line: 47, column: 21, scope: !252)
!255 = !DILocation(line: 47, column: 18, scope: !252)
!256 = !DILocation(line: 47, column: 15, scope: !252)
!257 = !DILocation(line: 47, column: 13, scope: !252)
!258 = !DILocation(line: 48, column: 21, scope: !252)
!259 = !DILocation(line: 48, column: 18, scope: !252)
!260 = !DILocation(line: 48, column: 15, scope: !252)
!261 = !DILocation(line: 48, column: 13, scope: !252)
!262 = !DILocation(line: 51, column: 14, scope: !263)
!263 = distinct !DILexicalBlock(scope: !264, file: !2, line: 51, column: 5)
!264 = distinct !DILexicalBlock(scope: !237, file: !2, line: 51, column: 5)
!265 = !DILocation(line: 51, column: 5, scope: !264)
!266 = !DILocation(line: 51, column: 32, scope: !263)
!267 = !DILocation(line: 51, column: 59, scope: !263)
!268 = !DILocation(line: 51, column: 29, scope: !263)
!269 = !DILocation(line: 51, column: 21, scope: !263)
!270 = distinct !{!270, !265, !271, !112}
!271 = !DILocation(line: 51, column: 68, scope: !264)
!272 = !DILocation(line: 52, column: 5, scope: !237)
