; ModuleID = 'programs/autovec_float_loops.c'
source_filename = "programs/autovec_float_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@fb = internal global [777 x float] zeroinitializer, align 4
@fc = internal global [777 x float] zeroinitializer, align 4
@fd = internal global [777 x float] zeroinitializer, align 4
@ia = internal global [777 x i32] zeroinitializer, align 4
@db = internal global [777 x double] zeroinitializer, align 8
@da = internal global [777 x double] zeroinitializer, align 8
@fa = internal global [777 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [25 x i8] c"muladd sum=%a a[100]=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"widen da[500]=%a\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"i2f sum=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"sel sum=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"saxpy sum=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"divsqrt sum=%a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %6

6:                                                ; preds = %50, %0
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %7, 777
  br i1 %8, label %9, label %53

9:                                                ; preds = %6
  %10 = load i32, ptr %2, align 4
  %11 = sitofp i32 %10 to float
  %12 = fmul float %11, 0x3FD7AE1480000000
  %13 = fsub float %12, 1.000000e+02
  %14 = load i32, ptr %2, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %15
  store float %13, ptr %16, align 4
  %17 = load i32, ptr %2, align 4
  %18 = add nsw i32 %17, 1
  %19 = sitofp i32 %18 to float
  %20 = fdiv float 1.000000e+00, %19
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [777 x float], ptr @fc, i64 0, i64 %22
  store float %20, ptr %23, align 4
  %24 = load i32, ptr %2, align 4
  %25 = srem i32 %24, 13
  %26 = sitofp i32 %25 to float
  %27 = fmul float %26, 0x3F847AE140000000
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [777 x float], ptr @fd, i64 0, i64 %29
  store float %27, ptr %30, align 4
  %31 = load i32, ptr %2, align 4
  %32 = mul nsw i32 %31, 37
  %33 = sub nsw i32 %32, 9000
  %34 = load i32, ptr %2, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [777 x i32], ptr @ia, i64 0, i64 %35
  store i32 %33, ptr %36, align 4
  %37 = load i32, ptr %2, align 4
  %38 = sitofp i32 %37 to double
  %39 = fmul double %38, 1.000000e-03
  %40 = load i32, ptr %2, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [777 x double], ptr @db, i64 0, i64 %41
  store double %39, ptr %42, align 8
  %43 = load i32, ptr %2, align 4
  %44 = sitofp i32 %43 to double
  %45 = fmul double %44, 2.000000e-03
  %46 = fsub double 1.000000e+00, %45
  %47 = load i32, ptr %2, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %48
  store double %46, ptr %49, align 8
  br label %50

50:                                               ; preds = %9
  %51 = load i32, ptr %2, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %2, align 4
  br label %6, !llvm.loop !6

53:                                               ; preds = %6
  call void @muladd(ptr noundef @fa, ptr noundef @fb, ptr noundef @fc, ptr noundef @fd, i32 noundef 777)
  %54 = call double @ordered_sum(ptr noundef @fa, i32 noundef 777)
  %55 = load float, ptr getelementptr inbounds ([777 x float], ptr @fa, i64 0, i64 100), align 4
  %56 = fpext float %55 to double
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %54, double noundef %56)
  call void @widen(ptr noundef @da, ptr noundef @fa, i32 noundef 777)
  %58 = load double, ptr getelementptr inbounds ([777 x double], ptr @da, i64 0, i64 500), align 8
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %58)
  call void @i2f(ptr noundef @fa, ptr noundef @ia, i32 noundef 777)
  %60 = call double @ordered_sum(ptr noundef @fa, i32 noundef 777)
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %60)
  call void @sel(ptr noundef @fa, ptr noundef @fb, ptr noundef @fc, i32 noundef 777)
  %62 = call double @ordered_sum(ptr noundef @fa, i32 noundef 777)
  %63 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %62)
  call void @saxpy(ptr noundef @da, ptr noundef @db, double noundef 2.500000e+00, i32 noundef 777)
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %64

64:                                               ; preds = %74, %53
  %65 = load i32, ptr %4, align 4
  %66 = icmp slt i32 %65, 777
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = load i32, ptr %4, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = load double, ptr %3, align 8
  %73 = fadd double %72, %71
  store double %73, ptr %3, align 8
  br label %74

74:                                               ; preds = %67
  %75 = load i32, ptr %4, align 4
  %76 = add nsw i32 %75, 1
  store i32 %76, ptr %4, align 4
  br label %64, !llvm.loop !8

77:                                               ; preds = %64
  %78 = load double, ptr %3, align 8
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %78)
  store i32 0, ptr %5, align 4
  br label %80

80:                                               ; preds = %105, %77
  %81 = load i32, ptr %5, align 4
  %82 = icmp slt i32 %81, 777
  br i1 %82, label %83, label %108

83:                                               ; preds = %80
  %84 = load i32, ptr %5, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %85
  %87 = load float, ptr %86, align 4
  %88 = fcmp olt float %87, 0.000000e+00
  br i1 %88, label %89, label %95

89:                                               ; preds = %83
  %90 = load i32, ptr %5, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %91
  %93 = load float, ptr %92, align 4
  %94 = fneg float %93
  br label %100

95:                                               ; preds = %83
  %96 = load i32, ptr %5, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %97
  %99 = load float, ptr %98, align 4
  br label %100

100:                                              ; preds = %95, %89
  %101 = phi float [ %94, %89 ], [ %99, %95 ]
  %102 = load i32, ptr %5, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %103
  store float %101, ptr %104, align 4
  br label %105

105:                                              ; preds = %100
  %106 = load i32, ptr %5, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %5, align 4
  br label %80, !llvm.loop !9

108:                                              ; preds = %80
  call void @divsqrt(ptr noundef @fa, ptr noundef @fb, i32 noundef 777)
  %109 = call double @ordered_sum(ptr noundef @fa, i32 noundef 777)
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %109)
  %111 = call double @ordered_sum(ptr noundef @fa, i32 noundef 10)
  %112 = fptosi double %111 to i32
  ret i32 %112
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @muladd(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %12

12:                                               ; preds = %38, %5
  %13 = load i32, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %41

16:                                               ; preds = %12
  %17 = load ptr, ptr %7, align 8
  %18 = load i32, ptr %11, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %17, i64 %19
  %21 = load float, ptr %20, align 4
  %22 = load ptr, ptr %8, align 8
  %23 = load i32, ptr %11, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %22, i64 %24
  %26 = load float, ptr %25, align 4
  %27 = fmul float %21, %26
  %28 = load ptr, ptr %9, align 8
  %29 = load i32, ptr %11, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %28, i64 %30
  %32 = load float, ptr %31, align 4
  %33 = fadd float %27, %32
  %34 = load ptr, ptr %6, align 8
  %35 = load i32, ptr %11, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %34, i64 %36
  store float %33, ptr %37, align 4
  br label %38

38:                                               ; preds = %16
  %39 = load i32, ptr %11, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %11, align 4
  br label %12, !llvm.loop !10

41:                                               ; preds = %12
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ordered_sum(ptr noundef %0, i32 noundef %1) #0 {
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
define internal void @widen(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = fpext float %17 to double
  %19 = fmul double %18, 5.000000e-01
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds double, ptr %20, i64 %22
  store double %19, ptr %23, align 8
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !12

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i2f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %27

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = sitofp i32 %17 to float
  %19 = fdiv float %18, 1.600000e+01
  %20 = load ptr, ptr %4, align 8
  %21 = load i32, ptr %7, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  store float %19, ptr %23, align 4
  br label %24

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %7, align 4
  br label %8, !llvm.loop !13

27:                                               ; preds = %8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sel(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %51, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %54

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8
  %16 = load i32, ptr %9, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %15, i64 %17
  %19 = load float, ptr %18, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr %9, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %20, i64 %22
  %24 = load float, ptr %23, align 4
  %25 = fcmp ogt float %19, %24
  br i1 %25, label %26, label %38

26:                                               ; preds = %14
  %27 = load ptr, ptr %6, align 8
  %28 = load i32, ptr %9, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds float, ptr %27, i64 %29
  %31 = load float, ptr %30, align 4
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %9, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %32, i64 %34
  %36 = load float, ptr %35, align 4
  %37 = fsub float %31, %36
  br label %45

38:                                               ; preds = %14
  %39 = load ptr, ptr %7, align 8
  %40 = load i32, ptr %9, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds float, ptr %39, i64 %41
  %43 = load float, ptr %42, align 4
  %44 = fmul float %43, 2.500000e-01
  br label %45

45:                                               ; preds = %38, %26
  %46 = phi float [ %37, %26 ], [ %44, %38 ]
  %47 = load ptr, ptr %5, align 8
  %48 = load i32, ptr %9, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds float, ptr %47, i64 %49
  store float %46, ptr %50, align 4
  br label %51

51:                                               ; preds = %45
  %52 = load i32, ptr %9, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %9, align 4
  br label %10, !llvm.loop !14

54:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @saxpy(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store double %2, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %10

10:                                               ; preds = %32, %4
  %11 = load i32, ptr %9, align 4
  %12 = load i32, ptr %8, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %35

14:                                               ; preds = %10
  %15 = load double, ptr %7, align 8
  %16 = load ptr, ptr %6, align 8
  %17 = load i32, ptr %9, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds double, ptr %16, i64 %18
  %20 = load double, ptr %19, align 8
  %21 = fmul double %15, %20
  %22 = load ptr, ptr %5, align 8
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds double, ptr %22, i64 %24
  %26 = load double, ptr %25, align 8
  %27 = fadd double %21, %26
  %28 = load ptr, ptr %5, align 8
  %29 = load i32, ptr %9, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds double, ptr %28, i64 %30
  store double %27, ptr %31, align 8
  br label %32

32:                                               ; preds = %14
  %33 = load i32, ptr %9, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %9, align 4
  br label %10, !llvm.loop !15

35:                                               ; preds = %10
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @divsqrt(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %8

8:                                                ; preds = %30, %3
  %9 = load i32, ptr %7, align 4
  %10 = load i32, ptr %6, align 4
  %11 = icmp slt i32 %9, %10
  br i1 %11, label %12, label %33

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %7, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %13, i64 %15
  %17 = load float, ptr %16, align 4
  %18 = call float @sqrtf(float noundef %17) #3
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %7, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %19, i64 %21
  %23 = load float, ptr %22, align 4
  %24 = fadd float %23, 1.000000e+00
  %25 = fdiv float %18, %24
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %7, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %26, i64 %28
  store float %25, ptr %29, align 4
  br label %30

30:                                               ; preds = %12
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %7, align 4
  br label %8, !llvm.loop !16

33:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
