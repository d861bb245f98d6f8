; ModuleID = 'src/zstd/lib/compress/zstd_opt.c'
source_filename = "src/zstd/lib/compress/zstd_opt.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.ZSTD_MatchState_t = type { %struct.ZSTD_window_t, i32, i32, i32, i32, ptr, [8 x i32], i64, i32, ptr, ptr, ptr, i32, i32, %struct.optState_t, ptr, %struct.ZSTD_compressionParameters, ptr, i32, i32 }
%struct.ZSTD_window_t = type { ptr, ptr, ptr, i32, i32, i32 }
%struct.optState_t = type { ptr, ptr, ptr, ptr, ptr, ptr, i32, i32, i32, i32, i32, i32, i32, i32, i32, ptr, i32 }
%struct.ZSTD_compressionParameters = type { i32, i32, i32, i32, i32, i32, i32 }

; Function Attrs: noinline nounwind optnone uwtable
define dso_local void @ZSTD_updateTree(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  store ptr %0, ptr %13, align 8
  store ptr %1, ptr %14, align 8
  store ptr %2, ptr %15, align 8
  %16 = load ptr, ptr %13, align 8
  %17 = load ptr, ptr %14, align 8
  %18 = load ptr, ptr %15, align 8
  %19 = load ptr, ptr %13, align 8
  %20 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %19, i32 0, i32 16
  %21 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %20, i32 0, i32 4
  %22 = load i32, ptr %21, align 8
  store ptr %16, ptr %4, align 8
  store ptr %17, ptr %5, align 8
  store ptr %18, ptr %6, align 8
  store i32 %22, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %23 = load ptr, ptr %4, align 8
  %24 = getelementptr inbounds %struct.ZSTD_window_t, ptr %23, i32 0, i32 1
  %25 = load ptr, ptr %24, align 8
  store ptr %25, ptr %9, align 8
  %26 = load ptr, ptr %5, align 8
  %27 = load ptr, ptr %9, align 8
  %28 = ptrtoint ptr %26 to i64
  %29 = ptrtoint ptr %27 to i64
  %30 = sub i64 %28, %29
  %31 = trunc i64 %30 to i32
  store i32 %31, ptr %10, align 4
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %32, i32 0, i32 2
  %34 = load i32, ptr %33, align 4
  store i32 %34, ptr %11, align 4
  br label %35

35:                                               ; preds = %39, %3
  %36 = load i32, ptr %11, align 4
  %37 = load i32, ptr %10, align 4
  %38 = icmp ult i32 %36, %37
  br i1 %38, label %39, label %55

39:                                               ; preds = %35
  %40 = load ptr, ptr %4, align 8
  %41 = load ptr, ptr %9, align 8
  %42 = load i32, ptr %11, align 4
  %43 = zext i32 %42 to i64
  %44 = getelementptr inbounds i8, ptr %41, i64 %43
  %45 = load ptr, ptr %6, align 8
  %46 = load i32, ptr %10, align 4
  %47 = load i32, ptr %7, align 4
  %48 = load i32, ptr %8, align 4
  %49 = icmp eq i32 %48, 1
  %50 = zext i1 %49 to i32
  %51 = call i32 @ZSTD_insertBt1(ptr noundef %40, ptr noundef %44, ptr noundef %45, i32 noundef %46, i32 noundef %47, i32 noundef %50)
  store i32 %51, ptr %12, align 4
  %52 = load i32, ptr %12, align 4
  %53 = load i32, ptr %11, align 4
  %54 = add i32 %53, %52
  store i32 %54, ptr %11, align 4
  br label %35, !llvm.loop !6

55:                                               ; preds = %35
  %56 = load i32, ptr %10, align 4
  %57 = load ptr, ptr %4, align 8
  %58 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %57, i32 0, i32 2
  store i32 %56, ptr %58, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_insertBt1(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca ptr, align 8
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i64, align 8
  %44 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store ptr %1, ptr %12, align 8
  store ptr %2, ptr %13, align 8
  store i32 %3, ptr %14, align 4
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  %45 = load ptr, ptr %11, align 8
  %46 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %45, i32 0, i32 16
  store ptr %46, ptr %17, align 8
  %47 = load ptr, ptr %11, align 8
  %48 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %47, i32 0, i32 9
  %49 = load ptr, ptr %48, align 8
  store ptr %49, ptr %18, align 8
  %50 = load ptr, ptr %17, align 8
  %51 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %50, i32 0, i32 2
  %52 = load i32, ptr %51, align 4
  store i32 %52, ptr %19, align 4
  %53 = load ptr, ptr %12, align 8
  %54 = load i32, ptr %19, align 4
  %55 = load i32, ptr %15, align 4
  store ptr %53, ptr %8, align 8
  store i32 %54, ptr %9, align 4
  store i32 %55, ptr %10, align 4
  %56 = load i32, ptr %10, align 4
  switch i32 %56, label %57 [
    i32 4, label %58
    i32 5, label %62
    i32 6, label %66
    i32 7, label %70
    i32 8, label %74
  ]

57:                                               ; preds = %6
  br label %58

58:                                               ; preds = %57, %6
  %59 = load ptr, ptr %8, align 8
  %60 = load i32, ptr %9, align 4
  %61 = call i64 @ZSTD_hash4Ptr(ptr noundef %59, i32 noundef %60)
  store i64 %61, ptr %7, align 8
  br label %78

62:                                               ; preds = %6
  %63 = load ptr, ptr %8, align 8
  %64 = load i32, ptr %9, align 4
  %65 = call i64 @ZSTD_hash5Ptr(ptr noundef %63, i32 noundef %64)
  store i64 %65, ptr %7, align 8
  br label %78

66:                                               ; preds = %6
  %67 = load ptr, ptr %8, align 8
  %68 = load i32, ptr %9, align 4
  %69 = call i64 @ZSTD_hash6Ptr(ptr noundef %67, i32 noundef %68)
  store i64 %69, ptr %7, align 8
  br label %78

70:                                               ; preds = %6
  %71 = load ptr, ptr %8, align 8
  %72 = load i32, ptr %9, align 4
  %73 = call i64 @ZSTD_hash7Ptr(ptr noundef %71, i32 noundef %72)
  store i64 %73, ptr %7, align 8
  br label %78

74:                                               ; preds = %6
  %75 = load ptr, ptr %8, align 8
  %76 = load i32, ptr %9, align 4
  %77 = call i64 @ZSTD_hash8Ptr(ptr noundef %75, i32 noundef %76)
  store i64 %77, ptr %7, align 8
  br label %78

78:                                               ; preds = %58, %62, %66, %70, %74
  %79 = load i64, ptr %7, align 8
  store i64 %79, ptr %20, align 8
  %80 = load ptr, ptr %11, align 8
  %81 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %80, i32 0, i32 11
  %82 = load ptr, ptr %81, align 8
  store ptr %82, ptr %21, align 8
  %83 = load ptr, ptr %17, align 8
  %84 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %83, i32 0, i32 1
  %85 = load i32, ptr %84, align 4
  %86 = sub i32 %85, 1
  store i32 %86, ptr %22, align 4
  %87 = load i32, ptr %22, align 4
  %88 = shl i32 1, %87
  %89 = sub nsw i32 %88, 1
  store i32 %89, ptr %23, align 4
  %90 = load ptr, ptr %18, align 8
  %91 = load i64, ptr %20, align 8
  %92 = getelementptr inbounds i32, ptr %90, i64 %91
  %93 = load i32, ptr %92, align 4
  store i32 %93, ptr %24, align 4
  store i64 0, ptr %25, align 8
  store i64 0, ptr %26, align 8
  %94 = load ptr, ptr %11, align 8
  %95 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %94, i32 0, i32 0
  %96 = getelementptr inbounds %struct.ZSTD_window_t, ptr %95, i32 0, i32 1
  %97 = load ptr, ptr %96, align 8
  store ptr %97, ptr %27, align 8
  %98 = load ptr, ptr %11, align 8
  %99 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %98, i32 0, i32 0
  %100 = getelementptr inbounds %struct.ZSTD_window_t, ptr %99, i32 0, i32 2
  %101 = load ptr, ptr %100, align 8
  store ptr %101, ptr %28, align 8
  %102 = load ptr, ptr %11, align 8
  %103 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %102, i32 0, i32 0
  %104 = getelementptr inbounds %struct.ZSTD_window_t, ptr %103, i32 0, i32 3
  %105 = load i32, ptr %104, align 8
  store i32 %105, ptr %29, align 4
  %106 = load ptr, ptr %28, align 8
  %107 = load i32, ptr %29, align 4
  %108 = zext i32 %107 to i64
  %109 = getelementptr inbounds i8, ptr %106, i64 %108
  store ptr %109, ptr %30, align 8
  %110 = load ptr, ptr %27, align 8
  %111 = load i32, ptr %29, align 4
  %112 = zext i32 %111 to i64
  %113 = getelementptr inbounds i8, ptr %110, i64 %112
  store ptr %113, ptr %31, align 8
  %114 = load ptr, ptr %12, align 8
  %115 = load ptr, ptr %27, align 8
  %116 = ptrtoint ptr %114 to i64
  %117 = ptrtoint ptr %115 to i64
  %118 = sub i64 %116, %117
  %119 = trunc i64 %118 to i32
  store i32 %119, ptr %33, align 4
  %120 = load i32, ptr %23, align 4
  %121 = load i32, ptr %33, align 4
  %122 = icmp uge i32 %120, %121
  br i1 %122, label %123, label %124

123:                                              ; preds = %78
  br label %128

124:                                              ; preds = %78
  %125 = load i32, ptr %33, align 4
  %126 = load i32, ptr %23, align 4
  %127 = sub i32 %125, %126
  br label %128

128:                                              ; preds = %124, %123
  %129 = phi i32 [ 0, %123 ], [ %127, %124 ]
  store i32 %129, ptr %34, align 4
  %130 = load ptr, ptr %21, align 8
  %131 = load i32, ptr %33, align 4
  %132 = load i32, ptr %23, align 4
  %133 = and i32 %131, %132
  %134 = mul i32 2, %133
  %135 = zext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %130, i64 %135
  store ptr %136, ptr %35, align 8
  %137 = load ptr, ptr %35, align 8
  %138 = getelementptr inbounds i32, ptr %137, i64 1
  store ptr %138, ptr %36, align 8
  %139 = load ptr, ptr %11, align 8
  %140 = load i32, ptr %14, align 4
  %141 = load ptr, ptr %17, align 8
  %142 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %141, i32 0, i32 0
  %143 = load i32, ptr %142, align 4
  %144 = call i32 @ZSTD_getLowestMatchIndex(ptr noundef %139, i32 noundef %140, i32 noundef %143)
  store i32 %144, ptr %38, align 4
  %145 = load i32, ptr %33, align 4
  %146 = add i32 %145, 8
  %147 = add i32 %146, 1
  store i32 %147, ptr %39, align 4
  store i64 8, ptr %40, align 8
  %148 = load ptr, ptr %17, align 8
  %149 = getelementptr inbounds %struct.ZSTD_compressionParameters, ptr %148, i32 0, i32 3
  %150 = load i32, ptr %149, align 4
  %151 = shl i32 1, %150
  store i32 %151, ptr %41, align 4
  br label %152

152:                                              ; preds = %128
  br label %153

153:                                              ; preds = %152
  %154 = load i32, ptr %33, align 4
  %155 = load ptr, ptr %18, align 8
  %156 = load i64, ptr %20, align 8
  %157 = getelementptr inbounds i32, ptr %155, i64 %156
  store i32 %154, ptr %157, align 4
  br label %158

158:                                              ; preds = %304, %153
  %159 = load i32, ptr %41, align 4
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %161, label %165

161:                                              ; preds = %158
  %162 = load i32, ptr %24, align 4
  %163 = load i32, ptr %38, align 4
  %164 = icmp uge i32 %162, %163
  br label %165

165:                                              ; preds = %161, %158
  %166 = phi i1 [ false, %158 ], [ %164, %161 ]
  br i1 %166, label %167, label %307

167:                                              ; preds = %165
  %168 = load ptr, ptr %21, align 8
  %169 = load i32, ptr %24, align 4
  %170 = load i32, ptr %23, align 4
  %171 = and i32 %169, %170
  %172 = mul i32 2, %171
  %173 = zext i32 %172 to i64
  %174 = getelementptr inbounds i32, ptr %168, i64 %173
  store ptr %174, ptr %42, align 8
  %175 = load i64, ptr %25, align 8
  %176 = load i64, ptr %26, align 8
  %177 = icmp ult i64 %175, %176
  br i1 %177, label %178, label %180

178:                                              ; preds = %167
  %179 = load i64, ptr %25, align 8
  br label %182

180:                                              ; preds = %167
  %181 = load i64, ptr %26, align 8
  br label %182

182:                                              ; preds = %180, %178
  %183 = phi i64 [ %179, %178 ], [ %181, %180 ]
  store i64 %183, ptr %43, align 8
  %184 = load i32, ptr %16, align 4
  %185 = icmp ne i32 %184, 0
  br i1 %185, label %186, label %194

186:                                              ; preds = %182
  %187 = load i32, ptr %24, align 4
  %188 = zext i32 %187 to i64
  %189 = load i64, ptr %43, align 8
  %190 = add i64 %188, %189
  %191 = load i32, ptr %29, align 4
  %192 = zext i32 %191 to i64
  %193 = icmp uge i64 %190, %192
  br i1 %193, label %194, label %209

194:                                              ; preds = %186, %182
  %195 = load ptr, ptr %27, align 8
  %196 = load i32, ptr %24, align 4
  %197 = zext i32 %196 to i64
  %198 = getelementptr inbounds i8, ptr %195, i64 %197
  store ptr %198, ptr %32, align 8
  %199 = load ptr, ptr %12, align 8
  %200 = load i64, ptr %43, align 8
  %201 = getelementptr inbounds i8, ptr %199, i64 %200
  %202 = load ptr, ptr %32, align 8
  %203 = load i64, ptr %43, align 8
  %204 = getelementptr inbounds i8, ptr %202, i64 %203
  %205 = load ptr, ptr %13, align 8
  %206 = call i64 @ZSTD_count(ptr noundef %201, ptr noundef %204, ptr noundef %205)
  %207 = load i64, ptr %43, align 8
  %208 = add i64 %207, %206
  store i64 %208, ptr %43, align 8
  br label %239

209:                                              ; preds = %186
  %210 = load ptr, ptr %28, align 8
  %211 = load i32, ptr %24, align 4
  %212 = zext i32 %211 to i64
  %213 = getelementptr inbounds i8, ptr %210, i64 %212
  store ptr %213, ptr %32, align 8
  %214 = load ptr, ptr %12, align 8
  %215 = load i64, ptr %43, align 8
  %216 = getelementptr inbounds i8, ptr %214, i64 %215
  %217 = load ptr, ptr %32, align 8
  %218 = load i64, ptr %43, align 8
  %219 = getelementptr inbounds i8, ptr %217, i64 %218
  %220 = load ptr, ptr %13, align 8
  %221 = load ptr, ptr %30, align 8
  %222 = load ptr, ptr %31, align 8
  %223 = call i64 @ZSTD_count_2segments(ptr noundef %216, ptr noundef %219, ptr noundef %220, ptr noundef %221, ptr noundef %222)
  %224 = load i64, ptr %43, align 8
  %225 = add i64 %224, %223
  store i64 %225, ptr %43, align 8
  %226 = load i32, ptr %24, align 4
  %227 = zext i32 %226 to i64
  %228 = load i64, ptr %43, align 8
  %229 = add i64 %227, %228
  %230 = load i32, ptr %29, align 4
  %231 = zext i32 %230 to i64
  %232 = icmp uge i64 %229, %231
  br i1 %232, label %233, label %238

233:                                              ; preds = %209
  %234 = load ptr, ptr %27, align 8
  %235 = load i32, ptr %24, align 4
  %236 = zext i32 %235 to i64
  %237 = getelementptr inbounds i8, ptr %234, i64 %236
  store ptr %237, ptr %32, align 8
  br label %238

238:                                              ; preds = %233, %209
  br label %239

239:                                              ; preds = %238, %194
  %240 = load i64, ptr %43, align 8
  %241 = load i64, ptr %40, align 8
  %242 = icmp ugt i64 %240, %241
  br i1 %242, label %243, label %257

243:                                              ; preds = %239
  %244 = load i64, ptr %43, align 8
  store i64 %244, ptr %40, align 8
  %245 = load i64, ptr %43, align 8
  %246 = load i32, ptr %39, align 4
  %247 = load i32, ptr %24, align 4
  %248 = sub i32 %246, %247
  %249 = zext i32 %248 to i64
  %250 = icmp ugt i64 %245, %249
  br i1 %250, label %251, label %256

251:                                              ; preds = %243
  %252 = load i32, ptr %24, align 4
  %253 = load i64, ptr %43, align 8
  %254 = trunc i64 %253 to i32
  %255 = add i32 %252, %254
  store i32 %255, ptr %39, align 4
  br label %256

256:                                              ; preds = %251, %243
  br label %257

257:                                              ; preds = %256, %239
  %258 = load ptr, ptr %12, align 8
  %259 = load i64, ptr %43, align 8
  %260 = getelementptr inbounds i8, ptr %258, i64 %259
  %261 = load ptr, ptr %13, align 8
  %262 = icmp eq ptr %260, %261
  br i1 %262, label %263, label %264

263:                                              ; preds = %257
  br label %307

264:                                              ; preds = %257
  %265 = load ptr, ptr %32, align 8
  %266 = load i64, ptr %43, align 8
  %267 = getelementptr inbounds i8, ptr %265, i64 %266
  %268 = load i8, ptr %267, align 1
  %269 = zext i8 %268 to i32
  %270 = load ptr, ptr %12, align 8
  %271 = load i64, ptr %43, align 8
  %272 = getelementptr inbounds i8, ptr %270, i64 %271
  %273 = load i8, ptr %272, align 1
  %274 = zext i8 %273 to i32
  %275 = icmp slt i32 %269, %274
  br i1 %275, label %276, label %290

276:                                              ; preds = %264
  %277 = load i32, ptr %24, align 4
  %278 = load ptr, ptr %35, align 8
  store i32 %277, ptr %278, align 4
  %279 = load i64, ptr %43, align 8
  store i64 %279, ptr %25, align 8
  %280 = load i32, ptr %24, align 4
  %281 = load i32, ptr %34, align 4
  %282 = icmp ule i32 %280, %281
  br i1 %282, label %283, label %284

283:                                              ; preds = %276
  store ptr %37, ptr %35, align 8
  br label %307

284:                                              ; preds = %276
  %285 = load ptr, ptr %42, align 8
  %286 = getelementptr inbounds i32, ptr %285, i64 1
  store ptr %286, ptr %35, align 8
  %287 = load ptr, ptr %42, align 8
  %288 = getelementptr inbounds i32, ptr %287, i64 1
  %289 = load i32, ptr %288, align 4
  store i32 %289, ptr %24, align 4
  br label %303

290:                                              ; preds = %264
  %291 = load i32, ptr %24, align 4
  %292 = load ptr, ptr %36, align 8
  store i32 %291, ptr %292, align 4
  %293 = load i64, ptr %43, align 8
  store i64 %293, ptr %26, align 8
  %294 = load i32, ptr %24, align 4
  %295 = load i32, ptr %34, align 4
  %296 = icmp ule i32 %294, %295
  br i1 %296, label %297, label %298

297:                                              ; preds = %290
  store ptr %37, ptr %36, align 8
  br label %307

298:                                              ; preds = %290
  %299 = load ptr, ptr %42, align 8
  store ptr %299, ptr %36, align 8
  %300 = load ptr, ptr %42, align 8
  %301 = getelementptr inbounds i32, ptr %300, i64 0
  %302 = load i32, ptr %301, align 4
  store i32 %302, ptr %24, align 4
  br label %303

303:                                              ; preds = %298, %284
  br label %304

304:                                              ; preds = %303
  %305 = load i32, ptr %41, align 4
  %306 = add i32 %305, -1
  store i32 %306, ptr %41, align 4
  br label %158, !llvm.loop !8

307:                                              ; preds = %297, %283, %263, %165
  %308 = load ptr, ptr %36, align 8
  store i32 0, ptr %308, align 4
  %309 = load ptr, ptr %35, align 8
  store i32 0, ptr %309, align 4
  store i32 0, ptr %44, align 4
  %310 = load i64, ptr %40, align 8
  %311 = icmp ugt i64 %310, 384
  br i1 %311, label %312, label %324

312:                                              ; preds = %307
  %313 = load i64, ptr %40, align 8
  %314 = sub i64 %313, 384
  %315 = trunc i64 %314 to i32
  %316 = icmp ult i32 192, %315
  br i1 %316, label %317, label %318

317:                                              ; preds = %312
  br label %322

318:                                              ; preds = %312
  %319 = load i64, ptr %40, align 8
  %320 = sub i64 %319, 384
  %321 = trunc i64 %320 to i32
  br label %322

322:                                              ; preds = %318, %317
  %323 = phi i32 [ 192, %317 ], [ %321, %318 ]
  store i32 %323, ptr %44, align 4
  br label %324

324:                                              ; preds = %322, %307
  %325 = load i32, ptr %44, align 4
  %326 = load i32, ptr %39, align 4
  %327 = load i32, ptr %33, align 4
  %328 = add i32 %327, 8
  %329 = sub i32 %326, %328
  %330 = icmp ugt i32 %325, %329
  br i1 %330, label %331, label %333

331:                                              ; preds = %324
  %332 = load i32, ptr %44, align 4
  br label %338

333:                                              ; preds = %324
  %334 = load i32, ptr %39, align 4
  %335 = load i32, ptr %33, align 4
  %336 = add i32 %335, 8
  %337 = sub i32 %334, %336
  br label %338

338:                                              ; preds = %333, %331
  %339 = phi i32 [ %332, %331 ], [ %337, %333 ]
  ret i32 %339
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_getLowestMatchIndex(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %12 = load i32, ptr %6, align 4
  %13 = shl i32 1, %12
  store i32 %13, ptr %7, align 4
  %14 = load ptr, ptr %4, align 8
  %15 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds %struct.ZSTD_window_t, ptr %15, i32 0, i32 4
  %17 = load i32, ptr %16, align 4
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %5, align 4
  %19 = load i32, ptr %8, align 4
  %20 = sub i32 %18, %19
  %21 = load i32, ptr %7, align 4
  %22 = icmp ugt i32 %20, %21
  br i1 %22, label %23, label %27

23:                                               ; preds = %3
  %24 = load i32, ptr %5, align 4
  %25 = load i32, ptr %7, align 4
  %26 = sub i32 %24, %25
  br label %29

27:                                               ; preds = %3
  %28 = load i32, ptr %8, align 4
  br label %29

29:                                               ; preds = %27, %23
  %30 = phi i32 [ %26, %23 ], [ %28, %27 ]
  store i32 %30, ptr %9, align 4
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.ZSTD_MatchState_t, ptr %31, i32 0, i32 1
  %33 = load i32, ptr %32, align 8
  %34 = icmp ne i32 %33, 0
  %35 = zext i1 %34 to i32
  store i32 %35, ptr %10, align 4
  %36 = load i32, ptr %10, align 4
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %40

38:                                               ; preds = %29
  %39 = load i32, ptr %8, align 4
  br label %42

40:                                               ; preds = %29
  %41 = load i32, ptr %9, align 4
  br label %42

42:                                               ; preds = %40, %38
  %43 = phi i32 [ %39, %38 ], [ %41, %40 ]
  store i32 %43, ptr %11, align 4
  %44 = load i32, ptr %11, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %12 = load ptr, ptr %5, align 8
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds i8, ptr %13, i64 -7
  store ptr %14, ptr %9, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = icmp ult ptr %15, %16
  br i1 %17, label %18, label %64

18:                                               ; preds = %3
  %19 = load ptr, ptr %6, align 8
  %20 = call i64 @MEM_readST(ptr noundef %19)
  %21 = load ptr, ptr %5, align 8
  %22 = call i64 @MEM_readST(ptr noundef %21)
  %23 = xor i64 %20, %22
  store i64 %23, ptr %10, align 8
  %24 = load i64, ptr %10, align 8
  %25 = icmp ne i64 %24, 0
  br i1 %25, label %26, label %30

26:                                               ; preds = %18
  %27 = load i64, ptr %10, align 8
  %28 = call i32 @ZSTD_NbCommonBytes(i64 noundef %27)
  %29 = zext i32 %28 to i64
  store i64 %29, ptr %4, align 8
  br label %122

30:                                               ; preds = %18
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  store ptr %32, ptr %5, align 8
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds i8, ptr %33, i64 8
  store ptr %34, ptr %6, align 8
  br label %35

35:                                               ; preds = %47, %30
  %36 = load ptr, ptr %5, align 8
  %37 = load ptr, ptr %9, align 8
  %38 = icmp ult ptr %36, %37
  br i1 %38, label %39, label %63

39:                                               ; preds = %35
  %40 = load ptr, ptr %6, align 8
  %41 = call i64 @MEM_readST(ptr noundef %40)
  %42 = load ptr, ptr %5, align 8
  %43 = call i64 @MEM_readST(ptr noundef %42)
  %44 = xor i64 %41, %43
  store i64 %44, ptr %11, align 8
  %45 = load i64, ptr %11, align 8
  %46 = icmp ne i64 %45, 0
  br i1 %46, label %52, label %47

47:                                               ; preds = %39
  %48 = load ptr, ptr %5, align 8
  %49 = getelementptr inbounds i8, ptr %48, i64 8
  store ptr %49, ptr %5, align 8
  %50 = load ptr, ptr %6, align 8
  %51 = getelementptr inbounds i8, ptr %50, i64 8
  store ptr %51, ptr %6, align 8
  br label %35, !llvm.loop !9

52:                                               ; preds = %39
  %53 = load i64, ptr %11, align 8
  %54 = call i32 @ZSTD_NbCommonBytes(i64 noundef %53)
  %55 = load ptr, ptr %5, align 8
  %56 = zext i32 %54 to i64
  %57 = getelementptr inbounds i8, ptr %55, i64 %56
  store ptr %57, ptr %5, align 8
  %58 = load ptr, ptr %5, align 8
  %59 = load ptr, ptr %8, align 8
  %60 = ptrtoint ptr %58 to i64
  %61 = ptrtoint ptr %59 to i64
  %62 = sub i64 %60, %61
  store i64 %62, ptr %4, align 8
  br label %122

63:                                               ; preds = %35
  br label %64

64:                                               ; preds = %63, %3
  %65 = call i32 @MEM_64bits()
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %67, label %83

67:                                               ; preds = %64
  %68 = load ptr, ptr %5, align 8
  %69 = load ptr, ptr %7, align 8
  %70 = getelementptr inbounds i8, ptr %69, i64 -3
  %71 = icmp ult ptr %68, %70
  br i1 %71, label %72, label %83

72:                                               ; preds = %67
  %73 = load ptr, ptr %6, align 8
  %74 = call i32 @MEM_read32(ptr noundef %73)
  %75 = load ptr, ptr %5, align 8
  %76 = call i32 @MEM_read32(ptr noundef %75)
  %77 = icmp eq i32 %74, %76
  br i1 %77, label %78, label %83

78:                                               ; preds = %72
  %79 = load ptr, ptr %5, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 4
  store ptr %80, ptr %5, align 8
  %81 = load ptr, ptr %6, align 8
  %82 = getelementptr inbounds i8, ptr %81, i64 4
  store ptr %82, ptr %6, align 8
  br label %83

83:                                               ; preds = %78, %72, %67, %64
  %84 = load ptr, ptr %5, align 8
  %85 = load ptr, ptr %7, align 8
  %86 = getelementptr inbounds i8, ptr %85, i64 -1
  %87 = icmp ult ptr %84, %86
  br i1 %87, label %88, label %101

88:                                               ; preds = %83
  %89 = load ptr, ptr %6, align 8
  %90 = call i16 @MEM_read16(ptr noundef %89)
  %91 = zext i16 %90 to i32
  %92 = load ptr, ptr %5, align 8
  %93 = call i16 @MEM_read16(ptr noundef %92)
  %94 = zext i16 %93 to i32
  %95 = icmp eq i32 %91, %94
  br i1 %95, label %96, label %101

96:                                               ; preds = %88
  %97 = load ptr, ptr %5, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 2
  store ptr %98, ptr %5, align 8
  %99 = load ptr, ptr %6, align 8
  %100 = getelementptr inbounds i8, ptr %99, i64 2
  store ptr %100, ptr %6, align 8
  br label %101

101:                                              ; preds = %96, %88, %83
  %102 = load ptr, ptr %5, align 8
  %103 = load ptr, ptr %7, align 8
  %104 = icmp ult ptr %102, %103
  br i1 %104, label %105, label %116

105:                                              ; preds = %101
  %106 = load ptr, ptr %6, align 8
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = load ptr, ptr %5, align 8
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = icmp eq i32 %108, %111
  br i1 %112, label %113, label %116

113:                                              ; preds = %105
  %114 = load ptr, ptr %5, align 8
  %115 = getelementptr inbounds i8, ptr %114, i32 1
  store ptr %115, ptr %5, align 8
  br label %116

116:                                              ; preds = %113, %105, %101
  %117 = load ptr, ptr %5, align 8
  %118 = load ptr, ptr %8, align 8
  %119 = ptrtoint ptr %117 to i64
  %120 = ptrtoint ptr %118 to i64
  %121 = sub i64 %119, %120
  store i64 %121, ptr %4, align 8
  br label %122

122:                                              ; preds = %116, %52, %26
  %123 = load i64, ptr %4, align 8
  ret i64 %123
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_count_2segments(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i64, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i64, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %14 = load ptr, ptr %7, align 8
  %15 = load ptr, ptr %10, align 8
  %16 = load ptr, ptr %8, align 8
  %17 = ptrtoint ptr %15 to i64
  %18 = ptrtoint ptr %16 to i64
  %19 = sub i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %14, i64 %19
  %21 = load ptr, ptr %9, align 8
  %22 = icmp ult ptr %20, %21
  br i1 %22, label %23, label %31

23:                                               ; preds = %5
  %24 = load ptr, ptr %7, align 8
  %25 = load ptr, ptr %10, align 8
  %26 = load ptr, ptr %8, align 8
  %27 = ptrtoint ptr %25 to i64
  %28 = ptrtoint ptr %26 to i64
  %29 = sub i64 %27, %28
  %30 = getelementptr inbounds i8, ptr %24, i64 %29
  br label %33

31:                                               ; preds = %5
  %32 = load ptr, ptr %9, align 8
  br label %33

33:                                               ; preds = %31, %23
  %34 = phi ptr [ %30, %23 ], [ %32, %31 ]
  store ptr %34, ptr %12, align 8
  %35 = load ptr, ptr %7, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load ptr, ptr %12, align 8
  %38 = call i64 @ZSTD_count(ptr noundef %35, ptr noundef %36, ptr noundef %37)
  store i64 %38, ptr %13, align 8
  %39 = load ptr, ptr %8, align 8
  %40 = load i64, ptr %13, align 8
  %41 = getelementptr inbounds i8, ptr %39, i64 %40
  %42 = load ptr, ptr %10, align 8
  %43 = icmp ne ptr %41, %42
  br i1 %43, label %44, label %46

44:                                               ; preds = %33
  %45 = load i64, ptr %13, align 8
  store i64 %45, ptr %6, align 8
  br label %65

46:                                               ; preds = %33
  br label %47

47:                                               ; preds = %46
  br label %48

48:                                               ; preds = %47
  br label %49

49:                                               ; preds = %48
  br label %50

50:                                               ; preds = %49
  br label %51

51:                                               ; preds = %50
  br label %52

52:                                               ; preds = %51
  br label %53

53:                                               ; preds = %52
  br label %54

54:                                               ; preds = %53
  br label %55

55:                                               ; preds = %54
  br label %56

56:                                               ; preds = %55
  %57 = load i64, ptr %13, align 8
  %58 = load ptr, ptr %7, align 8
  %59 = load i64, ptr %13, align 8
  %60 = getelementptr inbounds i8, ptr %58, i64 %59
  %61 = load ptr, ptr %11, align 8
  %62 = load ptr, ptr %9, align 8
  %63 = call i64 @ZSTD_count(ptr noundef %60, ptr noundef %61, ptr noundef %62)
  %64 = add i64 %57, %63
  store i64 %64, ptr %6, align 8
  br label %65

65:                                               ; preds = %56, %44
  %66 = load i64, ptr %6, align 8
  ret i64 %66
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash4Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i32 @MEM_readLE32(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i32 @ZSTD_hash4(i32 noundef %6, i32 noundef %7, i32 noundef 0)
  %9 = zext i32 %8 to i64
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash5Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash5(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash6Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash6(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash7Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash7(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash8Ptr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = call i64 @MEM_readLE64(ptr noundef %5)
  %7 = load i32, ptr %4, align 4
  %8 = call i64 @ZSTD_hash8(i64 noundef %6, i32 noundef %7, i64 noundef 0)
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_hash4(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %4, align 4
  %8 = mul i32 %7, -1640531535
  %9 = load i32, ptr %6, align 4
  %10 = xor i32 %8, %9
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 32, %11
  %13 = lshr i32 %10, %12
  ret i32 %13
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
declare i32 @llvm.bswap.i32(i32) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash5(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 24
  %9 = mul i64 %8, 889523592379
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
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
declare i64 @llvm.bswap.i64(i64) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash6(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 16
  %9 = mul i64 %8, 227718039650203
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash7(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = shl i64 %7, 8
  %9 = mul i64 %8, 58295818150454627
  %10 = load i64, ptr %6, align 8
  %11 = xor i64 %9, %10
  %12 = load i32, ptr %5, align 4
  %13 = sub i32 64, %12
  %14 = zext i32 %13 to i64
  %15 = lshr i64 %11, %14
  ret i64 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @ZSTD_hash8(i64 noundef %0, i32 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = mul i64 %7, -3523014627327384477
  %9 = load i64, ptr %6, align 8
  %10 = xor i64 %8, %9
  %11 = load i32, ptr %5, align 4
  %12 = sub i32 64, %11
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %10, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readST(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_NbCommonBytes(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %18

6:                                                ; preds = %1
  %7 = call i32 @MEM_64bits()
  %8 = icmp ne i32 %7, 0
  br i1 %8, label %9, label %13

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %10)
  %12 = lshr i32 %11, 3
  store i32 %12, ptr %2, align 4
  br label %30

13:                                               ; preds = %6
  %14 = load i64, ptr %3, align 8
  %15 = trunc i64 %14 to i32
  %16 = call i32 @ZSTD_countTrailingZeros32(i32 noundef %15)
  %17 = lshr i32 %16, 3
  store i32 %17, ptr %2, align 4
  br label %30

18:                                               ; preds = %1
  %19 = call i32 @MEM_64bits()
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %25

21:                                               ; preds = %18
  %22 = load i64, ptr %3, align 8
  %23 = call i32 @ZSTD_countLeadingZeros64(i64 noundef %22)
  %24 = lshr i32 %23, 3
  store i32 %24, ptr %2, align 4
  br label %30

25:                                               ; preds = %18
  %26 = load i64, ptr %3, align 8
  %27 = trunc i64 %26 to i32
  %28 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %27)
  %29 = lshr i32 %28, 3
  store i32 %29, ptr %2, align 4
  br label %30

30:                                               ; preds = %25, %21, %13, %9
  %31 = load i32, ptr %2, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_64bits() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
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
declare i64 @llvm.cttz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
