; ModuleID = 'programs/int_edges_i32.c'
source_filename = "programs/int_edges_i32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 -2147483648, i32 -2147483647, i32 -1073741824, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 1073741823, i32 2147483646, i32 2147483647, i32 1515870810, i32 -1515870811], align 4
@.str = private unnamed_addr constant [29 x i8] c"type int: size=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 7) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [14 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %1, ptr align 4 @__const.main.vals, i64 56, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 1)
  br label %3

3:                                                ; preds = %0, %330
  %4 = phi i64 [ 0, %0 ], [ %331, %330 ]
  %5 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %4
  %6 = load volatile i32, ptr %5, align 4, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = sext i32 %6 to i64
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8)
  %10 = tail call fastcc i32 @f_not(i32 noundef %6)
  %11 = sext i32 %10 to i64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11)
  %13 = load i64, ptr @hash, align 8, !tbaa !10
  %14 = and i64 %11, 255
  %15 = xor i64 %13, %14
  %16 = mul i64 %15, 1099511628211
  %17 = lshr i64 %11, 8
  %18 = and i64 %17, 255
  %19 = xor i64 %16, %18
  %20 = mul i64 %19, 1099511628211
  %21 = lshr i64 %11, 16
  %22 = and i64 %21, 255
  %23 = xor i64 %20, %22
  %24 = mul i64 %23, 1099511628211
  %25 = lshr i64 %11, 24
  %26 = and i64 %25, 255
  %27 = xor i64 %24, %26
  %28 = mul i64 %27, 1099511628211
  %29 = lshr i64 %11, 32
  %30 = and i64 %29, 255
  %31 = xor i64 %28, %30
  %32 = mul i64 %31, 1099511628211
  %33 = lshr i64 %11, 40
  %34 = and i64 %33, 255
  %35 = xor i64 %32, %34
  %36 = mul i64 %35, 1099511628211
  %37 = lshr i64 %11, 48
  %38 = and i64 %37, 255
  %39 = xor i64 %36, %38
  %40 = mul i64 %39, 1099511628211
  %41 = lshr i64 %11, 56
  %42 = xor i64 %40, %41
  %43 = mul i64 %42, 1099511628211
  store i64 %43, ptr @hash, align 8, !tbaa !10
  %44 = tail call fastcc i64 @f_widen(i32 noundef %6)
  %45 = tail call fastcc i64 @f_uwiden(i32 noundef %6)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %44, i64 noundef %45)
  %47 = load i64, ptr @hash, align 8, !tbaa !10
  %48 = and i64 %44, 255
  %49 = xor i64 %47, %48
  %50 = mul i64 %49, 1099511628211
  %51 = lshr i64 %44, 8
  %52 = and i64 %51, 255
  %53 = xor i64 %50, %52
  %54 = mul i64 %53, 1099511628211
  %55 = lshr i64 %44, 16
  %56 = and i64 %55, 255
  %57 = xor i64 %54, %56
  %58 = mul i64 %57, 1099511628211
  %59 = lshr i64 %44, 24
  %60 = and i64 %59, 255
  %61 = xor i64 %58, %60
  %62 = mul i64 %61, 1099511628211
  %63 = lshr i64 %44, 32
  %64 = and i64 %63, 255
  %65 = xor i64 %62, %64
  %66 = mul i64 %65, 1099511628211
  %67 = lshr i64 %44, 40
  %68 = and i64 %67, 255
  %69 = xor i64 %66, %68
  %70 = mul i64 %69, 1099511628211
  %71 = lshr i64 %44, 48
  %72 = and i64 %71, 255
  %73 = xor i64 %70, %72
  %74 = mul i64 %73, 1099511628211
  %75 = lshr i64 %44, 56
  %76 = xor i64 %74, %75
  %77 = mul i64 %76, 1099511628211
  %78 = and i64 %45, 255
  %79 = xor i64 %77, %78
  %80 = mul i64 %79, 1099511628211
  %81 = lshr i64 %45, 8
  %82 = and i64 %81, 255
  %83 = xor i64 %80, %82
  %84 = mul i64 %83, 1099511628211
  %85 = lshr i64 %45, 16
  %86 = and i64 %85, 255
  %87 = xor i64 %84, %86
  %88 = mul i64 %87, 1099511628211
  %89 = lshr i64 %45, 24
  %90 = and i64 %89, 255
  %91 = xor i64 %88, %90
  %92 = mul i64 %91, 1099511628211
  %93 = lshr i64 %45, 32
  %94 = and i64 %93, 255
  %95 = xor i64 %92, %94
  %96 = mul i64 %95, 1099511628211
  %97 = lshr i64 %45, 40
  %98 = and i64 %97, 255
  %99 = xor i64 %96, %98
  %100 = mul i64 %99, 1099511628211
  %101 = lshr i64 %45, 48
  %102 = and i64 %101, 255
  %103 = xor i64 %100, %102
  %104 = mul i64 %103, 1099511628211
  %105 = lshr i64 %45, 56
  %106 = xor i64 %104, %105
  %107 = mul i64 %106, 1099511628211
  store i64 %107, ptr @hash, align 8, !tbaa !10
  %108 = sub i32 0, %6
  %109 = sext i32 %108 to i64
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %109)
  %111 = load i64, ptr @hash, align 8, !tbaa !10
  %112 = and i64 %109, 255
  %113 = xor i64 %111, %112
  %114 = mul i64 %113, 1099511628211
  %115 = lshr i64 %109, 8
  %116 = and i64 %115, 255
  %117 = xor i64 %114, %116
  %118 = mul i64 %117, 1099511628211
  %119 = lshr i64 %109, 16
  %120 = and i64 %119, 255
  %121 = xor i64 %118, %120
  %122 = mul i64 %121, 1099511628211
  %123 = lshr i64 %109, 24
  %124 = and i64 %123, 255
  %125 = xor i64 %122, %124
  %126 = mul i64 %125, 1099511628211
  %127 = lshr i64 %109, 32
  %128 = and i64 %127, 255
  %129 = xor i64 %126, %128
  %130 = mul i64 %129, 1099511628211
  %131 = lshr i64 %109, 40
  %132 = and i64 %131, 255
  %133 = xor i64 %130, %132
  %134 = mul i64 %133, 1099511628211
  %135 = lshr i64 %109, 48
  %136 = and i64 %135, 255
  %137 = xor i64 %134, %136
  %138 = mul i64 %137, 1099511628211
  %139 = lshr i64 %109, 56
  %140 = xor i64 %138, %139
  %141 = mul i64 %140, 1099511628211
  store i64 %141, ptr @hash, align 8, !tbaa !10
  %142 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef 1)
  %143 = sext i32 %142 to i64
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %143)
  %145 = load i64, ptr @hash, align 8, !tbaa !10
  %146 = and i64 %143, 255
  %147 = xor i64 %145, %146
  %148 = mul i64 %147, 1099511628211
  %149 = lshr i64 %143, 8
  %150 = and i64 %149, 255
  %151 = xor i64 %148, %150
  %152 = mul i64 %151, 1099511628211
  %153 = lshr i64 %143, 16
  %154 = and i64 %153, 255
  %155 = xor i64 %152, %154
  %156 = mul i64 %155, 1099511628211
  %157 = lshr i64 %143, 24
  %158 = and i64 %157, 255
  %159 = xor i64 %156, %158
  %160 = mul i64 %159, 1099511628211
  %161 = lshr i64 %143, 32
  %162 = and i64 %161, 255
  %163 = xor i64 %160, %162
  %164 = mul i64 %163, 1099511628211
  %165 = lshr i64 %143, 40
  %166 = and i64 %165, 255
  %167 = xor i64 %164, %166
  %168 = mul i64 %167, 1099511628211
  %169 = lshr i64 %143, 48
  %170 = and i64 %169, 255
  %171 = xor i64 %168, %170
  %172 = mul i64 %171, 1099511628211
  %173 = lshr i64 %143, 56
  %174 = xor i64 %172, %173
  %175 = mul i64 %174, 1099511628211
  store i64 %175, ptr @hash, align 8, !tbaa !10
  %176 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef 1)
  %177 = sext i32 %176 to i64
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %177)
  %179 = load i64, ptr @hash, align 8, !tbaa !10
  %180 = and i64 %177, 255
  %181 = xor i64 %179, %180
  %182 = mul i64 %181, 1099511628211
  %183 = lshr i64 %177, 8
  %184 = and i64 %183, 255
  %185 = xor i64 %182, %184
  %186 = mul i64 %185, 1099511628211
  %187 = lshr i64 %177, 16
  %188 = and i64 %187, 255
  %189 = xor i64 %186, %188
  %190 = mul i64 %189, 1099511628211
  %191 = lshr i64 %177, 24
  %192 = and i64 %191, 255
  %193 = xor i64 %190, %192
  %194 = mul i64 %193, 1099511628211
  %195 = lshr i64 %177, 32
  %196 = and i64 %195, 255
  %197 = xor i64 %194, %196
  %198 = mul i64 %197, 1099511628211
  %199 = lshr i64 %177, 40
  %200 = and i64 %199, 255
  %201 = xor i64 %198, %200
  %202 = mul i64 %201, 1099511628211
  %203 = lshr i64 %177, 48
  %204 = and i64 %203, 255
  %205 = xor i64 %202, %204
  %206 = mul i64 %205, 1099511628211
  %207 = lshr i64 %177, 56
  %208 = xor i64 %206, %207
  %209 = mul i64 %208, 1099511628211
  store i64 %209, ptr @hash, align 8, !tbaa !10
  %210 = icmp eq i32 %6, 0
  %211 = zext i1 %210 to i32
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211)
  %213 = load i64, ptr @hash, align 8, !tbaa !10
  br label %216

214:                                              ; preds = %323
  %215 = icmp eq i32 %6, -2147483648
  br label %333

216:                                              ; preds = %3, %323
  %217 = phi i64 [ %213, %3 ], [ %324, %323 ]
  %218 = phi i32 [ 0, %3 ], [ %328, %323 ]
  %219 = tail call fastcc i32 @f_shl(i32 noundef %6, i32 noundef %218)
  %220 = tail call fastcc i32 @f_shr(i32 noundef %6, i32 noundef %218)
  %221 = sext i32 %219 to i64
  %222 = and i64 %221, 255
  %223 = xor i64 %217, %222
  %224 = mul i64 %223, 1099511628211
  %225 = lshr i64 %221, 8
  %226 = and i64 %225, 255
  %227 = xor i64 %224, %226
  %228 = mul i64 %227, 1099511628211
  %229 = lshr i64 %221, 16
  %230 = and i64 %229, 255
  %231 = xor i64 %228, %230
  %232 = mul i64 %231, 1099511628211
  %233 = lshr i64 %221, 24
  %234 = and i64 %233, 255
  %235 = xor i64 %232, %234
  %236 = mul i64 %235, 1099511628211
  %237 = lshr i64 %221, 32
  %238 = and i64 %237, 255
  %239 = xor i64 %236, %238
  %240 = mul i64 %239, 1099511628211
  %241 = lshr i64 %221, 40
  %242 = and i64 %241, 255
  %243 = xor i64 %240, %242
  %244 = mul i64 %243, 1099511628211
  %245 = lshr i64 %221, 48
  %246 = and i64 %245, 255
  %247 = xor i64 %244, %246
  %248 = mul i64 %247, 1099511628211
  %249 = lshr i64 %221, 56
  %250 = xor i64 %248, %249
  %251 = mul i64 %250, 1099511628211
  %252 = sext i32 %220 to i64
  %253 = and i64 %252, 255
  %254 = xor i64 %251, %253
  %255 = mul i64 %254, 1099511628211
  %256 = lshr i64 %252, 8
  %257 = and i64 %256, 255
  %258 = xor i64 %255, %257
  %259 = mul i64 %258, 1099511628211
  %260 = lshr i64 %252, 16
  %261 = and i64 %260, 255
  %262 = xor i64 %259, %261
  %263 = mul i64 %262, 1099511628211
  %264 = lshr i64 %252, 24
  %265 = and i64 %264, 255
  %266 = xor i64 %263, %265
  %267 = mul i64 %266, 1099511628211
  %268 = lshr i64 %252, 32
  %269 = and i64 %268, 255
  %270 = xor i64 %267, %269
  %271 = mul i64 %270, 1099511628211
  %272 = lshr i64 %252, 40
  %273 = and i64 %272, 255
  %274 = xor i64 %271, %273
  %275 = mul i64 %274, 1099511628211
  %276 = lshr i64 %252, 48
  %277 = and i64 %276, 255
  %278 = xor i64 %275, %277
  %279 = mul i64 %278, 1099511628211
  %280 = lshr i64 %252, 56
  %281 = xor i64 %279, %280
  %282 = mul i64 %281, 1099511628211
  store i64 %282, ptr @hash, align 8, !tbaa !10
  switch i32 %218, label %323 [
    i32 31, label %283
    i32 1, label %283
  ]

283:                                              ; preds = %216, %216
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %218)
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %221)
  %286 = load i64, ptr @hash, align 8, !tbaa !10
  %287 = xor i64 %286, %222
  %288 = mul i64 %287, 1099511628211
  %289 = xor i64 %288, %226
  %290 = mul i64 %289, 1099511628211
  %291 = xor i64 %290, %230
  %292 = mul i64 %291, 1099511628211
  %293 = xor i64 %292, %234
  %294 = mul i64 %293, 1099511628211
  %295 = xor i64 %294, %238
  %296 = mul i64 %295, 1099511628211
  %297 = xor i64 %296, %242
  %298 = mul i64 %297, 1099511628211
  %299 = xor i64 %298, %246
  %300 = mul i64 %299, 1099511628211
  %301 = xor i64 %300, %249
  %302 = mul i64 %301, 1099511628211
  store i64 %302, ptr @hash, align 8, !tbaa !10
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %252)
  %304 = load i64, ptr @hash, align 8, !tbaa !10
  %305 = xor i64 %304, %253
  %306 = mul i64 %305, 1099511628211
  %307 = xor i64 %306, %257
  %308 = mul i64 %307, 1099511628211
  %309 = xor i64 %308, %261
  %310 = mul i64 %309, 1099511628211
  %311 = xor i64 %310, %265
  %312 = mul i64 %311, 1099511628211
  %313 = xor i64 %312, %269
  %314 = mul i64 %313, 1099511628211
  %315 = xor i64 %314, %273
  %316 = mul i64 %315, 1099511628211
  %317 = xor i64 %316, %277
  %318 = mul i64 %317, 1099511628211
  %319 = xor i64 %318, %280
  %320 = mul i64 %319, 1099511628211
  store i64 %320, ptr @hash, align 8, !tbaa !10
  %321 = tail call i32 @putchar(i32 10)
  %322 = load i64, ptr @hash, align 8, !tbaa !10
  br label %323

323:                                              ; preds = %216, %283
  %324 = phi i64 [ %282, %216 ], [ %322, %283 ]
  %325 = add nsw i32 %218, -29
  %326 = icmp ult i32 %325, -26
  %327 = select i1 %326, i32 1, i32 5
  %328 = add nuw nsw i32 %327, %218
  %329 = icmp ult i32 %328, 32
  br i1 %329, label %216, label %214, !llvm.loop !12

330:                                              ; preds = %519
  %331 = add nuw nsw i64 %4, 1
  %332 = icmp eq i64 %331, 14
  br i1 %332, label %643, label %3, !llvm.loop !14

333:                                              ; preds = %214, %519
  %334 = phi i64 [ 0, %214 ], [ %641, %519 ]
  %335 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %334
  %336 = load volatile i32, ptr %335, align 4, !tbaa !6
  %337 = sext i32 %336 to i64
  %338 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %337)
  %339 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef %336)
  %340 = sext i32 %339 to i64
  %341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %340)
  %342 = load i64, ptr @hash, align 8, !tbaa !10
  %343 = and i64 %340, 255
  %344 = xor i64 %342, %343
  %345 = mul i64 %344, 1099511628211
  %346 = lshr i64 %340, 8
  %347 = and i64 %346, 255
  %348 = xor i64 %345, %347
  %349 = mul i64 %348, 1099511628211
  %350 = lshr i64 %340, 16
  %351 = and i64 %350, 255
  %352 = xor i64 %349, %351
  %353 = mul i64 %352, 1099511628211
  %354 = lshr i64 %340, 24
  %355 = and i64 %354, 255
  %356 = xor i64 %353, %355
  %357 = mul i64 %356, 1099511628211
  %358 = lshr i64 %340, 32
  %359 = and i64 %358, 255
  %360 = xor i64 %357, %359
  %361 = mul i64 %360, 1099511628211
  %362 = lshr i64 %340, 40
  %363 = and i64 %362, 255
  %364 = xor i64 %361, %363
  %365 = mul i64 %364, 1099511628211
  %366 = lshr i64 %340, 48
  %367 = and i64 %366, 255
  %368 = xor i64 %365, %367
  %369 = mul i64 %368, 1099511628211
  %370 = lshr i64 %340, 56
  %371 = xor i64 %369, %370
  %372 = mul i64 %371, 1099511628211
  store i64 %372, ptr @hash, align 8, !tbaa !10
  %373 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef %336)
  %374 = sext i32 %373 to i64
  %375 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %374)
  %376 = load i64, ptr @hash, align 8, !tbaa !10
  %377 = and i64 %374, 255
  %378 = xor i64 %376, %377
  %379 = mul i64 %378, 1099511628211
  %380 = lshr i64 %374, 8
  %381 = and i64 %380, 255
  %382 = xor i64 %379, %381
  %383 = mul i64 %382, 1099511628211
  %384 = lshr i64 %374, 16
  %385 = and i64 %384, 255
  %386 = xor i64 %383, %385
  %387 = mul i64 %386, 1099511628211
  %388 = lshr i64 %374, 24
  %389 = and i64 %388, 255
  %390 = xor i64 %387, %389
  %391 = mul i64 %390, 1099511628211
  %392 = lshr i64 %374, 32
  %393 = and i64 %392, 255
  %394 = xor i64 %391, %393
  %395 = mul i64 %394, 1099511628211
  %396 = lshr i64 %374, 40
  %397 = and i64 %396, 255
  %398 = xor i64 %395, %397
  %399 = mul i64 %398, 1099511628211
  %400 = lshr i64 %374, 48
  %401 = and i64 %400, 255
  %402 = xor i64 %399, %401
  %403 = mul i64 %402, 1099511628211
  %404 = lshr i64 %374, 56
  %405 = xor i64 %403, %404
  %406 = mul i64 %405, 1099511628211
  store i64 %406, ptr @hash, align 8, !tbaa !10
  %407 = tail call fastcc i32 @f_mul(i32 noundef %6, i32 noundef %336)
  %408 = sext i32 %407 to i64
  %409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %408)
  %410 = load i64, ptr @hash, align 8, !tbaa !10
  %411 = and i64 %408, 255
  %412 = xor i64 %410, %411
  %413 = mul i64 %412, 1099511628211
  %414 = lshr i64 %408, 8
  %415 = and i64 %414, 255
  %416 = xor i64 %413, %415
  %417 = mul i64 %416, 1099511628211
  %418 = lshr i64 %408, 16
  %419 = and i64 %418, 255
  %420 = xor i64 %417, %419
  %421 = mul i64 %420, 1099511628211
  %422 = lshr i64 %408, 24
  %423 = and i64 %422, 255
  %424 = xor i64 %421, %423
  %425 = mul i64 %424, 1099511628211
  %426 = lshr i64 %408, 32
  %427 = and i64 %426, 255
  %428 = xor i64 %425, %427
  %429 = mul i64 %428, 1099511628211
  %430 = lshr i64 %408, 40
  %431 = and i64 %430, 255
  %432 = xor i64 %429, %431
  %433 = mul i64 %432, 1099511628211
  %434 = lshr i64 %408, 48
  %435 = and i64 %434, 255
  %436 = xor i64 %433, %435
  %437 = mul i64 %436, 1099511628211
  %438 = lshr i64 %408, 56
  %439 = xor i64 %437, %438
  %440 = mul i64 %439, 1099511628211
  store i64 %440, ptr @hash, align 8, !tbaa !10
  %441 = icmp eq i32 %336, 0
  %442 = icmp eq i32 %336, -1
  %443 = and i1 %215, %442
  %444 = select i1 %441, i1 true, i1 %443
  br i1 %444, label %519, label %445

445:                                              ; preds = %333
  %446 = tail call fastcc i32 @f_div(i32 noundef %6, i32 noundef %336)
  %447 = sext i32 %446 to i64
  %448 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %447)
  %449 = load i64, ptr @hash, align 8, !tbaa !10
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
  store i64 %479, ptr @hash, align 8, !tbaa !10
  %480 = tail call fastcc i32 @f_rem(i32 noundef %6, i32 noundef %336)
  %481 = sext i32 %480 to i64
  %482 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %481)
  %483 = load i64, ptr @hash, align 8, !tbaa !10
  %484 = and i64 %481, 255
  %485 = xor i64 %483, %484
  %486 = mul i64 %485, 1099511628211
  %487 = lshr i64 %481, 8
  %488 = and i64 %487, 255
  %489 = xor i64 %486, %488
  %490 = mul i64 %489, 1099511628211
  %491 = lshr i64 %481, 16
  %492 = and i64 %491, 255
  %493 = xor i64 %490, %492
  %494 = mul i64 %493, 1099511628211
  %495 = lshr i64 %481, 24
  %496 = and i64 %495, 255
  %497 = xor i64 %494, %496
  %498 = mul i64 %497, 1099511628211
  %499 = lshr i64 %481, 32
  %500 = and i64 %499, 255
  %501 = xor i64 %498, %500
  %502 = mul i64 %501, 1099511628211
  %503 = lshr i64 %481, 40
  %504 = and i64 %503, 255
  %505 = xor i64 %502, %504
  %506 = mul i64 %505, 1099511628211
  %507 = lshr i64 %481, 48
  %508 = and i64 %507, 255
  %509 = xor i64 %506, %508
  %510 = mul i64 %509, 1099511628211
  %511 = lshr i64 %481, 56
  %512 = xor i64 %510, %511
  %513 = mul i64 %512, 1099511628211
  store i64 %513, ptr @hash, align 8, !tbaa !10
  %514 = tail call fastcc i32 @f_mul(i32 noundef %446, i32 noundef %336)
  %515 = add i32 %514, %480
  %516 = icmp eq i32 %515, %6
  br i1 %516, label %519, label %517

517:                                              ; preds = %445
  %518 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %519

519:                                              ; preds = %445, %517, %333
  %520 = tail call fastcc i32 @f_and(i32 noundef %6, i32 noundef %336)
  %521 = sext i32 %520 to i64
  %522 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %521)
  %523 = load i64, ptr @hash, align 8, !tbaa !10
  %524 = and i64 %521, 255
  %525 = xor i64 %523, %524
  %526 = mul i64 %525, 1099511628211
  %527 = lshr i64 %521, 8
  %528 = and i64 %527, 255
  %529 = xor i64 %526, %528
  %530 = mul i64 %529, 1099511628211
  %531 = lshr i64 %521, 16
  %532 = and i64 %531, 255
  %533 = xor i64 %530, %532
  %534 = mul i64 %533, 1099511628211
  %535 = lshr i64 %521, 24
  %536 = and i64 %535, 255
  %537 = xor i64 %534, %536
  %538 = mul i64 %537, 1099511628211
  %539 = lshr i64 %521, 32
  %540 = and i64 %539, 255
  %541 = xor i64 %538, %540
  %542 = mul i64 %541, 1099511628211
  %543 = lshr i64 %521, 40
  %544 = and i64 %543, 255
  %545 = xor i64 %542, %544
  %546 = mul i64 %545, 1099511628211
  %547 = lshr i64 %521, 48
  %548 = and i64 %547, 255
  %549 = xor i64 %546, %548
  %550 = mul i64 %549, 1099511628211
  %551 = lshr i64 %521, 56
  %552 = xor i64 %550, %551
  %553 = mul i64 %552, 1099511628211
  store i64 %553, ptr @hash, align 8, !tbaa !10
  %554 = tail call fastcc i32 @f_or(i32 noundef %6, i32 noundef %336)
  %555 = sext i32 %554 to i64
  %556 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %555)
  %557 = load i64, ptr @hash, align 8, !tbaa !10
  %558 = and i64 %555, 255
  %559 = xor i64 %557, %558
  %560 = mul i64 %559, 1099511628211
  %561 = lshr i64 %555, 8
  %562 = and i64 %561, 255
  %563 = xor i64 %560, %562
  %564 = mul i64 %563, 1099511628211
  %565 = lshr i64 %555, 16
  %566 = and i64 %565, 255
  %567 = xor i64 %564, %566
  %568 = mul i64 %567, 1099511628211
  %569 = lshr i64 %555, 24
  %570 = and i64 %569, 255
  %571 = xor i64 %568, %570
  %572 = mul i64 %571, 1099511628211
  %573 = lshr i64 %555, 32
  %574 = and i64 %573, 255
  %575 = xor i64 %572, %574
  %576 = mul i64 %575, 1099511628211
  %577 = lshr i64 %555, 40
  %578 = and i64 %577, 255
  %579 = xor i64 %576, %578
  %580 = mul i64 %579, 1099511628211
  %581 = lshr i64 %555, 48
  %582 = and i64 %581, 255
  %583 = xor i64 %580, %582
  %584 = mul i64 %583, 1099511628211
  %585 = lshr i64 %555, 56
  %586 = xor i64 %584, %585
  %587 = mul i64 %586, 1099511628211
  store i64 %587, ptr @hash, align 8, !tbaa !10
  %588 = tail call fastcc i32 @f_xor(i32 noundef %6, i32 noundef %336)
  %589 = sext i32 %588 to i64
  %590 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %589)
  %591 = load i64, ptr @hash, align 8, !tbaa !10
  %592 = and i64 %589, 255
  %593 = xor i64 %591, %592
  %594 = mul i64 %593, 1099511628211
  %595 = lshr i64 %589, 8
  %596 = and i64 %595, 255
  %597 = xor i64 %594, %596
  %598 = mul i64 %597, 1099511628211
  %599 = lshr i64 %589, 16
  %600 = and i64 %599, 255
  %601 = xor i64 %598, %600
  %602 = mul i64 %601, 1099511628211
  %603 = lshr i64 %589, 24
  %604 = and i64 %603, 255
  %605 = xor i64 %602, %604
  %606 = mul i64 %605, 1099511628211
  %607 = lshr i64 %589, 32
  %608 = and i64 %607, 255
  %609 = xor i64 %606, %608
  %610 = mul i64 %609, 1099511628211
  %611 = lshr i64 %589, 40
  %612 = and i64 %611, 255
  %613 = xor i64 %610, %612
  %614 = mul i64 %613, 1099511628211
  %615 = lshr i64 %589, 48
  %616 = and i64 %615, 255
  %617 = xor i64 %614, %616
  %618 = mul i64 %617, 1099511628211
  %619 = lshr i64 %589, 56
  %620 = xor i64 %618, %619
  %621 = mul i64 %620, 1099511628211
  store i64 %621, ptr @hash, align 8, !tbaa !10
  %622 = tail call fastcc i32 @f_lt(i32 noundef %6, i32 noundef %336)
  %623 = tail call fastcc i32 @f_le(i32 noundef %6, i32 noundef %336)
  %624 = tail call fastcc i32 @f_eq(i32 noundef %6, i32 noundef %336)
  %625 = icmp ne i32 %6, %336
  %626 = zext i1 %625 to i32
  %627 = icmp sgt i32 %6, %336
  %628 = zext i1 %627 to i32
  %629 = icmp sge i32 %6, %336
  %630 = zext i1 %629 to i32
  %631 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %622, i32 noundef %623, i32 noundef %624, i32 noundef %626, i32 noundef %628, i32 noundef %630)
  %632 = shl nuw nsw i32 %622, 2
  %633 = shl nuw nsw i32 %623, 1
  %634 = or disjoint i32 %633, %632
  %635 = or disjoint i32 %634, %624
  %636 = zext nneg i32 %635 to i64
  %637 = load i64, ptr @hash, align 8, !tbaa !10
  %638 = xor i64 %637, %636
  %639 = mul i64 %638, 2232315406967589409
  store i64 %639, ptr @hash, align 8, !tbaa !10
  %640 = tail call i32 @putchar(i32 10)
  %641 = add nuw nsw i64 %334, 1
  %642 = icmp eq i64 %641, 14
  br i1 %642, label %330, label %333, !llvm.loop !15

643:                                              ; preds = %330, %643
  %644 = phi i64 [ %683, %643 ], [ 0, %330 ]
  %645 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %644
  %646 = load i64, ptr %645, align 8, !tbaa !16
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %646)
  %648 = tail call fastcc i32 @f_narrow(i64 noundef %646)
  %649 = sext i32 %648 to i64
  %650 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %649)
  %651 = load i64, ptr @hash, align 8, !tbaa !10
  %652 = and i64 %649, 255
  %653 = xor i64 %651, %652
  %654 = mul i64 %653, 1099511628211
  %655 = lshr i64 %649, 8
  %656 = and i64 %655, 255
  %657 = xor i64 %654, %656
  %658 = mul i64 %657, 1099511628211
  %659 = lshr i64 %649, 16
  %660 = and i64 %659, 255
  %661 = xor i64 %658, %660
  %662 = mul i64 %661, 1099511628211
  %663 = lshr i64 %649, 24
  %664 = and i64 %663, 255
  %665 = xor i64 %662, %664
  %666 = mul i64 %665, 1099511628211
  %667 = lshr i64 %649, 32
  %668 = and i64 %667, 255
  %669 = xor i64 %666, %668
  %670 = mul i64 %669, 1099511628211
  %671 = lshr i64 %649, 40
  %672 = and i64 %671, 255
  %673 = xor i64 %670, %672
  %674 = mul i64 %673, 1099511628211
  %675 = lshr i64 %649, 48
  %676 = and i64 %675, 255
  %677 = xor i64 %674, %676
  %678 = mul i64 %677, 1099511628211
  %679 = lshr i64 %649, 56
  %680 = xor i64 %678, %679
  %681 = mul i64 %680, 1099511628211
  store i64 %681, ptr @hash, align 8, !tbaa !10
  %682 = tail call i32 @putchar(i32 10)
  %683 = add nuw nsw i64 %644, 1
  %684 = icmp eq i64 %683, 16
  br i1 %684, label %685, label %643, !llvm.loop !18

685:                                              ; preds = %643
  %686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 2061427957)
  %687 = load i64, ptr @hash, align 8, !tbaa !10
  %688 = xor i64 %687, 245
  %689 = mul i64 %688, 1099511628211
  %690 = xor i64 %689, 228
  %691 = mul i64 %690, 1099511628211
  %692 = xor i64 %691, 222
  %693 = mul i64 %692, 1099511628211
  %694 = xor i64 %693, 122
  %695 = mul i64 %694, 913917546033277539
  store i64 %695, ptr @hash, align 8, !tbaa !10
  %696 = tail call i32 @putchar(i32 10)
  %697 = load i64, ptr @hash, align 8, !tbaa !10
  %698 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %697)
  %699 = load i64, ptr @hash, align 8, !tbaa !10
  %700 = urem i64 %699, 7
  %701 = trunc nuw nsw i64 %700 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6
  ret i32 %701
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_not(i32 noundef %0) unnamed_addr #4 {
  %2 = xor i32 %0, -1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @f_widen(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -2147483648, 2147483648) i64 @f_uwiden(i32 noundef %0) unnamed_addr #4 {
  %2 = sext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_add(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = add i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_sub(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sub i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_shl(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = shl i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @f_shr(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = ashr i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_mul(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = mul i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_div(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -2147483647, -2147483648) i32 @f_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_and(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = and i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_or(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = or i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_xor(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = xor i32 %1, %0
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i32 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp sle i32 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i32 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @f_narrow(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i32
  ret i32 %2
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = !{!17, !17, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !13}
