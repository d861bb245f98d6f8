; ModuleID = 'programs/bloom_bitset_ops.c'
source_filename = "programs/bloom_bitset_ops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.exact = internal unnamed_addr global [200000 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [45 x i8] c"bloom bits set=%d false_pos=%d false_neg=%d\0A\00", align 1
@bloom = internal unnamed_addr global [1024 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [52 x i8] c"|a|=%d |b|=%d union=%d inter=%d diff=%d symdiff=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [62 x i8] c"iterate inter: count=%d sum=%ld rank(1000)=%d select(100)=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i64], align 8
  %2 = alloca [64 x i64], align 8
  %3 = alloca [64 x i64], align 8
  %4 = alloca [64 x i64], align 8
  %5 = alloca [64 x i64], align 8
  %6 = alloca [64 x i64], align 8
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
  %26 = load i64, ptr %25, align 8, !tbaa !6
  %27 = or i64 %26, %22
  store i64 %27, ptr %25, align 8, !tbaa !6
  %28 = add i32 %20, %17
  %29 = and i32 %28, 63
  %30 = zext nneg i32 %29 to i64
  %31 = shl nuw i64 1, %30
  %32 = lshr i32 %28, 6
  %33 = and i32 %32, 1023
  %34 = zext nneg i32 %33 to i64
  %35 = getelementptr inbounds i64, ptr @bloom, i64 %34
  %36 = load i64, ptr %35, align 8, !tbaa !6
  %37 = or i64 %36, %31
  store i64 %37, ptr %35, align 8, !tbaa !6
  %38 = shl i32 %20, 1
  %39 = add i32 %38, %17
  %40 = and i32 %39, 63
  %41 = zext nneg i32 %40 to i64
  %42 = shl nuw i64 1, %41
  %43 = lshr i32 %39, 6
  %44 = and i32 %43, 1023
  %45 = zext nneg i32 %44 to i64
  %46 = getelementptr inbounds i64, ptr @bloom, i64 %45
  %47 = load i64, ptr %46, align 8, !tbaa !6
  %48 = or i64 %47, %42
  store i64 %48, ptr %46, align 8, !tbaa !6
  %49 = mul i32 %20, 3
  %50 = add i32 %49, %17
  %51 = and i32 %50, 63
  %52 = zext nneg i32 %51 to i64
  %53 = shl nuw i64 1, %52
  %54 = lshr i32 %50, 6
  %55 = and i32 %54, 1023
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i64, ptr @bloom, i64 %56
  %58 = load i64, ptr %57, align 8, !tbaa !6
  %59 = or i64 %58, %53
  store i64 %59, ptr %57, align 8, !tbaa !6
  %60 = shl i32 %20, 2
  %61 = add i32 %60, %17
  %62 = and i32 %61, 63
  %63 = zext nneg i32 %62 to i64
  %64 = shl nuw i64 1, %63
  %65 = lshr i32 %61, 6
  %66 = and i32 %65, 1023
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i64, ptr @bloom, i64 %67
  %69 = load i64, ptr %68, align 8, !tbaa !6
  %70 = or i64 %69, %64
  store i64 %70, ptr %68, align 8, !tbaa !6
  %71 = icmp ult i64 %8, 26
  br i1 %71, label %72, label %74

72:                                               ; preds = %7
  %73 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %10
  store i8 1, ptr %73, align 1, !tbaa !10
  br label %74

74:                                               ; preds = %72, %7
  %75 = add nuw nsw i64 %8, 1
  %76 = icmp eq i64 %75, 8000
  br i1 %76, label %97, label %7, !llvm.loop !11

77:                                               ; preds = %170, %77
  %78 = phi i64 [ %91, %77 ], [ 0, %170 ]
  %79 = phi <4 x i32> [ %89, %77 ], [ zeroinitializer, %170 ]
  %80 = phi <4 x i32> [ %90, %77 ], [ zeroinitializer, %170 ]
  %81 = getelementptr inbounds i64, ptr @bloom, i64 %78
  %82 = getelementptr inbounds i8, ptr %81, i64 32
  %83 = load <4 x i64>, ptr %81, align 8, !tbaa !6
  %84 = load <4 x i64>, ptr %82, align 8, !tbaa !6
  %85 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %83)
  %86 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %84)
  %87 = trunc nuw nsw <4 x i64> %85 to <4 x i32>
  %88 = trunc nuw nsw <4 x i64> %86 to <4 x i32>
  %89 = add <4 x i32> %79, %87
  %90 = add <4 x i32> %80, %88
  %91 = add nuw i64 %78, 8
  %92 = icmp eq i64 %91, 1024
  br i1 %92, label %93, label %77, !llvm.loop !13

93:                                               ; preds = %77
  %94 = add <4 x i32> %90, %89
  %95 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %94)
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %95, i32 noundef %178, i32 noundef %182)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %6) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %1, i8 0, i64 512, i1 false)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(512) %2, i8 0, i64 512, i1 false)
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
  %114 = load i64, ptr %113, align 8, !tbaa !6
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
  %125 = load i64, ptr %124, align 8, !tbaa !6
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
  %138 = load i64, ptr %137, align 8, !tbaa !6
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
  %151 = load i64, ptr %150, align 8, !tbaa !6
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
  %164 = load i64, ptr %163, align 8, !tbaa !6
  %165 = and i32 %159, 63
  %166 = zext nneg i32 %165 to i64
  %167 = shl nuw i64 1, %166
  %168 = and i64 %164, %167
  %169 = icmp ne i64 %168, 0
  br label %170

170:                                              ; preds = %97, %119, %131, %144, %157
  %171 = phi i1 [ false, %97 ], [ false, %119 ], [ false, %131 ], [ false, %144 ], [ %169, %157 ]
  %172 = getelementptr inbounds [200000 x i8], ptr @main.exact, i64 0, i64 %98
  %173 = load i8, ptr %172, align 1, !tbaa !10
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
  br i1 %184, label %77, label %97, !llvm.loop !16

185:                                              ; preds = %93, %185
  %186 = phi i32 [ 0, %93 ], [ %195, %185 ]
  %187 = and i32 %186, 63
  %188 = zext nneg i32 %187 to i64
  %189 = shl nuw i64 1, %188
  %190 = lshr i32 %186, 6
  %191 = zext nneg i32 %190 to i64
  %192 = getelementptr inbounds i64, ptr %1, i64 %191
  %193 = load i64, ptr %192, align 8, !tbaa !6
  %194 = or i64 %193, %189
  store i64 %194, ptr %192, align 8, !tbaa !6
  %195 = add nuw nsw i32 %186, 3
  %196 = icmp ult i32 %186, 4093
  br i1 %196, label %185, label %197, !llvm.loop !17

197:                                              ; preds = %185, %197
  %198 = phi i32 [ %207, %197 ], [ 0, %185 ]
  %199 = and i32 %198, 63
  %200 = zext nneg i32 %199 to i64
  %201 = shl nuw i64 1, %200
  %202 = lshr i32 %198, 6
  %203 = zext nneg i32 %202 to i64
  %204 = getelementptr inbounds i64, ptr %2, i64 %203
  %205 = load i64, ptr %204, align 8, !tbaa !6
  %206 = or i64 %205, %201
  store i64 %206, ptr %204, align 8, !tbaa !6
  %207 = add nuw nsw i32 %198, 5
  %208 = icmp ult i32 %198, 4091
  br i1 %208, label %197, label %209, !llvm.loop !18

209:                                              ; preds = %197, %209
  %210 = phi i64 [ %224, %209 ], [ 0, %197 ]
  %211 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %210
  %212 = load <2 x i64>, ptr %211, align 8, !tbaa !6
  %213 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %210
  %214 = load <2 x i64>, ptr %213, align 8, !tbaa !6
  %215 = or <2 x i64> %214, %212
  %216 = getelementptr inbounds [64 x i64], ptr %3, i64 0, i64 %210
  store <2 x i64> %215, ptr %216, align 8, !tbaa !6
  %217 = and <2 x i64> %214, %212
  %218 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %210
  store <2 x i64> %217, ptr %218, align 8, !tbaa !6
  %219 = xor <2 x i64> %214, <i64 -1, i64 -1>
  %220 = and <2 x i64> %212, %219
  %221 = getelementptr inbounds [64 x i64], ptr %5, i64 0, i64 %210
  store <2 x i64> %220, ptr %221, align 8, !tbaa !6
  %222 = xor <2 x i64> %214, %212
  %223 = getelementptr inbounds [64 x i64], ptr %6, i64 0, i64 %210
  store <2 x i64> %222, ptr %223, align 8, !tbaa !6
  %224 = add nuw i64 %210, 2
  %225 = icmp eq i64 %224, 64
  br i1 %225, label %322, label %209, !llvm.loop !19

226:                                              ; preds = %226, %338
  %227 = phi i64 [ 0, %338 ], [ %240, %226 ]
  %228 = phi <4 x i32> [ zeroinitializer, %338 ], [ %238, %226 ]
  %229 = phi <4 x i32> [ zeroinitializer, %338 ], [ %239, %226 ]
  %230 = getelementptr inbounds i64, ptr %2, i64 %227
  %231 = getelementptr inbounds i8, ptr %230, i64 32
  %232 = load <4 x i64>, ptr %230, align 8, !tbaa !6
  %233 = load <4 x i64>, ptr %231, align 8, !tbaa !6
  %234 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %232)
  %235 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %233)
  %236 = trunc nuw nsw <4 x i64> %234 to <4 x i32>
  %237 = trunc nuw nsw <4 x i64> %235 to <4 x i32>
  %238 = add <4 x i32> %228, %236
  %239 = add <4 x i32> %229, %237
  %240 = add nuw i64 %227, 8
  %241 = icmp eq i64 %240, 64
  br i1 %241, label %242, label %226, !llvm.loop !20

242:                                              ; preds = %226
  %243 = add <4 x i32> %239, %238
  %244 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %243)
  br label %245

245:                                              ; preds = %245, %242
  %246 = phi i64 [ 0, %242 ], [ %259, %245 ]
  %247 = phi <4 x i32> [ zeroinitializer, %242 ], [ %257, %245 ]
  %248 = phi <4 x i32> [ zeroinitializer, %242 ], [ %258, %245 ]
  %249 = getelementptr inbounds i64, ptr %3, i64 %246
  %250 = getelementptr inbounds i8, ptr %249, i64 32
  %251 = load <4 x i64>, ptr %249, align 8, !tbaa !6
  %252 = load <4 x i64>, ptr %250, align 8, !tbaa !6
  %253 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %251)
  %254 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %252)
  %255 = trunc nuw nsw <4 x i64> %253 to <4 x i32>
  %256 = trunc nuw nsw <4 x i64> %254 to <4 x i32>
  %257 = add <4 x i32> %247, %255
  %258 = add <4 x i32> %248, %256
  %259 = add nuw i64 %246, 8
  %260 = icmp eq i64 %259, 64
  br i1 %260, label %261, label %245, !llvm.loop !21

261:                                              ; preds = %245
  %262 = add <4 x i32> %258, %257
  %263 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %262)
  br label %264

264:                                              ; preds = %264, %261
  %265 = phi i64 [ 0, %261 ], [ %278, %264 ]
  %266 = phi <4 x i32> [ zeroinitializer, %261 ], [ %276, %264 ]
  %267 = phi <4 x i32> [ zeroinitializer, %261 ], [ %277, %264 ]
  %268 = getelementptr inbounds i64, ptr %4, i64 %265
  %269 = getelementptr inbounds i8, ptr %268, i64 32
  %270 = load <4 x i64>, ptr %268, align 8, !tbaa !6
  %271 = load <4 x i64>, ptr %269, align 8, !tbaa !6
  %272 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %270)
  %273 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %271)
  %274 = trunc nuw nsw <4 x i64> %272 to <4 x i32>
  %275 = trunc nuw nsw <4 x i64> %273 to <4 x i32>
  %276 = add <4 x i32> %266, %274
  %277 = add <4 x i32> %267, %275
  %278 = add nuw i64 %265, 8
  %279 = icmp eq i64 %278, 64
  br i1 %279, label %280, label %264, !llvm.loop !22

280:                                              ; preds = %264
  %281 = add <4 x i32> %277, %276
  %282 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %281)
  br label %283

283:                                              ; preds = %283, %280
  %284 = phi i64 [ 0, %280 ], [ %297, %283 ]
  %285 = phi <4 x i32> [ zeroinitializer, %280 ], [ %295, %283 ]
  %286 = phi <4 x i32> [ zeroinitializer, %280 ], [ %296, %283 ]
  %287 = getelementptr inbounds i64, ptr %5, i64 %284
  %288 = getelementptr inbounds i8, ptr %287, i64 32
  %289 = load <4 x i64>, ptr %287, align 8, !tbaa !6
  %290 = load <4 x i64>, ptr %288, align 8, !tbaa !6
  %291 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %289)
  %292 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %290)
  %293 = trunc nuw nsw <4 x i64> %291 to <4 x i32>
  %294 = trunc nuw nsw <4 x i64> %292 to <4 x i32>
  %295 = add <4 x i32> %285, %293
  %296 = add <4 x i32> %286, %294
  %297 = add nuw i64 %284, 8
  %298 = icmp eq i64 %297, 64
  br i1 %298, label %299, label %283, !llvm.loop !23

299:                                              ; preds = %283
  %300 = add <4 x i32> %296, %295
  %301 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %300)
  br label %302

302:                                              ; preds = %302, %299
  %303 = phi i64 [ 0, %299 ], [ %316, %302 ]
  %304 = phi <4 x i32> [ zeroinitializer, %299 ], [ %314, %302 ]
  %305 = phi <4 x i32> [ zeroinitializer, %299 ], [ %315, %302 ]
  %306 = getelementptr inbounds i64, ptr %6, i64 %303
  %307 = getelementptr inbounds i8, ptr %306, i64 32
  %308 = load <4 x i64>, ptr %306, align 8, !tbaa !6
  %309 = load <4 x i64>, ptr %307, align 8, !tbaa !6
  %310 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %308)
  %311 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %309)
  %312 = trunc nuw nsw <4 x i64> %310 to <4 x i32>
  %313 = trunc nuw nsw <4 x i64> %311 to <4 x i32>
  %314 = add <4 x i32> %304, %312
  %315 = add <4 x i32> %305, %313
  %316 = add nuw i64 %303, 8
  %317 = icmp eq i64 %316, 64
  br i1 %317, label %318, label %302, !llvm.loop !24

318:                                              ; preds = %302
  %319 = add <4 x i32> %315, %314
  %320 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %319)
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %340, i32 noundef %244, i32 noundef %263, i32 noundef %282, i32 noundef %301, i32 noundef %320)
  br label %396

322:                                              ; preds = %209, %322
  %323 = phi i64 [ %336, %322 ], [ 0, %209 ]
  %324 = phi <4 x i32> [ %334, %322 ], [ zeroinitializer, %209 ]
  %325 = phi <4 x i32> [ %335, %322 ], [ zeroinitializer, %209 ]
  %326 = getelementptr inbounds i64, ptr %1, i64 %323
  %327 = getelementptr inbounds i8, ptr %326, i64 32
  %328 = load <4 x i64>, ptr %326, align 8, !tbaa !6
  %329 = load <4 x i64>, ptr %327, align 8, !tbaa !6
  %330 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %328)
  %331 = tail call range(i64 0, 65) <4 x i64> @llvm.ctpop.v4i64(<4 x i64> %329)
  %332 = trunc nuw nsw <4 x i64> %330 to <4 x i32>
  %333 = trunc nuw nsw <4 x i64> %331 to <4 x i32>
  %334 = add <4 x i32> %324, %332
  %335 = add <4 x i32> %325, %333
  %336 = add nuw i64 %323, 8
  %337 = icmp eq i64 %336, 64
  br i1 %337, label %338, label %322, !llvm.loop !25

338:                                              ; preds = %322
  %339 = add <4 x i32> %335, %334
  %340 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %339)
  br label %226

341:                                              ; preds = %406
  %342 = load <8 x i64>, ptr %4, align 8, !tbaa !6
  %343 = getelementptr inbounds i8, ptr %4, i64 64
  %344 = load <4 x i64>, ptr %343, align 8, !tbaa !6
  %345 = getelementptr inbounds i8, ptr %4, i64 96
  %346 = load <2 x i64>, ptr %345, align 8, !tbaa !6
  %347 = getelementptr inbounds i8, ptr %4, i64 112
  %348 = load i64, ptr %347, align 8, !tbaa !6
  %349 = getelementptr inbounds i8, ptr %4, i64 120
  %350 = load i64, ptr %349, align 8, !tbaa !6
  br label %351

351:                                              ; preds = %369, %341
  %352 = phi i64 [ 0, %341 ], [ %371, %369 ]
  %353 = phi i32 [ 100, %341 ], [ %370, %369 ]
  %354 = getelementptr inbounds i64, ptr %4, i64 %352
  %355 = load i64, ptr %354, align 8, !tbaa !6
  %356 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %355)
  %357 = trunc nuw nsw i64 %356 to i32
  %358 = icmp slt i32 %353, %357
  br i1 %358, label %359, label %369

359:                                              ; preds = %351
  %360 = trunc nuw nsw i64 %352 to i32
  %361 = icmp eq i32 %353, 0
  br i1 %361, label %373, label %362

362:                                              ; preds = %359, %362
  %363 = phi i64 [ %367, %362 ], [ %355, %359 ]
  %364 = phi i32 [ %365, %362 ], [ %353, %359 ]
  %365 = add nsw i32 %364, -1
  %366 = add i64 %363, -1
  %367 = and i64 %366, %363
  %368 = icmp eq i32 %365, 0
  br i1 %368, label %373, label %362, !llvm.loop !26

369:                                              ; preds = %351
  %370 = sub nsw i32 %353, %357
  %371 = add nuw nsw i64 %352, 1
  %372 = icmp eq i64 %371, 64
  br i1 %372, label %379, label %351, !llvm.loop !27

373:                                              ; preds = %362, %359
  %374 = phi i64 [ %355, %359 ], [ %367, %362 ]
  %375 = shl nuw nsw i32 %360, 6
  %376 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %374, i1 false)
  %377 = trunc nuw nsw i64 %376 to i32
  %378 = add nuw nsw i32 %375, %377
  br label %379

379:                                              ; preds = %369, %373
  %380 = phi i32 [ %378, %373 ], [ -1, %369 ]
  %381 = and i64 %350, 1099511627775
  %382 = shufflevector <8 x i64> %342, <8 x i64> poison, <16 x i32> <i32 1, i32 0, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %383 = shufflevector <4 x i64> %344, <4 x i64> poison, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %384 = shufflevector <16 x i64> %382, <16 x i64> %383, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 16, i32 17, i32 18, i32 19, i32 poison, i32 poison, i32 poison, i32 poison>
  %385 = shufflevector <2 x i64> %346, <2 x i64> poison, <16 x i32> <i32 0, i32 1, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %386 = shufflevector <16 x i64> %384, <16 x i64> %385, <16 x i32> <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 16, i32 17, i32 poison, i32 poison>
  %387 = insertelement <16 x i64> %386, i64 %348, i64 14
  %388 = insertelement <16 x i64> %387, i64 %381, i64 15
  %389 = tail call range(i64 0, 65) <16 x i64> @llvm.ctpop.v16i64(<16 x i64> %388)
  %390 = trunc nuw nsw <16 x i64> %389 to <16 x i32>
  %391 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %390)
  %392 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %408, i64 noundef %407, i32 noundef %391, i32 noundef %380)
  %393 = icmp eq i32 %182, 0
  %394 = and i32 %178, 127
  %395 = select i1 %393, i32 %394, i32 100
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %5) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #6
  ret i32 %395

396:                                              ; preds = %318, %406
  %397 = phi i64 [ 0, %318 ], [ %409, %406 ]
  %398 = phi i32 [ 0, %318 ], [ %408, %406 ]
  %399 = phi i64 [ 0, %318 ], [ %407, %406 ]
  %400 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %397
  %401 = load i64, ptr %400, align 8, !tbaa !6
  %402 = icmp eq i64 %401, 0
  br i1 %402, label %406, label %403

403:                                              ; preds = %396
  %404 = shl i64 %397, 6
  %405 = and i64 %404, 4294967232
  br label %411

406:                                              ; preds = %411, %396
  %407 = phi i64 [ %399, %396 ], [ %417, %411 ]
  %408 = phi i32 [ %398, %396 ], [ %418, %411 ]
  %409 = add nuw nsw i64 %397, 1
  %410 = icmp eq i64 %409, 64
  br i1 %410, label %341, label %396, !llvm.loop !28

411:                                              ; preds = %403, %411
  %412 = phi i64 [ %401, %403 ], [ %420, %411 ]
  %413 = phi i32 [ %398, %403 ], [ %418, %411 ]
  %414 = phi i64 [ %399, %403 ], [ %417, %411 ]
  %415 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %412, i1 true)
  %416 = or disjoint i64 %405, %415
  %417 = add nsw i64 %414, %416
  %418 = add nsw i32 %413, 1
  %419 = add i64 %412, -1
  %420 = and i64 %419, %412
  %421 = icmp eq i64 %420, 0
  br i1 %421, label %406, label %411, !llvm.loop !29
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
declare <4 x i64> @llvm.ctpop.v4i64(<4 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i64> @llvm.ctpop.v16i64(<16 x i64>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = distinct !{!16, !12}
!17 = distinct !{!17, !12}
!18 = distinct !{!18, !12}
!19 = distinct !{!19, !12, !14, !15}
!20 = distinct !{!20, !12, !14, !15}
!21 = distinct !{!21, !12, !14, !15}
!22 = distinct !{!22, !12, !14, !15}
!23 = distinct !{!23, !12, !14, !15}
!24 = distinct !{!24, !12, !14, !15}
!25 = distinct !{!25, !12, !14, !15}
!26 = distinct !{!26, !12}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = distinct !{!29, !12}
