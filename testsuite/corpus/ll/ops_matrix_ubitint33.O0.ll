; ModuleID = 'programs/ops_matrix_ubitint33.c'
source_filename = "programs/ops_matrix_ubitint33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 8589934585, i64 8589934589, i64 8589934590, i64 8589934591, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 4294967295, i64 4294967296, i64 8589934590, i64 8589934591, i64 5726623061, i64 2863311530, i64 6604705263], align 16
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"const div mismatch\0A\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  %49 = alloca i64, align 8
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca i64, align 8
  %59 = alloca i64, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca i64, align 8
  %64 = alloca i64, align 8
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = alloca i64, align 8
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i64, align 8
  %71 = alloca i64, align 8
  %72 = alloca i64, align 8
  %73 = alloca i64, align 8
  %74 = alloca i64, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca i64, align 8
  %81 = alloca i64, align 8
  %82 = alloca i64, align 8
  %83 = alloca i64, align 8
  %84 = alloca i64, align 8
  %85 = alloca i64, align 8
  %86 = alloca i64, align 8
  %87 = alloca i64, align 8
  %88 = alloca i64, align 8
  %89 = alloca i64, align 8
  %90 = alloca i64, align 8
  %91 = alloca i64, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca i64, align 8
  %96 = alloca i64, align 8
  %97 = alloca i64, align 8
  %98 = alloca i64, align 8
  %99 = alloca i64, align 8
  %100 = alloca i64, align 8
  %101 = alloca i64, align 8
  %102 = alloca i64, align 8
  %103 = alloca i64, align 8
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca i64, align 8
  %107 = alloca i64, align 8
  %108 = alloca i64, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca i64, align 8
  %112 = alloca i64, align 8
  %113 = alloca i64, align 8
  %114 = alloca i32, align 4
  %115 = alloca i64, align 8
  %116 = alloca i64, align 8
  %117 = alloca i64, align 8
  %118 = alloca i64, align 8
  %119 = alloca i64, align 8
  %120 = alloca i64, align 8
  %121 = alloca i64, align 8
  %122 = alloca i64, align 8
  %123 = alloca i64, align 8
  %124 = alloca i64, align 8
  %125 = alloca i64, align 8
  %126 = alloca i64, align 8
  %127 = alloca i64, align 8
  %128 = alloca i64, align 8
  %129 = alloca i64, align 8
  %130 = alloca i64, align 8
  %131 = alloca i64, align 8
  %132 = alloca i64, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i64, align 8
  %137 = alloca i64, align 8
  %138 = alloca i64, align 8
  %139 = alloca i64, align 8
  %140 = alloca i64, align 8
  %141 = alloca i64, align 8
  %142 = alloca i64, align 8
  %143 = alloca i64, align 8
  %144 = alloca i64, align 8
  %145 = alloca i64, align 8
  %146 = alloca i64, align 8
  %147 = alloca i64, align 8
  %148 = alloca i64, align 8
  %149 = alloca i64, align 8
  %150 = alloca i64, align 8
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca i64, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 33, ptr noundef @.str.1, i64 noundef 0, i64 noundef 8589934591)
  br label %162

162:                                              ; preds = %0
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %4, align 4
  br label %163

163:                                              ; preds = %201, %162
  %164 = load i32, ptr %4, align 4
  %165 = icmp slt i32 %164, 21
  br i1 %165, label %166, label %204

166:                                              ; preds = %163
  store i32 0, ptr %5, align 4
  br label %167

167:                                              ; preds = %197, %166
  %168 = load i32, ptr %5, align 4
  %169 = icmp slt i32 %168, 21
  br i1 %169, label %170, label %200

170:                                              ; preds = %167
  %171 = load i32, ptr %4, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %172
  %174 = load volatile i64, ptr %173, align 8
  %175 = trunc i64 %174 to i33
  %176 = zext i33 %175 to i64
  store i64 %176, ptr %6, align 8
  %177 = load i32, ptr %5, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %178
  %180 = load volatile i64, ptr %179, align 8
  %181 = trunc i64 %180 to i33
  %182 = zext i33 %181 to i64
  store i64 %182, ptr %7, align 8
  %183 = load i64, ptr %6, align 8
  %184 = trunc i64 %183 to i33
  %185 = load i64, ptr %7, align 8
  %186 = trunc i64 %185 to i33
  %187 = zext i33 %184 to i64
  store i64 %187, ptr %8, align 8
  %188 = load i64, ptr %8, align 8
  %189 = zext i33 %186 to i64
  store i64 %189, ptr %9, align 8
  %190 = load i64, ptr %9, align 8
  %191 = call i64 @op_add(i64 noundef %188, i64 noundef %190)
  store i64 %191, ptr %10, align 8
  %192 = load i64, ptr %10, align 8
  %193 = trunc i64 %192 to i33
  %194 = zext i33 %193 to i64
  store i64 %194, ptr %11, align 8
  %195 = load i64, ptr %11, align 8
  %196 = call i64 @bits(i64 noundef %195)
  call void @mix(i64 noundef %196)
  br label %197

197:                                              ; preds = %170
  %198 = load i32, ptr %5, align 4
  %199 = add nsw i32 %198, 1
  store i32 %199, ptr %5, align 4
  br label %167, !llvm.loop !6

200:                                              ; preds = %167
  br label %201

201:                                              ; preds = %200
  %202 = load i32, ptr %4, align 4
  %203 = add nsw i32 %202, 1
  store i32 %203, ptr %4, align 4
  br label %163, !llvm.loop !8

204:                                              ; preds = %163
  %205 = load i64, ptr @h, align 8
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i64 noundef %205)
  %207 = load i64, ptr @h, align 8
  %208 = load i64, ptr %2, align 8
  %209 = xor i64 %208, %207
  store i64 %209, ptr %2, align 8
  br label %210

210:                                              ; preds = %204
  br label %211

211:                                              ; preds = %210
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %12, align 4
  br label %212

212:                                              ; preds = %250, %211
  %213 = load i32, ptr %12, align 4
  %214 = icmp slt i32 %213, 21
  br i1 %214, label %215, label %253

215:                                              ; preds = %212
  store i32 0, ptr %13, align 4
  br label %216

216:                                              ; preds = %246, %215
  %217 = load i32, ptr %13, align 4
  %218 = icmp slt i32 %217, 21
  br i1 %218, label %219, label %249

219:                                              ; preds = %216
  %220 = load i32, ptr %12, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %221
  %223 = load volatile i64, ptr %222, align 8
  %224 = trunc i64 %223 to i33
  %225 = zext i33 %224 to i64
  store i64 %225, ptr %14, align 8
  %226 = load i32, ptr %13, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %227
  %229 = load volatile i64, ptr %228, align 8
  %230 = trunc i64 %229 to i33
  %231 = zext i33 %230 to i64
  store i64 %231, ptr %15, align 8
  %232 = load i64, ptr %14, align 8
  %233 = trunc i64 %232 to i33
  %234 = load i64, ptr %15, align 8
  %235 = trunc i64 %234 to i33
  %236 = zext i33 %233 to i64
  store i64 %236, ptr %16, align 8
  %237 = load i64, ptr %16, align 8
  %238 = zext i33 %235 to i64
  store i64 %238, ptr %17, align 8
  %239 = load i64, ptr %17, align 8
  %240 = call i64 @op_sub(i64 noundef %237, i64 noundef %239)
  store i64 %240, ptr %18, align 8
  %241 = load i64, ptr %18, align 8
  %242 = trunc i64 %241 to i33
  %243 = zext i33 %242 to i64
  store i64 %243, ptr %19, align 8
  %244 = load i64, ptr %19, align 8
  %245 = call i64 @bits(i64 noundef %244)
  call void @mix(i64 noundef %245)
  br label %246

246:                                              ; preds = %219
  %247 = load i32, ptr %13, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %13, align 4
  br label %216, !llvm.loop !9

249:                                              ; preds = %216
  br label %250

250:                                              ; preds = %249
  %251 = load i32, ptr %12, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %12, align 4
  br label %212, !llvm.loop !10

253:                                              ; preds = %212
  %254 = load i64, ptr @h, align 8
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, i64 noundef %254)
  %256 = load i64, ptr @h, align 8
  %257 = load i64, ptr %2, align 8
  %258 = xor i64 %257, %256
  store i64 %258, ptr %2, align 8
  br label %259

259:                                              ; preds = %253
  br label %260

260:                                              ; preds = %259
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %20, align 4
  br label %261

261:                                              ; preds = %299, %260
  %262 = load i32, ptr %20, align 4
  %263 = icmp slt i32 %262, 21
  br i1 %263, label %264, label %302

264:                                              ; preds = %261
  store i32 0, ptr %21, align 4
  br label %265

265:                                              ; preds = %295, %264
  %266 = load i32, ptr %21, align 4
  %267 = icmp slt i32 %266, 21
  br i1 %267, label %268, label %298

268:                                              ; preds = %265
  %269 = load i32, ptr %20, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %270
  %272 = load volatile i64, ptr %271, align 8
  %273 = trunc i64 %272 to i33
  %274 = zext i33 %273 to i64
  store i64 %274, ptr %22, align 8
  %275 = load i32, ptr %21, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %276
  %278 = load volatile i64, ptr %277, align 8
  %279 = trunc i64 %278 to i33
  %280 = zext i33 %279 to i64
  store i64 %280, ptr %23, align 8
  %281 = load i64, ptr %22, align 8
  %282 = trunc i64 %281 to i33
  %283 = load i64, ptr %23, align 8
  %284 = trunc i64 %283 to i33
  %285 = zext i33 %282 to i64
  store i64 %285, ptr %24, align 8
  %286 = load i64, ptr %24, align 8
  %287 = zext i33 %284 to i64
  store i64 %287, ptr %25, align 8
  %288 = load i64, ptr %25, align 8
  %289 = call i64 @op_mul(i64 noundef %286, i64 noundef %288)
  store i64 %289, ptr %26, align 8
  %290 = load i64, ptr %26, align 8
  %291 = trunc i64 %290 to i33
  %292 = zext i33 %291 to i64
  store i64 %292, ptr %27, align 8
  %293 = load i64, ptr %27, align 8
  %294 = call i64 @bits(i64 noundef %293)
  call void @mix(i64 noundef %294)
  br label %295

295:                                              ; preds = %268
  %296 = load i32, ptr %21, align 4
  %297 = add nsw i32 %296, 1
  store i32 %297, ptr %21, align 4
  br label %265, !llvm.loop !11

298:                                              ; preds = %265
  br label %299

299:                                              ; preds = %298
  %300 = load i32, ptr %20, align 4
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %20, align 4
  br label %261, !llvm.loop !12

302:                                              ; preds = %261
  %303 = load i64, ptr @h, align 8
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.5, i64 noundef %303)
  %305 = load i64, ptr @h, align 8
  %306 = load i64, ptr %2, align 8
  %307 = xor i64 %306, %305
  store i64 %307, ptr %2, align 8
  br label %308

308:                                              ; preds = %302
  br label %309

309:                                              ; preds = %308
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %28, align 4
  br label %310

310:                                              ; preds = %348, %309
  %311 = load i32, ptr %28, align 4
  %312 = icmp slt i32 %311, 21
  br i1 %312, label %313, label %351

313:                                              ; preds = %310
  store i32 0, ptr %29, align 4
  br label %314

314:                                              ; preds = %344, %313
  %315 = load i32, ptr %29, align 4
  %316 = icmp slt i32 %315, 21
  br i1 %316, label %317, label %347

317:                                              ; preds = %314
  %318 = load i32, ptr %28, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %319
  %321 = load volatile i64, ptr %320, align 8
  %322 = trunc i64 %321 to i33
  %323 = zext i33 %322 to i64
  store i64 %323, ptr %30, align 8
  %324 = load i32, ptr %29, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %325
  %327 = load volatile i64, ptr %326, align 8
  %328 = trunc i64 %327 to i33
  %329 = zext i33 %328 to i64
  store i64 %329, ptr %31, align 8
  %330 = load i64, ptr %30, align 8
  %331 = trunc i64 %330 to i33
  %332 = load i64, ptr %31, align 8
  %333 = trunc i64 %332 to i33
  %334 = zext i33 %331 to i64
  store i64 %334, ptr %32, align 8
  %335 = load i64, ptr %32, align 8
  %336 = zext i33 %333 to i64
  store i64 %336, ptr %33, align 8
  %337 = load i64, ptr %33, align 8
  %338 = call i64 @op_and(i64 noundef %335, i64 noundef %337)
  store i64 %338, ptr %34, align 8
  %339 = load i64, ptr %34, align 8
  %340 = trunc i64 %339 to i33
  %341 = zext i33 %340 to i64
  store i64 %341, ptr %35, align 8
  %342 = load i64, ptr %35, align 8
  %343 = call i64 @bits(i64 noundef %342)
  call void @mix(i64 noundef %343)
  br label %344

344:                                              ; preds = %317
  %345 = load i32, ptr %29, align 4
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %29, align 4
  br label %314, !llvm.loop !13

347:                                              ; preds = %314
  br label %348

348:                                              ; preds = %347
  %349 = load i32, ptr %28, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %28, align 4
  br label %310, !llvm.loop !14

351:                                              ; preds = %310
  %352 = load i64, ptr @h, align 8
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.6, i64 noundef %352)
  %354 = load i64, ptr @h, align 8
  %355 = load i64, ptr %2, align 8
  %356 = xor i64 %355, %354
  store i64 %356, ptr %2, align 8
  br label %357

357:                                              ; preds = %351
  br label %358

358:                                              ; preds = %357
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %36, align 4
  br label %359

359:                                              ; preds = %397, %358
  %360 = load i32, ptr %36, align 4
  %361 = icmp slt i32 %360, 21
  br i1 %361, label %362, label %400

362:                                              ; preds = %359
  store i32 0, ptr %37, align 4
  br label %363

363:                                              ; preds = %393, %362
  %364 = load i32, ptr %37, align 4
  %365 = icmp slt i32 %364, 21
  br i1 %365, label %366, label %396

366:                                              ; preds = %363
  %367 = load i32, ptr %36, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %368
  %370 = load volatile i64, ptr %369, align 8
  %371 = trunc i64 %370 to i33
  %372 = zext i33 %371 to i64
  store i64 %372, ptr %38, align 8
  %373 = load i32, ptr %37, align 4
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %374
  %376 = load volatile i64, ptr %375, align 8
  %377 = trunc i64 %376 to i33
  %378 = zext i33 %377 to i64
  store i64 %378, ptr %39, align 8
  %379 = load i64, ptr %38, align 8
  %380 = trunc i64 %379 to i33
  %381 = load i64, ptr %39, align 8
  %382 = trunc i64 %381 to i33
  %383 = zext i33 %380 to i64
  store i64 %383, ptr %40, align 8
  %384 = load i64, ptr %40, align 8
  %385 = zext i33 %382 to i64
  store i64 %385, ptr %41, align 8
  %386 = load i64, ptr %41, align 8
  %387 = call i64 @op_or(i64 noundef %384, i64 noundef %386)
  store i64 %387, ptr %42, align 8
  %388 = load i64, ptr %42, align 8
  %389 = trunc i64 %388 to i33
  %390 = zext i33 %389 to i64
  store i64 %390, ptr %43, align 8
  %391 = load i64, ptr %43, align 8
  %392 = call i64 @bits(i64 noundef %391)
  call void @mix(i64 noundef %392)
  br label %393

393:                                              ; preds = %366
  %394 = load i32, ptr %37, align 4
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %37, align 4
  br label %363, !llvm.loop !15

396:                                              ; preds = %363
  br label %397

397:                                              ; preds = %396
  %398 = load i32, ptr %36, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %36, align 4
  br label %359, !llvm.loop !16

400:                                              ; preds = %359
  %401 = load i64, ptr @h, align 8
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, i64 noundef %401)
  %403 = load i64, ptr @h, align 8
  %404 = load i64, ptr %2, align 8
  %405 = xor i64 %404, %403
  store i64 %405, ptr %2, align 8
  br label %406

406:                                              ; preds = %400
  br label %407

407:                                              ; preds = %406
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %44, align 4
  br label %408

408:                                              ; preds = %446, %407
  %409 = load i32, ptr %44, align 4
  %410 = icmp slt i32 %409, 21
  br i1 %410, label %411, label %449

411:                                              ; preds = %408
  store i32 0, ptr %45, align 4
  br label %412

412:                                              ; preds = %442, %411
  %413 = load i32, ptr %45, align 4
  %414 = icmp slt i32 %413, 21
  br i1 %414, label %415, label %445

415:                                              ; preds = %412
  %416 = load i32, ptr %44, align 4
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %417
  %419 = load volatile i64, ptr %418, align 8
  %420 = trunc i64 %419 to i33
  %421 = zext i33 %420 to i64
  store i64 %421, ptr %46, align 8
  %422 = load i32, ptr %45, align 4
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %423
  %425 = load volatile i64, ptr %424, align 8
  %426 = trunc i64 %425 to i33
  %427 = zext i33 %426 to i64
  store i64 %427, ptr %47, align 8
  %428 = load i64, ptr %46, align 8
  %429 = trunc i64 %428 to i33
  %430 = load i64, ptr %47, align 8
  %431 = trunc i64 %430 to i33
  %432 = zext i33 %429 to i64
  store i64 %432, ptr %48, align 8
  %433 = load i64, ptr %48, align 8
  %434 = zext i33 %431 to i64
  store i64 %434, ptr %49, align 8
  %435 = load i64, ptr %49, align 8
  %436 = call i64 @op_xor(i64 noundef %433, i64 noundef %435)
  store i64 %436, ptr %50, align 8
  %437 = load i64, ptr %50, align 8
  %438 = trunc i64 %437 to i33
  %439 = zext i33 %438 to i64
  store i64 %439, ptr %51, align 8
  %440 = load i64, ptr %51, align 8
  %441 = call i64 @bits(i64 noundef %440)
  call void @mix(i64 noundef %441)
  br label %442

442:                                              ; preds = %415
  %443 = load i32, ptr %45, align 4
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr %45, align 4
  br label %412, !llvm.loop !17

445:                                              ; preds = %412
  br label %446

446:                                              ; preds = %445
  %447 = load i32, ptr %44, align 4
  %448 = add nsw i32 %447, 1
  store i32 %448, ptr %44, align 4
  br label %408, !llvm.loop !18

449:                                              ; preds = %408
  %450 = load i64, ptr @h, align 8
  %451 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.8, i64 noundef %450)
  %452 = load i64, ptr @h, align 8
  %453 = load i64, ptr %2, align 8
  %454 = xor i64 %453, %452
  store i64 %454, ptr %2, align 8
  br label %455

455:                                              ; preds = %449
  br label %456

456:                                              ; preds = %455
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %52, align 4
  br label %457

457:                                              ; preds = %495, %456
  %458 = load i32, ptr %52, align 4
  %459 = icmp slt i32 %458, 21
  br i1 %459, label %460, label %498

460:                                              ; preds = %457
  store i32 0, ptr %53, align 4
  br label %461

461:                                              ; preds = %491, %460
  %462 = load i32, ptr %53, align 4
  %463 = icmp slt i32 %462, 21
  br i1 %463, label %464, label %494

464:                                              ; preds = %461
  %465 = load i32, ptr %52, align 4
  %466 = sext i32 %465 to i64
  %467 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %466
  %468 = load volatile i64, ptr %467, align 8
  %469 = trunc i64 %468 to i33
  %470 = zext i33 %469 to i64
  store i64 %470, ptr %54, align 8
  %471 = load i32, ptr %53, align 4
  %472 = sext i32 %471 to i64
  %473 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %472
  %474 = load volatile i64, ptr %473, align 8
  %475 = trunc i64 %474 to i33
  %476 = zext i33 %475 to i64
  store i64 %476, ptr %55, align 8
  %477 = load i64, ptr %54, align 8
  %478 = trunc i64 %477 to i33
  %479 = load i64, ptr %55, align 8
  %480 = trunc i64 %479 to i33
  %481 = zext i33 %478 to i64
  store i64 %481, ptr %56, align 8
  %482 = load i64, ptr %56, align 8
  %483 = zext i33 %480 to i64
  store i64 %483, ptr %57, align 8
  %484 = load i64, ptr %57, align 8
  %485 = call i64 @op_min(i64 noundef %482, i64 noundef %484)
  store i64 %485, ptr %58, align 8
  %486 = load i64, ptr %58, align 8
  %487 = trunc i64 %486 to i33
  %488 = zext i33 %487 to i64
  store i64 %488, ptr %59, align 8
  %489 = load i64, ptr %59, align 8
  %490 = call i64 @bits(i64 noundef %489)
  call void @mix(i64 noundef %490)
  br label %491

491:                                              ; preds = %464
  %492 = load i32, ptr %53, align 4
  %493 = add nsw i32 %492, 1
  store i32 %493, ptr %53, align 4
  br label %461, !llvm.loop !19

494:                                              ; preds = %461
  br label %495

495:                                              ; preds = %494
  %496 = load i32, ptr %52, align 4
  %497 = add nsw i32 %496, 1
  store i32 %497, ptr %52, align 4
  br label %457, !llvm.loop !20

498:                                              ; preds = %457
  %499 = load i64, ptr @h, align 8
  %500 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.9, i64 noundef %499)
  %501 = load i64, ptr @h, align 8
  %502 = load i64, ptr %2, align 8
  %503 = xor i64 %502, %501
  store i64 %503, ptr %2, align 8
  br label %504

504:                                              ; preds = %498
  br label %505

505:                                              ; preds = %504
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %60, align 4
  br label %506

506:                                              ; preds = %544, %505
  %507 = load i32, ptr %60, align 4
  %508 = icmp slt i32 %507, 21
  br i1 %508, label %509, label %547

509:                                              ; preds = %506
  store i32 0, ptr %61, align 4
  br label %510

510:                                              ; preds = %540, %509
  %511 = load i32, ptr %61, align 4
  %512 = icmp slt i32 %511, 21
  br i1 %512, label %513, label %543

513:                                              ; preds = %510
  %514 = load i32, ptr %60, align 4
  %515 = sext i32 %514 to i64
  %516 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %515
  %517 = load volatile i64, ptr %516, align 8
  %518 = trunc i64 %517 to i33
  %519 = zext i33 %518 to i64
  store i64 %519, ptr %62, align 8
  %520 = load i32, ptr %61, align 4
  %521 = sext i32 %520 to i64
  %522 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %521
  %523 = load volatile i64, ptr %522, align 8
  %524 = trunc i64 %523 to i33
  %525 = zext i33 %524 to i64
  store i64 %525, ptr %63, align 8
  %526 = load i64, ptr %62, align 8
  %527 = trunc i64 %526 to i33
  %528 = load i64, ptr %63, align 8
  %529 = trunc i64 %528 to i33
  %530 = zext i33 %527 to i64
  store i64 %530, ptr %64, align 8
  %531 = load i64, ptr %64, align 8
  %532 = zext i33 %529 to i64
  store i64 %532, ptr %65, align 8
  %533 = load i64, ptr %65, align 8
  %534 = call i64 @op_max(i64 noundef %531, i64 noundef %533)
  store i64 %534, ptr %66, align 8
  %535 = load i64, ptr %66, align 8
  %536 = trunc i64 %535 to i33
  %537 = zext i33 %536 to i64
  store i64 %537, ptr %67, align 8
  %538 = load i64, ptr %67, align 8
  %539 = call i64 @bits(i64 noundef %538)
  call void @mix(i64 noundef %539)
  br label %540

540:                                              ; preds = %513
  %541 = load i32, ptr %61, align 4
  %542 = add nsw i32 %541, 1
  store i32 %542, ptr %61, align 4
  br label %510, !llvm.loop !21

543:                                              ; preds = %510
  br label %544

544:                                              ; preds = %543
  %545 = load i32, ptr %60, align 4
  %546 = add nsw i32 %545, 1
  store i32 %546, ptr %60, align 4
  br label %506, !llvm.loop !22

547:                                              ; preds = %506
  %548 = load i64, ptr @h, align 8
  %549 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.10, i64 noundef %548)
  %550 = load i64, ptr @h, align 8
  %551 = load i64, ptr %2, align 8
  %552 = xor i64 %551, %550
  store i64 %552, ptr %2, align 8
  br label %553

553:                                              ; preds = %547
  br label %554

554:                                              ; preds = %553
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %68, align 4
  br label %555

555:                                              ; preds = %592, %554
  %556 = load i32, ptr %68, align 4
  %557 = icmp slt i32 %556, 21
  br i1 %557, label %558, label %595

558:                                              ; preds = %555
  store i32 0, ptr %69, align 4
  br label %559

559:                                              ; preds = %588, %558
  %560 = load i32, ptr %69, align 4
  %561 = icmp slt i32 %560, 21
  br i1 %561, label %562, label %591

562:                                              ; preds = %559
  %563 = load i32, ptr %68, align 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %564
  %566 = load volatile i64, ptr %565, align 8
  %567 = trunc i64 %566 to i33
  %568 = zext i33 %567 to i64
  store i64 %568, ptr %70, align 8
  %569 = load i32, ptr %69, align 4
  %570 = sext i32 %569 to i64
  %571 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %570
  %572 = load volatile i64, ptr %571, align 8
  %573 = trunc i64 %572 to i33
  %574 = zext i33 %573 to i64
  store i64 %574, ptr %71, align 8
  %575 = load i64, ptr %70, align 8
  %576 = trunc i64 %575 to i33
  %577 = load i64, ptr %71, align 8
  %578 = trunc i64 %577 to i33
  %579 = zext i33 %576 to i64
  store i64 %579, ptr %72, align 8
  %580 = load i64, ptr %72, align 8
  %581 = zext i33 %578 to i64
  store i64 %581, ptr %73, align 8
  %582 = load i64, ptr %73, align 8
  %583 = call i32 @op_cmp(i64 noundef %580, i64 noundef %582)
  %584 = sext i32 %583 to i33
  %585 = zext i33 %584 to i64
  store i64 %585, ptr %74, align 8
  %586 = load i64, ptr %74, align 8
  %587 = call i64 @bits(i64 noundef %586)
  call void @mix(i64 noundef %587)
  br label %588

588:                                              ; preds = %562
  %589 = load i32, ptr %69, align 4
  %590 = add nsw i32 %589, 1
  store i32 %590, ptr %69, align 4
  br label %559, !llvm.loop !23

591:                                              ; preds = %559
  br label %592

592:                                              ; preds = %591
  %593 = load i32, ptr %68, align 4
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr %68, align 4
  br label %555, !llvm.loop !24

595:                                              ; preds = %555
  %596 = load i64, ptr @h, align 8
  %597 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %596)
  %598 = load i64, ptr @h, align 8
  %599 = load i64, ptr %2, align 8
  %600 = xor i64 %599, %598
  store i64 %600, ptr %2, align 8
  br label %601

601:                                              ; preds = %595
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %75, align 4
  br label %602

602:                                              ; preds = %717, %601
  %603 = load i32, ptr %75, align 4
  %604 = icmp slt i32 %603, 21
  br i1 %604, label %605, label %720

605:                                              ; preds = %602
  store i32 0, ptr %76, align 4
  br label %606

606:                                              ; preds = %713, %605
  %607 = load i32, ptr %76, align 4
  %608 = icmp slt i32 %607, 21
  br i1 %608, label %609, label %716

609:                                              ; preds = %606
  %610 = load i32, ptr %75, align 4
  %611 = sext i32 %610 to i64
  %612 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %611
  %613 = load volatile i64, ptr %612, align 8
  %614 = trunc i64 %613 to i33
  %615 = zext i33 %614 to i64
  store i64 %615, ptr %77, align 8
  %616 = load i32, ptr %76, align 4
  %617 = sext i32 %616 to i64
  %618 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %617
  %619 = load volatile i64, ptr %618, align 8
  %620 = trunc i64 %619 to i33
  %621 = zext i33 %620 to i64
  store i64 %621, ptr %78, align 8
  %622 = load i64, ptr %78, align 8
  %623 = trunc i64 %622 to i33
  %624 = icmp eq i33 %623, 0
  br i1 %624, label %625, label %626

625:                                              ; preds = %609
  br label %713

626:                                              ; preds = %609
  %627 = load i64, ptr %77, align 8
  %628 = trunc i64 %627 to i33
  %629 = load i64, ptr %78, align 8
  %630 = trunc i64 %629 to i33
  %631 = zext i33 %628 to i64
  store i64 %631, ptr %80, align 8
  %632 = load i64, ptr %80, align 8
  %633 = zext i33 %630 to i64
  store i64 %633, ptr %81, align 8
  %634 = load i64, ptr %81, align 8
  %635 = call i64 @op_div(i64 noundef %632, i64 noundef %634)
  store i64 %635, ptr %82, align 8
  %636 = load i64, ptr %82, align 8
  %637 = trunc i64 %636 to i33
  %638 = zext i33 %637 to i64
  store i64 %638, ptr %79, align 8
  %639 = load i64, ptr %77, align 8
  %640 = trunc i64 %639 to i33
  %641 = load i64, ptr %78, align 8
  %642 = trunc i64 %641 to i33
  %643 = zext i33 %640 to i64
  store i64 %643, ptr %84, align 8
  %644 = load i64, ptr %84, align 8
  %645 = zext i33 %642 to i64
  store i64 %645, ptr %85, align 8
  %646 = load i64, ptr %85, align 8
  %647 = call i64 @op_rem(i64 noundef %644, i64 noundef %646)
  store i64 %647, ptr %86, align 8
  %648 = load i64, ptr %86, align 8
  %649 = trunc i64 %648 to i33
  %650 = zext i33 %649 to i64
  store i64 %650, ptr %83, align 8
  %651 = load i64, ptr %79, align 8
  %652 = trunc i64 %651 to i33
  %653 = zext i33 %652 to i64
  store i64 %653, ptr %87, align 8
  %654 = load i64, ptr %87, align 8
  %655 = call i64 @bits(i64 noundef %654)
  call void @mix(i64 noundef %655)
  %656 = load i64, ptr %83, align 8
  %657 = trunc i64 %656 to i33
  %658 = zext i33 %657 to i64
  store i64 %658, ptr %88, align 8
  %659 = load i64, ptr %88, align 8
  %660 = call i64 @bits(i64 noundef %659)
  call void @mix(i64 noundef %660)
  %661 = load i64, ptr %79, align 8
  %662 = trunc i64 %661 to i33
  %663 = load i64, ptr %78, align 8
  %664 = trunc i64 %663 to i33
  %665 = zext i33 %662 to i64
  store i64 %665, ptr %89, align 8
  %666 = load i64, ptr %89, align 8
  %667 = zext i33 %664 to i64
  store i64 %667, ptr %90, align 8
  %668 = load i64, ptr %90, align 8
  %669 = call i64 @op_mul(i64 noundef %666, i64 noundef %668)
  store i64 %669, ptr %91, align 8
  %670 = load i64, ptr %91, align 8
  %671 = trunc i64 %670 to i33
  %672 = load i64, ptr %83, align 8
  %673 = trunc i64 %672 to i33
  %674 = add i33 %671, %673
  %675 = load i64, ptr %77, align 8
  %676 = trunc i64 %675 to i33
  %677 = icmp ne i33 %674, %676
  br i1 %677, label %678, label %688

678:                                              ; preds = %626
  %679 = load i32, ptr %3, align 4
  %680 = add nsw i32 %679, 1
  store i32 %680, ptr %3, align 4
  %681 = load i64, ptr %77, align 8
  %682 = trunc i64 %681 to i33
  %683 = zext i33 %682 to i64
  %684 = load i64, ptr %78, align 8
  %685 = trunc i64 %684 to i33
  %686 = zext i33 %685 to i64
  %687 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %683, i64 noundef %686)
  br label %688

688:                                              ; preds = %678, %626
  %689 = load i64, ptr %83, align 8
  %690 = trunc i64 %689 to i33
  %691 = icmp ne i33 %690, 0
  br i1 %691, label %692, label %712

692:                                              ; preds = %688
  %693 = load i64, ptr %83, align 8
  %694 = trunc i64 %693 to i33
  %695 = icmp ult i33 %694, 0
  %696 = zext i1 %695 to i32
  %697 = load i64, ptr %77, align 8
  %698 = trunc i64 %697 to i33
  %699 = icmp ult i33 %698, 0
  %700 = zext i1 %699 to i32
  %701 = icmp ne i32 %696, %700
  br i1 %701, label %702, label %712

702:                                              ; preds = %692
  %703 = load i32, ptr %3, align 4
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr %3, align 4
  %705 = load i64, ptr %77, align 8
  %706 = trunc i64 %705 to i33
  %707 = zext i33 %706 to i64
  %708 = load i64, ptr %78, align 8
  %709 = trunc i64 %708 to i33
  %710 = zext i33 %709 to i64
  %711 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %707, i64 noundef %710)
  br label %712

712:                                              ; preds = %702, %692, %688
  br label %713

713:                                              ; preds = %712, %625
  %714 = load i32, ptr %76, align 4
  %715 = add nsw i32 %714, 1
  store i32 %715, ptr %76, align 4
  br label %606, !llvm.loop !25

716:                                              ; preds = %606
  br label %717

717:                                              ; preds = %716
  %718 = load i32, ptr %75, align 4
  %719 = add nsw i32 %718, 1
  store i32 %719, ptr %75, align 4
  br label %602, !llvm.loop !26

720:                                              ; preds = %602
  %721 = load i64, ptr @h, align 8
  %722 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %721)
  %723 = load i64, ptr @h, align 8
  %724 = load i64, ptr %2, align 8
  %725 = xor i64 %724, %723
  store i64 %725, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %92, align 4
  br label %726

726:                                              ; preds = %777, %720
  %727 = load i32, ptr %92, align 4
  %728 = icmp slt i32 %727, 21
  br i1 %728, label %729, label %780

729:                                              ; preds = %726
  store i32 0, ptr %93, align 4
  br label %730

730:                                              ; preds = %773, %729
  %731 = load i32, ptr %93, align 4
  %732 = icmp slt i32 %731, 33
  br i1 %732, label %733, label %776

733:                                              ; preds = %730
  %734 = load i32, ptr %92, align 4
  %735 = sext i32 %734 to i64
  %736 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %735
  %737 = load volatile i64, ptr %736, align 8
  %738 = trunc i64 %737 to i33
  %739 = zext i33 %738 to i64
  store i64 %739, ptr %94, align 8
  %740 = load i64, ptr %94, align 8
  %741 = trunc i64 %740 to i33
  %742 = load i32, ptr %93, align 4
  %743 = zext i33 %741 to i64
  store i64 %743, ptr %95, align 8
  %744 = load i64, ptr %95, align 8
  %745 = call i64 @op_shl(i64 noundef %744, i32 noundef %742)
  store i64 %745, ptr %96, align 8
  %746 = load i64, ptr %96, align 8
  %747 = trunc i64 %746 to i33
  %748 = zext i33 %747 to i64
  store i64 %748, ptr %97, align 8
  %749 = load i64, ptr %97, align 8
  %750 = call i64 @bits(i64 noundef %749)
  call void @mix(i64 noundef %750)
  %751 = load i64, ptr %94, align 8
  %752 = trunc i64 %751 to i33
  %753 = load i32, ptr %93, align 4
  %754 = zext i33 %752 to i64
  store i64 %754, ptr %98, align 8
  %755 = load i64, ptr %98, align 8
  %756 = call i64 @op_lshr(i64 noundef %755, i32 noundef %753)
  store i64 %756, ptr %99, align 8
  %757 = load i64, ptr %99, align 8
  %758 = trunc i64 %757 to i33
  %759 = zext i33 %758 to i64
  store i64 %759, ptr %100, align 8
  %760 = load i64, ptr %100, align 8
  %761 = call i64 @bits(i64 noundef %760)
  call void @mix(i64 noundef %761)
  %762 = load i64, ptr %94, align 8
  %763 = trunc i64 %762 to i33
  %764 = load i32, ptr %93, align 4
  %765 = zext i33 %763 to i64
  store i64 %765, ptr %101, align 8
  %766 = load i64, ptr %101, align 8
  %767 = call i64 @op_ashr(i64 noundef %766, i32 noundef %764)
  store i64 %767, ptr %102, align 8
  %768 = load i64, ptr %102, align 8
  %769 = trunc i64 %768 to i33
  %770 = zext i33 %769 to i64
  store i64 %770, ptr %103, align 8
  %771 = load i64, ptr %103, align 8
  %772 = call i64 @bits(i64 noundef %771)
  call void @mix(i64 noundef %772)
  br label %773

773:                                              ; preds = %733
  %774 = load i32, ptr %93, align 4
  %775 = add nsw i32 %774, 1
  store i32 %775, ptr %93, align 4
  br label %730, !llvm.loop !27

776:                                              ; preds = %730
  br label %777

777:                                              ; preds = %776
  %778 = load i32, ptr %92, align 4
  %779 = add nsw i32 %778, 1
  store i32 %779, ptr %92, align 4
  br label %726, !llvm.loop !28

780:                                              ; preds = %726
  %781 = load i64, ptr @h, align 8
  %782 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %781)
  %783 = load i64, ptr @h, align 8
  %784 = load i64, ptr %2, align 8
  %785 = xor i64 %784, %783
  store i64 %785, ptr %2, align 8
  store i32 0, ptr %104, align 4
  br label %786

786:                                              ; preds = %828, %780
  %787 = load i32, ptr %104, align 4
  %788 = icmp slt i32 %787, 21
  br i1 %788, label %789, label %831

789:                                              ; preds = %786
  %790 = load i32, ptr %104, align 4
  %791 = sext i32 %790 to i64
  %792 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %791
  %793 = load volatile i64, ptr %792, align 8
  %794 = trunc i64 %793 to i33
  %795 = zext i33 %794 to i64
  store i64 %795, ptr %105, align 8
  %796 = load i64, ptr %105, align 8
  %797 = trunc i64 %796 to i33
  %798 = zext i33 %797 to i64
  %799 = load i64, ptr %105, align 8
  %800 = trunc i64 %799 to i33
  %801 = zext i33 %800 to i64
  store i64 %801, ptr %106, align 8
  %802 = load i64, ptr %106, align 8
  %803 = call i64 @op_shl(i64 noundef %802, i32 noundef 32)
  store i64 %803, ptr %107, align 8
  %804 = load i64, ptr %107, align 8
  %805 = trunc i64 %804 to i33
  %806 = zext i33 %805 to i64
  store i64 %806, ptr %108, align 8
  %807 = load i64, ptr %108, align 8
  %808 = call i64 @bits(i64 noundef %807)
  %809 = load i64, ptr %105, align 8
  %810 = trunc i64 %809 to i33
  %811 = zext i33 %810 to i64
  store i64 %811, ptr %109, align 8
  %812 = load i64, ptr %109, align 8
  %813 = call i64 @op_lshr(i64 noundef %812, i32 noundef 32)
  store i64 %813, ptr %110, align 8
  %814 = load i64, ptr %110, align 8
  %815 = trunc i64 %814 to i33
  %816 = zext i33 %815 to i64
  store i64 %816, ptr %111, align 8
  %817 = load i64, ptr %111, align 8
  %818 = call i64 @bits(i64 noundef %817)
  %819 = load i64, ptr %105, align 8
  %820 = trunc i64 %819 to i33
  %821 = zext i33 %820 to i64
  store i64 %821, ptr %112, align 8
  %822 = load i64, ptr %112, align 8
  %823 = call i64 @op_ashr(i64 noundef %822, i32 noundef 32)
  store i64 %823, ptr %113, align 8
  %824 = load i64, ptr %113, align 8
  %825 = trunc i64 %824 to i33
  %826 = zext i33 %825 to i64
  %827 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %798, i32 noundef 32, i64 noundef %808, i32 noundef 32, i64 noundef %818, i32 noundef 32, i64 noundef %826)
  br label %828

828:                                              ; preds = %789
  %829 = load i32, ptr %104, align 4
  %830 = add nsw i32 %829, 4
  store i32 %830, ptr %104, align 4
  br label %786, !llvm.loop !29

831:                                              ; preds = %786
  store i32 0, ptr %114, align 4
  br label %832

832:                                              ; preds = %1019, %831
  %833 = load i32, ptr %114, align 4
  %834 = icmp slt i32 %833, 21
  br i1 %834, label %835, label %1022

835:                                              ; preds = %832
  %836 = load i32, ptr %114, align 4
  %837 = sext i32 %836 to i64
  %838 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %837
  %839 = load volatile i64, ptr %838, align 8
  %840 = trunc i64 %839 to i33
  %841 = zext i33 %840 to i64
  store i64 %841, ptr %115, align 8
  %842 = load i64, ptr %115, align 8
  %843 = trunc i64 %842 to i33
  %844 = zext i33 %843 to i64
  %845 = load i64, ptr %115, align 8
  %846 = trunc i64 %845 to i33
  %847 = zext i33 %846 to i64
  store i64 %847, ptr %116, align 8
  %848 = load i64, ptr %116, align 8
  %849 = call i64 @op_neg(i64 noundef %848)
  store i64 %849, ptr %117, align 8
  %850 = load i64, ptr %117, align 8
  %851 = trunc i64 %850 to i33
  %852 = zext i33 %851 to i64
  store i64 %852, ptr %118, align 8
  %853 = load i64, ptr %118, align 8
  %854 = call i64 @bits(i64 noundef %853)
  %855 = load i64, ptr %115, align 8
  %856 = trunc i64 %855 to i33
  %857 = zext i33 %856 to i64
  store i64 %857, ptr %119, align 8
  %858 = load i64, ptr %119, align 8
  %859 = call i64 @op_not(i64 noundef %858)
  store i64 %859, ptr %120, align 8
  %860 = load i64, ptr %120, align 8
  %861 = trunc i64 %860 to i33
  %862 = zext i33 %861 to i64
  store i64 %862, ptr %121, align 8
  %863 = load i64, ptr %121, align 8
  %864 = call i64 @bits(i64 noundef %863)
  %865 = load i64, ptr %115, align 8
  %866 = trunc i64 %865 to i33
  %867 = zext i33 %866 to i64
  store i64 %867, ptr %122, align 8
  %868 = load i64, ptr %122, align 8
  %869 = call i64 @op_abs(i64 noundef %868)
  store i64 %869, ptr %123, align 8
  %870 = load i64, ptr %123, align 8
  %871 = trunc i64 %870 to i33
  %872 = zext i33 %871 to i64
  store i64 %872, ptr %124, align 8
  %873 = load i64, ptr %124, align 8
  %874 = call i64 @bits(i64 noundef %873)
  %875 = load i64, ptr %115, align 8
  %876 = trunc i64 %875 to i33
  %877 = zext i33 %876 to i64
  store i64 %877, ptr %125, align 8
  %878 = load i64, ptr %125, align 8
  %879 = call i64 @div3(i64 noundef %878)
  store i64 %879, ptr %126, align 8
  %880 = load i64, ptr %126, align 8
  %881 = trunc i64 %880 to i33
  %882 = zext i33 %881 to i64
  %883 = load i64, ptr %115, align 8
  %884 = trunc i64 %883 to i33
  %885 = zext i33 %884 to i64
  store i64 %885, ptr %127, align 8
  %886 = load i64, ptr %127, align 8
  %887 = call i64 @div7(i64 noundef %886)
  store i64 %887, ptr %128, align 8
  %888 = load i64, ptr %128, align 8
  %889 = trunc i64 %888 to i33
  %890 = zext i33 %889 to i64
  %891 = load i64, ptr %115, align 8
  %892 = trunc i64 %891 to i33
  %893 = zext i33 %892 to i64
  store i64 %893, ptr %129, align 8
  %894 = load i64, ptr %129, align 8
  %895 = call i64 @div10(i64 noundef %894)
  store i64 %895, ptr %130, align 8
  %896 = load i64, ptr %130, align 8
  %897 = trunc i64 %896 to i33
  %898 = zext i33 %897 to i64
  %899 = load i64, ptr %115, align 8
  %900 = trunc i64 %899 to i33
  %901 = zext i33 %900 to i64
  store i64 %901, ptr %131, align 8
  %902 = load i64, ptr %131, align 8
  %903 = call i64 @rem10(i64 noundef %902)
  store i64 %903, ptr %132, align 8
  %904 = load i64, ptr %132, align 8
  %905 = trunc i64 %904 to i33
  %906 = zext i33 %905 to i64
  %907 = load i64, ptr %115, align 8
  %908 = trunc i64 %907 to i33
  %909 = zext i33 %908 to i64
  store i64 %909, ptr %133, align 8
  %910 = load i64, ptr %133, align 8
  %911 = call i64 @div16(i64 noundef %910)
  store i64 %911, ptr %134, align 8
  %912 = load i64, ptr %134, align 8
  %913 = trunc i64 %912 to i33
  %914 = zext i33 %913 to i64
  %915 = load i64, ptr %115, align 8
  %916 = trunc i64 %915 to i33
  %917 = zext i33 %916 to i64
  store i64 %917, ptr %135, align 8
  %918 = load i64, ptr %135, align 8
  %919 = call i64 @rem16(i64 noundef %918)
  store i64 %919, ptr %136, align 8
  %920 = load i64, ptr %136, align 8
  %921 = trunc i64 %920 to i33
  %922 = zext i33 %921 to i64
  %923 = load i64, ptr %115, align 8
  %924 = trunc i64 %923 to i33
  %925 = zext i33 %924 to i64
  store i64 %925, ptr %137, align 8
  %926 = load i64, ptr %137, align 8
  %927 = call i64 @divm5(i64 noundef %926)
  store i64 %927, ptr %138, align 8
  %928 = load i64, ptr %138, align 8
  %929 = trunc i64 %928 to i33
  %930 = zext i33 %929 to i64
  %931 = load i64, ptr %115, align 8
  %932 = trunc i64 %931 to i33
  %933 = zext i33 %932 to i64
  store i64 %933, ptr %139, align 8
  %934 = load i64, ptr %139, align 8
  %935 = call i64 @divmax(i64 noundef %934)
  store i64 %935, ptr %140, align 8
  %936 = load i64, ptr %140, align 8
  %937 = trunc i64 %936 to i33
  %938 = zext i33 %937 to i64
  %939 = load i64, ptr %115, align 8
  %940 = trunc i64 %939 to i33
  %941 = uitofp i33 %940 to float
  %942 = fpext float %941 to double
  %943 = load i64, ptr %115, align 8
  %944 = trunc i64 %943 to i33
  %945 = uitofp i33 %944 to double
  %946 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %844, i64 noundef %854, i64 noundef %864, i64 noundef %874, i64 noundef %882, i64 noundef %890, i64 noundef %898, i64 noundef %906, i64 noundef %914, i64 noundef %922, i64 noundef %930, i64 noundef %938, double noundef %942, double noundef %945)
  %947 = load i64, ptr %115, align 8
  %948 = trunc i64 %947 to i33
  %949 = zext i33 %948 to i64
  store i64 %949, ptr %141, align 8
  %950 = load i64, ptr %141, align 8
  %951 = call i64 @div10(i64 noundef %950)
  store i64 %951, ptr %142, align 8
  %952 = load i64, ptr %142, align 8
  %953 = trunc i64 %952 to i33
  %954 = load i64, ptr %115, align 8
  %955 = trunc i64 %954 to i33
  %956 = zext i33 %955 to i64
  store i64 %956, ptr %143, align 8
  %957 = load i64, ptr %143, align 8
  store i64 10, ptr %144, align 8
  %958 = load i64, ptr %144, align 8
  %959 = call i64 @op_div(i64 noundef %957, i64 noundef %958)
  store i64 %959, ptr %145, align 8
  %960 = load i64, ptr %145, align 8
  %961 = trunc i64 %960 to i33
  %962 = icmp ne i33 %953, %961
  br i1 %962, label %1014, label %963

963:                                              ; preds = %835
  %964 = load i64, ptr %115, align 8
  %965 = trunc i64 %964 to i33
  %966 = zext i33 %965 to i64
  store i64 %966, ptr %146, align 8
  %967 = load i64, ptr %146, align 8
  %968 = call i64 @rem10(i64 noundef %967)
  store i64 %968, ptr %147, align 8
  %969 = load i64, ptr %147, align 8
  %970 = trunc i64 %969 to i33
  %971 = load i64, ptr %115, align 8
  %972 = trunc i64 %971 to i33
  %973 = zext i33 %972 to i64
  store i64 %973, ptr %148, align 8
  %974 = load i64, ptr %148, align 8
  store i64 10, ptr %149, align 8
  %975 = load i64, ptr %149, align 8
  %976 = call i64 @op_rem(i64 noundef %974, i64 noundef %975)
  store i64 %976, ptr %150, align 8
  %977 = load i64, ptr %150, align 8
  %978 = trunc i64 %977 to i33
  %979 = icmp ne i33 %970, %978
  br i1 %979, label %1014, label %980

980:                                              ; preds = %963
  %981 = load i64, ptr %115, align 8
  %982 = trunc i64 %981 to i33
  %983 = zext i33 %982 to i64
  store i64 %983, ptr %151, align 8
  %984 = load i64, ptr %151, align 8
  %985 = call i64 @div7(i64 noundef %984)
  store i64 %985, ptr %152, align 8
  %986 = load i64, ptr %152, align 8
  %987 = trunc i64 %986 to i33
  %988 = load i64, ptr %115, align 8
  %989 = trunc i64 %988 to i33
  %990 = zext i33 %989 to i64
  store i64 %990, ptr %153, align 8
  %991 = load i64, ptr %153, align 8
  store i64 7, ptr %154, align 8
  %992 = load i64, ptr %154, align 8
  %993 = call i64 @op_div(i64 noundef %991, i64 noundef %992)
  store i64 %993, ptr %155, align 8
  %994 = load i64, ptr %155, align 8
  %995 = trunc i64 %994 to i33
  %996 = icmp ne i33 %987, %995
  br i1 %996, label %1014, label %997

997:                                              ; preds = %980
  %998 = load i64, ptr %115, align 8
  %999 = trunc i64 %998 to i33
  %1000 = zext i33 %999 to i64
  store i64 %1000, ptr %156, align 8
  %1001 = load i64, ptr %156, align 8
  %1002 = call i64 @div16(i64 noundef %1001)
  store i64 %1002, ptr %157, align 8
  %1003 = load i64, ptr %157, align 8
  %1004 = trunc i64 %1003 to i33
  %1005 = load i64, ptr %115, align 8
  %1006 = trunc i64 %1005 to i33
  %1007 = zext i33 %1006 to i64
  store i64 %1007, ptr %158, align 8
  %1008 = load i64, ptr %158, align 8
  store i64 16, ptr %159, align 8
  %1009 = load i64, ptr %159, align 8
  %1010 = call i64 @op_div(i64 noundef %1008, i64 noundef %1009)
  store i64 %1010, ptr %160, align 8
  %1011 = load i64, ptr %160, align 8
  %1012 = trunc i64 %1011 to i33
  %1013 = icmp ne i33 %1004, %1012
  br i1 %1013, label %1014, label %1018

1014:                                             ; preds = %997, %980, %963, %835
  %1015 = load i32, ptr %3, align 4
  %1016 = add nsw i32 %1015, 1
  store i32 %1016, ptr %3, align 4
  %1017 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %1018

1018:                                             ; preds = %1014, %997
  br label %1019

1019:                                             ; preds = %1018
  %1020 = load i32, ptr %114, align 4
  %1021 = add nsw i32 %1020, 1
  store i32 %1021, ptr %114, align 4
  br label %832, !llvm.loop !30

1022:                                             ; preds = %832
  %1023 = load i64, ptr %2, align 8
  %1024 = load i32, ptr %3, align 4
  %1025 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %1023, i32 noundef %1024)
  %1026 = load i32, ptr %3, align 4
  %1027 = icmp ne i32 %1026, 0
  br i1 %1027, label %1028, label %1029

1028:                                             ; preds = %1022
  br label %1033

1029:                                             ; preds = %1022
  %1030 = load i64, ptr %2, align 8
  %1031 = and i64 %1030, 63
  %1032 = trunc i64 %1031 to i32
  br label %1033

1033:                                             ; preds = %1029, %1028
  %1034 = phi i32 [ 100, %1028 ], [ %1032, %1029 ]
  ret i32 %1034
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @h, align 8
  %4 = load i64, ptr %2, align 8
  %5 = xor i64 %3, %4
  %6 = mul i64 %5, 1099511628211
  store i64 %6, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = zext i33 %5 to i64
  store i64 %6, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = add i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = sub i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = mul i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_and(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = and i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_or(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = or i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_xor(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = xor i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_min(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = icmp ult i33 %15, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8
  %21 = trunc i64 %20 to i33
  br label %25

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8
  %24 = trunc i64 %23 to i33
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ]
  store i33 %26, ptr %3, align 8
  %27 = load i33, ptr %3, align 8
  %28 = zext i33 %27 to i64
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = icmp ugt i33 %15, %17
  br i1 %18, label %19, label %22

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8
  %21 = trunc i64 %20 to i33
  br label %25

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8
  %24 = trunc i64 %23 to i33
  br label %25

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ]
  store i33 %26, ptr %3, align 8
  %27 = load i33, ptr %3, align 8
  %28 = zext i33 %27 to i64
  ret i64 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  store i64 %1, ptr %4, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = zext i33 %8 to i64
  store i64 %11, ptr %5, align 8
  %12 = zext i33 %10 to i64
  store i64 %12, ptr %6, align 8
  %13 = load i64, ptr %5, align 8
  %14 = trunc i64 %13 to i33
  %15 = load i64, ptr %6, align 8
  %16 = trunc i64 %15 to i33
  %17 = icmp eq i33 %14, %16
  %18 = zext i1 %17 to i32
  %19 = load i64, ptr %5, align 8
  %20 = trunc i64 %19 to i33
  %21 = load i64, ptr %6, align 8
  %22 = trunc i64 %21 to i33
  %23 = icmp ne i33 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 1
  %26 = or i32 %18, %25
  %27 = load i64, ptr %5, align 8
  %28 = trunc i64 %27 to i33
  %29 = load i64, ptr %6, align 8
  %30 = trunc i64 %29 to i33
  %31 = icmp ult i33 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 2
  %34 = or i32 %26, %33
  %35 = load i64, ptr %5, align 8
  %36 = trunc i64 %35 to i33
  %37 = load i64, ptr %6, align 8
  %38 = trunc i64 %37 to i33
  %39 = icmp ule i33 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 3
  %42 = or i32 %34, %41
  %43 = load i64, ptr %5, align 8
  %44 = trunc i64 %43 to i33
  %45 = load i64, ptr %6, align 8
  %46 = trunc i64 %45 to i33
  %47 = icmp ugt i33 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 4
  %50 = or i32 %42, %49
  %51 = load i64, ptr %5, align 8
  %52 = trunc i64 %51 to i33
  %53 = load i64, ptr %6, align 8
  %54 = trunc i64 %53 to i33
  %55 = icmp uge i33 %52, %54
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 5
  %58 = or i32 %50, %57
  %59 = load i64, ptr %5, align 8
  %60 = trunc i64 %59 to i33
  %61 = load i64, ptr %6, align 8
  %62 = trunc i64 %61 to i33
  %63 = icmp ult i33 %60, %62
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 6
  %66 = or i32 %58, %65
  %67 = load i64, ptr %5, align 8
  %68 = trunc i64 %67 to i33
  %69 = load i64, ptr %6, align 8
  %70 = trunc i64 %69 to i33
  %71 = icmp uge i33 %68, %70
  %72 = zext i1 %71 to i32
  %73 = shl i32 %72, 7
  %74 = or i32 %66, %73
  %75 = load i64, ptr %5, align 8
  %76 = trunc i64 %75 to i33
  %77 = icmp ne i33 %76, 0
  %78 = xor i1 %77, true
  %79 = zext i1 %78 to i32
  %80 = shl i32 %79, 8
  %81 = or i32 %74, %80
  %82 = load i64, ptr %6, align 8
  %83 = trunc i64 %82 to i33
  %84 = icmp ne i33 %83, 0
  %85 = xor i1 %84, true
  %86 = xor i1 %85, true
  %87 = zext i1 %86 to i32
  %88 = shl i32 %87, 9
  %89 = or i32 %81, %88
  ret i32 %89
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = udiv i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_rem(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
  %14 = load i64, ptr %6, align 8
  %15 = trunc i64 %14 to i33
  %16 = load i64, ptr %7, align 8
  %17 = trunc i64 %16 to i33
  %18 = urem i33 %15, %17
  store i33 %18, ptr %3, align 8
  %19 = load i33, ptr %3, align 8
  %20 = zext i33 %19 to i64
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_shl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i33
  %14 = shl i33 %11, %13
  store i33 %14, ptr %3, align 8
  %15 = load i33, ptr %3, align 8
  %16 = zext i33 %15 to i64
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_lshr(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i33
  %14 = lshr i33 %11, %13
  store i33 %14, ptr %3, align 8
  %15 = load i33, ptr %3, align 8
  %16 = zext i33 %15 to i64
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_ashr(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = load i32, ptr %6, align 4
  %13 = zext i32 %12 to i33
  %14 = lshr i33 %11, %13
  store i33 %14, ptr %3, align 8
  %15 = load i33, ptr %3, align 8
  %16 = zext i33 %15 to i64
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_neg(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = sub i33 0, %9
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_not(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = xor i33 %9, -1
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_abs(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %4, align 8
  %10 = load i64, ptr %4, align 8
  %11 = trunc i64 %10 to i33
  %12 = icmp ult i33 %11, 0
  br i1 %12, label %13, label %21

13:                                               ; preds = %1
  %14 = load i64, ptr %4, align 8
  %15 = trunc i64 %14 to i33
  %16 = zext i33 %15 to i64
  store i64 %16, ptr %5, align 8
  %17 = load i64, ptr %5, align 8
  %18 = call i64 @op_neg(i64 noundef %17)
  store i64 %18, ptr %6, align 8
  %19 = load i64, ptr %6, align 8
  %20 = trunc i64 %19 to i33
  br label %24

21:                                               ; preds = %1
  %22 = load i64, ptr %4, align 8
  %23 = trunc i64 %22 to i33
  br label %24

24:                                               ; preds = %21, %13
  %25 = phi i33 [ %20, %13 ], [ %23, %21 ]
  store i33 %25, ptr %2, align 8
  %26 = load i33, ptr %2, align 8
  %27 = zext i33 %26 to i64
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div3(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, 3
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div7(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, 7
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div10(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, 10
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem10(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = urem i33 %9, 10
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div16(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, 16
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem16(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = urem i33 %9, 16
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divm5(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, 5
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divmax(i64 noundef %0) #0 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  %10 = udiv i33 %9, -1
  store i33 %10, ptr %2, align 8
  %11 = load i33, ptr %2, align 8
  %12 = zext i33 %11 to i64
  ret i64 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
