; ModuleID = 'programs/fp_accumulation_loops.c'
source_filename = "programs/fp_accumulation_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fa = internal global [4096 x float] zeroinitializer, align 4
@fb = internal global [4096 x float] zeroinitializer, align 4
@da = internal global [4096 x double] zeroinitializer, align 8
@db = internal global [4096 x double] zeroinitializer, align 8
@.str = private unnamed_addr constant [26 x i8] c"sumf=%a kahan=%a wide=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"harmonic f=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sumd=%a pairwise=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"dotf=%a dotd=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"prod=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"leibniz=%.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"2^24 + 100 ones in float: %.1f\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 12345, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %50, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 4096
  br i1 %9, label %10, label %53

10:                                               ; preds = %7
  %11 = load i32, ptr %2, align 4
  %12 = mul i32 %11, 1103515245
  %13 = add i32 %12, 12345
  store i32 %13, ptr %2, align 4
  %14 = load i32, ptr %2, align 4
  %15 = lshr i32 %14, 8
  %16 = uitofp i32 %15 to float
  %17 = fdiv float %16, 0x4170000000000000
  %18 = fsub float %17, 5.000000e-01
  %19 = load i32, ptr %3, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4096 x float], ptr @fa, i64 0, i64 %20
  store float %18, ptr %21, align 4
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, 1
  %24 = sitofp i32 %23 to float
  %25 = fdiv float 1.000000e+00, %24
  %26 = load i32, ptr %3, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [4096 x float], ptr @fb, i64 0, i64 %27
  store float %25, ptr %28, align 4
  %29 = load i32, ptr %3, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [4096 x float], ptr @fa, i64 0, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fpext float %32 to double
  %34 = fmul double %33, 1.000000e+03
  %35 = load i32, ptr %3, align 4
  %36 = sitofp i32 %35 to double
  %37 = fmul double 1.000000e-03, %36
  %38 = fadd double %34, %37
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4096 x double], ptr @da, i64 0, i64 %40
  store double %38, ptr %41, align 8
  %42 = load i32, ptr %3, align 4
  %43 = srem i32 %42, 7
  %44 = sitofp i32 %43 to double
  %45 = fmul double %44, 1.000000e-04
  %46 = fadd double 1.000000e+00, %45
  %47 = load i32, ptr %3, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4096 x double], ptr @db, i64 0, i64 %48
  store double %46, ptr %49, align 8
  br label %50

50:                                               ; preds = %10
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %3, align 4
  br label %7, !llvm.loop !6

53:                                               ; preds = %7
  %54 = call float @sumf(ptr noundef @fa, i32 noundef 4096)
  %55 = fpext float %54 to double
  %56 = call float @kahan(ptr noundef @fa, i32 noundef 4096)
  %57 = fpext float %56 to double
  %58 = call double @wide_sum(ptr noundef @fa, i32 noundef 4096)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %55, double noundef %57, double noundef %58)
  %60 = call float @sumf(ptr noundef @fb, i32 noundef 4096)
  %61 = fpext float %60 to double
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %61)
  %63 = call double @sumd(ptr noundef @da, i32 noundef 4096)
  %64 = call double @pairwise(ptr noundef @da, i32 noundef 4096)
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %63, double noundef %64)
  %66 = call float @dotf(ptr noundef @fa, ptr noundef @fb, i32 noundef 4096)
  %67 = fpext float %66 to double
  %68 = call double @dotd(ptr noundef @da, ptr noundef @db, i32 noundef 4096)
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %67, double noundef %68)
  %70 = call double @prod(ptr noundef @db, i32 noundef 4096)
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %70)
  %72 = call double @leibniz(i32 noundef 100000)
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %72)
  store float 0x4170000000000000, ptr %4, align 4
  %74 = load float, ptr %4, align 4
  store float %74, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %75

75:                                               ; preds = %81, %53
  %76 = load i32, ptr %6, align 4
  %77 = icmp slt i32 %76, 100
  br i1 %77, label %78, label %84

78:                                               ; preds = %75
  %79 = load float, ptr %5, align 4
  %80 = fadd float %79, 1.000000e+00
  store float %80, ptr %5, align 4
  br label %81

81:                                               ; preds = %78
  %82 = load i32, ptr %6, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %6, align 4
  br label %75, !llvm.loop !8

84:                                               ; preds = %75
  %85 = load float, ptr %5, align 4
  %86 = fpext float %85 to double
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %86)
  %88 = call double @leibniz(i32 noundef 1000)
  %89 = fmul double %88, 1.000000e+01
  %90 = fptosi double %89 to i32
  %91 = srem i32 %90, 128
  ret i32 %91
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sumf(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %5, align 4
  %18 = fadd float %17, %16
  store float %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !9

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4
  ret float %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @kahan(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca i32, align 4
  %8 = alloca float, align 4
  %9 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store float 0.000000e+00, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %31, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load float, ptr %6, align 4
  %21 = fsub float %19, %20
  store float %21, ptr %8, align 4
  %22 = load float, ptr %5, align 4
  %23 = load float, ptr %8, align 4
  %24 = fadd float %22, %23
  store float %24, ptr %9, align 4
  %25 = load float, ptr %9, align 4
  %26 = load float, ptr %5, align 4
  %27 = fsub float %25, %26
  %28 = load float, ptr %8, align 4
  %29 = fsub float %27, %28
  store float %29, ptr %6, align 4
  %30 = load float, ptr %9, align 4
  store float %30, ptr %5, align 4
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %10, !llvm.loop !10

34:                                               ; preds = %10
  %35 = load float, ptr %5, align 4
  ret float %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @wide_sum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %23

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = fpext float %16 to double
  %18 = load double, ptr %5, align 8
  %19 = fadd double %18, %17
  store double %19, ptr %5, align 8
  br label %20

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  br label %7, !llvm.loop !11

23:                                               ; preds = %7
  %24 = load double, ptr %5, align 8
  ret double %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sumd(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = load double, ptr %5, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @pairwise(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %8 = load i32, ptr %5, align 4
  %9 = icmp sle i32 %8, 8
  br i1 %9, label %10, label %28

10:                                               ; preds = %2
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %11

11:                                               ; preds = %23, %10
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %5, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %26

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %7, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = load double, ptr %6, align 8
  %22 = fadd double %21, %20
  store double %22, ptr %6, align 8
  br label %23

23:                                               ; preds = %15
  %24 = load i32, ptr %7, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %7, align 4
  br label %11, !llvm.loop !13

26:                                               ; preds = %11
  %27 = load double, ptr %6, align 8
  store double %27, ptr %3, align 8
  br label %44

28:                                               ; preds = %2
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %5, align 4
  %31 = sdiv i32 %30, 2
  %32 = call double @pairwise(ptr noundef %29, i32 noundef %31)
  %33 = load ptr, ptr %4, align 8
  %34 = load i32, ptr %5, align 4
  %35 = sdiv i32 %34, 2
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds double, ptr %33, i64 %36
  %38 = load i32, ptr %5, align 4
  %39 = load i32, ptr %5, align 4
  %40 = sdiv i32 %39, 2
  %41 = sub nsw i32 %38, %40
  %42 = call double @pairwise(ptr noundef %37, i32 noundef %41)
  %43 = fadd double %32, %42
  store double %43, ptr %3, align 8
  br label %44

44:                                               ; preds = %28, %26
  %45 = load double, ptr %3, align 8
  ret double %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dotf(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store float 0.000000e+00, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %14, i64 %16
  %18 = load float, ptr %17, align 4
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fmul float %18, %23
  %25 = load float, ptr %7, align 4
  %26 = fadd float %25, %24
  store float %26, ptr %7, align 4
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !14

30:                                               ; preds = %9
  %31 = load float, ptr %7, align 4
  ret float %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dotd(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store double 0.000000e+00, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %27, %3
  %10 = load i32, ptr %8, align 4
  %11 = load i32, ptr %6, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %30

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8
  %15 = load i32, ptr %8, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds double, ptr %14, i64 %16
  %18 = load double, ptr %17, align 8
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds double, ptr %19, i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fmul double %18, %23
  %25 = load double, ptr %7, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %7, align 8
  br label %27

27:                                               ; preds = %13
  %28 = load i32, ptr %8, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %8, align 4
  br label %9, !llvm.loop !15

30:                                               ; preds = %9
  %31 = load double, ptr %7, align 8
  ret double %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @prod(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 1.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fmul double %17, %16
  store double %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !16

22:                                               ; preds = %7
  %23 = load double, ptr %5, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @leibniz(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %22, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %25

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = and i32 %10, 1
  %12 = icmp ne i32 %11, 0
  %13 = zext i1 %12 to i64
  %14 = select i1 %12, double -4.000000e+00, double 4.000000e+00
  %15 = load i32, ptr %4, align 4
  %16 = mul nsw i32 2, %15
  %17 = add nsw i32 %16, 1
  %18 = sitofp i32 %17 to double
  %19 = fdiv double %14, %18
  %20 = load double, ptr %3, align 8
  %21 = fadd double %20, %19
  store double %21, ptr %3, align 8
  br label %22

22:                                               ; preds = %9
  %23 = load i32, ptr %4, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %4, align 4
  br label %5, !llvm.loop !17

25:                                               ; preds = %5
  %26 = load double, ptr %3, align 8
  ret double %26
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
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
