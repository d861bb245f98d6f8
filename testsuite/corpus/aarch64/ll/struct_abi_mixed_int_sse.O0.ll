; ModuleID = 'programs/struct_abi_mixed_int_sse.c'
source_filename = "programs/struct_abi_mixed_int_sse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.if_ = type { i32, float }
%struct.fi = type { float, i32 }
%struct.di = type { double, i32 }
%struct.id = type { i32, double }
%struct.cfs = type { i8, float, i16 }
%struct.fccf = type { float, i8, i8, float }
%struct.ld_ = type { i64, double }
%struct.dl = type { double, i64 }
%struct.ifd = type { i32, float, double }

@.str = private unnamed_addr constant [41 x i8] c"a={%d,%a} b={%a,%d} c={%a,%d} d={%d,%a}\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"e={%d,%a,%d} f={%a,%d,%d,%a}\0A\00", align 1
@.str.2 = private unnamed_addr constant [36 x i8] c"g={%ld,%a} h={%a,%ld} i={%d,%a,%a}\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"all=%a sizes %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca %struct.if_, align 4
  %4 = alloca %struct.if_, align 4
  %5 = alloca %struct.fi, align 4
  %6 = alloca %struct.fi, align 4
  %7 = alloca %struct.di, align 8
  %8 = alloca %struct.di, align 8
  %9 = alloca %struct.id, align 8
  %10 = alloca %struct.id, align 8
  %11 = alloca %struct.cfs, align 4
  %12 = alloca %struct.cfs, align 4
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca %struct.fccf, align 4
  %16 = alloca %struct.fccf, align 4
  %17 = alloca [2 x i64], align 8
  %18 = alloca [2 x i64], align 8
  %19 = alloca %struct.ld_, align 8
  %20 = alloca %struct.ld_, align 8
  %21 = alloca %struct.dl, align 8
  %22 = alloca %struct.dl, align 8
  %23 = alloca %struct.dl, align 8
  %24 = alloca %struct.ld_, align 8
  %25 = alloca %struct.ifd, align 8
  %26 = alloca %struct.ifd, align 8
  %27 = alloca double, align 8
  %28 = alloca [2 x i64], align 8
  %29 = alloca [2 x i64], align 8
  store i32 0, ptr %1, align 4
  store volatile i32 3, ptr %2, align 4
  %30 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 0
  store i32 10, ptr %30, align 4
  %31 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 1
  store float 2.500000e+00, ptr %31, align 4
  %32 = load volatile i32, ptr %2, align 4
  %33 = load i64, ptr %4, align 4
  %34 = call i64 @f_if(i64 %33, i32 noundef %32)
  store i64 %34, ptr %3, align 4
  %35 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 0
  store float 8.250000e+00, ptr %35, align 4
  %36 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 1
  store i32 15, ptr %36, align 4
  %37 = load i64, ptr %6, align 4
  %38 = call i64 @f_fi(i64 %37, float noundef 2.500000e-01)
  store i64 %38, ptr %5, align 4
  %39 = getelementptr inbounds %struct.di, ptr %8, i32 0, i32 0
  store double 5.000000e-01, ptr %39, align 8
  %40 = getelementptr inbounds %struct.di, ptr %8, i32 0, i32 1
  store i32 100, ptr %40, align 8
  %41 = load volatile i32, ptr %2, align 4
  %42 = load [2 x i64], ptr %8, align 8
  %43 = call [2 x i64] @f_di(double noundef 1.000000e+06, [2 x i64] %42, i32 noundef %41)
  store [2 x i64] %43, ptr %7, align 8
  %44 = getelementptr inbounds %struct.id, ptr %10, i32 0, i32 0
  store i32 -7, ptr %44, align 8
  %45 = getelementptr inbounds %struct.id, ptr %10, i32 0, i32 1
  store double 1.237500e+02, ptr %45, align 8
  %46 = load [2 x i64], ptr %10, align 8
  %47 = call [2 x i64] @f_id([2 x i64] %46)
  store [2 x i64] %47, ptr %9, align 8
  %48 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 0
  store i8 97, ptr %48, align 4
  %49 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 1
  store float 1.000000e+01, ptr %49, align 4
  %50 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 2
  store i16 1234, ptr %50, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 4 %12, i64 12, i1 false)
  %51 = load [2 x i64], ptr %13, align 8
  %52 = call [2 x i64] @f_cfs([2 x i64] %51)
  store [2 x i64] %52, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 8 %14, i64 12, i1 false)
  %53 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 0
  store float 1.500000e+00, ptr %53, align 4
  %54 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 1
  store i8 120, ptr %54, align 4
  %55 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 2
  store i8 121, ptr %55, align 1
  %56 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 3
  store float -2.500000e+00, ptr %56, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 4 %16, i64 12, i1 false)
  %57 = load [2 x i64], ptr %17, align 8
  %58 = call [2 x i64] @f_fccf([2 x i64] %57)
  store [2 x i64] %58, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 8 %18, i64 12, i1 false)
  %59 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 0
  store i64 1099511627776, ptr %59, align 8
  %60 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 1
  store double 1.500000e+00, ptr %60, align 8
  %61 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 0
  store double 2.000000e+00, ptr %61, align 8
  %62 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 1
  store i64 -5, ptr %62, align 8
  %63 = load [2 x i64], ptr %20, align 8
  %64 = load [2 x i64], ptr %21, align 8
  %65 = call [2 x i64] @f_ld([2 x i64] %63, [2 x i64] %64)
  store [2 x i64] %65, ptr %19, align 8
  %66 = getelementptr inbounds %struct.dl, ptr %23, i32 0, i32 0
  store double 1.000000e+01, ptr %66, align 8
  %67 = getelementptr inbounds %struct.dl, ptr %23, i32 0, i32 1
  store i64 7, ptr %67, align 8
  %68 = getelementptr inbounds %struct.ld_, ptr %24, i32 0, i32 0
  store i64 -3, ptr %68, align 8
  %69 = getelementptr inbounds %struct.ld_, ptr %24, i32 0, i32 1
  store double 1.250000e-01, ptr %69, align 8
  %70 = load [2 x i64], ptr %23, align 8
  %71 = load [2 x i64], ptr %24, align 8
  %72 = call [2 x i64] @f_dl([2 x i64] %70, [2 x i64] %71)
  store [2 x i64] %72, ptr %22, align 8
  %73 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 0
  store i32 1, ptr %73, align 8
  %74 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 1
  store float 1.000000e+00, ptr %74, align 4
  %75 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 2
  store double 1.000000e+00, ptr %75, align 8
  %76 = load [2 x i64], ptr %26, align 8
  %77 = load i64, ptr %3, align 4
  %78 = load i64, ptr %5, align 4
  %79 = call [2 x i64] @f_ifd([2 x i64] %76, i64 %77, i64 %78)
  store [2 x i64] %79, ptr %25, align 8
  %80 = getelementptr inbounds %struct.if_, ptr %3, i32 0, i32 0
  %81 = load i32, ptr %80, align 4
  %82 = getelementptr inbounds %struct.if_, ptr %3, i32 0, i32 1
  %83 = load float, ptr %82, align 4
  %84 = fpext float %83 to double
  %85 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 0
  %86 = load float, ptr %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds %struct.di, ptr %7, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds %struct.di, ptr %7, i32 0, i32 1
  %93 = load i32, ptr %92, align 8
  %94 = getelementptr inbounds %struct.id, ptr %9, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = getelementptr inbounds %struct.id, ptr %9, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %81, double noundef %84, double noundef %87, i32 noundef %89, double noundef %91, i32 noundef %93, i32 noundef %95, double noundef %97)
  %99 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 0
  %100 = load i8, ptr %99, align 4
  %101 = zext i8 %100 to i32
  %102 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 1
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 2
  %106 = load i16, ptr %105, align 4
  %107 = sext i16 %106 to i32
  %108 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = fpext float %109 to double
  %111 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 1
  %112 = load i8, ptr %111, align 4
  %113 = zext i8 %112 to i32
  %114 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 2
  %115 = load i8, ptr %114, align 1
  %116 = zext i8 %115 to i32
  %117 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 3
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %101, double noundef %104, i32 noundef %107, double noundef %110, i32 noundef %113, i32 noundef %116, double noundef %119)
  %121 = getelementptr inbounds %struct.ld_, ptr %19, i32 0, i32 0
  %122 = load i64, ptr %121, align 8
  %123 = getelementptr inbounds %struct.ld_, ptr %19, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds %struct.dl, ptr %22, i32 0, i32 0
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds %struct.dl, ptr %22, i32 0, i32 1
  %128 = load i64, ptr %127, align 8
  %129 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 0
  %130 = load i32, ptr %129, align 8
  %131 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 1
  %132 = load float, ptr %131, align 4
  %133 = fpext float %132 to double
  %134 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 2
  %135 = load double, ptr %134, align 8
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %122, double noundef %124, double noundef %126, i64 noundef %128, i32 noundef %130, double noundef %133, double noundef %135)
  %137 = load i64, ptr %3, align 4
  %138 = load i64, ptr %5, align 4
  %139 = load [2 x i64], ptr %7, align 8
  %140 = load [2 x i64], ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 4 %11, i64 12, i1 false)
  %141 = load [2 x i64], ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 4 %15, i64 12, i1 false)
  %142 = load [2 x i64], ptr %29, align 8
  %143 = load [2 x i64], ptr %19, align 8
  %144 = load [2 x i64], ptr %22, align 8
  %145 = load [2 x i64], ptr %25, align 8
  %146 = call double @all(i64 %137, i64 %138, [2 x i64] %139, [2 x i64] %140, [2 x i64] %141, [2 x i64] %142, [2 x i64] %143, [2 x i64] %144, [2 x i64] %145, double noundef 1.000000e-03, i64 noundef -99)
  store double %146, ptr %27, align 8
  %147 = load double, ptr %27, align 8
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %147, i64 noundef 8, i64 noundef 12, i64 noundef 12, i64 noundef 16)
  %149 = load double, ptr %27, align 8
  %150 = fptosi double %149 to i64
  %151 = and i64 %150, 127
  %152 = trunc i64 %151 to i32
  ret i32 %152
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_if(i64 %0, i32 noundef %1) #0 {
  %3 = alloca %struct.if_, align 4
  %4 = alloca %struct.if_, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  %6 = load i32, ptr %5, align 4
  %7 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 0
  %8 = load i32, ptr %7, align 4
  %9 = add nsw i32 %8, %6
  store i32 %9, ptr %7, align 4
  %10 = load i32, ptr %5, align 4
  %11 = sitofp i32 %10 to float
  %12 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, %11
  store float %14, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %15 = load i64, ptr %3, align 4
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_fi(i64 %0, float noundef %1) #0 {
  %3 = alloca %struct.fi, align 4
  %4 = alloca %struct.fi, align 4
  %5 = alloca float, align 4
  store i64 %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.fi, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fsub float %8, %6
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.fi, ptr %4, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = xor i32 %11, 85
  store i32 %12, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %13 = load i64, ptr %3, align 4
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_di(double noundef %0, [2 x i64] %1, i32 noundef %2) #0 {
  %4 = alloca %struct.di, align 8
  %5 = alloca %struct.di, align 8
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  store [2 x i64] %1, ptr %5, align 8
  store double %0, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %8 = load double, ptr %6, align 8
  %9 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fadd double %10, %8
  store double %11, ptr %9, align 8
  %12 = load i32, ptr %7, align 4
  %13 = getelementptr inbounds %struct.di, ptr %5, i32 0, i32 1
  %14 = load i32, ptr %13, align 8
  %15 = sub nsw i32 %14, %12
  store i32 %15, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %5, i64 16, i1 false)
  %16 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_id([2 x i64] %0) #0 {
  %2 = alloca %struct.id, align 8
  %3 = alloca %struct.id, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.id, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = fptosi double %6 to i32
  store i32 %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.id, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = sitofp i32 %10 to double
  %12 = fadd double %11, 5.000000e-01
  store double %12, ptr %8, align 8
  %13 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_cfs([2 x i64] %0) #0 {
  %2 = alloca %struct.cfs, align 4
  %3 = alloca %struct.cfs, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.cfs, ptr %3, i32 0, i32 0
  %7 = load i8, ptr %6, align 4
  %8 = add i8 %7, 1
  store i8 %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.cfs, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fdiv float %10, 4.000000e+00
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.cfs, ptr %3, i32 0, i32 2
  %13 = load i16, ptr %12, align 4
  %14 = sext i16 %13 to i32
  %15 = mul nsw i32 %14, -3
  %16 = trunc i32 %15 to i16
  %17 = getelementptr inbounds %struct.cfs, ptr %3, i32 0, i32 2
  store i16 %16, ptr %17, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %18 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_fccf([2 x i64] %0) #0 {
  %2 = alloca %struct.fccf, align 4
  %3 = alloca %struct.fccf, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.fccf, ptr %2, i32 0, i32 0
  %7 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 3
  %8 = load float, ptr %7, align 4
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.fccf, ptr %2, i32 0, i32 1
  %10 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 2
  %11 = load i8, ptr %10, align 1
  store i8 %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.fccf, ptr %2, i32 0, i32 2
  %13 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 1
  %14 = load i8, ptr %13, align 4
  store i8 %14, ptr %12, align 1
  %15 = getelementptr inbounds %struct.fccf, ptr %2, i32 0, i32 3
  %16 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  store float %17, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %18 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_ld([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.ld_, align 8
  %4 = alloca %struct.ld_, align 8
  %5 = alloca %struct.dl, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.ld_, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.ld_, ptr %4, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds %struct.dl, ptr %5, i32 0, i32 1
  %10 = load i64, ptr %9, align 8
  %11 = add nsw i64 %8, %10
  store i64 %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.ld_, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.ld_, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.dl, ptr %5, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  store double %17, ptr %12, align 8
  %18 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_dl([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.dl, align 8
  %4 = alloca %struct.dl, align 8
  %5 = alloca %struct.ld_, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.dl, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.dl, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.ld_, ptr %5, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fsub double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.dl, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.dl, ptr %4, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.ld_, ptr %5, i32 0, i32 0
  %16 = load i64, ptr %15, align 8
  %17 = mul nsw i64 %14, %16
  store i64 %17, ptr %12, align 8
  %18 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @f_ifd([2 x i64] %0, i64 %1, i64 %2) #0 {
  %4 = alloca %struct.ifd, align 8
  %5 = alloca %struct.ifd, align 8
  %6 = alloca %struct.if_, align 4
  %7 = alloca %struct.fi, align 4
  store [2 x i64] %0, ptr %5, align 8
  store i64 %1, ptr %6, align 4
  store i64 %2, ptr %7, align 4
  %8 = getelementptr inbounds %struct.if_, ptr %6, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = getelementptr inbounds %struct.fi, ptr %7, i32 0, i32 1
  %11 = load i32, ptr %10, align 4
  %12 = add nsw i32 %9, %11
  %13 = getelementptr inbounds %struct.ifd, ptr %5, i32 0, i32 0
  %14 = load i32, ptr %13, align 8
  %15 = add nsw i32 %14, %12
  store i32 %15, ptr %13, align 8
  %16 = getelementptr inbounds %struct.if_, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.fi, ptr %7, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = fadd float %17, %19
  %21 = getelementptr inbounds %struct.ifd, ptr %5, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = fadd float %22, %20
  store float %23, ptr %21, align 4
  %24 = getelementptr inbounds %struct.ifd, ptr %5, i32 0, i32 2
  %25 = load double, ptr %24, align 8
  %26 = fmul double %25, 2.000000e+00
  store double %26, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %5, i64 16, i1 false)
  %27 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %27
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @all(i64 %0, i64 %1, [2 x i64] %2, [2 x i64] %3, [2 x i64] %4, [2 x i64] %5, [2 x i64] %6, [2 x i64] %7, [2 x i64] %8, double noundef %9, i64 noundef %10) #0 {
  %12 = alloca %struct.if_, align 4
  %13 = alloca %struct.fi, align 4
  %14 = alloca %struct.di, align 8
  %15 = alloca %struct.id, align 8
  %16 = alloca %struct.cfs, align 4
  %17 = alloca [2 x i64], align 8
  %18 = alloca %struct.fccf, align 4
  %19 = alloca [2 x i64], align 8
  %20 = alloca %struct.ld_, align 8
  %21 = alloca %struct.dl, align 8
  %22 = alloca %struct.ifd, align 8
  %23 = alloca double, align 8
  %24 = alloca i64, align 8
  store i64 %0, ptr %12, align 4
  store i64 %1, ptr %13, align 4
  store [2 x i64] %2, ptr %14, align 8
  store [2 x i64] %3, ptr %15, align 8
  store [2 x i64] %4, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 8 %17, i64 12, i1 false)
  store [2 x i64] %5, ptr %19, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 8 %19, i64 12, i1 false)
  store [2 x i64] %6, ptr %20, align 8
  store [2 x i64] %7, ptr %21, align 8
  store [2 x i64] %8, ptr %22, align 8
  store double %9, ptr %23, align 8
  store i64 %10, ptr %24, align 8
  %25 = getelementptr inbounds %struct.if_, ptr %12, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = sitofp i32 %26 to float
  %28 = getelementptr inbounds %struct.if_, ptr %12, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  %30 = fadd float %27, %29
  %31 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 0
  %32 = load float, ptr %31, align 4
  %33 = fadd float %30, %32
  %34 = getelementptr inbounds %struct.fi, ptr %13, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = sitofp i32 %35 to float
  %37 = fadd float %33, %36
  %38 = fpext float %37 to double
  %39 = getelementptr inbounds %struct.di, ptr %14, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds %struct.di, ptr %14, i32 0, i32 1
  %43 = load i32, ptr %42, align 8
  %44 = sitofp i32 %43 to double
  %45 = fadd double %41, %44
  %46 = getelementptr inbounds %struct.id, ptr %15, i32 0, i32 0
  %47 = load i32, ptr %46, align 8
  %48 = sitofp i32 %47 to double
  %49 = fadd double %45, %48
  %50 = getelementptr inbounds %struct.id, ptr %15, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fadd double %49, %51
  %53 = getelementptr inbounds %struct.cfs, ptr %16, i32 0, i32 0
  %54 = load i8, ptr %53, align 4
  %55 = zext i8 %54 to i32
  %56 = sitofp i32 %55 to double
  %57 = fadd double %52, %56
  %58 = getelementptr inbounds %struct.cfs, ptr %16, i32 0, i32 1
  %59 = load float, ptr %58, align 4
  %60 = fpext float %59 to double
  %61 = fadd double %57, %60
  %62 = getelementptr inbounds %struct.cfs, ptr %16, i32 0, i32 2
  %63 = load i16, ptr %62, align 4
  %64 = sext i16 %63 to i32
  %65 = sitofp i32 %64 to double
  %66 = fadd double %61, %65
  %67 = getelementptr inbounds %struct.fccf, ptr %18, i32 0, i32 0
  %68 = load float, ptr %67, align 4
  %69 = fpext float %68 to double
  %70 = fadd double %66, %69
  %71 = getelementptr inbounds %struct.fccf, ptr %18, i32 0, i32 1
  %72 = load i8, ptr %71, align 4
  %73 = zext i8 %72 to i32
  %74 = sitofp i32 %73 to double
  %75 = fadd double %70, %74
  %76 = getelementptr inbounds %struct.fccf, ptr %18, i32 0, i32 2
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = sitofp i32 %78 to double
  %80 = fadd double %75, %79
  %81 = getelementptr inbounds %struct.fccf, ptr %18, i32 0, i32 3
  %82 = load float, ptr %81, align 4
  %83 = fpext float %82 to double
  %84 = fadd double %80, %83
  %85 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 0
  %86 = load i64, ptr %85, align 8
  %87 = sitofp i64 %86 to double
  %88 = fadd double %84, %87
  %89 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 1
  %90 = load double, ptr %89, align 8
  %91 = fadd double %88, %90
  %92 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 0
  %93 = load double, ptr %92, align 8
  %94 = fadd double %91, %93
  %95 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 1
  %96 = load i64, ptr %95, align 8
  %97 = sitofp i64 %96 to double
  %98 = fadd double %94, %97
  %99 = getelementptr inbounds %struct.ifd, ptr %22, i32 0, i32 0
  %100 = load i32, ptr %99, align 8
  %101 = sitofp i32 %100 to double
  %102 = fadd double %98, %101
  %103 = getelementptr inbounds %struct.ifd, ptr %22, i32 0, i32 1
  %104 = load float, ptr %103, align 4
  %105 = fpext float %104 to double
  %106 = fadd double %102, %105
  %107 = getelementptr inbounds %struct.ifd, ptr %22, i32 0, i32 2
  %108 = load double, ptr %107, align 8
  %109 = fadd double %106, %108
  %110 = load double, ptr %23, align 8
  %111 = fadd double %109, %110
  %112 = load i64, ptr %24, align 8
  %113 = sitofp i64 %112 to double
  %114 = fadd double %111, %113
  ret double %114
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
