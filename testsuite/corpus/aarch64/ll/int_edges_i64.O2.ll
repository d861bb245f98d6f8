; ModuleID = 'programs/int_edges_i64.c'
source_filename = "programs/int_edges_i64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 -9223372036854775808, i64 -9223372036854775807, i64 -4611686018427387904, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 4611686018427387903, i64 9223372036854775806, i64 9223372036854775807, i64 6510615555426900570, i64 -6510615555426900571], align 8
@.str = private unnamed_addr constant [30 x i8] c"type long: size=%d signed=%d\0A\00", align 1
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
  %1 = alloca [14 x i64], align 8
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.vals, i64 112, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 8, i32 noundef 1)
  br label %3

3:                                                ; preds = %0, %307
  %4 = phi i64 [ 0, %0 ], [ %308, %307 ]
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
  br label %195

193:                                              ; preds = %300
  %194 = icmp eq i64 %6, -9223372036854775808
  br label %310

195:                                              ; preds = %3, %300
  %196 = phi i64 [ %192, %3 ], [ %301, %300 ]
  %197 = phi i32 [ 0, %3 ], [ %305, %300 ]
  %198 = tail call fastcc i64 @f_shl(i64 noundef %6, i32 noundef %197)
  %199 = tail call fastcc i64 @f_shr(i64 noundef %6, i32 noundef %197)
  %200 = and i64 %198, 255
  %201 = xor i64 %196, %200
  %202 = mul i64 %201, 1099511628211
  %203 = lshr i64 %198, 8
  %204 = and i64 %203, 255
  %205 = xor i64 %202, %204
  %206 = mul i64 %205, 1099511628211
  %207 = lshr i64 %198, 16
  %208 = and i64 %207, 255
  %209 = xor i64 %206, %208
  %210 = mul i64 %209, 1099511628211
  %211 = lshr i64 %198, 24
  %212 = and i64 %211, 255
  %213 = xor i64 %210, %212
  %214 = mul i64 %213, 1099511628211
  %215 = lshr i64 %198, 32
  %216 = and i64 %215, 255
  %217 = xor i64 %214, %216
  %218 = mul i64 %217, 1099511628211
  %219 = lshr i64 %198, 40
  %220 = and i64 %219, 255
  %221 = xor i64 %218, %220
  %222 = mul i64 %221, 1099511628211
  %223 = lshr i64 %198, 48
  %224 = and i64 %223, 255
  %225 = xor i64 %222, %224
  %226 = mul i64 %225, 1099511628211
  %227 = lshr i64 %198, 56
  %228 = xor i64 %226, %227
  %229 = mul i64 %228, 1099511628211
  %230 = and i64 %199, 255
  %231 = xor i64 %229, %230
  %232 = mul i64 %231, 1099511628211
  %233 = lshr i64 %199, 8
  %234 = and i64 %233, 255
  %235 = xor i64 %232, %234
  %236 = mul i64 %235, 1099511628211
  %237 = lshr i64 %199, 16
  %238 = and i64 %237, 255
  %239 = xor i64 %236, %238
  %240 = mul i64 %239, 1099511628211
  %241 = lshr i64 %199, 24
  %242 = and i64 %241, 255
  %243 = xor i64 %240, %242
  %244 = mul i64 %243, 1099511628211
  %245 = lshr i64 %199, 32
  %246 = and i64 %245, 255
  %247 = xor i64 %244, %246
  %248 = mul i64 %247, 1099511628211
  %249 = lshr i64 %199, 40
  %250 = and i64 %249, 255
  %251 = xor i64 %248, %250
  %252 = mul i64 %251, 1099511628211
  %253 = lshr i64 %199, 48
  %254 = and i64 %253, 255
  %255 = xor i64 %252, %254
  %256 = mul i64 %255, 1099511628211
  %257 = lshr i64 %199, 56
  %258 = xor i64 %256, %257
  %259 = mul i64 %258, 1099511628211
  store i64 %259, ptr @hash, align 8, !tbaa !6
  switch i32 %197, label %300 [
    i32 63, label %260
    i32 1, label %260
  ]

260:                                              ; preds = %195, %195
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %197)
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %198)
  %263 = load i64, ptr @hash, align 8, !tbaa !6
  %264 = xor i64 %263, %200
  %265 = mul i64 %264, 1099511628211
  %266 = xor i64 %265, %204
  %267 = mul i64 %266, 1099511628211
  %268 = xor i64 %267, %208
  %269 = mul i64 %268, 1099511628211
  %270 = xor i64 %269, %212
  %271 = mul i64 %270, 1099511628211
  %272 = xor i64 %271, %216
  %273 = mul i64 %272, 1099511628211
  %274 = xor i64 %273, %220
  %275 = mul i64 %274, 1099511628211
  %276 = xor i64 %275, %224
  %277 = mul i64 %276, 1099511628211
  %278 = xor i64 %277, %227
  %279 = mul i64 %278, 1099511628211
  store i64 %279, ptr @hash, align 8, !tbaa !6
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %199)
  %281 = load i64, ptr @hash, align 8, !tbaa !6
  %282 = xor i64 %281, %230
  %283 = mul i64 %282, 1099511628211
  %284 = xor i64 %283, %234
  %285 = mul i64 %284, 1099511628211
  %286 = xor i64 %285, %238
  %287 = mul i64 %286, 1099511628211
  %288 = xor i64 %287, %242
  %289 = mul i64 %288, 1099511628211
  %290 = xor i64 %289, %246
  %291 = mul i64 %290, 1099511628211
  %292 = xor i64 %291, %250
  %293 = mul i64 %292, 1099511628211
  %294 = xor i64 %293, %254
  %295 = mul i64 %294, 1099511628211
  %296 = xor i64 %295, %257
  %297 = mul i64 %296, 1099511628211
  store i64 %297, ptr @hash, align 8, !tbaa !6
  %298 = tail call i32 @putchar(i32 10)
  %299 = load i64, ptr @hash, align 8, !tbaa !6
  br label %300

300:                                              ; preds = %195, %260
  %301 = phi i64 [ %259, %195 ], [ %299, %260 ]
  %302 = add nsw i32 %197, -61
  %303 = icmp ult i32 %302, -58
  %304 = select i1 %303, i32 1, i32 5
  %305 = add nuw nsw i32 %304, %197
  %306 = icmp ult i32 %305, 64
  br i1 %306, label %195, label %193, !llvm.loop !10

307:                                              ; preds = %490
  %308 = add nuw nsw i64 %4, 1
  %309 = icmp eq i64 %308, 14
  br i1 %309, label %611, label %3, !llvm.loop !12

310:                                              ; preds = %193, %490
  %311 = phi i64 [ 0, %193 ], [ %609, %490 ]
  %312 = getelementptr inbounds [14 x i64], ptr %1, i64 0, i64 %311
  %313 = load volatile i64, ptr %312, align 8, !tbaa !6
  %314 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %313)
  %315 = tail call fastcc i64 @f_add(i64 noundef %6, i64 noundef %313)
  %316 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %315)
  %317 = load i64, ptr @hash, align 8, !tbaa !6
  %318 = and i64 %315, 255
  %319 = xor i64 %317, %318
  %320 = mul i64 %319, 1099511628211
  %321 = lshr i64 %315, 8
  %322 = and i64 %321, 255
  %323 = xor i64 %320, %322
  %324 = mul i64 %323, 1099511628211
  %325 = lshr i64 %315, 16
  %326 = and i64 %325, 255
  %327 = xor i64 %324, %326
  %328 = mul i64 %327, 1099511628211
  %329 = lshr i64 %315, 24
  %330 = and i64 %329, 255
  %331 = xor i64 %328, %330
  %332 = mul i64 %331, 1099511628211
  %333 = lshr i64 %315, 32
  %334 = and i64 %333, 255
  %335 = xor i64 %332, %334
  %336 = mul i64 %335, 1099511628211
  %337 = lshr i64 %315, 40
  %338 = and i64 %337, 255
  %339 = xor i64 %336, %338
  %340 = mul i64 %339, 1099511628211
  %341 = lshr i64 %315, 48
  %342 = and i64 %341, 255
  %343 = xor i64 %340, %342
  %344 = mul i64 %343, 1099511628211
  %345 = lshr i64 %315, 56
  %346 = xor i64 %344, %345
  %347 = mul i64 %346, 1099511628211
  store i64 %347, ptr @hash, align 8, !tbaa !6
  %348 = tail call fastcc i64 @f_sub(i64 noundef %6, i64 noundef %313)
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %348)
  %350 = load i64, ptr @hash, align 8, !tbaa !6
  %351 = and i64 %348, 255
  %352 = xor i64 %350, %351
  %353 = mul i64 %352, 1099511628211
  %354 = lshr i64 %348, 8
  %355 = and i64 %354, 255
  %356 = xor i64 %353, %355
  %357 = mul i64 %356, 1099511628211
  %358 = lshr i64 %348, 16
  %359 = and i64 %358, 255
  %360 = xor i64 %357, %359
  %361 = mul i64 %360, 1099511628211
  %362 = lshr i64 %348, 24
  %363 = and i64 %362, 255
  %364 = xor i64 %361, %363
  %365 = mul i64 %364, 1099511628211
  %366 = lshr i64 %348, 32
  %367 = and i64 %366, 255
  %368 = xor i64 %365, %367
  %369 = mul i64 %368, 1099511628211
  %370 = lshr i64 %348, 40
  %371 = and i64 %370, 255
  %372 = xor i64 %369, %371
  %373 = mul i64 %372, 1099511628211
  %374 = lshr i64 %348, 48
  %375 = and i64 %374, 255
  %376 = xor i64 %373, %375
  %377 = mul i64 %376, 1099511628211
  %378 = lshr i64 %348, 56
  %379 = xor i64 %377, %378
  %380 = mul i64 %379, 1099511628211
  store i64 %380, ptr @hash, align 8, !tbaa !6
  %381 = tail call fastcc i64 @f_mul(i64 noundef %6, i64 noundef %313)
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %381)
  %383 = load i64, ptr @hash, align 8, !tbaa !6
  %384 = and i64 %381, 255
  %385 = xor i64 %383, %384
  %386 = mul i64 %385, 1099511628211
  %387 = lshr i64 %381, 8
  %388 = and i64 %387, 255
  %389 = xor i64 %386, %388
  %390 = mul i64 %389, 1099511628211
  %391 = lshr i64 %381, 16
  %392 = and i64 %391, 255
  %393 = xor i64 %390, %392
  %394 = mul i64 %393, 1099511628211
  %395 = lshr i64 %381, 24
  %396 = and i64 %395, 255
  %397 = xor i64 %394, %396
  %398 = mul i64 %397, 1099511628211
  %399 = lshr i64 %381, 32
  %400 = and i64 %399, 255
  %401 = xor i64 %398, %400
  %402 = mul i64 %401, 1099511628211
  %403 = lshr i64 %381, 40
  %404 = and i64 %403, 255
  %405 = xor i64 %402, %404
  %406 = mul i64 %405, 1099511628211
  %407 = lshr i64 %381, 48
  %408 = and i64 %407, 255
  %409 = xor i64 %406, %408
  %410 = mul i64 %409, 1099511628211
  %411 = lshr i64 %381, 56
  %412 = xor i64 %410, %411
  %413 = mul i64 %412, 1099511628211
  store i64 %413, ptr @hash, align 8, !tbaa !6
  %414 = icmp eq i64 %313, 0
  %415 = icmp eq i64 %313, -1
  %416 = and i1 %194, %415
  %417 = select i1 %414, i1 true, i1 %416
  br i1 %417, label %490, label %418

418:                                              ; preds = %310
  %419 = tail call fastcc i64 @f_div(i64 noundef %6, i64 noundef %313)
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %419)
  %421 = load i64, ptr @hash, align 8, !tbaa !6
  %422 = and i64 %419, 255
  %423 = xor i64 %421, %422
  %424 = mul i64 %423, 1099511628211
  %425 = lshr i64 %419, 8
  %426 = and i64 %425, 255
  %427 = xor i64 %424, %426
  %428 = mul i64 %427, 1099511628211
  %429 = lshr i64 %419, 16
  %430 = and i64 %429, 255
  %431 = xor i64 %428, %430
  %432 = mul i64 %431, 1099511628211
  %433 = lshr i64 %419, 24
  %434 = and i64 %433, 255
  %435 = xor i64 %432, %434
  %436 = mul i64 %435, 1099511628211
  %437 = lshr i64 %419, 32
  %438 = and i64 %437, 255
  %439 = xor i64 %436, %438
  %440 = mul i64 %439, 1099511628211
  %441 = lshr i64 %419, 40
  %442 = and i64 %441, 255
  %443 = xor i64 %440, %442
  %444 = mul i64 %443, 1099511628211
  %445 = lshr i64 %419, 48
  %446 = and i64 %445, 255
  %447 = xor i64 %444, %446
  %448 = mul i64 %447, 1099511628211
  %449 = lshr i64 %419, 56
  %450 = xor i64 %448, %449
  %451 = mul i64 %450, 1099511628211
  store i64 %451, ptr @hash, align 8, !tbaa !6
  %452 = tail call fastcc i64 @f_rem(i64 noundef %6, i64 noundef %313)
  %453 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %452)
  %454 = load i64, ptr @hash, align 8, !tbaa !6
  %455 = and i64 %452, 255
  %456 = xor i64 %454, %455
  %457 = mul i64 %456, 1099511628211
  %458 = lshr i64 %452, 8
  %459 = and i64 %458, 255
  %460 = xor i64 %457, %459
  %461 = mul i64 %460, 1099511628211
  %462 = lshr i64 %452, 16
  %463 = and i64 %462, 255
  %464 = xor i64 %461, %463
  %465 = mul i64 %464, 1099511628211
  %466 = lshr i64 %452, 24
  %467 = and i64 %466, 255
  %468 = xor i64 %465, %467
  %469 = mul i64 %468, 1099511628211
  %470 = lshr i64 %452, 32
  %471 = and i64 %470, 255
  %472 = xor i64 %469, %471
  %473 = mul i64 %472, 1099511628211
  %474 = lshr i64 %452, 40
  %475 = and i64 %474, 255
  %476 = xor i64 %473, %475
  %477 = mul i64 %476, 1099511628211
  %478 = lshr i64 %452, 48
  %479 = and i64 %478, 255
  %480 = xor i64 %477, %479
  %481 = mul i64 %480, 1099511628211
  %482 = lshr i64 %452, 56
  %483 = xor i64 %481, %482
  %484 = mul i64 %483, 1099511628211
  store i64 %484, ptr @hash, align 8, !tbaa !6
  %485 = tail call fastcc i64 @f_mul(i64 noundef %419, i64 noundef %313)
  %486 = add i64 %485, %452
  %487 = icmp eq i64 %486, %6
  br i1 %487, label %490, label %488

488:                                              ; preds = %418
  %489 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %490

490:                                              ; preds = %418, %488, %310
  %491 = tail call fastcc i64 @f_and(i64 noundef %6, i64 noundef %313)
  %492 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %491)
  %493 = load i64, ptr @hash, align 8, !tbaa !6
  %494 = and i64 %491, 255
  %495 = xor i64 %493, %494
  %496 = mul i64 %495, 1099511628211
  %497 = lshr i64 %491, 8
  %498 = and i64 %497, 255
  %499 = xor i64 %496, %498
  %500 = mul i64 %499, 1099511628211
  %501 = lshr i64 %491, 16
  %502 = and i64 %501, 255
  %503 = xor i64 %500, %502
  %504 = mul i64 %503, 1099511628211
  %505 = lshr i64 %491, 24
  %506 = and i64 %505, 255
  %507 = xor i64 %504, %506
  %508 = mul i64 %507, 1099511628211
  %509 = lshr i64 %491, 32
  %510 = and i64 %509, 255
  %511 = xor i64 %508, %510
  %512 = mul i64 %511, 1099511628211
  %513 = lshr i64 %491, 40
  %514 = and i64 %513, 255
  %515 = xor i64 %512, %514
  %516 = mul i64 %515, 1099511628211
  %517 = lshr i64 %491, 48
  %518 = and i64 %517, 255
  %519 = xor i64 %516, %518
  %520 = mul i64 %519, 1099511628211
  %521 = lshr i64 %491, 56
  %522 = xor i64 %520, %521
  %523 = mul i64 %522, 1099511628211
  store i64 %523, ptr @hash, align 8, !tbaa !6
  %524 = tail call fastcc i64 @f_or(i64 noundef %6, i64 noundef %313)
  %525 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %524)
  %526 = load i64, ptr @hash, align 8, !tbaa !6
  %527 = and i64 %524, 255
  %528 = xor i64 %526, %527
  %529 = mul i64 %528, 1099511628211
  %530 = lshr i64 %524, 8
  %531 = and i64 %530, 255
  %532 = xor i64 %529, %531
  %533 = mul i64 %532, 1099511628211
  %534 = lshr i64 %524, 16
  %535 = and i64 %534, 255
  %536 = xor i64 %533, %535
  %537 = mul i64 %536, 1099511628211
  %538 = lshr i64 %524, 24
  %539 = and i64 %538, 255
  %540 = xor i64 %537, %539
  %541 = mul i64 %540, 1099511628211
  %542 = lshr i64 %524, 32
  %543 = and i64 %542, 255
  %544 = xor i64 %541, %543
  %545 = mul i64 %544, 1099511628211
  %546 = lshr i64 %524, 40
  %547 = and i64 %546, 255
  %548 = xor i64 %545, %547
  %549 = mul i64 %548, 1099511628211
  %550 = lshr i64 %524, 48
  %551 = and i64 %550, 255
  %552 = xor i64 %549, %551
  %553 = mul i64 %552, 1099511628211
  %554 = lshr i64 %524, 56
  %555 = xor i64 %553, %554
  %556 = mul i64 %555, 1099511628211
  store i64 %556, ptr @hash, align 8, !tbaa !6
  %557 = tail call fastcc i64 @f_xor(i64 noundef %6, i64 noundef %313)
  %558 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %557)
  %559 = load i64, ptr @hash, align 8, !tbaa !6
  %560 = and i64 %557, 255
  %561 = xor i64 %559, %560
  %562 = mul i64 %561, 1099511628211
  %563 = lshr i64 %557, 8
  %564 = and i64 %563, 255
  %565 = xor i64 %562, %564
  %566 = mul i64 %565, 1099511628211
  %567 = lshr i64 %557, 16
  %568 = and i64 %567, 255
  %569 = xor i64 %566, %568
  %570 = mul i64 %569, 1099511628211
  %571 = lshr i64 %557, 24
  %572 = and i64 %571, 255
  %573 = xor i64 %570, %572
  %574 = mul i64 %573, 1099511628211
  %575 = lshr i64 %557, 32
  %576 = and i64 %575, 255
  %577 = xor i64 %574, %576
  %578 = mul i64 %577, 1099511628211
  %579 = lshr i64 %557, 40
  %580 = and i64 %579, 255
  %581 = xor i64 %578, %580
  %582 = mul i64 %581, 1099511628211
  %583 = lshr i64 %557, 48
  %584 = and i64 %583, 255
  %585 = xor i64 %582, %584
  %586 = mul i64 %585, 1099511628211
  %587 = lshr i64 %557, 56
  %588 = xor i64 %586, %587
  %589 = mul i64 %588, 1099511628211
  store i64 %589, ptr @hash, align 8, !tbaa !6
  %590 = tail call fastcc i32 @f_lt(i64 noundef %6, i64 noundef %313)
  %591 = tail call fastcc i32 @f_le(i64 noundef %6, i64 noundef %313)
  %592 = tail call fastcc i32 @f_eq(i64 noundef %6, i64 noundef %313)
  %593 = icmp ne i64 %6, %313
  %594 = zext i1 %593 to i32
  %595 = icmp sgt i64 %6, %313
  %596 = zext i1 %595 to i32
  %597 = icmp sge i64 %6, %313
  %598 = zext i1 %597 to i32
  %599 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %590, i32 noundef %591, i32 noundef %592, i32 noundef %594, i32 noundef %596, i32 noundef %598)
  %600 = shl nuw nsw i32 %590, 2
  %601 = shl nuw nsw i32 %591, 1
  %602 = or disjoint i32 %601, %600
  %603 = or disjoint i32 %602, %592
  %604 = zext nneg i32 %603 to i64
  %605 = load i64, ptr @hash, align 8, !tbaa !6
  %606 = xor i64 %605, %604
  %607 = mul i64 %606, 2232315406967589409
  store i64 %607, ptr @hash, align 8, !tbaa !6
  %608 = tail call i32 @putchar(i32 10)
  %609 = add nuw nsw i64 %311, 1
  %610 = icmp eq i64 %609, 14
  br i1 %610, label %307, label %310, !llvm.loop !13

611:                                              ; preds = %307, %611
  %612 = phi i64 [ %649, %611 ], [ 0, %307 ]
  %613 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %612
  %614 = load i64, ptr %613, align 8, !tbaa !14
  %615 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %614)
  %616 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %614)
  %617 = load i64, ptr @hash, align 8, !tbaa !6
  %618 = and i64 %614, 255
  %619 = xor i64 %617, %618
  %620 = mul i64 %619, 1099511628211
  %621 = lshr i64 %614, 8
  %622 = and i64 %621, 255
  %623 = xor i64 %620, %622
  %624 = mul i64 %623, 1099511628211
  %625 = lshr i64 %614, 16
  %626 = and i64 %625, 255
  %627 = xor i64 %624, %626
  %628 = mul i64 %627, 1099511628211
  %629 = lshr i64 %614, 24
  %630 = and i64 %629, 255
  %631 = xor i64 %628, %630
  %632 = mul i64 %631, 1099511628211
  %633 = lshr i64 %614, 32
  %634 = and i64 %633, 255
  %635 = xor i64 %632, %634
  %636 = mul i64 %635, 1099511628211
  %637 = lshr i64 %614, 40
  %638 = and i64 %637, 255
  %639 = xor i64 %636, %638
  %640 = mul i64 %639, 1099511628211
  %641 = lshr i64 %614, 48
  %642 = and i64 %641, 255
  %643 = xor i64 %640, %642
  %644 = mul i64 %643, 1099511628211
  %645 = lshr i64 %614, 56
  %646 = xor i64 %644, %645
  %647 = mul i64 %646, 1099511628211
  store i64 %647, ptr @hash, align 8, !tbaa !6
  %648 = tail call i32 @putchar(i32 10)
  %649 = add nuw nsw i64 %612, 1
  %650 = icmp eq i64 %649, 16
  br i1 %650, label %651, label %611, !llvm.loop !16

651:                                              ; preds = %611
  %652 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 5906464649859175039)
  %653 = load i64, ptr @hash, align 8, !tbaa !6
  %654 = xor i64 %653, 127
  %655 = mul i64 %654, 1099511628211
  %656 = xor i64 %655, 18
  %657 = mul i64 %656, 1099511628211
  %658 = xor i64 %657, 66
  %659 = mul i64 %658, 1099511628211
  %660 = xor i64 %659, 37
  %661 = mul i64 %660, 1099511628211
  %662 = xor i64 %661, 78
  %663 = mul i64 %662, 1099511628211
  %664 = xor i64 %663, 250
  %665 = mul i64 %664, 1099511628211
  %666 = xor i64 %665, 247
  %667 = mul i64 %666, 1099511628211
  %668 = xor i64 %667, 81
  %669 = mul i64 %668, 1099511628211
  store i64 %669, ptr @hash, align 8, !tbaa !6
  %670 = tail call i32 @putchar(i32 10)
  %671 = load i64, ptr @hash, align 8, !tbaa !6
  %672 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %671)
  %673 = load i64, ptr @hash, align 8, !tbaa !6
  %674 = urem i64 %673, 7
  %675 = trunc nuw nsw i64 %674 to i32
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %1) #6
  ret i32 %675
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
  %4 = ashr i64 %0, %3
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
  %3 = sdiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -9223372036854775807, -9223372036854775808) i64 @f_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = srem i64 %0, %1
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
  %3 = icmp slt i64 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i64 noundef %0, i64 noundef %1) unnamed_addr #4 {
  %3 = icmp sle i64 %0, %1
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
