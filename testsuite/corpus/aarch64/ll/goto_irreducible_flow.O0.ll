; ModuleID = 'programs/goto_irreducible_flow.c'
source_filename = "programs/goto_irreducible_flow.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"irreducible hash %08x bad %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"0\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"-12\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"3.25\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"1e10\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"+6.02E-23\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c".5\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"5.\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"e5\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"1e\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"--1\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"12a\00", align 1
@.str.12 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@__const.main.nums = private unnamed_addr constant [12 x ptr] [ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12], align 8
@.str.13 = private unnamed_addr constant [7 x i8] c"%s:%d \00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d \00", align 1
@.str.16 = private unnamed_addr constant [12 x i8] c"cleaned=%d\0A\00", align 1
@cleaned = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [12 x ptr], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %11

11:                                               ; preds = %40, %0
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %12, 2
  br i1 %13, label %14, label %43

14:                                               ; preds = %11
  store i32 1, ptr %5, align 4
  br label %15

15:                                               ; preds = %36, %14
  %16 = load i32, ptr %5, align 4
  %17 = icmp slt i32 %16, 40
  br i1 %17, label %18, label %39

18:                                               ; preds = %15
  %19 = load i32, ptr %4, align 4
  %20 = load i32, ptr %5, align 4
  %21 = call i32 @irreducible(i32 noundef %19, i32 noundef %20)
  store i32 %21, ptr %6, align 4
  %22 = load i32, ptr %4, align 4
  %23 = load i32, ptr %5, align 4
  %24 = call i32 @structured(i32 noundef %22, i32 noundef %23)
  store i32 %24, ptr %7, align 4
  %25 = load i32, ptr %6, align 4
  %26 = load i32, ptr %7, align 4
  %27 = icmp ne i32 %25, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %18
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %31

31:                                               ; preds = %28, %18
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, 31
  %34 = load i32, ptr %6, align 4
  %35 = add i32 %33, %34
  store i32 %35, ptr %3, align 4
  br label %36

36:                                               ; preds = %31
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %15, !llvm.loop !6

39:                                               ; preds = %15
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %4, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %4, align 4
  br label %11, !llvm.loop !8

43:                                               ; preds = %11
  %44 = load i32, ptr %3, align 4
  %45 = load i32, ptr %2, align 4
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44, i32 noundef %45)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.nums, i64 96, i1 false)
  store i32 0, ptr %9, align 4
  br label %47

47:                                               ; preds = %61, %43
  %48 = load i32, ptr %9, align 4
  %49 = icmp slt i32 %48, 12
  br i1 %49, label %50, label %64

50:                                               ; preds = %47
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [12 x ptr], ptr %8, i64 0, i64 %52
  %54 = load ptr, ptr %53, align 8
  %55 = load i32, ptr %9, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [12 x ptr], ptr %8, i64 0, i64 %56
  %58 = load ptr, ptr %57, align 8
  %59 = call i32 @is_number(ptr noundef %58)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %54, i32 noundef %59)
  br label %61

61:                                               ; preds = %50
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %9, align 4
  br label %47, !llvm.loop !9

64:                                               ; preds = %47
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.14)
  store i32 0, ptr %10, align 4
  br label %66

66:                                               ; preds = %74, %64
  %67 = load i32, ptr %10, align 4
  %68 = icmp slt i32 %67, 5
  br i1 %68, label %69, label %77

69:                                               ; preds = %66
  %70 = load i32, ptr %10, align 4
  %71 = load i32, ptr %10, align 4
  %72 = call i32 @with_cleanup(i32 noundef %71)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %70, i32 noundef %72)
  br label %74

74:                                               ; preds = %69
  %75 = load i32, ptr %10, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %10, align 4
  br label %66, !llvm.loop !10

77:                                               ; preds = %66
  %78 = load i32, ptr @cleaned, align 4
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %78)
  %80 = load i32, ptr %2, align 4
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %83

82:                                               ; preds = %77
  br label %86

83:                                               ; preds = %77
  %84 = load i32, ptr %3, align 4
  %85 = and i32 %84, 127
  br label %86

86:                                               ; preds = %83, %82
  %87 = phi i32 [ 100, %82 ], [ %85, %83 ]
  ret i32 %87
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @irreducible(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %7 = load i32, ptr %3, align 4
  %8 = and i32 %7, 1
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %2
  br label %21

11:                                               ; preds = %2
  br label %12

12:                                               ; preds = %35, %11
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 3
  store i32 %14, ptr %5, align 4
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %6, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp sge i32 %16, %17
  br i1 %18, label %19, label %20

19:                                               ; preds = %12
  br label %36

20:                                               ; preds = %12
  br label %21

21:                                               ; preds = %34, %20, %10
  %22 = load i32, ptr %5, align 4
  %23 = mul nsw i32 %22, 2
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %4, align 4
  %28 = icmp sge i32 %26, %27
  br i1 %28, label %29, label %30

29:                                               ; preds = %21
  br label %36

30:                                               ; preds = %21
  %31 = load i32, ptr %5, align 4
  %32 = srem i32 %31, 5
  %33 = icmp eq i32 %32, 0
  br i1 %33, label %34, label %35

34:                                               ; preds = %30
  br label %21

35:                                               ; preds = %30
  br label %12

36:                                               ; preds = %29, %19
  %37 = load i32, ptr %5, align 4
  ret i32 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @structured(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  %8 = load i32, ptr %3, align 4
  %9 = and i32 %8, 1
  store i32 %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %31, %2
  %11 = load i32, ptr %7, align 4
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %22, label %13

13:                                               ; preds = %10
  %14 = load i32, ptr %5, align 4
  %15 = add nsw i32 %14, 3
  store i32 %15, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %6, align 4
  %18 = load i32, ptr %4, align 4
  %19 = icmp sge i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %13
  br label %36

21:                                               ; preds = %13
  br label %22

22:                                               ; preds = %21, %10
  %23 = load i32, ptr %5, align 4
  %24 = mul nsw i32 %23, 2
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %6, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp sge i32 %27, %28
  br i1 %29, label %30, label %31

30:                                               ; preds = %22
  br label %36

31:                                               ; preds = %22
  %32 = load i32, ptr %5, align 4
  %33 = srem i32 %32, 5
  %34 = icmp eq i32 %33, 0
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %7, align 4
  br label %10

36:                                               ; preds = %30, %20
  %37 = load i32, ptr %5, align 4
  ret i32 %37
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_number(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 43
  br i1 %7, label %13, label %8

8:                                                ; preds = %1
  %9 = load ptr, ptr %3, align 8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = icmp eq i32 %11, 45
  br i1 %12, label %13, label %16

13:                                               ; preds = %8, %1
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds i8, ptr %14, i32 1
  store ptr %15, ptr %3, align 8
  br label %16

16:                                               ; preds = %13, %8
  %17 = load ptr, ptr %3, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp slt i32 %19, 48
  br i1 %20, label %26, label %21

21:                                               ; preds = %16
  %22 = load ptr, ptr %3, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp sgt i32 %24, 57
  br i1 %25, label %26, label %27

26:                                               ; preds = %21, %16
  br label %152

27:                                               ; preds = %21
  br label %28

28:                                               ; preds = %27
  br label %29

29:                                               ; preds = %41, %28
  %30 = load ptr, ptr %3, align 8
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = icmp sge i32 %32, 48
  br i1 %33, label %34, label %39

34:                                               ; preds = %29
  %35 = load ptr, ptr %3, align 8
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp sle i32 %37, 57
  br label %39

39:                                               ; preds = %34, %29
  %40 = phi i1 [ false, %29 ], [ %38, %34 ]
  br i1 %40, label %41, label %44

41:                                               ; preds = %39
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds i8, ptr %42, i32 1
  store ptr %43, ptr %3, align 8
  br label %29, !llvm.loop !11

44:                                               ; preds = %39
  %45 = load ptr, ptr %3, align 8
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp eq i32 %47, 46
  br i1 %48, label %49, label %52

49:                                               ; preds = %44
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds i8, ptr %50, i32 1
  store ptr %51, ptr %3, align 8
  br label %64

52:                                               ; preds = %44
  %53 = load ptr, ptr %3, align 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = icmp eq i32 %55, 101
  br i1 %56, label %62, label %57

57:                                               ; preds = %52
  %58 = load ptr, ptr %3, align 8
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = icmp eq i32 %60, 69
  br i1 %61, label %62, label %63

62:                                               ; preds = %57, %52
  br label %103

63:                                               ; preds = %57
  br label %146

64:                                               ; preds = %49
  %65 = load ptr, ptr %3, align 8
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = icmp slt i32 %67, 48
  br i1 %68, label %74, label %69

69:                                               ; preds = %64
  %70 = load ptr, ptr %3, align 8
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i32
  %73 = icmp sgt i32 %72, 57
  br i1 %73, label %74, label %75

74:                                               ; preds = %69, %64
  br label %152

75:                                               ; preds = %69
  br label %76

76:                                               ; preds = %88, %75
  %77 = load ptr, ptr %3, align 8
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i32
  %80 = icmp sge i32 %79, 48
  br i1 %80, label %81, label %86

81:                                               ; preds = %76
  %82 = load ptr, ptr %3, align 8
  %83 = load i8, ptr %82, align 1
  %84 = zext i8 %83 to i32
  %85 = icmp sle i32 %84, 57
  br label %86

86:                                               ; preds = %81, %76
  %87 = phi i1 [ false, %76 ], [ %85, %81 ]
  br i1 %87, label %88, label %91

88:                                               ; preds = %86
  %89 = load ptr, ptr %3, align 8
  %90 = getelementptr inbounds i8, ptr %89, i32 1
  store ptr %90, ptr %3, align 8
  br label %76, !llvm.loop !12

91:                                               ; preds = %86
  %92 = load ptr, ptr %3, align 8
  %93 = load i8, ptr %92, align 1
  %94 = zext i8 %93 to i32
  %95 = icmp eq i32 %94, 101
  br i1 %95, label %101, label %96

96:                                               ; preds = %91
  %97 = load ptr, ptr %3, align 8
  %98 = load i8, ptr %97, align 1
  %99 = zext i8 %98 to i32
  %100 = icmp eq i32 %99, 69
  br i1 %100, label %101, label %102

101:                                              ; preds = %96, %91
  br label %103

102:                                              ; preds = %96
  br label %146

103:                                              ; preds = %101, %62
  %104 = load ptr, ptr %3, align 8
  %105 = getelementptr inbounds i8, ptr %104, i32 1
  store ptr %105, ptr %3, align 8
  %106 = load ptr, ptr %3, align 8
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = icmp eq i32 %108, 43
  br i1 %109, label %115, label %110

110:                                              ; preds = %103
  %111 = load ptr, ptr %3, align 8
  %112 = load i8, ptr %111, align 1
  %113 = zext i8 %112 to i32
  %114 = icmp eq i32 %113, 45
  br i1 %114, label %115, label %118

115:                                              ; preds = %110, %103
  %116 = load ptr, ptr %3, align 8
  %117 = getelementptr inbounds i8, ptr %116, i32 1
  store ptr %117, ptr %3, align 8
  br label %118

118:                                              ; preds = %115, %110
  %119 = load ptr, ptr %3, align 8
  %120 = load i8, ptr %119, align 1
  %121 = zext i8 %120 to i32
  %122 = icmp slt i32 %121, 48
  br i1 %122, label %128, label %123

123:                                              ; preds = %118
  %124 = load ptr, ptr %3, align 8
  %125 = load i8, ptr %124, align 1
  %126 = zext i8 %125 to i32
  %127 = icmp sgt i32 %126, 57
  br i1 %127, label %128, label %129

128:                                              ; preds = %123, %118
  br label %152

129:                                              ; preds = %123
  br label %130

130:                                              ; preds = %142, %129
  %131 = load ptr, ptr %3, align 8
  %132 = load i8, ptr %131, align 1
  %133 = zext i8 %132 to i32
  %134 = icmp sge i32 %133, 48
  br i1 %134, label %135, label %140

135:                                              ; preds = %130
  %136 = load ptr, ptr %3, align 8
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = icmp sle i32 %138, 57
  br label %140

140:                                              ; preds = %135, %130
  %141 = phi i1 [ false, %130 ], [ %139, %135 ]
  br i1 %141, label %142, label %145

142:                                              ; preds = %140
  %143 = load ptr, ptr %3, align 8
  %144 = getelementptr inbounds i8, ptr %143, i32 1
  store ptr %144, ptr %3, align 8
  br label %130, !llvm.loop !13

145:                                              ; preds = %140
  br label %146

146:                                              ; preds = %145, %102, %63
  %147 = load ptr, ptr %3, align 8
  %148 = load i8, ptr %147, align 1
  %149 = zext i8 %148 to i32
  %150 = icmp eq i32 %149, 0
  %151 = zext i1 %150 to i32
  store i32 %151, ptr %2, align 4
  br label %153

152:                                              ; preds = %128, %74, %26
  store i32 0, ptr %2, align 4
  br label %153

153:                                              ; preds = %152, %146
  %154 = load i32, ptr %2, align 4
  ret i32 %154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @with_cleanup(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  %5 = icmp eq i32 %4, 1
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %28

7:                                                ; preds = %1
  %8 = load i32, ptr %3, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %3, align 4
  %10 = load i32, ptr %2, align 4
  %11 = icmp eq i32 %10, 2
  br i1 %11, label %12, label %13

12:                                               ; preds = %7
  br label %25

13:                                               ; preds = %7
  %14 = load i32, ptr %3, align 4
  %15 = add nsw i32 %14, 10
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %2, align 4
  %17 = icmp eq i32 %16, 3
  br i1 %17, label %18, label %19

18:                                               ; preds = %13
  br label %22

19:                                               ; preds = %13
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, 100
  store i32 %21, ptr %3, align 4
  br label %22

22:                                               ; preds = %19, %18
  %23 = load i32, ptr @cleaned, align 4
  %24 = add nsw i32 %23, 100
  store i32 %24, ptr @cleaned, align 4
  br label %25

25:                                               ; preds = %22, %12
  %26 = load i32, ptr @cleaned, align 4
  %27 = add nsw i32 %26, 10
  store i32 %27, ptr @cleaned, align 4
  br label %28

28:                                               ; preds = %25, %6
  %29 = load i32, ptr @cleaned, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr @cleaned, align 4
  %31 = load i32, ptr %3, align 4
  ret i32 %31
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
