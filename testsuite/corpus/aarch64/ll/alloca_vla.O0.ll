; ModuleID = 'programs/alloca_vla.c'
source_filename = "programs/alloca_vla.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [21 x i8] c"vla_sum %ld %ld %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"trace %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"mm %d %d size=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"alloca_strs %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"alloca_aligned %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"vla_loop %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"vla_scope %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [16 x i8] c"rowsize %zu %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  %12 = call i64 @vla_sum(i32 noundef 1)
  %13 = call i64 @vla_sum(i32 noundef 100)
  %14 = call i64 @vla_sum(i32 noundef 5000)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %12, i64 noundef %13, i64 noundef %14)
  store i32 5, ptr %2, align 4
  %16 = load i32, ptr %2, align 4
  %17 = zext i32 %16 to i64
  %18 = load i32, ptr %2, align 4
  %19 = zext i32 %18 to i64
  %20 = load i32, ptr %2, align 4
  %21 = zext i32 %20 to i64
  %22 = mul nuw i64 %19, %21
  %23 = mul nuw i64 8, %22
  %24 = call noalias ptr @malloc(i64 noundef %23) #8
  store ptr %24, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %25

25:                                               ; preds = %52, %0
  %26 = load i32, ptr %4, align 4
  %27 = load i32, ptr %2, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %55

29:                                               ; preds = %25
  store i32 0, ptr %5, align 4
  br label %30

30:                                               ; preds = %48, %29
  %31 = load i32, ptr %5, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %51

34:                                               ; preds = %30
  %35 = load i32, ptr %4, align 4
  %36 = sitofp i32 %35 to double
  %37 = load i32, ptr %5, align 4
  %38 = sitofp i32 %37 to double
  %39 = call double @llvm.fmuladd.f64(double %38, double 5.000000e-01, double %36)
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = mul nsw i64 %42, %17
  %44 = getelementptr inbounds double, ptr %40, i64 %43
  %45 = load i32, ptr %5, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds double, ptr %44, i64 %46
  store double %39, ptr %47, align 8
  br label %48

48:                                               ; preds = %34
  %49 = load i32, ptr %5, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %5, align 4
  br label %30, !llvm.loop !6

51:                                               ; preds = %30
  br label %52

52:                                               ; preds = %51
  %53 = load i32, ptr %4, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %4, align 4
  br label %25, !llvm.loop !8

55:                                               ; preds = %25
  %56 = load i32, ptr %2, align 4
  %57 = load ptr, ptr %3, align 8
  %58 = call double @matrix_trace(i32 noundef %56, ptr noundef %57)
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %58)
  %60 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %60) #9
  store i32 3, ptr %6, align 4
  store i32 7, ptr %7, align 4
  %61 = load i32, ptr %6, align 4
  %62 = zext i32 %61 to i64
  %63 = load i32, ptr %7, align 4
  %64 = zext i32 %63 to i64
  %65 = call ptr @llvm.stacksave.p0()
  store ptr %65, ptr %8, align 8
  %66 = mul nuw i64 %62, %64
  %67 = alloca i32, i64 %66, align 4
  store i64 %62, ptr %9, align 8
  store i64 %64, ptr %10, align 8
  %68 = load i32, ptr %6, align 4
  %69 = load i32, ptr %7, align 4
  call void @fill(i32 noundef %68, i32 noundef %69, ptr noundef %67)
  %70 = mul nsw i64 2, %64
  %71 = getelementptr inbounds i32, ptr %67, i64 %70
  %72 = getelementptr inbounds i32, ptr %71, i64 6
  %73 = load i32, ptr %72, align 4
  %74 = mul nsw i64 1, %64
  %75 = getelementptr inbounds i32, ptr %67, i64 %74
  %76 = getelementptr inbounds i32, ptr %75, i64 3
  %77 = load i32, ptr %76, align 4
  %78 = mul nuw i64 %62, %64
  %79 = mul nuw i64 4, %78
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %73, i32 noundef %77, i64 noundef %79)
  %81 = call i32 @alloca_strs(i32 noundef 40)
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %81)
  %83 = call i32 @alloca_aligned(i32 noundef 20)
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %83)
  %85 = call i32 @vla_loop(i32 noundef 300)
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %85)
  %87 = call i32 @vla_goto_scope(i32 noundef 60)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %87)
  %89 = load i32, ptr %7, align 4
  %90 = zext i32 %89 to i64
  %91 = mul nuw i64 4, %90
  %92 = mul i64 4, %91
  %93 = call noalias ptr @malloc(i64 noundef %92) #8
  store ptr %93, ptr %11, align 8
  %94 = load ptr, ptr %11, align 8
  %95 = mul nsw i64 3, %90
  %96 = getelementptr inbounds i32, ptr %94, i64 %95
  %97 = getelementptr inbounds i32, ptr %96, i64 6
  store i32 99, ptr %97, align 4
  %98 = mul nuw i64 4, %90
  %99 = load ptr, ptr %11, align 8
  %100 = mul nsw i64 3, %90
  %101 = getelementptr inbounds i32, ptr %99, i64 %100
  %102 = getelementptr inbounds i32, ptr %101, i64 6
  %103 = load i32, ptr %102, align 4
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %98, i32 noundef %103)
  %105 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %105) #9
  %106 = call i64 @vla_sum(i32 noundef 10)
  %107 = and i64 %106, 255
  %108 = trunc i64 %107 to i32
  store i32 %108, ptr %1, align 4
  %109 = load ptr, ptr %8, align 8
  call void @llvm.stackrestore.p0(ptr %109)
  %110 = load i32, ptr %1, align 4
  ret i32 %110
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @vla_sum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %8 = load i32, ptr %2, align 4
  %9 = zext i32 %8 to i64
  %10 = call ptr @llvm.stacksave.p0()
  store ptr %10, ptr %3, align 8
  %11 = alloca i64, i64 %9, align 8
  store i64 %9, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %12

12:                                               ; preds = %25, %1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %2, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %28

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4
  %18 = sext i32 %17 to i64
  %19 = load i32, ptr %5, align 4
  %20 = sext i32 %19 to i64
  %21 = mul nsw i64 %18, %20
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, ptr %11, i64 %23
  store i64 %21, ptr %24, align 8
  br label %25

25:                                               ; preds = %16
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %12, !llvm.loop !9

28:                                               ; preds = %12
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %29

29:                                               ; preds = %40, %28
  %30 = load i32, ptr %7, align 4
  %31 = load i32, ptr %2, align 4
  %32 = icmp slt i32 %30, %31
  br i1 %32, label %33, label %43

33:                                               ; preds = %29
  %34 = load i32, ptr %7, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i64, ptr %11, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = load i64, ptr %6, align 8
  %39 = add nsw i64 %38, %37
  store i64 %39, ptr %6, align 8
  br label %40

40:                                               ; preds = %33
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %29, !llvm.loop !10

43:                                               ; preds = %29
  %44 = load i64, ptr %6, align 8
  %45 = mul nuw i64 8, %9
  %46 = add nsw i64 %44, %45
  %47 = load ptr, ptr %3, align 8
  call void @llvm.stackrestore.p0(ptr %47)
  ret i64 %46
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @matrix_trace(i32 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store ptr %1, ptr %4, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  %9 = load i32, ptr %3, align 4
  %10 = zext i32 %9 to i64
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %11

11:                                               ; preds = %27, %2
  %12 = load i32, ptr %6, align 4
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %6, align 4
  %18 = sext i32 %17 to i64
  %19 = mul nsw i64 %18, %10
  %20 = getelementptr inbounds double, ptr %16, i64 %19
  %21 = load i32, ptr %6, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  %24 = load double, ptr %23, align 8
  %25 = load double, ptr %5, align 8
  %26 = fadd double %25, %24
  store double %26, ptr %5, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i32, ptr %6, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %6, align 4
  br label %11, !llvm.loop !11

30:                                               ; preds = %11
  %31 = load double, ptr %5, align 8
  ret double %31
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare ptr @llvm.stacksave.p0() #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fill(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %9 = load i32, ptr %4, align 4
  %10 = zext i32 %9 to i64
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  store i32 0, ptr %7, align 4
  br label %13

13:                                               ; preds = %40, %3
  %14 = load i32, ptr %7, align 4
  %15 = load i32, ptr %4, align 4
  %16 = icmp slt i32 %14, %15
  br i1 %16, label %17, label %43

17:                                               ; preds = %13
  store i32 0, ptr %8, align 4
  br label %18

18:                                               ; preds = %36, %17
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %5, align 4
  %21 = icmp slt i32 %19, %20
  br i1 %21, label %22, label %39

22:                                               ; preds = %18
  %23 = load i32, ptr %7, align 4
  %24 = load i32, ptr %5, align 4
  %25 = mul nsw i32 %23, %24
  %26 = load i32, ptr %8, align 4
  %27 = add nsw i32 %25, %26
  %28 = load ptr, ptr %6, align 8
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = mul nsw i64 %30, %12
  %32 = getelementptr inbounds i32, ptr %28, i64 %31
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  store i32 %27, ptr %35, align 4
  br label %36

36:                                               ; preds = %22
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %18, !llvm.loop !12

39:                                               ; preds = %18
  br label %40

40:                                               ; preds = %39
  %41 = load i32, ptr %7, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %7, align 4
  br label %13, !llvm.loop !13

43:                                               ; preds = %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @alloca_strs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = mul i64 %8, 8
  %10 = alloca i8, i64 %9, align 16
  store ptr %10, ptr %3, align 8
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %45, %1
  %12 = load i32, ptr %5, align 4
  %13 = load i32, ptr %2, align 4
  %14 = icmp slt i32 %12, %13
  br i1 %14, label %15, label %48

15:                                               ; preds = %11
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = add i64 %17, 2
  %19 = alloca i8, i64 %18, align 16
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %5, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds ptr, ptr %20, i64 %22
  store ptr %19, ptr %23, align 8
  %24 = load ptr, ptr %3, align 8
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds ptr, ptr %24, i64 %26
  %28 = load ptr, ptr %27, align 8
  %29 = load i32, ptr %5, align 4
  %30 = srem i32 %29, 26
  %31 = add nsw i32 97, %30
  %32 = trunc i32 %31 to i8
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = add i64 %34, 1
  call void @llvm.memset.p0.i64(ptr align 1 %28, i8 %32, i64 %35, i1 false)
  %36 = load ptr, ptr %3, align 8
  %37 = load i32, ptr %5, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds ptr, ptr %36, i64 %38
  %40 = load ptr, ptr %39, align 8
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %40, i64 %43
  store i8 0, ptr %44, align 1
  br label %45

45:                                               ; preds = %15
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %5, align 4
  br label %11, !llvm.loop !14

48:                                               ; preds = %11
  store i32 0, ptr %6, align 4
  br label %49

49:                                               ; preds = %74, %48
  %50 = load i32, ptr %6, align 4
  %51 = load i32, ptr %2, align 4
  %52 = icmp slt i32 %50, %51
  br i1 %52, label %53, label %77

53:                                               ; preds = %49
  %54 = load ptr, ptr %3, align 8
  %55 = load i32, ptr %6, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds ptr, ptr %54, i64 %56
  %58 = load ptr, ptr %57, align 8
  %59 = call i64 @strlen(ptr noundef %58) #10
  %60 = trunc i64 %59 to i32
  %61 = load ptr, ptr %3, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds ptr, ptr %61, i64 %63
  %65 = load ptr, ptr %64, align 8
  %66 = getelementptr inbounds i8, ptr %65, i64 0
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = sub nsw i32 %68, 97
  %70 = add nsw i32 %69, 1
  %71 = mul nsw i32 %60, %70
  %72 = load i32, ptr %4, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %4, align 4
  br label %74

74:                                               ; preds = %53
  %75 = load i32, ptr %6, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %6, align 4
  br label %49, !llvm.loop !15

77:                                               ; preds = %49
  %78 = load i32, ptr %4, align 4
  ret i32 %78
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @alloca_aligned(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %6

6:                                                ; preds = %26, %1
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %29

10:                                               ; preds = %6
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul i64 %12, 3
  %14 = alloca i8, i64 %13, align 32
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = ptrtoint ptr %15 to i64
  %17 = urem i64 %16, 32
  %18 = icmp eq i64 %17, 0
  %19 = zext i1 %18 to i32
  %20 = load i32, ptr %3, align 4
  %21 = add nsw i32 %20, %19
  store i32 %21, ptr %3, align 4
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %4, align 4
  %24 = sext i32 %23 to i64
  %25 = mul i64 %24, 3
  call void @llvm.memset.p0.i64(ptr align 1 %22, i8 0, i64 %25, i1 false)
  br label %26

26:                                               ; preds = %10
  %27 = load i32, ptr %4, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %4, align 4
  br label %6, !llvm.loop !16

29:                                               ; preds = %6
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_loop(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %7

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %4, align 4
  %9 = load i32, ptr %2, align 4
  %10 = icmp sle i32 %8, %9
  br i1 %10, label %11, label %34

11:                                               ; preds = %7
  %12 = load i32, ptr %4, align 4
  %13 = mul nsw i32 %12, 100
  %14 = zext i32 %13 to i64
  %15 = call ptr @llvm.stacksave.p0()
  store ptr %15, ptr %5, align 8
  %16 = alloca i8, i64 %14, align 1
  store i64 %14, ptr %6, align 8
  %17 = load i32, ptr %4, align 4
  %18 = trunc i32 %17 to i8
  call void @llvm.memset.p0.i64(ptr align 1 %16, i8 %18, i64 %14, i1 false)
  %19 = load i32, ptr %4, align 4
  %20 = mul nsw i32 %19, 100
  %21 = sub nsw i32 %20, 1
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds i8, ptr %16, i64 %22
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = trunc i64 %14 to i32
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %3, align 4
  %29 = add nsw i32 %28, %27
  store i32 %29, ptr %3, align 4
  %30 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore.p0(ptr %30)
  br label %31

31:                                               ; preds = %11
  %32 = load i32, ptr %4, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %4, align 4
  br label %7, !llvm.loop !17

34:                                               ; preds = %7
  %35 = load i32, ptr %3, align 4
  ret i32 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vla_goto_scope(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %46, %1
  %10 = load i32, ptr %4, align 4
  %11 = load i32, ptr %2, align 4
  %12 = icmp slt i32 %10, %11
  br i1 %12, label %13, label %49

13:                                               ; preds = %9
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  %16 = zext i32 %15 to i64
  %17 = call ptr @llvm.stacksave.p0()
  store ptr %17, ptr %5, align 8
  %18 = alloca i32, i64 %16, align 4
  store i64 %16, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %19

19:                                               ; preds = %28, %13
  %20 = load i32, ptr %7, align 4
  %21 = load i32, ptr %4, align 4
  %22 = icmp sle i32 %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %19
  %24 = load i32, ptr %7, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %18, i64 %26
  store i32 %24, ptr %27, align 4
  br label %28

28:                                               ; preds = %23
  %29 = load i32, ptr %7, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %7, align 4
  br label %19, !llvm.loop !18

31:                                               ; preds = %19
  %32 = load i32, ptr %4, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %18, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, %35
  store i32 %37, ptr %3, align 4
  %38 = load i32, ptr %3, align 4
  %39 = icmp sgt i32 %38, 1000
  br i1 %39, label %40, label %41

40:                                               ; preds = %31
  store i32 2, ptr %8, align 4
  br label %42

41:                                               ; preds = %31
  store i32 0, ptr %8, align 4
  br label %42

42:                                               ; preds = %41, %40
  %43 = load ptr, ptr %5, align 8
  call void @llvm.stackrestore.p0(ptr %43)
  %44 = load i32, ptr %8, align 4
  switch i32 %44, label %51 [
    i32 0, label %45
    i32 2, label %49
  ]

45:                                               ; preds = %42
  br label %46

46:                                               ; preds = %45
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %9, !llvm.loop !19

49:                                               ; preds = %42, %9
  %50 = load i32, ptr %3, align 4
  ret i32 %50

51:                                               ; preds = %42
  unreachable
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.stackrestore.p0(ptr) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }

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
