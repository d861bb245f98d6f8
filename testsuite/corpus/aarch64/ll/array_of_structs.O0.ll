; ModuleID = 'programs/array_of_structs.c'
source_filename = "programs/array_of_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Particle = type { [3 x double], i32 }
%struct.Odd5 = type { [5 x i8] }
%struct.Odd3 = type { i16, i8 }
%struct.Item = type { i32, float, [7 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"odd5 size=%zu s=%d diff=%td\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"odd3 %d %c %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"it%02d\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@.str.4 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@main.grid = internal global [8 x [8 x %struct.Particle]] zeroinitializer, align 8
@.str.5 = private unnamed_addr constant [20 x i8] c"particles tot=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"it07\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"found at index %td\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [33 x %struct.Odd5], align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca [17 x %struct.Odd3], align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [12 x %struct.Item], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.Particle, align 8
  %19 = alloca double, align 8
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %47, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 33
  br i1 %26, label %27, label %50

27:                                               ; preds = %24
  store i32 0, ptr %4, align 4
  br label %28

28:                                               ; preds = %43, %27
  %29 = load i32, ptr %4, align 4
  %30 = icmp slt i32 %29, 5
  br i1 %30, label %31, label %46

31:                                               ; preds = %28
  %32 = load i32, ptr %3, align 4
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %32, %33
  %35 = trunc i32 %34 to i8
  %36 = load i32, ptr %3, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [33 x %struct.Odd5], ptr %2, i64 0, i64 %37
  %39 = getelementptr inbounds %struct.Odd5, ptr %38, i32 0, i32 0
  %40 = load i32, ptr %4, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [5 x i8], ptr %39, i64 0, i64 %41
  store i8 %35, ptr %42, align 1
  br label %43

43:                                               ; preds = %31
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %4, align 4
  br label %28, !llvm.loop !6

46:                                               ; preds = %28
  br label %47

47:                                               ; preds = %46
  %48 = load i32, ptr %3, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %3, align 4
  br label %24, !llvm.loop !8

50:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  %51 = getelementptr inbounds [33 x %struct.Odd5], ptr %2, i64 0, i64 0
  store ptr %51, ptr %6, align 8
  br label %52

52:                                               ; preds = %71, %50
  %53 = load ptr, ptr %6, align 8
  %54 = getelementptr inbounds [33 x %struct.Odd5], ptr %2, i64 0, i64 0
  %55 = getelementptr inbounds %struct.Odd5, ptr %54, i64 33
  %56 = icmp ult ptr %53, %55
  br i1 %56, label %57, label %74

57:                                               ; preds = %52
  %58 = load ptr, ptr %6, align 8
  %59 = getelementptr inbounds %struct.Odd5, ptr %58, i32 0, i32 0
  %60 = getelementptr inbounds [5 x i8], ptr %59, i64 0, i64 4
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = load ptr, ptr %6, align 8
  %64 = getelementptr inbounds %struct.Odd5, ptr %63, i32 0, i32 0
  %65 = getelementptr inbounds [5 x i8], ptr %64, i64 0, i64 0
  %66 = load i8, ptr %65, align 1
  %67 = zext i8 %66 to i32
  %68 = sub nsw i32 %62, %67
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, %68
  store i32 %70, ptr %5, align 4
  br label %71

71:                                               ; preds = %57
  %72 = load ptr, ptr %6, align 8
  %73 = getelementptr inbounds %struct.Odd5, ptr %72, i32 1
  store ptr %73, ptr %6, align 8
  br label %52, !llvm.loop !9

74:                                               ; preds = %52
  %75 = load i32, ptr %5, align 4
  %76 = getelementptr inbounds [33 x %struct.Odd5], ptr %2, i64 0, i64 32
  %77 = getelementptr inbounds [33 x %struct.Odd5], ptr %2, i64 0, i64 0
  %78 = ptrtoint ptr %76 to i64
  %79 = ptrtoint ptr %77 to i64
  %80 = sub i64 %78, %79
  %81 = sdiv exact i64 %80, 5
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 5, i32 noundef %75, i64 noundef %81)
  store i32 0, ptr %8, align 4
  br label %83

83:                                               ; preds = %101, %74
  %84 = load i32, ptr %8, align 4
  %85 = icmp slt i32 %84, 17
  br i1 %85, label %86, label %104

86:                                               ; preds = %83
  %87 = load i32, ptr %8, align 4
  %88 = mul nsw i32 %87, 1000
  %89 = trunc i32 %88 to i16
  %90 = load i32, ptr %8, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 %91
  %93 = getelementptr inbounds %struct.Odd3, ptr %92, i32 0, i32 0
  store i16 %89, ptr %93, align 2
  %94 = load i32, ptr %8, align 4
  %95 = add nsw i32 97, %94
  %96 = trunc i32 %95 to i8
  %97 = load i32, ptr %8, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 %98
  %100 = getelementptr inbounds %struct.Odd3, ptr %99, i32 0, i32 1
  store i8 %96, ptr %100, align 2
  br label %101

101:                                              ; preds = %86
  %102 = load i32, ptr %8, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr %8, align 4
  br label %83, !llvm.loop !10

104:                                              ; preds = %83
  store i32 16, ptr %9, align 4
  br label %105

105:                                              ; preds = %116, %104
  %106 = load i32, ptr %9, align 4
  %107 = icmp sgt i32 %106, 0
  br i1 %107, label %108, label %119

108:                                              ; preds = %105
  %109 = load i32, ptr %9, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 %110
  %112 = load i32, ptr %9, align 4
  %113 = sub nsw i32 %112, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 %114
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %111, ptr align 2 %115, i64 4, i1 false)
  br label %116

116:                                              ; preds = %108
  %117 = load i32, ptr %9, align 4
  %118 = add nsw i32 %117, -1
  store i32 %118, ptr %9, align 4
  br label %105, !llvm.loop !11

119:                                              ; preds = %105
  %120 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 0
  %121 = getelementptr inbounds %struct.Odd3, ptr %120, i32 0, i32 0
  %122 = load i16, ptr %121, align 2
  %123 = sext i16 %122 to i32
  %124 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 0
  %125 = getelementptr inbounds %struct.Odd3, ptr %124, i32 0, i32 1
  %126 = load i8, ptr %125, align 2
  %127 = zext i8 %126 to i32
  %128 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 16
  %129 = getelementptr inbounds %struct.Odd3, ptr %128, i32 0, i32 0
  %130 = load i16, ptr %129, align 2
  %131 = sext i16 %130 to i32
  %132 = getelementptr inbounds [17 x %struct.Odd3], ptr %7, i64 0, i64 16
  %133 = getelementptr inbounds %struct.Odd3, ptr %132, i32 0, i32 1
  %134 = load i8, ptr %133, align 2
  %135 = zext i8 %134 to i32
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %123, i32 noundef %127, i32 noundef %131, i32 noundef %135)
  store i32 0, ptr %11, align 4
  br label %137

137:                                              ; preds = %165, %119
  %138 = load i32, ptr %11, align 4
  %139 = icmp slt i32 %138, 12
  br i1 %139, label %140, label %168

140:                                              ; preds = %137
  %141 = load i32, ptr %11, align 4
  %142 = load i32, ptr %11, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %143
  %145 = getelementptr inbounds %struct.Item, ptr %144, i32 0, i32 0
  store i32 %141, ptr %145, align 4
  %146 = load i32, ptr %11, align 4
  %147 = mul nsw i32 %146, 7
  %148 = srem i32 %147, 5
  %149 = sitofp i32 %148 to float
  %150 = load i32, ptr %11, align 4
  %151 = srem i32 %150, 2
  %152 = sitofp i32 %151 to float
  %153 = call float @llvm.fmuladd.f32(float 5.000000e-01, float %152, float %149)
  %154 = load i32, ptr %11, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %155
  %157 = getelementptr inbounds %struct.Item, ptr %156, i32 0, i32 1
  store float %153, ptr %157, align 4
  %158 = load i32, ptr %11, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %159
  %161 = getelementptr inbounds %struct.Item, ptr %160, i32 0, i32 2
  %162 = getelementptr inbounds [7 x i8], ptr %161, i64 0, i64 0
  %163 = load i32, ptr %11, align 4
  %164 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %162, i64 noundef 7, ptr noundef @.str.2, i32 noundef %163) #6
  br label %165

165:                                              ; preds = %140
  %166 = load i32, ptr %11, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %11, align 4
  br label %137, !llvm.loop !12

168:                                              ; preds = %137
  %169 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 0
  call void @qsort(ptr noundef %169, i64 noundef 12, i64 noundef 16, ptr noundef @cmp_item)
  store i32 0, ptr %12, align 4
  br label %170

170:                                              ; preds = %191, %168
  %171 = load i32, ptr %12, align 4
  %172 = icmp slt i32 %171, 12
  br i1 %172, label %173, label %194

173:                                              ; preds = %170
  %174 = load i32, ptr %12, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %175
  %177 = getelementptr inbounds %struct.Item, ptr %176, i32 0, i32 2
  %178 = getelementptr inbounds [7 x i8], ptr %177, i64 0, i64 0
  %179 = load i32, ptr %12, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.Item, ptr %181, i32 0, i32 0
  %183 = load i32, ptr %182, align 4
  %184 = load i32, ptr %12, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %185
  %187 = getelementptr inbounds %struct.Item, ptr %186, i32 0, i32 1
  %188 = load float, ptr %187, align 4
  %189 = fpext float %188 to double
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %178, i32 noundef %183, double noundef %189)
  br label %191

191:                                              ; preds = %173
  %192 = load i32, ptr %12, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %12, align 4
  br label %170, !llvm.loop !13

194:                                              ; preds = %170
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str.4)
  store i32 0, ptr %13, align 4
  br label %196

196:                                              ; preds = %252, %194
  %197 = load i32, ptr %13, align 4
  %198 = icmp slt i32 %197, 8
  br i1 %198, label %199, label %255

199:                                              ; preds = %196
  store i32 0, ptr %14, align 4
  br label %200

200:                                              ; preds = %248, %199
  %201 = load i32, ptr %14, align 4
  %202 = icmp slt i32 %201, 8
  br i1 %202, label %203, label %251

203:                                              ; preds = %200
  %204 = load i32, ptr %13, align 4
  %205 = sitofp i32 %204 to double
  %206 = load i32, ptr %13, align 4
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %207
  %209 = load i32, ptr %14, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [8 x %struct.Particle], ptr %208, i64 0, i64 %210
  %212 = getelementptr inbounds %struct.Particle, ptr %211, i32 0, i32 0
  %213 = getelementptr inbounds [3 x double], ptr %212, i64 0, i64 0
  store double %205, ptr %213, align 8
  %214 = load i32, ptr %14, align 4
  %215 = sitofp i32 %214 to double
  %216 = load i32, ptr %13, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %217
  %219 = load i32, ptr %14, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [8 x %struct.Particle], ptr %218, i64 0, i64 %220
  %222 = getelementptr inbounds %struct.Particle, ptr %221, i32 0, i32 0
  %223 = getelementptr inbounds [3 x double], ptr %222, i64 0, i64 1
  store double %215, ptr %223, align 8
  %224 = load i32, ptr %13, align 4
  %225 = load i32, ptr %14, align 4
  %226 = mul nsw i32 %224, %225
  %227 = sitofp i32 %226 to double
  %228 = fmul double %227, 5.000000e-01
  %229 = load i32, ptr %13, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %230
  %232 = load i32, ptr %14, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [8 x %struct.Particle], ptr %231, i64 0, i64 %233
  %235 = getelementptr inbounds %struct.Particle, ptr %234, i32 0, i32 0
  %236 = getelementptr inbounds [3 x double], ptr %235, i64 0, i64 2
  store double %228, ptr %236, align 8
  %237 = load i32, ptr %13, align 4
  %238 = load i32, ptr %14, align 4
  %239 = xor i32 %237, %238
  %240 = and i32 %239, 3
  %241 = load i32, ptr %13, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %242
  %244 = load i32, ptr %14, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [8 x %struct.Particle], ptr %243, i64 0, i64 %245
  %247 = getelementptr inbounds %struct.Particle, ptr %246, i32 0, i32 1
  store i32 %240, ptr %247, align 8
  br label %248

248:                                              ; preds = %203
  %249 = load i32, ptr %14, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %14, align 4
  br label %200, !llvm.loop !14

251:                                              ; preds = %200
  br label %252

252:                                              ; preds = %251
  %253 = load i32, ptr %13, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %13, align 4
  br label %196, !llvm.loop !15

255:                                              ; preds = %196
  store i32 0, ptr %15, align 4
  br label %256

256:                                              ; preds = %305, %255
  %257 = load i32, ptr %15, align 4
  %258 = icmp slt i32 %257, 10
  br i1 %258, label %259, label %308

259:                                              ; preds = %256
  store i32 0, ptr %16, align 4
  br label %260

260:                                              ; preds = %301, %259
  %261 = load i32, ptr %16, align 4
  %262 = icmp slt i32 %261, 8
  br i1 %262, label %263, label %304

263:                                              ; preds = %260
  store i32 0, ptr %17, align 4
  br label %264

264:                                              ; preds = %297, %263
  %265 = load i32, ptr %17, align 4
  %266 = icmp slt i32 %265, 8
  br i1 %266, label %267, label %300

267:                                              ; preds = %264
  %268 = load i32, ptr %16, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %269
  %271 = load i32, ptr %17, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [8 x %struct.Particle], ptr %270, i64 0, i64 %272
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %273, i64 32, i1 false)
  %274 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 1
  %275 = load i32, ptr %274, align 8
  %276 = sitofp i32 %275 to double
  %277 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 0
  %278 = getelementptr inbounds [3 x double], ptr %277, i64 0, i64 2
  %279 = load double, ptr %278, align 8
  %280 = call double @llvm.fmuladd.f64(double %276, double 2.500000e-01, double %279)
  store double %280, ptr %278, align 8
  %281 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 0
  %282 = getelementptr inbounds [3 x double], ptr %281, i64 0, i64 2
  %283 = load double, ptr %282, align 8
  %284 = fcmp ogt double %283, 1.000000e+01
  br i1 %284, label %285, label %290

285:                                              ; preds = %267
  %286 = getelementptr inbounds %struct.Particle, ptr %18, i32 0, i32 0
  %287 = getelementptr inbounds [3 x double], ptr %286, i64 0, i64 2
  %288 = load double, ptr %287, align 8
  %289 = fsub double %288, 1.000000e+01
  store double %289, ptr %287, align 8
  br label %290

290:                                              ; preds = %285, %267
  %291 = load i32, ptr %16, align 4
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %292
  %294 = load i32, ptr %17, align 4
  %295 = sext i32 %294 to i64
  %296 = getelementptr inbounds [8 x %struct.Particle], ptr %293, i64 0, i64 %295
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %296, ptr align 8 %18, i64 32, i1 false)
  br label %297

297:                                              ; preds = %290
  %298 = load i32, ptr %17, align 4
  %299 = add nsw i32 %298, 1
  store i32 %299, ptr %17, align 4
  br label %264, !llvm.loop !16

300:                                              ; preds = %264
  br label %301

301:                                              ; preds = %300
  %302 = load i32, ptr %16, align 4
  %303 = add nsw i32 %302, 1
  store i32 %303, ptr %16, align 4
  br label %260, !llvm.loop !17

304:                                              ; preds = %260
  br label %305

305:                                              ; preds = %304
  %306 = load i32, ptr %15, align 4
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %15, align 4
  br label %256, !llvm.loop !18

308:                                              ; preds = %256
  store double 0.000000e+00, ptr %19, align 8
  store ptr @main.grid, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %309

309:                                              ; preds = %325, %308
  %310 = load i32, ptr %21, align 4
  %311 = icmp slt i32 %310, 64
  br i1 %311, label %312, label %328

312:                                              ; preds = %309
  %313 = load ptr, ptr %20, align 8
  %314 = load i32, ptr %21, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds %struct.Particle, ptr %313, i64 %315
  %317 = getelementptr inbounds %struct.Particle, ptr %316, i32 0, i32 0
  %318 = getelementptr inbounds [3 x double], ptr %317, i64 0, i64 2
  %319 = load double, ptr %318, align 8
  %320 = load i32, ptr %21, align 4
  %321 = srem i32 %320, 3
  %322 = sitofp i32 %321 to double
  %323 = load double, ptr %19, align 8
  %324 = call double @llvm.fmuladd.f64(double %319, double %322, double %323)
  store double %324, ptr %19, align 8
  br label %325

325:                                              ; preds = %312
  %326 = load i32, ptr %21, align 4
  %327 = add nsw i32 %326, 1
  store i32 %327, ptr %21, align 4
  br label %309, !llvm.loop !19

328:                                              ; preds = %309
  %329 = load double, ptr %19, align 8
  %330 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %329)
  store ptr null, ptr %22, align 8
  store i32 0, ptr %23, align 4
  br label %331

331:                                              ; preds = %347, %328
  %332 = load i32, ptr %23, align 4
  %333 = icmp slt i32 %332, 12
  br i1 %333, label %334, label %350

334:                                              ; preds = %331
  %335 = load i32, ptr %23, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %336
  %338 = getelementptr inbounds %struct.Item, ptr %337, i32 0, i32 2
  %339 = getelementptr inbounds [7 x i8], ptr %338, i64 0, i64 0
  %340 = call i32 @strcmp(ptr noundef %339, ptr noundef @.str.6) #7
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %342, label %346

342:                                              ; preds = %334
  %343 = load i32, ptr %23, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 %344
  store ptr %345, ptr %22, align 8
  br label %346

346:                                              ; preds = %342, %334
  br label %347

347:                                              ; preds = %346
  %348 = load i32, ptr %23, align 4
  %349 = add nsw i32 %348, 1
  store i32 %349, ptr %23, align 4
  br label %331, !llvm.loop !20

350:                                              ; preds = %331
  %351 = load ptr, ptr %22, align 8
  %352 = getelementptr inbounds [12 x %struct.Item], ptr %10, i64 0, i64 0
  %353 = ptrtoint ptr %351 to i64
  %354 = ptrtoint ptr %352 to i64
  %355 = sub i64 %353, %354
  %356 = sdiv exact i64 %355, 16
  %357 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %356)
  %358 = load double, ptr %19, align 8
  %359 = fptosi double %358 to i32
  %360 = srem i32 %359, 256
  ret i32 %360
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_item(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.Item, ptr %10, i32 0, i32 1
  %12 = load float, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Item, ptr %13, i32 0, i32 1
  %15 = load float, ptr %14, align 4
  %16 = fcmp olt float %12, %15
  br i1 %16, label %17, label %18

17:                                               ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %35

18:                                               ; preds = %2
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %struct.Item, ptr %19, i32 0, i32 1
  %21 = load float, ptr %20, align 4
  %22 = load ptr, ptr %7, align 8
  %23 = getelementptr inbounds %struct.Item, ptr %22, i32 0, i32 1
  %24 = load float, ptr %23, align 4
  %25 = fcmp ogt float %21, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %18
  store i32 1, ptr %3, align 4
  br label %35

27:                                               ; preds = %18
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.Item, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.Item, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 4
  %34 = sub nsw i32 %30, %33
  store i32 %34, ptr %3, align 4
  br label %35

35:                                               ; preds = %27, %26, %17
  %36 = load i32, ptr %3, align 4
  ret i32 %36
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
