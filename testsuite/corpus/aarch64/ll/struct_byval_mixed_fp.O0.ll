; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.F1 = type { float }
%struct.F2 = type { float, float }
%struct.F3 = type { float, float, float }
%struct.F4 = type { float, float, float, float }
%struct.F5 = type { float, float, float, float, float }
%struct.D1 = type { double }
%struct.D2 = type { double, double }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.FI = type { float, i32 }
%struct.IFD = type { i32, float, double }
%struct.DI = type { double, i32 }
%struct.CD = type { i8, double }
%struct.FCSD = type { float, i8, i16, double }
%struct.LD1 = type { fp128 }
%struct.LDI = type { fp128, i32 }
%struct.FAD = type { [2 x float], double }
%struct.NESTF = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { float, float }
%struct.anon.0 = type { float }
%struct.DF = type { double, float }
%struct.CZ = type { { double, double } }

@.str = private unnamed_addr constant [7 x i8] c"F1 %g\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"F2 %g %g\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"F3 %g %g %g\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"F4 %g %g %g %g\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"F5 %g %g %g %g %g\0A\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"D1 %g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"D2 %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"D3 %g %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"D4 %g %g %g %g\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"FI %g %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"IFD %d %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"DI %g %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"CD %c %g\0A\00", align 1
@.str.13 = private unnamed_addr constant [18 x i8] c"FCSD %g %c %d %g\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"LD1 %.20Lg\0A\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"LDI %Lg %d\0A\00", align 1
@.str.16 = private unnamed_addr constant [14 x i8] c"FAD %g %g %g\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"NESTF %g %g %g\0A\00", align 1
@.str.18 = private unnamed_addr constant [10 x i8] c"DF %g %g\0A\00", align 1
@.str.19 = private unnamed_addr constant [10 x i8] c"CZ %g %g\0A\00", align 1
@.str.20 = private unnamed_addr constant [9 x i8] c"many %g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.F1, align 4
  %3 = alloca %struct.F1, align 4
  %4 = alloca %struct.F2, align 4
  %5 = alloca %struct.F2, align 4
  %6 = alloca %struct.F3, align 4
  %7 = alloca %struct.F3, align 4
  %8 = alloca %struct.F4, align 4
  %9 = alloca %struct.F4, align 4
  %10 = alloca %struct.F5, align 4
  %11 = alloca %struct.F5, align 4
  %12 = alloca %struct.F5, align 4
  %13 = alloca %struct.D1, align 8
  %14 = alloca %struct.D1, align 8
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.D2, align 8
  %17 = alloca %struct.D3, align 8
  %18 = alloca %struct.D3, align 8
  %19 = alloca %struct.D4, align 8
  %20 = alloca %struct.D4, align 8
  %21 = alloca %struct.FI, align 4
  %22 = alloca %struct.FI, align 4
  %23 = alloca %struct.IFD, align 8
  %24 = alloca %struct.IFD, align 8
  %25 = alloca %struct.DI, align 8
  %26 = alloca %struct.DI, align 8
  %27 = alloca %struct.CD, align 8
  %28 = alloca %struct.CD, align 8
  %29 = alloca %struct.FCSD, align 8
  %30 = alloca %struct.FCSD, align 8
  %31 = alloca %struct.LD1, align 16
  %32 = alloca %struct.LD1, align 16
  %33 = alloca %struct.LDI, align 16
  %34 = alloca %struct.LDI, align 16
  %35 = alloca %struct.LDI, align 16
  %36 = alloca %struct.FAD, align 8
  %37 = alloca %struct.FAD, align 8
  %38 = alloca %struct.NESTF, align 4
  %39 = alloca %struct.NESTF, align 4
  %40 = alloca %struct.DF, align 8
  %41 = alloca %struct.DF, align 8
  %42 = alloca %struct.CZ, align 8
  %43 = alloca %struct.CZ, align 8
  %44 = alloca double, align 8
  %45 = alloca %struct.F2, align 4
  %46 = alloca %struct.D2, align 8
  %47 = alloca %struct.FI, align 4
  %48 = alloca %struct.DI, align 8
  %49 = alloca %struct.F4, align 4
  %50 = alloca %struct.D1, align 8
  %51 = alloca %struct.IFD, align 8
  %52 = alloca %struct.D2, align 8
  %53 = alloca %struct.F3, align 4
  %54 = alloca %struct.D4, align 8
  store i32 0, ptr %1, align 4
  %55 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store float 1.500000e+00, ptr %55, align 4
  %56 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %57 = load [1 x float], ptr %56, align 4
  %58 = call %struct.F1 @f1([1 x float] alignstack(8) %57)
  %59 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %60 = extractvalue %struct.F1 %58, 0
  store float %60, ptr %59, align 4
  %61 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %62 = load float, ptr %61, align 4
  %63 = fpext float %62 to double
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %63)
  %65 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  store float 1.000000e+00, ptr %65, align 4
  %66 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  store float 2.000000e+00, ptr %66, align 4
  %67 = load [2 x float], ptr %5, align 4
  %68 = call %struct.F2 @f2([2 x float] alignstack(8) %67)
  %69 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %70 = extractvalue %struct.F2 %68, 0
  store float %70, ptr %69, align 4
  %71 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %72 = extractvalue %struct.F2 %68, 1
  store float %72, ptr %71, align 4
  %73 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %74 = load float, ptr %73, align 4
  %75 = fpext float %74 to double
  %76 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %77 = load float, ptr %76, align 4
  %78 = fpext float %77 to double
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %75, double noundef %78)
  %80 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  store float 1.500000e+00, ptr %80, align 4
  %81 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 1
  store float 2.500000e+00, ptr %81, align 4
  %82 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 2
  store float 3.500000e+00, ptr %82, align 4
  %83 = load [3 x float], ptr %7, align 4
  %84 = call %struct.F3 @f3([3 x float] alignstack(8) %83)
  %85 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %86 = extractvalue %struct.F3 %84, 0
  store float %86, ptr %85, align 4
  %87 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %88 = extractvalue %struct.F3 %84, 1
  store float %88, ptr %87, align 4
  %89 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %90 = extractvalue %struct.F3 %84, 2
  store float %90, ptr %89, align 4
  %91 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %92 = load float, ptr %91, align 4
  %93 = fpext float %92 to double
  %94 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = fpext float %95 to double
  %97 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %98 = load float, ptr %97, align 4
  %99 = fpext float %98 to double
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %93, double noundef %96, double noundef %99)
  %101 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 0
  store float 1.000000e+00, ptr %101, align 4
  %102 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 1
  store float 2.000000e+00, ptr %102, align 4
  %103 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 2
  store float 3.000000e+00, ptr %103, align 4
  %104 = getelementptr inbounds %struct.F4, ptr %9, i32 0, i32 3
  store float 4.000000e+00, ptr %104, align 4
  %105 = load [4 x float], ptr %9, align 4
  %106 = call %struct.F4 @f4([4 x float] alignstack(8) %105)
  %107 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  %108 = extractvalue %struct.F4 %106, 0
  store float %108, ptr %107, align 4
  %109 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  %110 = extractvalue %struct.F4 %106, 1
  store float %110, ptr %109, align 4
  %111 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  %112 = extractvalue %struct.F4 %106, 2
  store float %112, ptr %111, align 4
  %113 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  %114 = extractvalue %struct.F4 %106, 3
  store float %114, ptr %113, align 4
  %115 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 0
  %116 = load float, ptr %115, align 4
  %117 = fpext float %116 to double
  %118 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 1
  %119 = load float, ptr %118, align 4
  %120 = fpext float %119 to double
  %121 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 2
  %122 = load float, ptr %121, align 4
  %123 = fpext float %122 to double
  %124 = getelementptr inbounds %struct.F4, ptr %8, i32 0, i32 3
  %125 = load float, ptr %124, align 4
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %117, double noundef %120, double noundef %123, double noundef %126)
  %128 = getelementptr inbounds %struct.F5, ptr %11, i32 0, i32 0
  store float 1.000000e+00, ptr %128, align 4
  %129 = getelementptr inbounds %struct.F5, ptr %11, i32 0, i32 1
  store float 2.000000e+00, ptr %129, align 4
  %130 = getelementptr inbounds %struct.F5, ptr %11, i32 0, i32 2
  store float 3.000000e+00, ptr %130, align 4
  %131 = getelementptr inbounds %struct.F5, ptr %11, i32 0, i32 3
  store float 4.000000e+00, ptr %131, align 4
  %132 = getelementptr inbounds %struct.F5, ptr %11, i32 0, i32 4
  store float 5.000000e+00, ptr %132, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %11, i64 20, i1 false)
  call void @f5(ptr dead_on_unwind writable sret(%struct.F5) align 4 %10, ptr noundef %12)
  %133 = getelementptr inbounds %struct.F5, ptr %10, i32 0, i32 0
  %134 = load float, ptr %133, align 4
  %135 = fpext float %134 to double
  %136 = getelementptr inbounds %struct.F5, ptr %10, i32 0, i32 1
  %137 = load float, ptr %136, align 4
  %138 = fpext float %137 to double
  %139 = getelementptr inbounds %struct.F5, ptr %10, i32 0, i32 2
  %140 = load float, ptr %139, align 4
  %141 = fpext float %140 to double
  %142 = getelementptr inbounds %struct.F5, ptr %10, i32 0, i32 3
  %143 = load float, ptr %142, align 4
  %144 = fpext float %143 to double
  %145 = getelementptr inbounds %struct.F5, ptr %10, i32 0, i32 4
  %146 = load float, ptr %145, align 4
  %147 = fpext float %146 to double
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %135, double noundef %138, double noundef %141, double noundef %144, double noundef %147)
  %149 = getelementptr inbounds %struct.D1, ptr %14, i32 0, i32 0
  store double 2.250000e+00, ptr %149, align 8
  %150 = getelementptr inbounds %struct.D1, ptr %14, i32 0, i32 0
  %151 = load [1 x double], ptr %150, align 8
  %152 = call %struct.D1 @d1([1 x double] alignstack(8) %151)
  %153 = getelementptr inbounds %struct.D1, ptr %13, i32 0, i32 0
  %154 = extractvalue %struct.D1 %152, 0
  store double %154, ptr %153, align 8
  %155 = getelementptr inbounds %struct.D1, ptr %13, i32 0, i32 0
  %156 = load double, ptr %155, align 8
  %157 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %156)
  %158 = getelementptr inbounds %struct.D2, ptr %16, i32 0, i32 0
  store double 1.250000e+00, ptr %158, align 8
  %159 = getelementptr inbounds %struct.D2, ptr %16, i32 0, i32 1
  store double 7.000000e+00, ptr %159, align 8
  %160 = load [2 x double], ptr %16, align 8
  %161 = call %struct.D2 @d2([2 x double] alignstack(8) %160)
  %162 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %163 = extractvalue %struct.D2 %161, 0
  store double %163, ptr %162, align 8
  %164 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %165 = extractvalue %struct.D2 %161, 1
  store double %165, ptr %164, align 8
  %166 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %169 = load double, ptr %168, align 8
  %170 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %167, double noundef %169)
  %171 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 0
  store double 1.000000e+00, ptr %171, align 8
  %172 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 1
  store double 2.000000e+00, ptr %172, align 8
  %173 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 2
  store double 3.000000e+00, ptr %173, align 8
  %174 = load [3 x double], ptr %18, align 8
  %175 = call %struct.D3 @d3([3 x double] alignstack(8) %174)
  %176 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 0
  %177 = extractvalue %struct.D3 %175, 0
  store double %177, ptr %176, align 8
  %178 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 1
  %179 = extractvalue %struct.D3 %175, 1
  store double %179, ptr %178, align 8
  %180 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 2
  %181 = extractvalue %struct.D3 %175, 2
  store double %181, ptr %180, align 8
  %182 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 0
  %183 = load double, ptr %182, align 8
  %184 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 1
  %185 = load double, ptr %184, align 8
  %186 = getelementptr inbounds %struct.D3, ptr %17, i32 0, i32 2
  %187 = load double, ptr %186, align 8
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %183, double noundef %185, double noundef %187)
  %189 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 0
  store double 1.000000e+00, ptr %189, align 8
  %190 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 1
  store double 1.000000e+01, ptr %190, align 8
  %191 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 2
  store double 1.000000e+02, ptr %191, align 8
  %192 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 3
  store double 1.000000e+03, ptr %192, align 8
  %193 = load [4 x double], ptr %20, align 8
  %194 = call %struct.D4 @d4([4 x double] alignstack(8) %193)
  %195 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 0
  %196 = extractvalue %struct.D4 %194, 0
  store double %196, ptr %195, align 8
  %197 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 1
  %198 = extractvalue %struct.D4 %194, 1
  store double %198, ptr %197, align 8
  %199 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 2
  %200 = extractvalue %struct.D4 %194, 2
  store double %200, ptr %199, align 8
  %201 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 3
  %202 = extractvalue %struct.D4 %194, 3
  store double %202, ptr %201, align 8
  %203 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 0
  %204 = load double, ptr %203, align 8
  %205 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 1
  %206 = load double, ptr %205, align 8
  %207 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 2
  %208 = load double, ptr %207, align 8
  %209 = getelementptr inbounds %struct.D4, ptr %19, i32 0, i32 3
  %210 = load double, ptr %209, align 8
  %211 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %204, double noundef %206, double noundef %208, double noundef %210)
  %212 = getelementptr inbounds %struct.FI, ptr %22, i32 0, i32 0
  store float 3.750000e+00, ptr %212, align 4
  %213 = getelementptr inbounds %struct.FI, ptr %22, i32 0, i32 1
  store i32 -9, ptr %213, align 4
  %214 = load i64, ptr %22, align 4
  %215 = call i64 @fi(i64 %214)
  store i64 %215, ptr %21, align 4
  %216 = getelementptr inbounds %struct.FI, ptr %21, i32 0, i32 0
  %217 = load float, ptr %216, align 4
  %218 = fpext float %217 to double
  %219 = getelementptr inbounds %struct.FI, ptr %21, i32 0, i32 1
  %220 = load i32, ptr %219, align 4
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %218, i32 noundef %220)
  %222 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 0
  store i32 6, ptr %222, align 8
  %223 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 1
  store float 1.250000e+00, ptr %223, align 4
  %224 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 2
  store double 5.000000e-01, ptr %224, align 8
  %225 = load [2 x i64], ptr %24, align 8
  %226 = call [2 x i64] @ifd([2 x i64] %225)
  store [2 x i64] %226, ptr %23, align 8
  %227 = getelementptr inbounds %struct.IFD, ptr %23, i32 0, i32 0
  %228 = load i32, ptr %227, align 8
  %229 = getelementptr inbounds %struct.IFD, ptr %23, i32 0, i32 1
  %230 = load float, ptr %229, align 4
  %231 = fpext float %230 to double
  %232 = getelementptr inbounds %struct.IFD, ptr %23, i32 0, i32 2
  %233 = load double, ptr %232, align 8
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %228, double noundef %231, double noundef %233)
  %235 = getelementptr inbounds %struct.DI, ptr %26, i32 0, i32 0
  store double 5.000000e-01, ptr %235, align 8
  %236 = getelementptr inbounds %struct.DI, ptr %26, i32 0, i32 1
  store i32 100, ptr %236, align 8
  %237 = load [2 x i64], ptr %26, align 8
  %238 = call [2 x i64] @di([2 x i64] %237)
  store [2 x i64] %238, ptr %25, align 8
  %239 = getelementptr inbounds %struct.DI, ptr %25, i32 0, i32 0
  %240 = load double, ptr %239, align 8
  %241 = getelementptr inbounds %struct.DI, ptr %25, i32 0, i32 1
  %242 = load i32, ptr %241, align 8
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %240, i32 noundef %242)
  %244 = getelementptr inbounds %struct.CD, ptr %28, i32 0, i32 0
  store i8 97, ptr %244, align 8
  %245 = getelementptr inbounds %struct.CD, ptr %28, i32 0, i32 1
  store double 4.500000e+00, ptr %245, align 8
  %246 = load [2 x i64], ptr %28, align 8
  %247 = call [2 x i64] @cdf([2 x i64] %246)
  store [2 x i64] %247, ptr %27, align 8
  %248 = getelementptr inbounds %struct.CD, ptr %27, i32 0, i32 0
  %249 = load i8, ptr %248, align 8
  %250 = zext i8 %249 to i32
  %251 = getelementptr inbounds %struct.CD, ptr %27, i32 0, i32 1
  %252 = load double, ptr %251, align 8
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %250, double noundef %252)
  %254 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 0
  store float 1.500000e+00, ptr %254, align 8
  %255 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 1
  store i8 81, ptr %255, align 4
  %256 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 2
  store i16 12, ptr %256, align 2
  %257 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 3
  store double 8.000000e+00, ptr %257, align 8
  %258 = load [2 x i64], ptr %30, align 8
  %259 = call [2 x i64] @fcsd([2 x i64] %258)
  store [2 x i64] %259, ptr %29, align 8
  %260 = getelementptr inbounds %struct.FCSD, ptr %29, i32 0, i32 0
  %261 = load float, ptr %260, align 8
  %262 = fpext float %261 to double
  %263 = getelementptr inbounds %struct.FCSD, ptr %29, i32 0, i32 1
  %264 = load i8, ptr %263, align 4
  %265 = zext i8 %264 to i32
  %266 = getelementptr inbounds %struct.FCSD, ptr %29, i32 0, i32 2
  %267 = load i16, ptr %266, align 2
  %268 = sext i16 %267 to i32
  %269 = getelementptr inbounds %struct.FCSD, ptr %29, i32 0, i32 3
  %270 = load double, ptr %269, align 8
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %262, i32 noundef %265, i32 noundef %268, double noundef %270)
  %272 = getelementptr inbounds %struct.LD1, ptr %32, i32 0, i32 0
  store fp128 0xL00000000000000003FFF000000000000, ptr %272, align 16
  %273 = getelementptr inbounds %struct.LD1, ptr %32, i32 0, i32 0
  %274 = load [1 x fp128], ptr %273, align 16
  %275 = call %struct.LD1 @ld1([1 x fp128] alignstack(16) %274)
  %276 = getelementptr inbounds %struct.LD1, ptr %31, i32 0, i32 0
  %277 = extractvalue %struct.LD1 %275, 0
  store fp128 %277, ptr %276, align 16
  %278 = getelementptr inbounds %struct.LD1, ptr %31, i32 0, i32 0
  %279 = load fp128, ptr %278, align 16
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, fp128 noundef %279)
  %281 = getelementptr inbounds %struct.LDI, ptr %34, i32 0, i32 0
  store fp128 0xL00000000000000004000400000000000, ptr %281, align 16
  %282 = getelementptr inbounds %struct.LDI, ptr %34, i32 0, i32 1
  store i32 4, ptr %282, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %35, ptr align 16 %34, i64 32, i1 false)
  call void @ldi(ptr dead_on_unwind writable sret(%struct.LDI) align 16 %33, ptr noundef %35)
  %283 = getelementptr inbounds %struct.LDI, ptr %33, i32 0, i32 0
  %284 = load fp128, ptr %283, align 16
  %285 = getelementptr inbounds %struct.LDI, ptr %33, i32 0, i32 1
  %286 = load i32, ptr %285, align 16
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, fp128 noundef %284, i32 noundef %286)
  %288 = getelementptr inbounds %struct.FAD, ptr %37, i32 0, i32 0
  store float 1.000000e+00, ptr %288, align 4
  %289 = getelementptr inbounds float, ptr %288, i64 1
  store float 2.000000e+00, ptr %289, align 4
  %290 = getelementptr inbounds %struct.FAD, ptr %37, i32 0, i32 1
  store double 3.000000e+00, ptr %290, align 8
  %291 = load [2 x i64], ptr %37, align 8
  %292 = call [2 x i64] @fad([2 x i64] %291)
  store [2 x i64] %292, ptr %36, align 8
  %293 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 0
  %294 = getelementptr inbounds [2 x float], ptr %293, i64 0, i64 0
  %295 = load float, ptr %294, align 8
  %296 = fpext float %295 to double
  %297 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 0
  %298 = getelementptr inbounds [2 x float], ptr %297, i64 0, i64 1
  %299 = load float, ptr %298, align 4
  %300 = fpext float %299 to double
  %301 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 1
  %302 = load double, ptr %301, align 8
  %303 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %296, double noundef %300, double noundef %302)
  %304 = getelementptr inbounds %struct.NESTF, ptr %39, i32 0, i32 0
  %305 = getelementptr inbounds %struct.anon, ptr %304, i32 0, i32 0
  store float 1.000000e+00, ptr %305, align 4
  %306 = getelementptr inbounds %struct.anon, ptr %304, i32 0, i32 1
  store float 2.000000e+00, ptr %306, align 4
  %307 = getelementptr inbounds %struct.NESTF, ptr %39, i32 0, i32 1
  %308 = getelementptr inbounds %struct.anon.0, ptr %307, i32 0, i32 0
  store float 3.000000e+00, ptr %308, align 4
  %309 = load [3 x float], ptr %39, align 4
  %310 = call %struct.NESTF @nestf([3 x float] alignstack(8) %309)
  %311 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 0
  %312 = extractvalue %struct.NESTF %310, 0
  store %struct.anon %312, ptr %311, align 4
  %313 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 1
  %314 = extractvalue %struct.NESTF %310, 1
  store %struct.anon.0 %314, ptr %313, align 4
  %315 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 0
  %316 = getelementptr inbounds %struct.anon, ptr %315, i32 0, i32 0
  %317 = load float, ptr %316, align 4
  %318 = fpext float %317 to double
  %319 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 0
  %320 = getelementptr inbounds %struct.anon, ptr %319, i32 0, i32 1
  %321 = load float, ptr %320, align 4
  %322 = fpext float %321 to double
  %323 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 1
  %324 = getelementptr inbounds %struct.anon.0, ptr %323, i32 0, i32 0
  %325 = load float, ptr %324, align 4
  %326 = fpext float %325 to double
  %327 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %318, double noundef %322, double noundef %326)
  %328 = getelementptr inbounds %struct.DF, ptr %41, i32 0, i32 0
  store double 9.500000e+00, ptr %328, align 8
  %329 = getelementptr inbounds %struct.DF, ptr %41, i32 0, i32 1
  store float 2.250000e+00, ptr %329, align 8
  %330 = load [2 x i64], ptr %41, align 8
  %331 = call [2 x i64] @dfn([2 x i64] %330)
  store [2 x i64] %331, ptr %40, align 8
  %332 = getelementptr inbounds %struct.DF, ptr %40, i32 0, i32 0
  %333 = load double, ptr %332, align 8
  %334 = getelementptr inbounds %struct.DF, ptr %40, i32 0, i32 1
  %335 = load float, ptr %334, align 8
  %336 = fpext float %335 to double
  %337 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %333, double noundef %336)
  %338 = getelementptr inbounds %struct.CZ, ptr %43, i32 0, i32 0
  %339 = getelementptr inbounds { double, double }, ptr %338, i32 0, i32 0
  %340 = getelementptr inbounds { double, double }, ptr %338, i32 0, i32 1
  store double 1.000000e+00, ptr %339, align 8
  store double 2.000000e+00, ptr %340, align 8
  %341 = getelementptr inbounds %struct.CZ, ptr %43, i32 0, i32 0
  %342 = load [2 x double], ptr %341, align 8
  %343 = call %struct.CZ @cz([2 x double] alignstack(8) %342)
  %344 = getelementptr inbounds %struct.CZ, ptr %42, i32 0, i32 0
  %345 = extractvalue %struct.CZ %343, 0
  store { double, double } %345, ptr %344, align 8
  %346 = getelementptr inbounds %struct.CZ, ptr %42, i32 0, i32 0
  %347 = getelementptr inbounds { double, double }, ptr %346, i32 0, i32 0
  %348 = load double, ptr %347, align 8
  %349 = getelementptr inbounds %struct.CZ, ptr %42, i32 0, i32 0
  %350 = getelementptr inbounds { double, double }, ptr %349, i32 0, i32 1
  %351 = load double, ptr %350, align 8
  %352 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %348, double noundef %351)
  %353 = getelementptr inbounds %struct.F2, ptr %45, i32 0, i32 0
  store float 1.000000e+00, ptr %353, align 4
  %354 = getelementptr inbounds %struct.F2, ptr %45, i32 0, i32 1
  store float 2.000000e+00, ptr %354, align 4
  %355 = getelementptr inbounds %struct.D2, ptr %46, i32 0, i32 0
  store double 3.000000e+00, ptr %355, align 8
  %356 = getelementptr inbounds %struct.D2, ptr %46, i32 0, i32 1
  store double 4.000000e+00, ptr %356, align 8
  %357 = getelementptr inbounds %struct.FI, ptr %47, i32 0, i32 0
  store float 5.000000e+00, ptr %357, align 4
  %358 = getelementptr inbounds %struct.FI, ptr %47, i32 0, i32 1
  store i32 6, ptr %358, align 4
  %359 = getelementptr inbounds %struct.DI, ptr %48, i32 0, i32 0
  store double 7.000000e+00, ptr %359, align 8
  %360 = getelementptr inbounds %struct.DI, ptr %48, i32 0, i32 1
  store i32 8, ptr %360, align 8
  %361 = getelementptr inbounds %struct.F4, ptr %49, i32 0, i32 0
  store float 9.000000e+00, ptr %361, align 4
  %362 = getelementptr inbounds %struct.F4, ptr %49, i32 0, i32 1
  store float 1.000000e+01, ptr %362, align 4
  %363 = getelementptr inbounds %struct.F4, ptr %49, i32 0, i32 2
  store float 1.100000e+01, ptr %363, align 4
  %364 = getelementptr inbounds %struct.F4, ptr %49, i32 0, i32 3
  store float 1.200000e+01, ptr %364, align 4
  %365 = getelementptr inbounds %struct.D1, ptr %50, i32 0, i32 0
  store double 1.300000e+01, ptr %365, align 8
  %366 = getelementptr inbounds %struct.IFD, ptr %51, i32 0, i32 0
  store i32 16, ptr %366, align 8
  %367 = getelementptr inbounds %struct.IFD, ptr %51, i32 0, i32 1
  store float 1.700000e+01, ptr %367, align 4
  %368 = getelementptr inbounds %struct.IFD, ptr %51, i32 0, i32 2
  store double 1.800000e+01, ptr %368, align 8
  %369 = getelementptr inbounds %struct.D2, ptr %52, i32 0, i32 0
  store double 1.900000e+01, ptr %369, align 8
  %370 = getelementptr inbounds %struct.D2, ptr %52, i32 0, i32 1
  store double 2.000000e+01, ptr %370, align 8
  %371 = getelementptr inbounds %struct.F3, ptr %53, i32 0, i32 0
  store float 2.100000e+01, ptr %371, align 4
  %372 = getelementptr inbounds %struct.F3, ptr %53, i32 0, i32 1
  store float 2.200000e+01, ptr %372, align 4
  %373 = getelementptr inbounds %struct.F3, ptr %53, i32 0, i32 2
  store float 2.300000e+01, ptr %373, align 4
  %374 = getelementptr inbounds %struct.D4, ptr %54, i32 0, i32 0
  store double 2.500000e+01, ptr %374, align 8
  %375 = getelementptr inbounds %struct.D4, ptr %54, i32 0, i32 1
  store double 2.600000e+01, ptr %375, align 8
  %376 = getelementptr inbounds %struct.D4, ptr %54, i32 0, i32 2
  store double 2.700000e+01, ptr %376, align 8
  %377 = getelementptr inbounds %struct.D4, ptr %54, i32 0, i32 3
  store double 2.800000e+01, ptr %377, align 8
  %378 = load [2 x float], ptr %45, align 4
  %379 = load [2 x double], ptr %46, align 8
  %380 = load i64, ptr %47, align 4
  %381 = load [2 x i64], ptr %48, align 8
  %382 = load [4 x float], ptr %49, align 4
  %383 = getelementptr inbounds %struct.D1, ptr %50, i32 0, i32 0
  %384 = load [1 x double], ptr %383, align 8
  %385 = load [2 x i64], ptr %51, align 8
  %386 = load [2 x double], ptr %52, align 8
  %387 = load [3 x float], ptr %53, align 4
  %388 = load [4 x double], ptr %54, align 8
  %389 = call double @many([2 x float] alignstack(8) %378, [2 x double] alignstack(8) %379, i64 %380, [2 x i64] %381, [4 x float] alignstack(8) %382, [1 x double] alignstack(8) %384, double noundef 1.400000e+01, float noundef 1.500000e+01, [2 x i64] %385, [2 x double] alignstack(8) %386, [3 x float] alignstack(8) %387, i32 noundef 24, [4 x double] alignstack(8) %388)
  store double %389, ptr %44, align 8
  %390 = load double, ptr %44, align 8
  %391 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %390)
  %392 = load double, ptr %44, align 8
  %393 = fptosi double %392 to i32
  %394 = srem i32 %393, 256
  ret i32 %394
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F1 @f1([1 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.F1, align 4
  %3 = alloca %struct.F1, align 4
  %4 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store [1 x float] %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 2.000000e+00
  store float %7, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %8 = load %struct.F1, ptr %2, align 4
  ret %struct.F1 %8
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F2 @f2([2 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.F2, align 4
  %3 = alloca %struct.F2, align 4
  store [2 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fadd float %9, 1.000000e+00
  store float %10, ptr %7, align 4
  %11 = load %struct.F2, ptr %2, align 4
  ret %struct.F2 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F3 @f3([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.F3, align 4
  %3 = alloca %struct.F3, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 2
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.F3, ptr %2, i32 0, i32 2
  %11 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  store float %15, ptr %10, align 4
  %16 = load %struct.F3, ptr %2, align 4
  ret %struct.F3 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.F4 @f4([4 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.F4, align 4
  %3 = alloca %struct.F4, align 4
  store [4 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 3
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 2
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 2
  %11 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.F4, ptr %2, i32 0, i32 3
  %14 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 0
  %15 = load float, ptr %14, align 4
  %16 = fsub float %15, 1.000000e+00
  store float %16, ptr %13, align 4
  %17 = load %struct.F4, ptr %2, align 4
  ret %struct.F4 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f5(ptr dead_on_unwind noalias writable sret(%struct.F5) align 4 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 3
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 2
  %11 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 2
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 3
  %14 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  store float %15, ptr %13, align 4
  %16 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 4
  %17 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %20 = load float, ptr %19, align 4
  %21 = fadd float %18, %20
  store float %21, ptr %16, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D1 @d1([1 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.D1, align 8
  %3 = alloca %struct.D1, align 8
  %4 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store [1 x double] %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = fneg double %6
  %8 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store double %7, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %9 = load %struct.D1, ptr %2, align 8
  ret %struct.D1 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D2 @d2([2 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.D2, align 8
  %3 = alloca %struct.D2, align 8
  store [2 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 1
  %6 = load double, ptr %5, align 8
  %7 = fmul double %6, 3.000000e+00
  store double %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.D2, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fdiv double %10, 2.000000e+00
  store double %11, ptr %8, align 8
  %12 = load %struct.D2, ptr %2, align 8
  ret %struct.D2 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D3 @d3([3 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.D3, align 8
  %3 = alloca %struct.D3, align 8
  store [3 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 2
  %6 = load double, ptr %5, align 8
  store double %6, ptr %4, align 8
  %7 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  store double %9, ptr %7, align 8
  %10 = getelementptr inbounds %struct.D3, ptr %2, i32 0, i32 2
  %11 = getelementptr inbounds %struct.D3, ptr %3, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  store double %12, ptr %10, align 8
  %13 = load %struct.D3, ptr %2, align 8
  ret %struct.D3 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.D4 @d4([4 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.D4, align 8
  %3 = alloca %struct.D4, align 8
  store [4 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.D4, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fadd double %6, %8
  store double %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.D4, ptr %2, i32 0, i32 1
  %11 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = fadd double %12, %14
  store double %15, ptr %10, align 8
  %16 = getelementptr inbounds %struct.D4, ptr %2, i32 0, i32 2
  %17 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 2
  %18 = load double, ptr %17, align 8
  %19 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 3
  %20 = load double, ptr %19, align 8
  %21 = fadd double %18, %20
  store double %21, ptr %16, align 8
  %22 = getelementptr inbounds %struct.D4, ptr %2, i32 0, i32 3
  %23 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 3
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds %struct.D4, ptr %3, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = fadd double %24, %26
  store double %27, ptr %22, align 8
  %28 = load %struct.D4, ptr %2, align 8
  ret %struct.D4 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi(i64 %0) #0 {
  %2 = alloca %struct.FI, align 4
  %3 = alloca %struct.FI, align 4
  store i64 %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 1
  %6 = load i32, ptr %5, align 4
  %7 = sitofp i32 %6 to float
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds %struct.FI, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FI, ptr %3, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = fptosi float %10 to i32
  store i32 %11, ptr %8, align 4
  %12 = load i64, ptr %2, align 4
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @ifd([2 x i64] %0) #0 {
  %2 = alloca %struct.IFD, align 8
  %3 = alloca %struct.IFD, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.IFD, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = mul nsw i32 %6, 2
  store i32 %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.IFD, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = fadd float %10, 5.000000e-01
  store float %11, ptr %8, align 4
  %12 = getelementptr inbounds %struct.IFD, ptr %2, i32 0, i32 2
  %13 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 2
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = sitofp i32 %16 to double
  %18 = fmul double %14, %17
  store double %18, ptr %12, align 8
  %19 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @di([2 x i64] %0) #0 {
  %2 = alloca %struct.DI, align 8
  %3 = alloca %struct.DI, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.DI, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  %8 = load i32, ptr %7, align 8
  %9 = sitofp i32 %8 to double
  %10 = fadd double %6, %9
  store double %10, ptr %4, align 8
  %11 = getelementptr inbounds %struct.DI, ptr %2, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = sub nsw i32 %13, 1
  store i32 %14, ptr %11, align 8
  %15 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @cdf([2 x i64] %0) #0 {
  %2 = alloca %struct.CD, align 8
  %3 = alloca %struct.CD, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.CD, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 0
  %6 = load i8, ptr %5, align 8
  %7 = zext i8 %6 to i32
  %8 = add nsw i32 %7, 1
  %9 = trunc i32 %8 to i8
  store i8 %9, ptr %4, align 8
  %10 = getelementptr inbounds %struct.CD, ptr %2, i32 0, i32 1
  %11 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = fmul double %12, 1.000000e+01
  store double %13, ptr %10, align 8
  %14 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @fcsd([2 x i64] %0) #0 {
  %2 = alloca %struct.FCSD, align 8
  %3 = alloca %struct.FCSD, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.FCSD, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 8
  %7 = fmul float %6, 2.000000e+00
  store float %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.FCSD, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 1
  %10 = load i8, ptr %9, align 4
  %11 = zext i8 %10 to i32
  %12 = xor i32 %11, 32
  %13 = trunc i32 %12 to i8
  store i8 %13, ptr %8, align 4
  %14 = getelementptr inbounds %struct.FCSD, ptr %2, i32 0, i32 2
  %15 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 2
  %16 = load i16, ptr %15, align 2
  %17 = sext i16 %16 to i32
  %18 = add nsw i32 %17, 1000
  %19 = trunc i32 %18 to i16
  store i16 %19, ptr %14, align 2
  %20 = getelementptr inbounds %struct.FCSD, ptr %2, i32 0, i32 3
  %21 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 3
  %22 = load double, ptr %21, align 8
  %23 = fneg double %22
  store double %23, ptr %20, align 8
  %24 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.LD1 @ld1([1 x fp128] alignstack(16) %0) #0 {
  %2 = alloca %struct.LD1, align 16
  %3 = alloca %struct.LD1, align 16
  %4 = getelementptr inbounds %struct.LD1, ptr %3, i32 0, i32 0
  store [1 x fp128] %0, ptr %4, align 16
  %5 = getelementptr inbounds %struct.LD1, ptr %3, i32 0, i32 0
  %6 = load fp128, ptr %5, align 16
  %7 = fdiv fp128 %6, 0xL00000000000000004000800000000000
  %8 = getelementptr inbounds %struct.LD1, ptr %3, i32 0, i32 0
  store fp128 %7, ptr %8, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %3, i64 16, i1 false)
  %9 = load %struct.LD1, ptr %2, align 16
  ret %struct.LD1 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ldi(ptr dead_on_unwind noalias writable sret(%struct.LDI) align 16 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
  %4 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 0
  %5 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 0
  %6 = load fp128, ptr %5, align 16
  %7 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %8 = load i32, ptr %7, align 16
  %9 = sitofp i32 %8 to fp128
  %10 = fmul fp128 %6, %9
  store fp128 %10, ptr %4, align 16
  %11 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 1
  %12 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %13 = load i32, ptr %12, align 16
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %11, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @fad([2 x i64] %0) #0 {
  %2 = alloca %struct.FAD, align 8
  %3 = alloca %struct.FAD, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.FAD, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.FAD, ptr %3, i32 0, i32 0
  %6 = getelementptr inbounds [2 x float], ptr %5, i64 0, i64 1
  %7 = load float, ptr %6, align 4
  store float %7, ptr %4, align 4
  %8 = getelementptr inbounds float, ptr %4, i64 1
  %9 = getelementptr inbounds %struct.FAD, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fptrunc double %10 to float
  store float %11, ptr %8, align 4
  %12 = getelementptr inbounds %struct.FAD, ptr %2, i32 0, i32 1
  %13 = getelementptr inbounds %struct.FAD, ptr %3, i32 0, i32 0
  %14 = getelementptr inbounds [2 x float], ptr %13, i64 0, i64 0
  %15 = load float, ptr %14, align 8
  %16 = fpext float %15 to double
  store double %16, ptr %12, align 8
  %17 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.NESTF @nestf([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.NESTF, align 4
  %3 = alloca %struct.NESTF, align 4
  store [3 x float] %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.NESTF, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = getelementptr inbounds %struct.NESTF, ptr %3, i32 0, i32 1
  %7 = getelementptr inbounds %struct.anon.0, ptr %6, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  store float %8, ptr %5, align 4
  %9 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 1
  %10 = getelementptr inbounds %struct.NESTF, ptr %3, i32 0, i32 0
  %11 = getelementptr inbounds %struct.anon, ptr %10, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  store float %12, ptr %9, align 4
  %13 = getelementptr inbounds %struct.NESTF, ptr %2, i32 0, i32 1
  %14 = getelementptr inbounds %struct.anon.0, ptr %13, i32 0, i32 0
  %15 = getelementptr inbounds %struct.NESTF, ptr %3, i32 0, i32 0
  %16 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  store float %17, ptr %14, align 4
  %18 = load %struct.NESTF, ptr %2, align 4
  ret %struct.NESTF %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @dfn([2 x i64] %0) #0 {
  %2 = alloca %struct.DF, align 8
  %3 = alloca %struct.DF, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.DF, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 8
  %7 = fpext float %6 to double
  store double %7, ptr %4, align 8
  %8 = getelementptr inbounds %struct.DF, ptr %2, i32 0, i32 1
  %9 = getelementptr inbounds %struct.DF, ptr %3, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = fptrunc double %10 to float
  store float %11, ptr %8, align 8
  %12 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.CZ @cz([2 x double] alignstack(8) %0) #0 {
  %2 = alloca %struct.CZ, align 8
  %3 = alloca %struct.CZ, align 8
  %4 = getelementptr inbounds %struct.CZ, ptr %3, i32 0, i32 0
  store [2 x double] %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.CZ, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds %struct.CZ, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds %struct.CZ, ptr %3, i32 0, i32 0
  %12 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %8, %13
  %17 = fmul double %10, %15
  %18 = fmul double %8, %15
  %19 = fmul double %10, %13
  %20 = fsub double %16, %17
  %21 = fadd double %18, %19
  %22 = fcmp uno double %20, %20
  br i1 %22, label %23, label %29, !prof !6

23:                                               ; preds = %1
  %24 = fcmp uno double %21, %21
  br i1 %24, label %25, label %29, !prof !6

25:                                               ; preds = %23
  %26 = call { double, double } @__muldc3(double noundef %8, double noundef %10, double noundef %13, double noundef %15) #3
  %27 = extractvalue { double, double } %26, 0
  %28 = extractvalue { double, double } %26, 1
  br label %29

29:                                               ; preds = %25, %23, %1
  %30 = phi double [ %20, %1 ], [ %20, %23 ], [ %27, %25 ]
  %31 = phi double [ %21, %1 ], [ %21, %23 ], [ %28, %25 ]
  %32 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %33 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %30, ptr %32, align 8
  store double %31, ptr %33, align 8
  %34 = load %struct.CZ, ptr %2, align 8
  ret %struct.CZ %34
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many([2 x float] alignstack(8) %0, [2 x double] alignstack(8) %1, i64 %2, [2 x i64] %3, [4 x float] alignstack(8) %4, [1 x double] alignstack(8) %5, double noundef %6, float noundef %7, [2 x i64] %8, [2 x double] alignstack(8) %9, [3 x float] alignstack(8) %10, i32 noundef %11, [4 x double] alignstack(8) %12) #0 {
  %14 = alloca %struct.F2, align 4
  %15 = alloca %struct.D2, align 8
  %16 = alloca %struct.FI, align 4
  %17 = alloca %struct.DI, align 8
  %18 = alloca %struct.F4, align 4
  %19 = alloca %struct.D1, align 8
  %20 = alloca %struct.IFD, align 8
  %21 = alloca %struct.D2, align 8
  %22 = alloca %struct.F3, align 4
  %23 = alloca %struct.D4, align 8
  %24 = alloca double, align 8
  %25 = alloca float, align 4
  %26 = alloca i32, align 4
  store [2 x float] %0, ptr %14, align 4
  store [2 x double] %1, ptr %15, align 8
  store i64 %2, ptr %16, align 4
  store [2 x i64] %3, ptr %17, align 8
  store [4 x float] %4, ptr %18, align 4
  %27 = getelementptr inbounds %struct.D1, ptr %19, i32 0, i32 0
  store [1 x double] %5, ptr %27, align 8
  store [2 x i64] %8, ptr %20, align 8
  store [2 x double] %9, ptr %21, align 8
  store [3 x float] %10, ptr %22, align 4
  store [4 x double] %12, ptr %23, align 8
  store double %6, ptr %24, align 8
  store float %7, ptr %25, align 4
  store i32 %11, ptr %26, align 4
  %28 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.F2, ptr %14, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fadd float %29, %31
  %33 = fpext float %32 to double
  %34 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 0
  %35 = load double, ptr %34, align 8
  %36 = fadd double %33, %35
  %37 = getelementptr inbounds %struct.D2, ptr %15, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = fadd double %36, %38
  %40 = getelementptr inbounds %struct.FI, ptr %16, i32 0, i32 0
  %41 = load float, ptr %40, align 4
  %42 = fpext float %41 to double
  %43 = fadd double %39, %42
  %44 = getelementptr inbounds %struct.FI, ptr %16, i32 0, i32 1
  %45 = load i32, ptr %44, align 4
  %46 = sitofp i32 %45 to double
  %47 = fadd double %43, %46
  %48 = getelementptr inbounds %struct.DI, ptr %17, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = fadd double %47, %49
  %51 = getelementptr inbounds %struct.DI, ptr %17, i32 0, i32 1
  %52 = load i32, ptr %51, align 8
  %53 = sitofp i32 %52 to double
  %54 = fadd double %50, %53
  %55 = getelementptr inbounds %struct.F4, ptr %18, i32 0, i32 0
  %56 = load float, ptr %55, align 4
  %57 = fpext float %56 to double
  %58 = fadd double %54, %57
  %59 = getelementptr inbounds %struct.F4, ptr %18, i32 0, i32 3
  %60 = load float, ptr %59, align 4
  %61 = fpext float %60 to double
  %62 = fadd double %58, %61
  %63 = getelementptr inbounds %struct.D1, ptr %19, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = fadd double %62, %64
  %66 = load double, ptr %24, align 8
  %67 = fadd double %65, %66
  %68 = load float, ptr %25, align 4
  %69 = fpext float %68 to double
  %70 = fadd double %67, %69
  %71 = getelementptr inbounds %struct.IFD, ptr %20, i32 0, i32 0
  %72 = load i32, ptr %71, align 8
  %73 = sitofp i32 %72 to double
  %74 = fadd double %70, %73
  %75 = getelementptr inbounds %struct.IFD, ptr %20, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = fadd double %74, %77
  %79 = getelementptr inbounds %struct.IFD, ptr %20, i32 0, i32 2
  %80 = load double, ptr %79, align 8
  %81 = fadd double %78, %80
  %82 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = fadd double %81, %83
  %85 = getelementptr inbounds %struct.D2, ptr %21, i32 0, i32 1
  %86 = load double, ptr %85, align 8
  %87 = fadd double %84, %86
  %88 = getelementptr inbounds %struct.F3, ptr %22, i32 0, i32 0
  %89 = load float, ptr %88, align 4
  %90 = fpext float %89 to double
  %91 = fadd double %87, %90
  %92 = getelementptr inbounds %struct.F3, ptr %22, i32 0, i32 2
  %93 = load float, ptr %92, align 4
  %94 = fpext float %93 to double
  %95 = fadd double %91, %94
  %96 = load i32, ptr %26, align 4
  %97 = sitofp i32 %96 to double
  %98 = fadd double %95, %97
  %99 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 0
  %100 = load double, ptr %99, align 8
  %101 = fadd double %98, %100
  %102 = getelementptr inbounds %struct.D4, ptr %23, i32 0, i32 3
  %103 = load double, ptr %102, align 8
  %104 = fadd double %101, %103
  ret double %104
}

declare { double, double } @__muldc3(double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
