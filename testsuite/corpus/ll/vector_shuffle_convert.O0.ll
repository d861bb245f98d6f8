; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %9 = alloca <8 x i32>, align 32
  %10 = alloca <16 x i8>, align 16
  %11 = alloca <16 x i8>, align 16
  %12 = alloca <4 x float>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x float>, align 16
  %16 = alloca <4 x double>, align 32
  %17 = alloca <4 x float>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i16>, align 8
  %20 = alloca <4 x i16>, align 8
  %21 = alloca <4 x i32>, align 16
  %22 = alloca <4 x i8>, align 4
  %23 = alloca <4 x i8>, align 4
  %24 = alloca <4 x i16>, align 8
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i16>, align 8
  %27 = alloca <4 x i64>, align 32
  %28 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, ptr %2, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr %3, align 16
  %29 = load <4 x i32>, ptr %2, align 16
  %30 = call <4 x i32> @rev(<4 x i32> noundef %29)
  store <4 x i32> %30, ptr %4, align 16
  %31 = load <4 x i32>, ptr %2, align 16
  %32 = load <4 x i32>, ptr %3, align 16
  %33 = call <4 x i32> @interleave_lo(<4 x i32> noundef %31, <4 x i32> noundef %32)
  store <4 x i32> %33, ptr %5, align 16
  %34 = load <4 x i32>, ptr %3, align 16
  %35 = call <4 x i32> @bcast(<4 x i32> noundef %34)
  store <4 x i32> %35, ptr %6, align 16
  %36 = load <4 x i32>, ptr %2, align 16
  %37 = load <4 x i32>, ptr %3, align 16
  %38 = call <8 x i32> @concat(<4 x i32> noundef %36, <4 x i32> noundef %37)
  store <8 x i32> %38, ptr %7, align 32
  %39 = load <8 x i32>, ptr %7, align 32
  store <8 x i32> %39, ptr %9, align 32
  %40 = call <4 x i32> @hi_half(ptr noundef byval(<8 x i32>) align 32 %9)
  store <4 x i32> %40, ptr %8, align 16
  %41 = load <4 x i32>, ptr %4, align 16
  %42 = extractelement <4 x i32> %41, i32 0
  %43 = load <4 x i32>, ptr %4, align 16
  %44 = extractelement <4 x i32> %43, i32 1
  %45 = load <4 x i32>, ptr %4, align 16
  %46 = extractelement <4 x i32> %45, i32 2
  %47 = load <4 x i32>, ptr %4, align 16
  %48 = extractelement <4 x i32> %47, i32 3
  %49 = load <4 x i32>, ptr %5, align 16
  %50 = extractelement <4 x i32> %49, i32 0
  %51 = load <4 x i32>, ptr %5, align 16
  %52 = extractelement <4 x i32> %51, i32 1
  %53 = load <4 x i32>, ptr %5, align 16
  %54 = extractelement <4 x i32> %53, i32 2
  %55 = load <4 x i32>, ptr %5, align 16
  %56 = extractelement <4 x i32> %55, i32 3
  %57 = load <4 x i32>, ptr %6, align 16
  %58 = extractelement <4 x i32> %57, i32 3
  %59 = load <8 x i32>, ptr %7, align 32
  %60 = extractelement <8 x i32> %59, i32 5
  %61 = load <4 x i32>, ptr %8, align 16
  %62 = extractelement <4 x i32> %61, i32 0
  %63 = load <4 x i32>, ptr %8, align 16
  %64 = extractelement <4 x i32> %63, i32 1
  %65 = load <4 x i32>, ptr %8, align 16
  %66 = extractelement <4 x i32> %65, i32 2
  %67 = load <4 x i32>, ptr %8, align 16
  %68 = extractelement <4 x i32> %67, i32 3
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %42, i32 noundef %44, i32 noundef %46, i32 noundef %48, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62, i32 noundef %64, i32 noundef %66, i32 noundef %68)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %11, align 16
  %70 = load <16 x i8>, ptr %11, align 16
  %71 = call <16 x i8> @byte_rev(<16 x i8> noundef %70)
  store <16 x i8> %71, ptr %10, align 16
  %72 = load <16 x i8>, ptr %10, align 16
  %73 = extractelement <16 x i8> %72, i32 0
  %74 = zext i8 %73 to i32
  %75 = load <16 x i8>, ptr %10, align 16
  %76 = extractelement <16 x i8> %75, i32 7
  %77 = zext i8 %76 to i32
  %78 = load <16 x i8>, ptr %10, align 16
  %79 = extractelement <16 x i8> %78, i32 15
  %80 = zext i8 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef %77, i32 noundef %80)
  store <4 x i32> <i32 16777217, i32 -3, i32 2147483647, i32 0>, ptr %13, align 16
  %82 = load <4 x i32>, ptr %13, align 16
  %83 = call <4 x float> @i2f(<4 x i32> noundef %82)
  store <4 x float> %83, ptr %12, align 16
  store <4 x float> <float 0x3FFE666660000000, float 0xBFFE666660000000, float 1.000000e+09, float 0xC1E0000000000000>, ptr %15, align 16
  %84 = load <4 x float>, ptr %15, align 16
  %85 = call <4 x i32> @f2i(<4 x float> noundef %84)
  store <4 x i32> %85, ptr %14, align 16
  store <4 x float> <float 0x3FB99999A0000000, float -2.500000e+00, float 0x47D2CED320000000, float 0x36A0000000000000>, ptr %17, align 16
  %86 = load <4 x float>, ptr %17, align 16
  %87 = call <4 x double> @f2d(<4 x float> noundef %86)
  store <4 x double> %87, ptr %16, align 32
  %88 = load <4 x float>, ptr %12, align 16
  %89 = extractelement <4 x float> %88, i32 0
  %90 = fpext float %89 to double
  %91 = load <4 x float>, ptr %12, align 16
  %92 = extractelement <4 x float> %91, i32 1
  %93 = fpext float %92 to double
  %94 = load <4 x float>, ptr %12, align 16
  %95 = extractelement <4 x float> %94, i32 2
  %96 = fpext float %95 to double
  %97 = load <4 x float>, ptr %12, align 16
  %98 = extractelement <4 x float> %97, i32 3
  %99 = fpext float %98 to double
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %90, double noundef %93, double noundef %96, double noundef %99)
  %101 = load <4 x i32>, ptr %14, align 16
  %102 = extractelement <4 x i32> %101, i32 0
  %103 = load <4 x i32>, ptr %14, align 16
  %104 = extractelement <4 x i32> %103, i32 1
  %105 = load <4 x i32>, ptr %14, align 16
  %106 = extractelement <4 x i32> %105, i32 2
  %107 = load <4 x i32>, ptr %14, align 16
  %108 = extractelement <4 x i32> %107, i32 3
  %109 = load <4 x double>, ptr %16, align 32
  %110 = extractelement <4 x double> %109, i32 0
  %111 = load <4 x double>, ptr %16, align 32
  %112 = extractelement <4 x double> %111, i32 1
  %113 = load <4 x double>, ptr %16, align 32
  %114 = extractelement <4 x double> %113, i32 2
  %115 = load <4 x double>, ptr %16, align 32
  %116 = extractelement <4 x double> %115, i32 3
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %102, i32 noundef %104, i32 noundef %106, i32 noundef %108, double noundef %110, double noundef %112, double noundef %114, double noundef %116)
  store <4 x i16> <i16 -32768, i16 -1, i16 1, i16 32767>, ptr %19, align 8
  %118 = load <4 x i16>, ptr %19, align 8
  store <4 x i16> %118, ptr %20, align 8
  %119 = load double, ptr %20, align 8
  %120 = call <4 x i32> @widen16(double noundef %119)
  store <4 x i32> %120, ptr %18, align 16
  store <4 x i8> <i8 0, i8 -128, i8 -1, i8 7>, ptr %22, align 4
  %121 = load <4 x i8>, ptr %22, align 4
  store <4 x i8> %121, ptr %23, align 4
  %122 = load i32, ptr %23, align 4
  %123 = call <4 x i32> @widen8u(i32 noundef %122)
  store <4 x i32> %123, ptr %21, align 16
  store <4 x i32> <i32 70000, i32 -70000, i32 65535, i32 -1>, ptr %25, align 16
  %124 = load <4 x i32>, ptr %25, align 16
  %125 = call double @narrow(<4 x i32> noundef %124)
  store double %125, ptr %26, align 8
  %126 = load <4 x i16>, ptr %26, align 8
  store <4 x i16> %126, ptr %24, align 8
  store <4 x i32> <i32 -2147483648, i32 -1, i32 0, i32 2147483647>, ptr %28, align 16
  %127 = load <4 x i32>, ptr %28, align 16
  %128 = call <4 x i64> @widen64(<4 x i32> noundef %127)
  store <4 x i64> %128, ptr %27, align 32
  %129 = load <4 x i32>, ptr %18, align 16
  %130 = extractelement <4 x i32> %129, i32 0
  %131 = load <4 x i32>, ptr %18, align 16
  %132 = extractelement <4 x i32> %131, i32 1
  %133 = load <4 x i32>, ptr %18, align 16
  %134 = extractelement <4 x i32> %133, i32 2
  %135 = load <4 x i32>, ptr %18, align 16
  %136 = extractelement <4 x i32> %135, i32 3
  %137 = load <4 x i32>, ptr %21, align 16
  %138 = extractelement <4 x i32> %137, i32 0
  %139 = load <4 x i32>, ptr %21, align 16
  %140 = extractelement <4 x i32> %139, i32 1
  %141 = load <4 x i32>, ptr %21, align 16
  %142 = extractelement <4 x i32> %141, i32 2
  %143 = load <4 x i32>, ptr %21, align 16
  %144 = extractelement <4 x i32> %143, i32 3
  %145 = load <4 x i16>, ptr %24, align 8
  %146 = extractelement <4 x i16> %145, i32 0
  %147 = sext i16 %146 to i32
  %148 = load <4 x i16>, ptr %24, align 8
  %149 = extractelement <4 x i16> %148, i32 1
  %150 = sext i16 %149 to i32
  %151 = load <4 x i16>, ptr %24, align 8
  %152 = extractelement <4 x i16> %151, i32 2
  %153 = sext i16 %152 to i32
  %154 = load <4 x i16>, ptr %24, align 8
  %155 = extractelement <4 x i16> %154, i32 3
  %156 = sext i16 %155 to i32
  %157 = load <4 x i64>, ptr %27, align 32
  %158 = extractelement <4 x i64> %157, i32 0
  %159 = load <4 x i64>, ptr %27, align 32
  %160 = extractelement <4 x i64> %159, i32 3
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %130, i32 noundef %132, i32 noundef %134, i32 noundef %136, i32 noundef %138, i32 noundef %140, i32 noundef %142, i32 noundef %144, i32 noundef %147, i32 noundef %150, i32 noundef %153, i32 noundef %156, i64 noundef %158, i64 noundef %160)
  %162 = load <8 x i32>, ptr %7, align 32
  %163 = extractelement <8 x i32> %162, i32 5
  %164 = load <4 x i16>, ptr %24, align 8
  %165 = extractelement <4 x i16> %164, i32 2
  %166 = sext i16 %165 to i32
  %167 = add nsw i32 %163, %166
  %168 = and i32 %167, 127
  ret i32 %168
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
define internal <4 x i32> @hi_half(ptr noundef byval(<8 x i32>) align 32 %0) #1 {
  %2 = alloca <8 x i32>, align 32
  %3 = load <8 x i32>, ptr %0, align 32
  store <8 x i32> %3, ptr %2, align 32
  %4 = load <8 x i32>, ptr %2, align 32
  %5 = load <8 x i32>, ptr %2, align 32
  %6 = shufflevector <8 x i32> %4, <8 x i32> %5, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  ret <4 x i32> %6
}

declare i32 @printf(ptr noundef, ...) #2

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
define internal <4 x i32> @widen16(double noundef %0) #1 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i16>, align 8
  store double %0, ptr %2, align 8
  %4 = load <4 x i16>, ptr %2, align 8
  store <4 x i16> %4, ptr %3, align 8
  %5 = load <4 x i16>, ptr %3, align 8
  %6 = sext <4 x i16> %5 to <4 x i32>
  ret <4 x i32> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @widen8u(i32 noundef %0) #1 {
  %2 = alloca <4 x i8>, align 4
  %3 = alloca <4 x i8>, align 4
  store i32 %0, ptr %2, align 4
  %4 = load <4 x i8>, ptr %2, align 4
  store <4 x i8> %4, ptr %3, align 4
  %5 = load <4 x i8>, ptr %3, align 4
  %6 = zext <4 x i8> %5 to <4 x i32>
  ret <4 x i32> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @narrow(<4 x i32> noundef %0) #1 {
  %2 = alloca <4 x i16>, align 8
  %3 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %3, align 16
  %4 = load <4 x i32>, ptr %3, align 16
  %5 = trunc <4 x i32> %4 to <4 x i16>
  store <4 x i16> %5, ptr %2, align 8
  %6 = load double, ptr %2, align 8
  ret double %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i64> @widen64(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sext <4 x i32> %3 to <4 x i64>
  ret <4 x i64> %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
