; ModuleID = 'programs/convex_hull_integer.c'
source_filename = "programs/convex_hull_integer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.pt = type { i64, i64 }

@main.p = internal global [2000 x %struct.pt] zeroinitializer, align 8
@main.h = internal unnamed_addr global [2001 x %struct.pt] zeroinitializer, align 8
@.str = private unnamed_addr constant [54 x i8] c"hull vertices=%d doubled area=%lld first=(%lld,%lld)\0A\00", align 1
@.str.1 = private unnamed_addr constant [46 x i8] c"points inside or on hull=%d origin=%d far=%d\0A\00", align 1
@__const.main.s = private unnamed_addr constant [5 x [4 x %struct.pt]] [[4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 4 }, %struct.pt { i64 0, i64 4 }, %struct.pt { i64 4, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 2, i64 2 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 5 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 3, i64 3 }, %struct.pt { i64 5, i64 1 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 4, i64 0 }, %struct.pt { i64 2, i64 0 }, %struct.pt { i64 6, i64 0 }], [4 x %struct.pt] [%struct.pt zeroinitializer, %struct.pt { i64 1, i64 1 }, %struct.pt { i64 1, i64 0 }, %struct.pt { i64 2, i64 1 }]], align 8
@.str.2 = private unnamed_addr constant [16 x i8] c"intersect%d=%d \00", align 1
@.str.3 = private unnamed_addr constant [49 x i8] c"\0Aclosest pair squared distance (first 600)=%lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -2147483648, 2147483647) i32 @main() local_unnamed_addr #0 {
  br label %138

1:                                                ; preds = %138
  tail call void @qsort(ptr noundef nonnull @main.p, i64 noundef 2000, i64 noundef 16, ptr noundef nonnull @cmp_pt) #7
  br label %2

2:                                                ; preds = %36, %1
  %3 = phi i64 [ 0, %1 ], [ %42, %36 ]
  %4 = phi i32 [ 0, %1 ], [ %38, %36 ]
  %5 = icmp sgt i32 %4, 1
  br i1 %5, label %6, label %36

6:                                                ; preds = %2
  %7 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3
  %8 = load i64, ptr %7, align 8
  %9 = getelementptr inbounds i8, ptr %7, i64 8
  %10 = load i64, ptr %9, align 8
  br label %13

11:                                               ; preds = %36
  %12 = sext i32 %38 to i64
  br label %44

13:                                               ; preds = %33, %6
  %14 = phi i32 [ %4, %6 ], [ %34, %33 ]
  %15 = zext nneg i32 %14 to i64
  %16 = getelementptr %struct.pt, ptr @main.h, i64 %15
  %17 = getelementptr i8, ptr %16, i64 -32
  %18 = getelementptr i8, ptr %16, i64 -16
  %19 = load i64, ptr %17, align 8
  %20 = getelementptr i8, ptr %16, i64 -24
  %21 = load i64, ptr %20, align 8
  %22 = load i64, ptr %18, align 8
  %23 = getelementptr i8, ptr %16, i64 -8
  %24 = load i64, ptr %23, align 8
  %25 = sub nsw i64 %22, %19
  %26 = sub nsw i64 %10, %21
  %27 = mul nsw i64 %25, %26
  %28 = sub nsw i64 %24, %21
  %29 = sub i64 %19, %8
  %30 = mul i64 %28, %29
  %31 = add i64 %30, %27
  %32 = icmp slt i64 %31, 1
  br i1 %32, label %33, label %36

33:                                               ; preds = %13
  %34 = add nsw i32 %14, -1
  %35 = icmp sgt i32 %14, 2
  br i1 %35, label %13, label %36, !llvm.loop !6

36:                                               ; preds = %33, %13, %2
  %37 = phi i32 [ %4, %2 ], [ %14, %13 ], [ 1, %33 ]
  %38 = add nsw i32 %37, 1
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %39
  %41 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %3
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %40, ptr noundef nonnull align 8 dereferenceable(16) %41, i64 16, i1 false), !tbaa.struct !8
  %42 = add nuw nsw i64 %3, 1
  %43 = icmp eq i64 %42, 2000
  br i1 %43, label %11, label %2, !llvm.loop !13

44:                                               ; preds = %78, %11
  %45 = phi i64 [ 1998, %11 ], [ %84, %78 ]
  %46 = phi i32 [ %38, %11 ], [ %80, %78 ]
  %47 = icmp sgt i32 %46, %38
  br i1 %47, label %48, label %78

48:                                               ; preds = %44
  %49 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45
  %50 = load i64, ptr %49, align 8
  %51 = getelementptr inbounds i8, ptr %49, i64 8
  %52 = load i64, ptr %51, align 8
  %53 = sext i32 %46 to i64
  br label %54

54:                                               ; preds = %73, %48
  %55 = phi i64 [ %53, %48 ], [ %74, %73 ]
  %56 = getelementptr %struct.pt, ptr @main.h, i64 %55
  %57 = getelementptr i8, ptr %56, i64 -32
  %58 = getelementptr i8, ptr %56, i64 -16
  %59 = load i64, ptr %57, align 8
  %60 = getelementptr i8, ptr %56, i64 -24
  %61 = load i64, ptr %60, align 8
  %62 = load i64, ptr %58, align 8
  %63 = getelementptr i8, ptr %56, i64 -8
  %64 = load i64, ptr %63, align 8
  %65 = sub nsw i64 %62, %59
  %66 = sub nsw i64 %52, %61
  %67 = mul nsw i64 %65, %66
  %68 = sub nsw i64 %64, %61
  %69 = sub i64 %59, %50
  %70 = mul i64 %68, %69
  %71 = add i64 %70, %67
  %72 = icmp slt i64 %71, 1
  br i1 %72, label %73, label %76

73:                                               ; preds = %54
  %74 = add nsw i64 %55, -1
  %75 = icmp sgt i64 %74, %12
  br i1 %75, label %54, label %78, !llvm.loop !14

76:                                               ; preds = %54
  %77 = trunc nsw i64 %55 to i32
  br label %78

78:                                               ; preds = %73, %76, %44
  %79 = phi i32 [ %46, %44 ], [ %77, %76 ], [ %38, %73 ]
  %80 = add nsw i32 %79, 1
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %81
  %83 = getelementptr inbounds %struct.pt, ptr @main.p, i64 %45
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %82, ptr noundef nonnull align 8 dereferenceable(16) %83, i64 16, i1 false), !tbaa.struct !8
  %84 = add nsw i64 %45, -1
  %85 = icmp eq i64 %45, 0
  br i1 %85, label %86, label %44, !llvm.loop !15

86:                                               ; preds = %78
  %87 = icmp sgt i32 %79, 0
  br i1 %87, label %88, label %157

88:                                               ; preds = %86
  %89 = zext nneg i32 %79 to i64
  %90 = icmp eq i32 %79, 1
  br i1 %90, label %91, label %94

91:                                               ; preds = %135, %88
  %92 = phi i64 [ 0, %88 ], [ %95, %135 ]
  %93 = phi i64 [ 0, %88 ], [ %136, %135 ]
  br label %162

94:                                               ; preds = %88
  %95 = and i64 %89, 2147483646
  br label %96

96:                                               ; preds = %96, %94
  %97 = phi i64 [ 0, %94 ], [ %133, %96 ]
  %98 = phi i64 [ 0, %94 ], [ %131, %96 ]
  %99 = phi i64 [ 0, %94 ], [ %132, %96 ]
  %100 = or disjoint i64 %97, 1
  %101 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %97
  %102 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %100
  %103 = load i64, ptr %101, align 8, !tbaa !16
  %104 = load i64, ptr %102, align 8, !tbaa !16
  %105 = or disjoint i64 %97, 1
  %106 = add nuw nsw i64 %97, 2
  %107 = icmp eq i64 %105, %89
  %108 = icmp eq i64 %106, %89
  %109 = and i64 %105, 4294967295
  %110 = and i64 %106, 4294967294
  %111 = select i1 %107, i64 0, i64 %109
  %112 = select i1 %108, i64 0, i64 %110
  %113 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %111
  %114 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %112
  %115 = getelementptr inbounds i8, ptr %113, i64 8
  %116 = getelementptr inbounds i8, ptr %114, i64 8
  %117 = load i64, ptr %115, align 8, !tbaa !18
  %118 = load i64, ptr %116, align 8, !tbaa !18
  %119 = mul nsw i64 %117, %103
  %120 = mul nsw i64 %118, %104
  %121 = load i64, ptr %113, align 8, !tbaa !16
  %122 = load i64, ptr %114, align 8, !tbaa !16
  %123 = getelementptr inbounds i8, ptr %101, i64 8
  %124 = getelementptr inbounds i8, ptr %102, i64 8
  %125 = load i64, ptr %123, align 8, !tbaa !18
  %126 = load i64, ptr %124, align 8, !tbaa !18
  %127 = mul nsw i64 %125, %121
  %128 = mul nsw i64 %126, %122
  %129 = add i64 %119, %98
  %130 = add i64 %120, %99
  %131 = sub i64 %129, %127
  %132 = sub i64 %130, %128
  %133 = add nuw i64 %97, 2
  %134 = icmp eq i64 %133, %95
  br i1 %134, label %135, label %96, !llvm.loop !19

135:                                              ; preds = %96
  %136 = add i64 %132, %131
  %137 = icmp eq i64 %95, %89
  br i1 %137, label %157, label %91

138:                                              ; preds = %0, %138
  %139 = phi i64 [ 0, %0 ], [ %155, %138 ]
  %140 = phi i32 [ 2718, %0 ], [ %149, %138 ]
  %141 = mul i32 %140, 1103515245
  %142 = add i32 %141, 12345
  %143 = lshr i32 %142, 8
  %144 = urem i32 %143, 2000001
  %145 = zext nneg i32 %144 to i64
  %146 = add nsw i64 %145, -1000000
  %147 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %139
  store i64 %146, ptr %147, align 8, !tbaa !16
  %148 = mul i32 %142, 1103515245
  %149 = add i32 %148, 12345
  %150 = lshr i32 %149, 8
  %151 = urem i32 %150, 2000001
  %152 = zext nneg i32 %151 to i64
  %153 = add nsw i64 %152, -1000000
  %154 = getelementptr inbounds i8, ptr %147, i64 8
  store i64 %153, ptr %154, align 8, !tbaa !18
  %155 = add nuw nsw i64 %139, 1
  %156 = icmp eq i64 %155, 2000
  br i1 %156, label %1, label %138, !llvm.loop !22

157:                                              ; preds = %162, %135, %86
  %158 = phi i64 [ 0, %86 ], [ %136, %135 ], [ %180, %162 ]
  %159 = load i64, ptr @main.h, align 8, !tbaa !16
  %160 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8, !tbaa !18
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %79, i64 noundef %158, i64 noundef %159, i64 noundef %160)
  br label %186

162:                                              ; preds = %91, %162
  %163 = phi i64 [ %167, %162 ], [ %92, %91 ]
  %164 = phi i64 [ %180, %162 ], [ %93, %91 ]
  %165 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %163
  %166 = load i64, ptr %165, align 8, !tbaa !16
  %167 = add nuw nsw i64 %163, 1
  %168 = icmp eq i64 %167, %89
  %169 = and i64 %167, 4294967295
  %170 = select i1 %168, i64 0, i64 %169
  %171 = getelementptr inbounds [2001 x %struct.pt], ptr @main.h, i64 0, i64 %170
  %172 = getelementptr inbounds i8, ptr %171, i64 8
  %173 = load i64, ptr %172, align 8, !tbaa !18
  %174 = mul nsw i64 %173, %166
  %175 = load i64, ptr %171, align 8, !tbaa !16
  %176 = getelementptr inbounds i8, ptr %165, i64 8
  %177 = load i64, ptr %176, align 8, !tbaa !18
  %178 = mul nsw i64 %177, %175
  %179 = add i64 %174, %164
  %180 = sub i64 %179, %178
  %181 = icmp eq i64 %167, %89
  br i1 %181, label %157, label %162, !llvm.loop !23

182:                                              ; preds = %186
  %183 = tail call fastcc i32 @inside(i32 noundef %79, [2 x i64] zeroinitializer)
  %184 = tail call fastcc i32 @inside(i32 noundef %79, [2 x i64] [i64 2000000, i64 0])
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %196, i32 noundef %183, i32 noundef %184)
  br label %199

186:                                              ; preds = %157, %186
  %187 = phi i64 [ 0, %157 ], [ %197, %186 ]
  %188 = phi i32 [ 0, %157 ], [ %196, %186 ]
  %189 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %187
  %190 = load i64, ptr %189, align 8
  %191 = insertvalue [2 x i64] poison, i64 %190, 0
  %192 = getelementptr inbounds i8, ptr %189, i64 8
  %193 = load i64, ptr %192, align 8
  %194 = insertvalue [2 x i64] %191, i64 %193, 1
  %195 = tail call fastcc i32 @inside(i32 noundef %79, [2 x i64] %194)
  %196 = add nuw nsw i32 %195, %188
  %197 = add nuw nsw i64 %187, 1
  %198 = icmp eq i64 %197, 2000
  br i1 %198, label %182, label %186, !llvm.loop !24

199:                                              ; preds = %182, %312
  %200 = phi i64 [ 0, %182 ], [ %316, %312 ]
  %201 = getelementptr inbounds [5 x [4 x %struct.pt]], ptr @__const.main.s, i64 0, i64 %200
  %202 = getelementptr inbounds i8, ptr %201, i64 16
  %203 = getelementptr inbounds i8, ptr %201, i64 32
  %204 = getelementptr inbounds i8, ptr %201, i64 48
  %205 = load i64, ptr %202, align 8
  %206 = getelementptr inbounds i8, ptr %201, i64 24
  %207 = load i64, ptr %206, align 8
  %208 = load i64, ptr %203, align 8
  %209 = getelementptr inbounds i8, ptr %201, i64 40
  %210 = load i64, ptr %209, align 8
  %211 = load i64, ptr %204, align 8
  %212 = getelementptr inbounds i8, ptr %201, i64 56
  %213 = load i64, ptr %212, align 8
  %214 = sub nsw i64 %211, %208
  %215 = mul i64 %214, %210
  %216 = sub nsw i64 %213, %210
  %217 = mul i64 %216, %208
  %218 = sub i64 %217, %215
  %219 = icmp sgt i64 %218, 0
  %220 = zext i1 %219 to i32
  %221 = ashr i64 %218, 63
  %222 = trunc nsw i64 %221 to i32
  %223 = add nsw i32 %222, %220
  %224 = sub nsw i64 %207, %210
  %225 = mul nsw i64 %214, %224
  %226 = sub i64 %208, %205
  %227 = mul i64 %216, %226
  %228 = add i64 %227, %225
  %229 = icmp sgt i64 %228, 0
  %230 = zext i1 %229 to i32
  %231 = ashr i64 %228, 63
  %232 = trunc nsw i64 %231 to i32
  %233 = add nsw i32 %232, %230
  %234 = mul nsw i64 %210, %205
  %235 = mul i64 %208, %207
  %236 = sub i64 %234, %235
  %237 = icmp sgt i64 %236, 0
  %238 = zext i1 %237 to i32
  %239 = ashr i64 %236, 63
  %240 = trunc nsw i64 %239 to i32
  %241 = add nsw i32 %240, %238
  %242 = mul nsw i64 %213, %205
  %243 = mul i64 %211, %207
  %244 = sub i64 %242, %243
  %245 = icmp sgt i64 %244, 0
  %246 = zext i1 %245 to i32
  %247 = ashr i64 %244, 63
  %248 = trunc nsw i64 %247 to i32
  %249 = add nsw i32 %248, %246
  %250 = mul nsw i32 %223, %233
  %251 = icmp slt i32 %250, 0
  %252 = mul nsw i32 %249, %241
  %253 = icmp slt i32 %252, 0
  %254 = select i1 %251, i1 %253, i1 false
  br i1 %254, label %312, label %255

255:                                              ; preds = %199
  %256 = icmp eq i32 %223, 0
  br i1 %256, label %257, label %269

257:                                              ; preds = %255
  %258 = tail call i64 @llvm.smin.i64(i64 %208, i64 %211)
  %259 = icmp sgt i64 %258, 0
  %260 = tail call i64 @llvm.smax.i64(i64 %208, i64 %211)
  %261 = icmp slt i64 %260, 0
  %262 = or i1 %259, %261
  %263 = tail call i64 @llvm.smin.i64(i64 %210, i64 %213)
  %264 = icmp sgt i64 %263, 0
  %265 = tail call i64 @llvm.smax.i64(i64 %210, i64 %213)
  %266 = icmp slt i64 %265, 0
  %267 = or i1 %264, %266
  %268 = select i1 %262, i1 true, i1 %267
  br i1 %268, label %269, label %312

269:                                              ; preds = %257, %255
  %270 = icmp eq i32 %233, 0
  br i1 %270, label %271, label %283

271:                                              ; preds = %269
  %272 = tail call i64 @llvm.smin.i64(i64 %208, i64 %211)
  %273 = icmp slt i64 %205, %272
  %274 = tail call i64 @llvm.smax.i64(i64 %208, i64 %211)
  %275 = icmp sgt i64 %205, %274
  %276 = or i1 %273, %275
  %277 = tail call i64 @llvm.smin.i64(i64 %210, i64 %213)
  %278 = icmp slt i64 %207, %277
  %279 = tail call i64 @llvm.smax.i64(i64 %210, i64 %213)
  %280 = icmp sgt i64 %207, %279
  %281 = or i1 %278, %280
  %282 = select i1 %276, i1 true, i1 %281
  br i1 %282, label %283, label %312

283:                                              ; preds = %271, %269
  %284 = icmp eq i32 %241, 0
  br i1 %284, label %285, label %297

285:                                              ; preds = %283
  %286 = tail call i64 @llvm.smin.i64(i64 %205, i64 0)
  %287 = icmp slt i64 %208, %286
  %288 = tail call i64 @llvm.smax.i64(i64 %205, i64 0)
  %289 = icmp sgt i64 %208, %288
  %290 = or i1 %287, %289
  %291 = tail call i64 @llvm.smin.i64(i64 %207, i64 0)
  %292 = icmp slt i64 %210, %291
  %293 = tail call i64 @llvm.smax.i64(i64 %207, i64 0)
  %294 = icmp sgt i64 %210, %293
  %295 = or i1 %292, %294
  %296 = select i1 %290, i1 true, i1 %295
  br i1 %296, label %297, label %312

297:                                              ; preds = %285, %283
  %298 = icmp eq i32 %249, 0
  br i1 %298, label %299, label %312

299:                                              ; preds = %297
  %300 = tail call i64 @llvm.smin.i64(i64 %205, i64 0)
  %301 = icmp sge i64 %211, %300
  %302 = tail call i64 @llvm.smax.i64(i64 %205, i64 0)
  %303 = icmp sle i64 %211, %302
  %304 = and i1 %301, %303
  %305 = tail call i64 @llvm.smin.i64(i64 %207, i64 0)
  %306 = icmp sge i64 %213, %305
  %307 = tail call i64 @llvm.smax.i64(i64 %207, i64 0)
  %308 = icmp sle i64 %213, %307
  %309 = and i1 %306, %308
  %310 = select i1 %304, i1 %309, i1 false
  %311 = zext i1 %310 to i32
  br label %312

312:                                              ; preds = %199, %257, %271, %285, %297, %299
  %313 = phi i32 [ 1, %199 ], [ 1, %285 ], [ 1, %271 ], [ 1, %257 ], [ 0, %297 ], [ %311, %299 ]
  %314 = trunc nuw nsw i64 %200 to i32
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %314, i32 noundef %313)
  %316 = add nuw nsw i64 %200, 1
  %317 = icmp eq i64 %316, 5
  br i1 %317, label %324, label %199, !llvm.loop !25

318:                                              ; preds = %374, %368, %324
  %319 = phi i64 [ %327, %324 ], [ %369, %368 ], [ %386, %374 ]
  %320 = add nuw nsw i64 %326, 1
  %321 = icmp eq i64 %329, 600
  br i1 %321, label %322, label %324, !llvm.loop !26

322:                                              ; preds = %318
  %323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %319)
  ret i32 %79

324:                                              ; preds = %312, %318
  %325 = phi i64 [ %329, %318 ], [ 0, %312 ]
  %326 = phi i64 [ %320, %318 ], [ 1, %312 ]
  %327 = phi i64 [ %319, %318 ], [ 9223372036854775807, %312 ]
  %328 = sub nsw i64 599, %325
  %329 = add nuw nsw i64 %325, 1
  %330 = icmp ult i64 %325, 599
  br i1 %330, label %331, label %318

331:                                              ; preds = %324
  %332 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %325
  %333 = load i64, ptr %332, align 8, !tbaa !16
  %334 = getelementptr inbounds i8, ptr %332, i64 8
  %335 = load i64, ptr %334, align 8, !tbaa !18
  %336 = icmp ult i64 %328, 2
  br i1 %336, label %371, label %337

337:                                              ; preds = %331
  %338 = and i64 %328, -2
  %339 = add i64 %326, %338
  br label %340

340:                                              ; preds = %340, %337
  %341 = phi i64 [ 0, %337 ], [ %366, %340 ]
  %342 = phi i64 [ %327, %337 ], [ %364, %340 ]
  %343 = phi i64 [ %327, %337 ], [ %365, %340 ]
  %344 = add i64 %326, %341
  %345 = add i64 %344, 1
  %346 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %344
  %347 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %345
  %348 = load i64, ptr %346, align 8, !tbaa !16
  %349 = load i64, ptr %347, align 8, !tbaa !16
  %350 = sub nsw i64 %333, %348
  %351 = sub nsw i64 %333, %349
  %352 = getelementptr inbounds i8, ptr %346, i64 8
  %353 = getelementptr inbounds i8, ptr %347, i64 8
  %354 = load i64, ptr %352, align 8, !tbaa !18
  %355 = load i64, ptr %353, align 8, !tbaa !18
  %356 = sub nsw i64 %335, %354
  %357 = sub nsw i64 %335, %355
  %358 = mul nsw i64 %350, %350
  %359 = mul nsw i64 %351, %351
  %360 = mul nsw i64 %356, %356
  %361 = mul nsw i64 %357, %357
  %362 = add nuw nsw i64 %360, %358
  %363 = add nuw nsw i64 %361, %359
  %364 = tail call i64 @llvm.smin.i64(i64 %362, i64 %342)
  %365 = tail call i64 @llvm.smin.i64(i64 %363, i64 %343)
  %366 = add nuw i64 %341, 2
  %367 = icmp eq i64 %366, %338
  br i1 %367, label %368, label %340, !llvm.loop !27

368:                                              ; preds = %340
  %369 = tail call i64 @llvm.smin.i64(i64 %364, i64 %365)
  %370 = icmp eq i64 %328, %338
  br i1 %370, label %318, label %371

371:                                              ; preds = %368, %331
  %372 = phi i64 [ %326, %331 ], [ %339, %368 ]
  %373 = phi i64 [ %327, %331 ], [ %369, %368 ]
  br label %374

374:                                              ; preds = %371, %374
  %375 = phi i64 [ %387, %374 ], [ %372, %371 ]
  %376 = phi i64 [ %386, %374 ], [ %373, %371 ]
  %377 = getelementptr inbounds [2000 x %struct.pt], ptr @main.p, i64 0, i64 %375
  %378 = load i64, ptr %377, align 8, !tbaa !16
  %379 = sub nsw i64 %333, %378
  %380 = getelementptr inbounds i8, ptr %377, i64 8
  %381 = load i64, ptr %380, align 8, !tbaa !18
  %382 = sub nsw i64 %335, %381
  %383 = mul nsw i64 %379, %379
  %384 = mul nsw i64 %382, %382
  %385 = add nuw nsw i64 %384, %383
  %386 = tail call i64 @llvm.smin.i64(i64 %385, i64 %376)
  %387 = add nuw nsw i64 %375, 1
  %388 = icmp eq i64 %387, 600
  br i1 %388, label %318, label %374, !llvm.loop !28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @inside(i32 noundef %0, [2 x i64] %1) unnamed_addr #2 {
  %3 = load i64, ptr @main.h, align 8
  %4 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 8), align 8
  %5 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 16), align 8
  %6 = load i64, ptr getelementptr inbounds (i8, ptr @main.h, i64 24), align 8
  %7 = extractvalue [2 x i64] %1, 0
  %8 = extractvalue [2 x i64] %1, 1
  %9 = sub nsw i64 %5, %3
  %10 = sub nsw i64 %8, %4
  %11 = mul nsw i64 %9, %10
  %12 = sub nsw i64 %6, %4
  %13 = sub i64 %3, %7
  %14 = mul i64 %12, %13
  %15 = add i64 %14, %11
  %16 = icmp slt i64 %15, 0
  br i1 %16, label %77, label %17

17:                                               ; preds = %2
  %18 = add nsw i32 %0, -1
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %19
  %21 = load i64, ptr %20, align 8
  %22 = getelementptr inbounds i8, ptr %20, i64 8
  %23 = load i64, ptr %22, align 8
  %24 = sub nsw i64 %21, %3
  %25 = mul nsw i64 %24, %10
  %26 = sub nsw i64 %23, %4
  %27 = mul i64 %26, %13
  %28 = add i64 %27, %25
  %29 = icmp sgt i64 %28, 0
  br i1 %29, label %77, label %30

30:                                               ; preds = %17
  %31 = icmp sgt i32 %0, 3
  br i1 %31, label %32, label %63

32:                                               ; preds = %30, %32
  %33 = phi i32 [ %49, %32 ], [ %18, %30 ]
  %34 = phi i32 [ %48, %32 ], [ 1, %30 ]
  %35 = add nsw i32 %33, %34
  %36 = sdiv i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %37
  %39 = load i64, ptr %38, align 8
  %40 = getelementptr inbounds i8, ptr %38, i64 8
  %41 = load i64, ptr %40, align 8
  %42 = sub nsw i64 %39, %3
  %43 = mul nsw i64 %42, %10
  %44 = sub nsw i64 %41, %4
  %45 = mul i64 %44, %13
  %46 = add i64 %45, %43
  %47 = icmp sgt i64 %46, -1
  %48 = select i1 %47, i32 %36, i32 %34
  %49 = select i1 %47, i32 %33, i32 %36
  %50 = sub nsw i32 %49, %48
  %51 = icmp sgt i32 %50, 1
  br i1 %51, label %32, label %52, !llvm.loop !29

52:                                               ; preds = %32
  %53 = sext i32 %48 to i64
  %54 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %53
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %54, i64 8
  %57 = load i64, ptr %56, align 8
  %58 = sext i32 %49 to i64
  %59 = getelementptr inbounds %struct.pt, ptr @main.h, i64 %58
  %60 = load i64, ptr %59, align 8
  %61 = getelementptr inbounds i8, ptr %59, i64 8
  %62 = load i64, ptr %61, align 8
  br label %63

63:                                               ; preds = %30, %52
  %64 = phi i64 [ %62, %52 ], [ %23, %30 ]
  %65 = phi i64 [ %60, %52 ], [ %21, %30 ]
  %66 = phi i64 [ %57, %52 ], [ %6, %30 ]
  %67 = phi i64 [ %55, %52 ], [ %5, %30 ]
  %68 = sub nsw i64 %65, %67
  %69 = sub nsw i64 %8, %66
  %70 = mul nsw i64 %68, %69
  %71 = sub nsw i64 %64, %66
  %72 = sub i64 %67, %7
  %73 = mul i64 %71, %72
  %74 = add i64 %73, %70
  %75 = icmp sgt i64 %74, -1
  %76 = zext i1 %75 to i32
  br label %77

77:                                               ; preds = %2, %17, %63
  %78 = phi i32 [ %76, %63 ], [ 0, %17 ], [ 0, %2 ]
  ret i32 %78
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_pt(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = load i64, ptr %0, align 8, !tbaa !16
  %4 = load i64, ptr %1, align 8, !tbaa !16
  %5 = icmp eq i64 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = icmp slt i64 %3, %4
  %8 = select i1 %7, i32 -1, i32 1
  br label %19

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = load i64, ptr %10, align 8, !tbaa !18
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !18
  %14 = icmp sgt i64 %11, %13
  %15 = zext i1 %14 to i32
  %16 = icmp slt i64 %11, %13
  %17 = sext i1 %16 to i32
  %18 = add nsw i32 %17, %15
  br label %19

19:                                               ; preds = %9, %6
  %20 = phi i32 [ %8, %6 ], [ %18, %9 ]
  ret i32 %20
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nofree norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!8 = !{i64 0, i64 8, !9, i64 8, i64 8, !9}
!9 = !{!10, !10, i64 0}
!10 = !{!"long", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = !{!17, !10, i64 0}
!17 = !{!"", !10, i64 0, !10, i64 8}
!18 = !{!17, !10, i64 8}
!19 = distinct !{!19, !7, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7, !20}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7, !20, !21}
!28 = distinct !{!28, !7, !20}
!29 = distinct !{!29, !7}
