; ModuleID = 'programs/ms_abi_calls.c'
source_filename = "programs/ms_abi_calls.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %9 = load i64, ptr %1, align 8, !tbaa !5
  %10 = getelementptr inbounds i8, ptr %1, i64 24
  %11 = load i64, ptr %10, align 8, !tbaa !5
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %8, i64 noundef %9, i64 noundef %11)
  %13 = tail call win64cc i64 @ms_calls_sysv()
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %13)
  %15 = tail call win64cc i64 @ms_ints(i64 noundef 6, i64 noundef 5, i64 noundef 4, i64 noundef 3, i64 noundef 2, i64 noundef 1)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %15)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 1.500000e+00, ptr %2, align 8, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile double 2.500000e+00, ptr %3, align 8, !tbaa !9
  %17 = load volatile double, ptr %2, align 8, !tbaa !9
  %18 = load volatile double, ptr %3, align 8, !tbaa !9
  %19 = tail call win64cc double @ms_pressure(double noundef %17, double noundef %18)
  %20 = load volatile double, ptr %2, align 8, !tbaa !9
  %21 = load volatile double, ptr %3, align 8, !tbaa !9
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
  store i64 10, ptr %0, align 8, !tbaa !5
  %2 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 20, ptr %2, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 16
  store i64 30, ptr %3, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 24
  store i64 40, ptr %4, align 8, !tbaa !5
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal win64cc i64 @ms_big(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i64, ptr %0, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %0, i64 8
  %4 = load i64, ptr %3, align 8, !tbaa !5
  %5 = add nsw i64 %4, %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  %7 = load i64, ptr %6, align 8, !tbaa !5
  %8 = add nsw i64 %5, %7
  %9 = getelementptr inbounds i8, ptr %0, i64 24
  %10 = load i64, ptr %9, align 8, !tbaa !5
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
  %3 = insertelement <2 x double> poison, double %0, i64 0
  %4 = shufflevector <2 x double> %3, <2 x double> poison, <2 x i32> zeroinitializer
  %5 = fmul <2 x double> %4, <double 1.000000e+01, double 0.000000e+00>
  %6 = fmul <2 x double> %4, <double 3.000000e+00, double 2.000000e+00>
  %7 = fmul <2 x double> %4, <double 5.000000e+00, double 4.000000e+00>
  %8 = fmul <2 x double> %4, <double 6.000000e+00, double 7.000000e+00>
  %9 = fmul <2 x double> %4, <double 8.000000e+00, double 9.000000e+00>
  %10 = fmul double %0, 1.100000e+01
  %11 = insertelement <2 x double> poison, double %1, i64 0
  %12 = shufflevector <2 x double> %11, <2 x double> poison, <2 x i32> zeroinitializer
  %13 = fadd <2 x double> %5, %12
  %14 = insertelement <2 x double> %4, double %10, i64 1
  %15 = fadd <2 x double> %14, %12
  %16 = fmul <2 x double> %13, %15
  %17 = extractelement <2 x double> %16, i64 1
  %18 = fadd double %17, 0.000000e+00
  %19 = extractelement <2 x double> %16, i64 0
  %20 = fadd double %18, %19
  %21 = fadd <2 x double> %6, %12
  %22 = fadd <2 x double> %9, %12
  %23 = fmul <2 x double> %21, %22
  %24 = extractelement <2 x double> %23, i64 1
  %25 = fadd double %20, %24
  %26 = extractelement <2 x double> %23, i64 0
  %27 = fadd double %25, %26
  %28 = fadd <2 x double> %7, %12
  %29 = fadd <2 x double> %8, %12
  %30 = fmul <2 x double> %28, %29
  %31 = extractelement <2 x double> %30, i64 1
  %32 = fadd double %27, %31
  %33 = extractelement <2 x double> %30, i64 0
  %34 = fadd double %32, %33
  %35 = fadd double %34, %33
  %36 = fadd double %35, %31
  %37 = fadd double %36, %26
  %38 = fadd double %37, %24
  %39 = fadd double %38, %19
  %40 = fadd double %39, %17
  ret double %40
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 21, 218) i64 @sysv_calls_ms() unnamed_addr #2 {
  %1 = tail call win64cc i64 @ms_ints(i64 noundef 7, i64 noundef 8, i64 noundef 9, i64 noundef 10, i64 noundef 11, i64 noundef 12)
  ret i64 %1
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"double", !7, i64 0}
