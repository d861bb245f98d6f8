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

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [12 x double], align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  br label %9

8:                                                ; preds = %9
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.v, i64 96, i1 true)
  br label %56

9:                                                ; preds = %0, %9
  %10 = phi i32 [ 0, %0 ], [ %24, %9 ]
  %11 = phi i32 [ 0, %0 ], [ %25, %9 ]
  %12 = uitofp nneg i32 %11 to double
  %13 = mul nuw nsw i32 %11, %11
  %14 = uitofp nneg i32 %13 to double
  %15 = tail call fastcc double @sq(double noundef %14)
  %16 = fcmp une double %15, %12
  %17 = zext i1 %16 to i32
  %18 = add nsw i32 %10, %17
  %19 = uitofp nneg i32 %13 to float
  %20 = tail call fastcc float @sqf(float noundef %19)
  %21 = uitofp nneg i32 %11 to float
  %22 = fcmp une float %20, %21
  %23 = zext i1 %22 to i32
  %24 = add nsw i32 %18, %23
  %25 = add nuw nsw i32 %11, 1
  %26 = icmp eq i32 %25, 3001
  br i1 %26, label %8, label %9, !llvm.loop !6

27:                                               ; preds = %56
  %28 = tail call fp128 @sqrtl(fp128 noundef 0xL00000000000000004000000000000000) #9
  %29 = tail call fp128 @sqrtl(fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF) #9
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef %28, fp128 noundef %29)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 1.000000e-01, ptr %2, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+01, ptr %3, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 0x3FF0000000000001, ptr %4, align 8, !tbaa !8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3FEFFFFFFFFFFFFF, ptr %5, align 8, !tbaa !8
  %31 = load volatile double, ptr %2, align 8, !tbaa !8
  %32 = load volatile double, ptr %3, align 8, !tbaa !8
  %33 = tail call fastcc double @two_prod_err(double noundef %31, double noundef %32)
  %34 = load volatile double, ptr %4, align 8, !tbaa !8
  %35 = load volatile double, ptr %4, align 8, !tbaa !8
  %36 = tail call fastcc double @two_prod_err(double noundef %34, double noundef %35)
  %37 = load volatile double, ptr %4, align 8, !tbaa !8
  %38 = load volatile double, ptr %5, align 8, !tbaa !8
  %39 = tail call fastcc double @two_prod_err(double noundef %37, double noundef %38)
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %33, double noundef %36, double noundef %39)
  %41 = load volatile double, ptr %4, align 8, !tbaa !8
  %42 = load volatile double, ptr %4, align 8, !tbaa !8
  %43 = tail call double @llvm.fma.f64(double %41, double %42, double -1.000000e+00)
  %44 = load volatile double, ptr %4, align 8, !tbaa !8
  %45 = load volatile double, ptr %4, align 8, !tbaa !8
  %46 = fmul double %44, %45
  %47 = fadd double %46, -1.000000e+00
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %43, double noundef %47)
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0xBD10000000000000, fp128 noundef 0xL00000000000000003F90000000000000)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #9
  %50 = load volatile double, ptr %2, align 8, !tbaa !8
  %51 = fadd double %50, 1.000000e+00
  call fastcc void @two_sum(double noundef %51, ptr noundef nonnull %6, ptr noundef nonnull %7)
  %52 = load double, ptr %6, align 8, !tbaa !8
  %53 = load double, ptr %7, align 8, !tbaa !8
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %52, double noundef %53)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %24)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %1) #9
  ret i32 %24

56:                                               ; preds = %8, %56
  %57 = phi i64 [ 0, %8 ], [ %69, %56 ]
  %58 = getelementptr inbounds [12 x double], ptr %1, i64 0, i64 %57
  %59 = load volatile double, ptr %58, align 8, !tbaa !8
  %60 = tail call fastcc double @sq(double noundef %59)
  %61 = load volatile double, ptr %58, align 8, !tbaa !8
  %62 = load volatile double, ptr %58, align 8, !tbaa !8
  %63 = tail call fastcc double @bsq(double noundef %62)
  %64 = load volatile double, ptr %58, align 8, !tbaa !8
  %65 = fptrunc double %64 to float
  %66 = tail call fastcc float @sqf(float noundef %65)
  %67 = fpext float %66 to double
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %61, double noundef %60, double noundef %63, double noundef %67)
  %69 = add nuw nsw i64 %57, 1
  %70 = icmp eq i64 %69, 12
  br i1 %70, label %27, label %56, !llvm.loop !12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc double @sq(double noundef %0) unnamed_addr #2 {
  %2 = tail call double @sqrt(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc float @sqf(float noundef %0) unnamed_addr #2 {
  %2 = tail call float @sqrtf(float noundef %0) #9
  ret float %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline nounwind willreturn memory(write) uwtable
define internal fastcc double @bsq(double noundef %0) unnamed_addr #2 {
  %2 = tail call double @sqrt(double noundef %0) #9
  ret double %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare fp128 @sqrtl(fp128 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @two_prod_err(double noundef %0, double noundef %1) unnamed_addr #6 {
  %3 = fneg double %0
  %4 = fmul double %3, %1
  %5 = tail call double @llvm.fma.f64(double %0, double %1, double %4)
  ret double %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #7

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @two_sum(double noundef %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2) unnamed_addr #8 {
  %4 = fadd double %0, 1.000000e+16
  %5 = fadd double %4, -1.000000e+16
  store double %4, ptr %1, align 8, !tbaa !8
  %6 = fsub double %5, %4
  %7 = fadd double %6, 1.000000e+16
  %8 = fsub double %0, %5
  %9 = fadd double %8, %7
  store double %9, ptr %2, align 8, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare float @sqrtf(float noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline nounwind willreturn memory(write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"double", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
