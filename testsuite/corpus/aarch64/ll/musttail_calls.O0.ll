; ModuleID = 'programs/musttail_calls.c'
source_filename = "programs/musttail_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ping %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"step %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fsum %a %a\0A\00", align 1
@next_step = internal global ptr @step_b, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %2 = call i64 @ping(i64 noundef 10000000, i64 noundef 1)
  %3 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %2)
  %4 = call i64 @step_a(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 9)
  %5 = call i64 @step_a(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6, i64 noundef 7, i64 noundef 8, i64 noundef 1000001)
  %6 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %4, i64 noundef %5)
  %7 = call double @fsum_a(double noundef 1.500000e+00, float noundef 2.500000e+00, fp128 noundef 0xL00000000000000004000800000000000, i32 noundef 7)
  %8 = call double @fsum_a(double noundef 5.000000e-01, float noundef 1.000000e+00, fp128 noundef 0xL00000000000000004002400000000000, i32 noundef 100000)
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %7, double noundef %8)
  ret i32 0
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ping(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %3, align 8
  br label %18

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 %11, 1
  %13 = load i64, ptr %5, align 8
  %14 = load i64, ptr %4, align 8
  %15 = xor i64 %13, %14
  %16 = musttail call i64 @pong(i64 noundef %12, i64 noundef %15)
  ret i64 %16

17:                                               ; No predecessors!
  store i64 undef, ptr %3, align 8
  br label %18

18:                                               ; preds = %17, %8
  %19 = load i64, ptr %3, align 8
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @step_a(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 {
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
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %45

22:                                               ; preds = %9
  %23 = load i64, ptr %11, align 8
  %24 = load i64, ptr %12, align 8
  %25 = mul nsw i64 2, %24
  %26 = add nsw i64 %23, %25
  %27 = load i64, ptr %13, align 8
  %28 = mul nsw i64 3, %27
  %29 = add nsw i64 %26, %28
  %30 = load i64, ptr %14, align 8
  %31 = mul nsw i64 5, %30
  %32 = add nsw i64 %29, %31
  %33 = load i64, ptr %15, align 8
  %34 = mul nsw i64 7, %33
  %35 = add nsw i64 %32, %34
  %36 = load i64, ptr %16, align 8
  %37 = mul nsw i64 11, %36
  %38 = add nsw i64 %35, %37
  %39 = load i64, ptr %17, align 8
  %40 = mul nsw i64 13, %39
  %41 = add nsw i64 %38, %40
  %42 = load i64, ptr %18, align 8
  %43 = mul nsw i64 17, %42
  %44 = add nsw i64 %41, %43
  store i64 %44, ptr %10, align 8
  br label %60

45:                                               ; preds = %9
  %46 = load volatile ptr, ptr @next_step, align 8
  %47 = load i64, ptr %18, align 8
  %48 = load i64, ptr %11, align 8
  %49 = load i64, ptr %12, align 8
  %50 = load i64, ptr %13, align 8
  %51 = load i64, ptr %14, align 8
  %52 = load i64, ptr %15, align 8
  %53 = load i64, ptr %16, align 8
  %54 = load i64, ptr %17, align 8
  %55 = add nsw i64 %54, 1
  %56 = load i64, ptr %19, align 8
  %57 = sub nsw i64 %56, 1
  %58 = musttail call i64 %46(i64 noundef %47, i64 noundef %48, i64 noundef %49, i64 noundef %50, i64 noundef %51, i64 noundef %52, i64 noundef %53, i64 noundef %55, i64 noundef %57)
  ret i64 %58

59:                                               ; No predecessors!
  store i64 undef, ptr %10, align 8
  br label %60

60:                                               ; preds = %59, %22
  %61 = load i64, ptr %10, align 8
  ret i64 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fsum_a(double noundef %0, float noundef %1, fp128 noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca fp128, align 16
  %9 = alloca i32, align 4
  store double %0, ptr %6, align 8
  store float %1, ptr %7, align 4
  store fp128 %2, ptr %8, align 16
  store i32 %3, ptr %9, align 4
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %4
  %13 = load double, ptr %6, align 8
  %14 = load float, ptr %7, align 4
  %15 = fpext float %14 to double
  %16 = fadd double %13, %15
  %17 = load fp128, ptr %8, align 16
  %18 = fptrunc fp128 %17 to double
  %19 = fadd double %16, %18
  store double %19, ptr %5, align 8
  br label %31

20:                                               ; preds = %4
  %21 = load double, ptr %6, align 8
  %22 = call double @llvm.fmuladd.f64(double %21, double 5.000000e-01, double 1.000000e+00)
  %23 = load float, ptr %7, align 4
  %24 = fadd float %23, 2.500000e-01
  %25 = load fp128, ptr %8, align 16
  %26 = call fp128 @llvm.fmuladd.f128(fp128 %25, fp128 0xL00000000000000004000000000000000, fp128 0xL0000000000000000BFFF000000000000)
  %27 = load i32, ptr %9, align 4
  %28 = sub nsw i32 %27, 1
  %29 = musttail call double @fsum_b(double noundef %22, float noundef %24, fp128 noundef %26, i32 noundef %28)
  ret double %29

30:                                               ; No predecessors!
  store double undef, ptr %5, align 8
  br label %31

31:                                               ; preds = %30, %12
  %32 = load double, ptr %5, align 8
  ret double %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @pong(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8
  store i64 %9, ptr %3, align 8
  br label %17

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  %12 = sub nsw i64 %11, 1
  %13 = load i64, ptr %5, align 8
  %14 = add nsw i64 %13, 3
  %15 = musttail call i64 @ping(i64 noundef %12, i64 noundef %14)
  ret i64 %15

16:                                               ; No predecessors!
  store i64 undef, ptr %3, align 8
  br label %17

17:                                               ; preds = %16, %8
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @step_b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5, i64 noundef %6, i64 noundef %7, i64 noundef %8) #0 {
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
  store i64 %0, ptr %11, align 8
  store i64 %1, ptr %12, align 8
  store i64 %2, ptr %13, align 8
  store i64 %3, ptr %14, align 8
  store i64 %4, ptr %15, align 8
  store i64 %5, ptr %16, align 8
  store i64 %6, ptr %17, align 8
  store i64 %7, ptr %18, align 8
  store i64 %8, ptr %19, align 8
  %20 = load i64, ptr %19, align 8
  %21 = icmp eq i64 %20, 0
  br i1 %21, label %22, label %38

22:                                               ; preds = %9
  %23 = load i64, ptr %11, align 8
  %24 = load i64, ptr %12, align 8
  %25 = sub nsw i64 %23, %24
  %26 = load i64, ptr %13, align 8
  %27 = add nsw i64 %25, %26
  %28 = load i64, ptr %14, align 8
  %29 = sub nsw i64 %27, %28
  %30 = load i64, ptr %15, align 8
  %31 = add nsw i64 %29, %30
  %32 = load i64, ptr %16, align 8
  %33 = sub nsw i64 %31, %32
  %34 = load i64, ptr %17, align 8
  %35 = add nsw i64 %33, %34
  %36 = load i64, ptr %18, align 8
  %37 = sub nsw i64 %35, %36
  store i64 %37, ptr %10, align 8
  br label %53

38:                                               ; preds = %9
  %39 = load i64, ptr %12, align 8
  %40 = load i64, ptr %13, align 8
  %41 = load i64, ptr %14, align 8
  %42 = load i64, ptr %15, align 8
  %43 = load i64, ptr %16, align 8
  %44 = load i64, ptr %17, align 8
  %45 = load i64, ptr %18, align 8
  %46 = load i64, ptr %11, align 8
  %47 = mul nsw i64 %46, 3
  %48 = srem i64 %47, 1009
  %49 = load i64, ptr %19, align 8
  %50 = sub nsw i64 %49, 1
  %51 = musttail call i64 @step_a(i64 noundef %39, i64 noundef %40, i64 noundef %41, i64 noundef %42, i64 noundef %43, i64 noundef %44, i64 noundef %45, i64 noundef %48, i64 noundef %50)
  ret i64 %51

52:                                               ; No predecessors!
  store i64 undef, ptr %10, align 8
  br label %53

53:                                               ; preds = %52, %22
  %54 = load i64, ptr %10, align 8
  ret i64 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fsum_b(double noundef %0, float noundef %1, fp128 noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca fp128, align 16
  %9 = alloca i32, align 4
  store double %0, ptr %6, align 8
  store float %1, ptr %7, align 4
  store fp128 %2, ptr %8, align 16
  store i32 %3, ptr %9, align 4
  %10 = load i32, ptr %9, align 4
  %11 = icmp eq i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %4
  %13 = load double, ptr %6, align 8
  %14 = load float, ptr %7, align 4
  %15 = fpext float %14 to double
  %16 = fsub double %13, %15
  store double %16, ptr %5, align 8
  br label %30

17:                                               ; preds = %4
  %18 = load double, ptr %6, align 8
  %19 = load float, ptr %7, align 4
  %20 = fpext float %19 to double
  %21 = fadd double %18, %20
  %22 = load float, ptr %7, align 4
  %23 = fmul float %22, 5.000000e-01
  %24 = load fp128, ptr %8, align 16
  %25 = fdiv fp128 %24, 0xL00000000000000004000800000000000
  %26 = load i32, ptr %9, align 4
  %27 = sub nsw i32 %26, 1
  %28 = musttail call double @fsum_a(double noundef %21, float noundef %23, fp128 noundef %25, i32 noundef %27)
  ret double %28

29:                                               ; No predecessors!
  store double undef, ptr %5, align 8
  br label %30

30:                                               ; preds = %29, %12
  %31 = load double, ptr %5, align 8
  ret double %31
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #2

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
