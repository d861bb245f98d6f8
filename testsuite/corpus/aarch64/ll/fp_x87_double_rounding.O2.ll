; ModuleID = 'programs/fp_x87_double_rounding.c'
source_filename = "programs/fp_x87_double_rounding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  store volatile double 0x6974E718D7D7625A, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 1.000000e+300, ptr %2, align 8, !tbaa !6
  %6 = load volatile double, ptr %1, align 8, !tbaa !6
  %7 = load volatile double, ptr %1, align 8, !tbaa !6
  %8 = load volatile double, ptr %2, align 8, !tbaa !6
  %9 = tail call fastcc double @via_d(double noundef %6, double noundef %7, double noundef %8)
  %10 = load volatile double, ptr %1, align 8, !tbaa !6
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = load volatile double, ptr %2, align 8, !tbaa !6
  %13 = tail call fastcc double @via_ld(double noundef %10, double noundef %11, double noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %9, double noundef %13)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL38EA0EA0EA0EA0EABFFA3046383A83A8)
  %16 = tail call fastcc double @ldsum()
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+16, double noundef %16)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 1.000000e+00, ptr %3, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile double 0x3CA0000000000001, ptr %4, align 8, !tbaa !6
  %18 = load volatile double, ptr %3, align 8, !tbaa !6
  %19 = load volatile double, ptr %4, align 8, !tbaa !6
  %20 = tail call fastcc double @add_d(double noundef %18, double noundef %19)
  %21 = load volatile double, ptr %3, align 8, !tbaa !6
  %22 = load volatile double, ptr %4, align 8, !tbaa !6
  %23 = tail call fastcc double @add_ld_to_d(double noundef %21, double noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %20, double noundef %23)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 0x3CA0000000000000, ptr %5, align 8, !tbaa !6
  %25 = load volatile double, ptr %3, align 8, !tbaa !6
  %26 = load volatile double, ptr %5, align 8, !tbaa !6
  %27 = tail call fastcc double @add_d(double noundef %25, double noundef %26)
  %28 = load volatile double, ptr %3, align 8, !tbaa !6
  %29 = load volatile double, ptr %5, align 8, !tbaa !6
  %30 = tail call fastcc double @add_ld_to_d(double noundef %28, double noundef %29)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %27, double noundef %30)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef 0xL55555555555555553FFD555555555555, double noundef 0x3FD5555555555555, fp128 noundef 0xL55400000000000003FC7555555555555)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 33, i32 noundef 15, i32 noundef 113)
  %34 = load volatile double, ptr %1, align 8, !tbaa !6
  %35 = load volatile double, ptr %1, align 8, !tbaa !6
  %36 = load volatile double, ptr %2, align 8, !tbaa !6
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
  %4 = fpext double %0 to fp128
  %5 = fpext double %1 to fp128
  %6 = fmul fp128 %4, %5
  %7 = fpext double %2 to fp128
  %8 = fdiv fp128 %6, %7
  %9 = fptrunc fp128 %8 to double
  ret double %9
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc double @ldsum() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i32 [ 0, %0 ], [ %6, %1 ]
  %3 = phi fp128 [ 0xL000000000000000040341C37937E0800, %0 ], [ %5, %1 ]
  %4 = fadd fp128 %3, 0xL00000000000000003FFF000000000000
  %5 = fadd fp128 %4, 0xL00000000000000003FFF000000000000
  %6 = add nuw i32 %2, 2
  %7 = icmp eq i32 %6, 1000
  br i1 %7, label %8, label %1, !llvm.loop !10

8:                                                ; preds = %1
  %9 = fptrunc fp128 %5 to double
  ret double %9
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_d(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add_ld_to_d(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
