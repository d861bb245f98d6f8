; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.V3 = type { float, float, float }
%struct.Q = type { float, float, float, float }

@.str = private unnamed_addr constant [51 x i8] c"dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1
@.str.2 = private unnamed_addr constant [42 x i8] c"6 rotations by 60deg: (%.4f, %.4f, %.4f)\0A\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"lit=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.V3, align 4
  %3 = alloca { <2 x float>, float }, align 8
  %4 = alloca %struct.V3, align 4
  %5 = alloca { <2 x float>, float }, align 8
  %6 = alloca %struct.V3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca { <2 x float>, float }, align 8
  %10 = alloca %struct.V3, align 4
  %11 = alloca { <2 x float>, float }, align 4
  %12 = alloca { <2 x float>, float }, align 8
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca { <2 x float>, float }, align 4
  %15 = alloca { <2 x float>, float }, align 4
  %16 = alloca { <2 x float>, float }, align 4
  %17 = alloca { <2 x float>, float }, align 4
  %18 = alloca { <2 x float>, float }, align 4
  %19 = alloca %struct.V3, align 4
  %20 = alloca %struct.V3, align 4
  %21 = alloca { <2 x float>, float }, align 8
  %22 = alloca { <2 x float>, float }, align 4
  %23 = alloca { <2 x float>, float }, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca %struct.V3, align 4
  %29 = alloca %struct.V3, align 4
  %30 = alloca { <2 x float>, float }, align 8
  %31 = alloca { <2 x float>, float }, align 4
  %32 = alloca { <2 x float>, float }, align 8
  %33 = alloca %struct.V3, align 4
  %34 = alloca { <2 x float>, float }, align 8
  %35 = alloca float, align 4
  %36 = alloca float, align 4
  %37 = alloca %struct.V3, align 4
  %38 = alloca { <2 x float>, float }, align 8
  %39 = alloca i32, align 4
  %40 = alloca %struct.V3, align 4
  %41 = alloca { <2 x float>, float }, align 8
  %42 = alloca { <2 x float>, float }, align 4
  %43 = alloca { <2 x float>, float }, align 4
  %44 = alloca { <2 x float>, float }, align 4
  %45 = alloca %struct.V3, align 4
  %46 = alloca %struct.V3, align 4
  %47 = alloca %struct.V3, align 4
  %48 = alloca %struct.V3, align 4
  %49 = alloca { <2 x float>, float }, align 4
  %50 = alloca { <2 x float>, float }, align 8
  %51 = alloca { <2 x float>, float }, align 4
  %52 = alloca { <2 x float>, float }, align 4
  %53 = alloca { <2 x float>, float }, align 8
  %54 = alloca %struct.V3, align 4
  %55 = alloca { <2 x float>, float }, align 8
  %56 = alloca { <2 x float>, float }, align 4
  %57 = alloca { <2 x float>, float }, align 4
  %58 = alloca { <2 x float>, float }, align 8
  %59 = alloca { <2 x float>, float }, align 4
  %60 = alloca { <2 x float>, float }, align 8
  %61 = alloca %struct.V3, align 4
  %62 = alloca { <2 x float>, float }, align 8
  %63 = alloca %struct.V3, align 4
  %64 = alloca { <2 x float>, float }, align 8
  %65 = alloca %struct.V3, align 8
  %66 = alloca { <2 x float>, float }, align 8
  %67 = alloca { <2 x float>, float }, align 4
  %68 = alloca { <2 x float>, float }, align 4
  %69 = alloca { <2 x float>, float }, align 4
  %70 = alloca { <2 x float>, float }, align 4
  %71 = alloca %struct.V3, align 4
  %72 = alloca { <2 x float>, float }, align 8
  %73 = alloca float, align 4
  %74 = alloca { <2 x float>, float }, align 4
  %75 = alloca { <2 x float>, float }, align 4
  %76 = alloca i32, align 4
  %77 = alloca float, align 4
  %78 = alloca %struct.Q, align 4
  %79 = alloca %struct.V3, align 4
  %80 = alloca %struct.V3, align 4
  %81 = alloca { <2 x float>, float }, align 8
  %82 = alloca { <2 x float>, float }, align 4
  %83 = alloca { <2 x float>, float }, align 8
  %84 = alloca i32, align 4
  %85 = alloca %struct.V3, align 4
  %86 = alloca { <2 x float>, float }, align 4
  %87 = alloca { <2 x float>, float }, align 8
  store i32 0, ptr %1, align 4
  %88 = call { <2 x float>, float } @v3(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00)
  store { <2 x float>, float } %88, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 8 %3, i64 12, i1 false)
  %89 = call { <2 x float>, float } @v3(float noundef -2.000000e+00, float noundef 5.000000e-01, float noundef 4.000000e+00)
  store { <2 x float>, float } %89, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %2, i64 12, i1 false)
  %90 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  %91 = load <2 x float>, ptr %90, align 4
  %92 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  %93 = load float, ptr %92, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %4, i64 12, i1 false)
  %94 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  %95 = load <2 x float>, ptr %94, align 4
  %96 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  %97 = load float, ptr %96, align 4
  %98 = call { <2 x float>, float } @cross(<2 x float> %91, float %93, <2 x float> %95, float %97)
  store { <2 x float>, float } %98, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %9, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %6, i64 12, i1 false)
  %99 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 0
  %100 = load <2 x float>, ptr %99, align 4
  %101 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 1
  %102 = load float, ptr %101, align 4
  %103 = call { <2 x float>, float } @norm(<2 x float> %100, float %102)
  store { <2 x float>, float } %103, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 8 %12, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %2, i64 12, i1 false)
  %104 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  %105 = load <2 x float>, ptr %104, align 4
  %106 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  %107 = load float, ptr %106, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %4, i64 12, i1 false)
  %108 = getelementptr inbounds { <2 x float>, float }, ptr %14, i32 0, i32 0
  %109 = load <2 x float>, ptr %108, align 4
  %110 = getelementptr inbounds { <2 x float>, float }, ptr %14, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = call float @dot(<2 x float> %105, float %107, <2 x float> %109, float %111)
  %113 = fpext float %112 to double
  %114 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %115 = load float, ptr %114, align 4
  %116 = fpext float %115 to double
  %117 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %118 = load float, ptr %117, align 4
  %119 = fpext float %118 to double
  %120 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %121 = load float, ptr %120, align 4
  %122 = fpext float %121 to double
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %15, ptr align 4 %10, i64 12, i1 false)
  %123 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 0
  %124 = load <2 x float>, ptr %123, align 4
  %125 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 1
  %126 = load float, ptr %125, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %10, i64 12, i1 false)
  %127 = getelementptr inbounds { <2 x float>, float }, ptr %16, i32 0, i32 0
  %128 = load <2 x float>, ptr %127, align 4
  %129 = getelementptr inbounds { <2 x float>, float }, ptr %16, i32 0, i32 1
  %130 = load float, ptr %129, align 4
  %131 = call float @dot(<2 x float> %124, float %126, <2 x float> %128, float %130)
  %132 = call float @sqrtf(float noundef %131) #6
  %133 = fpext float %132 to double
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %10, i64 12, i1 false)
  %134 = getelementptr inbounds { <2 x float>, float }, ptr %17, i32 0, i32 0
  %135 = load <2 x float>, ptr %134, align 4
  %136 = getelementptr inbounds { <2 x float>, float }, ptr %17, i32 0, i32 1
  %137 = load float, ptr %136, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %2, i64 12, i1 false)
  %138 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 0
  %139 = load <2 x float>, ptr %138, align 4
  %140 = getelementptr inbounds { <2 x float>, float }, ptr %18, i32 0, i32 1
  %141 = load float, ptr %140, align 4
  %142 = call float @dot(<2 x float> %135, float %137, <2 x float> %139, float %141)
  %143 = call float @llvm.fabs.f32(float %142)
  %144 = fpext float %143 to double
  %145 = fcmp olt double %144, 1.000000e-05
  %146 = zext i1 %145 to i64
  %147 = select i1 %145, double 0.000000e+00, double 1.000000e+00
  %148 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %113, double noundef %116, double noundef %119, double noundef %122, double noundef %133, double noundef %147)
  %149 = call { <2 x float>, float } @v3(float noundef -1.000000e+00, float noundef 1.000000e+00, float noundef -1.000000e+00)
  store { <2 x float>, float } %149, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 8 %21, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %20, i64 12, i1 false)
  %150 = getelementptr inbounds { <2 x float>, float }, ptr %22, i32 0, i32 0
  %151 = load <2 x float>, ptr %150, align 4
  %152 = getelementptr inbounds { <2 x float>, float }, ptr %22, i32 0, i32 1
  %153 = load float, ptr %152, align 4
  %154 = call { <2 x float>, float } @norm(<2 x float> %151, float %153)
  store { <2 x float>, float } %154, ptr %23, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 8 %23, i64 12, i1 false)
  store ptr @.str.1, ptr %24, align 8
  store i32 0, ptr %25, align 4
  store i32 0, ptr %26, align 4
  br label %155

155:                                              ; preds = %306, %0
  %156 = load i32, ptr %26, align 4
  %157 = icmp slt i32 %156, 20
  br i1 %157, label %158, label %309

158:                                              ; preds = %155
  store i32 0, ptr %27, align 4
  br label %159

159:                                              ; preds = %301, %158
  %160 = load i32, ptr %27, align 4
  %161 = icmp slt i32 %160, 50
  br i1 %161, label %162, label %304

162:                                              ; preds = %159
  %163 = load i32, ptr %27, align 4
  %164 = sub nsw i32 %163, 25
  %165 = sitofp i32 %164 to float
  %166 = fdiv float %165, 2.500000e+01
  %167 = load i32, ptr %26, align 4
  %168 = sub nsw i32 10, %167
  %169 = sitofp i32 %168 to float
  %170 = fdiv float %169, 1.200000e+01
  %171 = call { <2 x float>, float } @v3(float noundef %166, float noundef %170, float noundef 1.000000e+00)
  store { <2 x float>, float } %171, ptr %30, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 8 %30, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %29, i64 12, i1 false)
  %172 = getelementptr inbounds { <2 x float>, float }, ptr %31, i32 0, i32 0
  %173 = load <2 x float>, ptr %172, align 4
  %174 = getelementptr inbounds { <2 x float>, float }, ptr %31, i32 0, i32 1
  %175 = load float, ptr %174, align 4
  %176 = call { <2 x float>, float } @norm(<2 x float> %173, float %175)
  store { <2 x float>, float } %176, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %28, ptr align 8 %32, i64 12, i1 false)
  %177 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef -3.000000e+00)
  store { <2 x float>, float } %177, ptr %34, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %33, ptr align 8 %34, i64 12, i1 false)
  store float 1.000000e+09, ptr %36, align 4
  %178 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  store { <2 x float>, float } %178, ptr %38, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 8 %38, i64 12, i1 false)
  store i32 0, ptr %39, align 4
  %179 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  store { <2 x float>, float } %179, ptr %41, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 8 %41, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %33, i64 12, i1 false)
  %180 = getelementptr inbounds { <2 x float>, float }, ptr %42, i32 0, i32 0
  %181 = load <2 x float>, ptr %180, align 4
  %182 = getelementptr inbounds { <2 x float>, float }, ptr %42, i32 0, i32 1
  %183 = load float, ptr %182, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 %28, i64 12, i1 false)
  %184 = getelementptr inbounds { <2 x float>, float }, ptr %43, i32 0, i32 0
  %185 = load <2 x float>, ptr %184, align 4
  %186 = getelementptr inbounds { <2 x float>, float }, ptr %43, i32 0, i32 1
  %187 = load float, ptr %186, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 4 %40, i64 12, i1 false)
  %188 = getelementptr inbounds { <2 x float>, float }, ptr %44, i32 0, i32 0
  %189 = load <2 x float>, ptr %188, align 4
  %190 = getelementptr inbounds { <2 x float>, float }, ptr %44, i32 0, i32 1
  %191 = load float, ptr %190, align 4
  %192 = call i32 @hit_sphere(<2 x float> %181, float %183, <2 x float> %185, float %187, <2 x float> %189, float %191, float noundef 1.000000e+00, ptr noundef %35)
  %193 = icmp ne i32 %192, 0
  br i1 %193, label %194, label %230

194:                                              ; preds = %162
  %195 = load float, ptr %35, align 4
  %196 = load float, ptr %36, align 4
  %197 = fcmp olt float %195, %196
  br i1 %197, label %198, label %230

198:                                              ; preds = %194
  %199 = load float, ptr %35, align 4
  store float %199, ptr %36, align 4
  %200 = load float, ptr %35, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %28, i64 12, i1 false)
  %201 = getelementptr inbounds { <2 x float>, float }, ptr %49, i32 0, i32 0
  %202 = load <2 x float>, ptr %201, align 4
  %203 = getelementptr inbounds { <2 x float>, float }, ptr %49, i32 0, i32 1
  %204 = load float, ptr %203, align 4
  %205 = call { <2 x float>, float } @scale(<2 x float> %202, float %204, float noundef %200)
  store { <2 x float>, float } %205, ptr %50, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 8 %50, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %33, i64 12, i1 false)
  %206 = getelementptr inbounds { <2 x float>, float }, ptr %51, i32 0, i32 0
  %207 = load <2 x float>, ptr %206, align 4
  %208 = getelementptr inbounds { <2 x float>, float }, ptr %51, i32 0, i32 1
  %209 = load float, ptr %208, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %48, i64 12, i1 false)
  %210 = getelementptr inbounds { <2 x float>, float }, ptr %52, i32 0, i32 0
  %211 = load <2 x float>, ptr %210, align 4
  %212 = getelementptr inbounds { <2 x float>, float }, ptr %52, i32 0, i32 1
  %213 = load float, ptr %212, align 4
  %214 = call { <2 x float>, float } @add(<2 x float> %207, float %209, <2 x float> %211, float %213)
  store { <2 x float>, float } %214, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %47, ptr align 8 %53, i64 12, i1 false)
  %215 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  store { <2 x float>, float } %215, ptr %55, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %54, ptr align 8 %55, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %56, ptr align 4 %47, i64 12, i1 false)
  %216 = getelementptr inbounds { <2 x float>, float }, ptr %56, i32 0, i32 0
  %217 = load <2 x float>, ptr %216, align 4
  %218 = getelementptr inbounds { <2 x float>, float }, ptr %56, i32 0, i32 1
  %219 = load float, ptr %218, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %57, ptr align 4 %54, i64 12, i1 false)
  %220 = getelementptr inbounds { <2 x float>, float }, ptr %57, i32 0, i32 0
  %221 = load <2 x float>, ptr %220, align 4
  %222 = getelementptr inbounds { <2 x float>, float }, ptr %57, i32 0, i32 1
  %223 = load float, ptr %222, align 4
  %224 = call { <2 x float>, float } @sub(<2 x float> %217, float %219, <2 x float> %221, float %223)
  store { <2 x float>, float } %224, ptr %58, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 8 %58, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %59, ptr align 4 %46, i64 12, i1 false)
  %225 = getelementptr inbounds { <2 x float>, float }, ptr %59, i32 0, i32 0
  %226 = load <2 x float>, ptr %225, align 4
  %227 = getelementptr inbounds { <2 x float>, float }, ptr %59, i32 0, i32 1
  %228 = load float, ptr %227, align 4
  %229 = call { <2 x float>, float } @norm(<2 x float> %226, float %228)
  store { <2 x float>, float } %229, ptr %60, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 8 %60, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 4 %45, i64 12, i1 false)
  store i32 1, ptr %39, align 4
  br label %230

230:                                              ; preds = %198, %194, %162
  %231 = call { <2 x float>, float } @v3(float noundef -2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  store { <2 x float>, float } %231, ptr %62, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %61, ptr align 8 %62, i64 12, i1 false)
  %232 = call { <2 x float>, float } @v3(float noundef 2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  store { <2 x float>, float } %232, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %63, ptr align 8 %64, i64 12, i1 false)
  %233 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef -1.000000e+00, float noundef 3.000000e+00)
  store { <2 x float>, float } %233, ptr %66, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %65, ptr align 8 %66, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %67, ptr align 4 %33, i64 12, i1 false)
  %234 = getelementptr inbounds { <2 x float>, float }, ptr %67, i32 0, i32 0
  %235 = load <2 x float>, ptr %234, align 4
  %236 = getelementptr inbounds { <2 x float>, float }, ptr %67, i32 0, i32 1
  %237 = load float, ptr %236, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %68, ptr align 4 %28, i64 12, i1 false)
  %238 = getelementptr inbounds { <2 x float>, float }, ptr %68, i32 0, i32 0
  %239 = load <2 x float>, ptr %238, align 4
  %240 = getelementptr inbounds { <2 x float>, float }, ptr %68, i32 0, i32 1
  %241 = load float, ptr %240, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %69, ptr align 4 %61, i64 12, i1 false)
  %242 = getelementptr inbounds { <2 x float>, float }, ptr %69, i32 0, i32 0
  %243 = load <2 x float>, ptr %242, align 4
  %244 = getelementptr inbounds { <2 x float>, float }, ptr %69, i32 0, i32 1
  %245 = load float, ptr %244, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %70, ptr align 4 %63, i64 12, i1 false)
  %246 = getelementptr inbounds { <2 x float>, float }, ptr %70, i32 0, i32 0
  %247 = load <2 x float>, ptr %246, align 4
  %248 = getelementptr inbounds { <2 x float>, float }, ptr %70, i32 0, i32 1
  %249 = load float, ptr %248, align 4
  %250 = call i32 @hit_tri(<2 x float> %235, float %237, <2 x float> %239, float %241, <2 x float> %243, float %245, <2 x float> %247, float %249, ptr noundef byval(%struct.V3) align 8 %65, ptr noundef %35)
  %251 = icmp ne i32 %250, 0
  br i1 %251, label %252, label %259

252:                                              ; preds = %230
  %253 = load float, ptr %35, align 4
  %254 = load float, ptr %36, align 4
  %255 = fcmp olt float %253, %254
  br i1 %255, label %256, label %259

256:                                              ; preds = %252
  %257 = load float, ptr %35, align 4
  store float %257, ptr %36, align 4
  %258 = call { <2 x float>, float } @v3(float noundef 0.000000e+00, float noundef 1.000000e+00, float noundef 0.000000e+00)
  store { <2 x float>, float } %258, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %71, ptr align 8 %72, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 4 %71, i64 12, i1 false)
  store i32 2, ptr %39, align 4
  br label %259

259:                                              ; preds = %256, %252, %230
  %260 = load i32, ptr %39, align 4
  %261 = icmp ne i32 %260, 0
  br i1 %261, label %264, label %262

262:                                              ; preds = %259
  %263 = call i32 @putchar(i32 noundef 32)
  br label %301

264:                                              ; preds = %259
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %74, ptr align 4 %37, i64 12, i1 false)
  %265 = getelementptr inbounds { <2 x float>, float }, ptr %74, i32 0, i32 0
  %266 = load <2 x float>, ptr %265, align 4
  %267 = getelementptr inbounds { <2 x float>, float }, ptr %74, i32 0, i32 1
  %268 = load float, ptr %267, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %75, ptr align 4 %19, i64 12, i1 false)
  %269 = getelementptr inbounds { <2 x float>, float }, ptr %75, i32 0, i32 0
  %270 = load <2 x float>, ptr %269, align 4
  %271 = getelementptr inbounds { <2 x float>, float }, ptr %75, i32 0, i32 1
  %272 = load float, ptr %271, align 4
  %273 = call float @dot(<2 x float> %266, float %268, <2 x float> %270, float %272)
  store float %273, ptr %73, align 4
  %274 = load float, ptr %73, align 4
  %275 = fcmp olt float %274, 0.000000e+00
  br i1 %275, label %276, label %277

276:                                              ; preds = %264
  store float 0.000000e+00, ptr %73, align 4
  br label %277

277:                                              ; preds = %276, %264
  %278 = load float, ptr %73, align 4
  %279 = call float @llvm.fmuladd.f32(float %278, float 9.000000e+00, float 5.000000e-01)
  %280 = fptosi float %279 to i32
  store i32 %280, ptr %76, align 4
  %281 = load i32, ptr %76, align 4
  %282 = load i32, ptr %25, align 4
  %283 = add nsw i32 %282, %281
  store i32 %283, ptr %25, align 4
  %284 = load i32, ptr %39, align 4
  %285 = icmp eq i32 %284, 2
  br i1 %285, label %286, label %291

286:                                              ; preds = %277
  %287 = load i32, ptr %76, align 4
  %288 = icmp sgt i32 %287, 4
  %289 = zext i1 %288 to i64
  %290 = select i1 %288, i32 61, i32 95
  br label %298

291:                                              ; preds = %277
  %292 = load ptr, ptr %24, align 8
  %293 = load i32, ptr %76, align 4
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds i8, ptr %292, i64 %294
  %296 = load i8, ptr %295, align 1
  %297 = sext i8 %296 to i32
  br label %298

298:                                              ; preds = %291, %286
  %299 = phi i32 [ %290, %286 ], [ %297, %291 ]
  %300 = call i32 @putchar(i32 noundef %299)
  br label %301

301:                                              ; preds = %298, %262
  %302 = load i32, ptr %27, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %27, align 4
  br label %159, !llvm.loop !6

304:                                              ; preds = %159
  %305 = call i32 @putchar(i32 noundef 10)
  br label %306

306:                                              ; preds = %304
  %307 = load i32, ptr %26, align 4
  %308 = add nsw i32 %307, 1
  store i32 %308, ptr %26, align 4
  br label %155, !llvm.loop !8

309:                                              ; preds = %155
  store float 0x3FF0C15240000000, ptr %77, align 4
  %310 = getelementptr inbounds %struct.Q, ptr %78, i32 0, i32 0
  %311 = load float, ptr %77, align 4
  %312 = fdiv float %311, 2.000000e+00
  %313 = call float @cosf(float noundef %312) #6
  store float %313, ptr %310, align 4
  %314 = getelementptr inbounds %struct.Q, ptr %78, i32 0, i32 1
  store float 0.000000e+00, ptr %314, align 4
  %315 = getelementptr inbounds %struct.Q, ptr %78, i32 0, i32 2
  store float 0.000000e+00, ptr %315, align 4
  %316 = getelementptr inbounds %struct.Q, ptr %78, i32 0, i32 3
  %317 = load float, ptr %77, align 4
  %318 = fdiv float %317, 2.000000e+00
  %319 = call float @sinf(float noundef %318) #6
  store float %319, ptr %316, align 4
  %320 = call { <2 x float>, float } @v3(float noundef 1.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  store { <2 x float>, float } %320, ptr %81, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %80, ptr align 8 %81, i64 12, i1 false)
  %321 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %78, i32 0, i32 0
  %322 = load <2 x float>, ptr %321, align 4
  %323 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %78, i32 0, i32 1
  %324 = load <2 x float>, ptr %323, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %82, ptr align 4 %80, i64 12, i1 false)
  %325 = getelementptr inbounds { <2 x float>, float }, ptr %82, i32 0, i32 0
  %326 = load <2 x float>, ptr %325, align 4
  %327 = getelementptr inbounds { <2 x float>, float }, ptr %82, i32 0, i32 1
  %328 = load float, ptr %327, align 4
  %329 = call { <2 x float>, float } @qrot(<2 x float> %322, <2 x float> %324, <2 x float> %326, float %328)
  store { <2 x float>, float } %329, ptr %83, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %79, ptr align 8 %83, i64 12, i1 false)
  store i32 0, ptr %84, align 4
  br label %330

330:                                              ; preds = %343, %309
  %331 = load i32, ptr %84, align 4
  %332 = icmp slt i32 %331, 5
  br i1 %332, label %333, label %346

333:                                              ; preds = %330
  %334 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %78, i32 0, i32 0
  %335 = load <2 x float>, ptr %334, align 4
  %336 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %78, i32 0, i32 1
  %337 = load <2 x float>, ptr %336, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %86, ptr align 4 %79, i64 12, i1 false)
  %338 = getelementptr inbounds { <2 x float>, float }, ptr %86, i32 0, i32 0
  %339 = load <2 x float>, ptr %338, align 4
  %340 = getelementptr inbounds { <2 x float>, float }, ptr %86, i32 0, i32 1
  %341 = load float, ptr %340, align 4
  %342 = call { <2 x float>, float } @qrot(<2 x float> %335, <2 x float> %337, <2 x float> %339, float %341)
  store { <2 x float>, float } %342, ptr %87, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %85, ptr align 8 %87, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %79, ptr align 4 %85, i64 12, i1 false)
  br label %343

343:                                              ; preds = %333
  %344 = load i32, ptr %84, align 4
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr %84, align 4
  br label %330, !llvm.loop !9

346:                                              ; preds = %330
  %347 = getelementptr inbounds %struct.V3, ptr %79, i32 0, i32 0
  %348 = load float, ptr %347, align 4
  %349 = fpext float %348 to double
  %350 = getelementptr inbounds %struct.V3, ptr %79, i32 0, i32 1
  %351 = load float, ptr %350, align 4
  %352 = call float @llvm.fabs.f32(float %351)
  %353 = fcmp olt float %352, 0x3F1A36E2E0000000
  br i1 %353, label %354, label %355

354:                                              ; preds = %346
  br label %359

355:                                              ; preds = %346
  %356 = getelementptr inbounds %struct.V3, ptr %79, i32 0, i32 1
  %357 = load float, ptr %356, align 4
  %358 = fpext float %357 to double
  br label %359

359:                                              ; preds = %355, %354
  %360 = phi double [ 0.000000e+00, %354 ], [ %358, %355 ]
  %361 = getelementptr inbounds %struct.V3, ptr %79, i32 0, i32 2
  %362 = load float, ptr %361, align 4
  %363 = fpext float %362 to double
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %349, double noundef %360, double noundef %363)
  %365 = load i32, ptr %25, align 4
  %366 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %365)
  %367 = load i32, ptr %25, align 4
  %368 = and i32 %367, 255
  ret i32 %368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @v3(float noundef %0, float noundef %1, float noundef %2) #1 {
  %4 = alloca %struct.V3, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  %8 = alloca { <2 x float>, float }, align 8
  store float %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %10 = load float, ptr %5, align 4
  store float %10, ptr %9, align 4
  %11 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %12 = load float, ptr %6, align 4
  store float %12, ptr %11, align 4
  %13 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %14 = load float, ptr %7, align 4
  store float %14, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %4, i64 12, i1 false)
  %15 = load { <2 x float>, float }, ptr %8, align 8
  ret { <2 x float>, float } %15
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @cross(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = alloca { <2 x float>, float }, align 8
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %12, align 4
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %14, align 4
  %15 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %16 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 1
  %23 = load float, ptr %22, align 4
  %24 = fmul float %21, %23
  %25 = fneg float %24
  %26 = call float @llvm.fmuladd.f32(float %17, float %19, float %25)
  %27 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  %29 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 0
  %30 = load float, ptr %29, align 4
  %31 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 2
  %34 = load float, ptr %33, align 4
  %35 = fmul float %32, %34
  %36 = fneg float %35
  %37 = call float @llvm.fmuladd.f32(float %28, float %30, float %36)
  %38 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %39 = load float, ptr %38, align 4
  %40 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 1
  %41 = load float, ptr %40, align 4
  %42 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  %44 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 0
  %45 = load float, ptr %44, align 4
  %46 = fmul float %43, %45
  %47 = fneg float %46
  %48 = call float @llvm.fmuladd.f32(float %39, float %41, float %47)
  %49 = call { <2 x float>, float } @v3(float noundef %26, float noundef %37, float noundef %48)
  store { <2 x float>, float } %49, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %10, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %5, i64 12, i1 false)
  %50 = load { <2 x float>, float }, ptr %11, align 8
  ret { <2 x float>, float } %50
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @norm(<2 x float> %0, float %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca { <2 x float>, float }, align 4
  %6 = alloca float, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = alloca { <2 x float>, float }, align 8
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 0
  store <2 x float> %0, ptr %12, align 4
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %5, i32 0, i32 1
  store float %1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 4 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %4, i64 12, i1 false)
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  %15 = load <2 x float>, ptr %14, align 4
  %16 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %4, i64 12, i1 false)
  %18 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  %19 = load <2 x float>, ptr %18, align 4
  %20 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = call float @dot(<2 x float> %15, float %17, <2 x float> %19, float %21)
  %23 = call float @sqrtf(float noundef %22) #6
  store float %23, ptr %6, align 4
  %24 = load float, ptr %6, align 4
  %25 = fcmp ogt float %24, 0.000000e+00
  br i1 %25, label %26, label %34

26:                                               ; preds = %2
  %27 = load float, ptr %6, align 4
  %28 = fdiv float 1.000000e+00, %27
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %4, i64 12, i1 false)
  %29 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  %30 = load <2 x float>, ptr %29, align 4
  %31 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  %32 = load float, ptr %31, align 4
  %33 = call { <2 x float>, float } @scale(<2 x float> %30, float %32, float noundef %28)
  store { <2 x float>, float } %33, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %10, i64 12, i1 false)
  br label %35

34:                                               ; preds = %2
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %4, i64 12, i1 false)
  br label %35

35:                                               ; preds = %34, %26
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %3, i64 12, i1 false)
  %36 = load { <2 x float>, float }, ptr %11, align 8
  ret { <2 x float>, float } %36
}

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.V3, align 4
  %6 = alloca { <2 x float>, float }, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  %11 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  store <2 x float> %2, ptr %11, align 4
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  store float %3, ptr %12, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 12, i1 false)
  %13 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = fmul float %18, %20
  %22 = call float @llvm.fmuladd.f32(float %14, float %16, float %21)
  %23 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 2
  %26 = load float, ptr %25, align 4
  %27 = call float @llvm.fmuladd.f32(float %24, float %26, float %22)
  ret float %27
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_sphere(<2 x float> %0, float %1, <2 x float> %2, float %3, <2 x float> %4, float %5, float noundef %6, ptr noundef %7) #0 {
  %9 = alloca i32, align 4
  %10 = alloca %struct.V3, align 4
  %11 = alloca { <2 x float>, float }, align 4
  %12 = alloca %struct.V3, align 4
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca { <2 x float>, float }, align 4
  %16 = alloca float, align 4
  %17 = alloca ptr, align 8
  %18 = alloca %struct.V3, align 4
  %19 = alloca { <2 x float>, float }, align 4
  %20 = alloca { <2 x float>, float }, align 4
  %21 = alloca { <2 x float>, float }, align 8
  %22 = alloca float, align 4
  %23 = alloca { <2 x float>, float }, align 4
  %24 = alloca { <2 x float>, float }, align 4
  %25 = alloca float, align 4
  %26 = alloca { <2 x float>, float }, align 4
  %27 = alloca { <2 x float>, float }, align 4
  %28 = alloca float, align 4
  %29 = alloca float, align 4
  %30 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 0
  store <2 x float> %0, ptr %30, align 4
  %31 = getelementptr inbounds { <2 x float>, float }, ptr %11, i32 0, i32 1
  store float %1, ptr %31, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %11, i64 12, i1 false)
  %32 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  store <2 x float> %2, ptr %32, align 4
  %33 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  store float %3, ptr %33, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %13, i64 12, i1 false)
  %34 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 0
  store <2 x float> %4, ptr %34, align 4
  %35 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 1
  store float %5, ptr %35, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %15, i64 12, i1 false)
  store float %6, ptr %16, align 4
  store ptr %7, ptr %17, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %19, ptr align 4 %10, i64 12, i1 false)
  %36 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 0
  %37 = load <2 x float>, ptr %36, align 4
  %38 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 1
  %39 = load float, ptr %38, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %20, ptr align 4 %14, i64 12, i1 false)
  %40 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 0
  %41 = load <2 x float>, ptr %40, align 4
  %42 = getelementptr inbounds { <2 x float>, float }, ptr %20, i32 0, i32 1
  %43 = load float, ptr %42, align 4
  %44 = call { <2 x float>, float } @sub(<2 x float> %37, float %39, <2 x float> %41, float %43)
  store { <2 x float>, float } %44, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 8 %21, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %18, i64 12, i1 false)
  %45 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 0
  %46 = load <2 x float>, ptr %45, align 4
  %47 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 1
  %48 = load float, ptr %47, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %24, ptr align 4 %12, i64 12, i1 false)
  %49 = getelementptr inbounds { <2 x float>, float }, ptr %24, i32 0, i32 0
  %50 = load <2 x float>, ptr %49, align 4
  %51 = getelementptr inbounds { <2 x float>, float }, ptr %24, i32 0, i32 1
  %52 = load float, ptr %51, align 4
  %53 = call float @dot(<2 x float> %46, float %48, <2 x float> %50, float %52)
  store float %53, ptr %22, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %26, ptr align 4 %18, i64 12, i1 false)
  %54 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 0
  %55 = load <2 x float>, ptr %54, align 4
  %56 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 1
  %57 = load float, ptr %56, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %18, i64 12, i1 false)
  %58 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 0
  %59 = load <2 x float>, ptr %58, align 4
  %60 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 1
  %61 = load float, ptr %60, align 4
  %62 = call float @dot(<2 x float> %55, float %57, <2 x float> %59, float %61)
  %63 = load float, ptr %16, align 4
  %64 = load float, ptr %16, align 4
  %65 = fneg float %63
  %66 = call float @llvm.fmuladd.f32(float %65, float %64, float %62)
  store float %66, ptr %25, align 4
  %67 = load float, ptr %22, align 4
  %68 = load float, ptr %22, align 4
  %69 = load float, ptr %25, align 4
  %70 = fneg float %69
  %71 = call float @llvm.fmuladd.f32(float %67, float %68, float %70)
  store float %71, ptr %28, align 4
  %72 = load float, ptr %28, align 4
  %73 = fcmp olt float %72, 0.000000e+00
  br i1 %73, label %74, label %75

74:                                               ; preds = %8
  store i32 0, ptr %9, align 4
  br label %97

75:                                               ; preds = %8
  %76 = load float, ptr %28, align 4
  %77 = call float @sqrtf(float noundef %76) #6
  store float %77, ptr %29, align 4
  %78 = load float, ptr %22, align 4
  %79 = fneg float %78
  %80 = load float, ptr %29, align 4
  %81 = fsub float %79, %80
  %82 = load ptr, ptr %17, align 8
  store float %81, ptr %82, align 4
  %83 = load ptr, ptr %17, align 8
  %84 = load float, ptr %83, align 4
  %85 = fcmp olt float %84, 0x3F1A36E2E0000000
  br i1 %85, label %86, label %92

86:                                               ; preds = %75
  %87 = load float, ptr %22, align 4
  %88 = fneg float %87
  %89 = load float, ptr %29, align 4
  %90 = fadd float %88, %89
  %91 = load ptr, ptr %17, align 8
  store float %90, ptr %91, align 4
  br label %92

92:                                               ; preds = %86, %75
  %93 = load ptr, ptr %17, align 8
  %94 = load float, ptr %93, align 4
  %95 = fcmp ogt float %94, 0x3F1A36E2E0000000
  %96 = zext i1 %95 to i32
  store i32 %96, ptr %9, align 4
  br label %97

97:                                               ; preds = %92, %74
  %98 = load i32, ptr %9, align 4
  ret i32 %98
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @sub(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = alloca { <2 x float>, float }, align 8
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %12, align 4
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %14, align 4
  %15 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %16 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = fsub float %17, %19
  %21 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = fsub float %22, %24
  %26 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = fsub float %27, %29
  %31 = call { <2 x float>, float } @v3(float noundef %20, float noundef %25, float noundef %30)
  store { <2 x float>, float } %31, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %10, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %5, i64 12, i1 false)
  %32 = load { <2 x float>, float }, ptr %11, align 8
  ret { <2 x float>, float } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @add(<2 x float> %0, float %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca { <2 x float>, float }, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca { <2 x float>, float }, align 4
  %10 = alloca { <2 x float>, float }, align 8
  %11 = alloca { <2 x float>, float }, align 8
  %12 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 0
  store <2 x float> %0, ptr %12, align 4
  %13 = getelementptr inbounds { <2 x float>, float }, ptr %7, i32 0, i32 1
  store float %1, ptr %13, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 4 %7, i64 12, i1 false)
  %14 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 0
  store <2 x float> %2, ptr %14, align 4
  %15 = getelementptr inbounds { <2 x float>, float }, ptr %9, i32 0, i32 1
  store float %3, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 %9, i64 12, i1 false)
  %16 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 0
  %19 = load float, ptr %18, align 4
  %20 = fadd float %17, %19
  %21 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = fadd float %22, %24
  %26 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = getelementptr inbounds %struct.V3, ptr %8, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = fadd float %27, %29
  %31 = call { <2 x float>, float } @v3(float noundef %20, float noundef %25, float noundef %30)
  store { <2 x float>, float } %31, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %10, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %5, i64 12, i1 false)
  %32 = load { <2 x float>, float }, ptr %11, align 8
  ret { <2 x float>, float } %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @scale(<2 x float> %0, float %1, float noundef %2) #0 {
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  %6 = alloca { <2 x float>, float }, align 4
  %7 = alloca float, align 4
  %8 = alloca { <2 x float>, float }, align 8
  %9 = alloca { <2 x float>, float }, align 8
  %10 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %10, align 4
  %11 = getelementptr inbounds { <2 x float>, float }, ptr %6, i32 0, i32 1
  store float %1, ptr %11, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 %6, i64 12, i1 false)
  store float %2, ptr %7, align 4
  %12 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  %14 = load float, ptr %7, align 4
  %15 = fmul float %13, %14
  %16 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %17 = load float, ptr %16, align 4
  %18 = load float, ptr %7, align 4
  %19 = fmul float %17, %18
  %20 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = load float, ptr %7, align 4
  %23 = fmul float %21, %22
  %24 = call { <2 x float>, float } @v3(float noundef %15, float noundef %19, float noundef %23)
  store { <2 x float>, float } %24, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %4, ptr align 8 %8, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 4 %4, i64 12, i1 false)
  %25 = load { <2 x float>, float }, ptr %9, align 8
  ret { <2 x float>, float } %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_tri(<2 x float> %0, float %1, <2 x float> %2, float %3, <2 x float> %4, float %5, <2 x float> %6, float %7, ptr noundef byval(%struct.V3) align 8 %8, ptr noundef %9) #0 {
  %11 = alloca i32, align 4
  %12 = alloca %struct.V3, align 4
  %13 = alloca { <2 x float>, float }, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca { <2 x float>, float }, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca { <2 x float>, float }, align 4
  %18 = alloca %struct.V3, align 4
  %19 = alloca { <2 x float>, float }, align 4
  %20 = alloca ptr, align 8
  %21 = alloca %struct.V3, align 4
  %22 = alloca { <2 x float>, float }, align 4
  %23 = alloca { <2 x float>, float }, align 4
  %24 = alloca { <2 x float>, float }, align 8
  %25 = alloca %struct.V3, align 4
  %26 = alloca { <2 x float>, float }, align 8
  %27 = alloca { <2 x float>, float }, align 4
  %28 = alloca { <2 x float>, float }, align 8
  %29 = alloca %struct.V3, align 4
  %30 = alloca { <2 x float>, float }, align 4
  %31 = alloca { <2 x float>, float }, align 4
  %32 = alloca { <2 x float>, float }, align 8
  %33 = alloca float, align 4
  %34 = alloca { <2 x float>, float }, align 4
  %35 = alloca { <2 x float>, float }, align 4
  %36 = alloca float, align 4
  %37 = alloca %struct.V3, align 4
  %38 = alloca { <2 x float>, float }, align 4
  %39 = alloca { <2 x float>, float }, align 4
  %40 = alloca { <2 x float>, float }, align 8
  %41 = alloca float, align 4
  %42 = alloca { <2 x float>, float }, align 4
  %43 = alloca { <2 x float>, float }, align 4
  %44 = alloca %struct.V3, align 4
  %45 = alloca { <2 x float>, float }, align 4
  %46 = alloca { <2 x float>, float }, align 4
  %47 = alloca { <2 x float>, float }, align 8
  %48 = alloca float, align 4
  %49 = alloca { <2 x float>, float }, align 4
  %50 = alloca { <2 x float>, float }, align 4
  %51 = alloca { <2 x float>, float }, align 4
  %52 = alloca { <2 x float>, float }, align 4
  %53 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 0
  store <2 x float> %0, ptr %53, align 4
  %54 = getelementptr inbounds { <2 x float>, float }, ptr %13, i32 0, i32 1
  store float %1, ptr %54, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 4 %13, i64 12, i1 false)
  %55 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 0
  store <2 x float> %2, ptr %55, align 4
  %56 = getelementptr inbounds { <2 x float>, float }, ptr %15, i32 0, i32 1
  store float %3, ptr %56, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %14, ptr align 4 %15, i64 12, i1 false)
  %57 = getelementptr inbounds { <2 x float>, float }, ptr %17, i32 0, i32 0
  store <2 x float> %4, ptr %57, align 4
  %58 = getelementptr inbounds { <2 x float>, float }, ptr %17, i32 0, i32 1
  store float %5, ptr %58, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %16, ptr align 4 %17, i64 12, i1 false)
  %59 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 0
  store <2 x float> %6, ptr %59, align 4
  %60 = getelementptr inbounds { <2 x float>, float }, ptr %19, i32 0, i32 1
  store float %7, ptr %60, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %18, ptr align 4 %19, i64 12, i1 false)
  store ptr %9, ptr %20, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %22, ptr align 4 %18, i64 12, i1 false)
  %61 = getelementptr inbounds { <2 x float>, float }, ptr %22, i32 0, i32 0
  %62 = load <2 x float>, ptr %61, align 4
  %63 = getelementptr inbounds { <2 x float>, float }, ptr %22, i32 0, i32 1
  %64 = load float, ptr %63, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %23, ptr align 4 %16, i64 12, i1 false)
  %65 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 0
  %66 = load <2 x float>, ptr %65, align 4
  %67 = getelementptr inbounds { <2 x float>, float }, ptr %23, i32 0, i32 1
  %68 = load float, ptr %67, align 4
  %69 = call { <2 x float>, float } @sub(<2 x float> %62, float %64, <2 x float> %66, float %68)
  store { <2 x float>, float } %69, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %21, ptr align 8 %24, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 8 %8, i64 12, i1 false)
  %70 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 0
  %71 = load <2 x float>, ptr %70, align 8
  %72 = getelementptr inbounds { <2 x float>, float }, ptr %26, i32 0, i32 1
  %73 = load float, ptr %72, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %16, i64 12, i1 false)
  %74 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 0
  %75 = load <2 x float>, ptr %74, align 4
  %76 = getelementptr inbounds { <2 x float>, float }, ptr %27, i32 0, i32 1
  %77 = load float, ptr %76, align 4
  %78 = call { <2 x float>, float } @sub(<2 x float> %71, float %73, <2 x float> %75, float %77)
  store { <2 x float>, float } %78, ptr %28, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 8 %28, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %30, ptr align 4 %14, i64 12, i1 false)
  %79 = getelementptr inbounds { <2 x float>, float }, ptr %30, i32 0, i32 0
  %80 = load <2 x float>, ptr %79, align 4
  %81 = getelementptr inbounds { <2 x float>, float }, ptr %30, i32 0, i32 1
  %82 = load float, ptr %81, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %31, ptr align 4 %25, i64 12, i1 false)
  %83 = getelementptr inbounds { <2 x float>, float }, ptr %31, i32 0, i32 0
  %84 = load <2 x float>, ptr %83, align 4
  %85 = getelementptr inbounds { <2 x float>, float }, ptr %31, i32 0, i32 1
  %86 = load float, ptr %85, align 4
  %87 = call { <2 x float>, float } @cross(<2 x float> %80, float %82, <2 x float> %84, float %86)
  store { <2 x float>, float } %87, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %29, ptr align 8 %32, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %34, ptr align 4 %21, i64 12, i1 false)
  %88 = getelementptr inbounds { <2 x float>, float }, ptr %34, i32 0, i32 0
  %89 = load <2 x float>, ptr %88, align 4
  %90 = getelementptr inbounds { <2 x float>, float }, ptr %34, i32 0, i32 1
  %91 = load float, ptr %90, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %35, ptr align 4 %29, i64 12, i1 false)
  %92 = getelementptr inbounds { <2 x float>, float }, ptr %35, i32 0, i32 0
  %93 = load <2 x float>, ptr %92, align 4
  %94 = getelementptr inbounds { <2 x float>, float }, ptr %35, i32 0, i32 1
  %95 = load float, ptr %94, align 4
  %96 = call float @dot(<2 x float> %89, float %91, <2 x float> %93, float %95)
  store float %96, ptr %33, align 4
  %97 = load float, ptr %33, align 4
  %98 = call float @llvm.fabs.f32(float %97)
  %99 = fcmp olt float %98, 0x3E7AD7F2A0000000
  br i1 %99, label %100, label %101

100:                                              ; preds = %10
  store i32 0, ptr %11, align 4
  br label %176

101:                                              ; preds = %10
  %102 = load float, ptr %33, align 4
  %103 = fdiv float 1.000000e+00, %102
  store float %103, ptr %36, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %38, ptr align 4 %12, i64 12, i1 false)
  %104 = getelementptr inbounds { <2 x float>, float }, ptr %38, i32 0, i32 0
  %105 = load <2 x float>, ptr %104, align 4
  %106 = getelementptr inbounds { <2 x float>, float }, ptr %38, i32 0, i32 1
  %107 = load float, ptr %106, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %39, ptr align 4 %16, i64 12, i1 false)
  %108 = getelementptr inbounds { <2 x float>, float }, ptr %39, i32 0, i32 0
  %109 = load <2 x float>, ptr %108, align 4
  %110 = getelementptr inbounds { <2 x float>, float }, ptr %39, i32 0, i32 1
  %111 = load float, ptr %110, align 4
  %112 = call { <2 x float>, float } @sub(<2 x float> %105, float %107, <2 x float> %109, float %111)
  store { <2 x float>, float } %112, ptr %40, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %37, ptr align 8 %40, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %42, ptr align 4 %37, i64 12, i1 false)
  %113 = getelementptr inbounds { <2 x float>, float }, ptr %42, i32 0, i32 0
  %114 = load <2 x float>, ptr %113, align 4
  %115 = getelementptr inbounds { <2 x float>, float }, ptr %42, i32 0, i32 1
  %116 = load float, ptr %115, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %43, ptr align 4 %29, i64 12, i1 false)
  %117 = getelementptr inbounds { <2 x float>, float }, ptr %43, i32 0, i32 0
  %118 = load <2 x float>, ptr %117, align 4
  %119 = getelementptr inbounds { <2 x float>, float }, ptr %43, i32 0, i32 1
  %120 = load float, ptr %119, align 4
  %121 = call float @dot(<2 x float> %114, float %116, <2 x float> %118, float %120)
  %122 = load float, ptr %36, align 4
  %123 = fmul float %121, %122
  store float %123, ptr %41, align 4
  %124 = load float, ptr %41, align 4
  %125 = fcmp olt float %124, 0.000000e+00
  br i1 %125, label %129, label %126

126:                                              ; preds = %101
  %127 = load float, ptr %41, align 4
  %128 = fcmp ogt float %127, 1.000000e+00
  br i1 %128, label %129, label %130

129:                                              ; preds = %126, %101
  store i32 0, ptr %11, align 4
  br label %176

130:                                              ; preds = %126
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %45, ptr align 4 %37, i64 12, i1 false)
  %131 = getelementptr inbounds { <2 x float>, float }, ptr %45, i32 0, i32 0
  %132 = load <2 x float>, ptr %131, align 4
  %133 = getelementptr inbounds { <2 x float>, float }, ptr %45, i32 0, i32 1
  %134 = load float, ptr %133, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %46, ptr align 4 %21, i64 12, i1 false)
  %135 = getelementptr inbounds { <2 x float>, float }, ptr %46, i32 0, i32 0
  %136 = load <2 x float>, ptr %135, align 4
  %137 = getelementptr inbounds { <2 x float>, float }, ptr %46, i32 0, i32 1
  %138 = load float, ptr %137, align 4
  %139 = call { <2 x float>, float } @cross(<2 x float> %132, float %134, <2 x float> %136, float %138)
  store { <2 x float>, float } %139, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %44, ptr align 8 %47, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %49, ptr align 4 %14, i64 12, i1 false)
  %140 = getelementptr inbounds { <2 x float>, float }, ptr %49, i32 0, i32 0
  %141 = load <2 x float>, ptr %140, align 4
  %142 = getelementptr inbounds { <2 x float>, float }, ptr %49, i32 0, i32 1
  %143 = load float, ptr %142, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 4 %44, i64 12, i1 false)
  %144 = getelementptr inbounds { <2 x float>, float }, ptr %50, i32 0, i32 0
  %145 = load <2 x float>, ptr %144, align 4
  %146 = getelementptr inbounds { <2 x float>, float }, ptr %50, i32 0, i32 1
  %147 = load float, ptr %146, align 4
  %148 = call float @dot(<2 x float> %141, float %143, <2 x float> %145, float %147)
  %149 = load float, ptr %36, align 4
  %150 = fmul float %148, %149
  store float %150, ptr %48, align 4
  %151 = load float, ptr %48, align 4
  %152 = fcmp olt float %151, 0.000000e+00
  br i1 %152, label %158, label %153

153:                                              ; preds = %130
  %154 = load float, ptr %41, align 4
  %155 = load float, ptr %48, align 4
  %156 = fadd float %154, %155
  %157 = fcmp ogt float %156, 1.000000e+00
  br i1 %157, label %158, label %159

158:                                              ; preds = %153, %130
  store i32 0, ptr %11, align 4
  br label %176

159:                                              ; preds = %153
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %51, ptr align 4 %25, i64 12, i1 false)
  %160 = getelementptr inbounds { <2 x float>, float }, ptr %51, i32 0, i32 0
  %161 = load <2 x float>, ptr %160, align 4
  %162 = getelementptr inbounds { <2 x float>, float }, ptr %51, i32 0, i32 1
  %163 = load float, ptr %162, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %52, ptr align 4 %44, i64 12, i1 false)
  %164 = getelementptr inbounds { <2 x float>, float }, ptr %52, i32 0, i32 0
  %165 = load <2 x float>, ptr %164, align 4
  %166 = getelementptr inbounds { <2 x float>, float }, ptr %52, i32 0, i32 1
  %167 = load float, ptr %166, align 4
  %168 = call float @dot(<2 x float> %161, float %163, <2 x float> %165, float %167)
  %169 = load float, ptr %36, align 4
  %170 = fmul float %168, %169
  %171 = load ptr, ptr %20, align 8
  store float %170, ptr %171, align 4
  %172 = load ptr, ptr %20, align 8
  %173 = load float, ptr %172, align 4
  %174 = fcmp ogt float %173, 0x3F1A36E2E0000000
  %175 = zext i1 %174 to i32
  store i32 %175, ptr %11, align 4
  br label %176

176:                                              ; preds = %159, %158, %129, %100
  %177 = load i32, ptr %11, align 4
  ret i32 %177
}

declare i32 @putchar(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nounwind
declare float @cosf(float noundef) #4

; Function Attrs: nounwind
declare float @sinf(float noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, float } @qrot(<2 x float> %0, <2 x float> %1, <2 x float> %2, float %3) #0 {
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.Q, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca { <2 x float>, float }, align 4
  %9 = alloca %struct.Q, align 4
  %10 = alloca %struct.Q, align 4
  %11 = alloca %struct.Q, align 4
  %12 = alloca %struct.Q, align 4
  %13 = alloca { <2 x float>, float }, align 8
  %14 = alloca { <2 x float>, float }, align 8
  %15 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %15, align 4
  %16 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  store <2 x float> %1, ptr %16, align 4
  %17 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 0
  store <2 x float> %2, ptr %17, align 4
  %18 = getelementptr inbounds { <2 x float>, float }, ptr %8, i32 0, i32 1
  store float %3, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %8, i64 12, i1 false)
  %19 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 0
  store float 0.000000e+00, ptr %19, align 4
  %20 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 1
  %21 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  store float %22, ptr %20, align 4
  %23 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 2
  %24 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  store float %25, ptr %23, align 4
  %26 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 3
  %27 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 2
  %28 = load float, ptr %27, align 4
  store float %28, ptr %26, align 4
  %29 = getelementptr inbounds %struct.Q, ptr %10, i32 0, i32 0
  %30 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %31 = load float, ptr %30, align 4
  store float %31, ptr %29, align 4
  %32 = getelementptr inbounds %struct.Q, ptr %10, i32 0, i32 1
  %33 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = fneg float %34
  store float %35, ptr %32, align 4
  %36 = getelementptr inbounds %struct.Q, ptr %10, i32 0, i32 2
  %37 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %38 = load float, ptr %37, align 4
  %39 = fneg float %38
  store float %39, ptr %36, align 4
  %40 = getelementptr inbounds %struct.Q, ptr %10, i32 0, i32 3
  %41 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %42 = load float, ptr %41, align 4
  %43 = fneg float %42
  store float %43, ptr %40, align 4
  %44 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  %45 = load <2 x float>, ptr %44, align 4
  %46 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  %47 = load <2 x float>, ptr %46, align 4
  %48 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %9, i32 0, i32 0
  %49 = load <2 x float>, ptr %48, align 4
  %50 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %9, i32 0, i32 1
  %51 = load <2 x float>, ptr %50, align 4
  %52 = call { <2 x float>, <2 x float> } @qmul(<2 x float> %45, <2 x float> %47, <2 x float> %49, <2 x float> %51)
  %53 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  %54 = extractvalue { <2 x float>, <2 x float> } %52, 0
  store <2 x float> %54, ptr %53, align 4
  %55 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  %56 = extractvalue { <2 x float>, <2 x float> } %52, 1
  store <2 x float> %56, ptr %55, align 4
  %57 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 0
  %58 = load <2 x float>, ptr %57, align 4
  %59 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %12, i32 0, i32 1
  %60 = load <2 x float>, ptr %59, align 4
  %61 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 0
  %62 = load <2 x float>, ptr %61, align 4
  %63 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %10, i32 0, i32 1
  %64 = load <2 x float>, ptr %63, align 4
  %65 = call { <2 x float>, <2 x float> } @qmul(<2 x float> %58, <2 x float> %60, <2 x float> %62, <2 x float> %64)
  %66 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 0
  %67 = extractvalue { <2 x float>, <2 x float> } %65, 0
  store <2 x float> %67, ptr %66, align 4
  %68 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %11, i32 0, i32 1
  %69 = extractvalue { <2 x float>, <2 x float> } %65, 1
  store <2 x float> %69, ptr %68, align 4
  %70 = getelementptr inbounds %struct.Q, ptr %11, i32 0, i32 1
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds %struct.Q, ptr %11, i32 0, i32 2
  %73 = load float, ptr %72, align 4
  %74 = getelementptr inbounds %struct.Q, ptr %11, i32 0, i32 3
  %75 = load float, ptr %74, align 4
  %76 = call { <2 x float>, float } @v3(float noundef %71, float noundef %73, float noundef %75)
  store { <2 x float>, float } %76, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %13, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 4 %5, i64 12, i1 false)
  %77 = load { <2 x float>, float }, ptr %14, align 8
  ret { <2 x float>, float } %77
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { <2 x float>, <2 x float> } @qmul(<2 x float> %0, <2 x float> %1, <2 x float> %2, <2 x float> %3) #0 {
  %5 = alloca %struct.Q, align 4
  %6 = alloca %struct.Q, align 4
  %7 = alloca %struct.Q, align 4
  %8 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 0
  store <2 x float> %0, ptr %8, align 4
  %9 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %6, i32 0, i32 1
  store <2 x float> %1, ptr %9, align 4
  %10 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 0
  store <2 x float> %2, ptr %10, align 4
  %11 = getelementptr inbounds { <2 x float>, <2 x float> }, ptr %7, i32 0, i32 1
  store <2 x float> %3, ptr %11, align 4
  %12 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %13 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %14 = load float, ptr %13, align 4
  %15 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %20 = load float, ptr %19, align 4
  %21 = fmul float %18, %20
  %22 = fneg float %21
  %23 = call float @llvm.fmuladd.f32(float %14, float %16, float %22)
  %24 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %27 = load float, ptr %26, align 4
  %28 = fneg float %25
  %29 = call float @llvm.fmuladd.f32(float %28, float %27, float %23)
  %30 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %33 = load float, ptr %32, align 4
  %34 = fneg float %31
  %35 = call float @llvm.fmuladd.f32(float %34, float %33, float %29)
  store float %35, ptr %12, align 4
  %36 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %37 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %38 = load float, ptr %37, align 4
  %39 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %40 = load float, ptr %39, align 4
  %41 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %44 = load float, ptr %43, align 4
  %45 = fmul float %42, %44
  %46 = call float @llvm.fmuladd.f32(float %38, float %40, float %45)
  %47 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %48 = load float, ptr %47, align 4
  %49 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %50 = load float, ptr %49, align 4
  %51 = call float @llvm.fmuladd.f32(float %48, float %50, float %46)
  %52 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %53 = load float, ptr %52, align 4
  %54 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %55 = load float, ptr %54, align 4
  %56 = fneg float %53
  %57 = call float @llvm.fmuladd.f32(float %56, float %55, float %51)
  store float %57, ptr %36, align 4
  %58 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %59 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %62 = load float, ptr %61, align 4
  %63 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %64 = load float, ptr %63, align 4
  %65 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %66 = load float, ptr %65, align 4
  %67 = fmul float %64, %66
  %68 = fneg float %67
  %69 = call float @llvm.fmuladd.f32(float %60, float %62, float %68)
  %70 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %71 = load float, ptr %70, align 4
  %72 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %73 = load float, ptr %72, align 4
  %74 = call float @llvm.fmuladd.f32(float %71, float %73, float %69)
  %75 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %78 = load float, ptr %77, align 4
  %79 = call float @llvm.fmuladd.f32(float %76, float %78, float %74)
  store float %79, ptr %58, align 4
  %80 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %81 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  %82 = load float, ptr %81, align 4
  %83 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %84 = load float, ptr %83, align 4
  %85 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %88 = load float, ptr %87, align 4
  %89 = fmul float %86, %88
  %90 = call float @llvm.fmuladd.f32(float %82, float %84, float %89)
  %91 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %94 = load float, ptr %93, align 4
  %95 = fneg float %92
  %96 = call float @llvm.fmuladd.f32(float %95, float %94, float %90)
  %97 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %98 = load float, ptr %97, align 4
  %99 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %100 = load float, ptr %99, align 4
  %101 = call float @llvm.fmuladd.f32(float %98, float %100, float %96)
  store float %101, ptr %80, align 4
  %102 = load { <2 x float>, <2 x float> }, ptr %5, align 4
  ret { <2 x float>, <2 x float> } %102
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
