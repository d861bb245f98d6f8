; ModuleID = 'programs/matrix_power_fib.c'
source_filename = "programs/matrix_power_fib.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"F(%d)=%s\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c"F(186)=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"F(%llu) mod p = %llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"pisano:\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.t = private unnamed_addr constant [3 x i64] [i64 0, i64 0, i64 1], align 16
@.str.6 = private unnamed_addr constant [28 x i8] c"tribonacci(70)=%llu bad=%d\0A\00", align 1
@__const.fib_mod.r = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 0], [2 x i64] [i64 0, i64 1]], align 16
@__const.fib_mod.m = private unnamed_addr constant [2 x [2 x i64]] [[2 x i64] [i64 1, i64 1], [2 x i64] [i64 1, i64 0]], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [64 x i8], align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i32, align 4
  %9 = alloca [5 x i64], align 16
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca [3 x i64], align 16
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 90, ptr %3, align 4
  br label %18

18:                                               ; preds = %29, %0
  %19 = load i32, ptr %3, align 4
  %20 = icmp sle i32 %19, 186
  br i1 %20, label %21, label %32

21:                                               ; preds = %18
  %22 = load i32, ptr %3, align 4
  %23 = load i32, ptr %3, align 4
  %24 = call <2 x i64> @fib_exact(i32 noundef %23)
  store <2 x i64> %24, ptr %4, align 16
  %25 = load i128, ptr %4, align 16
  %26 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %25, ptr %5, align 16
  %27 = call ptr @dec(ptr noundef %5, ptr noundef %26)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %22, ptr noundef %27)
  br label %29

29:                                               ; preds = %21
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 32
  store i32 %31, ptr %3, align 4
  br label %18, !llvm.loop !5

32:                                               ; preds = %18
  %33 = call <2 x i64> @fib_exact(i32 noundef 186)
  store <2 x i64> %33, ptr %6, align 16
  %34 = load i128, ptr %6, align 16
  %35 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 0
  store i128 %34, ptr %7, align 16
  %36 = call ptr @dec(ptr noundef %7, ptr noundef %35)
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %36)
  store i32 0, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 40, i1 false)
  %38 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 0
  store i64 10, ptr %38, align 16
  %39 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 1
  store i64 1000, ptr %39, align 8
  %40 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 2
  store i64 1000000, ptr %40, align 16
  %41 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 3
  store i64 1000000000000000000, ptr %41, align 8
  %42 = getelementptr inbounds [5 x i64], ptr %9, i32 0, i32 4
  store i64 -1, ptr %42, align 16
  store i32 0, ptr %10, align 4
  br label %43

43:                                               ; preds = %69, %32
  %44 = load i32, ptr %10, align 4
  %45 = icmp slt i32 %44, 5
  br i1 %45, label %46, label %72

46:                                               ; preds = %43
  %47 = load i32, ptr %10, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  call void @doubling(i64 noundef %50, ptr noundef %11, ptr noundef %12)
  %51 = load i32, ptr %10, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %52
  %54 = load i64, ptr %53, align 8
  %55 = call i64 @fib_mod(i64 noundef %54)
  store i64 %55, ptr %13, align 8
  %56 = load i64, ptr %11, align 8
  %57 = load i64, ptr %13, align 8
  %58 = icmp ne i64 %56, %57
  br i1 %58, label %59, label %62

59:                                               ; preds = %46
  %60 = load i32, ptr %8, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %8, align 4
  br label %62

62:                                               ; preds = %59, %46
  %63 = load i32, ptr %10, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [5 x i64], ptr %9, i64 0, i64 %64
  %66 = load i64, ptr %65, align 8
  %67 = load i64, ptr %13, align 8
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %66, i64 noundef %67)
  br label %69

69:                                               ; preds = %62
  %70 = load i32, ptr %10, align 4
  %71 = add nsw i32 %70, 1
  store i32 %71, ptr %10, align 4
  br label %43, !llvm.loop !7

72:                                               ; preds = %43
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 2, ptr %14, align 4
  br label %74

74:                                               ; preds = %81, %72
  %75 = load i32, ptr %14, align 4
  %76 = icmp ule i32 %75, 12
  br i1 %76, label %77, label %84

77:                                               ; preds = %74
  %78 = load i32, ptr %14, align 4
  %79 = call i32 @pisano(i32 noundef %78)
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %79)
  br label %81

81:                                               ; preds = %77
  %82 = load i32, ptr %14, align 4
  %83 = add i32 %82, 1
  store i32 %83, ptr %14, align 4
  br label %74, !llvm.loop !8

84:                                               ; preds = %74
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.t, i64 24, i1 false)
  store i32 3, ptr %16, align 4
  br label %86

86:                                               ; preds = %106, %84
  %87 = load i32, ptr %16, align 4
  %88 = icmp sle i32 %87, 70
  br i1 %88, label %89, label %109

89:                                               ; preds = %86
  %90 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 0
  %91 = load i64, ptr %90, align 16
  %92 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 1
  %93 = load i64, ptr %92, align 8
  %94 = add i64 %91, %93
  %95 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  %96 = load i64, ptr %95, align 16
  %97 = add i64 %94, %96
  store i64 %97, ptr %17, align 8
  %98 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 1
  %99 = load i64, ptr %98, align 8
  %100 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 0
  store i64 %99, ptr %100, align 16
  %101 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  %102 = load i64, ptr %101, align 16
  %103 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 1
  store i64 %102, ptr %103, align 8
  %104 = load i64, ptr %17, align 8
  %105 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  store i64 %104, ptr %105, align 16
  br label %106

106:                                              ; preds = %89
  %107 = load i32, ptr %16, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %16, align 4
  br label %86, !llvm.loop !9

109:                                              ; preds = %86
  %110 = getelementptr inbounds [3 x i64], ptr %15, i64 0, i64 2
  %111 = load i64, ptr %110, align 16
  %112 = load i32, ptr %8, align 4
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %111, i32 noundef %112)
  %114 = load i32, ptr %8, align 4
  ret i32 %114
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #1 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dec(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca i128, align 16
  %4 = alloca ptr, align 8
  %5 = alloca [50 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i128, ptr %0, align 16
  store i128 %8, ptr %3, align 16
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i128, ptr %3, align 16
  %11 = urem i128 %10, 10
  %12 = trunc i128 %11 to i32
  %13 = add nsw i32 48, %12
  %14 = trunc i32 %13 to i8
  %15 = load i32, ptr %6, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %6, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  %19 = load i128, ptr %3, align 16
  %20 = udiv i128 %19, 10
  store i128 %20, ptr %3, align 16
  br label %21

21:                                               ; preds = %9
  %22 = load i128, ptr %3, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %9, label %24, !llvm.loop !10

24:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %25

25:                                               ; preds = %41, %24
  %26 = load i32, ptr %7, align 4
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %44

29:                                               ; preds = %25
  %30 = load i32, ptr %6, align 4
  %31 = sub nsw i32 %30, 1
  %32 = load i32, ptr %7, align 4
  %33 = sub nsw i32 %31, %32
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [50 x i8], ptr %5, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load ptr, ptr %4, align 8
  %38 = load i32, ptr %7, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i8, ptr %37, i64 %39
  store i8 %36, ptr %40, align 1
  br label %41

41:                                               ; preds = %29
  %42 = load i32, ptr %7, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %7, align 4
  br label %25, !llvm.loop !11

44:                                               ; preds = %25
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %6, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i8, ptr %45, i64 %47
  store i8 0, ptr %48, align 1
  %49 = load ptr, ptr %4, align 8
  ret ptr %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @fib_exact(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca [2 x [2 x i128]], align 16
  %5 = alloca [2 x [2 x i128]], align 16
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 64, i1 false)
  %6 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i32 0, i32 0
  %7 = getelementptr inbounds [2 x i128], ptr %6, i32 0, i32 0
  store i128 1, ptr %7, align 16
  %8 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i32 0, i32 1
  %9 = getelementptr inbounds [2 x i128], ptr %8, i32 0, i32 1
  store i128 1, ptr %9, align 16
  call void @llvm.memset.p0.i64(ptr align 16 %5, i8 0, i64 64, i1 false)
  %10 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i32 0, i32 0
  %11 = getelementptr inbounds [2 x i128], ptr %10, i32 0, i32 0
  store i128 1, ptr %11, align 16
  %12 = getelementptr inbounds [2 x i128], ptr %10, i32 0, i32 1
  store i128 1, ptr %12, align 16
  %13 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i32 0, i32 1
  %14 = getelementptr inbounds [2 x i128], ptr %13, i32 0, i32 0
  store i128 1, ptr %14, align 16
  br label %15

15:                                               ; preds = %33, %1
  %16 = load i32, ptr %3, align 4
  %17 = icmp ne i32 %16, 0
  br i1 %17, label %18, label %34

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = and i32 %19, 1
  %21 = icmp ne i32 %20, 0
  br i1 %21, label %22, label %25

22:                                               ; preds = %18
  %23 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i64 0, i64 0
  %24 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i64 0, i64 0
  call void @mul2(ptr noundef %23, ptr noundef %24)
  br label %25

25:                                               ; preds = %22, %18
  %26 = load i32, ptr %3, align 4
  %27 = ashr i32 %26, 1
  store i32 %27, ptr %3, align 4
  %28 = load i32, ptr %3, align 4
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %25
  %31 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i64 0, i64 0
  %32 = getelementptr inbounds [2 x [2 x i128]], ptr %5, i64 0, i64 0
  call void @mul2(ptr noundef %31, ptr noundef %32)
  br label %33

33:                                               ; preds = %30, %25
  br label %15, !llvm.loop !12

34:                                               ; preds = %15
  %35 = getelementptr inbounds [2 x [2 x i128]], ptr %4, i64 0, i64 0
  %36 = getelementptr inbounds [2 x i128], ptr %35, i64 0, i64 1
  %37 = load i128, ptr %36, align 16
  store i128 %37, ptr %2, align 16
  %38 = load <2 x i64>, ptr %2, align 16
  ret <2 x i64> %38
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @doubling(i64 noundef %0, ptr noundef %1, ptr noundef %2) #1 {
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
define internal i64 @fib_mod(i64 noundef %0) #1 {
  %2 = alloca i64, align 8
  %3 = alloca [2 x [2 x i64]], align 16
  %4 = alloca [2 x [2 x i64]], align 16
  store i64 %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %3, ptr align 16 @__const.fib_mod.r, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.fib_mod.m, i64 32, i1 false)
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
  br label %5, !llvm.loop !13

20:                                               ; preds = %5
  %21 = getelementptr inbounds [2 x [2 x i64]], ptr %3, i64 0, i64 0
  %22 = getelementptr inbounds [2 x i64], ptr %21, i64 0, i64 1
  %23 = load i64, ptr %22, align 8
  ret i64 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pisano(i32 noundef %0) #1 {
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul2(ptr noundef %0, ptr noundef %1) #1 {
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
  br label %14, !llvm.loop !14

54:                                               ; preds = %14
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %10, !llvm.loop !15

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
  br label %63, !llvm.loop !16

84:                                               ; preds = %63
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %59, !llvm.loop !17

88:                                               ; preds = %59
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mulm(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [2 x [2 x i64]], align 16
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
  br label %14, !llvm.loop !18

57:                                               ; preds = %14
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %6, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %10, !llvm.loop !19

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
  br label %66, !llvm.loop !20

87:                                               ; preds = %66
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %8, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %8, align 4
  br label %62, !llvm.loop !21

91:                                               ; preds = %62
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
