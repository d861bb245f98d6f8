; ModuleID = 'programs/recursion_classic.c'
source_filename = "programs/recursion_classic.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,%d)=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1
@moves = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1
@perm_buf = internal global [8 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"perms=%d\0A\00", align 1
@perm_count = internal global i32 0, align 4
@__const.main.arr = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 6], align 4
@.str.5 = private unnamed_addr constant [27 x i8] c"subsets summing to 20: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"mc91: %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"tak(18,12,6)=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"deep=%ld\0A\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"binom(24,12)=%llu\0A\00", align 1
@.str.10 = private unnamed_addr constant [16 x i8] c"move %d %c->%c\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"perm %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [12 x i32], align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %7

7:                                                ; preds = %15, %0
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %8, 25
  br i1 %9, label %10, label %18

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = load i32, ptr %2, align 4
  %13 = call i64 @fib(i32 noundef %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i64 noundef %13)
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %2, align 4
  %17 = add nsw i32 %16, 5
  store i32 %17, ptr %2, align 4
  br label %7, !llvm.loop !6

18:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %39, %18
  %20 = load i32, ptr %3, align 4
  %21 = icmp sle i32 %20, 3
  br i1 %21, label %22, label %42

22:                                               ; preds = %19
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %35, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp sle i32 %24, 4
  br i1 %25, label %26, label %38

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = load i32, ptr %4, align 4
  %32 = sext i32 %31 to i64
  %33 = call i64 @ack(i64 noundef %30, i64 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %28, i64 noundef %33)
  br label %35

35:                                               ; preds = %26
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %23, !llvm.loop !8

38:                                               ; preds = %23
  br label %39

39:                                               ; preds = %38
  %40 = load i32, ptr %3, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %3, align 4
  br label %19, !llvm.loop !9

42:                                               ; preds = %19
  call void @hanoi(i32 noundef 10, i8 noundef 65, i8 noundef 66, i8 noundef 67)
  %43 = load i32, ptr @moves, align 4
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %43)
  %45 = call i64 @gcd(i64 noundef 1071, i64 noundef 462)
  %46 = call i64 @gcd(i64 noundef 1099511627776, i64 noundef 6291456)
  %47 = call i64 @gcd(i64 noundef 17, i64 noundef 5)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %45, i64 noundef %46, i64 noundef %47)
  store i32 0, ptr %5, align 4
  br label %49

49:                                               ; preds = %59, %42
  %50 = load i32, ptr %5, align 4
  %51 = icmp slt i32 %50, 7
  br i1 %51, label %52, label %62

52:                                               ; preds = %49
  %53 = load i32, ptr %5, align 4
  %54 = add nsw i32 97, %53
  %55 = trunc i32 %54 to i8
  %56 = load i32, ptr %5, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [8 x i8], ptr @perm_buf, i64 0, i64 %57
  store i8 %55, ptr %58, align 1
  br label %59

59:                                               ; preds = %52
  %60 = load i32, ptr %5, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %5, align 4
  br label %49, !llvm.loop !10

62:                                               ; preds = %49
  call void @permute(ptr noundef @perm_buf, i32 noundef 0, i32 noundef 7)
  %63 = load i32, ptr @perm_count, align 4
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %63)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 @__const.main.arr, i64 48, i1 false)
  %65 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 0
  %66 = call i32 @subset_sums(ptr noundef %65, i32 noundef 12, i32 noundef 20)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %66)
  %68 = call i32 @mc91(i32 noundef 1)
  %69 = call i32 @mc91(i32 noundef 99)
  %70 = call i32 @mc91(i32 noundef 150)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %68, i32 noundef %69, i32 noundef %70)
  %72 = call i32 @tak(i32 noundef 18, i32 noundef 12, i32 noundef 6)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %72)
  %74 = call i64 @deep(i32 noundef 20000)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %74)
  %76 = call i64 @binom(i32 noundef 24, i32 noundef 12)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %76)
  %78 = call i64 @fib(i32 noundef 20)
  %79 = srem i64 %78, 256
  %80 = trunc i64 %79 to i32
  ret i32 %80
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sext i32 %6 to i64
  br label %16

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = sub nsw i32 %9, 1
  %11 = call i64 @fib(i32 noundef %10)
  %12 = load i32, ptr %2, align 4
  %13 = sub nsw i32 %12, 2
  %14 = call i64 @fib(i32 noundef %13)
  %15 = add nsw i64 %11, %14
  br label %16

16:                                               ; preds = %8, %5
  %17 = phi i64 [ %7, %5 ], [ %15, %8 ]
  ret i64 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ack(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  %10 = add nsw i64 %9, 1
  store i64 %10, ptr %3, align 8
  br label %26

11:                                               ; preds = %2
  %12 = load i64, ptr %5, align 8
  %13 = icmp eq i64 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8
  %16 = sub nsw i64 %15, 1
  %17 = call i64 @ack(i64 noundef %16, i64 noundef 1)
  store i64 %17, ptr %3, align 8
  br label %26

18:                                               ; preds = %11
  %19 = load i64, ptr %4, align 8
  %20 = sub nsw i64 %19, 1
  %21 = load i64, ptr %4, align 8
  %22 = load i64, ptr %5, align 8
  %23 = sub nsw i64 %22, 1
  %24 = call i64 @ack(i64 noundef %21, i64 noundef %23)
  %25 = call i64 @ack(i64 noundef %20, i64 noundef %24)
  store i64 %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i64, ptr %3, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hanoi(i32 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  store i32 %0, ptr %5, align 4
  store i8 %1, ptr %6, align 1
  store i8 %2, ptr %7, align 1
  store i8 %3, ptr %8, align 1
  %9 = load i32, ptr %5, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %4
  br label %35

12:                                               ; preds = %4
  %13 = load i32, ptr %5, align 4
  %14 = sub nsw i32 %13, 1
  %15 = load i8, ptr %6, align 1
  %16 = load i8, ptr %8, align 1
  %17 = load i8, ptr %7, align 1
  call void @hanoi(i32 noundef %14, i8 noundef %15, i8 noundef %16, i8 noundef %17)
  %18 = load i32, ptr @moves, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @moves, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp sge i32 %20, 9
  br i1 %21, label %22, label %29

22:                                               ; preds = %12
  %23 = load i32, ptr %5, align 4
  %24 = load i8, ptr %6, align 1
  %25 = zext i8 %24 to i32
  %26 = load i8, ptr %8, align 1
  %27 = zext i8 %26 to i32
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %23, i32 noundef %25, i32 noundef %27)
  br label %29

29:                                               ; preds = %22, %12
  %30 = load i32, ptr %5, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i8, ptr %7, align 1
  %33 = load i8, ptr %6, align 1
  %34 = load i8, ptr %8, align 1
  call void @hanoi(i32 noundef %31, i8 noundef %32, i8 noundef %33, i8 noundef %34)
  br label %35

35:                                               ; preds = %29, %11
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @gcd(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load i64, ptr %4, align 8
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = srem i64 %9, %10
  %12 = call i64 @gcd(i64 noundef %8, i64 noundef %11)
  br label %15

13:                                               ; preds = %2
  %14 = load i64, ptr %3, align 8
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i64 [ %12, %7 ], [ %14, %13 ]
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @permute(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %3
  %13 = load i32, ptr @perm_count, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @perm_count, align 4
  %15 = load i32, ptr @perm_count, align 4
  %16 = srem i32 %15, 1000
  %17 = icmp eq i32 %16, 1
  br i1 %17, label %18, label %21

18:                                               ; preds = %12
  %19 = load ptr, ptr %4, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %19)
  br label %21

21:                                               ; preds = %18, %12
  br label %74

22:                                               ; preds = %3
  %23 = load i32, ptr %5, align 4
  store i32 %23, ptr %7, align 4
  br label %24

24:                                               ; preds = %71, %22
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %74

28:                                               ; preds = %24
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %29, i64 %31
  %33 = load i8, ptr %32, align 1
  store i8 %33, ptr %8, align 1
  %34 = load ptr, ptr %4, align 8
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = load ptr, ptr %4, align 8
  %40 = load i32, ptr %5, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  store i8 %38, ptr %42, align 1
  %43 = load i8, ptr %8, align 1
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %7, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 %43, ptr %47, align 1
  %48 = load ptr, ptr %4, align 8
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  %51 = load i32, ptr %6, align 4
  call void @permute(ptr noundef %48, i32 noundef %50, i32 noundef %51)
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i8, ptr %52, i64 %54
  %56 = load i8, ptr %55, align 1
  store i8 %56, ptr %8, align 1
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %57, i64 %59
  %61 = load i8, ptr %60, align 1
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  store i8 %61, ptr %65, align 1
  %66 = load i8, ptr %8, align 1
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %67, i64 %69
  store i8 %66, ptr %70, align 1
  br label %71

71:                                               ; preds = %28
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %7, align 4
  br label %24, !llvm.loop !11

74:                                               ; preds = %21, %24
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @subset_sums(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  store i32 %2, ptr %7, align 4
  %8 = load i32, ptr %6, align 4
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp eq i32 %11, 0
  %13 = zext i1 %12 to i32
  store i32 %13, ptr %4, align 4
  br label %32

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = getelementptr inbounds i32, ptr %15, i64 1
  %17 = load i32, ptr %6, align 4
  %18 = sub nsw i32 %17, 1
  %19 = load i32, ptr %7, align 4
  %20 = load ptr, ptr %5, align 8
  %21 = getelementptr inbounds i32, ptr %20, i64 0
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 %19, %22
  %24 = call i32 @subset_sums(ptr noundef %16, i32 noundef %18, i32 noundef %23)
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds i32, ptr %25, i64 1
  %27 = load i32, ptr %6, align 4
  %28 = sub nsw i32 %27, 1
  %29 = load i32, ptr %7, align 4
  %30 = call i32 @subset_sums(ptr noundef %26, i32 noundef %28, i32 noundef %29)
  %31 = add nsw i32 %24, %30
  store i32 %31, ptr %4, align 4
  br label %32

32:                                               ; preds = %14, %10
  %33 = load i32, ptr %4, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mc91(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp sgt i32 %3, 100
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = sub nsw i32 %6, 10
  br label %13

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = add nsw i32 %9, 11
  %11 = call i32 @mc91(i32 noundef %10)
  %12 = call i32 @mc91(i32 noundef %11)
  br label %13

13:                                               ; preds = %8, %5
  %14 = phi i32 [ %7, %5 ], [ %12, %8 ]
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @tak(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %27

10:                                               ; preds = %3
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %6, align 4
  %15 = call i32 @tak(i32 noundef %12, i32 noundef %13, i32 noundef %14)
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = load i32, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = call i32 @tak(i32 noundef %17, i32 noundef %18, i32 noundef %19)
  %21 = load i32, ptr %6, align 4
  %22 = sub nsw i32 %21, 1
  %23 = load i32, ptr %4, align 4
  %24 = load i32, ptr %5, align 4
  %25 = call i32 @tak(i32 noundef %22, i32 noundef %23, i32 noundef %24)
  %26 = call i32 @tak(i32 noundef %15, i32 noundef %20, i32 noundef %25)
  br label %29

27:                                               ; preds = %3
  %28 = load i32, ptr %6, align 4
  br label %29

29:                                               ; preds = %27, %10
  %30 = phi i32 [ %26, %10 ], [ %28, %27 ]
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @deep(i32 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca [4 x i64], align 8
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i64 0, ptr %2, align 8
  br label %32

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  store volatile i64 %10, ptr %4, align 8
  %11 = getelementptr inbounds i64, ptr %4, i64 1
  %12 = load i32, ptr %3, align 4
  %13 = mul nsw i32 %12, 2
  %14 = sext i32 %13 to i64
  store volatile i64 %14, ptr %11, align 8
  %15 = getelementptr inbounds i64, ptr %4, i64 2
  %16 = load i32, ptr %3, align 4
  %17 = mul nsw i32 %16, 3
  %18 = sext i32 %17 to i64
  store volatile i64 %18, ptr %15, align 8
  %19 = getelementptr inbounds i64, ptr %4, i64 3
  %20 = load i32, ptr %3, align 4
  %21 = mul nsw i32 %20, 4
  %22 = sext i32 %21 to i64
  store volatile i64 %22, ptr %19, align 8
  %23 = load i32, ptr %3, align 4
  %24 = srem i32 %23, 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 %25
  %27 = load volatile i64, ptr %26, align 8
  %28 = load i32, ptr %3, align 4
  %29 = sub nsw i32 %28, 1
  %30 = call i64 @deep(i32 noundef %29)
  %31 = add nsw i64 %27, %30
  store i64 %31, ptr %2, align 8
  br label %32

32:                                               ; preds = %8, %7
  %33 = load i64, ptr %2, align 8
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @binom(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %12, label %8

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp eq i32 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %8, %2
  store i64 1, ptr %3, align 8
  br label %24

13:                                               ; preds = %8
  %14 = load i32, ptr %4, align 4
  %15 = sub nsw i32 %14, 1
  %16 = load i32, ptr %5, align 4
  %17 = sub nsw i32 %16, 1
  %18 = call i64 @binom(i32 noundef %15, i32 noundef %17)
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %5, align 4
  %22 = call i64 @binom(i32 noundef %20, i32 noundef %21)
  %23 = add i64 %18, %22
  store i64 %23, ptr %3, align 8
  br label %24

24:                                               ; preds = %13, %12
  %25 = load i64, ptr %3, align 8
  ret i64 %25
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
