; ModuleID = 'src/bzip2/huffman.c'
source_filename = "src/bzip2/huffman.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_hbMakeCodeLengths(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [260 x i32], align 4
  %6 = alloca [516 x i32], align 4
  %7 = alloca [516 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1040, ptr nonnull %5) #6
  call void @llvm.lifetime.start.p0(i64 2064, ptr nonnull %6) #6
  call void @llvm.lifetime.start.p0(i64 2064, ptr nonnull %7) #6
  %8 = icmp sgt i32 %2, 0
  %9 = zext i32 %2 to i64
  br i1 %8, label %10, label %33

10:                                               ; preds = %4
  %11 = icmp ult i32 %2, 8
  br i1 %11, label %12, label %14

12:                                               ; preds = %31, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %31 ]
  br label %53

14:                                               ; preds = %10
  %15 = and i64 %9, 2147483640
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %29, %16 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !6
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !6
  %22 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %20, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  %23 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %21, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  %24 = shl <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %25 = shl <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %26 = or disjoint i64 %17, 1
  %27 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <4 x i32> %24, ptr %27, align 4, !tbaa !6
  store <4 x i32> %25, ptr %28, align 4, !tbaa !6
  %29 = add nuw i64 %17, 8
  %30 = icmp eq i64 %29, %15
  br i1 %30, label %31, label %16, !llvm.loop !10

31:                                               ; preds = %16
  %32 = icmp eq i64 %15, %9
  br i1 %32, label %33, label %12

33:                                               ; preds = %53, %31, %4
  %34 = icmp slt i32 %2, 1
  %35 = getelementptr inbounds i8, ptr %5, i64 4
  %36 = getelementptr i8, ptr %0, i64 -1
  %37 = getelementptr inbounds i8, ptr %7, i64 4
  %38 = shl nuw nsw i64 %9, 2
  %39 = sext i32 %2 to i64
  %40 = add i32 %2, 1
  %41 = icmp ult i32 %2, 260
  %42 = icmp sgt i32 %2, 1
  %43 = zext nneg i32 %2 to i64
  %44 = getelementptr inbounds i8, ptr %5, i64 4
  %45 = zext i32 %40 to i64
  %46 = zext i32 %40 to i64
  store i32 0, ptr %5, align 4, !tbaa !6
  store i32 0, ptr %6, align 4, !tbaa !6
  store i32 -2, ptr %7, align 4, !tbaa !6
  br i1 %34, label %311, label %47

47:                                               ; preds = %33
  %48 = add nsw i64 %45, -1
  %49 = icmp ult i32 %40, 5
  %50 = and i64 %48, -4
  %51 = or disjoint i64 %50, 1
  %52 = icmp eq i64 %48, %50
  br label %63

53:                                               ; preds = %12, %53
  %54 = phi i64 [ %59, %53 ], [ %13, %12 ]
  %55 = getelementptr inbounds i32, ptr %1, i64 %54
  %56 = load i32, ptr %55, align 4, !tbaa !6
  %57 = tail call i32 @llvm.umax.i32(i32 %56, i32 1)
  %58 = shl i32 %57, 8
  %59 = add nuw nsw i64 %54, 1
  %60 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %59
  store i32 %58, ptr %60, align 4, !tbaa !6
  %61 = icmp eq i64 %59, %9
  br i1 %61, label %33, label %53, !llvm.loop !14

62:                                               ; preds = %300, %297
  store i32 0, ptr %5, align 4, !tbaa !6
  store i32 0, ptr %6, align 4, !tbaa !6
  store i32 -2, ptr %7, align 4, !tbaa !6
  br i1 %34, label %311, label %63

63:                                               ; preds = %47, %62
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %37, i8 -1, i64 %38, i1 false), !tbaa !6
  br label %64

64:                                               ; preds = %63, %95
  %65 = phi i64 [ 1, %63 ], [ %99, %95 ]
  %66 = phi i64 [ 0, %63 ], [ %67, %95 ]
  %67 = add nuw nsw i64 %66, 1
  %68 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %67
  %69 = trunc nuw nsw i64 %65 to i32
  store i32 %69, ptr %68, align 4, !tbaa !6
  %70 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %65
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = trunc nuw nsw i64 %67 to i32
  %73 = lshr i32 %72, 1
  %74 = zext nneg i32 %73 to i64
  %75 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !6
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !6
  %80 = icmp slt i32 %71, %79
  br i1 %80, label %81, label %95

81:                                               ; preds = %64, %81
  %82 = phi i32 [ %90, %81 ], [ %76, %64 ]
  %83 = phi i32 [ %87, %81 ], [ %73, %64 ]
  %84 = phi i32 [ %83, %81 ], [ %72, %64 ]
  %85 = zext nneg i32 %84 to i64
  %86 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %85
  store i32 %82, ptr %86, align 4, !tbaa !6
  %87 = lshr i32 %83, 1
  %88 = zext nneg i32 %87 to i64
  %89 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !6
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !6
  %94 = icmp slt i32 %71, %93
  br i1 %94, label %81, label %95, !llvm.loop !15

95:                                               ; preds = %81, %64
  %96 = phi i32 [ %72, %64 ], [ %83, %81 ]
  %97 = zext nneg i32 %96 to i64
  %98 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %97
  store i32 %69, ptr %98, align 4, !tbaa !6
  %99 = add nuw nsw i64 %65, 1
  %100 = icmp eq i64 %67, %9
  br i1 %100, label %101, label %64, !llvm.loop !16

101:                                              ; preds = %95
  br i1 %41, label %103, label %102

102:                                              ; preds = %101
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2001) #6
  br label %103

103:                                              ; preds = %102, %101
  br i1 %42, label %104, label %258

104:                                              ; preds = %103, %254
  %105 = phi i64 [ %110, %254 ], [ %43, %103 ]
  %106 = phi i64 [ %211, %254 ], [ %39, %103 ]
  %107 = load i32, ptr %35, align 4, !tbaa !6
  %108 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %105
  %109 = load i32, ptr %108, align 4, !tbaa !6
  store i32 %109, ptr %35, align 4, !tbaa !6
  %110 = add nsw i64 %105, -1
  %111 = icmp ugt i64 %105, 2
  br i1 %111, label %115, label %112

112:                                              ; preds = %104
  store i32 %109, ptr %44, align 4, !tbaa !6
  %113 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %110
  %114 = load i32, ptr %113, align 4, !tbaa !6
  store i32 %114, ptr %35, align 4, !tbaa !6
  br label %204

115:                                              ; preds = %104
  %116 = sext i32 %109 to i64
  %117 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !6
  br label %119

119:                                              ; preds = %115, %149
  %120 = phi i32 [ 2, %115 ], [ %152, %149 ]
  %121 = phi i32 [ 1, %115 ], [ %142, %149 ]
  %122 = sext i32 %120 to i64
  %123 = icmp sgt i64 %110, %122
  br i1 %123, label %124, label %140

124:                                              ; preds = %119
  %125 = or disjoint i32 %120, 1
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %126
  %128 = load i32, ptr %127, align 4, !tbaa !6
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %129
  %131 = load i32, ptr %130, align 4, !tbaa !6
  %132 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %122
  %133 = load i32, ptr %132, align 4, !tbaa !6
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %134
  %136 = load i32, ptr %135, align 4, !tbaa !6
  %137 = icmp slt i32 %131, %136
  %138 = select i1 %137, i32 %125, i32 %120
  %139 = sext i32 %138 to i64
  br label %140

140:                                              ; preds = %124, %119
  %141 = phi i64 [ %139, %124 ], [ %122, %119 ]
  %142 = phi i32 [ %138, %124 ], [ %120, %119 ]
  %143 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %141
  %144 = load i32, ptr %143, align 4, !tbaa !6
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4, !tbaa !6
  %148 = icmp slt i32 %118, %147
  br i1 %148, label %155, label %149

149:                                              ; preds = %140
  %150 = sext i32 %121 to i64
  %151 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %150
  store i32 %144, ptr %151, align 4, !tbaa !6
  %152 = shl i32 %142, 1
  %153 = sext i32 %152 to i64
  %154 = icmp sgt i64 %105, %153
  br i1 %154, label %119, label %155

155:                                              ; preds = %149, %140
  %156 = phi i32 [ %142, %149 ], [ %121, %140 ]
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %157
  store i32 %109, ptr %158, align 4, !tbaa !6
  %159 = load i32, ptr %35, align 4, !tbaa !6
  %160 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %110
  %161 = load i32, ptr %160, align 4, !tbaa !6
  store i32 %161, ptr %35, align 4, !tbaa !6
  %162 = add nsw i64 %105, -2
  %163 = icmp slt i64 %105, 4
  br i1 %163, label %204, label %164

164:                                              ; preds = %155
  %165 = sext i32 %161 to i64
  %166 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !6
  br label %168

168:                                              ; preds = %164, %198
  %169 = phi i32 [ 2, %164 ], [ %201, %198 ]
  %170 = phi i32 [ 1, %164 ], [ %191, %198 ]
  %171 = sext i32 %169 to i64
  %172 = icmp sgt i64 %162, %171
  br i1 %172, label %173, label %189

173:                                              ; preds = %168
  %174 = or disjoint i32 %169, 1
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !6
  %181 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %171
  %182 = load i32, ptr %181, align 4, !tbaa !6
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4, !tbaa !6
  %186 = icmp slt i32 %180, %185
  %187 = select i1 %186, i32 %174, i32 %169
  %188 = sext i32 %187 to i64
  br label %189

189:                                              ; preds = %173, %168
  %190 = phi i64 [ %188, %173 ], [ %171, %168 ]
  %191 = phi i32 [ %187, %173 ], [ %169, %168 ]
  %192 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %190
  %193 = load i32, ptr %192, align 4, !tbaa !6
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !6
  %197 = icmp slt i32 %167, %196
  br i1 %197, label %204, label %198

198:                                              ; preds = %189
  %199 = sext i32 %170 to i64
  %200 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %199
  store i32 %193, ptr %200, align 4, !tbaa !6
  %201 = shl i32 %191, 1
  %202 = sext i32 %201 to i64
  %203 = icmp slt i64 %162, %202
  br i1 %203, label %204, label %168

204:                                              ; preds = %198, %189, %112, %155
  %205 = phi i32 [ %161, %155 ], [ %114, %112 ], [ %161, %189 ], [ %161, %198 ]
  %206 = phi ptr [ %160, %155 ], [ %113, %112 ], [ %160, %189 ], [ %160, %198 ]
  %207 = phi i32 [ %159, %155 ], [ %109, %112 ], [ %159, %189 ], [ %159, %198 ]
  %208 = phi i32 [ 1, %155 ], [ 1, %112 ], [ %191, %198 ], [ %170, %189 ]
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %209
  store i32 %205, ptr %210, align 4, !tbaa !6
  %211 = add nuw nsw i64 %106, 1
  %212 = sext i32 %207 to i64
  %213 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %212
  %214 = trunc nsw i64 %211 to i32
  store i32 %214, ptr %213, align 4, !tbaa !6
  %215 = sext i32 %107 to i64
  %216 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %215
  store i32 %214, ptr %216, align 4, !tbaa !6
  %217 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %215
  %218 = load i32, ptr %217, align 4, !tbaa !6
  %219 = and i32 %218, -256
  %220 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %212
  %221 = load i32, ptr %220, align 4, !tbaa !6
  %222 = and i32 %221, -256
  %223 = add i32 %222, %219
  %224 = and i32 %218, 255
  %225 = and i32 %221, 255
  %226 = tail call i32 @llvm.umax.i32(i32 %224, i32 %225)
  %227 = add nuw nsw i32 %226, 1
  %228 = or i32 %227, %223
  %229 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %211
  store i32 %228, ptr %229, align 4, !tbaa !6
  %230 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %211
  store i32 -1, ptr %230, align 4, !tbaa !6
  store i32 %214, ptr %206, align 4, !tbaa !6
  %231 = trunc nuw nsw i64 %110 to i32
  %232 = lshr i32 %231, 1
  %233 = zext nneg i32 %232 to i64
  %234 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4, !tbaa !6
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %236
  %238 = load i32, ptr %237, align 4, !tbaa !6
  %239 = icmp slt i32 %228, %238
  br i1 %239, label %240, label %254

240:                                              ; preds = %204, %240
  %241 = phi i32 [ %249, %240 ], [ %235, %204 ]
  %242 = phi i32 [ %246, %240 ], [ %232, %204 ]
  %243 = phi i32 [ %242, %240 ], [ %231, %204 ]
  %244 = zext nneg i32 %243 to i64
  %245 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %244
  store i32 %241, ptr %245, align 4, !tbaa !6
  %246 = lshr i32 %242, 1
  %247 = zext nneg i32 %246 to i64
  %248 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %247
  %249 = load i32, ptr %248, align 4, !tbaa !6
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %250
  %252 = load i32, ptr %251, align 4, !tbaa !6
  %253 = icmp slt i32 %228, %252
  br i1 %253, label %240, label %254, !llvm.loop !17

254:                                              ; preds = %240, %204
  %255 = phi i32 [ %231, %204 ], [ %242, %240 ]
  %256 = zext nneg i32 %255 to i64
  %257 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %256
  store i32 %214, ptr %257, align 4, !tbaa !6
  br i1 %111, label %104, label %258, !llvm.loop !18

258:                                              ; preds = %254, %103
  %259 = phi i32 [ %2, %103 ], [ %214, %254 ]
  %260 = icmp slt i32 %259, 516
  br i1 %260, label %262, label %261

261:                                              ; preds = %258
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2002) #6
  br label %262

262:                                              ; preds = %261, %258
  br i1 %34, label %311, label %263

263:                                              ; preds = %262, %275
  %264 = phi i64 [ %280, %275 ], [ 1, %262 ]
  %265 = phi i8 [ %279, %275 ], [ 0, %262 ]
  %266 = trunc nuw nsw i64 %264 to i32
  br label %267

267:                                              ; preds = %267, %263
  %268 = phi i32 [ %272, %267 ], [ %266, %263 ]
  %269 = phi i32 [ %274, %267 ], [ 0, %263 ]
  %270 = zext nneg i32 %268 to i64
  %271 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !6
  %273 = icmp sgt i32 %272, -1
  %274 = add nuw nsw i32 %269, 1
  br i1 %273, label %267, label %275, !llvm.loop !19

275:                                              ; preds = %267
  %276 = trunc i32 %269 to i8
  %277 = getelementptr i8, ptr %36, i64 %264
  store i8 %276, ptr %277, align 1, !tbaa !20
  %278 = icmp sgt i32 %269, %3
  %279 = select i1 %278, i8 1, i8 %265
  %280 = add nuw nsw i64 %264, 1
  %281 = icmp eq i64 %280, %45
  br i1 %281, label %282, label %263, !llvm.loop !21

282:                                              ; preds = %275
  %283 = icmp eq i8 %279, 0
  br i1 %283, label %311, label %284

284:                                              ; preds = %282
  br i1 %34, label %310, label %285

285:                                              ; preds = %284
  br i1 %49, label %298, label %286

286:                                              ; preds = %285, %286
  %287 = phi i64 [ %295, %286 ], [ 0, %285 ]
  %288 = or disjoint i64 %287, 1
  %289 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %288
  %290 = load <4 x i32>, ptr %289, align 4, !tbaa !6
  %291 = ashr <4 x i32> %290, <i32 8, i32 8, i32 8, i32 8>
  %292 = sdiv <4 x i32> %291, <i32 2, i32 2, i32 2, i32 2>
  %293 = shl nsw <4 x i32> %292, <i32 8, i32 8, i32 8, i32 8>
  %294 = add nsw <4 x i32> %293, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %294, ptr %289, align 4, !tbaa !6
  %295 = add nuw i64 %287, 4
  %296 = icmp eq i64 %295, %50
  br i1 %296, label %297, label %286, !llvm.loop !22

297:                                              ; preds = %286
  br i1 %52, label %62, label %298

298:                                              ; preds = %297, %285
  %299 = phi i64 [ 1, %285 ], [ %51, %297 ]
  br label %300

300:                                              ; preds = %298, %300
  %301 = phi i64 [ %308, %300 ], [ %299, %298 ]
  %302 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %301
  %303 = load i32, ptr %302, align 4, !tbaa !6
  %304 = ashr i32 %303, 8
  %305 = sdiv i32 %304, 2
  %306 = shl nsw i32 %305, 8
  %307 = add nsw i32 %306, 256
  store i32 %307, ptr %302, align 4, !tbaa !6
  %308 = add nuw nsw i64 %301, 1
  %309 = icmp eq i64 %308, %46
  br i1 %309, label %62, label %300, !llvm.loop !23

310:                                              ; preds = %284
  store i32 0, ptr %5, align 4, !tbaa !6
  store i32 0, ptr %6, align 4, !tbaa !6
  store i32 -2, ptr %7, align 4, !tbaa !6
  br label %311

311:                                              ; preds = %282, %262, %62, %310, %33
  call void @llvm.lifetime.end.p0(i64 2064, ptr nonnull %7) #6
  call void @llvm.lifetime.end.p0(i64 2064, ptr nonnull %6) #6
  call void @llvm.lifetime.end.p0(i64 1040, ptr nonnull %5) #6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @BZ2_hbAssignCodes(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 {
  %6 = icmp sgt i32 %2, %3
  br i1 %6, label %32, label %7

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext nneg i32 %4 to i64
  br label %10

10:                                               ; preds = %7, %27
  %11 = phi i32 [ 0, %7 ], [ %29, %27 ]
  %12 = phi i32 [ %2, %7 ], [ %30, %27 ]
  br i1 %8, label %13, label %27

13:                                               ; preds = %10, %23
  %14 = phi i64 [ %25, %23 ], [ 0, %10 ]
  %15 = phi i32 [ %24, %23 ], [ %11, %10 ]
  %16 = getelementptr inbounds i8, ptr %1, i64 %14
  %17 = load i8, ptr %16, align 1, !tbaa !20
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %12, %18
  br i1 %19, label %20, label %23

20:                                               ; preds = %13
  %21 = getelementptr inbounds i32, ptr %0, i64 %14
  store i32 %15, ptr %21, align 4, !tbaa !6
  %22 = add nsw i32 %15, 1
  br label %23

23:                                               ; preds = %13, %20
  %24 = phi i32 [ %22, %20 ], [ %15, %13 ]
  %25 = add nuw nsw i64 %14, 1
  %26 = icmp eq i64 %25, %9
  br i1 %26, label %27, label %13, !llvm.loop !24

27:                                               ; preds = %23, %10
  %28 = phi i32 [ %11, %10 ], [ %24, %23 ]
  %29 = shl i32 %28, 1
  %30 = add i32 %12, 1
  %31 = icmp eq i32 %12, %3
  br i1 %31, label %32, label %10, !llvm.loop !25

32:                                               ; preds = %27, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @BZ2_hbCreateDecodeTables(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = icmp sgt i32 %4, %5
  br i1 %8, label %15, label %9

9:                                                ; preds = %7
  %10 = icmp sgt i32 %6, 0
  %11 = zext nneg i32 %6 to i64
  br label %12

12:                                               ; preds = %9, %34
  %13 = phi i32 [ %4, %9 ], [ %36, %34 ]
  %14 = phi i32 [ 0, %9 ], [ %35, %34 ]
  br i1 %10, label %18, label %34

15:                                               ; preds = %34, %7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %1, i8 0, i64 92, i1 false), !tbaa !6
  %16 = getelementptr i8, ptr %1, i64 4
  %17 = icmp sgt i32 %6, 0
  br i1 %17, label %38, label %80

18:                                               ; preds = %12, %30
  %19 = phi i64 [ %32, %30 ], [ 0, %12 ]
  %20 = phi i32 [ %31, %30 ], [ %14, %12 ]
  %21 = getelementptr inbounds i8, ptr %3, i64 %19
  %22 = load i8, ptr %21, align 1, !tbaa !20
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %13, %23
  br i1 %24, label %25, label %30

25:                                               ; preds = %18
  %26 = sext i32 %20 to i64
  %27 = getelementptr inbounds i32, ptr %2, i64 %26
  %28 = trunc nuw nsw i64 %19 to i32
  store i32 %28, ptr %27, align 4, !tbaa !6
  %29 = add nsw i32 %20, 1
  br label %30

30:                                               ; preds = %18, %25
  %31 = phi i32 [ %29, %25 ], [ %20, %18 ]
  %32 = add nuw nsw i64 %19, 1
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %18, !llvm.loop !26

34:                                               ; preds = %30, %12
  %35 = phi i32 [ %14, %12 ], [ %31, %30 ]
  %36 = add i32 %13, 1
  %37 = icmp eq i32 %13, %5
  br i1 %37, label %15, label %12, !llvm.loop !27

38:                                               ; preds = %15
  %39 = zext nneg i32 %6 to i64
  br label %145

40:                                               ; preds = %145
  %41 = load i32, ptr %16, align 4, !tbaa !6
  %42 = getelementptr i8, ptr %1, i64 8
  %43 = load i32, ptr %42, align 4, !tbaa !6
  %44 = getelementptr i8, ptr %1, i64 12
  %45 = load i32, ptr %44, align 4, !tbaa !6
  %46 = getelementptr i8, ptr %1, i64 16
  %47 = load i32, ptr %46, align 4, !tbaa !6
  %48 = getelementptr i8, ptr %1, i64 20
  %49 = load i32, ptr %48, align 4, !tbaa !6
  %50 = getelementptr i8, ptr %1, i64 24
  %51 = load i32, ptr %50, align 4, !tbaa !6
  %52 = getelementptr i8, ptr %1, i64 28
  %53 = load i32, ptr %52, align 4, !tbaa !6
  %54 = getelementptr i8, ptr %1, i64 32
  %55 = load i32, ptr %54, align 4, !tbaa !6
  %56 = getelementptr i8, ptr %1, i64 36
  %57 = load i32, ptr %56, align 4, !tbaa !6
  %58 = getelementptr i8, ptr %1, i64 40
  %59 = load i32, ptr %58, align 4, !tbaa !6
  %60 = getelementptr i8, ptr %1, i64 44
  %61 = load i32, ptr %60, align 4, !tbaa !6
  %62 = getelementptr i8, ptr %1, i64 48
  %63 = load i32, ptr %62, align 4, !tbaa !6
  %64 = getelementptr i8, ptr %1, i64 52
  %65 = load i32, ptr %64, align 4, !tbaa !6
  %66 = getelementptr i8, ptr %1, i64 56
  %67 = load i32, ptr %66, align 4, !tbaa !6
  %68 = getelementptr i8, ptr %1, i64 60
  %69 = load i32, ptr %68, align 4, !tbaa !6
  %70 = getelementptr i8, ptr %1, i64 64
  %71 = load i32, ptr %70, align 4, !tbaa !6
  %72 = getelementptr i8, ptr %1, i64 68
  %73 = load i32, ptr %72, align 4, !tbaa !6
  %74 = getelementptr i8, ptr %1, i64 72
  %75 = load i32, ptr %74, align 4, !tbaa !6
  %76 = getelementptr i8, ptr %1, i64 76
  %77 = load i32, ptr %76, align 4, !tbaa !6
  %78 = getelementptr i8, ptr %1, i64 80
  %79 = load i32, ptr %78, align 4, !tbaa !6
  br label %80

80:                                               ; preds = %40, %15
  %81 = phi i32 [ %79, %40 ], [ 0, %15 ]
  %82 = phi i32 [ %77, %40 ], [ 0, %15 ]
  %83 = phi i32 [ %75, %40 ], [ 0, %15 ]
  %84 = phi i32 [ %73, %40 ], [ 0, %15 ]
  %85 = phi i32 [ %71, %40 ], [ 0, %15 ]
  %86 = phi i32 [ %69, %40 ], [ 0, %15 ]
  %87 = phi i32 [ %67, %40 ], [ 0, %15 ]
  %88 = phi i32 [ %65, %40 ], [ 0, %15 ]
  %89 = phi i32 [ %63, %40 ], [ 0, %15 ]
  %90 = phi i32 [ %61, %40 ], [ 0, %15 ]
  %91 = phi i32 [ %59, %40 ], [ 0, %15 ]
  %92 = phi i32 [ %57, %40 ], [ 0, %15 ]
  %93 = phi i32 [ %55, %40 ], [ 0, %15 ]
  %94 = phi i32 [ %53, %40 ], [ 0, %15 ]
  %95 = phi i32 [ %51, %40 ], [ 0, %15 ]
  %96 = phi i32 [ %49, %40 ], [ 0, %15 ]
  %97 = phi i32 [ %47, %40 ], [ 0, %15 ]
  %98 = phi i32 [ %45, %40 ], [ 0, %15 ]
  %99 = phi i32 [ %43, %40 ], [ 0, %15 ]
  %100 = phi i32 [ %41, %40 ], [ 0, %15 ]
  store i32 %100, ptr %16, align 4, !tbaa !6
  %101 = getelementptr i8, ptr %1, i64 8
  %102 = add nsw i32 %99, %100
  store i32 %102, ptr %101, align 4, !tbaa !6
  %103 = getelementptr i8, ptr %1, i64 12
  %104 = add nsw i32 %98, %102
  store i32 %104, ptr %103, align 4, !tbaa !6
  %105 = getelementptr i8, ptr %1, i64 16
  %106 = add nsw i32 %97, %104
  store i32 %106, ptr %105, align 4, !tbaa !6
  %107 = getelementptr i8, ptr %1, i64 20
  %108 = add nsw i32 %96, %106
  store i32 %108, ptr %107, align 4, !tbaa !6
  %109 = getelementptr i8, ptr %1, i64 24
  %110 = add nsw i32 %95, %108
  store i32 %110, ptr %109, align 4, !tbaa !6
  %111 = getelementptr i8, ptr %1, i64 28
  %112 = add nsw i32 %94, %110
  store i32 %112, ptr %111, align 4, !tbaa !6
  %113 = getelementptr i8, ptr %1, i64 32
  %114 = add nsw i32 %93, %112
  store i32 %114, ptr %113, align 4, !tbaa !6
  %115 = getelementptr i8, ptr %1, i64 36
  %116 = add nsw i32 %92, %114
  store i32 %116, ptr %115, align 4, !tbaa !6
  %117 = getelementptr i8, ptr %1, i64 40
  %118 = add nsw i32 %91, %116
  store i32 %118, ptr %117, align 4, !tbaa !6
  %119 = getelementptr i8, ptr %1, i64 44
  %120 = add nsw i32 %90, %118
  store i32 %120, ptr %119, align 4, !tbaa !6
  %121 = getelementptr i8, ptr %1, i64 48
  %122 = add nsw i32 %89, %120
  store i32 %122, ptr %121, align 4, !tbaa !6
  %123 = getelementptr i8, ptr %1, i64 52
  %124 = add nsw i32 %88, %122
  store i32 %124, ptr %123, align 4, !tbaa !6
  %125 = getelementptr i8, ptr %1, i64 56
  %126 = add nsw i32 %87, %124
  store i32 %126, ptr %125, align 4, !tbaa !6
  %127 = getelementptr i8, ptr %1, i64 60
  %128 = add nsw i32 %86, %126
  store i32 %128, ptr %127, align 4, !tbaa !6
  %129 = getelementptr i8, ptr %1, i64 64
  %130 = add nsw i32 %85, %128
  store i32 %130, ptr %129, align 4, !tbaa !6
  %131 = getelementptr i8, ptr %1, i64 68
  %132 = add nsw i32 %84, %130
  store i32 %132, ptr %131, align 4, !tbaa !6
  %133 = getelementptr i8, ptr %1, i64 72
  %134 = add nsw i32 %83, %132
  store i32 %134, ptr %133, align 4, !tbaa !6
  %135 = getelementptr i8, ptr %1, i64 76
  %136 = add nsw i32 %82, %134
  store i32 %136, ptr %135, align 4, !tbaa !6
  %137 = getelementptr i8, ptr %1, i64 80
  %138 = add nsw i32 %81, %136
  store i32 %138, ptr %137, align 4, !tbaa !6
  %139 = getelementptr i8, ptr %1, i64 84
  %140 = load i32, ptr %139, align 4, !tbaa !6
  %141 = add nsw i32 %140, %138
  store i32 %141, ptr %139, align 4, !tbaa !6
  %142 = getelementptr i8, ptr %1, i64 88
  %143 = load i32, ptr %142, align 4, !tbaa !6
  %144 = add nsw i32 %143, %141
  store i32 %144, ptr %142, align 4, !tbaa !6
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %0, i8 0, i64 92, i1 false), !tbaa !6
  br i1 %8, label %158, label %155

145:                                              ; preds = %38, %145
  %146 = phi i64 [ 0, %38 ], [ %153, %145 ]
  %147 = getelementptr inbounds i8, ptr %3, i64 %146
  %148 = load i8, ptr %147, align 1, !tbaa !20
  %149 = zext i8 %148 to i64
  %150 = getelementptr inbounds i32, ptr %16, i64 %149
  %151 = load i32, ptr %150, align 4, !tbaa !6
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %150, align 4, !tbaa !6
  %153 = add nuw nsw i64 %146, 1
  %154 = icmp eq i64 %153, %39
  br i1 %154, label %40, label %145, !llvm.loop !28

155:                                              ; preds = %80
  %156 = sext i32 %4 to i64
  %157 = add i32 %5, 1
  br label %204

158:                                              ; preds = %204, %80
  %159 = icmp slt i32 %4, %5
  br i1 %159, label %160, label %230

160:                                              ; preds = %158
  %161 = sext i32 %4 to i64
  %162 = sext i32 %5 to i64
  %163 = sub nsw i64 %162, %161
  %164 = icmp ult i64 %163, 8
  br i1 %164, label %165, label %167

165:                                              ; preds = %202, %167, %160
  %166 = phi i64 [ %161, %167 ], [ %161, %160 ], [ %181, %202 ]
  br label %219

167:                                              ; preds = %160
  %168 = shl nsw i64 %161, 2
  %169 = getelementptr i8, ptr %1, i64 %168
  %170 = getelementptr i8, ptr %169, i64 4
  %171 = shl nsw i64 %162, 2
  %172 = getelementptr i8, ptr %1, i64 %171
  %173 = getelementptr i8, ptr %172, i64 4
  %174 = getelementptr i8, ptr %0, i64 %168
  %175 = getelementptr i8, ptr %0, i64 %171
  %176 = icmp ult ptr %170, %175
  %177 = icmp ult ptr %174, %173
  %178 = and i1 %176, %177
  br i1 %178, label %165, label %179

179:                                              ; preds = %167
  %180 = and i64 %163, -8
  %181 = add nsw i64 %180, %161
  br label %182

182:                                              ; preds = %182, %179
  %183 = phi i64 [ 0, %179 ], [ %200, %182 ]
  %184 = add i64 %183, %161
  %185 = getelementptr inbounds i32, ptr %0, i64 %184
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  %187 = load <4 x i32>, ptr %185, align 4, !tbaa !6, !alias.scope !29
  %188 = load <4 x i32>, ptr %186, align 4, !tbaa !6, !alias.scope !29
  %189 = shl <4 x i32> %187, <i32 1, i32 1, i32 1, i32 1>
  %190 = shl <4 x i32> %188, <i32 1, i32 1, i32 1, i32 1>
  %191 = add <4 x i32> %189, <i32 2, i32 2, i32 2, i32 2>
  %192 = add <4 x i32> %190, <i32 2, i32 2, i32 2, i32 2>
  %193 = getelementptr i32, ptr %1, i64 %184
  %194 = getelementptr i8, ptr %193, i64 4
  %195 = getelementptr i8, ptr %193, i64 20
  %196 = load <4 x i32>, ptr %194, align 4, !tbaa !6, !alias.scope !32, !noalias !29
  %197 = load <4 x i32>, ptr %195, align 4, !tbaa !6, !alias.scope !32, !noalias !29
  %198 = sub <4 x i32> %191, %196
  %199 = sub <4 x i32> %192, %197
  store <4 x i32> %198, ptr %194, align 4, !tbaa !6, !alias.scope !32, !noalias !29
  store <4 x i32> %199, ptr %195, align 4, !tbaa !6, !alias.scope !32, !noalias !29
  %200 = add nuw i64 %183, 8
  %201 = icmp eq i64 %200, %180
  br i1 %201, label %202, label %182, !llvm.loop !34

202:                                              ; preds = %182
  %203 = icmp eq i64 %163, %180
  br i1 %203, label %230, label %165

204:                                              ; preds = %155, %204
  %205 = phi i64 [ %156, %155 ], [ %207, %204 ]
  %206 = phi i32 [ 0, %155 ], [ %216, %204 ]
  %207 = add nsw i64 %205, 1
  %208 = getelementptr inbounds i32, ptr %1, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !6
  %210 = getelementptr inbounds i32, ptr %1, i64 %205
  %211 = load i32, ptr %210, align 4, !tbaa !6
  %212 = sub nsw i32 %209, %211
  %213 = add nsw i32 %212, %206
  %214 = add nsw i32 %213, -1
  %215 = getelementptr inbounds i32, ptr %0, i64 %205
  store i32 %214, ptr %215, align 4, !tbaa !6
  %216 = shl i32 %213, 1
  %217 = trunc i64 %207 to i32
  %218 = icmp eq i32 %157, %217
  br i1 %218, label %158, label %204, !llvm.loop !35

219:                                              ; preds = %165, %219
  %220 = phi i64 [ %221, %219 ], [ %166, %165 ]
  %221 = add nsw i64 %220, 1
  %222 = getelementptr inbounds i32, ptr %0, i64 %220
  %223 = load i32, ptr %222, align 4, !tbaa !6
  %224 = shl i32 %223, 1
  %225 = add i32 %224, 2
  %226 = getelementptr inbounds i32, ptr %1, i64 %221
  %227 = load i32, ptr %226, align 4, !tbaa !6
  %228 = sub i32 %225, %227
  store i32 %228, ptr %226, align 4, !tbaa !6
  %229 = icmp eq i64 %221, %162
  br i1 %229, label %230, label %219, !llvm.loop !36

230:                                              ; preds = %219, %202, %158
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!10 = distinct !{!10, !11, !12, !13}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!"llvm.loop.isvectorized", i32 1}
!13 = !{!"llvm.loop.unroll.runtime.disable"}
!14 = distinct !{!14, !11, !13, !12}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
!17 = distinct !{!17, !11}
!18 = distinct !{!18, !11}
!19 = distinct !{!19, !11}
!20 = !{!8, !8, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !12, !13}
!23 = distinct !{!23, !11, !13, !12}
!24 = distinct !{!24, !11}
!25 = distinct !{!25, !11}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = !{!30}
!30 = distinct !{!30, !31}
!31 = distinct !{!31, !"LVerDomain"}
!32 = !{!33}
!33 = distinct !{!33, !31}
!34 = distinct !{!34, !11, !12, !13}
!35 = distinct !{!35, !11}
!36 = distinct !{!36, !11, !12}
