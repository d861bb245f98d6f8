; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %8 = alloca { double, double }, align 8
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { double, double }, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca { double, double }, align 8
  %15 = alloca { double, double }, align 8
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
  %34 = alloca { fp128, fp128 }, align 16
  %35 = alloca { fp128, fp128 }, align 16
  %36 = alloca { fp128, fp128 }, align 16
  %37 = alloca { fp128, fp128 }, align 16
  %38 = alloca { fp128, fp128 }, align 16
  %39 = alloca { fp128, fp128 }, align 16
  %40 = alloca { fp128, fp128 }, align 16
  %41 = alloca { fp128, fp128 }, align 16
  %42 = alloca { double, double }, align 8
  %43 = alloca { float, float }, align 4
  %44 = alloca { fp128, fp128 }, align 16
  %45 = alloca { double, double }, align 8
  %46 = alloca { double, double }, align 8
  %47 = alloca { double, double }, align 8
  %48 = alloca %struct.cs, align 8
  %49 = alloca i32, align 4
  %50 = alloca %struct.cs, align 8
  %51 = alloca %struct.cs, align 8
  %52 = alloca { double, double }, align 8
  %53 = alloca { double, double }, align 8
  %54 = alloca i32, align 4
  %55 = alloca { double, double }, align 8
  %56 = alloca { double, double }, align 8
  %57 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  store volatile float -2.000000e+00, ptr %3, align 4
  %58 = load volatile float, ptr %2, align 4
  %59 = load volatile float, ptr %3, align 4
  %60 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %61 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %58, ptr %60, align 4
  store float %59, ptr %61, align 4
  %62 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %63 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float 2.500000e-01, ptr %62, align 4
  store float 4.000000e+00, ptr %63, align 4
  %64 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %67 = load float, ptr %66, align 4
  %68 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %69 = load float, ptr %68, align 4
  %70 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %73 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %65, ptr %72, align 4
  store float %67, ptr %73, align 4
  %74 = load [2 x float], ptr %6, align 4
  %75 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %76 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %69, ptr %75, align 4
  store float %71, ptr %76, align 4
  %77 = load [2 x float], ptr %7, align 4
  %78 = call { float, float } @mulf([2 x float] noundef alignstack(8) %74, [2 x float] noundef alignstack(8) %77)
  %79 = extractvalue { float, float } %78, 0
  %80 = extractvalue { float, float } %78, 1
  %81 = fpext float %79 to double
  %82 = fpext float %80 to double
  %83 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %84 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %81, ptr %83, align 8
  store double %82, ptr %84, align 8
  %85 = load [2 x double], ptr %8, align 8
  call void @pd(ptr noundef @.str, [2 x double] noundef alignstack(8) %85)
  %86 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %87 = load float, ptr %86, align 4
  %88 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %89 = load float, ptr %88, align 4
  %90 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %91 = load float, ptr %90, align 4
  %92 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %93 = load float, ptr %92, align 4
  %94 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 0
  %95 = getelementptr inbounds { float, float }, ptr %9, i32 0, i32 1
  store float %87, ptr %94, align 4
  store float %89, ptr %95, align 4
  %96 = load [2 x float], ptr %9, align 4
  %97 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %98 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float %91, ptr %97, align 4
  store float %93, ptr %98, align 4
  %99 = load [2 x float], ptr %10, align 4
  %100 = call { float, float } @divf([2 x float] noundef alignstack(8) %96, [2 x float] noundef alignstack(8) %99)
  %101 = extractvalue { float, float } %100, 0
  %102 = extractvalue { float, float } %100, 1
  %103 = fpext float %101 to double
  %104 = fpext float %102 to double
  %105 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %106 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %103, ptr %105, align 8
  store double %104, ptr %106, align 8
  %107 = load [2 x double], ptr %11, align 8
  call void @pd(ptr noundef @.str.1, [2 x double] noundef alignstack(8) %107)
  store volatile double 3.000000e+00, ptr %12, align 8
  store volatile double 5.000000e-01, ptr %13, align 8
  %108 = load volatile double, ptr %12, align 8
  %109 = load volatile double, ptr %13, align 8
  %110 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %111 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %108, ptr %110, align 8
  store double %109, ptr %111, align 8
  %112 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %113 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double -1.000000e+00, ptr %112, align 8
  store double 2.000000e+00, ptr %113, align 8
  %114 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %115 = load double, ptr %114, align 8
  %116 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %121 = load double, ptr %120, align 8
  %122 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %123 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %115, ptr %122, align 8
  store double %117, ptr %123, align 8
  %124 = load [2 x double], ptr %16, align 8
  %125 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %119, ptr %125, align 8
  store double %121, ptr %126, align 8
  %127 = load [2 x double], ptr %17, align 8
  %128 = call { double, double } @muld([2 x double] noundef alignstack(8) %124, [2 x double] noundef alignstack(8) %127)
  %129 = extractvalue { double, double } %128, 0
  %130 = extractvalue { double, double } %128, 1
  %131 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %132 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %129, ptr %131, align 8
  store double %130, ptr %132, align 8
  %133 = load [2 x double], ptr %18, align 8
  call void @pd(ptr noundef @.str.2, [2 x double] noundef alignstack(8) %133)
  %134 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %135 = load double, ptr %134, align 8
  %136 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %137 = load double, ptr %136, align 8
  %138 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %139 = load double, ptr %138, align 8
  %140 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %143 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %135, ptr %142, align 8
  store double %137, ptr %143, align 8
  %144 = load [2 x double], ptr %19, align 8
  %145 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %146 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  store double %139, ptr %145, align 8
  store double %141, ptr %146, align 8
  %147 = load [2 x double], ptr %20, align 8
  %148 = call { double, double } @divd([2 x double] noundef alignstack(8) %144, [2 x double] noundef alignstack(8) %147)
  %149 = extractvalue { double, double } %148, 0
  %150 = extractvalue { double, double } %148, 1
  %151 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %152 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %149, ptr %151, align 8
  store double %150, ptr %152, align 8
  %153 = load [2 x double], ptr %21, align 8
  call void @pd(ptr noundef @.str.3, [2 x double] noundef alignstack(8) %153)
  %154 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %155 = load double, ptr %154, align 8
  %156 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %157 = load double, ptr %156, align 8
  %158 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %159 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  store double %155, ptr %158, align 8
  store double %157, ptr %159, align 8
  %160 = load [2 x double], ptr %22, align 8
  %161 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %162 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  store double 0.000000e+00, ptr %161, align 8
  store double 0.000000e+00, ptr %162, align 8
  %163 = load [2 x double], ptr %23, align 8
  %164 = call { double, double } @divd([2 x double] noundef alignstack(8) %160, [2 x double] noundef alignstack(8) %163)
  %165 = extractvalue { double, double } %164, 0
  %166 = extractvalue { double, double } %164, 1
  %167 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %168 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  store double %165, ptr %167, align 8
  store double %166, ptr %168, align 8
  %169 = load [2 x double], ptr %24, align 8
  call void @pd(ptr noundef @.str.4, [2 x double] noundef alignstack(8) %169)
  %170 = load volatile double, ptr %12, align 8
  %171 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %172 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %171, align 8
  store double %170, ptr %172, align 8
  %173 = load [2 x double], ptr %25, align 8
  %174 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  %175 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  store double 0.000000e+00, ptr %174, align 8
  store double 1.000000e+00, ptr %175, align 8
  %176 = load [2 x double], ptr %26, align 8
  %177 = call { double, double } @muld([2 x double] noundef alignstack(8) %173, [2 x double] noundef alignstack(8) %176)
  %178 = extractvalue { double, double } %177, 0
  %179 = extractvalue { double, double } %177, 1
  %180 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %181 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  store double %178, ptr %180, align 8
  store double %179, ptr %181, align 8
  %182 = load [2 x double], ptr %27, align 8
  call void @pd(ptr noundef @.str.5, [2 x double] noundef alignstack(8) %182)
  %183 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %184 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %183, align 8
  store double 0x7FF0000000000000, ptr %184, align 8
  %185 = load [2 x double], ptr %28, align 8
  %186 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %187 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  store double 2.000000e+00, ptr %186, align 8
  store double 0.000000e+00, ptr %187, align 8
  %188 = load [2 x double], ptr %29, align 8
  %189 = call { double, double } @muld([2 x double] noundef alignstack(8) %185, [2 x double] noundef alignstack(8) %188)
  %190 = extractvalue { double, double } %189, 0
  %191 = extractvalue { double, double } %189, 1
  %192 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %193 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  store double %190, ptr %192, align 8
  store double %191, ptr %193, align 8
  %194 = load [2 x double], ptr %30, align 8
  call void @pd(ptr noundef @.str.6, [2 x double] noundef alignstack(8) %194)
  %195 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %196 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  store double 1.000000e+00, ptr %195, align 8
  store double 1.000000e+00, ptr %196, align 8
  %197 = load [2 x double], ptr %31, align 8
  %198 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %199 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %198, align 8
  store double 0x7FF0000000000000, ptr %199, align 8
  %200 = load [2 x double], ptr %32, align 8
  %201 = call { double, double } @divd([2 x double] noundef alignstack(8) %197, [2 x double] noundef alignstack(8) %200)
  %202 = extractvalue { double, double } %201, 0
  %203 = extractvalue { double, double } %201, 1
  %204 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %205 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  store double %202, ptr %204, align 8
  store double %203, ptr %205, align 8
  %206 = load [2 x double], ptr %33, align 8
  call void @pd(ptr noundef @.str.7, [2 x double] noundef alignstack(8) %206)
  %207 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 0
  %208 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 1
  store fp128 0xL00000000000000004000800000000000, ptr %207, align 16
  store fp128 0xL00000000000000004001000000000000, ptr %208, align 16
  %209 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 0
  %210 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %209, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %210, align 16
  %211 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 0
  %212 = load fp128, ptr %211, align 16
  %213 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 1
  %214 = load fp128, ptr %213, align 16
  %215 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 0
  %216 = load fp128, ptr %215, align 16
  %217 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 1
  %218 = load fp128, ptr %217, align 16
  %219 = getelementptr inbounds { fp128, fp128 }, ptr %37, i32 0, i32 0
  %220 = getelementptr inbounds { fp128, fp128 }, ptr %37, i32 0, i32 1
  store fp128 %212, ptr %219, align 16
  store fp128 %214, ptr %220, align 16
  %221 = load [2 x fp128], ptr %37, align 16
  %222 = getelementptr inbounds { fp128, fp128 }, ptr %38, i32 0, i32 0
  %223 = getelementptr inbounds { fp128, fp128 }, ptr %38, i32 0, i32 1
  store fp128 %216, ptr %222, align 16
  store fp128 %218, ptr %223, align 16
  %224 = load [2 x fp128], ptr %38, align 16
  %225 = call { fp128, fp128 } @mull([2 x fp128] noundef alignstack(16) %221, [2 x fp128] noundef alignstack(16) %224)
  %226 = extractvalue { fp128, fp128 } %225, 0
  %227 = extractvalue { fp128, fp128 } %225, 1
  %228 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 0
  %229 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 1
  store fp128 %226, ptr %228, align 16
  store fp128 %227, ptr %229, align 16
  %230 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 0
  %231 = load fp128, ptr %230, align 16
  %232 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 1
  %233 = load fp128, ptr %232, align 16
  %234 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 0
  %235 = load fp128, ptr %234, align 16
  %236 = getelementptr inbounds { fp128, fp128 }, ptr %35, i32 0, i32 1
  %237 = load fp128, ptr %236, align 16
  %238 = getelementptr inbounds { fp128, fp128 }, ptr %40, i32 0, i32 0
  %239 = getelementptr inbounds { fp128, fp128 }, ptr %40, i32 0, i32 1
  store fp128 %231, ptr %238, align 16
  store fp128 %233, ptr %239, align 16
  %240 = load [2 x fp128], ptr %40, align 16
  %241 = getelementptr inbounds { fp128, fp128 }, ptr %41, i32 0, i32 0
  %242 = getelementptr inbounds { fp128, fp128 }, ptr %41, i32 0, i32 1
  store fp128 %235, ptr %241, align 16
  store fp128 %237, ptr %242, align 16
  %243 = load [2 x fp128], ptr %41, align 16
  %244 = call { fp128, fp128 } @divl([2 x fp128] noundef alignstack(16) %240, [2 x fp128] noundef alignstack(16) %243)
  %245 = extractvalue { fp128, fp128 } %244, 0
  %246 = extractvalue { fp128, fp128 } %244, 1
  %247 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 0
  %248 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 1
  store fp128 %245, ptr %247, align 16
  store fp128 %246, ptr %248, align 16
  %249 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 0
  %250 = load fp128, ptr %249, align 16
  %251 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 1
  %252 = load fp128, ptr %251, align 16
  %253 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 0
  %254 = load fp128, ptr %253, align 16
  %255 = getelementptr inbounds { fp128, fp128 }, ptr %36, i32 0, i32 1
  %256 = load fp128, ptr %255, align 16
  %257 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 0
  %258 = load fp128, ptr %257, align 16
  %259 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 1
  %260 = load fp128, ptr %259, align 16
  %261 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 0
  %262 = load fp128, ptr %261, align 16
  %263 = getelementptr inbounds { fp128, fp128 }, ptr %39, i32 0, i32 1
  %264 = load fp128, ptr %263, align 16
  %265 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %250, fp128 noundef %256, fp128 noundef %258, fp128 noundef %264)
  %266 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %267 = load double, ptr %266, align 8
  %268 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %269 = load double, ptr %268, align 8
  %270 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %271 = load float, ptr %270, align 4
  %272 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %273 = load float, ptr %272, align 4
  %274 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 0
  %275 = load fp128, ptr %274, align 16
  %276 = getelementptr inbounds { fp128, fp128 }, ptr %34, i32 0, i32 1
  %277 = load fp128, ptr %276, align 16
  %278 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %279 = load double, ptr %278, align 8
  %280 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %281 = load double, ptr %280, align 8
  %282 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %283 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  store double %267, ptr %282, align 8
  store double %269, ptr %283, align 8
  %284 = load [2 x double], ptr %42, align 8
  %285 = getelementptr inbounds { float, float }, ptr %43, i32 0, i32 0
  %286 = getelementptr inbounds { float, float }, ptr %43, i32 0, i32 1
  store float %271, ptr %285, align 4
  store float %273, ptr %286, align 4
  %287 = load [2 x float], ptr %43, align 4
  %288 = getelementptr inbounds { fp128, fp128 }, ptr %44, i32 0, i32 0
  %289 = getelementptr inbounds { fp128, fp128 }, ptr %44, i32 0, i32 1
  store fp128 %275, ptr %288, align 16
  store fp128 %277, ptr %289, align 16
  %290 = load [2 x fp128], ptr %44, align 16
  %291 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %292 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  store double %279, ptr %291, align 8
  store double %281, ptr %292, align 8
  %293 = load [2 x double], ptr %45, align 8
  %294 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 0
  %295 = getelementptr inbounds { double, double }, ptr %46, i32 0, i32 1
  store double 1.000000e+00, ptr %294, align 8
  store double 1.000000e+00, ptr %295, align 8
  %296 = load [2 x double], ptr %46, align 8
  %297 = call { double, double } @many([2 x double] noundef alignstack(8) %284, [2 x float] noundef alignstack(8) %287, [2 x fp128] noundef alignstack(16) %290, [2 x double] noundef alignstack(8) %293, [2 x double] noundef alignstack(8) %296)
  %298 = extractvalue { double, double } %297, 0
  %299 = extractvalue { double, double } %297, 1
  %300 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 0
  %301 = getelementptr inbounds { double, double }, ptr %47, i32 0, i32 1
  store double %298, ptr %300, align 8
  store double %299, ptr %301, align 8
  %302 = load [2 x double], ptr %47, align 8
  call void @pd(ptr noundef @.str.9, [2 x double] noundef alignstack(8) %302)
  %303 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 0
  store i8 97, ptr %303, align 8
  %304 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 1
  %305 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %306 = load float, ptr %305, align 4
  %307 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %308 = load float, ptr %307, align 4
  %309 = getelementptr inbounds { float, float }, ptr %304, i32 0, i32 0
  %310 = getelementptr inbounds { float, float }, ptr %304, i32 0, i32 1
  store float %306, ptr %309, align 4
  store float %308, ptr %310, align 4
  %311 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 2
  %312 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %313 = load double, ptr %312, align 8
  %314 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %315 = load double, ptr %314, align 8
  %316 = getelementptr inbounds { double, double }, ptr %311, i32 0, i32 0
  %317 = getelementptr inbounds { double, double }, ptr %311, i32 0, i32 1
  store double %313, ptr %316, align 8
  store double %315, ptr %317, align 8
  store i32 0, ptr %49, align 4
  br label %318

318:                                              ; preds = %322, %0
  %319 = load i32, ptr %49, align 4
  %320 = icmp slt i32 %319, 3
  br i1 %320, label %321, label %325

321:                                              ; preds = %318
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 8 %48, i64 32, i1 false)
  call void @rot(ptr dead_on_unwind writable sret(%struct.cs) align 8 %50, ptr noundef %51)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %48, ptr align 8 %50, i64 32, i1 false)
  br label %322

322:                                              ; preds = %321
  %323 = load i32, ptr %49, align 4
  %324 = add nsw i32 %323, 1
  store i32 %324, ptr %49, align 4
  br label %318, !llvm.loop !6

325:                                              ; preds = %318
  %326 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 0
  %327 = load i8, ptr %326, align 8
  %328 = zext i8 %327 to i32
  %329 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 1
  %330 = getelementptr inbounds { float, float }, ptr %329, i32 0, i32 0
  %331 = load float, ptr %330, align 4
  %332 = getelementptr inbounds { float, float }, ptr %329, i32 0, i32 1
  %333 = load float, ptr %332, align 4
  %334 = fpext float %331 to double
  %335 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 1
  %336 = getelementptr inbounds { float, float }, ptr %335, i32 0, i32 0
  %337 = load float, ptr %336, align 4
  %338 = getelementptr inbounds { float, float }, ptr %335, i32 0, i32 1
  %339 = load float, ptr %338, align 4
  %340 = fpext float %339 to double
  %341 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 2
  %342 = getelementptr inbounds { double, double }, ptr %341, i32 0, i32 0
  %343 = load double, ptr %342, align 8
  %344 = getelementptr inbounds { double, double }, ptr %341, i32 0, i32 1
  %345 = load double, ptr %344, align 8
  %346 = getelementptr inbounds %struct.cs, ptr %48, i32 0, i32 2
  %347 = getelementptr inbounds { double, double }, ptr %346, i32 0, i32 0
  %348 = load double, ptr %347, align 8
  %349 = getelementptr inbounds { double, double }, ptr %346, i32 0, i32 1
  %350 = load double, ptr %349, align 8
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %328, double noundef %334, double noundef %340, double noundef %343, double noundef %350)
  %352 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %353 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  store double 0.000000e+00, ptr %352, align 8
  store double 0.000000e+00, ptr %353, align 8
  %354 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %355 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  store double 6.000000e-01, ptr %354, align 8
  store double 8.000000e-01, ptr %355, align 8
  store i32 0, ptr %54, align 4
  br label %356

356:                                              ; preds = %393, %325
  %357 = load i32, ptr %54, align 4
  %358 = icmp slt i32 %357, 20
  br i1 %358, label %359, label %396

359:                                              ; preds = %356
  %360 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %361 = load double, ptr %360, align 8
  %362 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  %363 = load double, ptr %362, align 8
  %364 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %365 = load double, ptr %364, align 8
  %366 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %367 = load double, ptr %366, align 8
  %368 = fmul double %361, %365
  %369 = fmul double %363, %367
  %370 = fmul double %361, %367
  %371 = fmul double %363, %365
  %372 = fsub double %368, %369
  %373 = fadd double %370, %371
  %374 = fcmp uno double %372, %372
  br i1 %374, label %375, label %381, !prof !8

375:                                              ; preds = %359
  %376 = fcmp uno double %373, %373
  br i1 %376, label %377, label %381, !prof !8

377:                                              ; preds = %375
  %378 = call { double, double } @__muldc3(double noundef %361, double noundef %363, double noundef %365, double noundef %367) #4
  %379 = extractvalue { double, double } %378, 0
  %380 = extractvalue { double, double } %378, 1
  br label %381

381:                                              ; preds = %377, %375, %359
  %382 = phi double [ %372, %359 ], [ %372, %375 ], [ %379, %377 ]
  %383 = phi double [ %373, %359 ], [ %373, %375 ], [ %380, %377 ]
  %384 = load i32, ptr %54, align 4
  %385 = sitofp i32 %384 to double
  %386 = load i32, ptr %54, align 4
  %387 = sub nsw i32 0, %386
  %388 = sitofp i32 %387 to double
  %389 = fadd double %382, %385
  %390 = fadd double %383, %388
  %391 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %392 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  store double %389, ptr %391, align 8
  store double %390, ptr %392, align 8
  br label %393

393:                                              ; preds = %381
  %394 = load i32, ptr %54, align 4
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %54, align 4
  br label %356, !llvm.loop !9

396:                                              ; preds = %356
  %397 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %398 = load double, ptr %397, align 8
  %399 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  %400 = load double, ptr %399, align 8
  %401 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 0
  %402 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 1
  store double %398, ptr %401, align 8
  store double %400, ptr %402, align 8
  %403 = load [2 x double], ptr %55, align 8
  call void @pd(ptr noundef @.str.11, [2 x double] noundef alignstack(8) %403)
  %404 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32)
  %405 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %406 = load double, ptr %405, align 8
  %407 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %408 = load double, ptr %407, align 8
  %409 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %410 = load double, ptr %409, align 8
  %411 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %412 = load double, ptr %411, align 8
  %413 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %414 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  store double %406, ptr %413, align 8
  store double %408, ptr %414, align 8
  %415 = load [2 x double], ptr %56, align 8
  %416 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 0
  %417 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 1
  store double %410, ptr %416, align 8
  store double %412, ptr %417, align 8
  %418 = load [2 x double], ptr %57, align 8
  %419 = call { double, double } @muld([2 x double] noundef alignstack(8) %415, [2 x double] noundef alignstack(8) %418)
  %420 = extractvalue { double, double } %419, 0
  %421 = extractvalue { double, double } %419, 1
  %422 = fptosi double %420 to i32
  %423 = and i32 %422, 63
  ret i32 %423
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, [2 x double] noundef alignstack(8) %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %7 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  store double %8, ptr %5, align 8
  %11 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  store double %14, ptr %6, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = load double, ptr %5, align 8
  %17 = call i1 @llvm.is.fpclass.f64(double %16, i32 3)
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, ptr @.str.14, ptr @.str.15
  %20 = load double, ptr %5, align 8
  %21 = call i1 @llvm.is.fpclass.f64(double %20, i32 3)
  br i1 %21, label %22, label %23

22:                                               ; preds = %2
  br label %25

23:                                               ; preds = %2
  %24 = load double, ptr %5, align 8
  br label %25

25:                                               ; preds = %23, %22
  %26 = phi double [ 0.000000e+00, %22 ], [ %24, %23 ]
  %27 = load double, ptr %6, align 8
  %28 = call i1 @llvm.is.fpclass.f64(double %27, i32 3)
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, ptr @.str.14, ptr @.str.15
  %31 = load double, ptr %6, align 8
  %32 = call i1 @llvm.is.fpclass.f64(double %31, i32 3)
  br i1 %32, label %33, label %34

33:                                               ; preds = %25
  br label %36

34:                                               ; preds = %25
  %35 = load double, ptr %6, align 8
  br label %36

36:                                               ; preds = %34, %33
  %37 = phi double [ 0.000000e+00, %33 ], [ %35, %34 ]
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %15, ptr noundef %19, double noundef %26, ptr noundef %30, double noundef %37)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @mulf([2 x float] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store [2 x float] %0, ptr %4, align 4
  store [2 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %7, %11
  %15 = fmul float %9, %13
  %16 = fmul float %7, %13
  %17 = fmul float %9, %11
  %18 = fsub float %14, %15
  %19 = fadd float %16, %17
  %20 = fcmp uno float %18, %18
  br i1 %20, label %21, label %27, !prof !8

21:                                               ; preds = %2
  %22 = fcmp uno float %19, %19
  br i1 %22, label %23, label %27, !prof !8

23:                                               ; preds = %21
  %24 = call { float, float } @__mulsc3(float noundef %7, float noundef %9, float noundef %11, float noundef %13) #4
  %25 = extractvalue { float, float } %24, 0
  %26 = extractvalue { float, float } %24, 1
  br label %27

27:                                               ; preds = %23, %21, %2
  %28 = phi float [ %18, %2 ], [ %18, %21 ], [ %25, %23 ]
  %29 = phi float [ %19, %2 ], [ %19, %21 ], [ %26, %23 ]
  %30 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %31 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %28, ptr %30, align 4
  store float %29, ptr %31, align 4
  %32 = load { float, float }, ptr %3, align 4
  ret { float, float } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, float } @divf([2 x float] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  store [2 x float] %0, ptr %4, align 4
  store [2 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = call { float, float } @__divsc3(float noundef %7, float noundef %9, float noundef %11, float noundef %13) #4
  %15 = extractvalue { float, float } %14, 0
  %16 = extractvalue { float, float } %14, 1
  %17 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %15, ptr %17, align 4
  store float %16, ptr %18, align 4
  %19 = load { float, float }, ptr %3, align 4
  ret { float, float } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @muld([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = fmul double %7, %11
  %15 = fmul double %9, %13
  %16 = fmul double %7, %13
  %17 = fmul double %9, %11
  %18 = fsub double %14, %15
  %19 = fadd double %16, %17
  %20 = fcmp uno double %18, %18
  br i1 %20, label %21, label %27, !prof !8

21:                                               ; preds = %2
  %22 = fcmp uno double %19, %19
  br i1 %22, label %23, label %27, !prof !8

23:                                               ; preds = %21
  %24 = call { double, double } @__muldc3(double noundef %7, double noundef %9, double noundef %11, double noundef %13) #4
  %25 = extractvalue { double, double } %24, 0
  %26 = extractvalue { double, double } %24, 1
  br label %27

27:                                               ; preds = %23, %21, %2
  %28 = phi double [ %18, %2 ], [ %18, %21 ], [ %25, %23 ]
  %29 = phi double [ %19, %2 ], [ %19, %21 ], [ %26, %23 ]
  %30 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %31 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %28, ptr %30, align 8
  store double %29, ptr %31, align 8
  %32 = load { double, double }, ptr %3, align 8
  ret { double, double } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @divd([2 x double] noundef alignstack(8) %0, [2 x double] noundef alignstack(8) %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca { double, double }, align 8
  %5 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %4, align 8
  store [2 x double] %1, ptr %5, align 8
  %6 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call { double, double } @__divdc3(double noundef %7, double noundef %9, double noundef %11, double noundef %13) #4
  %15 = extractvalue { double, double } %14, 0
  %16 = extractvalue { double, double } %14, 1
  %17 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double %15, ptr %17, align 8
  store double %16, ptr %18, align 8
  %19 = load { double, double }, ptr %3, align 8
  ret { double, double } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { fp128, fp128 } @mull([2 x fp128] noundef alignstack(16) %0, [2 x fp128] noundef alignstack(16) %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca { fp128, fp128 }, align 16
  store [2 x fp128] %0, ptr %4, align 16
  store [2 x fp128] %1, ptr %5, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = fmul fp128 %7, %11
  %15 = fmul fp128 %9, %13
  %16 = fmul fp128 %7, %13
  %17 = fmul fp128 %9, %11
  %18 = fsub fp128 %14, %15
  %19 = fadd fp128 %16, %17
  %20 = fcmp uno fp128 %18, %18
  br i1 %20, label %21, label %27, !prof !8

21:                                               ; preds = %2
  %22 = fcmp uno fp128 %19, %19
  br i1 %22, label %23, label %27, !prof !8

23:                                               ; preds = %21
  %24 = call { fp128, fp128 } @__multc3(fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #4
  %25 = extractvalue { fp128, fp128 } %24, 0
  %26 = extractvalue { fp128, fp128 } %24, 1
  br label %27

27:                                               ; preds = %23, %21, %2
  %28 = phi fp128 [ %18, %2 ], [ %18, %21 ], [ %25, %23 ]
  %29 = phi fp128 [ %19, %2 ], [ %19, %21 ], [ %26, %23 ]
  %30 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %31 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  store fp128 %28, ptr %30, align 16
  store fp128 %29, ptr %31, align 16
  %32 = load { fp128, fp128 }, ptr %3, align 16
  ret { fp128, fp128 } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { fp128, fp128 } @divl([2 x fp128] noundef alignstack(16) %0, [2 x fp128] noundef alignstack(16) %1) #0 {
  %3 = alloca { fp128, fp128 }, align 16
  %4 = alloca { fp128, fp128 }, align 16
  %5 = alloca { fp128, fp128 }, align 16
  store [2 x fp128] %0, ptr %4, align 16
  store [2 x fp128] %1, ptr %5, align 16
  %6 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 0
  %7 = load fp128, ptr %6, align 16
  %8 = getelementptr inbounds { fp128, fp128 }, ptr %4, i32 0, i32 1
  %9 = load fp128, ptr %8, align 16
  %10 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 0
  %11 = load fp128, ptr %10, align 16
  %12 = getelementptr inbounds { fp128, fp128 }, ptr %5, i32 0, i32 1
  %13 = load fp128, ptr %12, align 16
  %14 = call { fp128, fp128 } @__divtc3(fp128 noundef %7, fp128 noundef %9, fp128 noundef %11, fp128 noundef %13) #4
  %15 = extractvalue { fp128, fp128 } %14, 0
  %16 = extractvalue { fp128, fp128 } %14, 1
  %17 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 0
  %18 = getelementptr inbounds { fp128, fp128 }, ptr %3, i32 0, i32 1
  store fp128 %15, ptr %17, align 16
  store fp128 %16, ptr %18, align 16
  %19 = load { fp128, fp128 }, ptr %3, align 16
  ret { fp128, fp128 } %19
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @many([2 x double] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1, [2 x fp128] noundef alignstack(16) %2, [2 x double] noundef alignstack(8) %3, [2 x double] noundef alignstack(8) %4) #0 {
  %6 = alloca { double, double }, align 8
  %7 = alloca { double, double }, align 8
  %8 = alloca { float, float }, align 4
  %9 = alloca { fp128, fp128 }, align 16
  %10 = alloca { double, double }, align 8
  %11 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %7, align 8
  store [2 x float] %1, ptr %8, align 4
  store [2 x fp128] %2, ptr %9, align 16
  store [2 x double] %3, ptr %10, align 8
  store [2 x double] %4, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = fpext float %17 to double
  %21 = fpext float %19 to double
  %22 = fadd double %13, %20
  %23 = fadd double %15, %21
  %24 = getelementptr inbounds { fp128, fp128 }, ptr %9, i32 0, i32 0
  %25 = load fp128, ptr %24, align 16
  %26 = getelementptr inbounds { fp128, fp128 }, ptr %9, i32 0, i32 1
  %27 = load fp128, ptr %26, align 16
  %28 = fptrunc fp128 %25 to double
  %29 = fptrunc fp128 %27 to double
  %30 = fsub double %22, %28
  %31 = fsub double %23, %29
  %32 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %33 = load double, ptr %32, align 8
  %34 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = fmul double %33, 2.000000e+00
  %37 = fmul double %35, 2.000000e+00
  %38 = fadd double %30, %36
  %39 = fadd double %31, %37
  %40 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %41 = load double, ptr %40, align 8
  %42 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  %43 = load double, ptr %42, align 8
  %44 = fneg double %43
  %45 = fadd double %38, %41
  %46 = fadd double %39, %44
  %47 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %48 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %45, ptr %47, align 8
  store double %46, ptr %48, align 8
  %49 = load { double, double }, ptr %6, align 8
  ret { double, double } %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  store ptr %1, ptr %3, align 8
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
  br i1 %15, label %16, label %22, !prof !8

16:                                               ; preds = %2
  %17 = fcmp uno float %14, %14
  br i1 %17, label %18, label %22, !prof !8

18:                                               ; preds = %16
  %19 = call { float, float } @__mulsc3(float noundef %6, float noundef %8, float noundef 0.000000e+00, float noundef 1.000000e+00) #4
  %20 = extractvalue { float, float } %19, 0
  %21 = extractvalue { float, float } %19, 1
  br label %22

22:                                               ; preds = %18, %16, %2
  %23 = phi float [ %13, %2 ], [ %13, %16 ], [ %20, %18 ]
  %24 = phi float [ %14, %2 ], [ %14, %16 ], [ %21, %18 ]
  %25 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %26 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %23, ptr %25, align 4
  store float %24, ptr %26, align 4
  %27 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 2
  %28 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %29 = load double, ptr %28, align 8
  %30 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = fmul double %29, -0.000000e+00
  %33 = fmul double %31, -1.000000e+00
  %34 = fmul double %29, -1.000000e+00
  %35 = fmul double %31, -0.000000e+00
  %36 = fsub double %32, %33
  %37 = fadd double %34, %35
  %38 = fcmp uno double %36, %36
  br i1 %38, label %39, label %45, !prof !8

39:                                               ; preds = %22
  %40 = fcmp uno double %37, %37
  br i1 %40, label %41, label %45, !prof !8

41:                                               ; preds = %39
  %42 = call { double, double } @__muldc3(double noundef %29, double noundef %31, double noundef -0.000000e+00, double noundef -1.000000e+00) #4
  %43 = extractvalue { double, double } %42, 0
  %44 = extractvalue { double, double } %42, 1
  br label %45

45:                                               ; preds = %41, %39, %22
  %46 = phi double [ %36, %22 ], [ %36, %39 ], [ %43, %41 ]
  %47 = phi double [ %37, %22 ], [ %37, %39 ], [ %44, %41 ]
  %48 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  store double %46, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 0
  %51 = load i8, ptr %50, align 8
  %52 = add i8 %51, 1
  store i8 %52, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare { double, double } @__muldc3(double, double, double, double)

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

declare { float, float } @__mulsc3(float, float, float, float)

declare { float, float } @__divsc3(float, float, float, float)

declare { double, double } @__divdc3(double, double, double, double)

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

declare { fp128, fp128 } @__divtc3(fp128, fp128, fp128, fp128)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!"branch_weights", i32 1, i32 1048575}
!9 = distinct !{!9, !7}
