; ModuleID = 'programs/overflow_builtins_widths.c'
source_filename = "programs/overflow_builtins_widths.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@h = internal global i64 1469598103934665603, align 8
@sv = internal global [26 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -2147483648, i64 -2147483649, i64 -32769, i64 -32768, i64 -129, i64 -128, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 127, i64 128, i64 255, i64 256, i64 32767, i64 65535, i64 65536, i64 2147483647, i64 2147483648, i64 4294967295, i64 4294967296, i64 9223372036854775806, i64 9223372036854775807], align 16
@.str = private unnamed_addr constant [51 x i8] c"%-4s %-9s %-9s -> %-9s overflows=%3d hash=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"int8_t\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"uint8_t\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"uint16_t\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"int16_t\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"int32_t\00", align 1
@.str.9 = private unnamed_addr constant [9 x i8] c"uint32_t\00", align 1
@.str.10 = private unnamed_addr constant [8 x i8] c"int64_t\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"uint64_t\00", align 1
@.str.12 = private unnamed_addr constant [12 x i8] c"sadd %d %d\0A\00", align 1
@.str.13 = private unnamed_addr constant [12 x i8] c"ssub %d %d\0A\00", align 1
@.str.14 = private unnamed_addr constant [12 x i8] c"smul %d %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [14 x i8] c"saddl %d %ld\0A\00", align 1
@.str.16 = private unnamed_addr constant [16 x i8] c"ssubll %d %lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [16 x i8] c"smulll %d %lld\0A\00", align 1
@.str.18 = private unnamed_addr constant [12 x i8] c"uadd %d %u\0A\00", align 1
@.str.19 = private unnamed_addr constant [14 x i8] c"usubl %d %lu\0A\00", align 1
@.str.20 = private unnamed_addr constant [14 x i8] c"umull %d %lu\0A\00", align 1
@.str.21 = private unnamed_addr constant [16 x i8] c"umulll %d %llu\0A\00", align 1
@.str.22 = private unnamed_addr constant [20 x i8] c"total overflows %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i8, align 1
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i16, align 2
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i16, align 2
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i64, align 8
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i64, align 8
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i64, align 8
  %67 = alloca i32, align 4
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i32, align 4
  %71 = alloca i64, align 8
  %72 = alloca i32, align 4
  %73 = alloca i32, align 4
  %74 = alloca i32, align 4
  %75 = alloca i32, align 4
  %76 = alloca i64, align 8
  %77 = alloca i32, align 4
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca i32, align 4
  %83 = alloca i32, align 4
  %84 = alloca i32, align 4
  %85 = alloca i32, align 4
  %86 = alloca i32, align 4
  %87 = alloca i32, align 4
  %88 = alloca i32, align 4
  %89 = alloca i32, align 4
  %90 = alloca i32, align 4
  %91 = alloca i64, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i32, align 4
  %95 = alloca i32, align 4
  %96 = alloca i8, align 1
  %97 = alloca i32, align 4
  %98 = alloca i32, align 4
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i64, align 8
  %102 = alloca i32, align 4
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca i8, align 1
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca i32, align 4
  %110 = alloca i32, align 4
  %111 = alloca i64, align 8
  %112 = alloca i32, align 4
  %113 = alloca i32, align 4
  %114 = alloca i32, align 4
  %115 = alloca i64, align 8
  %116 = alloca i32, align 4
  %117 = alloca i32, align 4
  %118 = alloca i64, align 8
  %119 = alloca i32, align 4
  %120 = alloca i32, align 4
  %121 = alloca i32, align 4
  %122 = alloca i64, align 8
  %123 = alloca i32, align 4
  %124 = alloca i32, align 4
  %125 = alloca i32, align 4
  %126 = alloca i32, align 4
  %127 = alloca i32, align 4
  %128 = alloca i32, align 4
  %129 = alloca i32, align 4
  %130 = alloca i32, align 4
  %131 = alloca i32, align 4
  %132 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %133

133:                                              ; preds = %0
  store i32 0, ptr %3, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %4, align 4
  br label %134

134:                                              ; preds = %166, %133
  %135 = load i32, ptr %4, align 4
  %136 = icmp slt i32 %135, 26
  br i1 %136, label %137, label %169

137:                                              ; preds = %134
  store i32 0, ptr %5, align 4
  br label %138

138:                                              ; preds = %162, %137
  %139 = load i32, ptr %5, align 4
  %140 = icmp slt i32 %139, 26
  br i1 %140, label %141, label %165

141:                                              ; preds = %138
  store i8 0, ptr %6, align 1
  %142 = load i32, ptr %4, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %143
  %145 = load volatile i64, ptr %144, align 8
  %146 = trunc i64 %145 to i8
  %147 = load i32, ptr %5, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %148
  %150 = load volatile i64, ptr %149, align 8
  %151 = trunc i64 %150 to i8
  %152 = call i32 @add_int8_t_int8_t_int8_t(i8 noundef %146, i8 noundef %151, ptr noundef %6)
  store i32 %152, ptr %7, align 4
  %153 = load i32, ptr %7, align 4
  %154 = load i32, ptr %3, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr %3, align 4
  %156 = load i8, ptr %6, align 1
  %157 = sext i8 %156 to i64
  %158 = mul i64 %157, 2
  %159 = load i32, ptr %7, align 4
  %160 = zext i32 %159 to i64
  %161 = add i64 %158, %160
  call void @mix(i64 noundef %161)
  br label %162

162:                                              ; preds = %141
  %163 = load i32, ptr %5, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %5, align 4
  br label %138, !llvm.loop !5

165:                                              ; preds = %138
  br label %166

166:                                              ; preds = %165
  %167 = load i32, ptr %4, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %4, align 4
  br label %134, !llvm.loop !7

169:                                              ; preds = %134
  %170 = load i32, ptr %3, align 4
  %171 = load i64, ptr @h, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.2, ptr noundef @.str.2, ptr noundef @.str.2, i32 noundef %170, i64 noundef %171)
  %173 = load i32, ptr %3, align 4
  %174 = load i32, ptr %2, align 4
  %175 = add nsw i32 %174, %173
  store i32 %175, ptr %2, align 4
  br label %176

176:                                              ; preds = %169
  br label %177

177:                                              ; preds = %176
  store i32 0, ptr %8, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %9, align 4
  br label %178

178:                                              ; preds = %210, %177
  %179 = load i32, ptr %9, align 4
  %180 = icmp slt i32 %179, 26
  br i1 %180, label %181, label %213

181:                                              ; preds = %178
  store i32 0, ptr %10, align 4
  br label %182

182:                                              ; preds = %206, %181
  %183 = load i32, ptr %10, align 4
  %184 = icmp slt i32 %183, 26
  br i1 %184, label %185, label %209

185:                                              ; preds = %182
  store i8 0, ptr %11, align 1
  %186 = load i32, ptr %9, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %187
  %189 = load volatile i64, ptr %188, align 8
  %190 = trunc i64 %189 to i8
  %191 = load i32, ptr %10, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %192
  %194 = load volatile i64, ptr %193, align 8
  %195 = trunc i64 %194 to i8
  %196 = call i32 @sub_int8_t_int8_t_int8_t(i8 noundef %190, i8 noundef %195, ptr noundef %11)
  store i32 %196, ptr %12, align 4
  %197 = load i32, ptr %12, align 4
  %198 = load i32, ptr %8, align 4
  %199 = add nsw i32 %198, %197
  store i32 %199, ptr %8, align 4
  %200 = load i8, ptr %11, align 1
  %201 = sext i8 %200 to i64
  %202 = mul i64 %201, 2
  %203 = load i32, ptr %12, align 4
  %204 = zext i32 %203 to i64
  %205 = add i64 %202, %204
  call void @mix(i64 noundef %205)
  br label %206

206:                                              ; preds = %185
  %207 = load i32, ptr %10, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %10, align 4
  br label %182, !llvm.loop !8

209:                                              ; preds = %182
  br label %210

210:                                              ; preds = %209
  %211 = load i32, ptr %9, align 4
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %9, align 4
  br label %178, !llvm.loop !9

213:                                              ; preds = %178
  %214 = load i32, ptr %8, align 4
  %215 = load i64, ptr @h, align 8
  %216 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.2, ptr noundef @.str.2, ptr noundef @.str.2, i32 noundef %214, i64 noundef %215)
  %217 = load i32, ptr %8, align 4
  %218 = load i32, ptr %2, align 4
  %219 = add nsw i32 %218, %217
  store i32 %219, ptr %2, align 4
  br label %220

220:                                              ; preds = %213
  br label %221

221:                                              ; preds = %220
  store i32 0, ptr %13, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %14, align 4
  br label %222

222:                                              ; preds = %254, %221
  %223 = load i32, ptr %14, align 4
  %224 = icmp slt i32 %223, 26
  br i1 %224, label %225, label %257

225:                                              ; preds = %222
  store i32 0, ptr %15, align 4
  br label %226

226:                                              ; preds = %250, %225
  %227 = load i32, ptr %15, align 4
  %228 = icmp slt i32 %227, 26
  br i1 %228, label %229, label %253

229:                                              ; preds = %226
  store i8 0, ptr %16, align 1
  %230 = load i32, ptr %14, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %231
  %233 = load volatile i64, ptr %232, align 8
  %234 = trunc i64 %233 to i8
  %235 = load i32, ptr %15, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %236
  %238 = load volatile i64, ptr %237, align 8
  %239 = trunc i64 %238 to i8
  %240 = call i32 @mul_int8_t_int8_t_int8_t(i8 noundef %234, i8 noundef %239, ptr noundef %16)
  store i32 %240, ptr %17, align 4
  %241 = load i32, ptr %17, align 4
  %242 = load i32, ptr %13, align 4
  %243 = add nsw i32 %242, %241
  store i32 %243, ptr %13, align 4
  %244 = load i8, ptr %16, align 1
  %245 = sext i8 %244 to i64
  %246 = mul i64 %245, 2
  %247 = load i32, ptr %17, align 4
  %248 = zext i32 %247 to i64
  %249 = add i64 %246, %248
  call void @mix(i64 noundef %249)
  br label %250

250:                                              ; preds = %229
  %251 = load i32, ptr %15, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %15, align 4
  br label %226, !llvm.loop !10

253:                                              ; preds = %226
  br label %254

254:                                              ; preds = %253
  %255 = load i32, ptr %14, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %14, align 4
  br label %222, !llvm.loop !11

257:                                              ; preds = %222
  %258 = load i32, ptr %13, align 4
  %259 = load i64, ptr @h, align 8
  %260 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.2, ptr noundef @.str.2, ptr noundef @.str.2, i32 noundef %258, i64 noundef %259)
  %261 = load i32, ptr %13, align 4
  %262 = load i32, ptr %2, align 4
  %263 = add nsw i32 %262, %261
  store i32 %263, ptr %2, align 4
  br label %264

264:                                              ; preds = %257
  br label %265

265:                                              ; preds = %264
  store i32 0, ptr %18, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %19, align 4
  br label %266

266:                                              ; preds = %298, %265
  %267 = load i32, ptr %19, align 4
  %268 = icmp slt i32 %267, 26
  br i1 %268, label %269, label %301

269:                                              ; preds = %266
  store i32 0, ptr %20, align 4
  br label %270

270:                                              ; preds = %294, %269
  %271 = load i32, ptr %20, align 4
  %272 = icmp slt i32 %271, 26
  br i1 %272, label %273, label %297

273:                                              ; preds = %270
  store i8 0, ptr %21, align 1
  %274 = load i32, ptr %19, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %275
  %277 = load volatile i64, ptr %276, align 8
  %278 = trunc i64 %277 to i8
  %279 = load i32, ptr %20, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %280
  %282 = load volatile i64, ptr %281, align 8
  %283 = trunc i64 %282 to i8
  %284 = call i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef %278, i8 noundef %283, ptr noundef %21)
  store i32 %284, ptr %22, align 4
  %285 = load i32, ptr %22, align 4
  %286 = load i32, ptr %18, align 4
  %287 = add nsw i32 %286, %285
  store i32 %287, ptr %18, align 4
  %288 = load i8, ptr %21, align 1
  %289 = zext i8 %288 to i64
  %290 = mul i64 %289, 2
  %291 = load i32, ptr %22, align 4
  %292 = zext i32 %291 to i64
  %293 = add i64 %290, %292
  call void @mix(i64 noundef %293)
  br label %294

294:                                              ; preds = %273
  %295 = load i32, ptr %20, align 4
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %20, align 4
  br label %270, !llvm.loop !12

297:                                              ; preds = %270
  br label %298

298:                                              ; preds = %297
  %299 = load i32, ptr %19, align 4
  %300 = add nsw i32 %299, 1
  store i32 %300, ptr %19, align 4
  br label %266, !llvm.loop !13

301:                                              ; preds = %266
  %302 = load i32, ptr %18, align 4
  %303 = load i64, ptr @h, align 8
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.5, ptr noundef @.str.5, ptr noundef @.str.5, i32 noundef %302, i64 noundef %303)
  %305 = load i32, ptr %18, align 4
  %306 = load i32, ptr %2, align 4
  %307 = add nsw i32 %306, %305
  store i32 %307, ptr %2, align 4
  br label %308

308:                                              ; preds = %301
  br label %309

309:                                              ; preds = %308
  store i32 0, ptr %23, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %24, align 4
  br label %310

310:                                              ; preds = %342, %309
  %311 = load i32, ptr %24, align 4
  %312 = icmp slt i32 %311, 26
  br i1 %312, label %313, label %345

313:                                              ; preds = %310
  store i32 0, ptr %25, align 4
  br label %314

314:                                              ; preds = %338, %313
  %315 = load i32, ptr %25, align 4
  %316 = icmp slt i32 %315, 26
  br i1 %316, label %317, label %341

317:                                              ; preds = %314
  store i16 0, ptr %26, align 2
  %318 = load i32, ptr %24, align 4
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %319
  %321 = load volatile i64, ptr %320, align 8
  %322 = trunc i64 %321 to i16
  %323 = load i32, ptr %25, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %324
  %326 = load volatile i64, ptr %325, align 8
  %327 = trunc i64 %326 to i16
  %328 = call i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef %322, i16 noundef %327, ptr noundef %26)
  store i32 %328, ptr %27, align 4
  %329 = load i32, ptr %27, align 4
  %330 = load i32, ptr %23, align 4
  %331 = add nsw i32 %330, %329
  store i32 %331, ptr %23, align 4
  %332 = load i16, ptr %26, align 2
  %333 = zext i16 %332 to i64
  %334 = mul i64 %333, 2
  %335 = load i32, ptr %27, align 4
  %336 = zext i32 %335 to i64
  %337 = add i64 %334, %336
  call void @mix(i64 noundef %337)
  br label %338

338:                                              ; preds = %317
  %339 = load i32, ptr %25, align 4
  %340 = add nsw i32 %339, 1
  store i32 %340, ptr %25, align 4
  br label %314, !llvm.loop !14

341:                                              ; preds = %314
  br label %342

342:                                              ; preds = %341
  %343 = load i32, ptr %24, align 4
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr %24, align 4
  br label %310, !llvm.loop !15

345:                                              ; preds = %310
  %346 = load i32, ptr %23, align 4
  %347 = load i64, ptr @h, align 8
  %348 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.6, ptr noundef @.str.6, ptr noundef @.str.6, i32 noundef %346, i64 noundef %347)
  %349 = load i32, ptr %23, align 4
  %350 = load i32, ptr %2, align 4
  %351 = add nsw i32 %350, %349
  store i32 %351, ptr %2, align 4
  br label %352

352:                                              ; preds = %345
  br label %353

353:                                              ; preds = %352
  store i32 0, ptr %28, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %29, align 4
  br label %354

354:                                              ; preds = %386, %353
  %355 = load i32, ptr %29, align 4
  %356 = icmp slt i32 %355, 26
  br i1 %356, label %357, label %389

357:                                              ; preds = %354
  store i32 0, ptr %30, align 4
  br label %358

358:                                              ; preds = %382, %357
  %359 = load i32, ptr %30, align 4
  %360 = icmp slt i32 %359, 26
  br i1 %360, label %361, label %385

361:                                              ; preds = %358
  store i16 0, ptr %31, align 2
  %362 = load i32, ptr %29, align 4
  %363 = sext i32 %362 to i64
  %364 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %363
  %365 = load volatile i64, ptr %364, align 8
  %366 = trunc i64 %365 to i16
  %367 = load i32, ptr %30, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %368
  %370 = load volatile i64, ptr %369, align 8
  %371 = trunc i64 %370 to i16
  %372 = call i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef %366, i16 noundef %371, ptr noundef %31)
  store i32 %372, ptr %32, align 4
  %373 = load i32, ptr %32, align 4
  %374 = load i32, ptr %28, align 4
  %375 = add nsw i32 %374, %373
  store i32 %375, ptr %28, align 4
  %376 = load i16, ptr %31, align 2
  %377 = sext i16 %376 to i64
  %378 = mul i64 %377, 2
  %379 = load i32, ptr %32, align 4
  %380 = zext i32 %379 to i64
  %381 = add i64 %378, %380
  call void @mix(i64 noundef %381)
  br label %382

382:                                              ; preds = %361
  %383 = load i32, ptr %30, align 4
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr %30, align 4
  br label %358, !llvm.loop !16

385:                                              ; preds = %358
  br label %386

386:                                              ; preds = %385
  %387 = load i32, ptr %29, align 4
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr %29, align 4
  br label %354, !llvm.loop !17

389:                                              ; preds = %354
  %390 = load i32, ptr %28, align 4
  %391 = load i64, ptr @h, align 8
  %392 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.6, ptr noundef @.str.6, ptr noundef @.str.7, i32 noundef %390, i64 noundef %391)
  %393 = load i32, ptr %28, align 4
  %394 = load i32, ptr %2, align 4
  %395 = add nsw i32 %394, %393
  store i32 %395, ptr %2, align 4
  br label %396

396:                                              ; preds = %389
  br label %397

397:                                              ; preds = %396
  store i32 0, ptr %33, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %34, align 4
  br label %398

398:                                              ; preds = %430, %397
  %399 = load i32, ptr %34, align 4
  %400 = icmp slt i32 %399, 26
  br i1 %400, label %401, label %433

401:                                              ; preds = %398
  store i32 0, ptr %35, align 4
  br label %402

402:                                              ; preds = %426, %401
  %403 = load i32, ptr %35, align 4
  %404 = icmp slt i32 %403, 26
  br i1 %404, label %405, label %429

405:                                              ; preds = %402
  store i32 0, ptr %36, align 4
  %406 = load i32, ptr %34, align 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %407
  %409 = load volatile i64, ptr %408, align 8
  %410 = trunc i64 %409 to i32
  %411 = load i32, ptr %35, align 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %412
  %414 = load volatile i64, ptr %413, align 8
  %415 = trunc i64 %414 to i32
  %416 = call i32 @add_int32_t_int32_t_int32_t(i32 noundef %410, i32 noundef %415, ptr noundef %36)
  store i32 %416, ptr %37, align 4
  %417 = load i32, ptr %37, align 4
  %418 = load i32, ptr %33, align 4
  %419 = add nsw i32 %418, %417
  store i32 %419, ptr %33, align 4
  %420 = load i32, ptr %36, align 4
  %421 = sext i32 %420 to i64
  %422 = mul i64 %421, 2
  %423 = load i32, ptr %37, align 4
  %424 = zext i32 %423 to i64
  %425 = add i64 %422, %424
  call void @mix(i64 noundef %425)
  br label %426

426:                                              ; preds = %405
  %427 = load i32, ptr %35, align 4
  %428 = add nsw i32 %427, 1
  store i32 %428, ptr %35, align 4
  br label %402, !llvm.loop !18

429:                                              ; preds = %402
  br label %430

430:                                              ; preds = %429
  %431 = load i32, ptr %34, align 4
  %432 = add nsw i32 %431, 1
  store i32 %432, ptr %34, align 4
  br label %398, !llvm.loop !19

433:                                              ; preds = %398
  %434 = load i32, ptr %33, align 4
  %435 = load i64, ptr @h, align 8
  %436 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.8, ptr noundef @.str.8, ptr noundef @.str.8, i32 noundef %434, i64 noundef %435)
  %437 = load i32, ptr %33, align 4
  %438 = load i32, ptr %2, align 4
  %439 = add nsw i32 %438, %437
  store i32 %439, ptr %2, align 4
  br label %440

440:                                              ; preds = %433
  br label %441

441:                                              ; preds = %440
  store i32 0, ptr %38, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %39, align 4
  br label %442

442:                                              ; preds = %474, %441
  %443 = load i32, ptr %39, align 4
  %444 = icmp slt i32 %443, 26
  br i1 %444, label %445, label %477

445:                                              ; preds = %442
  store i32 0, ptr %40, align 4
  br label %446

446:                                              ; preds = %470, %445
  %447 = load i32, ptr %40, align 4
  %448 = icmp slt i32 %447, 26
  br i1 %448, label %449, label %473

449:                                              ; preds = %446
  store i32 0, ptr %41, align 4
  %450 = load i32, ptr %39, align 4
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %451
  %453 = load volatile i64, ptr %452, align 8
  %454 = trunc i64 %453 to i32
  %455 = load i32, ptr %40, align 4
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %456
  %458 = load volatile i64, ptr %457, align 8
  %459 = trunc i64 %458 to i32
  %460 = call i32 @sub_int32_t_int32_t_int32_t(i32 noundef %454, i32 noundef %459, ptr noundef %41)
  store i32 %460, ptr %42, align 4
  %461 = load i32, ptr %42, align 4
  %462 = load i32, ptr %38, align 4
  %463 = add nsw i32 %462, %461
  store i32 %463, ptr %38, align 4
  %464 = load i32, ptr %41, align 4
  %465 = sext i32 %464 to i64
  %466 = mul i64 %465, 2
  %467 = load i32, ptr %42, align 4
  %468 = zext i32 %467 to i64
  %469 = add i64 %466, %468
  call void @mix(i64 noundef %469)
  br label %470

470:                                              ; preds = %449
  %471 = load i32, ptr %40, align 4
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr %40, align 4
  br label %446, !llvm.loop !20

473:                                              ; preds = %446
  br label %474

474:                                              ; preds = %473
  %475 = load i32, ptr %39, align 4
  %476 = add nsw i32 %475, 1
  store i32 %476, ptr %39, align 4
  br label %442, !llvm.loop !21

477:                                              ; preds = %442
  %478 = load i32, ptr %38, align 4
  %479 = load i64, ptr @h, align 8
  %480 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.8, ptr noundef @.str.8, ptr noundef @.str.8, i32 noundef %478, i64 noundef %479)
  %481 = load i32, ptr %38, align 4
  %482 = load i32, ptr %2, align 4
  %483 = add nsw i32 %482, %481
  store i32 %483, ptr %2, align 4
  br label %484

484:                                              ; preds = %477
  br label %485

485:                                              ; preds = %484
  store i32 0, ptr %43, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %44, align 4
  br label %486

486:                                              ; preds = %518, %485
  %487 = load i32, ptr %44, align 4
  %488 = icmp slt i32 %487, 26
  br i1 %488, label %489, label %521

489:                                              ; preds = %486
  store i32 0, ptr %45, align 4
  br label %490

490:                                              ; preds = %514, %489
  %491 = load i32, ptr %45, align 4
  %492 = icmp slt i32 %491, 26
  br i1 %492, label %493, label %517

493:                                              ; preds = %490
  store i32 0, ptr %46, align 4
  %494 = load i32, ptr %44, align 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %495
  %497 = load volatile i64, ptr %496, align 8
  %498 = trunc i64 %497 to i32
  %499 = load i32, ptr %45, align 4
  %500 = sext i32 %499 to i64
  %501 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %500
  %502 = load volatile i64, ptr %501, align 8
  %503 = trunc i64 %502 to i32
  %504 = call i32 @mul_int32_t_int32_t_int32_t(i32 noundef %498, i32 noundef %503, ptr noundef %46)
  store i32 %504, ptr %47, align 4
  %505 = load i32, ptr %47, align 4
  %506 = load i32, ptr %43, align 4
  %507 = add nsw i32 %506, %505
  store i32 %507, ptr %43, align 4
  %508 = load i32, ptr %46, align 4
  %509 = sext i32 %508 to i64
  %510 = mul i64 %509, 2
  %511 = load i32, ptr %47, align 4
  %512 = zext i32 %511 to i64
  %513 = add i64 %510, %512
  call void @mix(i64 noundef %513)
  br label %514

514:                                              ; preds = %493
  %515 = load i32, ptr %45, align 4
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr %45, align 4
  br label %490, !llvm.loop !22

517:                                              ; preds = %490
  br label %518

518:                                              ; preds = %517
  %519 = load i32, ptr %44, align 4
  %520 = add nsw i32 %519, 1
  store i32 %520, ptr %44, align 4
  br label %486, !llvm.loop !23

521:                                              ; preds = %486
  %522 = load i32, ptr %43, align 4
  %523 = load i64, ptr @h, align 8
  %524 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.8, ptr noundef @.str.8, ptr noundef @.str.8, i32 noundef %522, i64 noundef %523)
  %525 = load i32, ptr %43, align 4
  %526 = load i32, ptr %2, align 4
  %527 = add nsw i32 %526, %525
  store i32 %527, ptr %2, align 4
  br label %528

528:                                              ; preds = %521
  br label %529

529:                                              ; preds = %528
  store i32 0, ptr %48, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %49, align 4
  br label %530

530:                                              ; preds = %562, %529
  %531 = load i32, ptr %49, align 4
  %532 = icmp slt i32 %531, 26
  br i1 %532, label %533, label %565

533:                                              ; preds = %530
  store i32 0, ptr %50, align 4
  br label %534

534:                                              ; preds = %558, %533
  %535 = load i32, ptr %50, align 4
  %536 = icmp slt i32 %535, 26
  br i1 %536, label %537, label %561

537:                                              ; preds = %534
  store i32 0, ptr %51, align 4
  %538 = load i32, ptr %49, align 4
  %539 = sext i32 %538 to i64
  %540 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %539
  %541 = load volatile i64, ptr %540, align 8
  %542 = trunc i64 %541 to i32
  %543 = load i32, ptr %50, align 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %544
  %546 = load volatile i64, ptr %545, align 8
  %547 = trunc i64 %546 to i32
  %548 = call i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %542, i32 noundef %547, ptr noundef %51)
  store i32 %548, ptr %52, align 4
  %549 = load i32, ptr %52, align 4
  %550 = load i32, ptr %48, align 4
  %551 = add nsw i32 %550, %549
  store i32 %551, ptr %48, align 4
  %552 = load i32, ptr %51, align 4
  %553 = zext i32 %552 to i64
  %554 = mul i64 %553, 2
  %555 = load i32, ptr %52, align 4
  %556 = zext i32 %555 to i64
  %557 = add i64 %554, %556
  call void @mix(i64 noundef %557)
  br label %558

558:                                              ; preds = %537
  %559 = load i32, ptr %50, align 4
  %560 = add nsw i32 %559, 1
  store i32 %560, ptr %50, align 4
  br label %534, !llvm.loop !24

561:                                              ; preds = %534
  br label %562

562:                                              ; preds = %561
  %563 = load i32, ptr %49, align 4
  %564 = add nsw i32 %563, 1
  store i32 %564, ptr %49, align 4
  br label %530, !llvm.loop !25

565:                                              ; preds = %530
  %566 = load i32, ptr %48, align 4
  %567 = load i64, ptr @h, align 8
  %568 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.9, ptr noundef @.str.9, ptr noundef @.str.9, i32 noundef %566, i64 noundef %567)
  %569 = load i32, ptr %48, align 4
  %570 = load i32, ptr %2, align 4
  %571 = add nsw i32 %570, %569
  store i32 %571, ptr %2, align 4
  br label %572

572:                                              ; preds = %565
  br label %573

573:                                              ; preds = %572
  store i32 0, ptr %53, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %54, align 4
  br label %574

574:                                              ; preds = %603, %573
  %575 = load i32, ptr %54, align 4
  %576 = icmp slt i32 %575, 26
  br i1 %576, label %577, label %606

577:                                              ; preds = %574
  store i32 0, ptr %55, align 4
  br label %578

578:                                              ; preds = %599, %577
  %579 = load i32, ptr %55, align 4
  %580 = icmp slt i32 %579, 26
  br i1 %580, label %581, label %602

581:                                              ; preds = %578
  store i64 0, ptr %56, align 8
  %582 = load i32, ptr %54, align 4
  %583 = sext i32 %582 to i64
  %584 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %583
  %585 = load volatile i64, ptr %584, align 8
  %586 = load i32, ptr %55, align 4
  %587 = sext i32 %586 to i64
  %588 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %587
  %589 = load volatile i64, ptr %588, align 8
  %590 = call i32 @add_int64_t_int64_t_int64_t(i64 noundef %585, i64 noundef %589, ptr noundef %56)
  store i32 %590, ptr %57, align 4
  %591 = load i32, ptr %57, align 4
  %592 = load i32, ptr %53, align 4
  %593 = add nsw i32 %592, %591
  store i32 %593, ptr %53, align 4
  %594 = load i64, ptr %56, align 8
  %595 = mul i64 %594, 2
  %596 = load i32, ptr %57, align 4
  %597 = zext i32 %596 to i64
  %598 = add i64 %595, %597
  call void @mix(i64 noundef %598)
  br label %599

599:                                              ; preds = %581
  %600 = load i32, ptr %55, align 4
  %601 = add nsw i32 %600, 1
  store i32 %601, ptr %55, align 4
  br label %578, !llvm.loop !26

602:                                              ; preds = %578
  br label %603

603:                                              ; preds = %602
  %604 = load i32, ptr %54, align 4
  %605 = add nsw i32 %604, 1
  store i32 %605, ptr %54, align 4
  br label %574, !llvm.loop !27

606:                                              ; preds = %574
  %607 = load i32, ptr %53, align 4
  %608 = load i64, ptr @h, align 8
  %609 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.10, ptr noundef @.str.10, ptr noundef @.str.10, i32 noundef %607, i64 noundef %608)
  %610 = load i32, ptr %53, align 4
  %611 = load i32, ptr %2, align 4
  %612 = add nsw i32 %611, %610
  store i32 %612, ptr %2, align 4
  br label %613

613:                                              ; preds = %606
  br label %614

614:                                              ; preds = %613
  store i32 0, ptr %58, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %59, align 4
  br label %615

615:                                              ; preds = %644, %614
  %616 = load i32, ptr %59, align 4
  %617 = icmp slt i32 %616, 26
  br i1 %617, label %618, label %647

618:                                              ; preds = %615
  store i32 0, ptr %60, align 4
  br label %619

619:                                              ; preds = %640, %618
  %620 = load i32, ptr %60, align 4
  %621 = icmp slt i32 %620, 26
  br i1 %621, label %622, label %643

622:                                              ; preds = %619
  store i64 0, ptr %61, align 8
  %623 = load i32, ptr %59, align 4
  %624 = sext i32 %623 to i64
  %625 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %624
  %626 = load volatile i64, ptr %625, align 8
  %627 = load i32, ptr %60, align 4
  %628 = sext i32 %627 to i64
  %629 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %628
  %630 = load volatile i64, ptr %629, align 8
  %631 = call i32 @sub_int64_t_int64_t_int64_t(i64 noundef %626, i64 noundef %630, ptr noundef %61)
  store i32 %631, ptr %62, align 4
  %632 = load i32, ptr %62, align 4
  %633 = load i32, ptr %58, align 4
  %634 = add nsw i32 %633, %632
  store i32 %634, ptr %58, align 4
  %635 = load i64, ptr %61, align 8
  %636 = mul i64 %635, 2
  %637 = load i32, ptr %62, align 4
  %638 = zext i32 %637 to i64
  %639 = add i64 %636, %638
  call void @mix(i64 noundef %639)
  br label %640

640:                                              ; preds = %622
  %641 = load i32, ptr %60, align 4
  %642 = add nsw i32 %641, 1
  store i32 %642, ptr %60, align 4
  br label %619, !llvm.loop !28

643:                                              ; preds = %619
  br label %644

644:                                              ; preds = %643
  %645 = load i32, ptr %59, align 4
  %646 = add nsw i32 %645, 1
  store i32 %646, ptr %59, align 4
  br label %615, !llvm.loop !29

647:                                              ; preds = %615
  %648 = load i32, ptr %58, align 4
  %649 = load i64, ptr @h, align 8
  %650 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.10, ptr noundef @.str.10, ptr noundef @.str.10, i32 noundef %648, i64 noundef %649)
  %651 = load i32, ptr %58, align 4
  %652 = load i32, ptr %2, align 4
  %653 = add nsw i32 %652, %651
  store i32 %653, ptr %2, align 4
  br label %654

654:                                              ; preds = %647
  br label %655

655:                                              ; preds = %654
  store i32 0, ptr %63, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %64, align 4
  br label %656

656:                                              ; preds = %685, %655
  %657 = load i32, ptr %64, align 4
  %658 = icmp slt i32 %657, 26
  br i1 %658, label %659, label %688

659:                                              ; preds = %656
  store i32 0, ptr %65, align 4
  br label %660

660:                                              ; preds = %681, %659
  %661 = load i32, ptr %65, align 4
  %662 = icmp slt i32 %661, 26
  br i1 %662, label %663, label %684

663:                                              ; preds = %660
  store i64 0, ptr %66, align 8
  %664 = load i32, ptr %64, align 4
  %665 = sext i32 %664 to i64
  %666 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %665
  %667 = load volatile i64, ptr %666, align 8
  %668 = load i32, ptr %65, align 4
  %669 = sext i32 %668 to i64
  %670 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %669
  %671 = load volatile i64, ptr %670, align 8
  %672 = call i32 @mul_int64_t_int64_t_int64_t(i64 noundef %667, i64 noundef %671, ptr noundef %66)
  store i32 %672, ptr %67, align 4
  %673 = load i32, ptr %67, align 4
  %674 = load i32, ptr %63, align 4
  %675 = add nsw i32 %674, %673
  store i32 %675, ptr %63, align 4
  %676 = load i64, ptr %66, align 8
  %677 = mul i64 %676, 2
  %678 = load i32, ptr %67, align 4
  %679 = zext i32 %678 to i64
  %680 = add i64 %677, %679
  call void @mix(i64 noundef %680)
  br label %681

681:                                              ; preds = %663
  %682 = load i32, ptr %65, align 4
  %683 = add nsw i32 %682, 1
  store i32 %683, ptr %65, align 4
  br label %660, !llvm.loop !30

684:                                              ; preds = %660
  br label %685

685:                                              ; preds = %684
  %686 = load i32, ptr %64, align 4
  %687 = add nsw i32 %686, 1
  store i32 %687, ptr %64, align 4
  br label %656, !llvm.loop !31

688:                                              ; preds = %656
  %689 = load i32, ptr %63, align 4
  %690 = load i64, ptr @h, align 8
  %691 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.10, ptr noundef @.str.10, ptr noundef @.str.10, i32 noundef %689, i64 noundef %690)
  %692 = load i32, ptr %63, align 4
  %693 = load i32, ptr %2, align 4
  %694 = add nsw i32 %693, %692
  store i32 %694, ptr %2, align 4
  br label %695

695:                                              ; preds = %688
  br label %696

696:                                              ; preds = %695
  store i32 0, ptr %68, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %69, align 4
  br label %697

697:                                              ; preds = %726, %696
  %698 = load i32, ptr %69, align 4
  %699 = icmp slt i32 %698, 26
  br i1 %699, label %700, label %729

700:                                              ; preds = %697
  store i32 0, ptr %70, align 4
  br label %701

701:                                              ; preds = %722, %700
  %702 = load i32, ptr %70, align 4
  %703 = icmp slt i32 %702, 26
  br i1 %703, label %704, label %725

704:                                              ; preds = %701
  store i64 0, ptr %71, align 8
  %705 = load i32, ptr %69, align 4
  %706 = sext i32 %705 to i64
  %707 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %706
  %708 = load volatile i64, ptr %707, align 8
  %709 = load i32, ptr %70, align 4
  %710 = sext i32 %709 to i64
  %711 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %710
  %712 = load volatile i64, ptr %711, align 8
  %713 = call i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %708, i64 noundef %712, ptr noundef %71)
  store i32 %713, ptr %72, align 4
  %714 = load i32, ptr %72, align 4
  %715 = load i32, ptr %68, align 4
  %716 = add nsw i32 %715, %714
  store i32 %716, ptr %68, align 4
  %717 = load i64, ptr %71, align 8
  %718 = mul i64 %717, 2
  %719 = load i32, ptr %72, align 4
  %720 = zext i32 %719 to i64
  %721 = add i64 %718, %720
  call void @mix(i64 noundef %721)
  br label %722

722:                                              ; preds = %704
  %723 = load i32, ptr %70, align 4
  %724 = add nsw i32 %723, 1
  store i32 %724, ptr %70, align 4
  br label %701, !llvm.loop !32

725:                                              ; preds = %701
  br label %726

726:                                              ; preds = %725
  %727 = load i32, ptr %69, align 4
  %728 = add nsw i32 %727, 1
  store i32 %728, ptr %69, align 4
  br label %697, !llvm.loop !33

729:                                              ; preds = %697
  %730 = load i32, ptr %68, align 4
  %731 = load i64, ptr @h, align 8
  %732 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.11, i32 noundef %730, i64 noundef %731)
  %733 = load i32, ptr %68, align 4
  %734 = load i32, ptr %2, align 4
  %735 = add nsw i32 %734, %733
  store i32 %735, ptr %2, align 4
  br label %736

736:                                              ; preds = %729
  br label %737

737:                                              ; preds = %736
  store i32 0, ptr %73, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %74, align 4
  br label %738

738:                                              ; preds = %767, %737
  %739 = load i32, ptr %74, align 4
  %740 = icmp slt i32 %739, 26
  br i1 %740, label %741, label %770

741:                                              ; preds = %738
  store i32 0, ptr %75, align 4
  br label %742

742:                                              ; preds = %763, %741
  %743 = load i32, ptr %75, align 4
  %744 = icmp slt i32 %743, 26
  br i1 %744, label %745, label %766

745:                                              ; preds = %742
  store i64 0, ptr %76, align 8
  %746 = load i32, ptr %74, align 4
  %747 = sext i32 %746 to i64
  %748 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %747
  %749 = load volatile i64, ptr %748, align 8
  %750 = load i32, ptr %75, align 4
  %751 = sext i32 %750 to i64
  %752 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %751
  %753 = load volatile i64, ptr %752, align 8
  %754 = call i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %749, i64 noundef %753, ptr noundef %76)
  store i32 %754, ptr %77, align 4
  %755 = load i32, ptr %77, align 4
  %756 = load i32, ptr %73, align 4
  %757 = add nsw i32 %756, %755
  store i32 %757, ptr %73, align 4
  %758 = load i64, ptr %76, align 8
  %759 = mul i64 %758, 2
  %760 = load i32, ptr %77, align 4
  %761 = zext i32 %760 to i64
  %762 = add i64 %759, %761
  call void @mix(i64 noundef %762)
  br label %763

763:                                              ; preds = %745
  %764 = load i32, ptr %75, align 4
  %765 = add nsw i32 %764, 1
  store i32 %765, ptr %75, align 4
  br label %742, !llvm.loop !34

766:                                              ; preds = %742
  br label %767

767:                                              ; preds = %766
  %768 = load i32, ptr %74, align 4
  %769 = add nsw i32 %768, 1
  store i32 %769, ptr %74, align 4
  br label %738, !llvm.loop !35

770:                                              ; preds = %738
  %771 = load i32, ptr %73, align 4
  %772 = load i64, ptr @h, align 8
  %773 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.11, i32 noundef %771, i64 noundef %772)
  %774 = load i32, ptr %73, align 4
  %775 = load i32, ptr %2, align 4
  %776 = add nsw i32 %775, %774
  store i32 %776, ptr %2, align 4
  br label %777

777:                                              ; preds = %770
  br label %778

778:                                              ; preds = %777
  store i32 0, ptr %78, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %79, align 4
  br label %779

779:                                              ; preds = %808, %778
  %780 = load i32, ptr %79, align 4
  %781 = icmp slt i32 %780, 26
  br i1 %781, label %782, label %811

782:                                              ; preds = %779
  store i32 0, ptr %80, align 4
  br label %783

783:                                              ; preds = %804, %782
  %784 = load i32, ptr %80, align 4
  %785 = icmp slt i32 %784, 26
  br i1 %785, label %786, label %807

786:                                              ; preds = %783
  store i64 0, ptr %81, align 8
  %787 = load i32, ptr %79, align 4
  %788 = sext i32 %787 to i64
  %789 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %788
  %790 = load volatile i64, ptr %789, align 8
  %791 = load i32, ptr %80, align 4
  %792 = sext i32 %791 to i64
  %793 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %792
  %794 = load volatile i64, ptr %793, align 8
  %795 = call i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %790, i64 noundef %794, ptr noundef %81)
  store i32 %795, ptr %82, align 4
  %796 = load i32, ptr %82, align 4
  %797 = load i32, ptr %78, align 4
  %798 = add nsw i32 %797, %796
  store i32 %798, ptr %78, align 4
  %799 = load i64, ptr %81, align 8
  %800 = mul i64 %799, 2
  %801 = load i32, ptr %82, align 4
  %802 = zext i32 %801 to i64
  %803 = add i64 %800, %802
  call void @mix(i64 noundef %803)
  br label %804

804:                                              ; preds = %786
  %805 = load i32, ptr %80, align 4
  %806 = add nsw i32 %805, 1
  store i32 %806, ptr %80, align 4
  br label %783, !llvm.loop !36

807:                                              ; preds = %783
  br label %808

808:                                              ; preds = %807
  %809 = load i32, ptr %79, align 4
  %810 = add nsw i32 %809, 1
  store i32 %810, ptr %79, align 4
  br label %779, !llvm.loop !37

811:                                              ; preds = %779
  %812 = load i32, ptr %78, align 4
  %813 = load i64, ptr @h, align 8
  %814 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.11, ptr noundef @.str.11, ptr noundef @.str.11, i32 noundef %812, i64 noundef %813)
  %815 = load i32, ptr %78, align 4
  %816 = load i32, ptr %2, align 4
  %817 = add nsw i32 %816, %815
  store i32 %817, ptr %2, align 4
  br label %818

818:                                              ; preds = %811
  br label %819

819:                                              ; preds = %818
  store i32 0, ptr %83, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %84, align 4
  br label %820

820:                                              ; preds = %850, %819
  %821 = load i32, ptr %84, align 4
  %822 = icmp slt i32 %821, 26
  br i1 %822, label %823, label %853

823:                                              ; preds = %820
  store i32 0, ptr %85, align 4
  br label %824

824:                                              ; preds = %846, %823
  %825 = load i32, ptr %85, align 4
  %826 = icmp slt i32 %825, 26
  br i1 %826, label %827, label %849

827:                                              ; preds = %824
  store i32 0, ptr %86, align 4
  %828 = load i32, ptr %84, align 4
  %829 = sext i32 %828 to i64
  %830 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %829
  %831 = load volatile i64, ptr %830, align 8
  %832 = load i32, ptr %85, align 4
  %833 = sext i32 %832 to i64
  %834 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %833
  %835 = load volatile i64, ptr %834, align 8
  %836 = call i32 @add_int64_t_uint64_t_int32_t(i64 noundef %831, i64 noundef %835, ptr noundef %86)
  store i32 %836, ptr %87, align 4
  %837 = load i32, ptr %87, align 4
  %838 = load i32, ptr %83, align 4
  %839 = add nsw i32 %838, %837
  store i32 %839, ptr %83, align 4
  %840 = load i32, ptr %86, align 4
  %841 = sext i32 %840 to i64
  %842 = mul i64 %841, 2
  %843 = load i32, ptr %87, align 4
  %844 = zext i32 %843 to i64
  %845 = add i64 %842, %844
  call void @mix(i64 noundef %845)
  br label %846

846:                                              ; preds = %827
  %847 = load i32, ptr %85, align 4
  %848 = add nsw i32 %847, 1
  store i32 %848, ptr %85, align 4
  br label %824, !llvm.loop !38

849:                                              ; preds = %824
  br label %850

850:                                              ; preds = %849
  %851 = load i32, ptr %84, align 4
  %852 = add nsw i32 %851, 1
  store i32 %852, ptr %84, align 4
  br label %820, !llvm.loop !39

853:                                              ; preds = %820
  %854 = load i32, ptr %83, align 4
  %855 = load i64, ptr @h, align 8
  %856 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.10, ptr noundef @.str.11, ptr noundef @.str.8, i32 noundef %854, i64 noundef %855)
  %857 = load i32, ptr %83, align 4
  %858 = load i32, ptr %2, align 4
  %859 = add nsw i32 %858, %857
  store i32 %859, ptr %2, align 4
  br label %860

860:                                              ; preds = %853
  br label %861

861:                                              ; preds = %860
  store i32 0, ptr %88, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %89, align 4
  br label %862

862:                                              ; preds = %893, %861
  %863 = load i32, ptr %89, align 4
  %864 = icmp slt i32 %863, 26
  br i1 %864, label %865, label %896

865:                                              ; preds = %862
  store i32 0, ptr %90, align 4
  br label %866

866:                                              ; preds = %889, %865
  %867 = load i32, ptr %90, align 4
  %868 = icmp slt i32 %867, 26
  br i1 %868, label %869, label %892

869:                                              ; preds = %866
  store i64 0, ptr %91, align 8
  %870 = load i32, ptr %89, align 4
  %871 = sext i32 %870 to i64
  %872 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %871
  %873 = load volatile i64, ptr %872, align 8
  %874 = trunc i64 %873 to i32
  %875 = load i32, ptr %90, align 4
  %876 = sext i32 %875 to i64
  %877 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %876
  %878 = load volatile i64, ptr %877, align 8
  %879 = trunc i64 %878 to i32
  %880 = call i32 @mul_int32_t_uint32_t_int64_t(i32 noundef %874, i32 noundef %879, ptr noundef %91)
  store i32 %880, ptr %92, align 4
  %881 = load i32, ptr %92, align 4
  %882 = load i32, ptr %88, align 4
  %883 = add nsw i32 %882, %881
  store i32 %883, ptr %88, align 4
  %884 = load i64, ptr %91, align 8
  %885 = mul i64 %884, 2
  %886 = load i32, ptr %92, align 4
  %887 = zext i32 %886 to i64
  %888 = add i64 %885, %887
  call void @mix(i64 noundef %888)
  br label %889

889:                                              ; preds = %869
  %890 = load i32, ptr %90, align 4
  %891 = add nsw i32 %890, 1
  store i32 %891, ptr %90, align 4
  br label %866, !llvm.loop !40

892:                                              ; preds = %866
  br label %893

893:                                              ; preds = %892
  %894 = load i32, ptr %89, align 4
  %895 = add nsw i32 %894, 1
  store i32 %895, ptr %89, align 4
  br label %862, !llvm.loop !41

896:                                              ; preds = %862
  %897 = load i32, ptr %88, align 4
  %898 = load i64, ptr @h, align 8
  %899 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.8, ptr noundef @.str.9, ptr noundef @.str.10, i32 noundef %897, i64 noundef %898)
  %900 = load i32, ptr %88, align 4
  %901 = load i32, ptr %2, align 4
  %902 = add nsw i32 %901, %900
  store i32 %902, ptr %2, align 4
  br label %903

903:                                              ; preds = %896
  br label %904

904:                                              ; preds = %903
  store i32 0, ptr %93, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %94, align 4
  br label %905

905:                                              ; preds = %936, %904
  %906 = load i32, ptr %94, align 4
  %907 = icmp slt i32 %906, 26
  br i1 %907, label %908, label %939

908:                                              ; preds = %905
  store i32 0, ptr %95, align 4
  br label %909

909:                                              ; preds = %932, %908
  %910 = load i32, ptr %95, align 4
  %911 = icmp slt i32 %910, 26
  br i1 %911, label %912, label %935

912:                                              ; preds = %909
  store i8 0, ptr %96, align 1
  %913 = load i32, ptr %94, align 4
  %914 = sext i32 %913 to i64
  %915 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %914
  %916 = load volatile i64, ptr %915, align 8
  %917 = trunc i64 %916 to i32
  %918 = load i32, ptr %95, align 4
  %919 = sext i32 %918 to i64
  %920 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %919
  %921 = load volatile i64, ptr %920, align 8
  %922 = call i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %917, i64 noundef %921, ptr noundef %96)
  store i32 %922, ptr %97, align 4
  %923 = load i32, ptr %97, align 4
  %924 = load i32, ptr %93, align 4
  %925 = add nsw i32 %924, %923
  store i32 %925, ptr %93, align 4
  %926 = load i8, ptr %96, align 1
  %927 = zext i8 %926 to i64
  %928 = mul i64 %927, 2
  %929 = load i32, ptr %97, align 4
  %930 = zext i32 %929 to i64
  %931 = add i64 %928, %930
  call void @mix(i64 noundef %931)
  br label %932

932:                                              ; preds = %912
  %933 = load i32, ptr %95, align 4
  %934 = add nsw i32 %933, 1
  store i32 %934, ptr %95, align 4
  br label %909, !llvm.loop !42

935:                                              ; preds = %909
  br label %936

936:                                              ; preds = %935
  %937 = load i32, ptr %94, align 4
  %938 = add nsw i32 %937, 1
  store i32 %938, ptr %94, align 4
  br label %905, !llvm.loop !43

939:                                              ; preds = %905
  %940 = load i32, ptr %93, align 4
  %941 = load i64, ptr @h, align 8
  %942 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, ptr noundef @.str.9, ptr noundef @.str.10, ptr noundef @.str.5, i32 noundef %940, i64 noundef %941)
  %943 = load i32, ptr %93, align 4
  %944 = load i32, ptr %2, align 4
  %945 = add nsw i32 %944, %943
  store i32 %945, ptr %2, align 4
  br label %946

946:                                              ; preds = %939
  br label %947

947:                                              ; preds = %946
  store i32 0, ptr %98, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %99, align 4
  br label %948

948:                                              ; preds = %977, %947
  %949 = load i32, ptr %99, align 4
  %950 = icmp slt i32 %949, 26
  br i1 %950, label %951, label %980

951:                                              ; preds = %948
  store i32 0, ptr %100, align 4
  br label %952

952:                                              ; preds = %973, %951
  %953 = load i32, ptr %100, align 4
  %954 = icmp slt i32 %953, 26
  br i1 %954, label %955, label %976

955:                                              ; preds = %952
  store i64 0, ptr %101, align 8
  %956 = load i32, ptr %99, align 4
  %957 = sext i32 %956 to i64
  %958 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %957
  %959 = load volatile i64, ptr %958, align 8
  %960 = load i32, ptr %100, align 4
  %961 = sext i32 %960 to i64
  %962 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %961
  %963 = load volatile i64, ptr %962, align 8
  %964 = call i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %959, i64 noundef %963, ptr noundef %101)
  store i32 %964, ptr %102, align 4
  %965 = load i32, ptr %102, align 4
  %966 = load i32, ptr %98, align 4
  %967 = add nsw i32 %966, %965
  store i32 %967, ptr %98, align 4
  %968 = load i64, ptr %101, align 8
  %969 = mul i64 %968, 2
  %970 = load i32, ptr %102, align 4
  %971 = zext i32 %970 to i64
  %972 = add i64 %969, %971
  call void @mix(i64 noundef %972)
  br label %973

973:                                              ; preds = %955
  %974 = load i32, ptr %100, align 4
  %975 = add nsw i32 %974, 1
  store i32 %975, ptr %100, align 4
  br label %952, !llvm.loop !44

976:                                              ; preds = %952
  br label %977

977:                                              ; preds = %976
  %978 = load i32, ptr %99, align 4
  %979 = add nsw i32 %978, 1
  store i32 %979, ptr %99, align 4
  br label %948, !llvm.loop !45

980:                                              ; preds = %948
  %981 = load i32, ptr %98, align 4
  %982 = load i64, ptr @h, align 8
  %983 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.10, ptr noundef @.str.10, ptr noundef @.str.11, i32 noundef %981, i64 noundef %982)
  %984 = load i32, ptr %98, align 4
  %985 = load i32, ptr %2, align 4
  %986 = add nsw i32 %985, %984
  store i32 %986, ptr %2, align 4
  br label %987

987:                                              ; preds = %980
  br label %988

988:                                              ; preds = %987
  store i32 0, ptr %103, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %104, align 4
  br label %989

989:                                              ; preds = %1019, %988
  %990 = load i32, ptr %104, align 4
  %991 = icmp slt i32 %990, 26
  br i1 %991, label %992, label %1022

992:                                              ; preds = %989
  store i32 0, ptr %105, align 4
  br label %993

993:                                              ; preds = %1015, %992
  %994 = load i32, ptr %105, align 4
  %995 = icmp slt i32 %994, 26
  br i1 %995, label %996, label %1018

996:                                              ; preds = %993
  store i8 0, ptr %106, align 1
  %997 = load i32, ptr %104, align 4
  %998 = sext i32 %997 to i64
  %999 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %998
  %1000 = load volatile i64, ptr %999, align 8
  %1001 = load i32, ptr %105, align 4
  %1002 = sext i32 %1001 to i64
  %1003 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %1002
  %1004 = load volatile i64, ptr %1003, align 8
  %1005 = call i32 @add_int64_t_int64_t_int8_t(i64 noundef %1000, i64 noundef %1004, ptr noundef %106)
  store i32 %1005, ptr %107, align 4
  %1006 = load i32, ptr %107, align 4
  %1007 = load i32, ptr %103, align 4
  %1008 = add nsw i32 %1007, %1006
  store i32 %1008, ptr %103, align 4
  %1009 = load i8, ptr %106, align 1
  %1010 = sext i8 %1009 to i64
  %1011 = mul i64 %1010, 2
  %1012 = load i32, ptr %107, align 4
  %1013 = zext i32 %1012 to i64
  %1014 = add i64 %1011, %1013
  call void @mix(i64 noundef %1014)
  br label %1015

1015:                                             ; preds = %996
  %1016 = load i32, ptr %105, align 4
  %1017 = add nsw i32 %1016, 1
  store i32 %1017, ptr %105, align 4
  br label %993, !llvm.loop !46

1018:                                             ; preds = %993
  br label %1019

1019:                                             ; preds = %1018
  %1020 = load i32, ptr %104, align 4
  %1021 = add nsw i32 %1020, 1
  store i32 %1021, ptr %104, align 4
  br label %989, !llvm.loop !47

1022:                                             ; preds = %989
  %1023 = load i32, ptr %103, align 4
  %1024 = load i64, ptr @h, align 8
  %1025 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, ptr noundef @.str.10, ptr noundef @.str.10, ptr noundef @.str.2, i32 noundef %1023, i64 noundef %1024)
  %1026 = load i32, ptr %103, align 4
  %1027 = load i32, ptr %2, align 4
  %1028 = add nsw i32 %1027, %1026
  store i32 %1028, ptr %2, align 4
  br label %1029

1029:                                             ; preds = %1022
  br label %1030

1030:                                             ; preds = %1029
  store i32 0, ptr %108, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %109, align 4
  br label %1031

1031:                                             ; preds = %1060, %1030
  %1032 = load i32, ptr %109, align 4
  %1033 = icmp slt i32 %1032, 26
  br i1 %1033, label %1034, label %1063

1034:                                             ; preds = %1031
  store i32 0, ptr %110, align 4
  br label %1035

1035:                                             ; preds = %1056, %1034
  %1036 = load i32, ptr %110, align 4
  %1037 = icmp slt i32 %1036, 26
  br i1 %1037, label %1038, label %1059

1038:                                             ; preds = %1035
  store i64 0, ptr %111, align 8
  %1039 = load i32, ptr %109, align 4
  %1040 = sext i32 %1039 to i64
  %1041 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %1040
  %1042 = load volatile i64, ptr %1041, align 8
  %1043 = load i32, ptr %110, align 4
  %1044 = sext i32 %1043 to i64
  %1045 = getelementptr inbounds [26 x i64], ptr @sv, i64 0, i64 %1044
  %1046 = load volatile i64, ptr %1045, align 8
  %1047 = call i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %1042, i64 noundef %1046, ptr noundef %111)
  store i32 %1047, ptr %112, align 4
  %1048 = load i32, ptr %112, align 4
  %1049 = load i32, ptr %108, align 4
  %1050 = add nsw i32 %1049, %1048
  store i32 %1050, ptr %108, align 4
  %1051 = load i64, ptr %111, align 8
  %1052 = mul i64 %1051, 2
  %1053 = load i32, ptr %112, align 4
  %1054 = zext i32 %1053 to i64
  %1055 = add i64 %1052, %1054
  call void @mix(i64 noundef %1055)
  br label %1056

1056:                                             ; preds = %1038
  %1057 = load i32, ptr %110, align 4
  %1058 = add nsw i32 %1057, 1
  store i32 %1058, ptr %110, align 4
  br label %1035, !llvm.loop !48

1059:                                             ; preds = %1035
  br label %1060

1060:                                             ; preds = %1059
  %1061 = load i32, ptr %109, align 4
  %1062 = add nsw i32 %1061, 1
  store i32 %1062, ptr %109, align 4
  br label %1031, !llvm.loop !49

1063:                                             ; preds = %1031
  %1064 = load i32, ptr %108, align 4
  %1065 = load i64, ptr @h, align 8
  %1066 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, ptr noundef @.str.11, ptr noundef @.str.10, ptr noundef @.str.10, i32 noundef %1064, i64 noundef %1065)
  %1067 = load i32, ptr %108, align 4
  %1068 = load i32, ptr %2, align 4
  %1069 = add nsw i32 %1068, %1067
  store i32 %1069, ptr %2, align 4
  br label %1070

1070:                                             ; preds = %1063
  store volatile i32 2147483647, ptr %119, align 4
  store volatile i32 -2147483648, ptr %120, align 4
  store volatile i32 -1, ptr %121, align 4
  store volatile i64 -9223372036854775808, ptr %122, align 8
  %1071 = load volatile i32, ptr %119, align 4
  %1072 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %1071, i32 1)
  %1073 = extractvalue { i32, i1 } %1072, 1
  %1074 = extractvalue { i32, i1 } %1072, 0
  store i32 %1074, ptr %113, align 4
  %1075 = zext i1 %1073 to i32
  store i32 %1075, ptr %123, align 4
  %1076 = load i32, ptr %123, align 4
  %1077 = load i32, ptr %113, align 4
  %1078 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %1076, i32 noundef %1077)
  %1079 = load volatile i32, ptr %120, align 4
  %1080 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %1079, i32 1)
  %1081 = extractvalue { i32, i1 } %1080, 1
  %1082 = extractvalue { i32, i1 } %1080, 0
  store i32 %1082, ptr %113, align 4
  %1083 = zext i1 %1081 to i32
  store i32 %1083, ptr %124, align 4
  %1084 = load i32, ptr %124, align 4
  %1085 = load i32, ptr %113, align 4
  %1086 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %1084, i32 noundef %1085)
  %1087 = load volatile i32, ptr %120, align 4
  %1088 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %1087, i32 -1)
  %1089 = extractvalue { i32, i1 } %1088, 1
  %1090 = extractvalue { i32, i1 } %1088, 0
  store i32 %1090, ptr %113, align 4
  %1091 = zext i1 %1089 to i32
  store i32 %1091, ptr %125, align 4
  %1092 = load i32, ptr %125, align 4
  %1093 = load i32, ptr %113, align 4
  %1094 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %1092, i32 noundef %1093)
  %1095 = load volatile i32, ptr %120, align 4
  %1096 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 -1, i32 %1095)
  %1097 = extractvalue { i32, i1 } %1096, 1
  %1098 = extractvalue { i32, i1 } %1096, 0
  store i32 %1098, ptr %114, align 4
  %1099 = zext i1 %1097 to i32
  store i32 %1099, ptr %126, align 4
  %1100 = load i32, ptr %126, align 4
  %1101 = load i32, ptr %114, align 4
  %1102 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %1100, i32 noundef %1101)
  %1103 = load volatile i64, ptr %122, align 8
  %1104 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 0, i64 %1103)
  %1105 = extractvalue { i64, i1 } %1104, 1
  %1106 = extractvalue { i64, i1 } %1104, 0
  store i64 %1106, ptr %115, align 8
  %1107 = zext i1 %1105 to i32
  store i32 %1107, ptr %127, align 4
  %1108 = load i32, ptr %127, align 4
  %1109 = load i64, ptr %115, align 8
  %1110 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %1108, i64 noundef %1109)
  %1111 = load volatile i64, ptr %122, align 8
  %1112 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %1111, i64 1)
  %1113 = extractvalue { i64, i1 } %1112, 1
  %1114 = extractvalue { i64, i1 } %1112, 0
  store i64 %1114, ptr %115, align 8
  %1115 = zext i1 %1113 to i32
  store i32 %1115, ptr %128, align 4
  %1116 = load i32, ptr %128, align 4
  %1117 = load i64, ptr %115, align 8
  %1118 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %1116, i64 noundef %1117)
  %1119 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 -294967296, i32 400000000)
  %1120 = extractvalue { i32, i1 } %1119, 1
  %1121 = extractvalue { i32, i1 } %1119, 0
  store i32 %1121, ptr %116, align 4
  %1122 = zext i1 %1120 to i32
  store i32 %1122, ptr %129, align 4
  %1123 = load i32, ptr %129, align 4
  %1124 = load i32, ptr %116, align 4
  %1125 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i32 noundef %1123, i32 noundef %1124)
  %1126 = call { i32, i1 } @llvm.usub.with.overflow.i32(i32 0, i32 1)
  %1127 = extractvalue { i32, i1 } %1126, 1
  %1128 = extractvalue { i32, i1 } %1126, 0
  store i32 %1128, ptr %117, align 4
  %1129 = zext i1 %1127 to i32
  store i32 %1129, ptr %130, align 4
  %1130 = load i32, ptr %130, align 4
  %1131 = load i32, ptr %117, align 4
  %1132 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i32 noundef %1130, i32 noundef %1131)
  %1133 = load volatile i32, ptr %121, align 4
  %1134 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %1133, i32 2)
  %1135 = extractvalue { i32, i1 } %1134, 1
  %1136 = extractvalue { i32, i1 } %1134, 0
  store i32 %1136, ptr %117, align 4
  %1137 = zext i1 %1135 to i32
  store i32 %1137, ptr %131, align 4
  %1138 = load i32, ptr %131, align 4
  %1139 = load i32, ptr %117, align 4
  %1140 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i32 noundef %1138, i32 noundef %1139)
  %1141 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 4294967296, i64 4294967295)
  %1142 = extractvalue { i64, i1 } %1141, 1
  %1143 = extractvalue { i64, i1 } %1141, 0
  store i64 %1143, ptr %118, align 8
  %1144 = zext i1 %1142 to i32
  store i32 %1144, ptr %132, align 4
  %1145 = load i32, ptr %132, align 4
  %1146 = load i64, ptr %118, align 8
  %1147 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %1145, i64 noundef %1146)
  %1148 = load i32, ptr %2, align 4
  %1149 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, i32 noundef %1148)
  %1150 = load i32, ptr %2, align 4
  %1151 = srem i32 %1150, 128
  ret i32 %1151
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_int8_t_int8_t_int8_t(i8 noundef %0, i8 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = load ptr, ptr %6, align 8
  %10 = call { i8, i1 } @llvm.sadd.with.overflow.i8(i8 %7, i8 %8)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  store i8 %12, ptr %9, align 1
  %13 = zext i1 %11 to i32
  ret i32 %13
}

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
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_int8_t_int8_t_int8_t(i8 noundef %0, i8 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = load ptr, ptr %6, align 8
  %10 = call { i8, i1 } @llvm.ssub.with.overflow.i8(i8 %7, i8 %8)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  store i8 %12, ptr %9, align 1
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_int8_t_int8_t_int8_t(i8 noundef %0, i8 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = load ptr, ptr %6, align 8
  %10 = call { i8, i1 } @llvm.smul.with.overflow.i8(i8 %7, i8 %8)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  store i8 %12, ptr %9, align 1
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_uint8_t_uint8_t_uint8_t(i8 noundef %0, i8 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i8, align 1
  %5 = alloca i8, align 1
  %6 = alloca ptr, align 8
  store i8 %0, ptr %4, align 1
  store i8 %1, ptr %5, align 1
  store ptr %2, ptr %6, align 8
  %7 = load i8, ptr %4, align 1
  %8 = load i8, ptr %5, align 1
  %9 = load ptr, ptr %6, align 8
  %10 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %7, i8 %8)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  store i8 %12, ptr %9, align 1
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_uint16_t_uint16_t_uint16_t(i16 noundef %0, i16 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca ptr, align 8
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  store ptr %2, ptr %6, align 8
  %7 = load i16, ptr %4, align 2
  %8 = load i16, ptr %5, align 2
  %9 = load ptr, ptr %6, align 8
  %10 = call { i16, i1 } @llvm.umul.with.overflow.i16(i16 %7, i16 %8)
  %11 = extractvalue { i16, i1 } %10, 1
  %12 = extractvalue { i16, i1 } %10, 0
  store i16 %12, ptr %9, align 2
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_uint16_t_uint16_t_int16_t(i16 noundef %0, i16 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca ptr, align 8
  store i16 %0, ptr %4, align 2
  store i16 %1, ptr %5, align 2
  store ptr %2, ptr %6, align 8
  %7 = load i16, ptr %4, align 2
  %8 = load i16, ptr %5, align 2
  %9 = load ptr, ptr %6, align 8
  %10 = zext i16 %7 to i17
  %11 = zext i16 %8 to i17
  %12 = call { i17, i1 } @llvm.ssub.with.overflow.i17(i17 %10, i17 %11)
  %13 = extractvalue { i17, i1 } %12, 1
  %14 = extractvalue { i17, i1 } %12, 0
  %15 = trunc i17 %14 to i16
  %16 = sext i16 %15 to i17
  %17 = icmp ne i17 %14, %16
  %18 = or i1 %13, %17
  store i16 %15, ptr %9, align 2
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call { i32, i1 } @llvm.sadd.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, ptr %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call { i32, i1 } @llvm.ssub.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, ptr %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_int32_t_int32_t_int32_t(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, ptr %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_uint32_t_uint32_t_uint32_t(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = call { i32, i1 } @llvm.umul.with.overflow.i32(i32 %7, i32 %8)
  %11 = extractvalue { i32, i1 } %10, 1
  %12 = extractvalue { i32, i1 } %10, 0
  store i32 %12, ptr %9, align 4
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_int64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_uint64_t_uint64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  store i64 %12, ptr %9, align 8
  %13 = zext i1 %11 to i32
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_int64_t_uint64_t_int32_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = sext i64 %7 to i65
  %11 = zext i64 %8 to i65
  %12 = call { i65, i1 } @llvm.sadd.with.overflow.i65(i65 %10, i65 %11)
  %13 = extractvalue { i65, i1 } %12, 1
  %14 = extractvalue { i65, i1 } %12, 0
  %15 = trunc i65 %14 to i32
  %16 = sext i32 %15 to i65
  %17 = icmp ne i65 %14, %16
  %18 = or i1 %13, %17
  store i32 %15, ptr %9, align 4
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_int32_t_uint32_t_int64_t(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i32, ptr %5, align 4
  %9 = load ptr, ptr %6, align 8
  %10 = sext i32 %7 to i64
  %11 = zext i32 %8 to i64
  %12 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %10, i64 %11)
  %13 = extractvalue { i64, i1 } %12, 1
  %14 = extractvalue { i64, i1 } %12, 0
  store i64 %14, ptr %9, align 8
  %15 = zext i1 %13 to i32
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sub_uint32_t_int64_t_uint8_t(i32 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i32, ptr %4, align 4
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = zext i32 %7 to i64
  %11 = call { i64, i1 } @llvm.ssub.with.overflow.i64(i64 %10, i64 %8)
  %12 = extractvalue { i64, i1 } %11, 1
  %13 = extractvalue { i64, i1 } %11, 0
  %14 = trunc i64 %13 to i8
  %15 = zext i8 %14 to i64
  %16 = icmp ne i64 %13, %15
  %17 = or i1 %12, %16
  store i8 %14, ptr %9, align 1
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_int64_t_int64_t_uint64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = sext i64 %7 to i65
  %11 = sext i64 %8 to i65
  %12 = call { i65, i1 } @llvm.smul.with.overflow.i65(i65 %10, i65 %11)
  %13 = extractvalue { i65, i1 } %12, 1
  %14 = extractvalue { i65, i1 } %12, 0
  %15 = trunc i65 %14 to i64
  %16 = zext i64 %15 to i65
  %17 = icmp ne i65 %14, %16
  %18 = or i1 %13, %17
  store i64 %15, ptr %9, align 8
  %19 = zext i1 %18 to i32
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add_int64_t_int64_t_int8_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = load i64, ptr %5, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = call { i64, i1 } @llvm.sadd.with.overflow.i64(i64 %7, i64 %8)
  %11 = extractvalue { i64, i1 } %10, 1
  %12 = extractvalue { i64, i1 } %10, 0
  %13 = trunc i64 %12 to i8
  %14 = sext i8 %13 to i64
  %15 = icmp ne i64 %12, %14
  %16 = or i1 %11, %15
  store i8 %13, ptr %9, align 1
  %17 = zext i1 %16 to i32
  ret i32 %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mul_uint64_t_int64_t_int64_t(i64 noundef %0, i64 noundef %1, ptr noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load i64, ptr %5, align 8
  %8 = load i64, ptr %4, align 8
  %9 = load ptr, ptr %6, align 8
  %10 = icmp slt i64 %7, 0
  %11 = sub i64 0, %7
  %12 = select i1 %10, i64 %11, i64 %7
  %13 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %12, i64 %8)
  %14 = extractvalue { i64, i1 } %13, 1
  %15 = extractvalue { i64, i1 } %13, 0
  %16 = zext i1 %10 to i64
  %17 = add i64 9223372036854775807, %16
  %18 = icmp ugt i64 %15, %17
  %19 = or i1 %14, %18
  %20 = sub i64 0, %15
  %21 = select i1 %10, i64 %20, i64 %15
  store i64 %21, ptr %9, align 8
  %22 = zext i1 %19 to i32
  ret i32 %22
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.sadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.ssub.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.ssub.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.usub.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.umul.with.overflow.i32(i32, i32) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.sadd.with.overflow.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.ssub.with.overflow.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.smul.with.overflow.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.umul.with.overflow.i16(i16, i16) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i17, i1 } @llvm.ssub.with.overflow.i17(i17, i17) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.sadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.sadd.with.overflow.i65(i65, i65) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.smul.with.overflow.i65(i65, i65) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
!35 = distinct !{!35, !6}
!36 = distinct !{!36, !6}
!37 = distinct !{!37, !6}
!38 = distinct !{!38, !6}
!39 = distinct !{!39, !6}
!40 = distinct !{!40, !6}
!41 = distinct !{!41, !6}
!42 = distinct !{!42, !6}
!43 = distinct !{!43, !6}
!44 = distinct !{!44, !6}
!45 = distinct !{!45, !6}
!46 = distinct !{!46, !6}
!47 = distinct !{!47, !6}
!48 = distinct !{!48, !6}
!49 = distinct !{!49, !6}
