; ModuleID = 'programs/fp_x87_double_rounding.c'
source_filename = "programs/fp_x87_double_rounding.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [46 x i8] c"a*b/c in double: %g, through long double: %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"mixed: %.21Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [50 x i8] c"1e16 + 1000 ones: double %.17g long double %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"direct %a via ld %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"third: ld %La d %a diff %Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"LDBL_DIG=%d DBL_DIG=%d LDBL_MANT_DIG=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca x86_fp80, align 16
  %5 = alloca x86_fp80, align 16
  %6 = alloca x86_fp80, align 16
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca x86_fp80, align 16
  %11 = alloca double, align 8
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store volatile double 0x6974E718D7D7625A, ptr %2, align 8
  store volatile double 1.000000e+300, ptr %3, align 8
  %14 = load volatile double, ptr %2, align 8
  %15 = load volatile double, ptr %2, align 8
  %16 = load volatile double, ptr %3, align 8
  %17 = call double @via_d(double noundef %14, double noundef %15, double noundef %16)
  %18 = load volatile double, ptr %2, align 8
  %19 = load volatile double, ptr %2, align 8
  %20 = load volatile double, ptr %3, align 8
  %21 = call double @via_ld(double noundef %18, double noundef %19, double noundef %20)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %17, double noundef %21)
  store x86_fp80 0xK3FFD999999999999999A, ptr %5, align 16
  call void @mixed(ptr dead_on_unwind writable sret(x86_fp80) align 16 %4, float noundef 0x3FB99999A0000000, double noundef 2.000000e-01, ptr noundef %5, i32 noundef 7)
  %23 = load x86_fp80, ptr %4, align 16
  store x86_fp80 %23, ptr %6, align 16
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %6)
  %25 = call double @dsum(i32 noundef 1000)
  %26 = call double @ldsum(i32 noundef 1000)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %25, double noundef %26)
  store volatile double 1.000000e+00, ptr %7, align 8
  store volatile double 0x3CA0000000000001, ptr %8, align 8
  %28 = load volatile double, ptr %7, align 8
  %29 = load volatile double, ptr %8, align 8
  %30 = call double @add_d(double noundef %28, double noundef %29)
  %31 = load volatile double, ptr %7, align 8
  %32 = load volatile double, ptr %8, align 8
  %33 = call double @add_ld_to_d(double noundef %31, double noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %30, double noundef %33)
  store volatile double 0x3CA0000000000000, ptr %9, align 8
  %35 = load volatile double, ptr %7, align 8
  %36 = load volatile double, ptr %9, align 8
  %37 = call double @add_d(double noundef %35, double noundef %36)
  %38 = load volatile double, ptr %7, align 8
  %39 = load volatile double, ptr %9, align 8
  %40 = call double @add_ld_to_d(double noundef %38, double noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %37, double noundef %40)
  store x86_fp80 0xK3FFDAAAAAAAAAAAAAAAB, ptr %10, align 16
  store double 0x3FD5555555555555, ptr %11, align 8
  %42 = load x86_fp80, ptr %10, align 16
  %43 = load double, ptr %11, align 8
  %44 = load x86_fp80, ptr %10, align 16
  %45 = load double, ptr %11, align 8
  %46 = fpext double %45 to x86_fp80
  %47 = fsub x86_fp80 %44, %46
  store x86_fp80 %42, ptr %12, align 16
  store x86_fp80 %47, ptr %13, align 16
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %12, double noundef %43, ptr noundef %13)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 18, i32 noundef 15, i32 noundef 64)
  %50 = load volatile double, ptr %2, align 8
  %51 = load volatile double, ptr %2, align 8
  %52 = load volatile double, ptr %3, align 8
  %53 = call double @via_ld(double noundef %50, double noundef %51, double noundef %52)
  %54 = fdiv double %53, 0x5447688BB5394C25
  %55 = fptosi double %54 to i32
  ret i32 %55
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @via_d(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = load double, ptr %5, align 8
  %9 = fmul double %7, %8
  %10 = load double, ptr %6, align 8
  %11 = fdiv double %9, %10
  ret double %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @via_ld(double noundef %0, double noundef %1, double noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store double %0, ptr %4, align 8
  store double %1, ptr %5, align 8
  store double %2, ptr %6, align 8
  %7 = load double, ptr %4, align 8
  %8 = fpext double %7 to x86_fp80
  %9 = load double, ptr %5, align 8
  %10 = fpext double %9 to x86_fp80
  %11 = fmul x86_fp80 %8, %10
  %12 = load double, ptr %6, align 8
  %13 = fpext double %12 to x86_fp80
  %14 = fdiv x86_fp80 %11, %13
  %15 = fptrunc x86_fp80 %14 to double
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mixed(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, float noundef %1, double noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca float, align 4
  %8 = alloca double, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  %11 = load x86_fp80, ptr %3, align 16
  store float %1, ptr %7, align 4
  store double %2, ptr %8, align 8
  store x86_fp80 %11, ptr %9, align 16
  store i32 %4, ptr %10, align 4
  %12 = load float, ptr %7, align 4
  %13 = fpext float %12 to double
  %14 = load double, ptr %8, align 8
  %15 = fmul double %13, %14
  %16 = fpext double %15 to x86_fp80
  %17 = load x86_fp80, ptr %9, align 16
  %18 = load i32, ptr %10, align 4
  %19 = sitofp i32 %18 to x86_fp80
  %20 = fdiv x86_fp80 %17, %19
  %21 = fadd x86_fp80 %16, %20
  %22 = load float, ptr %7, align 4
  %23 = fpext float %22 to x86_fp80
  %24 = fsub x86_fp80 %21, %23
  store x86_fp80 %24, ptr %0, align 16
  %25 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %25, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dsum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store double 1.000000e+16, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %12, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = load double, ptr %3, align 8
  %11 = fadd double %10, 1.000000e+00
  store double %11, ptr %3, align 8
  br label %12

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %4, align 4
  br label %5, !llvm.loop !5

15:                                               ; preds = %5
  %16 = load double, ptr %3, align 8
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ldsum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca x86_fp80, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store x86_fp80 0xK40348E1BC9BF04000000, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %12, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = load x86_fp80, ptr %3, align 16
  %11 = fadd x86_fp80 %10, 0xK3FFF8000000000000000
  store x86_fp80 %11, ptr %3, align 16
  br label %12

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %4, align 4
  br label %5, !llvm.loop !7

15:                                               ; preds = %5
  %16 = load x86_fp80, ptr %3, align 16
  %17 = fptrunc x86_fp80 %16 to double
  ret double %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add_d(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add_ld_to_d(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = fpext double %5 to x86_fp80
  %7 = load double, ptr %4, align 8
  %8 = fpext double %7 to x86_fp80
  %9 = fadd x86_fp80 %6, %8
  %10 = fptrunc x86_fp80 %9 to double
  ret double %10
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
