; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %21 = alloca i32, align 4
  %22 = alloca <4 x float>, align 16
  store i32 0, ptr %1, align 4
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x46293E5940000000>, ptr %2, align 16
  store <4 x float> <float 5.000000e-01, float 4.000000e+00, float 0x3FC99999A0000000, float 0x46293E5940000000>, ptr %3, align 16
  %23 = load <4 x float>, ptr %2, align 16
  %24 = load <4 x float>, ptr %3, align 16
  %25 = call <4 x float> @arith4(<4 x float> noundef %23, <4 x float> noundef %24)
  store <4 x float> %25, ptr %4, align 16
  %26 = load <4 x float>, ptr %4, align 16
  %27 = extractelement <4 x float> %26, i32 0
  %28 = call ptr @show(float noundef %27)
  %29 = load <4 x float>, ptr %4, align 16
  %30 = extractelement <4 x float> %29, i32 1
  %31 = call ptr @show(float noundef %30)
  %32 = load <4 x float>, ptr %4, align 16
  %33 = extractelement <4 x float> %32, i32 2
  %34 = call ptr @show(float noundef %33)
  %35 = load <4 x float>, ptr %4, align 16
  %36 = extractelement <4 x float> %35, i32 3
  %37 = call ptr @show(float noundef %36)
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %28, ptr noundef %31, ptr noundef %34, ptr noundef %37)
  store <2 x double> <double 3.000000e+00, double 1.000000e-300>, ptr %6, align 16
  %39 = load <2 x double>, ptr %6, align 16
  store <2 x double> <double 1.000000e-01, double 1.000000e+300>, ptr %7, align 16
  %40 = load <2 x double>, ptr %7, align 16
  %41 = call <2 x double> @arith2(<2 x double> noundef %39, <2 x double> noundef %40)
  store <2 x double> %41, ptr %5, align 16
  %42 = load <2 x double>, ptr %5, align 16
  %43 = extractelement <2 x double> %42, i32 0
  %44 = load <2 x double>, ptr %5, align 16
  %45 = extractelement <2 x double> %44, i32 1
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43, double noundef %45)
  store <4 x float> <float 0x7FF8000000000000, float 1.000000e+00, float -0.000000e+00, float 0x7FF0000000000000>, ptr %8, align 16
  store <4 x float> <float 1.000000e+00, float 0x7FF8000000000000, float 0.000000e+00, float 0x7FF0000000000000>, ptr %9, align 16
  %47 = load <4 x float>, ptr %8, align 16
  %48 = load <4 x float>, ptr %9, align 16
  %49 = call <4 x i32> @lt(<4 x float> noundef %47, <4 x float> noundef %48)
  store <4 x i32> %49, ptr %10, align 16
  %50 = load <4 x float>, ptr %8, align 16
  %51 = load <4 x float>, ptr %9, align 16
  %52 = call <4 x i32> @ne(<4 x float> noundef %50, <4 x float> noundef %51)
  store <4 x i32> %52, ptr %11, align 16
  store <2 x double> <double 0x7FF8000000000000, double 2.000000e+00>, ptr %13, align 16
  %53 = load <2 x double>, ptr %13, align 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %14, align 16
  %54 = load <2 x double>, ptr %14, align 16
  %55 = call <2 x i64> @ge(<2 x double> noundef %53, <2 x double> noundef %54)
  store <2 x i64> %55, ptr %12, align 16
  %56 = load <4 x i32>, ptr %10, align 16
  %57 = extractelement <4 x i32> %56, i32 0
  %58 = load <4 x i32>, ptr %10, align 16
  %59 = extractelement <4 x i32> %58, i32 1
  %60 = load <4 x i32>, ptr %10, align 16
  %61 = extractelement <4 x i32> %60, i32 2
  %62 = load <4 x i32>, ptr %10, align 16
  %63 = extractelement <4 x i32> %62, i32 3
  %64 = load <4 x i32>, ptr %11, align 16
  %65 = extractelement <4 x i32> %64, i32 0
  %66 = load <4 x i32>, ptr %11, align 16
  %67 = extractelement <4 x i32> %66, i32 1
  %68 = load <4 x i32>, ptr %11, align 16
  %69 = extractelement <4 x i32> %68, i32 2
  %70 = load <4 x i32>, ptr %11, align 16
  %71 = extractelement <4 x i32> %70, i32 3
  %72 = load <2 x i64>, ptr %12, align 16
  %73 = extractelement <2 x i64> %72, i32 0
  %74 = load <2 x i64>, ptr %12, align 16
  %75 = extractelement <2 x i64> %74, i32 1
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %57, i32 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69, i32 noundef %71, i64 noundef %73, i64 noundef %75)
  %77 = load <4 x float>, ptr %2, align 16
  %78 = load <4 x float>, ptr %3, align 16
  %79 = call <4 x float> @vmin(<4 x float> noundef %77, <4 x float> noundef %78)
  store <4 x float> %79, ptr %15, align 16
  store <4 x float> <float 0.000000e+00, float -1.500000e+00, float 0x7FF0000000000000, float 2.000000e+00>, ptr %17, align 16
  %80 = load <4 x float>, ptr %17, align 16
  %81 = call <4 x float> @neg(<4 x float> noundef %80)
  store <4 x float> %81, ptr %16, align 16
  %82 = load <4 x float>, ptr %15, align 16
  %83 = extractelement <4 x float> %82, i32 0
  %84 = call ptr @show(float noundef %83)
  %85 = load <4 x float>, ptr %15, align 16
  %86 = extractelement <4 x float> %85, i32 1
  %87 = call ptr @show(float noundef %86)
  %88 = load <4 x float>, ptr %15, align 16
  %89 = extractelement <4 x float> %88, i32 2
  %90 = call ptr @show(float noundef %89)
  %91 = load <4 x float>, ptr %15, align 16
  %92 = extractelement <4 x float> %91, i32 3
  %93 = call ptr @show(float noundef %92)
  %94 = load <4 x float>, ptr %16, align 16
  %95 = extractelement <4 x float> %94, i32 0
  %96 = call ptr @show(float noundef %95)
  %97 = load <4 x float>, ptr %16, align 16
  %98 = extractelement <4 x float> %97, i32 1
  %99 = call ptr @show(float noundef %98)
  %100 = load <4 x float>, ptr %16, align 16
  %101 = extractelement <4 x float> %100, i32 2
  %102 = call ptr @show(float noundef %101)
  %103 = load <4 x float>, ptr %16, align 16
  %104 = extractelement <4 x float> %103, i32 3
  %105 = call ptr @show(float noundef %104)
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %84, ptr noundef %87, ptr noundef %90, ptr noundef %93, ptr noundef %96, ptr noundef %99, ptr noundef %102, ptr noundef %105)
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %18, align 32
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %19, align 32
  %107 = load <8 x float>, ptr %18, align 32
  %108 = load <8 x float>, ptr %19, align 32
  %109 = call <8 x float> @arith8(<8 x float> noundef %107, <8 x float> noundef %108)
  store <8 x float> %109, ptr %20, align 32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %21, align 4
  br label %111

111:                                              ; preds = %120, %0
  %112 = load i32, ptr %21, align 4
  %113 = icmp slt i32 %112, 8
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = load <8 x float>, ptr %20, align 32
  %116 = load i32, ptr %21, align 4
  %117 = extractelement <8 x float> %115, i32 %116
  %118 = call ptr @show(float noundef %117)
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %118)
  br label %120

120:                                              ; preds = %114
  %121 = load i32, ptr %21, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %21, align 4
  br label %111, !llvm.loop !5

123:                                              ; preds = %111
  %124 = load <4 x float>, ptr %4, align 16
  %125 = call float @hsum(<4 x float> noundef %124)
  %126 = call ptr @show(float noundef %125)
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %126)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %22, align 16
  %128 = load <4 x float>, ptr %22, align 16
  %129 = call float @hsum(<4 x float> noundef %128)
  %130 = fptosi float %129 to i32
  ret i32 %130
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

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @show(float noundef %0) #2 {
  %2 = alloca ptr, align 8
  %3 = alloca float, align 4
  store float %0, ptr %3, align 4
  %4 = load i32, ptr @show.k, align 4
  %5 = add nsw i32 %4, 1
  %6 = and i32 %5, 15
  store i32 %6, ptr @show.k, align 4
  %7 = load float, ptr %3, align 4
  %8 = call i32 @__isnanf(float noundef %7)
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %11

10:                                               ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %23

11:                                               ; preds = %1
  %12 = load i32, ptr @show.k, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %13
  %15 = getelementptr inbounds [32 x i8], ptr %14, i64 0, i64 0
  %16 = load float, ptr %3, align 4
  %17 = fpext float %16 to double
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %15, i64 noundef 32, ptr noundef @.str.8, double noundef %17)
  %19 = load i32, ptr @show.k, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %20
  %22 = getelementptr inbounds [32 x i8], ptr %21, i64 0, i64 0
  store ptr %22, ptr %2, align 8
  br label %23

23:                                               ; preds = %11, %10
  %24 = load ptr, ptr %2, align 8
  ret ptr %24
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
define internal <8 x float> @arith8(<8 x float> noundef %0, <8 x float> noundef %1) #0 {
  %3 = alloca <8 x float>, align 32
  %4 = alloca <8 x float>, align 32
  store <8 x float> %0, ptr %3, align 32
  store <8 x float> %1, ptr %4, align 32
  %5 = load <8 x float>, ptr %3, align 32
  %6 = load <8 x float>, ptr %4, align 32
  %7 = fmul <8 x float> %5, %6
  %8 = load <8 x float>, ptr %3, align 32
  %9 = fadd <8 x float> %7, %8
  ret <8 x float> %9
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

declare dso_local i32 @__isnanf(float noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
