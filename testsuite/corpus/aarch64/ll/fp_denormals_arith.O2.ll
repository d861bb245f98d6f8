; ModuleID = 'programs/fp_denormals_arith.c'
source_filename = "programs/fp_denormals_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [16 x i8] c"DBL_MIN/2 = %a\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^52 = %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [19 x i8] c"DBL_MIN/2^53 = %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [53 x i8] c"TRUE_MIN*0.5 = %a, *0.75 = %a, *1.5 = %a, *2.5 = %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [38 x i8] c"3*TRUE_MIN * 0.5 = %a (ties to even)\0A\00", align 1
@.str.5 = private unnamed_addr constant [51 x i8] c"TRUE_MIN + TRUE_MIN = %a, DBL_MIN - TRUE_MIN = %a\0A\00", align 1
@.str.6 = private unnamed_addr constant [32 x i8] c"halvings of 1.0 until zero: %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [50 x i8] c"first subnormal after %d steps: %a fpclassify=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [51 x i8] c"FLT_MIN/8 = %a, FLT_TRUE_MIN*0.5 = %a, *0.51 = %a\0A\00", align 1
@.str.9 = private unnamed_addr constant [25 x i8] c"float subnormal sum: %a\0A\00", align 1
@.str.10 = private unnamed_addr constant [82 x i8] c"f2d(FLT_TRUE_MIN) = %a, d2f(DBL_MIN) = %a, d2f(1e-40) = %a, d2f(1.5*2^-149) = %a\0A\00", align 1
@.str.11 = private unnamed_addr constant [47 x i8] c"d2f(0x1p-150) = %a, d2f(0x1.000001p-150) = %a\0A\00", align 1
@.str.12 = private unnamed_addr constant [39 x i8] c"sum of i*TRUE_MIN = %a (= %.0f units)\0A\00", align 1
@.str.13 = private unnamed_addr constant [22 x i8] c"compare: %d %d %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [20 x i8] c"isnormal: %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca double, align 8
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile double 0x10000000000000, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile double 4.940660e-324, ptr %2, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  store volatile float 0x3810000000000000, ptr %3, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile float 0x36A0000000000000, ptr %4, align 4, !tbaa !10
  %5 = load volatile double, ptr %1, align 8, !tbaa !6
  %6 = tail call fastcc double @dv(double noundef %5, double noundef 2.000000e+00)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %6)
  %8 = load volatile double, ptr %1, align 8, !tbaa !6
  %9 = tail call fastcc double @dv(double noundef %8, double noundef 0x4330000000000000)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %9)
  %11 = load volatile double, ptr %1, align 8, !tbaa !6
  %12 = tail call fastcc double @dv(double noundef %11, double noundef 0x4340000000000000)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %12)
  %14 = load volatile double, ptr %2, align 8, !tbaa !6
  %15 = tail call fastcc double @mul(double noundef %14, double noundef 5.000000e-01)
  %16 = load volatile double, ptr %2, align 8, !tbaa !6
  %17 = tail call fastcc double @mul(double noundef %16, double noundef 7.500000e-01)
  %18 = load volatile double, ptr %2, align 8, !tbaa !6
  %19 = tail call fastcc double @mul(double noundef %18, double noundef 1.500000e+00)
  %20 = load volatile double, ptr %2, align 8, !tbaa !6
  %21 = tail call fastcc double @mul(double noundef %20, double noundef 2.500000e+00)
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %15, double noundef %17, double noundef %19, double noundef %21)
  %23 = load volatile double, ptr %2, align 8, !tbaa !6
  %24 = fmul double %23, 3.000000e+00
  %25 = tail call fastcc double @mul(double noundef %24, double noundef 5.000000e-01)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %25)
  %27 = load volatile double, ptr %2, align 8, !tbaa !6
  %28 = load volatile double, ptr %2, align 8, !tbaa !6
  %29 = tail call fastcc double @add(double noundef %27, double noundef %28)
  %30 = load volatile double, ptr %1, align 8, !tbaa !6
  %31 = load volatile double, ptr %2, align 8, !tbaa !6
  %32 = fneg double %31
  %33 = tail call fastcc double @add(double noundef %30, double noundef %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %29, double noundef %33)
  br label %35

35:                                               ; preds = %0, %35
  %36 = phi i32 [ 0, %0 ], [ %39, %35 ]
  %37 = phi double [ 1.000000e+00, %0 ], [ %38, %35 ]
  %38 = tail call fastcc double @mul(double noundef %37, double noundef 5.000000e-01)
  %39 = add nuw nsw i32 %36, 1
  %40 = fcmp ogt double %38, 0.000000e+00
  br i1 %40, label %35, label %41, !llvm.loop !12

41:                                               ; preds = %35
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %39)
  br label %43

43:                                               ; preds = %41, %43
  %44 = phi i32 [ 0, %41 ], [ %47, %43 ]
  %45 = phi double [ 1.000000e+00, %41 ], [ %46, %43 ]
  %46 = tail call fastcc double @mul(double noundef %45, double noundef 0x3FE6666666666666)
  %47 = add nuw nsw i32 %44, 1
  %48 = fcmp ult double %46, 0x10000000000000
  br i1 %48, label %49, label %43, !llvm.loop !14

49:                                               ; preds = %43
  %50 = fcmp ueq double %46, 0.000000e+00
  br i1 %50, label %51, label %117

51:                                               ; preds = %120, %117, %49
  %52 = phi i32 [ 0, %49 ], [ 0, %117 ], [ %122, %120 ]
  %53 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %47, double noundef %46, i32 noundef %52)
  %54 = load volatile float, ptr %3, align 4, !tbaa !10
  %55 = tail call fastcc float @mulf(float noundef %54, float noundef 1.250000e-01)
  %56 = fpext float %55 to double
  %57 = load volatile float, ptr %4, align 4, !tbaa !10
  %58 = tail call fastcc float @mulf(float noundef %57, float noundef 5.000000e-01)
  %59 = fpext float %58 to double
  %60 = load volatile float, ptr %4, align 4, !tbaa !10
  %61 = tail call fastcc float @mulf(float noundef %60, float noundef 0x3FE051EB80000000)
  %62 = fpext float %61 to double
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %56, double noundef %59, double noundef %62)
  %64 = load volatile float, ptr %4, align 4, !tbaa !10
  %65 = load volatile float, ptr %3, align 4, !tbaa !10
  %66 = tail call fastcc float @mulf(float noundef %65, float noundef 5.000000e-01)
  %67 = tail call fastcc float @addf(float noundef %64, float noundef %66)
  %68 = fpext float %67 to double
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %68)
  %70 = load volatile float, ptr %4, align 4, !tbaa !10
  %71 = tail call fastcc double @f2d(float noundef %70)
  %72 = load volatile double, ptr %1, align 8, !tbaa !6
  %73 = tail call fastcc float @d2f(double noundef %72)
  %74 = fpext float %73 to double
  %75 = tail call fastcc float @d2f(double noundef 0x37A16C262777579C)
  %76 = fpext float %75 to double
  %77 = tail call fastcc float @d2f(double noundef 0x36A8000000000000)
  %78 = fpext float %77 to double
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %71, double noundef %74, double noundef %76, double noundef %78)
  %80 = tail call fastcc float @d2f(double noundef 0x3690000000000000)
  %81 = fpext float %80 to double
  %82 = tail call fastcc float @d2f(double noundef 0x3690000010000000)
  %83 = fpext float %82 to double
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %81, double noundef %83)
  br label %123

85:                                               ; preds = %123
  %86 = load volatile double, ptr %2, align 8, !tbaa !6
  %87 = fdiv double %129, %86
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %129, double noundef %87)
  %89 = load volatile double, ptr %2, align 8, !tbaa !6
  %90 = fcmp ogt double %89, 0.000000e+00
  %91 = zext i1 %90 to i32
  %92 = load volatile double, ptr %2, align 8, !tbaa !6
  %93 = fcmp ogt double %92, 0.000000e+00
  %94 = zext i1 %93 to i32
  %95 = load volatile double, ptr %2, align 8, !tbaa !6
  %96 = load volatile double, ptr %2, align 8, !tbaa !6
  %97 = tail call fastcc double @mul(double noundef %96, double noundef 1.000000e+00)
  %98 = fcmp oeq double %95, %97
  %99 = zext i1 %98 to i32
  %100 = load volatile double, ptr %2, align 8, !tbaa !6
  %101 = tail call fastcc double @dv(double noundef %100, double noundef 2.000000e+00)
  %102 = fcmp oeq double %101, 0.000000e+00
  %103 = zext i1 %102 to i32
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %91, i32 noundef %94, i32 noundef %99, i32 noundef %103)
  %105 = load volatile double, ptr %1, align 8, !tbaa !6
  %106 = tail call i1 @llvm.is.fpclass.f64(double %105, i32 264)
  %107 = zext i1 %106 to i32
  %108 = load volatile double, ptr %1, align 8, !tbaa !6
  %109 = tail call fastcc double @dv(double noundef %108, double noundef 2.000000e+00)
  %110 = tail call i1 @llvm.is.fpclass.f64(double %109, i32 264)
  %111 = zext i1 %110 to i32
  %112 = load volatile double, ptr %1, align 8, !tbaa !6
  %113 = fmul double %112, 0.000000e+00
  %114 = tail call i1 @llvm.is.fpclass.f64(double %113, i32 264)
  %115 = zext i1 %114 to i32
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %107, i32 noundef %111, i32 noundef %115)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %47

117:                                              ; preds = %49
  %118 = tail call double @llvm.fabs.f64(double %46) #5
  %119 = fcmp oeq double %118, 0x7FF0000000000000
  br i1 %119, label %51, label %120

120:                                              ; preds = %117
  %121 = fcmp olt double %118, 0x10000000000000
  %122 = zext i1 %121 to i32
  br label %51

123:                                              ; preds = %51, %123
  %124 = phi i32 [ 1, %51 ], [ %130, %123 ]
  %125 = phi double [ 0.000000e+00, %51 ], [ %129, %123 ]
  %126 = load volatile double, ptr %2, align 8, !tbaa !6
  %127 = uitofp nneg i32 %124 to double
  %128 = tail call fastcc double @mul(double noundef %126, double noundef %127)
  %129 = tail call fastcc double @add(double noundef %125, double noundef %128)
  %130 = add nuw nsw i32 %124, 1
  %131 = icmp eq i32 %130, 1001
  br i1 %131, label %85, label %123, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fdiv double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fmul double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #3 {
  %3 = fadd double %0, %1
  ret double %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @mulf(float noundef %0, float noundef %1) unnamed_addr #3 {
  %3 = fmul float %0, %1
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @addf(float noundef %0, float noundef %1) unnamed_addr #3 {
  %3 = fadd float %0, %1
  ret float %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @f2d(float noundef %0) unnamed_addr #3 {
  %2 = fpext float %0 to double
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @d2f(double noundef %0) unnamed_addr #3 {
  %2 = fptrunc double %0 to float
  ret float %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { memory(none) }

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
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
