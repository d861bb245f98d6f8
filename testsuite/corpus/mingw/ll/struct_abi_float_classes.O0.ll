; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.f1 = type { float }
%struct.f2 = type { float, float }
%struct.f3 = type { float, float, float }
%struct.f4 = type { float, float, float, float }
%struct.d1 = type { double }
%struct.d2 = type { double, double }
%struct.fd = type { float, double }
%struct.df = type { double, float }
%struct.fad = type { [2 x float], double }

@.str = private unnamed_addr constant [40 x i8] c"b=(%a,%a) c=(%a,%a,%a) d=(%a,%a,%a,%a)\0A\00", align 1
@.str.1 = private unnamed_addr constant [44 x i8] c"f=(%a,%a) g=(%a,%a) h=(%a,%a) i=(%a,%a,%a)\0A\00", align 1
@.str.2 = private unnamed_addr constant [22 x i8] c"many=%a with_ints=%a\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"sizes %zu %zu %zu %zu %zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca %struct.f1, align 4
  %4 = alloca %struct.f2, align 4
  %5 = alloca %struct.f2, align 4
  %6 = alloca %struct.f3, align 4
  %7 = alloca %struct.f3, align 4
  %8 = alloca %struct.f3, align 4
  %9 = alloca %struct.f4, align 4
  %10 = alloca %struct.f4, align 4
  %11 = alloca %struct.f4, align 4
  %12 = alloca %struct.f4, align 4
  %13 = alloca %struct.f4, align 4
  %14 = alloca %struct.d1, align 8
  %15 = alloca %struct.d2, align 8
  %16 = alloca %struct.d2, align 8
  %17 = alloca %struct.d2, align 8
  %18 = alloca %struct.d2, align 8
  %19 = alloca %struct.d2, align 8
  %20 = alloca %struct.fd, align 8
  %21 = alloca %struct.fd, align 8
  %22 = alloca %struct.df, align 8
  %23 = alloca %struct.fd, align 8
  %24 = alloca %struct.df, align 8
  %25 = alloca %struct.df, align 8
  %26 = alloca %struct.df, align 8
  %27 = alloca %struct.fd, align 8
  %28 = alloca %struct.df, align 8
  %29 = alloca %struct.fd, align 8
  %30 = alloca %struct.fad, align 8
  %31 = alloca %struct.fad, align 8
  %32 = alloca %struct.fad, align 8
  %33 = alloca %struct.fad, align 8
  %34 = alloca double, align 8
  %35 = alloca %struct.f3, align 4
  %36 = alloca %struct.f4, align 4
  %37 = alloca %struct.d2, align 8
  %38 = alloca %struct.fd, align 8
  %39 = alloca %struct.df, align 8
  %40 = alloca %struct.fad, align 8
  %41 = alloca %struct.d2, align 8
  %42 = alloca %struct.f4, align 4
  %43 = alloca double, align 8
  %44 = alloca %struct.d2, align 8
  %45 = alloca %struct.f4, align 4
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  %46 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %47 = load volatile float, ptr %2, align 4
  store float %47, ptr %46, align 4
  %48 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0
  %49 = load volatile float, ptr %2, align 4
  store float %49, ptr %48, align 4
  %50 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1
  %51 = load volatile float, ptr %2, align 4
  %52 = fmul float 2.000000e+00, %51
  store float %52, ptr %50, align 4
  %53 = load i64, ptr %5, align 4
  %54 = call i64 @f2_scale(i64 %53, float noundef 3.000000e+00)
  store i64 %54, ptr %4, align 4
  %55 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 0
  store float 1.000000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 1
  store float 2.000000e+00, ptr %56, align 4
  %57 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 2
  %58 = load volatile float, ptr %2, align 4
  store float %58, ptr %57, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %7, i64 12, i1 false)
  call void @f3_rot(ptr dead_on_unwind writable sret(%struct.f3) align 4 %6, ptr noundef %8)
  %59 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 0
  store float 1.000000e+00, ptr %59, align 4
  %60 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 1
  store float 2.000000e+00, ptr %60, align 4
  %61 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 2
  store float 3.000000e+00, ptr %61, align 4
  %62 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 3
  store float 4.000000e+00, ptr %62, align 4
  %63 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 0
  %64 = load volatile float, ptr %2, align 4
  store float %64, ptr %63, align 4
  %65 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 1
  %66 = load volatile float, ptr %2, align 4
  store float %66, ptr %65, align 4
  %67 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 2
  %68 = load volatile float, ptr %2, align 4
  %69 = fneg float %68
  store float %69, ptr %67, align 4
  %70 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 3
  store float 2.500000e-01, ptr %70, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %10, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %11, i64 16, i1 false)
  call void @f4_add(ptr dead_on_unwind writable sret(%struct.f4) align 4 %9, ptr noundef %12, ptr noundef %13)
  %71 = getelementptr inbounds %struct.d1, ptr %14, i32 0, i32 0
  %72 = load volatile float, ptr %2, align 4
  %73 = fpext float %72 to double
  %74 = fmul double %73, 1.000000e+10
  store double %74, ptr %71, align 8
  %75 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 0
  store double 1.250000e+00, ptr %75, align 8
  %76 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 1
  store double -2.500000e+00, ptr %76, align 8
  %77 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 0
  %78 = load volatile float, ptr %2, align 4
  %79 = fpext float %78 to double
  store double %79, ptr %77, align 8
  %80 = getelementptr inbounds %struct.d2, ptr %17, i32 0, i32 1
  store double 4.000000e+00, ptr %80, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %16, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %17, i64 16, i1 false)
  call void @d2_cross(ptr dead_on_unwind writable sret(%struct.d2) align 8 %15, ptr noundef %18, ptr noundef %19)
  %81 = getelementptr inbounds %struct.fd, ptr %21, i32 0, i32 0
  %82 = load volatile float, ptr %2, align 4
  store float %82, ptr %81, align 8
  %83 = getelementptr inbounds %struct.fd, ptr %21, i32 0, i32 1
  store double 1.000000e-03, ptr %83, align 8
  %84 = getelementptr inbounds %struct.df, ptr %22, i32 0, i32 0
  store double 7.500000e+00, ptr %84, align 8
  %85 = getelementptr inbounds %struct.df, ptr %22, i32 0, i32 1
  store float 5.000000e-01, ptr %85, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %21, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %22, i64 16, i1 false)
  call void @fd_mix(ptr dead_on_unwind writable sret(%struct.fd) align 8 %20, ptr noundef %23, ptr noundef %24)
  %86 = getelementptr inbounds %struct.df, ptr %26, i32 0, i32 0
  store double 1.000000e+02, ptr %86, align 8
  %87 = getelementptr inbounds %struct.df, ptr %26, i32 0, i32 1
  store float 1.250000e-01, ptr %87, align 8
  %88 = getelementptr inbounds %struct.fd, ptr %27, i32 0, i32 0
  store float 2.000000e+00, ptr %88, align 8
  %89 = getelementptr inbounds %struct.fd, ptr %27, i32 0, i32 1
  store double 3.000000e+00, ptr %89, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %26, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 8 %27, i64 16, i1 false)
  call void @df_mix(ptr dead_on_unwind writable sret(%struct.df) align 8 %25, ptr noundef %28, ptr noundef %29)
  %90 = getelementptr inbounds %struct.fad, ptr %32, i32 0, i32 0
  store float 1.000000e+00, ptr %90, align 4
  %91 = getelementptr inbounds float, ptr %90, i64 1
  store float 1.000000e+00, ptr %91, align 4
  %92 = getelementptr inbounds %struct.fad, ptr %32, i32 0, i32 1
  store double 8.100000e+01, ptr %92, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %33, ptr align 8 %32, i64 16, i1 false)
  call void @fad_step(ptr dead_on_unwind writable sret(%struct.fad) align 8 %31, ptr noundef %33)
  call void @fad_step(ptr dead_on_unwind writable sret(%struct.fad) align 8 %30, ptr noundef %31)
  %93 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %94 = load float, ptr %93, align 4
  %95 = fpext float %94 to double
  %96 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %97 = load float, ptr %96, align 4
  %98 = fpext float %97 to double
  %99 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %100 = load float, ptr %99, align 4
  %101 = fpext float %100 to double
  %102 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %103 = load float, ptr %102, align 4
  %104 = fpext float %103 to double
  %105 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %106 = load float, ptr %105, align 4
  %107 = fpext float %106 to double
  %108 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = fpext float %109 to double
  %111 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 1
  %112 = load float, ptr %111, align 4
  %113 = fpext float %112 to double
  %114 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 2
  %115 = load float, ptr %114, align 4
  %116 = fpext float %115 to double
  %117 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 3
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %95, double noundef %98, double noundef %101, double noundef %104, double noundef %107, double noundef %110, double noundef %113, double noundef %116, double noundef %119)
  %121 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 0
  %122 = load double, ptr %121, align 8
  %123 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds %struct.fd, ptr %20, i32 0, i32 0
  %126 = load float, ptr %125, align 8
  %127 = fpext float %126 to double
  %128 = getelementptr inbounds %struct.fd, ptr %20, i32 0, i32 1
  %129 = load double, ptr %128, align 8
  %130 = getelementptr inbounds %struct.df, ptr %25, i32 0, i32 0
  %131 = load double, ptr %130, align 8
  %132 = getelementptr inbounds %struct.df, ptr %25, i32 0, i32 1
  %133 = load float, ptr %132, align 8
  %134 = fpext float %133 to double
  %135 = getelementptr inbounds %struct.fad, ptr %30, i32 0, i32 0
  %136 = getelementptr inbounds [2 x float], ptr %135, i64 0, i64 0
  %137 = load float, ptr %136, align 8
  %138 = fpext float %137 to double
  %139 = getelementptr inbounds %struct.fad, ptr %30, i32 0, i32 0
  %140 = getelementptr inbounds [2 x float], ptr %139, i64 0, i64 1
  %141 = load float, ptr %140, align 4
  %142 = fpext float %141 to double
  %143 = getelementptr inbounds %struct.fad, ptr %30, i32 0, i32 1
  %144 = load double, ptr %143, align 8
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %122, double noundef %124, double noundef %127, double noundef %129, double noundef %131, double noundef %134, double noundef %138, double noundef %142, double noundef %144)
  %146 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %147 = load i32, ptr %146, align 4
  %148 = load i64, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %6, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %36, ptr align 4 %9, i64 16, i1 false)
  %149 = getelementptr inbounds %struct.d1, ptr %14, i32 0, i32 0
  %150 = load i64, ptr %149, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 8 %15, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 8 %20, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 8 %25, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 8 %30, i64 16, i1 false)
  %151 = load i64, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 8 %15, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %9, i64 16, i1 false)
  %152 = call double @many(i32 %147, i64 %148, ptr noundef %35, ptr noundef %36, i64 %150, ptr noundef %37, ptr noundef %38, ptr noundef %39, ptr noundef %40, i64 %151, ptr noundef %41, ptr noundef %42)
  store double %152, ptr %34, align 8
  %153 = load i64, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %44, ptr align 8 %15, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %9, i64 16, i1 false)
  %154 = call double @with_ints(i32 noundef 3, i64 %153, i32 noundef -40, ptr noundef %44, i8 noundef 65, ptr noundef %45)
  store double %154, ptr %43, align 8
  %155 = load double, ptr %34, align 8
  %156 = load double, ptr %43, align 8
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %155, double noundef %156)
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16)
  %159 = load double, ptr %34, align 8
  %160 = fptosi double %159 to i64
  %161 = and i64 %160, 127
  %162 = trunc i64 %161 to i32
  ret i32 %162
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f2_scale(i64 %0, float noundef %1) #0 {
  %3 = alloca %struct.f2, align 4
  %4 = alloca %struct.f2, align 4
  %5 = alloca float, align 4
  store i64 %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = fmul float %8, %6
  store float %9, ptr %7, align 4
  %10 = load float, ptr %5, align 4
  %11 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fsub float %12, %10
  store float %13, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 8, i1 false)
  %14 = load i64, ptr %3, align 4
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f3_rot(ptr dead_on_unwind noalias writable sret(%struct.f3) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 0
  %6 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  store float %7, ptr %5, align 4
  %8 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 1
  %9 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 2
  %10 = load float, ptr %9, align 4
  store float %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.f3, ptr %0, i32 0, i32 2
  %12 = getelementptr inbounds %struct.f3, ptr %1, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  store float %13, ptr %11, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f4_add(ptr dead_on_unwind noalias writable sret(%struct.f4) align 4 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.f4, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.f4, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.f4, ptr %2, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = fadd float %9, %11
  store float %12, ptr %7, align 4
  %13 = getelementptr inbounds %struct.f4, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.f4, ptr %1, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds %struct.f4, ptr %2, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = fadd float %15, %17
  store float %18, ptr %13, align 4
  %19 = getelementptr inbounds %struct.f4, ptr %0, i32 0, i32 2
  %20 = getelementptr inbounds %struct.f4, ptr %1, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.f4, ptr %2, i32 0, i32 2
  %23 = load float, ptr %22, align 4
  %24 = fadd float %21, %23
  store float %24, ptr %19, align 4
  %25 = getelementptr inbounds %struct.f4, ptr %0, i32 0, i32 3
  %26 = getelementptr inbounds %struct.f4, ptr %1, i32 0, i32 3
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds %struct.f4, ptr %2, i32 0, i32 3
  %29 = load float, ptr %28, align 4
  %30 = fadd float %27, %29
  store float %30, ptr %25, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d2_cross(ptr dead_on_unwind noalias writable sret(%struct.d2) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fmul double %9, %11
  %13 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = fsub double %12, %17
  store double %18, ptr %7, align 8
  %19 = getelementptr inbounds %struct.d2, ptr %0, i32 0, i32 1
  %20 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = fmul double %21, %23
  %25 = getelementptr inbounds %struct.d2, ptr %1, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.d2, ptr %2, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = fmul double %26, %28
  %30 = fadd double %24, %29
  store double %30, ptr %19, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fd_mix(ptr dead_on_unwind noalias writable sret(%struct.fd) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.fd, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.fd, ptr %1, i32 0, i32 0
  %9 = load float, ptr %8, align 8
  %10 = getelementptr inbounds %struct.df, ptr %2, i32 0, i32 1
  %11 = load float, ptr %10, align 8
  %12 = fadd float %9, %11
  store float %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.fd, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.fd, ptr %1, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds %struct.df, ptr %2, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = fmul double %15, %17
  store double %18, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @df_mix(ptr dead_on_unwind noalias writable sret(%struct.df) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = getelementptr inbounds %struct.df, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds %struct.df, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.fd, ptr %2, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = fsub double %9, %11
  store double %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.df, ptr %0, i32 0, i32 1
  %14 = getelementptr inbounds %struct.df, ptr %1, i32 0, i32 1
  %15 = load float, ptr %14, align 8
  %16 = getelementptr inbounds %struct.fd, ptr %2, i32 0, i32 0
  %17 = load float, ptr %16, align 8
  %18 = fmul float %15, %17
  store float %18, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @fad_step(ptr dead_on_unwind noalias writable sret(%struct.fad) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds %struct.fad, ptr %1, i32 0, i32 0
  %6 = getelementptr inbounds [2 x float], ptr %5, i64 0, i64 0
  %7 = load float, ptr %6, align 8
  %8 = fadd float %7, 1.000000e+00
  store float %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.fad, ptr %1, i32 0, i32 0
  %10 = getelementptr inbounds [2 x float], ptr %9, i64 0, i64 1
  %11 = load float, ptr %10, align 4
  %12 = fmul float %11, 2.000000e+00
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.fad, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = fdiv double %14, 3.000000e+00
  store double %15, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 16, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(i32 %0, i64 %1, ptr noundef %2, ptr noundef %3, i64 %4, ptr noundef %5, ptr noundef %6, ptr noundef %7, ptr noundef %8, i64 %9, ptr noundef %10, ptr noundef %11) #0 {
  %13 = alloca %struct.f1, align 4
  %14 = alloca %struct.f2, align 4
  %15 = alloca %struct.d1, align 8
  %16 = alloca %struct.f2, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = getelementptr inbounds %struct.f1, ptr %13, i32 0, i32 0
  store i32 %0, ptr %25, align 4
  store i64 %1, ptr %14, align 4
  %26 = getelementptr inbounds %struct.d1, ptr %15, i32 0, i32 0
  store i64 %4, ptr %26, align 8
  store i64 %9, ptr %16, align 4
  store ptr %2, ptr %17, align 8
  store ptr %3, ptr %18, align 8
  store ptr %5, ptr %19, align 8
  store ptr %6, ptr %20, align 8
  store ptr %7, ptr %21, align 8
  store ptr %8, ptr %22, align 8
  store ptr %10, ptr %23, align 8
  store ptr %11, ptr %24, align 8
  %27 = getelementptr inbounds %struct.f1, ptr %13, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds %struct.f2, ptr %14, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = fadd float %28, %30
  %32 = getelementptr inbounds %struct.f2, ptr %14, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fadd float %31, %33
  %35 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fadd float %34, %36
  %38 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  %40 = fadd float %37, %39
  %41 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  %42 = load float, ptr %41, align 4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fadd float %43, %45
  %47 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = fadd float %46, %48
  %50 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 2
  %51 = load float, ptr %50, align 4
  %52 = fadd float %49, %51
  %53 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 3
  %54 = load float, ptr %53, align 4
  %55 = fadd float %52, %54
  %56 = fpext float %55 to double
  %57 = getelementptr inbounds %struct.d1, ptr %15, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = fadd double %56, %58
  %60 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = fadd double %59, %61
  %63 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.fd, ptr %6, i32 0, i32 0
  %67 = load float, ptr %66, align 8
  %68 = fpext float %67 to double
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds %struct.fd, ptr %6, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = fadd double %69, %71
  %73 = getelementptr inbounds %struct.df, ptr %7, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = fadd double %72, %74
  %76 = getelementptr inbounds %struct.df, ptr %7, i32 0, i32 1
  %77 = load float, ptr %76, align 8
  %78 = fpext float %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.fad, ptr %8, i32 0, i32 0
  %81 = getelementptr inbounds [2 x float], ptr %80, i64 0, i64 0
  %82 = load float, ptr %81, align 8
  %83 = fpext float %82 to double
  %84 = fadd double %79, %83
  %85 = getelementptr inbounds %struct.fad, ptr %8, i32 0, i32 0
  %86 = getelementptr inbounds [2 x float], ptr %85, i64 0, i64 1
  %87 = load float, ptr %86, align 4
  %88 = fpext float %87 to double
  %89 = fadd double %84, %88
  %90 = getelementptr inbounds %struct.fad, ptr %8, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0
  %94 = load float, ptr %93, align 4
  %95 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1
  %96 = load float, ptr %95, align 4
  %97 = fmul float %94, %96
  %98 = fpext float %97 to double
  %99 = fadd double %92, %98
  %100 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = fadd double %99, %101
  %103 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = fsub double %102, %104
  %106 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 3
  %107 = load float, ptr %106, align 4
  %108 = fpext float %107 to double
  %109 = fadd double %105, %108
  ret double %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @with_ints(i32 noundef %0, i64 %1, i32 noundef %2, ptr noundef %3, i8 noundef %4, ptr noundef %5) #0 {
  %7 = alloca %struct.f2, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i8, align 1
  %12 = alloca ptr, align 8
  store i64 %1, ptr %7, align 4
  store i32 %0, ptr %8, align 4
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store i8 %4, ptr %11, align 1
  store ptr %5, ptr %12, align 8
  %13 = load i32, ptr %8, align 4
  %14 = sitofp i32 %13 to float
  %15 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  %18 = fpext float %17 to double
  %19 = load i32, ptr %9, align 4
  %20 = sitofp i32 %19 to double
  %21 = fadd double %18, %20
  %22 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fadd double %21, %23
  %25 = load i8, ptr %11, align 1
  %26 = sext i8 %25 to i32
  %27 = sitofp i32 %26 to double
  %28 = fadd double %24, %27
  %29 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 2
  %30 = load float, ptr %29, align 4
  %31 = fpext float %30 to double
  %32 = fadd double %28, %31
  ret double %32
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
