; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %5 = alloca <8 x i8>, align 8
  %6 = alloca <8 x i8>, align 8
  %7 = alloca <2 x float>, align 8
  %8 = alloca <2 x float>, align 8
  %9 = alloca <4 x i32>, align 16
  %10 = alloca <4 x i32>, align 16
  %11 = alloca <4 x i32>, align 16
  %12 = alloca <4 x i32>, align 16
  %13 = alloca <2 x double>, align 16
  %14 = alloca <2 x double>, align 16
  %15 = alloca <16 x i8>, align 16
  %16 = alloca <16 x i8>, align 16
  %17 = alloca <4 x i64>, align 16
  %18 = alloca <4 x i64>, align 16
  %19 = alloca <4 x i64>, align 16
  %20 = alloca <4 x i64>, align 16
  %21 = alloca <4 x i64>, align 16
  %22 = alloca <4 x i64>, align 16
  %23 = alloca <16 x float>, align 16
  %24 = alloca <16 x float>, align 16
  %25 = alloca <16 x float>, align 16
  %26 = alloca <16 x float>, align 16
  %27 = alloca %struct.withvec, align 16
  %28 = alloca %struct.withvec, align 16
  %29 = alloca %struct.withvec, align 16
  %30 = alloca <4 x i32>, align 16
  %31 = alloca <4 x i32>, align 16
  %32 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <2 x i32> <i32 3, i32 -4>, ptr %3, align 8
  %33 = load <2 x i32>, ptr %3, align 8
  store <2 x i32> <i32 5, i32 6>, ptr %4, align 8
  %34 = load <2 x i32>, ptr %4, align 8
  %35 = call <2 x i32> @f2si(<2 x i32> noundef %33, <2 x i32> noundef %34)
  store <2 x i32> %35, ptr %2, align 8
  store <8 x i8> <i8 10, i8 20, i8 30, i8 40, i8 50, i8 60, i8 70, i8 -128>, ptr %6, align 8
  %36 = load <8 x i8>, ptr %6, align 8
  %37 = call <8 x i8> @f8qi(<8 x i8> noundef %36)
  store <8 x i8> %37, ptr %5, align 8
  store <2 x float> <float 1.500000e+00, float -2.500000e-01>, ptr %8, align 8
  %38 = load <2 x float>, ptr %8, align 8
  %39 = call <2 x float> @f2sf(<2 x float> noundef %38, float noundef 4.000000e+00)
  store <2 x float> %39, ptr %7, align 8
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %10, align 16
  %40 = load <4 x i32>, ptr %10, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 40>, ptr %11, align 16
  %41 = load <4 x i32>, ptr %11, align 16
  store <4 x i32> <i32 255, i32 240, i32 15, i32 0>, ptr %12, align 16
  %42 = load <4 x i32>, ptr %12, align 16
  %43 = call <4 x i32> @f4si(<4 x i32> noundef %40, <4 x i32> noundef %41, <4 x i32> noundef %42)
  store <4 x i32> %43, ptr %9, align 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %14, align 16
  %44 = load <2 x double>, ptr %14, align 16
  %45 = call <2 x double> @f2df(<2 x double> noundef %44)
  store <2 x double> %45, ptr %13, align 16
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 -128, i8 -1>, ptr %16, align 16
  %46 = load <16 x i8>, ptr %16, align 16
  %47 = call <16 x i8> @f16qu(<16 x i8> noundef %46)
  store <16 x i8> %47, ptr %15, align 16
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %18, align 16
  %48 = load <4 x i64>, ptr %18, align 16
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %19, align 16
  %49 = load <4 x i64>, ptr %19, align 16
  store <4 x i64> %48, ptr %21, align 16
  store <4 x i64> %49, ptr %22, align 16
  call void @f4di(ptr dead_on_unwind writable sret(<4 x i64>) align 16 %20, ptr noundef %21, ptr noundef %22)
  %50 = load <4 x i64>, ptr %20, align 16
  store <4 x i64> %50, ptr %17, align 16
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %24, align 16
  %51 = load <16 x float>, ptr %24, align 16
  store <16 x float> %51, ptr %26, align 16
  call void @f16sf(ptr dead_on_unwind writable sret(<16 x float>) align 16 %25, ptr noundef %26)
  %52 = load <16 x float>, ptr %25, align 16
  store <16 x float> %52, ptr %23, align 16
  %53 = getelementptr inbounds %struct.withvec, ptr %28, i32 0, i32 0
  store i32 7, ptr %53, align 16
  %54 = getelementptr inbounds %struct.withvec, ptr %28, i32 0, i32 1
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %54, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 %28, i64 32, i1 false)
  call void @fsv(ptr dead_on_unwind writable sret(%struct.withvec) align 16 %27, ptr noundef %29)
  %55 = load <2 x i32>, ptr %2, align 8
  %56 = extractelement <2 x i32> %55, i32 0
  %57 = load <2 x i32>, ptr %2, align 8
  %58 = extractelement <2 x i32> %57, i32 1
  %59 = load <8 x i8>, ptr %5, align 8
  %60 = extractelement <8 x i8> %59, i32 0
  %61 = sext i8 %60 to i32
  %62 = load <8 x i8>, ptr %5, align 8
  %63 = extractelement <8 x i8> %62, i32 6
  %64 = sext i8 %63 to i32
  %65 = load <8 x i8>, ptr %5, align 8
  %66 = extractelement <8 x i8> %65, i32 7
  %67 = sext i8 %66 to i32
  %68 = load <2 x float>, ptr %7, align 8
  %69 = extractelement <2 x float> %68, i32 0
  %70 = fpext float %69 to double
  %71 = load <2 x float>, ptr %7, align 8
  %72 = extractelement <2 x float> %71, i32 1
  %73 = fpext float %72 to double
  %74 = load <4 x i32>, ptr %9, align 16
  %75 = extractelement <4 x i32> %74, i32 0
  %76 = load <4 x i32>, ptr %9, align 16
  %77 = extractelement <4 x i32> %76, i32 1
  %78 = load <4 x i32>, ptr %9, align 16
  %79 = extractelement <4 x i32> %78, i32 2
  %80 = load <4 x i32>, ptr %9, align 16
  %81 = extractelement <4 x i32> %80, i32 3
  %82 = load <2 x double>, ptr %13, align 16
  %83 = extractelement <2 x double> %82, i32 0
  %84 = load <2 x double>, ptr %13, align 16
  %85 = extractelement <2 x double> %84, i32 1
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %56, i32 noundef %58, i32 noundef %61, i32 noundef %64, i32 noundef %67, double noundef %70, double noundef %73, i32 noundef %75, i32 noundef %77, i32 noundef %79, i32 noundef %81, double noundef %83, double noundef %85)
  %87 = load <16 x i8>, ptr %15, align 16
  %88 = extractelement <16 x i8> %87, i32 0
  %89 = zext i8 %88 to i32
  %90 = load <16 x i8>, ptr %15, align 16
  %91 = extractelement <16 x i8> %90, i32 14
  %92 = zext i8 %91 to i32
  %93 = load <16 x i8>, ptr %15, align 16
  %94 = extractelement <16 x i8> %93, i32 15
  %95 = zext i8 %94 to i32
  %96 = load <4 x i64>, ptr %17, align 16
  %97 = extractelement <4 x i64> %96, i32 0
  %98 = load <4 x i64>, ptr %17, align 16
  %99 = extractelement <4 x i64> %98, i32 1
  %100 = load <4 x i64>, ptr %17, align 16
  %101 = extractelement <4 x i64> %100, i32 2
  %102 = load <4 x i64>, ptr %17, align 16
  %103 = extractelement <4 x i64> %102, i32 3
  %104 = load <16 x float>, ptr %23, align 16
  %105 = extractelement <16 x float> %104, i32 0
  %106 = fpext float %105 to double
  %107 = load <16 x float>, ptr %23, align 16
  %108 = extractelement <16 x float> %107, i32 15
  %109 = fpext float %108 to double
  %110 = getelementptr inbounds %struct.withvec, ptr %27, i32 0, i32 0
  %111 = load i32, ptr %110, align 16
  %112 = getelementptr inbounds %struct.withvec, ptr %27, i32 0, i32 1
  %113 = load <4 x i32>, ptr %112, align 16
  %114 = extractelement <4 x i32> %113, i32 0
  %115 = getelementptr inbounds %struct.withvec, ptr %27, i32 0, i32 1
  %116 = load <4 x i32>, ptr %115, align 16
  %117 = extractelement <4 x i32> %116, i32 1
  %118 = getelementptr inbounds %struct.withvec, ptr %27, i32 0, i32 1
  %119 = load <4 x i32>, ptr %118, align 16
  %120 = extractelement <4 x i32> %119, i32 2
  %121 = getelementptr inbounds %struct.withvec, ptr %27, i32 0, i32 1
  %122 = load <4 x i32>, ptr %121, align 16
  %123 = extractelement <4 x i32> %122, i32 3
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %89, i32 noundef %92, i32 noundef %95, i64 noundef %97, i64 noundef %99, i64 noundef %101, i64 noundef %103, double noundef %106, double noundef %109, i32 noundef %111, i32 noundef %114, i32 noundef %117, i32 noundef %120, i32 noundef %123)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %30, align 16
  %125 = load <4 x i32>, ptr %30, align 16
  %126 = load <4 x i32>, ptr %30, align 16
  %127 = load <4 x i32>, ptr %30, align 16
  %128 = load <4 x i32>, ptr %30, align 16
  %129 = load <4 x i32>, ptr %30, align 16
  %130 = load <4 x i32>, ptr %30, align 16
  %131 = load <4 x i32>, ptr %30, align 16
  %132 = load <4 x i32>, ptr %30, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %31, align 16
  %133 = load <4 x i32>, ptr %31, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %32, align 16
  %134 = load <4 x i32>, ptr %32, align 16
  %135 = call i64 @many(<4 x i32> noundef %125, <4 x i32> noundef %126, <4 x i32> noundef %127, <4 x i32> noundef %128, <4 x i32> noundef %129, <4 x i32> noundef %130, <4 x i32> noundef %131, <4 x i32> noundef %132, <4 x i32> noundef %133, <4 x i32> noundef %134, i32 noundef 99)
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %135)
  %137 = load <4 x i32>, ptr %9, align 16
  %138 = extractelement <4 x i32> %137, i32 0
  %139 = and i32 %138, 127
  ret i32 %139
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i32> @f2si(<2 x i32> noundef %0, <2 x i32> noundef %1) #0 {
  %3 = alloca <2 x i32>, align 8
  %4 = alloca <2 x i32>, align 8
  store <2 x i32> %0, ptr %3, align 8
  store <2 x i32> %1, ptr %4, align 8
  %5 = load <2 x i32>, ptr %3, align 8
  %6 = load <2 x i32>, ptr %4, align 8
  %7 = mul <2 x i32> %5, %6
  %8 = add <2 x i32> %7, <i32 1, i32 1>
  ret <2 x i32> %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <8 x i8> @f8qi(<8 x i8> noundef %0) #0 {
  %2 = alloca <8 x i8>, align 8
  %3 = alloca <8 x i8>, align 8
  store <8 x i8> %0, ptr %2, align 8
  %4 = load <8 x i8>, ptr %2, align 8
  store <8 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, ptr %3, align 8
  %5 = load <8 x i8>, ptr %3, align 8
  %6 = sub <8 x i8> %4, %5
  ret <8 x i8> %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2sf(<2 x float> noundef %0, float noundef %1) #0 {
  %3 = alloca <2 x float>, align 8
  %4 = alloca float, align 4
  store <2 x float> %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load <2 x float>, ptr %3, align 8
  %6 = load float, ptr %4, align 4
  %7 = insertelement <2 x float> poison, float %6, i64 0
  %8 = shufflevector <2 x float> %7, <2 x float> poison, <2 x i32> zeroinitializer
  %9 = fmul <2 x float> %5, %8
  ret <2 x float> %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <4 x i32> @f4si(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2) #0 {
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
define internal <2 x double> @f2df(<2 x double> noundef %0) #0 {
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
define internal <16 x i8> @f16qu(<16 x i8> noundef %0) #0 {
  %2 = alloca <16 x i8>, align 16
  store <16 x i8> %0, ptr %2, align 16
  %3 = load <16 x i8>, ptr %2, align 16
  %4 = load <16 x i8>, ptr %2, align 16
  %5 = add <16 x i8> %3, %4
  ret <16 x i8> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4di(ptr dead_on_unwind noalias writable sret(<4 x i64>) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca <4 x i64>, align 16
  %5 = alloca <4 x i64>, align 16
  %6 = load <4 x i64>, ptr %1, align 16
  %7 = load <4 x i64>, ptr %2, align 16
  store <4 x i64> %6, ptr %4, align 16
  store <4 x i64> %7, ptr %5, align 16
  %8 = load <4 x i64>, ptr %4, align 16
  %9 = load <4 x i64>, ptr %5, align 16
  %10 = mul <4 x i64> %8, %9
  %11 = load <4 x i64>, ptr %4, align 16
  %12 = ashr <4 x i64> %11, <i64 2, i64 2, i64 2, i64 2>
  %13 = sub <4 x i64> %10, %12
  store <4 x i64> %13, ptr %0, align 16
  %14 = load <4 x i64>, ptr %0, align 16
  store <4 x i64> %14, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f16sf(ptr dead_on_unwind noalias writable sret(<16 x float>) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca <16 x float>, align 16
  %4 = load <16 x float>, ptr %1, align 16
  store <16 x float> %4, ptr %3, align 16
  %5 = load <16 x float>, ptr %3, align 16
  %6 = load <16 x float>, ptr %3, align 16
  %7 = fmul <16 x float> %5, %6
  store <16 x float> %7, ptr %0, align 16
  %8 = load <16 x float>, ptr %0, align 16
  store <16 x float> %8, ptr %0, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fsv(ptr dead_on_unwind noalias writable sret(%struct.withvec) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 0
  %5 = load i32, ptr %4, align 16
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr %4, align 16
  %7 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  %8 = load <4 x i32>, ptr %7, align 16
  %9 = shl <4 x i32> %8, <i32 1, i32 1, i32 1, i32 1>
  %10 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  store <4 x i32> %9, ptr %10, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @many(<4 x i32> noundef %0, <4 x i32> noundef %1, <4 x i32> noundef %2, <4 x i32> noundef %3, <4 x i32> noundef %4, <4 x i32> noundef %5, <4 x i32> noundef %6, <4 x i32> noundef %7, <4 x i32> noundef %8, <4 x i32> noundef %9, i32 noundef %10) #0 {
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
