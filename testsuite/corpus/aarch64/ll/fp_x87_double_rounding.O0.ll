; ModuleID = 'programs/fp_x87_double_rounding.c'
source_filename = "programs/fp_x87_double_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca fp128, align 16
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile double 0x6974E718D7D7625A, ptr %2, align 8
  store volatile double 1.000000e+300, ptr %3, align 8
  %9 = load volatile double, ptr %2, align 8
  %10 = load volatile double, ptr %2, align 8
  %11 = load volatile double, ptr %3, align 8
  %12 = call double @via_d(double noundef %9, double noundef %10, double noundef %11)
  %13 = load volatile double, ptr %2, align 8
  %14 = load volatile double, ptr %2, align 8
  %15 = load volatile double, ptr %3, align 8
  %16 = call double @via_ld(double noundef %13, double noundef %14, double noundef %15)
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %12, double noundef %16)
  %18 = call fp128 @mixed(float noundef 0x3FB99999A0000000, double noundef 2.000000e-01, fp128 noundef 0xL33333333333333333FFD333333333333, i32 noundef 7)
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %18)
  %20 = call double @dsum(i32 noundef 1000)
  %21 = call double @ldsum(i32 noundef 1000)
  %22 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %20, double noundef %21)
  store volatile double 1.000000e+00, ptr %4, align 8
  store volatile double 0x3CA0000000000001, ptr %5, align 8
  %23 = load volatile double, ptr %4, align 8
  %24 = load volatile double, ptr %5, align 8
  %25 = call double @add_d(double noundef %23, double noundef %24)
  %26 = load volatile double, ptr %4, align 8
  %27 = load volatile double, ptr %5, align 8
  %28 = call double @add_ld_to_d(double noundef %26, double noundef %27)
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %25, double noundef %28)
  store volatile double 0x3CA0000000000000, ptr %6, align 8
  %30 = load volatile double, ptr %4, align 8
  %31 = load volatile double, ptr %6, align 8
  %32 = call double @add_d(double noundef %30, double noundef %31)
  %33 = load volatile double, ptr %4, align 8
  %34 = load volatile double, ptr %6, align 8
  %35 = call double @add_ld_to_d(double noundef %33, double noundef %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %32, double noundef %35)
  store fp128 0xL55555555555555553FFD555555555555, ptr %7, align 16
  store double 0x3FD5555555555555, ptr %8, align 8
  %37 = load fp128, ptr %7, align 16
  %38 = load double, ptr %8, align 8
  %39 = load fp128, ptr %7, align 16
  %40 = load double, ptr %8, align 8
  %41 = fpext double %40 to fp128
  %42 = fsub fp128 %39, %41
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %37, double noundef %38, fp128 noundef %42)
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef 33, i32 noundef 15, i32 noundef 113)
  %45 = load volatile double, ptr %2, align 8
  %46 = load volatile double, ptr %2, align 8
  %47 = load volatile double, ptr %3, align 8
  %48 = call double @via_ld(double noundef %45, double noundef %46, double noundef %47)
  %49 = fdiv double %48, 0x5447688BB5394C25
  %50 = fptosi double %49 to i32
  ret i32 %50
}

declare i32 @printf(ptr noundef, ...) #1

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
  %8 = fpext double %7 to fp128
  %9 = load double, ptr %5, align 8
  %10 = fpext double %9 to fp128
  %11 = fmul fp128 %8, %10
  %12 = load double, ptr %6, align 8
  %13 = fpext double %12 to fp128
  %14 = fdiv fp128 %11, %13
  %15 = fptrunc fp128 %14 to double
  ret double %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @mixed(float noundef %0, double noundef %1, fp128 noundef %2, i32 noundef %3) #0 {
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca fp128, align 16
  %8 = alloca i32, align 4
  store float %0, ptr %5, align 4
  store double %1, ptr %6, align 8
  store fp128 %2, ptr %7, align 16
  store i32 %3, ptr %8, align 4
  %9 = load float, ptr %5, align 4
  %10 = fpext float %9 to double
  %11 = load double, ptr %6, align 8
  %12 = fmul double %10, %11
  %13 = fpext double %12 to fp128
  %14 = load fp128, ptr %7, align 16
  %15 = load i32, ptr %8, align 4
  %16 = sitofp i32 %15 to fp128
  %17 = fdiv fp128 %14, %16
  %18 = fadd fp128 %13, %17
  %19 = load float, ptr %5, align 4
  %20 = fpext float %19 to fp128
  %21 = fsub fp128 %18, %20
  ret fp128 %21
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
  br label %5, !llvm.loop !6

15:                                               ; preds = %5
  %16 = load double, ptr %3, align 8
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ldsum(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca fp128, align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store fp128 0xL000000000000000040341C37937E0800, ptr %3, align 16
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %12, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr %2, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %15

9:                                                ; preds = %5
  %10 = load fp128, ptr %3, align 16
  %11 = fadd fp128 %10, 0xL00000000000000003FFF000000000000
  store fp128 %11, ptr %3, align 16
  br label %12

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %4, align 4
  br label %5, !llvm.loop !8

15:                                               ; preds = %5
  %16 = load fp128, ptr %3, align 16
  %17 = fptrunc fp128 %16 to double
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
  %6 = fpext double %5 to fp128
  %7 = load double, ptr %4, align 8
  %8 = fpext double %7 to fp128
  %9 = fadd fp128 %6, %8
  %10 = fptrunc fp128 %9 to double
  ret double %10
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
