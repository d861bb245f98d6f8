; ModuleID = 'programs/int_edges_u32.c'
source_filename = "programs/int_edges_u32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 0, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 2147483647, i32 -2, i32 -1, i32 1515870810, i32 -1515870811], align 4
@.str = private unnamed_addr constant [38 x i8] c"type unsigned int: size=%d signed=%d\0A\00", align 1
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
  %1 = alloca [14 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %1, ptr align 4 @__const.main.vals, i64 56, i1 true)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 0)
  br label %3

3:                                                ; preds = %0, %184
  %4 = phi i64 [ 0, %0 ], [ %185, %184 ]
  %5 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %4
  %6 = load volatile i32, ptr %5, align 4, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %8 = zext i32 %6 to i64
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %8)
  %10 = tail call fastcc i32 @f_not(i32 noundef %6)
  %11 = zext i32 %10 to i64
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
  %26 = xor i64 %24, %25
  %27 = mul i64 %26, 913917546033277539
  store i64 %27, ptr @hash, align 8, !tbaa !10
  %28 = tail call fastcc i64 @f_widen(i32 noundef %6)
  %29 = tail call fastcc i64 @f_uwiden(i32 noundef %6)
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %28, i64 noundef %29)
  %31 = load i64, ptr @hash, align 8, !tbaa !10
  %32 = and i64 %28, 255
  %33 = xor i64 %31, %32
  %34 = mul i64 %33, 1099511628211
  %35 = lshr i64 %28, 8
  %36 = and i64 %35, 255
  %37 = xor i64 %34, %36
  %38 = mul i64 %37, 1099511628211
  %39 = lshr i64 %28, 16
  %40 = and i64 %39, 255
  %41 = xor i64 %38, %40
  %42 = mul i64 %41, 1099511628211
  %43 = lshr i64 %28, 24
  %44 = xor i64 %42, %43
  %45 = mul i64 %44, 913917546033277539
  %46 = and i64 %29, 255
  %47 = xor i64 %45, %46
  %48 = mul i64 %47, 1099511628211
  %49 = lshr i64 %29, 8
  %50 = and i64 %49, 255
  %51 = xor i64 %48, %50
  %52 = mul i64 %51, 1099511628211
  %53 = lshr i64 %29, 16
  %54 = and i64 %53, 255
  %55 = xor i64 %52, %54
  %56 = mul i64 %55, 1099511628211
  %57 = lshr i64 %29, 24
  %58 = xor i64 %56, %57
  %59 = mul i64 %58, 913917546033277539
  store i64 %59, ptr @hash, align 8, !tbaa !10
  %60 = sub i32 0, %6
  %61 = zext i32 %60 to i64
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.5, i64 noundef %61)
  %63 = load i64, ptr @hash, align 8, !tbaa !10
  %64 = and i64 %61, 255
  %65 = xor i64 %63, %64
  %66 = mul i64 %65, 1099511628211
  %67 = lshr i64 %61, 8
  %68 = and i64 %67, 255
  %69 = xor i64 %66, %68
  %70 = mul i64 %69, 1099511628211
  %71 = lshr i64 %61, 16
  %72 = and i64 %71, 255
  %73 = xor i64 %70, %72
  %74 = mul i64 %73, 1099511628211
  %75 = lshr i64 %61, 24
  %76 = xor i64 %74, %75
  %77 = mul i64 %76, 913917546033277539
  store i64 %77, ptr @hash, align 8, !tbaa !10
  %78 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef 1)
  %79 = zext i32 %78 to i64
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.6, i64 noundef %79)
  %81 = load i64, ptr @hash, align 8, !tbaa !10
  %82 = and i64 %79, 255
  %83 = xor i64 %81, %82
  %84 = mul i64 %83, 1099511628211
  %85 = lshr i64 %79, 8
  %86 = and i64 %85, 255
  %87 = xor i64 %84, %86
  %88 = mul i64 %87, 1099511628211
  %89 = lshr i64 %79, 16
  %90 = and i64 %89, 255
  %91 = xor i64 %88, %90
  %92 = mul i64 %91, 1099511628211
  %93 = lshr i64 %79, 24
  %94 = xor i64 %92, %93
  %95 = mul i64 %94, 913917546033277539
  store i64 %95, ptr @hash, align 8, !tbaa !10
  %96 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef 1)
  %97 = zext i32 %96 to i64
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.7, i64 noundef %97)
  %99 = load i64, ptr @hash, align 8, !tbaa !10
  %100 = and i64 %97, 255
  %101 = xor i64 %99, %100
  %102 = mul i64 %101, 1099511628211
  %103 = lshr i64 %97, 8
  %104 = and i64 %103, 255
  %105 = xor i64 %102, %104
  %106 = mul i64 %105, 1099511628211
  %107 = lshr i64 %97, 16
  %108 = and i64 %107, 255
  %109 = xor i64 %106, %108
  %110 = mul i64 %109, 1099511628211
  %111 = lshr i64 %97, 24
  %112 = xor i64 %110, %111
  %113 = mul i64 %112, 913917546033277539
  store i64 %113, ptr @hash, align 8, !tbaa !10
  %114 = icmp eq i32 %6, 0
  %115 = zext i1 %114 to i32
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %115)
  %117 = load i64, ptr @hash, align 8, !tbaa !10
  br label %118

118:                                              ; preds = %3, %177
  %119 = phi i64 [ %117, %3 ], [ %178, %177 ]
  %120 = phi i32 [ 0, %3 ], [ %182, %177 ]
  %121 = tail call fastcc i32 @f_shl(i32 noundef %6, i32 noundef %120)
  %122 = tail call fastcc i32 @f_shr(i32 noundef %6, i32 noundef %120)
  %123 = zext i32 %121 to i64
  %124 = and i64 %123, 255
  %125 = xor i64 %119, %124
  %126 = mul i64 %125, 1099511628211
  %127 = lshr i64 %123, 8
  %128 = and i64 %127, 255
  %129 = xor i64 %126, %128
  %130 = mul i64 %129, 1099511628211
  %131 = lshr i64 %123, 16
  %132 = and i64 %131, 255
  %133 = xor i64 %130, %132
  %134 = mul i64 %133, 1099511628211
  %135 = lshr i64 %123, 24
  %136 = xor i64 %134, %135
  %137 = mul i64 %136, 913917546033277539
  %138 = zext i32 %122 to i64
  %139 = and i64 %138, 255
  %140 = xor i64 %137, %139
  %141 = mul i64 %140, 1099511628211
  %142 = lshr i64 %138, 8
  %143 = and i64 %142, 255
  %144 = xor i64 %141, %143
  %145 = mul i64 %144, 1099511628211
  %146 = lshr i64 %138, 16
  %147 = and i64 %146, 255
  %148 = xor i64 %145, %147
  %149 = mul i64 %148, 1099511628211
  %150 = lshr i64 %138, 24
  %151 = xor i64 %149, %150
  %152 = mul i64 %151, 913917546033277539
  store i64 %152, ptr @hash, align 8, !tbaa !10
  switch i32 %120, label %177 [
    i32 31, label %153
    i32 1, label %153
  ]

153:                                              ; preds = %118, %118
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %120)
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.10, i64 noundef %123)
  %156 = load i64, ptr @hash, align 8, !tbaa !10
  %157 = xor i64 %156, %124
  %158 = mul i64 %157, 1099511628211
  %159 = xor i64 %158, %128
  %160 = mul i64 %159, 1099511628211
  %161 = xor i64 %160, %132
  %162 = mul i64 %161, 1099511628211
  %163 = xor i64 %162, %135
  %164 = mul i64 %163, 913917546033277539
  store i64 %164, ptr @hash, align 8, !tbaa !10
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.11, i64 noundef %138)
  %166 = load i64, ptr @hash, align 8, !tbaa !10
  %167 = xor i64 %166, %139
  %168 = mul i64 %167, 1099511628211
  %169 = xor i64 %168, %143
  %170 = mul i64 %169, 1099511628211
  %171 = xor i64 %170, %147
  %172 = mul i64 %171, 1099511628211
  %173 = xor i64 %172, %150
  %174 = mul i64 %173, 913917546033277539
  store i64 %174, ptr @hash, align 8, !tbaa !10
  %175 = tail call i32 @putchar(i32 10)
  %176 = load i64, ptr @hash, align 8, !tbaa !10
  br label %177

177:                                              ; preds = %118, %153
  %178 = phi i64 [ %152, %118 ], [ %176, %153 ]
  %179 = add nsw i32 %120, -29
  %180 = icmp ult i32 %179, -26
  %181 = select i1 %180, i32 1, i32 5
  %182 = add nuw nsw i32 %181, %120
  %183 = icmp ult i32 %182, 32
  br i1 %183, label %118, label %187, !llvm.loop !12

184:                                              ; preds = %290
  %185 = add nuw nsw i64 %4, 1
  %186 = icmp eq i64 %185, 14
  br i1 %186, label %366, label %3, !llvm.loop !14

187:                                              ; preds = %177, %290
  %188 = phi i64 [ %364, %290 ], [ 0, %177 ]
  %189 = getelementptr inbounds [14 x i32], ptr %1, i64 0, i64 %188
  %190 = load volatile i32, ptr %189, align 4, !tbaa !6
  %191 = zext i32 %190 to i64
  %192 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i64 noundef %191)
  %193 = tail call fastcc i32 @f_add(i32 noundef %6, i32 noundef %190)
  %194 = zext i32 %193 to i64
  %195 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.14, i64 noundef %194)
  %196 = load i64, ptr @hash, align 8, !tbaa !10
  %197 = and i64 %194, 255
  %198 = xor i64 %196, %197
  %199 = mul i64 %198, 1099511628211
  %200 = lshr i64 %194, 8
  %201 = and i64 %200, 255
  %202 = xor i64 %199, %201
  %203 = mul i64 %202, 1099511628211
  %204 = lshr i64 %194, 16
  %205 = and i64 %204, 255
  %206 = xor i64 %203, %205
  %207 = mul i64 %206, 1099511628211
  %208 = lshr i64 %194, 24
  %209 = xor i64 %207, %208
  %210 = mul i64 %209, 913917546033277539
  store i64 %210, ptr @hash, align 8, !tbaa !10
  %211 = tail call fastcc i32 @f_sub(i32 noundef %6, i32 noundef %190)
  %212 = zext i32 %211 to i64
  %213 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.15, i64 noundef %212)
  %214 = load i64, ptr @hash, align 8, !tbaa !10
  %215 = and i64 %212, 255
  %216 = xor i64 %214, %215
  %217 = mul i64 %216, 1099511628211
  %218 = lshr i64 %212, 8
  %219 = and i64 %218, 255
  %220 = xor i64 %217, %219
  %221 = mul i64 %220, 1099511628211
  %222 = lshr i64 %212, 16
  %223 = and i64 %222, 255
  %224 = xor i64 %221, %223
  %225 = mul i64 %224, 1099511628211
  %226 = lshr i64 %212, 24
  %227 = xor i64 %225, %226
  %228 = mul i64 %227, 913917546033277539
  store i64 %228, ptr @hash, align 8, !tbaa !10
  %229 = tail call fastcc i32 @f_mul(i32 noundef %6, i32 noundef %190)
  %230 = zext i32 %229 to i64
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.16, i64 noundef %230)
  %232 = load i64, ptr @hash, align 8, !tbaa !10
  %233 = and i64 %230, 255
  %234 = xor i64 %232, %233
  %235 = mul i64 %234, 1099511628211
  %236 = lshr i64 %230, 8
  %237 = and i64 %236, 255
  %238 = xor i64 %235, %237
  %239 = mul i64 %238, 1099511628211
  %240 = lshr i64 %230, 16
  %241 = and i64 %240, 255
  %242 = xor i64 %239, %241
  %243 = mul i64 %242, 1099511628211
  %244 = lshr i64 %230, 24
  %245 = xor i64 %243, %244
  %246 = mul i64 %245, 913917546033277539
  store i64 %246, ptr @hash, align 8, !tbaa !10
  %247 = icmp eq i32 %190, 0
  br i1 %247, label %290, label %248

248:                                              ; preds = %187
  %249 = tail call fastcc i32 @f_div(i32 noundef %6, i32 noundef %190)
  %250 = zext i32 %249 to i64
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.17, i64 noundef %250)
  %252 = load i64, ptr @hash, align 8, !tbaa !10
  %253 = and i64 %250, 255
  %254 = xor i64 %252, %253
  %255 = mul i64 %254, 1099511628211
  %256 = lshr i64 %250, 8
  %257 = and i64 %256, 255
  %258 = xor i64 %255, %257
  %259 = mul i64 %258, 1099511628211
  %260 = lshr i64 %250, 16
  %261 = and i64 %260, 255
  %262 = xor i64 %259, %261
  %263 = mul i64 %262, 1099511628211
  %264 = lshr i64 %250, 24
  %265 = xor i64 %263, %264
  %266 = mul i64 %265, 913917546033277539
  store i64 %266, ptr @hash, align 8, !tbaa !10
  %267 = tail call fastcc i32 @f_rem(i32 noundef %6, i32 noundef %190)
  %268 = zext i32 %267 to i64
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.18, i64 noundef %268)
  %270 = load i64, ptr @hash, align 8, !tbaa !10
  %271 = and i64 %268, 255
  %272 = xor i64 %270, %271
  %273 = mul i64 %272, 1099511628211
  %274 = lshr i64 %268, 8
  %275 = and i64 %274, 255
  %276 = xor i64 %273, %275
  %277 = mul i64 %276, 1099511628211
  %278 = lshr i64 %268, 16
  %279 = and i64 %278, 255
  %280 = xor i64 %277, %279
  %281 = mul i64 %280, 1099511628211
  %282 = lshr i64 %268, 24
  %283 = xor i64 %281, %282
  %284 = mul i64 %283, 913917546033277539
  store i64 %284, ptr @hash, align 8, !tbaa !10
  %285 = tail call fastcc i32 @f_mul(i32 noundef %249, i32 noundef %190)
  %286 = add i32 %285, %267
  %287 = icmp eq i32 %286, %6
  br i1 %287, label %290, label %288

288:                                              ; preds = %248
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19)
  br label %290

290:                                              ; preds = %248, %288, %187
  %291 = tail call fastcc i32 @f_and(i32 noundef %6, i32 noundef %190)
  %292 = zext i32 %291 to i64
  %293 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.20, i64 noundef %292)
  %294 = load i64, ptr @hash, align 8, !tbaa !10
  %295 = and i64 %292, 255
  %296 = xor i64 %294, %295
  %297 = mul i64 %296, 1099511628211
  %298 = lshr i64 %292, 8
  %299 = and i64 %298, 255
  %300 = xor i64 %297, %299
  %301 = mul i64 %300, 1099511628211
  %302 = lshr i64 %292, 16
  %303 = and i64 %302, 255
  %304 = xor i64 %301, %303
  %305 = mul i64 %304, 1099511628211
  %306 = lshr i64 %292, 24
  %307 = xor i64 %305, %306
  %308 = mul i64 %307, 913917546033277539
  store i64 %308, ptr @hash, align 8, !tbaa !10
  %309 = tail call fastcc i32 @f_or(i32 noundef %6, i32 noundef %190)
  %310 = zext i32 %309 to i64
  %311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.21, i64 noundef %310)
  %312 = load i64, ptr @hash, align 8, !tbaa !10
  %313 = and i64 %310, 255
  %314 = xor i64 %312, %313
  %315 = mul i64 %314, 1099511628211
  %316 = lshr i64 %310, 8
  %317 = and i64 %316, 255
  %318 = xor i64 %315, %317
  %319 = mul i64 %318, 1099511628211
  %320 = lshr i64 %310, 16
  %321 = and i64 %320, 255
  %322 = xor i64 %319, %321
  %323 = mul i64 %322, 1099511628211
  %324 = lshr i64 %310, 24
  %325 = xor i64 %323, %324
  %326 = mul i64 %325, 913917546033277539
  store i64 %326, ptr @hash, align 8, !tbaa !10
  %327 = tail call fastcc i32 @f_xor(i32 noundef %6, i32 noundef %190)
  %328 = zext i32 %327 to i64
  %329 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.22, i64 noundef %328)
  %330 = load i64, ptr @hash, align 8, !tbaa !10
  %331 = and i64 %328, 255
  %332 = xor i64 %330, %331
  %333 = mul i64 %332, 1099511628211
  %334 = lshr i64 %328, 8
  %335 = and i64 %334, 255
  %336 = xor i64 %333, %335
  %337 = mul i64 %336, 1099511628211
  %338 = lshr i64 %328, 16
  %339 = and i64 %338, 255
  %340 = xor i64 %337, %339
  %341 = mul i64 %340, 1099511628211
  %342 = lshr i64 %328, 24
  %343 = xor i64 %341, %342
  %344 = mul i64 %343, 913917546033277539
  store i64 %344, ptr @hash, align 8, !tbaa !10
  %345 = tail call fastcc i32 @f_lt(i32 noundef %6, i32 noundef %190)
  %346 = tail call fastcc i32 @f_le(i32 noundef %6, i32 noundef %190)
  %347 = tail call fastcc i32 @f_eq(i32 noundef %6, i32 noundef %190)
  %348 = icmp ne i32 %6, %190
  %349 = zext i1 %348 to i32
  %350 = icmp ugt i32 %6, %190
  %351 = zext i1 %350 to i32
  %352 = icmp uge i32 %6, %190
  %353 = zext i1 %352 to i32
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %345, i32 noundef %346, i32 noundef %347, i32 noundef %349, i32 noundef %351, i32 noundef %353)
  %355 = shl nuw nsw i32 %345, 2
  %356 = shl nuw nsw i32 %346, 1
  %357 = or disjoint i32 %356, %355
  %358 = or disjoint i32 %357, %347
  %359 = zext nneg i32 %358 to i64
  %360 = load i64, ptr @hash, align 8, !tbaa !10
  %361 = xor i64 %360, %359
  %362 = mul i64 %361, 2232315406967589409
  store i64 %362, ptr @hash, align 8, !tbaa !10
  %363 = tail call i32 @putchar(i32 10)
  %364 = add nuw nsw i64 %188, 1
  %365 = icmp eq i64 %364, 14
  br i1 %365, label %184, label %187, !llvm.loop !15

366:                                              ; preds = %184, %366
  %367 = phi i64 [ %390, %366 ], [ 0, %184 ]
  %368 = getelementptr inbounds [16 x i64], ptr @__const.main.wides, i64 0, i64 %367
  %369 = load i64, ptr %368, align 8, !tbaa !16
  %370 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i64 noundef %369)
  %371 = tail call fastcc i32 @f_narrow(i64 noundef %369)
  %372 = zext i32 %371 to i64
  %373 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.25, i64 noundef %372)
  %374 = load i64, ptr @hash, align 8, !tbaa !10
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
  %387 = xor i64 %385, %386
  %388 = mul i64 %387, 913917546033277539
  store i64 %388, ptr @hash, align 8, !tbaa !10
  %389 = tail call i32 @putchar(i32 10)
  %390 = add nuw nsw i64 %367, 1
  %391 = icmp eq i64 %390, 16
  br i1 %391, label %392, label %366, !llvm.loop !18

392:                                              ; preds = %366
  %393 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.28, ptr noundef nonnull @.str.26, i64 noundef 1197834749)
  %394 = load i64, ptr @hash, align 8, !tbaa !10
  %395 = xor i64 %394, 253
  %396 = mul i64 %395, 1099511628211
  %397 = xor i64 %396, 129
  %398 = mul i64 %397, 1099511628211
  %399 = xor i64 %398, 101
  %400 = mul i64 %399, 1099511628211
  %401 = xor i64 %400, 71
  %402 = mul i64 %401, 913917546033277539
  store i64 %402, ptr @hash, align 8, !tbaa !10
  %403 = tail call i32 @putchar(i32 10)
  %404 = load i64, ptr @hash, align 8, !tbaa !10
  %405 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, i64 noundef %404)
  %406 = load i64, ptr @hash, align 8, !tbaa !10
  %407 = urem i64 %406, 7
  %408 = trunc nuw nsw i64 %407 to i32
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6
  ret i32 %408
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
define internal fastcc range(i64 0, 4294967296) i64 @f_widen(i32 noundef %0) unnamed_addr #4 {
  %2 = zext i32 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 4294967296) i64 @f_uwiden(i32 noundef %0) unnamed_addr #4 {
  %2 = zext i32 %0 to i64
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
  %3 = lshr i32 %0, %1
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
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -1) i32 @f_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = urem i32 %0, %1
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
  %3 = icmp ult i32 %0, %1
  %4 = zext i1 %3 to i32
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @f_le(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = icmp ule i32 %0, %1
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
