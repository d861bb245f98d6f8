; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { { float, float }, { double, double } }

@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"conj\00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"abs %.15g arg %.15g\0A\00", align 1
@.str.6 = private unnamed_addr constant [17 x i8] c"float mul %g %g\0A\00", align 1
@.str.7 = private unnamed_addr constant [18 x i8] c"float add5 %g %g\0A\00", align 1
@.str.8 = private unnamed_addr constant [16 x i8] c"ld mul %Lg %Lg\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"rotate12 %.6f %.6f\0A\00", align 1
@.str.10 = private unnamed_addr constant [20 x i8] c"struct %g %g %g %g\0A\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1
@.str.12 = private unnamed_addr constant [15 x i8] c"div by inf-ish\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"%s %.12g%+.12gi\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { double, double }, align 8
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
  %16 = alloca { float, float }, align 4
  %17 = alloca { float, float }, align 4
  %18 = alloca { float, float }, align 4
  %19 = alloca { float, float }, align 4
  %20 = alloca { float, float }, align 4
  %21 = alloca { float, float }, align 4
  %22 = alloca { float, float }, align 4
  %23 = alloca { float, float }, align 4
  %24 = alloca { float, float }, align 4
  %25 = alloca { float, float }, align 4
  %26 = alloca { float, float }, align 4
  %27 = alloca { float, float }, align 4
  %28 = alloca { float, float }, align 4
  %29 = alloca { x86_fp80, x86_fp80 }, align 16
  %30 = alloca { x86_fp80, x86_fp80 }, align 16
  %31 = alloca { x86_fp80, x86_fp80 }, align 16
  %32 = alloca { x86_fp80, x86_fp80 }, align 16
  %33 = alloca { x86_fp80, x86_fp80 }, align 16
  %34 = alloca { double, double }, align 8
  %35 = alloca i32, align 4
  %36 = alloca { double, double }, align 8
  %37 = alloca { double, double }, align 8
  %38 = alloca %struct.cs, align 8
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca { double, double }, align 8
  %43 = alloca { double, double }, align 8
  %44 = alloca i32, align 4
  %45 = alloca { double, double }, align 8
  %46 = alloca { double, double }, align 8
  %47 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  %48 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double 1.500000e+00, ptr %48, align 8
  store double -2.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %51 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double -5.000000e-01, ptr %50, align 8
  store double 4.000000e+00, ptr %51, align 8
  %52 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %57 = load double, ptr %56, align 8
  %58 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %59 = load double, ptr %58, align 8
  %60 = fadd double %53, %57
  %61 = fadd double %55, %59
  %62 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %63 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %60, ptr %62, align 8
  store double %61, ptr %63, align 8
  %64 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %65 = load double, ptr %64, align 8
  %66 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %67 = load double, ptr %66, align 8
  call void @pd(ptr noundef @.str, double noundef %65, double noundef %67)
  %68 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %69 = load double, ptr %68, align 8
  %70 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %71 = load double, ptr %70, align 8
  %72 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %73 = load double, ptr %72, align 8
  %74 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %75 = load double, ptr %74, align 8
  %76 = fsub double %69, %73
  %77 = fsub double %71, %75
  %78 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %79 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %76, ptr %78, align 8
  store double %77, ptr %79, align 8
  %80 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  call void @pd(ptr noundef @.str.1, double noundef %81, double noundef %83)
  %84 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %93 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %85, ptr %92, align 8
  store double %87, ptr %93, align 8
  %94 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %95 = load double, ptr %94, align 8
  %96 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %99 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %89, ptr %98, align 8
  store double %91, ptr %99, align 8
  %100 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = call { double, double } @muld(double noundef %95, double noundef %97, double noundef %101, double noundef %103)
  %105 = extractvalue { double, double } %104, 0
  %106 = extractvalue { double, double } %104, 1
  %107 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %105, ptr %107, align 8
  store double %106, ptr %108, align 8
  %109 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  %112 = load double, ptr %111, align 8
  call void @pd(ptr noundef @.str.2, double noundef %110, double noundef %112)
  %113 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %114 = load double, ptr %113, align 8
  %115 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %120 = load double, ptr %119, align 8
  %121 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %122 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %114, ptr %121, align 8
  store double %116, ptr %122, align 8
  %123 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %128 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %118, ptr %127, align 8
  store double %120, ptr %128, align 8
  %129 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = call { double, double } @divd(double noundef %124, double noundef %126, double noundef %130, double noundef %132)
  %134 = extractvalue { double, double } %133, 0
  %135 = extractvalue { double, double } %133, 1
  %136 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %137 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %134, ptr %136, align 8
  store double %135, ptr %137, align 8
  %138 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %141 = load double, ptr %140, align 8
  call void @pd(ptr noundef @.str.3, double noundef %139, double noundef %141)
  %142 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %143 = load double, ptr %142, align 8
  %144 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %145 = load double, ptr %144, align 8
  %146 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %147 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %143, ptr %146, align 8
  store double %145, ptr %147, align 8
  %148 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %149 = load double, ptr %148, align 8
  %150 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %151 = load double, ptr %150, align 8
  %152 = call { double, double } @conjd(double noundef %149, double noundef %151)
  %153 = extractvalue { double, double } %152, 0
  %154 = extractvalue { double, double } %152, 1
  %155 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %156 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %153, ptr %155, align 8
  store double %154, ptr %156, align 8
  %157 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %160 = load double, ptr %159, align 8
  call void @pd(ptr noundef @.str.4, double noundef %158, double noundef %160)
  %161 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %162 = load double, ptr %161, align 8
  %163 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %164 = load double, ptr %163, align 8
  %165 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %166 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %162, ptr %165, align 8
  store double %164, ptr %166, align 8
  %167 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %168 = load double, ptr %167, align 8
  %169 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %170 = load double, ptr %169, align 8
  %171 = call double @cabs(double noundef %168, double noundef %170) #5
  %172 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %173 = load double, ptr %172, align 8
  %174 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %175 = load double, ptr %174, align 8
  %176 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %177 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %173, ptr %176, align 8
  store double %175, ptr %177, align 8
  %178 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %179 = load double, ptr %178, align 8
  %180 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %181 = load double, ptr %180, align 8
  %182 = call double @carg(double noundef %179, double noundef %181) #5
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %171, double noundef %182)
  %184 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %185 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  store float 2.000000e+00, ptr %184, align 4
  store float 3.000000e+00, ptr %185, align 4
  %186 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %187 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  store float -1.000000e+00, ptr %186, align 4
  store float 5.000000e-01, ptr %187, align 4
  %188 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %193 = load float, ptr %192, align 4
  %194 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %197 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  store float %189, ptr %196, align 4
  store float %191, ptr %197, align 4
  %198 = load <2 x float>, ptr %19, align 4
  %199 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %200 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float %193, ptr %199, align 4
  store float %195, ptr %200, align 4
  %201 = load <2 x float>, ptr %20, align 4
  %202 = call <2 x float> @mulf(<2 x float> noundef %198, <2 x float> noundef %201)
  store <2 x float> %202, ptr %21, align 4
  %203 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %204 = load float, ptr %203, align 4
  %205 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %206 = load float, ptr %205, align 4
  %207 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %208 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  store float %204, ptr %207, align 4
  store float %206, ptr %208, align 4
  %209 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %210 = load float, ptr %209, align 4
  %211 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %212 = load float, ptr %211, align 4
  %213 = fpext float %210 to double
  %214 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %215 = load float, ptr %214, align 4
  %216 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %217 = load float, ptr %216, align 4
  %218 = fpext float %217 to double
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %213, double noundef %218)
  %220 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %221 = load float, ptr %220, align 4
  %222 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %223 = load float, ptr %222, align 4
  %224 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %225 = load float, ptr %224, align 4
  %226 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %227 = load float, ptr %226, align 4
  %228 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %229 = load float, ptr %228, align 4
  %230 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %231 = load float, ptr %230, align 4
  %232 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %233 = load float, ptr %232, align 4
  %234 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %235 = load float, ptr %234, align 4
  %236 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %237 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %221, ptr %236, align 4
  store float %223, ptr %237, align 4
  %238 = load <2 x float>, ptr %23, align 4
  %239 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %240 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %225, ptr %239, align 4
  store float %227, ptr %240, align 4
  %241 = load <2 x float>, ptr %24, align 4
  %242 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %243 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %229, ptr %242, align 4
  store float %231, ptr %243, align 4
  %244 = load <2 x float>, ptr %25, align 4
  %245 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %246 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %233, ptr %245, align 4
  store float %235, ptr %246, align 4
  %247 = load <2 x float>, ptr %26, align 4
  %248 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %249 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float 2.500000e-01, ptr %248, align 4
  store float 2.500000e-01, ptr %249, align 4
  %250 = load <2 x float>, ptr %27, align 4
  %251 = call <2 x float> @addf(<2 x float> noundef %238, <2 x float> noundef %241, <2 x float> noundef %244, <2 x float> noundef %247, <2 x float> noundef %250)
  store <2 x float> %251, ptr %28, align 4
  %252 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %253 = load float, ptr %252, align 4
  %254 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  %255 = load float, ptr %254, align 4
  %256 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %257 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  store float %253, ptr %256, align 4
  store float %255, ptr %257, align 4
  %258 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %259 = load float, ptr %258, align 4
  %260 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  %261 = load float, ptr %260, align 4
  %262 = fpext float %259 to double
  %263 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %264 = load float, ptr %263, align 4
  %265 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  %266 = load float, ptr %265, align 4
  %267 = fpext float %266 to double
  %268 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %262, double noundef %267)
  %269 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %29, i32 0, i32 0
  %270 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %29, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %269, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %270, align 16
  %271 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %30, i32 0, i32 0
  %272 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %30, i32 0, i32 1
  store x86_fp80 0xK3FFE8000000000000000, ptr %271, align 16
  store x86_fp80 0xKBFFD8000000000000000, ptr %272, align 16
  %273 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %29, i32 0, i32 0
  %274 = load x86_fp80, ptr %273, align 16
  %275 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %29, i32 0, i32 1
  %276 = load x86_fp80, ptr %275, align 16
  %277 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %30, i32 0, i32 0
  %278 = load x86_fp80, ptr %277, align 16
  %279 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %30, i32 0, i32 1
  %280 = load x86_fp80, ptr %279, align 16
  %281 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %282 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  store x86_fp80 %274, ptr %281, align 16
  store x86_fp80 %276, ptr %282, align 16
  %283 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %284 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  store x86_fp80 %278, ptr %283, align 16
  store x86_fp80 %280, ptr %284, align 16
  %285 = call { x86_fp80, x86_fp80 } @mull(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %32, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %33)
  %286 = extractvalue { x86_fp80, x86_fp80 } %285, 0
  %287 = extractvalue { x86_fp80, x86_fp80 } %285, 1
  %288 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 0
  %289 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 1
  store x86_fp80 %286, ptr %288, align 16
  store x86_fp80 %287, ptr %289, align 16
  %290 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 0
  %291 = load x86_fp80, ptr %290, align 16
  %292 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 1
  %293 = load x86_fp80, ptr %292, align 16
  %294 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 0
  %295 = load x86_fp80, ptr %294, align 16
  %296 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %31, i32 0, i32 1
  %297 = load x86_fp80, ptr %296, align 16
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %291, x86_fp80 noundef %297)
  %299 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %300 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  store double 1.000000e+00, ptr %299, align 8
  store double 0.000000e+00, ptr %300, align 8
  store i32 0, ptr %35, align 4
  br label %301

301:                                              ; preds = %328, %0
  %302 = load i32, ptr %35, align 4
  %303 = icmp slt i32 %302, 12
  br i1 %303, label %304, label %331

304:                                              ; preds = %301
  %305 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %306 = load double, ptr %305, align 8
  %307 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %308 = load double, ptr %307, align 8
  %309 = call double @cos(double noundef 0x3FE0C152382D7365) #5
  %310 = call double @sin(double noundef 0x3FE0C152382D7365) #5
  %311 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %312 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  store double %306, ptr %311, align 8
  store double %308, ptr %312, align 8
  %313 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %314 = load double, ptr %313, align 8
  %315 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  %316 = load double, ptr %315, align 8
  %317 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %318 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  store double %309, ptr %317, align 8
  store double %310, ptr %318, align 8
  %319 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %320 = load double, ptr %319, align 8
  %321 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  %322 = load double, ptr %321, align 8
  %323 = call { double, double } @muld(double noundef %314, double noundef %316, double noundef %320, double noundef %322)
  %324 = extractvalue { double, double } %323, 0
  %325 = extractvalue { double, double } %323, 1
  %326 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %327 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  store double %324, ptr %326, align 8
  store double %325, ptr %327, align 8
  br label %328

328:                                              ; preds = %304
  %329 = load i32, ptr %35, align 4
  %330 = add nsw i32 %329, 1
  store i32 %330, ptr %35, align 4
  br label %301, !llvm.loop !6

331:                                              ; preds = %301
  %332 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %333 = load double, ptr %332, align 8
  %334 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %335 = load double, ptr %334, align 8
  %336 = fadd double %333, 0.000000e+00
  %337 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %338 = load double, ptr %337, align 8
  %339 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %340 = load double, ptr %339, align 8
  %341 = call double @llvm.fabs.f64(double %340)
  %342 = fcmp olt double %341, 1.000000e-09
  br i1 %342, label %343, label %344

343:                                              ; preds = %331
  br label %349

344:                                              ; preds = %331
  %345 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %346 = load double, ptr %345, align 8
  %347 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %348 = load double, ptr %347, align 8
  br label %349

349:                                              ; preds = %344, %343
  %350 = phi double [ 0.000000e+00, %343 ], [ %348, %344 ]
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %336, double noundef %350)
  call void @mkcs(ptr dead_on_unwind writable sret(%struct.cs) align 8 %38, float noundef 1.500000e+00)
  %352 = getelementptr inbounds %struct.cs, ptr %38, i32 0, i32 0
  %353 = getelementptr inbounds { float, float }, ptr %352, i32 0, i32 0
  %354 = load float, ptr %353, align 8
  %355 = getelementptr inbounds { float, float }, ptr %352, i32 0, i32 1
  %356 = load float, ptr %355, align 4
  %357 = fpext float %354 to double
  %358 = getelementptr inbounds %struct.cs, ptr %38, i32 0, i32 0
  %359 = getelementptr inbounds { float, float }, ptr %358, i32 0, i32 0
  %360 = load float, ptr %359, align 8
  %361 = getelementptr inbounds { float, float }, ptr %358, i32 0, i32 1
  %362 = load float, ptr %361, align 4
  %363 = fpext float %362 to double
  %364 = getelementptr inbounds %struct.cs, ptr %38, i32 0, i32 1
  %365 = getelementptr inbounds { double, double }, ptr %364, i32 0, i32 0
  %366 = load double, ptr %365, align 8
  %367 = getelementptr inbounds { double, double }, ptr %364, i32 0, i32 1
  %368 = load double, ptr %367, align 8
  %369 = getelementptr inbounds %struct.cs, ptr %38, i32 0, i32 1
  %370 = getelementptr inbounds { double, double }, ptr %369, i32 0, i32 0
  %371 = load double, ptr %370, align 8
  %372 = getelementptr inbounds { double, double }, ptr %369, i32 0, i32 1
  %373 = load double, ptr %372, align 8
  %374 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %357, double noundef %363, double noundef %366, double noundef %373)
  store i32 0, ptr %39, align 4
  store i32 -10, ptr %40, align 4
  br label %375

375:                                              ; preds = %473, %349
  %376 = load i32, ptr %40, align 4
  %377 = icmp sle i32 %376, 10
  br i1 %377, label %378, label %476

378:                                              ; preds = %375
  store i32 -20, ptr %41, align 4
  br label %379

379:                                              ; preds = %468, %378
  %380 = load i32, ptr %41, align 4
  %381 = icmp sle i32 %380, 10
  br i1 %381, label %382, label %471

382:                                              ; preds = %379
  %383 = load i32, ptr %41, align 4
  %384 = sitofp i32 %383 to double
  %385 = fdiv double %384, 1.000000e+01
  %386 = load i32, ptr %40, align 4
  %387 = sitofp i32 %386 to double
  %388 = fdiv double %387, 1.000000e+01
  %389 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %390 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  store double %385, ptr %389, align 8
  store double %388, ptr %390, align 8
  %391 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %392 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double 0.000000e+00, ptr %391, align 8
  store double 0.000000e+00, ptr %392, align 8
  store i32 0, ptr %44, align 4
  br label %393

393:                                              ; preds = %440, %382
  %394 = load i32, ptr %44, align 4
  %395 = icmp slt i32 %394, 50
  br i1 %395, label %396, label %416

396:                                              ; preds = %393
  %397 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %398 = load double, ptr %397, align 8
  %399 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %400 = load double, ptr %399, align 8
  %401 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %402 = load double, ptr %401, align 8
  %403 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %404 = load double, ptr %403, align 8
  %405 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %406 = load double, ptr %405, align 8
  %407 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %408 = load double, ptr %407, align 8
  %409 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %410 = load double, ptr %409, align 8
  %411 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %412 = load double, ptr %411, align 8
  %413 = fmul double %408, %412
  %414 = call double @llvm.fmuladd.f64(double %398, double %402, double %413)
  %415 = fcmp ole double %414, 4.000000e+00
  br label %416

416:                                              ; preds = %396, %393
  %417 = phi i1 [ false, %393 ], [ %415, %396 ]
  br i1 %417, label %418, label %453

418:                                              ; preds = %416
  %419 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %420 = load double, ptr %419, align 8
  %421 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %422 = load double, ptr %421, align 8
  %423 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %424 = load double, ptr %423, align 8
  %425 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  %426 = load double, ptr %425, align 8
  %427 = fmul double %420, %424
  %428 = fmul double %422, %426
  %429 = fmul double %420, %426
  %430 = fmul double %422, %424
  %431 = fsub double %427, %428
  %432 = fadd double %429, %430
  %433 = fcmp uno double %431, %431
  br i1 %433, label %434, label %440, !prof !8

434:                                              ; preds = %418
  %435 = fcmp uno double %432, %432
  br i1 %435, label %436, label %440, !prof !8

436:                                              ; preds = %434
  %437 = call { double, double } @__muldc3(double noundef %420, double noundef %422, double noundef %424, double noundef %426) #5
  %438 = extractvalue { double, double } %437, 0
  %439 = extractvalue { double, double } %437, 1
  br label %440

440:                                              ; preds = %436, %434, %418
  %441 = phi double [ %431, %418 ], [ %431, %434 ], [ %438, %436 ]
  %442 = phi double [ %432, %418 ], [ %432, %434 ], [ %439, %436 ]
  %443 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %444 = load double, ptr %443, align 8
  %445 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  %446 = load double, ptr %445, align 8
  %447 = fadd double %441, %444
  %448 = fadd double %442, %446
  %449 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %450 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double %447, ptr %449, align 8
  store double %448, ptr %450, align 8
  %451 = load i32, ptr %44, align 4
  %452 = add nsw i32 %451, 1
  store i32 %452, ptr %44, align 4
  br label %393, !llvm.loop !9

453:                                              ; preds = %416
  %454 = load i32, ptr %44, align 4
  %455 = load i32, ptr %39, align 4
  %456 = add nsw i32 %455, %454
  store i32 %456, ptr %39, align 4
  %457 = load i32, ptr %44, align 4
  %458 = icmp sge i32 %457, 50
  br i1 %458, label %459, label %460

459:                                              ; preds = %453
  br label %465

460:                                              ; preds = %453
  %461 = load i32, ptr %44, align 4
  %462 = icmp sgt i32 %461, 5
  %463 = zext i1 %462 to i64
  %464 = select i1 %462, i32 43, i32 46
  br label %465

465:                                              ; preds = %460, %459
  %466 = phi i32 [ 35, %459 ], [ %464, %460 ]
  %467 = call i32 @putchar(i32 noundef %466)
  br label %468

468:                                              ; preds = %465
  %469 = load i32, ptr %41, align 4
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr %41, align 4
  br label %379, !llvm.loop !10

471:                                              ; preds = %379
  %472 = call i32 @putchar(i32 noundef 10)
  br label %473

473:                                              ; preds = %471
  %474 = load i32, ptr %40, align 4
  %475 = add nsw i32 %474, 1
  store i32 %475, ptr %40, align 4
  br label %375, !llvm.loop !11

476:                                              ; preds = %375
  %477 = load i32, ptr %39, align 4
  %478 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %477)
  %479 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %480 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  store double 1.000000e+00, ptr %479, align 8
  store double 1.000000e+00, ptr %480, align 8
  %481 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %482 = load double, ptr %481, align 8
  %483 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  %484 = load double, ptr %483, align 8
  %485 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %486 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  store double 1.000000e+300, ptr %485, align 8
  store double 1.000000e+300, ptr %486, align 8
  %487 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %488 = load double, ptr %487, align 8
  %489 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  %490 = load double, ptr %489, align 8
  %491 = call { double, double } @divd(double noundef %482, double noundef %484, double noundef %488, double noundef %490)
  %492 = extractvalue { double, double } %491, 0
  %493 = extractvalue { double, double } %491, 1
  %494 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %495 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %492, ptr %494, align 8
  store double %493, ptr %495, align 8
  %496 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %497 = load double, ptr %496, align 8
  %498 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  %499 = load double, ptr %498, align 8
  call void @pd(ptr noundef @.str.12, double noundef %497, double noundef %499)
  %500 = load i32, ptr %39, align 4
  %501 = srem i32 %500, 256
  ret i32 %501
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %7, align 8
  store ptr %0, ptr %5, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %10 = load double, ptr %9, align 8
  %11 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %8, double noundef %10, double noundef %16)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @muld(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = fmul double %13, %17
  %21 = fmul double %15, %19
  %22 = fmul double %13, %19
  %23 = fmul double %15, %17
  %24 = fsub double %20, %21
  %25 = fadd double %22, %23
  %26 = fcmp uno double %24, %24
  br i1 %26, label %27, label %33, !prof !8

27:                                               ; preds = %4
  %28 = fcmp uno double %25, %25
  br i1 %28, label %29, label %33, !prof !8

29:                                               ; preds = %27
  %30 = call { double, double } @__muldc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #5
  %31 = extractvalue { double, double } %30, 0
  %32 = extractvalue { double, double } %30, 1
  br label %33

33:                                               ; preds = %29, %27, %4
  %34 = phi double [ %24, %4 ], [ %24, %27 ], [ %31, %29 ]
  %35 = phi double [ %25, %4 ], [ %25, %27 ], [ %32, %29 ]
  %36 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %37 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %34, ptr %36, align 8
  store double %35, ptr %37, align 8
  %38 = load { double, double }, ptr %5, align 8
  ret { double, double } %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @divd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #1 {
  %5 = alloca { double, double }, align 8
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = call { double, double } @__divdc3(double noundef %13, double noundef %15, double noundef %17, double noundef %19) #5
  %21 = extractvalue { double, double } %20, 0
  %22 = extractvalue { double, double } %20, 1
  %23 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %24 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %21, ptr %23, align 8
  store double %22, ptr %24, align 8
  %25 = load { double, double }, ptr %5, align 8
  ret { double, double } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @conjd(double noundef %0, double noundef %1) #1 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %0, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  %11 = fneg double %10
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %13 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %8, ptr %12, align 8
  store double %11, ptr %13, align 8
  %14 = load { double, double }, ptr %3, align 8
  ret { double, double } %14
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @cabs(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @carg(double noundef, double noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @mulf(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %4, align 4
  store <2 x float> %1, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %8, %12
  %16 = fmul float %10, %14
  %17 = fmul float %8, %14
  %18 = fmul float %10, %12
  %19 = fsub float %15, %16
  %20 = fadd float %17, %18
  %21 = fcmp uno float %19, %19
  br i1 %21, label %22, label %30, !prof !8

22:                                               ; preds = %2
  %23 = fcmp uno float %20, %20
  br i1 %23, label %24, label %30, !prof !8

24:                                               ; preds = %22
  %25 = call <2 x float> @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #5
  store <2 x float> %25, ptr %6, align 4
  %26 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %29 = load float, ptr %28, align 4
  br label %30

30:                                               ; preds = %24, %22, %2
  %31 = phi float [ %19, %2 ], [ %19, %22 ], [ %27, %24 ]
  %32 = phi float [ %20, %2 ], [ %20, %22 ], [ %29, %24 ]
  %33 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %34 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %31, ptr %33, align 4
  store float %32, ptr %34, align 4
  %35 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @addf(<2 x float> noundef %0, <2 x float> noundef %1, <2 x float> noundef %2, <2 x float> noundef %3, <2 x float> noundef %4) #0 {
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  store <2 x float> %0, ptr %7, align 4
  store <2 x float> %1, ptr %8, align 4
  store <2 x float> %2, ptr %9, align 4
  store <2 x float> %3, ptr %10, align 4
  store <2 x float> %4, ptr %11, align 4
  %12 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fadd float %13, %17
  %21 = fadd float %15, %19
  %22 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %23 = load float, ptr %22, align 4
  %24 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fadd float %20, %23
  %27 = fadd float %21, %25
  %28 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = fadd float %26, %29
  %33 = fadd float %27, %31
  %34 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %37 = load float, ptr %36, align 4
  %38 = fadd float %32, %35
  %39 = fadd float %33, %37
  %40 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %41 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %38, ptr %40, align 4
  store float %39, ptr %41, align 4
  %42 = load <2 x float>, ptr %6, align 4
  ret <2 x float> %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { x86_fp80, x86_fp80 } @mull(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %1) #1 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %9 = load x86_fp80, ptr %8, align 16
  %10 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %11 = load x86_fp80, ptr %10, align 16
  %12 = fmul x86_fp80 %5, %9
  %13 = fmul x86_fp80 %7, %11
  %14 = fmul x86_fp80 %5, %11
  %15 = fmul x86_fp80 %7, %9
  %16 = fsub x86_fp80 %12, %13
  %17 = fadd x86_fp80 %14, %15
  %18 = fcmp uno x86_fp80 %16, %16
  br i1 %18, label %19, label %25, !prof !8

19:                                               ; preds = %2
  %20 = fcmp uno x86_fp80 %17, %17
  br i1 %20, label %21, label %25, !prof !8

21:                                               ; preds = %19
  %22 = call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %5, x86_fp80 noundef %7, x86_fp80 noundef %9, x86_fp80 noundef %11) #5
  %23 = extractvalue { x86_fp80, x86_fp80 } %22, 0
  %24 = extractvalue { x86_fp80, x86_fp80 } %22, 1
  br label %25

25:                                               ; preds = %21, %19, %2
  %26 = phi x86_fp80 [ %16, %2 ], [ %16, %19 ], [ %23, %21 ]
  %27 = phi x86_fp80 [ %17, %2 ], [ %17, %19 ], [ %24, %21 ]
  %28 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %29 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %26, ptr %28, align 16
  store x86_fp80 %27, ptr %29, align 16
  %30 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %30
}

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkcs(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, float noundef %1) #1 {
  %3 = alloca float, align 4
  store float %1, ptr %3, align 4
  %4 = load float, ptr %3, align 4
  %5 = load float, ptr %3, align 4
  %6 = fneg float %5
  %7 = getelementptr inbounds %struct.cs, ptr %0, i32 0, i32 0
  %8 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %4, ptr %8, align 8
  store float %6, ptr %9, align 4
  %10 = load float, ptr %3, align 4
  %11 = fmul float %10, 2.000000e+00
  %12 = fpext float %11 to double
  %13 = load float, ptr %3, align 4
  %14 = fmul float %13, 3.000000e+00
  %15 = fpext float %14 to double
  %16 = getelementptr inbounds %struct.cs, ptr %0, i32 0, i32 1
  %17 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %12, ptr %17, align 8
  store double %15, ptr %18, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

declare { double, double } @__muldc3(double, double, double, double)

declare i32 @putchar(i32 noundef) #2

declare { double, double } @__divdc3(double, double, double, double)

declare <2 x float> @__mulsc3(float, float, float, float)

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
