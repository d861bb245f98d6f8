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

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 8
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.xs, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %12

12:                                               ; preds = %59, %0
  %13 = load i32, ptr %3, align 4
  %14 = icmp slt i32 %13, 8
  br i1 %14, label %15, label %62

15:                                               ; preds = %12
  %16 = load i32, ptr %3, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = call double @id(double noundef %19)
  store double %20, ptr %4, align 8
  %21 = load double, ptr %4, align 8
  %22 = load double, ptr %4, align 8
  %23 = call double @sin(double noundef %22) #5
  %24 = load double, ptr %4, align 8
  %25 = call double @cos(double noundef %24) #5
  %26 = load double, ptr %4, align 8
  %27 = call double @tan(double noundef %26) #5
  %28 = load double, ptr %4, align 8
  %29 = call double @exp(double noundef %28) #5
  %30 = load double, ptr %4, align 8
  %31 = call double @atan(double noundef %30) #5
  %32 = load double, ptr %4, align 8
  %33 = call double @tanh(double noundef %32) #5
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %21, double noundef %23, double noundef %25, double noundef %27, double noundef %29, double noundef %31, double noundef %33)
  %35 = load double, ptr %4, align 8
  %36 = fcmp ogt double %35, 0.000000e+00
  br i1 %36, label %37, label %47

37:                                               ; preds = %15
  %38 = load double, ptr %4, align 8
  %39 = call double @log(double noundef %38) #5
  %40 = load double, ptr %4, align 8
  %41 = call double @log10(double noundef %40) #5
  %42 = load double, ptr %4, align 8
  %43 = call double @log2(double noundef %42) #5
  %44 = load double, ptr %4, align 8
  %45 = call double @sqrt(double noundef %44) #5
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %39, double noundef %41, double noundef %43, double noundef %45)
  br label %47

47:                                               ; preds = %37, %15
  %48 = load double, ptr %4, align 8
  %49 = fcmp oge double %48, 0.000000e+00
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = load double, ptr %4, align 8
  %52 = call double @pow(double noundef %51, double noundef 1.500000e+00) #5
  br label %56

53:                                               ; preds = %47
  %54 = load double, ptr %4, align 8
  %55 = call double @pow(double noundef %54, double noundef 3.000000e+00) #5
  br label %56

56:                                               ; preds = %53, %50
  %57 = phi double [ %52, %50 ], [ %55, %53 ]
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %57)
  br label %59

59:                                               ; preds = %56
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %12, !llvm.loop !6

62:                                               ; preds = %12
  %63 = call double @atan2(double noundef 1.000000e+00, double noundef 1.000000e+00) #5
  %64 = call double @atan2(double noundef -1.000000e+00, double noundef -1.000000e+00) #5
  %65 = call double @atan2(double noundef 0.000000e+00, double noundef -1.000000e+00) #5
  %66 = call double @atan2(double noundef -0.000000e+00, double noundef -1.000000e+00) #5
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %63, double noundef %64, double noundef %65, double noundef %66)
  %68 = call float @sinf(float noundef 1.000000e+00) #5
  %69 = fpext float %68 to double
  %70 = call float @expf(float noundef 2.000000e+00) #5
  %71 = fpext float %70 to double
  %72 = call float @sqrtf(float noundef 2.000000e+00) #5
  %73 = fpext float %72 to double
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %69, double noundef %71, double noundef %73)
  %75 = call double @pow(double noundef 0.000000e+00, double noundef 0.000000e+00) #5
  %76 = call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #5
  %77 = call i1 @llvm.is.fpclass.f64(double %76, i32 3)
  %78 = zext i1 %77 to i32
  %79 = icmp ne i32 %78, 0
  %80 = zext i1 %79 to i32
  %81 = sitofp i32 %80 to double
  %82 = call double @pow(double noundef 2.000000e+00, double noundef 1.024000e+03) #5
  %83 = call double @pow(double noundef 2.000000e+00, double noundef -1.080000e+03) #5
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75, double noundef %81, double noundef %82, double noundef %83)
  %85 = call double @exp(double noundef 7.100000e+02) #5
  %86 = call double @exp(double noundef -7.500000e+02) #5
  %87 = call double @log(double noundef 0.000000e+00) #5
  %88 = call double @log(double noundef -1.000000e+00) #5
  %89 = call i1 @llvm.is.fpclass.f64(double %88, i32 3)
  %90 = zext i1 %89 to i64
  %91 = select i1 %89, double 1.000000e+00, double 0.000000e+00
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %85, double noundef %86, double noundef %87, double noundef %91)
  store double 0.000000e+00, ptr %5, align 8
  store i32 20000, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %93

93:                                               ; preds = %110, %62
  %94 = load i32, ptr %7, align 4
  %95 = load i32, ptr %6, align 4
  %96 = icmp slt i32 %94, %95
  br i1 %96, label %97, label %113

97:                                               ; preds = %93
  %98 = load i32, ptr %7, align 4
  %99 = sitofp i32 %98 to double
  %100 = fadd double %99, 5.000000e-01
  %101 = load i32, ptr %6, align 4
  %102 = sitofp i32 %101 to double
  %103 = fdiv double %100, %102
  store double %103, ptr %8, align 8
  %104 = load double, ptr %8, align 8
  %105 = load double, ptr %8, align 8
  %106 = call double @llvm.fmuladd.f64(double %104, double %105, double 1.000000e+00)
  %107 = fdiv double 4.000000e+00, %106
  %108 = load double, ptr %5, align 8
  %109 = fadd double %108, %107
  store double %109, ptr %5, align 8
  br label %110

110:                                              ; preds = %97
  %111 = load i32, ptr %7, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %7, align 4
  br label %93, !llvm.loop !8

113:                                              ; preds = %93
  %114 = load i32, ptr %6, align 4
  %115 = sitofp i32 %114 to double
  %116 = load double, ptr %5, align 8
  %117 = fdiv double %116, %115
  store double %117, ptr %5, align 8
  %118 = load double, ptr %5, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %118)
  store double 0.000000e+00, ptr %9, align 8
  store double 1.000000e+00, ptr %10, align 8
  store i32 1, ptr %11, align 4
  br label %120

120:                                              ; preds = %131, %113
  %121 = load i32, ptr %11, align 4
  %122 = icmp slt i32 %121, 20
  br i1 %122, label %123, label %134

123:                                              ; preds = %120
  %124 = load double, ptr %10, align 8
  %125 = load double, ptr %9, align 8
  %126 = fadd double %125, %124
  store double %126, ptr %9, align 8
  %127 = load i32, ptr %11, align 4
  %128 = sitofp i32 %127 to double
  %129 = load double, ptr %10, align 8
  %130 = fdiv double %129, %128
  store double %130, ptr %10, align 8
  br label %131

131:                                              ; preds = %123
  %132 = load i32, ptr %11, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %11, align 4
  br label %120, !llvm.loop !9

134:                                              ; preds = %120
  %135 = load double, ptr %9, align 8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %135)
  %137 = load double, ptr %5, align 8
  %138 = fmul double %137, 1.000000e+01
  %139 = fptosi double %138 to i32
  ret i32 %139
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @id(double noundef %0) #0 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
  %3 = load double, ptr %2, align 8
  ret double %3
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @tan(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @atan(double noundef) #3

; Function Attrs: nounwind
declare double @tanh(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @log10(double noundef) #3

; Function Attrs: nounwind
declare double @log2(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
