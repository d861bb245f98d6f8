; ModuleID = 'programs/vector_shuffle_convert.c'
source_filename = "programs/vector_shuffle_convert.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <8 x i32>, align 16
  %11 = alloca <16 x i8>, align 16
  %12 = alloca <16 x i8>, align 16
  %13 = alloca <4 x float>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x float>, align 16
  %17 = alloca <4 x double>, align 16
  %18 = alloca <4 x float>, align 16
  %19 = alloca <4 x double>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <4 x i16>, align 8
  %22 = alloca <4 x i32>, align 16
  %23 = alloca <4 x i8>, align 4
  %24 = alloca <4 x i8>, align 4
  %25 = alloca <4 x i16>, align 8
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i64>, align 16
  %28 = alloca <4 x i32>, align 16
  %29 = alloca <4 x i64>, align 16
  store i32 0, ptr %1, align 4
  store <4 x i32> <i32 1, i32 -2, i32 3, i32 -4>, ptr %2, align 16
  store <4 x i32> <i32 100, i32 200, i32 300, i32 400>, ptr %3, align 16
  %30 = load <4 x i32>, ptr %2, align 16
  %31 = call <4 x i32> @rev(<4 x i32> noundef %30)
  store <4 x i32> %31, ptr %4, align 16
  %32 = load <4 x i32>, ptr %2, align 16
  %33 = load <4 x i32>, ptr %3, align 16
  %34 = call <4 x i32> @interleave_lo(<4 x i32> noundef %32, <4 x i32> noundef %33)
  store <4 x i32> %34, ptr %5, align 16
  %35 = load <4 x i32>, ptr %3, align 16
  %36 = call <4 x i32> @bcast(<4 x i32> noundef %35)
  store <4 x i32> %36, ptr %6, align 16
  %37 = load <4 x i32>, ptr %2, align 16
  %38 = load <4 x i32>, ptr %3, align 16
  call void @concat(ptr dead_on_unwind writable sret(<8 x i32>) align 16 %8, <4 x i32> noundef %37, <4 x i32> noundef %38)
  %39 = load <8 x i32>, ptr %8, align 16
  store <8 x i32> %39, ptr %7, align 16
  %40 = load <8 x i32>, ptr %7, align 16
  store <8 x i32> %40, ptr %10, align 16
  %41 = call <4 x i32> @hi_half(ptr noundef %10)
  store <4 x i32> %41, ptr %9, align 16
  %42 = load <4 x i32>, ptr %4, align 16
  %43 = extractelement <4 x i32> %42, i32 0
  %44 = load <4 x i32>, ptr %4, align 16
  %45 = extractelement <4 x i32> %44, i32 1
  %46 = load <4 x i32>, ptr %4, align 16
  %47 = extractelement <4 x i32> %46, i32 2
  %48 = load <4 x i32>, ptr %4, align 16
  %49 = extractelement <4 x i32> %48, i32 3
  %50 = load <4 x i32>, ptr %5, align 16
  %51 = extractelement <4 x i32> %50, i32 0
  %52 = load <4 x i32>, ptr %5, align 16
  %53 = extractelement <4 x i32> %52, i32 1
  %54 = load <4 x i32>, ptr %5, align 16
  %55 = extractelement <4 x i32> %54, i32 2
  %56 = load <4 x i32>, ptr %5, align 16
  %57 = extractelement <4 x i32> %56, i32 3
  %58 = load <4 x i32>, ptr %6, align 16
  %59 = extractelement <4 x i32> %58, i32 3
  %60 = load <8 x i32>, ptr %7, align 16
  %61 = extractelement <8 x i32> %60, i32 5
  %62 = load <4 x i32>, ptr %9, align 16
  %63 = extractelement <4 x i32> %62, i32 0
  %64 = load <4 x i32>, ptr %9, align 16
  %65 = extractelement <4 x i32> %64, i32 1
  %66 = load <4 x i32>, ptr %9, align 16
  %67 = extractelement <4 x i32> %66, i32 2
  %68 = load <4 x i32>, ptr %9, align 16
  %69 = extractelement <4 x i32> %68, i32 3
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %43, i32 noundef %45, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %59, i32 noundef %61, i32 noundef %63, i32 noundef %65, i32 noundef %67, i32 noundef %69)
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %12, align 16
  %71 = load <16 x i8>, ptr %12, align 16
  %72 = call <16 x i8> @byte_rev(<16 x i8> noundef %71)
  store <16 x i8> %72, ptr %11, align 16
  %73 = load <16 x i8>, ptr %11, align 16
  %74 = extractelement <16 x i8> %73, i32 0
  %75 = zext i8 %74 to i32
  %76 = load <16 x i8>, ptr %11, align 16
  %77 = extractelement <16 x i8> %76, i32 7
  %78 = zext i8 %77 to i32
  %79 = load <16 x i8>, ptr %11, align 16
  %80 = extractelement <16 x i8> %79, i32 15
  %81 = zext i8 %80 to i32
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %75, i32 noundef %78, i32 noundef %81)
  store <4 x i32> <i32 16777217, i32 -3, i32 2147483647, i32 0>, ptr %14, align 16
  %83 = load <4 x i32>, ptr %14, align 16
  %84 = call <4 x float> @i2f(<4 x i32> noundef %83)
  store <4 x float> %84, ptr %13, align 16
  store <4 x float> <float 0x3FFE666660000000, float 0xBFFE666660000000, float 1.000000e+09, float 0xC1E0000000000000>, ptr %16, align 16
  %85 = load <4 x float>, ptr %16, align 16
  %86 = call <4 x i32> @f2i(<4 x float> noundef %85)
  store <4 x i32> %86, ptr %15, align 16
  store <4 x float> <float 0x3FB99999A0000000, float -2.500000e+00, float 0x47D2CED320000000, float 0x36A0000000000000>, ptr %18, align 16
  %87 = load <4 x float>, ptr %18, align 16
  call void @f2d(ptr dead_on_unwind writable sret(<4 x double>) align 16 %19, <4 x float> noundef %87)
  %88 = load <4 x double>, ptr %19, align 16
  store <4 x double> %88, ptr %17, align 16
  %89 = load <4 x float>, ptr %13, align 16
  %90 = extractelement <4 x float> %89, i32 0
  %91 = fpext float %90 to double
  %92 = load <4 x float>, ptr %13, align 16
  %93 = extractelement <4 x float> %92, i32 1
  %94 = fpext float %93 to double
  %95 = load <4 x float>, ptr %13, align 16
  %96 = extractelement <4 x float> %95, i32 2
  %97 = fpext float %96 to double
  %98 = load <4 x float>, ptr %13, align 16
  %99 = extractelement <4 x float> %98, i32 3
  %100 = fpext float %99 to double
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %91, double noundef %94, double noundef %97, double noundef %100)
  %102 = load <4 x i32>, ptr %15, align 16
  %103 = extractelement <4 x i32> %102, i32 0
  %104 = load <4 x i32>, ptr %15, align 16
  %105 = extractelement <4 x i32> %104, i32 1
  %106 = load <4 x i32>, ptr %15, align 16
  %107 = extractelement <4 x i32> %106, i32 2
  %108 = load <4 x i32>, ptr %15, align 16
  %109 = extractelement <4 x i32> %108, i32 3
  %110 = load <4 x double>, ptr %17, align 16
  %111 = extractelement <4 x double> %110, i32 0
  %112 = load <4 x double>, ptr %17, align 16
  %113 = extractelement <4 x double> %112, i32 1
  %114 = load <4 x double>, ptr %17, align 16
  %115 = extractelement <4 x double> %114, i32 2
  %116 = load <4 x double>, ptr %17, align 16
  %117 = extractelement <4 x double> %116, i32 3
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %103, i32 noundef %105, i32 noundef %107, i32 noundef %109, double noundef %111, double noundef %113, double noundef %115, double noundef %117)
  store <4 x i16> <i16 -32768, i16 -1, i16 1, i16 32767>, ptr %21, align 8
  %119 = load <4 x i16>, ptr %21, align 8
  %120 = call <4 x i32> @widen16(<4 x i16> noundef %119)
  store <4 x i32> %120, ptr %20, align 16
  store <4 x i8> <i8 0, i8 -128, i8 -1, i8 7>, ptr %23, align 4
  %121 = load <4 x i8>, ptr %23, align 4
  store <4 x i8> %121, ptr %24, align 4
  %122 = load i32, ptr %24, align 4
  %123 = call <4 x i32> @widen8u(i32 noundef %122)
  store <4 x i32> %123, ptr %22, align 16
  store <4 x i32> <i32 70000, i32 -70000, i32 65535, i32 -1>, ptr %26, align 16
  %124 = load <4 x i32>, ptr %26, align 16
  %125 = call <4 x i16> @narrow(<4 x i32> noundef %124)
  store <4 x i16> %125, ptr %25, align 8
  store <4 x i32> <i32 -2147483648, i32 -1, i32 0, i32 2147483647>, ptr %28, align 16
  %126 = load <4 x i32>, ptr %28, align 16
  call void @widen64(ptr dead_on_unwind writable sret(<4 x i64>) align 16 %29, <4 x i32> noundef %126)
  %127 = load <4 x i64>, ptr %29, align 16
  store <4 x i64> %127, ptr %27, align 16
  %128 = load <4 x i32>, ptr %20, align 16
  %129 = extractelement <4 x i32> %128, i32 0
  %130 = load <4 x i32>, ptr %20, align 16
  %131 = extractelement <4 x i32> %130, i32 1
  %132 = load <4 x i32>, ptr %20, align 16
  %133 = extractelement <4 x i32> %132, i32 2
  %134 = load <4 x i32>, ptr %20, align 16
  %135 = extractelement <4 x i32> %134, i32 3
  %136 = load <4 x i32>, ptr %22, align 16
  %137 = extractelement <4 x i32> %136, i32 0
  %138 = load <4 x i32>, ptr %22, align 16
  %139 = extractelement <4 x i32> %138, i32 1
  %140 = load <4 x i32>, ptr %22, align 16
  %141 = extractelement <4 x i32> %140, i32 2
  %142 = load <4 x i32>, ptr %22, align 16
  %143 = extractelement <4 x i32> %142, i32 3
  %144 = load <4 x i16>, ptr %25, align 8
  %145 = extractelement <4 x i16> %144, i32 0
  %146 = sext i16 %145 to i32
  %147 = load <4 x i16>, ptr %25, align 8
  %148 = extractelement <4 x i16> %147, i32 1
  %149 = sext i16 %148 to i32
  %150 = load <4 x i16>, ptr %25, align 8
  %151 = extractelement <4 x i16> %150, i32 2
  %152 = sext i16 %151 to i32
  %153 = load <4 x i16>, ptr %25, align 8
  %154 = extractelement <4 x i16> %153, i32 3
  %155 = sext i16 %154 to i32
  %156 = load <4 x i64>, ptr %27, align 16
  %157 = extractelement <4 x i64> %156, i32 0
  %158 = load <4 x i64>, ptr %27, align 16
  %159 = extractelement <4 x i64> %158, i32 3
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %129, i32 noundef %131, i32 noundef %133, i32 noundef %135, i32 noundef %137, i32 noundef %139, i32 noundef %141, i32 noundef %143, i32 noundef %146, i32 noundef %149, i32 noundef %152, i32 noundef %155, i64 noundef %157, i64 noundef %159)
  %161 = load <8 x i32>, ptr %7, align 16
  %162 = extractelement <8 x i32> %161, i32 5
  %163 = load <4 x i16>, ptr %25, align 8
  %164 = extractelement <4 x i16> %163, i32 2
  %165 = sext i16 %164 to i32
  %166 = add nsw i32 %162, %165
  %167 = and i32 %166, 127
  ret i32 %167
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @rev(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = load <4 x i32>, ptr %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @interleave_lo(<4 x i32> noundef %0, <4 x i32> noundef %1) #0 {
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
define internal <4 x i32> @bcast(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = load <4 x i32>, ptr %2, align 16
  %5 = shufflevector <4 x i32> %3, <4 x i32> %4, <4 x i32> <i32 2, i32 2, i32 2, i32 2>
  ret <4 x i32> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @concat(ptr dead_on_unwind noalias writable sret(<8 x i32>) align 16 %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #0 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  store <4 x i32> %1, ptr %4, align 16
  store <4 x i32> %2, ptr %5, align 16
  %6 = load <4 x i32>, ptr %4, align 16
  %7 = load <4 x i32>, ptr %5, align 16
  %8 = shufflevector <4 x i32> %6, <4 x i32> %7, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  store <8 x i32> %8, ptr %0, align 16
  %9 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %9, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @hi_half(ptr noundef %0) #0 {
  %2 = alloca <8 x i32>, align 16
  %3 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %3, ptr %2, align 16
  %4 = load <8 x i32>, ptr %2, align 16
  %5 = load <8 x i32>, ptr %2, align 16
  %6 = shufflevector <8 x i32> %4, <8 x i32> %5, <4 x i32> <i32 4, i32 5, i32 6, i32 7>
  ret <4 x i32> %6
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @byte_rev(<16 x i8> noundef %0) #0 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = shufflevector <16 x i8> %3, <16 x i8> %4, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>
  ret <16 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x float> @i2f(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = sitofp <4 x i32> %3 to <4 x float>
  ret <4 x float> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @f2i(<4 x float> noundef %0) #0 {
  %2 = alloca <4 x float>, align 16
  store <4 x float> %0, ptr %2, align 16
  %3 = load <4 x float>, ptr %2, align 16
  %4 = fptosi <4 x float> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f2d(ptr dead_on_unwind noalias writable sret(<4 x double>) align 16 %0, <4 x float> noundef %1) #0 {
  %3 = alloca <4 x float>, align 16
  store <4 x float> %1, ptr %3, align 16
  %4 = load <4 x float>, ptr %3, align 16
  %5 = fpext <4 x float> %4 to <4 x double>
  store <4 x double> %5, ptr %0, align 16
  %6 = load <4 x double>, ptr %0, align 16
  store <4 x double> %6, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @widen16(<4 x i16> noundef %0) #0 {
  %2 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %2, align 8
  %3 = load <4 x i16>, ptr %2, align 8
  %4 = sext <4 x i16> %3 to <4 x i32>
  ret <4 x i32> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @widen8u(i32 noundef %0) #0 {
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
define internal <4 x i16> @narrow(<4 x i32> noundef %0) #0 {
  %2 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %2, align 16
  %3 = load <4 x i32>, ptr %2, align 16
  %4 = trunc <4 x i32> %3 to <4 x i16>
  ret <4 x i16> %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen64(ptr dead_on_unwind noalias writable sret(<4 x i64>) align 16 %0, <4 x i32> noundef %1) #0 {
  %3 = alloca <4 x i32>, align 16
  store <4 x i32> %1, ptr %3, align 16
  %4 = load <4 x i32>, ptr %3, align 16
  %5 = sext <4 x i32> %4 to <4 x i64>
  store <4 x i64> %5, ptr %0, align 16
  %6 = load <4 x i64>, ptr %0, align 16
  store <4 x i64> %6, ptr %0, align 16
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
