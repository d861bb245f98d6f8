; ModuleID = 'src/zlib/inflate.c'
source_filename = "src/zlib/inflate.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@inflate.order = internal unnamed_addr constant [19 x i16] [i16 16, i16 17, i16 18, i16 0, i16 8, i16 7, i16 9, i16 6, i16 10, i16 5, i16 11, i16 4, i16 12, i16 3, i16 13, i16 2, i16 14, i16 1, i16 15], align 2
@.str.1 = private unnamed_addr constant [23 x i8] c"incorrect header check\00", align 1
@.str.2 = private unnamed_addr constant [27 x i8] c"unknown compression method\00", align 1
@.str.3 = private unnamed_addr constant [20 x i8] c"invalid window size\00", align 1
@.str.4 = private unnamed_addr constant [25 x i8] c"unknown header flags set\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"header crc mismatch\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"invalid block type\00", align 1
@.str.7 = private unnamed_addr constant [29 x i8] c"invalid stored block lengths\00", align 1
@.str.8 = private unnamed_addr constant [36 x i8] c"too many length or distance symbols\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"invalid code lengths set\00", align 1
@.str.10 = private unnamed_addr constant [26 x i8] c"invalid bit length repeat\00", align 1
@.str.11 = private unnamed_addr constant [37 x i8] c"invalid code -- missing end-of-block\00", align 1
@.str.12 = private unnamed_addr constant [28 x i8] c"invalid literal/lengths set\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"invalid distances set\00", align 1
@.str.14 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1
@.str.15 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.16 = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1
@.str.17 = private unnamed_addr constant [21 x i8] c"incorrect data check\00", align 1
@.str.18 = private unnamed_addr constant [23 x i8] c"incorrect length check\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateResetKeep(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %46, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %46, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %46, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %46, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %46

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %46

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %24, align 8, !tbaa !18
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %26, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %27, align 8, !tbaa !20
  %28 = getelementptr inbounds i8, ptr %13, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %25, i8 0, i64 16, i1 false)
  %29 = load i32, ptr %28, align 8, !tbaa !21
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %35, label %31

31:                                               ; preds = %23
  %32 = and i32 %29, 1
  %33 = zext nneg i32 %32 to i64
  %34 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %33, ptr %34, align 8, !tbaa !22
  br label %35

35:                                               ; preds = %31, %23
  store <2 x i32> <i32 16180, i32 0>, ptr %19, align 8, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %13, i64 20
  store <2 x i32> <i32 0, i32 -1>, ptr %36, align 4, !tbaa !23
  %37 = getelementptr inbounds i8, ptr %13, i64 28
  store i32 32768, ptr %37, align 4, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %13, i64 48
  store ptr null, ptr %38, align 8, !tbaa !25
  %39 = getelementptr inbounds i8, ptr %13, i64 80
  store i64 0, ptr %39, align 8, !tbaa !26
  %40 = getelementptr inbounds i8, ptr %13, i64 88
  store i32 0, ptr %40, align 8, !tbaa !27
  %41 = getelementptr inbounds i8, ptr %13, i64 1368
  %42 = getelementptr inbounds i8, ptr %13, i64 144
  store ptr %41, ptr %42, align 8, !tbaa !28
  %43 = getelementptr inbounds i8, ptr %13, i64 112
  store ptr %41, ptr %43, align 8, !tbaa !29
  %44 = getelementptr inbounds i8, ptr %13, i64 104
  store ptr %41, ptr %44, align 8, !tbaa !30
  %45 = getelementptr inbounds i8, ptr %13, i64 7144
  store <2 x i32> <i32 1, i32 -1>, ptr %45, align 8, !tbaa !23
  br label %46

46:                                               ; preds = %11, %15, %1, %3, %7, %18, %35
  %47 = phi i32 [ 0, %35 ], [ -2, %18 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateReset(ptr noundef %0) local_unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %48, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %48, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %48, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %48, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %48

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %48

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %13, i64 60
  store <2 x i32> zeroinitializer, ptr %24, align 4, !tbaa !23
  %25 = getelementptr inbounds i8, ptr %13, i64 68
  store i32 0, ptr %25, align 4, !tbaa !31
  %26 = getelementptr inbounds i8, ptr %13, i64 40
  store i64 0, ptr %26, align 8, !tbaa !18
  %27 = getelementptr inbounds i8, ptr %0, i64 40
  %28 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %28, align 8, !tbaa !19
  %29 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %29, align 8, !tbaa !20
  %30 = getelementptr inbounds i8, ptr %13, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %27, i8 0, i64 16, i1 false)
  %31 = load i32, ptr %30, align 8, !tbaa !21
  %32 = icmp eq i32 %31, 0
  br i1 %32, label %37, label %33

33:                                               ; preds = %23
  %34 = and i32 %31, 1
  %35 = zext nneg i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %35, ptr %36, align 8, !tbaa !22
  br label %37

37:                                               ; preds = %33, %23
  store <2 x i32> <i32 16180, i32 0>, ptr %19, align 8, !tbaa !23
  %38 = getelementptr inbounds i8, ptr %13, i64 20
  store <2 x i32> <i32 0, i32 -1>, ptr %38, align 4, !tbaa !23
  %39 = getelementptr inbounds i8, ptr %13, i64 28
  store i32 32768, ptr %39, align 4, !tbaa !24
  %40 = getelementptr inbounds i8, ptr %13, i64 48
  store ptr null, ptr %40, align 8, !tbaa !25
  %41 = getelementptr inbounds i8, ptr %13, i64 80
  store i64 0, ptr %41, align 8, !tbaa !26
  %42 = getelementptr inbounds i8, ptr %13, i64 88
  store i32 0, ptr %42, align 8, !tbaa !27
  %43 = getelementptr inbounds i8, ptr %13, i64 1368
  %44 = getelementptr inbounds i8, ptr %13, i64 144
  store ptr %43, ptr %44, align 8, !tbaa !28
  %45 = getelementptr inbounds i8, ptr %13, i64 112
  store ptr %43, ptr %45, align 8, !tbaa !29
  %46 = getelementptr inbounds i8, ptr %13, i64 104
  store ptr %43, ptr %46, align 8, !tbaa !30
  %47 = getelementptr inbounds i8, ptr %13, i64 7144
  store <2 x i32> <i32 1, i32 -1>, ptr %47, align 8, !tbaa !23
  br label %48

48:                                               ; preds = %11, %15, %1, %3, %7, %37, %18
  %49 = phi i32 [ -2, %18 ], [ 0, %37 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %49
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateReset2(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %96, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %96, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %96, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %96, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %96

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16180
  %23 = icmp ult i32 %22, 32
  br i1 %23, label %24, label %96

24:                                               ; preds = %19
  %25 = icmp slt i32 %1, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %24
  %27 = icmp ult i32 %1, -15
  br i1 %27, label %96, label %28

28:                                               ; preds = %26
  %29 = sub nsw i32 0, %1
  br label %36

30:                                               ; preds = %24
  %31 = lshr i32 %1, 4
  %32 = add nuw nsw i32 %31, 5
  %33 = icmp ult i32 %1, 48
  %34 = and i32 %1, 15
  %35 = select i1 %33, i32 %34, i32 %1
  br label %36

36:                                               ; preds = %30, %28
  %37 = phi i32 [ %29, %28 ], [ %35, %30 ]
  %38 = phi i32 [ 0, %28 ], [ %32, %30 ]
  switch i32 %37, label %96 [
    i32 15, label %39
    i32 14, label %39
    i32 13, label %39
    i32 12, label %39
    i32 11, label %39
    i32 10, label %39
    i32 9, label %39
    i32 8, label %39
    i32 0, label %39
  ]

39:                                               ; preds = %36, %36, %36, %36, %36, %36, %36, %36, %36
  %40 = getelementptr inbounds i8, ptr %14, i64 72
  %41 = load ptr, ptr %40, align 8, !tbaa !32
  %42 = icmp eq ptr %41, null
  br i1 %42, label %47, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds i8, ptr %14, i64 56
  %45 = load i32, ptr %44, align 8, !tbaa !33
  %46 = icmp eq i32 %45, %37
  br i1 %46, label %47, label %50

47:                                               ; preds = %39, %43
  %48 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 %38, ptr %48, align 8, !tbaa !21
  %49 = getelementptr inbounds i8, ptr %14, i64 56
  store i32 %37, ptr %49, align 8, !tbaa !33
  br label %57

50:                                               ; preds = %43
  %51 = getelementptr inbounds i8, ptr %0, i64 80
  %52 = load ptr, ptr %51, align 8, !tbaa !34
  tail call void %10(ptr noundef %52, ptr noundef nonnull %41) #9
  store ptr null, ptr %40, align 8, !tbaa !32
  %53 = load ptr, ptr %5, align 8, !tbaa !6
  %54 = icmp eq ptr %53, null
  %55 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 %38, ptr %55, align 8, !tbaa !21
  %56 = getelementptr inbounds i8, ptr %14, i64 56
  store i32 %37, ptr %56, align 8, !tbaa !33
  br i1 %54, label %96, label %57

57:                                               ; preds = %47, %50
  %58 = load ptr, ptr %9, align 8, !tbaa !13
  %59 = icmp eq ptr %58, null
  br i1 %59, label %96, label %60

60:                                               ; preds = %57
  %61 = load ptr, ptr %13, align 8, !tbaa !14
  %62 = icmp eq ptr %61, null
  br i1 %62, label %96, label %63

63:                                               ; preds = %60
  %64 = load ptr, ptr %61, align 8, !tbaa !15
  %65 = icmp eq ptr %64, %0
  br i1 %65, label %66, label %96

66:                                               ; preds = %63
  %67 = getelementptr inbounds i8, ptr %61, i64 8
  %68 = load i32, ptr %67, align 8, !tbaa !17
  %69 = add i32 %68, -16180
  %70 = icmp ult i32 %69, 32
  br i1 %70, label %71, label %96

71:                                               ; preds = %66
  %72 = getelementptr inbounds i8, ptr %61, i64 60
  store <2 x i32> zeroinitializer, ptr %72, align 4, !tbaa !23
  %73 = getelementptr inbounds i8, ptr %61, i64 68
  store i32 0, ptr %73, align 4, !tbaa !31
  %74 = getelementptr inbounds i8, ptr %61, i64 40
  store i64 0, ptr %74, align 8, !tbaa !18
  %75 = getelementptr inbounds i8, ptr %0, i64 40
  %76 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 0, ptr %76, align 8, !tbaa !19
  %77 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %77, align 8, !tbaa !20
  %78 = getelementptr inbounds i8, ptr %61, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %75, i8 0, i64 16, i1 false)
  %79 = load i32, ptr %78, align 8, !tbaa !21
  %80 = icmp eq i32 %79, 0
  br i1 %80, label %85, label %81

81:                                               ; preds = %71
  %82 = and i32 %79, 1
  %83 = zext nneg i32 %82 to i64
  %84 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %83, ptr %84, align 8, !tbaa !22
  br label %85

85:                                               ; preds = %81, %71
  store <2 x i32> <i32 16180, i32 0>, ptr %67, align 8, !tbaa !23
  %86 = getelementptr inbounds i8, ptr %61, i64 20
  store <2 x i32> <i32 0, i32 -1>, ptr %86, align 4, !tbaa !23
  %87 = getelementptr inbounds i8, ptr %61, i64 28
  store i32 32768, ptr %87, align 4, !tbaa !24
  %88 = getelementptr inbounds i8, ptr %61, i64 48
  store ptr null, ptr %88, align 8, !tbaa !25
  %89 = getelementptr inbounds i8, ptr %61, i64 80
  store i64 0, ptr %89, align 8, !tbaa !26
  %90 = getelementptr inbounds i8, ptr %61, i64 88
  store i32 0, ptr %90, align 8, !tbaa !27
  %91 = getelementptr inbounds i8, ptr %61, i64 1368
  %92 = getelementptr inbounds i8, ptr %61, i64 144
  store ptr %91, ptr %92, align 8, !tbaa !28
  %93 = getelementptr inbounds i8, ptr %61, i64 112
  store ptr %91, ptr %93, align 8, !tbaa !29
  %94 = getelementptr inbounds i8, ptr %61, i64 104
  store ptr %91, ptr %94, align 8, !tbaa !30
  %95 = getelementptr inbounds i8, ptr %61, i64 7144
  store <2 x i32> <i32 1, i32 -1>, ptr %95, align 8, !tbaa !23
  br label %96

96:                                               ; preds = %12, %16, %2, %4, %8, %85, %66, %63, %60, %57, %50, %36, %26, %19
  %97 = phi i32 [ -2, %19 ], [ -2, %26 ], [ -2, %36 ], [ -2, %66 ], [ 0, %85 ], [ -2, %57 ], [ -2, %50 ], [ -2, %63 ], [ -2, %60 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %97
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateInit2_(ptr noundef %0, i32 noundef %1, ptr noundef readonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = icmp eq ptr %2, null
  br i1 %5, label %40, label %6

6:                                                ; preds = %4
  %7 = load i8, ptr %2, align 1, !tbaa !35
  %8 = icmp ne i8 %7, 49
  %9 = icmp ne i32 %3, 112
  %10 = or i1 %9, %8
  br i1 %10, label %40, label %11

11:                                               ; preds = %6
  %12 = icmp eq ptr %0, null
  br i1 %12, label %40, label %13

13:                                               ; preds = %11
  %14 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %14, align 8, !tbaa !36
  %15 = getelementptr inbounds i8, ptr %0, i64 64
  %16 = load ptr, ptr %15, align 8, !tbaa !6
  %17 = icmp eq ptr %16, null
  br i1 %17, label %18, label %20

18:                                               ; preds = %13
  store ptr @zcalloc, ptr %15, align 8, !tbaa !6
  %19 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %19, align 8, !tbaa !34
  br label %20

20:                                               ; preds = %18, %13
  %21 = phi ptr [ @zcalloc, %18 ], [ %16, %13 ]
  %22 = getelementptr inbounds i8, ptr %0, i64 72
  %23 = load ptr, ptr %22, align 8, !tbaa !13
  %24 = icmp eq ptr %23, null
  br i1 %24, label %25, label %26

25:                                               ; preds = %20
  store ptr @zcfree, ptr %22, align 8, !tbaa !13
  br label %26

26:                                               ; preds = %25, %20
  %27 = getelementptr inbounds i8, ptr %0, i64 80
  %28 = load ptr, ptr %27, align 8, !tbaa !34
  %29 = tail call ptr %21(ptr noundef %28, i32 noundef 1, i32 noundef 7160) #9
  %30 = icmp eq ptr %29, null
  br i1 %30, label %40, label %31

31:                                               ; preds = %26
  %32 = getelementptr inbounds i8, ptr %29, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %32, i8 0, i64 7152, i1 false)
  %33 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %29, ptr %33, align 8, !tbaa !14
  store ptr %0, ptr %29, align 8, !tbaa !15
  %34 = getelementptr inbounds i8, ptr %29, i64 8
  store i32 16180, ptr %34, align 8, !tbaa !17
  %35 = tail call i32 @inflateReset2(ptr noundef nonnull %0, i32 noundef %1)
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %40, label %37

37:                                               ; preds = %31
  %38 = load ptr, ptr %22, align 8, !tbaa !13
  %39 = load ptr, ptr %27, align 8, !tbaa !34
  tail call void %38(ptr noundef %39, ptr noundef nonnull %29) #9
  store ptr null, ptr %33, align 8, !tbaa !14
  br label %40

40:                                               ; preds = %31, %37, %26, %11, %4, %6
  %41 = phi i32 [ -6, %6 ], [ -6, %4 ], [ -2, %11 ], [ -4, %26 ], [ %35, %37 ], [ 0, %31 ]
  ret i32 %41
}

declare ptr @zcalloc(ptr noundef, i32 noundef, i32 noundef) #3

declare void @zcfree(ptr noundef, ptr noundef) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nounwind uwtable
define dso_local range(i32 -6, 1) i32 @inflateInit_(ptr noundef %0, ptr noundef readonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq ptr %1, null
  br i1 %4, label %38, label %5

5:                                                ; preds = %3
  %6 = load i8, ptr %1, align 1, !tbaa !35
  %7 = icmp ne i8 %6, 49
  %8 = icmp ne i32 %2, 112
  %9 = or i1 %8, %7
  br i1 %9, label %38, label %10

10:                                               ; preds = %5
  %11 = icmp eq ptr %0, null
  br i1 %11, label %38, label %12

12:                                               ; preds = %10
  %13 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr null, ptr %13, align 8, !tbaa !36
  %14 = getelementptr inbounds i8, ptr %0, i64 64
  %15 = load ptr, ptr %14, align 8, !tbaa !6
  %16 = icmp eq ptr %15, null
  br i1 %16, label %17, label %19

17:                                               ; preds = %12
  store ptr @zcalloc, ptr %14, align 8, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %0, i64 80
  store ptr null, ptr %18, align 8, !tbaa !34
  br label %19

19:                                               ; preds = %17, %12
  %20 = phi ptr [ @zcalloc, %17 ], [ %15, %12 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 72
  %22 = load ptr, ptr %21, align 8, !tbaa !13
  %23 = icmp eq ptr %22, null
  br i1 %23, label %24, label %25

24:                                               ; preds = %19
  store ptr @zcfree, ptr %21, align 8, !tbaa !13
  br label %25

25:                                               ; preds = %24, %19
  %26 = getelementptr inbounds i8, ptr %0, i64 80
  %27 = load ptr, ptr %26, align 8, !tbaa !34
  %28 = tail call ptr %20(ptr noundef %27, i32 noundef 1, i32 noundef 7160) #9
  %29 = icmp eq ptr %28, null
  br i1 %29, label %38, label %30

30:                                               ; preds = %25
  %31 = getelementptr inbounds i8, ptr %28, i64 8
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %31, i8 0, i64 7152, i1 false)
  %32 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %28, ptr %32, align 8, !tbaa !14
  store ptr %0, ptr %28, align 8, !tbaa !15
  store i32 16180, ptr %31, align 8, !tbaa !17
  %33 = tail call i32 @inflateReset2(ptr noundef nonnull %0, i32 noundef 15)
  %34 = icmp eq i32 %33, 0
  br i1 %34, label %38, label %35

35:                                               ; preds = %30
  %36 = load ptr, ptr %21, align 8, !tbaa !13
  %37 = load ptr, ptr %26, align 8, !tbaa !34
  tail call void %36(ptr noundef %37, ptr noundef nonnull %28) #9
  store ptr null, ptr %32, align 8, !tbaa !14
  br label %38

38:                                               ; preds = %3, %5, %10, %25, %30, %35
  %39 = phi i32 [ -6, %5 ], [ -6, %3 ], [ -2, %10 ], [ -4, %25 ], [ %33, %35 ], [ 0, %30 ]
  ret i32 %39
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflatePrime(ptr noundef readonly %0, i32 noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %51, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %51, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  %12 = icmp eq ptr %11, null
  br i1 %12, label %51, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = icmp eq ptr %15, null
  br i1 %16, label %51, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !15
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %51

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = add i32 %22, -16180
  %24 = icmp ult i32 %23, 32
  br i1 %24, label %25, label %51

25:                                               ; preds = %20
  %26 = icmp eq i32 %1, 0
  br i1 %26, label %51, label %27

27:                                               ; preds = %25
  %28 = icmp slt i32 %1, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %27
  %30 = getelementptr inbounds i8, ptr %15, i64 80
  store i64 0, ptr %30, align 8, !tbaa !26
  %31 = getelementptr inbounds i8, ptr %15, i64 88
  store i32 0, ptr %31, align 8, !tbaa !27
  br label %51

32:                                               ; preds = %27
  %33 = icmp ugt i32 %1, 16
  br i1 %33, label %51, label %34

34:                                               ; preds = %32
  %35 = getelementptr inbounds i8, ptr %15, i64 88
  %36 = load i32, ptr %35, align 8, !tbaa !27
  %37 = add i32 %36, %1
  %38 = icmp ugt i32 %37, 32
  br i1 %38, label %51, label %39

39:                                               ; preds = %34
  %40 = zext nneg i32 %1 to i64
  %41 = shl nsw i64 -1, %40
  %42 = trunc i64 %41 to i32
  %43 = xor i32 %42, -1
  %44 = and i32 %43, %2
  %45 = zext nneg i32 %44 to i64
  %46 = zext nneg i32 %36 to i64
  %47 = shl i64 %45, %46
  %48 = getelementptr inbounds i8, ptr %15, i64 80
  %49 = load i64, ptr %48, align 8, !tbaa !26
  %50 = add i64 %49, %47
  store i64 %50, ptr %48, align 8, !tbaa !26
  store i32 %37, ptr %35, align 8, !tbaa !27
  br label %51

51:                                               ; preds = %13, %17, %3, %5, %9, %32, %34, %25, %20, %39, %29
  %52 = phi i32 [ 0, %29 ], [ 0, %39 ], [ -2, %20 ], [ 0, %25 ], [ -2, %34 ], [ -2, %32 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %52
}

; Function Attrs: nounwind uwtable
define dso_local i32 @inflate(ptr noundef %0, i32 noundef %1) local_unnamed_addr #2 {
  %3 = alloca [4 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #9
  %4 = icmp eq ptr %0, null
  br i1 %4, label %2253, label %5

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %2253, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  %12 = icmp eq ptr %11, null
  br i1 %12, label %2253, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = icmp eq ptr %15, null
  br i1 %16, label %2253, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !15
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %2253

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = add i32 %22, -16180
  %24 = icmp ult i32 %23, 32
  br i1 %24, label %25, label %2253

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %0, i64 24
  %27 = load ptr, ptr %26, align 8, !tbaa !37
  %28 = icmp eq ptr %27, null
  br i1 %28, label %2253, label %29

29:                                               ; preds = %25
  %30 = load ptr, ptr %0, align 8, !tbaa !38
  %31 = icmp eq ptr %30, null
  br i1 %31, label %32, label %36

32:                                               ; preds = %29
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = load i32, ptr %33, align 8, !tbaa !39
  %35 = icmp eq i32 %34, 0
  br i1 %35, label %36, label %2253

36:                                               ; preds = %32, %29
  %37 = icmp eq i32 %22, 16191
  br i1 %37, label %38, label %39

38:                                               ; preds = %36
  store i32 16192, ptr %21, align 8, !tbaa !17
  br label %39

39:                                               ; preds = %36, %38
  %40 = phi i32 [ %22, %36 ], [ 16192, %38 ]
  %41 = getelementptr inbounds i8, ptr %0, i64 32
  %42 = load i32, ptr %41, align 8, !tbaa !40
  %43 = getelementptr inbounds i8, ptr %0, i64 8
  %44 = load i32, ptr %43, align 8, !tbaa !39
  %45 = getelementptr inbounds i8, ptr %15, i64 80
  %46 = load i64, ptr %45, align 8, !tbaa !26
  %47 = getelementptr inbounds i8, ptr %15, i64 88
  %48 = load i32, ptr %47, align 8, !tbaa !27
  %49 = getelementptr inbounds i8, ptr %15, i64 16
  %50 = getelementptr inbounds i8, ptr %0, i64 40
  %51 = getelementptr inbounds i8, ptr %15, i64 40
  %52 = getelementptr inbounds i8, ptr %15, i64 24
  %53 = getelementptr inbounds i8, ptr %15, i64 32
  %54 = getelementptr inbounds i8, ptr %0, i64 96
  %55 = getelementptr inbounds i8, ptr %0, i64 48
  %56 = getelementptr inbounds i8, ptr %15, i64 92
  %57 = getelementptr inbounds i8, ptr %15, i64 132
  %58 = getelementptr inbounds i8, ptr %15, i64 136
  %59 = getelementptr inbounds i8, ptr %15, i64 128
  %60 = getelementptr inbounds i8, ptr %15, i64 140
  %61 = getelementptr inbounds i8, ptr %15, i64 152
  %62 = getelementptr inbounds i8, ptr %15, i64 1368
  %63 = getelementptr inbounds i8, ptr %15, i64 144
  %64 = getelementptr inbounds i8, ptr %15, i64 112
  %65 = getelementptr inbounds i8, ptr %15, i64 104
  %66 = getelementptr inbounds i8, ptr %15, i64 120
  %67 = getelementptr inbounds i8, ptr %15, i64 792
  %68 = getelementptr inbounds i8, ptr %15, i64 664
  %69 = getelementptr inbounds i8, ptr %15, i64 124
  %70 = icmp eq i32 %1, 6
  %71 = getelementptr inbounds i8, ptr %15, i64 7148
  %72 = getelementptr inbounds i8, ptr %15, i64 100
  %73 = getelementptr inbounds i8, ptr %15, i64 7152
  %74 = getelementptr inbounds i8, ptr %15, i64 96
  %75 = getelementptr inbounds i8, ptr %15, i64 64
  %76 = getelementptr inbounds i8, ptr %15, i64 7144
  %77 = getelementptr inbounds i8, ptr %15, i64 68
  %78 = getelementptr inbounds i8, ptr %15, i64 72
  %79 = getelementptr inbounds i8, ptr %15, i64 60
  %80 = getelementptr inbounds i8, ptr %15, i64 20
  %81 = add i32 %1, -5
  %82 = icmp ult i32 %81, 2
  %83 = getelementptr inbounds i8, ptr %15, i64 12
  %84 = getelementptr inbounds i8, ptr %15, i64 48
  %85 = getelementptr inbounds i8, ptr %3, i64 1
  %86 = getelementptr inbounds i8, ptr %3, i64 2
  %87 = getelementptr inbounds i8, ptr %3, i64 3
  %88 = getelementptr inbounds i8, ptr %15, i64 56
  %89 = getelementptr inbounds i8, ptr %15, i64 28
  br label %90

90:                                               ; preds = %2062, %39
  %91 = phi i32 [ %40, %39 ], [ %2071, %2062 ]
  %92 = phi ptr [ %30, %39 ], [ %2063, %2062 ]
  %93 = phi ptr [ %27, %39 ], [ %2064, %2062 ]
  %94 = phi i32 [ %44, %39 ], [ %2065, %2062 ]
  %95 = phi i32 [ %42, %39 ], [ %2066, %2062 ]
  %96 = phi i64 [ %46, %39 ], [ %2067, %2062 ]
  %97 = phi i32 [ %48, %39 ], [ %2068, %2062 ]
  %98 = phi i32 [ %42, %39 ], [ %2069, %2062 ]
  %99 = phi i32 [ 0, %39 ], [ %2070, %2062 ]
  %100 = ptrtoint ptr %93 to i64
  switch i32 %91, label %2253 [
    i32 16180, label %124
    i32 16181, label %119
    i32 16182, label %273
    i32 16183, label %349
    i32 16184, label %403
    i32 16185, label %476
    i32 16186, label %536
    i32 16187, label %596
    i32 16188, label %656
    i32 16189, label %114
    i32 16190, label %768
    i32 16191, label %778
    i32 16192, label %783
    i32 16193, label %829
    i32 16194, label %898
    i32 16195, label %903
    i32 16196, label %109
    i32 16197, label %969
    i32 16198, label %105
    i32 16199, label %1373
    i32 16200, label %1379
    i32 16201, label %103
    i32 16202, label %1589
    i32 16203, label %101
    i32 16204, label %1778
    i32 16205, label %1870
    i32 16206, label %1877
    i32 16207, label %107
    i32 16208, label %2168
    i32 16209, label %2169
    i32 16210, label %2252
  ]

101:                                              ; preds = %90
  %102 = load i32, ptr %72, align 4, !tbaa !41
  br label %1731

103:                                              ; preds = %90
  %104 = load i32, ptr %72, align 4, !tbaa !41
  br label %1539

105:                                              ; preds = %90
  %106 = load i32, ptr %60, align 4, !tbaa !42
  br label %1074

107:                                              ; preds = %90
  %108 = load i32, ptr %49, align 8, !tbaa !21
  br label %1982

109:                                              ; preds = %90
  %110 = icmp ult i32 %97, 14
  br i1 %110, label %111, label %948

111:                                              ; preds = %109
  %112 = zext nneg i32 %97 to i64
  %113 = icmp eq i32 %94, 0
  br i1 %113, label %2118, label %923

114:                                              ; preds = %90
  %115 = icmp ult i32 %97, 32
  br i1 %115, label %116, label %761

116:                                              ; preds = %114
  %117 = zext nneg i32 %97 to i64
  %118 = icmp eq i32 %94, 0
  br i1 %118, label %2108, label %721

119:                                              ; preds = %90
  %120 = icmp ult i32 %97, 16
  br i1 %120, label %121, label %240

121:                                              ; preds = %119
  %122 = zext nneg i32 %97 to i64
  %123 = icmp eq i32 %94, 0
  br i1 %123, label %2103, label %215

124:                                              ; preds = %90
  %125 = load i32, ptr %49, align 8, !tbaa !21
  %126 = icmp eq i32 %125, 0
  br i1 %126, label %132, label %127

127:                                              ; preds = %124
  %128 = icmp ult i32 %97, 16
  br i1 %128, label %129, label %158

129:                                              ; preds = %127
  %130 = zext nneg i32 %97 to i64
  %131 = icmp eq i32 %94, 0
  br i1 %131, label %2078, label %133

132:                                              ; preds = %124
  store i32 16192, ptr %21, align 8, !tbaa !17
  br label %2062

133:                                              ; preds = %129
  %134 = add i32 %94, -1
  %135 = getelementptr inbounds i8, ptr %92, i64 1
  %136 = load i8, ptr %92, align 1, !tbaa !35
  %137 = zext i8 %136 to i64
  %138 = shl nuw nsw i64 %137, %130
  %139 = add i64 %138, %96
  %140 = add nuw nsw i64 %130, 8
  %141 = icmp ult i32 %97, 8
  br i1 %141, label %142, label %152, !llvm.loop !43

142:                                              ; preds = %133
  %143 = icmp eq i32 %134, 0
  br i1 %143, label %2078, label %144

144:                                              ; preds = %142
  %145 = add i32 %94, -2
  %146 = getelementptr inbounds i8, ptr %92, i64 2
  %147 = load i8, ptr %135, align 1, !tbaa !35
  %148 = zext i8 %147 to i64
  %149 = shl nuw nsw i64 %148, %140
  %150 = add i64 %149, %139
  %151 = or disjoint i64 %130, 16
  br label %152

152:                                              ; preds = %144, %133
  %153 = phi i32 [ %134, %133 ], [ %145, %144 ]
  %154 = phi ptr [ %135, %133 ], [ %146, %144 ]
  %155 = phi i64 [ %139, %133 ], [ %150, %144 ]
  %156 = phi i64 [ %140, %133 ], [ %151, %144 ]
  %157 = trunc nuw nsw i64 %156 to i32
  br label %158

158:                                              ; preds = %152, %127
  %159 = phi ptr [ %92, %127 ], [ %154, %152 ]
  %160 = phi i32 [ %94, %127 ], [ %153, %152 ]
  %161 = phi i64 [ %96, %127 ], [ %155, %152 ]
  %162 = phi i32 [ %97, %127 ], [ %157, %152 ]
  %163 = and i32 %125, 2
  %164 = icmp ne i32 %163, 0
  %165 = icmp eq i64 %161, 35615
  %166 = select i1 %164, i1 %165, i1 false
  br i1 %166, label %167, label %174

167:                                              ; preds = %158
  %168 = load i32, ptr %88, align 8, !tbaa !33
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %170, label %171

170:                                              ; preds = %167
  store i32 15, ptr %88, align 8, !tbaa !33
  br label %171

171:                                              ; preds = %170, %167
  %172 = call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9
  store i64 %172, ptr %53, align 8, !tbaa !45
  store i8 31, ptr %3, align 4, !tbaa !35
  store i8 -117, ptr %85, align 1, !tbaa !35
  %173 = call i64 @crc32(i64 noundef %172, ptr noundef nonnull %3, i32 noundef 2) #9
  store i64 %173, ptr %53, align 8, !tbaa !45
  store i32 16181, ptr %21, align 8, !tbaa !17
  br label %2062

174:                                              ; preds = %158
  %175 = load ptr, ptr %84, align 8, !tbaa !25
  %176 = icmp eq ptr %175, null
  br i1 %176, label %179, label %177

177:                                              ; preds = %174
  %178 = getelementptr inbounds i8, ptr %175, i64 72
  store i32 -1, ptr %178, align 8, !tbaa !46
  br label %179

179:                                              ; preds = %177, %174
  %180 = and i32 %125, 1
  %181 = icmp eq i32 %180, 0
  br i1 %181, label %189, label %182

182:                                              ; preds = %179
  %183 = shl i64 %161, 8
  %184 = and i64 %183, 65280
  %185 = lshr i64 %161, 8
  %186 = add nuw nsw i64 %184, %185
  %187 = urem i64 %186, 31
  %188 = icmp eq i64 %187, 0
  br i1 %188, label %190, label %189

189:                                              ; preds = %182, %179
  store ptr @.str.1, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

190:                                              ; preds = %182
  %191 = and i64 %161, 15
  %192 = icmp eq i64 %191, 8
  br i1 %192, label %194, label %193

193:                                              ; preds = %190
  store ptr @.str.2, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

194:                                              ; preds = %190
  %195 = lshr i64 %161, 4
  %196 = add i32 %162, -4
  %197 = trunc i64 %195 to i32
  %198 = and i32 %197, 15
  %199 = add nuw nsw i32 %198, 8
  %200 = load i32, ptr %88, align 8, !tbaa !33
  %201 = icmp eq i32 %200, 0
  br i1 %201, label %202, label %203

202:                                              ; preds = %194
  store i32 %199, ptr %88, align 8, !tbaa !33
  br label %203

203:                                              ; preds = %202, %194
  %204 = phi i32 [ %199, %202 ], [ %200, %194 ]
  %205 = icmp ugt i32 %198, 7
  %206 = icmp ugt i32 %199, %204
  %207 = select i1 %205, i1 true, i1 %206
  br i1 %207, label %208, label %209

208:                                              ; preds = %203
  store ptr @.str.3, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

209:                                              ; preds = %203
  %210 = shl nuw nsw i32 256, %198
  store i32 %210, ptr %89, align 4, !tbaa !24
  store i32 0, ptr %52, align 8, !tbaa !48
  %211 = call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9
  store i64 %211, ptr %53, align 8, !tbaa !45
  store i64 %211, ptr %54, align 8, !tbaa !22
  %212 = and i64 %161, 8192
  %213 = icmp eq i64 %212, 0
  %214 = select i1 %213, i32 16191, i32 16189
  store i32 %214, ptr %21, align 8, !tbaa !17
  br label %2062

215:                                              ; preds = %121
  %216 = add i32 %94, -1
  %217 = getelementptr inbounds i8, ptr %92, i64 1
  %218 = load i8, ptr %92, align 1, !tbaa !35
  %219 = zext i8 %218 to i64
  %220 = shl nuw nsw i64 %219, %122
  %221 = add i64 %220, %96
  %222 = add nuw nsw i64 %122, 8
  %223 = icmp ult i32 %97, 8
  br i1 %223, label %224, label %234, !llvm.loop !49

224:                                              ; preds = %215
  %225 = icmp eq i32 %216, 0
  br i1 %225, label %2103, label %226

226:                                              ; preds = %224
  %227 = add i32 %94, -2
  %228 = getelementptr inbounds i8, ptr %92, i64 2
  %229 = load i8, ptr %217, align 1, !tbaa !35
  %230 = zext i8 %229 to i64
  %231 = shl nuw nsw i64 %230, %222
  %232 = add i64 %231, %221
  %233 = or disjoint i64 %122, 16
  br label %234

234:                                              ; preds = %226, %215
  %235 = phi i32 [ %216, %215 ], [ %227, %226 ]
  %236 = phi ptr [ %217, %215 ], [ %228, %226 ]
  %237 = phi i64 [ %221, %215 ], [ %232, %226 ]
  %238 = phi i64 [ %222, %215 ], [ %233, %226 ]
  %239 = trunc nuw nsw i64 %238 to i32
  br label %240

240:                                              ; preds = %234, %119
  %241 = phi ptr [ %92, %119 ], [ %236, %234 ]
  %242 = phi i32 [ %94, %119 ], [ %235, %234 ]
  %243 = phi i64 [ %96, %119 ], [ %237, %234 ]
  %244 = phi i32 [ %97, %119 ], [ %239, %234 ]
  %245 = trunc i64 %243 to i32
  store i32 %245, ptr %52, align 8, !tbaa !48
  %246 = and i32 %245, 255
  %247 = icmp eq i32 %246, 8
  br i1 %247, label %249, label %248

248:                                              ; preds = %240
  store ptr @.str.2, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

249:                                              ; preds = %240
  %250 = and i32 %245, 57344
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %253, label %252

252:                                              ; preds = %249
  store ptr @.str.4, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

253:                                              ; preds = %249
  %254 = load ptr, ptr %84, align 8, !tbaa !25
  %255 = icmp eq ptr %254, null
  br i1 %255, label %259, label %256

256:                                              ; preds = %253
  %257 = lshr i32 %245, 8
  %258 = and i32 %257, 1
  store i32 %258, ptr %254, align 8, !tbaa !50
  br label %259

259:                                              ; preds = %256, %253
  %260 = and i32 %245, 512
  %261 = icmp eq i32 %260, 0
  br i1 %261, label %272, label %262

262:                                              ; preds = %259
  %263 = load i32, ptr %49, align 8, !tbaa !21
  %264 = and i32 %263, 4
  %265 = icmp eq i32 %264, 0
  br i1 %265, label %272, label %266

266:                                              ; preds = %262
  %267 = trunc i64 %243 to i8
  store i8 %267, ptr %3, align 4, !tbaa !35
  %268 = lshr i64 %243, 8
  %269 = trunc i64 %268 to i8
  store i8 %269, ptr %85, align 1, !tbaa !35
  %270 = load i64, ptr %53, align 8, !tbaa !45
  %271 = call i64 @crc32(i64 noundef %270, ptr noundef nonnull %3, i32 noundef 2) #9
  store i64 %271, ptr %53, align 8, !tbaa !45
  br label %272

272:                                              ; preds = %266, %262, %259
  store i32 16182, ptr %21, align 8, !tbaa !17
  br label %275

273:                                              ; preds = %90
  %274 = icmp ult i32 %97, 32
  br i1 %274, label %275, label %322

275:                                              ; preds = %272, %273
  %276 = phi i32 [ 0, %272 ], [ %97, %273 ]
  %277 = phi i64 [ 0, %272 ], [ %96, %273 ]
  %278 = phi i32 [ %242, %272 ], [ %94, %273 ]
  %279 = phi ptr [ %241, %272 ], [ %92, %273 ]
  %280 = zext nneg i32 %276 to i64
  %281 = icmp eq i32 %278, 0
  br i1 %281, label %2098, label %282

282:                                              ; preds = %275
  %283 = add i32 %278, -1
  %284 = getelementptr inbounds i8, ptr %279, i64 1
  %285 = load i8, ptr %279, align 1, !tbaa !35
  %286 = zext i8 %285 to i64
  %287 = shl nuw nsw i64 %286, %280
  %288 = add i64 %287, %277
  %289 = add nuw nsw i64 %280, 8
  %290 = icmp ult i32 %276, 24
  br i1 %290, label %291, label %322, !llvm.loop !51

291:                                              ; preds = %282
  %292 = icmp eq i32 %283, 0
  br i1 %292, label %2098, label %293

293:                                              ; preds = %291
  %294 = add i32 %278, -2
  %295 = getelementptr inbounds i8, ptr %279, i64 2
  %296 = load i8, ptr %284, align 1, !tbaa !35
  %297 = zext i8 %296 to i64
  %298 = shl nuw nsw i64 %297, %289
  %299 = add i64 %298, %288
  %300 = add nuw nsw i64 %280, 16
  %301 = icmp ult i32 %276, 16
  br i1 %301, label %302, label %322, !llvm.loop !51

302:                                              ; preds = %293
  %303 = icmp eq i32 %294, 0
  br i1 %303, label %2098, label %304

304:                                              ; preds = %302
  %305 = add i32 %278, -3
  %306 = getelementptr inbounds i8, ptr %279, i64 3
  %307 = load i8, ptr %295, align 1, !tbaa !35
  %308 = zext i8 %307 to i64
  %309 = shl nuw nsw i64 %308, %300
  %310 = add i64 %309, %299
  %311 = add nuw nsw i64 %280, 24
  %312 = icmp ult i32 %276, 8
  br i1 %312, label %313, label %322, !llvm.loop !51

313:                                              ; preds = %304
  %314 = icmp eq i32 %305, 0
  br i1 %314, label %2098, label %315

315:                                              ; preds = %313
  %316 = add i32 %278, -4
  %317 = getelementptr inbounds i8, ptr %279, i64 4
  %318 = load i8, ptr %306, align 1, !tbaa !35
  %319 = zext i8 %318 to i64
  %320 = shl nuw nsw i64 %319, %311
  %321 = add i64 %320, %310
  br label %322

322:                                              ; preds = %282, %293, %304, %315, %273
  %323 = phi ptr [ %92, %273 ], [ %284, %282 ], [ %295, %293 ], [ %306, %304 ], [ %317, %315 ]
  %324 = phi i32 [ %94, %273 ], [ %283, %282 ], [ %294, %293 ], [ %305, %304 ], [ %316, %315 ]
  %325 = phi i64 [ %96, %273 ], [ %288, %282 ], [ %299, %293 ], [ %310, %304 ], [ %321, %315 ]
  %326 = load ptr, ptr %84, align 8, !tbaa !25
  %327 = icmp eq ptr %326, null
  br i1 %327, label %330, label %328

328:                                              ; preds = %322
  %329 = getelementptr inbounds i8, ptr %326, i64 8
  store i64 %325, ptr %329, align 8, !tbaa !52
  br label %330

330:                                              ; preds = %328, %322
  %331 = load i32, ptr %52, align 8, !tbaa !48
  %332 = and i32 %331, 512
  %333 = icmp eq i32 %332, 0
  br i1 %333, label %348, label %334

334:                                              ; preds = %330
  %335 = load i32, ptr %49, align 8, !tbaa !21
  %336 = and i32 %335, 4
  %337 = icmp eq i32 %336, 0
  br i1 %337, label %348, label %338

338:                                              ; preds = %334
  %339 = trunc i64 %325 to i8
  store i8 %339, ptr %3, align 4, !tbaa !35
  %340 = lshr i64 %325, 8
  %341 = trunc i64 %340 to i8
  store i8 %341, ptr %85, align 1, !tbaa !35
  %342 = lshr i64 %325, 16
  %343 = trunc i64 %342 to i8
  store i8 %343, ptr %86, align 2, !tbaa !35
  %344 = lshr i64 %325, 24
  %345 = trunc i64 %344 to i8
  store i8 %345, ptr %87, align 1, !tbaa !35
  %346 = load i64, ptr %53, align 8, !tbaa !45
  %347 = call i64 @crc32(i64 noundef %346, ptr noundef nonnull %3, i32 noundef 4) #9
  store i64 %347, ptr %53, align 8, !tbaa !45
  br label %348

348:                                              ; preds = %338, %334, %330
  store i32 16183, ptr %21, align 8, !tbaa !17
  br label %351

349:                                              ; preds = %90
  %350 = icmp ult i32 %97, 16
  br i1 %350, label %351, label %376

351:                                              ; preds = %348, %349
  %352 = phi i32 [ 0, %348 ], [ %97, %349 ]
  %353 = phi i64 [ 0, %348 ], [ %96, %349 ]
  %354 = phi i32 [ %324, %348 ], [ %94, %349 ]
  %355 = phi ptr [ %323, %348 ], [ %92, %349 ]
  %356 = zext nneg i32 %352 to i64
  %357 = icmp eq i32 %354, 0
  br i1 %357, label %2093, label %358

358:                                              ; preds = %351
  %359 = add i32 %354, -1
  %360 = getelementptr inbounds i8, ptr %355, i64 1
  %361 = load i8, ptr %355, align 1, !tbaa !35
  %362 = zext i8 %361 to i64
  %363 = shl nuw nsw i64 %362, %356
  %364 = add i64 %363, %353
  %365 = add nuw nsw i64 %356, 8
  %366 = icmp ult i32 %352, 8
  br i1 %366, label %367, label %376, !llvm.loop !53

367:                                              ; preds = %358
  %368 = icmp eq i32 %359, 0
  br i1 %368, label %2093, label %369

369:                                              ; preds = %367
  %370 = add i32 %354, -2
  %371 = getelementptr inbounds i8, ptr %355, i64 2
  %372 = load i8, ptr %360, align 1, !tbaa !35
  %373 = zext i8 %372 to i64
  %374 = shl nuw nsw i64 %373, %365
  %375 = add i64 %374, %364
  br label %376

376:                                              ; preds = %358, %369, %349
  %377 = phi ptr [ %92, %349 ], [ %360, %358 ], [ %371, %369 ]
  %378 = phi i32 [ %94, %349 ], [ %359, %358 ], [ %370, %369 ]
  %379 = phi i64 [ %96, %349 ], [ %364, %358 ], [ %375, %369 ]
  %380 = load ptr, ptr %84, align 8, !tbaa !25
  %381 = icmp eq ptr %380, null
  br i1 %381, label %389, label %382

382:                                              ; preds = %376
  %383 = trunc i64 %379 to i32
  %384 = and i32 %383, 255
  %385 = getelementptr inbounds i8, ptr %380, i64 16
  store i32 %384, ptr %385, align 8, !tbaa !54
  %386 = lshr i64 %379, 8
  %387 = trunc i64 %386 to i32
  %388 = getelementptr inbounds i8, ptr %380, i64 20
  store i32 %387, ptr %388, align 4, !tbaa !55
  br label %389

389:                                              ; preds = %382, %376
  %390 = load i32, ptr %52, align 8, !tbaa !48
  %391 = and i32 %390, 512
  %392 = icmp eq i32 %391, 0
  br i1 %392, label %407, label %393

393:                                              ; preds = %389
  %394 = load i32, ptr %49, align 8, !tbaa !21
  %395 = and i32 %394, 4
  %396 = icmp eq i32 %395, 0
  br i1 %396, label %407, label %397

397:                                              ; preds = %393
  %398 = trunc i64 %379 to i8
  store i8 %398, ptr %3, align 4, !tbaa !35
  %399 = lshr i64 %379, 8
  %400 = trunc i64 %399 to i8
  store i8 %400, ptr %85, align 1, !tbaa !35
  %401 = load i64, ptr %53, align 8, !tbaa !45
  %402 = call i64 @crc32(i64 noundef %401, ptr noundef nonnull %3, i32 noundef 2) #9
  store i64 %402, ptr %53, align 8, !tbaa !45
  br label %407

403:                                              ; preds = %90
  %404 = load i32, ptr %52, align 8, !tbaa !48
  %405 = and i32 %404, 1024
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %462, label %411

407:                                              ; preds = %397, %393, %389
  store i32 16184, ptr %21, align 8, !tbaa !17
  %408 = load i32, ptr %52, align 8, !tbaa !48
  %409 = and i32 %408, 1024
  %410 = icmp eq i32 %409, 0
  br i1 %410, label %462, label %413

411:                                              ; preds = %403
  %412 = icmp ult i32 %97, 16
  br i1 %412, label %413, label %439

413:                                              ; preds = %407, %411
  %414 = phi ptr [ %92, %411 ], [ %377, %407 ]
  %415 = phi i32 [ %94, %411 ], [ %378, %407 ]
  %416 = phi i64 [ %96, %411 ], [ 0, %407 ]
  %417 = phi i32 [ %97, %411 ], [ 0, %407 ]
  %418 = phi i32 [ %404, %411 ], [ %408, %407 ]
  %419 = zext nneg i32 %417 to i64
  %420 = icmp eq i32 %415, 0
  br i1 %420, label %2088, label %421

421:                                              ; preds = %413
  %422 = add i32 %415, -1
  %423 = getelementptr inbounds i8, ptr %414, i64 1
  %424 = load i8, ptr %414, align 1, !tbaa !35
  %425 = zext i8 %424 to i64
  %426 = shl nuw nsw i64 %425, %419
  %427 = add i64 %426, %416
  %428 = add nuw nsw i64 %419, 8
  %429 = icmp ult i32 %417, 8
  br i1 %429, label %430, label %439, !llvm.loop !56

430:                                              ; preds = %421
  %431 = icmp eq i32 %422, 0
  br i1 %431, label %2088, label %432

432:                                              ; preds = %430
  %433 = add i32 %415, -2
  %434 = getelementptr inbounds i8, ptr %414, i64 2
  %435 = load i8, ptr %423, align 1, !tbaa !35
  %436 = zext i8 %435 to i64
  %437 = shl nuw nsw i64 %436, %428
  %438 = add i64 %437, %427
  br label %439

439:                                              ; preds = %421, %432, %411
  %440 = phi i32 [ %404, %411 ], [ %418, %432 ], [ %418, %421 ]
  %441 = phi ptr [ %92, %411 ], [ %423, %421 ], [ %434, %432 ]
  %442 = phi i32 [ %94, %411 ], [ %422, %421 ], [ %433, %432 ]
  %443 = phi i64 [ %96, %411 ], [ %427, %421 ], [ %438, %432 ]
  %444 = trunc i64 %443 to i32
  store i32 %444, ptr %56, align 4, !tbaa !57
  %445 = load ptr, ptr %84, align 8, !tbaa !25
  %446 = icmp eq ptr %445, null
  br i1 %446, label %449, label %447

447:                                              ; preds = %439
  %448 = getelementptr inbounds i8, ptr %445, i64 32
  store i32 %444, ptr %448, align 8, !tbaa !58
  br label %449

449:                                              ; preds = %447, %439
  %450 = and i32 %440, 512
  %451 = icmp eq i32 %450, 0
  br i1 %451, label %471, label %452

452:                                              ; preds = %449
  %453 = load i32, ptr %49, align 8, !tbaa !21
  %454 = and i32 %453, 4
  %455 = icmp eq i32 %454, 0
  br i1 %455, label %471, label %456

456:                                              ; preds = %452
  %457 = trunc i64 %443 to i8
  store i8 %457, ptr %3, align 4, !tbaa !35
  %458 = lshr i64 %443, 8
  %459 = trunc i64 %458 to i8
  store i8 %459, ptr %85, align 1, !tbaa !35
  %460 = load i64, ptr %53, align 8, !tbaa !45
  %461 = call i64 @crc32(i64 noundef %460, ptr noundef nonnull %3, i32 noundef 2) #9
  store i64 %461, ptr %53, align 8, !tbaa !45
  br label %471

462:                                              ; preds = %407, %403
  %463 = phi i32 [ 0, %407 ], [ %97, %403 ]
  %464 = phi i64 [ 0, %407 ], [ %96, %403 ]
  %465 = phi i32 [ %378, %407 ], [ %94, %403 ]
  %466 = phi ptr [ %377, %407 ], [ %92, %403 ]
  %467 = load ptr, ptr %84, align 8, !tbaa !25
  %468 = icmp eq ptr %467, null
  br i1 %468, label %471, label %469

469:                                              ; preds = %462
  %470 = getelementptr inbounds i8, ptr %467, i64 24
  store ptr null, ptr %470, align 8, !tbaa !59
  br label %471

471:                                              ; preds = %456, %452, %449, %462, %469
  %472 = phi ptr [ %466, %469 ], [ %466, %462 ], [ %441, %449 ], [ %441, %452 ], [ %441, %456 ]
  %473 = phi i32 [ %465, %469 ], [ %465, %462 ], [ %442, %449 ], [ %442, %452 ], [ %442, %456 ]
  %474 = phi i64 [ %464, %469 ], [ %464, %462 ], [ 0, %449 ], [ 0, %452 ], [ 0, %456 ]
  %475 = phi i32 [ %463, %469 ], [ %463, %462 ], [ 0, %449 ], [ 0, %452 ], [ 0, %456 ]
  store i32 16185, ptr %21, align 8, !tbaa !17
  br label %476

476:                                              ; preds = %90, %471
  %477 = phi ptr [ %92, %90 ], [ %472, %471 ]
  %478 = phi i32 [ %94, %90 ], [ %473, %471 ]
  %479 = phi i64 [ %96, %90 ], [ %474, %471 ]
  %480 = phi i32 [ %97, %90 ], [ %475, %471 ]
  %481 = load i32, ptr %52, align 8, !tbaa !48
  %482 = and i32 %481, 1024
  %483 = icmp eq i32 %482, 0
  br i1 %483, label %533, label %484

484:                                              ; preds = %476
  %485 = load i32, ptr %56, align 4, !tbaa !57
  %486 = call i32 @llvm.umin.i32(i32 %485, i32 %478)
  %487 = icmp eq i32 %486, 0
  br i1 %487, label %528, label %488

488:                                              ; preds = %484
  %489 = load ptr, ptr %84, align 8, !tbaa !25
  %490 = icmp eq ptr %489, null
  br i1 %490, label %511, label %491

491:                                              ; preds = %488
  %492 = getelementptr inbounds i8, ptr %489, i64 24
  %493 = load ptr, ptr %492, align 8, !tbaa !59
  %494 = icmp eq ptr %493, null
  br i1 %494, label %511, label %495

495:                                              ; preds = %491
  %496 = getelementptr inbounds i8, ptr %489, i64 32
  %497 = load i32, ptr %496, align 8, !tbaa !58
  %498 = sub i32 %497, %485
  %499 = getelementptr inbounds i8, ptr %489, i64 36
  %500 = load i32, ptr %499, align 4, !tbaa !60
  %501 = icmp ult i32 %498, %500
  br i1 %501, label %502, label %511

502:                                              ; preds = %495
  %503 = zext i32 %498 to i64
  %504 = getelementptr inbounds i8, ptr %493, i64 %503
  %505 = add i32 %498, %486
  %506 = icmp ugt i32 %505, %500
  %507 = sub i32 %500, %498
  %508 = select i1 %506, i32 %507, i32 %486
  %509 = zext i32 %508 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %504, ptr align 1 %477, i64 %509, i1 false)
  %510 = load i32, ptr %52, align 8, !tbaa !48
  br label %511

511:                                              ; preds = %502, %495, %491, %488
  %512 = phi i32 [ %510, %502 ], [ %481, %495 ], [ %481, %491 ], [ %481, %488 ]
  %513 = and i32 %512, 512
  %514 = icmp eq i32 %513, 0
  br i1 %514, label %522, label %515

515:                                              ; preds = %511
  %516 = load i32, ptr %49, align 8, !tbaa !21
  %517 = and i32 %516, 4
  %518 = icmp eq i32 %517, 0
  br i1 %518, label %522, label %519

519:                                              ; preds = %515
  %520 = load i64, ptr %53, align 8, !tbaa !45
  %521 = call i64 @crc32(i64 noundef %520, ptr noundef %477, i32 noundef %486) #9
  store i64 %521, ptr %53, align 8, !tbaa !45
  br label %522

522:                                              ; preds = %519, %515, %511
  %523 = sub i32 %478, %486
  %524 = zext i32 %486 to i64
  %525 = getelementptr inbounds i8, ptr %477, i64 %524
  %526 = load i32, ptr %56, align 4, !tbaa !57
  %527 = sub i32 %526, %486
  store i32 %527, ptr %56, align 4, !tbaa !57
  br label %528

528:                                              ; preds = %522, %484
  %529 = phi i32 [ %527, %522 ], [ %485, %484 ]
  %530 = phi ptr [ %525, %522 ], [ %477, %484 ]
  %531 = phi i32 [ %523, %522 ], [ %478, %484 ]
  %532 = icmp eq i32 %529, 0
  br i1 %532, label %533, label %2169

533:                                              ; preds = %528, %476
  %534 = phi ptr [ %530, %528 ], [ %477, %476 ]
  %535 = phi i32 [ %531, %528 ], [ %478, %476 ]
  store i32 0, ptr %56, align 4, !tbaa !57
  store i32 16186, ptr %21, align 8, !tbaa !17
  br label %536

536:                                              ; preds = %90, %533
  %537 = phi ptr [ %92, %90 ], [ %534, %533 ]
  %538 = phi i32 [ %94, %90 ], [ %535, %533 ]
  %539 = phi i64 [ %96, %90 ], [ %479, %533 ]
  %540 = phi i32 [ %97, %90 ], [ %480, %533 ]
  %541 = load i32, ptr %52, align 8, !tbaa !48
  %542 = and i32 %541, 2048
  %543 = icmp eq i32 %542, 0
  br i1 %543, label %588, label %544

544:                                              ; preds = %536
  %545 = icmp eq i32 %538, 0
  br i1 %545, label %2169, label %546

546:                                              ; preds = %544
  %547 = zext i32 %538 to i64
  br label %548

548:                                              ; preds = %546, %568
  %549 = phi i64 [ 0, %546 ], [ %550, %568 ]
  %550 = add nuw nsw i64 %549, 1
  %551 = getelementptr inbounds i8, ptr %537, i64 %549
  %552 = load i8, ptr %551, align 1, !tbaa !35
  %553 = load ptr, ptr %84, align 8, !tbaa !25
  %554 = icmp eq ptr %553, null
  br i1 %554, label %568, label %555

555:                                              ; preds = %548
  %556 = getelementptr inbounds i8, ptr %553, i64 40
  %557 = load ptr, ptr %556, align 8, !tbaa !61
  %558 = icmp eq ptr %557, null
  br i1 %558, label %568, label %559

559:                                              ; preds = %555
  %560 = load i32, ptr %56, align 4, !tbaa !57
  %561 = getelementptr inbounds i8, ptr %553, i64 48
  %562 = load i32, ptr %561, align 8, !tbaa !62
  %563 = icmp ult i32 %560, %562
  br i1 %563, label %564, label %568

564:                                              ; preds = %559
  %565 = add nuw i32 %560, 1
  store i32 %565, ptr %56, align 4, !tbaa !57
  %566 = zext i32 %560 to i64
  %567 = getelementptr inbounds i8, ptr %557, i64 %566
  store i8 %552, ptr %567, align 1, !tbaa !35
  br label %568

568:                                              ; preds = %548, %555, %559, %564
  %569 = icmp ne i8 %552, 0
  %570 = icmp ult i64 %550, %547
  %571 = select i1 %569, i1 %570, i1 false
  br i1 %571, label %548, label %572, !llvm.loop !63

572:                                              ; preds = %568
  %573 = trunc nuw i64 %550 to i32
  %574 = load i32, ptr %52, align 8, !tbaa !48
  %575 = and i32 %574, 512
  %576 = icmp eq i32 %575, 0
  br i1 %576, label %584, label %577

577:                                              ; preds = %572
  %578 = load i32, ptr %49, align 8, !tbaa !21
  %579 = and i32 %578, 4
  %580 = icmp eq i32 %579, 0
  br i1 %580, label %584, label %581

581:                                              ; preds = %577
  %582 = load i64, ptr %53, align 8, !tbaa !45
  %583 = call i64 @crc32(i64 noundef %582, ptr noundef nonnull %537, i32 noundef %573) #9
  store i64 %583, ptr %53, align 8, !tbaa !45
  br label %584

584:                                              ; preds = %581, %577, %572
  %585 = sub i32 %538, %573
  %586 = and i64 %550, 4294967295
  %587 = getelementptr inbounds i8, ptr %537, i64 %586
  br i1 %569, label %2169, label %593

588:                                              ; preds = %536
  %589 = load ptr, ptr %84, align 8, !tbaa !25
  %590 = icmp eq ptr %589, null
  br i1 %590, label %593, label %591

591:                                              ; preds = %588
  %592 = getelementptr inbounds i8, ptr %589, i64 40
  store ptr null, ptr %592, align 8, !tbaa !61
  br label %593

593:                                              ; preds = %588, %591, %584
  %594 = phi ptr [ %587, %584 ], [ %537, %591 ], [ %537, %588 ]
  %595 = phi i32 [ %585, %584 ], [ %538, %591 ], [ %538, %588 ]
  store i32 0, ptr %56, align 4, !tbaa !57
  store i32 16187, ptr %21, align 8, !tbaa !17
  br label %596

596:                                              ; preds = %90, %593
  %597 = phi ptr [ %92, %90 ], [ %594, %593 ]
  %598 = phi i32 [ %94, %90 ], [ %595, %593 ]
  %599 = phi i64 [ %96, %90 ], [ %539, %593 ]
  %600 = phi i32 [ %97, %90 ], [ %540, %593 ]
  %601 = load i32, ptr %52, align 8, !tbaa !48
  %602 = and i32 %601, 4096
  %603 = icmp eq i32 %602, 0
  br i1 %603, label %648, label %604

604:                                              ; preds = %596
  %605 = icmp eq i32 %598, 0
  br i1 %605, label %2169, label %606

606:                                              ; preds = %604
  %607 = zext i32 %598 to i64
  br label %608

608:                                              ; preds = %606, %628
  %609 = phi i64 [ 0, %606 ], [ %610, %628 ]
  %610 = add nuw nsw i64 %609, 1
  %611 = getelementptr inbounds i8, ptr %597, i64 %609
  %612 = load i8, ptr %611, align 1, !tbaa !35
  %613 = load ptr, ptr %84, align 8, !tbaa !25
  %614 = icmp eq ptr %613, null
  br i1 %614, label %628, label %615

615:                                              ; preds = %608
  %616 = getelementptr inbounds i8, ptr %613, i64 56
  %617 = load ptr, ptr %616, align 8, !tbaa !64
  %618 = icmp eq ptr %617, null
  br i1 %618, label %628, label %619

619:                                              ; preds = %615
  %620 = load i32, ptr %56, align 4, !tbaa !57
  %621 = getelementptr inbounds i8, ptr %613, i64 64
  %622 = load i32, ptr %621, align 8, !tbaa !65
  %623 = icmp ult i32 %620, %622
  br i1 %623, label %624, label %628

624:                                              ; preds = %619
  %625 = add nuw i32 %620, 1
  store i32 %625, ptr %56, align 4, !tbaa !57
  %626 = zext i32 %620 to i64
  %627 = getelementptr inbounds i8, ptr %617, i64 %626
  store i8 %612, ptr %627, align 1, !tbaa !35
  br label %628

628:                                              ; preds = %608, %615, %619, %624
  %629 = icmp ne i8 %612, 0
  %630 = icmp ult i64 %610, %607
  %631 = select i1 %629, i1 %630, i1 false
  br i1 %631, label %608, label %632, !llvm.loop !66

632:                                              ; preds = %628
  %633 = trunc nuw i64 %610 to i32
  %634 = load i32, ptr %52, align 8, !tbaa !48
  %635 = and i32 %634, 512
  %636 = icmp eq i32 %635, 0
  br i1 %636, label %644, label %637

637:                                              ; preds = %632
  %638 = load i32, ptr %49, align 8, !tbaa !21
  %639 = and i32 %638, 4
  %640 = icmp eq i32 %639, 0
  br i1 %640, label %644, label %641

641:                                              ; preds = %637
  %642 = load i64, ptr %53, align 8, !tbaa !45
  %643 = call i64 @crc32(i64 noundef %642, ptr noundef nonnull %597, i32 noundef %633) #9
  store i64 %643, ptr %53, align 8, !tbaa !45
  br label %644

644:                                              ; preds = %641, %637, %632
  %645 = sub i32 %598, %633
  %646 = and i64 %610, 4294967295
  %647 = getelementptr inbounds i8, ptr %597, i64 %646
  br i1 %629, label %2169, label %653

648:                                              ; preds = %596
  %649 = load ptr, ptr %84, align 8, !tbaa !25
  %650 = icmp eq ptr %649, null
  br i1 %650, label %653, label %651

651:                                              ; preds = %648
  %652 = getelementptr inbounds i8, ptr %649, i64 56
  store ptr null, ptr %652, align 8, !tbaa !64
  br label %653

653:                                              ; preds = %648, %651, %644
  %654 = phi ptr [ %647, %644 ], [ %597, %651 ], [ %597, %648 ]
  %655 = phi i32 [ %645, %644 ], [ %598, %651 ], [ %598, %648 ]
  store i32 16188, ptr %21, align 8, !tbaa !17
  br label %656

656:                                              ; preds = %90, %653
  %657 = phi ptr [ %92, %90 ], [ %654, %653 ]
  %658 = phi i32 [ %94, %90 ], [ %655, %653 ]
  %659 = phi i64 [ %96, %90 ], [ %599, %653 ]
  %660 = phi i32 [ %97, %90 ], [ %600, %653 ]
  %661 = load i32, ptr %52, align 8, !tbaa !48
  %662 = and i32 %661, 512
  %663 = icmp eq i32 %662, 0
  br i1 %663, label %707, label %664

664:                                              ; preds = %656
  %665 = icmp ult i32 %660, 16
  br i1 %665, label %666, label %694

666:                                              ; preds = %664
  %667 = zext nneg i32 %660 to i64
  %668 = icmp eq i32 %658, 0
  br i1 %668, label %2083, label %669

669:                                              ; preds = %666
  %670 = add i32 %658, -1
  %671 = getelementptr inbounds i8, ptr %657, i64 1
  %672 = load i8, ptr %657, align 1, !tbaa !35
  %673 = zext i8 %672 to i64
  %674 = shl nuw nsw i64 %673, %667
  %675 = add i64 %674, %659
  %676 = add nuw nsw i64 %667, 8
  %677 = icmp ult i32 %660, 8
  br i1 %677, label %678, label %688, !llvm.loop !67

678:                                              ; preds = %669
  %679 = icmp eq i32 %670, 0
  br i1 %679, label %2083, label %680

680:                                              ; preds = %678
  %681 = add i32 %658, -2
  %682 = getelementptr inbounds i8, ptr %657, i64 2
  %683 = load i8, ptr %671, align 1, !tbaa !35
  %684 = zext i8 %683 to i64
  %685 = shl nuw nsw i64 %684, %676
  %686 = add i64 %685, %675
  %687 = or disjoint i64 %667, 16
  br label %688

688:                                              ; preds = %680, %669
  %689 = phi i32 [ %670, %669 ], [ %681, %680 ]
  %690 = phi ptr [ %671, %669 ], [ %682, %680 ]
  %691 = phi i64 [ %675, %669 ], [ %686, %680 ]
  %692 = phi i64 [ %676, %669 ], [ %687, %680 ]
  %693 = trunc nuw nsw i64 %692 to i32
  br label %694

694:                                              ; preds = %688, %664
  %695 = phi ptr [ %657, %664 ], [ %690, %688 ]
  %696 = phi i32 [ %658, %664 ], [ %689, %688 ]
  %697 = phi i64 [ %659, %664 ], [ %691, %688 ]
  %698 = phi i32 [ %660, %664 ], [ %693, %688 ]
  %699 = load i32, ptr %49, align 8, !tbaa !21
  %700 = and i32 %699, 4
  %701 = icmp eq i32 %700, 0
  br i1 %701, label %707, label %702

702:                                              ; preds = %694
  %703 = load i64, ptr %53, align 8, !tbaa !45
  %704 = and i64 %703, 65535
  %705 = icmp eq i64 %697, %704
  br i1 %705, label %707, label %706

706:                                              ; preds = %702
  store ptr @.str.5, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

707:                                              ; preds = %702, %694, %656
  %708 = phi ptr [ %657, %656 ], [ %695, %694 ], [ %695, %702 ]
  %709 = phi i32 [ %658, %656 ], [ %696, %694 ], [ %696, %702 ]
  %710 = phi i64 [ %659, %656 ], [ 0, %694 ], [ 0, %702 ]
  %711 = phi i32 [ %660, %656 ], [ 0, %694 ], [ 0, %702 ]
  %712 = load ptr, ptr %84, align 8, !tbaa !25
  %713 = icmp eq ptr %712, null
  br i1 %713, label %719, label %714

714:                                              ; preds = %707
  %715 = lshr i32 %661, 9
  %716 = and i32 %715, 1
  %717 = getelementptr inbounds i8, ptr %712, i64 68
  store i32 %716, ptr %717, align 4, !tbaa !68
  %718 = getelementptr inbounds i8, ptr %712, i64 72
  store i32 1, ptr %718, align 8, !tbaa !46
  br label %719

719:                                              ; preds = %714, %707
  %720 = call i64 @crc32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9
  store i64 %720, ptr %53, align 8, !tbaa !45
  store i64 %720, ptr %54, align 8, !tbaa !22
  store i32 16191, ptr %21, align 8, !tbaa !17
  br label %2062

721:                                              ; preds = %116
  %722 = add i32 %94, -1
  %723 = getelementptr inbounds i8, ptr %92, i64 1
  %724 = load i8, ptr %92, align 1, !tbaa !35
  %725 = zext i8 %724 to i64
  %726 = shl nuw nsw i64 %725, %117
  %727 = add i64 %726, %96
  %728 = add nuw nsw i64 %117, 8
  %729 = icmp ult i32 %97, 24
  br i1 %729, label %730, label %761, !llvm.loop !69

730:                                              ; preds = %721
  %731 = icmp eq i32 %722, 0
  br i1 %731, label %2108, label %732

732:                                              ; preds = %730
  %733 = add i32 %94, -2
  %734 = getelementptr inbounds i8, ptr %92, i64 2
  %735 = load i8, ptr %723, align 1, !tbaa !35
  %736 = zext i8 %735 to i64
  %737 = shl nuw nsw i64 %736, %728
  %738 = add i64 %737, %727
  %739 = add nuw nsw i64 %117, 16
  %740 = icmp ult i32 %97, 16
  br i1 %740, label %741, label %761, !llvm.loop !69

741:                                              ; preds = %732
  %742 = icmp eq i32 %733, 0
  br i1 %742, label %2108, label %743

743:                                              ; preds = %741
  %744 = add i32 %94, -3
  %745 = getelementptr inbounds i8, ptr %92, i64 3
  %746 = load i8, ptr %734, align 1, !tbaa !35
  %747 = zext i8 %746 to i64
  %748 = shl nuw nsw i64 %747, %739
  %749 = add i64 %748, %738
  %750 = add nuw nsw i64 %117, 24
  %751 = icmp ult i32 %97, 8
  br i1 %751, label %752, label %761, !llvm.loop !69

752:                                              ; preds = %743
  %753 = icmp eq i32 %744, 0
  br i1 %753, label %2108, label %754

754:                                              ; preds = %752
  %755 = add i32 %94, -4
  %756 = getelementptr inbounds i8, ptr %92, i64 4
  %757 = load i8, ptr %745, align 1, !tbaa !35
  %758 = zext i8 %757 to i64
  %759 = shl nuw nsw i64 %758, %750
  %760 = add i64 %759, %749
  br label %761

761:                                              ; preds = %721, %732, %743, %754, %114
  %762 = phi ptr [ %92, %114 ], [ %723, %721 ], [ %734, %732 ], [ %745, %743 ], [ %756, %754 ]
  %763 = phi i32 [ %94, %114 ], [ %722, %721 ], [ %733, %732 ], [ %744, %743 ], [ %755, %754 ]
  %764 = phi i64 [ %96, %114 ], [ %727, %721 ], [ %738, %732 ], [ %749, %743 ], [ %760, %754 ]
  %765 = trunc i64 %764 to i32
  %766 = call i32 @llvm.bswap.i32(i32 %765)
  %767 = zext i32 %766 to i64
  store i64 %767, ptr %53, align 8, !tbaa !45
  store i64 %767, ptr %54, align 8, !tbaa !22
  store i32 16190, ptr %21, align 8, !tbaa !17
  br label %768

768:                                              ; preds = %90, %761
  %769 = phi ptr [ %92, %90 ], [ %762, %761 ]
  %770 = phi i32 [ %94, %90 ], [ %763, %761 ]
  %771 = phi i64 [ %96, %90 ], [ 0, %761 ]
  %772 = phi i32 [ %97, %90 ], [ 0, %761 ]
  %773 = load i32, ptr %80, align 4, !tbaa !70
  %774 = icmp eq i32 %773, 0
  br i1 %774, label %775, label %776

775:                                              ; preds = %768
  store ptr %93, ptr %26, align 8, !tbaa !37
  store i32 %95, ptr %41, align 8, !tbaa !40
  store ptr %769, ptr %0, align 8, !tbaa !38
  store i32 %770, ptr %43, align 8, !tbaa !39
  store i64 %771, ptr %45, align 8, !tbaa !26
  store i32 %772, ptr %47, align 8, !tbaa !27
  br label %2253

776:                                              ; preds = %768
  %777 = call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9
  store i64 %777, ptr %53, align 8, !tbaa !45
  store i64 %777, ptr %54, align 8, !tbaa !22
  store i32 16191, ptr %21, align 8, !tbaa !17
  br label %778

778:                                              ; preds = %90, %776
  %779 = phi ptr [ %92, %90 ], [ %769, %776 ]
  %780 = phi i32 [ %94, %90 ], [ %770, %776 ]
  %781 = phi i64 [ %96, %90 ], [ %771, %776 ]
  %782 = phi i32 [ %97, %90 ], [ %772, %776 ]
  br i1 %82, label %2169, label %783

783:                                              ; preds = %778, %90
  %784 = phi ptr [ %92, %90 ], [ %779, %778 ]
  %785 = phi i32 [ %94, %90 ], [ %780, %778 ]
  %786 = phi i64 [ %96, %90 ], [ %781, %778 ]
  %787 = phi i32 [ %97, %90 ], [ %782, %778 ]
  %788 = load i32, ptr %83, align 4, !tbaa !71
  %789 = icmp eq i32 %788, 0
  br i1 %789, label %790, label %794

790:                                              ; preds = %783
  %791 = icmp ult i32 %787, 3
  br i1 %791, label %792, label %808

792:                                              ; preds = %790
  %793 = icmp eq i32 %785, 0
  br i1 %793, label %2169, label %799

794:                                              ; preds = %783
  %795 = and i32 %787, 7
  %796 = zext nneg i32 %795 to i64
  %797 = lshr i64 %786, %796
  %798 = and i32 %787, -8
  store i32 16206, ptr %21, align 8, !tbaa !17
  br label %2062

799:                                              ; preds = %792
  %800 = or disjoint i32 %787, 8
  %801 = add i32 %785, -1
  %802 = getelementptr inbounds i8, ptr %784, i64 1
  %803 = load i8, ptr %784, align 1, !tbaa !35
  %804 = zext i8 %803 to i64
  %805 = zext nneg i32 %787 to i64
  %806 = shl nuw nsw i64 %804, %805
  %807 = add i64 %806, %786
  br label %808

808:                                              ; preds = %799, %790
  %809 = phi ptr [ %802, %799 ], [ %784, %790 ]
  %810 = phi i32 [ %801, %799 ], [ %785, %790 ]
  %811 = phi i64 [ %807, %799 ], [ %786, %790 ]
  %812 = phi i32 [ %800, %799 ], [ %787, %790 ]
  %813 = trunc i64 %811 to i32
  %814 = and i32 %813, 1
  store i32 %814, ptr %83, align 4, !tbaa !71
  %815 = lshr i32 %813, 1
  %816 = and i32 %815, 3
  switch i32 %816, label %822 [
    i32 0, label %824
    i32 1, label %817
    i32 2, label %821
    i32 3, label %823
  ]

817:                                              ; preds = %808
  call void @inflate_fixed(ptr noundef nonnull %15) #9
  store i32 16199, ptr %21, align 8, !tbaa !17
  br i1 %70, label %818, label %826

818:                                              ; preds = %817
  %819 = lshr i64 %811, 3
  %820 = add i32 %812, -3
  br label %2169

821:                                              ; preds = %808
  br label %824

822:                                              ; preds = %808
  unreachable

823:                                              ; preds = %808
  store ptr @.str.6, ptr %55, align 8, !tbaa !36
  br label %824

824:                                              ; preds = %808, %823, %821
  %825 = phi i32 [ 16196, %821 ], [ 16209, %823 ], [ 16193, %808 ]
  store i32 %825, ptr %21, align 8, !tbaa !17
  br label %826

826:                                              ; preds = %824, %817
  %827 = lshr i64 %811, 3
  %828 = add i32 %812, -3
  br label %2062

829:                                              ; preds = %90
  %830 = and i32 %97, 7
  %831 = zext nneg i32 %830 to i64
  %832 = lshr i64 %96, %831
  %833 = and i32 %97, -8
  %834 = icmp ult i32 %97, 32
  br i1 %834, label %835, label %885

835:                                              ; preds = %829
  %836 = and i32 %97, 24
  %837 = zext nneg i32 %836 to i64
  %838 = icmp eq i32 %94, 0
  br i1 %838, label %2113, label %839

839:                                              ; preds = %835
  %840 = add i32 %94, -1
  %841 = getelementptr inbounds i8, ptr %92, i64 1
  %842 = load i8, ptr %92, align 1, !tbaa !35
  %843 = zext i8 %842 to i64
  %844 = shl nuw nsw i64 %843, %837
  %845 = add i64 %844, %832
  %846 = add nuw nsw i64 %837, 8
  %847 = icmp eq i32 %836, 24
  br i1 %847, label %879, label %848, !llvm.loop !72

848:                                              ; preds = %839
  %849 = icmp eq i32 %840, 0
  br i1 %849, label %2113, label %850

850:                                              ; preds = %848
  %851 = add i32 %94, -2
  %852 = getelementptr inbounds i8, ptr %92, i64 2
  %853 = load i8, ptr %841, align 1, !tbaa !35
  %854 = zext i8 %853 to i64
  %855 = shl nuw nsw i64 %854, %846
  %856 = add i64 %855, %845
  %857 = add nuw nsw i64 %837, 16
  %858 = icmp ult i32 %836, 16
  br i1 %858, label %859, label %879, !llvm.loop !72

859:                                              ; preds = %850
  %860 = icmp eq i32 %851, 0
  br i1 %860, label %2113, label %861

861:                                              ; preds = %859
  %862 = add i32 %94, -3
  %863 = getelementptr inbounds i8, ptr %92, i64 3
  %864 = load i8, ptr %852, align 1, !tbaa !35
  %865 = zext i8 %864 to i64
  %866 = shl nuw nsw i64 %865, %857
  %867 = add i64 %866, %856
  %868 = add nuw nsw i64 %837, 24
  %869 = icmp eq i32 %836, 0
  br i1 %869, label %870, label %879, !llvm.loop !72

870:                                              ; preds = %861
  %871 = icmp eq i32 %862, 0
  br i1 %871, label %2113, label %872

872:                                              ; preds = %870
  %873 = add i32 %94, -4
  %874 = getelementptr inbounds i8, ptr %92, i64 4
  %875 = load i8, ptr %863, align 1, !tbaa !35
  %876 = zext i8 %875 to i64
  %877 = shl nuw nsw i64 %876, %868
  %878 = add i64 %877, %867
  br label %879

879:                                              ; preds = %872, %861, %850, %839
  %880 = phi i32 [ %840, %839 ], [ %851, %850 ], [ %862, %861 ], [ %873, %872 ]
  %881 = phi ptr [ %841, %839 ], [ %852, %850 ], [ %863, %861 ], [ %874, %872 ]
  %882 = phi i64 [ %845, %839 ], [ %856, %850 ], [ %867, %861 ], [ %878, %872 ]
  %883 = phi i64 [ %846, %839 ], [ %857, %850 ], [ %868, %861 ], [ 32, %872 ]
  %884 = trunc nuw nsw i64 %883 to i32
  br label %885

885:                                              ; preds = %879, %829
  %886 = phi ptr [ %92, %829 ], [ %881, %879 ]
  %887 = phi i32 [ %94, %829 ], [ %880, %879 ]
  %888 = phi i64 [ %832, %829 ], [ %882, %879 ]
  %889 = phi i32 [ %833, %829 ], [ %884, %879 ]
  %890 = and i64 %888, 65535
  %891 = lshr i64 %888, 16
  %892 = xor i64 %891, %890
  %893 = icmp eq i64 %892, 65535
  br i1 %893, label %895, label %894

894:                                              ; preds = %885
  store ptr @.str.7, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

895:                                              ; preds = %885
  %896 = trunc i64 %888 to i32
  %897 = and i32 %896, 65535
  store i32 %897, ptr %56, align 4, !tbaa !57
  store i32 16194, ptr %21, align 8, !tbaa !17
  br i1 %70, label %2169, label %898

898:                                              ; preds = %895, %90
  %899 = phi ptr [ %92, %90 ], [ %886, %895 ]
  %900 = phi i32 [ %94, %90 ], [ %887, %895 ]
  %901 = phi i64 [ %96, %90 ], [ 0, %895 ]
  %902 = phi i32 [ %97, %90 ], [ 0, %895 ]
  store i32 16195, ptr %21, align 8, !tbaa !17
  br label %903

903:                                              ; preds = %90, %898
  %904 = phi ptr [ %92, %90 ], [ %899, %898 ]
  %905 = phi i32 [ %94, %90 ], [ %900, %898 ]
  %906 = phi i64 [ %96, %90 ], [ %901, %898 ]
  %907 = phi i32 [ %97, %90 ], [ %902, %898 ]
  %908 = load i32, ptr %56, align 4, !tbaa !57
  %909 = icmp eq i32 %908, 0
  br i1 %909, label %922, label %910

910:                                              ; preds = %903
  %911 = call i32 @llvm.umin.i32(i32 %908, i32 %905)
  %912 = call i32 @llvm.umin.i32(i32 %911, i32 %95)
  %913 = icmp eq i32 %912, 0
  br i1 %913, label %2169, label %914

914:                                              ; preds = %910
  %915 = zext i32 %912 to i64
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %93, ptr align 1 %904, i64 %915, i1 false)
  %916 = sub i32 %905, %912
  %917 = getelementptr inbounds i8, ptr %904, i64 %915
  %918 = sub i32 %95, %912
  %919 = getelementptr inbounds i8, ptr %93, i64 %915
  %920 = load i32, ptr %56, align 4, !tbaa !57
  %921 = sub i32 %920, %912
  store i32 %921, ptr %56, align 4, !tbaa !57
  br label %2062

922:                                              ; preds = %903
  store i32 16191, ptr %21, align 8, !tbaa !17
  br label %2062

923:                                              ; preds = %111
  %924 = add i32 %94, -1
  %925 = getelementptr inbounds i8, ptr %92, i64 1
  %926 = load i8, ptr %92, align 1, !tbaa !35
  %927 = zext i8 %926 to i64
  %928 = shl nuw nsw i64 %927, %112
  %929 = add i64 %928, %96
  %930 = add nuw nsw i64 %112, 8
  %931 = icmp ult i32 %97, 6
  br i1 %931, label %932, label %942, !llvm.loop !73

932:                                              ; preds = %923
  %933 = icmp eq i32 %924, 0
  br i1 %933, label %2118, label %934

934:                                              ; preds = %932
  %935 = add i32 %94, -2
  %936 = getelementptr inbounds i8, ptr %92, i64 2
  %937 = load i8, ptr %925, align 1, !tbaa !35
  %938 = zext i8 %937 to i64
  %939 = shl nuw nsw i64 %938, %930
  %940 = add i64 %939, %929
  %941 = or disjoint i64 %112, 16
  br label %942

942:                                              ; preds = %934, %923
  %943 = phi i32 [ %924, %923 ], [ %935, %934 ]
  %944 = phi ptr [ %925, %923 ], [ %936, %934 ]
  %945 = phi i64 [ %929, %923 ], [ %940, %934 ]
  %946 = phi i64 [ %930, %923 ], [ %941, %934 ]
  %947 = trunc nuw nsw i64 %946 to i32
  br label %948

948:                                              ; preds = %942, %109
  %949 = phi ptr [ %92, %109 ], [ %944, %942 ]
  %950 = phi i32 [ %94, %109 ], [ %943, %942 ]
  %951 = phi i64 [ %96, %109 ], [ %945, %942 ]
  %952 = phi i32 [ %97, %109 ], [ %947, %942 ]
  %953 = trunc i64 %951 to i32
  %954 = and i32 %953, 31
  %955 = add nuw nsw i32 %954, 257
  store i32 %955, ptr %57, align 4, !tbaa !74
  %956 = lshr i32 %953, 5
  %957 = and i32 %956, 31
  %958 = add nuw nsw i32 %957, 1
  store i32 %958, ptr %58, align 8, !tbaa !75
  %959 = lshr i32 %953, 10
  %960 = and i32 %959, 15
  %961 = add nuw nsw i32 %960, 4
  store i32 %961, ptr %59, align 8, !tbaa !76
  %962 = lshr i64 %951, 14
  %963 = add i32 %952, -14
  %964 = icmp ugt i32 %954, 29
  %965 = icmp ugt i32 %957, 29
  %966 = or i1 %964, %965
  br i1 %966, label %967, label %968

967:                                              ; preds = %948
  store ptr @.str.8, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

968:                                              ; preds = %948
  store i32 0, ptr %60, align 4, !tbaa !42
  store i32 16197, ptr %21, align 8, !tbaa !17
  br label %973

969:                                              ; preds = %90
  %970 = load i32, ptr %59, align 8, !tbaa !76
  %971 = load i32, ptr %60, align 4, !tbaa !42
  %972 = icmp ult i32 %971, %970
  br i1 %972, label %973, label %982

973:                                              ; preds = %968, %969
  %974 = phi i32 [ %963, %968 ], [ %97, %969 ]
  %975 = phi i64 [ %962, %968 ], [ %96, %969 ]
  %976 = phi i32 [ %950, %968 ], [ %94, %969 ]
  %977 = phi ptr [ %949, %968 ], [ %92, %969 ]
  %978 = phi i32 [ %961, %968 ], [ %970, %969 ]
  %979 = phi i32 [ 0, %968 ], [ %971, %969 ]
  %980 = zext i32 %979 to i64
  %981 = zext i32 %978 to i64
  br label %1025

982:                                              ; preds = %1043, %969
  %983 = phi ptr [ %92, %969 ], [ %1044, %1043 ]
  %984 = phi i32 [ %94, %969 ], [ %1045, %1043 ]
  %985 = phi i64 [ %96, %969 ], [ %1056, %1043 ]
  %986 = phi i32 [ %97, %969 ], [ %1057, %1043 ]
  %987 = phi i32 [ %971, %969 ], [ %978, %1043 ]
  %988 = icmp ult i32 %987, 19
  br i1 %988, label %989, label %1069

989:                                              ; preds = %982
  %990 = zext nneg i32 %987 to i64
  %991 = add nuw nsw i32 %987, 1
  %992 = zext nneg i32 %991 to i64
  %993 = sub nsw i64 20, %992
  %994 = icmp ult i64 %993, 2
  br i1 %994, label %995, label %997

995:                                              ; preds = %1023, %997, %989
  %996 = phi i64 [ %990, %997 ], [ %990, %989 ], [ %1008, %1023 ]
  br label %1059

997:                                              ; preds = %989
  %998 = add nuw nsw i32 %987, 1
  %999 = zext nneg i32 %998 to i64
  %1000 = sub nsw i64 19, %999
  %1001 = trunc i64 %1000 to i32
  %1002 = sub nuw nsw i32 -2, %987
  %1003 = icmp ult i32 %1002, %1001
  %1004 = icmp ugt i64 %1000, 4294967295
  %1005 = or i1 %1003, %1004
  br i1 %1005, label %995, label %1006

1006:                                             ; preds = %997
  %1007 = and i64 %993, -2
  %1008 = add nsw i64 %1007, %990
  br label %1009

1009:                                             ; preds = %1009, %1006
  %1010 = phi i64 [ 0, %1006 ], [ %1021, %1009 ]
  %1011 = add i64 %1010, %990
  %1012 = add i64 %1011, 1
  %1013 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %1011
  %1014 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %1012
  %1015 = load i16, ptr %1013, align 2, !tbaa !77
  %1016 = load i16, ptr %1014, align 2, !tbaa !77
  %1017 = zext i16 %1015 to i64
  %1018 = zext i16 %1016 to i64
  %1019 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1017
  %1020 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1018
  store i16 0, ptr %1019, align 2, !tbaa !77
  store i16 0, ptr %1020, align 2, !tbaa !77
  %1021 = add nuw i64 %1010, 2
  %1022 = icmp eq i64 %1021, %1007
  br i1 %1022, label %1023, label %1009, !llvm.loop !79

1023:                                             ; preds = %1009
  %1024 = icmp eq i64 %993, %1007
  br i1 %1024, label %1068, label %995

1025:                                             ; preds = %973, %1043
  %1026 = phi i64 [ %980, %973 ], [ %1050, %1043 ]
  %1027 = phi i32 [ %974, %973 ], [ %1057, %1043 ]
  %1028 = phi i64 [ %975, %973 ], [ %1056, %1043 ]
  %1029 = phi i32 [ %976, %973 ], [ %1045, %1043 ]
  %1030 = phi ptr [ %977, %973 ], [ %1044, %1043 ]
  %1031 = icmp ult i32 %1027, 3
  br i1 %1031, label %1032, label %1043

1032:                                             ; preds = %1025
  %1033 = icmp eq i32 %1029, 0
  br i1 %1033, label %2169, label %1034

1034:                                             ; preds = %1032
  %1035 = or disjoint i32 %1027, 8
  %1036 = add i32 %1029, -1
  %1037 = getelementptr inbounds i8, ptr %1030, i64 1
  %1038 = load i8, ptr %1030, align 1, !tbaa !35
  %1039 = zext i8 %1038 to i64
  %1040 = zext nneg i32 %1027 to i64
  %1041 = shl nuw nsw i64 %1039, %1040
  %1042 = add i64 %1041, %1028
  br label %1043

1043:                                             ; preds = %1034, %1025
  %1044 = phi ptr [ %1037, %1034 ], [ %1030, %1025 ]
  %1045 = phi i32 [ %1036, %1034 ], [ %1029, %1025 ]
  %1046 = phi i64 [ %1042, %1034 ], [ %1028, %1025 ]
  %1047 = phi i32 [ %1035, %1034 ], [ %1027, %1025 ]
  %1048 = trunc i64 %1046 to i16
  %1049 = and i16 %1048, 7
  %1050 = add nuw nsw i64 %1026, 1
  %1051 = trunc nuw i64 %1050 to i32
  store i32 %1051, ptr %60, align 4, !tbaa !42
  %1052 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %1026
  %1053 = load i16, ptr %1052, align 2, !tbaa !77
  %1054 = zext i16 %1053 to i64
  %1055 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1054
  store i16 %1049, ptr %1055, align 2, !tbaa !77
  %1056 = lshr i64 %1046, 3
  %1057 = add i32 %1047, -3
  %1058 = icmp eq i64 %1050, %981
  br i1 %1058, label %982, label %1025, !llvm.loop !82

1059:                                             ; preds = %995, %1059
  %1060 = phi i64 [ %1061, %1059 ], [ %996, %995 ]
  %1061 = add nuw nsw i64 %1060, 1
  %1062 = getelementptr inbounds [19 x i16], ptr @inflate.order, i64 0, i64 %1060
  %1063 = load i16, ptr %1062, align 2, !tbaa !77
  %1064 = zext i16 %1063 to i64
  %1065 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1064
  store i16 0, ptr %1065, align 2, !tbaa !77
  %1066 = and i64 %1061, 4294967295
  %1067 = icmp eq i64 %1066, 19
  br i1 %1067, label %1068, label %1059, !llvm.loop !83

1068:                                             ; preds = %1059, %1023
  store i32 19, ptr %60, align 4, !tbaa !42
  br label %1069

1069:                                             ; preds = %1068, %982
  store ptr %62, ptr %63, align 8, !tbaa !28
  store ptr %62, ptr %64, align 8, !tbaa !29
  store ptr %62, ptr %65, align 8, !tbaa !30
  store i32 7, ptr %66, align 8, !tbaa !84
  %1070 = call i32 @inflate_table(i32 noundef 0, ptr noundef nonnull %61, i32 noundef 19, ptr noundef nonnull %63, ptr noundef nonnull %66, ptr noundef nonnull %67) #9
  %1071 = icmp eq i32 %1070, 0
  br i1 %1071, label %1073, label %1072

1072:                                             ; preds = %1069
  store ptr @.str.9, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1073:                                             ; preds = %1069
  store i32 0, ptr %60, align 4, !tbaa !42
  store i32 16198, ptr %21, align 8, !tbaa !17
  br label %1074

1074:                                             ; preds = %105, %1073
  %1075 = phi i32 [ %106, %105 ], [ 0, %1073 ]
  %1076 = phi ptr [ %92, %105 ], [ %983, %1073 ]
  %1077 = phi i32 [ %94, %105 ], [ %984, %1073 ]
  %1078 = phi i64 [ %96, %105 ], [ %985, %1073 ]
  %1079 = phi i32 [ %97, %105 ], [ %986, %1073 ]
  %1080 = phi i32 [ %99, %105 ], [ 0, %1073 ]
  %1081 = load i32, ptr %57, align 4, !tbaa !74
  %1082 = load i32, ptr %58, align 8, !tbaa !75
  %1083 = add i32 %1082, %1081
  %1084 = icmp ult i32 %1075, %1083
  br i1 %1084, label %1085, label %1351

1085:                                             ; preds = %1074
  %1086 = load ptr, ptr %65, align 8, !tbaa !30
  %1087 = load i32, ptr %66, align 8, !tbaa !84
  %1088 = shl nsw i32 -1, %1087
  %1089 = xor i32 %1088, -1
  br label %1090

1090:                                             ; preds = %1085, %1344
  %1091 = phi i32 [ %1079, %1085 ], [ %1349, %1344 ]
  %1092 = phi i64 [ %1078, %1085 ], [ %1348, %1344 ]
  %1093 = phi i32 [ %1077, %1085 ], [ %1347, %1344 ]
  %1094 = phi ptr [ %1076, %1085 ], [ %1346, %1344 ]
  %1095 = phi i32 [ %1075, %1085 ], [ %1345, %1344 ]
  %1096 = trunc i64 %1092 to i32
  %1097 = and i32 %1089, %1096
  %1098 = zext nneg i32 %1097 to i64
  %1099 = getelementptr inbounds %struct.code, ptr %1086, i64 %1098, i32 1
  %1100 = load i8, ptr %1099, align 1, !tbaa !35
  %1101 = zext i8 %1100 to i32
  %1102 = icmp ult i32 %1091, %1101
  br i1 %1102, label %1103, label %1129

1103:                                             ; preds = %1090
  %1104 = zext nneg i32 %1091 to i64
  br label %1105

1105:                                             ; preds = %1103, %1111
  %1106 = phi i64 [ %1104, %1103 ], [ %1118, %1111 ]
  %1107 = phi i64 [ %1092, %1103 ], [ %1117, %1111 ]
  %1108 = phi i32 [ %1093, %1103 ], [ %1112, %1111 ]
  %1109 = phi ptr [ %1094, %1103 ], [ %1113, %1111 ]
  %1110 = icmp eq i32 %1108, 0
  br i1 %1110, label %2133, label %1111

1111:                                             ; preds = %1105
  %1112 = add i32 %1108, -1
  %1113 = getelementptr inbounds i8, ptr %1109, i64 1
  %1114 = load i8, ptr %1109, align 1, !tbaa !35
  %1115 = zext i8 %1114 to i64
  %1116 = shl i64 %1115, %1106
  %1117 = add i64 %1116, %1107
  %1118 = add nuw nsw i64 %1106, 8
  %1119 = trunc i64 %1117 to i32
  %1120 = and i32 %1089, %1119
  %1121 = zext nneg i32 %1120 to i64
  %1122 = getelementptr inbounds %struct.code, ptr %1086, i64 %1121, i32 1
  %1123 = load i8, ptr %1122, align 1, !tbaa !35
  %1124 = zext i8 %1123 to i64
  %1125 = icmp ult i64 %1118, %1124
  br i1 %1125, label %1105, label %1126

1126:                                             ; preds = %1111
  %1127 = zext i8 %1123 to i32
  %1128 = trunc nuw i64 %1118 to i32
  br label %1129

1129:                                             ; preds = %1126, %1090
  %1130 = phi i64 [ %1098, %1090 ], [ %1121, %1126 ]
  %1131 = phi i32 [ %1101, %1090 ], [ %1127, %1126 ]
  %1132 = phi ptr [ %1094, %1090 ], [ %1113, %1126 ]
  %1133 = phi i32 [ %1093, %1090 ], [ %1112, %1126 ]
  %1134 = phi i64 [ %1092, %1090 ], [ %1117, %1126 ]
  %1135 = phi i32 [ %1091, %1090 ], [ %1128, %1126 ]
  %1136 = phi i8 [ %1100, %1090 ], [ %1123, %1126 ]
  %1137 = getelementptr inbounds %struct.code, ptr %1086, i64 %1130, i32 2
  %1138 = load i16, ptr %1137, align 2, !tbaa !77
  %1139 = icmp ult i16 %1138, 16
  br i1 %1139, label %1140, label %1147

1140:                                             ; preds = %1129
  %1141 = zext nneg i8 %1136 to i64
  %1142 = lshr i64 %1134, %1141
  %1143 = sub i32 %1135, %1131
  %1144 = add i32 %1095, 1
  store i32 %1144, ptr %60, align 4, !tbaa !42
  %1145 = zext i32 %1095 to i64
  %1146 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1145
  store i16 %1138, ptr %1146, align 2, !tbaa !77
  br label %1344

1147:                                             ; preds = %1129
  switch i16 %1138, label %1160 [
    i16 16, label %1154
    i16 17, label %1148
  ]

1148:                                             ; preds = %1147
  %1149 = add nuw nsw i32 %1131, 3
  %1150 = icmp ult i32 %1135, %1149
  br i1 %1150, label %1151, label %1220

1151:                                             ; preds = %1148
  %1152 = zext nneg i32 %1135 to i64
  %1153 = zext nneg i32 %1149 to i64
  br label %1203

1154:                                             ; preds = %1147
  %1155 = add nuw nsw i32 %1131, 2
  %1156 = icmp ult i32 %1135, %1155
  br i1 %1156, label %1157, label %1183

1157:                                             ; preds = %1154
  %1158 = zext nneg i32 %1135 to i64
  %1159 = zext nneg i32 %1155 to i64
  br label %1166

1160:                                             ; preds = %1147
  %1161 = add nuw nsw i32 %1131, 7
  %1162 = icmp ult i32 %1135, %1161
  br i1 %1162, label %1163, label %1250

1163:                                             ; preds = %1160
  %1164 = zext nneg i32 %1135 to i64
  %1165 = zext nneg i32 %1161 to i64
  br label %1233

1166:                                             ; preds = %1157, %1172
  %1167 = phi i64 [ %1158, %1157 ], [ %1179, %1172 ]
  %1168 = phi i64 [ %1134, %1157 ], [ %1178, %1172 ]
  %1169 = phi i32 [ %1133, %1157 ], [ %1173, %1172 ]
  %1170 = phi ptr [ %1132, %1157 ], [ %1174, %1172 ]
  %1171 = icmp eq i32 %1169, 0
  br i1 %1171, label %2074, label %1172

1172:                                             ; preds = %1166
  %1173 = add i32 %1169, -1
  %1174 = getelementptr inbounds i8, ptr %1170, i64 1
  %1175 = load i8, ptr %1170, align 1, !tbaa !35
  %1176 = zext i8 %1175 to i64
  %1177 = shl i64 %1176, %1167
  %1178 = add i64 %1177, %1168
  %1179 = add nuw nsw i64 %1167, 8
  %1180 = icmp ult i64 %1179, %1159
  br i1 %1180, label %1166, label %1181, !llvm.loop !85

1181:                                             ; preds = %1172
  %1182 = trunc nuw i64 %1179 to i32
  br label %1183

1183:                                             ; preds = %1181, %1154
  %1184 = phi ptr [ %1132, %1154 ], [ %1174, %1181 ]
  %1185 = phi i32 [ %1133, %1154 ], [ %1173, %1181 ]
  %1186 = phi i64 [ %1134, %1154 ], [ %1178, %1181 ]
  %1187 = phi i32 [ %1135, %1154 ], [ %1182, %1181 ]
  %1188 = zext nneg i8 %1136 to i64
  %1189 = lshr i64 %1186, %1188
  %1190 = sub i32 %1187, %1131
  %1191 = icmp eq i32 %1095, 0
  br i1 %1191, label %1192, label %1193

1192:                                             ; preds = %1183
  store ptr @.str.10, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1193:                                             ; preds = %1183
  %1194 = add i32 %1095, -1
  %1195 = zext i32 %1194 to i64
  %1196 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1195
  %1197 = load i16, ptr %1196, align 2, !tbaa !77
  %1198 = trunc i64 %1189 to i32
  %1199 = and i32 %1198, 3
  %1200 = add nuw nsw i32 %1199, 3
  %1201 = lshr i64 %1189, 2
  %1202 = add i32 %1190, -2
  br label %1263

1203:                                             ; preds = %1151, %1209
  %1204 = phi i64 [ %1152, %1151 ], [ %1216, %1209 ]
  %1205 = phi i64 [ %1134, %1151 ], [ %1215, %1209 ]
  %1206 = phi i32 [ %1133, %1151 ], [ %1210, %1209 ]
  %1207 = phi ptr [ %1132, %1151 ], [ %1211, %1209 ]
  %1208 = icmp eq i32 %1206, 0
  br i1 %1208, label %2076, label %1209

1209:                                             ; preds = %1203
  %1210 = add i32 %1206, -1
  %1211 = getelementptr inbounds i8, ptr %1207, i64 1
  %1212 = load i8, ptr %1207, align 1, !tbaa !35
  %1213 = zext i8 %1212 to i64
  %1214 = shl i64 %1213, %1204
  %1215 = add i64 %1214, %1205
  %1216 = add nuw nsw i64 %1204, 8
  %1217 = icmp ult i64 %1216, %1153
  br i1 %1217, label %1203, label %1218, !llvm.loop !86

1218:                                             ; preds = %1209
  %1219 = trunc nuw i64 %1216 to i32
  br label %1220

1220:                                             ; preds = %1218, %1148
  %1221 = phi ptr [ %1132, %1148 ], [ %1211, %1218 ]
  %1222 = phi i32 [ %1133, %1148 ], [ %1210, %1218 ]
  %1223 = phi i64 [ %1134, %1148 ], [ %1215, %1218 ]
  %1224 = phi i32 [ %1135, %1148 ], [ %1219, %1218 ]
  %1225 = zext nneg i8 %1136 to i64
  %1226 = lshr i64 %1223, %1225
  %1227 = trunc i64 %1226 to i32
  %1228 = and i32 %1227, 7
  %1229 = add nuw nsw i32 %1228, 3
  %1230 = lshr i64 %1226, 3
  %1231 = sub i32 %1224, %1131
  %1232 = add i32 %1231, -3
  br label %1263

1233:                                             ; preds = %1163, %1239
  %1234 = phi i64 [ %1164, %1163 ], [ %1246, %1239 ]
  %1235 = phi i64 [ %1134, %1163 ], [ %1245, %1239 ]
  %1236 = phi i32 [ %1133, %1163 ], [ %1240, %1239 ]
  %1237 = phi ptr [ %1132, %1163 ], [ %1241, %1239 ]
  %1238 = icmp eq i32 %1236, 0
  br i1 %1238, label %2072, label %1239

1239:                                             ; preds = %1233
  %1240 = add i32 %1236, -1
  %1241 = getelementptr inbounds i8, ptr %1237, i64 1
  %1242 = load i8, ptr %1237, align 1, !tbaa !35
  %1243 = zext i8 %1242 to i64
  %1244 = shl i64 %1243, %1234
  %1245 = add i64 %1244, %1235
  %1246 = add nuw nsw i64 %1234, 8
  %1247 = icmp ult i64 %1246, %1165
  br i1 %1247, label %1233, label %1248, !llvm.loop !87

1248:                                             ; preds = %1239
  %1249 = trunc nuw i64 %1246 to i32
  br label %1250

1250:                                             ; preds = %1248, %1160
  %1251 = phi ptr [ %1132, %1160 ], [ %1241, %1248 ]
  %1252 = phi i32 [ %1133, %1160 ], [ %1240, %1248 ]
  %1253 = phi i64 [ %1134, %1160 ], [ %1245, %1248 ]
  %1254 = phi i32 [ %1135, %1160 ], [ %1249, %1248 ]
  %1255 = zext nneg i8 %1136 to i64
  %1256 = lshr i64 %1253, %1255
  %1257 = trunc i64 %1256 to i32
  %1258 = and i32 %1257, 127
  %1259 = add nuw nsw i32 %1258, 11
  %1260 = lshr i64 %1256, 7
  %1261 = sub i32 %1254, %1131
  %1262 = add i32 %1261, -7
  br label %1263

1263:                                             ; preds = %1220, %1250, %1193
  %1264 = phi ptr [ %1184, %1193 ], [ %1221, %1220 ], [ %1251, %1250 ]
  %1265 = phi i32 [ %1185, %1193 ], [ %1222, %1220 ], [ %1252, %1250 ]
  %1266 = phi i64 [ %1201, %1193 ], [ %1230, %1220 ], [ %1260, %1250 ]
  %1267 = phi i32 [ %1202, %1193 ], [ %1232, %1220 ], [ %1262, %1250 ]
  %1268 = phi i32 [ %1200, %1193 ], [ %1229, %1220 ], [ %1259, %1250 ]
  %1269 = phi i16 [ %1197, %1193 ], [ 0, %1220 ], [ 0, %1250 ]
  %1270 = add i32 %1268, %1095
  %1271 = icmp ugt i32 %1270, %1083
  br i1 %1271, label %1333, label %1272

1272:                                             ; preds = %1263
  %1273 = icmp ult i32 %1268, 16
  %1274 = sub nsw i32 0, %1268
  %1275 = icmp ugt i32 %1095, %1274
  %1276 = select i1 %1273, i1 true, i1 %1275
  br i1 %1276, label %1277, label %1280

1277:                                             ; preds = %1331, %1272
  %1278 = phi i32 [ %1268, %1272 ], [ %1282, %1331 ]
  %1279 = phi i32 [ %1095, %1272 ], [ %1283, %1331 ]
  br label %1334

1280:                                             ; preds = %1272
  %1281 = and i32 %1268, -16
  %1282 = and i32 %1268, 15
  %1283 = add i32 %1095, %1281
  %1284 = insertelement <8 x i16> poison, i16 %1269, i64 0
  %1285 = shufflevector <8 x i16> %1284, <8 x i16> poison, <8 x i32> zeroinitializer
  %1286 = zext i32 %1095 to i64
  %1287 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1286
  %1288 = getelementptr inbounds i8, ptr %1287, i64 16
  store <8 x i16> %1285, ptr %1287, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1288, align 2, !tbaa !77
  %1289 = icmp eq i32 %1281, 16
  br i1 %1289, label %1331, label %1290, !llvm.loop !88

1290:                                             ; preds = %1280
  %1291 = add i32 %1095, 16
  %1292 = zext i32 %1291 to i64
  %1293 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1292
  %1294 = getelementptr inbounds i8, ptr %1293, i64 16
  store <8 x i16> %1285, ptr %1293, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1294, align 2, !tbaa !77
  %1295 = icmp eq i32 %1281, 32
  br i1 %1295, label %1331, label %1296, !llvm.loop !88

1296:                                             ; preds = %1290
  %1297 = add i32 %1095, 32
  %1298 = zext i32 %1297 to i64
  %1299 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1298
  %1300 = getelementptr inbounds i8, ptr %1299, i64 16
  store <8 x i16> %1285, ptr %1299, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1300, align 2, !tbaa !77
  %1301 = icmp eq i32 %1281, 48
  br i1 %1301, label %1331, label %1302, !llvm.loop !88

1302:                                             ; preds = %1296
  %1303 = add i32 %1095, 48
  %1304 = zext i32 %1303 to i64
  %1305 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1304
  %1306 = getelementptr inbounds i8, ptr %1305, i64 16
  store <8 x i16> %1285, ptr %1305, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1306, align 2, !tbaa !77
  %1307 = icmp eq i32 %1281, 64
  br i1 %1307, label %1331, label %1308, !llvm.loop !88

1308:                                             ; preds = %1302
  %1309 = add i32 %1095, 64
  %1310 = zext i32 %1309 to i64
  %1311 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1310
  %1312 = getelementptr inbounds i8, ptr %1311, i64 16
  store <8 x i16> %1285, ptr %1311, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1312, align 2, !tbaa !77
  %1313 = icmp eq i32 %1281, 80
  br i1 %1313, label %1331, label %1314, !llvm.loop !88

1314:                                             ; preds = %1308
  %1315 = add i32 %1095, 80
  %1316 = zext i32 %1315 to i64
  %1317 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1316
  %1318 = getelementptr inbounds i8, ptr %1317, i64 16
  store <8 x i16> %1285, ptr %1317, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1318, align 2, !tbaa !77
  %1319 = icmp eq i32 %1281, 96
  br i1 %1319, label %1331, label %1320, !llvm.loop !88

1320:                                             ; preds = %1314
  %1321 = add i32 %1095, 96
  %1322 = zext i32 %1321 to i64
  %1323 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1322
  %1324 = getelementptr inbounds i8, ptr %1323, i64 16
  store <8 x i16> %1285, ptr %1323, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1324, align 2, !tbaa !77
  %1325 = icmp eq i32 %1281, 112
  br i1 %1325, label %1331, label %1326, !llvm.loop !88

1326:                                             ; preds = %1320
  %1327 = add i32 %1095, 112
  %1328 = zext i32 %1327 to i64
  %1329 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1328
  %1330 = getelementptr inbounds i8, ptr %1329, i64 16
  store <8 x i16> %1285, ptr %1329, align 2, !tbaa !77
  store <8 x i16> %1285, ptr %1330, align 2, !tbaa !77
  br label %1331

1331:                                             ; preds = %1326, %1320, %1314, %1308, %1302, %1296, %1290, %1280
  %1332 = icmp eq i32 %1268, %1281
  br i1 %1332, label %1342, label %1277

1333:                                             ; preds = %1263
  store ptr @.str.10, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1334:                                             ; preds = %1277, %1334
  %1335 = phi i32 [ %1337, %1334 ], [ %1278, %1277 ]
  %1336 = phi i32 [ %1338, %1334 ], [ %1279, %1277 ]
  %1337 = add nsw i32 %1335, -1
  %1338 = add i32 %1336, 1
  %1339 = zext i32 %1336 to i64
  %1340 = getelementptr inbounds [320 x i16], ptr %61, i64 0, i64 %1339
  store i16 %1269, ptr %1340, align 2, !tbaa !77
  %1341 = icmp eq i32 %1337, 0
  br i1 %1341, label %1342, label %1334, !llvm.loop !89

1342:                                             ; preds = %1334, %1331
  %1343 = phi i32 [ %1283, %1331 ], [ %1338, %1334 ]
  store i32 %1343, ptr %60, align 4, !tbaa !42
  br label %1344

1344:                                             ; preds = %1342, %1140
  %1345 = phi i32 [ %1144, %1140 ], [ %1343, %1342 ]
  %1346 = phi ptr [ %1132, %1140 ], [ %1264, %1342 ]
  %1347 = phi i32 [ %1133, %1140 ], [ %1265, %1342 ]
  %1348 = phi i64 [ %1142, %1140 ], [ %1266, %1342 ]
  %1349 = phi i32 [ %1143, %1140 ], [ %1267, %1342 ]
  %1350 = icmp ult i32 %1345, %1083
  br i1 %1350, label %1090, label %1351, !llvm.loop !90

1351:                                             ; preds = %1344, %1074
  %1352 = phi ptr [ %1076, %1074 ], [ %1346, %1344 ]
  %1353 = phi i32 [ %1077, %1074 ], [ %1347, %1344 ]
  %1354 = phi i64 [ %1078, %1074 ], [ %1348, %1344 ]
  %1355 = phi i32 [ %1079, %1074 ], [ %1349, %1344 ]
  %1356 = load i16, ptr %68, align 8, !tbaa !77
  %1357 = icmp eq i16 %1356, 0
  br i1 %1357, label %1358, label %1359

1358:                                             ; preds = %1351
  store ptr @.str.11, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1359:                                             ; preds = %1351
  store ptr %62, ptr %63, align 8, !tbaa !28
  store ptr %62, ptr %65, align 8, !tbaa !30
  store i32 9, ptr %66, align 8, !tbaa !84
  %1360 = call i32 @inflate_table(i32 noundef 1, ptr noundef nonnull %61, i32 noundef %1081, ptr noundef nonnull %63, ptr noundef nonnull %66, ptr noundef nonnull %67) #9
  %1361 = icmp eq i32 %1360, 0
  br i1 %1361, label %1363, label %1362

1362:                                             ; preds = %1359
  store ptr @.str.12, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1363:                                             ; preds = %1359
  %1364 = load ptr, ptr %63, align 8, !tbaa !28
  store ptr %1364, ptr %64, align 8, !tbaa !29
  store i32 6, ptr %69, align 4, !tbaa !91
  %1365 = load i32, ptr %57, align 4, !tbaa !74
  %1366 = zext i32 %1365 to i64
  %1367 = getelementptr inbounds i16, ptr %61, i64 %1366
  %1368 = load i32, ptr %58, align 8, !tbaa !75
  %1369 = call i32 @inflate_table(i32 noundef 2, ptr noundef nonnull %1367, i32 noundef %1368, ptr noundef nonnull %63, ptr noundef nonnull %69, ptr noundef nonnull %67) #9
  %1370 = icmp eq i32 %1369, 0
  br i1 %1370, label %1372, label %1371

1371:                                             ; preds = %1363
  store ptr @.str.13, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1372:                                             ; preds = %1363
  store i32 16199, ptr %21, align 8, !tbaa !17
  br i1 %70, label %2169, label %1373

1373:                                             ; preds = %1372, %90
  %1374 = phi ptr [ %92, %90 ], [ %1352, %1372 ]
  %1375 = phi i32 [ %94, %90 ], [ %1353, %1372 ]
  %1376 = phi i64 [ %96, %90 ], [ %1354, %1372 ]
  %1377 = phi i32 [ %97, %90 ], [ %1355, %1372 ]
  %1378 = phi i32 [ %99, %90 ], [ 0, %1372 ]
  store i32 16200, ptr %21, align 8, !tbaa !17
  br label %1379

1379:                                             ; preds = %90, %1373
  %1380 = phi ptr [ %92, %90 ], [ %1374, %1373 ]
  %1381 = phi i32 [ %94, %90 ], [ %1375, %1373 ]
  %1382 = phi i64 [ %96, %90 ], [ %1376, %1373 ]
  %1383 = phi i32 [ %97, %90 ], [ %1377, %1373 ]
  %1384 = phi i32 [ %99, %90 ], [ %1378, %1373 ]
  %1385 = icmp ugt i32 %1381, 5
  %1386 = icmp ugt i32 %95, 257
  %1387 = select i1 %1385, i1 %1386, i1 false
  br i1 %1387, label %1388, label %1398

1388:                                             ; preds = %1379
  store ptr %93, ptr %26, align 8, !tbaa !37
  store i32 %95, ptr %41, align 8, !tbaa !40
  store ptr %1380, ptr %0, align 8, !tbaa !38
  store i32 %1381, ptr %43, align 8, !tbaa !39
  store i64 %1382, ptr %45, align 8, !tbaa !26
  store i32 %1383, ptr %47, align 8, !tbaa !27
  call void @inflate_fast(ptr noundef nonnull %0, i32 noundef %98) #9
  %1389 = load ptr, ptr %26, align 8, !tbaa !37
  %1390 = load i32, ptr %41, align 8, !tbaa !40
  %1391 = load ptr, ptr %0, align 8, !tbaa !38
  %1392 = load i32, ptr %43, align 8, !tbaa !39
  %1393 = load i64, ptr %45, align 8, !tbaa !26
  %1394 = load i32, ptr %47, align 8, !tbaa !27
  %1395 = load i32, ptr %21, align 8, !tbaa !17
  %1396 = icmp eq i32 %1395, 16191
  br i1 %1396, label %1397, label %2062

1397:                                             ; preds = %1388
  store i32 -1, ptr %71, align 4, !tbaa !92
  br label %2062

1398:                                             ; preds = %1379
  store i32 0, ptr %71, align 4, !tbaa !92
  %1399 = load ptr, ptr %65, align 8, !tbaa !30
  %1400 = load i32, ptr %66, align 8, !tbaa !84
  %1401 = shl nsw i32 -1, %1400
  %1402 = xor i32 %1401, -1
  %1403 = trunc i64 %1382 to i32
  %1404 = and i32 %1402, %1403
  %1405 = zext nneg i32 %1404 to i64
  %1406 = getelementptr inbounds %struct.code, ptr %1399, i64 %1405
  %1407 = getelementptr inbounds i8, ptr %1406, i64 1
  %1408 = load i8, ptr %1407, align 1, !tbaa !35
  %1409 = zext i8 %1408 to i32
  %1410 = icmp ult i32 %1383, %1409
  br i1 %1410, label %1411, label %1438

1411:                                             ; preds = %1398
  %1412 = zext nneg i32 %1383 to i64
  br label %1413

1413:                                             ; preds = %1411, %1419
  %1414 = phi i64 [ %1412, %1411 ], [ %1426, %1419 ]
  %1415 = phi i64 [ %1382, %1411 ], [ %1425, %1419 ]
  %1416 = phi i32 [ %1381, %1411 ], [ %1420, %1419 ]
  %1417 = phi ptr [ %1380, %1411 ], [ %1421, %1419 ]
  %1418 = icmp eq i32 %1416, 0
  br i1 %1418, label %2163, label %1419

1419:                                             ; preds = %1413
  %1420 = add i32 %1416, -1
  %1421 = getelementptr inbounds i8, ptr %1417, i64 1
  %1422 = load i8, ptr %1417, align 1, !tbaa !35
  %1423 = zext i8 %1422 to i64
  %1424 = shl i64 %1423, %1414
  %1425 = add i64 %1424, %1415
  %1426 = add nuw nsw i64 %1414, 8
  %1427 = trunc i64 %1425 to i32
  %1428 = and i32 %1402, %1427
  %1429 = zext nneg i32 %1428 to i64
  %1430 = getelementptr inbounds %struct.code, ptr %1399, i64 %1429
  %1431 = getelementptr inbounds i8, ptr %1430, i64 1
  %1432 = load i8, ptr %1431, align 1, !tbaa !35
  %1433 = zext i8 %1432 to i64
  %1434 = icmp ult i64 %1426, %1433
  br i1 %1434, label %1413, label %1435

1435:                                             ; preds = %1419
  %1436 = zext i8 %1432 to i32
  %1437 = trunc nuw i64 %1426 to i32
  br label %1438

1438:                                             ; preds = %1435, %1398
  %1439 = phi ptr [ %1406, %1398 ], [ %1430, %1435 ]
  %1440 = phi ptr [ %1380, %1398 ], [ %1421, %1435 ]
  %1441 = phi i32 [ %1381, %1398 ], [ %1420, %1435 ]
  %1442 = phi i64 [ %1382, %1398 ], [ %1425, %1435 ]
  %1443 = phi i32 [ %1383, %1398 ], [ %1437, %1435 ]
  %1444 = phi i8 [ %1408, %1398 ], [ %1432, %1435 ]
  %1445 = phi i32 [ %1409, %1398 ], [ %1436, %1435 ]
  %1446 = getelementptr inbounds i8, ptr %1439, i64 2
  %1447 = load i16, ptr %1446, align 2, !tbaa !77
  %1448 = load i8, ptr %1439, align 2, !tbaa !35
  %1449 = add i8 %1448, -1
  %1450 = icmp ult i8 %1449, 15
  br i1 %1450, label %1451, label %1511

1451:                                             ; preds = %1438
  %1452 = zext nneg i8 %1448 to i32
  %1453 = zext i16 %1447 to i32
  %1454 = add nuw nsw i32 %1445, %1452
  %1455 = shl nsw i32 -1, %1454
  %1456 = xor i32 %1455, -1
  %1457 = trunc i64 %1442 to i32
  %1458 = and i32 %1457, %1456
  %1459 = lshr i32 %1458, %1445
  %1460 = add nuw i32 %1459, %1453
  %1461 = zext i32 %1460 to i64
  %1462 = getelementptr inbounds %struct.code, ptr %1399, i64 %1461
  %1463 = getelementptr inbounds i8, ptr %1462, i64 1
  %1464 = load i8, ptr %1463, align 1, !tbaa !35
  %1465 = zext i8 %1464 to i32
  %1466 = add nuw nsw i32 %1445, %1465
  %1467 = icmp ugt i32 %1466, %1443
  br i1 %1467, label %1468, label %1498

1468:                                             ; preds = %1451
  %1469 = zext nneg i32 %1443 to i64
  br label %1470

1470:                                             ; preds = %1468, %1476
  %1471 = phi i64 [ %1469, %1468 ], [ %1483, %1476 ]
  %1472 = phi i64 [ %1442, %1468 ], [ %1482, %1476 ]
  %1473 = phi i32 [ %1441, %1468 ], [ %1477, %1476 ]
  %1474 = phi ptr [ %1440, %1468 ], [ %1478, %1476 ]
  %1475 = icmp eq i32 %1473, 0
  br i1 %1475, label %2158, label %1476

1476:                                             ; preds = %1470
  %1477 = add i32 %1473, -1
  %1478 = getelementptr inbounds i8, ptr %1474, i64 1
  %1479 = load i8, ptr %1474, align 1, !tbaa !35
  %1480 = zext i8 %1479 to i64
  %1481 = shl i64 %1480, %1471
  %1482 = add i64 %1481, %1472
  %1483 = add nuw nsw i64 %1471, 8
  %1484 = trunc i64 %1482 to i32
  %1485 = and i32 %1484, %1456
  %1486 = lshr i32 %1485, %1445
  %1487 = add nuw i32 %1486, %1453
  %1488 = zext i32 %1487 to i64
  %1489 = getelementptr inbounds %struct.code, ptr %1399, i64 %1488
  %1490 = getelementptr inbounds i8, ptr %1489, i64 1
  %1491 = load i8, ptr %1490, align 1, !tbaa !35
  %1492 = zext i8 %1491 to i32
  %1493 = add nuw nsw i32 %1445, %1492
  %1494 = zext nneg i32 %1493 to i64
  %1495 = icmp ult i64 %1483, %1494
  br i1 %1495, label %1470, label %1496

1496:                                             ; preds = %1476
  %1497 = trunc nuw i64 %1483 to i32
  br label %1498

1498:                                             ; preds = %1496, %1451
  %1499 = phi ptr [ %1440, %1451 ], [ %1478, %1496 ]
  %1500 = phi i32 [ %1441, %1451 ], [ %1477, %1496 ]
  %1501 = phi i64 [ %1442, %1451 ], [ %1482, %1496 ]
  %1502 = phi i32 [ %1443, %1451 ], [ %1497, %1496 ]
  %1503 = phi ptr [ %1462, %1451 ], [ %1489, %1496 ]
  %1504 = phi i8 [ %1464, %1451 ], [ %1491, %1496 ]
  %1505 = getelementptr inbounds i8, ptr %1503, i64 2
  %1506 = load i16, ptr %1505, align 2, !tbaa !77
  %1507 = load i8, ptr %1503, align 2, !tbaa !35
  %1508 = zext nneg i8 %1444 to i64
  %1509 = lshr i64 %1501, %1508
  %1510 = sub i32 %1502, %1445
  br label %1511

1511:                                             ; preds = %1438, %1498
  %1512 = phi i32 [ %1445, %1498 ], [ 0, %1438 ]
  %1513 = phi ptr [ %1499, %1498 ], [ %1440, %1438 ]
  %1514 = phi i32 [ %1500, %1498 ], [ %1441, %1438 ]
  %1515 = phi i64 [ %1509, %1498 ], [ %1442, %1438 ]
  %1516 = phi i32 [ %1510, %1498 ], [ %1443, %1438 ]
  %1517 = phi i16 [ %1506, %1498 ], [ %1447, %1438 ]
  %1518 = phi i8 [ %1504, %1498 ], [ %1444, %1438 ]
  %1519 = phi i8 [ %1507, %1498 ], [ %1448, %1438 ]
  %1520 = zext i8 %1518 to i32
  %1521 = zext nneg i8 %1518 to i64
  %1522 = lshr i64 %1515, %1521
  %1523 = sub i32 %1516, %1520
  %1524 = add nuw nsw i32 %1512, %1520
  store i32 %1524, ptr %71, align 4, !tbaa !92
  %1525 = zext i16 %1517 to i32
  store i32 %1525, ptr %56, align 4, !tbaa !57
  %1526 = zext i8 %1519 to i32
  %1527 = icmp eq i8 %1519, 0
  br i1 %1527, label %1528, label %1529

1528:                                             ; preds = %1511
  store i32 16205, ptr %21, align 8, !tbaa !17
  br label %2062

1529:                                             ; preds = %1511
  %1530 = and i32 %1526, 32
  %1531 = icmp eq i32 %1530, 0
  br i1 %1531, label %1533, label %1532

1532:                                             ; preds = %1529
  store i32 -1, ptr %71, align 4, !tbaa !92
  store i32 16191, ptr %21, align 8, !tbaa !17
  br label %2062

1533:                                             ; preds = %1529
  %1534 = and i32 %1526, 64
  %1535 = icmp eq i32 %1534, 0
  br i1 %1535, label %1537, label %1536

1536:                                             ; preds = %1533
  store ptr @.str.14, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1537:                                             ; preds = %1533
  %1538 = and i32 %1526, 15
  store i32 %1538, ptr %72, align 4, !tbaa !41
  store i32 16201, ptr %21, align 8, !tbaa !17
  br label %1539

1539:                                             ; preds = %103, %1537
  %1540 = phi i32 [ %104, %103 ], [ %1538, %1537 ]
  %1541 = phi ptr [ %92, %103 ], [ %1513, %1537 ]
  %1542 = phi i32 [ %94, %103 ], [ %1514, %1537 ]
  %1543 = phi i64 [ %96, %103 ], [ %1522, %1537 ]
  %1544 = phi i32 [ %97, %103 ], [ %1523, %1537 ]
  %1545 = phi i32 [ %99, %103 ], [ %1384, %1537 ]
  %1546 = icmp eq i32 %1540, 0
  br i1 %1546, label %1547, label %1549

1547:                                             ; preds = %1539
  %1548 = load i32, ptr %56, align 4, !tbaa !57
  br label %1583

1549:                                             ; preds = %1539
  %1550 = icmp ult i32 %1544, %1540
  br i1 %1550, label %1551, label %1567

1551:                                             ; preds = %1549, %1557
  %1552 = phi i32 [ %1565, %1557 ], [ %1544, %1549 ]
  %1553 = phi i64 [ %1564, %1557 ], [ %1543, %1549 ]
  %1554 = phi i32 [ %1558, %1557 ], [ %1542, %1549 ]
  %1555 = phi ptr [ %1559, %1557 ], [ %1541, %1549 ]
  %1556 = icmp eq i32 %1554, 0
  br i1 %1556, label %2153, label %1557

1557:                                             ; preds = %1551
  %1558 = add i32 %1554, -1
  %1559 = getelementptr inbounds i8, ptr %1555, i64 1
  %1560 = load i8, ptr %1555, align 1, !tbaa !35
  %1561 = zext i8 %1560 to i64
  %1562 = zext nneg i32 %1552 to i64
  %1563 = shl i64 %1561, %1562
  %1564 = add i64 %1563, %1553
  %1565 = add i32 %1552, 8
  %1566 = icmp ult i32 %1565, %1540
  br i1 %1566, label %1551, label %1567, !llvm.loop !93

1567:                                             ; preds = %1557, %1549
  %1568 = phi ptr [ %1541, %1549 ], [ %1559, %1557 ]
  %1569 = phi i32 [ %1542, %1549 ], [ %1558, %1557 ]
  %1570 = phi i64 [ %1543, %1549 ], [ %1564, %1557 ]
  %1571 = phi i32 [ %1544, %1549 ], [ %1565, %1557 ]
  %1572 = trunc i64 %1570 to i32
  %1573 = shl nsw i32 -1, %1540
  %1574 = xor i32 %1573, -1
  %1575 = and i32 %1572, %1574
  %1576 = load i32, ptr %56, align 4, !tbaa !57
  %1577 = add i32 %1576, %1575
  store i32 %1577, ptr %56, align 4, !tbaa !57
  %1578 = zext nneg i32 %1540 to i64
  %1579 = lshr i64 %1570, %1578
  %1580 = sub i32 %1571, %1540
  %1581 = load i32, ptr %71, align 4, !tbaa !92
  %1582 = add i32 %1581, %1540
  store i32 %1582, ptr %71, align 4, !tbaa !92
  br label %1583

1583:                                             ; preds = %1547, %1567
  %1584 = phi i32 [ %1577, %1567 ], [ %1548, %1547 ]
  %1585 = phi ptr [ %1568, %1567 ], [ %1541, %1547 ]
  %1586 = phi i32 [ %1569, %1567 ], [ %1542, %1547 ]
  %1587 = phi i64 [ %1579, %1567 ], [ %1543, %1547 ]
  %1588 = phi i32 [ %1580, %1567 ], [ %1544, %1547 ]
  store i32 %1584, ptr %73, align 8, !tbaa !94
  store i32 16202, ptr %21, align 8, !tbaa !17
  br label %1589

1589:                                             ; preds = %90, %1583
  %1590 = phi ptr [ %92, %90 ], [ %1585, %1583 ]
  %1591 = phi i32 [ %94, %90 ], [ %1586, %1583 ]
  %1592 = phi i64 [ %96, %90 ], [ %1587, %1583 ]
  %1593 = phi i32 [ %97, %90 ], [ %1588, %1583 ]
  %1594 = phi i32 [ %99, %90 ], [ %1545, %1583 ]
  %1595 = load ptr, ptr %64, align 8, !tbaa !29
  %1596 = load i32, ptr %69, align 4, !tbaa !91
  %1597 = shl nsw i32 -1, %1596
  %1598 = xor i32 %1597, -1
  %1599 = trunc i64 %1592 to i32
  %1600 = and i32 %1598, %1599
  %1601 = zext nneg i32 %1600 to i64
  %1602 = getelementptr inbounds %struct.code, ptr %1595, i64 %1601
  %1603 = getelementptr inbounds i8, ptr %1602, i64 1
  %1604 = load i8, ptr %1603, align 1, !tbaa !35
  %1605 = zext i8 %1604 to i32
  %1606 = icmp ult i32 %1593, %1605
  br i1 %1606, label %1607, label %1634

1607:                                             ; preds = %1589
  %1608 = zext nneg i32 %1593 to i64
  br label %1609

1609:                                             ; preds = %1607, %1615
  %1610 = phi i64 [ %1608, %1607 ], [ %1622, %1615 ]
  %1611 = phi i64 [ %1592, %1607 ], [ %1621, %1615 ]
  %1612 = phi i32 [ %1591, %1607 ], [ %1616, %1615 ]
  %1613 = phi ptr [ %1590, %1607 ], [ %1617, %1615 ]
  %1614 = icmp eq i32 %1612, 0
  br i1 %1614, label %2148, label %1615

1615:                                             ; preds = %1609
  %1616 = add i32 %1612, -1
  %1617 = getelementptr inbounds i8, ptr %1613, i64 1
  %1618 = load i8, ptr %1613, align 1, !tbaa !35
  %1619 = zext i8 %1618 to i64
  %1620 = shl i64 %1619, %1610
  %1621 = add i64 %1620, %1611
  %1622 = add nuw nsw i64 %1610, 8
  %1623 = trunc i64 %1621 to i32
  %1624 = and i32 %1598, %1623
  %1625 = zext nneg i32 %1624 to i64
  %1626 = getelementptr inbounds %struct.code, ptr %1595, i64 %1625
  %1627 = getelementptr inbounds i8, ptr %1626, i64 1
  %1628 = load i8, ptr %1627, align 1, !tbaa !35
  %1629 = zext i8 %1628 to i64
  %1630 = icmp ult i64 %1622, %1629
  br i1 %1630, label %1609, label %1631

1631:                                             ; preds = %1615
  %1632 = zext i8 %1628 to i32
  %1633 = trunc nuw i64 %1622 to i32
  br label %1634

1634:                                             ; preds = %1631, %1589
  %1635 = phi ptr [ %1602, %1589 ], [ %1626, %1631 ]
  %1636 = phi ptr [ %1590, %1589 ], [ %1617, %1631 ]
  %1637 = phi i32 [ %1591, %1589 ], [ %1616, %1631 ]
  %1638 = phi i64 [ %1592, %1589 ], [ %1621, %1631 ]
  %1639 = phi i32 [ %1593, %1589 ], [ %1633, %1631 ]
  %1640 = phi i8 [ %1604, %1589 ], [ %1628, %1631 ]
  %1641 = phi i32 [ %1605, %1589 ], [ %1632, %1631 ]
  %1642 = getelementptr inbounds i8, ptr %1635, i64 2
  %1643 = load i16, ptr %1642, align 2, !tbaa !77
  %1644 = load i8, ptr %1635, align 2, !tbaa !35
  %1645 = icmp ult i8 %1644, 16
  br i1 %1645, label %1648, label %1646

1646:                                             ; preds = %1634
  %1647 = load i32, ptr %71, align 4, !tbaa !92
  br label %1710

1648:                                             ; preds = %1634
  %1649 = zext nneg i8 %1644 to i32
  %1650 = zext i16 %1643 to i32
  %1651 = add nuw nsw i32 %1641, %1649
  %1652 = shl nsw i32 -1, %1651
  %1653 = xor i32 %1652, -1
  %1654 = trunc i64 %1638 to i32
  %1655 = and i32 %1654, %1653
  %1656 = lshr i32 %1655, %1641
  %1657 = add nuw i32 %1656, %1650
  %1658 = zext i32 %1657 to i64
  %1659 = getelementptr inbounds %struct.code, ptr %1595, i64 %1658
  %1660 = getelementptr inbounds i8, ptr %1659, i64 1
  %1661 = load i8, ptr %1660, align 1, !tbaa !35
  %1662 = zext i8 %1661 to i32
  %1663 = add nuw nsw i32 %1641, %1662
  %1664 = icmp ugt i32 %1663, %1639
  br i1 %1664, label %1665, label %1695

1665:                                             ; preds = %1648
  %1666 = zext nneg i32 %1639 to i64
  br label %1667

1667:                                             ; preds = %1665, %1673
  %1668 = phi i64 [ %1666, %1665 ], [ %1680, %1673 ]
  %1669 = phi i64 [ %1638, %1665 ], [ %1679, %1673 ]
  %1670 = phi i32 [ %1637, %1665 ], [ %1674, %1673 ]
  %1671 = phi ptr [ %1636, %1665 ], [ %1675, %1673 ]
  %1672 = icmp eq i32 %1670, 0
  br i1 %1672, label %2143, label %1673

1673:                                             ; preds = %1667
  %1674 = add i32 %1670, -1
  %1675 = getelementptr inbounds i8, ptr %1671, i64 1
  %1676 = load i8, ptr %1671, align 1, !tbaa !35
  %1677 = zext i8 %1676 to i64
  %1678 = shl i64 %1677, %1668
  %1679 = add i64 %1678, %1669
  %1680 = add nuw nsw i64 %1668, 8
  %1681 = trunc i64 %1679 to i32
  %1682 = and i32 %1681, %1653
  %1683 = lshr i32 %1682, %1641
  %1684 = add nuw i32 %1683, %1650
  %1685 = zext i32 %1684 to i64
  %1686 = getelementptr inbounds %struct.code, ptr %1595, i64 %1685
  %1687 = getelementptr inbounds i8, ptr %1686, i64 1
  %1688 = load i8, ptr %1687, align 1, !tbaa !35
  %1689 = zext i8 %1688 to i32
  %1690 = add nuw nsw i32 %1641, %1689
  %1691 = zext nneg i32 %1690 to i64
  %1692 = icmp ult i64 %1680, %1691
  br i1 %1692, label %1667, label %1693

1693:                                             ; preds = %1673
  %1694 = trunc nuw i64 %1680 to i32
  br label %1695

1695:                                             ; preds = %1693, %1648
  %1696 = phi ptr [ %1636, %1648 ], [ %1675, %1693 ]
  %1697 = phi i32 [ %1637, %1648 ], [ %1674, %1693 ]
  %1698 = phi i64 [ %1638, %1648 ], [ %1679, %1693 ]
  %1699 = phi i32 [ %1639, %1648 ], [ %1694, %1693 ]
  %1700 = phi ptr [ %1659, %1648 ], [ %1686, %1693 ]
  %1701 = phi i8 [ %1661, %1648 ], [ %1688, %1693 ]
  %1702 = getelementptr inbounds i8, ptr %1700, i64 2
  %1703 = load i16, ptr %1702, align 2, !tbaa !77
  %1704 = load i8, ptr %1700, align 2, !tbaa !35
  %1705 = zext nneg i8 %1640 to i64
  %1706 = lshr i64 %1698, %1705
  %1707 = sub i32 %1699, %1641
  %1708 = load i32, ptr %71, align 4, !tbaa !92
  %1709 = add nsw i32 %1708, %1641
  br label %1710

1710:                                             ; preds = %1646, %1695
  %1711 = phi i32 [ %1709, %1695 ], [ %1647, %1646 ]
  %1712 = phi ptr [ %1696, %1695 ], [ %1636, %1646 ]
  %1713 = phi i32 [ %1697, %1695 ], [ %1637, %1646 ]
  %1714 = phi i64 [ %1706, %1695 ], [ %1638, %1646 ]
  %1715 = phi i32 [ %1707, %1695 ], [ %1639, %1646 ]
  %1716 = phi i16 [ %1703, %1695 ], [ %1643, %1646 ]
  %1717 = phi i8 [ %1701, %1695 ], [ %1640, %1646 ]
  %1718 = phi i8 [ %1704, %1695 ], [ %1644, %1646 ]
  %1719 = zext i8 %1717 to i32
  %1720 = zext nneg i8 %1717 to i64
  %1721 = lshr i64 %1714, %1720
  %1722 = sub i32 %1715, %1719
  %1723 = add nsw i32 %1711, %1719
  store i32 %1723, ptr %71, align 4, !tbaa !92
  %1724 = zext i8 %1718 to i32
  %1725 = and i32 %1724, 64
  %1726 = icmp eq i32 %1725, 0
  br i1 %1726, label %1728, label %1727

1727:                                             ; preds = %1710
  store ptr @.str.15, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1728:                                             ; preds = %1710
  %1729 = zext i16 %1716 to i32
  store i32 %1729, ptr %74, align 8, !tbaa !95
  %1730 = and i32 %1724, 15
  store i32 %1730, ptr %72, align 4, !tbaa !41
  store i32 16203, ptr %21, align 8, !tbaa !17
  br label %1731

1731:                                             ; preds = %101, %1728
  %1732 = phi i32 [ %102, %101 ], [ %1730, %1728 ]
  %1733 = phi ptr [ %92, %101 ], [ %1712, %1728 ]
  %1734 = phi i32 [ %94, %101 ], [ %1713, %1728 ]
  %1735 = phi i64 [ %96, %101 ], [ %1721, %1728 ]
  %1736 = phi i32 [ %97, %101 ], [ %1722, %1728 ]
  %1737 = phi i32 [ %99, %101 ], [ %1594, %1728 ]
  %1738 = icmp eq i32 %1732, 0
  br i1 %1738, label %1773, label %1739

1739:                                             ; preds = %1731
  %1740 = icmp ult i32 %1736, %1732
  br i1 %1740, label %1741, label %1757

1741:                                             ; preds = %1739, %1747
  %1742 = phi i32 [ %1755, %1747 ], [ %1736, %1739 ]
  %1743 = phi i64 [ %1754, %1747 ], [ %1735, %1739 ]
  %1744 = phi i32 [ %1748, %1747 ], [ %1734, %1739 ]
  %1745 = phi ptr [ %1749, %1747 ], [ %1733, %1739 ]
  %1746 = icmp eq i32 %1744, 0
  br i1 %1746, label %2138, label %1747

1747:                                             ; preds = %1741
  %1748 = add i32 %1744, -1
  %1749 = getelementptr inbounds i8, ptr %1745, i64 1
  %1750 = load i8, ptr %1745, align 1, !tbaa !35
  %1751 = zext i8 %1750 to i64
  %1752 = zext nneg i32 %1742 to i64
  %1753 = shl i64 %1751, %1752
  %1754 = add i64 %1753, %1743
  %1755 = add i32 %1742, 8
  %1756 = icmp ult i32 %1755, %1732
  br i1 %1756, label %1741, label %1757, !llvm.loop !96

1757:                                             ; preds = %1747, %1739
  %1758 = phi ptr [ %1733, %1739 ], [ %1749, %1747 ]
  %1759 = phi i32 [ %1734, %1739 ], [ %1748, %1747 ]
  %1760 = phi i64 [ %1735, %1739 ], [ %1754, %1747 ]
  %1761 = phi i32 [ %1736, %1739 ], [ %1755, %1747 ]
  %1762 = trunc i64 %1760 to i32
  %1763 = shl nsw i32 -1, %1732
  %1764 = xor i32 %1763, -1
  %1765 = and i32 %1762, %1764
  %1766 = load i32, ptr %74, align 8, !tbaa !95
  %1767 = add i32 %1766, %1765
  store i32 %1767, ptr %74, align 8, !tbaa !95
  %1768 = zext nneg i32 %1732 to i64
  %1769 = lshr i64 %1760, %1768
  %1770 = sub i32 %1761, %1732
  %1771 = load i32, ptr %71, align 4, !tbaa !92
  %1772 = add i32 %1771, %1732
  store i32 %1772, ptr %71, align 4, !tbaa !92
  br label %1773

1773:                                             ; preds = %1757, %1731
  %1774 = phi ptr [ %1758, %1757 ], [ %1733, %1731 ]
  %1775 = phi i32 [ %1759, %1757 ], [ %1734, %1731 ]
  %1776 = phi i64 [ %1769, %1757 ], [ %1735, %1731 ]
  %1777 = phi i32 [ %1770, %1757 ], [ %1736, %1731 ]
  store i32 16204, ptr %21, align 8, !tbaa !17
  br label %1778

1778:                                             ; preds = %90, %1773
  %1779 = phi ptr [ %92, %90 ], [ %1774, %1773 ]
  %1780 = phi i32 [ %94, %90 ], [ %1775, %1773 ]
  %1781 = phi i64 [ %96, %90 ], [ %1776, %1773 ]
  %1782 = phi i32 [ %97, %90 ], [ %1777, %1773 ]
  %1783 = phi i32 [ %99, %90 ], [ %1737, %1773 ]
  %1784 = icmp eq i32 %95, 0
  br i1 %1784, label %2169, label %1785

1785:                                             ; preds = %1778
  %1786 = sub i32 %98, %95
  %1787 = load i32, ptr %74, align 8, !tbaa !95
  %1788 = icmp ugt i32 %1787, %1786
  br i1 %1788, label %1789, label %1814

1789:                                             ; preds = %1785
  %1790 = sub i32 %1787, %1786
  %1791 = load i32, ptr %75, align 8, !tbaa !97
  %1792 = icmp ugt i32 %1790, %1791
  br i1 %1792, label %1793, label %1797

1793:                                             ; preds = %1789
  %1794 = load i32, ptr %76, align 8, !tbaa !98
  %1795 = icmp eq i32 %1794, 0
  br i1 %1795, label %1797, label %1796

1796:                                             ; preds = %1793
  store ptr @.str.16, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1797:                                             ; preds = %1793, %1789
  %1798 = load i32, ptr %77, align 4, !tbaa !31
  %1799 = icmp ugt i32 %1790, %1798
  br i1 %1799, label %1800, label %1804

1800:                                             ; preds = %1797
  %1801 = sub i32 %1790, %1798
  %1802 = load i32, ptr %79, align 4, !tbaa !99
  %1803 = sub i32 %1802, %1801
  br label %1806

1804:                                             ; preds = %1797
  %1805 = sub i32 %1798, %1790
  br label %1806

1806:                                             ; preds = %1804, %1800
  %1807 = phi i32 [ %1805, %1804 ], [ %1803, %1800 ]
  %1808 = phi i32 [ %1790, %1804 ], [ %1801, %1800 ]
  %1809 = load ptr, ptr %78, align 8, !tbaa !32
  %1810 = zext i32 %1807 to i64
  %1811 = getelementptr inbounds i8, ptr %1809, i64 %1810
  %1812 = load i32, ptr %56, align 4, !tbaa !57
  %1813 = call i32 @llvm.umin.i32(i32 %1808, i32 %1812)
  br label %1819

1814:                                             ; preds = %1785
  %1815 = zext i32 %1787 to i64
  %1816 = sub nsw i64 0, %1815
  %1817 = getelementptr inbounds i8, ptr %93, i64 %1816
  %1818 = load i32, ptr %56, align 4, !tbaa !57
  br label %1819

1819:                                             ; preds = %1806, %1814
  %1820 = phi i32 [ %1818, %1814 ], [ %1812, %1806 ]
  %1821 = phi i32 [ %1818, %1814 ], [ %1813, %1806 ]
  %1822 = phi ptr [ %1817, %1814 ], [ %1811, %1806 ]
  %1823 = call i32 @llvm.umin.i32(i32 %1821, i32 %95)
  %1824 = sub i32 %1820, %1823
  store i32 %1824, ptr %56, align 4, !tbaa !57
  %1825 = add i32 %1823, -1
  %1826 = zext i32 %1825 to i64
  %1827 = add nuw nsw i64 %1826, 1
  %1828 = icmp ult i32 %1825, 31
  %1829 = ptrtoint ptr %1822 to i64
  %1830 = sub i64 %100, %1829
  %1831 = icmp ult i64 %1830, 32
  %1832 = select i1 %1828, i1 true, i1 %1831
  br i1 %1832, label %1851, label %1833

1833:                                             ; preds = %1819
  %1834 = and i64 %1827, 8589934560
  %1835 = getelementptr i8, ptr %93, i64 %1834
  %1836 = trunc i64 %1834 to i32
  %1837 = sub i32 %1823, %1836
  %1838 = getelementptr i8, ptr %1822, i64 %1834
  br label %1839

1839:                                             ; preds = %1839, %1833
  %1840 = phi i64 [ 0, %1833 ], [ %1847, %1839 ]
  %1841 = getelementptr i8, ptr %93, i64 %1840
  %1842 = getelementptr i8, ptr %1822, i64 %1840
  %1843 = getelementptr i8, ptr %1842, i64 16
  %1844 = load <16 x i8>, ptr %1842, align 1, !tbaa !35
  %1845 = load <16 x i8>, ptr %1843, align 1, !tbaa !35
  %1846 = getelementptr i8, ptr %1841, i64 16
  store <16 x i8> %1844, ptr %1841, align 1, !tbaa !35
  store <16 x i8> %1845, ptr %1846, align 1, !tbaa !35
  %1847 = add nuw i64 %1840, 32
  %1848 = icmp eq i64 %1847, %1834
  br i1 %1848, label %1849, label %1839, !llvm.loop !100

1849:                                             ; preds = %1839
  %1850 = icmp eq i64 %1827, %1834
  br i1 %1850, label %1864, label %1851

1851:                                             ; preds = %1849, %1819
  %1852 = phi ptr [ %93, %1819 ], [ %1835, %1849 ]
  %1853 = phi i32 [ %1823, %1819 ], [ %1837, %1849 ]
  %1854 = phi ptr [ %1822, %1819 ], [ %1838, %1849 ]
  br label %1855

1855:                                             ; preds = %1851, %1855
  %1856 = phi ptr [ %1861, %1855 ], [ %1852, %1851 ]
  %1857 = phi i32 [ %1862, %1855 ], [ %1853, %1851 ]
  %1858 = phi ptr [ %1859, %1855 ], [ %1854, %1851 ]
  %1859 = getelementptr inbounds i8, ptr %1858, i64 1
  %1860 = load i8, ptr %1858, align 1, !tbaa !35
  %1861 = getelementptr inbounds i8, ptr %1856, i64 1
  store i8 %1860, ptr %1856, align 1, !tbaa !35
  %1862 = add i32 %1857, -1
  %1863 = icmp eq i32 %1862, 0
  br i1 %1863, label %1864, label %1855, !llvm.loop !101

1864:                                             ; preds = %1855, %1849
  %1865 = phi ptr [ %1835, %1849 ], [ %1861, %1855 ]
  %1866 = sub i32 %95, %1823
  %1867 = load i32, ptr %56, align 4, !tbaa !57
  %1868 = icmp eq i32 %1867, 0
  br i1 %1868, label %1869, label %2062

1869:                                             ; preds = %1864
  store i32 16200, ptr %21, align 8, !tbaa !17
  br label %2062

1870:                                             ; preds = %90
  %1871 = icmp eq i32 %95, 0
  br i1 %1871, label %2169, label %1872

1872:                                             ; preds = %1870
  %1873 = load i32, ptr %56, align 4, !tbaa !57
  %1874 = trunc i32 %1873 to i8
  %1875 = getelementptr inbounds i8, ptr %93, i64 1
  store i8 %1874, ptr %93, align 1, !tbaa !35
  %1876 = add i32 %95, -1
  store i32 16200, ptr %21, align 8, !tbaa !17
  br label %2062

1877:                                             ; preds = %90
  %1878 = load i32, ptr %49, align 8, !tbaa !21
  %1879 = icmp eq i32 %1878, 0
  br i1 %1879, label %1975, label %1880

1880:                                             ; preds = %1877
  %1881 = icmp ult i32 %97, 32
  br i1 %1881, label %1882, label %1932

1882:                                             ; preds = %1880
  %1883 = zext nneg i32 %97 to i64
  %1884 = icmp eq i32 %94, 0
  br i1 %1884, label %2128, label %1885

1885:                                             ; preds = %1882
  %1886 = add i32 %94, -1
  %1887 = getelementptr inbounds i8, ptr %92, i64 1
  %1888 = load i8, ptr %92, align 1, !tbaa !35
  %1889 = zext i8 %1888 to i64
  %1890 = shl nuw nsw i64 %1889, %1883
  %1891 = add i64 %1890, %96
  %1892 = add nuw nsw i64 %1883, 8
  %1893 = icmp ult i32 %97, 24
  br i1 %1893, label %1894, label %1926, !llvm.loop !102

1894:                                             ; preds = %1885
  %1895 = icmp eq i32 %1886, 0
  br i1 %1895, label %2128, label %1896

1896:                                             ; preds = %1894
  %1897 = add i32 %94, -2
  %1898 = getelementptr inbounds i8, ptr %92, i64 2
  %1899 = load i8, ptr %1887, align 1, !tbaa !35
  %1900 = zext i8 %1899 to i64
  %1901 = shl nuw nsw i64 %1900, %1892
  %1902 = add i64 %1901, %1891
  %1903 = add nuw nsw i64 %1883, 16
  %1904 = icmp ult i32 %97, 16
  br i1 %1904, label %1905, label %1926, !llvm.loop !102

1905:                                             ; preds = %1896
  %1906 = icmp eq i32 %1897, 0
  br i1 %1906, label %2128, label %1907

1907:                                             ; preds = %1905
  %1908 = add i32 %94, -3
  %1909 = getelementptr inbounds i8, ptr %92, i64 3
  %1910 = load i8, ptr %1898, align 1, !tbaa !35
  %1911 = zext i8 %1910 to i64
  %1912 = shl nuw nsw i64 %1911, %1903
  %1913 = add i64 %1912, %1902
  %1914 = add nuw nsw i64 %1883, 24
  %1915 = icmp ult i32 %97, 8
  br i1 %1915, label %1916, label %1926, !llvm.loop !102

1916:                                             ; preds = %1907
  %1917 = icmp eq i32 %1908, 0
  br i1 %1917, label %2128, label %1918

1918:                                             ; preds = %1916
  %1919 = add i32 %94, -4
  %1920 = getelementptr inbounds i8, ptr %92, i64 4
  %1921 = load i8, ptr %1909, align 1, !tbaa !35
  %1922 = zext i8 %1921 to i64
  %1923 = shl nuw nsw i64 %1922, %1914
  %1924 = add i64 %1923, %1913
  %1925 = or disjoint i64 %1883, 32
  br label %1926

1926:                                             ; preds = %1918, %1907, %1896, %1885
  %1927 = phi i32 [ %1886, %1885 ], [ %1897, %1896 ], [ %1908, %1907 ], [ %1919, %1918 ]
  %1928 = phi ptr [ %1887, %1885 ], [ %1898, %1896 ], [ %1909, %1907 ], [ %1920, %1918 ]
  %1929 = phi i64 [ %1891, %1885 ], [ %1902, %1896 ], [ %1913, %1907 ], [ %1924, %1918 ]
  %1930 = phi i64 [ %1892, %1885 ], [ %1903, %1896 ], [ %1914, %1907 ], [ %1925, %1918 ]
  %1931 = trunc nuw nsw i64 %1930 to i32
  br label %1932

1932:                                             ; preds = %1926, %1880
  %1933 = phi ptr [ %92, %1880 ], [ %1928, %1926 ]
  %1934 = phi i32 [ %94, %1880 ], [ %1927, %1926 ]
  %1935 = phi i64 [ %96, %1880 ], [ %1929, %1926 ]
  %1936 = phi i32 [ %97, %1880 ], [ %1931, %1926 ]
  %1937 = sub i32 %98, %95
  %1938 = zext i32 %1937 to i64
  %1939 = load i64, ptr %50, align 8, !tbaa !103
  %1940 = add i64 %1939, %1938
  store i64 %1940, ptr %50, align 8, !tbaa !103
  %1941 = load i64, ptr %51, align 8, !tbaa !18
  %1942 = add i64 %1941, %1938
  store i64 %1942, ptr %51, align 8, !tbaa !18
  %1943 = and i32 %1878, 4
  %1944 = icmp ne i32 %1943, 0
  %1945 = icmp ne i32 %98, %95
  %1946 = select i1 %1944, i1 %1945, i1 false
  br i1 %1946, label %1947, label %1961

1947:                                             ; preds = %1932
  %1948 = load i32, ptr %52, align 8, !tbaa !48
  %1949 = icmp eq i32 %1948, 0
  %1950 = load i64, ptr %53, align 8, !tbaa !45
  %1951 = sub nsw i64 0, %1938
  %1952 = getelementptr inbounds i8, ptr %93, i64 %1951
  br i1 %1949, label %1955, label %1953

1953:                                             ; preds = %1947
  %1954 = call i64 @crc32(i64 noundef %1950, ptr noundef %1952, i32 noundef %1937) #9
  br label %1957

1955:                                             ; preds = %1947
  %1956 = call i64 @adler32(i64 noundef %1950, ptr noundef %1952, i32 noundef %1937) #9
  br label %1957

1957:                                             ; preds = %1955, %1953
  %1958 = phi i64 [ %1954, %1953 ], [ %1956, %1955 ]
  store i64 %1958, ptr %53, align 8, !tbaa !45
  store i64 %1958, ptr %54, align 8, !tbaa !22
  %1959 = load i32, ptr %49, align 8, !tbaa !21
  %1960 = and i32 %1959, 4
  br label %1961

1961:                                             ; preds = %1957, %1932
  %1962 = phi i32 [ %1960, %1957 ], [ %1943, %1932 ]
  %1963 = phi i32 [ %1959, %1957 ], [ %1878, %1932 ]
  %1964 = icmp eq i32 %1962, 0
  br i1 %1964, label %1975, label %1965

1965:                                             ; preds = %1961
  %1966 = load i32, ptr %52, align 8, !tbaa !48
  %1967 = icmp eq i32 %1966, 0
  %1968 = trunc i64 %1935 to i32
  %1969 = call i32 @llvm.bswap.i32(i32 %1968)
  %1970 = zext i32 %1969 to i64
  %1971 = select i1 %1967, i64 %1970, i64 %1935
  %1972 = load i64, ptr %53, align 8, !tbaa !45
  %1973 = icmp eq i64 %1971, %1972
  br i1 %1973, label %1975, label %1974

1974:                                             ; preds = %1965
  store ptr @.str.17, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

1975:                                             ; preds = %1965, %1961, %1877
  %1976 = phi i32 [ 0, %1877 ], [ %1963, %1961 ], [ %1963, %1965 ]
  %1977 = phi ptr [ %92, %1877 ], [ %1933, %1961 ], [ %1933, %1965 ]
  %1978 = phi i32 [ %94, %1877 ], [ %1934, %1961 ], [ %1934, %1965 ]
  %1979 = phi i64 [ %96, %1877 ], [ 0, %1961 ], [ 0, %1965 ]
  %1980 = phi i32 [ %97, %1877 ], [ 0, %1961 ], [ 0, %1965 ]
  %1981 = phi i32 [ %98, %1877 ], [ %95, %1961 ], [ %95, %1965 ]
  store i32 16207, ptr %21, align 8, !tbaa !17
  br label %1982

1982:                                             ; preds = %107, %1975
  %1983 = phi i32 [ %108, %107 ], [ %1976, %1975 ]
  %1984 = phi ptr [ %92, %107 ], [ %1977, %1975 ]
  %1985 = phi i32 [ %94, %107 ], [ %1978, %1975 ]
  %1986 = phi i64 [ %96, %107 ], [ %1979, %1975 ]
  %1987 = phi i32 [ %97, %107 ], [ %1980, %1975 ]
  %1988 = phi i32 [ %98, %107 ], [ %1981, %1975 ]
  %1989 = icmp eq i32 %1983, 0
  br i1 %1989, label %2057, label %1990

1990:                                             ; preds = %1982
  %1991 = load i32, ptr %52, align 8, !tbaa !48
  %1992 = icmp eq i32 %1991, 0
  br i1 %1992, label %2057, label %1993

1993:                                             ; preds = %1990
  %1994 = icmp ult i32 %1987, 32
  br i1 %1994, label %1995, label %2045

1995:                                             ; preds = %1993
  %1996 = zext nneg i32 %1987 to i64
  %1997 = icmp eq i32 %1985, 0
  br i1 %1997, label %2123, label %1998

1998:                                             ; preds = %1995
  %1999 = add i32 %1985, -1
  %2000 = getelementptr inbounds i8, ptr %1984, i64 1
  %2001 = load i8, ptr %1984, align 1, !tbaa !35
  %2002 = zext i8 %2001 to i64
  %2003 = shl nuw nsw i64 %2002, %1996
  %2004 = add i64 %2003, %1986
  %2005 = add nuw nsw i64 %1996, 8
  %2006 = icmp ult i32 %1987, 24
  br i1 %2006, label %2007, label %2039, !llvm.loop !104

2007:                                             ; preds = %1998
  %2008 = icmp eq i32 %1999, 0
  br i1 %2008, label %2123, label %2009

2009:                                             ; preds = %2007
  %2010 = add i32 %1985, -2
  %2011 = getelementptr inbounds i8, ptr %1984, i64 2
  %2012 = load i8, ptr %2000, align 1, !tbaa !35
  %2013 = zext i8 %2012 to i64
  %2014 = shl nuw nsw i64 %2013, %2005
  %2015 = add i64 %2014, %2004
  %2016 = add nuw nsw i64 %1996, 16
  %2017 = icmp ult i32 %1987, 16
  br i1 %2017, label %2018, label %2039, !llvm.loop !104

2018:                                             ; preds = %2009
  %2019 = icmp eq i32 %2010, 0
  br i1 %2019, label %2123, label %2020

2020:                                             ; preds = %2018
  %2021 = add i32 %1985, -3
  %2022 = getelementptr inbounds i8, ptr %1984, i64 3
  %2023 = load i8, ptr %2011, align 1, !tbaa !35
  %2024 = zext i8 %2023 to i64
  %2025 = shl nuw nsw i64 %2024, %2016
  %2026 = add i64 %2025, %2015
  %2027 = add nuw nsw i64 %1996, 24
  %2028 = icmp ult i32 %1987, 8
  br i1 %2028, label %2029, label %2039, !llvm.loop !104

2029:                                             ; preds = %2020
  %2030 = icmp eq i32 %2021, 0
  br i1 %2030, label %2123, label %2031

2031:                                             ; preds = %2029
  %2032 = add i32 %1985, -4
  %2033 = getelementptr inbounds i8, ptr %1984, i64 4
  %2034 = load i8, ptr %2022, align 1, !tbaa !35
  %2035 = zext i8 %2034 to i64
  %2036 = shl nuw nsw i64 %2035, %2027
  %2037 = add i64 %2036, %2026
  %2038 = or disjoint i64 %1996, 32
  br label %2039

2039:                                             ; preds = %2031, %2020, %2009, %1998
  %2040 = phi i32 [ %1999, %1998 ], [ %2010, %2009 ], [ %2021, %2020 ], [ %2032, %2031 ]
  %2041 = phi ptr [ %2000, %1998 ], [ %2011, %2009 ], [ %2022, %2020 ], [ %2033, %2031 ]
  %2042 = phi i64 [ %2004, %1998 ], [ %2015, %2009 ], [ %2026, %2020 ], [ %2037, %2031 ]
  %2043 = phi i64 [ %2005, %1998 ], [ %2016, %2009 ], [ %2027, %2020 ], [ %2038, %2031 ]
  %2044 = trunc nuw nsw i64 %2043 to i32
  br label %2045

2045:                                             ; preds = %2039, %1993
  %2046 = phi ptr [ %1984, %1993 ], [ %2041, %2039 ]
  %2047 = phi i32 [ %1985, %1993 ], [ %2040, %2039 ]
  %2048 = phi i64 [ %1986, %1993 ], [ %2042, %2039 ]
  %2049 = phi i32 [ %1987, %1993 ], [ %2044, %2039 ]
  %2050 = and i32 %1983, 4
  %2051 = icmp eq i32 %2050, 0
  br i1 %2051, label %2057, label %2052

2052:                                             ; preds = %2045
  %2053 = load i64, ptr %51, align 8, !tbaa !18
  %2054 = and i64 %2053, 4294967295
  %2055 = icmp eq i64 %2048, %2054
  br i1 %2055, label %2057, label %2056

2056:                                             ; preds = %2052
  store ptr @.str.18, ptr %55, align 8, !tbaa !36
  store i32 16209, ptr %21, align 8, !tbaa !17
  br label %2062

2057:                                             ; preds = %2052, %2045, %1990, %1982
  %2058 = phi ptr [ %1984, %1990 ], [ %1984, %1982 ], [ %2046, %2045 ], [ %2046, %2052 ]
  %2059 = phi i32 [ %1985, %1990 ], [ %1985, %1982 ], [ %2047, %2045 ], [ %2047, %2052 ]
  %2060 = phi i64 [ %1986, %1990 ], [ %1986, %1982 ], [ 0, %2045 ], [ 0, %2052 ]
  %2061 = phi i32 [ %1987, %1990 ], [ %1987, %1982 ], [ 0, %2045 ], [ 0, %2052 ]
  store i32 16208, ptr %21, align 8, !tbaa !17
  br label %2169

2062:                                             ; preds = %1192, %1333, %1864, %1869, %1388, %1397, %2056, %1974, %1872, %1796, %1727, %1536, %1532, %1528, %1371, %1362, %1358, %1072, %967, %922, %914, %894, %826, %794, %719, %706, %252, %248, %209, %208, %193, %189, %171, %132
  %2063 = phi ptr [ %2046, %2056 ], [ %1933, %1974 ], [ %92, %1872 ], [ %1779, %1796 ], [ %1779, %1869 ], [ %1779, %1864 ], [ %1712, %1727 ], [ %1391, %1397 ], [ %1391, %1388 ], [ %1513, %1528 ], [ %1513, %1532 ], [ %1513, %1536 ], [ %1352, %1358 ], [ %1352, %1362 ], [ %1352, %1371 ], [ %983, %1072 ], [ %949, %967 ], [ %917, %914 ], [ %904, %922 ], [ %886, %894 ], [ %784, %794 ], [ %809, %826 ], [ %695, %706 ], [ %708, %719 ], [ %241, %248 ], [ %241, %252 ], [ %92, %132 ], [ %159, %171 ], [ %159, %189 ], [ %159, %193 ], [ %159, %208 ], [ %159, %209 ], [ %1264, %1333 ], [ %1184, %1192 ]
  %2064 = phi ptr [ %93, %2056 ], [ %93, %1974 ], [ %1875, %1872 ], [ %93, %1796 ], [ %1865, %1869 ], [ %1865, %1864 ], [ %93, %1727 ], [ %1389, %1397 ], [ %1389, %1388 ], [ %93, %1528 ], [ %93, %1532 ], [ %93, %1536 ], [ %93, %1358 ], [ %93, %1362 ], [ %93, %1371 ], [ %93, %1072 ], [ %93, %967 ], [ %919, %914 ], [ %93, %922 ], [ %93, %894 ], [ %93, %794 ], [ %93, %826 ], [ %93, %706 ], [ %93, %719 ], [ %93, %248 ], [ %93, %252 ], [ %93, %132 ], [ %93, %171 ], [ %93, %189 ], [ %93, %193 ], [ %93, %208 ], [ %93, %209 ], [ %93, %1333 ], [ %93, %1192 ]
  %2065 = phi i32 [ %2047, %2056 ], [ %1934, %1974 ], [ %94, %1872 ], [ %1780, %1796 ], [ %1780, %1869 ], [ %1780, %1864 ], [ %1713, %1727 ], [ %1392, %1397 ], [ %1392, %1388 ], [ %1514, %1528 ], [ %1514, %1532 ], [ %1514, %1536 ], [ %1353, %1358 ], [ %1353, %1362 ], [ %1353, %1371 ], [ %984, %1072 ], [ %950, %967 ], [ %916, %914 ], [ %905, %922 ], [ %887, %894 ], [ %785, %794 ], [ %810, %826 ], [ %696, %706 ], [ %709, %719 ], [ %242, %248 ], [ %242, %252 ], [ %94, %132 ], [ %160, %171 ], [ %160, %189 ], [ %160, %193 ], [ %160, %208 ], [ %160, %209 ], [ %1265, %1333 ], [ %1185, %1192 ]
  %2066 = phi i32 [ %95, %2056 ], [ %95, %1974 ], [ %1876, %1872 ], [ %95, %1796 ], [ %1866, %1869 ], [ %1866, %1864 ], [ %95, %1727 ], [ %1390, %1397 ], [ %1390, %1388 ], [ %95, %1528 ], [ %95, %1532 ], [ %95, %1536 ], [ %95, %1358 ], [ %95, %1362 ], [ %95, %1371 ], [ %95, %1072 ], [ %95, %967 ], [ %918, %914 ], [ %95, %922 ], [ %95, %894 ], [ %95, %794 ], [ %95, %826 ], [ %95, %706 ], [ %95, %719 ], [ %95, %248 ], [ %95, %252 ], [ %95, %132 ], [ %95, %171 ], [ %95, %189 ], [ %95, %193 ], [ %95, %208 ], [ %95, %209 ], [ %95, %1333 ], [ %95, %1192 ]
  %2067 = phi i64 [ %2048, %2056 ], [ %1935, %1974 ], [ %96, %1872 ], [ %1781, %1796 ], [ %1781, %1869 ], [ %1781, %1864 ], [ %1721, %1727 ], [ %1393, %1397 ], [ %1393, %1388 ], [ %1522, %1528 ], [ %1522, %1532 ], [ %1522, %1536 ], [ %1354, %1358 ], [ %1354, %1362 ], [ %1354, %1371 ], [ %985, %1072 ], [ %962, %967 ], [ %906, %914 ], [ %906, %922 ], [ %888, %894 ], [ %797, %794 ], [ %827, %826 ], [ %697, %706 ], [ %710, %719 ], [ %243, %248 ], [ %243, %252 ], [ %96, %132 ], [ 0, %171 ], [ %161, %189 ], [ %161, %193 ], [ %195, %208 ], [ 0, %209 ], [ %1266, %1333 ], [ %1189, %1192 ]
  %2068 = phi i32 [ %2049, %2056 ], [ %1936, %1974 ], [ %97, %1872 ], [ %1782, %1796 ], [ %1782, %1869 ], [ %1782, %1864 ], [ %1722, %1727 ], [ %1394, %1397 ], [ %1394, %1388 ], [ %1523, %1528 ], [ %1523, %1532 ], [ %1523, %1536 ], [ %1355, %1358 ], [ %1355, %1362 ], [ %1355, %1371 ], [ %986, %1072 ], [ %963, %967 ], [ %907, %914 ], [ %907, %922 ], [ %889, %894 ], [ %798, %794 ], [ %828, %826 ], [ %698, %706 ], [ %711, %719 ], [ %244, %248 ], [ %244, %252 ], [ %97, %132 ], [ 0, %171 ], [ %162, %189 ], [ %162, %193 ], [ %196, %208 ], [ 0, %209 ], [ %1267, %1333 ], [ %1190, %1192 ]
  %2069 = phi i32 [ %1988, %2056 ], [ %95, %1974 ], [ %98, %1872 ], [ %98, %1796 ], [ %98, %1869 ], [ %98, %1864 ], [ %98, %1727 ], [ %98, %1397 ], [ %98, %1388 ], [ %98, %1528 ], [ %98, %1532 ], [ %98, %1536 ], [ %98, %1358 ], [ %98, %1362 ], [ %98, %1371 ], [ %98, %1072 ], [ %98, %967 ], [ %98, %914 ], [ %98, %922 ], [ %98, %894 ], [ %98, %794 ], [ %98, %826 ], [ %98, %706 ], [ %98, %719 ], [ %98, %248 ], [ %98, %252 ], [ %98, %132 ], [ %98, %171 ], [ %98, %189 ], [ %98, %193 ], [ %98, %208 ], [ %98, %209 ], [ %98, %1333 ], [ %98, %1192 ]
  %2070 = phi i32 [ %99, %2056 ], [ %99, %1974 ], [ %99, %1872 ], [ %1783, %1796 ], [ %1783, %1869 ], [ %1783, %1864 ], [ %1594, %1727 ], [ %1384, %1397 ], [ %1384, %1388 ], [ %1384, %1528 ], [ %1384, %1532 ], [ %1384, %1536 ], [ %1080, %1358 ], [ %1360, %1362 ], [ %1369, %1371 ], [ %1070, %1072 ], [ %99, %967 ], [ %99, %914 ], [ %99, %922 ], [ %99, %894 ], [ %99, %794 ], [ %99, %826 ], [ %99, %706 ], [ %99, %719 ], [ %99, %248 ], [ %99, %252 ], [ %99, %132 ], [ %99, %171 ], [ %99, %189 ], [ %99, %193 ], [ %99, %208 ], [ %99, %209 ], [ %1080, %1333 ], [ %1080, %1192 ]
  %2071 = load i32, ptr %21, align 8, !tbaa !17
  br label %90

2072:                                             ; preds = %1233
  %2073 = trunc nuw i64 %1234 to i32
  br label %2169

2074:                                             ; preds = %1166
  %2075 = trunc nuw i64 %1167 to i32
  br label %2169

2076:                                             ; preds = %1203
  %2077 = trunc nuw i64 %1204 to i32
  br label %2169

2078:                                             ; preds = %142, %129
  %2079 = phi i64 [ %130, %129 ], [ %140, %142 ]
  %2080 = phi i64 [ %96, %129 ], [ %139, %142 ]
  %2081 = phi ptr [ %92, %129 ], [ %135, %142 ]
  %2082 = trunc nuw nsw i64 %2079 to i32
  br label %2169

2083:                                             ; preds = %678, %666
  %2084 = phi i64 [ %667, %666 ], [ %676, %678 ]
  %2085 = phi i64 [ %659, %666 ], [ %675, %678 ]
  %2086 = phi ptr [ %657, %666 ], [ %671, %678 ]
  %2087 = trunc nuw nsw i64 %2084 to i32
  br label %2169

2088:                                             ; preds = %430, %413
  %2089 = phi i64 [ %419, %413 ], [ %428, %430 ]
  %2090 = phi i64 [ %416, %413 ], [ %427, %430 ]
  %2091 = phi ptr [ %414, %413 ], [ %423, %430 ]
  %2092 = trunc nuw nsw i64 %2089 to i32
  br label %2169

2093:                                             ; preds = %367, %351
  %2094 = phi i64 [ %356, %351 ], [ %365, %367 ]
  %2095 = phi i64 [ %353, %351 ], [ %364, %367 ]
  %2096 = phi ptr [ %355, %351 ], [ %360, %367 ]
  %2097 = trunc nuw nsw i64 %2094 to i32
  br label %2169

2098:                                             ; preds = %313, %302, %291, %275
  %2099 = phi i64 [ %280, %275 ], [ %289, %291 ], [ %300, %302 ], [ %311, %313 ]
  %2100 = phi i64 [ %277, %275 ], [ %288, %291 ], [ %299, %302 ], [ %310, %313 ]
  %2101 = phi ptr [ %279, %275 ], [ %284, %291 ], [ %295, %302 ], [ %306, %313 ]
  %2102 = trunc nuw nsw i64 %2099 to i32
  br label %2169

2103:                                             ; preds = %224, %121
  %2104 = phi i64 [ %122, %121 ], [ %222, %224 ]
  %2105 = phi i64 [ %96, %121 ], [ %221, %224 ]
  %2106 = phi ptr [ %92, %121 ], [ %217, %224 ]
  %2107 = trunc nuw nsw i64 %2104 to i32
  br label %2169

2108:                                             ; preds = %752, %741, %730, %116
  %2109 = phi i64 [ %117, %116 ], [ %728, %730 ], [ %739, %741 ], [ %750, %752 ]
  %2110 = phi i64 [ %96, %116 ], [ %727, %730 ], [ %738, %741 ], [ %749, %752 ]
  %2111 = phi ptr [ %92, %116 ], [ %723, %730 ], [ %734, %741 ], [ %745, %752 ]
  %2112 = trunc nuw nsw i64 %2109 to i32
  br label %2169

2113:                                             ; preds = %870, %859, %848, %835
  %2114 = phi i64 [ %837, %835 ], [ %846, %848 ], [ %857, %859 ], [ %868, %870 ]
  %2115 = phi i64 [ %832, %835 ], [ %845, %848 ], [ %856, %859 ], [ %867, %870 ]
  %2116 = phi ptr [ %92, %835 ], [ %841, %848 ], [ %852, %859 ], [ %863, %870 ]
  %2117 = trunc nuw nsw i64 %2114 to i32
  br label %2169

2118:                                             ; preds = %932, %111
  %2119 = phi i64 [ %112, %111 ], [ %930, %932 ]
  %2120 = phi i64 [ %96, %111 ], [ %929, %932 ]
  %2121 = phi ptr [ %92, %111 ], [ %925, %932 ]
  %2122 = trunc nuw nsw i64 %2119 to i32
  br label %2169

2123:                                             ; preds = %2029, %2018, %2007, %1995
  %2124 = phi i64 [ %1996, %1995 ], [ %2005, %2007 ], [ %2016, %2018 ], [ %2027, %2029 ]
  %2125 = phi i64 [ %1986, %1995 ], [ %2004, %2007 ], [ %2015, %2018 ], [ %2026, %2029 ]
  %2126 = phi ptr [ %1984, %1995 ], [ %2000, %2007 ], [ %2011, %2018 ], [ %2022, %2029 ]
  %2127 = trunc nuw nsw i64 %2124 to i32
  br label %2169

2128:                                             ; preds = %1916, %1905, %1894, %1882
  %2129 = phi i64 [ %1883, %1882 ], [ %1892, %1894 ], [ %1903, %1905 ], [ %1914, %1916 ]
  %2130 = phi i64 [ %96, %1882 ], [ %1891, %1894 ], [ %1902, %1905 ], [ %1913, %1916 ]
  %2131 = phi ptr [ %92, %1882 ], [ %1887, %1894 ], [ %1898, %1905 ], [ %1909, %1916 ]
  %2132 = trunc nuw nsw i64 %2129 to i32
  br label %2169

2133:                                             ; preds = %1105
  %2134 = zext i32 %1093 to i64
  %2135 = shl i32 %1093, 3
  %2136 = add i32 %2135, %1091
  %2137 = getelementptr i8, ptr %1094, i64 %2134
  br label %2169

2138:                                             ; preds = %1741
  %2139 = shl i32 %1734, 3
  %2140 = add i32 %1736, %2139
  %2141 = zext i32 %1734 to i64
  %2142 = getelementptr i8, ptr %1733, i64 %2141
  br label %2169

2143:                                             ; preds = %1667
  %2144 = zext i32 %1637 to i64
  %2145 = shl i32 %1637, 3
  %2146 = add i32 %2145, %1639
  %2147 = getelementptr i8, ptr %1636, i64 %2144
  br label %2169

2148:                                             ; preds = %1609
  %2149 = zext i32 %1591 to i64
  %2150 = shl i32 %1591, 3
  %2151 = add i32 %2150, %1593
  %2152 = getelementptr i8, ptr %1590, i64 %2149
  br label %2169

2153:                                             ; preds = %1551
  %2154 = shl i32 %1542, 3
  %2155 = add i32 %1544, %2154
  %2156 = zext i32 %1542 to i64
  %2157 = getelementptr i8, ptr %1541, i64 %2156
  br label %2169

2158:                                             ; preds = %1470
  %2159 = zext i32 %1441 to i64
  %2160 = shl i32 %1441, 3
  %2161 = add i32 %2160, %1443
  %2162 = getelementptr i8, ptr %1440, i64 %2159
  br label %2169

2163:                                             ; preds = %1413
  %2164 = zext i32 %1381 to i64
  %2165 = shl i32 %1381, 3
  %2166 = add i32 %2165, %1383
  %2167 = getelementptr i8, ptr %1380, i64 %2164
  br label %2169

2168:                                             ; preds = %90
  br label %2169

2169:                                             ; preds = %528, %544, %584, %604, %644, %778, %895, %910, %1372, %1778, %1870, %792, %1032, %90, %2168, %2163, %2158, %2153, %2148, %2143, %2138, %2133, %2128, %2123, %2118, %2113, %2108, %2103, %2098, %2093, %2088, %2083, %2078, %2076, %2074, %2072, %2057, %818
  %2170 = phi i32 [ %95, %818 ], [ %95, %2057 ], [ %95, %2072 ], [ %95, %2074 ], [ %95, %2076 ], [ %95, %2078 ], [ %95, %2083 ], [ %95, %2088 ], [ %95, %2093 ], [ %95, %2098 ], [ %95, %2103 ], [ %95, %2108 ], [ %95, %2113 ], [ %95, %2118 ], [ %95, %2123 ], [ %95, %2128 ], [ %95, %2133 ], [ %95, %2138 ], [ %95, %2143 ], [ %95, %2148 ], [ %95, %2153 ], [ %95, %2158 ], [ %95, %2163 ], [ %95, %90 ], [ %95, %1032 ], [ %95, %528 ], [ %95, %544 ], [ %95, %584 ], [ %95, %604 ], [ %95, %644 ], [ %95, %778 ], [ %95, %895 ], [ %95, %910 ], [ %95, %1372 ], [ 0, %1778 ], [ 0, %1870 ], [ %95, %792 ], [ %95, %2168 ]
  %2171 = phi ptr [ %809, %818 ], [ %2058, %2057 ], [ %1237, %2072 ], [ %1170, %2074 ], [ %1207, %2076 ], [ %2081, %2078 ], [ %2086, %2083 ], [ %2091, %2088 ], [ %2096, %2093 ], [ %2101, %2098 ], [ %2106, %2103 ], [ %2111, %2108 ], [ %2116, %2113 ], [ %2121, %2118 ], [ %2126, %2123 ], [ %2131, %2128 ], [ %2137, %2133 ], [ %2142, %2138 ], [ %2147, %2143 ], [ %2152, %2148 ], [ %2157, %2153 ], [ %2162, %2158 ], [ %2167, %2163 ], [ %92, %90 ], [ %1030, %1032 ], [ %530, %528 ], [ %537, %544 ], [ %587, %584 ], [ %597, %604 ], [ %647, %644 ], [ %779, %778 ], [ %886, %895 ], [ %904, %910 ], [ %1352, %1372 ], [ %1779, %1778 ], [ %92, %1870 ], [ %784, %792 ], [ %92, %2168 ]
  %2172 = phi i32 [ %810, %818 ], [ %2059, %2057 ], [ 0, %2072 ], [ 0, %2074 ], [ 0, %2076 ], [ 0, %2078 ], [ 0, %2083 ], [ 0, %2088 ], [ 0, %2093 ], [ 0, %2098 ], [ 0, %2103 ], [ 0, %2108 ], [ 0, %2113 ], [ 0, %2118 ], [ 0, %2123 ], [ 0, %2128 ], [ 0, %2133 ], [ 0, %2138 ], [ 0, %2143 ], [ 0, %2148 ], [ 0, %2153 ], [ 0, %2158 ], [ 0, %2163 ], [ %94, %90 ], [ 0, %1032 ], [ %531, %528 ], [ 0, %544 ], [ %585, %584 ], [ 0, %604 ], [ %645, %644 ], [ %780, %778 ], [ %887, %895 ], [ %905, %910 ], [ %1353, %1372 ], [ %1780, %1778 ], [ %94, %1870 ], [ 0, %792 ], [ %94, %2168 ]
  %2173 = phi i64 [ %819, %818 ], [ %2060, %2057 ], [ %1235, %2072 ], [ %1168, %2074 ], [ %1205, %2076 ], [ %2080, %2078 ], [ %2085, %2083 ], [ %2090, %2088 ], [ %2095, %2093 ], [ %2100, %2098 ], [ %2105, %2103 ], [ %2110, %2108 ], [ %2115, %2113 ], [ %2120, %2118 ], [ %2125, %2123 ], [ %2130, %2128 ], [ %1107, %2133 ], [ %1743, %2138 ], [ %1669, %2143 ], [ %1611, %2148 ], [ %1553, %2153 ], [ %1472, %2158 ], [ %1415, %2163 ], [ %96, %90 ], [ %1028, %1032 ], [ %479, %528 ], [ %539, %544 ], [ %539, %584 ], [ %599, %604 ], [ %599, %644 ], [ %781, %778 ], [ 0, %895 ], [ %906, %910 ], [ %1354, %1372 ], [ %1781, %1778 ], [ %96, %1870 ], [ %786, %792 ], [ %96, %2168 ]
  %2174 = phi i32 [ %820, %818 ], [ %2061, %2057 ], [ %2073, %2072 ], [ %2075, %2074 ], [ %2077, %2076 ], [ %2082, %2078 ], [ %2087, %2083 ], [ %2092, %2088 ], [ %2097, %2093 ], [ %2102, %2098 ], [ %2107, %2103 ], [ %2112, %2108 ], [ %2117, %2113 ], [ %2122, %2118 ], [ %2127, %2123 ], [ %2132, %2128 ], [ %2136, %2133 ], [ %2140, %2138 ], [ %2146, %2143 ], [ %2151, %2148 ], [ %2155, %2153 ], [ %2161, %2158 ], [ %2166, %2163 ], [ %97, %90 ], [ %1027, %1032 ], [ %480, %528 ], [ %540, %544 ], [ %540, %584 ], [ %600, %604 ], [ %600, %644 ], [ %782, %778 ], [ 0, %895 ], [ %907, %910 ], [ %1355, %1372 ], [ %1782, %1778 ], [ %97, %1870 ], [ %787, %792 ], [ %97, %2168 ]
  %2175 = phi i32 [ %98, %818 ], [ %1988, %2057 ], [ %98, %2072 ], [ %98, %2074 ], [ %98, %2076 ], [ %98, %2078 ], [ %98, %2083 ], [ %98, %2088 ], [ %98, %2093 ], [ %98, %2098 ], [ %98, %2103 ], [ %98, %2108 ], [ %98, %2113 ], [ %98, %2118 ], [ %1988, %2123 ], [ %98, %2128 ], [ %98, %2133 ], [ %98, %2138 ], [ %98, %2143 ], [ %98, %2148 ], [ %98, %2153 ], [ %98, %2158 ], [ %98, %2163 ], [ %98, %90 ], [ %98, %1032 ], [ %98, %792 ], [ %98, %1870 ], [ %98, %1778 ], [ %98, %1372 ], [ %98, %910 ], [ %98, %895 ], [ %98, %778 ], [ %98, %644 ], [ %98, %604 ], [ %98, %584 ], [ %98, %544 ], [ %98, %528 ], [ %98, %2168 ]
  %2176 = phi i32 [ %99, %818 ], [ 1, %2057 ], [ %1080, %2072 ], [ %1080, %2074 ], [ %1080, %2076 ], [ %99, %2078 ], [ %99, %2083 ], [ %99, %2088 ], [ %99, %2093 ], [ %99, %2098 ], [ %99, %2103 ], [ %99, %2108 ], [ %99, %2113 ], [ %99, %2118 ], [ %99, %2123 ], [ %99, %2128 ], [ %1080, %2133 ], [ %1737, %2138 ], [ %1594, %2143 ], [ %1594, %2148 ], [ %1545, %2153 ], [ %1384, %2158 ], [ %1384, %2163 ], [ -3, %90 ], [ %99, %1032 ], [ %99, %528 ], [ %99, %544 ], [ %99, %584 ], [ %99, %604 ], [ %99, %644 ], [ %99, %778 ], [ %99, %895 ], [ %99, %910 ], [ 0, %1372 ], [ %1783, %1778 ], [ %99, %1870 ], [ %99, %792 ], [ 1, %2168 ]
  store ptr %93, ptr %26, align 8, !tbaa !37
  store i32 %2170, ptr %41, align 8, !tbaa !40
  store ptr %2171, ptr %0, align 8, !tbaa !38
  store i32 %2172, ptr %43, align 8, !tbaa !39
  store i64 %2173, ptr %45, align 8, !tbaa !26
  store i32 %2174, ptr %47, align 8, !tbaa !27
  %2177 = load i32, ptr %79, align 4, !tbaa !99
  %2178 = icmp eq i32 %2177, 0
  br i1 %2178, label %2179, label %2188

2179:                                             ; preds = %2169
  %2180 = icmp eq i32 %2175, %2170
  br i1 %2180, label %2196, label %2181

2181:                                             ; preds = %2179
  %2182 = load i32, ptr %21, align 8, !tbaa !17
  %2183 = icmp ult i32 %2182, 16209
  br i1 %2183, label %2184, label %2196

2184:                                             ; preds = %2181
  %2185 = icmp ult i32 %2182, 16206
  %2186 = icmp ne i32 %1, 4
  %2187 = or i1 %2186, %2185
  br i1 %2187, label %2188, label %2196

2188:                                             ; preds = %2184, %2169
  %2189 = sub i32 %2175, %2170
  %2190 = call fastcc i32 @updatewindow(ptr noundef nonnull %0, ptr noundef %93, i32 noundef %2189)
  %2191 = icmp eq i32 %2190, 0
  br i1 %2191, label %2192, label %2195

2192:                                             ; preds = %2188
  %2193 = load i32, ptr %43, align 8, !tbaa !39
  %2194 = load i32, ptr %41, align 8, !tbaa !40
  br label %2196

2195:                                             ; preds = %2188
  store i32 16210, ptr %21, align 8, !tbaa !17
  br label %2253

2196:                                             ; preds = %2192, %2184, %2181, %2179
  %2197 = phi i32 [ %2194, %2192 ], [ %2170, %2184 ], [ %2170, %2181 ], [ %2170, %2179 ]
  %2198 = phi i32 [ %2193, %2192 ], [ %2172, %2184 ], [ %2172, %2181 ], [ %2172, %2179 ]
  %2199 = sub i32 %44, %2198
  %2200 = sub i32 %2175, %2197
  %2201 = zext i32 %2199 to i64
  %2202 = getelementptr inbounds i8, ptr %0, i64 16
  %2203 = load i64, ptr %2202, align 8, !tbaa !19
  %2204 = add i64 %2203, %2201
  store i64 %2204, ptr %2202, align 8, !tbaa !19
  %2205 = zext i32 %2200 to i64
  %2206 = load i64, ptr %50, align 8, !tbaa !103
  %2207 = add i64 %2206, %2205
  store i64 %2207, ptr %50, align 8, !tbaa !103
  %2208 = load i64, ptr %51, align 8, !tbaa !18
  %2209 = add i64 %2208, %2205
  store i64 %2209, ptr %51, align 8, !tbaa !18
  %2210 = load i32, ptr %49, align 8, !tbaa !21
  %2211 = and i32 %2210, 4
  %2212 = icmp ne i32 %2211, 0
  %2213 = icmp ne i32 %2175, %2197
  %2214 = select i1 %2212, i1 %2213, i1 false
  br i1 %2214, label %2215, label %2228

2215:                                             ; preds = %2196
  %2216 = load i32, ptr %52, align 8, !tbaa !48
  %2217 = icmp eq i32 %2216, 0
  %2218 = load i64, ptr %53, align 8, !tbaa !45
  %2219 = load ptr, ptr %26, align 8, !tbaa !37
  %2220 = sub nsw i64 0, %2205
  %2221 = getelementptr inbounds i8, ptr %2219, i64 %2220
  br i1 %2217, label %2224, label %2222

2222:                                             ; preds = %2215
  %2223 = call i64 @crc32(i64 noundef %2218, ptr noundef %2221, i32 noundef %2200) #9
  br label %2226

2224:                                             ; preds = %2215
  %2225 = call i64 @adler32(i64 noundef %2218, ptr noundef %2221, i32 noundef %2200) #9
  br label %2226

2226:                                             ; preds = %2224, %2222
  %2227 = phi i64 [ %2223, %2222 ], [ %2225, %2224 ]
  store i64 %2227, ptr %53, align 8, !tbaa !45
  store i64 %2227, ptr %54, align 8, !tbaa !22
  br label %2228

2228:                                             ; preds = %2226, %2196
  %2229 = load i32, ptr %47, align 8, !tbaa !27
  %2230 = load i32, ptr %83, align 4, !tbaa !71
  %2231 = icmp eq i32 %2230, 0
  %2232 = select i1 %2231, i32 0, i32 64
  %2233 = add nsw i32 %2232, %2229
  %2234 = load i32, ptr %21, align 8, !tbaa !17
  %2235 = icmp eq i32 %2234, 16191
  %2236 = select i1 %2235, i32 128, i32 0
  %2237 = add nsw i32 %2233, %2236
  %2238 = icmp eq i32 %2234, 16199
  %2239 = icmp eq i32 %2234, 16194
  %2240 = or i1 %2238, %2239
  %2241 = select i1 %2240, i32 256, i32 0
  %2242 = add nsw i32 %2237, %2241
  %2243 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 %2242, ptr %2243, align 8, !tbaa !20
  %2244 = icmp eq i32 %44, %2198
  %2245 = icmp eq i32 %2175, %2197
  %2246 = select i1 %2244, i1 %2245, i1 false
  %2247 = icmp eq i32 %1, 4
  %2248 = or i1 %2247, %2246
  %2249 = icmp eq i32 %2176, 0
  %2250 = select i1 %2248, i1 %2249, i1 false
  %2251 = select i1 %2250, i32 -5, i32 %2176
  br label %2253

2252:                                             ; preds = %90
  br label %2253

2253:                                             ; preds = %90, %2252, %13, %17, %2, %5, %9, %20, %25, %32, %2228, %2195, %775
  %2254 = phi i32 [ -4, %2195 ], [ %2251, %2228 ], [ 2, %775 ], [ -2, %32 ], [ -2, %25 ], [ -2, %20 ], [ -2, %9 ], [ -2, %5 ], [ -2, %2 ], [ -2, %17 ], [ -2, %13 ], [ -4, %2252 ], [ -2, %90 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #9
  ret i32 %2254
}

declare i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

declare i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

declare void @inflate_fixed(ptr noundef) local_unnamed_addr #3

declare i32 @inflate_table(i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef, ptr noundef) local_unnamed_addr #3

declare void @inflate_fast(ptr noundef, i32 noundef) local_unnamed_addr #3

; Function Attrs: nounwind uwtable
define internal fastcc range(i32 0, 2) i32 @updatewindow(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #2 {
  %4 = getelementptr inbounds i8, ptr %0, i64 56
  %5 = load ptr, ptr %4, align 8, !tbaa !14
  %6 = getelementptr inbounds i8, ptr %5, i64 72
  %7 = load ptr, ptr %6, align 8, !tbaa !32
  %8 = icmp eq ptr %7, null
  br i1 %8, label %9, label %19

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 64
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %0, i64 80
  %13 = load ptr, ptr %12, align 8, !tbaa !34
  %14 = getelementptr inbounds i8, ptr %5, i64 56
  %15 = load i32, ptr %14, align 8, !tbaa !33
  %16 = shl nuw i32 1, %15
  %17 = tail call ptr %11(ptr noundef %13, i32 noundef %16, i32 noundef 1) #9
  store ptr %17, ptr %6, align 8, !tbaa !32
  %18 = icmp eq ptr %17, null
  br i1 %18, label %70, label %19

19:                                               ; preds = %9, %3
  %20 = phi ptr [ %17, %9 ], [ %7, %3 ]
  %21 = getelementptr inbounds i8, ptr %5, i64 60
  %22 = load i32, ptr %21, align 4, !tbaa !99
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %29

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %5, i64 56
  %26 = load i32, ptr %25, align 8, !tbaa !33
  %27 = shl nuw i32 1, %26
  store i32 %27, ptr %21, align 4, !tbaa !99
  %28 = getelementptr inbounds i8, ptr %5, i64 64
  store <2 x i32> zeroinitializer, ptr %28, align 8, !tbaa !23
  br label %29

29:                                               ; preds = %24, %19
  %30 = phi i32 [ %27, %24 ], [ %22, %19 ]
  %31 = icmp ugt i32 %30, %2
  br i1 %31, label %39, label %32

32:                                               ; preds = %29
  %33 = zext i32 %30 to i64
  %34 = sub nsw i64 0, %33
  %35 = getelementptr inbounds i8, ptr %1, i64 %34
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(1) %20, ptr noundef nonnull align 1 dereferenceable(1) %35, i64 %33, i1 false)
  %36 = getelementptr inbounds i8, ptr %5, i64 68
  store i32 0, ptr %36, align 4, !tbaa !31
  %37 = load i32, ptr %21, align 4, !tbaa !99
  %38 = getelementptr inbounds i8, ptr %5, i64 64
  store i32 %37, ptr %38, align 8, !tbaa !97
  br label %70

39:                                               ; preds = %29
  %40 = getelementptr inbounds i8, ptr %5, i64 68
  %41 = load i32, ptr %40, align 4, !tbaa !31
  %42 = sub i32 %30, %41
  %43 = tail call i32 @llvm.umin.i32(i32 %42, i32 %2)
  %44 = zext i32 %41 to i64
  %45 = getelementptr inbounds i8, ptr %20, i64 %44
  %46 = zext i32 %2 to i64
  %47 = sub nsw i64 0, %46
  %48 = getelementptr inbounds i8, ptr %1, i64 %47
  %49 = zext i32 %43 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %45, ptr align 1 %48, i64 %49, i1 false)
  %50 = icmp ult i32 %42, %2
  br i1 %50, label %51, label %59

51:                                               ; preds = %39
  %52 = sub i32 %2, %43
  %53 = load ptr, ptr %6, align 8, !tbaa !32
  %54 = zext i32 %52 to i64
  %55 = sub nsw i64 0, %54
  %56 = getelementptr inbounds i8, ptr %1, i64 %55
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 1 %53, ptr align 1 %56, i64 %54, i1 false)
  store i32 %52, ptr %40, align 4, !tbaa !31
  %57 = load i32, ptr %21, align 4, !tbaa !99
  %58 = getelementptr inbounds i8, ptr %5, i64 64
  store i32 %57, ptr %58, align 8, !tbaa !97
  br label %70

59:                                               ; preds = %39
  %60 = load i32, ptr %40, align 4, !tbaa !31
  %61 = add i32 %60, %43
  %62 = load i32, ptr %21, align 4, !tbaa !99
  %63 = icmp eq i32 %61, %62
  %64 = select i1 %63, i32 0, i32 %61
  store i32 %64, ptr %40, align 4
  %65 = getelementptr inbounds i8, ptr %5, i64 64
  %66 = load i32, ptr %65, align 8, !tbaa !97
  %67 = icmp ult i32 %66, %62
  br i1 %67, label %68, label %70

68:                                               ; preds = %59
  %69 = add i32 %66, %43
  store i32 %69, ptr %65, align 8, !tbaa !97
  br label %70

70:                                               ; preds = %32, %59, %68, %51, %9
  %71 = phi i32 [ 1, %9 ], [ 0, %51 ], [ 0, %68 ], [ 0, %59 ], [ 0, %32 ]
  ret i32 %71
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -2, 1) i32 @inflateEnd(ptr noundef %0) local_unnamed_addr #2 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %37, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %37, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %37, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %37, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %37

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %37

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %13, i64 72
  %25 = load ptr, ptr %24, align 8, !tbaa !32
  %26 = icmp eq ptr %25, null
  br i1 %26, label %32, label %27

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %0, i64 80
  %29 = load ptr, ptr %28, align 8, !tbaa !34
  tail call void %9(ptr noundef %29, ptr noundef nonnull %25) #9
  %30 = load ptr, ptr %8, align 8, !tbaa !13
  %31 = load ptr, ptr %12, align 8, !tbaa !14
  br label %32

32:                                               ; preds = %27, %23
  %33 = phi ptr [ %31, %27 ], [ %13, %23 ]
  %34 = phi ptr [ %30, %27 ], [ %9, %23 ]
  %35 = getelementptr inbounds i8, ptr %0, i64 80
  %36 = load ptr, ptr %35, align 8, !tbaa !34
  tail call void %34(ptr noundef %36, ptr noundef %33) #9
  store ptr null, ptr %12, align 8, !tbaa !14
  br label %37

37:                                               ; preds = %11, %15, %1, %3, %7, %18, %32
  %38 = phi i32 [ 0, %32 ], [ -2, %18 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateGetDictionary(ptr noundef readonly %0, ptr noundef writeonly %1, ptr noundef writeonly %2) local_unnamed_addr #0 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %52, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %52, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  %12 = icmp eq ptr %11, null
  br i1 %12, label %52, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = icmp eq ptr %15, null
  br i1 %16, label %52, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !15
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %52

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = add i32 %22, -16180
  %24 = icmp ult i32 %23, 32
  br i1 %24, label %25, label %52

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %15, i64 64
  %27 = load i32, ptr %26, align 8, !tbaa !97
  %28 = icmp ne i32 %27, 0
  %29 = icmp ne ptr %1, null
  %30 = and i1 %29, %28
  br i1 %30, label %31, label %48

31:                                               ; preds = %25
  %32 = getelementptr inbounds i8, ptr %15, i64 72
  %33 = load ptr, ptr %32, align 8, !tbaa !32
  %34 = getelementptr inbounds i8, ptr %15, i64 68
  %35 = load i32, ptr %34, align 4, !tbaa !31
  %36 = zext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %33, i64 %36
  %38 = sub i32 %27, %35
  %39 = zext i32 %38 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 %37, i64 %39, i1 false)
  %40 = load i32, ptr %26, align 8, !tbaa !97
  %41 = zext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %1, i64 %41
  %43 = load i32, ptr %34, align 4, !tbaa !31
  %44 = zext i32 %43 to i64
  %45 = sub nsw i64 0, %44
  %46 = getelementptr inbounds i8, ptr %42, i64 %45
  %47 = load ptr, ptr %32, align 8, !tbaa !32
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %46, ptr align 1 %47, i64 %44, i1 false)
  br label %48

48:                                               ; preds = %31, %25
  %49 = icmp eq ptr %2, null
  br i1 %49, label %52, label %50

50:                                               ; preds = %48
  %51 = load i32, ptr %26, align 8, !tbaa !97
  store i32 %51, ptr %2, align 4, !tbaa !23
  br label %52

52:                                               ; preds = %13, %17, %3, %5, %9, %48, %50, %20
  %53 = phi i32 [ -2, %20 ], [ 0, %50 ], [ 0, %48 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %53
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @inflateSetDictionary(ptr noundef readonly %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = icmp eq ptr %0, null
  br i1 %4, label %46, label %5

5:                                                ; preds = %3
  %6 = getelementptr inbounds i8, ptr %0, i64 64
  %7 = load ptr, ptr %6, align 8, !tbaa !6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %46, label %9

9:                                                ; preds = %5
  %10 = getelementptr inbounds i8, ptr %0, i64 72
  %11 = load ptr, ptr %10, align 8, !tbaa !13
  %12 = icmp eq ptr %11, null
  br i1 %12, label %46, label %13

13:                                               ; preds = %9
  %14 = getelementptr inbounds i8, ptr %0, i64 56
  %15 = load ptr, ptr %14, align 8, !tbaa !14
  %16 = icmp eq ptr %15, null
  br i1 %16, label %46, label %17

17:                                               ; preds = %13
  %18 = load ptr, ptr %15, align 8, !tbaa !15
  %19 = icmp eq ptr %18, %0
  br i1 %19, label %20, label %46

20:                                               ; preds = %17
  %21 = getelementptr inbounds i8, ptr %15, i64 8
  %22 = load i32, ptr %21, align 8, !tbaa !17
  %23 = add i32 %22, -16180
  %24 = icmp ult i32 %23, 32
  br i1 %24, label %25, label %46

25:                                               ; preds = %20
  %26 = getelementptr inbounds i8, ptr %15, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !21
  %28 = icmp eq i32 %27, 0
  %29 = icmp eq i32 %22, 16190
  br i1 %28, label %31, label %30

30:                                               ; preds = %25
  br i1 %29, label %32, label %46

31:                                               ; preds = %25
  br i1 %29, label %32, label %38

32:                                               ; preds = %30, %31
  %33 = tail call i64 @adler32(i64 noundef 0, ptr noundef null, i32 noundef 0) #9
  %34 = tail call i64 @adler32(i64 noundef %33, ptr noundef %1, i32 noundef %2) #9
  %35 = getelementptr inbounds i8, ptr %15, i64 32
  %36 = load i64, ptr %35, align 8, !tbaa !45
  %37 = icmp eq i64 %34, %36
  br i1 %37, label %38, label %46

38:                                               ; preds = %32, %31
  %39 = zext i32 %2 to i64
  %40 = getelementptr inbounds i8, ptr %1, i64 %39
  %41 = tail call fastcc i32 @updatewindow(ptr noundef nonnull %0, ptr noundef %40, i32 noundef %2)
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %44, label %43

43:                                               ; preds = %38
  store i32 16210, ptr %21, align 8, !tbaa !17
  br label %46

44:                                               ; preds = %38
  %45 = getelementptr inbounds i8, ptr %15, i64 20
  store i32 1, ptr %45, align 4, !tbaa !70
  br label %46

46:                                               ; preds = %13, %17, %3, %5, %9, %32, %30, %20, %44, %43
  %47 = phi i32 [ -4, %43 ], [ 0, %44 ], [ -2, %20 ], [ -2, %30 ], [ -3, %32 ], [ -2, %9 ], [ -2, %5 ], [ -2, %3 ], [ -2, %17 ], [ -2, %13 ]
  ret i32 %47
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateGetHeader(ptr noundef readonly %0, ptr noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %32, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %32, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %32, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %32, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %32

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16180
  %23 = icmp ult i32 %22, 32
  br i1 %23, label %24, label %32

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %14, i64 16
  %26 = load i32, ptr %25, align 8, !tbaa !21
  %27 = and i32 %26, 2
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %32, label %29

29:                                               ; preds = %24
  %30 = getelementptr inbounds i8, ptr %14, i64 48
  store ptr %1, ptr %30, align 8, !tbaa !25
  %31 = getelementptr inbounds i8, ptr %1, i64 72
  store i32 0, ptr %31, align 8, !tbaa !46
  br label %32

32:                                               ; preds = %12, %16, %2, %4, %8, %24, %19, %29
  %33 = phi i32 [ 0, %29 ], [ -2, %19 ], [ -2, %24 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %33
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -5, 1) i32 @inflateSync(ptr noundef %0) local_unnamed_addr #6 {
  %2 = alloca [4 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #9
  %3 = icmp eq ptr %0, null
  br i1 %3, label %158, label %4

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %158, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %158, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %158, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %158

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16180
  %23 = icmp ult i32 %22, 32
  br i1 %23, label %24, label %158

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %0, i64 8
  %26 = load i32, ptr %25, align 8, !tbaa !39
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %32

28:                                               ; preds = %24
  %29 = getelementptr inbounds i8, ptr %14, i64 88
  %30 = load i32, ptr %29, align 8, !tbaa !27
  %31 = icmp ult i32 %30, 8
  br i1 %31, label %158, label %32

32:                                               ; preds = %28, %24
  %33 = icmp eq i32 %21, 16211
  br i1 %33, label %34, label %37

34:                                               ; preds = %32
  %35 = getelementptr inbounds i8, ptr %14, i64 140
  %36 = load i32, ptr %35, align 4, !tbaa !23
  br label %82

37:                                               ; preds = %32
  store i32 16211, ptr %20, align 8, !tbaa !17
  %38 = getelementptr inbounds i8, ptr %14, i64 88
  %39 = load i32, ptr %38, align 8, !tbaa !27
  %40 = and i32 %39, 7
  %41 = getelementptr inbounds i8, ptr %14, i64 80
  %42 = load i64, ptr %41, align 8, !tbaa !26
  %43 = zext nneg i32 %40 to i64
  %44 = lshr i64 %42, %43
  store i64 %44, ptr %41, align 8, !tbaa !26
  %45 = and i32 %39, -8
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %37
  store i32 0, ptr %38, align 8, !tbaa !27
  br label %78

48:                                               ; preds = %37, %48
  %49 = phi i64 [ %53, %48 ], [ 0, %37 ]
  %50 = phi i64 [ %55, %48 ], [ %44, %37 ]
  %51 = phi i32 [ %56, %48 ], [ %45, %37 ]
  %52 = trunc i64 %50 to i8
  %53 = add nuw nsw i64 %49, 1
  %54 = getelementptr inbounds [4 x i8], ptr %2, i64 0, i64 %49
  store i8 %52, ptr %54, align 1, !tbaa !35
  %55 = lshr i64 %50, 8
  %56 = add i32 %51, -8
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %48, !llvm.loop !105

58:                                               ; preds = %48
  store i64 %55, ptr %41, align 8, !tbaa !26
  store i32 0, ptr %38, align 8, !tbaa !27
  %59 = and i64 %53, 4294967295
  br label %60

60:                                               ; preds = %60, %58
  %61 = phi i64 [ 0, %58 ], [ %74, %60 ]
  %62 = phi i32 [ 0, %58 ], [ %73, %60 ]
  %63 = getelementptr inbounds i8, ptr %2, i64 %61
  %64 = load i8, ptr %63, align 1, !tbaa !35
  %65 = zext i8 %64 to i32
  %66 = icmp ult i32 %62, 2
  %67 = select i1 %66, i32 0, i32 255
  %68 = icmp eq i32 %67, %65
  %69 = add nuw nsw i32 %62, 1
  %70 = icmp eq i8 %64, 0
  %71 = sub nuw nsw i32 4, %62
  %72 = select i1 %70, i32 %71, i32 0
  %73 = select i1 %68, i32 %69, i32 %72
  %74 = add nuw nsw i64 %61, 1
  %75 = icmp ult i64 %74, %59
  %76 = icmp ult i32 %73, 4
  %77 = select i1 %75, i1 %76, i1 false
  br i1 %77, label %60, label %78, !llvm.loop !106

78:                                               ; preds = %60, %47
  %79 = phi i32 [ 0, %47 ], [ %73, %60 ]
  %80 = getelementptr inbounds i8, ptr %14, i64 140
  store i32 %79, ptr %80, align 4, !tbaa !23
  %81 = load i32, ptr %25, align 8, !tbaa !39
  br label %82

82:                                               ; preds = %34, %78
  %83 = phi i32 [ %79, %78 ], [ %36, %34 ]
  %84 = phi i32 [ %81, %78 ], [ %26, %34 ]
  %85 = getelementptr inbounds i8, ptr %14, i64 140
  %86 = load ptr, ptr %0, align 8, !tbaa !38
  %87 = icmp ne i32 %84, 0
  %88 = icmp ult i32 %83, 4
  %89 = select i1 %87, i1 %88, i1 false
  br i1 %89, label %90, label %112

90:                                               ; preds = %82
  %91 = zext i32 %84 to i64
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %106, %92 ]
  %94 = phi i32 [ %83, %90 ], [ %105, %92 ]
  %95 = getelementptr inbounds i8, ptr %86, i64 %93
  %96 = load i8, ptr %95, align 1, !tbaa !35
  %97 = zext i8 %96 to i32
  %98 = icmp ult i32 %94, 2
  %99 = select i1 %98, i32 0, i32 255
  %100 = icmp eq i32 %99, %97
  %101 = add nuw nsw i32 %94, 1
  %102 = icmp eq i8 %96, 0
  %103 = sub nuw nsw i32 4, %94
  %104 = select i1 %102, i32 %103, i32 0
  %105 = select i1 %100, i32 %101, i32 %104
  %106 = add nuw nsw i64 %93, 1
  %107 = icmp ult i64 %106, %91
  %108 = icmp ult i32 %105, 4
  %109 = select i1 %107, i1 %108, i1 false
  br i1 %109, label %92, label %110, !llvm.loop !106

110:                                              ; preds = %92
  %111 = trunc nuw i64 %106 to i32
  br label %112

112:                                              ; preds = %82, %110
  %113 = phi i32 [ %83, %82 ], [ %105, %110 ]
  %114 = phi i32 [ 0, %82 ], [ %111, %110 ]
  store i32 %113, ptr %85, align 4, !tbaa !23
  %115 = load i32, ptr %25, align 8, !tbaa !39
  %116 = sub i32 %115, %114
  store i32 %116, ptr %25, align 8, !tbaa !39
  %117 = zext i32 %114 to i64
  %118 = getelementptr inbounds i8, ptr %86, i64 %117
  store ptr %118, ptr %0, align 8, !tbaa !38
  %119 = getelementptr inbounds i8, ptr %0, i64 16
  %120 = load i64, ptr %119, align 8, !tbaa !19
  %121 = add i64 %120, %117
  store i64 %121, ptr %119, align 8, !tbaa !19
  %122 = icmp eq i32 %113, 4
  br i1 %122, label %123, label %158

123:                                              ; preds = %112
  %124 = getelementptr inbounds i8, ptr %14, i64 24
  %125 = load i32, ptr %124, align 8, !tbaa !48
  %126 = icmp eq i32 %125, -1
  %127 = getelementptr inbounds i8, ptr %14, i64 16
  br i1 %126, label %131, label %128

128:                                              ; preds = %123
  %129 = load i32, ptr %127, align 8, !tbaa !21
  %130 = and i32 %129, -5
  br label %131

131:                                              ; preds = %123, %128
  %132 = phi i32 [ %130, %128 ], [ 0, %123 ]
  store i32 %132, ptr %127, align 8, !tbaa !21
  %133 = getelementptr inbounds i8, ptr %0, i64 40
  %134 = load i64, ptr %133, align 8, !tbaa !103
  %135 = getelementptr inbounds i8, ptr %14, i64 60
  store <2 x i32> zeroinitializer, ptr %135, align 4, !tbaa !23
  %136 = getelementptr inbounds i8, ptr %14, i64 68
  store i32 0, ptr %136, align 4, !tbaa !31
  %137 = getelementptr inbounds i8, ptr %14, i64 40
  store i64 0, ptr %137, align 8, !tbaa !18
  %138 = getelementptr inbounds i8, ptr %0, i64 88
  store i32 0, ptr %138, align 8, !tbaa !20
  %139 = getelementptr inbounds i8, ptr %14, i64 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %133, i8 0, i64 16, i1 false)
  %140 = load i32, ptr %139, align 8, !tbaa !21
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %146, label %142

142:                                              ; preds = %131
  %143 = and i32 %140, 1
  %144 = zext nneg i32 %143 to i64
  %145 = getelementptr inbounds i8, ptr %0, i64 96
  store i64 %144, ptr %145, align 8, !tbaa !22
  br label %146

146:                                              ; preds = %131, %142
  %147 = getelementptr inbounds i8, ptr %14, i64 12
  store i32 0, ptr %147, align 4, !tbaa !71
  %148 = getelementptr inbounds i8, ptr %14, i64 20
  store i32 0, ptr %148, align 4, !tbaa !70
  %149 = getelementptr inbounds i8, ptr %14, i64 28
  store i32 32768, ptr %149, align 4, !tbaa !24
  %150 = getelementptr inbounds i8, ptr %14, i64 48
  store ptr null, ptr %150, align 8, !tbaa !25
  %151 = getelementptr inbounds i8, ptr %14, i64 80
  store i64 0, ptr %151, align 8, !tbaa !26
  %152 = getelementptr inbounds i8, ptr %14, i64 88
  store i32 0, ptr %152, align 8, !tbaa !27
  %153 = getelementptr inbounds i8, ptr %14, i64 1368
  %154 = getelementptr inbounds i8, ptr %14, i64 144
  store ptr %153, ptr %154, align 8, !tbaa !28
  %155 = getelementptr inbounds i8, ptr %14, i64 112
  store ptr %153, ptr %155, align 8, !tbaa !29
  %156 = getelementptr inbounds i8, ptr %14, i64 104
  store ptr %153, ptr %156, align 8, !tbaa !30
  %157 = getelementptr inbounds i8, ptr %14, i64 7144
  store <2 x i32> <i32 1, i32 -1>, ptr %157, align 8, !tbaa !23
  store i64 %121, ptr %119, align 8, !tbaa !19
  store i64 %134, ptr %133, align 8, !tbaa !103
  store i32 %125, ptr %124, align 8, !tbaa !48
  store i32 16191, ptr %20, align 8, !tbaa !17
  br label %158

158:                                              ; preds = %12, %16, %1, %4, %8, %112, %28, %19, %146
  %159 = phi i32 [ 0, %146 ], [ -2, %19 ], [ -5, %28 ], [ -3, %112 ], [ -2, %8 ], [ -2, %4 ], [ -2, %1 ], [ -2, %16 ], [ -2, %12 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #9
  ret i32 %159
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 2) i32 @inflateSyncPoint(ptr noundef readonly %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %30, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %30, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %30, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %30, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %30

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %30

23:                                               ; preds = %18
  %24 = icmp eq i32 %20, 16193
  br i1 %24, label %25, label %30

25:                                               ; preds = %23
  %26 = getelementptr inbounds i8, ptr %13, i64 88
  %27 = load i32, ptr %26, align 8, !tbaa !27
  %28 = icmp eq i32 %27, 0
  %29 = zext i1 %28 to i32
  br label %30

30:                                               ; preds = %11, %15, %1, %3, %7, %23, %25, %18
  %31 = phi i32 [ -2, %18 ], [ 0, %23 ], [ %29, %25 ], [ -2, %7 ], [ -2, %3 ], [ -2, %1 ], [ -2, %15 ], [ -2, %11 ]
  ret i32 %31
}

; Function Attrs: nounwind uwtable
define dso_local range(i32 -4, 1) i32 @inflateCopy(ptr noundef %0, ptr noundef readonly %1) local_unnamed_addr #2 {
  %3 = icmp eq ptr %1, null
  br i1 %3, label %88, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %1, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %88, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %1, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %88, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %1, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %88, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %1
  br i1 %18, label %19, label %88

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16212
  %23 = icmp ult i32 %22, -32
  %24 = icmp eq ptr %0, null
  %25 = or i1 %24, %23
  br i1 %25, label %88, label %26

26:                                               ; preds = %19
  %27 = getelementptr inbounds i8, ptr %1, i64 80
  %28 = load ptr, ptr %27, align 8, !tbaa !34
  %29 = tail call ptr %6(ptr noundef %28, i32 noundef 1, i32 noundef 7160) #9
  %30 = icmp eq ptr %29, null
  br i1 %30, label %88, label %31

31:                                               ; preds = %26
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %29, i8 0, i64 7160, i1 false)
  %32 = getelementptr inbounds i8, ptr %14, i64 72
  %33 = load ptr, ptr %32, align 8, !tbaa !32
  %34 = icmp eq ptr %33, null
  br i1 %34, label %46, label %35

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8, !tbaa !6
  %37 = load ptr, ptr %27, align 8, !tbaa !34
  %38 = getelementptr inbounds i8, ptr %14, i64 56
  %39 = load i32, ptr %38, align 8, !tbaa !33
  %40 = shl nuw i32 1, %39
  %41 = tail call ptr %36(ptr noundef %37, i32 noundef %40, i32 noundef 1) #9
  %42 = icmp eq ptr %41, null
  br i1 %42, label %43, label %46

43:                                               ; preds = %35
  %44 = load ptr, ptr %9, align 8, !tbaa !13
  %45 = load ptr, ptr %27, align 8, !tbaa !34
  tail call void %44(ptr noundef %45, ptr noundef nonnull %29) #9
  br label %88

46:                                               ; preds = %35, %31
  %47 = phi ptr [ %41, %35 ], [ null, %31 ]
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %0, ptr noundef nonnull align 8 dereferenceable(112) %1, i64 112, i1 false)
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(7160) %29, ptr noundef nonnull align 8 dereferenceable(7160) %14, i64 7160, i1 false)
  store ptr %0, ptr %29, align 8, !tbaa !15
  %48 = getelementptr inbounds i8, ptr %14, i64 104
  %49 = load ptr, ptr %48, align 8, !tbaa !30
  %50 = getelementptr inbounds i8, ptr %14, i64 1368
  %51 = icmp ult ptr %49, %50
  %52 = getelementptr inbounds i8, ptr %14, i64 7140
  %53 = icmp ugt ptr %49, %52
  %54 = select i1 %51, i1 true, i1 %53
  br i1 %54, label %55, label %57

55:                                               ; preds = %46
  %56 = ptrtoint ptr %50 to i64
  br label %70

57:                                               ; preds = %46
  %58 = getelementptr inbounds i8, ptr %29, i64 1368
  %59 = ptrtoint ptr %49 to i64
  %60 = ptrtoint ptr %50 to i64
  %61 = sub i64 %59, %60
  %62 = getelementptr inbounds i8, ptr %58, i64 %61
  %63 = getelementptr inbounds i8, ptr %29, i64 104
  store ptr %62, ptr %63, align 8, !tbaa !30
  %64 = getelementptr inbounds i8, ptr %14, i64 112
  %65 = load ptr, ptr %64, align 8, !tbaa !29
  %66 = ptrtoint ptr %65 to i64
  %67 = sub i64 %66, %60
  %68 = getelementptr inbounds i8, ptr %58, i64 %67
  %69 = getelementptr inbounds i8, ptr %29, i64 112
  store ptr %68, ptr %69, align 8, !tbaa !29
  br label %70

70:                                               ; preds = %55, %57
  %71 = phi i64 [ %56, %55 ], [ %60, %57 ]
  %72 = getelementptr inbounds i8, ptr %29, i64 1368
  %73 = getelementptr inbounds i8, ptr %14, i64 144
  %74 = load ptr, ptr %73, align 8, !tbaa !28
  %75 = ptrtoint ptr %74 to i64
  %76 = sub i64 %75, %71
  %77 = getelementptr inbounds i8, ptr %72, i64 %76
  %78 = getelementptr inbounds i8, ptr %29, i64 144
  store ptr %77, ptr %78, align 8, !tbaa !28
  %79 = icmp eq ptr %47, null
  br i1 %79, label %85, label %80

80:                                               ; preds = %70
  %81 = load ptr, ptr %32, align 8, !tbaa !32
  %82 = getelementptr inbounds i8, ptr %14, i64 64
  %83 = load i32, ptr %82, align 8, !tbaa !97
  %84 = zext i32 %83 to i64
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %47, ptr align 1 %81, i64 %84, i1 false)
  br label %85

85:                                               ; preds = %80, %70
  %86 = getelementptr inbounds i8, ptr %29, i64 72
  store ptr %47, ptr %86, align 8, !tbaa !32
  %87 = getelementptr inbounds i8, ptr %0, i64 56
  store ptr %29, ptr %87, align 8, !tbaa !14
  br label %88

88:                                               ; preds = %12, %16, %2, %4, %8, %26, %19, %85, %43
  %89 = phi i32 [ -4, %43 ], [ 0, %85 ], [ -2, %19 ], [ -4, %26 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %89
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -3, -1) i32 @inflateUndermine(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %26, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %26, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %26, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %26, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %26

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16180
  %23 = icmp ult i32 %22, 32
  br i1 %23, label %24, label %26

24:                                               ; preds = %19
  %25 = getelementptr inbounds i8, ptr %14, i64 7144
  store i32 1, ptr %25, align 8, !tbaa !98
  br label %26

26:                                               ; preds = %12, %16, %2, %4, %8, %19, %24
  %27 = phi i32 [ -3, %24 ], [ -2, %19 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %27
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i32 -2, 1) i32 @inflateValidate(ptr noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = icmp eq ptr %0, null
  br i1 %3, label %37, label %4

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 64
  %6 = load ptr, ptr %5, align 8, !tbaa !6
  %7 = icmp eq ptr %6, null
  br i1 %7, label %37, label %8

8:                                                ; preds = %4
  %9 = getelementptr inbounds i8, ptr %0, i64 72
  %10 = load ptr, ptr %9, align 8, !tbaa !13
  %11 = icmp eq ptr %10, null
  br i1 %11, label %37, label %12

12:                                               ; preds = %8
  %13 = getelementptr inbounds i8, ptr %0, i64 56
  %14 = load ptr, ptr %13, align 8, !tbaa !14
  %15 = icmp eq ptr %14, null
  br i1 %15, label %37, label %16

16:                                               ; preds = %12
  %17 = load ptr, ptr %14, align 8, !tbaa !15
  %18 = icmp eq ptr %17, %0
  br i1 %18, label %19, label %37

19:                                               ; preds = %16
  %20 = getelementptr inbounds i8, ptr %14, i64 8
  %21 = load i32, ptr %20, align 8, !tbaa !17
  %22 = add i32 %21, -16180
  %23 = icmp ult i32 %22, 32
  br i1 %23, label %24, label %37

24:                                               ; preds = %19
  %25 = icmp eq i32 %1, 0
  %26 = getelementptr inbounds i8, ptr %14, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !21
  br i1 %25, label %28, label %30

28:                                               ; preds = %24
  %29 = and i32 %27, -5
  br label %34

30:                                               ; preds = %24
  %31 = icmp eq i32 %27, 0
  br i1 %31, label %34, label %32

32:                                               ; preds = %30
  %33 = or i32 %27, 4
  store i32 %33, ptr %26, align 8, !tbaa !21
  br label %37

34:                                               ; preds = %28, %30
  %35 = phi i32 [ %29, %28 ], [ 0, %30 ]
  %36 = getelementptr inbounds i8, ptr %14, i64 16
  store i32 %35, ptr %36, align 8, !tbaa !21
  br label %37

37:                                               ; preds = %12, %16, %2, %4, %8, %32, %34, %19
  %38 = phi i32 [ -2, %19 ], [ 0, %34 ], [ 0, %32 ], [ -2, %8 ], [ -2, %4 ], [ -2, %2 ], [ -2, %16 ], [ -2, %12 ]
  ret i32 %38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local i64 @inflateMark(ptr noundef readonly %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %41, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %41, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %41, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %41, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %41

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %41

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %13, i64 7148
  %25 = load i32, ptr %24, align 4, !tbaa !92
  %26 = sext i32 %25 to i64
  %27 = shl nsw i64 %26, 16
  switch i32 %20, label %37 [
    i32 16195, label %28
    i32 16204, label %31
  ]

28:                                               ; preds = %23
  %29 = getelementptr inbounds i8, ptr %13, i64 92
  %30 = load i32, ptr %29, align 4, !tbaa !57
  br label %37

31:                                               ; preds = %23
  %32 = getelementptr inbounds i8, ptr %13, i64 7152
  %33 = load i32, ptr %32, align 8, !tbaa !94
  %34 = getelementptr inbounds i8, ptr %13, i64 92
  %35 = load i32, ptr %34, align 4, !tbaa !57
  %36 = sub i32 %33, %35
  br label %37

37:                                               ; preds = %23, %31, %28
  %38 = phi i32 [ %30, %28 ], [ %36, %31 ], [ 0, %23 ]
  %39 = zext i32 %38 to i64
  %40 = add nsw i64 %27, %39
  br label %41

41:                                               ; preds = %11, %15, %1, %3, %7, %18, %37
  %42 = phi i64 [ %40, %37 ], [ -65536, %18 ], [ -65536, %7 ], [ -65536, %3 ], [ -65536, %1 ], [ -65536, %15 ], [ -65536, %11 ]
  ret i64 %42
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define dso_local range(i64 -2305843009213693952, 2305843009213693952) i64 @inflateCodesUsed(ptr noundef readonly %0) local_unnamed_addr #7 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %31, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 64
  %5 = load ptr, ptr %4, align 8, !tbaa !6
  %6 = icmp eq ptr %5, null
  br i1 %6, label %31, label %7

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 72
  %9 = load ptr, ptr %8, align 8, !tbaa !13
  %10 = icmp eq ptr %9, null
  br i1 %10, label %31, label %11

11:                                               ; preds = %7
  %12 = getelementptr inbounds i8, ptr %0, i64 56
  %13 = load ptr, ptr %12, align 8, !tbaa !14
  %14 = icmp eq ptr %13, null
  br i1 %14, label %31, label %15

15:                                               ; preds = %11
  %16 = load ptr, ptr %13, align 8, !tbaa !15
  %17 = icmp eq ptr %16, %0
  br i1 %17, label %18, label %31

18:                                               ; preds = %15
  %19 = getelementptr inbounds i8, ptr %13, i64 8
  %20 = load i32, ptr %19, align 8, !tbaa !17
  %21 = add i32 %20, -16180
  %22 = icmp ult i32 %21, 32
  br i1 %22, label %23, label %31

23:                                               ; preds = %18
  %24 = getelementptr inbounds i8, ptr %13, i64 144
  %25 = load ptr, ptr %24, align 8, !tbaa !28
  %26 = getelementptr inbounds i8, ptr %13, i64 1368
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = ashr exact i64 %29, 2
  br label %31

31:                                               ; preds = %11, %15, %1, %3, %7, %18, %23
  %32 = phi i64 [ %30, %23 ], [ -1, %18 ], [ -1, %7 ], [ -1, %3 ], [ -1, %1 ], [ -1, %15 ], [ -1, %11 ]
  ret i64 %32
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!6 = !{!7, !8, i64 64}
!7 = !{!"z_stream_s", !8, i64 0, !11, i64 8, !12, i64 16, !8, i64 24, !11, i64 32, !12, i64 40, !8, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !11, i64 88, !12, i64 96, !12, i64 104}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!7, !8, i64 72}
!14 = !{!7, !8, i64 56}
!15 = !{!16, !8, i64 0}
!16 = !{!"inflate_state", !8, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !12, i64 32, !12, i64 40, !8, i64 48, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !8, i64 72, !12, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !8, i64 104, !8, i64 112, !11, i64 120, !11, i64 124, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !8, i64 144, !9, i64 152, !9, i64 792, !9, i64 1368, !11, i64 7144, !11, i64 7148, !11, i64 7152}
!17 = !{!16, !11, i64 8}
!18 = !{!16, !12, i64 40}
!19 = !{!7, !12, i64 16}
!20 = !{!7, !11, i64 88}
!21 = !{!16, !11, i64 16}
!22 = !{!7, !12, i64 96}
!23 = !{!11, !11, i64 0}
!24 = !{!16, !11, i64 28}
!25 = !{!16, !8, i64 48}
!26 = !{!16, !12, i64 80}
!27 = !{!16, !11, i64 88}
!28 = !{!16, !8, i64 144}
!29 = !{!16, !8, i64 112}
!30 = !{!16, !8, i64 104}
!31 = !{!16, !11, i64 68}
!32 = !{!16, !8, i64 72}
!33 = !{!16, !11, i64 56}
!34 = !{!7, !8, i64 80}
!35 = !{!9, !9, i64 0}
!36 = !{!7, !8, i64 48}
!37 = !{!7, !8, i64 24}
!38 = !{!7, !8, i64 0}
!39 = !{!7, !11, i64 8}
!40 = !{!7, !11, i64 32}
!41 = !{!16, !11, i64 100}
!42 = !{!16, !11, i64 140}
!43 = distinct !{!43, !44}
!44 = !{!"llvm.loop.mustprogress"}
!45 = !{!16, !12, i64 32}
!46 = !{!47, !11, i64 72}
!47 = !{!"gz_header_s", !11, i64 0, !12, i64 8, !11, i64 16, !11, i64 20, !8, i64 24, !11, i64 32, !11, i64 36, !8, i64 40, !11, i64 48, !8, i64 56, !11, i64 64, !11, i64 68, !11, i64 72}
!48 = !{!16, !11, i64 24}
!49 = distinct !{!49, !44}
!50 = !{!47, !11, i64 0}
!51 = distinct !{!51, !44}
!52 = !{!47, !12, i64 8}
!53 = distinct !{!53, !44}
!54 = !{!47, !11, i64 16}
!55 = !{!47, !11, i64 20}
!56 = distinct !{!56, !44}
!57 = !{!16, !11, i64 92}
!58 = !{!47, !11, i64 32}
!59 = !{!47, !8, i64 24}
!60 = !{!47, !11, i64 36}
!61 = !{!47, !8, i64 40}
!62 = !{!47, !11, i64 48}
!63 = distinct !{!63, !44}
!64 = !{!47, !8, i64 56}
!65 = !{!47, !11, i64 64}
!66 = distinct !{!66, !44}
!67 = distinct !{!67, !44}
!68 = !{!47, !11, i64 68}
!69 = distinct !{!69, !44}
!70 = !{!16, !11, i64 20}
!71 = !{!16, !11, i64 12}
!72 = distinct !{!72, !44}
!73 = distinct !{!73, !44}
!74 = !{!16, !11, i64 132}
!75 = !{!16, !11, i64 136}
!76 = !{!16, !11, i64 128}
!77 = !{!78, !78, i64 0}
!78 = !{!"short", !9, i64 0}
!79 = distinct !{!79, !44, !80, !81}
!80 = !{!"llvm.loop.isvectorized", i32 1}
!81 = !{!"llvm.loop.unroll.runtime.disable"}
!82 = distinct !{!82, !44}
!83 = distinct !{!83, !44, !80}
!84 = !{!16, !11, i64 120}
!85 = distinct !{!85, !44}
!86 = distinct !{!86, !44}
!87 = distinct !{!87, !44}
!88 = distinct !{!88, !44, !80, !81}
!89 = distinct !{!89, !44, !80}
!90 = distinct !{!90, !44}
!91 = !{!16, !11, i64 124}
!92 = !{!16, !11, i64 7148}
!93 = distinct !{!93, !44}
!94 = !{!16, !11, i64 7152}
!95 = !{!16, !11, i64 96}
!96 = distinct !{!96, !44}
!97 = !{!16, !11, i64 64}
!98 = !{!16, !11, i64 7144}
!99 = !{!16, !11, i64 60}
!100 = distinct !{!100, !44, !80, !81}
!101 = distinct !{!101, !44, !80}
!102 = distinct !{!102, !44}
!103 = !{!7, !12, i64 40}
!104 = distinct !{!104, !44}
!105 = distinct !{!105, !44}
!106 = distinct !{!106, !44}
