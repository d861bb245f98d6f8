; ModuleID = 'programs/bitfields_every_width.c'
source_filename = "programs/bitfields_every_width.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.su = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }
%struct.ss = type { i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32 }

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
  br label %6, !llvm.loop !5

23:                                               ; preds = %6
  %24 = load i32, ptr %3, align 4
  %25 = and i32 %24, -2
  %26 = or i32 %25, 1
  store i32 %26, ptr %3, align 4
  %27 = load i32, ptr %2, align 4
  %28 = and i32 %27, -2
  %29 = or i32 %28, 1
  store i32 %29, ptr %2, align 4
  %30 = load i32, ptr %3, align 4
  %31 = shl i32 %30, 31
  %32 = ashr i32 %31, 31
  %33 = load i32, ptr %3, align 4
  %34 = shl i32 %33, 31
  %35 = ashr i32 %34, 31
  %36 = add nsw i32 %35, 1
  %37 = load i32, ptr %2, align 4
  %38 = and i32 %37, 1
  %39 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %36, i32 noundef %38)
  %40 = load i64, ptr @h, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %40)
  %42 = load i64, ptr @h, align 8
  %43 = and i64 %42, 127
  %44 = trunc i64 %43 to i32
  ret i32 %44
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  %11 = load i32, ptr %10, align 4
  %12 = and i32 %9, 1
  %13 = and i32 %11, -2
  %14 = or i32 %13, %12
  store i32 %14, ptr %10, align 4
  %15 = load i32, ptr %6, align 4
  %16 = mul i32 %15, 5
  %17 = add i32 %16, 2
  %18 = load ptr, ptr %4, align 8
  %19 = load i32, ptr %18, align 4
  %20 = and i32 %17, 3
  %21 = shl i32 %20, 1
  %22 = and i32 %19, -7
  %23 = or i32 %22, %21
  store i32 %23, ptr %18, align 4
  %24 = load i32, ptr %6, align 4
  %25 = mul i32 %24, 7
  %26 = add i32 %25, 3
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %27, align 4
  %29 = and i32 %26, 7
  %30 = shl i32 %29, 3
  %31 = and i32 %28, -57
  %32 = or i32 %31, %30
  store i32 %32, ptr %27, align 4
  %33 = load i32, ptr %6, align 4
  %34 = mul i32 %33, 9
  %35 = add i32 %34, 4
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %36, align 4
  %38 = and i32 %35, 15
  %39 = shl i32 %38, 6
  %40 = and i32 %37, -961
  %41 = or i32 %40, %39
  store i32 %41, ptr %36, align 4
  %42 = load i32, ptr %6, align 4
  %43 = mul i32 %42, 11
  %44 = add i32 %43, 5
  %45 = load ptr, ptr %4, align 8
  %46 = load i32, ptr %45, align 4
  %47 = and i32 %44, 31
  %48 = shl i32 %47, 10
  %49 = and i32 %46, -31745
  %50 = or i32 %49, %48
  store i32 %50, ptr %45, align 4
  %51 = load i32, ptr %6, align 4
  %52 = mul i32 %51, 13
  %53 = add i32 %52, 6
  %54 = load ptr, ptr %4, align 8
  %55 = load i32, ptr %54, align 4
  %56 = and i32 %53, 63
  %57 = shl i32 %56, 15
  %58 = and i32 %55, -2064385
  %59 = or i32 %58, %57
  store i32 %59, ptr %54, align 4
  %60 = load i32, ptr %6, align 4
  %61 = mul i32 %60, 15
  %62 = add i32 %61, 7
  %63 = load ptr, ptr %4, align 8
  %64 = load i32, ptr %63, align 4
  %65 = and i32 %62, 127
  %66 = shl i32 %65, 21
  %67 = and i32 %64, -266338305
  %68 = or i32 %67, %66
  store i32 %68, ptr %63, align 4
  %69 = load i32, ptr %6, align 4
  %70 = mul i32 %69, 17
  %71 = add i32 %70, 8
  %72 = load ptr, ptr %4, align 8
  %73 = getelementptr inbounds %struct.su, ptr %72, i32 0, i32 1
  %74 = load i32, ptr %73, align 4
  %75 = and i32 %71, 255
  %76 = and i32 %74, -256
  %77 = or i32 %76, %75
  store i32 %77, ptr %73, align 4
  %78 = load i32, ptr %6, align 4
  %79 = mul i32 %78, 19
  %80 = add i32 %79, 9
  %81 = load ptr, ptr %4, align 8
  %82 = getelementptr inbounds %struct.su, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = and i32 %80, 511
  %85 = shl i32 %84, 8
  %86 = and i32 %83, -130817
  %87 = or i32 %86, %85
  store i32 %87, ptr %82, align 4
  %88 = load i32, ptr %6, align 4
  %89 = mul i32 %88, 21
  %90 = add i32 %89, 10
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr inbounds %struct.su, ptr %91, i32 0, i32 1
  %93 = load i32, ptr %92, align 4
  %94 = and i32 %90, 1023
  %95 = shl i32 %94, 17
  %96 = and i32 %93, -134086657
  %97 = or i32 %96, %95
  store i32 %97, ptr %92, align 4
  %98 = load i32, ptr %6, align 4
  %99 = mul i32 %98, 23
  %100 = add i32 %99, 11
  %101 = load ptr, ptr %4, align 8
  %102 = getelementptr inbounds %struct.su, ptr %101, i32 0, i32 2
  %103 = load i32, ptr %102, align 4
  %104 = and i32 %100, 2047
  %105 = and i32 %103, -2048
  %106 = or i32 %105, %104
  store i32 %106, ptr %102, align 4
  %107 = load i32, ptr %6, align 4
  %108 = mul i32 %107, 25
  %109 = add i32 %108, 12
  %110 = load ptr, ptr %4, align 8
  %111 = getelementptr inbounds %struct.su, ptr %110, i32 0, i32 2
  %112 = load i32, ptr %111, align 4
  %113 = and i32 %109, 4095
  %114 = shl i32 %113, 11
  %115 = and i32 %112, -8386561
  %116 = or i32 %115, %114
  store i32 %116, ptr %111, align 4
  %117 = load i32, ptr %6, align 4
  %118 = mul i32 %117, 27
  %119 = add i32 %118, 13
  %120 = load ptr, ptr %4, align 8
  %121 = getelementptr inbounds %struct.su, ptr %120, i32 0, i32 3
  %122 = load i32, ptr %121, align 4
  %123 = and i32 %119, 8191
  %124 = and i32 %122, -8192
  %125 = or i32 %124, %123
  store i32 %125, ptr %121, align 4
  %126 = load i32, ptr %6, align 4
  %127 = mul i32 %126, 29
  %128 = add i32 %127, 14
  %129 = load ptr, ptr %4, align 8
  %130 = getelementptr inbounds %struct.su, ptr %129, i32 0, i32 3
  %131 = load i32, ptr %130, align 4
  %132 = and i32 %128, 16383
  %133 = shl i32 %132, 13
  %134 = and i32 %131, -134209537
  %135 = or i32 %134, %133
  store i32 %135, ptr %130, align 4
  %136 = load i32, ptr %6, align 4
  %137 = mul i32 %136, 31
  %138 = add i32 %137, 15
  %139 = load ptr, ptr %4, align 8
  %140 = getelementptr inbounds %struct.su, ptr %139, i32 0, i32 4
  %141 = load i32, ptr %140, align 4
  %142 = and i32 %138, 32767
  %143 = and i32 %141, -32768
  %144 = or i32 %143, %142
  store i32 %144, ptr %140, align 4
  %145 = load i32, ptr %6, align 4
  %146 = mul i32 %145, 33
  %147 = add i32 %146, 16
  %148 = load ptr, ptr %4, align 8
  %149 = getelementptr inbounds %struct.su, ptr %148, i32 0, i32 4
  %150 = load i32, ptr %149, align 4
  %151 = and i32 %147, 65535
  %152 = shl i32 %151, 15
  %153 = and i32 %150, -2147450881
  %154 = or i32 %153, %152
  store i32 %154, ptr %149, align 4
  %155 = load i32, ptr %6, align 4
  %156 = mul i32 %155, 35
  %157 = add i32 %156, 17
  %158 = load ptr, ptr %4, align 8
  %159 = getelementptr inbounds %struct.su, ptr %158, i32 0, i32 5
  %160 = load i32, ptr %159, align 4
  %161 = and i32 %157, 131071
  %162 = and i32 %160, -131072
  %163 = or i32 %162, %161
  store i32 %163, ptr %159, align 4
  %164 = load i32, ptr %6, align 4
  %165 = mul i32 %164, 37
  %166 = add i32 %165, 18
  %167 = load ptr, ptr %4, align 8
  %168 = getelementptr inbounds %struct.su, ptr %167, i32 0, i32 6
  %169 = load i32, ptr %168, align 4
  %170 = and i32 %166, 262143
  %171 = and i32 %169, -262144
  %172 = or i32 %171, %170
  store i32 %172, ptr %168, align 4
  %173 = load i32, ptr %6, align 4
  %174 = mul i32 %173, 39
  %175 = add i32 %174, 19
  %176 = load ptr, ptr %4, align 8
  %177 = getelementptr inbounds %struct.su, ptr %176, i32 0, i32 7
  %178 = load i32, ptr %177, align 4
  %179 = and i32 %175, 524287
  %180 = and i32 %178, -524288
  %181 = or i32 %180, %179
  store i32 %181, ptr %177, align 4
  %182 = load i32, ptr %6, align 4
  %183 = mul i32 %182, 41
  %184 = add i32 %183, 20
  %185 = load ptr, ptr %4, align 8
  %186 = getelementptr inbounds %struct.su, ptr %185, i32 0, i32 8
  %187 = load i32, ptr %186, align 4
  %188 = and i32 %184, 1048575
  %189 = and i32 %187, -1048576
  %190 = or i32 %189, %188
  store i32 %190, ptr %186, align 4
  %191 = load i32, ptr %6, align 4
  %192 = mul i32 %191, 43
  %193 = add i32 %192, 21
  %194 = load ptr, ptr %4, align 8
  %195 = getelementptr inbounds %struct.su, ptr %194, i32 0, i32 9
  %196 = load i32, ptr %195, align 4
  %197 = and i32 %193, 2097151
  %198 = and i32 %196, -2097152
  %199 = or i32 %198, %197
  store i32 %199, ptr %195, align 4
  %200 = load i32, ptr %6, align 4
  %201 = mul i32 %200, 45
  %202 = add i32 %201, 22
  %203 = load ptr, ptr %4, align 8
  %204 = getelementptr inbounds %struct.su, ptr %203, i32 0, i32 10
  %205 = load i32, ptr %204, align 4
  %206 = and i32 %202, 4194303
  %207 = and i32 %205, -4194304
  %208 = or i32 %207, %206
  store i32 %208, ptr %204, align 4
  %209 = load i32, ptr %6, align 4
  %210 = mul i32 %209, 47
  %211 = add i32 %210, 23
  %212 = load ptr, ptr %4, align 8
  %213 = getelementptr inbounds %struct.su, ptr %212, i32 0, i32 11
  %214 = load i32, ptr %213, align 4
  %215 = and i32 %211, 8388607
  %216 = and i32 %214, -8388608
  %217 = or i32 %216, %215
  store i32 %217, ptr %213, align 4
  %218 = load i32, ptr %6, align 4
  %219 = mul i32 %218, 49
  %220 = add i32 %219, 24
  %221 = load ptr, ptr %4, align 8
  %222 = getelementptr inbounds %struct.su, ptr %221, i32 0, i32 12
  %223 = load i32, ptr %222, align 4
  %224 = and i32 %220, 16777215
  %225 = and i32 %223, -16777216
  %226 = or i32 %225, %224
  store i32 %226, ptr %222, align 4
  %227 = load i32, ptr %6, align 4
  %228 = mul i32 %227, 51
  %229 = add i32 %228, 25
  %230 = load ptr, ptr %4, align 8
  %231 = getelementptr inbounds %struct.su, ptr %230, i32 0, i32 13
  %232 = load i32, ptr %231, align 4
  %233 = and i32 %229, 33554431
  %234 = and i32 %232, -33554432
  %235 = or i32 %234, %233
  store i32 %235, ptr %231, align 4
  %236 = load i32, ptr %6, align 4
  %237 = mul i32 %236, 53
  %238 = add i32 %237, 26
  %239 = load ptr, ptr %4, align 8
  %240 = getelementptr inbounds %struct.su, ptr %239, i32 0, i32 14
  %241 = load i32, ptr %240, align 4
  %242 = and i32 %238, 67108863
  %243 = and i32 %241, -67108864
  %244 = or i32 %243, %242
  store i32 %244, ptr %240, align 4
  %245 = load i32, ptr %6, align 4
  %246 = mul i32 %245, 55
  %247 = add i32 %246, 27
  %248 = load ptr, ptr %4, align 8
  %249 = getelementptr inbounds %struct.su, ptr %248, i32 0, i32 15
  %250 = load i32, ptr %249, align 4
  %251 = and i32 %247, 134217727
  %252 = and i32 %250, -134217728
  %253 = or i32 %252, %251
  store i32 %253, ptr %249, align 4
  %254 = load i32, ptr %6, align 4
  %255 = mul i32 %254, 57
  %256 = add i32 %255, 28
  %257 = load ptr, ptr %4, align 8
  %258 = getelementptr inbounds %struct.su, ptr %257, i32 0, i32 16
  %259 = load i32, ptr %258, align 4
  %260 = and i32 %256, 268435455
  %261 = and i32 %259, -268435456
  %262 = or i32 %261, %260
  store i32 %262, ptr %258, align 4
  %263 = load i32, ptr %6, align 4
  %264 = mul i32 %263, 59
  %265 = add i32 %264, 29
  %266 = load ptr, ptr %4, align 8
  %267 = getelementptr inbounds %struct.su, ptr %266, i32 0, i32 17
  %268 = load i32, ptr %267, align 4
  %269 = and i32 %265, 536870911
  %270 = and i32 %268, -536870912
  %271 = or i32 %270, %269
  store i32 %271, ptr %267, align 4
  %272 = load i32, ptr %6, align 4
  %273 = mul i32 %272, 61
  %274 = add i32 %273, 30
  %275 = load ptr, ptr %4, align 8
  %276 = getelementptr inbounds %struct.su, ptr %275, i32 0, i32 18
  %277 = load i32, ptr %276, align 4
  %278 = and i32 %274, 1073741823
  %279 = and i32 %277, -1073741824
  %280 = or i32 %279, %278
  store i32 %280, ptr %276, align 4
  %281 = load i32, ptr %6, align 4
  %282 = mul i32 %281, 63
  %283 = add i32 %282, 31
  %284 = load ptr, ptr %4, align 8
  %285 = getelementptr inbounds %struct.su, ptr %284, i32 0, i32 19
  %286 = load i32, ptr %285, align 4
  %287 = and i32 %283, 2147483647
  %288 = and i32 %286, -2147483648
  %289 = or i32 %288, %287
  store i32 %289, ptr %285, align 4
  %290 = load i32, ptr %6, align 4
  %291 = sext i32 %290 to i64
  %292 = mul nsw i64 %291, 4
  %293 = add nsw i64 %292, 1
  %294 = srem i64 %293, 2
  %295 = add nsw i64 %294, -1
  %296 = trunc i64 %295 to i32
  %297 = load ptr, ptr %5, align 8
  %298 = load i32, ptr %297, align 4
  %299 = and i32 %296, 1
  %300 = and i32 %298, -2
  %301 = or i32 %300, %299
  store i32 %301, ptr %297, align 4
  %302 = shl i32 %299, 31
  %303 = ashr i32 %302, 31
  %304 = load i32, ptr %6, align 4
  %305 = sext i32 %304 to i64
  %306 = mul nsw i64 %305, 7
  %307 = add nsw i64 %306, 2
  %308 = srem i64 %307, 4
  %309 = add nsw i64 %308, -2
  %310 = trunc i64 %309 to i32
  %311 = load ptr, ptr %5, align 8
  %312 = load i32, ptr %311, align 4
  %313 = and i32 %310, 3
  %314 = shl i32 %313, 1
  %315 = and i32 %312, -7
  %316 = or i32 %315, %314
  store i32 %316, ptr %311, align 4
  %317 = shl i32 %313, 30
  %318 = ashr i32 %317, 30
  %319 = load i32, ptr %6, align 4
  %320 = sext i32 %319 to i64
  %321 = mul nsw i64 %320, 10
  %322 = add nsw i64 %321, 3
  %323 = srem i64 %322, 8
  %324 = add nsw i64 %323, -4
  %325 = trunc i64 %324 to i32
  %326 = load ptr, ptr %5, align 8
  %327 = load i32, ptr %326, align 4
  %328 = and i32 %325, 7
  %329 = shl i32 %328, 3
  %330 = and i32 %327, -57
  %331 = or i32 %330, %329
  store i32 %331, ptr %326, align 4
  %332 = shl i32 %328, 29
  %333 = ashr i32 %332, 29
  %334 = load i32, ptr %6, align 4
  %335 = sext i32 %334 to i64
  %336 = mul nsw i64 %335, 13
  %337 = add nsw i64 %336, 4
  %338 = srem i64 %337, 16
  %339 = add nsw i64 %338, -8
  %340 = trunc i64 %339 to i32
  %341 = load ptr, ptr %5, align 8
  %342 = load i32, ptr %341, align 4
  %343 = and i32 %340, 15
  %344 = shl i32 %343, 6
  %345 = and i32 %342, -961
  %346 = or i32 %345, %344
  store i32 %346, ptr %341, align 4
  %347 = shl i32 %343, 28
  %348 = ashr i32 %347, 28
  %349 = load i32, ptr %6, align 4
  %350 = sext i32 %349 to i64
  %351 = mul nsw i64 %350, 16
  %352 = add nsw i64 %351, 5
  %353 = srem i64 %352, 32
  %354 = add nsw i64 %353, -16
  %355 = trunc i64 %354 to i32
  %356 = load ptr, ptr %5, align 8
  %357 = load i32, ptr %356, align 4
  %358 = and i32 %355, 31
  %359 = shl i32 %358, 10
  %360 = and i32 %357, -31745
  %361 = or i32 %360, %359
  store i32 %361, ptr %356, align 4
  %362 = shl i32 %358, 27
  %363 = ashr i32 %362, 27
  %364 = load i32, ptr %6, align 4
  %365 = sext i32 %364 to i64
  %366 = mul nsw i64 %365, 19
  %367 = add nsw i64 %366, 6
  %368 = srem i64 %367, 64
  %369 = add nsw i64 %368, -32
  %370 = trunc i64 %369 to i32
  %371 = load ptr, ptr %5, align 8
  %372 = load i32, ptr %371, align 4
  %373 = and i32 %370, 63
  %374 = shl i32 %373, 15
  %375 = and i32 %372, -2064385
  %376 = or i32 %375, %374
  store i32 %376, ptr %371, align 4
  %377 = shl i32 %373, 26
  %378 = ashr i32 %377, 26
  %379 = load i32, ptr %6, align 4
  %380 = sext i32 %379 to i64
  %381 = mul nsw i64 %380, 22
  %382 = add nsw i64 %381, 7
  %383 = srem i64 %382, 128
  %384 = add nsw i64 %383, -64
  %385 = trunc i64 %384 to i32
  %386 = load ptr, ptr %5, align 8
  %387 = load i32, ptr %386, align 4
  %388 = and i32 %385, 127
  %389 = shl i32 %388, 21
  %390 = and i32 %387, -266338305
  %391 = or i32 %390, %389
  store i32 %391, ptr %386, align 4
  %392 = shl i32 %388, 25
  %393 = ashr i32 %392, 25
  %394 = load i32, ptr %6, align 4
  %395 = sext i32 %394 to i64
  %396 = mul nsw i64 %395, 25
  %397 = add nsw i64 %396, 8
  %398 = srem i64 %397, 256
  %399 = add nsw i64 %398, -128
  %400 = trunc i64 %399 to i32
  %401 = load ptr, ptr %5, align 8
  %402 = getelementptr inbounds %struct.ss, ptr %401, i32 0, i32 1
  %403 = load i32, ptr %402, align 4
  %404 = and i32 %400, 255
  %405 = and i32 %403, -256
  %406 = or i32 %405, %404
  store i32 %406, ptr %402, align 4
  %407 = shl i32 %404, 24
  %408 = ashr i32 %407, 24
  %409 = load i32, ptr %6, align 4
  %410 = sext i32 %409 to i64
  %411 = mul nsw i64 %410, 28
  %412 = add nsw i64 %411, 9
  %413 = srem i64 %412, 512
  %414 = add nsw i64 %413, -256
  %415 = trunc i64 %414 to i32
  %416 = load ptr, ptr %5, align 8
  %417 = getelementptr inbounds %struct.ss, ptr %416, i32 0, i32 1
  %418 = load i32, ptr %417, align 4
  %419 = and i32 %415, 511
  %420 = shl i32 %419, 8
  %421 = and i32 %418, -130817
  %422 = or i32 %421, %420
  store i32 %422, ptr %417, align 4
  %423 = shl i32 %419, 23
  %424 = ashr i32 %423, 23
  %425 = load i32, ptr %6, align 4
  %426 = sext i32 %425 to i64
  %427 = mul nsw i64 %426, 31
  %428 = add nsw i64 %427, 10
  %429 = srem i64 %428, 1024
  %430 = add nsw i64 %429, -512
  %431 = trunc i64 %430 to i32
  %432 = load ptr, ptr %5, align 8
  %433 = getelementptr inbounds %struct.ss, ptr %432, i32 0, i32 1
  %434 = load i32, ptr %433, align 4
  %435 = and i32 %431, 1023
  %436 = shl i32 %435, 17
  %437 = and i32 %434, -134086657
  %438 = or i32 %437, %436
  store i32 %438, ptr %433, align 4
  %439 = shl i32 %435, 22
  %440 = ashr i32 %439, 22
  %441 = load i32, ptr %6, align 4
  %442 = sext i32 %441 to i64
  %443 = mul nsw i64 %442, 34
  %444 = add nsw i64 %443, 11
  %445 = srem i64 %444, 2048
  %446 = add nsw i64 %445, -1024
  %447 = trunc i64 %446 to i32
  %448 = load ptr, ptr %5, align 8
  %449 = getelementptr inbounds %struct.ss, ptr %448, i32 0, i32 2
  %450 = load i32, ptr %449, align 4
  %451 = and i32 %447, 2047
  %452 = and i32 %450, -2048
  %453 = or i32 %452, %451
  store i32 %453, ptr %449, align 4
  %454 = shl i32 %451, 21
  %455 = ashr i32 %454, 21
  %456 = load i32, ptr %6, align 4
  %457 = sext i32 %456 to i64
  %458 = mul nsw i64 %457, 37
  %459 = add nsw i64 %458, 12
  %460 = srem i64 %459, 4096
  %461 = add nsw i64 %460, -2048
  %462 = trunc i64 %461 to i32
  %463 = load ptr, ptr %5, align 8
  %464 = getelementptr inbounds %struct.ss, ptr %463, i32 0, i32 2
  %465 = load i32, ptr %464, align 4
  %466 = and i32 %462, 4095
  %467 = shl i32 %466, 11
  %468 = and i32 %465, -8386561
  %469 = or i32 %468, %467
  store i32 %469, ptr %464, align 4
  %470 = shl i32 %466, 20
  %471 = ashr i32 %470, 20
  %472 = load i32, ptr %6, align 4
  %473 = sext i32 %472 to i64
  %474 = mul nsw i64 %473, 40
  %475 = add nsw i64 %474, 13
  %476 = srem i64 %475, 8192
  %477 = add nsw i64 %476, -4096
  %478 = trunc i64 %477 to i32
  %479 = load ptr, ptr %5, align 8
  %480 = getelementptr inbounds %struct.ss, ptr %479, i32 0, i32 3
  %481 = load i32, ptr %480, align 4
  %482 = and i32 %478, 8191
  %483 = and i32 %481, -8192
  %484 = or i32 %483, %482
  store i32 %484, ptr %480, align 4
  %485 = shl i32 %482, 19
  %486 = ashr i32 %485, 19
  %487 = load i32, ptr %6, align 4
  %488 = sext i32 %487 to i64
  %489 = mul nsw i64 %488, 43
  %490 = add nsw i64 %489, 14
  %491 = srem i64 %490, 16384
  %492 = add nsw i64 %491, -8192
  %493 = trunc i64 %492 to i32
  %494 = load ptr, ptr %5, align 8
  %495 = getelementptr inbounds %struct.ss, ptr %494, i32 0, i32 3
  %496 = load i32, ptr %495, align 4
  %497 = and i32 %493, 16383
  %498 = shl i32 %497, 13
  %499 = and i32 %496, -134209537
  %500 = or i32 %499, %498
  store i32 %500, ptr %495, align 4
  %501 = shl i32 %497, 18
  %502 = ashr i32 %501, 18
  %503 = load i32, ptr %6, align 4
  %504 = sext i32 %503 to i64
  %505 = mul nsw i64 %504, 46
  %506 = add nsw i64 %505, 15
  %507 = srem i64 %506, 32768
  %508 = add nsw i64 %507, -16384
  %509 = trunc i64 %508 to i32
  %510 = load ptr, ptr %5, align 8
  %511 = getelementptr inbounds %struct.ss, ptr %510, i32 0, i32 4
  %512 = load i32, ptr %511, align 4
  %513 = and i32 %509, 32767
  %514 = and i32 %512, -32768
  %515 = or i32 %514, %513
  store i32 %515, ptr %511, align 4
  %516 = shl i32 %513, 17
  %517 = ashr i32 %516, 17
  %518 = load i32, ptr %6, align 4
  %519 = sext i32 %518 to i64
  %520 = mul nsw i64 %519, 49
  %521 = add nsw i64 %520, 16
  %522 = srem i64 %521, 65536
  %523 = add nsw i64 %522, -32768
  %524 = trunc i64 %523 to i32
  %525 = load ptr, ptr %5, align 8
  %526 = getelementptr inbounds %struct.ss, ptr %525, i32 0, i32 4
  %527 = load i32, ptr %526, align 4
  %528 = and i32 %524, 65535
  %529 = shl i32 %528, 15
  %530 = and i32 %527, -2147450881
  %531 = or i32 %530, %529
  store i32 %531, ptr %526, align 4
  %532 = shl i32 %528, 16
  %533 = ashr i32 %532, 16
  %534 = load i32, ptr %6, align 4
  %535 = sext i32 %534 to i64
  %536 = mul nsw i64 %535, 52
  %537 = add nsw i64 %536, 17
  %538 = srem i64 %537, 131072
  %539 = add nsw i64 %538, -65536
  %540 = trunc i64 %539 to i32
  %541 = load ptr, ptr %5, align 8
  %542 = getelementptr inbounds %struct.ss, ptr %541, i32 0, i32 5
  %543 = load i32, ptr %542, align 4
  %544 = and i32 %540, 131071
  %545 = and i32 %543, -131072
  %546 = or i32 %545, %544
  store i32 %546, ptr %542, align 4
  %547 = shl i32 %544, 15
  %548 = ashr i32 %547, 15
  %549 = load i32, ptr %6, align 4
  %550 = sext i32 %549 to i64
  %551 = mul nsw i64 %550, 55
  %552 = add nsw i64 %551, 18
  %553 = srem i64 %552, 262144
  %554 = add nsw i64 %553, -131072
  %555 = trunc i64 %554 to i32
  %556 = load ptr, ptr %5, align 8
  %557 = getelementptr inbounds %struct.ss, ptr %556, i32 0, i32 6
  %558 = load i32, ptr %557, align 4
  %559 = and i32 %555, 262143
  %560 = and i32 %558, -262144
  %561 = or i32 %560, %559
  store i32 %561, ptr %557, align 4
  %562 = shl i32 %559, 14
  %563 = ashr i32 %562, 14
  %564 = load i32, ptr %6, align 4
  %565 = sext i32 %564 to i64
  %566 = mul nsw i64 %565, 58
  %567 = add nsw i64 %566, 19
  %568 = srem i64 %567, 524288
  %569 = add nsw i64 %568, -262144
  %570 = trunc i64 %569 to i32
  %571 = load ptr, ptr %5, align 8
  %572 = getelementptr inbounds %struct.ss, ptr %571, i32 0, i32 7
  %573 = load i32, ptr %572, align 4
  %574 = and i32 %570, 524287
  %575 = and i32 %573, -524288
  %576 = or i32 %575, %574
  store i32 %576, ptr %572, align 4
  %577 = shl i32 %574, 13
  %578 = ashr i32 %577, 13
  %579 = load i32, ptr %6, align 4
  %580 = sext i32 %579 to i64
  %581 = mul nsw i64 %580, 61
  %582 = add nsw i64 %581, 20
  %583 = srem i64 %582, 1048576
  %584 = add nsw i64 %583, -524288
  %585 = trunc i64 %584 to i32
  %586 = load ptr, ptr %5, align 8
  %587 = getelementptr inbounds %struct.ss, ptr %586, i32 0, i32 8
  %588 = load i32, ptr %587, align 4
  %589 = and i32 %585, 1048575
  %590 = and i32 %588, -1048576
  %591 = or i32 %590, %589
  store i32 %591, ptr %587, align 4
  %592 = shl i32 %589, 12
  %593 = ashr i32 %592, 12
  %594 = load i32, ptr %6, align 4
  %595 = sext i32 %594 to i64
  %596 = mul nsw i64 %595, 64
  %597 = add nsw i64 %596, 21
  %598 = srem i64 %597, 2097152
  %599 = add nsw i64 %598, -1048576
  %600 = trunc i64 %599 to i32
  %601 = load ptr, ptr %5, align 8
  %602 = getelementptr inbounds %struct.ss, ptr %601, i32 0, i32 9
  %603 = load i32, ptr %602, align 4
  %604 = and i32 %600, 2097151
  %605 = and i32 %603, -2097152
  %606 = or i32 %605, %604
  store i32 %606, ptr %602, align 4
  %607 = shl i32 %604, 11
  %608 = ashr i32 %607, 11
  %609 = load i32, ptr %6, align 4
  %610 = sext i32 %609 to i64
  %611 = mul nsw i64 %610, 67
  %612 = add nsw i64 %611, 22
  %613 = srem i64 %612, 4194304
  %614 = add nsw i64 %613, -2097152
  %615 = trunc i64 %614 to i32
  %616 = load ptr, ptr %5, align 8
  %617 = getelementptr inbounds %struct.ss, ptr %616, i32 0, i32 10
  %618 = load i32, ptr %617, align 4
  %619 = and i32 %615, 4194303
  %620 = and i32 %618, -4194304
  %621 = or i32 %620, %619
  store i32 %621, ptr %617, align 4
  %622 = shl i32 %619, 10
  %623 = ashr i32 %622, 10
  %624 = load i32, ptr %6, align 4
  %625 = sext i32 %624 to i64
  %626 = mul nsw i64 %625, 70
  %627 = add nsw i64 %626, 23
  %628 = srem i64 %627, 8388608
  %629 = add nsw i64 %628, -4194304
  %630 = trunc i64 %629 to i32
  %631 = load ptr, ptr %5, align 8
  %632 = getelementptr inbounds %struct.ss, ptr %631, i32 0, i32 11
  %633 = load i32, ptr %632, align 4
  %634 = and i32 %630, 8388607
  %635 = and i32 %633, -8388608
  %636 = or i32 %635, %634
  store i32 %636, ptr %632, align 4
  %637 = shl i32 %634, 9
  %638 = ashr i32 %637, 9
  %639 = load i32, ptr %6, align 4
  %640 = sext i32 %639 to i64
  %641 = mul nsw i64 %640, 73
  %642 = add nsw i64 %641, 24
  %643 = srem i64 %642, 16777216
  %644 = add nsw i64 %643, -8388608
  %645 = trunc i64 %644 to i32
  %646 = load ptr, ptr %5, align 8
  %647 = getelementptr inbounds %struct.ss, ptr %646, i32 0, i32 12
  %648 = load i32, ptr %647, align 4
  %649 = and i32 %645, 16777215
  %650 = and i32 %648, -16777216
  %651 = or i32 %650, %649
  store i32 %651, ptr %647, align 4
  %652 = shl i32 %649, 8
  %653 = ashr i32 %652, 8
  %654 = load i32, ptr %6, align 4
  %655 = sext i32 %654 to i64
  %656 = mul nsw i64 %655, 76
  %657 = add nsw i64 %656, 25
  %658 = srem i64 %657, 33554432
  %659 = add nsw i64 %658, -16777216
  %660 = trunc i64 %659 to i32
  %661 = load ptr, ptr %5, align 8
  %662 = getelementptr inbounds %struct.ss, ptr %661, i32 0, i32 13
  %663 = load i32, ptr %662, align 4
  %664 = and i32 %660, 33554431
  %665 = and i32 %663, -33554432
  %666 = or i32 %665, %664
  store i32 %666, ptr %662, align 4
  %667 = shl i32 %664, 7
  %668 = ashr i32 %667, 7
  %669 = load i32, ptr %6, align 4
  %670 = sext i32 %669 to i64
  %671 = mul nsw i64 %670, 79
  %672 = add nsw i64 %671, 26
  %673 = srem i64 %672, 67108864
  %674 = add nsw i64 %673, -33554432
  %675 = trunc i64 %674 to i32
  %676 = load ptr, ptr %5, align 8
  %677 = getelementptr inbounds %struct.ss, ptr %676, i32 0, i32 14
  %678 = load i32, ptr %677, align 4
  %679 = and i32 %675, 67108863
  %680 = and i32 %678, -67108864
  %681 = or i32 %680, %679
  store i32 %681, ptr %677, align 4
  %682 = shl i32 %679, 6
  %683 = ashr i32 %682, 6
  %684 = load i32, ptr %6, align 4
  %685 = sext i32 %684 to i64
  %686 = mul nsw i64 %685, 82
  %687 = add nsw i64 %686, 27
  %688 = srem i64 %687, 134217728
  %689 = add nsw i64 %688, -67108864
  %690 = trunc i64 %689 to i32
  %691 = load ptr, ptr %5, align 8
  %692 = getelementptr inbounds %struct.ss, ptr %691, i32 0, i32 15
  %693 = load i32, ptr %692, align 4
  %694 = and i32 %690, 134217727
  %695 = and i32 %693, -134217728
  %696 = or i32 %695, %694
  store i32 %696, ptr %692, align 4
  %697 = shl i32 %694, 5
  %698 = ashr i32 %697, 5
  %699 = load i32, ptr %6, align 4
  %700 = sext i32 %699 to i64
  %701 = mul nsw i64 %700, 85
  %702 = add nsw i64 %701, 28
  %703 = srem i64 %702, 268435456
  %704 = add nsw i64 %703, -134217728
  %705 = trunc i64 %704 to i32
  %706 = load ptr, ptr %5, align 8
  %707 = getelementptr inbounds %struct.ss, ptr %706, i32 0, i32 16
  %708 = load i32, ptr %707, align 4
  %709 = and i32 %705, 268435455
  %710 = and i32 %708, -268435456
  %711 = or i32 %710, %709
  store i32 %711, ptr %707, align 4
  %712 = shl i32 %709, 4
  %713 = ashr i32 %712, 4
  %714 = load i32, ptr %6, align 4
  %715 = sext i32 %714 to i64
  %716 = mul nsw i64 %715, 88
  %717 = add nsw i64 %716, 29
  %718 = srem i64 %717, 536870912
  %719 = add nsw i64 %718, -268435456
  %720 = trunc i64 %719 to i32
  %721 = load ptr, ptr %5, align 8
  %722 = getelementptr inbounds %struct.ss, ptr %721, i32 0, i32 17
  %723 = load i32, ptr %722, align 4
  %724 = and i32 %720, 536870911
  %725 = and i32 %723, -536870912
  %726 = or i32 %725, %724
  store i32 %726, ptr %722, align 4
  %727 = shl i32 %724, 3
  %728 = ashr i32 %727, 3
  %729 = load i32, ptr %6, align 4
  %730 = sext i32 %729 to i64
  %731 = mul nsw i64 %730, 91
  %732 = add nsw i64 %731, 30
  %733 = srem i64 %732, 1073741824
  %734 = add nsw i64 %733, -536870912
  %735 = trunc i64 %734 to i32
  %736 = load ptr, ptr %5, align 8
  %737 = getelementptr inbounds %struct.ss, ptr %736, i32 0, i32 18
  %738 = load i32, ptr %737, align 4
  %739 = and i32 %735, 1073741823
  %740 = and i32 %738, -1073741824
  %741 = or i32 %740, %739
  store i32 %741, ptr %737, align 4
  %742 = shl i32 %739, 2
  %743 = ashr i32 %742, 2
  %744 = load i32, ptr %6, align 4
  %745 = sext i32 %744 to i64
  %746 = mul nsw i64 %745, 94
  %747 = add nsw i64 %746, 31
  %748 = srem i64 %747, 2147483648
  %749 = add nsw i64 %748, -1073741824
  %750 = trunc i64 %749 to i32
  %751 = load ptr, ptr %5, align 8
  %752 = getelementptr inbounds %struct.ss, ptr %751, i32 0, i32 19
  %753 = load i32, ptr %752, align 4
  %754 = and i32 %750, 2147483647
  %755 = and i32 %753, -2147483648
  %756 = or i32 %755, %754
  store i32 %756, ptr %752, align 4
  %757 = shl i32 %754, 1
  %758 = ashr i32 %757, 1
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
  %8 = load i32, ptr %7, align 4
  %9 = and i32 %8, 1
  %10 = zext i32 %9 to i64
  call void @mix(i64 noundef %10)
  %11 = load ptr, ptr %5, align 8
  %12 = load i32, ptr %11, align 4
  %13 = shl i32 %12, 31
  %14 = ashr i32 %13, 31
  %15 = sext i32 %14 to i64
  call void @mix(i64 noundef %15)
  %16 = load ptr, ptr %4, align 8
  %17 = load i32, ptr %16, align 4
  %18 = lshr i32 %17, 1
  %19 = and i32 %18, 3
  %20 = zext i32 %19 to i64
  call void @mix(i64 noundef %20)
  %21 = load ptr, ptr %5, align 8
  %22 = load i32, ptr %21, align 4
  %23 = shl i32 %22, 29
  %24 = ashr i32 %23, 30
  %25 = sext i32 %24 to i64
  call void @mix(i64 noundef %25)
  %26 = load ptr, ptr %4, align 8
  %27 = load i32, ptr %26, align 4
  %28 = lshr i32 %27, 3
  %29 = and i32 %28, 7
  %30 = zext i32 %29 to i64
  call void @mix(i64 noundef %30)
  %31 = load ptr, ptr %5, align 8
  %32 = load i32, ptr %31, align 4
  %33 = shl i32 %32, 26
  %34 = ashr i32 %33, 29
  %35 = sext i32 %34 to i64
  call void @mix(i64 noundef %35)
  %36 = load ptr, ptr %4, align 8
  %37 = load i32, ptr %36, align 4
  %38 = lshr i32 %37, 6
  %39 = and i32 %38, 15
  %40 = zext i32 %39 to i64
  call void @mix(i64 noundef %40)
  %41 = load ptr, ptr %5, align 8
  %42 = load i32, ptr %41, align 4
  %43 = shl i32 %42, 22
  %44 = ashr i32 %43, 28
  %45 = sext i32 %44 to i64
  call void @mix(i64 noundef %45)
  %46 = load ptr, ptr %4, align 8
  %47 = load i32, ptr %46, align 4
  %48 = lshr i32 %47, 10
  %49 = and i32 %48, 31
  %50 = zext i32 %49 to i64
  call void @mix(i64 noundef %50)
  %51 = load ptr, ptr %5, align 8
  %52 = load i32, ptr %51, align 4
  %53 = shl i32 %52, 17
  %54 = ashr i32 %53, 27
  %55 = sext i32 %54 to i64
  call void @mix(i64 noundef %55)
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %56, align 4
  %58 = lshr i32 %57, 15
  %59 = and i32 %58, 63
  %60 = zext i32 %59 to i64
  call void @mix(i64 noundef %60)
  %61 = load ptr, ptr %5, align 8
  %62 = load i32, ptr %61, align 4
  %63 = shl i32 %62, 11
  %64 = ashr i32 %63, 26
  %65 = sext i32 %64 to i64
  call void @mix(i64 noundef %65)
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %66, align 4
  %68 = lshr i32 %67, 21
  %69 = and i32 %68, 127
  %70 = zext i32 %69 to i64
  call void @mix(i64 noundef %70)
  %71 = load ptr, ptr %5, align 8
  %72 = load i32, ptr %71, align 4
  %73 = shl i32 %72, 4
  %74 = ashr i32 %73, 25
  %75 = sext i32 %74 to i64
  call void @mix(i64 noundef %75)
  %76 = load ptr, ptr %4, align 8
  %77 = getelementptr inbounds %struct.su, ptr %76, i32 0, i32 1
  %78 = load i32, ptr %77, align 4
  %79 = and i32 %78, 255
  %80 = zext i32 %79 to i64
  call void @mix(i64 noundef %80)
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds %struct.ss, ptr %81, i32 0, i32 1
  %83 = load i32, ptr %82, align 4
  %84 = shl i32 %83, 24
  %85 = ashr i32 %84, 24
  %86 = sext i32 %85 to i64
  call void @mix(i64 noundef %86)
  %87 = load ptr, ptr %4, align 8
  %88 = getelementptr inbounds %struct.su, ptr %87, i32 0, i32 1
  %89 = load i32, ptr %88, align 4
  %90 = lshr i32 %89, 8
  %91 = and i32 %90, 511
  %92 = zext i32 %91 to i64
  call void @mix(i64 noundef %92)
  %93 = load ptr, ptr %5, align 8
  %94 = getelementptr inbounds %struct.ss, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = shl i32 %95, 15
  %97 = ashr i32 %96, 23
  %98 = sext i32 %97 to i64
  call void @mix(i64 noundef %98)
  %99 = load ptr, ptr %4, align 8
  %100 = getelementptr inbounds %struct.su, ptr %99, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = lshr i32 %101, 17
  %103 = and i32 %102, 1023
  %104 = zext i32 %103 to i64
  call void @mix(i64 noundef %104)
  %105 = load ptr, ptr %5, align 8
  %106 = getelementptr inbounds %struct.ss, ptr %105, i32 0, i32 1
  %107 = load i32, ptr %106, align 4
  %108 = shl i32 %107, 5
  %109 = ashr i32 %108, 22
  %110 = sext i32 %109 to i64
  call void @mix(i64 noundef %110)
  %111 = load ptr, ptr %4, align 8
  %112 = getelementptr inbounds %struct.su, ptr %111, i32 0, i32 2
  %113 = load i32, ptr %112, align 4
  %114 = and i32 %113, 2047
  %115 = zext i32 %114 to i64
  call void @mix(i64 noundef %115)
  %116 = load ptr, ptr %5, align 8
  %117 = getelementptr inbounds %struct.ss, ptr %116, i32 0, i32 2
  %118 = load i32, ptr %117, align 4
  %119 = shl i32 %118, 21
  %120 = ashr i32 %119, 21
  %121 = sext i32 %120 to i64
  call void @mix(i64 noundef %121)
  %122 = load ptr, ptr %4, align 8
  %123 = getelementptr inbounds %struct.su, ptr %122, i32 0, i32 2
  %124 = load i32, ptr %123, align 4
  %125 = lshr i32 %124, 11
  %126 = and i32 %125, 4095
  %127 = zext i32 %126 to i64
  call void @mix(i64 noundef %127)
  %128 = load ptr, ptr %5, align 8
  %129 = getelementptr inbounds %struct.ss, ptr %128, i32 0, i32 2
  %130 = load i32, ptr %129, align 4
  %131 = shl i32 %130, 9
  %132 = ashr i32 %131, 20
  %133 = sext i32 %132 to i64
  call void @mix(i64 noundef %133)
  %134 = load ptr, ptr %4, align 8
  %135 = getelementptr inbounds %struct.su, ptr %134, i32 0, i32 3
  %136 = load i32, ptr %135, align 4
  %137 = and i32 %136, 8191
  %138 = zext i32 %137 to i64
  call void @mix(i64 noundef %138)
  %139 = load ptr, ptr %5, align 8
  %140 = getelementptr inbounds %struct.ss, ptr %139, i32 0, i32 3
  %141 = load i32, ptr %140, align 4
  %142 = shl i32 %141, 19
  %143 = ashr i32 %142, 19
  %144 = sext i32 %143 to i64
  call void @mix(i64 noundef %144)
  %145 = load ptr, ptr %4, align 8
  %146 = getelementptr inbounds %struct.su, ptr %145, i32 0, i32 3
  %147 = load i32, ptr %146, align 4
  %148 = lshr i32 %147, 13
  %149 = and i32 %148, 16383
  %150 = zext i32 %149 to i64
  call void @mix(i64 noundef %150)
  %151 = load ptr, ptr %5, align 8
  %152 = getelementptr inbounds %struct.ss, ptr %151, i32 0, i32 3
  %153 = load i32, ptr %152, align 4
  %154 = shl i32 %153, 5
  %155 = ashr i32 %154, 18
  %156 = sext i32 %155 to i64
  call void @mix(i64 noundef %156)
  %157 = load ptr, ptr %4, align 8
  %158 = getelementptr inbounds %struct.su, ptr %157, i32 0, i32 4
  %159 = load i32, ptr %158, align 4
  %160 = and i32 %159, 32767
  %161 = zext i32 %160 to i64
  call void @mix(i64 noundef %161)
  %162 = load ptr, ptr %5, align 8
  %163 = getelementptr inbounds %struct.ss, ptr %162, i32 0, i32 4
  %164 = load i32, ptr %163, align 4
  %165 = shl i32 %164, 17
  %166 = ashr i32 %165, 17
  %167 = sext i32 %166 to i64
  call void @mix(i64 noundef %167)
  %168 = load ptr, ptr %4, align 8
  %169 = getelementptr inbounds %struct.su, ptr %168, i32 0, i32 4
  %170 = load i32, ptr %169, align 4
  %171 = lshr i32 %170, 15
  %172 = and i32 %171, 65535
  %173 = zext i32 %172 to i64
  call void @mix(i64 noundef %173)
  %174 = load ptr, ptr %5, align 8
  %175 = getelementptr inbounds %struct.ss, ptr %174, i32 0, i32 4
  %176 = load i32, ptr %175, align 4
  %177 = shl i32 %176, 1
  %178 = ashr i32 %177, 16
  %179 = sext i32 %178 to i64
  call void @mix(i64 noundef %179)
  %180 = load ptr, ptr %4, align 8
  %181 = getelementptr inbounds %struct.su, ptr %180, i32 0, i32 5
  %182 = load i32, ptr %181, align 4
  %183 = and i32 %182, 131071
  %184 = zext i32 %183 to i64
  call void @mix(i64 noundef %184)
  %185 = load ptr, ptr %5, align 8
  %186 = getelementptr inbounds %struct.ss, ptr %185, i32 0, i32 5
  %187 = load i32, ptr %186, align 4
  %188 = shl i32 %187, 15
  %189 = ashr i32 %188, 15
  %190 = sext i32 %189 to i64
  call void @mix(i64 noundef %190)
  %191 = load ptr, ptr %4, align 8
  %192 = getelementptr inbounds %struct.su, ptr %191, i32 0, i32 6
  %193 = load i32, ptr %192, align 4
  %194 = and i32 %193, 262143
  %195 = zext i32 %194 to i64
  call void @mix(i64 noundef %195)
  %196 = load ptr, ptr %5, align 8
  %197 = getelementptr inbounds %struct.ss, ptr %196, i32 0, i32 6
  %198 = load i32, ptr %197, align 4
  %199 = shl i32 %198, 14
  %200 = ashr i32 %199, 14
  %201 = sext i32 %200 to i64
  call void @mix(i64 noundef %201)
  %202 = load ptr, ptr %4, align 8
  %203 = getelementptr inbounds %struct.su, ptr %202, i32 0, i32 7
  %204 = load i32, ptr %203, align 4
  %205 = and i32 %204, 524287
  %206 = zext i32 %205 to i64
  call void @mix(i64 noundef %206)
  %207 = load ptr, ptr %5, align 8
  %208 = getelementptr inbounds %struct.ss, ptr %207, i32 0, i32 7
  %209 = load i32, ptr %208, align 4
  %210 = shl i32 %209, 13
  %211 = ashr i32 %210, 13
  %212 = sext i32 %211 to i64
  call void @mix(i64 noundef %212)
  %213 = load ptr, ptr %4, align 8
  %214 = getelementptr inbounds %struct.su, ptr %213, i32 0, i32 8
  %215 = load i32, ptr %214, align 4
  %216 = and i32 %215, 1048575
  %217 = zext i32 %216 to i64
  call void @mix(i64 noundef %217)
  %218 = load ptr, ptr %5, align 8
  %219 = getelementptr inbounds %struct.ss, ptr %218, i32 0, i32 8
  %220 = load i32, ptr %219, align 4
  %221 = shl i32 %220, 12
  %222 = ashr i32 %221, 12
  %223 = sext i32 %222 to i64
  call void @mix(i64 noundef %223)
  %224 = load ptr, ptr %4, align 8
  %225 = getelementptr inbounds %struct.su, ptr %224, i32 0, i32 9
  %226 = load i32, ptr %225, align 4
  %227 = and i32 %226, 2097151
  %228 = zext i32 %227 to i64
  call void @mix(i64 noundef %228)
  %229 = load ptr, ptr %5, align 8
  %230 = getelementptr inbounds %struct.ss, ptr %229, i32 0, i32 9
  %231 = load i32, ptr %230, align 4
  %232 = shl i32 %231, 11
  %233 = ashr i32 %232, 11
  %234 = sext i32 %233 to i64
  call void @mix(i64 noundef %234)
  %235 = load ptr, ptr %4, align 8
  %236 = getelementptr inbounds %struct.su, ptr %235, i32 0, i32 10
  %237 = load i32, ptr %236, align 4
  %238 = and i32 %237, 4194303
  %239 = zext i32 %238 to i64
  call void @mix(i64 noundef %239)
  %240 = load ptr, ptr %5, align 8
  %241 = getelementptr inbounds %struct.ss, ptr %240, i32 0, i32 10
  %242 = load i32, ptr %241, align 4
  %243 = shl i32 %242, 10
  %244 = ashr i32 %243, 10
  %245 = sext i32 %244 to i64
  call void @mix(i64 noundef %245)
  %246 = load ptr, ptr %4, align 8
  %247 = getelementptr inbounds %struct.su, ptr %246, i32 0, i32 11
  %248 = load i32, ptr %247, align 4
  %249 = and i32 %248, 8388607
  %250 = zext i32 %249 to i64
  call void @mix(i64 noundef %250)
  %251 = load ptr, ptr %5, align 8
  %252 = getelementptr inbounds %struct.ss, ptr %251, i32 0, i32 11
  %253 = load i32, ptr %252, align 4
  %254 = shl i32 %253, 9
  %255 = ashr i32 %254, 9
  %256 = sext i32 %255 to i64
  call void @mix(i64 noundef %256)
  %257 = load ptr, ptr %4, align 8
  %258 = getelementptr inbounds %struct.su, ptr %257, i32 0, i32 12
  %259 = load i32, ptr %258, align 4
  %260 = and i32 %259, 16777215
  %261 = zext i32 %260 to i64
  call void @mix(i64 noundef %261)
  %262 = load ptr, ptr %5, align 8
  %263 = getelementptr inbounds %struct.ss, ptr %262, i32 0, i32 12
  %264 = load i32, ptr %263, align 4
  %265 = shl i32 %264, 8
  %266 = ashr i32 %265, 8
  %267 = sext i32 %266 to i64
  call void @mix(i64 noundef %267)
  %268 = load ptr, ptr %4, align 8
  %269 = getelementptr inbounds %struct.su, ptr %268, i32 0, i32 13
  %270 = load i32, ptr %269, align 4
  %271 = and i32 %270, 33554431
  %272 = zext i32 %271 to i64
  call void @mix(i64 noundef %272)
  %273 = load ptr, ptr %5, align 8
  %274 = getelementptr inbounds %struct.ss, ptr %273, i32 0, i32 13
  %275 = load i32, ptr %274, align 4
  %276 = shl i32 %275, 7
  %277 = ashr i32 %276, 7
  %278 = sext i32 %277 to i64
  call void @mix(i64 noundef %278)
  %279 = load ptr, ptr %4, align 8
  %280 = getelementptr inbounds %struct.su, ptr %279, i32 0, i32 14
  %281 = load i32, ptr %280, align 4
  %282 = and i32 %281, 67108863
  %283 = zext i32 %282 to i64
  call void @mix(i64 noundef %283)
  %284 = load ptr, ptr %5, align 8
  %285 = getelementptr inbounds %struct.ss, ptr %284, i32 0, i32 14
  %286 = load i32, ptr %285, align 4
  %287 = shl i32 %286, 6
  %288 = ashr i32 %287, 6
  %289 = sext i32 %288 to i64
  call void @mix(i64 noundef %289)
  %290 = load ptr, ptr %4, align 8
  %291 = getelementptr inbounds %struct.su, ptr %290, i32 0, i32 15
  %292 = load i32, ptr %291, align 4
  %293 = and i32 %292, 134217727
  %294 = zext i32 %293 to i64
  call void @mix(i64 noundef %294)
  %295 = load ptr, ptr %5, align 8
  %296 = getelementptr inbounds %struct.ss, ptr %295, i32 0, i32 15
  %297 = load i32, ptr %296, align 4
  %298 = shl i32 %297, 5
  %299 = ashr i32 %298, 5
  %300 = sext i32 %299 to i64
  call void @mix(i64 noundef %300)
  %301 = load ptr, ptr %4, align 8
  %302 = getelementptr inbounds %struct.su, ptr %301, i32 0, i32 16
  %303 = load i32, ptr %302, align 4
  %304 = and i32 %303, 268435455
  %305 = zext i32 %304 to i64
  call void @mix(i64 noundef %305)
  %306 = load ptr, ptr %5, align 8
  %307 = getelementptr inbounds %struct.ss, ptr %306, i32 0, i32 16
  %308 = load i32, ptr %307, align 4
  %309 = shl i32 %308, 4
  %310 = ashr i32 %309, 4
  %311 = sext i32 %310 to i64
  call void @mix(i64 noundef %311)
  %312 = load ptr, ptr %4, align 8
  %313 = getelementptr inbounds %struct.su, ptr %312, i32 0, i32 17
  %314 = load i32, ptr %313, align 4
  %315 = and i32 %314, 536870911
  %316 = zext i32 %315 to i64
  call void @mix(i64 noundef %316)
  %317 = load ptr, ptr %5, align 8
  %318 = getelementptr inbounds %struct.ss, ptr %317, i32 0, i32 17
  %319 = load i32, ptr %318, align 4
  %320 = shl i32 %319, 3
  %321 = ashr i32 %320, 3
  %322 = sext i32 %321 to i64
  call void @mix(i64 noundef %322)
  %323 = load ptr, ptr %4, align 8
  %324 = getelementptr inbounds %struct.su, ptr %323, i32 0, i32 18
  %325 = load i32, ptr %324, align 4
  %326 = and i32 %325, 1073741823
  %327 = zext i32 %326 to i64
  call void @mix(i64 noundef %327)
  %328 = load ptr, ptr %5, align 8
  %329 = getelementptr inbounds %struct.ss, ptr %328, i32 0, i32 18
  %330 = load i32, ptr %329, align 4
  %331 = shl i32 %330, 2
  %332 = ashr i32 %331, 2
  %333 = sext i32 %332 to i64
  call void @mix(i64 noundef %333)
  %334 = load ptr, ptr %4, align 8
  %335 = getelementptr inbounds %struct.su, ptr %334, i32 0, i32 19
  %336 = load i32, ptr %335, align 4
  %337 = and i32 %336, 2147483647
  %338 = zext i32 %337 to i64
  call void @mix(i64 noundef %338)
  %339 = load ptr, ptr %5, align 8
  %340 = getelementptr inbounds %struct.ss, ptr %339, i32 0, i32 19
  %341 = load i32, ptr %340, align 4
  %342 = shl i32 %341, 1
  %343 = ashr i32 %342, 1
  %344 = sext i32 %343 to i64
  call void @mix(i64 noundef %344)
  %345 = load i32, ptr %6, align 4
  %346 = icmp ne i32 %345, 0
  br i1 %346, label %347, label %395

347:                                              ; preds = %3
  %348 = load ptr, ptr %4, align 8
  %349 = load i32, ptr %348, align 4
  %350 = and i32 %349, 1
  %351 = load ptr, ptr %4, align 8
  %352 = load i32, ptr %351, align 4
  %353 = lshr i32 %352, 21
  %354 = and i32 %353, 127
  %355 = load ptr, ptr %4, align 8
  %356 = getelementptr inbounds %struct.su, ptr %355, i32 0, i32 3
  %357 = load i32, ptr %356, align 4
  %358 = and i32 %357, 8191
  %359 = load ptr, ptr %4, align 8
  %360 = getelementptr inbounds %struct.su, ptr %359, i32 0, i32 12
  %361 = load i32, ptr %360, align 4
  %362 = and i32 %361, 16777215
  %363 = load ptr, ptr %4, align 8
  %364 = getelementptr inbounds %struct.su, ptr %363, i32 0, i32 19
  %365 = load i32, ptr %364, align 4
  %366 = and i32 %365, 2147483647
  %367 = load ptr, ptr %5, align 8
  %368 = load i32, ptr %367, align 4
  %369 = shl i32 %368, 31
  %370 = ashr i32 %369, 31
  %371 = load ptr, ptr %5, align 8
  %372 = load i32, ptr %371, align 4
  %373 = shl i32 %372, 29
  %374 = ashr i32 %373, 30
  %375 = load ptr, ptr %5, align 8
  %376 = load i32, ptr %375, align 4
  %377 = shl i32 %376, 4
  %378 = ashr i32 %377, 25
  %379 = load ptr, ptr %5, align 8
  %380 = getelementptr inbounds %struct.ss, ptr %379, i32 0, i32 3
  %381 = load i32, ptr %380, align 4
  %382 = shl i32 %381, 19
  %383 = ashr i32 %382, 19
  %384 = load ptr, ptr %5, align 8
  %385 = getelementptr inbounds %struct.ss, ptr %384, i32 0, i32 12
  %386 = load i32, ptr %385, align 4
  %387 = shl i32 %386, 8
  %388 = ashr i32 %387, 8
  %389 = load ptr, ptr %5, align 8
  %390 = getelementptr inbounds %struct.ss, ptr %389, i32 0, i32 19
  %391 = load i32, ptr %390, align 4
  %392 = shl i32 %391, 1
  %393 = ashr i32 %392, 1
  %394 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %350, i32 noundef %354, i32 noundef %358, i32 noundef %362, i32 noundef %366, i32 noundef %370, i32 noundef %374, i32 noundef %378, i32 noundef %383, i32 noundef %388, i32 noundef %393)
  br label %395

395:                                              ; preds = %347, %3
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @bump_all(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %5, align 4
  %7 = and i32 %6, 1
  %8 = add i32 %7, 1
  %9 = load i32, ptr %5, align 4
  %10 = and i32 %8, 1
  %11 = and i32 %9, -2
  %12 = or i32 %11, %10
  store i32 %12, ptr %5, align 4
  %13 = load ptr, ptr %3, align 8
  %14 = load i32, ptr %13, align 4
  %15 = lshr i32 %14, 1
  %16 = and i32 %15, 3
  %17 = add i32 %16, 1
  %18 = load i32, ptr %13, align 4
  %19 = and i32 %17, 3
  %20 = shl i32 %19, 1
  %21 = and i32 %18, -7
  %22 = or i32 %21, %20
  store i32 %22, ptr %13, align 4
  %23 = load ptr, ptr %3, align 8
  %24 = load i32, ptr %23, align 4
  %25 = lshr i32 %24, 3
  %26 = and i32 %25, 7
  %27 = add i32 %26, 1
  %28 = load i32, ptr %23, align 4
  %29 = and i32 %27, 7
  %30 = shl i32 %29, 3
  %31 = and i32 %28, -57
  %32 = or i32 %31, %30
  store i32 %32, ptr %23, align 4
  %33 = load ptr, ptr %3, align 8
  %34 = load i32, ptr %33, align 4
  %35 = lshr i32 %34, 6
  %36 = and i32 %35, 15
  %37 = add i32 %36, 1
  %38 = load i32, ptr %33, align 4
  %39 = and i32 %37, 15
  %40 = shl i32 %39, 6
  %41 = and i32 %38, -961
  %42 = or i32 %41, %40
  store i32 %42, ptr %33, align 4
  %43 = load ptr, ptr %3, align 8
  %44 = load i32, ptr %43, align 4
  %45 = lshr i32 %44, 10
  %46 = and i32 %45, 31
  %47 = add i32 %46, 1
  %48 = load i32, ptr %43, align 4
  %49 = and i32 %47, 31
  %50 = shl i32 %49, 10
  %51 = and i32 %48, -31745
  %52 = or i32 %51, %50
  store i32 %52, ptr %43, align 4
  %53 = load ptr, ptr %3, align 8
  %54 = load i32, ptr %53, align 4
  %55 = lshr i32 %54, 15
  %56 = and i32 %55, 63
  %57 = add i32 %56, 1
  %58 = load i32, ptr %53, align 4
  %59 = and i32 %57, 63
  %60 = shl i32 %59, 15
  %61 = and i32 %58, -2064385
  %62 = or i32 %61, %60
  store i32 %62, ptr %53, align 4
  %63 = load ptr, ptr %3, align 8
  %64 = load i32, ptr %63, align 4
  %65 = lshr i32 %64, 21
  %66 = and i32 %65, 127
  %67 = add i32 %66, 1
  %68 = load i32, ptr %63, align 4
  %69 = and i32 %67, 127
  %70 = shl i32 %69, 21
  %71 = and i32 %68, -266338305
  %72 = or i32 %71, %70
  store i32 %72, ptr %63, align 4
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.su, ptr %73, i32 0, i32 1
  %75 = load i32, ptr %74, align 4
  %76 = and i32 %75, 255
  %77 = add i32 %76, 1
  %78 = load i32, ptr %74, align 4
  %79 = and i32 %77, 255
  %80 = and i32 %78, -256
  %81 = or i32 %80, %79
  store i32 %81, ptr %74, align 4
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.su, ptr %82, i32 0, i32 1
  %84 = load i32, ptr %83, align 4
  %85 = lshr i32 %84, 8
  %86 = and i32 %85, 511
  %87 = add i32 %86, 1
  %88 = load i32, ptr %83, align 4
  %89 = and i32 %87, 511
  %90 = shl i32 %89, 8
  %91 = and i32 %88, -130817
  %92 = or i32 %91, %90
  store i32 %92, ptr %83, align 4
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.su, ptr %93, i32 0, i32 1
  %95 = load i32, ptr %94, align 4
  %96 = lshr i32 %95, 17
  %97 = and i32 %96, 1023
  %98 = add i32 %97, 1
  %99 = load i32, ptr %94, align 4
  %100 = and i32 %98, 1023
  %101 = shl i32 %100, 17
  %102 = and i32 %99, -134086657
  %103 = or i32 %102, %101
  store i32 %103, ptr %94, align 4
  %104 = load ptr, ptr %3, align 8
  %105 = getelementptr inbounds %struct.su, ptr %104, i32 0, i32 2
  %106 = load i32, ptr %105, align 4
  %107 = and i32 %106, 2047
  %108 = add i32 %107, 1
  %109 = load i32, ptr %105, align 4
  %110 = and i32 %108, 2047
  %111 = and i32 %109, -2048
  %112 = or i32 %111, %110
  store i32 %112, ptr %105, align 4
  %113 = load ptr, ptr %3, align 8
  %114 = getelementptr inbounds %struct.su, ptr %113, i32 0, i32 2
  %115 = load i32, ptr %114, align 4
  %116 = lshr i32 %115, 11
  %117 = and i32 %116, 4095
  %118 = add i32 %117, 1
  %119 = load i32, ptr %114, align 4
  %120 = and i32 %118, 4095
  %121 = shl i32 %120, 11
  %122 = and i32 %119, -8386561
  %123 = or i32 %122, %121
  store i32 %123, ptr %114, align 4
  %124 = load ptr, ptr %3, align 8
  %125 = getelementptr inbounds %struct.su, ptr %124, i32 0, i32 3
  %126 = load i32, ptr %125, align 4
  %127 = and i32 %126, 8191
  %128 = add i32 %127, 1
  %129 = load i32, ptr %125, align 4
  %130 = and i32 %128, 8191
  %131 = and i32 %129, -8192
  %132 = or i32 %131, %130
  store i32 %132, ptr %125, align 4
  %133 = load ptr, ptr %3, align 8
  %134 = getelementptr inbounds %struct.su, ptr %133, i32 0, i32 3
  %135 = load i32, ptr %134, align 4
  %136 = lshr i32 %135, 13
  %137 = and i32 %136, 16383
  %138 = add i32 %137, 1
  %139 = load i32, ptr %134, align 4
  %140 = and i32 %138, 16383
  %141 = shl i32 %140, 13
  %142 = and i32 %139, -134209537
  %143 = or i32 %142, %141
  store i32 %143, ptr %134, align 4
  %144 = load ptr, ptr %3, align 8
  %145 = getelementptr inbounds %struct.su, ptr %144, i32 0, i32 4
  %146 = load i32, ptr %145, align 4
  %147 = and i32 %146, 32767
  %148 = add i32 %147, 1
  %149 = load i32, ptr %145, align 4
  %150 = and i32 %148, 32767
  %151 = and i32 %149, -32768
  %152 = or i32 %151, %150
  store i32 %152, ptr %145, align 4
  %153 = load ptr, ptr %3, align 8
  %154 = getelementptr inbounds %struct.su, ptr %153, i32 0, i32 4
  %155 = load i32, ptr %154, align 4
  %156 = lshr i32 %155, 15
  %157 = and i32 %156, 65535
  %158 = add i32 %157, 1
  %159 = load i32, ptr %154, align 4
  %160 = and i32 %158, 65535
  %161 = shl i32 %160, 15
  %162 = and i32 %159, -2147450881
  %163 = or i32 %162, %161
  store i32 %163, ptr %154, align 4
  %164 = load ptr, ptr %3, align 8
  %165 = getelementptr inbounds %struct.su, ptr %164, i32 0, i32 5
  %166 = load i32, ptr %165, align 4
  %167 = and i32 %166, 131071
  %168 = add i32 %167, 1
  %169 = load i32, ptr %165, align 4
  %170 = and i32 %168, 131071
  %171 = and i32 %169, -131072
  %172 = or i32 %171, %170
  store i32 %172, ptr %165, align 4
  %173 = load ptr, ptr %3, align 8
  %174 = getelementptr inbounds %struct.su, ptr %173, i32 0, i32 6
  %175 = load i32, ptr %174, align 4
  %176 = and i32 %175, 262143
  %177 = add i32 %176, 1
  %178 = load i32, ptr %174, align 4
  %179 = and i32 %177, 262143
  %180 = and i32 %178, -262144
  %181 = or i32 %180, %179
  store i32 %181, ptr %174, align 4
  %182 = load ptr, ptr %3, align 8
  %183 = getelementptr inbounds %struct.su, ptr %182, i32 0, i32 7
  %184 = load i32, ptr %183, align 4
  %185 = and i32 %184, 524287
  %186 = add i32 %185, 1
  %187 = load i32, ptr %183, align 4
  %188 = and i32 %186, 524287
  %189 = and i32 %187, -524288
  %190 = or i32 %189, %188
  store i32 %190, ptr %183, align 4
  %191 = load ptr, ptr %3, align 8
  %192 = getelementptr inbounds %struct.su, ptr %191, i32 0, i32 8
  %193 = load i32, ptr %192, align 4
  %194 = and i32 %193, 1048575
  %195 = add i32 %194, 1
  %196 = load i32, ptr %192, align 4
  %197 = and i32 %195, 1048575
  %198 = and i32 %196, -1048576
  %199 = or i32 %198, %197
  store i32 %199, ptr %192, align 4
  %200 = load ptr, ptr %3, align 8
  %201 = getelementptr inbounds %struct.su, ptr %200, i32 0, i32 9
  %202 = load i32, ptr %201, align 4
  %203 = and i32 %202, 2097151
  %204 = add i32 %203, 1
  %205 = load i32, ptr %201, align 4
  %206 = and i32 %204, 2097151
  %207 = and i32 %205, -2097152
  %208 = or i32 %207, %206
  store i32 %208, ptr %201, align 4
  %209 = load ptr, ptr %3, align 8
  %210 = getelementptr inbounds %struct.su, ptr %209, i32 0, i32 10
  %211 = load i32, ptr %210, align 4
  %212 = and i32 %211, 4194303
  %213 = add i32 %212, 1
  %214 = load i32, ptr %210, align 4
  %215 = and i32 %213, 4194303
  %216 = and i32 %214, -4194304
  %217 = or i32 %216, %215
  store i32 %217, ptr %210, align 4
  %218 = load ptr, ptr %3, align 8
  %219 = getelementptr inbounds %struct.su, ptr %218, i32 0, i32 11
  %220 = load i32, ptr %219, align 4
  %221 = and i32 %220, 8388607
  %222 = add i32 %221, 1
  %223 = load i32, ptr %219, align 4
  %224 = and i32 %222, 8388607
  %225 = and i32 %223, -8388608
  %226 = or i32 %225, %224
  store i32 %226, ptr %219, align 4
  %227 = load ptr, ptr %3, align 8
  %228 = getelementptr inbounds %struct.su, ptr %227, i32 0, i32 12
  %229 = load i32, ptr %228, align 4
  %230 = and i32 %229, 16777215
  %231 = add i32 %230, 1
  %232 = load i32, ptr %228, align 4
  %233 = and i32 %231, 16777215
  %234 = and i32 %232, -16777216
  %235 = or i32 %234, %233
  store i32 %235, ptr %228, align 4
  %236 = load ptr, ptr %3, align 8
  %237 = getelementptr inbounds %struct.su, ptr %236, i32 0, i32 13
  %238 = load i32, ptr %237, align 4
  %239 = and i32 %238, 33554431
  %240 = add i32 %239, 1
  %241 = load i32, ptr %237, align 4
  %242 = and i32 %240, 33554431
  %243 = and i32 %241, -33554432
  %244 = or i32 %243, %242
  store i32 %244, ptr %237, align 4
  %245 = load ptr, ptr %3, align 8
  %246 = getelementptr inbounds %struct.su, ptr %245, i32 0, i32 14
  %247 = load i32, ptr %246, align 4
  %248 = and i32 %247, 67108863
  %249 = add i32 %248, 1
  %250 = load i32, ptr %246, align 4
  %251 = and i32 %249, 67108863
  %252 = and i32 %250, -67108864
  %253 = or i32 %252, %251
  store i32 %253, ptr %246, align 4
  %254 = load ptr, ptr %3, align 8
  %255 = getelementptr inbounds %struct.su, ptr %254, i32 0, i32 15
  %256 = load i32, ptr %255, align 4
  %257 = and i32 %256, 134217727
  %258 = add i32 %257, 1
  %259 = load i32, ptr %255, align 4
  %260 = and i32 %258, 134217727
  %261 = and i32 %259, -134217728
  %262 = or i32 %261, %260
  store i32 %262, ptr %255, align 4
  %263 = load ptr, ptr %3, align 8
  %264 = getelementptr inbounds %struct.su, ptr %263, i32 0, i32 16
  %265 = load i32, ptr %264, align 4
  %266 = and i32 %265, 268435455
  %267 = add i32 %266, 1
  %268 = load i32, ptr %264, align 4
  %269 = and i32 %267, 268435455
  %270 = and i32 %268, -268435456
  %271 = or i32 %270, %269
  store i32 %271, ptr %264, align 4
  %272 = load ptr, ptr %3, align 8
  %273 = getelementptr inbounds %struct.su, ptr %272, i32 0, i32 17
  %274 = load i32, ptr %273, align 4
  %275 = and i32 %274, 536870911
  %276 = add i32 %275, 1
  %277 = load i32, ptr %273, align 4
  %278 = and i32 %276, 536870911
  %279 = and i32 %277, -536870912
  %280 = or i32 %279, %278
  store i32 %280, ptr %273, align 4
  %281 = load ptr, ptr %3, align 8
  %282 = getelementptr inbounds %struct.su, ptr %281, i32 0, i32 18
  %283 = load i32, ptr %282, align 4
  %284 = and i32 %283, 1073741823
  %285 = add i32 %284, 1
  %286 = load i32, ptr %282, align 4
  %287 = and i32 %285, 1073741823
  %288 = and i32 %286, -1073741824
  %289 = or i32 %288, %287
  store i32 %289, ptr %282, align 4
  %290 = load ptr, ptr %3, align 8
  %291 = getelementptr inbounds %struct.su, ptr %290, i32 0, i32 19
  %292 = load i32, ptr %291, align 4
  %293 = and i32 %292, 2147483647
  %294 = add i32 %293, 1
  %295 = load i32, ptr %291, align 4
  %296 = and i32 %294, 2147483647
  %297 = and i32 %295, -2147483648
  %298 = or i32 %297, %296
  store i32 %298, ptr %291, align 4
  %299 = load ptr, ptr %4, align 8
  %300 = load i32, ptr %299, align 4
  %301 = shl i32 %300, 31
  %302 = ashr i32 %301, 31
  %303 = icmp slt i32 %302, 0
  br i1 %303, label %304, label %316

304:                                              ; preds = %2
  %305 = load ptr, ptr %4, align 8
  %306 = load i32, ptr %305, align 4
  %307 = shl i32 %306, 31
  %308 = ashr i32 %307, 31
  %309 = add nsw i32 %308, 1
  %310 = load i32, ptr %305, align 4
  %311 = and i32 %309, 1
  %312 = and i32 %310, -2
  %313 = or i32 %312, %311
  store i32 %313, ptr %305, align 4
  %314 = shl i32 %311, 31
  %315 = ashr i32 %314, 31
  br label %321

316:                                              ; preds = %2
  %317 = load ptr, ptr %4, align 8
  %318 = load i32, ptr %317, align 4
  %319 = and i32 %318, -2
  %320 = or i32 %319, 1
  store i32 %320, ptr %317, align 4
  br label %321

321:                                              ; preds = %316, %304
  %322 = load ptr, ptr %4, align 8
  %323 = load i32, ptr %322, align 4
  %324 = shl i32 %323, 29
  %325 = ashr i32 %324, 30
  %326 = icmp slt i32 %325, 1
  br i1 %326, label %327, label %340

327:                                              ; preds = %321
  %328 = load ptr, ptr %4, align 8
  %329 = load i32, ptr %328, align 4
  %330 = shl i32 %329, 29
  %331 = ashr i32 %330, 30
  %332 = add nsw i32 %331, 1
  %333 = load i32, ptr %328, align 4
  %334 = and i32 %332, 3
  %335 = shl i32 %334, 1
  %336 = and i32 %333, -7
  %337 = or i32 %336, %335
  store i32 %337, ptr %328, align 4
  %338 = shl i32 %334, 30
  %339 = ashr i32 %338, 30
  br label %345

340:                                              ; preds = %321
  %341 = load ptr, ptr %4, align 8
  %342 = load i32, ptr %341, align 4
  %343 = and i32 %342, -7
  %344 = or i32 %343, 4
  store i32 %344, ptr %341, align 4
  br label %345

345:                                              ; preds = %340, %327
  %346 = load ptr, ptr %4, align 8
  %347 = load i32, ptr %346, align 4
  %348 = shl i32 %347, 26
  %349 = ashr i32 %348, 29
  %350 = icmp slt i32 %349, 3
  br i1 %350, label %351, label %364

351:                                              ; preds = %345
  %352 = load ptr, ptr %4, align 8
  %353 = load i32, ptr %352, align 4
  %354 = shl i32 %353, 26
  %355 = ashr i32 %354, 29
  %356 = add nsw i32 %355, 1
  %357 = load i32, ptr %352, align 4
  %358 = and i32 %356, 7
  %359 = shl i32 %358, 3
  %360 = and i32 %357, -57
  %361 = or i32 %360, %359
  store i32 %361, ptr %352, align 4
  %362 = shl i32 %358, 29
  %363 = ashr i32 %362, 29
  br label %369

364:                                              ; preds = %345
  %365 = load ptr, ptr %4, align 8
  %366 = load i32, ptr %365, align 4
  %367 = and i32 %366, -57
  %368 = or i32 %367, 32
  store i32 %368, ptr %365, align 4
  br label %369

369:                                              ; preds = %364, %351
  %370 = load ptr, ptr %4, align 8
  %371 = load i32, ptr %370, align 4
  %372 = shl i32 %371, 22
  %373 = ashr i32 %372, 28
  %374 = icmp slt i32 %373, 7
  br i1 %374, label %375, label %388

375:                                              ; preds = %369
  %376 = load ptr, ptr %4, align 8
  %377 = load i32, ptr %376, align 4
  %378 = shl i32 %377, 22
  %379 = ashr i32 %378, 28
  %380 = add nsw i32 %379, 1
  %381 = load i32, ptr %376, align 4
  %382 = and i32 %380, 15
  %383 = shl i32 %382, 6
  %384 = and i32 %381, -961
  %385 = or i32 %384, %383
  store i32 %385, ptr %376, align 4
  %386 = shl i32 %382, 28
  %387 = ashr i32 %386, 28
  br label %393

388:                                              ; preds = %369
  %389 = load ptr, ptr %4, align 8
  %390 = load i32, ptr %389, align 4
  %391 = and i32 %390, -961
  %392 = or i32 %391, 512
  store i32 %392, ptr %389, align 4
  br label %393

393:                                              ; preds = %388, %375
  %394 = load ptr, ptr %4, align 8
  %395 = load i32, ptr %394, align 4
  %396 = shl i32 %395, 17
  %397 = ashr i32 %396, 27
  %398 = icmp slt i32 %397, 15
  br i1 %398, label %399, label %412

399:                                              ; preds = %393
  %400 = load ptr, ptr %4, align 8
  %401 = load i32, ptr %400, align 4
  %402 = shl i32 %401, 17
  %403 = ashr i32 %402, 27
  %404 = add nsw i32 %403, 1
  %405 = load i32, ptr %400, align 4
  %406 = and i32 %404, 31
  %407 = shl i32 %406, 10
  %408 = and i32 %405, -31745
  %409 = or i32 %408, %407
  store i32 %409, ptr %400, align 4
  %410 = shl i32 %406, 27
  %411 = ashr i32 %410, 27
  br label %417

412:                                              ; preds = %393
  %413 = load ptr, ptr %4, align 8
  %414 = load i32, ptr %413, align 4
  %415 = and i32 %414, -31745
  %416 = or i32 %415, 16384
  store i32 %416, ptr %413, align 4
  br label %417

417:                                              ; preds = %412, %399
  %418 = load ptr, ptr %4, align 8
  %419 = load i32, ptr %418, align 4
  %420 = shl i32 %419, 11
  %421 = ashr i32 %420, 26
  %422 = icmp slt i32 %421, 31
  br i1 %422, label %423, label %436

423:                                              ; preds = %417
  %424 = load ptr, ptr %4, align 8
  %425 = load i32, ptr %424, align 4
  %426 = shl i32 %425, 11
  %427 = ashr i32 %426, 26
  %428 = add nsw i32 %427, 1
  %429 = load i32, ptr %424, align 4
  %430 = and i32 %428, 63
  %431 = shl i32 %430, 15
  %432 = and i32 %429, -2064385
  %433 = or i32 %432, %431
  store i32 %433, ptr %424, align 4
  %434 = shl i32 %430, 26
  %435 = ashr i32 %434, 26
  br label %441

436:                                              ; preds = %417
  %437 = load ptr, ptr %4, align 8
  %438 = load i32, ptr %437, align 4
  %439 = and i32 %438, -2064385
  %440 = or i32 %439, 1048576
  store i32 %440, ptr %437, align 4
  br label %441

441:                                              ; preds = %436, %423
  %442 = load ptr, ptr %4, align 8
  %443 = load i32, ptr %442, align 4
  %444 = shl i32 %443, 4
  %445 = ashr i32 %444, 25
  %446 = icmp slt i32 %445, 63
  br i1 %446, label %447, label %460

447:                                              ; preds = %441
  %448 = load ptr, ptr %4, align 8
  %449 = load i32, ptr %448, align 4
  %450 = shl i32 %449, 4
  %451 = ashr i32 %450, 25
  %452 = add nsw i32 %451, 1
  %453 = load i32, ptr %448, align 4
  %454 = and i32 %452, 127
  %455 = shl i32 %454, 21
  %456 = and i32 %453, -266338305
  %457 = or i32 %456, %455
  store i32 %457, ptr %448, align 4
  %458 = shl i32 %454, 25
  %459 = ashr i32 %458, 25
  br label %465

460:                                              ; preds = %441
  %461 = load ptr, ptr %4, align 8
  %462 = load i32, ptr %461, align 4
  %463 = and i32 %462, -266338305
  %464 = or i32 %463, 134217728
  store i32 %464, ptr %461, align 4
  br label %465

465:                                              ; preds = %460, %447
  %466 = load ptr, ptr %4, align 8
  %467 = getelementptr inbounds %struct.ss, ptr %466, i32 0, i32 1
  %468 = load i32, ptr %467, align 4
  %469 = shl i32 %468, 24
  %470 = ashr i32 %469, 24
  %471 = icmp slt i32 %470, 127
  br i1 %471, label %472, label %485

472:                                              ; preds = %465
  %473 = load ptr, ptr %4, align 8
  %474 = getelementptr inbounds %struct.ss, ptr %473, i32 0, i32 1
  %475 = load i32, ptr %474, align 4
  %476 = shl i32 %475, 24
  %477 = ashr i32 %476, 24
  %478 = add nsw i32 %477, 1
  %479 = load i32, ptr %474, align 4
  %480 = and i32 %478, 255
  %481 = and i32 %479, -256
  %482 = or i32 %481, %480
  store i32 %482, ptr %474, align 4
  %483 = shl i32 %480, 24
  %484 = ashr i32 %483, 24
  br label %491

485:                                              ; preds = %465
  %486 = load ptr, ptr %4, align 8
  %487 = getelementptr inbounds %struct.ss, ptr %486, i32 0, i32 1
  %488 = load i32, ptr %487, align 4
  %489 = and i32 %488, -256
  %490 = or i32 %489, 128
  store i32 %490, ptr %487, align 4
  br label %491

491:                                              ; preds = %485, %472
  %492 = load ptr, ptr %4, align 8
  %493 = getelementptr inbounds %struct.ss, ptr %492, i32 0, i32 1
  %494 = load i32, ptr %493, align 4
  %495 = shl i32 %494, 15
  %496 = ashr i32 %495, 23
  %497 = icmp slt i32 %496, 255
  br i1 %497, label %498, label %512

498:                                              ; preds = %491
  %499 = load ptr, ptr %4, align 8
  %500 = getelementptr inbounds %struct.ss, ptr %499, i32 0, i32 1
  %501 = load i32, ptr %500, align 4
  %502 = shl i32 %501, 15
  %503 = ashr i32 %502, 23
  %504 = add nsw i32 %503, 1
  %505 = load i32, ptr %500, align 4
  %506 = and i32 %504, 511
  %507 = shl i32 %506, 8
  %508 = and i32 %505, -130817
  %509 = or i32 %508, %507
  store i32 %509, ptr %500, align 4
  %510 = shl i32 %506, 23
  %511 = ashr i32 %510, 23
  br label %518

512:                                              ; preds = %491
  %513 = load ptr, ptr %4, align 8
  %514 = getelementptr inbounds %struct.ss, ptr %513, i32 0, i32 1
  %515 = load i32, ptr %514, align 4
  %516 = and i32 %515, -130817
  %517 = or i32 %516, 65536
  store i32 %517, ptr %514, align 4
  br label %518

518:                                              ; preds = %512, %498
  %519 = load ptr, ptr %4, align 8
  %520 = getelementptr inbounds %struct.ss, ptr %519, i32 0, i32 1
  %521 = load i32, ptr %520, align 4
  %522 = shl i32 %521, 5
  %523 = ashr i32 %522, 22
  %524 = icmp slt i32 %523, 511
  br i1 %524, label %525, label %539

525:                                              ; preds = %518
  %526 = load ptr, ptr %4, align 8
  %527 = getelementptr inbounds %struct.ss, ptr %526, i32 0, i32 1
  %528 = load i32, ptr %527, align 4
  %529 = shl i32 %528, 5
  %530 = ashr i32 %529, 22
  %531 = add nsw i32 %530, 1
  %532 = load i32, ptr %527, align 4
  %533 = and i32 %531, 1023
  %534 = shl i32 %533, 17
  %535 = and i32 %532, -134086657
  %536 = or i32 %535, %534
  store i32 %536, ptr %527, align 4
  %537 = shl i32 %533, 22
  %538 = ashr i32 %537, 22
  br label %545

539:                                              ; preds = %518
  %540 = load ptr, ptr %4, align 8
  %541 = getelementptr inbounds %struct.ss, ptr %540, i32 0, i32 1
  %542 = load i32, ptr %541, align 4
  %543 = and i32 %542, -134086657
  %544 = or i32 %543, 67108864
  store i32 %544, ptr %541, align 4
  br label %545

545:                                              ; preds = %539, %525
  %546 = load ptr, ptr %4, align 8
  %547 = getelementptr inbounds %struct.ss, ptr %546, i32 0, i32 2
  %548 = load i32, ptr %547, align 4
  %549 = shl i32 %548, 21
  %550 = ashr i32 %549, 21
  %551 = icmp slt i32 %550, 1023
  br i1 %551, label %552, label %565

552:                                              ; preds = %545
  %553 = load ptr, ptr %4, align 8
  %554 = getelementptr inbounds %struct.ss, ptr %553, i32 0, i32 2
  %555 = load i32, ptr %554, align 4
  %556 = shl i32 %555, 21
  %557 = ashr i32 %556, 21
  %558 = add nsw i32 %557, 1
  %559 = load i32, ptr %554, align 4
  %560 = and i32 %558, 2047
  %561 = and i32 %559, -2048
  %562 = or i32 %561, %560
  store i32 %562, ptr %554, align 4
  %563 = shl i32 %560, 21
  %564 = ashr i32 %563, 21
  br label %571

565:                                              ; preds = %545
  %566 = load ptr, ptr %4, align 8
  %567 = getelementptr inbounds %struct.ss, ptr %566, i32 0, i32 2
  %568 = load i32, ptr %567, align 4
  %569 = and i32 %568, -2048
  %570 = or i32 %569, 1024
  store i32 %570, ptr %567, align 4
  br label %571

571:                                              ; preds = %565, %552
  %572 = load ptr, ptr %4, align 8
  %573 = getelementptr inbounds %struct.ss, ptr %572, i32 0, i32 2
  %574 = load i32, ptr %573, align 4
  %575 = shl i32 %574, 9
  %576 = ashr i32 %575, 20
  %577 = icmp slt i32 %576, 2047
  br i1 %577, label %578, label %592

578:                                              ; preds = %571
  %579 = load ptr, ptr %4, align 8
  %580 = getelementptr inbounds %struct.ss, ptr %579, i32 0, i32 2
  %581 = load i32, ptr %580, align 4
  %582 = shl i32 %581, 9
  %583 = ashr i32 %582, 20
  %584 = add nsw i32 %583, 1
  %585 = load i32, ptr %580, align 4
  %586 = and i32 %584, 4095
  %587 = shl i32 %586, 11
  %588 = and i32 %585, -8386561
  %589 = or i32 %588, %587
  store i32 %589, ptr %580, align 4
  %590 = shl i32 %586, 20
  %591 = ashr i32 %590, 20
  br label %598

592:                                              ; preds = %571
  %593 = load ptr, ptr %4, align 8
  %594 = getelementptr inbounds %struct.ss, ptr %593, i32 0, i32 2
  %595 = load i32, ptr %594, align 4
  %596 = and i32 %595, -8386561
  %597 = or i32 %596, 4194304
  store i32 %597, ptr %594, align 4
  br label %598

598:                                              ; preds = %592, %578
  %599 = load ptr, ptr %4, align 8
  %600 = getelementptr inbounds %struct.ss, ptr %599, i32 0, i32 3
  %601 = load i32, ptr %600, align 4
  %602 = shl i32 %601, 19
  %603 = ashr i32 %602, 19
  %604 = icmp slt i32 %603, 4095
  br i1 %604, label %605, label %618

605:                                              ; preds = %598
  %606 = load ptr, ptr %4, align 8
  %607 = getelementptr inbounds %struct.ss, ptr %606, i32 0, i32 3
  %608 = load i32, ptr %607, align 4
  %609 = shl i32 %608, 19
  %610 = ashr i32 %609, 19
  %611 = add nsw i32 %610, 1
  %612 = load i32, ptr %607, align 4
  %613 = and i32 %611, 8191
  %614 = and i32 %612, -8192
  %615 = or i32 %614, %613
  store i32 %615, ptr %607, align 4
  %616 = shl i32 %613, 19
  %617 = ashr i32 %616, 19
  br label %624

618:                                              ; preds = %598
  %619 = load ptr, ptr %4, align 8
  %620 = getelementptr inbounds %struct.ss, ptr %619, i32 0, i32 3
  %621 = load i32, ptr %620, align 4
  %622 = and i32 %621, -8192
  %623 = or i32 %622, 4096
  store i32 %623, ptr %620, align 4
  br label %624

624:                                              ; preds = %618, %605
  %625 = load ptr, ptr %4, align 8
  %626 = getelementptr inbounds %struct.ss, ptr %625, i32 0, i32 3
  %627 = load i32, ptr %626, align 4
  %628 = shl i32 %627, 5
  %629 = ashr i32 %628, 18
  %630 = icmp slt i32 %629, 8191
  br i1 %630, label %631, label %645

631:                                              ; preds = %624
  %632 = load ptr, ptr %4, align 8
  %633 = getelementptr inbounds %struct.ss, ptr %632, i32 0, i32 3
  %634 = load i32, ptr %633, align 4
  %635 = shl i32 %634, 5
  %636 = ashr i32 %635, 18
  %637 = add nsw i32 %636, 1
  %638 = load i32, ptr %633, align 4
  %639 = and i32 %637, 16383
  %640 = shl i32 %639, 13
  %641 = and i32 %638, -134209537
  %642 = or i32 %641, %640
  store i32 %642, ptr %633, align 4
  %643 = shl i32 %639, 18
  %644 = ashr i32 %643, 18
  br label %651

645:                                              ; preds = %624
  %646 = load ptr, ptr %4, align 8
  %647 = getelementptr inbounds %struct.ss, ptr %646, i32 0, i32 3
  %648 = load i32, ptr %647, align 4
  %649 = and i32 %648, -134209537
  %650 = or i32 %649, 67108864
  store i32 %650, ptr %647, align 4
  br label %651

651:                                              ; preds = %645, %631
  %652 = load ptr, ptr %4, align 8
  %653 = getelementptr inbounds %struct.ss, ptr %652, i32 0, i32 4
  %654 = load i32, ptr %653, align 4
  %655 = shl i32 %654, 17
  %656 = ashr i32 %655, 17
  %657 = icmp slt i32 %656, 16383
  br i1 %657, label %658, label %671

658:                                              ; preds = %651
  %659 = load ptr, ptr %4, align 8
  %660 = getelementptr inbounds %struct.ss, ptr %659, i32 0, i32 4
  %661 = load i32, ptr %660, align 4
  %662 = shl i32 %661, 17
  %663 = ashr i32 %662, 17
  %664 = add nsw i32 %663, 1
  %665 = load i32, ptr %660, align 4
  %666 = and i32 %664, 32767
  %667 = and i32 %665, -32768
  %668 = or i32 %667, %666
  store i32 %668, ptr %660, align 4
  %669 = shl i32 %666, 17
  %670 = ashr i32 %669, 17
  br label %677

671:                                              ; preds = %651
  %672 = load ptr, ptr %4, align 8
  %673 = getelementptr inbounds %struct.ss, ptr %672, i32 0, i32 4
  %674 = load i32, ptr %673, align 4
  %675 = and i32 %674, -32768
  %676 = or i32 %675, 16384
  store i32 %676, ptr %673, align 4
  br label %677

677:                                              ; preds = %671, %658
  %678 = load ptr, ptr %4, align 8
  %679 = getelementptr inbounds %struct.ss, ptr %678, i32 0, i32 4
  %680 = load i32, ptr %679, align 4
  %681 = shl i32 %680, 1
  %682 = ashr i32 %681, 16
  %683 = icmp slt i32 %682, 32767
  br i1 %683, label %684, label %698

684:                                              ; preds = %677
  %685 = load ptr, ptr %4, align 8
  %686 = getelementptr inbounds %struct.ss, ptr %685, i32 0, i32 4
  %687 = load i32, ptr %686, align 4
  %688 = shl i32 %687, 1
  %689 = ashr i32 %688, 16
  %690 = add nsw i32 %689, 1
  %691 = load i32, ptr %686, align 4
  %692 = and i32 %690, 65535
  %693 = shl i32 %692, 15
  %694 = and i32 %691, -2147450881
  %695 = or i32 %694, %693
  store i32 %695, ptr %686, align 4
  %696 = shl i32 %692, 16
  %697 = ashr i32 %696, 16
  br label %704

698:                                              ; preds = %677
  %699 = load ptr, ptr %4, align 8
  %700 = getelementptr inbounds %struct.ss, ptr %699, i32 0, i32 4
  %701 = load i32, ptr %700, align 4
  %702 = and i32 %701, -2147450881
  %703 = or i32 %702, 1073741824
  store i32 %703, ptr %700, align 4
  br label %704

704:                                              ; preds = %698, %684
  %705 = load ptr, ptr %4, align 8
  %706 = getelementptr inbounds %struct.ss, ptr %705, i32 0, i32 5
  %707 = load i32, ptr %706, align 4
  %708 = shl i32 %707, 15
  %709 = ashr i32 %708, 15
  %710 = icmp slt i32 %709, 65535
  br i1 %710, label %711, label %724

711:                                              ; preds = %704
  %712 = load ptr, ptr %4, align 8
  %713 = getelementptr inbounds %struct.ss, ptr %712, i32 0, i32 5
  %714 = load i32, ptr %713, align 4
  %715 = shl i32 %714, 15
  %716 = ashr i32 %715, 15
  %717 = add nsw i32 %716, 1
  %718 = load i32, ptr %713, align 4
  %719 = and i32 %717, 131071
  %720 = and i32 %718, -131072
  %721 = or i32 %720, %719
  store i32 %721, ptr %713, align 4
  %722 = shl i32 %719, 15
  %723 = ashr i32 %722, 15
  br label %730

724:                                              ; preds = %704
  %725 = load ptr, ptr %4, align 8
  %726 = getelementptr inbounds %struct.ss, ptr %725, i32 0, i32 5
  %727 = load i32, ptr %726, align 4
  %728 = and i32 %727, -131072
  %729 = or i32 %728, 65536
  store i32 %729, ptr %726, align 4
  br label %730

730:                                              ; preds = %724, %711
  %731 = load ptr, ptr %4, align 8
  %732 = getelementptr inbounds %struct.ss, ptr %731, i32 0, i32 6
  %733 = load i32, ptr %732, align 4
  %734 = shl i32 %733, 14
  %735 = ashr i32 %734, 14
  %736 = icmp slt i32 %735, 131071
  br i1 %736, label %737, label %750

737:                                              ; preds = %730
  %738 = load ptr, ptr %4, align 8
  %739 = getelementptr inbounds %struct.ss, ptr %738, i32 0, i32 6
  %740 = load i32, ptr %739, align 4
  %741 = shl i32 %740, 14
  %742 = ashr i32 %741, 14
  %743 = add nsw i32 %742, 1
  %744 = load i32, ptr %739, align 4
  %745 = and i32 %743, 262143
  %746 = and i32 %744, -262144
  %747 = or i32 %746, %745
  store i32 %747, ptr %739, align 4
  %748 = shl i32 %745, 14
  %749 = ashr i32 %748, 14
  br label %756

750:                                              ; preds = %730
  %751 = load ptr, ptr %4, align 8
  %752 = getelementptr inbounds %struct.ss, ptr %751, i32 0, i32 6
  %753 = load i32, ptr %752, align 4
  %754 = and i32 %753, -262144
  %755 = or i32 %754, 131072
  store i32 %755, ptr %752, align 4
  br label %756

756:                                              ; preds = %750, %737
  %757 = load ptr, ptr %4, align 8
  %758 = getelementptr inbounds %struct.ss, ptr %757, i32 0, i32 7
  %759 = load i32, ptr %758, align 4
  %760 = shl i32 %759, 13
  %761 = ashr i32 %760, 13
  %762 = icmp slt i32 %761, 262143
  br i1 %762, label %763, label %776

763:                                              ; preds = %756
  %764 = load ptr, ptr %4, align 8
  %765 = getelementptr inbounds %struct.ss, ptr %764, i32 0, i32 7
  %766 = load i32, ptr %765, align 4
  %767 = shl i32 %766, 13
  %768 = ashr i32 %767, 13
  %769 = add nsw i32 %768, 1
  %770 = load i32, ptr %765, align 4
  %771 = and i32 %769, 524287
  %772 = and i32 %770, -524288
  %773 = or i32 %772, %771
  store i32 %773, ptr %765, align 4
  %774 = shl i32 %771, 13
  %775 = ashr i32 %774, 13
  br label %782

776:                                              ; preds = %756
  %777 = load ptr, ptr %4, align 8
  %778 = getelementptr inbounds %struct.ss, ptr %777, i32 0, i32 7
  %779 = load i32, ptr %778, align 4
  %780 = and i32 %779, -524288
  %781 = or i32 %780, 262144
  store i32 %781, ptr %778, align 4
  br label %782

782:                                              ; preds = %776, %763
  %783 = load ptr, ptr %4, align 8
  %784 = getelementptr inbounds %struct.ss, ptr %783, i32 0, i32 8
  %785 = load i32, ptr %784, align 4
  %786 = shl i32 %785, 12
  %787 = ashr i32 %786, 12
  %788 = icmp slt i32 %787, 524287
  br i1 %788, label %789, label %802

789:                                              ; preds = %782
  %790 = load ptr, ptr %4, align 8
  %791 = getelementptr inbounds %struct.ss, ptr %790, i32 0, i32 8
  %792 = load i32, ptr %791, align 4
  %793 = shl i32 %792, 12
  %794 = ashr i32 %793, 12
  %795 = add nsw i32 %794, 1
  %796 = load i32, ptr %791, align 4
  %797 = and i32 %795, 1048575
  %798 = and i32 %796, -1048576
  %799 = or i32 %798, %797
  store i32 %799, ptr %791, align 4
  %800 = shl i32 %797, 12
  %801 = ashr i32 %800, 12
  br label %808

802:                                              ; preds = %782
  %803 = load ptr, ptr %4, align 8
  %804 = getelementptr inbounds %struct.ss, ptr %803, i32 0, i32 8
  %805 = load i32, ptr %804, align 4
  %806 = and i32 %805, -1048576
  %807 = or i32 %806, 524288
  store i32 %807, ptr %804, align 4
  br label %808

808:                                              ; preds = %802, %789
  %809 = load ptr, ptr %4, align 8
  %810 = getelementptr inbounds %struct.ss, ptr %809, i32 0, i32 9
  %811 = load i32, ptr %810, align 4
  %812 = shl i32 %811, 11
  %813 = ashr i32 %812, 11
  %814 = icmp slt i32 %813, 1048575
  br i1 %814, label %815, label %828

815:                                              ; preds = %808
  %816 = load ptr, ptr %4, align 8
  %817 = getelementptr inbounds %struct.ss, ptr %816, i32 0, i32 9
  %818 = load i32, ptr %817, align 4
  %819 = shl i32 %818, 11
  %820 = ashr i32 %819, 11
  %821 = add nsw i32 %820, 1
  %822 = load i32, ptr %817, align 4
  %823 = and i32 %821, 2097151
  %824 = and i32 %822, -2097152
  %825 = or i32 %824, %823
  store i32 %825, ptr %817, align 4
  %826 = shl i32 %823, 11
  %827 = ashr i32 %826, 11
  br label %834

828:                                              ; preds = %808
  %829 = load ptr, ptr %4, align 8
  %830 = getelementptr inbounds %struct.ss, ptr %829, i32 0, i32 9
  %831 = load i32, ptr %830, align 4
  %832 = and i32 %831, -2097152
  %833 = or i32 %832, 1048576
  store i32 %833, ptr %830, align 4
  br label %834

834:                                              ; preds = %828, %815
  %835 = load ptr, ptr %4, align 8
  %836 = getelementptr inbounds %struct.ss, ptr %835, i32 0, i32 10
  %837 = load i32, ptr %836, align 4
  %838 = shl i32 %837, 10
  %839 = ashr i32 %838, 10
  %840 = icmp slt i32 %839, 2097151
  br i1 %840, label %841, label %854

841:                                              ; preds = %834
  %842 = load ptr, ptr %4, align 8
  %843 = getelementptr inbounds %struct.ss, ptr %842, i32 0, i32 10
  %844 = load i32, ptr %843, align 4
  %845 = shl i32 %844, 10
  %846 = ashr i32 %845, 10
  %847 = add nsw i32 %846, 1
  %848 = load i32, ptr %843, align 4
  %849 = and i32 %847, 4194303
  %850 = and i32 %848, -4194304
  %851 = or i32 %850, %849
  store i32 %851, ptr %843, align 4
  %852 = shl i32 %849, 10
  %853 = ashr i32 %852, 10
  br label %860

854:                                              ; preds = %834
  %855 = load ptr, ptr %4, align 8
  %856 = getelementptr inbounds %struct.ss, ptr %855, i32 0, i32 10
  %857 = load i32, ptr %856, align 4
  %858 = and i32 %857, -4194304
  %859 = or i32 %858, 2097152
  store i32 %859, ptr %856, align 4
  br label %860

860:                                              ; preds = %854, %841
  %861 = load ptr, ptr %4, align 8
  %862 = getelementptr inbounds %struct.ss, ptr %861, i32 0, i32 11
  %863 = load i32, ptr %862, align 4
  %864 = shl i32 %863, 9
  %865 = ashr i32 %864, 9
  %866 = icmp slt i32 %865, 4194303
  br i1 %866, label %867, label %880

867:                                              ; preds = %860
  %868 = load ptr, ptr %4, align 8
  %869 = getelementptr inbounds %struct.ss, ptr %868, i32 0, i32 11
  %870 = load i32, ptr %869, align 4
  %871 = shl i32 %870, 9
  %872 = ashr i32 %871, 9
  %873 = add nsw i32 %872, 1
  %874 = load i32, ptr %869, align 4
  %875 = and i32 %873, 8388607
  %876 = and i32 %874, -8388608
  %877 = or i32 %876, %875
  store i32 %877, ptr %869, align 4
  %878 = shl i32 %875, 9
  %879 = ashr i32 %878, 9
  br label %886

880:                                              ; preds = %860
  %881 = load ptr, ptr %4, align 8
  %882 = getelementptr inbounds %struct.ss, ptr %881, i32 0, i32 11
  %883 = load i32, ptr %882, align 4
  %884 = and i32 %883, -8388608
  %885 = or i32 %884, 4194304
  store i32 %885, ptr %882, align 4
  br label %886

886:                                              ; preds = %880, %867
  %887 = load ptr, ptr %4, align 8
  %888 = getelementptr inbounds %struct.ss, ptr %887, i32 0, i32 12
  %889 = load i32, ptr %888, align 4
  %890 = shl i32 %889, 8
  %891 = ashr i32 %890, 8
  %892 = icmp slt i32 %891, 8388607
  br i1 %892, label %893, label %906

893:                                              ; preds = %886
  %894 = load ptr, ptr %4, align 8
  %895 = getelementptr inbounds %struct.ss, ptr %894, i32 0, i32 12
  %896 = load i32, ptr %895, align 4
  %897 = shl i32 %896, 8
  %898 = ashr i32 %897, 8
  %899 = add nsw i32 %898, 1
  %900 = load i32, ptr %895, align 4
  %901 = and i32 %899, 16777215
  %902 = and i32 %900, -16777216
  %903 = or i32 %902, %901
  store i32 %903, ptr %895, align 4
  %904 = shl i32 %901, 8
  %905 = ashr i32 %904, 8
  br label %912

906:                                              ; preds = %886
  %907 = load ptr, ptr %4, align 8
  %908 = getelementptr inbounds %struct.ss, ptr %907, i32 0, i32 12
  %909 = load i32, ptr %908, align 4
  %910 = and i32 %909, -16777216
  %911 = or i32 %910, 8388608
  store i32 %911, ptr %908, align 4
  br label %912

912:                                              ; preds = %906, %893
  %913 = load ptr, ptr %4, align 8
  %914 = getelementptr inbounds %struct.ss, ptr %913, i32 0, i32 13
  %915 = load i32, ptr %914, align 4
  %916 = shl i32 %915, 7
  %917 = ashr i32 %916, 7
  %918 = icmp slt i32 %917, 16777215
  br i1 %918, label %919, label %932

919:                                              ; preds = %912
  %920 = load ptr, ptr %4, align 8
  %921 = getelementptr inbounds %struct.ss, ptr %920, i32 0, i32 13
  %922 = load i32, ptr %921, align 4
  %923 = shl i32 %922, 7
  %924 = ashr i32 %923, 7
  %925 = add nsw i32 %924, 1
  %926 = load i32, ptr %921, align 4
  %927 = and i32 %925, 33554431
  %928 = and i32 %926, -33554432
  %929 = or i32 %928, %927
  store i32 %929, ptr %921, align 4
  %930 = shl i32 %927, 7
  %931 = ashr i32 %930, 7
  br label %938

932:                                              ; preds = %912
  %933 = load ptr, ptr %4, align 8
  %934 = getelementptr inbounds %struct.ss, ptr %933, i32 0, i32 13
  %935 = load i32, ptr %934, align 4
  %936 = and i32 %935, -33554432
  %937 = or i32 %936, 16777216
  store i32 %937, ptr %934, align 4
  br label %938

938:                                              ; preds = %932, %919
  %939 = load ptr, ptr %4, align 8
  %940 = getelementptr inbounds %struct.ss, ptr %939, i32 0, i32 14
  %941 = load i32, ptr %940, align 4
  %942 = shl i32 %941, 6
  %943 = ashr i32 %942, 6
  %944 = icmp slt i32 %943, 33554431
  br i1 %944, label %945, label %958

945:                                              ; preds = %938
  %946 = load ptr, ptr %4, align 8
  %947 = getelementptr inbounds %struct.ss, ptr %946, i32 0, i32 14
  %948 = load i32, ptr %947, align 4
  %949 = shl i32 %948, 6
  %950 = ashr i32 %949, 6
  %951 = add nsw i32 %950, 1
  %952 = load i32, ptr %947, align 4
  %953 = and i32 %951, 67108863
  %954 = and i32 %952, -67108864
  %955 = or i32 %954, %953
  store i32 %955, ptr %947, align 4
  %956 = shl i32 %953, 6
  %957 = ashr i32 %956, 6
  br label %964

958:                                              ; preds = %938
  %959 = load ptr, ptr %4, align 8
  %960 = getelementptr inbounds %struct.ss, ptr %959, i32 0, i32 14
  %961 = load i32, ptr %960, align 4
  %962 = and i32 %961, -67108864
  %963 = or i32 %962, 33554432
  store i32 %963, ptr %960, align 4
  br label %964

964:                                              ; preds = %958, %945
  %965 = load ptr, ptr %4, align 8
  %966 = getelementptr inbounds %struct.ss, ptr %965, i32 0, i32 15
  %967 = load i32, ptr %966, align 4
  %968 = shl i32 %967, 5
  %969 = ashr i32 %968, 5
  %970 = icmp slt i32 %969, 67108863
  br i1 %970, label %971, label %984

971:                                              ; preds = %964
  %972 = load ptr, ptr %4, align 8
  %973 = getelementptr inbounds %struct.ss, ptr %972, i32 0, i32 15
  %974 = load i32, ptr %973, align 4
  %975 = shl i32 %974, 5
  %976 = ashr i32 %975, 5
  %977 = add nsw i32 %976, 1
  %978 = load i32, ptr %973, align 4
  %979 = and i32 %977, 134217727
  %980 = and i32 %978, -134217728
  %981 = or i32 %980, %979
  store i32 %981, ptr %973, align 4
  %982 = shl i32 %979, 5
  %983 = ashr i32 %982, 5
  br label %990

984:                                              ; preds = %964
  %985 = load ptr, ptr %4, align 8
  %986 = getelementptr inbounds %struct.ss, ptr %985, i32 0, i32 15
  %987 = load i32, ptr %986, align 4
  %988 = and i32 %987, -134217728
  %989 = or i32 %988, 67108864
  store i32 %989, ptr %986, align 4
  br label %990

990:                                              ; preds = %984, %971
  %991 = load ptr, ptr %4, align 8
  %992 = getelementptr inbounds %struct.ss, ptr %991, i32 0, i32 16
  %993 = load i32, ptr %992, align 4
  %994 = shl i32 %993, 4
  %995 = ashr i32 %994, 4
  %996 = icmp slt i32 %995, 134217727
  br i1 %996, label %997, label %1010

997:                                              ; preds = %990
  %998 = load ptr, ptr %4, align 8
  %999 = getelementptr inbounds %struct.ss, ptr %998, i32 0, i32 16
  %1000 = load i32, ptr %999, align 4
  %1001 = shl i32 %1000, 4
  %1002 = ashr i32 %1001, 4
  %1003 = add nsw i32 %1002, 1
  %1004 = load i32, ptr %999, align 4
  %1005 = and i32 %1003, 268435455
  %1006 = and i32 %1004, -268435456
  %1007 = or i32 %1006, %1005
  store i32 %1007, ptr %999, align 4
  %1008 = shl i32 %1005, 4
  %1009 = ashr i32 %1008, 4
  br label %1016

1010:                                             ; preds = %990
  %1011 = load ptr, ptr %4, align 8
  %1012 = getelementptr inbounds %struct.ss, ptr %1011, i32 0, i32 16
  %1013 = load i32, ptr %1012, align 4
  %1014 = and i32 %1013, -268435456
  %1015 = or i32 %1014, 134217728
  store i32 %1015, ptr %1012, align 4
  br label %1016

1016:                                             ; preds = %1010, %997
  %1017 = load ptr, ptr %4, align 8
  %1018 = getelementptr inbounds %struct.ss, ptr %1017, i32 0, i32 17
  %1019 = load i32, ptr %1018, align 4
  %1020 = shl i32 %1019, 3
  %1021 = ashr i32 %1020, 3
  %1022 = icmp slt i32 %1021, 268435455
  br i1 %1022, label %1023, label %1036

1023:                                             ; preds = %1016
  %1024 = load ptr, ptr %4, align 8
  %1025 = getelementptr inbounds %struct.ss, ptr %1024, i32 0, i32 17
  %1026 = load i32, ptr %1025, align 4
  %1027 = shl i32 %1026, 3
  %1028 = ashr i32 %1027, 3
  %1029 = add nsw i32 %1028, 1
  %1030 = load i32, ptr %1025, align 4
  %1031 = and i32 %1029, 536870911
  %1032 = and i32 %1030, -536870912
  %1033 = or i32 %1032, %1031
  store i32 %1033, ptr %1025, align 4
  %1034 = shl i32 %1031, 3
  %1035 = ashr i32 %1034, 3
  br label %1042

1036:                                             ; preds = %1016
  %1037 = load ptr, ptr %4, align 8
  %1038 = getelementptr inbounds %struct.ss, ptr %1037, i32 0, i32 17
  %1039 = load i32, ptr %1038, align 4
  %1040 = and i32 %1039, -536870912
  %1041 = or i32 %1040, 268435456
  store i32 %1041, ptr %1038, align 4
  br label %1042

1042:                                             ; preds = %1036, %1023
  %1043 = load ptr, ptr %4, align 8
  %1044 = getelementptr inbounds %struct.ss, ptr %1043, i32 0, i32 18
  %1045 = load i32, ptr %1044, align 4
  %1046 = shl i32 %1045, 2
  %1047 = ashr i32 %1046, 2
  %1048 = icmp slt i32 %1047, 536870911
  br i1 %1048, label %1049, label %1062

1049:                                             ; preds = %1042
  %1050 = load ptr, ptr %4, align 8
  %1051 = getelementptr inbounds %struct.ss, ptr %1050, i32 0, i32 18
  %1052 = load i32, ptr %1051, align 4
  %1053 = shl i32 %1052, 2
  %1054 = ashr i32 %1053, 2
  %1055 = add nsw i32 %1054, 1
  %1056 = load i32, ptr %1051, align 4
  %1057 = and i32 %1055, 1073741823
  %1058 = and i32 %1056, -1073741824
  %1059 = or i32 %1058, %1057
  store i32 %1059, ptr %1051, align 4
  %1060 = shl i32 %1057, 2
  %1061 = ashr i32 %1060, 2
  br label %1068

1062:                                             ; preds = %1042
  %1063 = load ptr, ptr %4, align 8
  %1064 = getelementptr inbounds %struct.ss, ptr %1063, i32 0, i32 18
  %1065 = load i32, ptr %1064, align 4
  %1066 = and i32 %1065, -1073741824
  %1067 = or i32 %1066, 536870912
  store i32 %1067, ptr %1064, align 4
  br label %1068

1068:                                             ; preds = %1062, %1049
  %1069 = load ptr, ptr %4, align 8
  %1070 = getelementptr inbounds %struct.ss, ptr %1069, i32 0, i32 19
  %1071 = load i32, ptr %1070, align 4
  %1072 = shl i32 %1071, 1
  %1073 = ashr i32 %1072, 1
  %1074 = icmp slt i32 %1073, 1073741823
  br i1 %1074, label %1075, label %1088

1075:                                             ; preds = %1068
  %1076 = load ptr, ptr %4, align 8
  %1077 = getelementptr inbounds %struct.ss, ptr %1076, i32 0, i32 19
  %1078 = load i32, ptr %1077, align 4
  %1079 = shl i32 %1078, 1
  %1080 = ashr i32 %1079, 1
  %1081 = add nsw i32 %1080, 1
  %1082 = load i32, ptr %1077, align 4
  %1083 = and i32 %1081, 2147483647
  %1084 = and i32 %1082, -2147483648
  %1085 = or i32 %1084, %1083
  store i32 %1085, ptr %1077, align 4
  %1086 = shl i32 %1083, 1
  %1087 = ashr i32 %1086, 1
  br label %1094

1088:                                             ; preds = %1068
  %1089 = load ptr, ptr %4, align 8
  %1090 = getelementptr inbounds %struct.ss, ptr %1089, i32 0, i32 19
  %1091 = load i32, ptr %1090, align 4
  %1092 = and i32 %1091, -2147483648
  %1093 = or i32 %1092, 1073741824
  store i32 %1093, ptr %1090, align 4
  br label %1094

1094:                                             ; preds = %1088, %1075
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
