; ModuleID = 'programs/malloc_realloc_patterns.c'
source_filename = "programs/malloc_realloc_patterns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.item = type { i32, ptr }

@.str = private unnamed_addr constant [38 x i8] c"grown len=%zu cap=%zu ok=%d last=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"shrunk v[9]=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"calloc sum=%ld list sum=%ld count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"matrix t=%g aligned %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"built string %s\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca double, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 1, ptr %2, align 8
  store i64 0, ptr %3, align 8
  %33 = load i64, ptr %2, align 8
  %34 = mul i64 %33, 8
  %35 = call noalias ptr @malloc(i64 noundef %34) #8
  store ptr %35, ptr %4, align 8
  store i32 1, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %36

36:                                               ; preds = %81, %0
  %37 = load i64, ptr %6, align 8
  %38 = icmp slt i64 %37, 5000
  br i1 %38, label %39, label %84

39:                                               ; preds = %36
  %40 = load i64, ptr %3, align 8
  %41 = load i64, ptr %2, align 8
  %42 = icmp eq i64 %40, %41
  br i1 %42, label %43, label %74

43:                                               ; preds = %39
  %44 = load i64, ptr %2, align 8
  %45 = mul i64 %44, 2
  store i64 %45, ptr %2, align 8
  %46 = load ptr, ptr %4, align 8
  %47 = load i64, ptr %2, align 8
  %48 = mul i64 %47, 8
  %49 = call ptr @realloc(ptr noundef %46, i64 noundef %48) #9
  store ptr %49, ptr %7, align 8
  %50 = load ptr, ptr %7, align 8
  %51 = icmp ne ptr %50, null
  br i1 %51, label %53, label %52

52:                                               ; preds = %43
  store i32 99, ptr %1, align 4
  br label %316

53:                                               ; preds = %43
  %54 = load ptr, ptr %7, align 8
  store ptr %54, ptr %4, align 8
  store i64 0, ptr %8, align 8
  br label %55

55:                                               ; preds = %70, %53
  %56 = load i64, ptr %8, align 8
  %57 = load i64, ptr %3, align 8
  %58 = icmp ult i64 %56, %57
  br i1 %58, label %59, label %73

59:                                               ; preds = %55
  %60 = load ptr, ptr %4, align 8
  %61 = load i64, ptr %8, align 8
  %62 = getelementptr inbounds i64, ptr %60, i64 %61
  %63 = load i64, ptr %62, align 8
  %64 = load i64, ptr %8, align 8
  %65 = mul nsw i64 %64, 3
  %66 = icmp eq i64 %63, %65
  %67 = zext i1 %66 to i32
  %68 = load i32, ptr %5, align 4
  %69 = and i32 %68, %67
  store i32 %69, ptr %5, align 4
  br label %70

70:                                               ; preds = %59
  %71 = load i64, ptr %8, align 8
  %72 = add i64 %71, 1
  store i64 %72, ptr %8, align 8
  br label %55, !llvm.loop !6

73:                                               ; preds = %55
  br label %74

74:                                               ; preds = %73, %39
  %75 = load i64, ptr %6, align 8
  %76 = mul nsw i64 %75, 3
  %77 = load ptr, ptr %4, align 8
  %78 = load i64, ptr %3, align 8
  %79 = add i64 %78, 1
  store i64 %79, ptr %3, align 8
  %80 = getelementptr inbounds i64, ptr %77, i64 %78
  store i64 %76, ptr %80, align 8
  br label %81

81:                                               ; preds = %74
  %82 = load i64, ptr %6, align 8
  %83 = add nsw i64 %82, 1
  store i64 %83, ptr %6, align 8
  br label %36, !llvm.loop !8

84:                                               ; preds = %36
  %85 = load i64, ptr %3, align 8
  %86 = load i64, ptr %2, align 8
  %87 = load i32, ptr %5, align 4
  %88 = load ptr, ptr %4, align 8
  %89 = load i64, ptr %3, align 8
  %90 = sub i64 %89, 1
  %91 = getelementptr inbounds i64, ptr %88, i64 %90
  %92 = load i64, ptr %91, align 8
  %93 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %85, i64 noundef %86, i32 noundef %87, i64 noundef %92)
  %94 = load ptr, ptr %4, align 8
  %95 = call ptr @realloc(ptr noundef %94, i64 noundef 80) #9
  store ptr %95, ptr %4, align 8
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds i64, ptr %96, i64 9
  %98 = load i64, ptr %97, align 8
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %98)
  %100 = load ptr, ptr %4, align 8
  call void @free(ptr noundef %100) #10
  %101 = call noalias ptr @calloc(i64 noundef 1000, i64 noundef 4) #11
  store ptr %101, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %102

102:                                              ; preds = %114, %84
  %103 = load i32, ptr %11, align 4
  %104 = icmp slt i32 %103, 1000
  br i1 %104, label %105, label %117

105:                                              ; preds = %102
  %106 = load ptr, ptr %9, align 8
  %107 = load i32, ptr %11, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %106, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = sext i32 %110 to i64
  %112 = load i64, ptr %10, align 8
  %113 = add nsw i64 %112, %111
  store i64 %113, ptr %10, align 8
  br label %114

114:                                              ; preds = %105
  %115 = load i32, ptr %11, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %11, align 4
  br label %102, !llvm.loop !9

117:                                              ; preds = %102
  %118 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %118) #10
  store ptr null, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %119

119:                                              ; preds = %133, %117
  %120 = load i32, ptr %13, align 4
  %121 = icmp slt i32 %120, 100
  br i1 %121, label %122, label %136

122:                                              ; preds = %119
  %123 = call noalias ptr @malloc(i64 noundef 16) #8
  store ptr %123, ptr %14, align 8
  %124 = load i32, ptr %13, align 4
  %125 = load i32, ptr %13, align 4
  %126 = mul nsw i32 %124, %125
  %127 = load ptr, ptr %14, align 8
  %128 = getelementptr inbounds %struct.item, ptr %127, i32 0, i32 0
  store i32 %126, ptr %128, align 8
  %129 = load ptr, ptr %12, align 8
  %130 = load ptr, ptr %14, align 8
  %131 = getelementptr inbounds %struct.item, ptr %130, i32 0, i32 1
  store ptr %129, ptr %131, align 8
  %132 = load ptr, ptr %14, align 8
  store ptr %132, ptr %12, align 8
  br label %133

133:                                              ; preds = %122
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %119, !llvm.loop !10

136:                                              ; preds = %119
  store i64 0, ptr %15, align 8
  store i32 0, ptr %16, align 4
  br label %137

137:                                              ; preds = %140, %136
  %138 = load ptr, ptr %12, align 8
  %139 = icmp ne ptr %138, null
  br i1 %139, label %140, label %154

140:                                              ; preds = %137
  %141 = load ptr, ptr %12, align 8
  %142 = getelementptr inbounds %struct.item, ptr %141, i32 0, i32 1
  %143 = load ptr, ptr %142, align 8
  store ptr %143, ptr %17, align 8
  %144 = load ptr, ptr %12, align 8
  %145 = getelementptr inbounds %struct.item, ptr %144, i32 0, i32 0
  %146 = load i32, ptr %145, align 8
  %147 = sext i32 %146 to i64
  %148 = load i64, ptr %15, align 8
  %149 = add nsw i64 %148, %147
  store i64 %149, ptr %15, align 8
  %150 = load i32, ptr %16, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %16, align 4
  %152 = load ptr, ptr %12, align 8
  call void @free(ptr noundef %152) #10
  %153 = load ptr, ptr %17, align 8
  store ptr %153, ptr %12, align 8
  br label %137, !llvm.loop !11

154:                                              ; preds = %137
  %155 = load i64, ptr %10, align 8
  %156 = load i64, ptr %15, align 8
  %157 = load i32, ptr %16, align 4
  %158 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %155, i64 noundef %156, i32 noundef %157)
  store i32 30, ptr %18, align 4
  store i32 17, ptr %19, align 4
  %159 = load i32, ptr %18, align 4
  %160 = sext i32 %159 to i64
  %161 = mul i64 %160, 8
  %162 = call noalias ptr @malloc(i64 noundef %161) #8
  store ptr %162, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %163

163:                                              ; preds = %199, %154
  %164 = load i32, ptr %21, align 4
  %165 = load i32, ptr %18, align 4
  %166 = icmp slt i32 %164, %165
  br i1 %166, label %167, label %202

167:                                              ; preds = %163
  %168 = load i32, ptr %19, align 4
  %169 = sext i32 %168 to i64
  %170 = mul i64 %169, 8
  %171 = call noalias ptr @malloc(i64 noundef %170) #8
  %172 = load ptr, ptr %20, align 8
  %173 = load i32, ptr %21, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds ptr, ptr %172, i64 %174
  store ptr %171, ptr %175, align 8
  store i32 0, ptr %22, align 4
  br label %176

176:                                              ; preds = %195, %167
  %177 = load i32, ptr %22, align 4
  %178 = load i32, ptr %19, align 4
  %179 = icmp slt i32 %177, %178
  br i1 %179, label %180, label %198

180:                                              ; preds = %176
  %181 = load i32, ptr %21, align 4
  %182 = sitofp i32 %181 to double
  %183 = fmul double %182, 5.000000e-01
  %184 = load i32, ptr %22, align 4
  %185 = sitofp i32 %184 to double
  %186 = fadd double %183, %185
  %187 = load ptr, ptr %20, align 8
  %188 = load i32, ptr %21, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds ptr, ptr %187, i64 %189
  %191 = load ptr, ptr %190, align 8
  %192 = load i32, ptr %22, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds double, ptr %191, i64 %193
  store double %186, ptr %194, align 8
  br label %195

195:                                              ; preds = %180
  %196 = load i32, ptr %22, align 4
  %197 = add nsw i32 %196, 1
  store i32 %197, ptr %22, align 4
  br label %176, !llvm.loop !12

198:                                              ; preds = %176
  br label %199

199:                                              ; preds = %198
  %200 = load i32, ptr %21, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %21, align 4
  br label %163, !llvm.loop !13

202:                                              ; preds = %163
  %203 = load i32, ptr %19, align 4
  %204 = zext i32 %203 to i64
  %205 = load i32, ptr %18, align 4
  %206 = zext i32 %205 to i64
  %207 = load i32, ptr %19, align 4
  %208 = zext i32 %207 to i64
  %209 = mul nuw i64 %206, %208
  %210 = mul nuw i64 8, %209
  %211 = call noalias ptr @malloc(i64 noundef %210) #8
  store ptr %211, ptr %23, align 8
  store i32 0, ptr %24, align 4
  br label %212

212:                                              ; preds = %233, %202
  %213 = load i32, ptr %24, align 4
  %214 = load i32, ptr %18, align 4
  %215 = icmp slt i32 %213, %214
  br i1 %215, label %216, label %236

216:                                              ; preds = %212
  %217 = load ptr, ptr %23, align 8
  %218 = load i32, ptr %24, align 4
  %219 = sext i32 %218 to i64
  %220 = mul nsw i64 %219, %204
  %221 = getelementptr inbounds double, ptr %217, i64 %220
  %222 = load ptr, ptr %20, align 8
  %223 = load i32, ptr %24, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds ptr, ptr %222, i64 %224
  %226 = load ptr, ptr %225, align 8
  %227 = load ptr, ptr %23, align 8
  %228 = load i32, ptr %24, align 4
  %229 = sext i32 %228 to i64
  %230 = mul nsw i64 %229, %204
  %231 = getelementptr inbounds double, ptr %227, i64 %230
  %232 = mul nuw i64 8, %204
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %221, ptr align 8 %226, i64 %232, i1 false)
  br label %233

233:                                              ; preds = %216
  %234 = load i32, ptr %24, align 4
  %235 = add nsw i32 %234, 1
  store i32 %235, ptr %24, align 4
  br label %212, !llvm.loop !14

236:                                              ; preds = %212
  store double 0.000000e+00, ptr %25, align 8
  store i32 0, ptr %26, align 4
  br label %237

237:                                              ; preds = %260, %236
  %238 = load i32, ptr %26, align 4
  %239 = load i32, ptr %18, align 4
  %240 = icmp slt i32 %238, %239
  br i1 %240, label %241, label %263

241:                                              ; preds = %237
  %242 = load ptr, ptr %23, align 8
  %243 = load i32, ptr %26, align 4
  %244 = sext i32 %243 to i64
  %245 = mul nsw i64 %244, %204
  %246 = getelementptr inbounds double, ptr %242, i64 %245
  %247 = load i32, ptr %26, align 4
  %248 = load i32, ptr %19, align 4
  %249 = srem i32 %247, %248
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds double, ptr %246, i64 %250
  %252 = load double, ptr %251, align 8
  %253 = load double, ptr %25, align 8
  %254 = fadd double %253, %252
  store double %254, ptr %25, align 8
  %255 = load ptr, ptr %20, align 8
  %256 = load i32, ptr %26, align 4
  %257 = sext i32 %256 to i64
  %258 = getelementptr inbounds ptr, ptr %255, i64 %257
  %259 = load ptr, ptr %258, align 8
  call void @free(ptr noundef %259) #10
  br label %260

260:                                              ; preds = %241
  %261 = load i32, ptr %26, align 4
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %26, align 4
  br label %237, !llvm.loop !15

263:                                              ; preds = %237
  %264 = load ptr, ptr %20, align 8
  call void @free(ptr noundef %264) #10
  %265 = load ptr, ptr %23, align 8
  call void @free(ptr noundef %265) #10
  %266 = call noalias align 64 ptr @aligned_alloc(i64 noundef 64, i64 noundef 640) #9
  store ptr %266, ptr %27, align 8
  store ptr null, ptr %28, align 8
  %267 = call i32 @posix_memalign(ptr noundef %28, i64 noundef 256, i64 noundef 100) #10
  store i32 %267, ptr %29, align 4
  %268 = load double, ptr %25, align 8
  %269 = load ptr, ptr %27, align 8
  %270 = ptrtoint ptr %269 to i64
  %271 = urem i64 %270, 64
  %272 = icmp eq i64 %271, 0
  %273 = zext i1 %272 to i32
  %274 = load i32, ptr %29, align 4
  %275 = icmp eq i32 %274, 0
  %276 = zext i1 %275 to i32
  %277 = load ptr, ptr %28, align 8
  %278 = ptrtoint ptr %277 to i64
  %279 = urem i64 %278, 256
  %280 = icmp eq i64 %279, 0
  %281 = zext i1 %280 to i32
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %268, i32 noundef %273, i32 noundef %276, i32 noundef %281)
  %283 = load ptr, ptr %27, align 8
  call void @free(ptr noundef %283) #10
  %284 = load ptr, ptr %28, align 8
  call void @free(ptr noundef %284) #10
  %285 = call noalias ptr @malloc(i64 noundef 1) #8
  store ptr %285, ptr %30, align 8
  %286 = load ptr, ptr %30, align 8
  %287 = getelementptr inbounds i8, ptr %286, i64 0
  store i8 0, ptr %287, align 1
  store i32 0, ptr %31, align 4
  br label %288

288:                                              ; preds = %308, %263
  %289 = load i32, ptr %31, align 4
  %290 = icmp slt i32 %289, 26
  br i1 %290, label %291, label %311

291:                                              ; preds = %288
  %292 = load ptr, ptr %30, align 8
  %293 = call i64 @strlen(ptr noundef %292) #12
  store i64 %293, ptr %32, align 8
  %294 = load ptr, ptr %30, align 8
  %295 = load i64, ptr %32, align 8
  %296 = add i64 %295, 2
  %297 = call ptr @realloc(ptr noundef %294, i64 noundef %296) #9
  store ptr %297, ptr %30, align 8
  %298 = load i32, ptr %31, align 4
  %299 = add nsw i32 97, %298
  %300 = trunc i32 %299 to i8
  %301 = load ptr, ptr %30, align 8
  %302 = load i64, ptr %32, align 8
  %303 = getelementptr inbounds i8, ptr %301, i64 %302
  store i8 %300, ptr %303, align 1
  %304 = load ptr, ptr %30, align 8
  %305 = load i64, ptr %32, align 8
  %306 = add i64 %305, 1
  %307 = getelementptr inbounds i8, ptr %304, i64 %306
  store i8 0, ptr %307, align 1
  br label %308

308:                                              ; preds = %291
  %309 = load i32, ptr %31, align 4
  %310 = add nsw i32 %309, 1
  store i32 %310, ptr %31, align 4
  br label %288, !llvm.loop !16

311:                                              ; preds = %288
  %312 = load ptr, ptr %30, align 8
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %312)
  %314 = load ptr, ptr %30, align 8
  call void @free(ptr noundef %314) #10
  %315 = load i32, ptr %16, align 4
  store i32 %315, ptr %1, align 4
  br label %316

316:                                              ; preds = %311, %52
  %317 = load i32, ptr %1, align 4
  ret i32 %317
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind allocsize(1)
declare noalias ptr @aligned_alloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind allocsize(0) }
attributes #9 = { nounwind allocsize(1) }
attributes #10 = { nounwind }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind willreturn memory(read) }

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
