; ModuleID = 'programs/binary_search_tree.c'
source_filename = "programs/binary_search_tree.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [42 x i8] c"%s: count=%d sum=%ld sorted=%d height=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"avl\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"bst\00", align 1
@.str.3 = private unnamed_addr constant [63 x i8] c"%s after delete: count=%d sum=%ld sorted=%d height=%d hits=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [64 x ptr], align 8
  br label %5

5:                                                ; preds = %0, %120
  %6 = phi i1 [ true, %0 ], [ false, %120 ]
  %7 = phi i32 [ 0, %0 ], [ 1, %120 ]
  br label %9

8:                                                ; preds = %120
  ret i32 0

9:                                                ; preds = %5, %9
  %10 = phi i32 [ 0, %5 ], [ %17, %9 ]
  %11 = phi i32 [ 99, %5 ], [ %14, %9 ]
  %12 = phi ptr [ null, %5 ], [ %16, %9 ]
  %13 = mul i32 %11, 1103515245
  %14 = add i32 %13, 12345
  %15 = urem i32 %14, 10000
  %16 = tail call fastcc ptr @ins(ptr noundef %12, i32 noundef %15, i32 noundef %7)
  %17 = add nuw nsw i32 %10, 1
  %18 = icmp eq i32 %17, 3000
  br i1 %18, label %31, label %9, !llvm.loop !6

19:                                               ; preds = %31
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #10
  store i32 0, ptr %1, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  store i32 0, ptr %2, align 4, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  store i32 1, ptr %3, align 4, !tbaa !8
  %20 = call fastcc i64 @inorder_sum(ptr noundef %35, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %21 = select i1 %6, ptr @.str.2, ptr @.str.1
  %22 = load i32, ptr %1, align 4, !tbaa !8
  %23 = load i32, ptr %3, align 4, !tbaa !8
  %24 = icmp eq ptr %35, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %19
  %26 = getelementptr inbounds i8, ptr %35, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !12
  br label %28

28:                                               ; preds = %19, %25
  %29 = phi i32 [ %27, %25 ], [ 0, %19 ]
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %21, i32 noundef %22, i64 noundef %20, i32 noundef %23, i32 noundef %29)
  br label %41

31:                                               ; preds = %9, %31
  %32 = phi i32 [ %36, %31 ], [ 0, %9 ]
  %33 = phi ptr [ %35, %31 ], [ %16, %9 ]
  %34 = mul nuw nsw i32 %32, 10
  %35 = tail call fastcc ptr @ins(ptr noundef %33, i32 noundef %34, i32 noundef %7)
  %36 = add nuw nsw i32 %32, 1
  %37 = icmp eq i32 %36, 1000
  br i1 %37, label %19, label %31, !llvm.loop !15

38:                                               ; preds = %41
  store i32 0, ptr %1, align 4, !tbaa !8
  store i32 1, ptr %3, align 4, !tbaa !8
  %39 = call fastcc i64 @inorder_sum(ptr noundef %44, ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3)
  %40 = icmp eq ptr %44, null
  br label %77

41:                                               ; preds = %28, %41
  %42 = phi i32 [ 0, %28 ], [ %45, %41 ]
  %43 = phi ptr [ %35, %28 ], [ %44, %41 ]
  %44 = tail call fastcc ptr @del(ptr noundef %43, i32 noundef %42, i32 noundef %7)
  %45 = add nuw nsw i32 %42, 3
  %46 = icmp ult i32 %42, 9997
  br i1 %46, label %41, label %38, !llvm.loop !16

47:                                               ; preds = %72
  %48 = load i32, ptr %1, align 4, !tbaa !8
  %49 = load i32, ptr %3, align 4, !tbaa !8
  br i1 %40, label %53, label %50

50:                                               ; preds = %47
  %51 = getelementptr inbounds i8, ptr %44, i64 4
  %52 = load i32, ptr %51, align 4, !tbaa !12
  br label %53

53:                                               ; preds = %83, %47, %50
  %54 = phi i32 [ %49, %50 ], [ %49, %47 ], [ %85, %83 ]
  %55 = phi i32 [ %48, %50 ], [ %48, %47 ], [ %84, %83 ]
  %56 = phi i32 [ %74, %50 ], [ %74, %47 ], [ %79, %83 ]
  %57 = phi i32 [ %52, %50 ], [ 0, %47 ], [ 0, %83 ]
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %21, i32 noundef %55, i64 noundef %39, i32 noundef %54, i32 noundef %57, i32 noundef %56)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #10
  store ptr %44, ptr %4, align 8, !tbaa !17
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4)
  br label %86

60:                                               ; preds = %77, %80
  %61 = phi i32 [ %81, %80 ], [ %78, %77 ]
  br i1 %40, label %80, label %62

62:                                               ; preds = %60, %66
  %63 = phi ptr [ %70, %66 ], [ %44, %60 ]
  %64 = load i32, ptr %63, align 8, !tbaa !18
  %65 = icmp eq i32 %64, %61
  br i1 %65, label %72, label %66

66:                                               ; preds = %62
  %67 = icmp sgt i32 %64, %61
  %68 = select i1 %67, i64 8, i64 16
  %69 = getelementptr inbounds i8, ptr %63, i64 %68
  %70 = load ptr, ptr %69, align 8, !tbaa !17
  %71 = icmp eq ptr %70, null
  br i1 %71, label %72, label %62, !llvm.loop !19

72:                                               ; preds = %62, %66
  %73 = phi i32 [ 0, %66 ], [ 1, %62 ]
  %74 = add nuw nsw i32 %73, %79
  %75 = add nuw nsw i32 %61, 1
  %76 = icmp eq i32 %75, 10000
  br i1 %76, label %47, label %77, !llvm.loop !20

77:                                               ; preds = %72, %38
  %78 = phi i32 [ %75, %72 ], [ 0, %38 ]
  %79 = phi i32 [ %74, %72 ], [ 0, %38 ]
  br label %60

80:                                               ; preds = %60
  %81 = add nuw nsw i32 %61, 1
  %82 = icmp eq i32 %81, 10000
  br i1 %82, label %83, label %60, !llvm.loop !20

83:                                               ; preds = %80
  %84 = load i32, ptr %1, align 4, !tbaa !8
  %85 = load i32, ptr %3, align 4, !tbaa !8
  br label %53

86:                                               ; preds = %53, %114
  %87 = phi i64 [ 0, %53 ], [ %89, %114 ]
  %88 = phi i32 [ 1, %53 ], [ %115, %114 ]
  %89 = add nuw nsw i64 %87, 1
  %90 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %87
  %91 = load ptr, ptr %90, align 8, !tbaa !17
  %92 = load i32, ptr %91, align 8, !tbaa !18
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %92)
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load ptr, ptr %94, align 8, !tbaa !21
  %96 = icmp ne ptr %95, null
  %97 = icmp slt i32 %88, 64
  %98 = and i1 %97, %96
  br i1 %98, label %99, label %103

99:                                               ; preds = %86
  %100 = add nsw i32 %88, 1
  %101 = sext i32 %88 to i64
  %102 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %101
  store ptr %95, ptr %102, align 8, !tbaa !17
  br label %103

103:                                              ; preds = %99, %86
  %104 = phi i32 [ %100, %99 ], [ %88, %86 ]
  %105 = getelementptr inbounds i8, ptr %91, i64 16
  %106 = load ptr, ptr %105, align 8, !tbaa !22
  %107 = icmp ne ptr %106, null
  %108 = icmp slt i32 %104, 64
  %109 = select i1 %107, i1 %108, i1 false
  br i1 %109, label %110, label %114

110:                                              ; preds = %103
  %111 = add nsw i32 %104, 1
  %112 = sext i32 %104 to i64
  %113 = getelementptr inbounds [64 x ptr], ptr %4, i64 0, i64 %112
  store ptr %106, ptr %113, align 8, !tbaa !17
  br label %114

114:                                              ; preds = %110, %103
  %115 = phi i32 [ %111, %110 ], [ %104, %103 ]
  %116 = sext i32 %115 to i64
  %117 = icmp slt i64 %89, %116
  %118 = icmp ult i64 %87, 14
  %119 = and i1 %118, %117
  br i1 %119, label %86, label %120, !llvm.loop !23

120:                                              ; preds = %114
  %121 = tail call i32 @putchar(i32 10)
  tail call fastcc void @freet(ptr noundef %44)
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #10
  br i1 %6, label %5, label %8, !llvm.loop !24
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc ptr @ins(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %5, label %8

5:                                                ; preds = %3
  %6 = tail call noalias dereferenceable_or_null(24) ptr @calloc(i64 noundef 1, i64 noundef 24) #11
  store i32 %1, ptr %6, align 8, !tbaa !18
  %7 = getelementptr inbounds i8, ptr %6, i64 4
  store i32 1, ptr %7, align 4, !tbaa !12
  br label %41

8:                                                ; preds = %3
  %9 = load i32, ptr %0, align 8, !tbaa !18
  %10 = icmp sgt i32 %9, %1
  br i1 %10, label %13, label %11

11:                                               ; preds = %8
  %12 = icmp slt i32 %9, %1
  br i1 %12, label %13, label %41

13:                                               ; preds = %11, %8
  %14 = phi i64 [ 8, %8 ], [ 16, %11 ]
  %15 = getelementptr inbounds i8, ptr %0, i64 %14
  %16 = load ptr, ptr %15, align 8, !tbaa !17
  %17 = tail call fastcc ptr @ins(ptr noundef %16, i32 noundef %1, i32 noundef %2)
  store ptr %17, ptr %15, align 8, !tbaa !17
  %18 = icmp eq i32 %2, 0
  br i1 %18, label %21, label %19

19:                                               ; preds = %13
  %20 = tail call fastcc ptr @bal(ptr noundef nonnull %0)
  br label %41

21:                                               ; preds = %13
  %22 = getelementptr inbounds i8, ptr %0, i64 8
  %23 = load ptr, ptr %22, align 8, !tbaa !21
  %24 = icmp eq ptr %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %21
  %26 = getelementptr inbounds i8, ptr %23, i64 4
  %27 = load i32, ptr %26, align 4, !tbaa !12
  br label %28

28:                                               ; preds = %25, %21
  %29 = phi i32 [ %27, %25 ], [ 0, %21 ]
  %30 = getelementptr inbounds i8, ptr %0, i64 16
  %31 = load ptr, ptr %30, align 8, !tbaa !22
  %32 = icmp eq ptr %31, null
  br i1 %32, label %36, label %33

33:                                               ; preds = %28
  %34 = getelementptr inbounds i8, ptr %31, i64 4
  %35 = load i32, ptr %34, align 4, !tbaa !12
  br label %36

36:                                               ; preds = %28, %33
  %37 = phi i32 [ %35, %33 ], [ 0, %28 ]
  %38 = tail call noundef i32 @llvm.smax.i32(i32 %29, i32 %37)
  %39 = add nsw i32 %38, 1
  %40 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %39, ptr %40, align 4, !tbaa !12
  br label %41

41:                                               ; preds = %11, %36, %19, %5
  %42 = phi ptr [ %20, %19 ], [ %0, %36 ], [ %6, %5 ], [ %0, %11 ]
  ret ptr %42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @inorder_sum(ptr noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 {
  %5 = icmp eq ptr %0, null
  br i1 %5, label %31, label %6

6:                                                ; preds = %4, %20
  %7 = phi ptr [ %27, %20 ], [ %0, %4 ]
  %8 = phi i64 [ %29, %20 ], [ 0, %4 ]
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !21
  %11 = tail call fastcc i64 @inorder_sum(ptr noundef %10, ptr noundef %1, ptr noundef %2, ptr noundef %3)
  %12 = load i32, ptr %1, align 4, !tbaa !8
  %13 = icmp eq i32 %12, 0
  %14 = load i32, ptr %7, align 8, !tbaa !18
  br i1 %13, label %20, label %15

15:                                               ; preds = %6
  %16 = load i32, ptr %2, align 4, !tbaa !8
  %17 = icmp sgt i32 %14, %16
  br i1 %17, label %20, label %18

18:                                               ; preds = %15
  store i32 0, ptr %3, align 4, !tbaa !8
  %19 = load i32, ptr %7, align 8, !tbaa !18
  br label %20

20:                                               ; preds = %18, %15, %6
  %21 = phi i32 [ %19, %18 ], [ %14, %15 ], [ %14, %6 ]
  store i32 %21, ptr %2, align 4, !tbaa !8
  %22 = load i32, ptr %1, align 4, !tbaa !8
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %1, align 4, !tbaa !8
  %24 = load i32, ptr %7, align 8, !tbaa !18
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds i8, ptr %7, i64 16
  %27 = load ptr, ptr %26, align 8, !tbaa !22
  %28 = add i64 %11, %8
  %29 = add i64 %28, %25
  %30 = icmp eq ptr %27, null
  br i1 %30, label %31, label %6

31:                                               ; preds = %20, %4
  %32 = phi i64 [ 0, %4 ], [ %29, %20 ]
  ret i64 %32
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define internal fastcc ptr @del(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %60, label %5

5:                                                ; preds = %3
  %6 = load i32, ptr %0, align 8, !tbaa !18
  %7 = icmp sgt i32 %6, %1
  br i1 %7, label %8, label %12

8:                                                ; preds = %5
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load ptr, ptr %9, align 8, !tbaa !21
  %11 = tail call fastcc ptr @del(ptr noundef %10, i32 noundef %1, i32 noundef %2)
  store ptr %11, ptr %9, align 8, !tbaa !21
  br label %36

12:                                               ; preds = %5
  %13 = icmp slt i32 %6, %1
  br i1 %13, label %14, label %18

14:                                               ; preds = %12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !22
  %17 = tail call fastcc ptr @del(ptr noundef %16, i32 noundef %1, i32 noundef %2)
  store ptr %17, ptr %15, align 8, !tbaa !22
  br label %36

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load ptr, ptr %19, align 8, !tbaa !21
  %21 = icmp eq ptr %20, null
  %22 = getelementptr inbounds i8, ptr %0, i64 16
  %23 = load ptr, ptr %22, align 8, !tbaa !22
  br i1 %21, label %26, label %24

24:                                               ; preds = %18
  %25 = icmp eq ptr %23, null
  br i1 %25, label %26, label %28

26:                                               ; preds = %18, %24
  %27 = phi ptr [ %20, %24 ], [ %23, %18 ]
  tail call void @free(ptr noundef nonnull %0) #10
  br label %60

28:                                               ; preds = %24, %28
  %29 = phi ptr [ %31, %28 ], [ %23, %24 ]
  %30 = getelementptr inbounds i8, ptr %29, i64 8
  %31 = load ptr, ptr %30, align 8, !tbaa !21
  %32 = icmp eq ptr %31, null
  br i1 %32, label %33, label %28, !llvm.loop !25

33:                                               ; preds = %28
  %34 = load i32, ptr %29, align 8, !tbaa !18
  store i32 %34, ptr %0, align 8, !tbaa !18
  %35 = tail call fastcc ptr @del(ptr noundef nonnull %23, i32 noundef %34, i32 noundef %2)
  store ptr %35, ptr %22, align 8, !tbaa !22
  br label %36

36:                                               ; preds = %14, %33, %8
  %37 = icmp eq i32 %2, 0
  br i1 %37, label %40, label %38

38:                                               ; preds = %36
  %39 = tail call fastcc ptr @bal(ptr noundef nonnull %0)
  br label %60

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %0, i64 8
  %42 = load ptr, ptr %41, align 8, !tbaa !21
  %43 = icmp eq ptr %42, null
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  %45 = getelementptr inbounds i8, ptr %42, i64 4
  %46 = load i32, ptr %45, align 4, !tbaa !12
  br label %47

47:                                               ; preds = %44, %40
  %48 = phi i32 [ %46, %44 ], [ 0, %40 ]
  %49 = getelementptr inbounds i8, ptr %0, i64 16
  %50 = load ptr, ptr %49, align 8, !tbaa !22
  %51 = icmp eq ptr %50, null
  br i1 %51, label %55, label %52

52:                                               ; preds = %47
  %53 = getelementptr inbounds i8, ptr %50, i64 4
  %54 = load i32, ptr %53, align 4, !tbaa !12
  br label %55

55:                                               ; preds = %47, %52
  %56 = phi i32 [ %54, %52 ], [ 0, %47 ]
  %57 = tail call noundef i32 @llvm.smax.i32(i32 %48, i32 %56)
  %58 = add nsw i32 %57, 1
  %59 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %58, ptr %59, align 4, !tbaa !12
  br label %60

60:                                               ; preds = %3, %55, %38, %26
  %61 = phi ptr [ %39, %38 ], [ %0, %55 ], [ %27, %26 ], [ null, %3 ]
  ret ptr %61
}

; Function Attrs: nounwind uwtable
define internal fastcc void @freet(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load ptr, ptr %5, align 8, !tbaa !21
  tail call fastcc void @freet(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load ptr, ptr %7, align 8, !tbaa !22
  tail call fastcc void @freet(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #10
  br label %3
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc ptr @bal(ptr noundef %0) unnamed_addr #6 {
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  %3 = load ptr, ptr %2, align 8, !tbaa !21
  %4 = icmp eq ptr %3, null
  br i1 %4, label %8, label %5

5:                                                ; preds = %1
  %6 = getelementptr inbounds i8, ptr %3, i64 4
  %7 = load i32, ptr %6, align 4, !tbaa !12
  br label %8

8:                                                ; preds = %5, %1
  %9 = phi i32 [ %7, %5 ], [ 0, %1 ]
  %10 = getelementptr inbounds i8, ptr %0, i64 16
  %11 = load ptr, ptr %10, align 8, !tbaa !22
  %12 = icmp eq ptr %11, null
  br i1 %12, label %16, label %13

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %11, i64 4
  %15 = load i32, ptr %14, align 4, !tbaa !12
  br label %16

16:                                               ; preds = %8, %13
  %17 = phi i32 [ %15, %13 ], [ 0, %8 ]
  %18 = tail call noundef i32 @llvm.smax.i32(i32 %9, i32 %17)
  %19 = add nsw i32 %18, 1
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 %19, ptr %20, align 4, !tbaa !12
  br i1 %4, label %24, label %21

21:                                               ; preds = %16
  %22 = getelementptr inbounds i8, ptr %3, i64 4
  %23 = load i32, ptr %22, align 4, !tbaa !12
  br label %24

24:                                               ; preds = %16, %21
  %25 = phi i32 [ %23, %21 ], [ 0, %16 ]
  br i1 %12, label %29, label %26

26:                                               ; preds = %24
  %27 = getelementptr inbounds i8, ptr %11, i64 4
  %28 = load i32, ptr %27, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %24, %26
  %30 = phi i32 [ %28, %26 ], [ 0, %24 ]
  %31 = sub nsw i32 %25, %30
  %32 = icmp sgt i32 %31, 1
  br i1 %32, label %33, label %109

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %3, i64 8
  %35 = load ptr, ptr %34, align 8, !tbaa !21
  %36 = icmp eq ptr %35, null
  br i1 %36, label %40, label %37

37:                                               ; preds = %33
  %38 = getelementptr inbounds i8, ptr %35, i64 4
  %39 = load i32, ptr %38, align 4, !tbaa !12
  br label %40

40:                                               ; preds = %33, %37
  %41 = phi i32 [ %39, %37 ], [ 0, %33 ]
  %42 = getelementptr inbounds i8, ptr %3, i64 16
  %43 = load ptr, ptr %42, align 8, !tbaa !22
  %44 = icmp eq ptr %43, null
  br i1 %44, label %48, label %45

45:                                               ; preds = %40
  %46 = getelementptr inbounds i8, ptr %43, i64 4
  %47 = load i32, ptr %46, align 4, !tbaa !12
  br label %48

48:                                               ; preds = %40, %45
  %49 = phi i32 [ %47, %45 ], [ 0, %40 ]
  %50 = icmp slt i32 %41, %49
  br i1 %50, label %51, label %81

51:                                               ; preds = %48
  %52 = getelementptr inbounds i8, ptr %43, i64 8
  %53 = load ptr, ptr %52, align 8, !tbaa !21
  store ptr %53, ptr %42, align 8, !tbaa !22
  store ptr %3, ptr %52, align 8, !tbaa !21
  %54 = load ptr, ptr %34, align 8, !tbaa !21
  %55 = icmp eq ptr %54, null
  br i1 %55, label %59, label %56

56:                                               ; preds = %51
  %57 = getelementptr inbounds i8, ptr %54, i64 4
  %58 = load i32, ptr %57, align 4, !tbaa !12
  br label %59

59:                                               ; preds = %56, %51
  %60 = phi i32 [ %58, %56 ], [ 0, %51 ]
  %61 = icmp eq ptr %53, null
  br i1 %61, label %65, label %62

62:                                               ; preds = %59
  %63 = getelementptr inbounds i8, ptr %53, i64 4
  %64 = load i32, ptr %63, align 4, !tbaa !12
  br label %65

65:                                               ; preds = %62, %59
  %66 = phi i32 [ %64, %62 ], [ 0, %59 ]
  %67 = tail call noundef i32 @llvm.smax.i32(i32 %60, i32 %66)
  %68 = add nsw i32 %67, 1
  %69 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 %68, ptr %69, align 4, !tbaa !12
  %70 = getelementptr inbounds i8, ptr %43, i64 16
  %71 = load ptr, ptr %70, align 8, !tbaa !22
  %72 = icmp eq ptr %71, null
  br i1 %72, label %76, label %73

73:                                               ; preds = %65
  %74 = getelementptr inbounds i8, ptr %71, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !12
  br label %76

76:                                               ; preds = %65, %73
  %77 = phi i32 [ %75, %73 ], [ 0, %65 ]
  %78 = tail call noundef i32 @llvm.smax.i32(i32 %68, i32 %77)
  %79 = add nsw i32 %78, 1
  %80 = getelementptr inbounds i8, ptr %43, i64 4
  store i32 %79, ptr %80, align 4, !tbaa !12
  br label %81

81:                                               ; preds = %76, %48
  %82 = phi ptr [ %71, %76 ], [ %43, %48 ]
  %83 = phi ptr [ %43, %76 ], [ %3, %48 ]
  %84 = getelementptr inbounds i8, ptr %83, i64 16
  store ptr %82, ptr %2, align 8, !tbaa !21
  store ptr %0, ptr %84, align 8, !tbaa !22
  %85 = icmp eq ptr %82, null
  br i1 %85, label %89, label %86

86:                                               ; preds = %81
  %87 = getelementptr inbounds i8, ptr %82, i64 4
  %88 = load i32, ptr %87, align 4, !tbaa !12
  br label %89

89:                                               ; preds = %86, %81
  %90 = phi i32 [ %88, %86 ], [ 0, %81 ]
  %91 = load ptr, ptr %10, align 8, !tbaa !22
  %92 = icmp eq ptr %91, null
  br i1 %92, label %96, label %93

93:                                               ; preds = %89
  %94 = getelementptr inbounds i8, ptr %91, i64 4
  %95 = load i32, ptr %94, align 4, !tbaa !12
  br label %96

96:                                               ; preds = %93, %89
  %97 = phi i32 [ %95, %93 ], [ 0, %89 ]
  %98 = tail call noundef i32 @llvm.smax.i32(i32 %90, i32 %97)
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %20, align 4, !tbaa !12
  %100 = getelementptr inbounds i8, ptr %83, i64 8
  %101 = load ptr, ptr %100, align 8, !tbaa !21
  %102 = icmp eq ptr %101, null
  br i1 %102, label %106, label %103

103:                                              ; preds = %96
  %104 = getelementptr inbounds i8, ptr %101, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !12
  br label %106

106:                                              ; preds = %96, %103
  %107 = phi i32 [ %105, %103 ], [ 0, %96 ]
  %108 = tail call noundef i32 @llvm.smax.i32(i32 %107, i32 %99)
  br label %187

109:                                              ; preds = %29
  %110 = icmp slt i32 %31, -1
  br i1 %110, label %111, label %192

111:                                              ; preds = %109
  %112 = getelementptr inbounds i8, ptr %11, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !22
  %114 = icmp eq ptr %113, null
  br i1 %114, label %118, label %115

115:                                              ; preds = %111
  %116 = getelementptr inbounds i8, ptr %113, i64 4
  %117 = load i32, ptr %116, align 4, !tbaa !12
  br label %118

118:                                              ; preds = %111, %115
  %119 = phi i32 [ %117, %115 ], [ 0, %111 ]
  %120 = getelementptr inbounds i8, ptr %11, i64 8
  %121 = load ptr, ptr %120, align 8, !tbaa !21
  %122 = icmp eq ptr %121, null
  br i1 %122, label %126, label %123

123:                                              ; preds = %118
  %124 = getelementptr inbounds i8, ptr %121, i64 4
  %125 = load i32, ptr %124, align 4, !tbaa !12
  br label %126

126:                                              ; preds = %118, %123
  %127 = phi i32 [ %125, %123 ], [ 0, %118 ]
  %128 = icmp slt i32 %119, %127
  br i1 %128, label %129, label %159

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %121, i64 16
  %131 = load ptr, ptr %130, align 8, !tbaa !22
  store ptr %131, ptr %120, align 8, !tbaa !21
  store ptr %11, ptr %130, align 8, !tbaa !22
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %129
  %134 = getelementptr inbounds i8, ptr %131, i64 4
  %135 = load i32, ptr %134, align 4, !tbaa !12
  br label %136

136:                                              ; preds = %133, %129
  %137 = phi i32 [ %135, %133 ], [ 0, %129 ]
  %138 = load ptr, ptr %112, align 8, !tbaa !22
  %139 = icmp eq ptr %138, null
  br i1 %139, label %143, label %140

140:                                              ; preds = %136
  %141 = getelementptr inbounds i8, ptr %138, i64 4
  %142 = load i32, ptr %141, align 4, !tbaa !12
  br label %143

143:                                              ; preds = %140, %136
  %144 = phi i32 [ %142, %140 ], [ 0, %136 ]
  %145 = tail call noundef i32 @llvm.smax.i32(i32 %137, i32 %144)
  %146 = add nsw i32 %145, 1
  %147 = getelementptr inbounds i8, ptr %11, i64 4
  store i32 %146, ptr %147, align 4, !tbaa !12
  %148 = getelementptr inbounds i8, ptr %121, i64 8
  %149 = load ptr, ptr %148, align 8, !tbaa !21
  %150 = icmp eq ptr %149, null
  br i1 %150, label %154, label %151

151:                                              ; preds = %143
  %152 = getelementptr inbounds i8, ptr %149, i64 4
  %153 = load i32, ptr %152, align 4, !tbaa !12
  br label %154

154:                                              ; preds = %143, %151
  %155 = phi i32 [ %153, %151 ], [ 0, %143 ]
  %156 = tail call noundef i32 @llvm.smax.i32(i32 %155, i32 %146)
  %157 = add nsw i32 %156, 1
  %158 = getelementptr inbounds i8, ptr %121, i64 4
  store i32 %157, ptr %158, align 4, !tbaa !12
  br label %159

159:                                              ; preds = %154, %126
  %160 = phi ptr [ %149, %154 ], [ %121, %126 ]
  %161 = phi ptr [ %121, %154 ], [ %11, %126 ]
  %162 = getelementptr inbounds i8, ptr %161, i64 8
  store ptr %160, ptr %10, align 8, !tbaa !22
  store ptr %0, ptr %162, align 8, !tbaa !21
  %163 = load ptr, ptr %2, align 8, !tbaa !21
  %164 = icmp eq ptr %163, null
  br i1 %164, label %168, label %165

165:                                              ; preds = %159
  %166 = getelementptr inbounds i8, ptr %163, i64 4
  %167 = load i32, ptr %166, align 4, !tbaa !12
  br label %168

168:                                              ; preds = %165, %159
  %169 = phi i32 [ %167, %165 ], [ 0, %159 ]
  %170 = icmp eq ptr %160, null
  br i1 %170, label %174, label %171

171:                                              ; preds = %168
  %172 = getelementptr inbounds i8, ptr %160, i64 4
  %173 = load i32, ptr %172, align 4, !tbaa !12
  br label %174

174:                                              ; preds = %171, %168
  %175 = phi i32 [ %173, %171 ], [ 0, %168 ]
  %176 = tail call noundef i32 @llvm.smax.i32(i32 %169, i32 %175)
  %177 = add nsw i32 %176, 1
  store i32 %177, ptr %20, align 4, !tbaa !12
  %178 = getelementptr inbounds i8, ptr %161, i64 16
  %179 = load ptr, ptr %178, align 8, !tbaa !22
  %180 = icmp eq ptr %179, null
  br i1 %180, label %184, label %181

181:                                              ; preds = %174
  %182 = getelementptr inbounds i8, ptr %179, i64 4
  %183 = load i32, ptr %182, align 4, !tbaa !12
  br label %184

184:                                              ; preds = %174, %181
  %185 = phi i32 [ %183, %181 ], [ 0, %174 ]
  %186 = tail call noundef i32 @llvm.smax.i32(i32 %177, i32 %185)
  br label %187

187:                                              ; preds = %106, %184
  %188 = phi i32 [ %186, %184 ], [ %108, %106 ]
  %189 = phi ptr [ %161, %184 ], [ %83, %106 ]
  %190 = add nsw i32 %188, 1
  %191 = getelementptr inbounds i8, ptr %189, i64 4
  store i32 %190, ptr %191, align 4, !tbaa !12
  br label %192

192:                                              ; preds = %187, %109
  %193 = phi ptr [ %0, %109 ], [ %189, %187 ]
  ret ptr %193
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"int", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = !{!13, !9, i64 4}
!13 = !{!"T", !9, i64 0, !9, i64 4, !14, i64 8, !14, i64 16}
!14 = !{!"any pointer", !10, i64 0}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = !{!14, !14, i64 0}
!18 = !{!13, !9, i64 0}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = !{!13, !14, i64 8}
!22 = !{!13, !14, i64 16}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
