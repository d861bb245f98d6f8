; ModuleID = 'programs/float_rounding_arith.c'
source_filename = "programs/float_rounding_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.v = internal unnamed_addr global [10000 x double] zeroinitializer, align 8
@main.fv = internal unnamed_addr global [10000 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [36 x i8] c"naive %.17g kahan %.17g float %.9g\0A\00", align 1
@.str.1 = private unnamed_addr constant [76 x i8] c"x=%.17g round=%g rint=%g nearbyint=%g floor=%g ceil=%g trunc=%g lround=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"fmod(%g,%g)=%g remainder=%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"0.1+0.2=%.17g eq0.3=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"f 0.1+0.2=%.9g eq=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"1+eps/2==1: %d 1+eps==1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"eps halvings %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"sqrt %.17g %.17g cbrt %.17g hypot %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"f 2^24+1 = %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"25! = %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"float div %a %a\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  br label %7

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %17, %7 ]
  %9 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %18, %7 ]
  %10 = urem <4 x i16> %9, <i16 13, i16 13, i16 13, i16 13>
  %11 = add nuw nsw <4 x i16> %10, <i16 1, i16 1, i16 1, i16 1>
  %12 = uitofp nneg <4 x i16> %11 to <4 x double>
  %13 = fmul <4 x double> %12, <double 1.000000e-01, double 1.000000e-01, double 1.000000e-01, double 1.000000e-01>
  %14 = getelementptr inbounds [10000 x double], ptr @main.v, i64 0, i64 %8
  store <4 x double> %13, ptr %14, align 8, !tbaa !6
  %15 = fptrunc <4 x double> %13 to <4 x float>
  %16 = getelementptr inbounds [10000 x float], ptr @main.fv, i64 0, i64 %8
  store <4 x float> %15, ptr %16, align 4, !tbaa !10
  %17 = add nuw i64 %8, 4
  %18 = add <4 x i16> %9, <i16 4, i16 4, i16 4, i16 4>
  %19 = icmp eq i64 %17, 10000
  br i1 %19, label %20, label %7, !llvm.loop !12

20:                                               ; preds = %7
  %21 = tail call fastcc double @naive()
  %22 = tail call fastcc double @kahan()
  %23 = tail call fastcc float @fsum()
  %24 = fpext float %23 to double
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %21, double noundef %22, double noundef %24)
  %26 = tail call i64 @lround(double noundef 2.500000e+00) #9
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 2.500000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 2.000000e+00, i64 noundef %26)
  %28 = tail call i64 @lround(double noundef 3.500000e+00) #9
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 3.500000e+00, double noundef 4.000000e+00, double noundef 4.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 3.000000e+00, i64 noundef %28)
  %30 = tail call i64 @lround(double noundef -2.500000e+00) #9
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.500000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, double noundef -3.000000e+00, double noundef -2.000000e+00, double noundef -2.000000e+00, i64 noundef %30)
  %32 = tail call i64 @lround(double noundef -5.000000e-01) #9
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -5.000000e-01, double noundef -1.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, double noundef -1.000000e+00, double noundef -0.000000e+00, double noundef -0.000000e+00, i64 noundef %32)
  %34 = tail call i64 @lround(double noundef 5.000000e-01) #9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 5.000000e-01, double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00, i64 noundef %34)
  %36 = tail call i64 @lround(double noundef 0x3FF7FFFFFFFFFFFF) #9
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 0x3FF7FFFFFFFFFFFF, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 1.000000e+00, i64 noundef %36)
  %38 = tail call i64 @lround(double noundef 1.000000e+16) #9
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, double noundef 1.000000e+16, i64 noundef %38)
  %40 = tail call i64 @lround(double noundef -7.250000e+00) #9
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -7.250000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, double noundef -8.000000e+00, double noundef -7.000000e+00, double noundef -7.000000e+00, i64 noundef %40)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+01, double noundef 3.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -1.000000e+01, double noundef 3.000000e+00, double noundef -1.000000e+00, double noundef -1.000000e+00)
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+01, double noundef -3.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+00)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 5.500000e+00, double noundef 2.000000e+00, double noundef 1.500000e+00, double noundef -5.000000e-01)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef -5.500000e+00, double noundef 2.000000e+00, double noundef -1.500000e+00, double noundef 5.000000e-01)
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 1.000000e+300, double noundef 3.000000e+00, double noundef 0.000000e+00, double noundef 0.000000e+00)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.000000e+00, double noundef 5.000000e-01, double noundef 0.000000e+00, double noundef 0.000000e+00)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 1.000000e-01, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 2.000000e-01, ptr %2, align 8, !tbaa !6
  %49 = load volatile double, ptr %1, align 8, !tbaa !6
  %50 = load volatile double, ptr %2, align 8, !tbaa !6
  %51 = fadd double %49, %50
  %52 = load volatile double, ptr %1, align 8, !tbaa !6
  %53 = load volatile double, ptr %2, align 8, !tbaa !6
  %54 = fadd double %52, %53
  %55 = fcmp oeq double %54, 3.000000e-01
  %56 = zext i1 %55 to i32
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %51, i32 noundef %56)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile float 0x3FB99999A0000000, ptr %3, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile float 0x3FC99999A0000000, ptr %4, align 4, !tbaa !10
  %58 = load volatile float, ptr %3, align 4, !tbaa !10
  %59 = load volatile float, ptr %4, align 4, !tbaa !10
  %60 = fadd float %58, %59
  %61 = fpext float %60 to double
  %62 = load volatile float, ptr %3, align 4, !tbaa !10
  %63 = load volatile float, ptr %4, align 4, !tbaa !10
  %64 = fadd float %62, %63
  %65 = fcmp oeq float %64, 0x3FD3333340000000
  %66 = zext i1 %65 to i32
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %61, i32 noundef %66)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile double 1.000000e+00, ptr %5, align 8, !tbaa !6
  %68 = load volatile double, ptr %5, align 8, !tbaa !6
  %69 = fadd double %68, 0x3CA0000000000000
  %70 = load volatile double, ptr %5, align 8, !tbaa !6
  %71 = fcmp oeq double %69, %70
  %72 = zext i1 %71 to i32
  %73 = load volatile double, ptr %5, align 8, !tbaa !6
  %74 = fadd double %73, 0x3CB0000000000000
  %75 = load volatile double, ptr %5, align 8, !tbaa !6
  %76 = fcmp oeq double %74, %75
  %77 = zext i1 %76 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %72, i32 noundef %77)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 53)
  store double 2.700000e+01, ptr %6, align 8, !tbaa !6
  %80 = load volatile double, ptr %6, align 8, !tbaa !6
  %81 = tail call double @cbrt(double noundef %80) #10
  %82 = tail call double @hypot(double noundef 3.000000e+200, double noundef 4.000000e+200) #9
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef 0x3FF6A09E667F3BCD, double noundef 0x1FC1297872D9CBAE, double noundef %81, double noundef %82)
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef 0x4170000000000000)
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef 0x4529A940C33F6121)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  %87 = tail call fastcc double @naive()
  %88 = tail call double @llvm.round.f64(double %87)
  %89 = fptosi double %88 to i32
  %90 = srem i32 %89, 256
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @naive() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = phi double [ 0.000000e+00, %0 ], [ %9, %1 ]
  %4 = getelementptr inbounds double, ptr @main.v, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <2 x double>, ptr %4, align 8, !tbaa !6
  %7 = load <2 x double>, ptr %5, align 8, !tbaa !6
  %8 = tail call double @llvm.vector.reduce.fadd.v2f64(double %3, <2 x double> %6)
  %9 = tail call double @llvm.vector.reduce.fadd.v2f64(double %8, <2 x double> %7)
  %10 = add nuw i64 %2, 4
  %11 = icmp eq i64 %10, 10000
  br i1 %11, label %12, label %1, !llvm.loop !16

12:                                               ; preds = %1
  ret double %9
}

; Function Attrs: nofree noinline norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite) uwtable
define internal fastcc double @kahan() unnamed_addr #4 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  br label %4

3:                                                ; preds = %4
  ret double %17

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %18, %4 ]
  %6 = phi double [ 0.000000e+00, %0 ], [ %16, %4 ]
  %7 = phi double [ 0.000000e+00, %0 ], [ %17, %4 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  %8 = getelementptr inbounds double, ptr @main.v, i64 %5
  %9 = load double, ptr %8, align 8, !tbaa !6
  %10 = fsub double %9, %6
  store volatile double %10, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = fadd double %7, %11
  store volatile double %12, ptr %2, align 8, !tbaa !6
  %13 = load volatile double, ptr %2, align 8, !tbaa !6
  %14 = fsub double %13, %7
  %15 = load volatile double, ptr %1, align 8, !tbaa !6
  %16 = fsub double %14, %15
  %17 = load volatile double, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  %18 = add nuw nsw i64 %5, 1
  %19 = icmp eq i64 %18, 10000
  br i1 %19, label %3, label %4, !llvm.loop !17
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc float @fsum() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %10, %1 ]
  %3 = phi float [ 0.000000e+00, %0 ], [ %9, %1 ]
  %4 = getelementptr inbounds float, ptr @main.fv, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x float>, ptr %4, align 4, !tbaa !10
  %7 = load <4 x float>, ptr %5, align 4, !tbaa !10
  %8 = tail call float @llvm.vector.reduce.fadd.v4f32(float %3, <4 x float> %6)
  %9 = tail call float @llvm.vector.reduce.fadd.v4f32(float %8, <4 x float> %7)
  %10 = add nuw i64 %2, 8
  %11 = icmp eq i64 %10, 10000
  br i1 %11, label %12, label %1, !llvm.loop !18

12:                                               ; preds = %1
  ret float %9
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare double @cbrt(double noundef) local_unnamed_addr #7

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.vector.reduce.fadd.v4f32(float, <4 x float>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nounwind memory(read, argmem: none, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(none) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !8, i64 0}
!12 = distinct !{!12, !13, !14, !15}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !13, !14, !15}
!17 = distinct !{!17, !13}
!18 = distinct !{!18, !13, !14, !15}
