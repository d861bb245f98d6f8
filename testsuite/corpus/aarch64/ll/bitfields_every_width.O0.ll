; ModuleID = 'programs/bitfields_every_width.c'
source_filename = "programs/bitfields_every_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.su = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }
%struct.ss = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }

@.str = private unnamed_addr constant [22 x i8] c"sizeof su=%zu ss=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"s1=-1 reads %d; s1+1=%d; u1 %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@h = internal global i64 1469598103934665603, align 8
@.str.3 = private unnamed_addr constant [75 x i8] c"u1=%u u7=%u u13=%u u24=%u u31=%u | s1=%d s2=%d s7=%d s13=%d s24=%d s31=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.su, align 4
  %3 = alloca %struct.ss, align 4
  %4 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %5 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 80, i64 noundef 80)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %0
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 50
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i32, ptr %4, align 4
  %11 = mul nsw i32 %10, 1000003
  call void @set_all(ptr noundef %2, ptr noundef %3, i32 noundef %11)
  %12 = load i32, ptr %4, align 4
  %13 = srem i32 %12, 10
  %14 = icmp eq i32 %13, 0
  %15 = zext i1 %14 to i32
  call void @dump(ptr noundef %2, ptr noundef %3, i32 noundef %15)
  call void @bump_all(ptr noundef %2, ptr noundef %3)
  %16 = load i32, ptr %4, align 4
  %17 = srem i32 %16, 10
  %18 = icmp eq i32 %17, 0
  %19 = zext i1 %18 to i32
  call void @dump(ptr noundef %2, ptr noundef %3, i32 noundef %19)
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !6

23:                                               ; preds = %6
  %24 = load i64, ptr %3, align 4
  %25 = and i64 %24, -2
  %26 = or i64 %25, 1
  store i64 %26, ptr %3, align 4
  %27 = load i64, ptr %2, align 4
  %28 = and i64 %27, -2
  %29 = or i64 %28, 1
  store i64 %29, ptr %2, align 4
  %30 = load i64, ptr %3, align 4
  %31 = shl i64 %30, 63
  %32 = ashr i64 %31, 63
  %33 = trunc i64 %32 to i32
  %34 = load i64, ptr %3, align 4
  %35 = shl i64 %34, 63
  %36 = ashr i64 %35, 63
  %37 = trunc i64 %36 to i32
  %38 = add nsw i32 %37, 1
  %39 = load i64, ptr %2, align 4
  %40 = and i64 %39, 1
  %41 = trunc i64 %40 to i32
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33, i32 noundef %38, i32 noundef %41)
  %43 = load i64, ptr @h, align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %43)
  %45 = load i64, ptr @h, align 8
  %46 = and i64 %45, 127
  %47 = trunc i64 %46 to i32
  ret i32 %47
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @set_all(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load i32, ptr %6, align 4
  %8 = mul i32 %7, 3
  %9 = add i32 %8, 1
  %10 = load ptr, ptr %4, align 8
  %11 = zext i32 %9 to i64
  %12 = load i64, ptr %10, align 4
  %13 = and i64 %11, 1
  %14 = and i64 %12, -2
  %15 = or i64 %14, %13
  store i64 %15, ptr %10, align 4
  %16 = trunc i64 %13 to i32
  %17 = load i32, ptr %6, align 4
  %18 = mul i32 %17, 5
  %19 = add i32 %18, 2
  %20 = load ptr, ptr %4, align 8
  %21 = zext i32 %19 to i64
  %22 = load i64, ptr %20, align 4
  %23 = and i64 %21, 3
  %24 = shl i64 %23, 1
  %25 = and i64 %22, -7
  %26 = or i64 %25, %24
  store i64 %26, ptr %20, align 4
  %27 = trunc i64 %23 to i32
  %28 = load i32, ptr %6, align 4
  %29 = mul i32 %28, 7
  %30 = add i32 %29, 3
  %31 = load ptr, ptr %4, align 8
  %32 = zext i32 %30 to i64
  %33 = load i64, ptr %31, align 4
  %34 = and i64 %32, 7
  %35 = shl i64 %34, 3
  %36 = and i64 %33, -57
  %37 = or i64 %36, %35
  store i64 %37, ptr %31, align 4
  %38 = trunc i64 %34 to i32
  %39 = load i32, ptr %6, align 4
  %40 = mul i32 %39, 9
  %41 = add i32 %40, 4
  %42 = load ptr, ptr %4, align 8
  %43 = zext i32 %41 to i64
  %44 = load i64, ptr %42, align 4
  %45 = and i64 %43, 15
  %46 = shl i64 %45, 6
  %47 = and i64 %44, -961
  %48 = or i64 %47, %46
  store i64 %48, ptr %42, align 4
  %49 = trunc i64 %45 to i32
  %50 = load i32, ptr %6, align 4
  %51 = mul i32 %50, 11
  %52 = add i32 %51, 5
  %53 = load ptr, ptr %4, align 8
  %54 = zext i32 %52 to i64
  %55 = load i64, ptr %53, align 4
  %56 = and i64 %54, 31
  %57 = shl i64 %56, 10
  %58 = and i64 %55, -31745
  %59 = or i64 %58, %57
  store i64 %59, ptr %53, align 4
  %60 = trunc i64 %56 to i32
  %61 = load i32, ptr %6, align 4
  %62 = mul i32 %61, 13
  %63 = add i32 %62, 6
  %64 = load ptr, ptr %4, align 8
  %65 = zext i32 %63 to i64
  %66 = load i64, ptr %64, align 4
  %67 = and i64 %65, 63
  %68 = shl i64 %67, 15
  %69 = and i64 %66, -2064385
  %70 = or i64 %69, %68
  store i64 %70, ptr %64, align 4
  %71 = trunc i64 %67 to i32
  %72 = load i32, ptr %6, align 4
  %73 = mul i32 %72, 15
  %74 = add i32 %73, 7
  %75 = load ptr, ptr %4, align 8
  %76 = zext i32 %74 to i64
  %77 = load i64, ptr %75, align 4
  %78 = and i64 %76, 127
  %79 = shl i64 %78, 21
  %80 = and i64 %77, -266338305
  %81 = or i64 %80, %79
  store i64 %81, ptr %75, align 4
  %82 = trunc i64 %78 to i32
  %83 = load i32, ptr %6, align 4
  %84 = mul i32 %83, 17
  %85 = add i32 %84, 8
  %86 = load ptr, ptr %4, align 8
  %87 = zext i32 %85 to i64
  %88 = load i64, ptr %86, align 4
  %89 = and i64 %87, 255
  %90 = shl i64 %89, 32
  %91 = and i64 %88, -1095216660481
  %92 = or i64 %91, %90
  store i64 %92, ptr %86, align 4
  %93 = trunc i64 %89 to i32
  %94 = load i32, ptr %6, align 4
  %95 = mul i32 %94, 19
  %96 = add i32 %95, 9
  %97 = load ptr, ptr %4, align 8
  %98 = zext i32 %96 to i64
  %99 = load i64, ptr %97, align 4
  %100 = and i64 %98, 511
  %101 = shl i64 %100, 40
  %102 = and i64 %99, -561850441793537
  %103 = or i64 %102, %101
  store i64 %103, ptr %97, align 4
  %104 = trunc i64 %100 to i32
  %105 = load i32, ptr %6, align 4
  %106 = mul i32 %105, 21
  %107 = add i32 %106, 10
  %108 = load ptr, ptr %4, align 8
  %109 = zext i32 %107 to i64
  %110 = load i64, ptr %108, align 4
  %111 = and i64 %109, 1023
  %112 = shl i64 %111, 49
  %113 = and i64 %110, -575897802350002177
  %114 = or i64 %113, %112
  store i64 %114, ptr %108, align 4
  %115 = trunc i64 %111 to i32
  %116 = load i32, ptr %6, align 4
  %117 = mul i32 %116, 23
  %118 = add i32 %117, 11
  %119 = load ptr, ptr %4, align 8
  %120 = getelementptr inbounds %struct.su, ptr %119, i32 0, i32 1
  %121 = zext i32 %118 to i64
  %122 = load i64, ptr %120, align 4
  %123 = and i64 %121, 2047
  %124 = and i64 %122, -2048
  %125 = or i64 %124, %123
  store i64 %125, ptr %120, align 4
  %126 = trunc i64 %123 to i32
  %127 = load i32, ptr %6, align 4
  %128 = mul i32 %127, 25
  %129 = add i32 %128, 12
  %130 = load ptr, ptr %4, align 8
  %131 = getelementptr inbounds %struct.su, ptr %130, i32 0, i32 1
  %132 = zext i32 %129 to i64
  %133 = load i64, ptr %131, align 4
  %134 = and i64 %132, 4095
  %135 = shl i64 %134, 11
  %136 = and i64 %133, -8386561
  %137 = or i64 %136, %135
  store i64 %137, ptr %131, align 4
  %138 = trunc i64 %134 to i32
  %139 = load i32, ptr %6, align 4
  %140 = mul i32 %139, 27
  %141 = add i32 %140, 13
  %142 = load ptr, ptr %4, align 8
  %143 = getelementptr inbounds %struct.su, ptr %142, i32 0, i32 1
  %144 = zext i32 %141 to i64
  %145 = load i64, ptr %143, align 4
  %146 = and i64 %144, 8191
  %147 = shl i64 %146, 32
  %148 = and i64 %145, -35180077121537
  %149 = or i64 %148, %147
  store i64 %149, ptr %143, align 4
  %150 = trunc i64 %146 to i32
  %151 = load i32, ptr %6, align 4
  %152 = mul i32 %151, 29
  %153 = add i32 %152, 14
  %154 = load ptr, ptr %4, align 8
  %155 = getelementptr inbounds %struct.su, ptr %154, i32 0, i32 1
  %156 = zext i32 %153 to i64
  %157 = load i64, ptr %155, align 4
  %158 = and i64 %156, 16383
  %159 = shl i64 %158, 45
  %160 = and i64 %157, -576425567931334657
  %161 = or i64 %160, %159
  store i64 %161, ptr %155, align 4
  %162 = trunc i64 %158 to i32
  %163 = load i32, ptr %6, align 4
  %164 = mul i32 %163, 31
  %165 = add i32 %164, 15
  %166 = load ptr, ptr %4, align 8
  %167 = getelementptr inbounds %struct.su, ptr %166, i32 0, i32 2
  %168 = zext i32 %165 to i64
  %169 = load i64, ptr %167, align 4
  %170 = and i64 %168, 32767
  %171 = and i64 %169, -32768
  %172 = or i64 %171, %170
  store i64 %172, ptr %167, align 4
  %173 = trunc i64 %170 to i32
  %174 = load i32, ptr %6, align 4
  %175 = mul i32 %174, 33
  %176 = add i32 %175, 16
  %177 = load ptr, ptr %4, align 8
  %178 = getelementptr inbounds %struct.su, ptr %177, i32 0, i32 2
  %179 = zext i32 %176 to i64
  %180 = load i64, ptr %178, align 4
  %181 = and i64 %179, 65535
  %182 = shl i64 %181, 15
  %183 = and i64 %180, -2147450881
  %184 = or i64 %183, %182
  store i64 %184, ptr %178, align 4
  %185 = trunc i64 %181 to i32
  %186 = load i32, ptr %6, align 4
  %187 = mul i32 %186, 35
  %188 = add i32 %187, 17
  %189 = load ptr, ptr %4, align 8
  %190 = getelementptr inbounds %struct.su, ptr %189, i32 0, i32 2
  %191 = zext i32 %188 to i64
  %192 = load i64, ptr %190, align 4
  %193 = and i64 %191, 131071
  %194 = shl i64 %193, 32
  %195 = and i64 %192, -562945658454017
  %196 = or i64 %195, %194
  store i64 %196, ptr %190, align 4
  %197 = trunc i64 %193 to i32
  %198 = load i32, ptr %6, align 4
  %199 = mul i32 %198, 37
  %200 = add i32 %199, 18
  %201 = load ptr, ptr %4, align 8
  %202 = getelementptr inbounds %struct.su, ptr %201, i32 0, i32 3
  %203 = zext i32 %200 to i64
  %204 = load i64, ptr %202, align 4
  %205 = and i64 %203, 262143
  %206 = and i64 %204, -262144
  %207 = or i64 %206, %205
  store i64 %207, ptr %202, align 4
  %208 = trunc i64 %205 to i32
  %209 = load i32, ptr %6, align 4
  %210 = mul i32 %209, 39
  %211 = add i32 %210, 19
  %212 = load ptr, ptr %4, align 8
  %213 = getelementptr inbounds %struct.su, ptr %212, i32 0, i32 3
  %214 = zext i32 %211 to i64
  %215 = load i64, ptr %213, align 4
  %216 = and i64 %214, 524287
  %217 = shl i64 %216, 32
  %218 = and i64 %215, -2251795518717953
  %219 = or i64 %218, %217
  store i64 %219, ptr %213, align 4
  %220 = trunc i64 %216 to i32
  %221 = load i32, ptr %6, align 4
  %222 = mul i32 %221, 41
  %223 = add i32 %222, 20
  %224 = load ptr, ptr %4, align 8
  %225 = getelementptr inbounds %struct.su, ptr %224, i32 0, i32 4
  %226 = zext i32 %223 to i64
  %227 = load i64, ptr %225, align 4
  %228 = and i64 %226, 1048575
  %229 = and i64 %227, -1048576
  %230 = or i64 %229, %228
  store i64 %230, ptr %225, align 4
  %231 = trunc i64 %228 to i32
  %232 = load i32, ptr %6, align 4
  %233 = mul i32 %232, 43
  %234 = add i32 %233, 21
  %235 = load ptr, ptr %4, align 8
  %236 = getelementptr inbounds %struct.su, ptr %235, i32 0, i32 4
  %237 = zext i32 %234 to i64
  %238 = load i64, ptr %236, align 4
  %239 = and i64 %237, 2097151
  %240 = shl i64 %239, 32
  %241 = and i64 %238, -9007194959773697
  %242 = or i64 %241, %240
  store i64 %242, ptr %236, align 4
  %243 = trunc i64 %239 to i32
  %244 = load i32, ptr %6, align 4
  %245 = mul i32 %244, 45
  %246 = add i32 %245, 22
  %247 = load ptr, ptr %4, align 8
  %248 = getelementptr inbounds %struct.su, ptr %247, i32 0, i32 5
  %249 = zext i32 %246 to i64
  %250 = load i64, ptr %248, align 4
  %251 = and i64 %249, 4194303
  %252 = and i64 %250, -4194304
  %253 = or i64 %252, %251
  store i64 %253, ptr %248, align 4
  %254 = trunc i64 %251 to i32
  %255 = load i32, ptr %6, align 4
  %256 = mul i32 %255, 47
  %257 = add i32 %256, 23
  %258 = load ptr, ptr %4, align 8
  %259 = getelementptr inbounds %struct.su, ptr %258, i32 0, i32 5
  %260 = zext i32 %257 to i64
  %261 = load i64, ptr %259, align 4
  %262 = and i64 %260, 8388607
  %263 = shl i64 %262, 32
  %264 = and i64 %261, -36028792723996673
  %265 = or i64 %264, %263
  store i64 %265, ptr %259, align 4
  %266 = trunc i64 %262 to i32
  %267 = load i32, ptr %6, align 4
  %268 = mul i32 %267, 49
  %269 = add i32 %268, 24
  %270 = load ptr, ptr %4, align 8
  %271 = getelementptr inbounds %struct.su, ptr %270, i32 0, i32 6
  %272 = zext i32 %269 to i64
  %273 = load i64, ptr %271, align 4
  %274 = and i64 %272, 16777215
  %275 = and i64 %273, -16777216
  %276 = or i64 %275, %274
  store i64 %276, ptr %271, align 4
  %277 = trunc i64 %274 to i32
  %278 = load i32, ptr %6, align 4
  %279 = mul i32 %278, 51
  %280 = add i32 %279, 25
  %281 = load ptr, ptr %4, align 8
  %282 = getelementptr inbounds %struct.su, ptr %281, i32 0, i32 6
  %283 = zext i32 %280 to i64
  %284 = load i64, ptr %282, align 4
  %285 = and i64 %283, 33554431
  %286 = shl i64 %285, 32
  %287 = and i64 %284, -144115183780888577
  %288 = or i64 %287, %286
  store i64 %288, ptr %282, align 4
  %289 = trunc i64 %285 to i32
  %290 = load i32, ptr %6, align 4
  %291 = mul i32 %290, 53
  %292 = add i32 %291, 26
  %293 = load ptr, ptr %4, align 8
  %294 = getelementptr inbounds %struct.su, ptr %293, i32 0, i32 7
  %295 = zext i32 %292 to i64
  %296 = load i64, ptr %294, align 4
  %297 = and i64 %295, 67108863
  %298 = and i64 %296, -67108864
  %299 = or i64 %298, %297
  store i64 %299, ptr %294, align 4
  %300 = trunc i64 %297 to i32
  %301 = load i32, ptr %6, align 4
  %302 = mul i32 %301, 55
  %303 = add i32 %302, 27
  %304 = load ptr, ptr %4, align 8
  %305 = getelementptr inbounds %struct.su, ptr %304, i32 0, i32 7
  %306 = zext i32 %303 to i64
  %307 = load i64, ptr %305, align 4
  %308 = and i64 %306, 134217727
  %309 = shl i64 %308, 32
  %310 = and i64 %307, -576460748008456193
  %311 = or i64 %310, %309
  store i64 %311, ptr %305, align 4
  %312 = trunc i64 %308 to i32
  %313 = load i32, ptr %6, align 4
  %314 = mul i32 %313, 57
  %315 = add i32 %314, 28
  %316 = load ptr, ptr %4, align 8
  %317 = getelementptr inbounds %struct.su, ptr %316, i32 0, i32 8
  %318 = zext i32 %315 to i64
  %319 = load i64, ptr %317, align 4
  %320 = and i64 %318, 268435455
  %321 = and i64 %319, -268435456
  %322 = or i64 %321, %320
  store i64 %322, ptr %317, align 4
  %323 = trunc i64 %320 to i32
  %324 = load i32, ptr %6, align 4
  %325 = mul i32 %324, 59
  %326 = add i32 %325, 29
  %327 = load ptr, ptr %4, align 8
  %328 = getelementptr inbounds %struct.su, ptr %327, i32 0, i32 8
  %329 = zext i32 %326 to i64
  %330 = load i64, ptr %328, align 4
  %331 = and i64 %329, 536870911
  %332 = shl i64 %331, 32
  %333 = and i64 %330, -2305843004918726657
  %334 = or i64 %333, %332
  store i64 %334, ptr %328, align 4
  %335 = trunc i64 %331 to i32
  %336 = load i32, ptr %6, align 4
  %337 = mul i32 %336, 61
  %338 = add i32 %337, 30
  %339 = load ptr, ptr %4, align 8
  %340 = getelementptr inbounds %struct.su, ptr %339, i32 0, i32 9
  %341 = zext i32 %338 to i64
  %342 = load i64, ptr %340, align 4
  %343 = and i64 %341, 1073741823
  %344 = and i64 %342, -1073741824
  %345 = or i64 %344, %343
  store i64 %345, ptr %340, align 4
  %346 = trunc i64 %343 to i32
  %347 = load i32, ptr %6, align 4
  %348 = mul i32 %347, 63
  %349 = add i32 %348, 31
  %350 = load ptr, ptr %4, align 8
  %351 = getelementptr inbounds %struct.su, ptr %350, i32 0, i32 9
  %352 = zext i32 %349 to i64
  %353 = load i64, ptr %351, align 4
  %354 = and i64 %352, 2147483647
  %355 = shl i64 %354, 32
  %356 = and i64 %353, -9223372032559808513
  %357 = or i64 %356, %355
  store i64 %357, ptr %351, align 4
  %358 = trunc i64 %354 to i32
  %359 = load i32, ptr %6, align 4
  %360 = sext i32 %359 to i64
  %361 = mul nsw i64 %360, 4
  %362 = add nsw i64 %361, 1
  %363 = srem i64 %362, 2
  %364 = add nsw i64 %363, -1
  %365 = trunc i64 %364 to i32
  %366 = load ptr, ptr %5, align 8
  %367 = zext i32 %365 to i64
  %368 = load i64, ptr %366, align 4
  %369 = and i64 %367, 1
  %370 = and i64 %368, -2
  %371 = or i64 %370, %369
  store i64 %371, ptr %366, align 4
  %372 = shl i64 %369, 63
  %373 = ashr i64 %372, 63
  %374 = trunc i64 %373 to i32
  %375 = load i32, ptr %6, align 4
  %376 = sext i32 %375 to i64
  %377 = mul nsw i64 %376, 7
  %378 = add nsw i64 %377, 2
  %379 = srem i64 %378, 4
  %380 = add nsw i64 %379, -2
  %381 = trunc i64 %380 to i32
  %382 = load ptr, ptr %5, align 8
  %383 = zext i32 %381 to i64
  %384 = load i64, ptr %382, align 4
  %385 = and i64 %383, 3
  %386 = shl i64 %385, 1
  %387 = and i64 %384, -7
  %388 = or i64 %387, %386
  store i64 %388, ptr %382, align 4
  %389 = shl i64 %385, 62
  %390 = ashr i64 %389, 62
  %391 = trunc i64 %390 to i32
  %392 = load i32, ptr %6, align 4
  %393 = sext i32 %392 to i64
  %394 = mul nsw i64 %393, 10
  %395 = add nsw i64 %394, 3
  %396 = srem i64 %395, 8
  %397 = add nsw i64 %396, -4
  %398 = trunc i64 %397 to i32
  %399 = load ptr, ptr %5, align 8
  %400 = zext i32 %398 to i64
  %401 = load i64, ptr %399, align 4
  %402 = and i64 %400, 7
  %403 = shl i64 %402, 3
  %404 = and i64 %401, -57
  %405 = or i64 %404, %403
  store i64 %405, ptr %399, align 4
  %406 = shl i64 %402, 61
  %407 = ashr i64 %406, 61
  %408 = trunc i64 %407 to i32
  %409 = load i32, ptr %6, align 4
  %410 = sext i32 %409 to i64
  %411 = mul nsw i64 %410, 13
  %412 = add nsw i64 %411, 4
  %413 = srem i64 %412, 16
  %414 = add nsw i64 %413, -8
  %415 = trunc i64 %414 to i32
  %416 = load ptr, ptr %5, align 8
  %417 = zext i32 %415 to i64
  %418 = load i64, ptr %416, align 4
  %419 = and i64 %417, 15
  %420 = shl i64 %419, 6
  %421 = and i64 %418, -961
  %422 = or i64 %421, %420
  store i64 %422, ptr %416, align 4
  %423 = shl i64 %419, 60
  %424 = ashr i64 %423, 60
  %425 = trunc i64 %424 to i32
  %426 = load i32, ptr %6, align 4
  %427 = sext i32 %426 to i64
  %428 = mul nsw i64 %427, 16
  %429 = add nsw i64 %428, 5
  %430 = srem i64 %429, 32
  %431 = add nsw i64 %430, -16
  %432 = trunc i64 %431 to i32
  %433 = load ptr, ptr %5, align 8
  %434 = zext i32 %432 to i64
  %435 = load i64, ptr %433, align 4
  %436 = and i64 %434, 31
  %437 = shl i64 %436, 10
  %438 = and i64 %435, -31745
  %439 = or i64 %438, %437
  store i64 %439, ptr %433, align 4
  %440 = shl i64 %436, 59
  %441 = ashr i64 %440, 59
  %442 = trunc i64 %441 to i32
  %443 = load i32, ptr %6, align 4
  %444 = sext i32 %443 to i64
  %445 = mul nsw i64 %444, 19
  %446 = add nsw i64 %445, 6
  %447 = srem i64 %446, 64
  %448 = add nsw i64 %447, -32
  %449 = trunc i64 %448 to i32
  %450 = load ptr, ptr %5, align 8
  %451 = zext i32 %449 to i64
  %452 = load i64, ptr %450, align 4
  %453 = and i64 %451, 63
  %454 = shl i64 %453, 15
  %455 = and i64 %452, -2064385
  %456 = or i64 %455, %454
  store i64 %456, ptr %450, align 4
  %457 = shl i64 %453, 58
  %458 = ashr i64 %457, 58
  %459 = trunc i64 %458 to i32
  %460 = load i32, ptr %6, align 4
  %461 = sext i32 %460 to i64
  %462 = mul nsw i64 %461, 22
  %463 = add nsw i64 %462, 7
  %464 = srem i64 %463, 128
  %465 = add nsw i64 %464, -64
  %466 = trunc i64 %465 to i32
  %467 = load ptr, ptr %5, align 8
  %468 = zext i32 %466 to i64
  %469 = load i64, ptr %467, align 4
  %470 = and i64 %468, 127
  %471 = shl i64 %470, 21
  %472 = and i64 %469, -266338305
  %473 = or i64 %472, %471
  store i64 %473, ptr %467, align 4
  %474 = shl i64 %470, 57
  %475 = ashr i64 %474, 57
  %476 = trunc i64 %475 to i32
  %477 = load i32, ptr %6, align 4
  %478 = sext i32 %477 to i64
  %479 = mul nsw i64 %478, 25
  %480 = add nsw i64 %479, 8
  %481 = srem i64 %480, 256
  %482 = add nsw i64 %481, -128
  %483 = trunc i64 %482 to i32
  %484 = load ptr, ptr %5, align 8
  %485 = zext i32 %483 to i64
  %486 = load i64, ptr %484, align 4
  %487 = and i64 %485, 255
  %488 = shl i64 %487, 32
  %489 = and i64 %486, -1095216660481
  %490 = or i64 %489, %488
  store i64 %490, ptr %484, align 4
  %491 = shl i64 %487, 56
  %492 = ashr i64 %491, 56
  %493 = trunc i64 %492 to i32
  %494 = load i32, ptr %6, align 4
  %495 = sext i32 %494 to i64
  %496 = mul nsw i64 %495, 28
  %497 = add nsw i64 %496, 9
  %498 = srem i64 %497, 512
  %499 = add nsw i64 %498, -256
  %500 = trunc i64 %499 to i32
  %501 = load ptr, ptr %5, align 8
  %502 = zext i32 %500 to i64
  %503 = load i64, ptr %501, align 4
  %504 = and i64 %502, 511
  %505 = shl i64 %504, 40
  %506 = and i64 %503, -561850441793537
  %507 = or i64 %506, %505
  store i64 %507, ptr %501, align 4
  %508 = shl i64 %504, 55
  %509 = ashr i64 %508, 55
  %510 = trunc i64 %509 to i32
  %511 = load i32, ptr %6, align 4
  %512 = sext i32 %511 to i64
  %513 = mul nsw i64 %512, 31
  %514 = add nsw i64 %513, 10
  %515 = srem i64 %514, 1024
  %516 = add nsw i64 %515, -512
  %517 = trunc i64 %516 to i32
  %518 = load ptr, ptr %5, align 8
  %519 = zext i32 %517 to i64
  %520 = load i64, ptr %518, align 4
  %521 = and i64 %519, 1023
  %522 = shl i64 %521, 49
  %523 = and i64 %520, -575897802350002177
  %524 = or i64 %523, %522
  store i64 %524, ptr %518, align 4
  %525 = shl i64 %521, 54
  %526 = ashr i64 %525, 54
  %527 = trunc i64 %526 to i32
  %528 = load i32, ptr %6, align 4
  %529 = sext i32 %528 to i64
  %530 = mul nsw i64 %529, 34
  %531 = add nsw i64 %530, 11
  %532 = srem i64 %531, 2048
  %533 = add nsw i64 %532, -1024
  %534 = trunc i64 %533 to i32
  %535 = load ptr, ptr %5, align 8
  %536 = getelementptr inbounds %struct.ss, ptr %535, i32 0, i32 1
  %537 = zext i32 %534 to i64
  %538 = load i64, ptr %536, align 4
  %539 = and i64 %537, 2047
  %540 = and i64 %538, -2048
  %541 = or i64 %540, %539
  store i64 %541, ptr %536, align 4
  %542 = shl i64 %539, 53
  %543 = ashr i64 %542, 53
  %544 = trunc i64 %543 to i32
  %545 = load i32, ptr %6, align 4
  %546 = sext i32 %545 to i64
  %547 = mul nsw i64 %546, 37
  %548 = add nsw i64 %547, 12
  %549 = srem i64 %548, 4096
  %550 = add nsw i64 %549, -2048
  %551 = trunc i64 %550 to i32
  %552 = load ptr, ptr %5, align 8
  %553 = getelementptr inbounds %struct.ss, ptr %552, i32 0, i32 1
  %554 = zext i32 %551 to i64
  %555 = load i64, ptr %553, align 4
  %556 = and i64 %554, 4095
  %557 = shl i64 %556, 11
  %558 = and i64 %555, -8386561
  %559 = or i64 %558, %557
  store i64 %559, ptr %553, align 4
  %560 = shl i64 %556, 52
  %561 = ashr i64 %560, 52
  %562 = trunc i64 %561 to i32
  %563 = load i32, ptr %6, align 4
  %564 = sext i32 %563 to i64
  %565 = mul nsw i64 %564, 40
  %566 = add nsw i64 %565, 13
  %567 = srem i64 %566, 8192
  %568 = add nsw i64 %567, -4096
  %569 = trunc i64 %568 to i32
  %570 = load ptr, ptr %5, align 8
  %571 = getelementptr inbounds %struct.ss, ptr %570, i32 0, i32 1
  %572 = zext i32 %569 to i64
  %573 = load i64, ptr %571, align 4
  %574 = and i64 %572, 8191
  %575 = shl i64 %574, 32
  %576 = and i64 %573, -35180077121537
  %577 = or i64 %576, %575
  store i64 %577, ptr %571, align 4
  %578 = shl i64 %574, 51
  %579 = ashr i64 %578, 51
  %580 = trunc i64 %579 to i32
  %581 = load i32, ptr %6, align 4
  %582 = sext i32 %581 to i64
  %583 = mul nsw i64 %582, 43
  %584 = add nsw i64 %583, 14
  %585 = srem i64 %584, 16384
  %586 = add nsw i64 %585, -8192
  %587 = trunc i64 %586 to i32
  %588 = load ptr, ptr %5, align 8
  %589 = getelementptr inbounds %struct.ss, ptr %588, i32 0, i32 1
  %590 = zext i32 %587 to i64
  %591 = load i64, ptr %589, align 4
  %592 = and i64 %590, 16383
  %593 = shl i64 %592, 45
  %594 = and i64 %591, -576425567931334657
  %595 = or i64 %594, %593
  store i64 %595, ptr %589, align 4
  %596 = shl i64 %592, 50
  %597 = ashr i64 %596, 50
  %598 = trunc i64 %597 to i32
  %599 = load i32, ptr %6, align 4
  %600 = sext i32 %599 to i64
  %601 = mul nsw i64 %600, 46
  %602 = add nsw i64 %601, 15
  %603 = srem i64 %602, 32768
  %604 = add nsw i64 %603, -16384
  %605 = trunc i64 %604 to i32
  %606 = load ptr, ptr %5, align 8
  %607 = getelementptr inbounds %struct.ss, ptr %606, i32 0, i32 2
  %608 = zext i32 %605 to i64
  %609 = load i64, ptr %607, align 4
  %610 = and i64 %608, 32767
  %611 = and i64 %609, -32768
  %612 = or i64 %611, %610
  store i64 %612, ptr %607, align 4
  %613 = shl i64 %610, 49
  %614 = ashr i64 %613, 49
  %615 = trunc i64 %614 to i32
  %616 = load i32, ptr %6, align 4
  %617 = sext i32 %616 to i64
  %618 = mul nsw i64 %617, 49
  %619 = add nsw i64 %618, 16
  %620 = srem i64 %619, 65536
  %621 = add nsw i64 %620, -32768
  %622 = trunc i64 %621 to i32
  %623 = load ptr, ptr %5, align 8
  %624 = getelementptr inbounds %struct.ss, ptr %623, i32 0, i32 2
  %625 = zext i32 %622 to i64
  %626 = load i64, ptr %624, align 4
  %627 = and i64 %625, 65535
  %628 = shl i64 %627, 15
  %629 = and i64 %626, -2147450881
  %630 = or i64 %629, %628
  store i64 %630, ptr %624, align 4
  %631 = shl i64 %627, 48
  %632 = ashr i64 %631, 48
  %633 = trunc i64 %632 to i32
  %634 = load i32, ptr %6, align 4
  %635 = sext i32 %634 to i64
  %636 = mul nsw i64 %635, 52
  %637 = add nsw i64 %636, 17
  %638 = srem i64 %637, 131072
  %639 = add nsw i64 %638, -65536
  %640 = trunc i64 %639 to i32
  %641 = load ptr, ptr %5, align 8
  %642 = getelementptr inbounds %struct.ss, ptr %641, i32 0, i32 2
  %643 = zext i32 %640 to i64
  %644 = load i64, ptr %642, align 4
  %645 = and i64 %643, 131071
  %646 = shl i64 %645, 32
  %647 = and i64 %644, -562945658454017
  %648 = or i64 %647, %646
  store i64 %648, ptr %642, align 4
  %649 = shl i64 %645, 47
  %650 = ashr i64 %649, 47
  %651 = trunc i64 %650 to i32
  %652 = load i32, ptr %6, align 4
  %653 = sext i32 %652 to i64
  %654 = mul nsw i64 %653, 55
  %655 = add nsw i64 %654, 18
  %656 = srem i64 %655, 262144
  %657 = add nsw i64 %656, -131072
  %658 = trunc i64 %657 to i32
  %659 = load ptr, ptr %5, align 8
  %660 = getelementptr inbounds %struct.ss, ptr %659, i32 0, i32 3
  %661 = zext i32 %658 to i64
  %662 = load i64, ptr %660, align 4
  %663 = and i64 %661, 262143
  %664 = and i64 %662, -262144
  %665 = or i64 %664, %663
  store i64 %665, ptr %660, align 4
  %666 = shl i64 %663, 46
  %667 = ashr i64 %666, 46
  %668 = trunc i64 %667 to i32
  %669 = load i32, ptr %6, align 4
  %670 = sext i32 %669 to i64
  %671 = mul nsw i64 %670, 58
  %672 = add nsw i64 %671, 19
  %673 = srem i64 %672, 524288
  %674 = add nsw i64 %673, -262144
  %675 = trunc i64 %674 to i32
  %676 = load ptr, ptr %5, align 8
  %677 = getelementptr inbounds %struct.ss, ptr %676, i32 0, i32 3
  %678 = zext i32 %675 to i64
  %679 = load i64, ptr %677, align 4
  %680 = and i64 %678, 524287
  %681 = shl i64 %680, 32
  %682 = and i64 %679, -2251795518717953
  %683 = or i64 %682, %681
  store i64 %683, ptr %677, align 4
  %684 = shl i64 %680, 45
  %685 = ashr i64 %684, 45
  %686 = trunc i64 %685 to i32
  %687 = load i32, ptr %6, align 4
  %688 = sext i32 %687 to i64
  %689 = mul nsw i64 %688, 61
  %690 = add nsw i64 %689, 20
  %691 = srem i64 %690, 1048576
  %692 = add nsw i64 %691, -524288
  %693 = trunc i64 %692 to i32
  %694 = load ptr, ptr %5, align 8
  %695 = getelementptr inbounds %struct.ss, ptr %694, i32 0, i32 4
  %696 = zext i32 %693 to i64
  %697 = load i64, ptr %695, align 4
  %698 = and i64 %696, 1048575
  %699 = and i64 %697, -1048576
  %700 = or i64 %699, %698
  store i64 %700, ptr %695, align 4
  %701 = shl i64 %698, 44
  %702 = ashr i64 %701, 44
  %703 = trunc i64 %702 to i32
  %704 = load i32, ptr %6, align 4
  %705 = sext i32 %704 to i64
  %706 = mul nsw i64 %705, 64
  %707 = add nsw i64 %706, 21
  %708 = srem i64 %707, 2097152
  %709 = add nsw i64 %708, -1048576
  %710 = trunc i64 %709 to i32
  %711 = load ptr, ptr %5, align 8
  %712 = getelementptr inbounds %struct.ss, ptr %711, i32 0, i32 4
  %713 = zext i32 %710 to i64
  %714 = load i64, ptr %712, align 4
  %715 = and i64 %713, 2097151
  %716 = shl i64 %715, 32
  %717 = and i64 %714, -9007194959773697
  %718 = or i64 %717, %716
  store i64 %718, ptr %712, align 4
  %719 = shl i64 %715, 43
  %720 = ashr i64 %719, 43
  %721 = trunc i64 %720 to i32
  %722 = load i32, ptr %6, align 4
  %723 = sext i32 %722 to i64
  %724 = mul nsw i64 %723, 67
  %725 = add nsw i64 %724, 22
  %726 = srem i64 %725, 4194304
  %727 = add nsw i64 %726, -2097152
  %728 = trunc i64 %727 to i32
  %729 = load ptr, ptr %5, align 8
  %730 = getelementptr inbounds %struct.ss, ptr %729, i32 0, i32 5
  %731 = zext i32 %728 to i64
  %732 = load i64, ptr %730, align 4
  %733 = and i64 %731, 4194303
  %734 = and i64 %732, -4194304
  %735 = or i64 %734, %733
  store i64 %735, ptr %730, align 4
  %736 = shl i64 %733, 42
  %737 = ashr i64 %736, 42
  %738 = trunc i64 %737 to i32
  %739 = load i32, ptr %6, align 4
  %740 = sext i32 %739 to i64
  %741 = mul nsw i64 %740, 70
  %742 = add nsw i64 %741, 23
  %743 = srem i64 %742, 8388608
  %744 = add nsw i64 %743, -4194304
  %745 = trunc i64 %744 to i32
  %746 = load ptr, ptr %5, align 8
  %747 = getelementptr inbounds %struct.ss, ptr %746, i32 0, i32 5
  %748 = zext i32 %745 to i64
  %749 = load i64, ptr %747, align 4
  %750 = and i64 %748, 8388607
  %751 = shl i64 %750, 32
  %752 = and i64 %749, -36028792723996673
  %753 = or i64 %752, %751
  store i64 %753, ptr %747, align 4
  %754 = shl i64 %750, 41
  %755 = ashr i64 %754, 41
  %756 = trunc i64 %755 to i32
  %757 = load i32, ptr %6, align 4
  %758 = sext i32 %757 to i64
  %759 = mul nsw i64 %758, 73
  %760 = add nsw i64 %759, 24
  %761 = srem i64 %760, 16777216
  %762 = add nsw i64 %761, -8388608
  %763 = trunc i64 %762 to i32
  %764 = load ptr, ptr %5, align 8
  %765 = getelementptr inbounds %struct.ss, ptr %764, i32 0, i32 6
  %766 = zext i32 %763 to i64
  %767 = load i64, ptr %765, align 4
  %768 = and i64 %766, 16777215
  %769 = and i64 %767, -16777216
  %770 = or i64 %769, %768
  store i64 %770, ptr %765, align 4
  %771 = shl i64 %768, 40
  %772 = ashr i64 %771, 40
  %773 = trunc i64 %772 to i32
  %774 = load i32, ptr %6, align 4
  %775 = sext i32 %774 to i64
  %776 = mul nsw i64 %775, 76
  %777 = add nsw i64 %776, 25
  %778 = srem i64 %777, 33554432
  %779 = add nsw i64 %778, -16777216
  %780 = trunc i64 %779 to i32
  %781 = load ptr, ptr %5, align 8
  %782 = getelementptr inbounds %struct.ss, ptr %781, i32 0, i32 6
  %783 = zext i32 %780 to i64
  %784 = load i64, ptr %782, align 4
  %785 = and i64 %783, 33554431
  %786 = shl i64 %785, 32
  %787 = and i64 %784, -144115183780888577
  %788 = or i64 %787, %786
  store i64 %788, ptr %782, align 4
  %789 = shl i64 %785, 39
  %790 = ashr i64 %789, 39
  %791 = trunc i64 %790 to i32
  %792 = load i32, ptr %6, align 4
  %793 = sext i32 %792 to i64
  %794 = mul nsw i64 %793, 79
  %795 = add nsw i64 %794, 26
  %796 = srem i64 %795, 67108864
  %797 = add nsw i64 %796, -33554432
  %798 = trunc i64 %797 to i32
  %799 = load ptr, ptr %5, align 8
  %800 = getelementptr inbounds %struct.ss, ptr %799, i32 0, i32 7
  %801 = zext i32 %798 to i64
  %802 = load i64, ptr %800, align 4
  %803 = and i64 %801, 67108863
  %804 = and i64 %802, -67108864
  %805 = or i64 %804, %803
  store i64 %805, ptr %800, align 4
  %806 = shl i64 %803, 38
  %807 = ashr i64 %806, 38
  %808 = trunc i64 %807 to i32
  %809 = load i32, ptr %6, align 4
  %810 = sext i32 %809 to i64
  %811 = mul nsw i64 %810, 82
  %812 = add nsw i64 %811, 27
  %813 = srem i64 %812, 134217728
  %814 = add nsw i64 %813, -67108864
  %815 = trunc i64 %814 to i32
  %816 = load ptr, ptr %5, align 8
  %817 = getelementptr inbounds %struct.ss, ptr %816, i32 0, i32 7
  %818 = zext i32 %815 to i64
  %819 = load i64, ptr %817, align 4
  %820 = and i64 %818, 134217727
  %821 = shl i64 %820, 32
  %822 = and i64 %819, -576460748008456193
  %823 = or i64 %822, %821
  store i64 %823, ptr %817, align 4
  %824 = shl i64 %820, 37
  %825 = ashr i64 %824, 37
  %826 = trunc i64 %825 to i32
  %827 = load i32, ptr %6, align 4
  %828 = sext i32 %827 to i64
  %829 = mul nsw i64 %828, 85
  %830 = add nsw i64 %829, 28
  %831 = srem i64 %830, 268435456
  %832 = add nsw i64 %831, -134217728
  %833 = trunc i64 %832 to i32
  %834 = load ptr, ptr %5, align 8
  %835 = getelementptr inbounds %struct.ss, ptr %834, i32 0, i32 8
  %836 = zext i32 %833 to i64
  %837 = load i64, ptr %835, align 4
  %838 = and i64 %836, 268435455
  %839 = and i64 %837, -268435456
  %840 = or i64 %839, %838
  store i64 %840, ptr %835, align 4
  %841 = shl i64 %838, 36
  %842 = ashr i64 %841, 36
  %843 = trunc i64 %842 to i32
  %844 = load i32, ptr %6, align 4
  %845 = sext i32 %844 to i64
  %846 = mul nsw i64 %845, 88
  %847 = add nsw i64 %846, 29
  %848 = srem i64 %847, 536870912
  %849 = add nsw i64 %848, -268435456
  %850 = trunc i64 %849 to i32
  %851 = load ptr, ptr %5, align 8
  %852 = getelementptr inbounds %struct.ss, ptr %851, i32 0, i32 8
  %853 = zext i32 %850 to i64
  %854 = load i64, ptr %852, align 4
  %855 = and i64 %853, 536870911
  %856 = shl i64 %855, 32
  %857 = and i64 %854, -2305843004918726657
  %858 = or i64 %857, %856
  store i64 %858, ptr %852, align 4
  %859 = shl i64 %855, 35
  %860 = ashr i64 %859, 35
  %861 = trunc i64 %860 to i32
  %862 = load i32, ptr %6, align 4
  %863 = sext i32 %862 to i64
  %864 = mul nsw i64 %863, 91
  %865 = add nsw i64 %864, 30
  %866 = srem i64 %865, 1073741824
  %867 = add nsw i64 %866, -536870912
  %868 = trunc i64 %867 to i32
  %869 = load ptr, ptr %5, align 8
  %870 = getelementptr inbounds %struct.ss, ptr %869, i32 0, i32 9
  %871 = zext i32 %868 to i64
  %872 = load i64, ptr %870, align 4
  %873 = and i64 %871, 1073741823
  %874 = and i64 %872, -1073741824
  %875 = or i64 %874, %873
  store i64 %875, ptr %870, align 4
  %876 = shl i64 %873, 34
  %877 = ashr i64 %876, 34
  %878 = trunc i64 %877 to i32
  %879 = load i32, ptr %6, align 4
  %880 = sext i32 %879 to i64
  %881 = mul nsw i64 %880, 94
  %882 = add nsw i64 %881, 31
  %883 = srem i64 %882, 2147483648
  %884 = add nsw i64 %883, -1073741824
  %885 = trunc i64 %884 to i32
  %886 = load ptr, ptr %5, align 8
  %887 = getelementptr inbounds %struct.ss, ptr %886, i32 0, i32 9
  %888 = zext i32 %885 to i64
  %889 = load i64, ptr %887, align 4
  %890 = and i64 %888, 2147483647
  %891 = shl i64 %890, 32
  %892 = and i64 %889, -9223372032559808513
  %893 = or i64 %892, %891
  store i64 %893, ptr %887, align 4
  %894 = shl i64 %890, 33
  %895 = ashr i64 %894, 33
  %896 = trunc i64 %895 to i32
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %7 = load ptr, ptr %4, align 8
  %8 = load i64, ptr %7, align 4
  %9 = and i64 %8, 1
  %10 = trunc i64 %9 to i32
  %11 = zext i32 %10 to i64
  call void @mix(i64 noundef %11)
  %12 = load ptr, ptr %5, align 8
  %13 = load i64, ptr %12, align 4
  %14 = shl i64 %13, 63
  %15 = ashr i64 %14, 63
  %16 = trunc i64 %15 to i32
  %17 = sext i32 %16 to i64
  call void @mix(i64 noundef %17)
  %18 = load ptr, ptr %4, align 8
  %19 = load i64, ptr %18, align 4
  %20 = lshr i64 %19, 1
  %21 = and i64 %20, 3
  %22 = trunc i64 %21 to i32
  %23 = zext i32 %22 to i64
  call void @mix(i64 noundef %23)
  %24 = load ptr, ptr %5, align 8
  %25 = load i64, ptr %24, align 4
  %26 = shl i64 %25, 61
  %27 = ashr i64 %26, 62
  %28 = trunc i64 %27 to i32
  %29 = sext i32 %28 to i64
  call void @mix(i64 noundef %29)
  %30 = load ptr, ptr %4, align 8
  %31 = load i64, ptr %30, align 4
  %32 = lshr i64 %31, 3
  %33 = and i64 %32, 7
  %34 = trunc i64 %33 to i32
  %35 = zext i32 %34 to i64
  call void @mix(i64 noundef %35)
  %36 = load ptr, ptr %5, align 8
  %37 = load i64, ptr %36, align 4
  %38 = shl i64 %37, 58
  %39 = ashr i64 %38, 61
  %40 = trunc i64 %39 to i32
  %41 = sext i32 %40 to i64
  call void @mix(i64 noundef %41)
  %42 = load ptr, ptr %4, align 8
  %43 = load i64, ptr %42, align 4
  %44 = lshr i64 %43, 6
  %45 = and i64 %44, 15
  %46 = trunc i64 %45 to i32
  %47 = zext i32 %46 to i64
  call void @mix(i64 noundef %47)
  %48 = load ptr, ptr %5, align 8
  %49 = load i64, ptr %48, align 4
  %50 = shl i64 %49, 54
  %51 = ashr i64 %50, 60
  %52 = trunc i64 %51 to i32
  %53 = sext i32 %52 to i64
  call void @mix(i64 noundef %53)
  %54 = load ptr, ptr %4, align 8
  %55 = load i64, ptr %54, align 4
  %56 = lshr i64 %55, 10
  %57 = and i64 %56, 31
  %58 = trunc i64 %57 to i32
  %59 = zext i32 %58 to i64
  call void @mix(i64 noundef %59)
  %60 = load ptr, ptr %5, align 8
  %61 = load i64, ptr %60, align 4
  %62 = shl i64 %61, 49
  %63 = ashr i64 %62, 59
  %64 = trunc i64 %63 to i32
  %65 = sext i32 %64 to i64
  call void @mix(i64 noundef %65)
  %66 = load ptr, ptr %4, align 8
  %67 = load i64, ptr %66, align 4
  %68 = lshr i64 %67, 15
  %69 = and i64 %68, 63
  %70 = trunc i64 %69 to i32
  %71 = zext i32 %70 to i64
  call void @mix(i64 noundef %71)
  %72 = load ptr, ptr %5, align 8
  %73 = load i64, ptr %72, align 4
  %74 = shl i64 %73, 43
  %75 = ashr i64 %74, 58
  %76 = trunc i64 %75 to i32
  %77 = sext i32 %76 to i64
  call void @mix(i64 noundef %77)
  %78 = load ptr, ptr %4, align 8
  %79 = load i64, ptr %78, align 4
  %80 = lshr i64 %79, 21
  %81 = and i64 %80, 127
  %82 = trunc i64 %81 to i32
  %83 = zext i32 %82 to i64
  call void @mix(i64 noundef %83)
  %84 = load ptr, ptr %5, align 8
  %85 = load i64, ptr %84, align 4
  %86 = shl i64 %85, 36
  %87 = ashr i64 %86, 57
  %88 = trunc i64 %87 to i32
  %89 = sext i32 %88 to i64
  call void @mix(i64 noundef %89)
  %90 = load ptr, ptr %4, align 8
  %91 = load i64, ptr %90, align 4
  %92 = lshr i64 %91, 32
  %93 = and i64 %92, 255
  %94 = trunc i64 %93 to i32
  %95 = zext i32 %94 to i64
  call void @mix(i64 noundef %95)
  %96 = load ptr, ptr %5, align 8
  %97 = load i64, ptr %96, align 4
  %98 = shl i64 %97, 24
  %99 = ashr i64 %98, 56
  %100 = trunc i64 %99 to i32
  %101 = sext i32 %100 to i64
  call void @mix(i64 noundef %101)
  %102 = load ptr, ptr %4, align 8
  %103 = load i64, ptr %102, align 4
  %104 = lshr i64 %103, 40
  %105 = and i64 %104, 511
  %106 = trunc i64 %105 to i32
  %107 = zext i32 %106 to i64
  call void @mix(i64 noundef %107)
  %108 = load ptr, ptr %5, align 8
  %109 = load i64, ptr %108, align 4
  %110 = shl i64 %109, 15
  %111 = ashr i64 %110, 55
  %112 = trunc i64 %111 to i32
  %113 = sext i32 %112 to i64
  call void @mix(i64 noundef %113)
  %114 = load ptr, ptr %4, align 8
  %115 = load i64, ptr %114, align 4
  %116 = lshr i64 %115, 49
  %117 = and i64 %116, 1023
  %118 = trunc i64 %117 to i32
  %119 = zext i32 %118 to i64
  call void @mix(i64 noundef %119)
  %120 = load ptr, ptr %5, align 8
  %121 = load i64, ptr %120, align 4
  %122 = shl i64 %121, 5
  %123 = ashr i64 %122, 54
  %124 = trunc i64 %123 to i32
  %125 = sext i32 %124 to i64
  call void @mix(i64 noundef %125)
  %126 = load ptr, ptr %4, align 8
  %127 = getelementptr inbounds %struct.su, ptr %126, i32 0, i32 1
  %128 = load i64, ptr %127, align 4
  %129 = and i64 %128, 2047
  %130 = trunc i64 %129 to i32
  %131 = zext i32 %130 to i64
  call void @mix(i64 noundef %131)
  %132 = load ptr, ptr %5, align 8
  %133 = getelementptr inbounds %struct.ss, ptr %132, i32 0, i32 1
  %134 = load i64, ptr %133, align 4
  %135 = shl i64 %134, 53
  %136 = ashr i64 %135, 53
  %137 = trunc i64 %136 to i32
  %138 = sext i32 %137 to i64
  call void @mix(i64 noundef %138)
  %139 = load ptr, ptr %4, align 8
  %140 = getelementptr inbounds %struct.su, ptr %139, i32 0, i32 1
  %141 = load i64, ptr %140, align 4
  %142 = lshr i64 %141, 11
  %143 = and i64 %142, 4095
  %144 = trunc i64 %143 to i32
  %145 = zext i32 %144 to i64
  call void @mix(i64 noundef %145)
  %146 = load ptr, ptr %5, align 8
  %147 = getelementptr inbounds %struct.ss, ptr %146, i32 0, i32 1
  %148 = load i64, ptr %147, align 4
  %149 = shl i64 %148, 41
  %150 = ashr i64 %149, 52
  %151 = trunc i64 %150 to i32
  %152 = sext i32 %151 to i64
  call void @mix(i64 noundef %152)
  %153 = load ptr, ptr %4, align 8
  %154 = getelementptr inbounds %struct.su, ptr %153, i32 0, i32 1
  %155 = load i64, ptr %154, align 4
  %156 = lshr i64 %155, 32
  %157 = and i64 %156, 8191
  %158 = trunc i64 %157 to i32
  %159 = zext i32 %158 to i64
  call void @mix(i64 noundef %159)
  %160 = load ptr, ptr %5, align 8
  %161 = getelementptr inbounds %struct.ss, ptr %160, i32 0, i32 1
  %162 = load i64, ptr %161, align 4
  %163 = shl i64 %162, 19
  %164 = ashr i64 %163, 51
  %165 = trunc i64 %164 to i32
  %166 = sext i32 %165 to i64
  call void @mix(i64 noundef %166)
  %167 = load ptr, ptr %4, align 8
  %168 = getelementptr inbounds %struct.su, ptr %167, i32 0, i32 1
  %169 = load i64, ptr %168, align 4
  %170 = lshr i64 %169, 45
  %171 = and i64 %170, 16383
  %172 = trunc i64 %171 to i32
  %173 = zext i32 %172 to i64
  call void @mix(i64 noundef %173)
  %174 = load ptr, ptr %5, align 8
  %175 = getelementptr inbounds %struct.ss, ptr %174, i32 0, i32 1
  %176 = load i64, ptr %175, align 4
  %177 = shl i64 %176, 5
  %178 = ashr i64 %177, 50
  %179 = trunc i64 %178 to i32
  %180 = sext i32 %179 to i64
  call void @mix(i64 noundef %180)
  %181 = load ptr, ptr %4, align 8
  %182 = getelementptr inbounds %struct.su, ptr %181, i32 0, i32 2
  %183 = load i64, ptr %182, align 4
  %184 = and i64 %183, 32767
  %185 = trunc i64 %184 to i32
  %186 = zext i32 %185 to i64
  call void @mix(i64 noundef %186)
  %187 = load ptr, ptr %5, align 8
  %188 = getelementptr inbounds %struct.ss, ptr %187, i32 0, i32 2
  %189 = load i64, ptr %188, align 4
  %190 = shl i64 %189, 49
  %191 = ashr i64 %190, 49
  %192 = trunc i64 %191 to i32
  %193 = sext i32 %192 to i64
  call void @mix(i64 noundef %193)
  %194 = load ptr, ptr %4, align 8
  %195 = getelementptr inbounds %struct.su, ptr %194, i32 0, i32 2
  %196 = load i64, ptr %195, align 4
  %197 = lshr i64 %196, 15
  %198 = and i64 %197, 65535
  %199 = trunc i64 %198 to i32
  %200 = zext i32 %199 to i64
  call void @mix(i64 noundef %200)
  %201 = load ptr, ptr %5, align 8
  %202 = getelementptr inbounds %struct.ss, ptr %201, i32 0, i32 2
  %203 = load i64, ptr %202, align 4
  %204 = shl i64 %203, 33
  %205 = ashr i64 %204, 48
  %206 = trunc i64 %205 to i32
  %207 = sext i32 %206 to i64
  call void @mix(i64 noundef %207)
  %208 = load ptr, ptr %4, align 8
  %209 = getelementptr inbounds %struct.su, ptr %208, i32 0, i32 2
  %210 = load i64, ptr %209, align 4
  %211 = lshr i64 %210, 32
  %212 = and i64 %211, 131071
  %213 = trunc i64 %212 to i32
  %214 = zext i32 %213 to i64
  call void @mix(i64 noundef %214)
  %215 = load ptr, ptr %5, align 8
  %216 = getelementptr inbounds %struct.ss, ptr %215, i32 0, i32 2
  %217 = load i64, ptr %216, align 4
  %218 = shl i64 %217, 15
  %219 = ashr i64 %218, 47
  %220 = trunc i64 %219 to i32
  %221 = sext i32 %220 to i64
  call void @mix(i64 noundef %221)
  %222 = load ptr, ptr %4, align 8
  %223 = getelementptr inbounds %struct.su, ptr %222, i32 0, i32 3
  %224 = load i64, ptr %223, align 4
  %225 = and i64 %224, 262143
  %226 = trunc i64 %225 to i32
  %227 = zext i32 %226 to i64
  call void @mix(i64 noundef %227)
  %228 = load ptr, ptr %5, align 8
  %229 = getelementptr inbounds %struct.ss, ptr %228, i32 0, i32 3
  %230 = load i64, ptr %229, align 4
  %231 = shl i64 %230, 46
  %232 = ashr i64 %231, 46
  %233 = trunc i64 %232 to i32
  %234 = sext i32 %233 to i64
  call void @mix(i64 noundef %234)
  %235 = load ptr, ptr %4, align 8
  %236 = getelementptr inbounds %struct.su, ptr %235, i32 0, i32 3
  %237 = load i64, ptr %236, align 4
  %238 = lshr i64 %237, 32
  %239 = and i64 %238, 524287
  %240 = trunc i64 %239 to i32
  %241 = zext i32 %240 to i64
  call void @mix(i64 noundef %241)
  %242 = load ptr, ptr %5, align 8
  %243 = getelementptr inbounds %struct.ss, ptr %242, i32 0, i32 3
  %244 = load i64, ptr %243, align 4
  %245 = shl i64 %244, 13
  %246 = ashr i64 %245, 45
  %247 = trunc i64 %246 to i32
  %248 = sext i32 %247 to i64
  call void @mix(i64 noundef %248)
  %249 = load ptr, ptr %4, align 8
  %250 = getelementptr inbounds %struct.su, ptr %249, i32 0, i32 4
  %251 = load i64, ptr %250, align 4
  %252 = and i64 %251, 1048575
  %253 = trunc i64 %252 to i32
  %254 = zext i32 %253 to i64
  call void @mix(i64 noundef %254)
  %255 = load ptr, ptr %5, align 8
  %256 = getelementptr inbounds %struct.ss, ptr %255, i32 0, i32 4
  %257 = load i64, ptr %256, align 4
  %258 = shl i64 %257, 44
  %259 = ashr i64 %258, 44
  %260 = trunc i64 %259 to i32
  %261 = sext i32 %260 to i64
  call void @mix(i64 noundef %261)
  %262 = load ptr, ptr %4, align 8
  %263 = getelementptr inbounds %struct.su, ptr %262, i32 0, i32 4
  %264 = load i64, ptr %263, align 4
  %265 = lshr i64 %264, 32
  %266 = and i64 %265, 2097151
  %267 = trunc i64 %266 to i32
  %268 = zext i32 %267 to i64
  call void @mix(i64 noundef %268)
  %269 = load ptr, ptr %5, align 8
  %270 = getelementptr inbounds %struct.ss, ptr %269, i32 0, i32 4
  %271 = load i64, ptr %270, align 4
  %272 = shl i64 %271, 11
  %273 = ashr i64 %272, 43
  %274 = trunc i64 %273 to i32
  %275 = sext i32 %274 to i64
  call void @mix(i64 noundef %275)
  %276 = load ptr, ptr %4, align 8
  %277 = getelementptr inbounds %struct.su, ptr %276, i32 0, i32 5
  %278 = load i64, ptr %277, align 4
  %279 = and i64 %278, 4194303
  %280 = trunc i64 %279 to i32
  %281 = zext i32 %280 to i64
  call void @mix(i64 noundef %281)
  %282 = load ptr, ptr %5, align 8
  %283 = getelementptr inbounds %struct.ss, ptr %282, i32 0, i32 5
  %284 = load i64, ptr %283, align 4
  %285 = shl i64 %284, 42
  %286 = ashr i64 %285, 42
  %287 = trunc i64 %286 to i32
  %288 = sext i32 %287 to i64
  call void @mix(i64 noundef %288)
  %289 = load ptr, ptr %4, align 8
  %290 = getelementptr inbounds %struct.su, ptr %289, i32 0, i32 5
  %291 = load i64, ptr %290, align 4
  %292 = lshr i64 %291, 32
  %293 = and i64 %292, 8388607
  %294 = trunc i64 %293 to i32
  %295 = zext i32 %294 to i64
  call void @mix(i64 noundef %295)
  %296 = load ptr, ptr %5, align 8
  %297 = getelementptr inbounds %struct.ss, ptr %296, i32 0, i32 5
  %298 = load i64, ptr %297, align 4
  %299 = shl i64 %298, 9
  %300 = ashr i64 %299, 41
  %301 = trunc i64 %300 to i32
  %302 = sext i32 %301 to i64
  call void @mix(i64 noundef %302)
  %303 = load ptr, ptr %4, align 8
  %304 = getelementptr inbounds %struct.su, ptr %303, i32 0, i32 6
  %305 = load i64, ptr %304, align 4
  %306 = and i64 %305, 16777215
  %307 = trunc i64 %306 to i32
  %308 = zext i32 %307 to i64
  call void @mix(i64 noundef %308)
  %309 = load ptr, ptr %5, align 8
  %310 = getelementptr inbounds %struct.ss, ptr %309, i32 0, i32 6
  %311 = load i64, ptr %310, align 4
  %312 = shl i64 %311, 40
  %313 = ashr i64 %312, 40
  %314 = trunc i64 %313 to i32
  %315 = sext i32 %314 to i64
  call void @mix(i64 noundef %315)
  %316 = load ptr, ptr %4, align 8
  %317 = getelementptr inbounds %struct.su, ptr %316, i32 0, i32 6
  %318 = load i64, ptr %317, align 4
  %319 = lshr i64 %318, 32
  %320 = and i64 %319, 33554431
  %321 = trunc i64 %320 to i32
  %322 = zext i32 %321 to i64
  call void @mix(i64 noundef %322)
  %323 = load ptr, ptr %5, align 8
  %324 = getelementptr inbounds %struct.ss, ptr %323, i32 0, i32 6
  %325 = load i64, ptr %324, align 4
  %326 = shl i64 %325, 7
  %327 = ashr i64 %326, 39
  %328 = trunc i64 %327 to i32
  %329 = sext i32 %328 to i64
  call void @mix(i64 noundef %329)
  %330 = load ptr, ptr %4, align 8
  %331 = getelementptr inbounds %struct.su, ptr %330, i32 0, i32 7
  %332 = load i64, ptr %331, align 4
  %333 = and i64 %332, 67108863
  %334 = trunc i64 %333 to i32
  %335 = zext i32 %334 to i64
  call void @mix(i64 noundef %335)
  %336 = load ptr, ptr %5, align 8
  %337 = getelementptr inbounds %struct.ss, ptr %336, i32 0, i32 7
  %338 = load i64, ptr %337, align 4
  %339 = shl i64 %338, 38
  %340 = ashr i64 %339, 38
  %341 = trunc i64 %340 to i32
  %342 = sext i32 %341 to i64
  call void @mix(i64 noundef %342)
  %343 = load ptr, ptr %4, align 8
  %344 = getelementptr inbounds %struct.su, ptr %343, i32 0, i32 7
  %345 = load i64, ptr %344, align 4
  %346 = lshr i64 %345, 32
  %347 = and i64 %346, 134217727
  %348 = trunc i64 %347 to i32
  %349 = zext i32 %348 to i64
  call void @mix(i64 noundef %349)
  %350 = load ptr, ptr %5, align 8
  %351 = getelementptr inbounds %struct.ss, ptr %350, i32 0, i32 7
  %352 = load i64, ptr %351, align 4
  %353 = shl i64 %352, 5
  %354 = ashr i64 %353, 37
  %355 = trunc i64 %354 to i32
  %356 = sext i32 %355 to i64
  call void @mix(i64 noundef %356)
  %357 = load ptr, ptr %4, align 8
  %358 = getelementptr inbounds %struct.su, ptr %357, i32 0, i32 8
  %359 = load i64, ptr %358, align 4
  %360 = and i64 %359, 268435455
  %361 = trunc i64 %360 to i32
  %362 = zext i32 %361 to i64
  call void @mix(i64 noundef %362)
  %363 = load ptr, ptr %5, align 8
  %364 = getelementptr inbounds %struct.ss, ptr %363, i32 0, i32 8
  %365 = load i64, ptr %364, align 4
  %366 = shl i64 %365, 36
  %367 = ashr i64 %366, 36
  %368 = trunc i64 %367 to i32
  %369 = sext i32 %368 to i64
  call void @mix(i64 noundef %369)
  %370 = load ptr, ptr %4, align 8
  %371 = getelementptr inbounds %struct.su, ptr %370, i32 0, i32 8
  %372 = load i64, ptr %371, align 4
  %373 = lshr i64 %372, 32
  %374 = and i64 %373, 536870911
  %375 = trunc i64 %374 to i32
  %376 = zext i32 %375 to i64
  call void @mix(i64 noundef %376)
  %377 = load ptr, ptr %5, align 8
  %378 = getelementptr inbounds %struct.ss, ptr %377, i32 0, i32 8
  %379 = load i64, ptr %378, align 4
  %380 = shl i64 %379, 3
  %381 = ashr i64 %380, 35
  %382 = trunc i64 %381 to i32
  %383 = sext i32 %382 to i64
  call void @mix(i64 noundef %383)
  %384 = load ptr, ptr %4, align 8
  %385 = getelementptr inbounds %struct.su, ptr %384, i32 0, i32 9
  %386 = load i64, ptr %385, align 4
  %387 = and i64 %386, 1073741823
  %388 = trunc i64 %387 to i32
  %389 = zext i32 %388 to i64
  call void @mix(i64 noundef %389)
  %390 = load ptr, ptr %5, align 8
  %391 = getelementptr inbounds %struct.ss, ptr %390, i32 0, i32 9
  %392 = load i64, ptr %391, align 4
  %393 = shl i64 %392, 34
  %394 = ashr i64 %393, 34
  %395 = trunc i64 %394 to i32
  %396 = sext i32 %395 to i64
  call void @mix(i64 noundef %396)
  %397 = load ptr, ptr %4, align 8
  %398 = getelementptr inbounds %struct.su, ptr %397, i32 0, i32 9
  %399 = load i64, ptr %398, align 4
  %400 = lshr i64 %399, 32
  %401 = and i64 %400, 2147483647
  %402 = trunc i64 %401 to i32
  %403 = zext i32 %402 to i64
  call void @mix(i64 noundef %403)
  %404 = load ptr, ptr %5, align 8
  %405 = getelementptr inbounds %struct.ss, ptr %404, i32 0, i32 9
  %406 = load i64, ptr %405, align 4
  %407 = shl i64 %406, 1
  %408 = ashr i64 %407, 33
  %409 = trunc i64 %408 to i32
  %410 = sext i32 %409 to i64
  call void @mix(i64 noundef %410)
  %411 = load i32, ptr %6, align 4
  %412 = icmp ne i32 %411, 0
  br i1 %412, label %413, label %474

413:                                              ; preds = %3
  %414 = load ptr, ptr %4, align 8
  %415 = load i64, ptr %414, align 4
  %416 = and i64 %415, 1
  %417 = trunc i64 %416 to i32
  %418 = load ptr, ptr %4, align 8
  %419 = load i64, ptr %418, align 4
  %420 = lshr i64 %419, 21
  %421 = and i64 %420, 127
  %422 = trunc i64 %421 to i32
  %423 = load ptr, ptr %4, align 8
  %424 = getelementptr inbounds %struct.su, ptr %423, i32 0, i32 1
  %425 = load i64, ptr %424, align 4
  %426 = lshr i64 %425, 32
  %427 = and i64 %426, 8191
  %428 = trunc i64 %427 to i32
  %429 = load ptr, ptr %4, align 8
  %430 = getelementptr inbounds %struct.su, ptr %429, i32 0, i32 6
  %431 = load i64, ptr %430, align 4
  %432 = and i64 %431, 16777215
  %433 = trunc i64 %432 to i32
  %434 = load ptr, ptr %4, align 8
  %435 = getelementptr inbounds %struct.su, ptr %434, i32 0, i32 9
  %436 = load i64, ptr %435, align 4
  %437 = lshr i64 %436, 32
  %438 = and i64 %437, 2147483647
  %439 = trunc i64 %438 to i32
  %440 = load ptr, ptr %5, align 8
  %441 = load i64, ptr %440, align 4
  %442 = shl i64 %441, 63
  %443 = ashr i64 %442, 63
  %444 = trunc i64 %443 to i32
  %445 = load ptr, ptr %5, align 8
  %446 = load i64, ptr %445, align 4
  %447 = shl i64 %446, 61
  %448 = ashr i64 %447, 62
  %449 = trunc i64 %448 to i32
  %450 = load ptr, ptr %5, align 8
  %451 = load i64, ptr %450, align 4
  %452 = shl i64 %451, 36
  %453 = ashr i64 %452, 57
  %454 = trunc i64 %453 to i32
  %455 = load ptr, ptr %5, align 8
  %456 = getelementptr inbounds %struct.ss, ptr %455, i32 0, i32 1
  %457 = load i64, ptr %456, align 4
  %458 = shl i64 %457, 19
  %459 = ashr i64 %458, 51
  %460 = trunc i64 %459 to i32
  %461 = load ptr, ptr %5, align 8
  %462 = getelementptr inbounds %struct.ss, ptr %461, i32 0, i32 6
  %463 = load i64, ptr %462, align 4
  %464 = shl i64 %463, 40
  %465 = ashr i64 %464, 40
  %466 = trunc i64 %465 to i32
  %467 = load ptr, ptr %5, align 8
  %468 = getelementptr inbounds %struct.ss, ptr %467, i32 0, i32 9
  %469 = load i64, ptr %468, align 4
  %470 = shl i64 %469, 1
  %471 = ashr i64 %470, 33
  %472 = trunc i64 %471 to i32
  %473 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %417, i32 noundef %422, i32 noundef %428, i32 noundef %433, i32 noundef %439, i32 noundef %444, i32 noundef %449, i32 noundef %454, i32 noundef %460, i32 noundef %466, i32 noundef %472)
  br label %474

474:                                              ; preds = %413, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump_all(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %5, align 4
  %7 = and i64 %6, 1
  %8 = trunc i64 %7 to i32
  %9 = add i32 %8, 1
  %10 = zext i32 %9 to i64
  %11 = load i64, ptr %5, align 4
  %12 = and i64 %10, 1
  %13 = and i64 %11, -2
  %14 = or i64 %13, %12
  store i64 %14, ptr %5, align 4
  %15 = trunc i64 %12 to i32
  %16 = load ptr, ptr %3, align 8
  %17 = load i64, ptr %16, align 4
  %18 = lshr i64 %17, 1
  %19 = and i64 %18, 3
  %20 = trunc i64 %19 to i32
  %21 = add i32 %20, 1
  %22 = zext i32 %21 to i64
  %23 = load i64, ptr %16, align 4
  %24 = and i64 %22, 3
  %25 = shl i64 %24, 1
  %26 = and i64 %23, -7
  %27 = or i64 %26, %25
  store i64 %27, ptr %16, align 4
  %28 = trunc i64 %24 to i32
  %29 = load ptr, ptr %3, align 8
  %30 = load i64, ptr %29, align 4
  %31 = lshr i64 %30, 3
  %32 = and i64 %31, 7
  %33 = trunc i64 %32 to i32
  %34 = add i32 %33, 1
  %35 = zext i32 %34 to i64
  %36 = load i64, ptr %29, align 4
  %37 = and i64 %35, 7
  %38 = shl i64 %37, 3
  %39 = and i64 %36, -57
  %40 = or i64 %39, %38
  store i64 %40, ptr %29, align 4
  %41 = trunc i64 %37 to i32
  %42 = load ptr, ptr %3, align 8
  %43 = load i64, ptr %42, align 4
  %44 = lshr i64 %43, 6
  %45 = and i64 %44, 15
  %46 = trunc i64 %45 to i32
  %47 = add i32 %46, 1
  %48 = zext i32 %47 to i64
  %49 = load i64, ptr %42, align 4
  %50 = and i64 %48, 15
  %51 = shl i64 %50, 6
  %52 = and i64 %49, -961
  %53 = or i64 %52, %51
  store i64 %53, ptr %42, align 4
  %54 = trunc i64 %50 to i32
  %55 = load ptr, ptr %3, align 8
  %56 = load i64, ptr %55, align 4
  %57 = lshr i64 %56, 10
  %58 = and i64 %57, 31
  %59 = trunc i64 %58 to i32
  %60 = add i32 %59, 1
  %61 = zext i32 %60 to i64
  %62 = load i64, ptr %55, align 4
  %63 = and i64 %61, 31
  %64 = shl i64 %63, 10
  %65 = and i64 %62, -31745
  %66 = or i64 %65, %64
  store i64 %66, ptr %55, align 4
  %67 = trunc i64 %63 to i32
  %68 = load ptr, ptr %3, align 8
  %69 = load i64, ptr %68, align 4
  %70 = lshr i64 %69, 15
  %71 = and i64 %70, 63
  %72 = trunc i64 %71 to i32
  %73 = add i32 %72, 1
  %74 = zext i32 %73 to i64
  %75 = load i64, ptr %68, align 4
  %76 = and i64 %74, 63
  %77 = shl i64 %76, 15
  %78 = and i64 %75, -2064385
  %79 = or i64 %78, %77
  store i64 %79, ptr %68, align 4
  %80 = trunc i64 %76 to i32
  %81 = load ptr, ptr %3, align 8
  %82 = load i64, ptr %81, align 4
  %83 = lshr i64 %82, 21
  %84 = and i64 %83, 127
  %85 = trunc i64 %84 to i32
  %86 = add i32 %85, 1
  %87 = zext i32 %86 to i64
  %88 = load i64, ptr %81, align 4
  %89 = and i64 %87, 127
  %90 = shl i64 %89, 21
  %91 = and i64 %88, -266338305
  %92 = or i64 %91, %90
  store i64 %92, ptr %81, align 4
  %93 = trunc i64 %89 to i32
  %94 = load ptr, ptr %3, align 8
  %95 = load i64, ptr %94, align 4
  %96 = lshr i64 %95, 32
  %97 = and i64 %96, 255
  %98 = trunc i64 %97 to i32
  %99 = add i32 %98, 1
  %100 = zext i32 %99 to i64
  %101 = load i64, ptr %94, align 4
  %102 = and i64 %100, 255
  %103 = shl i64 %102, 32
  %104 = and i64 %101, -1095216660481
  %105 = or i64 %104, %103
  store i64 %105, ptr %94, align 4
  %106 = trunc i64 %102 to i32
  %107 = load ptr, ptr %3, align 8
  %108 = load i64, ptr %107, align 4
  %109 = lshr i64 %108, 40
  %110 = and i64 %109, 511
  %111 = trunc i64 %110 to i32
  %112 = add i32 %111, 1
  %113 = zext i32 %112 to i64
  %114 = load i64, ptr %107, align 4
  %115 = and i64 %113, 511
  %116 = shl i64 %115, 40
  %117 = and i64 %114, -561850441793537
  %118 = or i64 %117, %116
  store i64 %118, ptr %107, align 4
  %119 = trunc i64 %115 to i32
  %120 = load ptr, ptr %3, align 8
  %121 = load i64, ptr %120, align 4
  %122 = lshr i64 %121, 49
  %123 = and i64 %122, 1023
  %124 = trunc i64 %123 to i32
  %125 = add i32 %124, 1
  %126 = zext i32 %125 to i64
  %127 = load i64, ptr %120, align 4
  %128 = and i64 %126, 1023
  %129 = shl i64 %128, 49
  %130 = and i64 %127, -575897802350002177
  %131 = or i64 %130, %129
  store i64 %131, ptr %120, align 4
  %132 = trunc i64 %128 to i32
  %133 = load ptr, ptr %3, align 8
  %134 = getelementptr inbounds %struct.su, ptr %133, i32 0, i32 1
  %135 = load i64, ptr %134, align 4
  %136 = and i64 %135, 2047
  %137 = trunc i64 %136 to i32
  %138 = add i32 %137, 1
  %139 = zext i32 %138 to i64
  %140 = load i64, ptr %134, align 4
  %141 = and i64 %139, 2047
  %142 = and i64 %140, -2048
  %143 = or i64 %142, %141
  store i64 %143, ptr %134, align 4
  %144 = trunc i64 %141 to i32
  %145 = load ptr, ptr %3, align 8
  %146 = getelementptr inbounds %struct.su, ptr %145, i32 0, i32 1
  %147 = load i64, ptr %146, align 4
  %148 = lshr i64 %147, 11
  %149 = and i64 %148, 4095
  %150 = trunc i64 %149 to i32
  %151 = add i32 %150, 1
  %152 = zext i32 %151 to i64
  %153 = load i64, ptr %146, align 4
  %154 = and i64 %152, 4095
  %155 = shl i64 %154, 11
  %156 = and i64 %153, -8386561
  %157 = or i64 %156, %155
  store i64 %157, ptr %146, align 4
  %158 = trunc i64 %154 to i32
  %159 = load ptr, ptr %3, align 8
  %160 = getelementptr inbounds %struct.su, ptr %159, i32 0, i32 1
  %161 = load i64, ptr %160, align 4
  %162 = lshr i64 %161, 32
  %163 = and i64 %162, 8191
  %164 = trunc i64 %163 to i32
  %165 = add i32 %164, 1
  %166 = zext i32 %165 to i64
  %167 = load i64, ptr %160, align 4
  %168 = and i64 %166, 8191
  %169 = shl i64 %168, 32
  %170 = and i64 %167, -35180077121537
  %171 = or i64 %170, %169
  store i64 %171, ptr %160, align 4
  %172 = trunc i64 %168 to i32
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds %struct.su, ptr %173, i32 0, i32 1
  %175 = load i64, ptr %174, align 4
  %176 = lshr i64 %175, 45
  %177 = and i64 %176, 16383
  %178 = trunc i64 %177 to i32
  %179 = add i32 %178, 1
  %180 = zext i32 %179 to i64
  %181 = load i64, ptr %174, align 4
  %182 = and i64 %180, 16383
  %183 = shl i64 %182, 45
  %184 = and i64 %181, -576425567931334657
  %185 = or i64 %184, %183
  store i64 %185, ptr %174, align 4
  %186 = trunc i64 %182 to i32
  %187 = load ptr, ptr %3, align 8
  %188 = getelementptr inbounds %struct.su, ptr %187, i32 0, i32 2
  %189 = load i64, ptr %188, align 4
  %190 = and i64 %189, 32767
  %191 = trunc i64 %190 to i32
  %192 = add i32 %191, 1
  %193 = zext i32 %192 to i64
  %194 = load i64, ptr %188, align 4
  %195 = and i64 %193, 32767
  %196 = and i64 %194, -32768
  %197 = or i64 %196, %195
  store i64 %197, ptr %188, align 4
  %198 = trunc i64 %195 to i32
  %199 = load ptr, ptr %3, align 8
  %200 = getelementptr inbounds %struct.su, ptr %199, i32 0, i32 2
  %201 = load i64, ptr %200, align 4
  %202 = lshr i64 %201, 15
  %203 = and i64 %202, 65535
  %204 = trunc i64 %203 to i32
  %205 = add i32 %204, 1
  %206 = zext i32 %205 to i64
  %207 = load i64, ptr %200, align 4
  %208 = and i64 %206, 65535
  %209 = shl i64 %208, 15
  %210 = and i64 %207, -2147450881
  %211 = or i64 %210, %209
  store i64 %211, ptr %200, align 4
  %212 = trunc i64 %208 to i32
  %213 = load ptr, ptr %3, align 8
  %214 = getelementptr inbounds %struct.su, ptr %213, i32 0, i32 2
  %215 = load i64, ptr %214, align 4
  %216 = lshr i64 %215, 32
  %217 = and i64 %216, 131071
  %218 = trunc i64 %217 to i32
  %219 = add i32 %218, 1
  %220 = zext i32 %219 to i64
  %221 = load i64, ptr %214, align 4
  %222 = and i64 %220, 131071
  %223 = shl i64 %222, 32
  %224 = and i64 %221, -562945658454017
  %225 = or i64 %224, %223
  store i64 %225, ptr %214, align 4
  %226 = trunc i64 %222 to i32
  %227 = load ptr, ptr %3, align 8
  %228 = getelementptr inbounds %struct.su, ptr %227, i32 0, i32 3
  %229 = load i64, ptr %228, align 4
  %230 = and i64 %229, 262143
  %231 = trunc i64 %230 to i32
  %232 = add i32 %231, 1
  %233 = zext i32 %232 to i64
  %234 = load i64, ptr %228, align 4
  %235 = and i64 %233, 262143
  %236 = and i64 %234, -262144
  %237 = or i64 %236, %235
  store i64 %237, ptr %228, align 4
  %238 = trunc i64 %235 to i32
  %239 = load ptr, ptr %3, align 8
  %240 = getelementptr inbounds %struct.su, ptr %239, i32 0, i32 3
  %241 = load i64, ptr %240, align 4
  %242 = lshr i64 %241, 32
  %243 = and i64 %242, 524287
  %244 = trunc i64 %243 to i32
  %245 = add i32 %244, 1
  %246 = zext i32 %245 to i64
  %247 = load i64, ptr %240, align 4
  %248 = and i64 %246, 524287
  %249 = shl i64 %248, 32
  %250 = and i64 %247, -2251795518717953
  %251 = or i64 %250, %249
  store i64 %251, ptr %240, align 4
  %252 = trunc i64 %248 to i32
  %253 = load ptr, ptr %3, align 8
  %254 = getelementptr inbounds %struct.su, ptr %253, i32 0, i32 4
  %255 = load i64, ptr %254, align 4
  %256 = and i64 %255, 1048575
  %257 = trunc i64 %256 to i32
  %258 = add i32 %257, 1
  %259 = zext i32 %258 to i64
  %260 = load i64, ptr %254, align 4
  %261 = and i64 %259, 1048575
  %262 = and i64 %260, -1048576
  %263 = or i64 %262, %261
  store i64 %263, ptr %254, align 4
  %264 = trunc i64 %261 to i32
  %265 = load ptr, ptr %3, align 8
  %266 = getelementptr inbounds %struct.su, ptr %265, i32 0, i32 4
  %267 = load i64, ptr %266, align 4
  %268 = lshr i64 %267, 32
  %269 = and i64 %268, 2097151
  %270 = trunc i64 %269 to i32
  %271 = add i32 %270, 1
  %272 = zext i32 %271 to i64
  %273 = load i64, ptr %266, align 4
  %274 = and i64 %272, 2097151
  %275 = shl i64 %274, 32
  %276 = and i64 %273, -9007194959773697
  %277 = or i64 %276, %275
  store i64 %277, ptr %266, align 4
  %278 = trunc i64 %274 to i32
  %279 = load ptr, ptr %3, align 8
  %280 = getelementptr inbounds %struct.su, ptr %279, i32 0, i32 5
  %281 = load i64, ptr %280, align 4
  %282 = and i64 %281, 4194303
  %283 = trunc i64 %282 to i32
  %284 = add i32 %283, 1
  %285 = zext i32 %284 to i64
  %286 = load i64, ptr %280, align 4
  %287 = and i64 %285, 4194303
  %288 = and i64 %286, -4194304
  %289 = or i64 %288, %287
  store i64 %289, ptr %280, align 4
  %290 = trunc i64 %287 to i32
  %291 = load ptr, ptr %3, align 8
  %292 = getelementptr inbounds %struct.su, ptr %291, i32 0, i32 5
  %293 = load i64, ptr %292, align 4
  %294 = lshr i64 %293, 32
  %295 = and i64 %294, 8388607
  %296 = trunc i64 %295 to i32
  %297 = add i32 %296, 1
  %298 = zext i32 %297 to i64
  %299 = load i64, ptr %292, align 4
  %300 = and i64 %298, 8388607
  %301 = shl i64 %300, 32
  %302 = and i64 %299, -36028792723996673
  %303 = or i64 %302, %301
  store i64 %303, ptr %292, align 4
  %304 = trunc i64 %300 to i32
  %305 = load ptr, ptr %3, align 8
  %306 = getelementptr inbounds %struct.su, ptr %305, i32 0, i32 6
  %307 = load i64, ptr %306, align 4
  %308 = and i64 %307, 16777215
  %309 = trunc i64 %308 to i32
  %310 = add i32 %309, 1
  %311 = zext i32 %310 to i64
  %312 = load i64, ptr %306, align 4
  %313 = and i64 %311, 16777215
  %314 = and i64 %312, -16777216
  %315 = or i64 %314, %313
  store i64 %315, ptr %306, align 4
  %316 = trunc i64 %313 to i32
  %317 = load ptr, ptr %3, align 8
  %318 = getelementptr inbounds %struct.su, ptr %317, i32 0, i32 6
  %319 = load i64, ptr %318, align 4
  %320 = lshr i64 %319, 32
  %321 = and i64 %320, 33554431
  %322 = trunc i64 %321 to i32
  %323 = add i32 %322, 1
  %324 = zext i32 %323 to i64
  %325 = load i64, ptr %318, align 4
  %326 = and i64 %324, 33554431
  %327 = shl i64 %326, 32
  %328 = and i64 %325, -144115183780888577
  %329 = or i64 %328, %327
  store i64 %329, ptr %318, align 4
  %330 = trunc i64 %326 to i32
  %331 = load ptr, ptr %3, align 8
  %332 = getelementptr inbounds %struct.su, ptr %331, i32 0, i32 7
  %333 = load i64, ptr %332, align 4
  %334 = and i64 %333, 67108863
  %335 = trunc i64 %334 to i32
  %336 = add i32 %335, 1
  %337 = zext i32 %336 to i64
  %338 = load i64, ptr %332, align 4
  %339 = and i64 %337, 67108863
  %340 = and i64 %338, -67108864
  %341 = or i64 %340, %339
  store i64 %341, ptr %332, align 4
  %342 = trunc i64 %339 to i32
  %343 = load ptr, ptr %3, align 8
  %344 = getelementptr inbounds %struct.su, ptr %343, i32 0, i32 7
  %345 = load i64, ptr %344, align 4
  %346 = lshr i64 %345, 32
  %347 = and i64 %346, 134217727
  %348 = trunc i64 %347 to i32
  %349 = add i32 %348, 1
  %350 = zext i32 %349 to i64
  %351 = load i64, ptr %344, align 4
  %352 = and i64 %350, 134217727
  %353 = shl i64 %352, 32
  %354 = and i64 %351, -576460748008456193
  %355 = or i64 %354, %353
  store i64 %355, ptr %344, align 4
  %356 = trunc i64 %352 to i32
  %357 = load ptr, ptr %3, align 8
  %358 = getelementptr inbounds %struct.su, ptr %357, i32 0, i32 8
  %359 = load i64, ptr %358, align 4
  %360 = and i64 %359, 268435455
  %361 = trunc i64 %360 to i32
  %362 = add i32 %361, 1
  %363 = zext i32 %362 to i64
  %364 = load i64, ptr %358, align 4
  %365 = and i64 %363, 268435455
  %366 = and i64 %364, -268435456
  %367 = or i64 %366, %365
  store i64 %367, ptr %358, align 4
  %368 = trunc i64 %365 to i32
  %369 = load ptr, ptr %3, align 8
  %370 = getelementptr inbounds %struct.su, ptr %369, i32 0, i32 8
  %371 = load i64, ptr %370, align 4
  %372 = lshr i64 %371, 32
  %373 = and i64 %372, 536870911
  %374 = trunc i64 %373 to i32
  %375 = add i32 %374, 1
  %376 = zext i32 %375 to i64
  %377 = load i64, ptr %370, align 4
  %378 = and i64 %376, 536870911
  %379 = shl i64 %378, 32
  %380 = and i64 %377, -2305843004918726657
  %381 = or i64 %380, %379
  store i64 %381, ptr %370, align 4
  %382 = trunc i64 %378 to i32
  %383 = load ptr, ptr %3, align 8
  %384 = getelementptr inbounds %struct.su, ptr %383, i32 0, i32 9
  %385 = load i64, ptr %384, align 4
  %386 = and i64 %385, 1073741823
  %387 = trunc i64 %386 to i32
  %388 = add i32 %387, 1
  %389 = zext i32 %388 to i64
  %390 = load i64, ptr %384, align 4
  %391 = and i64 %389, 1073741823
  %392 = and i64 %390, -1073741824
  %393 = or i64 %392, %391
  store i64 %393, ptr %384, align 4
  %394 = trunc i64 %391 to i32
  %395 = load ptr, ptr %3, align 8
  %396 = getelementptr inbounds %struct.su, ptr %395, i32 0, i32 9
  %397 = load i64, ptr %396, align 4
  %398 = lshr i64 %397, 32
  %399 = and i64 %398, 2147483647
  %400 = trunc i64 %399 to i32
  %401 = add i32 %400, 1
  %402 = zext i32 %401 to i64
  %403 = load i64, ptr %396, align 4
  %404 = and i64 %402, 2147483647
  %405 = shl i64 %404, 32
  %406 = and i64 %403, -9223372032559808513
  %407 = or i64 %406, %405
  store i64 %407, ptr %396, align 4
  %408 = trunc i64 %404 to i32
  %409 = load ptr, ptr %4, align 8
  %410 = load i64, ptr %409, align 4
  %411 = shl i64 %410, 63
  %412 = ashr i64 %411, 63
  %413 = trunc i64 %412 to i32
  %414 = icmp slt i32 %413, 0
  br i1 %414, label %415, label %430

415:                                              ; preds = %2
  %416 = load ptr, ptr %4, align 8
  %417 = load i64, ptr %416, align 4
  %418 = shl i64 %417, 63
  %419 = ashr i64 %418, 63
  %420 = trunc i64 %419 to i32
  %421 = add nsw i32 %420, 1
  %422 = zext i32 %421 to i64
  %423 = load i64, ptr %416, align 4
  %424 = and i64 %422, 1
  %425 = and i64 %423, -2
  %426 = or i64 %425, %424
  store i64 %426, ptr %416, align 4
  %427 = shl i64 %424, 63
  %428 = ashr i64 %427, 63
  %429 = trunc i64 %428 to i32
  br label %435

430:                                              ; preds = %2
  %431 = load ptr, ptr %4, align 8
  %432 = load i64, ptr %431, align 4
  %433 = and i64 %432, -2
  %434 = or i64 %433, 1
  store i64 %434, ptr %431, align 4
  br label %435

435:                                              ; preds = %430, %415
  %436 = load ptr, ptr %4, align 8
  %437 = load i64, ptr %436, align 4
  %438 = shl i64 %437, 61
  %439 = ashr i64 %438, 62
  %440 = trunc i64 %439 to i32
  %441 = icmp slt i32 %440, 1
  br i1 %441, label %442, label %458

442:                                              ; preds = %435
  %443 = load ptr, ptr %4, align 8
  %444 = load i64, ptr %443, align 4
  %445 = shl i64 %444, 61
  %446 = ashr i64 %445, 62
  %447 = trunc i64 %446 to i32
  %448 = add nsw i32 %447, 1
  %449 = zext i32 %448 to i64
  %450 = load i64, ptr %443, align 4
  %451 = and i64 %449, 3
  %452 = shl i64 %451, 1
  %453 = and i64 %450, -7
  %454 = or i64 %453, %452
  store i64 %454, ptr %443, align 4
  %455 = shl i64 %451, 62
  %456 = ashr i64 %455, 62
  %457 = trunc i64 %456 to i32
  br label %463

458:                                              ; preds = %435
  %459 = load ptr, ptr %4, align 8
  %460 = load i64, ptr %459, align 4
  %461 = and i64 %460, -7
  %462 = or i64 %461, 4
  store i64 %462, ptr %459, align 4
  br label %463

463:                                              ; preds = %458, %442
  %464 = load ptr, ptr %4, align 8
  %465 = load i64, ptr %464, align 4
  %466 = shl i64 %465, 58
  %467 = ashr i64 %466, 61
  %468 = trunc i64 %467 to i32
  %469 = icmp slt i32 %468, 3
  br i1 %469, label %470, label %486

470:                                              ; preds = %463
  %471 = load ptr, ptr %4, align 8
  %472 = load i64, ptr %471, align 4
  %473 = shl i64 %472, 58
  %474 = ashr i64 %473, 61
  %475 = trunc i64 %474 to i32
  %476 = add nsw i32 %475, 1
  %477 = zext i32 %476 to i64
  %478 = load i64, ptr %471, align 4
  %479 = and i64 %477, 7
  %480 = shl i64 %479, 3
  %481 = and i64 %478, -57
  %482 = or i64 %481, %480
  store i64 %482, ptr %471, align 4
  %483 = shl i64 %479, 61
  %484 = ashr i64 %483, 61
  %485 = trunc i64 %484 to i32
  br label %491

486:                                              ; preds = %463
  %487 = load ptr, ptr %4, align 8
  %488 = load i64, ptr %487, align 4
  %489 = and i64 %488, -57
  %490 = or i64 %489, 32
  store i64 %490, ptr %487, align 4
  br label %491

491:                                              ; preds = %486, %470
  %492 = load ptr, ptr %4, align 8
  %493 = load i64, ptr %492, align 4
  %494 = shl i64 %493, 54
  %495 = ashr i64 %494, 60
  %496 = trunc i64 %495 to i32
  %497 = icmp slt i32 %496, 7
  br i1 %497, label %498, label %514

498:                                              ; preds = %491
  %499 = load ptr, ptr %4, align 8
  %500 = load i64, ptr %499, align 4
  %501 = shl i64 %500, 54
  %502 = ashr i64 %501, 60
  %503 = trunc i64 %502 to i32
  %504 = add nsw i32 %503, 1
  %505 = zext i32 %504 to i64
  %506 = load i64, ptr %499, align 4
  %507 = and i64 %505, 15
  %508 = shl i64 %507, 6
  %509 = and i64 %506, -961
  %510 = or i64 %509, %508
  store i64 %510, ptr %499, align 4
  %511 = shl i64 %507, 60
  %512 = ashr i64 %511, 60
  %513 = trunc i64 %512 to i32
  br label %519

514:                                              ; preds = %491
  %515 = load ptr, ptr %4, align 8
  %516 = load i64, ptr %515, align 4
  %517 = and i64 %516, -961
  %518 = or i64 %517, 512
  store i64 %518, ptr %515, align 4
  br label %519

519:                                              ; preds = %514, %498
  %520 = load ptr, ptr %4, align 8
  %521 = load i64, ptr %520, align 4
  %522 = shl i64 %521, 49
  %523 = ashr i64 %522, 59
  %524 = trunc i64 %523 to i32
  %525 = icmp slt i32 %524, 15
  br i1 %525, label %526, label %542

526:                                              ; preds = %519
  %527 = load ptr, ptr %4, align 8
  %528 = load i64, ptr %527, align 4
  %529 = shl i64 %528, 49
  %530 = ashr i64 %529, 59
  %531 = trunc i64 %530 to i32
  %532 = add nsw i32 %531, 1
  %533 = zext i32 %532 to i64
  %534 = load i64, ptr %527, align 4
  %535 = and i64 %533, 31
  %536 = shl i64 %535, 10
  %537 = and i64 %534, -31745
  %538 = or i64 %537, %536
  store i64 %538, ptr %527, align 4
  %539 = shl i64 %535, 59
  %540 = ashr i64 %539, 59
  %541 = trunc i64 %540 to i32
  br label %547

542:                                              ; preds = %519
  %543 = load ptr, ptr %4, align 8
  %544 = load i64, ptr %543, align 4
  %545 = and i64 %544, -31745
  %546 = or i64 %545, 16384
  store i64 %546, ptr %543, align 4
  br label %547

547:                                              ; preds = %542, %526
  %548 = load ptr, ptr %4, align 8
  %549 = load i64, ptr %548, align 4
  %550 = shl i64 %549, 43
  %551 = ashr i64 %550, 58
  %552 = trunc i64 %551 to i32
  %553 = icmp slt i32 %552, 31
  br i1 %553, label %554, label %570

554:                                              ; preds = %547
  %555 = load ptr, ptr %4, align 8
  %556 = load i64, ptr %555, align 4
  %557 = shl i64 %556, 43
  %558 = ashr i64 %557, 58
  %559 = trunc i64 %558 to i32
  %560 = add nsw i32 %559, 1
  %561 = zext i32 %560 to i64
  %562 = load i64, ptr %555, align 4
  %563 = and i64 %561, 63
  %564 = shl i64 %563, 15
  %565 = and i64 %562, -2064385
  %566 = or i64 %565, %564
  store i64 %566, ptr %555, align 4
  %567 = shl i64 %563, 58
  %568 = ashr i64 %567, 58
  %569 = trunc i64 %568 to i32
  br label %575

570:                                              ; preds = %547
  %571 = load ptr, ptr %4, align 8
  %572 = load i64, ptr %571, align 4
  %573 = and i64 %572, -2064385
  %574 = or i64 %573, 1048576
  store i64 %574, ptr %571, align 4
  br label %575

575:                                              ; preds = %570, %554
  %576 = load ptr, ptr %4, align 8
  %577 = load i64, ptr %576, align 4
  %578 = shl i64 %577, 36
  %579 = ashr i64 %578, 57
  %580 = trunc i64 %579 to i32
  %581 = icmp slt i32 %580, 63
  br i1 %581, label %582, label %598

582:                                              ; preds = %575
  %583 = load ptr, ptr %4, align 8
  %584 = load i64, ptr %583, align 4
  %585 = shl i64 %584, 36
  %586 = ashr i64 %585, 57
  %587 = trunc i64 %586 to i32
  %588 = add nsw i32 %587, 1
  %589 = zext i32 %588 to i64
  %590 = load i64, ptr %583, align 4
  %591 = and i64 %589, 127
  %592 = shl i64 %591, 21
  %593 = and i64 %590, -266338305
  %594 = or i64 %593, %592
  store i64 %594, ptr %583, align 4
  %595 = shl i64 %591, 57
  %596 = ashr i64 %595, 57
  %597 = trunc i64 %596 to i32
  br label %603

598:                                              ; preds = %575
  %599 = load ptr, ptr %4, align 8
  %600 = load i64, ptr %599, align 4
  %601 = and i64 %600, -266338305
  %602 = or i64 %601, 134217728
  store i64 %602, ptr %599, align 4
  br label %603

603:                                              ; preds = %598, %582
  %604 = load ptr, ptr %4, align 8
  %605 = load i64, ptr %604, align 4
  %606 = shl i64 %605, 24
  %607 = ashr i64 %606, 56
  %608 = trunc i64 %607 to i32
  %609 = icmp slt i32 %608, 127
  br i1 %609, label %610, label %626

610:                                              ; preds = %603
  %611 = load ptr, ptr %4, align 8
  %612 = load i64, ptr %611, align 4
  %613 = shl i64 %612, 24
  %614 = ashr i64 %613, 56
  %615 = trunc i64 %614 to i32
  %616 = add nsw i32 %615, 1
  %617 = zext i32 %616 to i64
  %618 = load i64, ptr %611, align 4
  %619 = and i64 %617, 255
  %620 = shl i64 %619, 32
  %621 = and i64 %618, -1095216660481
  %622 = or i64 %621, %620
  store i64 %622, ptr %611, align 4
  %623 = shl i64 %619, 56
  %624 = ashr i64 %623, 56
  %625 = trunc i64 %624 to i32
  br label %631

626:                                              ; preds = %603
  %627 = load ptr, ptr %4, align 8
  %628 = load i64, ptr %627, align 4
  %629 = and i64 %628, -1095216660481
  %630 = or i64 %629, 549755813888
  store i64 %630, ptr %627, align 4
  br label %631

631:                                              ; preds = %626, %610
  %632 = load ptr, ptr %4, align 8
  %633 = load i64, ptr %632, align 4
  %634 = shl i64 %633, 15
  %635 = ashr i64 %634, 55
  %636 = trunc i64 %635 to i32
  %637 = icmp slt i32 %636, 255
  br i1 %637, label %638, label %654

638:                                              ; preds = %631
  %639 = load ptr, ptr %4, align 8
  %640 = load i64, ptr %639, align 4
  %641 = shl i64 %640, 15
  %642 = ashr i64 %641, 55
  %643 = trunc i64 %642 to i32
  %644 = add nsw i32 %643, 1
  %645 = zext i32 %644 to i64
  %646 = load i64, ptr %639, align 4
  %647 = and i64 %645, 511
  %648 = shl i64 %647, 40
  %649 = and i64 %646, -561850441793537
  %650 = or i64 %649, %648
  store i64 %650, ptr %639, align 4
  %651 = shl i64 %647, 55
  %652 = ashr i64 %651, 55
  %653 = trunc i64 %652 to i32
  br label %659

654:                                              ; preds = %631
  %655 = load ptr, ptr %4, align 8
  %656 = load i64, ptr %655, align 4
  %657 = and i64 %656, -561850441793537
  %658 = or i64 %657, 281474976710656
  store i64 %658, ptr %655, align 4
  br label %659

659:                                              ; preds = %654, %638
  %660 = load ptr, ptr %4, align 8
  %661 = load i64, ptr %660, align 4
  %662 = shl i64 %661, 5
  %663 = ashr i64 %662, 54
  %664 = trunc i64 %663 to i32
  %665 = icmp slt i32 %664, 511
  br i1 %665, label %666, label %682

666:                                              ; preds = %659
  %667 = load ptr, ptr %4, align 8
  %668 = load i64, ptr %667, align 4
  %669 = shl i64 %668, 5
  %670 = ashr i64 %669, 54
  %671 = trunc i64 %670 to i32
  %672 = add nsw i32 %671, 1
  %673 = zext i32 %672 to i64
  %674 = load i64, ptr %667, align 4
  %675 = and i64 %673, 1023
  %676 = shl i64 %675, 49
  %677 = and i64 %674, -575897802350002177
  %678 = or i64 %677, %676
  store i64 %678, ptr %667, align 4
  %679 = shl i64 %675, 54
  %680 = ashr i64 %679, 54
  %681 = trunc i64 %680 to i32
  br label %687

682:                                              ; preds = %659
  %683 = load ptr, ptr %4, align 8
  %684 = load i64, ptr %683, align 4
  %685 = and i64 %684, -575897802350002177
  %686 = or i64 %685, 288230376151711744
  store i64 %686, ptr %683, align 4
  br label %687

687:                                              ; preds = %682, %666
  %688 = load ptr, ptr %4, align 8
  %689 = getelementptr inbounds %struct.ss, ptr %688, i32 0, i32 1
  %690 = load i64, ptr %689, align 4
  %691 = shl i64 %690, 53
  %692 = ashr i64 %691, 53
  %693 = trunc i64 %692 to i32
  %694 = icmp slt i32 %693, 1023
  br i1 %694, label %695, label %711

695:                                              ; preds = %687
  %696 = load ptr, ptr %4, align 8
  %697 = getelementptr inbounds %struct.ss, ptr %696, i32 0, i32 1
  %698 = load i64, ptr %697, align 4
  %699 = shl i64 %698, 53
  %700 = ashr i64 %699, 53
  %701 = trunc i64 %700 to i32
  %702 = add nsw i32 %701, 1
  %703 = zext i32 %702 to i64
  %704 = load i64, ptr %697, align 4
  %705 = and i64 %703, 2047
  %706 = and i64 %704, -2048
  %707 = or i64 %706, %705
  store i64 %707, ptr %697, align 4
  %708 = shl i64 %705, 53
  %709 = ashr i64 %708, 53
  %710 = trunc i64 %709 to i32
  br label %717

711:                                              ; preds = %687
  %712 = load ptr, ptr %4, align 8
  %713 = getelementptr inbounds %struct.ss, ptr %712, i32 0, i32 1
  %714 = load i64, ptr %713, align 4
  %715 = and i64 %714, -2048
  %716 = or i64 %715, 1024
  store i64 %716, ptr %713, align 4
  br label %717

717:                                              ; preds = %711, %695
  %718 = load ptr, ptr %4, align 8
  %719 = getelementptr inbounds %struct.ss, ptr %718, i32 0, i32 1
  %720 = load i64, ptr %719, align 4
  %721 = shl i64 %720, 41
  %722 = ashr i64 %721, 52
  %723 = trunc i64 %722 to i32
  %724 = icmp slt i32 %723, 2047
  br i1 %724, label %725, label %742

725:                                              ; preds = %717
  %726 = load ptr, ptr %4, align 8
  %727 = getelementptr inbounds %struct.ss, ptr %726, i32 0, i32 1
  %728 = load i64, ptr %727, align 4
  %729 = shl i64 %728, 41
  %730 = ashr i64 %729, 52
  %731 = trunc i64 %730 to i32
  %732 = add nsw i32 %731, 1
  %733 = zext i32 %732 to i64
  %734 = load i64, ptr %727, align 4
  %735 = and i64 %733, 4095
  %736 = shl i64 %735, 11
  %737 = and i64 %734, -8386561
  %738 = or i64 %737, %736
  store i64 %738, ptr %727, align 4
  %739 = shl i64 %735, 52
  %740 = ashr i64 %739, 52
  %741 = trunc i64 %740 to i32
  br label %748

742:                                              ; preds = %717
  %743 = load ptr, ptr %4, align 8
  %744 = getelementptr inbounds %struct.ss, ptr %743, i32 0, i32 1
  %745 = load i64, ptr %744, align 4
  %746 = and i64 %745, -8386561
  %747 = or i64 %746, 4194304
  store i64 %747, ptr %744, align 4
  br label %748

748:                                              ; preds = %742, %725
  %749 = load ptr, ptr %4, align 8
  %750 = getelementptr inbounds %struct.ss, ptr %749, i32 0, i32 1
  %751 = load i64, ptr %750, align 4
  %752 = shl i64 %751, 19
  %753 = ashr i64 %752, 51
  %754 = trunc i64 %753 to i32
  %755 = icmp slt i32 %754, 4095
  br i1 %755, label %756, label %773

756:                                              ; preds = %748
  %757 = load ptr, ptr %4, align 8
  %758 = getelementptr inbounds %struct.ss, ptr %757, i32 0, i32 1
  %759 = load i64, ptr %758, align 4
  %760 = shl i64 %759, 19
  %761 = ashr i64 %760, 51
  %762 = trunc i64 %761 to i32
  %763 = add nsw i32 %762, 1
  %764 = zext i32 %763 to i64
  %765 = load i64, ptr %758, align 4
  %766 = and i64 %764, 8191
  %767 = shl i64 %766, 32
  %768 = and i64 %765, -35180077121537
  %769 = or i64 %768, %767
  store i64 %769, ptr %758, align 4
  %770 = shl i64 %766, 51
  %771 = ashr i64 %770, 51
  %772 = trunc i64 %771 to i32
  br label %779

773:                                              ; preds = %748
  %774 = load ptr, ptr %4, align 8
  %775 = getelementptr inbounds %struct.ss, ptr %774, i32 0, i32 1
  %776 = load i64, ptr %775, align 4
  %777 = and i64 %776, -35180077121537
  %778 = or i64 %777, 17592186044416
  store i64 %778, ptr %775, align 4
  br label %779

779:                                              ; preds = %773, %756
  %780 = load ptr, ptr %4, align 8
  %781 = getelementptr inbounds %struct.ss, ptr %780, i32 0, i32 1
  %782 = load i64, ptr %781, align 4
  %783 = shl i64 %782, 5
  %784 = ashr i64 %783, 50
  %785 = trunc i64 %784 to i32
  %786 = icmp slt i32 %785, 8191
  br i1 %786, label %787, label %804

787:                                              ; preds = %779
  %788 = load ptr, ptr %4, align 8
  %789 = getelementptr inbounds %struct.ss, ptr %788, i32 0, i32 1
  %790 = load i64, ptr %789, align 4
  %791 = shl i64 %790, 5
  %792 = ashr i64 %791, 50
  %793 = trunc i64 %792 to i32
  %794 = add nsw i32 %793, 1
  %795 = zext i32 %794 to i64
  %796 = load i64, ptr %789, align 4
  %797 = and i64 %795, 16383
  %798 = shl i64 %797, 45
  %799 = and i64 %796, -576425567931334657
  %800 = or i64 %799, %798
  store i64 %800, ptr %789, align 4
  %801 = shl i64 %797, 50
  %802 = ashr i64 %801, 50
  %803 = trunc i64 %802 to i32
  br label %810

804:                                              ; preds = %779
  %805 = load ptr, ptr %4, align 8
  %806 = getelementptr inbounds %struct.ss, ptr %805, i32 0, i32 1
  %807 = load i64, ptr %806, align 4
  %808 = and i64 %807, -576425567931334657
  %809 = or i64 %808, 288230376151711744
  store i64 %809, ptr %806, align 4
  br label %810

810:                                              ; preds = %804, %787
  %811 = load ptr, ptr %4, align 8
  %812 = getelementptr inbounds %struct.ss, ptr %811, i32 0, i32 2
  %813 = load i64, ptr %812, align 4
  %814 = shl i64 %813, 49
  %815 = ashr i64 %814, 49
  %816 = trunc i64 %815 to i32
  %817 = icmp slt i32 %816, 16383
  br i1 %817, label %818, label %834

818:                                              ; preds = %810
  %819 = load ptr, ptr %4, align 8
  %820 = getelementptr inbounds %struct.ss, ptr %819, i32 0, i32 2
  %821 = load i64, ptr %820, align 4
  %822 = shl i64 %821, 49
  %823 = ashr i64 %822, 49
  %824 = trunc i64 %823 to i32
  %825 = add nsw i32 %824, 1
  %826 = zext i32 %825 to i64
  %827 = load i64, ptr %820, align 4
  %828 = and i64 %826, 32767
  %829 = and i64 %827, -32768
  %830 = or i64 %829, %828
  store i64 %830, ptr %820, align 4
  %831 = shl i64 %828, 49
  %832 = ashr i64 %831, 49
  %833 = trunc i64 %832 to i32
  br label %840

834:                                              ; preds = %810
  %835 = load ptr, ptr %4, align 8
  %836 = getelementptr inbounds %struct.ss, ptr %835, i32 0, i32 2
  %837 = load i64, ptr %836, align 4
  %838 = and i64 %837, -32768
  %839 = or i64 %838, 16384
  store i64 %839, ptr %836, align 4
  br label %840

840:                                              ; preds = %834, %818
  %841 = load ptr, ptr %4, align 8
  %842 = getelementptr inbounds %struct.ss, ptr %841, i32 0, i32 2
  %843 = load i64, ptr %842, align 4
  %844 = shl i64 %843, 33
  %845 = ashr i64 %844, 48
  %846 = trunc i64 %845 to i32
  %847 = icmp slt i32 %846, 32767
  br i1 %847, label %848, label %865

848:                                              ; preds = %840
  %849 = load ptr, ptr %4, align 8
  %850 = getelementptr inbounds %struct.ss, ptr %849, i32 0, i32 2
  %851 = load i64, ptr %850, align 4
  %852 = shl i64 %851, 33
  %853 = ashr i64 %852, 48
  %854 = trunc i64 %853 to i32
  %855 = add nsw i32 %854, 1
  %856 = zext i32 %855 to i64
  %857 = load i64, ptr %850, align 4
  %858 = and i64 %856, 65535
  %859 = shl i64 %858, 15
  %860 = and i64 %857, -2147450881
  %861 = or i64 %860, %859
  store i64 %861, ptr %850, align 4
  %862 = shl i64 %858, 48
  %863 = ashr i64 %862, 48
  %864 = trunc i64 %863 to i32
  br label %871

865:                                              ; preds = %840
  %866 = load ptr, ptr %4, align 8
  %867 = getelementptr inbounds %struct.ss, ptr %866, i32 0, i32 2
  %868 = load i64, ptr %867, align 4
  %869 = and i64 %868, -2147450881
  %870 = or i64 %869, 1073741824
  store i64 %870, ptr %867, align 4
  br label %871

871:                                              ; preds = %865, %848
  %872 = load ptr, ptr %4, align 8
  %873 = getelementptr inbounds %struct.ss, ptr %872, i32 0, i32 2
  %874 = load i64, ptr %873, align 4
  %875 = shl i64 %874, 15
  %876 = ashr i64 %875, 47
  %877 = trunc i64 %876 to i32
  %878 = icmp slt i32 %877, 65535
  br i1 %878, label %879, label %896

879:                                              ; preds = %871
  %880 = load ptr, ptr %4, align 8
  %881 = getelementptr inbounds %struct.ss, ptr %880, i32 0, i32 2
  %882 = load i64, ptr %881, align 4
  %883 = shl i64 %882, 15
  %884 = ashr i64 %883, 47
  %885 = trunc i64 %884 to i32
  %886 = add nsw i32 %885, 1
  %887 = zext i32 %886 to i64
  %888 = load i64, ptr %881, align 4
  %889 = and i64 %887, 131071
  %890 = shl i64 %889, 32
  %891 = and i64 %888, -562945658454017
  %892 = or i64 %891, %890
  store i64 %892, ptr %881, align 4
  %893 = shl i64 %889, 47
  %894 = ashr i64 %893, 47
  %895 = trunc i64 %894 to i32
  br label %902

896:                                              ; preds = %871
  %897 = load ptr, ptr %4, align 8
  %898 = getelementptr inbounds %struct.ss, ptr %897, i32 0, i32 2
  %899 = load i64, ptr %898, align 4
  %900 = and i64 %899, -562945658454017
  %901 = or i64 %900, 281474976710656
  store i64 %901, ptr %898, align 4
  br label %902

902:                                              ; preds = %896, %879
  %903 = load ptr, ptr %4, align 8
  %904 = getelementptr inbounds %struct.ss, ptr %903, i32 0, i32 3
  %905 = load i64, ptr %904, align 4
  %906 = shl i64 %905, 46
  %907 = ashr i64 %906, 46
  %908 = trunc i64 %907 to i32
  %909 = icmp slt i32 %908, 131071
  br i1 %909, label %910, label %926

910:                                              ; preds = %902
  %911 = load ptr, ptr %4, align 8
  %912 = getelementptr inbounds %struct.ss, ptr %911, i32 0, i32 3
  %913 = load i64, ptr %912, align 4
  %914 = shl i64 %913, 46
  %915 = ashr i64 %914, 46
  %916 = trunc i64 %915 to i32
  %917 = add nsw i32 %916, 1
  %918 = zext i32 %917 to i64
  %919 = load i64, ptr %912, align 4
  %920 = and i64 %918, 262143
  %921 = and i64 %919, -262144
  %922 = or i64 %921, %920
  store i64 %922, ptr %912, align 4
  %923 = shl i64 %920, 46
  %924 = ashr i64 %923, 46
  %925 = trunc i64 %924 to i32
  br label %932

926:                                              ; preds = %902
  %927 = load ptr, ptr %4, align 8
  %928 = getelementptr inbounds %struct.ss, ptr %927, i32 0, i32 3
  %929 = load i64, ptr %928, align 4
  %930 = and i64 %929, -262144
  %931 = or i64 %930, 131072
  store i64 %931, ptr %928, align 4
  br label %932

932:                                              ; preds = %926, %910
  %933 = load ptr, ptr %4, align 8
  %934 = getelementptr inbounds %struct.ss, ptr %933, i32 0, i32 3
  %935 = load i64, ptr %934, align 4
  %936 = shl i64 %935, 13
  %937 = ashr i64 %936, 45
  %938 = trunc i64 %937 to i32
  %939 = icmp slt i32 %938, 262143
  br i1 %939, label %940, label %957

940:                                              ; preds = %932
  %941 = load ptr, ptr %4, align 8
  %942 = getelementptr inbounds %struct.ss, ptr %941, i32 0, i32 3
  %943 = load i64, ptr %942, align 4
  %944 = shl i64 %943, 13
  %945 = ashr i64 %944, 45
  %946 = trunc i64 %945 to i32
  %947 = add nsw i32 %946, 1
  %948 = zext i32 %947 to i64
  %949 = load i64, ptr %942, align 4
  %950 = and i64 %948, 524287
  %951 = shl i64 %950, 32
  %952 = and i64 %949, -2251795518717953
  %953 = or i64 %952, %951
  store i64 %953, ptr %942, align 4
  %954 = shl i64 %950, 45
  %955 = ashr i64 %954, 45
  %956 = trunc i64 %955 to i32
  br label %963

957:                                              ; preds = %932
  %958 = load ptr, ptr %4, align 8
  %959 = getelementptr inbounds %struct.ss, ptr %958, i32 0, i32 3
  %960 = load i64, ptr %959, align 4
  %961 = and i64 %960, -2251795518717953
  %962 = or i64 %961, 1125899906842624
  store i64 %962, ptr %959, align 4
  br label %963

963:                                              ; preds = %957, %940
  %964 = load ptr, ptr %4, align 8
  %965 = getelementptr inbounds %struct.ss, ptr %964, i32 0, i32 4
  %966 = load i64, ptr %965, align 4
  %967 = shl i64 %966, 44
  %968 = ashr i64 %967, 44
  %969 = trunc i64 %968 to i32
  %970 = icmp slt i32 %969, 524287
  br i1 %970, label %971, label %987

971:                                              ; preds = %963
  %972 = load ptr, ptr %4, align 8
  %973 = getelementptr inbounds %struct.ss, ptr %972, i32 0, i32 4
  %974 = load i64, ptr %973, align 4
  %975 = shl i64 %974, 44
  %976 = ashr i64 %975, 44
  %977 = trunc i64 %976 to i32
  %978 = add nsw i32 %977, 1
  %979 = zext i32 %978 to i64
  %980 = load i64, ptr %973, align 4
  %981 = and i64 %979, 1048575
  %982 = and i64 %980, -1048576
  %983 = or i64 %982, %981
  store i64 %983, ptr %973, align 4
  %984 = shl i64 %981, 44
  %985 = ashr i64 %984, 44
  %986 = trunc i64 %985 to i32
  br label %993

987:                                              ; preds = %963
  %988 = load ptr, ptr %4, align 8
  %989 = getelementptr inbounds %struct.ss, ptr %988, i32 0, i32 4
  %990 = load i64, ptr %989, align 4
  %991 = and i64 %990, -1048576
  %992 = or i64 %991, 524288
  store i64 %992, ptr %989, align 4
  br label %993

993:                                              ; preds = %987, %971
  %994 = load ptr, ptr %4, align 8
  %995 = getelementptr inbounds %struct.ss, ptr %994, i32 0, i32 4
  %996 = load i64, ptr %995, align 4
  %997 = shl i64 %996, 11
  %998 = ashr i64 %997, 43
  %999 = trunc i64 %998 to i32
  %1000 = icmp slt i32 %999, 1048575
  br i1 %1000, label %1001, label %1018

1001:                                             ; preds = %993
  %1002 = load ptr, ptr %4, align 8
  %1003 = getelementptr inbounds %struct.ss, ptr %1002, i32 0, i32 4
  %1004 = load i64, ptr %1003, align 4
  %1005 = shl i64 %1004, 11
  %1006 = ashr i64 %1005, 43
  %1007 = trunc i64 %1006 to i32
  %1008 = add nsw i32 %1007, 1
  %1009 = zext i32 %1008 to i64
  %1010 = load i64, ptr %1003, align 4
  %1011 = and i64 %1009, 2097151
  %1012 = shl i64 %1011, 32
  %1013 = and i64 %1010, -9007194959773697
  %1014 = or i64 %1013, %1012
  store i64 %1014, ptr %1003, align 4
  %1015 = shl i64 %1011, 43
  %1016 = ashr i64 %1015, 43
  %1017 = trunc i64 %1016 to i32
  br label %1024

1018:                                             ; preds = %993
  %1019 = load ptr, ptr %4, align 8
  %1020 = getelementptr inbounds %struct.ss, ptr %1019, i32 0, i32 4
  %1021 = load i64, ptr %1020, align 4
  %1022 = and i64 %1021, -9007194959773697
  %1023 = or i64 %1022, 4503599627370496
  store i64 %1023, ptr %1020, align 4
  br label %1024

1024:                                             ; preds = %1018, %1001
  %1025 = load ptr, ptr %4, align 8
  %1026 = getelementptr inbounds %struct.ss, ptr %1025, i32 0, i32 5
  %1027 = load i64, ptr %1026, align 4
  %1028 = shl i64 %1027, 42
  %1029 = ashr i64 %1028, 42
  %1030 = trunc i64 %1029 to i32
  %1031 = icmp slt i32 %1030, 2097151
  br i1 %1031, label %1032, label %1048

1032:                                             ; preds = %1024
  %1033 = load ptr, ptr %4, align 8
  %1034 = getelementptr inbounds %struct.ss, ptr %1033, i32 0, i32 5
  %1035 = load i64, ptr %1034, align 4
  %1036 = shl i64 %1035, 42
  %1037 = ashr i64 %1036, 42
  %1038 = trunc i64 %1037 to i32
  %1039 = add nsw i32 %1038, 1
  %1040 = zext i32 %1039 to i64
  %1041 = load i64, ptr %1034, align 4
  %1042 = and i64 %1040, 4194303
  %1043 = and i64 %1041, -4194304
  %1044 = or i64 %1043, %1042
  store i64 %1044, ptr %1034, align 4
  %1045 = shl i64 %1042, 42
  %1046 = ashr i64 %1045, 42
  %1047 = trunc i64 %1046 to i32
  br label %1054

1048:                                             ; preds = %1024
  %1049 = load ptr, ptr %4, align 8
  %1050 = getelementptr inbounds %struct.ss, ptr %1049, i32 0, i32 5
  %1051 = load i64, ptr %1050, align 4
  %1052 = and i64 %1051, -4194304
  %1053 = or i64 %1052, 2097152
  store i64 %1053, ptr %1050, align 4
  br label %1054

1054:                                             ; preds = %1048, %1032
  %1055 = load ptr, ptr %4, align 8
  %1056 = getelementptr inbounds %struct.ss, ptr %1055, i32 0, i32 5
  %1057 = load i64, ptr %1056, align 4
  %1058 = shl i64 %1057, 9
  %1059 = ashr i64 %1058, 41
  %1060 = trunc i64 %1059 to i32
  %1061 = icmp slt i32 %1060, 4194303
  br i1 %1061, label %1062, label %1079

1062:                                             ; preds = %1054
  %1063 = load ptr, ptr %4, align 8
  %1064 = getelementptr inbounds %struct.ss, ptr %1063, i32 0, i32 5
  %1065 = load i64, ptr %1064, align 4
  %1066 = shl i64 %1065, 9
  %1067 = ashr i64 %1066, 41
  %1068 = trunc i64 %1067 to i32
  %1069 = add nsw i32 %1068, 1
  %1070 = zext i32 %1069 to i64
  %1071 = load i64, ptr %1064, align 4
  %1072 = and i64 %1070, 8388607
  %1073 = shl i64 %1072, 32
  %1074 = and i64 %1071, -36028792723996673
  %1075 = or i64 %1074, %1073
  store i64 %1075, ptr %1064, align 4
  %1076 = shl i64 %1072, 41
  %1077 = ashr i64 %1076, 41
  %1078 = trunc i64 %1077 to i32
  br label %1085

1079:                                             ; preds = %1054
  %1080 = load ptr, ptr %4, align 8
  %1081 = getelementptr inbounds %struct.ss, ptr %1080, i32 0, i32 5
  %1082 = load i64, ptr %1081, align 4
  %1083 = and i64 %1082, -36028792723996673
  %1084 = or i64 %1083, 18014398509481984
  store i64 %1084, ptr %1081, align 4
  br label %1085

1085:                                             ; preds = %1079, %1062
  %1086 = load ptr, ptr %4, align 8
  %1087 = getelementptr inbounds %struct.ss, ptr %1086, i32 0, i32 6
  %1088 = load i64, ptr %1087, align 4
  %1089 = shl i64 %1088, 40
  %1090 = ashr i64 %1089, 40
  %1091 = trunc i64 %1090 to i32
  %1092 = icmp slt i32 %1091, 8388607
  br i1 %1092, label %1093, label %1109

1093:                                             ; preds = %1085
  %1094 = load ptr, ptr %4, align 8
  %1095 = getelementptr inbounds %struct.ss, ptr %1094, i32 0, i32 6
  %1096 = load i64, ptr %1095, align 4
  %1097 = shl i64 %1096, 40
  %1098 = ashr i64 %1097, 40
  %1099 = trunc i64 %1098 to i32
  %1100 = add nsw i32 %1099, 1
  %1101 = zext i32 %1100 to i64
  %1102 = load i64, ptr %1095, align 4
  %1103 = and i64 %1101, 16777215
  %1104 = and i64 %1102, -16777216
  %1105 = or i64 %1104, %1103
  store i64 %1105, ptr %1095, align 4
  %1106 = shl i64 %1103, 40
  %1107 = ashr i64 %1106, 40
  %1108 = trunc i64 %1107 to i32
  br label %1115

1109:                                             ; preds = %1085
  %1110 = load ptr, ptr %4, align 8
  %1111 = getelementptr inbounds %struct.ss, ptr %1110, i32 0, i32 6
  %1112 = load i64, ptr %1111, align 4
  %1113 = and i64 %1112, -16777216
  %1114 = or i64 %1113, 8388608
  store i64 %1114, ptr %1111, align 4
  br label %1115

1115:                                             ; preds = %1109, %1093
  %1116 = load ptr, ptr %4, align 8
  %1117 = getelementptr inbounds %struct.ss, ptr %1116, i32 0, i32 6
  %1118 = load i64, ptr %1117, align 4
  %1119 = shl i64 %1118, 7
  %1120 = ashr i64 %1119, 39
  %1121 = trunc i64 %1120 to i32
  %1122 = icmp slt i32 %1121, 16777215
  br i1 %1122, label %1123, label %1140

1123:                                             ; preds = %1115
  %1124 = load ptr, ptr %4, align 8
  %1125 = getelementptr inbounds %struct.ss, ptr %1124, i32 0, i32 6
  %1126 = load i64, ptr %1125, align 4
  %1127 = shl i64 %1126, 7
  %1128 = ashr i64 %1127, 39
  %1129 = trunc i64 %1128 to i32
  %1130 = add nsw i32 %1129, 1
  %1131 = zext i32 %1130 to i64
  %1132 = load i64, ptr %1125, align 4
  %1133 = and i64 %1131, 33554431
  %1134 = shl i64 %1133, 32
  %1135 = and i64 %1132, -144115183780888577
  %1136 = or i64 %1135, %1134
  store i64 %1136, ptr %1125, align 4
  %1137 = shl i64 %1133, 39
  %1138 = ashr i64 %1137, 39
  %1139 = trunc i64 %1138 to i32
  br label %1146

1140:                                             ; preds = %1115
  %1141 = load ptr, ptr %4, align 8
  %1142 = getelementptr inbounds %struct.ss, ptr %1141, i32 0, i32 6
  %1143 = load i64, ptr %1142, align 4
  %1144 = and i64 %1143, -144115183780888577
  %1145 = or i64 %1144, 72057594037927936
  store i64 %1145, ptr %1142, align 4
  br label %1146

1146:                                             ; preds = %1140, %1123
  %1147 = load ptr, ptr %4, align 8
  %1148 = getelementptr inbounds %struct.ss, ptr %1147, i32 0, i32 7
  %1149 = load i64, ptr %1148, align 4
  %1150 = shl i64 %1149, 38
  %1151 = ashr i64 %1150, 38
  %1152 = trunc i64 %1151 to i32
  %1153 = icmp slt i32 %1152, 33554431
  br i1 %1153, label %1154, label %1170

1154:                                             ; preds = %1146
  %1155 = load ptr, ptr %4, align 8
  %1156 = getelementptr inbounds %struct.ss, ptr %1155, i32 0, i32 7
  %1157 = load i64, ptr %1156, align 4
  %1158 = shl i64 %1157, 38
  %1159 = ashr i64 %1158, 38
  %1160 = trunc i64 %1159 to i32
  %1161 = add nsw i32 %1160, 1
  %1162 = zext i32 %1161 to i64
  %1163 = load i64, ptr %1156, align 4
  %1164 = and i64 %1162, 67108863
  %1165 = and i64 %1163, -67108864
  %1166 = or i64 %1165, %1164
  store i64 %1166, ptr %1156, align 4
  %1167 = shl i64 %1164, 38
  %1168 = ashr i64 %1167, 38
  %1169 = trunc i64 %1168 to i32
  br label %1176

1170:                                             ; preds = %1146
  %1171 = load ptr, ptr %4, align 8
  %1172 = getelementptr inbounds %struct.ss, ptr %1171, i32 0, i32 7
  %1173 = load i64, ptr %1172, align 4
  %1174 = and i64 %1173, -67108864
  %1175 = or i64 %1174, 33554432
  store i64 %1175, ptr %1172, align 4
  br label %1176

1176:                                             ; preds = %1170, %1154
  %1177 = load ptr, ptr %4, align 8
  %1178 = getelementptr inbounds %struct.ss, ptr %1177, i32 0, i32 7
  %1179 = load i64, ptr %1178, align 4
  %1180 = shl i64 %1179, 5
  %1181 = ashr i64 %1180, 37
  %1182 = trunc i64 %1181 to i32
  %1183 = icmp slt i32 %1182, 67108863
  br i1 %1183, label %1184, label %1201

1184:                                             ; preds = %1176
  %1185 = load ptr, ptr %4, align 8
  %1186 = getelementptr inbounds %struct.ss, ptr %1185, i32 0, i32 7
  %1187 = load i64, ptr %1186, align 4
  %1188 = shl i64 %1187, 5
  %1189 = ashr i64 %1188, 37
  %1190 = trunc i64 %1189 to i32
  %1191 = add nsw i32 %1190, 1
  %1192 = zext i32 %1191 to i64
  %1193 = load i64, ptr %1186, align 4
  %1194 = and i64 %1192, 134217727
  %1195 = shl i64 %1194, 32
  %1196 = and i64 %1193, -576460748008456193
  %1197 = or i64 %1196, %1195
  store i64 %1197, ptr %1186, align 4
  %1198 = shl i64 %1194, 37
  %1199 = ashr i64 %1198, 37
  %1200 = trunc i64 %1199 to i32
  br label %1207

1201:                                             ; preds = %1176
  %1202 = load ptr, ptr %4, align 8
  %1203 = getelementptr inbounds %struct.ss, ptr %1202, i32 0, i32 7
  %1204 = load i64, ptr %1203, align 4
  %1205 = and i64 %1204, -576460748008456193
  %1206 = or i64 %1205, 288230376151711744
  store i64 %1206, ptr %1203, align 4
  br label %1207

1207:                                             ; preds = %1201, %1184
  %1208 = load ptr, ptr %4, align 8
  %1209 = getelementptr inbounds %struct.ss, ptr %1208, i32 0, i32 8
  %1210 = load i64, ptr %1209, align 4
  %1211 = shl i64 %1210, 36
  %1212 = ashr i64 %1211, 36
  %1213 = trunc i64 %1212 to i32
  %1214 = icmp slt i32 %1213, 134217727
  br i1 %1214, label %1215, label %1231

1215:                                             ; preds = %1207
  %1216 = load ptr, ptr %4, align 8
  %1217 = getelementptr inbounds %struct.ss, ptr %1216, i32 0, i32 8
  %1218 = load i64, ptr %1217, align 4
  %1219 = shl i64 %1218, 36
  %1220 = ashr i64 %1219, 36
  %1221 = trunc i64 %1220 to i32
  %1222 = add nsw i32 %1221, 1
  %1223 = zext i32 %1222 to i64
  %1224 = load i64, ptr %1217, align 4
  %1225 = and i64 %1223, 268435455
  %1226 = and i64 %1224, -268435456
  %1227 = or i64 %1226, %1225
  store i64 %1227, ptr %1217, align 4
  %1228 = shl i64 %1225, 36
  %1229 = ashr i64 %1228, 36
  %1230 = trunc i64 %1229 to i32
  br label %1237

1231:                                             ; preds = %1207
  %1232 = load ptr, ptr %4, align 8
  %1233 = getelementptr inbounds %struct.ss, ptr %1232, i32 0, i32 8
  %1234 = load i64, ptr %1233, align 4
  %1235 = and i64 %1234, -268435456
  %1236 = or i64 %1235, 134217728
  store i64 %1236, ptr %1233, align 4
  br label %1237

1237:                                             ; preds = %1231, %1215
  %1238 = load ptr, ptr %4, align 8
  %1239 = getelementptr inbounds %struct.ss, ptr %1238, i32 0, i32 8
  %1240 = load i64, ptr %1239, align 4
  %1241 = shl i64 %1240, 3
  %1242 = ashr i64 %1241, 35
  %1243 = trunc i64 %1242 to i32
  %1244 = icmp slt i32 %1243, 268435455
  br i1 %1244, label %1245, label %1262

1245:                                             ; preds = %1237
  %1246 = load ptr, ptr %4, align 8
  %1247 = getelementptr inbounds %struct.ss, ptr %1246, i32 0, i32 8
  %1248 = load i64, ptr %1247, align 4
  %1249 = shl i64 %1248, 3
  %1250 = ashr i64 %1249, 35
  %1251 = trunc i64 %1250 to i32
  %1252 = add nsw i32 %1251, 1
  %1253 = zext i32 %1252 to i64
  %1254 = load i64, ptr %1247, align 4
  %1255 = and i64 %1253, 536870911
  %1256 = shl i64 %1255, 32
  %1257 = and i64 %1254, -2305843004918726657
  %1258 = or i64 %1257, %1256
  store i64 %1258, ptr %1247, align 4
  %1259 = shl i64 %1255, 35
  %1260 = ashr i64 %1259, 35
  %1261 = trunc i64 %1260 to i32
  br label %1268

1262:                                             ; preds = %1237
  %1263 = load ptr, ptr %4, align 8
  %1264 = getelementptr inbounds %struct.ss, ptr %1263, i32 0, i32 8
  %1265 = load i64, ptr %1264, align 4
  %1266 = and i64 %1265, -2305843004918726657
  %1267 = or i64 %1266, 1152921504606846976
  store i64 %1267, ptr %1264, align 4
  br label %1268

1268:                                             ; preds = %1262, %1245
  %1269 = load ptr, ptr %4, align 8
  %1270 = getelementptr inbounds %struct.ss, ptr %1269, i32 0, i32 9
  %1271 = load i64, ptr %1270, align 4
  %1272 = shl i64 %1271, 34
  %1273 = ashr i64 %1272, 34
  %1274 = trunc i64 %1273 to i32
  %1275 = icmp slt i32 %1274, 536870911
  br i1 %1275, label %1276, label %1292

1276:                                             ; preds = %1268
  %1277 = load ptr, ptr %4, align 8
  %1278 = getelementptr inbounds %struct.ss, ptr %1277, i32 0, i32 9
  %1279 = load i64, ptr %1278, align 4
  %1280 = shl i64 %1279, 34
  %1281 = ashr i64 %1280, 34
  %1282 = trunc i64 %1281 to i32
  %1283 = add nsw i32 %1282, 1
  %1284 = zext i32 %1283 to i64
  %1285 = load i64, ptr %1278, align 4
  %1286 = and i64 %1284, 1073741823
  %1287 = and i64 %1285, -1073741824
  %1288 = or i64 %1287, %1286
  store i64 %1288, ptr %1278, align 4
  %1289 = shl i64 %1286, 34
  %1290 = ashr i64 %1289, 34
  %1291 = trunc i64 %1290 to i32
  br label %1298

1292:                                             ; preds = %1268
  %1293 = load ptr, ptr %4, align 8
  %1294 = getelementptr inbounds %struct.ss, ptr %1293, i32 0, i32 9
  %1295 = load i64, ptr %1294, align 4
  %1296 = and i64 %1295, -1073741824
  %1297 = or i64 %1296, 536870912
  store i64 %1297, ptr %1294, align 4
  br label %1298

1298:                                             ; preds = %1292, %1276
  %1299 = load ptr, ptr %4, align 8
  %1300 = getelementptr inbounds %struct.ss, ptr %1299, i32 0, i32 9
  %1301 = load i64, ptr %1300, align 4
  %1302 = shl i64 %1301, 1
  %1303 = ashr i64 %1302, 33
  %1304 = trunc i64 %1303 to i32
  %1305 = icmp slt i32 %1304, 1073741823
  br i1 %1305, label %1306, label %1323

1306:                                             ; preds = %1298
  %1307 = load ptr, ptr %4, align 8
  %1308 = getelementptr inbounds %struct.ss, ptr %1307, i32 0, i32 9
  %1309 = load i64, ptr %1308, align 4
  %1310 = shl i64 %1309, 1
  %1311 = ashr i64 %1310, 33
  %1312 = trunc i64 %1311 to i32
  %1313 = add nsw i32 %1312, 1
  %1314 = zext i32 %1313 to i64
  %1315 = load i64, ptr %1308, align 4
  %1316 = and i64 %1314, 2147483647
  %1317 = shl i64 %1316, 32
  %1318 = and i64 %1315, -9223372032559808513
  %1319 = or i64 %1318, %1317
  store i64 %1319, ptr %1308, align 4
  %1320 = shl i64 %1316, 33
  %1321 = ashr i64 %1320, 33
  %1322 = trunc i64 %1321 to i32
  br label %1329

1323:                                             ; preds = %1298
  %1324 = load ptr, ptr %4, align 8
  %1325 = getelementptr inbounds %struct.ss, ptr %1324, i32 0, i32 9
  %1326 = load i64, ptr %1325, align 4
  %1327 = and i64 %1326, -9223372032559808513
  %1328 = or i64 %1327, 4611686018427387904
  store i64 %1328, ptr %1325, align 4
  br label %1329

1329:                                             ; preds = %1323, %1306
  ret void
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
