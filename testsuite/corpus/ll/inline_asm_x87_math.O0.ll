; ModuleID = 'programs/inline_asm_x87_math.c'
source_filename = "programs/inline_asm_x87_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [25 x i8] c"sqrt: %.17g %.9g %.21Lg\0A\00", align 1
@.str.1 = private unnamed_addr constant [21 x i8] c"fabs/rint: %g %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"log2: %.21Lg %.21Lg\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"scale: %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"atan2: %.17g %.17g\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sincos(0.5): %.17g %.17g\0A\00", align 1
@.str.6 = private unnamed_addr constant [30 x i8] c"pi: %.21Lg fmod: %.17g %.17g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store i32 0, ptr %1, align 4
  %4 = call double @x87_sqrt(double noundef 2.000000e+00)
  %5 = call float @x87_sqrtf(float noundef 3.000000e+00)
  %6 = fpext float %5 to double
  %7 = call x86_fp80 @x87_sqrtl(x86_fp80 noundef 0xK4001A000000000000000)
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %4, double noundef %6, x86_fp80 noundef %7)
  %9 = call double @x87_fabs(double noundef -4.250000e+00)
  %10 = call double @x87_rint(double noundef 2.500000e+00)
  %11 = call double @x87_rint(double noundef -3.700000e+00)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %9, double noundef %10, double noundef %11)
  %13 = call x86_fp80 @x87_log2l(x86_fp80 noundef 0xK40028000000000000000)
  %14 = call x86_fp80 @x87_log2l(x86_fp80 noundef 0xK4002A000000000000000)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %13, x86_fp80 noundef %14)
  %16 = call double @x87_scale(double noundef 3.000000e+00, double noundef 4.000000e+00)
  %17 = call double @x87_scale(double noundef 1.000000e+00, double noundef -2.000000e+00)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %16, double noundef %17)
  %19 = call double @x87_atan2(double noundef 1.000000e+00, double noundef 1.000000e+00)
  %20 = call double @x87_atan2(double noundef -1.000000e+00, double noundef -2.000000e+00)
  %21 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %19, double noundef %20)
  call void @x87_sincos(double noundef 5.000000e-01, ptr noundef %2, ptr noundef %3)
  %22 = load double, ptr %2, align 8
  %23 = load double, ptr %3, align 8
  %24 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %22, double noundef %23)
  %25 = call x86_fp80 @x87_pi()
  %26 = call double @x87_fmod(double noundef 1.000000e+01, double noundef 3.000000e+00)
  %27 = call double @x87_fmod(double noundef -7.500000e+00, double noundef 2.000000e+00)
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, x86_fp80 noundef %25, double noundef %26, double noundef %27)
  %29 = call double @x87_sqrt(double noundef 1.600000e+03)
  %30 = fptosi double %29 to i32
  ret i32 %30
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_sqrt(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %4) #2, !srcloc !6
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @x87_sqrtf(float noundef %0) #0 {
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  store float %0, ptr %2, align 4
  %4 = load float, ptr %2, align 4
  %5 = call float asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(float %4) #2, !srcloc !7
  store float %5, ptr %3, align 4
  %6 = load float, ptr %3, align 4
  ret float %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_sqrtl(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = call x86_fp80 asm "fsqrt", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %4) #2, !srcloc !8
  store x86_fp80 %5, ptr %3, align 16
  %6 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_fabs(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double asm "fabs", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %3) #2, !srcloc !9
  store double %4, ptr %2, align 8
  %5 = load double, ptr %2, align 8
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_rint(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  store double %0, ptr %2, align 8
  %4 = load double, ptr %2, align 8
  %5 = call double asm "frndint", "={st},0,~{dirflag},~{fpsr},~{flags}"(double %4) #2, !srcloc !10
  store double %5, ptr %3, align 8
  %6 = load double, ptr %3, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_log2l(x86_fp80 noundef %0) #0 {
  %2 = alloca x86_fp80, align 16
  %3 = alloca x86_fp80, align 16
  store x86_fp80 %0, ptr %2, align 16
  %4 = load x86_fp80, ptr %2, align 16
  %5 = call x86_fp80 asm "fld1\0A\09fxch\0A\09fyl2x", "={st},0,~{dirflag},~{fpsr},~{flags}"(x86_fp80 %4) #2, !srcloc !11
  store x86_fp80 %5, ptr %3, align 16
  %6 = load x86_fp80, ptr %3, align 16
  ret x86_fp80 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_scale(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double asm "fscale", "={st},0,{st(1)},~{dirflag},~{fpsr},~{flags}"(double %6, double %7) #2, !srcloc !12
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_atan2(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %3, align 8
  %8 = call double asm "fpatan", "={st},0,{st(1)},~{st(1)},~{dirflag},~{fpsr},~{flags}"(double %6, double %7) #2, !srcloc !13
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  ret double %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @x87_sincos(double noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  store double %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = load double, ptr %4, align 8
  %10 = call { double, double } asm "fsincos", "={st},={st(1)},0,~{dirflag},~{fpsr},~{flags}"(double %9) #2, !srcloc !14
  %11 = extractvalue { double, double } %10, 0
  %12 = extractvalue { double, double } %10, 1
  store double %11, ptr %7, align 8
  store double %12, ptr %8, align 8
  %13 = load double, ptr %8, align 8
  %14 = load ptr, ptr %5, align 8
  store double %13, ptr %14, align 8
  %15 = load double, ptr %7, align 8
  %16 = load ptr, ptr %6, align 8
  store double %15, ptr %16, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @x87_pi() #0 {
  %1 = alloca x86_fp80, align 16
  %2 = call x86_fp80 asm "fldpi", "={st},~{dirflag},~{fpsr},~{flags}"() #2, !srcloc !15
  store x86_fp80 %2, ptr %1, align 16
  %3 = load x86_fp80, ptr %1, align 16
  ret x86_fp80 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @x87_fmod(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double asm "1:\0A\09fprem\0A\09fnstsw %ax\0A\09testw $$0x400, %ax\0A\09jnz 1b", "={st},0,{st(1)},~{ax},~{cc},~{dirflag},~{fpsr},~{flags}"(double %6, double %7) #2, !srcloc !16
  store double %8, ptr %5, align 8
  %9 = load double, ptr %5, align 8
  ret double %9
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 447}
!7 = !{i64 565}
!8 = !{i64 701}
!9 = !{i64 811}
!10 = !{i64 921}
!11 = !{i64 1141, i64 1148, i64 1156}
!12 = !{i64 1300}
!13 = !{i64 1452}
!14 = !{i64 1630}
!15 = !{i64 1783}
!16 = !{i64 1912, i64 1917, i64 1926, i64 1941, i64 1963}
