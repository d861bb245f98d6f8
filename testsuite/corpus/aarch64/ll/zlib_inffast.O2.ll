; ModuleID = 'src/zlib/inffast.c'
source_filename = "src/zlib/inffast.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@.str = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1
@.str.1 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @inflate_fast(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %0, i64 56
  %4 = load ptr, ptr %3, align 8, !tbaa !6
  %5 = load ptr, ptr %0, align 8, !tbaa !13
  %6 = getelementptr inbounds i8, ptr %0, i64 8
  %7 = load i32, ptr %6, align 8, !tbaa !14
  %8 = add i32 %7, -5
  %9 = zext i32 %8 to i64
  %10 = getelementptr inbounds i8, ptr %5, i64 %9
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !15
  %13 = ptrtoint ptr %12 to i64
  %14 = getelementptr inbounds i8, ptr %0, i64 32
  %15 = load i32, ptr %14, align 8, !tbaa !16
  %16 = sub i32 %1, %15
  %17 = zext i32 %16 to i64
  %18 = sub nsw i64 0, %17
  %19 = getelementptr inbounds i8, ptr %12, i64 %18
  %20 = add i32 %15, -257
  %21 = zext i32 %20 to i64
  %22 = getelementptr inbounds i8, ptr %12, i64 %21
  %23 = getelementptr inbounds i8, ptr %4, i64 60
  %24 = load i32, ptr %23, align 4, !tbaa !17
  %25 = getelementptr inbounds i8, ptr %4, i64 64
  %26 = load i32, ptr %25, align 8, !tbaa !19
  %27 = getelementptr inbounds i8, ptr %4, i64 68
  %28 = load i32, ptr %27, align 4, !tbaa !20
  %29 = getelementptr inbounds i8, ptr %4, i64 72
  %30 = load ptr, ptr %29, align 8, !tbaa !21
  %31 = ptrtoint ptr %30 to i64
  %32 = getelementptr inbounds i8, ptr %4, i64 80
  %33 = load i64, ptr %32, align 8, !tbaa !22
  %34 = getelementptr inbounds i8, ptr %4, i64 88
  %35 = load i32, ptr %34, align 8, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %4, i64 104
  %37 = load ptr, ptr %36, align 8, !tbaa !24
  %38 = getelementptr inbounds i8, ptr %4, i64 112
  %39 = load ptr, ptr %38, align 8, !tbaa !25
  %40 = getelementptr inbounds i8, ptr %4, i64 120
  %41 = load i32, ptr %40, align 8, !tbaa !26
  %42 = shl nsw i32 -1, %41
  %43 = xor i32 %42, -1
  %44 = getelementptr inbounds i8, ptr %4, i64 124
  %45 = load i32, ptr %44, align 4, !tbaa !27
  %46 = shl nsw i32 -1, %45
  %47 = xor i32 %46, -1
  %48 = zext nneg i32 %43 to i64
  %49 = zext nneg i32 %47 to i64
  %50 = ptrtoint ptr %19 to i64
  %51 = getelementptr inbounds i8, ptr %4, i64 7144
  %52 = icmp eq i32 %28, 0
  %53 = add i32 %28, %24
  %54 = trunc i64 %13 to i32
  %55 = add i32 %15, %54
  %56 = xor i32 %1, -1
  %57 = add i32 %55, %56
  %58 = zext i32 %28 to i64
  %59 = trunc i64 %13 to i32
  %60 = add i32 %15, %59
  %61 = xor i32 %28, -1
  %62 = add i32 %60, %61
  %63 = sub i32 %62, %1
  %64 = trunc i64 %13 to i32
  %65 = add i32 %15, %64
  %66 = xor i32 %1, -1
  %67 = add i32 %65, %66
  %68 = icmp ult i32 %28, 32
  %69 = and i64 %58, 4294967264
  %70 = trunc nuw i64 %69 to i32
  %71 = sub i32 %28, %70
  %72 = getelementptr i8, ptr %30, i64 %69
  %73 = icmp eq i64 %69, %58
  br label %74

74:                                               ; preds = %775, %2
  %75 = phi i32 [ %35, %2 ], [ %776, %775 ]
  %76 = phi i64 [ %33, %2 ], [ %777, %775 ]
  %77 = phi ptr [ %12, %2 ], [ %778, %775 ]
  %78 = phi ptr [ %5, %2 ], [ %779, %775 ]
  %79 = icmp ult i32 %75, 15
  br i1 %79, label %80, label %95

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %78, i64 1
  %82 = load i8, ptr %78, align 1, !tbaa !28
  %83 = zext i8 %82 to i64
  %84 = zext nneg i32 %75 to i64
  %85 = shl nuw nsw i64 %83, %84
  %86 = add i64 %85, %76
  %87 = add nuw nsw i32 %75, 8
  %88 = getelementptr inbounds i8, ptr %78, i64 2
  %89 = load i8, ptr %81, align 1, !tbaa !28
  %90 = zext i8 %89 to i64
  %91 = zext nneg i32 %87 to i64
  %92 = shl nuw nsw i64 %90, %91
  %93 = add i64 %86, %92
  %94 = or disjoint i32 %75, 16
  br label %95

95:                                               ; preds = %80, %74
  %96 = phi i32 [ %94, %80 ], [ %75, %74 ]
  %97 = phi i64 [ %93, %80 ], [ %76, %74 ]
  %98 = phi ptr [ %88, %80 ], [ %78, %74 ]
  %99 = and i64 %97, %48
  %100 = getelementptr inbounds %struct.code, ptr %37, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 1
  %102 = load i8, ptr %101, align 1, !tbaa !29
  %103 = zext i8 %102 to i32
  %104 = zext nneg i8 %102 to i64
  %105 = lshr i64 %97, %104
  %106 = sub i32 %96, %103
  %107 = load i8, ptr %100, align 2, !tbaa !32
  %108 = icmp eq i8 %107, 0
  br i1 %108, label %109, label %117

109:                                              ; preds = %754, %95
  %110 = phi ptr [ %100, %95 ], [ %763, %754 ]
  %111 = phi i64 [ %105, %95 ], [ %768, %754 ]
  %112 = phi i32 [ %106, %95 ], [ %769, %754 ]
  %113 = getelementptr inbounds i8, ptr %110, i64 2
  %114 = load i16, ptr %113, align 2, !tbaa !33
  %115 = trunc i16 %114 to i8
  %116 = getelementptr inbounds i8, ptr %77, i64 1
  store i8 %115, ptr %77, align 1, !tbaa !28
  br label %775

117:                                              ; preds = %95, %754
  %118 = phi i8 [ %770, %754 ], [ %107, %95 ]
  %119 = phi i32 [ %769, %754 ], [ %106, %95 ]
  %120 = phi i64 [ %768, %754 ], [ %105, %95 ]
  %121 = phi ptr [ %763, %754 ], [ %100, %95 ]
  %122 = zext i8 %118 to i32
  %123 = and i32 %122, 16
  %124 = icmp eq i32 %123, 0
  br i1 %124, label %751, label %125

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %121, i64 2
  %127 = load i16, ptr %126, align 2, !tbaa !33
  %128 = zext i16 %127 to i32
  %129 = and i32 %122, 15
  %130 = icmp eq i32 %129, 0
  br i1 %130, label %153, label %131

131:                                              ; preds = %125
  %132 = icmp ult i32 %119, %129
  br i1 %132, label %133, label %141

133:                                              ; preds = %131
  %134 = getelementptr inbounds i8, ptr %98, i64 1
  %135 = load i8, ptr %98, align 1, !tbaa !28
  %136 = zext i8 %135 to i64
  %137 = zext nneg i32 %119 to i64
  %138 = shl nuw nsw i64 %136, %137
  %139 = add i64 %138, %120
  %140 = add nuw nsw i32 %119, 8
  br label %141

141:                                              ; preds = %133, %131
  %142 = phi i32 [ %140, %133 ], [ %119, %131 ]
  %143 = phi i64 [ %139, %133 ], [ %120, %131 ]
  %144 = phi ptr [ %134, %133 ], [ %98, %131 ]
  %145 = trunc i64 %143 to i32
  %146 = shl nsw i32 -1, %129
  %147 = xor i32 %146, -1
  %148 = and i32 %145, %147
  %149 = add nuw nsw i32 %148, %128
  %150 = zext nneg i32 %129 to i64
  %151 = lshr i64 %143, %150
  %152 = sub i32 %142, %129
  br label %153

153:                                              ; preds = %141, %125
  %154 = phi i32 [ %152, %141 ], [ %119, %125 ]
  %155 = phi i64 [ %151, %141 ], [ %120, %125 ]
  %156 = phi ptr [ %144, %141 ], [ %98, %125 ]
  %157 = phi i32 [ %149, %141 ], [ %128, %125 ]
  %158 = icmp ult i32 %154, 15
  br i1 %158, label %159, label %174

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %156, i64 1
  %161 = load i8, ptr %156, align 1, !tbaa !28
  %162 = zext i8 %161 to i64
  %163 = zext nneg i32 %154 to i64
  %164 = shl nuw nsw i64 %162, %163
  %165 = add i64 %164, %155
  %166 = add nuw nsw i32 %154, 8
  %167 = getelementptr inbounds i8, ptr %156, i64 2
  %168 = load i8, ptr %160, align 1, !tbaa !28
  %169 = zext i8 %168 to i64
  %170 = zext nneg i32 %166 to i64
  %171 = shl nuw nsw i64 %169, %170
  %172 = add i64 %165, %171
  %173 = or disjoint i32 %154, 16
  br label %174

174:                                              ; preds = %159, %153
  %175 = phi i32 [ %173, %159 ], [ %154, %153 ]
  %176 = phi i64 [ %172, %159 ], [ %155, %153 ]
  %177 = phi ptr [ %167, %159 ], [ %156, %153 ]
  %178 = and i64 %176, %49
  %179 = getelementptr inbounds %struct.code, ptr %39, i64 %178
  %180 = getelementptr inbounds i8, ptr %179, i64 1
  %181 = load i8, ptr %180, align 1, !tbaa !29
  %182 = zext i8 %181 to i32
  %183 = zext nneg i8 %181 to i64
  %184 = lshr i64 %176, %183
  %185 = sub i32 %175, %182
  %186 = load i8, ptr %179, align 2, !tbaa !32
  %187 = zext i8 %186 to i32
  %188 = and i32 %187, 16
  %189 = icmp eq i32 %188, 0
  br i1 %189, label %724, label %190

190:                                              ; preds = %731, %174
  %191 = phi ptr [ %179, %174 ], [ %740, %731 ]
  %192 = phi i64 [ %184, %174 ], [ %745, %731 ]
  %193 = phi i32 [ %185, %174 ], [ %746, %731 ]
  %194 = phi i32 [ %187, %174 ], [ %748, %731 ]
  %195 = getelementptr inbounds i8, ptr %191, i64 2
  %196 = load i16, ptr %195, align 2, !tbaa !33
  %197 = zext i16 %196 to i32
  %198 = and i32 %194, 15
  %199 = icmp ult i32 %193, %198
  br i1 %199, label %200, label %217

200:                                              ; preds = %190
  %201 = getelementptr inbounds i8, ptr %177, i64 1
  %202 = load i8, ptr %177, align 1, !tbaa !28
  %203 = zext i8 %202 to i64
  %204 = zext nneg i32 %193 to i64
  %205 = shl nuw nsw i64 %203, %204
  %206 = add i64 %205, %192
  %207 = add nuw nsw i32 %193, 8
  %208 = icmp ult i32 %207, %198
  br i1 %208, label %209, label %217

209:                                              ; preds = %200
  %210 = getelementptr inbounds i8, ptr %177, i64 2
  %211 = load i8, ptr %201, align 1, !tbaa !28
  %212 = zext i8 %211 to i64
  %213 = zext nneg i32 %207 to i64
  %214 = shl nuw nsw i64 %212, %213
  %215 = add i64 %214, %206
  %216 = add nuw nsw i32 %193, 16
  br label %217

217:                                              ; preds = %200, %209, %190
  %218 = phi i32 [ %216, %209 ], [ %207, %200 ], [ %193, %190 ]
  %219 = phi i64 [ %215, %209 ], [ %206, %200 ], [ %192, %190 ]
  %220 = phi ptr [ %210, %209 ], [ %201, %200 ], [ %177, %190 ]
  %221 = trunc i64 %219 to i32
  %222 = shl nsw i32 -1, %198
  %223 = xor i32 %222, -1
  %224 = and i32 %221, %223
  %225 = add nuw nsw i32 %224, %197
  %226 = zext nneg i32 %198 to i64
  %227 = lshr i64 %219, %226
  %228 = sub i32 %218, %198
  %229 = ptrtoint ptr %77 to i64
  %230 = sub i64 %229, %50
  %231 = trunc i64 %230 to i32
  %232 = icmp ugt i32 %225, %231
  br i1 %232, label %233, label %578

233:                                              ; preds = %217
  %234 = sub nsw i32 %225, %231
  %235 = icmp ugt i32 %234, %26
  br i1 %235, label %236, label %239

236:                                              ; preds = %233
  %237 = load i32, ptr %51, align 8, !tbaa !34
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %239, label %783

239:                                              ; preds = %236, %233
  br i1 %52, label %240, label %294

240:                                              ; preds = %239
  %241 = sub i32 %24, %234
  %242 = zext i32 %241 to i64
  %243 = getelementptr i8, ptr %30, i64 %242
  %244 = icmp ult i32 %234, %157
  br i1 %244, label %245, label %446

245:                                              ; preds = %240
  %246 = add i32 %57, %224
  %247 = add i32 %246, %197
  %248 = trunc i64 %229 to i32
  %249 = sub i32 %247, %248
  %250 = zext i32 %249 to i64
  %251 = add nuw nsw i64 %250, 1
  %252 = icmp ult i32 %249, 31
  br i1 %252, label %275, label %253

253:                                              ; preds = %245
  %254 = add i64 %31, %242
  %255 = sub i64 %229, %254
  %256 = icmp ult i64 %255, 32
  br i1 %256, label %275, label %257

257:                                              ; preds = %253
  %258 = and i64 %251, 8589934560
  %259 = getelementptr i8, ptr %77, i64 %258
  %260 = trunc i64 %258 to i32
  %261 = sub i32 %234, %260
  %262 = getelementptr i8, ptr %243, i64 %258
  br label %263

263:                                              ; preds = %263, %257
  %264 = phi i64 [ 0, %257 ], [ %271, %263 ]
  %265 = getelementptr i8, ptr %77, i64 %264
  %266 = getelementptr i8, ptr %243, i64 %264
  %267 = getelementptr i8, ptr %266, i64 16
  %268 = load <16 x i8>, ptr %266, align 1, !tbaa !28
  %269 = load <16 x i8>, ptr %267, align 1, !tbaa !28
  %270 = getelementptr i8, ptr %265, i64 16
  store <16 x i8> %268, ptr %265, align 1, !tbaa !28
  store <16 x i8> %269, ptr %270, align 1, !tbaa !28
  %271 = add nuw i64 %264, 32
  %272 = icmp eq i64 %271, %258
  br i1 %272, label %273, label %263, !llvm.loop !35

273:                                              ; preds = %263
  %274 = icmp eq i64 %251, %258
  br i1 %274, label %288, label %275

275:                                              ; preds = %273, %253, %245
  %276 = phi ptr [ %77, %253 ], [ %77, %245 ], [ %259, %273 ]
  %277 = phi i32 [ %234, %253 ], [ %234, %245 ], [ %261, %273 ]
  %278 = phi ptr [ %243, %253 ], [ %243, %245 ], [ %262, %273 ]
  br label %279

279:                                              ; preds = %275, %279
  %280 = phi ptr [ %285, %279 ], [ %276, %275 ]
  %281 = phi i32 [ %286, %279 ], [ %277, %275 ]
  %282 = phi ptr [ %283, %279 ], [ %278, %275 ]
  %283 = getelementptr inbounds i8, ptr %282, i64 1
  %284 = load i8, ptr %282, align 1, !tbaa !28
  %285 = getelementptr inbounds i8, ptr %280, i64 1
  store i8 %284, ptr %280, align 1, !tbaa !28
  %286 = add i32 %281, -1
  %287 = icmp eq i32 %286, 0
  br i1 %287, label %288, label %279, !llvm.loop !39

288:                                              ; preds = %279, %273
  %289 = phi ptr [ %259, %273 ], [ %285, %279 ]
  %290 = sub nsw i32 %157, %234
  %291 = zext nneg i32 %225 to i64
  %292 = sub nsw i64 0, %291
  %293 = getelementptr inbounds i8, ptr %289, i64 %292
  br label %446

294:                                              ; preds = %239
  %295 = icmp ult i32 %28, %234
  br i1 %295, label %296, label %392

296:                                              ; preds = %294
  %297 = sub i32 %53, %234
  %298 = zext i32 %297 to i64
  %299 = getelementptr i8, ptr %30, i64 %298
  %300 = sub i32 %234, %28
  %301 = icmp ult i32 %300, %157
  br i1 %301, label %302, label %446

302:                                              ; preds = %296
  %303 = add i32 %63, %224
  %304 = add i32 %303, %197
  %305 = trunc i64 %229 to i32
  %306 = sub i32 %304, %305
  %307 = zext i32 %306 to i64
  %308 = add nuw nsw i64 %307, 1
  %309 = icmp ult i32 %306, 31
  br i1 %309, label %333, label %310

310:                                              ; preds = %302
  %311 = add i64 %31, %298
  %312 = sub i64 %229, %311
  %313 = icmp ult i64 %312, 32
  br i1 %313, label %333, label %314

314:                                              ; preds = %310
  %315 = and i64 %308, 8589934560
  %316 = getelementptr i8, ptr %77, i64 %315
  %317 = trunc i64 %315 to i32
  %318 = sub i32 %300, %317
  %319 = getelementptr i8, ptr %299, i64 %315
  br label %320

320:                                              ; preds = %320, %314
  %321 = phi i64 [ 0, %314 ], [ %328, %320 ]
  %322 = getelementptr i8, ptr %77, i64 %321
  %323 = getelementptr i8, ptr %299, i64 %321
  %324 = getelementptr i8, ptr %323, i64 16
  %325 = load <16 x i8>, ptr %323, align 1, !tbaa !28
  %326 = load <16 x i8>, ptr %324, align 1, !tbaa !28
  %327 = getelementptr i8, ptr %322, i64 16
  store <16 x i8> %325, ptr %322, align 1, !tbaa !28
  store <16 x i8> %326, ptr %327, align 1, !tbaa !28
  %328 = add nuw i64 %321, 32
  %329 = icmp eq i64 %328, %315
  br i1 %329, label %330, label %320, !llvm.loop !40

330:                                              ; preds = %320
  %331 = icmp eq i64 %308, %315
  %332 = add nsw i64 %315, -1
  br i1 %331, label %349, label %333

333:                                              ; preds = %330, %310, %302
  %334 = phi i64 [ 0, %310 ], [ 0, %302 ], [ %315, %330 ]
  %335 = phi ptr [ %77, %310 ], [ %77, %302 ], [ %316, %330 ]
  %336 = phi i32 [ %300, %310 ], [ %300, %302 ], [ %318, %330 ]
  %337 = phi ptr [ %299, %310 ], [ %299, %302 ], [ %319, %330 ]
  br label %338

338:                                              ; preds = %333, %338
  %339 = phi i64 [ %348, %338 ], [ %334, %333 ]
  %340 = phi ptr [ %345, %338 ], [ %335, %333 ]
  %341 = phi i32 [ %346, %338 ], [ %336, %333 ]
  %342 = phi ptr [ %343, %338 ], [ %337, %333 ]
  %343 = getelementptr inbounds i8, ptr %342, i64 1
  %344 = load i8, ptr %342, align 1, !tbaa !28
  %345 = getelementptr i8, ptr %340, i64 1
  store i8 %344, ptr %340, align 1, !tbaa !28
  %346 = add i32 %341, -1
  %347 = icmp eq i32 %346, 0
  %348 = add i64 %339, 1
  br i1 %347, label %349, label %338, !llvm.loop !41

349:                                              ; preds = %338, %330
  %350 = phi i64 [ %332, %330 ], [ %339, %338 ]
  %351 = phi ptr [ %316, %330 ], [ %345, %338 ]
  %352 = sub nsw i32 %157, %300
  %353 = icmp ult i32 %28, %352
  br i1 %353, label %354, label %446

354:                                              ; preds = %349
  br i1 %68, label %373, label %355

355:                                              ; preds = %354
  %356 = sub i64 %229, %31
  %357 = add i64 %356, 1
  %358 = add i64 %350, %357
  %359 = icmp ult i64 %358, 32
  br i1 %359, label %373, label %360

360:                                              ; preds = %355
  %361 = getelementptr i8, ptr %351, i64 %69
  br label %362

362:                                              ; preds = %362, %360
  %363 = phi i64 [ 0, %360 ], [ %370, %362 ]
  %364 = getelementptr i8, ptr %351, i64 %363
  %365 = getelementptr i8, ptr %30, i64 %363
  %366 = getelementptr i8, ptr %365, i64 16
  %367 = load <16 x i8>, ptr %365, align 1, !tbaa !28
  %368 = load <16 x i8>, ptr %366, align 1, !tbaa !28
  %369 = getelementptr i8, ptr %364, i64 16
  store <16 x i8> %367, ptr %364, align 1, !tbaa !28
  store <16 x i8> %368, ptr %369, align 1, !tbaa !28
  %370 = add nuw i64 %363, 32
  %371 = icmp eq i64 %370, %69
  br i1 %371, label %372, label %362, !llvm.loop !42

372:                                              ; preds = %362
  br i1 %73, label %386, label %373

373:                                              ; preds = %372, %355, %354
  %374 = phi ptr [ %351, %355 ], [ %351, %354 ], [ %361, %372 ]
  %375 = phi i32 [ %28, %355 ], [ %28, %354 ], [ %71, %372 ]
  %376 = phi ptr [ %30, %355 ], [ %30, %354 ], [ %72, %372 ]
  br label %377

377:                                              ; preds = %373, %377
  %378 = phi ptr [ %383, %377 ], [ %374, %373 ]
  %379 = phi i32 [ %384, %377 ], [ %375, %373 ]
  %380 = phi ptr [ %381, %377 ], [ %376, %373 ]
  %381 = getelementptr inbounds i8, ptr %380, i64 1
  %382 = load i8, ptr %380, align 1, !tbaa !28
  %383 = getelementptr inbounds i8, ptr %378, i64 1
  store i8 %382, ptr %378, align 1, !tbaa !28
  %384 = add i32 %379, -1
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %386, label %377, !llvm.loop !43

386:                                              ; preds = %377, %372
  %387 = phi ptr [ %361, %372 ], [ %383, %377 ]
  %388 = sub i32 %352, %28
  %389 = zext nneg i32 %225 to i64
  %390 = sub nsw i64 0, %389
  %391 = getelementptr inbounds i8, ptr %387, i64 %390
  br label %446

392:                                              ; preds = %294
  %393 = sub i32 %28, %234
  %394 = zext i32 %393 to i64
  %395 = getelementptr i8, ptr %30, i64 %394
  %396 = icmp ult i32 %234, %157
  br i1 %396, label %397, label %446

397:                                              ; preds = %392
  %398 = add i32 %67, %224
  %399 = add i32 %398, %197
  %400 = trunc i64 %229 to i32
  %401 = sub i32 %399, %400
  %402 = zext i32 %401 to i64
  %403 = add nuw nsw i64 %402, 1
  %404 = icmp ult i32 %401, 31
  br i1 %404, label %427, label %405

405:                                              ; preds = %397
  %406 = add i64 %31, %394
  %407 = sub i64 %229, %406
  %408 = icmp ult i64 %407, 32
  br i1 %408, label %427, label %409

409:                                              ; preds = %405
  %410 = and i64 %403, 8589934560
  %411 = getelementptr i8, ptr %77, i64 %410
  %412 = trunc i64 %410 to i32
  %413 = sub i32 %234, %412
  %414 = getelementptr i8, ptr %395, i64 %410
  br label %415

415:                                              ; preds = %415, %409
  %416 = phi i64 [ 0, %409 ], [ %423, %415 ]
  %417 = getelementptr i8, ptr %77, i64 %416
  %418 = getelementptr i8, ptr %395, i64 %416
  %419 = getelementptr i8, ptr %418, i64 16
  %420 = load <16 x i8>, ptr %418, align 1, !tbaa !28
  %421 = load <16 x i8>, ptr %419, align 1, !tbaa !28
  %422 = getelementptr i8, ptr %417, i64 16
  store <16 x i8> %420, ptr %417, align 1, !tbaa !28
  store <16 x i8> %421, ptr %422, align 1, !tbaa !28
  %423 = add nuw i64 %416, 32
  %424 = icmp eq i64 %423, %410
  br i1 %424, label %425, label %415, !llvm.loop !44

425:                                              ; preds = %415
  %426 = icmp eq i64 %403, %410
  br i1 %426, label %440, label %427

427:                                              ; preds = %425, %405, %397
  %428 = phi ptr [ %77, %405 ], [ %77, %397 ], [ %411, %425 ]
  %429 = phi i32 [ %234, %405 ], [ %234, %397 ], [ %413, %425 ]
  %430 = phi ptr [ %395, %405 ], [ %395, %397 ], [ %414, %425 ]
  br label %431

431:                                              ; preds = %427, %431
  %432 = phi ptr [ %437, %431 ], [ %428, %427 ]
  %433 = phi i32 [ %438, %431 ], [ %429, %427 ]
  %434 = phi ptr [ %435, %431 ], [ %430, %427 ]
  %435 = getelementptr inbounds i8, ptr %434, i64 1
  %436 = load i8, ptr %434, align 1, !tbaa !28
  %437 = getelementptr inbounds i8, ptr %432, i64 1
  store i8 %436, ptr %432, align 1, !tbaa !28
  %438 = add i32 %433, -1
  %439 = icmp eq i32 %438, 0
  br i1 %439, label %440, label %431, !llvm.loop !45

440:                                              ; preds = %431, %425
  %441 = phi ptr [ %411, %425 ], [ %437, %431 ]
  %442 = sub nsw i32 %157, %234
  %443 = zext nneg i32 %225 to i64
  %444 = sub nsw i64 0, %443
  %445 = getelementptr inbounds i8, ptr %441, i64 %444
  br label %446

446:                                              ; preds = %349, %386, %296, %440, %392, %240, %288
  %447 = phi ptr [ %289, %288 ], [ %77, %240 ], [ %387, %386 ], [ %351, %349 ], [ %77, %296 ], [ %441, %440 ], [ %77, %392 ]
  %448 = phi i32 [ %290, %288 ], [ %157, %240 ], [ %388, %386 ], [ %352, %349 ], [ %157, %296 ], [ %442, %440 ], [ %157, %392 ]
  %449 = phi ptr [ %293, %288 ], [ %243, %240 ], [ %391, %386 ], [ %30, %349 ], [ %299, %296 ], [ %445, %440 ], [ %395, %392 ]
  %450 = icmp ugt i32 %448, 2
  br i1 %450, label %451, label %565

451:                                              ; preds = %446
  %452 = add i32 %448, -3
  %453 = udiv i32 %452, 3
  %454 = add nuw nsw i32 %453, 1
  %455 = zext nneg i32 %454 to i64
  %456 = icmp ult i32 %452, 93
  br i1 %456, label %546, label %457

457:                                              ; preds = %451
  %458 = getelementptr i8, ptr %447, i64 1
  %459 = add i32 %448, -3
  %460 = udiv i32 %459, 3
  %461 = zext nneg i32 %460 to i64
  %462 = mul nuw nsw i64 %461, 3
  %463 = getelementptr i8, ptr %458, i64 %462
  %464 = getelementptr i8, ptr %447, i64 2
  %465 = getelementptr i8, ptr %464, i64 %462
  %466 = getelementptr i8, ptr %447, i64 3
  %467 = getelementptr i8, ptr %466, i64 %462
  %468 = getelementptr i8, ptr %449, i64 1
  %469 = getelementptr i8, ptr %468, i64 %462
  %470 = getelementptr i8, ptr %449, i64 2
  %471 = getelementptr i8, ptr %470, i64 %462
  %472 = getelementptr i8, ptr %449, i64 3
  %473 = getelementptr i8, ptr %472, i64 %462
  %474 = icmp ult ptr %447, %465
  %475 = icmp ult ptr %458, %463
  %476 = and i1 %474, %475
  %477 = icmp ult ptr %447, %467
  %478 = icmp ult ptr %464, %463
  %479 = and i1 %477, %478
  %480 = or i1 %476, %479
  %481 = icmp ult ptr %447, %469
  %482 = icmp ult ptr %449, %463
  %483 = and i1 %481, %482
  %484 = or i1 %480, %483
  %485 = icmp ult ptr %447, %471
  %486 = icmp ult ptr %468, %463
  %487 = and i1 %485, %486
  %488 = or i1 %484, %487
  %489 = icmp ult ptr %447, %473
  %490 = icmp ult ptr %470, %463
  %491 = and i1 %489, %490
  %492 = or i1 %488, %491
  %493 = icmp ult ptr %458, %467
  %494 = icmp ult ptr %464, %465
  %495 = and i1 %493, %494
  %496 = or i1 %492, %495
  %497 = icmp ult ptr %458, %469
  %498 = icmp ult ptr %449, %465
  %499 = and i1 %497, %498
  %500 = or i1 %496, %499
  %501 = icmp ult ptr %458, %471
  %502 = icmp ult ptr %468, %465
  %503 = and i1 %501, %502
  %504 = or i1 %500, %503
  %505 = icmp ult ptr %458, %473
  %506 = icmp ult ptr %470, %465
  %507 = and i1 %505, %506
  %508 = or i1 %504, %507
  %509 = icmp ult ptr %464, %469
  %510 = icmp ult ptr %449, %467
  %511 = and i1 %509, %510
  %512 = or i1 %508, %511
  %513 = icmp ult ptr %464, %471
  %514 = icmp ult ptr %468, %467
  %515 = and i1 %513, %514
  %516 = or i1 %512, %515
  %517 = icmp ult ptr %464, %473
  %518 = icmp ult ptr %470, %467
  %519 = and i1 %517, %518
  %520 = or i1 %516, %519
  br i1 %520, label %546, label %521

521:                                              ; preds = %457
  %522 = and i64 %455, 2147483616
  %523 = mul nuw nsw i64 %522, 3
  %524 = getelementptr i8, ptr %449, i64 %523
  %525 = trunc nuw nsw i64 %522 to i32
  %526 = mul i32 %525, -3
  %527 = add i32 %448, %526
  %528 = mul nuw nsw i64 %522, 3
  %529 = getelementptr i8, ptr %447, i64 %528
  br label %530

530:                                              ; preds = %530, %521
  %531 = phi i64 [ 0, %521 ], [ %542, %530 ]
  %532 = mul i64 %531, 3
  %533 = add i64 %532, 48
  %534 = getelementptr i8, ptr %449, i64 %532
  %535 = getelementptr i8, ptr %449, i64 %533
  %536 = mul i64 %531, 3
  %537 = add i64 %536, 48
  %538 = getelementptr i8, ptr %447, i64 %536
  %539 = getelementptr i8, ptr %447, i64 %537
  %540 = load <48 x i8>, ptr %534, align 1, !tbaa !28
  %541 = load <48 x i8>, ptr %535, align 1, !tbaa !28
  store <48 x i8> %540, ptr %538, align 1, !tbaa !28
  store <48 x i8> %541, ptr %539, align 1, !tbaa !28
  %542 = add nuw i64 %531, 32
  %543 = icmp eq i64 %542, %522
  br i1 %543, label %544, label %530, !llvm.loop !46

544:                                              ; preds = %530
  %545 = icmp eq i64 %522, %455
  br i1 %545, label %565, label %546

546:                                              ; preds = %544, %457, %451
  %547 = phi ptr [ %449, %457 ], [ %449, %451 ], [ %524, %544 ]
  %548 = phi i32 [ %448, %457 ], [ %448, %451 ], [ %527, %544 ]
  %549 = phi ptr [ %447, %457 ], [ %447, %451 ], [ %529, %544 ]
  br label %550

550:                                              ; preds = %546, %550
  %551 = phi ptr [ %560, %550 ], [ %547, %546 ]
  %552 = phi i32 [ %563, %550 ], [ %548, %546 ]
  %553 = phi ptr [ %562, %550 ], [ %549, %546 ]
  %554 = getelementptr inbounds i8, ptr %551, i64 1
  %555 = load i8, ptr %551, align 1, !tbaa !28
  %556 = getelementptr inbounds i8, ptr %553, i64 1
  store i8 %555, ptr %553, align 1, !tbaa !28
  %557 = getelementptr inbounds i8, ptr %551, i64 2
  %558 = load i8, ptr %554, align 1, !tbaa !28
  %559 = getelementptr inbounds i8, ptr %553, i64 2
  store i8 %558, ptr %556, align 1, !tbaa !28
  %560 = getelementptr inbounds i8, ptr %551, i64 3
  %561 = load i8, ptr %557, align 1, !tbaa !28
  %562 = getelementptr inbounds i8, ptr %553, i64 3
  store i8 %561, ptr %559, align 1, !tbaa !28
  %563 = add i32 %552, -3
  %564 = icmp ugt i32 %563, 2
  br i1 %564, label %550, label %565, !llvm.loop !47

565:                                              ; preds = %550, %544, %446
  %566 = phi ptr [ %447, %446 ], [ %529, %544 ], [ %562, %550 ]
  %567 = phi i32 [ %448, %446 ], [ %527, %544 ], [ %563, %550 ]
  %568 = phi ptr [ %449, %446 ], [ %524, %544 ], [ %560, %550 ]
  %569 = icmp eq i32 %567, 0
  br i1 %569, label %775, label %570

570:                                              ; preds = %565
  %571 = load i8, ptr %568, align 1, !tbaa !28
  %572 = getelementptr inbounds i8, ptr %566, i64 1
  store i8 %571, ptr %566, align 1, !tbaa !28
  %573 = icmp eq i32 %567, 2
  br i1 %573, label %574, label %775

574:                                              ; preds = %570
  %575 = getelementptr inbounds i8, ptr %568, i64 1
  %576 = load i8, ptr %575, align 1, !tbaa !28
  %577 = getelementptr inbounds i8, ptr %566, i64 2
  store i8 %576, ptr %572, align 1, !tbaa !28
  br label %775

578:                                              ; preds = %217
  %579 = zext nneg i32 %225 to i64
  %580 = sub nsw i64 0, %579
  %581 = getelementptr i8, ptr %77, i64 %580
  %582 = sub nsw i32 2, %157
  %583 = tail call i32 @llvm.umax.i32(i32 %582, i32 -3)
  %584 = add nsw i32 %583, %157
  %585 = udiv i32 %584, 3
  %586 = add nuw nsw i32 %585, 1
  %587 = zext nneg i32 %586 to i64
  %588 = icmp ult i32 %584, 93
  br i1 %588, label %690, label %589

589:                                              ; preds = %578
  %590 = getelementptr i8, ptr %77, i64 1
  %591 = sub nsw i32 2, %157
  %592 = tail call i32 @llvm.umax.i32(i32 %591, i32 -3)
  %593 = add nsw i32 %592, %157
  %594 = udiv i32 %593, 3
  %595 = zext nneg i32 %594 to i64
  %596 = mul nuw nsw i64 %595, 3
  %597 = getelementptr i8, ptr %590, i64 %596
  %598 = getelementptr i8, ptr %77, i64 1
  %599 = getelementptr i8, ptr %77, i64 2
  %600 = getelementptr i8, ptr %599, i64 %596
  %601 = getelementptr i8, ptr %77, i64 3
  %602 = getelementptr i8, ptr %601, i64 %596
  %603 = sub nsw i64 %596, %579
  %604 = getelementptr i8, ptr %598, i64 %603
  %605 = getelementptr i8, ptr %77, i64 1
  %606 = getelementptr i8, ptr %605, i64 %580
  %607 = getelementptr i8, ptr %77, i64 2
  %608 = getelementptr i8, ptr %607, i64 %603
  %609 = getelementptr i8, ptr %607, i64 %580
  %610 = getelementptr i8, ptr %77, i64 3
  %611 = getelementptr i8, ptr %610, i64 %603
  %612 = icmp ult ptr %77, %600
  %613 = icmp ult ptr %598, %597
  %614 = and i1 %612, %613
  %615 = icmp ult ptr %77, %602
  %616 = icmp ult ptr %599, %597
  %617 = and i1 %615, %616
  %618 = or i1 %614, %617
  %619 = icmp ult ptr %77, %604
  %620 = icmp ult ptr %581, %597
  %621 = and i1 %619, %620
  %622 = or i1 %618, %621
  %623 = icmp ult ptr %77, %608
  %624 = icmp ult ptr %606, %597
  %625 = and i1 %623, %624
  %626 = or i1 %622, %625
  %627 = icmp ult ptr %77, %611
  %628 = icmp ult ptr %609, %597
  %629 = and i1 %627, %628
  %630 = or i1 %626, %629
  %631 = icmp ult ptr %598, %602
  %632 = icmp ult ptr %599, %600
  %633 = and i1 %631, %632
  %634 = or i1 %630, %633
  %635 = icmp ult ptr %598, %604
  %636 = icmp ult ptr %581, %600
  %637 = and i1 %635, %636
  %638 = or i1 %634, %637
  %639 = icmp ult ptr %598, %608
  %640 = icmp ult ptr %606, %600
  %641 = and i1 %639, %640
  %642 = or i1 %638, %641
  %643 = icmp ult ptr %598, %611
  %644 = icmp ult ptr %609, %600
  %645 = and i1 %643, %644
  %646 = or i1 %642, %645
  %647 = icmp ult ptr %599, %604
  %648 = icmp ult ptr %581, %602
  %649 = and i1 %647, %648
  %650 = or i1 %646, %649
  %651 = icmp ult ptr %599, %608
  %652 = icmp ult ptr %606, %602
  %653 = and i1 %651, %652
  %654 = or i1 %650, %653
  %655 = icmp ult ptr %599, %611
  %656 = icmp ult ptr %609, %602
  %657 = and i1 %655, %656
  %658 = or i1 %654, %657
  br i1 %658, label %690, label %659

659:                                              ; preds = %589
  %660 = and i64 %587, 2147483616
  %661 = mul nuw nsw i64 %660, 3
  %662 = getelementptr i8, ptr %77, i64 %661
  %663 = trunc nuw nsw i64 %660 to i32
  %664 = mul i32 %663, -3
  %665 = add i32 %157, %664
  %666 = mul nuw nsw i64 %660, 3
  %667 = getelementptr i8, ptr %581, i64 %666
  %668 = getelementptr i8, ptr %581, i64 48
  br label %669

669:                                              ; preds = %669, %659
  %670 = phi i64 [ 0, %659 ], [ %680, %669 ]
  %671 = mul i64 %670, 3
  %672 = add i64 %671, 48
  %673 = getelementptr i8, ptr %77, i64 %671
  %674 = getelementptr i8, ptr %77, i64 %672
  %675 = mul i64 %670, 3
  %676 = getelementptr i8, ptr %581, i64 %675
  %677 = getelementptr i8, ptr %668, i64 %675
  %678 = load <48 x i8>, ptr %676, align 1, !tbaa !28
  %679 = load <48 x i8>, ptr %677, align 1, !tbaa !28
  store <48 x i8> %678, ptr %673, align 1, !tbaa !28
  store <48 x i8> %679, ptr %674, align 1, !tbaa !28
  %680 = add nuw i64 %670, 32
  %681 = icmp eq i64 %680, %660
  br i1 %681, label %682, label %669, !llvm.loop !48

682:                                              ; preds = %669
  %683 = icmp eq i64 %660, %587
  %684 = mul nuw nsw i64 %660, 3
  %685 = add nsw i64 %684, -3
  %686 = getelementptr i8, ptr %77, i64 %685
  %687 = mul nuw nsw i64 %660, 3
  %688 = getelementptr i8, ptr %581, i64 %687
  %689 = getelementptr i8, ptr %688, i64 -3
  br i1 %683, label %709, label %690

690:                                              ; preds = %682, %589, %578
  %691 = phi ptr [ %77, %589 ], [ %77, %578 ], [ %662, %682 ]
  %692 = phi i32 [ %157, %589 ], [ %157, %578 ], [ %665, %682 ]
  %693 = phi ptr [ %581, %589 ], [ %581, %578 ], [ %667, %682 ]
  br label %694

694:                                              ; preds = %690, %694
  %695 = phi ptr [ %706, %694 ], [ %691, %690 ]
  %696 = phi i32 [ %707, %694 ], [ %692, %690 ]
  %697 = phi ptr [ %704, %694 ], [ %693, %690 ]
  %698 = getelementptr inbounds i8, ptr %697, i64 1
  %699 = load i8, ptr %697, align 1, !tbaa !28
  %700 = getelementptr inbounds i8, ptr %695, i64 1
  store i8 %699, ptr %695, align 1, !tbaa !28
  %701 = getelementptr inbounds i8, ptr %697, i64 2
  %702 = load i8, ptr %698, align 1, !tbaa !28
  %703 = getelementptr inbounds i8, ptr %695, i64 2
  store i8 %702, ptr %700, align 1, !tbaa !28
  %704 = getelementptr inbounds i8, ptr %697, i64 3
  %705 = load i8, ptr %701, align 1, !tbaa !28
  %706 = getelementptr inbounds i8, ptr %695, i64 3
  store i8 %705, ptr %703, align 1, !tbaa !28
  %707 = add i32 %696, -3
  %708 = icmp ugt i32 %707, 2
  br i1 %708, label %694, label %709, !llvm.loop !49

709:                                              ; preds = %694, %682
  %710 = phi ptr [ %686, %682 ], [ %695, %694 ]
  %711 = phi ptr [ %689, %682 ], [ %697, %694 ]
  %712 = phi ptr [ %667, %682 ], [ %704, %694 ]
  %713 = phi ptr [ %662, %682 ], [ %706, %694 ]
  %714 = phi i32 [ %665, %682 ], [ %707, %694 ]
  %715 = icmp eq i32 %714, 0
  br i1 %715, label %775, label %716

716:                                              ; preds = %709
  %717 = load i8, ptr %712, align 1, !tbaa !28
  %718 = getelementptr inbounds i8, ptr %710, i64 4
  store i8 %717, ptr %713, align 1, !tbaa !28
  %719 = icmp eq i32 %714, 2
  br i1 %719, label %720, label %775

720:                                              ; preds = %716
  %721 = getelementptr inbounds i8, ptr %711, i64 4
  %722 = load i8, ptr %721, align 1, !tbaa !28
  %723 = getelementptr inbounds i8, ptr %710, i64 5
  store i8 %722, ptr %718, align 1, !tbaa !28
  br label %775

724:                                              ; preds = %174, %731
  %725 = phi i32 [ %748, %731 ], [ %187, %174 ]
  %726 = phi i32 [ %746, %731 ], [ %185, %174 ]
  %727 = phi i64 [ %745, %731 ], [ %184, %174 ]
  %728 = phi ptr [ %740, %731 ], [ %179, %174 ]
  %729 = and i32 %725, 64
  %730 = icmp eq i32 %729, 0
  br i1 %730, label %731, label %783

731:                                              ; preds = %724
  %732 = getelementptr inbounds i8, ptr %728, i64 2
  %733 = load i16, ptr %732, align 2, !tbaa !33
  %734 = zext i16 %733 to i64
  %735 = getelementptr inbounds %struct.code, ptr %39, i64 %734
  %736 = shl nsw i32 -1, %725
  %737 = xor i32 %736, -1
  %738 = zext nneg i32 %737 to i64
  %739 = and i64 %727, %738
  %740 = getelementptr inbounds %struct.code, ptr %735, i64 %739
  %741 = getelementptr inbounds i8, ptr %740, i64 1
  %742 = load i8, ptr %741, align 1, !tbaa !29
  %743 = zext i8 %742 to i32
  %744 = zext nneg i8 %742 to i64
  %745 = lshr i64 %727, %744
  %746 = sub i32 %726, %743
  %747 = load i8, ptr %740, align 2, !tbaa !32
  %748 = zext i8 %747 to i32
  %749 = and i32 %748, 16
  %750 = icmp eq i32 %749, 0
  br i1 %750, label %724, label %190

751:                                              ; preds = %117
  %752 = and i32 %122, 64
  %753 = icmp eq i32 %752, 0
  br i1 %753, label %754, label %772

754:                                              ; preds = %751
  %755 = getelementptr inbounds i8, ptr %121, i64 2
  %756 = load i16, ptr %755, align 2, !tbaa !33
  %757 = zext i16 %756 to i64
  %758 = getelementptr inbounds %struct.code, ptr %37, i64 %757
  %759 = shl nsw i32 -1, %122
  %760 = xor i32 %759, -1
  %761 = zext nneg i32 %760 to i64
  %762 = and i64 %120, %761
  %763 = getelementptr inbounds %struct.code, ptr %758, i64 %762
  %764 = getelementptr inbounds i8, ptr %763, i64 1
  %765 = load i8, ptr %764, align 1, !tbaa !29
  %766 = zext i8 %765 to i32
  %767 = zext nneg i8 %765 to i64
  %768 = lshr i64 %120, %767
  %769 = sub i32 %119, %766
  %770 = load i8, ptr %763, align 2, !tbaa !32
  %771 = icmp eq i8 %770, 0
  br i1 %771, label %109, label %117

772:                                              ; preds = %751
  %773 = and i32 %122, 32
  %774 = icmp eq i32 %773, 0
  br i1 %774, label %783, label %789

775:                                              ; preds = %109, %709, %720, %716, %565, %574, %570
  %776 = phi i32 [ %112, %109 ], [ %228, %574 ], [ %228, %570 ], [ %228, %565 ], [ %228, %720 ], [ %228, %716 ], [ %228, %709 ]
  %777 = phi i64 [ %111, %109 ], [ %227, %574 ], [ %227, %570 ], [ %227, %565 ], [ %227, %720 ], [ %227, %716 ], [ %227, %709 ]
  %778 = phi ptr [ %116, %109 ], [ %577, %574 ], [ %572, %570 ], [ %566, %565 ], [ %723, %720 ], [ %718, %716 ], [ %713, %709 ]
  %779 = phi ptr [ %98, %109 ], [ %220, %574 ], [ %220, %570 ], [ %220, %565 ], [ %220, %720 ], [ %220, %716 ], [ %220, %709 ]
  %780 = icmp ult ptr %779, %10
  %781 = icmp ult ptr %778, %22
  %782 = select i1 %780, i1 %781, i1 false
  br i1 %782, label %74, label %795, !llvm.loop !50

783:                                              ; preds = %236, %724, %772
  %784 = phi ptr [ @.str.2, %772 ], [ @.str.1, %724 ], [ @.str, %236 ]
  %785 = phi i32 [ %119, %772 ], [ %726, %724 ], [ %228, %236 ]
  %786 = phi i64 [ %120, %772 ], [ %727, %724 ], [ %227, %236 ]
  %787 = phi ptr [ %98, %772 ], [ %177, %724 ], [ %220, %236 ]
  %788 = getelementptr inbounds i8, ptr %0, i64 48
  store ptr %784, ptr %788, align 8, !tbaa !51
  br label %789

789:                                              ; preds = %783, %772
  %790 = phi i32 [ 16191, %772 ], [ 16209, %783 ]
  %791 = phi i32 [ %119, %772 ], [ %785, %783 ]
  %792 = phi i64 [ %120, %772 ], [ %786, %783 ]
  %793 = phi ptr [ %98, %772 ], [ %787, %783 ]
  %794 = getelementptr inbounds i8, ptr %4, i64 8
  store i32 %790, ptr %794, align 8, !tbaa !52
  br label %795

795:                                              ; preds = %775, %789
  %796 = phi i32 [ %791, %789 ], [ %776, %775 ]
  %797 = phi i64 [ %792, %789 ], [ %777, %775 ]
  %798 = phi ptr [ %77, %789 ], [ %778, %775 ]
  %799 = phi ptr [ %793, %789 ], [ %779, %775 ]
  %800 = lshr i32 %796, 3
  %801 = zext nneg i32 %800 to i64
  %802 = sub nsw i64 0, %801
  %803 = getelementptr inbounds i8, ptr %799, i64 %802
  store ptr %803, ptr %0, align 8, !tbaa !13
  store ptr %798, ptr %11, align 8, !tbaa !15
  %804 = ptrtoint ptr %10 to i64
  %805 = ptrtoint ptr %803 to i64
  %806 = sub i64 %804, %805
  %807 = trunc i64 %806 to i32
  %808 = add i32 %807, 5
  store i32 %808, ptr %6, align 8, !tbaa !14
  %809 = ptrtoint ptr %22 to i64
  %810 = ptrtoint ptr %798 to i64
  %811 = sub i64 %809, %810
  %812 = and i32 %796, 7
  %813 = shl nsw i32 -1, %812
  %814 = xor i32 %813, -1
  %815 = zext nneg i32 %814 to i64
  %816 = and i64 %797, %815
  %817 = trunc i64 %811 to i32
  %818 = add i32 %817, 257
  store i32 %818, ptr %14, align 8, !tbaa !16
  store i64 %816, ptr %32, align 8, !tbaa !22
  store i32 %812, ptr %34, align 8, !tbaa !23
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #1

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 56}
!7 = !{!"z_stream_s", !8, i64 0, !11, i64 8, !12, i64 16, !8, i64 24, !11, i64 32, !12, i64 40, !8, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !11, i64 88, !12, i64 96, !12, i64 104}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!"long", !9, i64 0}
!13 = !{!7, !8, i64 0}
!14 = !{!7, !11, i64 8}
!15 = !{!7, !8, i64 24}
!16 = !{!7, !11, i64 32}
!17 = !{!18, !11, i64 60}
!18 = !{!"inflate_state", !8, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !11, i64 20, !11, i64 24, !11, i64 28, !12, i64 32, !12, i64 40, !8, i64 48, !11, i64 56, !11, i64 60, !11, i64 64, !11, i64 68, !8, i64 72, !12, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !8, i64 104, !8, i64 112, !11, i64 120, !11, i64 124, !11, i64 128, !11, i64 132, !11, i64 136, !11, i64 140, !8, i64 144, !9, i64 152, !9, i64 792, !9, i64 1368, !11, i64 7144, !11, i64 7148, !11, i64 7152}
!19 = !{!18, !11, i64 64}
!20 = !{!18, !11, i64 68}
!21 = !{!18, !8, i64 72}
!22 = !{!18, !12, i64 80}
!23 = !{!18, !11, i64 88}
!24 = !{!18, !8, i64 104}
!25 = !{!18, !8, i64 112}
!26 = !{!18, !11, i64 120}
!27 = !{!18, !11, i64 124}
!28 = !{!9, !9, i64 0}
!29 = !{!30, !9, i64 1}
!30 = !{!"", !9, i64 0, !9, i64 1, !31, i64 2}
!31 = !{!"short", !9, i64 0}
!32 = !{!30, !9, i64 0}
!33 = !{!30, !31, i64 2}
!34 = !{!18, !11, i64 7144}
!35 = distinct !{!35, !36, !37, !38}
!36 = !{!"llvm.loop.mustprogress"}
!37 = !{!"llvm.loop.isvectorized", i32 1}
!38 = !{!"llvm.loop.unroll.runtime.disable"}
!39 = distinct !{!39, !36, !37}
!40 = distinct !{!40, !36, !37, !38}
!41 = distinct !{!41, !36, !37}
!42 = distinct !{!42, !36, !37, !38}
!43 = distinct !{!43, !36, !37}
!44 = distinct !{!44, !36, !37, !38}
!45 = distinct !{!45, !36, !37}
!46 = distinct !{!46, !36, !37, !38}
!47 = distinct !{!47, !36, !37}
!48 = distinct !{!48, !36, !37, !38}
!49 = distinct !{!49, !36, !37}
!50 = distinct !{!50, !36}
!51 = !{!7, !8, i64 48}
!52 = !{!18, !11, i64 8}
