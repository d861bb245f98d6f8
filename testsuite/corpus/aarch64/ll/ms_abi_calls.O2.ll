; ModuleID = 'programs/ms_abi_calls.c'
source_filename = "programs/ms_abi_calls.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [4 x i64] }

@.str = private unnamed_addr constant [13 x i8] c"ms_ints=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [13 x i8] c"ms_mixed=%g\0A\00", align 1
@.str.2 = private unnamed_addr constant [16 x i8] c"ms_small=%d,%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [28 x i8] c"ms_big=%ld ret_big=%ld,%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"cross=%ld\0A\00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"via pointer=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [24 x i8] c"pressure=%g keep=%g,%g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 36, 233) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.big, align 8
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = tail call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 2, i64 noundef 3, i64 noundef 4, i64 noundef 5, i64 noundef 6)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %4)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 9.487500e+01)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 15, i32 noundef 9)
  call win64cc void @ms_ret_big(ptr dead_on_unwind nonnull writable sret(%struct.big) align 8 %1)
  %8 = call win64cc i64 @ms_big(ptr noundef nonnull %1)
  %9 = load i64, ptr %1, align 8, !tbaa !6
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !6
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %9, i64 noundef %11)
  %13 = tail call win64cc i64 @ms_calls_sysv()
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %13)
  %15 = tail call win64cc i64 @ms_ints(i64 noundef 6, i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 1.500000e+00, ptr %2, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 2.500000e+00, ptr %3, align 8, !tbaa !10
  %17 = load volatile double, ptr %2, align 8, !tbaa !10
  %18 = load volatile double, ptr %3, align 8, !tbaa !10
  %19 = tail call win64cc double @ms_pressure(double noundef %17, double noundef %18)
  %20 = load volatile double, ptr %2, align 8, !tbaa !10
  %21 = load volatile double, ptr %3, align 8, !tbaa !10
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %19, double noundef %20, double noundef %21)
  %23 = tail call win64cc i64 @ms_ints(i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1, i64 noundef 1)
  %24 = trunc nuw nsw i64 %23 to i32
  %25 = add nuw nsw i32 %24, 15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  ret i32 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc range(i64 21, 218) i64 @ms_ints(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, i64 noundef %5) unnamed_addr #2 {
  %7 = shl nuw nsw i64 %1, 1
  %8 = add nuw nsw i64 %7, %0
  %9 = mul nuw nsw i64 %2, 3
  %10 = add nuw nsw i64 %8, %9
  %11 = shl nuw nsw i64 %3, 2
  %12 = add nuw nsw i64 %10, %11
  %13 = mul nuw nsw i64 %4, 5
  %14 = add nuw nsw i64 %12, %13
  %15 = mul nuw nsw i64 %5, 6
  %16 = add nuw nsw i64 %14, %15
  ret i64 %16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal win64cc void @ms_ret_big(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.big) align 8 %0) unnamed_addr #4 {
  store <2 x i64> <i64 10, i64 20>, ptr %0, align 8, !tbaa !6
  %2 = getelementptr inbounds i8, ptr %0, i64 16
  store <2 x i64> <i64 30, i64 40>, ptr %2, align 8, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal win64cc i64 @ms_big(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i64, ptr %0, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !6
  %5 = add nsw i64 %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !6
  %8 = add nsw i64 %5, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !6
  %11 = mul nsw i64 %10, 3
  %12 = add nsw i64 %8, %11
  ret i64 %12
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc range(i64 42, 435) i64 @ms_calls_sysv() unnamed_addr #2 {
  %1 = tail call fastcc i64 @sysv_calls_ms()
  %2 = shl nuw nsw i64 %1, 1
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal win64cc double @ms_pressure(double noundef %0, double noundef %1) unnamed_addr #2 {
  %3 = fmul double %0, 0.000000e+00
  %4 = fadd double %3, %1
  %5 = fadd double %0, %1
  %6 = insertelement <2 x double> poison, double %0, i64 0
  %7 = shufflevector <2 x double> %6, <2 x double> poison, <2 x i32> zeroinitializer
  %8 = fmul <2 x double> %7, <double 3.000000e+00, double 2.000000e+00>
  %9 = fmul <2 x double> %7, <double 5.000000e+00, double 4.000000e+00>
  %10 = fmul <2 x double> %7, <double 6.000000e+00, double 7.000000e+00>
  %11 = fmul <2 x double> %7, <double 8.000000e+00, double 9.000000e+00>
  %12 = fmul double %0, 1.000000e+01
  %13 = fadd double %12, %1
  %14 = fmul double %0, 1.100000e+01
  %15 = fadd double %14, %1
  %16 = fmul double %4, %15
  %17 = fadd double %16, 0.000000e+00
  %18 = fmul double %5, %13
  %19 = fadd double %17, %18
  %20 = insertelement <2 x double> poison, double %1, i64 0
  %21 = shufflevector <2 x double> %20, <2 x double> poison, <2 x i32> zeroinitializer
  %22 = fadd <2 x double> %8, %21
  %23 = fadd <2 x double> %11, %21
  %24 = fmul <2 x double> %22, %23
  %25 = extractelement <2 x double> %24, i64 1
  %26 = fadd double %19, %25
  %27 = extractelement <2 x double> %24, i64 0
  %28 = fadd double %26, %27
  %29 = fadd <2 x double> %9, %21
  %30 = fadd <2 x double> %10, %21
  %31 = fmul <2 x double> %29, %30
  %32 = extractelement <2 x double> %31, i64 1
  %33 = fadd double %28, %32
  %34 = extractelement <2 x double> %31, i64 0
  %35 = fadd double %33, %34
  %36 = fadd double %35, %34
  %37 = fadd double %36, %32
  %38 = fadd double %37, %27
  %39 = fadd double %38, %25
  %40 = fadd double %39, %18
  %41 = fadd double %40, %16
  ret double %41
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 21, 218) i64 @sysv_calls_ms() unnamed_addr #2 {
  %1 = tail call win64cc i64 @ms_ints(i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11, i64 noundef 12)
  ret i64 %1
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !8, i64 0}
