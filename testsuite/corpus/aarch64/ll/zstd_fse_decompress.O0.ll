; ModuleID = 'src/zstd/lib/common/fse_decompress.c'
source_filename = "src/zstd/lib/common/fse_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.FSE_DTableHeader = type { i16, i16 }
%struct.FSE_decode_t = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.FSE_DState_t = type { i64, ptr }

@BIT_mask = internal constant [32 x i32] [i32 0, i32 1, i32 3, i32 7, i32 15, i32 31, i32 63, i32 127, i32 255, i32 511, i32 1023, i32 2047, i32 4095, i32 8191, i32 16383, i32 32767, i32 65535, i32 131071, i32 262143, i32 524287, i32 1048575, i32 2097151, i32 4194303, i32 8388607, i32 16777215, i32 33554431, i32 67108863, i32 134217727, i32 268435455, i32 536870911, i32 1073741823, i32 2147483647], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @FSE_buildDTable_wksp(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store ptr %4, ptr %11, align 8
  store i64 %5, ptr %12, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %10, align 4
  %17 = load ptr, ptr %11, align 8
  %18 = load i64, ptr %12, align 8
  %19 = call i64 @FSE_buildDTable_internal(ptr noundef %13, ptr noundef %14, i32 noundef %15, i32 noundef %16, ptr noundef %17, i64 noundef %18)
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @FSE_buildDTable_internal(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca %struct.FSE_DTableHeader, align 2
  %22 = alloca i16, align 2
  %23 = alloca i32, align 4
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i8, align 1
  %44 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i32 %2, ptr %10, align 4
  store i32 %3, ptr %11, align 4
  store ptr %4, ptr %12, align 8
  store i64 %5, ptr %13, align 8
  %45 = load ptr, ptr %8, align 8
  %46 = getelementptr inbounds i32, ptr %45, i64 1
  store ptr %46, ptr %14, align 8
  %47 = load ptr, ptr %14, align 8
  store ptr %47, ptr %15, align 8
  %48 = load ptr, ptr %12, align 8
  store ptr %48, ptr %16, align 8
  %49 = load ptr, ptr %16, align 8
  %50 = load i32, ptr %10, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds i16, ptr %49, i64 %51
  %53 = getelementptr inbounds i16, ptr %52, i64 1
  store ptr %53, ptr %17, align 8
  %54 = load i32, ptr %10, align 4
  %55 = add i32 %54, 1
  store i32 %55, ptr %18, align 4
  %56 = load i32, ptr %11, align 4
  %57 = shl i32 1, %56
  store i32 %57, ptr %19, align 4
  %58 = load i32, ptr %19, align 4
  %59 = sub i32 %58, 1
  store i32 %59, ptr %20, align 4
  %60 = load i32, ptr %10, align 4
  %61 = add i32 %60, 1
  %62 = zext i32 %61 to i64
  %63 = mul i64 2, %62
  %64 = load i32, ptr %11, align 4
  %65 = zext i32 %64 to i64
  %66 = shl i64 1, %65
  %67 = add i64 %63, %66
  %68 = add i64 %67, 8
  %69 = load i64, ptr %13, align 8
  %70 = icmp ugt i64 %68, %69
  br i1 %70, label %71, label %72

71:                                               ; preds = %6
  store i64 -46, ptr %7, align 8
  br label %348

72:                                               ; preds = %6
  %73 = load i32, ptr %10, align 4
  %74 = icmp ugt i32 %73, 255
  br i1 %74, label %75, label %76

75:                                               ; preds = %72
  store i64 -46, ptr %7, align 8
  br label %348

76:                                               ; preds = %72
  %77 = load i32, ptr %11, align 4
  %78 = icmp ugt i32 %77, 12
  br i1 %78, label %79, label %80

79:                                               ; preds = %76
  store i64 -44, ptr %7, align 8
  br label %348

80:                                               ; preds = %76
  %81 = load i32, ptr %11, align 4
  %82 = trunc i32 %81 to i16
  %83 = getelementptr inbounds %struct.FSE_DTableHeader, ptr %21, i32 0, i32 0
  store i16 %82, ptr %83, align 2
  %84 = getelementptr inbounds %struct.FSE_DTableHeader, ptr %21, i32 0, i32 1
  store i16 1, ptr %84, align 2
  %85 = load i32, ptr %11, align 4
  %86 = sub i32 %85, 1
  %87 = shl i32 1, %86
  %88 = trunc i32 %87 to i16
  store i16 %88, ptr %22, align 2
  store i32 0, ptr %23, align 4
  br label %89

89:                                               ; preds = %137, %80
  %90 = load i32, ptr %23, align 4
  %91 = load i32, ptr %18, align 4
  %92 = icmp ult i32 %90, %91
  br i1 %92, label %93, label %140

93:                                               ; preds = %89
  %94 = load ptr, ptr %9, align 8
  %95 = load i32, ptr %23, align 4
  %96 = zext i32 %95 to i64
  %97 = getelementptr inbounds i16, ptr %94, i64 %96
  %98 = load i16, ptr %97, align 2
  %99 = sext i16 %98 to i32
  %100 = icmp eq i32 %99, -1
  br i1 %100, label %101, label %114

101:                                              ; preds = %93
  %102 = load i32, ptr %23, align 4
  %103 = trunc i32 %102 to i8
  %104 = load ptr, ptr %15, align 8
  %105 = load i32, ptr %20, align 4
  %106 = add i32 %105, -1
  store i32 %106, ptr %20, align 4
  %107 = zext i32 %105 to i64
  %108 = getelementptr inbounds %struct.FSE_decode_t, ptr %104, i64 %107
  %109 = getelementptr inbounds %struct.FSE_decode_t, ptr %108, i32 0, i32 1
  store i8 %103, ptr %109, align 2
  %110 = load ptr, ptr %16, align 8
  %111 = load i32, ptr %23, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds i16, ptr %110, i64 %112
  store i16 1, ptr %113, align 2
  br label %136

114:                                              ; preds = %93
  %115 = load ptr, ptr %9, align 8
  %116 = load i32, ptr %23, align 4
  %117 = zext i32 %116 to i64
  %118 = getelementptr inbounds i16, ptr %115, i64 %117
  %119 = load i16, ptr %118, align 2
  %120 = sext i16 %119 to i32
  %121 = load i16, ptr %22, align 2
  %122 = sext i16 %121 to i32
  %123 = icmp sge i32 %120, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %114
  %125 = getelementptr inbounds %struct.FSE_DTableHeader, ptr %21, i32 0, i32 1
  store i16 0, ptr %125, align 2
  br label %126

126:                                              ; preds = %124, %114
  %127 = load ptr, ptr %9, align 8
  %128 = load i32, ptr %23, align 4
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds i16, ptr %127, i64 %129
  %131 = load i16, ptr %130, align 2
  %132 = load ptr, ptr %16, align 8
  %133 = load i32, ptr %23, align 4
  %134 = zext i32 %133 to i64
  %135 = getelementptr inbounds i16, ptr %132, i64 %134
  store i16 %131, ptr %135, align 2
  br label %136

136:                                              ; preds = %126, %101
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %23, align 4
  %139 = add i32 %138, 1
  store i32 %139, ptr %23, align 4
  br label %89, !llvm.loop !6

140:                                              ; preds = %89
  %141 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %141, ptr align 2 %21, i64 4, i1 false)
  %142 = load i32, ptr %20, align 4
  %143 = load i32, ptr %19, align 4
  %144 = sub i32 %143, 1
  %145 = icmp eq i32 %142, %144
  br i1 %145, label %146, label %239

146:                                              ; preds = %140
  %147 = load i32, ptr %19, align 4
  %148 = sub i32 %147, 1
  %149 = zext i32 %148 to i64
  store i64 %149, ptr %24, align 8
  %150 = load i32, ptr %19, align 4
  %151 = lshr i32 %150, 1
  %152 = load i32, ptr %19, align 4
  %153 = lshr i32 %152, 3
  %154 = add i32 %151, %153
  %155 = add i32 %154, 3
  %156 = zext i32 %155 to i64
  store i64 %156, ptr %25, align 8
  store i64 72340172838076673, ptr %26, align 8
  store i64 0, ptr %27, align 8
  store i64 0, ptr %28, align 8
  store i32 0, ptr %29, align 4
  br label %157

157:                                              ; preds = %192, %146
  %158 = load i32, ptr %29, align 4
  %159 = load i32, ptr %18, align 4
  %160 = icmp ult i32 %158, %159
  br i1 %160, label %161, label %197

161:                                              ; preds = %157
  %162 = load ptr, ptr %9, align 8
  %163 = load i32, ptr %29, align 4
  %164 = zext i32 %163 to i64
  %165 = getelementptr inbounds i16, ptr %162, i64 %164
  %166 = load i16, ptr %165, align 2
  %167 = sext i16 %166 to i32
  store i32 %167, ptr %31, align 4
  %168 = load ptr, ptr %17, align 8
  %169 = load i64, ptr %27, align 8
  %170 = getelementptr inbounds i8, ptr %168, i64 %169
  %171 = load i64, ptr %28, align 8
  call void @MEM_write64(ptr noundef %170, i64 noundef %171)
  store i32 8, ptr %30, align 4
  br label %172

172:                                              ; preds = %184, %161
  %173 = load i32, ptr %30, align 4
  %174 = load i32, ptr %31, align 4
  %175 = icmp slt i32 %173, %174
  br i1 %175, label %176, label %187

176:                                              ; preds = %172
  %177 = load ptr, ptr %17, align 8
  %178 = load i64, ptr %27, align 8
  %179 = getelementptr inbounds i8, ptr %177, i64 %178
  %180 = load i32, ptr %30, align 4
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds i8, ptr %179, i64 %181
  %183 = load i64, ptr %28, align 8
  call void @MEM_write64(ptr noundef %182, i64 noundef %183)
  br label %184

184:                                              ; preds = %176
  %185 = load i32, ptr %30, align 4
  %186 = add nsw i32 %185, 8
  store i32 %186, ptr %30, align 4
  br label %172, !llvm.loop !8

187:                                              ; preds = %172
  %188 = load i32, ptr %31, align 4
  %189 = sext i32 %188 to i64
  %190 = load i64, ptr %27, align 8
  %191 = add i64 %190, %189
  store i64 %191, ptr %27, align 8
  br label %192

192:                                              ; preds = %187
  %193 = load i32, ptr %29, align 4
  %194 = add i32 %193, 1
  store i32 %194, ptr %29, align 4
  %195 = load i64, ptr %28, align 8
  %196 = add i64 %195, 72340172838076673
  store i64 %196, ptr %28, align 8
  br label %157, !llvm.loop !9

197:                                              ; preds = %157
  store i64 0, ptr %32, align 8
  store i64 2, ptr %34, align 8
  store i64 0, ptr %33, align 8
  br label %198

198:                                              ; preds = %235, %197
  %199 = load i64, ptr %33, align 8
  %200 = load i32, ptr %19, align 4
  %201 = zext i32 %200 to i64
  %202 = icmp ult i64 %199, %201
  br i1 %202, label %203, label %238

203:                                              ; preds = %198
  store i64 0, ptr %35, align 8
  br label %204

204:                                              ; preds = %225, %203
  %205 = load i64, ptr %35, align 8
  %206 = icmp ult i64 %205, 2
  br i1 %206, label %207, label %228

207:                                              ; preds = %204
  %208 = load i64, ptr %32, align 8
  %209 = load i64, ptr %35, align 8
  %210 = load i64, ptr %25, align 8
  %211 = mul i64 %209, %210
  %212 = add i64 %208, %211
  %213 = load i64, ptr %24, align 8
  %214 = and i64 %212, %213
  store i64 %214, ptr %36, align 8
  %215 = load ptr, ptr %17, align 8
  %216 = load i64, ptr %33, align 8
  %217 = load i64, ptr %35, align 8
  %218 = add i64 %216, %217
  %219 = getelementptr inbounds i8, ptr %215, i64 %218
  %220 = load i8, ptr %219, align 1
  %221 = load ptr, ptr %15, align 8
  %222 = load i64, ptr %36, align 8
  %223 = getelementptr inbounds %struct.FSE_decode_t, ptr %221, i64 %222
  %224 = getelementptr inbounds %struct.FSE_decode_t, ptr %223, i32 0, i32 1
  store i8 %220, ptr %224, align 2
  br label %225

225:                                              ; preds = %207
  %226 = load i64, ptr %35, align 8
  %227 = add i64 %226, 1
  store i64 %227, ptr %35, align 8
  br label %204, !llvm.loop !10

228:                                              ; preds = %204
  %229 = load i64, ptr %32, align 8
  %230 = load i64, ptr %25, align 8
  %231 = mul i64 2, %230
  %232 = add i64 %229, %231
  %233 = load i64, ptr %24, align 8
  %234 = and i64 %232, %233
  store i64 %234, ptr %32, align 8
  br label %235

235:                                              ; preds = %228
  %236 = load i64, ptr %33, align 8
  %237 = add i64 %236, 2
  store i64 %237, ptr %33, align 8
  br label %198, !llvm.loop !11

238:                                              ; preds = %198
  br label %298

239:                                              ; preds = %140
  %240 = load i32, ptr %19, align 4
  %241 = sub i32 %240, 1
  store i32 %241, ptr %37, align 4
  %242 = load i32, ptr %19, align 4
  %243 = lshr i32 %242, 1
  %244 = load i32, ptr %19, align 4
  %245 = lshr i32 %244, 3
  %246 = add i32 %243, %245
  %247 = add i32 %246, 3
  store i32 %247, ptr %38, align 4
  store i32 0, ptr %40, align 4
  store i32 0, ptr %39, align 4
  br label %248

248:                                              ; preds = %290, %239
  %249 = load i32, ptr %39, align 4
  %250 = load i32, ptr %18, align 4
  %251 = icmp ult i32 %249, %250
  br i1 %251, label %252, label %293

252:                                              ; preds = %248
  store i32 0, ptr %41, align 4
  br label %253

253:                                              ; preds = %286, %252
  %254 = load i32, ptr %41, align 4
  %255 = load ptr, ptr %9, align 8
  %256 = load i32, ptr %39, align 4
  %257 = zext i32 %256 to i64
  %258 = getelementptr inbounds i16, ptr %255, i64 %257
  %259 = load i16, ptr %258, align 2
  %260 = sext i16 %259 to i32
  %261 = icmp slt i32 %254, %260
  br i1 %261, label %262, label %289

262:                                              ; preds = %253
  %263 = load i32, ptr %39, align 4
  %264 = trunc i32 %263 to i8
  %265 = load ptr, ptr %15, align 8
  %266 = load i32, ptr %40, align 4
  %267 = zext i32 %266 to i64
  %268 = getelementptr inbounds %struct.FSE_decode_t, ptr %265, i64 %267
  %269 = getelementptr inbounds %struct.FSE_decode_t, ptr %268, i32 0, i32 1
  store i8 %264, ptr %269, align 2
  %270 = load i32, ptr %40, align 4
  %271 = load i32, ptr %38, align 4
  %272 = add i32 %270, %271
  %273 = load i32, ptr %37, align 4
  %274 = and i32 %272, %273
  store i32 %274, ptr %40, align 4
  br label %275

275:                                              ; preds = %279, %262
  %276 = load i32, ptr %40, align 4
  %277 = load i32, ptr %20, align 4
  %278 = icmp ugt i32 %276, %277
  br i1 %278, label %279, label %285

279:                                              ; preds = %275
  %280 = load i32, ptr %40, align 4
  %281 = load i32, ptr %38, align 4
  %282 = add i32 %280, %281
  %283 = load i32, ptr %37, align 4
  %284 = and i32 %282, %283
  store i32 %284, ptr %40, align 4
  br label %275, !llvm.loop !12

285:                                              ; preds = %275
  br label %286

286:                                              ; preds = %285
  %287 = load i32, ptr %41, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %41, align 4
  br label %253, !llvm.loop !13

289:                                              ; preds = %253
  br label %290

290:                                              ; preds = %289
  %291 = load i32, ptr %39, align 4
  %292 = add i32 %291, 1
  store i32 %292, ptr %39, align 4
  br label %248, !llvm.loop !14

293:                                              ; preds = %248
  %294 = load i32, ptr %40, align 4
  %295 = icmp ne i32 %294, 0
  br i1 %295, label %296, label %297

296:                                              ; preds = %293
  store i64 -1, ptr %7, align 8
  br label %348

297:                                              ; preds = %293
  br label %298

298:                                              ; preds = %297, %238
  store i32 0, ptr %42, align 4
  br label %299

299:                                              ; preds = %344, %298
  %300 = load i32, ptr %42, align 4
  %301 = load i32, ptr %19, align 4
  %302 = icmp ult i32 %300, %301
  br i1 %302, label %303, label %347

303:                                              ; preds = %299
  %304 = load ptr, ptr %15, align 8
  %305 = load i32, ptr %42, align 4
  %306 = zext i32 %305 to i64
  %307 = getelementptr inbounds %struct.FSE_decode_t, ptr %304, i64 %306
  %308 = getelementptr inbounds %struct.FSE_decode_t, ptr %307, i32 0, i32 1
  %309 = load i8, ptr %308, align 2
  store i8 %309, ptr %43, align 1
  %310 = load ptr, ptr %16, align 8
  %311 = load i8, ptr %43, align 1
  %312 = zext i8 %311 to i64
  %313 = getelementptr inbounds i16, ptr %310, i64 %312
  %314 = load i16, ptr %313, align 2
  %315 = add i16 %314, 1
  store i16 %315, ptr %313, align 2
  %316 = zext i16 %314 to i32
  store i32 %316, ptr %44, align 4
  %317 = load i32, ptr %11, align 4
  %318 = load i32, ptr %44, align 4
  %319 = call i32 @ZSTD_highbit32(i32 noundef %318)
  %320 = sub i32 %317, %319
  %321 = trunc i32 %320 to i8
  %322 = load ptr, ptr %15, align 8
  %323 = load i32, ptr %42, align 4
  %324 = zext i32 %323 to i64
  %325 = getelementptr inbounds %struct.FSE_decode_t, ptr %322, i64 %324
  %326 = getelementptr inbounds %struct.FSE_decode_t, ptr %325, i32 0, i32 2
  store i8 %321, ptr %326, align 1
  %327 = load i32, ptr %44, align 4
  %328 = load ptr, ptr %15, align 8
  %329 = load i32, ptr %42, align 4
  %330 = zext i32 %329 to i64
  %331 = getelementptr inbounds %struct.FSE_decode_t, ptr %328, i64 %330
  %332 = getelementptr inbounds %struct.FSE_decode_t, ptr %331, i32 0, i32 2
  %333 = load i8, ptr %332, align 1
  %334 = zext i8 %333 to i32
  %335 = shl i32 %327, %334
  %336 = load i32, ptr %19, align 4
  %337 = sub i32 %335, %336
  %338 = trunc i32 %337 to i16
  %339 = load ptr, ptr %15, align 8
  %340 = load i32, ptr %42, align 4
  %341 = zext i32 %340 to i64
  %342 = getelementptr inbounds %struct.FSE_decode_t, ptr %339, i64 %341
  %343 = getelementptr inbounds %struct.FSE_decode_t, ptr %342, i32 0, i32 0
  store i16 %338, ptr %343, align 2
  br label %344

344:                                              ; preds = %303
  %345 = load i32, ptr %42, align 4
  %346 = add i32 %345, 1
  store i32 %346, ptr %42, align 4
  br label %299, !llvm.loop !15

347:                                              ; preds = %299
  store i64 0, ptr %7, align 8
  br label %348

348:                                              ; preds = %347, %296, %79, %75, %71
  %349 = load i64, ptr %7, align 8
  ret i64 %349
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  store ptr %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store ptr %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i32 %4, ptr %13, align 4
  store ptr %5, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  store i32 %7, ptr %16, align 4
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %9, align 8
  %19 = load i64, ptr %10, align 8
  %20 = load ptr, ptr %11, align 8
  %21 = load i64, ptr %12, align 8
  %22 = load i32, ptr %13, align 4
  %23 = load ptr, ptr %14, align 8
  %24 = load i64, ptr %15, align 8
  %25 = call i64 @FSE_decompress_wksp_body_default(ptr noundef %18, i64 noundef %19, ptr noundef %20, i64 noundef %21, i32 noundef %22, ptr noundef %23, i64 noundef %24)
  ret i64 %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @FSE_decompress_wksp_body_default(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) #0 {
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca ptr, align 8
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca i64, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca ptr, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca %struct.BIT_DStream_t, align 8
  %52 = alloca %struct.FSE_DState_t, align 8
  %53 = alloca %struct.FSE_DState_t, align 8
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  %56 = alloca ptr, align 8
  %57 = alloca i64, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i64, align 8
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca %struct.BIT_DStream_t, align 8
  %67 = alloca %struct.FSE_DState_t, align 8
  %68 = alloca %struct.FSE_DState_t, align 8
  %69 = alloca i64, align 8
  %70 = alloca i64, align 8
  %71 = alloca ptr, align 8
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca i64, align 8
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca i64, align 8
  %78 = alloca i32, align 4
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i32, align 4
  %83 = alloca ptr, align 8
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i64, align 8
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca i32, align 4
  %91 = alloca ptr, align 8
  %92 = alloca i64, align 8
  %93 = alloca ptr, align 8
  %94 = alloca i64, align 8
  %95 = alloca i32, align 4
  %96 = alloca ptr, align 8
  %97 = alloca i64, align 8
  store ptr %0, ptr %91, align 8
  store i64 %1, ptr %92, align 8
  store ptr %2, ptr %93, align 8
  store i64 %3, ptr %94, align 8
  store i32 %4, ptr %95, align 4
  store ptr %5, ptr %96, align 8
  store i64 %6, ptr %97, align 8
  %98 = load ptr, ptr %91, align 8
  %99 = load i64, ptr %92, align 8
  %100 = load ptr, ptr %93, align 8
  %101 = load i64, ptr %94, align 8
  %102 = load i32, ptr %95, align 4
  %103 = load ptr, ptr %96, align 8
  %104 = load i64, ptr %97, align 8
  store ptr %98, ptr %71, align 8
  store i64 %99, ptr %72, align 8
  store ptr %100, ptr %73, align 8
  store i64 %101, ptr %74, align 8
  store i32 %102, ptr %75, align 4
  store ptr %103, ptr %76, align 8
  store i64 %104, ptr %77, align 8
  store i32 0, ptr %78, align 4
  %105 = load ptr, ptr %73, align 8
  store ptr %105, ptr %79, align 8
  %106 = load ptr, ptr %79, align 8
  store ptr %106, ptr %80, align 8
  store i32 255, ptr %82, align 4
  %107 = load ptr, ptr %76, align 8
  store ptr %107, ptr %83, align 8
  store i64 128, ptr %84, align 8
  %108 = load ptr, ptr %76, align 8
  %109 = getelementptr inbounds i32, ptr %108, i64 128
  store ptr %109, ptr %85, align 8
  %110 = load i64, ptr %77, align 8
  %111 = icmp ult i64 %110, 512
  br i1 %111, label %112, label %113

112:                                              ; preds = %7
  store i64 -1, ptr %70, align 8
  br label %1226

113:                                              ; preds = %7
  %114 = load ptr, ptr %83, align 8
  %115 = load ptr, ptr %79, align 8
  %116 = load i64, ptr %74, align 8
  %117 = load i32, ptr %78, align 4
  %118 = call i64 @FSE_readNCount_bmi2(ptr noundef %114, ptr noundef %82, ptr noundef %81, ptr noundef %115, i64 noundef %116, i32 noundef %117) #5
  store i64 %118, ptr %86, align 8
  %119 = load i64, ptr %86, align 8
  %120 = call i32 @ERR_isError(i64 noundef %119)
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %124

122:                                              ; preds = %113
  %123 = load i64, ptr %86, align 8
  store i64 %123, ptr %70, align 8
  br label %1226

124:                                              ; preds = %113
  %125 = load i32, ptr %81, align 4
  %126 = load i32, ptr %75, align 4
  %127 = icmp ugt i32 %125, %126
  br i1 %127, label %128, label %129

128:                                              ; preds = %124
  store i64 -44, ptr %70, align 8
  br label %1226

129:                                              ; preds = %124
  %130 = load i64, ptr %86, align 8
  %131 = load ptr, ptr %80, align 8
  %132 = getelementptr inbounds i8, ptr %131, i64 %130
  store ptr %132, ptr %80, align 8
  %133 = load i64, ptr %86, align 8
  %134 = load i64, ptr %74, align 8
  %135 = sub i64 %134, %133
  store i64 %135, ptr %74, align 8
  %136 = load i32, ptr %81, align 4
  %137 = shl i32 1, %136
  %138 = add nsw i32 1, %137
  %139 = add nsw i32 %138, 1
  %140 = sext i32 %139 to i64
  %141 = load i32, ptr %82, align 4
  %142 = add i32 %141, 1
  %143 = zext i32 %142 to i64
  %144 = mul i64 2, %143
  %145 = load i32, ptr %81, align 4
  %146 = zext i32 %145 to i64
  %147 = shl i64 1, %146
  %148 = add i64 %144, %147
  %149 = add i64 %148, 8
  %150 = add i64 %149, 4
  %151 = sub i64 %150, 1
  %152 = udiv i64 %151, 4
  %153 = add i64 %140, %152
  %154 = add i64 %153, 128
  %155 = add i64 %154, 1
  %156 = mul i64 %155, 4
  %157 = load i64, ptr %77, align 8
  %158 = icmp ugt i64 %156, %157
  br i1 %158, label %159, label %160

159:                                              ; preds = %129
  store i64 -44, ptr %70, align 8
  br label %1226

160:                                              ; preds = %129
  %161 = load ptr, ptr %76, align 8
  %162 = getelementptr inbounds i8, ptr %161, i64 512
  %163 = load i32, ptr %81, align 4
  %164 = shl i32 1, %163
  %165 = add nsw i32 1, %164
  %166 = sext i32 %165 to i64
  %167 = mul i64 %166, 4
  %168 = getelementptr inbounds i8, ptr %162, i64 %167
  store ptr %168, ptr %76, align 8
  %169 = load i32, ptr %81, align 4
  %170 = shl i32 1, %169
  %171 = add nsw i32 1, %170
  %172 = sext i32 %171 to i64
  %173 = mul i64 %172, 4
  %174 = add i64 512, %173
  %175 = load i64, ptr %77, align 8
  %176 = sub i64 %175, %174
  store i64 %176, ptr %77, align 8
  %177 = load ptr, ptr %85, align 8
  %178 = load ptr, ptr %83, align 8
  %179 = load i32, ptr %82, align 4
  %180 = load i32, ptr %81, align 4
  %181 = load ptr, ptr %76, align 8
  %182 = load i64, ptr %77, align 8
  %183 = call i64 @FSE_buildDTable_internal(ptr noundef %177, ptr noundef %178, i32 noundef %179, i32 noundef %180, ptr noundef %181, i64 noundef %182)
  store i64 %183, ptr %87, align 8
  %184 = load i64, ptr %87, align 8
  %185 = call i32 @ERR_isError(i64 noundef %184)
  %186 = icmp ne i32 %185, 0
  br i1 %186, label %187, label %189

187:                                              ; preds = %160
  %188 = load i64, ptr %87, align 8
  store i64 %188, ptr %70, align 8
  br label %1226

189:                                              ; preds = %160
  %190 = load ptr, ptr %85, align 8
  store ptr %190, ptr %88, align 8
  %191 = load ptr, ptr %88, align 8
  store ptr %191, ptr %89, align 8
  %192 = load ptr, ptr %89, align 8
  %193 = getelementptr inbounds %struct.FSE_DTableHeader, ptr %192, i32 0, i32 1
  %194 = load i16, ptr %193, align 2
  %195 = zext i16 %194 to i32
  store i32 %195, ptr %90, align 4
  %196 = load i32, ptr %90, align 4
  %197 = icmp ne i32 %196, 0
  br i1 %197, label %198, label %712

198:                                              ; preds = %189
  %199 = load ptr, ptr %71, align 8
  %200 = load i64, ptr %72, align 8
  %201 = load ptr, ptr %80, align 8
  %202 = load i64, ptr %74, align 8
  %203 = load ptr, ptr %85, align 8
  store ptr %199, ptr %56, align 8
  store i64 %200, ptr %57, align 8
  store ptr %201, ptr %58, align 8
  store i64 %202, ptr %59, align 8
  store ptr %203, ptr %60, align 8
  store i32 1, ptr %61, align 4
  %204 = load ptr, ptr %56, align 8
  store ptr %204, ptr %62, align 8
  %205 = load ptr, ptr %62, align 8
  store ptr %205, ptr %63, align 8
  %206 = load ptr, ptr %63, align 8
  %207 = load i64, ptr %57, align 8
  %208 = getelementptr inbounds i8, ptr %206, i64 %207
  store ptr %208, ptr %64, align 8
  %209 = load ptr, ptr %64, align 8
  %210 = getelementptr inbounds i8, ptr %209, i64 -3
  store ptr %210, ptr %65, align 8
  %211 = load ptr, ptr %58, align 8
  %212 = load i64, ptr %59, align 8
  %213 = call i64 @BIT_initDStream(ptr noundef %66, ptr noundef %211, i64 noundef %212)
  store i64 %213, ptr %69, align 8
  %214 = load i64, ptr %69, align 8
  %215 = call i32 @ERR_isError(i64 noundef %214)
  %216 = icmp ne i32 %215, 0
  br i1 %216, label %217, label %219

217:                                              ; preds = %198
  %218 = load i64, ptr %69, align 8
  store i64 %218, ptr %55, align 8
  br label %710

219:                                              ; preds = %198
  %220 = load ptr, ptr %60, align 8
  call void @FSE_initDState(ptr noundef %67, ptr noundef %66, ptr noundef %220)
  %221 = load ptr, ptr %60, align 8
  call void @FSE_initDState(ptr noundef %68, ptr noundef %66, ptr noundef %221)
  store ptr %66, ptr %9, align 8
  %222 = load ptr, ptr %9, align 8
  %223 = getelementptr inbounds %struct.BIT_DStream_t, ptr %222, i32 0, i32 1
  %224 = load i32, ptr %223, align 8
  %225 = zext i32 %224 to i64
  %226 = icmp ugt i64 %225, 64
  %227 = zext i1 %226 to i32
  %228 = sext i32 %227 to i64
  br i1 %226, label %229, label %232

229:                                              ; preds = %219
  %230 = load ptr, ptr %9, align 8
  %231 = getelementptr inbounds %struct.BIT_DStream_t, ptr %230, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %231, align 8
  store i32 3, ptr %8, align 4
  br label %306

232:                                              ; preds = %219
  %233 = load ptr, ptr %9, align 8
  %234 = getelementptr inbounds %struct.BIT_DStream_t, ptr %233, i32 0, i32 2
  %235 = load ptr, ptr %234, align 8
  %236 = load ptr, ptr %9, align 8
  %237 = getelementptr inbounds %struct.BIT_DStream_t, ptr %236, i32 0, i32 4
  %238 = load ptr, ptr %237, align 8
  %239 = icmp uge ptr %235, %238
  br i1 %239, label %240, label %243

240:                                              ; preds = %232
  %241 = load ptr, ptr %9, align 8
  %242 = call i32 @BIT_reloadDStream_internal(ptr noundef %241)
  store i32 %242, ptr %8, align 4
  br label %306

243:                                              ; preds = %232
  %244 = load ptr, ptr %9, align 8
  %245 = getelementptr inbounds %struct.BIT_DStream_t, ptr %244, i32 0, i32 2
  %246 = load ptr, ptr %245, align 8
  %247 = load ptr, ptr %9, align 8
  %248 = getelementptr inbounds %struct.BIT_DStream_t, ptr %247, i32 0, i32 3
  %249 = load ptr, ptr %248, align 8
  %250 = icmp eq ptr %246, %249
  br i1 %250, label %251, label %259

251:                                              ; preds = %243
  %252 = load ptr, ptr %9, align 8
  %253 = getelementptr inbounds %struct.BIT_DStream_t, ptr %252, i32 0, i32 1
  %254 = load i32, ptr %253, align 8
  %255 = zext i32 %254 to i64
  %256 = icmp ult i64 %255, 64
  br i1 %256, label %257, label %258

257:                                              ; preds = %251
  store i32 1, ptr %8, align 4
  br label %306

258:                                              ; preds = %251
  store i32 2, ptr %8, align 4
  br label %306

259:                                              ; preds = %243
  %260 = load ptr, ptr %9, align 8
  %261 = getelementptr inbounds %struct.BIT_DStream_t, ptr %260, i32 0, i32 1
  %262 = load i32, ptr %261, align 8
  %263 = lshr i32 %262, 3
  store i32 %263, ptr %10, align 4
  store i32 0, ptr %11, align 4
  %264 = load ptr, ptr %9, align 8
  %265 = getelementptr inbounds %struct.BIT_DStream_t, ptr %264, i32 0, i32 2
  %266 = load ptr, ptr %265, align 8
  %267 = load i32, ptr %10, align 4
  %268 = zext i32 %267 to i64
  %269 = sub i64 0, %268
  %270 = getelementptr inbounds i8, ptr %266, i64 %269
  %271 = load ptr, ptr %9, align 8
  %272 = getelementptr inbounds %struct.BIT_DStream_t, ptr %271, i32 0, i32 3
  %273 = load ptr, ptr %272, align 8
  %274 = icmp ult ptr %270, %273
  br i1 %274, label %275, label %286

275:                                              ; preds = %259
  %276 = load ptr, ptr %9, align 8
  %277 = getelementptr inbounds %struct.BIT_DStream_t, ptr %276, i32 0, i32 2
  %278 = load ptr, ptr %277, align 8
  %279 = load ptr, ptr %9, align 8
  %280 = getelementptr inbounds %struct.BIT_DStream_t, ptr %279, i32 0, i32 3
  %281 = load ptr, ptr %280, align 8
  %282 = ptrtoint ptr %278 to i64
  %283 = ptrtoint ptr %281 to i64
  %284 = sub i64 %282, %283
  %285 = trunc i64 %284 to i32
  store i32 %285, ptr %10, align 4
  store i32 1, ptr %11, align 4
  br label %286

286:                                              ; preds = %275, %259
  %287 = load i32, ptr %10, align 4
  %288 = load ptr, ptr %9, align 8
  %289 = getelementptr inbounds %struct.BIT_DStream_t, ptr %288, i32 0, i32 2
  %290 = load ptr, ptr %289, align 8
  %291 = zext i32 %287 to i64
  %292 = sub i64 0, %291
  %293 = getelementptr inbounds i8, ptr %290, i64 %292
  store ptr %293, ptr %289, align 8
  %294 = load i32, ptr %10, align 4
  %295 = mul i32 %294, 8
  %296 = load ptr, ptr %9, align 8
  %297 = getelementptr inbounds %struct.BIT_DStream_t, ptr %296, i32 0, i32 1
  %298 = load i32, ptr %297, align 8
  %299 = sub i32 %298, %295
  store i32 %299, ptr %297, align 8
  %300 = load ptr, ptr %9, align 8
  %301 = getelementptr inbounds %struct.BIT_DStream_t, ptr %300, i32 0, i32 2
  %302 = load ptr, ptr %301, align 8
  %303 = call i64 @MEM_readLEST(ptr noundef %302)
  %304 = load ptr, ptr %9, align 8
  store i64 %303, ptr %304, align 8
  %305 = load i32, ptr %11, align 4
  store i32 %305, ptr %8, align 4
  br label %306

306:                                              ; preds = %229, %240, %257, %258, %286
  %307 = load i32, ptr %8, align 4
  %308 = icmp eq i32 %307, 3
  br i1 %308, label %309, label %310

309:                                              ; preds = %306
  store i64 -20, ptr %55, align 8
  br label %710

310:                                              ; preds = %306
  br label %311

311:                                              ; preds = %453, %310
  store ptr %66, ptr %13, align 8
  %312 = load ptr, ptr %13, align 8
  %313 = getelementptr inbounds %struct.BIT_DStream_t, ptr %312, i32 0, i32 1
  %314 = load i32, ptr %313, align 8
  %315 = zext i32 %314 to i64
  %316 = icmp ugt i64 %315, 64
  %317 = zext i1 %316 to i32
  %318 = sext i32 %317 to i64
  br i1 %316, label %319, label %322

319:                                              ; preds = %311
  %320 = load ptr, ptr %13, align 8
  %321 = getelementptr inbounds %struct.BIT_DStream_t, ptr %320, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %321, align 8
  store i32 3, ptr %12, align 4
  br label %396

322:                                              ; preds = %311
  %323 = load ptr, ptr %13, align 8
  %324 = getelementptr inbounds %struct.BIT_DStream_t, ptr %323, i32 0, i32 2
  %325 = load ptr, ptr %324, align 8
  %326 = load ptr, ptr %13, align 8
  %327 = getelementptr inbounds %struct.BIT_DStream_t, ptr %326, i32 0, i32 4
  %328 = load ptr, ptr %327, align 8
  %329 = icmp uge ptr %325, %328
  br i1 %329, label %330, label %333

330:                                              ; preds = %322
  %331 = load ptr, ptr %13, align 8
  %332 = call i32 @BIT_reloadDStream_internal(ptr noundef %331)
  store i32 %332, ptr %12, align 4
  br label %396

333:                                              ; preds = %322
  %334 = load ptr, ptr %13, align 8
  %335 = getelementptr inbounds %struct.BIT_DStream_t, ptr %334, i32 0, i32 2
  %336 = load ptr, ptr %335, align 8
  %337 = load ptr, ptr %13, align 8
  %338 = getelementptr inbounds %struct.BIT_DStream_t, ptr %337, i32 0, i32 3
  %339 = load ptr, ptr %338, align 8
  %340 = icmp eq ptr %336, %339
  br i1 %340, label %341, label %349

341:                                              ; preds = %333
  %342 = load ptr, ptr %13, align 8
  %343 = getelementptr inbounds %struct.BIT_DStream_t, ptr %342, i32 0, i32 1
  %344 = load i32, ptr %343, align 8
  %345 = zext i32 %344 to i64
  %346 = icmp ult i64 %345, 64
  br i1 %346, label %347, label %348

347:                                              ; preds = %341
  store i32 1, ptr %12, align 4
  br label %396

348:                                              ; preds = %341
  store i32 2, ptr %12, align 4
  br label %396

349:                                              ; preds = %333
  %350 = load ptr, ptr %13, align 8
  %351 = getelementptr inbounds %struct.BIT_DStream_t, ptr %350, i32 0, i32 1
  %352 = load i32, ptr %351, align 8
  %353 = lshr i32 %352, 3
  store i32 %353, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %354 = load ptr, ptr %13, align 8
  %355 = getelementptr inbounds %struct.BIT_DStream_t, ptr %354, i32 0, i32 2
  %356 = load ptr, ptr %355, align 8
  %357 = load i32, ptr %14, align 4
  %358 = zext i32 %357 to i64
  %359 = sub i64 0, %358
  %360 = getelementptr inbounds i8, ptr %356, i64 %359
  %361 = load ptr, ptr %13, align 8
  %362 = getelementptr inbounds %struct.BIT_DStream_t, ptr %361, i32 0, i32 3
  %363 = load ptr, ptr %362, align 8
  %364 = icmp ult ptr %360, %363
  br i1 %364, label %365, label %376

365:                                              ; preds = %349
  %366 = load ptr, ptr %13, align 8
  %367 = getelementptr inbounds %struct.BIT_DStream_t, ptr %366, i32 0, i32 2
  %368 = load ptr, ptr %367, align 8
  %369 = load ptr, ptr %13, align 8
  %370 = getelementptr inbounds %struct.BIT_DStream_t, ptr %369, i32 0, i32 3
  %371 = load ptr, ptr %370, align 8
  %372 = ptrtoint ptr %368 to i64
  %373 = ptrtoint ptr %371 to i64
  %374 = sub i64 %372, %373
  %375 = trunc i64 %374 to i32
  store i32 %375, ptr %14, align 4
  store i32 1, ptr %15, align 4
  br label %376

376:                                              ; preds = %365, %349
  %377 = load i32, ptr %14, align 4
  %378 = load ptr, ptr %13, align 8
  %379 = getelementptr inbounds %struct.BIT_DStream_t, ptr %378, i32 0, i32 2
  %380 = load ptr, ptr %379, align 8
  %381 = zext i32 %377 to i64
  %382 = sub i64 0, %381
  %383 = getelementptr inbounds i8, ptr %380, i64 %382
  store ptr %383, ptr %379, align 8
  %384 = load i32, ptr %14, align 4
  %385 = mul i32 %384, 8
  %386 = load ptr, ptr %13, align 8
  %387 = getelementptr inbounds %struct.BIT_DStream_t, ptr %386, i32 0, i32 1
  %388 = load i32, ptr %387, align 8
  %389 = sub i32 %388, %385
  store i32 %389, ptr %387, align 8
  %390 = load ptr, ptr %13, align 8
  %391 = getelementptr inbounds %struct.BIT_DStream_t, ptr %390, i32 0, i32 2
  %392 = load ptr, ptr %391, align 8
  %393 = call i64 @MEM_readLEST(ptr noundef %392)
  %394 = load ptr, ptr %13, align 8
  store i64 %393, ptr %394, align 8
  %395 = load i32, ptr %15, align 4
  store i32 %395, ptr %12, align 4
  br label %396

396:                                              ; preds = %319, %330, %347, %348, %376
  %397 = load i32, ptr %12, align 4
  %398 = icmp eq i32 %397, 0
  %399 = zext i1 %398 to i32
  %400 = load ptr, ptr %63, align 8
  %401 = load ptr, ptr %65, align 8
  %402 = icmp ult ptr %400, %401
  %403 = zext i1 %402 to i32
  %404 = and i32 %399, %403
  %405 = icmp ne i32 %404, 0
  br i1 %405, label %406, label %460

406:                                              ; preds = %396
  %407 = load i32, ptr %61, align 4
  %408 = icmp ne i32 %407, 0
  br i1 %408, label %409, label %412

409:                                              ; preds = %406
  %410 = call i8 @FSE_decodeSymbolFast(ptr noundef %67, ptr noundef %66)
  %411 = zext i8 %410 to i32
  br label %415

412:                                              ; preds = %406
  %413 = call i8 @FSE_decodeSymbol(ptr noundef %67, ptr noundef %66)
  %414 = zext i8 %413 to i32
  br label %415

415:                                              ; preds = %412, %409
  %416 = phi i32 [ %411, %409 ], [ %414, %412 ]
  %417 = trunc i32 %416 to i8
  %418 = load ptr, ptr %63, align 8
  store i8 %417, ptr %418, align 1
  %419 = load i32, ptr %61, align 4
  %420 = icmp ne i32 %419, 0
  br i1 %420, label %421, label %424

421:                                              ; preds = %415
  %422 = call i8 @FSE_decodeSymbolFast(ptr noundef %68, ptr noundef %66)
  %423 = zext i8 %422 to i32
  br label %427

424:                                              ; preds = %415
  %425 = call i8 @FSE_decodeSymbol(ptr noundef %68, ptr noundef %66)
  %426 = zext i8 %425 to i32
  br label %427

427:                                              ; preds = %424, %421
  %428 = phi i32 [ %423, %421 ], [ %426, %424 ]
  %429 = trunc i32 %428 to i8
  %430 = load ptr, ptr %63, align 8
  %431 = getelementptr inbounds i8, ptr %430, i64 1
  store i8 %429, ptr %431, align 1
  %432 = load i32, ptr %61, align 4
  %433 = icmp ne i32 %432, 0
  br i1 %433, label %434, label %437

434:                                              ; preds = %427
  %435 = call i8 @FSE_decodeSymbolFast(ptr noundef %67, ptr noundef %66)
  %436 = zext i8 %435 to i32
  br label %440

437:                                              ; preds = %427
  %438 = call i8 @FSE_decodeSymbol(ptr noundef %67, ptr noundef %66)
  %439 = zext i8 %438 to i32
  br label %440

440:                                              ; preds = %437, %434
  %441 = phi i32 [ %436, %434 ], [ %439, %437 ]
  %442 = trunc i32 %441 to i8
  %443 = load ptr, ptr %63, align 8
  %444 = getelementptr inbounds i8, ptr %443, i64 2
  store i8 %442, ptr %444, align 1
  %445 = load i32, ptr %61, align 4
  %446 = icmp ne i32 %445, 0
  br i1 %446, label %447, label %450

447:                                              ; preds = %440
  %448 = call i8 @FSE_decodeSymbolFast(ptr noundef %68, ptr noundef %66)
  %449 = zext i8 %448 to i32
  br label %453

450:                                              ; preds = %440
  %451 = call i8 @FSE_decodeSymbol(ptr noundef %68, ptr noundef %66)
  %452 = zext i8 %451 to i32
  br label %453

453:                                              ; preds = %450, %447
  %454 = phi i32 [ %449, %447 ], [ %452, %450 ]
  %455 = trunc i32 %454 to i8
  %456 = load ptr, ptr %63, align 8
  %457 = getelementptr inbounds i8, ptr %456, i64 3
  store i8 %455, ptr %457, align 1
  %458 = load ptr, ptr %63, align 8
  %459 = getelementptr inbounds i8, ptr %458, i64 4
  store ptr %459, ptr %63, align 8
  br label %311, !llvm.loop !16

460:                                              ; preds = %396
  br label %461

461:                                              ; preds = %703, %460
  %462 = load ptr, ptr %63, align 8
  %463 = load ptr, ptr %64, align 8
  %464 = getelementptr inbounds i8, ptr %463, i64 -2
  %465 = icmp ugt ptr %462, %464
  br i1 %465, label %466, label %467

466:                                              ; preds = %461
  store i64 -70, ptr %55, align 8
  br label %710

467:                                              ; preds = %461
  %468 = load i32, ptr %61, align 4
  %469 = icmp ne i32 %468, 0
  br i1 %469, label %470, label %473

470:                                              ; preds = %467
  %471 = call i8 @FSE_decodeSymbolFast(ptr noundef %67, ptr noundef %66)
  %472 = zext i8 %471 to i32
  br label %476

473:                                              ; preds = %467
  %474 = call i8 @FSE_decodeSymbol(ptr noundef %67, ptr noundef %66)
  %475 = zext i8 %474 to i32
  br label %476

476:                                              ; preds = %473, %470
  %477 = phi i32 [ %472, %470 ], [ %475, %473 ]
  %478 = trunc i32 %477 to i8
  %479 = load ptr, ptr %63, align 8
  %480 = getelementptr inbounds i8, ptr %479, i32 1
  store ptr %480, ptr %63, align 8
  store i8 %478, ptr %479, align 1
  store ptr %66, ptr %17, align 8
  %481 = load ptr, ptr %17, align 8
  %482 = getelementptr inbounds %struct.BIT_DStream_t, ptr %481, i32 0, i32 1
  %483 = load i32, ptr %482, align 8
  %484 = zext i32 %483 to i64
  %485 = icmp ugt i64 %484, 64
  %486 = zext i1 %485 to i32
  %487 = sext i32 %486 to i64
  br i1 %485, label %488, label %491

488:                                              ; preds = %476
  %489 = load ptr, ptr %17, align 8
  %490 = getelementptr inbounds %struct.BIT_DStream_t, ptr %489, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %490, align 8
  store i32 3, ptr %16, align 4
  br label %565

491:                                              ; preds = %476
  %492 = load ptr, ptr %17, align 8
  %493 = getelementptr inbounds %struct.BIT_DStream_t, ptr %492, i32 0, i32 2
  %494 = load ptr, ptr %493, align 8
  %495 = load ptr, ptr %17, align 8
  %496 = getelementptr inbounds %struct.BIT_DStream_t, ptr %495, i32 0, i32 4
  %497 = load ptr, ptr %496, align 8
  %498 = icmp uge ptr %494, %497
  br i1 %498, label %499, label %502

499:                                              ; preds = %491
  %500 = load ptr, ptr %17, align 8
  %501 = call i32 @BIT_reloadDStream_internal(ptr noundef %500)
  store i32 %501, ptr %16, align 4
  br label %565

502:                                              ; preds = %491
  %503 = load ptr, ptr %17, align 8
  %504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %503, i32 0, i32 2
  %505 = load ptr, ptr %504, align 8
  %506 = load ptr, ptr %17, align 8
  %507 = getelementptr inbounds %struct.BIT_DStream_t, ptr %506, i32 0, i32 3
  %508 = load ptr, ptr %507, align 8
  %509 = icmp eq ptr %505, %508
  br i1 %509, label %510, label %518

510:                                              ; preds = %502
  %511 = load ptr, ptr %17, align 8
  %512 = getelementptr inbounds %struct.BIT_DStream_t, ptr %511, i32 0, i32 1
  %513 = load i32, ptr %512, align 8
  %514 = zext i32 %513 to i64
  %515 = icmp ult i64 %514, 64
  br i1 %515, label %516, label %517

516:                                              ; preds = %510
  store i32 1, ptr %16, align 4
  br label %565

517:                                              ; preds = %510
  store i32 2, ptr %16, align 4
  br label %565

518:                                              ; preds = %502
  %519 = load ptr, ptr %17, align 8
  %520 = getelementptr inbounds %struct.BIT_DStream_t, ptr %519, i32 0, i32 1
  %521 = load i32, ptr %520, align 8
  %522 = lshr i32 %521, 3
  store i32 %522, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %523 = load ptr, ptr %17, align 8
  %524 = getelementptr inbounds %struct.BIT_DStream_t, ptr %523, i32 0, i32 2
  %525 = load ptr, ptr %524, align 8
  %526 = load i32, ptr %18, align 4
  %527 = zext i32 %526 to i64
  %528 = sub i64 0, %527
  %529 = getelementptr inbounds i8, ptr %525, i64 %528
  %530 = load ptr, ptr %17, align 8
  %531 = getelementptr inbounds %struct.BIT_DStream_t, ptr %530, i32 0, i32 3
  %532 = load ptr, ptr %531, align 8
  %533 = icmp ult ptr %529, %532
  br i1 %533, label %534, label %545

534:                                              ; preds = %518
  %535 = load ptr, ptr %17, align 8
  %536 = getelementptr inbounds %struct.BIT_DStream_t, ptr %535, i32 0, i32 2
  %537 = load ptr, ptr %536, align 8
  %538 = load ptr, ptr %17, align 8
  %539 = getelementptr inbounds %struct.BIT_DStream_t, ptr %538, i32 0, i32 3
  %540 = load ptr, ptr %539, align 8
  %541 = ptrtoint ptr %537 to i64
  %542 = ptrtoint ptr %540 to i64
  %543 = sub i64 %541, %542
  %544 = trunc i64 %543 to i32
  store i32 %544, ptr %18, align 4
  store i32 1, ptr %19, align 4
  br label %545

545:                                              ; preds = %534, %518
  %546 = load i32, ptr %18, align 4
  %547 = load ptr, ptr %17, align 8
  %548 = getelementptr inbounds %struct.BIT_DStream_t, ptr %547, i32 0, i32 2
  %549 = load ptr, ptr %548, align 8
  %550 = zext i32 %546 to i64
  %551 = sub i64 0, %550
  %552 = getelementptr inbounds i8, ptr %549, i64 %551
  store ptr %552, ptr %548, align 8
  %553 = load i32, ptr %18, align 4
  %554 = mul i32 %553, 8
  %555 = load ptr, ptr %17, align 8
  %556 = getelementptr inbounds %struct.BIT_DStream_t, ptr %555, i32 0, i32 1
  %557 = load i32, ptr %556, align 8
  %558 = sub i32 %557, %554
  store i32 %558, ptr %556, align 8
  %559 = load ptr, ptr %17, align 8
  %560 = getelementptr inbounds %struct.BIT_DStream_t, ptr %559, i32 0, i32 2
  %561 = load ptr, ptr %560, align 8
  %562 = call i64 @MEM_readLEST(ptr noundef %561)
  %563 = load ptr, ptr %17, align 8
  store i64 %562, ptr %563, align 8
  %564 = load i32, ptr %19, align 4
  store i32 %564, ptr %16, align 4
  br label %565

565:                                              ; preds = %488, %499, %516, %517, %545
  %566 = load i32, ptr %16, align 4
  %567 = icmp eq i32 %566, 3
  br i1 %567, label %568, label %582

568:                                              ; preds = %565
  %569 = load i32, ptr %61, align 4
  %570 = icmp ne i32 %569, 0
  br i1 %570, label %571, label %574

571:                                              ; preds = %568
  %572 = call i8 @FSE_decodeSymbolFast(ptr noundef %68, ptr noundef %66)
  %573 = zext i8 %572 to i32
  br label %577

574:                                              ; preds = %568
  %575 = call i8 @FSE_decodeSymbol(ptr noundef %68, ptr noundef %66)
  %576 = zext i8 %575 to i32
  br label %577

577:                                              ; preds = %574, %571
  %578 = phi i32 [ %573, %571 ], [ %576, %574 ]
  %579 = trunc i32 %578 to i8
  %580 = load ptr, ptr %63, align 8
  %581 = getelementptr inbounds i8, ptr %580, i32 1
  store ptr %581, ptr %63, align 8
  store i8 %579, ptr %580, align 1
  br label %704

582:                                              ; preds = %565
  %583 = load ptr, ptr %63, align 8
  %584 = load ptr, ptr %64, align 8
  %585 = getelementptr inbounds i8, ptr %584, i64 -2
  %586 = icmp ugt ptr %583, %585
  br i1 %586, label %587, label %588

587:                                              ; preds = %582
  store i64 -70, ptr %55, align 8
  br label %710

588:                                              ; preds = %582
  %589 = load i32, ptr %61, align 4
  %590 = icmp ne i32 %589, 0
  br i1 %590, label %591, label %594

591:                                              ; preds = %588
  %592 = call i8 @FSE_decodeSymbolFast(ptr noundef %68, ptr noundef %66)
  %593 = zext i8 %592 to i32
  br label %597

594:                                              ; preds = %588
  %595 = call i8 @FSE_decodeSymbol(ptr noundef %68, ptr noundef %66)
  %596 = zext i8 %595 to i32
  br label %597

597:                                              ; preds = %594, %591
  %598 = phi i32 [ %593, %591 ], [ %596, %594 ]
  %599 = trunc i32 %598 to i8
  %600 = load ptr, ptr %63, align 8
  %601 = getelementptr inbounds i8, ptr %600, i32 1
  store ptr %601, ptr %63, align 8
  store i8 %599, ptr %600, align 1
  store ptr %66, ptr %21, align 8
  %602 = load ptr, ptr %21, align 8
  %603 = getelementptr inbounds %struct.BIT_DStream_t, ptr %602, i32 0, i32 1
  %604 = load i32, ptr %603, align 8
  %605 = zext i32 %604 to i64
  %606 = icmp ugt i64 %605, 64
  %607 = zext i1 %606 to i32
  %608 = sext i32 %607 to i64
  br i1 %606, label %609, label %612

609:                                              ; preds = %597
  %610 = load ptr, ptr %21, align 8
  %611 = getelementptr inbounds %struct.BIT_DStream_t, ptr %610, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %611, align 8
  store i32 3, ptr %20, align 4
  br label %686

612:                                              ; preds = %597
  %613 = load ptr, ptr %21, align 8
  %614 = getelementptr inbounds %struct.BIT_DStream_t, ptr %613, i32 0, i32 2
  %615 = load ptr, ptr %614, align 8
  %616 = load ptr, ptr %21, align 8
  %617 = getelementptr inbounds %struct.BIT_DStream_t, ptr %616, i32 0, i32 4
  %618 = load ptr, ptr %617, align 8
  %619 = icmp uge ptr %615, %618
  br i1 %619, label %620, label %623

620:                                              ; preds = %612
  %621 = load ptr, ptr %21, align 8
  %622 = call i32 @BIT_reloadDStream_internal(ptr noundef %621)
  store i32 %622, ptr %20, align 4
  br label %686

623:                                              ; preds = %612
  %624 = load ptr, ptr %21, align 8
  %625 = getelementptr inbounds %struct.BIT_DStream_t, ptr %624, i32 0, i32 2
  %626 = load ptr, ptr %625, align 8
  %627 = load ptr, ptr %21, align 8
  %628 = getelementptr inbounds %struct.BIT_DStream_t, ptr %627, i32 0, i32 3
  %629 = load ptr, ptr %628, align 8
  %630 = icmp eq ptr %626, %629
  br i1 %630, label %631, label %639

631:                                              ; preds = %623
  %632 = load ptr, ptr %21, align 8
  %633 = getelementptr inbounds %struct.BIT_DStream_t, ptr %632, i32 0, i32 1
  %634 = load i32, ptr %633, align 8
  %635 = zext i32 %634 to i64
  %636 = icmp ult i64 %635, 64
  br i1 %636, label %637, label %638

637:                                              ; preds = %631
  store i32 1, ptr %20, align 4
  br label %686

638:                                              ; preds = %631
  store i32 2, ptr %20, align 4
  br label %686

639:                                              ; preds = %623
  %640 = load ptr, ptr %21, align 8
  %641 = getelementptr inbounds %struct.BIT_DStream_t, ptr %640, i32 0, i32 1
  %642 = load i32, ptr %641, align 8
  %643 = lshr i32 %642, 3
  store i32 %643, ptr %22, align 4
  store i32 0, ptr %23, align 4
  %644 = load ptr, ptr %21, align 8
  %645 = getelementptr inbounds %struct.BIT_DStream_t, ptr %644, i32 0, i32 2
  %646 = load ptr, ptr %645, align 8
  %647 = load i32, ptr %22, align 4
  %648 = zext i32 %647 to i64
  %649 = sub i64 0, %648
  %650 = getelementptr inbounds i8, ptr %646, i64 %649
  %651 = load ptr, ptr %21, align 8
  %652 = getelementptr inbounds %struct.BIT_DStream_t, ptr %651, i32 0, i32 3
  %653 = load ptr, ptr %652, align 8
  %654 = icmp ult ptr %650, %653
  br i1 %654, label %655, label %666

655:                                              ; preds = %639
  %656 = load ptr, ptr %21, align 8
  %657 = getelementptr inbounds %struct.BIT_DStream_t, ptr %656, i32 0, i32 2
  %658 = load ptr, ptr %657, align 8
  %659 = load ptr, ptr %21, align 8
  %660 = getelementptr inbounds %struct.BIT_DStream_t, ptr %659, i32 0, i32 3
  %661 = load ptr, ptr %660, align 8
  %662 = ptrtoint ptr %658 to i64
  %663 = ptrtoint ptr %661 to i64
  %664 = sub i64 %662, %663
  %665 = trunc i64 %664 to i32
  store i32 %665, ptr %22, align 4
  store i32 1, ptr %23, align 4
  br label %666

666:                                              ; preds = %655, %639
  %667 = load i32, ptr %22, align 4
  %668 = load ptr, ptr %21, align 8
  %669 = getelementptr inbounds %struct.BIT_DStream_t, ptr %668, i32 0, i32 2
  %670 = load ptr, ptr %669, align 8
  %671 = zext i32 %667 to i64
  %672 = sub i64 0, %671
  %673 = getelementptr inbounds i8, ptr %670, i64 %672
  store ptr %673, ptr %669, align 8
  %674 = load i32, ptr %22, align 4
  %675 = mul i32 %674, 8
  %676 = load ptr, ptr %21, align 8
  %677 = getelementptr inbounds %struct.BIT_DStream_t, ptr %676, i32 0, i32 1
  %678 = load i32, ptr %677, align 8
  %679 = sub i32 %678, %675
  store i32 %679, ptr %677, align 8
  %680 = load ptr, ptr %21, align 8
  %681 = getelementptr inbounds %struct.BIT_DStream_t, ptr %680, i32 0, i32 2
  %682 = load ptr, ptr %681, align 8
  %683 = call i64 @MEM_readLEST(ptr noundef %682)
  %684 = load ptr, ptr %21, align 8
  store i64 %683, ptr %684, align 8
  %685 = load i32, ptr %23, align 4
  store i32 %685, ptr %20, align 4
  br label %686

686:                                              ; preds = %609, %620, %637, %638, %666
  %687 = load i32, ptr %20, align 4
  %688 = icmp eq i32 %687, 3
  br i1 %688, label %689, label %703

689:                                              ; preds = %686
  %690 = load i32, ptr %61, align 4
  %691 = icmp ne i32 %690, 0
  br i1 %691, label %692, label %695

692:                                              ; preds = %689
  %693 = call i8 @FSE_decodeSymbolFast(ptr noundef %67, ptr noundef %66)
  %694 = zext i8 %693 to i32
  br label %698

695:                                              ; preds = %689
  %696 = call i8 @FSE_decodeSymbol(ptr noundef %67, ptr noundef %66)
  %697 = zext i8 %696 to i32
  br label %698

698:                                              ; preds = %695, %692
  %699 = phi i32 [ %694, %692 ], [ %697, %695 ]
  %700 = trunc i32 %699 to i8
  %701 = load ptr, ptr %63, align 8
  %702 = getelementptr inbounds i8, ptr %701, i32 1
  store ptr %702, ptr %63, align 8
  store i8 %700, ptr %701, align 1
  br label %704

703:                                              ; preds = %686
  br label %461

704:                                              ; preds = %698, %577
  %705 = load ptr, ptr %63, align 8
  %706 = load ptr, ptr %62, align 8
  %707 = ptrtoint ptr %705 to i64
  %708 = ptrtoint ptr %706 to i64
  %709 = sub i64 %707, %708
  store i64 %709, ptr %55, align 8
  br label %710

710:                                              ; preds = %217, %309, %466, %587, %704
  %711 = load i64, ptr %55, align 8
  store i64 %711, ptr %70, align 8
  br label %1226

712:                                              ; preds = %189
  %713 = load ptr, ptr %71, align 8
  %714 = load i64, ptr %72, align 8
  %715 = load ptr, ptr %80, align 8
  %716 = load i64, ptr %74, align 8
  %717 = load ptr, ptr %85, align 8
  store ptr %713, ptr %41, align 8
  store i64 %714, ptr %42, align 8
  store ptr %715, ptr %43, align 8
  store i64 %716, ptr %44, align 8
  store ptr %717, ptr %45, align 8
  store i32 0, ptr %46, align 4
  %718 = load ptr, ptr %41, align 8
  store ptr %718, ptr %47, align 8
  %719 = load ptr, ptr %47, align 8
  store ptr %719, ptr %48, align 8
  %720 = load ptr, ptr %48, align 8
  %721 = load i64, ptr %42, align 8
  %722 = getelementptr inbounds i8, ptr %720, i64 %721
  store ptr %722, ptr %49, align 8
  %723 = load ptr, ptr %49, align 8
  %724 = getelementptr inbounds i8, ptr %723, i64 -3
  store ptr %724, ptr %50, align 8
  %725 = load ptr, ptr %43, align 8
  %726 = load i64, ptr %44, align 8
  %727 = call i64 @BIT_initDStream(ptr noundef %51, ptr noundef %725, i64 noundef %726)
  store i64 %727, ptr %54, align 8
  %728 = load i64, ptr %54, align 8
  %729 = call i32 @ERR_isError(i64 noundef %728)
  %730 = icmp ne i32 %729, 0
  br i1 %730, label %731, label %733

731:                                              ; preds = %712
  %732 = load i64, ptr %54, align 8
  store i64 %732, ptr %40, align 8
  br label %1224

733:                                              ; preds = %712
  %734 = load ptr, ptr %45, align 8
  call void @FSE_initDState(ptr noundef %52, ptr noundef %51, ptr noundef %734)
  %735 = load ptr, ptr %45, align 8
  call void @FSE_initDState(ptr noundef %53, ptr noundef %51, ptr noundef %735)
  store ptr %51, ptr %25, align 8
  %736 = load ptr, ptr %25, align 8
  %737 = getelementptr inbounds %struct.BIT_DStream_t, ptr %736, i32 0, i32 1
  %738 = load i32, ptr %737, align 8
  %739 = zext i32 %738 to i64
  %740 = icmp ugt i64 %739, 64
  %741 = zext i1 %740 to i32
  %742 = sext i32 %741 to i64
  br i1 %740, label %743, label %746

743:                                              ; preds = %733
  %744 = load ptr, ptr %25, align 8
  %745 = getelementptr inbounds %struct.BIT_DStream_t, ptr %744, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %745, align 8
  store i32 3, ptr %24, align 4
  br label %820

746:                                              ; preds = %733
  %747 = load ptr, ptr %25, align 8
  %748 = getelementptr inbounds %struct.BIT_DStream_t, ptr %747, i32 0, i32 2
  %749 = load ptr, ptr %748, align 8
  %750 = load ptr, ptr %25, align 8
  %751 = getelementptr inbounds %struct.BIT_DStream_t, ptr %750, i32 0, i32 4
  %752 = load ptr, ptr %751, align 8
  %753 = icmp uge ptr %749, %752
  br i1 %753, label %754, label %757

754:                                              ; preds = %746
  %755 = load ptr, ptr %25, align 8
  %756 = call i32 @BIT_reloadDStream_internal(ptr noundef %755)
  store i32 %756, ptr %24, align 4
  br label %820

757:                                              ; preds = %746
  %758 = load ptr, ptr %25, align 8
  %759 = getelementptr inbounds %struct.BIT_DStream_t, ptr %758, i32 0, i32 2
  %760 = load ptr, ptr %759, align 8
  %761 = load ptr, ptr %25, align 8
  %762 = getelementptr inbounds %struct.BIT_DStream_t, ptr %761, i32 0, i32 3
  %763 = load ptr, ptr %762, align 8
  %764 = icmp eq ptr %760, %763
  br i1 %764, label %765, label %773

765:                                              ; preds = %757
  %766 = load ptr, ptr %25, align 8
  %767 = getelementptr inbounds %struct.BIT_DStream_t, ptr %766, i32 0, i32 1
  %768 = load i32, ptr %767, align 8
  %769 = zext i32 %768 to i64
  %770 = icmp ult i64 %769, 64
  br i1 %770, label %771, label %772

771:                                              ; preds = %765
  store i32 1, ptr %24, align 4
  br label %820

772:                                              ; preds = %765
  store i32 2, ptr %24, align 4
  br label %820

773:                                              ; preds = %757
  %774 = load ptr, ptr %25, align 8
  %775 = getelementptr inbounds %struct.BIT_DStream_t, ptr %774, i32 0, i32 1
  %776 = load i32, ptr %775, align 8
  %777 = lshr i32 %776, 3
  store i32 %777, ptr %26, align 4
  store i32 0, ptr %27, align 4
  %778 = load ptr, ptr %25, align 8
  %779 = getelementptr inbounds %struct.BIT_DStream_t, ptr %778, i32 0, i32 2
  %780 = load ptr, ptr %779, align 8
  %781 = load i32, ptr %26, align 4
  %782 = zext i32 %781 to i64
  %783 = sub i64 0, %782
  %784 = getelementptr inbounds i8, ptr %780, i64 %783
  %785 = load ptr, ptr %25, align 8
  %786 = getelementptr inbounds %struct.BIT_DStream_t, ptr %785, i32 0, i32 3
  %787 = load ptr, ptr %786, align 8
  %788 = icmp ult ptr %784, %787
  br i1 %788, label %789, label %800

789:                                              ; preds = %773
  %790 = load ptr, ptr %25, align 8
  %791 = getelementptr inbounds %struct.BIT_DStream_t, ptr %790, i32 0, i32 2
  %792 = load ptr, ptr %791, align 8
  %793 = load ptr, ptr %25, align 8
  %794 = getelementptr inbounds %struct.BIT_DStream_t, ptr %793, i32 0, i32 3
  %795 = load ptr, ptr %794, align 8
  %796 = ptrtoint ptr %792 to i64
  %797 = ptrtoint ptr %795 to i64
  %798 = sub i64 %796, %797
  %799 = trunc i64 %798 to i32
  store i32 %799, ptr %26, align 4
  store i32 1, ptr %27, align 4
  br label %800

800:                                              ; preds = %789, %773
  %801 = load i32, ptr %26, align 4
  %802 = load ptr, ptr %25, align 8
  %803 = getelementptr inbounds %struct.BIT_DStream_t, ptr %802, i32 0, i32 2
  %804 = load ptr, ptr %803, align 8
  %805 = zext i32 %801 to i64
  %806 = sub i64 0, %805
  %807 = getelementptr inbounds i8, ptr %804, i64 %806
  store ptr %807, ptr %803, align 8
  %808 = load i32, ptr %26, align 4
  %809 = mul i32 %808, 8
  %810 = load ptr, ptr %25, align 8
  %811 = getelementptr inbounds %struct.BIT_DStream_t, ptr %810, i32 0, i32 1
  %812 = load i32, ptr %811, align 8
  %813 = sub i32 %812, %809
  store i32 %813, ptr %811, align 8
  %814 = load ptr, ptr %25, align 8
  %815 = getelementptr inbounds %struct.BIT_DStream_t, ptr %814, i32 0, i32 2
  %816 = load ptr, ptr %815, align 8
  %817 = call i64 @MEM_readLEST(ptr noundef %816)
  %818 = load ptr, ptr %25, align 8
  store i64 %817, ptr %818, align 8
  %819 = load i32, ptr %27, align 4
  store i32 %819, ptr %24, align 4
  br label %820

820:                                              ; preds = %743, %754, %771, %772, %800
  %821 = load i32, ptr %24, align 4
  %822 = icmp eq i32 %821, 3
  br i1 %822, label %823, label %824

823:                                              ; preds = %820
  store i64 -20, ptr %40, align 8
  br label %1224

824:                                              ; preds = %820
  br label %825

825:                                              ; preds = %967, %824
  store ptr %51, ptr %29, align 8
  %826 = load ptr, ptr %29, align 8
  %827 = getelementptr inbounds %struct.BIT_DStream_t, ptr %826, i32 0, i32 1
  %828 = load i32, ptr %827, align 8
  %829 = zext i32 %828 to i64
  %830 = icmp ugt i64 %829, 64
  %831 = zext i1 %830 to i32
  %832 = sext i32 %831 to i64
  br i1 %830, label %833, label %836

833:                                              ; preds = %825
  %834 = load ptr, ptr %29, align 8
  %835 = getelementptr inbounds %struct.BIT_DStream_t, ptr %834, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %835, align 8
  store i32 3, ptr %28, align 4
  br label %910

836:                                              ; preds = %825
  %837 = load ptr, ptr %29, align 8
  %838 = getelementptr inbounds %struct.BIT_DStream_t, ptr %837, i32 0, i32 2
  %839 = load ptr, ptr %838, align 8
  %840 = load ptr, ptr %29, align 8
  %841 = getelementptr inbounds %struct.BIT_DStream_t, ptr %840, i32 0, i32 4
  %842 = load ptr, ptr %841, align 8
  %843 = icmp uge ptr %839, %842
  br i1 %843, label %844, label %847

844:                                              ; preds = %836
  %845 = load ptr, ptr %29, align 8
  %846 = call i32 @BIT_reloadDStream_internal(ptr noundef %845)
  store i32 %846, ptr %28, align 4
  br label %910

847:                                              ; preds = %836
  %848 = load ptr, ptr %29, align 8
  %849 = getelementptr inbounds %struct.BIT_DStream_t, ptr %848, i32 0, i32 2
  %850 = load ptr, ptr %849, align 8
  %851 = load ptr, ptr %29, align 8
  %852 = getelementptr inbounds %struct.BIT_DStream_t, ptr %851, i32 0, i32 3
  %853 = load ptr, ptr %852, align 8
  %854 = icmp eq ptr %850, %853
  br i1 %854, label %855, label %863

855:                                              ; preds = %847
  %856 = load ptr, ptr %29, align 8
  %857 = getelementptr inbounds %struct.BIT_DStream_t, ptr %856, i32 0, i32 1
  %858 = load i32, ptr %857, align 8
  %859 = zext i32 %858 to i64
  %860 = icmp ult i64 %859, 64
  br i1 %860, label %861, label %862

861:                                              ; preds = %855
  store i32 1, ptr %28, align 4
  br label %910

862:                                              ; preds = %855
  store i32 2, ptr %28, align 4
  br label %910

863:                                              ; preds = %847
  %864 = load ptr, ptr %29, align 8
  %865 = getelementptr inbounds %struct.BIT_DStream_t, ptr %864, i32 0, i32 1
  %866 = load i32, ptr %865, align 8
  %867 = lshr i32 %866, 3
  store i32 %867, ptr %30, align 4
  store i32 0, ptr %31, align 4
  %868 = load ptr, ptr %29, align 8
  %869 = getelementptr inbounds %struct.BIT_DStream_t, ptr %868, i32 0, i32 2
  %870 = load ptr, ptr %869, align 8
  %871 = load i32, ptr %30, align 4
  %872 = zext i32 %871 to i64
  %873 = sub i64 0, %872
  %874 = getelementptr inbounds i8, ptr %870, i64 %873
  %875 = load ptr, ptr %29, align 8
  %876 = getelementptr inbounds %struct.BIT_DStream_t, ptr %875, i32 0, i32 3
  %877 = load ptr, ptr %876, align 8
  %878 = icmp ult ptr %874, %877
  br i1 %878, label %879, label %890

879:                                              ; preds = %863
  %880 = load ptr, ptr %29, align 8
  %881 = getelementptr inbounds %struct.BIT_DStream_t, ptr %880, i32 0, i32 2
  %882 = load ptr, ptr %881, align 8
  %883 = load ptr, ptr %29, align 8
  %884 = getelementptr inbounds %struct.BIT_DStream_t, ptr %883, i32 0, i32 3
  %885 = load ptr, ptr %884, align 8
  %886 = ptrtoint ptr %882 to i64
  %887 = ptrtoint ptr %885 to i64
  %888 = sub i64 %886, %887
  %889 = trunc i64 %888 to i32
  store i32 %889, ptr %30, align 4
  store i32 1, ptr %31, align 4
  br label %890

890:                                              ; preds = %879, %863
  %891 = load i32, ptr %30, align 4
  %892 = load ptr, ptr %29, align 8
  %893 = getelementptr inbounds %struct.BIT_DStream_t, ptr %892, i32 0, i32 2
  %894 = load ptr, ptr %893, align 8
  %895 = zext i32 %891 to i64
  %896 = sub i64 0, %895
  %897 = getelementptr inbounds i8, ptr %894, i64 %896
  store ptr %897, ptr %893, align 8
  %898 = load i32, ptr %30, align 4
  %899 = mul i32 %898, 8
  %900 = load ptr, ptr %29, align 8
  %901 = getelementptr inbounds %struct.BIT_DStream_t, ptr %900, i32 0, i32 1
  %902 = load i32, ptr %901, align 8
  %903 = sub i32 %902, %899
  store i32 %903, ptr %901, align 8
  %904 = load ptr, ptr %29, align 8
  %905 = getelementptr inbounds %struct.BIT_DStream_t, ptr %904, i32 0, i32 2
  %906 = load ptr, ptr %905, align 8
  %907 = call i64 @MEM_readLEST(ptr noundef %906)
  %908 = load ptr, ptr %29, align 8
  store i64 %907, ptr %908, align 8
  %909 = load i32, ptr %31, align 4
  store i32 %909, ptr %28, align 4
  br label %910

910:                                              ; preds = %833, %844, %861, %862, %890
  %911 = load i32, ptr %28, align 4
  %912 = icmp eq i32 %911, 0
  %913 = zext i1 %912 to i32
  %914 = load ptr, ptr %48, align 8
  %915 = load ptr, ptr %50, align 8
  %916 = icmp ult ptr %914, %915
  %917 = zext i1 %916 to i32
  %918 = and i32 %913, %917
  %919 = icmp ne i32 %918, 0
  br i1 %919, label %920, label %974

920:                                              ; preds = %910
  %921 = load i32, ptr %46, align 4
  %922 = icmp ne i32 %921, 0
  br i1 %922, label %923, label %926

923:                                              ; preds = %920
  %924 = call i8 @FSE_decodeSymbolFast(ptr noundef %52, ptr noundef %51)
  %925 = zext i8 %924 to i32
  br label %929

926:                                              ; preds = %920
  %927 = call i8 @FSE_decodeSymbol(ptr noundef %52, ptr noundef %51)
  %928 = zext i8 %927 to i32
  br label %929

929:                                              ; preds = %926, %923
  %930 = phi i32 [ %925, %923 ], [ %928, %926 ]
  %931 = trunc i32 %930 to i8
  %932 = load ptr, ptr %48, align 8
  store i8 %931, ptr %932, align 1
  %933 = load i32, ptr %46, align 4
  %934 = icmp ne i32 %933, 0
  br i1 %934, label %935, label %938

935:                                              ; preds = %929
  %936 = call i8 @FSE_decodeSymbolFast(ptr noundef %53, ptr noundef %51)
  %937 = zext i8 %936 to i32
  br label %941

938:                                              ; preds = %929
  %939 = call i8 @FSE_decodeSymbol(ptr noundef %53, ptr noundef %51)
  %940 = zext i8 %939 to i32
  br label %941

941:                                              ; preds = %938, %935
  %942 = phi i32 [ %937, %935 ], [ %940, %938 ]
  %943 = trunc i32 %942 to i8
  %944 = load ptr, ptr %48, align 8
  %945 = getelementptr inbounds i8, ptr %944, i64 1
  store i8 %943, ptr %945, align 1
  %946 = load i32, ptr %46, align 4
  %947 = icmp ne i32 %946, 0
  br i1 %947, label %948, label %951

948:                                              ; preds = %941
  %949 = call i8 @FSE_decodeSymbolFast(ptr noundef %52, ptr noundef %51)
  %950 = zext i8 %949 to i32
  br label %954

951:                                              ; preds = %941
  %952 = call i8 @FSE_decodeSymbol(ptr noundef %52, ptr noundef %51)
  %953 = zext i8 %952 to i32
  br label %954

954:                                              ; preds = %951, %948
  %955 = phi i32 [ %950, %948 ], [ %953, %951 ]
  %956 = trunc i32 %955 to i8
  %957 = load ptr, ptr %48, align 8
  %958 = getelementptr inbounds i8, ptr %957, i64 2
  store i8 %956, ptr %958, align 1
  %959 = load i32, ptr %46, align 4
  %960 = icmp ne i32 %959, 0
  br i1 %960, label %961, label %964

961:                                              ; preds = %954
  %962 = call i8 @FSE_decodeSymbolFast(ptr noundef %53, ptr noundef %51)
  %963 = zext i8 %962 to i32
  br label %967

964:                                              ; preds = %954
  %965 = call i8 @FSE_decodeSymbol(ptr noundef %53, ptr noundef %51)
  %966 = zext i8 %965 to i32
  br label %967

967:                                              ; preds = %964, %961
  %968 = phi i32 [ %963, %961 ], [ %966, %964 ]
  %969 = trunc i32 %968 to i8
  %970 = load ptr, ptr %48, align 8
  %971 = getelementptr inbounds i8, ptr %970, i64 3
  store i8 %969, ptr %971, align 1
  %972 = load ptr, ptr %48, align 8
  %973 = getelementptr inbounds i8, ptr %972, i64 4
  store ptr %973, ptr %48, align 8
  br label %825, !llvm.loop !16

974:                                              ; preds = %910
  br label %975

975:                                              ; preds = %1217, %974
  %976 = load ptr, ptr %48, align 8
  %977 = load ptr, ptr %49, align 8
  %978 = getelementptr inbounds i8, ptr %977, i64 -2
  %979 = icmp ugt ptr %976, %978
  br i1 %979, label %980, label %981

980:                                              ; preds = %975
  store i64 -70, ptr %40, align 8
  br label %1224

981:                                              ; preds = %975
  %982 = load i32, ptr %46, align 4
  %983 = icmp ne i32 %982, 0
  br i1 %983, label %984, label %987

984:                                              ; preds = %981
  %985 = call i8 @FSE_decodeSymbolFast(ptr noundef %52, ptr noundef %51)
  %986 = zext i8 %985 to i32
  br label %990

987:                                              ; preds = %981
  %988 = call i8 @FSE_decodeSymbol(ptr noundef %52, ptr noundef %51)
  %989 = zext i8 %988 to i32
  br label %990

990:                                              ; preds = %987, %984
  %991 = phi i32 [ %986, %984 ], [ %989, %987 ]
  %992 = trunc i32 %991 to i8
  %993 = load ptr, ptr %48, align 8
  %994 = getelementptr inbounds i8, ptr %993, i32 1
  store ptr %994, ptr %48, align 8
  store i8 %992, ptr %993, align 1
  store ptr %51, ptr %33, align 8
  %995 = load ptr, ptr %33, align 8
  %996 = getelementptr inbounds %struct.BIT_DStream_t, ptr %995, i32 0, i32 1
  %997 = load i32, ptr %996, align 8
  %998 = zext i32 %997 to i64
  %999 = icmp ugt i64 %998, 64
  %1000 = zext i1 %999 to i32
  %1001 = sext i32 %1000 to i64
  br i1 %999, label %1002, label %1005

1002:                                             ; preds = %990
  %1003 = load ptr, ptr %33, align 8
  %1004 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1003, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1004, align 8
  store i32 3, ptr %32, align 4
  br label %1079

1005:                                             ; preds = %990
  %1006 = load ptr, ptr %33, align 8
  %1007 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1006, i32 0, i32 2
  %1008 = load ptr, ptr %1007, align 8
  %1009 = load ptr, ptr %33, align 8
  %1010 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1009, i32 0, i32 4
  %1011 = load ptr, ptr %1010, align 8
  %1012 = icmp uge ptr %1008, %1011
  br i1 %1012, label %1013, label %1016

1013:                                             ; preds = %1005
  %1014 = load ptr, ptr %33, align 8
  %1015 = call i32 @BIT_reloadDStream_internal(ptr noundef %1014)
  store i32 %1015, ptr %32, align 4
  br label %1079

1016:                                             ; preds = %1005
  %1017 = load ptr, ptr %33, align 8
  %1018 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1017, i32 0, i32 2
  %1019 = load ptr, ptr %1018, align 8
  %1020 = load ptr, ptr %33, align 8
  %1021 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1020, i32 0, i32 3
  %1022 = load ptr, ptr %1021, align 8
  %1023 = icmp eq ptr %1019, %1022
  br i1 %1023, label %1024, label %1032

1024:                                             ; preds = %1016
  %1025 = load ptr, ptr %33, align 8
  %1026 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1025, i32 0, i32 1
  %1027 = load i32, ptr %1026, align 8
  %1028 = zext i32 %1027 to i64
  %1029 = icmp ult i64 %1028, 64
  br i1 %1029, label %1030, label %1031

1030:                                             ; preds = %1024
  store i32 1, ptr %32, align 4
  br label %1079

1031:                                             ; preds = %1024
  store i32 2, ptr %32, align 4
  br label %1079

1032:                                             ; preds = %1016
  %1033 = load ptr, ptr %33, align 8
  %1034 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1033, i32 0, i32 1
  %1035 = load i32, ptr %1034, align 8
  %1036 = lshr i32 %1035, 3
  store i32 %1036, ptr %34, align 4
  store i32 0, ptr %35, align 4
  %1037 = load ptr, ptr %33, align 8
  %1038 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1037, i32 0, i32 2
  %1039 = load ptr, ptr %1038, align 8
  %1040 = load i32, ptr %34, align 4
  %1041 = zext i32 %1040 to i64
  %1042 = sub i64 0, %1041
  %1043 = getelementptr inbounds i8, ptr %1039, i64 %1042
  %1044 = load ptr, ptr %33, align 8
  %1045 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1044, i32 0, i32 3
  %1046 = load ptr, ptr %1045, align 8
  %1047 = icmp ult ptr %1043, %1046
  br i1 %1047, label %1048, label %1059

1048:                                             ; preds = %1032
  %1049 = load ptr, ptr %33, align 8
  %1050 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1049, i32 0, i32 2
  %1051 = load ptr, ptr %1050, align 8
  %1052 = load ptr, ptr %33, align 8
  %1053 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1052, i32 0, i32 3
  %1054 = load ptr, ptr %1053, align 8
  %1055 = ptrtoint ptr %1051 to i64
  %1056 = ptrtoint ptr %1054 to i64
  %1057 = sub i64 %1055, %1056
  %1058 = trunc i64 %1057 to i32
  store i32 %1058, ptr %34, align 4
  store i32 1, ptr %35, align 4
  br label %1059

1059:                                             ; preds = %1048, %1032
  %1060 = load i32, ptr %34, align 4
  %1061 = load ptr, ptr %33, align 8
  %1062 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1061, i32 0, i32 2
  %1063 = load ptr, ptr %1062, align 8
  %1064 = zext i32 %1060 to i64
  %1065 = sub i64 0, %1064
  %1066 = getelementptr inbounds i8, ptr %1063, i64 %1065
  store ptr %1066, ptr %1062, align 8
  %1067 = load i32, ptr %34, align 4
  %1068 = mul i32 %1067, 8
  %1069 = load ptr, ptr %33, align 8
  %1070 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1069, i32 0, i32 1
  %1071 = load i32, ptr %1070, align 8
  %1072 = sub i32 %1071, %1068
  store i32 %1072, ptr %1070, align 8
  %1073 = load ptr, ptr %33, align 8
  %1074 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1073, i32 0, i32 2
  %1075 = load ptr, ptr %1074, align 8
  %1076 = call i64 @MEM_readLEST(ptr noundef %1075)
  %1077 = load ptr, ptr %33, align 8
  store i64 %1076, ptr %1077, align 8
  %1078 = load i32, ptr %35, align 4
  store i32 %1078, ptr %32, align 4
  br label %1079

1079:                                             ; preds = %1002, %1013, %1030, %1031, %1059
  %1080 = load i32, ptr %32, align 4
  %1081 = icmp eq i32 %1080, 3
  br i1 %1081, label %1082, label %1096

1082:                                             ; preds = %1079
  %1083 = load i32, ptr %46, align 4
  %1084 = icmp ne i32 %1083, 0
  br i1 %1084, label %1085, label %1088

1085:                                             ; preds = %1082
  %1086 = call i8 @FSE_decodeSymbolFast(ptr noundef %53, ptr noundef %51)
  %1087 = zext i8 %1086 to i32
  br label %1091

1088:                                             ; preds = %1082
  %1089 = call i8 @FSE_decodeSymbol(ptr noundef %53, ptr noundef %51)
  %1090 = zext i8 %1089 to i32
  br label %1091

1091:                                             ; preds = %1088, %1085
  %1092 = phi i32 [ %1087, %1085 ], [ %1090, %1088 ]
  %1093 = trunc i32 %1092 to i8
  %1094 = load ptr, ptr %48, align 8
  %1095 = getelementptr inbounds i8, ptr %1094, i32 1
  store ptr %1095, ptr %48, align 8
  store i8 %1093, ptr %1094, align 1
  br label %1218

1096:                                             ; preds = %1079
  %1097 = load ptr, ptr %48, align 8
  %1098 = load ptr, ptr %49, align 8
  %1099 = getelementptr inbounds i8, ptr %1098, i64 -2
  %1100 = icmp ugt ptr %1097, %1099
  br i1 %1100, label %1101, label %1102

1101:                                             ; preds = %1096
  store i64 -70, ptr %40, align 8
  br label %1224

1102:                                             ; preds = %1096
  %1103 = load i32, ptr %46, align 4
  %1104 = icmp ne i32 %1103, 0
  br i1 %1104, label %1105, label %1108

1105:                                             ; preds = %1102
  %1106 = call i8 @FSE_decodeSymbolFast(ptr noundef %53, ptr noundef %51)
  %1107 = zext i8 %1106 to i32
  br label %1111

1108:                                             ; preds = %1102
  %1109 = call i8 @FSE_decodeSymbol(ptr noundef %53, ptr noundef %51)
  %1110 = zext i8 %1109 to i32
  br label %1111

1111:                                             ; preds = %1108, %1105
  %1112 = phi i32 [ %1107, %1105 ], [ %1110, %1108 ]
  %1113 = trunc i32 %1112 to i8
  %1114 = load ptr, ptr %48, align 8
  %1115 = getelementptr inbounds i8, ptr %1114, i32 1
  store ptr %1115, ptr %48, align 8
  store i8 %1113, ptr %1114, align 1
  store ptr %51, ptr %37, align 8
  %1116 = load ptr, ptr %37, align 8
  %1117 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1116, i32 0, i32 1
  %1118 = load i32, ptr %1117, align 8
  %1119 = zext i32 %1118 to i64
  %1120 = icmp ugt i64 %1119, 64
  %1121 = zext i1 %1120 to i32
  %1122 = sext i32 %1121 to i64
  br i1 %1120, label %1123, label %1126

1123:                                             ; preds = %1111
  %1124 = load ptr, ptr %37, align 8
  %1125 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1124, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1125, align 8
  store i32 3, ptr %36, align 4
  br label %1200

1126:                                             ; preds = %1111
  %1127 = load ptr, ptr %37, align 8
  %1128 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1127, i32 0, i32 2
  %1129 = load ptr, ptr %1128, align 8
  %1130 = load ptr, ptr %37, align 8
  %1131 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1130, i32 0, i32 4
  %1132 = load ptr, ptr %1131, align 8
  %1133 = icmp uge ptr %1129, %1132
  br i1 %1133, label %1134, label %1137

1134:                                             ; preds = %1126
  %1135 = load ptr, ptr %37, align 8
  %1136 = call i32 @BIT_reloadDStream_internal(ptr noundef %1135)
  store i32 %1136, ptr %36, align 4
  br label %1200

1137:                                             ; preds = %1126
  %1138 = load ptr, ptr %37, align 8
  %1139 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1138, i32 0, i32 2
  %1140 = load ptr, ptr %1139, align 8
  %1141 = load ptr, ptr %37, align 8
  %1142 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1141, i32 0, i32 3
  %1143 = load ptr, ptr %1142, align 8
  %1144 = icmp eq ptr %1140, %1143
  br i1 %1144, label %1145, label %1153

1145:                                             ; preds = %1137
  %1146 = load ptr, ptr %37, align 8
  %1147 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1146, i32 0, i32 1
  %1148 = load i32, ptr %1147, align 8
  %1149 = zext i32 %1148 to i64
  %1150 = icmp ult i64 %1149, 64
  br i1 %1150, label %1151, label %1152

1151:                                             ; preds = %1145
  store i32 1, ptr %36, align 4
  br label %1200

1152:                                             ; preds = %1145
  store i32 2, ptr %36, align 4
  br label %1200

1153:                                             ; preds = %1137
  %1154 = load ptr, ptr %37, align 8
  %1155 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1154, i32 0, i32 1
  %1156 = load i32, ptr %1155, align 8
  %1157 = lshr i32 %1156, 3
  store i32 %1157, ptr %38, align 4
  store i32 0, ptr %39, align 4
  %1158 = load ptr, ptr %37, align 8
  %1159 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1158, i32 0, i32 2
  %1160 = load ptr, ptr %1159, align 8
  %1161 = load i32, ptr %38, align 4
  %1162 = zext i32 %1161 to i64
  %1163 = sub i64 0, %1162
  %1164 = getelementptr inbounds i8, ptr %1160, i64 %1163
  %1165 = load ptr, ptr %37, align 8
  %1166 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1165, i32 0, i32 3
  %1167 = load ptr, ptr %1166, align 8
  %1168 = icmp ult ptr %1164, %1167
  br i1 %1168, label %1169, label %1180

1169:                                             ; preds = %1153
  %1170 = load ptr, ptr %37, align 8
  %1171 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1170, i32 0, i32 2
  %1172 = load ptr, ptr %1171, align 8
  %1173 = load ptr, ptr %37, align 8
  %1174 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1173, i32 0, i32 3
  %1175 = load ptr, ptr %1174, align 8
  %1176 = ptrtoint ptr %1172 to i64
  %1177 = ptrtoint ptr %1175 to i64
  %1178 = sub i64 %1176, %1177
  %1179 = trunc i64 %1178 to i32
  store i32 %1179, ptr %38, align 4
  store i32 1, ptr %39, align 4
  br label %1180

1180:                                             ; preds = %1169, %1153
  %1181 = load i32, ptr %38, align 4
  %1182 = load ptr, ptr %37, align 8
  %1183 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1182, i32 0, i32 2
  %1184 = load ptr, ptr %1183, align 8
  %1185 = zext i32 %1181 to i64
  %1186 = sub i64 0, %1185
  %1187 = getelementptr inbounds i8, ptr %1184, i64 %1186
  store ptr %1187, ptr %1183, align 8
  %1188 = load i32, ptr %38, align 4
  %1189 = mul i32 %1188, 8
  %1190 = load ptr, ptr %37, align 8
  %1191 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1190, i32 0, i32 1
  %1192 = load i32, ptr %1191, align 8
  %1193 = sub i32 %1192, %1189
  store i32 %1193, ptr %1191, align 8
  %1194 = load ptr, ptr %37, align 8
  %1195 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1194, i32 0, i32 2
  %1196 = load ptr, ptr %1195, align 8
  %1197 = call i64 @MEM_readLEST(ptr noundef %1196)
  %1198 = load ptr, ptr %37, align 8
  store i64 %1197, ptr %1198, align 8
  %1199 = load i32, ptr %39, align 4
  store i32 %1199, ptr %36, align 4
  br label %1200

1200:                                             ; preds = %1123, %1134, %1151, %1152, %1180
  %1201 = load i32, ptr %36, align 4
  %1202 = icmp eq i32 %1201, 3
  br i1 %1202, label %1203, label %1217

1203:                                             ; preds = %1200
  %1204 = load i32, ptr %46, align 4
  %1205 = icmp ne i32 %1204, 0
  br i1 %1205, label %1206, label %1209

1206:                                             ; preds = %1203
  %1207 = call i8 @FSE_decodeSymbolFast(ptr noundef %52, ptr noundef %51)
  %1208 = zext i8 %1207 to i32
  br label %1212

1209:                                             ; preds = %1203
  %1210 = call i8 @FSE_decodeSymbol(ptr noundef %52, ptr noundef %51)
  %1211 = zext i8 %1210 to i32
  br label %1212

1212:                                             ; preds = %1209, %1206
  %1213 = phi i32 [ %1208, %1206 ], [ %1211, %1209 ]
  %1214 = trunc i32 %1213 to i8
  %1215 = load ptr, ptr %48, align 8
  %1216 = getelementptr inbounds i8, ptr %1215, i32 1
  store ptr %1216, ptr %48, align 8
  store i8 %1214, ptr %1215, align 1
  br label %1218

1217:                                             ; preds = %1200
  br label %975

1218:                                             ; preds = %1212, %1091
  %1219 = load ptr, ptr %48, align 8
  %1220 = load ptr, ptr %47, align 8
  %1221 = ptrtoint ptr %1219 to i64
  %1222 = ptrtoint ptr %1220 to i64
  %1223 = sub i64 %1221, %1222
  store i64 %1223, ptr %40, align 8
  br label %1224

1224:                                             ; preds = %731, %823, %980, %1101, %1218
  %1225 = load i64, ptr %40, align 8
  store i64 %1225, ptr %70, align 8
  br label %1226

1226:                                             ; preds = %112, %122, %128, %159, %187, %710, %1224
  %1227 = load i64, ptr %70, align 8
  ret i64 %1227
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_highbit32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %3)
  %5 = sub i32 31, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

declare i64 @FSE_readNCount_bmi2(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_initDStream(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = icmp ult i64 %10, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 40, i1 false)
  store i64 -72, ptr %4, align 8
  br label %171

14:                                               ; preds = %3
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.BIT_DStream_t, ptr %16, i32 0, i32 3
  store ptr %15, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.BIT_DStream_t, ptr %18, i32 0, i32 3
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.BIT_DStream_t, ptr %22, i32 0, i32 4
  store ptr %21, ptr %23, align 8
  %24 = load i64, ptr %7, align 8
  %25 = icmp uge i64 %24, 8
  br i1 %25, label %26, label %62

26:                                               ; preds = %14
  %27 = load ptr, ptr %6, align 8
  %28 = load i64, ptr %7, align 8
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 -8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.BIT_DStream_t, ptr %31, i32 0, i32 2
  store ptr %30, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.BIT_DStream_t, ptr %33, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 @MEM_readLEST(ptr noundef %35)
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.BIT_DStream_t, ptr %37, i32 0, i32 0
  store i64 %36, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = sub i64 %40, 1
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  %43 = load i8, ptr %42, align 1
  store i8 %43, ptr %8, align 1
  %44 = load i8, ptr %8, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %26
  %48 = load i8, ptr %8, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 @ZSTD_highbit32(i32 noundef %49)
  %51 = sub i32 8, %50
  br label %53

52:                                               ; preds = %26
  br label %53

53:                                               ; preds = %52, %47
  %54 = phi i32 [ %51, %47 ], [ 0, %52 ]
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.BIT_DStream_t, ptr %55, i32 0, i32 1
  store i32 %54, ptr %56, align 8
  %57 = load i8, ptr %8, align 1
  %58 = zext i8 %57 to i32
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %53
  store i64 -1, ptr %4, align 8
  br label %171

61:                                               ; preds = %53
  br label %169

62:                                               ; preds = %14
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.BIT_DStream_t, ptr %63, i32 0, i32 3
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.BIT_DStream_t, ptr %66, i32 0, i32 2
  store ptr %65, ptr %67, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds %struct.BIT_DStream_t, ptr %68, i32 0, i32 3
  %70 = load ptr, ptr %69, align 8
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i64
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr inbounds %struct.BIT_DStream_t, ptr %73, i32 0, i32 0
  store i64 %72, ptr %74, align 8
  %75 = load i64, ptr %7, align 8
  switch i64 %75, label %136 [
    i64 7, label %76
    i64 6, label %86
    i64 5, label %96
    i64 4, label %106
    i64 3, label %116
    i64 2, label %126
  ]

76:                                               ; preds = %62
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 6
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i64
  %81 = shl i64 %80, 48
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds %struct.BIT_DStream_t, ptr %82, i32 0, i32 0
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, %81
  store i64 %85, ptr %83, align 8
  br label %86

86:                                               ; preds = %62, %76
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds i8, ptr %87, i64 5
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i64
  %91 = shl i64 %90, 40
  %92 = load ptr, ptr %5, align 8
  %93 = getelementptr inbounds %struct.BIT_DStream_t, ptr %92, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = add i64 %94, %91
  store i64 %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %62, %86
  %97 = load ptr, ptr %6, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 4
  %99 = load i8, ptr %98, align 1
  %100 = zext i8 %99 to i64
  %101 = shl i64 %100, 32
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.BIT_DStream_t, ptr %102, i32 0, i32 0
  %104 = load i64, ptr %103, align 8
  %105 = add i64 %104, %101
  store i64 %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %62, %96
  %107 = load ptr, ptr %6, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 3
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i64
  %111 = shl i64 %110, 24
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.BIT_DStream_t, ptr %112, i32 0, i32 0
  %114 = load i64, ptr %113, align 8
  %115 = add i64 %114, %111
  store i64 %115, ptr %113, align 8
  br label %116

116:                                              ; preds = %62, %106
  %117 = load ptr, ptr %6, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 2
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i64
  %121 = shl i64 %120, 16
  %122 = load ptr, ptr %5, align 8
  %123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %122, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = add i64 %124, %121
  store i64 %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %62, %116
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %127, i64 1
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i64
  %131 = shl i64 %130, 8
  %132 = load ptr, ptr %5, align 8
  %133 = getelementptr inbounds %struct.BIT_DStream_t, ptr %132, i32 0, i32 0
  %134 = load i64, ptr %133, align 8
  %135 = add i64 %134, %131
  store i64 %135, ptr %133, align 8
  br label %136

136:                                              ; preds = %62, %126
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %6, align 8
  %139 = load i64, ptr %7, align 8
  %140 = sub i64 %139, 1
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = load i8, ptr %141, align 1
  store i8 %142, ptr %9, align 1
  %143 = load i8, ptr %9, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %151

146:                                              ; preds = %137
  %147 = load i8, ptr %9, align 1
  %148 = zext i8 %147 to i32
  %149 = call i32 @ZSTD_highbit32(i32 noundef %148)
  %150 = sub i32 8, %149
  br label %152

151:                                              ; preds = %137
  br label %152

152:                                              ; preds = %151, %146
  %153 = phi i32 [ %150, %146 ], [ 0, %151 ]
  %154 = load ptr, ptr %5, align 8
  %155 = getelementptr inbounds %struct.BIT_DStream_t, ptr %154, i32 0, i32 1
  store i32 %153, ptr %155, align 8
  %156 = load i8, ptr %9, align 1
  %157 = zext i8 %156 to i32
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %160

159:                                              ; preds = %152
  store i64 -20, ptr %4, align 8
  br label %171

160:                                              ; preds = %152
  %161 = load i64, ptr %7, align 8
  %162 = sub i64 8, %161
  %163 = trunc i64 %162 to i32
  %164 = mul i32 %163, 8
  %165 = load ptr, ptr %5, align 8
  %166 = getelementptr inbounds %struct.BIT_DStream_t, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 8
  %168 = add i32 %167, %164
  store i32 %168, ptr %166, align 8
  br label %169

169:                                              ; preds = %160, %61
  %170 = load i64, ptr %7, align 8
  store i64 %170, ptr %4, align 8
  br label %171

171:                                              ; preds = %169, %159, %60, %12
  %172 = load i64, ptr %4, align 8
  ret i64 %172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @FSE_initDState(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  store ptr %0, ptr %19, align 8
  store ptr %1, ptr %20, align 8
  store ptr %2, ptr %21, align 8
  %24 = load ptr, ptr %21, align 8
  store ptr %24, ptr %22, align 8
  %25 = load ptr, ptr %22, align 8
  store ptr %25, ptr %23, align 8
  %26 = load ptr, ptr %20, align 8
  %27 = load ptr, ptr %23, align 8
  %28 = getelementptr inbounds %struct.FSE_DTableHeader, ptr %27, i32 0, i32 0
  %29 = load i16, ptr %28, align 2
  %30 = zext i16 %29 to i32
  store ptr %26, ptr %12, align 8
  store i32 %30, ptr %13, align 4
  %31 = load ptr, ptr %12, align 8
  %32 = load i32, ptr %13, align 4
  store ptr %31, ptr %10, align 8
  store i32 %32, ptr %11, align 4
  %33 = load ptr, ptr %10, align 8
  %34 = load i64, ptr %33, align 8
  %35 = load ptr, ptr %10, align 8
  %36 = getelementptr inbounds %struct.BIT_DStream_t, ptr %35, i32 0, i32 1
  %37 = load i32, ptr %36, align 8
  %38 = zext i32 %37 to i64
  %39 = sub i64 64, %38
  %40 = load i32, ptr %11, align 4
  %41 = zext i32 %40 to i64
  %42 = sub i64 %39, %41
  %43 = trunc i64 %42 to i32
  %44 = load i32, ptr %11, align 4
  store i64 %34, ptr %4, align 8
  store i32 %43, ptr %5, align 4
  store i32 %44, ptr %6, align 4
  store i32 63, ptr %7, align 4
  %45 = load i64, ptr %4, align 8
  %46 = load i32, ptr %5, align 4
  %47 = and i32 %46, 63
  %48 = zext i32 %47 to i64
  %49 = lshr i64 %45, %48
  %50 = load i32, ptr %6, align 4
  %51 = zext i32 %50 to i64
  %52 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = zext i32 %53 to i64
  %55 = and i64 %49, %54
  store i64 %55, ptr %14, align 8
  %56 = load ptr, ptr %12, align 8
  %57 = load i32, ptr %13, align 4
  store ptr %56, ptr %8, align 8
  store i32 %57, ptr %9, align 4
  %58 = load i32, ptr %9, align 4
  %59 = load ptr, ptr %8, align 8
  %60 = getelementptr inbounds %struct.BIT_DStream_t, ptr %59, i32 0, i32 1
  %61 = load i32, ptr %60, align 8
  %62 = add i32 %61, %58
  store i32 %62, ptr %60, align 8
  %63 = load i64, ptr %14, align 8
  %64 = load ptr, ptr %19, align 8
  %65 = getelementptr inbounds %struct.FSE_DState_t, ptr %64, i32 0, i32 0
  store i64 %63, ptr %65, align 8
  %66 = load ptr, ptr %20, align 8
  store ptr %66, ptr %16, align 8
  %67 = load ptr, ptr %16, align 8
  %68 = getelementptr inbounds %struct.BIT_DStream_t, ptr %67, i32 0, i32 1
  %69 = load i32, ptr %68, align 8
  %70 = zext i32 %69 to i64
  %71 = icmp ugt i64 %70, 64
  %72 = zext i1 %71 to i32
  %73 = sext i32 %72 to i64
  br i1 %71, label %74, label %77

74:                                               ; preds = %3
  %75 = load ptr, ptr %16, align 8
  %76 = getelementptr inbounds %struct.BIT_DStream_t, ptr %75, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %76, align 8
  store i32 3, ptr %15, align 4
  br label %151

77:                                               ; preds = %3
  %78 = load ptr, ptr %16, align 8
  %79 = getelementptr inbounds %struct.BIT_DStream_t, ptr %78, i32 0, i32 2
  %80 = load ptr, ptr %79, align 8
  %81 = load ptr, ptr %16, align 8
  %82 = getelementptr inbounds %struct.BIT_DStream_t, ptr %81, i32 0, i32 4
  %83 = load ptr, ptr %82, align 8
  %84 = icmp uge ptr %80, %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %77
  %86 = load ptr, ptr %16, align 8
  %87 = call i32 @BIT_reloadDStream_internal(ptr noundef %86)
  store i32 %87, ptr %15, align 4
  br label %151

88:                                               ; preds = %77
  %89 = load ptr, ptr %16, align 8
  %90 = getelementptr inbounds %struct.BIT_DStream_t, ptr %89, i32 0, i32 2
  %91 = load ptr, ptr %90, align 8
  %92 = load ptr, ptr %16, align 8
  %93 = getelementptr inbounds %struct.BIT_DStream_t, ptr %92, i32 0, i32 3
  %94 = load ptr, ptr %93, align 8
  %95 = icmp eq ptr %91, %94
  br i1 %95, label %96, label %104

96:                                               ; preds = %88
  %97 = load ptr, ptr %16, align 8
  %98 = getelementptr inbounds %struct.BIT_DStream_t, ptr %97, i32 0, i32 1
  %99 = load i32, ptr %98, align 8
  %100 = zext i32 %99 to i64
  %101 = icmp ult i64 %100, 64
  br i1 %101, label %102, label %103

102:                                              ; preds = %96
  store i32 1, ptr %15, align 4
  br label %151

103:                                              ; preds = %96
  store i32 2, ptr %15, align 4
  br label %151

104:                                              ; preds = %88
  %105 = load ptr, ptr %16, align 8
  %106 = getelementptr inbounds %struct.BIT_DStream_t, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 8
  %108 = lshr i32 %107, 3
  store i32 %108, ptr %17, align 4
  store i32 0, ptr %18, align 4
  %109 = load ptr, ptr %16, align 8
  %110 = getelementptr inbounds %struct.BIT_DStream_t, ptr %109, i32 0, i32 2
  %111 = load ptr, ptr %110, align 8
  %112 = load i32, ptr %17, align 4
  %113 = zext i32 %112 to i64
  %114 = sub i64 0, %113
  %115 = getelementptr inbounds i8, ptr %111, i64 %114
  %116 = load ptr, ptr %16, align 8
  %117 = getelementptr inbounds %struct.BIT_DStream_t, ptr %116, i32 0, i32 3
  %118 = load ptr, ptr %117, align 8
  %119 = icmp ult ptr %115, %118
  br i1 %119, label %120, label %131

120:                                              ; preds = %104
  %121 = load ptr, ptr %16, align 8
  %122 = getelementptr inbounds %struct.BIT_DStream_t, ptr %121, i32 0, i32 2
  %123 = load ptr, ptr %122, align 8
  %124 = load ptr, ptr %16, align 8
  %125 = getelementptr inbounds %struct.BIT_DStream_t, ptr %124, i32 0, i32 3
  %126 = load ptr, ptr %125, align 8
  %127 = ptrtoint ptr %123 to i64
  %128 = ptrtoint ptr %126 to i64
  %129 = sub i64 %127, %128
  %130 = trunc i64 %129 to i32
  store i32 %130, ptr %17, align 4
  store i32 1, ptr %18, align 4
  br label %131

131:                                              ; preds = %120, %104
  %132 = load i32, ptr %17, align 4
  %133 = load ptr, ptr %16, align 8
  %134 = getelementptr inbounds %struct.BIT_DStream_t, ptr %133, i32 0, i32 2
  %135 = load ptr, ptr %134, align 8
  %136 = zext i32 %132 to i64
  %137 = sub i64 0, %136
  %138 = getelementptr inbounds i8, ptr %135, i64 %137
  store ptr %138, ptr %134, align 8
  %139 = load i32, ptr %17, align 4
  %140 = mul i32 %139, 8
  %141 = load ptr, ptr %16, align 8
  %142 = getelementptr inbounds %struct.BIT_DStream_t, ptr %141, i32 0, i32 1
  %143 = load i32, ptr %142, align 8
  %144 = sub i32 %143, %140
  store i32 %144, ptr %142, align 8
  %145 = load ptr, ptr %16, align 8
  %146 = getelementptr inbounds %struct.BIT_DStream_t, ptr %145, i32 0, i32 2
  %147 = load ptr, ptr %146, align 8
  %148 = call i64 @MEM_readLEST(ptr noundef %147)
  %149 = load ptr, ptr %16, align 8
  store i64 %148, ptr %149, align 8
  %150 = load i32, ptr %18, align 4
  store i32 %150, ptr %15, align 4
  br label %151

151:                                              ; preds = %74, %85, %102, %103, %131
  %152 = load i32, ptr %15, align 4
  %153 = load ptr, ptr %21, align 8
  %154 = getelementptr inbounds i32, ptr %153, i64 1
  %155 = load ptr, ptr %19, align 8
  %156 = getelementptr inbounds %struct.FSE_DState_t, ptr %155, i32 0, i32 1
  store ptr %154, ptr %156, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @FSE_decodeSymbolFast(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca %struct.FSE_decode_t, align 2
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.FSE_DState_t, ptr %9, i32 0, i32 1
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.FSE_DState_t, ptr %12, i32 0, i32 0
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds %struct.FSE_decode_t, ptr %11, i64 %14
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 2 %15, i64 4, i1 false)
  %16 = getelementptr inbounds %struct.FSE_decode_t, ptr %5, i32 0, i32 2
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  store i32 %18, ptr %6, align 4
  %19 = getelementptr inbounds %struct.FSE_decode_t, ptr %5, i32 0, i32 1
  %20 = load i8, ptr %19, align 2
  store i8 %20, ptr %7, align 1
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %6, align 4
  %23 = call i64 @BIT_readBitsFast(ptr noundef %21, i32 noundef %22)
  store i64 %23, ptr %8, align 8
  %24 = getelementptr inbounds %struct.FSE_decode_t, ptr %5, i32 0, i32 0
  %25 = load i16, ptr %24, align 2
  %26 = zext i16 %25 to i64
  %27 = load i64, ptr %8, align 8
  %28 = add i64 %26, %27
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.FSE_DState_t, ptr %29, i32 0, i32 0
  store i64 %28, ptr %30, align 8
  %31 = load i8, ptr %7, align 1
  ret i8 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @FSE_decodeSymbol(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca %struct.FSE_decode_t, align 2
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i64, align 8
  store ptr %0, ptr %14, align 8
  store ptr %1, ptr %15, align 8
  %20 = load ptr, ptr %14, align 8
  %21 = getelementptr inbounds %struct.FSE_DState_t, ptr %20, i32 0, i32 1
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %14, align 8
  %24 = getelementptr inbounds %struct.FSE_DState_t, ptr %23, i32 0, i32 0
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds %struct.FSE_decode_t, ptr %22, i64 %25
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %16, ptr align 2 %26, i64 4, i1 false)
  %27 = getelementptr inbounds %struct.FSE_decode_t, ptr %16, i32 0, i32 2
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  store i32 %29, ptr %17, align 4
  %30 = getelementptr inbounds %struct.FSE_decode_t, ptr %16, i32 0, i32 1
  %31 = load i8, ptr %30, align 2
  store i8 %31, ptr %18, align 1
  %32 = load ptr, ptr %15, align 8
  %33 = load i32, ptr %17, align 4
  store ptr %32, ptr %11, align 8
  store i32 %33, ptr %12, align 4
  %34 = load ptr, ptr %11, align 8
  %35 = load i32, ptr %12, align 4
  store ptr %34, ptr %9, align 8
  store i32 %35, ptr %10, align 4
  %36 = load ptr, ptr %9, align 8
  %37 = load i64, ptr %36, align 8
  %38 = load ptr, ptr %9, align 8
  %39 = getelementptr inbounds %struct.BIT_DStream_t, ptr %38, i32 0, i32 1
  %40 = load i32, ptr %39, align 8
  %41 = zext i32 %40 to i64
  %42 = sub i64 64, %41
  %43 = load i32, ptr %10, align 4
  %44 = zext i32 %43 to i64
  %45 = sub i64 %42, %44
  %46 = trunc i64 %45 to i32
  %47 = load i32, ptr %10, align 4
  store i64 %37, ptr %3, align 8
  store i32 %46, ptr %4, align 4
  store i32 %47, ptr %5, align 4
  store i32 63, ptr %6, align 4
  %48 = load i64, ptr %3, align 8
  %49 = load i32, ptr %4, align 4
  %50 = and i32 %49, 63
  %51 = zext i32 %50 to i64
  %52 = lshr i64 %48, %51
  %53 = load i32, ptr %5, align 4
  %54 = zext i32 %53 to i64
  %55 = getelementptr inbounds [32 x i32], ptr @BIT_mask, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = zext i32 %56 to i64
  %58 = and i64 %52, %57
  store i64 %58, ptr %13, align 8
  %59 = load ptr, ptr %11, align 8
  %60 = load i32, ptr %12, align 4
  store ptr %59, ptr %7, align 8
  store i32 %60, ptr %8, align 4
  %61 = load i32, ptr %8, align 4
  %62 = load ptr, ptr %7, align 8
  %63 = getelementptr inbounds %struct.BIT_DStream_t, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 8
  %65 = add i32 %64, %61
  store i32 %65, ptr %63, align 8
  %66 = load i64, ptr %13, align 8
  store i64 %66, ptr %19, align 8
  %67 = getelementptr inbounds %struct.FSE_decode_t, ptr %16, i32 0, i32 0
  %68 = load i16, ptr %67, align 2
  %69 = zext i16 %68 to i64
  %70 = load i64, ptr %19, align 8
  %71 = add i64 %69, %70
  %72 = load ptr, ptr %14, align 8
  %73 = getelementptr inbounds %struct.FSE_DState_t, ptr %72, i32 0, i32 0
  store i64 %71, ptr %73, align 8
  %74 = load i8, ptr %18, align 1
  ret i8 %74
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLEST(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_32bits()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_readLE32(ptr noundef %7)
  %9 = zext i32 %8 to i64
  store i64 %9, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = call i64 @MEM_readLE64(ptr noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %10, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_readLE32(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_read32(ptr noundef %7)
  store i32 %8, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @MEM_read32(ptr noundef %10)
  %12 = call i32 @MEM_swap32(i32 noundef %11)
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLE64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i64 @MEM_read64(ptr noundef %7)
  store i64 %8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i64 @MEM_read64(ptr noundef %10)
  %12 = call i64 @MEM_swap64(i64 noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_swap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_reloadDStream_internal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = lshr i32 %5, 3
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.BIT_DStream_t, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = zext i32 %6 to i64
  %11 = sub i64 0, %10
  %12 = getelementptr inbounds i8, ptr %9, i64 %11
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.BIT_DStream_t, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = and i32 %15, 7
  store i32 %16, ptr %14, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.BIT_DStream_t, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = call i64 @MEM_readLEST(ptr noundef %19)
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.BIT_DStream_t, ptr %21, i32 0, i32 0
  store i64 %20, ptr %22, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_readBitsFast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store i32 %1, ptr %6, align 4
  %8 = load ptr, ptr %5, align 8
  %9 = load i32, ptr %6, align 4
  %10 = call i64 @BIT_lookBitsFast(ptr noundef %8, i32 noundef %9)
  store i64 %10, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr %6, align 4
  store ptr %11, ptr %3, align 8
  store i32 %12, ptr %4, align 4
  %13 = load i32, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.BIT_DStream_t, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %15, align 8
  %17 = add i32 %16, %13
  store i32 %17, ptr %15, align 8
  %18 = load i64, ptr %7, align 8
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_lookBitsFast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 63, ptr %5, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.BIT_DStream_t, ptr %6, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.BIT_DStream_t, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = and i32 %11, 63
  %13 = zext i32 %12 to i64
  %14 = shl i64 %8, %13
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 64, %15
  %17 = and i32 %16, 63
  %18 = zext i32 %17 to i64
  %19 = lshr i64 %14, %18
  ret i64 %19
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
