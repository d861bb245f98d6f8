; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { i8, { float, float }, { double, double } }

@.str = private unnamed_addr constant [5 x i8] c"mulf\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"divf\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"muld\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"divd\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"divd by 0\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"mul inf\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"mul nan,inf\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"div inf\00", align 1
@.str.8 = private unnamed_addr constant [33 x i8] c"mull (%La, %La)\0Adivl (%La, %La)\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"many\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"rot: %c (%g,%g) (%g,%g)\0A\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.12 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"%s (%s%a, %s%a)\0A\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca float, align 4
  %3 = alloca float, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { double, double }, align 8
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  %12 = alloca { float, float }, align 4
  %13 = alloca { double, double }, align 8
  %14 = alloca double, align 8
  %15 = alloca double, align 8
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
  %19 = alloca { double, double }, align 8
  %20 = alloca { double, double }, align 8
  %21 = alloca { double, double }, align 8
  %22 = alloca { double, double }, align 8
  %23 = alloca { double, double }, align 8
  %24 = alloca { double, double }, align 8
  %25 = alloca { double, double }, align 8
  %26 = alloca { double, double }, align 8
  %27 = alloca { double, double }, align 8
  %28 = alloca { double, double }, align 8
  %29 = alloca { double, double }, align 8
  %30 = alloca { double, double }, align 8
  %31 = alloca { double, double }, align 8
  %32 = alloca { double, double }, align 8
  %33 = alloca { double, double }, align 8
  %34 = alloca { double, double }, align 8
  %35 = alloca { double, double }, align 8
  %36 = alloca { x86_fp80, x86_fp80 }, align 16
  %37 = alloca { x86_fp80, x86_fp80 }, align 16
  %38 = alloca { x86_fp80, x86_fp80 }, align 16
  %39 = alloca { x86_fp80, x86_fp80 }, align 16
  %40 = alloca { x86_fp80, x86_fp80 }, align 16
  %41 = alloca { x86_fp80, x86_fp80 }, align 16
  %42 = alloca { x86_fp80, x86_fp80 }, align 16
  %43 = alloca { x86_fp80, x86_fp80 }, align 16
  %44 = alloca { double, double }, align 8
  %45 = alloca { float, float }, align 4
  %46 = alloca { x86_fp80, x86_fp80 }, align 16
  %47 = alloca { double, double }, align 8
  %48 = alloca { double, double }, align 8
  %49 = alloca { double, double }, align 8
  %50 = alloca %struct.cs, align 8
  %51 = alloca i32, align 4
  %52 = alloca %struct.cs, align 8
  %53 = alloca { double, double }, align 8
  %54 = alloca { double, double }, align 8
  %55 = alloca i32, align 4
  %56 = alloca { double, double }, align 8
  %57 = alloca { double, double }, align 8
  %58 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  store volatile float -2.000000e+00, ptr %3, align 4
  %59 = load volatile float, ptr %2, align 4
  %60 = load volatile float, ptr %3, align 4
  %61 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %62 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %59, ptr %61, align 4
  store float %60, ptr %62, align 4
  %63 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %64 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float 2.500000e-01, ptr %63, align 4
  store float 4.000000e+00, ptr %64, align 4
  %65 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %66 = load float, ptr %65, align 4
  %67 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %68 = load float, ptr %67, align 4
  %69 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %74 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %66, ptr %73, align 4
  store float %68, ptr %74, align 4
  %75 = load <2 x float>, ptr %6, align 4
  %76 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %77 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %70, ptr %76, align 4
  store float %72, ptr %77, align 4
  %78 = load <2 x float>, ptr %7, align 4
  %79 = call <2 x float> @mulf(<2 x float> noundef %75, <2 x float> noundef %78)
  store <2 x float> %79, ptr %8, align 4
  %80 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %81 = load float, ptr %80, align 4
  %82 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %83 = load float, ptr %82, align 4
  %84 = fpext float %81 to double
  %85 = fpext float %83 to double
  %86 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %87 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %84, ptr %86, align 8
  store double %85, ptr %87, align 8
  %88 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %89 = load double, ptr %88, align 8
  %90 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  %91 = load double, ptr %90, align 8
  call void @pd(ptr noundef @.str, double noundef %89, double noundef %91)
  %92 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %97 = load float, ptr %96, align 4
  %98 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %99 = load float, ptr %98, align 4
  %100 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %101 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float %93, ptr %100, align 4
  store float %95, ptr %101, align 4
  %102 = load <2 x float>, ptr %10, align 4
  %103 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %104 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %97, ptr %103, align 4
  store float %99, ptr %104, align 4
  %105 = load <2 x float>, ptr %11, align 4
  %106 = call <2 x float> @divf(<2 x float> noundef %102, <2 x float> noundef %105)
  store <2 x float> %106, ptr %12, align 4
  %107 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %108 = load float, ptr %107, align 4
  %109 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %110 = load float, ptr %109, align 4
  %111 = fpext float %108 to double
  %112 = fpext float %110 to double
  %113 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %111, ptr %113, align 8
  store double %112, ptr %114, align 8
  %115 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  call void @pd(ptr noundef @.str.1, double noundef %116, double noundef %118)
  store volatile double 3.000000e+00, ptr %14, align 8
  store volatile double 5.000000e-01, ptr %15, align 8
  %119 = load volatile double, ptr %14, align 8
  %120 = load volatile double, ptr %15, align 8
  %121 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %122 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %119, ptr %121, align 8
  store double %120, ptr %122, align 8
  %123 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %124 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double -1.000000e+00, ptr %123, align 8
  store double 2.000000e+00, ptr %124, align 8
  %125 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %126 = load double, ptr %125, align 8
  %127 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %134 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %126, ptr %133, align 8
  store double %128, ptr %134, align 8
  %135 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %140 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %130, ptr %139, align 8
  store double %132, ptr %140, align 8
  %141 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %142 = load double, ptr %141, align 8
  %143 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  %144 = load double, ptr %143, align 8
  %145 = call { double, double } @muld(double noundef %136, double noundef %138, double noundef %142, double noundef %144)
  %146 = extractvalue { double, double } %145, 0
  %147 = extractvalue { double, double } %145, 1
  %148 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %149 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  store double %146, ptr %148, align 8
  store double %147, ptr %149, align 8
  %150 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %151 = load double, ptr %150, align 8
  %152 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  %153 = load double, ptr %152, align 8
  call void @pd(ptr noundef @.str.2, double noundef %151, double noundef %153)
  %154 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %159 = load double, ptr %158, align 8
  %160 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %161 = load double, ptr %160, align 8
  %162 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %163 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %155, ptr %162, align 8
  store double %157, ptr %163, align 8
  %164 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %165 = load double, ptr %164, align 8
  %166 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  %167 = load double, ptr %166, align 8
  %168 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %169 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %159, ptr %168, align 8
  store double %161, ptr %169, align 8
  %170 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %171 = load double, ptr %170, align 8
  %172 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %173 = load double, ptr %172, align 8
  %174 = call { double, double } @divd(double noundef %165, double noundef %167, double noundef %171, double noundef %173)
  %175 = extractvalue { double, double } %174, 0
  %176 = extractvalue { double, double } %174, 1
  %177 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %178 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  store double %175, ptr %177, align 8
  store double %176, ptr %178, align 8
  %179 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %180 = load double, ptr %179, align 8
  %181 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  %182 = load double, ptr %181, align 8
  call void @pd(ptr noundef @.str.3, double noundef %180, double noundef %182)
  %183 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %184 = load double, ptr %183, align 8
  %185 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %186 = load double, ptr %185, align 8
  %187 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %188 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  store double %184, ptr %187, align 8
  store double %186, ptr %188, align 8
  %189 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %190 = load double, ptr %189, align 8
  %191 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  %192 = load double, ptr %191, align 8
  %193 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %194 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double 0.000000e+00, ptr %193, align 8
  store double 0.000000e+00, ptr %194, align 8
  %195 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %196 = load double, ptr %195, align 8
  %197 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  %198 = load double, ptr %197, align 8
  %199 = call { double, double } @divd(double noundef %190, double noundef %192, double noundef %196, double noundef %198)
  %200 = extractvalue { double, double } %199, 0
  %201 = extractvalue { double, double } %199, 1
  %202 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  %203 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  store double %200, ptr %202, align 8
  store double %201, ptr %203, align 8
  %204 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  %205 = load double, ptr %204, align 8
  %206 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  %207 = load double, ptr %206, align 8
  call void @pd(ptr noundef @.str.4, double noundef %205, double noundef %207)
  %208 = load volatile double, ptr %14, align 8
  %209 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %210 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %209, align 8
  store double %208, ptr %210, align 8
  %211 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %212 = load double, ptr %211, align 8
  %213 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  %214 = load double, ptr %213, align 8
  %215 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %216 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  store double 0.000000e+00, ptr %215, align 8
  store double 1.000000e+00, ptr %216, align 8
  %217 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %218 = load double, ptr %217, align 8
  %219 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  %220 = load double, ptr %219, align 8
  %221 = call { double, double } @muld(double noundef %212, double noundef %214, double noundef %218, double noundef %220)
  %222 = extractvalue { double, double } %221, 0
  %223 = extractvalue { double, double } %221, 1
  %224 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %225 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  store double %222, ptr %224, align 8
  store double %223, ptr %225, align 8
  %226 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %227 = load double, ptr %226, align 8
  %228 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %229 = load double, ptr %228, align 8
  call void @pd(ptr noundef @.str.5, double noundef %227, double noundef %229)
  %230 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %231 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %230, align 8
  store double 0x7FF0000000000000, ptr %231, align 8
  %232 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %233 = load double, ptr %232, align 8
  %234 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  %235 = load double, ptr %234, align 8
  %236 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %237 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  store double 2.000000e+00, ptr %236, align 8
  store double 0.000000e+00, ptr %237, align 8
  %238 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %239 = load double, ptr %238, align 8
  %240 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  %241 = load double, ptr %240, align 8
  %242 = call { double, double } @muld(double noundef %233, double noundef %235, double noundef %239, double noundef %241)
  %243 = extractvalue { double, double } %242, 0
  %244 = extractvalue { double, double } %242, 1
  %245 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %246 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double %243, ptr %245, align 8
  store double %244, ptr %246, align 8
  %247 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %248 = load double, ptr %247, align 8
  %249 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %250 = load double, ptr %249, align 8
  call void @pd(ptr noundef @.str.6, double noundef %248, double noundef %250)
  %251 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %252 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  store double 1.000000e+00, ptr %251, align 8
  store double 1.000000e+00, ptr %252, align 8
  %253 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %254 = load double, ptr %253, align 8
  %255 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  %256 = load double, ptr %255, align 8
  %257 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %258 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %257, align 8
  store double 0x7FF0000000000000, ptr %258, align 8
  %259 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %260 = load double, ptr %259, align 8
  %261 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %262 = load double, ptr %261, align 8
  %263 = call { double, double } @divd(double noundef %254, double noundef %256, double noundef %260, double noundef %262)
  %264 = extractvalue { double, double } %263, 0
  %265 = extractvalue { double, double } %263, 1
  %266 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %267 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double %264, ptr %266, align 8
  store double %265, ptr %267, align 8
  %268 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %269 = load double, ptr %268, align 8
  %270 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  %271 = load double, ptr %270, align 8
  call void @pd(ptr noundef @.str.7, double noundef %269, double noundef %271)
  %272 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %273 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  store x86_fp80 0xK4000C000000000000000, ptr %272, align 16
  store x86_fp80 0xK40018000000000000000, ptr %273, align 16
  %274 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %275 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %274, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %275, align 16
  %276 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %277 = load x86_fp80, ptr %276, align 16
  %278 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  %279 = load x86_fp80, ptr %278, align 16
  %280 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %281 = load x86_fp80, ptr %280, align 16
  %282 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  %283 = load x86_fp80, ptr %282, align 16
  %284 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %39, i32 0, i32 0
  %285 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %39, i32 0, i32 1
  store x86_fp80 %277, ptr %284, align 16
  store x86_fp80 %279, ptr %285, align 16
  %286 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %40, i32 0, i32 0
  %287 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %40, i32 0, i32 1
  store x86_fp80 %281, ptr %286, align 16
  store x86_fp80 %283, ptr %287, align 16
  %288 = call { x86_fp80, x86_fp80 } @mull(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %39, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %40)
  %289 = extractvalue { x86_fp80, x86_fp80 } %288, 0
  %290 = extractvalue { x86_fp80, x86_fp80 } %288, 1
  %291 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 0
  %292 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 1
  store x86_fp80 %289, ptr %291, align 16
  store x86_fp80 %290, ptr %292, align 16
  %293 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %294 = load x86_fp80, ptr %293, align 16
  %295 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  %296 = load x86_fp80, ptr %295, align 16
  %297 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %298 = load x86_fp80, ptr %297, align 16
  %299 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  %300 = load x86_fp80, ptr %299, align 16
  %301 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 0
  %302 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 1
  store x86_fp80 %294, ptr %301, align 16
  store x86_fp80 %296, ptr %302, align 16
  %303 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 0
  %304 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 1
  store x86_fp80 %298, ptr %303, align 16
  store x86_fp80 %300, ptr %304, align 16
  %305 = call { x86_fp80, x86_fp80 } @divl(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %42, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %43)
  %306 = extractvalue { x86_fp80, x86_fp80 } %305, 0
  %307 = extractvalue { x86_fp80, x86_fp80 } %305, 1
  %308 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 0
  %309 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 1
  store x86_fp80 %306, ptr %308, align 16
  store x86_fp80 %307, ptr %309, align 16
  %310 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 0
  %311 = load x86_fp80, ptr %310, align 16
  %312 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 1
  %313 = load x86_fp80, ptr %312, align 16
  %314 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 0
  %315 = load x86_fp80, ptr %314, align 16
  %316 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %38, i32 0, i32 1
  %317 = load x86_fp80, ptr %316, align 16
  %318 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 0
  %319 = load x86_fp80, ptr %318, align 16
  %320 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 1
  %321 = load x86_fp80, ptr %320, align 16
  %322 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 0
  %323 = load x86_fp80, ptr %322, align 16
  %324 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %41, i32 0, i32 1
  %325 = load x86_fp80, ptr %324, align 16
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %311, x86_fp80 noundef %317, x86_fp80 noundef %319, x86_fp80 noundef %325)
  %327 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %328 = load double, ptr %327, align 8
  %329 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %330 = load double, ptr %329, align 8
  %331 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %332 = load float, ptr %331, align 4
  %333 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %334 = load float, ptr %333, align 4
  %335 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %336 = load x86_fp80, ptr %335, align 16
  %337 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  %338 = load x86_fp80, ptr %337, align 16
  %339 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %340 = load double, ptr %339, align 8
  %341 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %342 = load double, ptr %341, align 8
  %343 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %344 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  store double %328, ptr %343, align 8
  store double %330, ptr %344, align 8
  %345 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %346 = load double, ptr %345, align 8
  %347 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  %348 = load double, ptr %347, align 8
  %349 = getelementptr inbounds { float, float }, ptr %45, i32 0, i32 0
  %350 = getelementptr inbounds { float, float }, ptr %45, i32 0, i32 1
  store float %332, ptr %349, align 4
  store float %334, ptr %350, align 4
  %351 = load <2 x float>, ptr %45, align 4
  %352 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %46, i32 0, i32 0
  %353 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %46, i32 0, i32 1
  store x86_fp80 %336, ptr %352, align 16
  store x86_fp80 %338, ptr %353, align 16
  %354 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %355 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %340, ptr %354, align 8
  store double %342, ptr %355, align 8
  %356 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %357 = load double, ptr %356, align 8
  %358 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  %359 = load double, ptr %358, align 8
  %360 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %361 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  store double 1.000000e+00, ptr %360, align 8
  store double 1.000000e+00, ptr %361, align 8
  %362 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 0
  %363 = load double, ptr %362, align 8
  %364 = getelementptr inbounds { double, double }, ptr %48, i32 0, i32 1
  %365 = load double, ptr %364, align 8
  %366 = call { double, double } @many(double noundef %346, double noundef %348, <2 x float> noundef %351, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %46, double noundef %357, double noundef %359, double noundef %363, double noundef %365)
  %367 = extractvalue { double, double } %366, 0
  %368 = extractvalue { double, double } %366, 1
  %369 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %370 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  store double %367, ptr %369, align 8
  store double %368, ptr %370, align 8
  %371 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %372 = load double, ptr %371, align 8
  %373 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  %374 = load double, ptr %373, align 8
  call void @pd(ptr noundef @.str.9, double noundef %372, double noundef %374)
  %375 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 0
  store i8 97, ptr %375, align 8
  %376 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 1
  %377 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %378 = load float, ptr %377, align 4
  %379 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %380 = load float, ptr %379, align 4
  %381 = getelementptr inbounds { float, float }, ptr %376, i32 0, i32 0
  %382 = getelementptr inbounds { float, float }, ptr %376, i32 0, i32 1
  store float %378, ptr %381, align 4
  store float %380, ptr %382, align 4
  %383 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 2
  %384 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %385 = load double, ptr %384, align 8
  %386 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %387 = load double, ptr %386, align 8
  %388 = getelementptr inbounds { double, double }, ptr %383, i32 0, i32 0
  %389 = getelementptr inbounds { double, double }, ptr %383, i32 0, i32 1
  store double %385, ptr %388, align 8
  store double %387, ptr %389, align 8
  store i32 0, ptr %51, align 4
  br label %390

390:                                              ; preds = %394, %0
  %391 = load i32, ptr %51, align 4
  %392 = icmp slt i32 %391, 3
  br i1 %392, label %393, label %397

393:                                              ; preds = %390
  call void @rot(ptr dead_on_unwind writable sret(%struct.cs) align 8 %52, ptr noundef byval(%struct.cs) align 8 %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %50, ptr align 8 %52, i64 32, i1 false)
  br label %394

394:                                              ; preds = %393
  %395 = load i32, ptr %51, align 4
  %396 = add nsw i32 %395, 1
  store i32 %396, ptr %51, align 4
  br label %390, !llvm.loop !6

397:                                              ; preds = %390
  %398 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 0
  %399 = load i8, ptr %398, align 8
  %400 = sext i8 %399 to i32
  %401 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 1
  %402 = getelementptr inbounds { float, float }, ptr %401, i32 0, i32 0
  %403 = load float, ptr %402, align 4
  %404 = getelementptr inbounds { float, float }, ptr %401, i32 0, i32 1
  %405 = load float, ptr %404, align 4
  %406 = fpext float %403 to double
  %407 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 1
  %408 = getelementptr inbounds { float, float }, ptr %407, i32 0, i32 0
  %409 = load float, ptr %408, align 4
  %410 = getelementptr inbounds { float, float }, ptr %407, i32 0, i32 1
  %411 = load float, ptr %410, align 4
  %412 = fpext float %411 to double
  %413 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 2
  %414 = getelementptr inbounds { double, double }, ptr %413, i32 0, i32 0
  %415 = load double, ptr %414, align 8
  %416 = getelementptr inbounds { double, double }, ptr %413, i32 0, i32 1
  %417 = load double, ptr %416, align 8
  %418 = getelementptr inbounds %struct.cs, ptr %50, i32 0, i32 2
  %419 = getelementptr inbounds { double, double }, ptr %418, i32 0, i32 0
  %420 = load double, ptr %419, align 8
  %421 = getelementptr inbounds { double, double }, ptr %418, i32 0, i32 1
  %422 = load double, ptr %421, align 8
  %423 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %400, double noundef %406, double noundef %412, double noundef %415, double noundef %422)
  %424 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %425 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  store double 0.000000e+00, ptr %424, align 8
  store double 0.000000e+00, ptr %425, align 8
  %426 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %427 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  store double 6.000000e-01, ptr %426, align 8
  store double 8.000000e-01, ptr %427, align 8
  store i32 0, ptr %55, align 4
  br label %428

428:                                              ; preds = %465, %397
  %429 = load i32, ptr %55, align 4
  %430 = icmp slt i32 %429, 20
  br i1 %430, label %431, label %468

431:                                              ; preds = %428
  %432 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %433 = load double, ptr %432, align 8
  %434 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %435 = load double, ptr %434, align 8
  %436 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %437 = load double, ptr %436, align 8
  %438 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  %439 = load double, ptr %438, align 8
  %440 = fmul double %433, %437
  %441 = fmul double %435, %439
  %442 = fmul double %433, %439
  %443 = fmul double %435, %437
  %444 = fsub double %440, %441
  %445 = fadd double %442, %443
  %446 = fcmp uno double %444, %444
  br i1 %446, label %447, label %453, !prof !8

447:                                              ; preds = %431
  %448 = fcmp uno double %445, %445
  br i1 %448, label %449, label %453, !prof !8

449:                                              ; preds = %447
  %450 = call { double, double } @__muldc3(double noundef %433, double noundef %435, double noundef %437, double noundef %439) #5
  %451 = extractvalue { double, double } %450, 0
  %452 = extractvalue { double, double } %450, 1
  br label %453

453:                                              ; preds = %449, %447, %431
  %454 = phi double [ %444, %431 ], [ %444, %447 ], [ %451, %449 ]
  %455 = phi double [ %445, %431 ], [ %445, %447 ], [ %452, %449 ]
  %456 = load i32, ptr %55, align 4
  %457 = sitofp i32 %456 to double
  %458 = load i32, ptr %55, align 4
  %459 = sub nsw i32 0, %458
  %460 = sitofp i32 %459 to double
  %461 = fadd double %454, %457
  %462 = fadd double %455, %460
  %463 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %464 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  store double %461, ptr %463, align 8
  store double %462, ptr %464, align 8
  br label %465

465:                                              ; preds = %453
  %466 = load i32, ptr %55, align 4
  %467 = add nsw i32 %466, 1
  store i32 %467, ptr %55, align 4
  br label %428, !llvm.loop !9

468:                                              ; preds = %428
  %469 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %470 = load double, ptr %469, align 8
  %471 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %472 = load double, ptr %471, align 8
  %473 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %474 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  store double %470, ptr %473, align 8
  store double %472, ptr %474, align 8
  %475 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %476 = load double, ptr %475, align 8
  %477 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  %478 = load double, ptr %477, align 8
  call void @pd(ptr noundef @.str.11, double noundef %476, double noundef %478)
  %479 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32)
  %480 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %481 = load double, ptr %480, align 8
  %482 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %483 = load double, ptr %482, align 8
  %484 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %485 = load double, ptr %484, align 8
  %486 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %487 = load double, ptr %486, align 8
  %488 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 0
  %489 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 1
  store double %481, ptr %488, align 8
  store double %483, ptr %489, align 8
  %490 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 0
  %491 = load double, ptr %490, align 8
  %492 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 1
  %493 = load double, ptr %492, align 8
  %494 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 0
  %495 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 1
  store double %485, ptr %494, align 8
  store double %487, ptr %495, align 8
  %496 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 0
  %497 = load double, ptr %496, align 8
  %498 = getelementptr inbounds { double, double }, ptr %58, i32 0, i32 1
  %499 = load double, ptr %498, align 8
  %500 = call { double, double } @muld(double noundef %491, double noundef %493, double noundef %497, double noundef %499)
  %501 = extractvalue { double, double } %500, 0
  %502 = extractvalue { double, double } %500, 1
  %503 = fptosi double %501 to i32
  %504 = and i32 %503, 63
  ret i32 %504
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, double noundef %1, double noundef %2) #1 {
  %4 = alloca { double, double }, align 8
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  store double %1, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %2, ptr %9, align 8
  store ptr %0, ptr %5, align 8
  %10 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  store double %11, ptr %6, align 8
  %14 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %17 = load double, ptr %16, align 8
  store double %17, ptr %7, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = load double, ptr %6, align 8
  %20 = call i1 @llvm.is.fpclass.f64(double %19, i32 3)
  %21 = zext i1 %20 to i64
  %22 = select i1 %20, ptr @.str.14, ptr @.str.15
  %23 = load double, ptr %6, align 8
  %24 = call i1 @llvm.is.fpclass.f64(double %23, i32 3)
  br i1 %24, label %25, label %26

25:                                               ; preds = %3
  br label %28

26:                                               ; preds = %3
  %27 = load double, ptr %6, align 8
  br label %28

28:                                               ; preds = %26, %25
  %29 = phi double [ 0.000000e+00, %25 ], [ %27, %26 ]
  %30 = load double, ptr %7, align 8
  %31 = call i1 @llvm.is.fpclass.f64(double %30, i32 3)
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.14, ptr @.str.15
  %34 = load double, ptr %7, align 8
  %35 = call i1 @llvm.is.fpclass.f64(double %34, i32 3)
  br i1 %35, label %36, label %37

36:                                               ; preds = %28
  br label %39

37:                                               ; preds = %28
  %38 = load double, ptr %7, align 8
  br label %39

39:                                               ; preds = %37, %36
  %40 = phi double [ 0.000000e+00, %36 ], [ %38, %37 ]
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %18, ptr noundef %22, double noundef %29, ptr noundef %33, double noundef %40)
  ret void
}

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
define internal <2 x float> @divf(<2 x float> noundef %0, <2 x float> noundef %1) #0 {
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
  %15 = call <2 x float> @__divsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #5
  store <2 x float> %15, ptr %6, align 4
  %16 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %17, ptr %20, align 4
  store float %19, ptr %21, align 4
  %22 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %22
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

; Function Attrs: noinline nounwind optnone uwtable
define internal { x86_fp80, x86_fp80 } @divl(ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %1) #1 {
  %3 = alloca { x86_fp80, x86_fp80 }, align 16
  %4 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %5 = load x86_fp80, ptr %4, align 16
  %6 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %7 = load x86_fp80, ptr %6, align 16
  %8 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %9 = load x86_fp80, ptr %8, align 16
  %10 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %11 = load x86_fp80, ptr %10, align 16
  %12 = call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %5, x86_fp80 noundef %7, x86_fp80 noundef %9, x86_fp80 noundef %11) #5
  %13 = extractvalue { x86_fp80, x86_fp80 } %12, 0
  %14 = extractvalue { x86_fp80, x86_fp80 } %12, 1
  %15 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %16 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  store x86_fp80 %13, ptr %15, align 16
  store x86_fp80 %14, ptr %16, align 16
  %17 = load { x86_fp80, x86_fp80 }, ptr %3, align 16
  ret { x86_fp80, x86_fp80 } %17
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @many(double noundef %0, double noundef %1, <2 x float> noundef %2, ptr noundef byval({ x86_fp80, x86_fp80 }) align 16 %3, double noundef %4, double noundef %5, double noundef %6, double noundef %7) #0 {
  %9 = alloca { double, double }, align 8
  %10 = alloca { double, double }, align 8
  %11 = alloca { float, float }, align 4
  %12 = alloca { double, double }, align 8
  %13 = alloca { double, double }, align 8
  %14 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  store double %0, ptr %14, align 8
  %15 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %1, ptr %15, align 8
  store <2 x float> %2, ptr %11, align 4
  %16 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  store double %4, ptr %16, align 8
  %17 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %5, ptr %17, align 8
  %18 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  store double %6, ptr %18, align 8
  %19 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %7, ptr %19, align 8
  %20 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  %27 = load float, ptr %26, align 4
  %28 = fpext float %25 to double
  %29 = fpext float %27 to double
  %30 = fadd double %21, %28
  %31 = fadd double %23, %29
  %32 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %33 = load x86_fp80, ptr %32, align 16
  %34 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  %35 = load x86_fp80, ptr %34, align 16
  %36 = fptrunc x86_fp80 %33 to double
  %37 = fptrunc x86_fp80 %35 to double
  %38 = fsub double %30, %36
  %39 = fsub double %31, %37
  %40 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = fmul double %41, 2.000000e+00
  %45 = fmul double %43, 2.000000e+00
  %46 = fadd double %38, %44
  %47 = fadd double %39, %45
  %48 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %49 = load double, ptr %48, align 8
  %50 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  %51 = load double, ptr %50, align 8
  %52 = fneg double %51
  %53 = fadd double %46, %49
  %54 = fadd double %47, %52
  %55 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %56 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %53, ptr %55, align 8
  store double %54, ptr %56, align 8
  %57 = load { double, double }, ptr %9, align 8
  ret { double, double } %57
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, ptr noundef byval(%struct.cs) align 8 %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 1
  %5 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %8 = load float, ptr %7, align 4
  %9 = fmul float %6, 0.000000e+00
  %10 = fmul float %8, 1.000000e+00
  %11 = fmul float %6, 1.000000e+00
  %12 = fmul float %8, 0.000000e+00
  %13 = fsub float %9, %10
  %14 = fadd float %11, %12
  %15 = fcmp uno float %13, %13
  br i1 %15, label %16, label %24, !prof !8

16:                                               ; preds = %2
  %17 = fcmp uno float %14, %14
  br i1 %17, label %18, label %24, !prof !8

18:                                               ; preds = %16
  %19 = call <2 x float> @__mulsc3(float noundef %6, float noundef %8, float noundef 0.000000e+00, float noundef 1.000000e+00) #5
  store <2 x float> %19, ptr %3, align 4
  %20 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  br label %24

24:                                               ; preds = %18, %16, %2
  %25 = phi float [ %13, %2 ], [ %13, %16 ], [ %21, %18 ]
  %26 = phi float [ %14, %2 ], [ %14, %16 ], [ %23, %18 ]
  %27 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %28 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %25, ptr %27, align 4
  store float %26, ptr %28, align 4
  %29 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 2
  %30 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = fmul double %31, -0.000000e+00
  %35 = fmul double %33, -1.000000e+00
  %36 = fmul double %31, -1.000000e+00
  %37 = fmul double %33, -0.000000e+00
  %38 = fsub double %34, %35
  %39 = fadd double %36, %37
  %40 = fcmp uno double %38, %38
  br i1 %40, label %41, label %47, !prof !8

41:                                               ; preds = %24
  %42 = fcmp uno double %39, %39
  br i1 %42, label %43, label %47, !prof !8

43:                                               ; preds = %41
  %44 = call { double, double } @__muldc3(double noundef %31, double noundef %33, double noundef -0.000000e+00, double noundef -1.000000e+00) #5
  %45 = extractvalue { double, double } %44, 0
  %46 = extractvalue { double, double } %44, 1
  br label %47

47:                                               ; preds = %43, %41, %24
  %48 = phi double [ %38, %24 ], [ %38, %41 ], [ %45, %43 ]
  %49 = phi double [ %39, %24 ], [ %39, %41 ], [ %46, %43 ]
  %50 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %51 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  store double %48, ptr %50, align 8
  store double %49, ptr %51, align 8
  %52 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 0
  %53 = load i8, ptr %52, align 8
  %54 = add i8 %53, 1
  store i8 %54, ptr %52, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

declare <2 x float> @__mulsc3(float, float, float, float)

declare <2 x float> @__divsc3(float, float, float, float)

declare { double, double } @__divdc3(double, double, double, double)

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
