; ModuleID = 'programs/div_by_constants.c'
source_filename = "programs/div_by_constants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"i8\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"u8\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"i16\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"u16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"i32\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"u32\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"i64\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"u64\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@h = internal global i64 1469598103934665603, align 8
@vals = internal global [41 x i64] [i64 0, i64 1, i64 2, i64 3, i64 6, i64 7, i64 9, i64 10, i64 99, i64 100, i64 101, i64 127, i64 128, i64 200, i64 255, i64 256, i64 1000, i64 32767, i64 32768, i64 65535, i64 1000000007, i64 2147483647, i64 2147483648, i64 4294967295, i64 123456789012345, i64 9223372036854775807, i64 -1, i64 -2, i64 -3, i64 -7, i64 -10, i64 -99, i64 -100, i64 -101, i64 -127, i64 -128, i64 -32768, i64 -2147483647, i64 -2147483648, i64 -123456789012345, i64 -9223372036854775808], align 16
@bad = internal global i32 0, align 4
@.str.8 = private unnamed_addr constant [25 x i8] c"mismatch %s %lld / %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"%-3s %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [32 x i8] c"samples: %d %d %u %u %lld %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i8, align 1
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i8, align 1
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i8, align 1
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i8, align 1
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i8, align 1
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i8, align 1
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i32, align 4
  %41 = alloca i8, align 1
  %42 = alloca i8, align 1
  %43 = alloca i8, align 1
  %44 = alloca i32, align 4
  %45 = alloca i8, align 1
  %46 = alloca i8, align 1
  %47 = alloca i8, align 1
  %48 = alloca i32, align 4
  %49 = alloca i8, align 1
  %50 = alloca i8, align 1
  %51 = alloca i8, align 1
  %52 = alloca i32, align 4
  %53 = alloca i8, align 1
  %54 = alloca i8, align 1
  %55 = alloca i8, align 1
  %56 = alloca i32, align 4
  %57 = alloca i8, align 1
  %58 = alloca i8, align 1
  %59 = alloca i8, align 1
  %60 = alloca i32, align 4
  %61 = alloca i8, align 1
  %62 = alloca i8, align 1
  %63 = alloca i8, align 1
  %64 = alloca i32, align 4
  %65 = alloca i8, align 1
  %66 = alloca i8, align 1
  %67 = alloca i8, align 1
  %68 = alloca i32, align 4
  %69 = alloca i8, align 1
  %70 = alloca i8, align 1
  %71 = alloca i8, align 1
  %72 = alloca i32, align 4
  %73 = alloca i8, align 1
  %74 = alloca i8, align 1
  %75 = alloca i8, align 1
  %76 = alloca i32, align 4
  %77 = alloca i8, align 1
  %78 = alloca i8, align 1
  %79 = alloca i8, align 1
  %80 = alloca i32, align 4
  %81 = alloca i8, align 1
  %82 = alloca i8, align 1
  %83 = alloca i8, align 1
  %84 = alloca i32, align 4
  %85 = alloca i8, align 1
  %86 = alloca i8, align 1
  %87 = alloca i8, align 1
  %88 = alloca i32, align 4
  %89 = alloca i8, align 1
  %90 = alloca i8, align 1
  %91 = alloca i8, align 1
  %92 = alloca i32, align 4
  %93 = alloca i8, align 1
  %94 = alloca i8, align 1
  %95 = alloca i8, align 1
  %96 = alloca i32, align 4
  %97 = alloca i8, align 1
  %98 = alloca i8, align 1
  %99 = alloca i8, align 1
  %100 = alloca i32, align 4
  %101 = alloca i8, align 1
  %102 = alloca i8, align 1
  %103 = alloca i8, align 1
  %104 = alloca i32, align 4
  %105 = alloca i8, align 1
  %106 = alloca i8, align 1
  %107 = alloca i8, align 1
  %108 = alloca i32, align 4
  %109 = alloca i8, align 1
  %110 = alloca i8, align 1
  %111 = alloca i8, align 1
  %112 = alloca i32, align 4
  %113 = alloca i8, align 1
  %114 = alloca i8, align 1
  %115 = alloca i8, align 1
  %116 = alloca i32, align 4
  %117 = alloca i8, align 1
  %118 = alloca i8, align 1
  %119 = alloca i8, align 1
  %120 = alloca i32, align 4
  %121 = alloca i8, align 1
  %122 = alloca i8, align 1
  %123 = alloca i8, align 1
  %124 = alloca i32, align 4
  %125 = alloca i8, align 1
  %126 = alloca i8, align 1
  %127 = alloca i8, align 1
  %128 = alloca i32, align 4
  %129 = alloca i8, align 1
  %130 = alloca i8, align 1
  %131 = alloca i8, align 1
  %132 = alloca i32, align 4
  %133 = alloca i8, align 1
  %134 = alloca i8, align 1
  %135 = alloca i8, align 1
  %136 = alloca i32, align 4
  %137 = alloca i8, align 1
  %138 = alloca i8, align 1
  %139 = alloca i8, align 1
  %140 = alloca i32, align 4
  %141 = alloca i8, align 1
  %142 = alloca i8, align 1
  %143 = alloca i8, align 1
  %144 = alloca i32, align 4
  %145 = alloca i8, align 1
  %146 = alloca i8, align 1
  %147 = alloca i8, align 1
  %148 = alloca i32, align 4
  %149 = alloca i8, align 1
  %150 = alloca i8, align 1
  %151 = alloca i8, align 1
  %152 = alloca i32, align 4
  %153 = alloca i8, align 1
  %154 = alloca i8, align 1
  %155 = alloca i8, align 1
  %156 = alloca i32, align 4
  %157 = alloca i8, align 1
  %158 = alloca i8, align 1
  %159 = alloca i8, align 1
  %160 = alloca i32, align 4
  %161 = alloca i8, align 1
  %162 = alloca i8, align 1
  %163 = alloca i8, align 1
  %164 = alloca i32, align 4
  %165 = alloca i8, align 1
  %166 = alloca i8, align 1
  %167 = alloca i8, align 1
  %168 = alloca i32, align 4
  %169 = alloca i8, align 1
  %170 = alloca i8, align 1
  %171 = alloca i8, align 1
  %172 = alloca i32, align 4
  %173 = alloca i8, align 1
  %174 = alloca i8, align 1
  %175 = alloca i8, align 1
  %176 = alloca i32, align 4
  %177 = alloca i8, align 1
  %178 = alloca i8, align 1
  %179 = alloca i8, align 1
  %180 = alloca i32, align 4
  %181 = alloca i8, align 1
  %182 = alloca i8, align 1
  %183 = alloca i8, align 1
  %184 = alloca i32, align 4
  %185 = alloca i8, align 1
  %186 = alloca i8, align 1
  %187 = alloca i8, align 1
  %188 = alloca i32, align 4
  %189 = alloca i8, align 1
  %190 = alloca i8, align 1
  %191 = alloca i8, align 1
  %192 = alloca i32, align 4
  %193 = alloca i8, align 1
  %194 = alloca i8, align 1
  %195 = alloca i8, align 1
  %196 = alloca i32, align 4
  %197 = alloca i8, align 1
  %198 = alloca i8, align 1
  %199 = alloca i8, align 1
  %200 = alloca i32, align 4
  %201 = alloca i8, align 1
  %202 = alloca i8, align 1
  %203 = alloca i8, align 1
  %204 = alloca i32, align 4
  %205 = alloca i8, align 1
  %206 = alloca i8, align 1
  %207 = alloca i8, align 1
  %208 = alloca i32, align 4
  %209 = alloca i8, align 1
  %210 = alloca i8, align 1
  %211 = alloca i8, align 1
  %212 = alloca i32, align 4
  %213 = alloca i8, align 1
  %214 = alloca i8, align 1
  %215 = alloca i8, align 1
  %216 = alloca i32, align 4
  %217 = alloca i8, align 1
  %218 = alloca i8, align 1
  %219 = alloca i8, align 1
  %220 = alloca i32, align 4
  %221 = alloca i8, align 1
  %222 = alloca i8, align 1
  %223 = alloca i8, align 1
  %224 = alloca i32, align 4
  %225 = alloca i8, align 1
  %226 = alloca i8, align 1
  %227 = alloca i8, align 1
  %228 = alloca i32, align 4
  %229 = alloca i16, align 2
  %230 = alloca i16, align 2
  %231 = alloca i16, align 2
  %232 = alloca i32, align 4
  %233 = alloca i16, align 2
  %234 = alloca i16, align 2
  %235 = alloca i16, align 2
  %236 = alloca i32, align 4
  %237 = alloca i16, align 2
  %238 = alloca i16, align 2
  %239 = alloca i16, align 2
  %240 = alloca i32, align 4
  %241 = alloca i16, align 2
  %242 = alloca i16, align 2
  %243 = alloca i16, align 2
  %244 = alloca i32, align 4
  %245 = alloca i16, align 2
  %246 = alloca i16, align 2
  %247 = alloca i16, align 2
  %248 = alloca i32, align 4
  %249 = alloca i16, align 2
  %250 = alloca i16, align 2
  %251 = alloca i16, align 2
  %252 = alloca i32, align 4
  %253 = alloca i16, align 2
  %254 = alloca i16, align 2
  %255 = alloca i16, align 2
  %256 = alloca i32, align 4
  %257 = alloca i16, align 2
  %258 = alloca i16, align 2
  %259 = alloca i16, align 2
  %260 = alloca i32, align 4
  %261 = alloca i16, align 2
  %262 = alloca i16, align 2
  %263 = alloca i16, align 2
  %264 = alloca i32, align 4
  %265 = alloca i16, align 2
  %266 = alloca i16, align 2
  %267 = alloca i16, align 2
  %268 = alloca i32, align 4
  %269 = alloca i16, align 2
  %270 = alloca i16, align 2
  %271 = alloca i16, align 2
  %272 = alloca i32, align 4
  %273 = alloca i16, align 2
  %274 = alloca i16, align 2
  %275 = alloca i16, align 2
  %276 = alloca i32, align 4
  %277 = alloca i16, align 2
  %278 = alloca i16, align 2
  %279 = alloca i16, align 2
  %280 = alloca i32, align 4
  %281 = alloca i16, align 2
  %282 = alloca i16, align 2
  %283 = alloca i16, align 2
  %284 = alloca i32, align 4
  %285 = alloca i16, align 2
  %286 = alloca i16, align 2
  %287 = alloca i16, align 2
  %288 = alloca i32, align 4
  %289 = alloca i16, align 2
  %290 = alloca i16, align 2
  %291 = alloca i16, align 2
  %292 = alloca i32, align 4
  %293 = alloca i16, align 2
  %294 = alloca i16, align 2
  %295 = alloca i16, align 2
  %296 = alloca i32, align 4
  %297 = alloca i16, align 2
  %298 = alloca i16, align 2
  %299 = alloca i16, align 2
  %300 = alloca i32, align 4
  %301 = alloca i16, align 2
  %302 = alloca i16, align 2
  %303 = alloca i16, align 2
  %304 = alloca i32, align 4
  %305 = alloca i16, align 2
  %306 = alloca i16, align 2
  %307 = alloca i16, align 2
  %308 = alloca i32, align 4
  %309 = alloca i16, align 2
  %310 = alloca i16, align 2
  %311 = alloca i16, align 2
  %312 = alloca i32, align 4
  %313 = alloca i16, align 2
  %314 = alloca i16, align 2
  %315 = alloca i16, align 2
  %316 = alloca i32, align 4
  %317 = alloca i16, align 2
  %318 = alloca i16, align 2
  %319 = alloca i16, align 2
  %320 = alloca i32, align 4
  %321 = alloca i16, align 2
  %322 = alloca i16, align 2
  %323 = alloca i16, align 2
  %324 = alloca i32, align 4
  %325 = alloca i16, align 2
  %326 = alloca i16, align 2
  %327 = alloca i16, align 2
  %328 = alloca i32, align 4
  %329 = alloca i16, align 2
  %330 = alloca i16, align 2
  %331 = alloca i16, align 2
  %332 = alloca i32, align 4
  %333 = alloca i16, align 2
  %334 = alloca i16, align 2
  %335 = alloca i16, align 2
  %336 = alloca i32, align 4
  %337 = alloca i16, align 2
  %338 = alloca i16, align 2
  %339 = alloca i16, align 2
  %340 = alloca i32, align 4
  %341 = alloca i16, align 2
  %342 = alloca i16, align 2
  %343 = alloca i16, align 2
  %344 = alloca i32, align 4
  %345 = alloca i16, align 2
  %346 = alloca i16, align 2
  %347 = alloca i16, align 2
  %348 = alloca i32, align 4
  %349 = alloca i16, align 2
  %350 = alloca i16, align 2
  %351 = alloca i16, align 2
  %352 = alloca i32, align 4
  %353 = alloca i16, align 2
  %354 = alloca i16, align 2
  %355 = alloca i16, align 2
  %356 = alloca i32, align 4
  %357 = alloca i16, align 2
  %358 = alloca i16, align 2
  %359 = alloca i16, align 2
  %360 = alloca i32, align 4
  %361 = alloca i16, align 2
  %362 = alloca i16, align 2
  %363 = alloca i16, align 2
  %364 = alloca i32, align 4
  %365 = alloca i16, align 2
  %366 = alloca i16, align 2
  %367 = alloca i16, align 2
  %368 = alloca i32, align 4
  %369 = alloca i16, align 2
  %370 = alloca i16, align 2
  %371 = alloca i16, align 2
  %372 = alloca i32, align 4
  %373 = alloca i16, align 2
  %374 = alloca i16, align 2
  %375 = alloca i16, align 2
  %376 = alloca i32, align 4
  %377 = alloca i16, align 2
  %378 = alloca i16, align 2
  %379 = alloca i16, align 2
  %380 = alloca i32, align 4
  %381 = alloca i16, align 2
  %382 = alloca i16, align 2
  %383 = alloca i16, align 2
  %384 = alloca i32, align 4
  %385 = alloca i16, align 2
  %386 = alloca i16, align 2
  %387 = alloca i16, align 2
  %388 = alloca i32, align 4
  %389 = alloca i16, align 2
  %390 = alloca i16, align 2
  %391 = alloca i16, align 2
  %392 = alloca i32, align 4
  %393 = alloca i16, align 2
  %394 = alloca i16, align 2
  %395 = alloca i16, align 2
  %396 = alloca i32, align 4
  %397 = alloca i16, align 2
  %398 = alloca i16, align 2
  %399 = alloca i16, align 2
  %400 = alloca i32, align 4
  %401 = alloca i16, align 2
  %402 = alloca i16, align 2
  %403 = alloca i16, align 2
  %404 = alloca i32, align 4
  %405 = alloca i16, align 2
  %406 = alloca i16, align 2
  %407 = alloca i16, align 2
  %408 = alloca i32, align 4
  %409 = alloca i16, align 2
  %410 = alloca i16, align 2
  %411 = alloca i16, align 2
  %412 = alloca i32, align 4
  %413 = alloca i16, align 2
  %414 = alloca i16, align 2
  %415 = alloca i16, align 2
  %416 = alloca i32, align 4
  %417 = alloca i16, align 2
  %418 = alloca i16, align 2
  %419 = alloca i16, align 2
  %420 = alloca i32, align 4
  %421 = alloca i16, align 2
  %422 = alloca i16, align 2
  %423 = alloca i16, align 2
  %424 = alloca i32, align 4
  %425 = alloca i16, align 2
  %426 = alloca i16, align 2
  %427 = alloca i16, align 2
  %428 = alloca i32, align 4
  %429 = alloca i16, align 2
  %430 = alloca i16, align 2
  %431 = alloca i16, align 2
  %432 = alloca i32, align 4
  %433 = alloca i16, align 2
  %434 = alloca i16, align 2
  %435 = alloca i16, align 2
  %436 = alloca i32, align 4
  %437 = alloca i16, align 2
  %438 = alloca i16, align 2
  %439 = alloca i16, align 2
  %440 = alloca i32, align 4
  %441 = alloca i16, align 2
  %442 = alloca i16, align 2
  %443 = alloca i16, align 2
  %444 = alloca i32, align 4
  %445 = alloca i16, align 2
  %446 = alloca i16, align 2
  %447 = alloca i16, align 2
  %448 = alloca i32, align 4
  %449 = alloca i16, align 2
  %450 = alloca i16, align 2
  %451 = alloca i16, align 2
  %452 = alloca i32, align 4
  %453 = alloca i32, align 4
  %454 = alloca i32, align 4
  %455 = alloca i32, align 4
  %456 = alloca i32, align 4
  %457 = alloca i32, align 4
  %458 = alloca i32, align 4
  %459 = alloca i32, align 4
  %460 = alloca i32, align 4
  %461 = alloca i32, align 4
  %462 = alloca i32, align 4
  %463 = alloca i32, align 4
  %464 = alloca i32, align 4
  %465 = alloca i32, align 4
  %466 = alloca i32, align 4
  %467 = alloca i32, align 4
  %468 = alloca i32, align 4
  %469 = alloca i32, align 4
  %470 = alloca i32, align 4
  %471 = alloca i32, align 4
  %472 = alloca i32, align 4
  %473 = alloca i32, align 4
  %474 = alloca i32, align 4
  %475 = alloca i32, align 4
  %476 = alloca i32, align 4
  %477 = alloca i32, align 4
  %478 = alloca i32, align 4
  %479 = alloca i32, align 4
  %480 = alloca i32, align 4
  %481 = alloca i32, align 4
  %482 = alloca i32, align 4
  %483 = alloca i32, align 4
  %484 = alloca i32, align 4
  %485 = alloca i32, align 4
  %486 = alloca i32, align 4
  %487 = alloca i32, align 4
  %488 = alloca i32, align 4
  %489 = alloca i32, align 4
  %490 = alloca i32, align 4
  %491 = alloca i32, align 4
  %492 = alloca i32, align 4
  %493 = alloca i32, align 4
  %494 = alloca i32, align 4
  %495 = alloca i32, align 4
  %496 = alloca i32, align 4
  %497 = alloca i32, align 4
  %498 = alloca i32, align 4
  %499 = alloca i32, align 4
  %500 = alloca i32, align 4
  %501 = alloca i32, align 4
  %502 = alloca i32, align 4
  %503 = alloca i32, align 4
  %504 = alloca i32, align 4
  %505 = alloca i32, align 4
  %506 = alloca i32, align 4
  %507 = alloca i32, align 4
  %508 = alloca i32, align 4
  %509 = alloca i32, align 4
  %510 = alloca i32, align 4
  %511 = alloca i32, align 4
  %512 = alloca i32, align 4
  %513 = alloca i32, align 4
  %514 = alloca i32, align 4
  %515 = alloca i32, align 4
  %516 = alloca i32, align 4
  %517 = alloca i32, align 4
  %518 = alloca i32, align 4
  %519 = alloca i32, align 4
  %520 = alloca i32, align 4
  %521 = alloca i32, align 4
  %522 = alloca i32, align 4
  %523 = alloca i32, align 4
  %524 = alloca i32, align 4
  %525 = alloca i32, align 4
  %526 = alloca i32, align 4
  %527 = alloca i32, align 4
  %528 = alloca i32, align 4
  %529 = alloca i32, align 4
  %530 = alloca i32, align 4
  %531 = alloca i32, align 4
  %532 = alloca i32, align 4
  %533 = alloca i32, align 4
  %534 = alloca i32, align 4
  %535 = alloca i32, align 4
  %536 = alloca i32, align 4
  %537 = alloca i32, align 4
  %538 = alloca i32, align 4
  %539 = alloca i32, align 4
  %540 = alloca i32, align 4
  %541 = alloca i32, align 4
  %542 = alloca i32, align 4
  %543 = alloca i32, align 4
  %544 = alloca i32, align 4
  %545 = alloca i32, align 4
  %546 = alloca i32, align 4
  %547 = alloca i32, align 4
  %548 = alloca i32, align 4
  %549 = alloca i32, align 4
  %550 = alloca i32, align 4
  %551 = alloca i32, align 4
  %552 = alloca i32, align 4
  %553 = alloca i32, align 4
  %554 = alloca i32, align 4
  %555 = alloca i32, align 4
  %556 = alloca i32, align 4
  %557 = alloca i32, align 4
  %558 = alloca i32, align 4
  %559 = alloca i32, align 4
  %560 = alloca i32, align 4
  %561 = alloca i32, align 4
  %562 = alloca i32, align 4
  %563 = alloca i32, align 4
  %564 = alloca i32, align 4
  %565 = alloca i32, align 4
  %566 = alloca i32, align 4
  %567 = alloca i32, align 4
  %568 = alloca i32, align 4
  %569 = alloca i32, align 4
  %570 = alloca i32, align 4
  %571 = alloca i32, align 4
  %572 = alloca i32, align 4
  %573 = alloca i32, align 4
  %574 = alloca i32, align 4
  %575 = alloca i32, align 4
  %576 = alloca i32, align 4
  %577 = alloca i32, align 4
  %578 = alloca i32, align 4
  %579 = alloca i32, align 4
  %580 = alloca i32, align 4
  %581 = alloca i32, align 4
  %582 = alloca i32, align 4
  %583 = alloca i32, align 4
  %584 = alloca i32, align 4
  %585 = alloca i32, align 4
  %586 = alloca i32, align 4
  %587 = alloca i32, align 4
  %588 = alloca i32, align 4
  %589 = alloca i32, align 4
  %590 = alloca i32, align 4
  %591 = alloca i32, align 4
  %592 = alloca i32, align 4
  %593 = alloca i32, align 4
  %594 = alloca i32, align 4
  %595 = alloca i32, align 4
  %596 = alloca i32, align 4
  %597 = alloca i32, align 4
  %598 = alloca i32, align 4
  %599 = alloca i32, align 4
  %600 = alloca i32, align 4
  %601 = alloca i32, align 4
  %602 = alloca i32, align 4
  %603 = alloca i32, align 4
  %604 = alloca i32, align 4
  %605 = alloca i32, align 4
  %606 = alloca i32, align 4
  %607 = alloca i32, align 4
  %608 = alloca i32, align 4
  %609 = alloca i32, align 4
  %610 = alloca i32, align 4
  %611 = alloca i32, align 4
  %612 = alloca i32, align 4
  %613 = alloca i32, align 4
  %614 = alloca i32, align 4
  %615 = alloca i32, align 4
  %616 = alloca i32, align 4
  %617 = alloca i32, align 4
  %618 = alloca i32, align 4
  %619 = alloca i32, align 4
  %620 = alloca i32, align 4
  %621 = alloca i32, align 4
  %622 = alloca i32, align 4
  %623 = alloca i32, align 4
  %624 = alloca i32, align 4
  %625 = alloca i32, align 4
  %626 = alloca i32, align 4
  %627 = alloca i32, align 4
  %628 = alloca i32, align 4
  %629 = alloca i32, align 4
  %630 = alloca i32, align 4
  %631 = alloca i32, align 4
  %632 = alloca i32, align 4
  %633 = alloca i32, align 4
  %634 = alloca i32, align 4
  %635 = alloca i32, align 4
  %636 = alloca i32, align 4
  %637 = alloca i32, align 4
  %638 = alloca i32, align 4
  %639 = alloca i32, align 4
  %640 = alloca i32, align 4
  %641 = alloca i32, align 4
  %642 = alloca i32, align 4
  %643 = alloca i32, align 4
  %644 = alloca i32, align 4
  %645 = alloca i32, align 4
  %646 = alloca i32, align 4
  %647 = alloca i32, align 4
  %648 = alloca i32, align 4
  %649 = alloca i32, align 4
  %650 = alloca i32, align 4
  %651 = alloca i32, align 4
  %652 = alloca i32, align 4
  %653 = alloca i32, align 4
  %654 = alloca i32, align 4
  %655 = alloca i32, align 4
  %656 = alloca i32, align 4
  %657 = alloca i32, align 4
  %658 = alloca i32, align 4
  %659 = alloca i32, align 4
  %660 = alloca i32, align 4
  %661 = alloca i32, align 4
  %662 = alloca i32, align 4
  %663 = alloca i32, align 4
  %664 = alloca i32, align 4
  %665 = alloca i32, align 4
  %666 = alloca i32, align 4
  %667 = alloca i32, align 4
  %668 = alloca i32, align 4
  %669 = alloca i32, align 4
  %670 = alloca i32, align 4
  %671 = alloca i32, align 4
  %672 = alloca i32, align 4
  %673 = alloca i32, align 4
  %674 = alloca i32, align 4
  %675 = alloca i32, align 4
  %676 = alloca i32, align 4
  %677 = alloca i32, align 4
  %678 = alloca i32, align 4
  %679 = alloca i32, align 4
  %680 = alloca i32, align 4
  %681 = alloca i64, align 8
  %682 = alloca i64, align 8
  %683 = alloca i64, align 8
  %684 = alloca i32, align 4
  %685 = alloca i64, align 8
  %686 = alloca i64, align 8
  %687 = alloca i64, align 8
  %688 = alloca i32, align 4
  %689 = alloca i64, align 8
  %690 = alloca i64, align 8
  %691 = alloca i64, align 8
  %692 = alloca i32, align 4
  %693 = alloca i64, align 8
  %694 = alloca i64, align 8
  %695 = alloca i64, align 8
  %696 = alloca i32, align 4
  %697 = alloca i64, align 8
  %698 = alloca i64, align 8
  %699 = alloca i64, align 8
  %700 = alloca i32, align 4
  %701 = alloca i64, align 8
  %702 = alloca i64, align 8
  %703 = alloca i64, align 8
  %704 = alloca i32, align 4
  %705 = alloca i64, align 8
  %706 = alloca i64, align 8
  %707 = alloca i64, align 8
  %708 = alloca i32, align 4
  %709 = alloca i64, align 8
  %710 = alloca i64, align 8
  %711 = alloca i64, align 8
  %712 = alloca i32, align 4
  %713 = alloca i64, align 8
  %714 = alloca i64, align 8
  %715 = alloca i64, align 8
  %716 = alloca i32, align 4
  %717 = alloca i64, align 8
  %718 = alloca i64, align 8
  %719 = alloca i64, align 8
  %720 = alloca i32, align 4
  %721 = alloca i64, align 8
  %722 = alloca i64, align 8
  %723 = alloca i64, align 8
  %724 = alloca i32, align 4
  %725 = alloca i64, align 8
  %726 = alloca i64, align 8
  %727 = alloca i64, align 8
  %728 = alloca i32, align 4
  %729 = alloca i64, align 8
  %730 = alloca i64, align 8
  %731 = alloca i64, align 8
  %732 = alloca i32, align 4
  %733 = alloca i64, align 8
  %734 = alloca i64, align 8
  %735 = alloca i64, align 8
  %736 = alloca i32, align 4
  %737 = alloca i64, align 8
  %738 = alloca i64, align 8
  %739 = alloca i64, align 8
  %740 = alloca i32, align 4
  %741 = alloca i64, align 8
  %742 = alloca i64, align 8
  %743 = alloca i64, align 8
  %744 = alloca i32, align 4
  %745 = alloca i64, align 8
  %746 = alloca i64, align 8
  %747 = alloca i64, align 8
  %748 = alloca i32, align 4
  %749 = alloca i64, align 8
  %750 = alloca i64, align 8
  %751 = alloca i64, align 8
  %752 = alloca i32, align 4
  %753 = alloca i64, align 8
  %754 = alloca i64, align 8
  %755 = alloca i64, align 8
  %756 = alloca i32, align 4
  %757 = alloca i64, align 8
  %758 = alloca i64, align 8
  %759 = alloca i64, align 8
  %760 = alloca i32, align 4
  %761 = alloca i64, align 8
  %762 = alloca i64, align 8
  %763 = alloca i64, align 8
  %764 = alloca i32, align 4
  %765 = alloca i64, align 8
  %766 = alloca i64, align 8
  %767 = alloca i64, align 8
  %768 = alloca i32, align 4
  %769 = alloca i64, align 8
  %770 = alloca i64, align 8
  %771 = alloca i64, align 8
  %772 = alloca i32, align 4
  %773 = alloca i64, align 8
  %774 = alloca i64, align 8
  %775 = alloca i64, align 8
  %776 = alloca i32, align 4
  %777 = alloca i64, align 8
  %778 = alloca i64, align 8
  %779 = alloca i64, align 8
  %780 = alloca i32, align 4
  %781 = alloca i64, align 8
  %782 = alloca i64, align 8
  %783 = alloca i64, align 8
  %784 = alloca i32, align 4
  %785 = alloca i64, align 8
  %786 = alloca i64, align 8
  %787 = alloca i64, align 8
  %788 = alloca i32, align 4
  %789 = alloca i64, align 8
  %790 = alloca i64, align 8
  %791 = alloca i64, align 8
  %792 = alloca i32, align 4
  %793 = alloca i64, align 8
  %794 = alloca i64, align 8
  %795 = alloca i64, align 8
  %796 = alloca i32, align 4
  %797 = alloca i64, align 8
  %798 = alloca i64, align 8
  %799 = alloca i64, align 8
  %800 = alloca i32, align 4
  %801 = alloca i64, align 8
  %802 = alloca i64, align 8
  %803 = alloca i64, align 8
  %804 = alloca i32, align 4
  %805 = alloca i64, align 8
  %806 = alloca i64, align 8
  %807 = alloca i64, align 8
  %808 = alloca i32, align 4
  %809 = alloca i64, align 8
  %810 = alloca i64, align 8
  %811 = alloca i64, align 8
  %812 = alloca i32, align 4
  %813 = alloca i64, align 8
  %814 = alloca i64, align 8
  %815 = alloca i64, align 8
  %816 = alloca i32, align 4
  %817 = alloca i64, align 8
  %818 = alloca i64, align 8
  %819 = alloca i64, align 8
  %820 = alloca i32, align 4
  %821 = alloca i64, align 8
  %822 = alloca i64, align 8
  %823 = alloca i64, align 8
  %824 = alloca i32, align 4
  %825 = alloca i64, align 8
  %826 = alloca i64, align 8
  %827 = alloca i64, align 8
  %828 = alloca i32, align 4
  %829 = alloca i64, align 8
  %830 = alloca i64, align 8
  %831 = alloca i64, align 8
  %832 = alloca i32, align 4
  %833 = alloca i64, align 8
  %834 = alloca i64, align 8
  %835 = alloca i64, align 8
  %836 = alloca i32, align 4
  %837 = alloca i64, align 8
  %838 = alloca i64, align 8
  %839 = alloca i64, align 8
  %840 = alloca i32, align 4
  %841 = alloca i64, align 8
  %842 = alloca i64, align 8
  %843 = alloca i64, align 8
  %844 = alloca i32, align 4
  %845 = alloca i64, align 8
  %846 = alloca i64, align 8
  %847 = alloca i64, align 8
  %848 = alloca i32, align 4
  %849 = alloca i64, align 8
  %850 = alloca i64, align 8
  %851 = alloca i64, align 8
  %852 = alloca i32, align 4
  %853 = alloca i64, align 8
  %854 = alloca i64, align 8
  %855 = alloca i64, align 8
  %856 = alloca i32, align 4
  %857 = alloca i64, align 8
  %858 = alloca i64, align 8
  %859 = alloca i64, align 8
  %860 = alloca i32, align 4
  %861 = alloca i64, align 8
  %862 = alloca i64, align 8
  %863 = alloca i64, align 8
  %864 = alloca i32, align 4
  %865 = alloca i64, align 8
  %866 = alloca i64, align 8
  %867 = alloca i64, align 8
  %868 = alloca i32, align 4
  %869 = alloca i64, align 8
  %870 = alloca i64, align 8
  %871 = alloca i64, align 8
  %872 = alloca i32, align 4
  %873 = alloca i64, align 8
  %874 = alloca i64, align 8
  %875 = alloca i64, align 8
  %876 = alloca i32, align 4
  %877 = alloca i64, align 8
  %878 = alloca i64, align 8
  %879 = alloca i64, align 8
  %880 = alloca i32, align 4
  %881 = alloca i64, align 8
  %882 = alloca i64, align 8
  %883 = alloca i64, align 8
  %884 = alloca i32, align 4
  %885 = alloca i64, align 8
  %886 = alloca i64, align 8
  %887 = alloca i64, align 8
  %888 = alloca i32, align 4
  %889 = alloca i64, align 8
  %890 = alloca i64, align 8
  %891 = alloca i64, align 8
  %892 = alloca i32, align 4
  %893 = alloca i64, align 8
  %894 = alloca i64, align 8
  %895 = alloca i64, align 8
  %896 = alloca i32, align 4
  %897 = alloca i64, align 8
  %898 = alloca i64, align 8
  %899 = alloca i64, align 8
  %900 = alloca i32, align 4
  %901 = alloca i64, align 8
  %902 = alloca i64, align 8
  %903 = alloca i64, align 8
  %904 = alloca i32, align 4
  %905 = alloca i64, align 8
  %906 = alloca i64, align 8
  %907 = alloca i64, align 8
  %908 = alloca i32, align 4
  %909 = alloca i64, align 8
  %910 = alloca i64, align 8
  %911 = alloca i64, align 8
  %912 = alloca i32, align 4
  %913 = alloca i32, align 4
  %914 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.names, i64 64, i1 false)
  store i32 0, ptr %3, align 4
  br label %915

915:                                              ; preds = %10452, %0
  %916 = load i32, ptr %3, align 4
  %917 = icmp slt i32 %916, 8
  br i1 %917, label %918, label %10455

918:                                              ; preds = %915
  store i64 1469598103934665603, ptr @h, align 8
  %919 = load i32, ptr %3, align 4
  switch i32 %919, label %10445 [
    i32 0, label %920
    i32 1, label %2237
    i32 2, label %3554
    i32 3, label %4871
    i32 4, label %6188
    i32 5, label %7281
    i32 6, label %8413
    i32 7, label %9429
  ]

920:                                              ; preds = %918
  br label %921

921:                                              ; preds = %920
  store i32 0, ptr %4, align 4
  br label %922

922:                                              ; preds = %963, %921
  %923 = load i32, ptr %4, align 4
  %924 = icmp slt i32 %923, 41
  br i1 %924, label %925, label %966

925:                                              ; preds = %922
  %926 = load i32, ptr %4, align 4
  %927 = sext i32 %926 to i64
  %928 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %927
  %929 = load volatile i64, ptr %928, align 8
  %930 = trunc i64 %929 to i8
  store i8 %930, ptr %5, align 1
  %931 = load i8, ptr %5, align 1
  %932 = sext i8 %931 to i32
  %933 = sdiv i32 %932, 1
  %934 = trunc i32 %933 to i8
  store i8 %934, ptr %6, align 1
  %935 = load i8, ptr %5, align 1
  %936 = sext i8 %935 to i32
  %937 = srem i32 %936, 1
  %938 = trunc i32 %937 to i8
  store i8 %938, ptr %7, align 1
  %939 = load i8, ptr %6, align 1
  %940 = sext i8 %939 to i64
  call void @mix(i64 noundef %940)
  %941 = load i8, ptr %7, align 1
  %942 = sext i8 %941 to i64
  call void @mix(i64 noundef %942)
  %943 = load i8, ptr %6, align 1
  %944 = sext i8 %943 to i32
  %945 = load i8, ptr %5, align 1
  %946 = call signext i8 @i8_var_div(i8 noundef signext %945, i8 noundef signext 1)
  %947 = sext i8 %946 to i32
  %948 = icmp ne i32 %944, %947
  br i1 %948, label %956, label %949

949:                                              ; preds = %925
  %950 = load i8, ptr %7, align 1
  %951 = sext i8 %950 to i32
  %952 = load i8, ptr %5, align 1
  %953 = call signext i8 @i8_var_rem(i8 noundef signext %952, i8 noundef signext 1)
  %954 = sext i8 %953 to i32
  %955 = icmp ne i32 %951, %954
  br i1 %955, label %956, label %962

956:                                              ; preds = %949, %925
  %957 = load i32, ptr @bad, align 4
  %958 = add nsw i32 %957, 1
  store i32 %958, ptr @bad, align 4
  %959 = load i8, ptr %5, align 1
  %960 = sext i8 %959 to i64
  %961 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %960, i64 noundef 1)
  br label %962

962:                                              ; preds = %956, %949
  br label %963

963:                                              ; preds = %962
  %964 = load i32, ptr %4, align 4
  %965 = add nsw i32 %964, 1
  store i32 %965, ptr %4, align 4
  br label %922, !llvm.loop !6

966:                                              ; preds = %922
  br label %967

967:                                              ; preds = %966
  br label %968

968:                                              ; preds = %967
  store i32 0, ptr %8, align 4
  br label %969

969:                                              ; preds = %1010, %968
  %970 = load i32, ptr %8, align 4
  %971 = icmp slt i32 %970, 41
  br i1 %971, label %972, label %1013

972:                                              ; preds = %969
  %973 = load i32, ptr %8, align 4
  %974 = sext i32 %973 to i64
  %975 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %974
  %976 = load volatile i64, ptr %975, align 8
  %977 = trunc i64 %976 to i8
  store i8 %977, ptr %9, align 1
  %978 = load i8, ptr %9, align 1
  %979 = sext i8 %978 to i32
  %980 = sdiv i32 %979, 2
  %981 = trunc i32 %980 to i8
  store i8 %981, ptr %10, align 1
  %982 = load i8, ptr %9, align 1
  %983 = sext i8 %982 to i32
  %984 = srem i32 %983, 2
  %985 = trunc i32 %984 to i8
  store i8 %985, ptr %11, align 1
  %986 = load i8, ptr %10, align 1
  %987 = sext i8 %986 to i64
  call void @mix(i64 noundef %987)
  %988 = load i8, ptr %11, align 1
  %989 = sext i8 %988 to i64
  call void @mix(i64 noundef %989)
  %990 = load i8, ptr %10, align 1
  %991 = sext i8 %990 to i32
  %992 = load i8, ptr %9, align 1
  %993 = call signext i8 @i8_var_div(i8 noundef signext %992, i8 noundef signext 2)
  %994 = sext i8 %993 to i32
  %995 = icmp ne i32 %991, %994
  br i1 %995, label %1003, label %996

996:                                              ; preds = %972
  %997 = load i8, ptr %11, align 1
  %998 = sext i8 %997 to i32
  %999 = load i8, ptr %9, align 1
  %1000 = call signext i8 @i8_var_rem(i8 noundef signext %999, i8 noundef signext 2)
  %1001 = sext i8 %1000 to i32
  %1002 = icmp ne i32 %998, %1001
  br i1 %1002, label %1003, label %1009

1003:                                             ; preds = %996, %972
  %1004 = load i32, ptr @bad, align 4
  %1005 = add nsw i32 %1004, 1
  store i32 %1005, ptr @bad, align 4
  %1006 = load i8, ptr %9, align 1
  %1007 = sext i8 %1006 to i64
  %1008 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1007, i64 noundef 2)
  br label %1009

1009:                                             ; preds = %1003, %996
  br label %1010

1010:                                             ; preds = %1009
  %1011 = load i32, ptr %8, align 4
  %1012 = add nsw i32 %1011, 1
  store i32 %1012, ptr %8, align 4
  br label %969, !llvm.loop !8

1013:                                             ; preds = %969
  br label %1014

1014:                                             ; preds = %1013
  br label %1015

1015:                                             ; preds = %1014
  store i32 0, ptr %12, align 4
  br label %1016

1016:                                             ; preds = %1057, %1015
  %1017 = load i32, ptr %12, align 4
  %1018 = icmp slt i32 %1017, 41
  br i1 %1018, label %1019, label %1060

1019:                                             ; preds = %1016
  %1020 = load i32, ptr %12, align 4
  %1021 = sext i32 %1020 to i64
  %1022 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1021
  %1023 = load volatile i64, ptr %1022, align 8
  %1024 = trunc i64 %1023 to i8
  store i8 %1024, ptr %13, align 1
  %1025 = load i8, ptr %13, align 1
  %1026 = sext i8 %1025 to i32
  %1027 = sdiv i32 %1026, 3
  %1028 = trunc i32 %1027 to i8
  store i8 %1028, ptr %14, align 1
  %1029 = load i8, ptr %13, align 1
  %1030 = sext i8 %1029 to i32
  %1031 = srem i32 %1030, 3
  %1032 = trunc i32 %1031 to i8
  store i8 %1032, ptr %15, align 1
  %1033 = load i8, ptr %14, align 1
  %1034 = sext i8 %1033 to i64
  call void @mix(i64 noundef %1034)
  %1035 = load i8, ptr %15, align 1
  %1036 = sext i8 %1035 to i64
  call void @mix(i64 noundef %1036)
  %1037 = load i8, ptr %14, align 1
  %1038 = sext i8 %1037 to i32
  %1039 = load i8, ptr %13, align 1
  %1040 = call signext i8 @i8_var_div(i8 noundef signext %1039, i8 noundef signext 3)
  %1041 = sext i8 %1040 to i32
  %1042 = icmp ne i32 %1038, %1041
  br i1 %1042, label %1050, label %1043

1043:                                             ; preds = %1019
  %1044 = load i8, ptr %15, align 1
  %1045 = sext i8 %1044 to i32
  %1046 = load i8, ptr %13, align 1
  %1047 = call signext i8 @i8_var_rem(i8 noundef signext %1046, i8 noundef signext 3)
  %1048 = sext i8 %1047 to i32
  %1049 = icmp ne i32 %1045, %1048
  br i1 %1049, label %1050, label %1056

1050:                                             ; preds = %1043, %1019
  %1051 = load i32, ptr @bad, align 4
  %1052 = add nsw i32 %1051, 1
  store i32 %1052, ptr @bad, align 4
  %1053 = load i8, ptr %13, align 1
  %1054 = sext i8 %1053 to i64
  %1055 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1054, i64 noundef 3)
  br label %1056

1056:                                             ; preds = %1050, %1043
  br label %1057

1057:                                             ; preds = %1056
  %1058 = load i32, ptr %12, align 4
  %1059 = add nsw i32 %1058, 1
  store i32 %1059, ptr %12, align 4
  br label %1016, !llvm.loop !9

1060:                                             ; preds = %1016
  br label %1061

1061:                                             ; preds = %1060
  br label %1062

1062:                                             ; preds = %1061
  store i32 0, ptr %16, align 4
  br label %1063

1063:                                             ; preds = %1104, %1062
  %1064 = load i32, ptr %16, align 4
  %1065 = icmp slt i32 %1064, 41
  br i1 %1065, label %1066, label %1107

1066:                                             ; preds = %1063
  %1067 = load i32, ptr %16, align 4
  %1068 = sext i32 %1067 to i64
  %1069 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1068
  %1070 = load volatile i64, ptr %1069, align 8
  %1071 = trunc i64 %1070 to i8
  store i8 %1071, ptr %17, align 1
  %1072 = load i8, ptr %17, align 1
  %1073 = sext i8 %1072 to i32
  %1074 = sdiv i32 %1073, 5
  %1075 = trunc i32 %1074 to i8
  store i8 %1075, ptr %18, align 1
  %1076 = load i8, ptr %17, align 1
  %1077 = sext i8 %1076 to i32
  %1078 = srem i32 %1077, 5
  %1079 = trunc i32 %1078 to i8
  store i8 %1079, ptr %19, align 1
  %1080 = load i8, ptr %18, align 1
  %1081 = sext i8 %1080 to i64
  call void @mix(i64 noundef %1081)
  %1082 = load i8, ptr %19, align 1
  %1083 = sext i8 %1082 to i64
  call void @mix(i64 noundef %1083)
  %1084 = load i8, ptr %18, align 1
  %1085 = sext i8 %1084 to i32
  %1086 = load i8, ptr %17, align 1
  %1087 = call signext i8 @i8_var_div(i8 noundef signext %1086, i8 noundef signext 5)
  %1088 = sext i8 %1087 to i32
  %1089 = icmp ne i32 %1085, %1088
  br i1 %1089, label %1097, label %1090

1090:                                             ; preds = %1066
  %1091 = load i8, ptr %19, align 1
  %1092 = sext i8 %1091 to i32
  %1093 = load i8, ptr %17, align 1
  %1094 = call signext i8 @i8_var_rem(i8 noundef signext %1093, i8 noundef signext 5)
  %1095 = sext i8 %1094 to i32
  %1096 = icmp ne i32 %1092, %1095
  br i1 %1096, label %1097, label %1103

1097:                                             ; preds = %1090, %1066
  %1098 = load i32, ptr @bad, align 4
  %1099 = add nsw i32 %1098, 1
  store i32 %1099, ptr @bad, align 4
  %1100 = load i8, ptr %17, align 1
  %1101 = sext i8 %1100 to i64
  %1102 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1101, i64 noundef 5)
  br label %1103

1103:                                             ; preds = %1097, %1090
  br label %1104

1104:                                             ; preds = %1103
  %1105 = load i32, ptr %16, align 4
  %1106 = add nsw i32 %1105, 1
  store i32 %1106, ptr %16, align 4
  br label %1063, !llvm.loop !10

1107:                                             ; preds = %1063
  br label %1108

1108:                                             ; preds = %1107
  br label %1109

1109:                                             ; preds = %1108
  store i32 0, ptr %20, align 4
  br label %1110

1110:                                             ; preds = %1151, %1109
  %1111 = load i32, ptr %20, align 4
  %1112 = icmp slt i32 %1111, 41
  br i1 %1112, label %1113, label %1154

1113:                                             ; preds = %1110
  %1114 = load i32, ptr %20, align 4
  %1115 = sext i32 %1114 to i64
  %1116 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1115
  %1117 = load volatile i64, ptr %1116, align 8
  %1118 = trunc i64 %1117 to i8
  store i8 %1118, ptr %21, align 1
  %1119 = load i8, ptr %21, align 1
  %1120 = sext i8 %1119 to i32
  %1121 = sdiv i32 %1120, 6
  %1122 = trunc i32 %1121 to i8
  store i8 %1122, ptr %22, align 1
  %1123 = load i8, ptr %21, align 1
  %1124 = sext i8 %1123 to i32
  %1125 = srem i32 %1124, 6
  %1126 = trunc i32 %1125 to i8
  store i8 %1126, ptr %23, align 1
  %1127 = load i8, ptr %22, align 1
  %1128 = sext i8 %1127 to i64
  call void @mix(i64 noundef %1128)
  %1129 = load i8, ptr %23, align 1
  %1130 = sext i8 %1129 to i64
  call void @mix(i64 noundef %1130)
  %1131 = load i8, ptr %22, align 1
  %1132 = sext i8 %1131 to i32
  %1133 = load i8, ptr %21, align 1
  %1134 = call signext i8 @i8_var_div(i8 noundef signext %1133, i8 noundef signext 6)
  %1135 = sext i8 %1134 to i32
  %1136 = icmp ne i32 %1132, %1135
  br i1 %1136, label %1144, label %1137

1137:                                             ; preds = %1113
  %1138 = load i8, ptr %23, align 1
  %1139 = sext i8 %1138 to i32
  %1140 = load i8, ptr %21, align 1
  %1141 = call signext i8 @i8_var_rem(i8 noundef signext %1140, i8 noundef signext 6)
  %1142 = sext i8 %1141 to i32
  %1143 = icmp ne i32 %1139, %1142
  br i1 %1143, label %1144, label %1150

1144:                                             ; preds = %1137, %1113
  %1145 = load i32, ptr @bad, align 4
  %1146 = add nsw i32 %1145, 1
  store i32 %1146, ptr @bad, align 4
  %1147 = load i8, ptr %21, align 1
  %1148 = sext i8 %1147 to i64
  %1149 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1148, i64 noundef 6)
  br label %1150

1150:                                             ; preds = %1144, %1137
  br label %1151

1151:                                             ; preds = %1150
  %1152 = load i32, ptr %20, align 4
  %1153 = add nsw i32 %1152, 1
  store i32 %1153, ptr %20, align 4
  br label %1110, !llvm.loop !11

1154:                                             ; preds = %1110
  br label %1155

1155:                                             ; preds = %1154
  br label %1156

1156:                                             ; preds = %1155
  store i32 0, ptr %24, align 4
  br label %1157

1157:                                             ; preds = %1198, %1156
  %1158 = load i32, ptr %24, align 4
  %1159 = icmp slt i32 %1158, 41
  br i1 %1159, label %1160, label %1201

1160:                                             ; preds = %1157
  %1161 = load i32, ptr %24, align 4
  %1162 = sext i32 %1161 to i64
  %1163 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1162
  %1164 = load volatile i64, ptr %1163, align 8
  %1165 = trunc i64 %1164 to i8
  store i8 %1165, ptr %25, align 1
  %1166 = load i8, ptr %25, align 1
  %1167 = sext i8 %1166 to i32
  %1168 = sdiv i32 %1167, 7
  %1169 = trunc i32 %1168 to i8
  store i8 %1169, ptr %26, align 1
  %1170 = load i8, ptr %25, align 1
  %1171 = sext i8 %1170 to i32
  %1172 = srem i32 %1171, 7
  %1173 = trunc i32 %1172 to i8
  store i8 %1173, ptr %27, align 1
  %1174 = load i8, ptr %26, align 1
  %1175 = sext i8 %1174 to i64
  call void @mix(i64 noundef %1175)
  %1176 = load i8, ptr %27, align 1
  %1177 = sext i8 %1176 to i64
  call void @mix(i64 noundef %1177)
  %1178 = load i8, ptr %26, align 1
  %1179 = sext i8 %1178 to i32
  %1180 = load i8, ptr %25, align 1
  %1181 = call signext i8 @i8_var_div(i8 noundef signext %1180, i8 noundef signext 7)
  %1182 = sext i8 %1181 to i32
  %1183 = icmp ne i32 %1179, %1182
  br i1 %1183, label %1191, label %1184

1184:                                             ; preds = %1160
  %1185 = load i8, ptr %27, align 1
  %1186 = sext i8 %1185 to i32
  %1187 = load i8, ptr %25, align 1
  %1188 = call signext i8 @i8_var_rem(i8 noundef signext %1187, i8 noundef signext 7)
  %1189 = sext i8 %1188 to i32
  %1190 = icmp ne i32 %1186, %1189
  br i1 %1190, label %1191, label %1197

1191:                                             ; preds = %1184, %1160
  %1192 = load i32, ptr @bad, align 4
  %1193 = add nsw i32 %1192, 1
  store i32 %1193, ptr @bad, align 4
  %1194 = load i8, ptr %25, align 1
  %1195 = sext i8 %1194 to i64
  %1196 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1195, i64 noundef 7)
  br label %1197

1197:                                             ; preds = %1191, %1184
  br label %1198

1198:                                             ; preds = %1197
  %1199 = load i32, ptr %24, align 4
  %1200 = add nsw i32 %1199, 1
  store i32 %1200, ptr %24, align 4
  br label %1157, !llvm.loop !12

1201:                                             ; preds = %1157
  br label %1202

1202:                                             ; preds = %1201
  br label %1203

1203:                                             ; preds = %1202
  store i32 0, ptr %28, align 4
  br label %1204

1204:                                             ; preds = %1245, %1203
  %1205 = load i32, ptr %28, align 4
  %1206 = icmp slt i32 %1205, 41
  br i1 %1206, label %1207, label %1248

1207:                                             ; preds = %1204
  %1208 = load i32, ptr %28, align 4
  %1209 = sext i32 %1208 to i64
  %1210 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1209
  %1211 = load volatile i64, ptr %1210, align 8
  %1212 = trunc i64 %1211 to i8
  store i8 %1212, ptr %29, align 1
  %1213 = load i8, ptr %29, align 1
  %1214 = sext i8 %1213 to i32
  %1215 = sdiv i32 %1214, 9
  %1216 = trunc i32 %1215 to i8
  store i8 %1216, ptr %30, align 1
  %1217 = load i8, ptr %29, align 1
  %1218 = sext i8 %1217 to i32
  %1219 = srem i32 %1218, 9
  %1220 = trunc i32 %1219 to i8
  store i8 %1220, ptr %31, align 1
  %1221 = load i8, ptr %30, align 1
  %1222 = sext i8 %1221 to i64
  call void @mix(i64 noundef %1222)
  %1223 = load i8, ptr %31, align 1
  %1224 = sext i8 %1223 to i64
  call void @mix(i64 noundef %1224)
  %1225 = load i8, ptr %30, align 1
  %1226 = sext i8 %1225 to i32
  %1227 = load i8, ptr %29, align 1
  %1228 = call signext i8 @i8_var_div(i8 noundef signext %1227, i8 noundef signext 9)
  %1229 = sext i8 %1228 to i32
  %1230 = icmp ne i32 %1226, %1229
  br i1 %1230, label %1238, label %1231

1231:                                             ; preds = %1207
  %1232 = load i8, ptr %31, align 1
  %1233 = sext i8 %1232 to i32
  %1234 = load i8, ptr %29, align 1
  %1235 = call signext i8 @i8_var_rem(i8 noundef signext %1234, i8 noundef signext 9)
  %1236 = sext i8 %1235 to i32
  %1237 = icmp ne i32 %1233, %1236
  br i1 %1237, label %1238, label %1244

1238:                                             ; preds = %1231, %1207
  %1239 = load i32, ptr @bad, align 4
  %1240 = add nsw i32 %1239, 1
  store i32 %1240, ptr @bad, align 4
  %1241 = load i8, ptr %29, align 1
  %1242 = sext i8 %1241 to i64
  %1243 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1242, i64 noundef 9)
  br label %1244

1244:                                             ; preds = %1238, %1231
  br label %1245

1245:                                             ; preds = %1244
  %1246 = load i32, ptr %28, align 4
  %1247 = add nsw i32 %1246, 1
  store i32 %1247, ptr %28, align 4
  br label %1204, !llvm.loop !13

1248:                                             ; preds = %1204
  br label %1249

1249:                                             ; preds = %1248
  br label %1250

1250:                                             ; preds = %1249
  store i32 0, ptr %32, align 4
  br label %1251

1251:                                             ; preds = %1292, %1250
  %1252 = load i32, ptr %32, align 4
  %1253 = icmp slt i32 %1252, 41
  br i1 %1253, label %1254, label %1295

1254:                                             ; preds = %1251
  %1255 = load i32, ptr %32, align 4
  %1256 = sext i32 %1255 to i64
  %1257 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1256
  %1258 = load volatile i64, ptr %1257, align 8
  %1259 = trunc i64 %1258 to i8
  store i8 %1259, ptr %33, align 1
  %1260 = load i8, ptr %33, align 1
  %1261 = sext i8 %1260 to i32
  %1262 = sdiv i32 %1261, 10
  %1263 = trunc i32 %1262 to i8
  store i8 %1263, ptr %34, align 1
  %1264 = load i8, ptr %33, align 1
  %1265 = sext i8 %1264 to i32
  %1266 = srem i32 %1265, 10
  %1267 = trunc i32 %1266 to i8
  store i8 %1267, ptr %35, align 1
  %1268 = load i8, ptr %34, align 1
  %1269 = sext i8 %1268 to i64
  call void @mix(i64 noundef %1269)
  %1270 = load i8, ptr %35, align 1
  %1271 = sext i8 %1270 to i64
  call void @mix(i64 noundef %1271)
  %1272 = load i8, ptr %34, align 1
  %1273 = sext i8 %1272 to i32
  %1274 = load i8, ptr %33, align 1
  %1275 = call signext i8 @i8_var_div(i8 noundef signext %1274, i8 noundef signext 10)
  %1276 = sext i8 %1275 to i32
  %1277 = icmp ne i32 %1273, %1276
  br i1 %1277, label %1285, label %1278

1278:                                             ; preds = %1254
  %1279 = load i8, ptr %35, align 1
  %1280 = sext i8 %1279 to i32
  %1281 = load i8, ptr %33, align 1
  %1282 = call signext i8 @i8_var_rem(i8 noundef signext %1281, i8 noundef signext 10)
  %1283 = sext i8 %1282 to i32
  %1284 = icmp ne i32 %1280, %1283
  br i1 %1284, label %1285, label %1291

1285:                                             ; preds = %1278, %1254
  %1286 = load i32, ptr @bad, align 4
  %1287 = add nsw i32 %1286, 1
  store i32 %1287, ptr @bad, align 4
  %1288 = load i8, ptr %33, align 1
  %1289 = sext i8 %1288 to i64
  %1290 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1289, i64 noundef 10)
  br label %1291

1291:                                             ; preds = %1285, %1278
  br label %1292

1292:                                             ; preds = %1291
  %1293 = load i32, ptr %32, align 4
  %1294 = add nsw i32 %1293, 1
  store i32 %1294, ptr %32, align 4
  br label %1251, !llvm.loop !14

1295:                                             ; preds = %1251
  br label %1296

1296:                                             ; preds = %1295
  br label %1297

1297:                                             ; preds = %1296
  store i32 0, ptr %36, align 4
  br label %1298

1298:                                             ; preds = %1339, %1297
  %1299 = load i32, ptr %36, align 4
  %1300 = icmp slt i32 %1299, 41
  br i1 %1300, label %1301, label %1342

1301:                                             ; preds = %1298
  %1302 = load i32, ptr %36, align 4
  %1303 = sext i32 %1302 to i64
  %1304 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1303
  %1305 = load volatile i64, ptr %1304, align 8
  %1306 = trunc i64 %1305 to i8
  store i8 %1306, ptr %37, align 1
  %1307 = load i8, ptr %37, align 1
  %1308 = sext i8 %1307 to i32
  %1309 = sdiv i32 %1308, 11
  %1310 = trunc i32 %1309 to i8
  store i8 %1310, ptr %38, align 1
  %1311 = load i8, ptr %37, align 1
  %1312 = sext i8 %1311 to i32
  %1313 = srem i32 %1312, 11
  %1314 = trunc i32 %1313 to i8
  store i8 %1314, ptr %39, align 1
  %1315 = load i8, ptr %38, align 1
  %1316 = sext i8 %1315 to i64
  call void @mix(i64 noundef %1316)
  %1317 = load i8, ptr %39, align 1
  %1318 = sext i8 %1317 to i64
  call void @mix(i64 noundef %1318)
  %1319 = load i8, ptr %38, align 1
  %1320 = sext i8 %1319 to i32
  %1321 = load i8, ptr %37, align 1
  %1322 = call signext i8 @i8_var_div(i8 noundef signext %1321, i8 noundef signext 11)
  %1323 = sext i8 %1322 to i32
  %1324 = icmp ne i32 %1320, %1323
  br i1 %1324, label %1332, label %1325

1325:                                             ; preds = %1301
  %1326 = load i8, ptr %39, align 1
  %1327 = sext i8 %1326 to i32
  %1328 = load i8, ptr %37, align 1
  %1329 = call signext i8 @i8_var_rem(i8 noundef signext %1328, i8 noundef signext 11)
  %1330 = sext i8 %1329 to i32
  %1331 = icmp ne i32 %1327, %1330
  br i1 %1331, label %1332, label %1338

1332:                                             ; preds = %1325, %1301
  %1333 = load i32, ptr @bad, align 4
  %1334 = add nsw i32 %1333, 1
  store i32 %1334, ptr @bad, align 4
  %1335 = load i8, ptr %37, align 1
  %1336 = sext i8 %1335 to i64
  %1337 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1336, i64 noundef 11)
  br label %1338

1338:                                             ; preds = %1332, %1325
  br label %1339

1339:                                             ; preds = %1338
  %1340 = load i32, ptr %36, align 4
  %1341 = add nsw i32 %1340, 1
  store i32 %1341, ptr %36, align 4
  br label %1298, !llvm.loop !15

1342:                                             ; preds = %1298
  br label %1343

1343:                                             ; preds = %1342
  br label %1344

1344:                                             ; preds = %1343
  store i32 0, ptr %40, align 4
  br label %1345

1345:                                             ; preds = %1386, %1344
  %1346 = load i32, ptr %40, align 4
  %1347 = icmp slt i32 %1346, 41
  br i1 %1347, label %1348, label %1389

1348:                                             ; preds = %1345
  %1349 = load i32, ptr %40, align 4
  %1350 = sext i32 %1349 to i64
  %1351 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1350
  %1352 = load volatile i64, ptr %1351, align 8
  %1353 = trunc i64 %1352 to i8
  store i8 %1353, ptr %41, align 1
  %1354 = load i8, ptr %41, align 1
  %1355 = sext i8 %1354 to i32
  %1356 = sdiv i32 %1355, 12
  %1357 = trunc i32 %1356 to i8
  store i8 %1357, ptr %42, align 1
  %1358 = load i8, ptr %41, align 1
  %1359 = sext i8 %1358 to i32
  %1360 = srem i32 %1359, 12
  %1361 = trunc i32 %1360 to i8
  store i8 %1361, ptr %43, align 1
  %1362 = load i8, ptr %42, align 1
  %1363 = sext i8 %1362 to i64
  call void @mix(i64 noundef %1363)
  %1364 = load i8, ptr %43, align 1
  %1365 = sext i8 %1364 to i64
  call void @mix(i64 noundef %1365)
  %1366 = load i8, ptr %42, align 1
  %1367 = sext i8 %1366 to i32
  %1368 = load i8, ptr %41, align 1
  %1369 = call signext i8 @i8_var_div(i8 noundef signext %1368, i8 noundef signext 12)
  %1370 = sext i8 %1369 to i32
  %1371 = icmp ne i32 %1367, %1370
  br i1 %1371, label %1379, label %1372

1372:                                             ; preds = %1348
  %1373 = load i8, ptr %43, align 1
  %1374 = sext i8 %1373 to i32
  %1375 = load i8, ptr %41, align 1
  %1376 = call signext i8 @i8_var_rem(i8 noundef signext %1375, i8 noundef signext 12)
  %1377 = sext i8 %1376 to i32
  %1378 = icmp ne i32 %1374, %1377
  br i1 %1378, label %1379, label %1385

1379:                                             ; preds = %1372, %1348
  %1380 = load i32, ptr @bad, align 4
  %1381 = add nsw i32 %1380, 1
  store i32 %1381, ptr @bad, align 4
  %1382 = load i8, ptr %41, align 1
  %1383 = sext i8 %1382 to i64
  %1384 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1383, i64 noundef 12)
  br label %1385

1385:                                             ; preds = %1379, %1372
  br label %1386

1386:                                             ; preds = %1385
  %1387 = load i32, ptr %40, align 4
  %1388 = add nsw i32 %1387, 1
  store i32 %1388, ptr %40, align 4
  br label %1345, !llvm.loop !16

1389:                                             ; preds = %1345
  br label %1390

1390:                                             ; preds = %1389
  br label %1391

1391:                                             ; preds = %1390
  store i32 0, ptr %44, align 4
  br label %1392

1392:                                             ; preds = %1433, %1391
  %1393 = load i32, ptr %44, align 4
  %1394 = icmp slt i32 %1393, 41
  br i1 %1394, label %1395, label %1436

1395:                                             ; preds = %1392
  %1396 = load i32, ptr %44, align 4
  %1397 = sext i32 %1396 to i64
  %1398 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1397
  %1399 = load volatile i64, ptr %1398, align 8
  %1400 = trunc i64 %1399 to i8
  store i8 %1400, ptr %45, align 1
  %1401 = load i8, ptr %45, align 1
  %1402 = sext i8 %1401 to i32
  %1403 = sdiv i32 %1402, 13
  %1404 = trunc i32 %1403 to i8
  store i8 %1404, ptr %46, align 1
  %1405 = load i8, ptr %45, align 1
  %1406 = sext i8 %1405 to i32
  %1407 = srem i32 %1406, 13
  %1408 = trunc i32 %1407 to i8
  store i8 %1408, ptr %47, align 1
  %1409 = load i8, ptr %46, align 1
  %1410 = sext i8 %1409 to i64
  call void @mix(i64 noundef %1410)
  %1411 = load i8, ptr %47, align 1
  %1412 = sext i8 %1411 to i64
  call void @mix(i64 noundef %1412)
  %1413 = load i8, ptr %46, align 1
  %1414 = sext i8 %1413 to i32
  %1415 = load i8, ptr %45, align 1
  %1416 = call signext i8 @i8_var_div(i8 noundef signext %1415, i8 noundef signext 13)
  %1417 = sext i8 %1416 to i32
  %1418 = icmp ne i32 %1414, %1417
  br i1 %1418, label %1426, label %1419

1419:                                             ; preds = %1395
  %1420 = load i8, ptr %47, align 1
  %1421 = sext i8 %1420 to i32
  %1422 = load i8, ptr %45, align 1
  %1423 = call signext i8 @i8_var_rem(i8 noundef signext %1422, i8 noundef signext 13)
  %1424 = sext i8 %1423 to i32
  %1425 = icmp ne i32 %1421, %1424
  br i1 %1425, label %1426, label %1432

1426:                                             ; preds = %1419, %1395
  %1427 = load i32, ptr @bad, align 4
  %1428 = add nsw i32 %1427, 1
  store i32 %1428, ptr @bad, align 4
  %1429 = load i8, ptr %45, align 1
  %1430 = sext i8 %1429 to i64
  %1431 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1430, i64 noundef 13)
  br label %1432

1432:                                             ; preds = %1426, %1419
  br label %1433

1433:                                             ; preds = %1432
  %1434 = load i32, ptr %44, align 4
  %1435 = add nsw i32 %1434, 1
  store i32 %1435, ptr %44, align 4
  br label %1392, !llvm.loop !17

1436:                                             ; preds = %1392
  br label %1437

1437:                                             ; preds = %1436
  br label %1438

1438:                                             ; preds = %1437
  store i32 0, ptr %48, align 4
  br label %1439

1439:                                             ; preds = %1480, %1438
  %1440 = load i32, ptr %48, align 4
  %1441 = icmp slt i32 %1440, 41
  br i1 %1441, label %1442, label %1483

1442:                                             ; preds = %1439
  %1443 = load i32, ptr %48, align 4
  %1444 = sext i32 %1443 to i64
  %1445 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1444
  %1446 = load volatile i64, ptr %1445, align 8
  %1447 = trunc i64 %1446 to i8
  store i8 %1447, ptr %49, align 1
  %1448 = load i8, ptr %49, align 1
  %1449 = sext i8 %1448 to i32
  %1450 = sdiv i32 %1449, 14
  %1451 = trunc i32 %1450 to i8
  store i8 %1451, ptr %50, align 1
  %1452 = load i8, ptr %49, align 1
  %1453 = sext i8 %1452 to i32
  %1454 = srem i32 %1453, 14
  %1455 = trunc i32 %1454 to i8
  store i8 %1455, ptr %51, align 1
  %1456 = load i8, ptr %50, align 1
  %1457 = sext i8 %1456 to i64
  call void @mix(i64 noundef %1457)
  %1458 = load i8, ptr %51, align 1
  %1459 = sext i8 %1458 to i64
  call void @mix(i64 noundef %1459)
  %1460 = load i8, ptr %50, align 1
  %1461 = sext i8 %1460 to i32
  %1462 = load i8, ptr %49, align 1
  %1463 = call signext i8 @i8_var_div(i8 noundef signext %1462, i8 noundef signext 14)
  %1464 = sext i8 %1463 to i32
  %1465 = icmp ne i32 %1461, %1464
  br i1 %1465, label %1473, label %1466

1466:                                             ; preds = %1442
  %1467 = load i8, ptr %51, align 1
  %1468 = sext i8 %1467 to i32
  %1469 = load i8, ptr %49, align 1
  %1470 = call signext i8 @i8_var_rem(i8 noundef signext %1469, i8 noundef signext 14)
  %1471 = sext i8 %1470 to i32
  %1472 = icmp ne i32 %1468, %1471
  br i1 %1472, label %1473, label %1479

1473:                                             ; preds = %1466, %1442
  %1474 = load i32, ptr @bad, align 4
  %1475 = add nsw i32 %1474, 1
  store i32 %1475, ptr @bad, align 4
  %1476 = load i8, ptr %49, align 1
  %1477 = sext i8 %1476 to i64
  %1478 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1477, i64 noundef 14)
  br label %1479

1479:                                             ; preds = %1473, %1466
  br label %1480

1480:                                             ; preds = %1479
  %1481 = load i32, ptr %48, align 4
  %1482 = add nsw i32 %1481, 1
  store i32 %1482, ptr %48, align 4
  br label %1439, !llvm.loop !18

1483:                                             ; preds = %1439
  br label %1484

1484:                                             ; preds = %1483
  br label %1485

1485:                                             ; preds = %1484
  store i32 0, ptr %52, align 4
  br label %1486

1486:                                             ; preds = %1527, %1485
  %1487 = load i32, ptr %52, align 4
  %1488 = icmp slt i32 %1487, 41
  br i1 %1488, label %1489, label %1530

1489:                                             ; preds = %1486
  %1490 = load i32, ptr %52, align 4
  %1491 = sext i32 %1490 to i64
  %1492 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1491
  %1493 = load volatile i64, ptr %1492, align 8
  %1494 = trunc i64 %1493 to i8
  store i8 %1494, ptr %53, align 1
  %1495 = load i8, ptr %53, align 1
  %1496 = sext i8 %1495 to i32
  %1497 = sdiv i32 %1496, 15
  %1498 = trunc i32 %1497 to i8
  store i8 %1498, ptr %54, align 1
  %1499 = load i8, ptr %53, align 1
  %1500 = sext i8 %1499 to i32
  %1501 = srem i32 %1500, 15
  %1502 = trunc i32 %1501 to i8
  store i8 %1502, ptr %55, align 1
  %1503 = load i8, ptr %54, align 1
  %1504 = sext i8 %1503 to i64
  call void @mix(i64 noundef %1504)
  %1505 = load i8, ptr %55, align 1
  %1506 = sext i8 %1505 to i64
  call void @mix(i64 noundef %1506)
  %1507 = load i8, ptr %54, align 1
  %1508 = sext i8 %1507 to i32
  %1509 = load i8, ptr %53, align 1
  %1510 = call signext i8 @i8_var_div(i8 noundef signext %1509, i8 noundef signext 15)
  %1511 = sext i8 %1510 to i32
  %1512 = icmp ne i32 %1508, %1511
  br i1 %1512, label %1520, label %1513

1513:                                             ; preds = %1489
  %1514 = load i8, ptr %55, align 1
  %1515 = sext i8 %1514 to i32
  %1516 = load i8, ptr %53, align 1
  %1517 = call signext i8 @i8_var_rem(i8 noundef signext %1516, i8 noundef signext 15)
  %1518 = sext i8 %1517 to i32
  %1519 = icmp ne i32 %1515, %1518
  br i1 %1519, label %1520, label %1526

1520:                                             ; preds = %1513, %1489
  %1521 = load i32, ptr @bad, align 4
  %1522 = add nsw i32 %1521, 1
  store i32 %1522, ptr @bad, align 4
  %1523 = load i8, ptr %53, align 1
  %1524 = sext i8 %1523 to i64
  %1525 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1524, i64 noundef 15)
  br label %1526

1526:                                             ; preds = %1520, %1513
  br label %1527

1527:                                             ; preds = %1526
  %1528 = load i32, ptr %52, align 4
  %1529 = add nsw i32 %1528, 1
  store i32 %1529, ptr %52, align 4
  br label %1486, !llvm.loop !19

1530:                                             ; preds = %1486
  br label %1531

1531:                                             ; preds = %1530
  br label %1532

1532:                                             ; preds = %1531
  store i32 0, ptr %56, align 4
  br label %1533

1533:                                             ; preds = %1574, %1532
  %1534 = load i32, ptr %56, align 4
  %1535 = icmp slt i32 %1534, 41
  br i1 %1535, label %1536, label %1577

1536:                                             ; preds = %1533
  %1537 = load i32, ptr %56, align 4
  %1538 = sext i32 %1537 to i64
  %1539 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1538
  %1540 = load volatile i64, ptr %1539, align 8
  %1541 = trunc i64 %1540 to i8
  store i8 %1541, ptr %57, align 1
  %1542 = load i8, ptr %57, align 1
  %1543 = sext i8 %1542 to i32
  %1544 = sdiv i32 %1543, 16
  %1545 = trunc i32 %1544 to i8
  store i8 %1545, ptr %58, align 1
  %1546 = load i8, ptr %57, align 1
  %1547 = sext i8 %1546 to i32
  %1548 = srem i32 %1547, 16
  %1549 = trunc i32 %1548 to i8
  store i8 %1549, ptr %59, align 1
  %1550 = load i8, ptr %58, align 1
  %1551 = sext i8 %1550 to i64
  call void @mix(i64 noundef %1551)
  %1552 = load i8, ptr %59, align 1
  %1553 = sext i8 %1552 to i64
  call void @mix(i64 noundef %1553)
  %1554 = load i8, ptr %58, align 1
  %1555 = sext i8 %1554 to i32
  %1556 = load i8, ptr %57, align 1
  %1557 = call signext i8 @i8_var_div(i8 noundef signext %1556, i8 noundef signext 16)
  %1558 = sext i8 %1557 to i32
  %1559 = icmp ne i32 %1555, %1558
  br i1 %1559, label %1567, label %1560

1560:                                             ; preds = %1536
  %1561 = load i8, ptr %59, align 1
  %1562 = sext i8 %1561 to i32
  %1563 = load i8, ptr %57, align 1
  %1564 = call signext i8 @i8_var_rem(i8 noundef signext %1563, i8 noundef signext 16)
  %1565 = sext i8 %1564 to i32
  %1566 = icmp ne i32 %1562, %1565
  br i1 %1566, label %1567, label %1573

1567:                                             ; preds = %1560, %1536
  %1568 = load i32, ptr @bad, align 4
  %1569 = add nsw i32 %1568, 1
  store i32 %1569, ptr @bad, align 4
  %1570 = load i8, ptr %57, align 1
  %1571 = sext i8 %1570 to i64
  %1572 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1571, i64 noundef 16)
  br label %1573

1573:                                             ; preds = %1567, %1560
  br label %1574

1574:                                             ; preds = %1573
  %1575 = load i32, ptr %56, align 4
  %1576 = add nsw i32 %1575, 1
  store i32 %1576, ptr %56, align 4
  br label %1533, !llvm.loop !20

1577:                                             ; preds = %1533
  br label %1578

1578:                                             ; preds = %1577
  br label %1579

1579:                                             ; preds = %1578
  store i32 0, ptr %60, align 4
  br label %1580

1580:                                             ; preds = %1621, %1579
  %1581 = load i32, ptr %60, align 4
  %1582 = icmp slt i32 %1581, 41
  br i1 %1582, label %1583, label %1624

1583:                                             ; preds = %1580
  %1584 = load i32, ptr %60, align 4
  %1585 = sext i32 %1584 to i64
  %1586 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1585
  %1587 = load volatile i64, ptr %1586, align 8
  %1588 = trunc i64 %1587 to i8
  store i8 %1588, ptr %61, align 1
  %1589 = load i8, ptr %61, align 1
  %1590 = sext i8 %1589 to i32
  %1591 = sdiv i32 %1590, 17
  %1592 = trunc i32 %1591 to i8
  store i8 %1592, ptr %62, align 1
  %1593 = load i8, ptr %61, align 1
  %1594 = sext i8 %1593 to i32
  %1595 = srem i32 %1594, 17
  %1596 = trunc i32 %1595 to i8
  store i8 %1596, ptr %63, align 1
  %1597 = load i8, ptr %62, align 1
  %1598 = sext i8 %1597 to i64
  call void @mix(i64 noundef %1598)
  %1599 = load i8, ptr %63, align 1
  %1600 = sext i8 %1599 to i64
  call void @mix(i64 noundef %1600)
  %1601 = load i8, ptr %62, align 1
  %1602 = sext i8 %1601 to i32
  %1603 = load i8, ptr %61, align 1
  %1604 = call signext i8 @i8_var_div(i8 noundef signext %1603, i8 noundef signext 17)
  %1605 = sext i8 %1604 to i32
  %1606 = icmp ne i32 %1602, %1605
  br i1 %1606, label %1614, label %1607

1607:                                             ; preds = %1583
  %1608 = load i8, ptr %63, align 1
  %1609 = sext i8 %1608 to i32
  %1610 = load i8, ptr %61, align 1
  %1611 = call signext i8 @i8_var_rem(i8 noundef signext %1610, i8 noundef signext 17)
  %1612 = sext i8 %1611 to i32
  %1613 = icmp ne i32 %1609, %1612
  br i1 %1613, label %1614, label %1620

1614:                                             ; preds = %1607, %1583
  %1615 = load i32, ptr @bad, align 4
  %1616 = add nsw i32 %1615, 1
  store i32 %1616, ptr @bad, align 4
  %1617 = load i8, ptr %61, align 1
  %1618 = sext i8 %1617 to i64
  %1619 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1618, i64 noundef 17)
  br label %1620

1620:                                             ; preds = %1614, %1607
  br label %1621

1621:                                             ; preds = %1620
  %1622 = load i32, ptr %60, align 4
  %1623 = add nsw i32 %1622, 1
  store i32 %1623, ptr %60, align 4
  br label %1580, !llvm.loop !21

1624:                                             ; preds = %1580
  br label %1625

1625:                                             ; preds = %1624
  br label %1626

1626:                                             ; preds = %1625
  store i32 0, ptr %64, align 4
  br label %1627

1627:                                             ; preds = %1668, %1626
  %1628 = load i32, ptr %64, align 4
  %1629 = icmp slt i32 %1628, 41
  br i1 %1629, label %1630, label %1671

1630:                                             ; preds = %1627
  %1631 = load i32, ptr %64, align 4
  %1632 = sext i32 %1631 to i64
  %1633 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1632
  %1634 = load volatile i64, ptr %1633, align 8
  %1635 = trunc i64 %1634 to i8
  store i8 %1635, ptr %65, align 1
  %1636 = load i8, ptr %65, align 1
  %1637 = sext i8 %1636 to i32
  %1638 = sdiv i32 %1637, 19
  %1639 = trunc i32 %1638 to i8
  store i8 %1639, ptr %66, align 1
  %1640 = load i8, ptr %65, align 1
  %1641 = sext i8 %1640 to i32
  %1642 = srem i32 %1641, 19
  %1643 = trunc i32 %1642 to i8
  store i8 %1643, ptr %67, align 1
  %1644 = load i8, ptr %66, align 1
  %1645 = sext i8 %1644 to i64
  call void @mix(i64 noundef %1645)
  %1646 = load i8, ptr %67, align 1
  %1647 = sext i8 %1646 to i64
  call void @mix(i64 noundef %1647)
  %1648 = load i8, ptr %66, align 1
  %1649 = sext i8 %1648 to i32
  %1650 = load i8, ptr %65, align 1
  %1651 = call signext i8 @i8_var_div(i8 noundef signext %1650, i8 noundef signext 19)
  %1652 = sext i8 %1651 to i32
  %1653 = icmp ne i32 %1649, %1652
  br i1 %1653, label %1661, label %1654

1654:                                             ; preds = %1630
  %1655 = load i8, ptr %67, align 1
  %1656 = sext i8 %1655 to i32
  %1657 = load i8, ptr %65, align 1
  %1658 = call signext i8 @i8_var_rem(i8 noundef signext %1657, i8 noundef signext 19)
  %1659 = sext i8 %1658 to i32
  %1660 = icmp ne i32 %1656, %1659
  br i1 %1660, label %1661, label %1667

1661:                                             ; preds = %1654, %1630
  %1662 = load i32, ptr @bad, align 4
  %1663 = add nsw i32 %1662, 1
  store i32 %1663, ptr @bad, align 4
  %1664 = load i8, ptr %65, align 1
  %1665 = sext i8 %1664 to i64
  %1666 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1665, i64 noundef 19)
  br label %1667

1667:                                             ; preds = %1661, %1654
  br label %1668

1668:                                             ; preds = %1667
  %1669 = load i32, ptr %64, align 4
  %1670 = add nsw i32 %1669, 1
  store i32 %1670, ptr %64, align 4
  br label %1627, !llvm.loop !22

1671:                                             ; preds = %1627
  br label %1672

1672:                                             ; preds = %1671
  br label %1673

1673:                                             ; preds = %1672
  store i32 0, ptr %68, align 4
  br label %1674

1674:                                             ; preds = %1715, %1673
  %1675 = load i32, ptr %68, align 4
  %1676 = icmp slt i32 %1675, 41
  br i1 %1676, label %1677, label %1718

1677:                                             ; preds = %1674
  %1678 = load i32, ptr %68, align 4
  %1679 = sext i32 %1678 to i64
  %1680 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1679
  %1681 = load volatile i64, ptr %1680, align 8
  %1682 = trunc i64 %1681 to i8
  store i8 %1682, ptr %69, align 1
  %1683 = load i8, ptr %69, align 1
  %1684 = sext i8 %1683 to i32
  %1685 = sdiv i32 %1684, 25
  %1686 = trunc i32 %1685 to i8
  store i8 %1686, ptr %70, align 1
  %1687 = load i8, ptr %69, align 1
  %1688 = sext i8 %1687 to i32
  %1689 = srem i32 %1688, 25
  %1690 = trunc i32 %1689 to i8
  store i8 %1690, ptr %71, align 1
  %1691 = load i8, ptr %70, align 1
  %1692 = sext i8 %1691 to i64
  call void @mix(i64 noundef %1692)
  %1693 = load i8, ptr %71, align 1
  %1694 = sext i8 %1693 to i64
  call void @mix(i64 noundef %1694)
  %1695 = load i8, ptr %70, align 1
  %1696 = sext i8 %1695 to i32
  %1697 = load i8, ptr %69, align 1
  %1698 = call signext i8 @i8_var_div(i8 noundef signext %1697, i8 noundef signext 25)
  %1699 = sext i8 %1698 to i32
  %1700 = icmp ne i32 %1696, %1699
  br i1 %1700, label %1708, label %1701

1701:                                             ; preds = %1677
  %1702 = load i8, ptr %71, align 1
  %1703 = sext i8 %1702 to i32
  %1704 = load i8, ptr %69, align 1
  %1705 = call signext i8 @i8_var_rem(i8 noundef signext %1704, i8 noundef signext 25)
  %1706 = sext i8 %1705 to i32
  %1707 = icmp ne i32 %1703, %1706
  br i1 %1707, label %1708, label %1714

1708:                                             ; preds = %1701, %1677
  %1709 = load i32, ptr @bad, align 4
  %1710 = add nsw i32 %1709, 1
  store i32 %1710, ptr @bad, align 4
  %1711 = load i8, ptr %69, align 1
  %1712 = sext i8 %1711 to i64
  %1713 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1712, i64 noundef 25)
  br label %1714

1714:                                             ; preds = %1708, %1701
  br label %1715

1715:                                             ; preds = %1714
  %1716 = load i32, ptr %68, align 4
  %1717 = add nsw i32 %1716, 1
  store i32 %1717, ptr %68, align 4
  br label %1674, !llvm.loop !23

1718:                                             ; preds = %1674
  br label %1719

1719:                                             ; preds = %1718
  br label %1720

1720:                                             ; preds = %1719
  store i32 0, ptr %72, align 4
  br label %1721

1721:                                             ; preds = %1762, %1720
  %1722 = load i32, ptr %72, align 4
  %1723 = icmp slt i32 %1722, 41
  br i1 %1723, label %1724, label %1765

1724:                                             ; preds = %1721
  %1725 = load i32, ptr %72, align 4
  %1726 = sext i32 %1725 to i64
  %1727 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1726
  %1728 = load volatile i64, ptr %1727, align 8
  %1729 = trunc i64 %1728 to i8
  store i8 %1729, ptr %73, align 1
  %1730 = load i8, ptr %73, align 1
  %1731 = sext i8 %1730 to i32
  %1732 = sdiv i32 %1731, 31
  %1733 = trunc i32 %1732 to i8
  store i8 %1733, ptr %74, align 1
  %1734 = load i8, ptr %73, align 1
  %1735 = sext i8 %1734 to i32
  %1736 = srem i32 %1735, 31
  %1737 = trunc i32 %1736 to i8
  store i8 %1737, ptr %75, align 1
  %1738 = load i8, ptr %74, align 1
  %1739 = sext i8 %1738 to i64
  call void @mix(i64 noundef %1739)
  %1740 = load i8, ptr %75, align 1
  %1741 = sext i8 %1740 to i64
  call void @mix(i64 noundef %1741)
  %1742 = load i8, ptr %74, align 1
  %1743 = sext i8 %1742 to i32
  %1744 = load i8, ptr %73, align 1
  %1745 = call signext i8 @i8_var_div(i8 noundef signext %1744, i8 noundef signext 31)
  %1746 = sext i8 %1745 to i32
  %1747 = icmp ne i32 %1743, %1746
  br i1 %1747, label %1755, label %1748

1748:                                             ; preds = %1724
  %1749 = load i8, ptr %75, align 1
  %1750 = sext i8 %1749 to i32
  %1751 = load i8, ptr %73, align 1
  %1752 = call signext i8 @i8_var_rem(i8 noundef signext %1751, i8 noundef signext 31)
  %1753 = sext i8 %1752 to i32
  %1754 = icmp ne i32 %1750, %1753
  br i1 %1754, label %1755, label %1761

1755:                                             ; preds = %1748, %1724
  %1756 = load i32, ptr @bad, align 4
  %1757 = add nsw i32 %1756, 1
  store i32 %1757, ptr @bad, align 4
  %1758 = load i8, ptr %73, align 1
  %1759 = sext i8 %1758 to i64
  %1760 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1759, i64 noundef 31)
  br label %1761

1761:                                             ; preds = %1755, %1748
  br label %1762

1762:                                             ; preds = %1761
  %1763 = load i32, ptr %72, align 4
  %1764 = add nsw i32 %1763, 1
  store i32 %1764, ptr %72, align 4
  br label %1721, !llvm.loop !24

1765:                                             ; preds = %1721
  br label %1766

1766:                                             ; preds = %1765
  br label %1767

1767:                                             ; preds = %1766
  store i32 0, ptr %76, align 4
  br label %1768

1768:                                             ; preds = %1809, %1767
  %1769 = load i32, ptr %76, align 4
  %1770 = icmp slt i32 %1769, 41
  br i1 %1770, label %1771, label %1812

1771:                                             ; preds = %1768
  %1772 = load i32, ptr %76, align 4
  %1773 = sext i32 %1772 to i64
  %1774 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1773
  %1775 = load volatile i64, ptr %1774, align 8
  %1776 = trunc i64 %1775 to i8
  store i8 %1776, ptr %77, align 1
  %1777 = load i8, ptr %77, align 1
  %1778 = sext i8 %1777 to i32
  %1779 = sdiv i32 %1778, 32
  %1780 = trunc i32 %1779 to i8
  store i8 %1780, ptr %78, align 1
  %1781 = load i8, ptr %77, align 1
  %1782 = sext i8 %1781 to i32
  %1783 = srem i32 %1782, 32
  %1784 = trunc i32 %1783 to i8
  store i8 %1784, ptr %79, align 1
  %1785 = load i8, ptr %78, align 1
  %1786 = sext i8 %1785 to i64
  call void @mix(i64 noundef %1786)
  %1787 = load i8, ptr %79, align 1
  %1788 = sext i8 %1787 to i64
  call void @mix(i64 noundef %1788)
  %1789 = load i8, ptr %78, align 1
  %1790 = sext i8 %1789 to i32
  %1791 = load i8, ptr %77, align 1
  %1792 = call signext i8 @i8_var_div(i8 noundef signext %1791, i8 noundef signext 32)
  %1793 = sext i8 %1792 to i32
  %1794 = icmp ne i32 %1790, %1793
  br i1 %1794, label %1802, label %1795

1795:                                             ; preds = %1771
  %1796 = load i8, ptr %79, align 1
  %1797 = sext i8 %1796 to i32
  %1798 = load i8, ptr %77, align 1
  %1799 = call signext i8 @i8_var_rem(i8 noundef signext %1798, i8 noundef signext 32)
  %1800 = sext i8 %1799 to i32
  %1801 = icmp ne i32 %1797, %1800
  br i1 %1801, label %1802, label %1808

1802:                                             ; preds = %1795, %1771
  %1803 = load i32, ptr @bad, align 4
  %1804 = add nsw i32 %1803, 1
  store i32 %1804, ptr @bad, align 4
  %1805 = load i8, ptr %77, align 1
  %1806 = sext i8 %1805 to i64
  %1807 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1806, i64 noundef 32)
  br label %1808

1808:                                             ; preds = %1802, %1795
  br label %1809

1809:                                             ; preds = %1808
  %1810 = load i32, ptr %76, align 4
  %1811 = add nsw i32 %1810, 1
  store i32 %1811, ptr %76, align 4
  br label %1768, !llvm.loop !25

1812:                                             ; preds = %1768
  br label %1813

1813:                                             ; preds = %1812
  br label %1814

1814:                                             ; preds = %1813
  store i32 0, ptr %80, align 4
  br label %1815

1815:                                             ; preds = %1856, %1814
  %1816 = load i32, ptr %80, align 4
  %1817 = icmp slt i32 %1816, 41
  br i1 %1817, label %1818, label %1859

1818:                                             ; preds = %1815
  %1819 = load i32, ptr %80, align 4
  %1820 = sext i32 %1819 to i64
  %1821 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1820
  %1822 = load volatile i64, ptr %1821, align 8
  %1823 = trunc i64 %1822 to i8
  store i8 %1823, ptr %81, align 1
  %1824 = load i8, ptr %81, align 1
  %1825 = sext i8 %1824 to i32
  %1826 = sdiv i32 %1825, 37
  %1827 = trunc i32 %1826 to i8
  store i8 %1827, ptr %82, align 1
  %1828 = load i8, ptr %81, align 1
  %1829 = sext i8 %1828 to i32
  %1830 = srem i32 %1829, 37
  %1831 = trunc i32 %1830 to i8
  store i8 %1831, ptr %83, align 1
  %1832 = load i8, ptr %82, align 1
  %1833 = sext i8 %1832 to i64
  call void @mix(i64 noundef %1833)
  %1834 = load i8, ptr %83, align 1
  %1835 = sext i8 %1834 to i64
  call void @mix(i64 noundef %1835)
  %1836 = load i8, ptr %82, align 1
  %1837 = sext i8 %1836 to i32
  %1838 = load i8, ptr %81, align 1
  %1839 = call signext i8 @i8_var_div(i8 noundef signext %1838, i8 noundef signext 37)
  %1840 = sext i8 %1839 to i32
  %1841 = icmp ne i32 %1837, %1840
  br i1 %1841, label %1849, label %1842

1842:                                             ; preds = %1818
  %1843 = load i8, ptr %83, align 1
  %1844 = sext i8 %1843 to i32
  %1845 = load i8, ptr %81, align 1
  %1846 = call signext i8 @i8_var_rem(i8 noundef signext %1845, i8 noundef signext 37)
  %1847 = sext i8 %1846 to i32
  %1848 = icmp ne i32 %1844, %1847
  br i1 %1848, label %1849, label %1855

1849:                                             ; preds = %1842, %1818
  %1850 = load i32, ptr @bad, align 4
  %1851 = add nsw i32 %1850, 1
  store i32 %1851, ptr @bad, align 4
  %1852 = load i8, ptr %81, align 1
  %1853 = sext i8 %1852 to i64
  %1854 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1853, i64 noundef 37)
  br label %1855

1855:                                             ; preds = %1849, %1842
  br label %1856

1856:                                             ; preds = %1855
  %1857 = load i32, ptr %80, align 4
  %1858 = add nsw i32 %1857, 1
  store i32 %1858, ptr %80, align 4
  br label %1815, !llvm.loop !26

1859:                                             ; preds = %1815
  br label %1860

1860:                                             ; preds = %1859
  br label %1861

1861:                                             ; preds = %1860
  store i32 0, ptr %84, align 4
  br label %1862

1862:                                             ; preds = %1903, %1861
  %1863 = load i32, ptr %84, align 4
  %1864 = icmp slt i32 %1863, 41
  br i1 %1864, label %1865, label %1906

1865:                                             ; preds = %1862
  %1866 = load i32, ptr %84, align 4
  %1867 = sext i32 %1866 to i64
  %1868 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1867
  %1869 = load volatile i64, ptr %1868, align 8
  %1870 = trunc i64 %1869 to i8
  store i8 %1870, ptr %85, align 1
  %1871 = load i8, ptr %85, align 1
  %1872 = sext i8 %1871 to i32
  %1873 = sdiv i32 %1872, 41
  %1874 = trunc i32 %1873 to i8
  store i8 %1874, ptr %86, align 1
  %1875 = load i8, ptr %85, align 1
  %1876 = sext i8 %1875 to i32
  %1877 = srem i32 %1876, 41
  %1878 = trunc i32 %1877 to i8
  store i8 %1878, ptr %87, align 1
  %1879 = load i8, ptr %86, align 1
  %1880 = sext i8 %1879 to i64
  call void @mix(i64 noundef %1880)
  %1881 = load i8, ptr %87, align 1
  %1882 = sext i8 %1881 to i64
  call void @mix(i64 noundef %1882)
  %1883 = load i8, ptr %86, align 1
  %1884 = sext i8 %1883 to i32
  %1885 = load i8, ptr %85, align 1
  %1886 = call signext i8 @i8_var_div(i8 noundef signext %1885, i8 noundef signext 41)
  %1887 = sext i8 %1886 to i32
  %1888 = icmp ne i32 %1884, %1887
  br i1 %1888, label %1896, label %1889

1889:                                             ; preds = %1865
  %1890 = load i8, ptr %87, align 1
  %1891 = sext i8 %1890 to i32
  %1892 = load i8, ptr %85, align 1
  %1893 = call signext i8 @i8_var_rem(i8 noundef signext %1892, i8 noundef signext 41)
  %1894 = sext i8 %1893 to i32
  %1895 = icmp ne i32 %1891, %1894
  br i1 %1895, label %1896, label %1902

1896:                                             ; preds = %1889, %1865
  %1897 = load i32, ptr @bad, align 4
  %1898 = add nsw i32 %1897, 1
  store i32 %1898, ptr @bad, align 4
  %1899 = load i8, ptr %85, align 1
  %1900 = sext i8 %1899 to i64
  %1901 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1900, i64 noundef 41)
  br label %1902

1902:                                             ; preds = %1896, %1889
  br label %1903

1903:                                             ; preds = %1902
  %1904 = load i32, ptr %84, align 4
  %1905 = add nsw i32 %1904, 1
  store i32 %1905, ptr %84, align 4
  br label %1862, !llvm.loop !27

1906:                                             ; preds = %1862
  br label %1907

1907:                                             ; preds = %1906
  br label %1908

1908:                                             ; preds = %1907
  store i32 0, ptr %88, align 4
  br label %1909

1909:                                             ; preds = %1950, %1908
  %1910 = load i32, ptr %88, align 4
  %1911 = icmp slt i32 %1910, 41
  br i1 %1911, label %1912, label %1953

1912:                                             ; preds = %1909
  %1913 = load i32, ptr %88, align 4
  %1914 = sext i32 %1913 to i64
  %1915 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1914
  %1916 = load volatile i64, ptr %1915, align 8
  %1917 = trunc i64 %1916 to i8
  store i8 %1917, ptr %89, align 1
  %1918 = load i8, ptr %89, align 1
  %1919 = sext i8 %1918 to i32
  %1920 = sdiv i32 %1919, 60
  %1921 = trunc i32 %1920 to i8
  store i8 %1921, ptr %90, align 1
  %1922 = load i8, ptr %89, align 1
  %1923 = sext i8 %1922 to i32
  %1924 = srem i32 %1923, 60
  %1925 = trunc i32 %1924 to i8
  store i8 %1925, ptr %91, align 1
  %1926 = load i8, ptr %90, align 1
  %1927 = sext i8 %1926 to i64
  call void @mix(i64 noundef %1927)
  %1928 = load i8, ptr %91, align 1
  %1929 = sext i8 %1928 to i64
  call void @mix(i64 noundef %1929)
  %1930 = load i8, ptr %90, align 1
  %1931 = sext i8 %1930 to i32
  %1932 = load i8, ptr %89, align 1
  %1933 = call signext i8 @i8_var_div(i8 noundef signext %1932, i8 noundef signext 60)
  %1934 = sext i8 %1933 to i32
  %1935 = icmp ne i32 %1931, %1934
  br i1 %1935, label %1943, label %1936

1936:                                             ; preds = %1912
  %1937 = load i8, ptr %91, align 1
  %1938 = sext i8 %1937 to i32
  %1939 = load i8, ptr %89, align 1
  %1940 = call signext i8 @i8_var_rem(i8 noundef signext %1939, i8 noundef signext 60)
  %1941 = sext i8 %1940 to i32
  %1942 = icmp ne i32 %1938, %1941
  br i1 %1942, label %1943, label %1949

1943:                                             ; preds = %1936, %1912
  %1944 = load i32, ptr @bad, align 4
  %1945 = add nsw i32 %1944, 1
  store i32 %1945, ptr @bad, align 4
  %1946 = load i8, ptr %89, align 1
  %1947 = sext i8 %1946 to i64
  %1948 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1947, i64 noundef 60)
  br label %1949

1949:                                             ; preds = %1943, %1936
  br label %1950

1950:                                             ; preds = %1949
  %1951 = load i32, ptr %88, align 4
  %1952 = add nsw i32 %1951, 1
  store i32 %1952, ptr %88, align 4
  br label %1909, !llvm.loop !28

1953:                                             ; preds = %1909
  br label %1954

1954:                                             ; preds = %1953
  br label %1955

1955:                                             ; preds = %1954
  store i32 0, ptr %92, align 4
  br label %1956

1956:                                             ; preds = %1997, %1955
  %1957 = load i32, ptr %92, align 4
  %1958 = icmp slt i32 %1957, 41
  br i1 %1958, label %1959, label %2000

1959:                                             ; preds = %1956
  %1960 = load i32, ptr %92, align 4
  %1961 = sext i32 %1960 to i64
  %1962 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1961
  %1963 = load volatile i64, ptr %1962, align 8
  %1964 = trunc i64 %1963 to i8
  store i8 %1964, ptr %93, align 1
  %1965 = load i8, ptr %93, align 1
  %1966 = sext i8 %1965 to i32
  %1967 = sdiv i32 %1966, 63
  %1968 = trunc i32 %1967 to i8
  store i8 %1968, ptr %94, align 1
  %1969 = load i8, ptr %93, align 1
  %1970 = sext i8 %1969 to i32
  %1971 = srem i32 %1970, 63
  %1972 = trunc i32 %1971 to i8
  store i8 %1972, ptr %95, align 1
  %1973 = load i8, ptr %94, align 1
  %1974 = sext i8 %1973 to i64
  call void @mix(i64 noundef %1974)
  %1975 = load i8, ptr %95, align 1
  %1976 = sext i8 %1975 to i64
  call void @mix(i64 noundef %1976)
  %1977 = load i8, ptr %94, align 1
  %1978 = sext i8 %1977 to i32
  %1979 = load i8, ptr %93, align 1
  %1980 = call signext i8 @i8_var_div(i8 noundef signext %1979, i8 noundef signext 63)
  %1981 = sext i8 %1980 to i32
  %1982 = icmp ne i32 %1978, %1981
  br i1 %1982, label %1990, label %1983

1983:                                             ; preds = %1959
  %1984 = load i8, ptr %95, align 1
  %1985 = sext i8 %1984 to i32
  %1986 = load i8, ptr %93, align 1
  %1987 = call signext i8 @i8_var_rem(i8 noundef signext %1986, i8 noundef signext 63)
  %1988 = sext i8 %1987 to i32
  %1989 = icmp ne i32 %1985, %1988
  br i1 %1989, label %1990, label %1996

1990:                                             ; preds = %1983, %1959
  %1991 = load i32, ptr @bad, align 4
  %1992 = add nsw i32 %1991, 1
  store i32 %1992, ptr @bad, align 4
  %1993 = load i8, ptr %93, align 1
  %1994 = sext i8 %1993 to i64
  %1995 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %1994, i64 noundef 63)
  br label %1996

1996:                                             ; preds = %1990, %1983
  br label %1997

1997:                                             ; preds = %1996
  %1998 = load i32, ptr %92, align 4
  %1999 = add nsw i32 %1998, 1
  store i32 %1999, ptr %92, align 4
  br label %1956, !llvm.loop !29

2000:                                             ; preds = %1956
  br label %2001

2001:                                             ; preds = %2000
  br label %2002

2002:                                             ; preds = %2001
  store i32 0, ptr %96, align 4
  br label %2003

2003:                                             ; preds = %2044, %2002
  %2004 = load i32, ptr %96, align 4
  %2005 = icmp slt i32 %2004, 41
  br i1 %2005, label %2006, label %2047

2006:                                             ; preds = %2003
  %2007 = load i32, ptr %96, align 4
  %2008 = sext i32 %2007 to i64
  %2009 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2008
  %2010 = load volatile i64, ptr %2009, align 8
  %2011 = trunc i64 %2010 to i8
  store i8 %2011, ptr %97, align 1
  %2012 = load i8, ptr %97, align 1
  %2013 = sext i8 %2012 to i32
  %2014 = sdiv i32 %2013, 64
  %2015 = trunc i32 %2014 to i8
  store i8 %2015, ptr %98, align 1
  %2016 = load i8, ptr %97, align 1
  %2017 = sext i8 %2016 to i32
  %2018 = srem i32 %2017, 64
  %2019 = trunc i32 %2018 to i8
  store i8 %2019, ptr %99, align 1
  %2020 = load i8, ptr %98, align 1
  %2021 = sext i8 %2020 to i64
  call void @mix(i64 noundef %2021)
  %2022 = load i8, ptr %99, align 1
  %2023 = sext i8 %2022 to i64
  call void @mix(i64 noundef %2023)
  %2024 = load i8, ptr %98, align 1
  %2025 = sext i8 %2024 to i32
  %2026 = load i8, ptr %97, align 1
  %2027 = call signext i8 @i8_var_div(i8 noundef signext %2026, i8 noundef signext 64)
  %2028 = sext i8 %2027 to i32
  %2029 = icmp ne i32 %2025, %2028
  br i1 %2029, label %2037, label %2030

2030:                                             ; preds = %2006
  %2031 = load i8, ptr %99, align 1
  %2032 = sext i8 %2031 to i32
  %2033 = load i8, ptr %97, align 1
  %2034 = call signext i8 @i8_var_rem(i8 noundef signext %2033, i8 noundef signext 64)
  %2035 = sext i8 %2034 to i32
  %2036 = icmp ne i32 %2032, %2035
  br i1 %2036, label %2037, label %2043

2037:                                             ; preds = %2030, %2006
  %2038 = load i32, ptr @bad, align 4
  %2039 = add nsw i32 %2038, 1
  store i32 %2039, ptr @bad, align 4
  %2040 = load i8, ptr %97, align 1
  %2041 = sext i8 %2040 to i64
  %2042 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %2041, i64 noundef 64)
  br label %2043

2043:                                             ; preds = %2037, %2030
  br label %2044

2044:                                             ; preds = %2043
  %2045 = load i32, ptr %96, align 4
  %2046 = add nsw i32 %2045, 1
  store i32 %2046, ptr %96, align 4
  br label %2003, !llvm.loop !30

2047:                                             ; preds = %2003
  br label %2048

2048:                                             ; preds = %2047
  br label %2049

2049:                                             ; preds = %2048
  store i32 0, ptr %100, align 4
  br label %2050

2050:                                             ; preds = %2091, %2049
  %2051 = load i32, ptr %100, align 4
  %2052 = icmp slt i32 %2051, 41
  br i1 %2052, label %2053, label %2094

2053:                                             ; preds = %2050
  %2054 = load i32, ptr %100, align 4
  %2055 = sext i32 %2054 to i64
  %2056 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2055
  %2057 = load volatile i64, ptr %2056, align 8
  %2058 = trunc i64 %2057 to i8
  store i8 %2058, ptr %101, align 1
  %2059 = load i8, ptr %101, align 1
  %2060 = sext i8 %2059 to i32
  %2061 = sdiv i32 %2060, 100
  %2062 = trunc i32 %2061 to i8
  store i8 %2062, ptr %102, align 1
  %2063 = load i8, ptr %101, align 1
  %2064 = sext i8 %2063 to i32
  %2065 = srem i32 %2064, 100
  %2066 = trunc i32 %2065 to i8
  store i8 %2066, ptr %103, align 1
  %2067 = load i8, ptr %102, align 1
  %2068 = sext i8 %2067 to i64
  call void @mix(i64 noundef %2068)
  %2069 = load i8, ptr %103, align 1
  %2070 = sext i8 %2069 to i64
  call void @mix(i64 noundef %2070)
  %2071 = load i8, ptr %102, align 1
  %2072 = sext i8 %2071 to i32
  %2073 = load i8, ptr %101, align 1
  %2074 = call signext i8 @i8_var_div(i8 noundef signext %2073, i8 noundef signext 100)
  %2075 = sext i8 %2074 to i32
  %2076 = icmp ne i32 %2072, %2075
  br i1 %2076, label %2084, label %2077

2077:                                             ; preds = %2053
  %2078 = load i8, ptr %103, align 1
  %2079 = sext i8 %2078 to i32
  %2080 = load i8, ptr %101, align 1
  %2081 = call signext i8 @i8_var_rem(i8 noundef signext %2080, i8 noundef signext 100)
  %2082 = sext i8 %2081 to i32
  %2083 = icmp ne i32 %2079, %2082
  br i1 %2083, label %2084, label %2090

2084:                                             ; preds = %2077, %2053
  %2085 = load i32, ptr @bad, align 4
  %2086 = add nsw i32 %2085, 1
  store i32 %2086, ptr @bad, align 4
  %2087 = load i8, ptr %101, align 1
  %2088 = sext i8 %2087 to i64
  %2089 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %2088, i64 noundef 100)
  br label %2090

2090:                                             ; preds = %2084, %2077
  br label %2091

2091:                                             ; preds = %2090
  %2092 = load i32, ptr %100, align 4
  %2093 = add nsw i32 %2092, 1
  store i32 %2093, ptr %100, align 4
  br label %2050, !llvm.loop !31

2094:                                             ; preds = %2050
  br label %2095

2095:                                             ; preds = %2094
  br label %2096

2096:                                             ; preds = %2095
  store i32 0, ptr %104, align 4
  br label %2097

2097:                                             ; preds = %2138, %2096
  %2098 = load i32, ptr %104, align 4
  %2099 = icmp slt i32 %2098, 41
  br i1 %2099, label %2100, label %2141

2100:                                             ; preds = %2097
  %2101 = load i32, ptr %104, align 4
  %2102 = sext i32 %2101 to i64
  %2103 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2102
  %2104 = load volatile i64, ptr %2103, align 8
  %2105 = trunc i64 %2104 to i8
  store i8 %2105, ptr %105, align 1
  %2106 = load i8, ptr %105, align 1
  %2107 = sext i8 %2106 to i32
  %2108 = sdiv i32 %2107, 127
  %2109 = trunc i32 %2108 to i8
  store i8 %2109, ptr %106, align 1
  %2110 = load i8, ptr %105, align 1
  %2111 = sext i8 %2110 to i32
  %2112 = srem i32 %2111, 127
  %2113 = trunc i32 %2112 to i8
  store i8 %2113, ptr %107, align 1
  %2114 = load i8, ptr %106, align 1
  %2115 = sext i8 %2114 to i64
  call void @mix(i64 noundef %2115)
  %2116 = load i8, ptr %107, align 1
  %2117 = sext i8 %2116 to i64
  call void @mix(i64 noundef %2117)
  %2118 = load i8, ptr %106, align 1
  %2119 = sext i8 %2118 to i32
  %2120 = load i8, ptr %105, align 1
  %2121 = call signext i8 @i8_var_div(i8 noundef signext %2120, i8 noundef signext 127)
  %2122 = sext i8 %2121 to i32
  %2123 = icmp ne i32 %2119, %2122
  br i1 %2123, label %2131, label %2124

2124:                                             ; preds = %2100
  %2125 = load i8, ptr %107, align 1
  %2126 = sext i8 %2125 to i32
  %2127 = load i8, ptr %105, align 1
  %2128 = call signext i8 @i8_var_rem(i8 noundef signext %2127, i8 noundef signext 127)
  %2129 = sext i8 %2128 to i32
  %2130 = icmp ne i32 %2126, %2129
  br i1 %2130, label %2131, label %2137

2131:                                             ; preds = %2124, %2100
  %2132 = load i32, ptr @bad, align 4
  %2133 = add nsw i32 %2132, 1
  store i32 %2133, ptr @bad, align 4
  %2134 = load i8, ptr %105, align 1
  %2135 = sext i8 %2134 to i64
  %2136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %2135, i64 noundef 127)
  br label %2137

2137:                                             ; preds = %2131, %2124
  br label %2138

2138:                                             ; preds = %2137
  %2139 = load i32, ptr %104, align 4
  %2140 = add nsw i32 %2139, 1
  store i32 %2140, ptr %104, align 4
  br label %2097, !llvm.loop !32

2141:                                             ; preds = %2097
  br label %2142

2142:                                             ; preds = %2141
  br label %2143

2143:                                             ; preds = %2142
  store i32 0, ptr %108, align 4
  br label %2144

2144:                                             ; preds = %2185, %2143
  %2145 = load i32, ptr %108, align 4
  %2146 = icmp slt i32 %2145, 41
  br i1 %2146, label %2147, label %2188

2147:                                             ; preds = %2144
  %2148 = load i32, ptr %108, align 4
  %2149 = sext i32 %2148 to i64
  %2150 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2149
  %2151 = load volatile i64, ptr %2150, align 8
  %2152 = trunc i64 %2151 to i8
  store i8 %2152, ptr %109, align 1
  %2153 = load i8, ptr %109, align 1
  %2154 = sext i8 %2153 to i32
  %2155 = sdiv i32 %2154, -3
  %2156 = trunc i32 %2155 to i8
  store i8 %2156, ptr %110, align 1
  %2157 = load i8, ptr %109, align 1
  %2158 = sext i8 %2157 to i32
  %2159 = srem i32 %2158, -3
  %2160 = trunc i32 %2159 to i8
  store i8 %2160, ptr %111, align 1
  %2161 = load i8, ptr %110, align 1
  %2162 = sext i8 %2161 to i64
  call void @mix(i64 noundef %2162)
  %2163 = load i8, ptr %111, align 1
  %2164 = sext i8 %2163 to i64
  call void @mix(i64 noundef %2164)
  %2165 = load i8, ptr %110, align 1
  %2166 = sext i8 %2165 to i32
  %2167 = load i8, ptr %109, align 1
  %2168 = call signext i8 @i8_var_div(i8 noundef signext %2167, i8 noundef signext -3)
  %2169 = sext i8 %2168 to i32
  %2170 = icmp ne i32 %2166, %2169
  br i1 %2170, label %2178, label %2171

2171:                                             ; preds = %2147
  %2172 = load i8, ptr %111, align 1
  %2173 = sext i8 %2172 to i32
  %2174 = load i8, ptr %109, align 1
  %2175 = call signext i8 @i8_var_rem(i8 noundef signext %2174, i8 noundef signext -3)
  %2176 = sext i8 %2175 to i32
  %2177 = icmp ne i32 %2173, %2176
  br i1 %2177, label %2178, label %2184

2178:                                             ; preds = %2171, %2147
  %2179 = load i32, ptr @bad, align 4
  %2180 = add nsw i32 %2179, 1
  store i32 %2180, ptr @bad, align 4
  %2181 = load i8, ptr %109, align 1
  %2182 = sext i8 %2181 to i64
  %2183 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %2182, i64 noundef -3)
  br label %2184

2184:                                             ; preds = %2178, %2171
  br label %2185

2185:                                             ; preds = %2184
  %2186 = load i32, ptr %108, align 4
  %2187 = add nsw i32 %2186, 1
  store i32 %2187, ptr %108, align 4
  br label %2144, !llvm.loop !33

2188:                                             ; preds = %2144
  br label %2189

2189:                                             ; preds = %2188
  br label %2190

2190:                                             ; preds = %2189
  store i32 0, ptr %112, align 4
  br label %2191

2191:                                             ; preds = %2232, %2190
  %2192 = load i32, ptr %112, align 4
  %2193 = icmp slt i32 %2192, 41
  br i1 %2193, label %2194, label %2235

2194:                                             ; preds = %2191
  %2195 = load i32, ptr %112, align 4
  %2196 = sext i32 %2195 to i64
  %2197 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2196
  %2198 = load volatile i64, ptr %2197, align 8
  %2199 = trunc i64 %2198 to i8
  store i8 %2199, ptr %113, align 1
  %2200 = load i8, ptr %113, align 1
  %2201 = sext i8 %2200 to i32
  %2202 = sdiv i32 %2201, -128
  %2203 = trunc i32 %2202 to i8
  store i8 %2203, ptr %114, align 1
  %2204 = load i8, ptr %113, align 1
  %2205 = sext i8 %2204 to i32
  %2206 = srem i32 %2205, -128
  %2207 = trunc i32 %2206 to i8
  store i8 %2207, ptr %115, align 1
  %2208 = load i8, ptr %114, align 1
  %2209 = sext i8 %2208 to i64
  call void @mix(i64 noundef %2209)
  %2210 = load i8, ptr %115, align 1
  %2211 = sext i8 %2210 to i64
  call void @mix(i64 noundef %2211)
  %2212 = load i8, ptr %114, align 1
  %2213 = sext i8 %2212 to i32
  %2214 = load i8, ptr %113, align 1
  %2215 = call signext i8 @i8_var_div(i8 noundef signext %2214, i8 noundef signext -128)
  %2216 = sext i8 %2215 to i32
  %2217 = icmp ne i32 %2213, %2216
  br i1 %2217, label %2225, label %2218

2218:                                             ; preds = %2194
  %2219 = load i8, ptr %115, align 1
  %2220 = sext i8 %2219 to i32
  %2221 = load i8, ptr %113, align 1
  %2222 = call signext i8 @i8_var_rem(i8 noundef signext %2221, i8 noundef signext -128)
  %2223 = sext i8 %2222 to i32
  %2224 = icmp ne i32 %2220, %2223
  br i1 %2224, label %2225, label %2231

2225:                                             ; preds = %2218, %2194
  %2226 = load i32, ptr @bad, align 4
  %2227 = add nsw i32 %2226, 1
  store i32 %2227, ptr @bad, align 4
  %2228 = load i8, ptr %113, align 1
  %2229 = sext i8 %2228 to i64
  %2230 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str, i64 noundef %2229, i64 noundef -128)
  br label %2231

2231:                                             ; preds = %2225, %2218
  br label %2232

2232:                                             ; preds = %2231
  %2233 = load i32, ptr %112, align 4
  %2234 = add nsw i32 %2233, 1
  store i32 %2234, ptr %112, align 4
  br label %2191, !llvm.loop !34

2235:                                             ; preds = %2191
  br label %2236

2236:                                             ; preds = %2235
  br label %10445

2237:                                             ; preds = %918
  br label %2238

2238:                                             ; preds = %2237
  store i32 0, ptr %116, align 4
  br label %2239

2239:                                             ; preds = %2280, %2238
  %2240 = load i32, ptr %116, align 4
  %2241 = icmp slt i32 %2240, 41
  br i1 %2241, label %2242, label %2283

2242:                                             ; preds = %2239
  %2243 = load i32, ptr %116, align 4
  %2244 = sext i32 %2243 to i64
  %2245 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2244
  %2246 = load volatile i64, ptr %2245, align 8
  %2247 = trunc i64 %2246 to i8
  store i8 %2247, ptr %117, align 1
  %2248 = load i8, ptr %117, align 1
  %2249 = zext i8 %2248 to i32
  %2250 = sdiv i32 %2249, 1
  %2251 = trunc i32 %2250 to i8
  store i8 %2251, ptr %118, align 1
  %2252 = load i8, ptr %117, align 1
  %2253 = zext i8 %2252 to i32
  %2254 = srem i32 %2253, 1
  %2255 = trunc i32 %2254 to i8
  store i8 %2255, ptr %119, align 1
  %2256 = load i8, ptr %118, align 1
  %2257 = zext i8 %2256 to i64
  call void @mix(i64 noundef %2257)
  %2258 = load i8, ptr %119, align 1
  %2259 = zext i8 %2258 to i64
  call void @mix(i64 noundef %2259)
  %2260 = load i8, ptr %118, align 1
  %2261 = zext i8 %2260 to i32
  %2262 = load i8, ptr %117, align 1
  %2263 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2262, i8 noundef zeroext 1)
  %2264 = zext i8 %2263 to i32
  %2265 = icmp ne i32 %2261, %2264
  br i1 %2265, label %2273, label %2266

2266:                                             ; preds = %2242
  %2267 = load i8, ptr %119, align 1
  %2268 = zext i8 %2267 to i32
  %2269 = load i8, ptr %117, align 1
  %2270 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2269, i8 noundef zeroext 1)
  %2271 = zext i8 %2270 to i32
  %2272 = icmp ne i32 %2268, %2271
  br i1 %2272, label %2273, label %2279

2273:                                             ; preds = %2266, %2242
  %2274 = load i32, ptr @bad, align 4
  %2275 = add nsw i32 %2274, 1
  store i32 %2275, ptr @bad, align 4
  %2276 = load i8, ptr %117, align 1
  %2277 = zext i8 %2276 to i64
  %2278 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2277, i64 noundef 1)
  br label %2279

2279:                                             ; preds = %2273, %2266
  br label %2280

2280:                                             ; preds = %2279
  %2281 = load i32, ptr %116, align 4
  %2282 = add nsw i32 %2281, 1
  store i32 %2282, ptr %116, align 4
  br label %2239, !llvm.loop !35

2283:                                             ; preds = %2239
  br label %2284

2284:                                             ; preds = %2283
  br label %2285

2285:                                             ; preds = %2284
  store i32 0, ptr %120, align 4
  br label %2286

2286:                                             ; preds = %2327, %2285
  %2287 = load i32, ptr %120, align 4
  %2288 = icmp slt i32 %2287, 41
  br i1 %2288, label %2289, label %2330

2289:                                             ; preds = %2286
  %2290 = load i32, ptr %120, align 4
  %2291 = sext i32 %2290 to i64
  %2292 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2291
  %2293 = load volatile i64, ptr %2292, align 8
  %2294 = trunc i64 %2293 to i8
  store i8 %2294, ptr %121, align 1
  %2295 = load i8, ptr %121, align 1
  %2296 = zext i8 %2295 to i32
  %2297 = sdiv i32 %2296, 2
  %2298 = trunc i32 %2297 to i8
  store i8 %2298, ptr %122, align 1
  %2299 = load i8, ptr %121, align 1
  %2300 = zext i8 %2299 to i32
  %2301 = srem i32 %2300, 2
  %2302 = trunc i32 %2301 to i8
  store i8 %2302, ptr %123, align 1
  %2303 = load i8, ptr %122, align 1
  %2304 = zext i8 %2303 to i64
  call void @mix(i64 noundef %2304)
  %2305 = load i8, ptr %123, align 1
  %2306 = zext i8 %2305 to i64
  call void @mix(i64 noundef %2306)
  %2307 = load i8, ptr %122, align 1
  %2308 = zext i8 %2307 to i32
  %2309 = load i8, ptr %121, align 1
  %2310 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2309, i8 noundef zeroext 2)
  %2311 = zext i8 %2310 to i32
  %2312 = icmp ne i32 %2308, %2311
  br i1 %2312, label %2320, label %2313

2313:                                             ; preds = %2289
  %2314 = load i8, ptr %123, align 1
  %2315 = zext i8 %2314 to i32
  %2316 = load i8, ptr %121, align 1
  %2317 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2316, i8 noundef zeroext 2)
  %2318 = zext i8 %2317 to i32
  %2319 = icmp ne i32 %2315, %2318
  br i1 %2319, label %2320, label %2326

2320:                                             ; preds = %2313, %2289
  %2321 = load i32, ptr @bad, align 4
  %2322 = add nsw i32 %2321, 1
  store i32 %2322, ptr @bad, align 4
  %2323 = load i8, ptr %121, align 1
  %2324 = zext i8 %2323 to i64
  %2325 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2324, i64 noundef 2)
  br label %2326

2326:                                             ; preds = %2320, %2313
  br label %2327

2327:                                             ; preds = %2326
  %2328 = load i32, ptr %120, align 4
  %2329 = add nsw i32 %2328, 1
  store i32 %2329, ptr %120, align 4
  br label %2286, !llvm.loop !36

2330:                                             ; preds = %2286
  br label %2331

2331:                                             ; preds = %2330
  br label %2332

2332:                                             ; preds = %2331
  store i32 0, ptr %124, align 4
  br label %2333

2333:                                             ; preds = %2374, %2332
  %2334 = load i32, ptr %124, align 4
  %2335 = icmp slt i32 %2334, 41
  br i1 %2335, label %2336, label %2377

2336:                                             ; preds = %2333
  %2337 = load i32, ptr %124, align 4
  %2338 = sext i32 %2337 to i64
  %2339 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2338
  %2340 = load volatile i64, ptr %2339, align 8
  %2341 = trunc i64 %2340 to i8
  store i8 %2341, ptr %125, align 1
  %2342 = load i8, ptr %125, align 1
  %2343 = zext i8 %2342 to i32
  %2344 = sdiv i32 %2343, 3
  %2345 = trunc i32 %2344 to i8
  store i8 %2345, ptr %126, align 1
  %2346 = load i8, ptr %125, align 1
  %2347 = zext i8 %2346 to i32
  %2348 = srem i32 %2347, 3
  %2349 = trunc i32 %2348 to i8
  store i8 %2349, ptr %127, align 1
  %2350 = load i8, ptr %126, align 1
  %2351 = zext i8 %2350 to i64
  call void @mix(i64 noundef %2351)
  %2352 = load i8, ptr %127, align 1
  %2353 = zext i8 %2352 to i64
  call void @mix(i64 noundef %2353)
  %2354 = load i8, ptr %126, align 1
  %2355 = zext i8 %2354 to i32
  %2356 = load i8, ptr %125, align 1
  %2357 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2356, i8 noundef zeroext 3)
  %2358 = zext i8 %2357 to i32
  %2359 = icmp ne i32 %2355, %2358
  br i1 %2359, label %2367, label %2360

2360:                                             ; preds = %2336
  %2361 = load i8, ptr %127, align 1
  %2362 = zext i8 %2361 to i32
  %2363 = load i8, ptr %125, align 1
  %2364 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2363, i8 noundef zeroext 3)
  %2365 = zext i8 %2364 to i32
  %2366 = icmp ne i32 %2362, %2365
  br i1 %2366, label %2367, label %2373

2367:                                             ; preds = %2360, %2336
  %2368 = load i32, ptr @bad, align 4
  %2369 = add nsw i32 %2368, 1
  store i32 %2369, ptr @bad, align 4
  %2370 = load i8, ptr %125, align 1
  %2371 = zext i8 %2370 to i64
  %2372 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2371, i64 noundef 3)
  br label %2373

2373:                                             ; preds = %2367, %2360
  br label %2374

2374:                                             ; preds = %2373
  %2375 = load i32, ptr %124, align 4
  %2376 = add nsw i32 %2375, 1
  store i32 %2376, ptr %124, align 4
  br label %2333, !llvm.loop !37

2377:                                             ; preds = %2333
  br label %2378

2378:                                             ; preds = %2377
  br label %2379

2379:                                             ; preds = %2378
  store i32 0, ptr %128, align 4
  br label %2380

2380:                                             ; preds = %2421, %2379
  %2381 = load i32, ptr %128, align 4
  %2382 = icmp slt i32 %2381, 41
  br i1 %2382, label %2383, label %2424

2383:                                             ; preds = %2380
  %2384 = load i32, ptr %128, align 4
  %2385 = sext i32 %2384 to i64
  %2386 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2385
  %2387 = load volatile i64, ptr %2386, align 8
  %2388 = trunc i64 %2387 to i8
  store i8 %2388, ptr %129, align 1
  %2389 = load i8, ptr %129, align 1
  %2390 = zext i8 %2389 to i32
  %2391 = sdiv i32 %2390, 5
  %2392 = trunc i32 %2391 to i8
  store i8 %2392, ptr %130, align 1
  %2393 = load i8, ptr %129, align 1
  %2394 = zext i8 %2393 to i32
  %2395 = srem i32 %2394, 5
  %2396 = trunc i32 %2395 to i8
  store i8 %2396, ptr %131, align 1
  %2397 = load i8, ptr %130, align 1
  %2398 = zext i8 %2397 to i64
  call void @mix(i64 noundef %2398)
  %2399 = load i8, ptr %131, align 1
  %2400 = zext i8 %2399 to i64
  call void @mix(i64 noundef %2400)
  %2401 = load i8, ptr %130, align 1
  %2402 = zext i8 %2401 to i32
  %2403 = load i8, ptr %129, align 1
  %2404 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2403, i8 noundef zeroext 5)
  %2405 = zext i8 %2404 to i32
  %2406 = icmp ne i32 %2402, %2405
  br i1 %2406, label %2414, label %2407

2407:                                             ; preds = %2383
  %2408 = load i8, ptr %131, align 1
  %2409 = zext i8 %2408 to i32
  %2410 = load i8, ptr %129, align 1
  %2411 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2410, i8 noundef zeroext 5)
  %2412 = zext i8 %2411 to i32
  %2413 = icmp ne i32 %2409, %2412
  br i1 %2413, label %2414, label %2420

2414:                                             ; preds = %2407, %2383
  %2415 = load i32, ptr @bad, align 4
  %2416 = add nsw i32 %2415, 1
  store i32 %2416, ptr @bad, align 4
  %2417 = load i8, ptr %129, align 1
  %2418 = zext i8 %2417 to i64
  %2419 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2418, i64 noundef 5)
  br label %2420

2420:                                             ; preds = %2414, %2407
  br label %2421

2421:                                             ; preds = %2420
  %2422 = load i32, ptr %128, align 4
  %2423 = add nsw i32 %2422, 1
  store i32 %2423, ptr %128, align 4
  br label %2380, !llvm.loop !38

2424:                                             ; preds = %2380
  br label %2425

2425:                                             ; preds = %2424
  br label %2426

2426:                                             ; preds = %2425
  store i32 0, ptr %132, align 4
  br label %2427

2427:                                             ; preds = %2468, %2426
  %2428 = load i32, ptr %132, align 4
  %2429 = icmp slt i32 %2428, 41
  br i1 %2429, label %2430, label %2471

2430:                                             ; preds = %2427
  %2431 = load i32, ptr %132, align 4
  %2432 = sext i32 %2431 to i64
  %2433 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2432
  %2434 = load volatile i64, ptr %2433, align 8
  %2435 = trunc i64 %2434 to i8
  store i8 %2435, ptr %133, align 1
  %2436 = load i8, ptr %133, align 1
  %2437 = zext i8 %2436 to i32
  %2438 = sdiv i32 %2437, 6
  %2439 = trunc i32 %2438 to i8
  store i8 %2439, ptr %134, align 1
  %2440 = load i8, ptr %133, align 1
  %2441 = zext i8 %2440 to i32
  %2442 = srem i32 %2441, 6
  %2443 = trunc i32 %2442 to i8
  store i8 %2443, ptr %135, align 1
  %2444 = load i8, ptr %134, align 1
  %2445 = zext i8 %2444 to i64
  call void @mix(i64 noundef %2445)
  %2446 = load i8, ptr %135, align 1
  %2447 = zext i8 %2446 to i64
  call void @mix(i64 noundef %2447)
  %2448 = load i8, ptr %134, align 1
  %2449 = zext i8 %2448 to i32
  %2450 = load i8, ptr %133, align 1
  %2451 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2450, i8 noundef zeroext 6)
  %2452 = zext i8 %2451 to i32
  %2453 = icmp ne i32 %2449, %2452
  br i1 %2453, label %2461, label %2454

2454:                                             ; preds = %2430
  %2455 = load i8, ptr %135, align 1
  %2456 = zext i8 %2455 to i32
  %2457 = load i8, ptr %133, align 1
  %2458 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2457, i8 noundef zeroext 6)
  %2459 = zext i8 %2458 to i32
  %2460 = icmp ne i32 %2456, %2459
  br i1 %2460, label %2461, label %2467

2461:                                             ; preds = %2454, %2430
  %2462 = load i32, ptr @bad, align 4
  %2463 = add nsw i32 %2462, 1
  store i32 %2463, ptr @bad, align 4
  %2464 = load i8, ptr %133, align 1
  %2465 = zext i8 %2464 to i64
  %2466 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2465, i64 noundef 6)
  br label %2467

2467:                                             ; preds = %2461, %2454
  br label %2468

2468:                                             ; preds = %2467
  %2469 = load i32, ptr %132, align 4
  %2470 = add nsw i32 %2469, 1
  store i32 %2470, ptr %132, align 4
  br label %2427, !llvm.loop !39

2471:                                             ; preds = %2427
  br label %2472

2472:                                             ; preds = %2471
  br label %2473

2473:                                             ; preds = %2472
  store i32 0, ptr %136, align 4
  br label %2474

2474:                                             ; preds = %2515, %2473
  %2475 = load i32, ptr %136, align 4
  %2476 = icmp slt i32 %2475, 41
  br i1 %2476, label %2477, label %2518

2477:                                             ; preds = %2474
  %2478 = load i32, ptr %136, align 4
  %2479 = sext i32 %2478 to i64
  %2480 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2479
  %2481 = load volatile i64, ptr %2480, align 8
  %2482 = trunc i64 %2481 to i8
  store i8 %2482, ptr %137, align 1
  %2483 = load i8, ptr %137, align 1
  %2484 = zext i8 %2483 to i32
  %2485 = sdiv i32 %2484, 7
  %2486 = trunc i32 %2485 to i8
  store i8 %2486, ptr %138, align 1
  %2487 = load i8, ptr %137, align 1
  %2488 = zext i8 %2487 to i32
  %2489 = srem i32 %2488, 7
  %2490 = trunc i32 %2489 to i8
  store i8 %2490, ptr %139, align 1
  %2491 = load i8, ptr %138, align 1
  %2492 = zext i8 %2491 to i64
  call void @mix(i64 noundef %2492)
  %2493 = load i8, ptr %139, align 1
  %2494 = zext i8 %2493 to i64
  call void @mix(i64 noundef %2494)
  %2495 = load i8, ptr %138, align 1
  %2496 = zext i8 %2495 to i32
  %2497 = load i8, ptr %137, align 1
  %2498 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2497, i8 noundef zeroext 7)
  %2499 = zext i8 %2498 to i32
  %2500 = icmp ne i32 %2496, %2499
  br i1 %2500, label %2508, label %2501

2501:                                             ; preds = %2477
  %2502 = load i8, ptr %139, align 1
  %2503 = zext i8 %2502 to i32
  %2504 = load i8, ptr %137, align 1
  %2505 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2504, i8 noundef zeroext 7)
  %2506 = zext i8 %2505 to i32
  %2507 = icmp ne i32 %2503, %2506
  br i1 %2507, label %2508, label %2514

2508:                                             ; preds = %2501, %2477
  %2509 = load i32, ptr @bad, align 4
  %2510 = add nsw i32 %2509, 1
  store i32 %2510, ptr @bad, align 4
  %2511 = load i8, ptr %137, align 1
  %2512 = zext i8 %2511 to i64
  %2513 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2512, i64 noundef 7)
  br label %2514

2514:                                             ; preds = %2508, %2501
  br label %2515

2515:                                             ; preds = %2514
  %2516 = load i32, ptr %136, align 4
  %2517 = add nsw i32 %2516, 1
  store i32 %2517, ptr %136, align 4
  br label %2474, !llvm.loop !40

2518:                                             ; preds = %2474
  br label %2519

2519:                                             ; preds = %2518
  br label %2520

2520:                                             ; preds = %2519
  store i32 0, ptr %140, align 4
  br label %2521

2521:                                             ; preds = %2562, %2520
  %2522 = load i32, ptr %140, align 4
  %2523 = icmp slt i32 %2522, 41
  br i1 %2523, label %2524, label %2565

2524:                                             ; preds = %2521
  %2525 = load i32, ptr %140, align 4
  %2526 = sext i32 %2525 to i64
  %2527 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2526
  %2528 = load volatile i64, ptr %2527, align 8
  %2529 = trunc i64 %2528 to i8
  store i8 %2529, ptr %141, align 1
  %2530 = load i8, ptr %141, align 1
  %2531 = zext i8 %2530 to i32
  %2532 = sdiv i32 %2531, 9
  %2533 = trunc i32 %2532 to i8
  store i8 %2533, ptr %142, align 1
  %2534 = load i8, ptr %141, align 1
  %2535 = zext i8 %2534 to i32
  %2536 = srem i32 %2535, 9
  %2537 = trunc i32 %2536 to i8
  store i8 %2537, ptr %143, align 1
  %2538 = load i8, ptr %142, align 1
  %2539 = zext i8 %2538 to i64
  call void @mix(i64 noundef %2539)
  %2540 = load i8, ptr %143, align 1
  %2541 = zext i8 %2540 to i64
  call void @mix(i64 noundef %2541)
  %2542 = load i8, ptr %142, align 1
  %2543 = zext i8 %2542 to i32
  %2544 = load i8, ptr %141, align 1
  %2545 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2544, i8 noundef zeroext 9)
  %2546 = zext i8 %2545 to i32
  %2547 = icmp ne i32 %2543, %2546
  br i1 %2547, label %2555, label %2548

2548:                                             ; preds = %2524
  %2549 = load i8, ptr %143, align 1
  %2550 = zext i8 %2549 to i32
  %2551 = load i8, ptr %141, align 1
  %2552 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2551, i8 noundef zeroext 9)
  %2553 = zext i8 %2552 to i32
  %2554 = icmp ne i32 %2550, %2553
  br i1 %2554, label %2555, label %2561

2555:                                             ; preds = %2548, %2524
  %2556 = load i32, ptr @bad, align 4
  %2557 = add nsw i32 %2556, 1
  store i32 %2557, ptr @bad, align 4
  %2558 = load i8, ptr %141, align 1
  %2559 = zext i8 %2558 to i64
  %2560 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2559, i64 noundef 9)
  br label %2561

2561:                                             ; preds = %2555, %2548
  br label %2562

2562:                                             ; preds = %2561
  %2563 = load i32, ptr %140, align 4
  %2564 = add nsw i32 %2563, 1
  store i32 %2564, ptr %140, align 4
  br label %2521, !llvm.loop !41

2565:                                             ; preds = %2521
  br label %2566

2566:                                             ; preds = %2565
  br label %2567

2567:                                             ; preds = %2566
  store i32 0, ptr %144, align 4
  br label %2568

2568:                                             ; preds = %2609, %2567
  %2569 = load i32, ptr %144, align 4
  %2570 = icmp slt i32 %2569, 41
  br i1 %2570, label %2571, label %2612

2571:                                             ; preds = %2568
  %2572 = load i32, ptr %144, align 4
  %2573 = sext i32 %2572 to i64
  %2574 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2573
  %2575 = load volatile i64, ptr %2574, align 8
  %2576 = trunc i64 %2575 to i8
  store i8 %2576, ptr %145, align 1
  %2577 = load i8, ptr %145, align 1
  %2578 = zext i8 %2577 to i32
  %2579 = sdiv i32 %2578, 10
  %2580 = trunc i32 %2579 to i8
  store i8 %2580, ptr %146, align 1
  %2581 = load i8, ptr %145, align 1
  %2582 = zext i8 %2581 to i32
  %2583 = srem i32 %2582, 10
  %2584 = trunc i32 %2583 to i8
  store i8 %2584, ptr %147, align 1
  %2585 = load i8, ptr %146, align 1
  %2586 = zext i8 %2585 to i64
  call void @mix(i64 noundef %2586)
  %2587 = load i8, ptr %147, align 1
  %2588 = zext i8 %2587 to i64
  call void @mix(i64 noundef %2588)
  %2589 = load i8, ptr %146, align 1
  %2590 = zext i8 %2589 to i32
  %2591 = load i8, ptr %145, align 1
  %2592 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2591, i8 noundef zeroext 10)
  %2593 = zext i8 %2592 to i32
  %2594 = icmp ne i32 %2590, %2593
  br i1 %2594, label %2602, label %2595

2595:                                             ; preds = %2571
  %2596 = load i8, ptr %147, align 1
  %2597 = zext i8 %2596 to i32
  %2598 = load i8, ptr %145, align 1
  %2599 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2598, i8 noundef zeroext 10)
  %2600 = zext i8 %2599 to i32
  %2601 = icmp ne i32 %2597, %2600
  br i1 %2601, label %2602, label %2608

2602:                                             ; preds = %2595, %2571
  %2603 = load i32, ptr @bad, align 4
  %2604 = add nsw i32 %2603, 1
  store i32 %2604, ptr @bad, align 4
  %2605 = load i8, ptr %145, align 1
  %2606 = zext i8 %2605 to i64
  %2607 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2606, i64 noundef 10)
  br label %2608

2608:                                             ; preds = %2602, %2595
  br label %2609

2609:                                             ; preds = %2608
  %2610 = load i32, ptr %144, align 4
  %2611 = add nsw i32 %2610, 1
  store i32 %2611, ptr %144, align 4
  br label %2568, !llvm.loop !42

2612:                                             ; preds = %2568
  br label %2613

2613:                                             ; preds = %2612
  br label %2614

2614:                                             ; preds = %2613
  store i32 0, ptr %148, align 4
  br label %2615

2615:                                             ; preds = %2656, %2614
  %2616 = load i32, ptr %148, align 4
  %2617 = icmp slt i32 %2616, 41
  br i1 %2617, label %2618, label %2659

2618:                                             ; preds = %2615
  %2619 = load i32, ptr %148, align 4
  %2620 = sext i32 %2619 to i64
  %2621 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2620
  %2622 = load volatile i64, ptr %2621, align 8
  %2623 = trunc i64 %2622 to i8
  store i8 %2623, ptr %149, align 1
  %2624 = load i8, ptr %149, align 1
  %2625 = zext i8 %2624 to i32
  %2626 = sdiv i32 %2625, 11
  %2627 = trunc i32 %2626 to i8
  store i8 %2627, ptr %150, align 1
  %2628 = load i8, ptr %149, align 1
  %2629 = zext i8 %2628 to i32
  %2630 = srem i32 %2629, 11
  %2631 = trunc i32 %2630 to i8
  store i8 %2631, ptr %151, align 1
  %2632 = load i8, ptr %150, align 1
  %2633 = zext i8 %2632 to i64
  call void @mix(i64 noundef %2633)
  %2634 = load i8, ptr %151, align 1
  %2635 = zext i8 %2634 to i64
  call void @mix(i64 noundef %2635)
  %2636 = load i8, ptr %150, align 1
  %2637 = zext i8 %2636 to i32
  %2638 = load i8, ptr %149, align 1
  %2639 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2638, i8 noundef zeroext 11)
  %2640 = zext i8 %2639 to i32
  %2641 = icmp ne i32 %2637, %2640
  br i1 %2641, label %2649, label %2642

2642:                                             ; preds = %2618
  %2643 = load i8, ptr %151, align 1
  %2644 = zext i8 %2643 to i32
  %2645 = load i8, ptr %149, align 1
  %2646 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2645, i8 noundef zeroext 11)
  %2647 = zext i8 %2646 to i32
  %2648 = icmp ne i32 %2644, %2647
  br i1 %2648, label %2649, label %2655

2649:                                             ; preds = %2642, %2618
  %2650 = load i32, ptr @bad, align 4
  %2651 = add nsw i32 %2650, 1
  store i32 %2651, ptr @bad, align 4
  %2652 = load i8, ptr %149, align 1
  %2653 = zext i8 %2652 to i64
  %2654 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2653, i64 noundef 11)
  br label %2655

2655:                                             ; preds = %2649, %2642
  br label %2656

2656:                                             ; preds = %2655
  %2657 = load i32, ptr %148, align 4
  %2658 = add nsw i32 %2657, 1
  store i32 %2658, ptr %148, align 4
  br label %2615, !llvm.loop !43

2659:                                             ; preds = %2615
  br label %2660

2660:                                             ; preds = %2659
  br label %2661

2661:                                             ; preds = %2660
  store i32 0, ptr %152, align 4
  br label %2662

2662:                                             ; preds = %2703, %2661
  %2663 = load i32, ptr %152, align 4
  %2664 = icmp slt i32 %2663, 41
  br i1 %2664, label %2665, label %2706

2665:                                             ; preds = %2662
  %2666 = load i32, ptr %152, align 4
  %2667 = sext i32 %2666 to i64
  %2668 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2667
  %2669 = load volatile i64, ptr %2668, align 8
  %2670 = trunc i64 %2669 to i8
  store i8 %2670, ptr %153, align 1
  %2671 = load i8, ptr %153, align 1
  %2672 = zext i8 %2671 to i32
  %2673 = sdiv i32 %2672, 12
  %2674 = trunc i32 %2673 to i8
  store i8 %2674, ptr %154, align 1
  %2675 = load i8, ptr %153, align 1
  %2676 = zext i8 %2675 to i32
  %2677 = srem i32 %2676, 12
  %2678 = trunc i32 %2677 to i8
  store i8 %2678, ptr %155, align 1
  %2679 = load i8, ptr %154, align 1
  %2680 = zext i8 %2679 to i64
  call void @mix(i64 noundef %2680)
  %2681 = load i8, ptr %155, align 1
  %2682 = zext i8 %2681 to i64
  call void @mix(i64 noundef %2682)
  %2683 = load i8, ptr %154, align 1
  %2684 = zext i8 %2683 to i32
  %2685 = load i8, ptr %153, align 1
  %2686 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2685, i8 noundef zeroext 12)
  %2687 = zext i8 %2686 to i32
  %2688 = icmp ne i32 %2684, %2687
  br i1 %2688, label %2696, label %2689

2689:                                             ; preds = %2665
  %2690 = load i8, ptr %155, align 1
  %2691 = zext i8 %2690 to i32
  %2692 = load i8, ptr %153, align 1
  %2693 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2692, i8 noundef zeroext 12)
  %2694 = zext i8 %2693 to i32
  %2695 = icmp ne i32 %2691, %2694
  br i1 %2695, label %2696, label %2702

2696:                                             ; preds = %2689, %2665
  %2697 = load i32, ptr @bad, align 4
  %2698 = add nsw i32 %2697, 1
  store i32 %2698, ptr @bad, align 4
  %2699 = load i8, ptr %153, align 1
  %2700 = zext i8 %2699 to i64
  %2701 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2700, i64 noundef 12)
  br label %2702

2702:                                             ; preds = %2696, %2689
  br label %2703

2703:                                             ; preds = %2702
  %2704 = load i32, ptr %152, align 4
  %2705 = add nsw i32 %2704, 1
  store i32 %2705, ptr %152, align 4
  br label %2662, !llvm.loop !44

2706:                                             ; preds = %2662
  br label %2707

2707:                                             ; preds = %2706
  br label %2708

2708:                                             ; preds = %2707
  store i32 0, ptr %156, align 4
  br label %2709

2709:                                             ; preds = %2750, %2708
  %2710 = load i32, ptr %156, align 4
  %2711 = icmp slt i32 %2710, 41
  br i1 %2711, label %2712, label %2753

2712:                                             ; preds = %2709
  %2713 = load i32, ptr %156, align 4
  %2714 = sext i32 %2713 to i64
  %2715 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2714
  %2716 = load volatile i64, ptr %2715, align 8
  %2717 = trunc i64 %2716 to i8
  store i8 %2717, ptr %157, align 1
  %2718 = load i8, ptr %157, align 1
  %2719 = zext i8 %2718 to i32
  %2720 = sdiv i32 %2719, 13
  %2721 = trunc i32 %2720 to i8
  store i8 %2721, ptr %158, align 1
  %2722 = load i8, ptr %157, align 1
  %2723 = zext i8 %2722 to i32
  %2724 = srem i32 %2723, 13
  %2725 = trunc i32 %2724 to i8
  store i8 %2725, ptr %159, align 1
  %2726 = load i8, ptr %158, align 1
  %2727 = zext i8 %2726 to i64
  call void @mix(i64 noundef %2727)
  %2728 = load i8, ptr %159, align 1
  %2729 = zext i8 %2728 to i64
  call void @mix(i64 noundef %2729)
  %2730 = load i8, ptr %158, align 1
  %2731 = zext i8 %2730 to i32
  %2732 = load i8, ptr %157, align 1
  %2733 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2732, i8 noundef zeroext 13)
  %2734 = zext i8 %2733 to i32
  %2735 = icmp ne i32 %2731, %2734
  br i1 %2735, label %2743, label %2736

2736:                                             ; preds = %2712
  %2737 = load i8, ptr %159, align 1
  %2738 = zext i8 %2737 to i32
  %2739 = load i8, ptr %157, align 1
  %2740 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2739, i8 noundef zeroext 13)
  %2741 = zext i8 %2740 to i32
  %2742 = icmp ne i32 %2738, %2741
  br i1 %2742, label %2743, label %2749

2743:                                             ; preds = %2736, %2712
  %2744 = load i32, ptr @bad, align 4
  %2745 = add nsw i32 %2744, 1
  store i32 %2745, ptr @bad, align 4
  %2746 = load i8, ptr %157, align 1
  %2747 = zext i8 %2746 to i64
  %2748 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2747, i64 noundef 13)
  br label %2749

2749:                                             ; preds = %2743, %2736
  br label %2750

2750:                                             ; preds = %2749
  %2751 = load i32, ptr %156, align 4
  %2752 = add nsw i32 %2751, 1
  store i32 %2752, ptr %156, align 4
  br label %2709, !llvm.loop !45

2753:                                             ; preds = %2709
  br label %2754

2754:                                             ; preds = %2753
  br label %2755

2755:                                             ; preds = %2754
  store i32 0, ptr %160, align 4
  br label %2756

2756:                                             ; preds = %2797, %2755
  %2757 = load i32, ptr %160, align 4
  %2758 = icmp slt i32 %2757, 41
  br i1 %2758, label %2759, label %2800

2759:                                             ; preds = %2756
  %2760 = load i32, ptr %160, align 4
  %2761 = sext i32 %2760 to i64
  %2762 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2761
  %2763 = load volatile i64, ptr %2762, align 8
  %2764 = trunc i64 %2763 to i8
  store i8 %2764, ptr %161, align 1
  %2765 = load i8, ptr %161, align 1
  %2766 = zext i8 %2765 to i32
  %2767 = sdiv i32 %2766, 14
  %2768 = trunc i32 %2767 to i8
  store i8 %2768, ptr %162, align 1
  %2769 = load i8, ptr %161, align 1
  %2770 = zext i8 %2769 to i32
  %2771 = srem i32 %2770, 14
  %2772 = trunc i32 %2771 to i8
  store i8 %2772, ptr %163, align 1
  %2773 = load i8, ptr %162, align 1
  %2774 = zext i8 %2773 to i64
  call void @mix(i64 noundef %2774)
  %2775 = load i8, ptr %163, align 1
  %2776 = zext i8 %2775 to i64
  call void @mix(i64 noundef %2776)
  %2777 = load i8, ptr %162, align 1
  %2778 = zext i8 %2777 to i32
  %2779 = load i8, ptr %161, align 1
  %2780 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2779, i8 noundef zeroext 14)
  %2781 = zext i8 %2780 to i32
  %2782 = icmp ne i32 %2778, %2781
  br i1 %2782, label %2790, label %2783

2783:                                             ; preds = %2759
  %2784 = load i8, ptr %163, align 1
  %2785 = zext i8 %2784 to i32
  %2786 = load i8, ptr %161, align 1
  %2787 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2786, i8 noundef zeroext 14)
  %2788 = zext i8 %2787 to i32
  %2789 = icmp ne i32 %2785, %2788
  br i1 %2789, label %2790, label %2796

2790:                                             ; preds = %2783, %2759
  %2791 = load i32, ptr @bad, align 4
  %2792 = add nsw i32 %2791, 1
  store i32 %2792, ptr @bad, align 4
  %2793 = load i8, ptr %161, align 1
  %2794 = zext i8 %2793 to i64
  %2795 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2794, i64 noundef 14)
  br label %2796

2796:                                             ; preds = %2790, %2783
  br label %2797

2797:                                             ; preds = %2796
  %2798 = load i32, ptr %160, align 4
  %2799 = add nsw i32 %2798, 1
  store i32 %2799, ptr %160, align 4
  br label %2756, !llvm.loop !46

2800:                                             ; preds = %2756
  br label %2801

2801:                                             ; preds = %2800
  br label %2802

2802:                                             ; preds = %2801
  store i32 0, ptr %164, align 4
  br label %2803

2803:                                             ; preds = %2844, %2802
  %2804 = load i32, ptr %164, align 4
  %2805 = icmp slt i32 %2804, 41
  br i1 %2805, label %2806, label %2847

2806:                                             ; preds = %2803
  %2807 = load i32, ptr %164, align 4
  %2808 = sext i32 %2807 to i64
  %2809 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2808
  %2810 = load volatile i64, ptr %2809, align 8
  %2811 = trunc i64 %2810 to i8
  store i8 %2811, ptr %165, align 1
  %2812 = load i8, ptr %165, align 1
  %2813 = zext i8 %2812 to i32
  %2814 = sdiv i32 %2813, 15
  %2815 = trunc i32 %2814 to i8
  store i8 %2815, ptr %166, align 1
  %2816 = load i8, ptr %165, align 1
  %2817 = zext i8 %2816 to i32
  %2818 = srem i32 %2817, 15
  %2819 = trunc i32 %2818 to i8
  store i8 %2819, ptr %167, align 1
  %2820 = load i8, ptr %166, align 1
  %2821 = zext i8 %2820 to i64
  call void @mix(i64 noundef %2821)
  %2822 = load i8, ptr %167, align 1
  %2823 = zext i8 %2822 to i64
  call void @mix(i64 noundef %2823)
  %2824 = load i8, ptr %166, align 1
  %2825 = zext i8 %2824 to i32
  %2826 = load i8, ptr %165, align 1
  %2827 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2826, i8 noundef zeroext 15)
  %2828 = zext i8 %2827 to i32
  %2829 = icmp ne i32 %2825, %2828
  br i1 %2829, label %2837, label %2830

2830:                                             ; preds = %2806
  %2831 = load i8, ptr %167, align 1
  %2832 = zext i8 %2831 to i32
  %2833 = load i8, ptr %165, align 1
  %2834 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2833, i8 noundef zeroext 15)
  %2835 = zext i8 %2834 to i32
  %2836 = icmp ne i32 %2832, %2835
  br i1 %2836, label %2837, label %2843

2837:                                             ; preds = %2830, %2806
  %2838 = load i32, ptr @bad, align 4
  %2839 = add nsw i32 %2838, 1
  store i32 %2839, ptr @bad, align 4
  %2840 = load i8, ptr %165, align 1
  %2841 = zext i8 %2840 to i64
  %2842 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2841, i64 noundef 15)
  br label %2843

2843:                                             ; preds = %2837, %2830
  br label %2844

2844:                                             ; preds = %2843
  %2845 = load i32, ptr %164, align 4
  %2846 = add nsw i32 %2845, 1
  store i32 %2846, ptr %164, align 4
  br label %2803, !llvm.loop !47

2847:                                             ; preds = %2803
  br label %2848

2848:                                             ; preds = %2847
  br label %2849

2849:                                             ; preds = %2848
  store i32 0, ptr %168, align 4
  br label %2850

2850:                                             ; preds = %2891, %2849
  %2851 = load i32, ptr %168, align 4
  %2852 = icmp slt i32 %2851, 41
  br i1 %2852, label %2853, label %2894

2853:                                             ; preds = %2850
  %2854 = load i32, ptr %168, align 4
  %2855 = sext i32 %2854 to i64
  %2856 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2855
  %2857 = load volatile i64, ptr %2856, align 8
  %2858 = trunc i64 %2857 to i8
  store i8 %2858, ptr %169, align 1
  %2859 = load i8, ptr %169, align 1
  %2860 = zext i8 %2859 to i32
  %2861 = sdiv i32 %2860, 16
  %2862 = trunc i32 %2861 to i8
  store i8 %2862, ptr %170, align 1
  %2863 = load i8, ptr %169, align 1
  %2864 = zext i8 %2863 to i32
  %2865 = srem i32 %2864, 16
  %2866 = trunc i32 %2865 to i8
  store i8 %2866, ptr %171, align 1
  %2867 = load i8, ptr %170, align 1
  %2868 = zext i8 %2867 to i64
  call void @mix(i64 noundef %2868)
  %2869 = load i8, ptr %171, align 1
  %2870 = zext i8 %2869 to i64
  call void @mix(i64 noundef %2870)
  %2871 = load i8, ptr %170, align 1
  %2872 = zext i8 %2871 to i32
  %2873 = load i8, ptr %169, align 1
  %2874 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2873, i8 noundef zeroext 16)
  %2875 = zext i8 %2874 to i32
  %2876 = icmp ne i32 %2872, %2875
  br i1 %2876, label %2884, label %2877

2877:                                             ; preds = %2853
  %2878 = load i8, ptr %171, align 1
  %2879 = zext i8 %2878 to i32
  %2880 = load i8, ptr %169, align 1
  %2881 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2880, i8 noundef zeroext 16)
  %2882 = zext i8 %2881 to i32
  %2883 = icmp ne i32 %2879, %2882
  br i1 %2883, label %2884, label %2890

2884:                                             ; preds = %2877, %2853
  %2885 = load i32, ptr @bad, align 4
  %2886 = add nsw i32 %2885, 1
  store i32 %2886, ptr @bad, align 4
  %2887 = load i8, ptr %169, align 1
  %2888 = zext i8 %2887 to i64
  %2889 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2888, i64 noundef 16)
  br label %2890

2890:                                             ; preds = %2884, %2877
  br label %2891

2891:                                             ; preds = %2890
  %2892 = load i32, ptr %168, align 4
  %2893 = add nsw i32 %2892, 1
  store i32 %2893, ptr %168, align 4
  br label %2850, !llvm.loop !48

2894:                                             ; preds = %2850
  br label %2895

2895:                                             ; preds = %2894
  br label %2896

2896:                                             ; preds = %2895
  store i32 0, ptr %172, align 4
  br label %2897

2897:                                             ; preds = %2938, %2896
  %2898 = load i32, ptr %172, align 4
  %2899 = icmp slt i32 %2898, 41
  br i1 %2899, label %2900, label %2941

2900:                                             ; preds = %2897
  %2901 = load i32, ptr %172, align 4
  %2902 = sext i32 %2901 to i64
  %2903 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2902
  %2904 = load volatile i64, ptr %2903, align 8
  %2905 = trunc i64 %2904 to i8
  store i8 %2905, ptr %173, align 1
  %2906 = load i8, ptr %173, align 1
  %2907 = zext i8 %2906 to i32
  %2908 = sdiv i32 %2907, 17
  %2909 = trunc i32 %2908 to i8
  store i8 %2909, ptr %174, align 1
  %2910 = load i8, ptr %173, align 1
  %2911 = zext i8 %2910 to i32
  %2912 = srem i32 %2911, 17
  %2913 = trunc i32 %2912 to i8
  store i8 %2913, ptr %175, align 1
  %2914 = load i8, ptr %174, align 1
  %2915 = zext i8 %2914 to i64
  call void @mix(i64 noundef %2915)
  %2916 = load i8, ptr %175, align 1
  %2917 = zext i8 %2916 to i64
  call void @mix(i64 noundef %2917)
  %2918 = load i8, ptr %174, align 1
  %2919 = zext i8 %2918 to i32
  %2920 = load i8, ptr %173, align 1
  %2921 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2920, i8 noundef zeroext 17)
  %2922 = zext i8 %2921 to i32
  %2923 = icmp ne i32 %2919, %2922
  br i1 %2923, label %2931, label %2924

2924:                                             ; preds = %2900
  %2925 = load i8, ptr %175, align 1
  %2926 = zext i8 %2925 to i32
  %2927 = load i8, ptr %173, align 1
  %2928 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2927, i8 noundef zeroext 17)
  %2929 = zext i8 %2928 to i32
  %2930 = icmp ne i32 %2926, %2929
  br i1 %2930, label %2931, label %2937

2931:                                             ; preds = %2924, %2900
  %2932 = load i32, ptr @bad, align 4
  %2933 = add nsw i32 %2932, 1
  store i32 %2933, ptr @bad, align 4
  %2934 = load i8, ptr %173, align 1
  %2935 = zext i8 %2934 to i64
  %2936 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2935, i64 noundef 17)
  br label %2937

2937:                                             ; preds = %2931, %2924
  br label %2938

2938:                                             ; preds = %2937
  %2939 = load i32, ptr %172, align 4
  %2940 = add nsw i32 %2939, 1
  store i32 %2940, ptr %172, align 4
  br label %2897, !llvm.loop !49

2941:                                             ; preds = %2897
  br label %2942

2942:                                             ; preds = %2941
  br label %2943

2943:                                             ; preds = %2942
  store i32 0, ptr %176, align 4
  br label %2944

2944:                                             ; preds = %2985, %2943
  %2945 = load i32, ptr %176, align 4
  %2946 = icmp slt i32 %2945, 41
  br i1 %2946, label %2947, label %2988

2947:                                             ; preds = %2944
  %2948 = load i32, ptr %176, align 4
  %2949 = sext i32 %2948 to i64
  %2950 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2949
  %2951 = load volatile i64, ptr %2950, align 8
  %2952 = trunc i64 %2951 to i8
  store i8 %2952, ptr %177, align 1
  %2953 = load i8, ptr %177, align 1
  %2954 = zext i8 %2953 to i32
  %2955 = sdiv i32 %2954, 19
  %2956 = trunc i32 %2955 to i8
  store i8 %2956, ptr %178, align 1
  %2957 = load i8, ptr %177, align 1
  %2958 = zext i8 %2957 to i32
  %2959 = srem i32 %2958, 19
  %2960 = trunc i32 %2959 to i8
  store i8 %2960, ptr %179, align 1
  %2961 = load i8, ptr %178, align 1
  %2962 = zext i8 %2961 to i64
  call void @mix(i64 noundef %2962)
  %2963 = load i8, ptr %179, align 1
  %2964 = zext i8 %2963 to i64
  call void @mix(i64 noundef %2964)
  %2965 = load i8, ptr %178, align 1
  %2966 = zext i8 %2965 to i32
  %2967 = load i8, ptr %177, align 1
  %2968 = call zeroext i8 @u8_var_div(i8 noundef zeroext %2967, i8 noundef zeroext 19)
  %2969 = zext i8 %2968 to i32
  %2970 = icmp ne i32 %2966, %2969
  br i1 %2970, label %2978, label %2971

2971:                                             ; preds = %2947
  %2972 = load i8, ptr %179, align 1
  %2973 = zext i8 %2972 to i32
  %2974 = load i8, ptr %177, align 1
  %2975 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %2974, i8 noundef zeroext 19)
  %2976 = zext i8 %2975 to i32
  %2977 = icmp ne i32 %2973, %2976
  br i1 %2977, label %2978, label %2984

2978:                                             ; preds = %2971, %2947
  %2979 = load i32, ptr @bad, align 4
  %2980 = add nsw i32 %2979, 1
  store i32 %2980, ptr @bad, align 4
  %2981 = load i8, ptr %177, align 1
  %2982 = zext i8 %2981 to i64
  %2983 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %2982, i64 noundef 19)
  br label %2984

2984:                                             ; preds = %2978, %2971
  br label %2985

2985:                                             ; preds = %2984
  %2986 = load i32, ptr %176, align 4
  %2987 = add nsw i32 %2986, 1
  store i32 %2987, ptr %176, align 4
  br label %2944, !llvm.loop !50

2988:                                             ; preds = %2944
  br label %2989

2989:                                             ; preds = %2988
  br label %2990

2990:                                             ; preds = %2989
  store i32 0, ptr %180, align 4
  br label %2991

2991:                                             ; preds = %3032, %2990
  %2992 = load i32, ptr %180, align 4
  %2993 = icmp slt i32 %2992, 41
  br i1 %2993, label %2994, label %3035

2994:                                             ; preds = %2991
  %2995 = load i32, ptr %180, align 4
  %2996 = sext i32 %2995 to i64
  %2997 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2996
  %2998 = load volatile i64, ptr %2997, align 8
  %2999 = trunc i64 %2998 to i8
  store i8 %2999, ptr %181, align 1
  %3000 = load i8, ptr %181, align 1
  %3001 = zext i8 %3000 to i32
  %3002 = sdiv i32 %3001, 25
  %3003 = trunc i32 %3002 to i8
  store i8 %3003, ptr %182, align 1
  %3004 = load i8, ptr %181, align 1
  %3005 = zext i8 %3004 to i32
  %3006 = srem i32 %3005, 25
  %3007 = trunc i32 %3006 to i8
  store i8 %3007, ptr %183, align 1
  %3008 = load i8, ptr %182, align 1
  %3009 = zext i8 %3008 to i64
  call void @mix(i64 noundef %3009)
  %3010 = load i8, ptr %183, align 1
  %3011 = zext i8 %3010 to i64
  call void @mix(i64 noundef %3011)
  %3012 = load i8, ptr %182, align 1
  %3013 = zext i8 %3012 to i32
  %3014 = load i8, ptr %181, align 1
  %3015 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3014, i8 noundef zeroext 25)
  %3016 = zext i8 %3015 to i32
  %3017 = icmp ne i32 %3013, %3016
  br i1 %3017, label %3025, label %3018

3018:                                             ; preds = %2994
  %3019 = load i8, ptr %183, align 1
  %3020 = zext i8 %3019 to i32
  %3021 = load i8, ptr %181, align 1
  %3022 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3021, i8 noundef zeroext 25)
  %3023 = zext i8 %3022 to i32
  %3024 = icmp ne i32 %3020, %3023
  br i1 %3024, label %3025, label %3031

3025:                                             ; preds = %3018, %2994
  %3026 = load i32, ptr @bad, align 4
  %3027 = add nsw i32 %3026, 1
  store i32 %3027, ptr @bad, align 4
  %3028 = load i8, ptr %181, align 1
  %3029 = zext i8 %3028 to i64
  %3030 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3029, i64 noundef 25)
  br label %3031

3031:                                             ; preds = %3025, %3018
  br label %3032

3032:                                             ; preds = %3031
  %3033 = load i32, ptr %180, align 4
  %3034 = add nsw i32 %3033, 1
  store i32 %3034, ptr %180, align 4
  br label %2991, !llvm.loop !51

3035:                                             ; preds = %2991
  br label %3036

3036:                                             ; preds = %3035
  br label %3037

3037:                                             ; preds = %3036
  store i32 0, ptr %184, align 4
  br label %3038

3038:                                             ; preds = %3079, %3037
  %3039 = load i32, ptr %184, align 4
  %3040 = icmp slt i32 %3039, 41
  br i1 %3040, label %3041, label %3082

3041:                                             ; preds = %3038
  %3042 = load i32, ptr %184, align 4
  %3043 = sext i32 %3042 to i64
  %3044 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3043
  %3045 = load volatile i64, ptr %3044, align 8
  %3046 = trunc i64 %3045 to i8
  store i8 %3046, ptr %185, align 1
  %3047 = load i8, ptr %185, align 1
  %3048 = zext i8 %3047 to i32
  %3049 = sdiv i32 %3048, 31
  %3050 = trunc i32 %3049 to i8
  store i8 %3050, ptr %186, align 1
  %3051 = load i8, ptr %185, align 1
  %3052 = zext i8 %3051 to i32
  %3053 = srem i32 %3052, 31
  %3054 = trunc i32 %3053 to i8
  store i8 %3054, ptr %187, align 1
  %3055 = load i8, ptr %186, align 1
  %3056 = zext i8 %3055 to i64
  call void @mix(i64 noundef %3056)
  %3057 = load i8, ptr %187, align 1
  %3058 = zext i8 %3057 to i64
  call void @mix(i64 noundef %3058)
  %3059 = load i8, ptr %186, align 1
  %3060 = zext i8 %3059 to i32
  %3061 = load i8, ptr %185, align 1
  %3062 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3061, i8 noundef zeroext 31)
  %3063 = zext i8 %3062 to i32
  %3064 = icmp ne i32 %3060, %3063
  br i1 %3064, label %3072, label %3065

3065:                                             ; preds = %3041
  %3066 = load i8, ptr %187, align 1
  %3067 = zext i8 %3066 to i32
  %3068 = load i8, ptr %185, align 1
  %3069 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3068, i8 noundef zeroext 31)
  %3070 = zext i8 %3069 to i32
  %3071 = icmp ne i32 %3067, %3070
  br i1 %3071, label %3072, label %3078

3072:                                             ; preds = %3065, %3041
  %3073 = load i32, ptr @bad, align 4
  %3074 = add nsw i32 %3073, 1
  store i32 %3074, ptr @bad, align 4
  %3075 = load i8, ptr %185, align 1
  %3076 = zext i8 %3075 to i64
  %3077 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3076, i64 noundef 31)
  br label %3078

3078:                                             ; preds = %3072, %3065
  br label %3079

3079:                                             ; preds = %3078
  %3080 = load i32, ptr %184, align 4
  %3081 = add nsw i32 %3080, 1
  store i32 %3081, ptr %184, align 4
  br label %3038, !llvm.loop !52

3082:                                             ; preds = %3038
  br label %3083

3083:                                             ; preds = %3082
  br label %3084

3084:                                             ; preds = %3083
  store i32 0, ptr %188, align 4
  br label %3085

3085:                                             ; preds = %3126, %3084
  %3086 = load i32, ptr %188, align 4
  %3087 = icmp slt i32 %3086, 41
  br i1 %3087, label %3088, label %3129

3088:                                             ; preds = %3085
  %3089 = load i32, ptr %188, align 4
  %3090 = sext i32 %3089 to i64
  %3091 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3090
  %3092 = load volatile i64, ptr %3091, align 8
  %3093 = trunc i64 %3092 to i8
  store i8 %3093, ptr %189, align 1
  %3094 = load i8, ptr %189, align 1
  %3095 = zext i8 %3094 to i32
  %3096 = sdiv i32 %3095, 32
  %3097 = trunc i32 %3096 to i8
  store i8 %3097, ptr %190, align 1
  %3098 = load i8, ptr %189, align 1
  %3099 = zext i8 %3098 to i32
  %3100 = srem i32 %3099, 32
  %3101 = trunc i32 %3100 to i8
  store i8 %3101, ptr %191, align 1
  %3102 = load i8, ptr %190, align 1
  %3103 = zext i8 %3102 to i64
  call void @mix(i64 noundef %3103)
  %3104 = load i8, ptr %191, align 1
  %3105 = zext i8 %3104 to i64
  call void @mix(i64 noundef %3105)
  %3106 = load i8, ptr %190, align 1
  %3107 = zext i8 %3106 to i32
  %3108 = load i8, ptr %189, align 1
  %3109 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3108, i8 noundef zeroext 32)
  %3110 = zext i8 %3109 to i32
  %3111 = icmp ne i32 %3107, %3110
  br i1 %3111, label %3119, label %3112

3112:                                             ; preds = %3088
  %3113 = load i8, ptr %191, align 1
  %3114 = zext i8 %3113 to i32
  %3115 = load i8, ptr %189, align 1
  %3116 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3115, i8 noundef zeroext 32)
  %3117 = zext i8 %3116 to i32
  %3118 = icmp ne i32 %3114, %3117
  br i1 %3118, label %3119, label %3125

3119:                                             ; preds = %3112, %3088
  %3120 = load i32, ptr @bad, align 4
  %3121 = add nsw i32 %3120, 1
  store i32 %3121, ptr @bad, align 4
  %3122 = load i8, ptr %189, align 1
  %3123 = zext i8 %3122 to i64
  %3124 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3123, i64 noundef 32)
  br label %3125

3125:                                             ; preds = %3119, %3112
  br label %3126

3126:                                             ; preds = %3125
  %3127 = load i32, ptr %188, align 4
  %3128 = add nsw i32 %3127, 1
  store i32 %3128, ptr %188, align 4
  br label %3085, !llvm.loop !53

3129:                                             ; preds = %3085
  br label %3130

3130:                                             ; preds = %3129
  br label %3131

3131:                                             ; preds = %3130
  store i32 0, ptr %192, align 4
  br label %3132

3132:                                             ; preds = %3173, %3131
  %3133 = load i32, ptr %192, align 4
  %3134 = icmp slt i32 %3133, 41
  br i1 %3134, label %3135, label %3176

3135:                                             ; preds = %3132
  %3136 = load i32, ptr %192, align 4
  %3137 = sext i32 %3136 to i64
  %3138 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3137
  %3139 = load volatile i64, ptr %3138, align 8
  %3140 = trunc i64 %3139 to i8
  store i8 %3140, ptr %193, align 1
  %3141 = load i8, ptr %193, align 1
  %3142 = zext i8 %3141 to i32
  %3143 = sdiv i32 %3142, 37
  %3144 = trunc i32 %3143 to i8
  store i8 %3144, ptr %194, align 1
  %3145 = load i8, ptr %193, align 1
  %3146 = zext i8 %3145 to i32
  %3147 = srem i32 %3146, 37
  %3148 = trunc i32 %3147 to i8
  store i8 %3148, ptr %195, align 1
  %3149 = load i8, ptr %194, align 1
  %3150 = zext i8 %3149 to i64
  call void @mix(i64 noundef %3150)
  %3151 = load i8, ptr %195, align 1
  %3152 = zext i8 %3151 to i64
  call void @mix(i64 noundef %3152)
  %3153 = load i8, ptr %194, align 1
  %3154 = zext i8 %3153 to i32
  %3155 = load i8, ptr %193, align 1
  %3156 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3155, i8 noundef zeroext 37)
  %3157 = zext i8 %3156 to i32
  %3158 = icmp ne i32 %3154, %3157
  br i1 %3158, label %3166, label %3159

3159:                                             ; preds = %3135
  %3160 = load i8, ptr %195, align 1
  %3161 = zext i8 %3160 to i32
  %3162 = load i8, ptr %193, align 1
  %3163 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3162, i8 noundef zeroext 37)
  %3164 = zext i8 %3163 to i32
  %3165 = icmp ne i32 %3161, %3164
  br i1 %3165, label %3166, label %3172

3166:                                             ; preds = %3159, %3135
  %3167 = load i32, ptr @bad, align 4
  %3168 = add nsw i32 %3167, 1
  store i32 %3168, ptr @bad, align 4
  %3169 = load i8, ptr %193, align 1
  %3170 = zext i8 %3169 to i64
  %3171 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3170, i64 noundef 37)
  br label %3172

3172:                                             ; preds = %3166, %3159
  br label %3173

3173:                                             ; preds = %3172
  %3174 = load i32, ptr %192, align 4
  %3175 = add nsw i32 %3174, 1
  store i32 %3175, ptr %192, align 4
  br label %3132, !llvm.loop !54

3176:                                             ; preds = %3132
  br label %3177

3177:                                             ; preds = %3176
  br label %3178

3178:                                             ; preds = %3177
  store i32 0, ptr %196, align 4
  br label %3179

3179:                                             ; preds = %3220, %3178
  %3180 = load i32, ptr %196, align 4
  %3181 = icmp slt i32 %3180, 41
  br i1 %3181, label %3182, label %3223

3182:                                             ; preds = %3179
  %3183 = load i32, ptr %196, align 4
  %3184 = sext i32 %3183 to i64
  %3185 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3184
  %3186 = load volatile i64, ptr %3185, align 8
  %3187 = trunc i64 %3186 to i8
  store i8 %3187, ptr %197, align 1
  %3188 = load i8, ptr %197, align 1
  %3189 = zext i8 %3188 to i32
  %3190 = sdiv i32 %3189, 41
  %3191 = trunc i32 %3190 to i8
  store i8 %3191, ptr %198, align 1
  %3192 = load i8, ptr %197, align 1
  %3193 = zext i8 %3192 to i32
  %3194 = srem i32 %3193, 41
  %3195 = trunc i32 %3194 to i8
  store i8 %3195, ptr %199, align 1
  %3196 = load i8, ptr %198, align 1
  %3197 = zext i8 %3196 to i64
  call void @mix(i64 noundef %3197)
  %3198 = load i8, ptr %199, align 1
  %3199 = zext i8 %3198 to i64
  call void @mix(i64 noundef %3199)
  %3200 = load i8, ptr %198, align 1
  %3201 = zext i8 %3200 to i32
  %3202 = load i8, ptr %197, align 1
  %3203 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3202, i8 noundef zeroext 41)
  %3204 = zext i8 %3203 to i32
  %3205 = icmp ne i32 %3201, %3204
  br i1 %3205, label %3213, label %3206

3206:                                             ; preds = %3182
  %3207 = load i8, ptr %199, align 1
  %3208 = zext i8 %3207 to i32
  %3209 = load i8, ptr %197, align 1
  %3210 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3209, i8 noundef zeroext 41)
  %3211 = zext i8 %3210 to i32
  %3212 = icmp ne i32 %3208, %3211
  br i1 %3212, label %3213, label %3219

3213:                                             ; preds = %3206, %3182
  %3214 = load i32, ptr @bad, align 4
  %3215 = add nsw i32 %3214, 1
  store i32 %3215, ptr @bad, align 4
  %3216 = load i8, ptr %197, align 1
  %3217 = zext i8 %3216 to i64
  %3218 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3217, i64 noundef 41)
  br label %3219

3219:                                             ; preds = %3213, %3206
  br label %3220

3220:                                             ; preds = %3219
  %3221 = load i32, ptr %196, align 4
  %3222 = add nsw i32 %3221, 1
  store i32 %3222, ptr %196, align 4
  br label %3179, !llvm.loop !55

3223:                                             ; preds = %3179
  br label %3224

3224:                                             ; preds = %3223
  br label %3225

3225:                                             ; preds = %3224
  store i32 0, ptr %200, align 4
  br label %3226

3226:                                             ; preds = %3267, %3225
  %3227 = load i32, ptr %200, align 4
  %3228 = icmp slt i32 %3227, 41
  br i1 %3228, label %3229, label %3270

3229:                                             ; preds = %3226
  %3230 = load i32, ptr %200, align 4
  %3231 = sext i32 %3230 to i64
  %3232 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3231
  %3233 = load volatile i64, ptr %3232, align 8
  %3234 = trunc i64 %3233 to i8
  store i8 %3234, ptr %201, align 1
  %3235 = load i8, ptr %201, align 1
  %3236 = zext i8 %3235 to i32
  %3237 = sdiv i32 %3236, 60
  %3238 = trunc i32 %3237 to i8
  store i8 %3238, ptr %202, align 1
  %3239 = load i8, ptr %201, align 1
  %3240 = zext i8 %3239 to i32
  %3241 = srem i32 %3240, 60
  %3242 = trunc i32 %3241 to i8
  store i8 %3242, ptr %203, align 1
  %3243 = load i8, ptr %202, align 1
  %3244 = zext i8 %3243 to i64
  call void @mix(i64 noundef %3244)
  %3245 = load i8, ptr %203, align 1
  %3246 = zext i8 %3245 to i64
  call void @mix(i64 noundef %3246)
  %3247 = load i8, ptr %202, align 1
  %3248 = zext i8 %3247 to i32
  %3249 = load i8, ptr %201, align 1
  %3250 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3249, i8 noundef zeroext 60)
  %3251 = zext i8 %3250 to i32
  %3252 = icmp ne i32 %3248, %3251
  br i1 %3252, label %3260, label %3253

3253:                                             ; preds = %3229
  %3254 = load i8, ptr %203, align 1
  %3255 = zext i8 %3254 to i32
  %3256 = load i8, ptr %201, align 1
  %3257 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3256, i8 noundef zeroext 60)
  %3258 = zext i8 %3257 to i32
  %3259 = icmp ne i32 %3255, %3258
  br i1 %3259, label %3260, label %3266

3260:                                             ; preds = %3253, %3229
  %3261 = load i32, ptr @bad, align 4
  %3262 = add nsw i32 %3261, 1
  store i32 %3262, ptr @bad, align 4
  %3263 = load i8, ptr %201, align 1
  %3264 = zext i8 %3263 to i64
  %3265 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3264, i64 noundef 60)
  br label %3266

3266:                                             ; preds = %3260, %3253
  br label %3267

3267:                                             ; preds = %3266
  %3268 = load i32, ptr %200, align 4
  %3269 = add nsw i32 %3268, 1
  store i32 %3269, ptr %200, align 4
  br label %3226, !llvm.loop !56

3270:                                             ; preds = %3226
  br label %3271

3271:                                             ; preds = %3270
  br label %3272

3272:                                             ; preds = %3271
  store i32 0, ptr %204, align 4
  br label %3273

3273:                                             ; preds = %3314, %3272
  %3274 = load i32, ptr %204, align 4
  %3275 = icmp slt i32 %3274, 41
  br i1 %3275, label %3276, label %3317

3276:                                             ; preds = %3273
  %3277 = load i32, ptr %204, align 4
  %3278 = sext i32 %3277 to i64
  %3279 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3278
  %3280 = load volatile i64, ptr %3279, align 8
  %3281 = trunc i64 %3280 to i8
  store i8 %3281, ptr %205, align 1
  %3282 = load i8, ptr %205, align 1
  %3283 = zext i8 %3282 to i32
  %3284 = sdiv i32 %3283, 63
  %3285 = trunc i32 %3284 to i8
  store i8 %3285, ptr %206, align 1
  %3286 = load i8, ptr %205, align 1
  %3287 = zext i8 %3286 to i32
  %3288 = srem i32 %3287, 63
  %3289 = trunc i32 %3288 to i8
  store i8 %3289, ptr %207, align 1
  %3290 = load i8, ptr %206, align 1
  %3291 = zext i8 %3290 to i64
  call void @mix(i64 noundef %3291)
  %3292 = load i8, ptr %207, align 1
  %3293 = zext i8 %3292 to i64
  call void @mix(i64 noundef %3293)
  %3294 = load i8, ptr %206, align 1
  %3295 = zext i8 %3294 to i32
  %3296 = load i8, ptr %205, align 1
  %3297 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3296, i8 noundef zeroext 63)
  %3298 = zext i8 %3297 to i32
  %3299 = icmp ne i32 %3295, %3298
  br i1 %3299, label %3307, label %3300

3300:                                             ; preds = %3276
  %3301 = load i8, ptr %207, align 1
  %3302 = zext i8 %3301 to i32
  %3303 = load i8, ptr %205, align 1
  %3304 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3303, i8 noundef zeroext 63)
  %3305 = zext i8 %3304 to i32
  %3306 = icmp ne i32 %3302, %3305
  br i1 %3306, label %3307, label %3313

3307:                                             ; preds = %3300, %3276
  %3308 = load i32, ptr @bad, align 4
  %3309 = add nsw i32 %3308, 1
  store i32 %3309, ptr @bad, align 4
  %3310 = load i8, ptr %205, align 1
  %3311 = zext i8 %3310 to i64
  %3312 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3311, i64 noundef 63)
  br label %3313

3313:                                             ; preds = %3307, %3300
  br label %3314

3314:                                             ; preds = %3313
  %3315 = load i32, ptr %204, align 4
  %3316 = add nsw i32 %3315, 1
  store i32 %3316, ptr %204, align 4
  br label %3273, !llvm.loop !57

3317:                                             ; preds = %3273
  br label %3318

3318:                                             ; preds = %3317
  br label %3319

3319:                                             ; preds = %3318
  store i32 0, ptr %208, align 4
  br label %3320

3320:                                             ; preds = %3361, %3319
  %3321 = load i32, ptr %208, align 4
  %3322 = icmp slt i32 %3321, 41
  br i1 %3322, label %3323, label %3364

3323:                                             ; preds = %3320
  %3324 = load i32, ptr %208, align 4
  %3325 = sext i32 %3324 to i64
  %3326 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3325
  %3327 = load volatile i64, ptr %3326, align 8
  %3328 = trunc i64 %3327 to i8
  store i8 %3328, ptr %209, align 1
  %3329 = load i8, ptr %209, align 1
  %3330 = zext i8 %3329 to i32
  %3331 = sdiv i32 %3330, 64
  %3332 = trunc i32 %3331 to i8
  store i8 %3332, ptr %210, align 1
  %3333 = load i8, ptr %209, align 1
  %3334 = zext i8 %3333 to i32
  %3335 = srem i32 %3334, 64
  %3336 = trunc i32 %3335 to i8
  store i8 %3336, ptr %211, align 1
  %3337 = load i8, ptr %210, align 1
  %3338 = zext i8 %3337 to i64
  call void @mix(i64 noundef %3338)
  %3339 = load i8, ptr %211, align 1
  %3340 = zext i8 %3339 to i64
  call void @mix(i64 noundef %3340)
  %3341 = load i8, ptr %210, align 1
  %3342 = zext i8 %3341 to i32
  %3343 = load i8, ptr %209, align 1
  %3344 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3343, i8 noundef zeroext 64)
  %3345 = zext i8 %3344 to i32
  %3346 = icmp ne i32 %3342, %3345
  br i1 %3346, label %3354, label %3347

3347:                                             ; preds = %3323
  %3348 = load i8, ptr %211, align 1
  %3349 = zext i8 %3348 to i32
  %3350 = load i8, ptr %209, align 1
  %3351 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3350, i8 noundef zeroext 64)
  %3352 = zext i8 %3351 to i32
  %3353 = icmp ne i32 %3349, %3352
  br i1 %3353, label %3354, label %3360

3354:                                             ; preds = %3347, %3323
  %3355 = load i32, ptr @bad, align 4
  %3356 = add nsw i32 %3355, 1
  store i32 %3356, ptr @bad, align 4
  %3357 = load i8, ptr %209, align 1
  %3358 = zext i8 %3357 to i64
  %3359 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3358, i64 noundef 64)
  br label %3360

3360:                                             ; preds = %3354, %3347
  br label %3361

3361:                                             ; preds = %3360
  %3362 = load i32, ptr %208, align 4
  %3363 = add nsw i32 %3362, 1
  store i32 %3363, ptr %208, align 4
  br label %3320, !llvm.loop !58

3364:                                             ; preds = %3320
  br label %3365

3365:                                             ; preds = %3364
  br label %3366

3366:                                             ; preds = %3365
  store i32 0, ptr %212, align 4
  br label %3367

3367:                                             ; preds = %3408, %3366
  %3368 = load i32, ptr %212, align 4
  %3369 = icmp slt i32 %3368, 41
  br i1 %3369, label %3370, label %3411

3370:                                             ; preds = %3367
  %3371 = load i32, ptr %212, align 4
  %3372 = sext i32 %3371 to i64
  %3373 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3372
  %3374 = load volatile i64, ptr %3373, align 8
  %3375 = trunc i64 %3374 to i8
  store i8 %3375, ptr %213, align 1
  %3376 = load i8, ptr %213, align 1
  %3377 = zext i8 %3376 to i32
  %3378 = sdiv i32 %3377, 100
  %3379 = trunc i32 %3378 to i8
  store i8 %3379, ptr %214, align 1
  %3380 = load i8, ptr %213, align 1
  %3381 = zext i8 %3380 to i32
  %3382 = srem i32 %3381, 100
  %3383 = trunc i32 %3382 to i8
  store i8 %3383, ptr %215, align 1
  %3384 = load i8, ptr %214, align 1
  %3385 = zext i8 %3384 to i64
  call void @mix(i64 noundef %3385)
  %3386 = load i8, ptr %215, align 1
  %3387 = zext i8 %3386 to i64
  call void @mix(i64 noundef %3387)
  %3388 = load i8, ptr %214, align 1
  %3389 = zext i8 %3388 to i32
  %3390 = load i8, ptr %213, align 1
  %3391 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3390, i8 noundef zeroext 100)
  %3392 = zext i8 %3391 to i32
  %3393 = icmp ne i32 %3389, %3392
  br i1 %3393, label %3401, label %3394

3394:                                             ; preds = %3370
  %3395 = load i8, ptr %215, align 1
  %3396 = zext i8 %3395 to i32
  %3397 = load i8, ptr %213, align 1
  %3398 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3397, i8 noundef zeroext 100)
  %3399 = zext i8 %3398 to i32
  %3400 = icmp ne i32 %3396, %3399
  br i1 %3400, label %3401, label %3407

3401:                                             ; preds = %3394, %3370
  %3402 = load i32, ptr @bad, align 4
  %3403 = add nsw i32 %3402, 1
  store i32 %3403, ptr @bad, align 4
  %3404 = load i8, ptr %213, align 1
  %3405 = zext i8 %3404 to i64
  %3406 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3405, i64 noundef 100)
  br label %3407

3407:                                             ; preds = %3401, %3394
  br label %3408

3408:                                             ; preds = %3407
  %3409 = load i32, ptr %212, align 4
  %3410 = add nsw i32 %3409, 1
  store i32 %3410, ptr %212, align 4
  br label %3367, !llvm.loop !59

3411:                                             ; preds = %3367
  br label %3412

3412:                                             ; preds = %3411
  br label %3413

3413:                                             ; preds = %3412
  store i32 0, ptr %216, align 4
  br label %3414

3414:                                             ; preds = %3455, %3413
  %3415 = load i32, ptr %216, align 4
  %3416 = icmp slt i32 %3415, 41
  br i1 %3416, label %3417, label %3458

3417:                                             ; preds = %3414
  %3418 = load i32, ptr %216, align 4
  %3419 = sext i32 %3418 to i64
  %3420 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3419
  %3421 = load volatile i64, ptr %3420, align 8
  %3422 = trunc i64 %3421 to i8
  store i8 %3422, ptr %217, align 1
  %3423 = load i8, ptr %217, align 1
  %3424 = zext i8 %3423 to i32
  %3425 = sdiv i32 %3424, 127
  %3426 = trunc i32 %3425 to i8
  store i8 %3426, ptr %218, align 1
  %3427 = load i8, ptr %217, align 1
  %3428 = zext i8 %3427 to i32
  %3429 = srem i32 %3428, 127
  %3430 = trunc i32 %3429 to i8
  store i8 %3430, ptr %219, align 1
  %3431 = load i8, ptr %218, align 1
  %3432 = zext i8 %3431 to i64
  call void @mix(i64 noundef %3432)
  %3433 = load i8, ptr %219, align 1
  %3434 = zext i8 %3433 to i64
  call void @mix(i64 noundef %3434)
  %3435 = load i8, ptr %218, align 1
  %3436 = zext i8 %3435 to i32
  %3437 = load i8, ptr %217, align 1
  %3438 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3437, i8 noundef zeroext 127)
  %3439 = zext i8 %3438 to i32
  %3440 = icmp ne i32 %3436, %3439
  br i1 %3440, label %3448, label %3441

3441:                                             ; preds = %3417
  %3442 = load i8, ptr %219, align 1
  %3443 = zext i8 %3442 to i32
  %3444 = load i8, ptr %217, align 1
  %3445 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3444, i8 noundef zeroext 127)
  %3446 = zext i8 %3445 to i32
  %3447 = icmp ne i32 %3443, %3446
  br i1 %3447, label %3448, label %3454

3448:                                             ; preds = %3441, %3417
  %3449 = load i32, ptr @bad, align 4
  %3450 = add nsw i32 %3449, 1
  store i32 %3450, ptr @bad, align 4
  %3451 = load i8, ptr %217, align 1
  %3452 = zext i8 %3451 to i64
  %3453 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3452, i64 noundef 127)
  br label %3454

3454:                                             ; preds = %3448, %3441
  br label %3455

3455:                                             ; preds = %3454
  %3456 = load i32, ptr %216, align 4
  %3457 = add nsw i32 %3456, 1
  store i32 %3457, ptr %216, align 4
  br label %3414, !llvm.loop !60

3458:                                             ; preds = %3414
  br label %3459

3459:                                             ; preds = %3458
  br label %3460

3460:                                             ; preds = %3459
  store i32 0, ptr %220, align 4
  br label %3461

3461:                                             ; preds = %3502, %3460
  %3462 = load i32, ptr %220, align 4
  %3463 = icmp slt i32 %3462, 41
  br i1 %3463, label %3464, label %3505

3464:                                             ; preds = %3461
  %3465 = load i32, ptr %220, align 4
  %3466 = sext i32 %3465 to i64
  %3467 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3466
  %3468 = load volatile i64, ptr %3467, align 8
  %3469 = trunc i64 %3468 to i8
  store i8 %3469, ptr %221, align 1
  %3470 = load i8, ptr %221, align 1
  %3471 = zext i8 %3470 to i32
  %3472 = sdiv i32 %3471, 255
  %3473 = trunc i32 %3472 to i8
  store i8 %3473, ptr %222, align 1
  %3474 = load i8, ptr %221, align 1
  %3475 = zext i8 %3474 to i32
  %3476 = srem i32 %3475, 255
  %3477 = trunc i32 %3476 to i8
  store i8 %3477, ptr %223, align 1
  %3478 = load i8, ptr %222, align 1
  %3479 = zext i8 %3478 to i64
  call void @mix(i64 noundef %3479)
  %3480 = load i8, ptr %223, align 1
  %3481 = zext i8 %3480 to i64
  call void @mix(i64 noundef %3481)
  %3482 = load i8, ptr %222, align 1
  %3483 = zext i8 %3482 to i32
  %3484 = load i8, ptr %221, align 1
  %3485 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3484, i8 noundef zeroext -1)
  %3486 = zext i8 %3485 to i32
  %3487 = icmp ne i32 %3483, %3486
  br i1 %3487, label %3495, label %3488

3488:                                             ; preds = %3464
  %3489 = load i8, ptr %223, align 1
  %3490 = zext i8 %3489 to i32
  %3491 = load i8, ptr %221, align 1
  %3492 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3491, i8 noundef zeroext -1)
  %3493 = zext i8 %3492 to i32
  %3494 = icmp ne i32 %3490, %3493
  br i1 %3494, label %3495, label %3501

3495:                                             ; preds = %3488, %3464
  %3496 = load i32, ptr @bad, align 4
  %3497 = add nsw i32 %3496, 1
  store i32 %3497, ptr @bad, align 4
  %3498 = load i8, ptr %221, align 1
  %3499 = zext i8 %3498 to i64
  %3500 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3499, i64 noundef 255)
  br label %3501

3501:                                             ; preds = %3495, %3488
  br label %3502

3502:                                             ; preds = %3501
  %3503 = load i32, ptr %220, align 4
  %3504 = add nsw i32 %3503, 1
  store i32 %3504, ptr %220, align 4
  br label %3461, !llvm.loop !61

3505:                                             ; preds = %3461
  br label %3506

3506:                                             ; preds = %3505
  br label %3507

3507:                                             ; preds = %3506
  store i32 0, ptr %224, align 4
  br label %3508

3508:                                             ; preds = %3549, %3507
  %3509 = load i32, ptr %224, align 4
  %3510 = icmp slt i32 %3509, 41
  br i1 %3510, label %3511, label %3552

3511:                                             ; preds = %3508
  %3512 = load i32, ptr %224, align 4
  %3513 = sext i32 %3512 to i64
  %3514 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3513
  %3515 = load volatile i64, ptr %3514, align 8
  %3516 = trunc i64 %3515 to i8
  store i8 %3516, ptr %225, align 1
  %3517 = load i8, ptr %225, align 1
  %3518 = zext i8 %3517 to i32
  %3519 = sdiv i32 %3518, 129
  %3520 = trunc i32 %3519 to i8
  store i8 %3520, ptr %226, align 1
  %3521 = load i8, ptr %225, align 1
  %3522 = zext i8 %3521 to i32
  %3523 = srem i32 %3522, 129
  %3524 = trunc i32 %3523 to i8
  store i8 %3524, ptr %227, align 1
  %3525 = load i8, ptr %226, align 1
  %3526 = zext i8 %3525 to i64
  call void @mix(i64 noundef %3526)
  %3527 = load i8, ptr %227, align 1
  %3528 = zext i8 %3527 to i64
  call void @mix(i64 noundef %3528)
  %3529 = load i8, ptr %226, align 1
  %3530 = zext i8 %3529 to i32
  %3531 = load i8, ptr %225, align 1
  %3532 = call zeroext i8 @u8_var_div(i8 noundef zeroext %3531, i8 noundef zeroext -127)
  %3533 = zext i8 %3532 to i32
  %3534 = icmp ne i32 %3530, %3533
  br i1 %3534, label %3542, label %3535

3535:                                             ; preds = %3511
  %3536 = load i8, ptr %227, align 1
  %3537 = zext i8 %3536 to i32
  %3538 = load i8, ptr %225, align 1
  %3539 = call zeroext i8 @u8_var_rem(i8 noundef zeroext %3538, i8 noundef zeroext -127)
  %3540 = zext i8 %3539 to i32
  %3541 = icmp ne i32 %3537, %3540
  br i1 %3541, label %3542, label %3548

3542:                                             ; preds = %3535, %3511
  %3543 = load i32, ptr @bad, align 4
  %3544 = add nsw i32 %3543, 1
  store i32 %3544, ptr @bad, align 4
  %3545 = load i8, ptr %225, align 1
  %3546 = zext i8 %3545 to i64
  %3547 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.1, i64 noundef %3546, i64 noundef 129)
  br label %3548

3548:                                             ; preds = %3542, %3535
  br label %3549

3549:                                             ; preds = %3548
  %3550 = load i32, ptr %224, align 4
  %3551 = add nsw i32 %3550, 1
  store i32 %3551, ptr %224, align 4
  br label %3508, !llvm.loop !62

3552:                                             ; preds = %3508
  br label %3553

3553:                                             ; preds = %3552
  br label %10445

3554:                                             ; preds = %918
  br label %3555

3555:                                             ; preds = %3554
  store i32 0, ptr %228, align 4
  br label %3556

3556:                                             ; preds = %3597, %3555
  %3557 = load i32, ptr %228, align 4
  %3558 = icmp slt i32 %3557, 41
  br i1 %3558, label %3559, label %3600

3559:                                             ; preds = %3556
  %3560 = load i32, ptr %228, align 4
  %3561 = sext i32 %3560 to i64
  %3562 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3561
  %3563 = load volatile i64, ptr %3562, align 8
  %3564 = trunc i64 %3563 to i16
  store i16 %3564, ptr %229, align 2
  %3565 = load i16, ptr %229, align 2
  %3566 = sext i16 %3565 to i32
  %3567 = sdiv i32 %3566, 1
  %3568 = trunc i32 %3567 to i16
  store i16 %3568, ptr %230, align 2
  %3569 = load i16, ptr %229, align 2
  %3570 = sext i16 %3569 to i32
  %3571 = srem i32 %3570, 1
  %3572 = trunc i32 %3571 to i16
  store i16 %3572, ptr %231, align 2
  %3573 = load i16, ptr %230, align 2
  %3574 = sext i16 %3573 to i64
  call void @mix(i64 noundef %3574)
  %3575 = load i16, ptr %231, align 2
  %3576 = sext i16 %3575 to i64
  call void @mix(i64 noundef %3576)
  %3577 = load i16, ptr %230, align 2
  %3578 = sext i16 %3577 to i32
  %3579 = load i16, ptr %229, align 2
  %3580 = call signext i16 @i16_var_div(i16 noundef signext %3579, i16 noundef signext 1)
  %3581 = sext i16 %3580 to i32
  %3582 = icmp ne i32 %3578, %3581
  br i1 %3582, label %3590, label %3583

3583:                                             ; preds = %3559
  %3584 = load i16, ptr %231, align 2
  %3585 = sext i16 %3584 to i32
  %3586 = load i16, ptr %229, align 2
  %3587 = call signext i16 @i16_var_rem(i16 noundef signext %3586, i16 noundef signext 1)
  %3588 = sext i16 %3587 to i32
  %3589 = icmp ne i32 %3585, %3588
  br i1 %3589, label %3590, label %3596

3590:                                             ; preds = %3583, %3559
  %3591 = load i32, ptr @bad, align 4
  %3592 = add nsw i32 %3591, 1
  store i32 %3592, ptr @bad, align 4
  %3593 = load i16, ptr %229, align 2
  %3594 = sext i16 %3593 to i64
  %3595 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3594, i64 noundef 1)
  br label %3596

3596:                                             ; preds = %3590, %3583
  br label %3597

3597:                                             ; preds = %3596
  %3598 = load i32, ptr %228, align 4
  %3599 = add nsw i32 %3598, 1
  store i32 %3599, ptr %228, align 4
  br label %3556, !llvm.loop !63

3600:                                             ; preds = %3556
  br label %3601

3601:                                             ; preds = %3600
  br label %3602

3602:                                             ; preds = %3601
  store i32 0, ptr %232, align 4
  br label %3603

3603:                                             ; preds = %3644, %3602
  %3604 = load i32, ptr %232, align 4
  %3605 = icmp slt i32 %3604, 41
  br i1 %3605, label %3606, label %3647

3606:                                             ; preds = %3603
  %3607 = load i32, ptr %232, align 4
  %3608 = sext i32 %3607 to i64
  %3609 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3608
  %3610 = load volatile i64, ptr %3609, align 8
  %3611 = trunc i64 %3610 to i16
  store i16 %3611, ptr %233, align 2
  %3612 = load i16, ptr %233, align 2
  %3613 = sext i16 %3612 to i32
  %3614 = sdiv i32 %3613, 2
  %3615 = trunc i32 %3614 to i16
  store i16 %3615, ptr %234, align 2
  %3616 = load i16, ptr %233, align 2
  %3617 = sext i16 %3616 to i32
  %3618 = srem i32 %3617, 2
  %3619 = trunc i32 %3618 to i16
  store i16 %3619, ptr %235, align 2
  %3620 = load i16, ptr %234, align 2
  %3621 = sext i16 %3620 to i64
  call void @mix(i64 noundef %3621)
  %3622 = load i16, ptr %235, align 2
  %3623 = sext i16 %3622 to i64
  call void @mix(i64 noundef %3623)
  %3624 = load i16, ptr %234, align 2
  %3625 = sext i16 %3624 to i32
  %3626 = load i16, ptr %233, align 2
  %3627 = call signext i16 @i16_var_div(i16 noundef signext %3626, i16 noundef signext 2)
  %3628 = sext i16 %3627 to i32
  %3629 = icmp ne i32 %3625, %3628
  br i1 %3629, label %3637, label %3630

3630:                                             ; preds = %3606
  %3631 = load i16, ptr %235, align 2
  %3632 = sext i16 %3631 to i32
  %3633 = load i16, ptr %233, align 2
  %3634 = call signext i16 @i16_var_rem(i16 noundef signext %3633, i16 noundef signext 2)
  %3635 = sext i16 %3634 to i32
  %3636 = icmp ne i32 %3632, %3635
  br i1 %3636, label %3637, label %3643

3637:                                             ; preds = %3630, %3606
  %3638 = load i32, ptr @bad, align 4
  %3639 = add nsw i32 %3638, 1
  store i32 %3639, ptr @bad, align 4
  %3640 = load i16, ptr %233, align 2
  %3641 = sext i16 %3640 to i64
  %3642 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3641, i64 noundef 2)
  br label %3643

3643:                                             ; preds = %3637, %3630
  br label %3644

3644:                                             ; preds = %3643
  %3645 = load i32, ptr %232, align 4
  %3646 = add nsw i32 %3645, 1
  store i32 %3646, ptr %232, align 4
  br label %3603, !llvm.loop !64

3647:                                             ; preds = %3603
  br label %3648

3648:                                             ; preds = %3647
  br label %3649

3649:                                             ; preds = %3648
  store i32 0, ptr %236, align 4
  br label %3650

3650:                                             ; preds = %3691, %3649
  %3651 = load i32, ptr %236, align 4
  %3652 = icmp slt i32 %3651, 41
  br i1 %3652, label %3653, label %3694

3653:                                             ; preds = %3650
  %3654 = load i32, ptr %236, align 4
  %3655 = sext i32 %3654 to i64
  %3656 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3655
  %3657 = load volatile i64, ptr %3656, align 8
  %3658 = trunc i64 %3657 to i16
  store i16 %3658, ptr %237, align 2
  %3659 = load i16, ptr %237, align 2
  %3660 = sext i16 %3659 to i32
  %3661 = sdiv i32 %3660, 3
  %3662 = trunc i32 %3661 to i16
  store i16 %3662, ptr %238, align 2
  %3663 = load i16, ptr %237, align 2
  %3664 = sext i16 %3663 to i32
  %3665 = srem i32 %3664, 3
  %3666 = trunc i32 %3665 to i16
  store i16 %3666, ptr %239, align 2
  %3667 = load i16, ptr %238, align 2
  %3668 = sext i16 %3667 to i64
  call void @mix(i64 noundef %3668)
  %3669 = load i16, ptr %239, align 2
  %3670 = sext i16 %3669 to i64
  call void @mix(i64 noundef %3670)
  %3671 = load i16, ptr %238, align 2
  %3672 = sext i16 %3671 to i32
  %3673 = load i16, ptr %237, align 2
  %3674 = call signext i16 @i16_var_div(i16 noundef signext %3673, i16 noundef signext 3)
  %3675 = sext i16 %3674 to i32
  %3676 = icmp ne i32 %3672, %3675
  br i1 %3676, label %3684, label %3677

3677:                                             ; preds = %3653
  %3678 = load i16, ptr %239, align 2
  %3679 = sext i16 %3678 to i32
  %3680 = load i16, ptr %237, align 2
  %3681 = call signext i16 @i16_var_rem(i16 noundef signext %3680, i16 noundef signext 3)
  %3682 = sext i16 %3681 to i32
  %3683 = icmp ne i32 %3679, %3682
  br i1 %3683, label %3684, label %3690

3684:                                             ; preds = %3677, %3653
  %3685 = load i32, ptr @bad, align 4
  %3686 = add nsw i32 %3685, 1
  store i32 %3686, ptr @bad, align 4
  %3687 = load i16, ptr %237, align 2
  %3688 = sext i16 %3687 to i64
  %3689 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3688, i64 noundef 3)
  br label %3690

3690:                                             ; preds = %3684, %3677
  br label %3691

3691:                                             ; preds = %3690
  %3692 = load i32, ptr %236, align 4
  %3693 = add nsw i32 %3692, 1
  store i32 %3693, ptr %236, align 4
  br label %3650, !llvm.loop !65

3694:                                             ; preds = %3650
  br label %3695

3695:                                             ; preds = %3694
  br label %3696

3696:                                             ; preds = %3695
  store i32 0, ptr %240, align 4
  br label %3697

3697:                                             ; preds = %3738, %3696
  %3698 = load i32, ptr %240, align 4
  %3699 = icmp slt i32 %3698, 41
  br i1 %3699, label %3700, label %3741

3700:                                             ; preds = %3697
  %3701 = load i32, ptr %240, align 4
  %3702 = sext i32 %3701 to i64
  %3703 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3702
  %3704 = load volatile i64, ptr %3703, align 8
  %3705 = trunc i64 %3704 to i16
  store i16 %3705, ptr %241, align 2
  %3706 = load i16, ptr %241, align 2
  %3707 = sext i16 %3706 to i32
  %3708 = sdiv i32 %3707, 5
  %3709 = trunc i32 %3708 to i16
  store i16 %3709, ptr %242, align 2
  %3710 = load i16, ptr %241, align 2
  %3711 = sext i16 %3710 to i32
  %3712 = srem i32 %3711, 5
  %3713 = trunc i32 %3712 to i16
  store i16 %3713, ptr %243, align 2
  %3714 = load i16, ptr %242, align 2
  %3715 = sext i16 %3714 to i64
  call void @mix(i64 noundef %3715)
  %3716 = load i16, ptr %243, align 2
  %3717 = sext i16 %3716 to i64
  call void @mix(i64 noundef %3717)
  %3718 = load i16, ptr %242, align 2
  %3719 = sext i16 %3718 to i32
  %3720 = load i16, ptr %241, align 2
  %3721 = call signext i16 @i16_var_div(i16 noundef signext %3720, i16 noundef signext 5)
  %3722 = sext i16 %3721 to i32
  %3723 = icmp ne i32 %3719, %3722
  br i1 %3723, label %3731, label %3724

3724:                                             ; preds = %3700
  %3725 = load i16, ptr %243, align 2
  %3726 = sext i16 %3725 to i32
  %3727 = load i16, ptr %241, align 2
  %3728 = call signext i16 @i16_var_rem(i16 noundef signext %3727, i16 noundef signext 5)
  %3729 = sext i16 %3728 to i32
  %3730 = icmp ne i32 %3726, %3729
  br i1 %3730, label %3731, label %3737

3731:                                             ; preds = %3724, %3700
  %3732 = load i32, ptr @bad, align 4
  %3733 = add nsw i32 %3732, 1
  store i32 %3733, ptr @bad, align 4
  %3734 = load i16, ptr %241, align 2
  %3735 = sext i16 %3734 to i64
  %3736 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3735, i64 noundef 5)
  br label %3737

3737:                                             ; preds = %3731, %3724
  br label %3738

3738:                                             ; preds = %3737
  %3739 = load i32, ptr %240, align 4
  %3740 = add nsw i32 %3739, 1
  store i32 %3740, ptr %240, align 4
  br label %3697, !llvm.loop !66

3741:                                             ; preds = %3697
  br label %3742

3742:                                             ; preds = %3741
  br label %3743

3743:                                             ; preds = %3742
  store i32 0, ptr %244, align 4
  br label %3744

3744:                                             ; preds = %3785, %3743
  %3745 = load i32, ptr %244, align 4
  %3746 = icmp slt i32 %3745, 41
  br i1 %3746, label %3747, label %3788

3747:                                             ; preds = %3744
  %3748 = load i32, ptr %244, align 4
  %3749 = sext i32 %3748 to i64
  %3750 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3749
  %3751 = load volatile i64, ptr %3750, align 8
  %3752 = trunc i64 %3751 to i16
  store i16 %3752, ptr %245, align 2
  %3753 = load i16, ptr %245, align 2
  %3754 = sext i16 %3753 to i32
  %3755 = sdiv i32 %3754, 6
  %3756 = trunc i32 %3755 to i16
  store i16 %3756, ptr %246, align 2
  %3757 = load i16, ptr %245, align 2
  %3758 = sext i16 %3757 to i32
  %3759 = srem i32 %3758, 6
  %3760 = trunc i32 %3759 to i16
  store i16 %3760, ptr %247, align 2
  %3761 = load i16, ptr %246, align 2
  %3762 = sext i16 %3761 to i64
  call void @mix(i64 noundef %3762)
  %3763 = load i16, ptr %247, align 2
  %3764 = sext i16 %3763 to i64
  call void @mix(i64 noundef %3764)
  %3765 = load i16, ptr %246, align 2
  %3766 = sext i16 %3765 to i32
  %3767 = load i16, ptr %245, align 2
  %3768 = call signext i16 @i16_var_div(i16 noundef signext %3767, i16 noundef signext 6)
  %3769 = sext i16 %3768 to i32
  %3770 = icmp ne i32 %3766, %3769
  br i1 %3770, label %3778, label %3771

3771:                                             ; preds = %3747
  %3772 = load i16, ptr %247, align 2
  %3773 = sext i16 %3772 to i32
  %3774 = load i16, ptr %245, align 2
  %3775 = call signext i16 @i16_var_rem(i16 noundef signext %3774, i16 noundef signext 6)
  %3776 = sext i16 %3775 to i32
  %3777 = icmp ne i32 %3773, %3776
  br i1 %3777, label %3778, label %3784

3778:                                             ; preds = %3771, %3747
  %3779 = load i32, ptr @bad, align 4
  %3780 = add nsw i32 %3779, 1
  store i32 %3780, ptr @bad, align 4
  %3781 = load i16, ptr %245, align 2
  %3782 = sext i16 %3781 to i64
  %3783 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3782, i64 noundef 6)
  br label %3784

3784:                                             ; preds = %3778, %3771
  br label %3785

3785:                                             ; preds = %3784
  %3786 = load i32, ptr %244, align 4
  %3787 = add nsw i32 %3786, 1
  store i32 %3787, ptr %244, align 4
  br label %3744, !llvm.loop !67

3788:                                             ; preds = %3744
  br label %3789

3789:                                             ; preds = %3788
  br label %3790

3790:                                             ; preds = %3789
  store i32 0, ptr %248, align 4
  br label %3791

3791:                                             ; preds = %3832, %3790
  %3792 = load i32, ptr %248, align 4
  %3793 = icmp slt i32 %3792, 41
  br i1 %3793, label %3794, label %3835

3794:                                             ; preds = %3791
  %3795 = load i32, ptr %248, align 4
  %3796 = sext i32 %3795 to i64
  %3797 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3796
  %3798 = load volatile i64, ptr %3797, align 8
  %3799 = trunc i64 %3798 to i16
  store i16 %3799, ptr %249, align 2
  %3800 = load i16, ptr %249, align 2
  %3801 = sext i16 %3800 to i32
  %3802 = sdiv i32 %3801, 7
  %3803 = trunc i32 %3802 to i16
  store i16 %3803, ptr %250, align 2
  %3804 = load i16, ptr %249, align 2
  %3805 = sext i16 %3804 to i32
  %3806 = srem i32 %3805, 7
  %3807 = trunc i32 %3806 to i16
  store i16 %3807, ptr %251, align 2
  %3808 = load i16, ptr %250, align 2
  %3809 = sext i16 %3808 to i64
  call void @mix(i64 noundef %3809)
  %3810 = load i16, ptr %251, align 2
  %3811 = sext i16 %3810 to i64
  call void @mix(i64 noundef %3811)
  %3812 = load i16, ptr %250, align 2
  %3813 = sext i16 %3812 to i32
  %3814 = load i16, ptr %249, align 2
  %3815 = call signext i16 @i16_var_div(i16 noundef signext %3814, i16 noundef signext 7)
  %3816 = sext i16 %3815 to i32
  %3817 = icmp ne i32 %3813, %3816
  br i1 %3817, label %3825, label %3818

3818:                                             ; preds = %3794
  %3819 = load i16, ptr %251, align 2
  %3820 = sext i16 %3819 to i32
  %3821 = load i16, ptr %249, align 2
  %3822 = call signext i16 @i16_var_rem(i16 noundef signext %3821, i16 noundef signext 7)
  %3823 = sext i16 %3822 to i32
  %3824 = icmp ne i32 %3820, %3823
  br i1 %3824, label %3825, label %3831

3825:                                             ; preds = %3818, %3794
  %3826 = load i32, ptr @bad, align 4
  %3827 = add nsw i32 %3826, 1
  store i32 %3827, ptr @bad, align 4
  %3828 = load i16, ptr %249, align 2
  %3829 = sext i16 %3828 to i64
  %3830 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3829, i64 noundef 7)
  br label %3831

3831:                                             ; preds = %3825, %3818
  br label %3832

3832:                                             ; preds = %3831
  %3833 = load i32, ptr %248, align 4
  %3834 = add nsw i32 %3833, 1
  store i32 %3834, ptr %248, align 4
  br label %3791, !llvm.loop !68

3835:                                             ; preds = %3791
  br label %3836

3836:                                             ; preds = %3835
  br label %3837

3837:                                             ; preds = %3836
  store i32 0, ptr %252, align 4
  br label %3838

3838:                                             ; preds = %3879, %3837
  %3839 = load i32, ptr %252, align 4
  %3840 = icmp slt i32 %3839, 41
  br i1 %3840, label %3841, label %3882

3841:                                             ; preds = %3838
  %3842 = load i32, ptr %252, align 4
  %3843 = sext i32 %3842 to i64
  %3844 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3843
  %3845 = load volatile i64, ptr %3844, align 8
  %3846 = trunc i64 %3845 to i16
  store i16 %3846, ptr %253, align 2
  %3847 = load i16, ptr %253, align 2
  %3848 = sext i16 %3847 to i32
  %3849 = sdiv i32 %3848, 9
  %3850 = trunc i32 %3849 to i16
  store i16 %3850, ptr %254, align 2
  %3851 = load i16, ptr %253, align 2
  %3852 = sext i16 %3851 to i32
  %3853 = srem i32 %3852, 9
  %3854 = trunc i32 %3853 to i16
  store i16 %3854, ptr %255, align 2
  %3855 = load i16, ptr %254, align 2
  %3856 = sext i16 %3855 to i64
  call void @mix(i64 noundef %3856)
  %3857 = load i16, ptr %255, align 2
  %3858 = sext i16 %3857 to i64
  call void @mix(i64 noundef %3858)
  %3859 = load i16, ptr %254, align 2
  %3860 = sext i16 %3859 to i32
  %3861 = load i16, ptr %253, align 2
  %3862 = call signext i16 @i16_var_div(i16 noundef signext %3861, i16 noundef signext 9)
  %3863 = sext i16 %3862 to i32
  %3864 = icmp ne i32 %3860, %3863
  br i1 %3864, label %3872, label %3865

3865:                                             ; preds = %3841
  %3866 = load i16, ptr %255, align 2
  %3867 = sext i16 %3866 to i32
  %3868 = load i16, ptr %253, align 2
  %3869 = call signext i16 @i16_var_rem(i16 noundef signext %3868, i16 noundef signext 9)
  %3870 = sext i16 %3869 to i32
  %3871 = icmp ne i32 %3867, %3870
  br i1 %3871, label %3872, label %3878

3872:                                             ; preds = %3865, %3841
  %3873 = load i32, ptr @bad, align 4
  %3874 = add nsw i32 %3873, 1
  store i32 %3874, ptr @bad, align 4
  %3875 = load i16, ptr %253, align 2
  %3876 = sext i16 %3875 to i64
  %3877 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3876, i64 noundef 9)
  br label %3878

3878:                                             ; preds = %3872, %3865
  br label %3879

3879:                                             ; preds = %3878
  %3880 = load i32, ptr %252, align 4
  %3881 = add nsw i32 %3880, 1
  store i32 %3881, ptr %252, align 4
  br label %3838, !llvm.loop !69

3882:                                             ; preds = %3838
  br label %3883

3883:                                             ; preds = %3882
  br label %3884

3884:                                             ; preds = %3883
  store i32 0, ptr %256, align 4
  br label %3885

3885:                                             ; preds = %3926, %3884
  %3886 = load i32, ptr %256, align 4
  %3887 = icmp slt i32 %3886, 41
  br i1 %3887, label %3888, label %3929

3888:                                             ; preds = %3885
  %3889 = load i32, ptr %256, align 4
  %3890 = sext i32 %3889 to i64
  %3891 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3890
  %3892 = load volatile i64, ptr %3891, align 8
  %3893 = trunc i64 %3892 to i16
  store i16 %3893, ptr %257, align 2
  %3894 = load i16, ptr %257, align 2
  %3895 = sext i16 %3894 to i32
  %3896 = sdiv i32 %3895, 10
  %3897 = trunc i32 %3896 to i16
  store i16 %3897, ptr %258, align 2
  %3898 = load i16, ptr %257, align 2
  %3899 = sext i16 %3898 to i32
  %3900 = srem i32 %3899, 10
  %3901 = trunc i32 %3900 to i16
  store i16 %3901, ptr %259, align 2
  %3902 = load i16, ptr %258, align 2
  %3903 = sext i16 %3902 to i64
  call void @mix(i64 noundef %3903)
  %3904 = load i16, ptr %259, align 2
  %3905 = sext i16 %3904 to i64
  call void @mix(i64 noundef %3905)
  %3906 = load i16, ptr %258, align 2
  %3907 = sext i16 %3906 to i32
  %3908 = load i16, ptr %257, align 2
  %3909 = call signext i16 @i16_var_div(i16 noundef signext %3908, i16 noundef signext 10)
  %3910 = sext i16 %3909 to i32
  %3911 = icmp ne i32 %3907, %3910
  br i1 %3911, label %3919, label %3912

3912:                                             ; preds = %3888
  %3913 = load i16, ptr %259, align 2
  %3914 = sext i16 %3913 to i32
  %3915 = load i16, ptr %257, align 2
  %3916 = call signext i16 @i16_var_rem(i16 noundef signext %3915, i16 noundef signext 10)
  %3917 = sext i16 %3916 to i32
  %3918 = icmp ne i32 %3914, %3917
  br i1 %3918, label %3919, label %3925

3919:                                             ; preds = %3912, %3888
  %3920 = load i32, ptr @bad, align 4
  %3921 = add nsw i32 %3920, 1
  store i32 %3921, ptr @bad, align 4
  %3922 = load i16, ptr %257, align 2
  %3923 = sext i16 %3922 to i64
  %3924 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3923, i64 noundef 10)
  br label %3925

3925:                                             ; preds = %3919, %3912
  br label %3926

3926:                                             ; preds = %3925
  %3927 = load i32, ptr %256, align 4
  %3928 = add nsw i32 %3927, 1
  store i32 %3928, ptr %256, align 4
  br label %3885, !llvm.loop !70

3929:                                             ; preds = %3885
  br label %3930

3930:                                             ; preds = %3929
  br label %3931

3931:                                             ; preds = %3930
  store i32 0, ptr %260, align 4
  br label %3932

3932:                                             ; preds = %3973, %3931
  %3933 = load i32, ptr %260, align 4
  %3934 = icmp slt i32 %3933, 41
  br i1 %3934, label %3935, label %3976

3935:                                             ; preds = %3932
  %3936 = load i32, ptr %260, align 4
  %3937 = sext i32 %3936 to i64
  %3938 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3937
  %3939 = load volatile i64, ptr %3938, align 8
  %3940 = trunc i64 %3939 to i16
  store i16 %3940, ptr %261, align 2
  %3941 = load i16, ptr %261, align 2
  %3942 = sext i16 %3941 to i32
  %3943 = sdiv i32 %3942, 11
  %3944 = trunc i32 %3943 to i16
  store i16 %3944, ptr %262, align 2
  %3945 = load i16, ptr %261, align 2
  %3946 = sext i16 %3945 to i32
  %3947 = srem i32 %3946, 11
  %3948 = trunc i32 %3947 to i16
  store i16 %3948, ptr %263, align 2
  %3949 = load i16, ptr %262, align 2
  %3950 = sext i16 %3949 to i64
  call void @mix(i64 noundef %3950)
  %3951 = load i16, ptr %263, align 2
  %3952 = sext i16 %3951 to i64
  call void @mix(i64 noundef %3952)
  %3953 = load i16, ptr %262, align 2
  %3954 = sext i16 %3953 to i32
  %3955 = load i16, ptr %261, align 2
  %3956 = call signext i16 @i16_var_div(i16 noundef signext %3955, i16 noundef signext 11)
  %3957 = sext i16 %3956 to i32
  %3958 = icmp ne i32 %3954, %3957
  br i1 %3958, label %3966, label %3959

3959:                                             ; preds = %3935
  %3960 = load i16, ptr %263, align 2
  %3961 = sext i16 %3960 to i32
  %3962 = load i16, ptr %261, align 2
  %3963 = call signext i16 @i16_var_rem(i16 noundef signext %3962, i16 noundef signext 11)
  %3964 = sext i16 %3963 to i32
  %3965 = icmp ne i32 %3961, %3964
  br i1 %3965, label %3966, label %3972

3966:                                             ; preds = %3959, %3935
  %3967 = load i32, ptr @bad, align 4
  %3968 = add nsw i32 %3967, 1
  store i32 %3968, ptr @bad, align 4
  %3969 = load i16, ptr %261, align 2
  %3970 = sext i16 %3969 to i64
  %3971 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %3970, i64 noundef 11)
  br label %3972

3972:                                             ; preds = %3966, %3959
  br label %3973

3973:                                             ; preds = %3972
  %3974 = load i32, ptr %260, align 4
  %3975 = add nsw i32 %3974, 1
  store i32 %3975, ptr %260, align 4
  br label %3932, !llvm.loop !71

3976:                                             ; preds = %3932
  br label %3977

3977:                                             ; preds = %3976
  br label %3978

3978:                                             ; preds = %3977
  store i32 0, ptr %264, align 4
  br label %3979

3979:                                             ; preds = %4020, %3978
  %3980 = load i32, ptr %264, align 4
  %3981 = icmp slt i32 %3980, 41
  br i1 %3981, label %3982, label %4023

3982:                                             ; preds = %3979
  %3983 = load i32, ptr %264, align 4
  %3984 = sext i32 %3983 to i64
  %3985 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3984
  %3986 = load volatile i64, ptr %3985, align 8
  %3987 = trunc i64 %3986 to i16
  store i16 %3987, ptr %265, align 2
  %3988 = load i16, ptr %265, align 2
  %3989 = sext i16 %3988 to i32
  %3990 = sdiv i32 %3989, 12
  %3991 = trunc i32 %3990 to i16
  store i16 %3991, ptr %266, align 2
  %3992 = load i16, ptr %265, align 2
  %3993 = sext i16 %3992 to i32
  %3994 = srem i32 %3993, 12
  %3995 = trunc i32 %3994 to i16
  store i16 %3995, ptr %267, align 2
  %3996 = load i16, ptr %266, align 2
  %3997 = sext i16 %3996 to i64
  call void @mix(i64 noundef %3997)
  %3998 = load i16, ptr %267, align 2
  %3999 = sext i16 %3998 to i64
  call void @mix(i64 noundef %3999)
  %4000 = load i16, ptr %266, align 2
  %4001 = sext i16 %4000 to i32
  %4002 = load i16, ptr %265, align 2
  %4003 = call signext i16 @i16_var_div(i16 noundef signext %4002, i16 noundef signext 12)
  %4004 = sext i16 %4003 to i32
  %4005 = icmp ne i32 %4001, %4004
  br i1 %4005, label %4013, label %4006

4006:                                             ; preds = %3982
  %4007 = load i16, ptr %267, align 2
  %4008 = sext i16 %4007 to i32
  %4009 = load i16, ptr %265, align 2
  %4010 = call signext i16 @i16_var_rem(i16 noundef signext %4009, i16 noundef signext 12)
  %4011 = sext i16 %4010 to i32
  %4012 = icmp ne i32 %4008, %4011
  br i1 %4012, label %4013, label %4019

4013:                                             ; preds = %4006, %3982
  %4014 = load i32, ptr @bad, align 4
  %4015 = add nsw i32 %4014, 1
  store i32 %4015, ptr @bad, align 4
  %4016 = load i16, ptr %265, align 2
  %4017 = sext i16 %4016 to i64
  %4018 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4017, i64 noundef 12)
  br label %4019

4019:                                             ; preds = %4013, %4006
  br label %4020

4020:                                             ; preds = %4019
  %4021 = load i32, ptr %264, align 4
  %4022 = add nsw i32 %4021, 1
  store i32 %4022, ptr %264, align 4
  br label %3979, !llvm.loop !72

4023:                                             ; preds = %3979
  br label %4024

4024:                                             ; preds = %4023
  br label %4025

4025:                                             ; preds = %4024
  store i32 0, ptr %268, align 4
  br label %4026

4026:                                             ; preds = %4067, %4025
  %4027 = load i32, ptr %268, align 4
  %4028 = icmp slt i32 %4027, 41
  br i1 %4028, label %4029, label %4070

4029:                                             ; preds = %4026
  %4030 = load i32, ptr %268, align 4
  %4031 = sext i32 %4030 to i64
  %4032 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4031
  %4033 = load volatile i64, ptr %4032, align 8
  %4034 = trunc i64 %4033 to i16
  store i16 %4034, ptr %269, align 2
  %4035 = load i16, ptr %269, align 2
  %4036 = sext i16 %4035 to i32
  %4037 = sdiv i32 %4036, 13
  %4038 = trunc i32 %4037 to i16
  store i16 %4038, ptr %270, align 2
  %4039 = load i16, ptr %269, align 2
  %4040 = sext i16 %4039 to i32
  %4041 = srem i32 %4040, 13
  %4042 = trunc i32 %4041 to i16
  store i16 %4042, ptr %271, align 2
  %4043 = load i16, ptr %270, align 2
  %4044 = sext i16 %4043 to i64
  call void @mix(i64 noundef %4044)
  %4045 = load i16, ptr %271, align 2
  %4046 = sext i16 %4045 to i64
  call void @mix(i64 noundef %4046)
  %4047 = load i16, ptr %270, align 2
  %4048 = sext i16 %4047 to i32
  %4049 = load i16, ptr %269, align 2
  %4050 = call signext i16 @i16_var_div(i16 noundef signext %4049, i16 noundef signext 13)
  %4051 = sext i16 %4050 to i32
  %4052 = icmp ne i32 %4048, %4051
  br i1 %4052, label %4060, label %4053

4053:                                             ; preds = %4029
  %4054 = load i16, ptr %271, align 2
  %4055 = sext i16 %4054 to i32
  %4056 = load i16, ptr %269, align 2
  %4057 = call signext i16 @i16_var_rem(i16 noundef signext %4056, i16 noundef signext 13)
  %4058 = sext i16 %4057 to i32
  %4059 = icmp ne i32 %4055, %4058
  br i1 %4059, label %4060, label %4066

4060:                                             ; preds = %4053, %4029
  %4061 = load i32, ptr @bad, align 4
  %4062 = add nsw i32 %4061, 1
  store i32 %4062, ptr @bad, align 4
  %4063 = load i16, ptr %269, align 2
  %4064 = sext i16 %4063 to i64
  %4065 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4064, i64 noundef 13)
  br label %4066

4066:                                             ; preds = %4060, %4053
  br label %4067

4067:                                             ; preds = %4066
  %4068 = load i32, ptr %268, align 4
  %4069 = add nsw i32 %4068, 1
  store i32 %4069, ptr %268, align 4
  br label %4026, !llvm.loop !73

4070:                                             ; preds = %4026
  br label %4071

4071:                                             ; preds = %4070
  br label %4072

4072:                                             ; preds = %4071
  store i32 0, ptr %272, align 4
  br label %4073

4073:                                             ; preds = %4114, %4072
  %4074 = load i32, ptr %272, align 4
  %4075 = icmp slt i32 %4074, 41
  br i1 %4075, label %4076, label %4117

4076:                                             ; preds = %4073
  %4077 = load i32, ptr %272, align 4
  %4078 = sext i32 %4077 to i64
  %4079 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4078
  %4080 = load volatile i64, ptr %4079, align 8
  %4081 = trunc i64 %4080 to i16
  store i16 %4081, ptr %273, align 2
  %4082 = load i16, ptr %273, align 2
  %4083 = sext i16 %4082 to i32
  %4084 = sdiv i32 %4083, 14
  %4085 = trunc i32 %4084 to i16
  store i16 %4085, ptr %274, align 2
  %4086 = load i16, ptr %273, align 2
  %4087 = sext i16 %4086 to i32
  %4088 = srem i32 %4087, 14
  %4089 = trunc i32 %4088 to i16
  store i16 %4089, ptr %275, align 2
  %4090 = load i16, ptr %274, align 2
  %4091 = sext i16 %4090 to i64
  call void @mix(i64 noundef %4091)
  %4092 = load i16, ptr %275, align 2
  %4093 = sext i16 %4092 to i64
  call void @mix(i64 noundef %4093)
  %4094 = load i16, ptr %274, align 2
  %4095 = sext i16 %4094 to i32
  %4096 = load i16, ptr %273, align 2
  %4097 = call signext i16 @i16_var_div(i16 noundef signext %4096, i16 noundef signext 14)
  %4098 = sext i16 %4097 to i32
  %4099 = icmp ne i32 %4095, %4098
  br i1 %4099, label %4107, label %4100

4100:                                             ; preds = %4076
  %4101 = load i16, ptr %275, align 2
  %4102 = sext i16 %4101 to i32
  %4103 = load i16, ptr %273, align 2
  %4104 = call signext i16 @i16_var_rem(i16 noundef signext %4103, i16 noundef signext 14)
  %4105 = sext i16 %4104 to i32
  %4106 = icmp ne i32 %4102, %4105
  br i1 %4106, label %4107, label %4113

4107:                                             ; preds = %4100, %4076
  %4108 = load i32, ptr @bad, align 4
  %4109 = add nsw i32 %4108, 1
  store i32 %4109, ptr @bad, align 4
  %4110 = load i16, ptr %273, align 2
  %4111 = sext i16 %4110 to i64
  %4112 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4111, i64 noundef 14)
  br label %4113

4113:                                             ; preds = %4107, %4100
  br label %4114

4114:                                             ; preds = %4113
  %4115 = load i32, ptr %272, align 4
  %4116 = add nsw i32 %4115, 1
  store i32 %4116, ptr %272, align 4
  br label %4073, !llvm.loop !74

4117:                                             ; preds = %4073
  br label %4118

4118:                                             ; preds = %4117
  br label %4119

4119:                                             ; preds = %4118
  store i32 0, ptr %276, align 4
  br label %4120

4120:                                             ; preds = %4161, %4119
  %4121 = load i32, ptr %276, align 4
  %4122 = icmp slt i32 %4121, 41
  br i1 %4122, label %4123, label %4164

4123:                                             ; preds = %4120
  %4124 = load i32, ptr %276, align 4
  %4125 = sext i32 %4124 to i64
  %4126 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4125
  %4127 = load volatile i64, ptr %4126, align 8
  %4128 = trunc i64 %4127 to i16
  store i16 %4128, ptr %277, align 2
  %4129 = load i16, ptr %277, align 2
  %4130 = sext i16 %4129 to i32
  %4131 = sdiv i32 %4130, 15
  %4132 = trunc i32 %4131 to i16
  store i16 %4132, ptr %278, align 2
  %4133 = load i16, ptr %277, align 2
  %4134 = sext i16 %4133 to i32
  %4135 = srem i32 %4134, 15
  %4136 = trunc i32 %4135 to i16
  store i16 %4136, ptr %279, align 2
  %4137 = load i16, ptr %278, align 2
  %4138 = sext i16 %4137 to i64
  call void @mix(i64 noundef %4138)
  %4139 = load i16, ptr %279, align 2
  %4140 = sext i16 %4139 to i64
  call void @mix(i64 noundef %4140)
  %4141 = load i16, ptr %278, align 2
  %4142 = sext i16 %4141 to i32
  %4143 = load i16, ptr %277, align 2
  %4144 = call signext i16 @i16_var_div(i16 noundef signext %4143, i16 noundef signext 15)
  %4145 = sext i16 %4144 to i32
  %4146 = icmp ne i32 %4142, %4145
  br i1 %4146, label %4154, label %4147

4147:                                             ; preds = %4123
  %4148 = load i16, ptr %279, align 2
  %4149 = sext i16 %4148 to i32
  %4150 = load i16, ptr %277, align 2
  %4151 = call signext i16 @i16_var_rem(i16 noundef signext %4150, i16 noundef signext 15)
  %4152 = sext i16 %4151 to i32
  %4153 = icmp ne i32 %4149, %4152
  br i1 %4153, label %4154, label %4160

4154:                                             ; preds = %4147, %4123
  %4155 = load i32, ptr @bad, align 4
  %4156 = add nsw i32 %4155, 1
  store i32 %4156, ptr @bad, align 4
  %4157 = load i16, ptr %277, align 2
  %4158 = sext i16 %4157 to i64
  %4159 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4158, i64 noundef 15)
  br label %4160

4160:                                             ; preds = %4154, %4147
  br label %4161

4161:                                             ; preds = %4160
  %4162 = load i32, ptr %276, align 4
  %4163 = add nsw i32 %4162, 1
  store i32 %4163, ptr %276, align 4
  br label %4120, !llvm.loop !75

4164:                                             ; preds = %4120
  br label %4165

4165:                                             ; preds = %4164
  br label %4166

4166:                                             ; preds = %4165
  store i32 0, ptr %280, align 4
  br label %4167

4167:                                             ; preds = %4208, %4166
  %4168 = load i32, ptr %280, align 4
  %4169 = icmp slt i32 %4168, 41
  br i1 %4169, label %4170, label %4211

4170:                                             ; preds = %4167
  %4171 = load i32, ptr %280, align 4
  %4172 = sext i32 %4171 to i64
  %4173 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4172
  %4174 = load volatile i64, ptr %4173, align 8
  %4175 = trunc i64 %4174 to i16
  store i16 %4175, ptr %281, align 2
  %4176 = load i16, ptr %281, align 2
  %4177 = sext i16 %4176 to i32
  %4178 = sdiv i32 %4177, 16
  %4179 = trunc i32 %4178 to i16
  store i16 %4179, ptr %282, align 2
  %4180 = load i16, ptr %281, align 2
  %4181 = sext i16 %4180 to i32
  %4182 = srem i32 %4181, 16
  %4183 = trunc i32 %4182 to i16
  store i16 %4183, ptr %283, align 2
  %4184 = load i16, ptr %282, align 2
  %4185 = sext i16 %4184 to i64
  call void @mix(i64 noundef %4185)
  %4186 = load i16, ptr %283, align 2
  %4187 = sext i16 %4186 to i64
  call void @mix(i64 noundef %4187)
  %4188 = load i16, ptr %282, align 2
  %4189 = sext i16 %4188 to i32
  %4190 = load i16, ptr %281, align 2
  %4191 = call signext i16 @i16_var_div(i16 noundef signext %4190, i16 noundef signext 16)
  %4192 = sext i16 %4191 to i32
  %4193 = icmp ne i32 %4189, %4192
  br i1 %4193, label %4201, label %4194

4194:                                             ; preds = %4170
  %4195 = load i16, ptr %283, align 2
  %4196 = sext i16 %4195 to i32
  %4197 = load i16, ptr %281, align 2
  %4198 = call signext i16 @i16_var_rem(i16 noundef signext %4197, i16 noundef signext 16)
  %4199 = sext i16 %4198 to i32
  %4200 = icmp ne i32 %4196, %4199
  br i1 %4200, label %4201, label %4207

4201:                                             ; preds = %4194, %4170
  %4202 = load i32, ptr @bad, align 4
  %4203 = add nsw i32 %4202, 1
  store i32 %4203, ptr @bad, align 4
  %4204 = load i16, ptr %281, align 2
  %4205 = sext i16 %4204 to i64
  %4206 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4205, i64 noundef 16)
  br label %4207

4207:                                             ; preds = %4201, %4194
  br label %4208

4208:                                             ; preds = %4207
  %4209 = load i32, ptr %280, align 4
  %4210 = add nsw i32 %4209, 1
  store i32 %4210, ptr %280, align 4
  br label %4167, !llvm.loop !76

4211:                                             ; preds = %4167
  br label %4212

4212:                                             ; preds = %4211
  br label %4213

4213:                                             ; preds = %4212
  store i32 0, ptr %284, align 4
  br label %4214

4214:                                             ; preds = %4255, %4213
  %4215 = load i32, ptr %284, align 4
  %4216 = icmp slt i32 %4215, 41
  br i1 %4216, label %4217, label %4258

4217:                                             ; preds = %4214
  %4218 = load i32, ptr %284, align 4
  %4219 = sext i32 %4218 to i64
  %4220 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4219
  %4221 = load volatile i64, ptr %4220, align 8
  %4222 = trunc i64 %4221 to i16
  store i16 %4222, ptr %285, align 2
  %4223 = load i16, ptr %285, align 2
  %4224 = sext i16 %4223 to i32
  %4225 = sdiv i32 %4224, 17
  %4226 = trunc i32 %4225 to i16
  store i16 %4226, ptr %286, align 2
  %4227 = load i16, ptr %285, align 2
  %4228 = sext i16 %4227 to i32
  %4229 = srem i32 %4228, 17
  %4230 = trunc i32 %4229 to i16
  store i16 %4230, ptr %287, align 2
  %4231 = load i16, ptr %286, align 2
  %4232 = sext i16 %4231 to i64
  call void @mix(i64 noundef %4232)
  %4233 = load i16, ptr %287, align 2
  %4234 = sext i16 %4233 to i64
  call void @mix(i64 noundef %4234)
  %4235 = load i16, ptr %286, align 2
  %4236 = sext i16 %4235 to i32
  %4237 = load i16, ptr %285, align 2
  %4238 = call signext i16 @i16_var_div(i16 noundef signext %4237, i16 noundef signext 17)
  %4239 = sext i16 %4238 to i32
  %4240 = icmp ne i32 %4236, %4239
  br i1 %4240, label %4248, label %4241

4241:                                             ; preds = %4217
  %4242 = load i16, ptr %287, align 2
  %4243 = sext i16 %4242 to i32
  %4244 = load i16, ptr %285, align 2
  %4245 = call signext i16 @i16_var_rem(i16 noundef signext %4244, i16 noundef signext 17)
  %4246 = sext i16 %4245 to i32
  %4247 = icmp ne i32 %4243, %4246
  br i1 %4247, label %4248, label %4254

4248:                                             ; preds = %4241, %4217
  %4249 = load i32, ptr @bad, align 4
  %4250 = add nsw i32 %4249, 1
  store i32 %4250, ptr @bad, align 4
  %4251 = load i16, ptr %285, align 2
  %4252 = sext i16 %4251 to i64
  %4253 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4252, i64 noundef 17)
  br label %4254

4254:                                             ; preds = %4248, %4241
  br label %4255

4255:                                             ; preds = %4254
  %4256 = load i32, ptr %284, align 4
  %4257 = add nsw i32 %4256, 1
  store i32 %4257, ptr %284, align 4
  br label %4214, !llvm.loop !77

4258:                                             ; preds = %4214
  br label %4259

4259:                                             ; preds = %4258
  br label %4260

4260:                                             ; preds = %4259
  store i32 0, ptr %288, align 4
  br label %4261

4261:                                             ; preds = %4302, %4260
  %4262 = load i32, ptr %288, align 4
  %4263 = icmp slt i32 %4262, 41
  br i1 %4263, label %4264, label %4305

4264:                                             ; preds = %4261
  %4265 = load i32, ptr %288, align 4
  %4266 = sext i32 %4265 to i64
  %4267 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4266
  %4268 = load volatile i64, ptr %4267, align 8
  %4269 = trunc i64 %4268 to i16
  store i16 %4269, ptr %289, align 2
  %4270 = load i16, ptr %289, align 2
  %4271 = sext i16 %4270 to i32
  %4272 = sdiv i32 %4271, 19
  %4273 = trunc i32 %4272 to i16
  store i16 %4273, ptr %290, align 2
  %4274 = load i16, ptr %289, align 2
  %4275 = sext i16 %4274 to i32
  %4276 = srem i32 %4275, 19
  %4277 = trunc i32 %4276 to i16
  store i16 %4277, ptr %291, align 2
  %4278 = load i16, ptr %290, align 2
  %4279 = sext i16 %4278 to i64
  call void @mix(i64 noundef %4279)
  %4280 = load i16, ptr %291, align 2
  %4281 = sext i16 %4280 to i64
  call void @mix(i64 noundef %4281)
  %4282 = load i16, ptr %290, align 2
  %4283 = sext i16 %4282 to i32
  %4284 = load i16, ptr %289, align 2
  %4285 = call signext i16 @i16_var_div(i16 noundef signext %4284, i16 noundef signext 19)
  %4286 = sext i16 %4285 to i32
  %4287 = icmp ne i32 %4283, %4286
  br i1 %4287, label %4295, label %4288

4288:                                             ; preds = %4264
  %4289 = load i16, ptr %291, align 2
  %4290 = sext i16 %4289 to i32
  %4291 = load i16, ptr %289, align 2
  %4292 = call signext i16 @i16_var_rem(i16 noundef signext %4291, i16 noundef signext 19)
  %4293 = sext i16 %4292 to i32
  %4294 = icmp ne i32 %4290, %4293
  br i1 %4294, label %4295, label %4301

4295:                                             ; preds = %4288, %4264
  %4296 = load i32, ptr @bad, align 4
  %4297 = add nsw i32 %4296, 1
  store i32 %4297, ptr @bad, align 4
  %4298 = load i16, ptr %289, align 2
  %4299 = sext i16 %4298 to i64
  %4300 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4299, i64 noundef 19)
  br label %4301

4301:                                             ; preds = %4295, %4288
  br label %4302

4302:                                             ; preds = %4301
  %4303 = load i32, ptr %288, align 4
  %4304 = add nsw i32 %4303, 1
  store i32 %4304, ptr %288, align 4
  br label %4261, !llvm.loop !78

4305:                                             ; preds = %4261
  br label %4306

4306:                                             ; preds = %4305
  br label %4307

4307:                                             ; preds = %4306
  store i32 0, ptr %292, align 4
  br label %4308

4308:                                             ; preds = %4349, %4307
  %4309 = load i32, ptr %292, align 4
  %4310 = icmp slt i32 %4309, 41
  br i1 %4310, label %4311, label %4352

4311:                                             ; preds = %4308
  %4312 = load i32, ptr %292, align 4
  %4313 = sext i32 %4312 to i64
  %4314 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4313
  %4315 = load volatile i64, ptr %4314, align 8
  %4316 = trunc i64 %4315 to i16
  store i16 %4316, ptr %293, align 2
  %4317 = load i16, ptr %293, align 2
  %4318 = sext i16 %4317 to i32
  %4319 = sdiv i32 %4318, 25
  %4320 = trunc i32 %4319 to i16
  store i16 %4320, ptr %294, align 2
  %4321 = load i16, ptr %293, align 2
  %4322 = sext i16 %4321 to i32
  %4323 = srem i32 %4322, 25
  %4324 = trunc i32 %4323 to i16
  store i16 %4324, ptr %295, align 2
  %4325 = load i16, ptr %294, align 2
  %4326 = sext i16 %4325 to i64
  call void @mix(i64 noundef %4326)
  %4327 = load i16, ptr %295, align 2
  %4328 = sext i16 %4327 to i64
  call void @mix(i64 noundef %4328)
  %4329 = load i16, ptr %294, align 2
  %4330 = sext i16 %4329 to i32
  %4331 = load i16, ptr %293, align 2
  %4332 = call signext i16 @i16_var_div(i16 noundef signext %4331, i16 noundef signext 25)
  %4333 = sext i16 %4332 to i32
  %4334 = icmp ne i32 %4330, %4333
  br i1 %4334, label %4342, label %4335

4335:                                             ; preds = %4311
  %4336 = load i16, ptr %295, align 2
  %4337 = sext i16 %4336 to i32
  %4338 = load i16, ptr %293, align 2
  %4339 = call signext i16 @i16_var_rem(i16 noundef signext %4338, i16 noundef signext 25)
  %4340 = sext i16 %4339 to i32
  %4341 = icmp ne i32 %4337, %4340
  br i1 %4341, label %4342, label %4348

4342:                                             ; preds = %4335, %4311
  %4343 = load i32, ptr @bad, align 4
  %4344 = add nsw i32 %4343, 1
  store i32 %4344, ptr @bad, align 4
  %4345 = load i16, ptr %293, align 2
  %4346 = sext i16 %4345 to i64
  %4347 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4346, i64 noundef 25)
  br label %4348

4348:                                             ; preds = %4342, %4335
  br label %4349

4349:                                             ; preds = %4348
  %4350 = load i32, ptr %292, align 4
  %4351 = add nsw i32 %4350, 1
  store i32 %4351, ptr %292, align 4
  br label %4308, !llvm.loop !79

4352:                                             ; preds = %4308
  br label %4353

4353:                                             ; preds = %4352
  br label %4354

4354:                                             ; preds = %4353
  store i32 0, ptr %296, align 4
  br label %4355

4355:                                             ; preds = %4396, %4354
  %4356 = load i32, ptr %296, align 4
  %4357 = icmp slt i32 %4356, 41
  br i1 %4357, label %4358, label %4399

4358:                                             ; preds = %4355
  %4359 = load i32, ptr %296, align 4
  %4360 = sext i32 %4359 to i64
  %4361 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4360
  %4362 = load volatile i64, ptr %4361, align 8
  %4363 = trunc i64 %4362 to i16
  store i16 %4363, ptr %297, align 2
  %4364 = load i16, ptr %297, align 2
  %4365 = sext i16 %4364 to i32
  %4366 = sdiv i32 %4365, 31
  %4367 = trunc i32 %4366 to i16
  store i16 %4367, ptr %298, align 2
  %4368 = load i16, ptr %297, align 2
  %4369 = sext i16 %4368 to i32
  %4370 = srem i32 %4369, 31
  %4371 = trunc i32 %4370 to i16
  store i16 %4371, ptr %299, align 2
  %4372 = load i16, ptr %298, align 2
  %4373 = sext i16 %4372 to i64
  call void @mix(i64 noundef %4373)
  %4374 = load i16, ptr %299, align 2
  %4375 = sext i16 %4374 to i64
  call void @mix(i64 noundef %4375)
  %4376 = load i16, ptr %298, align 2
  %4377 = sext i16 %4376 to i32
  %4378 = load i16, ptr %297, align 2
  %4379 = call signext i16 @i16_var_div(i16 noundef signext %4378, i16 noundef signext 31)
  %4380 = sext i16 %4379 to i32
  %4381 = icmp ne i32 %4377, %4380
  br i1 %4381, label %4389, label %4382

4382:                                             ; preds = %4358
  %4383 = load i16, ptr %299, align 2
  %4384 = sext i16 %4383 to i32
  %4385 = load i16, ptr %297, align 2
  %4386 = call signext i16 @i16_var_rem(i16 noundef signext %4385, i16 noundef signext 31)
  %4387 = sext i16 %4386 to i32
  %4388 = icmp ne i32 %4384, %4387
  br i1 %4388, label %4389, label %4395

4389:                                             ; preds = %4382, %4358
  %4390 = load i32, ptr @bad, align 4
  %4391 = add nsw i32 %4390, 1
  store i32 %4391, ptr @bad, align 4
  %4392 = load i16, ptr %297, align 2
  %4393 = sext i16 %4392 to i64
  %4394 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4393, i64 noundef 31)
  br label %4395

4395:                                             ; preds = %4389, %4382
  br label %4396

4396:                                             ; preds = %4395
  %4397 = load i32, ptr %296, align 4
  %4398 = add nsw i32 %4397, 1
  store i32 %4398, ptr %296, align 4
  br label %4355, !llvm.loop !80

4399:                                             ; preds = %4355
  br label %4400

4400:                                             ; preds = %4399
  br label %4401

4401:                                             ; preds = %4400
  store i32 0, ptr %300, align 4
  br label %4402

4402:                                             ; preds = %4443, %4401
  %4403 = load i32, ptr %300, align 4
  %4404 = icmp slt i32 %4403, 41
  br i1 %4404, label %4405, label %4446

4405:                                             ; preds = %4402
  %4406 = load i32, ptr %300, align 4
  %4407 = sext i32 %4406 to i64
  %4408 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4407
  %4409 = load volatile i64, ptr %4408, align 8
  %4410 = trunc i64 %4409 to i16
  store i16 %4410, ptr %301, align 2
  %4411 = load i16, ptr %301, align 2
  %4412 = sext i16 %4411 to i32
  %4413 = sdiv i32 %4412, 32
  %4414 = trunc i32 %4413 to i16
  store i16 %4414, ptr %302, align 2
  %4415 = load i16, ptr %301, align 2
  %4416 = sext i16 %4415 to i32
  %4417 = srem i32 %4416, 32
  %4418 = trunc i32 %4417 to i16
  store i16 %4418, ptr %303, align 2
  %4419 = load i16, ptr %302, align 2
  %4420 = sext i16 %4419 to i64
  call void @mix(i64 noundef %4420)
  %4421 = load i16, ptr %303, align 2
  %4422 = sext i16 %4421 to i64
  call void @mix(i64 noundef %4422)
  %4423 = load i16, ptr %302, align 2
  %4424 = sext i16 %4423 to i32
  %4425 = load i16, ptr %301, align 2
  %4426 = call signext i16 @i16_var_div(i16 noundef signext %4425, i16 noundef signext 32)
  %4427 = sext i16 %4426 to i32
  %4428 = icmp ne i32 %4424, %4427
  br i1 %4428, label %4436, label %4429

4429:                                             ; preds = %4405
  %4430 = load i16, ptr %303, align 2
  %4431 = sext i16 %4430 to i32
  %4432 = load i16, ptr %301, align 2
  %4433 = call signext i16 @i16_var_rem(i16 noundef signext %4432, i16 noundef signext 32)
  %4434 = sext i16 %4433 to i32
  %4435 = icmp ne i32 %4431, %4434
  br i1 %4435, label %4436, label %4442

4436:                                             ; preds = %4429, %4405
  %4437 = load i32, ptr @bad, align 4
  %4438 = add nsw i32 %4437, 1
  store i32 %4438, ptr @bad, align 4
  %4439 = load i16, ptr %301, align 2
  %4440 = sext i16 %4439 to i64
  %4441 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4440, i64 noundef 32)
  br label %4442

4442:                                             ; preds = %4436, %4429
  br label %4443

4443:                                             ; preds = %4442
  %4444 = load i32, ptr %300, align 4
  %4445 = add nsw i32 %4444, 1
  store i32 %4445, ptr %300, align 4
  br label %4402, !llvm.loop !81

4446:                                             ; preds = %4402
  br label %4447

4447:                                             ; preds = %4446
  br label %4448

4448:                                             ; preds = %4447
  store i32 0, ptr %304, align 4
  br label %4449

4449:                                             ; preds = %4490, %4448
  %4450 = load i32, ptr %304, align 4
  %4451 = icmp slt i32 %4450, 41
  br i1 %4451, label %4452, label %4493

4452:                                             ; preds = %4449
  %4453 = load i32, ptr %304, align 4
  %4454 = sext i32 %4453 to i64
  %4455 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4454
  %4456 = load volatile i64, ptr %4455, align 8
  %4457 = trunc i64 %4456 to i16
  store i16 %4457, ptr %305, align 2
  %4458 = load i16, ptr %305, align 2
  %4459 = sext i16 %4458 to i32
  %4460 = sdiv i32 %4459, 37
  %4461 = trunc i32 %4460 to i16
  store i16 %4461, ptr %306, align 2
  %4462 = load i16, ptr %305, align 2
  %4463 = sext i16 %4462 to i32
  %4464 = srem i32 %4463, 37
  %4465 = trunc i32 %4464 to i16
  store i16 %4465, ptr %307, align 2
  %4466 = load i16, ptr %306, align 2
  %4467 = sext i16 %4466 to i64
  call void @mix(i64 noundef %4467)
  %4468 = load i16, ptr %307, align 2
  %4469 = sext i16 %4468 to i64
  call void @mix(i64 noundef %4469)
  %4470 = load i16, ptr %306, align 2
  %4471 = sext i16 %4470 to i32
  %4472 = load i16, ptr %305, align 2
  %4473 = call signext i16 @i16_var_div(i16 noundef signext %4472, i16 noundef signext 37)
  %4474 = sext i16 %4473 to i32
  %4475 = icmp ne i32 %4471, %4474
  br i1 %4475, label %4483, label %4476

4476:                                             ; preds = %4452
  %4477 = load i16, ptr %307, align 2
  %4478 = sext i16 %4477 to i32
  %4479 = load i16, ptr %305, align 2
  %4480 = call signext i16 @i16_var_rem(i16 noundef signext %4479, i16 noundef signext 37)
  %4481 = sext i16 %4480 to i32
  %4482 = icmp ne i32 %4478, %4481
  br i1 %4482, label %4483, label %4489

4483:                                             ; preds = %4476, %4452
  %4484 = load i32, ptr @bad, align 4
  %4485 = add nsw i32 %4484, 1
  store i32 %4485, ptr @bad, align 4
  %4486 = load i16, ptr %305, align 2
  %4487 = sext i16 %4486 to i64
  %4488 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4487, i64 noundef 37)
  br label %4489

4489:                                             ; preds = %4483, %4476
  br label %4490

4490:                                             ; preds = %4489
  %4491 = load i32, ptr %304, align 4
  %4492 = add nsw i32 %4491, 1
  store i32 %4492, ptr %304, align 4
  br label %4449, !llvm.loop !82

4493:                                             ; preds = %4449
  br label %4494

4494:                                             ; preds = %4493
  br label %4495

4495:                                             ; preds = %4494
  store i32 0, ptr %308, align 4
  br label %4496

4496:                                             ; preds = %4537, %4495
  %4497 = load i32, ptr %308, align 4
  %4498 = icmp slt i32 %4497, 41
  br i1 %4498, label %4499, label %4540

4499:                                             ; preds = %4496
  %4500 = load i32, ptr %308, align 4
  %4501 = sext i32 %4500 to i64
  %4502 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4501
  %4503 = load volatile i64, ptr %4502, align 8
  %4504 = trunc i64 %4503 to i16
  store i16 %4504, ptr %309, align 2
  %4505 = load i16, ptr %309, align 2
  %4506 = sext i16 %4505 to i32
  %4507 = sdiv i32 %4506, 41
  %4508 = trunc i32 %4507 to i16
  store i16 %4508, ptr %310, align 2
  %4509 = load i16, ptr %309, align 2
  %4510 = sext i16 %4509 to i32
  %4511 = srem i32 %4510, 41
  %4512 = trunc i32 %4511 to i16
  store i16 %4512, ptr %311, align 2
  %4513 = load i16, ptr %310, align 2
  %4514 = sext i16 %4513 to i64
  call void @mix(i64 noundef %4514)
  %4515 = load i16, ptr %311, align 2
  %4516 = sext i16 %4515 to i64
  call void @mix(i64 noundef %4516)
  %4517 = load i16, ptr %310, align 2
  %4518 = sext i16 %4517 to i32
  %4519 = load i16, ptr %309, align 2
  %4520 = call signext i16 @i16_var_div(i16 noundef signext %4519, i16 noundef signext 41)
  %4521 = sext i16 %4520 to i32
  %4522 = icmp ne i32 %4518, %4521
  br i1 %4522, label %4530, label %4523

4523:                                             ; preds = %4499
  %4524 = load i16, ptr %311, align 2
  %4525 = sext i16 %4524 to i32
  %4526 = load i16, ptr %309, align 2
  %4527 = call signext i16 @i16_var_rem(i16 noundef signext %4526, i16 noundef signext 41)
  %4528 = sext i16 %4527 to i32
  %4529 = icmp ne i32 %4525, %4528
  br i1 %4529, label %4530, label %4536

4530:                                             ; preds = %4523, %4499
  %4531 = load i32, ptr @bad, align 4
  %4532 = add nsw i32 %4531, 1
  store i32 %4532, ptr @bad, align 4
  %4533 = load i16, ptr %309, align 2
  %4534 = sext i16 %4533 to i64
  %4535 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4534, i64 noundef 41)
  br label %4536

4536:                                             ; preds = %4530, %4523
  br label %4537

4537:                                             ; preds = %4536
  %4538 = load i32, ptr %308, align 4
  %4539 = add nsw i32 %4538, 1
  store i32 %4539, ptr %308, align 4
  br label %4496, !llvm.loop !83

4540:                                             ; preds = %4496
  br label %4541

4541:                                             ; preds = %4540
  br label %4542

4542:                                             ; preds = %4541
  store i32 0, ptr %312, align 4
  br label %4543

4543:                                             ; preds = %4584, %4542
  %4544 = load i32, ptr %312, align 4
  %4545 = icmp slt i32 %4544, 41
  br i1 %4545, label %4546, label %4587

4546:                                             ; preds = %4543
  %4547 = load i32, ptr %312, align 4
  %4548 = sext i32 %4547 to i64
  %4549 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4548
  %4550 = load volatile i64, ptr %4549, align 8
  %4551 = trunc i64 %4550 to i16
  store i16 %4551, ptr %313, align 2
  %4552 = load i16, ptr %313, align 2
  %4553 = sext i16 %4552 to i32
  %4554 = sdiv i32 %4553, 60
  %4555 = trunc i32 %4554 to i16
  store i16 %4555, ptr %314, align 2
  %4556 = load i16, ptr %313, align 2
  %4557 = sext i16 %4556 to i32
  %4558 = srem i32 %4557, 60
  %4559 = trunc i32 %4558 to i16
  store i16 %4559, ptr %315, align 2
  %4560 = load i16, ptr %314, align 2
  %4561 = sext i16 %4560 to i64
  call void @mix(i64 noundef %4561)
  %4562 = load i16, ptr %315, align 2
  %4563 = sext i16 %4562 to i64
  call void @mix(i64 noundef %4563)
  %4564 = load i16, ptr %314, align 2
  %4565 = sext i16 %4564 to i32
  %4566 = load i16, ptr %313, align 2
  %4567 = call signext i16 @i16_var_div(i16 noundef signext %4566, i16 noundef signext 60)
  %4568 = sext i16 %4567 to i32
  %4569 = icmp ne i32 %4565, %4568
  br i1 %4569, label %4577, label %4570

4570:                                             ; preds = %4546
  %4571 = load i16, ptr %315, align 2
  %4572 = sext i16 %4571 to i32
  %4573 = load i16, ptr %313, align 2
  %4574 = call signext i16 @i16_var_rem(i16 noundef signext %4573, i16 noundef signext 60)
  %4575 = sext i16 %4574 to i32
  %4576 = icmp ne i32 %4572, %4575
  br i1 %4576, label %4577, label %4583

4577:                                             ; preds = %4570, %4546
  %4578 = load i32, ptr @bad, align 4
  %4579 = add nsw i32 %4578, 1
  store i32 %4579, ptr @bad, align 4
  %4580 = load i16, ptr %313, align 2
  %4581 = sext i16 %4580 to i64
  %4582 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4581, i64 noundef 60)
  br label %4583

4583:                                             ; preds = %4577, %4570
  br label %4584

4584:                                             ; preds = %4583
  %4585 = load i32, ptr %312, align 4
  %4586 = add nsw i32 %4585, 1
  store i32 %4586, ptr %312, align 4
  br label %4543, !llvm.loop !84

4587:                                             ; preds = %4543
  br label %4588

4588:                                             ; preds = %4587
  br label %4589

4589:                                             ; preds = %4588
  store i32 0, ptr %316, align 4
  br label %4590

4590:                                             ; preds = %4631, %4589
  %4591 = load i32, ptr %316, align 4
  %4592 = icmp slt i32 %4591, 41
  br i1 %4592, label %4593, label %4634

4593:                                             ; preds = %4590
  %4594 = load i32, ptr %316, align 4
  %4595 = sext i32 %4594 to i64
  %4596 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4595
  %4597 = load volatile i64, ptr %4596, align 8
  %4598 = trunc i64 %4597 to i16
  store i16 %4598, ptr %317, align 2
  %4599 = load i16, ptr %317, align 2
  %4600 = sext i16 %4599 to i32
  %4601 = sdiv i32 %4600, 63
  %4602 = trunc i32 %4601 to i16
  store i16 %4602, ptr %318, align 2
  %4603 = load i16, ptr %317, align 2
  %4604 = sext i16 %4603 to i32
  %4605 = srem i32 %4604, 63
  %4606 = trunc i32 %4605 to i16
  store i16 %4606, ptr %319, align 2
  %4607 = load i16, ptr %318, align 2
  %4608 = sext i16 %4607 to i64
  call void @mix(i64 noundef %4608)
  %4609 = load i16, ptr %319, align 2
  %4610 = sext i16 %4609 to i64
  call void @mix(i64 noundef %4610)
  %4611 = load i16, ptr %318, align 2
  %4612 = sext i16 %4611 to i32
  %4613 = load i16, ptr %317, align 2
  %4614 = call signext i16 @i16_var_div(i16 noundef signext %4613, i16 noundef signext 63)
  %4615 = sext i16 %4614 to i32
  %4616 = icmp ne i32 %4612, %4615
  br i1 %4616, label %4624, label %4617

4617:                                             ; preds = %4593
  %4618 = load i16, ptr %319, align 2
  %4619 = sext i16 %4618 to i32
  %4620 = load i16, ptr %317, align 2
  %4621 = call signext i16 @i16_var_rem(i16 noundef signext %4620, i16 noundef signext 63)
  %4622 = sext i16 %4621 to i32
  %4623 = icmp ne i32 %4619, %4622
  br i1 %4623, label %4624, label %4630

4624:                                             ; preds = %4617, %4593
  %4625 = load i32, ptr @bad, align 4
  %4626 = add nsw i32 %4625, 1
  store i32 %4626, ptr @bad, align 4
  %4627 = load i16, ptr %317, align 2
  %4628 = sext i16 %4627 to i64
  %4629 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4628, i64 noundef 63)
  br label %4630

4630:                                             ; preds = %4624, %4617
  br label %4631

4631:                                             ; preds = %4630
  %4632 = load i32, ptr %316, align 4
  %4633 = add nsw i32 %4632, 1
  store i32 %4633, ptr %316, align 4
  br label %4590, !llvm.loop !85

4634:                                             ; preds = %4590
  br label %4635

4635:                                             ; preds = %4634
  br label %4636

4636:                                             ; preds = %4635
  store i32 0, ptr %320, align 4
  br label %4637

4637:                                             ; preds = %4678, %4636
  %4638 = load i32, ptr %320, align 4
  %4639 = icmp slt i32 %4638, 41
  br i1 %4639, label %4640, label %4681

4640:                                             ; preds = %4637
  %4641 = load i32, ptr %320, align 4
  %4642 = sext i32 %4641 to i64
  %4643 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4642
  %4644 = load volatile i64, ptr %4643, align 8
  %4645 = trunc i64 %4644 to i16
  store i16 %4645, ptr %321, align 2
  %4646 = load i16, ptr %321, align 2
  %4647 = sext i16 %4646 to i32
  %4648 = sdiv i32 %4647, 64
  %4649 = trunc i32 %4648 to i16
  store i16 %4649, ptr %322, align 2
  %4650 = load i16, ptr %321, align 2
  %4651 = sext i16 %4650 to i32
  %4652 = srem i32 %4651, 64
  %4653 = trunc i32 %4652 to i16
  store i16 %4653, ptr %323, align 2
  %4654 = load i16, ptr %322, align 2
  %4655 = sext i16 %4654 to i64
  call void @mix(i64 noundef %4655)
  %4656 = load i16, ptr %323, align 2
  %4657 = sext i16 %4656 to i64
  call void @mix(i64 noundef %4657)
  %4658 = load i16, ptr %322, align 2
  %4659 = sext i16 %4658 to i32
  %4660 = load i16, ptr %321, align 2
  %4661 = call signext i16 @i16_var_div(i16 noundef signext %4660, i16 noundef signext 64)
  %4662 = sext i16 %4661 to i32
  %4663 = icmp ne i32 %4659, %4662
  br i1 %4663, label %4671, label %4664

4664:                                             ; preds = %4640
  %4665 = load i16, ptr %323, align 2
  %4666 = sext i16 %4665 to i32
  %4667 = load i16, ptr %321, align 2
  %4668 = call signext i16 @i16_var_rem(i16 noundef signext %4667, i16 noundef signext 64)
  %4669 = sext i16 %4668 to i32
  %4670 = icmp ne i32 %4666, %4669
  br i1 %4670, label %4671, label %4677

4671:                                             ; preds = %4664, %4640
  %4672 = load i32, ptr @bad, align 4
  %4673 = add nsw i32 %4672, 1
  store i32 %4673, ptr @bad, align 4
  %4674 = load i16, ptr %321, align 2
  %4675 = sext i16 %4674 to i64
  %4676 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4675, i64 noundef 64)
  br label %4677

4677:                                             ; preds = %4671, %4664
  br label %4678

4678:                                             ; preds = %4677
  %4679 = load i32, ptr %320, align 4
  %4680 = add nsw i32 %4679, 1
  store i32 %4680, ptr %320, align 4
  br label %4637, !llvm.loop !86

4681:                                             ; preds = %4637
  br label %4682

4682:                                             ; preds = %4681
  br label %4683

4683:                                             ; preds = %4682
  store i32 0, ptr %324, align 4
  br label %4684

4684:                                             ; preds = %4725, %4683
  %4685 = load i32, ptr %324, align 4
  %4686 = icmp slt i32 %4685, 41
  br i1 %4686, label %4687, label %4728

4687:                                             ; preds = %4684
  %4688 = load i32, ptr %324, align 4
  %4689 = sext i32 %4688 to i64
  %4690 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4689
  %4691 = load volatile i64, ptr %4690, align 8
  %4692 = trunc i64 %4691 to i16
  store i16 %4692, ptr %325, align 2
  %4693 = load i16, ptr %325, align 2
  %4694 = sext i16 %4693 to i32
  %4695 = sdiv i32 %4694, 100
  %4696 = trunc i32 %4695 to i16
  store i16 %4696, ptr %326, align 2
  %4697 = load i16, ptr %325, align 2
  %4698 = sext i16 %4697 to i32
  %4699 = srem i32 %4698, 100
  %4700 = trunc i32 %4699 to i16
  store i16 %4700, ptr %327, align 2
  %4701 = load i16, ptr %326, align 2
  %4702 = sext i16 %4701 to i64
  call void @mix(i64 noundef %4702)
  %4703 = load i16, ptr %327, align 2
  %4704 = sext i16 %4703 to i64
  call void @mix(i64 noundef %4704)
  %4705 = load i16, ptr %326, align 2
  %4706 = sext i16 %4705 to i32
  %4707 = load i16, ptr %325, align 2
  %4708 = call signext i16 @i16_var_div(i16 noundef signext %4707, i16 noundef signext 100)
  %4709 = sext i16 %4708 to i32
  %4710 = icmp ne i32 %4706, %4709
  br i1 %4710, label %4718, label %4711

4711:                                             ; preds = %4687
  %4712 = load i16, ptr %327, align 2
  %4713 = sext i16 %4712 to i32
  %4714 = load i16, ptr %325, align 2
  %4715 = call signext i16 @i16_var_rem(i16 noundef signext %4714, i16 noundef signext 100)
  %4716 = sext i16 %4715 to i32
  %4717 = icmp ne i32 %4713, %4716
  br i1 %4717, label %4718, label %4724

4718:                                             ; preds = %4711, %4687
  %4719 = load i32, ptr @bad, align 4
  %4720 = add nsw i32 %4719, 1
  store i32 %4720, ptr @bad, align 4
  %4721 = load i16, ptr %325, align 2
  %4722 = sext i16 %4721 to i64
  %4723 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4722, i64 noundef 100)
  br label %4724

4724:                                             ; preds = %4718, %4711
  br label %4725

4725:                                             ; preds = %4724
  %4726 = load i32, ptr %324, align 4
  %4727 = add nsw i32 %4726, 1
  store i32 %4727, ptr %324, align 4
  br label %4684, !llvm.loop !87

4728:                                             ; preds = %4684
  br label %4729

4729:                                             ; preds = %4728
  br label %4730

4730:                                             ; preds = %4729
  store i32 0, ptr %328, align 4
  br label %4731

4731:                                             ; preds = %4772, %4730
  %4732 = load i32, ptr %328, align 4
  %4733 = icmp slt i32 %4732, 41
  br i1 %4733, label %4734, label %4775

4734:                                             ; preds = %4731
  %4735 = load i32, ptr %328, align 4
  %4736 = sext i32 %4735 to i64
  %4737 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4736
  %4738 = load volatile i64, ptr %4737, align 8
  %4739 = trunc i64 %4738 to i16
  store i16 %4739, ptr %329, align 2
  %4740 = load i16, ptr %329, align 2
  %4741 = sext i16 %4740 to i32
  %4742 = sdiv i32 %4741, 127
  %4743 = trunc i32 %4742 to i16
  store i16 %4743, ptr %330, align 2
  %4744 = load i16, ptr %329, align 2
  %4745 = sext i16 %4744 to i32
  %4746 = srem i32 %4745, 127
  %4747 = trunc i32 %4746 to i16
  store i16 %4747, ptr %331, align 2
  %4748 = load i16, ptr %330, align 2
  %4749 = sext i16 %4748 to i64
  call void @mix(i64 noundef %4749)
  %4750 = load i16, ptr %331, align 2
  %4751 = sext i16 %4750 to i64
  call void @mix(i64 noundef %4751)
  %4752 = load i16, ptr %330, align 2
  %4753 = sext i16 %4752 to i32
  %4754 = load i16, ptr %329, align 2
  %4755 = call signext i16 @i16_var_div(i16 noundef signext %4754, i16 noundef signext 127)
  %4756 = sext i16 %4755 to i32
  %4757 = icmp ne i32 %4753, %4756
  br i1 %4757, label %4765, label %4758

4758:                                             ; preds = %4734
  %4759 = load i16, ptr %331, align 2
  %4760 = sext i16 %4759 to i32
  %4761 = load i16, ptr %329, align 2
  %4762 = call signext i16 @i16_var_rem(i16 noundef signext %4761, i16 noundef signext 127)
  %4763 = sext i16 %4762 to i32
  %4764 = icmp ne i32 %4760, %4763
  br i1 %4764, label %4765, label %4771

4765:                                             ; preds = %4758, %4734
  %4766 = load i32, ptr @bad, align 4
  %4767 = add nsw i32 %4766, 1
  store i32 %4767, ptr @bad, align 4
  %4768 = load i16, ptr %329, align 2
  %4769 = sext i16 %4768 to i64
  %4770 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4769, i64 noundef 127)
  br label %4771

4771:                                             ; preds = %4765, %4758
  br label %4772

4772:                                             ; preds = %4771
  %4773 = load i32, ptr %328, align 4
  %4774 = add nsw i32 %4773, 1
  store i32 %4774, ptr %328, align 4
  br label %4731, !llvm.loop !88

4775:                                             ; preds = %4731
  br label %4776

4776:                                             ; preds = %4775
  br label %4777

4777:                                             ; preds = %4776
  store i32 0, ptr %332, align 4
  br label %4778

4778:                                             ; preds = %4819, %4777
  %4779 = load i32, ptr %332, align 4
  %4780 = icmp slt i32 %4779, 41
  br i1 %4780, label %4781, label %4822

4781:                                             ; preds = %4778
  %4782 = load i32, ptr %332, align 4
  %4783 = sext i32 %4782 to i64
  %4784 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4783
  %4785 = load volatile i64, ptr %4784, align 8
  %4786 = trunc i64 %4785 to i16
  store i16 %4786, ptr %333, align 2
  %4787 = load i16, ptr %333, align 2
  %4788 = sext i16 %4787 to i32
  %4789 = sdiv i32 %4788, -7
  %4790 = trunc i32 %4789 to i16
  store i16 %4790, ptr %334, align 2
  %4791 = load i16, ptr %333, align 2
  %4792 = sext i16 %4791 to i32
  %4793 = srem i32 %4792, -7
  %4794 = trunc i32 %4793 to i16
  store i16 %4794, ptr %335, align 2
  %4795 = load i16, ptr %334, align 2
  %4796 = sext i16 %4795 to i64
  call void @mix(i64 noundef %4796)
  %4797 = load i16, ptr %335, align 2
  %4798 = sext i16 %4797 to i64
  call void @mix(i64 noundef %4798)
  %4799 = load i16, ptr %334, align 2
  %4800 = sext i16 %4799 to i32
  %4801 = load i16, ptr %333, align 2
  %4802 = call signext i16 @i16_var_div(i16 noundef signext %4801, i16 noundef signext -7)
  %4803 = sext i16 %4802 to i32
  %4804 = icmp ne i32 %4800, %4803
  br i1 %4804, label %4812, label %4805

4805:                                             ; preds = %4781
  %4806 = load i16, ptr %335, align 2
  %4807 = sext i16 %4806 to i32
  %4808 = load i16, ptr %333, align 2
  %4809 = call signext i16 @i16_var_rem(i16 noundef signext %4808, i16 noundef signext -7)
  %4810 = sext i16 %4809 to i32
  %4811 = icmp ne i32 %4807, %4810
  br i1 %4811, label %4812, label %4818

4812:                                             ; preds = %4805, %4781
  %4813 = load i32, ptr @bad, align 4
  %4814 = add nsw i32 %4813, 1
  store i32 %4814, ptr @bad, align 4
  %4815 = load i16, ptr %333, align 2
  %4816 = sext i16 %4815 to i64
  %4817 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4816, i64 noundef -7)
  br label %4818

4818:                                             ; preds = %4812, %4805
  br label %4819

4819:                                             ; preds = %4818
  %4820 = load i32, ptr %332, align 4
  %4821 = add nsw i32 %4820, 1
  store i32 %4821, ptr %332, align 4
  br label %4778, !llvm.loop !89

4822:                                             ; preds = %4778
  br label %4823

4823:                                             ; preds = %4822
  br label %4824

4824:                                             ; preds = %4823
  store i32 0, ptr %336, align 4
  br label %4825

4825:                                             ; preds = %4866, %4824
  %4826 = load i32, ptr %336, align 4
  %4827 = icmp slt i32 %4826, 41
  br i1 %4827, label %4828, label %4869

4828:                                             ; preds = %4825
  %4829 = load i32, ptr %336, align 4
  %4830 = sext i32 %4829 to i64
  %4831 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4830
  %4832 = load volatile i64, ptr %4831, align 8
  %4833 = trunc i64 %4832 to i16
  store i16 %4833, ptr %337, align 2
  %4834 = load i16, ptr %337, align 2
  %4835 = sext i16 %4834 to i32
  %4836 = sdiv i32 %4835, 10000
  %4837 = trunc i32 %4836 to i16
  store i16 %4837, ptr %338, align 2
  %4838 = load i16, ptr %337, align 2
  %4839 = sext i16 %4838 to i32
  %4840 = srem i32 %4839, 10000
  %4841 = trunc i32 %4840 to i16
  store i16 %4841, ptr %339, align 2
  %4842 = load i16, ptr %338, align 2
  %4843 = sext i16 %4842 to i64
  call void @mix(i64 noundef %4843)
  %4844 = load i16, ptr %339, align 2
  %4845 = sext i16 %4844 to i64
  call void @mix(i64 noundef %4845)
  %4846 = load i16, ptr %338, align 2
  %4847 = sext i16 %4846 to i32
  %4848 = load i16, ptr %337, align 2
  %4849 = call signext i16 @i16_var_div(i16 noundef signext %4848, i16 noundef signext 10000)
  %4850 = sext i16 %4849 to i32
  %4851 = icmp ne i32 %4847, %4850
  br i1 %4851, label %4859, label %4852

4852:                                             ; preds = %4828
  %4853 = load i16, ptr %339, align 2
  %4854 = sext i16 %4853 to i32
  %4855 = load i16, ptr %337, align 2
  %4856 = call signext i16 @i16_var_rem(i16 noundef signext %4855, i16 noundef signext 10000)
  %4857 = sext i16 %4856 to i32
  %4858 = icmp ne i32 %4854, %4857
  br i1 %4858, label %4859, label %4865

4859:                                             ; preds = %4852, %4828
  %4860 = load i32, ptr @bad, align 4
  %4861 = add nsw i32 %4860, 1
  store i32 %4861, ptr @bad, align 4
  %4862 = load i16, ptr %337, align 2
  %4863 = sext i16 %4862 to i64
  %4864 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.2, i64 noundef %4863, i64 noundef 10000)
  br label %4865

4865:                                             ; preds = %4859, %4852
  br label %4866

4866:                                             ; preds = %4865
  %4867 = load i32, ptr %336, align 4
  %4868 = add nsw i32 %4867, 1
  store i32 %4868, ptr %336, align 4
  br label %4825, !llvm.loop !90

4869:                                             ; preds = %4825
  br label %4870

4870:                                             ; preds = %4869
  br label %10445

4871:                                             ; preds = %918
  br label %4872

4872:                                             ; preds = %4871
  store i32 0, ptr %340, align 4
  br label %4873

4873:                                             ; preds = %4914, %4872
  %4874 = load i32, ptr %340, align 4
  %4875 = icmp slt i32 %4874, 41
  br i1 %4875, label %4876, label %4917

4876:                                             ; preds = %4873
  %4877 = load i32, ptr %340, align 4
  %4878 = sext i32 %4877 to i64
  %4879 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4878
  %4880 = load volatile i64, ptr %4879, align 8
  %4881 = trunc i64 %4880 to i16
  store i16 %4881, ptr %341, align 2
  %4882 = load i16, ptr %341, align 2
  %4883 = zext i16 %4882 to i32
  %4884 = sdiv i32 %4883, 1
  %4885 = trunc i32 %4884 to i16
  store i16 %4885, ptr %342, align 2
  %4886 = load i16, ptr %341, align 2
  %4887 = zext i16 %4886 to i32
  %4888 = srem i32 %4887, 1
  %4889 = trunc i32 %4888 to i16
  store i16 %4889, ptr %343, align 2
  %4890 = load i16, ptr %342, align 2
  %4891 = zext i16 %4890 to i64
  call void @mix(i64 noundef %4891)
  %4892 = load i16, ptr %343, align 2
  %4893 = zext i16 %4892 to i64
  call void @mix(i64 noundef %4893)
  %4894 = load i16, ptr %342, align 2
  %4895 = zext i16 %4894 to i32
  %4896 = load i16, ptr %341, align 2
  %4897 = call zeroext i16 @u16_var_div(i16 noundef zeroext %4896, i16 noundef zeroext 1)
  %4898 = zext i16 %4897 to i32
  %4899 = icmp ne i32 %4895, %4898
  br i1 %4899, label %4907, label %4900

4900:                                             ; preds = %4876
  %4901 = load i16, ptr %343, align 2
  %4902 = zext i16 %4901 to i32
  %4903 = load i16, ptr %341, align 2
  %4904 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %4903, i16 noundef zeroext 1)
  %4905 = zext i16 %4904 to i32
  %4906 = icmp ne i32 %4902, %4905
  br i1 %4906, label %4907, label %4913

4907:                                             ; preds = %4900, %4876
  %4908 = load i32, ptr @bad, align 4
  %4909 = add nsw i32 %4908, 1
  store i32 %4909, ptr @bad, align 4
  %4910 = load i16, ptr %341, align 2
  %4911 = zext i16 %4910 to i64
  %4912 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %4911, i64 noundef 1)
  br label %4913

4913:                                             ; preds = %4907, %4900
  br label %4914

4914:                                             ; preds = %4913
  %4915 = load i32, ptr %340, align 4
  %4916 = add nsw i32 %4915, 1
  store i32 %4916, ptr %340, align 4
  br label %4873, !llvm.loop !91

4917:                                             ; preds = %4873
  br label %4918

4918:                                             ; preds = %4917
  br label %4919

4919:                                             ; preds = %4918
  store i32 0, ptr %344, align 4
  br label %4920

4920:                                             ; preds = %4961, %4919
  %4921 = load i32, ptr %344, align 4
  %4922 = icmp slt i32 %4921, 41
  br i1 %4922, label %4923, label %4964

4923:                                             ; preds = %4920
  %4924 = load i32, ptr %344, align 4
  %4925 = sext i32 %4924 to i64
  %4926 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4925
  %4927 = load volatile i64, ptr %4926, align 8
  %4928 = trunc i64 %4927 to i16
  store i16 %4928, ptr %345, align 2
  %4929 = load i16, ptr %345, align 2
  %4930 = zext i16 %4929 to i32
  %4931 = sdiv i32 %4930, 2
  %4932 = trunc i32 %4931 to i16
  store i16 %4932, ptr %346, align 2
  %4933 = load i16, ptr %345, align 2
  %4934 = zext i16 %4933 to i32
  %4935 = srem i32 %4934, 2
  %4936 = trunc i32 %4935 to i16
  store i16 %4936, ptr %347, align 2
  %4937 = load i16, ptr %346, align 2
  %4938 = zext i16 %4937 to i64
  call void @mix(i64 noundef %4938)
  %4939 = load i16, ptr %347, align 2
  %4940 = zext i16 %4939 to i64
  call void @mix(i64 noundef %4940)
  %4941 = load i16, ptr %346, align 2
  %4942 = zext i16 %4941 to i32
  %4943 = load i16, ptr %345, align 2
  %4944 = call zeroext i16 @u16_var_div(i16 noundef zeroext %4943, i16 noundef zeroext 2)
  %4945 = zext i16 %4944 to i32
  %4946 = icmp ne i32 %4942, %4945
  br i1 %4946, label %4954, label %4947

4947:                                             ; preds = %4923
  %4948 = load i16, ptr %347, align 2
  %4949 = zext i16 %4948 to i32
  %4950 = load i16, ptr %345, align 2
  %4951 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %4950, i16 noundef zeroext 2)
  %4952 = zext i16 %4951 to i32
  %4953 = icmp ne i32 %4949, %4952
  br i1 %4953, label %4954, label %4960

4954:                                             ; preds = %4947, %4923
  %4955 = load i32, ptr @bad, align 4
  %4956 = add nsw i32 %4955, 1
  store i32 %4956, ptr @bad, align 4
  %4957 = load i16, ptr %345, align 2
  %4958 = zext i16 %4957 to i64
  %4959 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %4958, i64 noundef 2)
  br label %4960

4960:                                             ; preds = %4954, %4947
  br label %4961

4961:                                             ; preds = %4960
  %4962 = load i32, ptr %344, align 4
  %4963 = add nsw i32 %4962, 1
  store i32 %4963, ptr %344, align 4
  br label %4920, !llvm.loop !92

4964:                                             ; preds = %4920
  br label %4965

4965:                                             ; preds = %4964
  br label %4966

4966:                                             ; preds = %4965
  store i32 0, ptr %348, align 4
  br label %4967

4967:                                             ; preds = %5008, %4966
  %4968 = load i32, ptr %348, align 4
  %4969 = icmp slt i32 %4968, 41
  br i1 %4969, label %4970, label %5011

4970:                                             ; preds = %4967
  %4971 = load i32, ptr %348, align 4
  %4972 = sext i32 %4971 to i64
  %4973 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4972
  %4974 = load volatile i64, ptr %4973, align 8
  %4975 = trunc i64 %4974 to i16
  store i16 %4975, ptr %349, align 2
  %4976 = load i16, ptr %349, align 2
  %4977 = zext i16 %4976 to i32
  %4978 = sdiv i32 %4977, 3
  %4979 = trunc i32 %4978 to i16
  store i16 %4979, ptr %350, align 2
  %4980 = load i16, ptr %349, align 2
  %4981 = zext i16 %4980 to i32
  %4982 = srem i32 %4981, 3
  %4983 = trunc i32 %4982 to i16
  store i16 %4983, ptr %351, align 2
  %4984 = load i16, ptr %350, align 2
  %4985 = zext i16 %4984 to i64
  call void @mix(i64 noundef %4985)
  %4986 = load i16, ptr %351, align 2
  %4987 = zext i16 %4986 to i64
  call void @mix(i64 noundef %4987)
  %4988 = load i16, ptr %350, align 2
  %4989 = zext i16 %4988 to i32
  %4990 = load i16, ptr %349, align 2
  %4991 = call zeroext i16 @u16_var_div(i16 noundef zeroext %4990, i16 noundef zeroext 3)
  %4992 = zext i16 %4991 to i32
  %4993 = icmp ne i32 %4989, %4992
  br i1 %4993, label %5001, label %4994

4994:                                             ; preds = %4970
  %4995 = load i16, ptr %351, align 2
  %4996 = zext i16 %4995 to i32
  %4997 = load i16, ptr %349, align 2
  %4998 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %4997, i16 noundef zeroext 3)
  %4999 = zext i16 %4998 to i32
  %5000 = icmp ne i32 %4996, %4999
  br i1 %5000, label %5001, label %5007

5001:                                             ; preds = %4994, %4970
  %5002 = load i32, ptr @bad, align 4
  %5003 = add nsw i32 %5002, 1
  store i32 %5003, ptr @bad, align 4
  %5004 = load i16, ptr %349, align 2
  %5005 = zext i16 %5004 to i64
  %5006 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5005, i64 noundef 3)
  br label %5007

5007:                                             ; preds = %5001, %4994
  br label %5008

5008:                                             ; preds = %5007
  %5009 = load i32, ptr %348, align 4
  %5010 = add nsw i32 %5009, 1
  store i32 %5010, ptr %348, align 4
  br label %4967, !llvm.loop !93

5011:                                             ; preds = %4967
  br label %5012

5012:                                             ; preds = %5011
  br label %5013

5013:                                             ; preds = %5012
  store i32 0, ptr %352, align 4
  br label %5014

5014:                                             ; preds = %5055, %5013
  %5015 = load i32, ptr %352, align 4
  %5016 = icmp slt i32 %5015, 41
  br i1 %5016, label %5017, label %5058

5017:                                             ; preds = %5014
  %5018 = load i32, ptr %352, align 4
  %5019 = sext i32 %5018 to i64
  %5020 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5019
  %5021 = load volatile i64, ptr %5020, align 8
  %5022 = trunc i64 %5021 to i16
  store i16 %5022, ptr %353, align 2
  %5023 = load i16, ptr %353, align 2
  %5024 = zext i16 %5023 to i32
  %5025 = sdiv i32 %5024, 5
  %5026 = trunc i32 %5025 to i16
  store i16 %5026, ptr %354, align 2
  %5027 = load i16, ptr %353, align 2
  %5028 = zext i16 %5027 to i32
  %5029 = srem i32 %5028, 5
  %5030 = trunc i32 %5029 to i16
  store i16 %5030, ptr %355, align 2
  %5031 = load i16, ptr %354, align 2
  %5032 = zext i16 %5031 to i64
  call void @mix(i64 noundef %5032)
  %5033 = load i16, ptr %355, align 2
  %5034 = zext i16 %5033 to i64
  call void @mix(i64 noundef %5034)
  %5035 = load i16, ptr %354, align 2
  %5036 = zext i16 %5035 to i32
  %5037 = load i16, ptr %353, align 2
  %5038 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5037, i16 noundef zeroext 5)
  %5039 = zext i16 %5038 to i32
  %5040 = icmp ne i32 %5036, %5039
  br i1 %5040, label %5048, label %5041

5041:                                             ; preds = %5017
  %5042 = load i16, ptr %355, align 2
  %5043 = zext i16 %5042 to i32
  %5044 = load i16, ptr %353, align 2
  %5045 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5044, i16 noundef zeroext 5)
  %5046 = zext i16 %5045 to i32
  %5047 = icmp ne i32 %5043, %5046
  br i1 %5047, label %5048, label %5054

5048:                                             ; preds = %5041, %5017
  %5049 = load i32, ptr @bad, align 4
  %5050 = add nsw i32 %5049, 1
  store i32 %5050, ptr @bad, align 4
  %5051 = load i16, ptr %353, align 2
  %5052 = zext i16 %5051 to i64
  %5053 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5052, i64 noundef 5)
  br label %5054

5054:                                             ; preds = %5048, %5041
  br label %5055

5055:                                             ; preds = %5054
  %5056 = load i32, ptr %352, align 4
  %5057 = add nsw i32 %5056, 1
  store i32 %5057, ptr %352, align 4
  br label %5014, !llvm.loop !94

5058:                                             ; preds = %5014
  br label %5059

5059:                                             ; preds = %5058
  br label %5060

5060:                                             ; preds = %5059
  store i32 0, ptr %356, align 4
  br label %5061

5061:                                             ; preds = %5102, %5060
  %5062 = load i32, ptr %356, align 4
  %5063 = icmp slt i32 %5062, 41
  br i1 %5063, label %5064, label %5105

5064:                                             ; preds = %5061
  %5065 = load i32, ptr %356, align 4
  %5066 = sext i32 %5065 to i64
  %5067 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5066
  %5068 = load volatile i64, ptr %5067, align 8
  %5069 = trunc i64 %5068 to i16
  store i16 %5069, ptr %357, align 2
  %5070 = load i16, ptr %357, align 2
  %5071 = zext i16 %5070 to i32
  %5072 = sdiv i32 %5071, 6
  %5073 = trunc i32 %5072 to i16
  store i16 %5073, ptr %358, align 2
  %5074 = load i16, ptr %357, align 2
  %5075 = zext i16 %5074 to i32
  %5076 = srem i32 %5075, 6
  %5077 = trunc i32 %5076 to i16
  store i16 %5077, ptr %359, align 2
  %5078 = load i16, ptr %358, align 2
  %5079 = zext i16 %5078 to i64
  call void @mix(i64 noundef %5079)
  %5080 = load i16, ptr %359, align 2
  %5081 = zext i16 %5080 to i64
  call void @mix(i64 noundef %5081)
  %5082 = load i16, ptr %358, align 2
  %5083 = zext i16 %5082 to i32
  %5084 = load i16, ptr %357, align 2
  %5085 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5084, i16 noundef zeroext 6)
  %5086 = zext i16 %5085 to i32
  %5087 = icmp ne i32 %5083, %5086
  br i1 %5087, label %5095, label %5088

5088:                                             ; preds = %5064
  %5089 = load i16, ptr %359, align 2
  %5090 = zext i16 %5089 to i32
  %5091 = load i16, ptr %357, align 2
  %5092 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5091, i16 noundef zeroext 6)
  %5093 = zext i16 %5092 to i32
  %5094 = icmp ne i32 %5090, %5093
  br i1 %5094, label %5095, label %5101

5095:                                             ; preds = %5088, %5064
  %5096 = load i32, ptr @bad, align 4
  %5097 = add nsw i32 %5096, 1
  store i32 %5097, ptr @bad, align 4
  %5098 = load i16, ptr %357, align 2
  %5099 = zext i16 %5098 to i64
  %5100 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5099, i64 noundef 6)
  br label %5101

5101:                                             ; preds = %5095, %5088
  br label %5102

5102:                                             ; preds = %5101
  %5103 = load i32, ptr %356, align 4
  %5104 = add nsw i32 %5103, 1
  store i32 %5104, ptr %356, align 4
  br label %5061, !llvm.loop !95

5105:                                             ; preds = %5061
  br label %5106

5106:                                             ; preds = %5105
  br label %5107

5107:                                             ; preds = %5106
  store i32 0, ptr %360, align 4
  br label %5108

5108:                                             ; preds = %5149, %5107
  %5109 = load i32, ptr %360, align 4
  %5110 = icmp slt i32 %5109, 41
  br i1 %5110, label %5111, label %5152

5111:                                             ; preds = %5108
  %5112 = load i32, ptr %360, align 4
  %5113 = sext i32 %5112 to i64
  %5114 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5113
  %5115 = load volatile i64, ptr %5114, align 8
  %5116 = trunc i64 %5115 to i16
  store i16 %5116, ptr %361, align 2
  %5117 = load i16, ptr %361, align 2
  %5118 = zext i16 %5117 to i32
  %5119 = sdiv i32 %5118, 7
  %5120 = trunc i32 %5119 to i16
  store i16 %5120, ptr %362, align 2
  %5121 = load i16, ptr %361, align 2
  %5122 = zext i16 %5121 to i32
  %5123 = srem i32 %5122, 7
  %5124 = trunc i32 %5123 to i16
  store i16 %5124, ptr %363, align 2
  %5125 = load i16, ptr %362, align 2
  %5126 = zext i16 %5125 to i64
  call void @mix(i64 noundef %5126)
  %5127 = load i16, ptr %363, align 2
  %5128 = zext i16 %5127 to i64
  call void @mix(i64 noundef %5128)
  %5129 = load i16, ptr %362, align 2
  %5130 = zext i16 %5129 to i32
  %5131 = load i16, ptr %361, align 2
  %5132 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5131, i16 noundef zeroext 7)
  %5133 = zext i16 %5132 to i32
  %5134 = icmp ne i32 %5130, %5133
  br i1 %5134, label %5142, label %5135

5135:                                             ; preds = %5111
  %5136 = load i16, ptr %363, align 2
  %5137 = zext i16 %5136 to i32
  %5138 = load i16, ptr %361, align 2
  %5139 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5138, i16 noundef zeroext 7)
  %5140 = zext i16 %5139 to i32
  %5141 = icmp ne i32 %5137, %5140
  br i1 %5141, label %5142, label %5148

5142:                                             ; preds = %5135, %5111
  %5143 = load i32, ptr @bad, align 4
  %5144 = add nsw i32 %5143, 1
  store i32 %5144, ptr @bad, align 4
  %5145 = load i16, ptr %361, align 2
  %5146 = zext i16 %5145 to i64
  %5147 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5146, i64 noundef 7)
  br label %5148

5148:                                             ; preds = %5142, %5135
  br label %5149

5149:                                             ; preds = %5148
  %5150 = load i32, ptr %360, align 4
  %5151 = add nsw i32 %5150, 1
  store i32 %5151, ptr %360, align 4
  br label %5108, !llvm.loop !96

5152:                                             ; preds = %5108
  br label %5153

5153:                                             ; preds = %5152
  br label %5154

5154:                                             ; preds = %5153
  store i32 0, ptr %364, align 4
  br label %5155

5155:                                             ; preds = %5196, %5154
  %5156 = load i32, ptr %364, align 4
  %5157 = icmp slt i32 %5156, 41
  br i1 %5157, label %5158, label %5199

5158:                                             ; preds = %5155
  %5159 = load i32, ptr %364, align 4
  %5160 = sext i32 %5159 to i64
  %5161 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5160
  %5162 = load volatile i64, ptr %5161, align 8
  %5163 = trunc i64 %5162 to i16
  store i16 %5163, ptr %365, align 2
  %5164 = load i16, ptr %365, align 2
  %5165 = zext i16 %5164 to i32
  %5166 = sdiv i32 %5165, 9
  %5167 = trunc i32 %5166 to i16
  store i16 %5167, ptr %366, align 2
  %5168 = load i16, ptr %365, align 2
  %5169 = zext i16 %5168 to i32
  %5170 = srem i32 %5169, 9
  %5171 = trunc i32 %5170 to i16
  store i16 %5171, ptr %367, align 2
  %5172 = load i16, ptr %366, align 2
  %5173 = zext i16 %5172 to i64
  call void @mix(i64 noundef %5173)
  %5174 = load i16, ptr %367, align 2
  %5175 = zext i16 %5174 to i64
  call void @mix(i64 noundef %5175)
  %5176 = load i16, ptr %366, align 2
  %5177 = zext i16 %5176 to i32
  %5178 = load i16, ptr %365, align 2
  %5179 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5178, i16 noundef zeroext 9)
  %5180 = zext i16 %5179 to i32
  %5181 = icmp ne i32 %5177, %5180
  br i1 %5181, label %5189, label %5182

5182:                                             ; preds = %5158
  %5183 = load i16, ptr %367, align 2
  %5184 = zext i16 %5183 to i32
  %5185 = load i16, ptr %365, align 2
  %5186 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5185, i16 noundef zeroext 9)
  %5187 = zext i16 %5186 to i32
  %5188 = icmp ne i32 %5184, %5187
  br i1 %5188, label %5189, label %5195

5189:                                             ; preds = %5182, %5158
  %5190 = load i32, ptr @bad, align 4
  %5191 = add nsw i32 %5190, 1
  store i32 %5191, ptr @bad, align 4
  %5192 = load i16, ptr %365, align 2
  %5193 = zext i16 %5192 to i64
  %5194 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5193, i64 noundef 9)
  br label %5195

5195:                                             ; preds = %5189, %5182
  br label %5196

5196:                                             ; preds = %5195
  %5197 = load i32, ptr %364, align 4
  %5198 = add nsw i32 %5197, 1
  store i32 %5198, ptr %364, align 4
  br label %5155, !llvm.loop !97

5199:                                             ; preds = %5155
  br label %5200

5200:                                             ; preds = %5199
  br label %5201

5201:                                             ; preds = %5200
  store i32 0, ptr %368, align 4
  br label %5202

5202:                                             ; preds = %5243, %5201
  %5203 = load i32, ptr %368, align 4
  %5204 = icmp slt i32 %5203, 41
  br i1 %5204, label %5205, label %5246

5205:                                             ; preds = %5202
  %5206 = load i32, ptr %368, align 4
  %5207 = sext i32 %5206 to i64
  %5208 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5207
  %5209 = load volatile i64, ptr %5208, align 8
  %5210 = trunc i64 %5209 to i16
  store i16 %5210, ptr %369, align 2
  %5211 = load i16, ptr %369, align 2
  %5212 = zext i16 %5211 to i32
  %5213 = sdiv i32 %5212, 10
  %5214 = trunc i32 %5213 to i16
  store i16 %5214, ptr %370, align 2
  %5215 = load i16, ptr %369, align 2
  %5216 = zext i16 %5215 to i32
  %5217 = srem i32 %5216, 10
  %5218 = trunc i32 %5217 to i16
  store i16 %5218, ptr %371, align 2
  %5219 = load i16, ptr %370, align 2
  %5220 = zext i16 %5219 to i64
  call void @mix(i64 noundef %5220)
  %5221 = load i16, ptr %371, align 2
  %5222 = zext i16 %5221 to i64
  call void @mix(i64 noundef %5222)
  %5223 = load i16, ptr %370, align 2
  %5224 = zext i16 %5223 to i32
  %5225 = load i16, ptr %369, align 2
  %5226 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5225, i16 noundef zeroext 10)
  %5227 = zext i16 %5226 to i32
  %5228 = icmp ne i32 %5224, %5227
  br i1 %5228, label %5236, label %5229

5229:                                             ; preds = %5205
  %5230 = load i16, ptr %371, align 2
  %5231 = zext i16 %5230 to i32
  %5232 = load i16, ptr %369, align 2
  %5233 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5232, i16 noundef zeroext 10)
  %5234 = zext i16 %5233 to i32
  %5235 = icmp ne i32 %5231, %5234
  br i1 %5235, label %5236, label %5242

5236:                                             ; preds = %5229, %5205
  %5237 = load i32, ptr @bad, align 4
  %5238 = add nsw i32 %5237, 1
  store i32 %5238, ptr @bad, align 4
  %5239 = load i16, ptr %369, align 2
  %5240 = zext i16 %5239 to i64
  %5241 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5240, i64 noundef 10)
  br label %5242

5242:                                             ; preds = %5236, %5229
  br label %5243

5243:                                             ; preds = %5242
  %5244 = load i32, ptr %368, align 4
  %5245 = add nsw i32 %5244, 1
  store i32 %5245, ptr %368, align 4
  br label %5202, !llvm.loop !98

5246:                                             ; preds = %5202
  br label %5247

5247:                                             ; preds = %5246
  br label %5248

5248:                                             ; preds = %5247
  store i32 0, ptr %372, align 4
  br label %5249

5249:                                             ; preds = %5290, %5248
  %5250 = load i32, ptr %372, align 4
  %5251 = icmp slt i32 %5250, 41
  br i1 %5251, label %5252, label %5293

5252:                                             ; preds = %5249
  %5253 = load i32, ptr %372, align 4
  %5254 = sext i32 %5253 to i64
  %5255 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5254
  %5256 = load volatile i64, ptr %5255, align 8
  %5257 = trunc i64 %5256 to i16
  store i16 %5257, ptr %373, align 2
  %5258 = load i16, ptr %373, align 2
  %5259 = zext i16 %5258 to i32
  %5260 = sdiv i32 %5259, 11
  %5261 = trunc i32 %5260 to i16
  store i16 %5261, ptr %374, align 2
  %5262 = load i16, ptr %373, align 2
  %5263 = zext i16 %5262 to i32
  %5264 = srem i32 %5263, 11
  %5265 = trunc i32 %5264 to i16
  store i16 %5265, ptr %375, align 2
  %5266 = load i16, ptr %374, align 2
  %5267 = zext i16 %5266 to i64
  call void @mix(i64 noundef %5267)
  %5268 = load i16, ptr %375, align 2
  %5269 = zext i16 %5268 to i64
  call void @mix(i64 noundef %5269)
  %5270 = load i16, ptr %374, align 2
  %5271 = zext i16 %5270 to i32
  %5272 = load i16, ptr %373, align 2
  %5273 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5272, i16 noundef zeroext 11)
  %5274 = zext i16 %5273 to i32
  %5275 = icmp ne i32 %5271, %5274
  br i1 %5275, label %5283, label %5276

5276:                                             ; preds = %5252
  %5277 = load i16, ptr %375, align 2
  %5278 = zext i16 %5277 to i32
  %5279 = load i16, ptr %373, align 2
  %5280 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5279, i16 noundef zeroext 11)
  %5281 = zext i16 %5280 to i32
  %5282 = icmp ne i32 %5278, %5281
  br i1 %5282, label %5283, label %5289

5283:                                             ; preds = %5276, %5252
  %5284 = load i32, ptr @bad, align 4
  %5285 = add nsw i32 %5284, 1
  store i32 %5285, ptr @bad, align 4
  %5286 = load i16, ptr %373, align 2
  %5287 = zext i16 %5286 to i64
  %5288 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5287, i64 noundef 11)
  br label %5289

5289:                                             ; preds = %5283, %5276
  br label %5290

5290:                                             ; preds = %5289
  %5291 = load i32, ptr %372, align 4
  %5292 = add nsw i32 %5291, 1
  store i32 %5292, ptr %372, align 4
  br label %5249, !llvm.loop !99

5293:                                             ; preds = %5249
  br label %5294

5294:                                             ; preds = %5293
  br label %5295

5295:                                             ; preds = %5294
  store i32 0, ptr %376, align 4
  br label %5296

5296:                                             ; preds = %5337, %5295
  %5297 = load i32, ptr %376, align 4
  %5298 = icmp slt i32 %5297, 41
  br i1 %5298, label %5299, label %5340

5299:                                             ; preds = %5296
  %5300 = load i32, ptr %376, align 4
  %5301 = sext i32 %5300 to i64
  %5302 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5301
  %5303 = load volatile i64, ptr %5302, align 8
  %5304 = trunc i64 %5303 to i16
  store i16 %5304, ptr %377, align 2
  %5305 = load i16, ptr %377, align 2
  %5306 = zext i16 %5305 to i32
  %5307 = sdiv i32 %5306, 12
  %5308 = trunc i32 %5307 to i16
  store i16 %5308, ptr %378, align 2
  %5309 = load i16, ptr %377, align 2
  %5310 = zext i16 %5309 to i32
  %5311 = srem i32 %5310, 12
  %5312 = trunc i32 %5311 to i16
  store i16 %5312, ptr %379, align 2
  %5313 = load i16, ptr %378, align 2
  %5314 = zext i16 %5313 to i64
  call void @mix(i64 noundef %5314)
  %5315 = load i16, ptr %379, align 2
  %5316 = zext i16 %5315 to i64
  call void @mix(i64 noundef %5316)
  %5317 = load i16, ptr %378, align 2
  %5318 = zext i16 %5317 to i32
  %5319 = load i16, ptr %377, align 2
  %5320 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5319, i16 noundef zeroext 12)
  %5321 = zext i16 %5320 to i32
  %5322 = icmp ne i32 %5318, %5321
  br i1 %5322, label %5330, label %5323

5323:                                             ; preds = %5299
  %5324 = load i16, ptr %379, align 2
  %5325 = zext i16 %5324 to i32
  %5326 = load i16, ptr %377, align 2
  %5327 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5326, i16 noundef zeroext 12)
  %5328 = zext i16 %5327 to i32
  %5329 = icmp ne i32 %5325, %5328
  br i1 %5329, label %5330, label %5336

5330:                                             ; preds = %5323, %5299
  %5331 = load i32, ptr @bad, align 4
  %5332 = add nsw i32 %5331, 1
  store i32 %5332, ptr @bad, align 4
  %5333 = load i16, ptr %377, align 2
  %5334 = zext i16 %5333 to i64
  %5335 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5334, i64 noundef 12)
  br label %5336

5336:                                             ; preds = %5330, %5323
  br label %5337

5337:                                             ; preds = %5336
  %5338 = load i32, ptr %376, align 4
  %5339 = add nsw i32 %5338, 1
  store i32 %5339, ptr %376, align 4
  br label %5296, !llvm.loop !100

5340:                                             ; preds = %5296
  br label %5341

5341:                                             ; preds = %5340
  br label %5342

5342:                                             ; preds = %5341
  store i32 0, ptr %380, align 4
  br label %5343

5343:                                             ; preds = %5384, %5342
  %5344 = load i32, ptr %380, align 4
  %5345 = icmp slt i32 %5344, 41
  br i1 %5345, label %5346, label %5387

5346:                                             ; preds = %5343
  %5347 = load i32, ptr %380, align 4
  %5348 = sext i32 %5347 to i64
  %5349 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5348
  %5350 = load volatile i64, ptr %5349, align 8
  %5351 = trunc i64 %5350 to i16
  store i16 %5351, ptr %381, align 2
  %5352 = load i16, ptr %381, align 2
  %5353 = zext i16 %5352 to i32
  %5354 = sdiv i32 %5353, 13
  %5355 = trunc i32 %5354 to i16
  store i16 %5355, ptr %382, align 2
  %5356 = load i16, ptr %381, align 2
  %5357 = zext i16 %5356 to i32
  %5358 = srem i32 %5357, 13
  %5359 = trunc i32 %5358 to i16
  store i16 %5359, ptr %383, align 2
  %5360 = load i16, ptr %382, align 2
  %5361 = zext i16 %5360 to i64
  call void @mix(i64 noundef %5361)
  %5362 = load i16, ptr %383, align 2
  %5363 = zext i16 %5362 to i64
  call void @mix(i64 noundef %5363)
  %5364 = load i16, ptr %382, align 2
  %5365 = zext i16 %5364 to i32
  %5366 = load i16, ptr %381, align 2
  %5367 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5366, i16 noundef zeroext 13)
  %5368 = zext i16 %5367 to i32
  %5369 = icmp ne i32 %5365, %5368
  br i1 %5369, label %5377, label %5370

5370:                                             ; preds = %5346
  %5371 = load i16, ptr %383, align 2
  %5372 = zext i16 %5371 to i32
  %5373 = load i16, ptr %381, align 2
  %5374 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5373, i16 noundef zeroext 13)
  %5375 = zext i16 %5374 to i32
  %5376 = icmp ne i32 %5372, %5375
  br i1 %5376, label %5377, label %5383

5377:                                             ; preds = %5370, %5346
  %5378 = load i32, ptr @bad, align 4
  %5379 = add nsw i32 %5378, 1
  store i32 %5379, ptr @bad, align 4
  %5380 = load i16, ptr %381, align 2
  %5381 = zext i16 %5380 to i64
  %5382 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5381, i64 noundef 13)
  br label %5383

5383:                                             ; preds = %5377, %5370
  br label %5384

5384:                                             ; preds = %5383
  %5385 = load i32, ptr %380, align 4
  %5386 = add nsw i32 %5385, 1
  store i32 %5386, ptr %380, align 4
  br label %5343, !llvm.loop !101

5387:                                             ; preds = %5343
  br label %5388

5388:                                             ; preds = %5387
  br label %5389

5389:                                             ; preds = %5388
  store i32 0, ptr %384, align 4
  br label %5390

5390:                                             ; preds = %5431, %5389
  %5391 = load i32, ptr %384, align 4
  %5392 = icmp slt i32 %5391, 41
  br i1 %5392, label %5393, label %5434

5393:                                             ; preds = %5390
  %5394 = load i32, ptr %384, align 4
  %5395 = sext i32 %5394 to i64
  %5396 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5395
  %5397 = load volatile i64, ptr %5396, align 8
  %5398 = trunc i64 %5397 to i16
  store i16 %5398, ptr %385, align 2
  %5399 = load i16, ptr %385, align 2
  %5400 = zext i16 %5399 to i32
  %5401 = sdiv i32 %5400, 14
  %5402 = trunc i32 %5401 to i16
  store i16 %5402, ptr %386, align 2
  %5403 = load i16, ptr %385, align 2
  %5404 = zext i16 %5403 to i32
  %5405 = srem i32 %5404, 14
  %5406 = trunc i32 %5405 to i16
  store i16 %5406, ptr %387, align 2
  %5407 = load i16, ptr %386, align 2
  %5408 = zext i16 %5407 to i64
  call void @mix(i64 noundef %5408)
  %5409 = load i16, ptr %387, align 2
  %5410 = zext i16 %5409 to i64
  call void @mix(i64 noundef %5410)
  %5411 = load i16, ptr %386, align 2
  %5412 = zext i16 %5411 to i32
  %5413 = load i16, ptr %385, align 2
  %5414 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5413, i16 noundef zeroext 14)
  %5415 = zext i16 %5414 to i32
  %5416 = icmp ne i32 %5412, %5415
  br i1 %5416, label %5424, label %5417

5417:                                             ; preds = %5393
  %5418 = load i16, ptr %387, align 2
  %5419 = zext i16 %5418 to i32
  %5420 = load i16, ptr %385, align 2
  %5421 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5420, i16 noundef zeroext 14)
  %5422 = zext i16 %5421 to i32
  %5423 = icmp ne i32 %5419, %5422
  br i1 %5423, label %5424, label %5430

5424:                                             ; preds = %5417, %5393
  %5425 = load i32, ptr @bad, align 4
  %5426 = add nsw i32 %5425, 1
  store i32 %5426, ptr @bad, align 4
  %5427 = load i16, ptr %385, align 2
  %5428 = zext i16 %5427 to i64
  %5429 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5428, i64 noundef 14)
  br label %5430

5430:                                             ; preds = %5424, %5417
  br label %5431

5431:                                             ; preds = %5430
  %5432 = load i32, ptr %384, align 4
  %5433 = add nsw i32 %5432, 1
  store i32 %5433, ptr %384, align 4
  br label %5390, !llvm.loop !102

5434:                                             ; preds = %5390
  br label %5435

5435:                                             ; preds = %5434
  br label %5436

5436:                                             ; preds = %5435
  store i32 0, ptr %388, align 4
  br label %5437

5437:                                             ; preds = %5478, %5436
  %5438 = load i32, ptr %388, align 4
  %5439 = icmp slt i32 %5438, 41
  br i1 %5439, label %5440, label %5481

5440:                                             ; preds = %5437
  %5441 = load i32, ptr %388, align 4
  %5442 = sext i32 %5441 to i64
  %5443 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5442
  %5444 = load volatile i64, ptr %5443, align 8
  %5445 = trunc i64 %5444 to i16
  store i16 %5445, ptr %389, align 2
  %5446 = load i16, ptr %389, align 2
  %5447 = zext i16 %5446 to i32
  %5448 = sdiv i32 %5447, 15
  %5449 = trunc i32 %5448 to i16
  store i16 %5449, ptr %390, align 2
  %5450 = load i16, ptr %389, align 2
  %5451 = zext i16 %5450 to i32
  %5452 = srem i32 %5451, 15
  %5453 = trunc i32 %5452 to i16
  store i16 %5453, ptr %391, align 2
  %5454 = load i16, ptr %390, align 2
  %5455 = zext i16 %5454 to i64
  call void @mix(i64 noundef %5455)
  %5456 = load i16, ptr %391, align 2
  %5457 = zext i16 %5456 to i64
  call void @mix(i64 noundef %5457)
  %5458 = load i16, ptr %390, align 2
  %5459 = zext i16 %5458 to i32
  %5460 = load i16, ptr %389, align 2
  %5461 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5460, i16 noundef zeroext 15)
  %5462 = zext i16 %5461 to i32
  %5463 = icmp ne i32 %5459, %5462
  br i1 %5463, label %5471, label %5464

5464:                                             ; preds = %5440
  %5465 = load i16, ptr %391, align 2
  %5466 = zext i16 %5465 to i32
  %5467 = load i16, ptr %389, align 2
  %5468 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5467, i16 noundef zeroext 15)
  %5469 = zext i16 %5468 to i32
  %5470 = icmp ne i32 %5466, %5469
  br i1 %5470, label %5471, label %5477

5471:                                             ; preds = %5464, %5440
  %5472 = load i32, ptr @bad, align 4
  %5473 = add nsw i32 %5472, 1
  store i32 %5473, ptr @bad, align 4
  %5474 = load i16, ptr %389, align 2
  %5475 = zext i16 %5474 to i64
  %5476 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5475, i64 noundef 15)
  br label %5477

5477:                                             ; preds = %5471, %5464
  br label %5478

5478:                                             ; preds = %5477
  %5479 = load i32, ptr %388, align 4
  %5480 = add nsw i32 %5479, 1
  store i32 %5480, ptr %388, align 4
  br label %5437, !llvm.loop !103

5481:                                             ; preds = %5437
  br label %5482

5482:                                             ; preds = %5481
  br label %5483

5483:                                             ; preds = %5482
  store i32 0, ptr %392, align 4
  br label %5484

5484:                                             ; preds = %5525, %5483
  %5485 = load i32, ptr %392, align 4
  %5486 = icmp slt i32 %5485, 41
  br i1 %5486, label %5487, label %5528

5487:                                             ; preds = %5484
  %5488 = load i32, ptr %392, align 4
  %5489 = sext i32 %5488 to i64
  %5490 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5489
  %5491 = load volatile i64, ptr %5490, align 8
  %5492 = trunc i64 %5491 to i16
  store i16 %5492, ptr %393, align 2
  %5493 = load i16, ptr %393, align 2
  %5494 = zext i16 %5493 to i32
  %5495 = sdiv i32 %5494, 16
  %5496 = trunc i32 %5495 to i16
  store i16 %5496, ptr %394, align 2
  %5497 = load i16, ptr %393, align 2
  %5498 = zext i16 %5497 to i32
  %5499 = srem i32 %5498, 16
  %5500 = trunc i32 %5499 to i16
  store i16 %5500, ptr %395, align 2
  %5501 = load i16, ptr %394, align 2
  %5502 = zext i16 %5501 to i64
  call void @mix(i64 noundef %5502)
  %5503 = load i16, ptr %395, align 2
  %5504 = zext i16 %5503 to i64
  call void @mix(i64 noundef %5504)
  %5505 = load i16, ptr %394, align 2
  %5506 = zext i16 %5505 to i32
  %5507 = load i16, ptr %393, align 2
  %5508 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5507, i16 noundef zeroext 16)
  %5509 = zext i16 %5508 to i32
  %5510 = icmp ne i32 %5506, %5509
  br i1 %5510, label %5518, label %5511

5511:                                             ; preds = %5487
  %5512 = load i16, ptr %395, align 2
  %5513 = zext i16 %5512 to i32
  %5514 = load i16, ptr %393, align 2
  %5515 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5514, i16 noundef zeroext 16)
  %5516 = zext i16 %5515 to i32
  %5517 = icmp ne i32 %5513, %5516
  br i1 %5517, label %5518, label %5524

5518:                                             ; preds = %5511, %5487
  %5519 = load i32, ptr @bad, align 4
  %5520 = add nsw i32 %5519, 1
  store i32 %5520, ptr @bad, align 4
  %5521 = load i16, ptr %393, align 2
  %5522 = zext i16 %5521 to i64
  %5523 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5522, i64 noundef 16)
  br label %5524

5524:                                             ; preds = %5518, %5511
  br label %5525

5525:                                             ; preds = %5524
  %5526 = load i32, ptr %392, align 4
  %5527 = add nsw i32 %5526, 1
  store i32 %5527, ptr %392, align 4
  br label %5484, !llvm.loop !104

5528:                                             ; preds = %5484
  br label %5529

5529:                                             ; preds = %5528
  br label %5530

5530:                                             ; preds = %5529
  store i32 0, ptr %396, align 4
  br label %5531

5531:                                             ; preds = %5572, %5530
  %5532 = load i32, ptr %396, align 4
  %5533 = icmp slt i32 %5532, 41
  br i1 %5533, label %5534, label %5575

5534:                                             ; preds = %5531
  %5535 = load i32, ptr %396, align 4
  %5536 = sext i32 %5535 to i64
  %5537 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5536
  %5538 = load volatile i64, ptr %5537, align 8
  %5539 = trunc i64 %5538 to i16
  store i16 %5539, ptr %397, align 2
  %5540 = load i16, ptr %397, align 2
  %5541 = zext i16 %5540 to i32
  %5542 = sdiv i32 %5541, 17
  %5543 = trunc i32 %5542 to i16
  store i16 %5543, ptr %398, align 2
  %5544 = load i16, ptr %397, align 2
  %5545 = zext i16 %5544 to i32
  %5546 = srem i32 %5545, 17
  %5547 = trunc i32 %5546 to i16
  store i16 %5547, ptr %399, align 2
  %5548 = load i16, ptr %398, align 2
  %5549 = zext i16 %5548 to i64
  call void @mix(i64 noundef %5549)
  %5550 = load i16, ptr %399, align 2
  %5551 = zext i16 %5550 to i64
  call void @mix(i64 noundef %5551)
  %5552 = load i16, ptr %398, align 2
  %5553 = zext i16 %5552 to i32
  %5554 = load i16, ptr %397, align 2
  %5555 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5554, i16 noundef zeroext 17)
  %5556 = zext i16 %5555 to i32
  %5557 = icmp ne i32 %5553, %5556
  br i1 %5557, label %5565, label %5558

5558:                                             ; preds = %5534
  %5559 = load i16, ptr %399, align 2
  %5560 = zext i16 %5559 to i32
  %5561 = load i16, ptr %397, align 2
  %5562 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5561, i16 noundef zeroext 17)
  %5563 = zext i16 %5562 to i32
  %5564 = icmp ne i32 %5560, %5563
  br i1 %5564, label %5565, label %5571

5565:                                             ; preds = %5558, %5534
  %5566 = load i32, ptr @bad, align 4
  %5567 = add nsw i32 %5566, 1
  store i32 %5567, ptr @bad, align 4
  %5568 = load i16, ptr %397, align 2
  %5569 = zext i16 %5568 to i64
  %5570 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5569, i64 noundef 17)
  br label %5571

5571:                                             ; preds = %5565, %5558
  br label %5572

5572:                                             ; preds = %5571
  %5573 = load i32, ptr %396, align 4
  %5574 = add nsw i32 %5573, 1
  store i32 %5574, ptr %396, align 4
  br label %5531, !llvm.loop !105

5575:                                             ; preds = %5531
  br label %5576

5576:                                             ; preds = %5575
  br label %5577

5577:                                             ; preds = %5576
  store i32 0, ptr %400, align 4
  br label %5578

5578:                                             ; preds = %5619, %5577
  %5579 = load i32, ptr %400, align 4
  %5580 = icmp slt i32 %5579, 41
  br i1 %5580, label %5581, label %5622

5581:                                             ; preds = %5578
  %5582 = load i32, ptr %400, align 4
  %5583 = sext i32 %5582 to i64
  %5584 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5583
  %5585 = load volatile i64, ptr %5584, align 8
  %5586 = trunc i64 %5585 to i16
  store i16 %5586, ptr %401, align 2
  %5587 = load i16, ptr %401, align 2
  %5588 = zext i16 %5587 to i32
  %5589 = sdiv i32 %5588, 19
  %5590 = trunc i32 %5589 to i16
  store i16 %5590, ptr %402, align 2
  %5591 = load i16, ptr %401, align 2
  %5592 = zext i16 %5591 to i32
  %5593 = srem i32 %5592, 19
  %5594 = trunc i32 %5593 to i16
  store i16 %5594, ptr %403, align 2
  %5595 = load i16, ptr %402, align 2
  %5596 = zext i16 %5595 to i64
  call void @mix(i64 noundef %5596)
  %5597 = load i16, ptr %403, align 2
  %5598 = zext i16 %5597 to i64
  call void @mix(i64 noundef %5598)
  %5599 = load i16, ptr %402, align 2
  %5600 = zext i16 %5599 to i32
  %5601 = load i16, ptr %401, align 2
  %5602 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5601, i16 noundef zeroext 19)
  %5603 = zext i16 %5602 to i32
  %5604 = icmp ne i32 %5600, %5603
  br i1 %5604, label %5612, label %5605

5605:                                             ; preds = %5581
  %5606 = load i16, ptr %403, align 2
  %5607 = zext i16 %5606 to i32
  %5608 = load i16, ptr %401, align 2
  %5609 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5608, i16 noundef zeroext 19)
  %5610 = zext i16 %5609 to i32
  %5611 = icmp ne i32 %5607, %5610
  br i1 %5611, label %5612, label %5618

5612:                                             ; preds = %5605, %5581
  %5613 = load i32, ptr @bad, align 4
  %5614 = add nsw i32 %5613, 1
  store i32 %5614, ptr @bad, align 4
  %5615 = load i16, ptr %401, align 2
  %5616 = zext i16 %5615 to i64
  %5617 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5616, i64 noundef 19)
  br label %5618

5618:                                             ; preds = %5612, %5605
  br label %5619

5619:                                             ; preds = %5618
  %5620 = load i32, ptr %400, align 4
  %5621 = add nsw i32 %5620, 1
  store i32 %5621, ptr %400, align 4
  br label %5578, !llvm.loop !106

5622:                                             ; preds = %5578
  br label %5623

5623:                                             ; preds = %5622
  br label %5624

5624:                                             ; preds = %5623
  store i32 0, ptr %404, align 4
  br label %5625

5625:                                             ; preds = %5666, %5624
  %5626 = load i32, ptr %404, align 4
  %5627 = icmp slt i32 %5626, 41
  br i1 %5627, label %5628, label %5669

5628:                                             ; preds = %5625
  %5629 = load i32, ptr %404, align 4
  %5630 = sext i32 %5629 to i64
  %5631 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5630
  %5632 = load volatile i64, ptr %5631, align 8
  %5633 = trunc i64 %5632 to i16
  store i16 %5633, ptr %405, align 2
  %5634 = load i16, ptr %405, align 2
  %5635 = zext i16 %5634 to i32
  %5636 = sdiv i32 %5635, 25
  %5637 = trunc i32 %5636 to i16
  store i16 %5637, ptr %406, align 2
  %5638 = load i16, ptr %405, align 2
  %5639 = zext i16 %5638 to i32
  %5640 = srem i32 %5639, 25
  %5641 = trunc i32 %5640 to i16
  store i16 %5641, ptr %407, align 2
  %5642 = load i16, ptr %406, align 2
  %5643 = zext i16 %5642 to i64
  call void @mix(i64 noundef %5643)
  %5644 = load i16, ptr %407, align 2
  %5645 = zext i16 %5644 to i64
  call void @mix(i64 noundef %5645)
  %5646 = load i16, ptr %406, align 2
  %5647 = zext i16 %5646 to i32
  %5648 = load i16, ptr %405, align 2
  %5649 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5648, i16 noundef zeroext 25)
  %5650 = zext i16 %5649 to i32
  %5651 = icmp ne i32 %5647, %5650
  br i1 %5651, label %5659, label %5652

5652:                                             ; preds = %5628
  %5653 = load i16, ptr %407, align 2
  %5654 = zext i16 %5653 to i32
  %5655 = load i16, ptr %405, align 2
  %5656 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5655, i16 noundef zeroext 25)
  %5657 = zext i16 %5656 to i32
  %5658 = icmp ne i32 %5654, %5657
  br i1 %5658, label %5659, label %5665

5659:                                             ; preds = %5652, %5628
  %5660 = load i32, ptr @bad, align 4
  %5661 = add nsw i32 %5660, 1
  store i32 %5661, ptr @bad, align 4
  %5662 = load i16, ptr %405, align 2
  %5663 = zext i16 %5662 to i64
  %5664 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5663, i64 noundef 25)
  br label %5665

5665:                                             ; preds = %5659, %5652
  br label %5666

5666:                                             ; preds = %5665
  %5667 = load i32, ptr %404, align 4
  %5668 = add nsw i32 %5667, 1
  store i32 %5668, ptr %404, align 4
  br label %5625, !llvm.loop !107

5669:                                             ; preds = %5625
  br label %5670

5670:                                             ; preds = %5669
  br label %5671

5671:                                             ; preds = %5670
  store i32 0, ptr %408, align 4
  br label %5672

5672:                                             ; preds = %5713, %5671
  %5673 = load i32, ptr %408, align 4
  %5674 = icmp slt i32 %5673, 41
  br i1 %5674, label %5675, label %5716

5675:                                             ; preds = %5672
  %5676 = load i32, ptr %408, align 4
  %5677 = sext i32 %5676 to i64
  %5678 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5677
  %5679 = load volatile i64, ptr %5678, align 8
  %5680 = trunc i64 %5679 to i16
  store i16 %5680, ptr %409, align 2
  %5681 = load i16, ptr %409, align 2
  %5682 = zext i16 %5681 to i32
  %5683 = sdiv i32 %5682, 31
  %5684 = trunc i32 %5683 to i16
  store i16 %5684, ptr %410, align 2
  %5685 = load i16, ptr %409, align 2
  %5686 = zext i16 %5685 to i32
  %5687 = srem i32 %5686, 31
  %5688 = trunc i32 %5687 to i16
  store i16 %5688, ptr %411, align 2
  %5689 = load i16, ptr %410, align 2
  %5690 = zext i16 %5689 to i64
  call void @mix(i64 noundef %5690)
  %5691 = load i16, ptr %411, align 2
  %5692 = zext i16 %5691 to i64
  call void @mix(i64 noundef %5692)
  %5693 = load i16, ptr %410, align 2
  %5694 = zext i16 %5693 to i32
  %5695 = load i16, ptr %409, align 2
  %5696 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5695, i16 noundef zeroext 31)
  %5697 = zext i16 %5696 to i32
  %5698 = icmp ne i32 %5694, %5697
  br i1 %5698, label %5706, label %5699

5699:                                             ; preds = %5675
  %5700 = load i16, ptr %411, align 2
  %5701 = zext i16 %5700 to i32
  %5702 = load i16, ptr %409, align 2
  %5703 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5702, i16 noundef zeroext 31)
  %5704 = zext i16 %5703 to i32
  %5705 = icmp ne i32 %5701, %5704
  br i1 %5705, label %5706, label %5712

5706:                                             ; preds = %5699, %5675
  %5707 = load i32, ptr @bad, align 4
  %5708 = add nsw i32 %5707, 1
  store i32 %5708, ptr @bad, align 4
  %5709 = load i16, ptr %409, align 2
  %5710 = zext i16 %5709 to i64
  %5711 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5710, i64 noundef 31)
  br label %5712

5712:                                             ; preds = %5706, %5699
  br label %5713

5713:                                             ; preds = %5712
  %5714 = load i32, ptr %408, align 4
  %5715 = add nsw i32 %5714, 1
  store i32 %5715, ptr %408, align 4
  br label %5672, !llvm.loop !108

5716:                                             ; preds = %5672
  br label %5717

5717:                                             ; preds = %5716
  br label %5718

5718:                                             ; preds = %5717
  store i32 0, ptr %412, align 4
  br label %5719

5719:                                             ; preds = %5760, %5718
  %5720 = load i32, ptr %412, align 4
  %5721 = icmp slt i32 %5720, 41
  br i1 %5721, label %5722, label %5763

5722:                                             ; preds = %5719
  %5723 = load i32, ptr %412, align 4
  %5724 = sext i32 %5723 to i64
  %5725 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5724
  %5726 = load volatile i64, ptr %5725, align 8
  %5727 = trunc i64 %5726 to i16
  store i16 %5727, ptr %413, align 2
  %5728 = load i16, ptr %413, align 2
  %5729 = zext i16 %5728 to i32
  %5730 = sdiv i32 %5729, 32
  %5731 = trunc i32 %5730 to i16
  store i16 %5731, ptr %414, align 2
  %5732 = load i16, ptr %413, align 2
  %5733 = zext i16 %5732 to i32
  %5734 = srem i32 %5733, 32
  %5735 = trunc i32 %5734 to i16
  store i16 %5735, ptr %415, align 2
  %5736 = load i16, ptr %414, align 2
  %5737 = zext i16 %5736 to i64
  call void @mix(i64 noundef %5737)
  %5738 = load i16, ptr %415, align 2
  %5739 = zext i16 %5738 to i64
  call void @mix(i64 noundef %5739)
  %5740 = load i16, ptr %414, align 2
  %5741 = zext i16 %5740 to i32
  %5742 = load i16, ptr %413, align 2
  %5743 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5742, i16 noundef zeroext 32)
  %5744 = zext i16 %5743 to i32
  %5745 = icmp ne i32 %5741, %5744
  br i1 %5745, label %5753, label %5746

5746:                                             ; preds = %5722
  %5747 = load i16, ptr %415, align 2
  %5748 = zext i16 %5747 to i32
  %5749 = load i16, ptr %413, align 2
  %5750 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5749, i16 noundef zeroext 32)
  %5751 = zext i16 %5750 to i32
  %5752 = icmp ne i32 %5748, %5751
  br i1 %5752, label %5753, label %5759

5753:                                             ; preds = %5746, %5722
  %5754 = load i32, ptr @bad, align 4
  %5755 = add nsw i32 %5754, 1
  store i32 %5755, ptr @bad, align 4
  %5756 = load i16, ptr %413, align 2
  %5757 = zext i16 %5756 to i64
  %5758 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5757, i64 noundef 32)
  br label %5759

5759:                                             ; preds = %5753, %5746
  br label %5760

5760:                                             ; preds = %5759
  %5761 = load i32, ptr %412, align 4
  %5762 = add nsw i32 %5761, 1
  store i32 %5762, ptr %412, align 4
  br label %5719, !llvm.loop !109

5763:                                             ; preds = %5719
  br label %5764

5764:                                             ; preds = %5763
  br label %5765

5765:                                             ; preds = %5764
  store i32 0, ptr %416, align 4
  br label %5766

5766:                                             ; preds = %5807, %5765
  %5767 = load i32, ptr %416, align 4
  %5768 = icmp slt i32 %5767, 41
  br i1 %5768, label %5769, label %5810

5769:                                             ; preds = %5766
  %5770 = load i32, ptr %416, align 4
  %5771 = sext i32 %5770 to i64
  %5772 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5771
  %5773 = load volatile i64, ptr %5772, align 8
  %5774 = trunc i64 %5773 to i16
  store i16 %5774, ptr %417, align 2
  %5775 = load i16, ptr %417, align 2
  %5776 = zext i16 %5775 to i32
  %5777 = sdiv i32 %5776, 37
  %5778 = trunc i32 %5777 to i16
  store i16 %5778, ptr %418, align 2
  %5779 = load i16, ptr %417, align 2
  %5780 = zext i16 %5779 to i32
  %5781 = srem i32 %5780, 37
  %5782 = trunc i32 %5781 to i16
  store i16 %5782, ptr %419, align 2
  %5783 = load i16, ptr %418, align 2
  %5784 = zext i16 %5783 to i64
  call void @mix(i64 noundef %5784)
  %5785 = load i16, ptr %419, align 2
  %5786 = zext i16 %5785 to i64
  call void @mix(i64 noundef %5786)
  %5787 = load i16, ptr %418, align 2
  %5788 = zext i16 %5787 to i32
  %5789 = load i16, ptr %417, align 2
  %5790 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5789, i16 noundef zeroext 37)
  %5791 = zext i16 %5790 to i32
  %5792 = icmp ne i32 %5788, %5791
  br i1 %5792, label %5800, label %5793

5793:                                             ; preds = %5769
  %5794 = load i16, ptr %419, align 2
  %5795 = zext i16 %5794 to i32
  %5796 = load i16, ptr %417, align 2
  %5797 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5796, i16 noundef zeroext 37)
  %5798 = zext i16 %5797 to i32
  %5799 = icmp ne i32 %5795, %5798
  br i1 %5799, label %5800, label %5806

5800:                                             ; preds = %5793, %5769
  %5801 = load i32, ptr @bad, align 4
  %5802 = add nsw i32 %5801, 1
  store i32 %5802, ptr @bad, align 4
  %5803 = load i16, ptr %417, align 2
  %5804 = zext i16 %5803 to i64
  %5805 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5804, i64 noundef 37)
  br label %5806

5806:                                             ; preds = %5800, %5793
  br label %5807

5807:                                             ; preds = %5806
  %5808 = load i32, ptr %416, align 4
  %5809 = add nsw i32 %5808, 1
  store i32 %5809, ptr %416, align 4
  br label %5766, !llvm.loop !110

5810:                                             ; preds = %5766
  br label %5811

5811:                                             ; preds = %5810
  br label %5812

5812:                                             ; preds = %5811
  store i32 0, ptr %420, align 4
  br label %5813

5813:                                             ; preds = %5854, %5812
  %5814 = load i32, ptr %420, align 4
  %5815 = icmp slt i32 %5814, 41
  br i1 %5815, label %5816, label %5857

5816:                                             ; preds = %5813
  %5817 = load i32, ptr %420, align 4
  %5818 = sext i32 %5817 to i64
  %5819 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5818
  %5820 = load volatile i64, ptr %5819, align 8
  %5821 = trunc i64 %5820 to i16
  store i16 %5821, ptr %421, align 2
  %5822 = load i16, ptr %421, align 2
  %5823 = zext i16 %5822 to i32
  %5824 = sdiv i32 %5823, 41
  %5825 = trunc i32 %5824 to i16
  store i16 %5825, ptr %422, align 2
  %5826 = load i16, ptr %421, align 2
  %5827 = zext i16 %5826 to i32
  %5828 = srem i32 %5827, 41
  %5829 = trunc i32 %5828 to i16
  store i16 %5829, ptr %423, align 2
  %5830 = load i16, ptr %422, align 2
  %5831 = zext i16 %5830 to i64
  call void @mix(i64 noundef %5831)
  %5832 = load i16, ptr %423, align 2
  %5833 = zext i16 %5832 to i64
  call void @mix(i64 noundef %5833)
  %5834 = load i16, ptr %422, align 2
  %5835 = zext i16 %5834 to i32
  %5836 = load i16, ptr %421, align 2
  %5837 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5836, i16 noundef zeroext 41)
  %5838 = zext i16 %5837 to i32
  %5839 = icmp ne i32 %5835, %5838
  br i1 %5839, label %5847, label %5840

5840:                                             ; preds = %5816
  %5841 = load i16, ptr %423, align 2
  %5842 = zext i16 %5841 to i32
  %5843 = load i16, ptr %421, align 2
  %5844 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5843, i16 noundef zeroext 41)
  %5845 = zext i16 %5844 to i32
  %5846 = icmp ne i32 %5842, %5845
  br i1 %5846, label %5847, label %5853

5847:                                             ; preds = %5840, %5816
  %5848 = load i32, ptr @bad, align 4
  %5849 = add nsw i32 %5848, 1
  store i32 %5849, ptr @bad, align 4
  %5850 = load i16, ptr %421, align 2
  %5851 = zext i16 %5850 to i64
  %5852 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5851, i64 noundef 41)
  br label %5853

5853:                                             ; preds = %5847, %5840
  br label %5854

5854:                                             ; preds = %5853
  %5855 = load i32, ptr %420, align 4
  %5856 = add nsw i32 %5855, 1
  store i32 %5856, ptr %420, align 4
  br label %5813, !llvm.loop !111

5857:                                             ; preds = %5813
  br label %5858

5858:                                             ; preds = %5857
  br label %5859

5859:                                             ; preds = %5858
  store i32 0, ptr %424, align 4
  br label %5860

5860:                                             ; preds = %5901, %5859
  %5861 = load i32, ptr %424, align 4
  %5862 = icmp slt i32 %5861, 41
  br i1 %5862, label %5863, label %5904

5863:                                             ; preds = %5860
  %5864 = load i32, ptr %424, align 4
  %5865 = sext i32 %5864 to i64
  %5866 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5865
  %5867 = load volatile i64, ptr %5866, align 8
  %5868 = trunc i64 %5867 to i16
  store i16 %5868, ptr %425, align 2
  %5869 = load i16, ptr %425, align 2
  %5870 = zext i16 %5869 to i32
  %5871 = sdiv i32 %5870, 60
  %5872 = trunc i32 %5871 to i16
  store i16 %5872, ptr %426, align 2
  %5873 = load i16, ptr %425, align 2
  %5874 = zext i16 %5873 to i32
  %5875 = srem i32 %5874, 60
  %5876 = trunc i32 %5875 to i16
  store i16 %5876, ptr %427, align 2
  %5877 = load i16, ptr %426, align 2
  %5878 = zext i16 %5877 to i64
  call void @mix(i64 noundef %5878)
  %5879 = load i16, ptr %427, align 2
  %5880 = zext i16 %5879 to i64
  call void @mix(i64 noundef %5880)
  %5881 = load i16, ptr %426, align 2
  %5882 = zext i16 %5881 to i32
  %5883 = load i16, ptr %425, align 2
  %5884 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5883, i16 noundef zeroext 60)
  %5885 = zext i16 %5884 to i32
  %5886 = icmp ne i32 %5882, %5885
  br i1 %5886, label %5894, label %5887

5887:                                             ; preds = %5863
  %5888 = load i16, ptr %427, align 2
  %5889 = zext i16 %5888 to i32
  %5890 = load i16, ptr %425, align 2
  %5891 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5890, i16 noundef zeroext 60)
  %5892 = zext i16 %5891 to i32
  %5893 = icmp ne i32 %5889, %5892
  br i1 %5893, label %5894, label %5900

5894:                                             ; preds = %5887, %5863
  %5895 = load i32, ptr @bad, align 4
  %5896 = add nsw i32 %5895, 1
  store i32 %5896, ptr @bad, align 4
  %5897 = load i16, ptr %425, align 2
  %5898 = zext i16 %5897 to i64
  %5899 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5898, i64 noundef 60)
  br label %5900

5900:                                             ; preds = %5894, %5887
  br label %5901

5901:                                             ; preds = %5900
  %5902 = load i32, ptr %424, align 4
  %5903 = add nsw i32 %5902, 1
  store i32 %5903, ptr %424, align 4
  br label %5860, !llvm.loop !112

5904:                                             ; preds = %5860
  br label %5905

5905:                                             ; preds = %5904
  br label %5906

5906:                                             ; preds = %5905
  store i32 0, ptr %428, align 4
  br label %5907

5907:                                             ; preds = %5948, %5906
  %5908 = load i32, ptr %428, align 4
  %5909 = icmp slt i32 %5908, 41
  br i1 %5909, label %5910, label %5951

5910:                                             ; preds = %5907
  %5911 = load i32, ptr %428, align 4
  %5912 = sext i32 %5911 to i64
  %5913 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5912
  %5914 = load volatile i64, ptr %5913, align 8
  %5915 = trunc i64 %5914 to i16
  store i16 %5915, ptr %429, align 2
  %5916 = load i16, ptr %429, align 2
  %5917 = zext i16 %5916 to i32
  %5918 = sdiv i32 %5917, 63
  %5919 = trunc i32 %5918 to i16
  store i16 %5919, ptr %430, align 2
  %5920 = load i16, ptr %429, align 2
  %5921 = zext i16 %5920 to i32
  %5922 = srem i32 %5921, 63
  %5923 = trunc i32 %5922 to i16
  store i16 %5923, ptr %431, align 2
  %5924 = load i16, ptr %430, align 2
  %5925 = zext i16 %5924 to i64
  call void @mix(i64 noundef %5925)
  %5926 = load i16, ptr %431, align 2
  %5927 = zext i16 %5926 to i64
  call void @mix(i64 noundef %5927)
  %5928 = load i16, ptr %430, align 2
  %5929 = zext i16 %5928 to i32
  %5930 = load i16, ptr %429, align 2
  %5931 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5930, i16 noundef zeroext 63)
  %5932 = zext i16 %5931 to i32
  %5933 = icmp ne i32 %5929, %5932
  br i1 %5933, label %5941, label %5934

5934:                                             ; preds = %5910
  %5935 = load i16, ptr %431, align 2
  %5936 = zext i16 %5935 to i32
  %5937 = load i16, ptr %429, align 2
  %5938 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5937, i16 noundef zeroext 63)
  %5939 = zext i16 %5938 to i32
  %5940 = icmp ne i32 %5936, %5939
  br i1 %5940, label %5941, label %5947

5941:                                             ; preds = %5934, %5910
  %5942 = load i32, ptr @bad, align 4
  %5943 = add nsw i32 %5942, 1
  store i32 %5943, ptr @bad, align 4
  %5944 = load i16, ptr %429, align 2
  %5945 = zext i16 %5944 to i64
  %5946 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5945, i64 noundef 63)
  br label %5947

5947:                                             ; preds = %5941, %5934
  br label %5948

5948:                                             ; preds = %5947
  %5949 = load i32, ptr %428, align 4
  %5950 = add nsw i32 %5949, 1
  store i32 %5950, ptr %428, align 4
  br label %5907, !llvm.loop !113

5951:                                             ; preds = %5907
  br label %5952

5952:                                             ; preds = %5951
  br label %5953

5953:                                             ; preds = %5952
  store i32 0, ptr %432, align 4
  br label %5954

5954:                                             ; preds = %5995, %5953
  %5955 = load i32, ptr %432, align 4
  %5956 = icmp slt i32 %5955, 41
  br i1 %5956, label %5957, label %5998

5957:                                             ; preds = %5954
  %5958 = load i32, ptr %432, align 4
  %5959 = sext i32 %5958 to i64
  %5960 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5959
  %5961 = load volatile i64, ptr %5960, align 8
  %5962 = trunc i64 %5961 to i16
  store i16 %5962, ptr %433, align 2
  %5963 = load i16, ptr %433, align 2
  %5964 = zext i16 %5963 to i32
  %5965 = sdiv i32 %5964, 64
  %5966 = trunc i32 %5965 to i16
  store i16 %5966, ptr %434, align 2
  %5967 = load i16, ptr %433, align 2
  %5968 = zext i16 %5967 to i32
  %5969 = srem i32 %5968, 64
  %5970 = trunc i32 %5969 to i16
  store i16 %5970, ptr %435, align 2
  %5971 = load i16, ptr %434, align 2
  %5972 = zext i16 %5971 to i64
  call void @mix(i64 noundef %5972)
  %5973 = load i16, ptr %435, align 2
  %5974 = zext i16 %5973 to i64
  call void @mix(i64 noundef %5974)
  %5975 = load i16, ptr %434, align 2
  %5976 = zext i16 %5975 to i32
  %5977 = load i16, ptr %433, align 2
  %5978 = call zeroext i16 @u16_var_div(i16 noundef zeroext %5977, i16 noundef zeroext 64)
  %5979 = zext i16 %5978 to i32
  %5980 = icmp ne i32 %5976, %5979
  br i1 %5980, label %5988, label %5981

5981:                                             ; preds = %5957
  %5982 = load i16, ptr %435, align 2
  %5983 = zext i16 %5982 to i32
  %5984 = load i16, ptr %433, align 2
  %5985 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %5984, i16 noundef zeroext 64)
  %5986 = zext i16 %5985 to i32
  %5987 = icmp ne i32 %5983, %5986
  br i1 %5987, label %5988, label %5994

5988:                                             ; preds = %5981, %5957
  %5989 = load i32, ptr @bad, align 4
  %5990 = add nsw i32 %5989, 1
  store i32 %5990, ptr @bad, align 4
  %5991 = load i16, ptr %433, align 2
  %5992 = zext i16 %5991 to i64
  %5993 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %5992, i64 noundef 64)
  br label %5994

5994:                                             ; preds = %5988, %5981
  br label %5995

5995:                                             ; preds = %5994
  %5996 = load i32, ptr %432, align 4
  %5997 = add nsw i32 %5996, 1
  store i32 %5997, ptr %432, align 4
  br label %5954, !llvm.loop !114

5998:                                             ; preds = %5954
  br label %5999

5999:                                             ; preds = %5998
  br label %6000

6000:                                             ; preds = %5999
  store i32 0, ptr %436, align 4
  br label %6001

6001:                                             ; preds = %6042, %6000
  %6002 = load i32, ptr %436, align 4
  %6003 = icmp slt i32 %6002, 41
  br i1 %6003, label %6004, label %6045

6004:                                             ; preds = %6001
  %6005 = load i32, ptr %436, align 4
  %6006 = sext i32 %6005 to i64
  %6007 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6006
  %6008 = load volatile i64, ptr %6007, align 8
  %6009 = trunc i64 %6008 to i16
  store i16 %6009, ptr %437, align 2
  %6010 = load i16, ptr %437, align 2
  %6011 = zext i16 %6010 to i32
  %6012 = sdiv i32 %6011, 100
  %6013 = trunc i32 %6012 to i16
  store i16 %6013, ptr %438, align 2
  %6014 = load i16, ptr %437, align 2
  %6015 = zext i16 %6014 to i32
  %6016 = srem i32 %6015, 100
  %6017 = trunc i32 %6016 to i16
  store i16 %6017, ptr %439, align 2
  %6018 = load i16, ptr %438, align 2
  %6019 = zext i16 %6018 to i64
  call void @mix(i64 noundef %6019)
  %6020 = load i16, ptr %439, align 2
  %6021 = zext i16 %6020 to i64
  call void @mix(i64 noundef %6021)
  %6022 = load i16, ptr %438, align 2
  %6023 = zext i16 %6022 to i32
  %6024 = load i16, ptr %437, align 2
  %6025 = call zeroext i16 @u16_var_div(i16 noundef zeroext %6024, i16 noundef zeroext 100)
  %6026 = zext i16 %6025 to i32
  %6027 = icmp ne i32 %6023, %6026
  br i1 %6027, label %6035, label %6028

6028:                                             ; preds = %6004
  %6029 = load i16, ptr %439, align 2
  %6030 = zext i16 %6029 to i32
  %6031 = load i16, ptr %437, align 2
  %6032 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %6031, i16 noundef zeroext 100)
  %6033 = zext i16 %6032 to i32
  %6034 = icmp ne i32 %6030, %6033
  br i1 %6034, label %6035, label %6041

6035:                                             ; preds = %6028, %6004
  %6036 = load i32, ptr @bad, align 4
  %6037 = add nsw i32 %6036, 1
  store i32 %6037, ptr @bad, align 4
  %6038 = load i16, ptr %437, align 2
  %6039 = zext i16 %6038 to i64
  %6040 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %6039, i64 noundef 100)
  br label %6041

6041:                                             ; preds = %6035, %6028
  br label %6042

6042:                                             ; preds = %6041
  %6043 = load i32, ptr %436, align 4
  %6044 = add nsw i32 %6043, 1
  store i32 %6044, ptr %436, align 4
  br label %6001, !llvm.loop !115

6045:                                             ; preds = %6001
  br label %6046

6046:                                             ; preds = %6045
  br label %6047

6047:                                             ; preds = %6046
  store i32 0, ptr %440, align 4
  br label %6048

6048:                                             ; preds = %6089, %6047
  %6049 = load i32, ptr %440, align 4
  %6050 = icmp slt i32 %6049, 41
  br i1 %6050, label %6051, label %6092

6051:                                             ; preds = %6048
  %6052 = load i32, ptr %440, align 4
  %6053 = sext i32 %6052 to i64
  %6054 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6053
  %6055 = load volatile i64, ptr %6054, align 8
  %6056 = trunc i64 %6055 to i16
  store i16 %6056, ptr %441, align 2
  %6057 = load i16, ptr %441, align 2
  %6058 = zext i16 %6057 to i32
  %6059 = sdiv i32 %6058, 127
  %6060 = trunc i32 %6059 to i16
  store i16 %6060, ptr %442, align 2
  %6061 = load i16, ptr %441, align 2
  %6062 = zext i16 %6061 to i32
  %6063 = srem i32 %6062, 127
  %6064 = trunc i32 %6063 to i16
  store i16 %6064, ptr %443, align 2
  %6065 = load i16, ptr %442, align 2
  %6066 = zext i16 %6065 to i64
  call void @mix(i64 noundef %6066)
  %6067 = load i16, ptr %443, align 2
  %6068 = zext i16 %6067 to i64
  call void @mix(i64 noundef %6068)
  %6069 = load i16, ptr %442, align 2
  %6070 = zext i16 %6069 to i32
  %6071 = load i16, ptr %441, align 2
  %6072 = call zeroext i16 @u16_var_div(i16 noundef zeroext %6071, i16 noundef zeroext 127)
  %6073 = zext i16 %6072 to i32
  %6074 = icmp ne i32 %6070, %6073
  br i1 %6074, label %6082, label %6075

6075:                                             ; preds = %6051
  %6076 = load i16, ptr %443, align 2
  %6077 = zext i16 %6076 to i32
  %6078 = load i16, ptr %441, align 2
  %6079 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %6078, i16 noundef zeroext 127)
  %6080 = zext i16 %6079 to i32
  %6081 = icmp ne i32 %6077, %6080
  br i1 %6081, label %6082, label %6088

6082:                                             ; preds = %6075, %6051
  %6083 = load i32, ptr @bad, align 4
  %6084 = add nsw i32 %6083, 1
  store i32 %6084, ptr @bad, align 4
  %6085 = load i16, ptr %441, align 2
  %6086 = zext i16 %6085 to i64
  %6087 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %6086, i64 noundef 127)
  br label %6088

6088:                                             ; preds = %6082, %6075
  br label %6089

6089:                                             ; preds = %6088
  %6090 = load i32, ptr %440, align 4
  %6091 = add nsw i32 %6090, 1
  store i32 %6091, ptr %440, align 4
  br label %6048, !llvm.loop !116

6092:                                             ; preds = %6048
  br label %6093

6093:                                             ; preds = %6092
  br label %6094

6094:                                             ; preds = %6093
  store i32 0, ptr %444, align 4
  br label %6095

6095:                                             ; preds = %6136, %6094
  %6096 = load i32, ptr %444, align 4
  %6097 = icmp slt i32 %6096, 41
  br i1 %6097, label %6098, label %6139

6098:                                             ; preds = %6095
  %6099 = load i32, ptr %444, align 4
  %6100 = sext i32 %6099 to i64
  %6101 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6100
  %6102 = load volatile i64, ptr %6101, align 8
  %6103 = trunc i64 %6102 to i16
  store i16 %6103, ptr %445, align 2
  %6104 = load i16, ptr %445, align 2
  %6105 = zext i16 %6104 to i32
  %6106 = sdiv i32 %6105, 65535
  %6107 = trunc i32 %6106 to i16
  store i16 %6107, ptr %446, align 2
  %6108 = load i16, ptr %445, align 2
  %6109 = zext i16 %6108 to i32
  %6110 = srem i32 %6109, 65535
  %6111 = trunc i32 %6110 to i16
  store i16 %6111, ptr %447, align 2
  %6112 = load i16, ptr %446, align 2
  %6113 = zext i16 %6112 to i64
  call void @mix(i64 noundef %6113)
  %6114 = load i16, ptr %447, align 2
  %6115 = zext i16 %6114 to i64
  call void @mix(i64 noundef %6115)
  %6116 = load i16, ptr %446, align 2
  %6117 = zext i16 %6116 to i32
  %6118 = load i16, ptr %445, align 2
  %6119 = call zeroext i16 @u16_var_div(i16 noundef zeroext %6118, i16 noundef zeroext -1)
  %6120 = zext i16 %6119 to i32
  %6121 = icmp ne i32 %6117, %6120
  br i1 %6121, label %6129, label %6122

6122:                                             ; preds = %6098
  %6123 = load i16, ptr %447, align 2
  %6124 = zext i16 %6123 to i32
  %6125 = load i16, ptr %445, align 2
  %6126 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %6125, i16 noundef zeroext -1)
  %6127 = zext i16 %6126 to i32
  %6128 = icmp ne i32 %6124, %6127
  br i1 %6128, label %6129, label %6135

6129:                                             ; preds = %6122, %6098
  %6130 = load i32, ptr @bad, align 4
  %6131 = add nsw i32 %6130, 1
  store i32 %6131, ptr @bad, align 4
  %6132 = load i16, ptr %445, align 2
  %6133 = zext i16 %6132 to i64
  %6134 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %6133, i64 noundef 65535)
  br label %6135

6135:                                             ; preds = %6129, %6122
  br label %6136

6136:                                             ; preds = %6135
  %6137 = load i32, ptr %444, align 4
  %6138 = add nsw i32 %6137, 1
  store i32 %6138, ptr %444, align 4
  br label %6095, !llvm.loop !117

6139:                                             ; preds = %6095
  br label %6140

6140:                                             ; preds = %6139
  br label %6141

6141:                                             ; preds = %6140
  store i32 0, ptr %448, align 4
  br label %6142

6142:                                             ; preds = %6183, %6141
  %6143 = load i32, ptr %448, align 4
  %6144 = icmp slt i32 %6143, 41
  br i1 %6144, label %6145, label %6186

6145:                                             ; preds = %6142
  %6146 = load i32, ptr %448, align 4
  %6147 = sext i32 %6146 to i64
  %6148 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6147
  %6149 = load volatile i64, ptr %6148, align 8
  %6150 = trunc i64 %6149 to i16
  store i16 %6150, ptr %449, align 2
  %6151 = load i16, ptr %449, align 2
  %6152 = zext i16 %6151 to i32
  %6153 = sdiv i32 %6152, 1000
  %6154 = trunc i32 %6153 to i16
  store i16 %6154, ptr %450, align 2
  %6155 = load i16, ptr %449, align 2
  %6156 = zext i16 %6155 to i32
  %6157 = srem i32 %6156, 1000
  %6158 = trunc i32 %6157 to i16
  store i16 %6158, ptr %451, align 2
  %6159 = load i16, ptr %450, align 2
  %6160 = zext i16 %6159 to i64
  call void @mix(i64 noundef %6160)
  %6161 = load i16, ptr %451, align 2
  %6162 = zext i16 %6161 to i64
  call void @mix(i64 noundef %6162)
  %6163 = load i16, ptr %450, align 2
  %6164 = zext i16 %6163 to i32
  %6165 = load i16, ptr %449, align 2
  %6166 = call zeroext i16 @u16_var_div(i16 noundef zeroext %6165, i16 noundef zeroext 1000)
  %6167 = zext i16 %6166 to i32
  %6168 = icmp ne i32 %6164, %6167
  br i1 %6168, label %6176, label %6169

6169:                                             ; preds = %6145
  %6170 = load i16, ptr %451, align 2
  %6171 = zext i16 %6170 to i32
  %6172 = load i16, ptr %449, align 2
  %6173 = call zeroext i16 @u16_var_rem(i16 noundef zeroext %6172, i16 noundef zeroext 1000)
  %6174 = zext i16 %6173 to i32
  %6175 = icmp ne i32 %6171, %6174
  br i1 %6175, label %6176, label %6182

6176:                                             ; preds = %6169, %6145
  %6177 = load i32, ptr @bad, align 4
  %6178 = add nsw i32 %6177, 1
  store i32 %6178, ptr @bad, align 4
  %6179 = load i16, ptr %449, align 2
  %6180 = zext i16 %6179 to i64
  %6181 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.3, i64 noundef %6180, i64 noundef 1000)
  br label %6182

6182:                                             ; preds = %6176, %6169
  br label %6183

6183:                                             ; preds = %6182
  %6184 = load i32, ptr %448, align 4
  %6185 = add nsw i32 %6184, 1
  store i32 %6185, ptr %448, align 4
  br label %6142, !llvm.loop !118

6186:                                             ; preds = %6142
  br label %6187

6187:                                             ; preds = %6186
  br label %10445

6188:                                             ; preds = %918
  br label %6189

6189:                                             ; preds = %6188
  store i32 0, ptr %452, align 4
  br label %6190

6190:                                             ; preds = %6223, %6189
  %6191 = load i32, ptr %452, align 4
  %6192 = icmp slt i32 %6191, 41
  br i1 %6192, label %6193, label %6226

6193:                                             ; preds = %6190
  %6194 = load i32, ptr %452, align 4
  %6195 = sext i32 %6194 to i64
  %6196 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6195
  %6197 = load volatile i64, ptr %6196, align 8
  %6198 = trunc i64 %6197 to i32
  store i32 %6198, ptr %453, align 4
  %6199 = load i32, ptr %453, align 4
  %6200 = sdiv i32 %6199, 1
  store i32 %6200, ptr %454, align 4
  %6201 = load i32, ptr %453, align 4
  %6202 = srem i32 %6201, 1
  store i32 %6202, ptr %455, align 4
  %6203 = load i32, ptr %454, align 4
  %6204 = sext i32 %6203 to i64
  call void @mix(i64 noundef %6204)
  %6205 = load i32, ptr %455, align 4
  %6206 = sext i32 %6205 to i64
  call void @mix(i64 noundef %6206)
  %6207 = load i32, ptr %454, align 4
  %6208 = load i32, ptr %453, align 4
  %6209 = call i32 @i32_var_div(i32 noundef %6208, i32 noundef 1)
  %6210 = icmp ne i32 %6207, %6209
  br i1 %6210, label %6216, label %6211

6211:                                             ; preds = %6193
  %6212 = load i32, ptr %455, align 4
  %6213 = load i32, ptr %453, align 4
  %6214 = call i32 @i32_var_rem(i32 noundef %6213, i32 noundef 1)
  %6215 = icmp ne i32 %6212, %6214
  br i1 %6215, label %6216, label %6222

6216:                                             ; preds = %6211, %6193
  %6217 = load i32, ptr @bad, align 4
  %6218 = add nsw i32 %6217, 1
  store i32 %6218, ptr @bad, align 4
  %6219 = load i32, ptr %453, align 4
  %6220 = sext i32 %6219 to i64
  %6221 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6220, i64 noundef 1)
  br label %6222

6222:                                             ; preds = %6216, %6211
  br label %6223

6223:                                             ; preds = %6222
  %6224 = load i32, ptr %452, align 4
  %6225 = add nsw i32 %6224, 1
  store i32 %6225, ptr %452, align 4
  br label %6190, !llvm.loop !119

6226:                                             ; preds = %6190
  br label %6227

6227:                                             ; preds = %6226
  br label %6228

6228:                                             ; preds = %6227
  store i32 0, ptr %456, align 4
  br label %6229

6229:                                             ; preds = %6262, %6228
  %6230 = load i32, ptr %456, align 4
  %6231 = icmp slt i32 %6230, 41
  br i1 %6231, label %6232, label %6265

6232:                                             ; preds = %6229
  %6233 = load i32, ptr %456, align 4
  %6234 = sext i32 %6233 to i64
  %6235 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6234
  %6236 = load volatile i64, ptr %6235, align 8
  %6237 = trunc i64 %6236 to i32
  store i32 %6237, ptr %457, align 4
  %6238 = load i32, ptr %457, align 4
  %6239 = sdiv i32 %6238, 2
  store i32 %6239, ptr %458, align 4
  %6240 = load i32, ptr %457, align 4
  %6241 = srem i32 %6240, 2
  store i32 %6241, ptr %459, align 4
  %6242 = load i32, ptr %458, align 4
  %6243 = sext i32 %6242 to i64
  call void @mix(i64 noundef %6243)
  %6244 = load i32, ptr %459, align 4
  %6245 = sext i32 %6244 to i64
  call void @mix(i64 noundef %6245)
  %6246 = load i32, ptr %458, align 4
  %6247 = load i32, ptr %457, align 4
  %6248 = call i32 @i32_var_div(i32 noundef %6247, i32 noundef 2)
  %6249 = icmp ne i32 %6246, %6248
  br i1 %6249, label %6255, label %6250

6250:                                             ; preds = %6232
  %6251 = load i32, ptr %459, align 4
  %6252 = load i32, ptr %457, align 4
  %6253 = call i32 @i32_var_rem(i32 noundef %6252, i32 noundef 2)
  %6254 = icmp ne i32 %6251, %6253
  br i1 %6254, label %6255, label %6261

6255:                                             ; preds = %6250, %6232
  %6256 = load i32, ptr @bad, align 4
  %6257 = add nsw i32 %6256, 1
  store i32 %6257, ptr @bad, align 4
  %6258 = load i32, ptr %457, align 4
  %6259 = sext i32 %6258 to i64
  %6260 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6259, i64 noundef 2)
  br label %6261

6261:                                             ; preds = %6255, %6250
  br label %6262

6262:                                             ; preds = %6261
  %6263 = load i32, ptr %456, align 4
  %6264 = add nsw i32 %6263, 1
  store i32 %6264, ptr %456, align 4
  br label %6229, !llvm.loop !120

6265:                                             ; preds = %6229
  br label %6266

6266:                                             ; preds = %6265
  br label %6267

6267:                                             ; preds = %6266
  store i32 0, ptr %460, align 4
  br label %6268

6268:                                             ; preds = %6301, %6267
  %6269 = load i32, ptr %460, align 4
  %6270 = icmp slt i32 %6269, 41
  br i1 %6270, label %6271, label %6304

6271:                                             ; preds = %6268
  %6272 = load i32, ptr %460, align 4
  %6273 = sext i32 %6272 to i64
  %6274 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6273
  %6275 = load volatile i64, ptr %6274, align 8
  %6276 = trunc i64 %6275 to i32
  store i32 %6276, ptr %461, align 4
  %6277 = load i32, ptr %461, align 4
  %6278 = sdiv i32 %6277, 3
  store i32 %6278, ptr %462, align 4
  %6279 = load i32, ptr %461, align 4
  %6280 = srem i32 %6279, 3
  store i32 %6280, ptr %463, align 4
  %6281 = load i32, ptr %462, align 4
  %6282 = sext i32 %6281 to i64
  call void @mix(i64 noundef %6282)
  %6283 = load i32, ptr %463, align 4
  %6284 = sext i32 %6283 to i64
  call void @mix(i64 noundef %6284)
  %6285 = load i32, ptr %462, align 4
  %6286 = load i32, ptr %461, align 4
  %6287 = call i32 @i32_var_div(i32 noundef %6286, i32 noundef 3)
  %6288 = icmp ne i32 %6285, %6287
  br i1 %6288, label %6294, label %6289

6289:                                             ; preds = %6271
  %6290 = load i32, ptr %463, align 4
  %6291 = load i32, ptr %461, align 4
  %6292 = call i32 @i32_var_rem(i32 noundef %6291, i32 noundef 3)
  %6293 = icmp ne i32 %6290, %6292
  br i1 %6293, label %6294, label %6300

6294:                                             ; preds = %6289, %6271
  %6295 = load i32, ptr @bad, align 4
  %6296 = add nsw i32 %6295, 1
  store i32 %6296, ptr @bad, align 4
  %6297 = load i32, ptr %461, align 4
  %6298 = sext i32 %6297 to i64
  %6299 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6298, i64 noundef 3)
  br label %6300

6300:                                             ; preds = %6294, %6289
  br label %6301

6301:                                             ; preds = %6300
  %6302 = load i32, ptr %460, align 4
  %6303 = add nsw i32 %6302, 1
  store i32 %6303, ptr %460, align 4
  br label %6268, !llvm.loop !121

6304:                                             ; preds = %6268
  br label %6305

6305:                                             ; preds = %6304
  br label %6306

6306:                                             ; preds = %6305
  store i32 0, ptr %464, align 4
  br label %6307

6307:                                             ; preds = %6340, %6306
  %6308 = load i32, ptr %464, align 4
  %6309 = icmp slt i32 %6308, 41
  br i1 %6309, label %6310, label %6343

6310:                                             ; preds = %6307
  %6311 = load i32, ptr %464, align 4
  %6312 = sext i32 %6311 to i64
  %6313 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6312
  %6314 = load volatile i64, ptr %6313, align 8
  %6315 = trunc i64 %6314 to i32
  store i32 %6315, ptr %465, align 4
  %6316 = load i32, ptr %465, align 4
  %6317 = sdiv i32 %6316, 5
  store i32 %6317, ptr %466, align 4
  %6318 = load i32, ptr %465, align 4
  %6319 = srem i32 %6318, 5
  store i32 %6319, ptr %467, align 4
  %6320 = load i32, ptr %466, align 4
  %6321 = sext i32 %6320 to i64
  call void @mix(i64 noundef %6321)
  %6322 = load i32, ptr %467, align 4
  %6323 = sext i32 %6322 to i64
  call void @mix(i64 noundef %6323)
  %6324 = load i32, ptr %466, align 4
  %6325 = load i32, ptr %465, align 4
  %6326 = call i32 @i32_var_div(i32 noundef %6325, i32 noundef 5)
  %6327 = icmp ne i32 %6324, %6326
  br i1 %6327, label %6333, label %6328

6328:                                             ; preds = %6310
  %6329 = load i32, ptr %467, align 4
  %6330 = load i32, ptr %465, align 4
  %6331 = call i32 @i32_var_rem(i32 noundef %6330, i32 noundef 5)
  %6332 = icmp ne i32 %6329, %6331
  br i1 %6332, label %6333, label %6339

6333:                                             ; preds = %6328, %6310
  %6334 = load i32, ptr @bad, align 4
  %6335 = add nsw i32 %6334, 1
  store i32 %6335, ptr @bad, align 4
  %6336 = load i32, ptr %465, align 4
  %6337 = sext i32 %6336 to i64
  %6338 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6337, i64 noundef 5)
  br label %6339

6339:                                             ; preds = %6333, %6328
  br label %6340

6340:                                             ; preds = %6339
  %6341 = load i32, ptr %464, align 4
  %6342 = add nsw i32 %6341, 1
  store i32 %6342, ptr %464, align 4
  br label %6307, !llvm.loop !122

6343:                                             ; preds = %6307
  br label %6344

6344:                                             ; preds = %6343
  br label %6345

6345:                                             ; preds = %6344
  store i32 0, ptr %468, align 4
  br label %6346

6346:                                             ; preds = %6379, %6345
  %6347 = load i32, ptr %468, align 4
  %6348 = icmp slt i32 %6347, 41
  br i1 %6348, label %6349, label %6382

6349:                                             ; preds = %6346
  %6350 = load i32, ptr %468, align 4
  %6351 = sext i32 %6350 to i64
  %6352 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6351
  %6353 = load volatile i64, ptr %6352, align 8
  %6354 = trunc i64 %6353 to i32
  store i32 %6354, ptr %469, align 4
  %6355 = load i32, ptr %469, align 4
  %6356 = sdiv i32 %6355, 6
  store i32 %6356, ptr %470, align 4
  %6357 = load i32, ptr %469, align 4
  %6358 = srem i32 %6357, 6
  store i32 %6358, ptr %471, align 4
  %6359 = load i32, ptr %470, align 4
  %6360 = sext i32 %6359 to i64
  call void @mix(i64 noundef %6360)
  %6361 = load i32, ptr %471, align 4
  %6362 = sext i32 %6361 to i64
  call void @mix(i64 noundef %6362)
  %6363 = load i32, ptr %470, align 4
  %6364 = load i32, ptr %469, align 4
  %6365 = call i32 @i32_var_div(i32 noundef %6364, i32 noundef 6)
  %6366 = icmp ne i32 %6363, %6365
  br i1 %6366, label %6372, label %6367

6367:                                             ; preds = %6349
  %6368 = load i32, ptr %471, align 4
  %6369 = load i32, ptr %469, align 4
  %6370 = call i32 @i32_var_rem(i32 noundef %6369, i32 noundef 6)
  %6371 = icmp ne i32 %6368, %6370
  br i1 %6371, label %6372, label %6378

6372:                                             ; preds = %6367, %6349
  %6373 = load i32, ptr @bad, align 4
  %6374 = add nsw i32 %6373, 1
  store i32 %6374, ptr @bad, align 4
  %6375 = load i32, ptr %469, align 4
  %6376 = sext i32 %6375 to i64
  %6377 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6376, i64 noundef 6)
  br label %6378

6378:                                             ; preds = %6372, %6367
  br label %6379

6379:                                             ; preds = %6378
  %6380 = load i32, ptr %468, align 4
  %6381 = add nsw i32 %6380, 1
  store i32 %6381, ptr %468, align 4
  br label %6346, !llvm.loop !123

6382:                                             ; preds = %6346
  br label %6383

6383:                                             ; preds = %6382
  br label %6384

6384:                                             ; preds = %6383
  store i32 0, ptr %472, align 4
  br label %6385

6385:                                             ; preds = %6418, %6384
  %6386 = load i32, ptr %472, align 4
  %6387 = icmp slt i32 %6386, 41
  br i1 %6387, label %6388, label %6421

6388:                                             ; preds = %6385
  %6389 = load i32, ptr %472, align 4
  %6390 = sext i32 %6389 to i64
  %6391 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6390
  %6392 = load volatile i64, ptr %6391, align 8
  %6393 = trunc i64 %6392 to i32
  store i32 %6393, ptr %473, align 4
  %6394 = load i32, ptr %473, align 4
  %6395 = sdiv i32 %6394, 7
  store i32 %6395, ptr %474, align 4
  %6396 = load i32, ptr %473, align 4
  %6397 = srem i32 %6396, 7
  store i32 %6397, ptr %475, align 4
  %6398 = load i32, ptr %474, align 4
  %6399 = sext i32 %6398 to i64
  call void @mix(i64 noundef %6399)
  %6400 = load i32, ptr %475, align 4
  %6401 = sext i32 %6400 to i64
  call void @mix(i64 noundef %6401)
  %6402 = load i32, ptr %474, align 4
  %6403 = load i32, ptr %473, align 4
  %6404 = call i32 @i32_var_div(i32 noundef %6403, i32 noundef 7)
  %6405 = icmp ne i32 %6402, %6404
  br i1 %6405, label %6411, label %6406

6406:                                             ; preds = %6388
  %6407 = load i32, ptr %475, align 4
  %6408 = load i32, ptr %473, align 4
  %6409 = call i32 @i32_var_rem(i32 noundef %6408, i32 noundef 7)
  %6410 = icmp ne i32 %6407, %6409
  br i1 %6410, label %6411, label %6417

6411:                                             ; preds = %6406, %6388
  %6412 = load i32, ptr @bad, align 4
  %6413 = add nsw i32 %6412, 1
  store i32 %6413, ptr @bad, align 4
  %6414 = load i32, ptr %473, align 4
  %6415 = sext i32 %6414 to i64
  %6416 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6415, i64 noundef 7)
  br label %6417

6417:                                             ; preds = %6411, %6406
  br label %6418

6418:                                             ; preds = %6417
  %6419 = load i32, ptr %472, align 4
  %6420 = add nsw i32 %6419, 1
  store i32 %6420, ptr %472, align 4
  br label %6385, !llvm.loop !124

6421:                                             ; preds = %6385
  br label %6422

6422:                                             ; preds = %6421
  br label %6423

6423:                                             ; preds = %6422
  store i32 0, ptr %476, align 4
  br label %6424

6424:                                             ; preds = %6457, %6423
  %6425 = load i32, ptr %476, align 4
  %6426 = icmp slt i32 %6425, 41
  br i1 %6426, label %6427, label %6460

6427:                                             ; preds = %6424
  %6428 = load i32, ptr %476, align 4
  %6429 = sext i32 %6428 to i64
  %6430 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6429
  %6431 = load volatile i64, ptr %6430, align 8
  %6432 = trunc i64 %6431 to i32
  store i32 %6432, ptr %477, align 4
  %6433 = load i32, ptr %477, align 4
  %6434 = sdiv i32 %6433, 9
  store i32 %6434, ptr %478, align 4
  %6435 = load i32, ptr %477, align 4
  %6436 = srem i32 %6435, 9
  store i32 %6436, ptr %479, align 4
  %6437 = load i32, ptr %478, align 4
  %6438 = sext i32 %6437 to i64
  call void @mix(i64 noundef %6438)
  %6439 = load i32, ptr %479, align 4
  %6440 = sext i32 %6439 to i64
  call void @mix(i64 noundef %6440)
  %6441 = load i32, ptr %478, align 4
  %6442 = load i32, ptr %477, align 4
  %6443 = call i32 @i32_var_div(i32 noundef %6442, i32 noundef 9)
  %6444 = icmp ne i32 %6441, %6443
  br i1 %6444, label %6450, label %6445

6445:                                             ; preds = %6427
  %6446 = load i32, ptr %479, align 4
  %6447 = load i32, ptr %477, align 4
  %6448 = call i32 @i32_var_rem(i32 noundef %6447, i32 noundef 9)
  %6449 = icmp ne i32 %6446, %6448
  br i1 %6449, label %6450, label %6456

6450:                                             ; preds = %6445, %6427
  %6451 = load i32, ptr @bad, align 4
  %6452 = add nsw i32 %6451, 1
  store i32 %6452, ptr @bad, align 4
  %6453 = load i32, ptr %477, align 4
  %6454 = sext i32 %6453 to i64
  %6455 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6454, i64 noundef 9)
  br label %6456

6456:                                             ; preds = %6450, %6445
  br label %6457

6457:                                             ; preds = %6456
  %6458 = load i32, ptr %476, align 4
  %6459 = add nsw i32 %6458, 1
  store i32 %6459, ptr %476, align 4
  br label %6424, !llvm.loop !125

6460:                                             ; preds = %6424
  br label %6461

6461:                                             ; preds = %6460
  br label %6462

6462:                                             ; preds = %6461
  store i32 0, ptr %480, align 4
  br label %6463

6463:                                             ; preds = %6496, %6462
  %6464 = load i32, ptr %480, align 4
  %6465 = icmp slt i32 %6464, 41
  br i1 %6465, label %6466, label %6499

6466:                                             ; preds = %6463
  %6467 = load i32, ptr %480, align 4
  %6468 = sext i32 %6467 to i64
  %6469 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6468
  %6470 = load volatile i64, ptr %6469, align 8
  %6471 = trunc i64 %6470 to i32
  store i32 %6471, ptr %481, align 4
  %6472 = load i32, ptr %481, align 4
  %6473 = sdiv i32 %6472, 10
  store i32 %6473, ptr %482, align 4
  %6474 = load i32, ptr %481, align 4
  %6475 = srem i32 %6474, 10
  store i32 %6475, ptr %483, align 4
  %6476 = load i32, ptr %482, align 4
  %6477 = sext i32 %6476 to i64
  call void @mix(i64 noundef %6477)
  %6478 = load i32, ptr %483, align 4
  %6479 = sext i32 %6478 to i64
  call void @mix(i64 noundef %6479)
  %6480 = load i32, ptr %482, align 4
  %6481 = load i32, ptr %481, align 4
  %6482 = call i32 @i32_var_div(i32 noundef %6481, i32 noundef 10)
  %6483 = icmp ne i32 %6480, %6482
  br i1 %6483, label %6489, label %6484

6484:                                             ; preds = %6466
  %6485 = load i32, ptr %483, align 4
  %6486 = load i32, ptr %481, align 4
  %6487 = call i32 @i32_var_rem(i32 noundef %6486, i32 noundef 10)
  %6488 = icmp ne i32 %6485, %6487
  br i1 %6488, label %6489, label %6495

6489:                                             ; preds = %6484, %6466
  %6490 = load i32, ptr @bad, align 4
  %6491 = add nsw i32 %6490, 1
  store i32 %6491, ptr @bad, align 4
  %6492 = load i32, ptr %481, align 4
  %6493 = sext i32 %6492 to i64
  %6494 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6493, i64 noundef 10)
  br label %6495

6495:                                             ; preds = %6489, %6484
  br label %6496

6496:                                             ; preds = %6495
  %6497 = load i32, ptr %480, align 4
  %6498 = add nsw i32 %6497, 1
  store i32 %6498, ptr %480, align 4
  br label %6463, !llvm.loop !126

6499:                                             ; preds = %6463
  br label %6500

6500:                                             ; preds = %6499
  br label %6501

6501:                                             ; preds = %6500
  store i32 0, ptr %484, align 4
  br label %6502

6502:                                             ; preds = %6535, %6501
  %6503 = load i32, ptr %484, align 4
  %6504 = icmp slt i32 %6503, 41
  br i1 %6504, label %6505, label %6538

6505:                                             ; preds = %6502
  %6506 = load i32, ptr %484, align 4
  %6507 = sext i32 %6506 to i64
  %6508 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6507
  %6509 = load volatile i64, ptr %6508, align 8
  %6510 = trunc i64 %6509 to i32
  store i32 %6510, ptr %485, align 4
  %6511 = load i32, ptr %485, align 4
  %6512 = sdiv i32 %6511, 11
  store i32 %6512, ptr %486, align 4
  %6513 = load i32, ptr %485, align 4
  %6514 = srem i32 %6513, 11
  store i32 %6514, ptr %487, align 4
  %6515 = load i32, ptr %486, align 4
  %6516 = sext i32 %6515 to i64
  call void @mix(i64 noundef %6516)
  %6517 = load i32, ptr %487, align 4
  %6518 = sext i32 %6517 to i64
  call void @mix(i64 noundef %6518)
  %6519 = load i32, ptr %486, align 4
  %6520 = load i32, ptr %485, align 4
  %6521 = call i32 @i32_var_div(i32 noundef %6520, i32 noundef 11)
  %6522 = icmp ne i32 %6519, %6521
  br i1 %6522, label %6528, label %6523

6523:                                             ; preds = %6505
  %6524 = load i32, ptr %487, align 4
  %6525 = load i32, ptr %485, align 4
  %6526 = call i32 @i32_var_rem(i32 noundef %6525, i32 noundef 11)
  %6527 = icmp ne i32 %6524, %6526
  br i1 %6527, label %6528, label %6534

6528:                                             ; preds = %6523, %6505
  %6529 = load i32, ptr @bad, align 4
  %6530 = add nsw i32 %6529, 1
  store i32 %6530, ptr @bad, align 4
  %6531 = load i32, ptr %485, align 4
  %6532 = sext i32 %6531 to i64
  %6533 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6532, i64 noundef 11)
  br label %6534

6534:                                             ; preds = %6528, %6523
  br label %6535

6535:                                             ; preds = %6534
  %6536 = load i32, ptr %484, align 4
  %6537 = add nsw i32 %6536, 1
  store i32 %6537, ptr %484, align 4
  br label %6502, !llvm.loop !127

6538:                                             ; preds = %6502
  br label %6539

6539:                                             ; preds = %6538
  br label %6540

6540:                                             ; preds = %6539
  store i32 0, ptr %488, align 4
  br label %6541

6541:                                             ; preds = %6574, %6540
  %6542 = load i32, ptr %488, align 4
  %6543 = icmp slt i32 %6542, 41
  br i1 %6543, label %6544, label %6577

6544:                                             ; preds = %6541
  %6545 = load i32, ptr %488, align 4
  %6546 = sext i32 %6545 to i64
  %6547 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6546
  %6548 = load volatile i64, ptr %6547, align 8
  %6549 = trunc i64 %6548 to i32
  store i32 %6549, ptr %489, align 4
  %6550 = load i32, ptr %489, align 4
  %6551 = sdiv i32 %6550, 12
  store i32 %6551, ptr %490, align 4
  %6552 = load i32, ptr %489, align 4
  %6553 = srem i32 %6552, 12
  store i32 %6553, ptr %491, align 4
  %6554 = load i32, ptr %490, align 4
  %6555 = sext i32 %6554 to i64
  call void @mix(i64 noundef %6555)
  %6556 = load i32, ptr %491, align 4
  %6557 = sext i32 %6556 to i64
  call void @mix(i64 noundef %6557)
  %6558 = load i32, ptr %490, align 4
  %6559 = load i32, ptr %489, align 4
  %6560 = call i32 @i32_var_div(i32 noundef %6559, i32 noundef 12)
  %6561 = icmp ne i32 %6558, %6560
  br i1 %6561, label %6567, label %6562

6562:                                             ; preds = %6544
  %6563 = load i32, ptr %491, align 4
  %6564 = load i32, ptr %489, align 4
  %6565 = call i32 @i32_var_rem(i32 noundef %6564, i32 noundef 12)
  %6566 = icmp ne i32 %6563, %6565
  br i1 %6566, label %6567, label %6573

6567:                                             ; preds = %6562, %6544
  %6568 = load i32, ptr @bad, align 4
  %6569 = add nsw i32 %6568, 1
  store i32 %6569, ptr @bad, align 4
  %6570 = load i32, ptr %489, align 4
  %6571 = sext i32 %6570 to i64
  %6572 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6571, i64 noundef 12)
  br label %6573

6573:                                             ; preds = %6567, %6562
  br label %6574

6574:                                             ; preds = %6573
  %6575 = load i32, ptr %488, align 4
  %6576 = add nsw i32 %6575, 1
  store i32 %6576, ptr %488, align 4
  br label %6541, !llvm.loop !128

6577:                                             ; preds = %6541
  br label %6578

6578:                                             ; preds = %6577
  br label %6579

6579:                                             ; preds = %6578
  store i32 0, ptr %492, align 4
  br label %6580

6580:                                             ; preds = %6613, %6579
  %6581 = load i32, ptr %492, align 4
  %6582 = icmp slt i32 %6581, 41
  br i1 %6582, label %6583, label %6616

6583:                                             ; preds = %6580
  %6584 = load i32, ptr %492, align 4
  %6585 = sext i32 %6584 to i64
  %6586 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6585
  %6587 = load volatile i64, ptr %6586, align 8
  %6588 = trunc i64 %6587 to i32
  store i32 %6588, ptr %493, align 4
  %6589 = load i32, ptr %493, align 4
  %6590 = sdiv i32 %6589, 13
  store i32 %6590, ptr %494, align 4
  %6591 = load i32, ptr %493, align 4
  %6592 = srem i32 %6591, 13
  store i32 %6592, ptr %495, align 4
  %6593 = load i32, ptr %494, align 4
  %6594 = sext i32 %6593 to i64
  call void @mix(i64 noundef %6594)
  %6595 = load i32, ptr %495, align 4
  %6596 = sext i32 %6595 to i64
  call void @mix(i64 noundef %6596)
  %6597 = load i32, ptr %494, align 4
  %6598 = load i32, ptr %493, align 4
  %6599 = call i32 @i32_var_div(i32 noundef %6598, i32 noundef 13)
  %6600 = icmp ne i32 %6597, %6599
  br i1 %6600, label %6606, label %6601

6601:                                             ; preds = %6583
  %6602 = load i32, ptr %495, align 4
  %6603 = load i32, ptr %493, align 4
  %6604 = call i32 @i32_var_rem(i32 noundef %6603, i32 noundef 13)
  %6605 = icmp ne i32 %6602, %6604
  br i1 %6605, label %6606, label %6612

6606:                                             ; preds = %6601, %6583
  %6607 = load i32, ptr @bad, align 4
  %6608 = add nsw i32 %6607, 1
  store i32 %6608, ptr @bad, align 4
  %6609 = load i32, ptr %493, align 4
  %6610 = sext i32 %6609 to i64
  %6611 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6610, i64 noundef 13)
  br label %6612

6612:                                             ; preds = %6606, %6601
  br label %6613

6613:                                             ; preds = %6612
  %6614 = load i32, ptr %492, align 4
  %6615 = add nsw i32 %6614, 1
  store i32 %6615, ptr %492, align 4
  br label %6580, !llvm.loop !129

6616:                                             ; preds = %6580
  br label %6617

6617:                                             ; preds = %6616
  br label %6618

6618:                                             ; preds = %6617
  store i32 0, ptr %496, align 4
  br label %6619

6619:                                             ; preds = %6652, %6618
  %6620 = load i32, ptr %496, align 4
  %6621 = icmp slt i32 %6620, 41
  br i1 %6621, label %6622, label %6655

6622:                                             ; preds = %6619
  %6623 = load i32, ptr %496, align 4
  %6624 = sext i32 %6623 to i64
  %6625 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6624
  %6626 = load volatile i64, ptr %6625, align 8
  %6627 = trunc i64 %6626 to i32
  store i32 %6627, ptr %497, align 4
  %6628 = load i32, ptr %497, align 4
  %6629 = sdiv i32 %6628, 14
  store i32 %6629, ptr %498, align 4
  %6630 = load i32, ptr %497, align 4
  %6631 = srem i32 %6630, 14
  store i32 %6631, ptr %499, align 4
  %6632 = load i32, ptr %498, align 4
  %6633 = sext i32 %6632 to i64
  call void @mix(i64 noundef %6633)
  %6634 = load i32, ptr %499, align 4
  %6635 = sext i32 %6634 to i64
  call void @mix(i64 noundef %6635)
  %6636 = load i32, ptr %498, align 4
  %6637 = load i32, ptr %497, align 4
  %6638 = call i32 @i32_var_div(i32 noundef %6637, i32 noundef 14)
  %6639 = icmp ne i32 %6636, %6638
  br i1 %6639, label %6645, label %6640

6640:                                             ; preds = %6622
  %6641 = load i32, ptr %499, align 4
  %6642 = load i32, ptr %497, align 4
  %6643 = call i32 @i32_var_rem(i32 noundef %6642, i32 noundef 14)
  %6644 = icmp ne i32 %6641, %6643
  br i1 %6644, label %6645, label %6651

6645:                                             ; preds = %6640, %6622
  %6646 = load i32, ptr @bad, align 4
  %6647 = add nsw i32 %6646, 1
  store i32 %6647, ptr @bad, align 4
  %6648 = load i32, ptr %497, align 4
  %6649 = sext i32 %6648 to i64
  %6650 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6649, i64 noundef 14)
  br label %6651

6651:                                             ; preds = %6645, %6640
  br label %6652

6652:                                             ; preds = %6651
  %6653 = load i32, ptr %496, align 4
  %6654 = add nsw i32 %6653, 1
  store i32 %6654, ptr %496, align 4
  br label %6619, !llvm.loop !130

6655:                                             ; preds = %6619
  br label %6656

6656:                                             ; preds = %6655
  br label %6657

6657:                                             ; preds = %6656
  store i32 0, ptr %500, align 4
  br label %6658

6658:                                             ; preds = %6691, %6657
  %6659 = load i32, ptr %500, align 4
  %6660 = icmp slt i32 %6659, 41
  br i1 %6660, label %6661, label %6694

6661:                                             ; preds = %6658
  %6662 = load i32, ptr %500, align 4
  %6663 = sext i32 %6662 to i64
  %6664 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6663
  %6665 = load volatile i64, ptr %6664, align 8
  %6666 = trunc i64 %6665 to i32
  store i32 %6666, ptr %501, align 4
  %6667 = load i32, ptr %501, align 4
  %6668 = sdiv i32 %6667, 15
  store i32 %6668, ptr %502, align 4
  %6669 = load i32, ptr %501, align 4
  %6670 = srem i32 %6669, 15
  store i32 %6670, ptr %503, align 4
  %6671 = load i32, ptr %502, align 4
  %6672 = sext i32 %6671 to i64
  call void @mix(i64 noundef %6672)
  %6673 = load i32, ptr %503, align 4
  %6674 = sext i32 %6673 to i64
  call void @mix(i64 noundef %6674)
  %6675 = load i32, ptr %502, align 4
  %6676 = load i32, ptr %501, align 4
  %6677 = call i32 @i32_var_div(i32 noundef %6676, i32 noundef 15)
  %6678 = icmp ne i32 %6675, %6677
  br i1 %6678, label %6684, label %6679

6679:                                             ; preds = %6661
  %6680 = load i32, ptr %503, align 4
  %6681 = load i32, ptr %501, align 4
  %6682 = call i32 @i32_var_rem(i32 noundef %6681, i32 noundef 15)
  %6683 = icmp ne i32 %6680, %6682
  br i1 %6683, label %6684, label %6690

6684:                                             ; preds = %6679, %6661
  %6685 = load i32, ptr @bad, align 4
  %6686 = add nsw i32 %6685, 1
  store i32 %6686, ptr @bad, align 4
  %6687 = load i32, ptr %501, align 4
  %6688 = sext i32 %6687 to i64
  %6689 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6688, i64 noundef 15)
  br label %6690

6690:                                             ; preds = %6684, %6679
  br label %6691

6691:                                             ; preds = %6690
  %6692 = load i32, ptr %500, align 4
  %6693 = add nsw i32 %6692, 1
  store i32 %6693, ptr %500, align 4
  br label %6658, !llvm.loop !131

6694:                                             ; preds = %6658
  br label %6695

6695:                                             ; preds = %6694
  br label %6696

6696:                                             ; preds = %6695
  store i32 0, ptr %504, align 4
  br label %6697

6697:                                             ; preds = %6730, %6696
  %6698 = load i32, ptr %504, align 4
  %6699 = icmp slt i32 %6698, 41
  br i1 %6699, label %6700, label %6733

6700:                                             ; preds = %6697
  %6701 = load i32, ptr %504, align 4
  %6702 = sext i32 %6701 to i64
  %6703 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6702
  %6704 = load volatile i64, ptr %6703, align 8
  %6705 = trunc i64 %6704 to i32
  store i32 %6705, ptr %505, align 4
  %6706 = load i32, ptr %505, align 4
  %6707 = sdiv i32 %6706, 16
  store i32 %6707, ptr %506, align 4
  %6708 = load i32, ptr %505, align 4
  %6709 = srem i32 %6708, 16
  store i32 %6709, ptr %507, align 4
  %6710 = load i32, ptr %506, align 4
  %6711 = sext i32 %6710 to i64
  call void @mix(i64 noundef %6711)
  %6712 = load i32, ptr %507, align 4
  %6713 = sext i32 %6712 to i64
  call void @mix(i64 noundef %6713)
  %6714 = load i32, ptr %506, align 4
  %6715 = load i32, ptr %505, align 4
  %6716 = call i32 @i32_var_div(i32 noundef %6715, i32 noundef 16)
  %6717 = icmp ne i32 %6714, %6716
  br i1 %6717, label %6723, label %6718

6718:                                             ; preds = %6700
  %6719 = load i32, ptr %507, align 4
  %6720 = load i32, ptr %505, align 4
  %6721 = call i32 @i32_var_rem(i32 noundef %6720, i32 noundef 16)
  %6722 = icmp ne i32 %6719, %6721
  br i1 %6722, label %6723, label %6729

6723:                                             ; preds = %6718, %6700
  %6724 = load i32, ptr @bad, align 4
  %6725 = add nsw i32 %6724, 1
  store i32 %6725, ptr @bad, align 4
  %6726 = load i32, ptr %505, align 4
  %6727 = sext i32 %6726 to i64
  %6728 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6727, i64 noundef 16)
  br label %6729

6729:                                             ; preds = %6723, %6718
  br label %6730

6730:                                             ; preds = %6729
  %6731 = load i32, ptr %504, align 4
  %6732 = add nsw i32 %6731, 1
  store i32 %6732, ptr %504, align 4
  br label %6697, !llvm.loop !132

6733:                                             ; preds = %6697
  br label %6734

6734:                                             ; preds = %6733
  br label %6735

6735:                                             ; preds = %6734
  store i32 0, ptr %508, align 4
  br label %6736

6736:                                             ; preds = %6769, %6735
  %6737 = load i32, ptr %508, align 4
  %6738 = icmp slt i32 %6737, 41
  br i1 %6738, label %6739, label %6772

6739:                                             ; preds = %6736
  %6740 = load i32, ptr %508, align 4
  %6741 = sext i32 %6740 to i64
  %6742 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6741
  %6743 = load volatile i64, ptr %6742, align 8
  %6744 = trunc i64 %6743 to i32
  store i32 %6744, ptr %509, align 4
  %6745 = load i32, ptr %509, align 4
  %6746 = sdiv i32 %6745, 17
  store i32 %6746, ptr %510, align 4
  %6747 = load i32, ptr %509, align 4
  %6748 = srem i32 %6747, 17
  store i32 %6748, ptr %511, align 4
  %6749 = load i32, ptr %510, align 4
  %6750 = sext i32 %6749 to i64
  call void @mix(i64 noundef %6750)
  %6751 = load i32, ptr %511, align 4
  %6752 = sext i32 %6751 to i64
  call void @mix(i64 noundef %6752)
  %6753 = load i32, ptr %510, align 4
  %6754 = load i32, ptr %509, align 4
  %6755 = call i32 @i32_var_div(i32 noundef %6754, i32 noundef 17)
  %6756 = icmp ne i32 %6753, %6755
  br i1 %6756, label %6762, label %6757

6757:                                             ; preds = %6739
  %6758 = load i32, ptr %511, align 4
  %6759 = load i32, ptr %509, align 4
  %6760 = call i32 @i32_var_rem(i32 noundef %6759, i32 noundef 17)
  %6761 = icmp ne i32 %6758, %6760
  br i1 %6761, label %6762, label %6768

6762:                                             ; preds = %6757, %6739
  %6763 = load i32, ptr @bad, align 4
  %6764 = add nsw i32 %6763, 1
  store i32 %6764, ptr @bad, align 4
  %6765 = load i32, ptr %509, align 4
  %6766 = sext i32 %6765 to i64
  %6767 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6766, i64 noundef 17)
  br label %6768

6768:                                             ; preds = %6762, %6757
  br label %6769

6769:                                             ; preds = %6768
  %6770 = load i32, ptr %508, align 4
  %6771 = add nsw i32 %6770, 1
  store i32 %6771, ptr %508, align 4
  br label %6736, !llvm.loop !133

6772:                                             ; preds = %6736
  br label %6773

6773:                                             ; preds = %6772
  br label %6774

6774:                                             ; preds = %6773
  store i32 0, ptr %512, align 4
  br label %6775

6775:                                             ; preds = %6808, %6774
  %6776 = load i32, ptr %512, align 4
  %6777 = icmp slt i32 %6776, 41
  br i1 %6777, label %6778, label %6811

6778:                                             ; preds = %6775
  %6779 = load i32, ptr %512, align 4
  %6780 = sext i32 %6779 to i64
  %6781 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6780
  %6782 = load volatile i64, ptr %6781, align 8
  %6783 = trunc i64 %6782 to i32
  store i32 %6783, ptr %513, align 4
  %6784 = load i32, ptr %513, align 4
  %6785 = sdiv i32 %6784, 19
  store i32 %6785, ptr %514, align 4
  %6786 = load i32, ptr %513, align 4
  %6787 = srem i32 %6786, 19
  store i32 %6787, ptr %515, align 4
  %6788 = load i32, ptr %514, align 4
  %6789 = sext i32 %6788 to i64
  call void @mix(i64 noundef %6789)
  %6790 = load i32, ptr %515, align 4
  %6791 = sext i32 %6790 to i64
  call void @mix(i64 noundef %6791)
  %6792 = load i32, ptr %514, align 4
  %6793 = load i32, ptr %513, align 4
  %6794 = call i32 @i32_var_div(i32 noundef %6793, i32 noundef 19)
  %6795 = icmp ne i32 %6792, %6794
  br i1 %6795, label %6801, label %6796

6796:                                             ; preds = %6778
  %6797 = load i32, ptr %515, align 4
  %6798 = load i32, ptr %513, align 4
  %6799 = call i32 @i32_var_rem(i32 noundef %6798, i32 noundef 19)
  %6800 = icmp ne i32 %6797, %6799
  br i1 %6800, label %6801, label %6807

6801:                                             ; preds = %6796, %6778
  %6802 = load i32, ptr @bad, align 4
  %6803 = add nsw i32 %6802, 1
  store i32 %6803, ptr @bad, align 4
  %6804 = load i32, ptr %513, align 4
  %6805 = sext i32 %6804 to i64
  %6806 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6805, i64 noundef 19)
  br label %6807

6807:                                             ; preds = %6801, %6796
  br label %6808

6808:                                             ; preds = %6807
  %6809 = load i32, ptr %512, align 4
  %6810 = add nsw i32 %6809, 1
  store i32 %6810, ptr %512, align 4
  br label %6775, !llvm.loop !134

6811:                                             ; preds = %6775
  br label %6812

6812:                                             ; preds = %6811
  br label %6813

6813:                                             ; preds = %6812
  store i32 0, ptr %516, align 4
  br label %6814

6814:                                             ; preds = %6847, %6813
  %6815 = load i32, ptr %516, align 4
  %6816 = icmp slt i32 %6815, 41
  br i1 %6816, label %6817, label %6850

6817:                                             ; preds = %6814
  %6818 = load i32, ptr %516, align 4
  %6819 = sext i32 %6818 to i64
  %6820 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6819
  %6821 = load volatile i64, ptr %6820, align 8
  %6822 = trunc i64 %6821 to i32
  store i32 %6822, ptr %517, align 4
  %6823 = load i32, ptr %517, align 4
  %6824 = sdiv i32 %6823, 25
  store i32 %6824, ptr %518, align 4
  %6825 = load i32, ptr %517, align 4
  %6826 = srem i32 %6825, 25
  store i32 %6826, ptr %519, align 4
  %6827 = load i32, ptr %518, align 4
  %6828 = sext i32 %6827 to i64
  call void @mix(i64 noundef %6828)
  %6829 = load i32, ptr %519, align 4
  %6830 = sext i32 %6829 to i64
  call void @mix(i64 noundef %6830)
  %6831 = load i32, ptr %518, align 4
  %6832 = load i32, ptr %517, align 4
  %6833 = call i32 @i32_var_div(i32 noundef %6832, i32 noundef 25)
  %6834 = icmp ne i32 %6831, %6833
  br i1 %6834, label %6840, label %6835

6835:                                             ; preds = %6817
  %6836 = load i32, ptr %519, align 4
  %6837 = load i32, ptr %517, align 4
  %6838 = call i32 @i32_var_rem(i32 noundef %6837, i32 noundef 25)
  %6839 = icmp ne i32 %6836, %6838
  br i1 %6839, label %6840, label %6846

6840:                                             ; preds = %6835, %6817
  %6841 = load i32, ptr @bad, align 4
  %6842 = add nsw i32 %6841, 1
  store i32 %6842, ptr @bad, align 4
  %6843 = load i32, ptr %517, align 4
  %6844 = sext i32 %6843 to i64
  %6845 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6844, i64 noundef 25)
  br label %6846

6846:                                             ; preds = %6840, %6835
  br label %6847

6847:                                             ; preds = %6846
  %6848 = load i32, ptr %516, align 4
  %6849 = add nsw i32 %6848, 1
  store i32 %6849, ptr %516, align 4
  br label %6814, !llvm.loop !135

6850:                                             ; preds = %6814
  br label %6851

6851:                                             ; preds = %6850
  br label %6852

6852:                                             ; preds = %6851
  store i32 0, ptr %520, align 4
  br label %6853

6853:                                             ; preds = %6886, %6852
  %6854 = load i32, ptr %520, align 4
  %6855 = icmp slt i32 %6854, 41
  br i1 %6855, label %6856, label %6889

6856:                                             ; preds = %6853
  %6857 = load i32, ptr %520, align 4
  %6858 = sext i32 %6857 to i64
  %6859 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6858
  %6860 = load volatile i64, ptr %6859, align 8
  %6861 = trunc i64 %6860 to i32
  store i32 %6861, ptr %521, align 4
  %6862 = load i32, ptr %521, align 4
  %6863 = sdiv i32 %6862, 31
  store i32 %6863, ptr %522, align 4
  %6864 = load i32, ptr %521, align 4
  %6865 = srem i32 %6864, 31
  store i32 %6865, ptr %523, align 4
  %6866 = load i32, ptr %522, align 4
  %6867 = sext i32 %6866 to i64
  call void @mix(i64 noundef %6867)
  %6868 = load i32, ptr %523, align 4
  %6869 = sext i32 %6868 to i64
  call void @mix(i64 noundef %6869)
  %6870 = load i32, ptr %522, align 4
  %6871 = load i32, ptr %521, align 4
  %6872 = call i32 @i32_var_div(i32 noundef %6871, i32 noundef 31)
  %6873 = icmp ne i32 %6870, %6872
  br i1 %6873, label %6879, label %6874

6874:                                             ; preds = %6856
  %6875 = load i32, ptr %523, align 4
  %6876 = load i32, ptr %521, align 4
  %6877 = call i32 @i32_var_rem(i32 noundef %6876, i32 noundef 31)
  %6878 = icmp ne i32 %6875, %6877
  br i1 %6878, label %6879, label %6885

6879:                                             ; preds = %6874, %6856
  %6880 = load i32, ptr @bad, align 4
  %6881 = add nsw i32 %6880, 1
  store i32 %6881, ptr @bad, align 4
  %6882 = load i32, ptr %521, align 4
  %6883 = sext i32 %6882 to i64
  %6884 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6883, i64 noundef 31)
  br label %6885

6885:                                             ; preds = %6879, %6874
  br label %6886

6886:                                             ; preds = %6885
  %6887 = load i32, ptr %520, align 4
  %6888 = add nsw i32 %6887, 1
  store i32 %6888, ptr %520, align 4
  br label %6853, !llvm.loop !136

6889:                                             ; preds = %6853
  br label %6890

6890:                                             ; preds = %6889
  br label %6891

6891:                                             ; preds = %6890
  store i32 0, ptr %524, align 4
  br label %6892

6892:                                             ; preds = %6925, %6891
  %6893 = load i32, ptr %524, align 4
  %6894 = icmp slt i32 %6893, 41
  br i1 %6894, label %6895, label %6928

6895:                                             ; preds = %6892
  %6896 = load i32, ptr %524, align 4
  %6897 = sext i32 %6896 to i64
  %6898 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6897
  %6899 = load volatile i64, ptr %6898, align 8
  %6900 = trunc i64 %6899 to i32
  store i32 %6900, ptr %525, align 4
  %6901 = load i32, ptr %525, align 4
  %6902 = sdiv i32 %6901, 32
  store i32 %6902, ptr %526, align 4
  %6903 = load i32, ptr %525, align 4
  %6904 = srem i32 %6903, 32
  store i32 %6904, ptr %527, align 4
  %6905 = load i32, ptr %526, align 4
  %6906 = sext i32 %6905 to i64
  call void @mix(i64 noundef %6906)
  %6907 = load i32, ptr %527, align 4
  %6908 = sext i32 %6907 to i64
  call void @mix(i64 noundef %6908)
  %6909 = load i32, ptr %526, align 4
  %6910 = load i32, ptr %525, align 4
  %6911 = call i32 @i32_var_div(i32 noundef %6910, i32 noundef 32)
  %6912 = icmp ne i32 %6909, %6911
  br i1 %6912, label %6918, label %6913

6913:                                             ; preds = %6895
  %6914 = load i32, ptr %527, align 4
  %6915 = load i32, ptr %525, align 4
  %6916 = call i32 @i32_var_rem(i32 noundef %6915, i32 noundef 32)
  %6917 = icmp ne i32 %6914, %6916
  br i1 %6917, label %6918, label %6924

6918:                                             ; preds = %6913, %6895
  %6919 = load i32, ptr @bad, align 4
  %6920 = add nsw i32 %6919, 1
  store i32 %6920, ptr @bad, align 4
  %6921 = load i32, ptr %525, align 4
  %6922 = sext i32 %6921 to i64
  %6923 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6922, i64 noundef 32)
  br label %6924

6924:                                             ; preds = %6918, %6913
  br label %6925

6925:                                             ; preds = %6924
  %6926 = load i32, ptr %524, align 4
  %6927 = add nsw i32 %6926, 1
  store i32 %6927, ptr %524, align 4
  br label %6892, !llvm.loop !137

6928:                                             ; preds = %6892
  br label %6929

6929:                                             ; preds = %6928
  br label %6930

6930:                                             ; preds = %6929
  store i32 0, ptr %528, align 4
  br label %6931

6931:                                             ; preds = %6964, %6930
  %6932 = load i32, ptr %528, align 4
  %6933 = icmp slt i32 %6932, 41
  br i1 %6933, label %6934, label %6967

6934:                                             ; preds = %6931
  %6935 = load i32, ptr %528, align 4
  %6936 = sext i32 %6935 to i64
  %6937 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6936
  %6938 = load volatile i64, ptr %6937, align 8
  %6939 = trunc i64 %6938 to i32
  store i32 %6939, ptr %529, align 4
  %6940 = load i32, ptr %529, align 4
  %6941 = sdiv i32 %6940, 37
  store i32 %6941, ptr %530, align 4
  %6942 = load i32, ptr %529, align 4
  %6943 = srem i32 %6942, 37
  store i32 %6943, ptr %531, align 4
  %6944 = load i32, ptr %530, align 4
  %6945 = sext i32 %6944 to i64
  call void @mix(i64 noundef %6945)
  %6946 = load i32, ptr %531, align 4
  %6947 = sext i32 %6946 to i64
  call void @mix(i64 noundef %6947)
  %6948 = load i32, ptr %530, align 4
  %6949 = load i32, ptr %529, align 4
  %6950 = call i32 @i32_var_div(i32 noundef %6949, i32 noundef 37)
  %6951 = icmp ne i32 %6948, %6950
  br i1 %6951, label %6957, label %6952

6952:                                             ; preds = %6934
  %6953 = load i32, ptr %531, align 4
  %6954 = load i32, ptr %529, align 4
  %6955 = call i32 @i32_var_rem(i32 noundef %6954, i32 noundef 37)
  %6956 = icmp ne i32 %6953, %6955
  br i1 %6956, label %6957, label %6963

6957:                                             ; preds = %6952, %6934
  %6958 = load i32, ptr @bad, align 4
  %6959 = add nsw i32 %6958, 1
  store i32 %6959, ptr @bad, align 4
  %6960 = load i32, ptr %529, align 4
  %6961 = sext i32 %6960 to i64
  %6962 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %6961, i64 noundef 37)
  br label %6963

6963:                                             ; preds = %6957, %6952
  br label %6964

6964:                                             ; preds = %6963
  %6965 = load i32, ptr %528, align 4
  %6966 = add nsw i32 %6965, 1
  store i32 %6966, ptr %528, align 4
  br label %6931, !llvm.loop !138

6967:                                             ; preds = %6931
  br label %6968

6968:                                             ; preds = %6967
  br label %6969

6969:                                             ; preds = %6968
  store i32 0, ptr %532, align 4
  br label %6970

6970:                                             ; preds = %7003, %6969
  %6971 = load i32, ptr %532, align 4
  %6972 = icmp slt i32 %6971, 41
  br i1 %6972, label %6973, label %7006

6973:                                             ; preds = %6970
  %6974 = load i32, ptr %532, align 4
  %6975 = sext i32 %6974 to i64
  %6976 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6975
  %6977 = load volatile i64, ptr %6976, align 8
  %6978 = trunc i64 %6977 to i32
  store i32 %6978, ptr %533, align 4
  %6979 = load i32, ptr %533, align 4
  %6980 = sdiv i32 %6979, 41
  store i32 %6980, ptr %534, align 4
  %6981 = load i32, ptr %533, align 4
  %6982 = srem i32 %6981, 41
  store i32 %6982, ptr %535, align 4
  %6983 = load i32, ptr %534, align 4
  %6984 = sext i32 %6983 to i64
  call void @mix(i64 noundef %6984)
  %6985 = load i32, ptr %535, align 4
  %6986 = sext i32 %6985 to i64
  call void @mix(i64 noundef %6986)
  %6987 = load i32, ptr %534, align 4
  %6988 = load i32, ptr %533, align 4
  %6989 = call i32 @i32_var_div(i32 noundef %6988, i32 noundef 41)
  %6990 = icmp ne i32 %6987, %6989
  br i1 %6990, label %6996, label %6991

6991:                                             ; preds = %6973
  %6992 = load i32, ptr %535, align 4
  %6993 = load i32, ptr %533, align 4
  %6994 = call i32 @i32_var_rem(i32 noundef %6993, i32 noundef 41)
  %6995 = icmp ne i32 %6992, %6994
  br i1 %6995, label %6996, label %7002

6996:                                             ; preds = %6991, %6973
  %6997 = load i32, ptr @bad, align 4
  %6998 = add nsw i32 %6997, 1
  store i32 %6998, ptr @bad, align 4
  %6999 = load i32, ptr %533, align 4
  %7000 = sext i32 %6999 to i64
  %7001 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7000, i64 noundef 41)
  br label %7002

7002:                                             ; preds = %6996, %6991
  br label %7003

7003:                                             ; preds = %7002
  %7004 = load i32, ptr %532, align 4
  %7005 = add nsw i32 %7004, 1
  store i32 %7005, ptr %532, align 4
  br label %6970, !llvm.loop !139

7006:                                             ; preds = %6970
  br label %7007

7007:                                             ; preds = %7006
  br label %7008

7008:                                             ; preds = %7007
  store i32 0, ptr %536, align 4
  br label %7009

7009:                                             ; preds = %7042, %7008
  %7010 = load i32, ptr %536, align 4
  %7011 = icmp slt i32 %7010, 41
  br i1 %7011, label %7012, label %7045

7012:                                             ; preds = %7009
  %7013 = load i32, ptr %536, align 4
  %7014 = sext i32 %7013 to i64
  %7015 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7014
  %7016 = load volatile i64, ptr %7015, align 8
  %7017 = trunc i64 %7016 to i32
  store i32 %7017, ptr %537, align 4
  %7018 = load i32, ptr %537, align 4
  %7019 = sdiv i32 %7018, 60
  store i32 %7019, ptr %538, align 4
  %7020 = load i32, ptr %537, align 4
  %7021 = srem i32 %7020, 60
  store i32 %7021, ptr %539, align 4
  %7022 = load i32, ptr %538, align 4
  %7023 = sext i32 %7022 to i64
  call void @mix(i64 noundef %7023)
  %7024 = load i32, ptr %539, align 4
  %7025 = sext i32 %7024 to i64
  call void @mix(i64 noundef %7025)
  %7026 = load i32, ptr %538, align 4
  %7027 = load i32, ptr %537, align 4
  %7028 = call i32 @i32_var_div(i32 noundef %7027, i32 noundef 60)
  %7029 = icmp ne i32 %7026, %7028
  br i1 %7029, label %7035, label %7030

7030:                                             ; preds = %7012
  %7031 = load i32, ptr %539, align 4
  %7032 = load i32, ptr %537, align 4
  %7033 = call i32 @i32_var_rem(i32 noundef %7032, i32 noundef 60)
  %7034 = icmp ne i32 %7031, %7033
  br i1 %7034, label %7035, label %7041

7035:                                             ; preds = %7030, %7012
  %7036 = load i32, ptr @bad, align 4
  %7037 = add nsw i32 %7036, 1
  store i32 %7037, ptr @bad, align 4
  %7038 = load i32, ptr %537, align 4
  %7039 = sext i32 %7038 to i64
  %7040 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7039, i64 noundef 60)
  br label %7041

7041:                                             ; preds = %7035, %7030
  br label %7042

7042:                                             ; preds = %7041
  %7043 = load i32, ptr %536, align 4
  %7044 = add nsw i32 %7043, 1
  store i32 %7044, ptr %536, align 4
  br label %7009, !llvm.loop !140

7045:                                             ; preds = %7009
  br label %7046

7046:                                             ; preds = %7045
  br label %7047

7047:                                             ; preds = %7046
  store i32 0, ptr %540, align 4
  br label %7048

7048:                                             ; preds = %7081, %7047
  %7049 = load i32, ptr %540, align 4
  %7050 = icmp slt i32 %7049, 41
  br i1 %7050, label %7051, label %7084

7051:                                             ; preds = %7048
  %7052 = load i32, ptr %540, align 4
  %7053 = sext i32 %7052 to i64
  %7054 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7053
  %7055 = load volatile i64, ptr %7054, align 8
  %7056 = trunc i64 %7055 to i32
  store i32 %7056, ptr %541, align 4
  %7057 = load i32, ptr %541, align 4
  %7058 = sdiv i32 %7057, 63
  store i32 %7058, ptr %542, align 4
  %7059 = load i32, ptr %541, align 4
  %7060 = srem i32 %7059, 63
  store i32 %7060, ptr %543, align 4
  %7061 = load i32, ptr %542, align 4
  %7062 = sext i32 %7061 to i64
  call void @mix(i64 noundef %7062)
  %7063 = load i32, ptr %543, align 4
  %7064 = sext i32 %7063 to i64
  call void @mix(i64 noundef %7064)
  %7065 = load i32, ptr %542, align 4
  %7066 = load i32, ptr %541, align 4
  %7067 = call i32 @i32_var_div(i32 noundef %7066, i32 noundef 63)
  %7068 = icmp ne i32 %7065, %7067
  br i1 %7068, label %7074, label %7069

7069:                                             ; preds = %7051
  %7070 = load i32, ptr %543, align 4
  %7071 = load i32, ptr %541, align 4
  %7072 = call i32 @i32_var_rem(i32 noundef %7071, i32 noundef 63)
  %7073 = icmp ne i32 %7070, %7072
  br i1 %7073, label %7074, label %7080

7074:                                             ; preds = %7069, %7051
  %7075 = load i32, ptr @bad, align 4
  %7076 = add nsw i32 %7075, 1
  store i32 %7076, ptr @bad, align 4
  %7077 = load i32, ptr %541, align 4
  %7078 = sext i32 %7077 to i64
  %7079 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7078, i64 noundef 63)
  br label %7080

7080:                                             ; preds = %7074, %7069
  br label %7081

7081:                                             ; preds = %7080
  %7082 = load i32, ptr %540, align 4
  %7083 = add nsw i32 %7082, 1
  store i32 %7083, ptr %540, align 4
  br label %7048, !llvm.loop !141

7084:                                             ; preds = %7048
  br label %7085

7085:                                             ; preds = %7084
  br label %7086

7086:                                             ; preds = %7085
  store i32 0, ptr %544, align 4
  br label %7087

7087:                                             ; preds = %7120, %7086
  %7088 = load i32, ptr %544, align 4
  %7089 = icmp slt i32 %7088, 41
  br i1 %7089, label %7090, label %7123

7090:                                             ; preds = %7087
  %7091 = load i32, ptr %544, align 4
  %7092 = sext i32 %7091 to i64
  %7093 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7092
  %7094 = load volatile i64, ptr %7093, align 8
  %7095 = trunc i64 %7094 to i32
  store i32 %7095, ptr %545, align 4
  %7096 = load i32, ptr %545, align 4
  %7097 = sdiv i32 %7096, 64
  store i32 %7097, ptr %546, align 4
  %7098 = load i32, ptr %545, align 4
  %7099 = srem i32 %7098, 64
  store i32 %7099, ptr %547, align 4
  %7100 = load i32, ptr %546, align 4
  %7101 = sext i32 %7100 to i64
  call void @mix(i64 noundef %7101)
  %7102 = load i32, ptr %547, align 4
  %7103 = sext i32 %7102 to i64
  call void @mix(i64 noundef %7103)
  %7104 = load i32, ptr %546, align 4
  %7105 = load i32, ptr %545, align 4
  %7106 = call i32 @i32_var_div(i32 noundef %7105, i32 noundef 64)
  %7107 = icmp ne i32 %7104, %7106
  br i1 %7107, label %7113, label %7108

7108:                                             ; preds = %7090
  %7109 = load i32, ptr %547, align 4
  %7110 = load i32, ptr %545, align 4
  %7111 = call i32 @i32_var_rem(i32 noundef %7110, i32 noundef 64)
  %7112 = icmp ne i32 %7109, %7111
  br i1 %7112, label %7113, label %7119

7113:                                             ; preds = %7108, %7090
  %7114 = load i32, ptr @bad, align 4
  %7115 = add nsw i32 %7114, 1
  store i32 %7115, ptr @bad, align 4
  %7116 = load i32, ptr %545, align 4
  %7117 = sext i32 %7116 to i64
  %7118 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7117, i64 noundef 64)
  br label %7119

7119:                                             ; preds = %7113, %7108
  br label %7120

7120:                                             ; preds = %7119
  %7121 = load i32, ptr %544, align 4
  %7122 = add nsw i32 %7121, 1
  store i32 %7122, ptr %544, align 4
  br label %7087, !llvm.loop !142

7123:                                             ; preds = %7087
  br label %7124

7124:                                             ; preds = %7123
  br label %7125

7125:                                             ; preds = %7124
  store i32 0, ptr %548, align 4
  br label %7126

7126:                                             ; preds = %7159, %7125
  %7127 = load i32, ptr %548, align 4
  %7128 = icmp slt i32 %7127, 41
  br i1 %7128, label %7129, label %7162

7129:                                             ; preds = %7126
  %7130 = load i32, ptr %548, align 4
  %7131 = sext i32 %7130 to i64
  %7132 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7131
  %7133 = load volatile i64, ptr %7132, align 8
  %7134 = trunc i64 %7133 to i32
  store i32 %7134, ptr %549, align 4
  %7135 = load i32, ptr %549, align 4
  %7136 = sdiv i32 %7135, 100
  store i32 %7136, ptr %550, align 4
  %7137 = load i32, ptr %549, align 4
  %7138 = srem i32 %7137, 100
  store i32 %7138, ptr %551, align 4
  %7139 = load i32, ptr %550, align 4
  %7140 = sext i32 %7139 to i64
  call void @mix(i64 noundef %7140)
  %7141 = load i32, ptr %551, align 4
  %7142 = sext i32 %7141 to i64
  call void @mix(i64 noundef %7142)
  %7143 = load i32, ptr %550, align 4
  %7144 = load i32, ptr %549, align 4
  %7145 = call i32 @i32_var_div(i32 noundef %7144, i32 noundef 100)
  %7146 = icmp ne i32 %7143, %7145
  br i1 %7146, label %7152, label %7147

7147:                                             ; preds = %7129
  %7148 = load i32, ptr %551, align 4
  %7149 = load i32, ptr %549, align 4
  %7150 = call i32 @i32_var_rem(i32 noundef %7149, i32 noundef 100)
  %7151 = icmp ne i32 %7148, %7150
  br i1 %7151, label %7152, label %7158

7152:                                             ; preds = %7147, %7129
  %7153 = load i32, ptr @bad, align 4
  %7154 = add nsw i32 %7153, 1
  store i32 %7154, ptr @bad, align 4
  %7155 = load i32, ptr %549, align 4
  %7156 = sext i32 %7155 to i64
  %7157 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7156, i64 noundef 100)
  br label %7158

7158:                                             ; preds = %7152, %7147
  br label %7159

7159:                                             ; preds = %7158
  %7160 = load i32, ptr %548, align 4
  %7161 = add nsw i32 %7160, 1
  store i32 %7161, ptr %548, align 4
  br label %7126, !llvm.loop !143

7162:                                             ; preds = %7126
  br label %7163

7163:                                             ; preds = %7162
  br label %7164

7164:                                             ; preds = %7163
  store i32 0, ptr %552, align 4
  br label %7165

7165:                                             ; preds = %7198, %7164
  %7166 = load i32, ptr %552, align 4
  %7167 = icmp slt i32 %7166, 41
  br i1 %7167, label %7168, label %7201

7168:                                             ; preds = %7165
  %7169 = load i32, ptr %552, align 4
  %7170 = sext i32 %7169 to i64
  %7171 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7170
  %7172 = load volatile i64, ptr %7171, align 8
  %7173 = trunc i64 %7172 to i32
  store i32 %7173, ptr %553, align 4
  %7174 = load i32, ptr %553, align 4
  %7175 = sdiv i32 %7174, 127
  store i32 %7175, ptr %554, align 4
  %7176 = load i32, ptr %553, align 4
  %7177 = srem i32 %7176, 127
  store i32 %7177, ptr %555, align 4
  %7178 = load i32, ptr %554, align 4
  %7179 = sext i32 %7178 to i64
  call void @mix(i64 noundef %7179)
  %7180 = load i32, ptr %555, align 4
  %7181 = sext i32 %7180 to i64
  call void @mix(i64 noundef %7181)
  %7182 = load i32, ptr %554, align 4
  %7183 = load i32, ptr %553, align 4
  %7184 = call i32 @i32_var_div(i32 noundef %7183, i32 noundef 127)
  %7185 = icmp ne i32 %7182, %7184
  br i1 %7185, label %7191, label %7186

7186:                                             ; preds = %7168
  %7187 = load i32, ptr %555, align 4
  %7188 = load i32, ptr %553, align 4
  %7189 = call i32 @i32_var_rem(i32 noundef %7188, i32 noundef 127)
  %7190 = icmp ne i32 %7187, %7189
  br i1 %7190, label %7191, label %7197

7191:                                             ; preds = %7186, %7168
  %7192 = load i32, ptr @bad, align 4
  %7193 = add nsw i32 %7192, 1
  store i32 %7193, ptr @bad, align 4
  %7194 = load i32, ptr %553, align 4
  %7195 = sext i32 %7194 to i64
  %7196 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7195, i64 noundef 127)
  br label %7197

7197:                                             ; preds = %7191, %7186
  br label %7198

7198:                                             ; preds = %7197
  %7199 = load i32, ptr %552, align 4
  %7200 = add nsw i32 %7199, 1
  store i32 %7200, ptr %552, align 4
  br label %7165, !llvm.loop !144

7201:                                             ; preds = %7165
  br label %7202

7202:                                             ; preds = %7201
  br label %7203

7203:                                             ; preds = %7202
  store i32 0, ptr %556, align 4
  br label %7204

7204:                                             ; preds = %7237, %7203
  %7205 = load i32, ptr %556, align 4
  %7206 = icmp slt i32 %7205, 41
  br i1 %7206, label %7207, label %7240

7207:                                             ; preds = %7204
  %7208 = load i32, ptr %556, align 4
  %7209 = sext i32 %7208 to i64
  %7210 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7209
  %7211 = load volatile i64, ptr %7210, align 8
  %7212 = trunc i64 %7211 to i32
  store i32 %7212, ptr %557, align 4
  %7213 = load i32, ptr %557, align 4
  %7214 = sdiv i32 %7213, -1000000007
  store i32 %7214, ptr %558, align 4
  %7215 = load i32, ptr %557, align 4
  %7216 = srem i32 %7215, -1000000007
  store i32 %7216, ptr %559, align 4
  %7217 = load i32, ptr %558, align 4
  %7218 = sext i32 %7217 to i64
  call void @mix(i64 noundef %7218)
  %7219 = load i32, ptr %559, align 4
  %7220 = sext i32 %7219 to i64
  call void @mix(i64 noundef %7220)
  %7221 = load i32, ptr %558, align 4
  %7222 = load i32, ptr %557, align 4
  %7223 = call i32 @i32_var_div(i32 noundef %7222, i32 noundef -1000000007)
  %7224 = icmp ne i32 %7221, %7223
  br i1 %7224, label %7230, label %7225

7225:                                             ; preds = %7207
  %7226 = load i32, ptr %559, align 4
  %7227 = load i32, ptr %557, align 4
  %7228 = call i32 @i32_var_rem(i32 noundef %7227, i32 noundef -1000000007)
  %7229 = icmp ne i32 %7226, %7228
  br i1 %7229, label %7230, label %7236

7230:                                             ; preds = %7225, %7207
  %7231 = load i32, ptr @bad, align 4
  %7232 = add nsw i32 %7231, 1
  store i32 %7232, ptr @bad, align 4
  %7233 = load i32, ptr %557, align 4
  %7234 = sext i32 %7233 to i64
  %7235 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7234, i64 noundef -1000000007)
  br label %7236

7236:                                             ; preds = %7230, %7225
  br label %7237

7237:                                             ; preds = %7236
  %7238 = load i32, ptr %556, align 4
  %7239 = add nsw i32 %7238, 1
  store i32 %7239, ptr %556, align 4
  br label %7204, !llvm.loop !145

7240:                                             ; preds = %7204
  br label %7241

7241:                                             ; preds = %7240
  br label %7242

7242:                                             ; preds = %7241
  store i32 0, ptr %560, align 4
  br label %7243

7243:                                             ; preds = %7276, %7242
  %7244 = load i32, ptr %560, align 4
  %7245 = icmp slt i32 %7244, 41
  br i1 %7245, label %7246, label %7279

7246:                                             ; preds = %7243
  %7247 = load i32, ptr %560, align 4
  %7248 = sext i32 %7247 to i64
  %7249 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7248
  %7250 = load volatile i64, ptr %7249, align 8
  %7251 = trunc i64 %7250 to i32
  store i32 %7251, ptr %561, align 4
  %7252 = load i32, ptr %561, align 4
  %7253 = sdiv i32 %7252, 2147483647
  store i32 %7253, ptr %562, align 4
  %7254 = load i32, ptr %561, align 4
  %7255 = srem i32 %7254, 2147483647
  store i32 %7255, ptr %563, align 4
  %7256 = load i32, ptr %562, align 4
  %7257 = sext i32 %7256 to i64
  call void @mix(i64 noundef %7257)
  %7258 = load i32, ptr %563, align 4
  %7259 = sext i32 %7258 to i64
  call void @mix(i64 noundef %7259)
  %7260 = load i32, ptr %562, align 4
  %7261 = load i32, ptr %561, align 4
  %7262 = call i32 @i32_var_div(i32 noundef %7261, i32 noundef 2147483647)
  %7263 = icmp ne i32 %7260, %7262
  br i1 %7263, label %7269, label %7264

7264:                                             ; preds = %7246
  %7265 = load i32, ptr %563, align 4
  %7266 = load i32, ptr %561, align 4
  %7267 = call i32 @i32_var_rem(i32 noundef %7266, i32 noundef 2147483647)
  %7268 = icmp ne i32 %7265, %7267
  br i1 %7268, label %7269, label %7275

7269:                                             ; preds = %7264, %7246
  %7270 = load i32, ptr @bad, align 4
  %7271 = add nsw i32 %7270, 1
  store i32 %7271, ptr @bad, align 4
  %7272 = load i32, ptr %561, align 4
  %7273 = sext i32 %7272 to i64
  %7274 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.4, i64 noundef %7273, i64 noundef 2147483647)
  br label %7275

7275:                                             ; preds = %7269, %7264
  br label %7276

7276:                                             ; preds = %7275
  %7277 = load i32, ptr %560, align 4
  %7278 = add nsw i32 %7277, 1
  store i32 %7278, ptr %560, align 4
  br label %7243, !llvm.loop !146

7279:                                             ; preds = %7243
  br label %7280

7280:                                             ; preds = %7279
  br label %10445

7281:                                             ; preds = %918
  br label %7282

7282:                                             ; preds = %7281
  store i32 0, ptr %564, align 4
  br label %7283

7283:                                             ; preds = %7316, %7282
  %7284 = load i32, ptr %564, align 4
  %7285 = icmp slt i32 %7284, 41
  br i1 %7285, label %7286, label %7319

7286:                                             ; preds = %7283
  %7287 = load i32, ptr %564, align 4
  %7288 = sext i32 %7287 to i64
  %7289 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7288
  %7290 = load volatile i64, ptr %7289, align 8
  %7291 = trunc i64 %7290 to i32
  store i32 %7291, ptr %565, align 4
  %7292 = load i32, ptr %565, align 4
  %7293 = udiv i32 %7292, 1
  store i32 %7293, ptr %566, align 4
  %7294 = load i32, ptr %565, align 4
  %7295 = urem i32 %7294, 1
  store i32 %7295, ptr %567, align 4
  %7296 = load i32, ptr %566, align 4
  %7297 = zext i32 %7296 to i64
  call void @mix(i64 noundef %7297)
  %7298 = load i32, ptr %567, align 4
  %7299 = zext i32 %7298 to i64
  call void @mix(i64 noundef %7299)
  %7300 = load i32, ptr %566, align 4
  %7301 = load i32, ptr %565, align 4
  %7302 = call i32 @u32_var_div(i32 noundef %7301, i32 noundef 1)
  %7303 = icmp ne i32 %7300, %7302
  br i1 %7303, label %7309, label %7304

7304:                                             ; preds = %7286
  %7305 = load i32, ptr %567, align 4
  %7306 = load i32, ptr %565, align 4
  %7307 = call i32 @u32_var_rem(i32 noundef %7306, i32 noundef 1)
  %7308 = icmp ne i32 %7305, %7307
  br i1 %7308, label %7309, label %7315

7309:                                             ; preds = %7304, %7286
  %7310 = load i32, ptr @bad, align 4
  %7311 = add nsw i32 %7310, 1
  store i32 %7311, ptr @bad, align 4
  %7312 = load i32, ptr %565, align 4
  %7313 = zext i32 %7312 to i64
  %7314 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7313, i64 noundef 1)
  br label %7315

7315:                                             ; preds = %7309, %7304
  br label %7316

7316:                                             ; preds = %7315
  %7317 = load i32, ptr %564, align 4
  %7318 = add nsw i32 %7317, 1
  store i32 %7318, ptr %564, align 4
  br label %7283, !llvm.loop !147

7319:                                             ; preds = %7283
  br label %7320

7320:                                             ; preds = %7319
  br label %7321

7321:                                             ; preds = %7320
  store i32 0, ptr %568, align 4
  br label %7322

7322:                                             ; preds = %7355, %7321
  %7323 = load i32, ptr %568, align 4
  %7324 = icmp slt i32 %7323, 41
  br i1 %7324, label %7325, label %7358

7325:                                             ; preds = %7322
  %7326 = load i32, ptr %568, align 4
  %7327 = sext i32 %7326 to i64
  %7328 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7327
  %7329 = load volatile i64, ptr %7328, align 8
  %7330 = trunc i64 %7329 to i32
  store i32 %7330, ptr %569, align 4
  %7331 = load i32, ptr %569, align 4
  %7332 = udiv i32 %7331, 2
  store i32 %7332, ptr %570, align 4
  %7333 = load i32, ptr %569, align 4
  %7334 = urem i32 %7333, 2
  store i32 %7334, ptr %571, align 4
  %7335 = load i32, ptr %570, align 4
  %7336 = zext i32 %7335 to i64
  call void @mix(i64 noundef %7336)
  %7337 = load i32, ptr %571, align 4
  %7338 = zext i32 %7337 to i64
  call void @mix(i64 noundef %7338)
  %7339 = load i32, ptr %570, align 4
  %7340 = load i32, ptr %569, align 4
  %7341 = call i32 @u32_var_div(i32 noundef %7340, i32 noundef 2)
  %7342 = icmp ne i32 %7339, %7341
  br i1 %7342, label %7348, label %7343

7343:                                             ; preds = %7325
  %7344 = load i32, ptr %571, align 4
  %7345 = load i32, ptr %569, align 4
  %7346 = call i32 @u32_var_rem(i32 noundef %7345, i32 noundef 2)
  %7347 = icmp ne i32 %7344, %7346
  br i1 %7347, label %7348, label %7354

7348:                                             ; preds = %7343, %7325
  %7349 = load i32, ptr @bad, align 4
  %7350 = add nsw i32 %7349, 1
  store i32 %7350, ptr @bad, align 4
  %7351 = load i32, ptr %569, align 4
  %7352 = zext i32 %7351 to i64
  %7353 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7352, i64 noundef 2)
  br label %7354

7354:                                             ; preds = %7348, %7343
  br label %7355

7355:                                             ; preds = %7354
  %7356 = load i32, ptr %568, align 4
  %7357 = add nsw i32 %7356, 1
  store i32 %7357, ptr %568, align 4
  br label %7322, !llvm.loop !148

7358:                                             ; preds = %7322
  br label %7359

7359:                                             ; preds = %7358
  br label %7360

7360:                                             ; preds = %7359
  store i32 0, ptr %572, align 4
  br label %7361

7361:                                             ; preds = %7394, %7360
  %7362 = load i32, ptr %572, align 4
  %7363 = icmp slt i32 %7362, 41
  br i1 %7363, label %7364, label %7397

7364:                                             ; preds = %7361
  %7365 = load i32, ptr %572, align 4
  %7366 = sext i32 %7365 to i64
  %7367 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7366
  %7368 = load volatile i64, ptr %7367, align 8
  %7369 = trunc i64 %7368 to i32
  store i32 %7369, ptr %573, align 4
  %7370 = load i32, ptr %573, align 4
  %7371 = udiv i32 %7370, 3
  store i32 %7371, ptr %574, align 4
  %7372 = load i32, ptr %573, align 4
  %7373 = urem i32 %7372, 3
  store i32 %7373, ptr %575, align 4
  %7374 = load i32, ptr %574, align 4
  %7375 = zext i32 %7374 to i64
  call void @mix(i64 noundef %7375)
  %7376 = load i32, ptr %575, align 4
  %7377 = zext i32 %7376 to i64
  call void @mix(i64 noundef %7377)
  %7378 = load i32, ptr %574, align 4
  %7379 = load i32, ptr %573, align 4
  %7380 = call i32 @u32_var_div(i32 noundef %7379, i32 noundef 3)
  %7381 = icmp ne i32 %7378, %7380
  br i1 %7381, label %7387, label %7382

7382:                                             ; preds = %7364
  %7383 = load i32, ptr %575, align 4
  %7384 = load i32, ptr %573, align 4
  %7385 = call i32 @u32_var_rem(i32 noundef %7384, i32 noundef 3)
  %7386 = icmp ne i32 %7383, %7385
  br i1 %7386, label %7387, label %7393

7387:                                             ; preds = %7382, %7364
  %7388 = load i32, ptr @bad, align 4
  %7389 = add nsw i32 %7388, 1
  store i32 %7389, ptr @bad, align 4
  %7390 = load i32, ptr %573, align 4
  %7391 = zext i32 %7390 to i64
  %7392 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7391, i64 noundef 3)
  br label %7393

7393:                                             ; preds = %7387, %7382
  br label %7394

7394:                                             ; preds = %7393
  %7395 = load i32, ptr %572, align 4
  %7396 = add nsw i32 %7395, 1
  store i32 %7396, ptr %572, align 4
  br label %7361, !llvm.loop !149

7397:                                             ; preds = %7361
  br label %7398

7398:                                             ; preds = %7397
  br label %7399

7399:                                             ; preds = %7398
  store i32 0, ptr %576, align 4
  br label %7400

7400:                                             ; preds = %7433, %7399
  %7401 = load i32, ptr %576, align 4
  %7402 = icmp slt i32 %7401, 41
  br i1 %7402, label %7403, label %7436

7403:                                             ; preds = %7400
  %7404 = load i32, ptr %576, align 4
  %7405 = sext i32 %7404 to i64
  %7406 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7405
  %7407 = load volatile i64, ptr %7406, align 8
  %7408 = trunc i64 %7407 to i32
  store i32 %7408, ptr %577, align 4
  %7409 = load i32, ptr %577, align 4
  %7410 = udiv i32 %7409, 5
  store i32 %7410, ptr %578, align 4
  %7411 = load i32, ptr %577, align 4
  %7412 = urem i32 %7411, 5
  store i32 %7412, ptr %579, align 4
  %7413 = load i32, ptr %578, align 4
  %7414 = zext i32 %7413 to i64
  call void @mix(i64 noundef %7414)
  %7415 = load i32, ptr %579, align 4
  %7416 = zext i32 %7415 to i64
  call void @mix(i64 noundef %7416)
  %7417 = load i32, ptr %578, align 4
  %7418 = load i32, ptr %577, align 4
  %7419 = call i32 @u32_var_div(i32 noundef %7418, i32 noundef 5)
  %7420 = icmp ne i32 %7417, %7419
  br i1 %7420, label %7426, label %7421

7421:                                             ; preds = %7403
  %7422 = load i32, ptr %579, align 4
  %7423 = load i32, ptr %577, align 4
  %7424 = call i32 @u32_var_rem(i32 noundef %7423, i32 noundef 5)
  %7425 = icmp ne i32 %7422, %7424
  br i1 %7425, label %7426, label %7432

7426:                                             ; preds = %7421, %7403
  %7427 = load i32, ptr @bad, align 4
  %7428 = add nsw i32 %7427, 1
  store i32 %7428, ptr @bad, align 4
  %7429 = load i32, ptr %577, align 4
  %7430 = zext i32 %7429 to i64
  %7431 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7430, i64 noundef 5)
  br label %7432

7432:                                             ; preds = %7426, %7421
  br label %7433

7433:                                             ; preds = %7432
  %7434 = load i32, ptr %576, align 4
  %7435 = add nsw i32 %7434, 1
  store i32 %7435, ptr %576, align 4
  br label %7400, !llvm.loop !150

7436:                                             ; preds = %7400
  br label %7437

7437:                                             ; preds = %7436
  br label %7438

7438:                                             ; preds = %7437
  store i32 0, ptr %580, align 4
  br label %7439

7439:                                             ; preds = %7472, %7438
  %7440 = load i32, ptr %580, align 4
  %7441 = icmp slt i32 %7440, 41
  br i1 %7441, label %7442, label %7475

7442:                                             ; preds = %7439
  %7443 = load i32, ptr %580, align 4
  %7444 = sext i32 %7443 to i64
  %7445 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7444
  %7446 = load volatile i64, ptr %7445, align 8
  %7447 = trunc i64 %7446 to i32
  store i32 %7447, ptr %581, align 4
  %7448 = load i32, ptr %581, align 4
  %7449 = udiv i32 %7448, 6
  store i32 %7449, ptr %582, align 4
  %7450 = load i32, ptr %581, align 4
  %7451 = urem i32 %7450, 6
  store i32 %7451, ptr %583, align 4
  %7452 = load i32, ptr %582, align 4
  %7453 = zext i32 %7452 to i64
  call void @mix(i64 noundef %7453)
  %7454 = load i32, ptr %583, align 4
  %7455 = zext i32 %7454 to i64
  call void @mix(i64 noundef %7455)
  %7456 = load i32, ptr %582, align 4
  %7457 = load i32, ptr %581, align 4
  %7458 = call i32 @u32_var_div(i32 noundef %7457, i32 noundef 6)
  %7459 = icmp ne i32 %7456, %7458
  br i1 %7459, label %7465, label %7460

7460:                                             ; preds = %7442
  %7461 = load i32, ptr %583, align 4
  %7462 = load i32, ptr %581, align 4
  %7463 = call i32 @u32_var_rem(i32 noundef %7462, i32 noundef 6)
  %7464 = icmp ne i32 %7461, %7463
  br i1 %7464, label %7465, label %7471

7465:                                             ; preds = %7460, %7442
  %7466 = load i32, ptr @bad, align 4
  %7467 = add nsw i32 %7466, 1
  store i32 %7467, ptr @bad, align 4
  %7468 = load i32, ptr %581, align 4
  %7469 = zext i32 %7468 to i64
  %7470 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7469, i64 noundef 6)
  br label %7471

7471:                                             ; preds = %7465, %7460
  br label %7472

7472:                                             ; preds = %7471
  %7473 = load i32, ptr %580, align 4
  %7474 = add nsw i32 %7473, 1
  store i32 %7474, ptr %580, align 4
  br label %7439, !llvm.loop !151

7475:                                             ; preds = %7439
  br label %7476

7476:                                             ; preds = %7475
  br label %7477

7477:                                             ; preds = %7476
  store i32 0, ptr %584, align 4
  br label %7478

7478:                                             ; preds = %7511, %7477
  %7479 = load i32, ptr %584, align 4
  %7480 = icmp slt i32 %7479, 41
  br i1 %7480, label %7481, label %7514

7481:                                             ; preds = %7478
  %7482 = load i32, ptr %584, align 4
  %7483 = sext i32 %7482 to i64
  %7484 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7483
  %7485 = load volatile i64, ptr %7484, align 8
  %7486 = trunc i64 %7485 to i32
  store i32 %7486, ptr %585, align 4
  %7487 = load i32, ptr %585, align 4
  %7488 = udiv i32 %7487, 7
  store i32 %7488, ptr %586, align 4
  %7489 = load i32, ptr %585, align 4
  %7490 = urem i32 %7489, 7
  store i32 %7490, ptr %587, align 4
  %7491 = load i32, ptr %586, align 4
  %7492 = zext i32 %7491 to i64
  call void @mix(i64 noundef %7492)
  %7493 = load i32, ptr %587, align 4
  %7494 = zext i32 %7493 to i64
  call void @mix(i64 noundef %7494)
  %7495 = load i32, ptr %586, align 4
  %7496 = load i32, ptr %585, align 4
  %7497 = call i32 @u32_var_div(i32 noundef %7496, i32 noundef 7)
  %7498 = icmp ne i32 %7495, %7497
  br i1 %7498, label %7504, label %7499

7499:                                             ; preds = %7481
  %7500 = load i32, ptr %587, align 4
  %7501 = load i32, ptr %585, align 4
  %7502 = call i32 @u32_var_rem(i32 noundef %7501, i32 noundef 7)
  %7503 = icmp ne i32 %7500, %7502
  br i1 %7503, label %7504, label %7510

7504:                                             ; preds = %7499, %7481
  %7505 = load i32, ptr @bad, align 4
  %7506 = add nsw i32 %7505, 1
  store i32 %7506, ptr @bad, align 4
  %7507 = load i32, ptr %585, align 4
  %7508 = zext i32 %7507 to i64
  %7509 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7508, i64 noundef 7)
  br label %7510

7510:                                             ; preds = %7504, %7499
  br label %7511

7511:                                             ; preds = %7510
  %7512 = load i32, ptr %584, align 4
  %7513 = add nsw i32 %7512, 1
  store i32 %7513, ptr %584, align 4
  br label %7478, !llvm.loop !152

7514:                                             ; preds = %7478
  br label %7515

7515:                                             ; preds = %7514
  br label %7516

7516:                                             ; preds = %7515
  store i32 0, ptr %588, align 4
  br label %7517

7517:                                             ; preds = %7550, %7516
  %7518 = load i32, ptr %588, align 4
  %7519 = icmp slt i32 %7518, 41
  br i1 %7519, label %7520, label %7553

7520:                                             ; preds = %7517
  %7521 = load i32, ptr %588, align 4
  %7522 = sext i32 %7521 to i64
  %7523 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7522
  %7524 = load volatile i64, ptr %7523, align 8
  %7525 = trunc i64 %7524 to i32
  store i32 %7525, ptr %589, align 4
  %7526 = load i32, ptr %589, align 4
  %7527 = udiv i32 %7526, 9
  store i32 %7527, ptr %590, align 4
  %7528 = load i32, ptr %589, align 4
  %7529 = urem i32 %7528, 9
  store i32 %7529, ptr %591, align 4
  %7530 = load i32, ptr %590, align 4
  %7531 = zext i32 %7530 to i64
  call void @mix(i64 noundef %7531)
  %7532 = load i32, ptr %591, align 4
  %7533 = zext i32 %7532 to i64
  call void @mix(i64 noundef %7533)
  %7534 = load i32, ptr %590, align 4
  %7535 = load i32, ptr %589, align 4
  %7536 = call i32 @u32_var_div(i32 noundef %7535, i32 noundef 9)
  %7537 = icmp ne i32 %7534, %7536
  br i1 %7537, label %7543, label %7538

7538:                                             ; preds = %7520
  %7539 = load i32, ptr %591, align 4
  %7540 = load i32, ptr %589, align 4
  %7541 = call i32 @u32_var_rem(i32 noundef %7540, i32 noundef 9)
  %7542 = icmp ne i32 %7539, %7541
  br i1 %7542, label %7543, label %7549

7543:                                             ; preds = %7538, %7520
  %7544 = load i32, ptr @bad, align 4
  %7545 = add nsw i32 %7544, 1
  store i32 %7545, ptr @bad, align 4
  %7546 = load i32, ptr %589, align 4
  %7547 = zext i32 %7546 to i64
  %7548 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7547, i64 noundef 9)
  br label %7549

7549:                                             ; preds = %7543, %7538
  br label %7550

7550:                                             ; preds = %7549
  %7551 = load i32, ptr %588, align 4
  %7552 = add nsw i32 %7551, 1
  store i32 %7552, ptr %588, align 4
  br label %7517, !llvm.loop !153

7553:                                             ; preds = %7517
  br label %7554

7554:                                             ; preds = %7553
  br label %7555

7555:                                             ; preds = %7554
  store i32 0, ptr %592, align 4
  br label %7556

7556:                                             ; preds = %7589, %7555
  %7557 = load i32, ptr %592, align 4
  %7558 = icmp slt i32 %7557, 41
  br i1 %7558, label %7559, label %7592

7559:                                             ; preds = %7556
  %7560 = load i32, ptr %592, align 4
  %7561 = sext i32 %7560 to i64
  %7562 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7561
  %7563 = load volatile i64, ptr %7562, align 8
  %7564 = trunc i64 %7563 to i32
  store i32 %7564, ptr %593, align 4
  %7565 = load i32, ptr %593, align 4
  %7566 = udiv i32 %7565, 10
  store i32 %7566, ptr %594, align 4
  %7567 = load i32, ptr %593, align 4
  %7568 = urem i32 %7567, 10
  store i32 %7568, ptr %595, align 4
  %7569 = load i32, ptr %594, align 4
  %7570 = zext i32 %7569 to i64
  call void @mix(i64 noundef %7570)
  %7571 = load i32, ptr %595, align 4
  %7572 = zext i32 %7571 to i64
  call void @mix(i64 noundef %7572)
  %7573 = load i32, ptr %594, align 4
  %7574 = load i32, ptr %593, align 4
  %7575 = call i32 @u32_var_div(i32 noundef %7574, i32 noundef 10)
  %7576 = icmp ne i32 %7573, %7575
  br i1 %7576, label %7582, label %7577

7577:                                             ; preds = %7559
  %7578 = load i32, ptr %595, align 4
  %7579 = load i32, ptr %593, align 4
  %7580 = call i32 @u32_var_rem(i32 noundef %7579, i32 noundef 10)
  %7581 = icmp ne i32 %7578, %7580
  br i1 %7581, label %7582, label %7588

7582:                                             ; preds = %7577, %7559
  %7583 = load i32, ptr @bad, align 4
  %7584 = add nsw i32 %7583, 1
  store i32 %7584, ptr @bad, align 4
  %7585 = load i32, ptr %593, align 4
  %7586 = zext i32 %7585 to i64
  %7587 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7586, i64 noundef 10)
  br label %7588

7588:                                             ; preds = %7582, %7577
  br label %7589

7589:                                             ; preds = %7588
  %7590 = load i32, ptr %592, align 4
  %7591 = add nsw i32 %7590, 1
  store i32 %7591, ptr %592, align 4
  br label %7556, !llvm.loop !154

7592:                                             ; preds = %7556
  br label %7593

7593:                                             ; preds = %7592
  br label %7594

7594:                                             ; preds = %7593
  store i32 0, ptr %596, align 4
  br label %7595

7595:                                             ; preds = %7628, %7594
  %7596 = load i32, ptr %596, align 4
  %7597 = icmp slt i32 %7596, 41
  br i1 %7597, label %7598, label %7631

7598:                                             ; preds = %7595
  %7599 = load i32, ptr %596, align 4
  %7600 = sext i32 %7599 to i64
  %7601 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7600
  %7602 = load volatile i64, ptr %7601, align 8
  %7603 = trunc i64 %7602 to i32
  store i32 %7603, ptr %597, align 4
  %7604 = load i32, ptr %597, align 4
  %7605 = udiv i32 %7604, 11
  store i32 %7605, ptr %598, align 4
  %7606 = load i32, ptr %597, align 4
  %7607 = urem i32 %7606, 11
  store i32 %7607, ptr %599, align 4
  %7608 = load i32, ptr %598, align 4
  %7609 = zext i32 %7608 to i64
  call void @mix(i64 noundef %7609)
  %7610 = load i32, ptr %599, align 4
  %7611 = zext i32 %7610 to i64
  call void @mix(i64 noundef %7611)
  %7612 = load i32, ptr %598, align 4
  %7613 = load i32, ptr %597, align 4
  %7614 = call i32 @u32_var_div(i32 noundef %7613, i32 noundef 11)
  %7615 = icmp ne i32 %7612, %7614
  br i1 %7615, label %7621, label %7616

7616:                                             ; preds = %7598
  %7617 = load i32, ptr %599, align 4
  %7618 = load i32, ptr %597, align 4
  %7619 = call i32 @u32_var_rem(i32 noundef %7618, i32 noundef 11)
  %7620 = icmp ne i32 %7617, %7619
  br i1 %7620, label %7621, label %7627

7621:                                             ; preds = %7616, %7598
  %7622 = load i32, ptr @bad, align 4
  %7623 = add nsw i32 %7622, 1
  store i32 %7623, ptr @bad, align 4
  %7624 = load i32, ptr %597, align 4
  %7625 = zext i32 %7624 to i64
  %7626 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7625, i64 noundef 11)
  br label %7627

7627:                                             ; preds = %7621, %7616
  br label %7628

7628:                                             ; preds = %7627
  %7629 = load i32, ptr %596, align 4
  %7630 = add nsw i32 %7629, 1
  store i32 %7630, ptr %596, align 4
  br label %7595, !llvm.loop !155

7631:                                             ; preds = %7595
  br label %7632

7632:                                             ; preds = %7631
  br label %7633

7633:                                             ; preds = %7632
  store i32 0, ptr %600, align 4
  br label %7634

7634:                                             ; preds = %7667, %7633
  %7635 = load i32, ptr %600, align 4
  %7636 = icmp slt i32 %7635, 41
  br i1 %7636, label %7637, label %7670

7637:                                             ; preds = %7634
  %7638 = load i32, ptr %600, align 4
  %7639 = sext i32 %7638 to i64
  %7640 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7639
  %7641 = load volatile i64, ptr %7640, align 8
  %7642 = trunc i64 %7641 to i32
  store i32 %7642, ptr %601, align 4
  %7643 = load i32, ptr %601, align 4
  %7644 = udiv i32 %7643, 12
  store i32 %7644, ptr %602, align 4
  %7645 = load i32, ptr %601, align 4
  %7646 = urem i32 %7645, 12
  store i32 %7646, ptr %603, align 4
  %7647 = load i32, ptr %602, align 4
  %7648 = zext i32 %7647 to i64
  call void @mix(i64 noundef %7648)
  %7649 = load i32, ptr %603, align 4
  %7650 = zext i32 %7649 to i64
  call void @mix(i64 noundef %7650)
  %7651 = load i32, ptr %602, align 4
  %7652 = load i32, ptr %601, align 4
  %7653 = call i32 @u32_var_div(i32 noundef %7652, i32 noundef 12)
  %7654 = icmp ne i32 %7651, %7653
  br i1 %7654, label %7660, label %7655

7655:                                             ; preds = %7637
  %7656 = load i32, ptr %603, align 4
  %7657 = load i32, ptr %601, align 4
  %7658 = call i32 @u32_var_rem(i32 noundef %7657, i32 noundef 12)
  %7659 = icmp ne i32 %7656, %7658
  br i1 %7659, label %7660, label %7666

7660:                                             ; preds = %7655, %7637
  %7661 = load i32, ptr @bad, align 4
  %7662 = add nsw i32 %7661, 1
  store i32 %7662, ptr @bad, align 4
  %7663 = load i32, ptr %601, align 4
  %7664 = zext i32 %7663 to i64
  %7665 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7664, i64 noundef 12)
  br label %7666

7666:                                             ; preds = %7660, %7655
  br label %7667

7667:                                             ; preds = %7666
  %7668 = load i32, ptr %600, align 4
  %7669 = add nsw i32 %7668, 1
  store i32 %7669, ptr %600, align 4
  br label %7634, !llvm.loop !156

7670:                                             ; preds = %7634
  br label %7671

7671:                                             ; preds = %7670
  br label %7672

7672:                                             ; preds = %7671
  store i32 0, ptr %604, align 4
  br label %7673

7673:                                             ; preds = %7706, %7672
  %7674 = load i32, ptr %604, align 4
  %7675 = icmp slt i32 %7674, 41
  br i1 %7675, label %7676, label %7709

7676:                                             ; preds = %7673
  %7677 = load i32, ptr %604, align 4
  %7678 = sext i32 %7677 to i64
  %7679 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7678
  %7680 = load volatile i64, ptr %7679, align 8
  %7681 = trunc i64 %7680 to i32
  store i32 %7681, ptr %605, align 4
  %7682 = load i32, ptr %605, align 4
  %7683 = udiv i32 %7682, 13
  store i32 %7683, ptr %606, align 4
  %7684 = load i32, ptr %605, align 4
  %7685 = urem i32 %7684, 13
  store i32 %7685, ptr %607, align 4
  %7686 = load i32, ptr %606, align 4
  %7687 = zext i32 %7686 to i64
  call void @mix(i64 noundef %7687)
  %7688 = load i32, ptr %607, align 4
  %7689 = zext i32 %7688 to i64
  call void @mix(i64 noundef %7689)
  %7690 = load i32, ptr %606, align 4
  %7691 = load i32, ptr %605, align 4
  %7692 = call i32 @u32_var_div(i32 noundef %7691, i32 noundef 13)
  %7693 = icmp ne i32 %7690, %7692
  br i1 %7693, label %7699, label %7694

7694:                                             ; preds = %7676
  %7695 = load i32, ptr %607, align 4
  %7696 = load i32, ptr %605, align 4
  %7697 = call i32 @u32_var_rem(i32 noundef %7696, i32 noundef 13)
  %7698 = icmp ne i32 %7695, %7697
  br i1 %7698, label %7699, label %7705

7699:                                             ; preds = %7694, %7676
  %7700 = load i32, ptr @bad, align 4
  %7701 = add nsw i32 %7700, 1
  store i32 %7701, ptr @bad, align 4
  %7702 = load i32, ptr %605, align 4
  %7703 = zext i32 %7702 to i64
  %7704 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7703, i64 noundef 13)
  br label %7705

7705:                                             ; preds = %7699, %7694
  br label %7706

7706:                                             ; preds = %7705
  %7707 = load i32, ptr %604, align 4
  %7708 = add nsw i32 %7707, 1
  store i32 %7708, ptr %604, align 4
  br label %7673, !llvm.loop !157

7709:                                             ; preds = %7673
  br label %7710

7710:                                             ; preds = %7709
  br label %7711

7711:                                             ; preds = %7710
  store i32 0, ptr %608, align 4
  br label %7712

7712:                                             ; preds = %7745, %7711
  %7713 = load i32, ptr %608, align 4
  %7714 = icmp slt i32 %7713, 41
  br i1 %7714, label %7715, label %7748

7715:                                             ; preds = %7712
  %7716 = load i32, ptr %608, align 4
  %7717 = sext i32 %7716 to i64
  %7718 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7717
  %7719 = load volatile i64, ptr %7718, align 8
  %7720 = trunc i64 %7719 to i32
  store i32 %7720, ptr %609, align 4
  %7721 = load i32, ptr %609, align 4
  %7722 = udiv i32 %7721, 14
  store i32 %7722, ptr %610, align 4
  %7723 = load i32, ptr %609, align 4
  %7724 = urem i32 %7723, 14
  store i32 %7724, ptr %611, align 4
  %7725 = load i32, ptr %610, align 4
  %7726 = zext i32 %7725 to i64
  call void @mix(i64 noundef %7726)
  %7727 = load i32, ptr %611, align 4
  %7728 = zext i32 %7727 to i64
  call void @mix(i64 noundef %7728)
  %7729 = load i32, ptr %610, align 4
  %7730 = load i32, ptr %609, align 4
  %7731 = call i32 @u32_var_div(i32 noundef %7730, i32 noundef 14)
  %7732 = icmp ne i32 %7729, %7731
  br i1 %7732, label %7738, label %7733

7733:                                             ; preds = %7715
  %7734 = load i32, ptr %611, align 4
  %7735 = load i32, ptr %609, align 4
  %7736 = call i32 @u32_var_rem(i32 noundef %7735, i32 noundef 14)
  %7737 = icmp ne i32 %7734, %7736
  br i1 %7737, label %7738, label %7744

7738:                                             ; preds = %7733, %7715
  %7739 = load i32, ptr @bad, align 4
  %7740 = add nsw i32 %7739, 1
  store i32 %7740, ptr @bad, align 4
  %7741 = load i32, ptr %609, align 4
  %7742 = zext i32 %7741 to i64
  %7743 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7742, i64 noundef 14)
  br label %7744

7744:                                             ; preds = %7738, %7733
  br label %7745

7745:                                             ; preds = %7744
  %7746 = load i32, ptr %608, align 4
  %7747 = add nsw i32 %7746, 1
  store i32 %7747, ptr %608, align 4
  br label %7712, !llvm.loop !158

7748:                                             ; preds = %7712
  br label %7749

7749:                                             ; preds = %7748
  br label %7750

7750:                                             ; preds = %7749
  store i32 0, ptr %612, align 4
  br label %7751

7751:                                             ; preds = %7784, %7750
  %7752 = load i32, ptr %612, align 4
  %7753 = icmp slt i32 %7752, 41
  br i1 %7753, label %7754, label %7787

7754:                                             ; preds = %7751
  %7755 = load i32, ptr %612, align 4
  %7756 = sext i32 %7755 to i64
  %7757 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7756
  %7758 = load volatile i64, ptr %7757, align 8
  %7759 = trunc i64 %7758 to i32
  store i32 %7759, ptr %613, align 4
  %7760 = load i32, ptr %613, align 4
  %7761 = udiv i32 %7760, 15
  store i32 %7761, ptr %614, align 4
  %7762 = load i32, ptr %613, align 4
  %7763 = urem i32 %7762, 15
  store i32 %7763, ptr %615, align 4
  %7764 = load i32, ptr %614, align 4
  %7765 = zext i32 %7764 to i64
  call void @mix(i64 noundef %7765)
  %7766 = load i32, ptr %615, align 4
  %7767 = zext i32 %7766 to i64
  call void @mix(i64 noundef %7767)
  %7768 = load i32, ptr %614, align 4
  %7769 = load i32, ptr %613, align 4
  %7770 = call i32 @u32_var_div(i32 noundef %7769, i32 noundef 15)
  %7771 = icmp ne i32 %7768, %7770
  br i1 %7771, label %7777, label %7772

7772:                                             ; preds = %7754
  %7773 = load i32, ptr %615, align 4
  %7774 = load i32, ptr %613, align 4
  %7775 = call i32 @u32_var_rem(i32 noundef %7774, i32 noundef 15)
  %7776 = icmp ne i32 %7773, %7775
  br i1 %7776, label %7777, label %7783

7777:                                             ; preds = %7772, %7754
  %7778 = load i32, ptr @bad, align 4
  %7779 = add nsw i32 %7778, 1
  store i32 %7779, ptr @bad, align 4
  %7780 = load i32, ptr %613, align 4
  %7781 = zext i32 %7780 to i64
  %7782 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7781, i64 noundef 15)
  br label %7783

7783:                                             ; preds = %7777, %7772
  br label %7784

7784:                                             ; preds = %7783
  %7785 = load i32, ptr %612, align 4
  %7786 = add nsw i32 %7785, 1
  store i32 %7786, ptr %612, align 4
  br label %7751, !llvm.loop !159

7787:                                             ; preds = %7751
  br label %7788

7788:                                             ; preds = %7787
  br label %7789

7789:                                             ; preds = %7788
  store i32 0, ptr %616, align 4
  br label %7790

7790:                                             ; preds = %7823, %7789
  %7791 = load i32, ptr %616, align 4
  %7792 = icmp slt i32 %7791, 41
  br i1 %7792, label %7793, label %7826

7793:                                             ; preds = %7790
  %7794 = load i32, ptr %616, align 4
  %7795 = sext i32 %7794 to i64
  %7796 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7795
  %7797 = load volatile i64, ptr %7796, align 8
  %7798 = trunc i64 %7797 to i32
  store i32 %7798, ptr %617, align 4
  %7799 = load i32, ptr %617, align 4
  %7800 = udiv i32 %7799, 16
  store i32 %7800, ptr %618, align 4
  %7801 = load i32, ptr %617, align 4
  %7802 = urem i32 %7801, 16
  store i32 %7802, ptr %619, align 4
  %7803 = load i32, ptr %618, align 4
  %7804 = zext i32 %7803 to i64
  call void @mix(i64 noundef %7804)
  %7805 = load i32, ptr %619, align 4
  %7806 = zext i32 %7805 to i64
  call void @mix(i64 noundef %7806)
  %7807 = load i32, ptr %618, align 4
  %7808 = load i32, ptr %617, align 4
  %7809 = call i32 @u32_var_div(i32 noundef %7808, i32 noundef 16)
  %7810 = icmp ne i32 %7807, %7809
  br i1 %7810, label %7816, label %7811

7811:                                             ; preds = %7793
  %7812 = load i32, ptr %619, align 4
  %7813 = load i32, ptr %617, align 4
  %7814 = call i32 @u32_var_rem(i32 noundef %7813, i32 noundef 16)
  %7815 = icmp ne i32 %7812, %7814
  br i1 %7815, label %7816, label %7822

7816:                                             ; preds = %7811, %7793
  %7817 = load i32, ptr @bad, align 4
  %7818 = add nsw i32 %7817, 1
  store i32 %7818, ptr @bad, align 4
  %7819 = load i32, ptr %617, align 4
  %7820 = zext i32 %7819 to i64
  %7821 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7820, i64 noundef 16)
  br label %7822

7822:                                             ; preds = %7816, %7811
  br label %7823

7823:                                             ; preds = %7822
  %7824 = load i32, ptr %616, align 4
  %7825 = add nsw i32 %7824, 1
  store i32 %7825, ptr %616, align 4
  br label %7790, !llvm.loop !160

7826:                                             ; preds = %7790
  br label %7827

7827:                                             ; preds = %7826
  br label %7828

7828:                                             ; preds = %7827
  store i32 0, ptr %620, align 4
  br label %7829

7829:                                             ; preds = %7862, %7828
  %7830 = load i32, ptr %620, align 4
  %7831 = icmp slt i32 %7830, 41
  br i1 %7831, label %7832, label %7865

7832:                                             ; preds = %7829
  %7833 = load i32, ptr %620, align 4
  %7834 = sext i32 %7833 to i64
  %7835 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7834
  %7836 = load volatile i64, ptr %7835, align 8
  %7837 = trunc i64 %7836 to i32
  store i32 %7837, ptr %621, align 4
  %7838 = load i32, ptr %621, align 4
  %7839 = udiv i32 %7838, 17
  store i32 %7839, ptr %622, align 4
  %7840 = load i32, ptr %621, align 4
  %7841 = urem i32 %7840, 17
  store i32 %7841, ptr %623, align 4
  %7842 = load i32, ptr %622, align 4
  %7843 = zext i32 %7842 to i64
  call void @mix(i64 noundef %7843)
  %7844 = load i32, ptr %623, align 4
  %7845 = zext i32 %7844 to i64
  call void @mix(i64 noundef %7845)
  %7846 = load i32, ptr %622, align 4
  %7847 = load i32, ptr %621, align 4
  %7848 = call i32 @u32_var_div(i32 noundef %7847, i32 noundef 17)
  %7849 = icmp ne i32 %7846, %7848
  br i1 %7849, label %7855, label %7850

7850:                                             ; preds = %7832
  %7851 = load i32, ptr %623, align 4
  %7852 = load i32, ptr %621, align 4
  %7853 = call i32 @u32_var_rem(i32 noundef %7852, i32 noundef 17)
  %7854 = icmp ne i32 %7851, %7853
  br i1 %7854, label %7855, label %7861

7855:                                             ; preds = %7850, %7832
  %7856 = load i32, ptr @bad, align 4
  %7857 = add nsw i32 %7856, 1
  store i32 %7857, ptr @bad, align 4
  %7858 = load i32, ptr %621, align 4
  %7859 = zext i32 %7858 to i64
  %7860 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7859, i64 noundef 17)
  br label %7861

7861:                                             ; preds = %7855, %7850
  br label %7862

7862:                                             ; preds = %7861
  %7863 = load i32, ptr %620, align 4
  %7864 = add nsw i32 %7863, 1
  store i32 %7864, ptr %620, align 4
  br label %7829, !llvm.loop !161

7865:                                             ; preds = %7829
  br label %7866

7866:                                             ; preds = %7865
  br label %7867

7867:                                             ; preds = %7866
  store i32 0, ptr %624, align 4
  br label %7868

7868:                                             ; preds = %7901, %7867
  %7869 = load i32, ptr %624, align 4
  %7870 = icmp slt i32 %7869, 41
  br i1 %7870, label %7871, label %7904

7871:                                             ; preds = %7868
  %7872 = load i32, ptr %624, align 4
  %7873 = sext i32 %7872 to i64
  %7874 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7873
  %7875 = load volatile i64, ptr %7874, align 8
  %7876 = trunc i64 %7875 to i32
  store i32 %7876, ptr %625, align 4
  %7877 = load i32, ptr %625, align 4
  %7878 = udiv i32 %7877, 19
  store i32 %7878, ptr %626, align 4
  %7879 = load i32, ptr %625, align 4
  %7880 = urem i32 %7879, 19
  store i32 %7880, ptr %627, align 4
  %7881 = load i32, ptr %626, align 4
  %7882 = zext i32 %7881 to i64
  call void @mix(i64 noundef %7882)
  %7883 = load i32, ptr %627, align 4
  %7884 = zext i32 %7883 to i64
  call void @mix(i64 noundef %7884)
  %7885 = load i32, ptr %626, align 4
  %7886 = load i32, ptr %625, align 4
  %7887 = call i32 @u32_var_div(i32 noundef %7886, i32 noundef 19)
  %7888 = icmp ne i32 %7885, %7887
  br i1 %7888, label %7894, label %7889

7889:                                             ; preds = %7871
  %7890 = load i32, ptr %627, align 4
  %7891 = load i32, ptr %625, align 4
  %7892 = call i32 @u32_var_rem(i32 noundef %7891, i32 noundef 19)
  %7893 = icmp ne i32 %7890, %7892
  br i1 %7893, label %7894, label %7900

7894:                                             ; preds = %7889, %7871
  %7895 = load i32, ptr @bad, align 4
  %7896 = add nsw i32 %7895, 1
  store i32 %7896, ptr @bad, align 4
  %7897 = load i32, ptr %625, align 4
  %7898 = zext i32 %7897 to i64
  %7899 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7898, i64 noundef 19)
  br label %7900

7900:                                             ; preds = %7894, %7889
  br label %7901

7901:                                             ; preds = %7900
  %7902 = load i32, ptr %624, align 4
  %7903 = add nsw i32 %7902, 1
  store i32 %7903, ptr %624, align 4
  br label %7868, !llvm.loop !162

7904:                                             ; preds = %7868
  br label %7905

7905:                                             ; preds = %7904
  br label %7906

7906:                                             ; preds = %7905
  store i32 0, ptr %628, align 4
  br label %7907

7907:                                             ; preds = %7940, %7906
  %7908 = load i32, ptr %628, align 4
  %7909 = icmp slt i32 %7908, 41
  br i1 %7909, label %7910, label %7943

7910:                                             ; preds = %7907
  %7911 = load i32, ptr %628, align 4
  %7912 = sext i32 %7911 to i64
  %7913 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7912
  %7914 = load volatile i64, ptr %7913, align 8
  %7915 = trunc i64 %7914 to i32
  store i32 %7915, ptr %629, align 4
  %7916 = load i32, ptr %629, align 4
  %7917 = udiv i32 %7916, 25
  store i32 %7917, ptr %630, align 4
  %7918 = load i32, ptr %629, align 4
  %7919 = urem i32 %7918, 25
  store i32 %7919, ptr %631, align 4
  %7920 = load i32, ptr %630, align 4
  %7921 = zext i32 %7920 to i64
  call void @mix(i64 noundef %7921)
  %7922 = load i32, ptr %631, align 4
  %7923 = zext i32 %7922 to i64
  call void @mix(i64 noundef %7923)
  %7924 = load i32, ptr %630, align 4
  %7925 = load i32, ptr %629, align 4
  %7926 = call i32 @u32_var_div(i32 noundef %7925, i32 noundef 25)
  %7927 = icmp ne i32 %7924, %7926
  br i1 %7927, label %7933, label %7928

7928:                                             ; preds = %7910
  %7929 = load i32, ptr %631, align 4
  %7930 = load i32, ptr %629, align 4
  %7931 = call i32 @u32_var_rem(i32 noundef %7930, i32 noundef 25)
  %7932 = icmp ne i32 %7929, %7931
  br i1 %7932, label %7933, label %7939

7933:                                             ; preds = %7928, %7910
  %7934 = load i32, ptr @bad, align 4
  %7935 = add nsw i32 %7934, 1
  store i32 %7935, ptr @bad, align 4
  %7936 = load i32, ptr %629, align 4
  %7937 = zext i32 %7936 to i64
  %7938 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7937, i64 noundef 25)
  br label %7939

7939:                                             ; preds = %7933, %7928
  br label %7940

7940:                                             ; preds = %7939
  %7941 = load i32, ptr %628, align 4
  %7942 = add nsw i32 %7941, 1
  store i32 %7942, ptr %628, align 4
  br label %7907, !llvm.loop !163

7943:                                             ; preds = %7907
  br label %7944

7944:                                             ; preds = %7943
  br label %7945

7945:                                             ; preds = %7944
  store i32 0, ptr %632, align 4
  br label %7946

7946:                                             ; preds = %7979, %7945
  %7947 = load i32, ptr %632, align 4
  %7948 = icmp slt i32 %7947, 41
  br i1 %7948, label %7949, label %7982

7949:                                             ; preds = %7946
  %7950 = load i32, ptr %632, align 4
  %7951 = sext i32 %7950 to i64
  %7952 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7951
  %7953 = load volatile i64, ptr %7952, align 8
  %7954 = trunc i64 %7953 to i32
  store i32 %7954, ptr %633, align 4
  %7955 = load i32, ptr %633, align 4
  %7956 = udiv i32 %7955, 31
  store i32 %7956, ptr %634, align 4
  %7957 = load i32, ptr %633, align 4
  %7958 = urem i32 %7957, 31
  store i32 %7958, ptr %635, align 4
  %7959 = load i32, ptr %634, align 4
  %7960 = zext i32 %7959 to i64
  call void @mix(i64 noundef %7960)
  %7961 = load i32, ptr %635, align 4
  %7962 = zext i32 %7961 to i64
  call void @mix(i64 noundef %7962)
  %7963 = load i32, ptr %634, align 4
  %7964 = load i32, ptr %633, align 4
  %7965 = call i32 @u32_var_div(i32 noundef %7964, i32 noundef 31)
  %7966 = icmp ne i32 %7963, %7965
  br i1 %7966, label %7972, label %7967

7967:                                             ; preds = %7949
  %7968 = load i32, ptr %635, align 4
  %7969 = load i32, ptr %633, align 4
  %7970 = call i32 @u32_var_rem(i32 noundef %7969, i32 noundef 31)
  %7971 = icmp ne i32 %7968, %7970
  br i1 %7971, label %7972, label %7978

7972:                                             ; preds = %7967, %7949
  %7973 = load i32, ptr @bad, align 4
  %7974 = add nsw i32 %7973, 1
  store i32 %7974, ptr @bad, align 4
  %7975 = load i32, ptr %633, align 4
  %7976 = zext i32 %7975 to i64
  %7977 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %7976, i64 noundef 31)
  br label %7978

7978:                                             ; preds = %7972, %7967
  br label %7979

7979:                                             ; preds = %7978
  %7980 = load i32, ptr %632, align 4
  %7981 = add nsw i32 %7980, 1
  store i32 %7981, ptr %632, align 4
  br label %7946, !llvm.loop !164

7982:                                             ; preds = %7946
  br label %7983

7983:                                             ; preds = %7982
  br label %7984

7984:                                             ; preds = %7983
  store i32 0, ptr %636, align 4
  br label %7985

7985:                                             ; preds = %8018, %7984
  %7986 = load i32, ptr %636, align 4
  %7987 = icmp slt i32 %7986, 41
  br i1 %7987, label %7988, label %8021

7988:                                             ; preds = %7985
  %7989 = load i32, ptr %636, align 4
  %7990 = sext i32 %7989 to i64
  %7991 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %7990
  %7992 = load volatile i64, ptr %7991, align 8
  %7993 = trunc i64 %7992 to i32
  store i32 %7993, ptr %637, align 4
  %7994 = load i32, ptr %637, align 4
  %7995 = udiv i32 %7994, 32
  store i32 %7995, ptr %638, align 4
  %7996 = load i32, ptr %637, align 4
  %7997 = urem i32 %7996, 32
  store i32 %7997, ptr %639, align 4
  %7998 = load i32, ptr %638, align 4
  %7999 = zext i32 %7998 to i64
  call void @mix(i64 noundef %7999)
  %8000 = load i32, ptr %639, align 4
  %8001 = zext i32 %8000 to i64
  call void @mix(i64 noundef %8001)
  %8002 = load i32, ptr %638, align 4
  %8003 = load i32, ptr %637, align 4
  %8004 = call i32 @u32_var_div(i32 noundef %8003, i32 noundef 32)
  %8005 = icmp ne i32 %8002, %8004
  br i1 %8005, label %8011, label %8006

8006:                                             ; preds = %7988
  %8007 = load i32, ptr %639, align 4
  %8008 = load i32, ptr %637, align 4
  %8009 = call i32 @u32_var_rem(i32 noundef %8008, i32 noundef 32)
  %8010 = icmp ne i32 %8007, %8009
  br i1 %8010, label %8011, label %8017

8011:                                             ; preds = %8006, %7988
  %8012 = load i32, ptr @bad, align 4
  %8013 = add nsw i32 %8012, 1
  store i32 %8013, ptr @bad, align 4
  %8014 = load i32, ptr %637, align 4
  %8015 = zext i32 %8014 to i64
  %8016 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8015, i64 noundef 32)
  br label %8017

8017:                                             ; preds = %8011, %8006
  br label %8018

8018:                                             ; preds = %8017
  %8019 = load i32, ptr %636, align 4
  %8020 = add nsw i32 %8019, 1
  store i32 %8020, ptr %636, align 4
  br label %7985, !llvm.loop !165

8021:                                             ; preds = %7985
  br label %8022

8022:                                             ; preds = %8021
  br label %8023

8023:                                             ; preds = %8022
  store i32 0, ptr %640, align 4
  br label %8024

8024:                                             ; preds = %8057, %8023
  %8025 = load i32, ptr %640, align 4
  %8026 = icmp slt i32 %8025, 41
  br i1 %8026, label %8027, label %8060

8027:                                             ; preds = %8024
  %8028 = load i32, ptr %640, align 4
  %8029 = sext i32 %8028 to i64
  %8030 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8029
  %8031 = load volatile i64, ptr %8030, align 8
  %8032 = trunc i64 %8031 to i32
  store i32 %8032, ptr %641, align 4
  %8033 = load i32, ptr %641, align 4
  %8034 = udiv i32 %8033, 37
  store i32 %8034, ptr %642, align 4
  %8035 = load i32, ptr %641, align 4
  %8036 = urem i32 %8035, 37
  store i32 %8036, ptr %643, align 4
  %8037 = load i32, ptr %642, align 4
  %8038 = zext i32 %8037 to i64
  call void @mix(i64 noundef %8038)
  %8039 = load i32, ptr %643, align 4
  %8040 = zext i32 %8039 to i64
  call void @mix(i64 noundef %8040)
  %8041 = load i32, ptr %642, align 4
  %8042 = load i32, ptr %641, align 4
  %8043 = call i32 @u32_var_div(i32 noundef %8042, i32 noundef 37)
  %8044 = icmp ne i32 %8041, %8043
  br i1 %8044, label %8050, label %8045

8045:                                             ; preds = %8027
  %8046 = load i32, ptr %643, align 4
  %8047 = load i32, ptr %641, align 4
  %8048 = call i32 @u32_var_rem(i32 noundef %8047, i32 noundef 37)
  %8049 = icmp ne i32 %8046, %8048
  br i1 %8049, label %8050, label %8056

8050:                                             ; preds = %8045, %8027
  %8051 = load i32, ptr @bad, align 4
  %8052 = add nsw i32 %8051, 1
  store i32 %8052, ptr @bad, align 4
  %8053 = load i32, ptr %641, align 4
  %8054 = zext i32 %8053 to i64
  %8055 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8054, i64 noundef 37)
  br label %8056

8056:                                             ; preds = %8050, %8045
  br label %8057

8057:                                             ; preds = %8056
  %8058 = load i32, ptr %640, align 4
  %8059 = add nsw i32 %8058, 1
  store i32 %8059, ptr %640, align 4
  br label %8024, !llvm.loop !166

8060:                                             ; preds = %8024
  br label %8061

8061:                                             ; preds = %8060
  br label %8062

8062:                                             ; preds = %8061
  store i32 0, ptr %644, align 4
  br label %8063

8063:                                             ; preds = %8096, %8062
  %8064 = load i32, ptr %644, align 4
  %8065 = icmp slt i32 %8064, 41
  br i1 %8065, label %8066, label %8099

8066:                                             ; preds = %8063
  %8067 = load i32, ptr %644, align 4
  %8068 = sext i32 %8067 to i64
  %8069 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8068
  %8070 = load volatile i64, ptr %8069, align 8
  %8071 = trunc i64 %8070 to i32
  store i32 %8071, ptr %645, align 4
  %8072 = load i32, ptr %645, align 4
  %8073 = udiv i32 %8072, 41
  store i32 %8073, ptr %646, align 4
  %8074 = load i32, ptr %645, align 4
  %8075 = urem i32 %8074, 41
  store i32 %8075, ptr %647, align 4
  %8076 = load i32, ptr %646, align 4
  %8077 = zext i32 %8076 to i64
  call void @mix(i64 noundef %8077)
  %8078 = load i32, ptr %647, align 4
  %8079 = zext i32 %8078 to i64
  call void @mix(i64 noundef %8079)
  %8080 = load i32, ptr %646, align 4
  %8081 = load i32, ptr %645, align 4
  %8082 = call i32 @u32_var_div(i32 noundef %8081, i32 noundef 41)
  %8083 = icmp ne i32 %8080, %8082
  br i1 %8083, label %8089, label %8084

8084:                                             ; preds = %8066
  %8085 = load i32, ptr %647, align 4
  %8086 = load i32, ptr %645, align 4
  %8087 = call i32 @u32_var_rem(i32 noundef %8086, i32 noundef 41)
  %8088 = icmp ne i32 %8085, %8087
  br i1 %8088, label %8089, label %8095

8089:                                             ; preds = %8084, %8066
  %8090 = load i32, ptr @bad, align 4
  %8091 = add nsw i32 %8090, 1
  store i32 %8091, ptr @bad, align 4
  %8092 = load i32, ptr %645, align 4
  %8093 = zext i32 %8092 to i64
  %8094 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8093, i64 noundef 41)
  br label %8095

8095:                                             ; preds = %8089, %8084
  br label %8096

8096:                                             ; preds = %8095
  %8097 = load i32, ptr %644, align 4
  %8098 = add nsw i32 %8097, 1
  store i32 %8098, ptr %644, align 4
  br label %8063, !llvm.loop !167

8099:                                             ; preds = %8063
  br label %8100

8100:                                             ; preds = %8099
  br label %8101

8101:                                             ; preds = %8100
  store i32 0, ptr %648, align 4
  br label %8102

8102:                                             ; preds = %8135, %8101
  %8103 = load i32, ptr %648, align 4
  %8104 = icmp slt i32 %8103, 41
  br i1 %8104, label %8105, label %8138

8105:                                             ; preds = %8102
  %8106 = load i32, ptr %648, align 4
  %8107 = sext i32 %8106 to i64
  %8108 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8107
  %8109 = load volatile i64, ptr %8108, align 8
  %8110 = trunc i64 %8109 to i32
  store i32 %8110, ptr %649, align 4
  %8111 = load i32, ptr %649, align 4
  %8112 = udiv i32 %8111, 60
  store i32 %8112, ptr %650, align 4
  %8113 = load i32, ptr %649, align 4
  %8114 = urem i32 %8113, 60
  store i32 %8114, ptr %651, align 4
  %8115 = load i32, ptr %650, align 4
  %8116 = zext i32 %8115 to i64
  call void @mix(i64 noundef %8116)
  %8117 = load i32, ptr %651, align 4
  %8118 = zext i32 %8117 to i64
  call void @mix(i64 noundef %8118)
  %8119 = load i32, ptr %650, align 4
  %8120 = load i32, ptr %649, align 4
  %8121 = call i32 @u32_var_div(i32 noundef %8120, i32 noundef 60)
  %8122 = icmp ne i32 %8119, %8121
  br i1 %8122, label %8128, label %8123

8123:                                             ; preds = %8105
  %8124 = load i32, ptr %651, align 4
  %8125 = load i32, ptr %649, align 4
  %8126 = call i32 @u32_var_rem(i32 noundef %8125, i32 noundef 60)
  %8127 = icmp ne i32 %8124, %8126
  br i1 %8127, label %8128, label %8134

8128:                                             ; preds = %8123, %8105
  %8129 = load i32, ptr @bad, align 4
  %8130 = add nsw i32 %8129, 1
  store i32 %8130, ptr @bad, align 4
  %8131 = load i32, ptr %649, align 4
  %8132 = zext i32 %8131 to i64
  %8133 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8132, i64 noundef 60)
  br label %8134

8134:                                             ; preds = %8128, %8123
  br label %8135

8135:                                             ; preds = %8134
  %8136 = load i32, ptr %648, align 4
  %8137 = add nsw i32 %8136, 1
  store i32 %8137, ptr %648, align 4
  br label %8102, !llvm.loop !168

8138:                                             ; preds = %8102
  br label %8139

8139:                                             ; preds = %8138
  br label %8140

8140:                                             ; preds = %8139
  store i32 0, ptr %652, align 4
  br label %8141

8141:                                             ; preds = %8174, %8140
  %8142 = load i32, ptr %652, align 4
  %8143 = icmp slt i32 %8142, 41
  br i1 %8143, label %8144, label %8177

8144:                                             ; preds = %8141
  %8145 = load i32, ptr %652, align 4
  %8146 = sext i32 %8145 to i64
  %8147 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8146
  %8148 = load volatile i64, ptr %8147, align 8
  %8149 = trunc i64 %8148 to i32
  store i32 %8149, ptr %653, align 4
  %8150 = load i32, ptr %653, align 4
  %8151 = udiv i32 %8150, 63
  store i32 %8151, ptr %654, align 4
  %8152 = load i32, ptr %653, align 4
  %8153 = urem i32 %8152, 63
  store i32 %8153, ptr %655, align 4
  %8154 = load i32, ptr %654, align 4
  %8155 = zext i32 %8154 to i64
  call void @mix(i64 noundef %8155)
  %8156 = load i32, ptr %655, align 4
  %8157 = zext i32 %8156 to i64
  call void @mix(i64 noundef %8157)
  %8158 = load i32, ptr %654, align 4
  %8159 = load i32, ptr %653, align 4
  %8160 = call i32 @u32_var_div(i32 noundef %8159, i32 noundef 63)
  %8161 = icmp ne i32 %8158, %8160
  br i1 %8161, label %8167, label %8162

8162:                                             ; preds = %8144
  %8163 = load i32, ptr %655, align 4
  %8164 = load i32, ptr %653, align 4
  %8165 = call i32 @u32_var_rem(i32 noundef %8164, i32 noundef 63)
  %8166 = icmp ne i32 %8163, %8165
  br i1 %8166, label %8167, label %8173

8167:                                             ; preds = %8162, %8144
  %8168 = load i32, ptr @bad, align 4
  %8169 = add nsw i32 %8168, 1
  store i32 %8169, ptr @bad, align 4
  %8170 = load i32, ptr %653, align 4
  %8171 = zext i32 %8170 to i64
  %8172 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8171, i64 noundef 63)
  br label %8173

8173:                                             ; preds = %8167, %8162
  br label %8174

8174:                                             ; preds = %8173
  %8175 = load i32, ptr %652, align 4
  %8176 = add nsw i32 %8175, 1
  store i32 %8176, ptr %652, align 4
  br label %8141, !llvm.loop !169

8177:                                             ; preds = %8141
  br label %8178

8178:                                             ; preds = %8177
  br label %8179

8179:                                             ; preds = %8178
  store i32 0, ptr %656, align 4
  br label %8180

8180:                                             ; preds = %8213, %8179
  %8181 = load i32, ptr %656, align 4
  %8182 = icmp slt i32 %8181, 41
  br i1 %8182, label %8183, label %8216

8183:                                             ; preds = %8180
  %8184 = load i32, ptr %656, align 4
  %8185 = sext i32 %8184 to i64
  %8186 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8185
  %8187 = load volatile i64, ptr %8186, align 8
  %8188 = trunc i64 %8187 to i32
  store i32 %8188, ptr %657, align 4
  %8189 = load i32, ptr %657, align 4
  %8190 = udiv i32 %8189, 64
  store i32 %8190, ptr %658, align 4
  %8191 = load i32, ptr %657, align 4
  %8192 = urem i32 %8191, 64
  store i32 %8192, ptr %659, align 4
  %8193 = load i32, ptr %658, align 4
  %8194 = zext i32 %8193 to i64
  call void @mix(i64 noundef %8194)
  %8195 = load i32, ptr %659, align 4
  %8196 = zext i32 %8195 to i64
  call void @mix(i64 noundef %8196)
  %8197 = load i32, ptr %658, align 4
  %8198 = load i32, ptr %657, align 4
  %8199 = call i32 @u32_var_div(i32 noundef %8198, i32 noundef 64)
  %8200 = icmp ne i32 %8197, %8199
  br i1 %8200, label %8206, label %8201

8201:                                             ; preds = %8183
  %8202 = load i32, ptr %659, align 4
  %8203 = load i32, ptr %657, align 4
  %8204 = call i32 @u32_var_rem(i32 noundef %8203, i32 noundef 64)
  %8205 = icmp ne i32 %8202, %8204
  br i1 %8205, label %8206, label %8212

8206:                                             ; preds = %8201, %8183
  %8207 = load i32, ptr @bad, align 4
  %8208 = add nsw i32 %8207, 1
  store i32 %8208, ptr @bad, align 4
  %8209 = load i32, ptr %657, align 4
  %8210 = zext i32 %8209 to i64
  %8211 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8210, i64 noundef 64)
  br label %8212

8212:                                             ; preds = %8206, %8201
  br label %8213

8213:                                             ; preds = %8212
  %8214 = load i32, ptr %656, align 4
  %8215 = add nsw i32 %8214, 1
  store i32 %8215, ptr %656, align 4
  br label %8180, !llvm.loop !170

8216:                                             ; preds = %8180
  br label %8217

8217:                                             ; preds = %8216
  br label %8218

8218:                                             ; preds = %8217
  store i32 0, ptr %660, align 4
  br label %8219

8219:                                             ; preds = %8252, %8218
  %8220 = load i32, ptr %660, align 4
  %8221 = icmp slt i32 %8220, 41
  br i1 %8221, label %8222, label %8255

8222:                                             ; preds = %8219
  %8223 = load i32, ptr %660, align 4
  %8224 = sext i32 %8223 to i64
  %8225 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8224
  %8226 = load volatile i64, ptr %8225, align 8
  %8227 = trunc i64 %8226 to i32
  store i32 %8227, ptr %661, align 4
  %8228 = load i32, ptr %661, align 4
  %8229 = udiv i32 %8228, 100
  store i32 %8229, ptr %662, align 4
  %8230 = load i32, ptr %661, align 4
  %8231 = urem i32 %8230, 100
  store i32 %8231, ptr %663, align 4
  %8232 = load i32, ptr %662, align 4
  %8233 = zext i32 %8232 to i64
  call void @mix(i64 noundef %8233)
  %8234 = load i32, ptr %663, align 4
  %8235 = zext i32 %8234 to i64
  call void @mix(i64 noundef %8235)
  %8236 = load i32, ptr %662, align 4
  %8237 = load i32, ptr %661, align 4
  %8238 = call i32 @u32_var_div(i32 noundef %8237, i32 noundef 100)
  %8239 = icmp ne i32 %8236, %8238
  br i1 %8239, label %8245, label %8240

8240:                                             ; preds = %8222
  %8241 = load i32, ptr %663, align 4
  %8242 = load i32, ptr %661, align 4
  %8243 = call i32 @u32_var_rem(i32 noundef %8242, i32 noundef 100)
  %8244 = icmp ne i32 %8241, %8243
  br i1 %8244, label %8245, label %8251

8245:                                             ; preds = %8240, %8222
  %8246 = load i32, ptr @bad, align 4
  %8247 = add nsw i32 %8246, 1
  store i32 %8247, ptr @bad, align 4
  %8248 = load i32, ptr %661, align 4
  %8249 = zext i32 %8248 to i64
  %8250 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8249, i64 noundef 100)
  br label %8251

8251:                                             ; preds = %8245, %8240
  br label %8252

8252:                                             ; preds = %8251
  %8253 = load i32, ptr %660, align 4
  %8254 = add nsw i32 %8253, 1
  store i32 %8254, ptr %660, align 4
  br label %8219, !llvm.loop !171

8255:                                             ; preds = %8219
  br label %8256

8256:                                             ; preds = %8255
  br label %8257

8257:                                             ; preds = %8256
  store i32 0, ptr %664, align 4
  br label %8258

8258:                                             ; preds = %8291, %8257
  %8259 = load i32, ptr %664, align 4
  %8260 = icmp slt i32 %8259, 41
  br i1 %8260, label %8261, label %8294

8261:                                             ; preds = %8258
  %8262 = load i32, ptr %664, align 4
  %8263 = sext i32 %8262 to i64
  %8264 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8263
  %8265 = load volatile i64, ptr %8264, align 8
  %8266 = trunc i64 %8265 to i32
  store i32 %8266, ptr %665, align 4
  %8267 = load i32, ptr %665, align 4
  %8268 = udiv i32 %8267, 127
  store i32 %8268, ptr %666, align 4
  %8269 = load i32, ptr %665, align 4
  %8270 = urem i32 %8269, 127
  store i32 %8270, ptr %667, align 4
  %8271 = load i32, ptr %666, align 4
  %8272 = zext i32 %8271 to i64
  call void @mix(i64 noundef %8272)
  %8273 = load i32, ptr %667, align 4
  %8274 = zext i32 %8273 to i64
  call void @mix(i64 noundef %8274)
  %8275 = load i32, ptr %666, align 4
  %8276 = load i32, ptr %665, align 4
  %8277 = call i32 @u32_var_div(i32 noundef %8276, i32 noundef 127)
  %8278 = icmp ne i32 %8275, %8277
  br i1 %8278, label %8284, label %8279

8279:                                             ; preds = %8261
  %8280 = load i32, ptr %667, align 4
  %8281 = load i32, ptr %665, align 4
  %8282 = call i32 @u32_var_rem(i32 noundef %8281, i32 noundef 127)
  %8283 = icmp ne i32 %8280, %8282
  br i1 %8283, label %8284, label %8290

8284:                                             ; preds = %8279, %8261
  %8285 = load i32, ptr @bad, align 4
  %8286 = add nsw i32 %8285, 1
  store i32 %8286, ptr @bad, align 4
  %8287 = load i32, ptr %665, align 4
  %8288 = zext i32 %8287 to i64
  %8289 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8288, i64 noundef 127)
  br label %8290

8290:                                             ; preds = %8284, %8279
  br label %8291

8291:                                             ; preds = %8290
  %8292 = load i32, ptr %664, align 4
  %8293 = add nsw i32 %8292, 1
  store i32 %8293, ptr %664, align 4
  br label %8258, !llvm.loop !172

8294:                                             ; preds = %8258
  br label %8295

8295:                                             ; preds = %8294
  br label %8296

8296:                                             ; preds = %8295
  store i32 0, ptr %668, align 4
  br label %8297

8297:                                             ; preds = %8330, %8296
  %8298 = load i32, ptr %668, align 4
  %8299 = icmp slt i32 %8298, 41
  br i1 %8299, label %8300, label %8333

8300:                                             ; preds = %8297
  %8301 = load i32, ptr %668, align 4
  %8302 = sext i32 %8301 to i64
  %8303 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8302
  %8304 = load volatile i64, ptr %8303, align 8
  %8305 = trunc i64 %8304 to i32
  store i32 %8305, ptr %669, align 4
  %8306 = load i32, ptr %669, align 4
  %8307 = udiv i32 %8306, -1
  store i32 %8307, ptr %670, align 4
  %8308 = load i32, ptr %669, align 4
  %8309 = urem i32 %8308, -1
  store i32 %8309, ptr %671, align 4
  %8310 = load i32, ptr %670, align 4
  %8311 = zext i32 %8310 to i64
  call void @mix(i64 noundef %8311)
  %8312 = load i32, ptr %671, align 4
  %8313 = zext i32 %8312 to i64
  call void @mix(i64 noundef %8313)
  %8314 = load i32, ptr %670, align 4
  %8315 = load i32, ptr %669, align 4
  %8316 = call i32 @u32_var_div(i32 noundef %8315, i32 noundef -1)
  %8317 = icmp ne i32 %8314, %8316
  br i1 %8317, label %8323, label %8318

8318:                                             ; preds = %8300
  %8319 = load i32, ptr %671, align 4
  %8320 = load i32, ptr %669, align 4
  %8321 = call i32 @u32_var_rem(i32 noundef %8320, i32 noundef -1)
  %8322 = icmp ne i32 %8319, %8321
  br i1 %8322, label %8323, label %8329

8323:                                             ; preds = %8318, %8300
  %8324 = load i32, ptr @bad, align 4
  %8325 = add nsw i32 %8324, 1
  store i32 %8325, ptr @bad, align 4
  %8326 = load i32, ptr %669, align 4
  %8327 = zext i32 %8326 to i64
  %8328 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8327, i64 noundef 4294967295)
  br label %8329

8329:                                             ; preds = %8323, %8318
  br label %8330

8330:                                             ; preds = %8329
  %8331 = load i32, ptr %668, align 4
  %8332 = add nsw i32 %8331, 1
  store i32 %8332, ptr %668, align 4
  br label %8297, !llvm.loop !173

8333:                                             ; preds = %8297
  br label %8334

8334:                                             ; preds = %8333
  br label %8335

8335:                                             ; preds = %8334
  store i32 0, ptr %672, align 4
  br label %8336

8336:                                             ; preds = %8369, %8335
  %8337 = load i32, ptr %672, align 4
  %8338 = icmp slt i32 %8337, 41
  br i1 %8338, label %8339, label %8372

8339:                                             ; preds = %8336
  %8340 = load i32, ptr %672, align 4
  %8341 = sext i32 %8340 to i64
  %8342 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8341
  %8343 = load volatile i64, ptr %8342, align 8
  %8344 = trunc i64 %8343 to i32
  store i32 %8344, ptr %673, align 4
  %8345 = load i32, ptr %673, align 4
  %8346 = udiv i32 %8345, -2147483647
  store i32 %8346, ptr %674, align 4
  %8347 = load i32, ptr %673, align 4
  %8348 = urem i32 %8347, -2147483647
  store i32 %8348, ptr %675, align 4
  %8349 = load i32, ptr %674, align 4
  %8350 = zext i32 %8349 to i64
  call void @mix(i64 noundef %8350)
  %8351 = load i32, ptr %675, align 4
  %8352 = zext i32 %8351 to i64
  call void @mix(i64 noundef %8352)
  %8353 = load i32, ptr %674, align 4
  %8354 = load i32, ptr %673, align 4
  %8355 = call i32 @u32_var_div(i32 noundef %8354, i32 noundef -2147483647)
  %8356 = icmp ne i32 %8353, %8355
  br i1 %8356, label %8362, label %8357

8357:                                             ; preds = %8339
  %8358 = load i32, ptr %675, align 4
  %8359 = load i32, ptr %673, align 4
  %8360 = call i32 @u32_var_rem(i32 noundef %8359, i32 noundef -2147483647)
  %8361 = icmp ne i32 %8358, %8360
  br i1 %8361, label %8362, label %8368

8362:                                             ; preds = %8357, %8339
  %8363 = load i32, ptr @bad, align 4
  %8364 = add nsw i32 %8363, 1
  store i32 %8364, ptr @bad, align 4
  %8365 = load i32, ptr %673, align 4
  %8366 = zext i32 %8365 to i64
  %8367 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8366, i64 noundef 2147483649)
  br label %8368

8368:                                             ; preds = %8362, %8357
  br label %8369

8369:                                             ; preds = %8368
  %8370 = load i32, ptr %672, align 4
  %8371 = add nsw i32 %8370, 1
  store i32 %8371, ptr %672, align 4
  br label %8336, !llvm.loop !174

8372:                                             ; preds = %8336
  br label %8373

8373:                                             ; preds = %8372
  br label %8374

8374:                                             ; preds = %8373
  store i32 0, ptr %676, align 4
  br label %8375

8375:                                             ; preds = %8408, %8374
  %8376 = load i32, ptr %676, align 4
  %8377 = icmp slt i32 %8376, 41
  br i1 %8377, label %8378, label %8411

8378:                                             ; preds = %8375
  %8379 = load i32, ptr %676, align 4
  %8380 = sext i32 %8379 to i64
  %8381 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8380
  %8382 = load volatile i64, ptr %8381, align 8
  %8383 = trunc i64 %8382 to i32
  store i32 %8383, ptr %677, align 4
  %8384 = load i32, ptr %677, align 4
  %8385 = udiv i32 %8384, 1000000007
  store i32 %8385, ptr %678, align 4
  %8386 = load i32, ptr %677, align 4
  %8387 = urem i32 %8386, 1000000007
  store i32 %8387, ptr %679, align 4
  %8388 = load i32, ptr %678, align 4
  %8389 = zext i32 %8388 to i64
  call void @mix(i64 noundef %8389)
  %8390 = load i32, ptr %679, align 4
  %8391 = zext i32 %8390 to i64
  call void @mix(i64 noundef %8391)
  %8392 = load i32, ptr %678, align 4
  %8393 = load i32, ptr %677, align 4
  %8394 = call i32 @u32_var_div(i32 noundef %8393, i32 noundef 1000000007)
  %8395 = icmp ne i32 %8392, %8394
  br i1 %8395, label %8401, label %8396

8396:                                             ; preds = %8378
  %8397 = load i32, ptr %679, align 4
  %8398 = load i32, ptr %677, align 4
  %8399 = call i32 @u32_var_rem(i32 noundef %8398, i32 noundef 1000000007)
  %8400 = icmp ne i32 %8397, %8399
  br i1 %8400, label %8401, label %8407

8401:                                             ; preds = %8396, %8378
  %8402 = load i32, ptr @bad, align 4
  %8403 = add nsw i32 %8402, 1
  store i32 %8403, ptr @bad, align 4
  %8404 = load i32, ptr %677, align 4
  %8405 = zext i32 %8404 to i64
  %8406 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.5, i64 noundef %8405, i64 noundef 1000000007)
  br label %8407

8407:                                             ; preds = %8401, %8396
  br label %8408

8408:                                             ; preds = %8407
  %8409 = load i32, ptr %676, align 4
  %8410 = add nsw i32 %8409, 1
  store i32 %8410, ptr %676, align 4
  br label %8375, !llvm.loop !175

8411:                                             ; preds = %8375
  br label %8412

8412:                                             ; preds = %8411
  br label %10445

8413:                                             ; preds = %918
  br label %8414

8414:                                             ; preds = %8413
  store i32 0, ptr %680, align 4
  br label %8415

8415:                                             ; preds = %8444, %8414
  %8416 = load i32, ptr %680, align 4
  %8417 = icmp slt i32 %8416, 41
  br i1 %8417, label %8418, label %8447

8418:                                             ; preds = %8415
  %8419 = load i32, ptr %680, align 4
  %8420 = sext i32 %8419 to i64
  %8421 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8420
  %8422 = load volatile i64, ptr %8421, align 8
  store i64 %8422, ptr %681, align 8
  %8423 = load i64, ptr %681, align 8
  %8424 = sdiv i64 %8423, 1
  store i64 %8424, ptr %682, align 8
  %8425 = load i64, ptr %681, align 8
  %8426 = srem i64 %8425, 1
  store i64 %8426, ptr %683, align 8
  %8427 = load i64, ptr %682, align 8
  call void @mix(i64 noundef %8427)
  %8428 = load i64, ptr %683, align 8
  call void @mix(i64 noundef %8428)
  %8429 = load i64, ptr %682, align 8
  %8430 = load i64, ptr %681, align 8
  %8431 = call i64 @i64_var_div(i64 noundef %8430, i64 noundef 1)
  %8432 = icmp ne i64 %8429, %8431
  br i1 %8432, label %8438, label %8433

8433:                                             ; preds = %8418
  %8434 = load i64, ptr %683, align 8
  %8435 = load i64, ptr %681, align 8
  %8436 = call i64 @i64_var_rem(i64 noundef %8435, i64 noundef 1)
  %8437 = icmp ne i64 %8434, %8436
  br i1 %8437, label %8438, label %8443

8438:                                             ; preds = %8433, %8418
  %8439 = load i32, ptr @bad, align 4
  %8440 = add nsw i32 %8439, 1
  store i32 %8440, ptr @bad, align 4
  %8441 = load i64, ptr %681, align 8
  %8442 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8441, i64 noundef 1)
  br label %8443

8443:                                             ; preds = %8438, %8433
  br label %8444

8444:                                             ; preds = %8443
  %8445 = load i32, ptr %680, align 4
  %8446 = add nsw i32 %8445, 1
  store i32 %8446, ptr %680, align 4
  br label %8415, !llvm.loop !176

8447:                                             ; preds = %8415
  br label %8448

8448:                                             ; preds = %8447
  br label %8449

8449:                                             ; preds = %8448
  store i32 0, ptr %684, align 4
  br label %8450

8450:                                             ; preds = %8479, %8449
  %8451 = load i32, ptr %684, align 4
  %8452 = icmp slt i32 %8451, 41
  br i1 %8452, label %8453, label %8482

8453:                                             ; preds = %8450
  %8454 = load i32, ptr %684, align 4
  %8455 = sext i32 %8454 to i64
  %8456 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8455
  %8457 = load volatile i64, ptr %8456, align 8
  store i64 %8457, ptr %685, align 8
  %8458 = load i64, ptr %685, align 8
  %8459 = sdiv i64 %8458, 2
  store i64 %8459, ptr %686, align 8
  %8460 = load i64, ptr %685, align 8
  %8461 = srem i64 %8460, 2
  store i64 %8461, ptr %687, align 8
  %8462 = load i64, ptr %686, align 8
  call void @mix(i64 noundef %8462)
  %8463 = load i64, ptr %687, align 8
  call void @mix(i64 noundef %8463)
  %8464 = load i64, ptr %686, align 8
  %8465 = load i64, ptr %685, align 8
  %8466 = call i64 @i64_var_div(i64 noundef %8465, i64 noundef 2)
  %8467 = icmp ne i64 %8464, %8466
  br i1 %8467, label %8473, label %8468

8468:                                             ; preds = %8453
  %8469 = load i64, ptr %687, align 8
  %8470 = load i64, ptr %685, align 8
  %8471 = call i64 @i64_var_rem(i64 noundef %8470, i64 noundef 2)
  %8472 = icmp ne i64 %8469, %8471
  br i1 %8472, label %8473, label %8478

8473:                                             ; preds = %8468, %8453
  %8474 = load i32, ptr @bad, align 4
  %8475 = add nsw i32 %8474, 1
  store i32 %8475, ptr @bad, align 4
  %8476 = load i64, ptr %685, align 8
  %8477 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8476, i64 noundef 2)
  br label %8478

8478:                                             ; preds = %8473, %8468
  br label %8479

8479:                                             ; preds = %8478
  %8480 = load i32, ptr %684, align 4
  %8481 = add nsw i32 %8480, 1
  store i32 %8481, ptr %684, align 4
  br label %8450, !llvm.loop !177

8482:                                             ; preds = %8450
  br label %8483

8483:                                             ; preds = %8482
  br label %8484

8484:                                             ; preds = %8483
  store i32 0, ptr %688, align 4
  br label %8485

8485:                                             ; preds = %8514, %8484
  %8486 = load i32, ptr %688, align 4
  %8487 = icmp slt i32 %8486, 41
  br i1 %8487, label %8488, label %8517

8488:                                             ; preds = %8485
  %8489 = load i32, ptr %688, align 4
  %8490 = sext i32 %8489 to i64
  %8491 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8490
  %8492 = load volatile i64, ptr %8491, align 8
  store i64 %8492, ptr %689, align 8
  %8493 = load i64, ptr %689, align 8
  %8494 = sdiv i64 %8493, 3
  store i64 %8494, ptr %690, align 8
  %8495 = load i64, ptr %689, align 8
  %8496 = srem i64 %8495, 3
  store i64 %8496, ptr %691, align 8
  %8497 = load i64, ptr %690, align 8
  call void @mix(i64 noundef %8497)
  %8498 = load i64, ptr %691, align 8
  call void @mix(i64 noundef %8498)
  %8499 = load i64, ptr %690, align 8
  %8500 = load i64, ptr %689, align 8
  %8501 = call i64 @i64_var_div(i64 noundef %8500, i64 noundef 3)
  %8502 = icmp ne i64 %8499, %8501
  br i1 %8502, label %8508, label %8503

8503:                                             ; preds = %8488
  %8504 = load i64, ptr %691, align 8
  %8505 = load i64, ptr %689, align 8
  %8506 = call i64 @i64_var_rem(i64 noundef %8505, i64 noundef 3)
  %8507 = icmp ne i64 %8504, %8506
  br i1 %8507, label %8508, label %8513

8508:                                             ; preds = %8503, %8488
  %8509 = load i32, ptr @bad, align 4
  %8510 = add nsw i32 %8509, 1
  store i32 %8510, ptr @bad, align 4
  %8511 = load i64, ptr %689, align 8
  %8512 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8511, i64 noundef 3)
  br label %8513

8513:                                             ; preds = %8508, %8503
  br label %8514

8514:                                             ; preds = %8513
  %8515 = load i32, ptr %688, align 4
  %8516 = add nsw i32 %8515, 1
  store i32 %8516, ptr %688, align 4
  br label %8485, !llvm.loop !178

8517:                                             ; preds = %8485
  br label %8518

8518:                                             ; preds = %8517
  br label %8519

8519:                                             ; preds = %8518
  store i32 0, ptr %692, align 4
  br label %8520

8520:                                             ; preds = %8549, %8519
  %8521 = load i32, ptr %692, align 4
  %8522 = icmp slt i32 %8521, 41
  br i1 %8522, label %8523, label %8552

8523:                                             ; preds = %8520
  %8524 = load i32, ptr %692, align 4
  %8525 = sext i32 %8524 to i64
  %8526 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8525
  %8527 = load volatile i64, ptr %8526, align 8
  store i64 %8527, ptr %693, align 8
  %8528 = load i64, ptr %693, align 8
  %8529 = sdiv i64 %8528, 5
  store i64 %8529, ptr %694, align 8
  %8530 = load i64, ptr %693, align 8
  %8531 = srem i64 %8530, 5
  store i64 %8531, ptr %695, align 8
  %8532 = load i64, ptr %694, align 8
  call void @mix(i64 noundef %8532)
  %8533 = load i64, ptr %695, align 8
  call void @mix(i64 noundef %8533)
  %8534 = load i64, ptr %694, align 8
  %8535 = load i64, ptr %693, align 8
  %8536 = call i64 @i64_var_div(i64 noundef %8535, i64 noundef 5)
  %8537 = icmp ne i64 %8534, %8536
  br i1 %8537, label %8543, label %8538

8538:                                             ; preds = %8523
  %8539 = load i64, ptr %695, align 8
  %8540 = load i64, ptr %693, align 8
  %8541 = call i64 @i64_var_rem(i64 noundef %8540, i64 noundef 5)
  %8542 = icmp ne i64 %8539, %8541
  br i1 %8542, label %8543, label %8548

8543:                                             ; preds = %8538, %8523
  %8544 = load i32, ptr @bad, align 4
  %8545 = add nsw i32 %8544, 1
  store i32 %8545, ptr @bad, align 4
  %8546 = load i64, ptr %693, align 8
  %8547 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8546, i64 noundef 5)
  br label %8548

8548:                                             ; preds = %8543, %8538
  br label %8549

8549:                                             ; preds = %8548
  %8550 = load i32, ptr %692, align 4
  %8551 = add nsw i32 %8550, 1
  store i32 %8551, ptr %692, align 4
  br label %8520, !llvm.loop !179

8552:                                             ; preds = %8520
  br label %8553

8553:                                             ; preds = %8552
  br label %8554

8554:                                             ; preds = %8553
  store i32 0, ptr %696, align 4
  br label %8555

8555:                                             ; preds = %8584, %8554
  %8556 = load i32, ptr %696, align 4
  %8557 = icmp slt i32 %8556, 41
  br i1 %8557, label %8558, label %8587

8558:                                             ; preds = %8555
  %8559 = load i32, ptr %696, align 4
  %8560 = sext i32 %8559 to i64
  %8561 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8560
  %8562 = load volatile i64, ptr %8561, align 8
  store i64 %8562, ptr %697, align 8
  %8563 = load i64, ptr %697, align 8
  %8564 = sdiv i64 %8563, 6
  store i64 %8564, ptr %698, align 8
  %8565 = load i64, ptr %697, align 8
  %8566 = srem i64 %8565, 6
  store i64 %8566, ptr %699, align 8
  %8567 = load i64, ptr %698, align 8
  call void @mix(i64 noundef %8567)
  %8568 = load i64, ptr %699, align 8
  call void @mix(i64 noundef %8568)
  %8569 = load i64, ptr %698, align 8
  %8570 = load i64, ptr %697, align 8
  %8571 = call i64 @i64_var_div(i64 noundef %8570, i64 noundef 6)
  %8572 = icmp ne i64 %8569, %8571
  br i1 %8572, label %8578, label %8573

8573:                                             ; preds = %8558
  %8574 = load i64, ptr %699, align 8
  %8575 = load i64, ptr %697, align 8
  %8576 = call i64 @i64_var_rem(i64 noundef %8575, i64 noundef 6)
  %8577 = icmp ne i64 %8574, %8576
  br i1 %8577, label %8578, label %8583

8578:                                             ; preds = %8573, %8558
  %8579 = load i32, ptr @bad, align 4
  %8580 = add nsw i32 %8579, 1
  store i32 %8580, ptr @bad, align 4
  %8581 = load i64, ptr %697, align 8
  %8582 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8581, i64 noundef 6)
  br label %8583

8583:                                             ; preds = %8578, %8573
  br label %8584

8584:                                             ; preds = %8583
  %8585 = load i32, ptr %696, align 4
  %8586 = add nsw i32 %8585, 1
  store i32 %8586, ptr %696, align 4
  br label %8555, !llvm.loop !180

8587:                                             ; preds = %8555
  br label %8588

8588:                                             ; preds = %8587
  br label %8589

8589:                                             ; preds = %8588
  store i32 0, ptr %700, align 4
  br label %8590

8590:                                             ; preds = %8619, %8589
  %8591 = load i32, ptr %700, align 4
  %8592 = icmp slt i32 %8591, 41
  br i1 %8592, label %8593, label %8622

8593:                                             ; preds = %8590
  %8594 = load i32, ptr %700, align 4
  %8595 = sext i32 %8594 to i64
  %8596 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8595
  %8597 = load volatile i64, ptr %8596, align 8
  store i64 %8597, ptr %701, align 8
  %8598 = load i64, ptr %701, align 8
  %8599 = sdiv i64 %8598, 7
  store i64 %8599, ptr %702, align 8
  %8600 = load i64, ptr %701, align 8
  %8601 = srem i64 %8600, 7
  store i64 %8601, ptr %703, align 8
  %8602 = load i64, ptr %702, align 8
  call void @mix(i64 noundef %8602)
  %8603 = load i64, ptr %703, align 8
  call void @mix(i64 noundef %8603)
  %8604 = load i64, ptr %702, align 8
  %8605 = load i64, ptr %701, align 8
  %8606 = call i64 @i64_var_div(i64 noundef %8605, i64 noundef 7)
  %8607 = icmp ne i64 %8604, %8606
  br i1 %8607, label %8613, label %8608

8608:                                             ; preds = %8593
  %8609 = load i64, ptr %703, align 8
  %8610 = load i64, ptr %701, align 8
  %8611 = call i64 @i64_var_rem(i64 noundef %8610, i64 noundef 7)
  %8612 = icmp ne i64 %8609, %8611
  br i1 %8612, label %8613, label %8618

8613:                                             ; preds = %8608, %8593
  %8614 = load i32, ptr @bad, align 4
  %8615 = add nsw i32 %8614, 1
  store i32 %8615, ptr @bad, align 4
  %8616 = load i64, ptr %701, align 8
  %8617 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8616, i64 noundef 7)
  br label %8618

8618:                                             ; preds = %8613, %8608
  br label %8619

8619:                                             ; preds = %8618
  %8620 = load i32, ptr %700, align 4
  %8621 = add nsw i32 %8620, 1
  store i32 %8621, ptr %700, align 4
  br label %8590, !llvm.loop !181

8622:                                             ; preds = %8590
  br label %8623

8623:                                             ; preds = %8622
  br label %8624

8624:                                             ; preds = %8623
  store i32 0, ptr %704, align 4
  br label %8625

8625:                                             ; preds = %8654, %8624
  %8626 = load i32, ptr %704, align 4
  %8627 = icmp slt i32 %8626, 41
  br i1 %8627, label %8628, label %8657

8628:                                             ; preds = %8625
  %8629 = load i32, ptr %704, align 4
  %8630 = sext i32 %8629 to i64
  %8631 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8630
  %8632 = load volatile i64, ptr %8631, align 8
  store i64 %8632, ptr %705, align 8
  %8633 = load i64, ptr %705, align 8
  %8634 = sdiv i64 %8633, 9
  store i64 %8634, ptr %706, align 8
  %8635 = load i64, ptr %705, align 8
  %8636 = srem i64 %8635, 9
  store i64 %8636, ptr %707, align 8
  %8637 = load i64, ptr %706, align 8
  call void @mix(i64 noundef %8637)
  %8638 = load i64, ptr %707, align 8
  call void @mix(i64 noundef %8638)
  %8639 = load i64, ptr %706, align 8
  %8640 = load i64, ptr %705, align 8
  %8641 = call i64 @i64_var_div(i64 noundef %8640, i64 noundef 9)
  %8642 = icmp ne i64 %8639, %8641
  br i1 %8642, label %8648, label %8643

8643:                                             ; preds = %8628
  %8644 = load i64, ptr %707, align 8
  %8645 = load i64, ptr %705, align 8
  %8646 = call i64 @i64_var_rem(i64 noundef %8645, i64 noundef 9)
  %8647 = icmp ne i64 %8644, %8646
  br i1 %8647, label %8648, label %8653

8648:                                             ; preds = %8643, %8628
  %8649 = load i32, ptr @bad, align 4
  %8650 = add nsw i32 %8649, 1
  store i32 %8650, ptr @bad, align 4
  %8651 = load i64, ptr %705, align 8
  %8652 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8651, i64 noundef 9)
  br label %8653

8653:                                             ; preds = %8648, %8643
  br label %8654

8654:                                             ; preds = %8653
  %8655 = load i32, ptr %704, align 4
  %8656 = add nsw i32 %8655, 1
  store i32 %8656, ptr %704, align 4
  br label %8625, !llvm.loop !182

8657:                                             ; preds = %8625
  br label %8658

8658:                                             ; preds = %8657
  br label %8659

8659:                                             ; preds = %8658
  store i32 0, ptr %708, align 4
  br label %8660

8660:                                             ; preds = %8689, %8659
  %8661 = load i32, ptr %708, align 4
  %8662 = icmp slt i32 %8661, 41
  br i1 %8662, label %8663, label %8692

8663:                                             ; preds = %8660
  %8664 = load i32, ptr %708, align 4
  %8665 = sext i32 %8664 to i64
  %8666 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8665
  %8667 = load volatile i64, ptr %8666, align 8
  store i64 %8667, ptr %709, align 8
  %8668 = load i64, ptr %709, align 8
  %8669 = sdiv i64 %8668, 10
  store i64 %8669, ptr %710, align 8
  %8670 = load i64, ptr %709, align 8
  %8671 = srem i64 %8670, 10
  store i64 %8671, ptr %711, align 8
  %8672 = load i64, ptr %710, align 8
  call void @mix(i64 noundef %8672)
  %8673 = load i64, ptr %711, align 8
  call void @mix(i64 noundef %8673)
  %8674 = load i64, ptr %710, align 8
  %8675 = load i64, ptr %709, align 8
  %8676 = call i64 @i64_var_div(i64 noundef %8675, i64 noundef 10)
  %8677 = icmp ne i64 %8674, %8676
  br i1 %8677, label %8683, label %8678

8678:                                             ; preds = %8663
  %8679 = load i64, ptr %711, align 8
  %8680 = load i64, ptr %709, align 8
  %8681 = call i64 @i64_var_rem(i64 noundef %8680, i64 noundef 10)
  %8682 = icmp ne i64 %8679, %8681
  br i1 %8682, label %8683, label %8688

8683:                                             ; preds = %8678, %8663
  %8684 = load i32, ptr @bad, align 4
  %8685 = add nsw i32 %8684, 1
  store i32 %8685, ptr @bad, align 4
  %8686 = load i64, ptr %709, align 8
  %8687 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8686, i64 noundef 10)
  br label %8688

8688:                                             ; preds = %8683, %8678
  br label %8689

8689:                                             ; preds = %8688
  %8690 = load i32, ptr %708, align 4
  %8691 = add nsw i32 %8690, 1
  store i32 %8691, ptr %708, align 4
  br label %8660, !llvm.loop !183

8692:                                             ; preds = %8660
  br label %8693

8693:                                             ; preds = %8692
  br label %8694

8694:                                             ; preds = %8693
  store i32 0, ptr %712, align 4
  br label %8695

8695:                                             ; preds = %8724, %8694
  %8696 = load i32, ptr %712, align 4
  %8697 = icmp slt i32 %8696, 41
  br i1 %8697, label %8698, label %8727

8698:                                             ; preds = %8695
  %8699 = load i32, ptr %712, align 4
  %8700 = sext i32 %8699 to i64
  %8701 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8700
  %8702 = load volatile i64, ptr %8701, align 8
  store i64 %8702, ptr %713, align 8
  %8703 = load i64, ptr %713, align 8
  %8704 = sdiv i64 %8703, 11
  store i64 %8704, ptr %714, align 8
  %8705 = load i64, ptr %713, align 8
  %8706 = srem i64 %8705, 11
  store i64 %8706, ptr %715, align 8
  %8707 = load i64, ptr %714, align 8
  call void @mix(i64 noundef %8707)
  %8708 = load i64, ptr %715, align 8
  call void @mix(i64 noundef %8708)
  %8709 = load i64, ptr %714, align 8
  %8710 = load i64, ptr %713, align 8
  %8711 = call i64 @i64_var_div(i64 noundef %8710, i64 noundef 11)
  %8712 = icmp ne i64 %8709, %8711
  br i1 %8712, label %8718, label %8713

8713:                                             ; preds = %8698
  %8714 = load i64, ptr %715, align 8
  %8715 = load i64, ptr %713, align 8
  %8716 = call i64 @i64_var_rem(i64 noundef %8715, i64 noundef 11)
  %8717 = icmp ne i64 %8714, %8716
  br i1 %8717, label %8718, label %8723

8718:                                             ; preds = %8713, %8698
  %8719 = load i32, ptr @bad, align 4
  %8720 = add nsw i32 %8719, 1
  store i32 %8720, ptr @bad, align 4
  %8721 = load i64, ptr %713, align 8
  %8722 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8721, i64 noundef 11)
  br label %8723

8723:                                             ; preds = %8718, %8713
  br label %8724

8724:                                             ; preds = %8723
  %8725 = load i32, ptr %712, align 4
  %8726 = add nsw i32 %8725, 1
  store i32 %8726, ptr %712, align 4
  br label %8695, !llvm.loop !184

8727:                                             ; preds = %8695
  br label %8728

8728:                                             ; preds = %8727
  br label %8729

8729:                                             ; preds = %8728
  store i32 0, ptr %716, align 4
  br label %8730

8730:                                             ; preds = %8759, %8729
  %8731 = load i32, ptr %716, align 4
  %8732 = icmp slt i32 %8731, 41
  br i1 %8732, label %8733, label %8762

8733:                                             ; preds = %8730
  %8734 = load i32, ptr %716, align 4
  %8735 = sext i32 %8734 to i64
  %8736 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8735
  %8737 = load volatile i64, ptr %8736, align 8
  store i64 %8737, ptr %717, align 8
  %8738 = load i64, ptr %717, align 8
  %8739 = sdiv i64 %8738, 12
  store i64 %8739, ptr %718, align 8
  %8740 = load i64, ptr %717, align 8
  %8741 = srem i64 %8740, 12
  store i64 %8741, ptr %719, align 8
  %8742 = load i64, ptr %718, align 8
  call void @mix(i64 noundef %8742)
  %8743 = load i64, ptr %719, align 8
  call void @mix(i64 noundef %8743)
  %8744 = load i64, ptr %718, align 8
  %8745 = load i64, ptr %717, align 8
  %8746 = call i64 @i64_var_div(i64 noundef %8745, i64 noundef 12)
  %8747 = icmp ne i64 %8744, %8746
  br i1 %8747, label %8753, label %8748

8748:                                             ; preds = %8733
  %8749 = load i64, ptr %719, align 8
  %8750 = load i64, ptr %717, align 8
  %8751 = call i64 @i64_var_rem(i64 noundef %8750, i64 noundef 12)
  %8752 = icmp ne i64 %8749, %8751
  br i1 %8752, label %8753, label %8758

8753:                                             ; preds = %8748, %8733
  %8754 = load i32, ptr @bad, align 4
  %8755 = add nsw i32 %8754, 1
  store i32 %8755, ptr @bad, align 4
  %8756 = load i64, ptr %717, align 8
  %8757 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8756, i64 noundef 12)
  br label %8758

8758:                                             ; preds = %8753, %8748
  br label %8759

8759:                                             ; preds = %8758
  %8760 = load i32, ptr %716, align 4
  %8761 = add nsw i32 %8760, 1
  store i32 %8761, ptr %716, align 4
  br label %8730, !llvm.loop !185

8762:                                             ; preds = %8730
  br label %8763

8763:                                             ; preds = %8762
  br label %8764

8764:                                             ; preds = %8763
  store i32 0, ptr %720, align 4
  br label %8765

8765:                                             ; preds = %8794, %8764
  %8766 = load i32, ptr %720, align 4
  %8767 = icmp slt i32 %8766, 41
  br i1 %8767, label %8768, label %8797

8768:                                             ; preds = %8765
  %8769 = load i32, ptr %720, align 4
  %8770 = sext i32 %8769 to i64
  %8771 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8770
  %8772 = load volatile i64, ptr %8771, align 8
  store i64 %8772, ptr %721, align 8
  %8773 = load i64, ptr %721, align 8
  %8774 = sdiv i64 %8773, 13
  store i64 %8774, ptr %722, align 8
  %8775 = load i64, ptr %721, align 8
  %8776 = srem i64 %8775, 13
  store i64 %8776, ptr %723, align 8
  %8777 = load i64, ptr %722, align 8
  call void @mix(i64 noundef %8777)
  %8778 = load i64, ptr %723, align 8
  call void @mix(i64 noundef %8778)
  %8779 = load i64, ptr %722, align 8
  %8780 = load i64, ptr %721, align 8
  %8781 = call i64 @i64_var_div(i64 noundef %8780, i64 noundef 13)
  %8782 = icmp ne i64 %8779, %8781
  br i1 %8782, label %8788, label %8783

8783:                                             ; preds = %8768
  %8784 = load i64, ptr %723, align 8
  %8785 = load i64, ptr %721, align 8
  %8786 = call i64 @i64_var_rem(i64 noundef %8785, i64 noundef 13)
  %8787 = icmp ne i64 %8784, %8786
  br i1 %8787, label %8788, label %8793

8788:                                             ; preds = %8783, %8768
  %8789 = load i32, ptr @bad, align 4
  %8790 = add nsw i32 %8789, 1
  store i32 %8790, ptr @bad, align 4
  %8791 = load i64, ptr %721, align 8
  %8792 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8791, i64 noundef 13)
  br label %8793

8793:                                             ; preds = %8788, %8783
  br label %8794

8794:                                             ; preds = %8793
  %8795 = load i32, ptr %720, align 4
  %8796 = add nsw i32 %8795, 1
  store i32 %8796, ptr %720, align 4
  br label %8765, !llvm.loop !186

8797:                                             ; preds = %8765
  br label %8798

8798:                                             ; preds = %8797
  br label %8799

8799:                                             ; preds = %8798
  store i32 0, ptr %724, align 4
  br label %8800

8800:                                             ; preds = %8829, %8799
  %8801 = load i32, ptr %724, align 4
  %8802 = icmp slt i32 %8801, 41
  br i1 %8802, label %8803, label %8832

8803:                                             ; preds = %8800
  %8804 = load i32, ptr %724, align 4
  %8805 = sext i32 %8804 to i64
  %8806 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8805
  %8807 = load volatile i64, ptr %8806, align 8
  store i64 %8807, ptr %725, align 8
  %8808 = load i64, ptr %725, align 8
  %8809 = sdiv i64 %8808, 14
  store i64 %8809, ptr %726, align 8
  %8810 = load i64, ptr %725, align 8
  %8811 = srem i64 %8810, 14
  store i64 %8811, ptr %727, align 8
  %8812 = load i64, ptr %726, align 8
  call void @mix(i64 noundef %8812)
  %8813 = load i64, ptr %727, align 8
  call void @mix(i64 noundef %8813)
  %8814 = load i64, ptr %726, align 8
  %8815 = load i64, ptr %725, align 8
  %8816 = call i64 @i64_var_div(i64 noundef %8815, i64 noundef 14)
  %8817 = icmp ne i64 %8814, %8816
  br i1 %8817, label %8823, label %8818

8818:                                             ; preds = %8803
  %8819 = load i64, ptr %727, align 8
  %8820 = load i64, ptr %725, align 8
  %8821 = call i64 @i64_var_rem(i64 noundef %8820, i64 noundef 14)
  %8822 = icmp ne i64 %8819, %8821
  br i1 %8822, label %8823, label %8828

8823:                                             ; preds = %8818, %8803
  %8824 = load i32, ptr @bad, align 4
  %8825 = add nsw i32 %8824, 1
  store i32 %8825, ptr @bad, align 4
  %8826 = load i64, ptr %725, align 8
  %8827 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8826, i64 noundef 14)
  br label %8828

8828:                                             ; preds = %8823, %8818
  br label %8829

8829:                                             ; preds = %8828
  %8830 = load i32, ptr %724, align 4
  %8831 = add nsw i32 %8830, 1
  store i32 %8831, ptr %724, align 4
  br label %8800, !llvm.loop !187

8832:                                             ; preds = %8800
  br label %8833

8833:                                             ; preds = %8832
  br label %8834

8834:                                             ; preds = %8833
  store i32 0, ptr %728, align 4
  br label %8835

8835:                                             ; preds = %8864, %8834
  %8836 = load i32, ptr %728, align 4
  %8837 = icmp slt i32 %8836, 41
  br i1 %8837, label %8838, label %8867

8838:                                             ; preds = %8835
  %8839 = load i32, ptr %728, align 4
  %8840 = sext i32 %8839 to i64
  %8841 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8840
  %8842 = load volatile i64, ptr %8841, align 8
  store i64 %8842, ptr %729, align 8
  %8843 = load i64, ptr %729, align 8
  %8844 = sdiv i64 %8843, 15
  store i64 %8844, ptr %730, align 8
  %8845 = load i64, ptr %729, align 8
  %8846 = srem i64 %8845, 15
  store i64 %8846, ptr %731, align 8
  %8847 = load i64, ptr %730, align 8
  call void @mix(i64 noundef %8847)
  %8848 = load i64, ptr %731, align 8
  call void @mix(i64 noundef %8848)
  %8849 = load i64, ptr %730, align 8
  %8850 = load i64, ptr %729, align 8
  %8851 = call i64 @i64_var_div(i64 noundef %8850, i64 noundef 15)
  %8852 = icmp ne i64 %8849, %8851
  br i1 %8852, label %8858, label %8853

8853:                                             ; preds = %8838
  %8854 = load i64, ptr %731, align 8
  %8855 = load i64, ptr %729, align 8
  %8856 = call i64 @i64_var_rem(i64 noundef %8855, i64 noundef 15)
  %8857 = icmp ne i64 %8854, %8856
  br i1 %8857, label %8858, label %8863

8858:                                             ; preds = %8853, %8838
  %8859 = load i32, ptr @bad, align 4
  %8860 = add nsw i32 %8859, 1
  store i32 %8860, ptr @bad, align 4
  %8861 = load i64, ptr %729, align 8
  %8862 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8861, i64 noundef 15)
  br label %8863

8863:                                             ; preds = %8858, %8853
  br label %8864

8864:                                             ; preds = %8863
  %8865 = load i32, ptr %728, align 4
  %8866 = add nsw i32 %8865, 1
  store i32 %8866, ptr %728, align 4
  br label %8835, !llvm.loop !188

8867:                                             ; preds = %8835
  br label %8868

8868:                                             ; preds = %8867
  br label %8869

8869:                                             ; preds = %8868
  store i32 0, ptr %732, align 4
  br label %8870

8870:                                             ; preds = %8899, %8869
  %8871 = load i32, ptr %732, align 4
  %8872 = icmp slt i32 %8871, 41
  br i1 %8872, label %8873, label %8902

8873:                                             ; preds = %8870
  %8874 = load i32, ptr %732, align 4
  %8875 = sext i32 %8874 to i64
  %8876 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8875
  %8877 = load volatile i64, ptr %8876, align 8
  store i64 %8877, ptr %733, align 8
  %8878 = load i64, ptr %733, align 8
  %8879 = sdiv i64 %8878, 16
  store i64 %8879, ptr %734, align 8
  %8880 = load i64, ptr %733, align 8
  %8881 = srem i64 %8880, 16
  store i64 %8881, ptr %735, align 8
  %8882 = load i64, ptr %734, align 8
  call void @mix(i64 noundef %8882)
  %8883 = load i64, ptr %735, align 8
  call void @mix(i64 noundef %8883)
  %8884 = load i64, ptr %734, align 8
  %8885 = load i64, ptr %733, align 8
  %8886 = call i64 @i64_var_div(i64 noundef %8885, i64 noundef 16)
  %8887 = icmp ne i64 %8884, %8886
  br i1 %8887, label %8893, label %8888

8888:                                             ; preds = %8873
  %8889 = load i64, ptr %735, align 8
  %8890 = load i64, ptr %733, align 8
  %8891 = call i64 @i64_var_rem(i64 noundef %8890, i64 noundef 16)
  %8892 = icmp ne i64 %8889, %8891
  br i1 %8892, label %8893, label %8898

8893:                                             ; preds = %8888, %8873
  %8894 = load i32, ptr @bad, align 4
  %8895 = add nsw i32 %8894, 1
  store i32 %8895, ptr @bad, align 4
  %8896 = load i64, ptr %733, align 8
  %8897 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8896, i64 noundef 16)
  br label %8898

8898:                                             ; preds = %8893, %8888
  br label %8899

8899:                                             ; preds = %8898
  %8900 = load i32, ptr %732, align 4
  %8901 = add nsw i32 %8900, 1
  store i32 %8901, ptr %732, align 4
  br label %8870, !llvm.loop !189

8902:                                             ; preds = %8870
  br label %8903

8903:                                             ; preds = %8902
  br label %8904

8904:                                             ; preds = %8903
  store i32 0, ptr %736, align 4
  br label %8905

8905:                                             ; preds = %8934, %8904
  %8906 = load i32, ptr %736, align 4
  %8907 = icmp slt i32 %8906, 41
  br i1 %8907, label %8908, label %8937

8908:                                             ; preds = %8905
  %8909 = load i32, ptr %736, align 4
  %8910 = sext i32 %8909 to i64
  %8911 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8910
  %8912 = load volatile i64, ptr %8911, align 8
  store i64 %8912, ptr %737, align 8
  %8913 = load i64, ptr %737, align 8
  %8914 = sdiv i64 %8913, 17
  store i64 %8914, ptr %738, align 8
  %8915 = load i64, ptr %737, align 8
  %8916 = srem i64 %8915, 17
  store i64 %8916, ptr %739, align 8
  %8917 = load i64, ptr %738, align 8
  call void @mix(i64 noundef %8917)
  %8918 = load i64, ptr %739, align 8
  call void @mix(i64 noundef %8918)
  %8919 = load i64, ptr %738, align 8
  %8920 = load i64, ptr %737, align 8
  %8921 = call i64 @i64_var_div(i64 noundef %8920, i64 noundef 17)
  %8922 = icmp ne i64 %8919, %8921
  br i1 %8922, label %8928, label %8923

8923:                                             ; preds = %8908
  %8924 = load i64, ptr %739, align 8
  %8925 = load i64, ptr %737, align 8
  %8926 = call i64 @i64_var_rem(i64 noundef %8925, i64 noundef 17)
  %8927 = icmp ne i64 %8924, %8926
  br i1 %8927, label %8928, label %8933

8928:                                             ; preds = %8923, %8908
  %8929 = load i32, ptr @bad, align 4
  %8930 = add nsw i32 %8929, 1
  store i32 %8930, ptr @bad, align 4
  %8931 = load i64, ptr %737, align 8
  %8932 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8931, i64 noundef 17)
  br label %8933

8933:                                             ; preds = %8928, %8923
  br label %8934

8934:                                             ; preds = %8933
  %8935 = load i32, ptr %736, align 4
  %8936 = add nsw i32 %8935, 1
  store i32 %8936, ptr %736, align 4
  br label %8905, !llvm.loop !190

8937:                                             ; preds = %8905
  br label %8938

8938:                                             ; preds = %8937
  br label %8939

8939:                                             ; preds = %8938
  store i32 0, ptr %740, align 4
  br label %8940

8940:                                             ; preds = %8969, %8939
  %8941 = load i32, ptr %740, align 4
  %8942 = icmp slt i32 %8941, 41
  br i1 %8942, label %8943, label %8972

8943:                                             ; preds = %8940
  %8944 = load i32, ptr %740, align 4
  %8945 = sext i32 %8944 to i64
  %8946 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8945
  %8947 = load volatile i64, ptr %8946, align 8
  store i64 %8947, ptr %741, align 8
  %8948 = load i64, ptr %741, align 8
  %8949 = sdiv i64 %8948, 19
  store i64 %8949, ptr %742, align 8
  %8950 = load i64, ptr %741, align 8
  %8951 = srem i64 %8950, 19
  store i64 %8951, ptr %743, align 8
  %8952 = load i64, ptr %742, align 8
  call void @mix(i64 noundef %8952)
  %8953 = load i64, ptr %743, align 8
  call void @mix(i64 noundef %8953)
  %8954 = load i64, ptr %742, align 8
  %8955 = load i64, ptr %741, align 8
  %8956 = call i64 @i64_var_div(i64 noundef %8955, i64 noundef 19)
  %8957 = icmp ne i64 %8954, %8956
  br i1 %8957, label %8963, label %8958

8958:                                             ; preds = %8943
  %8959 = load i64, ptr %743, align 8
  %8960 = load i64, ptr %741, align 8
  %8961 = call i64 @i64_var_rem(i64 noundef %8960, i64 noundef 19)
  %8962 = icmp ne i64 %8959, %8961
  br i1 %8962, label %8963, label %8968

8963:                                             ; preds = %8958, %8943
  %8964 = load i32, ptr @bad, align 4
  %8965 = add nsw i32 %8964, 1
  store i32 %8965, ptr @bad, align 4
  %8966 = load i64, ptr %741, align 8
  %8967 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %8966, i64 noundef 19)
  br label %8968

8968:                                             ; preds = %8963, %8958
  br label %8969

8969:                                             ; preds = %8968
  %8970 = load i32, ptr %740, align 4
  %8971 = add nsw i32 %8970, 1
  store i32 %8971, ptr %740, align 4
  br label %8940, !llvm.loop !191

8972:                                             ; preds = %8940
  br label %8973

8973:                                             ; preds = %8972
  br label %8974

8974:                                             ; preds = %8973
  store i32 0, ptr %744, align 4
  br label %8975

8975:                                             ; preds = %9004, %8974
  %8976 = load i32, ptr %744, align 4
  %8977 = icmp slt i32 %8976, 41
  br i1 %8977, label %8978, label %9007

8978:                                             ; preds = %8975
  %8979 = load i32, ptr %744, align 4
  %8980 = sext i32 %8979 to i64
  %8981 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %8980
  %8982 = load volatile i64, ptr %8981, align 8
  store i64 %8982, ptr %745, align 8
  %8983 = load i64, ptr %745, align 8
  %8984 = sdiv i64 %8983, 25
  store i64 %8984, ptr %746, align 8
  %8985 = load i64, ptr %745, align 8
  %8986 = srem i64 %8985, 25
  store i64 %8986, ptr %747, align 8
  %8987 = load i64, ptr %746, align 8
  call void @mix(i64 noundef %8987)
  %8988 = load i64, ptr %747, align 8
  call void @mix(i64 noundef %8988)
  %8989 = load i64, ptr %746, align 8
  %8990 = load i64, ptr %745, align 8
  %8991 = call i64 @i64_var_div(i64 noundef %8990, i64 noundef 25)
  %8992 = icmp ne i64 %8989, %8991
  br i1 %8992, label %8998, label %8993

8993:                                             ; preds = %8978
  %8994 = load i64, ptr %747, align 8
  %8995 = load i64, ptr %745, align 8
  %8996 = call i64 @i64_var_rem(i64 noundef %8995, i64 noundef 25)
  %8997 = icmp ne i64 %8994, %8996
  br i1 %8997, label %8998, label %9003

8998:                                             ; preds = %8993, %8978
  %8999 = load i32, ptr @bad, align 4
  %9000 = add nsw i32 %8999, 1
  store i32 %9000, ptr @bad, align 4
  %9001 = load i64, ptr %745, align 8
  %9002 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9001, i64 noundef 25)
  br label %9003

9003:                                             ; preds = %8998, %8993
  br label %9004

9004:                                             ; preds = %9003
  %9005 = load i32, ptr %744, align 4
  %9006 = add nsw i32 %9005, 1
  store i32 %9006, ptr %744, align 4
  br label %8975, !llvm.loop !192

9007:                                             ; preds = %8975
  br label %9008

9008:                                             ; preds = %9007
  br label %9009

9009:                                             ; preds = %9008
  store i32 0, ptr %748, align 4
  br label %9010

9010:                                             ; preds = %9039, %9009
  %9011 = load i32, ptr %748, align 4
  %9012 = icmp slt i32 %9011, 41
  br i1 %9012, label %9013, label %9042

9013:                                             ; preds = %9010
  %9014 = load i32, ptr %748, align 4
  %9015 = sext i32 %9014 to i64
  %9016 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9015
  %9017 = load volatile i64, ptr %9016, align 8
  store i64 %9017, ptr %749, align 8
  %9018 = load i64, ptr %749, align 8
  %9019 = sdiv i64 %9018, 31
  store i64 %9019, ptr %750, align 8
  %9020 = load i64, ptr %749, align 8
  %9021 = srem i64 %9020, 31
  store i64 %9021, ptr %751, align 8
  %9022 = load i64, ptr %750, align 8
  call void @mix(i64 noundef %9022)
  %9023 = load i64, ptr %751, align 8
  call void @mix(i64 noundef %9023)
  %9024 = load i64, ptr %750, align 8
  %9025 = load i64, ptr %749, align 8
  %9026 = call i64 @i64_var_div(i64 noundef %9025, i64 noundef 31)
  %9027 = icmp ne i64 %9024, %9026
  br i1 %9027, label %9033, label %9028

9028:                                             ; preds = %9013
  %9029 = load i64, ptr %751, align 8
  %9030 = load i64, ptr %749, align 8
  %9031 = call i64 @i64_var_rem(i64 noundef %9030, i64 noundef 31)
  %9032 = icmp ne i64 %9029, %9031
  br i1 %9032, label %9033, label %9038

9033:                                             ; preds = %9028, %9013
  %9034 = load i32, ptr @bad, align 4
  %9035 = add nsw i32 %9034, 1
  store i32 %9035, ptr @bad, align 4
  %9036 = load i64, ptr %749, align 8
  %9037 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9036, i64 noundef 31)
  br label %9038

9038:                                             ; preds = %9033, %9028
  br label %9039

9039:                                             ; preds = %9038
  %9040 = load i32, ptr %748, align 4
  %9041 = add nsw i32 %9040, 1
  store i32 %9041, ptr %748, align 4
  br label %9010, !llvm.loop !193

9042:                                             ; preds = %9010
  br label %9043

9043:                                             ; preds = %9042
  br label %9044

9044:                                             ; preds = %9043
  store i32 0, ptr %752, align 4
  br label %9045

9045:                                             ; preds = %9074, %9044
  %9046 = load i32, ptr %752, align 4
  %9047 = icmp slt i32 %9046, 41
  br i1 %9047, label %9048, label %9077

9048:                                             ; preds = %9045
  %9049 = load i32, ptr %752, align 4
  %9050 = sext i32 %9049 to i64
  %9051 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9050
  %9052 = load volatile i64, ptr %9051, align 8
  store i64 %9052, ptr %753, align 8
  %9053 = load i64, ptr %753, align 8
  %9054 = sdiv i64 %9053, 32
  store i64 %9054, ptr %754, align 8
  %9055 = load i64, ptr %753, align 8
  %9056 = srem i64 %9055, 32
  store i64 %9056, ptr %755, align 8
  %9057 = load i64, ptr %754, align 8
  call void @mix(i64 noundef %9057)
  %9058 = load i64, ptr %755, align 8
  call void @mix(i64 noundef %9058)
  %9059 = load i64, ptr %754, align 8
  %9060 = load i64, ptr %753, align 8
  %9061 = call i64 @i64_var_div(i64 noundef %9060, i64 noundef 32)
  %9062 = icmp ne i64 %9059, %9061
  br i1 %9062, label %9068, label %9063

9063:                                             ; preds = %9048
  %9064 = load i64, ptr %755, align 8
  %9065 = load i64, ptr %753, align 8
  %9066 = call i64 @i64_var_rem(i64 noundef %9065, i64 noundef 32)
  %9067 = icmp ne i64 %9064, %9066
  br i1 %9067, label %9068, label %9073

9068:                                             ; preds = %9063, %9048
  %9069 = load i32, ptr @bad, align 4
  %9070 = add nsw i32 %9069, 1
  store i32 %9070, ptr @bad, align 4
  %9071 = load i64, ptr %753, align 8
  %9072 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9071, i64 noundef 32)
  br label %9073

9073:                                             ; preds = %9068, %9063
  br label %9074

9074:                                             ; preds = %9073
  %9075 = load i32, ptr %752, align 4
  %9076 = add nsw i32 %9075, 1
  store i32 %9076, ptr %752, align 4
  br label %9045, !llvm.loop !194

9077:                                             ; preds = %9045
  br label %9078

9078:                                             ; preds = %9077
  br label %9079

9079:                                             ; preds = %9078
  store i32 0, ptr %756, align 4
  br label %9080

9080:                                             ; preds = %9109, %9079
  %9081 = load i32, ptr %756, align 4
  %9082 = icmp slt i32 %9081, 41
  br i1 %9082, label %9083, label %9112

9083:                                             ; preds = %9080
  %9084 = load i32, ptr %756, align 4
  %9085 = sext i32 %9084 to i64
  %9086 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9085
  %9087 = load volatile i64, ptr %9086, align 8
  store i64 %9087, ptr %757, align 8
  %9088 = load i64, ptr %757, align 8
  %9089 = sdiv i64 %9088, 37
  store i64 %9089, ptr %758, align 8
  %9090 = load i64, ptr %757, align 8
  %9091 = srem i64 %9090, 37
  store i64 %9091, ptr %759, align 8
  %9092 = load i64, ptr %758, align 8
  call void @mix(i64 noundef %9092)
  %9093 = load i64, ptr %759, align 8
  call void @mix(i64 noundef %9093)
  %9094 = load i64, ptr %758, align 8
  %9095 = load i64, ptr %757, align 8
  %9096 = call i64 @i64_var_div(i64 noundef %9095, i64 noundef 37)
  %9097 = icmp ne i64 %9094, %9096
  br i1 %9097, label %9103, label %9098

9098:                                             ; preds = %9083
  %9099 = load i64, ptr %759, align 8
  %9100 = load i64, ptr %757, align 8
  %9101 = call i64 @i64_var_rem(i64 noundef %9100, i64 noundef 37)
  %9102 = icmp ne i64 %9099, %9101
  br i1 %9102, label %9103, label %9108

9103:                                             ; preds = %9098, %9083
  %9104 = load i32, ptr @bad, align 4
  %9105 = add nsw i32 %9104, 1
  store i32 %9105, ptr @bad, align 4
  %9106 = load i64, ptr %757, align 8
  %9107 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9106, i64 noundef 37)
  br label %9108

9108:                                             ; preds = %9103, %9098
  br label %9109

9109:                                             ; preds = %9108
  %9110 = load i32, ptr %756, align 4
  %9111 = add nsw i32 %9110, 1
  store i32 %9111, ptr %756, align 4
  br label %9080, !llvm.loop !195

9112:                                             ; preds = %9080
  br label %9113

9113:                                             ; preds = %9112
  br label %9114

9114:                                             ; preds = %9113
  store i32 0, ptr %760, align 4
  br label %9115

9115:                                             ; preds = %9144, %9114
  %9116 = load i32, ptr %760, align 4
  %9117 = icmp slt i32 %9116, 41
  br i1 %9117, label %9118, label %9147

9118:                                             ; preds = %9115
  %9119 = load i32, ptr %760, align 4
  %9120 = sext i32 %9119 to i64
  %9121 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9120
  %9122 = load volatile i64, ptr %9121, align 8
  store i64 %9122, ptr %761, align 8
  %9123 = load i64, ptr %761, align 8
  %9124 = sdiv i64 %9123, 41
  store i64 %9124, ptr %762, align 8
  %9125 = load i64, ptr %761, align 8
  %9126 = srem i64 %9125, 41
  store i64 %9126, ptr %763, align 8
  %9127 = load i64, ptr %762, align 8
  call void @mix(i64 noundef %9127)
  %9128 = load i64, ptr %763, align 8
  call void @mix(i64 noundef %9128)
  %9129 = load i64, ptr %762, align 8
  %9130 = load i64, ptr %761, align 8
  %9131 = call i64 @i64_var_div(i64 noundef %9130, i64 noundef 41)
  %9132 = icmp ne i64 %9129, %9131
  br i1 %9132, label %9138, label %9133

9133:                                             ; preds = %9118
  %9134 = load i64, ptr %763, align 8
  %9135 = load i64, ptr %761, align 8
  %9136 = call i64 @i64_var_rem(i64 noundef %9135, i64 noundef 41)
  %9137 = icmp ne i64 %9134, %9136
  br i1 %9137, label %9138, label %9143

9138:                                             ; preds = %9133, %9118
  %9139 = load i32, ptr @bad, align 4
  %9140 = add nsw i32 %9139, 1
  store i32 %9140, ptr @bad, align 4
  %9141 = load i64, ptr %761, align 8
  %9142 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9141, i64 noundef 41)
  br label %9143

9143:                                             ; preds = %9138, %9133
  br label %9144

9144:                                             ; preds = %9143
  %9145 = load i32, ptr %760, align 4
  %9146 = add nsw i32 %9145, 1
  store i32 %9146, ptr %760, align 4
  br label %9115, !llvm.loop !196

9147:                                             ; preds = %9115
  br label %9148

9148:                                             ; preds = %9147
  br label %9149

9149:                                             ; preds = %9148
  store i32 0, ptr %764, align 4
  br label %9150

9150:                                             ; preds = %9179, %9149
  %9151 = load i32, ptr %764, align 4
  %9152 = icmp slt i32 %9151, 41
  br i1 %9152, label %9153, label %9182

9153:                                             ; preds = %9150
  %9154 = load i32, ptr %764, align 4
  %9155 = sext i32 %9154 to i64
  %9156 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9155
  %9157 = load volatile i64, ptr %9156, align 8
  store i64 %9157, ptr %765, align 8
  %9158 = load i64, ptr %765, align 8
  %9159 = sdiv i64 %9158, 60
  store i64 %9159, ptr %766, align 8
  %9160 = load i64, ptr %765, align 8
  %9161 = srem i64 %9160, 60
  store i64 %9161, ptr %767, align 8
  %9162 = load i64, ptr %766, align 8
  call void @mix(i64 noundef %9162)
  %9163 = load i64, ptr %767, align 8
  call void @mix(i64 noundef %9163)
  %9164 = load i64, ptr %766, align 8
  %9165 = load i64, ptr %765, align 8
  %9166 = call i64 @i64_var_div(i64 noundef %9165, i64 noundef 60)
  %9167 = icmp ne i64 %9164, %9166
  br i1 %9167, label %9173, label %9168

9168:                                             ; preds = %9153
  %9169 = load i64, ptr %767, align 8
  %9170 = load i64, ptr %765, align 8
  %9171 = call i64 @i64_var_rem(i64 noundef %9170, i64 noundef 60)
  %9172 = icmp ne i64 %9169, %9171
  br i1 %9172, label %9173, label %9178

9173:                                             ; preds = %9168, %9153
  %9174 = load i32, ptr @bad, align 4
  %9175 = add nsw i32 %9174, 1
  store i32 %9175, ptr @bad, align 4
  %9176 = load i64, ptr %765, align 8
  %9177 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9176, i64 noundef 60)
  br label %9178

9178:                                             ; preds = %9173, %9168
  br label %9179

9179:                                             ; preds = %9178
  %9180 = load i32, ptr %764, align 4
  %9181 = add nsw i32 %9180, 1
  store i32 %9181, ptr %764, align 4
  br label %9150, !llvm.loop !197

9182:                                             ; preds = %9150
  br label %9183

9183:                                             ; preds = %9182
  br label %9184

9184:                                             ; preds = %9183
  store i32 0, ptr %768, align 4
  br label %9185

9185:                                             ; preds = %9214, %9184
  %9186 = load i32, ptr %768, align 4
  %9187 = icmp slt i32 %9186, 41
  br i1 %9187, label %9188, label %9217

9188:                                             ; preds = %9185
  %9189 = load i32, ptr %768, align 4
  %9190 = sext i32 %9189 to i64
  %9191 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9190
  %9192 = load volatile i64, ptr %9191, align 8
  store i64 %9192, ptr %769, align 8
  %9193 = load i64, ptr %769, align 8
  %9194 = sdiv i64 %9193, 63
  store i64 %9194, ptr %770, align 8
  %9195 = load i64, ptr %769, align 8
  %9196 = srem i64 %9195, 63
  store i64 %9196, ptr %771, align 8
  %9197 = load i64, ptr %770, align 8
  call void @mix(i64 noundef %9197)
  %9198 = load i64, ptr %771, align 8
  call void @mix(i64 noundef %9198)
  %9199 = load i64, ptr %770, align 8
  %9200 = load i64, ptr %769, align 8
  %9201 = call i64 @i64_var_div(i64 noundef %9200, i64 noundef 63)
  %9202 = icmp ne i64 %9199, %9201
  br i1 %9202, label %9208, label %9203

9203:                                             ; preds = %9188
  %9204 = load i64, ptr %771, align 8
  %9205 = load i64, ptr %769, align 8
  %9206 = call i64 @i64_var_rem(i64 noundef %9205, i64 noundef 63)
  %9207 = icmp ne i64 %9204, %9206
  br i1 %9207, label %9208, label %9213

9208:                                             ; preds = %9203, %9188
  %9209 = load i32, ptr @bad, align 4
  %9210 = add nsw i32 %9209, 1
  store i32 %9210, ptr @bad, align 4
  %9211 = load i64, ptr %769, align 8
  %9212 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9211, i64 noundef 63)
  br label %9213

9213:                                             ; preds = %9208, %9203
  br label %9214

9214:                                             ; preds = %9213
  %9215 = load i32, ptr %768, align 4
  %9216 = add nsw i32 %9215, 1
  store i32 %9216, ptr %768, align 4
  br label %9185, !llvm.loop !198

9217:                                             ; preds = %9185
  br label %9218

9218:                                             ; preds = %9217
  br label %9219

9219:                                             ; preds = %9218
  store i32 0, ptr %772, align 4
  br label %9220

9220:                                             ; preds = %9249, %9219
  %9221 = load i32, ptr %772, align 4
  %9222 = icmp slt i32 %9221, 41
  br i1 %9222, label %9223, label %9252

9223:                                             ; preds = %9220
  %9224 = load i32, ptr %772, align 4
  %9225 = sext i32 %9224 to i64
  %9226 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9225
  %9227 = load volatile i64, ptr %9226, align 8
  store i64 %9227, ptr %773, align 8
  %9228 = load i64, ptr %773, align 8
  %9229 = sdiv i64 %9228, 64
  store i64 %9229, ptr %774, align 8
  %9230 = load i64, ptr %773, align 8
  %9231 = srem i64 %9230, 64
  store i64 %9231, ptr %775, align 8
  %9232 = load i64, ptr %774, align 8
  call void @mix(i64 noundef %9232)
  %9233 = load i64, ptr %775, align 8
  call void @mix(i64 noundef %9233)
  %9234 = load i64, ptr %774, align 8
  %9235 = load i64, ptr %773, align 8
  %9236 = call i64 @i64_var_div(i64 noundef %9235, i64 noundef 64)
  %9237 = icmp ne i64 %9234, %9236
  br i1 %9237, label %9243, label %9238

9238:                                             ; preds = %9223
  %9239 = load i64, ptr %775, align 8
  %9240 = load i64, ptr %773, align 8
  %9241 = call i64 @i64_var_rem(i64 noundef %9240, i64 noundef 64)
  %9242 = icmp ne i64 %9239, %9241
  br i1 %9242, label %9243, label %9248

9243:                                             ; preds = %9238, %9223
  %9244 = load i32, ptr @bad, align 4
  %9245 = add nsw i32 %9244, 1
  store i32 %9245, ptr @bad, align 4
  %9246 = load i64, ptr %773, align 8
  %9247 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9246, i64 noundef 64)
  br label %9248

9248:                                             ; preds = %9243, %9238
  br label %9249

9249:                                             ; preds = %9248
  %9250 = load i32, ptr %772, align 4
  %9251 = add nsw i32 %9250, 1
  store i32 %9251, ptr %772, align 4
  br label %9220, !llvm.loop !199

9252:                                             ; preds = %9220
  br label %9253

9253:                                             ; preds = %9252
  br label %9254

9254:                                             ; preds = %9253
  store i32 0, ptr %776, align 4
  br label %9255

9255:                                             ; preds = %9284, %9254
  %9256 = load i32, ptr %776, align 4
  %9257 = icmp slt i32 %9256, 41
  br i1 %9257, label %9258, label %9287

9258:                                             ; preds = %9255
  %9259 = load i32, ptr %776, align 4
  %9260 = sext i32 %9259 to i64
  %9261 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9260
  %9262 = load volatile i64, ptr %9261, align 8
  store i64 %9262, ptr %777, align 8
  %9263 = load i64, ptr %777, align 8
  %9264 = sdiv i64 %9263, 100
  store i64 %9264, ptr %778, align 8
  %9265 = load i64, ptr %777, align 8
  %9266 = srem i64 %9265, 100
  store i64 %9266, ptr %779, align 8
  %9267 = load i64, ptr %778, align 8
  call void @mix(i64 noundef %9267)
  %9268 = load i64, ptr %779, align 8
  call void @mix(i64 noundef %9268)
  %9269 = load i64, ptr %778, align 8
  %9270 = load i64, ptr %777, align 8
  %9271 = call i64 @i64_var_div(i64 noundef %9270, i64 noundef 100)
  %9272 = icmp ne i64 %9269, %9271
  br i1 %9272, label %9278, label %9273

9273:                                             ; preds = %9258
  %9274 = load i64, ptr %779, align 8
  %9275 = load i64, ptr %777, align 8
  %9276 = call i64 @i64_var_rem(i64 noundef %9275, i64 noundef 100)
  %9277 = icmp ne i64 %9274, %9276
  br i1 %9277, label %9278, label %9283

9278:                                             ; preds = %9273, %9258
  %9279 = load i32, ptr @bad, align 4
  %9280 = add nsw i32 %9279, 1
  store i32 %9280, ptr @bad, align 4
  %9281 = load i64, ptr %777, align 8
  %9282 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9281, i64 noundef 100)
  br label %9283

9283:                                             ; preds = %9278, %9273
  br label %9284

9284:                                             ; preds = %9283
  %9285 = load i32, ptr %776, align 4
  %9286 = add nsw i32 %9285, 1
  store i32 %9286, ptr %776, align 4
  br label %9255, !llvm.loop !200

9287:                                             ; preds = %9255
  br label %9288

9288:                                             ; preds = %9287
  br label %9289

9289:                                             ; preds = %9288
  store i32 0, ptr %780, align 4
  br label %9290

9290:                                             ; preds = %9319, %9289
  %9291 = load i32, ptr %780, align 4
  %9292 = icmp slt i32 %9291, 41
  br i1 %9292, label %9293, label %9322

9293:                                             ; preds = %9290
  %9294 = load i32, ptr %780, align 4
  %9295 = sext i32 %9294 to i64
  %9296 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9295
  %9297 = load volatile i64, ptr %9296, align 8
  store i64 %9297, ptr %781, align 8
  %9298 = load i64, ptr %781, align 8
  %9299 = sdiv i64 %9298, 127
  store i64 %9299, ptr %782, align 8
  %9300 = load i64, ptr %781, align 8
  %9301 = srem i64 %9300, 127
  store i64 %9301, ptr %783, align 8
  %9302 = load i64, ptr %782, align 8
  call void @mix(i64 noundef %9302)
  %9303 = load i64, ptr %783, align 8
  call void @mix(i64 noundef %9303)
  %9304 = load i64, ptr %782, align 8
  %9305 = load i64, ptr %781, align 8
  %9306 = call i64 @i64_var_div(i64 noundef %9305, i64 noundef 127)
  %9307 = icmp ne i64 %9304, %9306
  br i1 %9307, label %9313, label %9308

9308:                                             ; preds = %9293
  %9309 = load i64, ptr %783, align 8
  %9310 = load i64, ptr %781, align 8
  %9311 = call i64 @i64_var_rem(i64 noundef %9310, i64 noundef 127)
  %9312 = icmp ne i64 %9309, %9311
  br i1 %9312, label %9313, label %9318

9313:                                             ; preds = %9308, %9293
  %9314 = load i32, ptr @bad, align 4
  %9315 = add nsw i32 %9314, 1
  store i32 %9315, ptr @bad, align 4
  %9316 = load i64, ptr %781, align 8
  %9317 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9316, i64 noundef 127)
  br label %9318

9318:                                             ; preds = %9313, %9308
  br label %9319

9319:                                             ; preds = %9318
  %9320 = load i32, ptr %780, align 4
  %9321 = add nsw i32 %9320, 1
  store i32 %9321, ptr %780, align 4
  br label %9290, !llvm.loop !201

9322:                                             ; preds = %9290
  br label %9323

9323:                                             ; preds = %9322
  br label %9324

9324:                                             ; preds = %9323
  store i32 0, ptr %784, align 4
  br label %9325

9325:                                             ; preds = %9354, %9324
  %9326 = load i32, ptr %784, align 4
  %9327 = icmp slt i32 %9326, 41
  br i1 %9327, label %9328, label %9357

9328:                                             ; preds = %9325
  %9329 = load i32, ptr %784, align 4
  %9330 = sext i32 %9329 to i64
  %9331 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9330
  %9332 = load volatile i64, ptr %9331, align 8
  store i64 %9332, ptr %785, align 8
  %9333 = load i64, ptr %785, align 8
  %9334 = sdiv i64 %9333, -5
  store i64 %9334, ptr %786, align 8
  %9335 = load i64, ptr %785, align 8
  %9336 = srem i64 %9335, -5
  store i64 %9336, ptr %787, align 8
  %9337 = load i64, ptr %786, align 8
  call void @mix(i64 noundef %9337)
  %9338 = load i64, ptr %787, align 8
  call void @mix(i64 noundef %9338)
  %9339 = load i64, ptr %786, align 8
  %9340 = load i64, ptr %785, align 8
  %9341 = call i64 @i64_var_div(i64 noundef %9340, i64 noundef -5)
  %9342 = icmp ne i64 %9339, %9341
  br i1 %9342, label %9348, label %9343

9343:                                             ; preds = %9328
  %9344 = load i64, ptr %787, align 8
  %9345 = load i64, ptr %785, align 8
  %9346 = call i64 @i64_var_rem(i64 noundef %9345, i64 noundef -5)
  %9347 = icmp ne i64 %9344, %9346
  br i1 %9347, label %9348, label %9353

9348:                                             ; preds = %9343, %9328
  %9349 = load i32, ptr @bad, align 4
  %9350 = add nsw i32 %9349, 1
  store i32 %9350, ptr @bad, align 4
  %9351 = load i64, ptr %785, align 8
  %9352 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9351, i64 noundef -5)
  br label %9353

9353:                                             ; preds = %9348, %9343
  br label %9354

9354:                                             ; preds = %9353
  %9355 = load i32, ptr %784, align 4
  %9356 = add nsw i32 %9355, 1
  store i32 %9356, ptr %784, align 4
  br label %9325, !llvm.loop !202

9357:                                             ; preds = %9325
  br label %9358

9358:                                             ; preds = %9357
  br label %9359

9359:                                             ; preds = %9358
  store i32 0, ptr %788, align 4
  br label %9360

9360:                                             ; preds = %9389, %9359
  %9361 = load i32, ptr %788, align 4
  %9362 = icmp slt i32 %9361, 41
  br i1 %9362, label %9363, label %9392

9363:                                             ; preds = %9360
  %9364 = load i32, ptr %788, align 4
  %9365 = sext i32 %9364 to i64
  %9366 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9365
  %9367 = load volatile i64, ptr %9366, align 8
  store i64 %9367, ptr %789, align 8
  %9368 = load i64, ptr %789, align 8
  %9369 = sdiv i64 %9368, 1000000000000
  store i64 %9369, ptr %790, align 8
  %9370 = load i64, ptr %789, align 8
  %9371 = srem i64 %9370, 1000000000000
  store i64 %9371, ptr %791, align 8
  %9372 = load i64, ptr %790, align 8
  call void @mix(i64 noundef %9372)
  %9373 = load i64, ptr %791, align 8
  call void @mix(i64 noundef %9373)
  %9374 = load i64, ptr %790, align 8
  %9375 = load i64, ptr %789, align 8
  %9376 = call i64 @i64_var_div(i64 noundef %9375, i64 noundef 1000000000000)
  %9377 = icmp ne i64 %9374, %9376
  br i1 %9377, label %9383, label %9378

9378:                                             ; preds = %9363
  %9379 = load i64, ptr %791, align 8
  %9380 = load i64, ptr %789, align 8
  %9381 = call i64 @i64_var_rem(i64 noundef %9380, i64 noundef 1000000000000)
  %9382 = icmp ne i64 %9379, %9381
  br i1 %9382, label %9383, label %9388

9383:                                             ; preds = %9378, %9363
  %9384 = load i32, ptr @bad, align 4
  %9385 = add nsw i32 %9384, 1
  store i32 %9385, ptr @bad, align 4
  %9386 = load i64, ptr %789, align 8
  %9387 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9386, i64 noundef 1000000000000)
  br label %9388

9388:                                             ; preds = %9383, %9378
  br label %9389

9389:                                             ; preds = %9388
  %9390 = load i32, ptr %788, align 4
  %9391 = add nsw i32 %9390, 1
  store i32 %9391, ptr %788, align 4
  br label %9360, !llvm.loop !203

9392:                                             ; preds = %9360
  br label %9393

9393:                                             ; preds = %9392
  br label %9394

9394:                                             ; preds = %9393
  store i32 0, ptr %792, align 4
  br label %9395

9395:                                             ; preds = %9424, %9394
  %9396 = load i32, ptr %792, align 4
  %9397 = icmp slt i32 %9396, 41
  br i1 %9397, label %9398, label %9427

9398:                                             ; preds = %9395
  %9399 = load i32, ptr %792, align 4
  %9400 = sext i32 %9399 to i64
  %9401 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9400
  %9402 = load volatile i64, ptr %9401, align 8
  store i64 %9402, ptr %793, align 8
  %9403 = load i64, ptr %793, align 8
  %9404 = sdiv i64 %9403, -9223372036854775807
  store i64 %9404, ptr %794, align 8
  %9405 = load i64, ptr %793, align 8
  %9406 = srem i64 %9405, -9223372036854775807
  store i64 %9406, ptr %795, align 8
  %9407 = load i64, ptr %794, align 8
  call void @mix(i64 noundef %9407)
  %9408 = load i64, ptr %795, align 8
  call void @mix(i64 noundef %9408)
  %9409 = load i64, ptr %794, align 8
  %9410 = load i64, ptr %793, align 8
  %9411 = call i64 @i64_var_div(i64 noundef %9410, i64 noundef -9223372036854775807)
  %9412 = icmp ne i64 %9409, %9411
  br i1 %9412, label %9418, label %9413

9413:                                             ; preds = %9398
  %9414 = load i64, ptr %795, align 8
  %9415 = load i64, ptr %793, align 8
  %9416 = call i64 @i64_var_rem(i64 noundef %9415, i64 noundef -9223372036854775807)
  %9417 = icmp ne i64 %9414, %9416
  br i1 %9417, label %9418, label %9423

9418:                                             ; preds = %9413, %9398
  %9419 = load i32, ptr @bad, align 4
  %9420 = add nsw i32 %9419, 1
  store i32 %9420, ptr @bad, align 4
  %9421 = load i64, ptr %793, align 8
  %9422 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.6, i64 noundef %9421, i64 noundef -9223372036854775807)
  br label %9423

9423:                                             ; preds = %9418, %9413
  br label %9424

9424:                                             ; preds = %9423
  %9425 = load i32, ptr %792, align 4
  %9426 = add nsw i32 %9425, 1
  store i32 %9426, ptr %792, align 4
  br label %9395, !llvm.loop !204

9427:                                             ; preds = %9395
  br label %9428

9428:                                             ; preds = %9427
  br label %10445

9429:                                             ; preds = %918
  br label %9430

9430:                                             ; preds = %9429
  store i32 0, ptr %796, align 4
  br label %9431

9431:                                             ; preds = %9460, %9430
  %9432 = load i32, ptr %796, align 4
  %9433 = icmp slt i32 %9432, 41
  br i1 %9433, label %9434, label %9463

9434:                                             ; preds = %9431
  %9435 = load i32, ptr %796, align 4
  %9436 = sext i32 %9435 to i64
  %9437 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9436
  %9438 = load volatile i64, ptr %9437, align 8
  store i64 %9438, ptr %797, align 8
  %9439 = load i64, ptr %797, align 8
  %9440 = udiv i64 %9439, 1
  store i64 %9440, ptr %798, align 8
  %9441 = load i64, ptr %797, align 8
  %9442 = urem i64 %9441, 1
  store i64 %9442, ptr %799, align 8
  %9443 = load i64, ptr %798, align 8
  call void @mix(i64 noundef %9443)
  %9444 = load i64, ptr %799, align 8
  call void @mix(i64 noundef %9444)
  %9445 = load i64, ptr %798, align 8
  %9446 = load i64, ptr %797, align 8
  %9447 = call i64 @u64_var_div(i64 noundef %9446, i64 noundef 1)
  %9448 = icmp ne i64 %9445, %9447
  br i1 %9448, label %9454, label %9449

9449:                                             ; preds = %9434
  %9450 = load i64, ptr %799, align 8
  %9451 = load i64, ptr %797, align 8
  %9452 = call i64 @u64_var_rem(i64 noundef %9451, i64 noundef 1)
  %9453 = icmp ne i64 %9450, %9452
  br i1 %9453, label %9454, label %9459

9454:                                             ; preds = %9449, %9434
  %9455 = load i32, ptr @bad, align 4
  %9456 = add nsw i32 %9455, 1
  store i32 %9456, ptr @bad, align 4
  %9457 = load i64, ptr %797, align 8
  %9458 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9457, i64 noundef 1)
  br label %9459

9459:                                             ; preds = %9454, %9449
  br label %9460

9460:                                             ; preds = %9459
  %9461 = load i32, ptr %796, align 4
  %9462 = add nsw i32 %9461, 1
  store i32 %9462, ptr %796, align 4
  br label %9431, !llvm.loop !205

9463:                                             ; preds = %9431
  br label %9464

9464:                                             ; preds = %9463
  br label %9465

9465:                                             ; preds = %9464
  store i32 0, ptr %800, align 4
  br label %9466

9466:                                             ; preds = %9495, %9465
  %9467 = load i32, ptr %800, align 4
  %9468 = icmp slt i32 %9467, 41
  br i1 %9468, label %9469, label %9498

9469:                                             ; preds = %9466
  %9470 = load i32, ptr %800, align 4
  %9471 = sext i32 %9470 to i64
  %9472 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9471
  %9473 = load volatile i64, ptr %9472, align 8
  store i64 %9473, ptr %801, align 8
  %9474 = load i64, ptr %801, align 8
  %9475 = udiv i64 %9474, 2
  store i64 %9475, ptr %802, align 8
  %9476 = load i64, ptr %801, align 8
  %9477 = urem i64 %9476, 2
  store i64 %9477, ptr %803, align 8
  %9478 = load i64, ptr %802, align 8
  call void @mix(i64 noundef %9478)
  %9479 = load i64, ptr %803, align 8
  call void @mix(i64 noundef %9479)
  %9480 = load i64, ptr %802, align 8
  %9481 = load i64, ptr %801, align 8
  %9482 = call i64 @u64_var_div(i64 noundef %9481, i64 noundef 2)
  %9483 = icmp ne i64 %9480, %9482
  br i1 %9483, label %9489, label %9484

9484:                                             ; preds = %9469
  %9485 = load i64, ptr %803, align 8
  %9486 = load i64, ptr %801, align 8
  %9487 = call i64 @u64_var_rem(i64 noundef %9486, i64 noundef 2)
  %9488 = icmp ne i64 %9485, %9487
  br i1 %9488, label %9489, label %9494

9489:                                             ; preds = %9484, %9469
  %9490 = load i32, ptr @bad, align 4
  %9491 = add nsw i32 %9490, 1
  store i32 %9491, ptr @bad, align 4
  %9492 = load i64, ptr %801, align 8
  %9493 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9492, i64 noundef 2)
  br label %9494

9494:                                             ; preds = %9489, %9484
  br label %9495

9495:                                             ; preds = %9494
  %9496 = load i32, ptr %800, align 4
  %9497 = add nsw i32 %9496, 1
  store i32 %9497, ptr %800, align 4
  br label %9466, !llvm.loop !206

9498:                                             ; preds = %9466
  br label %9499

9499:                                             ; preds = %9498
  br label %9500

9500:                                             ; preds = %9499
  store i32 0, ptr %804, align 4
  br label %9501

9501:                                             ; preds = %9530, %9500
  %9502 = load i32, ptr %804, align 4
  %9503 = icmp slt i32 %9502, 41
  br i1 %9503, label %9504, label %9533

9504:                                             ; preds = %9501
  %9505 = load i32, ptr %804, align 4
  %9506 = sext i32 %9505 to i64
  %9507 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9506
  %9508 = load volatile i64, ptr %9507, align 8
  store i64 %9508, ptr %805, align 8
  %9509 = load i64, ptr %805, align 8
  %9510 = udiv i64 %9509, 3
  store i64 %9510, ptr %806, align 8
  %9511 = load i64, ptr %805, align 8
  %9512 = urem i64 %9511, 3
  store i64 %9512, ptr %807, align 8
  %9513 = load i64, ptr %806, align 8
  call void @mix(i64 noundef %9513)
  %9514 = load i64, ptr %807, align 8
  call void @mix(i64 noundef %9514)
  %9515 = load i64, ptr %806, align 8
  %9516 = load i64, ptr %805, align 8
  %9517 = call i64 @u64_var_div(i64 noundef %9516, i64 noundef 3)
  %9518 = icmp ne i64 %9515, %9517
  br i1 %9518, label %9524, label %9519

9519:                                             ; preds = %9504
  %9520 = load i64, ptr %807, align 8
  %9521 = load i64, ptr %805, align 8
  %9522 = call i64 @u64_var_rem(i64 noundef %9521, i64 noundef 3)
  %9523 = icmp ne i64 %9520, %9522
  br i1 %9523, label %9524, label %9529

9524:                                             ; preds = %9519, %9504
  %9525 = load i32, ptr @bad, align 4
  %9526 = add nsw i32 %9525, 1
  store i32 %9526, ptr @bad, align 4
  %9527 = load i64, ptr %805, align 8
  %9528 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9527, i64 noundef 3)
  br label %9529

9529:                                             ; preds = %9524, %9519
  br label %9530

9530:                                             ; preds = %9529
  %9531 = load i32, ptr %804, align 4
  %9532 = add nsw i32 %9531, 1
  store i32 %9532, ptr %804, align 4
  br label %9501, !llvm.loop !207

9533:                                             ; preds = %9501
  br label %9534

9534:                                             ; preds = %9533
  br label %9535

9535:                                             ; preds = %9534
  store i32 0, ptr %808, align 4
  br label %9536

9536:                                             ; preds = %9565, %9535
  %9537 = load i32, ptr %808, align 4
  %9538 = icmp slt i32 %9537, 41
  br i1 %9538, label %9539, label %9568

9539:                                             ; preds = %9536
  %9540 = load i32, ptr %808, align 4
  %9541 = sext i32 %9540 to i64
  %9542 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9541
  %9543 = load volatile i64, ptr %9542, align 8
  store i64 %9543, ptr %809, align 8
  %9544 = load i64, ptr %809, align 8
  %9545 = udiv i64 %9544, 5
  store i64 %9545, ptr %810, align 8
  %9546 = load i64, ptr %809, align 8
  %9547 = urem i64 %9546, 5
  store i64 %9547, ptr %811, align 8
  %9548 = load i64, ptr %810, align 8
  call void @mix(i64 noundef %9548)
  %9549 = load i64, ptr %811, align 8
  call void @mix(i64 noundef %9549)
  %9550 = load i64, ptr %810, align 8
  %9551 = load i64, ptr %809, align 8
  %9552 = call i64 @u64_var_div(i64 noundef %9551, i64 noundef 5)
  %9553 = icmp ne i64 %9550, %9552
  br i1 %9553, label %9559, label %9554

9554:                                             ; preds = %9539
  %9555 = load i64, ptr %811, align 8
  %9556 = load i64, ptr %809, align 8
  %9557 = call i64 @u64_var_rem(i64 noundef %9556, i64 noundef 5)
  %9558 = icmp ne i64 %9555, %9557
  br i1 %9558, label %9559, label %9564

9559:                                             ; preds = %9554, %9539
  %9560 = load i32, ptr @bad, align 4
  %9561 = add nsw i32 %9560, 1
  store i32 %9561, ptr @bad, align 4
  %9562 = load i64, ptr %809, align 8
  %9563 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9562, i64 noundef 5)
  br label %9564

9564:                                             ; preds = %9559, %9554
  br label %9565

9565:                                             ; preds = %9564
  %9566 = load i32, ptr %808, align 4
  %9567 = add nsw i32 %9566, 1
  store i32 %9567, ptr %808, align 4
  br label %9536, !llvm.loop !208

9568:                                             ; preds = %9536
  br label %9569

9569:                                             ; preds = %9568
  br label %9570

9570:                                             ; preds = %9569
  store i32 0, ptr %812, align 4
  br label %9571

9571:                                             ; preds = %9600, %9570
  %9572 = load i32, ptr %812, align 4
  %9573 = icmp slt i32 %9572, 41
  br i1 %9573, label %9574, label %9603

9574:                                             ; preds = %9571
  %9575 = load i32, ptr %812, align 4
  %9576 = sext i32 %9575 to i64
  %9577 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9576
  %9578 = load volatile i64, ptr %9577, align 8
  store i64 %9578, ptr %813, align 8
  %9579 = load i64, ptr %813, align 8
  %9580 = udiv i64 %9579, 6
  store i64 %9580, ptr %814, align 8
  %9581 = load i64, ptr %813, align 8
  %9582 = urem i64 %9581, 6
  store i64 %9582, ptr %815, align 8
  %9583 = load i64, ptr %814, align 8
  call void @mix(i64 noundef %9583)
  %9584 = load i64, ptr %815, align 8
  call void @mix(i64 noundef %9584)
  %9585 = load i64, ptr %814, align 8
  %9586 = load i64, ptr %813, align 8
  %9587 = call i64 @u64_var_div(i64 noundef %9586, i64 noundef 6)
  %9588 = icmp ne i64 %9585, %9587
  br i1 %9588, label %9594, label %9589

9589:                                             ; preds = %9574
  %9590 = load i64, ptr %815, align 8
  %9591 = load i64, ptr %813, align 8
  %9592 = call i64 @u64_var_rem(i64 noundef %9591, i64 noundef 6)
  %9593 = icmp ne i64 %9590, %9592
  br i1 %9593, label %9594, label %9599

9594:                                             ; preds = %9589, %9574
  %9595 = load i32, ptr @bad, align 4
  %9596 = add nsw i32 %9595, 1
  store i32 %9596, ptr @bad, align 4
  %9597 = load i64, ptr %813, align 8
  %9598 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9597, i64 noundef 6)
  br label %9599

9599:                                             ; preds = %9594, %9589
  br label %9600

9600:                                             ; preds = %9599
  %9601 = load i32, ptr %812, align 4
  %9602 = add nsw i32 %9601, 1
  store i32 %9602, ptr %812, align 4
  br label %9571, !llvm.loop !209

9603:                                             ; preds = %9571
  br label %9604

9604:                                             ; preds = %9603
  br label %9605

9605:                                             ; preds = %9604
  store i32 0, ptr %816, align 4
  br label %9606

9606:                                             ; preds = %9635, %9605
  %9607 = load i32, ptr %816, align 4
  %9608 = icmp slt i32 %9607, 41
  br i1 %9608, label %9609, label %9638

9609:                                             ; preds = %9606
  %9610 = load i32, ptr %816, align 4
  %9611 = sext i32 %9610 to i64
  %9612 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9611
  %9613 = load volatile i64, ptr %9612, align 8
  store i64 %9613, ptr %817, align 8
  %9614 = load i64, ptr %817, align 8
  %9615 = udiv i64 %9614, 7
  store i64 %9615, ptr %818, align 8
  %9616 = load i64, ptr %817, align 8
  %9617 = urem i64 %9616, 7
  store i64 %9617, ptr %819, align 8
  %9618 = load i64, ptr %818, align 8
  call void @mix(i64 noundef %9618)
  %9619 = load i64, ptr %819, align 8
  call void @mix(i64 noundef %9619)
  %9620 = load i64, ptr %818, align 8
  %9621 = load i64, ptr %817, align 8
  %9622 = call i64 @u64_var_div(i64 noundef %9621, i64 noundef 7)
  %9623 = icmp ne i64 %9620, %9622
  br i1 %9623, label %9629, label %9624

9624:                                             ; preds = %9609
  %9625 = load i64, ptr %819, align 8
  %9626 = load i64, ptr %817, align 8
  %9627 = call i64 @u64_var_rem(i64 noundef %9626, i64 noundef 7)
  %9628 = icmp ne i64 %9625, %9627
  br i1 %9628, label %9629, label %9634

9629:                                             ; preds = %9624, %9609
  %9630 = load i32, ptr @bad, align 4
  %9631 = add nsw i32 %9630, 1
  store i32 %9631, ptr @bad, align 4
  %9632 = load i64, ptr %817, align 8
  %9633 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9632, i64 noundef 7)
  br label %9634

9634:                                             ; preds = %9629, %9624
  br label %9635

9635:                                             ; preds = %9634
  %9636 = load i32, ptr %816, align 4
  %9637 = add nsw i32 %9636, 1
  store i32 %9637, ptr %816, align 4
  br label %9606, !llvm.loop !210

9638:                                             ; preds = %9606
  br label %9639

9639:                                             ; preds = %9638
  br label %9640

9640:                                             ; preds = %9639
  store i32 0, ptr %820, align 4
  br label %9641

9641:                                             ; preds = %9670, %9640
  %9642 = load i32, ptr %820, align 4
  %9643 = icmp slt i32 %9642, 41
  br i1 %9643, label %9644, label %9673

9644:                                             ; preds = %9641
  %9645 = load i32, ptr %820, align 4
  %9646 = sext i32 %9645 to i64
  %9647 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9646
  %9648 = load volatile i64, ptr %9647, align 8
  store i64 %9648, ptr %821, align 8
  %9649 = load i64, ptr %821, align 8
  %9650 = udiv i64 %9649, 9
  store i64 %9650, ptr %822, align 8
  %9651 = load i64, ptr %821, align 8
  %9652 = urem i64 %9651, 9
  store i64 %9652, ptr %823, align 8
  %9653 = load i64, ptr %822, align 8
  call void @mix(i64 noundef %9653)
  %9654 = load i64, ptr %823, align 8
  call void @mix(i64 noundef %9654)
  %9655 = load i64, ptr %822, align 8
  %9656 = load i64, ptr %821, align 8
  %9657 = call i64 @u64_var_div(i64 noundef %9656, i64 noundef 9)
  %9658 = icmp ne i64 %9655, %9657
  br i1 %9658, label %9664, label %9659

9659:                                             ; preds = %9644
  %9660 = load i64, ptr %823, align 8
  %9661 = load i64, ptr %821, align 8
  %9662 = call i64 @u64_var_rem(i64 noundef %9661, i64 noundef 9)
  %9663 = icmp ne i64 %9660, %9662
  br i1 %9663, label %9664, label %9669

9664:                                             ; preds = %9659, %9644
  %9665 = load i32, ptr @bad, align 4
  %9666 = add nsw i32 %9665, 1
  store i32 %9666, ptr @bad, align 4
  %9667 = load i64, ptr %821, align 8
  %9668 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9667, i64 noundef 9)
  br label %9669

9669:                                             ; preds = %9664, %9659
  br label %9670

9670:                                             ; preds = %9669
  %9671 = load i32, ptr %820, align 4
  %9672 = add nsw i32 %9671, 1
  store i32 %9672, ptr %820, align 4
  br label %9641, !llvm.loop !211

9673:                                             ; preds = %9641
  br label %9674

9674:                                             ; preds = %9673
  br label %9675

9675:                                             ; preds = %9674
  store i32 0, ptr %824, align 4
  br label %9676

9676:                                             ; preds = %9705, %9675
  %9677 = load i32, ptr %824, align 4
  %9678 = icmp slt i32 %9677, 41
  br i1 %9678, label %9679, label %9708

9679:                                             ; preds = %9676
  %9680 = load i32, ptr %824, align 4
  %9681 = sext i32 %9680 to i64
  %9682 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9681
  %9683 = load volatile i64, ptr %9682, align 8
  store i64 %9683, ptr %825, align 8
  %9684 = load i64, ptr %825, align 8
  %9685 = udiv i64 %9684, 10
  store i64 %9685, ptr %826, align 8
  %9686 = load i64, ptr %825, align 8
  %9687 = urem i64 %9686, 10
  store i64 %9687, ptr %827, align 8
  %9688 = load i64, ptr %826, align 8
  call void @mix(i64 noundef %9688)
  %9689 = load i64, ptr %827, align 8
  call void @mix(i64 noundef %9689)
  %9690 = load i64, ptr %826, align 8
  %9691 = load i64, ptr %825, align 8
  %9692 = call i64 @u64_var_div(i64 noundef %9691, i64 noundef 10)
  %9693 = icmp ne i64 %9690, %9692
  br i1 %9693, label %9699, label %9694

9694:                                             ; preds = %9679
  %9695 = load i64, ptr %827, align 8
  %9696 = load i64, ptr %825, align 8
  %9697 = call i64 @u64_var_rem(i64 noundef %9696, i64 noundef 10)
  %9698 = icmp ne i64 %9695, %9697
  br i1 %9698, label %9699, label %9704

9699:                                             ; preds = %9694, %9679
  %9700 = load i32, ptr @bad, align 4
  %9701 = add nsw i32 %9700, 1
  store i32 %9701, ptr @bad, align 4
  %9702 = load i64, ptr %825, align 8
  %9703 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9702, i64 noundef 10)
  br label %9704

9704:                                             ; preds = %9699, %9694
  br label %9705

9705:                                             ; preds = %9704
  %9706 = load i32, ptr %824, align 4
  %9707 = add nsw i32 %9706, 1
  store i32 %9707, ptr %824, align 4
  br label %9676, !llvm.loop !212

9708:                                             ; preds = %9676
  br label %9709

9709:                                             ; preds = %9708
  br label %9710

9710:                                             ; preds = %9709
  store i32 0, ptr %828, align 4
  br label %9711

9711:                                             ; preds = %9740, %9710
  %9712 = load i32, ptr %828, align 4
  %9713 = icmp slt i32 %9712, 41
  br i1 %9713, label %9714, label %9743

9714:                                             ; preds = %9711
  %9715 = load i32, ptr %828, align 4
  %9716 = sext i32 %9715 to i64
  %9717 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9716
  %9718 = load volatile i64, ptr %9717, align 8
  store i64 %9718, ptr %829, align 8
  %9719 = load i64, ptr %829, align 8
  %9720 = udiv i64 %9719, 11
  store i64 %9720, ptr %830, align 8
  %9721 = load i64, ptr %829, align 8
  %9722 = urem i64 %9721, 11
  store i64 %9722, ptr %831, align 8
  %9723 = load i64, ptr %830, align 8
  call void @mix(i64 noundef %9723)
  %9724 = load i64, ptr %831, align 8
  call void @mix(i64 noundef %9724)
  %9725 = load i64, ptr %830, align 8
  %9726 = load i64, ptr %829, align 8
  %9727 = call i64 @u64_var_div(i64 noundef %9726, i64 noundef 11)
  %9728 = icmp ne i64 %9725, %9727
  br i1 %9728, label %9734, label %9729

9729:                                             ; preds = %9714
  %9730 = load i64, ptr %831, align 8
  %9731 = load i64, ptr %829, align 8
  %9732 = call i64 @u64_var_rem(i64 noundef %9731, i64 noundef 11)
  %9733 = icmp ne i64 %9730, %9732
  br i1 %9733, label %9734, label %9739

9734:                                             ; preds = %9729, %9714
  %9735 = load i32, ptr @bad, align 4
  %9736 = add nsw i32 %9735, 1
  store i32 %9736, ptr @bad, align 4
  %9737 = load i64, ptr %829, align 8
  %9738 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9737, i64 noundef 11)
  br label %9739

9739:                                             ; preds = %9734, %9729
  br label %9740

9740:                                             ; preds = %9739
  %9741 = load i32, ptr %828, align 4
  %9742 = add nsw i32 %9741, 1
  store i32 %9742, ptr %828, align 4
  br label %9711, !llvm.loop !213

9743:                                             ; preds = %9711
  br label %9744

9744:                                             ; preds = %9743
  br label %9745

9745:                                             ; preds = %9744
  store i32 0, ptr %832, align 4
  br label %9746

9746:                                             ; preds = %9775, %9745
  %9747 = load i32, ptr %832, align 4
  %9748 = icmp slt i32 %9747, 41
  br i1 %9748, label %9749, label %9778

9749:                                             ; preds = %9746
  %9750 = load i32, ptr %832, align 4
  %9751 = sext i32 %9750 to i64
  %9752 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9751
  %9753 = load volatile i64, ptr %9752, align 8
  store i64 %9753, ptr %833, align 8
  %9754 = load i64, ptr %833, align 8
  %9755 = udiv i64 %9754, 12
  store i64 %9755, ptr %834, align 8
  %9756 = load i64, ptr %833, align 8
  %9757 = urem i64 %9756, 12
  store i64 %9757, ptr %835, align 8
  %9758 = load i64, ptr %834, align 8
  call void @mix(i64 noundef %9758)
  %9759 = load i64, ptr %835, align 8
  call void @mix(i64 noundef %9759)
  %9760 = load i64, ptr %834, align 8
  %9761 = load i64, ptr %833, align 8
  %9762 = call i64 @u64_var_div(i64 noundef %9761, i64 noundef 12)
  %9763 = icmp ne i64 %9760, %9762
  br i1 %9763, label %9769, label %9764

9764:                                             ; preds = %9749
  %9765 = load i64, ptr %835, align 8
  %9766 = load i64, ptr %833, align 8
  %9767 = call i64 @u64_var_rem(i64 noundef %9766, i64 noundef 12)
  %9768 = icmp ne i64 %9765, %9767
  br i1 %9768, label %9769, label %9774

9769:                                             ; preds = %9764, %9749
  %9770 = load i32, ptr @bad, align 4
  %9771 = add nsw i32 %9770, 1
  store i32 %9771, ptr @bad, align 4
  %9772 = load i64, ptr %833, align 8
  %9773 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9772, i64 noundef 12)
  br label %9774

9774:                                             ; preds = %9769, %9764
  br label %9775

9775:                                             ; preds = %9774
  %9776 = load i32, ptr %832, align 4
  %9777 = add nsw i32 %9776, 1
  store i32 %9777, ptr %832, align 4
  br label %9746, !llvm.loop !214

9778:                                             ; preds = %9746
  br label %9779

9779:                                             ; preds = %9778
  br label %9780

9780:                                             ; preds = %9779
  store i32 0, ptr %836, align 4
  br label %9781

9781:                                             ; preds = %9810, %9780
  %9782 = load i32, ptr %836, align 4
  %9783 = icmp slt i32 %9782, 41
  br i1 %9783, label %9784, label %9813

9784:                                             ; preds = %9781
  %9785 = load i32, ptr %836, align 4
  %9786 = sext i32 %9785 to i64
  %9787 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9786
  %9788 = load volatile i64, ptr %9787, align 8
  store i64 %9788, ptr %837, align 8
  %9789 = load i64, ptr %837, align 8
  %9790 = udiv i64 %9789, 13
  store i64 %9790, ptr %838, align 8
  %9791 = load i64, ptr %837, align 8
  %9792 = urem i64 %9791, 13
  store i64 %9792, ptr %839, align 8
  %9793 = load i64, ptr %838, align 8
  call void @mix(i64 noundef %9793)
  %9794 = load i64, ptr %839, align 8
  call void @mix(i64 noundef %9794)
  %9795 = load i64, ptr %838, align 8
  %9796 = load i64, ptr %837, align 8
  %9797 = call i64 @u64_var_div(i64 noundef %9796, i64 noundef 13)
  %9798 = icmp ne i64 %9795, %9797
  br i1 %9798, label %9804, label %9799

9799:                                             ; preds = %9784
  %9800 = load i64, ptr %839, align 8
  %9801 = load i64, ptr %837, align 8
  %9802 = call i64 @u64_var_rem(i64 noundef %9801, i64 noundef 13)
  %9803 = icmp ne i64 %9800, %9802
  br i1 %9803, label %9804, label %9809

9804:                                             ; preds = %9799, %9784
  %9805 = load i32, ptr @bad, align 4
  %9806 = add nsw i32 %9805, 1
  store i32 %9806, ptr @bad, align 4
  %9807 = load i64, ptr %837, align 8
  %9808 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9807, i64 noundef 13)
  br label %9809

9809:                                             ; preds = %9804, %9799
  br label %9810

9810:                                             ; preds = %9809
  %9811 = load i32, ptr %836, align 4
  %9812 = add nsw i32 %9811, 1
  store i32 %9812, ptr %836, align 4
  br label %9781, !llvm.loop !215

9813:                                             ; preds = %9781
  br label %9814

9814:                                             ; preds = %9813
  br label %9815

9815:                                             ; preds = %9814
  store i32 0, ptr %840, align 4
  br label %9816

9816:                                             ; preds = %9845, %9815
  %9817 = load i32, ptr %840, align 4
  %9818 = icmp slt i32 %9817, 41
  br i1 %9818, label %9819, label %9848

9819:                                             ; preds = %9816
  %9820 = load i32, ptr %840, align 4
  %9821 = sext i32 %9820 to i64
  %9822 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9821
  %9823 = load volatile i64, ptr %9822, align 8
  store i64 %9823, ptr %841, align 8
  %9824 = load i64, ptr %841, align 8
  %9825 = udiv i64 %9824, 14
  store i64 %9825, ptr %842, align 8
  %9826 = load i64, ptr %841, align 8
  %9827 = urem i64 %9826, 14
  store i64 %9827, ptr %843, align 8
  %9828 = load i64, ptr %842, align 8
  call void @mix(i64 noundef %9828)
  %9829 = load i64, ptr %843, align 8
  call void @mix(i64 noundef %9829)
  %9830 = load i64, ptr %842, align 8
  %9831 = load i64, ptr %841, align 8
  %9832 = call i64 @u64_var_div(i64 noundef %9831, i64 noundef 14)
  %9833 = icmp ne i64 %9830, %9832
  br i1 %9833, label %9839, label %9834

9834:                                             ; preds = %9819
  %9835 = load i64, ptr %843, align 8
  %9836 = load i64, ptr %841, align 8
  %9837 = call i64 @u64_var_rem(i64 noundef %9836, i64 noundef 14)
  %9838 = icmp ne i64 %9835, %9837
  br i1 %9838, label %9839, label %9844

9839:                                             ; preds = %9834, %9819
  %9840 = load i32, ptr @bad, align 4
  %9841 = add nsw i32 %9840, 1
  store i32 %9841, ptr @bad, align 4
  %9842 = load i64, ptr %841, align 8
  %9843 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9842, i64 noundef 14)
  br label %9844

9844:                                             ; preds = %9839, %9834
  br label %9845

9845:                                             ; preds = %9844
  %9846 = load i32, ptr %840, align 4
  %9847 = add nsw i32 %9846, 1
  store i32 %9847, ptr %840, align 4
  br label %9816, !llvm.loop !216

9848:                                             ; preds = %9816
  br label %9849

9849:                                             ; preds = %9848
  br label %9850

9850:                                             ; preds = %9849
  store i32 0, ptr %844, align 4
  br label %9851

9851:                                             ; preds = %9880, %9850
  %9852 = load i32, ptr %844, align 4
  %9853 = icmp slt i32 %9852, 41
  br i1 %9853, label %9854, label %9883

9854:                                             ; preds = %9851
  %9855 = load i32, ptr %844, align 4
  %9856 = sext i32 %9855 to i64
  %9857 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9856
  %9858 = load volatile i64, ptr %9857, align 8
  store i64 %9858, ptr %845, align 8
  %9859 = load i64, ptr %845, align 8
  %9860 = udiv i64 %9859, 15
  store i64 %9860, ptr %846, align 8
  %9861 = load i64, ptr %845, align 8
  %9862 = urem i64 %9861, 15
  store i64 %9862, ptr %847, align 8
  %9863 = load i64, ptr %846, align 8
  call void @mix(i64 noundef %9863)
  %9864 = load i64, ptr %847, align 8
  call void @mix(i64 noundef %9864)
  %9865 = load i64, ptr %846, align 8
  %9866 = load i64, ptr %845, align 8
  %9867 = call i64 @u64_var_div(i64 noundef %9866, i64 noundef 15)
  %9868 = icmp ne i64 %9865, %9867
  br i1 %9868, label %9874, label %9869

9869:                                             ; preds = %9854
  %9870 = load i64, ptr %847, align 8
  %9871 = load i64, ptr %845, align 8
  %9872 = call i64 @u64_var_rem(i64 noundef %9871, i64 noundef 15)
  %9873 = icmp ne i64 %9870, %9872
  br i1 %9873, label %9874, label %9879

9874:                                             ; preds = %9869, %9854
  %9875 = load i32, ptr @bad, align 4
  %9876 = add nsw i32 %9875, 1
  store i32 %9876, ptr @bad, align 4
  %9877 = load i64, ptr %845, align 8
  %9878 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9877, i64 noundef 15)
  br label %9879

9879:                                             ; preds = %9874, %9869
  br label %9880

9880:                                             ; preds = %9879
  %9881 = load i32, ptr %844, align 4
  %9882 = add nsw i32 %9881, 1
  store i32 %9882, ptr %844, align 4
  br label %9851, !llvm.loop !217

9883:                                             ; preds = %9851
  br label %9884

9884:                                             ; preds = %9883
  br label %9885

9885:                                             ; preds = %9884
  store i32 0, ptr %848, align 4
  br label %9886

9886:                                             ; preds = %9915, %9885
  %9887 = load i32, ptr %848, align 4
  %9888 = icmp slt i32 %9887, 41
  br i1 %9888, label %9889, label %9918

9889:                                             ; preds = %9886
  %9890 = load i32, ptr %848, align 4
  %9891 = sext i32 %9890 to i64
  %9892 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9891
  %9893 = load volatile i64, ptr %9892, align 8
  store i64 %9893, ptr %849, align 8
  %9894 = load i64, ptr %849, align 8
  %9895 = udiv i64 %9894, 16
  store i64 %9895, ptr %850, align 8
  %9896 = load i64, ptr %849, align 8
  %9897 = urem i64 %9896, 16
  store i64 %9897, ptr %851, align 8
  %9898 = load i64, ptr %850, align 8
  call void @mix(i64 noundef %9898)
  %9899 = load i64, ptr %851, align 8
  call void @mix(i64 noundef %9899)
  %9900 = load i64, ptr %850, align 8
  %9901 = load i64, ptr %849, align 8
  %9902 = call i64 @u64_var_div(i64 noundef %9901, i64 noundef 16)
  %9903 = icmp ne i64 %9900, %9902
  br i1 %9903, label %9909, label %9904

9904:                                             ; preds = %9889
  %9905 = load i64, ptr %851, align 8
  %9906 = load i64, ptr %849, align 8
  %9907 = call i64 @u64_var_rem(i64 noundef %9906, i64 noundef 16)
  %9908 = icmp ne i64 %9905, %9907
  br i1 %9908, label %9909, label %9914

9909:                                             ; preds = %9904, %9889
  %9910 = load i32, ptr @bad, align 4
  %9911 = add nsw i32 %9910, 1
  store i32 %9911, ptr @bad, align 4
  %9912 = load i64, ptr %849, align 8
  %9913 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9912, i64 noundef 16)
  br label %9914

9914:                                             ; preds = %9909, %9904
  br label %9915

9915:                                             ; preds = %9914
  %9916 = load i32, ptr %848, align 4
  %9917 = add nsw i32 %9916, 1
  store i32 %9917, ptr %848, align 4
  br label %9886, !llvm.loop !218

9918:                                             ; preds = %9886
  br label %9919

9919:                                             ; preds = %9918
  br label %9920

9920:                                             ; preds = %9919
  store i32 0, ptr %852, align 4
  br label %9921

9921:                                             ; preds = %9950, %9920
  %9922 = load i32, ptr %852, align 4
  %9923 = icmp slt i32 %9922, 41
  br i1 %9923, label %9924, label %9953

9924:                                             ; preds = %9921
  %9925 = load i32, ptr %852, align 4
  %9926 = sext i32 %9925 to i64
  %9927 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9926
  %9928 = load volatile i64, ptr %9927, align 8
  store i64 %9928, ptr %853, align 8
  %9929 = load i64, ptr %853, align 8
  %9930 = udiv i64 %9929, 17
  store i64 %9930, ptr %854, align 8
  %9931 = load i64, ptr %853, align 8
  %9932 = urem i64 %9931, 17
  store i64 %9932, ptr %855, align 8
  %9933 = load i64, ptr %854, align 8
  call void @mix(i64 noundef %9933)
  %9934 = load i64, ptr %855, align 8
  call void @mix(i64 noundef %9934)
  %9935 = load i64, ptr %854, align 8
  %9936 = load i64, ptr %853, align 8
  %9937 = call i64 @u64_var_div(i64 noundef %9936, i64 noundef 17)
  %9938 = icmp ne i64 %9935, %9937
  br i1 %9938, label %9944, label %9939

9939:                                             ; preds = %9924
  %9940 = load i64, ptr %855, align 8
  %9941 = load i64, ptr %853, align 8
  %9942 = call i64 @u64_var_rem(i64 noundef %9941, i64 noundef 17)
  %9943 = icmp ne i64 %9940, %9942
  br i1 %9943, label %9944, label %9949

9944:                                             ; preds = %9939, %9924
  %9945 = load i32, ptr @bad, align 4
  %9946 = add nsw i32 %9945, 1
  store i32 %9946, ptr @bad, align 4
  %9947 = load i64, ptr %853, align 8
  %9948 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9947, i64 noundef 17)
  br label %9949

9949:                                             ; preds = %9944, %9939
  br label %9950

9950:                                             ; preds = %9949
  %9951 = load i32, ptr %852, align 4
  %9952 = add nsw i32 %9951, 1
  store i32 %9952, ptr %852, align 4
  br label %9921, !llvm.loop !219

9953:                                             ; preds = %9921
  br label %9954

9954:                                             ; preds = %9953
  br label %9955

9955:                                             ; preds = %9954
  store i32 0, ptr %856, align 4
  br label %9956

9956:                                             ; preds = %9985, %9955
  %9957 = load i32, ptr %856, align 4
  %9958 = icmp slt i32 %9957, 41
  br i1 %9958, label %9959, label %9988

9959:                                             ; preds = %9956
  %9960 = load i32, ptr %856, align 4
  %9961 = sext i32 %9960 to i64
  %9962 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9961
  %9963 = load volatile i64, ptr %9962, align 8
  store i64 %9963, ptr %857, align 8
  %9964 = load i64, ptr %857, align 8
  %9965 = udiv i64 %9964, 19
  store i64 %9965, ptr %858, align 8
  %9966 = load i64, ptr %857, align 8
  %9967 = urem i64 %9966, 19
  store i64 %9967, ptr %859, align 8
  %9968 = load i64, ptr %858, align 8
  call void @mix(i64 noundef %9968)
  %9969 = load i64, ptr %859, align 8
  call void @mix(i64 noundef %9969)
  %9970 = load i64, ptr %858, align 8
  %9971 = load i64, ptr %857, align 8
  %9972 = call i64 @u64_var_div(i64 noundef %9971, i64 noundef 19)
  %9973 = icmp ne i64 %9970, %9972
  br i1 %9973, label %9979, label %9974

9974:                                             ; preds = %9959
  %9975 = load i64, ptr %859, align 8
  %9976 = load i64, ptr %857, align 8
  %9977 = call i64 @u64_var_rem(i64 noundef %9976, i64 noundef 19)
  %9978 = icmp ne i64 %9975, %9977
  br i1 %9978, label %9979, label %9984

9979:                                             ; preds = %9974, %9959
  %9980 = load i32, ptr @bad, align 4
  %9981 = add nsw i32 %9980, 1
  store i32 %9981, ptr @bad, align 4
  %9982 = load i64, ptr %857, align 8
  %9983 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %9982, i64 noundef 19)
  br label %9984

9984:                                             ; preds = %9979, %9974
  br label %9985

9985:                                             ; preds = %9984
  %9986 = load i32, ptr %856, align 4
  %9987 = add nsw i32 %9986, 1
  store i32 %9987, ptr %856, align 4
  br label %9956, !llvm.loop !220

9988:                                             ; preds = %9956
  br label %9989

9989:                                             ; preds = %9988
  br label %9990

9990:                                             ; preds = %9989
  store i32 0, ptr %860, align 4
  br label %9991

9991:                                             ; preds = %10020, %9990
  %9992 = load i32, ptr %860, align 4
  %9993 = icmp slt i32 %9992, 41
  br i1 %9993, label %9994, label %10023

9994:                                             ; preds = %9991
  %9995 = load i32, ptr %860, align 4
  %9996 = sext i32 %9995 to i64
  %9997 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %9996
  %9998 = load volatile i64, ptr %9997, align 8
  store i64 %9998, ptr %861, align 8
  %9999 = load i64, ptr %861, align 8
  %10000 = udiv i64 %9999, 25
  store i64 %10000, ptr %862, align 8
  %10001 = load i64, ptr %861, align 8
  %10002 = urem i64 %10001, 25
  store i64 %10002, ptr %863, align 8
  %10003 = load i64, ptr %862, align 8
  call void @mix(i64 noundef %10003)
  %10004 = load i64, ptr %863, align 8
  call void @mix(i64 noundef %10004)
  %10005 = load i64, ptr %862, align 8
  %10006 = load i64, ptr %861, align 8
  %10007 = call i64 @u64_var_div(i64 noundef %10006, i64 noundef 25)
  %10008 = icmp ne i64 %10005, %10007
  br i1 %10008, label %10014, label %10009

10009:                                            ; preds = %9994
  %10010 = load i64, ptr %863, align 8
  %10011 = load i64, ptr %861, align 8
  %10012 = call i64 @u64_var_rem(i64 noundef %10011, i64 noundef 25)
  %10013 = icmp ne i64 %10010, %10012
  br i1 %10013, label %10014, label %10019

10014:                                            ; preds = %10009, %9994
  %10015 = load i32, ptr @bad, align 4
  %10016 = add nsw i32 %10015, 1
  store i32 %10016, ptr @bad, align 4
  %10017 = load i64, ptr %861, align 8
  %10018 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10017, i64 noundef 25)
  br label %10019

10019:                                            ; preds = %10014, %10009
  br label %10020

10020:                                            ; preds = %10019
  %10021 = load i32, ptr %860, align 4
  %10022 = add nsw i32 %10021, 1
  store i32 %10022, ptr %860, align 4
  br label %9991, !llvm.loop !221

10023:                                            ; preds = %9991
  br label %10024

10024:                                            ; preds = %10023
  br label %10025

10025:                                            ; preds = %10024
  store i32 0, ptr %864, align 4
  br label %10026

10026:                                            ; preds = %10055, %10025
  %10027 = load i32, ptr %864, align 4
  %10028 = icmp slt i32 %10027, 41
  br i1 %10028, label %10029, label %10058

10029:                                            ; preds = %10026
  %10030 = load i32, ptr %864, align 4
  %10031 = sext i32 %10030 to i64
  %10032 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10031
  %10033 = load volatile i64, ptr %10032, align 8
  store i64 %10033, ptr %865, align 8
  %10034 = load i64, ptr %865, align 8
  %10035 = udiv i64 %10034, 31
  store i64 %10035, ptr %866, align 8
  %10036 = load i64, ptr %865, align 8
  %10037 = urem i64 %10036, 31
  store i64 %10037, ptr %867, align 8
  %10038 = load i64, ptr %866, align 8
  call void @mix(i64 noundef %10038)
  %10039 = load i64, ptr %867, align 8
  call void @mix(i64 noundef %10039)
  %10040 = load i64, ptr %866, align 8
  %10041 = load i64, ptr %865, align 8
  %10042 = call i64 @u64_var_div(i64 noundef %10041, i64 noundef 31)
  %10043 = icmp ne i64 %10040, %10042
  br i1 %10043, label %10049, label %10044

10044:                                            ; preds = %10029
  %10045 = load i64, ptr %867, align 8
  %10046 = load i64, ptr %865, align 8
  %10047 = call i64 @u64_var_rem(i64 noundef %10046, i64 noundef 31)
  %10048 = icmp ne i64 %10045, %10047
  br i1 %10048, label %10049, label %10054

10049:                                            ; preds = %10044, %10029
  %10050 = load i32, ptr @bad, align 4
  %10051 = add nsw i32 %10050, 1
  store i32 %10051, ptr @bad, align 4
  %10052 = load i64, ptr %865, align 8
  %10053 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10052, i64 noundef 31)
  br label %10054

10054:                                            ; preds = %10049, %10044
  br label %10055

10055:                                            ; preds = %10054
  %10056 = load i32, ptr %864, align 4
  %10057 = add nsw i32 %10056, 1
  store i32 %10057, ptr %864, align 4
  br label %10026, !llvm.loop !222

10058:                                            ; preds = %10026
  br label %10059

10059:                                            ; preds = %10058
  br label %10060

10060:                                            ; preds = %10059
  store i32 0, ptr %868, align 4
  br label %10061

10061:                                            ; preds = %10090, %10060
  %10062 = load i32, ptr %868, align 4
  %10063 = icmp slt i32 %10062, 41
  br i1 %10063, label %10064, label %10093

10064:                                            ; preds = %10061
  %10065 = load i32, ptr %868, align 4
  %10066 = sext i32 %10065 to i64
  %10067 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10066
  %10068 = load volatile i64, ptr %10067, align 8
  store i64 %10068, ptr %869, align 8
  %10069 = load i64, ptr %869, align 8
  %10070 = udiv i64 %10069, 32
  store i64 %10070, ptr %870, align 8
  %10071 = load i64, ptr %869, align 8
  %10072 = urem i64 %10071, 32
  store i64 %10072, ptr %871, align 8
  %10073 = load i64, ptr %870, align 8
  call void @mix(i64 noundef %10073)
  %10074 = load i64, ptr %871, align 8
  call void @mix(i64 noundef %10074)
  %10075 = load i64, ptr %870, align 8
  %10076 = load i64, ptr %869, align 8
  %10077 = call i64 @u64_var_div(i64 noundef %10076, i64 noundef 32)
  %10078 = icmp ne i64 %10075, %10077
  br i1 %10078, label %10084, label %10079

10079:                                            ; preds = %10064
  %10080 = load i64, ptr %871, align 8
  %10081 = load i64, ptr %869, align 8
  %10082 = call i64 @u64_var_rem(i64 noundef %10081, i64 noundef 32)
  %10083 = icmp ne i64 %10080, %10082
  br i1 %10083, label %10084, label %10089

10084:                                            ; preds = %10079, %10064
  %10085 = load i32, ptr @bad, align 4
  %10086 = add nsw i32 %10085, 1
  store i32 %10086, ptr @bad, align 4
  %10087 = load i64, ptr %869, align 8
  %10088 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10087, i64 noundef 32)
  br label %10089

10089:                                            ; preds = %10084, %10079
  br label %10090

10090:                                            ; preds = %10089
  %10091 = load i32, ptr %868, align 4
  %10092 = add nsw i32 %10091, 1
  store i32 %10092, ptr %868, align 4
  br label %10061, !llvm.loop !223

10093:                                            ; preds = %10061
  br label %10094

10094:                                            ; preds = %10093
  br label %10095

10095:                                            ; preds = %10094
  store i32 0, ptr %872, align 4
  br label %10096

10096:                                            ; preds = %10125, %10095
  %10097 = load i32, ptr %872, align 4
  %10098 = icmp slt i32 %10097, 41
  br i1 %10098, label %10099, label %10128

10099:                                            ; preds = %10096
  %10100 = load i32, ptr %872, align 4
  %10101 = sext i32 %10100 to i64
  %10102 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10101
  %10103 = load volatile i64, ptr %10102, align 8
  store i64 %10103, ptr %873, align 8
  %10104 = load i64, ptr %873, align 8
  %10105 = udiv i64 %10104, 37
  store i64 %10105, ptr %874, align 8
  %10106 = load i64, ptr %873, align 8
  %10107 = urem i64 %10106, 37
  store i64 %10107, ptr %875, align 8
  %10108 = load i64, ptr %874, align 8
  call void @mix(i64 noundef %10108)
  %10109 = load i64, ptr %875, align 8
  call void @mix(i64 noundef %10109)
  %10110 = load i64, ptr %874, align 8
  %10111 = load i64, ptr %873, align 8
  %10112 = call i64 @u64_var_div(i64 noundef %10111, i64 noundef 37)
  %10113 = icmp ne i64 %10110, %10112
  br i1 %10113, label %10119, label %10114

10114:                                            ; preds = %10099
  %10115 = load i64, ptr %875, align 8
  %10116 = load i64, ptr %873, align 8
  %10117 = call i64 @u64_var_rem(i64 noundef %10116, i64 noundef 37)
  %10118 = icmp ne i64 %10115, %10117
  br i1 %10118, label %10119, label %10124

10119:                                            ; preds = %10114, %10099
  %10120 = load i32, ptr @bad, align 4
  %10121 = add nsw i32 %10120, 1
  store i32 %10121, ptr @bad, align 4
  %10122 = load i64, ptr %873, align 8
  %10123 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10122, i64 noundef 37)
  br label %10124

10124:                                            ; preds = %10119, %10114
  br label %10125

10125:                                            ; preds = %10124
  %10126 = load i32, ptr %872, align 4
  %10127 = add nsw i32 %10126, 1
  store i32 %10127, ptr %872, align 4
  br label %10096, !llvm.loop !224

10128:                                            ; preds = %10096
  br label %10129

10129:                                            ; preds = %10128
  br label %10130

10130:                                            ; preds = %10129
  store i32 0, ptr %876, align 4
  br label %10131

10131:                                            ; preds = %10160, %10130
  %10132 = load i32, ptr %876, align 4
  %10133 = icmp slt i32 %10132, 41
  br i1 %10133, label %10134, label %10163

10134:                                            ; preds = %10131
  %10135 = load i32, ptr %876, align 4
  %10136 = sext i32 %10135 to i64
  %10137 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10136
  %10138 = load volatile i64, ptr %10137, align 8
  store i64 %10138, ptr %877, align 8
  %10139 = load i64, ptr %877, align 8
  %10140 = udiv i64 %10139, 41
  store i64 %10140, ptr %878, align 8
  %10141 = load i64, ptr %877, align 8
  %10142 = urem i64 %10141, 41
  store i64 %10142, ptr %879, align 8
  %10143 = load i64, ptr %878, align 8
  call void @mix(i64 noundef %10143)
  %10144 = load i64, ptr %879, align 8
  call void @mix(i64 noundef %10144)
  %10145 = load i64, ptr %878, align 8
  %10146 = load i64, ptr %877, align 8
  %10147 = call i64 @u64_var_div(i64 noundef %10146, i64 noundef 41)
  %10148 = icmp ne i64 %10145, %10147
  br i1 %10148, label %10154, label %10149

10149:                                            ; preds = %10134
  %10150 = load i64, ptr %879, align 8
  %10151 = load i64, ptr %877, align 8
  %10152 = call i64 @u64_var_rem(i64 noundef %10151, i64 noundef 41)
  %10153 = icmp ne i64 %10150, %10152
  br i1 %10153, label %10154, label %10159

10154:                                            ; preds = %10149, %10134
  %10155 = load i32, ptr @bad, align 4
  %10156 = add nsw i32 %10155, 1
  store i32 %10156, ptr @bad, align 4
  %10157 = load i64, ptr %877, align 8
  %10158 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10157, i64 noundef 41)
  br label %10159

10159:                                            ; preds = %10154, %10149
  br label %10160

10160:                                            ; preds = %10159
  %10161 = load i32, ptr %876, align 4
  %10162 = add nsw i32 %10161, 1
  store i32 %10162, ptr %876, align 4
  br label %10131, !llvm.loop !225

10163:                                            ; preds = %10131
  br label %10164

10164:                                            ; preds = %10163
  br label %10165

10165:                                            ; preds = %10164
  store i32 0, ptr %880, align 4
  br label %10166

10166:                                            ; preds = %10195, %10165
  %10167 = load i32, ptr %880, align 4
  %10168 = icmp slt i32 %10167, 41
  br i1 %10168, label %10169, label %10198

10169:                                            ; preds = %10166
  %10170 = load i32, ptr %880, align 4
  %10171 = sext i32 %10170 to i64
  %10172 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10171
  %10173 = load volatile i64, ptr %10172, align 8
  store i64 %10173, ptr %881, align 8
  %10174 = load i64, ptr %881, align 8
  %10175 = udiv i64 %10174, 60
  store i64 %10175, ptr %882, align 8
  %10176 = load i64, ptr %881, align 8
  %10177 = urem i64 %10176, 60
  store i64 %10177, ptr %883, align 8
  %10178 = load i64, ptr %882, align 8
  call void @mix(i64 noundef %10178)
  %10179 = load i64, ptr %883, align 8
  call void @mix(i64 noundef %10179)
  %10180 = load i64, ptr %882, align 8
  %10181 = load i64, ptr %881, align 8
  %10182 = call i64 @u64_var_div(i64 noundef %10181, i64 noundef 60)
  %10183 = icmp ne i64 %10180, %10182
  br i1 %10183, label %10189, label %10184

10184:                                            ; preds = %10169
  %10185 = load i64, ptr %883, align 8
  %10186 = load i64, ptr %881, align 8
  %10187 = call i64 @u64_var_rem(i64 noundef %10186, i64 noundef 60)
  %10188 = icmp ne i64 %10185, %10187
  br i1 %10188, label %10189, label %10194

10189:                                            ; preds = %10184, %10169
  %10190 = load i32, ptr @bad, align 4
  %10191 = add nsw i32 %10190, 1
  store i32 %10191, ptr @bad, align 4
  %10192 = load i64, ptr %881, align 8
  %10193 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10192, i64 noundef 60)
  br label %10194

10194:                                            ; preds = %10189, %10184
  br label %10195

10195:                                            ; preds = %10194
  %10196 = load i32, ptr %880, align 4
  %10197 = add nsw i32 %10196, 1
  store i32 %10197, ptr %880, align 4
  br label %10166, !llvm.loop !226

10198:                                            ; preds = %10166
  br label %10199

10199:                                            ; preds = %10198
  br label %10200

10200:                                            ; preds = %10199
  store i32 0, ptr %884, align 4
  br label %10201

10201:                                            ; preds = %10230, %10200
  %10202 = load i32, ptr %884, align 4
  %10203 = icmp slt i32 %10202, 41
  br i1 %10203, label %10204, label %10233

10204:                                            ; preds = %10201
  %10205 = load i32, ptr %884, align 4
  %10206 = sext i32 %10205 to i64
  %10207 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10206
  %10208 = load volatile i64, ptr %10207, align 8
  store i64 %10208, ptr %885, align 8
  %10209 = load i64, ptr %885, align 8
  %10210 = udiv i64 %10209, 63
  store i64 %10210, ptr %886, align 8
  %10211 = load i64, ptr %885, align 8
  %10212 = urem i64 %10211, 63
  store i64 %10212, ptr %887, align 8
  %10213 = load i64, ptr %886, align 8
  call void @mix(i64 noundef %10213)
  %10214 = load i64, ptr %887, align 8
  call void @mix(i64 noundef %10214)
  %10215 = load i64, ptr %886, align 8
  %10216 = load i64, ptr %885, align 8
  %10217 = call i64 @u64_var_div(i64 noundef %10216, i64 noundef 63)
  %10218 = icmp ne i64 %10215, %10217
  br i1 %10218, label %10224, label %10219

10219:                                            ; preds = %10204
  %10220 = load i64, ptr %887, align 8
  %10221 = load i64, ptr %885, align 8
  %10222 = call i64 @u64_var_rem(i64 noundef %10221, i64 noundef 63)
  %10223 = icmp ne i64 %10220, %10222
  br i1 %10223, label %10224, label %10229

10224:                                            ; preds = %10219, %10204
  %10225 = load i32, ptr @bad, align 4
  %10226 = add nsw i32 %10225, 1
  store i32 %10226, ptr @bad, align 4
  %10227 = load i64, ptr %885, align 8
  %10228 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10227, i64 noundef 63)
  br label %10229

10229:                                            ; preds = %10224, %10219
  br label %10230

10230:                                            ; preds = %10229
  %10231 = load i32, ptr %884, align 4
  %10232 = add nsw i32 %10231, 1
  store i32 %10232, ptr %884, align 4
  br label %10201, !llvm.loop !227

10233:                                            ; preds = %10201
  br label %10234

10234:                                            ; preds = %10233
  br label %10235

10235:                                            ; preds = %10234
  store i32 0, ptr %888, align 4
  br label %10236

10236:                                            ; preds = %10265, %10235
  %10237 = load i32, ptr %888, align 4
  %10238 = icmp slt i32 %10237, 41
  br i1 %10238, label %10239, label %10268

10239:                                            ; preds = %10236
  %10240 = load i32, ptr %888, align 4
  %10241 = sext i32 %10240 to i64
  %10242 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10241
  %10243 = load volatile i64, ptr %10242, align 8
  store i64 %10243, ptr %889, align 8
  %10244 = load i64, ptr %889, align 8
  %10245 = udiv i64 %10244, 64
  store i64 %10245, ptr %890, align 8
  %10246 = load i64, ptr %889, align 8
  %10247 = urem i64 %10246, 64
  store i64 %10247, ptr %891, align 8
  %10248 = load i64, ptr %890, align 8
  call void @mix(i64 noundef %10248)
  %10249 = load i64, ptr %891, align 8
  call void @mix(i64 noundef %10249)
  %10250 = load i64, ptr %890, align 8
  %10251 = load i64, ptr %889, align 8
  %10252 = call i64 @u64_var_div(i64 noundef %10251, i64 noundef 64)
  %10253 = icmp ne i64 %10250, %10252
  br i1 %10253, label %10259, label %10254

10254:                                            ; preds = %10239
  %10255 = load i64, ptr %891, align 8
  %10256 = load i64, ptr %889, align 8
  %10257 = call i64 @u64_var_rem(i64 noundef %10256, i64 noundef 64)
  %10258 = icmp ne i64 %10255, %10257
  br i1 %10258, label %10259, label %10264

10259:                                            ; preds = %10254, %10239
  %10260 = load i32, ptr @bad, align 4
  %10261 = add nsw i32 %10260, 1
  store i32 %10261, ptr @bad, align 4
  %10262 = load i64, ptr %889, align 8
  %10263 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10262, i64 noundef 64)
  br label %10264

10264:                                            ; preds = %10259, %10254
  br label %10265

10265:                                            ; preds = %10264
  %10266 = load i32, ptr %888, align 4
  %10267 = add nsw i32 %10266, 1
  store i32 %10267, ptr %888, align 4
  br label %10236, !llvm.loop !228

10268:                                            ; preds = %10236
  br label %10269

10269:                                            ; preds = %10268
  br label %10270

10270:                                            ; preds = %10269
  store i32 0, ptr %892, align 4
  br label %10271

10271:                                            ; preds = %10300, %10270
  %10272 = load i32, ptr %892, align 4
  %10273 = icmp slt i32 %10272, 41
  br i1 %10273, label %10274, label %10303

10274:                                            ; preds = %10271
  %10275 = load i32, ptr %892, align 4
  %10276 = sext i32 %10275 to i64
  %10277 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10276
  %10278 = load volatile i64, ptr %10277, align 8
  store i64 %10278, ptr %893, align 8
  %10279 = load i64, ptr %893, align 8
  %10280 = udiv i64 %10279, 100
  store i64 %10280, ptr %894, align 8
  %10281 = load i64, ptr %893, align 8
  %10282 = urem i64 %10281, 100
  store i64 %10282, ptr %895, align 8
  %10283 = load i64, ptr %894, align 8
  call void @mix(i64 noundef %10283)
  %10284 = load i64, ptr %895, align 8
  call void @mix(i64 noundef %10284)
  %10285 = load i64, ptr %894, align 8
  %10286 = load i64, ptr %893, align 8
  %10287 = call i64 @u64_var_div(i64 noundef %10286, i64 noundef 100)
  %10288 = icmp ne i64 %10285, %10287
  br i1 %10288, label %10294, label %10289

10289:                                            ; preds = %10274
  %10290 = load i64, ptr %895, align 8
  %10291 = load i64, ptr %893, align 8
  %10292 = call i64 @u64_var_rem(i64 noundef %10291, i64 noundef 100)
  %10293 = icmp ne i64 %10290, %10292
  br i1 %10293, label %10294, label %10299

10294:                                            ; preds = %10289, %10274
  %10295 = load i32, ptr @bad, align 4
  %10296 = add nsw i32 %10295, 1
  store i32 %10296, ptr @bad, align 4
  %10297 = load i64, ptr %893, align 8
  %10298 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10297, i64 noundef 100)
  br label %10299

10299:                                            ; preds = %10294, %10289
  br label %10300

10300:                                            ; preds = %10299
  %10301 = load i32, ptr %892, align 4
  %10302 = add nsw i32 %10301, 1
  store i32 %10302, ptr %892, align 4
  br label %10271, !llvm.loop !229

10303:                                            ; preds = %10271
  br label %10304

10304:                                            ; preds = %10303
  br label %10305

10305:                                            ; preds = %10304
  store i32 0, ptr %896, align 4
  br label %10306

10306:                                            ; preds = %10335, %10305
  %10307 = load i32, ptr %896, align 4
  %10308 = icmp slt i32 %10307, 41
  br i1 %10308, label %10309, label %10338

10309:                                            ; preds = %10306
  %10310 = load i32, ptr %896, align 4
  %10311 = sext i32 %10310 to i64
  %10312 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10311
  %10313 = load volatile i64, ptr %10312, align 8
  store i64 %10313, ptr %897, align 8
  %10314 = load i64, ptr %897, align 8
  %10315 = udiv i64 %10314, 127
  store i64 %10315, ptr %898, align 8
  %10316 = load i64, ptr %897, align 8
  %10317 = urem i64 %10316, 127
  store i64 %10317, ptr %899, align 8
  %10318 = load i64, ptr %898, align 8
  call void @mix(i64 noundef %10318)
  %10319 = load i64, ptr %899, align 8
  call void @mix(i64 noundef %10319)
  %10320 = load i64, ptr %898, align 8
  %10321 = load i64, ptr %897, align 8
  %10322 = call i64 @u64_var_div(i64 noundef %10321, i64 noundef 127)
  %10323 = icmp ne i64 %10320, %10322
  br i1 %10323, label %10329, label %10324

10324:                                            ; preds = %10309
  %10325 = load i64, ptr %899, align 8
  %10326 = load i64, ptr %897, align 8
  %10327 = call i64 @u64_var_rem(i64 noundef %10326, i64 noundef 127)
  %10328 = icmp ne i64 %10325, %10327
  br i1 %10328, label %10329, label %10334

10329:                                            ; preds = %10324, %10309
  %10330 = load i32, ptr @bad, align 4
  %10331 = add nsw i32 %10330, 1
  store i32 %10331, ptr @bad, align 4
  %10332 = load i64, ptr %897, align 8
  %10333 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10332, i64 noundef 127)
  br label %10334

10334:                                            ; preds = %10329, %10324
  br label %10335

10335:                                            ; preds = %10334
  %10336 = load i32, ptr %896, align 4
  %10337 = add nsw i32 %10336, 1
  store i32 %10337, ptr %896, align 4
  br label %10306, !llvm.loop !230

10338:                                            ; preds = %10306
  br label %10339

10339:                                            ; preds = %10338
  br label %10340

10340:                                            ; preds = %10339
  store i32 0, ptr %900, align 4
  br label %10341

10341:                                            ; preds = %10370, %10340
  %10342 = load i32, ptr %900, align 4
  %10343 = icmp slt i32 %10342, 41
  br i1 %10343, label %10344, label %10373

10344:                                            ; preds = %10341
  %10345 = load i32, ptr %900, align 4
  %10346 = sext i32 %10345 to i64
  %10347 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10346
  %10348 = load volatile i64, ptr %10347, align 8
  store i64 %10348, ptr %901, align 8
  %10349 = load i64, ptr %901, align 8
  %10350 = udiv i64 %10349, -1
  store i64 %10350, ptr %902, align 8
  %10351 = load i64, ptr %901, align 8
  %10352 = urem i64 %10351, -1
  store i64 %10352, ptr %903, align 8
  %10353 = load i64, ptr %902, align 8
  call void @mix(i64 noundef %10353)
  %10354 = load i64, ptr %903, align 8
  call void @mix(i64 noundef %10354)
  %10355 = load i64, ptr %902, align 8
  %10356 = load i64, ptr %901, align 8
  %10357 = call i64 @u64_var_div(i64 noundef %10356, i64 noundef -1)
  %10358 = icmp ne i64 %10355, %10357
  br i1 %10358, label %10364, label %10359

10359:                                            ; preds = %10344
  %10360 = load i64, ptr %903, align 8
  %10361 = load i64, ptr %901, align 8
  %10362 = call i64 @u64_var_rem(i64 noundef %10361, i64 noundef -1)
  %10363 = icmp ne i64 %10360, %10362
  br i1 %10363, label %10364, label %10369

10364:                                            ; preds = %10359, %10344
  %10365 = load i32, ptr @bad, align 4
  %10366 = add nsw i32 %10365, 1
  store i32 %10366, ptr @bad, align 4
  %10367 = load i64, ptr %901, align 8
  %10368 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10367, i64 noundef -1)
  br label %10369

10369:                                            ; preds = %10364, %10359
  br label %10370

10370:                                            ; preds = %10369
  %10371 = load i32, ptr %900, align 4
  %10372 = add nsw i32 %10371, 1
  store i32 %10372, ptr %900, align 4
  br label %10341, !llvm.loop !231

10373:                                            ; preds = %10341
  br label %10374

10374:                                            ; preds = %10373
  br label %10375

10375:                                            ; preds = %10374
  store i32 0, ptr %904, align 4
  br label %10376

10376:                                            ; preds = %10405, %10375
  %10377 = load i32, ptr %904, align 4
  %10378 = icmp slt i32 %10377, 41
  br i1 %10378, label %10379, label %10408

10379:                                            ; preds = %10376
  %10380 = load i32, ptr %904, align 4
  %10381 = sext i32 %10380 to i64
  %10382 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10381
  %10383 = load volatile i64, ptr %10382, align 8
  store i64 %10383, ptr %905, align 8
  %10384 = load i64, ptr %905, align 8
  %10385 = udiv i64 %10384, -8446744073709551616
  store i64 %10385, ptr %906, align 8
  %10386 = load i64, ptr %905, align 8
  %10387 = urem i64 %10386, -8446744073709551616
  store i64 %10387, ptr %907, align 8
  %10388 = load i64, ptr %906, align 8
  call void @mix(i64 noundef %10388)
  %10389 = load i64, ptr %907, align 8
  call void @mix(i64 noundef %10389)
  %10390 = load i64, ptr %906, align 8
  %10391 = load i64, ptr %905, align 8
  %10392 = call i64 @u64_var_div(i64 noundef %10391, i64 noundef -8446744073709551616)
  %10393 = icmp ne i64 %10390, %10392
  br i1 %10393, label %10399, label %10394

10394:                                            ; preds = %10379
  %10395 = load i64, ptr %907, align 8
  %10396 = load i64, ptr %905, align 8
  %10397 = call i64 @u64_var_rem(i64 noundef %10396, i64 noundef -8446744073709551616)
  %10398 = icmp ne i64 %10395, %10397
  br i1 %10398, label %10399, label %10404

10399:                                            ; preds = %10394, %10379
  %10400 = load i32, ptr @bad, align 4
  %10401 = add nsw i32 %10400, 1
  store i32 %10401, ptr @bad, align 4
  %10402 = load i64, ptr %905, align 8
  %10403 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10402, i64 noundef -8446744073709551616)
  br label %10404

10404:                                            ; preds = %10399, %10394
  br label %10405

10405:                                            ; preds = %10404
  %10406 = load i32, ptr %904, align 4
  %10407 = add nsw i32 %10406, 1
  store i32 %10407, ptr %904, align 4
  br label %10376, !llvm.loop !232

10408:                                            ; preds = %10376
  br label %10409

10409:                                            ; preds = %10408
  br label %10410

10410:                                            ; preds = %10409
  store i32 0, ptr %908, align 4
  br label %10411

10411:                                            ; preds = %10440, %10410
  %10412 = load i32, ptr %908, align 4
  %10413 = icmp slt i32 %10412, 41
  br i1 %10413, label %10414, label %10443

10414:                                            ; preds = %10411
  %10415 = load i32, ptr %908, align 4
  %10416 = sext i32 %10415 to i64
  %10417 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %10416
  %10418 = load volatile i64, ptr %10417, align 8
  store i64 %10418, ptr %909, align 8
  %10419 = load i64, ptr %909, align 8
  %10420 = udiv i64 %10419, -9223372036854775807
  store i64 %10420, ptr %910, align 8
  %10421 = load i64, ptr %909, align 8
  %10422 = urem i64 %10421, -9223372036854775807
  store i64 %10422, ptr %911, align 8
  %10423 = load i64, ptr %910, align 8
  call void @mix(i64 noundef %10423)
  %10424 = load i64, ptr %911, align 8
  call void @mix(i64 noundef %10424)
  %10425 = load i64, ptr %910, align 8
  %10426 = load i64, ptr %909, align 8
  %10427 = call i64 @u64_var_div(i64 noundef %10426, i64 noundef -9223372036854775807)
  %10428 = icmp ne i64 %10425, %10427
  br i1 %10428, label %10434, label %10429

10429:                                            ; preds = %10414
  %10430 = load i64, ptr %911, align 8
  %10431 = load i64, ptr %909, align 8
  %10432 = call i64 @u64_var_rem(i64 noundef %10431, i64 noundef -9223372036854775807)
  %10433 = icmp ne i64 %10430, %10432
  br i1 %10433, label %10434, label %10439

10434:                                            ; preds = %10429, %10414
  %10435 = load i32, ptr @bad, align 4
  %10436 = add nsw i32 %10435, 1
  store i32 %10436, ptr @bad, align 4
  %10437 = load i64, ptr %909, align 8
  %10438 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef @.str.7, i64 noundef %10437, i64 noundef -9223372036854775807)
  br label %10439

10439:                                            ; preds = %10434, %10429
  br label %10440

10440:                                            ; preds = %10439
  %10441 = load i32, ptr %908, align 4
  %10442 = add nsw i32 %10441, 1
  store i32 %10442, ptr %908, align 4
  br label %10411, !llvm.loop !233

10443:                                            ; preds = %10411
  br label %10444

10444:                                            ; preds = %10443
  br label %10445

10445:                                            ; preds = %918, %10444, %9428, %8412, %7280, %6187, %4870, %3553, %2236
  %10446 = load i32, ptr %3, align 4
  %10447 = sext i32 %10446 to i64
  %10448 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %10447
  %10449 = load ptr, ptr %10448, align 8
  %10450 = load i64, ptr @h, align 8
  %10451 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %10449, i64 noundef %10450)
  br label %10452

10452:                                            ; preds = %10445
  %10453 = load i32, ptr %3, align 4
  %10454 = add nsw i32 %10453, 1
  store i32 %10454, ptr %3, align 4
  br label %915, !llvm.loop !234

10455:                                            ; preds = %915
  store volatile i32 -7, ptr %912, align 4
  store volatile i32 -294967296, ptr %913, align 4
  store volatile i64 -9000000000000000000, ptr %914, align 8
  %10456 = load volatile i32, ptr %912, align 4
  %10457 = sdiv i32 %10456, 2
  %10458 = load volatile i32, ptr %912, align 4
  %10459 = srem i32 %10458, 2
  %10460 = load volatile i32, ptr %913, align 4
  %10461 = udiv i32 %10460, 7
  %10462 = load volatile i32, ptr %913, align 4
  %10463 = urem i32 %10462, 7
  %10464 = load volatile i64, ptr %914, align 8
  %10465 = sdiv i64 %10464, 10
  %10466 = load volatile i64, ptr %914, align 8
  %10467 = srem i64 %10466, 1000
  %10468 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %10457, i32 noundef %10459, i32 noundef %10461, i32 noundef %10463, i64 noundef %10465, i64 noundef %10467)
  %10469 = load i32, ptr @bad, align 4
  %10470 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %10469)
  %10471 = load i32, ptr @bad, align 4
  %10472 = icmp ne i32 %10471, 0
  br i1 %10472, label %10473, label %10474

10473:                                            ; preds = %10455
  br label %10478

10474:                                            ; preds = %10455
  %10475 = load i64, ptr @h, align 8
  %10476 = and i64 %10475, 63
  %10477 = trunc i64 %10476 to i32
  br label %10478

10478:                                            ; preds = %10474, %10473
  %10479 = phi i32 [ 1, %10473 ], [ %10477, %10474 ]
  ret i32 %10479
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

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
define internal signext i8 @i8_var_div(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i8 @i8_var_rem(i8 noundef signext %0, i8 noundef signext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @u8_var_div(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i8 @u8_var_rem(i8 noundef zeroext %0, i8 noundef zeroext %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @i16_var_div(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @i16_var_rem(i16 noundef signext %0, i16 noundef signext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @u16_var_div(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal zeroext i16 @u16_var_rem(i16 noundef zeroext %0, i16 noundef zeroext %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = zext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @i32_var_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sdiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @i32_var_rem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = srem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u32_var_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @u32_var_rem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @i64_var_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sdiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @i64_var_rem(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = srem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64_var_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @u64_var_rem(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

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
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
!57 = distinct !{!57, !7}
!58 = distinct !{!58, !7}
!59 = distinct !{!59, !7}
!60 = distinct !{!60, !7}
!61 = distinct !{!61, !7}
!62 = distinct !{!62, !7}
!63 = distinct !{!63, !7}
!64 = distinct !{!64, !7}
!65 = distinct !{!65, !7}
!66 = distinct !{!66, !7}
!67 = distinct !{!67, !7}
!68 = distinct !{!68, !7}
!69 = distinct !{!69, !7}
!70 = distinct !{!70, !7}
!71 = distinct !{!71, !7}
!72 = distinct !{!72, !7}
!73 = distinct !{!73, !7}
!74 = distinct !{!74, !7}
!75 = distinct !{!75, !7}
!76 = distinct !{!76, !7}
!77 = distinct !{!77, !7}
!78 = distinct !{!78, !7}
!79 = distinct !{!79, !7}
!80 = distinct !{!80, !7}
!81 = distinct !{!81, !7}
!82 = distinct !{!82, !7}
!83 = distinct !{!83, !7}
!84 = distinct !{!84, !7}
!85 = distinct !{!85, !7}
!86 = distinct !{!86, !7}
!87 = distinct !{!87, !7}
!88 = distinct !{!88, !7}
!89 = distinct !{!89, !7}
!90 = distinct !{!90, !7}
!91 = distinct !{!91, !7}
!92 = distinct !{!92, !7}
!93 = distinct !{!93, !7}
!94 = distinct !{!94, !7}
!95 = distinct !{!95, !7}
!96 = distinct !{!96, !7}
!97 = distinct !{!97, !7}
!98 = distinct !{!98, !7}
!99 = distinct !{!99, !7}
!100 = distinct !{!100, !7}
!101 = distinct !{!101, !7}
!102 = distinct !{!102, !7}
!103 = distinct !{!103, !7}
!104 = distinct !{!104, !7}
!105 = distinct !{!105, !7}
!106 = distinct !{!106, !7}
!107 = distinct !{!107, !7}
!108 = distinct !{!108, !7}
!109 = distinct !{!109, !7}
!110 = distinct !{!110, !7}
!111 = distinct !{!111, !7}
!112 = distinct !{!112, !7}
!113 = distinct !{!113, !7}
!114 = distinct !{!114, !7}
!115 = distinct !{!115, !7}
!116 = distinct !{!116, !7}
!117 = distinct !{!117, !7}
!118 = distinct !{!118, !7}
!119 = distinct !{!119, !7}
!120 = distinct !{!120, !7}
!121 = distinct !{!121, !7}
!122 = distinct !{!122, !7}
!123 = distinct !{!123, !7}
!124 = distinct !{!124, !7}
!125 = distinct !{!125, !7}
!126 = distinct !{!126, !7}
!127 = distinct !{!127, !7}
!128 = distinct !{!128, !7}
!129 = distinct !{!129, !7}
!130 = distinct !{!130, !7}
!131 = distinct !{!131, !7}
!132 = distinct !{!132, !7}
!133 = distinct !{!133, !7}
!134 = distinct !{!134, !7}
!135 = distinct !{!135, !7}
!136 = distinct !{!136, !7}
!137 = distinct !{!137, !7}
!138 = distinct !{!138, !7}
!139 = distinct !{!139, !7}
!140 = distinct !{!140, !7}
!141 = distinct !{!141, !7}
!142 = distinct !{!142, !7}
!143 = distinct !{!143, !7}
!144 = distinct !{!144, !7}
!145 = distinct !{!145, !7}
!146 = distinct !{!146, !7}
!147 = distinct !{!147, !7}
!148 = distinct !{!148, !7}
!149 = distinct !{!149, !7}
!150 = distinct !{!150, !7}
!151 = distinct !{!151, !7}
!152 = distinct !{!152, !7}
!153 = distinct !{!153, !7}
!154 = distinct !{!154, !7}
!155 = distinct !{!155, !7}
!156 = distinct !{!156, !7}
!157 = distinct !{!157, !7}
!158 = distinct !{!158, !7}
!159 = distinct !{!159, !7}
!160 = distinct !{!160, !7}
!161 = distinct !{!161, !7}
!162 = distinct !{!162, !7}
!163 = distinct !{!163, !7}
!164 = distinct !{!164, !7}
!165 = distinct !{!165, !7}
!166 = distinct !{!166, !7}
!167 = distinct !{!167, !7}
!168 = distinct !{!168, !7}
!169 = distinct !{!169, !7}
!170 = distinct !{!170, !7}
!171 = distinct !{!171, !7}
!172 = distinct !{!172, !7}
!173 = distinct !{!173, !7}
!174 = distinct !{!174, !7}
!175 = distinct !{!175, !7}
!176 = distinct !{!176, !7}
!177 = distinct !{!177, !7}
!178 = distinct !{!178, !7}
!179 = distinct !{!179, !7}
!180 = distinct !{!180, !7}
!181 = distinct !{!181, !7}
!182 = distinct !{!182, !7}
!183 = distinct !{!183, !7}
!184 = distinct !{!184, !7}
!185 = distinct !{!185, !7}
!186 = distinct !{!186, !7}
!187 = distinct !{!187, !7}
!188 = distinct !{!188, !7}
!189 = distinct !{!189, !7}
!190 = distinct !{!190, !7}
!191 = distinct !{!191, !7}
!192 = distinct !{!192, !7}
!193 = distinct !{!193, !7}
!194 = distinct !{!194, !7}
!195 = distinct !{!195, !7}
!196 = distinct !{!196, !7}
!197 = distinct !{!197, !7}
!198 = distinct !{!198, !7}
!199 = distinct !{!199, !7}
!200 = distinct !{!200, !7}
!201 = distinct !{!201, !7}
!202 = distinct !{!202, !7}
!203 = distinct !{!203, !7}
!204 = distinct !{!204, !7}
!205 = distinct !{!205, !7}
!206 = distinct !{!206, !7}
!207 = distinct !{!207, !7}
!208 = distinct !{!208, !7}
!209 = distinct !{!209, !7}
!210 = distinct !{!210, !7}
!211 = distinct !{!211, !7}
!212 = distinct !{!212, !7}
!213 = distinct !{!213, !7}
!214 = distinct !{!214, !7}
!215 = distinct !{!215, !7}
!216 = distinct !{!216, !7}
!217 = distinct !{!217, !7}
!218 = distinct !{!218, !7}
!219 = distinct !{!219, !7}
!220 = distinct !{!220, !7}
!221 = distinct !{!221, !7}
!222 = distinct !{!222, !7}
!223 = distinct !{!223, !7}
!224 = distinct !{!224, !7}
!225 = distinct !{!225, !7}
!226 = distinct !{!226, !7}
!227 = distinct !{!227, !7}
!228 = distinct !{!228, !7}
!229 = distinct !{!229, !7}
!230 = distinct !{!230, !7}
!231 = distinct !{!231, !7}
!232 = distinct !{!232, !7}
!233 = distinct !{!233, !7}
!234 = distinct !{!234, !7}
