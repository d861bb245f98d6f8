; ModuleID = 'programs/vector_abi_avx2.c'
source_filename = "programs/vector_abi_avx2.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %20 = alloca <2 x float>, align 8
  %21 = alloca <2 x float>, align 8
  %22 = alloca <2 x float>, align 8
  %23 = alloca <2 x float>, align 8
  %24 = alloca <2 x float>, align 8
  %25 = alloca <2 x float>, align 8
  %26 = alloca <2 x float>, align 8
  %27 = alloca <2 x float>, align 8
  %28 = alloca <2 x float>, align 8
  %29 = alloca <2 x float>, align 8
  %30 = alloca <2 x float>, align 8
  %31 = alloca <4 x i16>, align 8
  %32 = alloca <4 x i16>, align 8
  %33 = alloca <4 x i16>, align 8
  %34 = alloca <4 x i16>, align 8
  %35 = alloca <4 x i16>, align 8
  %36 = alloca <4 x i16>, align 8
  %37 = alloca <1 x i64>, align 8
  %38 = alloca <1 x i64>, align 8
  %39 = alloca <1 x i64>, align 8
  %40 = alloca <1 x i64>, align 8
  %41 = alloca <1 x i64>, align 8
  %42 = alloca <1 x i64>, align 8
  %43 = alloca <1 x double>, align 8
  %44 = alloca <1 x double>, align 8
  %45 = alloca <1 x double>, align 8
  %46 = alloca <1 x double>, align 8
  %47 = alloca <1 x double>, align 8
  store i32 0, ptr %1, align 4
  store i32 1234567, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %48

48:                                               ; preds = %61, %0
  %49 = load i32, ptr %4, align 4
  %50 = icmp slt i32 %49, 24
  br i1 %50, label %51, label %64

51:                                               ; preds = %48
  %52 = load i32, ptr %3, align 4
  %53 = mul i32 %52, 1664525
  %54 = add i32 %53, 1013904223
  store i32 %54, ptr %3, align 4
  %55 = load i32, ptr %3, align 4
  %56 = lshr i32 %55, 4
  %57 = sub nsw i32 %56, 134217728
  %58 = load i32, ptr %4, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 %59
  store i32 %57, ptr %60, align 4
  br label %61

61:                                               ; preds = %51
  %62 = load i32, ptr %4, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %4, align 4
  br label %48, !llvm.loop !6

64:                                               ; preds = %48
  %65 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 0
  %66 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @run_base(ptr noundef %65, ptr noundef %66)
  store i64 -3750763034362895579, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %67

67:                                               ; preds = %79, %64
  %68 = load i32, ptr %8, align 4
  %69 = icmp slt i32 %68, 47
  br i1 %69, label %70, label %82

70:                                               ; preds = %67
  %71 = load i64, ptr %7, align 8
  %72 = load i32, ptr %8, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = zext i32 %75 to i64
  %77 = xor i64 %71, %76
  %78 = mul i64 %77, 1099511628211
  store i64 %78, ptr %7, align 8
  br label %79

79:                                               ; preds = %70
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %8, align 4
  br label %67, !llvm.loop !8

82:                                               ; preds = %67
  %83 = load i64, ptr %7, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %83)
  store i32 1, ptr %9, align 4
  %85 = load i32, ptr getelementptr inbounds ({ i32, i32, i32, [1 x i32] }, ptr @__cpu_model, i32 0, i32 3, i32 0), align 4
  %86 = and i32 %85, 1024
  %87 = icmp eq i32 %86, 1024
  %88 = and i1 true, %87
  br i1 %88, label %89, label %98

89:                                               ; preds = %82
  %90 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %91 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  call void @run_avx2(ptr noundef %90, ptr noundef %91)
  %92 = getelementptr inbounds [47 x i32], ptr %6, i64 0, i64 0
  %93 = getelementptr inbounds [47 x i32], ptr %5, i64 0, i64 0
  %94 = call i32 @memcmp(ptr noundef %92, ptr noundef %93, i64 noundef 188) #12
  %95 = icmp ne i32 %94, 0
  %96 = xor i1 %95, true
  %97 = zext i1 %96 to i32
  store i32 %97, ptr %9, align 4
  br label %98

98:                                               ; preds = %89, %82
  %99 = load i32, ptr %9, align 4
  %100 = icmp ne i32 %99, 0
  %101 = zext i1 %100 to i64
  %102 = select i1 %100, ptr @.str.2, ptr @.str.3
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %102)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %10, align 16
  %104 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 0
  %105 = load i32, ptr %104, align 16
  %106 = and i32 %105, 255
  %107 = insertelement <4 x i32> poison, i32 %106, i32 0
  %108 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 1
  %109 = load i32, ptr %108, align 4
  %110 = and i32 %109, 255
  %111 = insertelement <4 x i32> %107, i32 %110, i32 1
  %112 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 2
  %113 = load i32, ptr %112, align 8
  %114 = and i32 %113, 255
  %115 = insertelement <4 x i32> %111, i32 %114, i32 2
  %116 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 3
  %117 = load i32, ptr %116, align 4
  %118 = and i32 %117, 255
  %119 = insertelement <4 x i32> %115, i32 %118, i32 3
  store <4 x i32> %119, ptr %11, align 16
  %120 = load <4 x i32>, ptr %10, align 16
  %121 = load <4 x i32>, ptr %11, align 16
  %122 = load <4 x i32>, ptr %10, align 16
  %123 = load <4 x i32>, ptr %11, align 16
  %124 = load <4 x i32>, ptr %10, align 16
  %125 = load <4 x i32>, ptr %11, align 16
  %126 = load <4 x i32>, ptr %10, align 16
  %127 = load <4 x i32>, ptr %11, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %13, align 16
  %128 = load <4 x i32>, ptr %13, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %14, align 16
  %129 = load <4 x i32>, ptr %14, align 16
  %130 = call <4 x i32> @sum10(<4 x i32> noundef %120, <4 x i32> noundef %121, <4 x i32> noundef %122, <4 x i32> noundef %123, <4 x i32> noundef %124, <4 x i32> noundef %125, <4 x i32> noundef %126, <4 x i32> noundef %127, <4 x i32> noundef %128, <4 x i32> noundef %129)
  store <4 x i32> %130, ptr %12, align 16
  %131 = load <4 x i32>, ptr %12, align 16
  %132 = extractelement <4 x i32> %131, i32 0
  %133 = load <4 x i32>, ptr %12, align 16
  %134 = extractelement <4 x i32> %133, i32 1
  %135 = load <4 x i32>, ptr %12, align 16
  %136 = extractelement <4 x i32> %135, i32 2
  %137 = load <4 x i32>, ptr %12, align 16
  %138 = extractelement <4 x i32> %137, i32 3
  %139 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %132, i32 noundef %134, i32 noundef %136, i32 noundef %138)
  store <2 x float> <float 1.500000e+00, float -2.000000e+00>, ptr %15, align 8
  %140 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 5
  %141 = load i32, ptr %140, align 4
  %142 = and i32 %141, 63
  %143 = sitofp i32 %142 to float
  %144 = insertelement <2 x float> poison, float %143, i32 0
  %145 = insertelement <2 x float> %144, float 2.500000e-01, i32 1
  store <2 x float> %145, ptr %16, align 8
  %146 = load <2 x float>, ptr %15, align 8
  %147 = load <2 x float>, ptr %16, align 8
  %148 = load <2 x float>, ptr %15, align 8
  %149 = load <2 x float>, ptr %16, align 8
  %150 = load <2 x float>, ptr %15, align 8
  %151 = load <2 x float>, ptr %16, align 8
  %152 = load <2 x float>, ptr %15, align 8
  %153 = load <2 x float>, ptr %16, align 8
  store <2 x float> <float 1.000000e+00, float 2.000000e+00>, ptr %18, align 8
  %154 = load <2 x float>, ptr %18, align 8
  store <2 x float> <float 3.000000e+00, float 4.000000e+00>, ptr %19, align 8
  %155 = load <2 x float>, ptr %19, align 8
  store <2 x float> %146, ptr %20, align 8
  %156 = load double, ptr %20, align 8
  store <2 x float> %147, ptr %21, align 8
  %157 = load double, ptr %21, align 8
  store <2 x float> %148, ptr %22, align 8
  %158 = load double, ptr %22, align 8
  store <2 x float> %149, ptr %23, align 8
  %159 = load double, ptr %23, align 8
  store <2 x float> %150, ptr %24, align 8
  %160 = load double, ptr %24, align 8
  store <2 x float> %151, ptr %25, align 8
  %161 = load double, ptr %25, align 8
  store <2 x float> %152, ptr %26, align 8
  %162 = load double, ptr %26, align 8
  store <2 x float> %153, ptr %27, align 8
  %163 = load double, ptr %27, align 8
  store <2 x float> %154, ptr %28, align 8
  store <2 x float> %155, ptr %29, align 8
  %164 = call double @sum10f(double noundef %156, double noundef %157, double noundef %158, double noundef %159, double noundef %160, double noundef %161, double noundef %162, double noundef %163, ptr noundef byval(<2 x float>) align 8 %28, ptr noundef byval(<2 x float>) align 8 %29)
  store double %164, ptr %30, align 8
  %165 = load <2 x float>, ptr %30, align 8
  store <2 x float> %165, ptr %17, align 8
  %166 = load <2 x float>, ptr %17, align 8
  %167 = extractelement <2 x float> %166, i32 0
  %168 = fpext float %167 to double
  %169 = load <2 x float>, ptr %17, align 8
  %170 = extractelement <2 x float> %169, i32 1
  %171 = fpext float %170 to double
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %168, double noundef %171)
  store <4 x i16> <i16 100, i16 -200, i16 300, i16 -400>, ptr %32, align 8
  %173 = load <4 x i16>, ptr %32, align 8
  store <4 x i16> <i16 7, i16 9, i16 -11, i16 13>, ptr %33, align 8
  %174 = load <4 x i16>, ptr %33, align 8
  store <4 x i16> %173, ptr %34, align 8
  %175 = load double, ptr %34, align 8
  store <4 x i16> %174, ptr %35, align 8
  %176 = load double, ptr %35, align 8
  %177 = call double @mulhi(double noundef %175, double noundef %176)
  store double %177, ptr %36, align 8
  %178 = load <4 x i16>, ptr %36, align 8
  store <4 x i16> %178, ptr %31, align 8
  %179 = load <4 x i16>, ptr %31, align 8
  %180 = extractelement <4 x i16> %179, i32 0
  %181 = sext i16 %180 to i32
  %182 = load <4 x i16>, ptr %31, align 8
  %183 = extractelement <4 x i16> %182, i32 1
  %184 = sext i16 %183 to i32
  %185 = load <4 x i16>, ptr %31, align 8
  %186 = extractelement <4 x i16> %185, i32 2
  %187 = sext i16 %186 to i32
  %188 = load <4 x i16>, ptr %31, align 8
  %189 = extractelement <4 x i16> %188, i32 3
  %190 = sext i16 %189 to i32
  %191 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %181, i32 noundef %184, i32 noundef %187, i32 noundef %190)
  %192 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 6
  %193 = load i32, ptr %192, align 8
  %194 = sext i32 %193 to i64
  %195 = insertelement <1 x i64> poison, i64 %194, i32 0
  store <1 x i64> %195, ptr %38, align 8
  %196 = load <1 x i64>, ptr %38, align 8
  %197 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 7
  %198 = load i32, ptr %197, align 4
  %199 = and i32 %198, 65535
  %200 = sext i32 %199 to i64
  %201 = insertelement <1 x i64> poison, i64 %200, i32 0
  store <1 x i64> %201, ptr %39, align 8
  %202 = load <1 x i64>, ptr %39, align 8
  store <1 x i64> %196, ptr %40, align 8
  %203 = load double, ptr %40, align 8
  store <1 x i64> %202, ptr %41, align 8
  %204 = load double, ptr %41, align 8
  %205 = call double @one64(double noundef %203, double noundef %204)
  store double %205, ptr %42, align 8
  %206 = load <1 x i64>, ptr %42, align 8
  store <1 x i64> %206, ptr %37, align 8
  store <1 x double> <double 1.500000e+00>, ptr %44, align 8
  %207 = load <1 x double>, ptr %44, align 8
  %208 = getelementptr inbounds [24 x i32], ptr %2, i64 0, i64 8
  %209 = load i32, ptr %208, align 16
  %210 = and i32 %209, 7
  %211 = sitofp i32 %210 to double
  %212 = insertelement <1 x double> poison, double %211, i32 0
  store <1 x double> %212, ptr %45, align 8
  %213 = load <1 x double>, ptr %45, align 8
  store <1 x double> %207, ptr %46, align 8
  store <1 x double> %213, ptr %47, align 8
  %214 = call <1 x double> @one_d(ptr noundef byval(<1 x double>) align 8 %46, ptr noundef byval(<1 x double>) align 8 %47)
  store <1 x double> %214, ptr %43, align 8
  %215 = load <1 x i64>, ptr %37, align 8
  %216 = extractelement <1 x i64> %215, i32 0
  %217 = load <1 x double>, ptr %43, align 8
  %218 = extractelement <1 x double> %217, i32 0
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %216, double noundef %218)
  %220 = load i64, ptr %7, align 8
  %221 = and i64 %220, 127
  %222 = trunc i64 %221 to i32
  ret i32 %222
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_base(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x i32>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x float>, align 32
  %13 = alloca <8 x float>, align 32
  %14 = alloca <8 x float>, align 32
  %15 = alloca <4 x double>, align 32
  %16 = alloca <4 x double>, align 32
  %17 = alloca <4 x double>, align 32
  %18 = alloca <4 x double>, align 32
  %19 = alloca <4 x double>, align 32
  %20 = alloca <8 x i64>, align 64
  %21 = alloca <8 x i32>, align 32
  %22 = alloca i64, align 8
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i32>, align 32
  %25 = alloca <8 x i32>, align 32
  %26 = alloca <8 x i32>, align 32
  %27 = alloca <8 x i32>, align 32
  %28 = alloca <8 x i32>, align 32
  %29 = alloca <8 x i32>, align 32
  %30 = alloca <8 x i32>, align 32
  %31 = alloca <8 x i32>, align 32
  %32 = alloca <8 x i32>, align 32
  %33 = alloca %struct.pair8, align 32
  %34 = alloca %struct.pair8, align 32
  %35 = alloca <8 x i32>, align 32
  %36 = alloca <8 x i32>, align 32
  %37 = alloca <8 x i64>, align 64
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %41 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %5, ptr align 4 %41, i64 32, i1 false)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %6, ptr align 4 %43, i64 32, i1 false)
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %7, ptr align 4 %45, i64 32, i1 false)
  %46 = load <8 x i32>, ptr %5, align 32
  %47 = load <8 x i32>, ptr %6, align 32
  %48 = load <8 x i32>, ptr %7, align 32
  store <8 x i32> %46, ptr %9, align 32
  store <8 x i32> %47, ptr %10, align 32
  store <8 x i32> %48, ptr %11, align 32
  %49 = call <8 x i32> @add_mix_b(ptr noundef byval(<8 x i32>) align 32 %9, ptr noundef byval(<8 x i32>) align 32 %10, i32 noundef 3, ptr noundef byval(<8 x i32>) align 32 %11)
  store <8 x i32> %49, ptr %8, align 32
  %50 = load <8 x i32>, ptr %5, align 32
  %51 = and <8 x i32> %50, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %52 = sitofp <8 x i32> %51 to <8 x float>
  %53 = load <8 x i32>, ptr %6, align 32
  %54 = and <8 x i32> %53, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %55 = sitofp <8 x i32> %54 to <8 x float>
  store <8 x float> %52, ptr %13, align 32
  store <8 x float> %55, ptr %14, align 32
  %56 = call <8 x float> @fma_like_b(ptr noundef byval(<8 x float>) align 32 %13, ptr noundef byval(<8 x float>) align 32 %14, float noundef 5.000000e-01)
  store <8 x float> %56, ptr %12, align 32
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds i32, ptr %57, i64 0
  %59 = load i32, ptr %58, align 4
  %60 = and i32 %59, 15
  %61 = sitofp i32 %60 to double
  %62 = insertelement <4 x double> poison, double %61, i32 0
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 1
  %65 = load i32, ptr %64, align 4
  %66 = and i32 %65, 15
  %67 = sitofp i32 %66 to double
  %68 = insertelement <4 x double> %62, double %67, i32 1
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 2
  %71 = load i32, ptr %70, align 4
  %72 = and i32 %71, 15
  %73 = sitofp i32 %72 to double
  %74 = insertelement <4 x double> %68, double %73, i32 2
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 3
  %77 = load i32, ptr %76, align 4
  %78 = and i32 %77, 15
  %79 = sitofp i32 %78 to double
  %80 = insertelement <4 x double> %74, double %79, i32 3
  store <4 x double> %80, ptr %16, align 32
  %81 = load <4 x double>, ptr %16, align 32
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %17, align 32
  %82 = load <4 x double>, ptr %17, align 32
  store <4 x double> %81, ptr %18, align 32
  store <4 x double> %82, ptr %19, align 32
  %83 = call <4 x double> @scale_b(ptr noundef byval(<4 x double>) align 32 %18, double noundef 1.250000e+00, ptr noundef byval(<4 x double>) align 32 %19)
  store <4 x double> %83, ptr %15, align 32
  %84 = load <8 x i32>, ptr %7, align 32
  store <8 x i32> %84, ptr %21, align 32
  %85 = call <8 x i64> @widen_b(ptr noundef byval(<8 x i32>) align 32 %21)
  store <8 x i64> %85, ptr %20, align 64
  %86 = load <8 x i32>, ptr %5, align 32
  %87 = load <8 x i32>, ptr %6, align 32
  %88 = load <8 x i32>, ptr %7, align 32
  %89 = load <8 x i32>, ptr %8, align 32
  %90 = load <8 x i32>, ptr %5, align 32
  %91 = load <8 x i32>, ptr %6, align 32
  %92 = load <8 x i32>, ptr %7, align 32
  %93 = load <8 x i32>, ptr %8, align 32
  %94 = load <8 x i32>, ptr %5, align 32
  %95 = load <8 x i32>, ptr %6, align 32
  store <8 x i32> %86, ptr %23, align 32
  store <8 x i32> %87, ptr %24, align 32
  store <8 x i32> %88, ptr %25, align 32
  store <8 x i32> %89, ptr %26, align 32
  store <8 x i32> %90, ptr %27, align 32
  store <8 x i32> %91, ptr %28, align 32
  store <8 x i32> %92, ptr %29, align 32
  store <8 x i32> %93, ptr %30, align 32
  store <8 x i32> %94, ptr %31, align 32
  store <8 x i32> %95, ptr %32, align 32
  %96 = call i64 @many_b(ptr noundef byval(<8 x i32>) align 32 %23, ptr noundef byval(<8 x i32>) align 32 %24, ptr noundef byval(<8 x i32>) align 32 %25, ptr noundef byval(<8 x i32>) align 32 %26, ptr noundef byval(<8 x i32>) align 32 %27, ptr noundef byval(<8 x i32>) align 32 %28, ptr noundef byval(<8 x i32>) align 32 %29, ptr noundef byval(<8 x i32>) align 32 %30, ptr noundef byval(<8 x i32>) align 32 %31, ptr noundef byval(<8 x i32>) align 32 %32, i32 noundef 7)
  store i64 %96, ptr %22, align 8
  %97 = getelementptr inbounds %struct.pair8, ptr %34, i32 0, i32 0
  %98 = load <8 x i32>, ptr %5, align 32
  store <8 x i32> %98, ptr %97, align 32
  %99 = getelementptr inbounds %struct.pair8, ptr %34, i32 0, i32 1
  store i32 5, ptr %99, align 32
  %100 = load <8 x i32>, ptr %6, align 32
  store <8 x i32> %100, ptr %35, align 32
  call void @in_struct_b(ptr dead_on_unwind writable sret(%struct.pair8) align 32 %33, ptr noundef byval(%struct.pair8) align 32 %34, ptr noundef byval(<8 x i32>) align 32 %35)
  %101 = load <8 x i64>, ptr %20, align 64
  store <8 x i64> %101, ptr %37, align 64
  %102 = call <8 x i32> @pick_b(ptr noundef byval(<8 x i64>) align 64 %37)
  store <8 x i32> %102, ptr %36, align 32
  %103 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %103, ptr align 32 %8, i64 32, i1 false)
  store i32 0, ptr %38, align 4
  br label %104

104:                                              ; preds = %117, %2
  %105 = load i32, ptr %38, align 4
  %106 = icmp slt i32 %105, 8
  br i1 %106, label %107, label %120

107:                                              ; preds = %104
  %108 = load <8 x float>, ptr %12, align 32
  %109 = load i32, ptr %38, align 4
  %110 = extractelement <8 x float> %108, i32 %109
  %111 = fptosi float %110 to i32
  %112 = load ptr, ptr %3, align 8
  %113 = load i32, ptr %38, align 4
  %114 = add nsw i32 8, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %112, i64 %115
  store i32 %111, ptr %116, align 4
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %38, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %38, align 4
  br label %104, !llvm.loop !9

120:                                              ; preds = %104
  store i32 0, ptr %39, align 4
  br label %121

121:                                              ; preds = %135, %120
  %122 = load i32, ptr %39, align 4
  %123 = icmp slt i32 %122, 4
  br i1 %123, label %124, label %138

124:                                              ; preds = %121
  %125 = load <4 x double>, ptr %15, align 32
  %126 = load i32, ptr %39, align 4
  %127 = extractelement <4 x double> %125, i32 %126
  %128 = fmul double %127, 8.000000e+00
  %129 = fptosi double %128 to i32
  %130 = load ptr, ptr %3, align 8
  %131 = load i32, ptr %39, align 4
  %132 = add nsw i32 16, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %130, i64 %133
  store i32 %129, ptr %134, align 4
  br label %135

135:                                              ; preds = %124
  %136 = load i32, ptr %39, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %39, align 4
  br label %121, !llvm.loop !10

138:                                              ; preds = %121
  store i32 0, ptr %40, align 4
  br label %139

139:                                              ; preds = %153, %138
  %140 = load i32, ptr %40, align 4
  %141 = icmp slt i32 %140, 8
  br i1 %141, label %142, label %156

142:                                              ; preds = %139
  %143 = load <8 x i64>, ptr %20, align 64
  %144 = load i32, ptr %40, align 4
  %145 = extractelement <8 x i64> %143, i32 %144
  %146 = ashr i64 %145, 7
  %147 = trunc i64 %146 to i32
  %148 = load ptr, ptr %3, align 8
  %149 = load i32, ptr %40, align 4
  %150 = add nsw i32 20, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %148, i64 %151
  store i32 %147, ptr %152, align 4
  br label %153

153:                                              ; preds = %142
  %154 = load i32, ptr %40, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %40, align 4
  br label %139, !llvm.loop !11

156:                                              ; preds = %139
  %157 = load i64, ptr %22, align 8
  %158 = trunc i64 %157 to i32
  %159 = load ptr, ptr %3, align 8
  %160 = getelementptr inbounds i32, ptr %159, i64 28
  store i32 %158, ptr %160, align 4
  %161 = load i64, ptr %22, align 8
  %162 = ashr i64 %161, 32
  %163 = trunc i64 %162 to i32
  %164 = load ptr, ptr %3, align 8
  %165 = getelementptr inbounds i32, ptr %164, i64 29
  store i32 %163, ptr %165, align 4
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds i32, ptr %166, i64 30
  %168 = getelementptr inbounds %struct.pair8, ptr %33, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %167, ptr align 32 %168, i64 32, i1 false)
  %169 = getelementptr inbounds %struct.pair8, ptr %33, i32 0, i32 1
  %170 = load i32, ptr %169, align 32
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds i32, ptr %171, i64 38
  store i32 %170, ptr %172, align 4
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds i32, ptr %173, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %174, ptr align 32 %36, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @run_avx2(ptr noundef %0, ptr noundef %1) #3 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca <8 x i32>, align 32
  %8 = alloca <8 x i32>, align 32
  %9 = alloca <8 x i32>, align 32
  %10 = alloca <8 x i32>, align 32
  %11 = alloca <8 x i32>, align 32
  %12 = alloca <8 x float>, align 32
  %13 = alloca <8 x float>, align 32
  %14 = alloca <8 x float>, align 32
  %15 = alloca <4 x double>, align 32
  %16 = alloca <4 x double>, align 32
  %17 = alloca <4 x double>, align 32
  %18 = alloca <4 x double>, align 32
  %19 = alloca <4 x double>, align 32
  %20 = alloca <8 x i64>, align 64
  %21 = alloca <8 x i32>, align 32
  %22 = alloca i64, align 8
  %23 = alloca <8 x i32>, align 32
  %24 = alloca <8 x i32>, align 32
  %25 = alloca <8 x i32>, align 32
  %26 = alloca <8 x i32>, align 32
  %27 = alloca <8 x i32>, align 32
  %28 = alloca <8 x i32>, align 32
  %29 = alloca <8 x i32>, align 32
  %30 = alloca <8 x i32>, align 32
  %31 = alloca <8 x i32>, align 32
  %32 = alloca <8 x i32>, align 32
  %33 = alloca %struct.pair8, align 32
  %34 = alloca %struct.pair8, align 32
  %35 = alloca <8 x i32>, align 32
  %36 = alloca <8 x i32>, align 32
  %37 = alloca <8 x i64>, align 64
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %41 = load ptr, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %5, ptr align 4 %41, i64 32, i1 false)
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %6, ptr align 4 %43, i64 32, i1 false)
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %7, ptr align 4 %45, i64 32, i1 false)
  %46 = load <8 x i32>, ptr %5, align 32
  %47 = load <8 x i32>, ptr %6, align 32
  %48 = load <8 x i32>, ptr %7, align 32
  store <8 x i32> %46, ptr %9, align 32
  store <8 x i32> %47, ptr %10, align 32
  store <8 x i32> %48, ptr %11, align 32
  %49 = call <8 x i32> @add_mix(ptr noundef byval(<8 x i32>) align 32 %9, ptr noundef byval(<8 x i32>) align 32 %10, i32 noundef 3, ptr noundef byval(<8 x i32>) align 32 %11)
  store <8 x i32> %49, ptr %8, align 32
  %50 = load <8 x i32>, ptr %5, align 32
  %51 = and <8 x i32> %50, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %52 = sitofp <8 x i32> %51 to <8 x float>
  %53 = load <8 x i32>, ptr %6, align 32
  %54 = and <8 x i32> %53, <i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255, i32 255>
  %55 = sitofp <8 x i32> %54 to <8 x float>
  store <8 x float> %52, ptr %13, align 32
  store <8 x float> %55, ptr %14, align 32
  %56 = call <8 x float> @fma_like(ptr noundef byval(<8 x float>) align 32 %13, ptr noundef byval(<8 x float>) align 32 %14, float noundef 5.000000e-01)
  store <8 x float> %56, ptr %12, align 32
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds i32, ptr %57, i64 0
  %59 = load i32, ptr %58, align 4
  %60 = and i32 %59, 15
  %61 = sitofp i32 %60 to double
  %62 = insertelement <4 x double> poison, double %61, i32 0
  %63 = load ptr, ptr %4, align 8
  %64 = getelementptr inbounds i32, ptr %63, i64 1
  %65 = load i32, ptr %64, align 4
  %66 = and i32 %65, 15
  %67 = sitofp i32 %66 to double
  %68 = insertelement <4 x double> %62, double %67, i32 1
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds i32, ptr %69, i64 2
  %71 = load i32, ptr %70, align 4
  %72 = and i32 %71, 15
  %73 = sitofp i32 %72 to double
  %74 = insertelement <4 x double> %68, double %73, i32 2
  %75 = load ptr, ptr %4, align 8
  %76 = getelementptr inbounds i32, ptr %75, i64 3
  %77 = load i32, ptr %76, align 4
  %78 = and i32 %77, 15
  %79 = sitofp i32 %78 to double
  %80 = insertelement <4 x double> %74, double %79, i32 3
  store <4 x double> %80, ptr %16, align 32
  %81 = load <4 x double>, ptr %16, align 32
  store <4 x double> <double 1.000000e+00, double 2.000000e+00, double 3.000000e+00, double 4.000000e+00>, ptr %17, align 32
  %82 = load <4 x double>, ptr %17, align 32
  store <4 x double> %81, ptr %18, align 32
  store <4 x double> %82, ptr %19, align 32
  %83 = call <4 x double> @scale(ptr noundef byval(<4 x double>) align 32 %18, double noundef 1.250000e+00, ptr noundef byval(<4 x double>) align 32 %19)
  store <4 x double> %83, ptr %15, align 32
  %84 = load <8 x i32>, ptr %7, align 32
  store <8 x i32> %84, ptr %21, align 32
  %85 = call <8 x i64> @widen(ptr noundef byval(<8 x i32>) align 32 %21)
  store <8 x i64> %85, ptr %20, align 64
  %86 = load <8 x i32>, ptr %5, align 32
  %87 = load <8 x i32>, ptr %6, align 32
  %88 = load <8 x i32>, ptr %7, align 32
  %89 = load <8 x i32>, ptr %8, align 32
  %90 = load <8 x i32>, ptr %5, align 32
  %91 = load <8 x i32>, ptr %6, align 32
  %92 = load <8 x i32>, ptr %7, align 32
  %93 = load <8 x i32>, ptr %8, align 32
  %94 = load <8 x i32>, ptr %5, align 32
  %95 = load <8 x i32>, ptr %6, align 32
  store <8 x i32> %86, ptr %23, align 32
  store <8 x i32> %87, ptr %24, align 32
  store <8 x i32> %88, ptr %25, align 32
  store <8 x i32> %89, ptr %26, align 32
  store <8 x i32> %90, ptr %27, align 32
  store <8 x i32> %91, ptr %28, align 32
  store <8 x i32> %92, ptr %29, align 32
  store <8 x i32> %93, ptr %30, align 32
  store <8 x i32> %94, ptr %31, align 32
  store <8 x i32> %95, ptr %32, align 32
  %96 = call i64 @many(ptr noundef byval(<8 x i32>) align 32 %23, ptr noundef byval(<8 x i32>) align 32 %24, ptr noundef byval(<8 x i32>) align 32 %25, ptr noundef byval(<8 x i32>) align 32 %26, ptr noundef byval(<8 x i32>) align 32 %27, ptr noundef byval(<8 x i32>) align 32 %28, ptr noundef byval(<8 x i32>) align 32 %29, ptr noundef byval(<8 x i32>) align 32 %30, ptr noundef byval(<8 x i32>) align 32 %31, ptr noundef byval(<8 x i32>) align 32 %32, i32 noundef 7)
  store i64 %96, ptr %22, align 8
  %97 = getelementptr inbounds %struct.pair8, ptr %34, i32 0, i32 0
  %98 = load <8 x i32>, ptr %5, align 32
  store <8 x i32> %98, ptr %97, align 32
  %99 = getelementptr inbounds %struct.pair8, ptr %34, i32 0, i32 1
  store i32 5, ptr %99, align 32
  %100 = load <8 x i32>, ptr %6, align 32
  store <8 x i32> %100, ptr %35, align 32
  call void @in_struct(ptr dead_on_unwind writable sret(%struct.pair8) align 32 %33, ptr noundef byval(%struct.pair8) align 32 %34, ptr noundef byval(<8 x i32>) align 32 %35)
  %101 = load <8 x i64>, ptr %20, align 64
  store <8 x i64> %101, ptr %37, align 64
  %102 = call <8 x i32> @pick(ptr noundef byval(<8 x i64>) align 64 %37)
  store <8 x i32> %102, ptr %36, align 32
  %103 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %103, ptr align 32 %8, i64 32, i1 false)
  store i32 0, ptr %38, align 4
  br label %104

104:                                              ; preds = %117, %2
  %105 = load i32, ptr %38, align 4
  %106 = icmp slt i32 %105, 8
  br i1 %106, label %107, label %120

107:                                              ; preds = %104
  %108 = load <8 x float>, ptr %12, align 32
  %109 = load i32, ptr %38, align 4
  %110 = extractelement <8 x float> %108, i32 %109
  %111 = fptosi float %110 to i32
  %112 = load ptr, ptr %3, align 8
  %113 = load i32, ptr %38, align 4
  %114 = add nsw i32 8, %113
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %112, i64 %115
  store i32 %111, ptr %116, align 4
  br label %117

117:                                              ; preds = %107
  %118 = load i32, ptr %38, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %38, align 4
  br label %104, !llvm.loop !12

120:                                              ; preds = %104
  store i32 0, ptr %39, align 4
  br label %121

121:                                              ; preds = %135, %120
  %122 = load i32, ptr %39, align 4
  %123 = icmp slt i32 %122, 4
  br i1 %123, label %124, label %138

124:                                              ; preds = %121
  %125 = load <4 x double>, ptr %15, align 32
  %126 = load i32, ptr %39, align 4
  %127 = extractelement <4 x double> %125, i32 %126
  %128 = fmul double %127, 8.000000e+00
  %129 = fptosi double %128 to i32
  %130 = load ptr, ptr %3, align 8
  %131 = load i32, ptr %39, align 4
  %132 = add nsw i32 16, %131
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %130, i64 %133
  store i32 %129, ptr %134, align 4
  br label %135

135:                                              ; preds = %124
  %136 = load i32, ptr %39, align 4
  %137 = add nsw i32 %136, 1
  store i32 %137, ptr %39, align 4
  br label %121, !llvm.loop !13

138:                                              ; preds = %121
  store i32 0, ptr %40, align 4
  br label %139

139:                                              ; preds = %153, %138
  %140 = load i32, ptr %40, align 4
  %141 = icmp slt i32 %140, 8
  br i1 %141, label %142, label %156

142:                                              ; preds = %139
  %143 = load <8 x i64>, ptr %20, align 64
  %144 = load i32, ptr %40, align 4
  %145 = extractelement <8 x i64> %143, i32 %144
  %146 = ashr i64 %145, 7
  %147 = trunc i64 %146 to i32
  %148 = load ptr, ptr %3, align 8
  %149 = load i32, ptr %40, align 4
  %150 = add nsw i32 20, %149
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds i32, ptr %148, i64 %151
  store i32 %147, ptr %152, align 4
  br label %153

153:                                              ; preds = %142
  %154 = load i32, ptr %40, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %40, align 4
  br label %139, !llvm.loop !14

156:                                              ; preds = %139
  %157 = load i64, ptr %22, align 8
  %158 = trunc i64 %157 to i32
  %159 = load ptr, ptr %3, align 8
  %160 = getelementptr inbounds i32, ptr %159, i64 28
  store i32 %158, ptr %160, align 4
  %161 = load i64, ptr %22, align 8
  %162 = ashr i64 %161, 32
  %163 = trunc i64 %162 to i32
  %164 = load ptr, ptr %3, align 8
  %165 = getelementptr inbounds i32, ptr %164, i64 29
  store i32 %163, ptr %165, align 4
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds i32, ptr %166, i64 30
  %168 = getelementptr inbounds %struct.pair8, ptr %33, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %167, ptr align 32 %168, i64 32, i1 false)
  %169 = getelementptr inbounds %struct.pair8, ptr %33, i32 0, i32 1
  %170 = load i32, ptr %169, align 32
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds i32, ptr %171, i64 38
  store i32 %170, ptr %172, align 4
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds i32, ptr %173, i64 39
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %174, ptr align 32 %36, i64 32, i1 false)
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

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
define internal double @sum10f(double noundef %0, double noundef %1, double noundef %2, double noundef %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7, ptr noundef byval(<2 x float>) align 8 %8, ptr noundef byval(<2 x float>) align 8 %9) #5 {
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
  %21 = alloca <2 x float>, align 8
  %22 = alloca <2 x float>, align 8
  %23 = alloca <2 x float>, align 8
  %24 = alloca <2 x float>, align 8
  %25 = alloca <2 x float>, align 8
  %26 = alloca <2 x float>, align 8
  %27 = alloca <2 x float>, align 8
  %28 = alloca <2 x float>, align 8
  %29 = alloca <2 x float>, align 8
  store double %0, ptr %12, align 8
  %30 = load <2 x float>, ptr %12, align 8
  store double %1, ptr %13, align 8
  %31 = load <2 x float>, ptr %13, align 8
  store double %2, ptr %14, align 8
  %32 = load <2 x float>, ptr %14, align 8
  store double %3, ptr %15, align 8
  %33 = load <2 x float>, ptr %15, align 8
  store double %4, ptr %16, align 8
  %34 = load <2 x float>, ptr %16, align 8
  store double %5, ptr %17, align 8
  %35 = load <2 x float>, ptr %17, align 8
  store double %6, ptr %18, align 8
  %36 = load <2 x float>, ptr %18, align 8
  store double %7, ptr %19, align 8
  %37 = load <2 x float>, ptr %19, align 8
  %38 = load <2 x float>, ptr %8, align 8
  %39 = load <2 x float>, ptr %9, align 8
  store <2 x float> %30, ptr %20, align 8
  store <2 x float> %31, ptr %21, align 8
  store <2 x float> %32, ptr %22, align 8
  store <2 x float> %33, ptr %23, align 8
  store <2 x float> %34, ptr %24, align 8
  store <2 x float> %35, ptr %25, align 8
  store <2 x float> %36, ptr %26, align 8
  store <2 x float> %37, ptr %27, align 8
  store <2 x float> %38, ptr %28, align 8
  store <2 x float> %39, ptr %29, align 8
  %40 = load <2 x float>, ptr %20, align 8
  %41 = load <2 x float>, ptr %21, align 8
  %42 = fadd <2 x float> %40, %41
  %43 = load <2 x float>, ptr %22, align 8
  %44 = fadd <2 x float> %42, %43
  %45 = load <2 x float>, ptr %23, align 8
  %46 = fadd <2 x float> %44, %45
  %47 = load <2 x float>, ptr %24, align 8
  %48 = fadd <2 x float> %46, %47
  %49 = load <2 x float>, ptr %25, align 8
  %50 = fadd <2 x float> %48, %49
  %51 = load <2 x float>, ptr %26, align 8
  %52 = fadd <2 x float> %50, %51
  %53 = load <2 x float>, ptr %27, align 8
  %54 = fadd <2 x float> %52, %53
  %55 = load <2 x float>, ptr %28, align 8
  %56 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %55, <2 x float> <float 2.000000e+00, float 2.000000e+00>, <2 x float> %54)
  %57 = load <2 x float>, ptr %29, align 8
  %58 = call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %57, <2 x float> <float 3.000000e+00, float 3.000000e+00>, <2 x float> %56)
  store <2 x float> %58, ptr %11, align 8
  %59 = load double, ptr %11, align 8
  ret double %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mulhi(double noundef %0, double noundef %1) #5 {
  %3 = alloca <4 x i16>, align 8
  %4 = alloca <4 x i16>, align 8
  %5 = alloca <4 x i16>, align 8
  %6 = alloca <4 x i16>, align 8
  %7 = alloca <4 x i16>, align 8
  store double %0, ptr %4, align 8
  %8 = load <4 x i16>, ptr %4, align 8
  store double %1, ptr %5, align 8
  %9 = load <4 x i16>, ptr %5, align 8
  store <4 x i16> %8, ptr %6, align 8
  store <4 x i16> %9, ptr %7, align 8
  %10 = load <4 x i16>, ptr %6, align 8
  %11 = load <4 x i16>, ptr %7, align 8
  %12 = mul <4 x i16> %10, %11
  %13 = ashr <4 x i16> %12, <i16 2, i16 2, i16 2, i16 2>
  store <4 x i16> %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @one64(double noundef %0, double noundef %1) #5 {
  %3 = alloca <1 x i64>, align 8
  %4 = alloca <1 x i64>, align 8
  %5 = alloca <1 x i64>, align 8
  %6 = alloca <1 x i64>, align 8
  %7 = alloca <1 x i64>, align 8
  store double %0, ptr %4, align 8
  %8 = load <1 x i64>, ptr %4, align 8
  store double %1, ptr %5, align 8
  %9 = load <1 x i64>, ptr %5, align 8
  store <1 x i64> %8, ptr %6, align 8
  store <1 x i64> %9, ptr %7, align 8
  %10 = load <1 x i64>, ptr %6, align 8
  %11 = load <1 x i64>, ptr %7, align 8
  %12 = mul <1 x i64> %10, %11
  %13 = load <1 x i64>, ptr %6, align 8
  %14 = ashr <1 x i64> %13, <i64 3>
  %15 = sub <1 x i64> %12, %14
  store <1 x i64> %15, ptr %3, align 8
  %16 = load double, ptr %3, align 8
  ret double %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <1 x double> @one_d(ptr noundef byval(<1 x double>) align 8 %0, ptr noundef byval(<1 x double>) align 8 %1) #6 {
  %3 = alloca <1 x double>, align 8
  %4 = alloca <1 x double>, align 8
  %5 = load <1 x double>, ptr %0, align 8
  %6 = load <1 x double>, ptr %1, align 8
  store <1 x double> %5, ptr %3, align 8
  store <1 x double> %6, ptr %4, align 8
  %7 = load <1 x double>, ptr %3, align 8
  %8 = load <1 x double>, ptr %4, align 8
  %9 = call <1 x double> @llvm.fmuladd.v1f64(<1 x double> %7, <1 x double> %8, <1 x double> <double 1.000000e+00>)
  ret <1 x double> %9
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @add_mix_b(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1, i32 noundef %2, ptr noundef byval(<8 x i32>) align 32 %3) #8 {
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca i32, align 4
  %8 = alloca <8 x i32>, align 32
  %9 = load <8 x i32>, ptr %0, align 32
  %10 = load <8 x i32>, ptr %1, align 32
  %11 = load <8 x i32>, ptr %3, align 32
  store <8 x i32> %9, ptr %5, align 32
  store <8 x i32> %10, ptr %6, align 32
  store i32 %2, ptr %7, align 4
  store <8 x i32> %11, ptr %8, align 32
  %12 = load <8 x i32>, ptr %5, align 32
  %13 = load <8 x i32>, ptr %6, align 32
  %14 = add <8 x i32> %12, %13
  %15 = load i32, ptr %7, align 4
  %16 = insertelement <8 x i32> poison, i32 %15, i64 0
  %17 = shufflevector <8 x i32> %16, <8 x i32> poison, <8 x i32> zeroinitializer
  %18 = mul <8 x i32> %14, %17
  %19 = load <8 x i32>, ptr %8, align 32
  %20 = sub <8 x i32> %18, %19
  ret <8 x i32> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x float> @fma_like_b(ptr noundef byval(<8 x float>) align 32 %0, ptr noundef byval(<8 x float>) align 32 %1, float noundef %2) #8 {
  %4 = alloca <8 x float>, align 32
  %5 = alloca <8 x float>, align 32
  %6 = alloca float, align 4
  %7 = load <8 x float>, ptr %0, align 32
  %8 = load <8 x float>, ptr %1, align 32
  store <8 x float> %7, ptr %4, align 32
  store <8 x float> %8, ptr %5, align 32
  store float %2, ptr %6, align 4
  %9 = load <8 x float>, ptr %4, align 32
  %10 = load <8 x float>, ptr %5, align 32
  %11 = load float, ptr %6, align 4
  %12 = insertelement <8 x float> poison, float %11, i64 0
  %13 = shufflevector <8 x float> %12, <8 x float> poison, <8 x i32> zeroinitializer
  %14 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %9, <8 x float> %10, <8 x float> %13)
  ret <8 x float> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @scale_b(ptr noundef byval(<4 x double>) align 32 %0, double noundef %1, ptr noundef byval(<4 x double>) align 32 %2) #8 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca double, align 8
  %6 = alloca <4 x double>, align 32
  %7 = load <4 x double>, ptr %0, align 32
  %8 = load <4 x double>, ptr %2, align 32
  store <4 x double> %7, ptr %4, align 32
  store double %1, ptr %5, align 8
  store <4 x double> %8, ptr %6, align 32
  %9 = load <4 x double>, ptr %4, align 32
  %10 = load double, ptr %5, align 8
  %11 = insertelement <4 x double> poison, double %10, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  %13 = load <4 x double>, ptr %6, align 32
  %14 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %9, <4 x double> %12, <4 x double> %13)
  ret <4 x double> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i64> @widen_b(ptr noundef byval(<8 x i32>) align 32 %0) #1 {
  %2 = alloca <8 x i32>, align 32
  %3 = load <8 x i32>, ptr %0, align 32
  store <8 x i32> %3, ptr %2, align 32
  %4 = load <8 x i32>, ptr %2, align 32
  %5 = sext <8 x i32> %4 to <8 x i64>
  %6 = mul <8 x i64> %5, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many_b(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1, ptr noundef byval(<8 x i32>) align 32 %2, ptr noundef byval(<8 x i32>) align 32 %3, ptr noundef byval(<8 x i32>) align 32 %4, ptr noundef byval(<8 x i32>) align 32 %5, ptr noundef byval(<8 x i32>) align 32 %6, ptr noundef byval(<8 x i32>) align 32 %7, ptr noundef byval(<8 x i32>) align 32 %8, ptr noundef byval(<8 x i32>) align 32 %9, i32 noundef %10) #5 {
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
  %26 = load <8 x i32>, ptr %0, align 32
  %27 = load <8 x i32>, ptr %1, align 32
  %28 = load <8 x i32>, ptr %2, align 32
  %29 = load <8 x i32>, ptr %3, align 32
  %30 = load <8 x i32>, ptr %4, align 32
  %31 = load <8 x i32>, ptr %5, align 32
  %32 = load <8 x i32>, ptr %6, align 32
  %33 = load <8 x i32>, ptr %7, align 32
  %34 = load <8 x i32>, ptr %8, align 32
  %35 = load <8 x i32>, ptr %9, align 32
  store <8 x i32> %26, ptr %12, align 32
  store <8 x i32> %27, ptr %13, align 32
  store <8 x i32> %28, ptr %14, align 32
  store <8 x i32> %29, ptr %15, align 32
  store <8 x i32> %30, ptr %16, align 32
  store <8 x i32> %31, ptr %17, align 32
  store <8 x i32> %32, ptr %18, align 32
  store <8 x i32> %33, ptr %19, align 32
  store <8 x i32> %34, ptr %20, align 32
  store <8 x i32> %35, ptr %21, align 32
  store i32 %10, ptr %22, align 4
  %36 = load <8 x i32>, ptr %12, align 32
  %37 = load <8 x i32>, ptr %13, align 32
  %38 = mul <8 x i32> %37, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %39 = add <8 x i32> %36, %38
  %40 = load <8 x i32>, ptr %14, align 32
  %41 = mul <8 x i32> %40, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = add <8 x i32> %39, %41
  %43 = load <8 x i32>, ptr %15, align 32
  %44 = mul <8 x i32> %43, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %45 = add <8 x i32> %42, %44
  %46 = load <8 x i32>, ptr %16, align 32
  %47 = mul <8 x i32> %46, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %48 = add <8 x i32> %45, %47
  %49 = load <8 x i32>, ptr %17, align 32
  %50 = mul <8 x i32> %49, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %51 = add <8 x i32> %48, %50
  %52 = load <8 x i32>, ptr %18, align 32
  %53 = mul <8 x i32> %52, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %54 = add <8 x i32> %51, %53
  %55 = load <8 x i32>, ptr %19, align 32
  %56 = mul <8 x i32> %55, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %57 = add <8 x i32> %54, %56
  %58 = load <8 x i32>, ptr %20, align 32
  %59 = mul <8 x i32> %58, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %60 = add <8 x i32> %57, %59
  %61 = load <8 x i32>, ptr %21, align 32
  %62 = mul <8 x i32> %61, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %63 = add <8 x i32> %60, %62
  store <8 x i32> %63, ptr %23, align 32
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
  %72 = load <8 x i32>, ptr %23, align 32
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
define internal void @in_struct_b(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 32 %0, ptr noundef byval(%struct.pair8) align 32 %1, ptr noundef byval(<8 x i32>) align 32 %2) #5 {
  %4 = alloca <8 x i32>, align 32
  %5 = load <8 x i32>, ptr %2, align 32
  store <8 x i32> %5, ptr %4, align 32
  %6 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %7 = load <8 x i32>, ptr %6, align 32
  %8 = load <8 x i32>, ptr %4, align 32
  %9 = xor <8 x i32> %7, %8
  %10 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %9, ptr %10, align 32
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %12 = load <8 x i32>, ptr %11, align 32
  %13 = extractelement <8 x i32> %12, i32 3
  %14 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 32
  %16 = add nsw i32 %15, %13
  store i32 %16, ptr %14, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @pick_b(ptr noundef byval(<8 x i64>) align 64 %0) #8 {
  %2 = alloca <8 x i64>, align 64
  %3 = load <8 x i64>, ptr %0, align 64
  store <8 x i64> %3, ptr %2, align 64
  %4 = load <8 x i64>, ptr %2, align 64
  %5 = ashr <8 x i64> %4, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = trunc <8 x i64> %5 to <8 x i32>
  ret <8 x i32> %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x float> @llvm.fmuladd.v8f32(<8 x float>, <8 x float>, <8 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x double> @llvm.fmuladd.v4f64(<4 x double>, <4 x double>, <4 x double>) #9

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @add_mix(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1, i32 noundef %2, ptr noundef byval(<8 x i32>) align 32 %3) #10 {
  %5 = alloca <8 x i32>, align 32
  %6 = alloca <8 x i32>, align 32
  %7 = alloca i32, align 4
  %8 = alloca <8 x i32>, align 32
  %9 = load <8 x i32>, ptr %0, align 32
  %10 = load <8 x i32>, ptr %1, align 32
  %11 = load <8 x i32>, ptr %3, align 32
  store <8 x i32> %9, ptr %5, align 32
  store <8 x i32> %10, ptr %6, align 32
  store i32 %2, ptr %7, align 4
  store <8 x i32> %11, ptr %8, align 32
  %12 = load <8 x i32>, ptr %5, align 32
  %13 = load <8 x i32>, ptr %6, align 32
  %14 = add <8 x i32> %12, %13
  %15 = load i32, ptr %7, align 4
  %16 = insertelement <8 x i32> poison, i32 %15, i64 0
  %17 = shufflevector <8 x i32> %16, <8 x i32> poison, <8 x i32> zeroinitializer
  %18 = mul <8 x i32> %14, %17
  %19 = load <8 x i32>, ptr %8, align 32
  %20 = sub <8 x i32> %18, %19
  ret <8 x i32> %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x float> @fma_like(ptr noundef byval(<8 x float>) align 32 %0, ptr noundef byval(<8 x float>) align 32 %1, float noundef %2) #10 {
  %4 = alloca <8 x float>, align 32
  %5 = alloca <8 x float>, align 32
  %6 = alloca float, align 4
  %7 = load <8 x float>, ptr %0, align 32
  %8 = load <8 x float>, ptr %1, align 32
  store <8 x float> %7, ptr %4, align 32
  store <8 x float> %8, ptr %5, align 32
  store float %2, ptr %6, align 4
  %9 = load <8 x float>, ptr %4, align 32
  %10 = load <8 x float>, ptr %5, align 32
  %11 = load float, ptr %6, align 4
  %12 = insertelement <8 x float> poison, float %11, i64 0
  %13 = shufflevector <8 x float> %12, <8 x float> poison, <8 x i32> zeroinitializer
  %14 = call <8 x float> @llvm.fmuladd.v8f32(<8 x float> %9, <8 x float> %10, <8 x float> %13)
  ret <8 x float> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x double> @scale(ptr noundef byval(<4 x double>) align 32 %0, double noundef %1, ptr noundef byval(<4 x double>) align 32 %2) #10 {
  %4 = alloca <4 x double>, align 32
  %5 = alloca double, align 8
  %6 = alloca <4 x double>, align 32
  %7 = load <4 x double>, ptr %0, align 32
  %8 = load <4 x double>, ptr %2, align 32
  store <4 x double> %7, ptr %4, align 32
  store double %1, ptr %5, align 8
  store <4 x double> %8, ptr %6, align 32
  %9 = load <4 x double>, ptr %4, align 32
  %10 = load double, ptr %5, align 8
  %11 = insertelement <4 x double> poison, double %10, i64 0
  %12 = shufflevector <4 x double> %11, <4 x double> poison, <4 x i32> zeroinitializer
  %13 = load <4 x double>, ptr %6, align 32
  %14 = call <4 x double> @llvm.fmuladd.v4f64(<4 x double> %9, <4 x double> %12, <4 x double> %13)
  ret <4 x double> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i64> @widen(ptr noundef byval(<8 x i32>) align 32 %0) #3 {
  %2 = alloca <8 x i32>, align 32
  %3 = load <8 x i32>, ptr %0, align 32
  store <8 x i32> %3, ptr %2, align 32
  %4 = load <8 x i32>, ptr %2, align 32
  %5 = sext <8 x i32> %4 to <8 x i64>
  %6 = mul <8 x i64> %5, <i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3, i64 3>
  ret <8 x i64> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(ptr noundef byval(<8 x i32>) align 32 %0, ptr noundef byval(<8 x i32>) align 32 %1, ptr noundef byval(<8 x i32>) align 32 %2, ptr noundef byval(<8 x i32>) align 32 %3, ptr noundef byval(<8 x i32>) align 32 %4, ptr noundef byval(<8 x i32>) align 32 %5, ptr noundef byval(<8 x i32>) align 32 %6, ptr noundef byval(<8 x i32>) align 32 %7, ptr noundef byval(<8 x i32>) align 32 %8, ptr noundef byval(<8 x i32>) align 32 %9, i32 noundef %10) #11 {
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
  %26 = load <8 x i32>, ptr %0, align 32
  %27 = load <8 x i32>, ptr %1, align 32
  %28 = load <8 x i32>, ptr %2, align 32
  %29 = load <8 x i32>, ptr %3, align 32
  %30 = load <8 x i32>, ptr %4, align 32
  %31 = load <8 x i32>, ptr %5, align 32
  %32 = load <8 x i32>, ptr %6, align 32
  %33 = load <8 x i32>, ptr %7, align 32
  %34 = load <8 x i32>, ptr %8, align 32
  %35 = load <8 x i32>, ptr %9, align 32
  store <8 x i32> %26, ptr %12, align 32
  store <8 x i32> %27, ptr %13, align 32
  store <8 x i32> %28, ptr %14, align 32
  store <8 x i32> %29, ptr %15, align 32
  store <8 x i32> %30, ptr %16, align 32
  store <8 x i32> %31, ptr %17, align 32
  store <8 x i32> %32, ptr %18, align 32
  store <8 x i32> %33, ptr %19, align 32
  store <8 x i32> %34, ptr %20, align 32
  store <8 x i32> %35, ptr %21, align 32
  store i32 %10, ptr %22, align 4
  %36 = load <8 x i32>, ptr %12, align 32
  %37 = load <8 x i32>, ptr %13, align 32
  %38 = mul <8 x i32> %37, <i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2, i32 2>
  %39 = add <8 x i32> %36, %38
  %40 = load <8 x i32>, ptr %14, align 32
  %41 = mul <8 x i32> %40, <i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3, i32 3>
  %42 = add <8 x i32> %39, %41
  %43 = load <8 x i32>, ptr %15, align 32
  %44 = mul <8 x i32> %43, <i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4, i32 4>
  %45 = add <8 x i32> %42, %44
  %46 = load <8 x i32>, ptr %16, align 32
  %47 = mul <8 x i32> %46, <i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5, i32 5>
  %48 = add <8 x i32> %45, %47
  %49 = load <8 x i32>, ptr %17, align 32
  %50 = mul <8 x i32> %49, <i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6, i32 6>
  %51 = add <8 x i32> %48, %50
  %52 = load <8 x i32>, ptr %18, align 32
  %53 = mul <8 x i32> %52, <i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7, i32 7>
  %54 = add <8 x i32> %51, %53
  %55 = load <8 x i32>, ptr %19, align 32
  %56 = mul <8 x i32> %55, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %57 = add <8 x i32> %54, %56
  %58 = load <8 x i32>, ptr %20, align 32
  %59 = mul <8 x i32> %58, <i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9, i32 9>
  %60 = add <8 x i32> %57, %59
  %61 = load <8 x i32>, ptr %21, align 32
  %62 = mul <8 x i32> %61, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>
  %63 = add <8 x i32> %60, %62
  store <8 x i32> %63, ptr %23, align 32
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
  %72 = load <8 x i32>, ptr %23, align 32
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
define internal void @in_struct(ptr dead_on_unwind noalias writable sret(%struct.pair8) align 32 %0, ptr noundef byval(%struct.pair8) align 32 %1, ptr noundef byval(<8 x i32>) align 32 %2) #11 {
  %4 = alloca <8 x i32>, align 32
  %5 = load <8 x i32>, ptr %2, align 32
  store <8 x i32> %5, ptr %4, align 32
  %6 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %7 = load <8 x i32>, ptr %6, align 32
  %8 = load <8 x i32>, ptr %4, align 32
  %9 = xor <8 x i32> %7, %8
  %10 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  store <8 x i32> %9, ptr %10, align 32
  %11 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 0
  %12 = load <8 x i32>, ptr %11, align 32
  %13 = extractelement <8 x i32> %12, i32 3
  %14 = getelementptr inbounds %struct.pair8, ptr %1, i32 0, i32 1
  %15 = load i32, ptr %14, align 32
  %16 = add nsw i32 %15, %13
  store i32 %16, ptr %14, align 32
  call void @llvm.memcpy.p0.p0.i64(ptr align 32 %0, ptr align 32 %1, i64 64, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i32> @pick(ptr noundef byval(<8 x i64>) align 64 %0) #10 {
  %2 = alloca <8 x i64>, align 64
  %3 = load <8 x i64>, ptr %0, align 64
  store <8 x i64> %3, ptr %2, align 64
  %4 = load <8 x i64>, ptr %2, align 64
  %5 = ashr <8 x i64> %4, <i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1, i64 1>
  %6 = trunc <8 x i64> %5 to <8 x i32>
  ret <8 x i32> %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <1 x double> @llvm.fmuladd.v1f64(<1 x double>, <1 x double>, <1 x double>) #9

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #11 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+avx,+avx2,+cmov,+crc32,+cx8,+fxsr,+mmx,+popcnt,+sse,+sse2,+sse3,+sse4.1,+sse4.2,+ssse3,+x87,+xsave" "tune-cpu"="generic" }
attributes #12 = { nounwind willreturn memory(read) }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
