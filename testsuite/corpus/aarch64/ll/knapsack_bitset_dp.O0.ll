; ModuleID = 'programs/knapsack_bitset_dp.c'
source_filename = "programs/knapsack_bitset_dp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [56 x i8] c"knapsack: cap 100 -> %d, cap 500 -> %d, cap 1000 -> %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [65 x i8] c"subset sums reachable below %d: %d (has 1000: %d, has 4095: %d)\0A\00", align 1
@__const.main.coins = private unnamed_addr constant [8 x i32] [i32 1, i32 2, i32 5, i32 10, i32 20, i32 50, i32 100, i32 200], align 4
@.str.2 = private unnamed_addr constant [37 x i8] c"coin ways(200)=%llu ways(1000)=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lis=%d\0A\00", align 1
@knapsack.best = internal global [1001 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [60 x i32], align 4
  %3 = alloca [60 x i32], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [64 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [8 x i32], align 4
  %11 = alloca [2000 x i32], align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 17, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %13

13:                                               ; preds = %37, %0
  %14 = load i32, ptr %5, align 4
  %15 = icmp slt i32 %14, 60
  br i1 %15, label %16, label %40

16:                                               ; preds = %13
  %17 = load i32, ptr %4, align 4
  %18 = mul i32 %17, 1103515245
  %19 = add i32 %18, 12345
  store i32 %19, ptr %4, align 4
  %20 = load i32, ptr %4, align 4
  %21 = lshr i32 %20, 8
  %22 = urem i32 %21, 60
  %23 = add nsw i32 5, %22
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [60 x i32], ptr %2, i64 0, i64 %25
  store i32 %23, ptr %26, align 4
  %27 = load i32, ptr %4, align 4
  %28 = mul i32 %27, 1103515245
  %29 = add i32 %28, 12345
  store i32 %29, ptr %4, align 4
  %30 = load i32, ptr %4, align 4
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 100
  %33 = add nsw i32 1, %32
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 %35
  store i32 %33, ptr %36, align 4
  br label %37

37:                                               ; preds = %16
  %38 = load i32, ptr %5, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %5, align 4
  br label %13, !llvm.loop !6

40:                                               ; preds = %13
  %41 = getelementptr inbounds [60 x i32], ptr %2, i64 0, i64 0
  %42 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 0
  %43 = call i32 @knapsack(ptr noundef %41, ptr noundef %42, i32 noundef 60, i32 noundef 100)
  %44 = getelementptr inbounds [60 x i32], ptr %2, i64 0, i64 0
  %45 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 0
  %46 = call i32 @knapsack(ptr noundef %44, ptr noundef %45, i32 noundef 60, i32 noundef 500)
  %47 = getelementptr inbounds [60 x i32], ptr %2, i64 0, i64 0
  %48 = getelementptr inbounds [60 x i32], ptr %3, i64 0, i64 0
  %49 = call i32 @knapsack(ptr noundef %47, ptr noundef %48, i32 noundef 60, i32 noundef 1000)
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %46, i32 noundef %49)
  call void @llvm.memset.p0.i64(ptr align 8 %6, i8 0, i64 512, i1 false)
  %51 = getelementptr inbounds <{ i64, [63 x i64] }>, ptr %6, i32 0, i32 0
  store i64 1, ptr %51, align 8
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %64, %40
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 25
  br i1 %54, label %55, label %67

55:                                               ; preds = %52
  %56 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 0
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [60 x i32], ptr %2, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4
  %61 = mul nsw i32 %60, 3
  %62 = load i32, ptr %7, align 4
  %63 = add nsw i32 %61, %62
  call void @shl_or(ptr noundef %56, i32 noundef %63)
  br label %64

64:                                               ; preds = %55
  %65 = load i32, ptr %7, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %7, align 4
  br label %52, !llvm.loop !8

67:                                               ; preds = %52
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %68

68:                                               ; preds = %80, %67
  %69 = load i32, ptr %9, align 4
  %70 = icmp slt i32 %69, 64
  br i1 %70, label %71, label %83

71:                                               ; preds = %68
  %72 = load i32, ptr %9, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %73
  %75 = load i64, ptr %74, align 8
  %76 = call i64 @llvm.ctpop.i64(i64 %75)
  %77 = trunc i64 %76 to i32
  %78 = load i32, ptr %8, align 4
  %79 = add nsw i32 %78, %77
  store i32 %79, ptr %8, align 4
  br label %80

80:                                               ; preds = %71
  %81 = load i32, ptr %9, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %9, align 4
  br label %68, !llvm.loop !9

83:                                               ; preds = %68
  %84 = load i32, ptr %8, align 4
  %85 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 15
  %86 = load i64, ptr %85, align 8
  %87 = lshr i64 %86, 40
  %88 = and i64 %87, 1
  %89 = trunc i64 %88 to i32
  %90 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 63
  %91 = load i64, ptr %90, align 8
  %92 = lshr i64 %91, 63
  %93 = trunc i64 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef 4096, i32 noundef %84, i32 noundef %89, i32 noundef %93)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 @__const.main.coins, i64 32, i1 false)
  %95 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 0
  %96 = call i64 @coin_ways(ptr noundef %95, i32 noundef 8, i32 noundef 200)
  %97 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 0
  %98 = call i64 @coin_ways(ptr noundef %97, i32 noundef 8, i32 noundef 1000)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %96, i64 noundef %98)
  store i32 0, ptr %12, align 4
  br label %100

100:                                              ; preds = %113, %83
  %101 = load i32, ptr %12, align 4
  %102 = icmp slt i32 %101, 2000
  br i1 %102, label %103, label %116

103:                                              ; preds = %100
  %104 = load i32, ptr %4, align 4
  %105 = mul i32 %104, 1103515245
  %106 = add i32 %105, 12345
  store i32 %106, ptr %4, align 4
  %107 = load i32, ptr %4, align 4
  %108 = lshr i32 %107, 8
  %109 = urem i32 %108, 100000
  %110 = load i32, ptr %12, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [2000 x i32], ptr %11, i64 0, i64 %111
  store i32 %109, ptr %112, align 4
  br label %113

113:                                              ; preds = %103
  %114 = load i32, ptr %12, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %12, align 4
  br label %100, !llvm.loop !10

116:                                              ; preds = %100
  %117 = getelementptr inbounds [2000 x i32], ptr %11, i64 0, i64 0
  %118 = call i32 @lis(ptr noundef %117, i32 noundef 2000)
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %118)
  %120 = load i32, ptr %8, align 4
  %121 = and i32 %120, 127
  ret i32 %121
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @knapsack(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @knapsack.best, i8 0, i64 4004, i1 false)
  store i32 0, ptr %9, align 4
  br label %11

11:                                               ; preds = %72, %4
  %12 = load i32, ptr %9, align 4
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %75

15:                                               ; preds = %11
  %16 = load i32, ptr %8, align 4
  store i32 %16, ptr %10, align 4
  br label %17

17:                                               ; preds = %68, %15
  %18 = load i32, ptr %10, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %9, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %19, i64 %21
  %23 = load i32, ptr %22, align 4
  %24 = icmp sge i32 %18, %23
  br i1 %24, label %25, label %71

25:                                               ; preds = %17
  %26 = load i32, ptr %10, align 4
  %27 = load ptr, ptr %5, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sub nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %6, align 8
  %37 = load i32, ptr %9, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds i32, ptr %36, i64 %38
  %40 = load i32, ptr %39, align 4
  %41 = add nsw i32 %35, %40
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = icmp sgt i32 %41, %45
  br i1 %46, label %47, label %67

47:                                               ; preds = %25
  %48 = load i32, ptr %10, align 4
  %49 = load ptr, ptr %5, align 8
  %50 = load i32, ptr %9, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %49, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sub nsw i32 %48, %53
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = load ptr, ptr %6, align 8
  %59 = load i32, ptr %9, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i32, ptr %58, i64 %60
  %62 = load i32, ptr %61, align 4
  %63 = add nsw i32 %57, %62
  %64 = load i32, ptr %10, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %65
  store i32 %63, ptr %66, align 4
  br label %67

67:                                               ; preds = %47, %25
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %10, align 4
  %70 = add nsw i32 %69, -1
  store i32 %70, ptr %10, align 4
  br label %17, !llvm.loop !11

71:                                               ; preds = %17
  br label %72

72:                                               ; preds = %71
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %11, !llvm.loop !12

75:                                               ; preds = %11
  %76 = load i32, ptr %8, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [1001 x i32], ptr @knapsack.best, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  ret i32 %79
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shl_or(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x i64], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %11 = load i32, ptr %4, align 4
  %12 = sdiv i32 %11, 64
  store i32 %12, ptr %6, align 4
  %13 = load i32, ptr %4, align 4
  %14 = srem i32 %13, 64
  store i32 %14, ptr %7, align 4
  store i32 63, ptr %8, align 4
  br label %15

15:                                               ; preds = %63, %2
  %16 = load i32, ptr %8, align 4
  %17 = icmp sge i32 %16, 0
  br i1 %17, label %18, label %66

18:                                               ; preds = %15
  store i64 0, ptr %9, align 8
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %6, align 4
  %21 = sub nsw i32 %19, %20
  %22 = icmp sge i32 %21, 0
  br i1 %22, label %23, label %34

23:                                               ; preds = %18
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %8, align 4
  %26 = load i32, ptr %6, align 4
  %27 = sub nsw i32 %25, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i64, ptr %24, i64 %28
  %30 = load i64, ptr %29, align 8
  %31 = load i32, ptr %7, align 4
  %32 = zext i32 %31 to i64
  %33 = shl i64 %30, %32
  store i64 %33, ptr %9, align 8
  br label %34

34:                                               ; preds = %23, %18
  %35 = load i32, ptr %7, align 4
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %58

37:                                               ; preds = %34
  %38 = load i32, ptr %8, align 4
  %39 = load i32, ptr %6, align 4
  %40 = sub nsw i32 %38, %39
  %41 = sub nsw i32 %40, 1
  %42 = icmp sge i32 %41, 0
  br i1 %42, label %43, label %58

43:                                               ; preds = %37
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %8, align 4
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 %45, %46
  %48 = sub nsw i32 %47, 1
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i64, ptr %44, i64 %49
  %51 = load i64, ptr %50, align 8
  %52 = load i32, ptr %7, align 4
  %53 = sub nsw i32 64, %52
  %54 = zext i32 %53 to i64
  %55 = lshr i64 %51, %54
  %56 = load i64, ptr %9, align 8
  %57 = or i64 %56, %55
  store i64 %57, ptr %9, align 8
  br label %58

58:                                               ; preds = %43, %37, %34
  %59 = load i64, ptr %9, align 8
  %60 = load i32, ptr %8, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %61
  store i64 %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %58
  %64 = load i32, ptr %8, align 4
  %65 = add nsw i32 %64, -1
  store i32 %65, ptr %8, align 4
  br label %15, !llvm.loop !13

66:                                               ; preds = %15
  store i32 0, ptr %10, align 4
  br label %67

67:                                               ; preds = %81, %66
  %68 = load i32, ptr %10, align 4
  %69 = icmp slt i32 %68, 64
  br i1 %69, label %70, label %84

70:                                               ; preds = %67
  %71 = load i32, ptr %10, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = load ptr, ptr %3, align 8
  %76 = load i32, ptr %10, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i64, ptr %75, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = or i64 %79, %74
  store i64 %80, ptr %78, align 8
  br label %81

81:                                               ; preds = %70
  %82 = load i32, ptr %10, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %10, align 4
  br label %67, !llvm.loop !14

84:                                               ; preds = %67
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @coin_ways(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [1001 x i64], align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 8008, i1 false)
  %10 = getelementptr inbounds <{ i64, [1000 x i64] }>, ptr %7, i32 0, i32 0
  store i64 1, ptr %10, align 8
  store i32 0, ptr %8, align 4
  br label %11

11:                                               ; preds = %45, %3
  %12 = load i32, ptr %8, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %48

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %8, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds i32, ptr %16, i64 %18
  %20 = load i32, ptr %19, align 4
  store i32 %20, ptr %9, align 4
  br label %21

21:                                               ; preds = %41, %15
  %22 = load i32, ptr %9, align 4
  %23 = load i32, ptr %6, align 4
  %24 = icmp sle i32 %22, %23
  br i1 %24, label %25, label %44

25:                                               ; preds = %21
  %26 = load i32, ptr %9, align 4
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i32, ptr %27, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = sub nsw i32 %26, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = add i64 %39, %35
  store i64 %40, ptr %38, align 8
  br label %41

41:                                               ; preds = %25
  %42 = load i32, ptr %9, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %9, align 4
  br label %21, !llvm.loop !15

44:                                               ; preds = %21
  br label %45

45:                                               ; preds = %44
  %46 = load i32, ptr %8, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %8, align 4
  br label %11, !llvm.loop !16

48:                                               ; preds = %11
  %49 = load i32, ptr %6, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [1001 x i64], ptr %7, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  ret i64 %52
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lis(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [2000 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %58, %2
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %4, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %61

15:                                               ; preds = %11
  store i32 0, ptr %8, align 4
  %16 = load i32, ptr %6, align 4
  store i32 %16, ptr %9, align 4
  br label %17

17:                                               ; preds = %41, %15
  %18 = load i32, ptr %8, align 4
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %18, %19
  br i1 %20, label %21, label %42

21:                                               ; preds = %17
  %22 = load i32, ptr %8, align 4
  %23 = load i32, ptr %9, align 4
  %24 = add nsw i32 %22, %23
  %25 = sdiv i32 %24, 2
  store i32 %25, ptr %10, align 4
  %26 = load i32, ptr %10, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [2000 x i32], ptr %5, i64 0, i64 %27
  %29 = load i32, ptr %28, align 4
  %30 = load ptr, ptr %3, align 8
  %31 = load i32, ptr %7, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i32, ptr %30, i64 %32
  %34 = load i32, ptr %33, align 4
  %35 = icmp slt i32 %29, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %21
  %37 = load i32, ptr %10, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %41

39:                                               ; preds = %21
  %40 = load i32, ptr %10, align 4
  store i32 %40, ptr %9, align 4
  br label %41

41:                                               ; preds = %39, %36
  br label %17, !llvm.loop !17

42:                                               ; preds = %17
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %7, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [2000 x i32], ptr %5, i64 0, i64 %49
  store i32 %47, ptr %50, align 4
  %51 = load i32, ptr %8, align 4
  %52 = load i32, ptr %6, align 4
  %53 = icmp eq i32 %51, %52
  br i1 %53, label %54, label %57

54:                                               ; preds = %42
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %57

57:                                               ; preds = %54, %42
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %7, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %7, align 4
  br label %11, !llvm.loop !18

61:                                               ; preds = %11
  %62 = load i32, ptr %6, align 4
  ret i32 %62
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
