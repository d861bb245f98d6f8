; ModuleID = 'programs/matrix_power_fib.c'
source_filename = "programs/matrix_power_fib.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"F(%d)=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"F(186)=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"F(%llu) mod p = %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"pisano:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.t = private unnamed_addr constant [3 x i64] [i64 0, i64 0, i64 1], align 8
@.str.6 = private unnamed_addr constant [28 x i8] c"tribonacci(70)=%llu bad=%d\0A\00", align 1
@__const.fib_mod.r = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]], align 8
@__const.fib_mod.m = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [5 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca [3 x i64], align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 90, ptr %3, align 4
  br label %14

14:                                               ; preds = %24, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp sle i32 %15, 186
  br i1 %16, label %17, label %27

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call i128 @fib_exact(i32 noundef %19)
  %21 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %22 = call ptr @dec(i128 noundef %20, ptr noundef %21)
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %18, ptr noundef %22)
  br label %24

24:                                               ; preds = %17
  %25 = load i32, ptr %3, align 4
  %26 = add nsw i32 %25, 32
  store i32 %26, ptr %3, align 4
  br label %14, !llvm.loop !6

27:                                               ; preds = %14
  %28 = call i128 @fib_exact(i32 noundef 186)
  %29 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  %30 = call ptr @dec(i128 noundef %28, ptr noundef %29)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %30)
  store i32 0, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 40, i1 false)
  %32 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 0
  store i64 10, ptr %32, align 8
  %33 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 1
  store i64 1000, ptr %33, align 8
  %34 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 2
  store i64 1000000, ptr %34, align 8
  %35 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 3
  store i64 1000000000000000000, ptr %35, align 8
  %36 = getelementptr inbounds [5 x i64], ptr %5, i32 0, i32 4
  store i64 -1, ptr %36, align 8
  store i32 0, ptr %6, align 4
  br label %37

37:                                               ; preds = %63, %27
  %38 = load i32, ptr %6, align 4
  %39 = icmp slt i32 %38, 5
  br i1 %39, label %40, label %66

40:                                               ; preds = %37
  %41 = load i32, ptr %6, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [5 x i64], ptr %5, i64 0, i64 %42
  %44 = load i64, ptr %43, align 8
  call void @doubling(i64 noundef %44, ptr noundef %7, ptr noundef %8)
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [5 x i64], ptr %5, i64 0, i64 %46
  %48 = load i64, ptr %47, align 8
  %49 = call i64 @fib_mod(i64 noundef %48)
  store i64 %49, ptr %9, align 8
  %50 = load i64, ptr %7, align 8
  %51 = load i64, ptr %9, align 8
  %52 = icmp ne i64 %50, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %40
  %54 = load i32, ptr %4, align 4
  %55 = add nsw i32 %54, 1
  store i32 %55, ptr %4, align 4
  br label %56

56:                                               ; preds = %53, %40
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [5 x i64], ptr %5, i64 0, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = load i64, ptr %9, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %60, i64 noundef %61)
  br label %63

63:                                               ; preds = %56
  %64 = load i32, ptr %6, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %6, align 4
  br label %37, !llvm.loop !8

66:                                               ; preds = %37
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 2, ptr %10, align 4
  br label %68

68:                                               ; preds = %75, %66
  %69 = load i32, ptr %10, align 4
  %70 = icmp ule i32 %69, 12
  br i1 %70, label %71, label %78

71:                                               ; preds = %68
  %72 = load i32, ptr %10, align 4
  %73 = call i32 @pisano(i32 noundef %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %73)
  br label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %10, align 4
  %77 = add i32 %76, 1
  store i32 %77, ptr %10, align 4
  br label %68, !llvm.loop !9

78:                                               ; preds = %68
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.t, i64 24, i1 false)
  store i32 3, ptr %12, align 4
  br label %80

80:                                               ; preds = %100, %78
  %81 = load i32, ptr %12, align 4
  %82 = icmp sle i32 %81, 70
  br i1 %82, label %83, label %103

83:                                               ; preds = %80
  %84 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 0
  %85 = load i64, ptr %84, align 8
  %86 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 1
  %87 = load i64, ptr %86, align 8
  %88 = add i64 %85, %87
  %89 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 2
  %90 = load i64, ptr %89, align 8
  %91 = add i64 %88, %90
  store i64 %91, ptr %13, align 8
  %92 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 1
  %93 = load i64, ptr %92, align 8
  %94 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 0
  store i64 %93, ptr %94, align 8
  %95 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 2
  %96 = load i64, ptr %95, align 8
  %97 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 1
  store i64 %96, ptr %97, align 8
  %98 = load i64, ptr %13, align 8
  %99 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 2
  store i64 %98, ptr %99, align 8
  br label %100

100:                                              ; preds = %83
  %101 = load i32, ptr %12, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %12, align 4
  br label %80, !llvm.loop !10

103:                                              ; preds = %80
  %104 = getelementptr inbounds [3 x i64], ptr %11, i64 0, i64 2
  %105 = load i64, ptr %104, align 8
  %106 = load i32, ptr %4, align 4
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %105, i32 noundef %106)
  %108 = load i32, ptr %4, align 4
  ret i32 %108
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dec(i128 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %8

8:                                                ; preds = %20, %2
  %9 = load i128, ptr %3, align 16
  %10 = urem i128 %9, 10
  %11 = trunc i128 %10 to i32
  %12 = add nsw i32 48, %11
  %13 = trunc i32 %12 to i8
  %14 = load i32, ptr %6, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %6, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %16
  store i8 %13, ptr %17, align 1
  %18 = load i128, ptr %3, align 16
  %19 = udiv i128 %18, 10
  store i128 %19, ptr %3, align 16
  br label %20

20:                                               ; preds = %8
  %21 = load i128, ptr %3, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %8, label %23, !llvm.loop !11

23:                                               ; preds = %20
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %40, %23
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %43

28:                                               ; preds = %24
  %29 = load i32, ptr %6, align 4
  %30 = sub nsw i32 %29, 1
  %31 = load i32, ptr %7, align 4
  %32 = sub nsw i32 %30, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %33
  %35 = load i8, ptr %34, align 1
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i8, ptr %36, i64 %38
  store i8 %35, ptr %39, align 1
  br label %40

40:                                               ; preds = %28
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %24, !llvm.loop !12

43:                                               ; preds = %24
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 0, ptr %47, align 1
  %48 = load ptr, ptr %4, align 8
  ret ptr %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @fib_exact(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca [2 x [2 x i128]], align 16
  %4 = alloca [2 x [2 x i128]], align 16
  store i32 %0, ptr %2, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %3, i8 0, i64 64, i1 false)
  %5 = getelementptr inbounds [2 x [2 x i128]], ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds [2 x i128], ptr %5, i32 0, i32 0
  store i128 1, ptr %6, align 16
  %7 = getelementptr inbounds [2 x [2 x i128]], ptr %3, i32 0, i32 1
  %8 = getelementptr inbounds [2 x i128], ptr %7, i32 0, i32 1
  store i128 1, ptr %8, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 64, i1 false)
  %9 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i32 0, i32 0
  %10 = getelementptr inbounds [2 x i128], ptr %9, i32 0, i32 0
  store i128 1, ptr %10, align 16
  %11 = getelementptr inbounds [2 x i128], ptr %9, i32 0, i32 1
  store i128 1, ptr %11, align 16
  %12 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i32 0, i32 1
  %13 = getelementptr inbounds [2 x i128], ptr %12, i32 0, i32 0
  store i128 1, ptr %13, align 16
  br label %14

14:                                               ; preds = %32, %1
  %15 = load i32, ptr %2, align 4
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %17, label %33

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4
  %19 = and i32 %18, 1
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %17
  %22 = getelementptr inbounds [2 x [2 x i128]], ptr %3, i64 0, i64 0
  %23 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i64 0, i64 0
  call void @mul2(ptr noundef %22, ptr noundef %23)
  br label %24

24:                                               ; preds = %21, %17
  %25 = load i32, ptr %2, align 4
  %26 = ashr i32 %25, 1
  store i32 %26, ptr %2, align 4
  %27 = load i32, ptr %2, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %32

29:                                               ; preds = %24
  %30 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i64 0, i64 0
  %31 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i64 0, i64 0
  call void @mul2(ptr noundef %30, ptr noundef %31)
  br label %32

32:                                               ; preds = %29, %24
  br label %14, !llvm.loop !13

33:                                               ; preds = %14
  %34 = getelementptr inbounds [2 x [2 x i128]], ptr %3, i64 0, i64 0
  %35 = getelementptr inbounds [2 x i128], ptr %34, i64 0, i64 1
  %36 = load i128, ptr %35, align 16
  ret i128 %36
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @doubling(i64 noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %11 = load i64, ptr %4, align 8
  %12 = icmp eq i64 %11, 0
  br i1 %12, label %13, label %16

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  store i64 0, ptr %14, align 8
  %15 = load ptr, ptr %6, align 8
  store i64 1, ptr %15, align 8
  br label %52

16:                                               ; preds = %3
  %17 = load i64, ptr %4, align 8
  %18 = udiv i64 %17, 2
  call void @doubling(i64 noundef %18, ptr noundef %7, ptr noundef %8)
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %8, align 8
  %21 = mul i64 2, %20
  %22 = add i64 %21, 1000000007
  %23 = load i64, ptr %7, align 8
  %24 = sub i64 %22, %23
  %25 = urem i64 %24, 1000000007
  %26 = mul i64 %19, %25
  %27 = urem i64 %26, 1000000007
  store i64 %27, ptr %9, align 8
  %28 = load i64, ptr %7, align 8
  %29 = load i64, ptr %7, align 8
  %30 = mul i64 %28, %29
  %31 = load i64, ptr %8, align 8
  %32 = load i64, ptr %8, align 8
  %33 = mul i64 %31, %32
  %34 = add i64 %30, %33
  %35 = urem i64 %34, 1000000007
  store i64 %35, ptr %10, align 8
  %36 = load i64, ptr %4, align 8
  %37 = and i64 %36, 1
  %38 = icmp ne i64 %37, 0
  br i1 %38, label %39, label %47

39:                                               ; preds = %16
  %40 = load i64, ptr %10, align 8
  %41 = load ptr, ptr %5, align 8
  store i64 %40, ptr %41, align 8
  %42 = load i64, ptr %9, align 8
  %43 = load i64, ptr %10, align 8
  %44 = add i64 %42, %43
  %45 = urem i64 %44, 1000000007
  %46 = load ptr, ptr %6, align 8
  store i64 %45, ptr %46, align 8
  br label %52

47:                                               ; preds = %16
  %48 = load i64, ptr %9, align 8
  %49 = load ptr, ptr %5, align 8
  store i64 %48, ptr %49, align 8
  %50 = load i64, ptr %10, align 8
  %51 = load ptr, ptr %6, align 8
  store i64 %50, ptr %51, align 8
  br label %52

52:                                               ; preds = %13, %47, %39
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fib_mod(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca [2 x [2 x i64]], align 8
  %4 = alloca [2 x [2 x i64]], align 8
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.fib_mod.r, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.fib_mod.m, i64 32, i1 false)
  br label %5

5:                                                ; preds = %15, %1
  %6 = load i64, ptr %2, align 8
  %7 = icmp ne i64 %6, 0
  br i1 %7, label %8, label %20

8:                                                ; preds = %5
  %9 = load i64, ptr %2, align 8
  %10 = and i64 %9, 1
  %11 = icmp ne i64 %10, 0
  br i1 %11, label %12, label %15

12:                                               ; preds = %8
  %13 = getelementptr inbounds [2 x [2 x i64]], ptr %3, i64 0, i64 0
  %14 = getelementptr inbounds [2 x [2 x i64]], ptr %4, i64 0, i64 0
  call void @mulm(ptr noundef %13, ptr noundef %14)
  br label %15

15:                                               ; preds = %12, %8
  %16 = getelementptr inbounds [2 x [2 x i64]], ptr %4, i64 0, i64 0
  %17 = getelementptr inbounds [2 x [2 x i64]], ptr %4, i64 0, i64 0
  call void @mulm(ptr noundef %16, ptr noundef %17)
  %18 = load i64, ptr %2, align 8
  %19 = lshr i64 %18, 1
  store i64 %19, ptr %2, align 8
  br label %5, !llvm.loop !14

20:                                               ; preds = %5
  %21 = getelementptr inbounds [2 x [2 x i64]], ptr %3, i64 0, i64 0
  %22 = getelementptr inbounds [2 x i64], ptr %21, i64 0, i64 1
  %23 = load i64, ptr %22, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pisano(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 1, ptr %5, align 4
  br label %7

7:                                                ; preds = %23, %1
  %8 = load i32, ptr %3, align 4
  %9 = load i32, ptr %4, align 4
  %10 = add i32 %8, %9
  %11 = load i32, ptr %2, align 4
  %12 = urem i32 %10, %11
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  store i32 %13, ptr %3, align 4
  %14 = load i32, ptr %6, align 4
  store i32 %14, ptr %4, align 4
  %15 = load i32, ptr %3, align 4
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %17, label %22

17:                                               ; preds = %7
  %18 = load i32, ptr %4, align 4
  %19 = icmp eq i32 %18, 1
  br i1 %19, label %20, label %22

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  ret i32 %21

22:                                               ; preds = %17, %7
  br label %23

23:                                               ; preds = %22
  %24 = load i32, ptr %5, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %5, align 4
  br label %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul2(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [2 x [2 x i128]], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %55, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %58

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %51, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 2
  br i1 %16, label %17, label %54

17:                                               ; preds = %14
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x i128], ptr %18, i64 %20
  %22 = getelementptr inbounds [2 x i128], ptr %21, i64 0, i64 0
  %23 = load i128, ptr %22, align 16
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds [2 x i128], ptr %24, i64 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2 x i128], ptr %25, i64 0, i64 %27
  %29 = load i128, ptr %28, align 16
  %30 = mul i128 %23, %29
  %31 = load ptr, ptr %3, align 8
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [2 x i128], ptr %31, i64 %33
  %35 = getelementptr inbounds [2 x i128], ptr %34, i64 0, i64 1
  %36 = load i128, ptr %35, align 16
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds [2 x i128], ptr %37, i64 1
  %39 = load i32, ptr %7, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [2 x i128], ptr %38, i64 0, i64 %40
  %42 = load i128, ptr %41, align 16
  %43 = mul i128 %36, %42
  %44 = add i128 %30, %43
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i64 0, i64 %46
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2 x i128], ptr %47, i64 0, i64 %49
  store i128 %44, ptr %50, align 16
  br label %51

51:                                               ; preds = %17
  %52 = load i32, ptr %7, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %7, align 4
  br label %14, !llvm.loop !15

54:                                               ; preds = %14
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %10, !llvm.loop !16

58:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %59

59:                                               ; preds = %85, %58
  %60 = load i32, ptr %8, align 4
  %61 = icmp slt i32 %60, 2
  br i1 %61, label %62, label %88

62:                                               ; preds = %59
  store i32 0, ptr %9, align 4
  br label %63

63:                                               ; preds = %81, %62
  %64 = load i32, ptr %9, align 4
  %65 = icmp slt i32 %64, 2
  br i1 %65, label %66, label %84

66:                                               ; preds = %63
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i64 0, i64 %68
  %70 = load i32, ptr %9, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x i128], ptr %69, i64 0, i64 %71
  %73 = load i128, ptr %72, align 16
  %74 = load ptr, ptr %3, align 8
  %75 = load i32, ptr %8, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [2 x i128], ptr %74, i64 %76
  %78 = load i32, ptr %9, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [2 x i128], ptr %77, i64 0, i64 %79
  store i128 %73, ptr %80, align 16
  br label %81

81:                                               ; preds = %66
  %82 = load i32, ptr %9, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %9, align 4
  br label %63, !llvm.loop !17

84:                                               ; preds = %63
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %59, !llvm.loop !18

88:                                               ; preds = %59
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mulm(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [2 x [2 x i64]], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %10

10:                                               ; preds = %58, %2
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %11, 2
  br i1 %12, label %13, label %61

13:                                               ; preds = %10
  store i32 0, ptr %7, align 4
  br label %14

14:                                               ; preds = %54, %13
  %15 = load i32, ptr %7, align 4
  %16 = icmp slt i32 %15, 2
  br i1 %16, label %17, label %57

17:                                               ; preds = %14
  %18 = load ptr, ptr %3, align 8
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [2 x i64], ptr %18, i64 %20
  %22 = getelementptr inbounds [2 x i64], ptr %21, i64 0, i64 0
  %23 = load i64, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds [2 x i64], ptr %24, i64 0
  %26 = load i32, ptr %7, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2 x i64], ptr %25, i64 0, i64 %27
  %29 = load i64, ptr %28, align 8
  %30 = mul i64 %23, %29
  %31 = urem i64 %30, 1000000007
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %6, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [2 x i64], ptr %32, i64 %34
  %36 = getelementptr inbounds [2 x i64], ptr %35, i64 0, i64 1
  %37 = load i64, ptr %36, align 8
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds [2 x i64], ptr %38, i64 1
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [2 x i64], ptr %39, i64 0, i64 %41
  %43 = load i64, ptr %42, align 8
  %44 = mul i64 %37, %43
  %45 = urem i64 %44, 1000000007
  %46 = add i64 %31, %45
  %47 = urem i64 %46, 1000000007
  %48 = load i32, ptr %6, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2 x [2 x i64]], ptr %5, i64 0, i64 %49
  %51 = load i32, ptr %7, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2 x i64], ptr %50, i64 0, i64 %52
  store i64 %47, ptr %53, align 8
  br label %54

54:                                               ; preds = %17
  %55 = load i32, ptr %7, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %7, align 4
  br label %14, !llvm.loop !19

57:                                               ; preds = %14
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %10, !llvm.loop !20

61:                                               ; preds = %10
  store i32 0, ptr %8, align 4
  br label %62

62:                                               ; preds = %88, %61
  %63 = load i32, ptr %8, align 4
  %64 = icmp slt i32 %63, 2
  br i1 %64, label %65, label %91

65:                                               ; preds = %62
  store i32 0, ptr %9, align 4
  br label %66

66:                                               ; preds = %84, %65
  %67 = load i32, ptr %9, align 4
  %68 = icmp slt i32 %67, 2
  br i1 %68, label %69, label %87

69:                                               ; preds = %66
  %70 = load i32, ptr %8, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [2 x [2 x i64]], ptr %5, i64 0, i64 %71
  %73 = load i32, ptr %9, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [2 x i64], ptr %72, i64 0, i64 %74
  %76 = load i64, ptr %75, align 8
  %77 = load ptr, ptr %3, align 8
  %78 = load i32, ptr %8, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [2 x i64], ptr %77, i64 %79
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [2 x i64], ptr %80, i64 0, i64 %82
  store i64 %76, ptr %83, align 8
  br label %84

84:                                               ; preds = %69
  %85 = load i32, ptr %9, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %9, align 4
  br label %66, !llvm.loop !21

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %8, align 4
  br label %62, !llvm.loop !22

91:                                               ; preds = %62
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
