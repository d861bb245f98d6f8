; ModuleID = 'programs/fp_sqrt_fma_exact.c'
source_filename = "programs/fp_sqrt_fma_exact.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [12 x double] [double 2.000000e+00, double 3.000000e+00, double 5.000000e-01, double 1.000000e-300, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x3FF0000000000001, double 0x3FEFFFFFFFFFFFFF, double 0x4341C37937E08001, double 0.000000e+00, double -0.000000e+00, double 0x7FF0000000000000], align 8
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
  %5 = alloca [12 x double], align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %14

14:                                               ; preds = %44, %0
  %15 = load i32, ptr %3, align 4
  %16 = icmp sle i32 %15, 3000
  br i1 %16, label %17, label %47

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4
  %19 = sitofp i32 %18 to double
  %20 = load i32, ptr %3, align 4
  %21 = sitofp i32 %20 to double
  %22 = fmul double %19, %21
  %23 = call double @sq(double noundef %22)
  store double %23, ptr %4, align 8
  %24 = load double, ptr %4, align 8
  %25 = load i32, ptr %3, align 4
  %26 = sitofp i32 %25 to double
  %27 = fcmp une double %24, %26
  br i1 %27, label %28, label %31

28:                                               ; preds = %17
  %29 = load i32, ptr %2, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %2, align 4
  br label %31

31:                                               ; preds = %28, %17
  %32 = load i32, ptr %3, align 4
  %33 = load i32, ptr %3, align 4
  %34 = mul nsw i32 %32, %33
  %35 = sitofp i32 %34 to float
  %36 = call float @sqf(float noundef %35)
  %37 = load i32, ptr %3, align 4
  %38 = sitofp i32 %37 to float
  %39 = fcmp une float %36, %38
  br i1 %39, label %40, label %43

40:                                               ; preds = %31
  %41 = load i32, ptr %2, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %2, align 4
  br label %43

43:                                               ; preds = %40, %31
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %3, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %3, align 4
  br label %14, !llvm.loop !6

47:                                               ; preds = %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.v, i64 96, i1 true)
  store i32 0, ptr %6, align 4
  br label %48

48:                                               ; preds = %75, %47
  %49 = load i32, ptr %6, align 4
  %50 = icmp slt i32 %49, 12
  br i1 %50, label %51, label %78

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %53
  %55 = load volatile double, ptr %54, align 8
  %56 = call double @sq(double noundef %55)
  store double %56, ptr %7, align 8
  %57 = load i32, ptr %6, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %58
  %60 = load volatile double, ptr %59, align 8
  %61 = load double, ptr %7, align 8
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %63
  %65 = load volatile double, ptr %64, align 8
  %66 = call double @bsq(double noundef %65)
  %67 = load i32, ptr %6, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [12 x double], ptr %5, i64 0, i64 %68
  %70 = load volatile double, ptr %69, align 8
  %71 = fptrunc double %70 to float
  %72 = call float @sqf(float noundef %71)
  %73 = fpext float %72 to double
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %60, double noundef %61, double noundef %66, double noundef %73)
  br label %75

75:                                               ; preds = %51
  %76 = load i32, ptr %6, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %6, align 4
  br label %48, !llvm.loop !8

78:                                               ; preds = %48
  %79 = call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #5
  %80 = call fp128 @sqrtl(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF) #5
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, fp128 noundef %79, fp128 noundef %80)
  store volatile double 1.000000e-01, ptr %8, align 8
  store volatile double 1.000000e+01, ptr %9, align 8
  store volatile double 0x3FF0000000000001, ptr %10, align 8
  store volatile double 0x3FEFFFFFFFFFFFFF, ptr %11, align 8
  %82 = load volatile double, ptr %8, align 8
  %83 = load volatile double, ptr %9, align 8
  %84 = call double @two_prod_err(double noundef %82, double noundef %83)
  %85 = load volatile double, ptr %10, align 8
  %86 = load volatile double, ptr %10, align 8
  %87 = call double @two_prod_err(double noundef %85, double noundef %86)
  %88 = load volatile double, ptr %10, align 8
  %89 = load volatile double, ptr %11, align 8
  %90 = call double @two_prod_err(double noundef %88, double noundef %89)
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %84, double noundef %87, double noundef %90)
  %92 = load volatile double, ptr %10, align 8
  %93 = load volatile double, ptr %10, align 8
  %94 = call double @llvm.fma.f64(double %92, double %93, double -1.000000e+00)
  %95 = load volatile double, ptr %10, align 8
  %96 = load volatile double, ptr %10, align 8
  %97 = fmul double %95, %96
  %98 = fsub double %97, 1.000000e+00
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %94, double noundef %98)
  %100 = call float @llvm.fma.f32(float 0x3FF0000020000000, float 0x3FEFFFFFC0000000, float -1.000000e+00)
  %101 = fpext float %100 to double
  %102 = call fp128 @llvm.fma.f128(fp128 0xL00000000000000013FFF000000000000, fp128 0xL00000000000000013FFF000000000000, fp128 0xL0000000000000000BFFF000000000000)
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %101, fp128 noundef %102)
  %104 = load volatile double, ptr %8, align 8
  %105 = fadd double 1.000000e+00, %104
  call void @two_sum(double noundef 1.000000e+16, double noundef %105, ptr noundef %12, ptr noundef %13)
  %106 = load double, ptr %12, align 8
  %107 = load double, ptr %13, align 8
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %106, double noundef %107)
  %109 = load i32, ptr %2, align 4
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %109)
  %111 = load i32, ptr %2, align 4
  ret i32 %111
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #5
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @sqf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @sqrtf(float noundef %3) #5
  ret float %4
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @bsq(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @sqrt(double noundef %3) #5
  ret double %4
}

; Function Attrs: nounwind
declare fp128 @sqrtl(fp128 noundef) #3

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
declare double @llvm.fma.f64(double, double, double) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fma.f128(fp128, fp128, fp128) #4

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
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
