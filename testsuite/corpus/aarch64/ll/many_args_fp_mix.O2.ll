; ModuleID = 'programs/many_args_fp_mix.c'
source_filename = "programs/many_args_fp_mix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [31 x i8] c"r1=%a r2=%a r3=%a r4=%a r5=%a\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e-01, ptr %1, align 8, !tbaa !6
  %2 = load volatile double, ptr %1, align 8, !tbaa !6
  %3 = load volatile double, ptr %1, align 8, !tbaa !6
  %4 = fmul double %3, 2.000000e+00
  %5 = load volatile double, ptr %1, align 8, !tbaa !6
  %6 = fmul double %5, 3.000000e+00
  %7 = load volatile double, ptr %1, align 8, !tbaa !6
  %8 = fmul double %7, 4.000000e+00
  %9 = load volatile double, ptr %1, align 8, !tbaa !6
  %10 = fmul double %9, 5.000000e+00
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = fmul double %11, 6.000000e+00
  %13 = load volatile double, ptr %1, align 8, !tbaa !6
  %14 = fmul double %13, 7.000000e+00
  %15 = load volatile double, ptr %1, align 8, !tbaa !6
  %16 = fmul double %15, 8.000000e+00
  %17 = load volatile double, ptr %1, align 8, !tbaa !6
  %18 = fmul double %17, 9.000000e+00
  %19 = load volatile double, ptr %1, align 8, !tbaa !6
  %20 = fmul double %19, 1.000000e+01
  %21 = load volatile double, ptr %1, align 8, !tbaa !6
  %22 = fmul double %21, 1.100000e+01
  %23 = load volatile double, ptr %1, align 8, !tbaa !6
  %24 = fmul double %23, 1.200000e+01
  %25 = tail call fastcc double @d12(double noundef %2, double noundef %4, double noundef %6, double noundef %8, double noundef %10, double noundef %12, double noundef %14, double noundef %16, double noundef %18, double noundef %20, double noundef %22, double noundef %24)
  %26 = load volatile double, ptr %1, align 8, !tbaa !6
  %27 = fptrunc double %26 to float
  %28 = tail call fastcc float @f16(float noundef %27)
  %29 = load volatile double, ptr %1, align 8, !tbaa !6
  %30 = tail call fastcc double @d12(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef %29)
  %31 = fpext float %28 to double
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %25, double noundef %31, double noundef 0x42702540D6B85E0E, double noundef 0x403D333340000000, double noundef %30)
  %33 = fptosi double %30 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @d12(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, double noundef %8, double noundef %9, double noundef %10, double noundef %11) unnamed_addr #2 {
  %13 = fmul double %1, 2.000000e+00
  %14 = fadd double %13, %0
  %15 = fmul double %2, 3.000000e+00
  %16 = fadd double %14, %15
  %17 = fmul double %3, 4.000000e+00
  %18 = fadd double %16, %17
  %19 = fmul double %4, 5.000000e+00
  %20 = fadd double %18, %19
  %21 = fmul double %5, 6.000000e+00
  %22 = fadd double %20, %21
  %23 = fmul double %6, 7.000000e+00
  %24 = fadd double %22, %23
  %25 = fmul double %7, 8.000000e+00
  %26 = fadd double %24, %25
  %27 = fmul double %8, 9.000000e+00
  %28 = fadd double %26, %27
  %29 = fmul double %9, 1.000000e+01
  %30 = fadd double %28, %29
  %31 = fmul double %10, 1.100000e+01
  %32 = fadd double %30, %31
  %33 = fmul double %11, 1.200000e+01
  %34 = fadd double %32, %33
  ret double %34
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @f16(float noundef %0) unnamed_addr #2 {
  %2 = fmul float %0, 5.000000e-01
  %3 = fadd float %2, -6.687500e+00
  ret float %3
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
