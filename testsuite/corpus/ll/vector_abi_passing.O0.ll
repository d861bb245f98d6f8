; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.withvec = type { i32, <4 x i32> }

@.str = private unnamed_addr constant [50 x i8] c"a=%d,%d b=%d,%d,%d c=%g,%g d=%d,%d,%d,%d e=%g,%g\0A\00", align 1
@.str.1 = private unnamed_addr constant [59 x i8] c"f=%d,%d,%d g=%lld,%lld,%lld,%lld h=%g,%g s=%d,%d,%d,%d,%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [11 x i8] c"many=%lld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca <2 x i32>, align 8
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  %8 = alloca <8 x i8>, align 8
  %9 = alloca <8 x i8>, align 8
  %10 = alloca <8 x i8>, align 8
  %11 = alloca <8 x i8>, align 8
  %12 = alloca <2 x float>, align 8
  %13 = alloca <2 x float>, align 8
  %14 = alloca <2 x float>, align 8
  %15 = alloca <2 x float>, align 8
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <2 x double>, align 16
  %21 = alloca <2 x double>, align 16
  %22 = alloca <16 x i8>, align 16
  %23 = alloca <16 x i8>, align 16
  %24 = alloca <4 x i64>, align 32
  %25 = alloca <4 x i64>, align 32
  %26 = alloca <4 x i64>, align 32
  %27 = alloca <4 x i64>, align 32
  %28 = alloca <4 x i64>, align 32
  %29 = alloca <16 x float>, align 64
  %30 = alloca <16 x float>, align 64
  %31 = alloca <16 x float>, align 64
  %32 = alloca %struct.withvec, align 16
  %33 = alloca %struct.withvec, align 16
  %34 = alloca <4 x i32>, align 16
  %35 = alloca <4 x i32>, align 16
  %36 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <2 x i32> <i32 3, i32 -4>, ptr %3, align 8
  %37 = load <2 x i32>, ptr %3, align 8
  store <2 x i32> <i32 5, i32 6>, ptr %4, align 8
  %38 = load <2 x i32>, ptr %4, align 8
  store <2 x i32> %37, ptr %5, align 8
  %39 = load double, ptr %5, align 8
  store <2 x i32> %38, ptr %6, align 8
  %40 = load double, ptr %6, align 8
  %41 = call double @f2si(double noundef %39, double noundef %40)
  store double %41, ptr %7, align 8
  %42 = load <2 x i32>, ptr %7, align 8
  store <2 x i32> %42, ptr %2, align 8
  store <8 x i8> <i8 10, i8 20, i8 30, i8 40, i8 50, i8 60, i8 70, i8 -128>, ptr %9, align 8
  %43 = load <8 x i8>, ptr %9, align 8
  store <8 x i8> %43, ptr %10, align 8
  %44 = load double, ptr %10, align 8
  %45 = call double @f8qi(double noundef %44)
  store double %45, ptr %11, align 8
  %46 = load <8 x i8>, ptr %11, align 8
  store <8 x i8> %46, ptr %8, align 8
  store <2 x float> <float 1.500000e+00, float -2.500000e-01>, ptr %13, align 8
  %47 = load <2 x float>, ptr %13, align 8
  store <2 x float> %47, ptr %14, align 8
  %48 = load double, ptr %14, align 8
  %49 = call double @f2sf(double noundef %48, float noundef 4.000000e+00)
  store double %49, ptr %15, align 8
  %50 = load <2 x float>, ptr %15, align 8
  store <2 x float> %50, ptr %12, align 8
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %17, align 16
  %51 = load <4 x i32>, ptr %17, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 40>, ptr %18, align 16
  %52 = load <4 x i32>, ptr %18, align 16
  store <4 x i32> <i32 255, i32 240, i32 15, i32 0>, ptr %19, align 16
  %53 = load <4 x i32>, ptr %19, align 16
  %54 = call <4 x i32> @f4si(<4 x i32> noundef %51, <4 x i32> noundef %52, <4 x i32> noundef %53)
  store <4 x i32> %54, ptr %16, align 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %21, align 16
  %55 = load <2 x double>, ptr %21, align 16
  %56 = call <2 x double> @f2df(<2 x double> noundef %55)
  store <2 x double> %56, ptr %20, align 16
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 -128, i8 -1>, ptr %23, align 16
  %57 = load <16 x i8>, ptr %23, align 16
  %58 = call <16 x i8> @f16qu(<16 x i8> noundef %57)
  store <16 x i8> %58, ptr %22, align 16
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %25, align 32
  %59 = load <4 x i64>, ptr %25, align 32
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %26, align 32
  %60 = load <4 x i64>, ptr %26, align 32
  store <4 x i64> %59, ptr %27, align 32
  store <4 x i64> %60, ptr %28, align 32
  %61 = call <4 x i64> @f4di(ptr noundef byval(<4 x i64>) align 32 %27, ptr noundef byval(<4 x i64>) align 32 %28)
  store <4 x i64> %61, ptr %24, align 32
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %30, align 64
  %62 = load <16 x float>, ptr %30, align 64
  store <16 x float> %62, ptr %31, align 64
  %63 = call <16 x float> @f16sf(ptr noundef byval(<16 x float>) align 64 %31)
  store <16 x float> %63, ptr %29, align 64
  %64 = getelementptr inbounds %struct.withvec, ptr %33, i32 0, i32 0
  store i32 7, ptr %64, align 16
  %65 = getelementptr inbounds %struct.withvec, ptr %33, i32 0, i32 1
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %65, align 16
  call void @fsv(ptr dead_on_unwind writable sret(%struct.withvec) align 16 %32, ptr noundef byval(%struct.withvec) align 16 %33)
  %66 = load <2 x i32>, ptr %2, align 8
  %67 = extractelement <2 x i32> %66, i32 0
  %68 = load <2 x i32>, ptr %2, align 8
  %69 = extractelement <2 x i32> %68, i32 1
  %70 = load <8 x i8>, ptr %8, align 8
  %71 = extractelement <8 x i8> %70, i32 0
  %72 = sext i8 %71 to i32
  %73 = load <8 x i8>, ptr %8, align 8
  %74 = extractelement <8 x i8> %73, i32 6
  %75 = sext i8 %74 to i32
  %76 = load <8 x i8>, ptr %8, align 8
  %77 = extractelement <8 x i8> %76, i32 7
  %78 = sext i8 %77 to i32
  %79 = load <2 x float>, ptr %12, align 8
  %80 = extractelement <2 x float> %79, i32 0
  %81 = fpext float %80 to double
  %82 = load <2 x float>, ptr %12, align 8
  %83 = extractelement <2 x float> %82, i32 1
  %84 = fpext float %83 to double
  %85 = load <4 x i32>, ptr %16, align 16
  %86 = extractelement <4 x i32> %85, i32 0
  %87 = load <4 x i32>, ptr %16, align 16
  %88 = extractelement <4 x i32> %87, i32 1
  %89 = load <4 x i32>, ptr %16, align 16
  %90 = extractelement <4 x i32> %89, i32 2
  %91 = load <4 x i32>, ptr %16, align 16
  %92 = extractelement <4 x i32> %91, i32 3
  %93 = load <2 x double>, ptr %20, align 16
  %94 = extractelement <2 x double> %93, i32 0
  %95 = load <2 x double>, ptr %20, align 16
  %96 = extractelement <2 x double> %95, i32 1
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %67, i32 noundef %69, i32 noundef %72, i32 noundef %75, i32 noundef %78, double noundef %81, double noundef %84, i32 noundef %86, i32 noundef %88, i32 noundef %90, i32 noundef %92, double noundef %94, double noundef %96)
  %98 = load <16 x i8>, ptr %22, align 16
  %99 = extractelement <16 x i8> %98, i32 0
  %100 = zext i8 %99 to i32
  %101 = load <16 x i8>, ptr %22, align 16
  %102 = extractelement <16 x i8> %101, i32 14
  %103 = zext i8 %102 to i32
  %104 = load <16 x i8>, ptr %22, align 16
  %105 = extractelement <16 x i8> %104, i32 15
  %106 = zext i8 %105 to i32
  %107 = load <4 x i64>, ptr %24, align 32
  %108 = extractelement <4 x i64> %107, i32 0
  %109 = load <4 x i64>, ptr %24, align 32
  %110 = extractelement <4 x i64> %109, i32 1
  %111 = load <4 x i64>, ptr %24, align 32
  %112 = extractelement <4 x i64> %111, i32 2
  %113 = load <4 x i64>, ptr %24, align 32
  %114 = extractelement <4 x i64> %113, i32 3
  %115 = load <16 x float>, ptr %29, align 64
  %116 = extractelement <16 x float> %115, i32 0
  %117 = fpext float %116 to double
  %118 = load <16 x float>, ptr %29, align 64
  %119 = extractelement <16 x float> %118, i32 15
  %120 = fpext float %119 to double
  %121 = getelementptr inbounds %struct.withvec, ptr %32, i32 0, i32 0
  %122 = load i32, ptr %121, align 16
  %123 = getelementptr inbounds %struct.withvec, ptr %32, i32 0, i32 1
  %124 = load <4 x i32>, ptr %123, align 16
  %125 = extractelement <4 x i32> %124, i32 0
  %126 = getelementptr inbounds %struct.withvec, ptr %32, i32 0, i32 1
  %127 = load <4 x i32>, ptr %126, align 16
  %128 = extractelement <4 x i32> %127, i32 1
  %129 = getelementptr inbounds %struct.withvec, ptr %32, i32 0, i32 1
  %130 = load <4 x i32>, ptr %129, align 16
  %131 = extractelement <4 x i32> %130, i32 2
  %132 = getelementptr inbounds %struct.withvec, ptr %32, i32 0, i32 1
  %133 = load <4 x i32>, ptr %132, align 16
  %134 = extractelement <4 x i32> %133, i32 3
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %100, i32 noundef %103, i32 noundef %106, i64 noundef %108, i64 noundef %110, i64 noundef %112, i64 noundef %114, double noundef %117, double noundef %120, i32 noundef %122, i32 noundef %125, i32 noundef %128, i32 noundef %131, i32 noundef %134)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %34, align 16
  %136 = load <4 x i32>, ptr %34, align 16
  %137 = load <4 x i32>, ptr %34, align 16
  %138 = load <4 x i32>, ptr %34, align 16
  %139 = load <4 x i32>, ptr %34, align 16
  %140 = load <4 x i32>, ptr %34, align 16
  %141 = load <4 x i32>, ptr %34, align 16
  %142 = load <4 x i32>, ptr %34, align 16
  %143 = load <4 x i32>, ptr %34, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %35, align 16
  %144 = load <4 x i32>, ptr %35, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %36, align 16
  %145 = load <4 x i32>, ptr %36, align 16
  %146 = call i64 @many(<4 x i32> noundef %136, <4 x i32> noundef %137, <4 x i32> noundef %138, <4 x i32> noundef %139, <4 x i32> noundef %140, <4 x i32> noundef %141, <4 x i32> noundef %142, <4 x i32> noundef %143, <4 x i32> noundef %144, <4 x i32> noundef %145, i32 noundef 99)
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %146)
  %148 = load <4 x i32>, ptr %16, align 16
  %149 = extractelement <4 x i32> %148, i32 0
  %150 = and i32 %149, 127
  ret i32 %150
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2si(double noundef %0, double noundef %1) #1 {
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  %5 = alloca <2 x i32>, align 8
  %6 = alloca <2 x i32>, align 8
  %7 = alloca <2 x i32>, align 8
  store double %0, ptr %4, align 8
  %8 = load <2 x i32>, ptr %4, align 8
  store double %1, ptr %5, align 8
  %9 = load <2 x i32>, ptr %5, align 8
  store <2 x i32> %8, ptr %6, align 8
  store <2 x i32> %9, ptr %7, align 8
  %10 = load <2 x i32>, ptr %6, align 8
  %11 = load <2 x i32>, ptr %7, align 8
  %12 = mul <2 x i32> %10, %11
  %13 = add <2 x i32> %12, <i32 1, i32 1>
  store <2 x i32> %13, ptr %3, align 8
  %14 = load double, ptr %3, align 8
  ret double %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f8qi(double noundef %0) #1 {
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  %4 = alloca <8 x i8>, align 8
  %5 = alloca <8 x i8>, align 8
  store double %0, ptr %3, align 8
  %6 = load <8 x i8>, ptr %3, align 8
  store <8 x i8> %6, ptr %4, align 8
  %7 = load <8 x i8>, ptr %4, align 8
  store <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, ptr %5, align 8
  %8 = load <8 x i8>, ptr %5, align 8
  %9 = sub <8 x i8> %7, %8
  store <8 x i8> %9, ptr %2, align 8
  %10 = load double, ptr %2, align 8
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @f2sf(double noundef %0, float noundef %1) #1 {
  %3 = alloca <2 x float>, align 8
  %4 = alloca <2 x float>, align 8
  %5 = alloca <2 x float>, align 8
  %6 = alloca float, align 4
  store double %0, ptr %4, align 8
  %7 = load <2 x float>, ptr %4, align 8
  store <2 x float> %7, ptr %5, align 8
  store float %1, ptr %6, align 4
  %8 = load <2 x float>, ptr %5, align 8
  %9 = load float, ptr %6, align 4
  %10 = insertelement <2 x float> poison, float %9, i64 0
  %11 = shufflevector <2 x float> %10, <2 x float> poison, <2 x i32> zeroinitializer
  %12 = fmul <2 x float> %8, %11
  store <2 x float> %12, ptr %3, align 8
  %13 = load double, ptr %3, align 8
  ret double %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @f4si(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #2 {
  %4 = alloca <4 x i32>, align 16
  %5 = alloca <4 x i32>, align 16
  %6 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %4, align 16
  store <4 x i32> %1, ptr %5, align 16
  store <4 x i32> %2, ptr %6, align 16
  %7 = load <4 x i32>, ptr %4, align 16
  %8 = load <4 x i32>, ptr %5, align 16
  %9 = add <4 x i32> %7, %8
  %10 = load <4 x i32>, ptr %6, align 16
  %11 = xor <4 x i32> %9, %10
  ret <4 x i32> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x double> @f2df(<2 x double> noundef %0) #2 {
  %2 = alloca <2 x double>, align 16
  %3 = alloca <2 x double>, align 16
  store <2 x double> %0, ptr %2, align 16
  %4 = load <2 x double>, ptr %2, align 16
  store <2 x double> <double 2.000000e+00, double -4.000000e+00>, ptr %3, align 16
  %5 = load <2 x double>, ptr %3, align 16
  %6 = fdiv <2 x double> %4, %5
  ret <2 x double> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x i8> @f16qu(<16 x i8> noundef %0) #2 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = add <16 x i8> %3, %4
  ret <16 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i64> @f4di(ptr noundef byval(<4 x i64>) align 32 %0, ptr noundef byval(<4 x i64>) align 32 %1) #3 {
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  %5 = load <4 x i64>, ptr %0, align 32
  %6 = load <4 x i64>, ptr %1, align 32
  store <4 x i64> %5, ptr %3, align 32
  store <4 x i64> %6, ptr %4, align 32
  %7 = load <4 x i64>, ptr %3, align 32
  %8 = load <4 x i64>, ptr %4, align 32
  %9 = mul <4 x i64> %7, %8
  %10 = load <4 x i64>, ptr %3, align 32
  %11 = ashr <4 x i64> %10, <i64 2, i64 2, i64 2, i64 2>
  %12 = sub <4 x i64> %9, %11
  ret <4 x i64> %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x float> @f16sf(ptr noundef byval(<16 x float>) align 64 %0) #0 {
  %2 = alloca <16 x float>, align 64
  %3 = load <16 x float>, ptr %0, align 64
  store <16 x float> %3, ptr %2, align 64
  %4 = load <16 x float>, ptr %2, align 64
  %5 = load <16 x float>, ptr %2, align 64
  %6 = fmul <16 x float> %4, %5
  ret <16 x float> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fsv(ptr dead_on_unwind noalias writable sret(%struct.withvec) align 16 %0, ptr noundef byval(%struct.withvec) align 16 %1) #1 {
  %3 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 0
  %4 = load i32, ptr %3, align 16
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr %3, align 16
  %6 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  %7 = load <4 x i32>, ptr %6, align 16
  %8 = shl <4 x i32> %7, <i32 1, i32 1, i32 1, i32 1>
  %9 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  store <4 x i32> %8, ptr %9, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3, <4 x i32> noundef %4, <4 x i32> noundef %5, <4 x i32> noundef %6, <4 x i32> noundef %7, <4 x i32> noundef %8, <4 x i32> noundef %9, i32 noundef %10) #2 {
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <4 x i32>, align 16
  %14 = alloca <4 x i32>, align 16
  %15 = alloca <4 x i32>, align 16
  %16 = alloca <4 x i32>, align 16
  %17 = alloca <4 x i32>, align 16
  %18 = alloca <4 x i32>, align 16
  %19 = alloca <4 x i32>, align 16
  %20 = alloca <4 x i32>, align 16
  %21 = alloca <4 x i32>, align 16
  %22 = alloca i32, align 4
  %23 = alloca <4 x i32>, align 16
  store <4 x i32> %0, ptr %12, align 16
  store <4 x i32> %1, ptr %13, align 16
  store <4 x i32> %2, ptr %14, align 16
  store <4 x i32> %3, ptr %15, align 16
  store <4 x i32> %4, ptr %16, align 16
  store <4 x i32> %5, ptr %17, align 16
  store <4 x i32> %6, ptr %18, align 16
  store <4 x i32> %7, ptr %19, align 16
  store <4 x i32> %8, ptr %20, align 16
  store <4 x i32> %9, ptr %21, align 16
  store i32 %10, ptr %22, align 4
  %24 = load <4 x i32>, ptr %12, align 16
  %25 = load <4 x i32>, ptr %13, align 16
  %26 = add <4 x i32> %24, %25
  %27 = load <4 x i32>, ptr %14, align 16
  %28 = add <4 x i32> %26, %27
  %29 = load <4 x i32>, ptr %15, align 16
  %30 = add <4 x i32> %28, %29
  %31 = load <4 x i32>, ptr %16, align 16
  %32 = add <4 x i32> %30, %31
  %33 = load <4 x i32>, ptr %17, align 16
  %34 = add <4 x i32> %32, %33
  %35 = load <4 x i32>, ptr %18, align 16
  %36 = add <4 x i32> %34, %35
  %37 = load <4 x i32>, ptr %19, align 16
  %38 = add <4 x i32> %36, %37
  %39 = load <4 x i32>, ptr %20, align 16
  %40 = mul <4 x i32> %39, <i32 2, i32 2, i32 2, i32 2>
  %41 = add <4 x i32> %38, %40
  %42 = load <4 x i32>, ptr %21, align 16
  %43 = mul <4 x i32> %42, <i32 3, i32 3, i32 3, i32 3>
  %44 = add <4 x i32> %41, %43
  store <4 x i32> %44, ptr %23, align 16
  %45 = load <4 x i32>, ptr %23, align 16
  %46 = extractelement <4 x i32> %45, i32 0
  %47 = sext i32 %46 to i64
  %48 = load <4 x i32>, ptr %23, align 16
  %49 = extractelement <4 x i32> %48, i32 1
  %50 = mul nsw i32 %49, 10
  %51 = sext i32 %50 to i64
  %52 = add nsw i64 %47, %51
  %53 = load <4 x i32>, ptr %23, align 16
  %54 = extractelement <4 x i32> %53, i32 2
  %55 = mul nsw i32 %54, 100
  %56 = sext i32 %55 to i64
  %57 = add nsw i64 %52, %56
  %58 = load <4 x i32>, ptr %23, align 16
  %59 = extractelement <4 x i32> %58, i32 3
  %60 = mul nsw i32 %59, 1000
  %61 = sext i32 %60 to i64
  %62 = add nsw i64 %57, %61
  %63 = load i32, ptr %22, align 4
  %64 = sext i32 %63 to i64
  %65 = add nsw i64 %62, %64
  ret i64 %65
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
