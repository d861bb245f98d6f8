; ModuleID = 'programs/mutual_recursion.c'
source_filename = "programs/mutual_recursion.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [29 x i8] c"even(10000)=%d odd(7777)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"F:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"\0AM:\00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"1+2*3\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"(1+2)*3\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"2^10\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"2^3^2\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"-(4-10)*3\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"100/7%4\00", align 1
@.str.11 = private unnamed_addr constant [16 x i8] c"((((((1))))))+1\00", align 1
@.str.12 = private unnamed_addr constant [4 x i8] c"7/0\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"3+\00", align 1
@.str.14 = private unnamed_addr constant [36 x i8] c"1 + 2 * (3 + 4 * (5 + 6 * (7 + 8)))\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c"10-3-2\00", align 1
@.str.16 = private unnamed_addr constant [5 x i8] c"2*-3\00", align 1
@__const.main.tests = private unnamed_addr constant [12 x ptr] [ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16], align 8
@.str.17 = private unnamed_addr constant [20 x i8] c"%-40s = %ld err=%d\0A\00", align 1
@p = internal global ptr null, align 8
@err = internal global i32 0, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [12 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  %9 = call i32 @is_even(i32 noundef 10000)
  %10 = call i32 @is_odd(i32 noundef 7777)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %9, i32 noundef %10)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %20, %0
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %14, 20
  br i1 %15, label %16, label %23

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4
  %18 = call i32 @F(i32 noundef %17)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %18)
  br label %20

20:                                               ; preds = %16
  %21 = load i32, ptr %2, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %2, align 4
  br label %13, !llvm.loop !6

23:                                               ; preds = %13
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %3, align 4
  br label %25

25:                                               ; preds = %32, %23
  %26 = load i32, ptr %3, align 4
  %27 = icmp slt i32 %26, 20
  br i1 %27, label %28, label %35

28:                                               ; preds = %25
  %29 = load i32, ptr %3, align 4
  %30 = call i32 @M(i32 noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %30)
  br label %32

32:                                               ; preds = %28
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %25, !llvm.loop !8

35:                                               ; preds = %25
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.tests, i64 96, i1 false)
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %59, %35
  %38 = load i32, ptr %6, align 4
  %39 = zext i32 %38 to i64
  %40 = icmp ult i64 %39, 12
  br i1 %40, label %41, label %62

41:                                               ; preds = %37
  %42 = load i32, ptr %6, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds [12 x ptr], ptr %4, i64 0, i64 %43
  %45 = load ptr, ptr %44, align 8
  %46 = call i64 @eval(ptr noundef %45, ptr noundef %7)
  store i64 %46, ptr %8, align 8
  %47 = load i32, ptr %6, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds [12 x ptr], ptr %4, i64 0, i64 %48
  %50 = load ptr, ptr %49, align 8
  %51 = load i64, ptr %8, align 8
  %52 = load i32, ptr %7, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, ptr noundef %50, i64 noundef %51, i32 noundef %52)
  %54 = load i32, ptr %7, align 4
  %55 = icmp ne i32 %54, 0
  %56 = zext i1 %55 to i32
  %57 = load i32, ptr %5, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %5, align 4
  br label %59

59:                                               ; preds = %41
  %60 = load i32, ptr %6, align 4
  %61 = add i32 %60, 1
  store i32 %61, ptr %6, align 4
  br label %37, !llvm.loop !9

62:                                               ; preds = %37
  %63 = load i32, ptr %5, align 4
  ret i32 %63
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_even(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_odd(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 1, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_odd(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %10

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = sub i32 %7, 1
  %9 = call i32 @is_even(i32 noundef %8)
  br label %10

10:                                               ; preds = %6, %5
  %11 = phi i32 [ 0, %5 ], [ %9, %6 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @F(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @F(i32 noundef %9)
  %11 = call i32 @M(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 1, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @M(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  br label %13

6:                                                ; preds = %1
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @M(i32 noundef %9)
  %11 = call i32 @F(i32 noundef %10)
  %12 = sub nsw i32 %7, %11
  br label %13

13:                                               ; preds = %6, %5
  %14 = phi i32 [ 0, %5 ], [ %12, %6 ]
  ret i32 %14
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @eval(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store ptr %6, ptr @p, align 8
  store i32 0, ptr @err, align 4
  %7 = call i64 @expr()
  store i64 %7, ptr %5, align 8
  call void @skip()
  %8 = load ptr, ptr @p, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %12

11:                                               ; preds = %2
  store i32 3, ptr @err, align 4
  br label %12

12:                                               ; preds = %11, %2
  %13 = load i32, ptr @err, align 4
  %14 = load ptr, ptr %4, align 8
  store i32 %13, ptr %14, align 4
  %15 = load i64, ptr %5, align 8
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @expr() #0 {
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
define internal i64 @term() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = call i64 @power()
  store i64 %4, ptr %1, align 8
  br label %5

5:                                                ; preds = %54, %0
  call void @skip()
  %6 = load ptr, ptr @p, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 42
  br i1 %9, label %10, label %16

10:                                               ; preds = %5
  %11 = load ptr, ptr @p, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr @p, align 8
  %13 = call i64 @power()
  %14 = load i64, ptr %1, align 8
  %15 = mul nsw i64 %14, %13
  store i64 %15, ptr %1, align 8
  br label %54

16:                                               ; preds = %5
  %17 = load ptr, ptr @p, align 8
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 47
  br i1 %20, label %21, label %33

21:                                               ; preds = %16
  %22 = load ptr, ptr @p, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr @p, align 8
  %24 = call i64 @power()
  store i64 %24, ptr %2, align 8
  %25 = load i64, ptr %2, align 8
  %26 = icmp ne i64 %25, 0
  br i1 %26, label %27, label %31

27:                                               ; preds = %21
  %28 = load i64, ptr %2, align 8
  %29 = load i64, ptr %1, align 8
  %30 = sdiv i64 %29, %28
  store i64 %30, ptr %1, align 8
  br label %32

31:                                               ; preds = %21
  store i32 2, ptr @err, align 4
  br label %32

32:                                               ; preds = %31, %27
  br label %53

33:                                               ; preds = %16
  %34 = load ptr, ptr @p, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = icmp eq i32 %36, 37
  br i1 %37, label %38, label %50

38:                                               ; preds = %33
  %39 = load ptr, ptr @p, align 8
  %40 = getelementptr inbounds i8, ptr %39, i32 1
  store ptr %40, ptr @p, align 8
  %41 = call i64 @power()
  store i64 %41, ptr %3, align 8
  %42 = load i64, ptr %3, align 8
  %43 = icmp ne i64 %42, 0
  br i1 %43, label %44, label %48

44:                                               ; preds = %38
  %45 = load i64, ptr %3, align 8
  %46 = load i64, ptr %1, align 8
  %47 = srem i64 %46, %45
  store i64 %47, ptr %1, align 8
  br label %49

48:                                               ; preds = %38
  store i32 2, ptr @err, align 4
  br label %49

49:                                               ; preds = %48, %44
  br label %52

50:                                               ; preds = %33
  %51 = load i64, ptr %1, align 8
  ret i64 %51

52:                                               ; preds = %49
  br label %53

53:                                               ; preds = %52, %32
  br label %54

54:                                               ; preds = %53, %10
  br label %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @power() #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = call i64 @factor()
  store i64 %5, ptr %2, align 8
  call void @skip()
  %6 = load ptr, ptr @p, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 94
  br i1 %9, label %10, label %24

10:                                               ; preds = %0
  %11 = load ptr, ptr @p, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr @p, align 8
  %13 = call i64 @power()
  store i64 %13, ptr %3, align 8
  store i64 1, ptr %4, align 8
  br label %14

14:                                               ; preds = %18, %10
  %15 = load i64, ptr %3, align 8
  %16 = add nsw i64 %15, -1
  store i64 %16, ptr %3, align 8
  %17 = icmp sgt i64 %15, 0
  br i1 %17, label %18, label %22

18:                                               ; preds = %14
  %19 = load i64, ptr %2, align 8
  %20 = load i64, ptr %4, align 8
  %21 = mul nsw i64 %20, %19
  store i64 %21, ptr %4, align 8
  br label %14, !llvm.loop !11

22:                                               ; preds = %14
  %23 = load i64, ptr %4, align 8
  store i64 %23, ptr %1, align 8
  br label %26

24:                                               ; preds = %0
  %25 = load i64, ptr %2, align 8
  store i64 %25, ptr %1, align 8
  br label %26

26:                                               ; preds = %24, %22
  %27 = load i64, ptr %1, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @factor() #0 {
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
  br label %70

22:                                               ; preds = %0
  %23 = load ptr, ptr @p, align 8
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = icmp eq i32 %25, 45
  br i1 %26, label %27, label %32

27:                                               ; preds = %22
  %28 = load ptr, ptr @p, align 8
  %29 = getelementptr inbounds i8, ptr %28, i32 1
  store ptr %29, ptr @p, align 8
  %30 = call i64 @factor()
  %31 = sub nsw i64 0, %30
  store i64 %31, ptr %1, align 8
  br label %70

32:                                               ; preds = %22
  %33 = call ptr @__ctype_b_loc() #4
  %34 = load ptr, ptr %33, align 8
  %35 = load ptr, ptr @p, align 8
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i16, ptr %34, i64 %38
  %40 = load i16, ptr %39, align 2
  %41 = zext i16 %40 to i32
  %42 = and i32 %41, 2048
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %44, label %69

44:                                               ; preds = %32
  store i64 0, ptr %3, align 8
  br label %45

45:                                               ; preds = %57, %44
  %46 = call ptr @__ctype_b_loc() #4
  %47 = load ptr, ptr %46, align 8
  %48 = load ptr, ptr @p, align 8
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i16, ptr %47, i64 %51
  %53 = load i16, ptr %52, align 2
  %54 = zext i16 %53 to i32
  %55 = and i32 %54, 2048
  %56 = icmp ne i32 %55, 0
  br i1 %56, label %57, label %67

57:                                               ; preds = %45
  %58 = load i64, ptr %3, align 8
  %59 = mul nsw i64 %58, 10
  %60 = load ptr, ptr @p, align 8
  %61 = getelementptr inbounds i8, ptr %60, i32 1
  store ptr %61, ptr @p, align 8
  %62 = load i8, ptr %60, align 1
  %63 = zext i8 %62 to i32
  %64 = sub nsw i32 %63, 48
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %59, %65
  store i64 %66, ptr %3, align 8
  br label %45, !llvm.loop !12

67:                                               ; preds = %45
  %68 = load i64, ptr %3, align 8
  store i64 %68, ptr %1, align 8
  br label %70

69:                                               ; preds = %32
  store i32 1, ptr @err, align 4
  store i64 0, ptr %1, align 8
  br label %70

70:                                               ; preds = %69, %67, %27, %20
  %71 = load i64, ptr %1, align 8
  ret i64 %71
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(none) }

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
