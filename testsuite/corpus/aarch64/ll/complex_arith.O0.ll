; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %27 = alloca { fp128, fp128 }, align 16
  %28 = alloca { fp128, fp128 }, align 16
  %29 = alloca { fp128, fp128 }, align 16
  %30 = alloca { fp128, fp128 }, align 16
  %31 = alloca { fp128, fp128 }, align 16
  %32 = alloca { double, double }, align 8
  %33 = alloca i32, align 4
  %34 = alloca { double, double }, align 8
  %35 = alloca { double, double }, align 8
  %36 = alloca %struct.cs, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca { double, double }, align 8
  %41 = alloca { double, double }, align 8
  %42 = alloca i32, align 4
  %43 = alloca { double, double }, align 8
  %44 = alloca { double, double }, align 8
  %45 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  %46 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %47 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double 1.500000e+00, ptr %46, align 8
  store double -2.000000e+00, ptr %47, align 8
  %48 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double -5.000000e-01, ptr %48, align 8
  store double 4.000000e+00, ptr %49, align 8
  %50 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %55 = load double, ptr %54, align 8
  %56 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %57 = load double, ptr %56, align 8
  %58 = fadd double %51, %55
  %59 = fadd double %53, %57
  %60 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %61 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %58, ptr %60, align 8
  store double %59, ptr %61, align 8
  %62 = load [2 x double], ptr %4, align 8
  call void @pd(ptr noundef @.str, [2 x double] noundef alignstack(8) %62)
  %63 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %68 = load double, ptr %67, align 8
  %69 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %70 = load double, ptr %69, align 8
  %71 = fsub double %64, %68
  %72 = fsub double %66, %70
  %73 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %74 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %71, ptr %73, align 8
  store double %72, ptr %74, align 8
  %75 = load [2 x double], ptr %5, align 8
  call void @pd(ptr noundef @.str.1, [2 x double] noundef alignstack(8) %75)
  %76 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %77 = load double, ptr %76, align 8
  %78 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %81 = load double, ptr %80, align 8
  %82 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %85 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %77, ptr %84, align 8
  store double %79, ptr %85, align 8
  %86 = load [2 x double], ptr %6, align 8
  %87 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %88 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %81, ptr %87, align 8
  store double %83, ptr %88, align 8
  %89 = load [2 x double], ptr %7, align 8
  %90 = call { double, double } @muld([2 x double] noundef alignstack(8) %86, [2 x double] noundef alignstack(8) %89)
  %91 = extractvalue { double, double } %90, 0
  %92 = extractvalue { double, double } %90, 1
  %93 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %94 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %91, ptr %93, align 8
  store double %92, ptr %94, align 8
  %95 = load [2 x double], ptr %8, align 8
  call void @pd(ptr noundef @.str.2, [2 x double] noundef alignstack(8) %95)
  %96 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %97 = load double, ptr %96, align 8
  %98 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %99 = load double, ptr %98, align 8
  %100 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %101 = load double, ptr %100, align 8
  %102 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %105 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %97, ptr %104, align 8
  store double %99, ptr %105, align 8
  %106 = load [2 x double], ptr %9, align 8
  %107 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %108 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %101, ptr %107, align 8
  store double %103, ptr %108, align 8
  %109 = load [2 x double], ptr %10, align 8
  %110 = call { double, double } @divd([2 x double] noundef alignstack(8) %106, [2 x double] noundef alignstack(8) %109)
  %111 = extractvalue { double, double } %110, 0
  %112 = extractvalue { double, double } %110, 1
  %113 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %111, ptr %113, align 8
  store double %112, ptr %114, align 8
  %115 = load [2 x double], ptr %11, align 8
  call void @pd(ptr noundef @.str.3, [2 x double] noundef alignstack(8) %115)
  %116 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %117 = load double, ptr %116, align 8
  %118 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %121 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %117, ptr %120, align 8
  store double %119, ptr %121, align 8
  %122 = load [2 x double], ptr %12, align 8
  %123 = call { double, double } @conjd([2 x double] noundef alignstack(8) %122)
  %124 = extractvalue { double, double } %123, 0
  %125 = extractvalue { double, double } %123, 1
  %126 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %127 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %124, ptr %126, align 8
  store double %125, ptr %127, align 8
  %128 = load [2 x double], ptr %13, align 8
  call void @pd(ptr noundef @.str.4, [2 x double] noundef alignstack(8) %128)
  %129 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %132 = load double, ptr %131, align 8
  %133 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %134 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  store double %130, ptr %133, align 8
  store double %132, ptr %134, align 8
  %135 = load [2 x double], ptr %14, align 8
  %136 = call double @cabs([2 x double] noundef alignstack(8) %135) #4
  %137 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %142 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %138, ptr %141, align 8
  store double %140, ptr %142, align 8
  %143 = load [2 x double], ptr %15, align 8
  %144 = call double @carg([2 x double] noundef alignstack(8) %143) #4
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %136, double noundef %144)
  %146 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %147 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  store float 2.000000e+00, ptr %146, align 4
  store float 3.000000e+00, ptr %147, align 4
  %148 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %149 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  store float -1.000000e+00, ptr %148, align 4
  store float 5.000000e-01, ptr %149, align 4
  %150 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %151 = load float, ptr %150, align 4
  %152 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %153 = load float, ptr %152, align 4
  %154 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %155 = load float, ptr %154, align 4
  %156 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %157 = load float, ptr %156, align 4
  %158 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %159 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  store float %151, ptr %158, align 4
  store float %153, ptr %159, align 4
  %160 = load [2 x float], ptr %19, align 4
  %161 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %162 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float %155, ptr %161, align 4
  store float %157, ptr %162, align 4
  %163 = load [2 x float], ptr %20, align 4
  %164 = call { float, float } @mulf([2 x float] noundef alignstack(8) %160, [2 x float] noundef alignstack(8) %163)
  %165 = extractvalue { float, float } %164, 0
  %166 = extractvalue { float, float } %164, 1
  %167 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %168 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  store float %165, ptr %167, align 4
  store float %166, ptr %168, align 4
  %169 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %170 = load float, ptr %169, align 4
  %171 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %172 = load float, ptr %171, align 4
  %173 = fpext float %170 to double
  %174 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 0
  %175 = load float, ptr %174, align 4
  %176 = getelementptr inbounds { float, float }, ptr %18, i32 0, i32 1
  %177 = load float, ptr %176, align 4
  %178 = fpext float %177 to double
  %179 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %173, double noundef %178)
  %180 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %181 = load float, ptr %180, align 4
  %182 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %183 = load float, ptr %182, align 4
  %184 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %187 = load float, ptr %186, align 4
  %188 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds { float, float }, ptr %16, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 0
  %193 = load float, ptr %192, align 4
  %194 = getelementptr inbounds { float, float }, ptr %17, i32 0, i32 1
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %197 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  store float %181, ptr %196, align 4
  store float %183, ptr %197, align 4
  %198 = load [2 x float], ptr %22, align 4
  %199 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %200 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %185, ptr %199, align 4
  store float %187, ptr %200, align 4
  %201 = load [2 x float], ptr %23, align 4
  %202 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %203 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  store float %189, ptr %202, align 4
  store float %191, ptr %203, align 4
  %204 = load [2 x float], ptr %24, align 4
  %205 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %206 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %193, ptr %205, align 4
  store float %195, ptr %206, align 4
  %207 = load [2 x float], ptr %25, align 4
  %208 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %209 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float 2.500000e-01, ptr %208, align 4
  store float 2.500000e-01, ptr %209, align 4
  %210 = load [2 x float], ptr %26, align 4
  %211 = call { float, float } @addf([2 x float] noundef alignstack(8) %198, [2 x float] noundef alignstack(8) %201, [2 x float] noundef alignstack(8) %204, [2 x float] noundef alignstack(8) %207, [2 x float] noundef alignstack(8) %210)
  %212 = extractvalue { float, float } %211, 0
  %213 = extractvalue { float, float } %211, 1
  %214 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %215 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %212, ptr %214, align 4
  store float %213, ptr %215, align 4
  %216 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %217 = load float, ptr %216, align 4
  %218 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %219 = load float, ptr %218, align 4
  %220 = fpext float %217 to double
  %221 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %222 = load float, ptr %221, align 4
  %223 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %224 = load float, ptr %223, align 4
  %225 = fpext float %224 to double
  %226 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %220, double noundef %225)
  %227 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 0
  %228 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 1
  store fp128 0xL00000000000000003FFF000000000000, ptr %227, align 16
  store fp128 0xL00000000000000003FFF000000000000, ptr %228, align 16
  %229 = getelementptr inbounds { fp128, fp128 }, ptr %28, i32 0, i32 0
  %230 = getelementptr inbounds { fp128, fp128 }, ptr %28, i32 0, i32 1
  store fp128 0xL00000000000000003FFE000000000000, ptr %229, align 16
  store fp128 0xL0000000000000000BFFD000000000000, ptr %230, align 16
  %231 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 0
  %232 = load fp128, ptr %231, align 16
  %233 = getelementptr inbounds { fp128, fp128 }, ptr %27, i32 0, i32 1
  %234 = load fp128, ptr %233, align 16
  %235 = getelementptr inbounds { fp128, fp128 }, ptr %28, i32 0, i32 0
  %236 = load fp128, ptr %235, align 16
  %237 = getelementptr inbounds { fp128, fp128 }, ptr %28, i32 0, i32 1
  %238 = load fp128, ptr %237, align 16
  %239 = getelementptr inbounds { fp128, fp128 }, ptr %30, i32 0, i32 0
  %240 = getelementptr inbounds { fp128, fp128 }, ptr %30, i32 0, i32 1
  store fp128 %232, ptr %239, align 16
  store fp128 %234, ptr %240, align 16
  %241 = load [2 x fp128], ptr %30, align 16
  %242 = getelementptr inbounds { fp128, fp128 }, ptr %31, i32 0, i32 0
  %243 = getelementptr inbounds { fp128, fp128 }, ptr %31, i32 0, i32 1
  store fp128 %236, ptr %242, align 16
  store fp128 %238, ptr %243, align 16
  %244 = load [2 x fp128], ptr %31, align 16
  %245 = call { fp128, fp128 } @mull([2 x fp128] noundef alignstack(16) %241, [2 x fp128] noundef alignstack(16) %244)
  %246 = extractvalue { fp128, fp128 } %245, 0
  %247 = extractvalue { fp128, fp128 } %245, 1
  %248 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 0
  %249 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 1
  store fp128 %246, ptr %248, align 16
  store fp128 %247, ptr %249, align 16
  %250 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 0
  %251 = load fp128, ptr %250, align 16
  %252 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 1
  %253 = load fp128, ptr %252, align 16
  %254 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 0
  %255 = load fp128, ptr %254, align 16
  %256 = getelementptr inbounds { fp128, fp128 }, ptr %29, i32 0, i32 1
  %257 = load fp128, ptr %256, align 16
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %251, fp128 noundef %257)
  %259 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %260 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double 1.000000e+00, ptr %259, align 8
  store double 0.000000e+00, ptr %260, align 8
  store i32 0, ptr %33, align 4
  br label %261

261:                                              ; preds = %282, %0
  %262 = load i32, ptr %33, align 4
  %263 = icmp slt i32 %262, 12
  br i1 %263, label %264, label %285

264:                                              ; preds = %261
  %265 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %266 = load double, ptr %265, align 8
  %267 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %268 = load double, ptr %267, align 8
  %269 = call double @cos(double noundef 0x3FE0C152382D7365) #4
  %270 = call double @sin(double noundef 0x3FE0C152382D7365) #4
  %271 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %272 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  store double %266, ptr %271, align 8
  store double %268, ptr %272, align 8
  %273 = load [2 x double], ptr %34, align 8
  %274 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %275 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double %269, ptr %274, align 8
  store double %270, ptr %275, align 8
  %276 = load [2 x double], ptr %35, align 8
  %277 = call { double, double } @muld([2 x double] noundef alignstack(8) %273, [2 x double] noundef alignstack(8) %276)
  %278 = extractvalue { double, double } %277, 0
  %279 = extractvalue { double, double } %277, 1
  %280 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %281 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double %278, ptr %280, align 8
  store double %279, ptr %281, align 8
  br label %282

282:                                              ; preds = %264
  %283 = load i32, ptr %33, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %33, align 4
  br label %261, !llvm.loop !6

285:                                              ; preds = %261
  %286 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %287 = load double, ptr %286, align 8
  %288 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %289 = load double, ptr %288, align 8
  %290 = fadd double %287, 0.000000e+00
  %291 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %292 = load double, ptr %291, align 8
  %293 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %294 = load double, ptr %293, align 8
  %295 = call double @llvm.fabs.f64(double %294)
  %296 = fcmp olt double %295, 1.000000e-09
  br i1 %296, label %297, label %298

297:                                              ; preds = %285
  br label %303

298:                                              ; preds = %285
  %299 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %300 = load double, ptr %299, align 8
  %301 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %302 = load double, ptr %301, align 8
  br label %303

303:                                              ; preds = %298, %297
  %304 = phi double [ 0.000000e+00, %297 ], [ %302, %298 ]
  %305 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %290, double noundef %304)
  call void @mkcs(ptr dead_on_unwind writable sret(%struct.cs) align 8 %36, float noundef 1.500000e+00)
  %306 = getelementptr inbounds %struct.cs, ptr %36, i32 0, i32 0
  %307 = getelementptr inbounds { float, float }, ptr %306, i32 0, i32 0
  %308 = load float, ptr %307, align 8
  %309 = getelementptr inbounds { float, float }, ptr %306, i32 0, i32 1
  %310 = load float, ptr %309, align 4
  %311 = fpext float %308 to double
  %312 = getelementptr inbounds %struct.cs, ptr %36, i32 0, i32 0
  %313 = getelementptr inbounds { float, float }, ptr %312, i32 0, i32 0
  %314 = load float, ptr %313, align 8
  %315 = getelementptr inbounds { float, float }, ptr %312, i32 0, i32 1
  %316 = load float, ptr %315, align 4
  %317 = fpext float %316 to double
  %318 = getelementptr inbounds %struct.cs, ptr %36, i32 0, i32 1
  %319 = getelementptr inbounds { double, double }, ptr %318, i32 0, i32 0
  %320 = load double, ptr %319, align 8
  %321 = getelementptr inbounds { double, double }, ptr %318, i32 0, i32 1
  %322 = load double, ptr %321, align 8
  %323 = getelementptr inbounds %struct.cs, ptr %36, i32 0, i32 1
  %324 = getelementptr inbounds { double, double }, ptr %323, i32 0, i32 0
  %325 = load double, ptr %324, align 8
  %326 = getelementptr inbounds { double, double }, ptr %323, i32 0, i32 1
  %327 = load double, ptr %326, align 8
  %328 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %311, double noundef %317, double noundef %320, double noundef %327)
  store i32 0, ptr %37, align 4
  store i32 -10, ptr %38, align 4
  br label %329

329:                                              ; preds = %427, %303
  %330 = load i32, ptr %38, align 4
  %331 = icmp sle i32 %330, 10
  br i1 %331, label %332, label %430

332:                                              ; preds = %329
  store i32 -20, ptr %39, align 4
  br label %333

333:                                              ; preds = %422, %332
  %334 = load i32, ptr %39, align 4
  %335 = icmp sle i32 %334, 10
  br i1 %335, label %336, label %425

336:                                              ; preds = %333
  %337 = load i32, ptr %39, align 4
  %338 = sitofp i32 %337 to double
  %339 = fdiv double %338, 1.000000e+01
  %340 = load i32, ptr %38, align 4
  %341 = sitofp i32 %340 to double
  %342 = fdiv double %341, 1.000000e+01
  %343 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %344 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double %339, ptr %343, align 8
  store double %342, ptr %344, align 8
  %345 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %346 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  store double 0.000000e+00, ptr %345, align 8
  store double 0.000000e+00, ptr %346, align 8
  store i32 0, ptr %42, align 4
  br label %347

347:                                              ; preds = %394, %336
  %348 = load i32, ptr %42, align 4
  %349 = icmp slt i32 %348, 50
  br i1 %349, label %350, label %370

350:                                              ; preds = %347
  %351 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %352 = load double, ptr %351, align 8
  %353 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %354 = load double, ptr %353, align 8
  %355 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %356 = load double, ptr %355, align 8
  %357 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %358 = load double, ptr %357, align 8
  %359 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %360 = load double, ptr %359, align 8
  %361 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %362 = load double, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %366 = load double, ptr %365, align 8
  %367 = fmul double %362, %366
  %368 = call double @llvm.fmuladd.f64(double %352, double %356, double %367)
  %369 = fcmp ole double %368, 4.000000e+00
  br label %370

370:                                              ; preds = %350, %347
  %371 = phi i1 [ false, %347 ], [ %369, %350 ]
  br i1 %371, label %372, label %407

372:                                              ; preds = %370
  %373 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %374 = load double, ptr %373, align 8
  %375 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %376 = load double, ptr %375, align 8
  %377 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %378 = load double, ptr %377, align 8
  %379 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  %380 = load double, ptr %379, align 8
  %381 = fmul double %374, %378
  %382 = fmul double %376, %380
  %383 = fmul double %374, %380
  %384 = fmul double %376, %378
  %385 = fsub double %381, %382
  %386 = fadd double %383, %384
  %387 = fcmp uno double %385, %385
  br i1 %387, label %388, label %394, !prof !8

388:                                              ; preds = %372
  %389 = fcmp uno double %386, %386
  br i1 %389, label %390, label %394, !prof !8

390:                                              ; preds = %388
  %391 = call { double, double } @__muldc3(double noundef %374, double noundef %376, double noundef %378, double noundef %380) #4
  %392 = extractvalue { double, double } %391, 0
  %393 = extractvalue { double, double } %391, 1
  br label %394

394:                                              ; preds = %390, %388, %372
  %395 = phi double [ %385, %372 ], [ %385, %388 ], [ %392, %390 ]
  %396 = phi double [ %386, %372 ], [ %386, %388 ], [ %393, %390 ]
  %397 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %398 = load double, ptr %397, align 8
  %399 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %400 = load double, ptr %399, align 8
  %401 = fadd double %395, %398
  %402 = fadd double %396, %400
  %403 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %404 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  store double %401, ptr %403, align 8
  store double %402, ptr %404, align 8
  %405 = load i32, ptr %42, align 4
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr %42, align 4
  br label %347, !llvm.loop !9

407:                                              ; preds = %370
  %408 = load i32, ptr %42, align 4
  %409 = load i32, ptr %37, align 4
  %410 = add nsw i32 %409, %408
  store i32 %410, ptr %37, align 4
  %411 = load i32, ptr %42, align 4
  %412 = icmp sge i32 %411, 50
  br i1 %412, label %413, label %414

413:                                              ; preds = %407
  br label %419

414:                                              ; preds = %407
  %415 = load i32, ptr %42, align 4
  %416 = icmp sgt i32 %415, 5
  %417 = zext i1 %416 to i64
  %418 = select i1 %416, i32 43, i32 46
  br label %419

419:                                              ; preds = %414, %413
  %420 = phi i32 [ 35, %413 ], [ %418, %414 ]
  %421 = call i32 @putchar(i32 noundef %420)
  br label %422

422:                                              ; preds = %419
  %423 = load i32, ptr %39, align 4
  %424 = add nsw i32 %423, 1
  store i32 %424, ptr %39, align 4
  br label %333, !llvm.loop !10

425:                                              ; preds = %333
  %426 = call i32 @putchar(i32 noundef 10)
  br label %427

427:                                              ; preds = %425
  %428 = load i32, ptr %38, align 4
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr %38, align 4
  br label %329, !llvm.loop !11

430:                                              ; preds = %329
  %431 = load i32, ptr %37, align 4
  %432 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %431)
  %433 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %434 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double 1.000000e+00, ptr %433, align 8
  store double 1.000000e+00, ptr %434, align 8
  %435 = load [2 x double], ptr %43, align 8
  %436 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %437 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  store double 1.000000e+300, ptr %436, align 8
  store double 1.000000e+300, ptr %437, align 8
  %438 = load [2 x double], ptr %44, align 8
  %439 = call { double, double } @divd([2 x double] noundef alignstack(8) %435, [2 x double] noundef alignstack(8) %438)
  %440 = extractvalue { double, double } %439, 0
  %441 = extractvalue { double, double } %439, 1
  %442 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 0
  %443 = getelementptr inbounds { double, double }, ptr %45, i32 0, i32 1
  store double %440, ptr %442, align 8
  store double %441, ptr %443, align 8
  %444 = load [2 x double], ptr %45, align 8
  call void @pd(ptr noundef @.str.12, [2 x double] noundef alignstack(8) %444)
  %445 = load i32, ptr %37, align 4
  %446 = srem i32 %445, 256
  ret i32 %446
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, [2 x double] noundef alignstack(8) %1) #0 {
  %3 = alloca { double, double }, align 8
  %4 = alloca ptr, align 8
  store [2 x double] %1, ptr %3, align 8
  store ptr %0, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %5, double noundef %7, double noundef %13)
  ret void
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
define internal { double, double } @conjd([2 x double] noundef alignstack(8) %0) #0 {
  %2 = alloca { double, double }, align 8
  %3 = alloca { double, double }, align 8
  store [2 x double] %0, ptr %3, align 8
  %4 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %5 = load double, ptr %4, align 8
  %6 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %7 = load double, ptr %6, align 8
  %8 = fneg double %7
  %9 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double %5, ptr %9, align 8
  store double %8, ptr %10, align 8
  %11 = load { double, double }, ptr %2, align 8
  ret { double, double } %11
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nounwind
declare double @cabs([2 x double] noundef alignstack(8)) #2

; Function Attrs: nounwind
declare double @carg([2 x double] noundef alignstack(8)) #2

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
define internal { float, float } @addf([2 x float] noundef alignstack(8) %0, [2 x float] noundef alignstack(8) %1, [2 x float] noundef alignstack(8) %2, [2 x float] noundef alignstack(8) %3, [2 x float] noundef alignstack(8) %4) #0 {
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  store [2 x float] %0, ptr %7, align 4
  store [2 x float] %1, ptr %8, align 4
  store [2 x float] %2, ptr %9, align 4
  store [2 x float] %3, ptr %10, align 4
  store [2 x float] %4, ptr %11, align 4
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
  %42 = load { float, float }, ptr %6, align 4
  ret { float, float } %42
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

; Function Attrs: nounwind
declare double @cos(double noundef) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkcs(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, float noundef %1) #0 {
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
declare double @llvm.fmuladd.f64(double, double, double) #3

declare { double, double } @__muldc3(double, double, double, double)

declare i32 @putchar(i32 noundef) #1

declare { double, double } @__divdc3(double, double, double, double)

declare { float, float } @__mulsc3(float, float, float, float)

declare { fp128, fp128 } @__multc3(fp128, fp128, fp128, fp128)

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
