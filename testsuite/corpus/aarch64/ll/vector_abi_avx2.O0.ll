; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pair8 = type <{ <8 x i32>, i32, [12 x i8] }>

@.str = private unnamed_addr constant [14 x i8] c"wide %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"avx2 %s\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"agrees\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"DIFFERS\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"sum10 %d %d %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"sum10f %g %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [19 x i8] c"mulhi %d %d %d %d\0A\00", align 1
@.str.7 = private unnamed_addr constant [21 x i8] c"one64 %lld one_d %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [24 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [47 x i32], align 4
  %6 = alloca [47 x i32], align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <2 x float>, align 8
  %16 = alloca <2 x float>, align 8
  %17 = alloca <2 x float>, align 8
  %18 = alloca <2 x float>, align 8
  %19 = alloca <2 x float>, align 8
  %20 = alloca <4 x i16>, align 8
  %21 = alloca <4 x i16>, align 8
  %22 = alloca <4 x i16>, align 8
  %23 = alloca <1 x i64>, align 8
  %24 = alloca <1 x i64>, align 8
  %25 = alloca <1 x i64>, align 8
  %26 = alloca <1 x double>, align 8
  %27 = alloca <1 x double>, align 8
  %28 = alloca <1 x double>, align 8
  store i32 0, ptr %1, align 4
  store i32 1234567, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %29

29:                                               ; preds = %42, %0
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %30, 24
  br i1 %31, label %32, label %45

32:                                               ; preds = %29
  %33 = load i32, ptr %3, align 4
  %34 = mul i32 %33, 1664525
  %35 = add i32 %34, 1013904223
  store i32 %35, ptr %3, align 4
  %36 = load i32, ptr %3, align 4
  %37 = lshr i32 %36, 4
  %38 = sub nsw i32 %37, 134217728
  %39 = load i32, ptr %4, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  br label %42

42:                                               ; preds = %32
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %4, align 4
  br label %29, !llvm.loop !6

45:                                               ; preds = %29
  %46 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 0
  %47 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @run_base(ptr noundef %46, ptr noundef %47)
  store i64 -3750763034362895579, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %48

48:                                               ; preds = %60, %45
  %49 = load i32, ptr %8, align 4
  %50 = icmp slt i32 %49, 47
  br i1 %50, label %51, label %63

51:                                               ; preds = %48
  %52 = load i64, ptr %7, align 8
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = zext i32 %56 to i64
  %58 = xor i64 %52, %57
  %59 = mul i64 %58, 1099511628211
  store i64 %59, ptr %7, align 8
  br label %60

60:                                               ; preds = %51
  %61 = load i32, ptr %8, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %8, align 4
  br label %48, !llvm.loop !8

63:                                               ; preds = %48
  %64 = load i64, ptr %7, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %64)
  store i32 1, ptr %9, align 4
  br i1 false, label %66, label %75

66:                                               ; preds = %63
  %67 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %68 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @run_avx2(ptr noundef %67, ptr noundef %68)
  %69 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %70 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 0
  %71 = call i32 @memcmp(ptr noundef %69, ptr noundef %70, i64 noundef 188) #6
  %72 = icmp ne i32 %71, 0
  %73 = xor i1 %72, true
  %74 = zext i1 %73 to i32
  store i32 %74, ptr %9, align 4
  br label %75

75:                                               ; preds = %66, %63
  %76 = load i32, ptr %9, align 4
  %77 = icmp ne i32 %76, 0
  %78 = zext i1 %77 to i64
  %79 = select i1 %77, ptr @.str.2, ptr @.str.3
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %79)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %10, align 16
  %81 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  %82 = load i32, ptr %81, align 4
  %83 = and i32 %82, 255
  %84 = insertelement <4 x i32> poison, i32 %83, i32 0
  %85 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 1
  %86 = load i32, ptr %85, align 4
  %87 = and i32 %86, 255
  %88 = insertelement <4 x i32> %84, i32 %87, i32 1
  %89 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 2
  %90 = load i32, ptr %89, align 4
  %91 = and i32 %90, 255
  %92 = insertelement <4 x i32> %88, i32 %91, i32 2
  %93 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 3
  %94 = load i32, ptr %93, align 4
  %95 = and i32 %94, 255
  %96 = insertelement <4 x i32> %92, i32 %95, i32 3
  store <4 x i32> %96, ptr %11, align 16
  %97 = load <4 x i32>, ptr %10, align 16
  %98 = load <4 x i32>, ptr %11, align 16
  %99 = load <4 x i32>, ptr %10, align 16
  %100 = load <4 x i32>, ptr %11, align 16
  %101 = load <4 x i32>, ptr %10, align 16
  %102 = load <4 x i32>, ptr %11, align 16
  %103 = load <4 x i32>, ptr %10, align 16
  %104 = load <4 x i32>, ptr %11, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %13, align 16
  %105 = load <4 x i32>, ptr %13, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %14, align 16
  %106 = load <4 x i32>, ptr %14, align 16
  %107 = call <4 x i32> @sum10(<4 x i32> noundef %97, <4 x i32> noundef %98, <4 x i32> noundef %99, <4 x i32> noundef %100, <4 x i32> noundef %101, <4 x i32> noundef %102, <4 x i32> noundef %103, <4 x i32> noundef %104, <4 x i32> noundef %105, <4 x i32> noundef %106)
  store <4 x i32> %107, ptr %12, align 16
  %108 = load <4 x i32>, ptr %12, align 16
  %109 = extractelement <4 x i32> %108, i32 0
  %110 = load <4 x i32>, ptr %12, align 16
  %111 = extractelement <4 x i32> %110, i32 1
  %112 = load <4 x i32>, ptr %12, align 16
  %113 = extractelement <4 x i32> %112, i32 2
  %114 = load <4 x i32>, ptr %12, align 16
  %115 = extractelement <4 x i32> %114, i32 3
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %109, i32 noundef %111, i32 noundef %113, i32 noundef %115)
  store <2 x float> <float 1.500000e+00, float -2.000000e+00>, ptr %15, align 8
  %117 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 5
  %118 = load i32, ptr %117, align 4
  %119 = and i32 %118, 63
  %120 = sitofp i32 %119 to float
  %121 = insertelement <2 x float> poison, float %120, i32 0
  %122 = insertelement <2 x float> %121, float 2.500000e-01, i32 1
  store <2 x float> %122, ptr %16, align 8
  %123 = load <2 x float>, ptr %15, align 8
  %124 = load <2 x float>, ptr %16, align 8
  %125 = load <2 x float>, ptr %15, align 8
  %126 = load <2 x float>, ptr %16, align 8
  %127 = load <2 x float>, ptr %15, align 8
  %128 = load <2 x float>, ptr %16, align 8
  %129 = load <2 x float>, ptr %15, align 8
  %130 = load <2 x float>, ptr %16, align 8
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %18, align 8
  %131 = load <2 x float>, ptr %18, align 8
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %19, align 8
  %132 = load <2 x float>, ptr %19, align 8
  %133 = call <2 x float> @sum10f(<2 x float> noundef %123, <2 x float> noundef %124, <2 x float> noundef %125, <2 x float> noundef %126, <2 x float> noundef %127, <2 x float> noundef %128, <2 x float> noundef %129, <2 x float> noundef %130, <2 x float> noundef %131, <2 x float> noundef %132)
  store <2 x float> %133, ptr %17, align 8
  %134 = load <2 x float>, ptr %17, align 8
  %135 = extractelement <2 x float> %134, i32 0
  %136 = fpext float %135 to double
  %137 = load <2 x float>, ptr %17, align 8
  %138 = extractelement <2 x float> %137, i32 1
  %139 = fpext float %138 to double
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %136, double noundef %139)
  store <4 x i16> <i16 100, i16 -200, i16 300, i16 -400>, ptr %21, align 8
  %141 = load <4 x i16>, ptr %21, align 8
  store <4 x i16> <i16 7, i16 9, i16 -11, i16 13>, ptr %22, align 8
  %142 = load <4 x i16>, ptr %22, align 8
  %143 = call <4 x i16> @mulhi(<4 x i16> noundef %141, <4 x i16> noundef %142)
  store <4 x i16> %143, ptr %20, align 8
  %144 = load <4 x i16>, ptr %20, align 8
  %145 = extractelement <4 x i16> %144, i32 0
  %146 = sext i16 %145 to i32
  %147 = load <4 x i16>, ptr %20, align 8
  %148 = extractelement <4 x i16> %147, i32 1
  %149 = sext i16 %148 to i32
  %150 = load <4 x i16>, ptr %20, align 8
  %151 = extractelement <4 x i16> %150, i32 2
  %152 = sext i16 %151 to i32
  %153 = load <4 x i16>, ptr %20, align 8
  %154 = extractelement <4 x i16> %153, i32 3
  %155 = sext i16 %154 to i32
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %146, i32 noundef %149, i32 noundef %152, i32 noundef %155)
  %157 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 6
  %158 = load i32, ptr %157, align 4
  %159 = sext i32 %158 to i64
  %160 = insertelement <1 x i64> poison, i64 %159, i32 0
  store <1 x i64> %160, ptr %24, align 8
  %161 = load <1 x i64>, ptr %24, align 8
  %162 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 7
  %163 = load i32, ptr %162, align 4
  %164 = and i32 %163, 65535
  %165 = sext i32 %164 to i64
  %166 = insertelement <1 x i64> poison, i64 %165, i32 0
  store <1 x i64> %166, ptr %25, align 8
  %167 = load <1 x i64>, ptr %25, align 8
  %168 = call <1 x i64> @one64(<1 x i64> noundef %161, <1 x i64> noundef %167)
  store <1 x i64> %168, ptr %23, align 8
  store <1 x double> <double 1.500000e+00>, ptr %27, align 8
  %169 = load <1 x double>, ptr %27, align 8
  %170 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 8
  %171 = load i32, ptr %170, align 4
  %172 = and i32 %171, 7
  %173 = sitofp i32 %172 to double
  %174 = insertelement <1 x double> poison, double %173, i32 0
  store <1 x double> %174, ptr %28, align 8
  %175 = load <1 x double>, ptr %28, align 8
  %176 = call <1 x double> @one_d(<1 x double> noundef %169, <1 x double> noundef %175)
  store <1 x double> %176, ptr %26, align 8
  %177 = load <1 x i64>, ptr %23, align 8
  %178 = extractelement <1 x i64> %177, i32 0
  %179 = load <1 x double>, ptr %26, align 8
  %180 = extractelement <1 x double> %179, i32 0
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %178, double noundef %180)
  %182 = load i64, ptr %7, align 8
  %183 = and i64 %182, 127
  %184 = trunc i64 %183 to i32
  ret i32 %184
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_base(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 16
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca <8 x i32>, align 16
  %10 = alloca <8 x i32>, align 16
  %11 = alloca <8 x i32>, align 16
  %12 = alloca <8 x i32>, align 16
  %13 = alloca <8 x float>, align 16
  %14 = alloca <8 x float>, align 16
  %15 = alloca <8 x float>, align 16
  %16 = alloca <8 x float>, align 16
  %17 = alloca <4 x double>, align 16
  %18 = alloca <4 x double>, align 16
  %19 = alloca <4 x double>, align 16
  %20 = alloca <4 x double>, align 16
  %21 = alloca <4 x double>, align 16
  %22 = alloca <4 x double>, align 16
  %23 = alloca <8 x i64>, align 16
  %24 = alloca <8 x i64>, align 16
  %25 = alloca <8 x i32>, align 16
  %26 = alloca i64, align 8
  %27 = alloca <8 x i32>, align 16
  %28 = alloca <8 x i32>, align 16
  %29 = alloca <8 x i32>, align 16
  %30 = alloca <8 x i32>, align 16
  %31 = alloca <8 x i32>, align 16
  %32 = alloca <8 x i32>, align 16
  %33 = alloca <8 x i32>, align 16
  %34 = alloca <8 x i32>, align 16
  %35 = alloca <8 x i32>, align 16
  %36 = alloca <8 x i32>, align 16
  %37 = alloca %struct.pair8, align 16
  %38 = alloca %struct.pair8, align 16
  %39 = alloca %struct.pair8, align 16
  %40 = alloca <8 x i32>, align 16
  %41 = alloca <8 x i32>, align 16
  %42 = alloca <8 x i32>, align 16
  %43 = alloca <8 x i64>, align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %47 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 4 %47, i64 32, i1 false)
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds i32, ptr %48, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 4 %49, i64 32, i1 false)
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 4 %51, i64 32, i1 false)
  %52 = load <8 x i32>, ptr %5, align 16
  %53 = load <8 x i32>, ptr %6, align 16
  %54 = load <8 x i32>, ptr %7, align 16
  store <8 x i32> %52, ptr %10, align 16
  store <8 x i32> %53, ptr %11, align 16
  store <8 x i32> %54, ptr %12, align 16
  call void @add_mix_b(ptr dead_on_unwind writable sret(<8 x i32>) align 16 %9, ptr noundef %10, ptr noundef %11, i32 noundef 3, ptr noundef %12)
  %55 = load <8 x i32>, ptr %9, align 16
  store <8 x i32> %55, ptr %8, align 16
  %56 = load <8 x i32>, ptr %5, align 16
  %57 = and <8 x i32> %56, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %58 = sitofp <8 x i32> %57 to <8 x float>
  %59 = load <8 x i32>, ptr %6, align 16
  %60 = and <8 x i32> %59, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %61 = sitofp <8 x i32> %60 to <8 x float>
  store <8 x float> %58, ptr %15, align 16
  store <8 x float> %61, ptr %16, align 16
  call void @fma_like_b(ptr dead_on_unwind writable sret(<8 x float>) align 16 %14, ptr noundef %15, ptr noundef %16, float noundef 5.000000e-01)
  %62 = load <8 x float>, ptr %14, align 16
  store <8 x float> %62, ptr %13, align 16
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  %65 = load i32, ptr %64, align 4
  %66 = and i32 %65, 15
  %67 = sitofp i32 %66 to double
  %68 = insertelement <4 x double> poison, double %67, i32 0
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 1
  %71 = load i32, ptr %70, align 4
  %72 = and i32 %71, 15
  %73 = sitofp i32 %72 to double
  %74 = insertelement <4 x double> %68, double %73, i32 1
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 2
  %77 = load i32, ptr %76, align 4
  %78 = and i32 %77, 15
  %79 = sitofp i32 %78 to double
  %80 = insertelement <4 x double> %74, double %79, i32 2
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds i32, ptr %81, i64 3
  %83 = load i32, ptr %82, align 4
  %84 = and i32 %83, 15
  %85 = sitofp i32 %84 to double
  %86 = insertelement <4 x double> %80, double %85, i32 3
  store <4 x double> %86, ptr %18, align 16
  %87 = load <4 x double>, ptr %18, align 16
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %19, align 16
  %88 = load <4 x double>, ptr %19, align 16
  store <4 x double> %87, ptr %21, align 16
  store <4 x double> %88, ptr %22, align 16
  call void @scale_b(ptr dead_on_unwind writable sret(<4 x double>) align 16 %20, ptr noundef %21, double noundef 1.250000e+00, ptr noundef %22)
  %89 = load <4 x double>, ptr %20, align 16
  store <4 x double> %89, ptr %17, align 16
  %90 = load <8 x i32>, ptr %7, align 16
  store <8 x i32> %90, ptr %25, align 16
  call void @widen_b(ptr dead_on_unwind writable sret(<8 x i64>) align 16 %24, ptr noundef %25)
  %91 = load <8 x i64>, ptr %24, align 16
  store <8 x i64> %91, ptr %23, align 16
  %92 = load <8 x i32>, ptr %5, align 16
  %93 = load <8 x i32>, ptr %6, align 16
  %94 = load <8 x i32>, ptr %7, align 16
  %95 = load <8 x i32>, ptr %8, align 16
  %96 = load <8 x i32>, ptr %5, align 16
  %97 = load <8 x i32>, ptr %6, align 16
  %98 = load <8 x i32>, ptr %7, align 16
  %99 = load <8 x i32>, ptr %8, align 16
  %100 = load <8 x i32>, ptr %5, align 16
  %101 = load <8 x i32>, ptr %6, align 16
  store <8 x i32> %92, ptr %27, align 16
  store <8 x i32> %93, ptr %28, align 16
  store <8 x i32> %94, ptr %29, align 16
  store <8 x i32> %95, ptr %30, align 16
  store <8 x i32> %96, ptr %31, align 16
  store <8 x i32> %97, ptr %32, align 16
  store <8 x i32> %98, ptr %33, align 16
  store <8 x i32> %99, ptr %34, align 16
  store <8 x i32> %100, ptr %35, align 16
  store <8 x i32> %101, ptr %36, align 16
  %102 = call i64 @many_b(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, ptr noundef %31, ptr noundef %32, ptr noundef %33, ptr noundef %34, ptr noundef %35, ptr noundef %36, i32 noundef 7)
  store i64 %102, ptr %26, align 8
  %103 = getelementptr inbounds %struct.pair8, ptr %38, i32 0, i32 0
  %104 = load <8 x i32>, ptr %5, align 16
  store <8 x i32> %104, ptr %103, align 16
  %105 = getelementptr inbounds %struct.pair8, ptr %38, i32 0, i32 1
  store i32 5, ptr %105, align 16
  %106 = load <8 x i32>, ptr %6, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 %38, i64 48, i1 false)
  store <8 x i32> %106, ptr %40, align 16
  call void @in_struct_b(ptr dead_on_unwind writable sret(%struct.pair8) align 16 %37, ptr noundef %39, ptr noundef %40)
  %107 = load <8 x i64>, ptr %23, align 16
  store <8 x i64> %107, ptr %43, align 16
  call void @pick_b(ptr dead_on_unwind writable sret(<8 x i32>) align 16 %42, ptr noundef %43)
  %108 = load <8 x i32>, ptr %42, align 16
  store <8 x i32> %108, ptr %41, align 16
  %109 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %109, ptr align 16 %8, i64 32, i1 false)
  store i32 0, ptr %44, align 4
  br label %110

110:                                              ; preds = %123, %2
  %111 = load i32, ptr %44, align 4
  %112 = icmp slt i32 %111, 8
  br i1 %112, label %113, label %126

113:                                              ; preds = %110
  %114 = load <8 x float>, ptr %13, align 16
  %115 = load i32, ptr %44, align 4
  %116 = extractelement <8 x float> %114, i32 %115
  %117 = fptosi float %116 to i32
  %118 = load ptr, ptr %3, align 8
  %119 = load i32, ptr %44, align 4
  %120 = add nsw i32 8, %119
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %118, i64 %121
  store i32 %117, ptr %122, align 4
  br label %123

123:                                              ; preds = %113
  %124 = load i32, ptr %44, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %44, align 4
  br label %110, !llvm.loop !9

126:                                              ; preds = %110
  store i32 0, ptr %45, align 4
  br label %127

127:                                              ; preds = %141, %126
  %128 = load i32, ptr %45, align 4
  %129 = icmp slt i32 %128, 4
  br i1 %129, label %130, label %144

130:                                              ; preds = %127
  %131 = load <4 x double>, ptr %17, align 16
  %132 = load i32, ptr %45, align 4
  %133 = extractelement <4 x double> %131, i32 %132
  %134 = fmul double %133, 8.000000e+00
  %135 = fptosi double %134 to i32
  %136 = load ptr, ptr %3, align 8
  %137 = load i32, ptr %45, align 4
  %138 = add nsw i32 16, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %136, i64 %139
  store i32 %135, ptr %140, align 4
  br label %141

141:                                              ; preds = %130
  %142 = load i32, ptr %45, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %45, align 4
  br label %127, !llvm.loop !10

144:                                              ; preds = %127
  store i32 0, ptr %46, align 4
  br label %145

145:                                              ; preds = %159, %144
  %146 = load i32, ptr %46, align 4
  %147 = icmp slt i32 %146, 8
  br i1 %147, label %148, label %162

148:                                              ; preds = %145
  %149 = load <8 x i64>, ptr %23, align 16
  %150 = load i32, ptr %46, align 4
  %151 = extractelement <8 x i64> %149, i32 %150
  %152 = ashr i64 %151, 7
  %153 = trunc i64 %152 to i32
  %154 = load ptr, ptr %3, align 8
  %155 = load i32, ptr %46, align 4
  %156 = add nsw i32 20, %155
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %154, i64 %157
  store i32 %153, ptr %158, align 4
  br label %159

159:                                              ; preds = %148
  %160 = load i32, ptr %46, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %46, align 4
  br label %145, !llvm.loop !11

162:                                              ; preds = %145
  %163 = load i64, ptr %26, align 8
  %164 = trunc i64 %163 to i32
  %165 = load ptr, ptr %3, align 8
  %166 = getelementptr inbounds i32, ptr %165, i64 28
  store i32 %164, ptr %166, align 4
  %167 = load i64, ptr %26, align 8
  %168 = ashr i64 %167, 32
  %169 = trunc i64 %168 to i32
  %170 = load ptr, ptr %3, align 8
  %171 = getelementptr inbounds i32, ptr %170, i64 29
  store i32 %169, ptr %171, align 4
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 30
  %174 = getelementptr inbounds %struct.pair8, ptr %37, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %173, ptr align 16 %174, i64 32, i1 false)
  %175 = getelementptr inbounds %struct.pair8, ptr %37, i32 0, i32 1
  %176 = load i32, ptr %175, align 16
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds i32, ptr %177, i64 38
  store i32 %176, ptr %178, align 4
  %179 = load ptr, ptr %3, align 8
  %180 = getelementptr inbounds i32, ptr %179, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %180, ptr align 16 %41, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_avx2(ptr noundef %0, ptr noundef %1) #2 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 16
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca <8 x i32>, align 16
  %9 = alloca <8 x i32>, align 16
  %10 = alloca <8 x i32>, align 16
  %11 = alloca <8 x i32>, align 16
  %12 = alloca <8 x i32>, align 16
  %13 = alloca <8 x float>, align 16
  %14 = alloca <8 x float>, align 16
  %15 = alloca <8 x float>, align 16
  %16 = alloca <8 x float>, align 16
  %17 = alloca <4 x double>, align 16
  %18 = alloca <4 x double>, align 16
  %19 = alloca <4 x double>, align 16
  %20 = alloca <4 x double>, align 16
  %21 = alloca <4 x double>, align 16
  %22 = alloca <4 x double>, align 16
  %23 = alloca <8 x i64>, align 16
  %24 = alloca <8 x i64>, align 16
  %25 = alloca <8 x i32>, align 16
  %26 = alloca i64, align 8
  %27 = alloca <8 x i32>, align 16
  %28 = alloca <8 x i32>, align 16
  %29 = alloca <8 x i32>, align 16
  %30 = alloca <8 x i32>, align 16
  %31 = alloca <8 x i32>, align 16
  %32 = alloca <8 x i32>, align 16
  %33 = alloca <8 x i32>, align 16
  %34 = alloca <8 x i32>, align 16
  %35 = alloca <8 x i32>, align 16
  %36 = alloca <8 x i32>, align 16
  %37 = alloca %struct.pair8, align 16
  %38 = alloca %struct.pair8, align 16
  %39 = alloca %struct.pair8, align 16
  %40 = alloca <8 x i32>, align 16
  %41 = alloca <8 x i32>, align 16
  %42 = alloca <8 x i32>, align 16
  %43 = alloca <8 x i64>, align 16
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %47 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 4 %47, i64 32, i1 false)
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds i32, ptr %48, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 4 %49, i64 32, i1 false)
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %7, ptr align 4 %51, i64 32, i1 false)
  %52 = load <8 x i32>, ptr %5, align 16
  %53 = load <8 x i32>, ptr %6, align 16
  %54 = load <8 x i32>, ptr %7, align 16
  store <8 x i32> %52, ptr %10, align 16
  store <8 x i32> %53, ptr %11, align 16
  store <8 x i32> %54, ptr %12, align 16
  call void @add_mix(ptr dead_on_unwind writable sret(<8 x i32>) align 16 %9, ptr noundef %10, ptr noundef %11, i32 noundef 3, ptr noundef %12)
  %55 = load <8 x i32>, ptr %9, align 16
  store <8 x i32> %55, ptr %8, align 16
  %56 = load <8 x i32>, ptr %5, align 16
  %57 = and <8 x i32> %56, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %58 = sitofp <8 x i32> %57 to <8 x float>
  %59 = load <8 x i32>, ptr %6, align 16
  %60 = and <8 x i32> %59, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %61 = sitofp <8 x i32> %60 to <8 x float>
  store <8 x float> %58, ptr %15, align 16
  store <8 x float> %61, ptr %16, align 16
  call void @fma_like(ptr dead_on_unwind writable sret(<8 x float>) align 16 %14, ptr noundef %15, ptr noundef %16, float noundef 5.000000e-01)
  %62 = load <8 x float>, ptr %14, align 16
  store <8 x float> %62, ptr %13, align 16
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 0
  %65 = load i32, ptr %64, align 4
  %66 = and i32 %65, 15
  %67 = sitofp i32 %66 to double
  %68 = insertelement <4 x double> poison, double %67, i32 0
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 1
  %71 = load i32, ptr %70, align 4
  %72 = and i32 %71, 15
  %73 = sitofp i32 %72 to double
  %74 = insertelement <4 x double> %68, double %73, i32 1
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 2
  %77 = load i32, ptr %76, align 4
  %78 = and i32 %77, 15
  %79 = sitofp i32 %78 to double
  %80 = insertelement <4 x double> %74, double %79, i32 2
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds i32, ptr %81, i64 3
  %83 = load i32, ptr %82, align 4
  %84 = and i32 %83, 15
  %85 = sitofp i32 %84 to double
  %86 = insertelement <4 x double> %80, double %85, i32 3
  store <4 x double> %86, ptr %18, align 16
  %87 = load <4 x double>, ptr %18, align 16
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %19, align 16
  %88 = load <4 x double>, ptr %19, align 16
  store <4 x double> %87, ptr %21, align 16
  store <4 x double> %88, ptr %22, align 16
  call void @scale(ptr dead_on_unwind writable sret(<4 x double>) align 16 %20, ptr noundef %21, double noundef 1.250000e+00, ptr noundef %22)
  %89 = load <4 x double>, ptr %20, align 16
  store <4 x double> %89, ptr %17, align 16
  %90 = load <8 x i32>, ptr %7, align 16
  store <8 x i32> %90, ptr %25, align 16
  call void @widen(ptr dead_on_unwind writable sret(<8 x i64>) align 16 %24, ptr noundef %25)
  %91 = load <8 x i64>, ptr %24, align 16
  store <8 x i64> %91, ptr %23, align 16
  %92 = load <8 x i32>, ptr %5, align 16
  %93 = load <8 x i32>, ptr %6, align 16
  %94 = load <8 x i32>, ptr %7, align 16
  %95 = load <8 x i32>, ptr %8, align 16
  %96 = load <8 x i32>, ptr %5, align 16
  %97 = load <8 x i32>, ptr %6, align 16
  %98 = load <8 x i32>, ptr %7, align 16
  %99 = load <8 x i32>, ptr %8, align 16
  %100 = load <8 x i32>, ptr %5, align 16
  %101 = load <8 x i32>, ptr %6, align 16
  store <8 x i32> %92, ptr %27, align 16
  store <8 x i32> %93, ptr %28, align 16
  store <8 x i32> %94, ptr %29, align 16
  store <8 x i32> %95, ptr %30, align 16
  store <8 x i32> %96, ptr %31, align 16
  store <8 x i32> %97, ptr %32, align 16
  store <8 x i32> %98, ptr %33, align 16
  store <8 x i32> %99, ptr %34, align 16
  store <8 x i32> %100, ptr %35, align 16
  store <8 x i32> %101, ptr %36, align 16
  %102 = call i64 @many(ptr noundef %27, ptr noundef %28, ptr noundef %29, ptr noundef %30, ptr noundef %31, ptr noundef %32, ptr noundef %33, ptr noundef %34, ptr noundef %35, ptr noundef %36, i32 noundef 7)
  store i64 %102, ptr %26, align 8
  %103 = getelementptr inbounds %struct.pair8, ptr %38, i32 0, i32 0
  %104 = load <8 x i32>, ptr %5, align 16
  store <8 x i32> %104, ptr %103, align 16
  %105 = getelementptr inbounds %struct.pair8, ptr %38, i32 0, i32 1
  store i32 5, ptr %105, align 16
  %106 = load <8 x i32>, ptr %6, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 %38, i64 48, i1 false)
  store <8 x i32> %106, ptr %40, align 16
  call void @in_struct(ptr dead_on_unwind writable sret(%struct.pair8) align 16 %37, ptr noundef %39, ptr noundef %40)
  %107 = load <8 x i64>, ptr %23, align 16
  store <8 x i64> %107, ptr %43, align 16
  call void @pick(ptr dead_on_unwind writable sret(<8 x i32>) align 16 %42, ptr noundef %43)
  %108 = load <8 x i32>, ptr %42, align 16
  store <8 x i32> %108, ptr %41, align 16
  %109 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %109, ptr align 16 %8, i64 32, i1 false)
  store i32 0, ptr %44, align 4
  br label %110

110:                                              ; preds = %123, %2
  %111 = load i32, ptr %44, align 4
  %112 = icmp slt i32 %111, 8
  br i1 %112, label %113, label %126

113:                                              ; preds = %110
  %114 = load <8 x float>, ptr %13, align 16
  %115 = load i32, ptr %44, align 4
  %116 = extractelement <8 x float> %114, i32 %115
  %117 = fptosi float %116 to i32
  %118 = load ptr, ptr %3, align 8
  %119 = load i32, ptr %44, align 4
  %120 = add nsw i32 8, %119
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds i32, ptr %118, i64 %121
  store i32 %117, ptr %122, align 4
  br label %123

123:                                              ; preds = %113
  %124 = load i32, ptr %44, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %44, align 4
  br label %110, !llvm.loop !12

126:                                              ; preds = %110
  store i32 0, ptr %45, align 4
  br label %127

127:                                              ; preds = %141, %126
  %128 = load i32, ptr %45, align 4
  %129 = icmp slt i32 %128, 4
  br i1 %129, label %130, label %144

130:                                              ; preds = %127
  %131 = load <4 x double>, ptr %17, align 16
  %132 = load i32, ptr %45, align 4
  %133 = extractelement <4 x double> %131, i32 %132
  %134 = fmul double %133, 8.000000e+00
  %135 = fptosi double %134 to i32
  %136 = load ptr, ptr %3, align 8
  %137 = load i32, ptr %45, align 4
  %138 = add nsw i32 16, %137
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds i32, ptr %136, i64 %139
  store i32 %135, ptr %140, align 4
  br label %141

141:                                              ; preds = %130
  %142 = load i32, ptr %45, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %45, align 4
  br label %127, !llvm.loop !13

144:                                              ; preds = %127
  store i32 0, ptr %46, align 4
  br label %145

145:                                              ; preds = %159, %144
  %146 = load i32, ptr %46, align 4
  %147 = icmp slt i32 %146, 8
  br i1 %147, label %148, label %162

148:                                              ; preds = %145
  %149 = load <8 x i64>, ptr %23, align 16
  %150 = load i32, ptr %46, align 4
  %151 = extractelement <8 x i64> %149, i32 %150
  %152 = ashr i64 %151, 7
  %153 = trunc i64 %152 to i32
  %154 = load ptr, ptr %3, align 8
  %155 = load i32, ptr %46, align 4
  %156 = add nsw i32 20, %155
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds i32, ptr %154, i64 %157
  store i32 %153, ptr %158, align 4
  br label %159

159:                                              ; preds = %148
  %160 = load i32, ptr %46, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %46, align 4
  br label %145, !llvm.loop !14

162:                                              ; preds = %145
  %163 = load i64, ptr %26, align 8
  %164 = trunc i64 %163 to i32
  %165 = load ptr, ptr %3, align 8
  %166 = getelementptr inbounds i32, ptr %165, i64 28
  store i32 %164, ptr %166, align 4
  %167 = load i64, ptr %26, align 8
  %168 = ashr i64 %167, 32
  %169 = trunc i64 %168 to i32
  %170 = load ptr, ptr %3, align 8
  %171 = getelementptr inbounds i32, ptr %170, i64 29
  store i32 %169, ptr %171, align 4
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds i32, ptr %172, i64 30
  %174 = getelementptr inbounds %struct.pair8, ptr %37, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %173, ptr align 16 %174, i64 32, i1 false)
  %175 = getelementptr inbounds %struct.pair8, ptr %37, i32 0, i32 1
  %176 = load i32, ptr %175, align 16
  %177 = load ptr, ptr %3, align 8
  %178 = getelementptr inbounds i32, ptr %177, i64 38
  store i32 %176, ptr %178, align 4
  %179 = load ptr, ptr %3, align 8
  %180 = getelementptr inbounds i32, ptr %179, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %180, ptr align 16 %41, i64 32, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @sum10(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3, <4 x i32> noundef %4, <4 x i32> noundef %5, <4 x i32> noundef %6, <4 x i32> noundef %7, <4 x i32> noundef %8, <4 x i32> noundef %9) #0 {
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %11, align 16
  store <4 x i32> %1, ptr %12, align 16
  store <4 x i32> %2, ptr %13, align 16
  store <4 x i32> %3, ptr %14, align 16
  store <4 x i32> %4, ptr %15, align 16
  store <4 x i32> %5, ptr %16, align 16
  store <4 x i32> %6, ptr %17, align 16
  store <4 x i32> %7, ptr %18, align 16
  store <4 x i32> %8, ptr %19, align 16
  store <4 x i32> %9, ptr %20, align 16
  %21 = load <4 x i32>, ptr %11, align 16
  %22 = load <4 x i32>, ptr %12, align 16
  %23 = add <4 x i32> %21, %22
  %24 = load <4 x i32>, ptr %13, align 16
  %25 = add <4 x i32> %23, %24
  %26 = load <4 x i32>, ptr %14, align 16
  %27 = add <4 x i32> %25, %26
  %28 = load <4 x i32>, ptr %15, align 16
  %29 = add <4 x i32> %27, %28
  %30 = load <4 x i32>, ptr %16, align 16
  %31 = add <4 x i32> %29, %30
  %32 = load <4 x i32>, ptr %17, align 16
  %33 = add <4 x i32> %31, %32
  %34 = load <4 x i32>, ptr %18, align 16
  %35 = add <4 x i32> %33, %34
  %36 = load <4 x i32>, ptr %19, align 16
  %37 = mul <4 x i32> %36, <i32 2, i32 2, i32 2, i32 2>
  %38 = add <4 x i32> %35, %37
  %39 = load <4 x i32>, ptr %20, align 16
  %40 = mul <4 x i32> %39, <i32 3, i32 3, i32 3, i32 3>
  %41 = add <4 x i32> %38, %40
  ret <4 x i32> %41
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @sum10f(<2 x float> noundef %0, <2 x float> noundef %1, <2 x float> noundef %2, <2 x float> noundef %3, <2 x float> noundef %4, <2 x float> noundef %5, <2 x float> noundef %6, <2 x float> noundef %7, <2 x float> noundef %8, <2 x float> noundef %9) #0 {
  %11 = alloca <2 x float>, align 8
  %12 = alloca <2 x float>, align 8
  %13 = alloca <2 x float>, align 8
  %14 = alloca <2 x float>, align 8
  %15 = alloca <2 x float>, align 8
  %16 = alloca <2 x float>, align 8
  %17 = alloca <2 x float>, align 8
  %18 = alloca <2 x float>, align 8
  %19 = alloca <2 x float>, align 8
  %20 = alloca <2 x float>, align 8
  store <2 x float> %0, ptr %11, align 8
  store <2 x float> %1, ptr %12, align 8
  store <2 x float> %2, ptr %13, align 8
  store <2 x float> %3, ptr %14, align 8
  store <2 x float> %4, ptr %15, align 8
  store <2 x float> %5, ptr %16, align 8
  store <2 x float> %6, ptr %17, align 8
  store <2 x float> %7, ptr %18, align 8
  store <2 x float> %8, ptr %19, align 8
  store <2 x float> %9, ptr %20, align 8
  %21 = load <2 x float>, ptr %11, align 8
  %22 = load <2 x float>, ptr %12, align 8
  %23 = fadd <2 x float> %21, %22
  %24 = load <2 x float>, ptr %13, align 8
  %25 = fadd <2 x float> %23, %24
  %26 = load <2 x float>, ptr %14, align 8
  %27 = fadd <2 x float> %25, %26
  %28 = load <2 x float>, ptr %15, align 8
  %29 = fadd <2 x float> %27, %28
  %30 = load <2 x float>, ptr %16, align 8
  %31 = fadd <2 x float> %29, %30
  %32 = load <2 x float>, ptr %17, align 8
  %33 = fadd <2 x float> %31, %32
  %34 = load <2 x float>, ptr %18, align 8
  %35 = fadd <2 x float> %33, %34
  %36 = load <2 x float>, ptr %19, align 8
  %37 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %36, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> %35)
  %38 = load <2 x float>, ptr %20, align 8
  %39 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %38, <2 x float> <float 3.000000e+00, float 3.000000e+00>, <2 x float> %37)
  ret <2 x float> %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i16> @mulhi(<4 x i16> noundef %0, <4 x i16> noundef %1) #0 {
  %3 = alloca <4 x i16>, align 8
  %4 = alloca <4 x i16>, align 8
  store <4 x i16> %0, ptr %3, align 8
  store <4 x i16> %1, ptr %4, align 8
  %5 = load <4 x i16>, ptr %3, align 8
  %6 = load <4 x i16>, ptr %4, align 8
  %7 = mul <4 x i16> %5, %6
  %8 = ashr <4 x i16> %7, <i16 2, i16 2, i16 2, i16 2>
  ret <4 x i16> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <1 x i64> @one64(<1 x i64> noundef %0, <1 x i64> noundef %1) #0 {
  %3 = alloca <1 x i64>, align 8
  %4 = alloca <1 x i64>, align 8
  store <1 x i64> %0, ptr %3, align 8
  store <1 x i64> %1, ptr %4, align 8
  %5 = load <1 x i64>, ptr %3, align 8
  %6 = load <1 x i64>, ptr %4, align 8
  %7 = mul <1 x i64> %5, %6
  %8 = load <1 x i64>, ptr %3, align 8
  %9 = ashr <1 x i64> %8, <i64 3>
  %10 = sub <1 x i64> %7, %9
  ret <1 x i64> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <1 x double> @one_d(<1 x double> noundef %0, <1 x double> noundef %1) #0 {
  %3 = alloca <1 x double>, align 8
  %4 = alloca <1 x double>, align 8
  store <1 x double> %0, ptr %3, align 8
  store <1 x double> %1, ptr %4, align 8
  %5 = load <1 x double>, ptr %3, align 8
  %6 = load <1 x double>, ptr %4, align 8
  %7 = call <1 x double> @llvm.fmuladd.v1f64(<1 x double> %5, <1 x double> %6, <1 x double> <double 1.000000e+00>)
  ret <1 x double> %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_mix_b(ptr dead_on_unwind noalias writable sret(<8 x i32>) align 16 %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) #0 {
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca <8 x i32>, align 16
  %10 = load <8 x i32>, ptr %1, align 16
  %11 = load <8 x i32>, ptr %2, align 16
  %12 = load <8 x i32>, ptr %4, align 16
  store <8 x i32> %10, ptr %6, align 16
  store <8 x i32> %11, ptr %7, align 16
  store i32 %3, ptr %8, align 4
  store <8 x i32> %12, ptr %9, align 16
  %13 = load <8 x i32>, ptr %6, align 16
  %14 = load <8 x i32>, ptr %7, align 16
  %15 = add <8 x i32> %13, %14
  %16 = load i32, ptr %8, align 4
  %17 = insertelement <8 x i32> poison, i32 %16, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  %19 = mul <8 x i32> %15, %18
  %20 = load <8 x i32>, ptr %9, align 16
  %21 = sub <8 x i32> %19, %20
  store <8 x i32> %21, ptr %0, align 16
  %22 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %22, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fma_like_b(ptr dead_on_unwind noalias writable sret(<8 x float>) align 16 %0, ptr noundef %1, ptr noundef %2, float noundef %3) #0 {
  %5 = alloca <8 x float>, align 16
  %6 = alloca <8 x float>, align 16
  %7 = alloca float, align 4
  %8 = load <8 x float>, ptr %1, align 16
  %9 = load <8 x float>, ptr %2, align 16
  store <8 x float> %8, ptr %5, align 16
  store <8 x float> %9, ptr %6, align 16
  store float %3, ptr %7, align 4
  %10 = load <8 x float>, ptr %5, align 16
  %11 = load <8 x float>, ptr %6, align 16
  %12 = load float, ptr %7, align 4
  %13 = insertelement <8 x float> poison, float %12, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %10, <8 x float> %11, <8 x float> %14)
  store <8 x float> %15, ptr %0, align 16
  %16 = load <8 x float>, ptr %0, align 16
  store <8 x float> %16, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale_b(ptr dead_on_unwind noalias writable sret(<4 x double>) align 16 %0, ptr noundef %1, double noundef %2, ptr noundef %3) #0 {
  %5 = alloca <4 x double>, align 16
  %6 = alloca double, align 8
  %7 = alloca <4 x double>, align 16
  %8 = load <4 x double>, ptr %1, align 16
  %9 = load <4 x double>, ptr %3, align 16
  store <4 x double> %8, ptr %5, align 16
  store double %2, ptr %6, align 8
  store <4 x double> %9, ptr %7, align 16
  %10 = load <4 x double>, ptr %5, align 16
  %11 = load double, ptr %6, align 8
  %12 = insertelement <4 x double> poison, double %11, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = load <4 x double>, ptr %7, align 16
  %15 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %10, <4 x double> %13, <4 x double> %14)
  store <4 x double> %15, ptr %0, align 16
  %16 = load <4 x double>, ptr %0, align 16
  store <4 x double> %16, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen_b(ptr dead_on_unwind noalias writable sret(<8 x i64>) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca <8 x i32>, align 16
  %4 = load <8 x i32>, ptr %1, align 16
  store <8 x i32> %4, ptr %3, align 16
  %5 = load <8 x i32>, ptr %3, align 16
  %6 = sext <8 x i32> %5 to <8 x i64>
  %7 = mul <8 x i64> %6, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  store <8 x i64> %7, ptr %0, align 16
  %8 = load <8 x i64>, ptr %0, align 16
  store <8 x i64> %8, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_b(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) #0 {
  %12 = alloca <8 x i32>, align 16
  %13 = alloca <8 x i32>, align 16
  %14 = alloca <8 x i32>, align 16
  %15 = alloca <8 x i32>, align 16
  %16 = alloca <8 x i32>, align 16
  %17 = alloca <8 x i32>, align 16
  %18 = alloca <8 x i32>, align 16
  %19 = alloca <8 x i32>, align 16
  %20 = alloca <8 x i32>, align 16
  %21 = alloca <8 x i32>, align 16
  %22 = alloca i32, align 4
  %23 = alloca <8 x i32>, align 16
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = load <8 x i32>, ptr %0, align 16
  %27 = load <8 x i32>, ptr %1, align 16
  %28 = load <8 x i32>, ptr %2, align 16
  %29 = load <8 x i32>, ptr %3, align 16
  %30 = load <8 x i32>, ptr %4, align 16
  %31 = load <8 x i32>, ptr %5, align 16
  %32 = load <8 x i32>, ptr %6, align 16
  %33 = load <8 x i32>, ptr %7, align 16
  %34 = load <8 x i32>, ptr %8, align 16
  %35 = load <8 x i32>, ptr %9, align 16
  store <8 x i32> %26, ptr %12, align 16
  store <8 x i32> %27, ptr %13, align 16
  store <8 x i32> %28, ptr %14, align 16
  store <8 x i32> %29, ptr %15, align 16
  store <8 x i32> %30, ptr %16, align 16
  store <8 x i32> %31, ptr %17, align 16
  store <8 x i32> %32, ptr %18, align 16
  store <8 x i32> %33, ptr %19, align 16
  store <8 x i32> %34, ptr %20, align 16
  store <8 x i32> %35, ptr %21, align 16
  store i32 %10, ptr %22, align 4
  %36 = load <8 x i32>, ptr %12, align 16
  %37 = load <8 x i32>, ptr %13, align 16
  %38 = mul <8 x i32> %37, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %39 = add <8 x i32> %36, %38
  %40 = load <8 x i32>, ptr %14, align 16
  %41 = mul <8 x i32> %40, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = add <8 x i32> %39, %41
  %43 = load <8 x i32>, ptr %15, align 16
  %44 = mul <8 x i32> %43, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %45 = add <8 x i32> %42, %44
  %46 = load <8 x i32>, ptr %16, align 16
  %47 = mul <8 x i32> %46, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %48 = add <8 x i32> %45, %47
  %49 = load <8 x i32>, ptr %17, align 16
  %50 = mul <8 x i32> %49, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %51 = add <8 x i32> %48, %50
  %52 = load <8 x i32>, ptr %18, align 16
  %53 = mul <8 x i32> %52, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %54 = add <8 x i32> %51, %53
  %55 = load <8 x i32>, ptr %19, align 16
  %56 = mul <8 x i32> %55, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %57 = add <8 x i32> %54, %56
  %58 = load <8 x i32>, ptr %20, align 16
  %59 = mul <8 x i32> %58, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %60 = add <8 x i32> %57, %59
  %61 = load <8 x i32>, ptr %21, align 16
  %62 = mul <8 x i32> %61, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %63 = add <8 x i32> %60, %62
  store <8 x i32> %63, ptr %23, align 16
  %64 = load i32, ptr %22, align 4
  %65 = sext i32 %64 to i64
  store i64 %65, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %66

66:                                               ; preds = %77, %11
  %67 = load i32, ptr %25, align 4
  %68 = icmp slt i32 %67, 8
  br i1 %68, label %69, label %80

69:                                               ; preds = %66
  %70 = load i64, ptr %24, align 8
  %71 = mul nsw i64 %70, 3
  %72 = load <8 x i32>, ptr %23, align 16
  %73 = load i32, ptr %25, align 4
  %74 = extractelement <8 x i32> %72, i32 %73
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %71, %75
  store i64 %76, ptr %24, align 8
  br label %77

77:                                               ; preds = %69
  %78 = load i32, ptr %25, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %25, align 4
  br label %66, !llvm.loop !15

80:                                               ; preds = %66
  %81 = load i64, ptr %24, align 8
  ret i64 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @in_struct_b(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 16
  %6 = load <8 x i32>, ptr %2, align 16
  store ptr %1, ptr %4, align 8
  store <8 x i32> %6, ptr %5, align 16
  %7 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %8 = load <8 x i32>, ptr %7, align 16
  %9 = load <8 x i32>, ptr %5, align 16
  %10 = xor <8 x i32> %8, %9
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %10, ptr %11, align 16
  %12 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %13 = load <8 x i32>, ptr %12, align 16
  %14 = extractelement <8 x i32> %13, i32 3
  %15 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %16 = load i32, ptr %15, align 16
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr %15, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pick_b(ptr dead_on_unwind noalias writable sret(<8 x i32>) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca <8 x i64>, align 16
  %4 = load <8 x i64>, ptr %1, align 16
  store <8 x i64> %4, ptr %3, align 16
  %5 = load <8 x i64>, ptr %3, align 16
  %6 = ashr <8 x i64> %5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = trunc <8 x i64> %6 to <8 x i32>
  store <8 x i32> %7, ptr %0, align 16
  %8 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %8, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_mix(ptr dead_on_unwind noalias writable sret(<8 x i32>) align 16 %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, ptr noundef %4) #2 {
  %6 = alloca <8 x i32>, align 16
  %7 = alloca <8 x i32>, align 16
  %8 = alloca i32, align 4
  %9 = alloca <8 x i32>, align 16
  %10 = load <8 x i32>, ptr %1, align 16
  %11 = load <8 x i32>, ptr %2, align 16
  %12 = load <8 x i32>, ptr %4, align 16
  store <8 x i32> %10, ptr %6, align 16
  store <8 x i32> %11, ptr %7, align 16
  store i32 %3, ptr %8, align 4
  store <8 x i32> %12, ptr %9, align 16
  %13 = load <8 x i32>, ptr %6, align 16
  %14 = load <8 x i32>, ptr %7, align 16
  %15 = add <8 x i32> %13, %14
  %16 = load i32, ptr %8, align 4
  %17 = insertelement <8 x i32> poison, i32 %16, i64 0
  %18 = shufflevector <8 x i32> %17, <8 x i32> poison, <8 x i32> zeroinitializer
  %19 = mul <8 x i32> %15, %18
  %20 = load <8 x i32>, ptr %9, align 16
  %21 = sub <8 x i32> %19, %20
  store <8 x i32> %21, ptr %0, align 16
  %22 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %22, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fma_like(ptr dead_on_unwind noalias writable sret(<8 x float>) align 16 %0, ptr noundef %1, ptr noundef %2, float noundef %3) #2 {
  %5 = alloca <8 x float>, align 16
  %6 = alloca <8 x float>, align 16
  %7 = alloca float, align 4
  %8 = load <8 x float>, ptr %1, align 16
  %9 = load <8 x float>, ptr %2, align 16
  store <8 x float> %8, ptr %5, align 16
  store <8 x float> %9, ptr %6, align 16
  store float %3, ptr %7, align 4
  %10 = load <8 x float>, ptr %5, align 16
  %11 = load <8 x float>, ptr %6, align 16
  %12 = load float, ptr %7, align 4
  %13 = insertelement <8 x float> poison, float %12, i64 0
  %14 = shufflevector <8 x float> %13, <8 x float> poison, <8 x i32> zeroinitializer
  %15 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %10, <8 x float> %11, <8 x float> %14)
  store <8 x float> %15, ptr %0, align 16
  %16 = load <8 x float>, ptr %0, align 16
  store <8 x float> %16, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @scale(ptr dead_on_unwind noalias writable sret(<4 x double>) align 16 %0, ptr noundef %1, double noundef %2, ptr noundef %3) #2 {
  %5 = alloca <4 x double>, align 16
  %6 = alloca double, align 8
  %7 = alloca <4 x double>, align 16
  %8 = load <4 x double>, ptr %1, align 16
  %9 = load <4 x double>, ptr %3, align 16
  store <4 x double> %8, ptr %5, align 16
  store double %2, ptr %6, align 8
  store <4 x double> %9, ptr %7, align 16
  %10 = load <4 x double>, ptr %5, align 16
  %11 = load double, ptr %6, align 8
  %12 = insertelement <4 x double> poison, double %11, i64 0
  %13 = shufflevector <4 x double> %12, <4 x double> poison, <4 x i32> zeroinitializer
  %14 = load <4 x double>, ptr %7, align 16
  %15 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %10, <4 x double> %13, <4 x double> %14)
  store <4 x double> %15, ptr %0, align 16
  %16 = load <4 x double>, ptr %0, align 16
  store <4 x double> %16, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen(ptr dead_on_unwind noalias writable sret(<8 x i64>) align 16 %0, ptr noundef %1) #2 {
  %3 = alloca <8 x i32>, align 16
  %4 = load <8 x i32>, ptr %1, align 16
  store <8 x i32> %4, ptr %3, align 16
  %5 = load <8 x i32>, ptr %3, align 16
  %6 = sext <8 x i32> %5 to <8 x i64>
  %7 = mul <8 x i64> %6, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  store <8 x i64> %7, ptr %0, align 16
  %8 = load <8 x i64>, ptr %0, align 16
  store <8 x i64> %8, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) #2 {
  %12 = alloca <8 x i32>, align 16
  %13 = alloca <8 x i32>, align 16
  %14 = alloca <8 x i32>, align 16
  %15 = alloca <8 x i32>, align 16
  %16 = alloca <8 x i32>, align 16
  %17 = alloca <8 x i32>, align 16
  %18 = alloca <8 x i32>, align 16
  %19 = alloca <8 x i32>, align 16
  %20 = alloca <8 x i32>, align 16
  %21 = alloca <8 x i32>, align 16
  %22 = alloca i32, align 4
  %23 = alloca <8 x i32>, align 16
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  %26 = load <8 x i32>, ptr %0, align 16
  %27 = load <8 x i32>, ptr %1, align 16
  %28 = load <8 x i32>, ptr %2, align 16
  %29 = load <8 x i32>, ptr %3, align 16
  %30 = load <8 x i32>, ptr %4, align 16
  %31 = load <8 x i32>, ptr %5, align 16
  %32 = load <8 x i32>, ptr %6, align 16
  %33 = load <8 x i32>, ptr %7, align 16
  %34 = load <8 x i32>, ptr %8, align 16
  %35 = load <8 x i32>, ptr %9, align 16
  store <8 x i32> %26, ptr %12, align 16
  store <8 x i32> %27, ptr %13, align 16
  store <8 x i32> %28, ptr %14, align 16
  store <8 x i32> %29, ptr %15, align 16
  store <8 x i32> %30, ptr %16, align 16
  store <8 x i32> %31, ptr %17, align 16
  store <8 x i32> %32, ptr %18, align 16
  store <8 x i32> %33, ptr %19, align 16
  store <8 x i32> %34, ptr %20, align 16
  store <8 x i32> %35, ptr %21, align 16
  store i32 %10, ptr %22, align 4
  %36 = load <8 x i32>, ptr %12, align 16
  %37 = load <8 x i32>, ptr %13, align 16
  %38 = mul <8 x i32> %37, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %39 = add <8 x i32> %36, %38
  %40 = load <8 x i32>, ptr %14, align 16
  %41 = mul <8 x i32> %40, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = add <8 x i32> %39, %41
  %43 = load <8 x i32>, ptr %15, align 16
  %44 = mul <8 x i32> %43, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %45 = add <8 x i32> %42, %44
  %46 = load <8 x i32>, ptr %16, align 16
  %47 = mul <8 x i32> %46, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %48 = add <8 x i32> %45, %47
  %49 = load <8 x i32>, ptr %17, align 16
  %50 = mul <8 x i32> %49, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %51 = add <8 x i32> %48, %50
  %52 = load <8 x i32>, ptr %18, align 16
  %53 = mul <8 x i32> %52, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %54 = add <8 x i32> %51, %53
  %55 = load <8 x i32>, ptr %19, align 16
  %56 = mul <8 x i32> %55, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %57 = add <8 x i32> %54, %56
  %58 = load <8 x i32>, ptr %20, align 16
  %59 = mul <8 x i32> %58, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %60 = add <8 x i32> %57, %59
  %61 = load <8 x i32>, ptr %21, align 16
  %62 = mul <8 x i32> %61, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %63 = add <8 x i32> %60, %62
  store <8 x i32> %63, ptr %23, align 16
  %64 = load i32, ptr %22, align 4
  %65 = sext i32 %64 to i64
  store i64 %65, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %66

66:                                               ; preds = %77, %11
  %67 = load i32, ptr %25, align 4
  %68 = icmp slt i32 %67, 8
  br i1 %68, label %69, label %80

69:                                               ; preds = %66
  %70 = load i64, ptr %24, align 8
  %71 = mul nsw i64 %70, 3
  %72 = load <8 x i32>, ptr %23, align 16
  %73 = load i32, ptr %25, align 4
  %74 = extractelement <8 x i32> %72, i32 %73
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %71, %75
  store i64 %76, ptr %24, align 8
  br label %77

77:                                               ; preds = %69
  %78 = load i32, ptr %25, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %25, align 4
  br label %66, !llvm.loop !16

80:                                               ; preds = %66
  %81 = load i64, ptr %24, align 8
  ret i64 %81
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @in_struct(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 16 %0, ptr noundef %1, ptr noundef %2) #2 {
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 16
  %6 = load <8 x i32>, ptr %2, align 16
  store ptr %1, ptr %4, align 8
  store <8 x i32> %6, ptr %5, align 16
  %7 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %8 = load <8 x i32>, ptr %7, align 16
  %9 = load <8 x i32>, ptr %5, align 16
  %10 = xor <8 x i32> %8, %9
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %10, ptr %11, align 16
  %12 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %13 = load <8 x i32>, ptr %12, align 16
  %14 = extractelement <8 x i32> %13, i32 3
  %15 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %16 = load i32, ptr %15, align 16
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr %15, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 48, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pick(ptr dead_on_unwind noalias writable sret(<8 x i32>) align 16 %0, ptr noundef %1) #2 {
  %3 = alloca <8 x i64>, align 16
  %4 = load <8 x i64>, ptr %1, align 16
  store <8 x i64> %4, ptr %3, align 16
  %5 = load <8 x i64>, ptr %3, align 16
  %6 = ashr <8 x i64> %5, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %7 = trunc <8 x i64> %6 to <8 x i32>
  store <8 x i32> %7, ptr %0, align 16
  %8 = load <8 x i32>, ptr %0, align 16
  store <8 x i32> %8, ptr %0, align 16
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+avx2,+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind willreturn memory(read) }

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
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
