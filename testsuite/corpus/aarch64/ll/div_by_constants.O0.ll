; ModuleID = 'programs/div_by_constants.c'
source_filename = "programs/div_by_constants.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.vals = internal constant [31 x i64] [i64 0, i64 1, i64 -1, i64 2, i64 -2, i64 3, i64 7, i64 -7, i64 9, i64 10, i64 99, i64 100, i64 -100, i64 127, i64 -128, i64 255, i64 1000, i64 -1000, i64 12345, i64 -12345, i64 32767, i64 -32768, i64 65535, i64 2147483647, i64 -2147483648, i64 4294967295, i64 123456789012, i64 -123456789012, i64 9223372036854775807, i64 -9223372036854775808, i64 -9223372036854775807], align 8
@.str = private unnamed_addr constant [18 x i8] c"%2u %lld %016llx\0A\00", align 1
@hash = internal global i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i8, align 1
  %6 = alloca i16, align 2
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i8, align 1
  %10 = alloca i16, align 2
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %13

13:                                               ; preds = %842, %0
  %14 = load i32, ptr %2, align 4
  %15 = zext i32 %14 to i64
  %16 = icmp ult i64 %15, 31
  br i1 %16, label %17, label %845

17:                                               ; preds = %13
  %18 = load i32, ptr %2, align 4
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds [31 x i64], ptr @main.vals, i64 0, i64 %19
  %21 = load i64, ptr %20, align 8
  store volatile i64 %21, ptr %3, align 8
  %22 = load volatile i64, ptr %3, align 8
  store i64 %22, ptr %4, align 8
  br label %23

23:                                               ; preds = %17
  %24 = load i64, ptr %4, align 8
  %25 = trunc i64 %24 to i8
  store i8 %25, ptr %5, align 1
  %26 = load i8, ptr %5, align 1
  %27 = zext i8 %26 to i32
  %28 = sdiv i32 %27, 2
  %29 = sext i32 %28 to i64
  call void @mix(i64 noundef %29)
  %30 = load i8, ptr %5, align 1
  %31 = zext i8 %30 to i32
  %32 = sdiv i32 %31, 3
  %33 = sext i32 %32 to i64
  call void @mix(i64 noundef %33)
  %34 = load i8, ptr %5, align 1
  %35 = zext i8 %34 to i32
  %36 = sdiv i32 %35, 5
  %37 = sext i32 %36 to i64
  call void @mix(i64 noundef %37)
  %38 = load i8, ptr %5, align 1
  %39 = zext i8 %38 to i32
  %40 = sdiv i32 %39, 6
  %41 = sext i32 %40 to i64
  call void @mix(i64 noundef %41)
  %42 = load i8, ptr %5, align 1
  %43 = zext i8 %42 to i32
  %44 = sdiv i32 %43, 7
  %45 = sext i32 %44 to i64
  call void @mix(i64 noundef %45)
  %46 = load i8, ptr %5, align 1
  %47 = zext i8 %46 to i32
  %48 = sdiv i32 %47, 10
  %49 = sext i32 %48 to i64
  call void @mix(i64 noundef %49)
  %50 = load i8, ptr %5, align 1
  %51 = zext i8 %50 to i32
  %52 = sdiv i32 %51, 12
  %53 = sext i32 %52 to i64
  call void @mix(i64 noundef %53)
  %54 = load i8, ptr %5, align 1
  %55 = zext i8 %54 to i32
  %56 = sdiv i32 %55, 14
  %57 = sext i32 %56 to i64
  call void @mix(i64 noundef %57)
  %58 = load i8, ptr %5, align 1
  %59 = zext i8 %58 to i32
  %60 = sdiv i32 %59, 25
  %61 = sext i32 %60 to i64
  call void @mix(i64 noundef %61)
  %62 = load i8, ptr %5, align 1
  %63 = zext i8 %62 to i32
  %64 = sdiv i32 %63, 100
  %65 = sext i32 %64 to i64
  call void @mix(i64 noundef %65)
  %66 = load i8, ptr %5, align 1
  %67 = zext i8 %66 to i32
  %68 = sdiv i32 %67, 641
  %69 = sext i32 %68 to i64
  call void @mix(i64 noundef %69)
  %70 = load i8, ptr %5, align 1
  %71 = zext i8 %70 to i32
  %72 = sdiv i32 %71, 1000
  %73 = sext i32 %72 to i64
  call void @mix(i64 noundef %73)
  %74 = load i8, ptr %5, align 1
  %75 = zext i8 %74 to i32
  %76 = sdiv i32 %75, 4096
  %77 = sext i32 %76 to i64
  call void @mix(i64 noundef %77)
  %78 = load i8, ptr %5, align 1
  %79 = zext i8 %78 to i32
  %80 = sdiv i32 %79, 127
  %81 = sext i32 %80 to i64
  call void @mix(i64 noundef %81)
  %82 = load i8, ptr %5, align 1
  %83 = zext i8 %82 to i32
  %84 = sdiv i32 %83, 253
  %85 = sext i32 %84 to i64
  call void @mix(i64 noundef %85)
  %86 = load i8, ptr %5, align 1
  %87 = zext i8 %86 to i32
  %88 = sdiv i32 %87, 255
  %89 = sext i32 %88 to i64
  call void @mix(i64 noundef %89)
  %90 = load i8, ptr %5, align 1
  %91 = zext i8 %90 to i32
  %92 = srem i32 %91, 2
  %93 = sext i32 %92 to i64
  call void @mix(i64 noundef %93)
  %94 = load i8, ptr %5, align 1
  %95 = zext i8 %94 to i32
  %96 = srem i32 %95, 3
  %97 = sext i32 %96 to i64
  call void @mix(i64 noundef %97)
  %98 = load i8, ptr %5, align 1
  %99 = zext i8 %98 to i32
  %100 = srem i32 %99, 7
  %101 = sext i32 %100 to i64
  call void @mix(i64 noundef %101)
  %102 = load i8, ptr %5, align 1
  %103 = zext i8 %102 to i32
  %104 = srem i32 %103, 10
  %105 = sext i32 %104 to i64
  call void @mix(i64 noundef %105)
  %106 = load i8, ptr %5, align 1
  %107 = zext i8 %106 to i32
  %108 = srem i32 %107, 16
  %109 = sext i32 %108 to i64
  call void @mix(i64 noundef %109)
  %110 = load i8, ptr %5, align 1
  %111 = zext i8 %110 to i32
  %112 = srem i32 %111, 1000
  %113 = sext i32 %112 to i64
  call void @mix(i64 noundef %113)
  %114 = load i8, ptr %5, align 1
  %115 = zext i8 %114 to i32
  %116 = srem i32 %115, 251
  %117 = sext i32 %116 to i64
  call void @mix(i64 noundef %117)
  %118 = load i8, ptr %5, align 1
  %119 = zext i8 %118 to i32
  %120 = mul i32 %119, 3
  %121 = trunc i32 %120 to i8
  %122 = zext i8 %121 to i64
  call void @mix(i64 noundef %122)
  %123 = load i8, ptr %5, align 1
  %124 = zext i8 %123 to i32
  %125 = mul i32 %124, 5
  %126 = trunc i32 %125 to i8
  %127 = zext i8 %126 to i64
  call void @mix(i64 noundef %127)
  %128 = load i8, ptr %5, align 1
  %129 = zext i8 %128 to i32
  %130 = mul i32 %129, 9
  %131 = trunc i32 %130 to i8
  %132 = zext i8 %131 to i64
  call void @mix(i64 noundef %132)
  %133 = load i8, ptr %5, align 1
  %134 = zext i8 %133 to i32
  %135 = mul i32 %134, 8
  %136 = trunc i32 %135 to i8
  %137 = zext i8 %136 to i64
  call void @mix(i64 noundef %137)
  %138 = load i8, ptr %5, align 1
  %139 = zext i8 %138 to i32
  %140 = mul i32 %139, 1
  %141 = mul i32 %140, 255
  %142 = trunc i32 %141 to i8
  %143 = zext i8 %142 to i64
  call void @mix(i64 noundef %143)
  %144 = load i8, ptr %5, align 1
  %145 = zext i8 %144 to i32
  %146 = mul i32 %145, 10
  %147 = trunc i32 %146 to i8
  %148 = zext i8 %147 to i64
  call void @mix(i64 noundef %148)
  %149 = load i8, ptr %5, align 1
  %150 = zext i8 %149 to i32
  %151 = mul i32 %150, 1000003
  %152 = trunc i32 %151 to i8
  %153 = zext i8 %152 to i64
  call void @mix(i64 noundef %153)
  br label %154

154:                                              ; preds = %23
  br label %155

155:                                              ; preds = %154
  %156 = load i64, ptr %4, align 8
  %157 = trunc i64 %156 to i16
  store i16 %157, ptr %6, align 2
  %158 = load i16, ptr %6, align 2
  %159 = zext i16 %158 to i32
  %160 = sdiv i32 %159, 2
  %161 = sext i32 %160 to i64
  call void @mix(i64 noundef %161)
  %162 = load i16, ptr %6, align 2
  %163 = zext i16 %162 to i32
  %164 = sdiv i32 %163, 3
  %165 = sext i32 %164 to i64
  call void @mix(i64 noundef %165)
  %166 = load i16, ptr %6, align 2
  %167 = zext i16 %166 to i32
  %168 = sdiv i32 %167, 5
  %169 = sext i32 %168 to i64
  call void @mix(i64 noundef %169)
  %170 = load i16, ptr %6, align 2
  %171 = zext i16 %170 to i32
  %172 = sdiv i32 %171, 6
  %173 = sext i32 %172 to i64
  call void @mix(i64 noundef %173)
  %174 = load i16, ptr %6, align 2
  %175 = zext i16 %174 to i32
  %176 = sdiv i32 %175, 7
  %177 = sext i32 %176 to i64
  call void @mix(i64 noundef %177)
  %178 = load i16, ptr %6, align 2
  %179 = zext i16 %178 to i32
  %180 = sdiv i32 %179, 10
  %181 = sext i32 %180 to i64
  call void @mix(i64 noundef %181)
  %182 = load i16, ptr %6, align 2
  %183 = zext i16 %182 to i32
  %184 = sdiv i32 %183, 12
  %185 = sext i32 %184 to i64
  call void @mix(i64 noundef %185)
  %186 = load i16, ptr %6, align 2
  %187 = zext i16 %186 to i32
  %188 = sdiv i32 %187, 14
  %189 = sext i32 %188 to i64
  call void @mix(i64 noundef %189)
  %190 = load i16, ptr %6, align 2
  %191 = zext i16 %190 to i32
  %192 = sdiv i32 %191, 25
  %193 = sext i32 %192 to i64
  call void @mix(i64 noundef %193)
  %194 = load i16, ptr %6, align 2
  %195 = zext i16 %194 to i32
  %196 = sdiv i32 %195, 100
  %197 = sext i32 %196 to i64
  call void @mix(i64 noundef %197)
  %198 = load i16, ptr %6, align 2
  %199 = zext i16 %198 to i32
  %200 = sdiv i32 %199, 641
  %201 = sext i32 %200 to i64
  call void @mix(i64 noundef %201)
  %202 = load i16, ptr %6, align 2
  %203 = zext i16 %202 to i32
  %204 = sdiv i32 %203, 1000
  %205 = sext i32 %204 to i64
  call void @mix(i64 noundef %205)
  %206 = load i16, ptr %6, align 2
  %207 = zext i16 %206 to i32
  %208 = sdiv i32 %207, 4096
  %209 = sext i32 %208 to i64
  call void @mix(i64 noundef %209)
  %210 = load i16, ptr %6, align 2
  %211 = zext i16 %210 to i32
  %212 = sdiv i32 %211, 127
  %213 = sext i32 %212 to i64
  call void @mix(i64 noundef %213)
  %214 = load i16, ptr %6, align 2
  %215 = zext i16 %214 to i32
  %216 = sdiv i32 %215, 65533
  %217 = sext i32 %216 to i64
  call void @mix(i64 noundef %217)
  %218 = load i16, ptr %6, align 2
  %219 = zext i16 %218 to i32
  %220 = sdiv i32 %219, 65535
  %221 = sext i32 %220 to i64
  call void @mix(i64 noundef %221)
  %222 = load i16, ptr %6, align 2
  %223 = zext i16 %222 to i32
  %224 = srem i32 %223, 2
  %225 = sext i32 %224 to i64
  call void @mix(i64 noundef %225)
  %226 = load i16, ptr %6, align 2
  %227 = zext i16 %226 to i32
  %228 = srem i32 %227, 3
  %229 = sext i32 %228 to i64
  call void @mix(i64 noundef %229)
  %230 = load i16, ptr %6, align 2
  %231 = zext i16 %230 to i32
  %232 = srem i32 %231, 7
  %233 = sext i32 %232 to i64
  call void @mix(i64 noundef %233)
  %234 = load i16, ptr %6, align 2
  %235 = zext i16 %234 to i32
  %236 = srem i32 %235, 10
  %237 = sext i32 %236 to i64
  call void @mix(i64 noundef %237)
  %238 = load i16, ptr %6, align 2
  %239 = zext i16 %238 to i32
  %240 = srem i32 %239, 16
  %241 = sext i32 %240 to i64
  call void @mix(i64 noundef %241)
  %242 = load i16, ptr %6, align 2
  %243 = zext i16 %242 to i32
  %244 = srem i32 %243, 1000
  %245 = sext i32 %244 to i64
  call void @mix(i64 noundef %245)
  %246 = load i16, ptr %6, align 2
  %247 = zext i16 %246 to i32
  %248 = srem i32 %247, 65531
  %249 = sext i32 %248 to i64
  call void @mix(i64 noundef %249)
  %250 = load i16, ptr %6, align 2
  %251 = zext i16 %250 to i32
  %252 = mul i32 %251, 3
  %253 = trunc i32 %252 to i16
  %254 = zext i16 %253 to i64
  call void @mix(i64 noundef %254)
  %255 = load i16, ptr %6, align 2
  %256 = zext i16 %255 to i32
  %257 = mul i32 %256, 5
  %258 = trunc i32 %257 to i16
  %259 = zext i16 %258 to i64
  call void @mix(i64 noundef %259)
  %260 = load i16, ptr %6, align 2
  %261 = zext i16 %260 to i32
  %262 = mul i32 %261, 9
  %263 = trunc i32 %262 to i16
  %264 = zext i16 %263 to i64
  call void @mix(i64 noundef %264)
  %265 = load i16, ptr %6, align 2
  %266 = zext i16 %265 to i32
  %267 = mul i32 %266, 8
  %268 = trunc i32 %267 to i16
  %269 = zext i16 %268 to i64
  call void @mix(i64 noundef %269)
  %270 = load i16, ptr %6, align 2
  %271 = zext i16 %270 to i32
  %272 = mul i32 %271, 1
  %273 = mul i32 %272, 65535
  %274 = trunc i32 %273 to i16
  %275 = zext i16 %274 to i64
  call void @mix(i64 noundef %275)
  %276 = load i16, ptr %6, align 2
  %277 = zext i16 %276 to i32
  %278 = mul i32 %277, 10
  %279 = trunc i32 %278 to i16
  %280 = zext i16 %279 to i64
  call void @mix(i64 noundef %280)
  %281 = load i16, ptr %6, align 2
  %282 = zext i16 %281 to i32
  %283 = mul i32 %282, 1000003
  %284 = trunc i32 %283 to i16
  %285 = zext i16 %284 to i64
  call void @mix(i64 noundef %285)
  br label %286

286:                                              ; preds = %155
  br label %287

287:                                              ; preds = %286
  %288 = load i64, ptr %4, align 8
  %289 = trunc i64 %288 to i32
  store i32 %289, ptr %7, align 4
  %290 = load i32, ptr %7, align 4
  %291 = udiv i32 %290, 2
  %292 = zext i32 %291 to i64
  call void @mix(i64 noundef %292)
  %293 = load i32, ptr %7, align 4
  %294 = udiv i32 %293, 3
  %295 = zext i32 %294 to i64
  call void @mix(i64 noundef %295)
  %296 = load i32, ptr %7, align 4
  %297 = udiv i32 %296, 5
  %298 = zext i32 %297 to i64
  call void @mix(i64 noundef %298)
  %299 = load i32, ptr %7, align 4
  %300 = udiv i32 %299, 6
  %301 = zext i32 %300 to i64
  call void @mix(i64 noundef %301)
  %302 = load i32, ptr %7, align 4
  %303 = udiv i32 %302, 7
  %304 = zext i32 %303 to i64
  call void @mix(i64 noundef %304)
  %305 = load i32, ptr %7, align 4
  %306 = udiv i32 %305, 10
  %307 = zext i32 %306 to i64
  call void @mix(i64 noundef %307)
  %308 = load i32, ptr %7, align 4
  %309 = udiv i32 %308, 12
  %310 = zext i32 %309 to i64
  call void @mix(i64 noundef %310)
  %311 = load i32, ptr %7, align 4
  %312 = udiv i32 %311, 14
  %313 = zext i32 %312 to i64
  call void @mix(i64 noundef %313)
  %314 = load i32, ptr %7, align 4
  %315 = udiv i32 %314, 25
  %316 = zext i32 %315 to i64
  call void @mix(i64 noundef %316)
  %317 = load i32, ptr %7, align 4
  %318 = udiv i32 %317, 100
  %319 = zext i32 %318 to i64
  call void @mix(i64 noundef %319)
  %320 = load i32, ptr %7, align 4
  %321 = udiv i32 %320, 641
  %322 = zext i32 %321 to i64
  call void @mix(i64 noundef %322)
  %323 = load i32, ptr %7, align 4
  %324 = udiv i32 %323, 1000
  %325 = zext i32 %324 to i64
  call void @mix(i64 noundef %325)
  %326 = load i32, ptr %7, align 4
  %327 = udiv i32 %326, 4096
  %328 = zext i32 %327 to i64
  call void @mix(i64 noundef %328)
  %329 = load i32, ptr %7, align 4
  %330 = udiv i32 %329, 127
  %331 = zext i32 %330 to i64
  call void @mix(i64 noundef %331)
  %332 = load i32, ptr %7, align 4
  %333 = udiv i32 %332, -3
  %334 = zext i32 %333 to i64
  call void @mix(i64 noundef %334)
  %335 = load i32, ptr %7, align 4
  %336 = udiv i32 %335, -1
  %337 = zext i32 %336 to i64
  call void @mix(i64 noundef %337)
  %338 = load i32, ptr %7, align 4
  %339 = urem i32 %338, 2
  %340 = zext i32 %339 to i64
  call void @mix(i64 noundef %340)
  %341 = load i32, ptr %7, align 4
  %342 = urem i32 %341, 3
  %343 = zext i32 %342 to i64
  call void @mix(i64 noundef %343)
  %344 = load i32, ptr %7, align 4
  %345 = urem i32 %344, 7
  %346 = zext i32 %345 to i64
  call void @mix(i64 noundef %346)
  %347 = load i32, ptr %7, align 4
  %348 = urem i32 %347, 10
  %349 = zext i32 %348 to i64
  call void @mix(i64 noundef %349)
  %350 = load i32, ptr %7, align 4
  %351 = urem i32 %350, 16
  %352 = zext i32 %351 to i64
  call void @mix(i64 noundef %352)
  %353 = load i32, ptr %7, align 4
  %354 = urem i32 %353, 1000
  %355 = zext i32 %354 to i64
  call void @mix(i64 noundef %355)
  %356 = load i32, ptr %7, align 4
  %357 = urem i32 %356, -5
  %358 = zext i32 %357 to i64
  call void @mix(i64 noundef %358)
  %359 = load i32, ptr %7, align 4
  %360 = mul i32 %359, 3
  %361 = zext i32 %360 to i64
  call void @mix(i64 noundef %361)
  %362 = load i32, ptr %7, align 4
  %363 = mul i32 %362, 5
  %364 = zext i32 %363 to i64
  call void @mix(i64 noundef %364)
  %365 = load i32, ptr %7, align 4
  %366 = mul i32 %365, 9
  %367 = zext i32 %366 to i64
  call void @mix(i64 noundef %367)
  %368 = load i32, ptr %7, align 4
  %369 = mul i32 %368, 8
  %370 = zext i32 %369 to i64
  call void @mix(i64 noundef %370)
  %371 = load i32, ptr %7, align 4
  %372 = mul i32 %371, 1
  %373 = mul i32 %372, -1
  %374 = zext i32 %373 to i64
  call void @mix(i64 noundef %374)
  %375 = load i32, ptr %7, align 4
  %376 = mul i32 %375, 10
  %377 = zext i32 %376 to i64
  call void @mix(i64 noundef %377)
  %378 = load i32, ptr %7, align 4
  %379 = mul i32 %378, 1000003
  %380 = zext i32 %379 to i64
  call void @mix(i64 noundef %380)
  br label %381

381:                                              ; preds = %287
  br label %382

382:                                              ; preds = %381
  %383 = load i64, ptr %4, align 8
  store i64 %383, ptr %8, align 8
  %384 = load i64, ptr %8, align 8
  %385 = udiv i64 %384, 2
  call void @mix(i64 noundef %385)
  %386 = load i64, ptr %8, align 8
  %387 = udiv i64 %386, 3
  call void @mix(i64 noundef %387)
  %388 = load i64, ptr %8, align 8
  %389 = udiv i64 %388, 5
  call void @mix(i64 noundef %389)
  %390 = load i64, ptr %8, align 8
  %391 = udiv i64 %390, 6
  call void @mix(i64 noundef %391)
  %392 = load i64, ptr %8, align 8
  %393 = udiv i64 %392, 7
  call void @mix(i64 noundef %393)
  %394 = load i64, ptr %8, align 8
  %395 = udiv i64 %394, 10
  call void @mix(i64 noundef %395)
  %396 = load i64, ptr %8, align 8
  %397 = udiv i64 %396, 12
  call void @mix(i64 noundef %397)
  %398 = load i64, ptr %8, align 8
  %399 = udiv i64 %398, 14
  call void @mix(i64 noundef %399)
  %400 = load i64, ptr %8, align 8
  %401 = udiv i64 %400, 25
  call void @mix(i64 noundef %401)
  %402 = load i64, ptr %8, align 8
  %403 = udiv i64 %402, 100
  call void @mix(i64 noundef %403)
  %404 = load i64, ptr %8, align 8
  %405 = udiv i64 %404, 641
  call void @mix(i64 noundef %405)
  %406 = load i64, ptr %8, align 8
  %407 = udiv i64 %406, 1000
  call void @mix(i64 noundef %407)
  %408 = load i64, ptr %8, align 8
  %409 = udiv i64 %408, 4096
  call void @mix(i64 noundef %409)
  %410 = load i64, ptr %8, align 8
  %411 = udiv i64 %410, 127
  call void @mix(i64 noundef %411)
  %412 = load i64, ptr %8, align 8
  %413 = udiv i64 %412, -3
  call void @mix(i64 noundef %413)
  %414 = load i64, ptr %8, align 8
  %415 = udiv i64 %414, -1
  call void @mix(i64 noundef %415)
  %416 = load i64, ptr %8, align 8
  %417 = urem i64 %416, 2
  call void @mix(i64 noundef %417)
  %418 = load i64, ptr %8, align 8
  %419 = urem i64 %418, 3
  call void @mix(i64 noundef %419)
  %420 = load i64, ptr %8, align 8
  %421 = urem i64 %420, 7
  call void @mix(i64 noundef %421)
  %422 = load i64, ptr %8, align 8
  %423 = urem i64 %422, 10
  call void @mix(i64 noundef %423)
  %424 = load i64, ptr %8, align 8
  %425 = urem i64 %424, 16
  call void @mix(i64 noundef %425)
  %426 = load i64, ptr %8, align 8
  %427 = urem i64 %426, 1000
  call void @mix(i64 noundef %427)
  %428 = load i64, ptr %8, align 8
  %429 = urem i64 %428, -5
  call void @mix(i64 noundef %429)
  %430 = load i64, ptr %8, align 8
  %431 = mul i64 %430, 3
  call void @mix(i64 noundef %431)
  %432 = load i64, ptr %8, align 8
  %433 = mul i64 %432, 5
  call void @mix(i64 noundef %433)
  %434 = load i64, ptr %8, align 8
  %435 = mul i64 %434, 9
  call void @mix(i64 noundef %435)
  %436 = load i64, ptr %8, align 8
  %437 = mul i64 %436, 8
  call void @mix(i64 noundef %437)
  %438 = load i64, ptr %8, align 8
  %439 = mul i64 %438, 1
  %440 = mul i64 %439, -1
  call void @mix(i64 noundef %440)
  %441 = load i64, ptr %8, align 8
  %442 = mul i64 %441, 10
  call void @mix(i64 noundef %442)
  %443 = load i64, ptr %8, align 8
  %444 = mul i64 %443, 1000003
  call void @mix(i64 noundef %444)
  br label %445

445:                                              ; preds = %382
  %446 = load i64, ptr %4, align 8
  %447 = trunc i64 %446 to i8
  %448 = sext i8 %447 to i32
  %449 = icmp ne i32 %448, -128
  br i1 %449, label %450, label %565

450:                                              ; preds = %445
  br label %451

451:                                              ; preds = %450
  %452 = load i64, ptr %4, align 8
  %453 = trunc i64 %452 to i8
  store i8 %453, ptr %9, align 1
  %454 = load i8, ptr %9, align 1
  %455 = sext i8 %454 to i32
  %456 = sdiv i32 %455, 2
  %457 = sext i32 %456 to i64
  call void @mix(i64 noundef %457)
  %458 = load i8, ptr %9, align 1
  %459 = sext i8 %458 to i32
  %460 = sdiv i32 %459, 3
  %461 = sext i32 %460 to i64
  call void @mix(i64 noundef %461)
  %462 = load i8, ptr %9, align 1
  %463 = sext i8 %462 to i32
  %464 = sdiv i32 %463, 5
  %465 = sext i32 %464 to i64
  call void @mix(i64 noundef %465)
  %466 = load i8, ptr %9, align 1
  %467 = sext i8 %466 to i32
  %468 = sdiv i32 %467, 6
  %469 = sext i32 %468 to i64
  call void @mix(i64 noundef %469)
  %470 = load i8, ptr %9, align 1
  %471 = sext i8 %470 to i32
  %472 = sdiv i32 %471, 7
  %473 = sext i32 %472 to i64
  call void @mix(i64 noundef %473)
  %474 = load i8, ptr %9, align 1
  %475 = sext i8 %474 to i32
  %476 = sdiv i32 %475, 10
  %477 = sext i32 %476 to i64
  call void @mix(i64 noundef %477)
  %478 = load i8, ptr %9, align 1
  %479 = sext i8 %478 to i32
  %480 = sdiv i32 %479, 16
  %481 = sext i32 %480 to i64
  call void @mix(i64 noundef %481)
  %482 = load i8, ptr %9, align 1
  %483 = sext i8 %482 to i32
  %484 = sdiv i32 %483, 100
  %485 = sext i32 %484 to i64
  call void @mix(i64 noundef %485)
  %486 = load i8, ptr %9, align 1
  %487 = sext i8 %486 to i32
  %488 = sdiv i32 %487, -1
  %489 = sext i32 %488 to i64
  call void @mix(i64 noundef %489)
  %490 = load i8, ptr %9, align 1
  %491 = sext i8 %490 to i32
  %492 = sdiv i32 %491, -2
  %493 = sext i32 %492 to i64
  call void @mix(i64 noundef %493)
  %494 = load i8, ptr %9, align 1
  %495 = sext i8 %494 to i32
  %496 = sdiv i32 %495, -3
  %497 = sext i32 %496 to i64
  call void @mix(i64 noundef %497)
  %498 = load i8, ptr %9, align 1
  %499 = sext i8 %498 to i32
  %500 = sdiv i32 %499, -7
  %501 = sext i32 %500 to i64
  call void @mix(i64 noundef %501)
  %502 = load i8, ptr %9, align 1
  %503 = sext i8 %502 to i32
  %504 = sdiv i32 %503, -16
  %505 = sext i32 %504 to i64
  call void @mix(i64 noundef %505)
  %506 = load i8, ptr %9, align 1
  %507 = sext i8 %506 to i32
  %508 = sdiv i32 %507, 1
  %509 = sext i32 %508 to i64
  call void @mix(i64 noundef %509)
  %510 = load i8, ptr %9, align 1
  %511 = sext i8 %510 to i32
  %512 = sdiv i32 %511, 125
  %513 = sext i32 %512 to i64
  call void @mix(i64 noundef %513)
  %514 = load i8, ptr %9, align 1
  %515 = sext i8 %514 to i32
  %516 = srem i32 %515, 2
  %517 = sext i32 %516 to i64
  call void @mix(i64 noundef %517)
  %518 = load i8, ptr %9, align 1
  %519 = sext i8 %518 to i32
  %520 = srem i32 %519, 3
  %521 = sext i32 %520 to i64
  call void @mix(i64 noundef %521)
  %522 = load i8, ptr %9, align 1
  %523 = sext i8 %522 to i32
  %524 = srem i32 %523, 7
  %525 = sext i32 %524 to i64
  call void @mix(i64 noundef %525)
  %526 = load i8, ptr %9, align 1
  %527 = sext i8 %526 to i32
  %528 = srem i32 %527, 10
  %529 = sext i32 %528 to i64
  call void @mix(i64 noundef %529)
  %530 = load i8, ptr %9, align 1
  %531 = sext i8 %530 to i32
  %532 = srem i32 %531, 16
  %533 = sext i32 %532 to i64
  call void @mix(i64 noundef %533)
  %534 = load i8, ptr %9, align 1
  %535 = sext i8 %534 to i32
  %536 = srem i32 %535, -16
  %537 = sext i32 %536 to i64
  call void @mix(i64 noundef %537)
  %538 = load i8, ptr %9, align 1
  %539 = sext i8 %538 to i32
  %540 = srem i32 %539, -3
  %541 = sext i32 %540 to i64
  call void @mix(i64 noundef %541)
  %542 = load i8, ptr %9, align 1
  %543 = sext i8 %542 to i32
  %544 = srem i32 %543, 1
  %545 = sext i32 %544 to i64
  call void @mix(i64 noundef %545)
  %546 = load i8, ptr %9, align 1
  %547 = zext i8 %546 to i32
  %548 = mul i32 1, %547
  %549 = mul i32 %548, 3
  %550 = trunc i32 %549 to i8
  %551 = sext i8 %550 to i64
  call void @mix(i64 noundef %551)
  %552 = load i8, ptr %9, align 1
  %553 = zext i8 %552 to i32
  %554 = mul i32 1, %553
  %555 = mul i32 %554, 247
  %556 = trunc i32 %555 to i8
  %557 = sext i8 %556 to i64
  call void @mix(i64 noundef %557)
  %558 = load i8, ptr %9, align 1
  %559 = zext i8 %558 to i32
  %560 = mul i32 1, %559
  %561 = mul i32 %560, 64
  %562 = trunc i32 %561 to i8
  %563 = sext i8 %562 to i64
  call void @mix(i64 noundef %563)
  br label %564

564:                                              ; preds = %451
  br label %565

565:                                              ; preds = %564, %445
  %566 = load i64, ptr %4, align 8
  %567 = trunc i64 %566 to i16
  %568 = sext i16 %567 to i32
  %569 = icmp ne i32 %568, -32768
  br i1 %569, label %570, label %685

570:                                              ; preds = %565
  br label %571

571:                                              ; preds = %570
  %572 = load i64, ptr %4, align 8
  %573 = trunc i64 %572 to i16
  store i16 %573, ptr %10, align 2
  %574 = load i16, ptr %10, align 2
  %575 = sext i16 %574 to i32
  %576 = sdiv i32 %575, 2
  %577 = sext i32 %576 to i64
  call void @mix(i64 noundef %577)
  %578 = load i16, ptr %10, align 2
  %579 = sext i16 %578 to i32
  %580 = sdiv i32 %579, 3
  %581 = sext i32 %580 to i64
  call void @mix(i64 noundef %581)
  %582 = load i16, ptr %10, align 2
  %583 = sext i16 %582 to i32
  %584 = sdiv i32 %583, 5
  %585 = sext i32 %584 to i64
  call void @mix(i64 noundef %585)
  %586 = load i16, ptr %10, align 2
  %587 = sext i16 %586 to i32
  %588 = sdiv i32 %587, 6
  %589 = sext i32 %588 to i64
  call void @mix(i64 noundef %589)
  %590 = load i16, ptr %10, align 2
  %591 = sext i16 %590 to i32
  %592 = sdiv i32 %591, 7
  %593 = sext i32 %592 to i64
  call void @mix(i64 noundef %593)
  %594 = load i16, ptr %10, align 2
  %595 = sext i16 %594 to i32
  %596 = sdiv i32 %595, 10
  %597 = sext i32 %596 to i64
  call void @mix(i64 noundef %597)
  %598 = load i16, ptr %10, align 2
  %599 = sext i16 %598 to i32
  %600 = sdiv i32 %599, 16
  %601 = sext i32 %600 to i64
  call void @mix(i64 noundef %601)
  %602 = load i16, ptr %10, align 2
  %603 = sext i16 %602 to i32
  %604 = sdiv i32 %603, 100
  %605 = sext i32 %604 to i64
  call void @mix(i64 noundef %605)
  %606 = load i16, ptr %10, align 2
  %607 = sext i16 %606 to i32
  %608 = sdiv i32 %607, -1
  %609 = sext i32 %608 to i64
  call void @mix(i64 noundef %609)
  %610 = load i16, ptr %10, align 2
  %611 = sext i16 %610 to i32
  %612 = sdiv i32 %611, -2
  %613 = sext i32 %612 to i64
  call void @mix(i64 noundef %613)
  %614 = load i16, ptr %10, align 2
  %615 = sext i16 %614 to i32
  %616 = sdiv i32 %615, -3
  %617 = sext i32 %616 to i64
  call void @mix(i64 noundef %617)
  %618 = load i16, ptr %10, align 2
  %619 = sext i16 %618 to i32
  %620 = sdiv i32 %619, -7
  %621 = sext i32 %620 to i64
  call void @mix(i64 noundef %621)
  %622 = load i16, ptr %10, align 2
  %623 = sext i16 %622 to i32
  %624 = sdiv i32 %623, -16
  %625 = sext i32 %624 to i64
  call void @mix(i64 noundef %625)
  %626 = load i16, ptr %10, align 2
  %627 = sext i16 %626 to i32
  %628 = sdiv i32 %627, 1
  %629 = sext i32 %628 to i64
  call void @mix(i64 noundef %629)
  %630 = load i16, ptr %10, align 2
  %631 = sext i16 %630 to i32
  %632 = sdiv i32 %631, 125
  %633 = sext i32 %632 to i64
  call void @mix(i64 noundef %633)
  %634 = load i16, ptr %10, align 2
  %635 = sext i16 %634 to i32
  %636 = srem i32 %635, 2
  %637 = sext i32 %636 to i64
  call void @mix(i64 noundef %637)
  %638 = load i16, ptr %10, align 2
  %639 = sext i16 %638 to i32
  %640 = srem i32 %639, 3
  %641 = sext i32 %640 to i64
  call void @mix(i64 noundef %641)
  %642 = load i16, ptr %10, align 2
  %643 = sext i16 %642 to i32
  %644 = srem i32 %643, 7
  %645 = sext i32 %644 to i64
  call void @mix(i64 noundef %645)
  %646 = load i16, ptr %10, align 2
  %647 = sext i16 %646 to i32
  %648 = srem i32 %647, 10
  %649 = sext i32 %648 to i64
  call void @mix(i64 noundef %649)
  %650 = load i16, ptr %10, align 2
  %651 = sext i16 %650 to i32
  %652 = srem i32 %651, 16
  %653 = sext i32 %652 to i64
  call void @mix(i64 noundef %653)
  %654 = load i16, ptr %10, align 2
  %655 = sext i16 %654 to i32
  %656 = srem i32 %655, -16
  %657 = sext i32 %656 to i64
  call void @mix(i64 noundef %657)
  %658 = load i16, ptr %10, align 2
  %659 = sext i16 %658 to i32
  %660 = srem i32 %659, -3
  %661 = sext i32 %660 to i64
  call void @mix(i64 noundef %661)
  %662 = load i16, ptr %10, align 2
  %663 = sext i16 %662 to i32
  %664 = srem i32 %663, 1
  %665 = sext i32 %664 to i64
  call void @mix(i64 noundef %665)
  %666 = load i16, ptr %10, align 2
  %667 = zext i16 %666 to i32
  %668 = mul i32 1, %667
  %669 = mul i32 %668, 3
  %670 = trunc i32 %669 to i16
  %671 = sext i16 %670 to i64
  call void @mix(i64 noundef %671)
  %672 = load i16, ptr %10, align 2
  %673 = zext i16 %672 to i32
  %674 = mul i32 1, %673
  %675 = mul i32 %674, 65527
  %676 = trunc i32 %675 to i16
  %677 = sext i16 %676 to i64
  call void @mix(i64 noundef %677)
  %678 = load i16, ptr %10, align 2
  %679 = zext i16 %678 to i32
  %680 = mul i32 1, %679
  %681 = mul i32 %680, 64
  %682 = trunc i32 %681 to i16
  %683 = sext i16 %682 to i64
  call void @mix(i64 noundef %683)
  br label %684

684:                                              ; preds = %571
  br label %685

685:                                              ; preds = %684, %565
  %686 = load i64, ptr %4, align 8
  %687 = trunc i64 %686 to i32
  %688 = icmp ne i32 %687, -2147483648
  br i1 %688, label %689, label %775

689:                                              ; preds = %685
  br label %690

690:                                              ; preds = %689
  %691 = load i64, ptr %4, align 8
  %692 = trunc i64 %691 to i32
  store i32 %692, ptr %11, align 4
  %693 = load i32, ptr %11, align 4
  %694 = sdiv i32 %693, 2
  %695 = sext i32 %694 to i64
  call void @mix(i64 noundef %695)
  %696 = load i32, ptr %11, align 4
  %697 = sdiv i32 %696, 3
  %698 = sext i32 %697 to i64
  call void @mix(i64 noundef %698)
  %699 = load i32, ptr %11, align 4
  %700 = sdiv i32 %699, 5
  %701 = sext i32 %700 to i64
  call void @mix(i64 noundef %701)
  %702 = load i32, ptr %11, align 4
  %703 = sdiv i32 %702, 6
  %704 = sext i32 %703 to i64
  call void @mix(i64 noundef %704)
  %705 = load i32, ptr %11, align 4
  %706 = sdiv i32 %705, 7
  %707 = sext i32 %706 to i64
  call void @mix(i64 noundef %707)
  %708 = load i32, ptr %11, align 4
  %709 = sdiv i32 %708, 10
  %710 = sext i32 %709 to i64
  call void @mix(i64 noundef %710)
  %711 = load i32, ptr %11, align 4
  %712 = sdiv i32 %711, 16
  %713 = sext i32 %712 to i64
  call void @mix(i64 noundef %713)
  %714 = load i32, ptr %11, align 4
  %715 = sdiv i32 %714, 100
  %716 = sext i32 %715 to i64
  call void @mix(i64 noundef %716)
  %717 = load i32, ptr %11, align 4
  %718 = sdiv i32 %717, -1
  %719 = sext i32 %718 to i64
  call void @mix(i64 noundef %719)
  %720 = load i32, ptr %11, align 4
  %721 = sdiv i32 %720, -2
  %722 = sext i32 %721 to i64
  call void @mix(i64 noundef %722)
  %723 = load i32, ptr %11, align 4
  %724 = sdiv i32 %723, -3
  %725 = sext i32 %724 to i64
  call void @mix(i64 noundef %725)
  %726 = load i32, ptr %11, align 4
  %727 = sdiv i32 %726, -7
  %728 = sext i32 %727 to i64
  call void @mix(i64 noundef %728)
  %729 = load i32, ptr %11, align 4
  %730 = sdiv i32 %729, -16
  %731 = sext i32 %730 to i64
  call void @mix(i64 noundef %731)
  %732 = load i32, ptr %11, align 4
  %733 = sdiv i32 %732, 1
  %734 = sext i32 %733 to i64
  call void @mix(i64 noundef %734)
  %735 = load i32, ptr %11, align 4
  %736 = sdiv i32 %735, 125
  %737 = sext i32 %736 to i64
  call void @mix(i64 noundef %737)
  %738 = load i32, ptr %11, align 4
  %739 = srem i32 %738, 2
  %740 = sext i32 %739 to i64
  call void @mix(i64 noundef %740)
  %741 = load i32, ptr %11, align 4
  %742 = srem i32 %741, 3
  %743 = sext i32 %742 to i64
  call void @mix(i64 noundef %743)
  %744 = load i32, ptr %11, align 4
  %745 = srem i32 %744, 7
  %746 = sext i32 %745 to i64
  call void @mix(i64 noundef %746)
  %747 = load i32, ptr %11, align 4
  %748 = srem i32 %747, 10
  %749 = sext i32 %748 to i64
  call void @mix(i64 noundef %749)
  %750 = load i32, ptr %11, align 4
  %751 = srem i32 %750, 16
  %752 = sext i32 %751 to i64
  call void @mix(i64 noundef %752)
  %753 = load i32, ptr %11, align 4
  %754 = srem i32 %753, -16
  %755 = sext i32 %754 to i64
  call void @mix(i64 noundef %755)
  %756 = load i32, ptr %11, align 4
  %757 = srem i32 %756, -3
  %758 = sext i32 %757 to i64
  call void @mix(i64 noundef %758)
  %759 = load i32, ptr %11, align 4
  %760 = srem i32 %759, 1
  %761 = sext i32 %760 to i64
  call void @mix(i64 noundef %761)
  %762 = load i32, ptr %11, align 4
  %763 = mul i32 1, %762
  %764 = mul i32 %763, 3
  %765 = sext i32 %764 to i64
  call void @mix(i64 noundef %765)
  %766 = load i32, ptr %11, align 4
  %767 = mul i32 1, %766
  %768 = mul i32 %767, -9
  %769 = sext i32 %768 to i64
  call void @mix(i64 noundef %769)
  %770 = load i32, ptr %11, align 4
  %771 = mul i32 1, %770
  %772 = mul i32 %771, 64
  %773 = sext i32 %772 to i64
  call void @mix(i64 noundef %773)
  br label %774

774:                                              ; preds = %690
  br label %775

775:                                              ; preds = %774, %685
  %776 = load i64, ptr %4, align 8
  %777 = icmp ne i64 %776, -9223372036854775808
  br i1 %777, label %778, label %837

778:                                              ; preds = %775
  br label %779

779:                                              ; preds = %778
  %780 = load i64, ptr %4, align 8
  store i64 %780, ptr %12, align 8
  %781 = load i64, ptr %12, align 8
  %782 = sdiv i64 %781, 2
  call void @mix(i64 noundef %782)
  %783 = load i64, ptr %12, align 8
  %784 = sdiv i64 %783, 3
  call void @mix(i64 noundef %784)
  %785 = load i64, ptr %12, align 8
  %786 = sdiv i64 %785, 5
  call void @mix(i64 noundef %786)
  %787 = load i64, ptr %12, align 8
  %788 = sdiv i64 %787, 6
  call void @mix(i64 noundef %788)
  %789 = load i64, ptr %12, align 8
  %790 = sdiv i64 %789, 7
  call void @mix(i64 noundef %790)
  %791 = load i64, ptr %12, align 8
  %792 = sdiv i64 %791, 10
  call void @mix(i64 noundef %792)
  %793 = load i64, ptr %12, align 8
  %794 = sdiv i64 %793, 16
  call void @mix(i64 noundef %794)
  %795 = load i64, ptr %12, align 8
  %796 = sdiv i64 %795, 100
  call void @mix(i64 noundef %796)
  %797 = load i64, ptr %12, align 8
  %798 = sdiv i64 %797, -1
  call void @mix(i64 noundef %798)
  %799 = load i64, ptr %12, align 8
  %800 = sdiv i64 %799, -2
  call void @mix(i64 noundef %800)
  %801 = load i64, ptr %12, align 8
  %802 = sdiv i64 %801, -3
  call void @mix(i64 noundef %802)
  %803 = load i64, ptr %12, align 8
  %804 = sdiv i64 %803, -7
  call void @mix(i64 noundef %804)
  %805 = load i64, ptr %12, align 8
  %806 = sdiv i64 %805, -16
  call void @mix(i64 noundef %806)
  %807 = load i64, ptr %12, align 8
  %808 = sdiv i64 %807, 1
  call void @mix(i64 noundef %808)
  %809 = load i64, ptr %12, align 8
  %810 = sdiv i64 %809, 125
  call void @mix(i64 noundef %810)
  %811 = load i64, ptr %12, align 8
  %812 = srem i64 %811, 2
  call void @mix(i64 noundef %812)
  %813 = load i64, ptr %12, align 8
  %814 = srem i64 %813, 3
  call void @mix(i64 noundef %814)
  %815 = load i64, ptr %12, align 8
  %816 = srem i64 %815, 7
  call void @mix(i64 noundef %816)
  %817 = load i64, ptr %12, align 8
  %818 = srem i64 %817, 10
  call void @mix(i64 noundef %818)
  %819 = load i64, ptr %12, align 8
  %820 = srem i64 %819, 16
  call void @mix(i64 noundef %820)
  %821 = load i64, ptr %12, align 8
  %822 = srem i64 %821, -16
  call void @mix(i64 noundef %822)
  %823 = load i64, ptr %12, align 8
  %824 = srem i64 %823, -3
  call void @mix(i64 noundef %824)
  %825 = load i64, ptr %12, align 8
  %826 = srem i64 %825, 1
  call void @mix(i64 noundef %826)
  %827 = load i64, ptr %12, align 8
  %828 = mul i64 1, %827
  %829 = mul i64 %828, 3
  call void @mix(i64 noundef %829)
  %830 = load i64, ptr %12, align 8
  %831 = mul i64 1, %830
  %832 = mul i64 %831, -9
  call void @mix(i64 noundef %832)
  %833 = load i64, ptr %12, align 8
  %834 = mul i64 1, %833
  %835 = mul i64 %834, 64
  call void @mix(i64 noundef %835)
  br label %836

836:                                              ; preds = %779
  br label %837

837:                                              ; preds = %836, %775
  %838 = load i32, ptr %2, align 4
  %839 = load i64, ptr %4, align 8
  %840 = load i64, ptr @hash, align 8
  %841 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %838, i64 noundef %839, i64 noundef %840)
  br label %842

842:                                              ; preds = %837
  %843 = load i32, ptr %2, align 4
  %844 = add i32 %843, 1
  store i32 %844, ptr %2, align 4
  br label %13, !llvm.loop !6

845:                                              ; preds = %13
  %846 = load i64, ptr @hash, align 8
  %847 = and i64 %846, 127
  %848 = trunc i64 %847 to i32
  ret i32 %848
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @hash, align 8
  %4 = load i64, ptr %2, align 8
  %5 = xor i64 %3, %4
  %6 = mul i64 %5, 1099511628211
  store i64 %6, ptr @hash, align 8
  ret void
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
