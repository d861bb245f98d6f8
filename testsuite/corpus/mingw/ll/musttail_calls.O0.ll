; ModuleID = 'programs/musttail_calls.c'
source_filename = "programs/musttail_calls.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [10 x i8] c"ping %ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"step %ld %ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"fsum %a %a\0A\00", align 1
@next_step = internal global ptr @step_b, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  %4 = call i32 @ping(i32 noundef 10000000, i32 noundef 1)
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %4)
  %6 = call i32 @step_a(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9)
  %7 = call i32 @step_a(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 1000001)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %6, i32 noundef %7)
  store x86_fp80 0xK4000C000000000000000, ptr %2, align 16
  %9 = call double @fsum_a(double noundef 1.500000e+00, float noundef 2.500000e+00, ptr noundef %2, i32 noundef 7)
  store x86_fp80 0xK4002A000000000000000, ptr %3, align 16
  %10 = call double @fsum_a(double noundef 5.000000e-01, float noundef 1.000000e+00, ptr noundef %3, i32 noundef 100000)
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %9, double noundef %10)
  ret i32 0
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
define internal i32 @ping(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %3, align 4
  br label %18

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = load i32, ptr %5, align 4
  %14 = load i32, ptr %4, align 4
  %15 = xor i32 %13, %14
  %16 = musttail call i32 @pong(i32 noundef %12, i32 noundef %15)
  ret i32 %16

17:                                               ; No predecessors!
  store i32 undef, ptr %3, align 4
  br label %18

18:                                               ; preds = %17, %8
  %19 = load i32, ptr %3, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @step_a(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %45

22:                                               ; preds = %9
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %12, align 4
  %25 = mul nsw i32 2, %24
  %26 = add nsw i32 %23, %25
  %27 = load i32, ptr %13, align 4
  %28 = mul nsw i32 3, %27
  %29 = add nsw i32 %26, %28
  %30 = load i32, ptr %14, align 4
  %31 = mul nsw i32 5, %30
  %32 = add nsw i32 %29, %31
  %33 = load i32, ptr %15, align 4
  %34 = mul nsw i32 7, %33
  %35 = add nsw i32 %32, %34
  %36 = load i32, ptr %16, align 4
  %37 = mul nsw i32 11, %36
  %38 = add nsw i32 %35, %37
  %39 = load i32, ptr %17, align 4
  %40 = mul nsw i32 13, %39
  %41 = add nsw i32 %38, %40
  %42 = load i32, ptr %18, align 4
  %43 = mul nsw i32 17, %42
  %44 = add nsw i32 %41, %43
  store i32 %44, ptr %10, align 4
  br label %60

45:                                               ; preds = %9
  %46 = load volatile ptr, ptr @next_step, align 8
  %47 = load i32, ptr %18, align 4
  %48 = load i32, ptr %11, align 4
  %49 = load i32, ptr %12, align 4
  %50 = load i32, ptr %13, align 4
  %51 = load i32, ptr %14, align 4
  %52 = load i32, ptr %15, align 4
  %53 = load i32, ptr %16, align 4
  %54 = load i32, ptr %17, align 4
  %55 = add nsw i32 %54, 1
  %56 = load i32, ptr %19, align 4
  %57 = sub nsw i32 %56, 1
  %58 = musttail call i32 %46(i32 noundef %47, i32 noundef %48, i32 noundef %49, i32 noundef %50, i32 noundef %51, i32 noundef %52, i32 noundef %53, i32 noundef %55, i32 noundef %57)
  ret i32 %58

59:                                               ; No predecessors!
  store i32 undef, ptr %10, align 4
  br label %60

60:                                               ; preds = %59, %22
  %61 = load i32, ptr %10, align 4
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fsum_a(double noundef %0, float noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = load x86_fp80, ptr %2, align 16
  store double %0, ptr %6, align 8
  store float %1, ptr %7, align 4
  store x86_fp80 %11, ptr %8, align 16
  store i32 %3, ptr %9, align 4
  %12 = load i32, ptr %9, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %22

14:                                               ; preds = %4
  %15 = load double, ptr %6, align 8
  %16 = load float, ptr %7, align 4
  %17 = fpext float %16 to double
  %18 = fadd double %15, %17
  %19 = load x86_fp80, ptr %8, align 16
  %20 = fptrunc x86_fp80 %19 to double
  %21 = fadd double %18, %20
  store double %21, ptr %5, align 8
  br label %33

22:                                               ; preds = %4
  %23 = load double, ptr %6, align 8
  %24 = call double @llvm.fmuladd.f64(double %23, double 5.000000e-01, double 1.000000e+00)
  %25 = load float, ptr %7, align 4
  %26 = fadd float %25, 2.500000e-01
  %27 = load x86_fp80, ptr %8, align 16
  %28 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %27, x86_fp80 0xK40008000000000000000, x86_fp80 0xKBFFF8000000000000000)
  %29 = load i32, ptr %9, align 4
  %30 = sub nsw i32 %29, 1
  store x86_fp80 %28, ptr %10, align 16
  %31 = musttail call double @fsum_b(double noundef %24, float noundef %26, ptr noundef %10, i32 noundef %30)
  ret double %31

32:                                               ; No predecessors!
  store double undef, ptr %5, align 8
  br label %33

33:                                               ; preds = %32, %14
  %34 = load double, ptr %5, align 8
  ret double %34
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pong(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %6, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %5, align 4
  store i32 %9, ptr %3, align 4
  br label %17

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 1
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 3
  %15 = musttail call i32 @ping(i32 noundef %12, i32 noundef %14)
  ret i32 %15

16:                                               ; No predecessors!
  store i32 undef, ptr %3, align 4
  br label %17

17:                                               ; preds = %16, %8
  %18 = load i32, ptr %3, align 4
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @step_b(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8) #0 {
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 %0, ptr %11, align 4
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store i32 %6, ptr %17, align 4
  store i32 %7, ptr %18, align 4
  store i32 %8, ptr %19, align 4
  %20 = load i32, ptr %19, align 4
  %21 = icmp eq i32 %20, 0
  br i1 %21, label %22, label %38

22:                                               ; preds = %9
  %23 = load i32, ptr %11, align 4
  %24 = load i32, ptr %12, align 4
  %25 = sub nsw i32 %23, %24
  %26 = load i32, ptr %13, align 4
  %27 = add nsw i32 %25, %26
  %28 = load i32, ptr %14, align 4
  %29 = sub nsw i32 %27, %28
  %30 = load i32, ptr %15, align 4
  %31 = add nsw i32 %29, %30
  %32 = load i32, ptr %16, align 4
  %33 = sub nsw i32 %31, %32
  %34 = load i32, ptr %17, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, ptr %18, align 4
  %37 = sub nsw i32 %35, %36
  store i32 %37, ptr %10, align 4
  br label %53

38:                                               ; preds = %9
  %39 = load i32, ptr %12, align 4
  %40 = load i32, ptr %13, align 4
  %41 = load i32, ptr %14, align 4
  %42 = load i32, ptr %15, align 4
  %43 = load i32, ptr %16, align 4
  %44 = load i32, ptr %17, align 4
  %45 = load i32, ptr %18, align 4
  %46 = load i32, ptr %11, align 4
  %47 = mul nsw i32 %46, 3
  %48 = srem i32 %47, 1009
  %49 = load i32, ptr %19, align 4
  %50 = sub nsw i32 %49, 1
  %51 = musttail call i32 @step_a(i32 noundef %39, i32 noundef %40, i32 noundef %41, i32 noundef %42, i32 noundef %43, i32 noundef %44, i32 noundef %45, i32 noundef %48, i32 noundef %50)
  ret i32 %51

52:                                               ; No predecessors!
  store i32 undef, ptr %10, align 4
  br label %53

53:                                               ; preds = %52, %22
  %54 = load i32, ptr %10, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fsum_b(double noundef %0, float noundef %1, ptr noundef %2, i32 noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca float, align 4
  %8 = alloca x86_fp80, align 16
  %9 = alloca i32, align 4
  %10 = alloca x86_fp80, align 16
  %11 = load x86_fp80, ptr %2, align 16
  store double %0, ptr %6, align 8
  store float %1, ptr %7, align 4
  store x86_fp80 %11, ptr %8, align 16
  store i32 %3, ptr %9, align 4
  %12 = load i32, ptr %9, align 4
  %13 = icmp eq i32 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %4
  %15 = load double, ptr %6, align 8
  %16 = load float, ptr %7, align 4
  %17 = fpext float %16 to double
  %18 = fsub double %15, %17
  store double %18, ptr %5, align 8
  br label %32

19:                                               ; preds = %4
  %20 = load double, ptr %6, align 8
  %21 = load float, ptr %7, align 4
  %22 = fpext float %21 to double
  %23 = fadd double %20, %22
  %24 = load float, ptr %7, align 4
  %25 = fmul float %24, 5.000000e-01
  %26 = load x86_fp80, ptr %8, align 16
  %27 = fdiv x86_fp80 %26, 0xK4000C000000000000000
  %28 = load i32, ptr %9, align 4
  %29 = sub nsw i32 %28, 1
  store x86_fp80 %27, ptr %10, align 16
  %30 = musttail call double @fsum_a(double noundef %23, float noundef %25, ptr noundef %10, i32 noundef %29)
  ret double %30

31:                                               ; No predecessors!
  store double undef, ptr %5, align 8
  br label %32

32:                                               ; preds = %31, %14
  %33 = load double, ptr %5, align 8
  ret double %33
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
