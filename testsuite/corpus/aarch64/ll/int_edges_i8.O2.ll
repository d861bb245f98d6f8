; ModuleID = 'programs/int_edges_i8.c'
source_filename = "programs/int_edges_i8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\80\81\C0\FF\00\01\02\03\07?~\7FZ\A5", align 1
@.str = private unnamed_addr constant [37 x i8] c"type signed char: size=%d signed=%d\0A\00", align 1
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
  %1 = alloca [14 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 14, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.vals, i64 14, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1, i32 noundef 1)
  br label %3

3:                                                ; preds = %0, %328
  %4 = phi i64 [ 0, %0 ], [ %329, %328 ]
  %5 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %4
  %6 = load volatile i8, ptr %5, align 1, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = sext i8 %6 to i64
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8)
  %10 = tail call fastcc i8 @f_not(i8 noundef %6)
  %11 = sext i8 %10 to i64
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.3, i64 noundef %11)
  %13 = load i64, ptr @hash, align 8, !tbaa !9
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
  store i64 %43, ptr @hash, align 8, !tbaa !9
  %44 = tail call fastcc i64 @f_widen(i8 noundef %6)
  %45 = tail call fastcc i64 @f_uwiden(i8 noundef %6)
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %44, i64 noundef %45)
  %47 = load i64, ptr @hash, align 8, !tbaa !9
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
  store i64 %107, ptr @hash, align 8, !tbaa !9
  %108 = sub i8 0, %6
  %109 = sext i8 %108 to i64
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %109)
  %111 = load i64, ptr @hash, align 8, !tbaa !9
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
  store i64 %141, ptr @hash, align 8, !tbaa !9
  %142 = tail call fastcc i8 @f_add(i8 noundef %6, i8 noundef 1)
  %143 = sext i8 %142 to i64
  %144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %143)
  %145 = load i64, ptr @hash, align 8, !tbaa !9
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
  store i64 %175, ptr @hash, align 8, !tbaa !9
  %176 = tail call fastcc i8 @f_sub(i8 noundef %6, i8 noundef 1)
  %177 = sext i8 %176 to i64
  %178 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %177)
  %179 = load i64, ptr @hash, align 8, !tbaa !9
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
  store i64 %209, ptr @hash, align 8, !tbaa !9
  %210 = icmp eq i8 %6, 0
  %211 = zext i1 %210 to i32
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %211)
  %213 = load i64, ptr @hash, align 8, !tbaa !9
  br label %214

214:                                              ; preds = %3, %321
  %215 = phi i64 [ %213, %3 ], [ %322, %321 ]
  %216 = phi i32 [ 0, %3 ], [ %326, %321 ]
  %217 = tail call fastcc i8 @f_shl(i8 noundef %6, i32 noundef %216)
  %218 = tail call fastcc i8 @f_shr(i8 noundef %6, i32 noundef %216)
  %219 = sext i8 %217 to i64
  %220 = and i64 %219, 255
  %221 = xor i64 %215, %220
  %222 = mul i64 %221, 1099511628211
  %223 = lshr i64 %219, 8
  %224 = and i64 %223, 255
  %225 = xor i64 %222, %224
  %226 = mul i64 %225, 1099511628211
  %227 = lshr i64 %219, 16
  %228 = and i64 %227, 255
  %229 = xor i64 %226, %228
  %230 = mul i64 %229, 1099511628211
  %231 = lshr i64 %219, 24
  %232 = and i64 %231, 255
  %233 = xor i64 %230, %232
  %234 = mul i64 %233, 1099511628211
  %235 = lshr i64 %219, 32
  %236 = and i64 %235, 255
  %237 = xor i64 %234, %236
  %238 = mul i64 %237, 1099511628211
  %239 = lshr i64 %219, 40
  %240 = and i64 %239, 255
  %241 = xor i64 %238, %240
  %242 = mul i64 %241, 1099511628211
  %243 = lshr i64 %219, 48
  %244 = and i64 %243, 255
  %245 = xor i64 %242, %244
  %246 = mul i64 %245, 1099511628211
  %247 = lshr i64 %219, 56
  %248 = xor i64 %246, %247
  %249 = mul i64 %248, 1099511628211
  %250 = sext i8 %218 to i64
  %251 = and i64 %250, 255
  %252 = xor i64 %249, %251
  %253 = mul i64 %252, 1099511628211
  %254 = lshr i64 %250, 8
  %255 = and i64 %254, 255
  %256 = xor i64 %253, %255
  %257 = mul i64 %256, 1099511628211
  %258 = lshr i64 %250, 16
  %259 = and i64 %258, 255
  %260 = xor i64 %257, %259
  %261 = mul i64 %260, 1099511628211
  %262 = lshr i64 %250, 24
  %263 = and i64 %262, 255
  %264 = xor i64 %261, %263
  %265 = mul i64 %264, 1099511628211
  %266 = lshr i64 %250, 32
  %267 = and i64 %266, 255
  %268 = xor i64 %265, %267
  %269 = mul i64 %268, 1099511628211
  %270 = lshr i64 %250, 40
  %271 = and i64 %270, 255
  %272 = xor i64 %269, %271
  %273 = mul i64 %272, 1099511628211
  %274 = lshr i64 %250, 48
  %275 = and i64 %274, 255
  %276 = xor i64 %273, %275
  %277 = mul i64 %276, 1099511628211
  %278 = lshr i64 %250, 56
  %279 = xor i64 %277, %278
  %280 = mul i64 %279, 1099511628211
  store i64 %280, ptr @hash, align 8, !tbaa !9
  switch i32 %216, label %321 [
    i32 7, label %281
    i32 1, label %281
  ]

281:                                              ; preds = %214, %214
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %216)
  %283 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %219)
  %284 = load i64, ptr @hash, align 8, !tbaa !9
  %285 = xor i64 %284, %220
  %286 = mul i64 %285, 1099511628211
  %287 = xor i64 %286, %224
  %288 = mul i64 %287, 1099511628211
  %289 = xor i64 %288, %228
  %290 = mul i64 %289, 1099511628211
  %291 = xor i64 %290, %232
  %292 = mul i64 %291, 1099511628211
  %293 = xor i64 %292, %236
  %294 = mul i64 %293, 1099511628211
  %295 = xor i64 %294, %240
  %296 = mul i64 %295, 1099511628211
  %297 = xor i64 %296, %244
  %298 = mul i64 %297, 1099511628211
  %299 = xor i64 %298, %247
  %300 = mul i64 %299, 1099511628211
  store i64 %300, ptr @hash, align 8, !tbaa !9
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %250)
  %302 = load i64, ptr @hash, align 8, !tbaa !9
  %303 = xor i64 %302, %251
  %304 = mul i64 %303, 1099511628211
  %305 = xor i64 %304, %255
  %306 = mul i64 %305, 1099511628211
  %307 = xor i64 %306, %259
  %308 = mul i64 %307, 1099511628211
  %309 = xor i64 %308, %263
  %310 = mul i64 %309, 1099511628211
  %311 = xor i64 %310, %267
  %312 = mul i64 %311, 1099511628211
  %313 = xor i64 %312, %271
  %314 = mul i64 %313, 1099511628211
  %315 = xor i64 %314, %275
  %316 = mul i64 %315, 1099511628211
  %317 = xor i64 %316, %278
  %318 = mul i64 %317, 1099511628211
  store i64 %318, ptr @hash, align 8, !tbaa !9
  %319 = tail call i32 @putchar(i32 10)
  %320 = load i64, ptr @hash, align 8, !tbaa !9
  br label %321

321:                                              ; preds = %214, %281
  %322 = phi i64 [ %280, %214 ], [ %320, %281 ]
  %323 = add nsw i32 %216, -5
  %324 = icmp ult i32 %323, -2
  %325 = select i1 %324, i32 1, i32 5
  %326 = add nuw nsw i32 %325, %216
  %327 = icmp ult i32 %326, 8
  br i1 %327, label %214, label %331, !llvm.loop !11

328:                                              ; preds = %514
  %329 = add nuw nsw i64 %4, 1
  %330 = icmp eq i64 %329, 14
  br i1 %330, label %638, label %3, !llvm.loop !13

331:                                              ; preds = %321, %514
  %332 = phi i64 [ %636, %514 ], [ 0, %321 ]
  %333 = getelementptr inbounds [14 x i8], ptr %1, i64 0, i64 %332
  %334 = load volatile i8, ptr %333, align 1, !tbaa !6
  %335 = sext i8 %334 to i64
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %335)
  %337 = tail call fastcc i8 @f_add(i8 noundef %6, i8 noundef %334)
  %338 = sext i8 %337 to i64
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %338)
  %340 = load i64, ptr @hash, align 8, !tbaa !9
  %341 = and i64 %338, 255
  %342 = xor i64 %340, %341
  %343 = mul i64 %342, 1099511628211
  %344 = lshr i64 %338, 8
  %345 = and i64 %344, 255
  %346 = xor i64 %343, %345
  %347 = mul i64 %346, 1099511628211
  %348 = lshr i64 %338, 16
  %349 = and i64 %348, 255
  %350 = xor i64 %347, %349
  %351 = mul i64 %350, 1099511628211
  %352 = lshr i64 %338, 24
  %353 = and i64 %352, 255
  %354 = xor i64 %351, %353
  %355 = mul i64 %354, 1099511628211
  %356 = lshr i64 %338, 32
  %357 = and i64 %356, 255
  %358 = xor i64 %355, %357
  %359 = mul i64 %358, 1099511628211
  %360 = lshr i64 %338, 40
  %361 = and i64 %360, 255
  %362 = xor i64 %359, %361
  %363 = mul i64 %362, 1099511628211
  %364 = lshr i64 %338, 48
  %365 = and i64 %364, 255
  %366 = xor i64 %363, %365
  %367 = mul i64 %366, 1099511628211
  %368 = lshr i64 %338, 56
  %369 = xor i64 %367, %368
  %370 = mul i64 %369, 1099511628211
  store i64 %370, ptr @hash, align 8, !tbaa !9
  %371 = tail call fastcc i8 @f_sub(i8 noundef %6, i8 noundef %334)
  %372 = sext i8 %371 to i64
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %372)
  %374 = load i64, ptr @hash, align 8, !tbaa !9
  %375 = and i64 %372, 255
  %376 = xor i64 %374, %375
  %377 = mul i64 %376, 1099511628211
  %378 = lshr i64 %372, 8
  %379 = and i64 %378, 255
  %380 = xor i64 %377, %379
  %381 = mul i64 %380, 1099511628211
  %382 = lshr i64 %372, 16
  %383 = and i64 %382, 255
  %384 = xor i64 %381, %383
  %385 = mul i64 %384, 1099511628211
  %386 = lshr i64 %372, 24
  %387 = and i64 %386, 255
  %388 = xor i64 %385, %387
  %389 = mul i64 %388, 1099511628211
  %390 = lshr i64 %372, 32
  %391 = and i64 %390, 255
  %392 = xor i64 %389, %391
  %393 = mul i64 %392, 1099511628211
  %394 = lshr i64 %372, 40
  %395 = and i64 %394, 255
  %396 = xor i64 %393, %395
  %397 = mul i64 %396, 1099511628211
  %398 = lshr i64 %372, 48
  %399 = and i64 %398, 255
  %400 = xor i64 %397, %399
  %401 = mul i64 %400, 1099511628211
  %402 = lshr i64 %372, 56
  %403 = xor i64 %401, %402
  %404 = mul i64 %403, 1099511628211
  store i64 %404, ptr @hash, align 8, !tbaa !9
  %405 = tail call fastcc i8 @f_mul(i8 noundef %6, i8 noundef %334)
  %406 = sext i8 %405 to i64
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %406)
  %408 = load i64, ptr @hash, align 8, !tbaa !9
  %409 = and i64 %406, 255
  %410 = xor i64 %408, %409
  %411 = mul i64 %410, 1099511628211
  %412 = lshr i64 %406, 8
  %413 = and i64 %412, 255
  %414 = xor i64 %411, %413
  %415 = mul i64 %414, 1099511628211
  %416 = lshr i64 %406, 16
  %417 = and i64 %416, 255
  %418 = xor i64 %415, %417
  %419 = mul i64 %418, 1099511628211
  %420 = lshr i64 %406, 24
  %421 = and i64 %420, 255
  %422 = xor i64 %419, %421
  %423 = mul i64 %422, 1099511628211
  %424 = lshr i64 %406, 32
  %425 = and i64 %424, 255
  %426 = xor i64 %423, %425
  %427 = mul i64 %426, 1099511628211
  %428 = lshr i64 %406, 40
  %429 = and i64 %428, 255
  %430 = xor i64 %427, %429
  %431 = mul i64 %430, 1099511628211
  %432 = lshr i64 %406, 48
  %433 = and i64 %432, 255
  %434 = xor i64 %431, %433
  %435 = mul i64 %434, 1099511628211
  %436 = lshr i64 %406, 56
  %437 = xor i64 %435, %436
  %438 = mul i64 %437, 1099511628211
  store i64 %438, ptr @hash, align 8, !tbaa !9
  %439 = icmp eq i8 %334, 0
  br i1 %439, label %514, label %440

440:                                              ; preds = %331
  %441 = tail call fastcc i8 @f_div(i8 noundef %6, i8 noundef %334)
  %442 = sext i8 %441 to i64
  %443 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %442)
  %444 = load i64, ptr @hash, align 8, !tbaa !9
  %445 = and i64 %442, 255
  %446 = xor i64 %444, %445
  %447 = mul i64 %446, 1099511628211
  %448 = lshr i64 %442, 8
  %449 = and i64 %448, 255
  %450 = xor i64 %447, %449
  %451 = mul i64 %450, 1099511628211
  %452 = lshr i64 %442, 16
  %453 = and i64 %452, 255
  %454 = xor i64 %451, %453
  %455 = mul i64 %454, 1099511628211
  %456 = lshr i64 %442, 24
  %457 = and i64 %456, 255
  %458 = xor i64 %455, %457
  %459 = mul i64 %458, 1099511628211
  %460 = lshr i64 %442, 32
  %461 = and i64 %460, 255
  %462 = xor i64 %459, %461
  %463 = mul i64 %462, 1099511628211
  %464 = lshr i64 %442, 40
  %465 = and i64 %464, 255
  %466 = xor i64 %463, %465
  %467 = mul i64 %466, 1099511628211
  %468 = lshr i64 %442, 48
  %469 = and i64 %468, 255
  %470 = xor i64 %467, %469
  %471 = mul i64 %470, 1099511628211
  %472 = lshr i64 %442, 56
  %473 = xor i64 %471, %472
  %474 = mul i64 %473, 1099511628211
  store i64 %474, ptr @hash, align 8, !tbaa !9
  %475 = tail call fastcc i8 @f_rem(i8 noundef %6, i8 noundef %334)
  %476 = sext i8 %475 to i64
  %477 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %476)
  %478 = load i64, ptr @hash, align 8, !tbaa !9
  %479 = and i64 %476, 255
  %480 = xor i64 %478, %479
  %481 = mul i64 %480, 1099511628211
  %482 = lshr i64 %476, 8
  %483 = and i64 %482, 255
  %484 = xor i64 %481, %483
  %485 = mul i64 %484, 1099511628211
  %486 = lshr i64 %476, 16
  %487 = and i64 %486, 255
  %488 = xor i64 %485, %487
  %489 = mul i64 %488, 1099511628211
  %490 = lshr i64 %476, 24
  %491 = and i64 %490, 255
  %492 = xor i64 %489, %491
  %493 = mul i64 %492, 1099511628211
  %494 = lshr i64 %476, 32
  %495 = and i64 %494, 255
  %496 = xor i64 %493, %495
  %497 = mul i64 %496, 1099511628211
  %498 = lshr i64 %476, 40
  %499 = and i64 %498, 255
  %500 = xor i64 %497, %499
  %501 = mul i64 %500, 1099511628211
  %502 = lshr i64 %476, 48
  %503 = and i64 %502, 255
  %504 = xor i64 %501, %503
  %505 = mul i64 %504, 1099511628211
  %506 = lshr i64 %476, 56
  %507 = xor i64 %505, %506
  %508 = mul i64 %507, 1099511628211
  store i64 %508, ptr @hash, align 8, !tbaa !9
  %509 = tail call fastcc i8 @f_mul(i8 noundef %441, i8 noundef %334)
  %510 = add i8 %509, %475
  %511 = icmp eq i8 %510, %6
  br i1 %511, label %514, label %512

512:                                              ; preds = %440
  %513 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %514

514:                                              ; preds = %440, %512, %331
  %515 = tail call fastcc i8 @f_and(i8 noundef %6, i8 noundef %334)
  %516 = sext i8 %515 to i64
  %517 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %516)
  %518 = load i64, ptr @hash, align 8, !tbaa !9
  %519 = and i64 %516, 255
  %520 = xor i64 %518, %519
  %521 = mul i64 %520, 1099511628211
  %522 = lshr i64 %516, 8
  %523 = and i64 %522, 255
  %524 = xor i64 %521, %523
  %525 = mul i64 %524, 1099511628211
  %526 = lshr i64 %516, 16
  %527 = and i64 %526, 255
  %528 = xor i64 %525, %527
  %529 = mul i64 %528, 1099511628211
  %530 = lshr i64 %516, 24
  %531 = and i64 %530, 255
  %532 = xor i64 %529, %531
  %533 = mul i64 %532, 1099511628211
  %534 = lshr i64 %516, 32
  %535 = and i64 %534, 255
  %536 = xor i64 %533, %535
  %537 = mul i64 %536, 1099511628211
  %538 = lshr i64 %516, 40
  %539 = and i64 %538, 255
  %540 = xor i64 %537, %539
  %541 = mul i64 %540, 1099511628211
  %542 = lshr i64 %516, 48
  %543 = and i64 %542, 255
  %544 = xor i64 %541, %543
  %545 = mul i64 %544, 1099511628211
  %546 = lshr i64 %516, 56
  %547 = xor i64 %545, %546
  %548 = mul i64 %547, 1099511628211
  store i64 %548, ptr @hash, align 8, !tbaa !9
  %549 = tail call fastcc i8 @f_or(i8 noundef %6, i8 noundef %334)
  %550 = sext i8 %549 to i64
  %551 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %550)
  %552 = load i64, ptr @hash, align 8, !tbaa !9
  %553 = and i64 %550, 255
  %554 = xor i64 %552, %553
  %555 = mul i64 %554, 1099511628211
  %556 = lshr i64 %550, 8
  %557 = and i64 %556, 255
  %558 = xor i64 %555, %557
  %559 = mul i64 %558, 1099511628211
  %560 = lshr i64 %550, 16
  %561 = and i64 %560, 255
  %562 = xor i64 %559, %561
  %563 = mul i64 %562, 1099511628211
  %564 = lshr i64 %550, 24
  %565 = and i64 %564, 255
  %566 = xor i64 %563, %565
  %567 = mul i64 %566, 1099511628211
  %568 = lshr i64 %550, 32
  %569 = and i64 %568, 255
  %570 = xor i64 %567, %569
  %571 = mul i64 %570, 1099511628211
  %572 = lshr i64 %550, 40
  %573 = and i64 %572, 255
  %574 = xor i64 %571, %573
  %575 = mul i64 %574, 1099511628211
  %576 = lshr i64 %550, 48
  %577 = and i64 %576, 255
  %578 = xor i64 %575, %577
  %579 = mul i64 %578, 1099511628211
  %580 = lshr i64 %550, 56
  %581 = xor i64 %579, %580
  %582 = mul i64 %581, 1099511628211
  store i64 %582, ptr @hash, align 8, !tbaa !9
  %583 = tail call fastcc i8 @f_xor(i8 noundef %6, i8 noundef %334)
  %584 = sext i8 %583 to i64
  %585 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %584)
  %586 = load i64, ptr @hash, align 8, !tbaa !9
  %587 = and i64 %584, 255
  %588 = xor i64 %586, %587
  %589 = mul i64 %588, 1099511628211
  %590 = lshr i64 %584, 8
  %591 = and i64 %590, 255
  %592 = xor i64 %589, %591
  %593 = mul i64 %592, 1099511628211
  %594 = lshr i64 %584, 16
  %595 = and i64 %594, 255
  %596 = xor i64 %593, %595
  %597 = mul i64 %596, 1099511628211
  %598 = lshr i64 %584, 24
  %599 = and i64 %598, 255
  %600 = xor i64 %597, %599
  %601 = mul i64 %600, 1099511628211
  %602 = lshr i64 %584, 32
  %603 = and i64 %602, 255
  %604 = xor i64 %601, %603
  %605 = mul i64 %604, 1099511628211
  %606 = lshr i64 %584, 40
  %607 = and i64 %606, 255
  %608 = xor i64 %605, %607
  %609 = mul i64 %608, 1099511628211
  %610 = lshr i64 %584, 48
  %611 = and i64 %610, 255
  %612 = xor i64 %609, %611
  %613 = mul i64 %612, 1099511628211
  %614 = lshr i64 %584, 56
  %615 = xor i64 %613, %614
  %616 = mul i64 %615, 1099511628211
  store i64 %616, ptr @hash, align 8, !tbaa !9
  %617 = tail call fastcc i32 @f_lt(i8 noundef %6, i8 noundef %334)
  %618 = tail call fastcc i32 @f_le(i8 noundef %6, i8 noundef %334)
  %619 = tail call fastcc i32 @f_eq(i8 noundef %6, i8 noundef %334)
  %620 = icmp ne i8 %6, %334
  %621 = zext i1 %620 to i32
  %622 = icmp sgt i8 %6, %334
  %623 = zext i1 %622 to i32
  %624 = icmp sge i8 %6, %334
  %625 = zext i1 %624 to i32
  %626 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %617, i32 noundef %618, i32 noundef %619, i32 noundef %621, i32 noundef %623, i32 noundef %625)
  %627 = shl nuw nsw i32 %617, 2
  %628 = shl nuw nsw i32 %618, 1
  %629 = or disjoint i32 %628, %627
  %630 = or disjoint i32 %629, %619
  %631 = zext nneg i32 %630 to i64
  %632 = load i64, ptr @hash, align 8, !tbaa !9
  %633 = xor i64 %632, %631
  %634 = mul i64 %633, 2232315406967589409
  store i64 %634, ptr @hash, align 8, !tbaa !9
  %635 = tail call i32 @putchar(i32 10)
  %636 = add nuw nsw i64 %332, 1
  %637 = icmp eq i64 %636, 14
  br i1 %637, label %328, label %331, !llvm.loop !14

638:                                              ; preds = %328, %638
  %639 = phi i64 [ %678, %638 ], [ 0, %328 ]
  %640 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %639
  %641 = load i64, ptr %640, align 8, !tbaa !15
  %642 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %641)
  %643 = tail call fastcc i8 @f_narrow(i64 noundef %641)
  %644 = sext i8 %643 to i64
  %645 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %644)
  %646 = load i64, ptr @hash, align 8, !tbaa !9
  %647 = and i64 %644, 255
  %648 = xor i64 %646, %647
  %649 = mul i64 %648, 1099511628211
  %650 = lshr i64 %644, 8
  %651 = and i64 %650, 255
  %652 = xor i64 %649, %651
  %653 = mul i64 %652, 1099511628211
  %654 = lshr i64 %644, 16
  %655 = and i64 %654, 255
  %656 = xor i64 %653, %655
  %657 = mul i64 %656, 1099511628211
  %658 = lshr i64 %644, 24
  %659 = and i64 %658, 255
  %660 = xor i64 %657, %659
  %661 = mul i64 %660, 1099511628211
  %662 = lshr i64 %644, 32
  %663 = and i64 %662, 255
  %664 = xor i64 %661, %663
  %665 = mul i64 %664, 1099511628211
  %666 = lshr i64 %644, 40
  %667 = and i64 %666, 255
  %668 = xor i64 %665, %667
  %669 = mul i64 %668, 1099511628211
  %670 = lshr i64 %644, 48
  %671 = and i64 %670, 255
  %672 = xor i64 %669, %671
  %673 = mul i64 %672, 1099511628211
  %674 = lshr i64 %644, 56
  %675 = xor i64 %673, %674
  %676 = mul i64 %675, 1099511628211
  store i64 %676, ptr @hash, align 8, !tbaa !9
  %677 = tail call i32 @putchar(i32 10)
  %678 = add nuw nsw i64 %639, 1
  %679 = icmp eq i64 %678, 16
  br i1 %679, label %680, label %638, !llvm.loop !17

680:                                              ; preds = %638
  %681 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 117)
  %682 = load i64, ptr @hash, align 8, !tbaa !9
  %683 = xor i64 %682, 117
  %684 = mul i64 %683, 2232315406967589409
  store i64 %684, ptr @hash, align 8, !tbaa !9
  %685 = tail call i32 @putchar(i32 10)
  %686 = load i64, ptr @hash, align 8, !tbaa !9
  %687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %686)
  %688 = load i64, ptr @hash, align 8, !tbaa !9
  %689 = urem i64 %688, 7
  %690 = trunc nuw nsw i64 %689 to i32
  call void @llvm.lifetime.end.p0(i64 14, ptr nonnull %1) #6
  ret i32 %690
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_not(i8 noundef %0) unnamed_addr #4 {
  %2 = xor i8 %0, -1
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_widen(i8 noundef %0) unnamed_addr #4 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @f_uwiden(i8 noundef %0) unnamed_addr #4 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_add(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = add i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_sub(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = sub i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f_shl(i8 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = zext i8 %0 to i32
  %4 = shl nuw nsw i32 %3, %1
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @f_shr(i8 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i8 %0 to i32
  %4 = ashr i32 %3, %1
  %5 = trunc nsw i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_mul(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = mul i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_div(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = sdiv i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i8 -127, -128) i8 @f_rem(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = srem i16 %3, %4
  %6 = trunc nsw i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_and(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = and i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_or(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = or i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_xor(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = xor i8 %1, %0
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_lt(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp slt i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp sle i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_eq(i8 noundef %0, i8 noundef %1) unnamed_addr #4 {
  %3 = icmp eq i8 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @f_narrow(i64 noundef %0) unnamed_addr #4 {
  %2 = trunc i64 %0 to i8
  ret i8 %2
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = !{!16, !16, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = distinct !{!17, !12}
