; ModuleID = 'programs/many_args_fp_mix.c'
source_filename = "programs/many_args_fp_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"r1=%a r2=%a r3=%a r4=%a r5=%a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca ptr, align 8
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile double 1.000000e-01, ptr %2, align 8
  %9 = load volatile double, ptr %2, align 8
  %10 = load volatile double, ptr %2, align 8
  %11 = fmul double %10, 2.000000e+00
  %12 = load volatile double, ptr %2, align 8
  %13 = fmul double %12, 3.000000e+00
  %14 = load volatile double, ptr %2, align 8
  %15 = fmul double %14, 4.000000e+00
  %16 = load volatile double, ptr %2, align 8
  %17 = fmul double %16, 5.000000e+00
  %18 = load volatile double, ptr %2, align 8
  %19 = fmul double %18, 6.000000e+00
  %20 = load volatile double, ptr %2, align 8
  %21 = fmul double %20, 7.000000e+00
  %22 = load volatile double, ptr %2, align 8
  %23 = fmul double %22, 8.000000e+00
  %24 = load volatile double, ptr %2, align 8
  %25 = fmul double %24, 9.000000e+00
  %26 = load volatile double, ptr %2, align 8
  %27 = fmul double %26, 1.000000e+01
  %28 = load volatile double, ptr %2, align 8
  %29 = fmul double %28, 1.100000e+01
  %30 = load volatile double, ptr %2, align 8
  %31 = fmul double %30, 1.200000e+01
  %32 = call double @d12(double noundef %9, double noundef %11, double noundef %13, double noundef %15, double noundef %17, double noundef %19, double noundef %21, double noundef %23, double noundef %25, double noundef %27, double noundef %29, double noundef %31)
  store double %32, ptr %3, align 8
  %33 = load volatile double, ptr %2, align 8
  %34 = fptrunc double %33 to float
  %35 = call float @f16(float noundef 1.500000e+00, float noundef 2.250000e+00, float noundef 3.125000e+00, float noundef 4.062500e+00, float noundef 5.000000e+00, float noundef 6.000000e+00, float noundef 7.000000e+00, float noundef 8.000000e+00, float noundef 9.000000e+00, float noundef 1.000000e+01, float noundef 1.100000e+01, float noundef 1.200000e+01, float noundef 1.300000e+01, float noundef 1.400000e+01, float noundef 5.000000e-01, float noundef %34)
  store float %35, ptr %4, align 4
  %36 = call double @mixed(i32 noundef 1, double noundef 5.000000e-01, float noundef 2.500000e-01, i64 noundef 1099511627776, double noundef 1.000000e-03, float noundef 0x3F1A36E2E0000000, i8 noundef 99, double noundef 1.000000e+10, float noundef 3.500000e+00, i16 noundef -7, double noundef 0x3BC79CA10C924223, float noundef 0x3F647AE140000000, i64 noundef -5, double noundef 7.500000e-01, float noundef 1.280000e+02, i32 noundef 9, double noundef 1.000000e+05, float noundef -1.250000e-01)
  store double %36, ptr %5, align 8
  %37 = call float @last_float(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, double noundef 5.000000e-01, float noundef 0x3FD3333340000000)
  store float %37, ptr %6, align 4
  store ptr @d12, ptr %7, align 8
  %38 = load ptr, ptr %7, align 8
  %39 = load volatile double, ptr %2, align 8
  %40 = call double %38(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef %39)
  store double %40, ptr %8, align 8
  %41 = load double, ptr %3, align 8
  %42 = load float, ptr %4, align 4
  %43 = fpext float %42 to double
  %44 = load double, ptr %5, align 8
  %45 = load float, ptr %6, align 4
  %46 = fpext float %45 to double
  %47 = load double, ptr %8, align 8
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %41, double noundef %43, double noundef %44, double noundef %46, double noundef %47)
  %49 = load double, ptr %8, align 8
  %50 = fptosi double %49 to i32
  ret i32 %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d12(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) #0 {
  %13 = alloca double, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca double, align 8
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  %21 = alloca double, align 8
  %22 = alloca double, align 8
  %23 = alloca double, align 8
  %24 = alloca double, align 8
  store double %0, ptr %13, align 8
  store double %1, ptr %14, align 8
  store double %2, ptr %15, align 8
  store double %3, ptr %16, align 8
  store double %4, ptr %17, align 8
  store double %5, ptr %18, align 8
  store double %6, ptr %19, align 8
  store double %7, ptr %20, align 8
  store double %8, ptr %21, align 8
  store double %9, ptr %22, align 8
  store double %10, ptr %23, align 8
  store double %11, ptr %24, align 8
  %25 = load double, ptr %13, align 8
  %26 = load double, ptr %14, align 8
  %27 = fmul double 2.000000e+00, %26
  %28 = fadd double %25, %27
  %29 = load double, ptr %15, align 8
  %30 = fmul double 3.000000e+00, %29
  %31 = fadd double %28, %30
  %32 = load double, ptr %16, align 8
  %33 = fmul double 4.000000e+00, %32
  %34 = fadd double %31, %33
  %35 = load double, ptr %17, align 8
  %36 = fmul double 5.000000e+00, %35
  %37 = fadd double %34, %36
  %38 = load double, ptr %18, align 8
  %39 = fmul double 6.000000e+00, %38
  %40 = fadd double %37, %39
  %41 = load double, ptr %19, align 8
  %42 = fmul double 7.000000e+00, %41
  %43 = fadd double %40, %42
  %44 = load double, ptr %20, align 8
  %45 = fmul double 8.000000e+00, %44
  %46 = fadd double %43, %45
  %47 = load double, ptr %21, align 8
  %48 = fmul double 9.000000e+00, %47
  %49 = fadd double %46, %48
  %50 = load double, ptr %22, align 8
  %51 = fmul double 1.000000e+01, %50
  %52 = fadd double %49, %51
  %53 = load double, ptr %23, align 8
  %54 = fmul double 1.100000e+01, %53
  %55 = fadd double %52, %54
  %56 = load double, ptr %24, align 8
  %57 = fmul double 1.200000e+01, %56
  %58 = fadd double %55, %57
  ret double %58
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f16(float noundef %0, float noundef %1, float noundef %2, float noundef %3, float noundef %4, float noundef %5, float noundef %6, float noundef %7, float noundef %8, float noundef %9, float noundef %10, float noundef %11, float noundef %12, float noundef %13, float noundef %14, float noundef %15) #0 {
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca float, align 4
  %20 = alloca float, align 4
  %21 = alloca float, align 4
  %22 = alloca float, align 4
  %23 = alloca float, align 4
  %24 = alloca float, align 4
  %25 = alloca float, align 4
  %26 = alloca float, align 4
  %27 = alloca float, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = alloca float, align 4
  %31 = alloca float, align 4
  %32 = alloca float, align 4
  store float %0, ptr %17, align 4
  store float %1, ptr %18, align 4
  store float %2, ptr %19, align 4
  store float %3, ptr %20, align 4
  store float %4, ptr %21, align 4
  store float %5, ptr %22, align 4
  store float %6, ptr %23, align 4
  store float %7, ptr %24, align 4
  store float %8, ptr %25, align 4
  store float %9, ptr %26, align 4
  store float %10, ptr %27, align 4
  store float %11, ptr %28, align 4
  store float %12, ptr %29, align 4
  store float %13, ptr %30, align 4
  store float %14, ptr %31, align 4
  store float %15, ptr %32, align 4
  %33 = load float, ptr %17, align 4
  %34 = load float, ptr %18, align 4
  %35 = fsub float %33, %34
  %36 = load float, ptr %19, align 4
  %37 = fadd float %35, %36
  %38 = load float, ptr %20, align 4
  %39 = fsub float %37, %38
  %40 = load float, ptr %21, align 4
  %41 = fadd float %39, %40
  %42 = load float, ptr %22, align 4
  %43 = fsub float %41, %42
  %44 = load float, ptr %23, align 4
  %45 = fadd float %43, %44
  %46 = load float, ptr %24, align 4
  %47 = fsub float %45, %46
  %48 = load float, ptr %25, align 4
  %49 = fadd float %47, %48
  %50 = load float, ptr %26, align 4
  %51 = fsub float %49, %50
  %52 = load float, ptr %27, align 4
  %53 = fadd float %51, %52
  %54 = load float, ptr %28, align 4
  %55 = fsub float %53, %54
  %56 = load float, ptr %29, align 4
  %57 = fadd float %55, %56
  %58 = load float, ptr %30, align 4
  %59 = fsub float %57, %58
  %60 = load float, ptr %31, align 4
  %61 = load float, ptr %32, align 4
  %62 = fmul float %60, %61
  %63 = fadd float %59, %62
  ret float %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(i32 noundef %0, double noundef %1, float noundef %2, i64 noundef %3, double noundef %4, float noundef %5, i8 noundef %6, double noundef %7, float noundef %8, i16 noundef %9, double noundef %10, float noundef %11, i64 noundef %12, double noundef %13, float noundef %14, i32 noundef %15, double noundef %16, float noundef %17) #0 {
  %19 = alloca i32, align 4
  %20 = alloca double, align 8
  %21 = alloca float, align 4
  %22 = alloca i64, align 8
  %23 = alloca double, align 8
  %24 = alloca float, align 4
  %25 = alloca i8, align 1
  %26 = alloca double, align 8
  %27 = alloca float, align 4
  %28 = alloca i16, align 2
  %29 = alloca double, align 8
  %30 = alloca float, align 4
  %31 = alloca i64, align 8
  %32 = alloca double, align 8
  %33 = alloca float, align 4
  %34 = alloca i32, align 4
  %35 = alloca double, align 8
  %36 = alloca float, align 4
  store i32 %0, ptr %19, align 4
  store double %1, ptr %20, align 8
  store float %2, ptr %21, align 4
  store i64 %3, ptr %22, align 8
  store double %4, ptr %23, align 8
  store float %5, ptr %24, align 4
  store i8 %6, ptr %25, align 1
  store double %7, ptr %26, align 8
  store float %8, ptr %27, align 4
  store i16 %9, ptr %28, align 2
  store double %10, ptr %29, align 8
  store float %11, ptr %30, align 4
  store i64 %12, ptr %31, align 8
  store double %13, ptr %32, align 8
  store float %14, ptr %33, align 4
  store i32 %15, ptr %34, align 4
  store double %16, ptr %35, align 8
  store float %17, ptr %36, align 4
  %37 = load i32, ptr %19, align 4
  %38 = sitofp i32 %37 to double
  %39 = load double, ptr %20, align 8
  %40 = fadd double %38, %39
  %41 = load float, ptr %21, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %40, %42
  %44 = load i64, ptr %22, align 8
  %45 = sitofp i64 %44 to double
  %46 = fadd double %43, %45
  %47 = load double, ptr %23, align 8
  %48 = fadd double %46, %47
  %49 = load float, ptr %24, align 4
  %50 = fpext float %49 to double
  %51 = fadd double %48, %50
  %52 = load i8, ptr %25, align 1
  %53 = zext i8 %52 to i32
  %54 = sitofp i32 %53 to double
  %55 = fadd double %51, %54
  %56 = load double, ptr %26, align 8
  %57 = fadd double %55, %56
  %58 = load float, ptr %27, align 4
  %59 = fpext float %58 to double
  %60 = fadd double %57, %59
  %61 = load i16, ptr %28, align 2
  %62 = sext i16 %61 to i32
  %63 = sitofp i32 %62 to double
  %64 = fadd double %60, %63
  %65 = load double, ptr %29, align 8
  %66 = fadd double %64, %65
  %67 = load float, ptr %30, align 4
  %68 = fpext float %67 to double
  %69 = fadd double %66, %68
  %70 = load i64, ptr %31, align 8
  %71 = sitofp i64 %70 to double
  %72 = fadd double %69, %71
  %73 = load double, ptr %32, align 8
  %74 = fadd double %72, %73
  %75 = load float, ptr %33, align 4
  %76 = fpext float %75 to double
  %77 = fadd double %74, %76
  %78 = load i32, ptr %34, align 4
  %79 = sitofp i32 %78 to double
  %80 = fadd double %77, %79
  %81 = load double, ptr %35, align 8
  %82 = fadd double %80, %81
  %83 = load float, ptr %36, align 4
  %84 = fpext float %83 to double
  %85 = fadd double %82, %84
  ret double %85
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @last_float(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11, double noundef %12, double noundef %13, double noundef %14, float noundef %15) #0 {
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  %26 = alloca double, align 8
  %27 = alloca double, align 8
  %28 = alloca double, align 8
  %29 = alloca double, align 8
  %30 = alloca double, align 8
  %31 = alloca double, align 8
  %32 = alloca float, align 4
  store i32 %0, ptr %17, align 4
  store i32 %1, ptr %18, align 4
  store i32 %2, ptr %19, align 4
  store i32 %3, ptr %20, align 4
  store i32 %4, ptr %21, align 4
  store i32 %5, ptr %22, align 4
  store i32 %6, ptr %23, align 4
  store double %7, ptr %24, align 8
  store double %8, ptr %25, align 8
  store double %9, ptr %26, align 8
  store double %10, ptr %27, align 8
  store double %11, ptr %28, align 8
  store double %12, ptr %29, align 8
  store double %13, ptr %30, align 8
  store double %14, ptr %31, align 8
  store float %15, ptr %32, align 4
  %33 = load i32, ptr %17, align 4
  %34 = load i32, ptr %18, align 4
  %35 = add nsw i32 %33, %34
  %36 = load i32, ptr %19, align 4
  %37 = add nsw i32 %35, %36
  %38 = load i32, ptr %20, align 4
  %39 = add nsw i32 %37, %38
  %40 = load i32, ptr %21, align 4
  %41 = add nsw i32 %39, %40
  %42 = load i32, ptr %22, align 4
  %43 = add nsw i32 %41, %42
  %44 = load i32, ptr %23, align 4
  %45 = add nsw i32 %43, %44
  %46 = sitofp i32 %45 to float
  %47 = load double, ptr %24, align 8
  %48 = load double, ptr %25, align 8
  %49 = fadd double %47, %48
  %50 = load double, ptr %26, align 8
  %51 = fadd double %49, %50
  %52 = load double, ptr %27, align 8
  %53 = fadd double %51, %52
  %54 = load double, ptr %28, align 8
  %55 = fadd double %53, %54
  %56 = load double, ptr %29, align 8
  %57 = fadd double %55, %56
  %58 = load double, ptr %30, align 8
  %59 = fadd double %57, %58
  %60 = load double, ptr %31, align 8
  %61 = fadd double %59, %60
  %62 = fptrunc double %61 to float
  %63 = load float, ptr %32, align 4
  %64 = fmul float %62, %63
  %65 = fadd float %46, %64
  ret float %65
}

declare i32 @printf(ptr noundef, ...) #1

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
