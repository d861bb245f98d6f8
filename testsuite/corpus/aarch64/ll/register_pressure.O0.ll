; ModuleID = 'programs/register_pressure.c'
source_filename = "programs/register_pressure.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [32 x i8] c"int=%016llx fp=%.10g loop=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  %6 = alloca [1000 x i32], align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %17, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %20

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = call i64 @int_pressure(i64 noundef %13)
  %15 = load i64, ptr %2, align 8
  %16 = xor i64 %15, %14
  store i64 %16, ptr %2, align 8
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %3, align 4
  br label %8, !llvm.loop !6

20:                                               ; preds = %8
  store double 0.000000e+00, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %21

21:                                               ; preds = %31, %20
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %22, 100
  br i1 %23, label %24, label %34

24:                                               ; preds = %21
  %25 = load i32, ptr %5, align 4
  %26 = sitofp i32 %25 to double
  %27 = fmul double %26, 1.000000e-02
  %28 = call double @fp_pressure(double noundef %27)
  %29 = load double, ptr %4, align 8
  %30 = fadd double %29, %28
  store double %30, ptr %4, align 8
  br label %31

31:                                               ; preds = %24
  %32 = load i32, ptr %5, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %5, align 4
  br label %21, !llvm.loop !8

34:                                               ; preds = %21
  store i32 0, ptr %7, align 4
  br label %35

35:                                               ; preds = %46, %34
  %36 = load i32, ptr %7, align 4
  %37 = icmp slt i32 %36, 1000
  br i1 %37, label %38, label %49

38:                                               ; preds = %35
  %39 = load i32, ptr %7, align 4
  %40 = mul nsw i32 %39, 7919
  %41 = srem i32 %40, 1000
  %42 = sub nsw i32 %41, 500
  %43 = load i32, ptr %7, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [1000 x i32], ptr %6, i64 0, i64 %44
  store i32 %42, ptr %45, align 4
  br label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %7, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %7, align 4
  br label %35, !llvm.loop !9

49:                                               ; preds = %35
  %50 = load i64, ptr %2, align 8
  %51 = load double, ptr %4, align 8
  %52 = getelementptr inbounds [1000 x i32], ptr %6, i64 0, i64 0
  %53 = call i64 @loop_pressure(ptr noundef %52, i32 noundef 1000)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %50, double noundef %51, i64 noundef %53)
  %55 = load i64, ptr %2, align 8
  %56 = and i64 %55, 127
  %57 = trunc i64 %56 to i32
  ret i32 %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @int_pressure(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %23 = load i64, ptr %2, align 8
  %24 = call i64 @opaque(i64 noundef %23)
  store i64 %24, ptr %3, align 8
  %25 = load i64, ptr %3, align 8
  %26 = call i64 @opaque(i64 noundef %25)
  store i64 %26, ptr %4, align 8
  %27 = load i64, ptr %4, align 8
  %28 = call i64 @opaque(i64 noundef %27)
  store i64 %28, ptr %5, align 8
  %29 = load i64, ptr %5, align 8
  %30 = call i64 @opaque(i64 noundef %29)
  store i64 %30, ptr %6, align 8
  %31 = load i64, ptr %6, align 8
  %32 = call i64 @opaque(i64 noundef %31)
  store i64 %32, ptr %7, align 8
  %33 = load i64, ptr %7, align 8
  %34 = call i64 @opaque(i64 noundef %33)
  store i64 %34, ptr %8, align 8
  %35 = load i64, ptr %8, align 8
  %36 = call i64 @opaque(i64 noundef %35)
  store i64 %36, ptr %9, align 8
  %37 = load i64, ptr %9, align 8
  %38 = call i64 @opaque(i64 noundef %37)
  store i64 %38, ptr %10, align 8
  %39 = load i64, ptr %10, align 8
  %40 = call i64 @opaque(i64 noundef %39)
  store i64 %40, ptr %11, align 8
  %41 = load i64, ptr %11, align 8
  %42 = call i64 @opaque(i64 noundef %41)
  store i64 %42, ptr %12, align 8
  %43 = load i64, ptr %12, align 8
  %44 = call i64 @opaque(i64 noundef %43)
  store i64 %44, ptr %13, align 8
  %45 = load i64, ptr %13, align 8
  %46 = call i64 @opaque(i64 noundef %45)
  store i64 %46, ptr %14, align 8
  %47 = load i64, ptr %14, align 8
  %48 = call i64 @opaque(i64 noundef %47)
  store i64 %48, ptr %15, align 8
  %49 = load i64, ptr %15, align 8
  %50 = call i64 @opaque(i64 noundef %49)
  store i64 %50, ptr %16, align 8
  %51 = load i64, ptr %16, align 8
  %52 = call i64 @opaque(i64 noundef %51)
  store i64 %52, ptr %17, align 8
  %53 = load i64, ptr %17, align 8
  %54 = call i64 @opaque(i64 noundef %53)
  store i64 %54, ptr %18, align 8
  %55 = load i64, ptr %3, align 8
  %56 = load i64, ptr %18, align 8
  %57 = xor i64 %55, %56
  %58 = call i64 @opaque(i64 noundef %57)
  store i64 %58, ptr %19, align 8
  %59 = load i64, ptr %4, align 8
  %60 = load i64, ptr %17, align 8
  %61 = xor i64 %59, %60
  %62 = call i64 @opaque(i64 noundef %61)
  store i64 %62, ptr %20, align 8
  %63 = load i64, ptr %5, align 8
  %64 = load i64, ptr %16, align 8
  %65 = xor i64 %63, %64
  %66 = call i64 @opaque(i64 noundef %65)
  store i64 %66, ptr %21, align 8
  %67 = load i64, ptr %6, align 8
  %68 = load i64, ptr %15, align 8
  %69 = xor i64 %67, %68
  %70 = call i64 @opaque(i64 noundef %69)
  store i64 %70, ptr %22, align 8
  %71 = load i64, ptr %3, align 8
  %72 = load i64, ptr %4, align 8
  %73 = mul i64 %72, 3
  %74 = add i64 %71, %73
  %75 = load i64, ptr %5, align 8
  %76 = mul i64 %75, 5
  %77 = add i64 %74, %76
  %78 = load i64, ptr %6, align 8
  %79 = mul i64 %78, 7
  %80 = add i64 %77, %79
  %81 = load i64, ptr %7, align 8
  %82 = mul i64 %81, 11
  %83 = add i64 %80, %82
  %84 = load i64, ptr %8, align 8
  %85 = mul i64 %84, 13
  %86 = add i64 %83, %85
  %87 = load i64, ptr %9, align 8
  %88 = mul i64 %87, 17
  %89 = add i64 %86, %88
  %90 = load i64, ptr %10, align 8
  %91 = mul i64 %90, 19
  %92 = add i64 %89, %91
  %93 = load i64, ptr %11, align 8
  %94 = mul i64 %93, 23
  %95 = add i64 %92, %94
  %96 = load i64, ptr %12, align 8
  %97 = mul i64 %96, 29
  %98 = add i64 %95, %97
  %99 = load i64, ptr %13, align 8
  %100 = mul i64 %99, 31
  %101 = add i64 %98, %100
  %102 = load i64, ptr %14, align 8
  %103 = mul i64 %102, 37
  %104 = add i64 %101, %103
  %105 = load i64, ptr %15, align 8
  %106 = mul i64 %105, 41
  %107 = add i64 %104, %106
  %108 = load i64, ptr %16, align 8
  %109 = mul i64 %108, 43
  %110 = add i64 %107, %109
  %111 = load i64, ptr %17, align 8
  %112 = mul i64 %111, 47
  %113 = add i64 %110, %112
  %114 = load i64, ptr %18, align 8
  %115 = mul i64 %114, 53
  %116 = add i64 %113, %115
  %117 = load i64, ptr %19, align 8
  %118 = load i64, ptr %20, align 8
  %119 = xor i64 %117, %118
  %120 = load i64, ptr %21, align 8
  %121 = xor i64 %119, %120
  %122 = load i64, ptr %22, align 8
  %123 = xor i64 %121, %122
  %124 = add i64 %116, %123
  ret i64 %124
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fp_pressure(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store double %0, ptr %2, align 8
  %21 = load double, ptr %2, align 8
  %22 = call double @fopaque(double noundef %21)
  store double %22, ptr %3, align 8
  %23 = load double, ptr %3, align 8
  %24 = call double @fopaque(double noundef %23)
  store double %24, ptr %4, align 8
  %25 = load double, ptr %4, align 8
  %26 = call double @fopaque(double noundef %25)
  store double %26, ptr %5, align 8
  %27 = load double, ptr %5, align 8
  %28 = call double @fopaque(double noundef %27)
  store double %28, ptr %6, align 8
  %29 = load double, ptr %6, align 8
  %30 = call double @fopaque(double noundef %29)
  store double %30, ptr %7, align 8
  %31 = load double, ptr %7, align 8
  %32 = call double @fopaque(double noundef %31)
  store double %32, ptr %8, align 8
  %33 = load double, ptr %8, align 8
  %34 = call double @fopaque(double noundef %33)
  store double %34, ptr %9, align 8
  %35 = load double, ptr %9, align 8
  %36 = call double @fopaque(double noundef %35)
  store double %36, ptr %10, align 8
  %37 = load double, ptr %10, align 8
  %38 = call double @fopaque(double noundef %37)
  store double %38, ptr %11, align 8
  %39 = load double, ptr %11, align 8
  %40 = call double @fopaque(double noundef %39)
  store double %40, ptr %12, align 8
  %41 = load double, ptr %12, align 8
  %42 = call double @fopaque(double noundef %41)
  store double %42, ptr %13, align 8
  %43 = load double, ptr %13, align 8
  %44 = call double @fopaque(double noundef %43)
  store double %44, ptr %14, align 8
  %45 = load double, ptr %14, align 8
  %46 = call double @fopaque(double noundef %45)
  store double %46, ptr %15, align 8
  %47 = load double, ptr %15, align 8
  %48 = call double @fopaque(double noundef %47)
  store double %48, ptr %16, align 8
  %49 = load double, ptr %16, align 8
  %50 = call double @fopaque(double noundef %49)
  store double %50, ptr %17, align 8
  %51 = load double, ptr %17, align 8
  %52 = call double @fopaque(double noundef %51)
  store double %52, ptr %18, align 8
  %53 = load double, ptr %18, align 8
  %54 = call double @fopaque(double noundef %53)
  store double %54, ptr %19, align 8
  %55 = load double, ptr %19, align 8
  %56 = call double @fopaque(double noundef %55)
  store double %56, ptr %20, align 8
  %57 = load double, ptr %3, align 8
  %58 = load double, ptr %4, align 8
  %59 = fsub double %57, %58
  %60 = load double, ptr %5, align 8
  %61 = fadd double %59, %60
  %62 = load double, ptr %6, align 8
  %63 = fsub double %61, %62
  %64 = load double, ptr %7, align 8
  %65 = fadd double %63, %64
  %66 = load double, ptr %8, align 8
  %67 = fsub double %65, %66
  %68 = load double, ptr %9, align 8
  %69 = fadd double %67, %68
  %70 = load double, ptr %10, align 8
  %71 = fsub double %69, %70
  %72 = load double, ptr %11, align 8
  %73 = fadd double %71, %72
  %74 = load double, ptr %12, align 8
  %75 = fsub double %73, %74
  %76 = load double, ptr %13, align 8
  %77 = fadd double %75, %76
  %78 = load double, ptr %14, align 8
  %79 = fsub double %77, %78
  %80 = load double, ptr %15, align 8
  %81 = fadd double %79, %80
  %82 = load double, ptr %16, align 8
  %83 = fsub double %81, %82
  %84 = load double, ptr %17, align 8
  %85 = fadd double %83, %84
  %86 = load double, ptr %18, align 8
  %87 = fsub double %85, %86
  %88 = load double, ptr %19, align 8
  %89 = fadd double %87, %88
  %90 = load double, ptr %20, align 8
  %91 = fsub double %89, %90
  %92 = load double, ptr %3, align 8
  %93 = load double, ptr %20, align 8
  %94 = call double @llvm.fmuladd.f64(double %92, double %93, double %91)
  %95 = load double, ptr %4, align 8
  %96 = load double, ptr %19, align 8
  %97 = call double @llvm.fmuladd.f64(double %95, double %96, double %94)
  %98 = load double, ptr %5, align 8
  %99 = load double, ptr %18, align 8
  %100 = call double @llvm.fmuladd.f64(double %98, double %99, double %97)
  ret double %100
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @loop_pressure(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i64 0, ptr %5, align 8
  store i64 0, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i64 0, ptr %8, align 8
  store i64 0, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i64 0, ptr %12, align 8
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i64 0, ptr %15, align 8
  store i64 0, ptr %16, align 8
  store i64 0, ptr %17, align 8
  store i64 0, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %21

21:                                               ; preds = %93, %2
  %22 = load i32, ptr %19, align 4
  %23 = load i32, ptr %4, align 4
  %24 = icmp slt i32 %22, %23
  br i1 %24, label %25, label %96

25:                                               ; preds = %21
  %26 = load ptr, ptr %3, align 8
  %27 = load i32, ptr %19, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i32, ptr %26, i64 %28
  %30 = load i32, ptr %29, align 4
  store i32 %30, ptr %20, align 4
  %31 = load i32, ptr %20, align 4
  %32 = sext i32 %31 to i64
  %33 = load i64, ptr %5, align 8
  %34 = add nsw i64 %33, %32
  store i64 %34, ptr %5, align 8
  %35 = load i32, ptr %20, align 4
  %36 = sext i32 %35 to i64
  %37 = load i64, ptr %6, align 8
  %38 = xor i64 %37, %36
  store i64 %38, ptr %6, align 8
  %39 = load i32, ptr %20, align 4
  %40 = mul nsw i32 %39, 3
  %41 = sext i32 %40 to i64
  %42 = load i64, ptr %7, align 8
  %43 = add nsw i64 %42, %41
  store i64 %43, ptr %7, align 8
  %44 = load i32, ptr %20, align 4
  %45 = sext i32 %44 to i64
  %46 = load i64, ptr %8, align 8
  %47 = sub nsw i64 %46, %45
  store i64 %47, ptr %8, align 8
  %48 = load i32, ptr %20, align 4
  %49 = and i32 %48, 7
  %50 = sext i32 %49 to i64
  %51 = load i64, ptr %9, align 8
  %52 = add nsw i64 %51, %50
  store i64 %52, ptr %9, align 8
  %53 = load i32, ptr %20, align 4
  %54 = sext i32 %53 to i64
  %55 = load i64, ptr %10, align 8
  %56 = or i64 %55, %54
  store i64 %56, ptr %10, align 8
  %57 = load i32, ptr %20, align 4
  %58 = ashr i32 %57, 2
  %59 = sext i32 %58 to i64
  %60 = load i64, ptr %11, align 8
  %61 = add nsw i64 %60, %59
  store i64 %61, ptr %11, align 8
  %62 = load i32, ptr %20, align 4
  %63 = srem i32 %62, 5
  %64 = sext i32 %63 to i64
  %65 = load i64, ptr %12, align 8
  %66 = add nsw i64 %65, %64
  store i64 %66, ptr %12, align 8
  %67 = load i64, ptr %5, align 8
  %68 = and i64 %67, 1
  %69 = load i64, ptr %13, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %13, align 8
  %71 = load i64, ptr %6, align 8
  %72 = ashr i64 %71, 3
  %73 = load i64, ptr %14, align 8
  %74 = add nsw i64 %73, %72
  store i64 %74, ptr %14, align 8
  %75 = load i32, ptr %20, align 4
  %76 = load i32, ptr %20, align 4
  %77 = mul nsw i32 %75, %76
  %78 = sext i32 %77 to i64
  %79 = load i64, ptr %15, align 8
  %80 = add nsw i64 %79, %78
  store i64 %80, ptr %15, align 8
  %81 = load i64, ptr %15, align 8
  %82 = load i64, ptr %16, align 8
  %83 = xor i64 %82, %81
  store i64 %83, ptr %16, align 8
  %84 = load i64, ptr %7, align 8
  %85 = load i64, ptr %8, align 8
  %86 = sub nsw i64 %84, %85
  %87 = load i64, ptr %17, align 8
  %88 = add nsw i64 %87, %86
  store i64 %88, ptr %17, align 8
  %89 = load i32, ptr %19, align 4
  %90 = sext i32 %89 to i64
  %91 = load i64, ptr %18, align 8
  %92 = add nsw i64 %91, %90
  store i64 %92, ptr %18, align 8
  br label %93

93:                                               ; preds = %25
  %94 = load i32, ptr %19, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %19, align 4
  br label %21, !llvm.loop !10

96:                                               ; preds = %21
  %97 = load i64, ptr %5, align 8
  %98 = load i64, ptr %6, align 8
  %99 = add nsw i64 %97, %98
  %100 = load i64, ptr %7, align 8
  %101 = add nsw i64 %99, %100
  %102 = load i64, ptr %8, align 8
  %103 = add nsw i64 %101, %102
  %104 = load i64, ptr %9, align 8
  %105 = add nsw i64 %103, %104
  %106 = load i64, ptr %10, align 8
  %107 = add nsw i64 %105, %106
  %108 = load i64, ptr %11, align 8
  %109 = add nsw i64 %107, %108
  %110 = load i64, ptr %12, align 8
  %111 = add nsw i64 %109, %110
  %112 = load i64, ptr %13, align 8
  %113 = add nsw i64 %111, %112
  %114 = load i64, ptr %14, align 8
  %115 = add nsw i64 %113, %114
  %116 = load i64, ptr %15, align 8
  %117 = add nsw i64 %115, %116
  %118 = load i64, ptr %16, align 8
  %119 = add nsw i64 %117, %118
  %120 = load i64, ptr %17, align 8
  %121 = add nsw i64 %119, %120
  %122 = load i64, ptr %18, align 8
  %123 = add nsw i64 %121, %122
  ret i64 %123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @opaque(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = mul i64 %3, -7046029254386353131
  %5 = add i64 %4, 1
  ret i64 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fopaque(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.fmuladd.f64(double %3, double 0x3FF000001AD7F29B, double 5.000000e-01)
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
