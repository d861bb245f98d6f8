; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"arith4 %s %s %s %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"arith2 %a %a\0A\00", align 1
@.str.2 = private unnamed_addr constant [44 x i8] c"lt %d %d %d %d ne %d %d %d %d ge %lld %lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"min %s %s %s %s neg %s %s %s %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"\0Ahsum %s\0A\00", align 1
@show.buf = internal global [16 x [32 x i8]] zeroinitializer, align 1
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
  %18 = alloca <8 x float>, align 16
  %19 = alloca <8 x float>, align 16
  %20 = alloca <8 x float>, align 16
  %21 = alloca <8 x float>, align 16
  %22 = alloca <8 x float>, align 16
  %23 = alloca <8 x float>, align 16
  %24 = alloca i32, align 4
  %25 = alloca <4 x float>, align 16
  store i32 0, ptr %1, align 4
  store <4 x float> <float 1.500000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x46293E5940000000>, ptr %2, align 16
  store <4 x float> <float 5.000000e-01, float 4.000000e+00, float 0x3FC99999A0000000, float 0x46293E5940000000>, ptr %3, align 16
  %26 = load <4 x float>, ptr %2, align 16
  %27 = load <4 x float>, ptr %3, align 16
  %28 = call <4 x float> @arith4(<4 x float> noundef %26, <4 x float> noundef %27)
  store <4 x float> %28, ptr %4, align 16
  %29 = load <4 x float>, ptr %4, align 16
  %30 = extractelement <4 x float> %29, i32 0
  %31 = call ptr @show(float noundef %30)
  %32 = load <4 x float>, ptr %4, align 16
  %33 = extractelement <4 x float> %32, i32 1
  %34 = call ptr @show(float noundef %33)
  %35 = load <4 x float>, ptr %4, align 16
  %36 = extractelement <4 x float> %35, i32 2
  %37 = call ptr @show(float noundef %36)
  %38 = load <4 x float>, ptr %4, align 16
  %39 = extractelement <4 x float> %38, i32 3
  %40 = call ptr @show(float noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %31, ptr noundef %34, ptr noundef %37, ptr noundef %40)
  store <2 x double> <double 3.000000e+00, double 1.000000e-300>, ptr %6, align 16
  %42 = load <2 x double>, ptr %6, align 16
  store <2 x double> <double 1.000000e-01, double 1.000000e+300>, ptr %7, align 16
  %43 = load <2 x double>, ptr %7, align 16
  %44 = call <2 x double> @arith2(<2 x double> noundef %42, <2 x double> noundef %43)
  store <2 x double> %44, ptr %5, align 16
  %45 = load <2 x double>, ptr %5, align 16
  %46 = extractelement <2 x double> %45, i32 0
  %47 = load <2 x double>, ptr %5, align 16
  %48 = extractelement <2 x double> %47, i32 1
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %46, double noundef %48)
  store <4 x float> <float 0x7FF8000000000000, float 1.000000e+00, float -0.000000e+00, float 0x7FF0000000000000>, ptr %8, align 16
  store <4 x float> <float 1.000000e+00, float 0x7FF8000000000000, float 0.000000e+00, float 0x7FF0000000000000>, ptr %9, align 16
  %50 = load <4 x float>, ptr %8, align 16
  %51 = load <4 x float>, ptr %9, align 16
  %52 = call <4 x i32> @lt(<4 x float> noundef %50, <4 x float> noundef %51)
  store <4 x i32> %52, ptr %10, align 16
  %53 = load <4 x float>, ptr %8, align 16
  %54 = load <4 x float>, ptr %9, align 16
  %55 = call <4 x i32> @ne(<4 x float> noundef %53, <4 x float> noundef %54)
  store <4 x i32> %55, ptr %11, align 16
  store <2 x double> <double 0x7FF8000000000000, double 2.000000e+00>, ptr %13, align 16
  %56 = load <2 x double>, ptr %13, align 16
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %14, align 16
  %57 = load <2 x double>, ptr %14, align 16
  %58 = call <2 x i64> @ge(<2 x double> noundef %56, <2 x double> noundef %57)
  store <2 x i64> %58, ptr %12, align 16
  %59 = load <4 x i32>, ptr %10, align 16
  %60 = extractelement <4 x i32> %59, i32 0
  %61 = load <4 x i32>, ptr %10, align 16
  %62 = extractelement <4 x i32> %61, i32 1
  %63 = load <4 x i32>, ptr %10, align 16
  %64 = extractelement <4 x i32> %63, i32 2
  %65 = load <4 x i32>, ptr %10, align 16
  %66 = extractelement <4 x i32> %65, i32 3
  %67 = load <4 x i32>, ptr %11, align 16
  %68 = extractelement <4 x i32> %67, i32 0
  %69 = load <4 x i32>, ptr %11, align 16
  %70 = extractelement <4 x i32> %69, i32 1
  %71 = load <4 x i32>, ptr %11, align 16
  %72 = extractelement <4 x i32> %71, i32 2
  %73 = load <4 x i32>, ptr %11, align 16
  %74 = extractelement <4 x i32> %73, i32 3
  %75 = load <2 x i64>, ptr %12, align 16
  %76 = extractelement <2 x i64> %75, i32 0
  %77 = load <2 x i64>, ptr %12, align 16
  %78 = extractelement <2 x i64> %77, i32 1
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66, i32 noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i64 noundef %76, i64 noundef %78)
  %80 = load <4 x float>, ptr %2, align 16
  %81 = load <4 x float>, ptr %3, align 16
  %82 = call <4 x float> @vmin(<4 x float> noundef %80, <4 x float> noundef %81)
  store <4 x float> %82, ptr %15, align 16
  store <4 x float> <float 0.000000e+00, float -1.500000e+00, float 0x7FF0000000000000, float 2.000000e+00>, ptr %17, align 16
  %83 = load <4 x float>, ptr %17, align 16
  %84 = call <4 x float> @neg(<4 x float> noundef %83)
  store <4 x float> %84, ptr %16, align 16
  %85 = load <4 x float>, ptr %15, align 16
  %86 = extractelement <4 x float> %85, i32 0
  %87 = call ptr @show(float noundef %86)
  %88 = load <4 x float>, ptr %15, align 16
  %89 = extractelement <4 x float> %88, i32 1
  %90 = call ptr @show(float noundef %89)
  %91 = load <4 x float>, ptr %15, align 16
  %92 = extractelement <4 x float> %91, i32 2
  %93 = call ptr @show(float noundef %92)
  %94 = load <4 x float>, ptr %15, align 16
  %95 = extractelement <4 x float> %94, i32 3
  %96 = call ptr @show(float noundef %95)
  %97 = load <4 x float>, ptr %16, align 16
  %98 = extractelement <4 x float> %97, i32 0
  %99 = call ptr @show(float noundef %98)
  %100 = load <4 x float>, ptr %16, align 16
  %101 = extractelement <4 x float> %100, i32 1
  %102 = call ptr @show(float noundef %101)
  %103 = load <4 x float>, ptr %16, align 16
  %104 = extractelement <4 x float> %103, i32 2
  %105 = call ptr @show(float noundef %104)
  %106 = load <4 x float>, ptr %16, align 16
  %107 = extractelement <4 x float> %106, i32 3
  %108 = call ptr @show(float noundef %107)
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %87, ptr noundef %90, ptr noundef %93, ptr noundef %96, ptr noundef %99, ptr noundef %102, ptr noundef %105, ptr noundef %108)
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %18, align 16
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %19, align 16
  %110 = load <8 x float>, ptr %18, align 16
  %111 = load <8 x float>, ptr %19, align 16
  store <8 x float> %110, ptr %22, align 16
  store <8 x float> %111, ptr %23, align 16
  call void @arith8(ptr dead_on_unwind writable sret(<8 x float>) align 16 %21, ptr noundef %22, ptr noundef %23)
  %112 = load <8 x float>, ptr %21, align 16
  store <8 x float> %112, ptr %20, align 16
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %24, align 4
  br label %114

114:                                              ; preds = %123, %0
  %115 = load i32, ptr %24, align 4
  %116 = icmp slt i32 %115, 8
  br i1 %116, label %117, label %126

117:                                              ; preds = %114
  %118 = load <8 x float>, ptr %20, align 16
  %119 = load i32, ptr %24, align 4
  %120 = extractelement <8 x float> %118, i32 %119
  %121 = call ptr @show(float noundef %120)
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, ptr noundef %121)
  br label %123

123:                                              ; preds = %117
  %124 = load i32, ptr %24, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %24, align 4
  br label %114, !llvm.loop !6

126:                                              ; preds = %114
  %127 = load <4 x float>, ptr %4, align 16
  %128 = call float @hsum(<4 x float> noundef %127)
  %129 = call ptr @show(float noundef %128)
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %129)
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %25, align 16
  %131 = load <4 x float>, ptr %25, align 16
  %132 = call float @hsum(<4 x float> noundef %131)
  %133 = fptosi float %132 to i32
  ret i32 %133
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @arith4(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
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

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @show(float noundef %0) #0 {
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
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %14, i64 noundef 32, ptr noundef @.str.8, double noundef %16) #4
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
define internal <2 x double> @arith2(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
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
define internal <4 x i32> @lt(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
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
define internal <4 x i32> @ne(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
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
define internal <2 x i64> @ge(<2 x double> noundef %0, <2 x double> noundef %1) #0 {
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
define internal <4 x float> @vmin(<4 x float> noundef %0, <4 x float> noundef %1) #0 {
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
define internal <4 x float> @neg(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fneg <4 x float> %3
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @arith8(ptr dead_on_unwind noalias writable sret(<8 x float>) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca <8 x float>, align 16
  %5 = alloca <8 x float>, align 16
  %6 = load <8 x float>, ptr %1, align 16
  %7 = load <8 x float>, ptr %2, align 16
  store <8 x float> %6, ptr %4, align 16
  store <8 x float> %7, ptr %5, align 16
  %8 = load <8 x float>, ptr %4, align 16
  %9 = load <8 x float>, ptr %5, align 16
  %10 = fmul <8 x float> %8, %9
  %11 = load <8 x float>, ptr %4, align 16
  %12 = fadd <8 x float> %10, %11
  store <8 x float> %12, ptr %0, align 16
  %13 = load <8 x float>, ptr %0, align 16
  store <8 x float> %13, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @hsum(<4 x float> noundef %0) #0 {
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
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
