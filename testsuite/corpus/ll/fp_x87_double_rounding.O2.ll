; ModuleID = 'programs/fp_x87_double_rounding.c'
source_filename = "programs/fp_x87_double_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"a*b/c in double: %g, through long double: %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"mixed: %.21Lg\0A\00", align 1
@.str.2 = private unnamed_addr constant [50 x i8] c"1e16 + 1000 ones: double %.17g long double %.17g\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"direct %a via ld %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [29 x i8] c"third: ld %La d %a diff %Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"LDBL_DIG=%d DBL_DIG=%d LDBL_MANT_DIG=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0x6974E718D7D7625A, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 1.000000e+300, ptr %2, align 8, !tbaa !5
  %6 = load volatile double, ptr %1, align 8, !tbaa !5
  %7 = load volatile double, ptr %1, align 8, !tbaa !5
  %8 = load volatile double, ptr %2, align 8, !tbaa !5
  %9 = tail call fastcc double @via_d(double noundef %6, double noundef %7, double noundef %8)
  %10 = load volatile double, ptr %1, align 8, !tbaa !5
  %11 = load volatile double, ptr %1, align 8, !tbaa !5
  %12 = load volatile double, ptr %2, align 8, !tbaa !5
  %13 = tail call fastcc double @via_ld(double noundef %10, double noundef %11, double noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9, double noundef %13)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, x86_fp80 noundef 0xKBFFA98231C1D41D41C74)
  %16 = tail call fastcc double @ldsum()
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+16, double noundef %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 0x3CA0000000000001, ptr %4, align 8, !tbaa !5
  %18 = load volatile double, ptr %3, align 8, !tbaa !5
  %19 = load volatile double, ptr %4, align 8, !tbaa !5
  %20 = tail call fastcc double @add_d(double noundef %18, double noundef %19)
  %21 = load volatile double, ptr %3, align 8, !tbaa !5
  %22 = load volatile double, ptr %4, align 8, !tbaa !5
  %23 = tail call fastcc double @add_ld_to_d(double noundef %21, double noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3CA0000000000000, ptr %5, align 8, !tbaa !5
  %25 = load volatile double, ptr %3, align 8, !tbaa !5
  %26 = load volatile double, ptr %5, align 8, !tbaa !5
  %27 = tail call fastcc double @add_d(double noundef %25, double noundef %26)
  %28 = load volatile double, ptr %3, align 8, !tbaa !5
  %29 = load volatile double, ptr %5, align 8, !tbaa !5
  %30 = tail call fastcc double @add_ld_to_d(double noundef %28, double noundef %29)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %27, double noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, double noundef 0x3FD5555555555555, x86_fp80 noundef 0xK3FC7AAC0000000000000)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 18, i32 noundef 15, i32 noundef 64)
  %34 = load volatile double, ptr %1, align 8, !tbaa !5
  %35 = load volatile double, ptr %1, align 8, !tbaa !5
  %36 = load volatile double, ptr %2, align 8, !tbaa !5
  %37 = tail call fastcc double @via_ld(double noundef %34, double noundef %35, double noundef %36)
  %38 = fdiv double %37, 0x5447688BB5394C25
  %39 = fptosi double %38 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @via_d(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #3 {
  %4 = fmul double %0, %1
  %5 = fdiv double %4, %2
  ret double %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @via_ld(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #3 {
  %4 = fpext double %0 to x86_fp80
  %5 = fpext double %1 to x86_fp80
  %6 = fmul x86_fp80 %4, %5
  %7 = fpext double %2 to x86_fp80
  %8 = fdiv x86_fp80 %6, %7
  %9 = fptrunc x86_fp80 %8 to double
  ret double %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @ldsum() unnamed_addr #4 {
  br label %3

1:                                                ; preds = %3
  %2 = fptrunc x86_fp80 %15 to double
  ret double %2

3:                                                ; preds = %3, %0
  %4 = phi i32 [ 0, %0 ], [ %16, %3 ]
  %5 = phi x86_fp80 [ 0xK40348E1BC9BF04000000, %0 ], [ %15, %3 ]
  %6 = fadd x86_fp80 %5, 0xK3FFF8000000000000000
  %7 = fadd x86_fp80 %6, 0xK3FFF8000000000000000
  %8 = fadd x86_fp80 %7, 0xK3FFF8000000000000000
  %9 = fadd x86_fp80 %8, 0xK3FFF8000000000000000
  %10 = fadd x86_fp80 %9, 0xK3FFF8000000000000000
  %11 = fadd x86_fp80 %10, 0xK3FFF8000000000000000
  %12 = fadd x86_fp80 %11, 0xK3FFF8000000000000000
  %13 = fadd x86_fp80 %12, 0xK3FFF8000000000000000
  %14 = fadd x86_fp80 %13, 0xK3FFF8000000000000000
  %15 = fadd x86_fp80 %14, 0xK3FFF8000000000000000
  %16 = add nuw nsw i32 %4, 10
  %17 = icmp eq i32 %16, 1000
  br i1 %17, label %1, label %3, !llvm.loop !9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_d(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_ld_to_d(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fpext double %0 to x86_fp80
  %4 = fpext double %1 to x86_fp80
  %5 = fadd x86_fp80 %3, %4
  %6 = fptrunc x86_fp80 %5 to double
  ret double %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"double", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
