; ModuleID = 'programs/fp_rounding_functions.c'
source_filename = "programs/fp_rounding_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [17 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0x4330000000000001, double 0x4340000000000000, double 1.000000e+300, double -1.000000e-300, double 2.700000e+00, double -2.700000e+00, double 0.000000e+00, double -0.000000e+00], align 16
@.str = private unnamed_addr constant [70 x i8] c"%-24.17g floor=%g ceil=%g trunc=%g round=%g rint=%g nearby=%g even=%g\00", align 1
@.str.1 = private unnamed_addr constant [35 x i8] c" lround=%ld llround=%lld lrint=%ld\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c" modf=%g,%g\0A\00", align 1
@__const.main.fv = private unnamed_addr constant [6 x float] [float 5.000000e-01, float 2.500000e+00, float -3.500000e+00, float 0x415FFFFFE0000000, float 0x416FFFFFE0000000, float 0xBFE6666660000000], align 16
@.str.3 = private unnamed_addr constant [52 x i8] c"f %.9g floor=%.9g round=%.9g trunc=%.9g lrintf=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [48 x i8] c"L %.21Lg floor=%.21Lg round=%.21Lg rint=%.21Lg\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"special: %g %g %g %d\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [17 x double], align 16
  %2 = alloca double, align 8
  %3 = alloca float, align 16
  %4 = alloca float, align 4
  %5 = alloca float, align 8
  %6 = alloca float, align 4
  %7 = alloca float, align 16
  %8 = alloca float, align 4
  %9 = alloca x86_fp80, align 16
  %10 = alloca [6 x i8], align 2
  %11 = alloca x86_fp80, align 16
  %12 = alloca [6 x i8], align 2
  %13 = alloca x86_fp80, align 16
  %14 = alloca [6 x i8], align 2
  %15 = alloca x86_fp80, align 16
  %16 = alloca [6 x i8], align 2
  %17 = alloca x86_fp80, align 16
  %18 = alloca [6 x i8], align 2
  %19 = alloca x86_fp80, align 16
  %20 = alloca [6 x i8], align 2
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #9
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 136, i1 true)
  br label %169

21:                                               ; preds = %188
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  %22 = load volatile float, ptr @__const.main.fv, align 16
  store volatile float %22, ptr %3, align 16
  %23 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4
  store volatile float %23, ptr %4, align 4
  %24 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 8
  store volatile float %24, ptr %5, align 8
  %25 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4
  store volatile float %25, ptr %6, align 4
  %26 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 16
  store volatile float %26, ptr %7, align 16
  %27 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 20), align 4
  store volatile float %27, ptr %8, align 4
  %28 = load volatile float, ptr %3, align 16, !tbaa !5
  %29 = fpext float %28 to double
  %30 = load volatile float, ptr %3, align 16, !tbaa !5
  %31 = tail call fastcc float @flf(float noundef %30)
  %32 = fpext float %31 to double
  %33 = load volatile float, ptr %3, align 16, !tbaa !5
  %34 = tail call fastcc float @rdf(float noundef %33)
  %35 = fpext float %34 to double
  %36 = load volatile float, ptr %3, align 16, !tbaa !5
  %37 = tail call fastcc float @trf(float noundef %36)
  %38 = fpext float %37 to double
  %39 = load volatile float, ptr %3, align 16, !tbaa !5
  %40 = tail call i64 @lrintf(float noundef %39) #9
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %29, double noundef %32, double noundef %35, double noundef %38, i64 noundef %40)
  %42 = load volatile float, ptr %4, align 4, !tbaa !5
  %43 = fpext float %42 to double
  %44 = load volatile float, ptr %4, align 4, !tbaa !5
  %45 = tail call fastcc float @flf(float noundef %44)
  %46 = fpext float %45 to double
  %47 = load volatile float, ptr %4, align 4, !tbaa !5
  %48 = tail call fastcc float @rdf(float noundef %47)
  %49 = fpext float %48 to double
  %50 = load volatile float, ptr %4, align 4, !tbaa !5
  %51 = tail call fastcc float @trf(float noundef %50)
  %52 = fpext float %51 to double
  %53 = load volatile float, ptr %4, align 4, !tbaa !5
  %54 = tail call i64 @lrintf(float noundef %53) #9
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %43, double noundef %46, double noundef %49, double noundef %52, i64 noundef %54)
  %56 = load volatile float, ptr %5, align 8, !tbaa !5
  %57 = fpext float %56 to double
  %58 = load volatile float, ptr %5, align 8, !tbaa !5
  %59 = tail call fastcc float @flf(float noundef %58)
  %60 = fpext float %59 to double
  %61 = load volatile float, ptr %5, align 8, !tbaa !5
  %62 = tail call fastcc float @rdf(float noundef %61)
  %63 = fpext float %62 to double
  %64 = load volatile float, ptr %5, align 8, !tbaa !5
  %65 = tail call fastcc float @trf(float noundef %64)
  %66 = fpext float %65 to double
  %67 = load volatile float, ptr %5, align 8, !tbaa !5
  %68 = tail call i64 @lrintf(float noundef %67) #9
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %57, double noundef %60, double noundef %63, double noundef %66, i64 noundef %68)
  %70 = load volatile float, ptr %6, align 4, !tbaa !5
  %71 = fpext float %70 to double
  %72 = load volatile float, ptr %6, align 4, !tbaa !5
  %73 = tail call fastcc float @flf(float noundef %72)
  %74 = fpext float %73 to double
  %75 = load volatile float, ptr %6, align 4, !tbaa !5
  %76 = tail call fastcc float @rdf(float noundef %75)
  %77 = fpext float %76 to double
  %78 = load volatile float, ptr %6, align 4, !tbaa !5
  %79 = tail call fastcc float @trf(float noundef %78)
  %80 = fpext float %79 to double
  %81 = load volatile float, ptr %6, align 4, !tbaa !5
  %82 = tail call i64 @lrintf(float noundef %81) #9
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %71, double noundef %74, double noundef %77, double noundef %80, i64 noundef %82)
  %84 = load volatile float, ptr %7, align 16, !tbaa !5
  %85 = fpext float %84 to double
  %86 = load volatile float, ptr %7, align 16, !tbaa !5
  %87 = tail call fastcc float @flf(float noundef %86)
  %88 = fpext float %87 to double
  %89 = load volatile float, ptr %7, align 16, !tbaa !5
  %90 = tail call fastcc float @rdf(float noundef %89)
  %91 = fpext float %90 to double
  %92 = load volatile float, ptr %7, align 16, !tbaa !5
  %93 = tail call fastcc float @trf(float noundef %92)
  %94 = fpext float %93 to double
  %95 = load volatile float, ptr %7, align 16, !tbaa !5
  %96 = tail call i64 @lrintf(float noundef %95) #9
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %85, double noundef %88, double noundef %91, double noundef %94, i64 noundef %96)
  %98 = load volatile float, ptr %8, align 4, !tbaa !5
  %99 = fpext float %98 to double
  %100 = load volatile float, ptr %8, align 4, !tbaa !5
  %101 = tail call fastcc float @flf(float noundef %100)
  %102 = fpext float %101 to double
  %103 = load volatile float, ptr %8, align 4, !tbaa !5
  %104 = tail call fastcc float @rdf(float noundef %103)
  %105 = fpext float %104 to double
  %106 = load volatile float, ptr %8, align 4, !tbaa !5
  %107 = tail call fastcc float @trf(float noundef %106)
  %108 = fpext float %107 to double
  %109 = load volatile float, ptr %8, align 4, !tbaa !5
  %110 = tail call i64 @lrintf(float noundef %109) #9
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %99, double noundef %102, double noundef %105, double noundef %108, i64 noundef %110)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %11)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %12)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %13)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %14)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %15)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %16)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %17)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %18)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %19)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %20)
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %10, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %12, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %14, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %16, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %18, i8 0, i64 6, i1 true)
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 10, i1 true)
  call void @llvm.memset.p0.i64(ptr align 2 %20, i8 0, i64 6, i1 true)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr %9, align 16
  store volatile x86_fp80 0xK4000A000000000000000, ptr %11, align 16
  store volatile x86_fp80 0xKC000A000000000000000, ptr %13, align 16
  store volatile x86_fp80 0xK403DFFFFFFFFFFFFFFFF, ptr %15, align 16
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %17, align 16
  store volatile x86_fp80 0xK403CFFFFFFFFFFFFFFFE, ptr %19, align 16
  %112 = load volatile x86_fp80, ptr %9, align 16, !tbaa !9
  %113 = load volatile x86_fp80, ptr %9, align 16, !tbaa !9
  %114 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %113)
  %115 = load volatile x86_fp80, ptr %9, align 16, !tbaa !9
  %116 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %115)
  %117 = load volatile x86_fp80, ptr %9, align 16, !tbaa !9
  %118 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %117)
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %112, x86_fp80 noundef %114, x86_fp80 noundef %116, x86_fp80 noundef %118)
  %120 = load volatile x86_fp80, ptr %11, align 16, !tbaa !9
  %121 = load volatile x86_fp80, ptr %11, align 16, !tbaa !9
  %122 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %121)
  %123 = load volatile x86_fp80, ptr %11, align 16, !tbaa !9
  %124 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %123)
  %125 = load volatile x86_fp80, ptr %11, align 16, !tbaa !9
  %126 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %125)
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %120, x86_fp80 noundef %122, x86_fp80 noundef %124, x86_fp80 noundef %126)
  %128 = load volatile x86_fp80, ptr %13, align 16, !tbaa !9
  %129 = load volatile x86_fp80, ptr %13, align 16, !tbaa !9
  %130 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %129)
  %131 = load volatile x86_fp80, ptr %13, align 16, !tbaa !9
  %132 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %131)
  %133 = load volatile x86_fp80, ptr %13, align 16, !tbaa !9
  %134 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %133)
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %128, x86_fp80 noundef %130, x86_fp80 noundef %132, x86_fp80 noundef %134)
  %136 = load volatile x86_fp80, ptr %15, align 16, !tbaa !9
  %137 = load volatile x86_fp80, ptr %15, align 16, !tbaa !9
  %138 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %137)
  %139 = load volatile x86_fp80, ptr %15, align 16, !tbaa !9
  %140 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %139)
  %141 = load volatile x86_fp80, ptr %15, align 16, !tbaa !9
  %142 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %141)
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %136, x86_fp80 noundef %138, x86_fp80 noundef %140, x86_fp80 noundef %142)
  %144 = load volatile x86_fp80, ptr %17, align 16, !tbaa !9
  %145 = load volatile x86_fp80, ptr %17, align 16, !tbaa !9
  %146 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %145)
  %147 = load volatile x86_fp80, ptr %17, align 16, !tbaa !9
  %148 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %147)
  %149 = load volatile x86_fp80, ptr %17, align 16, !tbaa !9
  %150 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %149)
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %144, x86_fp80 noundef %146, x86_fp80 noundef %148, x86_fp80 noundef %150)
  %152 = load volatile x86_fp80, ptr %19, align 16, !tbaa !9
  %153 = load volatile x86_fp80, ptr %19, align 16, !tbaa !9
  %154 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %153)
  %155 = load volatile x86_fp80, ptr %19, align 16, !tbaa !9
  %156 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %155)
  %157 = load volatile x86_fp80, ptr %19, align 16, !tbaa !9
  %158 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %157)
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %152, x86_fp80 noundef %154, x86_fp80 noundef %156, x86_fp80 noundef %158)
  %160 = tail call fastcc double @fl(double noundef 0x7FF0000000000000)
  %161 = tail call fastcc double @ce(double noundef 0xFFF0000000000000)
  %162 = tail call fastcc double @rd(double noundef 0xFFF0000000000000)
  %163 = tail call fastcc double @tr(double noundef 0x7FF8000000000000)
  %164 = fcmp uno double %163, 0.000000e+00
  %165 = zext i1 %164 to i32
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %160, double noundef %161, double noundef %162, i32 noundef %165)
  %167 = tail call fastcc double @ri(double noundef 4.250000e+01)
  %168 = fptosi double %167 to i32
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %12)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %13)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %14)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %15)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %17)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %18)
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %19)
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %20)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #9
  ret i32 %168

169:                                              ; preds = %0, %188
  %170 = phi i64 [ 0, %0 ], [ %192, %188 ]
  %171 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %170
  %172 = load volatile double, ptr %171, align 8, !tbaa !11
  %173 = tail call fastcc double @fl(double noundef %172)
  %174 = tail call fastcc double @ce(double noundef %172)
  %175 = tail call fastcc double @tr(double noundef %172)
  %176 = tail call fastcc double @rd(double noundef %172)
  %177 = tail call fastcc double @ri(double noundef %172)
  %178 = tail call fastcc double @ne(double noundef %172)
  %179 = tail call fastcc double @re(double noundef %172)
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %172, double noundef %173, double noundef %174, double noundef %175, double noundef %176, double noundef %177, double noundef %178, double noundef %179)
  %181 = tail call double @llvm.fabs.f64(double %172)
  %182 = fcmp olt double %181, 1.000000e+18
  br i1 %182, label %183, label %188

183:                                              ; preds = %169
  %184 = tail call i64 @lround(double noundef %172) #9
  %185 = tail call i64 @llround(double noundef %172) #9
  %186 = tail call i64 @lrint(double noundef %172) #9
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %184, i64 noundef %185, i64 noundef %186)
  br label %188

188:                                              ; preds = %183, %169
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9
  %189 = call double @modf(double noundef %172, ptr noundef nonnull %2) #9
  %190 = load double, ptr %2, align 8, !tbaa !11
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %190, double noundef %189)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9
  %192 = add nuw nsw i64 %170, 1
  %193 = icmp eq i64 %192, 17
  br i1 %193, label %21, label %169, !llvm.loop !13
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
define internal fastcc noundef x86_fp80 @fll(x86_fp80 noundef %0) unnamed_addr #4 {
  %2 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %0)
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @rdl(x86_fp80 noundef %0) unnamed_addr #4 {
  %2 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %0)
  ret x86_fp80 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @ril(x86_fp80 noundef %0) unnamed_addr #4 {
  %2 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %0)
  ret x86_fp80 %2
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
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long double", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"double", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
