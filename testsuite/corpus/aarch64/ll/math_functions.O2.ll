; ModuleID = 'programs/math_functions.c'
source_filename = "programs/math_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [8 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 0x400921FB54442D11, double 1.000000e+01, double -1.500000e+00, double 1.000000e+02], align 8
@.str = private unnamed_addr constant [67 x i8] c"x=%g sin=%.10g cos=%.10g tan=%.10g exp=%.10g atan=%.10g tanh=%.10g\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c" log=%.10g log10=%.10g log2=%.10g sqrt=%.10g\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c" pow(x,1.5)=%.10g\0A\00", align 1
@.str.3 = private unnamed_addr constant [31 x i8] c"atan2 %.10g %.10g %.10g %.10g\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"floats %.6g %.6g %.6g\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"pow edge %g %g %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [31 x i8] c"exp edge %g %g log edge %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"pi approx %.10f\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"e approx %.12f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  br label %37

1:                                                ; preds = %56
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 0x3FE921FB54442D18, double noundef 0xC002D97C7F3321D2, double noundef 0x400921FB54442D18, double noundef 0xC00921FB54442D18)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 0x3FEAED5480000000, double noundef 0x401D8E64C0000000, double noundef 0x3FF6A09E60000000)
  %4 = tail call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #4
  %5 = fcmp uno double %4, 0.000000e+00
  %6 = uitofp i1 %5 to double
  %7 = tail call double @exp2(double 1.024000e+03) #4
  %8 = tail call double @exp2(double -1.080000e+03) #4
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef 1.000000e+00, double noundef %6, double noundef %7, double noundef %8)
  %10 = tail call double @exp(double noundef 7.100000e+02) #4
  %11 = tail call double @exp(double noundef -7.500000e+02) #4
  %12 = tail call double @log(double noundef 0.000000e+00) #4
  %13 = tail call double @log(double noundef -1.000000e+00) #4
  %14 = fcmp uno double %13, 0.000000e+00
  %15 = select i1 %14, double 1.000000e+00, double 0.000000e+00
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %10, double noundef %11, double noundef %12, double noundef %15)
  br label %17

17:                                               ; preds = %17, %1
  %18 = phi i32 [ 0, %1 ], [ %34, %17 ]
  %19 = phi <2 x i32> [ <i32 0, i32 1>, %1 ], [ %35, %17 ]
  %20 = phi double [ 0.000000e+00, %1 ], [ %33, %17 ]
  %21 = add <2 x i32> %19, <i32 2, i32 2>
  %22 = uitofp <2 x i32> %19 to <2 x double>
  %23 = uitofp <2 x i32> %21 to <2 x double>
  %24 = fadd <2 x double> %22, <double 5.000000e-01, double 5.000000e-01>
  %25 = fadd <2 x double> %23, <double 5.000000e-01, double 5.000000e-01>
  %26 = fdiv <2 x double> %24, <double 2.000000e+04, double 2.000000e+04>
  %27 = fdiv <2 x double> %25, <double 2.000000e+04, double 2.000000e+04>
  %28 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %26, <2 x double> %26, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %29 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %27, <2 x double> %27, <2 x double> <double 1.000000e+00, double 1.000000e+00>)
  %30 = fdiv <2 x double> <double 4.000000e+00, double 4.000000e+00>, %28
  %31 = fdiv <2 x double> <double 4.000000e+00, double 4.000000e+00>, %29
  %32 = tail call double @llvm.vector.reduce.fadd.v2f64(double %20, <2 x double> %30)
  %33 = tail call double @llvm.vector.reduce.fadd.v2f64(double %32, <2 x double> %31)
  %34 = add nuw i32 %18, 4
  %35 = add <2 x i32> %19, <i32 4, i32 4>
  %36 = icmp eq i32 %34, 20000
  br i1 %36, label %62, label %17, !llvm.loop !6

37:                                               ; preds = %0, %56
  %38 = phi i64 [ 0, %0 ], [ %60, %56 ]
  %39 = getelementptr inbounds [8 x double], ptr @__const.main.xs, i64 0, i64 %38
  %40 = load double, ptr %39, align 8, !tbaa !10
  %41 = tail call double @sin(double noundef %40) #4
  %42 = tail call double @cos(double noundef %40) #4
  %43 = tail call double @tan(double noundef %40) #4
  %44 = tail call double @exp(double noundef %40) #4
  %45 = tail call double @atan(double noundef %40) #4
  %46 = tail call double @tanh(double noundef %40) #4
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %40, double noundef %41, double noundef %42, double noundef %43, double noundef %44, double noundef %45, double noundef %46)
  %48 = trunc nuw nsw i64 %38 to i32
  switch i32 %48, label %49 [
    i32 6, label %55
    i32 0, label %56
  ]

49:                                               ; preds = %37
  %50 = tail call double @log(double noundef %40) #4
  %51 = tail call double @log10(double noundef %40) #4
  %52 = tail call double @log2(double noundef %40) #4
  %53 = tail call double @sqrt(double noundef %40) #4
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %50, double noundef %51, double noundef %52, double noundef %53)
  br label %56

55:                                               ; preds = %37
  br label %56

56:                                               ; preds = %37, %49, %55
  %57 = phi double [ 3.000000e+00, %55 ], [ 1.500000e+00, %49 ], [ 1.500000e+00, %37 ]
  %58 = tail call double @pow(double noundef %40, double noundef %57) #4
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %58)
  %60 = add nuw nsw i64 %38, 1
  %61 = icmp eq i64 %60, 8
  br i1 %61, label %1, label %37, !llvm.loop !14

62:                                               ; preds = %17
  %63 = fdiv double %33, 2.000000e+04
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4005BF0A8B14576A)
  %66 = fmul double %63, 1.000000e+01
  %67 = fptosi double %66 to i32
  ret i32 %67
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sin(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @cos(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tan(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @exp(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @atan(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @tanh(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log10(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @log2(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @sqrt(double noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare double @pow(double noundef, double noundef) local_unnamed_addr #2

declare double @exp2(double) local_unnamed_addr

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #3

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7, !8, !9}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"llvm.loop.isvectorized", i32 1}
!9 = !{!"llvm.loop.unroll.runtime.disable"}
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C/C++ TBAA"}
!14 = distinct !{!14, !7}
