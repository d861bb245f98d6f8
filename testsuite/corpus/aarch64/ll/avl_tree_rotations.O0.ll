; ModuleID = 'programs/avl_tree_rotations.c'
source_filename = "programs/avl_tree_rotations.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"size=%d height=%d balanced=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"after erase size=%d height=%d balanced=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"kth: %d %d %d median=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"range [2^18, 2^19): %d\0A\00", align 1
@used = internal global i32 1, align 4
@key_ = internal global [20000 x i32] zeroinitializer, align 4
@rc = internal global [20000 x i32] zeroinitializer, align 4
@lc = internal global [20000 x i32] zeroinitializer, align 4
@ht = internal global [20000 x i32] zeroinitializer, align 4
@sz = internal global [20000 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 31337, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %17, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 15000
  br i1 %8, label %9, label %20

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = mul i32 %10, 1664525
  %12 = add i32 %11, 1013904223
  store i32 %12, ptr %3, align 4
  %13 = load i32, ptr %2, align 4
  %14 = load i32, ptr %3, align 4
  %15 = lshr i32 %14, 12
  %16 = call i32 @insert(i32 noundef %13, i32 noundef %15)
  store i32 %16, ptr %2, align 4
  br label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %4, align 4
  br label %6, !llvm.loop !6

20:                                               ; preds = %6
  %21 = load i32, ptr %2, align 4
  %22 = call i32 @S(i32 noundef %21)
  %23 = load i32, ptr %2, align 4
  %24 = call i32 @H(i32 noundef %23)
  %25 = load i32, ptr %2, align 4
  %26 = call i32 @verify(i32 noundef %25)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, i32 noundef %24, i32 noundef %26)
  store i32 0, ptr %5, align 4
  br label %28

28:                                               ; preds = %43, %20
  %29 = load i32, ptr %5, align 4
  %30 = icmp slt i32 %29, 5000
  br i1 %30, label %31, label %46

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = mul i32 %32, 1664525
  %34 = add i32 %33, 1013904223
  store i32 %34, ptr %3, align 4
  %35 = load i32, ptr %2, align 4
  %36 = load i32, ptr %2, align 4
  %37 = load i32, ptr %3, align 4
  %38 = load i32, ptr %2, align 4
  %39 = call i32 @S(i32 noundef %38)
  %40 = urem i32 %37, %39
  %41 = call i32 @kth(i32 noundef %36, i32 noundef %40)
  %42 = call i32 @erase(i32 noundef %35, i32 noundef %41)
  store i32 %42, ptr %2, align 4
  br label %43

43:                                               ; preds = %31
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %5, align 4
  br label %28, !llvm.loop !8

46:                                               ; preds = %28
  %47 = load i32, ptr %2, align 4
  %48 = call i32 @S(i32 noundef %47)
  %49 = load i32, ptr %2, align 4
  %50 = call i32 @H(i32 noundef %49)
  %51 = load i32, ptr %2, align 4
  %52 = call i32 @verify(i32 noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %48, i32 noundef %50, i32 noundef %52)
  %54 = load i32, ptr %2, align 4
  %55 = call i32 @kth(i32 noundef %54, i32 noundef 0)
  %56 = load i32, ptr %2, align 4
  %57 = call i32 @kth(i32 noundef %56, i32 noundef 100)
  %58 = load i32, ptr %2, align 4
  %59 = load i32, ptr %2, align 4
  %60 = call i32 @S(i32 noundef %59)
  %61 = sub nsw i32 %60, 1
  %62 = call i32 @kth(i32 noundef %58, i32 noundef %61)
  %63 = load i32, ptr %2, align 4
  %64 = load i32, ptr %2, align 4
  %65 = call i32 @S(i32 noundef %64)
  %66 = sdiv i32 %65, 2
  %67 = call i32 @kth(i32 noundef %63, i32 noundef %66)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %55, i32 noundef %57, i32 noundef %62, i32 noundef %67)
  %69 = load i32, ptr %2, align 4
  %70 = call i32 @count_less(i32 noundef %69, i32 noundef 524288)
  %71 = load i32, ptr %2, align 4
  %72 = call i32 @count_less(i32 noundef %71, i32 noundef 262144)
  %73 = sub nsw i32 %70, %72
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %73)
  %75 = load i32, ptr %2, align 4
  %76 = call i32 @H(i32 noundef %75)
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @insert(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %24, label %9

9:                                                ; preds = %2
  %10 = load i32, ptr @used, align 4
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr @used, align 4
  store i32 %10, ptr %6, align 4
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %17
  store i32 0, ptr %18, align 4
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %20
  store i32 0, ptr %21, align 4
  %22 = load i32, ptr %6, align 4
  call void @upd(i32 noundef %22)
  %23 = load i32, ptr %6, align 4
  store i32 %23, ptr %3, align 4
  br label %64

24:                                               ; preds = %2
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %4, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = icmp slt i32 %25, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %24
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %5, align 4
  %37 = call i32 @insert(i32 noundef %35, i32 noundef %36)
  %38 = load i32, ptr %4, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %39
  store i32 %37, ptr %40, align 4
  br label %61

41:                                               ; preds = %24
  %42 = load i32, ptr %5, align 4
  %43 = load i32, ptr %4, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = icmp sgt i32 %42, %46
  br i1 %47, label %48, label %58

48:                                               ; preds = %41
  %49 = load i32, ptr %4, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4
  %53 = load i32, ptr %5, align 4
  %54 = call i32 @insert(i32 noundef %52, i32 noundef %53)
  %55 = load i32, ptr %4, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %56
  store i32 %54, ptr %57, align 4
  br label %60

58:                                               ; preds = %41
  %59 = load i32, ptr %4, align 4
  store i32 %59, ptr %3, align 4
  br label %64

60:                                               ; preds = %48
  br label %61

61:                                               ; preds = %60, %31
  %62 = load i32, ptr %4, align 4
  %63 = call i32 @balance(i32 noundef %62)
  store i32 %63, ptr %3, align 4
  br label %64

64:                                               ; preds = %61, %58, %9
  %65 = load i32, ptr %3, align 4
  ret i32 %65
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @S(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi i32 [ %9, %5 ], [ 0, %10 ]
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @H(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ne i32 %3, 0
  br i1 %4, label %5, label %10

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  br label %11

10:                                               ; preds = %1
  br label %11

11:                                               ; preds = %10, %5
  %12 = phi i32 [ %9, %5 ], [ 0, %10 ]
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @verify(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %8, label %7

7:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %42

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = call i32 @H(i32 noundef %12)
  %14 = load i32, ptr %3, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = call i32 @H(i32 noundef %17)
  %19 = sub nsw i32 %13, %18
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = icmp sge i32 %20, -1
  br i1 %21, label %22, label %39

22:                                               ; preds = %8
  %23 = load i32, ptr %4, align 4
  %24 = icmp sle i32 %23, 1
  br i1 %24, label %25, label %39

25:                                               ; preds = %22
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = call i32 @verify(i32 noundef %29)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %39

32:                                               ; preds = %25
  %33 = load i32, ptr %3, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %34
  %36 = load i32, ptr %35, align 4
  %37 = call i32 @verify(i32 noundef %36)
  %38 = icmp ne i32 %37, 0
  br label %39

39:                                               ; preds = %32, %25, %22, %8
  %40 = phi i1 [ false, %25 ], [ false, %22 ], [ false, %8 ], [ %38, %32 ]
  %41 = zext i1 %40 to i32
  store i32 %41, ptr %2, align 4
  br label %42

42:                                               ; preds = %39, %7
  %43 = load i32, ptr %2, align 4
  ret i32 %43
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @erase(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %10, label %9

9:                                                ; preds = %2
  store i32 0, ptr %3, align 4
  br label %83

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = icmp slt i32 %11, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %10
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load i32, ptr %5, align 4
  %23 = call i32 @erase(i32 noundef %21, i32 noundef %22)
  %24 = load i32, ptr %4, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %25
  store i32 %23, ptr %26, align 4
  br label %80

27:                                               ; preds = %10
  %28 = load i32, ptr %5, align 4
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = icmp sgt i32 %28, %32
  br i1 %33, label %34, label %44

34:                                               ; preds = %27
  %35 = load i32, ptr %4, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %5, align 4
  %40 = call i32 @erase(i32 noundef %38, i32 noundef %39)
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %42
  store i32 %40, ptr %43, align 4
  br label %79

44:                                               ; preds = %27
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %55, label %50

50:                                               ; preds = %44
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  store i32 %54, ptr %3, align 4
  br label %83

55:                                               ; preds = %44
  %56 = load i32, ptr %4, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %66, label %61

61:                                               ; preds = %55
  %62 = load i32, ptr %4, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %63
  %65 = load i32, ptr %64, align 4
  store i32 %65, ptr %3, align 4
  br label %83

66:                                               ; preds = %55
  %67 = load i32, ptr %4, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = call i32 @remove_min(i32 noundef %70, ptr noundef %6)
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %73
  store i32 %71, ptr %74, align 4
  %75 = load i32, ptr %6, align 4
  %76 = load i32, ptr %4, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %77
  store i32 %75, ptr %78, align 4
  br label %79

79:                                               ; preds = %66, %34
  br label %80

80:                                               ; preds = %79, %17
  %81 = load i32, ptr %4, align 4
  %82 = call i32 @balance(i32 noundef %81)
  store i32 %82, ptr %3, align 4
  br label %83

83:                                               ; preds = %80, %61, %50, %9
  %84 = load i32, ptr %3, align 4
  ret i32 %84
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kth(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  br label %7

7:                                                ; preds = %43, %2
  %8 = load i32, ptr %4, align 4
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %44

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 @S(i32 noundef %14)
  store i32 %15, ptr %6, align 4
  %16 = load i32, ptr %5, align 4
  %17 = load i32, ptr %6, align 4
  %18 = icmp slt i32 %16, %17
  br i1 %18, label %19, label %24

19:                                               ; preds = %10
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  store i32 %23, ptr %4, align 4
  br label %43

24:                                               ; preds = %10
  %25 = load i32, ptr %5, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp eq i32 %25, %26
  br i1 %27, label %28, label %33

28:                                               ; preds = %24
  %29 = load i32, ptr %4, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  store i32 %32, ptr %3, align 4
  br label %45

33:                                               ; preds = %24
  %34 = load i32, ptr %6, align 4
  %35 = add nsw i32 %34, 1
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, %35
  store i32 %37, ptr %5, align 4
  %38 = load i32, ptr %4, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  store i32 %41, ptr %4, align 4
  br label %42

42:                                               ; preds = %33
  br label %43

43:                                               ; preds = %42, %19
  br label %7, !llvm.loop !9

44:                                               ; preds = %7
  store i32 -1, ptr %3, align 4
  br label %45

45:                                               ; preds = %44, %28
  %46 = load i32, ptr %3, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_less(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %34, %2
  %7 = load i32, ptr %3, align 4
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %35

9:                                                ; preds = %6
  %10 = load i32, ptr %3, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %11
  %13 = load i32, ptr %12, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %29

16:                                               ; preds = %9
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  %21 = call i32 @S(i32 noundef %20)
  %22 = add nsw i32 %21, 1
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, %22
  store i32 %24, ptr %5, align 4
  %25 = load i32, ptr %3, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  store i32 %28, ptr %3, align 4
  br label %34

29:                                               ; preds = %9
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %3, align 4
  br label %34

34:                                               ; preds = %29, %16
  br label %6, !llvm.loop !10

35:                                               ; preds = %6
  %36 = load i32, ptr %5, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %4
  %6 = load i32, ptr %5, align 4
  %7 = call i32 @H(i32 noundef %6)
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = call i32 @H(i32 noundef %11)
  %13 = icmp sgt i32 %7, %12
  br i1 %13, label %14, label %20

14:                                               ; preds = %1
  %15 = load i32, ptr %2, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = call i32 @H(i32 noundef %18)
  br label %26

20:                                               ; preds = %1
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = call i32 @H(i32 noundef %24)
  br label %26

26:                                               ; preds = %20, %14
  %27 = phi i32 [ %19, %14 ], [ %25, %20 ]
  %28 = add nsw i32 1, %27
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [20000 x i32], ptr @ht, i64 0, i64 %30
  store i32 %28, ptr %31, align 4
  %32 = load i32, ptr %2, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = call i32 @S(i32 noundef %35)
  %37 = add nsw i32 1, %36
  %38 = load i32, ptr %2, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i32 @S(i32 noundef %41)
  %43 = add nsw i32 %37, %42
  %44 = load i32, ptr %2, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [20000 x i32], ptr @sz, i64 0, i64 %45
  store i32 %43, ptr %46, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @balance(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  call void @upd(i32 noundef %5)
  %6 = load i32, ptr %3, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = call i32 @H(i32 noundef %9)
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 @H(i32 noundef %14)
  %16 = sub nsw i32 %10, %15
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %4, align 4
  %18 = icmp sgt i32 %17, 1
  br i1 %18, label %19, label %49

19:                                               ; preds = %1
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %24
  %26 = load i32, ptr %25, align 4
  %27 = call i32 @H(i32 noundef %26)
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = call i32 @H(i32 noundef %34)
  %36 = icmp slt i32 %27, %35
  br i1 %36, label %37, label %46

37:                                               ; preds = %19
  %38 = load i32, ptr %3, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = call i32 @rotl(i32 noundef %41)
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %44
  store i32 %42, ptr %45, align 4
  br label %46

46:                                               ; preds = %37, %19
  %47 = load i32, ptr %3, align 4
  %48 = call i32 @rotr(i32 noundef %47)
  store i32 %48, ptr %2, align 4
  br label %84

49:                                               ; preds = %1
  %50 = load i32, ptr %4, align 4
  %51 = icmp slt i32 %50, -1
  br i1 %51, label %52, label %82

52:                                               ; preds = %49
  %53 = load i32, ptr %3, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %57
  %59 = load i32, ptr %58, align 4
  %60 = call i32 @H(i32 noundef %59)
  %61 = load i32, ptr %3, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %65
  %67 = load i32, ptr %66, align 4
  %68 = call i32 @H(i32 noundef %67)
  %69 = icmp slt i32 %60, %68
  br i1 %69, label %70, label %79

70:                                               ; preds = %52
  %71 = load i32, ptr %3, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = call i32 @rotr(i32 noundef %74)
  %76 = load i32, ptr %3, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %77
  store i32 %75, ptr %78, align 4
  br label %79

79:                                               ; preds = %70, %52
  %80 = load i32, ptr %3, align 4
  %81 = call i32 @rotl(i32 noundef %80)
  store i32 %81, ptr %2, align 4
  br label %84

82:                                               ; preds = %49
  %83 = load i32, ptr %3, align 4
  store i32 %83, ptr %2, align 4
  br label %84

84:                                               ; preds = %82, %79, %46
  %85 = load i32, ptr %2, align 4
  ret i32 %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotl(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  %15 = load i32, ptr %2, align 4
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %17
  store i32 %15, ptr %18, align 4
  %19 = load i32, ptr %2, align 4
  call void @upd(i32 noundef %19)
  %20 = load i32, ptr %3, align 4
  call void @upd(i32 noundef %20)
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rotr(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  store i32 %7, ptr %3, align 4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  %12 = load i32, ptr %2, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %13
  store i32 %11, ptr %14, align 4
  %15 = load i32, ptr %2, align 4
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %17
  store i32 %15, ptr %18, align 4
  %19 = load i32, ptr %2, align 4
  call void @upd(i32 noundef %19)
  %20 = load i32, ptr %3, align 4
  call void @upd(i32 noundef %20)
  %21 = load i32, ptr %3, align 4
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @remove_min(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store ptr %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %7
  %9 = load i32, ptr %8, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %21, label %11

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [20000 x i32], ptr @key_, i64 0, i64 %13
  %15 = load i32, ptr %14, align 4
  %16 = load ptr, ptr %5, align 8
  store i32 %15, ptr %16, align 4
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [20000 x i32], ptr @rc, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %3, align 4
  br label %33

21:                                               ; preds = %2
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load ptr, ptr %5, align 8
  %27 = call i32 @remove_min(i32 noundef %25, ptr noundef %26)
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [20000 x i32], ptr @lc, i64 0, i64 %29
  store i32 %27, ptr %30, align 4
  %31 = load i32, ptr %4, align 4
  %32 = call i32 @balance(i32 noundef %31)
  store i32 %32, ptr %3, align 4
  br label %33

33:                                               ; preds = %21, %11
  %34 = load i32, ptr %3, align 4
  ret i32 %34
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
