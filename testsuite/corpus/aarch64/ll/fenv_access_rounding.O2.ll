; ModuleID = 'programs/fenv_access_rounding.c'
source_filename = "programs/fenv_access_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@va = internal global double 3.000000e+00, align 8
@vb = internal global double 7.000000e+00, align 8
@vc = internal global float 0x3FF19999A0000000, align 4
@vn = internal global i64 -3, align 8
@vu = internal global i64 12345678901234567, align 8
@.str = private unnamed_addr constant [10 x i8] c"%a %a %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"divbyzero %d %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"inexact %d\0A\00", align 1

; Function Attrs: nounwind strictfp uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = tail call i32 @fesetround(i32 noundef 0) #7
  %3 = load volatile double, ptr @va, align 8, !tbaa !6
  %4 = load volatile double, ptr @vb, align 8, !tbaa !6
  %5 = load volatile float, ptr @vc, align 4, !tbaa !10
  %6 = load volatile i64, ptr @vn, align 8, !tbaa !12
  %7 = load volatile i64, ptr @vu, align 8, !tbaa !12
  %8 = tail call fastcc double @f(double noundef %3, double noundef %4, float noundef %5, i64 noundef %6, i64 noundef %7) #8
  %9 = load volatile double, ptr @va, align 8, !tbaa !6
  %10 = load volatile double, ptr @vb, align 8, !tbaa !6
  %11 = tail call double @llvm.experimental.constrained.fdiv.f64(double %9, double %10, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %12 = load volatile double, ptr @vb, align 8, !tbaa !6
  %13 = load volatile double, ptr @va, align 8, !tbaa !6
  %14 = tail call double @llvm.experimental.constrained.fdiv.f64(double %12, double %13, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %15 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %14, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %16 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %15, metadata !"fpexcept.strict") #8
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, double noundef %11, double noundef %16) #8
  %18 = tail call i32 @fesetround(i32 noundef 4194304) #7
  %19 = load volatile double, ptr @va, align 8, !tbaa !6
  %20 = load volatile double, ptr @vb, align 8, !tbaa !6
  %21 = load volatile float, ptr @vc, align 4, !tbaa !10
  %22 = load volatile i64, ptr @vn, align 8, !tbaa !12
  %23 = load volatile i64, ptr @vu, align 8, !tbaa !12
  %24 = tail call fastcc double @f(double noundef %19, double noundef %20, float noundef %21, i64 noundef %22, i64 noundef %23) #8
  %25 = load volatile double, ptr @va, align 8, !tbaa !6
  %26 = load volatile double, ptr @vb, align 8, !tbaa !6
  %27 = tail call double @llvm.experimental.constrained.fdiv.f64(double %25, double %26, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %28 = load volatile double, ptr @vb, align 8, !tbaa !6
  %29 = load volatile double, ptr @va, align 8, !tbaa !6
  %30 = tail call double @llvm.experimental.constrained.fdiv.f64(double %28, double %29, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %31 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %30, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %32 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %31, metadata !"fpexcept.strict") #8
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %24, double noundef %27, double noundef %32) #8
  %34 = tail call i32 @fesetround(i32 noundef 8388608) #7
  %35 = load volatile double, ptr @va, align 8, !tbaa !6
  %36 = load volatile double, ptr @vb, align 8, !tbaa !6
  %37 = load volatile float, ptr @vc, align 4, !tbaa !10
  %38 = load volatile i64, ptr @vn, align 8, !tbaa !12
  %39 = load volatile i64, ptr @vu, align 8, !tbaa !12
  %40 = tail call fastcc double @f(double noundef %35, double noundef %36, float noundef %37, i64 noundef %38, i64 noundef %39) #8
  %41 = load volatile double, ptr @va, align 8, !tbaa !6
  %42 = load volatile double, ptr @vb, align 8, !tbaa !6
  %43 = tail call double @llvm.experimental.constrained.fdiv.f64(double %41, double %42, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %44 = load volatile double, ptr @vb, align 8, !tbaa !6
  %45 = load volatile double, ptr @va, align 8, !tbaa !6
  %46 = tail call double @llvm.experimental.constrained.fdiv.f64(double %44, double %45, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %47 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %46, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %48 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %47, metadata !"fpexcept.strict") #8
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %40, double noundef %43, double noundef %48) #8
  %50 = tail call i32 @fesetround(i32 noundef 12582912) #7
  %51 = load volatile double, ptr @va, align 8, !tbaa !6
  %52 = load volatile double, ptr @vb, align 8, !tbaa !6
  %53 = load volatile float, ptr @vc, align 4, !tbaa !10
  %54 = load volatile i64, ptr @vn, align 8, !tbaa !12
  %55 = load volatile i64, ptr @vu, align 8, !tbaa !12
  %56 = tail call fastcc double @f(double noundef %51, double noundef %52, float noundef %53, i64 noundef %54, i64 noundef %55) #8
  %57 = load volatile double, ptr @va, align 8, !tbaa !6
  %58 = load volatile double, ptr @vb, align 8, !tbaa !6
  %59 = tail call double @llvm.experimental.constrained.fdiv.f64(double %57, double %58, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %60 = load volatile double, ptr @vb, align 8, !tbaa !6
  %61 = load volatile double, ptr @va, align 8, !tbaa !6
  %62 = tail call double @llvm.experimental.constrained.fdiv.f64(double %60, double %61, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %63 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %62, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %64 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %63, metadata !"fpexcept.strict") #8
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56, double noundef %59, double noundef %64) #8
  %66 = tail call i32 @fesetround(i32 noundef 0) #7
  %67 = tail call i32 @feclearexcept(i32 noundef 31) #7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  %68 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  store volatile double %68, ptr %1, align 8, !tbaa !6
  %69 = load volatile double, ptr @va, align 8, !tbaa !6
  %70 = load volatile double, ptr %1, align 8, !tbaa !6
  %71 = tail call double @llvm.experimental.constrained.fdiv.f64(double %69, double %70, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %72 = tail call i32 @fetestexcept(i32 noundef 2) #7
  %73 = icmp ne i32 %72, 0
  %74 = zext i1 %73 to i32
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %74, double noundef %71) #8
  %76 = tail call i32 @feclearexcept(i32 noundef 31) #7
  %77 = load volatile double, ptr @va, align 8, !tbaa !6
  %78 = load volatile double, ptr @vb, align 8, !tbaa !6
  %79 = tail call double @llvm.experimental.constrained.fdiv.f64(double %77, double %78, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %80 = tail call i32 @fetestexcept(i32 noundef 16) #7
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i32
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82) #8
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @fesetround(i32 noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind strictfp uwtable
define internal fastcc double @f(double noundef %0, double noundef %1, float noundef %2, i64 noundef %3, i64 noundef %4) unnamed_addr #3 {
  %6 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %7 = tail call double @llvm.experimental.constrained.fmuladd.f64(double %0, double %1, double %6, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %8 = tail call double @llvm.experimental.constrained.fsub.f64(double %7, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %9 = tail call double @sqrt(double noundef %0) #7
  %10 = tail call double @llvm.experimental.constrained.fma.f64(double %0, double %1, double %8, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %11 = tail call double @llvm.experimental.constrained.fadd.f64(double %9, double %10, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %12 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %3, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %13 = tail call double @llvm.experimental.constrained.fadd.f64(double %11, double %12, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %14 = tail call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %4, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %15 = tail call double @llvm.experimental.constrained.fadd.f64(double %13, double %14, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %16 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8
  %17 = tail call double @llvm.experimental.constrained.fadd.f64(double %15, double %16, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %18 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %19 = tail call double @llvm.experimental.constrained.rint.f64(double %18, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %20 = tail call double @llvm.experimental.constrained.fadd.f64(double %17, double %19, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %21 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %22 = tail call double @llvm.experimental.constrained.floor.f64(double %21, metadata !"fpexcept.strict") #8
  %23 = tail call double @llvm.experimental.constrained.fadd.f64(double %20, double %22, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %24 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %25 = tail call double @llvm.experimental.constrained.ceil.f64(double %24, metadata !"fpexcept.strict") #8
  %26 = tail call double @llvm.experimental.constrained.fadd.f64(double %23, double %25, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %27 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %28 = tail call double @llvm.experimental.constrained.trunc.f64(double %27, metadata !"fpexcept.strict") #8
  %29 = tail call double @llvm.experimental.constrained.fadd.f64(double %26, double %28, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %30 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %31 = tail call double @llvm.experimental.constrained.round.f64(double %30, metadata !"fpexcept.strict") #8
  %32 = tail call double @llvm.experimental.constrained.fadd.f64(double %29, double %31, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %33 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %34 = tail call double @llvm.experimental.constrained.nearbyint.f64(double %33, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %35 = tail call double @llvm.experimental.constrained.fadd.f64(double %32, double %34, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %36 = tail call double @llvm.experimental.constrained.fadd.f64(double %8, double %35, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %37 = tail call double @llvm.experimental.constrained.minnum.f64(double %0, double %1, metadata !"fpexcept.strict") #8
  %38 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8
  %39 = tail call double @llvm.experimental.constrained.maxnum.f64(double %0, double %38, metadata !"fpexcept.strict") #8
  %40 = tail call double @llvm.experimental.constrained.fadd.f64(double %37, double %39, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %41 = tail call double @llvm.experimental.constrained.fadd.f64(double %36, double %40, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %42 = tail call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %41, metadata !"fpexcept.strict") #8
  %43 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 1024, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %44 = tail call double @llvm.experimental.constrained.fdiv.f64(double %41, double %43, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %45 = tail call i64 @llvm.experimental.constrained.fptoui.i64.f64(double %44, metadata !"fpexcept.strict") #8
  %46 = tail call float @llvm.experimental.constrained.sitofp.f32.i32(i32 100, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %47 = tail call float @llvm.experimental.constrained.fmul.f32(float %2, float %46, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %48 = tail call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %47, metadata !"fpexcept.strict") #8
  %49 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %41, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %50 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %0, double %1, metadata !"olt", metadata !"fpexcept.strict") #8
  %51 = zext i1 %50 to i32
  %52 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %0, double %1, metadata !"ole", metadata !"fpexcept.strict") #8
  %53 = select i1 %52, i32 2, i32 0
  %54 = or disjoint i32 %53, %51
  %55 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"oeq", metadata !"fpexcept.strict") #8
  %56 = select i1 %55, i32 4, i32 0
  %57 = or disjoint i32 %54, %56
  %58 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8
  %59 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %58, metadata !"une", metadata !"fpexcept.strict") #8
  %60 = select i1 %59, i32 8, i32 0
  %61 = or disjoint i32 %57, %60
  %62 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"olt", metadata !"fpexcept.strict") #8
  %63 = select i1 %62, i32 16, i32 0
  %64 = or disjoint i32 %61, %63
  %65 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"uno", metadata !"fpexcept.strict") #8
  %66 = select i1 %65, i32 32, i32 0
  %67 = or disjoint i32 %64, %66
  %68 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %42, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %69 = tail call double @llvm.experimental.constrained.fadd.f64(double %41, double %68, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %70 = tail call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %45, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %71 = tail call double @llvm.experimental.constrained.fadd.f64(double %69, double %70, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %72 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %48, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %73 = tail call double @llvm.experimental.constrained.fadd.f64(double %71, double %72, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %74 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %49, metadata !"fpexcept.strict") #8
  %75 = tail call double @llvm.experimental.constrained.fadd.f64(double %73, double %74, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %76 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %67, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %77 = tail call double @llvm.experimental.constrained.fadd.f64(double %75, double %76, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %78 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %79 = tail call i64 @lrint(double noundef %78) #7
  %80 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %79, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %81 = tail call double @llvm.experimental.constrained.fadd.f64(double %77, double %80, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %82 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %83 = tail call i64 @llround(double noundef %82) #7
  %84 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %83, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  %85 = tail call double @llvm.experimental.constrained.fadd.f64(double %81, double %84, metadata !"round.dynamic", metadata !"fpexcept.strict") #8
  ret double %85
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare i32 @feclearexcept(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i32(i32, metadata, metadata) #5

; Function Attrs: nounwind
declare i32 @fetestexcept(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fmuladd.f64(double, double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fsub.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i64(i64, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.uitofp.f64.i64(i64, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.floor.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.ceil.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.trunc.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.round.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.nearbyint.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.minnum.f64(double, double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.maxnum.f64(double, double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptoui.i64.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata) #5

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #2

attributes #0 = { nounwind strictfp uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { noinline nounwind strictfp uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind strictfp }
attributes #8 = { strictfp }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
