; ModuleID = 'programs/printf_float_formats.c'
source_filename = "programs/printf_float_formats.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.dv = private unnamed_addr constant [20 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double -1.500000e+00, double 1.000000e-01, double 0x3FD5555555555555, double 0x419D6F3454000000, double 1.000000e-05, double 1.000000e-300, double 1.000000e+300, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 4.940660e-324, double 0x7FF0000000000000, double 0xFFF0000000000000, double 0x7FF8000000000000, double 2.500000e+00, double 1.250000e-01, double 0x412E847F00000000, double 1.000000e+21], align 8
@.str = private unnamed_addr constant [117 x i8] c"[%a] [%A] [%.3a] [%e] [%.0e] [%f] [%.10f] [%g] [%.17g] [%G] [%10.3g] [%-12.4e|] [%+f] [% g] [%#g] [%#.0f] [%012.3f]\0A\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"[%La] [%Le] [%.25Lg] [%Lg] [%.3Lf]\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"f: %a %.9g %e\0A\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"%*.*f|%-*d|%.*e\0A\00", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"%5.1f%%\0A\00", align 1
@.str.5 = private unnamed_addr constant [6 x i8] c"%.20g\00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"%s len=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"%f\00", align 1
@.str.8 = private unnamed_addr constant [21 x i8] c"trunc '%s' would=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca i64, align 8
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %21, %3 ]
  %5 = getelementptr inbounds [20 x double], ptr @__const.main.dv, i64 0, i64 %4
  %6 = load double, ptr %5, align 8, !tbaa !6
  %7 = tail call double @llvm.fabs.f64(double %6)
  %8 = fcmp olt double %7, 1.000000e+30
  %9 = fcmp ueq double %7, 0x7FF0000000000000
  %10 = or i1 %8, %9
  %11 = select i1 %10, double %6, double 0.000000e+00
  %12 = fcmp olt double %7, 1.000000e+10
  %13 = or i1 %12, %9
  %14 = select i1 %13, double %6, double 0.000000e+00
  %15 = fcmp olt double %7, 1.000000e+20
  %16 = or i1 %15, %9
  %17 = select i1 %16, double %6, double 1.000000e+00
  %18 = select i1 %16, double %6, double 2.000000e+00
  %19 = select i1 %16, double %6, double 3.000000e+00
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %11, double noundef %14, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %6, double noundef %17, double noundef %6, double noundef %6, double noundef %18, double noundef %19)
  %21 = add nuw nsw i64 %4, 1
  %22 = icmp eq i64 %21, 20
  br i1 %22, label %23, label %3, !llvm.loop !10

23:                                               ; preds = %3
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000, fp128 noundef 0xL00000000000000000000000000000000)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000, fp128 noundef 0xL00000000000000003FFF000000000000)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL5555555555555555BFFD555555555555, fp128 noundef 0xL5555555555555555BFFD555555555555, fp128 noundef 0xL5555555555555555BFFD555555555555, fp128 noundef 0xL5555555555555555BFFD555555555555, fp128 noundef 0xL5555555555555555BFFD555555555555)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xLFFFFFFFFFFFFFFFF7FFEFFFFFFFFFFFF, fp128 noundef 0xL00000000000000000000000000000000)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000000001000000000000, fp128 noundef 0xL00000000000000000001000000000000)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef 0xL00000000000000003F8F000000000000, fp128 noundef 0xL00000000000000003F8F000000000000)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL18C21AB905450CC373E6A3750647FCAB, fp128 noundef 0xL00000000000000000000000000000000)
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL8469898CC51701B84000921FB54442D1, fp128 noundef 0xL8469898CC51701B84000921FB54442D1, fp128 noundef 0xL8469898CC51701B84000921FB54442D1, fp128 noundef 0xL8469898CC51701B84000921FB54442D1, fp128 noundef 0xL8469898CC51701B84000921FB54442D1)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, fp128 noundef 0xL999999999999999A3FFB999999999999, fp128 noundef 0xL999999999999999A3FFB999999999999, fp128 noundef 0xL999999999999999A3FFB999999999999, fp128 noundef 0xL999999999999999A3FFB999999999999, fp128 noundef 0xL999999999999999A3FFB999999999999)
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000, double noundef 0x3FB99999A0000000)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x4170000000000000, double noundef 0x4170000000000000, double noundef 0x4170000000000000)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000, double noundef 0x47EFFFFFE0000000)
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x3810000000000000, double noundef 0x3810000000000000, double noundef 0x3810000000000000)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 0x36A0000000000000, double noundef 0x36A0000000000000, double noundef 0x36A0000000000000)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 12, i32 noundef 4, double noundef 3.141590e+00, i32 noundef 6, i32 noundef 42, i32 noundef 2, double noundef 0x44DFE185CA57C517)
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 9.995000e+01)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #4
  %40 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.5, double noundef 1.000000e-01) #4
  %41 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %1, i32 noundef %40)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile i64 8, ptr %2, align 8, !tbaa !12
  %42 = load volatile i64, ptr %2, align 8, !tbaa !12
  %43 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %1, i64 noundef %42, ptr noundef nonnull @.str.7, double noundef 0x4132D687E4189375) #4
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %1, i32 noundef %43)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #4
  ret i32 0
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !8, i64 0}
