; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %36 = alloca { double, double }, align 8
  %37 = alloca { double, double }, align 8
  %38 = alloca { double, double }, align 8
  %39 = alloca { double, double }, align 8
  %40 = alloca { double, double }, align 8
  %41 = alloca { double, double }, align 8
  %42 = alloca { x86_fp80, x86_fp80 }, align 16
  %43 = alloca { x86_fp80, x86_fp80 }, align 16
  %44 = alloca { x86_fp80, x86_fp80 }, align 16
  %45 = alloca { x86_fp80, x86_fp80 }, align 16
  %46 = alloca { x86_fp80, x86_fp80 }, align 16
  %47 = alloca { x86_fp80, x86_fp80 }, align 16
  %48 = alloca { x86_fp80, x86_fp80 }, align 16
  %49 = alloca { x86_fp80, x86_fp80 }, align 16
  %50 = alloca { x86_fp80, x86_fp80 }, align 16
  %51 = alloca { x86_fp80, x86_fp80 }, align 16
  %52 = alloca x86_fp80, align 16
  %53 = alloca x86_fp80, align 16
  %54 = alloca x86_fp80, align 16
  %55 = alloca x86_fp80, align 16
  %56 = alloca { double, double }, align 8
  %57 = alloca { double, double }, align 8
  %58 = alloca { float, float }, align 4
  %59 = alloca { x86_fp80, x86_fp80 }, align 16
  %60 = alloca { double, double }, align 8
  %61 = alloca { double, double }, align 8
  %62 = alloca { double, double }, align 8
  %63 = alloca %struct.cs, align 8
  %64 = alloca i32, align 4
  %65 = alloca %struct.cs, align 8
  %66 = alloca %struct.cs, align 8
  %67 = alloca { double, double }, align 8
  %68 = alloca { double, double }, align 8
  %69 = alloca i32, align 4
  %70 = alloca { double, double }, align 8
  %71 = alloca { double, double }, align 8
  %72 = alloca { double, double }, align 8
  %73 = alloca { double, double }, align 8
  %74 = alloca { double, double }, align 8
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  store volatile float -2.000000e+00, ptr %3, align 4
  %75 = load volatile float, ptr %2, align 4
  %76 = load volatile float, ptr %3, align 4
  %77 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %78 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  store float %75, ptr %77, align 4
  store float %76, ptr %78, align 4
  %79 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %80 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  store float 2.500000e-01, ptr %79, align 4
  store float 4.000000e+00, ptr %80, align 4
  %81 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %82 = load float, ptr %81, align 4
  %83 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %84 = load float, ptr %83, align 4
  %85 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %88 = load float, ptr %87, align 4
  %89 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %90 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  store float %82, ptr %89, align 4
  store float %84, ptr %90, align 4
  %91 = load i64, ptr %6, align 4
  %92 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %93 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %86, ptr %92, align 4
  store float %88, ptr %93, align 4
  %94 = load i64, ptr %7, align 4
  %95 = call i64 @mulf(i64 noundef %91, i64 noundef %94)
  store i64 %95, ptr %8, align 4
  %96 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %97 = load float, ptr %96, align 4
  %98 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %99 = load float, ptr %98, align 4
  %100 = fpext float %97 to double
  %101 = fpext float %99 to double
  %102 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0
  %103 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1
  store double %100, ptr %102, align 8
  store double %101, ptr %103, align 8
  call void @pd(ptr noundef @.str, ptr noundef %9)
  %104 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %105 = load float, ptr %104, align 4
  %106 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %107 = load float, ptr %106, align 4
  %108 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %109 = load float, ptr %108, align 4
  %110 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 0
  %113 = getelementptr inbounds { float, float }, ptr %10, i32 0, i32 1
  store float %105, ptr %112, align 4
  store float %107, ptr %113, align 4
  %114 = load i64, ptr %10, align 4
  %115 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 0
  %116 = getelementptr inbounds { float, float }, ptr %11, i32 0, i32 1
  store float %109, ptr %115, align 4
  store float %111, ptr %116, align 4
  %117 = load i64, ptr %11, align 4
  %118 = call i64 @divf(i64 noundef %114, i64 noundef %117)
  store i64 %118, ptr %12, align 4
  %119 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 0
  %120 = load float, ptr %119, align 4
  %121 = getelementptr inbounds { float, float }, ptr %12, i32 0, i32 1
  %122 = load float, ptr %121, align 4
  %123 = fpext float %120 to double
  %124 = fpext float %122 to double
  %125 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 0
  %126 = getelementptr inbounds { double, double }, ptr %13, i32 0, i32 1
  store double %123, ptr %125, align 8
  store double %124, ptr %126, align 8
  call void @pd(ptr noundef @.str.1, ptr noundef %13)
  store volatile double 3.000000e+00, ptr %14, align 8
  store volatile double 5.000000e-01, ptr %15, align 8
  %127 = load volatile double, ptr %14, align 8
  %128 = load volatile double, ptr %15, align 8
  %129 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %130 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  store double %127, ptr %129, align 8
  store double %128, ptr %130, align 8
  %131 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %132 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  store double -1.000000e+00, ptr %131, align 8
  store double 2.000000e+00, ptr %132, align 8
  %133 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %134 = load double, ptr %133, align 8
  %135 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %136 = load double, ptr %135, align 8
  %137 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %138 = load double, ptr %137, align 8
  %139 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %140 = load double, ptr %139, align 8
  %141 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 0
  %142 = getelementptr inbounds { double, double }, ptr %19, i32 0, i32 1
  store double %134, ptr %141, align 8
  store double %136, ptr %142, align 8
  %143 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 0
  %144 = getelementptr inbounds { double, double }, ptr %20, i32 0, i32 1
  store double %138, ptr %143, align 8
  store double %140, ptr %144, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %18, ptr noundef %19, ptr noundef %20)
  %145 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 0
  %146 = load double, ptr %145, align 8
  %147 = getelementptr inbounds { double, double }, ptr %18, i32 0, i32 1
  %148 = load double, ptr %147, align 8
  %149 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 0
  %150 = getelementptr inbounds { double, double }, ptr %21, i32 0, i32 1
  store double %146, ptr %149, align 8
  store double %148, ptr %150, align 8
  call void @pd(ptr noundef @.str.2, ptr noundef %21)
  %151 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %152 = load double, ptr %151, align 8
  %153 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %154 = load double, ptr %153, align 8
  %155 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %156 = load double, ptr %155, align 8
  %157 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %158 = load double, ptr %157, align 8
  %159 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 0
  %160 = getelementptr inbounds { double, double }, ptr %23, i32 0, i32 1
  store double %152, ptr %159, align 8
  store double %154, ptr %160, align 8
  %161 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 0
  %162 = getelementptr inbounds { double, double }, ptr %24, i32 0, i32 1
  store double %156, ptr %161, align 8
  store double %158, ptr %162, align 8
  call void @divd(ptr dead_on_unwind writable sret({ double, double }) align 8 %22, ptr noundef %23, ptr noundef %24)
  %163 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 0
  %164 = load double, ptr %163, align 8
  %165 = getelementptr inbounds { double, double }, ptr %22, i32 0, i32 1
  %166 = load double, ptr %165, align 8
  %167 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 0
  %168 = getelementptr inbounds { double, double }, ptr %25, i32 0, i32 1
  store double %164, ptr %167, align 8
  store double %166, ptr %168, align 8
  call void @pd(ptr noundef @.str.3, ptr noundef %25)
  %169 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %170 = load double, ptr %169, align 8
  %171 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %172 = load double, ptr %171, align 8
  %173 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 0
  %174 = getelementptr inbounds { double, double }, ptr %27, i32 0, i32 1
  store double %170, ptr %173, align 8
  store double %172, ptr %174, align 8
  %175 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 0
  %176 = getelementptr inbounds { double, double }, ptr %28, i32 0, i32 1
  store double 0.000000e+00, ptr %175, align 8
  store double 0.000000e+00, ptr %176, align 8
  call void @divd(ptr dead_on_unwind writable sret({ double, double }) align 8 %26, ptr noundef %27, ptr noundef %28)
  %177 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 0
  %178 = load double, ptr %177, align 8
  %179 = getelementptr inbounds { double, double }, ptr %26, i32 0, i32 1
  %180 = load double, ptr %179, align 8
  %181 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 0
  %182 = getelementptr inbounds { double, double }, ptr %29, i32 0, i32 1
  store double %178, ptr %181, align 8
  store double %180, ptr %182, align 8
  call void @pd(ptr noundef @.str.4, ptr noundef %29)
  %183 = load volatile double, ptr %14, align 8
  %184 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 0
  %185 = getelementptr inbounds { double, double }, ptr %31, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %184, align 8
  store double %183, ptr %185, align 8
  %186 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %187 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double 0.000000e+00, ptr %186, align 8
  store double 1.000000e+00, ptr %187, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %30, ptr noundef %31, ptr noundef %32)
  %188 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 0
  %189 = load double, ptr %188, align 8
  %190 = getelementptr inbounds { double, double }, ptr %30, i32 0, i32 1
  %191 = load double, ptr %190, align 8
  %192 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 0
  %193 = getelementptr inbounds { double, double }, ptr %33, i32 0, i32 1
  store double %189, ptr %192, align 8
  store double %191, ptr %193, align 8
  call void @pd(ptr noundef @.str.5, ptr noundef %33)
  %194 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 0
  %195 = getelementptr inbounds { double, double }, ptr %35, i32 0, i32 1
  store double 0x7FF8000000000000, ptr %194, align 8
  store double 0x7FF0000000000000, ptr %195, align 8
  %196 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 0
  %197 = getelementptr inbounds { double, double }, ptr %36, i32 0, i32 1
  store double 2.000000e+00, ptr %196, align 8
  store double 0.000000e+00, ptr %197, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %34, ptr noundef %35, ptr noundef %36)
  %198 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 0
  %199 = load double, ptr %198, align 8
  %200 = getelementptr inbounds { double, double }, ptr %34, i32 0, i32 1
  %201 = load double, ptr %200, align 8
  %202 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 0
  %203 = getelementptr inbounds { double, double }, ptr %37, i32 0, i32 1
  store double %199, ptr %202, align 8
  store double %201, ptr %203, align 8
  call void @pd(ptr noundef @.str.6, ptr noundef %37)
  %204 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 0
  %205 = getelementptr inbounds { double, double }, ptr %39, i32 0, i32 1
  store double 1.000000e+00, ptr %204, align 8
  store double 1.000000e+00, ptr %205, align 8
  %206 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 0
  %207 = getelementptr inbounds { double, double }, ptr %40, i32 0, i32 1
  store double 0x7FF0000000000000, ptr %206, align 8
  store double 0x7FF0000000000000, ptr %207, align 8
  call void @divd(ptr dead_on_unwind writable sret({ double, double }) align 8 %38, ptr noundef %39, ptr noundef %40)
  %208 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 0
  %209 = load double, ptr %208, align 8
  %210 = getelementptr inbounds { double, double }, ptr %38, i32 0, i32 1
  %211 = load double, ptr %210, align 8
  %212 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 0
  %213 = getelementptr inbounds { double, double }, ptr %41, i32 0, i32 1
  store double %209, ptr %212, align 8
  store double %211, ptr %213, align 8
  call void @pd(ptr noundef @.str.7, ptr noundef %41)
  %214 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 0
  %215 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 1
  store x86_fp80 0xK4000C000000000000000, ptr %214, align 16
  store x86_fp80 0xK40018000000000000000, ptr %215, align 16
  %216 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 0
  %217 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 1
  store x86_fp80 0xK3FFF8000000000000000, ptr %216, align 16
  store x86_fp80 0xK3FFF8000000000000000, ptr %217, align 16
  %218 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 0
  %219 = load x86_fp80, ptr %218, align 16
  %220 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 1
  %221 = load x86_fp80, ptr %220, align 16
  %222 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 0
  %223 = load x86_fp80, ptr %222, align 16
  %224 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 1
  %225 = load x86_fp80, ptr %224, align 16
  %226 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %46, i32 0, i32 0
  %227 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %46, i32 0, i32 1
  store x86_fp80 %219, ptr %226, align 16
  store x86_fp80 %221, ptr %227, align 16
  %228 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %47, i32 0, i32 0
  %229 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %47, i32 0, i32 1
  store x86_fp80 %223, ptr %228, align 16
  store x86_fp80 %225, ptr %229, align 16
  call void @mull(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %45, ptr noundef %46, ptr noundef %47)
  %230 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %45, i32 0, i32 0
  %231 = load x86_fp80, ptr %230, align 16
  %232 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %45, i32 0, i32 1
  %233 = load x86_fp80, ptr %232, align 16
  %234 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 0
  %235 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 1
  store x86_fp80 %231, ptr %234, align 16
  store x86_fp80 %233, ptr %235, align 16
  %236 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 0
  %237 = load x86_fp80, ptr %236, align 16
  %238 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 1
  %239 = load x86_fp80, ptr %238, align 16
  %240 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 0
  %241 = load x86_fp80, ptr %240, align 16
  %242 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %43, i32 0, i32 1
  %243 = load x86_fp80, ptr %242, align 16
  %244 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %50, i32 0, i32 0
  %245 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %50, i32 0, i32 1
  store x86_fp80 %237, ptr %244, align 16
  store x86_fp80 %239, ptr %245, align 16
  %246 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %51, i32 0, i32 0
  %247 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %51, i32 0, i32 1
  store x86_fp80 %241, ptr %246, align 16
  store x86_fp80 %243, ptr %247, align 16
  call void @divl(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %49, ptr noundef %50, ptr noundef %51)
  %248 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %49, i32 0, i32 0
  %249 = load x86_fp80, ptr %248, align 16
  %250 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %49, i32 0, i32 1
  %251 = load x86_fp80, ptr %250, align 16
  %252 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 0
  %253 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 1
  store x86_fp80 %249, ptr %252, align 16
  store x86_fp80 %251, ptr %253, align 16
  %254 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 0
  %255 = load x86_fp80, ptr %254, align 16
  %256 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 1
  %257 = load x86_fp80, ptr %256, align 16
  %258 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 0
  %259 = load x86_fp80, ptr %258, align 16
  %260 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %44, i32 0, i32 1
  %261 = load x86_fp80, ptr %260, align 16
  %262 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 0
  %263 = load x86_fp80, ptr %262, align 16
  %264 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 1
  %265 = load x86_fp80, ptr %264, align 16
  %266 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 0
  %267 = load x86_fp80, ptr %266, align 16
  %268 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %48, i32 0, i32 1
  %269 = load x86_fp80, ptr %268, align 16
  store x86_fp80 %255, ptr %52, align 16
  store x86_fp80 %261, ptr %53, align 16
  store x86_fp80 %263, ptr %54, align 16
  store x86_fp80 %269, ptr %55, align 16
  %270 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %52, ptr noundef %53, ptr noundef %54, ptr noundef %55)
  %271 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %272 = load double, ptr %271, align 8
  %273 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %274 = load double, ptr %273, align 8
  %275 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %276 = load float, ptr %275, align 4
  %277 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %278 = load float, ptr %277, align 4
  %279 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 0
  %280 = load x86_fp80, ptr %279, align 16
  %281 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %42, i32 0, i32 1
  %282 = load x86_fp80, ptr %281, align 16
  %283 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %284 = load double, ptr %283, align 8
  %285 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %286 = load double, ptr %285, align 8
  %287 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 0
  %288 = getelementptr inbounds { double, double }, ptr %57, i32 0, i32 1
  store double %272, ptr %287, align 8
  store double %274, ptr %288, align 8
  %289 = getelementptr inbounds { float, float }, ptr %58, i32 0, i32 0
  %290 = getelementptr inbounds { float, float }, ptr %58, i32 0, i32 1
  store float %276, ptr %289, align 4
  store float %278, ptr %290, align 4
  %291 = load i64, ptr %58, align 4
  %292 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %59, i32 0, i32 0
  %293 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %59, i32 0, i32 1
  store x86_fp80 %280, ptr %292, align 16
  store x86_fp80 %282, ptr %293, align 16
  %294 = getelementptr inbounds { double, double }, ptr %60, i32 0, i32 0
  %295 = getelementptr inbounds { double, double }, ptr %60, i32 0, i32 1
  store double %284, ptr %294, align 8
  store double %286, ptr %295, align 8
  %296 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 0
  %297 = getelementptr inbounds { double, double }, ptr %61, i32 0, i32 1
  store double 1.000000e+00, ptr %296, align 8
  store double 1.000000e+00, ptr %297, align 8
  call void @many(ptr dead_on_unwind writable sret({ double, double }) align 8 %56, ptr noundef %57, i64 noundef %291, ptr noundef %59, ptr noundef %60, ptr noundef %61)
  %298 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 0
  %299 = load double, ptr %298, align 8
  %300 = getelementptr inbounds { double, double }, ptr %56, i32 0, i32 1
  %301 = load double, ptr %300, align 8
  %302 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 0
  %303 = getelementptr inbounds { double, double }, ptr %62, i32 0, i32 1
  store double %299, ptr %302, align 8
  store double %301, ptr %303, align 8
  call void @pd(ptr noundef @.str.9, ptr noundef %62)
  %304 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 0
  store i8 97, ptr %304, align 8
  %305 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 1
  %306 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 0
  %307 = load float, ptr %306, align 4
  %308 = getelementptr inbounds { float, float }, ptr %4, i32 0, i32 1
  %309 = load float, ptr %308, align 4
  %310 = getelementptr inbounds { float, float }, ptr %305, i32 0, i32 0
  %311 = getelementptr inbounds { float, float }, ptr %305, i32 0, i32 1
  store float %307, ptr %310, align 4
  store float %309, ptr %311, align 4
  %312 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 2
  %313 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %314 = load double, ptr %313, align 8
  %315 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %316 = load double, ptr %315, align 8
  %317 = getelementptr inbounds { double, double }, ptr %312, i32 0, i32 0
  %318 = getelementptr inbounds { double, double }, ptr %312, i32 0, i32 1
  store double %314, ptr %317, align 8
  store double %316, ptr %318, align 8
  store i32 0, ptr %64, align 4
  br label %319

319:                                              ; preds = %323, %0
  %320 = load i32, ptr %64, align 4
  %321 = icmp slt i32 %320, 3
  br i1 %321, label %322, label %326

322:                                              ; preds = %319
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %66, ptr align 8 %63, i64 32, i1 false)
  call void @rot(ptr dead_on_unwind writable sret(%struct.cs) align 8 %65, ptr noundef %66)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %63, ptr align 8 %65, i64 32, i1 false)
  br label %323

323:                                              ; preds = %322
  %324 = load i32, ptr %64, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %64, align 4
  br label %319, !llvm.loop !5

326:                                              ; preds = %319
  %327 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 0
  %328 = load i8, ptr %327, align 8
  %329 = sext i8 %328 to i32
  %330 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 1
  %331 = getelementptr inbounds { float, float }, ptr %330, i32 0, i32 0
  %332 = load float, ptr %331, align 4
  %333 = getelementptr inbounds { float, float }, ptr %330, i32 0, i32 1
  %334 = load float, ptr %333, align 4
  %335 = fpext float %332 to double
  %336 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 1
  %337 = getelementptr inbounds { float, float }, ptr %336, i32 0, i32 0
  %338 = load float, ptr %337, align 4
  %339 = getelementptr inbounds { float, float }, ptr %336, i32 0, i32 1
  %340 = load float, ptr %339, align 4
  %341 = fpext float %340 to double
  %342 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 2
  %343 = getelementptr inbounds { double, double }, ptr %342, i32 0, i32 0
  %344 = load double, ptr %343, align 8
  %345 = getelementptr inbounds { double, double }, ptr %342, i32 0, i32 1
  %346 = load double, ptr %345, align 8
  %347 = getelementptr inbounds %struct.cs, ptr %63, i32 0, i32 2
  %348 = getelementptr inbounds { double, double }, ptr %347, i32 0, i32 0
  %349 = load double, ptr %348, align 8
  %350 = getelementptr inbounds { double, double }, ptr %347, i32 0, i32 1
  %351 = load double, ptr %350, align 8
  %352 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %329, double noundef %335, double noundef %341, double noundef %344, double noundef %351)
  %353 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 0
  %354 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 1
  store double 0.000000e+00, ptr %353, align 8
  store double 0.000000e+00, ptr %354, align 8
  %355 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 0
  %356 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 1
  store double 6.000000e-01, ptr %355, align 8
  store double 8.000000e-01, ptr %356, align 8
  store i32 0, ptr %69, align 4
  br label %357

357:                                              ; preds = %395, %326
  %358 = load i32, ptr %69, align 4
  %359 = icmp slt i32 %358, 20
  br i1 %359, label %360, label %398

360:                                              ; preds = %357
  %361 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 0
  %362 = load double, ptr %361, align 8
  %363 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 1
  %364 = load double, ptr %363, align 8
  %365 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 0
  %366 = load double, ptr %365, align 8
  %367 = getelementptr inbounds { double, double }, ptr %68, i32 0, i32 1
  %368 = load double, ptr %367, align 8
  %369 = fmul double %362, %366
  %370 = fmul double %364, %368
  %371 = fmul double %362, %368
  %372 = fmul double %364, %366
  %373 = fsub double %369, %370
  %374 = fadd double %371, %372
  %375 = fcmp uno double %373, %373
  br i1 %375, label %376, label %383, !prof !7

376:                                              ; preds = %360
  %377 = fcmp uno double %374, %374
  br i1 %377, label %378, label %383, !prof !7

378:                                              ; preds = %376
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %70, double noundef %362, double noundef %364, double noundef %366, double noundef %368) #5
  %379 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 0
  %380 = load double, ptr %379, align 8
  %381 = getelementptr inbounds { double, double }, ptr %70, i32 0, i32 1
  %382 = load double, ptr %381, align 8
  br label %383

383:                                              ; preds = %378, %376, %360
  %384 = phi double [ %373, %360 ], [ %373, %376 ], [ %380, %378 ]
  %385 = phi double [ %374, %360 ], [ %374, %376 ], [ %382, %378 ]
  %386 = load i32, ptr %69, align 4
  %387 = sitofp i32 %386 to double
  %388 = load i32, ptr %69, align 4
  %389 = sub nsw i32 0, %388
  %390 = sitofp i32 %389 to double
  %391 = fadd double %384, %387
  %392 = fadd double %385, %390
  %393 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 0
  %394 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 1
  store double %391, ptr %393, align 8
  store double %392, ptr %394, align 8
  br label %395

395:                                              ; preds = %383
  %396 = load i32, ptr %69, align 4
  %397 = add nsw i32 %396, 1
  store i32 %397, ptr %69, align 4
  br label %357, !llvm.loop !8

398:                                              ; preds = %357
  %399 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 0
  %400 = load double, ptr %399, align 8
  %401 = getelementptr inbounds { double, double }, ptr %67, i32 0, i32 1
  %402 = load double, ptr %401, align 8
  %403 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 0
  %404 = getelementptr inbounds { double, double }, ptr %71, i32 0, i32 1
  store double %400, ptr %403, align 8
  store double %402, ptr %404, align 8
  call void @pd(ptr noundef @.str.11, ptr noundef %71)
  %405 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32)
  %406 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %407 = load double, ptr %406, align 8
  %408 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %409 = load double, ptr %408, align 8
  %410 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 0
  %411 = load double, ptr %410, align 8
  %412 = getelementptr inbounds { double, double }, ptr %17, i32 0, i32 1
  %413 = load double, ptr %412, align 8
  %414 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 0
  %415 = getelementptr inbounds { double, double }, ptr %73, i32 0, i32 1
  store double %407, ptr %414, align 8
  store double %409, ptr %415, align 8
  %416 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 0
  %417 = getelementptr inbounds { double, double }, ptr %74, i32 0, i32 1
  store double %411, ptr %416, align 8
  store double %413, ptr %417, align 8
  call void @muld(ptr dead_on_unwind writable sret({ double, double }) align 8 %72, ptr noundef %73, ptr noundef %74)
  %418 = getelementptr inbounds { double, double }, ptr %72, i32 0, i32 0
  %419 = load double, ptr %418, align 8
  %420 = getelementptr inbounds { double, double }, ptr %72, i32 0, i32 1
  %421 = load double, ptr %420, align 8
  %422 = fptosi double %419 to i32
  %423 = and i32 %422, 63
  ret i32 %423
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pd(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %8 = load double, ptr %7, align 8
  %9 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %10 = load double, ptr %9, align 8
  store double %8, ptr %5, align 8
  %11 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %12 = load double, ptr %11, align 8
  %13 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %14 = load double, ptr %13, align 8
  store double %14, ptr %6, align 8
  %15 = load ptr, ptr %3, align 8
  %16 = load double, ptr %5, align 8
  %17 = call i32 @__isnan(double noundef %16)
  %18 = icmp ne i32 %17, 0
  %19 = zext i1 %18 to i64
  %20 = select i1 %18, ptr @.str.14, ptr @.str.15
  %21 = load double, ptr %5, align 8
  %22 = call i32 @__isnan(double noundef %21)
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %25

24:                                               ; preds = %2
  br label %27

25:                                               ; preds = %2
  %26 = load double, ptr %5, align 8
  br label %27

27:                                               ; preds = %25, %24
  %28 = phi double [ 0.000000e+00, %24 ], [ %26, %25 ]
  %29 = load double, ptr %6, align 8
  %30 = call i32 @__isnan(double noundef %29)
  %31 = icmp ne i32 %30, 0
  %32 = zext i1 %31 to i64
  %33 = select i1 %31, ptr @.str.14, ptr @.str.15
  %34 = load double, ptr %6, align 8
  %35 = call i32 @__isnan(double noundef %34)
  %36 = icmp ne i32 %35, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %27
  br label %40

38:                                               ; preds = %27
  %39 = load double, ptr %6, align 8
  br label %40

40:                                               ; preds = %38, %37
  %41 = phi double [ 0.000000e+00, %37 ], [ %39, %38 ]
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, ptr noundef %15, ptr noundef %20, double noundef %28, ptr noundef %33, double noundef %41)
  ret void
}

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
  %25 = call i64 @__mulsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #5
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
define internal i64 @divf(i64 noundef %0, i64 noundef %1) #0 {
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
  %15 = call i64 @__divsc3(float noundef %8, float noundef %10, float noundef %12, float noundef %14) #5
  store i64 %15, ptr %6, align 4
  %16 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds { float, float }, ptr %6, i32 0, i32 1
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 0
  %21 = getelementptr inbounds { float, float }, ptr %3, i32 0, i32 1
  store float %17, ptr %20, align 4
  store float %19, ptr %21, align 4
  %22 = load i64, ptr %3, align 4
  ret i64 %22
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
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %7, double noundef %9, double noundef %11, double noundef %13, double noundef %15) #5
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
  call void @__divdc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %7, double noundef %9, double noundef %11, double noundef %13, double noundef %15) #5
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
  call void @__mulxc3(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11) #5
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

; Function Attrs: noinline nounwind optnone uwtable
define internal void @divl(ptr dead_on_unwind noalias writable sret({ x86_fp80, x86_fp80 }) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
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
  store x86_fp80 %13, ptr %8, align 16
  store x86_fp80 %15, ptr %9, align 16
  store x86_fp80 %17, ptr %10, align 16
  store x86_fp80 %19, ptr %11, align 16
  call void @__divxc3(ptr dead_on_unwind writable sret({ x86_fp80, x86_fp80 }) align 16 %7, ptr noundef %8, ptr noundef %9, ptr noundef %10, ptr noundef %11) #5
  %20 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 0
  %21 = load x86_fp80, ptr %20, align 16
  %22 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %7, i32 0, i32 1
  %23 = load x86_fp80, ptr %22, align 16
  %24 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %25 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %21, ptr %24, align 16
  store x86_fp80 %23, ptr %25, align 16
  %26 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %27 = load x86_fp80, ptr %26, align 16
  %28 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  %29 = load x86_fp80, ptr %28, align 16
  %30 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 0
  %31 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %0, i32 0, i32 1
  store x86_fp80 %27, ptr %30, align 16
  store x86_fp80 %29, ptr %31, align 16
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
define internal void @many(ptr dead_on_unwind noalias writable sret({ double, double }) align 8 %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca { float, float }, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  store ptr %0, ptr %7, align 8
  store i64 %2, ptr %8, align 4
  store ptr %1, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store ptr %5, ptr %12, align 8
  %13 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds { double, double }, ptr %1, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 0
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds { float, float }, ptr %8, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = fpext float %18 to double
  %22 = fpext float %20 to double
  %23 = fadd double %14, %21
  %24 = fadd double %16, %22
  %25 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 0
  %26 = load x86_fp80, ptr %25, align 16
  %27 = getelementptr inbounds { x86_fp80, x86_fp80 }, ptr %3, i32 0, i32 1
  %28 = load x86_fp80, ptr %27, align 16
  %29 = fptrunc x86_fp80 %26 to double
  %30 = fptrunc x86_fp80 %28 to double
  %31 = fsub double %23, %29
  %32 = fsub double %24, %30
  %33 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %4, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fmul double %34, 2.000000e+00
  %38 = fmul double %36, 2.000000e+00
  %39 = fadd double %31, %37
  %40 = fadd double %32, %38
  %41 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 0
  %42 = load double, ptr %41, align 8
  %43 = getelementptr inbounds { double, double }, ptr %5, i32 0, i32 1
  %44 = load double, ptr %43, align 8
  %45 = fneg double %44
  %46 = fadd double %39, %42
  %47 = fadd double %40, %45
  %48 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %49 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %46, ptr %48, align 8
  store double %47, ptr %49, align 8
  %50 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %51 = load double, ptr %50, align 8
  %52 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  %53 = load double, ptr %52, align 8
  %54 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 0
  %55 = getelementptr inbounds { double, double }, ptr %0, i32 0, i32 1
  store double %51, ptr %54, align 8
  store double %53, ptr %55, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.cs) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca { float, float }, align 4
  %6 = alloca { double, double }, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 1
  %8 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = fmul float %9, 0.000000e+00
  %13 = fmul float %11, 1.000000e+00
  %14 = fmul float %9, 1.000000e+00
  %15 = fmul float %11, 0.000000e+00
  %16 = fsub float %12, %13
  %17 = fadd float %14, %15
  %18 = fcmp uno float %16, %16
  br i1 %18, label %19, label %27, !prof !7

19:                                               ; preds = %2
  %20 = fcmp uno float %17, %17
  br i1 %20, label %21, label %27, !prof !7

21:                                               ; preds = %19
  %22 = call i64 @__mulsc3(float noundef %9, float noundef %11, float noundef 0.000000e+00, float noundef 1.000000e+00) #5
  store i64 %22, ptr %5, align 4
  %23 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 0
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds { float, float }, ptr %5, i32 0, i32 1
  %26 = load float, ptr %25, align 4
  br label %27

27:                                               ; preds = %21, %19, %2
  %28 = phi float [ %16, %2 ], [ %16, %19 ], [ %24, %21 ]
  %29 = phi float [ %17, %2 ], [ %17, %19 ], [ %26, %21 ]
  %30 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 0
  %31 = getelementptr inbounds { float, float }, ptr %7, i32 0, i32 1
  store float %28, ptr %30, align 4
  store float %29, ptr %31, align 4
  %32 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 2
  %33 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %34 = load double, ptr %33, align 8
  %35 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fmul double %34, -0.000000e+00
  %38 = fmul double %36, -1.000000e+00
  %39 = fmul double %34, -1.000000e+00
  %40 = fmul double %36, -0.000000e+00
  %41 = fsub double %37, %38
  %42 = fadd double %39, %40
  %43 = fcmp uno double %41, %41
  br i1 %43, label %44, label %51, !prof !7

44:                                               ; preds = %27
  %45 = fcmp uno double %42, %42
  br i1 %45, label %46, label %51, !prof !7

46:                                               ; preds = %44
  call void @__muldc3(ptr dead_on_unwind writable sret({ double, double }) align 8 %6, double noundef %34, double noundef %36, double noundef -0.000000e+00, double noundef -1.000000e+00) #5
  %47 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  %48 = load double, ptr %47, align 8
  %49 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  %50 = load double, ptr %49, align 8
  br label %51

51:                                               ; preds = %46, %44, %27
  %52 = phi double [ %41, %27 ], [ %41, %44 ], [ %48, %46 ]
  %53 = phi double [ %42, %27 ], [ %42, %44 ], [ %50, %46 ]
  %54 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 0
  %55 = getelementptr inbounds { double, double }, ptr %32, i32 0, i32 1
  store double %52, ptr %54, align 8
  store double %53, ptr %55, align 8
  %56 = getelementptr inbounds %struct.cs, ptr %1, i32 0, i32 0
  %57 = load i8, ptr %56, align 8
  %58 = add i8 %57, 1
  store i8 %58, ptr %56, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 32, i1 false)
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare dso_local void @__muldc3(ptr, double, double, double, double)

declare dso_local i32 @__isnan(double noundef) #2

declare dso_local i64 @__mulsc3(float, float, float, float)

declare dso_local i64 @__divsc3(float, float, float, float)

declare dso_local void @__divdc3(ptr, double, double, double, double)

declare dso_local void @__mulxc3(ptr, ptr, ptr, ptr, ptr)

declare dso_local void @__divxc3(ptr, ptr, ptr, ptr, ptr)

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
