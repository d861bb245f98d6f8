; ModuleID = 'programs/struct_abi_float_classes.c'
source_filename = "programs/struct_abi_float_classes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca { <2 x float>, float }, align 8
  %10 = alloca %struct.f4, align 8
  %11 = alloca %struct.f4, align 4
  %12 = alloca %struct.f4, align 4
  %13 = alloca %struct.d1, align 8
  %14 = alloca %struct.d2, align 8
  %15 = alloca %struct.d2, align 8
  %16 = alloca %struct.d2, align 8
  %17 = alloca %struct.fd, align 8
  %18 = alloca %struct.fd, align 8
  %19 = alloca %struct.df, align 8
  %20 = alloca %struct.df, align 8
  %21 = alloca %struct.df, align 8
  %22 = alloca %struct.fd, align 8
  %23 = alloca %struct.fad, align 8
  %24 = alloca %struct.fad, align 8
  %25 = alloca %struct.fad, align 8
  %26 = alloca double, align 8
  %27 = alloca { <2 x float>, float }, align 4
  %28 = alloca double, align 8
  store i32 0, ptr %1, align 4
  store volatile float 1.500000e+00, ptr %2, align 4
  %29 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %30 = load volatile float, ptr %2, align 4
  store float %30, ptr %29, align 4
  %31 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 0
  %32 = load volatile float, ptr %2, align 4
  store float %32, ptr %31, align 4
  %33 = getelementptr inbounds %struct.f2, ptr %5, i32 0, i32 1
  %34 = load volatile float, ptr %2, align 4
  %35 = fmul float 2.000000e+00, %34
  store float %35, ptr %33, align 4
  %36 = load <2 x float>, ptr %5, align 4
  %37 = call <2 x float> @f2_scale(<2 x float> %36, float noundef 3.000000e+00)
  store <2 x float> %37, ptr %4, align 4
  %38 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 0
  store float 1.000000e+00, ptr %38, align 4
  %39 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 1
  store float 2.000000e+00, ptr %39, align 4
  %40 = getelementptr inbounds %struct.f3, ptr %7, i32 0, i32 2
  %41 = load volatile float, ptr %2, align 4
  store float %41, ptr %40, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %7, i64 12, i1 false)
  %42 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  %43 = load <2 x float>, ptr %42, align 4
  %44 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  %45 = load float, ptr %44, align 4
  %46 = call { <2 x float>, float } @f3_rot(<2 x float> %43, float %45)
  store { <2 x float>, float } %46, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %9, i64 12, i1 false)
  %47 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 0
  store float 1.000000e+00, ptr %47, align 4
  %48 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 1
  store float 2.000000e+00, ptr %48, align 4
  %49 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 2
  store float 3.000000e+00, ptr %49, align 4
  %50 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 3
  store float 4.000000e+00, ptr %50, align 4
  %51 = getelementptr inbounds %struct.f4, ptr %12, i32 0, i32 0
  %52 = load volatile float, ptr %2, align 4
  store float %52, ptr %51, align 4
  %53 = getelementptr inbounds %struct.f4, ptr %12, i32 0, i32 1
  %54 = load volatile float, ptr %2, align 4
  store float %54, ptr %53, align 4
  %55 = getelementptr inbounds %struct.f4, ptr %12, i32 0, i32 2
  %56 = load volatile float, ptr %2, align 4
  %57 = fneg float %56
  store float %57, ptr %55, align 4
  %58 = getelementptr inbounds %struct.f4, ptr %12, i32 0, i32 3
  store float 2.500000e-01, ptr %58, align 4
  %59 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  %60 = load <2 x float>, ptr %59, align 4
  %61 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  %62 = load <2 x float>, ptr %61, align 4
  %63 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  %64 = load <2 x float>, ptr %63, align 4
  %65 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  %66 = load <2 x float>, ptr %65, align 4
  %67 = call { <2 x float>, <2 x float> } @f4_add(<2 x float> %60, <2 x float> %62, <2 x float> %64, <2 x float> %66)
  %68 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %69 = extractvalue { <2 x float>, <2 x float> } %67, 0
  store <2 x float> %69, ptr %68, align 4
  %70 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %71 = extractvalue { <2 x float>, <2 x float> } %67, 1
  store <2 x float> %71, ptr %70, align 4
  %72 = getelementptr inbounds %struct.d1, ptr %13, i32 0, i32 0
  %73 = load volatile float, ptr %2, align 4
  %74 = fpext float %73 to double
  %75 = fmul double %74, 1.000000e+10
  store double %75, ptr %72, align 8
  %76 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 0
  store double 1.250000e+00, ptr %76, align 8
  %77 = getelementptr inbounds %struct.d2, ptr %15, i32 0, i32 1
  store double -2.500000e+00, ptr %77, align 8
  %78 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 0
  %79 = load volatile float, ptr %2, align 4
  %80 = fpext float %79 to double
  store double %80, ptr %78, align 8
  %81 = getelementptr inbounds %struct.d2, ptr %16, i32 0, i32 1
  store double 4.000000e+00, ptr %81, align 8
  %82 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 0
  %83 = load double, ptr %82, align 8
  %84 = getelementptr inbounds { double, double }, ptr %15, i32 0, i32 1
  %85 = load double, ptr %84, align 8
  %86 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 0
  %87 = load double, ptr %86, align 8
  %88 = getelementptr inbounds { double, double }, ptr %16, i32 0, i32 1
  %89 = load double, ptr %88, align 8
  %90 = call { double, double } @d2_cross(double %83, double %85, double %87, double %89)
  %91 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %92 = extractvalue { double, double } %90, 0
  store double %92, ptr %91, align 8
  %93 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %94 = extractvalue { double, double } %90, 1
  store double %94, ptr %93, align 8
  %95 = getelementptr inbounds %struct.fd, ptr %18, i32 0, i32 0
  %96 = load volatile float, ptr %2, align 4
  store float %96, ptr %95, align 8
  %97 = getelementptr inbounds %struct.fd, ptr %18, i32 0, i32 1
  store double 1.000000e-03, ptr %97, align 8
  %98 = getelementptr inbounds %struct.df, ptr %19, i32 0, i32 0
  store double 7.500000e+00, ptr %98, align 8
  %99 = getelementptr inbounds %struct.df, ptr %19, i32 0, i32 1
  store float 5.000000e-01, ptr %99, align 8
  %100 = getelementptr inbounds { float, double }, ptr %18, i32 0, i32 0
  %101 = load float, ptr %100, align 8
  %102 = getelementptr inbounds { float, double }, ptr %18, i32 0, i32 1
  %103 = load double, ptr %102, align 8
  %104 = getelementptr inbounds { double, float }, ptr %19, i32 0, i32 0
  %105 = load double, ptr %104, align 8
  %106 = getelementptr inbounds { double, float }, ptr %19, i32 0, i32 1
  %107 = load float, ptr %106, align 8
  %108 = call { float, double } @fd_mix(float %101, double %103, double %105, float %107)
  %109 = getelementptr inbounds { float, double }, ptr %17, i32 0, i32 0
  %110 = extractvalue { float, double } %108, 0
  store float %110, ptr %109, align 8
  %111 = getelementptr inbounds { float, double }, ptr %17, i32 0, i32 1
  %112 = extractvalue { float, double } %108, 1
  store double %112, ptr %111, align 8
  %113 = getelementptr inbounds %struct.df, ptr %21, i32 0, i32 0
  store double 1.000000e+02, ptr %113, align 8
  %114 = getelementptr inbounds %struct.df, ptr %21, i32 0, i32 1
  store float 1.250000e-01, ptr %114, align 8
  %115 = getelementptr inbounds %struct.fd, ptr %22, i32 0, i32 0
  store float 2.000000e+00, ptr %115, align 8
  %116 = getelementptr inbounds %struct.fd, ptr %22, i32 0, i32 1
  store double 3.000000e+00, ptr %116, align 8
  %117 = getelementptr inbounds { double, float }, ptr %21, i32 0, i32 0
  %118 = load double, ptr %117, align 8
  %119 = getelementptr inbounds { double, float }, ptr %21, i32 0, i32 1
  %120 = load float, ptr %119, align 8
  %121 = getelementptr inbounds { float, double }, ptr %22, i32 0, i32 0
  %122 = load float, ptr %121, align 8
  %123 = getelementptr inbounds { float, double }, ptr %22, i32 0, i32 1
  %124 = load double, ptr %123, align 8
  %125 = call { double, float } @df_mix(double %118, float %120, float %122, double %124)
  %126 = getelementptr inbounds { double, float }, ptr %20, i32 0, i32 0
  %127 = extractvalue { double, float } %125, 0
  store double %127, ptr %126, align 8
  %128 = getelementptr inbounds { double, float }, ptr %20, i32 0, i32 1
  %129 = extractvalue { double, float } %125, 1
  store float %129, ptr %128, align 8
  %130 = getelementptr inbounds %struct.fad, ptr %25, i32 0, i32 0
  store float 1.000000e+00, ptr %130, align 4
  %131 = getelementptr inbounds float, ptr %130, i64 1
  store float 1.000000e+00, ptr %131, align 4
  %132 = getelementptr inbounds %struct.fad, ptr %25, i32 0, i32 1
  store double 8.100000e+01, ptr %132, align 8
  %133 = getelementptr inbounds { <2 x float>, double }, ptr %25, i32 0, i32 0
  %134 = load <2 x float>, ptr %133, align 8
  %135 = getelementptr inbounds { <2 x float>, double }, ptr %25, i32 0, i32 1
  %136 = load double, ptr %135, align 8
  %137 = call { <2 x float>, double } @fad_step(<2 x float> %134, double %136)
  %138 = getelementptr inbounds { <2 x float>, double }, ptr %24, i32 0, i32 0
  %139 = extractvalue { <2 x float>, double } %137, 0
  store <2 x float> %139, ptr %138, align 8
  %140 = getelementptr inbounds { <2 x float>, double }, ptr %24, i32 0, i32 1
  %141 = extractvalue { <2 x float>, double } %137, 1
  store double %141, ptr %140, align 8
  %142 = getelementptr inbounds { <2 x float>, double }, ptr %24, i32 0, i32 0
  %143 = load <2 x float>, ptr %142, align 8
  %144 = getelementptr inbounds { <2 x float>, double }, ptr %24, i32 0, i32 1
  %145 = load double, ptr %144, align 8
  %146 = call { <2 x float>, double } @fad_step(<2 x float> %143, double %145)
  %147 = getelementptr inbounds { <2 x float>, double }, ptr %23, i32 0, i32 0
  %148 = extractvalue { <2 x float>, double } %146, 0
  store <2 x float> %148, ptr %147, align 8
  %149 = getelementptr inbounds { <2 x float>, double }, ptr %23, i32 0, i32 1
  %150 = extractvalue { <2 x float>, double } %146, 1
  store double %150, ptr %149, align 8
  %151 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 0
  %152 = load float, ptr %151, align 4
  %153 = fpext float %152 to double
  %154 = getelementptr inbounds %struct.f2, ptr %4, i32 0, i32 1
  %155 = load float, ptr %154, align 4
  %156 = fpext float %155 to double
  %157 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 0
  %158 = load float, ptr %157, align 4
  %159 = fpext float %158 to double
  %160 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 1
  %161 = load float, ptr %160, align 4
  %162 = fpext float %161 to double
  %163 = getelementptr inbounds %struct.f3, ptr %6, i32 0, i32 2
  %164 = load float, ptr %163, align 4
  %165 = fpext float %164 to double
  %166 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 0
  %167 = load float, ptr %166, align 4
  %168 = fpext float %167 to double
  %169 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 1
  %170 = load float, ptr %169, align 4
  %171 = fpext float %170 to double
  %172 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 2
  %173 = load float, ptr %172, align 4
  %174 = fpext float %173 to double
  %175 = getelementptr inbounds %struct.f4, ptr %10, i32 0, i32 3
  %176 = load float, ptr %175, align 4
  %177 = fpext float %176 to double
  %178 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %153, double noundef %156, double noundef %159, double noundef %162, double noundef %165, double noundef %168, double noundef %171, double noundef %174, double noundef %177)
  %179 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 0
  %180 = load double, ptr %179, align 8
  %181 = getelementptr inbounds %struct.d2, ptr %14, i32 0, i32 1
  %182 = load double, ptr %181, align 8
  %183 = getelementptr inbounds %struct.fd, ptr %17, i32 0, i32 0
  %184 = load float, ptr %183, align 8
  %185 = fpext float %184 to double
  %186 = getelementptr inbounds %struct.fd, ptr %17, i32 0, i32 1
  %187 = load double, ptr %186, align 8
  %188 = getelementptr inbounds %struct.df, ptr %20, i32 0, i32 0
  %189 = load double, ptr %188, align 8
  %190 = getelementptr inbounds %struct.df, ptr %20, i32 0, i32 1
  %191 = load float, ptr %190, align 8
  %192 = fpext float %191 to double
  %193 = getelementptr inbounds %struct.fad, ptr %23, i32 0, i32 0
  %194 = getelementptr inbounds [2 x float], ptr %193, i64 0, i64 0
  %195 = load float, ptr %194, align 8
  %196 = fpext float %195 to double
  %197 = getelementptr inbounds %struct.fad, ptr %23, i32 0, i32 0
  %198 = getelementptr inbounds [2 x float], ptr %197, i64 0, i64 1
  %199 = load float, ptr %198, align 4
  %200 = fpext float %199 to double
  %201 = getelementptr inbounds %struct.fad, ptr %23, i32 0, i32 1
  %202 = load double, ptr %201, align 8
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %180, double noundef %182, double noundef %185, double noundef %187, double noundef %189, double noundef %192, double noundef %196, double noundef %200, double noundef %202)
  %204 = getelementptr inbounds %struct.f1, ptr %3, i32 0, i32 0
  %205 = load float, ptr %204, align 4
  %206 = load <2 x float>, ptr %4, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %6, i64 12, i1 false)
  %207 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 0
  %208 = load <2 x float>, ptr %207, align 4
  %209 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 1
  %210 = load float, ptr %209, align 4
  %211 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %212 = load <2 x float>, ptr %211, align 4
  %213 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %214 = load <2 x float>, ptr %213, align 4
  %215 = getelementptr inbounds %struct.d1, ptr %13, i32 0, i32 0
  %216 = load double, ptr %215, align 8
  %217 = load <2 x float>, ptr %4, align 4
  %218 = call double @many(float %205, <2 x float> %206, <2 x float> %208, float %210, <2 x float> %212, <2 x float> %214, double %216, ptr noundef byval(%struct.d2) align 8 %14, ptr noundef byval(%struct.fd) align 8 %17, ptr noundef byval(%struct.df) align 8 %20, ptr noundef byval(%struct.fad) align 8 %23, <2 x float> %217, ptr noundef byval(%struct.d2) align 8 %14, ptr noundef byval(%struct.f4) align 8 %10)
  store double %218, ptr %26, align 8
  %219 = load <2 x float>, ptr %4, align 4
  %220 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 0
  %221 = load double, ptr %220, align 8
  %222 = getelementptr inbounds { double, double }, ptr %14, i32 0, i32 1
  %223 = load double, ptr %222, align 8
  %224 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %225 = load <2 x float>, ptr %224, align 4
  %226 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %227 = load <2 x float>, ptr %226, align 4
  %228 = call double @with_ints(i32 noundef 3, <2 x float> %219, i64 noundef -40, double %221, double %223, i8 noundef signext 65, <2 x float> %225, <2 x float> %227)
  store double %228, ptr %28, align 8
  %229 = load double, ptr %26, align 8
  %230 = load double, ptr %28, align 8
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %229, double noundef %230)
  %232 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef 12, i64 noundef 16, i64 noundef 16, i64 noundef 16, i64 noundef 16)
  %233 = load double, ptr %26, align 8
  %234 = fptosi double %233 to i64
  %235 = and i64 %234, 127
  %236 = trunc i64 %235 to i32
  ret i32 %236
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x float> @f2_scale(<2 x float> %0, float noundef %1) #0 {
  %3 = alloca %struct.f2, align 4
  %4 = alloca %struct.f2, align 4
  %5 = alloca float, align 4
  store <2 x float> %0, ptr %4, align 4
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
  %14 = load <2 x float>, ptr %3, align 4
  ret <2 x float> %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @f3_rot(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.f3, align 4
  %4 = alloca %struct.f3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca { <2 x float>, float }, align 8
  %7 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %7, align 4
  %8 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %8, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  %9 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  store float %11, ptr %9, align 4
  %12 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 1
  %13 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 2
  %14 = load float, ptr %13, align 4
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.f3, ptr %3, i32 0, i32 2
  %16 = getelementptr inbounds %struct.f3, ptr %4, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  store float %17, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 4 %3, i64 12, i1 false)
  %18 = load { <2 x float>, float }, ptr %6, align 8
  ret { <2 x float>, float } %18
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @f4_add(<2 x float> %0, <2 x float> %1, <2 x float> %2, <2 x float> %3) #0 {
  %5 = alloca %struct.f4, align 4
  %6 = alloca %struct.f4, align 4
  %7 = alloca %struct.f4, align 4
  %8 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %8, align 4
  %9 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  store <2 x float> %1, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 0
  store <2 x float> %2, ptr %10, align 4
  %11 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 1
  store <2 x float> %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.f4, ptr %6, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 4
  %18 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.f4, ptr %6, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = fadd float %20, %22
  store float %23, ptr %18, align 4
  %24 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 2
  %25 = getelementptr inbounds %struct.f4, ptr %6, i32 0, i32 2
  %26 = load float, ptr %25, align 4
  %27 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = fadd float %26, %28
  store float %29, ptr %24, align 4
  %30 = getelementptr inbounds %struct.f4, ptr %5, i32 0, i32 3
  %31 = getelementptr inbounds %struct.f4, ptr %6, i32 0, i32 3
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.f4, ptr %7, i32 0, i32 3
  %34 = load float, ptr %33, align 4
  %35 = fadd float %32, %34
  store float %35, ptr %30, align 4
  %36 = load { <2 x float>, <2 x float> }, ptr %5, align 4
  ret { <2 x float>, <2 x float> } %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, double } @d2_cross(double %0, double %1, double %2, double %3) #2 {
  %5 = alloca %struct.d2, align 8
  %6 = alloca %struct.d2, align 8
  %7 = alloca %struct.d2, align 8
  %8 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fmul double %14, %16
  %18 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %21 = load double, ptr %20, align 8
  %22 = fmul double %19, %21
  %23 = fsub double %17, %22
  store double %23, ptr %12, align 8
  %24 = getelementptr inbounds %struct.d2, ptr %5, i32 0, i32 1
  %25 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 0
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = fmul double %26, %28
  %30 = getelementptr inbounds %struct.d2, ptr %6, i32 0, i32 1
  %31 = load double, ptr %30, align 8
  %32 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = fmul double %31, %33
  %35 = fadd double %29, %34
  store double %35, ptr %24, align 8
  %36 = load { double, double }, ptr %5, align 8
  ret { double, double } %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { float, double } @fd_mix(float %0, double %1, double %2, float %3) #2 {
  %5 = alloca %struct.fd, align 8
  %6 = alloca %struct.fd, align 8
  %7 = alloca %struct.df, align 8
  %8 = getelementptr inbounds { float, double }, ptr %6, i32 0, i32 0
  store float %0, ptr %8, align 8
  %9 = getelementptr inbounds { float, double }, ptr %6, i32 0, i32 1
  store double %1, ptr %9, align 8
  %10 = getelementptr inbounds { double, float }, ptr %7, i32 0, i32 0
  store double %2, ptr %10, align 8
  %11 = getelementptr inbounds { double, float }, ptr %7, i32 0, i32 1
  store float %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.fd, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.fd, ptr %6, i32 0, i32 0
  %14 = load float, ptr %13, align 8
  %15 = getelementptr inbounds %struct.df, ptr %7, i32 0, i32 1
  %16 = load float, ptr %15, align 8
  %17 = fadd float %14, %16
  store float %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.fd, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.fd, ptr %6, i32 0, i32 1
  %20 = load double, ptr %19, align 8
  %21 = getelementptr inbounds %struct.df, ptr %7, i32 0, i32 0
  %22 = load double, ptr %21, align 8
  %23 = fmul double %20, %22
  store double %23, ptr %18, align 8
  %24 = load { float, double }, ptr %5, align 8
  ret { float, double } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { double, float } @df_mix(double %0, float %1, float %2, double %3) #2 {
  %5 = alloca %struct.df, align 8
  %6 = alloca %struct.df, align 8
  %7 = alloca %struct.fd, align 8
  %8 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 0
  store double %0, ptr %8, align 8
  %9 = getelementptr inbounds { double, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %9, align 8
  %10 = getelementptr inbounds { float, double }, ptr %7, i32 0, i32 0
  store float %2, ptr %10, align 8
  %11 = getelementptr inbounds { float, double }, ptr %7, i32 0, i32 1
  store double %3, ptr %11, align 8
  %12 = getelementptr inbounds %struct.df, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.df, ptr %6, i32 0, i32 0
  %14 = load double, ptr %13, align 8
  %15 = getelementptr inbounds %struct.fd, ptr %7, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fsub double %14, %16
  store double %17, ptr %12, align 8
  %18 = getelementptr inbounds %struct.df, ptr %5, i32 0, i32 1
  %19 = getelementptr inbounds %struct.df, ptr %6, i32 0, i32 1
  %20 = load float, ptr %19, align 8
  %21 = getelementptr inbounds %struct.fd, ptr %7, i32 0, i32 0
  %22 = load float, ptr %21, align 8
  %23 = fmul float %20, %22
  store float %23, ptr %18, align 8
  %24 = load { double, float }, ptr %5, align 8
  ret { double, float } %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, double } @fad_step(<2 x float> %0, double %1) #0 {
  %3 = alloca %struct.fad, align 8
  %4 = alloca %struct.fad, align 8
  %5 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 0
  store <2 x float> %0, ptr %5, align 8
  %6 = getelementptr inbounds { <2 x float>, double }, ptr %4, i32 0, i32 1
  store double %1, ptr %6, align 8
  %7 = getelementptr inbounds %struct.fad, ptr %4, i32 0, i32 0
  %8 = getelementptr inbounds [2 x float], ptr %7, i64 0, i64 0
  %9 = load float, ptr %8, align 8
  %10 = fadd float %9, 1.000000e+00
  store float %10, ptr %8, align 8
  %11 = getelementptr inbounds %struct.fad, ptr %4, i32 0, i32 0
  %12 = getelementptr inbounds [2 x float], ptr %11, i64 0, i64 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %13, 2.000000e+00
  store float %14, ptr %12, align 4
  %15 = getelementptr inbounds %struct.fad, ptr %4, i32 0, i32 1
  %16 = load double, ptr %15, align 8
  %17 = fdiv double %16, 3.000000e+00
  store double %17, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %4, i64 16, i1 false)
  %18 = load { <2 x float>, double }, ptr %3, align 8
  ret { <2 x float>, double } %18
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @many(float %0, <2 x float> %1, <2 x float> %2, float %3, <2 x float> %4, <2 x float> %5, double %6, ptr noundef byval(%struct.d2) align 8 %7, ptr noundef byval(%struct.fd) align 8 %8, ptr noundef byval(%struct.df) align 8 %9, ptr noundef byval(%struct.fad) align 8 %10, <2 x float> %11, ptr noundef byval(%struct.d2) align 8 %12, ptr noundef byval(%struct.f4) align 8 %13) #0 {
  %15 = alloca %struct.f1, align 4
  %16 = alloca %struct.f2, align 4
  %17 = alloca %struct.f3, align 4
  %18 = alloca { <2 x float>, float }, align 4
  %19 = alloca %struct.f4, align 4
  %20 = alloca %struct.d1, align 8
  %21 = alloca %struct.f2, align 4
  %22 = getelementptr inbounds %struct.f1, ptr %15, i32 0, i32 0
  store float %0, ptr %22, align 4
  store <2 x float> %1, ptr %16, align 4
  %23 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 0
  store <2 x float> %2, ptr %23, align 4
  %24 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 1
  store float %3, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %18, i64 12, i1 false)
  %25 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %19, i32 0, i32 0
  store <2 x float> %4, ptr %25, align 4
  %26 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %19, i32 0, i32 1
  store <2 x float> %5, ptr %26, align 4
  %27 = getelementptr inbounds %struct.d1, ptr %20, i32 0, i32 0
  store double %6, ptr %27, align 8
  store <2 x float> %11, ptr %21, align 4
  %28 = getelementptr inbounds %struct.f1, ptr %15, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  %32 = fadd float %29, %31
  %33 = getelementptr inbounds %struct.f2, ptr %16, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = fadd float %32, %34
  %36 = getelementptr inbounds %struct.f3, ptr %17, i32 0, i32 0
  %37 = load float, ptr %36, align 4
  %38 = fadd float %35, %37
  %39 = getelementptr inbounds %struct.f3, ptr %17, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  %41 = fadd float %38, %40
  %42 = getelementptr inbounds %struct.f3, ptr %17, i32 0, i32 2
  %43 = load float, ptr %42, align 4
  %44 = fadd float %41, %43
  %45 = getelementptr inbounds %struct.f4, ptr %19, i32 0, i32 0
  %46 = load float, ptr %45, align 4
  %47 = fadd float %44, %46
  %48 = getelementptr inbounds %struct.f4, ptr %19, i32 0, i32 1
  %49 = load float, ptr %48, align 4
  %50 = fadd float %47, %49
  %51 = getelementptr inbounds %struct.f4, ptr %19, i32 0, i32 2
  %52 = load float, ptr %51, align 4
  %53 = fadd float %50, %52
  %54 = getelementptr inbounds %struct.f4, ptr %19, i32 0, i32 3
  %55 = load float, ptr %54, align 4
  %56 = fadd float %53, %55
  %57 = fpext float %56 to double
  %58 = getelementptr inbounds %struct.d1, ptr %20, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = fadd double %57, %59
  %61 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 0
  %62 = load double, ptr %61, align 8
  %63 = fadd double %60, %62
  %64 = getelementptr inbounds %struct.d2, ptr %7, i32 0, i32 1
  %65 = load double, ptr %64, align 8
  %66 = fadd double %63, %65
  %67 = getelementptr inbounds %struct.fd, ptr %8, i32 0, i32 0
  %68 = load float, ptr %67, align 8
  %69 = fpext float %68 to double
  %70 = fadd double %66, %69
  %71 = getelementptr inbounds %struct.fd, ptr %8, i32 0, i32 1
  %72 = load double, ptr %71, align 8
  %73 = fadd double %70, %72
  %74 = getelementptr inbounds %struct.df, ptr %9, i32 0, i32 0
  %75 = load double, ptr %74, align 8
  %76 = fadd double %73, %75
  %77 = getelementptr inbounds %struct.df, ptr %9, i32 0, i32 1
  %78 = load float, ptr %77, align 8
  %79 = fpext float %78 to double
  %80 = fadd double %76, %79
  %81 = getelementptr inbounds %struct.fad, ptr %10, i32 0, i32 0
  %82 = getelementptr inbounds [2 x float], ptr %81, i64 0, i64 0
  %83 = load float, ptr %82, align 8
  %84 = fpext float %83 to double
  %85 = fadd double %80, %84
  %86 = getelementptr inbounds %struct.fad, ptr %10, i32 0, i32 0
  %87 = getelementptr inbounds [2 x float], ptr %86, i64 0, i64 1
  %88 = load float, ptr %87, align 4
  %89 = fpext float %88 to double
  %90 = fadd double %85, %89
  %91 = getelementptr inbounds %struct.fad, ptr %10, i32 0, i32 1
  %92 = load double, ptr %91, align 8
  %93 = fadd double %90, %92
  %94 = getelementptr inbounds %struct.f2, ptr %21, i32 0, i32 0
  %95 = load float, ptr %94, align 4
  %96 = getelementptr inbounds %struct.f2, ptr %21, i32 0, i32 1
  %97 = load float, ptr %96, align 4
  %98 = fmul float %95, %97
  %99 = fpext float %98 to double
  %100 = fadd double %93, %99
  %101 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 0
  %102 = load double, ptr %101, align 8
  %103 = fadd double %100, %102
  %104 = getelementptr inbounds %struct.d2, ptr %12, i32 0, i32 1
  %105 = load double, ptr %104, align 8
  %106 = fsub double %103, %105
  %107 = getelementptr inbounds %struct.f4, ptr %13, i32 0, i32 3
  %108 = load float, ptr %107, align 4
  %109 = fpext float %108 to double
  %110 = fadd double %106, %109
  ret double %110
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @with_ints(i32 noundef %0, <2 x float> %1, i64 noundef %2, double %3, double %4, i8 noundef signext %5, <2 x float> %6, <2 x float> %7) #0 {
  %9 = alloca %struct.f2, align 4
  %10 = alloca %struct.d2, align 8
  %11 = alloca %struct.f4, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i8, align 1
  store <2 x float> %1, ptr %9, align 4
  %15 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 0
  store double %3, ptr %15, align 8
  %16 = getelementptr inbounds { double, double }, ptr %10, i32 0, i32 1
  store double %4, ptr %16, align 8
  %17 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  store <2 x float> %6, ptr %17, align 4
  %18 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  store <2 x float> %7, ptr %18, align 4
  store i32 %0, ptr %12, align 4
  store i64 %2, ptr %13, align 8
  store i8 %5, ptr %14, align 1
  %19 = load i32, ptr %12, align 4
  %20 = sitofp i32 %19 to float
  %21 = getelementptr inbounds %struct.f2, ptr %9, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = fadd float %20, %22
  %24 = fpext float %23 to double
  %25 = load i64, ptr %13, align 8
  %26 = sitofp i64 %25 to double
  %27 = fadd double %24, %26
  %28 = getelementptr inbounds %struct.d2, ptr %10, i32 0, i32 1
  %29 = load double, ptr %28, align 8
  %30 = fadd double %27, %29
  %31 = load i8, ptr %14, align 1
  %32 = sext i8 %31 to i32
  %33 = sitofp i32 %32 to double
  %34 = fadd double %30, %33
  %35 = getelementptr inbounds %struct.f4, ptr %11, i32 0, i32 2
  %36 = load float, ptr %35, align 4
  %37 = fpext float %36 to double
  %38 = fadd double %34, %37
  ret double %38
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
