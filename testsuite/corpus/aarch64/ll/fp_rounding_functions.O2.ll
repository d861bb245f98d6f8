; ModuleID = 'programs/fp_rounding_functions.c'
source_filename = "programs/fp_rounding_functions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [17 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0x4330000000000001, double 0x4340000000000000, double 1.000000e+300, double -1.000000e-300, double 2.700000e+00, double -2.700000e+00, double 0.000000e+00, double -0.000000e+00], align 8
@.str = private unnamed_addr constant [70 x i8] c"%-24.17g floor=%g ceil=%g trunc=%g round=%g rint=%g nearby=%g even=%g\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c" lround=%ld llround=%lld lrint=%ld\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c" modf=%g,%g\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [6 x float] [float 5.000000e-01, float 2.500000e+00, float -3.500000e+00, float 0x415FFFFFE0000000, float 0x416FFFFFE0000000, float 0xBFE6666660000000], align 4
@.str.3 = private unnamed_addr constant [52 x i8] c"f %.9g floor=%.9g round=%.9g trunc=%.9g lrintf=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [48 x i8] c"L %.21Lg floor=%.21Lg round=%.21Lg rint=%.21Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"special: %g %g %g %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [17 x double], align 8
  %2 = alloca double, align 8
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca float, align 4
  %9 = alloca fp128, align 16
  %10 = alloca fp128, align 16
  %11 = alloca fp128, align 16
  %12 = alloca fp128, align 16
  %13 = alloca fp128, align 16
  %14 = alloca fp128, align 16
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.v, i64 136, i1 true)
  br label %163

15:                                               ; preds = %182
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  %16 = load volatile float, ptr @__const.main.fv, align 4
  store volatile float %16, ptr %3, align 4
  %17 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4
  store volatile float %17, ptr %4, align 4
  %18 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 4
  store volatile float %18, ptr %5, align 4
  %19 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4
  store volatile float %19, ptr %6, align 4
  %20 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 4
  store volatile float %20, ptr %7, align 4
  %21 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 20), align 4
  store volatile float %21, ptr %8, align 4
  %22 = load volatile float, ptr %3, align 4, !tbaa !6
  %23 = fpext float %22 to double
  %24 = load volatile float, ptr %3, align 4, !tbaa !6
  %25 = tail call fastcc float @flf(float noundef %24)
  %26 = fpext float %25 to double
  %27 = load volatile float, ptr %3, align 4, !tbaa !6
  %28 = tail call fastcc float @rdf(float noundef %27)
  %29 = fpext float %28 to double
  %30 = load volatile float, ptr %3, align 4, !tbaa !6
  %31 = tail call fastcc float @trf(float noundef %30)
  %32 = fpext float %31 to double
  %33 = load volatile float, ptr %3, align 4, !tbaa !6
  %34 = tail call i64 @lrintf(float noundef %33) #9
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %23, double noundef %26, double noundef %29, double noundef %32, i64 noundef %34)
  %36 = load volatile float, ptr %4, align 4, !tbaa !6
  %37 = fpext float %36 to double
  %38 = load volatile float, ptr %4, align 4, !tbaa !6
  %39 = tail call fastcc float @flf(float noundef %38)
  %40 = fpext float %39 to double
  %41 = load volatile float, ptr %4, align 4, !tbaa !6
  %42 = tail call fastcc float @rdf(float noundef %41)
  %43 = fpext float %42 to double
  %44 = load volatile float, ptr %4, align 4, !tbaa !6
  %45 = tail call fastcc float @trf(float noundef %44)
  %46 = fpext float %45 to double
  %47 = load volatile float, ptr %4, align 4, !tbaa !6
  %48 = tail call i64 @lrintf(float noundef %47) #9
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %37, double noundef %40, double noundef %43, double noundef %46, i64 noundef %48)
  %50 = load volatile float, ptr %5, align 4, !tbaa !6
  %51 = fpext float %50 to double
  %52 = load volatile float, ptr %5, align 4, !tbaa !6
  %53 = tail call fastcc float @flf(float noundef %52)
  %54 = fpext float %53 to double
  %55 = load volatile float, ptr %5, align 4, !tbaa !6
  %56 = tail call fastcc float @rdf(float noundef %55)
  %57 = fpext float %56 to double
  %58 = load volatile float, ptr %5, align 4, !tbaa !6
  %59 = tail call fastcc float @trf(float noundef %58)
  %60 = fpext float %59 to double
  %61 = load volatile float, ptr %5, align 4, !tbaa !6
  %62 = tail call i64 @lrintf(float noundef %61) #9
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %51, double noundef %54, double noundef %57, double noundef %60, i64 noundef %62)
  %64 = load volatile float, ptr %6, align 4, !tbaa !6
  %65 = fpext float %64 to double
  %66 = load volatile float, ptr %6, align 4, !tbaa !6
  %67 = tail call fastcc float @flf(float noundef %66)
  %68 = fpext float %67 to double
  %69 = load volatile float, ptr %6, align 4, !tbaa !6
  %70 = tail call fastcc float @rdf(float noundef %69)
  %71 = fpext float %70 to double
  %72 = load volatile float, ptr %6, align 4, !tbaa !6
  %73 = tail call fastcc float @trf(float noundef %72)
  %74 = fpext float %73 to double
  %75 = load volatile float, ptr %6, align 4, !tbaa !6
  %76 = tail call i64 @lrintf(float noundef %75) #9
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %65, double noundef %68, double noundef %71, double noundef %74, i64 noundef %76)
  %78 = load volatile float, ptr %7, align 4, !tbaa !6
  %79 = fpext float %78 to double
  %80 = load volatile float, ptr %7, align 4, !tbaa !6
  %81 = tail call fastcc float @flf(float noundef %80)
  %82 = fpext float %81 to double
  %83 = load volatile float, ptr %7, align 4, !tbaa !6
  %84 = tail call fastcc float @rdf(float noundef %83)
  %85 = fpext float %84 to double
  %86 = load volatile float, ptr %7, align 4, !tbaa !6
  %87 = tail call fastcc float @trf(float noundef %86)
  %88 = fpext float %87 to double
  %89 = load volatile float, ptr %7, align 4, !tbaa !6
  %90 = tail call i64 @lrintf(float noundef %89) #9
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %79, double noundef %82, double noundef %85, double noundef %88, i64 noundef %90)
  %92 = load volatile float, ptr %8, align 4, !tbaa !6
  %93 = fpext float %92 to double
  %94 = load volatile float, ptr %8, align 4, !tbaa !6
  %95 = tail call fastcc float @flf(float noundef %94)
  %96 = fpext float %95 to double
  %97 = load volatile float, ptr %8, align 4, !tbaa !6
  %98 = tail call fastcc float @rdf(float noundef %97)
  %99 = fpext float %98 to double
  %100 = load volatile float, ptr %8, align 4, !tbaa !6
  %101 = tail call fastcc float @trf(float noundef %100)
  %102 = fpext float %101 to double
  %103 = load volatile float, ptr %8, align 4, !tbaa !6
  %104 = tail call i64 @lrintf(float noundef %103) #9
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %93, double noundef %96, double noundef %99, double noundef %102, i64 noundef %104)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %14)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 16, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %14, i8 0, i64 16, i1 true)
  store volatile fp128 0xL00000000000000003FFE000000000000, ptr %9, align 16
  store volatile fp128 0xL00000000000000004000400000000000, ptr %10, align 16
  store volatile fp128 0xL0000000000000000C000400000000000, ptr %11, align 16
  store volatile fp128 0xLFFFE000000000000403DFFFFFFFFFFFF, ptr %12, align 16
  store volatile fp128 0xL9DBD480000000000C06293E5939A08CE, ptr %13, align 16
  store volatile fp128 0xLFFFC000000000000403CFFFFFFFFFFFF, ptr %14, align 16
  %106 = load volatile fp128, ptr %9, align 16, !tbaa !10
  %107 = load volatile fp128, ptr %9, align 16, !tbaa !10
  %108 = tail call fastcc fp128 @fll(fp128 noundef %107)
  %109 = load volatile fp128, ptr %9, align 16, !tbaa !10
  %110 = tail call fastcc fp128 @rdl(fp128 noundef %109)
  %111 = load volatile fp128, ptr %9, align 16, !tbaa !10
  %112 = tail call fastcc fp128 @ril(fp128 noundef %111)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %106, fp128 noundef %108, fp128 noundef %110, fp128 noundef %112)
  %114 = load volatile fp128, ptr %10, align 16, !tbaa !10
  %115 = load volatile fp128, ptr %10, align 16, !tbaa !10
  %116 = tail call fastcc fp128 @fll(fp128 noundef %115)
  %117 = load volatile fp128, ptr %10, align 16, !tbaa !10
  %118 = tail call fastcc fp128 @rdl(fp128 noundef %117)
  %119 = load volatile fp128, ptr %10, align 16, !tbaa !10
  %120 = tail call fastcc fp128 @ril(fp128 noundef %119)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %114, fp128 noundef %116, fp128 noundef %118, fp128 noundef %120)
  %122 = load volatile fp128, ptr %11, align 16, !tbaa !10
  %123 = load volatile fp128, ptr %11, align 16, !tbaa !10
  %124 = tail call fastcc fp128 @fll(fp128 noundef %123)
  %125 = load volatile fp128, ptr %11, align 16, !tbaa !10
  %126 = tail call fastcc fp128 @rdl(fp128 noundef %125)
  %127 = load volatile fp128, ptr %11, align 16, !tbaa !10
  %128 = tail call fastcc fp128 @ril(fp128 noundef %127)
  %129 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %122, fp128 noundef %124, fp128 noundef %126, fp128 noundef %128)
  %130 = load volatile fp128, ptr %12, align 16, !tbaa !10
  %131 = load volatile fp128, ptr %12, align 16, !tbaa !10
  %132 = tail call fastcc fp128 @fll(fp128 noundef %131)
  %133 = load volatile fp128, ptr %12, align 16, !tbaa !10
  %134 = tail call fastcc fp128 @rdl(fp128 noundef %133)
  %135 = load volatile fp128, ptr %12, align 16, !tbaa !10
  %136 = tail call fastcc fp128 @ril(fp128 noundef %135)
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %130, fp128 noundef %132, fp128 noundef %134, fp128 noundef %136)
  %138 = load volatile fp128, ptr %13, align 16, !tbaa !10
  %139 = load volatile fp128, ptr %13, align 16, !tbaa !10
  %140 = tail call fastcc fp128 @fll(fp128 noundef %139)
  %141 = load volatile fp128, ptr %13, align 16, !tbaa !10
  %142 = tail call fastcc fp128 @rdl(fp128 noundef %141)
  %143 = load volatile fp128, ptr %13, align 16, !tbaa !10
  %144 = tail call fastcc fp128 @ril(fp128 noundef %143)
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %138, fp128 noundef %140, fp128 noundef %142, fp128 noundef %144)
  %146 = load volatile fp128, ptr %14, align 16, !tbaa !10
  %147 = load volatile fp128, ptr %14, align 16, !tbaa !10
  %148 = tail call fastcc fp128 @fll(fp128 noundef %147)
  %149 = load volatile fp128, ptr %14, align 16, !tbaa !10
  %150 = tail call fastcc fp128 @rdl(fp128 noundef %149)
  %151 = load volatile fp128, ptr %14, align 16, !tbaa !10
  %152 = tail call fastcc fp128 @ril(fp128 noundef %151)
  %153 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, fp128 noundef %146, fp128 noundef %148, fp128 noundef %150, fp128 noundef %152)
  %154 = tail call fastcc double @fl(double noundef 0x7FF0000000000000)
  %155 = tail call fastcc double @ce(double noundef 0xFFF0000000000000)
  %156 = tail call fastcc double @rd(double noundef 0xFFF0000000000000)
  %157 = tail call fastcc double @tr(double noundef 0x7FF8000000000000)
  %158 = fcmp uno double %157, 0.000000e+00
  %159 = zext i1 %158 to i32
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %154, double noundef %155, double noundef %156, i32 noundef %159)
  %161 = tail call fastcc double @ri(double noundef 4.250000e+01)
  %162 = fptosi double %161 to i32
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #9
  ret i32 %162

163:                                              ; preds = %0, %182
  %164 = phi i64 [ 0, %0 ], [ %186, %182 ]
  %165 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %164
  %166 = load volatile double, ptr %165, align 8, !tbaa !12
  %167 = tail call fastcc double @fl(double noundef %166)
  %168 = tail call fastcc double @ce(double noundef %166)
  %169 = tail call fastcc double @tr(double noundef %166)
  %170 = tail call fastcc double @rd(double noundef %166)
  %171 = tail call fastcc double @ri(double noundef %166)
  %172 = tail call fastcc double @ne(double noundef %166)
  %173 = tail call fastcc double @re(double noundef %166)
  %174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %166, double noundef %167, double noundef %168, double noundef %169, double noundef %170, double noundef %171, double noundef %172, double noundef %173)
  %175 = tail call double @llvm.fabs.f64(double %166)
  %176 = fcmp olt double %175, 1.000000e+18
  br i1 %176, label %177, label %182

177:                                              ; preds = %163
  %178 = tail call i64 @lround(double noundef %166) #9
  %179 = tail call i64 @llround(double noundef %166) #9
  %180 = tail call i64 @lrint(double noundef %166) #9
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %178, i64 noundef %179, i64 noundef %180)
  br label %182

182:                                              ; preds = %177, %163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %183 = call double @modf(double noundef %166, ptr noundef nonnull %2) #9
  %184 = load double, ptr %2, align 8, !tbaa !12
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %184, double noundef %183)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %186 = add nuw nsw i64 %164, 1
  %187 = icmp eq i64 %186, 17
  br i1 %187, label %15, label %163, !llvm.loop !14
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @fl(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.floor.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ce(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.ceil.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tr(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.trunc.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @rd(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.round.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ri(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.rint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ne(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.nearbyint.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @re(double noundef %0) unnamed_addr #4 {
  %2 = tail call double @llvm.roundeven.f64(double %0)
  ret double %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @llround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare i64 @lrint(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @flf(float noundef %0) unnamed_addr #4 {
  %2 = tail call float @llvm.floor.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @rdf(float noundef %0) unnamed_addr #4 {
  %2 = tail call float @llvm.round.f32(float %0)
  ret float %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @trf(float noundef %0) unnamed_addr #4 {
  %2 = tail call float @llvm.trunc.f32(float %0)
  ret float %2
}

; Function Attrs: nounwind
declare i64 @lrintf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @fll(fp128 noundef %0) unnamed_addr #4 {
  %2 = tail call fp128 @llvm.floor.f128(fp128 %0)
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @rdl(fp128 noundef %0) unnamed_addr #4 {
  %2 = tail call fp128 @llvm.round.f128(fp128 %0)
  ret fp128 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef fp128 @ril(fp128 noundef %0) unnamed_addr #4 {
  %2 = tail call fp128 @llvm.rint.f128(fp128 %0)
  ret fp128 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.round.f128(fp128) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.rint.f128(fp128) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: write) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }

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
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
