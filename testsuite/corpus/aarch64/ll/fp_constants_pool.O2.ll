; ModuleID = 'programs/fp_constants_pool.c'
source_filename = "programs/fp_constants_pool.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [10 x i8] c"d%-2d %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"f%-2d %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"l%-2d %La\0A\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"0.1: f=%a d=%a l=%La\0A\00", align 1
@.str.4 = private unnamed_addr constant [26 x i8] c"poly(0.5)=%a poly(-1)=%a\0A\00", align 1
@.str.5 = private unnamed_addr constant [37 x i8] c"nan const: %d, huge_val %g, inff %g\0A\00", align 1
@fconst.t = internal unnamed_addr constant [9 x float] [float 0.000000e+00, float -0.000000e+00, float 1.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float 0x4170000000000000, float 0x400921FB60000000, float 0xB8146ABCC0000000], align 4
@lconst.t = internal unnamed_addr constant [6 x fp128] [fp128 0xL999999999999999A3FFB999999999999, fp128 0xLED99D037E3D04B757FFEAE596552B8FD, fp128 0xL00057C9647E1A0180000000000000000, fp128 0xL8469898CC51701B84000921FB54442D1, fp128 0xL00000000000000008000000000000000, fp128 0xLFFFE0000000000007FFEFFFFFFFFFFFF], align 16
@switch.table.dconst = private unnamed_addr constant [11 x double] [double 0.000000e+00, double -0.000000e+00, double 1.000000e+00, double 1.000000e-01, double 0x3FC123456789ABCD, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x8010000000000000, double 0x7FF0000000000000, double 1.000000e+22, double 3.000000e-05], align 8

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = tail call fastcc double @dconst(i32 noundef 0)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 0, double noundef %1)
  %3 = tail call fastcc double @dconst(i32 noundef 1)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, double noundef %3)
  %5 = tail call fastcc double @dconst(i32 noundef 2)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 2, double noundef %5)
  %7 = tail call fastcc double @dconst(i32 noundef 3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 3, double noundef %7)
  %9 = tail call fastcc double @dconst(i32 noundef 4)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, double noundef %9)
  %11 = tail call fastcc double @dconst(i32 noundef 5)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 5, double noundef %11)
  %13 = tail call fastcc double @dconst(i32 noundef 6)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 6, double noundef %13)
  %15 = tail call fastcc double @dconst(i32 noundef 7)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 7, double noundef %15)
  %17 = tail call fastcc double @dconst(i32 noundef 8)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, double noundef %17)
  %19 = tail call fastcc double @dconst(i32 noundef 9)
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 9, double noundef %19)
  %21 = tail call fastcc double @dconst(i32 noundef 10)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 10, double noundef %21)
  %23 = tail call fastcc double @dconst(i32 noundef 11)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 11, double noundef %23)
  %25 = tail call fastcc float @fconst(i32 noundef 0)
  %26 = fpext float %25 to double
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, double noundef %26)
  %28 = tail call fastcc float @fconst(i32 noundef 1)
  %29 = fpext float %28 to double
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 1, double noundef %29)
  %31 = tail call fastcc float @fconst(i32 noundef 2)
  %32 = fpext float %31 to double
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, double noundef %32)
  %34 = tail call fastcc float @fconst(i32 noundef 3)
  %35 = fpext float %34 to double
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, double noundef %35)
  %37 = tail call fastcc float @fconst(i32 noundef 4)
  %38 = fpext float %37 to double
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, double noundef %38)
  %40 = tail call fastcc float @fconst(i32 noundef 5)
  %41 = fpext float %40 to double
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, double noundef %41)
  %43 = tail call fastcc float @fconst(i32 noundef 6)
  %44 = fpext float %43 to double
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, double noundef %44)
  %46 = tail call fastcc float @fconst(i32 noundef 7)
  %47 = fpext float %46 to double
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, double noundef %47)
  %49 = tail call fastcc float @fconst(i32 noundef 8)
  %50 = fpext float %49 to double
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, double noundef %50)
  %52 = tail call fastcc fp128 @lconst(i32 noundef 0)
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, fp128 noundef %52)
  %54 = tail call fastcc fp128 @lconst(i32 noundef 1)
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 1, fp128 noundef %54)
  %56 = tail call fastcc fp128 @lconst(i32 noundef 2)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 2, fp128 noundef %56)
  %58 = tail call fastcc fp128 @lconst(i32 noundef 3)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3, fp128 noundef %58)
  %60 = tail call fastcc fp128 @lconst(i32 noundef 4)
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 4, fp128 noundef %60)
  %62 = tail call fastcc fp128 @lconst(i32 noundef 5)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 5, fp128 noundef %62)
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FB99999A0000000, double noundef 1.000000e-01, fp128 noundef 0xL999999999999999A3FFB999999999999)
  %65 = tail call fastcc double @poly(double noundef 5.000000e-01)
  %66 = tail call fastcc double @poly(double noundef -1.000000e+00)
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %65, double noundef %66)
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 1, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000)
  %69 = fdiv double %19, 1.000000e+20
  %70 = fptosi double %69 to i32
  ret i32 %70
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dconst(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp ult i32 %0, 11
  br i1 %2, label %3, label %7

3:                                                ; preds = %1
  %4 = zext nneg i32 %0 to i64
  %5 = getelementptr inbounds [11 x double], ptr @switch.table.dconst, i64 0, i64 %4
  %6 = load double, ptr %5, align 8
  br label %7

7:                                                ; preds = %1, %3
  %8 = phi double [ %6, %3 ], [ -1.234500e+03, %1 ]
  ret double %8
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc float @fconst(i32 noundef %0) unnamed_addr #2 {
  %2 = srem i32 %0, 9
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [9 x float], ptr @fconst.t, i64 0, i64 %3
  %5 = load float, ptr %4, align 4, !tbaa !6
  ret float %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc fp128 @lconst(i32 noundef %0) unnamed_addr #2 {
  %2 = srem i32 %0, 6
  %3 = sext i32 %2 to i64
  %4 = getelementptr inbounds [6 x fp128], ptr @lconst.t, i64 0, i64 %3
  %5 = load fp128, ptr %4, align 16, !tbaa !10
  ret fp128 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc double @poly(double noundef %0) unnamed_addr #2 {
  %2 = fmul double %0, 0x3F81111111111111
  %3 = fadd double %2, 0x3FA5555555555555
  %4 = fmul double %3, %0
  %5 = fadd double %4, 0x3FC5555555555555
  %6 = fmul double %5, %0
  %7 = fadd double %6, 5.000000e-01
  %8 = fmul double %7, %0
  %9 = fadd double %8, 1.000000e+00
  ret double %9
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long double", !8, i64 0}
