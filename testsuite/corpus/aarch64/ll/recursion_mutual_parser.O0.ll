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
@p = internal global ptr null, align 8
@err = internal global i32 0, align 4
@.str.15 = private unnamed_addr constant [16 x i8] c"%-45s error %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"%-45s = %ld\0A\00", align 1
@.str.17 = private unnamed_addr constant [27 x i8] c"deep nesting = %ld err %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [11 x i8] c"total %ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [15 x ptr], align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca [2100 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.tests, i64 120, i1 false)
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %10

10:                                               ; preds = %51, %0
  %11 = load i32, ptr %4, align 4
  %12 = icmp slt i32 %11, 15
  br i1 %12, label %13, label %54

13:                                               ; preds = %10
  %14 = load i32, ptr %4, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [15 x ptr], ptr %2, i64 0, i64 %15
  %17 = load ptr, ptr %16, align 8
  store ptr %17, ptr @p, align 8
  store i32 0, ptr @err, align 4
  %18 = call i64 @expr()
  store i64 %18, ptr %5, align 8
  %19 = load ptr, ptr @p, align 8
  %20 = load i8, ptr %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %30

22:                                               ; preds = %13
  %23 = load i32, ptr @err, align 4
  %24 = icmp ne i32 %23, 0
  br i1 %24, label %25, label %27

25:                                               ; preds = %22
  %26 = load i32, ptr @err, align 4
  br label %28

27:                                               ; preds = %22
  br label %28

28:                                               ; preds = %27, %25
  %29 = phi i32 [ %26, %25 ], [ 5, %27 ]
  store i32 %29, ptr @err, align 4
  br label %30

30:                                               ; preds = %28, %13
  %31 = load i32, ptr @err, align 4
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %40

33:                                               ; preds = %30
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [15 x ptr], ptr %2, i64 0, i64 %35
  %37 = load ptr, ptr %36, align 8
  %38 = load i32, ptr @err, align 4
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %37, i32 noundef %38)
  br label %50

40:                                               ; preds = %30
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [15 x ptr], ptr %2, i64 0, i64 %42
  %44 = load ptr, ptr %43, align 8
  %45 = load i64, ptr %5, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %44, i64 noundef %45)
  %47 = load i64, ptr %5, align 8
  %48 = load i64, ptr %3, align 8
  %49 = add nsw i64 %48, %47
  store i64 %49, ptr %3, align 8
  br label %50

50:                                               ; preds = %40, %33
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %4, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %4, align 4
  br label %10, !llvm.loop !6

54:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %55

55:                                               ; preds = %63, %54
  %56 = load i32, ptr %8, align 4
  %57 = icmp slt i32 %56, 500
  br i1 %57, label %58, label %66

58:                                               ; preds = %55
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds [2100 x i8], ptr %6, i64 0, i64 %61
  store i8 40, ptr %62, align 1
  br label %63

63:                                               ; preds = %58
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %8, align 4
  br label %55, !llvm.loop !8

66:                                               ; preds = %55
  %67 = load i32, ptr %7, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %7, align 4
  %69 = sext i32 %67 to i64
  %70 = getelementptr inbounds [2100 x i8], ptr %6, i64 0, i64 %69
  store i8 55, ptr %70, align 1
  store i32 0, ptr %9, align 4
  br label %71

71:                                               ; preds = %79, %66
  %72 = load i32, ptr %9, align 4
  %73 = icmp slt i32 %72, 500
  br i1 %73, label %74, label %82

74:                                               ; preds = %71
  %75 = load i32, ptr %7, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %7, align 4
  %77 = sext i32 %75 to i64
  %78 = getelementptr inbounds [2100 x i8], ptr %6, i64 0, i64 %77
  store i8 41, ptr %78, align 1
  br label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %9, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %9, align 4
  br label %71, !llvm.loop !9

82:                                               ; preds = %71
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [2100 x i8], ptr %6, i64 0, i64 %84
  store i8 0, ptr %85, align 1
  %86 = getelementptr inbounds [2100 x i8], ptr %6, i64 0, i64 0
  store ptr %86, ptr @p, align 8
  store i32 0, ptr @err, align 4
  %87 = call i64 @expr()
  %88 = load i32, ptr @err, align 4
  %89 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %87, i32 noundef %88)
  %90 = load i64, ptr %3, align 8
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %90)
  %92 = load i64, ptr %3, align 8
  %93 = and i64 %92, 127
  %94 = trunc i64 %93 to i32
  ret i32 %94
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @expr() #0 {
  %1 = call i64 @cond()
  ret i64 %1
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @cond() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = call i64 @cmp()
  store i64 %5, ptr %2, align 8
  call void @skip()
  %6 = load ptr, ptr @p, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 63
  br i1 %9, label %10, label %32

10:                                               ; preds = %0
  %11 = load ptr, ptr @p, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr @p, align 8
  %13 = call i64 @expr()
  store i64 %13, ptr %3, align 8
  call void @skip()
  %14 = load ptr, ptr @p, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp eq i32 %16, 58
  br i1 %17, label %18, label %21

18:                                               ; preds = %10
  %19 = load ptr, ptr @p, align 8
  %20 = getelementptr inbounds i8, ptr %19, i32 1
  store ptr %20, ptr @p, align 8
  br label %22

21:                                               ; preds = %10
  store i32 4, ptr @err, align 4
  br label %22

22:                                               ; preds = %21, %18
  %23 = call i64 @cond()
  store i64 %23, ptr %4, align 8
  %24 = load i64, ptr %2, align 8
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %26, label %28

26:                                               ; preds = %22
  %27 = load i64, ptr %3, align 8
  br label %30

28:                                               ; preds = %22
  %29 = load i64, ptr %4, align 8
  br label %30

30:                                               ; preds = %28, %26
  %31 = phi i64 [ %27, %26 ], [ %29, %28 ]
  store i64 %31, ptr %1, align 8
  br label %34

32:                                               ; preds = %0
  %33 = load i64, ptr %2, align 8
  store i64 %33, ptr %1, align 8
  br label %34

34:                                               ; preds = %32, %30
  %35 = load i64, ptr %1, align 8
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @cmp() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = call i64 @sum()
  store i64 %3, ptr %2, align 8
  call void @skip()
  %4 = load ptr, ptr @p, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 0
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = icmp eq i32 %7, 60
  br i1 %8, label %9, label %23

9:                                                ; preds = %0
  %10 = load ptr, ptr @p, align 8
  %11 = getelementptr inbounds i8, ptr %10, i64 1
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 61
  br i1 %14, label %15, label %23

15:                                               ; preds = %9
  %16 = load ptr, ptr @p, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 2
  store ptr %17, ptr @p, align 8
  %18 = load i64, ptr %2, align 8
  %19 = call i64 @sum()
  %20 = icmp sle i64 %18, %19
  %21 = zext i1 %20 to i32
  %22 = sext i32 %21 to i64
  store i64 %22, ptr %1, align 8
  br label %91

23:                                               ; preds = %9, %0
  %24 = load ptr, ptr @p, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 0
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = icmp eq i32 %27, 62
  br i1 %28, label %29, label %43

29:                                               ; preds = %23
  %30 = load ptr, ptr @p, align 8
  %31 = getelementptr inbounds i8, ptr %30, i64 1
  %32 = load i8, ptr %31, align 1
  %33 = zext i8 %32 to i32
  %34 = icmp eq i32 %33, 61
  br i1 %34, label %35, label %43

35:                                               ; preds = %29
  %36 = load ptr, ptr @p, align 8
  %37 = getelementptr inbounds i8, ptr %36, i64 2
  store ptr %37, ptr @p, align 8
  %38 = load i64, ptr %2, align 8
  %39 = call i64 @sum()
  %40 = icmp sge i64 %38, %39
  %41 = zext i1 %40 to i32
  %42 = sext i32 %41 to i64
  store i64 %42, ptr %1, align 8
  br label %91

43:                                               ; preds = %29, %23
  %44 = load ptr, ptr @p, align 8
  %45 = getelementptr inbounds i8, ptr %44, i64 0
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp eq i32 %47, 61
  br i1 %48, label %49, label %63

49:                                               ; preds = %43
  %50 = load ptr, ptr @p, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 1
  %52 = load i8, ptr %51, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %53, 61
  br i1 %54, label %55, label %63

55:                                               ; preds = %49
  %56 = load ptr, ptr @p, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 2
  store ptr %57, ptr @p, align 8
  %58 = load i64, ptr %2, align 8
  %59 = call i64 @sum()
  %60 = icmp eq i64 %58, %59
  %61 = zext i1 %60 to i32
  %62 = sext i32 %61 to i64
  store i64 %62, ptr %1, align 8
  br label %91

63:                                               ; preds = %49, %43
  %64 = load ptr, ptr @p, align 8
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = icmp eq i32 %66, 60
  br i1 %67, label %68, label %76

68:                                               ; preds = %63
  %69 = load ptr, ptr @p, align 8
  %70 = getelementptr inbounds i8, ptr %69, i32 1
  store ptr %70, ptr @p, align 8
  %71 = load i64, ptr %2, align 8
  %72 = call i64 @sum()
  %73 = icmp slt i64 %71, %72
  %74 = zext i1 %73 to i32
  %75 = sext i32 %74 to i64
  store i64 %75, ptr %1, align 8
  br label %91

76:                                               ; preds = %63
  %77 = load ptr, ptr @p, align 8
  %78 = load i8, ptr %77, align 1
  %79 = zext i8 %78 to i32
  %80 = icmp eq i32 %79, 62
  br i1 %80, label %81, label %89

81:                                               ; preds = %76
  %82 = load ptr, ptr @p, align 8
  %83 = getelementptr inbounds i8, ptr %82, i32 1
  store ptr %83, ptr @p, align 8
  %84 = load i64, ptr %2, align 8
  %85 = call i64 @sum()
  %86 = icmp sgt i64 %84, %85
  %87 = zext i1 %86 to i32
  %88 = sext i32 %87 to i64
  store i64 %88, ptr %1, align 8
  br label %91

89:                                               ; preds = %76
  %90 = load i64, ptr %2, align 8
  store i64 %90, ptr %1, align 8
  br label %91

91:                                               ; preds = %89, %81, %68, %55, %35, %15
  %92 = load i64, ptr %1, align 8
  ret i64 %92
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @skip() #0 {
  br label %1

1:                                                ; preds = %6, %0
  %2 = load ptr, ptr @p, align 8
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp eq i32 %4, 32
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr @p, align 8
  %8 = getelementptr inbounds i8, ptr %7, i32 1
  store ptr %8, ptr @p, align 8
  br label %1, !llvm.loop !10

9:                                                ; preds = %1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum() #0 {
  %1 = alloca i64, align 8
  %2 = call i64 @term()
  store i64 %2, ptr %1, align 8
  br label %3

3:                                                ; preds = %28, %0
  call void @skip()
  %4 = load ptr, ptr @p, align 8
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 43
  br i1 %7, label %8, label %14

8:                                                ; preds = %3
  %9 = load ptr, ptr @p, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr @p, align 8
  %11 = call i64 @term()
  %12 = load i64, ptr %1, align 8
  %13 = add nsw i64 %12, %11
  store i64 %13, ptr %1, align 8
  br label %28

14:                                               ; preds = %3
  %15 = load ptr, ptr @p, align 8
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp eq i32 %17, 45
  br i1 %18, label %19, label %25

19:                                               ; preds = %14
  %20 = load ptr, ptr @p, align 8
  %21 = getelementptr inbounds i8, ptr %20, i32 1
  store ptr %21, ptr @p, align 8
  %22 = call i64 @term()
  %23 = load i64, ptr %1, align 8
  %24 = sub nsw i64 %23, %22
  store i64 %24, ptr %1, align 8
  br label %27

25:                                               ; preds = %14
  %26 = load i64, ptr %1, align 8
  ret i64 %26

27:                                               ; preds = %19
  br label %28

28:                                               ; preds = %27, %8
  br label %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @term() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i8, align 1
  %4 = alloca i64, align 8
  %5 = call i64 @power()
  store i64 %5, ptr %2, align 8
  br label %6

6:                                                ; preds = %52, %0
  call void @skip()
  %7 = load ptr, ptr @p, align 8
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %3, align 1
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp ne i32 %10, 42
  br i1 %11, label %12, label %22

12:                                               ; preds = %6
  %13 = load i8, ptr %3, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp ne i32 %14, 47
  br i1 %15, label %16, label %22

16:                                               ; preds = %12
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp ne i32 %18, 37
  br i1 %19, label %20, label %22

20:                                               ; preds = %16
  %21 = load i64, ptr %2, align 8
  store i64 %21, ptr %1, align 8
  br label %53

22:                                               ; preds = %16, %12, %6
  %23 = load ptr, ptr @p, align 8
  %24 = getelementptr inbounds i8, ptr %23, i32 1
  store ptr %24, ptr @p, align 8
  %25 = call i64 @power()
  store i64 %25, ptr %4, align 8
  %26 = load i8, ptr %3, align 1
  %27 = zext i8 %26 to i32
  %28 = icmp eq i32 %27, 42
  br i1 %28, label %29, label %33

29:                                               ; preds = %22
  %30 = load i64, ptr %4, align 8
  %31 = load i64, ptr %2, align 8
  %32 = mul nsw i64 %31, %30
  store i64 %32, ptr %2, align 8
  br label %52

33:                                               ; preds = %22
  %34 = load i64, ptr %4, align 8
  %35 = icmp eq i64 %34, 0
  br i1 %35, label %36, label %37

36:                                               ; preds = %33
  store i32 3, ptr @err, align 4
  store i64 0, ptr %1, align 8
  br label %53

37:                                               ; preds = %33
  %38 = load i8, ptr %3, align 1
  %39 = zext i8 %38 to i32
  %40 = icmp eq i32 %39, 47
  br i1 %40, label %41, label %45

41:                                               ; preds = %37
  %42 = load i64, ptr %2, align 8
  %43 = load i64, ptr %4, align 8
  %44 = sdiv i64 %42, %43
  br label %49

45:                                               ; preds = %37
  %46 = load i64, ptr %2, align 8
  %47 = load i64, ptr %4, align 8
  %48 = srem i64 %46, %47
  br label %49

49:                                               ; preds = %45, %41
  %50 = phi i64 [ %44, %41 ], [ %48, %45 ]
  store i64 %50, ptr %2, align 8
  br label %51

51:                                               ; preds = %49
  br label %52

52:                                               ; preds = %51, %29
  br label %6

53:                                               ; preds = %36, %20
  %54 = load i64, ptr %1, align 8
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @power() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = call i64 @unary()
  store i64 %6, ptr %2, align 8
  call void @skip()
  %7 = load ptr, ptr @p, align 8
  %8 = load i8, ptr %7, align 1
  %9 = zext i8 %8 to i32
  %10 = icmp eq i32 %9, 94
  br i1 %10, label %11, label %33

11:                                               ; preds = %0
  %12 = load ptr, ptr @p, align 8
  %13 = getelementptr inbounds i8, ptr %12, i32 1
  store ptr %13, ptr @p, align 8
  %14 = call i64 @power()
  store i64 %14, ptr %3, align 8
  store i64 1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  br label %15

15:                                               ; preds = %28, %11
  %16 = load i64, ptr %5, align 8
  %17 = load i64, ptr %3, align 8
  %18 = icmp slt i64 %16, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %15
  %20 = load i64, ptr %5, align 8
  %21 = icmp slt i64 %20, 62
  br label %22

22:                                               ; preds = %19, %15
  %23 = phi i1 [ false, %15 ], [ %21, %19 ]
  br i1 %23, label %24, label %31

24:                                               ; preds = %22
  %25 = load i64, ptr %2, align 8
  %26 = load i64, ptr %4, align 8
  %27 = mul nsw i64 %26, %25
  store i64 %27, ptr %4, align 8
  br label %28

28:                                               ; preds = %24
  %29 = load i64, ptr %5, align 8
  %30 = add nsw i64 %29, 1
  store i64 %30, ptr %5, align 8
  br label %15, !llvm.loop !11

31:                                               ; preds = %22
  %32 = load i64, ptr %4, align 8
  store i64 %32, ptr %1, align 8
  br label %35

33:                                               ; preds = %0
  %34 = load i64, ptr %2, align 8
  store i64 %34, ptr %1, align 8
  br label %35

35:                                               ; preds = %33, %31
  %36 = load i64, ptr %1, align 8
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @unary() #0 {
  %1 = alloca i64, align 8
  call void @skip()
  %2 = load ptr, ptr @p, align 8
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp eq i32 %4, 45
  br i1 %5, label %6, label %11

6:                                                ; preds = %0
  %7 = load ptr, ptr @p, align 8
  %8 = getelementptr inbounds i8, ptr %7, i32 1
  store ptr %8, ptr @p, align 8
  %9 = call i64 @unary()
  %10 = sub nsw i64 0, %9
  store i64 %10, ptr %1, align 8
  br label %22

11:                                               ; preds = %0
  %12 = load ptr, ptr @p, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp eq i32 %14, 43
  br i1 %15, label %16, label %20

16:                                               ; preds = %11
  %17 = load ptr, ptr @p, align 8
  %18 = getelementptr inbounds i8, ptr %17, i32 1
  store ptr %18, ptr @p, align 8
  %19 = call i64 @unary()
  store i64 %19, ptr %1, align 8
  br label %22

20:                                               ; preds = %11
  %21 = call i64 @primary()
  store i64 %21, ptr %1, align 8
  br label %22

22:                                               ; preds = %20, %16, %6
  %23 = load i64, ptr %1, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @primary() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  call void @skip()
  %4 = load ptr, ptr @p, align 8
  %5 = load i8, ptr %4, align 1
  %6 = zext i8 %5 to i32
  %7 = icmp eq i32 %6, 40
  br i1 %7, label %8, label %22

8:                                                ; preds = %0
  %9 = load ptr, ptr @p, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr @p, align 8
  %11 = call i64 @expr()
  store i64 %11, ptr %2, align 8
  call void @skip()
  %12 = load ptr, ptr @p, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp eq i32 %14, 41
  br i1 %15, label %16, label %19

16:                                               ; preds = %8
  %17 = load ptr, ptr @p, align 8
  %18 = getelementptr inbounds i8, ptr %17, i32 1
  store ptr %18, ptr @p, align 8
  br label %20

19:                                               ; preds = %8
  store i32 1, ptr @err, align 4
  br label %20

20:                                               ; preds = %19, %16
  %21 = load i64, ptr %2, align 8
  store i64 %21, ptr %1, align 8
  br label %58

22:                                               ; preds = %0
  %23 = load ptr, ptr @p, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = icmp sge i32 %25, 48
  br i1 %26, label %27, label %57

27:                                               ; preds = %22
  %28 = load ptr, ptr @p, align 8
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp sle i32 %30, 57
  br i1 %31, label %32, label %57

32:                                               ; preds = %27
  store i64 0, ptr %3, align 8
  br label %33

33:                                               ; preds = %45, %32
  %34 = load ptr, ptr @p, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = icmp sge i32 %36, 48
  br i1 %37, label %38, label %43

38:                                               ; preds = %33
  %39 = load ptr, ptr @p, align 8
  %40 = load i8, ptr %39, align 1
  %41 = zext i8 %40 to i32
  %42 = icmp sle i32 %41, 57
  br label %43

43:                                               ; preds = %38, %33
  %44 = phi i1 [ false, %33 ], [ %42, %38 ]
  br i1 %44, label %45, label %55

45:                                               ; preds = %43
  %46 = load i64, ptr %3, align 8
  %47 = mul nsw i64 %46, 10
  %48 = load ptr, ptr @p, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 1
  store ptr %49, ptr @p, align 8
  %50 = load i8, ptr %48, align 1
  %51 = zext i8 %50 to i32
  %52 = sub nsw i32 %51, 48
  %53 = sext i32 %52 to i64
  %54 = add nsw i64 %47, %53
  store i64 %54, ptr %3, align 8
  br label %33, !llvm.loop !12

55:                                               ; preds = %43
  %56 = load i64, ptr %3, align 8
  store i64 %56, ptr %1, align 8
  br label %58

57:                                               ; preds = %27, %22
  store i32 2, ptr @err, align 4
  store i64 0, ptr %1, align 8
  br label %58

58:                                               ; preds = %57, %55, %20
  %59 = load i64, ptr %1, align 8
  ret i64 %59
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
