; ModuleID = 'programs/bloom_bitset_ops.c'
source_filename = "programs/bloom_bitset_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.exact = internal unnamed_addr global [200000 x i8] zeroinitializer, align 16
@.str = private unnamed_addr constant [45 x i8] c"bloom bits set=%d false_pos=%d false_neg=%d\0A\00", align 1
@bloom = internal unnamed_addr global [1024 x i64] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [52 x i8] c"|a|=%d |b|=%d union=%d inter=%d diff=%d symdiff=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [62 x i8] c"iterate inter: count=%d sum=%ld rank(1000)=%d select(100)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 16
  %2 = alloca [64 x i64], align 16
  %3 = alloca [64 x i64], align 16
  %4 = alloca [64 x i64], align 16
  %5 = alloca [64 x i64], align 16
  %6 = alloca [64 x i64], align 16
  br label %7

7:                                                ; preds = %0, %74
  %8 = phi i64 [ 0, %0 ], [ %75, %74 ]
  %9 = mul nuw nsw i64 %8, 7919
  %10 = add nuw nsw i64 %9, 13
  %11 = mul i64 %10, -49064778989728563
  %12 = lshr i64 %11, 33
  %13 = xor i64 %12, %11
  %14 = mul i64 %13, -4265267296055464877
  %15 = lshr i64 %14, 33
  %16 = xor i64 %15, %14
  %17 = trunc i64 %16 to i32
  %18 = lshr i64 %14, 32
  %19 = trunc nuw i64 %18 to i32
  %20 = or i32 %19, 1
  %21 = and i64 %16, 63
  %22 = shl nuw i64 1, %21
  %23 = lshr i64 %16, 6
  %24 = and i64 %23, 1023
  %25 = getelementptr inbounds i64, ptr @bloom, i64 %24
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = or i64 %26, %22
  store i64 %27, ptr %25, align 8, !tbaa !5
  %28 = add i32 %20, %17
  %29 = and i32 %28, 63
  %30 = zext nneg i32 %29 to i64
  %31 = shl nuw i64 1, %30
  %32 = lshr i32 %28, 6
  %33 = and i32 %32, 1023
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds i64, ptr @bloom, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !5
  %37 = or i64 %36, %31
  store i64 %37, ptr %35, align 8, !tbaa !5
  %38 = shl i32 %20, 1
  %39 = add i32 %38, %17
  %40 = and i32 %39, 63
  %41 = zext nneg i32 %40 to i64
  %42 = shl nuw i64 1, %41
  %43 = lshr i32 %39, 6
  %44 = and i32 %43, 1023
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr @bloom, i64 %45
  %47 = load i64, ptr %46, align 8, !tbaa !5
  %48 = or i64 %47, %42
  store i64 %48, ptr %46, align 8, !tbaa !5
  %49 = mul i32 %20, 3
  %50 = add i32 %49, %17
  %51 = and i32 %50, 63
  %52 = zext nneg i32 %51 to i64
  %53 = shl nuw i64 1, %52
  %54 = lshr i32 %50, 6
  %55 = and i32 %54, 1023
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i64, ptr @bloom, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !5
  %59 = or i64 %58, %53
  store i64 %59, ptr %57, align 8, !tbaa !5
  %60 = shl i32 %20, 2
  %61 = add i32 %60, %17
  %62 = and i32 %61, 63
  %63 = zext nneg i32 %62 to i64
  %64 = shl nuw i64 1, %63
  %65 = lshr i32 %61, 6
  %66 = and i32 %65, 1023
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr @bloom, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !5
  %70 = or i64 %69, %64
  store i64 %70, ptr %68, align 8, !tbaa !5
  %71 = icmp ult i64 %8, 26
  br i1 %71, label %72, label %74

72:                                               ; preds = %7
  %73 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %10
  store i8 1, ptr %73, align 1, !tbaa !9
  br label %74

74:                                               ; preds = %72, %7
  %75 = add nuw nsw i64 %8, 1
  %76 = icmp eq i64 %75, 8000
  br i1 %76, label %97, label %7, !llvm.loop !10

77:                                               ; preds = %170, %77
  %78 = phi i64 [ %91, %77 ], [ 0, %170 ]
  %79 = phi <2 x i32> [ %89, %77 ], [ zeroinitializer, %170 ]
  %80 = phi <2 x i32> [ %90, %77 ], [ zeroinitializer, %170 ]
  %81 = getelementptr inbounds i64, ptr @bloom, i64 %78
  %82 = getelementptr inbounds i8, ptr %81, i64 16
  %83 = load <2 x i64>, ptr %81, align 16, !tbaa !5
  %84 = load <2 x i64>, ptr %82, align 16, !tbaa !5
  %85 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %83)
  %86 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %84)
  %87 = trunc nuw nsw <2 x i64> %85 to <2 x i32>
  %88 = trunc nuw nsw <2 x i64> %86 to <2 x i32>
  %89 = add <2 x i32> %79, %87
  %90 = add <2 x i32> %80, %88
  %91 = add nuw i64 %78, 4
  %92 = icmp eq i64 %91, 1024
  br i1 %92, label %93, label %77, !llvm.loop !12

93:                                               ; preds = %77
  %94 = add <2 x i32> %90, %89
  %95 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %94)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %95, i32 noundef %178, i32 noundef %182)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false)
  br label %185

97:                                               ; preds = %74, %170
  %98 = phi i64 [ %183, %170 ], [ 0, %74 ]
  %99 = phi i32 [ %182, %170 ], [ 0, %74 ]
  %100 = phi i32 [ %178, %170 ], [ 0, %74 ]
  %101 = mul i64 %98, -49064778989728563
  %102 = lshr i64 %101, 33
  %103 = xor i64 %102, %101
  %104 = mul i64 %103, -4265267296055464877
  %105 = lshr i64 %104, 33
  %106 = xor i64 %105, %104
  %107 = trunc i64 %106 to i32
  %108 = lshr i64 %104, 32
  %109 = trunc nuw i64 %108 to i32
  %110 = or i32 %109, 1
  %111 = lshr i64 %106, 6
  %112 = and i64 %111, 1023
  %113 = getelementptr inbounds i64, ptr @bloom, i64 %112
  %114 = load i64, ptr %113, align 8, !tbaa !5
  %115 = and i64 %106, 63
  %116 = shl nuw i64 1, %115
  %117 = and i64 %114, %116
  %118 = icmp eq i64 %117, 0
  br i1 %118, label %170, label %119

119:                                              ; preds = %97
  %120 = add i32 %110, %107
  %121 = lshr i32 %120, 6
  %122 = and i32 %121, 1023
  %123 = zext nneg i32 %122 to i64
  %124 = getelementptr inbounds i64, ptr @bloom, i64 %123
  %125 = load i64, ptr %124, align 8, !tbaa !5
  %126 = and i32 %120, 63
  %127 = zext nneg i32 %126 to i64
  %128 = shl nuw i64 1, %127
  %129 = and i64 %125, %128
  %130 = icmp eq i64 %129, 0
  br i1 %130, label %170, label %131

131:                                              ; preds = %119
  %132 = shl i32 %110, 1
  %133 = add i32 %132, %107
  %134 = lshr i32 %133, 6
  %135 = and i32 %134, 1023
  %136 = zext nneg i32 %135 to i64
  %137 = getelementptr inbounds i64, ptr @bloom, i64 %136
  %138 = load i64, ptr %137, align 8, !tbaa !5
  %139 = and i32 %133, 63
  %140 = zext nneg i32 %139 to i64
  %141 = shl nuw i64 1, %140
  %142 = and i64 %138, %141
  %143 = icmp eq i64 %142, 0
  br i1 %143, label %170, label %144

144:                                              ; preds = %131
  %145 = mul i32 %110, 3
  %146 = add i32 %145, %107
  %147 = lshr i32 %146, 6
  %148 = and i32 %147, 1023
  %149 = zext nneg i32 %148 to i64
  %150 = getelementptr inbounds i64, ptr @bloom, i64 %149
  %151 = load i64, ptr %150, align 8, !tbaa !5
  %152 = and i32 %146, 63
  %153 = zext nneg i32 %152 to i64
  %154 = shl nuw i64 1, %153
  %155 = and i64 %151, %154
  %156 = icmp eq i64 %155, 0
  br i1 %156, label %170, label %157

157:                                              ; preds = %144
  %158 = shl i32 %110, 2
  %159 = add i32 %158, %107
  %160 = lshr i32 %159, 6
  %161 = and i32 %160, 1023
  %162 = zext nneg i32 %161 to i64
  %163 = getelementptr inbounds i64, ptr @bloom, i64 %162
  %164 = load i64, ptr %163, align 8, !tbaa !5
  %165 = and i32 %159, 63
  %166 = zext nneg i32 %165 to i64
  %167 = shl nuw i64 1, %166
  %168 = and i64 %164, %167
  %169 = icmp ne i64 %168, 0
  br label %170

170:                                              ; preds = %97, %119, %131, %144, %157
  %171 = phi i1 [ false, %97 ], [ false, %119 ], [ false, %131 ], [ false, %144 ], [ %169, %157 ]
  %172 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %98
  %173 = load i8, ptr %172, align 1, !tbaa !9
  %174 = icmp ne i8 %173, 0
  %175 = xor i1 %174, true
  %176 = select i1 %171, i1 %175, i1 false
  %177 = zext i1 %176 to i32
  %178 = add nuw nsw i32 %100, %177
  %179 = xor i1 %171, true
  %180 = select i1 %179, i1 %174, i1 false
  %181 = zext i1 %180 to i32
  %182 = add nuw nsw i32 %99, %181
  %183 = add nuw nsw i64 %98, 1
  %184 = icmp eq i64 %183, 60000
  br i1 %184, label %77, label %97, !llvm.loop !15

185:                                              ; preds = %185, %93
  %186 = phi i32 [ 0, %93 ], [ %204, %185 ]
  %187 = and i32 %186, 62
  %188 = zext nneg i32 %187 to i64
  %189 = shl nuw nsw i64 1, %188
  %190 = lshr i32 %186, 6
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds i64, ptr %1, i64 %191
  %193 = load i64, ptr %192, align 8, !tbaa !5
  %194 = or i64 %193, %189
  store i64 %194, ptr %192, align 8, !tbaa !5
  %195 = add nuw nsw i32 %186, 3
  %196 = and i32 %195, 63
  %197 = zext nneg i32 %196 to i64
  %198 = shl nuw i64 1, %197
  %199 = lshr i32 %195, 6
  %200 = zext nneg i32 %199 to i64
  %201 = getelementptr inbounds i64, ptr %1, i64 %200
  %202 = load i64, ptr %201, align 8, !tbaa !5
  %203 = or i64 %202, %198
  store i64 %203, ptr %201, align 8, !tbaa !5
  %204 = add nuw nsw i32 %186, 6
  %205 = icmp ult i32 %186, 4090
  br i1 %205, label %185, label %206, !llvm.loop !16

206:                                              ; preds = %185, %206
  %207 = phi i32 [ %225, %206 ], [ 0, %185 ]
  %208 = and i32 %207, 62
  %209 = zext nneg i32 %208 to i64
  %210 = shl nuw nsw i64 1, %209
  %211 = lshr i32 %207, 6
  %212 = zext nneg i32 %211 to i64
  %213 = getelementptr inbounds i64, ptr %2, i64 %212
  %214 = load i64, ptr %213, align 8, !tbaa !5
  %215 = or i64 %214, %210
  store i64 %215, ptr %213, align 8, !tbaa !5
  %216 = add nuw nsw i32 %207, 5
  %217 = and i32 %216, 63
  %218 = zext nneg i32 %217 to i64
  %219 = shl nuw i64 1, %218
  %220 = lshr i32 %216, 6
  %221 = zext nneg i32 %220 to i64
  %222 = getelementptr inbounds i64, ptr %2, i64 %221
  %223 = load i64, ptr %222, align 8, !tbaa !5
  %224 = or i64 %223, %219
  store i64 %224, ptr %222, align 8, !tbaa !5
  %225 = add nuw nsw i32 %207, 10
  %226 = icmp ult i32 %207, 4086
  br i1 %226, label %206, label %227, !llvm.loop !17

227:                                              ; preds = %206, %227
  %228 = phi i64 [ %242, %227 ], [ 0, %206 ]
  %229 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %228
  %230 = load <2 x i64>, ptr %229, align 16, !tbaa !5
  %231 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %228
  %232 = load <2 x i64>, ptr %231, align 16, !tbaa !5
  %233 = or <2 x i64> %232, %230
  %234 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %228
  store <2 x i64> %233, ptr %234, align 16, !tbaa !5
  %235 = and <2 x i64> %232, %230
  %236 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %228
  store <2 x i64> %235, ptr %236, align 16, !tbaa !5
  %237 = xor <2 x i64> %232, <i64 -1, i64 -1>
  %238 = and <2 x i64> %230, %237
  %239 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %228
  store <2 x i64> %238, ptr %239, align 16, !tbaa !5
  %240 = xor <2 x i64> %232, %230
  %241 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %228
  store <2 x i64> %240, ptr %241, align 16, !tbaa !5
  %242 = add nuw i64 %228, 2
  %243 = icmp eq i64 %242, 64
  br i1 %243, label %340, label %227, !llvm.loop !18

244:                                              ; preds = %244, %356
  %245 = phi i64 [ 0, %356 ], [ %258, %244 ]
  %246 = phi <2 x i32> [ zeroinitializer, %356 ], [ %256, %244 ]
  %247 = phi <2 x i32> [ zeroinitializer, %356 ], [ %257, %244 ]
  %248 = getelementptr inbounds i64, ptr %2, i64 %245
  %249 = getelementptr inbounds i8, ptr %248, i64 16
  %250 = load <2 x i64>, ptr %248, align 16, !tbaa !5
  %251 = load <2 x i64>, ptr %249, align 16, !tbaa !5
  %252 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %250)
  %253 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %251)
  %254 = trunc nuw nsw <2 x i64> %252 to <2 x i32>
  %255 = trunc nuw nsw <2 x i64> %253 to <2 x i32>
  %256 = add <2 x i32> %246, %254
  %257 = add <2 x i32> %247, %255
  %258 = add nuw i64 %245, 4
  %259 = icmp eq i64 %258, 64
  br i1 %259, label %260, label %244, !llvm.loop !19

260:                                              ; preds = %244
  %261 = add <2 x i32> %257, %256
  %262 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %261)
  br label %263

263:                                              ; preds = %263, %260
  %264 = phi i64 [ 0, %260 ], [ %277, %263 ]
  %265 = phi <2 x i32> [ zeroinitializer, %260 ], [ %275, %263 ]
  %266 = phi <2 x i32> [ zeroinitializer, %260 ], [ %276, %263 ]
  %267 = getelementptr inbounds i64, ptr %3, i64 %264
  %268 = getelementptr inbounds i8, ptr %267, i64 16
  %269 = load <2 x i64>, ptr %267, align 16, !tbaa !5
  %270 = load <2 x i64>, ptr %268, align 16, !tbaa !5
  %271 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %269)
  %272 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %270)
  %273 = trunc nuw nsw <2 x i64> %271 to <2 x i32>
  %274 = trunc nuw nsw <2 x i64> %272 to <2 x i32>
  %275 = add <2 x i32> %265, %273
  %276 = add <2 x i32> %266, %274
  %277 = add nuw i64 %264, 4
  %278 = icmp eq i64 %277, 64
  br i1 %278, label %279, label %263, !llvm.loop !20

279:                                              ; preds = %263
  %280 = add <2 x i32> %276, %275
  %281 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %280)
  br label %282

282:                                              ; preds = %282, %279
  %283 = phi i64 [ 0, %279 ], [ %296, %282 ]
  %284 = phi <2 x i32> [ zeroinitializer, %279 ], [ %294, %282 ]
  %285 = phi <2 x i32> [ zeroinitializer, %279 ], [ %295, %282 ]
  %286 = getelementptr inbounds i64, ptr %4, i64 %283
  %287 = getelementptr inbounds i8, ptr %286, i64 16
  %288 = load <2 x i64>, ptr %286, align 16, !tbaa !5
  %289 = load <2 x i64>, ptr %287, align 16, !tbaa !5
  %290 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %288)
  %291 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %289)
  %292 = trunc nuw nsw <2 x i64> %290 to <2 x i32>
  %293 = trunc nuw nsw <2 x i64> %291 to <2 x i32>
  %294 = add <2 x i32> %284, %292
  %295 = add <2 x i32> %285, %293
  %296 = add nuw i64 %283, 4
  %297 = icmp eq i64 %296, 64
  br i1 %297, label %298, label %282, !llvm.loop !21

298:                                              ; preds = %282
  %299 = add <2 x i32> %295, %294
  %300 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %299)
  br label %301

301:                                              ; preds = %301, %298
  %302 = phi i64 [ 0, %298 ], [ %315, %301 ]
  %303 = phi <2 x i32> [ zeroinitializer, %298 ], [ %313, %301 ]
  %304 = phi <2 x i32> [ zeroinitializer, %298 ], [ %314, %301 ]
  %305 = getelementptr inbounds i64, ptr %5, i64 %302
  %306 = getelementptr inbounds i8, ptr %305, i64 16
  %307 = load <2 x i64>, ptr %305, align 16, !tbaa !5
  %308 = load <2 x i64>, ptr %306, align 16, !tbaa !5
  %309 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %307)
  %310 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %308)
  %311 = trunc nuw nsw <2 x i64> %309 to <2 x i32>
  %312 = trunc nuw nsw <2 x i64> %310 to <2 x i32>
  %313 = add <2 x i32> %303, %311
  %314 = add <2 x i32> %304, %312
  %315 = add nuw i64 %302, 4
  %316 = icmp eq i64 %315, 64
  br i1 %316, label %317, label %301, !llvm.loop !22

317:                                              ; preds = %301
  %318 = add <2 x i32> %314, %313
  %319 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %318)
  br label %320

320:                                              ; preds = %320, %317
  %321 = phi i64 [ 0, %317 ], [ %334, %320 ]
  %322 = phi <2 x i32> [ zeroinitializer, %317 ], [ %332, %320 ]
  %323 = phi <2 x i32> [ zeroinitializer, %317 ], [ %333, %320 ]
  %324 = getelementptr inbounds i64, ptr %6, i64 %321
  %325 = getelementptr inbounds i8, ptr %324, i64 16
  %326 = load <2 x i64>, ptr %324, align 16, !tbaa !5
  %327 = load <2 x i64>, ptr %325, align 16, !tbaa !5
  %328 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %326)
  %329 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %327)
  %330 = trunc nuw nsw <2 x i64> %328 to <2 x i32>
  %331 = trunc nuw nsw <2 x i64> %329 to <2 x i32>
  %332 = add <2 x i32> %322, %330
  %333 = add <2 x i32> %323, %331
  %334 = add nuw i64 %321, 4
  %335 = icmp eq i64 %334, 64
  br i1 %335, label %336, label %320, !llvm.loop !23

336:                                              ; preds = %320
  %337 = add <2 x i32> %333, %332
  %338 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %337)
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %358, i32 noundef %262, i32 noundef %281, i32 noundef %300, i32 noundef %319, i32 noundef %338)
  br label %441

340:                                              ; preds = %227, %340
  %341 = phi i64 [ %354, %340 ], [ 0, %227 ]
  %342 = phi <2 x i32> [ %352, %340 ], [ zeroinitializer, %227 ]
  %343 = phi <2 x i32> [ %353, %340 ], [ zeroinitializer, %227 ]
  %344 = getelementptr inbounds i64, ptr %1, i64 %341
  %345 = getelementptr inbounds i8, ptr %344, i64 16
  %346 = load <2 x i64>, ptr %344, align 16, !tbaa !5
  %347 = load <2 x i64>, ptr %345, align 16, !tbaa !5
  %348 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %346)
  %349 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %347)
  %350 = trunc nuw nsw <2 x i64> %348 to <2 x i32>
  %351 = trunc nuw nsw <2 x i64> %349 to <2 x i32>
  %352 = add <2 x i32> %342, %350
  %353 = add <2 x i32> %343, %351
  %354 = add nuw i64 %341, 4
  %355 = icmp eq i64 %354, 64
  br i1 %355, label %356, label %340, !llvm.loop !24

356:                                              ; preds = %340
  %357 = add <2 x i32> %353, %352
  %358 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %357)
  br label %244

359:                                              ; preds = %451, %359
  %360 = phi i64 [ %367, %359 ], [ 0, %451 ]
  %361 = phi i32 [ %366, %359 ], [ 0, %451 ]
  %362 = getelementptr inbounds i64, ptr %4, i64 %360
  %363 = load i64, ptr %362, align 8, !tbaa !5
  %364 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %363)
  %365 = trunc nuw nsw i64 %364 to i32
  %366 = add nuw nsw i32 %361, %365
  %367 = add nuw nsw i64 %360, 1
  %368 = icmp eq i64 %367, 15
  br i1 %368, label %369, label %359, !llvm.loop !25

369:                                              ; preds = %359
  %370 = getelementptr inbounds i8, ptr %4, i64 120
  %371 = load i64, ptr %370, align 8, !tbaa !5
  br label %372

372:                                              ; preds = %421, %369
  %373 = phi i64 [ 0, %369 ], [ %423, %421 ]
  %374 = phi i32 [ 100, %369 ], [ %422, %421 ]
  %375 = getelementptr inbounds i64, ptr %4, i64 %373
  %376 = load i64, ptr %375, align 8, !tbaa !5
  %377 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %376)
  %378 = trunc nuw nsw i64 %377 to i32
  %379 = icmp slt i32 %374, %378
  br i1 %379, label %380, label %421

380:                                              ; preds = %372
  %381 = trunc nuw nsw i64 %373 to i32
  %382 = icmp eq i32 %374, 0
  br i1 %382, label %425, label %383

383:                                              ; preds = %380
  %384 = and i32 %374, 7
  %385 = icmp eq i32 %384, 0
  br i1 %385, label %395, label %386

386:                                              ; preds = %383, %386
  %387 = phi i64 [ %392, %386 ], [ %376, %383 ]
  %388 = phi i32 [ %390, %386 ], [ %374, %383 ]
  %389 = phi i32 [ %393, %386 ], [ 0, %383 ]
  %390 = add nsw i32 %388, -1
  %391 = add i64 %387, -1
  %392 = and i64 %391, %387
  %393 = add i32 %389, 1
  %394 = icmp eq i32 %393, %384
  br i1 %394, label %395, label %386, !llvm.loop !26

395:                                              ; preds = %386, %383
  %396 = phi i64 [ poison, %383 ], [ %392, %386 ]
  %397 = phi i64 [ %376, %383 ], [ %392, %386 ]
  %398 = phi i32 [ %374, %383 ], [ %390, %386 ]
  %399 = icmp ult i32 %374, 8
  br i1 %399, label %425, label %400

400:                                              ; preds = %395, %400
  %401 = phi i64 [ %419, %400 ], [ %397, %395 ]
  %402 = phi i32 [ %417, %400 ], [ %398, %395 ]
  %403 = add i64 %401, -1
  %404 = and i64 %403, %401
  %405 = add i64 %404, -1
  %406 = and i64 %405, %404
  %407 = add i64 %406, -1
  %408 = and i64 %407, %406
  %409 = add i64 %408, -1
  %410 = and i64 %409, %408
  %411 = add i64 %410, -1
  %412 = and i64 %411, %410
  %413 = add i64 %412, -1
  %414 = and i64 %413, %412
  %415 = add i64 %414, -1
  %416 = and i64 %415, %414
  %417 = add nsw i32 %402, -8
  %418 = add i64 %416, -1
  %419 = and i64 %418, %416
  %420 = icmp eq i32 %417, 0
  br i1 %420, label %425, label %400, !llvm.loop !28

421:                                              ; preds = %372
  %422 = sub nsw i32 %374, %378
  %423 = add nuw nsw i64 %373, 1
  %424 = icmp eq i64 %423, 64
  br i1 %424, label %431, label %372, !llvm.loop !29

425:                                              ; preds = %395, %400, %380
  %426 = phi i64 [ %376, %380 ], [ %396, %395 ], [ %419, %400 ]
  %427 = shl nuw nsw i32 %381, 6
  %428 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %426, i1 true)
  %429 = trunc nuw nsw i64 %428 to i32
  %430 = or disjoint i32 %427, %429
  br label %431

431:                                              ; preds = %421, %425
  %432 = phi i32 [ %430, %425 ], [ -1, %421 ]
  %433 = and i64 %371, 1099511627775
  %434 = tail call range(i64 0, 41) i64 @llvm.ctpop.i64(i64 %433)
  %435 = trunc nuw nsw i64 %434 to i32
  %436 = add nuw nsw i32 %366, %435
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %453, i64 noundef %452, i32 noundef %436, i32 noundef %432)
  %438 = icmp eq i32 %182, 0
  %439 = and i32 %178, 127
  %440 = select i1 %438, i32 %439, i32 100
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6
  ret i32 %440

441:                                              ; preds = %336, %451
  %442 = phi i64 [ 0, %336 ], [ %454, %451 ]
  %443 = phi i32 [ 0, %336 ], [ %453, %451 ]
  %444 = phi i64 [ 0, %336 ], [ %452, %451 ]
  %445 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %442
  %446 = load i64, ptr %445, align 8, !tbaa !5
  %447 = icmp eq i64 %446, 0
  br i1 %447, label %451, label %448

448:                                              ; preds = %441
  %449 = shl i64 %442, 6
  %450 = and i64 %449, 4294967232
  br label %456

451:                                              ; preds = %456, %441
  %452 = phi i64 [ %444, %441 ], [ %462, %456 ]
  %453 = phi i32 [ %443, %441 ], [ %463, %456 ]
  %454 = add nuw nsw i64 %442, 1
  %455 = icmp eq i64 %454, 64
  br i1 %455, label %359, label %441, !llvm.loop !30

456:                                              ; preds = %448, %456
  %457 = phi i64 [ %446, %448 ], [ %465, %456 ]
  %458 = phi i32 [ %443, %448 ], [ %463, %456 ]
  %459 = phi i64 [ %444, %448 ], [ %462, %456 ]
  %460 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %457, i1 true)
  %461 = or disjoint i64 %450, %460
  %462 = add nsw i64 %459, %461
  %463 = add nsw i32 %458, 1
  %464 = add i64 %457, -1
  %465 = and i64 %464, %457
  %466 = icmp eq i64 %465, 0
  br i1 %466, label %451, label %456, !llvm.loop !31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11, !13, !14}
!19 = distinct !{!19, !11, !13, !14}
!20 = distinct !{!20, !11, !13, !14}
!21 = distinct !{!21, !11, !13, !14}
!22 = distinct !{!22, !11, !13, !14}
!23 = distinct !{!23, !11, !13, !14}
!24 = distinct !{!24, !11, !13, !14}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.unroll.disable"}
!28 = distinct !{!28, !11}
!29 = distinct !{!29, !11}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
