; ModuleID = 'programs/memcpy_memmove_sizes.c'
source_filename = "programs/memcpy_memmove_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.anon = type { double, i32, [5 x i8] }

@src = internal global [400 x i8] zeroinitializer, align 1
@dst = internal global [400 x i8] zeroinitializer, align 1
@ref = internal global [400 x i8] zeroinitializer, align 1
@__const.main.s1 = private unnamed_addr constant %struct.anon { double 1.500000e+00, i32 7, [5 x i8] c"abcd\00" }, align 8
@.str = private unnamed_addr constant [22 x i8] c"struct copy %g %d %s\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"hash %08x bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca [400 x i8], align 1
  %11 = alloca [400 x i8], align 1
  %12 = alloca i32, align 4
  %13 = alloca [1 x i8], align 1
  %14 = alloca [1 x i8], align 1
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [2 x i8], align 1
  %18 = alloca [2 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [3 x i8], align 1
  %22 = alloca [3 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca [4 x i8], align 1
  %26 = alloca [4 x i8], align 1
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca [5 x i8], align 1
  %30 = alloca [5 x i8], align 1
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca [7 x i8], align 1
  %34 = alloca [7 x i8], align 1
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca [8 x i8], align 1
  %38 = alloca [8 x i8], align 1
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca [9 x i8], align 1
  %42 = alloca [9 x i8], align 1
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca [12 x i8], align 1
  %46 = alloca [12 x i8], align 1
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca [15 x i8], align 1
  %50 = alloca [15 x i8], align 1
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca [16 x i8], align 1
  %54 = alloca [16 x i8], align 1
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca [17 x i8], align 1
  %58 = alloca [17 x i8], align 1
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca [24 x i8], align 1
  %62 = alloca [24 x i8], align 1
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca [31 x i8], align 1
  %66 = alloca [31 x i8], align 1
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca [32 x i8], align 1
  %70 = alloca [32 x i8], align 1
  %71 = alloca i32, align 4
  %72 = alloca i32, align 4
  %73 = alloca [33 x i8], align 1
  %74 = alloca [33 x i8], align 1
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca [48 x i8], align 1
  %78 = alloca [48 x i8], align 1
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca [63 x i8], align 1
  %82 = alloca [63 x i8], align 1
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca [64 x i8], align 1
  %86 = alloca [64 x i8], align 1
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca %struct.anon, align 8
  %90 = alloca %struct.anon, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %91

91:                                               ; preds = %102, %0
  %92 = load i32, ptr %2, align 4
  %93 = icmp slt i32 %92, 400
  br i1 %93, label %94, label %105

94:                                               ; preds = %91
  %95 = load i32, ptr %2, align 4
  %96 = mul nsw i32 %95, 37
  %97 = add nsw i32 %96, 11
  %98 = trunc i32 %97 to i8
  %99 = load i32, ptr %2, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [400 x i8], ptr @src, i64 0, i64 %100
  store i8 %98, ptr %101, align 1
  br label %102

102:                                              ; preds = %94
  %103 = load i32, ptr %2, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %2, align 4
  br label %91, !llvm.loop !6

105:                                              ; preds = %91
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  br label %106

106:                                              ; preds = %146, %105
  %107 = load i64, ptr %5, align 8
  %108 = icmp ule i64 %107, 300
  br i1 %108, label %109, label %149

109:                                              ; preds = %106
  store i32 0, ptr %6, align 4
  br label %110

110:                                              ; preds = %142, %109
  %111 = load i32, ptr %6, align 4
  %112 = icmp slt i32 %111, 8
  br i1 %112, label %113, label %145

113:                                              ; preds = %110
  store i32 0, ptr %7, align 4
  br label %114

114:                                              ; preds = %138, %113
  %115 = load i32, ptr %7, align 4
  %116 = icmp slt i32 %115, 8
  br i1 %116, label %117, label %141

117:                                              ; preds = %114
  call void @llvm.memset.p0.i64(ptr align 1 @dst, i8 -18, i64 400, i1 false)
  call void @llvm.memset.p0.i64(ptr align 1 @ref, i8 -18, i64 400, i1 false)
  %118 = load i32, ptr %7, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds i8, ptr @dst, i64 %119
  %121 = load i32, ptr %6, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i8, ptr @src, i64 %122
  %124 = load i64, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %120, ptr align 1 %123, i64 %124, i1 false)
  %125 = load i32, ptr %7, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i8, ptr @ref, i64 %126
  %128 = load i32, ptr %6, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds i8, ptr @src, i64 %129
  %131 = load i64, ptr %5, align 8
  call void @byte_copy(ptr noundef %127, ptr noundef %130, i64 noundef %131)
  %132 = call i32 @memcmp(ptr noundef @dst, ptr noundef @ref, i64 noundef 400) #5
  %133 = icmp ne i32 %132, 0
  br i1 %133, label %134, label %137

134:                                              ; preds = %117
  %135 = load i32, ptr %3, align 4
  %136 = add nsw i32 %135, 1
  store i32 %136, ptr %3, align 4
  br label %137

137:                                              ; preds = %134, %117
  br label %138

138:                                              ; preds = %137
  %139 = load i32, ptr %7, align 4
  %140 = add nsw i32 %139, 2
  store i32 %140, ptr %7, align 4
  br label %114, !llvm.loop !8

141:                                              ; preds = %114
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %6, align 4
  %144 = add nsw i32 %143, 3
  store i32 %144, ptr %6, align 4
  br label %110, !llvm.loop !9

145:                                              ; preds = %110
  br label %146

146:                                              ; preds = %145
  %147 = load i64, ptr %5, align 8
  %148 = add i64 %147, 1
  store i64 %148, ptr %5, align 8
  br label %106, !llvm.loop !10

149:                                              ; preds = %106
  store i64 0, ptr %8, align 8
  br label %150

150:                                              ; preds = %211, %149
  %151 = load i64, ptr %8, align 8
  %152 = icmp ule i64 %151, 200
  br i1 %152, label %153, label %214

153:                                              ; preds = %150
  store i32 -9, ptr %9, align 4
  br label %154

154:                                              ; preds = %207, %153
  %155 = load i32, ptr %9, align 4
  %156 = icmp sle i32 %155, 9
  br i1 %156, label %157, label %210

157:                                              ; preds = %154
  store i32 0, ptr %12, align 4
  br label %158

158:                                              ; preds = %170, %157
  %159 = load i32, ptr %12, align 4
  %160 = icmp slt i32 %159, 400
  br i1 %160, label %161, label %173

161:                                              ; preds = %158
  %162 = load i32, ptr %12, align 4
  %163 = trunc i32 %162 to i8
  %164 = load i32, ptr %12, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [400 x i8], ptr %11, i64 0, i64 %165
  store i8 %163, ptr %166, align 1
  %167 = load i32, ptr %12, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [400 x i8], ptr %10, i64 0, i64 %168
  store i8 %163, ptr %169, align 1
  br label %170

170:                                              ; preds = %161
  %171 = load i32, ptr %12, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %12, align 4
  br label %158, !llvm.loop !11

173:                                              ; preds = %158
  %174 = getelementptr inbounds [400 x i8], ptr %10, i64 0, i64 0
  %175 = getelementptr inbounds i8, ptr %174, i64 100
  %176 = load i32, ptr %9, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds i8, ptr %175, i64 %177
  %179 = getelementptr inbounds [400 x i8], ptr %10, i64 0, i64 0
  %180 = getelementptr inbounds i8, ptr %179, i64 100
  %181 = load i64, ptr %8, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %178, ptr align 1 %180, i64 %181, i1 false)
  %182 = getelementptr inbounds [400 x i8], ptr %11, i64 0, i64 0
  %183 = getelementptr inbounds i8, ptr %182, i64 100
  %184 = load i32, ptr %9, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i8, ptr %183, i64 %185
  %187 = getelementptr inbounds [400 x i8], ptr %11, i64 0, i64 0
  %188 = getelementptr inbounds i8, ptr %187, i64 100
  %189 = load i64, ptr %8, align 8
  call void @byte_move(ptr noundef %186, ptr noundef %188, i64 noundef %189)
  %190 = getelementptr inbounds [400 x i8], ptr %10, i64 0, i64 0
  %191 = getelementptr inbounds [400 x i8], ptr %11, i64 0, i64 0
  %192 = call i32 @memcmp(ptr noundef %190, ptr noundef %191, i64 noundef 400) #5
  %193 = icmp ne i32 %192, 0
  br i1 %193, label %194, label %197

194:                                              ; preds = %173
  %195 = load i32, ptr %3, align 4
  %196 = add nsw i32 %195, 1
  store i32 %196, ptr %3, align 4
  br label %197

197:                                              ; preds = %194, %173
  %198 = load i32, ptr %4, align 4
  %199 = mul i32 %198, 31
  %200 = load i32, ptr %9, align 4
  %201 = add nsw i32 150, %200
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [400 x i8], ptr %10, i64 0, i64 %202
  %204 = load i8, ptr %203, align 1
  %205 = zext i8 %204 to i32
  %206 = add i32 %199, %205
  store i32 %206, ptr %4, align 4
  br label %207

207:                                              ; preds = %197
  %208 = load i32, ptr %9, align 4
  %209 = add nsw i32 %208, 3
  store i32 %209, ptr %9, align 4
  br label %154, !llvm.loop !12

210:                                              ; preds = %154
  br label %211

211:                                              ; preds = %210
  %212 = load i64, ptr %8, align 8
  %213 = add i64 %212, 7
  store i64 %213, ptr %8, align 8
  br label %150, !llvm.loop !13

214:                                              ; preds = %150
  br label %215

215:                                              ; preds = %214
  store i32 0, ptr %15, align 4
  br label %216

216:                                              ; preds = %227, %215
  %217 = load i32, ptr %15, align 4
  %218 = icmp slt i32 %217, 1
  br i1 %218, label %219, label %230

219:                                              ; preds = %216
  %220 = load i32, ptr %15, align 4
  %221 = mul nsw i32 %220, 7
  %222 = add nsw i32 %221, 1
  %223 = trunc i32 %222 to i8
  %224 = load i32, ptr %15, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 %225
  store i8 %223, ptr %226, align 1
  br label %227

227:                                              ; preds = %219
  %228 = load i32, ptr %15, align 4
  %229 = add nsw i32 %228, 1
  store i32 %229, ptr %15, align 4
  br label %216, !llvm.loop !14

230:                                              ; preds = %216
  %231 = getelementptr inbounds [1 x i8], ptr %14, i64 0, i64 0
  %232 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %231, ptr align 1 %232, i64 1, i1 false)
  store i32 0, ptr %16, align 4
  br label %233

233:                                              ; preds = %252, %230
  %234 = load i32, ptr %16, align 4
  %235 = icmp slt i32 %234, 1
  br i1 %235, label %236, label %255

236:                                              ; preds = %233
  %237 = load i32, ptr %16, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [1 x i8], ptr %14, i64 0, i64 %238
  %240 = load i8, ptr %239, align 1
  %241 = zext i8 %240 to i32
  %242 = load i32, ptr %16, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [1 x i8], ptr %13, i64 0, i64 %243
  %245 = load i8, ptr %244, align 1
  %246 = zext i8 %245 to i32
  %247 = icmp ne i32 %241, %246
  br i1 %247, label %248, label %251

248:                                              ; preds = %236
  %249 = load i32, ptr %3, align 4
  %250 = add nsw i32 %249, 1
  store i32 %250, ptr %3, align 4
  br label %251

251:                                              ; preds = %248, %236
  br label %252

252:                                              ; preds = %251
  %253 = load i32, ptr %16, align 4
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr %16, align 4
  br label %233, !llvm.loop !15

255:                                              ; preds = %233
  %256 = load i32, ptr %4, align 4
  %257 = mul i32 %256, 31
  %258 = getelementptr inbounds [1 x i8], ptr %14, i64 0, i64 0
  %259 = load i8, ptr %258, align 1
  %260 = zext i8 %259 to i32
  %261 = add i32 %257, %260
  store i32 %261, ptr %4, align 4
  br label %262

262:                                              ; preds = %255
  br label %263

263:                                              ; preds = %262
  store i32 0, ptr %19, align 4
  br label %264

264:                                              ; preds = %275, %263
  %265 = load i32, ptr %19, align 4
  %266 = icmp slt i32 %265, 2
  br i1 %266, label %267, label %278

267:                                              ; preds = %264
  %268 = load i32, ptr %19, align 4
  %269 = mul nsw i32 %268, 7
  %270 = add nsw i32 %269, 2
  %271 = trunc i32 %270 to i8
  %272 = load i32, ptr %19, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [2 x i8], ptr %17, i64 0, i64 %273
  store i8 %271, ptr %274, align 1
  br label %275

275:                                              ; preds = %267
  %276 = load i32, ptr %19, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %19, align 4
  br label %264, !llvm.loop !16

278:                                              ; preds = %264
  %279 = getelementptr inbounds [2 x i8], ptr %18, i64 0, i64 0
  %280 = getelementptr inbounds [2 x i8], ptr %17, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %279, ptr align 1 %280, i64 2, i1 false)
  store i32 0, ptr %20, align 4
  br label %281

281:                                              ; preds = %300, %278
  %282 = load i32, ptr %20, align 4
  %283 = icmp slt i32 %282, 2
  br i1 %283, label %284, label %303

284:                                              ; preds = %281
  %285 = load i32, ptr %20, align 4
  %286 = sext i32 %285 to i64
  %287 = getelementptr inbounds [2 x i8], ptr %18, i64 0, i64 %286
  %288 = load i8, ptr %287, align 1
  %289 = zext i8 %288 to i32
  %290 = load i32, ptr %20, align 4
  %291 = sext i32 %290 to i64
  %292 = getelementptr inbounds [2 x i8], ptr %17, i64 0, i64 %291
  %293 = load i8, ptr %292, align 1
  %294 = zext i8 %293 to i32
  %295 = icmp ne i32 %289, %294
  br i1 %295, label %296, label %299

296:                                              ; preds = %284
  %297 = load i32, ptr %3, align 4
  %298 = add nsw i32 %297, 1
  store i32 %298, ptr %3, align 4
  br label %299

299:                                              ; preds = %296, %284
  br label %300

300:                                              ; preds = %299
  %301 = load i32, ptr %20, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %20, align 4
  br label %281, !llvm.loop !17

303:                                              ; preds = %281
  %304 = load i32, ptr %4, align 4
  %305 = mul i32 %304, 31
  %306 = getelementptr inbounds [2 x i8], ptr %18, i64 0, i64 1
  %307 = load i8, ptr %306, align 1
  %308 = zext i8 %307 to i32
  %309 = add i32 %305, %308
  store i32 %309, ptr %4, align 4
  br label %310

310:                                              ; preds = %303
  br label %311

311:                                              ; preds = %310
  store i32 0, ptr %23, align 4
  br label %312

312:                                              ; preds = %323, %311
  %313 = load i32, ptr %23, align 4
  %314 = icmp slt i32 %313, 3
  br i1 %314, label %315, label %326

315:                                              ; preds = %312
  %316 = load i32, ptr %23, align 4
  %317 = mul nsw i32 %316, 7
  %318 = add nsw i32 %317, 3
  %319 = trunc i32 %318 to i8
  %320 = load i32, ptr %23, align 4
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 %321
  store i8 %319, ptr %322, align 1
  br label %323

323:                                              ; preds = %315
  %324 = load i32, ptr %23, align 4
  %325 = add nsw i32 %324, 1
  store i32 %325, ptr %23, align 4
  br label %312, !llvm.loop !18

326:                                              ; preds = %312
  %327 = getelementptr inbounds [3 x i8], ptr %22, i64 0, i64 0
  %328 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %327, ptr align 1 %328, i64 3, i1 false)
  store i32 0, ptr %24, align 4
  br label %329

329:                                              ; preds = %348, %326
  %330 = load i32, ptr %24, align 4
  %331 = icmp slt i32 %330, 3
  br i1 %331, label %332, label %351

332:                                              ; preds = %329
  %333 = load i32, ptr %24, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [3 x i8], ptr %22, i64 0, i64 %334
  %336 = load i8, ptr %335, align 1
  %337 = zext i8 %336 to i32
  %338 = load i32, ptr %24, align 4
  %339 = sext i32 %338 to i64
  %340 = getelementptr inbounds [3 x i8], ptr %21, i64 0, i64 %339
  %341 = load i8, ptr %340, align 1
  %342 = zext i8 %341 to i32
  %343 = icmp ne i32 %337, %342
  br i1 %343, label %344, label %347

344:                                              ; preds = %332
  %345 = load i32, ptr %3, align 4
  %346 = add nsw i32 %345, 1
  store i32 %346, ptr %3, align 4
  br label %347

347:                                              ; preds = %344, %332
  br label %348

348:                                              ; preds = %347
  %349 = load i32, ptr %24, align 4
  %350 = add nsw i32 %349, 1
  store i32 %350, ptr %24, align 4
  br label %329, !llvm.loop !19

351:                                              ; preds = %329
  %352 = load i32, ptr %4, align 4
  %353 = mul i32 %352, 31
  %354 = getelementptr inbounds [3 x i8], ptr %22, i64 0, i64 2
  %355 = load i8, ptr %354, align 1
  %356 = zext i8 %355 to i32
  %357 = add i32 %353, %356
  store i32 %357, ptr %4, align 4
  br label %358

358:                                              ; preds = %351
  br label %359

359:                                              ; preds = %358
  store i32 0, ptr %27, align 4
  br label %360

360:                                              ; preds = %371, %359
  %361 = load i32, ptr %27, align 4
  %362 = icmp slt i32 %361, 4
  br i1 %362, label %363, label %374

363:                                              ; preds = %360
  %364 = load i32, ptr %27, align 4
  %365 = mul nsw i32 %364, 7
  %366 = add nsw i32 %365, 4
  %367 = trunc i32 %366 to i8
  %368 = load i32, ptr %27, align 4
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [4 x i8], ptr %25, i64 0, i64 %369
  store i8 %367, ptr %370, align 1
  br label %371

371:                                              ; preds = %363
  %372 = load i32, ptr %27, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %27, align 4
  br label %360, !llvm.loop !20

374:                                              ; preds = %360
  %375 = getelementptr inbounds [4 x i8], ptr %26, i64 0, i64 0
  %376 = getelementptr inbounds [4 x i8], ptr %25, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %375, ptr align 1 %376, i64 4, i1 false)
  store i32 0, ptr %28, align 4
  br label %377

377:                                              ; preds = %396, %374
  %378 = load i32, ptr %28, align 4
  %379 = icmp slt i32 %378, 4
  br i1 %379, label %380, label %399

380:                                              ; preds = %377
  %381 = load i32, ptr %28, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds [4 x i8], ptr %26, i64 0, i64 %382
  %384 = load i8, ptr %383, align 1
  %385 = zext i8 %384 to i32
  %386 = load i32, ptr %28, align 4
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds [4 x i8], ptr %25, i64 0, i64 %387
  %389 = load i8, ptr %388, align 1
  %390 = zext i8 %389 to i32
  %391 = icmp ne i32 %385, %390
  br i1 %391, label %392, label %395

392:                                              ; preds = %380
  %393 = load i32, ptr %3, align 4
  %394 = add nsw i32 %393, 1
  store i32 %394, ptr %3, align 4
  br label %395

395:                                              ; preds = %392, %380
  br label %396

396:                                              ; preds = %395
  %397 = load i32, ptr %28, align 4
  %398 = add nsw i32 %397, 1
  store i32 %398, ptr %28, align 4
  br label %377, !llvm.loop !21

399:                                              ; preds = %377
  %400 = load i32, ptr %4, align 4
  %401 = mul i32 %400, 31
  %402 = getelementptr inbounds [4 x i8], ptr %26, i64 0, i64 3
  %403 = load i8, ptr %402, align 1
  %404 = zext i8 %403 to i32
  %405 = add i32 %401, %404
  store i32 %405, ptr %4, align 4
  br label %406

406:                                              ; preds = %399
  br label %407

407:                                              ; preds = %406
  store i32 0, ptr %31, align 4
  br label %408

408:                                              ; preds = %419, %407
  %409 = load i32, ptr %31, align 4
  %410 = icmp slt i32 %409, 5
  br i1 %410, label %411, label %422

411:                                              ; preds = %408
  %412 = load i32, ptr %31, align 4
  %413 = mul nsw i32 %412, 7
  %414 = add nsw i32 %413, 5
  %415 = trunc i32 %414 to i8
  %416 = load i32, ptr %31, align 4
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds [5 x i8], ptr %29, i64 0, i64 %417
  store i8 %415, ptr %418, align 1
  br label %419

419:                                              ; preds = %411
  %420 = load i32, ptr %31, align 4
  %421 = add nsw i32 %420, 1
  store i32 %421, ptr %31, align 4
  br label %408, !llvm.loop !22

422:                                              ; preds = %408
  %423 = getelementptr inbounds [5 x i8], ptr %30, i64 0, i64 0
  %424 = getelementptr inbounds [5 x i8], ptr %29, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %423, ptr align 1 %424, i64 5, i1 false)
  store i32 0, ptr %32, align 4
  br label %425

425:                                              ; preds = %444, %422
  %426 = load i32, ptr %32, align 4
  %427 = icmp slt i32 %426, 5
  br i1 %427, label %428, label %447

428:                                              ; preds = %425
  %429 = load i32, ptr %32, align 4
  %430 = sext i32 %429 to i64
  %431 = getelementptr inbounds [5 x i8], ptr %30, i64 0, i64 %430
  %432 = load i8, ptr %431, align 1
  %433 = zext i8 %432 to i32
  %434 = load i32, ptr %32, align 4
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds [5 x i8], ptr %29, i64 0, i64 %435
  %437 = load i8, ptr %436, align 1
  %438 = zext i8 %437 to i32
  %439 = icmp ne i32 %433, %438
  br i1 %439, label %440, label %443

440:                                              ; preds = %428
  %441 = load i32, ptr %3, align 4
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr %3, align 4
  br label %443

443:                                              ; preds = %440, %428
  br label %444

444:                                              ; preds = %443
  %445 = load i32, ptr %32, align 4
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %32, align 4
  br label %425, !llvm.loop !23

447:                                              ; preds = %425
  %448 = load i32, ptr %4, align 4
  %449 = mul i32 %448, 31
  %450 = getelementptr inbounds [5 x i8], ptr %30, i64 0, i64 4
  %451 = load i8, ptr %450, align 1
  %452 = zext i8 %451 to i32
  %453 = add i32 %449, %452
  store i32 %453, ptr %4, align 4
  br label %454

454:                                              ; preds = %447
  br label %455

455:                                              ; preds = %454
  store i32 0, ptr %35, align 4
  br label %456

456:                                              ; preds = %467, %455
  %457 = load i32, ptr %35, align 4
  %458 = icmp slt i32 %457, 7
  br i1 %458, label %459, label %470

459:                                              ; preds = %456
  %460 = load i32, ptr %35, align 4
  %461 = mul nsw i32 %460, 7
  %462 = add nsw i32 %461, 7
  %463 = trunc i32 %462 to i8
  %464 = load i32, ptr %35, align 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds [7 x i8], ptr %33, i64 0, i64 %465
  store i8 %463, ptr %466, align 1
  br label %467

467:                                              ; preds = %459
  %468 = load i32, ptr %35, align 4
  %469 = add nsw i32 %468, 1
  store i32 %469, ptr %35, align 4
  br label %456, !llvm.loop !24

470:                                              ; preds = %456
  %471 = getelementptr inbounds [7 x i8], ptr %34, i64 0, i64 0
  %472 = getelementptr inbounds [7 x i8], ptr %33, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %471, ptr align 1 %472, i64 7, i1 false)
  store i32 0, ptr %36, align 4
  br label %473

473:                                              ; preds = %492, %470
  %474 = load i32, ptr %36, align 4
  %475 = icmp slt i32 %474, 7
  br i1 %475, label %476, label %495

476:                                              ; preds = %473
  %477 = load i32, ptr %36, align 4
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds [7 x i8], ptr %34, i64 0, i64 %478
  %480 = load i8, ptr %479, align 1
  %481 = zext i8 %480 to i32
  %482 = load i32, ptr %36, align 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [7 x i8], ptr %33, i64 0, i64 %483
  %485 = load i8, ptr %484, align 1
  %486 = zext i8 %485 to i32
  %487 = icmp ne i32 %481, %486
  br i1 %487, label %488, label %491

488:                                              ; preds = %476
  %489 = load i32, ptr %3, align 4
  %490 = add nsw i32 %489, 1
  store i32 %490, ptr %3, align 4
  br label %491

491:                                              ; preds = %488, %476
  br label %492

492:                                              ; preds = %491
  %493 = load i32, ptr %36, align 4
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr %36, align 4
  br label %473, !llvm.loop !25

495:                                              ; preds = %473
  %496 = load i32, ptr %4, align 4
  %497 = mul i32 %496, 31
  %498 = getelementptr inbounds [7 x i8], ptr %34, i64 0, i64 6
  %499 = load i8, ptr %498, align 1
  %500 = zext i8 %499 to i32
  %501 = add i32 %497, %500
  store i32 %501, ptr %4, align 4
  br label %502

502:                                              ; preds = %495
  br label %503

503:                                              ; preds = %502
  store i32 0, ptr %39, align 4
  br label %504

504:                                              ; preds = %515, %503
  %505 = load i32, ptr %39, align 4
  %506 = icmp slt i32 %505, 8
  br i1 %506, label %507, label %518

507:                                              ; preds = %504
  %508 = load i32, ptr %39, align 4
  %509 = mul nsw i32 %508, 7
  %510 = add nsw i32 %509, 8
  %511 = trunc i32 %510 to i8
  %512 = load i32, ptr %39, align 4
  %513 = sext i32 %512 to i64
  %514 = getelementptr inbounds [8 x i8], ptr %37, i64 0, i64 %513
  store i8 %511, ptr %514, align 1
  br label %515

515:                                              ; preds = %507
  %516 = load i32, ptr %39, align 4
  %517 = add nsw i32 %516, 1
  store i32 %517, ptr %39, align 4
  br label %504, !llvm.loop !26

518:                                              ; preds = %504
  %519 = getelementptr inbounds [8 x i8], ptr %38, i64 0, i64 0
  %520 = getelementptr inbounds [8 x i8], ptr %37, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %519, ptr align 1 %520, i64 8, i1 false)
  store i32 0, ptr %40, align 4
  br label %521

521:                                              ; preds = %540, %518
  %522 = load i32, ptr %40, align 4
  %523 = icmp slt i32 %522, 8
  br i1 %523, label %524, label %543

524:                                              ; preds = %521
  %525 = load i32, ptr %40, align 4
  %526 = sext i32 %525 to i64
  %527 = getelementptr inbounds [8 x i8], ptr %38, i64 0, i64 %526
  %528 = load i8, ptr %527, align 1
  %529 = zext i8 %528 to i32
  %530 = load i32, ptr %40, align 4
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds [8 x i8], ptr %37, i64 0, i64 %531
  %533 = load i8, ptr %532, align 1
  %534 = zext i8 %533 to i32
  %535 = icmp ne i32 %529, %534
  br i1 %535, label %536, label %539

536:                                              ; preds = %524
  %537 = load i32, ptr %3, align 4
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %3, align 4
  br label %539

539:                                              ; preds = %536, %524
  br label %540

540:                                              ; preds = %539
  %541 = load i32, ptr %40, align 4
  %542 = add nsw i32 %541, 1
  store i32 %542, ptr %40, align 4
  br label %521, !llvm.loop !27

543:                                              ; preds = %521
  %544 = load i32, ptr %4, align 4
  %545 = mul i32 %544, 31
  %546 = getelementptr inbounds [8 x i8], ptr %38, i64 0, i64 7
  %547 = load i8, ptr %546, align 1
  %548 = zext i8 %547 to i32
  %549 = add i32 %545, %548
  store i32 %549, ptr %4, align 4
  br label %550

550:                                              ; preds = %543
  br label %551

551:                                              ; preds = %550
  store i32 0, ptr %43, align 4
  br label %552

552:                                              ; preds = %563, %551
  %553 = load i32, ptr %43, align 4
  %554 = icmp slt i32 %553, 9
  br i1 %554, label %555, label %566

555:                                              ; preds = %552
  %556 = load i32, ptr %43, align 4
  %557 = mul nsw i32 %556, 7
  %558 = add nsw i32 %557, 9
  %559 = trunc i32 %558 to i8
  %560 = load i32, ptr %43, align 4
  %561 = sext i32 %560 to i64
  %562 = getelementptr inbounds [9 x i8], ptr %41, i64 0, i64 %561
  store i8 %559, ptr %562, align 1
  br label %563

563:                                              ; preds = %555
  %564 = load i32, ptr %43, align 4
  %565 = add nsw i32 %564, 1
  store i32 %565, ptr %43, align 4
  br label %552, !llvm.loop !28

566:                                              ; preds = %552
  %567 = getelementptr inbounds [9 x i8], ptr %42, i64 0, i64 0
  %568 = getelementptr inbounds [9 x i8], ptr %41, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %567, ptr align 1 %568, i64 9, i1 false)
  store i32 0, ptr %44, align 4
  br label %569

569:                                              ; preds = %588, %566
  %570 = load i32, ptr %44, align 4
  %571 = icmp slt i32 %570, 9
  br i1 %571, label %572, label %591

572:                                              ; preds = %569
  %573 = load i32, ptr %44, align 4
  %574 = sext i32 %573 to i64
  %575 = getelementptr inbounds [9 x i8], ptr %42, i64 0, i64 %574
  %576 = load i8, ptr %575, align 1
  %577 = zext i8 %576 to i32
  %578 = load i32, ptr %44, align 4
  %579 = sext i32 %578 to i64
  %580 = getelementptr inbounds [9 x i8], ptr %41, i64 0, i64 %579
  %581 = load i8, ptr %580, align 1
  %582 = zext i8 %581 to i32
  %583 = icmp ne i32 %577, %582
  br i1 %583, label %584, label %587

584:                                              ; preds = %572
  %585 = load i32, ptr %3, align 4
  %586 = add nsw i32 %585, 1
  store i32 %586, ptr %3, align 4
  br label %587

587:                                              ; preds = %584, %572
  br label %588

588:                                              ; preds = %587
  %589 = load i32, ptr %44, align 4
  %590 = add nsw i32 %589, 1
  store i32 %590, ptr %44, align 4
  br label %569, !llvm.loop !29

591:                                              ; preds = %569
  %592 = load i32, ptr %4, align 4
  %593 = mul i32 %592, 31
  %594 = getelementptr inbounds [9 x i8], ptr %42, i64 0, i64 8
  %595 = load i8, ptr %594, align 1
  %596 = zext i8 %595 to i32
  %597 = add i32 %593, %596
  store i32 %597, ptr %4, align 4
  br label %598

598:                                              ; preds = %591
  br label %599

599:                                              ; preds = %598
  store i32 0, ptr %47, align 4
  br label %600

600:                                              ; preds = %611, %599
  %601 = load i32, ptr %47, align 4
  %602 = icmp slt i32 %601, 12
  br i1 %602, label %603, label %614

603:                                              ; preds = %600
  %604 = load i32, ptr %47, align 4
  %605 = mul nsw i32 %604, 7
  %606 = add nsw i32 %605, 12
  %607 = trunc i32 %606 to i8
  %608 = load i32, ptr %47, align 4
  %609 = sext i32 %608 to i64
  %610 = getelementptr inbounds [12 x i8], ptr %45, i64 0, i64 %609
  store i8 %607, ptr %610, align 1
  br label %611

611:                                              ; preds = %603
  %612 = load i32, ptr %47, align 4
  %613 = add nsw i32 %612, 1
  store i32 %613, ptr %47, align 4
  br label %600, !llvm.loop !30

614:                                              ; preds = %600
  %615 = getelementptr inbounds [12 x i8], ptr %46, i64 0, i64 0
  %616 = getelementptr inbounds [12 x i8], ptr %45, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %615, ptr align 1 %616, i64 12, i1 false)
  store i32 0, ptr %48, align 4
  br label %617

617:                                              ; preds = %636, %614
  %618 = load i32, ptr %48, align 4
  %619 = icmp slt i32 %618, 12
  br i1 %619, label %620, label %639

620:                                              ; preds = %617
  %621 = load i32, ptr %48, align 4
  %622 = sext i32 %621 to i64
  %623 = getelementptr inbounds [12 x i8], ptr %46, i64 0, i64 %622
  %624 = load i8, ptr %623, align 1
  %625 = zext i8 %624 to i32
  %626 = load i32, ptr %48, align 4
  %627 = sext i32 %626 to i64
  %628 = getelementptr inbounds [12 x i8], ptr %45, i64 0, i64 %627
  %629 = load i8, ptr %628, align 1
  %630 = zext i8 %629 to i32
  %631 = icmp ne i32 %625, %630
  br i1 %631, label %632, label %635

632:                                              ; preds = %620
  %633 = load i32, ptr %3, align 4
  %634 = add nsw i32 %633, 1
  store i32 %634, ptr %3, align 4
  br label %635

635:                                              ; preds = %632, %620
  br label %636

636:                                              ; preds = %635
  %637 = load i32, ptr %48, align 4
  %638 = add nsw i32 %637, 1
  store i32 %638, ptr %48, align 4
  br label %617, !llvm.loop !31

639:                                              ; preds = %617
  %640 = load i32, ptr %4, align 4
  %641 = mul i32 %640, 31
  %642 = getelementptr inbounds [12 x i8], ptr %46, i64 0, i64 11
  %643 = load i8, ptr %642, align 1
  %644 = zext i8 %643 to i32
  %645 = add i32 %641, %644
  store i32 %645, ptr %4, align 4
  br label %646

646:                                              ; preds = %639
  br label %647

647:                                              ; preds = %646
  store i32 0, ptr %51, align 4
  br label %648

648:                                              ; preds = %659, %647
  %649 = load i32, ptr %51, align 4
  %650 = icmp slt i32 %649, 15
  br i1 %650, label %651, label %662

651:                                              ; preds = %648
  %652 = load i32, ptr %51, align 4
  %653 = mul nsw i32 %652, 7
  %654 = add nsw i32 %653, 15
  %655 = trunc i32 %654 to i8
  %656 = load i32, ptr %51, align 4
  %657 = sext i32 %656 to i64
  %658 = getelementptr inbounds [15 x i8], ptr %49, i64 0, i64 %657
  store i8 %655, ptr %658, align 1
  br label %659

659:                                              ; preds = %651
  %660 = load i32, ptr %51, align 4
  %661 = add nsw i32 %660, 1
  store i32 %661, ptr %51, align 4
  br label %648, !llvm.loop !32

662:                                              ; preds = %648
  %663 = getelementptr inbounds [15 x i8], ptr %50, i64 0, i64 0
  %664 = getelementptr inbounds [15 x i8], ptr %49, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %663, ptr align 1 %664, i64 15, i1 false)
  store i32 0, ptr %52, align 4
  br label %665

665:                                              ; preds = %684, %662
  %666 = load i32, ptr %52, align 4
  %667 = icmp slt i32 %666, 15
  br i1 %667, label %668, label %687

668:                                              ; preds = %665
  %669 = load i32, ptr %52, align 4
  %670 = sext i32 %669 to i64
  %671 = getelementptr inbounds [15 x i8], ptr %50, i64 0, i64 %670
  %672 = load i8, ptr %671, align 1
  %673 = zext i8 %672 to i32
  %674 = load i32, ptr %52, align 4
  %675 = sext i32 %674 to i64
  %676 = getelementptr inbounds [15 x i8], ptr %49, i64 0, i64 %675
  %677 = load i8, ptr %676, align 1
  %678 = zext i8 %677 to i32
  %679 = icmp ne i32 %673, %678
  br i1 %679, label %680, label %683

680:                                              ; preds = %668
  %681 = load i32, ptr %3, align 4
  %682 = add nsw i32 %681, 1
  store i32 %682, ptr %3, align 4
  br label %683

683:                                              ; preds = %680, %668
  br label %684

684:                                              ; preds = %683
  %685 = load i32, ptr %52, align 4
  %686 = add nsw i32 %685, 1
  store i32 %686, ptr %52, align 4
  br label %665, !llvm.loop !33

687:                                              ; preds = %665
  %688 = load i32, ptr %4, align 4
  %689 = mul i32 %688, 31
  %690 = getelementptr inbounds [15 x i8], ptr %50, i64 0, i64 14
  %691 = load i8, ptr %690, align 1
  %692 = zext i8 %691 to i32
  %693 = add i32 %689, %692
  store i32 %693, ptr %4, align 4
  br label %694

694:                                              ; preds = %687
  br label %695

695:                                              ; preds = %694
  store i32 0, ptr %55, align 4
  br label %696

696:                                              ; preds = %707, %695
  %697 = load i32, ptr %55, align 4
  %698 = icmp slt i32 %697, 16
  br i1 %698, label %699, label %710

699:                                              ; preds = %696
  %700 = load i32, ptr %55, align 4
  %701 = mul nsw i32 %700, 7
  %702 = add nsw i32 %701, 16
  %703 = trunc i32 %702 to i8
  %704 = load i32, ptr %55, align 4
  %705 = sext i32 %704 to i64
  %706 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 %705
  store i8 %703, ptr %706, align 1
  br label %707

707:                                              ; preds = %699
  %708 = load i32, ptr %55, align 4
  %709 = add nsw i32 %708, 1
  store i32 %709, ptr %55, align 4
  br label %696, !llvm.loop !34

710:                                              ; preds = %696
  %711 = getelementptr inbounds [16 x i8], ptr %54, i64 0, i64 0
  %712 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %711, ptr align 1 %712, i64 16, i1 false)
  store i32 0, ptr %56, align 4
  br label %713

713:                                              ; preds = %732, %710
  %714 = load i32, ptr %56, align 4
  %715 = icmp slt i32 %714, 16
  br i1 %715, label %716, label %735

716:                                              ; preds = %713
  %717 = load i32, ptr %56, align 4
  %718 = sext i32 %717 to i64
  %719 = getelementptr inbounds [16 x i8], ptr %54, i64 0, i64 %718
  %720 = load i8, ptr %719, align 1
  %721 = zext i8 %720 to i32
  %722 = load i32, ptr %56, align 4
  %723 = sext i32 %722 to i64
  %724 = getelementptr inbounds [16 x i8], ptr %53, i64 0, i64 %723
  %725 = load i8, ptr %724, align 1
  %726 = zext i8 %725 to i32
  %727 = icmp ne i32 %721, %726
  br i1 %727, label %728, label %731

728:                                              ; preds = %716
  %729 = load i32, ptr %3, align 4
  %730 = add nsw i32 %729, 1
  store i32 %730, ptr %3, align 4
  br label %731

731:                                              ; preds = %728, %716
  br label %732

732:                                              ; preds = %731
  %733 = load i32, ptr %56, align 4
  %734 = add nsw i32 %733, 1
  store i32 %734, ptr %56, align 4
  br label %713, !llvm.loop !35

735:                                              ; preds = %713
  %736 = load i32, ptr %4, align 4
  %737 = mul i32 %736, 31
  %738 = getelementptr inbounds [16 x i8], ptr %54, i64 0, i64 15
  %739 = load i8, ptr %738, align 1
  %740 = zext i8 %739 to i32
  %741 = add i32 %737, %740
  store i32 %741, ptr %4, align 4
  br label %742

742:                                              ; preds = %735
  br label %743

743:                                              ; preds = %742
  store i32 0, ptr %59, align 4
  br label %744

744:                                              ; preds = %755, %743
  %745 = load i32, ptr %59, align 4
  %746 = icmp slt i32 %745, 17
  br i1 %746, label %747, label %758

747:                                              ; preds = %744
  %748 = load i32, ptr %59, align 4
  %749 = mul nsw i32 %748, 7
  %750 = add nsw i32 %749, 17
  %751 = trunc i32 %750 to i8
  %752 = load i32, ptr %59, align 4
  %753 = sext i32 %752 to i64
  %754 = getelementptr inbounds [17 x i8], ptr %57, i64 0, i64 %753
  store i8 %751, ptr %754, align 1
  br label %755

755:                                              ; preds = %747
  %756 = load i32, ptr %59, align 4
  %757 = add nsw i32 %756, 1
  store i32 %757, ptr %59, align 4
  br label %744, !llvm.loop !36

758:                                              ; preds = %744
  %759 = getelementptr inbounds [17 x i8], ptr %58, i64 0, i64 0
  %760 = getelementptr inbounds [17 x i8], ptr %57, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %759, ptr align 1 %760, i64 17, i1 false)
  store i32 0, ptr %60, align 4
  br label %761

761:                                              ; preds = %780, %758
  %762 = load i32, ptr %60, align 4
  %763 = icmp slt i32 %762, 17
  br i1 %763, label %764, label %783

764:                                              ; preds = %761
  %765 = load i32, ptr %60, align 4
  %766 = sext i32 %765 to i64
  %767 = getelementptr inbounds [17 x i8], ptr %58, i64 0, i64 %766
  %768 = load i8, ptr %767, align 1
  %769 = zext i8 %768 to i32
  %770 = load i32, ptr %60, align 4
  %771 = sext i32 %770 to i64
  %772 = getelementptr inbounds [17 x i8], ptr %57, i64 0, i64 %771
  %773 = load i8, ptr %772, align 1
  %774 = zext i8 %773 to i32
  %775 = icmp ne i32 %769, %774
  br i1 %775, label %776, label %779

776:                                              ; preds = %764
  %777 = load i32, ptr %3, align 4
  %778 = add nsw i32 %777, 1
  store i32 %778, ptr %3, align 4
  br label %779

779:                                              ; preds = %776, %764
  br label %780

780:                                              ; preds = %779
  %781 = load i32, ptr %60, align 4
  %782 = add nsw i32 %781, 1
  store i32 %782, ptr %60, align 4
  br label %761, !llvm.loop !37

783:                                              ; preds = %761
  %784 = load i32, ptr %4, align 4
  %785 = mul i32 %784, 31
  %786 = getelementptr inbounds [17 x i8], ptr %58, i64 0, i64 16
  %787 = load i8, ptr %786, align 1
  %788 = zext i8 %787 to i32
  %789 = add i32 %785, %788
  store i32 %789, ptr %4, align 4
  br label %790

790:                                              ; preds = %783
  br label %791

791:                                              ; preds = %790
  store i32 0, ptr %63, align 4
  br label %792

792:                                              ; preds = %803, %791
  %793 = load i32, ptr %63, align 4
  %794 = icmp slt i32 %793, 24
  br i1 %794, label %795, label %806

795:                                              ; preds = %792
  %796 = load i32, ptr %63, align 4
  %797 = mul nsw i32 %796, 7
  %798 = add nsw i32 %797, 24
  %799 = trunc i32 %798 to i8
  %800 = load i32, ptr %63, align 4
  %801 = sext i32 %800 to i64
  %802 = getelementptr inbounds [24 x i8], ptr %61, i64 0, i64 %801
  store i8 %799, ptr %802, align 1
  br label %803

803:                                              ; preds = %795
  %804 = load i32, ptr %63, align 4
  %805 = add nsw i32 %804, 1
  store i32 %805, ptr %63, align 4
  br label %792, !llvm.loop !38

806:                                              ; preds = %792
  %807 = getelementptr inbounds [24 x i8], ptr %62, i64 0, i64 0
  %808 = getelementptr inbounds [24 x i8], ptr %61, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %807, ptr align 1 %808, i64 24, i1 false)
  store i32 0, ptr %64, align 4
  br label %809

809:                                              ; preds = %828, %806
  %810 = load i32, ptr %64, align 4
  %811 = icmp slt i32 %810, 24
  br i1 %811, label %812, label %831

812:                                              ; preds = %809
  %813 = load i32, ptr %64, align 4
  %814 = sext i32 %813 to i64
  %815 = getelementptr inbounds [24 x i8], ptr %62, i64 0, i64 %814
  %816 = load i8, ptr %815, align 1
  %817 = zext i8 %816 to i32
  %818 = load i32, ptr %64, align 4
  %819 = sext i32 %818 to i64
  %820 = getelementptr inbounds [24 x i8], ptr %61, i64 0, i64 %819
  %821 = load i8, ptr %820, align 1
  %822 = zext i8 %821 to i32
  %823 = icmp ne i32 %817, %822
  br i1 %823, label %824, label %827

824:                                              ; preds = %812
  %825 = load i32, ptr %3, align 4
  %826 = add nsw i32 %825, 1
  store i32 %826, ptr %3, align 4
  br label %827

827:                                              ; preds = %824, %812
  br label %828

828:                                              ; preds = %827
  %829 = load i32, ptr %64, align 4
  %830 = add nsw i32 %829, 1
  store i32 %830, ptr %64, align 4
  br label %809, !llvm.loop !39

831:                                              ; preds = %809
  %832 = load i32, ptr %4, align 4
  %833 = mul i32 %832, 31
  %834 = getelementptr inbounds [24 x i8], ptr %62, i64 0, i64 23
  %835 = load i8, ptr %834, align 1
  %836 = zext i8 %835 to i32
  %837 = add i32 %833, %836
  store i32 %837, ptr %4, align 4
  br label %838

838:                                              ; preds = %831
  br label %839

839:                                              ; preds = %838
  store i32 0, ptr %67, align 4
  br label %840

840:                                              ; preds = %851, %839
  %841 = load i32, ptr %67, align 4
  %842 = icmp slt i32 %841, 31
  br i1 %842, label %843, label %854

843:                                              ; preds = %840
  %844 = load i32, ptr %67, align 4
  %845 = mul nsw i32 %844, 7
  %846 = add nsw i32 %845, 31
  %847 = trunc i32 %846 to i8
  %848 = load i32, ptr %67, align 4
  %849 = sext i32 %848 to i64
  %850 = getelementptr inbounds [31 x i8], ptr %65, i64 0, i64 %849
  store i8 %847, ptr %850, align 1
  br label %851

851:                                              ; preds = %843
  %852 = load i32, ptr %67, align 4
  %853 = add nsw i32 %852, 1
  store i32 %853, ptr %67, align 4
  br label %840, !llvm.loop !40

854:                                              ; preds = %840
  %855 = getelementptr inbounds [31 x i8], ptr %66, i64 0, i64 0
  %856 = getelementptr inbounds [31 x i8], ptr %65, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %855, ptr align 1 %856, i64 31, i1 false)
  store i32 0, ptr %68, align 4
  br label %857

857:                                              ; preds = %876, %854
  %858 = load i32, ptr %68, align 4
  %859 = icmp slt i32 %858, 31
  br i1 %859, label %860, label %879

860:                                              ; preds = %857
  %861 = load i32, ptr %68, align 4
  %862 = sext i32 %861 to i64
  %863 = getelementptr inbounds [31 x i8], ptr %66, i64 0, i64 %862
  %864 = load i8, ptr %863, align 1
  %865 = zext i8 %864 to i32
  %866 = load i32, ptr %68, align 4
  %867 = sext i32 %866 to i64
  %868 = getelementptr inbounds [31 x i8], ptr %65, i64 0, i64 %867
  %869 = load i8, ptr %868, align 1
  %870 = zext i8 %869 to i32
  %871 = icmp ne i32 %865, %870
  br i1 %871, label %872, label %875

872:                                              ; preds = %860
  %873 = load i32, ptr %3, align 4
  %874 = add nsw i32 %873, 1
  store i32 %874, ptr %3, align 4
  br label %875

875:                                              ; preds = %872, %860
  br label %876

876:                                              ; preds = %875
  %877 = load i32, ptr %68, align 4
  %878 = add nsw i32 %877, 1
  store i32 %878, ptr %68, align 4
  br label %857, !llvm.loop !41

879:                                              ; preds = %857
  %880 = load i32, ptr %4, align 4
  %881 = mul i32 %880, 31
  %882 = getelementptr inbounds [31 x i8], ptr %66, i64 0, i64 30
  %883 = load i8, ptr %882, align 1
  %884 = zext i8 %883 to i32
  %885 = add i32 %881, %884
  store i32 %885, ptr %4, align 4
  br label %886

886:                                              ; preds = %879
  br label %887

887:                                              ; preds = %886
  store i32 0, ptr %71, align 4
  br label %888

888:                                              ; preds = %899, %887
  %889 = load i32, ptr %71, align 4
  %890 = icmp slt i32 %889, 32
  br i1 %890, label %891, label %902

891:                                              ; preds = %888
  %892 = load i32, ptr %71, align 4
  %893 = mul nsw i32 %892, 7
  %894 = add nsw i32 %893, 32
  %895 = trunc i32 %894 to i8
  %896 = load i32, ptr %71, align 4
  %897 = sext i32 %896 to i64
  %898 = getelementptr inbounds [32 x i8], ptr %69, i64 0, i64 %897
  store i8 %895, ptr %898, align 1
  br label %899

899:                                              ; preds = %891
  %900 = load i32, ptr %71, align 4
  %901 = add nsw i32 %900, 1
  store i32 %901, ptr %71, align 4
  br label %888, !llvm.loop !42

902:                                              ; preds = %888
  %903 = getelementptr inbounds [32 x i8], ptr %70, i64 0, i64 0
  %904 = getelementptr inbounds [32 x i8], ptr %69, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %903, ptr align 1 %904, i64 32, i1 false)
  store i32 0, ptr %72, align 4
  br label %905

905:                                              ; preds = %924, %902
  %906 = load i32, ptr %72, align 4
  %907 = icmp slt i32 %906, 32
  br i1 %907, label %908, label %927

908:                                              ; preds = %905
  %909 = load i32, ptr %72, align 4
  %910 = sext i32 %909 to i64
  %911 = getelementptr inbounds [32 x i8], ptr %70, i64 0, i64 %910
  %912 = load i8, ptr %911, align 1
  %913 = zext i8 %912 to i32
  %914 = load i32, ptr %72, align 4
  %915 = sext i32 %914 to i64
  %916 = getelementptr inbounds [32 x i8], ptr %69, i64 0, i64 %915
  %917 = load i8, ptr %916, align 1
  %918 = zext i8 %917 to i32
  %919 = icmp ne i32 %913, %918
  br i1 %919, label %920, label %923

920:                                              ; preds = %908
  %921 = load i32, ptr %3, align 4
  %922 = add nsw i32 %921, 1
  store i32 %922, ptr %3, align 4
  br label %923

923:                                              ; preds = %920, %908
  br label %924

924:                                              ; preds = %923
  %925 = load i32, ptr %72, align 4
  %926 = add nsw i32 %925, 1
  store i32 %926, ptr %72, align 4
  br label %905, !llvm.loop !43

927:                                              ; preds = %905
  %928 = load i32, ptr %4, align 4
  %929 = mul i32 %928, 31
  %930 = getelementptr inbounds [32 x i8], ptr %70, i64 0, i64 31
  %931 = load i8, ptr %930, align 1
  %932 = zext i8 %931 to i32
  %933 = add i32 %929, %932
  store i32 %933, ptr %4, align 4
  br label %934

934:                                              ; preds = %927
  br label %935

935:                                              ; preds = %934
  store i32 0, ptr %75, align 4
  br label %936

936:                                              ; preds = %947, %935
  %937 = load i32, ptr %75, align 4
  %938 = icmp slt i32 %937, 33
  br i1 %938, label %939, label %950

939:                                              ; preds = %936
  %940 = load i32, ptr %75, align 4
  %941 = mul nsw i32 %940, 7
  %942 = add nsw i32 %941, 33
  %943 = trunc i32 %942 to i8
  %944 = load i32, ptr %75, align 4
  %945 = sext i32 %944 to i64
  %946 = getelementptr inbounds [33 x i8], ptr %73, i64 0, i64 %945
  store i8 %943, ptr %946, align 1
  br label %947

947:                                              ; preds = %939
  %948 = load i32, ptr %75, align 4
  %949 = add nsw i32 %948, 1
  store i32 %949, ptr %75, align 4
  br label %936, !llvm.loop !44

950:                                              ; preds = %936
  %951 = getelementptr inbounds [33 x i8], ptr %74, i64 0, i64 0
  %952 = getelementptr inbounds [33 x i8], ptr %73, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %951, ptr align 1 %952, i64 33, i1 false)
  store i32 0, ptr %76, align 4
  br label %953

953:                                              ; preds = %972, %950
  %954 = load i32, ptr %76, align 4
  %955 = icmp slt i32 %954, 33
  br i1 %955, label %956, label %975

956:                                              ; preds = %953
  %957 = load i32, ptr %76, align 4
  %958 = sext i32 %957 to i64
  %959 = getelementptr inbounds [33 x i8], ptr %74, i64 0, i64 %958
  %960 = load i8, ptr %959, align 1
  %961 = zext i8 %960 to i32
  %962 = load i32, ptr %76, align 4
  %963 = sext i32 %962 to i64
  %964 = getelementptr inbounds [33 x i8], ptr %73, i64 0, i64 %963
  %965 = load i8, ptr %964, align 1
  %966 = zext i8 %965 to i32
  %967 = icmp ne i32 %961, %966
  br i1 %967, label %968, label %971

968:                                              ; preds = %956
  %969 = load i32, ptr %3, align 4
  %970 = add nsw i32 %969, 1
  store i32 %970, ptr %3, align 4
  br label %971

971:                                              ; preds = %968, %956
  br label %972

972:                                              ; preds = %971
  %973 = load i32, ptr %76, align 4
  %974 = add nsw i32 %973, 1
  store i32 %974, ptr %76, align 4
  br label %953, !llvm.loop !45

975:                                              ; preds = %953
  %976 = load i32, ptr %4, align 4
  %977 = mul i32 %976, 31
  %978 = getelementptr inbounds [33 x i8], ptr %74, i64 0, i64 32
  %979 = load i8, ptr %978, align 1
  %980 = zext i8 %979 to i32
  %981 = add i32 %977, %980
  store i32 %981, ptr %4, align 4
  br label %982

982:                                              ; preds = %975
  br label %983

983:                                              ; preds = %982
  store i32 0, ptr %79, align 4
  br label %984

984:                                              ; preds = %995, %983
  %985 = load i32, ptr %79, align 4
  %986 = icmp slt i32 %985, 48
  br i1 %986, label %987, label %998

987:                                              ; preds = %984
  %988 = load i32, ptr %79, align 4
  %989 = mul nsw i32 %988, 7
  %990 = add nsw i32 %989, 48
  %991 = trunc i32 %990 to i8
  %992 = load i32, ptr %79, align 4
  %993 = sext i32 %992 to i64
  %994 = getelementptr inbounds [48 x i8], ptr %77, i64 0, i64 %993
  store i8 %991, ptr %994, align 1
  br label %995

995:                                              ; preds = %987
  %996 = load i32, ptr %79, align 4
  %997 = add nsw i32 %996, 1
  store i32 %997, ptr %79, align 4
  br label %984, !llvm.loop !46

998:                                              ; preds = %984
  %999 = getelementptr inbounds [48 x i8], ptr %78, i64 0, i64 0
  %1000 = getelementptr inbounds [48 x i8], ptr %77, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %999, ptr align 1 %1000, i64 48, i1 false)
  store i32 0, ptr %80, align 4
  br label %1001

1001:                                             ; preds = %1020, %998
  %1002 = load i32, ptr %80, align 4
  %1003 = icmp slt i32 %1002, 48
  br i1 %1003, label %1004, label %1023

1004:                                             ; preds = %1001
  %1005 = load i32, ptr %80, align 4
  %1006 = sext i32 %1005 to i64
  %1007 = getelementptr inbounds [48 x i8], ptr %78, i64 0, i64 %1006
  %1008 = load i8, ptr %1007, align 1
  %1009 = zext i8 %1008 to i32
  %1010 = load i32, ptr %80, align 4
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr inbounds [48 x i8], ptr %77, i64 0, i64 %1011
  %1013 = load i8, ptr %1012, align 1
  %1014 = zext i8 %1013 to i32
  %1015 = icmp ne i32 %1009, %1014
  br i1 %1015, label %1016, label %1019

1016:                                             ; preds = %1004
  %1017 = load i32, ptr %3, align 4
  %1018 = add nsw i32 %1017, 1
  store i32 %1018, ptr %3, align 4
  br label %1019

1019:                                             ; preds = %1016, %1004
  br label %1020

1020:                                             ; preds = %1019
  %1021 = load i32, ptr %80, align 4
  %1022 = add nsw i32 %1021, 1
  store i32 %1022, ptr %80, align 4
  br label %1001, !llvm.loop !47

1023:                                             ; preds = %1001
  %1024 = load i32, ptr %4, align 4
  %1025 = mul i32 %1024, 31
  %1026 = getelementptr inbounds [48 x i8], ptr %78, i64 0, i64 47
  %1027 = load i8, ptr %1026, align 1
  %1028 = zext i8 %1027 to i32
  %1029 = add i32 %1025, %1028
  store i32 %1029, ptr %4, align 4
  br label %1030

1030:                                             ; preds = %1023
  br label %1031

1031:                                             ; preds = %1030
  store i32 0, ptr %83, align 4
  br label %1032

1032:                                             ; preds = %1043, %1031
  %1033 = load i32, ptr %83, align 4
  %1034 = icmp slt i32 %1033, 63
  br i1 %1034, label %1035, label %1046

1035:                                             ; preds = %1032
  %1036 = load i32, ptr %83, align 4
  %1037 = mul nsw i32 %1036, 7
  %1038 = add nsw i32 %1037, 63
  %1039 = trunc i32 %1038 to i8
  %1040 = load i32, ptr %83, align 4
  %1041 = sext i32 %1040 to i64
  %1042 = getelementptr inbounds [63 x i8], ptr %81, i64 0, i64 %1041
  store i8 %1039, ptr %1042, align 1
  br label %1043

1043:                                             ; preds = %1035
  %1044 = load i32, ptr %83, align 4
  %1045 = add nsw i32 %1044, 1
  store i32 %1045, ptr %83, align 4
  br label %1032, !llvm.loop !48

1046:                                             ; preds = %1032
  %1047 = getelementptr inbounds [63 x i8], ptr %82, i64 0, i64 0
  %1048 = getelementptr inbounds [63 x i8], ptr %81, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1047, ptr align 1 %1048, i64 63, i1 false)
  store i32 0, ptr %84, align 4
  br label %1049

1049:                                             ; preds = %1068, %1046
  %1050 = load i32, ptr %84, align 4
  %1051 = icmp slt i32 %1050, 63
  br i1 %1051, label %1052, label %1071

1052:                                             ; preds = %1049
  %1053 = load i32, ptr %84, align 4
  %1054 = sext i32 %1053 to i64
  %1055 = getelementptr inbounds [63 x i8], ptr %82, i64 0, i64 %1054
  %1056 = load i8, ptr %1055, align 1
  %1057 = zext i8 %1056 to i32
  %1058 = load i32, ptr %84, align 4
  %1059 = sext i32 %1058 to i64
  %1060 = getelementptr inbounds [63 x i8], ptr %81, i64 0, i64 %1059
  %1061 = load i8, ptr %1060, align 1
  %1062 = zext i8 %1061 to i32
  %1063 = icmp ne i32 %1057, %1062
  br i1 %1063, label %1064, label %1067

1064:                                             ; preds = %1052
  %1065 = load i32, ptr %3, align 4
  %1066 = add nsw i32 %1065, 1
  store i32 %1066, ptr %3, align 4
  br label %1067

1067:                                             ; preds = %1064, %1052
  br label %1068

1068:                                             ; preds = %1067
  %1069 = load i32, ptr %84, align 4
  %1070 = add nsw i32 %1069, 1
  store i32 %1070, ptr %84, align 4
  br label %1049, !llvm.loop !49

1071:                                             ; preds = %1049
  %1072 = load i32, ptr %4, align 4
  %1073 = mul i32 %1072, 31
  %1074 = getelementptr inbounds [63 x i8], ptr %82, i64 0, i64 62
  %1075 = load i8, ptr %1074, align 1
  %1076 = zext i8 %1075 to i32
  %1077 = add i32 %1073, %1076
  store i32 %1077, ptr %4, align 4
  br label %1078

1078:                                             ; preds = %1071
  br label %1079

1079:                                             ; preds = %1078
  store i32 0, ptr %87, align 4
  br label %1080

1080:                                             ; preds = %1091, %1079
  %1081 = load i32, ptr %87, align 4
  %1082 = icmp slt i32 %1081, 64
  br i1 %1082, label %1083, label %1094

1083:                                             ; preds = %1080
  %1084 = load i32, ptr %87, align 4
  %1085 = mul nsw i32 %1084, 7
  %1086 = add nsw i32 %1085, 64
  %1087 = trunc i32 %1086 to i8
  %1088 = load i32, ptr %87, align 4
  %1089 = sext i32 %1088 to i64
  %1090 = getelementptr inbounds [64 x i8], ptr %85, i64 0, i64 %1089
  store i8 %1087, ptr %1090, align 1
  br label %1091

1091:                                             ; preds = %1083
  %1092 = load i32, ptr %87, align 4
  %1093 = add nsw i32 %1092, 1
  store i32 %1093, ptr %87, align 4
  br label %1080, !llvm.loop !50

1094:                                             ; preds = %1080
  %1095 = getelementptr inbounds [64 x i8], ptr %86, i64 0, i64 0
  %1096 = getelementptr inbounds [64 x i8], ptr %85, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1095, ptr align 1 %1096, i64 64, i1 false)
  store i32 0, ptr %88, align 4
  br label %1097

1097:                                             ; preds = %1116, %1094
  %1098 = load i32, ptr %88, align 4
  %1099 = icmp slt i32 %1098, 64
  br i1 %1099, label %1100, label %1119

1100:                                             ; preds = %1097
  %1101 = load i32, ptr %88, align 4
  %1102 = sext i32 %1101 to i64
  %1103 = getelementptr inbounds [64 x i8], ptr %86, i64 0, i64 %1102
  %1104 = load i8, ptr %1103, align 1
  %1105 = zext i8 %1104 to i32
  %1106 = load i32, ptr %88, align 4
  %1107 = sext i32 %1106 to i64
  %1108 = getelementptr inbounds [64 x i8], ptr %85, i64 0, i64 %1107
  %1109 = load i8, ptr %1108, align 1
  %1110 = zext i8 %1109 to i32
  %1111 = icmp ne i32 %1105, %1110
  br i1 %1111, label %1112, label %1115

1112:                                             ; preds = %1100
  %1113 = load i32, ptr %3, align 4
  %1114 = add nsw i32 %1113, 1
  store i32 %1114, ptr %3, align 4
  br label %1115

1115:                                             ; preds = %1112, %1100
  br label %1116

1116:                                             ; preds = %1115
  %1117 = load i32, ptr %88, align 4
  %1118 = add nsw i32 %1117, 1
  store i32 %1118, ptr %88, align 4
  br label %1097, !llvm.loop !51

1119:                                             ; preds = %1097
  %1120 = load i32, ptr %4, align 4
  %1121 = mul i32 %1120, 31
  %1122 = getelementptr inbounds [64 x i8], ptr %86, i64 0, i64 63
  %1123 = load i8, ptr %1122, align 1
  %1124 = zext i8 %1123 to i32
  %1125 = add i32 %1121, %1124
  store i32 %1125, ptr %4, align 4
  br label %1126

1126:                                             ; preds = %1119
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %89, ptr align 8 @__const.main.s1, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %90, ptr align 8 %89, i64 24, i1 false)
  %1127 = getelementptr inbounds %struct.anon, ptr %90, i32 0, i32 0
  %1128 = load double, ptr %1127, align 8
  %1129 = getelementptr inbounds %struct.anon, ptr %90, i32 0, i32 1
  %1130 = load i32, ptr %1129, align 8
  %1131 = getelementptr inbounds %struct.anon, ptr %90, i32 0, i32 2
  %1132 = getelementptr inbounds [5 x i8], ptr %1131, i64 0, i64 0
  %1133 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %1128, i32 noundef %1130, ptr noundef %1132)
  %1134 = load i32, ptr %4, align 4
  %1135 = load i32, ptr %3, align 4
  %1136 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %1134, i32 noundef %1135)
  %1137 = load i32, ptr %3, align 4
  %1138 = icmp ne i32 %1137, 0
  br i1 %1138, label %1139, label %1140

1139:                                             ; preds = %1126
  br label %1143

1140:                                             ; preds = %1126
  %1141 = load i32, ptr %4, align 4
  %1142 = and i32 %1141, 127
  br label %1143

1143:                                             ; preds = %1140, %1139
  %1144 = phi i32 [ 1, %1139 ], [ %1142, %1140 ]
  ret i32 %1144
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @byte_copy(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  br label %8

8:                                                ; preds = %20, %3
  %9 = load i64, ptr %7, align 8
  %10 = load i64, ptr %6, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %7, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = load ptr, ptr %4, align 8
  %18 = load i64, ptr %7, align 8
  %19 = getelementptr inbounds i8, ptr %17, i64 %18
  store i8 %16, ptr %19, align 1
  br label %20

20:                                               ; preds = %12
  %21 = load i64, ptr %7, align 8
  %22 = add i64 %21, 1
  store i64 %22, ptr %7, align 8
  br label %8, !llvm.loop !52

23:                                               ; preds = %8
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @byte_move(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = icmp ult ptr %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %3
  store i64 0, ptr %7, align 8
  br label %13

13:                                               ; preds = %25, %12
  %14 = load i64, ptr %7, align 8
  %15 = load i64, ptr %6, align 8
  %16 = icmp ult i64 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = load ptr, ptr %4, align 8
  %23 = load i64, ptr %7, align 8
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  store i8 %21, ptr %24, align 1
  br label %25

25:                                               ; preds = %17
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %13, !llvm.loop !53

28:                                               ; preds = %13
  br label %44

29:                                               ; preds = %3
  %30 = load i64, ptr %6, align 8
  store i64 %30, ptr %8, align 8
  br label %31

31:                                               ; preds = %35, %29
  %32 = load i64, ptr %8, align 8
  %33 = add i64 %32, -1
  store i64 %33, ptr %8, align 8
  %34 = icmp ugt i64 %32, 0
  br i1 %34, label %35, label %43

35:                                               ; preds = %31
  %36 = load ptr, ptr %5, align 8
  %37 = load i64, ptr %8, align 8
  %38 = getelementptr inbounds i8, ptr %36, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = load ptr, ptr %4, align 8
  %41 = load i64, ptr %8, align 8
  %42 = getelementptr inbounds i8, ptr %40, i64 %41
  store i8 %39, ptr %42, align 1
  br label %31, !llvm.loop !54

43:                                               ; preds = %31
  br label %44

44:                                               ; preds = %43, %28
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

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
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
