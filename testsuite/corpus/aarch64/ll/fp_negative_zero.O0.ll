; ModuleID = 'programs/fp_negative_zero.c'
source_filename = "programs/fp_negative_zero.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"-(+0)\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"0-(+0)\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"-(-0)\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"0-(-0)\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"-0 + -0\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"-0 + +0\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"+0 - +0\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"-0 - +0\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"1 - 1\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"-1 * 0\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"-0 * -5\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"-tiny * 0.5\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"-0 / 3\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"1 / -0\00", align 1
@.str.14 = private unnamed_addr constant [10 x i8] c"-1 / -inf\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"copysign(0,-1)\00", align 1
@.str.16 = private unnamed_addr constant [15 x i8] c"copysign(-0,1)\00", align 1
@.str.17 = private unnamed_addr constant [9 x i8] c"fabs(-0)\00", align 1
@.str.18 = private unnamed_addr constant [9 x i8] c"sqrt(-0)\00", align 1
@.str.19 = private unnamed_addr constant [12 x i8] c"floor(-0.5)\00", align 1
@.str.20 = private unnamed_addr constant [11 x i8] c"ceil(-0.5)\00", align 1
@.str.21 = private unnamed_addr constant [12 x i8] c"round(-0.4)\00", align 1
@.str.22 = private unnamed_addr constant [12 x i8] c"trunc(-0.9)\00", align 1
@.str.23 = private unnamed_addr constant [12 x i8] c"fmod(-4, 2)\00", align 1
@.str.24 = private unnamed_addr constant [52 x i8] c"-0 == 0: %d, -0 < 0: %d, -0 <= 0: %d, 1/-0 < 0: %d\0A\00", align 1
@.str.25 = private unnamed_addr constant [47 x i8] c"(int)-0.0=%d (long)-0.0=%ld (unsigned)-0.0=%u\0A\00", align 1
@.str.26 = private unnamed_addr constant [70 x i8] c"float -0: signbit=%d negf=%d; long double -0: signbit=%d negl(-0)=%d\0A\00", align 1
@.str.27 = private unnamed_addr constant [26 x i8] c"printf: %f %e %g %a %.0f\0A\00", align 1
@.str.28 = private unnamed_addr constant [35 x i8] c"%-22s %+g signbit=%d bits=%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca float, align 4
  %7 = alloca fp128, align 16
  store i32 0, ptr %1, align 4
  store volatile double 0.000000e+00, ptr %2, align 8
  store volatile double -0.000000e+00, ptr %3, align 8
  store volatile double 1.000000e+00, ptr %4, align 8
  store volatile double 4.940660e-324, ptr %5, align 8
  %8 = load volatile double, ptr %2, align 8
  %9 = call double @neg(double noundef %8)
  call void @show(ptr noundef @.str, double noundef %9)
  %10 = load volatile double, ptr %2, align 8
  %11 = call double @sub_from_zero(double noundef %10)
  call void @show(ptr noundef @.str.1, double noundef %11)
  %12 = load volatile double, ptr %3, align 8
  %13 = call double @neg(double noundef %12)
  call void @show(ptr noundef @.str.2, double noundef %13)
  %14 = load volatile double, ptr %3, align 8
  %15 = call double @sub_from_zero(double noundef %14)
  call void @show(ptr noundef @.str.3, double noundef %15)
  %16 = load volatile double, ptr %3, align 8
  %17 = load volatile double, ptr %3, align 8
  %18 = call double @add(double noundef %16, double noundef %17)
  call void @show(ptr noundef @.str.4, double noundef %18)
  %19 = load volatile double, ptr %3, align 8
  %20 = load volatile double, ptr %2, align 8
  %21 = call double @add(double noundef %19, double noundef %20)
  call void @show(ptr noundef @.str.5, double noundef %21)
  %22 = load volatile double, ptr %2, align 8
  %23 = load volatile double, ptr %2, align 8
  %24 = call double @sub(double noundef %22, double noundef %23)
  call void @show(ptr noundef @.str.6, double noundef %24)
  %25 = load volatile double, ptr %3, align 8
  %26 = load volatile double, ptr %2, align 8
  %27 = call double @sub(double noundef %25, double noundef %26)
  call void @show(ptr noundef @.str.7, double noundef %27)
  %28 = load volatile double, ptr %4, align 8
  %29 = load volatile double, ptr %4, align 8
  %30 = call double @sub(double noundef %28, double noundef %29)
  call void @show(ptr noundef @.str.8, double noundef %30)
  %31 = load volatile double, ptr %4, align 8
  %32 = fneg double %31
  %33 = load volatile double, ptr %2, align 8
  %34 = call double @mul(double noundef %32, double noundef %33)
  call void @show(ptr noundef @.str.9, double noundef %34)
  %35 = load volatile double, ptr %3, align 8
  %36 = call double @mul(double noundef %35, double noundef -5.000000e+00)
  call void @show(ptr noundef @.str.10, double noundef %36)
  %37 = load volatile double, ptr %5, align 8
  %38 = fneg double %37
  %39 = call double @mul(double noundef %38, double noundef 5.000000e-01)
  call void @show(ptr noundef @.str.11, double noundef %39)
  %40 = load volatile double, ptr %3, align 8
  %41 = call double @dv(double noundef %40, double noundef 3.000000e+00)
  call void @show(ptr noundef @.str.12, double noundef %41)
  %42 = load volatile double, ptr %4, align 8
  %43 = load volatile double, ptr %3, align 8
  %44 = call double @dv(double noundef %42, double noundef %43)
  call void @show(ptr noundef @.str.13, double noundef %44)
  %45 = load volatile double, ptr %4, align 8
  %46 = fneg double %45
  %47 = call double @dv(double noundef %46, double noundef 0xFFF0000000000000)
  call void @show(ptr noundef @.str.14, double noundef %47)
  %48 = load volatile double, ptr %2, align 8
  %49 = load volatile double, ptr %4, align 8
  %50 = fneg double %49
  %51 = call double @llvm.copysign.f64(double %48, double %50)
  call void @show(ptr noundef @.str.15, double noundef %51)
  %52 = load volatile double, ptr %3, align 8
  %53 = load volatile double, ptr %4, align 8
  %54 = call double @llvm.copysign.f64(double %52, double %53)
  call void @show(ptr noundef @.str.16, double noundef %54)
  %55 = load volatile double, ptr %3, align 8
  %56 = call double @llvm.fabs.f64(double %55)
  call void @show(ptr noundef @.str.17, double noundef %56)
  %57 = load volatile double, ptr %3, align 8
  %58 = call double @sqrt(double noundef %57) #5
  call void @show(ptr noundef @.str.18, double noundef %58)
  %59 = load volatile double, ptr %4, align 8
  %60 = fmul double -5.000000e-01, %59
  %61 = call double @llvm.floor.f64(double %60)
  call void @show(ptr noundef @.str.19, double noundef %61)
  %62 = load volatile double, ptr %4, align 8
  %63 = fmul double -5.000000e-01, %62
  %64 = call double @llvm.ceil.f64(double %63)
  call void @show(ptr noundef @.str.20, double noundef %64)
  %65 = load volatile double, ptr %4, align 8
  %66 = fmul double -4.000000e-01, %65
  %67 = call double @llvm.round.f64(double %66)
  call void @show(ptr noundef @.str.21, double noundef %67)
  %68 = load volatile double, ptr %4, align 8
  %69 = fmul double -9.000000e-01, %68
  %70 = call double @llvm.trunc.f64(double %69)
  call void @show(ptr noundef @.str.22, double noundef %70)
  %71 = load volatile double, ptr %4, align 8
  %72 = fmul double -4.000000e+00, %71
  %73 = call double @fmod(double noundef %72, double noundef 2.000000e+00) #5
  call void @show(ptr noundef @.str.23, double noundef %73)
  %74 = load volatile double, ptr %3, align 8
  %75 = load volatile double, ptr %2, align 8
  %76 = fcmp oeq double %74, %75
  %77 = zext i1 %76 to i32
  %78 = load volatile double, ptr %3, align 8
  %79 = load volatile double, ptr %2, align 8
  %80 = fcmp olt double %78, %79
  %81 = zext i1 %80 to i32
  %82 = load volatile double, ptr %3, align 8
  %83 = load volatile double, ptr %2, align 8
  %84 = fcmp ole double %82, %83
  %85 = zext i1 %84 to i32
  %86 = load volatile double, ptr %4, align 8
  %87 = load volatile double, ptr %3, align 8
  %88 = fdiv double %86, %87
  %89 = fcmp olt double %88, 0.000000e+00
  %90 = zext i1 %89 to i32
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %77, i32 noundef %81, i32 noundef %85, i32 noundef %90)
  %92 = load volatile double, ptr %3, align 8
  %93 = fptosi double %92 to i32
  %94 = load volatile double, ptr %3, align 8
  %95 = fptosi double %94 to i64
  %96 = load volatile double, ptr %3, align 8
  %97 = fptoui double %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %93, i64 noundef %95, i32 noundef %97)
  %99 = load volatile double, ptr %3, align 8
  %100 = fptrunc double %99 to float
  store float %100, ptr %6, align 4
  %101 = load volatile double, ptr %3, align 8
  %102 = fpext double %101 to fp128
  store fp128 %102, ptr %7, align 16
  %103 = load float, ptr %6, align 4
  %104 = bitcast float %103 to i32
  %105 = icmp slt i32 %104, 0
  %106 = zext i1 %105 to i32
  %107 = icmp ne i32 %106, 0
  %108 = zext i1 %107 to i32
  %109 = load float, ptr %6, align 4
  %110 = call float @negf(float noundef %109)
  %111 = bitcast float %110 to i32
  %112 = icmp slt i32 %111, 0
  %113 = zext i1 %112 to i32
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = load fp128, ptr %7, align 16
  %117 = bitcast fp128 %116 to i128
  %118 = icmp slt i128 %117, 0
  %119 = zext i1 %118 to i32
  %120 = icmp ne i32 %119, 0
  %121 = zext i1 %120 to i32
  %122 = load fp128, ptr %7, align 16
  %123 = call fp128 @negl(fp128 noundef %122)
  %124 = bitcast fp128 %123 to i128
  %125 = icmp slt i128 %124, 0
  %126 = zext i1 %125 to i32
  %127 = icmp ne i32 %126, 0
  %128 = zext i1 %127 to i32
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %108, i32 noundef %115, i32 noundef %121, i32 noundef %128)
  %130 = load volatile double, ptr %3, align 8
  %131 = load volatile double, ptr %3, align 8
  %132 = load volatile double, ptr %3, align 8
  %133 = load volatile double, ptr %3, align 8
  %134 = load volatile double, ptr %4, align 8
  %135 = fmul double -4.000000e-01, %134
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, double noundef %130, double noundef %131, double noundef %132, double noundef %133, double noundef %135)
  %137 = load volatile double, ptr %2, align 8
  %138 = call double @neg(double noundef %137)
  %139 = bitcast double %138 to i64
  %140 = icmp slt i64 %139, 0
  %141 = zext i1 %140 to i64
  %142 = select i1 %140, i32 42, i32 0
  ret i32 %142
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @show(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = bitcast double %7 to i64
  %9 = icmp slt i64 %8, 0
  %10 = zext i1 %9 to i32
  %11 = icmp ne i32 %10, 0
  %12 = zext i1 %11 to i32
  %13 = load double, ptr %4, align 8
  %14 = call i64 @bits(double noundef %13)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, double noundef %6, i32 noundef %12, i64 noundef %14)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @neg(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fneg double %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sub_from_zero(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fsub double 0.000000e+00, %3
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add(double noundef %0, double noundef %1) #0 {
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
define internal double @sub(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fsub double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dv(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fdiv double %5, %6
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #1

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @negf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fneg float %3
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @negl(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = fneg fp128 %3
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(double noundef %0) #0 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  store double %0, ptr %2, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false)
  %4 = load i64, ptr %3, align 8
  ret i64 %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
