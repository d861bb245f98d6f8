; ModuleID = 'programs/fenv_access_rounding.c'
source_filename = "programs/fenv_access_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.modes = private unnamed_addr constant [4 x i32] [i32 0, i32 4194304, i32 8388608, i32 12582912], align 4
@va = internal global double 3.000000e+00, align 8
@vb = internal global double 7.000000e+00, align 8
@vc = internal global float 0x3FF19999A0000000, align 4
@vn = internal global i64 -3, align 8
@vu = internal global i64 12345678901234567, align 8
@.str = private unnamed_addr constant [10 x i8] c"%a %a %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"divbyzero %d %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"inexact %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone strictfp uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.modes, i64 16, i1 false) #5
  store i32 0, ptr %3, align 4
  br label %7

7:                                                ; preds = %32, %0
  %8 = load i32, ptr %3, align 4
  %9 = icmp slt i32 %8, 4
  br i1 %9, label %10, label %35

10:                                               ; preds = %7
  %11 = load i32, ptr %3, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4 x i32], ptr %2, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = call i32 @fesetround(i32 noundef %14) #6
  %16 = load volatile double, ptr @va, align 8
  %17 = load volatile double, ptr @vb, align 8
  %18 = load volatile float, ptr @vc, align 4
  %19 = load volatile i64, ptr @vn, align 8
  %20 = load volatile i64, ptr @vu, align 8
  %21 = call double @f(double noundef %16, double noundef %17, float noundef %18, i64 noundef %19, i64 noundef %20) #5
  store double %21, ptr %4, align 8
  %22 = load double, ptr %4, align 8
  %23 = load volatile double, ptr @va, align 8
  %24 = load volatile double, ptr @vb, align 8
  %25 = call double @llvm.experimental.constrained.fdiv.f64(double %23, double %24, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %26 = load volatile double, ptr @vb, align 8
  %27 = load volatile double, ptr @va, align 8
  %28 = call double @llvm.experimental.constrained.fdiv.f64(double %26, double %27, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %29 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %28, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %30 = call double @llvm.experimental.constrained.fpext.f64.f32(float %29, metadata !"fpexcept.strict") #5
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22, double noundef %25, double noundef %30) #5
  br label %32

32:                                               ; preds = %10
  %33 = load i32, ptr %3, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %3, align 4
  br label %7, !llvm.loop !6

35:                                               ; preds = %7
  %36 = call i32 @fesetround(i32 noundef 0) #6
  %37 = call i32 @feclearexcept(i32 noundef 31) #6
  %38 = call double @llvm.experimental.constrained.sitofp.f64.i32(i32 0, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store volatile double %38, ptr %5, align 8
  %39 = load volatile double, ptr @va, align 8
  %40 = load volatile double, ptr %5, align 8
  %41 = call double @llvm.experimental.constrained.fdiv.f64(double %39, double %40, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store double %41, ptr %6, align 8
  %42 = call i32 @fetestexcept(i32 noundef 2) #6
  %43 = icmp ne i32 %42, 0
  %44 = zext i1 %43 to i32
  %45 = load double, ptr %6, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %44, double noundef %45) #5
  %47 = call i32 @feclearexcept(i32 noundef 31) #6
  %48 = load volatile double, ptr @va, align 8
  %49 = load volatile double, ptr @vb, align 8
  %50 = call double @llvm.experimental.constrained.fdiv.f64(double %48, double %49, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store double %50, ptr %6, align 8
  %51 = call i32 @fetestexcept(i32 noundef 16) #6
  %52 = icmp ne i32 %51, 0
  %53 = zext i1 %52 to i32
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53) #5
  ret i32 0
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) #2

; Function Attrs: noinline nounwind optnone strictfp uwtable
define internal double @f(double noundef %0, double noundef %1, float noundef %2, i64 noundef %3, i64 noundef %4) #0 {
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca float, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca double, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  %16 = alloca i32, align 4
  store double %0, ptr %6, align 8
  store double %1, ptr %7, align 8
  store float %2, ptr %8, align 4
  store i64 %3, ptr %9, align 8
  store i64 %4, ptr %10, align 8
  %17 = load double, ptr %6, align 8
  %18 = load double, ptr %7, align 8
  %19 = call double @llvm.experimental.constrained.fdiv.f64(double %17, double %18, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %20 = load double, ptr %6, align 8
  %21 = load double, ptr %7, align 8
  %22 = call double @llvm.experimental.constrained.fmuladd.f64(double %20, double %21, double %19, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %23 = load double, ptr %6, align 8
  %24 = call double @llvm.experimental.constrained.fsub.f64(double %22, double %23, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store double %24, ptr %11, align 8
  %25 = load double, ptr %6, align 8
  %26 = call double @sqrt(double noundef %25) #6
  %27 = load double, ptr %6, align 8
  %28 = load double, ptr %7, align 8
  %29 = load double, ptr %11, align 8
  %30 = call double @llvm.experimental.constrained.fma.f64(double %27, double %28, double %29, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %31 = call double @llvm.experimental.constrained.fadd.f64(double %26, double %30, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %32 = load i64, ptr %9, align 8
  %33 = call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %32, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %34 = call double @llvm.experimental.constrained.fadd.f64(double %31, double %33, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %35 = load i64, ptr %10, align 8
  %36 = call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %35, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %37 = call double @llvm.experimental.constrained.fadd.f64(double %34, double %36, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %38 = load float, ptr %8, align 4
  %39 = call double @llvm.experimental.constrained.fpext.f64.f32(float %38, metadata !"fpexcept.strict") #5
  %40 = call double @llvm.experimental.constrained.fadd.f64(double %37, double %39, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %41 = load double, ptr %6, align 8
  %42 = load double, ptr %7, align 8
  %43 = call double @llvm.experimental.constrained.fdiv.f64(double %41, double %42, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %44 = call double @llvm.experimental.constrained.rint.f64(double %43, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %45 = call double @llvm.experimental.constrained.fadd.f64(double %40, double %44, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %46 = load double, ptr %7, align 8
  %47 = load double, ptr %6, align 8
  %48 = call double @llvm.experimental.constrained.fdiv.f64(double %46, double %47, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %49 = call double @llvm.experimental.constrained.floor.f64(double %48, metadata !"fpexcept.strict") #5
  %50 = call double @llvm.experimental.constrained.fadd.f64(double %45, double %49, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %51 = load double, ptr %6, align 8
  %52 = load double, ptr %7, align 8
  %53 = call double @llvm.experimental.constrained.fdiv.f64(double %51, double %52, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %54 = call double @llvm.experimental.constrained.ceil.f64(double %53, metadata !"fpexcept.strict") #5
  %55 = call double @llvm.experimental.constrained.fadd.f64(double %50, double %54, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %56 = load double, ptr %7, align 8
  %57 = load double, ptr %6, align 8
  %58 = call double @llvm.experimental.constrained.fdiv.f64(double %56, double %57, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %59 = call double @llvm.experimental.constrained.trunc.f64(double %58, metadata !"fpexcept.strict") #5
  %60 = call double @llvm.experimental.constrained.fadd.f64(double %55, double %59, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %7, align 8
  %63 = call double @llvm.experimental.constrained.fdiv.f64(double %61, double %62, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %64 = call double @llvm.experimental.constrained.round.f64(double %63, metadata !"fpexcept.strict") #5
  %65 = call double @llvm.experimental.constrained.fadd.f64(double %60, double %64, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %66 = load double, ptr %7, align 8
  %67 = load double, ptr %6, align 8
  %68 = call double @llvm.experimental.constrained.fdiv.f64(double %66, double %67, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %69 = call double @llvm.experimental.constrained.nearbyint.f64(double %68, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %70 = call double @llvm.experimental.constrained.fadd.f64(double %65, double %69, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %71 = load double, ptr %11, align 8
  %72 = call double @llvm.experimental.constrained.fadd.f64(double %71, double %70, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store double %72, ptr %11, align 8
  %73 = load double, ptr %6, align 8
  %74 = load double, ptr %7, align 8
  %75 = call double @llvm.experimental.constrained.minnum.f64(double %73, double %74, metadata !"fpexcept.strict") #5
  %76 = load double, ptr %6, align 8
  %77 = load float, ptr %8, align 4
  %78 = call double @llvm.experimental.constrained.fpext.f64.f32(float %77, metadata !"fpexcept.strict") #5
  %79 = call double @llvm.experimental.constrained.maxnum.f64(double %76, double %78, metadata !"fpexcept.strict") #5
  %80 = call double @llvm.experimental.constrained.fadd.f64(double %75, double %79, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %81 = load double, ptr %11, align 8
  %82 = call double @llvm.experimental.constrained.fadd.f64(double %81, double %80, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store double %82, ptr %11, align 8
  %83 = load double, ptr %11, align 8
  %84 = call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %83, metadata !"fpexcept.strict") #5
  store i64 %84, ptr %12, align 8
  %85 = load double, ptr %11, align 8
  %86 = call double @llvm.experimental.constrained.sitofp.f64.i32(i32 1024, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %87 = call double @llvm.experimental.constrained.fdiv.f64(double %85, double %86, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %88 = call i64 @llvm.experimental.constrained.fptoui.i64.f64(double %87, metadata !"fpexcept.strict") #5
  store i64 %88, ptr %13, align 8
  %89 = load float, ptr %8, align 4
  %90 = call float @llvm.experimental.constrained.sitofp.f32.i32(i32 100, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %91 = call float @llvm.experimental.constrained.fmul.f32(float %89, float %90, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %92 = call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %91, metadata !"fpexcept.strict") #5
  store i32 %92, ptr %14, align 4
  %93 = load double, ptr %11, align 8
  %94 = call float @llvm.experimental.constrained.fptrunc.f32.f64(double %93, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  store float %94, ptr %15, align 4
  %95 = load double, ptr %6, align 8
  %96 = load double, ptr %7, align 8
  %97 = call i1 @llvm.experimental.constrained.fcmps.f64(double %95, double %96, metadata !"olt", metadata !"fpexcept.strict") #5
  %98 = zext i1 %97 to i32
  %99 = load double, ptr %6, align 8
  %100 = load double, ptr %7, align 8
  %101 = call i1 @llvm.experimental.constrained.fcmps.f64(double %99, double %100, metadata !"ole", metadata !"fpexcept.strict") #5
  %102 = zext i1 %101 to i32
  %103 = mul nsw i32 %102, 2
  %104 = add nsw i32 %98, %103
  %105 = load double, ptr %6, align 8
  %106 = load double, ptr %7, align 8
  %107 = call i1 @llvm.experimental.constrained.fcmp.f64(double %105, double %106, metadata !"oeq", metadata !"fpexcept.strict") #5
  %108 = zext i1 %107 to i32
  %109 = mul nsw i32 %108, 4
  %110 = add nsw i32 %104, %109
  %111 = load double, ptr %6, align 8
  %112 = load float, ptr %8, align 4
  %113 = call double @llvm.experimental.constrained.fpext.f64.f32(float %112, metadata !"fpexcept.strict") #5
  %114 = call i1 @llvm.experimental.constrained.fcmp.f64(double %111, double %113, metadata !"une", metadata !"fpexcept.strict") #5
  %115 = zext i1 %114 to i32
  %116 = mul nsw i32 %115, 8
  %117 = add nsw i32 %110, %116
  %118 = load double, ptr %6, align 8
  %119 = load double, ptr %7, align 8
  %120 = call i1 @llvm.experimental.constrained.fcmp.f64(double %118, double %119, metadata !"olt", metadata !"fpexcept.strict") #5
  %121 = zext i1 %120 to i32
  %122 = mul nsw i32 %121, 16
  %123 = add nsw i32 %117, %122
  %124 = load double, ptr %6, align 8
  %125 = load double, ptr %7, align 8
  %126 = call i1 @llvm.experimental.constrained.fcmp.f64(double %124, double %125, metadata !"uno", metadata !"fpexcept.strict") #5
  %127 = zext i1 %126 to i32
  %128 = mul nsw i32 %127, 32
  %129 = add nsw i32 %123, %128
  store i32 %129, ptr %16, align 4
  %130 = load double, ptr %11, align 8
  %131 = load i64, ptr %12, align 8
  %132 = call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %131, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %133 = call double @llvm.experimental.constrained.fadd.f64(double %130, double %132, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %134 = load i64, ptr %13, align 8
  %135 = call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %134, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %136 = call double @llvm.experimental.constrained.fadd.f64(double %133, double %135, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %137 = load i32, ptr %14, align 4
  %138 = call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %137, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %139 = call double @llvm.experimental.constrained.fadd.f64(double %136, double %138, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %140 = load float, ptr %15, align 4
  %141 = call double @llvm.experimental.constrained.fpext.f64.f32(float %140, metadata !"fpexcept.strict") #5
  %142 = call double @llvm.experimental.constrained.fadd.f64(double %139, double %141, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %143 = load i32, ptr %16, align 4
  %144 = call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %143, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %145 = call double @llvm.experimental.constrained.fadd.f64(double %142, double %144, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %146 = load double, ptr %6, align 8
  %147 = load double, ptr %7, align 8
  %148 = call double @llvm.experimental.constrained.fdiv.f64(double %146, double %147, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %149 = call i64 @lrint(double noundef %148) #6
  %150 = call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %149, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %151 = call double @llvm.experimental.constrained.fadd.f64(double %145, double %150, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %152 = load double, ptr %7, align 8
  %153 = load double, ptr %6, align 8
  %154 = call double @llvm.experimental.constrained.fdiv.f64(double %152, double %153, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %155 = call i64 @llround(double noundef %154) #6
  %156 = call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %155, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  %157 = call double @llvm.experimental.constrained.fadd.f64(double %151, double %156, metadata !"round.dynamic", metadata !"fpexcept.strict") #5
  ret double %157
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata) #4

; Function Attrs: nounwind
declare i32 @feclearexcept(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i32(i32, metadata, metadata) #4

; Function Attrs: nounwind
declare i32 @fetestexcept(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fmul.f64(double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fmuladd.f64(double, double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fsub.f64(double, double, metadata, metadata) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i64(i64, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.uitofp.f64.i64(i64, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.floor.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.ceil.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.trunc.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.round.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.nearbyint.f64(double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.minnum.f64(double, double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.maxnum.f64(double, double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptoui.i64.f64(double, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata) #4

; Function Attrs: nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata) #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #2

; Function Attrs: nounwind
declare i64 @llround(double noundef) #2

attributes #0 = { noinline nounwind optnone strictfp uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #5 = { strictfp }
attributes #6 = { nounwind strictfp }

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
