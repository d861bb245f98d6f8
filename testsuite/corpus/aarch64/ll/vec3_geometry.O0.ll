; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.V3, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.V3, align 4
  %13 = alloca %struct.V3, align 4
  %14 = alloca %struct.V3, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  %17 = alloca %struct.V3, align 4
  %18 = alloca i32, align 4
  %19 = alloca %struct.V3, align 4
  %20 = alloca %struct.V3, align 4
  %21 = alloca %struct.V3, align 4
  %22 = alloca %struct.V3, align 4
  %23 = alloca %struct.V3, align 4
  %24 = alloca %struct.V3, align 4
  %25 = alloca %struct.V3, align 4
  %26 = alloca %struct.V3, align 4
  %27 = alloca %struct.V3, align 4
  %28 = alloca %struct.V3, align 4
  %29 = alloca float, align 4
  %30 = alloca i32, align 4
  %31 = alloca float, align 4
  %32 = alloca %struct.Q, align 4
  %33 = alloca %struct.V3, align 4
  %34 = alloca %struct.V3, align 4
  %35 = alloca i32, align 4
  %36 = alloca %struct.V3, align 4
  store i32 0, ptr %1, align 4
  %37 = call %struct.V3 @v3(float noundef 1.000000e+00, float noundef 2.000000e+00, float noundef 3.000000e+00)
  %38 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %39 = extractvalue %struct.V3 %37, 0
  store float %39, ptr %38, align 4
  %40 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %41 = extractvalue %struct.V3 %37, 1
  store float %41, ptr %40, align 4
  %42 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %43 = extractvalue %struct.V3 %37, 2
  store float %43, ptr %42, align 4
  %44 = call %struct.V3 @v3(float noundef -2.000000e+00, float noundef 5.000000e-01, float noundef 4.000000e+00)
  %45 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %46 = extractvalue %struct.V3 %44, 0
  store float %46, ptr %45, align 4
  %47 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %48 = extractvalue %struct.V3 %44, 1
  store float %48, ptr %47, align 4
  %49 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %50 = extractvalue %struct.V3 %44, 2
  store float %50, ptr %49, align 4
  %51 = load [3 x float], ptr %2, align 4
  %52 = load [3 x float], ptr %3, align 4
  %53 = call %struct.V3 @cross([3 x float] alignstack(8) %51, [3 x float] alignstack(8) %52)
  %54 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %55 = extractvalue %struct.V3 %53, 0
  store float %55, ptr %54, align 4
  %56 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %57 = extractvalue %struct.V3 %53, 1
  store float %57, ptr %56, align 4
  %58 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %59 = extractvalue %struct.V3 %53, 2
  store float %59, ptr %58, align 4
  %60 = load [3 x float], ptr %4, align 4
  %61 = call %struct.V3 @norm([3 x float] alignstack(8) %60)
  %62 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %63 = extractvalue %struct.V3 %61, 0
  store float %63, ptr %62, align 4
  %64 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %65 = extractvalue %struct.V3 %61, 1
  store float %65, ptr %64, align 4
  %66 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %67 = extractvalue %struct.V3 %61, 2
  store float %67, ptr %66, align 4
  %68 = load [3 x float], ptr %2, align 4
  %69 = load [3 x float], ptr %3, align 4
  %70 = call float @dot([3 x float] alignstack(8) %68, [3 x float] alignstack(8) %69)
  %71 = fpext float %70 to double
  %72 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %73 = load float, ptr %72, align 4
  %74 = fpext float %73 to double
  %75 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %76 = load float, ptr %75, align 4
  %77 = fpext float %76 to double
  %78 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %79 = load float, ptr %78, align 4
  %80 = fpext float %79 to double
  %81 = load [3 x float], ptr %5, align 4
  %82 = load [3 x float], ptr %5, align 4
  %83 = call float @dot([3 x float] alignstack(8) %81, [3 x float] alignstack(8) %82)
  %84 = call float @sqrtf(float noundef %83) #5
  %85 = fpext float %84 to double
  %86 = load [3 x float], ptr %5, align 4
  %87 = load [3 x float], ptr %2, align 4
  %88 = call float @dot([3 x float] alignstack(8) %86, [3 x float] alignstack(8) %87)
  %89 = call float @llvm.fabs.f32(float %88)
  %90 = fpext float %89 to double
  %91 = fcmp olt double %90, 1.000000e-05
  %92 = zext i1 %91 to i64
  %93 = select i1 %91, double 0.000000e+00, double 1.000000e+00
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %71, double noundef %74, double noundef %77, double noundef %80, double noundef %85, double noundef %93)
  %95 = call %struct.V3 @v3(float noundef -1.000000e+00, float noundef 1.000000e+00, float noundef -1.000000e+00)
  %96 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 0
  %97 = extractvalue %struct.V3 %95, 0
  store float %97, ptr %96, align 4
  %98 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 1
  %99 = extractvalue %struct.V3 %95, 1
  store float %99, ptr %98, align 4
  %100 = getelementptr inbounds %struct.V3, ptr %7, i32 0, i32 2
  %101 = extractvalue %struct.V3 %95, 2
  store float %101, ptr %100, align 4
  %102 = load [3 x float], ptr %7, align 4
  %103 = call %struct.V3 @norm([3 x float] alignstack(8) %102)
  %104 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 0
  %105 = extractvalue %struct.V3 %103, 0
  store float %105, ptr %104, align 4
  %106 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 1
  %107 = extractvalue %struct.V3 %103, 1
  store float %107, ptr %106, align 4
  %108 = getelementptr inbounds %struct.V3, ptr %6, i32 0, i32 2
  %109 = extractvalue %struct.V3 %103, 2
  store float %109, ptr %108, align 4
  store ptr @.str.1, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %110

110:                                              ; preds = %298, %0
  %111 = load i32, ptr %10, align 4
  %112 = icmp slt i32 %111, 20
  br i1 %112, label %113, label %301

113:                                              ; preds = %110
  store i32 0, ptr %11, align 4
  br label %114

114:                                              ; preds = %293, %113
  %115 = load i32, ptr %11, align 4
  %116 = icmp slt i32 %115, 50
  br i1 %116, label %117, label %296

117:                                              ; preds = %114
  %118 = load i32, ptr %11, align 4
  %119 = sub nsw i32 %118, 25
  %120 = sitofp i32 %119 to float
  %121 = fdiv float %120, 2.500000e+01
  %122 = load i32, ptr %10, align 4
  %123 = sub nsw i32 10, %122
  %124 = sitofp i32 %123 to float
  %125 = fdiv float %124, 1.200000e+01
  %126 = call %struct.V3 @v3(float noundef %121, float noundef %125, float noundef 1.000000e+00)
  %127 = getelementptr inbounds %struct.V3, ptr %13, i32 0, i32 0
  %128 = extractvalue %struct.V3 %126, 0
  store float %128, ptr %127, align 4
  %129 = getelementptr inbounds %struct.V3, ptr %13, i32 0, i32 1
  %130 = extractvalue %struct.V3 %126, 1
  store float %130, ptr %129, align 4
  %131 = getelementptr inbounds %struct.V3, ptr %13, i32 0, i32 2
  %132 = extractvalue %struct.V3 %126, 2
  store float %132, ptr %131, align 4
  %133 = load [3 x float], ptr %13, align 4
  %134 = call %struct.V3 @norm([3 x float] alignstack(8) %133)
  %135 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 0
  %136 = extractvalue %struct.V3 %134, 0
  store float %136, ptr %135, align 4
  %137 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 1
  %138 = extractvalue %struct.V3 %134, 1
  store float %138, ptr %137, align 4
  %139 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 2
  %140 = extractvalue %struct.V3 %134, 2
  store float %140, ptr %139, align 4
  %141 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef -3.000000e+00)
  %142 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 0
  %143 = extractvalue %struct.V3 %141, 0
  store float %143, ptr %142, align 4
  %144 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 1
  %145 = extractvalue %struct.V3 %141, 1
  store float %145, ptr %144, align 4
  %146 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 2
  %147 = extractvalue %struct.V3 %141, 2
  store float %147, ptr %146, align 4
  store float 1.000000e+09, ptr %16, align 4
  %148 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  %149 = getelementptr inbounds %struct.V3, ptr %17, i32 0, i32 0
  %150 = extractvalue %struct.V3 %148, 0
  store float %150, ptr %149, align 4
  %151 = getelementptr inbounds %struct.V3, ptr %17, i32 0, i32 1
  %152 = extractvalue %struct.V3 %148, 1
  store float %152, ptr %151, align 4
  %153 = getelementptr inbounds %struct.V3, ptr %17, i32 0, i32 2
  %154 = extractvalue %struct.V3 %148, 2
  store float %154, ptr %153, align 4
  store i32 0, ptr %18, align 4
  %155 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  %156 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 0
  %157 = extractvalue %struct.V3 %155, 0
  store float %157, ptr %156, align 4
  %158 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 1
  %159 = extractvalue %struct.V3 %155, 1
  store float %159, ptr %158, align 4
  %160 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 2
  %161 = extractvalue %struct.V3 %155, 2
  store float %161, ptr %160, align 4
  %162 = load [3 x float], ptr %14, align 4
  %163 = load [3 x float], ptr %12, align 4
  %164 = load [3 x float], ptr %19, align 4
  %165 = call i32 @hit_sphere([3 x float] alignstack(8) %162, [3 x float] alignstack(8) %163, [3 x float] alignstack(8) %164, float noundef 1.000000e+00, ptr noundef %15)
  %166 = icmp ne i32 %165, 0
  br i1 %166, label %167, label %215

167:                                              ; preds = %117
  %168 = load float, ptr %15, align 4
  %169 = load float, ptr %16, align 4
  %170 = fcmp olt float %168, %169
  br i1 %170, label %171, label %215

171:                                              ; preds = %167
  %172 = load float, ptr %15, align 4
  store float %172, ptr %16, align 4
  %173 = load float, ptr %15, align 4
  %174 = load [3 x float], ptr %12, align 4
  %175 = call %struct.V3 @scale([3 x float] alignstack(8) %174, float noundef %173)
  %176 = getelementptr inbounds %struct.V3, ptr %23, i32 0, i32 0
  %177 = extractvalue %struct.V3 %175, 0
  store float %177, ptr %176, align 4
  %178 = getelementptr inbounds %struct.V3, ptr %23, i32 0, i32 1
  %179 = extractvalue %struct.V3 %175, 1
  store float %179, ptr %178, align 4
  %180 = getelementptr inbounds %struct.V3, ptr %23, i32 0, i32 2
  %181 = extractvalue %struct.V3 %175, 2
  store float %181, ptr %180, align 4
  %182 = load [3 x float], ptr %14, align 4
  %183 = load [3 x float], ptr %23, align 4
  %184 = call %struct.V3 @add([3 x float] alignstack(8) %182, [3 x float] alignstack(8) %183)
  %185 = getelementptr inbounds %struct.V3, ptr %22, i32 0, i32 0
  %186 = extractvalue %struct.V3 %184, 0
  store float %186, ptr %185, align 4
  %187 = getelementptr inbounds %struct.V3, ptr %22, i32 0, i32 1
  %188 = extractvalue %struct.V3 %184, 1
  store float %188, ptr %187, align 4
  %189 = getelementptr inbounds %struct.V3, ptr %22, i32 0, i32 2
  %190 = extractvalue %struct.V3 %184, 2
  store float %190, ptr %189, align 4
  %191 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  %192 = getelementptr inbounds %struct.V3, ptr %24, i32 0, i32 0
  %193 = extractvalue %struct.V3 %191, 0
  store float %193, ptr %192, align 4
  %194 = getelementptr inbounds %struct.V3, ptr %24, i32 0, i32 1
  %195 = extractvalue %struct.V3 %191, 1
  store float %195, ptr %194, align 4
  %196 = getelementptr inbounds %struct.V3, ptr %24, i32 0, i32 2
  %197 = extractvalue %struct.V3 %191, 2
  store float %197, ptr %196, align 4
  %198 = load [3 x float], ptr %22, align 4
  %199 = load [3 x float], ptr %24, align 4
  %200 = call %struct.V3 @sub([3 x float] alignstack(8) %198, [3 x float] alignstack(8) %199)
  %201 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 0
  %202 = extractvalue %struct.V3 %200, 0
  store float %202, ptr %201, align 4
  %203 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 1
  %204 = extractvalue %struct.V3 %200, 1
  store float %204, ptr %203, align 4
  %205 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 2
  %206 = extractvalue %struct.V3 %200, 2
  store float %206, ptr %205, align 4
  %207 = load [3 x float], ptr %21, align 4
  %208 = call %struct.V3 @norm([3 x float] alignstack(8) %207)
  %209 = getelementptr inbounds %struct.V3, ptr %20, i32 0, i32 0
  %210 = extractvalue %struct.V3 %208, 0
  store float %210, ptr %209, align 4
  %211 = getelementptr inbounds %struct.V3, ptr %20, i32 0, i32 1
  %212 = extractvalue %struct.V3 %208, 1
  store float %212, ptr %211, align 4
  %213 = getelementptr inbounds %struct.V3, ptr %20, i32 0, i32 2
  %214 = extractvalue %struct.V3 %208, 2
  store float %214, ptr %213, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %20, i64 12, i1 false)
  store i32 1, ptr %18, align 4
  br label %215

215:                                              ; preds = %171, %167, %117
  %216 = call %struct.V3 @v3(float noundef -2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  %217 = getelementptr inbounds %struct.V3, ptr %25, i32 0, i32 0
  %218 = extractvalue %struct.V3 %216, 0
  store float %218, ptr %217, align 4
  %219 = getelementptr inbounds %struct.V3, ptr %25, i32 0, i32 1
  %220 = extractvalue %struct.V3 %216, 1
  store float %220, ptr %219, align 4
  %221 = getelementptr inbounds %struct.V3, ptr %25, i32 0, i32 2
  %222 = extractvalue %struct.V3 %216, 2
  store float %222, ptr %221, align 4
  %223 = call %struct.V3 @v3(float noundef 2.000000e+00, float noundef -1.000000e+00, float noundef -1.000000e+00)
  %224 = getelementptr inbounds %struct.V3, ptr %26, i32 0, i32 0
  %225 = extractvalue %struct.V3 %223, 0
  store float %225, ptr %224, align 4
  %226 = getelementptr inbounds %struct.V3, ptr %26, i32 0, i32 1
  %227 = extractvalue %struct.V3 %223, 1
  store float %227, ptr %226, align 4
  %228 = getelementptr inbounds %struct.V3, ptr %26, i32 0, i32 2
  %229 = extractvalue %struct.V3 %223, 2
  store float %229, ptr %228, align 4
  %230 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef -1.000000e+00, float noundef 3.000000e+00)
  %231 = getelementptr inbounds %struct.V3, ptr %27, i32 0, i32 0
  %232 = extractvalue %struct.V3 %230, 0
  store float %232, ptr %231, align 4
  %233 = getelementptr inbounds %struct.V3, ptr %27, i32 0, i32 1
  %234 = extractvalue %struct.V3 %230, 1
  store float %234, ptr %233, align 4
  %235 = getelementptr inbounds %struct.V3, ptr %27, i32 0, i32 2
  %236 = extractvalue %struct.V3 %230, 2
  store float %236, ptr %235, align 4
  %237 = load [3 x float], ptr %14, align 4
  %238 = load [3 x float], ptr %12, align 4
  %239 = load [3 x float], ptr %25, align 4
  %240 = load [3 x float], ptr %26, align 4
  %241 = load [3 x float], ptr %27, align 4
  %242 = call i32 @hit_tri([3 x float] alignstack(8) %237, [3 x float] alignstack(8) %238, [3 x float] alignstack(8) %239, [3 x float] alignstack(8) %240, [3 x float] alignstack(8) %241, ptr noundef %15)
  %243 = icmp ne i32 %242, 0
  br i1 %243, label %244, label %257

244:                                              ; preds = %215
  %245 = load float, ptr %15, align 4
  %246 = load float, ptr %16, align 4
  %247 = fcmp olt float %245, %246
  br i1 %247, label %248, label %257

248:                                              ; preds = %244
  %249 = load float, ptr %15, align 4
  store float %249, ptr %16, align 4
  %250 = call %struct.V3 @v3(float noundef 0.000000e+00, float noundef 1.000000e+00, float noundef 0.000000e+00)
  %251 = getelementptr inbounds %struct.V3, ptr %28, i32 0, i32 0
  %252 = extractvalue %struct.V3 %250, 0
  store float %252, ptr %251, align 4
  %253 = getelementptr inbounds %struct.V3, ptr %28, i32 0, i32 1
  %254 = extractvalue %struct.V3 %250, 1
  store float %254, ptr %253, align 4
  %255 = getelementptr inbounds %struct.V3, ptr %28, i32 0, i32 2
  %256 = extractvalue %struct.V3 %250, 2
  store float %256, ptr %255, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %17, ptr align 4 %28, i64 12, i1 false)
  store i32 2, ptr %18, align 4
  br label %257

257:                                              ; preds = %248, %244, %215
  %258 = load i32, ptr %18, align 4
  %259 = icmp ne i32 %258, 0
  br i1 %259, label %262, label %260

260:                                              ; preds = %257
  %261 = call i32 @putchar(i32 noundef 32)
  br label %293

262:                                              ; preds = %257
  %263 = load [3 x float], ptr %17, align 4
  %264 = load [3 x float], ptr %6, align 4
  %265 = call float @dot([3 x float] alignstack(8) %263, [3 x float] alignstack(8) %264)
  store float %265, ptr %29, align 4
  %266 = load float, ptr %29, align 4
  %267 = fcmp olt float %266, 0.000000e+00
  br i1 %267, label %268, label %269

268:                                              ; preds = %262
  store float 0.000000e+00, ptr %29, align 4
  br label %269

269:                                              ; preds = %268, %262
  %270 = load float, ptr %29, align 4
  %271 = call float @llvm.fmuladd.f32(float %270, float 9.000000e+00, float 5.000000e-01)
  %272 = fptosi float %271 to i32
  store i32 %272, ptr %30, align 4
  %273 = load i32, ptr %30, align 4
  %274 = load i32, ptr %9, align 4
  %275 = add nsw i32 %274, %273
  store i32 %275, ptr %9, align 4
  %276 = load i32, ptr %18, align 4
  %277 = icmp eq i32 %276, 2
  br i1 %277, label %278, label %283

278:                                              ; preds = %269
  %279 = load i32, ptr %30, align 4
  %280 = icmp sgt i32 %279, 4
  %281 = zext i1 %280 to i64
  %282 = select i1 %280, i32 61, i32 95
  br label %290

283:                                              ; preds = %269
  %284 = load ptr, ptr %8, align 8
  %285 = load i32, ptr %30, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds i8, ptr %284, i64 %286
  %288 = load i8, ptr %287, align 1
  %289 = zext i8 %288 to i32
  br label %290

290:                                              ; preds = %283, %278
  %291 = phi i32 [ %282, %278 ], [ %289, %283 ]
  %292 = call i32 @putchar(i32 noundef %291)
  br label %293

293:                                              ; preds = %290, %260
  %294 = load i32, ptr %11, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %11, align 4
  br label %114, !llvm.loop !6

296:                                              ; preds = %114
  %297 = call i32 @putchar(i32 noundef 10)
  br label %298

298:                                              ; preds = %296
  %299 = load i32, ptr %10, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %10, align 4
  br label %110, !llvm.loop !8

301:                                              ; preds = %110
  store float 0x3FF0C15240000000, ptr %31, align 4
  %302 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 0
  %303 = load float, ptr %31, align 4
  %304 = fdiv float %303, 2.000000e+00
  %305 = call float @cosf(float noundef %304) #5
  store float %305, ptr %302, align 4
  %306 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 1
  store float 0.000000e+00, ptr %306, align 4
  %307 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 2
  store float 0.000000e+00, ptr %307, align 4
  %308 = getelementptr inbounds %struct.Q, ptr %32, i32 0, i32 3
  %309 = load float, ptr %31, align 4
  %310 = fdiv float %309, 2.000000e+00
  %311 = call float @sinf(float noundef %310) #5
  store float %311, ptr %308, align 4
  %312 = call %struct.V3 @v3(float noundef 1.000000e+00, float noundef 0.000000e+00, float noundef 0.000000e+00)
  %313 = getelementptr inbounds %struct.V3, ptr %34, i32 0, i32 0
  %314 = extractvalue %struct.V3 %312, 0
  store float %314, ptr %313, align 4
  %315 = getelementptr inbounds %struct.V3, ptr %34, i32 0, i32 1
  %316 = extractvalue %struct.V3 %312, 1
  store float %316, ptr %315, align 4
  %317 = getelementptr inbounds %struct.V3, ptr %34, i32 0, i32 2
  %318 = extractvalue %struct.V3 %312, 2
  store float %318, ptr %317, align 4
  %319 = load [4 x float], ptr %32, align 4
  %320 = load [3 x float], ptr %34, align 4
  %321 = call %struct.V3 @qrot([4 x float] alignstack(8) %319, [3 x float] alignstack(8) %320)
  %322 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 0
  %323 = extractvalue %struct.V3 %321, 0
  store float %323, ptr %322, align 4
  %324 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 1
  %325 = extractvalue %struct.V3 %321, 1
  store float %325, ptr %324, align 4
  %326 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 2
  %327 = extractvalue %struct.V3 %321, 2
  store float %327, ptr %326, align 4
  store i32 0, ptr %35, align 4
  br label %328

328:                                              ; preds = %341, %301
  %329 = load i32, ptr %35, align 4
  %330 = icmp slt i32 %329, 5
  br i1 %330, label %331, label %344

331:                                              ; preds = %328
  %332 = load [4 x float], ptr %32, align 4
  %333 = load [3 x float], ptr %33, align 4
  %334 = call %struct.V3 @qrot([4 x float] alignstack(8) %332, [3 x float] alignstack(8) %333)
  %335 = getelementptr inbounds %struct.V3, ptr %36, i32 0, i32 0
  %336 = extractvalue %struct.V3 %334, 0
  store float %336, ptr %335, align 4
  %337 = getelementptr inbounds %struct.V3, ptr %36, i32 0, i32 1
  %338 = extractvalue %struct.V3 %334, 1
  store float %338, ptr %337, align 4
  %339 = getelementptr inbounds %struct.V3, ptr %36, i32 0, i32 2
  %340 = extractvalue %struct.V3 %334, 2
  store float %340, ptr %339, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %33, ptr align 4 %36, i64 12, i1 false)
  br label %341

341:                                              ; preds = %331
  %342 = load i32, ptr %35, align 4
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %35, align 4
  br label %328, !llvm.loop !9

344:                                              ; preds = %328
  %345 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 0
  %346 = load float, ptr %345, align 4
  %347 = fpext float %346 to double
  %348 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 1
  %349 = load float, ptr %348, align 4
  %350 = call float @llvm.fabs.f32(float %349)
  %351 = fcmp olt float %350, 0x3F1A36E2E0000000
  br i1 %351, label %352, label %353

352:                                              ; preds = %344
  br label %357

353:                                              ; preds = %344
  %354 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 1
  %355 = load float, ptr %354, align 4
  %356 = fpext float %355 to double
  br label %357

357:                                              ; preds = %353, %352
  %358 = phi double [ 0.000000e+00, %352 ], [ %356, %353 ]
  %359 = getelementptr inbounds %struct.V3, ptr %33, i32 0, i32 2
  %360 = load float, ptr %359, align 4
  %361 = fpext float %360 to double
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %347, double noundef %358, double noundef %361)
  %363 = load i32, ptr %9, align 4
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %363)
  %365 = load i32, ptr %9, align 4
  %366 = and i32 %365, 255
  ret i32 %366
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @v3(float noundef %0, float noundef %1, float noundef %2) #0 {
  %4 = alloca %struct.V3, align 4
  %5 = alloca float, align 4
  %6 = alloca float, align 4
  %7 = alloca float, align 4
  store float %0, ptr %5, align 4
  store float %1, ptr %6, align 4
  store float %2, ptr %7, align 4
  %8 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %9 = load float, ptr %5, align 4
  store float %9, ptr %8, align 4
  %10 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %11 = load float, ptr %6, align 4
  store float %11, ptr %10, align 4
  %12 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %13 = load float, ptr %7, align 4
  store float %13, ptr %12, align 4
  %14 = load %struct.V3, ptr %4, align 4
  ret %struct.V3 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @cross([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  store [3 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %9 = load float, ptr %8, align 4
  %10 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %11 = load float, ptr %10, align 4
  %12 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %13 = load float, ptr %12, align 4
  %14 = fmul float %11, %13
  %15 = fneg float %14
  %16 = call float @llvm.fmuladd.f32(float %7, float %9, float %15)
  %17 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %20 = load float, ptr %19, align 4
  %21 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  %23 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %24 = load float, ptr %23, align 4
  %25 = fmul float %22, %24
  %26 = fneg float %25
  %27 = call float @llvm.fmuladd.f32(float %18, float %20, float %26)
  %28 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %29 = load float, ptr %28, align 4
  %30 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %31 = load float, ptr %30, align 4
  %32 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %35 = load float, ptr %34, align 4
  %36 = fmul float %33, %35
  %37 = fneg float %36
  %38 = call float @llvm.fmuladd.f32(float %29, float %31, float %37)
  %39 = call %struct.V3 @v3(float noundef %16, float noundef %27, float noundef %38)
  %40 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %41 = extractvalue %struct.V3 %39, 0
  store float %41, ptr %40, align 4
  %42 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %43 = extractvalue %struct.V3 %39, 1
  store float %43, ptr %42, align 4
  %44 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %45 = extractvalue %struct.V3 %39, 2
  store float %45, ptr %44, align 4
  %46 = load %struct.V3, ptr %3, align 4
  ret %struct.V3 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @norm([3 x float] alignstack(8) %0) #0 {
  %2 = alloca %struct.V3, align 4
  %3 = alloca %struct.V3, align 4
  %4 = alloca float, align 4
  store [3 x float] %0, ptr %3, align 4
  %5 = load [3 x float], ptr %3, align 4
  %6 = load [3 x float], ptr %3, align 4
  %7 = call float @dot([3 x float] alignstack(8) %5, [3 x float] alignstack(8) %6)
  %8 = call float @sqrtf(float noundef %7) #5
  store float %8, ptr %4, align 4
  %9 = load float, ptr %4, align 4
  %10 = fcmp ogt float %9, 0.000000e+00
  br i1 %10, label %11, label %22

11:                                               ; preds = %1
  %12 = load float, ptr %4, align 4
  %13 = fdiv float 1.000000e+00, %12
  %14 = load [3 x float], ptr %3, align 4
  %15 = call %struct.V3 @scale([3 x float] alignstack(8) %14, float noundef %13)
  %16 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 0
  %17 = extractvalue %struct.V3 %15, 0
  store float %17, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 1
  %19 = extractvalue %struct.V3 %15, 1
  store float %19, ptr %18, align 4
  %20 = getelementptr inbounds %struct.V3, ptr %2, i32 0, i32 2
  %21 = extractvalue %struct.V3 %15, 2
  store float %21, ptr %20, align 4
  br label %23

22:                                               ; preds = %1
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  br label %23

23:                                               ; preds = %22, %11
  %24 = load %struct.V3, ptr %2, align 4
  ret %struct.V3 %24
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  store [3 x float] %0, ptr %3, align 4
  store [3 x float] %1, ptr %4, align 4
  %5 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %6 = load float, ptr %5, align 4
  %7 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = fmul float %10, %12
  %14 = call float @llvm.fmuladd.f32(float %6, float %8, float %13)
  %15 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %16 = load float, ptr %15, align 4
  %17 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %18 = load float, ptr %17, align 4
  %19 = call float @llvm.fmuladd.f32(float %16, float %18, float %14)
  ret float %19
}

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_sphere([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, float noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca %struct.V3, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca %struct.V3, align 4
  %10 = alloca float, align 4
  %11 = alloca ptr, align 8
  %12 = alloca %struct.V3, align 4
  %13 = alloca float, align 4
  %14 = alloca float, align 4
  %15 = alloca float, align 4
  %16 = alloca float, align 4
  store [3 x float] %0, ptr %7, align 4
  store [3 x float] %1, ptr %8, align 4
  store [3 x float] %2, ptr %9, align 4
  store float %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  %17 = load [3 x float], ptr %7, align 4
  %18 = load [3 x float], ptr %9, align 4
  %19 = call %struct.V3 @sub([3 x float] alignstack(8) %17, [3 x float] alignstack(8) %18)
  %20 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 0
  %21 = extractvalue %struct.V3 %19, 0
  store float %21, ptr %20, align 4
  %22 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 1
  %23 = extractvalue %struct.V3 %19, 1
  store float %23, ptr %22, align 4
  %24 = getelementptr inbounds %struct.V3, ptr %12, i32 0, i32 2
  %25 = extractvalue %struct.V3 %19, 2
  store float %25, ptr %24, align 4
  %26 = load [3 x float], ptr %12, align 4
  %27 = load [3 x float], ptr %8, align 4
  %28 = call float @dot([3 x float] alignstack(8) %26, [3 x float] alignstack(8) %27)
  store float %28, ptr %13, align 4
  %29 = load [3 x float], ptr %12, align 4
  %30 = load [3 x float], ptr %12, align 4
  %31 = call float @dot([3 x float] alignstack(8) %29, [3 x float] alignstack(8) %30)
  %32 = load float, ptr %10, align 4
  %33 = load float, ptr %10, align 4
  %34 = fneg float %32
  %35 = call float @llvm.fmuladd.f32(float %34, float %33, float %31)
  store float %35, ptr %14, align 4
  %36 = load float, ptr %13, align 4
  %37 = load float, ptr %13, align 4
  %38 = load float, ptr %14, align 4
  %39 = fneg float %38
  %40 = call float @llvm.fmuladd.f32(float %36, float %37, float %39)
  store float %40, ptr %15, align 4
  %41 = load float, ptr %15, align 4
  %42 = fcmp olt float %41, 0.000000e+00
  br i1 %42, label %43, label %44

43:                                               ; preds = %5
  store i32 0, ptr %6, align 4
  br label %66

44:                                               ; preds = %5
  %45 = load float, ptr %15, align 4
  %46 = call float @sqrtf(float noundef %45) #5
  store float %46, ptr %16, align 4
  %47 = load float, ptr %13, align 4
  %48 = fneg float %47
  %49 = load float, ptr %16, align 4
  %50 = fsub float %48, %49
  %51 = load ptr, ptr %11, align 8
  store float %50, ptr %51, align 4
  %52 = load ptr, ptr %11, align 8
  %53 = load float, ptr %52, align 4
  %54 = fcmp olt float %53, 0x3F1A36E2E0000000
  br i1 %54, label %55, label %61

55:                                               ; preds = %44
  %56 = load float, ptr %13, align 4
  %57 = fneg float %56
  %58 = load float, ptr %16, align 4
  %59 = fadd float %57, %58
  %60 = load ptr, ptr %11, align 8
  store float %59, ptr %60, align 4
  br label %61

61:                                               ; preds = %55, %44
  %62 = load ptr, ptr %11, align 8
  %63 = load float, ptr %62, align 4
  %64 = fcmp ogt float %63, 0x3F1A36E2E0000000
  %65 = zext i1 %64 to i32
  store i32 %65, ptr %6, align 4
  br label %66

66:                                               ; preds = %61, %43
  %67 = load i32, ptr %6, align 4
  ret i32 %67
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @sub([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  store [3 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fsub float %7, %9
  %11 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fsub float %12, %14
  %16 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = fsub float %17, %19
  %21 = call %struct.V3 @v3(float noundef %10, float noundef %15, float noundef %20)
  %22 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %23 = extractvalue %struct.V3 %21, 0
  store float %23, ptr %22, align 4
  %24 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %25 = extractvalue %struct.V3 %21, 1
  store float %25, ptr %24, align 4
  %26 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %27 = extractvalue %struct.V3 %21, 2
  store float %27, ptr %26, align 4
  %28 = load %struct.V3, ptr %3, align 4
  ret %struct.V3 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @add([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca %struct.V3, align 4
  store [3 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %9 = load float, ptr %8, align 4
  %10 = fadd float %7, %9
  %11 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fadd float %12, %14
  %16 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %17 = load float, ptr %16, align 4
  %18 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = fadd float %17, %19
  %21 = call %struct.V3 @v3(float noundef %10, float noundef %15, float noundef %20)
  %22 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %23 = extractvalue %struct.V3 %21, 0
  store float %23, ptr %22, align 4
  %24 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %25 = extractvalue %struct.V3 %21, 1
  store float %25, ptr %24, align 4
  %26 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %27 = extractvalue %struct.V3 %21, 2
  store float %27, ptr %26, align 4
  %28 = load %struct.V3, ptr %3, align 4
  ret %struct.V3 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @scale([3 x float] alignstack(8) %0, float noundef %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.V3, align 4
  %5 = alloca float, align 4
  store [3 x float] %0, ptr %4, align 4
  store float %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 0
  %7 = load float, ptr %6, align 4
  %8 = load float, ptr %5, align 4
  %9 = fmul float %7, %8
  %10 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 1
  %11 = load float, ptr %10, align 4
  %12 = load float, ptr %5, align 4
  %13 = fmul float %11, %12
  %14 = getelementptr inbounds %struct.V3, ptr %4, i32 0, i32 2
  %15 = load float, ptr %14, align 4
  %16 = load float, ptr %5, align 4
  %17 = fmul float %15, %16
  %18 = call %struct.V3 @v3(float noundef %9, float noundef %13, float noundef %17)
  %19 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %20 = extractvalue %struct.V3 %18, 0
  store float %20, ptr %19, align 4
  %21 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %22 = extractvalue %struct.V3 %18, 1
  store float %22, ptr %21, align 4
  %23 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %24 = extractvalue %struct.V3 %18, 2
  store float %24, ptr %23, align 4
  %25 = load %struct.V3, ptr %3, align 4
  ret %struct.V3 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hit_tri([3 x float] alignstack(8) %0, [3 x float] alignstack(8) %1, [3 x float] alignstack(8) %2, [3 x float] alignstack(8) %3, [3 x float] alignstack(8) %4, ptr noundef %5) #0 {
  %7 = alloca i32, align 4
  %8 = alloca %struct.V3, align 4
  %9 = alloca %struct.V3, align 4
  %10 = alloca %struct.V3, align 4
  %11 = alloca %struct.V3, align 4
  %12 = alloca %struct.V3, align 4
  %13 = alloca ptr, align 8
  %14 = alloca %struct.V3, align 4
  %15 = alloca %struct.V3, align 4
  %16 = alloca %struct.V3, align 4
  %17 = alloca float, align 4
  %18 = alloca float, align 4
  %19 = alloca %struct.V3, align 4
  %20 = alloca float, align 4
  %21 = alloca %struct.V3, align 4
  %22 = alloca float, align 4
  store [3 x float] %0, ptr %8, align 4
  store [3 x float] %1, ptr %9, align 4
  store [3 x float] %2, ptr %10, align 4
  store [3 x float] %3, ptr %11, align 4
  store [3 x float] %4, ptr %12, align 4
  store ptr %5, ptr %13, align 8
  %23 = load [3 x float], ptr %11, align 4
  %24 = load [3 x float], ptr %10, align 4
  %25 = call %struct.V3 @sub([3 x float] alignstack(8) %23, [3 x float] alignstack(8) %24)
  %26 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 0
  %27 = extractvalue %struct.V3 %25, 0
  store float %27, ptr %26, align 4
  %28 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 1
  %29 = extractvalue %struct.V3 %25, 1
  store float %29, ptr %28, align 4
  %30 = getelementptr inbounds %struct.V3, ptr %14, i32 0, i32 2
  %31 = extractvalue %struct.V3 %25, 2
  store float %31, ptr %30, align 4
  %32 = load [3 x float], ptr %12, align 4
  %33 = load [3 x float], ptr %10, align 4
  %34 = call %struct.V3 @sub([3 x float] alignstack(8) %32, [3 x float] alignstack(8) %33)
  %35 = getelementptr inbounds %struct.V3, ptr %15, i32 0, i32 0
  %36 = extractvalue %struct.V3 %34, 0
  store float %36, ptr %35, align 4
  %37 = getelementptr inbounds %struct.V3, ptr %15, i32 0, i32 1
  %38 = extractvalue %struct.V3 %34, 1
  store float %38, ptr %37, align 4
  %39 = getelementptr inbounds %struct.V3, ptr %15, i32 0, i32 2
  %40 = extractvalue %struct.V3 %34, 2
  store float %40, ptr %39, align 4
  %41 = load [3 x float], ptr %9, align 4
  %42 = load [3 x float], ptr %15, align 4
  %43 = call %struct.V3 @cross([3 x float] alignstack(8) %41, [3 x float] alignstack(8) %42)
  %44 = getelementptr inbounds %struct.V3, ptr %16, i32 0, i32 0
  %45 = extractvalue %struct.V3 %43, 0
  store float %45, ptr %44, align 4
  %46 = getelementptr inbounds %struct.V3, ptr %16, i32 0, i32 1
  %47 = extractvalue %struct.V3 %43, 1
  store float %47, ptr %46, align 4
  %48 = getelementptr inbounds %struct.V3, ptr %16, i32 0, i32 2
  %49 = extractvalue %struct.V3 %43, 2
  store float %49, ptr %48, align 4
  %50 = load [3 x float], ptr %14, align 4
  %51 = load [3 x float], ptr %16, align 4
  %52 = call float @dot([3 x float] alignstack(8) %50, [3 x float] alignstack(8) %51)
  store float %52, ptr %17, align 4
  %53 = load float, ptr %17, align 4
  %54 = call float @llvm.fabs.f32(float %53)
  %55 = fcmp olt float %54, 0x3E7AD7F2A0000000
  br i1 %55, label %56, label %57

56:                                               ; preds = %6
  store i32 0, ptr %7, align 4
  br label %114

57:                                               ; preds = %6
  %58 = load float, ptr %17, align 4
  %59 = fdiv float 1.000000e+00, %58
  store float %59, ptr %18, align 4
  %60 = load [3 x float], ptr %8, align 4
  %61 = load [3 x float], ptr %10, align 4
  %62 = call %struct.V3 @sub([3 x float] alignstack(8) %60, [3 x float] alignstack(8) %61)
  %63 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 0
  %64 = extractvalue %struct.V3 %62, 0
  store float %64, ptr %63, align 4
  %65 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 1
  %66 = extractvalue %struct.V3 %62, 1
  store float %66, ptr %65, align 4
  %67 = getelementptr inbounds %struct.V3, ptr %19, i32 0, i32 2
  %68 = extractvalue %struct.V3 %62, 2
  store float %68, ptr %67, align 4
  %69 = load [3 x float], ptr %19, align 4
  %70 = load [3 x float], ptr %16, align 4
  %71 = call float @dot([3 x float] alignstack(8) %69, [3 x float] alignstack(8) %70)
  %72 = load float, ptr %18, align 4
  %73 = fmul float %71, %72
  store float %73, ptr %20, align 4
  %74 = load float, ptr %20, align 4
  %75 = fcmp olt float %74, 0.000000e+00
  br i1 %75, label %79, label %76

76:                                               ; preds = %57
  %77 = load float, ptr %20, align 4
  %78 = fcmp ogt float %77, 1.000000e+00
  br i1 %78, label %79, label %80

79:                                               ; preds = %76, %57
  store i32 0, ptr %7, align 4
  br label %114

80:                                               ; preds = %76
  %81 = load [3 x float], ptr %19, align 4
  %82 = load [3 x float], ptr %14, align 4
  %83 = call %struct.V3 @cross([3 x float] alignstack(8) %81, [3 x float] alignstack(8) %82)
  %84 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 0
  %85 = extractvalue %struct.V3 %83, 0
  store float %85, ptr %84, align 4
  %86 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 1
  %87 = extractvalue %struct.V3 %83, 1
  store float %87, ptr %86, align 4
  %88 = getelementptr inbounds %struct.V3, ptr %21, i32 0, i32 2
  %89 = extractvalue %struct.V3 %83, 2
  store float %89, ptr %88, align 4
  %90 = load [3 x float], ptr %9, align 4
  %91 = load [3 x float], ptr %21, align 4
  %92 = call float @dot([3 x float] alignstack(8) %90, [3 x float] alignstack(8) %91)
  %93 = load float, ptr %18, align 4
  %94 = fmul float %92, %93
  store float %94, ptr %22, align 4
  %95 = load float, ptr %22, align 4
  %96 = fcmp olt float %95, 0.000000e+00
  br i1 %96, label %102, label %97

97:                                               ; preds = %80
  %98 = load float, ptr %20, align 4
  %99 = load float, ptr %22, align 4
  %100 = fadd float %98, %99
  %101 = fcmp ogt float %100, 1.000000e+00
  br i1 %101, label %102, label %103

102:                                              ; preds = %97, %80
  store i32 0, ptr %7, align 4
  br label %114

103:                                              ; preds = %97
  %104 = load [3 x float], ptr %15, align 4
  %105 = load [3 x float], ptr %21, align 4
  %106 = call float @dot([3 x float] alignstack(8) %104, [3 x float] alignstack(8) %105)
  %107 = load float, ptr %18, align 4
  %108 = fmul float %106, %107
  %109 = load ptr, ptr %13, align 8
  store float %108, ptr %109, align 4
  %110 = load ptr, ptr %13, align 8
  %111 = load float, ptr %110, align 4
  %112 = fcmp ogt float %111, 0x3F1A36E2E0000000
  %113 = zext i1 %112 to i32
  store i32 %113, ptr %7, align 4
  br label %114

114:                                              ; preds = %103, %102, %79, %56
  %115 = load i32, ptr %7, align 4
  ret i32 %115
}

declare i32 @putchar(i32 noundef) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare float @cosf(float noundef) #2

; Function Attrs: nounwind
declare float @sinf(float noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.V3 @qrot([4 x float] alignstack(8) %0, [3 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.V3, align 4
  %4 = alloca %struct.Q, align 4
  %5 = alloca %struct.V3, align 4
  %6 = alloca %struct.Q, align 4
  %7 = alloca %struct.Q, align 4
  %8 = alloca %struct.Q, align 4
  %9 = alloca %struct.Q, align 4
  store [4 x float] %0, ptr %4, align 4
  store [3 x float] %1, ptr %5, align 4
  %10 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 0
  store float 0.000000e+00, ptr %10, align 4
  %11 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 1
  %12 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 0
  %13 = load float, ptr %12, align 4
  store float %13, ptr %11, align 4
  %14 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 2
  %15 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 1
  %16 = load float, ptr %15, align 4
  store float %16, ptr %14, align 4
  %17 = getelementptr inbounds %struct.Q, ptr %6, i32 0, i32 3
  %18 = getelementptr inbounds %struct.V3, ptr %5, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  store float %19, ptr %17, align 4
  %20 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 0
  %21 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %22 = load float, ptr %21, align 4
  store float %22, ptr %20, align 4
  %23 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 1
  %24 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %25 = load float, ptr %24, align 4
  %26 = fneg float %25
  store float %26, ptr %23, align 4
  %27 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 2
  %28 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %29 = load float, ptr %28, align 4
  %30 = fneg float %29
  store float %30, ptr %27, align 4
  %31 = getelementptr inbounds %struct.Q, ptr %7, i32 0, i32 3
  %32 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 3
  %33 = load float, ptr %32, align 4
  %34 = fneg float %33
  store float %34, ptr %31, align 4
  %35 = load [4 x float], ptr %4, align 4
  %36 = load [4 x float], ptr %6, align 4
  %37 = call %struct.Q @qmul([4 x float] alignstack(8) %35, [4 x float] alignstack(8) %36)
  %38 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 0
  %39 = extractvalue %struct.Q %37, 0
  store float %39, ptr %38, align 4
  %40 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 1
  %41 = extractvalue %struct.Q %37, 1
  store float %41, ptr %40, align 4
  %42 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 2
  %43 = extractvalue %struct.Q %37, 2
  store float %43, ptr %42, align 4
  %44 = getelementptr inbounds %struct.Q, ptr %9, i32 0, i32 3
  %45 = extractvalue %struct.Q %37, 3
  store float %45, ptr %44, align 4
  %46 = load [4 x float], ptr %9, align 4
  %47 = load [4 x float], ptr %7, align 4
  %48 = call %struct.Q @qmul([4 x float] alignstack(8) %46, [4 x float] alignstack(8) %47)
  %49 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 0
  %50 = extractvalue %struct.Q %48, 0
  store float %50, ptr %49, align 4
  %51 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %52 = extractvalue %struct.Q %48, 1
  store float %52, ptr %51, align 4
  %53 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 2
  %54 = extractvalue %struct.Q %48, 2
  store float %54, ptr %53, align 4
  %55 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 3
  %56 = extractvalue %struct.Q %48, 3
  store float %56, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 1
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 2
  %60 = load float, ptr %59, align 4
  %61 = getelementptr inbounds %struct.Q, ptr %8, i32 0, i32 3
  %62 = load float, ptr %61, align 4
  %63 = call %struct.V3 @v3(float noundef %58, float noundef %60, float noundef %62)
  %64 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 0
  %65 = extractvalue %struct.V3 %63, 0
  store float %65, ptr %64, align 4
  %66 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 1
  %67 = extractvalue %struct.V3 %63, 1
  store float %67, ptr %66, align 4
  %68 = getelementptr inbounds %struct.V3, ptr %3, i32 0, i32 2
  %69 = extractvalue %struct.V3 %63, 2
  store float %69, ptr %68, align 4
  %70 = load %struct.V3, ptr %3, align 4
  ret %struct.V3 %70
}

; Function Attrs: noinline nounwind optnone uwtable
define internal %struct.Q @qmul([4 x float] alignstack(8) %0, [4 x float] alignstack(8) %1) #0 {
  %3 = alloca %struct.Q, align 4
  %4 = alloca %struct.Q, align 4
  %5 = alloca %struct.Q, align 4
  store [4 x float] %0, ptr %4, align 4
  store [4 x float] %1, ptr %5, align 4
  %6 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %8 = load float, ptr %7, align 4
  %9 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %10 = load float, ptr %9, align 4
  %11 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %14 = load float, ptr %13, align 4
  %15 = fmul float %12, %14
  %16 = fneg float %15
  %17 = call float @llvm.fmuladd.f32(float %8, float %10, float %16)
  %18 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %19 = load float, ptr %18, align 4
  %20 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %21 = load float, ptr %20, align 4
  %22 = fneg float %19
  %23 = call float @llvm.fmuladd.f32(float %22, float %21, float %17)
  %24 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 3
  %25 = load float, ptr %24, align 4
  %26 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %27 = load float, ptr %26, align 4
  %28 = fneg float %25
  %29 = call float @llvm.fmuladd.f32(float %28, float %27, float %23)
  store float %29, ptr %6, align 4
  %30 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 1
  %31 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %32 = load float, ptr %31, align 4
  %33 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %34 = load float, ptr %33, align 4
  %35 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %36 = load float, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %38 = load float, ptr %37, align 4
  %39 = fmul float %36, %38
  %40 = call float @llvm.fmuladd.f32(float %32, float %34, float %39)
  %41 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %42 = load float, ptr %41, align 4
  %43 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %44 = load float, ptr %43, align 4
  %45 = call float @llvm.fmuladd.f32(float %42, float %44, float %40)
  %46 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 3
  %47 = load float, ptr %46, align 4
  %48 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %49 = load float, ptr %48, align 4
  %50 = fneg float %47
  %51 = call float @llvm.fmuladd.f32(float %50, float %49, float %45)
  store float %51, ptr %30, align 4
  %52 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 2
  %53 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %54 = load float, ptr %53, align 4
  %55 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %56 = load float, ptr %55, align 4
  %57 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %58 = load float, ptr %57, align 4
  %59 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %60 = load float, ptr %59, align 4
  %61 = fmul float %58, %60
  %62 = fneg float %61
  %63 = call float @llvm.fmuladd.f32(float %54, float %56, float %62)
  %64 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %65 = load float, ptr %64, align 4
  %66 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %67 = load float, ptr %66, align 4
  %68 = call float @llvm.fmuladd.f32(float %65, float %67, float %63)
  %69 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 3
  %70 = load float, ptr %69, align 4
  %71 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %72 = load float, ptr %71, align 4
  %73 = call float @llvm.fmuladd.f32(float %70, float %72, float %68)
  store float %73, ptr %52, align 4
  %74 = getelementptr inbounds %struct.Q, ptr %3, i32 0, i32 3
  %75 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 0
  %76 = load float, ptr %75, align 4
  %77 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 3
  %78 = load float, ptr %77, align 4
  %79 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 1
  %80 = load float, ptr %79, align 4
  %81 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 2
  %82 = load float, ptr %81, align 4
  %83 = fmul float %80, %82
  %84 = call float @llvm.fmuladd.f32(float %76, float %78, float %83)
  %85 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 2
  %86 = load float, ptr %85, align 4
  %87 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 1
  %88 = load float, ptr %87, align 4
  %89 = fneg float %86
  %90 = call float @llvm.fmuladd.f32(float %89, float %88, float %84)
  %91 = getelementptr inbounds %struct.Q, ptr %4, i32 0, i32 3
  %92 = load float, ptr %91, align 4
  %93 = getelementptr inbounds %struct.Q, ptr %5, i32 0, i32 0
  %94 = load float, ptr %93, align 4
  %95 = call float @llvm.fmuladd.f32(float %92, float %94, float %90)
  store float %95, ptr %74, align 4
  %96 = load %struct.Q, ptr %3, align 4
  ret %struct.Q %96
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind }

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
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
