; ModuleID = 'programs/int_edges_u64.c'
source_filename = "programs/int_edges_u64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 0, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 9223372036854775807, i64 -2, i64 -1, i64 6510615555426900570, i64 -6510615555426900571], align 8
@.str = private unnamed_addr constant [39 x i8] c"type unsigned long: size=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"not\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c" wid=%lld uwid=%llu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"dec\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c" lnot=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"  s=%d\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c" b=%lld\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"%\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c" DIVID-BAD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"&\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"|\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"^\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c" cmp=%d%d%d%d%d%d\00", align 1
@__const.main.wides = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 255, i64 256, i64 -129, i64 65535, i64 65536, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483649, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895], align 8
@.str.24 = private unnamed_addr constant [15 x i8] c"narrow %lld ->\00", align 1
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.27 = private unnamed_addr constant [14 x i8] c"hash=%016llx\0A\00", align 1
@hash = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%llu\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [14 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.vals, i64 112, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 0)
  br label %3

3:                                                ; preds = %0, %305
  %4 = phi i64 [ 0, %0 ], [ %306, %305 ]
  %5 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %4
  %6 = load volatile i64, ptr %5, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6)
  %9 = tail call fastcc i64 @f_not(i64 noundef %6)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %9)
  %11 = load i64, ptr @hash, align 8, !tbaa !6
  %12 = and i64 %9, 255
  %13 = xor i64 %11, %12
  %14 = mul i64 %13, 1099511628211
  %15 = lshr i64 %9, 8
  %16 = and i64 %15, 255
  %17 = xor i64 %14, %16
  %18 = mul i64 %17, 1099511628211
  %19 = lshr i64 %9, 16
  %20 = and i64 %19, 255
  %21 = xor i64 %18, %20
  %22 = mul i64 %21, 1099511628211
  %23 = lshr i64 %9, 24
  %24 = and i64 %23, 255
  %25 = xor i64 %22, %24
  %26 = mul i64 %25, 1099511628211
  %27 = lshr i64 %9, 32
  %28 = and i64 %27, 255
  %29 = xor i64 %26, %28
  %30 = mul i64 %29, 1099511628211
  %31 = lshr i64 %9, 40
  %32 = and i64 %31, 255
  %33 = xor i64 %30, %32
  %34 = mul i64 %33, 1099511628211
  %35 = lshr i64 %9, 48
  %36 = and i64 %35, 255
  %37 = xor i64 %34, %36
  %38 = mul i64 %37, 1099511628211
  %39 = lshr i64 %9, 56
  %40 = xor i64 %38, %39
  %41 = mul i64 %40, 1099511628211
  store i64 %41, ptr @hash, align 8, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %6, i64 noundef %6)
  %43 = load i64, ptr @hash, align 8, !tbaa !6
  %44 = and i64 %6, 255
  %45 = xor i64 %43, %44
  %46 = mul i64 %45, 1099511628211
  %47 = lshr i64 %6, 8
  %48 = and i64 %47, 255
  %49 = xor i64 %46, %48
  %50 = mul i64 %49, 1099511628211
  %51 = lshr i64 %6, 16
  %52 = and i64 %51, 255
  %53 = xor i64 %50, %52
  %54 = mul i64 %53, 1099511628211
  %55 = lshr i64 %6, 24
  %56 = and i64 %55, 255
  %57 = xor i64 %54, %56
  %58 = mul i64 %57, 1099511628211
  %59 = lshr i64 %6, 32
  %60 = and i64 %59, 255
  %61 = xor i64 %58, %60
  %62 = mul i64 %61, 1099511628211
  %63 = lshr i64 %6, 40
  %64 = and i64 %63, 255
  %65 = xor i64 %62, %64
  %66 = mul i64 %65, 1099511628211
  %67 = lshr i64 %6, 48
  %68 = and i64 %67, 255
  %69 = xor i64 %66, %68
  %70 = mul i64 %69, 1099511628211
  %71 = lshr i64 %6, 56
  %72 = xor i64 %70, %71
  %73 = mul i64 %72, 1099511628211
  %74 = xor i64 %73, %44
  %75 = mul i64 %74, 1099511628211
  %76 = xor i64 %75, %48
  %77 = mul i64 %76, 1099511628211
  %78 = xor i64 %77, %52
  %79 = mul i64 %78, 1099511628211
  %80 = xor i64 %79, %56
  %81 = mul i64 %80, 1099511628211
  %82 = xor i64 %81, %60
  %83 = mul i64 %82, 1099511628211
  %84 = xor i64 %83, %64
  %85 = mul i64 %84, 1099511628211
  %86 = xor i64 %85, %68
  %87 = mul i64 %86, 1099511628211
  %88 = xor i64 %87, %71
  %89 = mul i64 %88, 1099511628211
  store i64 %89, ptr @hash, align 8, !tbaa !6
  %90 = sub i64 0, %6
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %90)
  %92 = load i64, ptr @hash, align 8, !tbaa !6
  %93 = and i64 %90, 255
  %94 = xor i64 %92, %93
  %95 = mul i64 %94, 1099511628211
  %96 = lshr i64 %90, 8
  %97 = and i64 %96, 255
  %98 = xor i64 %95, %97
  %99 = mul i64 %98, 1099511628211
  %100 = lshr i64 %90, 16
  %101 = and i64 %100, 255
  %102 = xor i64 %99, %101
  %103 = mul i64 %102, 1099511628211
  %104 = lshr i64 %90, 24
  %105 = and i64 %104, 255
  %106 = xor i64 %103, %105
  %107 = mul i64 %106, 1099511628211
  %108 = lshr i64 %90, 32
  %109 = and i64 %108, 255
  %110 = xor i64 %107, %109
  %111 = mul i64 %110, 1099511628211
  %112 = lshr i64 %90, 40
  %113 = and i64 %112, 255
  %114 = xor i64 %111, %113
  %115 = mul i64 %114, 1099511628211
  %116 = lshr i64 %90, 48
  %117 = and i64 %116, 255
  %118 = xor i64 %115, %117
  %119 = mul i64 %118, 1099511628211
  %120 = lshr i64 %90, 56
  %121 = xor i64 %119, %120
  %122 = mul i64 %121, 1099511628211
  store i64 %122, ptr @hash, align 8, !tbaa !6
  %123 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef 1)
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %123)
  %125 = load i64, ptr @hash, align 8, !tbaa !6
  %126 = and i64 %123, 255
  %127 = xor i64 %125, %126
  %128 = mul i64 %127, 1099511628211
  %129 = lshr i64 %123, 8
  %130 = and i64 %129, 255
  %131 = xor i64 %128, %130
  %132 = mul i64 %131, 1099511628211
  %133 = lshr i64 %123, 16
  %134 = and i64 %133, 255
  %135 = xor i64 %132, %134
  %136 = mul i64 %135, 1099511628211
  %137 = lshr i64 %123, 24
  %138 = and i64 %137, 255
  %139 = xor i64 %136, %138
  %140 = mul i64 %139, 1099511628211
  %141 = lshr i64 %123, 32
  %142 = and i64 %141, 255
  %143 = xor i64 %140, %142
  %144 = mul i64 %143, 1099511628211
  %145 = lshr i64 %123, 40
  %146 = and i64 %145, 255
  %147 = xor i64 %144, %146
  %148 = mul i64 %147, 1099511628211
  %149 = lshr i64 %123, 48
  %150 = and i64 %149, 255
  %151 = xor i64 %148, %150
  %152 = mul i64 %151, 1099511628211
  %153 = lshr i64 %123, 56
  %154 = xor i64 %152, %153
  %155 = mul i64 %154, 1099511628211
  store i64 %155, ptr @hash, align 8, !tbaa !6
  %156 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef 1)
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %156)
  %158 = load i64, ptr @hash, align 8, !tbaa !6
  %159 = and i64 %156, 255
  %160 = xor i64 %158, %159
  %161 = mul i64 %160, 1099511628211
  %162 = lshr i64 %156, 8
  %163 = and i64 %162, 255
  %164 = xor i64 %161, %163
  %165 = mul i64 %164, 1099511628211
  %166 = lshr i64 %156, 16
  %167 = and i64 %166, 255
  %168 = xor i64 %165, %167
  %169 = mul i64 %168, 1099511628211
  %170 = lshr i64 %156, 24
  %171 = and i64 %170, 255
  %172 = xor i64 %169, %171
  %173 = mul i64 %172, 1099511628211
  %174 = lshr i64 %156, 32
  %175 = and i64 %174, 255
  %176 = xor i64 %173, %175
  %177 = mul i64 %176, 1099511628211
  %178 = lshr i64 %156, 40
  %179 = and i64 %178, 255
  %180 = xor i64 %177, %179
  %181 = mul i64 %180, 1099511628211
  %182 = lshr i64 %156, 48
  %183 = and i64 %182, 255
  %184 = xor i64 %181, %183
  %185 = mul i64 %184, 1099511628211
  %186 = lshr i64 %156, 56
  %187 = xor i64 %185, %186
  %188 = mul i64 %187, 1099511628211
  store i64 %188, ptr @hash, align 8, !tbaa !6
  %189 = icmp eq i64 %6, 0
  %190 = zext i1 %189 to i32
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %190)
  %192 = load i64, ptr @hash, align 8, !tbaa !6
  br label %193

193:                                              ; preds = %3, %298
  %194 = phi i64 [ %192, %3 ], [ %299, %298 ]
  %195 = phi i32 [ 0, %3 ], [ %303, %298 ]
  %196 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %195)
  %197 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %195)
  %198 = and i64 %196, 255
  %199 = xor i64 %194, %198
  %200 = mul i64 %199, 1099511628211
  %201 = lshr i64 %196, 8
  %202 = and i64 %201, 255
  %203 = xor i64 %200, %202
  %204 = mul i64 %203, 1099511628211
  %205 = lshr i64 %196, 16
  %206 = and i64 %205, 255
  %207 = xor i64 %204, %206
  %208 = mul i64 %207, 1099511628211
  %209 = lshr i64 %196, 24
  %210 = and i64 %209, 255
  %211 = xor i64 %208, %210
  %212 = mul i64 %211, 1099511628211
  %213 = lshr i64 %196, 32
  %214 = and i64 %213, 255
  %215 = xor i64 %212, %214
  %216 = mul i64 %215, 1099511628211
  %217 = lshr i64 %196, 40
  %218 = and i64 %217, 255
  %219 = xor i64 %216, %218
  %220 = mul i64 %219, 1099511628211
  %221 = lshr i64 %196, 48
  %222 = and i64 %221, 255
  %223 = xor i64 %220, %222
  %224 = mul i64 %223, 1099511628211
  %225 = lshr i64 %196, 56
  %226 = xor i64 %224, %225
  %227 = mul i64 %226, 1099511628211
  %228 = and i64 %197, 255
  %229 = xor i64 %227, %228
  %230 = mul i64 %229, 1099511628211
  %231 = lshr i64 %197, 8
  %232 = and i64 %231, 255
  %233 = xor i64 %230, %232
  %234 = mul i64 %233, 1099511628211
  %235 = lshr i64 %197, 16
  %236 = and i64 %235, 255
  %237 = xor i64 %234, %236
  %238 = mul i64 %237, 1099511628211
  %239 = lshr i64 %197, 24
  %240 = and i64 %239, 255
  %241 = xor i64 %238, %240
  %242 = mul i64 %241, 1099511628211
  %243 = lshr i64 %197, 32
  %244 = and i64 %243, 255
  %245 = xor i64 %242, %244
  %246 = mul i64 %245, 1099511628211
  %247 = lshr i64 %197, 40
  %248 = and i64 %247, 255
  %249 = xor i64 %246, %248
  %250 = mul i64 %249, 1099511628211
  %251 = lshr i64 %197, 48
  %252 = and i64 %251, 255
  %253 = xor i64 %250, %252
  %254 = mul i64 %253, 1099511628211
  %255 = lshr i64 %197, 56
  %256 = xor i64 %254, %255
  %257 = mul i64 %256, 1099511628211
  store i64 %257, ptr @hash, align 8, !tbaa !6
  switch i32 %195, label %298 [
    i32 63, label %258
    i32 1, label %258
  ]

258:                                              ; preds = %193, %193
  %259 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %195)
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %196)
  %261 = load i64, ptr @hash, align 8, !tbaa !6
  %262 = xor i64 %261, %198
  %263 = mul i64 %262, 1099511628211
  %264 = xor i64 %263, %202
  %265 = mul i64 %264, 1099511628211
  %266 = xor i64 %265, %206
  %267 = mul i64 %266, 1099511628211
  %268 = xor i64 %267, %210
  %269 = mul i64 %268, 1099511628211
  %270 = xor i64 %269, %214
  %271 = mul i64 %270, 1099511628211
  %272 = xor i64 %271, %218
  %273 = mul i64 %272, 1099511628211
  %274 = xor i64 %273, %222
  %275 = mul i64 %274, 1099511628211
  %276 = xor i64 %275, %225
  %277 = mul i64 %276, 1099511628211
  store i64 %277, ptr @hash, align 8, !tbaa !6
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %197)
  %279 = load i64, ptr @hash, align 8, !tbaa !6
  %280 = xor i64 %279, %228
  %281 = mul i64 %280, 1099511628211
  %282 = xor i64 %281, %232
  %283 = mul i64 %282, 1099511628211
  %284 = xor i64 %283, %236
  %285 = mul i64 %284, 1099511628211
  %286 = xor i64 %285, %240
  %287 = mul i64 %286, 1099511628211
  %288 = xor i64 %287, %244
  %289 = mul i64 %288, 1099511628211
  %290 = xor i64 %289, %248
  %291 = mul i64 %290, 1099511628211
  %292 = xor i64 %291, %252
  %293 = mul i64 %292, 1099511628211
  %294 = xor i64 %293, %255
  %295 = mul i64 %294, 1099511628211
  store i64 %295, ptr @hash, align 8, !tbaa !6
  %296 = tail call i32 @putchar(i32 10)
  %297 = load i64, ptr @hash, align 8, !tbaa !6
  br label %298

298:                                              ; preds = %193, %258
  %299 = phi i64 [ %257, %193 ], [ %297, %258 ]
  %300 = add nsw i32 %195, -61
  %301 = icmp ult i32 %300, -58
  %302 = select i1 %301, i32 1, i32 5
  %303 = add nuw nsw i32 %302, %195
  %304 = icmp ult i32 %303, 64
  br i1 %304, label %193, label %308, !llvm.loop !10

305:                                              ; preds = %485
  %306 = add nuw nsw i64 %4, 1
  %307 = icmp eq i64 %306, 14
  br i1 %307, label %606, label %3, !llvm.loop !12

308:                                              ; preds = %298, %485
  %309 = phi i64 [ %604, %485 ], [ 0, %298 ]
  %310 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %309
  %311 = load volatile i64, ptr %310, align 8, !tbaa !6
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %311)
  %313 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %311)
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %313)
  %315 = load i64, ptr @hash, align 8, !tbaa !6
  %316 = and i64 %313, 255
  %317 = xor i64 %315, %316
  %318 = mul i64 %317, 1099511628211
  %319 = lshr i64 %313, 8
  %320 = and i64 %319, 255
  %321 = xor i64 %318, %320
  %322 = mul i64 %321, 1099511628211
  %323 = lshr i64 %313, 16
  %324 = and i64 %323, 255
  %325 = xor i64 %322, %324
  %326 = mul i64 %325, 1099511628211
  %327 = lshr i64 %313, 24
  %328 = and i64 %327, 255
  %329 = xor i64 %326, %328
  %330 = mul i64 %329, 1099511628211
  %331 = lshr i64 %313, 32
  %332 = and i64 %331, 255
  %333 = xor i64 %330, %332
  %334 = mul i64 %333, 1099511628211
  %335 = lshr i64 %313, 40
  %336 = and i64 %335, 255
  %337 = xor i64 %334, %336
  %338 = mul i64 %337, 1099511628211
  %339 = lshr i64 %313, 48
  %340 = and i64 %339, 255
  %341 = xor i64 %338, %340
  %342 = mul i64 %341, 1099511628211
  %343 = lshr i64 %313, 56
  %344 = xor i64 %342, %343
  %345 = mul i64 %344, 1099511628211
  store i64 %345, ptr @hash, align 8, !tbaa !6
  %346 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %311)
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %346)
  %348 = load i64, ptr @hash, align 8, !tbaa !6
  %349 = and i64 %346, 255
  %350 = xor i64 %348, %349
  %351 = mul i64 %350, 1099511628211
  %352 = lshr i64 %346, 8
  %353 = and i64 %352, 255
  %354 = xor i64 %351, %353
  %355 = mul i64 %354, 1099511628211
  %356 = lshr i64 %346, 16
  %357 = and i64 %356, 255
  %358 = xor i64 %355, %357
  %359 = mul i64 %358, 1099511628211
  %360 = lshr i64 %346, 24
  %361 = and i64 %360, 255
  %362 = xor i64 %359, %361
  %363 = mul i64 %362, 1099511628211
  %364 = lshr i64 %346, 32
  %365 = and i64 %364, 255
  %366 = xor i64 %363, %365
  %367 = mul i64 %366, 1099511628211
  %368 = lshr i64 %346, 40
  %369 = and i64 %368, 255
  %370 = xor i64 %367, %369
  %371 = mul i64 %370, 1099511628211
  %372 = lshr i64 %346, 48
  %373 = and i64 %372, 255
  %374 = xor i64 %371, %373
  %375 = mul i64 %374, 1099511628211
  %376 = lshr i64 %346, 56
  %377 = xor i64 %375, %376
  %378 = mul i64 %377, 1099511628211
  store i64 %378, ptr @hash, align 8, !tbaa !6
  %379 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %311)
  %380 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %379)
  %381 = load i64, ptr @hash, align 8, !tbaa !6
  %382 = and i64 %379, 255
  %383 = xor i64 %381, %382
  %384 = mul i64 %383, 1099511628211
  %385 = lshr i64 %379, 8
  %386 = and i64 %385, 255
  %387 = xor i64 %384, %386
  %388 = mul i64 %387, 1099511628211
  %389 = lshr i64 %379, 16
  %390 = and i64 %389, 255
  %391 = xor i64 %388, %390
  %392 = mul i64 %391, 1099511628211
  %393 = lshr i64 %379, 24
  %394 = and i64 %393, 255
  %395 = xor i64 %392, %394
  %396 = mul i64 %395, 1099511628211
  %397 = lshr i64 %379, 32
  %398 = and i64 %397, 255
  %399 = xor i64 %396, %398
  %400 = mul i64 %399, 1099511628211
  %401 = lshr i64 %379, 40
  %402 = and i64 %401, 255
  %403 = xor i64 %400, %402
  %404 = mul i64 %403, 1099511628211
  %405 = lshr i64 %379, 48
  %406 = and i64 %405, 255
  %407 = xor i64 %404, %406
  %408 = mul i64 %407, 1099511628211
  %409 = lshr i64 %379, 56
  %410 = xor i64 %408, %409
  %411 = mul i64 %410, 1099511628211
  store i64 %411, ptr @hash, align 8, !tbaa !6
  %412 = icmp eq i64 %311, 0
  br i1 %412, label %485, label %413

413:                                              ; preds = %308
  %414 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %311)
  %415 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %414)
  %416 = load i64, ptr @hash, align 8, !tbaa !6
  %417 = and i64 %414, 255
  %418 = xor i64 %416, %417
  %419 = mul i64 %418, 1099511628211
  %420 = lshr i64 %414, 8
  %421 = and i64 %420, 255
  %422 = xor i64 %419, %421
  %423 = mul i64 %422, 1099511628211
  %424 = lshr i64 %414, 16
  %425 = and i64 %424, 255
  %426 = xor i64 %423, %425
  %427 = mul i64 %426, 1099511628211
  %428 = lshr i64 %414, 24
  %429 = and i64 %428, 255
  %430 = xor i64 %427, %429
  %431 = mul i64 %430, 1099511628211
  %432 = lshr i64 %414, 32
  %433 = and i64 %432, 255
  %434 = xor i64 %431, %433
  %435 = mul i64 %434, 1099511628211
  %436 = lshr i64 %414, 40
  %437 = and i64 %436, 255
  %438 = xor i64 %435, %437
  %439 = mul i64 %438, 1099511628211
  %440 = lshr i64 %414, 48
  %441 = and i64 %440, 255
  %442 = xor i64 %439, %441
  %443 = mul i64 %442, 1099511628211
  %444 = lshr i64 %414, 56
  %445 = xor i64 %443, %444
  %446 = mul i64 %445, 1099511628211
  store i64 %446, ptr @hash, align 8, !tbaa !6
  %447 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %311)
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %447)
  %449 = load i64, ptr @hash, align 8, !tbaa !6
  %450 = and i64 %447, 255
  %451 = xor i64 %449, %450
  %452 = mul i64 %451, 1099511628211
  %453 = lshr i64 %447, 8
  %454 = and i64 %453, 255
  %455 = xor i64 %452, %454
  %456 = mul i64 %455, 1099511628211
  %457 = lshr i64 %447, 16
  %458 = and i64 %457, 255
  %459 = xor i64 %456, %458
  %460 = mul i64 %459, 1099511628211
  %461 = lshr i64 %447, 24
  %462 = and i64 %461, 255
  %463 = xor i64 %460, %462
  %464 = mul i64 %463, 1099511628211
  %465 = lshr i64 %447, 32
  %466 = and i64 %465, 255
  %467 = xor i64 %464, %466
  %468 = mul i64 %467, 1099511628211
  %469 = lshr i64 %447, 40
  %470 = and i64 %469, 255
  %471 = xor i64 %468, %470
  %472 = mul i64 %471, 1099511628211
  %473 = lshr i64 %447, 48
  %474 = and i64 %473, 255
  %475 = xor i64 %472, %474
  %476 = mul i64 %475, 1099511628211
  %477 = lshr i64 %447, 56
  %478 = xor i64 %476, %477
  %479 = mul i64 %478, 1099511628211
  store i64 %479, ptr @hash, align 8, !tbaa !6
  %480 = tail call fastcc i64 @f_mul(i64 noundef %414, i64 noundef %311)
  %481 = add i64 %480, %447
  %482 = icmp eq i64 %481, %6
  br i1 %482, label %485, label %483

483:                                              ; preds = %413
  %484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %485

485:                                              ; preds = %413, %483, %308
  %486 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %311)
  %487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %486)
  %488 = load i64, ptr @hash, align 8, !tbaa !6
  %489 = and i64 %486, 255
  %490 = xor i64 %488, %489
  %491 = mul i64 %490, 1099511628211
  %492 = lshr i64 %486, 8
  %493 = and i64 %492, 255
  %494 = xor i64 %491, %493
  %495 = mul i64 %494, 1099511628211
  %496 = lshr i64 %486, 16
  %497 = and i64 %496, 255
  %498 = xor i64 %495, %497
  %499 = mul i64 %498, 1099511628211
  %500 = lshr i64 %486, 24
  %501 = and i64 %500, 255
  %502 = xor i64 %499, %501
  %503 = mul i64 %502, 1099511628211
  %504 = lshr i64 %486, 32
  %505 = and i64 %504, 255
  %506 = xor i64 %503, %505
  %507 = mul i64 %506, 1099511628211
  %508 = lshr i64 %486, 40
  %509 = and i64 %508, 255
  %510 = xor i64 %507, %509
  %511 = mul i64 %510, 1099511628211
  %512 = lshr i64 %486, 48
  %513 = and i64 %512, 255
  %514 = xor i64 %511, %513
  %515 = mul i64 %514, 1099511628211
  %516 = lshr i64 %486, 56
  %517 = xor i64 %515, %516
  %518 = mul i64 %517, 1099511628211
  store i64 %518, ptr @hash, align 8, !tbaa !6
  %519 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %311)
  %520 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %519)
  %521 = load i64, ptr @hash, align 8, !tbaa !6
  %522 = and i64 %519, 255
  %523 = xor i64 %521, %522
  %524 = mul i64 %523, 1099511628211
  %525 = lshr i64 %519, 8
  %526 = and i64 %525, 255
  %527 = xor i64 %524, %526
  %528 = mul i64 %527, 1099511628211
  %529 = lshr i64 %519, 16
  %530 = and i64 %529, 255
  %531 = xor i64 %528, %530
  %532 = mul i64 %531, 1099511628211
  %533 = lshr i64 %519, 24
  %534 = and i64 %533, 255
  %535 = xor i64 %532, %534
  %536 = mul i64 %535, 1099511628211
  %537 = lshr i64 %519, 32
  %538 = and i64 %537, 255
  %539 = xor i64 %536, %538
  %540 = mul i64 %539, 1099511628211
  %541 = lshr i64 %519, 40
  %542 = and i64 %541, 255
  %543 = xor i64 %540, %542
  %544 = mul i64 %543, 1099511628211
  %545 = lshr i64 %519, 48
  %546 = and i64 %545, 255
  %547 = xor i64 %544, %546
  %548 = mul i64 %547, 1099511628211
  %549 = lshr i64 %519, 56
  %550 = xor i64 %548, %549
  %551 = mul i64 %550, 1099511628211
  store i64 %551, ptr @hash, align 8, !tbaa !6
  %552 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %311)
  %553 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %552)
  %554 = load i64, ptr @hash, align 8, !tbaa !6
  %555 = and i64 %552, 255
  %556 = xor i64 %554, %555
  %557 = mul i64 %556, 1099511628211
  %558 = lshr i64 %552, 8
  %559 = and i64 %558, 255
  %560 = xor i64 %557, %559
  %561 = mul i64 %560, 1099511628211
  %562 = lshr i64 %552, 16
  %563 = and i64 %562, 255
  %564 = xor i64 %561, %563
  %565 = mul i64 %564, 1099511628211
  %566 = lshr i64 %552, 24
  %567 = and i64 %566, 255
  %568 = xor i64 %565, %567
  %569 = mul i64 %568, 1099511628211
  %570 = lshr i64 %552, 32
  %571 = and i64 %570, 255
  %572 = xor i64 %569, %571
  %573 = mul i64 %572, 1099511628211
  %574 = lshr i64 %552, 40
  %575 = and i64 %574, 255
  %576 = xor i64 %573, %575
  %577 = mul i64 %576, 1099511628211
  %578 = lshr i64 %552, 48
  %579 = and i64 %578, 255
  %580 = xor i64 %577, %579
  %581 = mul i64 %580, 1099511628211
  %582 = lshr i64 %552, 56
  %583 = xor i64 %581, %582
  %584 = mul i64 %583, 1099511628211
  store i64 %584, ptr @hash, align 8, !tbaa !6
  %585 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %311)
  %586 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %311)
  %587 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %311)
  %588 = icmp ne i64 %6, %311
  %589 = zext i1 %588 to i32
  %590 = icmp ugt i64 %6, %311
  %591 = zext i1 %590 to i32
  %592 = icmp uge i64 %6, %311
  %593 = zext i1 %592 to i32
  %594 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %585, i32 noundef %586, i32 noundef %587, i32 noundef %589, i32 noundef %591, i32 noundef %593)
  %595 = shl nuw nsw i32 %585, 2
  %596 = shl nuw nsw i32 %586, 1
  %597 = or disjoint i32 %596, %595
  %598 = or disjoint i32 %597, %587
  %599 = zext nneg i32 %598 to i64
  %600 = load i64, ptr @hash, align 8, !tbaa !6
  %601 = xor i64 %600, %599
  %602 = mul i64 %601, 2232315406967589409
  store i64 %602, ptr @hash, align 8, !tbaa !6
  %603 = tail call i32 @putchar(i32 10)
  %604 = add nuw nsw i64 %309, 1
  %605 = icmp eq i64 %604, 14
  br i1 %605, label %305, label %308, !llvm.loop !13

606:                                              ; preds = %305, %606
  %607 = phi i64 [ %644, %606 ], [ 0, %305 ]
  %608 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %607
  %609 = load i64, ptr %608, align 8, !tbaa !14
  %610 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %609)
  %611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %609)
  %612 = load i64, ptr @hash, align 8, !tbaa !6
  %613 = and i64 %609, 255
  %614 = xor i64 %612, %613
  %615 = mul i64 %614, 1099511628211
  %616 = lshr i64 %609, 8
  %617 = and i64 %616, 255
  %618 = xor i64 %615, %617
  %619 = mul i64 %618, 1099511628211
  %620 = lshr i64 %609, 16
  %621 = and i64 %620, 255
  %622 = xor i64 %619, %621
  %623 = mul i64 %622, 1099511628211
  %624 = lshr i64 %609, 24
  %625 = and i64 %624, 255
  %626 = xor i64 %623, %625
  %627 = mul i64 %626, 1099511628211
  %628 = lshr i64 %609, 32
  %629 = and i64 %628, 255
  %630 = xor i64 %627, %629
  %631 = mul i64 %630, 1099511628211
  %632 = lshr i64 %609, 40
  %633 = and i64 %632, 255
  %634 = xor i64 %631, %633
  %635 = mul i64 %634, 1099511628211
  %636 = lshr i64 %609, 48
  %637 = and i64 %636, 255
  %638 = xor i64 %635, %637
  %639 = mul i64 %638, 1099511628211
  %640 = lshr i64 %609, 56
  %641 = xor i64 %639, %640
  %642 = mul i64 %641, 1099511628211
  store i64 %642, ptr @hash, align 8, !tbaa !6
  %643 = tail call i32 @putchar(i32 10)
  %644 = add nuw nsw i64 %607, 1
  %645 = icmp eq i64 %644, 16
  br i1 %645, label %646, label %606, !llvm.loop !16

646:                                              ; preds = %606
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 4279096472194129855)
  %648 = load i64, ptr @hash, align 8, !tbaa !6
  %649 = xor i64 %648, 191
  %650 = mul i64 %649, 1099511628211
  %651 = xor i64 %650, 31
  %652 = mul i64 %651, 1099511628211
  %653 = xor i64 %652, 194
  %654 = mul i64 %653, 1099511628211
  %655 = xor i64 %654, 224
  %656 = mul i64 %655, 1099511628211
  %657 = xor i64 %656, 145
  %658 = mul i64 %657, 1099511628211
  %659 = xor i64 %658, 103
  %660 = mul i64 %659, 1099511628211
  %661 = xor i64 %660, 98
  %662 = mul i64 %661, 1099511628211
  %663 = xor i64 %662, 59
  %664 = mul i64 %663, 1099511628211
  store i64 %664, ptr @hash, align 8, !tbaa !6
  %665 = tail call i32 @putchar(i32 10)
  %666 = load i64, ptr @hash, align 8, !tbaa !6
  %667 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %666)
  %668 = load i64, ptr @hash, align 8, !tbaa !6
  %669 = urem i64 %668, 7
  %670 = trunc nuw nsw i64 %669 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6
  ret i32 %670
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_not(i64 noundef %0) unnamed_addr #4 {
  %2 = xor i64 %0, -1
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_add(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = add i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_sub(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = sub i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shl(i64 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext nneg i32 %1 to i64
  %4 = shl i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @f_shr(i64 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext nneg i32 %1 to i64
  %4 = lshr i64 %0, %3
  ret i64 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_mul(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = mul i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_div(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, -1) i64 @f_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = urem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_and(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = and i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_or(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = or i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @f_xor(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = xor i64 %1, %0
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp ult i64 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp ule i64 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i64 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = distinct !{!13, !11}
!14 = !{!15, !15, i64 0}
!15 = !{!"long long", !8, i64 0}
!16 = distinct !{!16, !11}
