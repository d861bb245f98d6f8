; ModuleID = 'programs/phi_multi_exit.c'
source_filename = "programs/phi_multi_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"many_returns sum=%ld search %d/%d %d/%d %d/%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [24 x i8] c"swap_cycle %ld %ld %ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"merge_switch sum=%ld stats %d %d %ld\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = alloca [50 x i32], align 16, !DIAssignID !54
    #dbg_assign(i1 undef, !36, !DIExpression(), !54, ptr %1, !DIExpression(), !55)
  %2 = alloca i32, align 4, !DIAssignID !56
    #dbg_assign(i1 undef, !42, !DIExpression(), !56, ptr %2, !DIExpression(), !55)
  %3 = alloca i32, align 4, !DIAssignID !57
    #dbg_assign(i1 undef, !51, !DIExpression(), !57, ptr %3, !DIExpression(), !55)
  %4 = alloca i32, align 4, !DIAssignID !58
    #dbg_assign(i1 undef, !52, !DIExpression(), !58, ptr %4, !DIExpression(), !55)
  %5 = alloca i64, align 8, !DIAssignID !59
    #dbg_assign(i1 undef, !53, !DIExpression(), !59, ptr %5, !DIExpression(), !55)
    #dbg_value(i64 0, !32, !DIExpression(), !55)
    #dbg_value(i32 -200, !34, !DIExpression(), !60)
  br label %31, !dbg !61

6:                                                ; preds = %31
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #7, !dbg !62
    #dbg_value(i32 0, !40, !DIExpression(), !63)
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !64
  store <4 x i32> <i32 0, i32 17, i32 34, i32 51>, ptr %1, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 15, i32 32, i32 49, i32 13>, ptr %7, align 16, !dbg !64, !tbaa !66
  %8 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !70
  %9 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !64
  store <4 x i32> <i32 30, i32 47, i32 11, i32 28>, ptr %8, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 45, i32 9, i32 26, i32 43>, ptr %9, align 16, !dbg !64, !tbaa !66
  %10 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !70
  %11 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !64
  store <4 x i32> <i32 7, i32 24, i32 41, i32 5>, ptr %10, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 22, i32 39, i32 3, i32 20>, ptr %11, align 16, !dbg !64, !tbaa !66
  %12 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !70
  %13 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !64
  store <4 x i32> <i32 37, i32 1, i32 18, i32 35>, ptr %12, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 52, i32 16, i32 33, i32 50>, ptr %13, align 16, !dbg !64, !tbaa !66
  %14 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !70
  %15 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !64
  store <4 x i32> <i32 14, i32 31, i32 48, i32 12>, ptr %14, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 29, i32 46, i32 10, i32 27>, ptr %15, align 16, !dbg !64, !tbaa !66
  %16 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !70
  %17 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !64
  store <4 x i32> <i32 44, i32 8, i32 25, i32 42>, ptr %16, align 16, !dbg !64, !tbaa !66
  store <4 x i32> <i32 6, i32 23, i32 40, i32 4>, ptr %17, align 16, !dbg !64, !tbaa !66
    #dbg_value(i64 48, !40, !DIExpression(), !63)
  %18 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !70
  store i32 21, ptr %18, align 16, !dbg !64, !tbaa !66
    #dbg_value(i64 49, !40, !DIExpression(), !63)
  %19 = getelementptr inbounds i8, ptr %1, i64 196, !dbg !70
  store i32 38, ptr %19, align 4, !dbg !64, !tbaa !66
    #dbg_value(i64 50, !40, !DIExpression(), !63)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #7, !dbg !71
  %20 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 34, ptr noundef nonnull %2), !dbg !72
    #dbg_value(i32 %20, !43, !DIExpression(), !55)
  %21 = load i32, ptr %2, align 4, !dbg !73, !tbaa !66
    #dbg_value(i32 %21, !44, !DIExpression(), !55)
  %22 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 2, ptr noundef nonnull %2), !dbg !74
    #dbg_value(i32 %22, !45, !DIExpression(), !55)
  %23 = load i32, ptr %2, align 4, !dbg !75, !tbaa !66
    #dbg_value(i32 %23, !46, !DIExpression(), !55)
  %24 = call fastcc i32 @search_exit(ptr noundef nonnull %1, i32 noundef 1000, ptr noundef nonnull %2), !dbg !76
    #dbg_value(i32 %24, !47, !DIExpression(), !55)
  %25 = load i32, ptr %2, align 4, !dbg !77, !tbaa !66
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %36, i32 noundef %20, i32 noundef %21, i32 noundef %22, i32 noundef %23, i32 noundef %24, i32 noundef %25), !dbg !78
  %27 = tail call fastcc i64 @swap_cycle(i32 noundef 0), !dbg !79
  %28 = tail call fastcc i64 @swap_cycle(i32 noundef 1), !dbg !80
  %29 = tail call fastcc i64 @swap_cycle(i32 noundef 1000), !dbg !81
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %27, i64 noundef %28, i64 noundef %29), !dbg !82
    #dbg_value(i64 0, !48, !DIExpression(), !55)
    #dbg_value(i32 0, !49, !DIExpression(), !83)
  br label %47, !dbg !84

31:                                               ; preds = %0, %31
  %32 = phi i64 [ 0, %0 ], [ %36, %31 ]
  %33 = phi i32 [ -200, %0 ], [ %37, %31 ]
    #dbg_value(i64 %32, !32, !DIExpression(), !55)
    #dbg_value(i32 %33, !34, !DIExpression(), !60)
  %34 = tail call fastcc i32 @many_returns(i32 noundef %33), !dbg !85
  %35 = sext i32 %34 to i64, !dbg !85
  %36 = add nsw i64 %32, %35, !dbg !87
    #dbg_value(i64 %36, !32, !DIExpression(), !55)
  %37 = add nsw i32 %33, 7, !dbg !88
    #dbg_value(i32 %37, !34, !DIExpression(), !60)
  %38 = icmp slt i32 %33, 1093, !dbg !89
  br i1 %38, label %31, label %6, !dbg !61, !llvm.loop !90

39:                                               ; preds = %47
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #7, !dbg !93
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #7, !dbg !93
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #7, !dbg !94
  call fastcc void @stats(ptr noundef nonnull %1, ptr noundef nonnull %3, ptr noundef nonnull %4, ptr noundef nonnull %5), !dbg !95
  %40 = load i32, ptr %3, align 4, !dbg !96, !tbaa !66
  %41 = load i32, ptr %4, align 4, !dbg !97, !tbaa !66
  %42 = load i64, ptr %5, align 8, !dbg !98, !tbaa !99
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %53, i32 noundef %40, i32 noundef %41, i64 noundef %42), !dbg !101
  %44 = add nsw i64 %53, %36, !dbg !102
  %45 = trunc i64 %44 to i32, !dbg !103
  %46 = and i32 %45, 127, !dbg !103
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #7, !dbg !104
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #7, !dbg !104
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #7, !dbg !104
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #7, !dbg !104
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #7, !dbg !104
  ret i32 %46, !dbg !105

47:                                               ; preds = %6, %47
  %48 = phi i32 [ 0, %6 ], [ %54, %47 ]
  %49 = phi i64 [ 0, %6 ], [ %53, %47 ]
    #dbg_value(i32 %48, !49, !DIExpression(), !83)
    #dbg_value(i64 %49, !48, !DIExpression(), !55)
  %50 = mul nuw nsw i32 %48, 11, !dbg !106
  %51 = tail call fastcc i32 @merge_switch(i32 noundef %48, i32 noundef %50), !dbg !108
  %52 = sext i32 %51 to i64, !dbg !108
  %53 = add nsw i64 %49, %52, !dbg !109
    #dbg_value(i64 %53, !48, !DIExpression(), !55)
  %54 = add nuw nsw i32 %48, 1, !dbg !110
    #dbg_value(i32 %54, !49, !DIExpression(), !83)
  %55 = icmp eq i32 %54, 60, !dbg !111
  br i1 %55, label %39, label %47, !dbg !84, !llvm.loop !112
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -3, 1002) i32 @many_returns(i32 noundef %0) unnamed_addr #2 !dbg !114 {
    #dbg_value(i32 %0, !118, !DIExpression(), !119)
  %2 = icmp slt i32 %0, -100, !dbg !120
  br i1 %2, label %24, label %3, !dbg !122

3:                                                ; preds = %1
  %4 = icmp slt i32 %0, 0, !dbg !123
  br i1 %4, label %24, label %5, !dbg !125

5:                                                ; preds = %3
  %6 = icmp eq i32 %0, 0, !dbg !126
  br i1 %6, label %24, label %7, !dbg !128

7:                                                ; preds = %5
  %8 = icmp ult i32 %0, 10, !dbg !129
  br i1 %8, label %9, label %11, !dbg !131

9:                                                ; preds = %7
  %10 = mul nuw nsw i32 %0, %0, !dbg !132
  br label %24, !dbg !133

11:                                               ; preds = %7
  %12 = and i32 %0, 1, !dbg !134
  %13 = icmp eq i32 %12, 0, !dbg !136
  br i1 %13, label %14, label %16, !dbg !137

14:                                               ; preds = %11
  %15 = lshr exact i32 %0, 1, !dbg !138
  br label %24, !dbg !139

16:                                               ; preds = %11
  %17 = urem i32 %0, 3, !dbg !140
  %18 = udiv i32 %0, 3, !dbg !142
  %19 = icmp eq i32 %17, 0, !dbg !143
  br i1 %19, label %24, label %20, !dbg !144

20:                                               ; preds = %16
  %21 = icmp ugt i32 %0, 1000, !dbg !145
  %22 = add nuw nsw i32 %0, 1
  %23 = select i1 %21, i32 1000, i32 %22, !dbg !147
  br label %24, !dbg !147

24:                                               ; preds = %16, %20, %5, %3, %1, %14, %9
  %25 = phi i32 [ %10, %9 ], [ %15, %14 ], [ -3, %1 ], [ -1, %3 ], [ 0, %5 ], [ %23, %20 ], [ %18, %16 ], !dbg !119
  ret i32 %25, !dbg !148
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc noundef i32 @search_exit(ptr nocapture noundef readonly %0, i32 noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #3 !dbg !149 {
    #dbg_value(ptr %0, !156, !DIExpression(), !162)
    #dbg_value(i32 50, !157, !DIExpression(), !162)
    #dbg_value(i32 %1, !158, !DIExpression(), !162)
    #dbg_value(ptr %2, !159, !DIExpression(), !162)
    #dbg_value(i32 0, !160, !DIExpression(), !163)
  %4 = mul nuw nsw i32 %1, 10
  br label %5, !dbg !164

5:                                                ; preds = %34, %3
  %6 = phi i64 [ 0, %3 ], [ %35, %34 ]
    #dbg_value(i64 %6, !160, !DIExpression(), !163)
  %7 = getelementptr inbounds i32, ptr %0, i64 %6, !dbg !165
  %8 = load i32, ptr %7, align 4, !dbg !165, !tbaa !66
  %9 = icmp eq i32 %8, %1, !dbg !169
  br i1 %9, label %10, label %13, !dbg !170

10:                                               ; preds = %25, %5
  %11 = phi i64 [ %6, %5 ], [ %26, %25 ]
  %12 = trunc nuw nsw i64 %11 to i32, !dbg !171
  br label %37, !dbg !173

13:                                               ; preds = %5
  %14 = icmp sgt i32 %8, %4, !dbg !174
  br i1 %14, label %15, label %19, !dbg !176

15:                                               ; preds = %30, %13
  %16 = phi i64 [ %6, %13 ], [ %26, %30 ]
  %17 = trunc nuw nsw i64 %16 to i32, !dbg !177
  %18 = sub nsw i32 0, %17, !dbg !177
  br label %37, !dbg !179

19:                                               ; preds = %13
  %20 = icmp slt i32 %8, 0, !dbg !180
  br i1 %20, label %21, label %25, !dbg !182

21:                                               ; preds = %32, %19
  %22 = phi i64 [ %6, %19 ], [ %26, %32 ]
  %23 = trunc nuw nsw i64 %22 to i32, !dbg !183
  %24 = mul nuw nsw i32 %23, 100, !dbg !183
  br label %37, !dbg !185

25:                                               ; preds = %19
  %26 = or disjoint i64 %6, 1, !dbg !186
    #dbg_value(i64 %26, !160, !DIExpression(), !163)
  %27 = getelementptr inbounds i32, ptr %0, i64 %26, !dbg !165
  %28 = load i32, ptr %27, align 4, !dbg !165, !tbaa !66
  %29 = icmp eq i32 %28, %1, !dbg !169
  br i1 %29, label %10, label %30, !dbg !170

30:                                               ; preds = %25
  %31 = icmp sgt i32 %28, %4, !dbg !174
  br i1 %31, label %15, label %32, !dbg !176

32:                                               ; preds = %30
  %33 = icmp slt i32 %28, 0, !dbg !180
  br i1 %33, label %21, label %34, !dbg !182

34:                                               ; preds = %32
  %35 = add nuw nsw i64 %6, 2, !dbg !186
    #dbg_value(i64 %35, !160, !DIExpression(), !163)
  %36 = icmp eq i64 %35, 50, !dbg !187
  br i1 %36, label %37, label %5, !dbg !164, !llvm.loop !188

37:                                               ; preds = %34, %21, %15, %10
  %38 = phi i32 [ %24, %21 ], [ %18, %15 ], [ %12, %10 ], [ 50, %34 ]
  %39 = phi i32 [ 3, %21 ], [ 2, %15 ], [ 1, %10 ], [ 0, %34 ], !dbg !162
  store i32 %38, ptr %2, align 4, !dbg !162, !tbaa !66
  ret i32 %39, !dbg !190
}

; Function Attrs: nofree nounwind
declare !dbg !191 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @swap_cycle(i32 noundef %0) unnamed_addr #5 !dbg !198 {
    #dbg_value(i32 %0, !202, !DIExpression(), !211)
    #dbg_value(i64 1, !203, !DIExpression(), !211)
    #dbg_value(i64 2, !204, !DIExpression(), !211)
    #dbg_value(i64 3, !205, !DIExpression(), !211)
    #dbg_value(i32 0, !206, !DIExpression(), !212)
  %2 = icmp sgt i32 %0, 0, !dbg !213
  br i1 %2, label %3, label %37, !dbg !214

3:                                                ; preds = %1
  %4 = and i32 %0, 7, !dbg !214
  %5 = icmp ult i32 %0, 8, !dbg !214
  br i1 %5, label %8, label %6, !dbg !214

6:                                                ; preds = %3
  %7 = and i32 %0, 2147483640, !dbg !214
  br label %39, !dbg !214

8:                                                ; preds = %39, %3
  %9 = phi i64 [ poison, %3 ], [ %46, %39 ]
  %10 = phi i64 [ poison, %3 ], [ %45, %39 ]
  %11 = phi i64 [ poison, %3 ], [ %47, %39 ]
  %12 = phi i64 [ 1, %3 ], [ %45, %39 ]
  %13 = phi i32 [ 0, %3 ], [ %48, %39 ]
  %14 = phi i64 [ 3, %3 ], [ %47, %39 ]
  %15 = phi i64 [ 2, %3 ], [ %46, %39 ]
  %16 = icmp eq i32 %4, 0, !dbg !214
  br i1 %16, label %29, label %17, !dbg !214

17:                                               ; preds = %8, %17
  %18 = phi i64 [ %21, %17 ], [ %12, %8 ]
  %19 = phi i32 [ %26, %17 ], [ %13, %8 ]
  %20 = phi i64 [ %25, %17 ], [ %14, %8 ]
  %21 = phi i64 [ %20, %17 ], [ %15, %8 ]
  %22 = phi i32 [ %27, %17 ], [ 0, %8 ]
    #dbg_value(i32 %19, !206, !DIExpression(), !212)
    #dbg_value(i64 %20, !205, !DIExpression(), !211)
    #dbg_value(i64 %18, !208, !DIExpression(), !215)
    #dbg_value(i64 %21, !203, !DIExpression(), !211)
    #dbg_value(i64 %20, !204, !DIExpression(), !211)
  %23 = and i32 %19, 7, !dbg !216
  %24 = zext nneg i32 %23 to i64, !dbg !217
  %25 = add nsw i64 %18, %24, !dbg !218
    #dbg_value(i64 %25, !205, !DIExpression(), !211)
  %26 = add nuw nsw i32 %19, 1, !dbg !219
    #dbg_value(i32 %26, !206, !DIExpression(), !212)
  %27 = add i32 %22, 1, !dbg !214
  %28 = icmp eq i32 %27, %4, !dbg !214
  br i1 %28, label %29, label %17, !dbg !214, !llvm.loop !220

29:                                               ; preds = %17, %8
  %30 = phi i64 [ %9, %8 ], [ %20, %17 ]
  %31 = phi i64 [ %10, %8 ], [ %21, %17 ]
  %32 = phi i64 [ %11, %8 ], [ %25, %17 ], !dbg !218
  %33 = mul nsw i64 %31, 10000, !dbg !222
  %34 = mul nsw i64 %30, 100, !dbg !223
  %35 = add i64 %32, %34, !dbg !222
  %36 = add i64 %35, %33, !dbg !222
  br label %37, !dbg !222

37:                                               ; preds = %29, %1
  %38 = phi i64 [ 10203, %1 ], [ %36, %29 ], !dbg !224
  ret i64 %38, !dbg !225

39:                                               ; preds = %39, %6
  %40 = phi i64 [ 1, %6 ], [ %45, %39 ]
  %41 = phi i32 [ 0, %6 ], [ %48, %39 ]
  %42 = phi i64 [ 3, %6 ], [ %47, %39 ]
  %43 = phi i64 [ 2, %6 ], [ %46, %39 ]
  %44 = phi i32 [ 0, %6 ], [ %49, %39 ]
    #dbg_value(i32 %41, !206, !DIExpression(), !212)
    #dbg_value(i64 %40, !208, !DIExpression(), !215)
    #dbg_value(i64 %43, !203, !DIExpression(), !211)
    #dbg_value(i64 %42, !204, !DIExpression(), !211)
    #dbg_value(i64 %40, !205, !DIExpression(), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !212)
    #dbg_value(i64 %43, !208, !DIExpression(), !215)
    #dbg_value(i64 %42, !203, !DIExpression(), !211)
    #dbg_value(i64 %40, !204, !DIExpression(), !211)
    #dbg_value(i64 %43, !205, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !212)
    #dbg_value(i64 %42, !208, !DIExpression(), !215)
    #dbg_value(i64 %40, !203, !DIExpression(), !211)
    #dbg_value(i64 %43, !204, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !211)
    #dbg_value(i64 %42, !205, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !212)
    #dbg_value(i64 %40, !208, !DIExpression(), !215)
    #dbg_value(i64 %43, !203, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !211)
    #dbg_value(i64 %42, !204, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !211)
    #dbg_value(i64 %40, !205, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !212)
    #dbg_value(i64 %43, !208, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !215)
    #dbg_value(i64 %42, !203, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !211)
    #dbg_value(i64 %40, !204, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !211)
    #dbg_value(i64 %43, !205, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !212)
    #dbg_value(i64 %42, !208, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !215)
    #dbg_value(i64 %40, !203, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !211)
    #dbg_value(i64 %43, !204, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !211)
  %45 = add nsw i64 %42, 7, !dbg !218
    #dbg_value(i64 %45, !205, !DIExpression(), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !212)
    #dbg_value(i64 %40, !208, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !215)
    #dbg_value(i64 %43, !203, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !211)
    #dbg_value(i64 %45, !204, !DIExpression(), !211)
  %46 = add nsw i64 %40, 9, !dbg !218
    #dbg_value(i64 %46, !205, !DIExpression(), !211)
    #dbg_value(i32 %41, !206, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !212)
    #dbg_value(i64 %43, !208, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !215)
    #dbg_value(i64 %45, !203, !DIExpression(), !211)
    #dbg_value(i64 %46, !204, !DIExpression(), !211)
  %47 = add nsw i64 %43, 12, !dbg !218
    #dbg_value(i64 %47, !205, !DIExpression(), !211)
  %48 = add nuw nsw i32 %41, 8, !dbg !219
    #dbg_value(i32 %48, !206, !DIExpression(), !212)
  %49 = add i32 %44, 8, !dbg !214
  %50 = icmp eq i32 %49, %7, !dbg !214
  br i1 %50, label %8, label %39, !dbg !214, !llvm.loop !226
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @merge_switch(i32 noundef %0, i32 noundef %1) unnamed_addr #2 !dbg !228 {
    #dbg_value(i32 %0, !232, !DIExpression(), !235)
    #dbg_value(i32 %1, !233, !DIExpression(), !235)
  %3 = srem i32 %0, 6, !dbg !236
  switch i32 %3, label %12 [
    i32 0, label %13
    i32 1, label %4
    i32 2, label %6
    i32 3, label %8
    i32 4, label %10
  ], !dbg !237

4:                                                ; preds = %2
  %5 = sub nsw i32 0, %1, !dbg !238
    #dbg_value(i32 %5, !234, !DIExpression(), !235)
  br label %13, !dbg !240

6:                                                ; preds = %2
  %7 = mul nsw i32 %1, 3, !dbg !241
    #dbg_value(i32 %7, !234, !DIExpression(), !235)
  br label %13, !dbg !242

8:                                                ; preds = %2
  %9 = xor i32 %1, 85, !dbg !243
    #dbg_value(i32 %9, !234, !DIExpression(), !235)
  br label %13, !dbg !244

10:                                               ; preds = %2
  %11 = ashr i32 %1, 1, !dbg !245
    #dbg_value(i32 %11, !234, !DIExpression(), !235)
  br label %13, !dbg !246

12:                                               ; preds = %2
    #dbg_value(i32 42, !234, !DIExpression(), !235)
  br label %13, !dbg !247

13:                                               ; preds = %2, %12, %10, %8, %6, %4
  %14 = phi i32 [ 42, %12 ], [ %11, %10 ], [ %9, %8 ], [ %7, %6 ], [ %5, %4 ], [ %1, %2 ], !dbg !248
    #dbg_value(i32 %14, !234, !DIExpression(), !235)
  %15 = add nsw i32 %14, %0, !dbg !249
  ret i32 %15, !dbg !250
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @stats(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !251 {
    #dbg_value(ptr %0, !256, !DIExpression(), !266)
    #dbg_value(i32 50, !257, !DIExpression(), !266)
    #dbg_value(ptr %1, !258, !DIExpression(), !266)
    #dbg_value(ptr %2, !259, !DIExpression(), !266)
    #dbg_value(ptr %3, !260, !DIExpression(), !266)
  %5 = load i32, ptr %0, align 4, !dbg !267, !tbaa !66
    #dbg_value(i32 %5, !261, !DIExpression(), !266)
    #dbg_value(i32 %5, !262, !DIExpression(), !266)
    #dbg_value(i64 0, !263, !DIExpression(), !266)
    #dbg_value(i32 0, !264, !DIExpression(), !268)
  br label %7, !dbg !269

6:                                                ; preds = %7
  store i32 %25, ptr %1, align 4, !dbg !270, !tbaa !66
  store i32 %26, ptr %2, align 4, !dbg !271, !tbaa !66
  store i64 %28, ptr %3, align 8, !dbg !272, !tbaa !99
  ret void, !dbg !273

7:                                                ; preds = %7, %4
  %8 = phi i64 [ 0, %4 ], [ %29, %7 ]
  %9 = phi i64 [ 0, %4 ], [ %28, %7 ]
  %10 = phi i32 [ %5, %4 ], [ %26, %7 ]
  %11 = phi i32 [ %5, %4 ], [ %25, %7 ]
    #dbg_value(i64 %8, !264, !DIExpression(), !268)
    #dbg_value(i64 %9, !263, !DIExpression(), !266)
    #dbg_value(i32 %10, !262, !DIExpression(), !266)
    #dbg_value(i32 %11, !261, !DIExpression(), !266)
  %12 = getelementptr inbounds i32, ptr %0, i64 %8, !dbg !274
  %13 = load i32, ptr %12, align 4, !dbg !274, !tbaa !66
  %14 = icmp slt i32 %13, %11, !dbg !278
  %15 = tail call i32 @llvm.smax.i32(i32 %13, i32 %10), !dbg !279
  %16 = tail call i32 @llvm.smin.i32(i32 %13, i32 %11), !dbg !279
  %17 = select i1 %14, i32 %10, i32 %15, !dbg !279
    #dbg_value(i32 %17, !262, !DIExpression(), !266)
    #dbg_value(i32 %16, !261, !DIExpression(), !266)
  %18 = sext i32 %13 to i64, !dbg !280
  %19 = add nsw i64 %9, %18, !dbg !281
    #dbg_value(i64 %19, !263, !DIExpression(), !266)
  %20 = or disjoint i64 %8, 1, !dbg !282
    #dbg_value(i64 %20, !264, !DIExpression(), !268)
  %21 = getelementptr inbounds i32, ptr %0, i64 %20, !dbg !274
  %22 = load i32, ptr %21, align 4, !dbg !274, !tbaa !66
  %23 = icmp slt i32 %22, %16, !dbg !278
  %24 = tail call i32 @llvm.smax.i32(i32 %22, i32 %17), !dbg !279
  %25 = tail call i32 @llvm.smin.i32(i32 %22, i32 %16), !dbg !279
  %26 = select i1 %23, i32 %17, i32 %24, !dbg !279
    #dbg_value(i32 %26, !262, !DIExpression(), !266)
    #dbg_value(i32 %25, !261, !DIExpression(), !266)
  %27 = sext i32 %22 to i64, !dbg !280
  %28 = add nsw i64 %19, %27, !dbg !281
    #dbg_value(i64 %28, !263, !DIExpression(), !266)
  %29 = add nuw nsw i64 %8, 2, !dbg !282
    #dbg_value(i64 %29, !264, !DIExpression(), !268)
  %30 = icmp eq i64 %29, 50, !dbg !283
  br i1 %30, label %6, label %7, !dbg !269, !llvm.loop !284
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/phi_multi_exit.c", directory: ".", checksumkind: CSK_MD5, checksum: "5e5b0f56b589ffdb9b332db130f85046")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 47)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 24)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 38)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !20, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19}
!19 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!20 = !{!0, !7, !12}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !30, scopeLine: 49, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !31)
!30 = !DISubroutineType(types: !18)
!31 = !{!32, !34, !36, !40, !42, !43, !44, !45, !46, !47, !48, !49, !51, !52, !53}
!32 = !DILocalVariable(name: "t", scope: !29, file: !2, line: 50, type: !33)
!33 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!34 = !DILocalVariable(name: "x", scope: !35, file: !2, line: 51, type: !19)
!35 = distinct !DILexicalBlock(scope: !29, file: !2, line: 51, column: 5)
!36 = !DILocalVariable(name: "arr", scope: !29, file: !2, line: 52, type: !37)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1600, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 50)
!40 = !DILocalVariable(name: "i", scope: !41, file: !2, line: 52, type: !19)
!41 = distinct !DILexicalBlock(scope: !29, file: !2, line: 52, column: 18)
!42 = !DILocalVariable(name: "w", scope: !29, file: !2, line: 53, type: !19)
!43 = !DILocalVariable(name: "r1", scope: !29, file: !2, line: 53, type: !19)
!44 = !DILocalVariable(name: "w1", scope: !29, file: !2, line: 53, type: !19)
!45 = !DILocalVariable(name: "r2", scope: !29, file: !2, line: 53, type: !19)
!46 = !DILocalVariable(name: "w2", scope: !29, file: !2, line: 53, type: !19)
!47 = !DILocalVariable(name: "r3", scope: !29, file: !2, line: 53, type: !19)
!48 = !DILocalVariable(name: "ms", scope: !29, file: !2, line: 56, type: !33)
!49 = !DILocalVariable(name: "k", scope: !50, file: !2, line: 56, type: !19)
!50 = distinct !DILexicalBlock(scope: !29, file: !2, line: 56, column: 18)
!51 = !DILocalVariable(name: "mn", scope: !29, file: !2, line: 57, type: !19)
!52 = !DILocalVariable(name: "mx", scope: !29, file: !2, line: 57, type: !19)
!53 = !DILocalVariable(name: "sum", scope: !29, file: !2, line: 57, type: !33)
!54 = distinct !DIAssignID()
!55 = !DILocation(line: 0, scope: !29)
!56 = distinct !DIAssignID()
!57 = distinct !DIAssignID()
!58 = distinct !DIAssignID()
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !35)
!61 = !DILocation(line: 51, column: 5, scope: !35)
!62 = !DILocation(line: 52, column: 5, scope: !29)
!63 = !DILocation(line: 0, scope: !41)
!64 = !DILocation(line: 52, column: 54, scope: !65)
!65 = distinct !DILexicalBlock(scope: !41, file: !2, line: 52, column: 18)
!66 = !{!67, !67, i64 0}
!67 = !{!"int", !68, i64 0}
!68 = !{!"omnipotent char", !69, i64 0}
!69 = !{!"Simple C/C++ TBAA"}
!70 = !DILocation(line: 52, column: 47, scope: !65)
!71 = !DILocation(line: 53, column: 5, scope: !29)
!72 = !DILocation(line: 53, column: 17, scope: !29)
!73 = !DILocation(line: 53, column: 52, scope: !29)
!74 = !DILocation(line: 53, column: 60, scope: !29)
!75 = !DILocation(line: 53, column: 94, scope: !29)
!76 = !DILocation(line: 53, column: 102, scope: !29)
!77 = !DILocation(line: 54, column: 86, scope: !29)
!78 = !DILocation(line: 54, column: 5, scope: !29)
!79 = !DILocation(line: 55, column: 40, scope: !29)
!80 = !DILocation(line: 55, column: 55, scope: !29)
!81 = !DILocation(line: 55, column: 70, scope: !29)
!82 = !DILocation(line: 55, column: 5, scope: !29)
!83 = !DILocation(line: 0, scope: !50)
!84 = !DILocation(line: 56, column: 18, scope: !50)
!85 = !DILocation(line: 51, column: 47, scope: !86)
!86 = distinct !DILexicalBlock(scope: !35, file: !2, line: 51, column: 5)
!87 = !DILocation(line: 51, column: 44, scope: !86)
!88 = !DILocation(line: 51, column: 36, scope: !86)
!89 = !DILocation(line: 51, column: 26, scope: !86)
!90 = distinct !{!90, !61, !91, !92}
!91 = !DILocation(line: 51, column: 61, scope: !35)
!92 = !{!"llvm.loop.mustprogress"}
!93 = !DILocation(line: 57, column: 5, scope: !29)
!94 = !DILocation(line: 57, column: 17, scope: !29)
!95 = !DILocation(line: 58, column: 5, scope: !29)
!96 = !DILocation(line: 59, column: 58, scope: !29)
!97 = !DILocation(line: 59, column: 62, scope: !29)
!98 = !DILocation(line: 59, column: 66, scope: !29)
!99 = !{!100, !100, i64 0}
!100 = !{!"long", !68, i64 0}
!101 = !DILocation(line: 59, column: 5, scope: !29)
!102 = !DILocation(line: 60, column: 21, scope: !29)
!103 = !DILocation(line: 60, column: 12, scope: !29)
!104 = !DILocation(line: 61, column: 1, scope: !29)
!105 = !DILocation(line: 60, column: 5, scope: !29)
!106 = !DILocation(line: 56, column: 71, scope: !107)
!107 = distinct !DILexicalBlock(scope: !50, file: !2, line: 56, column: 18)
!108 = !DILocation(line: 56, column: 53, scope: !107)
!109 = !DILocation(line: 56, column: 50, scope: !107)
!110 = !DILocation(line: 56, column: 43, scope: !107)
!111 = !DILocation(line: 56, column: 36, scope: !107)
!112 = distinct !{!112, !84, !113, !92}
!113 = !DILocation(line: 56, column: 75, scope: !50)
!114 = distinct !DISubprogram(name: "many_returns", scope: !2, file: !2, line: 7, type: !115, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!19, !19}
!117 = !{!118}
!118 = !DILocalVariable(name: "x", arg: 1, scope: !114, file: !2, line: 7, type: !19)
!119 = !DILocation(line: 0, scope: !114)
!120 = !DILocation(line: 8, column: 11, scope: !121)
!121 = distinct !DILexicalBlock(scope: !114, file: !2, line: 8, column: 9)
!122 = !DILocation(line: 8, column: 9, scope: !114)
!123 = !DILocation(line: 9, column: 11, scope: !124)
!124 = distinct !DILexicalBlock(scope: !114, file: !2, line: 9, column: 9)
!125 = !DILocation(line: 9, column: 9, scope: !114)
!126 = !DILocation(line: 10, column: 11, scope: !127)
!127 = distinct !DILexicalBlock(scope: !114, file: !2, line: 10, column: 9)
!128 = !DILocation(line: 10, column: 9, scope: !114)
!129 = !DILocation(line: 11, column: 11, scope: !130)
!130 = distinct !DILexicalBlock(scope: !114, file: !2, line: 11, column: 9)
!131 = !DILocation(line: 11, column: 9, scope: !114)
!132 = !DILocation(line: 11, column: 26, scope: !130)
!133 = !DILocation(line: 11, column: 17, scope: !130)
!134 = !DILocation(line: 12, column: 11, scope: !135)
!135 = distinct !DILexicalBlock(scope: !114, file: !2, line: 12, column: 9)
!136 = !DILocation(line: 12, column: 15, scope: !135)
!137 = !DILocation(line: 12, column: 9, scope: !114)
!138 = !DILocation(line: 12, column: 30, scope: !135)
!139 = !DILocation(line: 12, column: 21, scope: !135)
!140 = !DILocation(line: 13, column: 11, scope: !141)
!141 = distinct !DILexicalBlock(scope: !114, file: !2, line: 13, column: 9)
!142 = !DILocation(line: 13, column: 30, scope: !141)
!143 = !DILocation(line: 13, column: 15, scope: !141)
!144 = !DILocation(line: 13, column: 9, scope: !114)
!145 = !DILocation(line: 14, column: 11, scope: !146)
!146 = distinct !DILexicalBlock(scope: !114, file: !2, line: 14, column: 9)
!147 = !DILocation(line: 14, column: 9, scope: !114)
!148 = !DILocation(line: 16, column: 1, scope: !114)
!149 = distinct !DISubprogram(name: "search_exit", scope: !2, file: !2, line: 17, type: !150, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !155)
!150 = !DISubroutineType(cc: DW_CC_nocall, types: !151)
!151 = !{!19, !152, !19, !19, !154}
!152 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !153, size: 64)
!153 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!155 = !{!156, !157, !158, !159, !160}
!156 = !DILocalVariable(name: "a", arg: 1, scope: !149, file: !2, line: 17, type: !152)
!157 = !DILocalVariable(name: "n", arg: 2, scope: !149, file: !2, line: 17, type: !19)
!158 = !DILocalVariable(name: "key", arg: 3, scope: !149, file: !2, line: 17, type: !19)
!159 = !DILocalVariable(name: "where", arg: 4, scope: !149, file: !2, line: 17, type: !154)
!160 = !DILocalVariable(name: "i", scope: !161, file: !2, line: 18, type: !19)
!161 = distinct !DILexicalBlock(scope: !149, file: !2, line: 18, column: 5)
!162 = !DILocation(line: 0, scope: !149)
!163 = !DILocation(line: 0, scope: !161)
!164 = !DILocation(line: 18, column: 5, scope: !161)
!165 = !DILocation(line: 19, column: 13, scope: !166)
!166 = distinct !DILexicalBlock(scope: !167, file: !2, line: 19, column: 13)
!167 = distinct !DILexicalBlock(scope: !168, file: !2, line: 18, column: 33)
!168 = distinct !DILexicalBlock(scope: !161, file: !2, line: 18, column: 5)
!169 = !DILocation(line: 19, column: 18, scope: !166)
!170 = !DILocation(line: 19, column: 13, scope: !167)
!171 = !DILocation(line: 19, column: 35, scope: !172)
!172 = distinct !DILexicalBlock(scope: !166, file: !2, line: 19, column: 26)
!173 = !DILocation(line: 19, column: 40, scope: !172)
!174 = !DILocation(line: 20, column: 18, scope: !175)
!175 = distinct !DILexicalBlock(scope: !167, file: !2, line: 20, column: 13)
!176 = !DILocation(line: 20, column: 13, scope: !167)
!177 = !DILocation(line: 20, column: 41, scope: !178)
!178 = distinct !DILexicalBlock(scope: !175, file: !2, line: 20, column: 30)
!179 = !DILocation(line: 20, column: 45, scope: !178)
!180 = !DILocation(line: 21, column: 18, scope: !181)
!181 = distinct !DILexicalBlock(scope: !167, file: !2, line: 21, column: 13)
!182 = !DILocation(line: 21, column: 13, scope: !167)
!183 = !DILocation(line: 21, column: 36, scope: !184)
!184 = distinct !DILexicalBlock(scope: !181, file: !2, line: 21, column: 23)
!185 = !DILocation(line: 21, column: 43, scope: !184)
!186 = !DILocation(line: 18, column: 29, scope: !168)
!187 = !DILocation(line: 18, column: 23, scope: !168)
!188 = distinct !{!188, !164, !189, !92}
!189 = !DILocation(line: 22, column: 5, scope: !161)
!190 = !DILocation(line: 25, column: 1, scope: !149)
!191 = !DISubprogram(name: "printf", scope: !192, file: !192, line: 356, type: !193, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!192 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!193 = !DISubroutineType(types: !194)
!194 = !{!19, !195, null}
!195 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !196)
!196 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !197, size: 64)
!197 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!198 = distinct !DISubprogram(name: "swap_cycle", scope: !2, file: !2, line: 26, type: !199, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !201)
!199 = !DISubroutineType(types: !200)
!200 = !{!33, !19}
!201 = !{!202, !203, !204, !205, !206, !208}
!202 = !DILocalVariable(name: "n", arg: 1, scope: !198, file: !2, line: 26, type: !19)
!203 = !DILocalVariable(name: "a", scope: !198, file: !2, line: 27, type: !33)
!204 = !DILocalVariable(name: "b", scope: !198, file: !2, line: 27, type: !33)
!205 = !DILocalVariable(name: "c", scope: !198, file: !2, line: 27, type: !33)
!206 = !DILocalVariable(name: "i", scope: !207, file: !2, line: 28, type: !19)
!207 = distinct !DILexicalBlock(scope: !198, file: !2, line: 28, column: 5)
!208 = !DILocalVariable(name: "t", scope: !209, file: !2, line: 28, type: !33)
!209 = distinct !DILexicalBlock(scope: !210, file: !2, line: 28, column: 33)
!210 = distinct !DILexicalBlock(scope: !207, file: !2, line: 28, column: 5)
!211 = !DILocation(line: 0, scope: !198)
!212 = !DILocation(line: 0, scope: !207)
!213 = !DILocation(line: 28, column: 23, scope: !210)
!214 = !DILocation(line: 28, column: 5, scope: !207)
!215 = !DILocation(line: 0, scope: !209)
!216 = !DILocation(line: 28, column: 72, scope: !209)
!217 = !DILocation(line: 28, column: 69, scope: !209)
!218 = !DILocation(line: 28, column: 67, scope: !209)
!219 = !DILocation(line: 28, column: 29, scope: !210)
!220 = distinct !{!220, !221}
!221 = !{!"llvm.loop.unroll.disable"}
!222 = !DILocation(line: 29, column: 14, scope: !198)
!223 = !DILocation(line: 29, column: 26, scope: !198)
!224 = !DILocation(line: 29, column: 32, scope: !198)
!225 = !DILocation(line: 29, column: 5, scope: !198)
!226 = distinct !{!226, !214, !227, !92}
!227 = !DILocation(line: 28, column: 78, scope: !207)
!228 = distinct !DISubprogram(name: "merge_switch", scope: !2, file: !2, line: 31, type: !229, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !231)
!229 = !DISubroutineType(types: !230)
!230 = !{!19, !19, !19}
!231 = !{!232, !233, !234}
!232 = !DILocalVariable(name: "k", arg: 1, scope: !228, file: !2, line: 31, type: !19)
!233 = !DILocalVariable(name: "x", arg: 2, scope: !228, file: !2, line: 31, type: !19)
!234 = !DILocalVariable(name: "v", scope: !228, file: !2, line: 32, type: !19)
!235 = !DILocation(line: 0, scope: !228)
!236 = !DILocation(line: 33, column: 15, scope: !228)
!237 = !DILocation(line: 33, column: 5, scope: !228)
!238 = !DILocation(line: 35, column: 17, scope: !239)
!239 = distinct !DILexicalBlock(scope: !228, file: !2, line: 33, column: 20)
!240 = !DILocation(line: 35, column: 21, scope: !239)
!241 = !DILocation(line: 36, column: 19, scope: !239)
!242 = !DILocation(line: 36, column: 24, scope: !239)
!243 = !DILocation(line: 37, column: 19, scope: !239)
!244 = !DILocation(line: 37, column: 27, scope: !239)
!245 = !DILocation(line: 38, column: 19, scope: !239)
!246 = !DILocation(line: 38, column: 25, scope: !239)
!247 = !DILocation(line: 40, column: 5, scope: !239)
!248 = !DILocation(line: 0, scope: !239)
!249 = !DILocation(line: 41, column: 14, scope: !228)
!250 = !DILocation(line: 41, column: 5, scope: !228)
!251 = distinct !DISubprogram(name: "stats", scope: !2, file: !2, line: 43, type: !252, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !255)
!252 = !DISubroutineType(cc: DW_CC_nocall, types: !253)
!253 = !{null, !152, !19, !154, !154, !254}
!254 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!255 = !{!256, !257, !258, !259, !260, !261, !262, !263, !264}
!256 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !2, line: 43, type: !152)
!257 = !DILocalVariable(name: "n", arg: 2, scope: !251, file: !2, line: 43, type: !19)
!258 = !DILocalVariable(name: "mn", arg: 3, scope: !251, file: !2, line: 43, type: !154)
!259 = !DILocalVariable(name: "mx", arg: 4, scope: !251, file: !2, line: 43, type: !154)
!260 = !DILocalVariable(name: "sum", arg: 5, scope: !251, file: !2, line: 43, type: !254)
!261 = !DILocalVariable(name: "lo", scope: !251, file: !2, line: 44, type: !19)
!262 = !DILocalVariable(name: "hi", scope: !251, file: !2, line: 44, type: !19)
!263 = !DILocalVariable(name: "s", scope: !251, file: !2, line: 44, type: !33)
!264 = !DILocalVariable(name: "i", scope: !265, file: !2, line: 45, type: !19)
!265 = distinct !DILexicalBlock(scope: !251, file: !2, line: 45, column: 5)
!266 = !DILocation(line: 0, scope: !251)
!267 = !DILocation(line: 44, column: 14, scope: !251)
!268 = !DILocation(line: 0, scope: !265)
!269 = !DILocation(line: 45, column: 5, scope: !265)
!270 = !DILocation(line: 46, column: 9, scope: !251)
!271 = !DILocation(line: 46, column: 19, scope: !251)
!272 = !DILocation(line: 46, column: 30, scope: !251)
!273 = !DILocation(line: 47, column: 1, scope: !251)
!274 = !DILocation(line: 45, column: 39, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 45, column: 39)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 45, column: 33)
!277 = distinct !DILexicalBlock(scope: !265, file: !2, line: 45, column: 5)
!278 = !DILocation(line: 45, column: 44, scope: !275)
!279 = !DILocation(line: 45, column: 39, scope: !276)
!280 = !DILocation(line: 45, column: 97, scope: !276)
!281 = !DILocation(line: 45, column: 94, scope: !276)
!282 = !DILocation(line: 45, column: 29, scope: !277)
!283 = !DILocation(line: 45, column: 23, scope: !277)
!284 = distinct !{!284, !269, !285, !92}
!285 = !DILocation(line: 45, column: 103, scope: !265)
