; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %8 = alloca %struct.f4, align 4
  %9 = alloca %struct.f4, align 4
  %10 = alloca %struct.f4, align 4
  %11 = alloca %struct.d1, align 8
  %12 = alloca %struct.d2, align 8
  %13 = alloca %struct.d2, align 8
  %14 = alloca %struct.d2, align 8
  %15 = alloca %struct.fd, align 8
  %16 = alloca %struct.fd, align 8
  %17 = alloca %struct.df, align 8
  %18 = alloca %struct.df, align 8
  %19 = alloca %struct.df, align 8
  %20 = alloca %struct.fd, align 8
  %21 = alloca %struct.fad, align 8
  %22 = alloca %struct.fad, align 8
  %23 = alloca %struct.fad, align 8
  %24 = alloca double, align 8
  %25 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  %26 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %27 = load volatile float, ptr %2, align 4
  store float %27, ptr %26, align 4
  %28 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0
  %29 = load volatile float, ptr %2, align 4
  store float %29, ptr %28, align 4
  %30 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1
  %31 = load volatile float, ptr %2, align 4
  %32 = fmul float 2.000000e+00, %31
  store float %32, ptr %30, align 4
  %33 = load [2 x float], ptr %5, align 4
  %34 = call %struct.f2 @f2_scale([2 x float] alignstack(8) %33, float noundef 3.000000e+00)
  %35 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %36 = extractvalue %struct.f2 %34, 0
  store float %36, ptr %35, align 4
  %37 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %38 = extractvalue %struct.f2 %34, 1
  store float %38, ptr %37, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 0
  store float 1.000000e+00, ptr %39, align 4
  %40 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 1
  store float 2.000000e+00, ptr %40, align 4
  %41 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 2
  %42 = load volatile float, ptr %2, align 4
  store float %42, ptr %41, align 4
  %43 = load [3 x float], ptr %7, align 4
  %44 = call %struct.f3 @f3_rot([3 x float] alignstack(8) %43)
  %45 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %46 = extractvalue %struct.f3 %44, 0
  store float %46, ptr %45, align 4
  %47 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %48 = extractvalue %struct.f3 %44, 1
  store float %48, ptr %47, align 4
  %49 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %50 = extractvalue %struct.f3 %44, 2
  store float %50, ptr %49, align 4
  %51 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 0
  store float 1.000000e+00, ptr %51, align 4
  %52 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 1
  store float 2.000000e+00, ptr %52, align 4
  %53 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 2
  store float 3.000000e+00, ptr %53, align 4
  %54 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 3
  store float 4.000000e+00, ptr %54, align 4
  %55 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 0
  %56 = load volatile float, ptr %2, align 4
  store float %56, ptr %55, align 4
  %57 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 1
  %58 = load volatile float, ptr %2, align 4
  store float %58, ptr %57, align 4
  %59 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 2
  %60 = load volatile float, ptr %2, align 4
  %61 = fneg float %60
  store float %61, ptr %59, align 4
  %62 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 3
  store float 2.500000e-01, ptr %62, align 4
  %63 = load [4 x float], ptr %9, align 4
  %64 = load [4 x float], ptr %10, align 4
  %65 = call %struct.f4 @f4_add([4 x float] alignstack(8) %63, [4 x float] alignstack(8) %64)
  %66 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 0
  %67 = extractvalue %struct.f4 %65, 0
  store float %67, ptr %66, align 4
  %68 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 1
  %69 = extractvalue %struct.f4 %65, 1
  store float %69, ptr %68, align 4
  %70 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 2
  %71 = extractvalue %struct.f4 %65, 2
  store float %71, ptr %70, align 4
  %72 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 3
  %73 = extractvalue %struct.f4 %65, 3
  store float %73, ptr %72, align 4
  %74 = getelementptr inbounds %struct.d1, ptr %11, i32 0, i32 0
  %75 = load volatile float, ptr %2, align 4
  %76 = fpext float %75 to double
  %77 = fmul double %76, 1.000000e+10
  store double %77, ptr %74, align 8
  %78 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 0
  store double 1.250000e+00, ptr %78, align 8
  %79 = getelementptr inbounds %struct.d2, ptr %13, i32 0, i32 1
  store double -2.500000e+00, ptr %79, align 8
  %80 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 0
  %81 = load volatile float, ptr %2, align 4
  %82 = fpext float %81 to double
  store double %82, ptr %80, align 8
  %83 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 1
  store double 4.000000e+00, ptr %83, align 8
  %84 = load [2 x double], ptr %13, align 8
  %85 = load [2 x double], ptr %14, align 8
  %86 = call %struct.d2 @d2_cross([2 x double] alignstack(8) %84, [2 x double] alignstack(8) %85)
  %87 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 0
  %88 = extractvalue %struct.d2 %86, 0
  store double %88, ptr %87, align 8
  %89 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %90 = extractvalue %struct.d2 %86, 1
  store double %90, ptr %89, align 8
  %91 = getelementptr inbounds %struct.fd, ptr %16, i32 0, i32 0
  %92 = load volatile float, ptr %2, align 4
  store float %92, ptr %91, align 8
  %93 = getelementptr inbounds %struct.fd, ptr %16, i32 0, i32 1
  store double 1.000000e-03, ptr %93, align 8
  %94 = getelementptr inbounds %struct.df, ptr %17, i32 0, i32 0
  store double 7.500000e+00, ptr %94, align 8
  %95 = getelementptr inbounds %struct.df, ptr %17, i32 0, i32 1
  store float 5.000000e-01, ptr %95, align 8
  %96 = load [2 x i64], ptr %16, align 8
  %97 = load [2 x i64], ptr %17, align 8
  %98 = call [2 x i64] @fd_mix([2 x i64] %96, [2 x i64] %97)
  store [2 x i64] %98, ptr %15, align 8
  %99 = getelementptr inbounds %struct.df, ptr %19, i32 0, i32 0
  store double 1.000000e+02, ptr %99, align 8
  %100 = getelementptr inbounds %struct.df, ptr %19, i32 0, i32 1
  store float 1.250000e-01, ptr %100, align 8
  %101 = getelementptr inbounds %struct.fd, ptr %20, i32 0, i32 0
  store float 2.000000e+00, ptr %101, align 8
  %102 = getelementptr inbounds %struct.fd, ptr %20, i32 0, i32 1
  store double 3.000000e+00, ptr %102, align 8
  %103 = load [2 x i64], ptr %19, align 8
  %104 = load [2 x i64], ptr %20, align 8
  %105 = call [2 x i64] @df_mix([2 x i64] %103, [2 x i64] %104)
  store [2 x i64] %105, ptr %18, align 8
  %106 = getelementptr inbounds %struct.fad, ptr %23, i32 0, i32 0
  store float 1.000000e+00, ptr %106, align 4
  %107 = getelementptr inbounds float, ptr %106, i64 1
  store float 1.000000e+00, ptr %107, align 4
  %108 = getelementptr inbounds %struct.fad, ptr %23, i32 0, i32 1
  store double 8.100000e+01, ptr %108, align 8
  %109 = load [2 x i64], ptr %23, align 8
  %110 = call [2 x i64] @fad_step([2 x i64] %109)
  store [2 x i64] %110, ptr %22, align 8
  %111 = load [2 x i64], ptr %22, align 8
  %112 = call [2 x i64] @fad_step([2 x i64] %111)
  store [2 x i64] %112, ptr %21, align 8
  %113 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %114 = load float, ptr %113, align 4
  %115 = fpext float %114 to double
  %116 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %117 = load float, ptr %116, align 4
  %118 = fpext float %117 to double
  %119 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %120 = load float, ptr %119, align 4
  %121 = fpext float %120 to double
  %122 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %123 = load float, ptr %122, align 4
  %124 = fpext float %123 to double
  %125 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %126 = load float, ptr %125, align 4
  %127 = fpext float %126 to double
  %128 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 0
  %129 = load float, ptr %128, align 4
  %130 = fpext float %129 to double
  %131 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 1
  %132 = load float, ptr %131, align 4
  %133 = fpext float %132 to double
  %134 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 2
  %135 = load float, ptr %134, align 4
  %136 = fpext float %135 to double
  %137 = getelementptr inbounds %struct.f4, ptr %8, i32 0, i32 3
  %138 = load float, ptr %137, align 4
  %139 = fpext float %138 to double
  %140 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %115, double noundef %118, double noundef %121, double noundef %124, double noundef %127, double noundef %130, double noundef %133, double noundef %136, double noundef %139)
  %141 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 0
  %142 = load double, ptr %141, align 8
  %143 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %144 = load double, ptr %143, align 8
  %145 = getelementptr inbounds %struct.fd, ptr %15, i32 0, i32 0
  %146 = load float, ptr %145, align 8
  %147 = fpext float %146 to double
  %148 = getelementptr inbounds %struct.fd, ptr %15, i32 0, i32 1
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds %struct.df, ptr %18, i32 0, i32 0
  %151 = load double, ptr %150, align 8
  %152 = getelementptr inbounds %struct.df, ptr %18, i32 0, i32 1
  %153 = load float, ptr %152, align 8
  %154 = fpext float %153 to double
  %155 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 0
  %156 = getelementptr inbounds [2 x float], ptr %155, i64 0, i64 0
  %157 = load float, ptr %156, align 8
  %158 = fpext float %157 to double
  %159 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 0
  %160 = getelementptr inbounds [2 x float], ptr %159, i64 0, i64 1
  %161 = load float, ptr %160, align 4
  %162 = fpext float %161 to double
  %163 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 1
  %164 = load double, ptr %163, align 8
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %142, double noundef %144, double noundef %147, double noundef %149, double noundef %151, double noundef %154, double noundef %158, double noundef %162, double noundef %164)
  %166 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %167 = load [1 x float], ptr %166, align 4
  %168 = load [2 x float], ptr %4, align 4
  %169 = load [3 x float], ptr %6, align 4
  %170 = load [4 x float], ptr %8, align 4
  %171 = getelementptr inbounds %struct.d1, ptr %11, i32 0, i32 0
  %172 = load [1 x double], ptr %171, align 8
  %173 = load [2 x double], ptr %12, align 8
  %174 = load [2 x i64], ptr %15, align 8
  %175 = load [2 x i64], ptr %18, align 8
  %176 = load [2 x i64], ptr %21, align 8
  %177 = load [2 x float], ptr %4, align 4
  %178 = load [2 x double], ptr %12, align 8
  %179 = load [4 x float], ptr %8, align 4
  %180 = call double @many([1 x float] alignstack(8) %167, [2 x float] alignstack(8) %168, [3 x float] alignstack(8) %169, [4 x float] alignstack(8) %170, [1 x double] alignstack(8) %172, [2 x double] alignstack(8) %173, [2 x i64] %174, [2 x i64] %175, [2 x i64] %176, [2 x float] alignstack(8) %177, [2 x double] alignstack(8) %178, [4 x float] alignstack(8) %179)
  store double %180, ptr %24, align 8
  %181 = load [2 x float], ptr %4, align 4
  %182 = load [2 x double], ptr %12, align 8
  %183 = load [4 x float], ptr %8, align 4
  %184 = call double @with_ints(i32 noundef 3, [2 x float] alignstack(8) %181, i64 noundef -40, [2 x double] alignstack(8) %182, i8 noundef 65, [4 x float] alignstack(8) %183)
  store double %184, ptr %25, align 8
  %185 = load double, ptr %24, align 8
  %186 = load double, ptr %25, align 8
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %185, double noundef %186)
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16)
  %189 = load double, ptr %24, align 8
  %190 = fptosi double %189 to i64
  %191 = and i64 %190, 127
  %192 = trunc i64 %191 to i32
  ret i32 %192
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.f2 @f2_scale([2 x float] alignstack(8) %0, float noundef %1) #0 {
  %3 = alloca %struct.f2, align 4
  %4 = alloca %struct.f2, align 4
  %5 = alloca float, align 4
  store [2 x float] %0, ptr %4, align 4
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
  %14 = load %struct.f2, ptr %3, align 4
  ret %struct.f2 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.f3 @f3_rot([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.f3, align 4
  %3 = alloca %struct.f3, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.f3, ptr %2, i32 0, i32 2
  %11 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = load %struct.f3, ptr %2, align 4
  ret %struct.f3 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.f4 @f4_add([4 x float] alignstack(8) %0, [4 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.f4, align 4
  %4 = alloca %struct.f4, align 4
  %5 = alloca %struct.f4, align 4
  store [4 x float] %0, ptr %4, align 4
  store [4 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 4
  %12 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 2
  %19 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 2
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 2
  %22 = load float, ptr %21, align 4
  %23 = fadd float %20, %22
  store float %23, ptr %18, align 4
  %24 = getelementptr inbounds %struct.f4, ptr %3, i32 0, i32 3
  %25 = getelementptr inbounds %struct.f4, ptr %4, i32 0, i32 3
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 3
  %28 = load float, ptr %27, align 4
  %29 = fadd float %26, %28
  store float %29, ptr %24, align 4
  %30 = load %struct.f4, ptr %3, align 4
  ret %struct.f4 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.d2 @d2_cross([2 x double] alignstack(8) %0, [2 x double] alignstack(8) %1) #0 {
  %3 = alloca %struct.d2, align 8
  %4 = alloca %struct.d2, align 8
  %5 = alloca %struct.d2, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fmul double %8, %10
  %12 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = fmul double %13, %15
  %17 = fsub double %11, %16
  store double %17, ptr %6, align 8
  %18 = getelementptr inbounds %struct.d2, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 0
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = fmul double %20, %22
  %24 = getelementptr inbounds %struct.d2, ptr %4, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %27 = load double, ptr %26, align 8
  %28 = fmul double %25, %27
  %29 = fadd double %23, %28
  store double %29, ptr %18, align 8
  %30 = load %struct.d2, ptr %3, align 8
  ret %struct.d2 %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @fd_mix([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.fd, align 8
  %4 = alloca %struct.fd, align 8
  %5 = alloca %struct.df, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.fd, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.fd, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 8
  %9 = getelementptr inbounds %struct.df, ptr %5, i32 0, i32 1
  %10 = load float, ptr %9, align 8
  %11 = fadd float %8, %10
  store float %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.fd, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.fd, ptr %4, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.df, ptr %5, i32 0, i32 0
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  store double %17, ptr %12, align 8
  %18 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @df_mix([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.df, align 8
  %4 = alloca %struct.df, align 8
  %5 = alloca %struct.fd, align 8
  store [2 x i64] %0, ptr %4, align 8
  store [2 x i64] %1, ptr %5, align 8
  %6 = getelementptr inbounds %struct.df, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.df, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds %struct.fd, ptr %5, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fsub double %8, %10
  store double %11, ptr %6, align 8
  %12 = getelementptr inbounds %struct.df, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.df, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 8
  %15 = getelementptr inbounds %struct.fd, ptr %5, i32 0, i32 0
  %16 = load float, ptr %15, align 8
  %17 = fmul float %14, %16
  store float %17, ptr %12, align 8
  %18 = load [2 x i64], ptr %3, align 8
  ret [2 x i64] %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @fad_step([2 x i64] %0) #0 {
  %2 = alloca %struct.fad, align 8
  %3 = alloca %struct.fad, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.fad, ptr %3, i32 0, i32 0
  %5 = getelementptr inbounds [2 x float], ptr %4, i64 0, i64 0
  %6 = load float, ptr %5, align 8
  %7 = fadd float %6, 1.000000e+00
  store float %7, ptr %5, align 8
  %8 = getelementptr inbounds %struct.fad, ptr %3, i32 0, i32 0
  %9 = getelementptr inbounds [2 x float], ptr %8, i64 0, i64 1
  %10 = load float, ptr %9, align 4
  %11 = fmul float %10, 2.000000e+00
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.fad, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fdiv double %13, 3.000000e+00
  store double %14, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many([1 x float] alignstack(8) %0, [2 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [4 x float] alignstack(8) %3, [1 x double] alignstack(8) %4, [2 x double] alignstack(8) %5, [2 x i64] %6, [2 x i64] %7, [2 x i64] %8, [2 x float] alignstack(8) %9, [2 x double] alignstack(8) %10, [4 x float] alignstack(8) %11) #0 {
  %13 = alloca %struct.f1, align 4
  %14 = alloca %struct.f2, align 4
  %15 = alloca %struct.f3, align 4
  %16 = alloca %struct.f4, align 4
  %17 = alloca %struct.d1, align 8
  %18 = alloca %struct.d2, align 8
  %19 = alloca %struct.fd, align 8
  %20 = alloca %struct.df, align 8
  %21 = alloca %struct.fad, align 8
  %22 = alloca %struct.f2, align 4
  %23 = alloca %struct.d2, align 8
  %24 = alloca %struct.f4, align 4
  %25 = getelementptr inbounds %struct.f1, ptr %13, i32 0, i32 0
  store [1 x float] %0, ptr %25, align 4
  store [2 x float] %1, ptr %14, align 4
  store [3 x float] %2, ptr %15, align 4
  store [4 x float] %3, ptr %16, align 4
  %26 = getelementptr inbounds %struct.d1, ptr %17, i32 0, i32 0
  store [1 x double] %4, ptr %26, align 8
  store [2 x double] %5, ptr %18, align 8
  store [2 x i64] %6, ptr %19, align 8
  store [2 x i64] %7, ptr %20, align 8
  store [2 x i64] %8, ptr %21, align 8
  store [2 x float] %9, ptr %22, align 4
  store [2 x double] %10, ptr %23, align 8
  store [4 x float] %11, ptr %24, align 4
  %27 = getelementptr inbounds %struct.f1, ptr %13, i32 0, i32 0
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds %struct.f2, ptr %14, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = fadd float %28, %30
  %32 = getelementptr inbounds %struct.f2, ptr %14, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fadd float %31, %33
  %35 = getelementptr inbounds %struct.f3, ptr %15, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fadd float %34, %36
  %38 = getelementptr inbounds %struct.f3, ptr %15, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  %40 = fadd float %37, %39
  %41 = getelementptr inbounds %struct.f3, ptr %15, i32 0, i32 2
  %42 = load float, ptr %41, align 4
  %43 = fadd float %40, %42
  %44 = getelementptr inbounds %struct.f4, ptr %16, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fadd float %43, %45
  %47 = getelementptr inbounds %struct.f4, ptr %16, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  %49 = fadd float %46, %48
  %50 = getelementptr inbounds %struct.f4, ptr %16, i32 0, i32 2
  %51 = load float, ptr %50, align 4
  %52 = fadd float %49, %51
  %53 = getelementptr inbounds %struct.f4, ptr %16, i32 0, i32 3
  %54 = load float, ptr %53, align 4
  %55 = fadd float %52, %54
  %56 = fpext float %55 to double
  %57 = getelementptr inbounds %struct.d1, ptr %17, i32 0, i32 0
  %58 = load double, ptr %57, align 8
  %59 = fadd double %56, %58
  %60 = getelementptr inbounds %struct.d2, ptr %18, i32 0, i32 0
  %61 = load double, ptr %60, align 8
  %62 = fadd double %59, %61
  %63 = getelementptr inbounds %struct.d2, ptr %18, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = getelementptr inbounds %struct.fd, ptr %19, i32 0, i32 0
  %67 = load float, ptr %66, align 8
  %68 = fpext float %67 to double
  %69 = fadd double %65, %68
  %70 = getelementptr inbounds %struct.fd, ptr %19, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = fadd double %69, %71
  %73 = getelementptr inbounds %struct.df, ptr %20, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = fadd double %72, %74
  %76 = getelementptr inbounds %struct.df, ptr %20, i32 0, i32 1
  %77 = load float, ptr %76, align 8
  %78 = fpext float %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 0
  %81 = getelementptr inbounds [2 x float], ptr %80, i64 0, i64 0
  %82 = load float, ptr %81, align 8
  %83 = fpext float %82 to double
  %84 = fadd double %79, %83
  %85 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 0
  %86 = getelementptr inbounds [2 x float], ptr %85, i64 0, i64 1
  %87 = load float, ptr %86, align 4
  %88 = fpext float %87 to double
  %89 = fadd double %84, %88
  %90 = getelementptr inbounds %struct.fad, ptr %21, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds %struct.f2, ptr %22, i32 0, i32 0
  %94 = load float, ptr %93, align 4
  %95 = getelementptr inbounds %struct.f2, ptr %22, i32 0, i32 1
  %96 = load float, ptr %95, align 4
  %97 = fmul float %94, %96
  %98 = fpext float %97 to double
  %99 = fadd double %92, %98
  %100 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = fadd double %99, %101
  %103 = getelementptr inbounds %struct.d2, ptr %23, i32 0, i32 1
  %104 = load double, ptr %103, align 8
  %105 = fsub double %102, %104
  %106 = getelementptr inbounds %struct.f4, ptr %24, i32 0, i32 3
  %107 = load float, ptr %106, align 4
  %108 = fpext float %107 to double
  %109 = fadd double %105, %108
  ret double %109
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @with_ints(i32 noundef %0, [2 x float] alignstack(8) %1, i64 noundef %2, [2 x double] alignstack(8) %3, i8 noundef %4, [4 x float] alignstack(8) %5) #0 {
  %7 = alloca %struct.f2, align 4
  %8 = alloca %struct.d2, align 8
  %9 = alloca %struct.f4, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i8, align 1
  store [2 x float] %1, ptr %7, align 4
  store [2 x double] %3, ptr %8, align 8
  store [4 x float] %5, ptr %9, align 4
  store i32 %0, ptr %10, align 4
  store i64 %2, ptr %11, align 8
  store i8 %4, ptr %12, align 1
  %13 = load i32, ptr %10, align 4
  %14 = sitofp i32 %13 to float
  %15 = getelementptr inbounds %struct.f2, ptr %7, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  %18 = fpext float %17 to double
  %19 = load i64, ptr %11, align 8
  %20 = sitofp i64 %19 to double
  %21 = fadd double %18, %20
  %22 = getelementptr inbounds %struct.d2, ptr %8, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = fadd double %21, %23
  %25 = load i8, ptr %12, align 1
  %26 = zext i8 %25 to i32
  %27 = sitofp i32 %26 to double
  %28 = fadd double %24, %27
  %29 = getelementptr inbounds %struct.f4, ptr %9, i32 0, i32 2
  %30 = load float, ptr %29, align 4
  %31 = fpext float %30 to double
  %32 = fadd double %28, %31
  ret double %32
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
