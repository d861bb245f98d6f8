; ModuleID = 'programs/fp_sqrt_fma_exact.c'
source_filename = "programs/fp_sqrt_fma_exact.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@__const.main.v = private unnamed_addr constant [12 x double] [double 2.000000e+00, double 3.000000e+00, double 5.000000e-01, double 1.000000e-300, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x3FF0000000000001, double 0x3FEFFFFFFFFFFFFF, double 0x4341C37937E08001, double 0.000000e+00, double -0.000000e+00, double 0x7FF0000000000000], align 16
@.str = private unnamed_addr constant [31 x i8] c"sqrt(%a) = %a builtin %a f %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"sqrtl(2) = %La, sqrtl(LDBL_MAX) = %La\0A\00", align 1
@.str.2 = private unnamed_addr constant [40 x i8] c"err(0.1*10)=%a err(c*c)=%a err(c*d)=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"fma(c,c,-1)=%a (c*c-1)=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [18 x i8] c"fmaf=%a fmal=%La\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"two_sum: s=%a e=%a\0A\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca [12 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca x86_fp80, align 16
  %13 = alloca x86_fp80, align 16
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca double, align 8
  %17 = alloca double, align 8
  %18 = alloca x86_fp80, align 16
  %19 = alloca double, align 8
  %20 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %51, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp sle i32 %22, 3000
  br i1 %23, label %24, label %54

24:                                               ; preds = %21
  %25 = load i32, ptr %3, align 4
  %26 = sitofp i32 %25 to double
  %27 = load i32, ptr %3, align 4
  %28 = sitofp i32 %27 to double
  %29 = fmul double %26, %28
  %30 = call double @sq(double noundef %29)
  store double %30, ptr %4, align 8
  %31 = load double, ptr %4, align 8
  %32 = load i32, ptr %3, align 4
  %33 = sitofp i32 %32 to double
  %34 = fcmp une double %31, %33
  br i1 %34, label %35, label %38

35:                                               ; preds = %24
  %36 = load i32, ptr %2, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %2, align 4
  br label %38

38:                                               ; preds = %35, %24
  %39 = load i32, ptr %3, align 4
  %40 = load i32, ptr %3, align 4
  %41 = mul nsw i32 %39, %40
  %42 = sitofp i32 %41 to float
  %43 = call float @sqf(float noundef %42)
  %44 = load i32, ptr %3, align 4
  %45 = sitofp i32 %44 to float
  %46 = fcmp une float %43, %45
  br i1 %46, label %47, label %50

47:                                               ; preds = %38
  %48 = load i32, ptr %2, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %2, align 4
  br label %50

50:                                               ; preds = %47, %38
  br label %51

51:                                               ; preds = %50
  %52 = load i32, ptr %3, align 4
  %53 = add nsw i32 %52, 1
  store i32 %53, ptr %3, align 4
  br label %21, !llvm.loop !5

54:                                               ; preds = %21
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.v, i64 96, i1 true)
  store i32 0, ptr %6, align 4
  br label %55

55:                                               ; preds = %82, %54
  %56 = load i32, ptr %6, align 4
  %57 = icmp slt i32 %56, 12
  br i1 %57, label %58, label %85

58:                                               ; preds = %55
  %59 = load i32, ptr %6, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %60
  %62 = load volatile double, ptr %61, align 8
  %63 = call double @sq(double noundef %62)
  store double %63, ptr %7, align 8
  %64 = load i32, ptr %6, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %65
  %67 = load volatile double, ptr %66, align 8
  %68 = load double, ptr %7, align 8
  %69 = load i32, ptr %6, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %70
  %72 = load volatile double, ptr %71, align 8
  %73 = call double @bsq(double noundef %72)
  %74 = load i32, ptr %6, align 4
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %75
  %77 = load volatile double, ptr %76, align 8
  %78 = fptrunc double %77 to float
  %79 = call float @sqf(float noundef %78)
  %80 = fpext float %79 to double
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %67, double noundef %68, double noundef %73, double noundef %80)
  br label %82

82:                                               ; preds = %58
  %83 = load i32, ptr %6, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %6, align 4
  br label %55, !llvm.loop !7

85:                                               ; preds = %55
  store x86_fp80 0xK40008000000000000000, ptr %9, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %8, ptr noundef %9) #6
  %86 = load x86_fp80, ptr %8, align 16
  store x86_fp80 0xK7FFEFFFFFFFFFFFFFFFF, ptr %11, align 16
  call void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16 %10, ptr noundef %11) #6
  %87 = load x86_fp80, ptr %10, align 16
  store x86_fp80 %86, ptr %12, align 16
  store x86_fp80 %87, ptr %13, align 16
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %12, ptr noundef %13)
  store volatile double 1.000000e-01, ptr %14, align 8
  store volatile double 1.000000e+01, ptr %15, align 8
  store volatile double 0x3FF0000000000001, ptr %16, align 8
  store volatile double 0x3FEFFFFFFFFFFFFF, ptr %17, align 8
  %89 = load volatile double, ptr %14, align 8
  %90 = load volatile double, ptr %15, align 8
  %91 = call double @two_prod_err(double noundef %89, double noundef %90)
  %92 = load volatile double, ptr %16, align 8
  %93 = load volatile double, ptr %16, align 8
  %94 = call double @two_prod_err(double noundef %92, double noundef %93)
  %95 = load volatile double, ptr %16, align 8
  %96 = load volatile double, ptr %17, align 8
  %97 = call double @two_prod_err(double noundef %95, double noundef %96)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %91, double noundef %94, double noundef %97)
  %99 = load volatile double, ptr %16, align 8
  %100 = load volatile double, ptr %16, align 8
  %101 = call double @llvm.fma.f64(double %99, double %100, double -1.000000e+00)
  %102 = load volatile double, ptr %16, align 8
  %103 = load volatile double, ptr %16, align 8
  %104 = fmul double %102, %103
  %105 = fsub double %104, 1.000000e+00
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %101, double noundef %105)
  %107 = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FEFFFFFC0000000, float -1.000000e+00)
  %108 = fpext float %107 to double
  %109 = call x86_fp80 @llvm.fma.f80(x86_fp80 0xK3FFF8000000000000001, x86_fp80 0xK3FFF8000000000000001, x86_fp80 0xKBFFF8000000000000000)
  store x86_fp80 %109, ptr %18, align 16
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %108, ptr noundef %18)
  %111 = load volatile double, ptr %14, align 8
  %112 = fadd double 1.000000e+00, %111
  call void @two_sum(double noundef 1.000000e+16, double noundef %112, ptr noundef %19, ptr noundef %20)
  %113 = load double, ptr %19, align 8
  %114 = load double, ptr %20, align 8
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %113, double noundef %114)
  %116 = load i32, ptr %2, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %116)
  %118 = load i32, ptr %2, align 4
  ret i32 %118
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #6
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sqf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sqrtf(float noundef %3) #6
  ret float %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bsq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #6
  ret double %4
}

; Function Attrs: nounwind
declare dso_local void @sqrtl(ptr dead_on_unwind writable sret(x86_fp80) align 16, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @two_prod_err(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %3, align 8
  %7 = load double, ptr %4, align 8
  %8 = fmul double %6, %7
  store double %8, ptr %5, align 8
  %9 = load double, ptr %3, align 8
  %10 = load double, ptr %4, align 8
  %11 = load double, ptr %5, align 8
  %12 = fneg double %11
  %13 = call double @llvm.fma.f64(double %9, double %10, double %12)
  ret double %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fma.f80(x86_fp80, x86_fp80, x86_fp80) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @two_sum(double noundef %0, double noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store double %0, ptr %5, align 8
  store double %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load double, ptr %5, align 8
  %12 = load double, ptr %6, align 8
  %13 = fadd double %11, %12
  store double %13, ptr %9, align 8
  %14 = load double, ptr %9, align 8
  %15 = load double, ptr %5, align 8
  %16 = fsub double %14, %15
  store double %16, ptr %10, align 8
  %17 = load double, ptr %9, align 8
  %18 = load ptr, ptr %7, align 8
  store double %17, ptr %18, align 8
  %19 = load double, ptr %5, align 8
  %20 = load double, ptr %9, align 8
  %21 = load double, ptr %10, align 8
  %22 = fsub double %20, %21
  %23 = fsub double %19, %22
  %24 = load double, ptr %6, align 8
  %25 = load double, ptr %10, align 8
  %26 = fsub double %24, %25
  %27 = fadd double %23, %26
  %28 = load ptr, ptr %8, align 8
  store double %27, ptr %28, align 8
  ret void
}

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #2

; Function Attrs: nounwind
declare dso_local float @sqrtf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

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
