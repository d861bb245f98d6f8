; ModuleID = 'programs/fp_negative_zero.c'
source_filename = "programs/fp_negative_zero.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %7 = alloca x86_fp80, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  store i32 0, ptr %1, align 4
  store volatile double 0.000000e+00, ptr %2, align 8
  store volatile double -0.000000e+00, ptr %3, align 8
  store volatile double 1.000000e+00, ptr %4, align 8
  store volatile double 4.940660e-324, ptr %5, align 8
  %12 = load volatile double, ptr %2, align 8
  %13 = call double @neg(double noundef %12)
  call void @show(ptr noundef @.str, double noundef %13)
  %14 = load volatile double, ptr %2, align 8
  %15 = call double @sub_from_zero(double noundef %14)
  call void @show(ptr noundef @.str.1, double noundef %15)
  %16 = load volatile double, ptr %3, align 8
  %17 = call double @neg(double noundef %16)
  call void @show(ptr noundef @.str.2, double noundef %17)
  %18 = load volatile double, ptr %3, align 8
  %19 = call double @sub_from_zero(double noundef %18)
  call void @show(ptr noundef @.str.3, double noundef %19)
  %20 = load volatile double, ptr %3, align 8
  %21 = load volatile double, ptr %3, align 8
  %22 = call double @add(double noundef %20, double noundef %21)
  call void @show(ptr noundef @.str.4, double noundef %22)
  %23 = load volatile double, ptr %3, align 8
  %24 = load volatile double, ptr %2, align 8
  %25 = call double @add(double noundef %23, double noundef %24)
  call void @show(ptr noundef @.str.5, double noundef %25)
  %26 = load volatile double, ptr %2, align 8
  %27 = load volatile double, ptr %2, align 8
  %28 = call double @sub(double noundef %26, double noundef %27)
  call void @show(ptr noundef @.str.6, double noundef %28)
  %29 = load volatile double, ptr %3, align 8
  %30 = load volatile double, ptr %2, align 8
  %31 = call double @sub(double noundef %29, double noundef %30)
  call void @show(ptr noundef @.str.7, double noundef %31)
  %32 = load volatile double, ptr %4, align 8
  %33 = load volatile double, ptr %4, align 8
  %34 = call double @sub(double noundef %32, double noundef %33)
  call void @show(ptr noundef @.str.8, double noundef %34)
  %35 = load volatile double, ptr %4, align 8
  %36 = fneg double %35
  %37 = load volatile double, ptr %2, align 8
  %38 = call double @mul(double noundef %36, double noundef %37)
  call void @show(ptr noundef @.str.9, double noundef %38)
  %39 = load volatile double, ptr %3, align 8
  %40 = call double @mul(double noundef %39, double noundef -5.000000e+00)
  call void @show(ptr noundef @.str.10, double noundef %40)
  %41 = load volatile double, ptr %5, align 8
  %42 = fneg double %41
  %43 = call double @mul(double noundef %42, double noundef 5.000000e-01)
  call void @show(ptr noundef @.str.11, double noundef %43)
  %44 = load volatile double, ptr %3, align 8
  %45 = call double @dv(double noundef %44, double noundef 3.000000e+00)
  call void @show(ptr noundef @.str.12, double noundef %45)
  %46 = load volatile double, ptr %4, align 8
  %47 = load volatile double, ptr %3, align 8
  %48 = call double @dv(double noundef %46, double noundef %47)
  call void @show(ptr noundef @.str.13, double noundef %48)
  %49 = load volatile double, ptr %4, align 8
  %50 = fneg double %49
  %51 = call double @dv(double noundef %50, double noundef 0xFFF0000000000000)
  call void @show(ptr noundef @.str.14, double noundef %51)
  %52 = load volatile double, ptr %2, align 8
  %53 = load volatile double, ptr %4, align 8
  %54 = fneg double %53
  %55 = call double @llvm.copysign.f64(double %52, double %54)
  call void @show(ptr noundef @.str.15, double noundef %55)
  %56 = load volatile double, ptr %3, align 8
  %57 = load volatile double, ptr %4, align 8
  %58 = call double @llvm.copysign.f64(double %56, double %57)
  call void @show(ptr noundef @.str.16, double noundef %58)
  %59 = load volatile double, ptr %3, align 8
  %60 = call double @llvm.fabs.f64(double %59)
  call void @show(ptr noundef @.str.17, double noundef %60)
  %61 = load volatile double, ptr %3, align 8
  %62 = call double @sqrt(double noundef %61) #6
  call void @show(ptr noundef @.str.18, double noundef %62)
  %63 = load volatile double, ptr %4, align 8
  %64 = fmul double -5.000000e-01, %63
  %65 = call double @llvm.floor.f64(double %64)
  call void @show(ptr noundef @.str.19, double noundef %65)
  %66 = load volatile double, ptr %4, align 8
  %67 = fmul double -5.000000e-01, %66
  %68 = call double @llvm.ceil.f64(double %67)
  call void @show(ptr noundef @.str.20, double noundef %68)
  %69 = load volatile double, ptr %4, align 8
  %70 = fmul double -4.000000e-01, %69
  %71 = call double @llvm.round.f64(double %70)
  call void @show(ptr noundef @.str.21, double noundef %71)
  %72 = load volatile double, ptr %4, align 8
  %73 = fmul double -9.000000e-01, %72
  %74 = call double @llvm.trunc.f64(double %73)
  call void @show(ptr noundef @.str.22, double noundef %74)
  %75 = load volatile double, ptr %4, align 8
  %76 = fmul double -4.000000e+00, %75
  %77 = call double @fmod(double noundef %76, double noundef 2.000000e+00) #6
  call void @show(ptr noundef @.str.23, double noundef %77)
  %78 = load volatile double, ptr %3, align 8
  %79 = load volatile double, ptr %2, align 8
  %80 = fcmp oeq double %78, %79
  %81 = zext i1 %80 to i32
  %82 = load volatile double, ptr %3, align 8
  %83 = load volatile double, ptr %2, align 8
  %84 = fcmp olt double %82, %83
  %85 = zext i1 %84 to i32
  %86 = load volatile double, ptr %3, align 8
  %87 = load volatile double, ptr %2, align 8
  %88 = fcmp ole double %86, %87
  %89 = zext i1 %88 to i32
  %90 = load volatile double, ptr %4, align 8
  %91 = load volatile double, ptr %3, align 8
  %92 = fdiv double %90, %91
  %93 = fcmp olt double %92, 0.000000e+00
  %94 = zext i1 %93 to i32
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %81, i32 noundef %85, i32 noundef %89, i32 noundef %94)
  %96 = load volatile double, ptr %3, align 8
  %97 = fptosi double %96 to i32
  %98 = load volatile double, ptr %3, align 8
  %99 = fptosi double %98 to i32
  %100 = load volatile double, ptr %3, align 8
  %101 = fptoui double %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %97, i32 noundef %99, i32 noundef %101)
  %103 = load volatile double, ptr %3, align 8
  %104 = fptrunc double %103 to float
  store float %104, ptr %6, align 4
  %105 = load volatile double, ptr %3, align 8
  %106 = fpext double %105 to x86_fp80
  store x86_fp80 %106, ptr %7, align 16
  %107 = load float, ptr %6, align 4
  %108 = call i32 @__signbitf(float noundef %107)
  %109 = icmp ne i32 %108, 0
  %110 = zext i1 %109 to i32
  %111 = load float, ptr %6, align 4
  %112 = call float @negf(float noundef %111)
  %113 = call i32 @__signbitf(float noundef %112)
  %114 = icmp ne i32 %113, 0
  %115 = zext i1 %114 to i32
  %116 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %116, ptr %8, align 16
  %117 = call i32 @__signbitl(ptr noundef %8)
  %118 = icmp ne i32 %117, 0
  %119 = zext i1 %118 to i32
  %120 = load x86_fp80, ptr %7, align 16
  store x86_fp80 %120, ptr %10, align 16
  call void @negl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %9, ptr noundef %10)
  %121 = load x86_fp80, ptr %9, align 16
  store x86_fp80 %121, ptr %11, align 16
  %122 = call i32 @__signbitl(ptr noundef %11)
  %123 = icmp ne i32 %122, 0
  %124 = zext i1 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i32 noundef %110, i32 noundef %115, i32 noundef %119, i32 noundef %124)
  %126 = load volatile double, ptr %3, align 8
  %127 = load volatile double, ptr %3, align 8
  %128 = load volatile double, ptr %3, align 8
  %129 = load volatile double, ptr %3, align 8
  %130 = load volatile double, ptr %4, align 8
  %131 = fmul double -4.000000e-01, %130
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, double noundef %126, double noundef %127, double noundef %128, double noundef %129, double noundef %131)
  %133 = load volatile double, ptr %2, align 8
  %134 = call double @neg(double noundef %133)
  %135 = call i32 @__signbit(double noundef %134)
  %136 = icmp ne i32 %135, 0
  %137 = zext i1 %136 to i64
  %138 = select i1 %136, i32 42, i32 0
  ret i32 %138
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
  %8 = call i32 @__signbit(double noundef %7)
  %9 = icmp ne i32 %8, 0
  %10 = zext i1 %9 to i32
  %11 = load double, ptr %4, align 8
  %12 = call i64 @bits(double noundef %11)
  %13 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, double noundef %6, i32 noundef %10, i64 noundef %12)
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
declare dso_local double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #1

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

declare dso_local i32 @__signbitf(float noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @negf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fneg float %3
  ret float %4
}

declare dso_local i32 @__signbitl(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @negl(ptr dead_on_unwind noalias writable sret(x86_fp80) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca x86_fp80, align 16
  store ptr %0, ptr %3, align 8
  %5 = load x86_fp80, ptr %1, align 16
  store x86_fp80 %5, ptr %4, align 16
  %6 = load x86_fp80, ptr %4, align 16
  %7 = fneg x86_fp80 %6
  store x86_fp80 %7, ptr %0, align 16
  %8 = load x86_fp80, ptr %0, align 16
  store x86_fp80 %8, ptr %0, align 16
  ret void
}

declare dso_local i32 @__signbit(double noundef) #3

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
