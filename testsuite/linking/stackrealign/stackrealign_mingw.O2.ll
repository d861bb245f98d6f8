; ModuleID = 'stackrealign.c'
source_filename = "stackrealign.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [9 x i8] c"vla %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"alloca %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"pages %ld %ld\0A\00", align 1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @sum(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %28

4:                                                ; preds = %2
  %5 = zext nneg i32 %1 to i64
  %6 = icmp ult i32 %1, 8
  br i1 %6, label %7, label %10

7:                                                ; preds = %24, %4
  %8 = phi i64 [ 0, %4 ], [ %11, %24 ]
  %9 = phi i32 [ 0, %4 ], [ %26, %24 ]
  br label %30

10:                                               ; preds = %4
  %11 = and i64 %5, 2147483640
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %22, %12 ]
  %14 = phi <4 x i32> [ zeroinitializer, %10 ], [ %20, %12 ]
  %15 = phi <4 x i32> [ zeroinitializer, %10 ], [ %21, %12 ]
  %16 = getelementptr inbounds i32, ptr %0, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <4 x i32>, ptr %16, align 4, !tbaa !5
  %19 = load <4 x i32>, ptr %17, align 4, !tbaa !5
  %20 = add <4 x i32> %18, %14
  %21 = add <4 x i32> %19, %15
  %22 = add nuw i64 %13, 8
  %23 = icmp eq i64 %22, %11
  br i1 %23, label %24, label %12, !llvm.loop !9

24:                                               ; preds = %12
  %25 = add <4 x i32> %21, %20
  %26 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %25)
  %27 = icmp eq i64 %11, %5
  br i1 %27, label %28, label %7

28:                                               ; preds = %30, %24, %2
  %29 = phi i32 [ 0, %2 ], [ %26, %24 ], [ %35, %30 ]
  ret i32 %29

30:                                               ; preds = %7, %30
  %31 = phi i64 [ %36, %30 ], [ %8, %7 ]
  %32 = phi i32 [ %35, %30 ], [ %9, %7 ]
  %33 = getelementptr inbounds i32, ptr %0, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, %32
  %36 = add nuw nsw i64 %31, 1
  %37 = icmp eq i64 %36, %5
  br i1 %37, label %28, label %30, !llvm.loop !13
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
define dso_local i32 @vla_loop(i32 noundef %0, i32 noundef %1) local_unnamed_addr #3 {
  %3 = alloca [4 x i32], align 32
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #14
  store i32 %1, ptr %3, align 32, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %3, i64 4
  %5 = add nsw i32 %1, 1
  store i32 %5, ptr %4, align 4, !tbaa !5
  %6 = getelementptr inbounds i8, ptr %3, i64 8
  %7 = add nsw i32 %1, 2
  store i32 %7, ptr %6, align 8, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %3, i64 12
  %9 = add nsw i32 %1, 3
  store i32 %9, ptr %8, align 4, !tbaa !5
  %10 = icmp slt i32 %0, 1
  br i1 %10, label %17, label %11

11:                                               ; preds = %2
  %12 = zext i32 %1 to i64
  %13 = add nuw i32 %0, 1
  %14 = zext i32 %13 to i64
  %15 = insertelement <4 x i64> poison, i64 %12, i64 0
  %16 = shufflevector <4 x i64> %15, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %21

17:                                               ; preds = %47, %2
  %18 = phi i32 [ 0, %2 ], [ %54, %47 ]
  %19 = call i32 @sum(ptr noundef nonnull %3, i32 noundef 4)
  %20 = add nsw i32 %19, %18
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #14
  ret i32 %20

21:                                               ; preds = %11, %47
  %22 = phi i64 [ 1, %11 ], [ %55, %47 ]
  %23 = phi i64 [ 3, %11 ], [ %56, %47 ]
  %24 = phi i32 [ 0, %11 ], [ %54, %47 ]
  %25 = mul nuw nsw i64 %22, 3
  %26 = call ptr @llvm.stacksave.p0()
  %27 = alloca i32, i64 %25, align 16
  %28 = icmp ult i64 %23, 4
  br i1 %28, label %29, label %31

29:                                               ; preds = %45, %21
  %30 = phi i64 [ 0, %21 ], [ %32, %45 ]
  br label %58

31:                                               ; preds = %21
  %32 = and i64 %23, 9223372036854775804
  %33 = insertelement <4 x i64> poison, i64 %22, i64 0
  %34 = shufflevector <4 x i64> %33, <4 x i64> poison, <4 x i32> zeroinitializer
  br label %35

35:                                               ; preds = %35, %31
  %36 = phi i64 [ 0, %31 ], [ %42, %35 ]
  %37 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %31 ], [ %43, %35 ]
  %38 = mul <4 x i64> %37, %16
  %39 = add <4 x i64> %38, %34
  %40 = getelementptr inbounds i32, ptr %27, i64 %36
  %41 = trunc <4 x i64> %39 to <4 x i32>
  store <4 x i32> %41, ptr %40, align 16, !tbaa !5
  %42 = add nuw i64 %36, 4
  %43 = add <4 x i64> %37, <i64 4, i64 4, i64 4, i64 4>
  %44 = icmp eq i64 %42, %32
  br i1 %44, label %45, label %35, !llvm.loop !14

45:                                               ; preds = %35
  %46 = icmp eq i64 %23, %32
  br i1 %46, label %47, label %29

47:                                               ; preds = %58, %45
  %48 = trunc nuw nsw i64 %25 to i32
  %49 = call i32 @sum(ptr noundef nonnull %27, i32 noundef %48)
  %50 = call i32 @aligned(ptr noundef nonnull %27, i64 noundef 16)
  %51 = call i32 @aligned(ptr noundef nonnull %3, i64 noundef 32)
  %52 = add i32 %49, %24
  %53 = add i32 %52, %50
  %54 = add i32 %53, %51
  call void @llvm.stackrestore.p0(ptr %26)
  %55 = add nuw nsw i64 %22, 1
  %56 = add nuw nsw i64 %23, 3
  %57 = icmp eq i64 %55, %14
  br i1 %57, label %17, label %21, !llvm.loop !15

58:                                               ; preds = %29, %58
  %59 = phi i64 [ %64, %58 ], [ %30, %29 ]
  %60 = mul i64 %59, %12
  %61 = add i64 %60, %22
  %62 = getelementptr inbounds i32, ptr %27, i64 %59
  %63 = trunc i64 %61 to i32
  store i32 %63, ptr %62, align 4, !tbaa !5
  %64 = add nuw nsw i64 %59, 1
  %65 = icmp eq i64 %64, %23
  br i1 %65, label %47, label %58, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #4

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define dso_local i32 @with_alloca(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #5 {
  %9 = sext i32 %0 to i64
  %10 = shl nsw i64 %9, 2
  %11 = alloca i8, i64 %10, align 16
  %12 = icmp sgt i32 %0, 0
  br i1 %12, label %13, label %39

13:                                               ; preds = %8
  %14 = zext nneg i32 %0 to i64
  %15 = icmp ult i32 %0, 8
  br i1 %15, label %16, label %18

16:                                               ; preds = %37, %13
  %17 = phi i64 [ 0, %13 ], [ %19, %37 ]
  br label %72

18:                                               ; preds = %13
  %19 = and i64 %14, 2147483640
  %20 = insertelement <4 x i32> poison, i32 %1, i64 0
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> zeroinitializer
  %22 = insertelement <4 x i32> poison, i32 %2, i64 0
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %24

24:                                               ; preds = %24, %18
  %25 = phi i64 [ 0, %18 ], [ %34, %24 ]
  %26 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %18 ], [ %35, %24 ]
  %27 = add <4 x i32> %26, <i32 4, i32 4, i32 4, i32 4>
  %28 = getelementptr inbounds i32, ptr %11, i64 %25
  %29 = mul <4 x i32> %26, %21
  %30 = mul <4 x i32> %27, %21
  %31 = add <4 x i32> %29, %23
  %32 = add <4 x i32> %30, %23
  %33 = getelementptr inbounds i8, ptr %28, i64 16
  store <4 x i32> %31, ptr %28, align 16, !tbaa !5
  store <4 x i32> %32, ptr %33, align 16, !tbaa !5
  %34 = add nuw i64 %25, 8
  %35 = add <4 x i32> %26, <i32 8, i32 8, i32 8, i32 8>
  %36 = icmp eq i64 %34, %19
  br i1 %36, label %37, label %24, !llvm.loop !17

37:                                               ; preds = %24
  %38 = icmp eq i64 %19, %14
  br i1 %38, label %39, label %16

39:                                               ; preds = %72, %37, %8
  %40 = call i32 @sum(ptr noundef nonnull %11, i32 noundef %0)
  %41 = add i32 %0, 7
  %42 = sext i32 %41 to i64
  %43 = alloca i8, i64 %42, align 16
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %43, i8 3, i64 %42, i1 false)
  %44 = icmp sgt i32 %0, -7
  br i1 %44, label %45, label %80

45:                                               ; preds = %39
  %46 = tail call i32 @llvm.smax.i32(i32 %41, i32 1)
  %47 = zext nneg i32 %46 to i64
  %48 = icmp slt i32 %41, 8
  br i1 %48, label %49, label %52

49:                                               ; preds = %68, %45
  %50 = phi i64 [ 0, %45 ], [ %53, %68 ]
  %51 = phi i32 [ 0, %45 ], [ %70, %68 ]
  br label %91

52:                                               ; preds = %45
  %53 = and i64 %47, 2147483640
  br label %54

54:                                               ; preds = %54, %52
  %55 = phi i64 [ 0, %52 ], [ %66, %54 ]
  %56 = phi <4 x i32> [ zeroinitializer, %52 ], [ %64, %54 ]
  %57 = phi <4 x i32> [ zeroinitializer, %52 ], [ %65, %54 ]
  %58 = getelementptr inbounds i8, ptr %43, i64 %55
  %59 = getelementptr inbounds i8, ptr %58, i64 4
  %60 = load <4 x i8>, ptr %58, align 8, !tbaa !18
  %61 = load <4 x i8>, ptr %59, align 4, !tbaa !18
  %62 = sext <4 x i8> %60 to <4 x i32>
  %63 = sext <4 x i8> %61 to <4 x i32>
  %64 = add <4 x i32> %56, %62
  %65 = add <4 x i32> %57, %63
  %66 = add nuw i64 %55, 8
  %67 = icmp eq i64 %66, %53
  br i1 %67, label %68, label %54, !llvm.loop !19

68:                                               ; preds = %54
  %69 = add <4 x i32> %65, %64
  %70 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %69)
  %71 = icmp eq i64 %53, %47
  br i1 %71, label %80, label %49

72:                                               ; preds = %16, %72
  %73 = phi i64 [ %78, %72 ], [ %17, %16 ]
  %74 = getelementptr inbounds i32, ptr %11, i64 %73
  %75 = trunc i64 %73 to i32
  %76 = mul i32 %75, %1
  %77 = add i32 %76, %2
  store i32 %77, ptr %74, align 4, !tbaa !5
  %78 = add nuw nsw i64 %73, 1
  %79 = icmp eq i64 %78, %14
  br i1 %79, label %39, label %72, !llvm.loop !20

80:                                               ; preds = %91, %68, %39
  %81 = phi i32 [ 0, %39 ], [ %70, %68 ], [ %97, %91 ]
  %82 = mul nsw i32 %4, %3
  %83 = mul nsw i32 %6, %5
  %84 = sdiv i32 %0, 2
  %85 = call i32 @sum(ptr noundef nonnull %11, i32 noundef %84)
  %86 = add i32 %83, %82
  %87 = add i32 %86, %7
  %88 = add i32 %87, %40
  %89 = add i32 %88, %81
  %90 = add nsw i32 %89, %85
  ret i32 %90

91:                                               ; preds = %49, %91
  %92 = phi i64 [ %98, %91 ], [ %50, %49 ]
  %93 = phi i32 [ %97, %91 ], [ %51, %49 ]
  %94 = getelementptr inbounds i8, ptr %43, i64 %92
  %95 = load i8, ptr %94, align 1, !tbaa !18
  %96 = sext i8 %95 to i32
  %97 = add nsw i32 %93, %96
  %98 = add nuw nsw i64 %92, 1
  %99 = icmp eq i64 %98, %47
  br i1 %99, label %80, label %91, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable
define dso_local i32 @pages(i32 noundef %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = alloca [20000 x i8], align 16
  call void @llvm.lifetime.start.p0(i64 20000, ptr nonnull %3) #14
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
  store volatile i8 %16, ptr %20, align 1, !tbaa !18
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
  store volatile i8 %31, ptr %35, align 2, !tbaa !18
  %36 = or disjoint i32 %28, 1
  %37 = add nsw i32 %36, %1
  %38 = trunc i32 %37 to i8
  %39 = mul nuw nsw i32 %36, 97
  %40 = urem i32 %39, 20000
  %41 = zext nneg i32 %40 to i64
  %42 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %41
  store volatile i8 %38, ptr %42, align 1, !tbaa !18
  %43 = add nuw nsw i32 %28, 2
  %44 = add i32 %29, 2
  %45 = icmp eq i32 %44, %10
  br i1 %45, label %11, label %27, !llvm.loop !22

46:                                               ; preds = %62
  %47 = mul nuw nsw i32 %81, 97
  %48 = urem i32 %47, 20000
  %49 = zext nneg i32 %48 to i64
  br label %50

50:                                               ; preds = %46, %22
  %51 = phi i32 [ poison, %22 ], [ %80, %46 ]
  %52 = phi i64 [ 0, %22 ], [ %49, %46 ]
  %53 = phi i32 [ 0, %22 ], [ %80, %46 ]
  %54 = icmp eq i32 %23, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %50
  %56 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %52
  %57 = load volatile i8, ptr %56, align 1, !tbaa !18
  %58 = sext i8 %57 to i32
  %59 = add nsw i32 %53, %58
  br label %60

60:                                               ; preds = %55, %50, %2, %21
  %61 = phi i32 [ 0, %21 ], [ 0, %2 ], [ %51, %50 ], [ %59, %55 ]
  call void @llvm.lifetime.end.p0(i64 20000, ptr nonnull %3) #14
  ret i32 %61

62:                                               ; preds = %62, %25
  %63 = phi i32 [ 0, %25 ], [ %81, %62 ]
  %64 = phi i32 [ 0, %25 ], [ %80, %62 ]
  %65 = phi i32 [ 0, %25 ], [ %82, %62 ]
  %66 = mul nuw nsw i32 %63, 97
  %67 = urem i32 %66, 20000
  %68 = zext nneg i32 %67 to i64
  %69 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %68
  %70 = load volatile i8, ptr %69, align 2, !tbaa !18
  %71 = sext i8 %70 to i32
  %72 = add nsw i32 %64, %71
  %73 = mul nuw i32 %63, 97
  %74 = add nuw i32 %73, 97
  %75 = urem i32 %74, 20000
  %76 = zext nneg i32 %75 to i64
  %77 = getelementptr inbounds [20000 x i8], ptr %3, i64 0, i64 %76
  %78 = load volatile i8, ptr %77, align 1, !tbaa !18
  %79 = sext i8 %78 to i32
  %80 = add nsw i32 %72, %79
  %81 = add nuw nsw i32 %63, 2
  %82 = add i32 %65, 2
  %83 = icmp eq i32 %82, %26
  br i1 %83, label %46, label %62, !llvm.loop !23
}

; Function Attrs: nofree noinline norecurse nounwind uwtable
define dso_local i32 @many_pages(i32 noundef %0) local_unnamed_addr #8 {
  %2 = alloca [12000 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 48000, ptr nonnull %2) #14
  %3 = zext i32 %0 to i64
  %4 = tail call ptr @llvm.stacksave.p0()
  %5 = alloca i32, i64 %3, align 16
  %6 = icmp sgt i32 %0, 0
  br i1 %6, label %7, label %25

7:                                                ; preds = %1
  %8 = and i64 %3, 1
  %9 = icmp eq i32 %0, 1
  br i1 %9, label %12, label %10

10:                                               ; preds = %7
  %11 = and i64 %3, 2147483646
  br label %34

12:                                               ; preds = %34, %7
  %13 = phi i64 [ 0, %7 ], [ %56, %34 ]
  %14 = icmp eq i64 %8, 0
  br i1 %14, label %25, label %15

15:                                               ; preds = %12
  %16 = getelementptr inbounds i32, ptr %5, i64 %13
  %17 = trunc nuw nsw i64 %13 to i32
  store i32 %17, ptr %16, align 4, !tbaa !5
  %18 = trunc i64 %13 to i32
  %19 = mul i32 %18, 31
  %20 = urem i32 %19, 12000
  %21 = zext nneg i32 %20 to i64
  %22 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %21
  %23 = trunc i64 %13 to i32
  %24 = shl i32 %23, 1
  store volatile i32 %24, ptr %22, align 4, !tbaa !5
  br label %25

25:                                               ; preds = %15, %12, %1
  %26 = call i32 @sum(ptr noundef nonnull %5, i32 noundef %0)
  %27 = call i32 @aligned(ptr noundef nonnull %5, i64 noundef 16)
  %28 = add nsw i32 %27, %26
  br i1 %6, label %29, label %72

29:                                               ; preds = %25
  %30 = and i32 %0, 1
  %31 = icmp eq i32 %0, 1
  br i1 %31, label %63, label %32

32:                                               ; preds = %29
  %33 = and i32 %0, 2147483646
  br label %74

34:                                               ; preds = %34, %10
  %35 = phi i64 [ 0, %10 ], [ %56, %34 ]
  %36 = phi i64 [ 0, %10 ], [ %57, %34 ]
  %37 = getelementptr inbounds i32, ptr %5, i64 %35
  %38 = trunc nuw nsw i64 %35 to i32
  store i32 %38, ptr %37, align 8, !tbaa !5
  %39 = trunc i64 %35 to i32
  %40 = mul i32 %39, 31
  %41 = urem i32 %40, 12000
  %42 = zext nneg i32 %41 to i64
  %43 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %42
  %44 = trunc i64 %35 to i32
  %45 = shl i32 %44, 1
  store volatile i32 %45, ptr %43, align 8, !tbaa !5
  %46 = or disjoint i64 %35, 1
  %47 = getelementptr inbounds i32, ptr %5, i64 %46
  %48 = trunc nuw nsw i64 %46 to i32
  store i32 %48, ptr %47, align 4, !tbaa !5
  %49 = trunc i64 %46 to i32
  %50 = mul i32 %49, 31
  %51 = urem i32 %50, 12000
  %52 = zext nneg i32 %51 to i64
  %53 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %52
  %54 = trunc i64 %46 to i32
  %55 = shl i32 %54, 1
  store volatile i32 %55, ptr %53, align 4, !tbaa !5
  %56 = add nuw nsw i64 %35, 2
  %57 = add i64 %36, 2
  %58 = icmp eq i64 %57, %11
  br i1 %58, label %12, label %34, !llvm.loop !24

59:                                               ; preds = %74
  %60 = mul nuw nsw i32 %91, 31
  %61 = urem i32 %60, 12000
  %62 = zext nneg i32 %61 to i64
  br label %63

63:                                               ; preds = %59, %29
  %64 = phi i32 [ poison, %29 ], [ %90, %59 ]
  %65 = phi i64 [ 0, %29 ], [ %62, %59 ]
  %66 = phi i32 [ %28, %29 ], [ %90, %59 ]
  %67 = icmp eq i32 %30, 0
  br i1 %67, label %72, label %68

68:                                               ; preds = %63
  %69 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %65
  %70 = load volatile i32, ptr %69, align 4, !tbaa !5
  %71 = add nsw i32 %70, %66
  br label %72

72:                                               ; preds = %68, %63, %25
  %73 = phi i32 [ %28, %25 ], [ %64, %63 ], [ %71, %68 ]
  call void @llvm.stackrestore.p0(ptr %4)
  call void @llvm.lifetime.end.p0(i64 48000, ptr nonnull %2) #14
  ret i32 %73

74:                                               ; preds = %74, %32
  %75 = phi i32 [ 0, %32 ], [ %91, %74 ]
  %76 = phi i32 [ %28, %32 ], [ %90, %74 ]
  %77 = phi i32 [ 0, %32 ], [ %92, %74 ]
  %78 = mul nuw nsw i32 %75, 31
  %79 = urem i32 %78, 12000
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %80
  %82 = load volatile i32, ptr %81, align 8, !tbaa !5
  %83 = add nsw i32 %82, %76
  %84 = mul nuw i32 %75, 31
  %85 = add nuw i32 %84, 31
  %86 = urem i32 %85, 12000
  %87 = zext nneg i32 %86 to i64
  %88 = getelementptr inbounds [12000 x i32], ptr %2, i64 0, i64 %87
  %89 = load volatile i32, ptr %88, align 4, !tbaa !5
  %90 = add nsw i32 %89, %83
  %91 = add nuw nsw i32 %75, 2
  %92 = add i32 %77, 2
  %93 = icmp eq i32 %92, %33
  br i1 %93, label %59, label %74, !llvm.loop !25
}

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #9 {
  %1 = tail call i32 @vla_loop(i32 noundef 6, i32 noundef 5)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str, i32 noundef %1)
  %2 = tail call i32 @with_alloca(i32 noundef 11, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.1, i32 noundef %2)
  %3 = tail call i32 @pages(i32 noundef 300, i32 noundef 1)
  %4 = tail call i32 @many_pages(i32 noundef 5000)
  tail call void (ptr, ...) @printf(ptr noundef dereferenceable(1) @.str.2, i32 noundef %3, i32 noundef %4)
  ret i32 0
}

; Function Attrs: inlinehint nounwind uwtable
define internal void @printf(ptr noundef nonnull %0, ...) unnamed_addr #10 {
  %2 = alloca ptr, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #14
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = call ptr @__acrt_iob_func(i32 noundef 1) #14
  %4 = load ptr, ptr %2, align 8, !tbaa !26
  %5 = call i32 @__mingw_vfprintf(ptr noundef %3, ptr noundef nonnull %0, ptr noundef %4) #14
  call void @llvm.va_end.p0(ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #14
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #11

declare dllimport ptr @__acrt_iob_func(i32 noundef) local_unnamed_addr #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #13

attributes #0 = { nofree noinline norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree noinline norecurse nounwind memory(inaccessiblemem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree noinline norecurse nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { inlinehint nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "stackrealign" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10, !11, !12}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10, !12, !11}
!17 = distinct !{!17, !10, !11, !12}
!18 = !{!7, !7, i64 0}
!19 = distinct !{!19, !10, !11, !12}
!20 = distinct !{!20, !10, !12, !11}
!21 = distinct !{!21, !10, !12, !11}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = !{!27, !27, i64 0}
!27 = !{!"any pointer", !7, i64 0}
