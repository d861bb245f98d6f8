; ModuleID = 'src/bzip2/huffman.c'
source_filename = "src/bzip2/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_hbMakeCodeLengths(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = alloca [260 x i32], align 16
  %6 = alloca [516 x i32], align 16
  %7 = alloca [516 x i32], align 16
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
  br label %57

14:                                               ; preds = %10
  %15 = and i64 %9, 2147483640
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %29, %16 ]
  %18 = getelementptr inbounds i32, ptr %1, i64 %17
  %19 = getelementptr inbounds i8, ptr %18, i64 16
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !5
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !5
  %22 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %20, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  %23 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %21, <4 x i32> <i32 1, i32 1, i32 1, i32 1>)
  %24 = shl <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>
  %25 = shl <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>
  %26 = or disjoint i64 %17, 1
  %27 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %26
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  store <4 x i32> %24, ptr %27, align 4, !tbaa !5
  store <4 x i32> %25, ptr %28, align 4, !tbaa !5
  %29 = add nuw i64 %17, 8
  %30 = icmp eq i64 %29, %15
  br i1 %30, label %31, label %16, !llvm.loop !9

31:                                               ; preds = %16
  %32 = icmp eq i64 %15, %9
  br i1 %32, label %33, label %12

33:                                               ; preds = %57, %31, %4
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
  %44 = zext i32 %40 to i64
  store i32 0, ptr %5, align 16, !tbaa !5
  store i32 0, ptr %6, align 16, !tbaa !5
  store i32 -2, ptr %7, align 16, !tbaa !5
  br i1 %34, label %353, label %45

45:                                               ; preds = %33
  %46 = zext i32 %40 to i64
  %47 = add nsw i64 %46, -1
  %48 = add nsw i64 %46, -1
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %40, 2
  %51 = and i64 %48, -2
  %52 = icmp eq i64 %49, 0
  %53 = icmp ult i32 %40, 9
  %54 = and i64 %47, -8
  %55 = or disjoint i64 %54, 1
  %56 = icmp eq i64 %47, %54
  br label %67

57:                                               ; preds = %12, %57
  %58 = phi i64 [ %63, %57 ], [ %13, %12 ]
  %59 = getelementptr inbounds i32, ptr %1, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !5
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 1)
  %62 = shl i32 %61, 8
  %63 = add nuw nsw i64 %58, 1
  %64 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %63
  store i32 %62, ptr %64, align 4, !tbaa !5
  %65 = icmp eq i64 %63, %9
  br i1 %65, label %33, label %57, !llvm.loop !13

66:                                               ; preds = %342, %339
  store i32 0, ptr %5, align 16, !tbaa !5
  store i32 0, ptr %6, align 16, !tbaa !5
  store i32 -2, ptr %7, align 16, !tbaa !5
  br i1 %34, label %353, label %67

67:                                               ; preds = %45, %66
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %37, i8 -1, i64 %38, i1 false), !tbaa !5
  br label %68

68:                                               ; preds = %67, %99
  %69 = phi i64 [ 1, %67 ], [ %103, %99 ]
  %70 = phi i64 [ 0, %67 ], [ %71, %99 ]
  %71 = add nuw nsw i64 %70, 1
  %72 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %71
  %73 = trunc nuw nsw i64 %69 to i32
  store i32 %73, ptr %72, align 4, !tbaa !5
  %74 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %69
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = trunc nuw nsw i64 %71 to i32
  %77 = lshr i32 %76, 1
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !5
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %81
  %83 = load i32, ptr %82, align 4, !tbaa !5
  %84 = icmp slt i32 %75, %83
  br i1 %84, label %85, label %99

85:                                               ; preds = %68, %85
  %86 = phi i32 [ %94, %85 ], [ %80, %68 ]
  %87 = phi i32 [ %91, %85 ], [ %77, %68 ]
  %88 = phi i32 [ %87, %85 ], [ %76, %68 ]
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %89
  store i32 %86, ptr %90, align 4, !tbaa !5
  %91 = lshr i32 %87, 1
  %92 = zext nneg i32 %91 to i64
  %93 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !5
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = icmp slt i32 %75, %97
  br i1 %98, label %85, label %99, !llvm.loop !14

99:                                               ; preds = %85, %68
  %100 = phi i32 [ %76, %68 ], [ %87, %85 ]
  %101 = zext nneg i32 %100 to i64
  %102 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %101
  store i32 %73, ptr %102, align 4, !tbaa !5
  %103 = add nuw nsw i64 %69, 1
  %104 = icmp eq i64 %71, %9
  br i1 %104, label %105, label %68, !llvm.loop !15

105:                                              ; preds = %99
  br i1 %41, label %107, label %106

106:                                              ; preds = %105
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2001) #6
  br label %107

107:                                              ; preds = %106, %105
  br i1 %42, label %108, label %256

108:                                              ; preds = %107, %252
  %109 = phi i64 [ %114, %252 ], [ %43, %107 ]
  %110 = phi i64 [ %209, %252 ], [ %39, %107 ]
  %111 = load i32, ptr %35, align 4, !tbaa !5
  %112 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %109
  %113 = load i32, ptr %112, align 4, !tbaa !5
  store i32 %113, ptr %35, align 4, !tbaa !5
  %114 = add nsw i64 %109, -1
  %115 = icmp ugt i64 %109, 2
  br i1 %115, label %116, label %156

116:                                              ; preds = %108
  %117 = sext i32 %113 to i64
  %118 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !5
  br label %120

120:                                              ; preds = %116, %150
  %121 = phi i32 [ 2, %116 ], [ %153, %150 ]
  %122 = phi i32 [ 1, %116 ], [ %143, %150 ]
  %123 = sext i32 %121 to i64
  %124 = icmp sgt i64 %114, %123
  br i1 %124, label %125, label %141

125:                                              ; preds = %120
  %126 = or disjoint i32 %121, 1
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %127
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !5
  %133 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %123
  %134 = load i32, ptr %133, align 8, !tbaa !5
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = icmp slt i32 %132, %137
  %139 = select i1 %138, i32 %126, i32 %121
  %140 = sext i32 %139 to i64
  br label %141

141:                                              ; preds = %125, %120
  %142 = phi i64 [ %140, %125 ], [ %123, %120 ]
  %143 = phi i32 [ %139, %125 ], [ %121, %120 ]
  %144 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %142
  %145 = load i32, ptr %144, align 4, !tbaa !5
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !5
  %149 = icmp slt i32 %119, %148
  br i1 %149, label %156, label %150

150:                                              ; preds = %141
  %151 = sext i32 %122 to i64
  %152 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %151
  store i32 %145, ptr %152, align 4, !tbaa !5
  %153 = shl i32 %143, 1
  %154 = sext i32 %153 to i64
  %155 = icmp sgt i64 %109, %154
  br i1 %155, label %120, label %156

156:                                              ; preds = %150, %141, %108
  %157 = phi i32 [ 1, %108 ], [ %122, %141 ], [ %143, %150 ]
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %158
  store i32 %113, ptr %159, align 4, !tbaa !5
  %160 = load i32, ptr %35, align 4, !tbaa !5
  %161 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %114
  %162 = load i32, ptr %161, align 4, !tbaa !5
  store i32 %162, ptr %35, align 4, !tbaa !5
  %163 = add nsw i64 %109, -2
  %164 = icmp slt i64 %109, 4
  br i1 %164, label %205, label %165

165:                                              ; preds = %156
  %166 = sext i32 %162 to i64
  %167 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !5
  br label %169

169:                                              ; preds = %165, %199
  %170 = phi i32 [ 2, %165 ], [ %202, %199 ]
  %171 = phi i32 [ 1, %165 ], [ %192, %199 ]
  %172 = sext i32 %170 to i64
  %173 = icmp sgt i64 %163, %172
  br i1 %173, label %174, label %190

174:                                              ; preds = %169
  %175 = or disjoint i32 %170, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4, !tbaa !5
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %172
  %183 = load i32, ptr %182, align 8, !tbaa !5
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !5
  %187 = icmp slt i32 %181, %186
  %188 = select i1 %187, i32 %175, i32 %170
  %189 = sext i32 %188 to i64
  br label %190

190:                                              ; preds = %174, %169
  %191 = phi i64 [ %189, %174 ], [ %172, %169 ]
  %192 = phi i32 [ %188, %174 ], [ %170, %169 ]
  %193 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %191
  %194 = load i32, ptr %193, align 4, !tbaa !5
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !5
  %198 = icmp slt i32 %168, %197
  br i1 %198, label %205, label %199

199:                                              ; preds = %190
  %200 = sext i32 %171 to i64
  %201 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %200
  store i32 %194, ptr %201, align 4, !tbaa !5
  %202 = shl i32 %192, 1
  %203 = sext i32 %202 to i64
  %204 = icmp slt i64 %163, %203
  br i1 %204, label %205, label %169

205:                                              ; preds = %199, %190, %156
  %206 = phi i32 [ 1, %156 ], [ %171, %190 ], [ %192, %199 ]
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %207
  store i32 %162, ptr %208, align 4, !tbaa !5
  %209 = add nuw nsw i64 %110, 1
  %210 = sext i32 %160 to i64
  %211 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %210
  %212 = trunc nsw i64 %209 to i32
  store i32 %212, ptr %211, align 4, !tbaa !5
  %213 = sext i32 %111 to i64
  %214 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %213
  store i32 %212, ptr %214, align 4, !tbaa !5
  %215 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %213
  %216 = load i32, ptr %215, align 4, !tbaa !5
  %217 = and i32 %216, -256
  %218 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %210
  %219 = load i32, ptr %218, align 4, !tbaa !5
  %220 = and i32 %219, -256
  %221 = add i32 %220, %217
  %222 = and i32 %216, 255
  %223 = and i32 %219, 255
  %224 = tail call i32 @llvm.umax.i32(i32 %222, i32 %223)
  %225 = add nuw nsw i32 %224, 1
  %226 = or i32 %225, %221
  %227 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %209
  store i32 %226, ptr %227, align 4, !tbaa !5
  %228 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %209
  store i32 -1, ptr %228, align 4, !tbaa !5
  store i32 %212, ptr %161, align 4, !tbaa !5
  %229 = trunc nuw nsw i64 %114 to i32
  %230 = lshr i32 %229, 1
  %231 = zext nneg i32 %230 to i64
  %232 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4, !tbaa !5
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4, !tbaa !5
  %237 = icmp slt i32 %226, %236
  br i1 %237, label %238, label %252

238:                                              ; preds = %205, %238
  %239 = phi i32 [ %247, %238 ], [ %233, %205 ]
  %240 = phi i32 [ %244, %238 ], [ %230, %205 ]
  %241 = phi i32 [ %240, %238 ], [ %229, %205 ]
  %242 = zext nneg i32 %241 to i64
  %243 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %242
  store i32 %239, ptr %243, align 4, !tbaa !5
  %244 = lshr i32 %240, 1
  %245 = zext nneg i32 %244 to i64
  %246 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %248
  %250 = load i32, ptr %249, align 4, !tbaa !5
  %251 = icmp slt i32 %226, %250
  br i1 %251, label %238, label %252, !llvm.loop !16

252:                                              ; preds = %238, %205
  %253 = phi i32 [ %229, %205 ], [ %240, %238 ]
  %254 = zext nneg i32 %253 to i64
  %255 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %254
  store i32 %212, ptr %255, align 4, !tbaa !5
  br i1 %115, label %108, label %256, !llvm.loop !17

256:                                              ; preds = %252, %107
  %257 = phi i32 [ %2, %107 ], [ %212, %252 ]
  %258 = icmp slt i32 %257, 516
  br i1 %258, label %260, label %259

259:                                              ; preds = %256
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2002) #6
  br label %260

260:                                              ; preds = %259, %256
  br i1 %34, label %353, label %261

261:                                              ; preds = %260
  br i1 %50, label %298, label %262

262:                                              ; preds = %261, %289
  %263 = phi i64 [ %295, %289 ], [ 1, %261 ]
  %264 = phi i8 [ %294, %289 ], [ 0, %261 ]
  %265 = phi i64 [ %296, %289 ], [ 0, %261 ]
  %266 = trunc nuw nsw i64 %263 to i32
  br label %267

267:                                              ; preds = %267, %262
  %268 = phi i32 [ %272, %267 ], [ %266, %262 ]
  %269 = phi i32 [ %274, %267 ], [ 0, %262 ]
  %270 = zext nneg i32 %268 to i64
  %271 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !5
  %273 = icmp sgt i32 %272, -1
  %274 = add nuw nsw i32 %269, 1
  br i1 %273, label %267, label %275, !llvm.loop !18

275:                                              ; preds = %267
  %276 = trunc i32 %269 to i8
  %277 = getelementptr i8, ptr %36, i64 %263
  store i8 %276, ptr %277, align 1, !tbaa !19
  %278 = icmp sgt i32 %269, %3
  %279 = trunc i64 %263 to i32
  %280 = add i32 %279, 1
  br label %281

281:                                              ; preds = %281, %275
  %282 = phi i32 [ %286, %281 ], [ %280, %275 ]
  %283 = phi i32 [ %288, %281 ], [ 0, %275 ]
  %284 = zext nneg i32 %282 to i64
  %285 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !5
  %287 = icmp sgt i32 %286, -1
  %288 = add nuw nsw i32 %283, 1
  br i1 %287, label %281, label %289, !llvm.loop !18

289:                                              ; preds = %281
  %290 = trunc i32 %283 to i8
  %291 = getelementptr i8, ptr %0, i64 %263
  store i8 %290, ptr %291, align 1, !tbaa !19
  %292 = icmp sgt i32 %283, %3
  %293 = select i1 %292, i1 true, i1 %278
  %294 = select i1 %293, i8 1, i8 %264
  %295 = add nuw nsw i64 %263, 2
  %296 = add i64 %265, 2
  %297 = icmp eq i64 %296, %51
  br i1 %297, label %298, label %262, !llvm.loop !20

298:                                              ; preds = %289, %261
  %299 = phi i8 [ poison, %261 ], [ %294, %289 ]
  %300 = phi i64 [ 1, %261 ], [ %295, %289 ]
  %301 = phi i8 [ 0, %261 ], [ %294, %289 ]
  br i1 %52, label %317, label %302

302:                                              ; preds = %298
  %303 = trunc nuw nsw i64 %300 to i32
  br label %304

304:                                              ; preds = %304, %302
  %305 = phi i32 [ %309, %304 ], [ %303, %302 ]
  %306 = phi i32 [ %311, %304 ], [ 0, %302 ]
  %307 = zext nneg i32 %305 to i64
  %308 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !5
  %310 = icmp sgt i32 %309, -1
  %311 = add nuw nsw i32 %306, 1
  br i1 %310, label %304, label %312, !llvm.loop !18

312:                                              ; preds = %304
  %313 = trunc i32 %306 to i8
  %314 = getelementptr i8, ptr %36, i64 %300
  store i8 %313, ptr %314, align 1, !tbaa !19
  %315 = icmp sgt i32 %306, %3
  %316 = select i1 %315, i8 1, i8 %301
  br label %317

317:                                              ; preds = %298, %312
  %318 = phi i8 [ %299, %298 ], [ %316, %312 ]
  %319 = icmp eq i8 %318, 0
  br i1 %319, label %353, label %320

320:                                              ; preds = %317
  br i1 %34, label %352, label %321

321:                                              ; preds = %320
  br i1 %53, label %340, label %322

322:                                              ; preds = %321, %322
  %323 = phi i64 [ %337, %322 ], [ 0, %321 ]
  %324 = or disjoint i64 %323, 1
  %325 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %324
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load <4 x i32>, ptr %325, align 4, !tbaa !5
  %328 = load <4 x i32>, ptr %326, align 4, !tbaa !5
  %329 = ashr <4 x i32> %327, <i32 8, i32 8, i32 8, i32 8>
  %330 = ashr <4 x i32> %328, <i32 8, i32 8, i32 8, i32 8>
  %331 = sdiv <4 x i32> %329, <i32 2, i32 2, i32 2, i32 2>
  %332 = sdiv <4 x i32> %330, <i32 2, i32 2, i32 2, i32 2>
  %333 = shl nsw <4 x i32> %331, <i32 8, i32 8, i32 8, i32 8>
  %334 = shl nsw <4 x i32> %332, <i32 8, i32 8, i32 8, i32 8>
  %335 = add nsw <4 x i32> %333, <i32 256, i32 256, i32 256, i32 256>
  %336 = add nsw <4 x i32> %334, <i32 256, i32 256, i32 256, i32 256>
  store <4 x i32> %335, ptr %325, align 4, !tbaa !5
  store <4 x i32> %336, ptr %326, align 4, !tbaa !5
  %337 = add nuw i64 %323, 8
  %338 = icmp eq i64 %337, %54
  br i1 %338, label %339, label %322, !llvm.loop !21

339:                                              ; preds = %322
  br i1 %56, label %66, label %340

340:                                              ; preds = %339, %321
  %341 = phi i64 [ 1, %321 ], [ %55, %339 ]
  br label %342

342:                                              ; preds = %340, %342
  %343 = phi i64 [ %350, %342 ], [ %341, %340 ]
  %344 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %343
  %345 = load i32, ptr %344, align 4, !tbaa !5
  %346 = ashr i32 %345, 8
  %347 = sdiv i32 %346, 2
  %348 = shl nsw i32 %347, 8
  %349 = add nsw i32 %348, 256
  store i32 %349, ptr %344, align 4, !tbaa !5
  %350 = add nuw nsw i64 %343, 1
  %351 = icmp eq i64 %350, %44
  br i1 %351, label %66, label %342, !llvm.loop !22

352:                                              ; preds = %320
  store i32 0, ptr %5, align 16, !tbaa !5
  store i32 0, ptr %6, align 16, !tbaa !5
  store i32 -2, ptr %7, align 16, !tbaa !5
  br label %353

353:                                              ; preds = %317, %260, %66, %352, %33
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
  br i1 %6, label %61, label %7

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %4, 1
  %12 = and i64 %9, 2147483646
  %13 = icmp eq i64 %10, 0
  br label %14

14:                                               ; preds = %7, %56
  %15 = phi i32 [ 0, %7 ], [ %58, %56 ]
  %16 = phi i32 [ %2, %7 ], [ %59, %56 ]
  br i1 %8, label %17, label %56

17:                                               ; preds = %14
  br i1 %11, label %44, label %18

18:                                               ; preds = %17, %39
  %19 = phi i64 [ %41, %39 ], [ 0, %17 ]
  %20 = phi i32 [ %40, %39 ], [ %15, %17 ]
  %21 = phi i64 [ %42, %39 ], [ 0, %17 ]
  %22 = getelementptr inbounds i8, ptr %1, i64 %19
  %23 = load i8, ptr %22, align 1, !tbaa !19
  %24 = zext i8 %23 to i32
  %25 = icmp eq i32 %16, %24
  br i1 %25, label %26, label %29

26:                                               ; preds = %18
  %27 = getelementptr inbounds i32, ptr %0, i64 %19
  store i32 %20, ptr %27, align 4, !tbaa !5
  %28 = add nsw i32 %20, 1
  br label %29

29:                                               ; preds = %18, %26
  %30 = phi i32 [ %28, %26 ], [ %20, %18 ]
  %31 = or disjoint i64 %19, 1
  %32 = getelementptr inbounds i8, ptr %1, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !19
  %34 = zext i8 %33 to i32
  %35 = icmp eq i32 %16, %34
  br i1 %35, label %36, label %39

36:                                               ; preds = %29
  %37 = getelementptr inbounds i32, ptr %0, i64 %31
  store i32 %30, ptr %37, align 4, !tbaa !5
  %38 = add nsw i32 %30, 1
  br label %39

39:                                               ; preds = %36, %29
  %40 = phi i32 [ %38, %36 ], [ %30, %29 ]
  %41 = add nuw nsw i64 %19, 2
  %42 = add i64 %21, 2
  %43 = icmp eq i64 %42, %12
  br i1 %43, label %44, label %18, !llvm.loop !23

44:                                               ; preds = %39, %17
  %45 = phi i32 [ poison, %17 ], [ %40, %39 ]
  %46 = phi i64 [ 0, %17 ], [ %41, %39 ]
  %47 = phi i32 [ %15, %17 ], [ %40, %39 ]
  br i1 %13, label %56, label %48

48:                                               ; preds = %44
  %49 = getelementptr inbounds i8, ptr %1, i64 %46
  %50 = load i8, ptr %49, align 1, !tbaa !19
  %51 = zext i8 %50 to i32
  %52 = icmp eq i32 %16, %51
  br i1 %52, label %53, label %56

53:                                               ; preds = %48
  %54 = getelementptr inbounds i32, ptr %0, i64 %46
  store i32 %47, ptr %54, align 4, !tbaa !5
  %55 = add nsw i32 %47, 1
  br label %56

56:                                               ; preds = %44, %53, %48, %14
  %57 = phi i32 [ %15, %14 ], [ %45, %44 ], [ %55, %53 ], [ %47, %48 ]
  %58 = shl i32 %57, 1
  %59 = add i32 %16, 1
  %60 = icmp eq i32 %16, %3
  br i1 %60, label %61, label %14, !llvm.loop !24

61:                                               ; preds = %56, %5
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @BZ2_hbCreateDecodeTables(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 {
  %8 = icmp sgt i32 %4, %5
  br i1 %8, label %20, label %9

9:                                                ; preds = %7
  %10 = icmp sgt i32 %6, 0
  %11 = zext i32 %6 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %6, 1
  %14 = and i64 %11, 2147483646
  %15 = icmp eq i64 %12, 0
  br label %16

16:                                               ; preds = %9, %67
  %17 = phi i32 [ %4, %9 ], [ %69, %67 ]
  %18 = phi i32 [ 0, %9 ], [ %68, %67 ]
  br i1 %10, label %19, label %67

19:                                               ; preds = %16
  br i1 %13, label %53, label %23

20:                                               ; preds = %67, %7
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %1, i8 0, i64 92, i1 false), !tbaa !5
  %21 = getelementptr i8, ptr %1, i64 4
  %22 = icmp sgt i32 %6, 0
  br i1 %22, label %71, label %132

23:                                               ; preds = %19, %48
  %24 = phi i64 [ %50, %48 ], [ 0, %19 ]
  %25 = phi i32 [ %49, %48 ], [ %18, %19 ]
  %26 = phi i64 [ %51, %48 ], [ 0, %19 ]
  %27 = getelementptr inbounds i8, ptr %3, i64 %24
  %28 = load i8, ptr %27, align 1, !tbaa !19
  %29 = zext i8 %28 to i32
  %30 = icmp eq i32 %17, %29
  br i1 %30, label %31, label %36

31:                                               ; preds = %23
  %32 = sext i32 %25 to i64
  %33 = getelementptr inbounds i32, ptr %2, i64 %32
  %34 = trunc nuw nsw i64 %24 to i32
  store i32 %34, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %25, 1
  br label %36

36:                                               ; preds = %23, %31
  %37 = phi i32 [ %35, %31 ], [ %25, %23 ]
  %38 = or disjoint i64 %24, 1
  %39 = getelementptr inbounds i8, ptr %3, i64 %38
  %40 = load i8, ptr %39, align 1, !tbaa !19
  %41 = zext i8 %40 to i32
  %42 = icmp eq i32 %17, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %36
  %44 = sext i32 %37 to i64
  %45 = getelementptr inbounds i32, ptr %2, i64 %44
  %46 = trunc nuw nsw i64 %38 to i32
  store i32 %46, ptr %45, align 4, !tbaa !5
  %47 = add nsw i32 %37, 1
  br label %48

48:                                               ; preds = %43, %36
  %49 = phi i32 [ %47, %43 ], [ %37, %36 ]
  %50 = add nuw nsw i64 %24, 2
  %51 = add i64 %26, 2
  %52 = icmp eq i64 %51, %14
  br i1 %52, label %53, label %23, !llvm.loop !25

53:                                               ; preds = %48, %19
  %54 = phi i32 [ poison, %19 ], [ %49, %48 ]
  %55 = phi i64 [ 0, %19 ], [ %50, %48 ]
  %56 = phi i32 [ %18, %19 ], [ %49, %48 ]
  br i1 %15, label %67, label %57

57:                                               ; preds = %53
  %58 = getelementptr inbounds i8, ptr %3, i64 %55
  %59 = load i8, ptr %58, align 1, !tbaa !19
  %60 = zext i8 %59 to i32
  %61 = icmp eq i32 %17, %60
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = sext i32 %56 to i64
  %64 = getelementptr inbounds i32, ptr %2, i64 %63
  %65 = trunc nuw nsw i64 %55 to i32
  store i32 %65, ptr %64, align 4, !tbaa !5
  %66 = add nsw i32 %56, 1
  br label %67

67:                                               ; preds = %53, %62, %57, %16
  %68 = phi i32 [ %18, %16 ], [ %54, %53 ], [ %66, %62 ], [ %56, %57 ]
  %69 = add i32 %17, 1
  %70 = icmp eq i32 %17, %5
  br i1 %70, label %20, label %16, !llvm.loop !26

71:                                               ; preds = %20
  %72 = zext nneg i32 %6 to i64
  %73 = and i64 %72, 3
  %74 = icmp ult i32 %6, 4
  br i1 %74, label %77, label %75

75:                                               ; preds = %71
  %76 = and i64 %72, 2147483644
  br label %197

77:                                               ; preds = %197, %71
  %78 = phi i64 [ 0, %71 ], [ %227, %197 ]
  %79 = icmp eq i64 %73, 0
  br i1 %79, label %92, label %80

80:                                               ; preds = %77, %80
  %81 = phi i64 [ %89, %80 ], [ %78, %77 ]
  %82 = phi i64 [ %90, %80 ], [ 0, %77 ]
  %83 = getelementptr inbounds i8, ptr %3, i64 %81
  %84 = load i8, ptr %83, align 1, !tbaa !19
  %85 = zext i8 %84 to i64
  %86 = getelementptr inbounds i32, ptr %21, i64 %85
  %87 = load i32, ptr %86, align 4, !tbaa !5
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %86, align 4, !tbaa !5
  %89 = add nuw nsw i64 %81, 1
  %90 = add i64 %82, 1
  %91 = icmp eq i64 %90, %73
  br i1 %91, label %92, label %80, !llvm.loop !27

92:                                               ; preds = %80, %77
  %93 = load i32, ptr %21, align 4, !tbaa !5
  %94 = getelementptr i8, ptr %1, i64 8
  %95 = load i32, ptr %94, align 4, !tbaa !5
  %96 = getelementptr i8, ptr %1, i64 12
  %97 = load i32, ptr %96, align 4, !tbaa !5
  %98 = getelementptr i8, ptr %1, i64 16
  %99 = load i32, ptr %98, align 4, !tbaa !5
  %100 = getelementptr i8, ptr %1, i64 20
  %101 = load i32, ptr %100, align 4, !tbaa !5
  %102 = getelementptr i8, ptr %1, i64 24
  %103 = load i32, ptr %102, align 4, !tbaa !5
  %104 = getelementptr i8, ptr %1, i64 28
  %105 = load i32, ptr %104, align 4, !tbaa !5
  %106 = getelementptr i8, ptr %1, i64 32
  %107 = load i32, ptr %106, align 4, !tbaa !5
  %108 = getelementptr i8, ptr %1, i64 36
  %109 = load i32, ptr %108, align 4, !tbaa !5
  %110 = getelementptr i8, ptr %1, i64 40
  %111 = load i32, ptr %110, align 4, !tbaa !5
  %112 = getelementptr i8, ptr %1, i64 44
  %113 = load i32, ptr %112, align 4, !tbaa !5
  %114 = getelementptr i8, ptr %1, i64 48
  %115 = load i32, ptr %114, align 4, !tbaa !5
  %116 = getelementptr i8, ptr %1, i64 52
  %117 = load i32, ptr %116, align 4, !tbaa !5
  %118 = getelementptr i8, ptr %1, i64 56
  %119 = load i32, ptr %118, align 4, !tbaa !5
  %120 = getelementptr i8, ptr %1, i64 60
  %121 = load i32, ptr %120, align 4, !tbaa !5
  %122 = getelementptr i8, ptr %1, i64 64
  %123 = load i32, ptr %122, align 4, !tbaa !5
  %124 = getelementptr i8, ptr %1, i64 68
  %125 = load i32, ptr %124, align 4, !tbaa !5
  %126 = getelementptr i8, ptr %1, i64 72
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = getelementptr i8, ptr %1, i64 76
  %129 = load i32, ptr %128, align 4, !tbaa !5
  %130 = getelementptr i8, ptr %1, i64 80
  %131 = load i32, ptr %130, align 4, !tbaa !5
  br label %132

132:                                              ; preds = %92, %20
  %133 = phi i32 [ %131, %92 ], [ 0, %20 ]
  %134 = phi i32 [ %129, %92 ], [ 0, %20 ]
  %135 = phi i32 [ %127, %92 ], [ 0, %20 ]
  %136 = phi i32 [ %125, %92 ], [ 0, %20 ]
  %137 = phi i32 [ %123, %92 ], [ 0, %20 ]
  %138 = phi i32 [ %121, %92 ], [ 0, %20 ]
  %139 = phi i32 [ %119, %92 ], [ 0, %20 ]
  %140 = phi i32 [ %117, %92 ], [ 0, %20 ]
  %141 = phi i32 [ %115, %92 ], [ 0, %20 ]
  %142 = phi i32 [ %113, %92 ], [ 0, %20 ]
  %143 = phi i32 [ %111, %92 ], [ 0, %20 ]
  %144 = phi i32 [ %109, %92 ], [ 0, %20 ]
  %145 = phi i32 [ %107, %92 ], [ 0, %20 ]
  %146 = phi i32 [ %105, %92 ], [ 0, %20 ]
  %147 = phi i32 [ %103, %92 ], [ 0, %20 ]
  %148 = phi i32 [ %101, %92 ], [ 0, %20 ]
  %149 = phi i32 [ %99, %92 ], [ 0, %20 ]
  %150 = phi i32 [ %97, %92 ], [ 0, %20 ]
  %151 = phi i32 [ %95, %92 ], [ 0, %20 ]
  %152 = phi i32 [ %93, %92 ], [ 0, %20 ]
  store i32 %152, ptr %21, align 4, !tbaa !5
  %153 = getelementptr i8, ptr %1, i64 8
  %154 = add nsw i32 %151, %152
  store i32 %154, ptr %153, align 4, !tbaa !5
  %155 = getelementptr i8, ptr %1, i64 12
  %156 = add nsw i32 %150, %154
  store i32 %156, ptr %155, align 4, !tbaa !5
  %157 = getelementptr i8, ptr %1, i64 16
  %158 = add nsw i32 %149, %156
  store i32 %158, ptr %157, align 4, !tbaa !5
  %159 = getelementptr i8, ptr %1, i64 20
  %160 = add nsw i32 %148, %158
  store i32 %160, ptr %159, align 4, !tbaa !5
  %161 = getelementptr i8, ptr %1, i64 24
  %162 = add nsw i32 %147, %160
  store i32 %162, ptr %161, align 4, !tbaa !5
  %163 = getelementptr i8, ptr %1, i64 28
  %164 = add nsw i32 %146, %162
  store i32 %164, ptr %163, align 4, !tbaa !5
  %165 = getelementptr i8, ptr %1, i64 32
  %166 = add nsw i32 %145, %164
  store i32 %166, ptr %165, align 4, !tbaa !5
  %167 = getelementptr i8, ptr %1, i64 36
  %168 = add nsw i32 %144, %166
  store i32 %168, ptr %167, align 4, !tbaa !5
  %169 = getelementptr i8, ptr %1, i64 40
  %170 = add nsw i32 %143, %168
  store i32 %170, ptr %169, align 4, !tbaa !5
  %171 = getelementptr i8, ptr %1, i64 44
  %172 = add nsw i32 %142, %170
  store i32 %172, ptr %171, align 4, !tbaa !5
  %173 = getelementptr i8, ptr %1, i64 48
  %174 = add nsw i32 %141, %172
  store i32 %174, ptr %173, align 4, !tbaa !5
  %175 = getelementptr i8, ptr %1, i64 52
  %176 = add nsw i32 %140, %174
  store i32 %176, ptr %175, align 4, !tbaa !5
  %177 = getelementptr i8, ptr %1, i64 56
  %178 = add nsw i32 %139, %176
  store i32 %178, ptr %177, align 4, !tbaa !5
  %179 = getelementptr i8, ptr %1, i64 60
  %180 = add nsw i32 %138, %178
  store i32 %180, ptr %179, align 4, !tbaa !5
  %181 = getelementptr i8, ptr %1, i64 64
  %182 = add nsw i32 %137, %180
  store i32 %182, ptr %181, align 4, !tbaa !5
  %183 = getelementptr i8, ptr %1, i64 68
  %184 = add nsw i32 %136, %182
  store i32 %184, ptr %183, align 4, !tbaa !5
  %185 = getelementptr i8, ptr %1, i64 72
  %186 = add nsw i32 %135, %184
  store i32 %186, ptr %185, align 4, !tbaa !5
  %187 = getelementptr i8, ptr %1, i64 76
  %188 = add nsw i32 %134, %186
  store i32 %188, ptr %187, align 4, !tbaa !5
  %189 = getelementptr i8, ptr %1, i64 80
  %190 = add nsw i32 %133, %188
  store i32 %190, ptr %189, align 4, !tbaa !5
  %191 = getelementptr i8, ptr %1, i64 84
  %192 = load i32, ptr %191, align 4, !tbaa !5
  %193 = add nsw i32 %192, %190
  store i32 %193, ptr %191, align 4, !tbaa !5
  %194 = getelementptr i8, ptr %1, i64 88
  %195 = load i32, ptr %194, align 4, !tbaa !5
  %196 = add nsw i32 %195, %193
  store i32 %196, ptr %194, align 4, !tbaa !5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %0, i8 0, i64 92, i1 false), !tbaa !5
  br i1 %8, label %252, label %230

197:                                              ; preds = %197, %75
  %198 = phi i64 [ 0, %75 ], [ %227, %197 ]
  %199 = phi i64 [ 0, %75 ], [ %228, %197 ]
  %200 = getelementptr inbounds i8, ptr %3, i64 %198
  %201 = load i8, ptr %200, align 1, !tbaa !19
  %202 = zext i8 %201 to i64
  %203 = getelementptr inbounds i32, ptr %21, i64 %202
  %204 = load i32, ptr %203, align 4, !tbaa !5
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %203, align 4, !tbaa !5
  %206 = or disjoint i64 %198, 1
  %207 = getelementptr inbounds i8, ptr %3, i64 %206
  %208 = load i8, ptr %207, align 1, !tbaa !19
  %209 = zext i8 %208 to i64
  %210 = getelementptr inbounds i32, ptr %21, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !5
  %212 = add nsw i32 %211, 1
  store i32 %212, ptr %210, align 4, !tbaa !5
  %213 = or disjoint i64 %198, 2
  %214 = getelementptr inbounds i8, ptr %3, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !19
  %216 = zext i8 %215 to i64
  %217 = getelementptr inbounds i32, ptr %21, i64 %216
  %218 = load i32, ptr %217, align 4, !tbaa !5
  %219 = add nsw i32 %218, 1
  store i32 %219, ptr %217, align 4, !tbaa !5
  %220 = or disjoint i64 %198, 3
  %221 = getelementptr inbounds i8, ptr %3, i64 %220
  %222 = load i8, ptr %221, align 1, !tbaa !19
  %223 = zext i8 %222 to i64
  %224 = getelementptr inbounds i32, ptr %21, i64 %223
  %225 = load i32, ptr %224, align 4, !tbaa !5
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %224, align 4, !tbaa !5
  %227 = add nuw nsw i64 %198, 4
  %228 = add i64 %199, 4
  %229 = icmp eq i64 %228, %76
  br i1 %229, label %77, label %197, !llvm.loop !29

230:                                              ; preds = %132
  %231 = sext i32 %4 to i64
  %232 = add i32 %5, 1
  %233 = sub i32 %232, %4
  %234 = and i32 %233, 1
  %235 = icmp eq i32 %5, %4
  br i1 %235, label %238, label %236

236:                                              ; preds = %230
  %237 = and i32 %233, -2
  br label %314

238:                                              ; preds = %314, %230
  %239 = phi i64 [ %231, %230 ], [ %328, %314 ]
  %240 = phi i32 [ 0, %230 ], [ %337, %314 ]
  %241 = icmp eq i32 %234, 0
  br i1 %241, label %252, label %242

242:                                              ; preds = %238
  %243 = getelementptr i32, ptr %1, i64 %239
  %244 = getelementptr i8, ptr %243, i64 4
  %245 = load i32, ptr %244, align 4, !tbaa !5
  %246 = getelementptr inbounds i32, ptr %1, i64 %239
  %247 = load i32, ptr %246, align 4, !tbaa !5
  %248 = sub nsw i32 %245, %247
  %249 = add nsw i32 %248, %240
  %250 = add nsw i32 %249, -1
  %251 = getelementptr inbounds i32, ptr %0, i64 %239
  store i32 %250, ptr %251, align 4, !tbaa !5
  br label %252

252:                                              ; preds = %242, %238, %132
  %253 = icmp slt i32 %4, %5
  br i1 %253, label %254, label %359

254:                                              ; preds = %252
  %255 = sext i32 %4 to i64
  %256 = sext i32 %5 to i64
  %257 = sub nsw i64 %256, %255
  %258 = icmp ult i64 %257, 12
  br i1 %258, label %259, label %277

259:                                              ; preds = %312, %277, %254
  %260 = phi i64 [ %255, %277 ], [ %255, %254 ], [ %291, %312 ]
  %261 = sub nsw i64 %256, %260
  %262 = and i64 %261, 1
  %263 = icmp eq i64 %262, 0
  br i1 %263, label %273, label %264

264:                                              ; preds = %259
  %265 = add nsw i64 %260, 1
  %266 = getelementptr inbounds i32, ptr %0, i64 %260
  %267 = load i32, ptr %266, align 4, !tbaa !5
  %268 = shl i32 %267, 1
  %269 = add i32 %268, 2
  %270 = getelementptr inbounds i32, ptr %1, i64 %265
  %271 = load i32, ptr %270, align 4, !tbaa !5
  %272 = sub i32 %269, %271
  store i32 %272, ptr %270, align 4, !tbaa !5
  br label %273

273:                                              ; preds = %264, %259
  %274 = phi i64 [ %260, %259 ], [ %265, %264 ]
  %275 = add nsw i64 %256, -1
  %276 = icmp eq i64 %260, %275
  br i1 %276, label %359, label %340

277:                                              ; preds = %254
  %278 = shl nsw i64 %255, 2
  %279 = getelementptr i8, ptr %1, i64 %278
  %280 = getelementptr i8, ptr %279, i64 4
  %281 = shl nsw i64 %256, 2
  %282 = getelementptr i8, ptr %1, i64 %281
  %283 = getelementptr i8, ptr %282, i64 4
  %284 = getelementptr i8, ptr %0, i64 %278
  %285 = getelementptr i8, ptr %0, i64 %281
  %286 = icmp ult ptr %280, %285
  %287 = icmp ult ptr %284, %283
  %288 = and i1 %286, %287
  br i1 %288, label %259, label %289

289:                                              ; preds = %277
  %290 = and i64 %257, -8
  %291 = add nsw i64 %290, %255
  br label %292

292:                                              ; preds = %292, %289
  %293 = phi i64 [ 0, %289 ], [ %310, %292 ]
  %294 = add i64 %293, %255
  %295 = getelementptr inbounds i32, ptr %0, i64 %294
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load <4 x i32>, ptr %295, align 4, !tbaa !5, !alias.scope !30
  %298 = load <4 x i32>, ptr %296, align 4, !tbaa !5, !alias.scope !30
  %299 = shl <4 x i32> %297, <i32 1, i32 1, i32 1, i32 1>
  %300 = shl <4 x i32> %298, <i32 1, i32 1, i32 1, i32 1>
  %301 = add <4 x i32> %299, <i32 2, i32 2, i32 2, i32 2>
  %302 = add <4 x i32> %300, <i32 2, i32 2, i32 2, i32 2>
  %303 = getelementptr i32, ptr %1, i64 %294
  %304 = getelementptr i8, ptr %303, i64 4
  %305 = getelementptr i8, ptr %303, i64 20
  %306 = load <4 x i32>, ptr %304, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %307 = load <4 x i32>, ptr %305, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %308 = sub <4 x i32> %301, %306
  %309 = sub <4 x i32> %302, %307
  store <4 x i32> %308, ptr %304, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  store <4 x i32> %309, ptr %305, align 4, !tbaa !5, !alias.scope !33, !noalias !30
  %310 = add nuw i64 %293, 8
  %311 = icmp eq i64 %310, %290
  br i1 %311, label %312, label %292, !llvm.loop !35

312:                                              ; preds = %292
  %313 = icmp eq i64 %257, %290
  br i1 %313, label %359, label %259

314:                                              ; preds = %314, %236
  %315 = phi i64 [ %231, %236 ], [ %328, %314 ]
  %316 = phi i32 [ 0, %236 ], [ %337, %314 ]
  %317 = phi i32 [ 0, %236 ], [ %338, %314 ]
  %318 = add nsw i64 %315, 1
  %319 = getelementptr inbounds i32, ptr %1, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !5
  %321 = getelementptr inbounds i32, ptr %1, i64 %315
  %322 = load i32, ptr %321, align 4, !tbaa !5
  %323 = sub nsw i32 %320, %322
  %324 = add nsw i32 %323, %316
  %325 = add nsw i32 %324, -1
  %326 = getelementptr inbounds i32, ptr %0, i64 %315
  store i32 %325, ptr %326, align 4, !tbaa !5
  %327 = shl i32 %324, 1
  %328 = add nsw i64 %315, 2
  %329 = getelementptr inbounds i32, ptr %1, i64 %328
  %330 = load i32, ptr %329, align 4, !tbaa !5
  %331 = getelementptr inbounds i32, ptr %1, i64 %318
  %332 = load i32, ptr %331, align 4, !tbaa !5
  %333 = sub nsw i32 %330, %332
  %334 = add nsw i32 %333, %327
  %335 = add nsw i32 %334, -1
  %336 = getelementptr inbounds i32, ptr %0, i64 %318
  store i32 %335, ptr %336, align 4, !tbaa !5
  %337 = shl i32 %334, 1
  %338 = add i32 %317, 2
  %339 = icmp eq i32 %338, %237
  br i1 %339, label %238, label %314, !llvm.loop !36

340:                                              ; preds = %273, %340
  %341 = phi i64 [ %350, %340 ], [ %274, %273 ]
  %342 = add nsw i64 %341, 1
  %343 = getelementptr inbounds i32, ptr %0, i64 %341
  %344 = load i32, ptr %343, align 4, !tbaa !5
  %345 = shl i32 %344, 1
  %346 = add i32 %345, 2
  %347 = getelementptr inbounds i32, ptr %1, i64 %342
  %348 = load i32, ptr %347, align 4, !tbaa !5
  %349 = sub i32 %346, %348
  store i32 %349, ptr %347, align 4, !tbaa !5
  %350 = add nsw i64 %341, 2
  %351 = getelementptr inbounds i32, ptr %0, i64 %342
  %352 = load i32, ptr %351, align 4, !tbaa !5
  %353 = shl i32 %352, 1
  %354 = add i32 %353, 2
  %355 = getelementptr inbounds i32, ptr %1, i64 %350
  %356 = load i32, ptr %355, align 4, !tbaa !5
  %357 = sub i32 %354, %356
  store i32 %357, ptr %355, align 4, !tbaa !5
  %358 = icmp eq i64 %350, %256
  br i1 %358, label %359, label %340, !llvm.loop !37

359:                                              ; preds = %273, %340, %312, %252
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !12, !11}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = !{!7, !7, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !11, !12}
!22 = distinct !{!22, !10, !12, !11}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.unroll.disable"}
!29 = distinct !{!29, !10}
!30 = !{!31}
!31 = distinct !{!31, !32}
!32 = distinct !{!32, !"LVerDomain"}
!33 = !{!34}
!34 = distinct !{!34, !32}
!35 = distinct !{!35, !10, !11, !12}
!36 = distinct !{!36, !10}
!37 = distinct !{!37, !10, !11}
