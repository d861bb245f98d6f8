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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca float, align 4
  %5 = alloca float, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store volatile double 0x10000000000000, ptr %2, align 8
  store volatile double 4.940660e-324, ptr %3, align 8
  store volatile float 0x3810000000000000, ptr %4, align 4
  store volatile float 0x36A0000000000000, ptr %5, align 4
  %10 = load volatile double, ptr %2, align 8
  %11 = call double @dv(double noundef %10, double noundef 2.000000e+00)
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %11)
  %13 = load volatile double, ptr %2, align 8
  %14 = call double @dv(double noundef %13, double noundef 0x4330000000000000)
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %14)
  %16 = load volatile double, ptr %2, align 8
  %17 = call double @dv(double noundef %16, double noundef 0x4340000000000000)
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %17)
  %19 = load volatile double, ptr %3, align 8
  %20 = call double @mul(double noundef %19, double noundef 5.000000e-01)
  %21 = load volatile double, ptr %3, align 8
  %22 = call double @mul(double noundef %21, double noundef 7.500000e-01)
  %23 = load volatile double, ptr %3, align 8
  %24 = call double @mul(double noundef %23, double noundef 1.500000e+00)
  %25 = load volatile double, ptr %3, align 8
  %26 = call double @mul(double noundef %25, double noundef 2.500000e+00)
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %20, double noundef %22, double noundef %24, double noundef %26)
  %28 = load volatile double, ptr %3, align 8
  %29 = fmul double 3.000000e+00, %28
  %30 = call double @mul(double noundef %29, double noundef 5.000000e-01)
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %30)
  %32 = load volatile double, ptr %3, align 8
  %33 = load volatile double, ptr %3, align 8
  %34 = call double @add(double noundef %32, double noundef %33)
  %35 = load volatile double, ptr %2, align 8
  %36 = load volatile double, ptr %3, align 8
  %37 = fneg double %36
  %38 = call double @add(double noundef %35, double noundef %37)
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %34, double noundef %38)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %40

40:                                               ; preds = %43, %0
  %41 = load double, ptr %6, align 8
  %42 = fcmp ogt double %41, 0.000000e+00
  br i1 %42, label %43, label %48

43:                                               ; preds = %40
  %44 = load double, ptr %6, align 8
  %45 = call double @mul(double noundef %44, double noundef 5.000000e-01)
  store double %45, ptr %6, align 8
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr %7, align 4
  br label %40, !llvm.loop !6

48:                                               ; preds = %40
  %49 = load i32, ptr %7, align 4
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %49)
  store double 1.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %51

51:                                               ; preds = %54, %48
  %52 = load double, ptr %6, align 8
  %53 = fcmp oge double %52, 0x10000000000000
  br i1 %53, label %54, label %59

54:                                               ; preds = %51
  %55 = load double, ptr %6, align 8
  %56 = call double @mul(double noundef %55, double noundef 0x3FE6666666666666)
  store double %56, ptr %6, align 8
  %57 = load i32, ptr %7, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %7, align 4
  br label %51, !llvm.loop !8

59:                                               ; preds = %51
  %60 = load i32, ptr %7, align 4
  %61 = load double, ptr %6, align 8
  %62 = load double, ptr %6, align 8
  %63 = fcmp oeq double %62, 0.000000e+00
  br i1 %63, label %64, label %113

64:                                               ; preds = %118, %115, %113, %59
  %65 = phi i32 [ 2, %59 ], [ 0, %113 ], [ 1, %115 ], [ %120, %118 ]
  %66 = icmp eq i32 %65, 3
  %67 = zext i1 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %60, double noundef %61, i32 noundef %67)
  %69 = load volatile float, ptr %4, align 4
  %70 = call float @mulf(float noundef %69, float noundef 1.250000e-01)
  %71 = fpext float %70 to double
  %72 = load volatile float, ptr %5, align 4
  %73 = call float @mulf(float noundef %72, float noundef 5.000000e-01)
  %74 = fpext float %73 to double
  %75 = load volatile float, ptr %5, align 4
  %76 = call float @mulf(float noundef %75, float noundef 0x3FE051EB80000000)
  %77 = fpext float %76 to double
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %71, double noundef %74, double noundef %77)
  %79 = load volatile float, ptr %5, align 4
  %80 = load volatile float, ptr %4, align 4
  %81 = call float @mulf(float noundef %80, float noundef 5.000000e-01)
  %82 = call float @addf(float noundef %79, float noundef %81)
  %83 = fpext float %82 to double
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %83)
  %85 = load volatile float, ptr %5, align 4
  %86 = call double @f2d(float noundef %85)
  %87 = load volatile double, ptr %2, align 8
  %88 = call float @d2f(double noundef %87)
  %89 = fpext float %88 to double
  %90 = call float @d2f(double noundef 0x37A16C262777579C)
  %91 = fpext float %90 to double
  %92 = call float @d2f(double noundef 0x36A8000000000000)
  %93 = fpext float %92 to double
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %86, double noundef %89, double noundef %91, double noundef %93)
  %95 = call float @d2f(double noundef 0x3690000000000000)
  %96 = fpext float %95 to double
  %97 = call float @d2f(double noundef 0x3690000010000000)
  %98 = fpext float %97 to double
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %96, double noundef %98)
  store double 0.000000e+00, ptr %8, align 8
  store i32 1, ptr %9, align 4
  br label %100

100:                                              ; preds = %110, %64
  %101 = load i32, ptr %9, align 4
  %102 = icmp sle i32 %101, 1000
  br i1 %102, label %103, label %121

103:                                              ; preds = %100
  %104 = load double, ptr %8, align 8
  %105 = load volatile double, ptr %3, align 8
  %106 = load i32, ptr %9, align 4
  %107 = sitofp i32 %106 to double
  %108 = call double @mul(double noundef %105, double noundef %107)
  %109 = call double @add(double noundef %104, double noundef %108)
  store double %109, ptr %8, align 8
  br label %110

110:                                              ; preds = %103
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %9, align 4
  br label %100, !llvm.loop !9

113:                                              ; preds = %59
  %114 = fcmp uno double %62, %62
  br i1 %114, label %64, label %115

115:                                              ; preds = %113
  %116 = call double @llvm.fabs.f64(double %62) #3
  %117 = fcmp oeq double %116, 0x7FF0000000000000
  br i1 %117, label %64, label %118

118:                                              ; preds = %115
  %119 = fcmp uge double %116, 0x10000000000000
  %120 = select i1 %119, i32 4, i32 3
  br label %64

121:                                              ; preds = %100
  %122 = load double, ptr %8, align 8
  %123 = load double, ptr %8, align 8
  %124 = load volatile double, ptr %3, align 8
  %125 = fdiv double %123, %124
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %122, double noundef %125)
  %127 = load volatile double, ptr %3, align 8
  %128 = fcmp ogt double %127, 0.000000e+00
  %129 = zext i1 %128 to i32
  %130 = load volatile double, ptr %3, align 8
  %131 = fneg double %130
  %132 = fcmp olt double %131, 0.000000e+00
  %133 = zext i1 %132 to i32
  %134 = load volatile double, ptr %3, align 8
  %135 = load volatile double, ptr %3, align 8
  %136 = call double @mul(double noundef %135, double noundef 1.000000e+00)
  %137 = fcmp oeq double %134, %136
  %138 = zext i1 %137 to i32
  %139 = load volatile double, ptr %3, align 8
  %140 = call double @dv(double noundef %139, double noundef 2.000000e+00)
  %141 = fcmp oeq double %140, 0.000000e+00
  %142 = zext i1 %141 to i32
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %129, i32 noundef %133, i32 noundef %138, i32 noundef %142)
  %144 = load volatile double, ptr %2, align 8
  %145 = call i1 @llvm.is.fpclass.f64(double %144, i32 264)
  %146 = zext i1 %145 to i32
  %147 = load volatile double, ptr %2, align 8
  %148 = call double @dv(double noundef %147, double noundef 2.000000e+00)
  %149 = call i1 @llvm.is.fpclass.f64(double %148, i32 264)
  %150 = zext i1 %149 to i32
  %151 = load volatile double, ptr %2, align 8
  %152 = fmul double 0.000000e+00, %151
  %153 = call i1 @llvm.is.fpclass.f64(double %152, i32 264)
  %154 = zext i1 %153 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %146, i32 noundef %150, i32 noundef %154)
  %156 = load i32, ptr %7, align 4
  ret i32 %156
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dv(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fdiv double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mul(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fmul double %5, %6
  ret double %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @add(double noundef %0, double noundef %1) #0 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %3, align 8
  %6 = load double, ptr %4, align 8
  %7 = fadd double %5, %6
  ret double %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal float @mulf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fmul float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @addf(float noundef %0, float noundef %1) #0 {
  %3 = alloca float, align 4
  %4 = alloca float, align 4
  store float %0, ptr %3, align 4
  store float %1, ptr %4, align 4
  %5 = load float, ptr %3, align 4
  %6 = load float, ptr %4, align 4
  %7 = fadd float %5, %6
  ret float %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2d(float noundef %0) #0 {
  %2 = alloca float, align 4
  store float %0, ptr %2, align 4
  %3 = load float, ptr %2, align 4
  %4 = fpext float %3 to double
  ret double %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @d2f(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  %4 = fptrunc double %3 to float
  ret float %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { memory(none) }

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
