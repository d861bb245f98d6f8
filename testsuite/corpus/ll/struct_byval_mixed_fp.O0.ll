; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
%struct.LD1 = type { x86_fp80 }
%struct.LDI = type { x86_fp80, i32 }
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
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca { <2 x float>, float }, align 8
  %10 = alloca %struct.F4, align 4
  %11 = alloca %struct.F4, align 4
  %12 = alloca %struct.F5, align 4
  %13 = alloca %struct.F5, align 8
  %14 = alloca %struct.D1, align 8
  %15 = alloca %struct.D1, align 8
  %16 = alloca %struct.D2, align 8
  %17 = alloca %struct.D2, align 8
  %18 = alloca %struct.D3, align 8
  %19 = alloca %struct.D3, align 8
  %20 = alloca %struct.D4, align 8
  %21 = alloca %struct.D4, align 8
  %22 = alloca %struct.FI, align 4
  %23 = alloca %struct.FI, align 4
  %24 = alloca %struct.IFD, align 8
  %25 = alloca %struct.IFD, align 8
  %26 = alloca %struct.DI, align 8
  %27 = alloca %struct.DI, align 8
  %28 = alloca %struct.CD, align 8
  %29 = alloca %struct.CD, align 8
  %30 = alloca %struct.FCSD, align 8
  %31 = alloca %struct.FCSD, align 8
  %32 = alloca %struct.LD1, align 16
  %33 = alloca %struct.LD1, align 16
  %34 = alloca %struct.LDI, align 16
  %35 = alloca %struct.LDI, align 16
  %36 = alloca %struct.FAD, align 8
  %37 = alloca %struct.FAD, align 8
  %38 = alloca %struct.NESTF, align 4
  %39 = alloca %struct.NESTF, align 4
  %40 = alloca { <2 x float>, float }, align 4
  %41 = alloca { <2 x float>, float }, align 8
  %42 = alloca %struct.DF, align 8
  %43 = alloca %struct.DF, align 8
  %44 = alloca %struct.CZ, align 8
  %45 = alloca %struct.CZ, align 8
  %46 = alloca double, align 8
  %47 = alloca %struct.F2, align 4
  %48 = alloca %struct.D2, align 8
  %49 = alloca %struct.FI, align 4
  %50 = alloca %struct.DI, align 8
  %51 = alloca %struct.F4, align 4
  %52 = alloca %struct.D1, align 8
  %53 = alloca %struct.IFD, align 8
  %54 = alloca %struct.D2, align 8
  %55 = alloca %struct.F3, align 8
  %56 = alloca %struct.D4, align 8
  store i32 0, ptr %1, align 4
  %57 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store float 1.500000e+00, ptr %57, align 4
  %58 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %59 = load float, ptr %58, align 4
  %60 = call float @f1(float %59)
  %61 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  store float %60, ptr %61, align 4
  %62 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %63 = load float, ptr %62, align 4
  %64 = fpext float %63 to double
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %64)
  %66 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 0
  store float 1.000000e+00, ptr %66, align 4
  %67 = getelementptr inbounds %struct.F2, ptr %5, i32 0, i32 1
  store float 2.000000e+00, ptr %67, align 4
  %68 = load <2 x float>, ptr %5, align 4
  %69 = call <2 x float> @f2(<2 x float> %68)
  store <2 x float> %69, ptr %4, align 4
  %70 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 0
  %71 = load float, ptr %70, align 4
  %72 = fpext float %71 to double
  %73 = getelementptr inbounds %struct.F2, ptr %4, i32 0, i32 1
  %74 = load float, ptr %73, align 4
  %75 = fpext float %74 to double
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %72, double noundef %75)
  %77 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 0
  store float 1.500000e+00, ptr %77, align 4
  %78 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 1
  store float 2.500000e+00, ptr %78, align 4
  %79 = getelementptr inbounds %struct.F3, ptr %7, i32 0, i32 2
  store float 3.500000e+00, ptr %79, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %7, i64 12, i1 false)
  %80 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  %81 = load <2 x float>, ptr %80, align 4
  %82 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  %83 = load float, ptr %82, align 4
  %84 = call { <2 x float>, float } @f3(<2 x float> %81, float %83)
  store { <2 x float>, float } %84, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %9, i64 12, i1 false)
  %85 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 0
  %86 = load float, ptr %85, align 4
  %87 = fpext float %86 to double
  %88 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 1
  %89 = load float, ptr %88, align 4
  %90 = fpext float %89 to double
  %91 = getelementptr inbounds %struct.F3, ptr %6, i32 0, i32 2
  %92 = load float, ptr %91, align 4
  %93 = fpext float %92 to double
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %87, double noundef %90, double noundef %93)
  %95 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 0
  store float 1.000000e+00, ptr %95, align 4
  %96 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 1
  store float 2.000000e+00, ptr %96, align 4
  %97 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 2
  store float 3.000000e+00, ptr %97, align 4
  %98 = getelementptr inbounds %struct.F4, ptr %11, i32 0, i32 3
  store float 4.000000e+00, ptr %98, align 4
  %99 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  %100 = load <2 x float>, ptr %99, align 4
  %101 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  %102 = load <2 x float>, ptr %101, align 4
  %103 = call { <2 x float>, <2 x float> } @f4(<2 x float> %100, <2 x float> %102)
  %104 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %105 = extractvalue { <2 x float>, <2 x float> } %103, 0
  store <2 x float> %105, ptr %104, align 4
  %106 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %107 = extractvalue { <2 x float>, <2 x float> } %103, 1
  store <2 x float> %107, ptr %106, align 4
  %108 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = fpext float %109 to double
  %111 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 1
  %112 = load float, ptr %111, align 4
  %113 = fpext float %112 to double
  %114 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 2
  %115 = load float, ptr %114, align 4
  %116 = fpext float %115 to double
  %117 = getelementptr inbounds %struct.F4, ptr %10, i32 0, i32 3
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %110, double noundef %113, double noundef %116, double noundef %119)
  %121 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 0
  store float 1.000000e+00, ptr %121, align 4
  %122 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 1
  store float 2.000000e+00, ptr %122, align 4
  %123 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 2
  store float 3.000000e+00, ptr %123, align 4
  %124 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 3
  store float 4.000000e+00, ptr %124, align 4
  %125 = getelementptr inbounds %struct.F5, ptr %13, i32 0, i32 4
  store float 5.000000e+00, ptr %125, align 4
  call void @f5(ptr dead_on_unwind writable sret(%struct.F5) align 4 %12, ptr noundef byval(%struct.F5) align 8 %13)
  %126 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 0
  %127 = load float, ptr %126, align 4
  %128 = fpext float %127 to double
  %129 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 1
  %130 = load float, ptr %129, align 4
  %131 = fpext float %130 to double
  %132 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 2
  %133 = load float, ptr %132, align 4
  %134 = fpext float %133 to double
  %135 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 3
  %136 = load float, ptr %135, align 4
  %137 = fpext float %136 to double
  %138 = getelementptr inbounds %struct.F5, ptr %12, i32 0, i32 4
  %139 = load float, ptr %138, align 4
  %140 = fpext float %139 to double
  %141 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %128, double noundef %131, double noundef %134, double noundef %137, double noundef %140)
  %142 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  store double 2.250000e+00, ptr %142, align 8
  %143 = getelementptr inbounds %struct.D1, ptr %15, i32 0, i32 0
  %144 = load double, ptr %143, align 8
  %145 = call double @d1(double %144)
  %146 = getelementptr inbounds %struct.D1, ptr %14, i32 0, i32 0
  store double %145, ptr %146, align 8
  %147 = getelementptr inbounds %struct.D1, ptr %14, i32 0, i32 0
  %148 = load double, ptr %147, align 8
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %148)
  %150 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 0
  store double 1.250000e+00, ptr %150, align 8
  %151 = getelementptr inbounds %struct.D2, ptr %17, i32 0, i32 1
  store double 7.000000e+00, ptr %151, align 8
  %152 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %153 = load double, ptr %152, align 8
  %154 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %155 = load double, ptr %154, align 8
  %156 = call { double, double } @d2(double %153, double %155)
  %157 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %158 = extractvalue { double, double } %156, 0
  store double %158, ptr %157, align 8
  %159 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %160 = extractvalue { double, double } %156, 1
  store double %160, ptr %159, align 8
  %161 = getelementptr inbounds %struct.D2, ptr %16, i32 0, i32 0
  %162 = load double, ptr %161, align 8
  %163 = getelementptr inbounds %struct.D2, ptr %16, i32 0, i32 1
  %164 = load double, ptr %163, align 8
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %162, double noundef %164)
  %166 = getelementptr inbounds %struct.D3, ptr %19, i32 0, i32 0
  store double 1.000000e+00, ptr %166, align 8
  %167 = getelementptr inbounds %struct.D3, ptr %19, i32 0, i32 1
  store double 2.000000e+00, ptr %167, align 8
  %168 = getelementptr inbounds %struct.D3, ptr %19, i32 0, i32 2
  store double 3.000000e+00, ptr %168, align 8
  call void @d3(ptr dead_on_unwind writable sret(%struct.D3) align 8 %18, ptr noundef byval(%struct.D3) align 8 %19)
  %169 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 0
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 1
  %172 = load double, ptr %171, align 8
  %173 = getelementptr inbounds %struct.D3, ptr %18, i32 0, i32 2
  %174 = load double, ptr %173, align 8
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %170, double noundef %172, double noundef %174)
  %176 = getelementptr inbounds %struct.D4, ptr %21, i32 0, i32 0
  store double 1.000000e+00, ptr %176, align 8
  %177 = getelementptr inbounds %struct.D4, ptr %21, i32 0, i32 1
  store double 1.000000e+01, ptr %177, align 8
  %178 = getelementptr inbounds %struct.D4, ptr %21, i32 0, i32 2
  store double 1.000000e+02, ptr %178, align 8
  %179 = getelementptr inbounds %struct.D4, ptr %21, i32 0, i32 3
  store double 1.000000e+03, ptr %179, align 8
  call void @d4(ptr dead_on_unwind writable sret(%struct.D4) align 8 %20, ptr noundef byval(%struct.D4) align 8 %21)
  %180 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 0
  %181 = load double, ptr %180, align 8
  %182 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 1
  %183 = load double, ptr %182, align 8
  %184 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 2
  %185 = load double, ptr %184, align 8
  %186 = getelementptr inbounds %struct.D4, ptr %20, i32 0, i32 3
  %187 = load double, ptr %186, align 8
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %181, double noundef %183, double noundef %185, double noundef %187)
  %189 = getelementptr inbounds %struct.FI, ptr %23, i32 0, i32 0
  store float 3.750000e+00, ptr %189, align 4
  %190 = getelementptr inbounds %struct.FI, ptr %23, i32 0, i32 1
  store i32 -9, ptr %190, align 4
  %191 = load i64, ptr %23, align 4
  %192 = call i64 @fi(i64 %191)
  store i64 %192, ptr %22, align 4
  %193 = getelementptr inbounds %struct.FI, ptr %22, i32 0, i32 0
  %194 = load float, ptr %193, align 4
  %195 = fpext float %194 to double
  %196 = getelementptr inbounds %struct.FI, ptr %22, i32 0, i32 1
  %197 = load i32, ptr %196, align 4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %195, i32 noundef %197)
  %199 = getelementptr inbounds %struct.IFD, ptr %25, i32 0, i32 0
  store i32 6, ptr %199, align 8
  %200 = getelementptr inbounds %struct.IFD, ptr %25, i32 0, i32 1
  store float 1.250000e+00, ptr %200, align 4
  %201 = getelementptr inbounds %struct.IFD, ptr %25, i32 0, i32 2
  store double 5.000000e-01, ptr %201, align 8
  %202 = getelementptr inbounds { i64, double }, ptr %25, i32 0, i32 0
  %203 = load i64, ptr %202, align 8
  %204 = getelementptr inbounds { i64, double }, ptr %25, i32 0, i32 1
  %205 = load double, ptr %204, align 8
  %206 = call { i64, double } @ifd(i64 %203, double %205)
  %207 = getelementptr inbounds { i64, double }, ptr %24, i32 0, i32 0
  %208 = extractvalue { i64, double } %206, 0
  store i64 %208, ptr %207, align 8
  %209 = getelementptr inbounds { i64, double }, ptr %24, i32 0, i32 1
  %210 = extractvalue { i64, double } %206, 1
  store double %210, ptr %209, align 8
  %211 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 0
  %212 = load i32, ptr %211, align 8
  %213 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 1
  %214 = load float, ptr %213, align 4
  %215 = fpext float %214 to double
  %216 = getelementptr inbounds %struct.IFD, ptr %24, i32 0, i32 2
  %217 = load double, ptr %216, align 8
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %212, double noundef %215, double noundef %217)
  %219 = getelementptr inbounds %struct.DI, ptr %27, i32 0, i32 0
  store double 5.000000e-01, ptr %219, align 8
  %220 = getelementptr inbounds %struct.DI, ptr %27, i32 0, i32 1
  store i32 100, ptr %220, align 8
  %221 = getelementptr inbounds { double, i32 }, ptr %27, i32 0, i32 0
  %222 = load double, ptr %221, align 8
  %223 = getelementptr inbounds { double, i32 }, ptr %27, i32 0, i32 1
  %224 = load i32, ptr %223, align 8
  %225 = call { double, i32 } @di(double %222, i32 %224)
  %226 = getelementptr inbounds { double, i32 }, ptr %26, i32 0, i32 0
  %227 = extractvalue { double, i32 } %225, 0
  store double %227, ptr %226, align 8
  %228 = getelementptr inbounds { double, i32 }, ptr %26, i32 0, i32 1
  %229 = extractvalue { double, i32 } %225, 1
  store i32 %229, ptr %228, align 8
  %230 = getelementptr inbounds %struct.DI, ptr %26, i32 0, i32 0
  %231 = load double, ptr %230, align 8
  %232 = getelementptr inbounds %struct.DI, ptr %26, i32 0, i32 1
  %233 = load i32, ptr %232, align 8
  %234 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %231, i32 noundef %233)
  %235 = getelementptr inbounds %struct.CD, ptr %29, i32 0, i32 0
  store i8 97, ptr %235, align 8
  %236 = getelementptr inbounds %struct.CD, ptr %29, i32 0, i32 1
  store double 4.500000e+00, ptr %236, align 8
  %237 = getelementptr inbounds { i8, double }, ptr %29, i32 0, i32 0
  %238 = load i8, ptr %237, align 8
  %239 = getelementptr inbounds { i8, double }, ptr %29, i32 0, i32 1
  %240 = load double, ptr %239, align 8
  %241 = call { i8, double } @cdf(i8 %238, double %240)
  %242 = getelementptr inbounds { i8, double }, ptr %28, i32 0, i32 0
  %243 = extractvalue { i8, double } %241, 0
  store i8 %243, ptr %242, align 8
  %244 = getelementptr inbounds { i8, double }, ptr %28, i32 0, i32 1
  %245 = extractvalue { i8, double } %241, 1
  store double %245, ptr %244, align 8
  %246 = getelementptr inbounds %struct.CD, ptr %28, i32 0, i32 0
  %247 = load i8, ptr %246, align 8
  %248 = sext i8 %247 to i32
  %249 = getelementptr inbounds %struct.CD, ptr %28, i32 0, i32 1
  %250 = load double, ptr %249, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %248, double noundef %250)
  %252 = getelementptr inbounds %struct.FCSD, ptr %31, i32 0, i32 0
  store float 1.500000e+00, ptr %252, align 8
  %253 = getelementptr inbounds %struct.FCSD, ptr %31, i32 0, i32 1
  store i8 81, ptr %253, align 4
  %254 = getelementptr inbounds %struct.FCSD, ptr %31, i32 0, i32 2
  store i16 12, ptr %254, align 2
  %255 = getelementptr inbounds %struct.FCSD, ptr %31, i32 0, i32 3
  store double 8.000000e+00, ptr %255, align 8
  %256 = getelementptr inbounds { i64, double }, ptr %31, i32 0, i32 0
  %257 = load i64, ptr %256, align 8
  %258 = getelementptr inbounds { i64, double }, ptr %31, i32 0, i32 1
  %259 = load double, ptr %258, align 8
  %260 = call { i64, double } @fcsd(i64 %257, double %259)
  %261 = getelementptr inbounds { i64, double }, ptr %30, i32 0, i32 0
  %262 = extractvalue { i64, double } %260, 0
  store i64 %262, ptr %261, align 8
  %263 = getelementptr inbounds { i64, double }, ptr %30, i32 0, i32 1
  %264 = extractvalue { i64, double } %260, 1
  store double %264, ptr %263, align 8
  %265 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 0
  %266 = load float, ptr %265, align 8
  %267 = fpext float %266 to double
  %268 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 1
  %269 = load i8, ptr %268, align 4
  %270 = sext i8 %269 to i32
  %271 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 2
  %272 = load i16, ptr %271, align 2
  %273 = sext i16 %272 to i32
  %274 = getelementptr inbounds %struct.FCSD, ptr %30, i32 0, i32 3
  %275 = load double, ptr %274, align 8
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %267, i32 noundef %270, i32 noundef %273, double noundef %275)
  %277 = getelementptr inbounds %struct.LD1, ptr %33, i32 0, i32 0
  store x86_fp80 0xK3FFF8000000000000000, ptr %277, align 16
  %278 = call x86_fp80 @ld1(ptr noundef byval(%struct.LD1) align 16 %33)
  store x86_fp80 %278, ptr %32, align 16
  %279 = getelementptr inbounds %struct.LD1, ptr %32, i32 0, i32 0
  %280 = load x86_fp80, ptr %279, align 16
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, x86_fp80 noundef %280)
  %282 = getelementptr inbounds %struct.LDI, ptr %35, i32 0, i32 0
  store x86_fp80 0xK4000A000000000000000, ptr %282, align 16
  %283 = getelementptr inbounds %struct.LDI, ptr %35, i32 0, i32 1
  store i32 4, ptr %283, align 16
  call void @ldi(ptr dead_on_unwind writable sret(%struct.LDI) align 16 %34, ptr noundef byval(%struct.LDI) align 16 %35)
  %284 = getelementptr inbounds %struct.LDI, ptr %34, i32 0, i32 0
  %285 = load x86_fp80, ptr %284, align 16
  %286 = getelementptr inbounds %struct.LDI, ptr %34, i32 0, i32 1
  %287 = load i32, ptr %286, align 16
  %288 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, x86_fp80 noundef %285, i32 noundef %287)
  %289 = getelementptr inbounds %struct.FAD, ptr %37, i32 0, i32 0
  store float 1.000000e+00, ptr %289, align 4
  %290 = getelementptr inbounds float, ptr %289, i64 1
  store float 2.000000e+00, ptr %290, align 4
  %291 = getelementptr inbounds %struct.FAD, ptr %37, i32 0, i32 1
  store double 3.000000e+00, ptr %291, align 8
  %292 = getelementptr inbounds { <2 x float>, double }, ptr %37, i32 0, i32 0
  %293 = load <2 x float>, ptr %292, align 8
  %294 = getelementptr inbounds { <2 x float>, double }, ptr %37, i32 0, i32 1
  %295 = load double, ptr %294, align 8
  %296 = call { <2 x float>, double } @fad(<2 x float> %293, double %295)
  %297 = getelementptr inbounds { <2 x float>, double }, ptr %36, i32 0, i32 0
  %298 = extractvalue { <2 x float>, double } %296, 0
  store <2 x float> %298, ptr %297, align 8
  %299 = getelementptr inbounds { <2 x float>, double }, ptr %36, i32 0, i32 1
  %300 = extractvalue { <2 x float>, double } %296, 1
  store double %300, ptr %299, align 8
  %301 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 0
  %302 = getelementptr inbounds [2 x float], ptr %301, i64 0, i64 0
  %303 = load float, ptr %302, align 8
  %304 = fpext float %303 to double
  %305 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 0
  %306 = getelementptr inbounds [2 x float], ptr %305, i64 0, i64 1
  %307 = load float, ptr %306, align 4
  %308 = fpext float %307 to double
  %309 = getelementptr inbounds %struct.FAD, ptr %36, i32 0, i32 1
  %310 = load double, ptr %309, align 8
  %311 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %304, double noundef %308, double noundef %310)
  %312 = getelementptr inbounds %struct.NESTF, ptr %39, i32 0, i32 0
  %313 = getelementptr inbounds %struct.anon, ptr %312, i32 0, i32 0
  store float 1.000000e+00, ptr %313, align 4
  %314 = getelementptr inbounds %struct.anon, ptr %312, i32 0, i32 1
  store float 2.000000e+00, ptr %314, align 4
  %315 = getelementptr inbounds %struct.NESTF, ptr %39, i32 0, i32 1
  %316 = getelementptr inbounds %struct.anon.0, ptr %315, i32 0, i32 0
  store float 3.000000e+00, ptr %316, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 4 %39, i64 12, i1 false)
  %317 = getelementptr inbounds { <2 x float>, float }, ptr %40, i32 0, i32 0
  %318 = load <2 x float>, ptr %317, align 4
  %319 = getelementptr inbounds { <2 x float>, float }, ptr %40, i32 0, i32 1
  %320 = load float, ptr %319, align 4
  %321 = call { <2 x float>, float } @nestf(<2 x float> %318, float %320)
  store { <2 x float>, float } %321, ptr %41, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 8 %41, i64 12, i1 false)
  %322 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 0
  %323 = getelementptr inbounds %struct.anon, ptr %322, i32 0, i32 0
  %324 = load float, ptr %323, align 4
  %325 = fpext float %324 to double
  %326 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 0
  %327 = getelementptr inbounds %struct.anon, ptr %326, i32 0, i32 1
  %328 = load float, ptr %327, align 4
  %329 = fpext float %328 to double
  %330 = getelementptr inbounds %struct.NESTF, ptr %38, i32 0, i32 1
  %331 = getelementptr inbounds %struct.anon.0, ptr %330, i32 0, i32 0
  %332 = load float, ptr %331, align 4
  %333 = fpext float %332 to double
  %334 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, double noundef %325, double noundef %329, double noundef %333)
  %335 = getelementptr inbounds %struct.DF, ptr %43, i32 0, i32 0
  store double 9.500000e+00, ptr %335, align 8
  %336 = getelementptr inbounds %struct.DF, ptr %43, i32 0, i32 1
  store float 2.250000e+00, ptr %336, align 8
  %337 = getelementptr inbounds { double, float }, ptr %43, i32 0, i32 0
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, float }, ptr %43, i32 0, i32 1
  %340 = load float, ptr %339, align 8
  %341 = call { double, float } @dfn(double %338, float %340)
  %342 = getelementptr inbounds { double, float }, ptr %42, i32 0, i32 0
  %343 = extractvalue { double, float } %341, 0
  store double %343, ptr %342, align 8
  %344 = getelementptr inbounds { double, float }, ptr %42, i32 0, i32 1
  %345 = extractvalue { double, float } %341, 1
  store float %345, ptr %344, align 8
  %346 = getelementptr inbounds %struct.DF, ptr %42, i32 0, i32 0
  %347 = load double, ptr %346, align 8
  %348 = getelementptr inbounds %struct.DF, ptr %42, i32 0, i32 1
  %349 = load float, ptr %348, align 8
  %350 = fpext float %349 to double
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, double noundef %347, double noundef %350)
  %352 = getelementptr inbounds %struct.CZ, ptr %45, i32 0, i32 0
  %353 = getelementptr inbounds { double, double }, ptr %352, i32 0, i32 0
  %354 = getelementptr inbounds { double, double }, ptr %352, i32 0, i32 1
  store double 1.000000e+00, ptr %353, align 8
  store double 2.000000e+00, ptr %354, align 8
  %355 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %356 = load double, ptr %355, align 8
  %357 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  %358 = load double, ptr %357, align 8
  %359 = call { double, double } @cz(double %356, double %358)
  %360 = getelementptr inbounds %struct.CZ, ptr %44, i32 0, i32 0
  %361 = getelementptr inbounds { double, double }, ptr %360, i32 0, i32 0
  %362 = extractvalue { double, double } %359, 0
  store double %362, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %360, i32 0, i32 1
  %364 = extractvalue { double, double } %359, 1
  store double %364, ptr %363, align 8
  %365 = getelementptr inbounds %struct.CZ, ptr %44, i32 0, i32 0
  %366 = getelementptr inbounds { double, double }, ptr %365, i32 0, i32 0
  %367 = load double, ptr %366, align 8
  %368 = getelementptr inbounds %struct.CZ, ptr %44, i32 0, i32 0
  %369 = getelementptr inbounds { double, double }, ptr %368, i32 0, i32 1
  %370 = load double, ptr %369, align 8
  %371 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, double noundef %367, double noundef %370)
  %372 = getelementptr inbounds %struct.F2, ptr %47, i32 0, i32 0
  store float 1.000000e+00, ptr %372, align 4
  %373 = getelementptr inbounds %struct.F2, ptr %47, i32 0, i32 1
  store float 2.000000e+00, ptr %373, align 4
  %374 = getelementptr inbounds %struct.D2, ptr %48, i32 0, i32 0
  store double 3.000000e+00, ptr %374, align 8
  %375 = getelementptr inbounds %struct.D2, ptr %48, i32 0, i32 1
  store double 4.000000e+00, ptr %375, align 8
  %376 = getelementptr inbounds %struct.FI, ptr %49, i32 0, i32 0
  store float 5.000000e+00, ptr %376, align 4
  %377 = getelementptr inbounds %struct.FI, ptr %49, i32 0, i32 1
  store i32 6, ptr %377, align 4
  %378 = getelementptr inbounds %struct.DI, ptr %50, i32 0, i32 0
  store double 7.000000e+00, ptr %378, align 8
  %379 = getelementptr inbounds %struct.DI, ptr %50, i32 0, i32 1
  store i32 8, ptr %379, align 8
  %380 = getelementptr inbounds %struct.F4, ptr %51, i32 0, i32 0
  store float 9.000000e+00, ptr %380, align 4
  %381 = getelementptr inbounds %struct.F4, ptr %51, i32 0, i32 1
  store float 1.000000e+01, ptr %381, align 4
  %382 = getelementptr inbounds %struct.F4, ptr %51, i32 0, i32 2
  store float 1.100000e+01, ptr %382, align 4
  %383 = getelementptr inbounds %struct.F4, ptr %51, i32 0, i32 3
  store float 1.200000e+01, ptr %383, align 4
  %384 = getelementptr inbounds %struct.D1, ptr %52, i32 0, i32 0
  store double 1.300000e+01, ptr %384, align 8
  %385 = getelementptr inbounds %struct.IFD, ptr %53, i32 0, i32 0
  store i32 16, ptr %385, align 8
  %386 = getelementptr inbounds %struct.IFD, ptr %53, i32 0, i32 1
  store float 1.700000e+01, ptr %386, align 4
  %387 = getelementptr inbounds %struct.IFD, ptr %53, i32 0, i32 2
  store double 1.800000e+01, ptr %387, align 8
  %388 = getelementptr inbounds %struct.D2, ptr %54, i32 0, i32 0
  store double 1.900000e+01, ptr %388, align 8
  %389 = getelementptr inbounds %struct.D2, ptr %54, i32 0, i32 1
  store double 2.000000e+01, ptr %389, align 8
  %390 = getelementptr inbounds %struct.F3, ptr %55, i32 0, i32 0
  store float 2.100000e+01, ptr %390, align 4
  %391 = getelementptr inbounds %struct.F3, ptr %55, i32 0, i32 1
  store float 2.200000e+01, ptr %391, align 4
  %392 = getelementptr inbounds %struct.F3, ptr %55, i32 0, i32 2
  store float 2.300000e+01, ptr %392, align 4
  %393 = getelementptr inbounds %struct.D4, ptr %56, i32 0, i32 0
  store double 2.500000e+01, ptr %393, align 8
  %394 = getelementptr inbounds %struct.D4, ptr %56, i32 0, i32 1
  store double 2.600000e+01, ptr %394, align 8
  %395 = getelementptr inbounds %struct.D4, ptr %56, i32 0, i32 2
  store double 2.700000e+01, ptr %395, align 8
  %396 = getelementptr inbounds %struct.D4, ptr %56, i32 0, i32 3
  store double 2.800000e+01, ptr %396, align 8
  %397 = load <2 x float>, ptr %47, align 4
  %398 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %399 = load double, ptr %398, align 8
  %400 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  %401 = load double, ptr %400, align 8
  %402 = load i64, ptr %49, align 4
  %403 = getelementptr inbounds { double, i32 }, ptr %50, i32 0, i32 0
  %404 = load double, ptr %403, align 8
  %405 = getelementptr inbounds { double, i32 }, ptr %50, i32 0, i32 1
  %406 = load i32, ptr %405, align 8
  %407 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %51, i32 0, i32 0
  %408 = load <2 x float>, ptr %407, align 4
  %409 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %51, i32 0, i32 1
  %410 = load <2 x float>, ptr %409, align 4
  %411 = getelementptr inbounds %struct.D1, ptr %52, i32 0, i32 0
  %412 = load double, ptr %411, align 8
  %413 = call double @many(<2 x float> %397, double %399, double %401, i64 %402, double %404, i32 %406, <2 x float> %408, <2 x float> %410, double %412, double noundef 1.400000e+01, float noundef 1.500000e+01, ptr noundef byval(%struct.IFD) align 8 %53, ptr noundef byval(%struct.D2) align 8 %54, ptr noundef byval(%struct.F3) align 8 %55, i32 noundef 24, ptr noundef byval(%struct.D4) align 8 %56)
  store double %413, ptr %46, align 8
  %414 = load double, ptr %46, align 8
  %415 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, double noundef %414)
  %416 = load double, ptr %46, align 8
  %417 = fptosi double %416 to i32
  %418 = srem i32 %417, 256
  ret i32 %418
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @f1(float %0) #1 {
  %2 = alloca %struct.F1, align 4
  %3 = alloca %struct.F1, align 4
  %4 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  store float %0, ptr %4, align 4
  %5 = getelementptr inbounds %struct.F1, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = fmul float %6, 2.000000e+00
  store float %7, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 4, i1 false)
  %8 = getelementptr inbounds %struct.F1, ptr %2, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  ret float %9
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2(<2 x float> %0) #0 {
  %2 = alloca %struct.F2, align 4
  %3 = alloca %struct.F2, align 4
  store <2 x float> %0, ptr %3, align 4
  %4 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 1
  %6 = load float, ptr %5, align 4
  store float %6, ptr %4, align 4
  %7 = getelementptr inbounds %struct.F2, ptr %2, i32 0, i32 1
  %8 = getelementptr inbounds %struct.F2, ptr %3, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fadd float %9, 1.000000e+00
  store float %10, ptr %7, align 4
  %11 = load <2 x float>, ptr %2, align 4
  ret <2 x float> %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f3(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.F3, align 4
  %4 = alloca %struct.F3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 2
  %11 = load float, ptr %10, align 4
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.F3, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.F3, ptr %4, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fmul float %17, %19
  store float %20, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %21 = load { <2 x float>, float }, ptr %6, align 8
  ret { <2 x float>, float } %21
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4(<2 x float> %0, <2 x float> %1) #0 {
  %3 = alloca %struct.F4, align 4
  %4 = alloca %struct.F4, align 4
  %5 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %5, align 4
  %6 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %4, i32 0, i32 1
  store <2 x float> %1, ptr %6, align 4
  %7 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 3
  %9 = load float, ptr %8, align 4
  store float %9, ptr %7, align 4
  %10 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 1
  %11 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 2
  %12 = load float, ptr %11, align 4
  store float %12, ptr %10, align 4
  %13 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 2
  %14 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  store float %15, ptr %13, align 4
  %16 = getelementptr inbounds %struct.F4, ptr %3, i32 0, i32 3
  %17 = getelementptr inbounds %struct.F4, ptr %4, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = fsub float %18, 1.000000e+00
  store float %19, ptr %16, align 4
  %20 = load { <2 x float>, <2 x float> }, ptr %3, align 4
  ret { <2 x float>, <2 x float> } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f5(ptr dead_on_unwind noalias writable sret(%struct.F5) align 4 %0, ptr noundef byval(%struct.F5) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %5 = load float, ptr %4, align 8
  store float %5, ptr %3, align 4
  %6 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 3
  %8 = load float, ptr %7, align 4
  store float %8, ptr %6, align 4
  %9 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 2
  %10 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 2
  %11 = load float, ptr %10, align 8
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 3
  %13 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.F5, ptr %0, i32 0, i32 4
  %16 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 0
  %17 = load float, ptr %16, align 8
  %18 = getelementptr inbounds %struct.F5, ptr %1, i32 0, i32 4
  %19 = load float, ptr %18, align 8
  %20 = fadd float %17, %19
  store float %20, ptr %15, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @d1(double %0) #1 {
  %2 = alloca %struct.D1, align 8
  %3 = alloca %struct.D1, align 8
  %4 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store double %0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = fneg double %6
  %8 = getelementptr inbounds %struct.D1, ptr %3, i32 0, i32 0
  store double %7, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 8, i1 false)
  %9 = getelementptr inbounds %struct.D1, ptr %2, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  ret double %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @d2(double %0, double %1) #1 {
  %3 = alloca %struct.D2, align 8
  %4 = alloca %struct.D2, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = fmul double %9, 3.000000e+00
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.D2, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.D2, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fdiv double %13, 2.000000e+00
  store double %14, ptr %11, align 8
  %15 = load { double, double }, ptr %3, align 8
  ret { double, double } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d3(ptr dead_on_unwind noalias writable sret(%struct.D3) align 8 %0, ptr noundef byval(%struct.D3) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 2
  %5 = load double, ptr %4, align 8
  store double %5, ptr %3, align 8
  %6 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 1
  %7 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  store double %8, ptr %6, align 8
  %9 = getelementptr inbounds %struct.D3, ptr %0, i32 0, i32 2
  %10 = getelementptr inbounds %struct.D3, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  store double %11, ptr %9, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d4(ptr dead_on_unwind noalias writable sret(%struct.D4) align 8 %0, ptr noundef byval(%struct.D4) align 8 %1) #1 {
  %3 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 0
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fadd double %5, %7
  store double %8, ptr %3, align 8
  %9 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 1
  %10 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 2
  %13 = load double, ptr %12, align 8
  %14 = fadd double %11, %13
  store double %14, ptr %9, align 8
  %15 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 2
  %16 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 3
  %19 = load double, ptr %18, align 8
  %20 = fadd double %17, %19
  store double %20, ptr %15, align 8
  %21 = getelementptr inbounds %struct.D4, ptr %0, i32 0, i32 3
  %22 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 3
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds %struct.D4, ptr %1, i32 0, i32 0
  %25 = load double, ptr %24, align 8
  %26 = fadd double %23, %25
  store double %26, ptr %21, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fi(i64 %0) #1 {
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
define internal { i64, double } @ifd(i64 %0, double %1) #1 {
  %3 = alloca %struct.IFD, align 8
  %4 = alloca %struct.IFD, align 8
  %5 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.IFD, ptr %4, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  %10 = mul nsw i32 %9, 2
  store i32 %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.IFD, ptr %4, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fadd float %13, 5.000000e-01
  store float %14, ptr %11, align 4
  %15 = getelementptr inbounds %struct.IFD, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.IFD, ptr %4, i32 0, i32 2
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds %struct.IFD, ptr %4, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = sitofp i32 %19 to double
  %21 = fmul double %17, %20
  store double %21, ptr %15, align 8
  %22 = load { i64, double }, ptr %3, align 8
  ret { i64, double } %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, i32 } @di(double %0, i32 %1) #1 {
  %3 = alloca %struct.DI, align 8
  %4 = alloca %struct.DI, align 8
  %5 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, i32 }, ptr %4, i32 0, i32 1
  store i32 %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = sitofp i32 %11 to double
  %13 = fadd double %9, %12
  store double %13, ptr %7, align 8
  %14 = getelementptr inbounds %struct.DI, ptr %3, i32 0, i32 1
  %15 = getelementptr inbounds %struct.DI, ptr %4, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = sub nsw i32 %16, 1
  store i32 %17, ptr %14, align 8
  %18 = load { double, i32 }, ptr %3, align 8
  ret { double, i32 } %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i8, double } @cdf(i8 %0, double %1) #1 {
  %3 = alloca %struct.CD, align 8
  %4 = alloca %struct.CD, align 8
  %5 = getelementptr inbounds { i8, double }, ptr %4, i32 0, i32 0
  store i8 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i8, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.CD, ptr %4, i32 0, i32 0
  %9 = load i8, ptr %8, align 8
  %10 = sext i8 %9 to i32
  %11 = add nsw i32 %10, 1
  %12 = trunc i32 %11 to i8
  store i8 %12, ptr %7, align 8
  %13 = getelementptr inbounds %struct.CD, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.CD, ptr %4, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %15, 1.000000e+01
  store double %16, ptr %13, align 8
  %17 = load { i8, double }, ptr %3, align 8
  ret { i8, double } %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, double } @fcsd(i64 %0, double %1) #1 {
  %3 = alloca %struct.FCSD, align 8
  %4 = alloca %struct.FCSD, align 8
  %5 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %5, align 8
  %6 = getelementptr inbounds { i64, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.FCSD, ptr %4, i32 0, i32 0
  %9 = load float, ptr %8, align 8
  %10 = fmul float %9, 2.000000e+00
  store float %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.FCSD, ptr %4, i32 0, i32 1
  %13 = load i8, ptr %12, align 4
  %14 = sext i8 %13 to i32
  %15 = xor i32 %14, 32
  %16 = trunc i32 %15 to i8
  store i8 %16, ptr %11, align 4
  %17 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 2
  %18 = getelementptr inbounds %struct.FCSD, ptr %4, i32 0, i32 2
  %19 = load i16, ptr %18, align 2
  %20 = sext i16 %19 to i32
  %21 = add nsw i32 %20, 1000
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %17, align 2
  %23 = getelementptr inbounds %struct.FCSD, ptr %3, i32 0, i32 3
  %24 = getelementptr inbounds %struct.FCSD, ptr %4, i32 0, i32 3
  %25 = load double, ptr %24, align 8
  %26 = fneg double %25
  store double %26, ptr %23, align 8
  %27 = load { i64, double }, ptr %3, align 8
  ret { i64, double } %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @ld1(ptr noundef byval(%struct.LD1) align 16 %0) #1 {
  %2 = alloca %struct.LD1, align 16
  %3 = getelementptr inbounds %struct.LD1, ptr %0, i32 0, i32 0
  %4 = load x86_fp80, ptr %3, align 16
  %5 = fdiv x86_fp80 %4, 0xK4000C000000000000000
  %6 = getelementptr inbounds %struct.LD1, ptr %0, i32 0, i32 0
  store x86_fp80 %5, ptr %6, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 %0, i64 16, i1 false)
  %7 = load x86_fp80, ptr %2, align 16
  ret x86_fp80 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ldi(ptr dead_on_unwind noalias writable sret(%struct.LDI) align 16 %0, ptr noundef byval(%struct.LDI) align 16 %1) #1 {
  %3 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 0
  %4 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 0
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %7 = load i32, ptr %6, align 16
  %8 = sitofp i32 %7 to x86_fp80
  %9 = fmul x86_fp80 %5, %8
  store x86_fp80 %9, ptr %3, align 16
  %10 = getelementptr inbounds %struct.LDI, ptr %0, i32 0, i32 1
  %11 = getelementptr inbounds %struct.LDI, ptr %1, i32 0, i32 1
  %12 = load i32, ptr %11, align 16
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %10, align 16
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, double } @fad(<2 x float> %0, double %1) #0 {
  %3 = alloca %struct.FAD, align 8
  %4 = alloca %struct.FAD, align 8
  %5 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %5, align 8
  %6 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.FAD, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.FAD, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds [2 x float], ptr %8, i64 0, i64 1
  %10 = load float, ptr %9, align 4
  store float %10, ptr %7, align 4
  %11 = getelementptr inbounds float, ptr %7, i64 1
  %12 = getelementptr inbounds %struct.FAD, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fptrunc double %13 to float
  store float %14, ptr %11, align 4
  %15 = getelementptr inbounds %struct.FAD, ptr %3, i32 0, i32 1
  %16 = getelementptr inbounds %struct.FAD, ptr %4, i32 0, i32 0
  %17 = getelementptr inbounds [2 x float], ptr %16, i64 0, i64 0
  %18 = load float, ptr %17, align 8
  %19 = fpext float %18 to double
  store double %19, ptr %15, align 8
  %20 = load { <2 x float>, double }, ptr %3, align 8
  ret { <2 x float>, double } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @nestf(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.NESTF, align 4
  %4 = alloca %struct.NESTF, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.NESTF, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 0
  %11 = getelementptr inbounds %struct.NESTF, ptr %4, i32 0, i32 1
  %12 = getelementptr inbounds %struct.anon.0, ptr %11, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  store float %13, ptr %10, align 4
  %14 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 1
  %15 = getelementptr inbounds %struct.NESTF, ptr %4, i32 0, i32 0
  %16 = getelementptr inbounds %struct.anon, ptr %15, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  store float %17, ptr %14, align 4
  %18 = getelementptr inbounds %struct.NESTF, ptr %3, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  %20 = getelementptr inbounds %struct.NESTF, ptr %4, i32 0, i32 0
  %21 = getelementptr inbounds %struct.anon, ptr %20, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  store float %22, ptr %19, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %23 = load { <2 x float>, float }, ptr %6, align 8
  ret { <2 x float>, float } %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, float } @dfn(double %0, float %1) #1 {
  %3 = alloca %struct.DF, align 8
  %4 = alloca %struct.DF, align 8
  %5 = getelementptr inbounds { double, float }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, float }, ptr %4, i32 0, i32 1
  store float %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.DF, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.DF, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 8
  %10 = fpext float %9 to double
  store double %10, ptr %7, align 8
  %11 = getelementptr inbounds %struct.DF, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.DF, ptr %4, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = fptrunc double %13 to float
  store float %14, ptr %11, align 8
  %15 = load { double, float }, ptr %3, align 8
  ret { double, float } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @cz(double %0, double %1) #1 {
  %3 = alloca %struct.CZ, align 8
  %4 = alloca %struct.CZ, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.CZ, ptr %3, i32 0, i32 0
  %8 = getelementptr inbounds %struct.CZ, ptr %4, i32 0, i32 0
  %9 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds %struct.CZ, ptr %4, i32 0, i32 0
  %14 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  %18 = fmul double %10, %15
  %19 = fmul double %12, %17
  %20 = fmul double %10, %17
  %21 = fmul double %12, %15
  %22 = fsub double %18, %19
  %23 = fadd double %20, %21
  %24 = fcmp uno double %22, %22
  br i1 %24, label %25, label %31, !prof !6

25:                                               ; preds = %2
  %26 = fcmp uno double %23, %23
  br i1 %26, label %27, label %31, !prof !6

27:                                               ; preds = %25
  %28 = call { double, double } @__muldc3(double noundef %10, double noundef %12, double noundef %15, double noundef %17) #4
  %29 = extractvalue { double, double } %28, 0
  %30 = extractvalue { double, double } %28, 1
  br label %31

31:                                               ; preds = %27, %25, %2
  %32 = phi double [ %22, %2 ], [ %22, %25 ], [ %29, %27 ]
  %33 = phi double [ %23, %2 ], [ %23, %25 ], [ %30, %27 ]
  %34 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %35 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %32, ptr %34, align 8
  store double %33, ptr %35, align 8
  %36 = getelementptr inbounds %struct.CZ, ptr %3, i32 0, i32 0
  %37 = load { double, double }, ptr %36, align 8
  ret { double, double } %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(<2 x float> %0, double %1, double %2, i64 %3, double %4, i32 %5, <2 x float> %6, <2 x float> %7, double %8, double noundef %9, float noundef %10, ptr noundef byval(%struct.IFD) align 8 %11, ptr noundef byval(%struct.D2) align 8 %12, ptr noundef byval(%struct.F3) align 8 %13, i32 noundef %14, ptr noundef byval(%struct.D4) align 8 %15) #0 {
  %17 = alloca %struct.F2, align 4
  %18 = alloca %struct.D2, align 8
  %19 = alloca %struct.FI, align 4
  %20 = alloca %struct.DI, align 8
  %21 = alloca %struct.F4, align 4
  %22 = alloca %struct.D1, align 8
  %23 = alloca double, align 8
  %24 = alloca float, align 4
  %25 = alloca i32, align 4
  store <2 x float> %0, ptr %17, align 4
  %26 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  store double %1, ptr %26, align 8
  %27 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %2, ptr %27, align 8
  store i64 %3, ptr %19, align 4
  %28 = getelementptr inbounds { double, i32 }, ptr %20, i32 0, i32 0
  store double %4, ptr %28, align 8
  %29 = getelementptr inbounds { double, i32 }, ptr %20, i32 0, i32 1
  store i32 %5, ptr %29, align 8
  %30 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %21, i32 0, i32 0
  store <2 x float> %6, ptr %30, align 4
  %31 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %21, i32 0, i32 1
  store <2 x float> %7, ptr %31, align 4
  %32 = getelementptr inbounds %struct.D1, ptr %22, i32 0, i32 0
  store double %8, ptr %32, align 8
  store double %9, ptr %23, align 8
  store float %10, ptr %24, align 4
  store i32 %14, ptr %25, align 4
  %33 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 0
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds %struct.F2, ptr %17, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = fadd float %34, %36
  %38 = fpext float %37 to double
  %39 = getelementptr inbounds %struct.D2, ptr %18, i32 0, i32 0
  %40 = load double, ptr %39, align 8
  %41 = fadd double %38, %40
  %42 = getelementptr inbounds %struct.D2, ptr %18, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = fadd double %41, %43
  %45 = getelementptr inbounds %struct.FI, ptr %19, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = fpext float %46 to double
  %48 = fadd double %44, %47
  %49 = getelementptr inbounds %struct.FI, ptr %19, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = sitofp i32 %50 to double
  %52 = fadd double %48, %51
  %53 = getelementptr inbounds %struct.DI, ptr %20, i32 0, i32 0
  %54 = load double, ptr %53, align 8
  %55 = fadd double %52, %54
  %56 = getelementptr inbounds %struct.DI, ptr %20, i32 0, i32 1
  %57 = load i32, ptr %56, align 8
  %58 = sitofp i32 %57 to double
  %59 = fadd double %55, %58
  %60 = getelementptr inbounds %struct.F4, ptr %21, i32 0, i32 0
  %61 = load float, ptr %60, align 4
  %62 = fpext float %61 to double
  %63 = fadd double %59, %62
  %64 = getelementptr inbounds %struct.F4, ptr %21, i32 0, i32 3
  %65 = load float, ptr %64, align 4
  %66 = fpext float %65 to double
  %67 = fadd double %63, %66
  %68 = getelementptr inbounds %struct.D1, ptr %22, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = fadd double %67, %69
  %71 = load double, ptr %23, align 8
  %72 = fadd double %70, %71
  %73 = load float, ptr %24, align 4
  %74 = fpext float %73 to double
  %75 = fadd double %72, %74
  %76 = getelementptr inbounds %struct.IFD, ptr %11, i32 0, i32 0
  %77 = load i32, ptr %76, align 8
  %78 = sitofp i32 %77 to double
  %79 = fadd double %75, %78
  %80 = getelementptr inbounds %struct.IFD, ptr %11, i32 0, i32 1
  %81 = load float, ptr %80, align 4
  %82 = fpext float %81 to double
  %83 = fadd double %79, %82
  %84 = getelementptr inbounds %struct.IFD, ptr %11, i32 0, i32 2
  %85 = load double, ptr %84, align 8
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 0
  %88 = load double, ptr %87, align 8
  %89 = fadd double %86, %88
  %90 = getelementptr inbounds %struct.D2, ptr %12, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = fadd double %89, %91
  %93 = getelementptr inbounds %struct.F3, ptr %13, i32 0, i32 0
  %94 = load float, ptr %93, align 8
  %95 = fpext float %94 to double
  %96 = fadd double %92, %95
  %97 = getelementptr inbounds %struct.F3, ptr %13, i32 0, i32 2
  %98 = load float, ptr %97, align 8
  %99 = fpext float %98 to double
  %100 = fadd double %96, %99
  %101 = load i32, ptr %25, align 4
  %102 = sitofp i32 %101 to double
  %103 = fadd double %100, %102
  %104 = getelementptr inbounds %struct.D4, ptr %15, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = fadd double %103, %105
  %107 = getelementptr inbounds %struct.D4, ptr %15, i32 0, i32 3
  %108 = load double, ptr %107, align 8
  %109 = fadd double %106, %108
  ret double %109
}

declare { double, double } @__muldc3(double, double, double, double)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!"branch_weights", i32 1, i32 1048575}
