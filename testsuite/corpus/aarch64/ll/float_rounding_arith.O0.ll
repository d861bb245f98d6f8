; ModuleID = 'programs/float_rounding_arith.c'
source_filename = "programs/float_rounding_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.v = internal global [10000 x double] zeroinitializer, align 8
@main.fv = internal global [10000 x float] zeroinitializer, align 4
@.str = private unnamed_addr constant [36 x i8] c"naive %.17g kahan %.17g float %.9g\0A\00", align 1
@__const.main.xs = private unnamed_addr constant [8 x double] [double 2.500000e+00, double 3.500000e+00, double -2.500000e+00, double -5.000000e-01, double 5.000000e-01, double 0x3FF7FFFFFFFFFFFF, double 1.000000e+16, double -7.250000e+00], align 8
@.str.1 = private unnamed_addr constant [76 x i8] c"x=%.17g round=%g rint=%g nearbyint=%g floor=%g ceil=%g trunc=%g lround=%ld\0A\00", align 1
@__const.main.ys = private unnamed_addr constant [7 x [2 x double]] [[2 x double] [double 1.000000e+01, double 3.000000e+00], [2 x double] [double -1.000000e+01, double 3.000000e+00], [2 x double] [double 1.000000e+01, double -3.000000e+00], [2 x double] [double 5.500000e+00, double 2.000000e+00], [2 x double] [double -5.500000e+00, double 2.000000e+00], [2 x double] [double 1.000000e+300, double 3.000000e+00], [2 x double] [double 7.000000e+00, double 5.000000e-01]], align 8
@.str.2 = private unnamed_addr constant [29 x i8] c"fmod(%g,%g)=%g remainder=%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [24 x i8] c"0.1+0.2=%.17g eq0.3=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [22 x i8] c"f 0.1+0.2=%.9g eq=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"1+eps/2==1: %d 1+eps==1: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"eps halvings %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [41 x i8] c"sqrt %.17g %.17g cbrt %.17g hypot %.17g\0A\00", align 1
@.str.8 = private unnamed_addr constant [17 x i8] c"f 2^24+1 = %.1f\0A\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"25! = %.17g\0A\00", align 1
@.str.10 = private unnamed_addr constant [17 x i8] c"float div %a %a\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [8 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca [7 x [2 x double]], align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca float, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca float, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %19

19:                                               ; preds = %39, %0
  %20 = load i32, ptr %2, align 4
  %21 = icmp slt i32 %20, 10000
  br i1 %21, label %22, label %42

22:                                               ; preds = %19
  %23 = load i32, ptr %2, align 4
  %24 = srem i32 %23, 13
  %25 = add nsw i32 %24, 1
  %26 = sitofp i32 %25 to double
  %27 = fmul double 1.000000e-01, %26
  %28 = load i32, ptr %2, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [10000 x double], ptr @main.v, i64 0, i64 %29
  store double %27, ptr %30, align 8
  %31 = load i32, ptr %2, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [10000 x double], ptr @main.v, i64 0, i64 %32
  %34 = load double, ptr %33, align 8
  %35 = fptrunc double %34 to float
  %36 = load i32, ptr %2, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [10000 x float], ptr @main.fv, i64 0, i64 %37
  store float %35, ptr %38, align 4
  br label %39

39:                                               ; preds = %22
  %40 = load i32, ptr %2, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %2, align 4
  br label %19, !llvm.loop !6

42:                                               ; preds = %19
  %43 = call double @naive(ptr noundef @main.v, i32 noundef 10000)
  %44 = call double @kahan(ptr noundef @main.v, i32 noundef 10000)
  %45 = call float @fsum(ptr noundef @main.fv, i32 noundef 10000)
  %46 = fpext float %45 to double
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %43, double noundef %44, double noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.xs, i64 64, i1 false)
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %72, %42
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 8
  br i1 %50, label %51, label %75

51:                                               ; preds = %48
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [8 x double], ptr %3, i64 0, i64 %53
  %55 = load double, ptr %54, align 8
  store double %55, ptr %5, align 8
  %56 = load double, ptr %5, align 8
  %57 = load double, ptr %5, align 8
  %58 = call double @llvm.round.f64(double %57)
  %59 = load double, ptr %5, align 8
  %60 = call double @llvm.rint.f64(double %59)
  %61 = load double, ptr %5, align 8
  %62 = call double @llvm.nearbyint.f64(double %61)
  %63 = load double, ptr %5, align 8
  %64 = call double @llvm.floor.f64(double %63)
  %65 = load double, ptr %5, align 8
  %66 = call double @llvm.ceil.f64(double %65)
  %67 = load double, ptr %5, align 8
  %68 = call double @llvm.trunc.f64(double %67)
  %69 = load double, ptr %5, align 8
  %70 = call i64 @lround(double noundef %69) #6
  %71 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %56, double noundef %58, double noundef %60, double noundef %62, double noundef %64, double noundef %66, double noundef %68, i64 noundef %70)
  br label %72

72:                                               ; preds = %51
  %73 = load i32, ptr %4, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %4, align 4
  br label %48, !llvm.loop !8

75:                                               ; preds = %48
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.ys, i64 112, i1 false)
  store i32 0, ptr %7, align 4
  br label %76

76:                                               ; preds = %113, %75
  %77 = load i32, ptr %7, align 4
  %78 = icmp slt i32 %77, 7
  br i1 %78, label %79, label %116

79:                                               ; preds = %76
  %80 = load i32, ptr %7, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %81
  %83 = getelementptr inbounds [2 x double], ptr %82, i64 0, i64 0
  %84 = load double, ptr %83, align 8
  %85 = load i32, ptr %7, align 4
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %86
  %88 = getelementptr inbounds [2 x double], ptr %87, i64 0, i64 1
  %89 = load double, ptr %88, align 8
  %90 = load i32, ptr %7, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %91
  %93 = getelementptr inbounds [2 x double], ptr %92, i64 0, i64 0
  %94 = load double, ptr %93, align 8
  %95 = load i32, ptr %7, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %96
  %98 = getelementptr inbounds [2 x double], ptr %97, i64 0, i64 1
  %99 = load double, ptr %98, align 8
  %100 = call double @fmod(double noundef %94, double noundef %99) #6
  %101 = load i32, ptr %7, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %102
  %104 = getelementptr inbounds [2 x double], ptr %103, i64 0, i64 0
  %105 = load double, ptr %104, align 8
  %106 = load i32, ptr %7, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [7 x [2 x double]], ptr %6, i64 0, i64 %107
  %109 = getelementptr inbounds [2 x double], ptr %108, i64 0, i64 1
  %110 = load double, ptr %109, align 8
  %111 = call double @remainder(double noundef %105, double noundef %110) #6
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %84, double noundef %89, double noundef %100, double noundef %111)
  br label %113

113:                                              ; preds = %79
  %114 = load i32, ptr %7, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %7, align 4
  br label %76, !llvm.loop !9

116:                                              ; preds = %76
  store volatile double 1.000000e-01, ptr %8, align 8
  store volatile double 2.000000e-01, ptr %9, align 8
  %117 = load volatile double, ptr %8, align 8
  %118 = load volatile double, ptr %9, align 8
  %119 = fadd double %117, %118
  %120 = load volatile double, ptr %8, align 8
  %121 = load volatile double, ptr %9, align 8
  %122 = fadd double %120, %121
  %123 = fcmp oeq double %122, 3.000000e-01
  %124 = zext i1 %123 to i32
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %119, i32 noundef %124)
  store volatile float 0x3FB99999A0000000, ptr %10, align 4
  store volatile float 0x3FC99999A0000000, ptr %11, align 4
  %126 = load volatile float, ptr %10, align 4
  %127 = load volatile float, ptr %11, align 4
  %128 = fadd float %126, %127
  %129 = fpext float %128 to double
  %130 = load volatile float, ptr %10, align 4
  %131 = load volatile float, ptr %11, align 4
  %132 = fadd float %130, %131
  %133 = fcmp oeq float %132, 0x3FD3333340000000
  %134 = zext i1 %133 to i32
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %129, i32 noundef %134)
  store volatile double 1.000000e+00, ptr %12, align 8
  %136 = load volatile double, ptr %12, align 8
  %137 = fadd double %136, 0x3CA0000000000000
  %138 = load volatile double, ptr %12, align 8
  %139 = fcmp oeq double %137, %138
  %140 = zext i1 %139 to i32
  %141 = load volatile double, ptr %12, align 8
  %142 = fadd double %141, 0x3CB0000000000000
  %143 = load volatile double, ptr %12, align 8
  %144 = fcmp oeq double %142, %143
  %145 = zext i1 %144 to i32
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %140, i32 noundef %145)
  store double 1.000000e+00, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %147

147:                                              ; preds = %151, %116
  %148 = load double, ptr %13, align 8
  %149 = fadd double 1.000000e+00, %148
  %150 = fcmp une double %149, 1.000000e+00
  br i1 %150, label %151, label %156

151:                                              ; preds = %147
  %152 = load double, ptr %13, align 8
  %153 = fdiv double %152, 2.000000e+00
  store double %153, ptr %13, align 8
  %154 = load i32, ptr %14, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %14, align 4
  br label %147, !llvm.loop !10

156:                                              ; preds = %147
  %157 = load i32, ptr %14, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %157)
  %159 = call double @sqrt(double noundef 2.000000e+00) #6
  %160 = call double @sqrt(double noundef 1.000000e-310) #6
  store double 2.700000e+01, ptr %15, align 8
  %161 = load volatile double, ptr %15, align 8
  %162 = call double @cbrt(double noundef %161) #7
  %163 = call double @hypot(double noundef 3.000000e+200, double noundef 4.000000e+200) #6
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %159, double noundef %160, double noundef %162, double noundef %163)
  store float 0x4170000000000000, ptr %16, align 4
  %165 = load float, ptr %16, align 4
  %166 = fadd float %165, 1.000000e+00
  store float %166, ptr %16, align 4
  %167 = load float, ptr %16, align 4
  %168 = fpext float %167 to double
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %168)
  store double 1.000000e+00, ptr %17, align 8
  store i32 1, ptr %18, align 4
  br label %170

170:                                              ; preds = %178, %156
  %171 = load i32, ptr %18, align 4
  %172 = icmp sle i32 %171, 25
  br i1 %172, label %173, label %181

173:                                              ; preds = %170
  %174 = load i32, ptr %18, align 4
  %175 = sitofp i32 %174 to double
  %176 = load double, ptr %17, align 8
  %177 = fmul double %176, %175
  store double %177, ptr %17, align 8
  br label %178

178:                                              ; preds = %173
  %179 = load i32, ptr %18, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %18, align 4
  br label %170, !llvm.loop !11

181:                                              ; preds = %170
  %182 = load double, ptr %17, align 8
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %182)
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef 0x3FD5555560000000, double noundef 0x3FD5555555555555)
  %185 = call double @naive(ptr noundef @main.v, i32 noundef 10000)
  %186 = call double @llvm.round.f64(double %185)
  %187 = fptosi double %186 to i32
  %188 = srem i32 %187, 256
  ret i32 %188
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @naive(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds double, ptr %12, i64 %14
  %16 = load double, ptr %15, align 8
  %17 = load double, ptr %5, align 8
  %18 = fadd double %17, %16
  store double %18, ptr %5, align 8
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !12

22:                                               ; preds = %7
  %23 = load double, ptr %5, align 8
  ret double %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @kahan(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store double 0.000000e+00, ptr %5, align 8
  store double 0.000000e+00, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %10

10:                                               ; preds = %31, %2
  %11 = load i32, ptr %7, align 4
  %12 = load i32, ptr %4, align 4
  %13 = icmp slt i32 %11, %12
  br i1 %13, label %14, label %34

14:                                               ; preds = %10
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %7, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds double, ptr %15, i64 %17
  %19 = load double, ptr %18, align 8
  %20 = load double, ptr %6, align 8
  %21 = fsub double %19, %20
  store volatile double %21, ptr %8, align 8
  %22 = load double, ptr %5, align 8
  %23 = load volatile double, ptr %8, align 8
  %24 = fadd double %22, %23
  store volatile double %24, ptr %9, align 8
  %25 = load volatile double, ptr %9, align 8
  %26 = load double, ptr %5, align 8
  %27 = fsub double %25, %26
  %28 = load volatile double, ptr %8, align 8
  %29 = fsub double %27, %28
  store double %29, ptr %6, align 8
  %30 = load volatile double, ptr %9, align 8
  store double %30, ptr %5, align 8
  br label %31

31:                                               ; preds = %14
  %32 = load i32, ptr %7, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %7, align 4
  br label %10, !llvm.loop !13

34:                                               ; preds = %10
  %35 = load double, ptr %5, align 8
  ret double %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @fsum(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca float, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store float 0.000000e+00, ptr %5, align 4
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %22

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i32, ptr %6, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds float, ptr %12, i64 %14
  %16 = load float, ptr %15, align 4
  %17 = load float, ptr %5, align 4
  %18 = fadd float %17, %16
  store float %18, ptr %5, align 4
  br label %19

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %6, align 4
  br label %7, !llvm.loop !14

22:                                               ; preds = %7
  %23 = load float, ptr %5, align 4
  ret float %23
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #3

; Function Attrs: nounwind
declare i64 @lround(double noundef) #4

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @remainder(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nounwind willreturn memory(none)
declare double @cbrt(double noundef) #5

; Function Attrs: nounwind
declare double @hypot(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(none) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
