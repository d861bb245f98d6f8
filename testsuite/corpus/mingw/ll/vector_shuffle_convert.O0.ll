; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [74 x i8] c"rev %d %d %d %d | il %d %d %d %d | bc %d | concat[5]=%d | hi %d %d %d %d\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"byte_rev %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"i2f %a %a %a %a\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"f2i %d %d %d %d f2d %a %a %a %a\0A\00", align 1
@.str.4 = private unnamed_addr constant [74 x i8] c"widen16 %d %d %d %d widen8u %d %d %d %d narrow %d %d %d %d w64 %lld %lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <4 x i32>, align 16
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <4 x i32>, align 16
  %9 = alloca <16 x i8>, align 16
  %10 = alloca <16 x i8>, align 16
  %11 = alloca <4 x float>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x float>, align 16
  %15 = alloca <4 x double>, align 32
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i16>, align 8
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i8>, align 4
  %21 = alloca <4 x i16>, align 8
  %22 = alloca <4 x i32>, align 16
  %23 = alloca <4 x i64>, align 32
  %24 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, ptr %2, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr %3, align 16
  %25 = load <4 x i32>, ptr %2, align 16
  %26 = call <4 x i32> @rev(<4 x i32> noundef %25)
  store <4 x i32> %26, ptr %4, align 16
  %27 = load <4 x i32>, ptr %2, align 16
  %28 = load <4 x i32>, ptr %3, align 16
  %29 = call <4 x i32> @interleave_lo(<4 x i32> noundef %27, <4 x i32> noundef %28)
  store <4 x i32> %29, ptr %5, align 16
  %30 = load <4 x i32>, ptr %3, align 16
  %31 = call <4 x i32> @bcast(<4 x i32> noundef %30)
  store <4 x i32> %31, ptr %6, align 16
  %32 = load <4 x i32>, ptr %2, align 16
  %33 = load <4 x i32>, ptr %3, align 16
  %34 = call <8 x i32> @concat(<4 x i32> noundef %32, <4 x i32> noundef %33)
  store <8 x i32> %34, ptr %7, align 32
  %35 = load <8 x i32>, ptr %7, align 32
  %36 = call <4 x i32> @hi_half(<8 x i32> noundef %35)
  store <4 x i32> %36, ptr %8, align 16
  %37 = load <4 x i32>, ptr %4, align 16
  %38 = extractelement <4 x i32> %37, i32 0
  %39 = load <4 x i32>, ptr %4, align 16
  %40 = extractelement <4 x i32> %39, i32 1
  %41 = load <4 x i32>, ptr %4, align 16
  %42 = extractelement <4 x i32> %41, i32 2
  %43 = load <4 x i32>, ptr %4, align 16
  %44 = extractelement <4 x i32> %43, i32 3
  %45 = load <4 x i32>, ptr %5, align 16
  %46 = extractelement <4 x i32> %45, i32 0
  %47 = load <4 x i32>, ptr %5, align 16
  %48 = extractelement <4 x i32> %47, i32 1
  %49 = load <4 x i32>, ptr %5, align 16
  %50 = extractelement <4 x i32> %49, i32 2
  %51 = load <4 x i32>, ptr %5, align 16
  %52 = extractelement <4 x i32> %51, i32 3
  %53 = load <4 x i32>, ptr %6, align 16
  %54 = extractelement <4 x i32> %53, i32 3
  %55 = load <8 x i32>, ptr %7, align 32
  %56 = extractelement <8 x i32> %55, i32 5
  %57 = load <4 x i32>, ptr %8, align 16
  %58 = extractelement <4 x i32> %57, i32 0
  %59 = load <4 x i32>, ptr %8, align 16
  %60 = extractelement <4 x i32> %59, i32 1
  %61 = load <4 x i32>, ptr %8, align 16
  %62 = extractelement <4 x i32> %61, i32 2
  %63 = load <4 x i32>, ptr %8, align 16
  %64 = extractelement <4 x i32> %63, i32 3
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %38, i32 noundef %40, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62, i32 noundef %64)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %10, align 16
  %66 = load <16 x i8>, ptr %10, align 16
  %67 = call <16 x i8> @byte_rev(<16 x i8> noundef %66)
  store <16 x i8> %67, ptr %9, align 16
  %68 = load <16 x i8>, ptr %9, align 16
  %69 = extractelement <16 x i8> %68, i32 0
  %70 = zext i8 %69 to i32
  %71 = load <16 x i8>, ptr %9, align 16
  %72 = extractelement <16 x i8> %71, i32 7
  %73 = zext i8 %72 to i32
  %74 = load <16 x i8>, ptr %9, align 16
  %75 = extractelement <16 x i8> %74, i32 15
  %76 = zext i8 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %70, i32 noundef %73, i32 noundef %76)
  store <4 x i32> <i32 16777217, i32 -3, i32 2147483647, i32 0>, ptr %12, align 16
  %78 = load <4 x i32>, ptr %12, align 16
  %79 = call <4 x float> @i2f(<4 x i32> noundef %78)
  store <4 x float> %79, ptr %11, align 16
  store <4 x float> <float 0x3FFE666660000000, float 0xBFFE666660000000, float 1.000000e+09, float 0xC1E0000000000000>, ptr %14, align 16
  %80 = load <4 x float>, ptr %14, align 16
  %81 = call <4 x i32> @f2i(<4 x float> noundef %80)
  store <4 x i32> %81, ptr %13, align 16
  store <4 x float> <float 0x3FB99999A0000000, float -2.500000e+00, float 0x47D2CED320000000, float 0x36A0000000000000>, ptr %16, align 16
  %82 = load <4 x float>, ptr %16, align 16
  %83 = call <4 x double> @f2d(<4 x float> noundef %82)
  store <4 x double> %83, ptr %15, align 32
  %84 = load <4 x float>, ptr %11, align 16
  %85 = extractelement <4 x float> %84, i32 0
  %86 = fpext float %85 to double
  %87 = load <4 x float>, ptr %11, align 16
  %88 = extractelement <4 x float> %87, i32 1
  %89 = fpext float %88 to double
  %90 = load <4 x float>, ptr %11, align 16
  %91 = extractelement <4 x float> %90, i32 2
  %92 = fpext float %91 to double
  %93 = load <4 x float>, ptr %11, align 16
  %94 = extractelement <4 x float> %93, i32 3
  %95 = fpext float %94 to double
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %86, double noundef %89, double noundef %92, double noundef %95)
  %97 = load <4 x i32>, ptr %13, align 16
  %98 = extractelement <4 x i32> %97, i32 0
  %99 = load <4 x i32>, ptr %13, align 16
  %100 = extractelement <4 x i32> %99, i32 1
  %101 = load <4 x i32>, ptr %13, align 16
  %102 = extractelement <4 x i32> %101, i32 2
  %103 = load <4 x i32>, ptr %13, align 16
  %104 = extractelement <4 x i32> %103, i32 3
  %105 = load <4 x double>, ptr %15, align 32
  %106 = extractelement <4 x double> %105, i32 0
  %107 = load <4 x double>, ptr %15, align 32
  %108 = extractelement <4 x double> %107, i32 1
  %109 = load <4 x double>, ptr %15, align 32
  %110 = extractelement <4 x double> %109, i32 2
  %111 = load <4 x double>, ptr %15, align 32
  %112 = extractelement <4 x double> %111, i32 3
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef %104, double noundef %106, double noundef %108, double noundef %110, double noundef %112)
  store <4 x i16> <i16 -32768, i16 -1, i16 1, i16 32767>, ptr %18, align 8
  %114 = load <4 x i16>, ptr %18, align 8
  %115 = call <4 x i32> @widen16(<4 x i16> noundef %114)
  store <4 x i32> %115, ptr %17, align 16
  store <4 x i8> <i8 0, i8 -128, i8 -1, i8 7>, ptr %20, align 4
  %116 = load <4 x i8>, ptr %20, align 4
  %117 = call <4 x i32> @widen8u(<4 x i8> noundef %116)
  store <4 x i32> %117, ptr %19, align 16
  store <4 x i32> <i32 70000, i32 -70000, i32 65535, i32 -1>, ptr %22, align 16
  %118 = load <4 x i32>, ptr %22, align 16
  %119 = call <4 x i16> @narrow(<4 x i32> noundef %118)
  store <4 x i16> %119, ptr %21, align 8
  store <4 x i32> <i32 -2147483648, i32 -1, i32 0, i32 2147483647>, ptr %24, align 16
  %120 = load <4 x i32>, ptr %24, align 16
  %121 = call <4 x i64> @widen64(<4 x i32> noundef %120)
  store <4 x i64> %121, ptr %23, align 32
  %122 = load <4 x i32>, ptr %17, align 16
  %123 = extractelement <4 x i32> %122, i32 0
  %124 = load <4 x i32>, ptr %17, align 16
  %125 = extractelement <4 x i32> %124, i32 1
  %126 = load <4 x i32>, ptr %17, align 16
  %127 = extractelement <4 x i32> %126, i32 2
  %128 = load <4 x i32>, ptr %17, align 16
  %129 = extractelement <4 x i32> %128, i32 3
  %130 = load <4 x i32>, ptr %19, align 16
  %131 = extractelement <4 x i32> %130, i32 0
  %132 = load <4 x i32>, ptr %19, align 16
  %133 = extractelement <4 x i32> %132, i32 1
  %134 = load <4 x i32>, ptr %19, align 16
  %135 = extractelement <4 x i32> %134, i32 2
  %136 = load <4 x i32>, ptr %19, align 16
  %137 = extractelement <4 x i32> %136, i32 3
  %138 = load <4 x i16>, ptr %21, align 8
  %139 = extractelement <4 x i16> %138, i32 0
  %140 = sext i16 %139 to i32
  %141 = load <4 x i16>, ptr %21, align 8
  %142 = extractelement <4 x i16> %141, i32 1
  %143 = sext i16 %142 to i32
  %144 = load <4 x i16>, ptr %21, align 8
  %145 = extractelement <4 x i16> %144, i32 2
  %146 = sext i16 %145 to i32
  %147 = load <4 x i16>, ptr %21, align 8
  %148 = extractelement <4 x i16> %147, i32 3
  %149 = sext i16 %148 to i32
  %150 = load <4 x i64>, ptr %23, align 32
  %151 = extractelement <4 x i64> %150, i32 0
  %152 = load <4 x i64>, ptr %23, align 32
  %153 = extractelement <4 x i64> %152, i32 3
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %123, i32 noundef %125, i32 noundef %127, i32 noundef %129, i32 noundef %131, i32 noundef %133, i32 noundef %135, i32 noundef %137, i32 noundef %140, i32 noundef %143, i32 noundef %146, i32 noundef %149, i64 noundef %151, i64 noundef %153)
  %155 = load <8 x i32>, ptr %7, align 32
  %156 = extractelement <8 x i32> %155, i32 5
  %157 = load <4 x i16>, ptr %21, align 8
  %158 = extractelement <4 x i16> %157, i32 2
  %159 = sext i16 %158 to i32
  %160 = add nsw i32 %156, %159
  %161 = and i32 %160, 127
  ret i32 %161
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @rev(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = load <4 x i32>, ptr %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @interleave_lo(<4 x i32> noundef %0, <4 x i32> noundef %1) #1 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <4 x i32> <i32 0, i32 4, i32 1, i32 5>
  ret <4 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @bcast(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = load <4 x i32>, ptr %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @concat(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  %4 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  store <4 x i32> %1, ptr %4, align 16
  %5 = load <4 x i32>, ptr %3, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = shufflevector <4 x i32> %5, <4 x i32> %6, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  ret <8 x i32> %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @hi_half(<8 x i32> noundef %0) #0 {
  %2 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %2, align 32
  %3 = load <8 x i32>, ptr %2, align 32
  %4 = load <8 x i32>, ptr %2, align 32
  %5 = shufflevector <8 x i32> %3, <8 x i32> %4, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  ret <4 x i32> %5
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
define internal <16 x i8> @byte_rev(<16 x i8> noundef %0) #1 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = shufflevector <16 x i8> %3, <16 x i8> %4, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @i2f(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @f2i(<4 x float> noundef %0) #1 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @f2d(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fpext <4 x float> %3 to <4 x double>
  ret <4 x double> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @widen16(<4 x i16> noundef %0) #1 {
  %2 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %2, align 8
  %3 = load <4 x i16>, ptr %2, align 8
  %4 = sext <4 x i16> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @widen8u(<4 x i8> noundef %0) #1 {
  %2 = alloca <4 x i8>, align 4
  store <4 x i8> %0, ptr %2, align 4
  %3 = load <4 x i8>, ptr %2, align 4
  %4 = zext <4 x i8> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i16> @narrow(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = trunc <4 x i32> %3 to <4 x i16>
  ret <4 x i16> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i64> @widen64(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sext <4 x i32> %3 to <4 x i64>
  ret <4 x i64> %4
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

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
