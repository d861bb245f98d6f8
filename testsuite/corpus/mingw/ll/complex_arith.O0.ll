; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %16 = alloca { double, double }, align 8
  %17 = alloca { double, double }, align 8
  %18 = alloca { double, double }, align 8
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
  %29 = alloca { float, float }, align 4
  %30 = alloca { float, float }, align 4
  %31 = alloca { float, float }, align 4
  %32 = alloca { x86_fp80, x86_fp80 }, align 16
  %33 = alloca { x86_fp80, x86_fp80 }, align 16
  %34 = alloca { x86_fp80, x86_fp80 }, align 16
  %35 = alloca { x86_fp80, x86_fp80 }, align 16
  %36 = alloca { x86_fp80, x86_fp80 }, align 16
  %37 = alloca { x86_fp80, x86_fp80 }, align 16
  %38 = alloca x86_fp80, align 16
  %39 = alloca x86_fp80, align 16
  %40 = alloca { double, double }, align 8
  %41 = alloca i32, align 4
  %42 = alloca { double, double }, align 8
  %43 = alloca { double, double }, align 8
  %44 = alloca { double, double }, align 8
  %45 = alloca %struct.cs, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca { double, double }, align 8
  %50 = alloca { double, double }, align 8
  %51 = alloca i32, align 4
  %52 = alloca { double, double }, align 8
  %53 = alloca { double, double }, align 8
  %54 = alloca { double, double }, align 8
  %55 = alloca { double, double }, align 8
  %56 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  %57 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %58 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  store double 1.500000e+00, ptr %57, align 8
  store double -2.000000e+00, ptr %58, align 8
  %59 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %60 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  store double -5.000000e-01, ptr %59, align 8
  store double 4.000000e+00, ptr %60, align 8
  %61 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %64 = load double, ptr %63, align 8
  %65 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %66 = load double, ptr %65, align 8
  %67 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %68 = load double, ptr %67, align 8
  %69 = fadd double %62, %66
  %70 = fadd double %64, %68
  %71 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %72 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  store double %69, ptr %71, align 8
  store double %70, ptr %72, align 8
  call void @pd(ptr noundef @.str, ptr noundef %4)
  %73 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %74 = load double, ptr %73, align 8
  %75 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %76 = load double, ptr %75, align 8
  %77 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %78 = load double, ptr %77, align 8
  %79 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %80 = load double, ptr %79, align 8
  %81 = fsub double %74, %78
  %82 = fsub double %76, %80
  %83 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %84 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  store double %81, ptr %83, align 8
  store double %82, ptr %84, align 8
  call void @pd(ptr noundef @.str.1, ptr noundef %5)
  %85 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %90 = load double, ptr %89, align 8
  %91 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %94 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %86, ptr %93, align 8
  store double %88, ptr %94, align 8
  %95 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  %96 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %90, ptr %95, align 8
  store double %92, ptr %96, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %6, ptr noundef %7, ptr noundef %8)
  %97 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %98 = load double, ptr %97, align 8
  %99 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %100 = load double, ptr %99, align 8
  %101 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %102 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %98, ptr %101, align 8
  store double %100, ptr %102, align 8
  call void @pd(ptr noundef @.str.2, ptr noundef %9)
  %103 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %104 = load double, ptr %103, align 8
  %105 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %106 = load double, ptr %105, align 8
  %107 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %108 = load double, ptr %107, align 8
  %109 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %110 = load double, ptr %109, align 8
  %111 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 0
  %112 = getelementptr inbounds { double, double }, ptr %11, i32 0, i32 1
  store double %104, ptr %111, align 8
  store double %106, ptr %112, align 8
  %113 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 0
  %114 = getelementptr inbounds { double, double }, ptr %12, i32 0, i32 1
  store double %108, ptr %113, align 8
  store double %110, ptr %114, align 8
  call void @divd(ptr dead_on_unwind writable sret({ double, double }) align 8 %10, ptr noundef %11, ptr noundef %12)
  %115 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  %116 = load double, ptr %115, align 8
  %117 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %120 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %116, ptr %119, align 8
  store double %118, ptr %120, align 8
  call void @pd(ptr noundef @.str.3, ptr noundef %13)
  %121 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %122 = load double, ptr %121, align 8
  %123 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  store double %122, ptr %125, align 8
  store double %124, ptr %126, align 8
  call void @conjd(ptr dead_on_unwind writable sret({ double, double }) align 8 %14, ptr noundef %15)
  %127 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %128 = load double, ptr %127, align 8
  %129 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %130 = load double, ptr %129, align 8
  %131 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %132 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %128, ptr %131, align 8
  store double %130, ptr %132, align 8
  call void @pd(ptr noundef @.str.4, ptr noundef %16)
  %133 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %134 = load double, ptr %133, align 8
  %135 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %138 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %134, ptr %137, align 8
  store double %136, ptr %138, align 8
  %139 = call double @cabs(ptr noundef %17) #6
  %140 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %141 = load double, ptr %140, align 8
  %142 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %143 = load double, ptr %142, align 8
  %144 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %145 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  store double %141, ptr %144, align 8
  store double %143, ptr %145, align 8
  %146 = call double @carg(ptr noundef %18) #6
  %147 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %139, double noundef %146)
  %148 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %149 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  store float 2.000000e+00, ptr %148, align 4
  store float 3.000000e+00, ptr %149, align 4
  %150 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %151 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  store float -1.000000e+00, ptr %150, align 4
  store float 5.000000e-01, ptr %151, align 4
  %152 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %153 = load float, ptr %152, align 4
  %154 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %155 = load float, ptr %154, align 4
  %156 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %157 = load float, ptr %156, align 4
  %158 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  %159 = load float, ptr %158, align 4
  %160 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 0
  %161 = getelementptr inbounds { float, float }, ptr %22, i32 0, i32 1
  store float %153, ptr %160, align 4
  store float %155, ptr %161, align 4
  %162 = load i64, ptr %22, align 4
  %163 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 0
  %164 = getelementptr inbounds { float, float }, ptr %23, i32 0, i32 1
  store float %157, ptr %163, align 4
  store float %159, ptr %164, align 4
  %165 = load i64, ptr %23, align 4
  %166 = call i64 @mulf(i64 noundef %162, i64 noundef %165)
  store i64 %166, ptr %24, align 4
  %167 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 0
  %168 = load float, ptr %167, align 4
  %169 = getelementptr inbounds { float, float }, ptr %24, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %172 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  store float %168, ptr %171, align 4
  store float %170, ptr %172, align 4
  %173 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %174 = load float, ptr %173, align 4
  %175 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %176 = load float, ptr %175, align 4
  %177 = fpext float %174 to double
  %178 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 0
  %179 = load float, ptr %178, align 4
  %180 = getelementptr inbounds { float, float }, ptr %21, i32 0, i32 1
  %181 = load float, ptr %180, align 4
  %182 = fpext float %181 to double
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %177, double noundef %182)
  %184 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %185 = load float, ptr %184, align 4
  %186 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %187 = load float, ptr %186, align 4
  %188 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %189 = load float, ptr %188, align 4
  %190 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 0
  %193 = load float, ptr %192, align 4
  %194 = getelementptr inbounds { float, float }, ptr %19, i32 0, i32 1
  %195 = load float, ptr %194, align 4
  %196 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 0
  %197 = load float, ptr %196, align 4
  %198 = getelementptr inbounds { float, float }, ptr %20, i32 0, i32 1
  %199 = load float, ptr %198, align 4
  %200 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 0
  %201 = getelementptr inbounds { float, float }, ptr %26, i32 0, i32 1
  store float %185, ptr %200, align 4
  store float %187, ptr %201, align 4
  %202 = load i64, ptr %26, align 4
  %203 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 0
  %204 = getelementptr inbounds { float, float }, ptr %27, i32 0, i32 1
  store float %189, ptr %203, align 4
  store float %191, ptr %204, align 4
  %205 = load i64, ptr %27, align 4
  %206 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 0
  %207 = getelementptr inbounds { float, float }, ptr %28, i32 0, i32 1
  store float %193, ptr %206, align 4
  store float %195, ptr %207, align 4
  %208 = load i64, ptr %28, align 4
  %209 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 0
  %210 = getelementptr inbounds { float, float }, ptr %29, i32 0, i32 1
  store float %197, ptr %209, align 4
  store float %199, ptr %210, align 4
  %211 = load i64, ptr %29, align 4
  %212 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 0
  %213 = getelementptr inbounds { float, float }, ptr %30, i32 0, i32 1
  store float 2.500000e-01, ptr %212, align 4
  store float 2.500000e-01, ptr %213, align 4
  %214 = load i64, ptr %30, align 4
  %215 = call i64 @addf(i64 noundef %202, i64 noundef %205, i64 noundef %208, i64 noundef %211, i64 noundef %214)
  store i64 %215, ptr %31, align 4
  %216 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 0
  %217 = load float, ptr %216, align 4
  %218 = getelementptr inbounds { float, float }, ptr %31, i32 0, i32 1
  %219 = load float, ptr %218, align 4
  %220 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %221 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  store float %217, ptr %220, align 4
  store float %219, ptr %221, align 4
  %222 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %223 = load float, ptr %222, align 4
  %224 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %225 = load float, ptr %224, align 4
  %226 = fpext float %223 to double
  %227 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 0
  %228 = load float, ptr %227, align 4
  %229 = getelementptr inbounds { float, float }, ptr %25, i32 0, i32 1
  %230 = load float, ptr %229, align 4
  %231 = fpext float %230 to double
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %226, double noundef %231)
  %233 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %234 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %233, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %234, align 16
  %235 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %236 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  store x86_fp80 0xK3FFE8000000000000000, ptr %235, align 16
  store x86_fp80 0xKBFFD8000000000000000, ptr %236, align 16
  %237 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 0
  %238 = load x86_fp80, ptr %237, align 16
  %239 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %32, i32 0, i32 1
  %240 = load x86_fp80, ptr %239, align 16
  %241 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 0
  %242 = load x86_fp80, ptr %241, align 16
  %243 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %33, i32 0, i32 1
  %244 = load x86_fp80, ptr %243, align 16
  %245 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 0
  %246 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %36, i32 0, i32 1
  store x86_fp80 %238, ptr %245, align 16
  store x86_fp80 %240, ptr %246, align 16
  %247 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 0
  %248 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %37, i32 0, i32 1
  store x86_fp80 %242, ptr %247, align 16
  store x86_fp80 %244, ptr %248, align 16
  call void @mull(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %35, ptr noundef %36, ptr noundef %37)
  %249 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %35, i32 0, i32 0
  %250 = load x86_fp80, ptr %249, align 16
  %251 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %35, i32 0, i32 1
  %252 = load x86_fp80, ptr %251, align 16
  %253 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 0
  %254 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 1
  store x86_fp80 %250, ptr %253, align 16
  store x86_fp80 %252, ptr %254, align 16
  %255 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 0
  %256 = load x86_fp80, ptr %255, align 16
  %257 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 1
  %258 = load x86_fp80, ptr %257, align 16
  %259 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 0
  %260 = load x86_fp80, ptr %259, align 16
  %261 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %34, i32 0, i32 1
  %262 = load x86_fp80, ptr %261, align 16
  store x86_fp80 %256, ptr %38, align 16
  store x86_fp80 %262, ptr %39, align 16
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %38, ptr noundef %39)
  %264 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %265 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double 1.000000e+00, ptr %264, align 8
  store double 0.000000e+00, ptr %265, align 8
  store i32 0, ptr %41, align 4
  br label %266

266:                                              ; preds = %286, %0
  %267 = load i32, ptr %41, align 4
  %268 = icmp slt i32 %267, 12
  br i1 %268, label %269, label %289

269:                                              ; preds = %266
  %270 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %271 = load double, ptr %270, align 8
  %272 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %273 = load double, ptr %272, align 8
  %274 = call double @cos(double noundef 0x3FE0C152382D7365) #7
  %275 = call double @sin(double noundef 0x3FE0C152382D7365) #7
  %276 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 0
  %277 = getelementptr inbounds { double, double }, ptr %43, i32 0, i32 1
  store double %271, ptr %276, align 8
  store double %273, ptr %277, align 8
  %278 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 0
  %279 = getelementptr inbounds { double, double }, ptr %44, i32 0, i32 1
  store double %274, ptr %278, align 8
  store double %275, ptr %279, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %42, ptr noundef %43, ptr noundef %44)
  %280 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 0
  %281 = load double, ptr %280, align 8
  %282 = getelementptr inbounds { double, double }, ptr %42, i32 0, i32 1
  %283 = load double, ptr %282, align 8
  %284 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %285 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double %281, ptr %284, align 8
  store double %283, ptr %285, align 8
  br label %286

286:                                              ; preds = %269
  %287 = load i32, ptr %41, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %41, align 4
  br label %266, !llvm.loop !5

289:                                              ; preds = %266
  %290 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %291 = load double, ptr %290, align 8
  %292 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %293 = load double, ptr %292, align 8
  %294 = fadd double %291, 0.000000e+00
  %295 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %296 = load double, ptr %295, align 8
  %297 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %298 = load double, ptr %297, align 8
  %299 = call double @llvm.fabs.f64(double %298)
  %300 = fcmp olt double %299, 1.000000e-09
  br i1 %300, label %301, label %302

301:                                              ; preds = %289
  br label %307

302:                                              ; preds = %289
  %303 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %304 = load double, ptr %303, align 8
  %305 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  %306 = load double, ptr %305, align 8
  br label %307

307:                                              ; preds = %302, %301
  %308 = phi double [ 0.000000e+00, %301 ], [ %306, %302 ]
  %309 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %294, double noundef %308)
  call void @mkcs(ptr dead_on_unwind writable sret(%struct.cs) align 8 %45, float noundef 1.500000e+00)
  %310 = getelementptr inbounds %struct.cs, ptr %45, i32 0, i32 0
  %311 = getelementptr inbounds { float, float }, ptr %310, i32 0, i32 0
  %312 = load float, ptr %311, align 8
  %313 = getelementptr inbounds { float, float }, ptr %310, i32 0, i32 1
  %314 = load float, ptr %313, align 4
  %315 = fpext float %312 to double
  %316 = getelementptr inbounds %struct.cs, ptr %45, i32 0, i32 0
  %317 = getelementptr inbounds { float, float }, ptr %316, i32 0, i32 0
  %318 = load float, ptr %317, align 8
  %319 = getelementptr inbounds { float, float }, ptr %316, i32 0, i32 1
  %320 = load float, ptr %319, align 4
  %321 = fpext float %320 to double
  %322 = getelementptr inbounds %struct.cs, ptr %45, i32 0, i32 1
  %323 = getelementptr inbounds { double, double }, ptr %322, i32 0, i32 0
  %324 = load double, ptr %323, align 8
  %325 = getelementptr inbounds { double, double }, ptr %322, i32 0, i32 1
  %326 = load double, ptr %325, align 8
  %327 = getelementptr inbounds %struct.cs, ptr %45, i32 0, i32 1
  %328 = getelementptr inbounds { double, double }, ptr %327, i32 0, i32 0
  %329 = load double, ptr %328, align 8
  %330 = getelementptr inbounds { double, double }, ptr %327, i32 0, i32 1
  %331 = load double, ptr %330, align 8
  %332 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %315, double noundef %321, double noundef %324, double noundef %331)
  store i32 0, ptr %46, align 4
  store i32 -10, ptr %47, align 4
  br label %333

333:                                              ; preds = %432, %307
  %334 = load i32, ptr %47, align 4
  %335 = icmp sle i32 %334, 10
  br i1 %335, label %336, label %435

336:                                              ; preds = %333
  store i32 -20, ptr %48, align 4
  br label %337

337:                                              ; preds = %427, %336
  %338 = load i32, ptr %48, align 4
  %339 = icmp sle i32 %338, 10
  br i1 %339, label %340, label %430

340:                                              ; preds = %337
  %341 = load i32, ptr %48, align 4
  %342 = sitofp i32 %341 to double
  %343 = fdiv double %342, 1.000000e+01
  %344 = load i32, ptr %47, align 4
  %345 = sitofp i32 %344 to double
  %346 = fdiv double %345, 1.000000e+01
  %347 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %348 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  store double %343, ptr %347, align 8
  store double %346, ptr %348, align 8
  %349 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %350 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  store double 0.000000e+00, ptr %349, align 8
  store double 0.000000e+00, ptr %350, align 8
  store i32 0, ptr %51, align 4
  br label %351

351:                                              ; preds = %399, %340
  %352 = load i32, ptr %51, align 4
  %353 = icmp slt i32 %352, 50
  br i1 %353, label %354, label %374

354:                                              ; preds = %351
  %355 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %356 = load double, ptr %355, align 8
  %357 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %358 = load double, ptr %357, align 8
  %359 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %360 = load double, ptr %359, align 8
  %361 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %362 = load double, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %366 = load double, ptr %365, align 8
  %367 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %368 = load double, ptr %367, align 8
  %369 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %370 = load double, ptr %369, align 8
  %371 = fmul double %366, %370
  %372 = call double @llvm.fmuladd.f64(double %356, double %360, double %371)
  %373 = fcmp ole double %372, 4.000000e+00
  br label %374

374:                                              ; preds = %354, %351
  %375 = phi i1 [ false, %351 ], [ %373, %354 ]
  br i1 %375, label %376, label %412

376:                                              ; preds = %374
  %377 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %378 = load double, ptr %377, align 8
  %379 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %380 = load double, ptr %379, align 8
  %381 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %382 = load double, ptr %381, align 8
  %383 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  %384 = load double, ptr %383, align 8
  %385 = fmul double %378, %382
  %386 = fmul double %380, %384
  %387 = fmul double %378, %384
  %388 = fmul double %380, %382
  %389 = fsub double %385, %386
  %390 = fadd double %387, %388
  %391 = fcmp uno double %389, %389
  br i1 %391, label %392, label %399, !prof !7

392:                                              ; preds = %376
  %393 = fcmp uno double %390, %390
  br i1 %393, label %394, label %399, !prof !7

394:                                              ; preds = %392
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %52, double noundef %378, double noundef %380, double noundef %382, double noundef %384) #7
  %395 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 0
  %396 = load double, ptr %395, align 8
  %397 = getelementptr inbounds { double, double }, ptr %52, i32 0, i32 1
  %398 = load double, ptr %397, align 8
  br label %399

399:                                              ; preds = %394, %392, %376
  %400 = phi double [ %389, %376 ], [ %389, %392 ], [ %396, %394 ]
  %401 = phi double [ %390, %376 ], [ %390, %392 ], [ %398, %394 ]
  %402 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 0
  %403 = load double, ptr %402, align 8
  %404 = getelementptr inbounds { double, double }, ptr %49, i32 0, i32 1
  %405 = load double, ptr %404, align 8
  %406 = fadd double %400, %403
  %407 = fadd double %401, %405
  %408 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 0
  %409 = getelementptr inbounds { double, double }, ptr %50, i32 0, i32 1
  store double %406, ptr %408, align 8
  store double %407, ptr %409, align 8
  %410 = load i32, ptr %51, align 4
  %411 = add nsw i32 %410, 1
  store i32 %411, ptr %51, align 4
  br label %351, !llvm.loop !8

412:                                              ; preds = %374
  %413 = load i32, ptr %51, align 4
  %414 = load i32, ptr %46, align 4
  %415 = add nsw i32 %414, %413
  store i32 %415, ptr %46, align 4
  %416 = load i32, ptr %51, align 4
  %417 = icmp sge i32 %416, 50
  br i1 %417, label %418, label %419

418:                                              ; preds = %412
  br label %424

419:                                              ; preds = %412
  %420 = load i32, ptr %51, align 4
  %421 = icmp sgt i32 %420, 5
  %422 = zext i1 %421 to i64
  %423 = select i1 %421, i32 43, i32 46
  br label %424

424:                                              ; preds = %419, %418
  %425 = phi i32 [ 35, %418 ], [ %423, %419 ]
  %426 = call i32 @putchar(i32 noundef %425)
  br label %427

427:                                              ; preds = %424
  %428 = load i32, ptr %48, align 4
  %429 = add nsw i32 %428, 1
  store i32 %429, ptr %48, align 4
  br label %337, !llvm.loop !9

430:                                              ; preds = %337
  %431 = call i32 @putchar(i32 noundef 10)
  br label %432

432:                                              ; preds = %430
  %433 = load i32, ptr %47, align 4
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr %47, align 4
  br label %333, !llvm.loop !10

435:                                              ; preds = %333
  %436 = load i32, ptr %46, align 4
  %437 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %436)
  %438 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 0
  %439 = getelementptr inbounds { double, double }, ptr %54, i32 0, i32 1
  store double 1.000000e+00, ptr %438, align 8
  store double 1.000000e+00, ptr %439, align 8
  %440 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 0
  %441 = getelementptr inbounds { double, double }, ptr %55, i32 0, i32 1
  store double 1.000000e+300, ptr %440, align 8
  store double 1.000000e+300, ptr %441, align 8
  call void @divd(ptr dead_on_unwind writable sret({ double, double }) align 8 %53, ptr noundef %54, ptr noundef %55)
  %442 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 0
  %443 = load double, ptr %442, align 8
  %444 = getelementptr inbounds { double, double }, ptr %53, i32 0, i32 1
  %445 = load double, ptr %444, align 8
  %446 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %447 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  store double %443, ptr %446, align 8
  store double %445, ptr %447, align 8
  call void @pd(ptr noundef @.str.12, ptr noundef %56)
  %448 = load i32, ptr %46, align 4
  %449 = srem i32 %448, 256
  ret i32 %449
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %7 = load double, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %13 = load double, ptr %12, align 8
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %5, double noundef %7, double noundef %13)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @muld(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = fmul double %9, %13
  %17 = fmul double %11, %15
  %18 = fmul double %9, %15
  %19 = fmul double %11, %13
  %20 = fsub double %16, %17
  %21 = fadd double %18, %19
  %22 = fcmp uno double %20, %20
  br i1 %22, label %23, label %30, !prof !7

23:                                               ; preds = %3
  %24 = fcmp uno double %21, %21
  br i1 %24, label %25, label %30, !prof !7

25:                                               ; preds = %23
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %7, double noundef %9, double noundef %11, double noundef %13, double noundef %15) #7
  %26 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %27 = load double, ptr %26, align 8
  %28 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  br label %30

30:                                               ; preds = %25, %23, %3
  %31 = phi double [ %20, %3 ], [ %20, %23 ], [ %27, %25 ]
  %32 = phi double [ %21, %3 ], [ %21, %23 ], [ %29, %25 ]
  %33 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %34 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %31, ptr %33, align 8
  store double %32, ptr %34, align 8
  %35 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %36 = load double, ptr %35, align 8
  %37 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %38 = load double, ptr %37, align 8
  %39 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %40 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %36, ptr %39, align 8
  store double %38, ptr %40, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @divd(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { double, double }, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %8 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %9 = load double, ptr %8, align 8
  %10 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %11 = load double, ptr %10, align 8
  %12 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %2, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  call void @__divdc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %7, double noundef %9, double noundef %11, double noundef %13, double noundef %15) #7
  %16 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  %17 = load double, ptr %16, align 8
  %18 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %21 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %17, ptr %20, align 8
  store double %19, ptr %21, align 8
  %22 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %23 = load double, ptr %22, align 8
  %24 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %27 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %23, ptr %26, align 8
  store double %25, ptr %27, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @conjd(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %6 = load double, ptr %5, align 8
  %7 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %8 = load double, ptr %7, align 8
  %9 = fneg double %8
  %10 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %11 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %6, ptr %10, align 8
  store double %9, ptr %11, align 8
  %12 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %17 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %13, ptr %16, align 8
  store double %15, ptr %17, align 8
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare dso_local double @cabs(ptr noundef) #1

; Function Attrs: nounwind willreturn memory(argmem: readwrite)
declare dso_local double @carg(ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulf(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca { float, float }, align 4
  %4 = alloca { float, float }, align 4
  %5 = alloca { float, float }, align 4
  %6 = alloca { float, float }, align 4
  store i64 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 4
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
  br i1 %21, label %22, label %30, !prof !7

22:                                               ; preds = %2
  %23 = fcmp uno float %20, %20
  br i1 %23, label %24, label %30, !prof !7

24:                                               ; preds = %22
  %25 = call i64 @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #7
  store i64 %25, ptr %6, align 4
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
  %35 = load i64, ptr %3, align 4
  ret i64 %35
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @addf(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) #0 {
  %6 = alloca { float, float }, align 4
  %7 = alloca { float, float }, align 4
  %8 = alloca { float, float }, align 4
  %9 = alloca { float, float }, align 4
  %10 = alloca { float, float }, align 4
  %11 = alloca { float, float }, align 4
  store i64 %0, ptr %7, align 4
  store i64 %1, ptr %8, align 4
  store i64 %2, ptr %9, align 4
  store i64 %3, ptr %10, align 4
  store i64 %4, ptr %11, align 4
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
  %42 = load i64, ptr %6, align 4
  ret i64 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mull(ptr dead_on_unwind noalias writable sret({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca { x86_fp80, x86_fp80 }, align 16
  %8 = alloca x86_fp80, align 16
  %9 = alloca x86_fp80, align 16
  %10 = alloca x86_fp80, align 16
  %11 = alloca x86_fp80, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %12 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 0
  %13 = load x86_fp80, ptr %12, align 16
  %14 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %1, i32 0, i32 1
  %15 = load x86_fp80, ptr %14, align 16
  %16 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %2, i32 0, i32 0
  %17 = load x86_fp80, ptr %16, align 16
  %18 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %2, i32 0, i32 1
  %19 = load x86_fp80, ptr %18, align 16
  %20 = fmul x86_fp80 %13, %17
  %21 = fmul x86_fp80 %15, %19
  %22 = fmul x86_fp80 %13, %19
  %23 = fmul x86_fp80 %15, %17
  %24 = fsub x86_fp80 %20, %21
  %25 = fadd x86_fp80 %22, %23
  %26 = fcmp uno x86_fp80 %24, %24
  br i1 %26, label %27, label %34, !prof !7

27:                                               ; preds = %3
  %28 = fcmp uno x86_fp80 %25, %25
  br i1 %28, label %29, label %34, !prof !7

29:                                               ; preds = %27
  store x86_fp80 %13, ptr %8, align 16
  store x86_fp80 %15, ptr %9, align 16
  store x86_fp80 %17, ptr %10, align 16
  store x86_fp80 %19, ptr %11, align 16
  call void @__mulxc3(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11) #7
  %30 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 0
  %31 = load x86_fp80, ptr %30, align 16
  %32 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 1
  %33 = load x86_fp80, ptr %32, align 16
  br label %34

34:                                               ; preds = %29, %27, %3
  %35 = phi x86_fp80 [ %24, %3 ], [ %24, %27 ], [ %31, %29 ]
  %36 = phi x86_fp80 [ %25, %3 ], [ %25, %27 ], [ %33, %29 ]
  %37 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %38 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %35, ptr %37, align 16
  store x86_fp80 %36, ptr %38, align 16
  %39 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %40 = load x86_fp80, ptr %39, align 16
  %41 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %42 = load x86_fp80, ptr %41, align 16
  %43 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %44 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %40, ptr %43, align 16
  store x86_fp80 %42, ptr %44, align 16
  ret void
}

; Function Attrs: nounwind
declare dso_local double @cos(double noundef) #2

; Function Attrs: nounwind
declare dso_local double @sin(double noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkcs(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = load float, ptr %4, align 4
  %7 = fneg float %6
  %8 = getelementptr inbounds %struct.cs, ptr %0, i32 0, i32 0
  %9 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %10 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  store float %5, ptr %9, align 8
  store float %7, ptr %10, align 4
  %11 = load float, ptr %4, align 4
  %12 = fmul float %11, 2.000000e+00
  %13 = fpext float %12 to double
  %14 = load float, ptr %4, align 4
  %15 = fmul float %14, 3.000000e+00
  %16 = fpext float %15 to double
  %17 = getelementptr inbounds %struct.cs, ptr %0, i32 0, i32 1
  %18 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %19 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double %13, ptr %18, align 8
  store double %16, ptr %19, align 8
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i32 @putchar(i32 noundef) #4

declare dso_local void @__divdc3(ptr, double, double, double, double)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

declare dso_local i64 @__mulsc3(float, float, float, float)

declare dso_local void @__mulxc3(ptr, ptr, ptr, ptr, ptr)

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = !{!"branch_weights", i32 1, i32 1048575}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
