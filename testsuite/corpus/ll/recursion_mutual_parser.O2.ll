; ModuleID = 'programs/recursion_mutual_parser.c'
source_filename = "programs/recursion_mutual_parser.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"1 + 2 * 3\00", align 1
@.str.1 = private unnamed_addr constant [12 x i8] c"(1 + 2) * 3\00", align 1
@.str.2 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"-(4 - 10) % 4\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"100 / 7 * 7 + 100 % 7\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"1 < 2 ? 10 : 20\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"3 >= 4 ? 1 : 2 == 2 ? 30 : 40\00", align 1
@.str.7 = private unnamed_addr constant [24 x i8] c"((((((((((1))))))))))+2\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"2^10 - 2^9 - 2^8\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"7 / 0\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"-2 ^ 3\00", align 1
@.str.11 = private unnamed_addr constant [40 x i8] c"(5 > 3) + (5 < 3) + (5 == 5) + (5 <= 4)\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"1 + (2\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"12 % -5 * -3 / 2\00", align 1
@.str.14 = private unnamed_addr constant [45 x i8] c"((1 + 2) * (3 + 4) * (5 + 6) - 7) ^ 2 % 1000\00", align 1
@__const.main.tests = private unnamed_addr constant [15 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
@p = internal unnamed_addr global ptr null, align 8
@err = internal unnamed_addr global i32 0, align 4
@.str.15 = private unnamed_addr constant [16 x i8] c"%-45s error %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"%-45s = %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [27 x i8] c"deep nesting = %ld err %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2100 x i8], align 16
  br label %12

2:                                                ; preds = %32
  call void @llvm.lifetime.start.p0(i64 2100, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(500) %1, i8 40, i64 500, i1 false), !tbaa !5
  %3 = getelementptr inbounds i8, ptr %1, i64 500
  store i8 55, ptr %3, align 4, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %1, i64 501
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(500) %4, i8 41, i64 500, i1 false), !tbaa !5
  %5 = getelementptr inbounds i8, ptr %1, i64 1001
  store i8 0, ptr %5, align 1, !tbaa !5
  store ptr %1, ptr @p, align 8, !tbaa !8
  store i32 0, ptr @err, align 4, !tbaa !10
  %6 = call fastcc i64 @cond()
  %7 = load i32, ptr @err, align 4, !tbaa !10
  %8 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, i64 noundef %6, i32 noundef %7)
  %9 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %33)
  %10 = trunc i64 %33 to i32
  %11 = and i32 %10, 127
  call void @llvm.lifetime.end.p0(i64 2100, ptr nonnull %1) #6
  ret i32 %11

12:                                               ; preds = %0, %32
  %13 = phi i64 [ 0, %0 ], [ %34, %32 ]
  %14 = phi i64 [ 0, %0 ], [ %33, %32 ]
  %15 = getelementptr inbounds [15 x ptr], ptr @__const.main.tests, i64 0, i64 %13
  %16 = load ptr, ptr %15, align 8, !tbaa !8
  store ptr %16, ptr @p, align 8, !tbaa !8
  store i32 0, ptr @err, align 4, !tbaa !10
  %17 = tail call fastcc i64 @cond()
  %18 = load ptr, ptr @p, align 8, !tbaa !8
  %19 = load i8, ptr %18, align 1, !tbaa !5
  %20 = icmp eq i8 %19, 0
  %21 = load i32, ptr @err, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %20, label %25, label %23

23:                                               ; preds = %12
  %24 = select i1 %22, i32 5, i32 %21
  store i32 %24, ptr @err, align 4, !tbaa !10
  br label %26

25:                                               ; preds = %12
  br i1 %22, label %29, label %26

26:                                               ; preds = %23, %25
  %27 = phi i32 [ %24, %23 ], [ %21, %25 ]
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, ptr noundef %16, i32 noundef %27)
  br label %32

29:                                               ; preds = %25
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %16, i64 noundef %17)
  %31 = add nsw i64 %17, %14
  br label %32

32:                                               ; preds = %29, %26
  %33 = phi i64 [ %14, %26 ], [ %31, %29 ]
  %34 = add nuw nsw i64 %13, 1
  %35 = icmp eq i64 %34, 15
  br i1 %35, label %2, label %12, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @cond() unnamed_addr #3 {
  %1 = tail call fastcc i64 @sum()
  %2 = load ptr, ptr @p, align 8, !tbaa !8
  %3 = load i8, ptr %2, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 32
  br i1 %4, label %5, label %11

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = icmp eq i8 %8, 32
  br i1 %9, label %5, label %10, !llvm.loop !14

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !tbaa !8
  br label %11

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ]
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ]
  switch i8 %12, label %49 [
    i8 60, label %14
    i8 62, label %23
    i8 61, label %32
  ]

14:                                               ; preds = %11
  %15 = getelementptr inbounds i8, ptr %13, i64 1
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = icmp eq i8 %16, 61
  br i1 %17, label %18, label %41

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %19, ptr @p, align 8, !tbaa !8
  %20 = tail call fastcc i64 @sum()
  %21 = icmp sle i64 %1, %20
  %22 = zext i1 %21 to i64
  br label %49

23:                                               ; preds = %11
  %24 = getelementptr inbounds i8, ptr %13, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !5
  %26 = icmp eq i8 %25, 61
  br i1 %26, label %27, label %45

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %28, ptr @p, align 8, !tbaa !8
  %29 = tail call fastcc i64 @sum()
  %30 = icmp sge i64 %1, %29
  %31 = zext i1 %30 to i64
  br label %49

32:                                               ; preds = %11
  %33 = getelementptr inbounds i8, ptr %13, i64 1
  %34 = load i8, ptr %33, align 1, !tbaa !5
  %35 = icmp eq i8 %34, 61
  br i1 %35, label %36, label %49

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %37, ptr @p, align 8, !tbaa !8
  %38 = tail call fastcc i64 @sum()
  %39 = icmp eq i64 %1, %38
  %40 = zext i1 %39 to i64
  br label %49

41:                                               ; preds = %14
  store ptr %15, ptr @p, align 8, !tbaa !8
  %42 = tail call fastcc i64 @sum()
  %43 = icmp slt i64 %1, %42
  %44 = zext i1 %43 to i64
  br label %49

45:                                               ; preds = %23
  store ptr %24, ptr @p, align 8, !tbaa !8
  %46 = tail call fastcc i64 @sum()
  %47 = icmp sgt i64 %1, %46
  %48 = zext i1 %47 to i64
  br label %49

49:                                               ; preds = %11, %32, %18, %27, %36, %41, %45
  %50 = phi i64 [ %22, %18 ], [ %31, %27 ], [ %40, %36 ], [ %44, %41 ], [ %48, %45 ], [ %1, %32 ], [ %1, %11 ]
  %51 = load ptr, ptr @p, align 8, !tbaa !8
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = icmp eq i8 %52, 32
  br i1 %53, label %54, label %60

54:                                               ; preds = %49, %54
  %55 = phi ptr [ %56, %54 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 1
  %57 = load i8, ptr %56, align 1, !tbaa !5
  %58 = icmp eq i8 %57, 32
  br i1 %58, label %54, label %59, !llvm.loop !14

59:                                               ; preds = %54
  store ptr %56, ptr @p, align 8, !tbaa !8
  br label %60

60:                                               ; preds = %49, %59
  %61 = phi i8 [ %52, %49 ], [ %57, %59 ]
  %62 = phi ptr [ %51, %49 ], [ %56, %59 ]
  %63 = icmp eq i8 %61, 63
  br i1 %63, label %64, label %83

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %62, i64 1
  store ptr %65, ptr @p, align 8, !tbaa !8
  %66 = tail call fastcc i64 @cond()
  %67 = load ptr, ptr @p, align 8, !tbaa !8
  %68 = load i8, ptr %67, align 1, !tbaa !5
  %69 = icmp eq i8 %68, 32
  br i1 %69, label %70, label %76

70:                                               ; preds = %64, %70
  %71 = phi ptr [ %72, %70 ], [ %67, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 1
  %73 = load i8, ptr %72, align 1, !tbaa !5
  %74 = icmp eq i8 %73, 32
  br i1 %74, label %70, label %75, !llvm.loop !14

75:                                               ; preds = %70
  store ptr %72, ptr @p, align 8, !tbaa !8
  br label %76

76:                                               ; preds = %64, %75
  %77 = phi i8 [ %68, %64 ], [ %73, %75 ]
  %78 = phi ptr [ %67, %64 ], [ %72, %75 ]
  %79 = icmp eq i8 %77, 58
  br i1 %79, label %80, label %82

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %78, i64 1
  store ptr %81, ptr @p, align 8, !tbaa !8
  br label %85

82:                                               ; preds = %76
  store i32 4, ptr @err, align 4, !tbaa !10
  br label %85

83:                                               ; preds = %60, %85
  %84 = phi i64 [ %88, %85 ], [ %50, %60 ]
  ret i64 %84

85:                                               ; preds = %82, %80
  %86 = tail call fastcc i64 @cond()
  %87 = icmp eq i64 %50, 0
  %88 = select i1 %87, i64 %86, i64 %66
  br label %83
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @sum() unnamed_addr #3 {
  %1 = tail call fastcc i64 @power()
  br label %2

2:                                                ; preds = %32, %0
  %3 = phi i64 [ %1, %0 ], [ %33, %32 ]
  %4 = load ptr, ptr @p, align 8, !tbaa !8
  %5 = load i8, ptr %4, align 1, !tbaa !5
  %6 = icmp eq i8 %5, 32
  br i1 %6, label %7, label %13

7:                                                ; preds = %2, %7
  %8 = phi ptr [ %9, %7 ], [ %4, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = load i8, ptr %9, align 1, !tbaa !5
  %11 = icmp eq i8 %10, 32
  br i1 %11, label %7, label %12, !llvm.loop !14

12:                                               ; preds = %7
  store ptr %9, ptr @p, align 8, !tbaa !8
  br label %13

13:                                               ; preds = %2, %12
  %14 = phi i8 [ %5, %2 ], [ %10, %12 ]
  %15 = phi ptr [ %4, %2 ], [ %9, %12 ]
  switch i8 %14, label %25 [
    i8 47, label %16
    i8 42, label %16
    i8 37, label %16
  ]

16:                                               ; preds = %13, %13, %13
  %17 = getelementptr inbounds i8, ptr %15, i64 1
  store ptr %17, ptr @p, align 8, !tbaa !8
  %18 = tail call fastcc i64 @power()
  %19 = icmp eq i8 %14, 42
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = mul nsw i64 %18, %3
  br label %32

22:                                               ; preds = %16
  %23 = icmp eq i64 %18, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %22
  store i32 3, ptr @err, align 4, !tbaa !10
  br label %25

25:                                               ; preds = %13, %24
  %26 = phi i64 [ 0, %24 ], [ %3, %13 ]
  br label %34

27:                                               ; preds = %22
  %28 = icmp eq i8 %14, 47
  %29 = sdiv i64 %3, %18
  %30 = srem i64 %3, %18
  %31 = select i1 %28, i64 %29, i64 %30
  br label %32

32:                                               ; preds = %27, %20
  %33 = phi i64 [ %21, %20 ], [ %31, %27 ]
  br label %2

34:                                               ; preds = %120, %25
  %35 = phi i64 [ %26, %25 ], [ %121, %120 ]
  %36 = load ptr, ptr @p, align 8, !tbaa !8
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = icmp eq i8 %37, 32
  br i1 %38, label %39, label %45

39:                                               ; preds = %34, %39
  %40 = phi ptr [ %41, %39 ], [ %36, %34 ]
  %41 = getelementptr inbounds i8, ptr %40, i64 1
  %42 = load i8, ptr %41, align 1, !tbaa !5
  %43 = icmp eq i8 %42, 32
  br i1 %43, label %39, label %44, !llvm.loop !14

44:                                               ; preds = %39
  store ptr %41, ptr @p, align 8, !tbaa !8
  br label %45

45:                                               ; preds = %34, %44
  %46 = phi i8 [ %37, %34 ], [ %42, %44 ]
  %47 = phi ptr [ %36, %34 ], [ %41, %44 ]
  switch i8 %46, label %122 [
    i8 43, label %48
    i8 45, label %84
  ]

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %47, i64 1
  store ptr %49, ptr @p, align 8, !tbaa !8
  %50 = tail call fastcc i64 @power()
  br label %51

51:                                               ; preds = %79, %48
  %52 = phi i64 [ %50, %48 ], [ %80, %79 ]
  %53 = load ptr, ptr @p, align 8, !tbaa !8
  %54 = load i8, ptr %53, align 1, !tbaa !5
  %55 = icmp eq i8 %54, 32
  br i1 %55, label %56, label %62

56:                                               ; preds = %51, %56
  %57 = phi ptr [ %58, %56 ], [ %53, %51 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 1
  %59 = load i8, ptr %58, align 1, !tbaa !5
  %60 = icmp eq i8 %59, 32
  br i1 %60, label %56, label %61, !llvm.loop !14

61:                                               ; preds = %56
  store ptr %58, ptr @p, align 8, !tbaa !8
  br label %62

62:                                               ; preds = %51, %61
  %63 = phi i8 [ %54, %51 ], [ %59, %61 ]
  %64 = phi ptr [ %53, %51 ], [ %58, %61 ]
  switch i8 %63, label %81 [
    i8 47, label %65
    i8 42, label %65
    i8 37, label %65
  ]

65:                                               ; preds = %62, %62, %62
  %66 = getelementptr inbounds i8, ptr %64, i64 1
  store ptr %66, ptr @p, align 8, !tbaa !8
  %67 = tail call fastcc i64 @power()
  %68 = icmp eq i8 %63, 42
  br i1 %68, label %69, label %71

69:                                               ; preds = %65
  %70 = mul nsw i64 %67, %52
  br label %79

71:                                               ; preds = %65
  %72 = icmp eq i64 %67, 0
  br i1 %72, label %73, label %74

73:                                               ; preds = %71
  store i32 3, ptr @err, align 4, !tbaa !10
  br label %81

74:                                               ; preds = %71
  %75 = icmp eq i8 %63, 47
  %76 = sdiv i64 %52, %67
  %77 = srem i64 %52, %67
  %78 = select i1 %75, i64 %76, i64 %77
  br label %79

79:                                               ; preds = %74, %69
  %80 = phi i64 [ %70, %69 ], [ %78, %74 ]
  br label %51

81:                                               ; preds = %62, %73
  %82 = phi i64 [ 0, %73 ], [ %52, %62 ]
  %83 = add nsw i64 %82, %35
  br label %120

84:                                               ; preds = %45
  %85 = getelementptr inbounds i8, ptr %47, i64 1
  store ptr %85, ptr @p, align 8, !tbaa !8
  %86 = tail call fastcc i64 @power()
  br label %87

87:                                               ; preds = %115, %84
  %88 = phi i64 [ %86, %84 ], [ %116, %115 ]
  %89 = load ptr, ptr @p, align 8, !tbaa !8
  %90 = load i8, ptr %89, align 1, !tbaa !5
  %91 = icmp eq i8 %90, 32
  br i1 %91, label %92, label %98

92:                                               ; preds = %87, %92
  %93 = phi ptr [ %94, %92 ], [ %89, %87 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 1
  %95 = load i8, ptr %94, align 1, !tbaa !5
  %96 = icmp eq i8 %95, 32
  br i1 %96, label %92, label %97, !llvm.loop !14

97:                                               ; preds = %92
  store ptr %94, ptr @p, align 8, !tbaa !8
  br label %98

98:                                               ; preds = %87, %97
  %99 = phi i8 [ %90, %87 ], [ %95, %97 ]
  %100 = phi ptr [ %89, %87 ], [ %94, %97 ]
  switch i8 %99, label %117 [
    i8 47, label %101
    i8 42, label %101
    i8 37, label %101
  ]

101:                                              ; preds = %98, %98, %98
  %102 = getelementptr inbounds i8, ptr %100, i64 1
  store ptr %102, ptr @p, align 8, !tbaa !8
  %103 = tail call fastcc i64 @power()
  %104 = icmp eq i8 %99, 42
  br i1 %104, label %105, label %107

105:                                              ; preds = %101
  %106 = mul nsw i64 %103, %88
  br label %115

107:                                              ; preds = %101
  %108 = icmp eq i64 %103, 0
  br i1 %108, label %109, label %110

109:                                              ; preds = %107
  store i32 3, ptr @err, align 4, !tbaa !10
  br label %117

110:                                              ; preds = %107
  %111 = icmp eq i8 %99, 47
  %112 = sdiv i64 %88, %103
  %113 = srem i64 %88, %103
  %114 = select i1 %111, i64 %112, i64 %113
  br label %115

115:                                              ; preds = %110, %105
  %116 = phi i64 [ %106, %105 ], [ %114, %110 ]
  br label %87

117:                                              ; preds = %98, %109
  %118 = phi i64 [ 0, %109 ], [ %88, %98 ]
  %119 = sub nsw i64 %35, %118
  br label %120

120:                                              ; preds = %117, %81
  %121 = phi i64 [ %83, %81 ], [ %119, %117 ]
  br label %34

122:                                              ; preds = %45
  ret i64 %35
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @power() unnamed_addr #3 {
  %1 = tail call fastcc i64 @unary()
  %2 = load ptr, ptr @p, align 8, !tbaa !8
  %3 = load i8, ptr %2, align 1, !tbaa !5
  %4 = icmp eq i8 %3, 32
  br i1 %4, label %5, label %11

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = icmp eq i8 %8, 32
  br i1 %9, label %5, label %10, !llvm.loop !14

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !tbaa !8
  br label %11

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ]
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ]
  %14 = icmp eq i8 %12, 94
  br i1 %14, label %15, label %50

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1
  store ptr %16, ptr @p, align 8, !tbaa !8
  %17 = tail call fastcc i64 @power()
  %18 = icmp sgt i64 %17, 0
  br i1 %18, label %19, label %50

19:                                               ; preds = %15
  %20 = add nsw i64 %17, -1
  %21 = tail call i64 @llvm.umin.i64(i64 %20, i64 61)
  %22 = add nuw nsw i64 %21, 1
  %23 = and i64 %22, 7
  %24 = icmp ult i64 %17, 8
  br i1 %24, label %40, label %25

25:                                               ; preds = %19
  %26 = and i64 %22, 120
  %27 = mul i64 %1, %1
  %28 = mul i64 %27, %1
  %29 = mul i64 %28, %1
  %30 = mul i64 %29, %1
  %31 = mul i64 %30, %1
  %32 = mul i64 %31, %1
  %33 = mul i64 %32, %1
  br label %34

34:                                               ; preds = %34, %25
  %35 = phi i64 [ 1, %25 ], [ %37, %34 ]
  %36 = phi i64 [ 0, %25 ], [ %38, %34 ]
  %37 = mul i64 %35, %33
  %38 = add i64 %36, 8
  %39 = icmp eq i64 %38, %26
  br i1 %39, label %40, label %34, !llvm.loop !15

40:                                               ; preds = %34, %19
  %41 = phi i64 [ poison, %19 ], [ %37, %34 ]
  %42 = phi i64 [ 1, %19 ], [ %37, %34 ]
  %43 = icmp eq i64 %23, 0
  br i1 %43, label %50, label %44

44:                                               ; preds = %40, %44
  %45 = phi i64 [ %47, %44 ], [ %42, %40 ]
  %46 = phi i64 [ %48, %44 ], [ 0, %40 ]
  %47 = mul nsw i64 %45, %1
  %48 = add i64 %46, 1
  %49 = icmp eq i64 %48, %23
  br i1 %49, label %50, label %44, !llvm.loop !16

50:                                               ; preds = %40, %44, %15, %11
  %51 = phi i64 [ %1, %11 ], [ 1, %15 ], [ %41, %40 ], [ %47, %44 ]
  ret i64 %51
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @unary() unnamed_addr #3 {
  %1 = load ptr, ptr @p, align 8, !tbaa !8
  br label %2

2:                                                ; preds = %22, %0
  %3 = phi ptr [ %23, %22 ], [ %1, %0 ]
  %4 = load i8, ptr %3, align 1, !tbaa !5
  %5 = icmp eq i8 %4, 32
  br i1 %5, label %6, label %12

6:                                                ; preds = %2, %6
  %7 = phi ptr [ %8, %6 ], [ %3, %2 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !5
  %10 = icmp eq i8 %9, 32
  br i1 %10, label %6, label %11, !llvm.loop !14

11:                                               ; preds = %6
  store ptr %8, ptr @p, align 8, !tbaa !8
  br label %12

12:                                               ; preds = %2, %11
  %13 = phi i8 [ %4, %2 ], [ %9, %11 ]
  %14 = phi ptr [ %3, %2 ], [ %8, %11 ]
  switch i8 %13, label %43 [
    i8 45, label %18
    i8 43, label %22
    i8 40, label %24
  ]

15:                                               ; preds = %46
  store ptr %51, ptr @p, align 8, !tbaa !8
  br label %16

16:                                               ; preds = %58, %42, %40, %15, %18
  %17 = phi i64 [ %21, %18 ], [ 0, %58 ], [ %26, %42 ], [ %26, %40 ], [ %54, %15 ]
  ret i64 %17

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %19, ptr @p, align 8, !tbaa !8
  %20 = tail call fastcc i64 @unary()
  %21 = sub nsw i64 0, %20
  br label %16

22:                                               ; preds = %12
  %23 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %23, ptr @p, align 8, !tbaa !8
  br label %2

24:                                               ; preds = %12
  %25 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %25, ptr @p, align 8, !tbaa !8
  %26 = tail call fastcc i64 @cond()
  %27 = load ptr, ptr @p, align 8, !tbaa !8
  %28 = load i8, ptr %27, align 1, !tbaa !5
  %29 = icmp eq i8 %28, 32
  br i1 %29, label %30, label %36

30:                                               ; preds = %24, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !5
  %34 = icmp eq i8 %33, 32
  br i1 %34, label %30, label %35, !llvm.loop !14

35:                                               ; preds = %30
  store ptr %32, ptr @p, align 8, !tbaa !8
  br label %36

36:                                               ; preds = %24, %35
  %37 = phi i8 [ %28, %24 ], [ %33, %35 ]
  %38 = phi ptr [ %27, %24 ], [ %32, %35 ]
  %39 = icmp eq i8 %37, 41
  br i1 %39, label %40, label %42

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1
  store ptr %41, ptr @p, align 8, !tbaa !8
  br label %16

42:                                               ; preds = %36
  store i32 1, ptr @err, align 4, !tbaa !10
  br label %16

43:                                               ; preds = %12
  %44 = add i8 %13, -48
  %45 = icmp ult i8 %44, 10
  br i1 %45, label %46, label %58

46:                                               ; preds = %43, %46
  %47 = phi i8 [ %55, %46 ], [ %13, %43 ]
  %48 = phi i64 [ %54, %46 ], [ 0, %43 ]
  %49 = phi ptr [ %51, %46 ], [ %14, %43 ]
  %50 = mul nsw i64 %48, 10
  %51 = getelementptr inbounds i8, ptr %49, i64 1
  %52 = zext nneg i8 %47 to i64
  %53 = add i64 %50, -48
  %54 = add i64 %53, %52
  %55 = load i8, ptr %51, align 1, !tbaa !5
  %56 = add i8 %55, -48
  %57 = icmp ult i8 %56, 10
  br i1 %57, label %46, label %15, !llvm.loop !18

58:                                               ; preds = %43
  store i32 2, ptr @err, align 4, !tbaa !10
  br label %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = !{!9, !9, i64 0}
!9 = !{!"any pointer", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !13}
