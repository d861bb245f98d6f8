; ModuleID = 'programs/recursion_mutual_parser.c'
source_filename = "programs/recursion_mutual_parser.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.tests = private unnamed_addr constant [15 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 8
@p = internal unnamed_addr global ptr null, align 8
@err = internal unnamed_addr global i32 0, align 4
@.str.15 = private unnamed_addr constant [16 x i8] c"%-45s error %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"%-45s = %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [27 x i8] c"deep nesting = %ld err %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [2100 x i8], align 1
  br label %12

2:                                                ; preds = %32
  call void @llvm.lifetime.start.p0(i64 2100, ptr nonnull %1) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(500) %1, i8 40, i64 500, i1 false), !tbaa !6
  %3 = getelementptr inbounds i8, ptr %1, i64 500
  store i8 55, ptr %3, align 1, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %1, i64 501
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(500) %4, i8 41, i64 500, i1 false), !tbaa !6
  %5 = getelementptr inbounds i8, ptr %1, i64 1001
  store i8 0, ptr %5, align 1, !tbaa !6
  store ptr %1, ptr @p, align 8, !tbaa !9
  store i32 0, ptr @err, align 4, !tbaa !11
  %6 = call fastcc i64 @cond()
  %7 = load i32, ptr @err, align 4, !tbaa !11
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
  %16 = load ptr, ptr %15, align 8, !tbaa !9
  store ptr %16, ptr @p, align 8, !tbaa !9
  store i32 0, ptr @err, align 4, !tbaa !11
  %17 = tail call fastcc i64 @cond()
  %18 = load ptr, ptr @p, align 8, !tbaa !9
  %19 = load i8, ptr %18, align 1, !tbaa !6
  %20 = icmp eq i8 %19, 0
  %21 = load i32, ptr @err, align 4
  %22 = icmp eq i32 %21, 0
  br i1 %20, label %25, label %23

23:                                               ; preds = %12
  %24 = select i1 %22, i32 5, i32 %21
  store i32 %24, ptr @err, align 4, !tbaa !11
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
  br i1 %35, label %2, label %12, !llvm.loop !13
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
  %2 = load ptr, ptr @p, align 8, !tbaa !9
  %3 = load i8, ptr %2, align 1, !tbaa !6
  %4 = icmp eq i8 %3, 32
  br i1 %4, label %5, label %11

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !6
  %9 = icmp eq i8 %8, 32
  br i1 %9, label %5, label %10, !llvm.loop !15

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !tbaa !9
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
  %16 = load i8, ptr %15, align 1, !tbaa !6
  %17 = icmp eq i8 %16, 61
  br i1 %17, label %18, label %41

18:                                               ; preds = %14
  %19 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %19, ptr @p, align 8, !tbaa !9
  %20 = tail call fastcc i64 @sum()
  %21 = icmp sle i64 %1, %20
  %22 = zext i1 %21 to i64
  br label %49

23:                                               ; preds = %11
  %24 = getelementptr inbounds i8, ptr %13, i64 1
  %25 = load i8, ptr %24, align 1, !tbaa !6
  %26 = icmp eq i8 %25, 61
  br i1 %26, label %27, label %45

27:                                               ; preds = %23
  %28 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %28, ptr @p, align 8, !tbaa !9
  %29 = tail call fastcc i64 @sum()
  %30 = icmp sge i64 %1, %29
  %31 = zext i1 %30 to i64
  br label %49

32:                                               ; preds = %11
  %33 = getelementptr inbounds i8, ptr %13, i64 1
  %34 = load i8, ptr %33, align 1, !tbaa !6
  %35 = icmp eq i8 %34, 61
  br i1 %35, label %36, label %49

36:                                               ; preds = %32
  %37 = getelementptr inbounds i8, ptr %13, i64 2
  store ptr %37, ptr @p, align 8, !tbaa !9
  %38 = tail call fastcc i64 @sum()
  %39 = icmp eq i64 %1, %38
  %40 = zext i1 %39 to i64
  br label %49

41:                                               ; preds = %14
  store ptr %15, ptr @p, align 8, !tbaa !9
  %42 = tail call fastcc i64 @sum()
  %43 = icmp slt i64 %1, %42
  %44 = zext i1 %43 to i64
  br label %49

45:                                               ; preds = %23
  store ptr %24, ptr @p, align 8, !tbaa !9
  %46 = tail call fastcc i64 @sum()
  %47 = icmp sgt i64 %1, %46
  %48 = zext i1 %47 to i64
  br label %49

49:                                               ; preds = %11, %32, %18, %27, %36, %41, %45
  %50 = phi i64 [ %22, %18 ], [ %31, %27 ], [ %40, %36 ], [ %44, %41 ], [ %48, %45 ], [ %1, %32 ], [ %1, %11 ]
  %51 = load ptr, ptr @p, align 8, !tbaa !9
  %52 = load i8, ptr %51, align 1, !tbaa !6
  %53 = icmp eq i8 %52, 32
  br i1 %53, label %54, label %60

54:                                               ; preds = %49, %54
  %55 = phi ptr [ %56, %54 ], [ %51, %49 ]
  %56 = getelementptr inbounds i8, ptr %55, i64 1
  %57 = load i8, ptr %56, align 1, !tbaa !6
  %58 = icmp eq i8 %57, 32
  br i1 %58, label %54, label %59, !llvm.loop !15

59:                                               ; preds = %54
  store ptr %56, ptr @p, align 8, !tbaa !9
  br label %60

60:                                               ; preds = %49, %59
  %61 = phi i8 [ %52, %49 ], [ %57, %59 ]
  %62 = phi ptr [ %51, %49 ], [ %56, %59 ]
  %63 = icmp eq i8 %61, 63
  br i1 %63, label %64, label %83

64:                                               ; preds = %60
  %65 = getelementptr inbounds i8, ptr %62, i64 1
  store ptr %65, ptr @p, align 8, !tbaa !9
  %66 = tail call fastcc i64 @cond()
  %67 = load ptr, ptr @p, align 8, !tbaa !9
  %68 = load i8, ptr %67, align 1, !tbaa !6
  %69 = icmp eq i8 %68, 32
  br i1 %69, label %70, label %76

70:                                               ; preds = %64, %70
  %71 = phi ptr [ %72, %70 ], [ %67, %64 ]
  %72 = getelementptr inbounds i8, ptr %71, i64 1
  %73 = load i8, ptr %72, align 1, !tbaa !6
  %74 = icmp eq i8 %73, 32
  br i1 %74, label %70, label %75, !llvm.loop !15

75:                                               ; preds = %70
  store ptr %72, ptr @p, align 8, !tbaa !9
  br label %76

76:                                               ; preds = %64, %75
  %77 = phi i8 [ %68, %64 ], [ %73, %75 ]
  %78 = phi ptr [ %67, %64 ], [ %72, %75 ]
  %79 = icmp eq i8 %77, 58
  br i1 %79, label %80, label %82

80:                                               ; preds = %76
  %81 = getelementptr inbounds i8, ptr %78, i64 1
  store ptr %81, ptr @p, align 8, !tbaa !9
  br label %85

82:                                               ; preds = %76
  store i32 4, ptr @err, align 4, !tbaa !11
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

2:                                                ; preds = %33, %0
  %3 = phi i64 [ %1, %0 ], [ %34, %33 ]
  %4 = load ptr, ptr @p, align 8, !tbaa !9
  %5 = load i8, ptr %4, align 1, !tbaa !6
  %6 = icmp eq i8 %5, 32
  br i1 %6, label %7, label %13

7:                                                ; preds = %2, %7
  %8 = phi ptr [ %9, %7 ], [ %4, %2 ]
  %9 = getelementptr inbounds i8, ptr %8, i64 1
  %10 = load i8, ptr %9, align 1, !tbaa !6
  %11 = icmp eq i8 %10, 32
  br i1 %11, label %7, label %12, !llvm.loop !15

12:                                               ; preds = %7
  store ptr %9, ptr @p, align 8, !tbaa !9
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
  store ptr %17, ptr @p, align 8, !tbaa !9
  %18 = tail call fastcc i64 @power()
  %19 = icmp eq i8 %14, 42
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = mul nsw i64 %18, %3
  br label %33

22:                                               ; preds = %16
  %23 = icmp eq i64 %18, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %22
  store i32 3, ptr @err, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %13, %24
  %26 = phi i64 [ 0, %24 ], [ %3, %13 ]
  br label %35

27:                                               ; preds = %22
  %28 = icmp eq i8 %14, 47
  br i1 %28, label %29, label %31

29:                                               ; preds = %27
  %30 = sdiv i64 %3, %18
  br label %33

31:                                               ; preds = %27
  %32 = srem i64 %3, %18
  br label %33

33:                                               ; preds = %31, %29, %20
  %34 = phi i64 [ %21, %20 ], [ %30, %29 ], [ %32, %31 ]
  br label %2

35:                                               ; preds = %123, %25
  %36 = phi i64 [ %26, %25 ], [ %124, %123 ]
  %37 = load ptr, ptr @p, align 8, !tbaa !9
  %38 = load i8, ptr %37, align 1, !tbaa !6
  %39 = icmp eq i8 %38, 32
  br i1 %39, label %40, label %46

40:                                               ; preds = %35, %40
  %41 = phi ptr [ %42, %40 ], [ %37, %35 ]
  %42 = getelementptr inbounds i8, ptr %41, i64 1
  %43 = load i8, ptr %42, align 1, !tbaa !6
  %44 = icmp eq i8 %43, 32
  br i1 %44, label %40, label %45, !llvm.loop !15

45:                                               ; preds = %40
  store ptr %42, ptr @p, align 8, !tbaa !9
  br label %46

46:                                               ; preds = %35, %45
  %47 = phi i8 [ %38, %35 ], [ %43, %45 ]
  %48 = phi ptr [ %37, %35 ], [ %42, %45 ]
  switch i8 %47, label %125 [
    i8 43, label %49
    i8 45, label %86
  ]

49:                                               ; preds = %46
  %50 = getelementptr inbounds i8, ptr %48, i64 1
  store ptr %50, ptr @p, align 8, !tbaa !9
  %51 = tail call fastcc i64 @power()
  br label %52

52:                                               ; preds = %81, %49
  %53 = phi i64 [ %51, %49 ], [ %82, %81 ]
  %54 = load ptr, ptr @p, align 8, !tbaa !9
  %55 = load i8, ptr %54, align 1, !tbaa !6
  %56 = icmp eq i8 %55, 32
  br i1 %56, label %57, label %63

57:                                               ; preds = %52, %57
  %58 = phi ptr [ %59, %57 ], [ %54, %52 ]
  %59 = getelementptr inbounds i8, ptr %58, i64 1
  %60 = load i8, ptr %59, align 1, !tbaa !6
  %61 = icmp eq i8 %60, 32
  br i1 %61, label %57, label %62, !llvm.loop !15

62:                                               ; preds = %57
  store ptr %59, ptr @p, align 8, !tbaa !9
  br label %63

63:                                               ; preds = %52, %62
  %64 = phi i8 [ %55, %52 ], [ %60, %62 ]
  %65 = phi ptr [ %54, %52 ], [ %59, %62 ]
  switch i8 %64, label %83 [
    i8 47, label %66
    i8 42, label %66
    i8 37, label %66
  ]

66:                                               ; preds = %63, %63, %63
  %67 = getelementptr inbounds i8, ptr %65, i64 1
  store ptr %67, ptr @p, align 8, !tbaa !9
  %68 = tail call fastcc i64 @power()
  %69 = icmp eq i8 %64, 42
  br i1 %69, label %70, label %72

70:                                               ; preds = %66
  %71 = mul nsw i64 %68, %53
  br label %81

72:                                               ; preds = %66
  %73 = icmp eq i64 %68, 0
  br i1 %73, label %74, label %75

74:                                               ; preds = %72
  store i32 3, ptr @err, align 4, !tbaa !11
  br label %83

75:                                               ; preds = %72
  %76 = icmp eq i8 %64, 47
  br i1 %76, label %77, label %79

77:                                               ; preds = %75
  %78 = sdiv i64 %53, %68
  br label %81

79:                                               ; preds = %75
  %80 = srem i64 %53, %68
  br label %81

81:                                               ; preds = %79, %77, %70
  %82 = phi i64 [ %71, %70 ], [ %78, %77 ], [ %80, %79 ]
  br label %52

83:                                               ; preds = %63, %74
  %84 = phi i64 [ 0, %74 ], [ %53, %63 ]
  %85 = add nsw i64 %84, %36
  br label %123

86:                                               ; preds = %46
  %87 = getelementptr inbounds i8, ptr %48, i64 1
  store ptr %87, ptr @p, align 8, !tbaa !9
  %88 = tail call fastcc i64 @power()
  br label %89

89:                                               ; preds = %118, %86
  %90 = phi i64 [ %88, %86 ], [ %119, %118 ]
  %91 = load ptr, ptr @p, align 8, !tbaa !9
  %92 = load i8, ptr %91, align 1, !tbaa !6
  %93 = icmp eq i8 %92, 32
  br i1 %93, label %94, label %100

94:                                               ; preds = %89, %94
  %95 = phi ptr [ %96, %94 ], [ %91, %89 ]
  %96 = getelementptr inbounds i8, ptr %95, i64 1
  %97 = load i8, ptr %96, align 1, !tbaa !6
  %98 = icmp eq i8 %97, 32
  br i1 %98, label %94, label %99, !llvm.loop !15

99:                                               ; preds = %94
  store ptr %96, ptr @p, align 8, !tbaa !9
  br label %100

100:                                              ; preds = %89, %99
  %101 = phi i8 [ %92, %89 ], [ %97, %99 ]
  %102 = phi ptr [ %91, %89 ], [ %96, %99 ]
  switch i8 %101, label %120 [
    i8 47, label %103
    i8 42, label %103
    i8 37, label %103
  ]

103:                                              ; preds = %100, %100, %100
  %104 = getelementptr inbounds i8, ptr %102, i64 1
  store ptr %104, ptr @p, align 8, !tbaa !9
  %105 = tail call fastcc i64 @power()
  %106 = icmp eq i8 %101, 42
  br i1 %106, label %107, label %109

107:                                              ; preds = %103
  %108 = mul nsw i64 %105, %90
  br label %118

109:                                              ; preds = %103
  %110 = icmp eq i64 %105, 0
  br i1 %110, label %111, label %112

111:                                              ; preds = %109
  store i32 3, ptr @err, align 4, !tbaa !11
  br label %120

112:                                              ; preds = %109
  %113 = icmp eq i8 %101, 47
  br i1 %113, label %114, label %116

114:                                              ; preds = %112
  %115 = sdiv i64 %90, %105
  br label %118

116:                                              ; preds = %112
  %117 = srem i64 %90, %105
  br label %118

118:                                              ; preds = %116, %114, %107
  %119 = phi i64 [ %108, %107 ], [ %115, %114 ], [ %117, %116 ]
  br label %89

120:                                              ; preds = %100, %111
  %121 = phi i64 [ 0, %111 ], [ %90, %100 ]
  %122 = sub nsw i64 %36, %121
  br label %123

123:                                              ; preds = %120, %83
  %124 = phi i64 [ %85, %83 ], [ %122, %120 ]
  br label %35

125:                                              ; preds = %46
  ret i64 %36
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @power() unnamed_addr #3 {
  %1 = tail call fastcc i64 @unary()
  %2 = load ptr, ptr @p, align 8, !tbaa !9
  %3 = load i8, ptr %2, align 1, !tbaa !6
  %4 = icmp eq i8 %3, 32
  br i1 %4, label %5, label %11

5:                                                ; preds = %0, %5
  %6 = phi ptr [ %7, %5 ], [ %2, %0 ]
  %7 = getelementptr inbounds i8, ptr %6, i64 1
  %8 = load i8, ptr %7, align 1, !tbaa !6
  %9 = icmp eq i8 %8, 32
  br i1 %9, label %5, label %10, !llvm.loop !15

10:                                               ; preds = %5
  store ptr %7, ptr @p, align 8, !tbaa !9
  br label %11

11:                                               ; preds = %0, %10
  %12 = phi i8 [ %3, %0 ], [ %8, %10 ]
  %13 = phi ptr [ %2, %0 ], [ %7, %10 ]
  %14 = icmp eq i8 %12, 94
  br i1 %14, label %15, label %46

15:                                               ; preds = %11
  %16 = getelementptr inbounds i8, ptr %13, i64 1
  store ptr %16, ptr @p, align 8, !tbaa !9
  %17 = tail call fastcc i64 @power()
  %18 = icmp sgt i64 %17, 0
  br i1 %18, label %19, label %46

19:                                               ; preds = %15
  %20 = add nsw i64 %17, -1
  %21 = tail call i64 @llvm.umin.i64(i64 %20, i64 61)
  %22 = add nuw nsw i64 %21, 1
  %23 = icmp eq i64 %20, 0
  br i1 %23, label %37, label %24

24:                                               ; preds = %19
  %25 = and i64 %22, 126
  br label %26

26:                                               ; preds = %26, %24
  %27 = phi i64 [ 0, %24 ], [ %32, %26 ]
  %28 = phi i64 [ 1, %24 ], [ %30, %26 ]
  %29 = phi i64 [ 1, %24 ], [ %31, %26 ]
  %30 = mul i64 %28, %1
  %31 = mul i64 %29, %1
  %32 = add nuw i64 %27, 2
  %33 = icmp eq i64 %32, %25
  br i1 %33, label %34, label %26, !llvm.loop !16

34:                                               ; preds = %26
  %35 = mul i64 %31, %30
  %36 = icmp eq i64 %22, %25
  br i1 %36, label %46, label %37

37:                                               ; preds = %34, %19
  %38 = phi i64 [ 0, %19 ], [ %25, %34 ]
  %39 = phi i64 [ 1, %19 ], [ %35, %34 ]
  br label %40

40:                                               ; preds = %37, %40
  %41 = phi i64 [ %44, %40 ], [ %38, %37 ]
  %42 = phi i64 [ %43, %40 ], [ %39, %37 ]
  %43 = mul nsw i64 %42, %1
  %44 = add nuw nsw i64 %41, 1
  %45 = icmp eq i64 %41, %21
  br i1 %45, label %46, label %40, !llvm.loop !19

46:                                               ; preds = %40, %34, %15, %11
  %47 = phi i64 [ %1, %11 ], [ 1, %15 ], [ %35, %34 ], [ %43, %40 ]
  ret i64 %47
}

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable
define internal fastcc i64 @unary() unnamed_addr #3 {
  %1 = load ptr, ptr @p, align 8, !tbaa !9
  br label %2

2:                                                ; preds = %22, %0
  %3 = phi ptr [ %23, %22 ], [ %1, %0 ]
  %4 = load i8, ptr %3, align 1, !tbaa !6
  %5 = icmp eq i8 %4, 32
  br i1 %5, label %6, label %12

6:                                                ; preds = %2, %6
  %7 = phi ptr [ %8, %6 ], [ %3, %2 ]
  %8 = getelementptr inbounds i8, ptr %7, i64 1
  %9 = load i8, ptr %8, align 1, !tbaa !6
  %10 = icmp eq i8 %9, 32
  br i1 %10, label %6, label %11, !llvm.loop !15

11:                                               ; preds = %6
  store ptr %8, ptr @p, align 8, !tbaa !9
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
  store ptr %51, ptr @p, align 8, !tbaa !9
  br label %16

16:                                               ; preds = %58, %42, %40, %15, %18
  %17 = phi i64 [ %21, %18 ], [ 0, %58 ], [ %26, %42 ], [ %26, %40 ], [ %54, %15 ]
  ret i64 %17

18:                                               ; preds = %12
  %19 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %19, ptr @p, align 8, !tbaa !9
  %20 = tail call fastcc i64 @unary()
  %21 = sub nsw i64 0, %20
  br label %16

22:                                               ; preds = %12
  %23 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %23, ptr @p, align 8, !tbaa !9
  br label %2

24:                                               ; preds = %12
  %25 = getelementptr inbounds i8, ptr %14, i64 1
  store ptr %25, ptr @p, align 8, !tbaa !9
  %26 = tail call fastcc i64 @cond()
  %27 = load ptr, ptr @p, align 8, !tbaa !9
  %28 = load i8, ptr %27, align 1, !tbaa !6
  %29 = icmp eq i8 %28, 32
  br i1 %29, label %30, label %36

30:                                               ; preds = %24, %30
  %31 = phi ptr [ %32, %30 ], [ %27, %24 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 1
  %33 = load i8, ptr %32, align 1, !tbaa !6
  %34 = icmp eq i8 %33, 32
  br i1 %34, label %30, label %35, !llvm.loop !15

35:                                               ; preds = %30
  store ptr %32, ptr @p, align 8, !tbaa !9
  br label %36

36:                                               ; preds = %24, %35
  %37 = phi i8 [ %28, %24 ], [ %33, %35 ]
  %38 = phi ptr [ %27, %24 ], [ %32, %35 ]
  %39 = icmp eq i8 %37, 41
  br i1 %39, label %40, label %42

40:                                               ; preds = %36
  %41 = getelementptr inbounds i8, ptr %38, i64 1
  store ptr %41, ptr @p, align 8, !tbaa !9
  br label %16

42:                                               ; preds = %36
  store i32 1, ptr @err, align 4, !tbaa !11
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
  %55 = load i8, ptr %51, align 1, !tbaa !6
  %56 = add i8 %55, -48
  %57 = icmp ult i8 %56, 10
  br i1 %57, label %46, label %15, !llvm.loop !20

58:                                               ; preds = %43
  store i32 2, ptr @err, align 4, !tbaa !11
  br label %16
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nosync nounwind memory(readwrite, argmem: read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"any pointer", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !14, !17}
!20 = distinct !{!20, !14}
