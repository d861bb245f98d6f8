; ModuleID = 'programs/math_functions.c'
source_filename = "programs/math_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [8 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 0x400921FB54442D11, double 1.000000e+01, double -1.500000e+00, double 1.000000e+02], align 16
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
  br label %17

1:                                                ; preds = %36
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
  br label %48

17:                                               ; preds = %0, %36
  %18 = phi i64 [ 0, %0 ], [ %40, %36 ]
  %19 = getelementptr inbounds [8 x double], ptr @__const.main.xs, i64 0, i64 %18
  %20 = load double, ptr %19, align 8, !tbaa !5
  %21 = tail call double @sin(double noundef %20) #4
  %22 = tail call double @cos(double noundef %20) #4
  %23 = tail call double @tan(double noundef %20) #4
  %24 = tail call double @exp(double noundef %20) #4
  %25 = tail call double @atan(double noundef %20) #4
  %26 = tail call double @tanh(double noundef %20) #4
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %20, double noundef %21, double noundef %22, double noundef %23, double noundef %24, double noundef %25, double noundef %26)
  %28 = trunc nuw nsw i64 %18 to i32
  switch i32 %28, label %29 [
    i32 6, label %35
    i32 0, label %36
  ]

29:                                               ; preds = %17
  %30 = tail call double @log(double noundef %20) #4
  %31 = tail call double @log10(double noundef %20) #4
  %32 = tail call double @log2(double noundef %20) #4
  %33 = tail call double @sqrt(double noundef %20) #4
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %30, double noundef %31, double noundef %32, double noundef %33)
  br label %36

35:                                               ; preds = %17
  br label %36

36:                                               ; preds = %17, %29, %35
  %37 = phi double [ 3.000000e+00, %35 ], [ 1.500000e+00, %29 ], [ 1.500000e+00, %17 ]
  %38 = tail call double @pow(double noundef %20, double noundef %37) #4
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %38)
  %40 = add nuw nsw i64 %18, 1
  %41 = icmp eq i64 %40, 8
  br i1 %41, label %1, label %17, !llvm.loop !9

42:                                               ; preds = %48
  %43 = fdiv double %63, 2.000000e+04
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %43)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4005BF0A8B14576A)
  %46 = fmul double %43, 1.000000e+01
  %47 = fptosi double %46 to i32
  ret i32 %47

48:                                               ; preds = %48, %1
  %49 = phi i32 [ 0, %1 ], [ %64, %48 ]
  %50 = phi double [ 0.000000e+00, %1 ], [ %63, %48 ]
  %51 = uitofp nneg i32 %49 to double
  %52 = fadd double %51, 5.000000e-01
  %53 = fdiv double %52, 2.000000e+04
  %54 = tail call double @llvm.fmuladd.f64(double %53, double %53, double 1.000000e+00)
  %55 = fdiv double 4.000000e+00, %54
  %56 = fadd double %50, %55
  %57 = or disjoint i32 %49, 1
  %58 = uitofp nneg i32 %57 to double
  %59 = fadd double %58, 5.000000e-01
  %60 = fdiv double %59, 2.000000e+04
  %61 = tail call double @llvm.fmuladd.f64(double %60, double %60, double 1.000000e+00)
  %62 = fdiv double 4.000000e+00, %61
  %63 = fadd double %56, %62
  %64 = add nuw nsw i32 %49, 2
  %65 = icmp eq i32 %64, 20000
  br i1 %65, label %42, label %48, !llvm.loop !11
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare double @exp2(double) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

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
!11 = distinct !{!11, !10}
