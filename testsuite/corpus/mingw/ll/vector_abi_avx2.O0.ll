; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.pair8 = type { <8 x i32>, i32, [28 x i8] }

@.str = private unnamed_addr constant [14 x i8] c"wide %016llx\0A\00", align 1
@__cpu_model = external dso_local global { i32, i32, i32, [1 x i32] }
@__cpu_features2 = external dso_local global [3 x i32]
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
  %2 = alloca [24 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [47 x i32], align 16
  %6 = alloca [47 x i32], align 16
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
  br label %29, !llvm.loop !5

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
  br label %48, !llvm.loop !7

63:                                               ; preds = %48
  %64 = load i64, ptr %7, align 8
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %64)
  store i32 1, ptr %9, align 4
  %66 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %67 = and i32 %66, 1024
  %68 = icmp eq i32 %67, 1024
  %69 = and i1 true, %68
  br i1 %69, label %70, label %79

70:                                               ; preds = %63
  %71 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %72 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @run_avx2(ptr noundef %71, ptr noundef %72)
  %73 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %74 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 0
  %75 = call i32 @memcmp(ptr noundef %73, ptr noundef %74, i64 noundef 188)
  %76 = icmp ne i32 %75, 0
  %77 = xor i1 %76, true
  %78 = zext i1 %77 to i32
  store i32 %78, ptr %9, align 4
  br label %79

79:                                               ; preds = %70, %63
  %80 = load i32, ptr %9, align 4
  %81 = icmp ne i32 %80, 0
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, ptr @.str.2, ptr @.str.3
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %83)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %10, align 16
  %85 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  %86 = load i32, ptr %85, align 16
  %87 = and i32 %86, 255
  %88 = insertelement <4 x i32> poison, i32 %87, i32 0
  %89 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 1
  %90 = load i32, ptr %89, align 4
  %91 = and i32 %90, 255
  %92 = insertelement <4 x i32> %88, i32 %91, i32 1
  %93 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 2
  %94 = load i32, ptr %93, align 8
  %95 = and i32 %94, 255
  %96 = insertelement <4 x i32> %92, i32 %95, i32 2
  %97 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 3
  %98 = load i32, ptr %97, align 4
  %99 = and i32 %98, 255
  %100 = insertelement <4 x i32> %96, i32 %99, i32 3
  store <4 x i32> %100, ptr %11, align 16
  %101 = load <4 x i32>, ptr %10, align 16
  %102 = load <4 x i32>, ptr %11, align 16
  %103 = load <4 x i32>, ptr %10, align 16
  %104 = load <4 x i32>, ptr %11, align 16
  %105 = load <4 x i32>, ptr %10, align 16
  %106 = load <4 x i32>, ptr %11, align 16
  %107 = load <4 x i32>, ptr %10, align 16
  %108 = load <4 x i32>, ptr %11, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %13, align 16
  %109 = load <4 x i32>, ptr %13, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %14, align 16
  %110 = load <4 x i32>, ptr %14, align 16
  %111 = call <4 x i32> @sum10(<4 x i32> noundef %101, <4 x i32> noundef %102, <4 x i32> noundef %103, <4 x i32> noundef %104, <4 x i32> noundef %105, <4 x i32> noundef %106, <4 x i32> noundef %107, <4 x i32> noundef %108, <4 x i32> noundef %109, <4 x i32> noundef %110)
  store <4 x i32> %111, ptr %12, align 16
  %112 = load <4 x i32>, ptr %12, align 16
  %113 = extractelement <4 x i32> %112, i32 0
  %114 = load <4 x i32>, ptr %12, align 16
  %115 = extractelement <4 x i32> %114, i32 1
  %116 = load <4 x i32>, ptr %12, align 16
  %117 = extractelement <4 x i32> %116, i32 2
  %118 = load <4 x i32>, ptr %12, align 16
  %119 = extractelement <4 x i32> %118, i32 3
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %113, i32 noundef %115, i32 noundef %117, i32 noundef %119)
  store <2 x float> <float 1.500000e+00, float -2.000000e+00>, ptr %15, align 8
  %121 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 5
  %122 = load i32, ptr %121, align 4
  %123 = and i32 %122, 63
  %124 = sitofp i32 %123 to float
  %125 = insertelement <2 x float> poison, float %124, i32 0
  %126 = insertelement <2 x float> %125, float 2.500000e-01, i32 1
  store <2 x float> %126, ptr %16, align 8
  %127 = load <2 x float>, ptr %15, align 8
  %128 = load <2 x float>, ptr %16, align 8
  %129 = load <2 x float>, ptr %15, align 8
  %130 = load <2 x float>, ptr %16, align 8
  %131 = load <2 x float>, ptr %15, align 8
  %132 = load <2 x float>, ptr %16, align 8
  %133 = load <2 x float>, ptr %15, align 8
  %134 = load <2 x float>, ptr %16, align 8
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %18, align 8
  %135 = load <2 x float>, ptr %18, align 8
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %19, align 8
  %136 = load <2 x float>, ptr %19, align 8
  %137 = call <2 x float> @sum10f(<2 x float> noundef %127, <2 x float> noundef %128, <2 x float> noundef %129, <2 x float> noundef %130, <2 x float> noundef %131, <2 x float> noundef %132, <2 x float> noundef %133, <2 x float> noundef %134, <2 x float> noundef %135, <2 x float> noundef %136)
  store <2 x float> %137, ptr %17, align 8
  %138 = load <2 x float>, ptr %17, align 8
  %139 = extractelement <2 x float> %138, i32 0
  %140 = fpext float %139 to double
  %141 = load <2 x float>, ptr %17, align 8
  %142 = extractelement <2 x float> %141, i32 1
  %143 = fpext float %142 to double
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %140, double noundef %143)
  store <4 x i16> <i16 100, i16 -200, i16 300, i16 -400>, ptr %21, align 8
  %145 = load <4 x i16>, ptr %21, align 8
  store <4 x i16> <i16 7, i16 9, i16 -11, i16 13>, ptr %22, align 8
  %146 = load <4 x i16>, ptr %22, align 8
  %147 = call <4 x i16> @mulhi(<4 x i16> noundef %145, <4 x i16> noundef %146)
  store <4 x i16> %147, ptr %20, align 8
  %148 = load <4 x i16>, ptr %20, align 8
  %149 = extractelement <4 x i16> %148, i32 0
  %150 = sext i16 %149 to i32
  %151 = load <4 x i16>, ptr %20, align 8
  %152 = extractelement <4 x i16> %151, i32 1
  %153 = sext i16 %152 to i32
  %154 = load <4 x i16>, ptr %20, align 8
  %155 = extractelement <4 x i16> %154, i32 2
  %156 = sext i16 %155 to i32
  %157 = load <4 x i16>, ptr %20, align 8
  %158 = extractelement <4 x i16> %157, i32 3
  %159 = sext i16 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %150, i32 noundef %153, i32 noundef %156, i32 noundef %159)
  %161 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 6
  %162 = load i32, ptr %161, align 8
  %163 = sext i32 %162 to i64
  %164 = insertelement <1 x i64> poison, i64 %163, i32 0
  store <1 x i64> %164, ptr %24, align 8
  %165 = load <1 x i64>, ptr %24, align 8
  %166 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 7
  %167 = load i32, ptr %166, align 4
  %168 = and i32 %167, 65535
  %169 = sext i32 %168 to i64
  %170 = insertelement <1 x i64> poison, i64 %169, i32 0
  store <1 x i64> %170, ptr %25, align 8
  %171 = load <1 x i64>, ptr %25, align 8
  %172 = call <1 x i64> @one64(<1 x i64> noundef %165, <1 x i64> noundef %171)
  store <1 x i64> %172, ptr %23, align 8
  store <1 x double> <double 1.500000e+00>, ptr %27, align 8
  %173 = load <1 x double>, ptr %27, align 8
  %174 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 8
  %175 = load i32, ptr %174, align 16
  %176 = and i32 %175, 7
  %177 = sitofp i32 %176 to double
  %178 = insertelement <1 x double> poison, double %177, i32 0
  store <1 x double> %178, ptr %28, align 8
  %179 = load <1 x double>, ptr %28, align 8
  %180 = call <1 x double> @one_d(<1 x double> noundef %173, <1 x double> noundef %179)
  store <1 x double> %180, ptr %26, align 8
  %181 = load <1 x i64>, ptr %23, align 8
  %182 = extractelement <1 x i64> %181, i32 0
  %183 = load <1 x double>, ptr %26, align 8
  %184 = extractelement <1 x double> %183, i32 0
  %185 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %182, double noundef %184)
  %186 = load i64, ptr %7, align 8
  %187 = and i64 %186, 127
  %188 = trunc i64 %187 to i32
  ret i32 %188
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_base(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x float>, align 32
  %10 = alloca <4 x double>, align 32
  %11 = alloca <4 x double>, align 32
  %12 = alloca <4 x double>, align 32
  %13 = alloca <8 x i64>, align 64
  %14 = alloca i64, align 8
  %15 = alloca %struct.pair8, align 32
  %16 = alloca %struct.pair8, align 32
  %17 = alloca %struct.pair8, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %22 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %5, ptr align 4 %22, i64 32, i1 false)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i32, ptr %23, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %6, ptr align 4 %24, i64 32, i1 false)
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds i32, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %7, ptr align 4 %26, i64 32, i1 false)
  %27 = load <8 x i32>, ptr %5, align 32
  %28 = load <8 x i32>, ptr %6, align 32
  %29 = load <8 x i32>, ptr %7, align 32
  %30 = call <8 x i32> @add_mix_b(<8 x i32> noundef %27, <8 x i32> noundef %28, i32 noundef 3, <8 x i32> noundef %29)
  store <8 x i32> %30, ptr %8, align 32
  %31 = load <8 x i32>, ptr %5, align 32
  %32 = and <8 x i32> %31, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %33 = sitofp <8 x i32> %32 to <8 x float>
  %34 = load <8 x i32>, ptr %6, align 32
  %35 = and <8 x i32> %34, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %36 = sitofp <8 x i32> %35 to <8 x float>
  %37 = call <8 x float> @fma_like_b(<8 x float> noundef %33, <8 x float> noundef %36, float noundef 5.000000e-01)
  store <8 x float> %37, ptr %9, align 32
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds i32, ptr %38, i64 0
  %40 = load i32, ptr %39, align 4
  %41 = and i32 %40, 15
  %42 = sitofp i32 %41 to double
  %43 = insertelement <4 x double> poison, double %42, i32 0
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 1
  %46 = load i32, ptr %45, align 4
  %47 = and i32 %46, 15
  %48 = sitofp i32 %47 to double
  %49 = insertelement <4 x double> %43, double %48, i32 1
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 2
  %52 = load i32, ptr %51, align 4
  %53 = and i32 %52, 15
  %54 = sitofp i32 %53 to double
  %55 = insertelement <4 x double> %49, double %54, i32 2
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds i32, ptr %56, i64 3
  %58 = load i32, ptr %57, align 4
  %59 = and i32 %58, 15
  %60 = sitofp i32 %59 to double
  %61 = insertelement <4 x double> %55, double %60, i32 3
  store <4 x double> %61, ptr %11, align 32
  %62 = load <4 x double>, ptr %11, align 32
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %12, align 32
  %63 = load <4 x double>, ptr %12, align 32
  %64 = call <4 x double> @scale_b(<4 x double> noundef %62, double noundef 1.250000e+00, <4 x double> noundef %63)
  store <4 x double> %64, ptr %10, align 32
  %65 = load <8 x i32>, ptr %7, align 32
  %66 = call <8 x i64> @widen_b(<8 x i32> noundef %65)
  store <8 x i64> %66, ptr %13, align 64
  %67 = load <8 x i32>, ptr %5, align 32
  %68 = load <8 x i32>, ptr %6, align 32
  %69 = load <8 x i32>, ptr %7, align 32
  %70 = load <8 x i32>, ptr %8, align 32
  %71 = load <8 x i32>, ptr %5, align 32
  %72 = load <8 x i32>, ptr %6, align 32
  %73 = load <8 x i32>, ptr %7, align 32
  %74 = load <8 x i32>, ptr %8, align 32
  %75 = load <8 x i32>, ptr %5, align 32
  %76 = load <8 x i32>, ptr %6, align 32
  %77 = call i64 @many_b(<8 x i32> noundef %67, <8 x i32> noundef %68, <8 x i32> noundef %69, <8 x i32> noundef %70, <8 x i32> noundef %71, <8 x i32> noundef %72, <8 x i32> noundef %73, <8 x i32> noundef %74, <8 x i32> noundef %75, <8 x i32> noundef %76, i32 noundef 7)
  store i64 %77, ptr %14, align 8
  %78 = getelementptr inbounds %struct.pair8, ptr %16, i32 0, i32 0
  %79 = load <8 x i32>, ptr %5, align 32
  store <8 x i32> %79, ptr %78, align 32
  %80 = getelementptr inbounds %struct.pair8, ptr %16, i32 0, i32 1
  store i32 5, ptr %80, align 32
  %81 = load <8 x i32>, ptr %6, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %17, ptr align 32 %16, i64 64, i1 false)
  call void @in_struct_b(ptr dead_on_unwind writable sret(%struct.pair8) align 32 %15, ptr noundef %17, <8 x i32> noundef %81)
  %82 = load <8 x i64>, ptr %13, align 64
  %83 = call <8 x i32> @pick_b(<8 x i64> noundef %82)
  store <8 x i32> %83, ptr %18, align 32
  %84 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %84, ptr align 32 %8, i64 32, i1 false)
  store i32 0, ptr %19, align 4
  br label %85

85:                                               ; preds = %98, %2
  %86 = load i32, ptr %19, align 4
  %87 = icmp slt i32 %86, 8
  br i1 %87, label %88, label %101

88:                                               ; preds = %85
  %89 = load <8 x float>, ptr %9, align 32
  %90 = load i32, ptr %19, align 4
  %91 = extractelement <8 x float> %89, i32 %90
  %92 = fptosi float %91 to i32
  %93 = load ptr, ptr %3, align 8
  %94 = load i32, ptr %19, align 4
  %95 = add nsw i32 8, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %93, i64 %96
  store i32 %92, ptr %97, align 4
  br label %98

98:                                               ; preds = %88
  %99 = load i32, ptr %19, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %19, align 4
  br label %85, !llvm.loop !8

101:                                              ; preds = %85
  store i32 0, ptr %20, align 4
  br label %102

102:                                              ; preds = %116, %101
  %103 = load i32, ptr %20, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %119

105:                                              ; preds = %102
  %106 = load <4 x double>, ptr %10, align 32
  %107 = load i32, ptr %20, align 4
  %108 = extractelement <4 x double> %106, i32 %107
  %109 = fmul double %108, 8.000000e+00
  %110 = fptosi double %109 to i32
  %111 = load ptr, ptr %3, align 8
  %112 = load i32, ptr %20, align 4
  %113 = add nsw i32 16, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %111, i64 %114
  store i32 %110, ptr %115, align 4
  br label %116

116:                                              ; preds = %105
  %117 = load i32, ptr %20, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %20, align 4
  br label %102, !llvm.loop !9

119:                                              ; preds = %102
  store i32 0, ptr %21, align 4
  br label %120

120:                                              ; preds = %134, %119
  %121 = load i32, ptr %21, align 4
  %122 = icmp slt i32 %121, 8
  br i1 %122, label %123, label %137

123:                                              ; preds = %120
  %124 = load <8 x i64>, ptr %13, align 64
  %125 = load i32, ptr %21, align 4
  %126 = extractelement <8 x i64> %124, i32 %125
  %127 = ashr i64 %126, 7
  %128 = trunc i64 %127 to i32
  %129 = load ptr, ptr %3, align 8
  %130 = load i32, ptr %21, align 4
  %131 = add nsw i32 20, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %129, i64 %132
  store i32 %128, ptr %133, align 4
  br label %134

134:                                              ; preds = %123
  %135 = load i32, ptr %21, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %21, align 4
  br label %120, !llvm.loop !10

137:                                              ; preds = %120
  %138 = load i64, ptr %14, align 8
  %139 = trunc i64 %138 to i32
  %140 = load ptr, ptr %3, align 8
  %141 = getelementptr inbounds i32, ptr %140, i64 28
  store i32 %139, ptr %141, align 4
  %142 = load i64, ptr %14, align 8
  %143 = ashr i64 %142, 32
  %144 = trunc i64 %143 to i32
  %145 = load ptr, ptr %3, align 8
  %146 = getelementptr inbounds i32, ptr %145, i64 29
  store i32 %144, ptr %146, align 4
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds i32, ptr %147, i64 30
  %149 = getelementptr inbounds %struct.pair8, ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %148, ptr align 32 %149, i64 32, i1 false)
  %150 = getelementptr inbounds %struct.pair8, ptr %15, i32 0, i32 1
  %151 = load i32, ptr %150, align 32
  %152 = load ptr, ptr %3, align 8
  %153 = getelementptr inbounds i32, ptr %152, i64 38
  store i32 %151, ptr %153, align 4
  %154 = load ptr, ptr %3, align 8
  %155 = getelementptr inbounds i32, ptr %154, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %155, ptr align 32 %18, i64 32, i1 false)
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #12
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_avx2(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x float>, align 32
  %10 = alloca <4 x double>, align 32
  %11 = alloca <4 x double>, align 32
  %12 = alloca <4 x double>, align 32
  %13 = alloca <8 x i64>, align 64
  %14 = alloca i64, align 8
  %15 = alloca %struct.pair8, align 32
  %16 = alloca %struct.pair8, align 32
  %17 = alloca %struct.pair8, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %22 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %5, ptr align 4 %22, i64 32, i1 false)
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds i32, ptr %23, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %6, ptr align 4 %24, i64 32, i1 false)
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds i32, ptr %25, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %7, ptr align 4 %26, i64 32, i1 false)
  %27 = load <8 x i32>, ptr %5, align 32
  %28 = load <8 x i32>, ptr %6, align 32
  %29 = load <8 x i32>, ptr %7, align 32
  %30 = call <8 x i32> @add_mix(<8 x i32> noundef %27, <8 x i32> noundef %28, i32 noundef 3, <8 x i32> noundef %29)
  store <8 x i32> %30, ptr %8, align 32
  %31 = load <8 x i32>, ptr %5, align 32
  %32 = and <8 x i32> %31, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %33 = sitofp <8 x i32> %32 to <8 x float>
  %34 = load <8 x i32>, ptr %6, align 32
  %35 = and <8 x i32> %34, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %36 = sitofp <8 x i32> %35 to <8 x float>
  %37 = call <8 x float> @fma_like(<8 x float> noundef %33, <8 x float> noundef %36, float noundef 5.000000e-01)
  store <8 x float> %37, ptr %9, align 32
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds i32, ptr %38, i64 0
  %40 = load i32, ptr %39, align 4
  %41 = and i32 %40, 15
  %42 = sitofp i32 %41 to double
  %43 = insertelement <4 x double> poison, double %42, i32 0
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 1
  %46 = load i32, ptr %45, align 4
  %47 = and i32 %46, 15
  %48 = sitofp i32 %47 to double
  %49 = insertelement <4 x double> %43, double %48, i32 1
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 2
  %52 = load i32, ptr %51, align 4
  %53 = and i32 %52, 15
  %54 = sitofp i32 %53 to double
  %55 = insertelement <4 x double> %49, double %54, i32 2
  %56 = load ptr, ptr %4, align 8
  %57 = getelementptr inbounds i32, ptr %56, i64 3
  %58 = load i32, ptr %57, align 4
  %59 = and i32 %58, 15
  %60 = sitofp i32 %59 to double
  %61 = insertelement <4 x double> %55, double %60, i32 3
  store <4 x double> %61, ptr %11, align 32
  %62 = load <4 x double>, ptr %11, align 32
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %12, align 32
  %63 = load <4 x double>, ptr %12, align 32
  %64 = call <4 x double> @scale(<4 x double> noundef %62, double noundef 1.250000e+00, <4 x double> noundef %63)
  store <4 x double> %64, ptr %10, align 32
  %65 = load <8 x i32>, ptr %7, align 32
  %66 = call <8 x i64> @widen(<8 x i32> noundef %65)
  store <8 x i64> %66, ptr %13, align 64
  %67 = load <8 x i32>, ptr %5, align 32
  %68 = load <8 x i32>, ptr %6, align 32
  %69 = load <8 x i32>, ptr %7, align 32
  %70 = load <8 x i32>, ptr %8, align 32
  %71 = load <8 x i32>, ptr %5, align 32
  %72 = load <8 x i32>, ptr %6, align 32
  %73 = load <8 x i32>, ptr %7, align 32
  %74 = load <8 x i32>, ptr %8, align 32
  %75 = load <8 x i32>, ptr %5, align 32
  %76 = load <8 x i32>, ptr %6, align 32
  %77 = call i64 @many(<8 x i32> noundef %67, <8 x i32> noundef %68, <8 x i32> noundef %69, <8 x i32> noundef %70, <8 x i32> noundef %71, <8 x i32> noundef %72, <8 x i32> noundef %73, <8 x i32> noundef %74, <8 x i32> noundef %75, <8 x i32> noundef %76, i32 noundef 7)
  store i64 %77, ptr %14, align 8
  %78 = getelementptr inbounds %struct.pair8, ptr %16, i32 0, i32 0
  %79 = load <8 x i32>, ptr %5, align 32
  store <8 x i32> %79, ptr %78, align 32
  %80 = getelementptr inbounds %struct.pair8, ptr %16, i32 0, i32 1
  store i32 5, ptr %80, align 32
  %81 = load <8 x i32>, ptr %6, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %17, ptr align 32 %16, i64 64, i1 false)
  call void @in_struct(ptr dead_on_unwind writable sret(%struct.pair8) align 32 %15, ptr noundef %17, <8 x i32> noundef %81)
  %82 = load <8 x i64>, ptr %13, align 64
  %83 = call <8 x i32> @pick(<8 x i64> noundef %82)
  store <8 x i32> %83, ptr %18, align 32
  %84 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %84, ptr align 32 %8, i64 32, i1 false)
  store i32 0, ptr %19, align 4
  br label %85

85:                                               ; preds = %98, %2
  %86 = load i32, ptr %19, align 4
  %87 = icmp slt i32 %86, 8
  br i1 %87, label %88, label %101

88:                                               ; preds = %85
  %89 = load <8 x float>, ptr %9, align 32
  %90 = load i32, ptr %19, align 4
  %91 = extractelement <8 x float> %89, i32 %90
  %92 = fptosi float %91 to i32
  %93 = load ptr, ptr %3, align 8
  %94 = load i32, ptr %19, align 4
  %95 = add nsw i32 8, %94
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds i32, ptr %93, i64 %96
  store i32 %92, ptr %97, align 4
  br label %98

98:                                               ; preds = %88
  %99 = load i32, ptr %19, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %19, align 4
  br label %85, !llvm.loop !11

101:                                              ; preds = %85
  store i32 0, ptr %20, align 4
  br label %102

102:                                              ; preds = %116, %101
  %103 = load i32, ptr %20, align 4
  %104 = icmp slt i32 %103, 4
  br i1 %104, label %105, label %119

105:                                              ; preds = %102
  %106 = load <4 x double>, ptr %10, align 32
  %107 = load i32, ptr %20, align 4
  %108 = extractelement <4 x double> %106, i32 %107
  %109 = fmul double %108, 8.000000e+00
  %110 = fptosi double %109 to i32
  %111 = load ptr, ptr %3, align 8
  %112 = load i32, ptr %20, align 4
  %113 = add nsw i32 16, %112
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i32, ptr %111, i64 %114
  store i32 %110, ptr %115, align 4
  br label %116

116:                                              ; preds = %105
  %117 = load i32, ptr %20, align 4
  %118 = add nsw i32 %117, 1
  store i32 %118, ptr %20, align 4
  br label %102, !llvm.loop !12

119:                                              ; preds = %102
  store i32 0, ptr %21, align 4
  br label %120

120:                                              ; preds = %134, %119
  %121 = load i32, ptr %21, align 4
  %122 = icmp slt i32 %121, 8
  br i1 %122, label %123, label %137

123:                                              ; preds = %120
  %124 = load <8 x i64>, ptr %13, align 64
  %125 = load i32, ptr %21, align 4
  %126 = extractelement <8 x i64> %124, i32 %125
  %127 = ashr i64 %126, 7
  %128 = trunc i64 %127 to i32
  %129 = load ptr, ptr %3, align 8
  %130 = load i32, ptr %21, align 4
  %131 = add nsw i32 20, %130
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %129, i64 %132
  store i32 %128, ptr %133, align 4
  br label %134

134:                                              ; preds = %123
  %135 = load i32, ptr %21, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %21, align 4
  br label %120, !llvm.loop !13

137:                                              ; preds = %120
  %138 = load i64, ptr %14, align 8
  %139 = trunc i64 %138 to i32
  %140 = load ptr, ptr %3, align 8
  %141 = getelementptr inbounds i32, ptr %140, i64 28
  store i32 %139, ptr %141, align 4
  %142 = load i64, ptr %14, align 8
  %143 = ashr i64 %142, 32
  %144 = trunc i64 %143 to i32
  %145 = load ptr, ptr %3, align 8
  %146 = getelementptr inbounds i32, ptr %145, i64 29
  store i32 %144, ptr %146, align 4
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds i32, ptr %147, i64 30
  %149 = getelementptr inbounds %struct.pair8, ptr %15, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %148, ptr align 32 %149, i64 32, i1 false)
  %150 = getelementptr inbounds %struct.pair8, ptr %15, i32 0, i32 1
  %151 = load i32, ptr %150, align 32
  %152 = load ptr, ptr %3, align 8
  %153 = getelementptr inbounds i32, ptr %152, i64 38
  store i32 %151, ptr %153, align 4
  %154 = load ptr, ptr %3, align 8
  %155 = getelementptr inbounds i32, ptr %154, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %155, ptr align 32 %18, i64 32, i1 false)
  ret void
}

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

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
define internal <2 x float> @sum10f(<2 x float> noundef %0, <2 x float> noundef %1, <2 x float> noundef %2, <2 x float> noundef %3, <2 x float> noundef %4, <2 x float> noundef %5, <2 x float> noundef %6, <2 x float> noundef %7, <2 x float> noundef %8, <2 x float> noundef %9) #5 {
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
define internal <4 x i16> @mulhi(<4 x i16> noundef %0, <4 x i16> noundef %1) #5 {
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
define internal <1 x i64> @one64(<1 x i64> noundef %0, <1 x i64> noundef %1) #5 {
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
define internal <1 x double> @one_d(<1 x double> noundef %0, <1 x double> noundef %1) #5 {
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
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @add_mix_b(<8 x i32> noundef %0, <8 x i32> noundef %1, i32 noundef %2, <8 x i32> noundef %3) #7 {
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca i32, align 4
  %8 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %5, align 32
  store <8 x i32> %1, ptr %6, align 32
  store i32 %2, ptr %7, align 4
  store <8 x i32> %3, ptr %8, align 32
  %9 = load <8 x i32>, ptr %5, align 32
  %10 = load <8 x i32>, ptr %6, align 32
  %11 = add <8 x i32> %9, %10
  %12 = load i32, ptr %7, align 4
  %13 = insertelement <8 x i32> poison, i32 %12, i64 0
  %14 = shufflevector <8 x i32> %13, <8 x i32> poison, <8 x i32> zeroinitializer
  %15 = mul <8 x i32> %11, %14
  %16 = load <8 x i32>, ptr %8, align 32
  %17 = sub <8 x i32> %15, %16
  ret <8 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x float> @fma_like_b(<8 x float> noundef %0, <8 x float> noundef %1, float noundef %2) #7 {
  %4 = alloca <8 x float>, align 32
  %5 = alloca <8 x float>, align 32
  %6 = alloca float, align 4
  store <8 x float> %0, ptr %4, align 32
  store <8 x float> %1, ptr %5, align 32
  store float %2, ptr %6, align 4
  %7 = load <8 x float>, ptr %4, align 32
  %8 = load <8 x float>, ptr %5, align 32
  %9 = load float, ptr %6, align 4
  %10 = insertelement <8 x float> poison, float %9, i64 0
  %11 = shufflevector <8 x float> %10, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %7, <8 x float> %8, <8 x float> %11)
  ret <8 x float> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @scale_b(<4 x double> noundef %0, double noundef %1, <4 x double> noundef %2) #7 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca double, align 8
  %6 = alloca <4 x double>, align 32
  store <4 x double> %0, ptr %4, align 32
  store double %1, ptr %5, align 8
  store <4 x double> %2, ptr %6, align 32
  %7 = load <4 x double>, ptr %4, align 32
  %8 = load double, ptr %5, align 8
  %9 = insertelement <4 x double> poison, double %8, i64 0
  %10 = shufflevector <4 x double> %9, <4 x double> poison, <4 x i32> zeroinitializer
  %11 = load <4 x double>, ptr %6, align 32
  %12 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> %10, <4 x double> %11)
  ret <4 x double> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i64> @widen_b(<8 x i32> noundef %0) #1 {
  %2 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %2, align 32
  %3 = load <8 x i32>, ptr %2, align 32
  %4 = sext <8 x i32> %3 to <8 x i64>
  %5 = mul <8 x i64> %4, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_b(<8 x i32> noundef %0, <8 x i32> noundef %1, <8 x i32> noundef %2, <8 x i32> noundef %3, <8 x i32> noundef %4, <8 x i32> noundef %5, <8 x i32> noundef %6, <8 x i32> noundef %7, <8 x i32> noundef %8, <8 x i32> noundef %9, i32 noundef %10) #7 {
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca <8 x i32>, align 32
  %22 = alloca i32, align 4
  %23 = alloca <8 x i32>, align 32
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  store <8 x i32> %0, ptr %12, align 32
  store <8 x i32> %1, ptr %13, align 32
  store <8 x i32> %2, ptr %14, align 32
  store <8 x i32> %3, ptr %15, align 32
  store <8 x i32> %4, ptr %16, align 32
  store <8 x i32> %5, ptr %17, align 32
  store <8 x i32> %6, ptr %18, align 32
  store <8 x i32> %7, ptr %19, align 32
  store <8 x i32> %8, ptr %20, align 32
  store <8 x i32> %9, ptr %21, align 32
  store i32 %10, ptr %22, align 4
  %26 = load <8 x i32>, ptr %12, align 32
  %27 = load <8 x i32>, ptr %13, align 32
  %28 = mul <8 x i32> %27, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %29 = add <8 x i32> %26, %28
  %30 = load <8 x i32>, ptr %14, align 32
  %31 = mul <8 x i32> %30, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %32 = add <8 x i32> %29, %31
  %33 = load <8 x i32>, ptr %15, align 32
  %34 = mul <8 x i32> %33, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %35 = add <8 x i32> %32, %34
  %36 = load <8 x i32>, ptr %16, align 32
  %37 = mul <8 x i32> %36, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %38 = add <8 x i32> %35, %37
  %39 = load <8 x i32>, ptr %17, align 32
  %40 = mul <8 x i32> %39, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %41 = add <8 x i32> %38, %40
  %42 = load <8 x i32>, ptr %18, align 32
  %43 = mul <8 x i32> %42, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %44 = add <8 x i32> %41, %43
  %45 = load <8 x i32>, ptr %19, align 32
  %46 = mul <8 x i32> %45, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = add <8 x i32> %44, %46
  %48 = load <8 x i32>, ptr %20, align 32
  %49 = mul <8 x i32> %48, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %50 = add <8 x i32> %47, %49
  %51 = load <8 x i32>, ptr %21, align 32
  %52 = mul <8 x i32> %51, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %53 = add <8 x i32> %50, %52
  store <8 x i32> %53, ptr %23, align 32
  %54 = load i32, ptr %22, align 4
  %55 = sext i32 %54 to i64
  store i64 %55, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %56

56:                                               ; preds = %67, %11
  %57 = load i32, ptr %25, align 4
  %58 = icmp slt i32 %57, 8
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load i64, ptr %24, align 8
  %61 = mul nsw i64 %60, 3
  %62 = load <8 x i32>, ptr %23, align 32
  %63 = load i32, ptr %25, align 4
  %64 = extractelement <8 x i32> %62, i32 %63
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %61, %65
  store i64 %66, ptr %24, align 8
  br label %67

67:                                               ; preds = %59
  %68 = load i32, ptr %25, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %25, align 4
  br label %56, !llvm.loop !14

70:                                               ; preds = %56
  %71 = load i64, ptr %24, align 8
  ret i64 %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @in_struct_b(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 32 %0, ptr noundef %1, <8 x i32> noundef %2) #7 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca <8 x i32>, align 32
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store <8 x i32> %2, ptr %6, align 32
  %7 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %8 = load <8 x i32>, ptr %7, align 32
  %9 = load <8 x i32>, ptr %6, align 32
  %10 = xor <8 x i32> %8, %9
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %10, ptr %11, align 32
  %12 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %13 = load <8 x i32>, ptr %12, align 32
  %14 = extractelement <8 x i32> %13, i32 3
  %15 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %16 = load i32, ptr %15, align 32
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr %15, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @pick_b(<8 x i64> noundef %0) #1 {
  %2 = alloca <8 x i64>, align 64
  store <8 x i64> %0, ptr %2, align 64
  %3 = load <8 x i64>, ptr %2, align 64
  %4 = ashr <8 x i64> %3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = trunc <8 x i64> %4 to <8 x i32>
  ret <8 x i32> %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #9

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #10

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #9

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @add_mix(<8 x i32> noundef %0, <8 x i32> noundef %1, i32 noundef %2, <8 x i32> noundef %3) #11 {
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca i32, align 4
  %8 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %5, align 32
  store <8 x i32> %1, ptr %6, align 32
  store i32 %2, ptr %7, align 4
  store <8 x i32> %3, ptr %8, align 32
  %9 = load <8 x i32>, ptr %5, align 32
  %10 = load <8 x i32>, ptr %6, align 32
  %11 = add <8 x i32> %9, %10
  %12 = load i32, ptr %7, align 4
  %13 = insertelement <8 x i32> poison, i32 %12, i64 0
  %14 = shufflevector <8 x i32> %13, <8 x i32> poison, <8 x i32> zeroinitializer
  %15 = mul <8 x i32> %11, %14
  %16 = load <8 x i32>, ptr %8, align 32
  %17 = sub <8 x i32> %15, %16
  ret <8 x i32> %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x float> @fma_like(<8 x float> noundef %0, <8 x float> noundef %1, float noundef %2) #11 {
  %4 = alloca <8 x float>, align 32
  %5 = alloca <8 x float>, align 32
  %6 = alloca float, align 4
  store <8 x float> %0, ptr %4, align 32
  store <8 x float> %1, ptr %5, align 32
  store float %2, ptr %6, align 4
  %7 = load <8 x float>, ptr %4, align 32
  %8 = load <8 x float>, ptr %5, align 32
  %9 = load float, ptr %6, align 4
  %10 = insertelement <8 x float> poison, float %9, i64 0
  %11 = shufflevector <8 x float> %10, <8 x float> poison, <8 x i32> zeroinitializer
  %12 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %7, <8 x float> %8, <8 x float> %11)
  ret <8 x float> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @scale(<4 x double> noundef %0, double noundef %1, <4 x double> noundef %2) #11 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca double, align 8
  %6 = alloca <4 x double>, align 32
  store <4 x double> %0, ptr %4, align 32
  store double %1, ptr %5, align 8
  store <4 x double> %2, ptr %6, align 32
  %7 = load <4 x double>, ptr %4, align 32
  %8 = load double, ptr %5, align 8
  %9 = insertelement <4 x double> poison, double %8, i64 0
  %10 = shufflevector <4 x double> %9, <4 x double> poison, <4 x i32> zeroinitializer
  %11 = load <4 x double>, ptr %6, align 32
  %12 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %7, <4 x double> %10, <4 x double> %11)
  ret <4 x double> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i64> @widen(<8 x i32> noundef %0) #3 {
  %2 = alloca <8 x i32>, align 32
  store <8 x i32> %0, ptr %2, align 32
  %3 = load <8 x i32>, ptr %2, align 32
  %4 = sext <8 x i32> %3 to <8 x i64>
  %5 = mul <8 x i64> %4, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(<8 x i32> noundef %0, <8 x i32> noundef %1, <8 x i32> noundef %2, <8 x i32> noundef %3, <8 x i32> noundef %4, <8 x i32> noundef %5, <8 x i32> noundef %6, <8 x i32> noundef %7, <8 x i32> noundef %8, <8 x i32> noundef %9, i32 noundef %10) #11 {
  %12 = alloca <8 x i32>, align 32
  %13 = alloca <8 x i32>, align 32
  %14 = alloca <8 x i32>, align 32
  %15 = alloca <8 x i32>, align 32
  %16 = alloca <8 x i32>, align 32
  %17 = alloca <8 x i32>, align 32
  %18 = alloca <8 x i32>, align 32
  %19 = alloca <8 x i32>, align 32
  %20 = alloca <8 x i32>, align 32
  %21 = alloca <8 x i32>, align 32
  %22 = alloca i32, align 4
  %23 = alloca <8 x i32>, align 32
  %24 = alloca i64, align 8
  %25 = alloca i32, align 4
  store <8 x i32> %0, ptr %12, align 32
  store <8 x i32> %1, ptr %13, align 32
  store <8 x i32> %2, ptr %14, align 32
  store <8 x i32> %3, ptr %15, align 32
  store <8 x i32> %4, ptr %16, align 32
  store <8 x i32> %5, ptr %17, align 32
  store <8 x i32> %6, ptr %18, align 32
  store <8 x i32> %7, ptr %19, align 32
  store <8 x i32> %8, ptr %20, align 32
  store <8 x i32> %9, ptr %21, align 32
  store i32 %10, ptr %22, align 4
  %26 = load <8 x i32>, ptr %12, align 32
  %27 = load <8 x i32>, ptr %13, align 32
  %28 = mul <8 x i32> %27, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %29 = add <8 x i32> %26, %28
  %30 = load <8 x i32>, ptr %14, align 32
  %31 = mul <8 x i32> %30, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %32 = add <8 x i32> %29, %31
  %33 = load <8 x i32>, ptr %15, align 32
  %34 = mul <8 x i32> %33, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %35 = add <8 x i32> %32, %34
  %36 = load <8 x i32>, ptr %16, align 32
  %37 = mul <8 x i32> %36, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %38 = add <8 x i32> %35, %37
  %39 = load <8 x i32>, ptr %17, align 32
  %40 = mul <8 x i32> %39, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %41 = add <8 x i32> %38, %40
  %42 = load <8 x i32>, ptr %18, align 32
  %43 = mul <8 x i32> %42, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %44 = add <8 x i32> %41, %43
  %45 = load <8 x i32>, ptr %19, align 32
  %46 = mul <8 x i32> %45, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %47 = add <8 x i32> %44, %46
  %48 = load <8 x i32>, ptr %20, align 32
  %49 = mul <8 x i32> %48, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %50 = add <8 x i32> %47, %49
  %51 = load <8 x i32>, ptr %21, align 32
  %52 = mul <8 x i32> %51, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %53 = add <8 x i32> %50, %52
  store <8 x i32> %53, ptr %23, align 32
  %54 = load i32, ptr %22, align 4
  %55 = sext i32 %54 to i64
  store i64 %55, ptr %24, align 8
  store i32 0, ptr %25, align 4
  br label %56

56:                                               ; preds = %67, %11
  %57 = load i32, ptr %25, align 4
  %58 = icmp slt i32 %57, 8
  br i1 %58, label %59, label %70

59:                                               ; preds = %56
  %60 = load i64, ptr %24, align 8
  %61 = mul nsw i64 %60, 3
  %62 = load <8 x i32>, ptr %23, align 32
  %63 = load i32, ptr %25, align 4
  %64 = extractelement <8 x i32> %62, i32 %63
  %65 = sext i32 %64 to i64
  %66 = add nsw i64 %61, %65
  store i64 %66, ptr %24, align 8
  br label %67

67:                                               ; preds = %59
  %68 = load i32, ptr %25, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %25, align 4
  br label %56, !llvm.loop !15

70:                                               ; preds = %56
  %71 = load i64, ptr %24, align 8
  ret i64 %71
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @in_struct(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 32 %0, ptr noundef %1, <8 x i32> noundef %2) #11 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca <8 x i32>, align 32
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store <8 x i32> %2, ptr %6, align 32
  %7 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %8 = load <8 x i32>, ptr %7, align 32
  %9 = load <8 x i32>, ptr %6, align 32
  %10 = xor <8 x i32> %8, %9
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %10, ptr %11, align 32
  %12 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %13 = load <8 x i32>, ptr %12, align 32
  %14 = extractelement <8 x i32> %13, i32 3
  %15 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %16 = load i32, ptr %15, align 32
  %17 = add nsw i32 %16, %14
  store i32 %17, ptr %15, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @pick(<8 x i64> noundef %0) #3 {
  %2 = alloca <8 x i64>, align 64
  store <8 x i64> %0, ptr %2, align 64
  %3 = load <8 x i64>, ptr %2, align 64
  %4 = ashr <8 x i64> %3, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %5 = trunc <8 x i64> %4 to <8 x i32>
  ret <8 x i32> %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #8

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn }
attributes #10 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #12 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
