; ModuleID = 'programs/bitfields_odd_widths.c'
source_filename = "programs/bitfields_odd_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bf1 = type { i64 }
%struct.bf2 = type { i64, i64, i64, i8, [6 x i8] }
%struct.bf3 = type <{ i8, i8, [2 x i8], i64 }>
%struct.bf4 = type { i16 }

@.str = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [45 x i8] c"k=%d a=%u b=%d c=%u d=%d e=%u f=%u sum=%lld \00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"total1=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"k=%lld x=%llu y=%lld z=%llu tag=%u w=%lld\0A\00", align 1
@__const.main.t = private unnamed_addr constant { i8, i8, [2 x i8], i8, i8, i8, i8, i8, i8, i8, i8 } { i8 113, i8 16, [2 x i8] undef, i8 -1, i8 -1, i8 -1, i8 63, i8 0, i8 1, i8 -1, i8 1 }, align 4
@.str.4 = private unnamed_addr constant [20 x i8] c"bf3 %c %d %d %d %u\0A\00", align 1
@__const.main.q = private unnamed_addr constant { i8, i8 } { i8 63, i8 -56 }, align 1
@.str.5 = private unnamed_addr constant [14 x i8] c"bf4 %u %u %u \00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"neg=%lld sh=%d cmp=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"d=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"c wrap=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.bf1, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca %struct.bf2, align 8
  %8 = alloca %struct.bf3, align 4
  %9 = alloca %struct.bf4, align 1
  %10 = alloca i32, align 4
  %11 = alloca %struct.bf1, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef 8, i64 noundef 32, i64 noundef 12, i64 noundef 2)
  store i64 0, ptr %2, align 8
  store i32 -5, ptr %3, align 4
  br label %15

15:                                               ; preds = %59, %0
  %16 = load i32, ptr %3, align 4
  %17 = icmp slt i32 %16, 300
  br i1 %17, label %18, label %62

18:                                               ; preds = %15
  %19 = load i32, ptr %3, align 4
  %20 = call i64 @mk1(i32 noundef %19)
  %21 = getelementptr inbounds %struct.bf1, ptr %4, i32 0, i32 0
  store i64 %20, ptr %21, align 4
  %22 = getelementptr inbounds %struct.bf1, ptr %4, i32 0, i32 0
  %23 = load i64, ptr %22, align 4
  %24 = call i64 @sum1(i64 %23)
  store i64 %24, ptr %5, align 8
  %25 = load i64, ptr %5, align 8
  %26 = load i64, ptr %2, align 8
  %27 = add nsw i64 %26, %25
  store i64 %27, ptr %2, align 8
  %28 = load i32, ptr %3, align 4
  %29 = srem i32 %28, 5
  %30 = icmp eq i32 %29, 0
  br i1 %30, label %31, label %58

31:                                               ; preds = %18
  %32 = load i32, ptr %3, align 4
  %33 = load i64, ptr %4, align 4
  %34 = and i64 %33, 7
  %35 = trunc i64 %34 to i32
  %36 = load i64, ptr %4, align 4
  %37 = shl i64 %36, 58
  %38 = ashr i64 %37, 61
  %39 = trunc i64 %38 to i32
  %40 = load i64, ptr %4, align 4
  %41 = lshr i64 %40, 6
  %42 = and i64 %41, 131071
  %43 = trunc i64 %42 to i32
  %44 = load i64, ptr %4, align 4
  %45 = shl i64 %44, 15
  %46 = ashr i64 %45, 47
  %47 = trunc i64 %46 to i32
  %48 = load i64, ptr %4, align 4
  %49 = lshr i64 %48, 49
  %50 = and i64 %49, 1
  %51 = trunc i64 %50 to i32
  %52 = load i64, ptr %4, align 4
  %53 = lshr i64 %52, 50
  %54 = and i64 %53, 127
  %55 = trunc i64 %54 to i32
  %56 = load i64, ptr %5, align 8
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %35, i32 noundef %39, i32 noundef %43, i32 noundef %47, i32 noundef %51, i32 noundef %55, i64 noundef %56)
  call void @dump(ptr noundef %4, i64 noundef 8)
  br label %58

58:                                               ; preds = %31, %18
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 7
  store i32 %61, ptr %3, align 4
  br label %15, !llvm.loop !6

62:                                               ; preds = %15
  %63 = load i64, ptr %2, align 8
  %64 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %63)
  store i64 -3, ptr %6, align 8
  br label %65

65:                                               ; preds = %89, %62
  %66 = load i64, ptr %6, align 8
  %67 = icmp slt i64 %66, 4000000000
  br i1 %67, label %68, label %93

68:                                               ; preds = %65
  %69 = load i64, ptr %6, align 8
  call void @mk2(ptr dead_on_unwind writable sret(%struct.bf2) align 8 %7, i64 noundef %69)
  %70 = load i64, ptr %6, align 8
  %71 = load i64, ptr %7, align 8
  %72 = and i64 %71, 8589934591
  %73 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 1
  %74 = load i64, ptr %73, align 8
  %75 = shl i64 %74, 31
  %76 = ashr i64 %75, 31
  %77 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 2
  %78 = load i64, ptr %77, align 8
  %79 = and i64 %78, 9223372036854775807
  %80 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 3
  %81 = load i8, ptr %80, align 8
  %82 = zext i8 %81 to i32
  %83 = getelementptr inbounds %struct.bf2, ptr %7, i32 0, i32 4
  %84 = load i48, ptr %83, align 1
  %85 = shl i48 %84, 1
  %86 = ashr i48 %85, 1
  %87 = sext i48 %86 to i64
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %70, i64 noundef %72, i64 noundef %76, i64 noundef %79, i32 noundef %82, i64 noundef %87)
  br label %89

89:                                               ; preds = %68
  %90 = load i64, ptr %6, align 8
  %91 = mul nsw i64 %90, 3
  %92 = add nsw i64 %91, 11
  store i64 %92, ptr %6, align 8
  br label %65, !llvm.loop !8

93:                                               ; preds = %65
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 4 @__const.main.t, i64 12, i1 false)
  %94 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 0
  %95 = load i8, ptr %94, align 4
  %96 = zext i8 %95 to i32
  %97 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %98 = load i8, ptr %97, align 1
  %99 = shl i8 %98, 3
  %100 = ashr i8 %99, 3
  %101 = sext i8 %100 to i32
  %102 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %103 = load i64, ptr %102, align 4
  %104 = shl i64 %103, 33
  %105 = ashr i64 %104, 33
  %106 = trunc i64 %105 to i32
  %107 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %108 = load i64, ptr %107, align 4
  %109 = shl i64 %108, 23
  %110 = ashr i64 %109, 55
  %111 = trunc i64 %110 to i16
  %112 = sext i16 %111 to i32
  %113 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %114 = load i64, ptr %113, align 4
  %115 = lshr i64 %114, 48
  %116 = and i64 %115, 511
  %117 = trunc i64 %116 to i16
  %118 = zext i16 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %96, i32 noundef %101, i32 noundef %106, i32 noundef %112, i32 noundef %118)
  %120 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %121 = load i8, ptr %120, align 1
  %122 = shl i8 %121, 3
  %123 = ashr i8 %122, 3
  %124 = sext i8 %123 to i32
  %125 = add nsw i32 %124, 31
  %126 = trunc i32 %125 to i8
  %127 = load i8, ptr %120, align 1
  %128 = and i8 %126, 31
  %129 = and i8 %127, -32
  %130 = or i8 %129, %128
  store i8 %130, ptr %120, align 1
  %131 = shl i8 %128, 3
  %132 = ashr i8 %131, 3
  %133 = sext i8 %132 to i32
  %134 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %135 = load i64, ptr %134, align 4
  %136 = shl i64 %135, 33
  %137 = ashr i64 %136, 33
  %138 = trunc i64 %137 to i32
  %139 = sub nsw i32 0, %138
  %140 = sub nsw i32 %139, 1
  %141 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %142 = zext i32 %140 to i64
  %143 = load i64, ptr %141, align 4
  %144 = and i64 %142, 2147483647
  %145 = and i64 %143, -2147483648
  %146 = or i64 %145, %144
  store i64 %146, ptr %141, align 4
  %147 = shl i64 %144, 33
  %148 = ashr i64 %147, 33
  %149 = trunc i64 %148 to i32
  %150 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %151 = load i64, ptr %150, align 4
  %152 = shl i64 %151, 23
  %153 = ashr i64 %152, 55
  %154 = trunc i64 %153 to i16
  %155 = sext i16 %154 to i32
  %156 = mul nsw i32 %155, 1
  %157 = trunc i32 %156 to i16
  %158 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %159 = zext i16 %157 to i64
  %160 = load i64, ptr %158, align 4
  %161 = and i64 %159, 511
  %162 = shl i64 %161, 32
  %163 = and i64 %160, -2194728288257
  %164 = or i64 %163, %162
  store i64 %164, ptr %158, align 4
  %165 = shl i64 %161, 55
  %166 = ashr i64 %165, 55
  %167 = trunc i64 %166 to i16
  %168 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %169 = load i64, ptr %168, align 4
  %170 = lshr i64 %169, 48
  %171 = and i64 %170, 511
  %172 = trunc i64 %171 to i16
  %173 = zext i16 %172 to i32
  %174 = add nsw i32 %173, 2
  %175 = trunc i32 %174 to i16
  %176 = zext i16 %175 to i64
  %177 = load i64, ptr %168, align 4
  %178 = and i64 %176, 511
  %179 = shl i64 %178, 48
  %180 = and i64 %177, -143833713099145217
  %181 = or i64 %180, %179
  store i64 %181, ptr %168, align 4
  %182 = trunc i64 %178 to i16
  %183 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 0
  %184 = load i8, ptr %183, align 4
  %185 = zext i8 %184 to i32
  %186 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 1
  %187 = load i8, ptr %186, align 1
  %188 = shl i8 %187, 3
  %189 = ashr i8 %188, 3
  %190 = sext i8 %189 to i32
  %191 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %192 = load i64, ptr %191, align 4
  %193 = shl i64 %192, 33
  %194 = ashr i64 %193, 33
  %195 = trunc i64 %194 to i32
  %196 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %197 = load i64, ptr %196, align 4
  %198 = shl i64 %197, 23
  %199 = ashr i64 %198, 55
  %200 = trunc i64 %199 to i16
  %201 = sext i16 %200 to i32
  %202 = getelementptr inbounds %struct.bf3, ptr %8, i32 0, i32 3
  %203 = load i64, ptr %202, align 4
  %204 = lshr i64 %203, 48
  %205 = and i64 %204, 511
  %206 = trunc i64 %205 to i16
  %207 = zext i16 %206 to i32
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %185, i32 noundef %190, i32 noundef %195, i32 noundef %201, i32 noundef %207)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.q, i64 2, i1 false)
  store i32 0, ptr %10, align 4
  br label %209

209:                                              ; preds = %250, %93
  %210 = load i32, ptr %10, align 4
  %211 = icmp slt i32 %210, 20
  br i1 %211, label %212, label %253

212:                                              ; preds = %209
  %213 = load i16, ptr %9, align 1
  %214 = and i16 %213, 15
  %215 = trunc i16 %214 to i8
  %216 = add i8 %215, 1
  %217 = zext i8 %216 to i16
  %218 = load i16, ptr %9, align 1
  %219 = and i16 %217, 15
  %220 = and i16 %218, -16
  %221 = or i16 %220, %219
  store i16 %221, ptr %9, align 1
  %222 = trunc i16 %219 to i8
  %223 = load i16, ptr %9, align 1
  %224 = lshr i16 %223, 4
  %225 = and i16 %224, 15
  %226 = trunc i16 %225 to i8
  %227 = zext i8 %226 to i32
  %228 = add nsw i32 %227, 5
  %229 = trunc i32 %228 to i8
  %230 = zext i8 %229 to i16
  %231 = load i16, ptr %9, align 1
  %232 = and i16 %230, 15
  %233 = shl i16 %232, 4
  %234 = and i16 %231, -241
  %235 = or i16 %234, %233
  store i16 %235, ptr %9, align 1
  %236 = trunc i16 %232 to i8
  %237 = load i16, ptr %9, align 1
  %238 = lshr i16 %237, 8
  %239 = trunc i16 %238 to i8
  %240 = zext i8 %239 to i32
  %241 = add nsw i32 %240, 17
  %242 = trunc i32 %241 to i8
  %243 = zext i8 %242 to i16
  %244 = load i16, ptr %9, align 1
  %245 = and i16 %243, 255
  %246 = shl i16 %245, 8
  %247 = and i16 %244, 255
  %248 = or i16 %247, %246
  store i16 %248, ptr %9, align 1
  %249 = trunc i16 %245 to i8
  br label %250

250:                                              ; preds = %212
  %251 = load i32, ptr %10, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %10, align 4
  br label %209, !llvm.loop !9

253:                                              ; preds = %209
  %254 = load i16, ptr %9, align 1
  %255 = and i16 %254, 15
  %256 = trunc i16 %255 to i8
  %257 = zext i8 %256 to i32
  %258 = load i16, ptr %9, align 1
  %259 = lshr i16 %258, 4
  %260 = and i16 %259, 15
  %261 = trunc i16 %260 to i8
  %262 = zext i8 %261 to i32
  %263 = load i16, ptr %9, align 1
  %264 = lshr i16 %263, 8
  %265 = trunc i16 %264 to i8
  %266 = zext i8 %265 to i32
  %267 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %257, i32 noundef %262, i32 noundef %266)
  call void @dump(ptr noundef %9, i64 noundef 2)
  %268 = call i64 @mk1(i32 noundef 3)
  %269 = getelementptr inbounds %struct.bf1, ptr %11, i32 0, i32 0
  store i64 %268, ptr %269, align 4
  %270 = load i64, ptr %11, align 4
  %271 = and i64 %270, -57
  %272 = or i64 %271, 32
  store i64 %272, ptr %11, align 4
  %273 = load i64, ptr %11, align 4
  %274 = shl i64 %273, 58
  %275 = ashr i64 %274, 61
  %276 = trunc i64 %275 to i32
  %277 = sext i32 %276 to i64
  store i64 %277, ptr %12, align 8
  %278 = load i64, ptr %11, align 4
  %279 = shl i64 %278, 58
  %280 = ashr i64 %279, 61
  %281 = trunc i64 %280 to i32
  %282 = ashr i32 %281, 1
  store i32 %282, ptr %13, align 4
  %283 = load i64, ptr %12, align 8
  %284 = load i32, ptr %13, align 4
  %285 = load i64, ptr %11, align 4
  %286 = shl i64 %285, 58
  %287 = ashr i64 %286, 61
  %288 = trunc i64 %287 to i32
  %289 = icmp slt i32 %288, 0
  %290 = zext i1 %289 to i32
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %283, i32 noundef %284, i32 noundef %290)
  %292 = load i64, ptr %11, align 4
  %293 = and i64 %292, -562945658454017
  %294 = or i64 %293, 281470681743360
  store i64 %294, ptr %11, align 4
  %295 = load i64, ptr %11, align 4
  %296 = shl i64 %295, 15
  %297 = ashr i64 %296, 47
  %298 = trunc i64 %297 to i32
  %299 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %298)
  %300 = load i64, ptr %11, align 4
  %301 = and i64 %300, -8388545
  %302 = or i64 %301, 8388544
  store i64 %302, ptr %11, align 4
  %303 = load i64, ptr %11, align 4
  %304 = lshr i64 %303, 6
  %305 = and i64 %304, 131071
  %306 = trunc i64 %305 to i32
  %307 = add i32 %306, 1
  %308 = zext i32 %307 to i64
  %309 = load i64, ptr %11, align 4
  %310 = and i64 %308, 131071
  %311 = shl i64 %310, 6
  %312 = and i64 %309, -8388545
  %313 = or i64 %312, %311
  store i64 %313, ptr %11, align 4
  %314 = trunc i64 %310 to i32
  %315 = load i64, ptr %11, align 4
  %316 = lshr i64 %315, 6
  %317 = and i64 %316, 131071
  %318 = trunc i64 %317 to i32
  %319 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %318)
  %320 = load i64, ptr %2, align 8
  %321 = and i64 %320, 63
  %322 = trunc i64 %321 to i32
  ret i32 %322
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mk1(i32 noundef %0) #0 {
  %2 = alloca %struct.bf1, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 8, i1 false)
  %4 = load i32, ptr %3, align 4
  %5 = zext i32 %4 to i64
  %6 = load i64, ptr %2, align 4
  %7 = and i64 %5, 7
  %8 = and i64 %6, -8
  %9 = or i64 %8, %7
  store i64 %9, ptr %2, align 4
  %10 = trunc i64 %7 to i32
  %11 = load i32, ptr %3, align 4
  %12 = srem i32 %11, 4
  %13 = sub nsw i32 %12, 2
  %14 = zext i32 %13 to i64
  %15 = load i64, ptr %2, align 4
  %16 = and i64 %14, 7
  %17 = shl i64 %16, 3
  %18 = and i64 %15, -57
  %19 = or i64 %18, %17
  store i64 %19, ptr %2, align 4
  %20 = shl i64 %16, 61
  %21 = ashr i64 %20, 61
  %22 = trunc i64 %21 to i32
  %23 = load i32, ptr %3, align 4
  %24 = mul i32 %23, 4099
  %25 = zext i32 %24 to i64
  %26 = load i64, ptr %2, align 4
  %27 = and i64 %25, 131071
  %28 = shl i64 %27, 6
  %29 = and i64 %26, -8388545
  %30 = or i64 %29, %28
  store i64 %30, ptr %2, align 4
  %31 = trunc i64 %27 to i32
  %32 = load i32, ptr %3, align 4
  %33 = sub nsw i32 0, %32
  %34 = mul nsw i32 %33, 1021
  %35 = zext i32 %34 to i64
  %36 = load i64, ptr %2, align 4
  %37 = and i64 %35, 131071
  %38 = shl i64 %37, 32
  %39 = and i64 %36, -562945658454017
  %40 = or i64 %39, %38
  store i64 %40, ptr %2, align 4
  %41 = shl i64 %37, 47
  %42 = ashr i64 %41, 47
  %43 = trunc i64 %42 to i32
  %44 = load i32, ptr %3, align 4
  %45 = zext i32 %44 to i64
  %46 = load i64, ptr %2, align 4
  %47 = and i64 %45, 1
  %48 = shl i64 %47, 49
  %49 = and i64 %46, -562949953421313
  %50 = or i64 %49, %48
  store i64 %50, ptr %2, align 4
  %51 = trunc i64 %47 to i32
  %52 = load i32, ptr %3, align 4
  %53 = mul i32 %52, 3
  %54 = zext i32 %53 to i64
  %55 = load i64, ptr %2, align 4
  %56 = and i64 %54, 127
  %57 = shl i64 %56, 50
  %58 = and i64 %55, -142989288169013249
  %59 = or i64 %58, %57
  store i64 %59, ptr %2, align 4
  %60 = trunc i64 %56 to i32
  %61 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 0
  %62 = load i64, ptr %61, align 4
  ret i64 %62
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum1(i64 %0) #0 {
  %2 = alloca %struct.bf1, align 4
  %3 = getelementptr inbounds %struct.bf1, ptr %2, i32 0, i32 0
  store i64 %0, ptr %3, align 4
  %4 = load i64, ptr %2, align 4
  %5 = and i64 %4, 7
  %6 = trunc i64 %5 to i32
  %7 = load i64, ptr %2, align 4
  %8 = shl i64 %7, 58
  %9 = ashr i64 %8, 61
  %10 = trunc i64 %9 to i32
  %11 = add nsw i32 %6, %10
  %12 = sext i32 %11 to i64
  %13 = load i64, ptr %2, align 4
  %14 = lshr i64 %13, 6
  %15 = and i64 %14, 131071
  %16 = trunc i64 %15 to i32
  %17 = zext i32 %16 to i64
  %18 = add nsw i64 %12, %17
  %19 = load i64, ptr %2, align 4
  %20 = shl i64 %19, 15
  %21 = ashr i64 %20, 47
  %22 = trunc i64 %21 to i32
  %23 = sext i32 %22 to i64
  %24 = add nsw i64 %18, %23
  %25 = load i64, ptr %2, align 4
  %26 = lshr i64 %25, 49
  %27 = and i64 %26, 1
  %28 = trunc i64 %27 to i32
  %29 = zext i32 %28 to i64
  %30 = add nsw i64 %24, %29
  %31 = load i64, ptr %2, align 4
  %32 = lshr i64 %31, 50
  %33 = and i64 %32, 127
  %34 = trunc i64 %33 to i32
  %35 = zext i32 %34 to i64
  %36 = add nsw i64 %30, %35
  ret i64 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dump(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  store i64 0, ptr %6, align 8
  br label %8

8:                                                ; preds = %19, %2
  %9 = load i64, ptr %6, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ult i64 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8
  %14 = load i64, ptr %6, align 8
  %15 = getelementptr inbounds i8, ptr %13, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %17)
  br label %19

19:                                               ; preds = %12
  %20 = load i64, ptr %6, align 8
  %21 = add i64 %20, 1
  store i64 %21, ptr %6, align 8
  br label %8, !llvm.loop !10

22:                                               ; preds = %8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk2(ptr dead_on_unwind noalias writable sret(%struct.bf2) align 8 %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  store i64 %1, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 32, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = mul i64 %4, 74565
  %6 = load i64, ptr %0, align 8
  %7 = and i64 %5, 8589934591
  %8 = and i64 %6, -8589934592
  %9 = or i64 %8, %7
  store i64 %9, ptr %0, align 8
  %10 = load i64, ptr %3, align 8
  %11 = sub nsw i64 0, %10
  %12 = mul nsw i64 %11, 1000003
  %13 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = and i64 %12, 8589934591
  %16 = and i64 %14, -8589934592
  %17 = or i64 %16, %15
  store i64 %17, ptr %13, align 8
  %18 = shl i64 %15, 31
  %19 = ashr i64 %18, 31
  %20 = load i64, ptr %3, align 8
  %21 = shl i64 %20, 40
  %22 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = and i64 %21, 9223372036854775807
  %25 = and i64 %23, -9223372036854775808
  %26 = or i64 %25, %24
  store i64 %26, ptr %22, align 8
  %27 = load i64, ptr %3, align 8
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 3
  store i8 %28, ptr %29, align 8
  %30 = load i64, ptr %3, align 8
  %31 = sub nsw i64 0, %30
  %32 = mul nsw i64 %31, 77777777
  %33 = getelementptr inbounds %struct.bf2, ptr %0, i32 0, i32 4
  %34 = trunc i64 %32 to i48
  %35 = load i48, ptr %33, align 1
  %36 = and i48 %34, 140737488355327
  %37 = and i48 %35, -140737488355328
  %38 = or i48 %37, %36
  store i48 %38, ptr %33, align 1
  %39 = shl i48 %36, 1
  %40 = ashr i48 %39, 1
  %41 = sext i48 %40 to i64
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
