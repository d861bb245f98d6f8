; ModuleID = 'programs/vector_abi_passing.c'
source_filename = "programs/vector_abi_passing.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %17 = alloca <4 x i64>, align 32
  %18 = alloca <4 x i64>, align 32
  %19 = alloca <4 x i64>, align 32
  %20 = alloca <16 x float>, align 64
  %21 = alloca <16 x float>, align 64
  %22 = alloca %struct.withvec, align 16
  %23 = alloca %struct.withvec, align 16
  %24 = alloca %struct.withvec, align 16
  %25 = alloca <4 x i32>, align 16
  %26 = alloca <4 x i32>, align 16
  %27 = alloca <4 x i32>, align 16
  store i32 0, ptr %1, align 4
  store <2 x i32> <i32 3, i32 -4>, ptr %3, align 8
  %28 = load <2 x i32>, ptr %3, align 8
  store <2 x i32> <i32 5, i32 6>, ptr %4, align 8
  %29 = load <2 x i32>, ptr %4, align 8
  %30 = call <2 x i32> @f2si(<2 x i32> noundef %28, <2 x i32> noundef %29)
  store <2 x i32> %30, ptr %2, align 8
  store <8 x i8> <i8 10, i8 20, i8 30, i8 40, i8 50, i8 60, i8 70, i8 -128>, ptr %6, align 8
  %31 = load <8 x i8>, ptr %6, align 8
  %32 = call <8 x i8> @f8qi(<8 x i8> noundef %31)
  store <8 x i8> %32, ptr %5, align 8
  store <2 x float> <float 1.500000e+00, float -2.500000e-01>, ptr %8, align 8
  %33 = load <2 x float>, ptr %8, align 8
  %34 = call <2 x float> @f2sf(<2 x float> noundef %33, float noundef 4.000000e+00)
  store <2 x float> %34, ptr %7, align 8
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %10, align 16
  %35 = load <4 x i32>, ptr %10, align 16
  store <4 x i32> <i32 10, i32 20, i32 30, i32 40>, ptr %11, align 16
  %36 = load <4 x i32>, ptr %11, align 16
  store <4 x i32> <i32 255, i32 240, i32 15, i32 0>, ptr %12, align 16
  %37 = load <4 x i32>, ptr %12, align 16
  %38 = call <4 x i32> @f4si(<4 x i32> noundef %35, <4 x i32> noundef %36, <4 x i32> noundef %37)
  store <4 x i32> %38, ptr %9, align 16
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %14, align 16
  %39 = load <2 x double>, ptr %14, align 16
  %40 = call <2 x double> @f2df(<2 x double> noundef %39)
  store <2 x double> %40, ptr %13, align 16
  store <16 x i8> <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 -128, i8 -1>, ptr %16, align 16
  %41 = load <16 x i8>, ptr %16, align 16
  %42 = call <16 x i8> @f16qu(<16 x i8> noundef %41)
  store <16 x i8> %42, ptr %15, align 16
  store <4 x i64> <i64 1, i64 -2, i64 1099511627776, i64 -7>, ptr %18, align 32
  %43 = load <4 x i64>, ptr %18, align 32
  store <4 x i64> <i64 3, i64 3, i64 3, i64 3>, ptr %19, align 32
  %44 = load <4 x i64>, ptr %19, align 32
  %45 = call <4 x i64> @f4di(<4 x i64> noundef %43, <4 x i64> noundef %44)
  store <4 x i64> %45, ptr %17, align 32
  store <16 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00, float 9.000000e+00, float 1.000000e+01, float 1.100000e+01, float 1.200000e+01, float 1.300000e+01, float 1.400000e+01, float 1.500000e+01, float 1.600000e+01>, ptr %21, align 64
  %46 = load <16 x float>, ptr %21, align 64
  %47 = call <16 x float> @f16sf(<16 x float> noundef %46)
  store <16 x float> %47, ptr %20, align 64
  %48 = getelementptr inbounds %struct.withvec, ptr %23, i32 0, i32 0
  store i32 7, ptr %48, align 16
  %49 = getelementptr inbounds %struct.withvec, ptr %23, i32 0, i32 1
  store <4 x i32> <i32 1, i32 -1, i32 1073741824, i32 3>, ptr %49, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %23, i64 32, i1 false)
  call void @fsv(ptr dead_on_unwind writable sret(%struct.withvec) align 16 %22, ptr noundef %24)
  %50 = load <2 x i32>, ptr %2, align 8
  %51 = extractelement <2 x i32> %50, i32 0
  %52 = load <2 x i32>, ptr %2, align 8
  %53 = extractelement <2 x i32> %52, i32 1
  %54 = load <8 x i8>, ptr %5, align 8
  %55 = extractelement <8 x i8> %54, i32 0
  %56 = sext i8 %55 to i32
  %57 = load <8 x i8>, ptr %5, align 8
  %58 = extractelement <8 x i8> %57, i32 6
  %59 = sext i8 %58 to i32
  %60 = load <8 x i8>, ptr %5, align 8
  %61 = extractelement <8 x i8> %60, i32 7
  %62 = sext i8 %61 to i32
  %63 = load <2 x float>, ptr %7, align 8
  %64 = extractelement <2 x float> %63, i32 0
  %65 = fpext float %64 to double
  %66 = load <2 x float>, ptr %7, align 8
  %67 = extractelement <2 x float> %66, i32 1
  %68 = fpext float %67 to double
  %69 = load <4 x i32>, ptr %9, align 16
  %70 = extractelement <4 x i32> %69, i32 0
  %71 = load <4 x i32>, ptr %9, align 16
  %72 = extractelement <4 x i32> %71, i32 1
  %73 = load <4 x i32>, ptr %9, align 16
  %74 = extractelement <4 x i32> %73, i32 2
  %75 = load <4 x i32>, ptr %9, align 16
  %76 = extractelement <4 x i32> %75, i32 3
  %77 = load <2 x double>, ptr %13, align 16
  %78 = extractelement <2 x double> %77, i32 0
  %79 = load <2 x double>, ptr %13, align 16
  %80 = extractelement <2 x double> %79, i32 1
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %51, i32 noundef %53, i32 noundef %56, i32 noundef %59, i32 noundef %62, double noundef %65, double noundef %68, i32 noundef %70, i32 noundef %72, i32 noundef %74, i32 noundef %76, double noundef %78, double noundef %80)
  %82 = load <16 x i8>, ptr %15, align 16
  %83 = extractelement <16 x i8> %82, i32 0
  %84 = zext i8 %83 to i32
  %85 = load <16 x i8>, ptr %15, align 16
  %86 = extractelement <16 x i8> %85, i32 14
  %87 = zext i8 %86 to i32
  %88 = load <16 x i8>, ptr %15, align 16
  %89 = extractelement <16 x i8> %88, i32 15
  %90 = zext i8 %89 to i32
  %91 = load <4 x i64>, ptr %17, align 32
  %92 = extractelement <4 x i64> %91, i32 0
  %93 = load <4 x i64>, ptr %17, align 32
  %94 = extractelement <4 x i64> %93, i32 1
  %95 = load <4 x i64>, ptr %17, align 32
  %96 = extractelement <4 x i64> %95, i32 2
  %97 = load <4 x i64>, ptr %17, align 32
  %98 = extractelement <4 x i64> %97, i32 3
  %99 = load <16 x float>, ptr %20, align 64
  %100 = extractelement <16 x float> %99, i32 0
  %101 = fpext float %100 to double
  %102 = load <16 x float>, ptr %20, align 64
  %103 = extractelement <16 x float> %102, i32 15
  %104 = fpext float %103 to double
  %105 = getelementptr inbounds %struct.withvec, ptr %22, i32 0, i32 0
  %106 = load i32, ptr %105, align 16
  %107 = getelementptr inbounds %struct.withvec, ptr %22, i32 0, i32 1
  %108 = load <4 x i32>, ptr %107, align 16
  %109 = extractelement <4 x i32> %108, i32 0
  %110 = getelementptr inbounds %struct.withvec, ptr %22, i32 0, i32 1
  %111 = load <4 x i32>, ptr %110, align 16
  %112 = extractelement <4 x i32> %111, i32 1
  %113 = getelementptr inbounds %struct.withvec, ptr %22, i32 0, i32 1
  %114 = load <4 x i32>, ptr %113, align 16
  %115 = extractelement <4 x i32> %114, i32 2
  %116 = getelementptr inbounds %struct.withvec, ptr %22, i32 0, i32 1
  %117 = load <4 x i32>, ptr %116, align 16
  %118 = extractelement <4 x i32> %117, i32 3
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %84, i32 noundef %87, i32 noundef %90, i64 noundef %92, i64 noundef %94, i64 noundef %96, i64 noundef %98, double noundef %101, double noundef %104, i32 noundef %106, i32 noundef %109, i32 noundef %112, i32 noundef %115, i32 noundef %118)
  store <4 x i32> <i32 1, i32 1, i32 1, i32 1>, ptr %25, align 16
  %120 = load <4 x i32>, ptr %25, align 16
  %121 = load <4 x i32>, ptr %25, align 16
  %122 = load <4 x i32>, ptr %25, align 16
  %123 = load <4 x i32>, ptr %25, align 16
  %124 = load <4 x i32>, ptr %25, align 16
  %125 = load <4 x i32>, ptr %25, align 16
  %126 = load <4 x i32>, ptr %25, align 16
  %127 = load <4 x i32>, ptr %25, align 16
  store <4 x i32> <i32 1, i32 2, i32 3, i32 4>, ptr %26, align 16
  %128 = load <4 x i32>, ptr %26, align 16
  store <4 x i32> <i32 5, i32 6, i32 7, i32 8>, ptr %27, align 16
  %129 = load <4 x i32>, ptr %27, align 16
  %130 = call i64 @many(<4 x i32> noundef %120, <4 x i32> noundef %121, <4 x i32> noundef %122, <4 x i32> noundef %123, <4 x i32> noundef %124, <4 x i32> noundef %125, <4 x i32> noundef %126, <4 x i32> noundef %127, <4 x i32> noundef %128, <4 x i32> noundef %129, i32 noundef 99)
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %130)
  %132 = load <4 x i32>, ptr %9, align 16
  %133 = extractelement <4 x i32> %132, i32 0
  %134 = and i32 %133, 127
  ret i32 %134
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i32> @f2si(<2 x i32> noundef %0, <2 x i32> noundef %1) #1 {
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
define internal <8 x i8> @f8qi(<8 x i8> noundef %0) #1 {
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
define internal <2 x float> @f2sf(<2 x float> noundef %0, float noundef %1) #1 {
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
define internal <4 x i64> @f4di(<4 x i64> noundef %0, <4 x i64> noundef %1) #3 {
  %3 = alloca <4 x i64>, align 32
  %4 = alloca <4 x i64>, align 32
  store <4 x i64> %0, ptr %3, align 32
  store <4 x i64> %1, ptr %4, align 32
  %5 = load <4 x i64>, ptr %3, align 32
  %6 = load <4 x i64>, ptr %4, align 32
  %7 = mul <4 x i64> %5, %6
  %8 = load <4 x i64>, ptr %3, align 32
  %9 = ashr <4 x i64> %8, <i64 2, i64 2, i64 2, i64 2>
  %10 = sub <4 x i64> %7, %9
  ret <4 x i64> %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <16 x float> @f16sf(<16 x float> noundef %0) #0 {
  %2 = alloca <16 x float>, align 64
  store <16 x float> %0, ptr %2, align 64
  %3 = load <16 x float>, ptr %2, align 64
  %4 = load <16 x float>, ptr %2, align 64
  %5 = fmul <16 x float> %3, %4
  ret <16 x float> %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fsv(ptr dead_on_unwind noalias writable sret(%struct.withvec) align 16 %0, ptr noundef %1) #4 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 0
  %6 = load i32, ptr %5, align 16
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %5, align 16
  %8 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  %9 = load <4 x i32>, ptr %8, align 16
  %10 = shl <4 x i32> %9, <i32 1, i32 1, i32 1, i32 1>
  %11 = getelementptr inbounds %struct.withvec, ptr %1, i32 0, i32 1
  store <4 x i32> %10, ptr %11, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %0, ptr align 16 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #4 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #7

declare dllimport ptr @__acrt_iob_func(i32 noundef) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="512" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind optnone uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
