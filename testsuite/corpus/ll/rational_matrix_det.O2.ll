; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.q = type { i128, i128 }

@.str = private unnamed_addr constant [18 x i8] c"hilbert(%d): det=\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c" inverse max |entry|=%lld identity=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sum 1/k^2 (k<=20) = \00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"%lld/%lld\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -99, 100) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [7 x [14 x %struct.q]], align 16
  %2 = alloca %struct.q, align 16
  br label %3

3:                                                ; preds = %275, %0
  %4 = phi i64 [ 1, %0 ], [ %281, %275 ]
  %5 = phi i64 [ 2, %0 ], [ %282, %275 ]
  call void @llvm.lifetime.start.p0(i64 3136, ptr nonnull %1) #6
  br label %6

6:                                                ; preds = %3, %8
  %7 = phi i64 [ 0, %3 ], [ %9, %8 ]
  br label %11

8:                                                ; preds = %34
  %9 = add nuw nsw i64 %7, 1
  %10 = icmp eq i64 %9, %4
  br i1 %10, label %43, label %6, !llvm.loop !5

11:                                               ; preds = %6, %34
  %12 = phi i64 [ 0, %6 ], [ %38, %34 ]
  %13 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %7, i64 %12
  %14 = icmp ult i64 %12, %4
  br i1 %14, label %15, label %30

15:                                               ; preds = %11
  %16 = add nuw nsw i64 %12, %7
  %17 = freeze i64 %16
  %18 = trunc i64 %17 to i32
  %19 = add i32 %18, 1
  %20 = zext i32 %19 to i128
  br label %21

21:                                               ; preds = %21, %15
  %22 = phi i128 [ %23, %21 ], [ 1, %15 ]
  %23 = phi i128 [ %24, %21 ], [ %20, %15 ]
  %24 = urem i128 %22, %23
  %25 = icmp eq i128 %24, 0
  br i1 %25, label %26, label %21, !llvm.loop !7

26:                                               ; preds = %21
  %27 = icmp ugt i128 %23, 1
  br i1 %27, label %28, label %34

28:                                               ; preds = %26
  %29 = udiv i128 %20, %23
  br label %34

30:                                               ; preds = %11
  %31 = sub nsw i64 %12, %4
  %32 = icmp eq i64 %31, %7
  %33 = zext i1 %32 to i128
  br label %34

34:                                               ; preds = %28, %26, %30
  %35 = phi i128 [ %33, %30 ], [ 0, %28 ], [ 1, %26 ]
  %36 = phi i128 [ 1, %30 ], [ %29, %28 ], [ %20, %26 ]
  store i128 %35, ptr %13, align 16, !tbaa !8
  %37 = getelementptr inbounds i8, ptr %13, i64 16
  store i128 %36, ptr %37, align 16, !tbaa !8
  %38 = add nuw nsw i64 %12, 1
  %39 = icmp eq i64 %38, %5
  br i1 %39, label %8, label %11, !llvm.loop !12

40:                                               ; preds = %173
  %41 = trunc i128 %130 to i64
  %42 = trunc i128 %129 to i64
  br label %271

43:                                               ; preds = %8, %173
  %44 = phi i64 [ %174, %173 ], [ 0, %8 ]
  %45 = phi i128 [ %129, %173 ], [ 1, %8 ]
  %46 = phi i128 [ %130, %173 ], [ 1, %8 ]
  br label %47

47:                                               ; preds = %47, %43
  %48 = phi i64 [ %52, %47 ], [ %44, %43 ]
  %49 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %48, i64 %44
  %50 = load i128, ptr %49, align 16, !tbaa !13
  %51 = icmp eq i128 %50, 0
  %52 = add nuw nsw i64 %48, 1
  br i1 %51, label %47, label %53, !llvm.loop !15

53:                                               ; preds = %47
  %54 = and i64 %48, 4294967295
  %55 = icmp eq i64 %54, %44
  br i1 %55, label %90, label %84

56:                                               ; preds = %84
  %57 = sub nsw i128 0, %46
  %58 = tail call i128 @llvm.abs.i128(i128 %45, i1 true)
  %59 = tail call i128 @llvm.abs.i128(i128 %46, i1 true)
  %60 = icmp eq i128 %45, 0
  %61 = trunc i128 %59 to i64
  %62 = lshr i128 %59, 64
  %63 = trunc nuw nsw i128 %62 to i64
  br i1 %60, label %73, label %64

64:                                               ; preds = %56, %64
  %65 = phi i128 [ %66, %64 ], [ %59, %56 ]
  %66 = phi i128 [ %67, %64 ], [ %58, %56 ]
  %67 = urem i128 %65, %66
  %68 = icmp eq i128 %67, 0
  br i1 %68, label %69, label %64, !llvm.loop !7

69:                                               ; preds = %64
  %70 = lshr i128 %66, 64
  %71 = trunc nuw nsw i128 %70 to i64
  %72 = trunc i128 %66 to i64
  br label %73

73:                                               ; preds = %69, %56
  %74 = phi i64 [ %61, %56 ], [ %72, %69 ]
  %75 = phi i64 [ %63, %56 ], [ %71, %69 ]
  %76 = zext nneg i64 %75 to i128
  %77 = shl nuw nsw i128 %76, 64
  %78 = zext i64 %74 to i128
  %79 = or disjoint i128 %77, %78
  %80 = icmp ugt i128 %79, 1
  br i1 %80, label %81, label %90

81:                                               ; preds = %73
  %82 = sdiv i128 %57, %79
  %83 = udiv i128 %58, %79
  br label %90

84:                                               ; preds = %53, %84
  %85 = phi i64 [ %88, %84 ], [ 0, %53 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  %86 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %48, i64 %85
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %86, i64 32, i1 false), !tbaa.struct !16
  %87 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %85
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %86, ptr noundef nonnull align 16 dereferenceable(32) %87, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %87, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !16
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %88 = add nuw nsw i64 %85, 1
  %89 = icmp eq i64 %88, %5
  br i1 %89, label %56, label %84, !llvm.loop !17

90:                                               ; preds = %81, %73, %53
  %91 = phi i128 [ %46, %53 ], [ %82, %81 ], [ %57, %73 ]
  %92 = phi i128 [ %45, %53 ], [ %83, %81 ], [ %58, %73 ]
  %93 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %44
  %94 = load i128, ptr %93, align 16, !tbaa !8
  %95 = getelementptr inbounds i8, ptr %93, i64 16
  %96 = load i128, ptr %95, align 16, !tbaa !8
  %97 = mul nsw i128 %94, %91
  %98 = mul nsw i128 %96, %92
  %99 = icmp slt i128 %98, 0
  %100 = sub nsw i128 0, %97
  %101 = tail call i128 @llvm.abs.i128(i128 %98, i1 true)
  %102 = select i1 %99, i128 %100, i128 %97
  %103 = tail call i128 @llvm.abs.i128(i128 %97, i1 true)
  %104 = icmp eq i128 %98, 0
  %105 = trunc i128 %103 to i64
  %106 = lshr i128 %103, 64
  %107 = trunc nuw nsw i128 %106 to i64
  br i1 %104, label %117, label %108

108:                                              ; preds = %90, %108
  %109 = phi i128 [ %110, %108 ], [ %103, %90 ]
  %110 = phi i128 [ %111, %108 ], [ %101, %90 ]
  %111 = urem i128 %109, %110
  %112 = icmp eq i128 %111, 0
  br i1 %112, label %113, label %108, !llvm.loop !7

113:                                              ; preds = %108
  %114 = lshr i128 %110, 64
  %115 = trunc nuw nsw i128 %114 to i64
  %116 = trunc i128 %110 to i64
  br label %117

117:                                              ; preds = %113, %90
  %118 = phi i64 [ %105, %90 ], [ %116, %113 ]
  %119 = phi i64 [ %107, %90 ], [ %115, %113 ]
  %120 = zext nneg i64 %119 to i128
  %121 = shl nuw nsw i128 %120, 64
  %122 = zext i64 %118 to i128
  %123 = or disjoint i128 %121, %122
  %124 = icmp ugt i128 %123, 1
  br i1 %124, label %125, label %128

125:                                              ; preds = %117
  %126 = sdiv i128 %102, %123
  %127 = udiv i128 %101, %123
  br label %128

128:                                              ; preds = %117, %125
  %129 = phi i128 [ %127, %125 ], [ %101, %117 ]
  %130 = phi i128 [ %126, %125 ], [ %102, %117 ]
  br label %131

131:                                              ; preds = %128, %168
  %132 = phi i64 [ 0, %128 ], [ %171, %168 ]
  %133 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %132
  %134 = load i128, ptr %133, align 16
  %135 = getelementptr inbounds i8, ptr %133, i64 16
  %136 = load i128, ptr %135, align 16
  %137 = mul nsw i128 %134, %96
  %138 = mul nsw i128 %136, %94
  %139 = icmp slt i128 %138, 0
  %140 = sub nsw i128 0, %137
  %141 = tail call i128 @llvm.abs.i128(i128 %138, i1 true)
  %142 = select i1 %139, i128 %140, i128 %137
  %143 = tail call i128 @llvm.abs.i128(i128 %137, i1 true)
  %144 = icmp eq i128 %138, 0
  %145 = trunc i128 %143 to i64
  %146 = lshr i128 %143, 64
  %147 = trunc nuw nsw i128 %146 to i64
  br i1 %144, label %157, label %148

148:                                              ; preds = %131, %148
  %149 = phi i128 [ %150, %148 ], [ %143, %131 ]
  %150 = phi i128 [ %151, %148 ], [ %141, %131 ]
  %151 = urem i128 %149, %150
  %152 = icmp eq i128 %151, 0
  br i1 %152, label %153, label %148, !llvm.loop !7

153:                                              ; preds = %148
  %154 = lshr i128 %150, 64
  %155 = trunc nuw nsw i128 %154 to i64
  %156 = trunc i128 %150 to i64
  br label %157

157:                                              ; preds = %153, %131
  %158 = phi i64 [ %145, %131 ], [ %156, %153 ]
  %159 = phi i64 [ %147, %131 ], [ %155, %153 ]
  %160 = zext nneg i64 %159 to i128
  %161 = shl nuw nsw i128 %160, 64
  %162 = zext i64 %158 to i128
  %163 = or disjoint i128 %161, %162
  %164 = icmp ugt i128 %163, 1
  br i1 %164, label %165, label %168

165:                                              ; preds = %157
  %166 = sdiv i128 %142, %163
  %167 = udiv i128 %141, %163
  br label %168

168:                                              ; preds = %157, %165
  %169 = phi i128 [ %167, %165 ], [ %141, %157 ]
  %170 = phi i128 [ %166, %165 ], [ %142, %157 ]
  store i128 %170, ptr %133, align 16, !tbaa !8
  store i128 %169, ptr %135, align 16, !tbaa !8
  %171 = add nuw nsw i64 %132, 1
  %172 = icmp eq i64 %171, %5
  br i1 %172, label %176, label %131, !llvm.loop !18

173:                                              ; preds = %268
  %174 = add nuw nsw i64 %44, 1
  %175 = icmp eq i64 %174, %4
  br i1 %175, label %40, label %43, !llvm.loop !19

176:                                              ; preds = %168, %268
  %177 = phi i64 [ %269, %268 ], [ 0, %168 ]
  %178 = icmp eq i64 %177, %44
  br i1 %178, label %268, label %179

179:                                              ; preds = %176
  %180 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %177, i64 %44
  %181 = load i128, ptr %180, align 16, !tbaa !8
  %182 = icmp eq i128 %181, 0
  br i1 %182, label %268, label %183

183:                                              ; preds = %179
  %184 = getelementptr inbounds i8, ptr %180, i64 16
  %185 = load i128, ptr %184, align 16, !tbaa !8
  br label %186

186:                                              ; preds = %183, %263
  %187 = phi i64 [ 0, %183 ], [ %266, %263 ]
  %188 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %177, i64 %187
  %189 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %187
  %190 = load i128, ptr %189, align 16
  %191 = getelementptr inbounds i8, ptr %189, i64 16
  %192 = load i128, ptr %191, align 16
  %193 = mul nsw i128 %190, %181
  %194 = mul nsw i128 %192, %185
  %195 = icmp slt i128 %194, 0
  %196 = sub nsw i128 0, %193
  %197 = tail call i128 @llvm.abs.i128(i128 %194, i1 true)
  %198 = select i1 %195, i128 %196, i128 %193
  %199 = tail call i128 @llvm.abs.i128(i128 %193, i1 true)
  %200 = icmp eq i128 %194, 0
  %201 = trunc i128 %199 to i64
  %202 = lshr i128 %199, 64
  %203 = trunc nuw nsw i128 %202 to i64
  br i1 %200, label %213, label %204

204:                                              ; preds = %186, %204
  %205 = phi i128 [ %206, %204 ], [ %199, %186 ]
  %206 = phi i128 [ %207, %204 ], [ %197, %186 ]
  %207 = urem i128 %205, %206
  %208 = icmp eq i128 %207, 0
  br i1 %208, label %209, label %204, !llvm.loop !7

209:                                              ; preds = %204
  %210 = lshr i128 %206, 64
  %211 = trunc nuw nsw i128 %210 to i64
  %212 = trunc i128 %206 to i64
  br label %213

213:                                              ; preds = %209, %186
  %214 = phi i64 [ %201, %186 ], [ %212, %209 ]
  %215 = phi i64 [ %203, %186 ], [ %211, %209 ]
  %216 = zext nneg i64 %215 to i128
  %217 = shl nuw nsw i128 %216, 64
  %218 = zext i64 %214 to i128
  %219 = or disjoint i128 %217, %218
  %220 = icmp ugt i128 %219, 1
  br i1 %220, label %221, label %224

221:                                              ; preds = %213
  %222 = sdiv i128 %198, %219
  %223 = udiv i128 %197, %219
  br label %224

224:                                              ; preds = %213, %221
  %225 = phi i128 [ %223, %221 ], [ %197, %213 ]
  %226 = phi i128 [ %222, %221 ], [ %198, %213 ]
  %227 = load i128, ptr %188, align 16
  %228 = getelementptr inbounds i8, ptr %188, i64 16
  %229 = load i128, ptr %228, align 16
  %230 = mul nsw i128 %227, %225
  %231 = mul nsw i128 %229, %226
  %232 = sub nsw i128 %230, %231
  %233 = mul nsw i128 %229, %225
  %234 = icmp slt i128 %233, 0
  %235 = sub nsw i128 0, %232
  %236 = tail call i128 @llvm.abs.i128(i128 %233, i1 true)
  %237 = select i1 %234, i128 %235, i128 %232
  %238 = tail call i128 @llvm.abs.i128(i128 %232, i1 true)
  %239 = icmp eq i128 %233, 0
  %240 = trunc i128 %238 to i64
  %241 = lshr i128 %238, 64
  %242 = trunc nuw nsw i128 %241 to i64
  br i1 %239, label %252, label %243

243:                                              ; preds = %224, %243
  %244 = phi i128 [ %245, %243 ], [ %238, %224 ]
  %245 = phi i128 [ %246, %243 ], [ %236, %224 ]
  %246 = urem i128 %244, %245
  %247 = icmp eq i128 %246, 0
  br i1 %247, label %248, label %243, !llvm.loop !7

248:                                              ; preds = %243
  %249 = lshr i128 %245, 64
  %250 = trunc nuw nsw i128 %249 to i64
  %251 = trunc i128 %245 to i64
  br label %252

252:                                              ; preds = %248, %224
  %253 = phi i64 [ %240, %224 ], [ %251, %248 ]
  %254 = phi i64 [ %242, %224 ], [ %250, %248 ]
  %255 = zext nneg i64 %254 to i128
  %256 = shl nuw nsw i128 %255, 64
  %257 = zext i64 %253 to i128
  %258 = or disjoint i128 %256, %257
  %259 = icmp ugt i128 %258, 1
  br i1 %259, label %260, label %263

260:                                              ; preds = %252
  %261 = sdiv i128 %237, %258
  %262 = udiv i128 %236, %258
  br label %263

263:                                              ; preds = %252, %260
  %264 = phi i128 [ %262, %260 ], [ %236, %252 ]
  %265 = phi i128 [ %261, %260 ], [ %237, %252 ]
  store i128 %265, ptr %188, align 16, !tbaa !8
  store i128 %264, ptr %228, align 16, !tbaa !8
  %266 = add nuw nsw i64 %187, 1
  %267 = icmp eq i64 %266, %5
  br i1 %267, label %268, label %186, !llvm.loop !20

268:                                              ; preds = %263, %176, %179
  %269 = add nuw nsw i64 %177, 1
  %270 = icmp eq i64 %269, %4
  br i1 %270, label %173, label %176, !llvm.loop !21

271:                                              ; preds = %40, %289
  %272 = phi i64 [ 0, %40 ], [ %290, %289 ]
  %273 = phi i32 [ 1, %40 ], [ %299, %289 ]
  %274 = phi i128 [ 0, %40 ], [ %303, %289 ]
  br label %284

275:                                              ; preds = %289
  %276 = trunc i128 %303 to i64
  %277 = trunc nuw nsw i64 %4 to i32
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %277)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %41, i64 noundef %42)
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %276, i32 noundef %299)
  call void @llvm.lifetime.end.p0(i64 3136, ptr nonnull %1) #6
  %281 = add nuw nsw i64 %4, 1
  %282 = add nuw nsw i64 %5, 2
  %283 = icmp eq i64 %281, 8
  br i1 %283, label %408, label %3, !llvm.loop !22

284:                                              ; preds = %271, %292
  %285 = phi i64 [ 0, %271 ], [ %304, %292 ]
  %286 = phi i32 [ %273, %271 ], [ %299, %292 ]
  %287 = phi i128 [ %274, %271 ], [ %303, %292 ]
  %288 = add nuw nsw i64 %285, %4
  br label %306

289:                                              ; preds = %292
  %290 = add nuw nsw i64 %272, 1
  %291 = icmp eq i64 %290, %4
  br i1 %291, label %275, label %271, !llvm.loop !23

292:                                              ; preds = %395
  %293 = icmp eq i64 %272, %285
  %294 = zext i1 %293 to i128
  %295 = icmp eq i128 %397, %294
  %296 = icmp eq i128 %396, 1
  %297 = select i1 %295, i1 %296, i1 false
  %298 = and i32 %286, 1
  %299 = select i1 %297, i32 %298, i32 0
  %300 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %272, i64 %288
  %301 = load i128, ptr %300, align 16, !tbaa !13
  %302 = tail call i128 @llvm.abs.i128(i128 %301, i1 true)
  %303 = tail call i128 @llvm.smax.i128(i128 %302, i128 %287)
  %304 = add nuw nsw i64 %285, 1
  %305 = icmp eq i64 %304, %4
  br i1 %305, label %289, label %284, !llvm.loop !24

306:                                              ; preds = %284, %395
  %307 = phi i64 [ 0, %284 ], [ %398, %395 ]
  %308 = phi i128 [ 1, %284 ], [ %396, %395 ]
  %309 = phi i128 [ 0, %284 ], [ %397, %395 ]
  %310 = add nuw nsw i64 %307, %272
  %311 = freeze i64 %310
  %312 = trunc i64 %311 to i32
  %313 = add i32 %312, 1
  %314 = zext i32 %313 to i128
  br label %315

315:                                              ; preds = %315, %306
  %316 = phi i128 [ %317, %315 ], [ 1, %306 ]
  %317 = phi i128 [ %318, %315 ], [ %314, %306 ]
  %318 = urem i128 %316, %317
  %319 = icmp eq i128 %318, 0
  br i1 %319, label %320, label %315, !llvm.loop !7

320:                                              ; preds = %315
  %321 = icmp ugt i128 %317, 1
  br i1 %321, label %322, label %324

322:                                              ; preds = %320
  %323 = udiv i128 %314, %317
  br label %324

324:                                              ; preds = %320, %322
  %325 = phi i128 [ %323, %322 ], [ %314, %320 ]
  %326 = phi i128 [ 0, %322 ], [ 1, %320 ]
  %327 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %307, i64 %288
  %328 = load i128, ptr %327, align 16
  %329 = getelementptr inbounds i8, ptr %327, i64 16
  %330 = load i128, ptr %329, align 16
  %331 = mul nuw nsw i128 %328, %326
  %332 = mul nsw i128 %330, %325
  %333 = icmp slt i128 %332, 0
  %334 = sub nsw i128 0, %331
  %335 = tail call i128 @llvm.abs.i128(i128 %332, i1 true)
  %336 = select i1 %333, i128 %334, i128 %331
  %337 = tail call i128 @llvm.abs.i128(i128 %331, i1 true)
  %338 = icmp eq i128 %332, 0
  %339 = trunc i128 %337 to i64
  %340 = lshr i128 %337, 64
  %341 = trunc nuw nsw i128 %340 to i64
  br i1 %338, label %351, label %342

342:                                              ; preds = %324, %342
  %343 = phi i128 [ %344, %342 ], [ %337, %324 ]
  %344 = phi i128 [ %345, %342 ], [ %335, %324 ]
  %345 = urem i128 %343, %344
  %346 = icmp eq i128 %345, 0
  br i1 %346, label %347, label %342, !llvm.loop !7

347:                                              ; preds = %342
  %348 = lshr i128 %344, 64
  %349 = trunc nuw nsw i128 %348 to i64
  %350 = trunc i128 %344 to i64
  br label %351

351:                                              ; preds = %347, %324
  %352 = phi i64 [ %339, %324 ], [ %350, %347 ]
  %353 = phi i64 [ %341, %324 ], [ %349, %347 ]
  %354 = zext nneg i64 %353 to i128
  %355 = shl nuw nsw i128 %354, 64
  %356 = zext i64 %352 to i128
  %357 = or disjoint i128 %355, %356
  %358 = icmp ugt i128 %357, 1
  br i1 %358, label %359, label %362

359:                                              ; preds = %351
  %360 = sdiv i128 %336, %357
  %361 = udiv i128 %335, %357
  br label %362

362:                                              ; preds = %351, %359
  %363 = phi i128 [ %361, %359 ], [ %335, %351 ]
  %364 = phi i128 [ %360, %359 ], [ %336, %351 ]
  %365 = mul nsw i128 %363, %309
  %366 = mul nsw i128 %364, %308
  %367 = add nsw i128 %366, %365
  %368 = mul nsw i128 %363, %308
  %369 = tail call i128 @llvm.abs.i128(i128 %368, i1 true)
  %370 = tail call i128 @llvm.abs.i128(i128 %367, i1 true)
  %371 = icmp eq i128 %368, 0
  %372 = trunc i128 %370 to i64
  %373 = lshr i128 %370, 64
  %374 = trunc nuw nsw i128 %373 to i64
  br i1 %371, label %384, label %375

375:                                              ; preds = %362, %375
  %376 = phi i128 [ %377, %375 ], [ %370, %362 ]
  %377 = phi i128 [ %378, %375 ], [ %369, %362 ]
  %378 = urem i128 %376, %377
  %379 = icmp eq i128 %378, 0
  br i1 %379, label %380, label %375, !llvm.loop !7

380:                                              ; preds = %375
  %381 = lshr i128 %377, 64
  %382 = trunc nuw nsw i128 %381 to i64
  %383 = trunc i128 %377 to i64
  br label %384

384:                                              ; preds = %380, %362
  %385 = phi i64 [ %372, %362 ], [ %383, %380 ]
  %386 = phi i64 [ %374, %362 ], [ %382, %380 ]
  %387 = zext nneg i64 %386 to i128
  %388 = shl nuw nsw i128 %387, 64
  %389 = zext i64 %385 to i128
  %390 = or disjoint i128 %388, %389
  %391 = icmp ugt i128 %390, 1
  br i1 %391, label %392, label %395

392:                                              ; preds = %384
  %393 = sdiv i128 %367, %390
  %394 = udiv i128 %369, %390
  br label %395

395:                                              ; preds = %384, %392
  %396 = phi i128 [ %394, %392 ], [ %369, %384 ]
  %397 = phi i128 [ %393, %392 ], [ %367, %384 ]
  %398 = add nuw nsw i64 %307, 1
  %399 = icmp eq i64 %398, %4
  br i1 %399, label %292, label %306, !llvm.loop !25

400:                                              ; preds = %463
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %402 = trunc i128 %465 to i64
  %403 = trunc i128 %464 to i64
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %402, i64 noundef %403)
  %405 = tail call i32 @putchar(i32 10)
  %406 = srem i128 %465, 100
  %407 = trunc nsw i128 %406 to i32
  ret i32 %407

408:                                              ; preds = %275, %463
  %409 = phi i32 [ %466, %463 ], [ 1, %275 ]
  %410 = phi i128 [ %465, %463 ], [ 0, %275 ]
  %411 = phi i128 [ %464, %463 ], [ 1, %275 ]
  %412 = zext nneg i32 %409 to i128
  %413 = mul nuw nsw i128 %412, %412
  %414 = freeze i128 %413
  br label %415

415:                                              ; preds = %415, %408
  %416 = phi i128 [ %417, %415 ], [ 1, %408 ]
  %417 = phi i128 [ %418, %415 ], [ %414, %408 ]
  %418 = urem i128 %416, %417
  %419 = icmp eq i128 %418, 0
  br i1 %419, label %420, label %415, !llvm.loop !7

420:                                              ; preds = %415
  %421 = icmp ugt i128 %417, 1
  br i1 %421, label %422, label %427

422:                                              ; preds = %420
  %423 = add i128 %417, 1
  %424 = icmp ult i128 %423, 3
  %425 = select i1 %424, i128 %417, i128 0
  %426 = sdiv i128 %414, %417
  br label %427

427:                                              ; preds = %420, %422
  %428 = phi i128 [ %426, %422 ], [ %414, %420 ]
  %429 = phi i128 [ %425, %422 ], [ 1, %420 ]
  %430 = mul nsw i128 %428, %410
  %431 = mul nsw i128 %429, %411
  %432 = add nsw i128 %431, %430
  %433 = mul nsw i128 %428, %411
  %434 = icmp slt i128 %433, 0
  %435 = sub nsw i128 0, %432
  %436 = tail call i128 @llvm.abs.i128(i128 %433, i1 true)
  %437 = select i1 %434, i128 %435, i128 %432
  %438 = tail call i128 @llvm.abs.i128(i128 %432, i1 true)
  %439 = icmp eq i128 %433, 0
  %440 = trunc i128 %438 to i64
  %441 = lshr i128 %438, 64
  %442 = trunc nuw nsw i128 %441 to i64
  br i1 %439, label %452, label %443

443:                                              ; preds = %427, %443
  %444 = phi i128 [ %445, %443 ], [ %438, %427 ]
  %445 = phi i128 [ %446, %443 ], [ %436, %427 ]
  %446 = urem i128 %444, %445
  %447 = icmp eq i128 %446, 0
  br i1 %447, label %448, label %443, !llvm.loop !7

448:                                              ; preds = %443
  %449 = lshr i128 %445, 64
  %450 = trunc nuw nsw i128 %449 to i64
  %451 = trunc i128 %445 to i64
  br label %452

452:                                              ; preds = %448, %427
  %453 = phi i64 [ %440, %427 ], [ %451, %448 ]
  %454 = phi i64 [ %442, %427 ], [ %450, %448 ]
  %455 = zext nneg i64 %454 to i128
  %456 = shl nuw nsw i128 %455, 64
  %457 = zext i64 %453 to i128
  %458 = or disjoint i128 %456, %457
  %459 = icmp ugt i128 %458, 1
  br i1 %459, label %460, label %463

460:                                              ; preds = %452
  %461 = sdiv i128 %437, %458
  %462 = udiv i128 %436, %458
  br label %463

463:                                              ; preds = %452, %460
  %464 = phi i128 [ %462, %460 ], [ %436, %452 ]
  %465 = phi i128 [ %461, %460 ], [ %437, %452 ]
  %466 = add nuw nsw i32 %409, 1
  %467 = icmp eq i32 %466, 21
  br i1 %467, label %400, label %408, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.abs.i128(i128, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smax.i128(i128, i128) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"__int128", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = !{!14, !9, i64 0}
!14 = !{!"", !9, i64 0, !9, i64 16}
!15 = distinct !{!15, !6}
!16 = !{i64 0, i64 16, !8, i64 16, i64 16, !8}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
