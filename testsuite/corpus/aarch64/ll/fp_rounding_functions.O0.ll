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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [17 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca [6 x float], align 4
  %9 = alloca i32, align 4
  %10 = alloca [6 x fp128], align 16
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.v, i64 136, i1 true)
  store i32 17, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %12

12:                                               ; preds = %54, %0
  %13 = load i32, ptr %4, align 4
  %14 = load i32, ptr %3, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %57

16:                                               ; preds = %12
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [17 x double], ptr %2, i64 0, i64 %18
  %20 = load volatile double, ptr %19, align 8
  store double %20, ptr %5, align 8
  %21 = load double, ptr %5, align 8
  %22 = load double, ptr %5, align 8
  %23 = call double @fl(double noundef %22)
  %24 = load double, ptr %5, align 8
  %25 = call double @ce(double noundef %24)
  %26 = load double, ptr %5, align 8
  %27 = call double @tr(double noundef %26)
  %28 = load double, ptr %5, align 8
  %29 = call double @rd(double noundef %28)
  %30 = load double, ptr %5, align 8
  %31 = call double @ri(double noundef %30)
  %32 = load double, ptr %5, align 8
  %33 = call double @ne(double noundef %32)
  %34 = load double, ptr %5, align 8
  %35 = call double @re(double noundef %34)
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %21, double noundef %23, double noundef %25, double noundef %27, double noundef %29, double noundef %31, double noundef %33, double noundef %35)
  %37 = load double, ptr %5, align 8
  %38 = call double @llvm.fabs.f64(double %37)
  %39 = fcmp olt double %38, 1.000000e+18
  br i1 %39, label %40, label %48

40:                                               ; preds = %16
  %41 = load double, ptr %5, align 8
  %42 = call i64 @lround(double noundef %41) #6
  %43 = load double, ptr %5, align 8
  %44 = call i64 @llround(double noundef %43) #6
  %45 = load double, ptr %5, align 8
  %46 = call i64 @lrint(double noundef %45) #6
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %42, i64 noundef %44, i64 noundef %46)
  br label %48

48:                                               ; preds = %40, %16
  %49 = load double, ptr %5, align 8
  %50 = call double @modf(double noundef %49, ptr noundef %6) #6
  store double %50, ptr %7, align 8
  %51 = load double, ptr %6, align 8
  %52 = load double, ptr %7, align 8
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %51, double noundef %52)
  br label %54

54:                                               ; preds = %48
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  br label %12, !llvm.loop !6

57:                                               ; preds = %12
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.fv, i64 24, i1 true)
  store i32 0, ptr %9, align 4
  br label %58

58:                                               ; preds = %91, %57
  %59 = load i32, ptr %9, align 4
  %60 = icmp slt i32 %59, 6
  br i1 %60, label %61, label %94

61:                                               ; preds = %58
  %62 = load i32, ptr %9, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %63
  %65 = load volatile float, ptr %64, align 4
  %66 = fpext float %65 to double
  %67 = load i32, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %68
  %70 = load volatile float, ptr %69, align 4
  %71 = call float @flf(float noundef %70)
  %72 = fpext float %71 to double
  %73 = load i32, ptr %9, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %74
  %76 = load volatile float, ptr %75, align 4
  %77 = call float @rdf(float noundef %76)
  %78 = fpext float %77 to double
  %79 = load i32, ptr %9, align 4
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %80
  %82 = load volatile float, ptr %81, align 4
  %83 = call float @trf(float noundef %82)
  %84 = fpext float %83 to double
  %85 = load i32, ptr %9, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [6 x float], ptr %8, i64 0, i64 %86
  %88 = load volatile float, ptr %87, align 4
  %89 = call i64 @lrintf(float noundef %88) #6
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %66, double noundef %72, double noundef %78, double noundef %84, i64 noundef %89)
  br label %91

91:                                               ; preds = %61
  %92 = load i32, ptr %9, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %9, align 4
  br label %58, !llvm.loop !8

94:                                               ; preds = %58
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 96, i1 true)
  %95 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 0
  store volatile fp128 0xL00000000000000003FFE000000000000, ptr %95, align 16
  %96 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 1
  store volatile fp128 0xL00000000000000004000400000000000, ptr %96, align 16
  %97 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 2
  store volatile fp128 0xL0000000000000000C000400000000000, ptr %97, align 16
  %98 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 3
  store volatile fp128 0xLFFFE000000000000403DFFFFFFFFFFFF, ptr %98, align 16
  %99 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 4
  store volatile fp128 0xL9DBD480000000000C06293E5939A08CE, ptr %99, align 16
  %100 = getelementptr inbounds [6 x fp128], ptr %10, i32 0, i32 5
  store volatile fp128 0xLFFFC000000000000403CFFFFFFFFFFFF, ptr %100, align 16
  store i32 0, ptr %11, align 4
  br label %101

101:                                              ; preds = %125, %94
  %102 = load i32, ptr %11, align 4
  %103 = icmp slt i32 %102, 6
  br i1 %103, label %104, label %128

104:                                              ; preds = %101
  %105 = load i32, ptr %11, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [6 x fp128], ptr %10, i64 0, i64 %106
  %108 = load volatile fp128, ptr %107, align 16
  %109 = load i32, ptr %11, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [6 x fp128], ptr %10, i64 0, i64 %110
  %112 = load volatile fp128, ptr %111, align 16
  %113 = call fp128 @fll(fp128 noundef %112)
  %114 = load i32, ptr %11, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [6 x fp128], ptr %10, i64 0, i64 %115
  %117 = load volatile fp128, ptr %116, align 16
  %118 = call fp128 @rdl(fp128 noundef %117)
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [6 x fp128], ptr %10, i64 0, i64 %120
  %122 = load volatile fp128, ptr %121, align 16
  %123 = call fp128 @ril(fp128 noundef %122)
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, fp128 noundef %108, fp128 noundef %113, fp128 noundef %118, fp128 noundef %123)
  br label %125

125:                                              ; preds = %104
  %126 = load i32, ptr %11, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %11, align 4
  br label %101, !llvm.loop !9

128:                                              ; preds = %101
  %129 = call double @fl(double noundef 0x7FF0000000000000)
  %130 = call double @ce(double noundef 0xFFF0000000000000)
  %131 = call double @rd(double noundef 0xFFF0000000000000)
  %132 = call double @tr(double noundef 0x7FF8000000000000)
  %133 = call i1 @llvm.is.fpclass.f64(double %132, i32 3)
  %134 = zext i1 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %129, double noundef %130, double noundef %131, i32 noundef %134)
  %136 = call double @ri(double noundef 4.250000e+01)
  %137 = fptosi double %136 to i32
  ret i32 %137
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @fl(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.floor.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ce(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.ceil.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tr(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.trunc.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @rd(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.round.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ri(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.rint.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @ne(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.nearbyint.f64(double %3)
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @re(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = call double @llvm.roundeven.f64(double %3)
  ret double %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nounwind
declare i64 @llround(double noundef) #4

; Function Attrs: nounwind
declare i64 @lrint(double noundef) #4

; Function Attrs: nounwind
declare double @modf(double noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal float @flf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.floor.f32(float %3)
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @rdf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.round.f32(float %3)
  ret float %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @trf(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = call float @llvm.trunc.f32(float %3)
  ret float %4
}

; Function Attrs: nounwind
declare i64 @lrintf(float noundef) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @fll(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call fp128 @llvm.floor.f128(fp128 %3)
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @rdl(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call fp128 @llvm.round.f128(fp128 %3)
  ret fp128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal fp128 @ril(fp128 noundef %0) #0 {
  %2 = alloca fp128, align 16
  store fp128 %0, ptr %2, align 16
  %3 = load fp128, ptr %2, align 16
  %4 = call fp128 @llvm.rint.f128(fp128 %3)
  ret fp128 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.floor.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.round.f128(fp128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.rint.f128(fp128) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
