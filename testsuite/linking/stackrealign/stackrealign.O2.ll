; ModuleID = 'stackrealign.c'
source_filename = "stackrealign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-pc-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"alloca %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"pages %ld %ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i64 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 4
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i64 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483644
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <2 x i64> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <2 x i64> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i64, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x i64>, ptr %16, align 8, !tbaa !6
  %19 = load <2 x i64>, ptr %17, align 8, !tbaa !6
  %20 = add <2 x i64> %18, %14
  %21 = add <2 x i64> %19, %15
  %22 = add nuw i64 %13, 4
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !10

24:                                               ; preds = %12
  %25 = add <2 x i64> %21, %20
  %26 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i64 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  ret i64 %29

30:                                               ; preds = %7, %30
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ]
  %32 = phi i64 [ %35, %30 ], [ %9, %7 ]
  %33 = getelementptr inbounds i64, ptr %0, i64 %31
  %34 = load i64, ptr %33, align 8, !tbaa !6
  %35 = add nsw i64 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @aligned(ptr noundef %0, i64 noundef %1) local_unnamed_addr #2 {
  %3 = ptrtoint ptr %0 to i64
  %4 = add i64 %1, -1
  %5 = and i64 %4, %3
  %6 = icmp eq i64 %5, 0
  %7 = zext i1 %6 to i32
  ret i32 %7
}

; Function Attrs: nofree noinline norecurse nosync nounwind uwtable
define dso_local i64 @vla_loop(i32 noundef %0, i64 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [4 x i64], align 32
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #12
  store i64 %1, ptr %3, align 32, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %3, i64 8
  %5 = add nsw i64 %1, 1
  store i64 %5, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %3, i64 16
  %7 = add nsw i64 %1, 2
  store i64 %7, ptr %6, align 16, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  %9 = add nsw i64 %1, 3
  store i64 %9, ptr %8, align 8, !tbaa !6
  %10 = icmp slt i32 %0, 1
  br i1 %10, label %16, label %11

11:                                               ; preds = %2
  %12 = add nuw i32 %0, 1
  %13 = zext i32 %12 to i64
  %14 = insertelement <2 x i64> poison, i64 %1, i64 0
  %15 = shufflevector <2 x i64> %14, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %20

16:                                               ; preds = %49, %2
  %17 = phi i64 [ 0, %2 ], [ %58, %49 ]
  %18 = call i64 @sum(ptr noundef nonnull %3, i32 noundef 4)
  %19 = add nsw i64 %18, %17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #12
  ret i64 %19

20:                                               ; preds = %11, %49
  %21 = phi i64 [ 1, %11 ], [ %59, %49 ]
  %22 = phi i64 [ 3, %11 ], [ %60, %49 ]
  %23 = phi i64 [ 0, %11 ], [ %58, %49 ]
  %24 = mul nuw nsw i64 %21, 3
  %25 = call ptr @llvm.stacksave.p0()
  %26 = alloca i64, i64 %24, align 16
  %27 = icmp ult i64 %22, 4
  br i1 %27, label %28, label %30

28:                                               ; preds = %47, %20
  %29 = phi i64 [ 0, %20 ], [ %31, %47 ]
  br label %62

30:                                               ; preds = %20
  %31 = and i64 %22, 9223372036854775804
  %32 = insertelement <2 x i64> poison, i64 %21, i64 0
  %33 = shufflevector <2 x i64> %32, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %34

34:                                               ; preds = %34, %30
  %35 = phi i64 [ 0, %30 ], [ %44, %34 ]
  %36 = phi <2 x i64> [ <i64 0, i64 1>, %30 ], [ %45, %34 ]
  %37 = add <2 x i64> %36, <i64 2, i64 2>
  %38 = mul nsw <2 x i64> %36, %15
  %39 = mul nsw <2 x i64> %37, %15
  %40 = add nsw <2 x i64> %38, %33
  %41 = add nsw <2 x i64> %39, %33
  %42 = getelementptr inbounds i64, ptr %26, i64 %35
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  store <2 x i64> %40, ptr %42, align 16, !tbaa !6
  store <2 x i64> %41, ptr %43, align 16, !tbaa !6
  %44 = add nuw i64 %35, 4
  %45 = add <2 x i64> %36, <i64 4, i64 4>
  %46 = icmp eq i64 %44, %31
  br i1 %46, label %47, label %34, !llvm.loop !15

47:                                               ; preds = %34
  %48 = icmp eq i64 %22, %31
  br i1 %48, label %49, label %28

49:                                               ; preds = %62, %47
  %50 = trunc nuw nsw i64 %24 to i32
  %51 = call i64 @sum(ptr noundef nonnull %26, i32 noundef %50)
  %52 = call i32 @aligned(ptr noundef nonnull %26, i64 noundef 16)
  %53 = zext nneg i32 %52 to i64
  %54 = call i32 @aligned(ptr noundef nonnull %3, i64 noundef 32)
  %55 = zext nneg i32 %54 to i64
  %56 = add i64 %51, %23
  %57 = add i64 %56, %53
  %58 = add i64 %57, %55
  call void @llvm.stackrestore.p0(ptr %25)
  %59 = add nuw nsw i64 %21, 1
  %60 = add nuw nsw i64 %22, 3
  %61 = icmp eq i64 %59, %13
  br i1 %61, label %16, label %20, !llvm.loop !16

62:                                               ; preds = %28, %62
  %63 = phi i64 [ %67, %62 ], [ %29, %28 ]
  %64 = mul nsw i64 %63, %1
  %65 = add nsw i64 %64, %21
  %66 = getelementptr inbounds i64, ptr %26, i64 %63
  store i64 %65, ptr %66, align 8, !tbaa !6
  %67 = add nuw nsw i64 %63, 1
  %68 = icmp eq i64 %67, %22
  br i1 %68, label %49, label %62, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i64 @with_alloca(i32 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7) local_unnamed_addr #5 {
  %9 = sext i32 %0 to i64
  %10 = shl nsw i64 %9, 3
  %11 = alloca i8, i64 %10, align 16
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %13, label %39

13:                                               ; preds = %8
  %14 = zext nneg i32 %0 to i64
  %15 = icmp ult i32 %0, 4
  br i1 %15, label %16, label %18

16:                                               ; preds = %37, %13
  %17 = phi i64 [ 0, %13 ], [ %19, %37 ]
  br label %52

18:                                               ; preds = %13
  %19 = and i64 %14, 2147483644
  %20 = insertelement <2 x i64> poison, i64 %1, i64 0
  %21 = shufflevector <2 x i64> %20, <2 x i64> poison, <2 x i32> zeroinitializer
  %22 = insertelement <2 x i64> poison, i64 %2, i64 0
  %23 = shufflevector <2 x i64> %22, <2 x i64> poison, <2 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %34, %24 ]
  %26 = phi <2 x i64> [ <i64 0, i64 1>, %18 ], [ %35, %24 ]
  %27 = add <2 x i64> %26, <i64 2, i64 2>
  %28 = mul nsw <2 x i64> %26, %21
  %29 = mul nsw <2 x i64> %27, %21
  %30 = add nsw <2 x i64> %28, %23
  %31 = add nsw <2 x i64> %29, %23
  %32 = getelementptr inbounds i64, ptr %11, i64 %25
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  store <2 x i64> %30, ptr %32, align 16, !tbaa !6
  store <2 x i64> %31, ptr %33, align 16, !tbaa !6
  %34 = add nuw i64 %25, 4
  %35 = add <2 x i64> %26, <i64 4, i64 4>
  %36 = icmp eq i64 %34, %19
  br i1 %36, label %37, label %24, !llvm.loop !18

37:                                               ; preds = %24
  %38 = icmp eq i64 %19, %14
  br i1 %38, label %39, label %16

39:                                               ; preds = %52, %37, %8
  %40 = call i64 @sum(ptr noundef nonnull %11, i32 noundef %0)
  %41 = add i32 %0, 7
  %42 = sext i32 %41 to i64
  %43 = alloca i8, i64 %42, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %43, i8 3, i64 %42, i1 false)
  %44 = icmp sgt i32 %0, -7
  br i1 %44, label %45, label %75

45:                                               ; preds = %39
  %46 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = and i64 %47, 7
  %49 = icmp slt i32 %41, 8
  br i1 %49, label %59, label %50

50:                                               ; preds = %45
  %51 = and i64 %47, 2147483640
  br label %86

52:                                               ; preds = %16, %52
  %53 = phi i64 [ %57, %52 ], [ %17, %16 ]
  %54 = mul nsw i64 %53, %1
  %55 = add nsw i64 %54, %2
  %56 = getelementptr inbounds i64, ptr %11, i64 %53
  store i64 %55, ptr %56, align 8, !tbaa !6
  %57 = add nuw nsw i64 %53, 1
  %58 = icmp eq i64 %57, %14
  br i1 %58, label %39, label %52, !llvm.loop !19

59:                                               ; preds = %86, %45
  %60 = phi i64 [ poison, %45 ], [ %128, %86 ]
  %61 = phi i64 [ 0, %45 ], [ %129, %86 ]
  %62 = phi i64 [ 0, %45 ], [ %128, %86 ]
  %63 = icmp eq i64 %48, 0
  br i1 %63, label %75, label %64

64:                                               ; preds = %59, %64
  %65 = phi i64 [ %72, %64 ], [ %61, %59 ]
  %66 = phi i64 [ %71, %64 ], [ %62, %59 ]
  %67 = phi i64 [ %73, %64 ], [ 0, %59 ]
  %68 = getelementptr inbounds i8, ptr %43, i64 %65
  %69 = load i8, ptr %68, align 1, !tbaa !20
  %70 = sext i8 %69 to i64
  %71 = add nsw i64 %66, %70
  %72 = add nuw nsw i64 %65, 1
  %73 = add i64 %67, 1
  %74 = icmp eq i64 %73, %48
  br i1 %74, label %75, label %64, !llvm.loop !21

75:                                               ; preds = %59, %64, %39
  %76 = phi i64 [ 0, %39 ], [ %60, %59 ], [ %71, %64 ]
  %77 = mul nsw i64 %4, %3
  %78 = mul nsw i64 %6, %5
  %79 = sdiv i32 %0, 2
  %80 = call i64 @sum(ptr noundef nonnull %11, i32 noundef %79)
  %81 = add i64 %78, %77
  %82 = add i64 %81, %7
  %83 = add i64 %82, %40
  %84 = add i64 %83, %76
  %85 = add nsw i64 %84, %80
  ret i64 %85

86:                                               ; preds = %86, %50
  %87 = phi i64 [ 0, %50 ], [ %129, %86 ]
  %88 = phi i64 [ 0, %50 ], [ %128, %86 ]
  %89 = phi i64 [ 0, %50 ], [ %130, %86 ]
  %90 = getelementptr inbounds i8, ptr %43, i64 %87
  %91 = load i8, ptr %90, align 8, !tbaa !20
  %92 = sext i8 %91 to i64
  %93 = add nsw i64 %88, %92
  %94 = or disjoint i64 %87, 1
  %95 = getelementptr inbounds i8, ptr %43, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !20
  %97 = sext i8 %96 to i64
  %98 = add nsw i64 %93, %97
  %99 = or disjoint i64 %87, 2
  %100 = getelementptr inbounds i8, ptr %43, i64 %99
  %101 = load i8, ptr %100, align 2, !tbaa !20
  %102 = sext i8 %101 to i64
  %103 = add nsw i64 %98, %102
  %104 = or disjoint i64 %87, 3
  %105 = getelementptr inbounds i8, ptr %43, i64 %104
  %106 = load i8, ptr %105, align 1, !tbaa !20
  %107 = sext i8 %106 to i64
  %108 = add nsw i64 %103, %107
  %109 = or disjoint i64 %87, 4
  %110 = getelementptr inbounds i8, ptr %43, i64 %109
  %111 = load i8, ptr %110, align 4, !tbaa !20
  %112 = sext i8 %111 to i64
  %113 = add nsw i64 %108, %112
  %114 = or disjoint i64 %87, 5
  %115 = getelementptr inbounds i8, ptr %43, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !20
  %117 = sext i8 %116 to i64
  %118 = add nsw i64 %113, %117
  %119 = or disjoint i64 %87, 6
  %120 = getelementptr inbounds i8, ptr %43, i64 %119
  %121 = load i8, ptr %120, align 2, !tbaa !20
  %122 = sext i8 %121 to i64
  %123 = add nsw i64 %118, %122
  %124 = or disjoint i64 %87, 7
  %125 = getelementptr inbounds i8, ptr %43, i64 %124
  %126 = load i8, ptr %125, align 1, !tbaa !20
  %127 = sext i8 %126 to i64
  %128 = add nsw i64 %123, %127
  %129 = add nuw nsw i64 %87, 8
  %130 = add i64 %89, 8
  %131 = icmp eq i64 %130, %51
  br i1 %131, label %59, label %86, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define dso_local i64 @pages(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %3) #12
  %4 = icmp sgt i32 %0, 0
  br i1 %4, label %5, label %60

5:                                                ; preds = %2
  %6 = add nsw i32 %0, -1
  %7 = and i32 %0, 1
  %8 = icmp eq i32 %6, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %5
  %10 = and i32 %0, 2147483646
  br label %27

11:                                               ; preds = %27, %5
  %12 = phi i32 [ 0, %5 ], [ %43, %27 ]
  %13 = icmp eq i32 %7, 0
  br i1 %13, label %21, label %14

14:                                               ; preds = %11
  %15 = add nsw i32 %12, %1
  %16 = trunc i32 %15 to i8
  %17 = mul nuw nsw i32 %12, 97
  %18 = urem i32 %17, 20000
  %19 = zext nneg i32 %18 to i64
  %20 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %19
  store volatile i8 %16, ptr %20, align 1, !tbaa !20
  br label %21

21:                                               ; preds = %11, %14
  br i1 %4, label %22, label %60

22:                                               ; preds = %21
  %23 = and i32 %0, 1
  %24 = icmp eq i32 %6, 0
  br i1 %24, label %50, label %25

25:                                               ; preds = %22
  %26 = and i32 %0, 2147483646
  br label %62

27:                                               ; preds = %27, %9
  %28 = phi i32 [ 0, %9 ], [ %43, %27 ]
  %29 = phi i32 [ 0, %9 ], [ %44, %27 ]
  %30 = add nsw i32 %28, %1
  %31 = trunc i32 %30 to i8
  %32 = mul nuw nsw i32 %28, 97
  %33 = urem i32 %32, 20000
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %34
  store volatile i8 %31, ptr %35, align 2, !tbaa !20
  %36 = or disjoint i32 %28, 1
  %37 = add nsw i32 %36, %1
  %38 = trunc i32 %37 to i8
  %39 = mul nuw nsw i32 %36, 97
  %40 = urem i32 %39, 20000
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %41
  store volatile i8 %38, ptr %42, align 1, !tbaa !20
  %43 = add nuw nsw i32 %28, 2
  %44 = add i32 %29, 2
  %45 = icmp eq i32 %44, %10
  br i1 %45, label %11, label %27, !llvm.loop !24

46:                                               ; preds = %62
  %47 = mul nuw nsw i32 %81, 97
  %48 = urem i32 %47, 20000
  %49 = zext nneg i32 %48 to i64
  br label %50

50:                                               ; preds = %46, %22
  %51 = phi i64 [ poison, %22 ], [ %80, %46 ]
  %52 = phi i64 [ 0, %22 ], [ %49, %46 ]
  %53 = phi i64 [ 0, %22 ], [ %80, %46 ]
  %54 = icmp eq i32 %23, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %50
  %56 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %52
  %57 = load volatile i8, ptr %56, align 1, !tbaa !20
  %58 = sext i8 %57 to i64
  %59 = add nsw i64 %53, %58
  br label %60

60:                                               ; preds = %55, %50, %2, %21
  %61 = phi i64 [ 0, %21 ], [ 0, %2 ], [ %51, %50 ], [ %59, %55 ]
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %3) #12
  ret i64 %61

62:                                               ; preds = %62, %25
  %63 = phi i32 [ 0, %25 ], [ %81, %62 ]
  %64 = phi i64 [ 0, %25 ], [ %80, %62 ]
  %65 = phi i32 [ 0, %25 ], [ %82, %62 ]
  %66 = mul nuw nsw i32 %63, 97
  %67 = urem i32 %66, 20000
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %68
  %70 = load volatile i8, ptr %69, align 2, !tbaa !20
  %71 = sext i8 %70 to i64
  %72 = add nsw i64 %64, %71
  %73 = mul nuw i32 %63, 97
  %74 = add nuw i32 %73, 97
  %75 = urem i32 %74, 20000
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %76
  %78 = load volatile i8, ptr %77, align 1, !tbaa !20
  %79 = sext i8 %78 to i64
  %80 = add nsw i64 %72, %79
  %81 = add nuw nsw i32 %63, 2
  %82 = add i32 %65, 2
  %83 = icmp eq i32 %82, %26
  br i1 %83, label %46, label %62, !llvm.loop !25
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i64 @many_pages(i32 noundef %0) local_unnamed_addr #8 {
  %2 = alloca [12000 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 96000, ptr nonnull %2) #12
  %3 = zext i32 %0 to i64
  %4 = tail call ptr @llvm.stacksave.p0()
  %5 = alloca i64, i64 %3, align 16
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %23

7:                                                ; preds = %1
  %8 = and i64 %3, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = and i64 %3, 2147483646
  br label %33

12:                                               ; preds = %33, %7
  %13 = phi i64 [ 0, %7 ], [ %51, %33 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %23, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds i64, ptr %5, i64 %13
  store i64 %13, ptr %16, align 8, !tbaa !6
  %17 = shl nuw nsw i64 %13, 1
  %18 = trunc i64 %13 to i32
  %19 = mul i32 %18, 31
  %20 = urem i32 %19, 12000
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %21
  store volatile i64 %17, ptr %22, align 8, !tbaa !6
  br label %23

23:                                               ; preds = %15, %12, %1
  %24 = call i64 @sum(ptr noundef nonnull %5, i32 noundef %0)
  %25 = call i32 @aligned(ptr noundef nonnull %5, i64 noundef 16)
  %26 = zext nneg i32 %25 to i64
  %27 = add nsw i64 %24, %26
  br i1 %6, label %28, label %67

28:                                               ; preds = %23
  %29 = and i32 %0, 1
  %30 = icmp eq i32 %0, 1
  br i1 %30, label %58, label %31

31:                                               ; preds = %28
  %32 = and i32 %0, 2147483646
  br label %69

33:                                               ; preds = %33, %10
  %34 = phi i64 [ 0, %10 ], [ %51, %33 ]
  %35 = phi i64 [ 0, %10 ], [ %52, %33 ]
  %36 = getelementptr inbounds i64, ptr %5, i64 %34
  store i64 %34, ptr %36, align 16, !tbaa !6
  %37 = shl nuw nsw i64 %34, 1
  %38 = trunc i64 %34 to i32
  %39 = mul i32 %38, 31
  %40 = urem i32 %39, 12000
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %41
  store volatile i64 %37, ptr %42, align 16, !tbaa !6
  %43 = or disjoint i64 %34, 1
  %44 = getelementptr inbounds i64, ptr %5, i64 %43
  store i64 %43, ptr %44, align 8, !tbaa !6
  %45 = shl nuw nsw i64 %43, 1
  %46 = trunc i64 %43 to i32
  %47 = mul i32 %46, 31
  %48 = urem i32 %47, 12000
  %49 = zext nneg i32 %48 to i64
  %50 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %49
  store volatile i64 %45, ptr %50, align 8, !tbaa !6
  %51 = add nuw nsw i64 %34, 2
  %52 = add i64 %35, 2
  %53 = icmp eq i64 %52, %11
  br i1 %53, label %12, label %33, !llvm.loop !26

54:                                               ; preds = %69
  %55 = mul nuw nsw i32 %86, 31
  %56 = urem i32 %55, 12000
  %57 = zext nneg i32 %56 to i64
  br label %58

58:                                               ; preds = %54, %28
  %59 = phi i64 [ poison, %28 ], [ %85, %54 ]
  %60 = phi i64 [ 0, %28 ], [ %57, %54 ]
  %61 = phi i64 [ %27, %28 ], [ %85, %54 ]
  %62 = icmp eq i32 %29, 0
  br i1 %62, label %67, label %63

63:                                               ; preds = %58
  %64 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %60
  %65 = load volatile i64, ptr %64, align 8, !tbaa !6
  %66 = add nsw i64 %65, %61
  br label %67

67:                                               ; preds = %63, %58, %23
  %68 = phi i64 [ %27, %23 ], [ %59, %58 ], [ %66, %63 ]
  call void @llvm.stackrestore.p0(ptr %4)
  call void @llvm.lifetime.end.p0(i64 96000, ptr nonnull %2) #12
  ret i64 %68

69:                                               ; preds = %69, %31
  %70 = phi i32 [ 0, %31 ], [ %86, %69 ]
  %71 = phi i64 [ %27, %31 ], [ %85, %69 ]
  %72 = phi i32 [ 0, %31 ], [ %87, %69 ]
  %73 = mul nuw nsw i32 %70, 31
  %74 = urem i32 %73, 12000
  %75 = zext nneg i32 %74 to i64
  %76 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %75
  %77 = load volatile i64, ptr %76, align 16, !tbaa !6
  %78 = add nsw i64 %77, %71
  %79 = mul nuw i32 %70, 31
  %80 = add nuw i32 %79, 31
  %81 = urem i32 %80, 12000
  %82 = zext nneg i32 %81 to i64
  %83 = getelementptr inbounds [12000 x i64], ptr %2, i64 0, i64 %82
  %84 = load volatile i64, ptr %83, align 8, !tbaa !6
  %85 = add nsw i64 %84, %78
  %86 = add nuw nsw i32 %70, 2
  %87 = add i32 %72, 2
  %88 = icmp eq i32 %87, %32
  br i1 %88, label %54, label %69, !llvm.loop !27
}

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = tail call i64 @vla_loop(i32 noundef 6, i64 noundef 5)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %1)
  %3 = tail call i64 @with_alloca(i32 noundef 11, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %3)
  %5 = tail call i64 @pages(i32 noundef 300, i32 noundef 1)
  %6 = tail call i64 @many_pages(i32 noundef 5000)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %5, i64 noundef %6)
  ret i32 0
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #11

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #11

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "probe-stack"="inline-asm" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 4, !"probe-stack", !"inline-asm"}
!2 = !{i32 8, !"PIC Level", i32 2}
!3 = !{i32 7, !"PIE Level", i32 2}
!4 = !{i32 7, !"uwtable", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = distinct !{!15, !11, !12, !13}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11, !13, !12}
!18 = distinct !{!18, !11, !12, !13}
!19 = distinct !{!19, !11, !13, !12}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
