; ModuleID = 'programs/floyd_warshall_paths.c'
source_filename = "programs/floyd_warshall_paths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@d = internal global [120 x [120 x i32]] zeroinitializer, align 4
@nxt = internal global [120 x [120 x i32]] zeroinitializer, align 4
@reach = internal global [120 x [2 x i64]] zeroinitializer, align 8
@.str = private unnamed_addr constant [93 x i8] c"negative edges=%d reachable pairs=%d total=%ld diameter(unshifted)=%d %d->%d closure_bad=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"path:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c" %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca [120 x i32], align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 31, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %59, %0
  %31 = load i32, ptr %3, align 4
  %32 = icmp slt i32 %31, 120
  br i1 %32, label %33, label %62

33:                                               ; preds = %30
  store i32 0, ptr %4, align 4
  br label %34

34:                                               ; preds = %55, %33
  %35 = load i32, ptr %4, align 4
  %36 = icmp slt i32 %35, 120
  br i1 %36, label %37, label %58

37:                                               ; preds = %34
  %38 = load i32, ptr %3, align 4
  %39 = load i32, ptr %4, align 4
  %40 = icmp eq i32 %38, %39
  %41 = zext i1 %40 to i64
  %42 = select i1 %40, i32 0, i32 536870912
  %43 = load i32, ptr %3, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %44
  %46 = load i32, ptr %4, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [120 x i32], ptr %45, i64 0, i64 %47
  store i32 %42, ptr %48, align 4
  %49 = load i32, ptr %3, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %50
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [120 x i32], ptr %51, i64 0, i64 %53
  store i32 -1, ptr %54, align 4
  br label %55

55:                                               ; preds = %37
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %34, !llvm.loop !6

58:                                               ; preds = %34
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %30, !llvm.loop !8

62:                                               ; preds = %30
  store i32 0, ptr %6, align 4
  br label %63

63:                                               ; preds = %76, %62
  %64 = load i32, ptr %6, align 4
  %65 = icmp slt i32 %64, 120
  br i1 %65, label %66, label %79

66:                                               ; preds = %63
  %67 = load i32, ptr %2, align 4
  %68 = mul i32 %67, 1103515245
  %69 = add i32 %68, 12345
  store i32 %69, ptr %2, align 4
  %70 = load i32, ptr %2, align 4
  %71 = lshr i32 %70, 8
  %72 = urem i32 %71, 50
  %73 = load i32, ptr %6, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %74
  store i32 %72, ptr %75, align 4
  br label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %6, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %6, align 4
  br label %63, !llvm.loop !9

79:                                               ; preds = %63
  store i32 0, ptr %7, align 4
  br label %80

80:                                               ; preds = %152, %79
  %81 = load i32, ptr %7, align 4
  %82 = icmp slt i32 %81, 700
  br i1 %82, label %83, label %155

83:                                               ; preds = %80
  %84 = load i32, ptr %2, align 4
  %85 = mul i32 %84, 1103515245
  %86 = add i32 %85, 12345
  store i32 %86, ptr %2, align 4
  %87 = load i32, ptr %2, align 4
  %88 = lshr i32 %87, 8
  %89 = urem i32 %88, 120
  store i32 %89, ptr %8, align 4
  %90 = load i32, ptr %2, align 4
  %91 = mul i32 %90, 1103515245
  %92 = add i32 %91, 12345
  store i32 %92, ptr %2, align 4
  %93 = load i32, ptr %2, align 4
  %94 = lshr i32 %93, 8
  %95 = urem i32 %94, 120
  store i32 %95, ptr %9, align 4
  %96 = load i32, ptr %8, align 4
  %97 = load i32, ptr %9, align 4
  %98 = icmp eq i32 %96, %97
  br i1 %98, label %99, label %100

99:                                               ; preds = %83
  br label %152

100:                                              ; preds = %83
  %101 = load i32, ptr %2, align 4
  %102 = urem i32 %101, 20
  %103 = add nsw i32 %102, 1
  %104 = load i32, ptr %9, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4
  %108 = add nsw i32 %103, %107
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = sub nsw i32 %108, %112
  store i32 %113, ptr %10, align 4
  %114 = load i32, ptr %10, align 4
  %115 = load i32, ptr %8, align 4
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %116
  %118 = load i32, ptr %9, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [120 x i32], ptr %117, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  %122 = icmp slt i32 %114, %121
  br i1 %122, label %123, label %138

123:                                              ; preds = %100
  %124 = load i32, ptr %10, align 4
  %125 = load i32, ptr %8, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %126
  %128 = load i32, ptr %9, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [120 x i32], ptr %127, i64 0, i64 %129
  store i32 %124, ptr %130, align 4
  %131 = load i32, ptr %9, align 4
  %132 = load i32, ptr %8, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %133
  %135 = load i32, ptr %9, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [120 x i32], ptr %134, i64 0, i64 %136
  store i32 %131, ptr %137, align 4
  br label %138

138:                                              ; preds = %123, %100
  %139 = load i32, ptr %9, align 4
  %140 = srem i32 %139, 64
  %141 = zext i32 %140 to i64
  %142 = shl i64 1, %141
  %143 = load i32, ptr %8, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %144
  %146 = load i32, ptr %9, align 4
  %147 = sdiv i32 %146, 64
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [2 x i64], ptr %145, i64 0, i64 %148
  %150 = load i64, ptr %149, align 8
  %151 = or i64 %150, %142
  store i64 %151, ptr %149, align 8
  br label %152

152:                                              ; preds = %138, %99
  %153 = load i32, ptr %7, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %7, align 4
  br label %80, !llvm.loop !10

155:                                              ; preds = %80
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %156

156:                                              ; preds = %190, %155
  %157 = load i32, ptr %12, align 4
  %158 = icmp slt i32 %157, 120
  br i1 %158, label %159, label %193

159:                                              ; preds = %156
  store i32 0, ptr %13, align 4
  br label %160

160:                                              ; preds = %186, %159
  %161 = load i32, ptr %13, align 4
  %162 = icmp slt i32 %161, 120
  br i1 %162, label %163, label %189

163:                                              ; preds = %160
  %164 = load i32, ptr %12, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %165
  %167 = load i32, ptr %13, align 4
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [120 x i32], ptr %166, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4
  %171 = icmp slt i32 %170, 0
  br i1 %171, label %172, label %181

172:                                              ; preds = %163
  %173 = load i32, ptr %12, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %174
  %176 = load i32, ptr %13, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [120 x i32], ptr %175, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = icmp sgt i32 %179, -536870912
  br label %181

181:                                              ; preds = %172, %163
  %182 = phi i1 [ false, %163 ], [ %180, %172 ]
  %183 = zext i1 %182 to i32
  %184 = load i32, ptr %11, align 4
  %185 = add nsw i32 %184, %183
  store i32 %185, ptr %11, align 4
  br label %186

186:                                              ; preds = %181
  %187 = load i32, ptr %13, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %13, align 4
  br label %160, !llvm.loop !11

189:                                              ; preds = %160
  br label %190

190:                                              ; preds = %189
  %191 = load i32, ptr %12, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %12, align 4
  br label %156, !llvm.loop !12

193:                                              ; preds = %156
  store i32 0, ptr %14, align 4
  br label %194

194:                                              ; preds = %292, %193
  %195 = load i32, ptr %14, align 4
  %196 = icmp slt i32 %195, 120
  br i1 %196, label %197, label %295

197:                                              ; preds = %194
  store i32 0, ptr %15, align 4
  br label %198

198:                                              ; preds = %288, %197
  %199 = load i32, ptr %15, align 4
  %200 = icmp slt i32 %199, 120
  br i1 %200, label %201, label %291

201:                                              ; preds = %198
  %202 = load i32, ptr %15, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %203
  %205 = load i32, ptr %14, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [120 x i32], ptr %204, i64 0, i64 %206
  %208 = load i32, ptr %207, align 4
  %209 = icmp slt i32 %208, 536870912
  br i1 %209, label %210, label %287

210:                                              ; preds = %201
  store i32 0, ptr %16, align 4
  br label %211

211:                                              ; preds = %283, %210
  %212 = load i32, ptr %16, align 4
  %213 = icmp slt i32 %212, 120
  br i1 %213, label %214, label %286

214:                                              ; preds = %211
  %215 = load i32, ptr %14, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %216
  %218 = load i32, ptr %16, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [120 x i32], ptr %217, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4
  %222 = icmp slt i32 %221, 536870912
  br i1 %222, label %223, label %282

223:                                              ; preds = %214
  %224 = load i32, ptr %15, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %225
  %227 = load i32, ptr %14, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [120 x i32], ptr %226, i64 0, i64 %228
  %230 = load i32, ptr %229, align 4
  %231 = load i32, ptr %14, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %232
  %234 = load i32, ptr %16, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [120 x i32], ptr %233, i64 0, i64 %235
  %237 = load i32, ptr %236, align 4
  %238 = add nsw i32 %230, %237
  %239 = load i32, ptr %15, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %240
  %242 = load i32, ptr %16, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [120 x i32], ptr %241, i64 0, i64 %243
  %245 = load i32, ptr %244, align 4
  %246 = icmp slt i32 %238, %245
  br i1 %246, label %247, label %282

247:                                              ; preds = %223
  %248 = load i32, ptr %15, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %249
  %251 = load i32, ptr %14, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [120 x i32], ptr %250, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4
  %255 = load i32, ptr %14, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %256
  %258 = load i32, ptr %16, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [120 x i32], ptr %257, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4
  %262 = add nsw i32 %254, %261
  %263 = load i32, ptr %15, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %264
  %266 = load i32, ptr %16, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [120 x i32], ptr %265, i64 0, i64 %267
  store i32 %262, ptr %268, align 4
  %269 = load i32, ptr %15, align 4
  %270 = sext i32 %269 to i64
  %271 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %270
  %272 = load i32, ptr %14, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [120 x i32], ptr %271, i64 0, i64 %273
  %275 = load i32, ptr %274, align 4
  %276 = load i32, ptr %15, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %277
  %279 = load i32, ptr %16, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [120 x i32], ptr %278, i64 0, i64 %280
  store i32 %275, ptr %281, align 4
  br label %282

282:                                              ; preds = %247, %223, %214
  br label %283

283:                                              ; preds = %282
  %284 = load i32, ptr %16, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %16, align 4
  br label %211, !llvm.loop !13

286:                                              ; preds = %211
  br label %287

287:                                              ; preds = %286, %201
  br label %288

288:                                              ; preds = %287
  %289 = load i32, ptr %15, align 4
  %290 = add nsw i32 %289, 1
  store i32 %290, ptr %15, align 4
  br label %198, !llvm.loop !14

291:                                              ; preds = %198
  br label %292

292:                                              ; preds = %291
  %293 = load i32, ptr %14, align 4
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %14, align 4
  br label %194, !llvm.loop !15

295:                                              ; preds = %194
  store i32 0, ptr %17, align 4
  br label %296

296:                                              ; preds = %346, %295
  %297 = load i32, ptr %17, align 4
  %298 = icmp slt i32 %297, 120
  br i1 %298, label %299, label %349

299:                                              ; preds = %296
  store i32 0, ptr %18, align 4
  br label %300

300:                                              ; preds = %342, %299
  %301 = load i32, ptr %18, align 4
  %302 = icmp slt i32 %301, 120
  br i1 %302, label %303, label %345

303:                                              ; preds = %300
  %304 = load i32, ptr %18, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %305
  %307 = load i32, ptr %17, align 4
  %308 = sdiv i32 %307, 64
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [2 x i64], ptr %306, i64 0, i64 %309
  %311 = load i64, ptr %310, align 8
  %312 = load i32, ptr %17, align 4
  %313 = srem i32 %312, 64
  %314 = zext i32 %313 to i64
  %315 = lshr i64 %311, %314
  %316 = and i64 %315, 1
  %317 = icmp ne i64 %316, 0
  br i1 %317, label %318, label %341

318:                                              ; preds = %303
  %319 = load i32, ptr %17, align 4
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %320
  %322 = getelementptr inbounds [2 x i64], ptr %321, i64 0, i64 0
  %323 = load i64, ptr %322, align 8
  %324 = load i32, ptr %18, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %325
  %327 = getelementptr inbounds [2 x i64], ptr %326, i64 0, i64 0
  %328 = load i64, ptr %327, align 8
  %329 = or i64 %328, %323
  store i64 %329, ptr %327, align 8
  %330 = load i32, ptr %17, align 4
  %331 = sext i32 %330 to i64
  %332 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %331
  %333 = getelementptr inbounds [2 x i64], ptr %332, i64 0, i64 1
  %334 = load i64, ptr %333, align 8
  %335 = load i32, ptr %18, align 4
  %336 = sext i32 %335 to i64
  %337 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %336
  %338 = getelementptr inbounds [2 x i64], ptr %337, i64 0, i64 1
  %339 = load i64, ptr %338, align 8
  %340 = or i64 %339, %334
  store i64 %340, ptr %338, align 8
  br label %341

341:                                              ; preds = %318, %303
  br label %342

342:                                              ; preds = %341
  %343 = load i32, ptr %18, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr %18, align 4
  br label %300, !llvm.loop !16

345:                                              ; preds = %300
  br label %346

346:                                              ; preds = %345
  %347 = load i32, ptr %17, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %17, align 4
  br label %296, !llvm.loop !17

349:                                              ; preds = %296
  store i64 0, ptr %19, align 8
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  store i32 0, ptr %25, align 4
  br label %350

350:                                              ; preds = %443, %349
  %351 = load i32, ptr %25, align 4
  %352 = icmp slt i32 %351, 120
  br i1 %352, label %353, label %446

353:                                              ; preds = %350
  store i32 0, ptr %26, align 4
  br label %354

354:                                              ; preds = %439, %353
  %355 = load i32, ptr %26, align 4
  %356 = icmp slt i32 %355, 120
  br i1 %356, label %357, label %442

357:                                              ; preds = %354
  %358 = load i32, ptr %25, align 4
  %359 = load i32, ptr %26, align 4
  %360 = icmp ne i32 %358, %359
  br i1 %360, label %361, label %438

361:                                              ; preds = %357
  %362 = load i32, ptr %25, align 4
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds [120 x [2 x i64]], ptr @reach, i64 0, i64 %363
  %365 = load i32, ptr %26, align 4
  %366 = sdiv i32 %365, 64
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds [2 x i64], ptr %364, i64 0, i64 %367
  %369 = load i64, ptr %368, align 8
  %370 = load i32, ptr %26, align 4
  %371 = srem i32 %370, 64
  %372 = zext i32 %371 to i64
  %373 = lshr i64 %369, %372
  %374 = and i64 %373, 1
  %375 = trunc i64 %374 to i32
  store i32 %375, ptr %27, align 4
  %376 = load i32, ptr %27, align 4
  %377 = load i32, ptr %25, align 4
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %378
  %380 = load i32, ptr %26, align 4
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds [120 x i32], ptr %379, i64 0, i64 %381
  %383 = load i32, ptr %382, align 4
  %384 = icmp slt i32 %383, 536870912
  %385 = zext i1 %384 to i32
  %386 = icmp ne i32 %376, %385
  br i1 %386, label %387, label %390

387:                                              ; preds = %361
  %388 = load i32, ptr %24, align 4
  %389 = add nsw i32 %388, 1
  store i32 %389, ptr %24, align 4
  br label %390

390:                                              ; preds = %387, %361
  %391 = load i32, ptr %25, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %392
  %394 = load i32, ptr %26, align 4
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [120 x i32], ptr %393, i64 0, i64 %395
  %397 = load i32, ptr %396, align 4
  %398 = icmp slt i32 %397, 536870912
  br i1 %398, label %399, label %437

399:                                              ; preds = %390
  %400 = load i32, ptr %20, align 4
  %401 = add nsw i32 %400, 1
  store i32 %401, ptr %20, align 4
  %402 = load i32, ptr %25, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %403
  %405 = load i32, ptr %26, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [120 x i32], ptr %404, i64 0, i64 %406
  %408 = load i32, ptr %407, align 4
  %409 = sext i32 %408 to i64
  %410 = load i64, ptr %19, align 8
  %411 = add nsw i64 %410, %409
  store i64 %411, ptr %19, align 8
  %412 = load i32, ptr %25, align 4
  %413 = sext i32 %412 to i64
  %414 = getelementptr inbounds [120 x [120 x i32]], ptr @d, i64 0, i64 %413
  %415 = load i32, ptr %26, align 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds [120 x i32], ptr %414, i64 0, i64 %416
  %418 = load i32, ptr %417, align 4
  %419 = load i32, ptr %26, align 4
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %420
  %422 = load i32, ptr %421, align 4
  %423 = sub nsw i32 %418, %422
  %424 = load i32, ptr %25, align 4
  %425 = sext i32 %424 to i64
  %426 = getelementptr inbounds [120 x i32], ptr %5, i64 0, i64 %425
  %427 = load i32, ptr %426, align 4
  %428 = add nsw i32 %423, %427
  store i32 %428, ptr %28, align 4
  %429 = load i32, ptr %28, align 4
  %430 = load i32, ptr %21, align 4
  %431 = icmp sgt i32 %429, %430
  br i1 %431, label %432, label %436

432:                                              ; preds = %399
  %433 = load i32, ptr %28, align 4
  store i32 %433, ptr %21, align 4
  %434 = load i32, ptr %25, align 4
  store i32 %434, ptr %22, align 4
  %435 = load i32, ptr %26, align 4
  store i32 %435, ptr %23, align 4
  br label %436

436:                                              ; preds = %432, %399
  br label %437

437:                                              ; preds = %436, %390
  br label %438

438:                                              ; preds = %437, %357
  br label %439

439:                                              ; preds = %438
  %440 = load i32, ptr %26, align 4
  %441 = add nsw i32 %440, 1
  store i32 %441, ptr %26, align 4
  br label %354, !llvm.loop !18

442:                                              ; preds = %354
  br label %443

443:                                              ; preds = %442
  %444 = load i32, ptr %25, align 4
  %445 = add nsw i32 %444, 1
  store i32 %445, ptr %25, align 4
  br label %350, !llvm.loop !19

446:                                              ; preds = %350
  %447 = load i32, ptr %11, align 4
  %448 = load i32, ptr %20, align 4
  %449 = load i64, ptr %19, align 8
  %450 = load i32, ptr %21, align 4
  %451 = load i32, ptr %22, align 4
  %452 = load i32, ptr %23, align 4
  %453 = load i32, ptr %24, align 4
  %454 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %447, i32 noundef %448, i64 noundef %449, i32 noundef %450, i32 noundef %451, i32 noundef %452, i32 noundef %453)
  %455 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %456 = load i32, ptr %22, align 4
  store i32 %456, ptr %29, align 4
  br label %457

457:                                              ; preds = %469, %446
  %458 = load i32, ptr %29, align 4
  %459 = icmp ne i32 %458, -1
  br i1 %459, label %460, label %464

460:                                              ; preds = %457
  %461 = load i32, ptr %29, align 4
  %462 = load i32, ptr %23, align 4
  %463 = icmp ne i32 %461, %462
  br label %464

464:                                              ; preds = %460, %457
  %465 = phi i1 [ false, %457 ], [ %463, %460 ]
  br i1 %465, label %466, label %477

466:                                              ; preds = %464
  %467 = load i32, ptr %29, align 4
  %468 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %467)
  br label %469

469:                                              ; preds = %466
  %470 = load i32, ptr %29, align 4
  %471 = sext i32 %470 to i64
  %472 = getelementptr inbounds [120 x [120 x i32]], ptr @nxt, i64 0, i64 %471
  %473 = load i32, ptr %23, align 4
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds [120 x i32], ptr %472, i64 0, i64 %474
  %476 = load i32, ptr %475, align 4
  store i32 %476, ptr %29, align 4
  br label %457, !llvm.loop !20

477:                                              ; preds = %464
  %478 = load i32, ptr %23, align 4
  %479 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %478)
  %480 = load i32, ptr %24, align 4
  %481 = icmp ne i32 %480, 0
  br i1 %481, label %482, label %483

482:                                              ; preds = %477
  br label %486

483:                                              ; preds = %477
  %484 = load i32, ptr %21, align 4
  %485 = and i32 %484, 127
  br label %486

486:                                              ; preds = %483, %482
  %487 = phi i32 [ 100, %482 ], [ %485, %483 ]
  ret i32 %487
}

declare i32 @printf(ptr noundef, ...) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
