; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"arith4 %s %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"arith2 %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"lt %d %d %d %d ne %d %d %d %d ge %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"min %s %s %s %s neg %s %s %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"\0Ahsum %s\0A\00", align 1
@show.buf = internal global [16 x [32 x i8]] zeroinitializer, align 16
@show.k = internal global i32 0, align 4
@.str.7 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.8 = private unnamed_addr constant [3 x i8] c"%a\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x float>, align 16
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <2 x double>, align 16
  %6 = alloca <2 x double>, align 16
  %7 = alloca <2 x double>, align 16
  %8 = alloca <4 x float>, align 16
  %9 = alloca <4 x float>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <2 x i64>, align 16
  %13 = alloca <2 x double>, align 16
  %14 = alloca <2 x double>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x float>, align 16
  %18 = alloca <8 x float>, align 32
  %19 = alloca <8 x float>, align 32
  %20 = alloca <8 x float>, align 32
  %21 = alloca <8 x float>, align 32
  %22 = alloca <8 x float>, align 32
  %23 = alloca i32, align 4
  %24 = alloca <4 x float>, align 16
  store i32 0, ptr %1, align 4
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x46293E5940000000>, ptr %2, align 16
  store <4 x float> <float 5.000000e-01, float 4.000000e+00, float 0x3FC99999A0000000, float 0x46293E5940000000>, ptr %3, align 16
  %25 = load <4 x float>, ptr %2, align 16
  %26 = load <4 x float>, ptr %3, align 16
  %27 = call <4 x float> @arith4(<4 x float> noundef %25, <4 x float> noundef %26)
  store <4 x float> %27, ptr %4, align 16
  %28 = load <4 x float>, ptr %4, align 16
  %29 = extractelement <4 x float> %28, i32 0
  %30 = call ptr @show(float noundef %29)
  %31 = load <4 x float>, ptr %4, align 16
  %32 = extractelement <4 x float> %31, i32 1
  %33 = call ptr @show(float noundef %32)
  %34 = load <4 x float>, ptr %4, align 16
  %35 = extractelement <4 x float> %34, i32 2
  %36 = call ptr @show(float noundef %35)
  %37 = load <4 x float>, ptr %4, align 16
  %38 = extractelement <4 x float> %37, i32 3
  %39 = call ptr @show(float noundef %38)
  %40 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %30, ptr noundef %33, ptr noundef %36, ptr noundef %39)
  store <2 x double> <double 3.000000e+00, double 1.000000e-300>, ptr %6, align 16
  %41 = load <2 x double>, ptr %6, align 16
  store <2 x double> <double 1.000000e-01, double 1.000000e+300>, ptr %7, align 16
  %42 = load <2 x double>, ptr %7, align 16
  %43 = call <2 x double> @arith2(<2 x double> noundef %41, <2 x double> noundef %42)
  store <2 x double> %43, ptr %5, align 16
  %44 = load <2 x double>, ptr %5, align 16
  %45 = extractelement <2 x double> %44, i32 0
  %46 = load <2 x double>, ptr %5, align 16
  %47 = extractelement <2 x double> %46, i32 1
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %45, double noundef %47)
  store <4 x float> <float 0x7FF8000000000000, float 1.000000e+00, float -0.000000e+00, float 0x7FF0000000000000>, ptr %8, align 16
  store <4 x float> <float 1.000000e+00, float 0x7FF8000000000000, float 0.000000e+00, float 0x7FF0000000000000>, ptr %9, align 16
  %49 = load <4 x float>, ptr %8, align 16
  %50 = load <4 x float>, ptr %9, align 16
  %51 = call <4 x i32> @lt(<4 x float> noundef %49, <4 x float> noundef %50)
  store <4 x i32> %51, ptr %10, align 16
  %52 = load <4 x float>, ptr %8, align 16
  %53 = load <4 x float>, ptr %9, align 16
  %54 = call <4 x i32> @ne(<4 x float> noundef %52, <4 x float> noundef %53)
  store <4 x i32> %54, ptr %11, align 16
  store <2 x double> <double 0x7FF8000000000000, double 2.000000e+00>, ptr %13, align 16
  %55 = load <2 x double>, ptr %13, align 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %14, align 16
  %56 = load <2 x double>, ptr %14, align 16
  %57 = call <2 x i64> @ge(<2 x double> noundef %55, <2 x double> noundef %56)
  store <2 x i64> %57, ptr %12, align 16
  %58 = load <4 x i32>, ptr %10, align 16
  %59 = extractelement <4 x i32> %58, i32 0
  %60 = load <4 x i32>, ptr %10, align 16
  %61 = extractelement <4 x i32> %60, i32 1
  %62 = load <4 x i32>, ptr %10, align 16
  %63 = extractelement <4 x i32> %62, i32 2
  %64 = load <4 x i32>, ptr %10, align 16
  %65 = extractelement <4 x i32> %64, i32 3
  %66 = load <4 x i32>, ptr %11, align 16
  %67 = extractelement <4 x i32> %66, i32 0
  %68 = load <4 x i32>, ptr %11, align 16
  %69 = extractelement <4 x i32> %68, i32 1
  %70 = load <4 x i32>, ptr %11, align 16
  %71 = extractelement <4 x i32> %70, i32 2
  %72 = load <4 x i32>, ptr %11, align 16
  %73 = extractelement <4 x i32> %72, i32 3
  %74 = load <2 x i64>, ptr %12, align 16
  %75 = extractelement <2 x i64> %74, i32 0
  %76 = load <2 x i64>, ptr %12, align 16
  %77 = extractelement <2 x i64> %76, i32 1
  %78 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69, i32 noundef %71, i32 noundef %73, i64 noundef %75, i64 noundef %77)
  %79 = load <4 x float>, ptr %2, align 16
  %80 = load <4 x float>, ptr %3, align 16
  %81 = call <4 x float> @vmin(<4 x float> noundef %79, <4 x float> noundef %80)
  store <4 x float> %81, ptr %15, align 16
  store <4 x float> <float 0.000000e+00, float -1.500000e+00, float 0x7FF0000000000000, float 2.000000e+00>, ptr %17, align 16
  %82 = load <4 x float>, ptr %17, align 16
  %83 = call <4 x float> @neg(<4 x float> noundef %82)
  store <4 x float> %83, ptr %16, align 16
  %84 = load <4 x float>, ptr %15, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = call ptr @show(float noundef %85)
  %87 = load <4 x float>, ptr %15, align 16
  %88 = extractelement <4 x float> %87, i32 1
  %89 = call ptr @show(float noundef %88)
  %90 = load <4 x float>, ptr %15, align 16
  %91 = extractelement <4 x float> %90, i32 2
  %92 = call ptr @show(float noundef %91)
  %93 = load <4 x float>, ptr %15, align 16
  %94 = extractelement <4 x float> %93, i32 3
  %95 = call ptr @show(float noundef %94)
  %96 = load <4 x float>, ptr %16, align 16
  %97 = extractelement <4 x float> %96, i32 0
  %98 = call ptr @show(float noundef %97)
  %99 = load <4 x float>, ptr %16, align 16
  %100 = extractelement <4 x float> %99, i32 1
  %101 = call ptr @show(float noundef %100)
  %102 = load <4 x float>, ptr %16, align 16
  %103 = extractelement <4 x float> %102, i32 2
  %104 = call ptr @show(float noundef %103)
  %105 = load <4 x float>, ptr %16, align 16
  %106 = extractelement <4 x float> %105, i32 3
  %107 = call ptr @show(float noundef %106)
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %86, ptr noundef %89, ptr noundef %92, ptr noundef %95, ptr noundef %98, ptr noundef %101, ptr noundef %104, ptr noundef %107)
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %18, align 32
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %19, align 32
  %109 = load <8 x float>, ptr %18, align 32
  %110 = load <8 x float>, ptr %19, align 32
  store <8 x float> %109, ptr %21, align 32
  store <8 x float> %110, ptr %22, align 32
  %111 = call <8 x float> @arith8(ptr noundef byval(<8 x float>) align 32 %21, ptr noundef byval(<8 x float>) align 32 %22)
  store <8 x float> %111, ptr %20, align 32
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %23, align 4
  br label %113

113:                                              ; preds = %122, %0
  %114 = load i32, ptr %23, align 4
  %115 = icmp slt i32 %114, 8
  br i1 %115, label %116, label %125

116:                                              ; preds = %113
  %117 = load <8 x float>, ptr %20, align 32
  %118 = load i32, ptr %23, align 4
  %119 = extractelement <8 x float> %117, i32 %118
  %120 = call ptr @show(float noundef %119)
  %121 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %120)
  br label %122

122:                                              ; preds = %116
  %123 = load i32, ptr %23, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %23, align 4
  br label %113, !llvm.loop !6

125:                                              ; preds = %113
  %126 = load <4 x float>, ptr %4, align 16
  %127 = call float @hsum(<4 x float> noundef %126)
  %128 = call ptr @show(float noundef %127)
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %128)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %24, align 16
  %130 = load <4 x float>, ptr %24, align 16
  %131 = call float @hsum(<4 x float> noundef %130)
  %132 = fptosi float %131 to i32
  ret i32 %132
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @arith4(<4 x float> noundef %0, <4 x float> noundef %1) #1 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load <4 x float>, ptr %4, align 16
  %8 = fadd <4 x float> %6, %7
  %9 = load <4 x float>, ptr %3, align 16
  %10 = load <4 x float>, ptr %4, align 16
  %11 = fsub <4 x float> %9, %10
  %12 = fmul <4 x float> %8, %11
  %13 = load <4 x float>, ptr %4, align 16
  store <4 x float> <float 1.000000e+00, float 1.000000e+00, float 1.000000e+00, float 1.000000e+00>, ptr %5, align 16
  %14 = load <4 x float>, ptr %5, align 16
  %15 = fadd <4 x float> %13, %14
  %16 = fdiv <4 x float> %12, %15
  ret <4 x float> %16
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @show(float noundef %0) #3 {
  %2 = alloca ptr, align 8
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load i32, ptr @show.k, align 4
  %5 = add nsw i32 %4, 1
  %6 = and i32 %5, 15
  store i32 %6, ptr @show.k, align 4
  %7 = load float, ptr %3, align 4
  %8 = call i1 @llvm.is.fpclass.f32(float %7, i32 3)
  br i1 %8, label %9, label %10

9:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %22

10:                                               ; preds = %1
  %11 = load i32, ptr @show.k, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %12
  %14 = getelementptr inbounds [32 x i8], ptr %13, i64 0, i64 0
  %15 = load float, ptr %3, align 4
  %16 = fpext float %15 to double
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef 32, ptr noundef @.str.8, double noundef %16) #6
  %18 = load i32, ptr @show.k, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %19
  %21 = getelementptr inbounds [32 x i8], ptr %20, i64 0, i64 0
  store ptr %21, ptr %2, align 8
  br label %22

22:                                               ; preds = %10, %9
  %23 = load ptr, ptr %2, align 8
  ret ptr %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @arith2(<2 x double> noundef %0, <2 x double> noundef %1) #1 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fmul <2 x double> %5, %6
  %8 = load <2 x double>, ptr %3, align 16
  %9 = load <2 x double>, ptr %4, align 16
  %10 = fdiv <2 x double> %8, %9
  %11 = fsub <2 x double> %7, %10
  ret <2 x double> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @lt(<4 x float> noundef %0, <4 x float> noundef %1) #1 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = fcmp olt <4 x float> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  ret <4 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @ne(<4 x float> noundef %0, <4 x float> noundef %1) #1 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %5 = load <4 x float>, ptr %3, align 16
  %6 = load <4 x float>, ptr %4, align 16
  %7 = fcmp une <4 x float> %5, %6
  %8 = sext <4 x i1> %7 to <4 x i32>
  ret <4 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @ge(<2 x double> noundef %0, <2 x double> noundef %1) #1 {
  %3 = alloca <2 x double>, align 16
  %4 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %3, align 16
  store <2 x double> %1, ptr %4, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = load <2 x double>, ptr %4, align 16
  %7 = fcmp oge <2 x double> %5, %6
  %8 = sext <2 x i1> %7 to <2 x i64>
  ret <2 x i64> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @vmin(<4 x float> noundef %0, <4 x float> noundef %1) #1 {
  %3 = alloca <4 x float>, align 16
  %4 = alloca <4 x float>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x float> %0, ptr %3, align 16
  store <4 x float> %1, ptr %4, align 16
  %6 = load <4 x float>, ptr %3, align 16
  %7 = load <4 x float>, ptr %4, align 16
  %8 = fcmp olt <4 x float> %6, %7
  %9 = sext <4 x i1> %8 to <4 x i32>
  store <4 x i32> %9, ptr %5, align 16
  %10 = load <4 x float>, ptr %3, align 16
  %11 = bitcast <4 x float> %10 to <4 x i32>
  %12 = load <4 x i32>, ptr %5, align 16
  %13 = and <4 x i32> %11, %12
  %14 = load <4 x float>, ptr %4, align 16
  %15 = bitcast <4 x float> %14 to <4 x i32>
  %16 = load <4 x i32>, ptr %5, align 16
  %17 = xor <4 x i32> %16, <i32 -1, i32 -1, i32 -1, i32 -1>
  %18 = and <4 x i32> %15, %17
  %19 = or <4 x i32> %13, %18
  %20 = bitcast <4 x i32> %19 to <4 x float>
  ret <4 x float> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @neg(<4 x float> noundef %0) #1 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fneg <4 x float> %3
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x float> @arith8(ptr noundef byval(<8 x float>) align 32 %0, ptr noundef byval(<8 x float>) align 32 %1) #0 {
  %3 = alloca <8 x float>, align 32
  %4 = alloca <8 x float>, align 32
  %5 = load <8 x float>, ptr %0, align 32
  %6 = load <8 x float>, ptr %1, align 32
  store <8 x float> %5, ptr %3, align 32
  store <8 x float> %6, ptr %4, align 32
  %7 = load <8 x float>, ptr %3, align 32
  %8 = load <8 x float>, ptr %4, align 32
  %9 = fmul <8 x float> %7, %8
  %10 = load <8 x float>, ptr %3, align 32
  %11 = fadd <8 x float> %9, %10
  ret <8 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @hsum(<4 x float> noundef %0) #1 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = extractelement <4 x float> %3, i32 0
  %5 = load <4 x float>, ptr %2, align 16
  %6 = extractelement <4 x float> %5, i32 1
  %7 = fadd float %4, %6
  %8 = load <4 x float>, ptr %2, align 16
  %9 = extractelement <4 x float> %8, i32 2
  %10 = fadd float %7, %9
  %11 = load <4 x float>, ptr %2, align 16
  %12 = extractelement <4 x float> %11, i32 3
  %13 = fadd float %10, %12
  ret float %13
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #4

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
