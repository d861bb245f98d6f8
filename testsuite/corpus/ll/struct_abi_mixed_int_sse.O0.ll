; ModuleID = 'programs/struct_abi_mixed_int_sse.c'
source_filename = "programs/struct_abi_mixed_int_sse.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %13 = alloca { i64, i16 }, align 4
  %14 = alloca { i64, i16 }, align 8
  %15 = alloca %struct.fccf, align 8
  %16 = alloca %struct.fccf, align 4
  %17 = alloca { i64, float }, align 4
  %18 = alloca { i64, float }, align 8
  %19 = alloca %struct.ld_, align 8
  %20 = alloca %struct.ld_, align 8
  %21 = alloca %struct.dl, align 8
  %22 = alloca %struct.dl, align 8
  %23 = alloca %struct.dl, align 8
  %24 = alloca %struct.ld_, align 8
  %25 = alloca %struct.ifd, align 8
  %26 = alloca %struct.ifd, align 8
  %27 = alloca double, align 8
  %28 = alloca { i64, i16 }, align 4
  store i32 0, ptr %1, align 4
  store volatile i32 3, ptr %2, align 4
  %29 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 0
  store i32 10, ptr %29, align 4
  %30 = getelementptr inbounds %struct.if_, ptr %4, i32 0, i32 1
  store float 2.500000e+00, ptr %30, align 4
  %31 = load volatile i32, ptr %2, align 4
  %32 = load i64, ptr %4, align 4
  %33 = call i64 @f_if(i64 %32, i32 noundef %31)
  store i64 %33, ptr %3, align 4
  %34 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 0
  store float 8.250000e+00, ptr %34, align 4
  %35 = getelementptr inbounds %struct.fi, ptr %6, i32 0, i32 1
  store i32 15, ptr %35, align 4
  %36 = load i64, ptr %6, align 4
  %37 = call i64 @f_fi(i64 %36, float noundef 2.500000e-01)
  store i64 %37, ptr %5, align 4
  %38 = getelementptr inbounds %struct.di, ptr %8, i32 0, i32 0
  store double 5.000000e-01, ptr %38, align 8
  %39 = getelementptr inbounds %struct.di, ptr %8, i32 0, i32 1
  store i32 100, ptr %39, align 8
  %40 = load volatile i32, ptr %2, align 4
  %41 = getelementptr inbounds { double, i32 }, ptr %8, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, i32 }, ptr %8, i32 0, i32 1
  %44 = load i32, ptr %43, align 8
  %45 = call { double, i32 } @f_di(double noundef 1.000000e+06, double %42, i32 %44, i32 noundef %40)
  %46 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  %47 = extractvalue { double, i32 } %45, 0
  store double %47, ptr %46, align 8
  %48 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  %49 = extractvalue { double, i32 } %45, 1
  store i32 %49, ptr %48, align 8
  %50 = getelementptr inbounds %struct.id, ptr %10, i32 0, i32 0
  store i32 -7, ptr %50, align 8
  %51 = getelementptr inbounds %struct.id, ptr %10, i32 0, i32 1
  store double 1.237500e+02, ptr %51, align 8
  %52 = getelementptr inbounds { i32, double }, ptr %10, i32 0, i32 0
  %53 = load i32, ptr %52, align 8
  %54 = getelementptr inbounds { i32, double }, ptr %10, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = call { i32, double } @f_id(i32 %53, double %55)
  %57 = getelementptr inbounds { i32, double }, ptr %9, i32 0, i32 0
  %58 = extractvalue { i32, double } %56, 0
  store i32 %58, ptr %57, align 8
  %59 = getelementptr inbounds { i32, double }, ptr %9, i32 0, i32 1
  %60 = extractvalue { i32, double } %56, 1
  store double %60, ptr %59, align 8
  %61 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 0
  store i8 97, ptr %61, align 4
  %62 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 1
  store float 1.000000e+01, ptr %62, align 4
  %63 = getelementptr inbounds %struct.cfs, ptr %12, i32 0, i32 2
  store i16 1234, ptr %63, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %12, i64 12, i1 false)
  %64 = getelementptr inbounds { i64, i16 }, ptr %13, i32 0, i32 0
  %65 = load i64, ptr %64, align 4
  %66 = getelementptr inbounds { i64, i16 }, ptr %13, i32 0, i32 1
  %67 = load i16, ptr %66, align 4
  %68 = call { i64, i16 } @f_cfs(i64 %65, i16 %67)
  store { i64, i16 } %68, ptr %14, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 8 %14, i64 12, i1 false)
  %69 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 0
  store float 1.500000e+00, ptr %69, align 4
  %70 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 1
  store i8 120, ptr %70, align 4
  %71 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 2
  store i8 121, ptr %71, align 1
  %72 = getelementptr inbounds %struct.fccf, ptr %16, i32 0, i32 3
  store float -2.500000e+00, ptr %72, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %16, i64 12, i1 false)
  %73 = getelementptr inbounds { i64, float }, ptr %17, i32 0, i32 0
  %74 = load i64, ptr %73, align 4
  %75 = getelementptr inbounds { i64, float }, ptr %17, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = call { i64, float } @f_fccf(i64 %74, float %76)
  store { i64, float } %77, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 8 %18, i64 12, i1 false)
  %78 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 0
  store i64 1099511627776, ptr %78, align 8
  %79 = getelementptr inbounds %struct.ld_, ptr %20, i32 0, i32 1
  store double 1.500000e+00, ptr %79, align 8
  %80 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 0
  store double 2.000000e+00, ptr %80, align 8
  %81 = getelementptr inbounds %struct.dl, ptr %21, i32 0, i32 1
  store i64 -5, ptr %81, align 8
  %82 = getelementptr inbounds { i64, double }, ptr %20, i32 0, i32 0
  %83 = load i64, ptr %82, align 8
  %84 = getelementptr inbounds { i64, double }, ptr %20, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, i64 }, ptr %21, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds { double, i64 }, ptr %21, i32 0, i32 1
  %89 = load i64, ptr %88, align 8
  %90 = call { i64, double } @f_ld(i64 %83, double %85, double %87, i64 %89)
  %91 = getelementptr inbounds { i64, double }, ptr %19, i32 0, i32 0
  %92 = extractvalue { i64, double } %90, 0
  store i64 %92, ptr %91, align 8
  %93 = getelementptr inbounds { i64, double }, ptr %19, i32 0, i32 1
  %94 = extractvalue { i64, double } %90, 1
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds %struct.dl, ptr %23, i32 0, i32 0
  store double 1.000000e+01, ptr %95, align 8
  %96 = getelementptr inbounds %struct.dl, ptr %23, i32 0, i32 1
  store i64 7, ptr %96, align 8
  %97 = getelementptr inbounds %struct.ld_, ptr %24, i32 0, i32 0
  store i64 -3, ptr %97, align 8
  %98 = getelementptr inbounds %struct.ld_, ptr %24, i32 0, i32 1
  store double 1.250000e-01, ptr %98, align 8
  %99 = getelementptr inbounds { double, i64 }, ptr %23, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds { double, i64 }, ptr %23, i32 0, i32 1
  %102 = load i64, ptr %101, align 8
  %103 = getelementptr inbounds { i64, double }, ptr %24, i32 0, i32 0
  %104 = load i64, ptr %103, align 8
  %105 = getelementptr inbounds { i64, double }, ptr %24, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = call { double, i64 } @f_dl(double %100, i64 %102, i64 %104, double %106)
  %108 = getelementptr inbounds { double, i64 }, ptr %22, i32 0, i32 0
  %109 = extractvalue { double, i64 } %107, 0
  store double %109, ptr %108, align 8
  %110 = getelementptr inbounds { double, i64 }, ptr %22, i32 0, i32 1
  %111 = extractvalue { double, i64 } %107, 1
  store i64 %111, ptr %110, align 8
  %112 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 0
  store i32 1, ptr %112, align 8
  %113 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 1
  store float 1.000000e+00, ptr %113, align 4
  %114 = getelementptr inbounds %struct.ifd, ptr %26, i32 0, i32 2
  store double 1.000000e+00, ptr %114, align 8
  %115 = getelementptr inbounds { i64, double }, ptr %26, i32 0, i32 0
  %116 = load i64, ptr %115, align 8
  %117 = getelementptr inbounds { i64, double }, ptr %26, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = load i64, ptr %3, align 4
  %120 = load i64, ptr %5, align 4
  %121 = call { i64, double } @f_ifd(i64 %116, double %118, i64 %119, i64 %120)
  %122 = getelementptr inbounds { i64, double }, ptr %25, i32 0, i32 0
  %123 = extractvalue { i64, double } %121, 0
  store i64 %123, ptr %122, align 8
  %124 = getelementptr inbounds { i64, double }, ptr %25, i32 0, i32 1
  %125 = extractvalue { i64, double } %121, 1
  store double %125, ptr %124, align 8
  %126 = getelementptr inbounds %struct.if_, ptr %3, i32 0, i32 0
  %127 = load i32, ptr %126, align 4
  %128 = getelementptr inbounds %struct.if_, ptr %3, i32 0, i32 1
  %129 = load float, ptr %128, align 4
  %130 = fpext float %129 to double
  %131 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 0
  %132 = load float, ptr %131, align 4
  %133 = fpext float %132 to double
  %134 = getelementptr inbounds %struct.fi, ptr %5, i32 0, i32 1
  %135 = load i32, ptr %134, align 4
  %136 = getelementptr inbounds %struct.di, ptr %7, i32 0, i32 0
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds %struct.di, ptr %7, i32 0, i32 1
  %139 = load i32, ptr %138, align 8
  %140 = getelementptr inbounds %struct.id, ptr %9, i32 0, i32 0
  %141 = load i32, ptr %140, align 8
  %142 = getelementptr inbounds %struct.id, ptr %9, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %127, double noundef %130, double noundef %133, i32 noundef %135, double noundef %137, i32 noundef %139, i32 noundef %141, double noundef %143)
  %145 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 0
  %146 = load i8, ptr %145, align 4
  %147 = sext i8 %146 to i32
  %148 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 1
  %149 = load float, ptr %148, align 4
  %150 = fpext float %149 to double
  %151 = getelementptr inbounds %struct.cfs, ptr %11, i32 0, i32 2
  %152 = load i16, ptr %151, align 4
  %153 = sext i16 %152 to i32
  %154 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 0
  %155 = load float, ptr %154, align 4
  %156 = fpext float %155 to double
  %157 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 1
  %158 = load i8, ptr %157, align 4
  %159 = sext i8 %158 to i32
  %160 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 2
  %161 = load i8, ptr %160, align 1
  %162 = sext i8 %161 to i32
  %163 = getelementptr inbounds %struct.fccf, ptr %15, i32 0, i32 3
  %164 = load float, ptr %163, align 4
  %165 = fpext float %164 to double
  %166 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %147, double noundef %150, i32 noundef %153, double noundef %156, i32 noundef %159, i32 noundef %162, double noundef %165)
  %167 = getelementptr inbounds %struct.ld_, ptr %19, i32 0, i32 0
  %168 = load i64, ptr %167, align 8
  %169 = getelementptr inbounds %struct.ld_, ptr %19, i32 0, i32 1
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds %struct.dl, ptr %22, i32 0, i32 0
  %172 = load double, ptr %171, align 8
  %173 = getelementptr inbounds %struct.dl, ptr %22, i32 0, i32 1
  %174 = load i64, ptr %173, align 8
  %175 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 0
  %176 = load i32, ptr %175, align 8
  %177 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 1
  %178 = load float, ptr %177, align 4
  %179 = fpext float %178 to double
  %180 = getelementptr inbounds %struct.ifd, ptr %25, i32 0, i32 2
  %181 = load double, ptr %180, align 8
  %182 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %168, double noundef %170, double noundef %172, i64 noundef %174, i32 noundef %176, double noundef %179, double noundef %181)
  %183 = load i64, ptr %3, align 4
  %184 = load i64, ptr %5, align 4
  %185 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 0
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds { double, i32 }, ptr %7, i32 0, i32 1
  %188 = load i32, ptr %187, align 8
  %189 = getelementptr inbounds { i32, double }, ptr %9, i32 0, i32 0
  %190 = load i32, ptr %189, align 8
  %191 = getelementptr inbounds { i32, double }, ptr %9, i32 0, i32 1
  %192 = load double, ptr %191, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 4 %11, i64 12, i1 false)
  %193 = getelementptr inbounds { i64, i16 }, ptr %28, i32 0, i32 0
  %194 = load i64, ptr %193, align 4
  %195 = getelementptr inbounds { i64, i16 }, ptr %28, i32 0, i32 1
  %196 = load i16, ptr %195, align 4
  %197 = call double @all(i64 %183, i64 %184, double %186, i32 %188, i32 %190, double %192, i64 %194, i16 %196, ptr noundef byval(%struct.fccf) align 8 %15, ptr noundef byval(%struct.ld_) align 8 %19, ptr noundef byval(%struct.dl) align 8 %22, ptr noundef byval(%struct.ifd) align 8 %25, double noundef 1.000000e-03, i64 noundef -99)
  store double %197, ptr %27, align 8
  %198 = load double, ptr %27, align 8
  %199 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %198, i64 noundef 8, i64 noundef 12, i64 noundef 12, i64 noundef 16)
  %200 = load double, ptr %27, align 8
  %201 = fptosi double %200 to i64
  %202 = and i64 %201, 127
  %203 = trunc i64 %202 to i32
  ret i32 %203
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
define internal { double, i32 } @f_di(double noundef %0, double %1, i32 %2, i32 noundef %3) #0 {
  %5 = alloca %struct.di, align 8
  %6 = alloca %struct.di, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { double, i32 }, ptr %6, i32 0, i32 0
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, i32 }, ptr %6, i32 0, i32 1
  store i32 %2, ptr %10, align 8
  store double %0, ptr %7, align 8
  store i32 %3, ptr %8, align 4
  %11 = load double, ptr %7, align 8
  %12 = getelementptr inbounds %struct.di, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fadd double %13, %11
  store double %14, ptr %12, align 8
  %15 = load i32, ptr %8, align 4
  %16 = getelementptr inbounds %struct.di, ptr %6, i32 0, i32 1
  %17 = load i32, ptr %16, align 8
  %18 = sub nsw i32 %17, %15
  store i32 %18, ptr %16, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 16, i1 false)
  %19 = load { double, i32 }, ptr %5, align 8
  ret { double, i32 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i32, double } @f_id(i32 %0, double %1) #0 {
  %3 = alloca %struct.id, align 8
  %4 = alloca %struct.id, align 8
  %5 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  store i32 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fptosi double %9 to i32
  store i32 %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.id, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.id, ptr %4, i32 0, i32 0
  %13 = load i32, ptr %12, align 8
  %14 = sitofp i32 %13 to double
  %15 = fadd double %14, 5.000000e-01
  store double %15, ptr %11, align 8
  %16 = load { i32, double }, ptr %3, align 8
  ret { i32, double } %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i16 } @f_cfs(i64 %0, i16 %1) #0 {
  %3 = alloca %struct.cfs, align 4
  %4 = alloca %struct.cfs, align 4
  %5 = alloca { i64, i16 }, align 4
  %6 = alloca { i64, i16 }, align 8
  %7 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, i16 }, ptr %5, i32 0, i32 1
  store i16 %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.cfs, ptr %4, i32 0, i32 0
  %10 = load i8, ptr %9, align 4
  %11 = add i8 %10, 1
  store i8 %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.cfs, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fdiv float %13, 4.000000e+00
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.cfs, ptr %4, i32 0, i32 2
  %16 = load i16, ptr %15, align 4
  %17 = sext i16 %16 to i32
  %18 = mul nsw i32 %17, -3
  %19 = trunc i32 %18 to i16
  %20 = getelementptr inbounds %struct.cfs, ptr %4, i32 0, i32 2
  store i16 %19, ptr %20, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %21 = load { i64, i16 }, ptr %6, align 8
  ret { i64, i16 } %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, float } @f_fccf(i64 %0, float %1) #0 {
  %3 = alloca %struct.fccf, align 4
  %4 = alloca %struct.fccf, align 4
  %5 = alloca { i64, float }, align 4
  %6 = alloca { i64, float }, align 8
  %7 = getelementptr inbounds { i64, float }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 4
  %8 = getelementptr inbounds { i64, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.fccf, ptr %4, i32 0, i32 3
  %11 = load float, ptr %10, align 4
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.fccf, ptr %4, i32 0, i32 2
  %14 = load i8, ptr %13, align 1
  store i8 %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.fccf, ptr %4, i32 0, i32 1
  %17 = load i8, ptr %16, align 4
  store i8 %17, ptr %15, align 1
  %18 = getelementptr inbounds %struct.fccf, ptr %3, i32 0, i32 3
  %19 = getelementptr inbounds %struct.fccf, ptr %4, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  store float %20, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %21 = load { i64, float }, ptr %6, align 8
  ret { i64, float } %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @f_ld(i64 %0, double %1, double %2, i64 %3) #0 {
  %5 = alloca %struct.ld_, align 8
  %6 = alloca %struct.ld_, align 8
  %7 = alloca %struct.dl, align 8
  %8 = getelementptr inbounds { i64, double }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %8, align 8
  %9 = getelementptr inbounds { i64, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, i64 }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.ld_, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.ld_, ptr %6, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.dl, ptr %7, i32 0, i32 1
  %16 = load i64, ptr %15, align 8
  %17 = add nsw i64 %14, %16
  store i64 %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.ld_, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.ld_, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.dl, ptr %7, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = fmul double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { i64, double }, ptr %5, align 8
  ret { i64, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i64 } @f_dl(double %0, i64 %1, i64 %2, double %3) #0 {
  %5 = alloca %struct.dl, align 8
  %6 = alloca %struct.dl, align 8
  %7 = alloca %struct.ld_, align 8
  %8 = getelementptr inbounds { double, i64 }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = getelementptr inbounds { i64, double }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %10, align 8
  %11 = getelementptr inbounds { i64, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.dl, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.dl, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.ld_, ptr %7, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.dl, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.dl, ptr %6, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds %struct.ld_, ptr %7, i32 0, i32 0
  %22 = load i64, ptr %21, align 8
  %23 = mul nsw i64 %20, %22
  store i64 %23, ptr %18, align 8
  %24 = load { double, i64 }, ptr %5, align 8
  ret { double, i64 } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @f_ifd(i64 %0, double %1, i64 %2, i64 %3) #0 {
  %5 = alloca %struct.ifd, align 8
  %6 = alloca %struct.ifd, align 8
  %7 = alloca %struct.if_, align 4
  %8 = alloca %struct.fi, align 4
  %9 = getelementptr inbounds { i64, double }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %9, align 8
  %10 = getelementptr inbounds { i64, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %10, align 8
  store i64 %2, ptr %7, align 4
  store i64 %3, ptr %8, align 4
  %11 = getelementptr inbounds %struct.if_, ptr %7, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.fi, ptr %8, i32 0, i32 1
  %14 = load i32, ptr %13, align 4
  %15 = add nsw i32 %12, %14
  %16 = getelementptr inbounds %struct.ifd, ptr %6, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = add nsw i32 %17, %15
  store i32 %18, ptr %16, align 8
  %19 = getelementptr inbounds %struct.if_, ptr %7, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.fi, ptr %8, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = fadd float %20, %22
  %24 = getelementptr inbounds %struct.ifd, ptr %6, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fadd float %25, %23
  store float %26, ptr %24, align 4
  %27 = getelementptr inbounds %struct.ifd, ptr %6, i32 0, i32 2
  %28 = load double, ptr %27, align 8
  %29 = fmul double %28, 2.000000e+00
  store double %29, ptr %27, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %6, i64 16, i1 false)
  %30 = load { i64, double }, ptr %5, align 8
  ret { i64, double } %30
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @all(i64 %0, i64 %1, double %2, i32 %3, i32 %4, double %5, i64 %6, i16 %7, ptr noundef byval(%struct.fccf) align 8 %8, ptr noundef byval(%struct.ld_) align 8 %9, ptr noundef byval(%struct.dl) align 8 %10, ptr noundef byval(%struct.ifd) align 8 %11, double noundef %12, i64 noundef %13) #0 {
  %15 = alloca %struct.if_, align 4
  %16 = alloca %struct.fi, align 4
  %17 = alloca %struct.di, align 8
  %18 = alloca %struct.id, align 8
  %19 = alloca %struct.cfs, align 4
  %20 = alloca { i64, i16 }, align 4
  %21 = alloca double, align 8
  %22 = alloca i64, align 8
  store i64 %0, ptr %15, align 4
  store i64 %1, ptr %16, align 4
  %23 = getelementptr inbounds { double, i32 }, ptr %17, i32 0, i32 0
  store double %2, ptr %23, align 8
  %24 = getelementptr inbounds { double, i32 }, ptr %17, i32 0, i32 1
  store i32 %3, ptr %24, align 8
  %25 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 0
  store i32 %4, ptr %25, align 8
  %26 = getelementptr inbounds { i32, double }, ptr %18, i32 0, i32 1
  store double %5, ptr %26, align 8
  %27 = getelementptr inbounds { i64, i16 }, ptr %20, i32 0, i32 0
  store i64 %6, ptr %27, align 4
  %28 = getelementptr inbounds { i64, i16 }, ptr %20, i32 0, i32 1
  store i16 %7, ptr %28, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %20, i64 12, i1 false)
  store double %12, ptr %21, align 8
  store i64 %13, ptr %22, align 8
  %29 = getelementptr inbounds %struct.if_, ptr %15, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = sitofp i32 %30 to float
  %32 = getelementptr inbounds %struct.if_, ptr %15, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fadd float %31, %33
  %35 = getelementptr inbounds %struct.fi, ptr %16, i32 0, i32 0
  %36 = load float, ptr %35, align 4
  %37 = fadd float %34, %36
  %38 = getelementptr inbounds %struct.fi, ptr %16, i32 0, i32 1
  %39 = load i32, ptr %38, align 4
  %40 = sitofp i32 %39 to float
  %41 = fadd float %37, %40
  %42 = fpext float %41 to double
  %43 = getelementptr inbounds %struct.di, ptr %17, i32 0, i32 0
  %44 = load double, ptr %43, align 8
  %45 = fadd double %42, %44
  %46 = getelementptr inbounds %struct.di, ptr %17, i32 0, i32 1
  %47 = load i32, ptr %46, align 8
  %48 = sitofp i32 %47 to double
  %49 = fadd double %45, %48
  %50 = getelementptr inbounds %struct.id, ptr %18, i32 0, i32 0
  %51 = load i32, ptr %50, align 8
  %52 = sitofp i32 %51 to double
  %53 = fadd double %49, %52
  %54 = getelementptr inbounds %struct.id, ptr %18, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = fadd double %53, %55
  %57 = getelementptr inbounds %struct.cfs, ptr %19, i32 0, i32 0
  %58 = load i8, ptr %57, align 4
  %59 = sext i8 %58 to i32
  %60 = sitofp i32 %59 to double
  %61 = fadd double %56, %60
  %62 = getelementptr inbounds %struct.cfs, ptr %19, i32 0, i32 1
  %63 = load float, ptr %62, align 4
  %64 = fpext float %63 to double
  %65 = fadd double %61, %64
  %66 = getelementptr inbounds %struct.cfs, ptr %19, i32 0, i32 2
  %67 = load i16, ptr %66, align 4
  %68 = sext i16 %67 to i32
  %69 = sitofp i32 %68 to double
  %70 = fadd double %65, %69
  %71 = getelementptr inbounds %struct.fccf, ptr %8, i32 0, i32 0
  %72 = load float, ptr %71, align 8
  %73 = fpext float %72 to double
  %74 = fadd double %70, %73
  %75 = getelementptr inbounds %struct.fccf, ptr %8, i32 0, i32 1
  %76 = load i8, ptr %75, align 4
  %77 = sext i8 %76 to i32
  %78 = sitofp i32 %77 to double
  %79 = fadd double %74, %78
  %80 = getelementptr inbounds %struct.fccf, ptr %8, i32 0, i32 2
  %81 = load i8, ptr %80, align 1
  %82 = sext i8 %81 to i32
  %83 = sitofp i32 %82 to double
  %84 = fadd double %79, %83
  %85 = getelementptr inbounds %struct.fccf, ptr %8, i32 0, i32 3
  %86 = load float, ptr %85, align 8
  %87 = fpext float %86 to double
  %88 = fadd double %84, %87
  %89 = getelementptr inbounds %struct.ld_, ptr %9, i32 0, i32 0
  %90 = load i64, ptr %89, align 8
  %91 = sitofp i64 %90 to double
  %92 = fadd double %88, %91
  %93 = getelementptr inbounds %struct.ld_, ptr %9, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = fadd double %92, %94
  %96 = getelementptr inbounds %struct.dl, ptr %10, i32 0, i32 0
  %97 = load double, ptr %96, align 8
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.dl, ptr %10, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  %101 = sitofp i64 %100 to double
  %102 = fadd double %98, %101
  %103 = getelementptr inbounds %struct.ifd, ptr %11, i32 0, i32 0
  %104 = load i32, ptr %103, align 8
  %105 = sitofp i32 %104 to double
  %106 = fadd double %102, %105
  %107 = getelementptr inbounds %struct.ifd, ptr %11, i32 0, i32 1
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = fadd double %106, %109
  %111 = getelementptr inbounds %struct.ifd, ptr %11, i32 0, i32 2
  %112 = load double, ptr %111, align 8
  %113 = fadd double %110, %112
  %114 = load double, ptr %21, align 8
  %115 = fadd double %113, %114
  %116 = load i64, ptr %22, align 8
  %117 = sitofp i64 %116 to double
  %118 = fadd double %115, %117
  ret double %118
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
