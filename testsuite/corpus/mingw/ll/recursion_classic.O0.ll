; ModuleID = 'programs/recursion_classic.c'
source_filename = "programs/recursion_classic.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [13 x i8] c"fib(%d)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"ack(%d,%d)=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"hanoi moves=%d\0A\00", align 1
@moves = internal global i32 0, align 4
@.str.3 = private unnamed_addr constant [17 x i8] c"gcd %ld %ld %ld\0A\00", align 1
@perm_buf = internal global [8 x i8] zeroinitializer, align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"perms=%d\0A\00", align 1
@perm_count = internal global i32 0, align 4
@__const.main.arr = private unnamed_addr constant [12 x i32] [i32 3, i32 34, i32 4, i32 12, i32 5, i32 2, i32 7, i32 8, i32 1, i32 9, i32 11, i32 6], align 16
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
  %6 = alloca [12 x i32], align 16
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
  %13 = call i32 @fib(i32 noundef %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %11, i32 noundef %13)
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %2, align 4
  %17 = add nsw i32 %16, 5
  store i32 %17, ptr %2, align 4
  br label %7, !llvm.loop !5

18:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  br label %19

19:                                               ; preds = %37, %18
  %20 = load i32, ptr %3, align 4
  %21 = icmp sle i32 %20, 3
  br i1 %21, label %22, label %40

22:                                               ; preds = %19
  store i32 0, ptr %4, align 4
  br label %23

23:                                               ; preds = %33, %22
  %24 = load i32, ptr %4, align 4
  %25 = icmp sle i32 %24, 4
  br i1 %25, label %26, label %36

26:                                               ; preds = %23
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = call i32 @ack(i32 noundef %29, i32 noundef %30)
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %27, i32 noundef %28, i32 noundef %31)
  br label %33

33:                                               ; preds = %26
  %34 = load i32, ptr %4, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %4, align 4
  br label %23, !llvm.loop !7

36:                                               ; preds = %23
  br label %37

37:                                               ; preds = %36
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  br label %19, !llvm.loop !8

40:                                               ; preds = %19
  call void @hanoi(i32 noundef 10, i8 noundef 65, i8 noundef 66, i8 noundef 67)
  %41 = load i32, ptr @moves, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41)
  %43 = call i32 @gcd(i32 noundef 1071, i32 noundef 462)
  %44 = call i32 @gcd(i32 noundef 0, i32 noundef 6291456)
  %45 = call i32 @gcd(i32 noundef 17, i32 noundef 5)
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %43, i32 noundef %44, i32 noundef %45)
  store i32 0, ptr %5, align 4
  br label %47

47:                                               ; preds = %57, %40
  %48 = load i32, ptr %5, align 4
  %49 = icmp slt i32 %48, 7
  br i1 %49, label %50, label %60

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = add nsw i32 97, %51
  %53 = trunc i32 %52 to i8
  %54 = load i32, ptr %5, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [8 x i8], ptr @perm_buf, i64 0, i64 %55
  store i8 %53, ptr %56, align 1
  br label %57

57:                                               ; preds = %50
  %58 = load i32, ptr %5, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %5, align 4
  br label %47, !llvm.loop !9

60:                                               ; preds = %47
  call void @permute(ptr noundef @perm_buf, i32 noundef 0, i32 noundef 7)
  %61 = load i32, ptr @perm_count, align 4
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %61)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.arr, i64 48, i1 false)
  %63 = getelementptr inbounds [12 x i32], ptr %6, i64 0, i64 0
  %64 = call i32 @subset_sums(ptr noundef %63, i32 noundef 12, i32 noundef 20)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %64)
  %66 = call i32 @mc91(i32 noundef 1)
  %67 = call i32 @mc91(i32 noundef 99)
  %68 = call i32 @mc91(i32 noundef 150)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %66, i32 noundef %67, i32 noundef %68)
  %70 = call i32 @tak(i32 noundef 18, i32 noundef 12, i32 noundef 6)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %70)
  %72 = call i32 @deep(i32 noundef 20000)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %72)
  %74 = call i64 @binom(i32 noundef 24, i32 noundef 12)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %74)
  %76 = call i32 @fib(i32 noundef 20)
  %77 = srem i32 %76, 256
  ret i32 %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fib(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 2
  br i1 %4, label %5, label %7

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  br label %15

7:                                                ; preds = %1
  %8 = load i32, ptr %2, align 4
  %9 = sub nsw i32 %8, 1
  %10 = call i32 @fib(i32 noundef %9)
  %11 = load i32, ptr %2, align 4
  %12 = sub nsw i32 %11, 2
  %13 = call i32 @fib(i32 noundef %12)
  %14 = add nsw i32 %10, %13
  br label %15

15:                                               ; preds = %7, %5
  %16 = phi i32 [ %6, %5 ], [ %14, %7 ]
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ack(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %3, align 4
  br label %26

11:                                               ; preds = %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %18

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  %16 = sub nsw i32 %15, 1
  %17 = call i32 @ack(i32 noundef %16, i32 noundef 1)
  store i32 %17, ptr %3, align 4
  br label %26

18:                                               ; preds = %11
  %19 = load i32, ptr %4, align 4
  %20 = sub nsw i32 %19, 1
  %21 = load i32, ptr %4, align 4
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = call i32 @ack(i32 noundef %21, i32 noundef %23)
  %25 = call i32 @ack(i32 noundef %20, i32 noundef %24)
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %18, %14, %8
  %27 = load i32, ptr %3, align 4
  ret i32 %27
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
  %25 = sext i8 %24 to i32
  %26 = load i8, ptr %8, align 1
  %27 = sext i8 %26 to i32
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
define internal i32 @gcd(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %13

7:                                                ; preds = %2
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = srem i32 %9, %10
  %12 = call i32 @gcd(i32 noundef %8, i32 noundef %11)
  br label %15

13:                                               ; preds = %2
  %14 = load i32, ptr %3, align 4
  br label %15

15:                                               ; preds = %13, %7
  %16 = phi i32 [ %12, %7 ], [ %14, %13 ]
  ret i32 %16
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
  br label %24, !llvm.loop !10

74:                                               ; preds = %21, %24
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
define internal i32 @deep(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [4 x i32], align 16
  store i32 %0, ptr %3, align 4
  %5 = load i32, ptr %3, align 4
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %8

7:                                                ; preds = %1
  store i32 0, ptr %2, align 4
  br label %28

8:                                                ; preds = %1
  %9 = load i32, ptr %3, align 4
  store volatile i32 %9, ptr %4, align 4
  %10 = getelementptr inbounds i32, ptr %4, i64 1
  %11 = load i32, ptr %3, align 4
  %12 = mul nsw i32 %11, 2
  store volatile i32 %12, ptr %10, align 4
  %13 = getelementptr inbounds i32, ptr %4, i64 2
  %14 = load i32, ptr %3, align 4
  %15 = mul nsw i32 %14, 3
  store volatile i32 %15, ptr %13, align 4
  %16 = getelementptr inbounds i32, ptr %4, i64 3
  %17 = load i32, ptr %3, align 4
  %18 = mul nsw i32 %17, 4
  store volatile i32 %18, ptr %16, align 4
  %19 = load i32, ptr %3, align 4
  %20 = srem i32 %19, 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [4 x i32], ptr %4, i64 0, i64 %21
  %23 = load volatile i32, ptr %22, align 4
  %24 = load i32, ptr %3, align 4
  %25 = sub nsw i32 %24, 1
  %26 = call i32 @deep(i32 noundef %25)
  %27 = add nsw i32 %23, %26
  store i32 %27, ptr %2, align 4
  br label %28

28:                                               ; preds = %8, %7
  %29 = load i32, ptr %2, align 4
  ret i32 %29
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
