; ModuleID = 'programs/duffs_device_copy.c'
source_filename = "programs/duffs_device_copy.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [67 x i8] c"Duff's device copies eight bytes per iteration, entering mid-loop.\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"copy37='%s' bad=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"(%d values)\0A\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"sum(%d)=%ld \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i8], align 1
  %2 = alloca [100 x i8], align 1
  %3 = alloca [23 x i32], align 16
  br label %6

4:                                                ; preds = %18
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %2) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %2, i8 0, i64 100, i1 false)
  call fastcc void @duff_copy(ptr noundef nonnull %2, i32 noundef 37)
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef nonnull %2, i32 noundef %19)
  br label %22

6:                                                ; preds = %0, %18
  %7 = phi i64 [ 0, %0 ], [ %20, %18 ]
  %8 = phi i32 [ 0, %0 ], [ %19, %18 ]
  call void @llvm.lifetime.start.p0(i64 100, ptr nonnull %1) #9
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(100) %1, i8 35, i64 100, i1 false)
  %9 = trunc nuw nsw i64 %7 to i32
  call fastcc void @duff_copy(ptr noundef nonnull %1, i32 noundef %9)
  %10 = call i32 @bcmp(ptr nonnull %1, ptr nonnull @.str, i64 %7)
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %16

12:                                               ; preds = %6
  %13 = getelementptr inbounds [100 x i8], ptr %1, i64 0, i64 %7
  %14 = load i8, ptr %13, align 1, !tbaa !6
  %15 = icmp eq i8 %14, 35
  br i1 %15, label %18, label %16

16:                                               ; preds = %12, %6
  %17 = add nsw i32 %8, 1
  br label %18

18:                                               ; preds = %16, %12
  %19 = phi i32 [ %17, %16 ], [ %8, %12 ]
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %1) #9
  %20 = add nuw nsw i64 %7, 1
  %21 = icmp eq i64 %20, 67
  br i1 %21, label %4, label %6, !llvm.loop !9

22:                                               ; preds = %49, %4
  %23 = phi i32 [ 0, %4 ], [ %43, %49 ]
  %24 = phi i32 [ 0, %4 ], [ %44, %49 ]
  %25 = phi i32 [ 0, %4 ], [ %45, %49 ]
  %26 = phi i32 [ 0, %4 ], [ %46, %49 ]
  %27 = phi i32 [ 0, %4 ], [ %51, %49 ]
  switch i32 %23, label %52 [
    i32 0, label %31
    i32 1, label %28
    i32 2, label %36
  ]

28:                                               ; preds = %22
  %29 = add nsw i32 %24, 1
  %30 = icmp slt i32 %24, 9
  br i1 %30, label %31, label %39

31:                                               ; preds = %22, %28
  %32 = phi i32 [ %29, %28 ], [ %23, %22 ]
  %33 = phi i32 [ %25, %28 ], [ %23, %22 ]
  %34 = phi i32 [ %26, %28 ], [ 1, %22 ]
  %35 = add nsw i32 %34, %33
  br label %42

36:                                               ; preds = %22
  %37 = add nsw i32 %24, 1
  %38 = icmp slt i32 %24, 5
  br i1 %38, label %39, label %53

39:                                               ; preds = %28, %36
  %40 = phi i32 [ %37, %36 ], [ 1, %28 ]
  %41 = mul nsw i32 %40, %40
  br label %42

42:                                               ; preds = %31, %39
  %43 = phi i32 [ 2, %39 ], [ 1, %31 ]
  %44 = phi i32 [ %40, %39 ], [ %32, %31 ]
  %45 = phi i32 [ %25, %39 ], [ %34, %31 ]
  %46 = phi i32 [ %26, %39 ], [ %35, %31 ]
  %47 = phi i32 [ %41, %39 ], [ %34, %31 ]
  %48 = icmp sgt i32 %47, -1
  br i1 %48, label %49, label %53

49:                                               ; preds = %42
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %47)
  %51 = add nuw nsw i32 %27, 1
  br label %22, !llvm.loop !11

52:                                               ; preds = %22
  unreachable

53:                                               ; preds = %36, %42
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %27)
  call void @llvm.lifetime.start.p0(i64 92, ptr nonnull %3) #9
  store <4 x i32> <i32 0, i32 1, i32 4, i32 9>, ptr %3, align 16, !tbaa !12
  %55 = getelementptr inbounds i8, ptr %3, i64 16
  store <4 x i32> <i32 16, i32 25, i32 36, i32 49>, ptr %55, align 16, !tbaa !12
  %56 = getelementptr inbounds i8, ptr %3, i64 32
  store <4 x i32> <i32 64, i32 81, i32 100, i32 121>, ptr %56, align 16, !tbaa !12
  %57 = getelementptr inbounds i8, ptr %3, i64 48
  store <4 x i32> <i32 144, i32 169, i32 196, i32 225>, ptr %57, align 16, !tbaa !12
  %58 = getelementptr inbounds i8, ptr %3, i64 64
  store <4 x i32> <i32 256, i32 289, i32 324, i32 361>, ptr %58, align 16, !tbaa !12
  %59 = getelementptr inbounds i8, ptr %3, i64 80
  store <2 x i32> <i32 400, i32 441>, ptr %59, align 16, !tbaa !12
  %60 = getelementptr inbounds i8, ptr %3, i64 88
  store i32 484, ptr %60, align 8, !tbaa !12
  %61 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 0)
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i64 noundef %61)
  %63 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 5)
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 5, i64 noundef %63)
  %65 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 10)
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 10, i64 noundef %65)
  %67 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 15)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 15, i64 noundef %67)
  %69 = call fastcc i64 @unrolled_sum(ptr noundef nonnull %3, i32 noundef 20)
  %70 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 20, i64 noundef %69)
  %71 = call i32 @putchar(i32 10)
  %72 = add nsw i32 %27, %19
  call void @llvm.lifetime.end.p0(i64 92, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 100, ptr nonnull %2) #9
  ret i32 %72
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @duff_copy(ptr nocapture noundef writeonly %0, i32 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i32 %1, 1
  br i1 %3, label %67, label %4

4:                                                ; preds = %2
  %5 = add nuw nsw i32 %1, 7
  %6 = lshr i32 %5, 3
  %7 = and i32 %1, 7
  switch i32 %7, label %66 [
    i32 0, label %8
    i32 7, label %15
    i32 6, label %22
    i32 5, label %29
    i32 4, label %36
    i32 3, label %43
    i32 2, label %50
    i32 1, label %57
  ]

8:                                                ; preds = %4, %57
  %9 = phi ptr [ %61, %57 ], [ @.str, %4 ]
  %10 = phi ptr [ %63, %57 ], [ %0, %4 ]
  %11 = phi i32 [ %64, %57 ], [ %6, %4 ]
  %12 = getelementptr inbounds i8, ptr %9, i64 1
  %13 = load i8, ptr %9, align 1, !tbaa !6
  %14 = getelementptr inbounds i8, ptr %10, i64 1
  store i8 %13, ptr %10, align 1, !tbaa !6
  br label %15

15:                                               ; preds = %4, %8
  %16 = phi ptr [ %12, %8 ], [ @.str, %4 ]
  %17 = phi ptr [ %14, %8 ], [ %0, %4 ]
  %18 = phi i32 [ %11, %8 ], [ %6, %4 ]
  %19 = getelementptr inbounds i8, ptr %16, i64 1
  %20 = load i8, ptr %16, align 1, !tbaa !6
  %21 = getelementptr inbounds i8, ptr %17, i64 1
  store i8 %20, ptr %17, align 1, !tbaa !6
  br label %22

22:                                               ; preds = %4, %15
  %23 = phi ptr [ %19, %15 ], [ @.str, %4 ]
  %24 = phi ptr [ %21, %15 ], [ %0, %4 ]
  %25 = phi i32 [ %18, %15 ], [ %6, %4 ]
  %26 = getelementptr inbounds i8, ptr %23, i64 1
  %27 = load i8, ptr %23, align 1, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %24, i64 1
  store i8 %27, ptr %24, align 1, !tbaa !6
  br label %29

29:                                               ; preds = %4, %22
  %30 = phi ptr [ %26, %22 ], [ @.str, %4 ]
  %31 = phi ptr [ %28, %22 ], [ %0, %4 ]
  %32 = phi i32 [ %25, %22 ], [ %6, %4 ]
  %33 = getelementptr inbounds i8, ptr %30, i64 1
  %34 = load i8, ptr %30, align 1, !tbaa !6
  %35 = getelementptr inbounds i8, ptr %31, i64 1
  store i8 %34, ptr %31, align 1, !tbaa !6
  br label %36

36:                                               ; preds = %4, %29
  %37 = phi ptr [ %33, %29 ], [ @.str, %4 ]
  %38 = phi ptr [ %35, %29 ], [ %0, %4 ]
  %39 = phi i32 [ %32, %29 ], [ %6, %4 ]
  %40 = getelementptr inbounds i8, ptr %37, i64 1
  %41 = load i8, ptr %37, align 1, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %38, i64 1
  store i8 %41, ptr %38, align 1, !tbaa !6
  br label %43

43:                                               ; preds = %4, %36
  %44 = phi ptr [ %40, %36 ], [ @.str, %4 ]
  %45 = phi ptr [ %42, %36 ], [ %0, %4 ]
  %46 = phi i32 [ %39, %36 ], [ %6, %4 ]
  %47 = getelementptr inbounds i8, ptr %44, i64 1
  %48 = load i8, ptr %44, align 1, !tbaa !6
  %49 = getelementptr inbounds i8, ptr %45, i64 1
  store i8 %48, ptr %45, align 1, !tbaa !6
  br label %50

50:                                               ; preds = %4, %43
  %51 = phi ptr [ %47, %43 ], [ @.str, %4 ]
  %52 = phi ptr [ %49, %43 ], [ %0, %4 ]
  %53 = phi i32 [ %46, %43 ], [ %6, %4 ]
  %54 = getelementptr inbounds i8, ptr %51, i64 1
  %55 = load i8, ptr %51, align 1, !tbaa !6
  %56 = getelementptr inbounds i8, ptr %52, i64 1
  store i8 %55, ptr %52, align 1, !tbaa !6
  br label %57

57:                                               ; preds = %4, %50
  %58 = phi ptr [ @.str, %4 ], [ %54, %50 ]
  %59 = phi ptr [ %0, %4 ], [ %56, %50 ]
  %60 = phi i32 [ %6, %4 ], [ %53, %50 ]
  %61 = getelementptr inbounds i8, ptr %58, i64 1
  %62 = load i8, ptr %58, align 1, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %59, i64 1
  store i8 %62, ptr %59, align 1, !tbaa !6
  %64 = add nsw i32 %60, -1
  %65 = icmp sgt i32 %60, 1
  br i1 %65, label %8, label %67, !llvm.loop !14

66:                                               ; preds = %4
  unreachable

67:                                               ; preds = %57, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define internal fastcc i64 @unrolled_sum(ptr nocapture noundef readonly %0, i32 noundef %1) unnamed_addr #5 {
  %3 = and i32 %1, 3
  switch i32 %3, label %25 [
    i32 3, label %4
    i32 2, label %7
    i32 1, label %16
    i32 0, label %26
  ]

4:                                                ; preds = %2
  %5 = load i32, ptr %0, align 4, !tbaa !12
  %6 = sext i32 %5 to i64
  br label %7

7:                                                ; preds = %2, %4
  %8 = phi i64 [ 0, %2 ], [ %6, %4 ]
  %9 = phi i32 [ 0, %2 ], [ 1, %4 ]
  %10 = add nuw nsw i32 %9, 1
  %11 = zext nneg i32 %9 to i64
  %12 = getelementptr inbounds i32, ptr %0, i64 %11
  %13 = load i32, ptr %12, align 4, !tbaa !12
  %14 = sext i32 %13 to i64
  %15 = add nsw i64 %8, %14
  br label %16

16:                                               ; preds = %2, %7
  %17 = phi i64 [ 0, %2 ], [ %15, %7 ]
  %18 = phi i32 [ 0, %2 ], [ %10, %7 ]
  %19 = add nuw nsw i32 %18, 1
  %20 = zext nneg i32 %18 to i64
  %21 = getelementptr inbounds i32, ptr %0, i64 %20
  %22 = load i32, ptr %21, align 4, !tbaa !12
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %17, %23
  br label %26

25:                                               ; preds = %2
  unreachable

26:                                               ; preds = %2, %16
  %27 = phi i64 [ 0, %2 ], [ %24, %16 ]
  %28 = phi i32 [ %3, %2 ], [ %19, %16 ]
  %29 = icmp slt i32 %28, %1
  br i1 %29, label %30, label %93

30:                                               ; preds = %26
  %31 = zext i32 %28 to i64
  %32 = zext nneg i32 %1 to i64
  %33 = add nuw nsw i64 %31, 4
  %34 = tail call i64 @llvm.umax.i64(i64 %33, i64 %32)
  %35 = xor i64 %31, -1
  %36 = add nsw i64 %34, %35
  %37 = lshr i64 %36, 2
  %38 = add nuw nsw i64 %37, 1
  %39 = icmp ult i64 %36, 28
  br i1 %39, label %80, label %40

40:                                               ; preds = %30
  %41 = and i64 %38, 9223372036854775800
  %42 = shl i64 %41, 2
  %43 = add i64 %42, %31
  %44 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %27, i64 0
  %45 = getelementptr i8, ptr %0, i64 64
  br label %46

46:                                               ; preds = %46, %40
  %47 = phi i64 [ 0, %40 ], [ %74, %46 ]
  %48 = phi <4 x i64> [ %44, %40 ], [ %72, %46 ]
  %49 = phi <4 x i64> [ zeroinitializer, %40 ], [ %73, %46 ]
  %50 = shl i64 %47, 2
  %51 = add i64 %50, %31
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = getelementptr i32, ptr %45, i64 %51
  %54 = load <16 x i32>, ptr %52, align 4, !tbaa !12
  %55 = load <16 x i32>, ptr %53, align 4, !tbaa !12
  %56 = shufflevector <16 x i32> %54, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %57 = shufflevector <16 x i32> %55, <16 x i32> poison, <4 x i32> <i32 0, i32 4, i32 8, i32 12>
  %58 = shufflevector <16 x i32> %54, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %59 = shufflevector <16 x i32> %55, <16 x i32> poison, <4 x i32> <i32 1, i32 5, i32 9, i32 13>
  %60 = shufflevector <16 x i32> %54, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %61 = shufflevector <16 x i32> %55, <16 x i32> poison, <4 x i32> <i32 2, i32 6, i32 10, i32 14>
  %62 = shufflevector <16 x i32> %54, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %63 = shufflevector <16 x i32> %55, <16 x i32> poison, <4 x i32> <i32 3, i32 7, i32 11, i32 15>
  %64 = add nsw <4 x i32> %58, %56
  %65 = add nsw <4 x i32> %59, %57
  %66 = add nsw <4 x i32> %64, %60
  %67 = add nsw <4 x i32> %65, %61
  %68 = add nsw <4 x i32> %66, %62
  %69 = add nsw <4 x i32> %67, %63
  %70 = sext <4 x i32> %68 to <4 x i64>
  %71 = sext <4 x i32> %69 to <4 x i64>
  %72 = add <4 x i64> %48, %70
  %73 = add <4 x i64> %49, %71
  %74 = add nuw i64 %47, 8
  %75 = icmp eq i64 %74, %41
  br i1 %75, label %76, label %46, !llvm.loop !15

76:                                               ; preds = %46
  %77 = add <4 x i64> %73, %72
  %78 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %77)
  %79 = icmp eq i64 %38, %41
  br i1 %79, label %93, label %80

80:                                               ; preds = %76, %30
  %81 = phi i64 [ %31, %30 ], [ %43, %76 ]
  %82 = phi i64 [ %27, %30 ], [ %78, %76 ]
  br label %83

83:                                               ; preds = %80, %83
  %84 = phi i64 [ %91, %83 ], [ %81, %80 ]
  %85 = phi i64 [ %90, %83 ], [ %82, %80 ]
  %86 = getelementptr inbounds i32, ptr %0, i64 %84
  %87 = load <4 x i32>, ptr %86, align 4, !tbaa !12
  %88 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %87)
  %89 = sext i32 %88 to i64
  %90 = add nsw i64 %85, %89
  %91 = add nuw nsw i64 %84, 4
  %92 = icmp ult i64 %91, %32
  br i1 %92, label %83, label %93, !llvm.loop !18

93:                                               ; preds = %83, %76, %26
  %94 = phi i64 [ %27, %26 ], [ %78, %76 ], [ %90, %83 ]
  ret i64 %94
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = distinct !{!18, !10, !17, !16}
