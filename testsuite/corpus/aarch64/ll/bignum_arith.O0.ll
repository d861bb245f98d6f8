; ModuleID = 'programs/bignum_arith.c'
source_filename = "programs/bignum_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Big = type { i32, [400 x i32] }

@.str = private unnamed_addr constant [4 x i8] c"%u!\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"trailing zeros of 300! = %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"2^1000\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"fib(1000)\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"2^2000\00", align 1
@.str.5 = private unnamed_addr constant [12 x i8] c"123456789^6\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"2^2000 mod 1e9+7 = %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%u\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"%09u\00", align 1
@.str.9 = private unnamed_addr constant [43 x i8] c"%s = %.25s...%s (%d digits, digit sum %d)\0A\00", align 1
@.str.10 = private unnamed_addr constant [24 x i8] c"%s = %s (digit sum %d)\0A\00", align 1
@mul.acc = internal global [800 x i64] zeroinitializer, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Big, align 4
  %3 = alloca i32, align 4
  %4 = alloca [16 x i8], align 1
  %5 = alloca i32, align 4
  %6 = alloca %struct.Big, align 4
  %7 = alloca %struct.Big, align 4
  %8 = alloca i32, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca %struct.Big, align 4
  %11 = alloca %struct.Big, align 4
  %12 = alloca i32, align 4
  %13 = alloca %struct.Big, align 4
  %14 = alloca %struct.Big, align 4
  %15 = alloca %struct.Big, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.Big, align 4
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @set(ptr noundef %2, i32 noundef 1)
  store i32 2, ptr %3, align 4
  br label %19

19:                                               ; preds = %38, %0
  %20 = load i32, ptr %3, align 4
  %21 = icmp ule i32 %20, 300
  br i1 %21, label %22, label %41

22:                                               ; preds = %19
  %23 = load i32, ptr %3, align 4
  call void @mul_small(ptr noundef %2, i32 noundef %23)
  %24 = load i32, ptr %3, align 4
  %25 = icmp eq i32 %24, 25
  br i1 %25, label %32, label %26

26:                                               ; preds = %22
  %27 = load i32, ptr %3, align 4
  %28 = icmp eq i32 %27, 100
  br i1 %28, label %32, label %29

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = icmp eq i32 %30, 300
  br i1 %31, label %32, label %37

32:                                               ; preds = %29, %26, %22
  %33 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  %34 = load i32, ptr %3, align 4
  %35 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %33, i64 noundef 16, ptr noundef @.str, i32 noundef %34) #5
  %36 = getelementptr inbounds [16 x i8], ptr %4, i64 0, i64 0
  call void @print(ptr noundef %36, ptr noundef %2)
  br label %37

37:                                               ; preds = %32, %29
  br label %38

38:                                               ; preds = %37
  %39 = load i32, ptr %3, align 4
  %40 = add i32 %39, 1
  store i32 %40, ptr %3, align 4
  br label %19, !llvm.loop !6

41:                                               ; preds = %19
  store i32 0, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %2, i64 1604, i1 false)
  br label %42

42:                                               ; preds = %45, %41
  %43 = call i32 @div_small(ptr noundef %6, i32 noundef 10)
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %48

45:                                               ; preds = %42
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %5, align 4
  br label %42, !llvm.loop !8

48:                                               ; preds = %42
  %49 = load i32, ptr %5, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %49)
  call void @set(ptr noundef %7, i32 noundef 1)
  store i32 0, ptr %8, align 4
  br label %51

51:                                               ; preds = %55, %48
  %52 = load i32, ptr %8, align 4
  %53 = icmp slt i32 %52, 1000
  br i1 %53, label %54, label %58

54:                                               ; preds = %51
  call void @mul_small(ptr noundef %7, i32 noundef 2)
  br label %55

55:                                               ; preds = %54
  %56 = load i32, ptr %8, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %8, align 4
  br label %51, !llvm.loop !9

58:                                               ; preds = %51
  call void @print(ptr noundef @.str.2, ptr noundef %7)
  call void @set(ptr noundef %9, i32 noundef 0)
  call void @set(ptr noundef %10, i32 noundef 1)
  store i32 0, ptr %12, align 4
  br label %59

59:                                               ; preds = %63, %58
  %60 = load i32, ptr %12, align 4
  %61 = icmp slt i32 %60, 1000
  br i1 %61, label %62, label %66

62:                                               ; preds = %59
  call void @add(ptr noundef %11, ptr noundef %9, ptr noundef %10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %10, i64 1604, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %11, i64 1604, i1 false)
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %12, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %12, align 4
  br label %59, !llvm.loop !10

66:                                               ; preds = %59
  call void @print(ptr noundef @.str.3, ptr noundef %9)
  call void @mul(ptr noundef %13, ptr noundef %7, ptr noundef %7)
  call void @print(ptr noundef @.str.4, ptr noundef %13)
  call void @set(ptr noundef %14, i32 noundef 123456789)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %14, i64 1604, i1 false)
  store i32 0, ptr %16, align 4
  br label %67

67:                                               ; preds = %71, %66
  %68 = load i32, ptr %16, align 4
  %69 = icmp slt i32 %68, 5
  br i1 %69, label %70, label %74

70:                                               ; preds = %67
  call void @mul(ptr noundef %15, ptr noundef %15, ptr noundef %14)
  br label %71

71:                                               ; preds = %70
  %72 = load i32, ptr %16, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %16, align 4
  br label %67, !llvm.loop !11

74:                                               ; preds = %67
  call void @print(ptr noundef @.str.5, ptr noundef %15)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %13, i64 1604, i1 false)
  %75 = call i32 @div_small(ptr noundef %17, i32 noundef 1000000007)
  store i32 %75, ptr %18, align 4
  %76 = load i32, ptr %18, align 4
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %76)
  %78 = load i32, ptr %5, align 4
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.Big, ptr %5, i32 0, i32 0
  store i32 1, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = urem i32 %7, 1000000000
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 1
  %11 = getelementptr inbounds [400 x i32], ptr %10, i64 0, i64 0
  store i32 %8, ptr %11, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp uge i32 %12, 1000000000
  br i1 %13, label %14, label %22

14:                                               ; preds = %2
  %15 = load i32, ptr %4, align 4
  %16 = udiv i32 %15, 1000000000
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %17, i32 0, i32 1
  %19 = getelementptr inbounds [400 x i32], ptr %18, i64 0, i64 1
  store i32 %16, ptr %19, align 4
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.Big, ptr %20, i32 0, i32 0
  store i32 2, ptr %21, align 4
  br label %22

22:                                               ; preds = %14, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %36, %2
  %8 = load i32, ptr %6, align 4
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %11 = load i32, ptr %10, align 4
  %12 = icmp slt i32 %8, %11
  br i1 %12, label %13, label %39

13:                                               ; preds = %7
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %6, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [400 x i32], ptr %15, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = zext i32 %19 to i64
  %21 = load i32, ptr %4, align 4
  %22 = zext i32 %21 to i64
  %23 = mul i64 %20, %22
  %24 = load i64, ptr %5, align 8
  %25 = add i64 %24, %23
  store i64 %25, ptr %5, align 8
  %26 = load i64, ptr %5, align 8
  %27 = urem i64 %26, 1000000000
  %28 = trunc i64 %27 to i32
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.Big, ptr %29, i32 0, i32 1
  %31 = load i32, ptr %6, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [400 x i32], ptr %30, i64 0, i64 %32
  store i32 %28, ptr %33, align 4
  %34 = load i64, ptr %5, align 8
  %35 = udiv i64 %34, 1000000000
  store i64 %35, ptr %5, align 8
  br label %36

36:                                               ; preds = %13
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  br label %7, !llvm.loop !12

39:                                               ; preds = %7
  br label %40

40:                                               ; preds = %43, %39
  %41 = load i64, ptr %5, align 8
  %42 = icmp ne i64 %41, 0
  br i1 %42, label %43, label %57

43:                                               ; preds = %40
  %44 = load i64, ptr %5, align 8
  %45 = urem i64 %44, 1000000000
  %46 = trunc i64 %45 to i32
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.Big, ptr %47, i32 0, i32 1
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.Big, ptr %49, i32 0, i32 0
  %51 = load i32, ptr %50, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %50, align 4
  %53 = sext i32 %51 to i64
  %54 = getelementptr inbounds [400 x i32], ptr %48, i64 0, i64 %53
  store i32 %46, ptr %54, align 4
  %55 = load i64, ptr %5, align 8
  %56 = udiv i64 %55, 1000000000
  store i64 %56, ptr %5, align 8
  br label %40, !llvm.loop !13

57:                                               ; preds = %40
  ret void
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [3601 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %10 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 0
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 1
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Big, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 %15, 1
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [400 x i32], ptr %12, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  %20 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %10, ptr noundef @.str.7, i32 noundef %19) #5
  store i32 %20, ptr %6, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.Big, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = sub nsw i32 %23, 2
  store i32 %24, ptr %7, align 4
  br label %25

25:                                               ; preds = %42, %2
  %26 = load i32, ptr %7, align 4
  %27 = icmp sge i32 %26, 0
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 0
  %30 = load i32, ptr %6, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %29, i64 %31
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.Big, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %7, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [400 x i32], ptr %34, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %32, ptr noundef @.str.8, i32 noundef %38) #5
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, %39
  store i32 %41, ptr %6, align 4
  br label %42

42:                                               ; preds = %28
  %43 = load i32, ptr %7, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %7, align 4
  br label %25, !llvm.loop !14

45:                                               ; preds = %25
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %46

46:                                               ; preds = %59, %45
  %47 = load i32, ptr %9, align 4
  %48 = load i32, ptr %6, align 4
  %49 = icmp slt i32 %47, %48
  br i1 %49, label %50, label %62

50:                                               ; preds = %46
  %51 = load i32, ptr %9, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 %52
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = sub nsw i32 %55, 48
  %57 = load i32, ptr %8, align 4
  %58 = add nsw i32 %57, %56
  store i32 %58, ptr %8, align 4
  br label %59

59:                                               ; preds = %50
  %60 = load i32, ptr %9, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %9, align 4
  br label %46, !llvm.loop !15

62:                                               ; preds = %46
  %63 = load i32, ptr %6, align 4
  %64 = icmp sgt i32 %63, 60
  br i1 %64, label %65, label %76

65:                                               ; preds = %62
  %66 = load ptr, ptr %3, align 8
  %67 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 0
  %68 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 0
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i8, ptr %68, i64 %70
  %72 = getelementptr inbounds i8, ptr %71, i64 -25
  %73 = load i32, ptr %6, align 4
  %74 = load i32, ptr %8, align 4
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %66, ptr noundef %67, ptr noundef %72, i32 noundef %73, i32 noundef %74)
  br label %81

76:                                               ; preds = %62
  %77 = load ptr, ptr %3, align 8
  %78 = getelementptr inbounds [3601 x i8], ptr %5, i64 0, i64 0
  %79 = load i32, ptr %8, align 4
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %77, ptr noundef %78, i32 noundef %79)
  br label %81

81:                                               ; preds = %76, %65
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div_small(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.Big, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = sub nsw i32 %9, 1
  store i32 %10, ptr %6, align 4
  br label %11

11:                                               ; preds = %39, %2
  %12 = load i32, ptr %6, align 4
  %13 = icmp sge i32 %12, 0
  br i1 %13, label %14, label %42

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = mul i64 %15, 1000000000
  %17 = load ptr, ptr %3, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %17, i32 0, i32 1
  %19 = load i32, ptr %6, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [400 x i32], ptr %18, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = zext i32 %22 to i64
  %24 = add i64 %16, %23
  store i64 %24, ptr %5, align 8
  %25 = load i64, ptr %5, align 8
  %26 = load i32, ptr %4, align 4
  %27 = zext i32 %26 to i64
  %28 = udiv i64 %25, %27
  %29 = trunc i64 %28 to i32
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.Big, ptr %30, i32 0, i32 1
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [400 x i32], ptr %31, i64 0, i64 %33
  store i32 %29, ptr %34, align 4
  %35 = load i32, ptr %4, align 4
  %36 = zext i32 %35 to i64
  %37 = load i64, ptr %5, align 8
  %38 = urem i64 %37, %36
  store i64 %38, ptr %5, align 8
  br label %39

39:                                               ; preds = %14
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, -1
  store i32 %41, ptr %6, align 4
  br label %11, !llvm.loop !16

42:                                               ; preds = %11
  br label %43

43:                                               ; preds = %62, %42
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.Big, ptr %44, i32 0, i32 0
  %46 = load i32, ptr %45, align 4
  %47 = icmp sgt i32 %46, 1
  br i1 %47, label %48, label %60

48:                                               ; preds = %43
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.Big, ptr %49, i32 0, i32 1
  %51 = load ptr, ptr %3, align 8
  %52 = getelementptr inbounds %struct.Big, ptr %51, i32 0, i32 0
  %53 = load i32, ptr %52, align 4
  %54 = sub nsw i32 %53, 1
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [400 x i32], ptr %50, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = icmp ne i32 %57, 0
  %59 = xor i1 %58, true
  br label %60

60:                                               ; preds = %48, %43
  %61 = phi i1 [ false, %43 ], [ %59, %48 ]
  br i1 %61, label %62, label %67

62:                                               ; preds = %60
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.Big, ptr %63, i32 0, i32 0
  %65 = load i32, ptr %64, align 4
  %66 = add nsw i32 %65, -1
  store i32 %66, ptr %64, align 4
  br label %43, !llvm.loop !17

67:                                               ; preds = %60
  %68 = load i64, ptr %5, align 8
  %69 = trunc i64 %68 to i32
  ret i32 %69
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca %struct.Big, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = getelementptr inbounds %struct.Big, ptr %11, i32 0, i32 0
  %13 = load i32, ptr %12, align 4
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.Big, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = icmp sgt i32 %13, %16
  br i1 %17, label %18, label %22

18:                                               ; preds = %3
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Big, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  br label %26

22:                                               ; preds = %3
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.Big, ptr %23, i32 0, i32 0
  %25 = load i32, ptr %24, align 4
  br label %26

26:                                               ; preds = %22, %18
  %27 = phi i32 [ %21, %18 ], [ %25, %22 ]
  store i32 %27, ptr %8, align 4
  store i32 0, ptr %10, align 4
  br label %28

28:                                               ; preds = %77, %26
  %29 = load i32, ptr %10, align 4
  %30 = load i32, ptr %8, align 4
  %31 = icmp slt i32 %29, %30
  br i1 %31, label %32, label %80

32:                                               ; preds = %28
  %33 = load i32, ptr %10, align 4
  %34 = load ptr, ptr %5, align 8
  %35 = getelementptr inbounds %struct.Big, ptr %34, i32 0, i32 0
  %36 = load i32, ptr %35, align 4
  %37 = icmp slt i32 %33, %36
  br i1 %37, label %38, label %45

38:                                               ; preds = %32
  %39 = load ptr, ptr %5, align 8
  %40 = getelementptr inbounds %struct.Big, ptr %39, i32 0, i32 1
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [400 x i32], ptr %40, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  br label %46

45:                                               ; preds = %32
  br label %46

46:                                               ; preds = %45, %38
  %47 = phi i32 [ %44, %38 ], [ 0, %45 ]
  %48 = zext i32 %47 to i64
  %49 = load i32, ptr %10, align 4
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds %struct.Big, ptr %50, i32 0, i32 0
  %52 = load i32, ptr %51, align 4
  %53 = icmp slt i32 %49, %52
  br i1 %53, label %54, label %61

54:                                               ; preds = %46
  %55 = load ptr, ptr %6, align 8
  %56 = getelementptr inbounds %struct.Big, ptr %55, i32 0, i32 1
  %57 = load i32, ptr %10, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [400 x i32], ptr %56, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  br label %62

61:                                               ; preds = %46
  br label %62

62:                                               ; preds = %61, %54
  %63 = phi i32 [ %60, %54 ], [ 0, %61 ]
  %64 = zext i32 %63 to i64
  %65 = add i64 %48, %64
  %66 = load i64, ptr %7, align 8
  %67 = add i64 %66, %65
  store i64 %67, ptr %7, align 8
  %68 = load i64, ptr %7, align 8
  %69 = urem i64 %68, 1000000000
  %70 = trunc i64 %69 to i32
  %71 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 1
  %72 = load i32, ptr %10, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [400 x i32], ptr %71, i64 0, i64 %73
  store i32 %70, ptr %74, align 4
  %75 = load i64, ptr %7, align 8
  %76 = udiv i64 %75, 1000000000
  store i64 %76, ptr %7, align 8
  br label %77

77:                                               ; preds = %62
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  br label %28, !llvm.loop !18

80:                                               ; preds = %28
  %81 = load i32, ptr %8, align 4
  %82 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  store i32 %81, ptr %82, align 4
  %83 = load i64, ptr %7, align 8
  %84 = icmp ne i64 %83, 0
  br i1 %84, label %85, label %94

85:                                               ; preds = %80
  %86 = load i64, ptr %7, align 8
  %87 = trunc i64 %86 to i32
  %88 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 1
  %89 = getelementptr inbounds %struct.Big, ptr %9, i32 0, i32 0
  %90 = load i32, ptr %89, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %89, align 4
  %92 = sext i32 %90 to i64
  %93 = getelementptr inbounds [400 x i32], ptr %88, i64 0, i64 %92
  store i32 %87, ptr %93, align 4
  br label %94

94:                                               ; preds = %85, %80
  %95 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %95, ptr align 4 %9, i64 1604, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.memset.p0.i64(ptr align 8 @mul.acc, i8 0, i64 6400, i1 false)
  store i32 0, ptr %7, align 4
  br label %15

15:                                               ; preds = %91, %3
  %16 = load i32, ptr %7, align 4
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.Big, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = icmp slt i32 %16, %19
  br i1 %20, label %21, label %94

21:                                               ; preds = %15
  store i64 0, ptr %8, align 8
  store i32 0, ptr %9, align 4
  br label %22

22:                                               ; preds = %62, %21
  %23 = load i32, ptr %9, align 4
  %24 = load ptr, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Big, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = icmp slt i32 %23, %26
  br i1 %27, label %28, label %65

28:                                               ; preds = %22
  %29 = load i32, ptr %7, align 4
  %30 = load i32, ptr %9, align 4
  %31 = add nsw i32 %29, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %32
  %34 = load i64, ptr %33, align 8
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.Big, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %7, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [400 x i32], ptr %36, i64 0, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = zext i32 %40 to i64
  %42 = load ptr, ptr %6, align 8
  %43 = getelementptr inbounds %struct.Big, ptr %42, i32 0, i32 1
  %44 = load i32, ptr %9, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [400 x i32], ptr %43, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = zext i32 %47 to i64
  %49 = mul i64 %41, %48
  %50 = add i64 %34, %49
  %51 = load i64, ptr %8, align 8
  %52 = add i64 %50, %51
  store i64 %52, ptr %10, align 8
  %53 = load i64, ptr %10, align 8
  %54 = urem i64 %53, 1000000000
  %55 = load i32, ptr %7, align 4
  %56 = load i32, ptr %9, align 4
  %57 = add nsw i32 %55, %56
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %58
  store i64 %54, ptr %59, align 8
  %60 = load i64, ptr %10, align 8
  %61 = udiv i64 %60, 1000000000
  store i64 %61, ptr %8, align 8
  br label %62

62:                                               ; preds = %28
  %63 = load i32, ptr %9, align 4
  %64 = add nsw i32 %63, 1
  store i32 %64, ptr %9, align 4
  br label %22, !llvm.loop !19

65:                                               ; preds = %22
  %66 = load i32, ptr %7, align 4
  %67 = load ptr, ptr %6, align 8
  %68 = getelementptr inbounds %struct.Big, ptr %67, i32 0, i32 0
  %69 = load i32, ptr %68, align 4
  %70 = add nsw i32 %66, %69
  store i32 %70, ptr %11, align 4
  br label %71

71:                                               ; preds = %74, %65
  %72 = load i64, ptr %8, align 8
  %73 = icmp ne i64 %72, 0
  br i1 %73, label %74, label %90

74:                                               ; preds = %71
  %75 = load i32, ptr %11, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %76
  %78 = load i64, ptr %77, align 8
  %79 = load i64, ptr %8, align 8
  %80 = add i64 %78, %79
  store i64 %80, ptr %12, align 8
  %81 = load i64, ptr %12, align 8
  %82 = urem i64 %81, 1000000000
  %83 = load i32, ptr %11, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %84
  store i64 %82, ptr %85, align 8
  %86 = load i64, ptr %12, align 8
  %87 = udiv i64 %86, 1000000000
  store i64 %87, ptr %8, align 8
  %88 = load i32, ptr %11, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %11, align 4
  br label %71, !llvm.loop !20

90:                                               ; preds = %71
  br label %91

91:                                               ; preds = %90
  %92 = load i32, ptr %7, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %7, align 4
  br label %15, !llvm.loop !21

94:                                               ; preds = %15
  %95 = load ptr, ptr %5, align 8
  %96 = getelementptr inbounds %struct.Big, ptr %95, i32 0, i32 0
  %97 = load i32, ptr %96, align 4
  %98 = load ptr, ptr %6, align 8
  %99 = getelementptr inbounds %struct.Big, ptr %98, i32 0, i32 0
  %100 = load i32, ptr %99, align 4
  %101 = add nsw i32 %97, %100
  store i32 %101, ptr %13, align 4
  br label %102

102:                                              ; preds = %115, %94
  %103 = load i32, ptr %13, align 4
  %104 = icmp sgt i32 %103, 1
  br i1 %104, label %105, label %113

105:                                              ; preds = %102
  %106 = load i32, ptr %13, align 4
  %107 = sub nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %108
  %110 = load i64, ptr %109, align 8
  %111 = icmp ne i64 %110, 0
  %112 = xor i1 %111, true
  br label %113

113:                                              ; preds = %105, %102
  %114 = phi i1 [ false, %102 ], [ %112, %105 ]
  br i1 %114, label %115, label %118

115:                                              ; preds = %113
  %116 = load i32, ptr %13, align 4
  %117 = add nsw i32 %116, -1
  store i32 %117, ptr %13, align 4
  br label %102, !llvm.loop !22

118:                                              ; preds = %113
  %119 = load i32, ptr %13, align 4
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds %struct.Big, ptr %120, i32 0, i32 0
  store i32 %119, ptr %121, align 4
  store i32 0, ptr %14, align 4
  br label %122

122:                                              ; preds = %137, %118
  %123 = load i32, ptr %14, align 4
  %124 = load i32, ptr %13, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %140

126:                                              ; preds = %122
  %127 = load i32, ptr %14, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [800 x i64], ptr @mul.acc, i64 0, i64 %128
  %130 = load i64, ptr %129, align 8
  %131 = trunc i64 %130 to i32
  %132 = load ptr, ptr %4, align 8
  %133 = getelementptr inbounds %struct.Big, ptr %132, i32 0, i32 1
  %134 = load i32, ptr %14, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [400 x i32], ptr %133, i64 0, i64 %135
  store i32 %131, ptr %136, align 4
  br label %137

137:                                              ; preds = %126
  %138 = load i32, ptr %14, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %14, align 4
  br label %122, !llvm.loop !23

140:                                              ; preds = %122
  ret void
}

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind }

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
!23 = distinct !{!23, !7}
