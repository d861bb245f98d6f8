; ModuleID = 'src/zstd/lib/compress/huf_compress.c'
source_filename = "src/zstd/lib/compress/huf_compress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rankPos = type { i16, i16 }
%struct.nodeElt_s = type { i32, i16, i8, i8 }

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local i64 @HUF_readCTableHeader(ptr nocapture noundef readonly %0) local_unnamed_addr #0 {
  %2 = load i64, ptr %0, align 8
  ret i64 %2
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_writeCTable_wksp(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i32 noundef %3, i32 noundef %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #2 {
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds i8, ptr %2, i64 8
  %10 = ptrtoint ptr %5 to i64
  %11 = sub i64 0, %10
  %12 = and i64 %11, 3
  %13 = icmp ugt i64 %12, %6
  %14 = getelementptr inbounds i8, ptr %5, i64 %12
  %15 = tail call i64 @llvm.usub.sat.i64(i64 %6, i64 %12)
  %16 = select i1 %13, ptr null, ptr %14
  %17 = icmp ult i64 %15, 748
  br i1 %17, label %469, label %18

18:                                               ; preds = %7
  %19 = icmp ugt i32 %3, 255
  br i1 %19, label %469, label %20

20:                                               ; preds = %18
  %21 = getelementptr inbounds i8, ptr %16, i64 480
  store i8 0, ptr %21, align 4, !tbaa !5
  %22 = add i32 %4, 1
  %23 = icmp ugt i32 %22, 1
  br i1 %23, label %24, label %76

24:                                               ; preds = %20
  %25 = zext i32 %22 to i64
  %26 = add nsw i64 %25, -1
  %27 = icmp ult i32 %22, 9
  br i1 %27, label %51, label %28

28:                                               ; preds = %24
  %29 = icmp ult i32 %22, 17
  br i1 %29, label %53, label %30

30:                                               ; preds = %28
  %31 = and i64 %26, -16
  %32 = insertelement <16 x i32> poison, i32 %22, i64 0
  %33 = shufflevector <16 x i32> %32, <16 x i32> poison, <16 x i32> zeroinitializer
  %34 = or disjoint i64 %31, 1
  br label %35

35:                                               ; preds = %35, %30
  %36 = phi i64 [ 0, %30 ], [ %42, %35 ]
  %37 = phi <16 x i32> [ <i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7, i32 8, i32 9, i32 10, i32 11, i32 12, i32 13, i32 14, i32 15, i32 16>, %30 ], [ %43, %35 ]
  %38 = or disjoint i64 %36, 1
  %39 = sub <16 x i32> %33, %37
  %40 = trunc <16 x i32> %39 to <16 x i8>
  %41 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %38
  store <16 x i8> %40, ptr %41, align 1, !tbaa !5
  %42 = add nuw i64 %36, 16
  %43 = add <16 x i32> %37, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %44 = icmp eq i64 %42, %31
  br i1 %44, label %45, label %35, !llvm.loop !8

45:                                               ; preds = %35
  %46 = icmp eq i64 %26, %31
  br i1 %46, label %76, label %47

47:                                               ; preds = %45
  %48 = or disjoint i64 %31, 1
  %49 = and i64 %26, 8
  %50 = icmp eq i64 %49, 0
  br i1 %50, label %51, label %53

51:                                               ; preds = %74, %24, %47
  %52 = phi i64 [ 1, %24 ], [ %48, %47 ], [ %57, %74 ]
  br label %85

53:                                               ; preds = %28, %47
  %54 = phi i64 [ %34, %47 ], [ 1, %28 ]
  %55 = phi i64 [ %31, %47 ], [ 0, %28 ]
  %56 = and i64 %26, -8
  %57 = or disjoint i64 %56, 1
  %58 = trunc i64 %54 to i32
  %59 = insertelement <8 x i32> poison, i32 %58, i64 0
  %60 = shufflevector <8 x i32> %59, <8 x i32> poison, <8 x i32> zeroinitializer
  %61 = add <8 x i32> %60, <i32 0, i32 1, i32 2, i32 3, i32 4, i32 5, i32 6, i32 7>
  %62 = insertelement <8 x i32> poison, i32 %22, i64 0
  %63 = shufflevector <8 x i32> %62, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %64

64:                                               ; preds = %64, %53
  %65 = phi i64 [ %55, %53 ], [ %71, %64 ]
  %66 = phi <8 x i32> [ %61, %53 ], [ %72, %64 ]
  %67 = or disjoint i64 %65, 1
  %68 = sub <8 x i32> %63, %66
  %69 = trunc <8 x i32> %68 to <8 x i8>
  %70 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %67
  store <8 x i8> %69, ptr %70, align 1, !tbaa !5
  %71 = add nuw i64 %65, 8
  %72 = add <8 x i32> %66, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %73 = icmp eq i64 %71, %56
  br i1 %73, label %74, label %64, !llvm.loop !12

74:                                               ; preds = %64
  %75 = icmp eq i64 %26, %56
  br i1 %75, label %76, label %51

76:                                               ; preds = %85, %45, %74, %20
  %77 = icmp eq i32 %3, 0
  br i1 %77, label %141, label %78

78:                                               ; preds = %76
  %79 = getelementptr inbounds i8, ptr %16, i64 493
  %80 = zext nneg i32 %3 to i64
  %81 = and i64 %80, 3
  %82 = icmp ult i32 %3, 4
  br i1 %82, label %126, label %83

83:                                               ; preds = %78
  %84 = and i64 %80, 252
  br label %93

85:                                               ; preds = %51, %85
  %86 = phi i64 [ %91, %85 ], [ %52, %51 ]
  %87 = trunc nuw i64 %86 to i32
  %88 = sub i32 %22, %87
  %89 = trunc i32 %88 to i8
  %90 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %86
  store i8 %89, ptr %90, align 1, !tbaa !5
  %91 = add nuw nsw i64 %86, 1
  %92 = icmp eq i64 %91, %25
  br i1 %92, label %76, label %85, !llvm.loop !13

93:                                               ; preds = %93, %83
  %94 = phi i64 [ 0, %83 ], [ %123, %93 ]
  %95 = phi i64 [ 0, %83 ], [ %124, %93 ]
  %96 = getelementptr inbounds i64, ptr %9, i64 %94
  %97 = load i64, ptr %96, align 8, !tbaa !14
  %98 = and i64 %97, 255
  %99 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %98
  %100 = load i8, ptr %99, align 1, !tbaa !5
  %101 = getelementptr inbounds [255 x i8], ptr %79, i64 0, i64 %94
  store i8 %100, ptr %101, align 1, !tbaa !5
  %102 = or disjoint i64 %94, 1
  %103 = getelementptr inbounds i64, ptr %9, i64 %102
  %104 = load i64, ptr %103, align 8, !tbaa !14
  %105 = and i64 %104, 255
  %106 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = getelementptr inbounds [255 x i8], ptr %79, i64 0, i64 %102
  store i8 %107, ptr %108, align 1, !tbaa !5
  %109 = or disjoint i64 %94, 2
  %110 = getelementptr inbounds i64, ptr %9, i64 %109
  %111 = load i64, ptr %110, align 8, !tbaa !14
  %112 = and i64 %111, 255
  %113 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %112
  %114 = load i8, ptr %113, align 1, !tbaa !5
  %115 = getelementptr inbounds [255 x i8], ptr %79, i64 0, i64 %109
  store i8 %114, ptr %115, align 1, !tbaa !5
  %116 = or disjoint i64 %94, 3
  %117 = getelementptr inbounds i64, ptr %9, i64 %116
  %118 = load i64, ptr %117, align 8, !tbaa !14
  %119 = and i64 %118, 255
  %120 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %119
  %121 = load i8, ptr %120, align 1, !tbaa !5
  %122 = getelementptr inbounds [255 x i8], ptr %79, i64 0, i64 %116
  store i8 %121, ptr %122, align 1, !tbaa !5
  %123 = add nuw nsw i64 %94, 4
  %124 = add i64 %95, 4
  %125 = icmp eq i64 %124, %84
  br i1 %125, label %126, label %93, !llvm.loop !16

126:                                              ; preds = %93, %78
  %127 = phi i64 [ 0, %78 ], [ %123, %93 ]
  %128 = icmp eq i64 %81, 0
  br i1 %128, label %141, label %129

129:                                              ; preds = %126, %129
  %130 = phi i64 [ %138, %129 ], [ %127, %126 ]
  %131 = phi i64 [ %139, %129 ], [ 0, %126 ]
  %132 = getelementptr inbounds i64, ptr %9, i64 %130
  %133 = load i64, ptr %132, align 8, !tbaa !14
  %134 = and i64 %133, 255
  %135 = getelementptr inbounds [13 x i8], ptr %21, i64 0, i64 %134
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = getelementptr inbounds [255 x i8], ptr %79, i64 0, i64 %130
  store i8 %136, ptr %137, align 1, !tbaa !5
  %138 = add nuw nsw i64 %130, 1
  %139 = add i64 %131, 1
  %140 = icmp eq i64 %139, %81
  br i1 %140, label %141, label %129, !llvm.loop !17

141:                                              ; preds = %126, %129, %76
  %142 = icmp eq i64 %1, 0
  br i1 %142, label %469, label %143

143:                                              ; preds = %141
  %144 = getelementptr i8, ptr %0, i64 1
  %145 = add i64 %1, -1
  %146 = getelementptr i8, ptr %16, i64 493
  %147 = zext nneg i32 %3 to i64
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #14
  store i32 12, ptr %8, align 4, !tbaa !19
  %148 = ptrtoint ptr %16 to i64
  %149 = sub i64 0, %148
  %150 = and i64 %149, 3
  %151 = getelementptr inbounds i8, ptr %16, i64 %150
  %152 = icmp eq i64 %150, 0
  br i1 %152, label %153, label %185

153:                                              ; preds = %143
  %154 = icmp ult i32 %3, 2
  br i1 %154, label %187, label %155

155:                                              ; preds = %153
  %156 = getelementptr inbounds i8, ptr %151, i64 400
  %157 = call i32 @HIST_count_simple(ptr noundef nonnull %156, ptr noundef nonnull %8, ptr noundef nonnull %146, i64 noundef %147) #14
  %158 = icmp eq i32 %157, %3
  %159 = icmp eq i32 %157, 1
  %160 = or i1 %158, %159
  br i1 %160, label %187, label %161

161:                                              ; preds = %155
  %162 = load i32, ptr %8, align 4, !tbaa !19
  %163 = call i32 @FSE_optimalTableLog(i32 noundef 6, i64 noundef %147, i32 noundef %162) #14
  %164 = getelementptr inbounds i8, ptr %151, i64 452
  %165 = load i32, ptr %8, align 4, !tbaa !19
  %166 = call i64 @FSE_normalizeCount(ptr noundef nonnull %164, i32 noundef %163, ptr noundef nonnull %156, i64 noundef %147, i32 noundef %165, i32 noundef 0) #14
  %167 = icmp ult i64 %166, -119
  br i1 %167, label %168, label %185

168:                                              ; preds = %161
  %169 = ptrtoint ptr %144 to i64
  %170 = load i32, ptr %8, align 4, !tbaa !19
  %171 = call i64 @FSE_writeNCount(ptr noundef nonnull %144, i64 noundef %145, ptr noundef nonnull %164, i32 noundef %170, i32 noundef %163) #14
  %172 = icmp ult i64 %171, -119
  %173 = getelementptr inbounds i8, ptr %144, i64 %171
  br i1 %172, label %174, label %185

174:                                              ; preds = %168
  %175 = load i32, ptr %8, align 4, !tbaa !19
  %176 = getelementptr inbounds i8, ptr %151, i64 236
  %177 = call i64 @FSE_buildCTable_wksp(ptr noundef %151, ptr noundef nonnull %164, i32 noundef %175, i32 noundef %163, ptr noundef nonnull %176, i64 noundef 164) #14
  %178 = icmp ult i64 %177, -119
  br i1 %178, label %179, label %185

179:                                              ; preds = %174
  %180 = sub nsw i64 %145, %171
  %181 = call i64 @FSE_compress_usingCTable(ptr noundef nonnull %173, i64 noundef %180, ptr noundef nonnull %146, i64 noundef %147, ptr noundef %151) #14
  %182 = icmp ult i64 %181, -119
  br i1 %182, label %183, label %185

183:                                              ; preds = %179
  %184 = icmp eq i64 %181, 0
  br i1 %184, label %187, label %188

185:                                              ; preds = %174, %168, %161, %143, %179
  %186 = phi i64 [ %181, %179 ], [ -1, %143 ], [ %166, %161 ], [ %171, %168 ], [ %177, %174 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  br label %469

187:                                              ; preds = %183, %155, %153
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  br label %202

188:                                              ; preds = %183
  %189 = getelementptr inbounds i8, ptr %173, i64 %181
  %190 = ptrtoint ptr %189 to i64
  %191 = sub i64 %190, %169
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  %192 = icmp ult i64 %191, -119
  br i1 %192, label %193, label %469

193:                                              ; preds = %188
  %194 = icmp ugt i64 %191, 1
  %195 = lshr i32 %3, 1
  %196 = zext nneg i32 %195 to i64
  %197 = icmp ult i64 %191, %196
  %198 = and i1 %194, %197
  br i1 %198, label %199, label %202

199:                                              ; preds = %193
  %200 = trunc i64 %191 to i8
  store i8 %200, ptr %0, align 1, !tbaa !5
  %201 = add nuw nsw i64 %191, 1
  br label %469

202:                                              ; preds = %193, %187
  %203 = icmp ugt i32 %3, 128
  br i1 %203, label %469, label %204

204:                                              ; preds = %202
  %205 = add nuw nsw i32 %3, 1
  %206 = lshr i32 %205, 1
  %207 = add nuw nsw i32 %206, 1
  %208 = zext nneg i32 %207 to i64
  %209 = icmp ugt i64 %208, %1
  br i1 %209, label %469, label %210

210:                                              ; preds = %204
  %211 = trunc nuw i32 %3 to i8
  %212 = add nuw i8 %211, 127
  store i8 %212, ptr %0, align 1, !tbaa !5
  %213 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %147
  store i8 0, ptr %213, align 1, !tbaa !5
  br i1 %77, label %469, label %214

214:                                              ; preds = %210
  %215 = add nsw i64 %147, -1
  %216 = lshr i64 %215, 1
  %217 = add nuw i64 %216, 1
  %218 = icmp ult i32 %3, 15
  br i1 %218, label %454, label %219

219:                                              ; preds = %214
  %220 = add nsw i64 %147, -1
  %221 = lshr i64 %220, 1
  %222 = getelementptr i8, ptr %0, i64 %221
  %223 = getelementptr i8, ptr %222, i64 2
  %224 = and i64 %220, -2
  %225 = getelementptr i8, ptr %16, i64 %224
  %226 = getelementptr i8, ptr %225, i64 495
  %227 = icmp ult ptr %144, %226
  %228 = icmp ult ptr %146, %223
  %229 = and i1 %227, %228
  br i1 %229, label %454, label %230

230:                                              ; preds = %219
  %231 = icmp ult i32 %3, 31
  br i1 %231, label %376, label %232

232:                                              ; preds = %230
  %233 = and i64 %217, -16
  br label %234

234:                                              ; preds = %234, %232
  %235 = phi i64 [ 0, %232 ], [ %368, %234 ]
  %236 = shl i64 %235, 1
  %237 = or disjoint i64 %236, 2
  %238 = or disjoint i64 %236, 4
  %239 = or disjoint i64 %236, 6
  %240 = or disjoint i64 %236, 8
  %241 = or disjoint i64 %236, 10
  %242 = or disjoint i64 %236, 12
  %243 = or disjoint i64 %236, 14
  %244 = or disjoint i64 %236, 16
  %245 = or disjoint i64 %236, 18
  %246 = or disjoint i64 %236, 20
  %247 = or disjoint i64 %236, 22
  %248 = or disjoint i64 %236, 24
  %249 = or disjoint i64 %236, 26
  %250 = or disjoint i64 %236, 28
  %251 = or disjoint i64 %236, 30
  %252 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %236
  %253 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %237
  %254 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %238
  %255 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %239
  %256 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %240
  %257 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %241
  %258 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %242
  %259 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %243
  %260 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %244
  %261 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %245
  %262 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %246
  %263 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %247
  %264 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %248
  %265 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %249
  %266 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %250
  %267 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %251
  %268 = load i8, ptr %252, align 1, !tbaa !5, !alias.scope !21
  %269 = load i8, ptr %253, align 1, !tbaa !5, !alias.scope !21
  %270 = load i8, ptr %254, align 1, !tbaa !5, !alias.scope !21
  %271 = load i8, ptr %255, align 1, !tbaa !5, !alias.scope !21
  %272 = load i8, ptr %256, align 1, !tbaa !5, !alias.scope !21
  %273 = load i8, ptr %257, align 1, !tbaa !5, !alias.scope !21
  %274 = load i8, ptr %258, align 1, !tbaa !5, !alias.scope !21
  %275 = load i8, ptr %259, align 1, !tbaa !5, !alias.scope !21
  %276 = load i8, ptr %260, align 1, !tbaa !5, !alias.scope !21
  %277 = load i8, ptr %261, align 1, !tbaa !5, !alias.scope !21
  %278 = load i8, ptr %262, align 1, !tbaa !5, !alias.scope !21
  %279 = load i8, ptr %263, align 1, !tbaa !5, !alias.scope !21
  %280 = load i8, ptr %264, align 1, !tbaa !5, !alias.scope !21
  %281 = load i8, ptr %265, align 1, !tbaa !5, !alias.scope !21
  %282 = load i8, ptr %266, align 1, !tbaa !5, !alias.scope !21
  %283 = load i8, ptr %267, align 1, !tbaa !5, !alias.scope !21
  %284 = insertelement <16 x i8> poison, i8 %268, i64 0
  %285 = insertelement <16 x i8> %284, i8 %269, i64 1
  %286 = insertelement <16 x i8> %285, i8 %270, i64 2
  %287 = insertelement <16 x i8> %286, i8 %271, i64 3
  %288 = insertelement <16 x i8> %287, i8 %272, i64 4
  %289 = insertelement <16 x i8> %288, i8 %273, i64 5
  %290 = insertelement <16 x i8> %289, i8 %274, i64 6
  %291 = insertelement <16 x i8> %290, i8 %275, i64 7
  %292 = insertelement <16 x i8> %291, i8 %276, i64 8
  %293 = insertelement <16 x i8> %292, i8 %277, i64 9
  %294 = insertelement <16 x i8> %293, i8 %278, i64 10
  %295 = insertelement <16 x i8> %294, i8 %279, i64 11
  %296 = insertelement <16 x i8> %295, i8 %280, i64 12
  %297 = insertelement <16 x i8> %296, i8 %281, i64 13
  %298 = insertelement <16 x i8> %297, i8 %282, i64 14
  %299 = insertelement <16 x i8> %298, i8 %283, i64 15
  %300 = shl <16 x i8> %299, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %301 = or disjoint i64 %236, 1
  %302 = or disjoint i64 %236, 3
  %303 = or disjoint i64 %236, 5
  %304 = or disjoint i64 %236, 7
  %305 = or disjoint i64 %236, 9
  %306 = or disjoint i64 %236, 11
  %307 = or disjoint i64 %236, 13
  %308 = or disjoint i64 %236, 15
  %309 = or disjoint i64 %236, 17
  %310 = or disjoint i64 %236, 19
  %311 = or disjoint i64 %236, 21
  %312 = or disjoint i64 %236, 23
  %313 = or disjoint i64 %236, 25
  %314 = or disjoint i64 %236, 27
  %315 = or disjoint i64 %236, 29
  %316 = or disjoint i64 %236, 31
  %317 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %301
  %318 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %302
  %319 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %303
  %320 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %304
  %321 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %305
  %322 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %306
  %323 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %307
  %324 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %308
  %325 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %309
  %326 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %310
  %327 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %311
  %328 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %312
  %329 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %313
  %330 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %314
  %331 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %315
  %332 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %316
  %333 = load i8, ptr %317, align 1, !tbaa !5, !alias.scope !21
  %334 = load i8, ptr %318, align 1, !tbaa !5, !alias.scope !21
  %335 = load i8, ptr %319, align 1, !tbaa !5, !alias.scope !21
  %336 = load i8, ptr %320, align 1, !tbaa !5, !alias.scope !21
  %337 = load i8, ptr %321, align 1, !tbaa !5, !alias.scope !21
  %338 = load i8, ptr %322, align 1, !tbaa !5, !alias.scope !21
  %339 = load i8, ptr %323, align 1, !tbaa !5, !alias.scope !21
  %340 = load i8, ptr %324, align 1, !tbaa !5, !alias.scope !21
  %341 = load i8, ptr %325, align 1, !tbaa !5, !alias.scope !21
  %342 = load i8, ptr %326, align 1, !tbaa !5, !alias.scope !21
  %343 = load i8, ptr %327, align 1, !tbaa !5, !alias.scope !21
  %344 = load i8, ptr %328, align 1, !tbaa !5, !alias.scope !21
  %345 = load i8, ptr %329, align 1, !tbaa !5, !alias.scope !21
  %346 = load i8, ptr %330, align 1, !tbaa !5, !alias.scope !21
  %347 = load i8, ptr %331, align 1, !tbaa !5, !alias.scope !21
  %348 = load i8, ptr %332, align 1, !tbaa !5, !alias.scope !21
  %349 = insertelement <16 x i8> poison, i8 %333, i64 0
  %350 = insertelement <16 x i8> %349, i8 %334, i64 1
  %351 = insertelement <16 x i8> %350, i8 %335, i64 2
  %352 = insertelement <16 x i8> %351, i8 %336, i64 3
  %353 = insertelement <16 x i8> %352, i8 %337, i64 4
  %354 = insertelement <16 x i8> %353, i8 %338, i64 5
  %355 = insertelement <16 x i8> %354, i8 %339, i64 6
  %356 = insertelement <16 x i8> %355, i8 %340, i64 7
  %357 = insertelement <16 x i8> %356, i8 %341, i64 8
  %358 = insertelement <16 x i8> %357, i8 %342, i64 9
  %359 = insertelement <16 x i8> %358, i8 %343, i64 10
  %360 = insertelement <16 x i8> %359, i8 %344, i64 11
  %361 = insertelement <16 x i8> %360, i8 %345, i64 12
  %362 = insertelement <16 x i8> %361, i8 %346, i64 13
  %363 = insertelement <16 x i8> %362, i8 %347, i64 14
  %364 = insertelement <16 x i8> %363, i8 %348, i64 15
  %365 = add <16 x i8> %300, %364
  %366 = and i64 %235, 9223372036854775792
  %367 = getelementptr inbounds i8, ptr %144, i64 %366
  store <16 x i8> %365, ptr %367, align 1, !tbaa !5, !alias.scope !24, !noalias !21
  %368 = add nuw i64 %235, 16
  %369 = icmp eq i64 %368, %233
  br i1 %369, label %370, label %234, !llvm.loop !26

370:                                              ; preds = %234
  %371 = icmp eq i64 %217, %233
  br i1 %371, label %469, label %372

372:                                              ; preds = %370
  %373 = shl i64 %233, 1
  %374 = and i64 %217, 8
  %375 = icmp eq i64 %374, 0
  br i1 %375, label %454, label %376

376:                                              ; preds = %230, %372
  %377 = phi i64 [ %233, %372 ], [ 0, %230 ]
  %378 = and i64 %217, -8
  %379 = shl i64 %378, 1
  br label %380

380:                                              ; preds = %380, %376
  %381 = phi i64 [ %377, %376 ], [ %450, %380 ]
  %382 = shl i64 %381, 1
  %383 = or disjoint i64 %382, 2
  %384 = or disjoint i64 %382, 4
  %385 = or disjoint i64 %382, 6
  %386 = or disjoint i64 %382, 8
  %387 = or disjoint i64 %382, 10
  %388 = or disjoint i64 %382, 12
  %389 = or disjoint i64 %382, 14
  %390 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %382
  %391 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %383
  %392 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %384
  %393 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %385
  %394 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %386
  %395 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %387
  %396 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %388
  %397 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %389
  %398 = load i8, ptr %390, align 1, !tbaa !5, !alias.scope !27
  %399 = load i8, ptr %391, align 1, !tbaa !5, !alias.scope !27
  %400 = load i8, ptr %392, align 1, !tbaa !5, !alias.scope !27
  %401 = load i8, ptr %393, align 1, !tbaa !5, !alias.scope !27
  %402 = load i8, ptr %394, align 1, !tbaa !5, !alias.scope !27
  %403 = load i8, ptr %395, align 1, !tbaa !5, !alias.scope !27
  %404 = load i8, ptr %396, align 1, !tbaa !5, !alias.scope !27
  %405 = load i8, ptr %397, align 1, !tbaa !5, !alias.scope !27
  %406 = insertelement <8 x i8> poison, i8 %398, i64 0
  %407 = insertelement <8 x i8> %406, i8 %399, i64 1
  %408 = insertelement <8 x i8> %407, i8 %400, i64 2
  %409 = insertelement <8 x i8> %408, i8 %401, i64 3
  %410 = insertelement <8 x i8> %409, i8 %402, i64 4
  %411 = insertelement <8 x i8> %410, i8 %403, i64 5
  %412 = insertelement <8 x i8> %411, i8 %404, i64 6
  %413 = insertelement <8 x i8> %412, i8 %405, i64 7
  %414 = shl <8 x i8> %413, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>
  %415 = or disjoint i64 %382, 1
  %416 = or disjoint i64 %382, 3
  %417 = or disjoint i64 %382, 5
  %418 = or disjoint i64 %382, 7
  %419 = or disjoint i64 %382, 9
  %420 = or disjoint i64 %382, 11
  %421 = or disjoint i64 %382, 13
  %422 = or disjoint i64 %382, 15
  %423 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %415
  %424 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %416
  %425 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %417
  %426 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %418
  %427 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %419
  %428 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %420
  %429 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %421
  %430 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %422
  %431 = load i8, ptr %423, align 1, !tbaa !5, !alias.scope !27
  %432 = load i8, ptr %424, align 1, !tbaa !5, !alias.scope !27
  %433 = load i8, ptr %425, align 1, !tbaa !5, !alias.scope !27
  %434 = load i8, ptr %426, align 1, !tbaa !5, !alias.scope !27
  %435 = load i8, ptr %427, align 1, !tbaa !5, !alias.scope !27
  %436 = load i8, ptr %428, align 1, !tbaa !5, !alias.scope !27
  %437 = load i8, ptr %429, align 1, !tbaa !5, !alias.scope !27
  %438 = load i8, ptr %430, align 1, !tbaa !5, !alias.scope !27
  %439 = insertelement <8 x i8> poison, i8 %431, i64 0
  %440 = insertelement <8 x i8> %439, i8 %432, i64 1
  %441 = insertelement <8 x i8> %440, i8 %433, i64 2
  %442 = insertelement <8 x i8> %441, i8 %434, i64 3
  %443 = insertelement <8 x i8> %442, i8 %435, i64 4
  %444 = insertelement <8 x i8> %443, i8 %436, i64 5
  %445 = insertelement <8 x i8> %444, i8 %437, i64 6
  %446 = insertelement <8 x i8> %445, i8 %438, i64 7
  %447 = add <8 x i8> %414, %446
  %448 = and i64 %381, 9223372036854775800
  %449 = getelementptr inbounds i8, ptr %144, i64 %448
  store <8 x i8> %447, ptr %449, align 1, !tbaa !5, !alias.scope !30, !noalias !27
  %450 = add nuw i64 %381, 8
  %451 = icmp eq i64 %450, %378
  br i1 %451, label %452, label %380, !llvm.loop !32

452:                                              ; preds = %380
  %453 = icmp eq i64 %217, %378
  br i1 %453, label %469, label %454

454:                                              ; preds = %452, %219, %214, %372
  %455 = phi i64 [ 0, %214 ], [ 0, %219 ], [ %373, %372 ], [ %379, %452 ]
  br label %456

456:                                              ; preds = %454, %456
  %457 = phi i64 [ %467, %456 ], [ %455, %454 ]
  %458 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %457
  %459 = load i8, ptr %458, align 1, !tbaa !5
  %460 = shl i8 %459, 4
  %461 = or disjoint i64 %457, 1
  %462 = getelementptr inbounds [255 x i8], ptr %146, i64 0, i64 %461
  %463 = load i8, ptr %462, align 1, !tbaa !5
  %464 = add i8 %460, %463
  %465 = lshr exact i64 %457, 1
  %466 = getelementptr inbounds i8, ptr %144, i64 %465
  store i8 %464, ptr %466, align 1, !tbaa !5
  %467 = add nuw nsw i64 %457, 2
  %468 = icmp ult i64 %467, %147
  br i1 %468, label %456, label %469, !llvm.loop !33

469:                                              ; preds = %456, %370, %452, %210, %185, %188, %199, %204, %202, %141, %18, %7
  %470 = phi i64 [ -1, %7 ], [ -46, %18 ], [ -70, %141 ], [ -1, %202 ], [ -70, %204 ], [ %186, %185 ], [ %191, %188 ], [ %201, %199 ], [ %208, %210 ], [ %208, %452 ], [ %208, %370 ], [ %208, %456 ]
  ret i64 %470
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readCTable(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr noundef %2, i64 noundef %3, ptr nocapture noundef writeonly %4) local_unnamed_addr #2 {
  %6 = alloca [256 x i8], align 16
  %7 = alloca [13 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [14 x i16], align 16
  %11 = alloca [14 x i16], align 16
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #14
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %7) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8) #14
  store i32 0, ptr %8, align 4, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #14
  store i32 0, ptr %9, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %0, i64 8
  %13 = call i64 @HUF_readStats(ptr noundef nonnull %6, i64 noundef 256, ptr noundef nonnull %7, ptr noundef nonnull %9, ptr noundef nonnull %8, ptr noundef %2, i64 noundef %3) #14
  %14 = icmp ult i64 %13, -119
  br i1 %14, label %15, label %199

15:                                               ; preds = %5
  %16 = load i32, ptr %7, align 16, !tbaa !19
  %17 = icmp ne i32 %16, 0
  %18 = zext i1 %17 to i32
  store i32 %18, ptr %4, align 4, !tbaa !19
  %19 = load i32, ptr %8, align 4, !tbaa !19
  %20 = icmp ugt i32 %19, 12
  br i1 %20, label %199, label %21

21:                                               ; preds = %15
  %22 = load i32, ptr %9, align 4, !tbaa !19
  %23 = load i32, ptr %1, align 4, !tbaa !19
  %24 = add i32 %23, 1
  %25 = icmp ugt i32 %22, %24
  br i1 %25, label %199, label %26

26:                                               ; preds = %21
  %27 = add i32 %22, -1
  store i32 %27, ptr %1, align 4, !tbaa !19
  %28 = trunc nuw i32 %19 to i8
  %29 = trunc i32 %27 to i8
  store i8 %28, ptr %0, align 8
  %30 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %29, ptr %30, align 1
  %31 = getelementptr inbounds i8, ptr %0, i64 2
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %31, i8 0, i64 6, i1 false)
  %32 = icmp eq i32 %19, 0
  br i1 %32, label %45, label %33

33:                                               ; preds = %26
  %34 = zext nneg i32 %19 to i64
  %35 = and i64 %34, 1
  %36 = icmp eq i32 %19, 1
  br i1 %36, label %39, label %37

37:                                               ; preds = %33
  %38 = and i64 %34, 14
  br label %78

39:                                               ; preds = %78, %33
  %40 = phi i64 [ 1, %33 ], [ %95, %78 ]
  %41 = phi i32 [ 0, %33 ], [ %94, %78 ]
  %42 = icmp eq i64 %35, 0
  br i1 %42, label %45, label %43

43:                                               ; preds = %39
  %44 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %40
  store i32 %41, ptr %44, align 4, !tbaa !19
  br label %45

45:                                               ; preds = %43, %39, %26
  %46 = icmp eq i32 %22, 0
  br i1 %46, label %47, label %48

47:                                               ; preds = %45
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  br label %144

48:                                               ; preds = %45
  %49 = add nuw nsw i8 %28, 1
  %50 = zext i32 %22 to i64
  %51 = icmp ult i32 %22, 4
  br i1 %51, label %52, label %54

52:                                               ; preds = %76, %48
  %53 = phi i64 [ 0, %48 ], [ %55, %76 ]
  br label %98

54:                                               ; preds = %48
  %55 = and i64 %50, 4294967292
  %56 = insertelement <2 x i8> poison, i8 %49, i64 0
  %57 = shufflevector <2 x i8> %56, <2 x i8> poison, <2 x i32> zeroinitializer
  br label %58

58:                                               ; preds = %58, %54
  %59 = phi i64 [ 0, %54 ], [ %74, %58 ]
  %60 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 2
  %62 = load <2 x i8>, ptr %60, align 4, !tbaa !5
  %63 = load <2 x i8>, ptr %61, align 2, !tbaa !5
  %64 = getelementptr inbounds i64, ptr %12, i64 %59
  %65 = sub <2 x i8> %57, %62
  %66 = sub <2 x i8> %57, %63
  %67 = icmp eq <2 x i8> %62, zeroinitializer
  %68 = icmp eq <2 x i8> %63, zeroinitializer
  %69 = select <2 x i1> %67, <2 x i8> zeroinitializer, <2 x i8> %65
  %70 = select <2 x i1> %68, <2 x i8> zeroinitializer, <2 x i8> %66
  %71 = zext <2 x i8> %69 to <2 x i64>
  %72 = zext <2 x i8> %70 to <2 x i64>
  %73 = getelementptr inbounds i8, ptr %64, i64 16
  store <2 x i64> %71, ptr %64, align 8, !tbaa !14
  store <2 x i64> %72, ptr %73, align 8, !tbaa !14
  %74 = add nuw i64 %59, 4
  %75 = icmp eq i64 %74, %55
  br i1 %75, label %76, label %58, !llvm.loop !34

76:                                               ; preds = %58
  %77 = icmp eq i64 %55, %50
  br i1 %77, label %109, label %52

78:                                               ; preds = %78, %37
  %79 = phi i64 [ 1, %37 ], [ %95, %78 ]
  %80 = phi i32 [ 0, %37 ], [ %94, %78 ]
  %81 = phi i64 [ 0, %37 ], [ %96, %78 ]
  %82 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %79
  %83 = load i32, ptr %82, align 4, !tbaa !19
  %84 = trunc i64 %79 to i32
  %85 = add nsw i32 %84, -1
  %86 = shl i32 %83, %85
  %87 = add i32 %86, %80
  store i32 %80, ptr %82, align 4, !tbaa !19
  %88 = add nuw nsw i64 %79, 1
  %89 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4, !tbaa !19
  %91 = trunc i64 %88 to i32
  %92 = add i32 %91, -1
  %93 = shl i32 %90, %92
  %94 = add i32 %93, %87
  store i32 %87, ptr %89, align 4, !tbaa !19
  %95 = add nuw nsw i64 %79, 2
  %96 = add i64 %81, 2
  %97 = icmp eq i64 %96, %38
  br i1 %97, label %39, label %78, !llvm.loop !35

98:                                               ; preds = %52, %98
  %99 = phi i64 [ %107, %98 ], [ %53, %52 ]
  %100 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %99
  %101 = load i8, ptr %100, align 1, !tbaa !5
  %102 = getelementptr inbounds i64, ptr %12, i64 %99
  %103 = sub i8 %49, %101
  %104 = icmp eq i8 %101, 0
  %105 = select i1 %104, i8 0, i8 %103
  %106 = zext i8 %105 to i64
  store i64 %106, ptr %102, align 8, !tbaa !14
  %107 = add nuw nsw i64 %99, 1
  %108 = icmp eq i64 %107, %50
  br i1 %108, label %109, label %98, !llvm.loop !36

109:                                              ; preds = %98, %76
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %10) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %10, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %11) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %11, i8 0, i64 28, i1 false)
  br i1 %46, label %144, label %110

110:                                              ; preds = %109
  %111 = and i64 %50, 1
  %112 = icmp eq i32 %22, 1
  br i1 %112, label %134, label %113

113:                                              ; preds = %110
  %114 = and i64 %50, 4294967294
  br label %115

115:                                              ; preds = %115, %113
  %116 = phi i64 [ 0, %113 ], [ %131, %115 ]
  %117 = phi i64 [ 0, %113 ], [ %132, %115 ]
  %118 = getelementptr inbounds i64, ptr %12, i64 %116
  %119 = load i64, ptr %118, align 8, !tbaa !14
  %120 = and i64 %119, 255
  %121 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %120
  %122 = load i16, ptr %121, align 2, !tbaa !37
  %123 = add i16 %122, 1
  store i16 %123, ptr %121, align 2, !tbaa !37
  %124 = or disjoint i64 %116, 1
  %125 = getelementptr inbounds i64, ptr %12, i64 %124
  %126 = load i64, ptr %125, align 8, !tbaa !14
  %127 = and i64 %126, 255
  %128 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %127
  %129 = load i16, ptr %128, align 2, !tbaa !37
  %130 = add i16 %129, 1
  store i16 %130, ptr %128, align 2, !tbaa !37
  %131 = add nuw nsw i64 %116, 2
  %132 = add i64 %117, 2
  %133 = icmp eq i64 %132, %114
  br i1 %133, label %134, label %115, !llvm.loop !39

134:                                              ; preds = %115, %110
  %135 = phi i64 [ 0, %110 ], [ %131, %115 ]
  %136 = icmp eq i64 %111, 0
  br i1 %136, label %144, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds i64, ptr %12, i64 %135
  %139 = load i64, ptr %138, align 8, !tbaa !14
  %140 = and i64 %139, 255
  %141 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %140
  %142 = load i16, ptr %141, align 2, !tbaa !37
  %143 = add i16 %142, 1
  store i16 %143, ptr %141, align 2, !tbaa !37
  br label %144

144:                                              ; preds = %137, %134, %47, %109
  %145 = add nuw nsw i32 %19, 1
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %146
  store i16 0, ptr %147, align 2, !tbaa !37
  br i1 %32, label %160, label %148

148:                                              ; preds = %144
  %149 = zext nneg i32 %19 to i64
  %150 = and i32 %19, 1
  %151 = icmp eq i32 %19, 1
  br i1 %151, label %154, label %152

152:                                              ; preds = %148
  %153 = and i32 %19, 14
  br label %163

154:                                              ; preds = %163, %148
  %155 = phi i64 [ %149, %148 ], [ %178, %163 ]
  %156 = phi i16 [ 0, %148 ], [ %177, %163 ]
  %157 = icmp eq i32 %150, 0
  br i1 %157, label %160, label %158

158:                                              ; preds = %154
  %159 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %155
  store i16 %156, ptr %159, align 2, !tbaa !37
  br label %160

160:                                              ; preds = %158, %154, %144
  br i1 %46, label %198, label %161

161:                                              ; preds = %160
  %162 = zext i32 %22 to i64
  br label %181

163:                                              ; preds = %163, %152
  %164 = phi i64 [ %149, %152 ], [ %178, %163 ]
  %165 = phi i16 [ 0, %152 ], [ %177, %163 ]
  %166 = phi i32 [ 0, %152 ], [ %179, %163 ]
  %167 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %164
  store i16 %165, ptr %167, align 2, !tbaa !37
  %168 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %164
  %169 = load i16, ptr %168, align 2, !tbaa !37
  %170 = add i16 %169, %165
  %171 = lshr i16 %170, 1
  %172 = add nsw i64 %164, -1
  %173 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %172
  store i16 %171, ptr %173, align 2, !tbaa !37
  %174 = getelementptr inbounds [14 x i16], ptr %10, i64 0, i64 %172
  %175 = load i16, ptr %174, align 2, !tbaa !37
  %176 = add i16 %175, %171
  %177 = lshr i16 %176, 1
  %178 = add nsw i64 %164, -2
  %179 = add i32 %166, 2
  %180 = icmp eq i32 %179, %153
  br i1 %180, label %154, label %163, !llvm.loop !40

181:                                              ; preds = %161, %195
  %182 = phi i64 [ 0, %161 ], [ %196, %195 ]
  %183 = getelementptr inbounds i64, ptr %12, i64 %182
  %184 = load i64, ptr %183, align 8, !tbaa !14
  %185 = and i64 %184, 255
  %186 = getelementptr inbounds [14 x i16], ptr %11, i64 0, i64 %185
  %187 = load i16, ptr %186, align 2, !tbaa !37
  %188 = add i16 %187, 1
  store i16 %188, ptr %186, align 2, !tbaa !37
  %189 = icmp eq i64 %185, 0
  br i1 %189, label %195, label %190

190:                                              ; preds = %181
  %191 = zext i16 %187 to i64
  %192 = sub nsw i64 64, %185
  %193 = shl i64 %191, %192
  %194 = or i64 %193, %184
  store i64 %194, ptr %183, align 8, !tbaa !14
  br label %195

195:                                              ; preds = %181, %190
  %196 = add nuw nsw i64 %182, 1
  %197 = icmp eq i64 %196, %162
  br i1 %197, label %198, label %181, !llvm.loop !41

198:                                              ; preds = %195, %160
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %11) #14
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %10) #14
  br label %199

199:                                              ; preds = %21, %15, %5, %198
  %200 = phi i64 [ %13, %198 ], [ %13, %5 ], [ -44, %15 ], [ -48, %21 ]
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #14
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %7) #14
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #14
  ret i64 %200
}

declare i64 @HUF_readStats(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define dso_local range(i32 0, 256) i32 @HUF_getNbBitsFromCTable(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = load i64, ptr %0, align 8
  %4 = trunc i64 %3 to i32
  %5 = lshr i32 %4, 8
  %6 = and i32 %5, 255
  %7 = icmp ult i32 %6, %1
  br i1 %7, label %15, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = zext nneg i32 %1 to i64
  %11 = getelementptr inbounds i64, ptr %9, i64 %10
  %12 = load i64, ptr %11, align 8, !tbaa !14
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 255
  br label %15

15:                                               ; preds = %2, %8
  %16 = phi i32 [ %14, %8 ], [ 0, %2 ]
  ret i32 %16
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local range(i64 -66, 13) i64 @HUF_buildCTable_wksp(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, ptr noundef %4, i64 noundef %5) local_unnamed_addr #6 {
  %7 = alloca [13 x i16], align 16
  %8 = alloca [13 x i16], align 16
  %9 = alloca [14 x i32], align 16
  %10 = ptrtoint ptr %4 to i64
  %11 = sub i64 0, %10
  %12 = and i64 %11, 3
  %13 = icmp ugt i64 %12, %5
  %14 = getelementptr inbounds i8, ptr %4, i64 %12
  %15 = tail call i64 @llvm.usub.sat.i64(i64 %5, i64 %12)
  %16 = select i1 %13, ptr null, ptr %14
  %17 = getelementptr inbounds i8, ptr %16, i64 8
  %18 = icmp ult i64 %15, 4864
  br i1 %18, label %818, label %19

19:                                               ; preds = %6
  %20 = icmp ugt i32 %2, 255
  br i1 %20, label %818, label %21

21:                                               ; preds = %19
  %22 = icmp eq i32 %3, 0
  %23 = getelementptr inbounds i8, ptr %16, i64 4096
  %24 = add nuw nsw i32 %2, 1
  %25 = zext nneg i32 %24 to i64
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(4864) %16, i8 0, i64 4864, i1 false)
  %26 = and i64 %25, 1
  %27 = icmp eq i32 %2, 0
  br i1 %27, label %57, label %28

28:                                               ; preds = %21
  %29 = and i64 %25, 510
  br label %30

30:                                               ; preds = %30, %28
  %31 = phi i64 [ 0, %28 ], [ %54, %30 ]
  %32 = phi i64 [ 0, %28 ], [ %55, %30 ]
  %33 = getelementptr inbounds i32, ptr %1, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !19
  %35 = icmp ult i32 %34, 165
  %36 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %34, i1 true)
  %37 = sub nuw nsw i32 189, %36
  %38 = select i1 %35, i32 %34, i32 %37
  %39 = zext nneg i32 %38 to i64
  %40 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %39
  %41 = load i16, ptr %40, align 2, !tbaa !42
  %42 = add i16 %41, 1
  store i16 %42, ptr %40, align 2, !tbaa !42
  %43 = or disjoint i64 %31, 1
  %44 = getelementptr inbounds i32, ptr %1, i64 %43
  %45 = load i32, ptr %44, align 4, !tbaa !19
  %46 = icmp ult i32 %45, 165
  %47 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %45, i1 true)
  %48 = sub nuw nsw i32 189, %47
  %49 = select i1 %46, i32 %45, i32 %48
  %50 = zext nneg i32 %49 to i64
  %51 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %50
  %52 = load i16, ptr %51, align 2, !tbaa !42
  %53 = add i16 %52, 1
  store i16 %53, ptr %51, align 2, !tbaa !42
  %54 = add nuw nsw i64 %31, 2
  %55 = add i64 %32, 2
  %56 = icmp eq i64 %55, %29
  br i1 %56, label %57, label %30, !llvm.loop !44

57:                                               ; preds = %30, %21
  %58 = phi i64 [ 0, %21 ], [ %54, %30 ]
  %59 = icmp eq i64 %26, 0
  br i1 %59, label %71, label %60

60:                                               ; preds = %57
  %61 = getelementptr inbounds i32, ptr %1, i64 %58
  %62 = load i32, ptr %61, align 4, !tbaa !19
  %63 = icmp ult i32 %62, 165
  %64 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %62, i1 true)
  %65 = sub nuw nsw i32 189, %64
  %66 = select i1 %63, i32 %62, i32 %65
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %67
  %69 = load i16, ptr %68, align 2, !tbaa !42
  %70 = add i16 %69, 1
  store i16 %70, ptr %68, align 2, !tbaa !42
  br label %71

71:                                               ; preds = %57, %60
  %72 = getelementptr inbounds i8, ptr %16, i64 4860
  %73 = load i16, ptr %72, align 2, !tbaa !42
  br label %80

74:                                               ; preds = %80
  %75 = getelementptr inbounds i8, ptr %16, i64 4102
  %76 = and i64 %25, 1
  %77 = icmp eq i32 %2, 0
  br i1 %77, label %140, label %78

78:                                               ; preds = %74
  %79 = and i64 %25, 510
  br label %105

80:                                               ; preds = %99, %71
  %81 = phi i16 [ %73, %71 ], [ %103, %99 ]
  %82 = phi i64 [ 191, %71 ], [ %100, %99 ]
  %83 = getelementptr %struct.rankPos, ptr %23, i64 %82
  %84 = getelementptr i8, ptr %83, i64 -4
  %85 = load i16, ptr %84, align 2, !tbaa !42
  %86 = add i16 %85, %81
  store i16 %86, ptr %84, align 2, !tbaa !42
  %87 = getelementptr i8, ptr %83, i64 -2
  store i16 %86, ptr %87, align 2, !tbaa !45
  %88 = getelementptr %struct.rankPos, ptr %23, i64 %82
  %89 = getelementptr i8, ptr %88, i64 -8
  %90 = load i16, ptr %89, align 2, !tbaa !42
  %91 = add i16 %90, %86
  store i16 %91, ptr %89, align 2, !tbaa !42
  %92 = getelementptr i8, ptr %88, i64 -6
  store i16 %91, ptr %92, align 2, !tbaa !45
  %93 = add nsw i64 %82, -3
  %94 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %93
  %95 = load i16, ptr %94, align 2, !tbaa !42
  %96 = add i16 %95, %91
  store i16 %96, ptr %94, align 2, !tbaa !42
  %97 = getelementptr inbounds i8, ptr %94, i64 2
  store i16 %96, ptr %97, align 2, !tbaa !45
  %98 = icmp eq i64 %93, 0
  br i1 %98, label %74, label %99, !llvm.loop !46

99:                                               ; preds = %80
  %100 = add nsw i64 %82, -4
  %101 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %100
  %102 = load i16, ptr %101, align 2, !tbaa !42
  %103 = add i16 %102, %96
  store i16 %103, ptr %101, align 2, !tbaa !42
  %104 = getelementptr inbounds i8, ptr %101, i64 2
  store i16 %103, ptr %104, align 2, !tbaa !45
  br label %80

105:                                              ; preds = %105, %78
  %106 = phi i64 [ 0, %78 ], [ %137, %105 ]
  %107 = phi i64 [ 0, %78 ], [ %138, %105 ]
  %108 = getelementptr inbounds i32, ptr %1, i64 %106
  %109 = load i32, ptr %108, align 4, !tbaa !19
  %110 = icmp ult i32 %109, 165
  %111 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %109, i1 true)
  %112 = sub nuw nsw i32 189, %111
  %113 = select i1 %110, i32 %109, i32 %112
  %114 = zext nneg i32 %113 to i64
  %115 = getelementptr inbounds %struct.rankPos, ptr %75, i64 %114
  %116 = load i16, ptr %115, align 2, !tbaa !45
  %117 = add i16 %116, 1
  store i16 %117, ptr %115, align 2, !tbaa !45
  %118 = zext i16 %116 to i64
  %119 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %118
  store i32 %109, ptr %119, align 4, !tbaa !47
  %120 = trunc i64 %106 to i8
  %121 = getelementptr inbounds i8, ptr %119, i64 6
  store i8 %120, ptr %121, align 2, !tbaa !49
  %122 = or disjoint i64 %106, 1
  %123 = getelementptr inbounds i32, ptr %1, i64 %122
  %124 = load i32, ptr %123, align 4, !tbaa !19
  %125 = icmp ult i32 %124, 165
  %126 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %124, i1 true)
  %127 = sub nuw nsw i32 189, %126
  %128 = select i1 %125, i32 %124, i32 %127
  %129 = zext nneg i32 %128 to i64
  %130 = getelementptr inbounds %struct.rankPos, ptr %75, i64 %129
  %131 = load i16, ptr %130, align 2, !tbaa !45
  %132 = add i16 %131, 1
  store i16 %132, ptr %130, align 2, !tbaa !45
  %133 = zext i16 %131 to i64
  %134 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %133
  store i32 %124, ptr %134, align 4, !tbaa !47
  %135 = trunc i64 %122 to i8
  %136 = getelementptr inbounds i8, ptr %134, i64 6
  store i8 %135, ptr %136, align 2, !tbaa !49
  %137 = add nuw nsw i64 %106, 2
  %138 = add i64 %107, 2
  %139 = icmp eq i64 %138, %79
  br i1 %139, label %140, label %105, !llvm.loop !50

140:                                              ; preds = %105, %74
  %141 = phi i64 [ 0, %74 ], [ %137, %105 ]
  %142 = icmp eq i64 %76, 0
  br i1 %142, label %158, label %143

143:                                              ; preds = %140
  %144 = getelementptr inbounds i32, ptr %1, i64 %141
  %145 = load i32, ptr %144, align 4, !tbaa !19
  %146 = icmp ult i32 %145, 165
  %147 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %145, i1 true)
  %148 = sub nuw nsw i32 189, %147
  %149 = select i1 %146, i32 %145, i32 %148
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds %struct.rankPos, ptr %75, i64 %150
  %152 = load i16, ptr %151, align 2, !tbaa !45
  %153 = add i16 %152, 1
  store i16 %153, ptr %151, align 2, !tbaa !45
  %154 = zext i16 %152 to i64
  %155 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %154
  store i32 %145, ptr %155, align 4, !tbaa !47
  %156 = trunc i64 %141 to i8
  %157 = getelementptr inbounds i8, ptr %155, i64 6
  store i8 %156, ptr %157, align 2, !tbaa !49
  br label %158

158:                                              ; preds = %140, %143
  br label %159

159:                                              ; preds = %158, %173
  %160 = phi i64 [ %174, %173 ], [ 165, %158 ]
  %161 = getelementptr inbounds %struct.rankPos, ptr %23, i64 %160
  %162 = getelementptr inbounds i8, ptr %161, i64 2
  %163 = load i16, ptr %162, align 2, !tbaa !45
  %164 = zext i16 %163 to i32
  %165 = load i16, ptr %161, align 2, !tbaa !42
  %166 = zext i16 %165 to i32
  %167 = sub nsw i32 %164, %166
  %168 = icmp sgt i32 %167, 1
  br i1 %168, label %169, label %173

169:                                              ; preds = %159
  %170 = zext i16 %165 to i64
  %171 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %170
  %172 = add nsw i32 %167, -1
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %171, i32 noundef 0, i32 noundef %172)
  br label %173

173:                                              ; preds = %169, %159
  %174 = add nuw nsw i64 %160, 1
  %175 = icmp eq i64 %174, 191
  br i1 %175, label %176, label %159, !llvm.loop !51

176:                                              ; preds = %173
  %177 = zext nneg i32 %2 to i64
  %178 = add nuw nsw i32 %2, 254
  %179 = add nuw nsw i32 %2, 255
  br label %180

180:                                              ; preds = %180, %176
  %181 = phi i32 [ %191, %180 ], [ %179, %176 ]
  %182 = phi i32 [ %190, %180 ], [ %24, %176 ]
  %183 = phi i32 [ %189, %180 ], [ %178, %176 ]
  %184 = phi i64 [ %188, %180 ], [ %177, %176 ]
  %185 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %184
  %186 = load i32, ptr %185, align 4, !tbaa !47
  %187 = icmp eq i32 %186, 0
  %188 = add nsw i64 %184, -1
  %189 = add i32 %183, -1
  %190 = add i32 %182, -1
  %191 = add i32 %181, -1
  br i1 %187, label %180, label %192, !llvm.loop !52

192:                                              ; preds = %180
  %193 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %184
  %194 = select i1 %22, i32 11, i32 %3
  %195 = trunc nsw i64 %184 to i32
  %196 = add nsw i32 %195, 255
  %197 = getelementptr i8, ptr %193, i64 -8
  %198 = load i32, ptr %197, align 4, !tbaa !47
  %199 = add i32 %198, %186
  %200 = getelementptr inbounds i8, ptr %16, i64 2056
  store i32 %199, ptr %200, align 4, !tbaa !47
  %201 = getelementptr i8, ptr %193, i64 -4
  store i16 256, ptr %201, align 4, !tbaa !53
  %202 = getelementptr inbounds i8, ptr %193, i64 4
  store i16 256, ptr %202, align 4, !tbaa !53
  %203 = add nsw i32 %195, -2
  %204 = icmp slt i64 %184, 2
  br i1 %204, label %237, label %205

205:                                              ; preds = %192
  %206 = tail call i32 @llvm.smax.i32(i32 %181, i32 257)
  %207 = add nuw i32 %206, 1
  %208 = zext i32 %207 to i64
  %209 = zext nneg i32 %206 to i64
  %210 = add nsw i64 %209, -257
  %211 = and i64 %209, 7
  %212 = icmp ult i64 %210, 7
  br i1 %212, label %240, label %213

213:                                              ; preds = %205
  %214 = and i64 %209, 2147483640
  %215 = getelementptr inbounds i8, ptr %17, i64 8
  %216 = getelementptr inbounds i8, ptr %17, i64 16
  %217 = getelementptr inbounds i8, ptr %17, i64 24
  %218 = getelementptr inbounds i8, ptr %17, i64 32
  %219 = getelementptr inbounds i8, ptr %17, i64 40
  %220 = getelementptr inbounds i8, ptr %17, i64 48
  %221 = getelementptr inbounds i8, ptr %17, i64 56
  %222 = add nsw i64 %214, -264
  br label %223

223:                                              ; preds = %223, %213
  %224 = phi i64 [ 257, %213 ], [ %234, %223 ]
  %225 = phi i64 [ 0, %213 ], [ %235, %223 ]
  %226 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %224
  store i32 1073741824, ptr %226, align 4, !tbaa !47
  %227 = getelementptr inbounds %struct.nodeElt_s, ptr %215, i64 %224
  store i32 1073741824, ptr %227, align 4, !tbaa !47
  %228 = getelementptr inbounds %struct.nodeElt_s, ptr %216, i64 %224
  store i32 1073741824, ptr %228, align 4, !tbaa !47
  %229 = getelementptr inbounds %struct.nodeElt_s, ptr %217, i64 %224
  store i32 1073741824, ptr %229, align 4, !tbaa !47
  %230 = getelementptr inbounds %struct.nodeElt_s, ptr %218, i64 %224
  store i32 1073741824, ptr %230, align 4, !tbaa !47
  %231 = getelementptr inbounds %struct.nodeElt_s, ptr %219, i64 %224
  store i32 1073741824, ptr %231, align 4, !tbaa !47
  %232 = getelementptr inbounds %struct.nodeElt_s, ptr %220, i64 %224
  store i32 1073741824, ptr %232, align 4, !tbaa !47
  %233 = getelementptr inbounds %struct.nodeElt_s, ptr %221, i64 %224
  store i32 1073741824, ptr %233, align 4, !tbaa !47
  %234 = add nuw nsw i64 %224, 8
  %235 = add i64 %225, 8
  %236 = icmp eq i64 %225, %222
  br i1 %236, label %240, label %223, !llvm.loop !54

237:                                              ; preds = %192
  store i32 -2147483648, ptr %16, align 4, !tbaa !47
  %238 = sext i32 %196 to i64
  %239 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %238, i32 3
  store i8 0, ptr %239, align 1, !tbaa !55
  br label %320

240:                                              ; preds = %223, %205
  %241 = phi i64 [ 257, %205 ], [ %234, %223 ]
  %242 = icmp eq i64 %211, 0
  br i1 %242, label %250, label %243

243:                                              ; preds = %240, %243
  %244 = phi i64 [ %247, %243 ], [ %241, %240 ]
  %245 = phi i64 [ %248, %243 ], [ 0, %240 ]
  %246 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %244
  store i32 1073741824, ptr %246, align 4, !tbaa !47
  %247 = add nuw nsw i64 %244, 1
  %248 = add i64 %245, 1
  %249 = icmp eq i64 %248, %211
  br i1 %249, label %250, label %243, !llvm.loop !56

250:                                              ; preds = %243, %240
  store i32 -2147483648, ptr %16, align 4, !tbaa !47
  br label %251

251:                                              ; preds = %251, %250
  %252 = phi i64 [ 257, %250 ], [ %292, %251 ]
  %253 = phi i32 [ %203, %250 ], [ %279, %251 ]
  %254 = phi i32 [ 256, %250 ], [ %276, %251 ]
  %255 = sext i32 %253 to i64
  %256 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !47
  %258 = sext i32 %254 to i64
  %259 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %258
  %260 = load i32, ptr %259, align 4, !tbaa !47
  %261 = icmp uge i32 %257, %260
  %262 = zext i1 %261 to i32
  %263 = add nsw i32 %254, %262
  %264 = xor i1 %261, true
  %265 = sext i1 %264 to i32
  %266 = add nsw i32 %253, %265
  %267 = select i1 %261, i32 %254, i32 %253
  %268 = sext i32 %266 to i64
  %269 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !47
  %271 = sext i32 %263 to i64
  %272 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !47
  %274 = icmp uge i32 %270, %273
  %275 = zext i1 %274 to i32
  %276 = add nsw i32 %263, %275
  %277 = xor i1 %274, true
  %278 = sext i1 %277 to i32
  %279 = add nsw i32 %266, %278
  %280 = select i1 %274, i32 %263, i32 %266
  %281 = sext i32 %267 to i64
  %282 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %281
  %283 = load i32, ptr %282, align 4, !tbaa !47
  %284 = sext i32 %280 to i64
  %285 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !47
  %287 = add i32 %286, %283
  %288 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %252
  store i32 %287, ptr %288, align 4, !tbaa !47
  %289 = trunc i64 %252 to i16
  %290 = getelementptr inbounds i8, ptr %285, i64 4
  store i16 %289, ptr %290, align 4, !tbaa !53
  %291 = getelementptr inbounds i8, ptr %282, i64 4
  store i16 %289, ptr %291, align 4, !tbaa !53
  %292 = add nuw nsw i64 %252, 1
  %293 = icmp eq i64 %292, %208
  br i1 %293, label %294, label %251, !llvm.loop !57

294:                                              ; preds = %251
  %295 = sext i32 %196 to i64
  %296 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %295, i32 3
  store i8 0, ptr %296, align 1, !tbaa !55
  %297 = zext i32 %183 to i64
  %298 = tail call i32 @llvm.smin.i32(i32 %183, i32 256)
  %299 = sub i32 %181, %298
  %300 = sub i32 %183, %298
  %301 = and i32 %299, 3
  %302 = icmp eq i32 %301, 0
  br i1 %302, label %317, label %303

303:                                              ; preds = %294, %303
  %304 = phi i64 [ %314, %303 ], [ %297, %294 ]
  %305 = phi i32 [ %315, %303 ], [ 0, %294 ]
  %306 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %304
  %307 = getelementptr inbounds i8, ptr %306, i64 4
  %308 = load i16, ptr %307, align 4, !tbaa !53
  %309 = zext i16 %308 to i64
  %310 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %309, i32 3
  %311 = load i8, ptr %310, align 1, !tbaa !55
  %312 = add i8 %311, 1
  %313 = getelementptr inbounds i8, ptr %306, i64 7
  store i8 %312, ptr %313, align 1, !tbaa !55
  %314 = add nsw i64 %304, -1
  %315 = add i32 %305, 1
  %316 = icmp eq i32 %315, %301
  br i1 %316, label %317, label %303, !llvm.loop !58

317:                                              ; preds = %303, %294
  %318 = phi i64 [ %297, %294 ], [ %314, %303 ]
  %319 = icmp ult i32 %300, 3
  br i1 %319, label %320, label %329

320:                                              ; preds = %317, %329, %237
  %321 = icmp slt i64 %184, 0
  br i1 %321, label %425, label %322

322:                                              ; preds = %320
  %323 = zext i32 %182 to i64
  %324 = add nsw i64 %323, -1
  %325 = and i64 %323, 3
  %326 = icmp ult i64 %324, 3
  br i1 %326, label %408, label %327

327:                                              ; preds = %322
  %328 = and i64 %323, 4294967292
  br label %367

329:                                              ; preds = %317, %329
  %330 = phi i64 [ %364, %329 ], [ %318, %317 ]
  %331 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %330
  %332 = getelementptr inbounds i8, ptr %331, i64 4
  %333 = load i16, ptr %332, align 4, !tbaa !53
  %334 = zext i16 %333 to i64
  %335 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %334, i32 3
  %336 = load i8, ptr %335, align 1, !tbaa !55
  %337 = add i8 %336, 1
  %338 = getelementptr inbounds i8, ptr %331, i64 7
  store i8 %337, ptr %338, align 1, !tbaa !55
  %339 = getelementptr %struct.nodeElt_s, ptr %16, i64 %330
  %340 = getelementptr inbounds i8, ptr %339, i64 4
  %341 = load i16, ptr %340, align 4, !tbaa !53
  %342 = zext i16 %341 to i64
  %343 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %342, i32 3
  %344 = load i8, ptr %343, align 1, !tbaa !55
  %345 = add i8 %344, 1
  %346 = getelementptr inbounds i8, ptr %339, i64 7
  store i8 %345, ptr %346, align 1, !tbaa !55
  %347 = getelementptr %struct.nodeElt_s, ptr %17, i64 %330
  %348 = getelementptr i8, ptr %347, i64 -12
  %349 = load i16, ptr %348, align 4, !tbaa !53
  %350 = zext i16 %349 to i64
  %351 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %350, i32 3
  %352 = load i8, ptr %351, align 1, !tbaa !55
  %353 = add i8 %352, 1
  %354 = getelementptr i8, ptr %347, i64 -9
  store i8 %353, ptr %354, align 1, !tbaa !55
  %355 = add nsw i64 %330, -3
  %356 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %355
  %357 = getelementptr inbounds i8, ptr %356, i64 4
  %358 = load i16, ptr %357, align 4, !tbaa !53
  %359 = zext i16 %358 to i64
  %360 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %359, i32 3
  %361 = load i8, ptr %360, align 1, !tbaa !55
  %362 = add i8 %361, 1
  %363 = getelementptr inbounds i8, ptr %356, i64 7
  store i8 %362, ptr %363, align 1, !tbaa !55
  %364 = add nsw i64 %330, -4
  %365 = trunc nuw i64 %355 to i32
  %366 = icmp sgt i32 %365, 256
  br i1 %366, label %329, label %320, !llvm.loop !59

367:                                              ; preds = %367, %327
  %368 = phi i64 [ 0, %327 ], [ %405, %367 ]
  %369 = phi i64 [ 0, %327 ], [ %406, %367 ]
  %370 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %368
  %371 = getelementptr inbounds i8, ptr %370, i64 4
  %372 = load i16, ptr %371, align 4, !tbaa !53
  %373 = zext i16 %372 to i64
  %374 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %373, i32 3
  %375 = load i8, ptr %374, align 1, !tbaa !55
  %376 = add i8 %375, 1
  %377 = getelementptr inbounds i8, ptr %370, i64 7
  store i8 %376, ptr %377, align 1, !tbaa !55
  %378 = or disjoint i64 %368, 1
  %379 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %378
  %380 = getelementptr inbounds i8, ptr %379, i64 4
  %381 = load i16, ptr %380, align 4, !tbaa !53
  %382 = zext i16 %381 to i64
  %383 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %382, i32 3
  %384 = load i8, ptr %383, align 1, !tbaa !55
  %385 = add i8 %384, 1
  %386 = getelementptr inbounds i8, ptr %379, i64 7
  store i8 %385, ptr %386, align 1, !tbaa !55
  %387 = or disjoint i64 %368, 2
  %388 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %387
  %389 = getelementptr inbounds i8, ptr %388, i64 4
  %390 = load i16, ptr %389, align 4, !tbaa !53
  %391 = zext i16 %390 to i64
  %392 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %391, i32 3
  %393 = load i8, ptr %392, align 1, !tbaa !55
  %394 = add i8 %393, 1
  %395 = getelementptr inbounds i8, ptr %388, i64 7
  store i8 %394, ptr %395, align 1, !tbaa !55
  %396 = or disjoint i64 %368, 3
  %397 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %396
  %398 = getelementptr inbounds i8, ptr %397, i64 4
  %399 = load i16, ptr %398, align 4, !tbaa !53
  %400 = zext i16 %399 to i64
  %401 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %400, i32 3
  %402 = load i8, ptr %401, align 1, !tbaa !55
  %403 = add i8 %402, 1
  %404 = getelementptr inbounds i8, ptr %397, i64 7
  store i8 %403, ptr %404, align 1, !tbaa !55
  %405 = add nuw nsw i64 %368, 4
  %406 = add i64 %369, 4
  %407 = icmp eq i64 %406, %328
  br i1 %407, label %408, label %367, !llvm.loop !60

408:                                              ; preds = %367, %322
  %409 = phi i64 [ 0, %322 ], [ %405, %367 ]
  %410 = icmp eq i64 %325, 0
  br i1 %410, label %425, label %411

411:                                              ; preds = %408, %411
  %412 = phi i64 [ %422, %411 ], [ %409, %408 ]
  %413 = phi i64 [ %423, %411 ], [ 0, %408 ]
  %414 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %412
  %415 = getelementptr inbounds i8, ptr %414, i64 4
  %416 = load i16, ptr %415, align 4, !tbaa !53
  %417 = zext i16 %416 to i64
  %418 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %417, i32 3
  %419 = load i8, ptr %418, align 1, !tbaa !55
  %420 = add i8 %419, 1
  %421 = getelementptr inbounds i8, ptr %414, i64 7
  store i8 %420, ptr %421, align 1, !tbaa !55
  %422 = add nuw nsw i64 %412, 1
  %423 = add i64 %413, 1
  %424 = icmp eq i64 %423, %325
  br i1 %424, label %425, label %411, !llvm.loop !61

425:                                              ; preds = %408, %411, %320
  %426 = and i64 %184, 4294967295
  %427 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %426, i32 3
  %428 = load i8, ptr %427, align 1, !tbaa !55
  %429 = zext i8 %428 to i32
  %430 = icmp ult i32 %194, %429
  br i1 %430, label %431, label %616

431:                                              ; preds = %425
  %432 = sub nsw i32 %429, %194
  %433 = shl nuw i32 1, %432
  %434 = shl i64 %184, 32
  %435 = ashr exact i64 %434, 32
  %436 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %435, i32 3
  %437 = load i8, ptr %436, align 1, !tbaa !55
  %438 = zext i8 %437 to i32
  %439 = icmp ult i32 %194, %438
  br i1 %439, label %440, label %446

440:                                              ; preds = %431
  %441 = trunc nuw i32 %194 to i8
  br label %450

442:                                              ; preds = %450
  %443 = trunc nsw i64 %459 to i32
  %444 = shl i64 %459, 32
  %445 = ashr exact i64 %444, 32
  br label %446

446:                                              ; preds = %442, %431
  %447 = phi i64 [ %445, %442 ], [ %435, %431 ]
  %448 = phi i32 [ %443, %442 ], [ %195, %431 ]
  %449 = phi i32 [ %458, %442 ], [ 0, %431 ]
  br label %464

450:                                              ; preds = %450, %440
  %451 = phi i64 [ %435, %440 ], [ %459, %450 ]
  %452 = phi i32 [ %438, %440 ], [ %462, %450 ]
  %453 = phi ptr [ %436, %440 ], [ %460, %450 ]
  %454 = phi i32 [ 0, %440 ], [ %458, %450 ]
  %455 = sub nsw i32 %429, %452
  %456 = shl nsw i32 -1, %455
  %457 = add i32 %454, %433
  %458 = add i32 %457, %456
  store i8 %441, ptr %453, align 1, !tbaa !55
  %459 = add nsw i64 %451, -1
  %460 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %459, i32 3
  %461 = load i8, ptr %460, align 1, !tbaa !55
  %462 = zext i8 %461 to i32
  %463 = icmp ult i32 %194, %462
  br i1 %463, label %450, label %442, !llvm.loop !62

464:                                              ; preds = %464, %446
  %465 = phi i32 [ %472, %464 ], [ %448, %446 ]
  %466 = phi i64 [ %471, %464 ], [ %447, %446 ]
  %467 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %466, i32 3
  %468 = load i8, ptr %467, align 1, !tbaa !55
  %469 = zext i8 %468 to i32
  %470 = icmp eq i32 %194, %469
  %471 = add nsw i64 %466, -1
  %472 = add i32 %465, -1
  br i1 %470, label %464, label %473, !llvm.loop !63

473:                                              ; preds = %464
  %474 = ashr i32 %449, %432
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %9) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %9, i8 -16, i64 56, i1 false)
  %475 = icmp sgt i64 %466, -1
  br i1 %475, label %476, label %478

476:                                              ; preds = %473
  %477 = zext i32 %465 to i64
  br label %480

478:                                              ; preds = %494, %473
  %479 = icmp sgt i32 %474, 0
  br i1 %479, label %505, label %499

480:                                              ; preds = %494, %476
  %481 = phi i64 [ %477, %476 ], [ %497, %494 ]
  %482 = phi i32 [ %194, %476 ], [ %496, %494 ]
  %483 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %481, i32 3
  %484 = load i8, ptr %483, align 1, !tbaa !55
  %485 = zext i8 %484 to i32
  %486 = icmp ugt i32 %482, %485
  br i1 %486, label %489, label %487

487:                                              ; preds = %480
  %488 = trunc nuw i64 %481 to i32
  br label %494

489:                                              ; preds = %480
  %490 = sub nsw i32 %194, %485
  %491 = zext i32 %490 to i64
  %492 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %491
  %493 = trunc nuw i64 %481 to i32
  store i32 %493, ptr %492, align 4, !tbaa !19
  br label %494

494:                                              ; preds = %489, %487
  %495 = phi i32 [ %488, %487 ], [ %493, %489 ]
  %496 = phi i32 [ %482, %487 ], [ %485, %489 ]
  %497 = add nsw i64 %481, -1
  %498 = icmp sgt i32 %495, 0
  br i1 %498, label %480, label %478, !llvm.loop !64

499:                                              ; preds = %577, %478
  %500 = phi i32 [ %474, %478 ], [ %554, %577 ]
  %501 = icmp slt i32 %500, 0
  br i1 %501, label %502, label %615

502:                                              ; preds = %499
  %503 = getelementptr inbounds i8, ptr %9, i64 4
  %504 = load i32, ptr %503, align 4, !tbaa !19
  br label %603

505:                                              ; preds = %478, %577
  %506 = phi i32 [ %554, %577 ], [ %474, %478 ]
  %507 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %506, i1 true)
  %508 = icmp eq i32 %507, 31
  br i1 %508, label %538, label %509

509:                                              ; preds = %505
  %510 = sub nuw nsw i32 32, %507
  %511 = zext nneg i32 %510 to i64
  br label %512

512:                                              ; preds = %532, %509
  %513 = phi i64 [ %511, %509 ], [ %516, %532 ]
  %514 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %513
  %515 = load i32, ptr %514, align 4, !tbaa !19
  %516 = add nsw i64 %513, -1
  %517 = and i64 %516, 4294967295
  %518 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %517
  %519 = load i32, ptr %518, align 4, !tbaa !19
  %520 = icmp eq i32 %515, -252645136
  br i1 %520, label %532, label %521

521:                                              ; preds = %512
  %522 = icmp eq i32 %519, -252645136
  br i1 %522, label %535, label %523

523:                                              ; preds = %521
  %524 = zext i32 %515 to i64
  %525 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %524
  %526 = load i32, ptr %525, align 4, !tbaa !47
  %527 = zext i32 %519 to i64
  %528 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %527
  %529 = load i32, ptr %528, align 4, !tbaa !47
  %530 = shl i32 %529, 1
  %531 = icmp ugt i32 %526, %530
  br i1 %531, label %532, label %535

532:                                              ; preds = %523, %512
  %533 = and i64 %516, 4294967294
  %534 = icmp eq i64 %533, 0
  br i1 %534, label %538, label %512, !llvm.loop !65

535:                                              ; preds = %523, %521
  %536 = trunc nuw i64 %513 to i32
  %537 = icmp ult i64 %513, 13
  br i1 %537, label %538, label %550

538:                                              ; preds = %532, %535, %505
  %539 = phi i64 [ 1, %505 ], [ %513, %535 ], [ 1, %532 ]
  br label %540

540:                                              ; preds = %538, %545
  %541 = phi i64 [ %546, %545 ], [ %539, %538 ]
  %542 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %541
  %543 = load i32, ptr %542, align 4, !tbaa !19
  %544 = icmp eq i32 %543, -252645136
  br i1 %544, label %545, label %548

545:                                              ; preds = %540
  %546 = add nuw nsw i64 %541, 1
  %547 = icmp eq i64 %546, 13
  br i1 %547, label %550, label %540, !llvm.loop !66

548:                                              ; preds = %540
  %549 = trunc nuw nsw i64 %541 to i32
  br label %550

550:                                              ; preds = %545, %548, %535
  %551 = phi i32 [ %536, %535 ], [ %549, %548 ], [ 13, %545 ]
  %552 = add nsw i32 %551, -1
  %553 = shl nsw i32 -1, %552
  %554 = add nsw i32 %553, %506
  %555 = zext nneg i32 %551 to i64
  %556 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %555
  %557 = load i32, ptr %556, align 4, !tbaa !19
  %558 = zext i32 %557 to i64
  %559 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %558, i32 3
  %560 = load i8, ptr %559, align 1, !tbaa !55
  %561 = add i8 %560, 1
  store i8 %561, ptr %559, align 1, !tbaa !55
  %562 = zext nneg i32 %552 to i64
  %563 = getelementptr inbounds [14 x i32], ptr %9, i64 0, i64 %562
  %564 = load i32, ptr %563, align 4, !tbaa !19
  %565 = icmp eq i32 %564, -252645136
  %566 = select i1 %565, i32 %557, i32 %564
  store i32 %566, ptr %563, align 4
  %567 = icmp eq i32 %557, 0
  br i1 %567, label %577, label %568

568:                                              ; preds = %550
  %569 = add i32 %557, -1
  %570 = zext i32 %569 to i64
  %571 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %570, i32 3
  %572 = load i8, ptr %571, align 1, !tbaa !55
  %573 = zext i8 %572 to i32
  %574 = sub nsw i32 %194, %551
  %575 = icmp eq i32 %574, %573
  %576 = select i1 %575, i32 %569, i32 -252645136
  br label %577

577:                                              ; preds = %568, %550
  %578 = phi i32 [ %576, %568 ], [ -252645136, %550 ]
  store i32 %578, ptr %556, align 4
  %579 = icmp sgt i32 %554, 0
  br i1 %579, label %505, label %499, !llvm.loop !67

580:                                              ; preds = %607, %603
  %581 = phi i32 [ %604, %603 ], [ %608, %607 ]
  %582 = phi i32 [ %605, %603 ], [ %613, %607 ]
  %583 = icmp eq i32 %581, -252645136
  br i1 %583, label %584, label %607

584:                                              ; preds = %580
  %585 = shl i64 %606, 32
  %586 = ashr exact i64 %585, 32
  br label %587

587:                                              ; preds = %587, %584
  %588 = phi i64 [ %593, %587 ], [ %586, %584 ]
  %589 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %588, i32 3
  %590 = load i8, ptr %589, align 1, !tbaa !55
  %591 = zext i8 %590 to i32
  %592 = icmp eq i32 %194, %591
  %593 = add nsw i64 %588, -1
  br i1 %592, label %587, label %594, !llvm.loop !68

594:                                              ; preds = %587
  %595 = trunc nsw i64 %588 to i32
  %596 = add nsw i32 %595, 1
  %597 = sext i32 %596 to i64
  %598 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %597, i32 3
  %599 = load i8, ptr %598, align 1, !tbaa !55
  %600 = add i8 %599, -1
  store i8 %600, ptr %598, align 1, !tbaa !55
  %601 = add nuw nsw i32 %582, 1
  %602 = icmp slt i32 %582, -1
  br i1 %602, label %603, label %615, !llvm.loop !69

603:                                              ; preds = %594, %502
  %604 = phi i32 [ %504, %502 ], [ %596, %594 ]
  %605 = phi i32 [ %500, %502 ], [ %601, %594 ]
  %606 = phi i64 [ %466, %502 ], [ %588, %594 ]
  br label %580

607:                                              ; preds = %580
  %608 = add i32 %581, 1
  %609 = zext i32 %608 to i64
  %610 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %609, i32 3
  %611 = load i8, ptr %610, align 1, !tbaa !55
  %612 = add i8 %611, -1
  store i8 %612, ptr %610, align 1, !tbaa !55
  %613 = add nuw i32 %582, 1
  %614 = icmp eq i32 %582, -1
  br i1 %614, label %615, label %580, !llvm.loop !69

615:                                              ; preds = %594, %607, %499
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %9) #14
  br label %616

616:                                              ; preds = %425, %615
  %617 = phi i32 [ %194, %615 ], [ %429, %425 ]
  %618 = icmp ugt i32 %617, 12
  br i1 %618, label %818, label %619

619:                                              ; preds = %616
  %620 = getelementptr inbounds i8, ptr %0, i64 8
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %7) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(26) %7, i8 0, i64 26, i1 false)
  call void @llvm.lifetime.start.p0(i64 26, ptr nonnull %8) #14
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(26) %8, i8 0, i64 26, i1 false)
  br i1 %321, label %644, label %621

621:                                              ; preds = %619
  %622 = add nuw i64 %184, 1
  %623 = and i64 %622, 4294967295
  %624 = add nsw i64 %623, -1
  %625 = and i64 %622, 3
  %626 = icmp ult i64 %624, 3
  br i1 %626, label %629, label %627

627:                                              ; preds = %621
  %628 = sub nsw i64 %623, %625
  br label %652

629:                                              ; preds = %652, %621
  %630 = phi i64 [ 0, %621 ], [ %682, %652 ]
  %631 = icmp eq i64 %625, 0
  br i1 %631, label %644, label %632

632:                                              ; preds = %629, %632
  %633 = phi i64 [ %641, %632 ], [ %630, %629 ]
  %634 = phi i64 [ %642, %632 ], [ 0, %629 ]
  %635 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %633, i32 3
  %636 = load i8, ptr %635, align 1, !tbaa !55
  %637 = zext i8 %636 to i64
  %638 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %637
  %639 = load i16, ptr %638, align 2, !tbaa !37
  %640 = add i16 %639, 1
  store i16 %640, ptr %638, align 2, !tbaa !37
  %641 = add nuw nsw i64 %633, 1
  %642 = add i64 %634, 1
  %643 = icmp eq i64 %642, %625
  br i1 %643, label %644, label %632, !llvm.loop !70

644:                                              ; preds = %629, %632, %619
  %645 = icmp eq i32 %617, 0
  br i1 %645, label %731, label %646

646:                                              ; preds = %644
  %647 = zext nneg i32 %617 to i64
  %648 = and i64 %647, 3
  %649 = icmp ult i32 %617, 4
  br i1 %649, label %715, label %650

650:                                              ; preds = %646
  %651 = and i64 %647, 12
  br label %685

652:                                              ; preds = %652, %627
  %653 = phi i64 [ 0, %627 ], [ %682, %652 ]
  %654 = phi i64 [ 0, %627 ], [ %683, %652 ]
  %655 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %653, i32 3
  %656 = load i8, ptr %655, align 1, !tbaa !55
  %657 = zext i8 %656 to i64
  %658 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %657
  %659 = load i16, ptr %658, align 2, !tbaa !37
  %660 = add i16 %659, 1
  store i16 %660, ptr %658, align 2, !tbaa !37
  %661 = or disjoint i64 %653, 1
  %662 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %661, i32 3
  %663 = load i8, ptr %662, align 1, !tbaa !55
  %664 = zext i8 %663 to i64
  %665 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %664
  %666 = load i16, ptr %665, align 2, !tbaa !37
  %667 = add i16 %666, 1
  store i16 %667, ptr %665, align 2, !tbaa !37
  %668 = or disjoint i64 %653, 2
  %669 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %668, i32 3
  %670 = load i8, ptr %669, align 1, !tbaa !55
  %671 = zext i8 %670 to i64
  %672 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %671
  %673 = load i16, ptr %672, align 2, !tbaa !37
  %674 = add i16 %673, 1
  store i16 %674, ptr %672, align 2, !tbaa !37
  %675 = or disjoint i64 %653, 3
  %676 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %675, i32 3
  %677 = load i8, ptr %676, align 1, !tbaa !55
  %678 = zext i8 %677 to i64
  %679 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %678
  %680 = load i16, ptr %679, align 2, !tbaa !37
  %681 = add i16 %680, 1
  store i16 %681, ptr %679, align 2, !tbaa !37
  %682 = add nuw nsw i64 %653, 4
  %683 = add i64 %654, 4
  %684 = icmp eq i64 %683, %628
  br i1 %684, label %629, label %652, !llvm.loop !71

685:                                              ; preds = %685, %650
  %686 = phi i64 [ %647, %650 ], [ %712, %685 ]
  %687 = phi i16 [ 0, %650 ], [ %711, %685 ]
  %688 = phi i64 [ 0, %650 ], [ %713, %685 ]
  %689 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %686
  store i16 %687, ptr %689, align 2, !tbaa !37
  %690 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %686
  %691 = load i16, ptr %690, align 2, !tbaa !37
  %692 = add i16 %691, %687
  %693 = lshr i16 %692, 1
  %694 = add nsw i64 %686, -1
  %695 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %694
  store i16 %693, ptr %695, align 2, !tbaa !37
  %696 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %694
  %697 = load i16, ptr %696, align 2, !tbaa !37
  %698 = add i16 %697, %693
  %699 = lshr i16 %698, 1
  %700 = add nsw i64 %686, -2
  %701 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %700
  store i16 %699, ptr %701, align 2, !tbaa !37
  %702 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %700
  %703 = load i16, ptr %702, align 2, !tbaa !37
  %704 = add i16 %703, %699
  %705 = lshr i16 %704, 1
  %706 = add nsw i64 %686, -3
  %707 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %706
  store i16 %705, ptr %707, align 2, !tbaa !37
  %708 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %706
  %709 = load i16, ptr %708, align 2, !tbaa !37
  %710 = add i16 %709, %705
  %711 = lshr i16 %710, 1
  %712 = add nsw i64 %686, -4
  %713 = add i64 %688, 4
  %714 = icmp eq i64 %713, %651
  br i1 %714, label %715, label %685, !llvm.loop !72

715:                                              ; preds = %685, %646
  %716 = phi i64 [ %647, %646 ], [ %712, %685 ]
  %717 = phi i16 [ 0, %646 ], [ %711, %685 ]
  %718 = icmp eq i64 %648, 0
  br i1 %718, label %731, label %719

719:                                              ; preds = %715, %719
  %720 = phi i64 [ %728, %719 ], [ %716, %715 ]
  %721 = phi i16 [ %727, %719 ], [ %717, %715 ]
  %722 = phi i64 [ %729, %719 ], [ 0, %715 ]
  %723 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %720
  store i16 %721, ptr %723, align 2, !tbaa !37
  %724 = getelementptr inbounds [13 x i16], ptr %7, i64 0, i64 %720
  %725 = load i16, ptr %724, align 2, !tbaa !37
  %726 = add i16 %725, %721
  %727 = lshr i16 %726, 1
  %728 = add nsw i64 %720, -1
  %729 = add i64 %722, 1
  %730 = icmp eq i64 %729, %648
  br i1 %730, label %731, label %719, !llvm.loop !73

731:                                              ; preds = %715, %719, %644
  %732 = and i64 %25, 3
  %733 = icmp ult i32 %2, 3
  br i1 %733, label %777, label %734

734:                                              ; preds = %731
  %735 = and i64 %25, 508
  br label %736

736:                                              ; preds = %736, %734
  %737 = phi i64 [ 0, %734 ], [ %774, %736 ]
  %738 = phi i64 [ 0, %734 ], [ %775, %736 ]
  %739 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %737
  %740 = getelementptr inbounds i8, ptr %739, i64 6
  %741 = load i8, ptr %740, align 2, !tbaa !49
  %742 = zext i8 %741 to i64
  %743 = getelementptr inbounds i64, ptr %620, i64 %742
  %744 = getelementptr inbounds i8, ptr %739, i64 7
  %745 = load i8, ptr %744, align 1, !tbaa !55
  %746 = zext i8 %745 to i64
  store i64 %746, ptr %743, align 8, !tbaa !14
  %747 = or disjoint i64 %737, 1
  %748 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %747
  %749 = getelementptr inbounds i8, ptr %748, i64 6
  %750 = load i8, ptr %749, align 2, !tbaa !49
  %751 = zext i8 %750 to i64
  %752 = getelementptr inbounds i64, ptr %620, i64 %751
  %753 = getelementptr inbounds i8, ptr %748, i64 7
  %754 = load i8, ptr %753, align 1, !tbaa !55
  %755 = zext i8 %754 to i64
  store i64 %755, ptr %752, align 8, !tbaa !14
  %756 = or disjoint i64 %737, 2
  %757 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %756
  %758 = getelementptr inbounds i8, ptr %757, i64 6
  %759 = load i8, ptr %758, align 2, !tbaa !49
  %760 = zext i8 %759 to i64
  %761 = getelementptr inbounds i64, ptr %620, i64 %760
  %762 = getelementptr inbounds i8, ptr %757, i64 7
  %763 = load i8, ptr %762, align 1, !tbaa !55
  %764 = zext i8 %763 to i64
  store i64 %764, ptr %761, align 8, !tbaa !14
  %765 = or disjoint i64 %737, 3
  %766 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %765
  %767 = getelementptr inbounds i8, ptr %766, i64 6
  %768 = load i8, ptr %767, align 2, !tbaa !49
  %769 = zext i8 %768 to i64
  %770 = getelementptr inbounds i64, ptr %620, i64 %769
  %771 = getelementptr inbounds i8, ptr %766, i64 7
  %772 = load i8, ptr %771, align 1, !tbaa !55
  %773 = zext i8 %772 to i64
  store i64 %773, ptr %770, align 8, !tbaa !14
  %774 = add nuw nsw i64 %737, 4
  %775 = add i64 %738, 4
  %776 = icmp eq i64 %775, %735
  br i1 %776, label %777, label %736, !llvm.loop !74

777:                                              ; preds = %736, %731
  %778 = phi i64 [ 0, %731 ], [ %774, %736 ]
  %779 = icmp eq i64 %732, 0
  br i1 %779, label %794, label %780

780:                                              ; preds = %777, %780
  %781 = phi i64 [ %791, %780 ], [ %778, %777 ]
  %782 = phi i64 [ %792, %780 ], [ 0, %777 ]
  %783 = getelementptr inbounds %struct.nodeElt_s, ptr %17, i64 %781
  %784 = getelementptr inbounds i8, ptr %783, i64 6
  %785 = load i8, ptr %784, align 2, !tbaa !49
  %786 = zext i8 %785 to i64
  %787 = getelementptr inbounds i64, ptr %620, i64 %786
  %788 = getelementptr inbounds i8, ptr %783, i64 7
  %789 = load i8, ptr %788, align 1, !tbaa !55
  %790 = zext i8 %789 to i64
  store i64 %790, ptr %787, align 8, !tbaa !14
  %791 = add nuw nsw i64 %781, 1
  %792 = add i64 %782, 1
  %793 = icmp eq i64 %792, %732
  br i1 %793, label %794, label %780, !llvm.loop !75

794:                                              ; preds = %780, %777
  br label %795

795:                                              ; preds = %794, %809
  %796 = phi i64 [ %810, %809 ], [ 0, %794 ]
  %797 = getelementptr inbounds i64, ptr %620, i64 %796
  %798 = load i64, ptr %797, align 8, !tbaa !14
  %799 = and i64 %798, 255
  %800 = getelementptr inbounds [13 x i16], ptr %8, i64 0, i64 %799
  %801 = load i16, ptr %800, align 2, !tbaa !37
  %802 = add i16 %801, 1
  store i16 %802, ptr %800, align 2, !tbaa !37
  %803 = icmp eq i64 %799, 0
  br i1 %803, label %809, label %804

804:                                              ; preds = %795
  %805 = zext i16 %801 to i64
  %806 = sub nsw i64 64, %799
  %807 = shl i64 %805, %806
  %808 = or i64 %807, %798
  store i64 %808, ptr %797, align 8, !tbaa !14
  br label %809

809:                                              ; preds = %804, %795
  %810 = add nuw nsw i64 %796, 1
  %811 = icmp eq i64 %810, %25
  br i1 %811, label %812, label %795, !llvm.loop !76

812:                                              ; preds = %809
  %813 = trunc nuw i32 %617 to i8
  %814 = trunc nuw i32 %2 to i8
  store i8 %813, ptr %0, align 8
  %815 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 %814, ptr %815, align 1
  %816 = getelementptr inbounds i8, ptr %0, i64 2
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(6) %816, i8 0, i64 6, i1 false)
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %8) #14
  call void @llvm.lifetime.end.p0(i64 26, ptr nonnull %7) #14
  %817 = zext nneg i32 %617 to i64
  br label %818

818:                                              ; preds = %616, %19, %6, %812
  %819 = phi i64 [ %817, %812 ], [ -66, %6 ], [ -46, %19 ], [ -1, %616 ]
  ret i64 %819
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i64 0, 2305843009213693952) i64 @HUF_estimateCompressedSize(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = icmp slt i32 %2, 0
  br i1 %5, label %57, label %6

6:                                                ; preds = %3
  %7 = add nuw i32 %2, 1
  %8 = zext i32 %7 to i64
  %9 = icmp ult i32 %2, 3
  br i1 %9, label %38, label %10

10:                                               ; preds = %6
  %11 = and i64 %8, 4294967292
  br label %12

12:                                               ; preds = %12, %10
  %13 = phi i64 [ 0, %10 ], [ %32, %12 ]
  %14 = phi <2 x i64> [ zeroinitializer, %10 ], [ %30, %12 ]
  %15 = phi <2 x i64> [ zeroinitializer, %10 ], [ %31, %12 ]
  %16 = getelementptr inbounds i64, ptr %4, i64 %13
  %17 = getelementptr inbounds i8, ptr %16, i64 16
  %18 = load <2 x i64>, ptr %16, align 8, !tbaa !14
  %19 = load <2 x i64>, ptr %17, align 8, !tbaa !14
  %20 = and <2 x i64> %18, <i64 255, i64 255>
  %21 = and <2 x i64> %19, <i64 255, i64 255>
  %22 = getelementptr inbounds i32, ptr %1, i64 %13
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load <2 x i32>, ptr %22, align 4, !tbaa !19
  %25 = load <2 x i32>, ptr %23, align 4, !tbaa !19
  %26 = zext <2 x i32> %24 to <2 x i64>
  %27 = zext <2 x i32> %25 to <2 x i64>
  %28 = mul nuw nsw <2 x i64> %20, %26
  %29 = mul nuw nsw <2 x i64> %21, %27
  %30 = add <2 x i64> %28, %14
  %31 = add <2 x i64> %29, %15
  %32 = add nuw i64 %13, 4
  %33 = icmp eq i64 %32, %11
  br i1 %33, label %34, label %12, !llvm.loop !77

34:                                               ; preds = %12
  %35 = add <2 x i64> %31, %30
  %36 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %35)
  %37 = icmp eq i64 %11, %8
  br i1 %37, label %54, label %38

38:                                               ; preds = %34, %6
  %39 = phi i64 [ 0, %6 ], [ %11, %34 ]
  %40 = phi i64 [ 0, %6 ], [ %36, %34 ]
  br label %41

41:                                               ; preds = %38, %41
  %42 = phi i64 [ %52, %41 ], [ %39, %38 ]
  %43 = phi i64 [ %51, %41 ], [ %40, %38 ]
  %44 = getelementptr inbounds i64, ptr %4, i64 %42
  %45 = load i64, ptr %44, align 8, !tbaa !14
  %46 = and i64 %45, 255
  %47 = getelementptr inbounds i32, ptr %1, i64 %42
  %48 = load i32, ptr %47, align 4, !tbaa !19
  %49 = zext i32 %48 to i64
  %50 = mul nuw nsw i64 %46, %49
  %51 = add i64 %50, %43
  %52 = add nuw nsw i64 %42, 1
  %53 = icmp eq i64 %52, %8
  br i1 %53, label %54, label %41, !llvm.loop !78

54:                                               ; preds = %41, %34
  %55 = phi i64 [ %36, %34 ], [ %51, %41 ]
  %56 = lshr i64 %55, 3
  br label %57

57:                                               ; preds = %54, %3
  %58 = phi i64 [ 0, %3 ], [ %56, %54 ]
  ret i64 %58
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local range(i32 0, 2) i32 @HUF_validateCTable(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #7 {
  %4 = load i64, ptr %0, align 8
  %5 = trunc i64 %4 to i32
  %6 = lshr i32 %5, 8
  %7 = getelementptr inbounds i8, ptr %0, i64 8
  %8 = and i32 %6, 255
  %9 = icmp ult i32 %8, %2
  br i1 %9, label %68, label %10

10:                                               ; preds = %3
  %11 = add nuw nsw i32 %2, 1
  %12 = zext nneg i32 %11 to i64
  %13 = icmp ult i32 %2, 3
  br i1 %13, label %46, label %14

14:                                               ; preds = %10
  %15 = and i64 %12, 2147483644
  br label %16

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %40, %16 ]
  %18 = phi <2 x i32> [ zeroinitializer, %14 ], [ %38, %16 ]
  %19 = phi <2 x i32> [ zeroinitializer, %14 ], [ %39, %16 ]
  %20 = getelementptr inbounds i32, ptr %1, i64 %17
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load <2 x i32>, ptr %20, align 4, !tbaa !19
  %23 = load <2 x i32>, ptr %21, align 4, !tbaa !19
  %24 = icmp ne <2 x i32> %22, zeroinitializer
  %25 = icmp ne <2 x i32> %23, zeroinitializer
  %26 = getelementptr inbounds i64, ptr %7, i64 %17
  %27 = getelementptr inbounds i8, ptr %26, i64 16
  %28 = load <2 x i64>, ptr %26, align 8, !tbaa !14
  %29 = load <2 x i64>, ptr %27, align 8, !tbaa !14
  %30 = and <2 x i64> %28, <i64 255, i64 255>
  %31 = and <2 x i64> %29, <i64 255, i64 255>
  %32 = icmp eq <2 x i64> %30, zeroinitializer
  %33 = icmp eq <2 x i64> %31, zeroinitializer
  %34 = and <2 x i1> %24, %32
  %35 = and <2 x i1> %25, %33
  %36 = zext <2 x i1> %34 to <2 x i32>
  %37 = zext <2 x i1> %35 to <2 x i32>
  %38 = or <2 x i32> %18, %36
  %39 = or <2 x i32> %19, %37
  %40 = add nuw i64 %17, 4
  %41 = icmp eq i64 %40, %15
  br i1 %41, label %42, label %16, !llvm.loop !79

42:                                               ; preds = %16
  %43 = or <2 x i32> %39, %38
  %44 = tail call i32 @llvm.vector.reduce.or.v2i32(<2 x i32> %43)
  %45 = icmp eq i64 %15, %12
  br i1 %45, label %64, label %46

46:                                               ; preds = %42, %10
  %47 = phi i64 [ 0, %10 ], [ %15, %42 ]
  %48 = phi i32 [ 0, %10 ], [ %44, %42 ]
  br label %49

49:                                               ; preds = %46, %49
  %50 = phi i64 [ %62, %49 ], [ %47, %46 ]
  %51 = phi i32 [ %61, %49 ], [ %48, %46 ]
  %52 = getelementptr inbounds i32, ptr %1, i64 %50
  %53 = load i32, ptr %52, align 4, !tbaa !19
  %54 = icmp ne i32 %53, 0
  %55 = getelementptr inbounds i64, ptr %7, i64 %50
  %56 = load i64, ptr %55, align 8, !tbaa !14
  %57 = and i64 %56, 255
  %58 = icmp eq i64 %57, 0
  %59 = and i1 %54, %58
  %60 = zext i1 %59 to i32
  %61 = or i32 %51, %60
  %62 = add nuw nsw i64 %50, 1
  %63 = icmp eq i64 %62, %12
  br i1 %63, label %64, label %49, !llvm.loop !80

64:                                               ; preds = %49, %42
  %65 = phi i32 [ %44, %42 ], [ %61, %49 ]
  %66 = icmp eq i32 %65, 0
  %67 = zext i1 %66 to i32
  br label %68

68:                                               ; preds = %3, %64
  %69 = phi i32 [ %67, %64 ], [ 0, %3 ]
  ret i32 %69
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i64 @HUF_compressBound(i64 noundef %0) local_unnamed_addr #8 {
  %2 = lshr i64 %0, 8
  %3 = add i64 %0, 137
  %4 = add i64 %3, %2
  ret i64 %4
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_compress1X_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #9 {
  %7 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef readonly %2, i64 noundef %3, ptr noundef readonly %4, i32 noundef %5) unnamed_addr #9 {
  %7 = and i32 %5, 1
  %8 = icmp eq i32 %7, 0
  br i1 %8, label %11, label %9

9:                                                ; preds = %6
  %10 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4)
  br label %2158

11:                                               ; preds = %6
  %12 = load i64, ptr %4, align 8
  %13 = trunc i64 %12 to i32
  %14 = and i32 %13, 255
  %15 = getelementptr inbounds i8, ptr %4, i64 8
  %16 = icmp ult i64 %1, 8
  br i1 %16, label %2158, label %17

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %0, i64 %1
  %19 = getelementptr inbounds i8, ptr %18, i64 -8
  %20 = icmp eq i64 %1, 8
  br i1 %20, label %2158, label %21

21:                                               ; preds = %17
  %22 = and i64 %12, 255
  %23 = mul i64 %22, %3
  %24 = lshr i64 %23, 3
  %25 = add nuw nsw i64 %24, 8
  %26 = icmp ugt i64 %25, %1
  %27 = icmp ugt i32 %14, 11
  %28 = select i1 %26, i1 true, i1 %27
  %29 = trunc i64 %3 to i32
  br i1 %28, label %30, label %272

30:                                               ; preds = %21
  %31 = srem i32 %29, 4
  %32 = icmp sgt i32 %31, 0
  br i1 %32, label %33, label %102

33:                                               ; preds = %30
  %34 = shl i64 %3, 32
  %35 = ashr exact i64 %34, 32
  %36 = and i32 %31, 1
  %37 = icmp eq i32 %31, 1
  br i1 %37, label %69, label %38

38:                                               ; preds = %33
  %39 = and i32 %31, 2147483646
  %40 = getelementptr i8, ptr %2, i64 -1
  br label %41

41:                                               ; preds = %41, %38
  %42 = phi i64 [ %35, %38 ], [ %56, %41 ]
  %43 = phi i64 [ 0, %38 ], [ %65, %41 ]
  %44 = phi i64 [ 0, %38 ], [ %66, %41 ]
  %45 = phi i32 [ 0, %38 ], [ %67, %41 ]
  %46 = getelementptr i8, ptr %40, i64 %42
  %47 = load i8, ptr %46, align 1, !tbaa !5
  %48 = zext i8 %47 to i64
  %49 = getelementptr inbounds i64, ptr %15, i64 %48
  %50 = load i64, ptr %49, align 8, !tbaa !14
  %51 = and i64 %50, 255
  %52 = lshr i64 %43, %51
  %53 = and i64 %50, -256
  %54 = or i64 %52, %53
  %55 = add i64 %50, %44
  %56 = add nsw i64 %42, -2
  %57 = getelementptr inbounds i8, ptr %2, i64 %56
  %58 = load i8, ptr %57, align 1, !tbaa !5
  %59 = zext i8 %58 to i64
  %60 = getelementptr inbounds i64, ptr %15, i64 %59
  %61 = load i64, ptr %60, align 8, !tbaa !14
  %62 = and i64 %61, 255
  %63 = lshr i64 %54, %62
  %64 = and i64 %61, -256
  %65 = or i64 %63, %64
  %66 = add i64 %61, %55
  %67 = add i32 %45, 2
  %68 = icmp eq i32 %67, %39
  br i1 %68, label %69, label %41, !llvm.loop !81

69:                                               ; preds = %41, %33
  %70 = phi i64 [ poison, %33 ], [ %56, %41 ]
  %71 = phi i64 [ poison, %33 ], [ %65, %41 ]
  %72 = phi i64 [ poison, %33 ], [ %66, %41 ]
  %73 = phi i64 [ %35, %33 ], [ %56, %41 ]
  %74 = phi i64 [ 0, %33 ], [ %65, %41 ]
  %75 = phi i64 [ 0, %33 ], [ %66, %41 ]
  %76 = icmp eq i32 %36, 0
  br i1 %76, label %89, label %77

77:                                               ; preds = %69
  %78 = add nsw i64 %73, -1
  %79 = getelementptr inbounds i8, ptr %2, i64 %78
  %80 = load i8, ptr %79, align 1, !tbaa !5
  %81 = zext i8 %80 to i64
  %82 = getelementptr inbounds i64, ptr %15, i64 %81
  %83 = load i64, ptr %82, align 8, !tbaa !14
  %84 = and i64 %83, 255
  %85 = lshr i64 %74, %84
  %86 = and i64 %83, -256
  %87 = or i64 %85, %86
  %88 = add i64 %83, %75
  br label %89

89:                                               ; preds = %69, %77
  %90 = phi i64 [ %70, %69 ], [ %78, %77 ]
  %91 = phi i64 [ %71, %69 ], [ %87, %77 ]
  %92 = phi i64 [ %72, %69 ], [ %88, %77 ]
  %93 = trunc nsw i64 %90 to i32
  %94 = and i64 %92, 255
  %95 = lshr i64 %94, 3
  %96 = sub nsw i64 64, %94
  %97 = lshr i64 %91, %96
  %98 = and i64 %92, 7
  store i64 %97, ptr %0, align 1, !tbaa !14
  %99 = getelementptr inbounds i8, ptr %0, i64 %95
  %100 = icmp ugt ptr %99, %19
  %101 = select i1 %100, ptr %19, ptr %99
  br label %102

102:                                              ; preds = %89, %30
  %103 = phi i64 [ 0, %30 ], [ %98, %89 ]
  %104 = phi ptr [ %0, %30 ], [ %101, %89 ]
  %105 = phi i64 [ 0, %30 ], [ %91, %89 ]
  %106 = phi i32 [ %29, %30 ], [ %93, %89 ]
  %107 = and i32 %106, 7
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %159, label %109

109:                                              ; preds = %102
  %110 = sext i32 %106 to i64
  %111 = getelementptr i8, ptr %2, i64 %110
  %112 = getelementptr i8, ptr %111, i64 -1
  %113 = load i8, ptr %112, align 1, !tbaa !5
  %114 = zext i8 %113 to i64
  %115 = getelementptr inbounds i64, ptr %15, i64 %114
  %116 = load i64, ptr %115, align 8, !tbaa !14
  %117 = and i64 %116, 255
  %118 = lshr i64 %105, %117
  %119 = or i64 %118, %116
  %120 = add i64 %116, %103
  %121 = getelementptr i8, ptr %111, i64 -2
  %122 = load i8, ptr %121, align 1, !tbaa !5
  %123 = zext i8 %122 to i64
  %124 = getelementptr inbounds i64, ptr %15, i64 %123
  %125 = load i64, ptr %124, align 8, !tbaa !14
  %126 = and i64 %125, 255
  %127 = lshr i64 %119, %126
  %128 = or i64 %127, %125
  %129 = add i64 %120, %125
  %130 = getelementptr i8, ptr %111, i64 -3
  %131 = load i8, ptr %130, align 1, !tbaa !5
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds i64, ptr %15, i64 %132
  %134 = load i64, ptr %133, align 8, !tbaa !14
  %135 = and i64 %134, 255
  %136 = lshr i64 %128, %135
  %137 = or i64 %136, %134
  %138 = add i64 %129, %134
  %139 = add nsw i32 %106, -4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i8, ptr %2, i64 %140
  %142 = load i8, ptr %141, align 1, !tbaa !5
  %143 = zext i8 %142 to i64
  %144 = getelementptr inbounds i64, ptr %15, i64 %143
  %145 = load i64, ptr %144, align 8, !tbaa !14
  %146 = and i64 %145, 255
  %147 = lshr i64 %137, %146
  %148 = and i64 %145, -256
  %149 = or i64 %147, %148
  %150 = add i64 %138, %145
  %151 = and i64 %150, 255
  %152 = lshr i64 %151, 3
  %153 = sub nsw i64 64, %151
  %154 = lshr i64 %149, %153
  %155 = and i64 %150, 7
  store i64 %154, ptr %104, align 1, !tbaa !14
  %156 = getelementptr inbounds i8, ptr %104, i64 %152
  %157 = icmp ugt ptr %156, %19
  %158 = select i1 %157, ptr %19, ptr %156
  br label %159

159:                                              ; preds = %109, %102
  %160 = phi i64 [ %103, %102 ], [ %155, %109 ]
  %161 = phi ptr [ %104, %102 ], [ %158, %109 ]
  %162 = phi i64 [ %105, %102 ], [ %149, %109 ]
  %163 = phi i32 [ %106, %102 ], [ %139, %109 ]
  %164 = getelementptr i8, ptr %2, i64 -8
  %165 = icmp sgt i32 %163, 0
  br i1 %165, label %166, label %2135

166:                                              ; preds = %159
  %167 = zext nneg i32 %163 to i64
  %168 = getelementptr i8, ptr %2, i64 -1
  %169 = getelementptr i8, ptr %2, i64 -2
  %170 = getelementptr i8, ptr %2, i64 -3
  %171 = getelementptr i8, ptr %2, i64 -4
  %172 = getelementptr i8, ptr %2, i64 -5
  %173 = getelementptr i8, ptr %2, i64 -6
  %174 = getelementptr i8, ptr %2, i64 -7
  br label %175

175:                                              ; preds = %175, %166
  %176 = phi i64 [ %167, %166 ], [ %270, %175 ]
  %177 = phi i64 [ %162, %166 ], [ %260, %175 ]
  %178 = phi ptr [ %161, %166 ], [ %269, %175 ]
  %179 = phi i64 [ %160, %166 ], [ %266, %175 ]
  %180 = getelementptr i8, ptr %168, i64 %176
  %181 = load i8, ptr %180, align 1, !tbaa !5
  %182 = zext i8 %181 to i64
  %183 = getelementptr inbounds i64, ptr %15, i64 %182
  %184 = load i64, ptr %183, align 8, !tbaa !14
  %185 = and i64 %184, 255
  %186 = lshr i64 %177, %185
  %187 = or i64 %186, %184
  %188 = add i64 %184, %179
  %189 = getelementptr i8, ptr %169, i64 %176
  %190 = load i8, ptr %189, align 1, !tbaa !5
  %191 = zext i8 %190 to i64
  %192 = getelementptr inbounds i64, ptr %15, i64 %191
  %193 = load i64, ptr %192, align 8, !tbaa !14
  %194 = and i64 %193, 255
  %195 = lshr i64 %187, %194
  %196 = or i64 %195, %193
  %197 = add i64 %188, %193
  %198 = getelementptr i8, ptr %170, i64 %176
  %199 = load i8, ptr %198, align 1, !tbaa !5
  %200 = zext i8 %199 to i64
  %201 = getelementptr inbounds i64, ptr %15, i64 %200
  %202 = load i64, ptr %201, align 8, !tbaa !14
  %203 = and i64 %202, 255
  %204 = lshr i64 %196, %203
  %205 = or i64 %204, %202
  %206 = add i64 %197, %202
  %207 = getelementptr i8, ptr %171, i64 %176
  %208 = load i8, ptr %207, align 1, !tbaa !5
  %209 = zext i8 %208 to i64
  %210 = getelementptr inbounds i64, ptr %15, i64 %209
  %211 = load i64, ptr %210, align 8, !tbaa !14
  %212 = and i64 %211, 255
  %213 = lshr i64 %205, %212
  %214 = and i64 %211, -256
  %215 = or i64 %213, %214
  %216 = add i64 %206, %211
  %217 = and i64 %216, 255
  %218 = lshr i64 %217, 3
  %219 = sub nsw i64 64, %217
  %220 = lshr i64 %215, %219
  store i64 %220, ptr %178, align 1, !tbaa !14
  %221 = getelementptr inbounds i8, ptr %178, i64 %218
  %222 = icmp ugt ptr %221, %19
  %223 = getelementptr i8, ptr %172, i64 %176
  %224 = load i8, ptr %223, align 1, !tbaa !5
  %225 = zext i8 %224 to i64
  %226 = getelementptr inbounds i64, ptr %15, i64 %225
  %227 = load i64, ptr %226, align 8, !tbaa !14
  %228 = getelementptr i8, ptr %173, i64 %176
  %229 = load i8, ptr %228, align 1, !tbaa !5
  %230 = zext i8 %229 to i64
  %231 = getelementptr inbounds i64, ptr %15, i64 %230
  %232 = load i64, ptr %231, align 8, !tbaa !14
  %233 = and i64 %232, 255
  %234 = lshr i64 %227, %233
  %235 = or i64 %234, %232
  %236 = add i64 %232, %227
  %237 = getelementptr i8, ptr %174, i64 %176
  %238 = load i8, ptr %237, align 1, !tbaa !5
  %239 = zext i8 %238 to i64
  %240 = getelementptr inbounds i64, ptr %15, i64 %239
  %241 = load i64, ptr %240, align 8, !tbaa !14
  %242 = and i64 %241, 255
  %243 = lshr i64 %235, %242
  %244 = or i64 %243, %241
  %245 = add i64 %236, %241
  %246 = and i64 %216, 7
  %247 = select i1 %222, ptr %19, ptr %221
  %248 = getelementptr i8, ptr %164, i64 %176
  %249 = load i8, ptr %248, align 1, !tbaa !5
  %250 = zext i8 %249 to i64
  %251 = getelementptr inbounds i64, ptr %15, i64 %250
  %252 = load i64, ptr %251, align 8, !tbaa !14
  %253 = and i64 %252, 255
  %254 = lshr i64 %244, %253
  %255 = and i64 %252, -256
  %256 = or i64 %254, %255
  %257 = add i64 %245, %252
  %258 = and i64 %257, 255
  %259 = lshr i64 %215, %258
  %260 = or i64 %256, %259
  %261 = add i64 %257, %246
  %262 = and i64 %261, 255
  %263 = lshr i64 %262, 3
  %264 = sub nsw i64 64, %262
  %265 = lshr i64 %260, %264
  %266 = and i64 %261, 7
  store i64 %265, ptr %247, align 1, !tbaa !14
  %267 = getelementptr inbounds i8, ptr %247, i64 %263
  %268 = icmp ugt ptr %267, %19
  %269 = select i1 %268, ptr %19, ptr %267
  %270 = add nsw i64 %176, -8
  %271 = icmp ugt i64 %176, 8
  br i1 %271, label %175, label %2135, !llvm.loop !82

272:                                              ; preds = %21
  switch i32 %14, label %1759 [
    i32 11, label %273
    i32 10, label %536
    i32 9, label %796
    i32 8, label %1088
    i32 7, label %1409
  ]

273:                                              ; preds = %272
  %274 = srem i32 %29, 5
  %275 = icmp sgt i32 %274, 0
  br i1 %275, label %276, label %343

276:                                              ; preds = %273
  %277 = shl i64 %3, 32
  %278 = ashr exact i64 %277, 32
  %279 = and i32 %274, 1
  %280 = icmp eq i32 %274, 1
  br i1 %280, label %312, label %281

281:                                              ; preds = %276
  %282 = and i32 %274, 2147483646
  %283 = getelementptr i8, ptr %2, i64 -1
  br label %284

284:                                              ; preds = %284, %281
  %285 = phi i64 [ %278, %281 ], [ %299, %284 ]
  %286 = phi i64 [ 0, %281 ], [ %308, %284 ]
  %287 = phi i64 [ 0, %281 ], [ %309, %284 ]
  %288 = phi i32 [ 0, %281 ], [ %310, %284 ]
  %289 = getelementptr i8, ptr %283, i64 %285
  %290 = load i8, ptr %289, align 1, !tbaa !5
  %291 = zext i8 %290 to i64
  %292 = getelementptr inbounds i64, ptr %15, i64 %291
  %293 = load i64, ptr %292, align 8, !tbaa !14
  %294 = and i64 %293, 255
  %295 = lshr i64 %286, %294
  %296 = and i64 %293, -256
  %297 = or i64 %295, %296
  %298 = add i64 %293, %287
  %299 = add nsw i64 %285, -2
  %300 = getelementptr inbounds i8, ptr %2, i64 %299
  %301 = load i8, ptr %300, align 1, !tbaa !5
  %302 = zext i8 %301 to i64
  %303 = getelementptr inbounds i64, ptr %15, i64 %302
  %304 = load i64, ptr %303, align 8, !tbaa !14
  %305 = and i64 %304, 255
  %306 = lshr i64 %297, %305
  %307 = and i64 %304, -256
  %308 = or i64 %306, %307
  %309 = add i64 %304, %298
  %310 = add i32 %288, 2
  %311 = icmp eq i32 %310, %282
  br i1 %311, label %312, label %284, !llvm.loop !81

312:                                              ; preds = %284, %276
  %313 = phi i64 [ poison, %276 ], [ %299, %284 ]
  %314 = phi i64 [ poison, %276 ], [ %308, %284 ]
  %315 = phi i64 [ poison, %276 ], [ %309, %284 ]
  %316 = phi i64 [ %278, %276 ], [ %299, %284 ]
  %317 = phi i64 [ 0, %276 ], [ %308, %284 ]
  %318 = phi i64 [ 0, %276 ], [ %309, %284 ]
  %319 = icmp eq i32 %279, 0
  br i1 %319, label %332, label %320

320:                                              ; preds = %312
  %321 = add nsw i64 %316, -1
  %322 = getelementptr inbounds i8, ptr %2, i64 %321
  %323 = load i8, ptr %322, align 1, !tbaa !5
  %324 = zext i8 %323 to i64
  %325 = getelementptr inbounds i64, ptr %15, i64 %324
  %326 = load i64, ptr %325, align 8, !tbaa !14
  %327 = and i64 %326, 255
  %328 = lshr i64 %317, %327
  %329 = and i64 %326, -256
  %330 = or i64 %328, %329
  %331 = add i64 %326, %318
  br label %332

332:                                              ; preds = %312, %320
  %333 = phi i64 [ %313, %312 ], [ %321, %320 ]
  %334 = phi i64 [ %314, %312 ], [ %330, %320 ]
  %335 = phi i64 [ %315, %312 ], [ %331, %320 ]
  %336 = trunc nsw i64 %333 to i32
  %337 = and i64 %335, 255
  %338 = lshr i64 %337, 3
  %339 = sub nsw i64 64, %337
  %340 = lshr i64 %334, %339
  %341 = and i64 %335, 7
  store i64 %340, ptr %0, align 1, !tbaa !14
  %342 = getelementptr inbounds i8, ptr %0, i64 %338
  br label %343

343:                                              ; preds = %332, %273
  %344 = phi i64 [ %341, %332 ], [ 0, %273 ]
  %345 = phi ptr [ %342, %332 ], [ %0, %273 ]
  %346 = phi i64 [ %334, %332 ], [ 0, %273 ]
  %347 = phi i32 [ %336, %332 ], [ %29, %273 ]
  %348 = srem i32 %347, 10
  %349 = icmp eq i32 %348, 0
  br i1 %349, label %407, label %350

350:                                              ; preds = %343
  %351 = sext i32 %347 to i64
  %352 = getelementptr i8, ptr %2, i64 %351
  %353 = getelementptr i8, ptr %352, i64 -1
  %354 = load i8, ptr %353, align 1, !tbaa !5
  %355 = zext i8 %354 to i64
  %356 = getelementptr inbounds i64, ptr %15, i64 %355
  %357 = load i64, ptr %356, align 8, !tbaa !14
  %358 = and i64 %357, 255
  %359 = lshr i64 %346, %358
  %360 = or i64 %359, %357
  %361 = add i64 %357, %344
  %362 = getelementptr i8, ptr %352, i64 -2
  %363 = load i8, ptr %362, align 1, !tbaa !5
  %364 = zext i8 %363 to i64
  %365 = getelementptr inbounds i64, ptr %15, i64 %364
  %366 = load i64, ptr %365, align 8, !tbaa !14
  %367 = and i64 %366, 255
  %368 = lshr i64 %360, %367
  %369 = or i64 %368, %366
  %370 = add i64 %361, %366
  %371 = getelementptr i8, ptr %352, i64 -3
  %372 = load i8, ptr %371, align 1, !tbaa !5
  %373 = zext i8 %372 to i64
  %374 = getelementptr inbounds i64, ptr %15, i64 %373
  %375 = load i64, ptr %374, align 8, !tbaa !14
  %376 = and i64 %375, 255
  %377 = lshr i64 %369, %376
  %378 = or i64 %377, %375
  %379 = add i64 %370, %375
  %380 = getelementptr i8, ptr %352, i64 -4
  %381 = load i8, ptr %380, align 1, !tbaa !5
  %382 = zext i8 %381 to i64
  %383 = getelementptr inbounds i64, ptr %15, i64 %382
  %384 = load i64, ptr %383, align 8, !tbaa !14
  %385 = and i64 %384, 255
  %386 = lshr i64 %378, %385
  %387 = or i64 %386, %384
  %388 = add i64 %379, %384
  %389 = add nsw i32 %347, -5
  %390 = sext i32 %389 to i64
  %391 = getelementptr inbounds i8, ptr %2, i64 %390
  %392 = load i8, ptr %391, align 1, !tbaa !5
  %393 = zext i8 %392 to i64
  %394 = getelementptr inbounds i64, ptr %15, i64 %393
  %395 = load i64, ptr %394, align 8, !tbaa !14
  %396 = and i64 %395, 255
  %397 = lshr i64 %387, %396
  %398 = and i64 %395, -256
  %399 = or i64 %397, %398
  %400 = add i64 %388, %395
  %401 = and i64 %400, 255
  %402 = lshr i64 %401, 3
  %403 = sub nsw i64 64, %401
  %404 = lshr i64 %399, %403
  %405 = and i64 %400, 7
  store i64 %404, ptr %345, align 1, !tbaa !14
  %406 = getelementptr inbounds i8, ptr %345, i64 %402
  br label %407

407:                                              ; preds = %350, %343
  %408 = phi i64 [ %344, %343 ], [ %405, %350 ]
  %409 = phi ptr [ %345, %343 ], [ %406, %350 ]
  %410 = phi i64 [ %346, %343 ], [ %399, %350 ]
  %411 = phi i32 [ %347, %343 ], [ %389, %350 ]
  %412 = getelementptr i8, ptr %2, i64 -10
  %413 = icmp sgt i32 %411, 0
  br i1 %413, label %414, label %2135

414:                                              ; preds = %407
  %415 = zext nneg i32 %411 to i64
  %416 = getelementptr i8, ptr %2, i64 -1
  %417 = getelementptr i8, ptr %2, i64 -2
  %418 = getelementptr i8, ptr %2, i64 -3
  %419 = getelementptr i8, ptr %2, i64 -4
  %420 = getelementptr i8, ptr %2, i64 -5
  %421 = getelementptr i8, ptr %2, i64 -6
  %422 = getelementptr i8, ptr %2, i64 -7
  %423 = getelementptr i8, ptr %2, i64 -8
  %424 = getelementptr i8, ptr %2, i64 -9
  br label %425

425:                                              ; preds = %425, %414
  %426 = phi i64 [ %415, %414 ], [ %534, %425 ]
  %427 = phi i64 [ %410, %414 ], [ %526, %425 ]
  %428 = phi ptr [ %409, %414 ], [ %533, %425 ]
  %429 = phi i64 [ %408, %414 ], [ %532, %425 ]
  %430 = getelementptr i8, ptr %416, i64 %426
  %431 = load i8, ptr %430, align 1, !tbaa !5
  %432 = zext i8 %431 to i64
  %433 = getelementptr inbounds i64, ptr %15, i64 %432
  %434 = load i64, ptr %433, align 8, !tbaa !14
  %435 = and i64 %434, 255
  %436 = lshr i64 %427, %435
  %437 = or i64 %436, %434
  %438 = add i64 %434, %429
  %439 = getelementptr i8, ptr %417, i64 %426
  %440 = load i8, ptr %439, align 1, !tbaa !5
  %441 = zext i8 %440 to i64
  %442 = getelementptr inbounds i64, ptr %15, i64 %441
  %443 = load i64, ptr %442, align 8, !tbaa !14
  %444 = and i64 %443, 255
  %445 = lshr i64 %437, %444
  %446 = or i64 %445, %443
  %447 = add i64 %438, %443
  %448 = getelementptr i8, ptr %418, i64 %426
  %449 = load i8, ptr %448, align 1, !tbaa !5
  %450 = zext i8 %449 to i64
  %451 = getelementptr inbounds i64, ptr %15, i64 %450
  %452 = load i64, ptr %451, align 8, !tbaa !14
  %453 = and i64 %452, 255
  %454 = lshr i64 %446, %453
  %455 = or i64 %454, %452
  %456 = add i64 %447, %452
  %457 = getelementptr i8, ptr %419, i64 %426
  %458 = load i8, ptr %457, align 1, !tbaa !5
  %459 = zext i8 %458 to i64
  %460 = getelementptr inbounds i64, ptr %15, i64 %459
  %461 = load i64, ptr %460, align 8, !tbaa !14
  %462 = and i64 %461, 255
  %463 = lshr i64 %455, %462
  %464 = or i64 %463, %461
  %465 = add i64 %456, %461
  %466 = getelementptr i8, ptr %420, i64 %426
  %467 = load i8, ptr %466, align 1, !tbaa !5
  %468 = zext i8 %467 to i64
  %469 = getelementptr inbounds i64, ptr %15, i64 %468
  %470 = load i64, ptr %469, align 8, !tbaa !14
  %471 = and i64 %470, 255
  %472 = lshr i64 %464, %471
  %473 = and i64 %470, -256
  %474 = or i64 %472, %473
  %475 = add i64 %465, %470
  %476 = and i64 %475, 255
  %477 = sub nsw i64 64, %476
  %478 = lshr i64 %474, %477
  store i64 %478, ptr %428, align 1, !tbaa !14
  %479 = getelementptr i8, ptr %421, i64 %426
  %480 = load i8, ptr %479, align 1, !tbaa !5
  %481 = zext i8 %480 to i64
  %482 = getelementptr inbounds i64, ptr %15, i64 %481
  %483 = load i64, ptr %482, align 8, !tbaa !14
  %484 = getelementptr i8, ptr %422, i64 %426
  %485 = load i8, ptr %484, align 1, !tbaa !5
  %486 = zext i8 %485 to i64
  %487 = getelementptr inbounds i64, ptr %15, i64 %486
  %488 = load i64, ptr %487, align 8, !tbaa !14
  %489 = and i64 %488, 255
  %490 = lshr i64 %483, %489
  %491 = or i64 %490, %488
  %492 = add i64 %488, %483
  %493 = getelementptr i8, ptr %423, i64 %426
  %494 = load i8, ptr %493, align 1, !tbaa !5
  %495 = zext i8 %494 to i64
  %496 = getelementptr inbounds i64, ptr %15, i64 %495
  %497 = load i64, ptr %496, align 8, !tbaa !14
  %498 = and i64 %497, 255
  %499 = lshr i64 %491, %498
  %500 = or i64 %499, %497
  %501 = add i64 %492, %497
  %502 = getelementptr i8, ptr %424, i64 %426
  %503 = load i8, ptr %502, align 1, !tbaa !5
  %504 = zext i8 %503 to i64
  %505 = getelementptr inbounds i64, ptr %15, i64 %504
  %506 = load i64, ptr %505, align 8, !tbaa !14
  %507 = and i64 %506, 255
  %508 = lshr i64 %500, %507
  %509 = or i64 %508, %506
  %510 = add i64 %501, %506
  %511 = lshr i64 %476, 3
  %512 = and i64 %475, 7
  %513 = getelementptr inbounds i8, ptr %428, i64 %511
  %514 = getelementptr i8, ptr %412, i64 %426
  %515 = load i8, ptr %514, align 1, !tbaa !5
  %516 = zext i8 %515 to i64
  %517 = getelementptr inbounds i64, ptr %15, i64 %516
  %518 = load i64, ptr %517, align 8, !tbaa !14
  %519 = and i64 %518, 255
  %520 = lshr i64 %509, %519
  %521 = and i64 %518, -256
  %522 = or i64 %520, %521
  %523 = add i64 %510, %518
  %524 = and i64 %523, 255
  %525 = lshr i64 %474, %524
  %526 = or i64 %522, %525
  %527 = add i64 %523, %512
  %528 = and i64 %527, 255
  %529 = lshr i64 %528, 3
  %530 = sub nsw i64 64, %528
  %531 = lshr i64 %526, %530
  %532 = and i64 %527, 7
  store i64 %531, ptr %513, align 1, !tbaa !14
  %533 = getelementptr inbounds i8, ptr %513, i64 %529
  %534 = add nsw i64 %426, -10
  %535 = icmp ugt i64 %426, 10
  br i1 %535, label %425, label %2135, !llvm.loop !82

536:                                              ; preds = %272
  %537 = srem i32 %29, 5
  %538 = icmp sgt i32 %537, 0
  br i1 %538, label %539, label %606

539:                                              ; preds = %536
  %540 = shl i64 %3, 32
  %541 = ashr exact i64 %540, 32
  %542 = and i32 %537, 1
  %543 = icmp eq i32 %537, 1
  br i1 %543, label %575, label %544

544:                                              ; preds = %539
  %545 = and i32 %537, 2147483646
  %546 = getelementptr i8, ptr %2, i64 -1
  br label %547

547:                                              ; preds = %547, %544
  %548 = phi i64 [ %541, %544 ], [ %562, %547 ]
  %549 = phi i64 [ 0, %544 ], [ %571, %547 ]
  %550 = phi i64 [ 0, %544 ], [ %572, %547 ]
  %551 = phi i32 [ 0, %544 ], [ %573, %547 ]
  %552 = getelementptr i8, ptr %546, i64 %548
  %553 = load i8, ptr %552, align 1, !tbaa !5
  %554 = zext i8 %553 to i64
  %555 = getelementptr inbounds i64, ptr %15, i64 %554
  %556 = load i64, ptr %555, align 8, !tbaa !14
  %557 = and i64 %556, 255
  %558 = lshr i64 %549, %557
  %559 = and i64 %556, -256
  %560 = or i64 %558, %559
  %561 = add i64 %556, %550
  %562 = add nsw i64 %548, -2
  %563 = getelementptr inbounds i8, ptr %2, i64 %562
  %564 = load i8, ptr %563, align 1, !tbaa !5
  %565 = zext i8 %564 to i64
  %566 = getelementptr inbounds i64, ptr %15, i64 %565
  %567 = load i64, ptr %566, align 8, !tbaa !14
  %568 = and i64 %567, 255
  %569 = lshr i64 %560, %568
  %570 = and i64 %567, -256
  %571 = or i64 %569, %570
  %572 = add i64 %567, %561
  %573 = add i32 %551, 2
  %574 = icmp eq i32 %573, %545
  br i1 %574, label %575, label %547, !llvm.loop !81

575:                                              ; preds = %547, %539
  %576 = phi i64 [ poison, %539 ], [ %562, %547 ]
  %577 = phi i64 [ poison, %539 ], [ %571, %547 ]
  %578 = phi i64 [ poison, %539 ], [ %572, %547 ]
  %579 = phi i64 [ %541, %539 ], [ %562, %547 ]
  %580 = phi i64 [ 0, %539 ], [ %571, %547 ]
  %581 = phi i64 [ 0, %539 ], [ %572, %547 ]
  %582 = icmp eq i32 %542, 0
  br i1 %582, label %595, label %583

583:                                              ; preds = %575
  %584 = add nsw i64 %579, -1
  %585 = getelementptr inbounds i8, ptr %2, i64 %584
  %586 = load i8, ptr %585, align 1, !tbaa !5
  %587 = zext i8 %586 to i64
  %588 = getelementptr inbounds i64, ptr %15, i64 %587
  %589 = load i64, ptr %588, align 8, !tbaa !14
  %590 = and i64 %589, 255
  %591 = lshr i64 %580, %590
  %592 = and i64 %589, -256
  %593 = or i64 %591, %592
  %594 = add i64 %589, %581
  br label %595

595:                                              ; preds = %575, %583
  %596 = phi i64 [ %576, %575 ], [ %584, %583 ]
  %597 = phi i64 [ %577, %575 ], [ %593, %583 ]
  %598 = phi i64 [ %578, %575 ], [ %594, %583 ]
  %599 = trunc nsw i64 %596 to i32
  %600 = and i64 %598, 255
  %601 = lshr i64 %600, 3
  %602 = sub nsw i64 64, %600
  %603 = lshr i64 %597, %602
  %604 = and i64 %598, 7
  store i64 %603, ptr %0, align 1, !tbaa !14
  %605 = getelementptr inbounds i8, ptr %0, i64 %601
  br label %606

606:                                              ; preds = %595, %536
  %607 = phi i64 [ %604, %595 ], [ 0, %536 ]
  %608 = phi ptr [ %605, %595 ], [ %0, %536 ]
  %609 = phi i64 [ %597, %595 ], [ 0, %536 ]
  %610 = phi i32 [ %599, %595 ], [ %29, %536 ]
  %611 = srem i32 %610, 10
  %612 = icmp eq i32 %611, 0
  br i1 %612, label %669, label %613

613:                                              ; preds = %606
  %614 = sext i32 %610 to i64
  %615 = getelementptr i8, ptr %2, i64 %614
  %616 = getelementptr i8, ptr %615, i64 -1
  %617 = load i8, ptr %616, align 1, !tbaa !5
  %618 = zext i8 %617 to i64
  %619 = getelementptr inbounds i64, ptr %15, i64 %618
  %620 = load i64, ptr %619, align 8, !tbaa !14
  %621 = and i64 %620, 255
  %622 = lshr i64 %609, %621
  %623 = or i64 %622, %620
  %624 = add i64 %620, %607
  %625 = getelementptr i8, ptr %615, i64 -2
  %626 = load i8, ptr %625, align 1, !tbaa !5
  %627 = zext i8 %626 to i64
  %628 = getelementptr inbounds i64, ptr %15, i64 %627
  %629 = load i64, ptr %628, align 8, !tbaa !14
  %630 = and i64 %629, 255
  %631 = lshr i64 %623, %630
  %632 = or i64 %631, %629
  %633 = add i64 %624, %629
  %634 = getelementptr i8, ptr %615, i64 -3
  %635 = load i8, ptr %634, align 1, !tbaa !5
  %636 = zext i8 %635 to i64
  %637 = getelementptr inbounds i64, ptr %15, i64 %636
  %638 = load i64, ptr %637, align 8, !tbaa !14
  %639 = and i64 %638, 255
  %640 = lshr i64 %632, %639
  %641 = or i64 %640, %638
  %642 = add i64 %633, %638
  %643 = getelementptr i8, ptr %615, i64 -4
  %644 = load i8, ptr %643, align 1, !tbaa !5
  %645 = zext i8 %644 to i64
  %646 = getelementptr inbounds i64, ptr %15, i64 %645
  %647 = load i64, ptr %646, align 8, !tbaa !14
  %648 = and i64 %647, 255
  %649 = lshr i64 %641, %648
  %650 = or i64 %649, %647
  %651 = add i64 %642, %647
  %652 = add nsw i32 %610, -5
  %653 = sext i32 %652 to i64
  %654 = getelementptr inbounds i8, ptr %2, i64 %653
  %655 = load i8, ptr %654, align 1, !tbaa !5
  %656 = zext i8 %655 to i64
  %657 = getelementptr inbounds i64, ptr %15, i64 %656
  %658 = load i64, ptr %657, align 8, !tbaa !14
  %659 = and i64 %658, 255
  %660 = lshr i64 %650, %659
  %661 = or i64 %660, %658
  %662 = add i64 %651, %658
  %663 = and i64 %662, 255
  %664 = lshr i64 %663, 3
  %665 = sub nsw i64 64, %663
  %666 = lshr i64 %661, %665
  %667 = and i64 %662, 7
  store i64 %666, ptr %608, align 1, !tbaa !14
  %668 = getelementptr inbounds i8, ptr %608, i64 %664
  br label %669

669:                                              ; preds = %613, %606
  %670 = phi i64 [ %607, %606 ], [ %667, %613 ]
  %671 = phi ptr [ %608, %606 ], [ %668, %613 ]
  %672 = phi i64 [ %609, %606 ], [ %661, %613 ]
  %673 = phi i32 [ %610, %606 ], [ %652, %613 ]
  %674 = getelementptr i8, ptr %2, i64 -10
  %675 = icmp sgt i32 %673, 0
  br i1 %675, label %676, label %2135

676:                                              ; preds = %669
  %677 = zext nneg i32 %673 to i64
  %678 = getelementptr i8, ptr %2, i64 -1
  %679 = getelementptr i8, ptr %2, i64 -2
  %680 = getelementptr i8, ptr %2, i64 -3
  %681 = getelementptr i8, ptr %2, i64 -4
  %682 = getelementptr i8, ptr %2, i64 -5
  %683 = getelementptr i8, ptr %2, i64 -6
  %684 = getelementptr i8, ptr %2, i64 -7
  %685 = getelementptr i8, ptr %2, i64 -8
  %686 = getelementptr i8, ptr %2, i64 -9
  br label %687

687:                                              ; preds = %687, %676
  %688 = phi i64 [ %677, %676 ], [ %794, %687 ]
  %689 = phi i64 [ %672, %676 ], [ %786, %687 ]
  %690 = phi ptr [ %671, %676 ], [ %793, %687 ]
  %691 = phi i64 [ %670, %676 ], [ %792, %687 ]
  %692 = getelementptr i8, ptr %678, i64 %688
  %693 = load i8, ptr %692, align 1, !tbaa !5
  %694 = zext i8 %693 to i64
  %695 = getelementptr inbounds i64, ptr %15, i64 %694
  %696 = load i64, ptr %695, align 8, !tbaa !14
  %697 = and i64 %696, 255
  %698 = lshr i64 %689, %697
  %699 = or i64 %698, %696
  %700 = add i64 %696, %691
  %701 = getelementptr i8, ptr %679, i64 %688
  %702 = load i8, ptr %701, align 1, !tbaa !5
  %703 = zext i8 %702 to i64
  %704 = getelementptr inbounds i64, ptr %15, i64 %703
  %705 = load i64, ptr %704, align 8, !tbaa !14
  %706 = and i64 %705, 255
  %707 = lshr i64 %699, %706
  %708 = or i64 %707, %705
  %709 = add i64 %700, %705
  %710 = getelementptr i8, ptr %680, i64 %688
  %711 = load i8, ptr %710, align 1, !tbaa !5
  %712 = zext i8 %711 to i64
  %713 = getelementptr inbounds i64, ptr %15, i64 %712
  %714 = load i64, ptr %713, align 8, !tbaa !14
  %715 = and i64 %714, 255
  %716 = lshr i64 %708, %715
  %717 = or i64 %716, %714
  %718 = add i64 %709, %714
  %719 = getelementptr i8, ptr %681, i64 %688
  %720 = load i8, ptr %719, align 1, !tbaa !5
  %721 = zext i8 %720 to i64
  %722 = getelementptr inbounds i64, ptr %15, i64 %721
  %723 = load i64, ptr %722, align 8, !tbaa !14
  %724 = and i64 %723, 255
  %725 = lshr i64 %717, %724
  %726 = or i64 %725, %723
  %727 = add i64 %718, %723
  %728 = getelementptr i8, ptr %682, i64 %688
  %729 = load i8, ptr %728, align 1, !tbaa !5
  %730 = zext i8 %729 to i64
  %731 = getelementptr inbounds i64, ptr %15, i64 %730
  %732 = load i64, ptr %731, align 8, !tbaa !14
  %733 = and i64 %732, 255
  %734 = lshr i64 %726, %733
  %735 = or i64 %734, %732
  %736 = add i64 %727, %732
  %737 = and i64 %736, 255
  %738 = sub nsw i64 64, %737
  %739 = lshr i64 %735, %738
  store i64 %739, ptr %690, align 1, !tbaa !14
  %740 = getelementptr i8, ptr %683, i64 %688
  %741 = load i8, ptr %740, align 1, !tbaa !5
  %742 = zext i8 %741 to i64
  %743 = getelementptr inbounds i64, ptr %15, i64 %742
  %744 = load i64, ptr %743, align 8, !tbaa !14
  %745 = getelementptr i8, ptr %684, i64 %688
  %746 = load i8, ptr %745, align 1, !tbaa !5
  %747 = zext i8 %746 to i64
  %748 = getelementptr inbounds i64, ptr %15, i64 %747
  %749 = load i64, ptr %748, align 8, !tbaa !14
  %750 = and i64 %749, 255
  %751 = lshr i64 %744, %750
  %752 = or i64 %751, %749
  %753 = add i64 %749, %744
  %754 = getelementptr i8, ptr %685, i64 %688
  %755 = load i8, ptr %754, align 1, !tbaa !5
  %756 = zext i8 %755 to i64
  %757 = getelementptr inbounds i64, ptr %15, i64 %756
  %758 = load i64, ptr %757, align 8, !tbaa !14
  %759 = and i64 %758, 255
  %760 = lshr i64 %752, %759
  %761 = or i64 %760, %758
  %762 = add i64 %753, %758
  %763 = getelementptr i8, ptr %686, i64 %688
  %764 = load i8, ptr %763, align 1, !tbaa !5
  %765 = zext i8 %764 to i64
  %766 = getelementptr inbounds i64, ptr %15, i64 %765
  %767 = load i64, ptr %766, align 8, !tbaa !14
  %768 = and i64 %767, 255
  %769 = lshr i64 %761, %768
  %770 = or i64 %769, %767
  %771 = add i64 %762, %767
  %772 = lshr i64 %737, 3
  %773 = and i64 %736, 7
  %774 = getelementptr inbounds i8, ptr %690, i64 %772
  %775 = getelementptr i8, ptr %674, i64 %688
  %776 = load i8, ptr %775, align 1, !tbaa !5
  %777 = zext i8 %776 to i64
  %778 = getelementptr inbounds i64, ptr %15, i64 %777
  %779 = load i64, ptr %778, align 8, !tbaa !14
  %780 = and i64 %779, 255
  %781 = lshr i64 %770, %780
  %782 = add i64 %771, %779
  %783 = and i64 %782, 255
  %784 = lshr i64 %735, %783
  %785 = or i64 %781, %784
  %786 = or i64 %785, %779
  %787 = add i64 %782, %773
  %788 = and i64 %787, 255
  %789 = lshr i64 %788, 3
  %790 = sub nsw i64 64, %788
  %791 = lshr i64 %786, %790
  %792 = and i64 %787, 7
  store i64 %791, ptr %774, align 1, !tbaa !14
  %793 = getelementptr inbounds i8, ptr %774, i64 %789
  %794 = add nsw i64 %688, -10
  %795 = icmp ugt i64 %688, 10
  br i1 %795, label %687, label %2135, !llvm.loop !82

796:                                              ; preds = %272
  %797 = srem i32 %29, 6
  %798 = icmp sgt i32 %797, 0
  br i1 %798, label %799, label %866

799:                                              ; preds = %796
  %800 = shl i64 %3, 32
  %801 = ashr exact i64 %800, 32
  %802 = and i32 %797, 1
  %803 = icmp eq i32 %797, 1
  br i1 %803, label %835, label %804

804:                                              ; preds = %799
  %805 = and i32 %797, 2147483646
  %806 = getelementptr i8, ptr %2, i64 -1
  br label %807

807:                                              ; preds = %807, %804
  %808 = phi i64 [ %801, %804 ], [ %822, %807 ]
  %809 = phi i64 [ 0, %804 ], [ %831, %807 ]
  %810 = phi i64 [ 0, %804 ], [ %832, %807 ]
  %811 = phi i32 [ 0, %804 ], [ %833, %807 ]
  %812 = getelementptr i8, ptr %806, i64 %808
  %813 = load i8, ptr %812, align 1, !tbaa !5
  %814 = zext i8 %813 to i64
  %815 = getelementptr inbounds i64, ptr %15, i64 %814
  %816 = load i64, ptr %815, align 8, !tbaa !14
  %817 = and i64 %816, 255
  %818 = lshr i64 %809, %817
  %819 = and i64 %816, -256
  %820 = or i64 %818, %819
  %821 = add i64 %816, %810
  %822 = add nsw i64 %808, -2
  %823 = getelementptr inbounds i8, ptr %2, i64 %822
  %824 = load i8, ptr %823, align 1, !tbaa !5
  %825 = zext i8 %824 to i64
  %826 = getelementptr inbounds i64, ptr %15, i64 %825
  %827 = load i64, ptr %826, align 8, !tbaa !14
  %828 = and i64 %827, 255
  %829 = lshr i64 %820, %828
  %830 = and i64 %827, -256
  %831 = or i64 %829, %830
  %832 = add i64 %827, %821
  %833 = add i32 %811, 2
  %834 = icmp eq i32 %833, %805
  br i1 %834, label %835, label %807, !llvm.loop !81

835:                                              ; preds = %807, %799
  %836 = phi i64 [ poison, %799 ], [ %822, %807 ]
  %837 = phi i64 [ poison, %799 ], [ %831, %807 ]
  %838 = phi i64 [ poison, %799 ], [ %832, %807 ]
  %839 = phi i64 [ %801, %799 ], [ %822, %807 ]
  %840 = phi i64 [ 0, %799 ], [ %831, %807 ]
  %841 = phi i64 [ 0, %799 ], [ %832, %807 ]
  %842 = icmp eq i32 %802, 0
  br i1 %842, label %855, label %843

843:                                              ; preds = %835
  %844 = add nsw i64 %839, -1
  %845 = getelementptr inbounds i8, ptr %2, i64 %844
  %846 = load i8, ptr %845, align 1, !tbaa !5
  %847 = zext i8 %846 to i64
  %848 = getelementptr inbounds i64, ptr %15, i64 %847
  %849 = load i64, ptr %848, align 8, !tbaa !14
  %850 = and i64 %849, 255
  %851 = lshr i64 %840, %850
  %852 = and i64 %849, -256
  %853 = or i64 %851, %852
  %854 = add i64 %849, %841
  br label %855

855:                                              ; preds = %835, %843
  %856 = phi i64 [ %836, %835 ], [ %844, %843 ]
  %857 = phi i64 [ %837, %835 ], [ %853, %843 ]
  %858 = phi i64 [ %838, %835 ], [ %854, %843 ]
  %859 = trunc nsw i64 %856 to i32
  %860 = and i64 %858, 255
  %861 = lshr i64 %860, 3
  %862 = sub nsw i64 64, %860
  %863 = lshr i64 %857, %862
  %864 = and i64 %858, 7
  store i64 %863, ptr %0, align 1, !tbaa !14
  %865 = getelementptr inbounds i8, ptr %0, i64 %861
  br label %866

866:                                              ; preds = %855, %796
  %867 = phi i64 [ %864, %855 ], [ 0, %796 ]
  %868 = phi ptr [ %865, %855 ], [ %0, %796 ]
  %869 = phi i64 [ %857, %855 ], [ 0, %796 ]
  %870 = phi i32 [ %859, %855 ], [ %29, %796 ]
  %871 = srem i32 %870, 12
  %872 = icmp eq i32 %871, 0
  br i1 %872, label %939, label %873

873:                                              ; preds = %866
  %874 = sext i32 %870 to i64
  %875 = getelementptr i8, ptr %2, i64 %874
  %876 = getelementptr i8, ptr %875, i64 -1
  %877 = load i8, ptr %876, align 1, !tbaa !5
  %878 = zext i8 %877 to i64
  %879 = getelementptr inbounds i64, ptr %15, i64 %878
  %880 = load i64, ptr %879, align 8, !tbaa !14
  %881 = and i64 %880, 255
  %882 = lshr i64 %869, %881
  %883 = or i64 %882, %880
  %884 = add i64 %880, %867
  %885 = getelementptr i8, ptr %875, i64 -2
  %886 = load i8, ptr %885, align 1, !tbaa !5
  %887 = zext i8 %886 to i64
  %888 = getelementptr inbounds i64, ptr %15, i64 %887
  %889 = load i64, ptr %888, align 8, !tbaa !14
  %890 = and i64 %889, 255
  %891 = lshr i64 %883, %890
  %892 = or i64 %891, %889
  %893 = add i64 %884, %889
  %894 = getelementptr i8, ptr %875, i64 -3
  %895 = load i8, ptr %894, align 1, !tbaa !5
  %896 = zext i8 %895 to i64
  %897 = getelementptr inbounds i64, ptr %15, i64 %896
  %898 = load i64, ptr %897, align 8, !tbaa !14
  %899 = and i64 %898, 255
  %900 = lshr i64 %892, %899
  %901 = or i64 %900, %898
  %902 = add i64 %893, %898
  %903 = getelementptr i8, ptr %875, i64 -4
  %904 = load i8, ptr %903, align 1, !tbaa !5
  %905 = zext i8 %904 to i64
  %906 = getelementptr inbounds i64, ptr %15, i64 %905
  %907 = load i64, ptr %906, align 8, !tbaa !14
  %908 = and i64 %907, 255
  %909 = lshr i64 %901, %908
  %910 = or i64 %909, %907
  %911 = add i64 %902, %907
  %912 = getelementptr i8, ptr %875, i64 -5
  %913 = load i8, ptr %912, align 1, !tbaa !5
  %914 = zext i8 %913 to i64
  %915 = getelementptr inbounds i64, ptr %15, i64 %914
  %916 = load i64, ptr %915, align 8, !tbaa !14
  %917 = and i64 %916, 255
  %918 = lshr i64 %910, %917
  %919 = or i64 %918, %916
  %920 = add i64 %911, %916
  %921 = add nsw i32 %870, -6
  %922 = sext i32 %921 to i64
  %923 = getelementptr inbounds i8, ptr %2, i64 %922
  %924 = load i8, ptr %923, align 1, !tbaa !5
  %925 = zext i8 %924 to i64
  %926 = getelementptr inbounds i64, ptr %15, i64 %925
  %927 = load i64, ptr %926, align 8, !tbaa !14
  %928 = and i64 %927, 255
  %929 = lshr i64 %919, %928
  %930 = and i64 %927, -256
  %931 = or i64 %929, %930
  %932 = add i64 %920, %927
  %933 = and i64 %932, 255
  %934 = lshr i64 %933, 3
  %935 = sub nsw i64 64, %933
  %936 = lshr i64 %931, %935
  %937 = and i64 %932, 7
  store i64 %936, ptr %868, align 1, !tbaa !14
  %938 = getelementptr inbounds i8, ptr %868, i64 %934
  br label %939

939:                                              ; preds = %873, %866
  %940 = phi i64 [ %867, %866 ], [ %937, %873 ]
  %941 = phi ptr [ %868, %866 ], [ %938, %873 ]
  %942 = phi i64 [ %869, %866 ], [ %931, %873 ]
  %943 = phi i32 [ %870, %866 ], [ %921, %873 ]
  %944 = getelementptr i8, ptr %2, i64 -12
  %945 = icmp sgt i32 %943, 0
  br i1 %945, label %946, label %2135

946:                                              ; preds = %939
  %947 = zext nneg i32 %943 to i64
  %948 = getelementptr i8, ptr %2, i64 -1
  %949 = getelementptr i8, ptr %2, i64 -2
  %950 = getelementptr i8, ptr %2, i64 -3
  %951 = getelementptr i8, ptr %2, i64 -4
  %952 = getelementptr i8, ptr %2, i64 -5
  %953 = getelementptr i8, ptr %2, i64 -6
  %954 = getelementptr i8, ptr %2, i64 -7
  %955 = getelementptr i8, ptr %2, i64 -8
  %956 = getelementptr i8, ptr %2, i64 -9
  %957 = getelementptr i8, ptr %2, i64 -10
  %958 = getelementptr i8, ptr %2, i64 -11
  br label %959

959:                                              ; preds = %959, %946
  %960 = phi i64 [ %947, %946 ], [ %1086, %959 ]
  %961 = phi i64 [ %942, %946 ], [ %1078, %959 ]
  %962 = phi ptr [ %941, %946 ], [ %1085, %959 ]
  %963 = phi i64 [ %940, %946 ], [ %1084, %959 ]
  %964 = getelementptr i8, ptr %948, i64 %960
  %965 = load i8, ptr %964, align 1, !tbaa !5
  %966 = zext i8 %965 to i64
  %967 = getelementptr inbounds i64, ptr %15, i64 %966
  %968 = load i64, ptr %967, align 8, !tbaa !14
  %969 = and i64 %968, 255
  %970 = lshr i64 %961, %969
  %971 = or i64 %970, %968
  %972 = add i64 %968, %963
  %973 = getelementptr i8, ptr %949, i64 %960
  %974 = load i8, ptr %973, align 1, !tbaa !5
  %975 = zext i8 %974 to i64
  %976 = getelementptr inbounds i64, ptr %15, i64 %975
  %977 = load i64, ptr %976, align 8, !tbaa !14
  %978 = and i64 %977, 255
  %979 = lshr i64 %971, %978
  %980 = or i64 %979, %977
  %981 = add i64 %972, %977
  %982 = getelementptr i8, ptr %950, i64 %960
  %983 = load i8, ptr %982, align 1, !tbaa !5
  %984 = zext i8 %983 to i64
  %985 = getelementptr inbounds i64, ptr %15, i64 %984
  %986 = load i64, ptr %985, align 8, !tbaa !14
  %987 = and i64 %986, 255
  %988 = lshr i64 %980, %987
  %989 = or i64 %988, %986
  %990 = add i64 %981, %986
  %991 = getelementptr i8, ptr %951, i64 %960
  %992 = load i8, ptr %991, align 1, !tbaa !5
  %993 = zext i8 %992 to i64
  %994 = getelementptr inbounds i64, ptr %15, i64 %993
  %995 = load i64, ptr %994, align 8, !tbaa !14
  %996 = and i64 %995, 255
  %997 = lshr i64 %989, %996
  %998 = or i64 %997, %995
  %999 = add i64 %990, %995
  %1000 = getelementptr i8, ptr %952, i64 %960
  %1001 = load i8, ptr %1000, align 1, !tbaa !5
  %1002 = zext i8 %1001 to i64
  %1003 = getelementptr inbounds i64, ptr %15, i64 %1002
  %1004 = load i64, ptr %1003, align 8, !tbaa !14
  %1005 = and i64 %1004, 255
  %1006 = lshr i64 %998, %1005
  %1007 = or i64 %1006, %1004
  %1008 = add i64 %999, %1004
  %1009 = getelementptr i8, ptr %953, i64 %960
  %1010 = load i8, ptr %1009, align 1, !tbaa !5
  %1011 = zext i8 %1010 to i64
  %1012 = getelementptr inbounds i64, ptr %15, i64 %1011
  %1013 = load i64, ptr %1012, align 8, !tbaa !14
  %1014 = and i64 %1013, 255
  %1015 = lshr i64 %1007, %1014
  %1016 = and i64 %1013, -256
  %1017 = or i64 %1015, %1016
  %1018 = add i64 %1008, %1013
  %1019 = and i64 %1018, 255
  %1020 = sub nsw i64 64, %1019
  %1021 = lshr i64 %1017, %1020
  store i64 %1021, ptr %962, align 1, !tbaa !14
  %1022 = getelementptr i8, ptr %954, i64 %960
  %1023 = load i8, ptr %1022, align 1, !tbaa !5
  %1024 = zext i8 %1023 to i64
  %1025 = getelementptr inbounds i64, ptr %15, i64 %1024
  %1026 = load i64, ptr %1025, align 8, !tbaa !14
  %1027 = getelementptr i8, ptr %955, i64 %960
  %1028 = load i8, ptr %1027, align 1, !tbaa !5
  %1029 = zext i8 %1028 to i64
  %1030 = getelementptr inbounds i64, ptr %15, i64 %1029
  %1031 = load i64, ptr %1030, align 8, !tbaa !14
  %1032 = and i64 %1031, 255
  %1033 = lshr i64 %1026, %1032
  %1034 = or i64 %1033, %1031
  %1035 = add i64 %1031, %1026
  %1036 = getelementptr i8, ptr %956, i64 %960
  %1037 = load i8, ptr %1036, align 1, !tbaa !5
  %1038 = zext i8 %1037 to i64
  %1039 = getelementptr inbounds i64, ptr %15, i64 %1038
  %1040 = load i64, ptr %1039, align 8, !tbaa !14
  %1041 = and i64 %1040, 255
  %1042 = lshr i64 %1034, %1041
  %1043 = or i64 %1042, %1040
  %1044 = add i64 %1035, %1040
  %1045 = getelementptr i8, ptr %957, i64 %960
  %1046 = load i8, ptr %1045, align 1, !tbaa !5
  %1047 = zext i8 %1046 to i64
  %1048 = getelementptr inbounds i64, ptr %15, i64 %1047
  %1049 = load i64, ptr %1048, align 8, !tbaa !14
  %1050 = and i64 %1049, 255
  %1051 = lshr i64 %1043, %1050
  %1052 = or i64 %1051, %1049
  %1053 = add i64 %1044, %1049
  %1054 = getelementptr i8, ptr %958, i64 %960
  %1055 = load i8, ptr %1054, align 1, !tbaa !5
  %1056 = zext i8 %1055 to i64
  %1057 = getelementptr inbounds i64, ptr %15, i64 %1056
  %1058 = load i64, ptr %1057, align 8, !tbaa !14
  %1059 = and i64 %1058, 255
  %1060 = lshr i64 %1052, %1059
  %1061 = or i64 %1060, %1058
  %1062 = add i64 %1053, %1058
  %1063 = lshr i64 %1019, 3
  %1064 = and i64 %1018, 7
  %1065 = getelementptr inbounds i8, ptr %962, i64 %1063
  %1066 = getelementptr i8, ptr %944, i64 %960
  %1067 = load i8, ptr %1066, align 1, !tbaa !5
  %1068 = zext i8 %1067 to i64
  %1069 = getelementptr inbounds i64, ptr %15, i64 %1068
  %1070 = load i64, ptr %1069, align 8, !tbaa !14
  %1071 = and i64 %1070, 255
  %1072 = lshr i64 %1061, %1071
  %1073 = and i64 %1070, -256
  %1074 = or i64 %1072, %1073
  %1075 = add i64 %1062, %1070
  %1076 = and i64 %1075, 255
  %1077 = lshr i64 %1017, %1076
  %1078 = or i64 %1074, %1077
  %1079 = add i64 %1075, %1064
  %1080 = and i64 %1079, 255
  %1081 = lshr i64 %1080, 3
  %1082 = sub nsw i64 64, %1080
  %1083 = lshr i64 %1078, %1082
  %1084 = and i64 %1079, 7
  store i64 %1083, ptr %1065, align 1, !tbaa !14
  %1085 = getelementptr inbounds i8, ptr %1065, i64 %1081
  %1086 = add nsw i64 %960, -12
  %1087 = icmp ugt i64 %960, 12
  br i1 %1087, label %959, label %2135, !llvm.loop !82

1088:                                             ; preds = %272
  %1089 = srem i32 %29, 7
  %1090 = icmp sgt i32 %1089, 0
  br i1 %1090, label %1091, label %1158

1091:                                             ; preds = %1088
  %1092 = shl i64 %3, 32
  %1093 = ashr exact i64 %1092, 32
  %1094 = and i32 %1089, 1
  %1095 = icmp eq i32 %1089, 1
  br i1 %1095, label %1127, label %1096

1096:                                             ; preds = %1091
  %1097 = and i32 %1089, 2147483646
  %1098 = getelementptr i8, ptr %2, i64 -1
  br label %1099

1099:                                             ; preds = %1099, %1096
  %1100 = phi i64 [ %1093, %1096 ], [ %1114, %1099 ]
  %1101 = phi i64 [ 0, %1096 ], [ %1123, %1099 ]
  %1102 = phi i64 [ 0, %1096 ], [ %1124, %1099 ]
  %1103 = phi i32 [ 0, %1096 ], [ %1125, %1099 ]
  %1104 = getelementptr i8, ptr %1098, i64 %1100
  %1105 = load i8, ptr %1104, align 1, !tbaa !5
  %1106 = zext i8 %1105 to i64
  %1107 = getelementptr inbounds i64, ptr %15, i64 %1106
  %1108 = load i64, ptr %1107, align 8, !tbaa !14
  %1109 = and i64 %1108, 255
  %1110 = lshr i64 %1101, %1109
  %1111 = and i64 %1108, -256
  %1112 = or i64 %1110, %1111
  %1113 = add i64 %1108, %1102
  %1114 = add nsw i64 %1100, -2
  %1115 = getelementptr inbounds i8, ptr %2, i64 %1114
  %1116 = load i8, ptr %1115, align 1, !tbaa !5
  %1117 = zext i8 %1116 to i64
  %1118 = getelementptr inbounds i64, ptr %15, i64 %1117
  %1119 = load i64, ptr %1118, align 8, !tbaa !14
  %1120 = and i64 %1119, 255
  %1121 = lshr i64 %1112, %1120
  %1122 = and i64 %1119, -256
  %1123 = or i64 %1121, %1122
  %1124 = add i64 %1119, %1113
  %1125 = add i32 %1103, 2
  %1126 = icmp eq i32 %1125, %1097
  br i1 %1126, label %1127, label %1099, !llvm.loop !81

1127:                                             ; preds = %1099, %1091
  %1128 = phi i64 [ poison, %1091 ], [ %1114, %1099 ]
  %1129 = phi i64 [ poison, %1091 ], [ %1123, %1099 ]
  %1130 = phi i64 [ poison, %1091 ], [ %1124, %1099 ]
  %1131 = phi i64 [ %1093, %1091 ], [ %1114, %1099 ]
  %1132 = phi i64 [ 0, %1091 ], [ %1123, %1099 ]
  %1133 = phi i64 [ 0, %1091 ], [ %1124, %1099 ]
  %1134 = icmp eq i32 %1094, 0
  br i1 %1134, label %1147, label %1135

1135:                                             ; preds = %1127
  %1136 = add nsw i64 %1131, -1
  %1137 = getelementptr inbounds i8, ptr %2, i64 %1136
  %1138 = load i8, ptr %1137, align 1, !tbaa !5
  %1139 = zext i8 %1138 to i64
  %1140 = getelementptr inbounds i64, ptr %15, i64 %1139
  %1141 = load i64, ptr %1140, align 8, !tbaa !14
  %1142 = and i64 %1141, 255
  %1143 = lshr i64 %1132, %1142
  %1144 = and i64 %1141, -256
  %1145 = or i64 %1143, %1144
  %1146 = add i64 %1141, %1133
  br label %1147

1147:                                             ; preds = %1127, %1135
  %1148 = phi i64 [ %1128, %1127 ], [ %1136, %1135 ]
  %1149 = phi i64 [ %1129, %1127 ], [ %1145, %1135 ]
  %1150 = phi i64 [ %1130, %1127 ], [ %1146, %1135 ]
  %1151 = trunc nsw i64 %1148 to i32
  %1152 = and i64 %1150, 255
  %1153 = lshr i64 %1152, 3
  %1154 = sub nsw i64 64, %1152
  %1155 = lshr i64 %1149, %1154
  %1156 = and i64 %1150, 7
  store i64 %1155, ptr %0, align 1, !tbaa !14
  %1157 = getelementptr inbounds i8, ptr %0, i64 %1153
  br label %1158

1158:                                             ; preds = %1147, %1088
  %1159 = phi i64 [ %1156, %1147 ], [ 0, %1088 ]
  %1160 = phi ptr [ %1157, %1147 ], [ %0, %1088 ]
  %1161 = phi i64 [ %1149, %1147 ], [ 0, %1088 ]
  %1162 = phi i32 [ %1151, %1147 ], [ %29, %1088 ]
  %1163 = srem i32 %1162, 14
  %1164 = icmp eq i32 %1163, 0
  br i1 %1164, label %1240, label %1165

1165:                                             ; preds = %1158
  %1166 = sext i32 %1162 to i64
  %1167 = getelementptr i8, ptr %2, i64 %1166
  %1168 = getelementptr i8, ptr %1167, i64 -1
  %1169 = load i8, ptr %1168, align 1, !tbaa !5
  %1170 = zext i8 %1169 to i64
  %1171 = getelementptr inbounds i64, ptr %15, i64 %1170
  %1172 = load i64, ptr %1171, align 8, !tbaa !14
  %1173 = and i64 %1172, 255
  %1174 = lshr i64 %1161, %1173
  %1175 = or i64 %1174, %1172
  %1176 = add i64 %1172, %1159
  %1177 = getelementptr i8, ptr %1167, i64 -2
  %1178 = load i8, ptr %1177, align 1, !tbaa !5
  %1179 = zext i8 %1178 to i64
  %1180 = getelementptr inbounds i64, ptr %15, i64 %1179
  %1181 = load i64, ptr %1180, align 8, !tbaa !14
  %1182 = and i64 %1181, 255
  %1183 = lshr i64 %1175, %1182
  %1184 = or i64 %1183, %1181
  %1185 = add i64 %1176, %1181
  %1186 = getelementptr i8, ptr %1167, i64 -3
  %1187 = load i8, ptr %1186, align 1, !tbaa !5
  %1188 = zext i8 %1187 to i64
  %1189 = getelementptr inbounds i64, ptr %15, i64 %1188
  %1190 = load i64, ptr %1189, align 8, !tbaa !14
  %1191 = and i64 %1190, 255
  %1192 = lshr i64 %1184, %1191
  %1193 = or i64 %1192, %1190
  %1194 = add i64 %1185, %1190
  %1195 = getelementptr i8, ptr %1167, i64 -4
  %1196 = load i8, ptr %1195, align 1, !tbaa !5
  %1197 = zext i8 %1196 to i64
  %1198 = getelementptr inbounds i64, ptr %15, i64 %1197
  %1199 = load i64, ptr %1198, align 8, !tbaa !14
  %1200 = and i64 %1199, 255
  %1201 = lshr i64 %1193, %1200
  %1202 = or i64 %1201, %1199
  %1203 = add i64 %1194, %1199
  %1204 = getelementptr i8, ptr %1167, i64 -5
  %1205 = load i8, ptr %1204, align 1, !tbaa !5
  %1206 = zext i8 %1205 to i64
  %1207 = getelementptr inbounds i64, ptr %15, i64 %1206
  %1208 = load i64, ptr %1207, align 8, !tbaa !14
  %1209 = and i64 %1208, 255
  %1210 = lshr i64 %1202, %1209
  %1211 = or i64 %1210, %1208
  %1212 = add i64 %1203, %1208
  %1213 = getelementptr i8, ptr %1167, i64 -6
  %1214 = load i8, ptr %1213, align 1, !tbaa !5
  %1215 = zext i8 %1214 to i64
  %1216 = getelementptr inbounds i64, ptr %15, i64 %1215
  %1217 = load i64, ptr %1216, align 8, !tbaa !14
  %1218 = and i64 %1217, 255
  %1219 = lshr i64 %1211, %1218
  %1220 = or i64 %1219, %1217
  %1221 = add i64 %1212, %1217
  %1222 = add nsw i32 %1162, -7
  %1223 = sext i32 %1222 to i64
  %1224 = getelementptr inbounds i8, ptr %2, i64 %1223
  %1225 = load i8, ptr %1224, align 1, !tbaa !5
  %1226 = zext i8 %1225 to i64
  %1227 = getelementptr inbounds i64, ptr %15, i64 %1226
  %1228 = load i64, ptr %1227, align 8, !tbaa !14
  %1229 = and i64 %1228, 255
  %1230 = lshr i64 %1220, %1229
  %1231 = and i64 %1228, -256
  %1232 = or i64 %1230, %1231
  %1233 = add i64 %1221, %1228
  %1234 = and i64 %1233, 255
  %1235 = lshr i64 %1234, 3
  %1236 = sub nsw i64 64, %1234
  %1237 = lshr i64 %1232, %1236
  %1238 = and i64 %1233, 7
  store i64 %1237, ptr %1160, align 1, !tbaa !14
  %1239 = getelementptr inbounds i8, ptr %1160, i64 %1235
  br label %1240

1240:                                             ; preds = %1165, %1158
  %1241 = phi i64 [ %1159, %1158 ], [ %1238, %1165 ]
  %1242 = phi ptr [ %1160, %1158 ], [ %1239, %1165 ]
  %1243 = phi i64 [ %1161, %1158 ], [ %1232, %1165 ]
  %1244 = phi i32 [ %1162, %1158 ], [ %1222, %1165 ]
  %1245 = getelementptr i8, ptr %2, i64 -14
  %1246 = icmp sgt i32 %1244, 0
  br i1 %1246, label %1247, label %2135

1247:                                             ; preds = %1240
  %1248 = zext nneg i32 %1244 to i64
  %1249 = getelementptr i8, ptr %2, i64 -1
  %1250 = getelementptr i8, ptr %2, i64 -2
  %1251 = getelementptr i8, ptr %2, i64 -3
  %1252 = getelementptr i8, ptr %2, i64 -4
  %1253 = getelementptr i8, ptr %2, i64 -5
  %1254 = getelementptr i8, ptr %2, i64 -6
  %1255 = getelementptr i8, ptr %2, i64 -7
  %1256 = getelementptr i8, ptr %2, i64 -8
  %1257 = getelementptr i8, ptr %2, i64 -9
  %1258 = getelementptr i8, ptr %2, i64 -10
  %1259 = getelementptr i8, ptr %2, i64 -11
  %1260 = getelementptr i8, ptr %2, i64 -12
  %1261 = getelementptr i8, ptr %2, i64 -13
  br label %1262

1262:                                             ; preds = %1262, %1247
  %1263 = phi i64 [ %1248, %1247 ], [ %1407, %1262 ]
  %1264 = phi i64 [ %1243, %1247 ], [ %1399, %1262 ]
  %1265 = phi ptr [ %1242, %1247 ], [ %1406, %1262 ]
  %1266 = phi i64 [ %1241, %1247 ], [ %1405, %1262 ]
  %1267 = getelementptr i8, ptr %1249, i64 %1263
  %1268 = load i8, ptr %1267, align 1, !tbaa !5
  %1269 = zext i8 %1268 to i64
  %1270 = getelementptr inbounds i64, ptr %15, i64 %1269
  %1271 = load i64, ptr %1270, align 8, !tbaa !14
  %1272 = and i64 %1271, 255
  %1273 = lshr i64 %1264, %1272
  %1274 = or i64 %1273, %1271
  %1275 = add i64 %1271, %1266
  %1276 = getelementptr i8, ptr %1250, i64 %1263
  %1277 = load i8, ptr %1276, align 1, !tbaa !5
  %1278 = zext i8 %1277 to i64
  %1279 = getelementptr inbounds i64, ptr %15, i64 %1278
  %1280 = load i64, ptr %1279, align 8, !tbaa !14
  %1281 = and i64 %1280, 255
  %1282 = lshr i64 %1274, %1281
  %1283 = or i64 %1282, %1280
  %1284 = add i64 %1275, %1280
  %1285 = getelementptr i8, ptr %1251, i64 %1263
  %1286 = load i8, ptr %1285, align 1, !tbaa !5
  %1287 = zext i8 %1286 to i64
  %1288 = getelementptr inbounds i64, ptr %15, i64 %1287
  %1289 = load i64, ptr %1288, align 8, !tbaa !14
  %1290 = and i64 %1289, 255
  %1291 = lshr i64 %1283, %1290
  %1292 = or i64 %1291, %1289
  %1293 = add i64 %1284, %1289
  %1294 = getelementptr i8, ptr %1252, i64 %1263
  %1295 = load i8, ptr %1294, align 1, !tbaa !5
  %1296 = zext i8 %1295 to i64
  %1297 = getelementptr inbounds i64, ptr %15, i64 %1296
  %1298 = load i64, ptr %1297, align 8, !tbaa !14
  %1299 = and i64 %1298, 255
  %1300 = lshr i64 %1292, %1299
  %1301 = or i64 %1300, %1298
  %1302 = add i64 %1293, %1298
  %1303 = getelementptr i8, ptr %1253, i64 %1263
  %1304 = load i8, ptr %1303, align 1, !tbaa !5
  %1305 = zext i8 %1304 to i64
  %1306 = getelementptr inbounds i64, ptr %15, i64 %1305
  %1307 = load i64, ptr %1306, align 8, !tbaa !14
  %1308 = and i64 %1307, 255
  %1309 = lshr i64 %1301, %1308
  %1310 = or i64 %1309, %1307
  %1311 = add i64 %1302, %1307
  %1312 = getelementptr i8, ptr %1254, i64 %1263
  %1313 = load i8, ptr %1312, align 1, !tbaa !5
  %1314 = zext i8 %1313 to i64
  %1315 = getelementptr inbounds i64, ptr %15, i64 %1314
  %1316 = load i64, ptr %1315, align 8, !tbaa !14
  %1317 = and i64 %1316, 255
  %1318 = lshr i64 %1310, %1317
  %1319 = or i64 %1318, %1316
  %1320 = add i64 %1311, %1316
  %1321 = getelementptr i8, ptr %1255, i64 %1263
  %1322 = load i8, ptr %1321, align 1, !tbaa !5
  %1323 = zext i8 %1322 to i64
  %1324 = getelementptr inbounds i64, ptr %15, i64 %1323
  %1325 = load i64, ptr %1324, align 8, !tbaa !14
  %1326 = and i64 %1325, 255
  %1327 = lshr i64 %1319, %1326
  %1328 = and i64 %1325, -256
  %1329 = or i64 %1327, %1328
  %1330 = add i64 %1320, %1325
  %1331 = and i64 %1330, 255
  %1332 = sub nsw i64 64, %1331
  %1333 = lshr i64 %1329, %1332
  store i64 %1333, ptr %1265, align 1, !tbaa !14
  %1334 = getelementptr i8, ptr %1256, i64 %1263
  %1335 = load i8, ptr %1334, align 1, !tbaa !5
  %1336 = zext i8 %1335 to i64
  %1337 = getelementptr inbounds i64, ptr %15, i64 %1336
  %1338 = load i64, ptr %1337, align 8, !tbaa !14
  %1339 = getelementptr i8, ptr %1257, i64 %1263
  %1340 = load i8, ptr %1339, align 1, !tbaa !5
  %1341 = zext i8 %1340 to i64
  %1342 = getelementptr inbounds i64, ptr %15, i64 %1341
  %1343 = load i64, ptr %1342, align 8, !tbaa !14
  %1344 = and i64 %1343, 255
  %1345 = lshr i64 %1338, %1344
  %1346 = or i64 %1345, %1343
  %1347 = add i64 %1343, %1338
  %1348 = getelementptr i8, ptr %1258, i64 %1263
  %1349 = load i8, ptr %1348, align 1, !tbaa !5
  %1350 = zext i8 %1349 to i64
  %1351 = getelementptr inbounds i64, ptr %15, i64 %1350
  %1352 = load i64, ptr %1351, align 8, !tbaa !14
  %1353 = and i64 %1352, 255
  %1354 = lshr i64 %1346, %1353
  %1355 = or i64 %1354, %1352
  %1356 = add i64 %1347, %1352
  %1357 = getelementptr i8, ptr %1259, i64 %1263
  %1358 = load i8, ptr %1357, align 1, !tbaa !5
  %1359 = zext i8 %1358 to i64
  %1360 = getelementptr inbounds i64, ptr %15, i64 %1359
  %1361 = load i64, ptr %1360, align 8, !tbaa !14
  %1362 = and i64 %1361, 255
  %1363 = lshr i64 %1355, %1362
  %1364 = or i64 %1363, %1361
  %1365 = add i64 %1356, %1361
  %1366 = getelementptr i8, ptr %1260, i64 %1263
  %1367 = load i8, ptr %1366, align 1, !tbaa !5
  %1368 = zext i8 %1367 to i64
  %1369 = getelementptr inbounds i64, ptr %15, i64 %1368
  %1370 = load i64, ptr %1369, align 8, !tbaa !14
  %1371 = and i64 %1370, 255
  %1372 = lshr i64 %1364, %1371
  %1373 = or i64 %1372, %1370
  %1374 = add i64 %1365, %1370
  %1375 = getelementptr i8, ptr %1261, i64 %1263
  %1376 = load i8, ptr %1375, align 1, !tbaa !5
  %1377 = zext i8 %1376 to i64
  %1378 = getelementptr inbounds i64, ptr %15, i64 %1377
  %1379 = load i64, ptr %1378, align 8, !tbaa !14
  %1380 = and i64 %1379, 255
  %1381 = lshr i64 %1373, %1380
  %1382 = or i64 %1381, %1379
  %1383 = add i64 %1374, %1379
  %1384 = lshr i64 %1331, 3
  %1385 = and i64 %1330, 7
  %1386 = getelementptr inbounds i8, ptr %1265, i64 %1384
  %1387 = getelementptr i8, ptr %1245, i64 %1263
  %1388 = load i8, ptr %1387, align 1, !tbaa !5
  %1389 = zext i8 %1388 to i64
  %1390 = getelementptr inbounds i64, ptr %15, i64 %1389
  %1391 = load i64, ptr %1390, align 8, !tbaa !14
  %1392 = and i64 %1391, 255
  %1393 = lshr i64 %1382, %1392
  %1394 = and i64 %1391, -256
  %1395 = or i64 %1393, %1394
  %1396 = add i64 %1383, %1391
  %1397 = and i64 %1396, 255
  %1398 = lshr i64 %1329, %1397
  %1399 = or i64 %1395, %1398
  %1400 = add i64 %1396, %1385
  %1401 = and i64 %1400, 255
  %1402 = lshr i64 %1401, 3
  %1403 = sub nsw i64 64, %1401
  %1404 = lshr i64 %1399, %1403
  %1405 = and i64 %1400, 7
  store i64 %1404, ptr %1386, align 1, !tbaa !14
  %1406 = getelementptr inbounds i8, ptr %1386, i64 %1402
  %1407 = add nsw i64 %1263, -14
  %1408 = icmp ugt i64 %1263, 14
  br i1 %1408, label %1262, label %2135, !llvm.loop !82

1409:                                             ; preds = %272
  %1410 = srem i32 %29, 8
  %1411 = icmp sgt i32 %1410, 0
  br i1 %1411, label %1412, label %1479

1412:                                             ; preds = %1409
  %1413 = shl i64 %3, 32
  %1414 = ashr exact i64 %1413, 32
  %1415 = and i32 %1410, 1
  %1416 = icmp eq i32 %1410, 1
  br i1 %1416, label %1448, label %1417

1417:                                             ; preds = %1412
  %1418 = and i32 %1410, 2147483646
  %1419 = getelementptr i8, ptr %2, i64 -1
  br label %1420

1420:                                             ; preds = %1420, %1417
  %1421 = phi i64 [ %1414, %1417 ], [ %1435, %1420 ]
  %1422 = phi i64 [ 0, %1417 ], [ %1444, %1420 ]
  %1423 = phi i64 [ 0, %1417 ], [ %1445, %1420 ]
  %1424 = phi i32 [ 0, %1417 ], [ %1446, %1420 ]
  %1425 = getelementptr i8, ptr %1419, i64 %1421
  %1426 = load i8, ptr %1425, align 1, !tbaa !5
  %1427 = zext i8 %1426 to i64
  %1428 = getelementptr inbounds i64, ptr %15, i64 %1427
  %1429 = load i64, ptr %1428, align 8, !tbaa !14
  %1430 = and i64 %1429, 255
  %1431 = lshr i64 %1422, %1430
  %1432 = and i64 %1429, -256
  %1433 = or i64 %1431, %1432
  %1434 = add i64 %1429, %1423
  %1435 = add nsw i64 %1421, -2
  %1436 = getelementptr inbounds i8, ptr %2, i64 %1435
  %1437 = load i8, ptr %1436, align 1, !tbaa !5
  %1438 = zext i8 %1437 to i64
  %1439 = getelementptr inbounds i64, ptr %15, i64 %1438
  %1440 = load i64, ptr %1439, align 8, !tbaa !14
  %1441 = and i64 %1440, 255
  %1442 = lshr i64 %1433, %1441
  %1443 = and i64 %1440, -256
  %1444 = or i64 %1442, %1443
  %1445 = add i64 %1440, %1434
  %1446 = add i32 %1424, 2
  %1447 = icmp eq i32 %1446, %1418
  br i1 %1447, label %1448, label %1420, !llvm.loop !81

1448:                                             ; preds = %1420, %1412
  %1449 = phi i64 [ poison, %1412 ], [ %1435, %1420 ]
  %1450 = phi i64 [ poison, %1412 ], [ %1444, %1420 ]
  %1451 = phi i64 [ poison, %1412 ], [ %1445, %1420 ]
  %1452 = phi i64 [ %1414, %1412 ], [ %1435, %1420 ]
  %1453 = phi i64 [ 0, %1412 ], [ %1444, %1420 ]
  %1454 = phi i64 [ 0, %1412 ], [ %1445, %1420 ]
  %1455 = icmp eq i32 %1415, 0
  br i1 %1455, label %1468, label %1456

1456:                                             ; preds = %1448
  %1457 = add nsw i64 %1452, -1
  %1458 = getelementptr inbounds i8, ptr %2, i64 %1457
  %1459 = load i8, ptr %1458, align 1, !tbaa !5
  %1460 = zext i8 %1459 to i64
  %1461 = getelementptr inbounds i64, ptr %15, i64 %1460
  %1462 = load i64, ptr %1461, align 8, !tbaa !14
  %1463 = and i64 %1462, 255
  %1464 = lshr i64 %1453, %1463
  %1465 = and i64 %1462, -256
  %1466 = or i64 %1464, %1465
  %1467 = add i64 %1462, %1454
  br label %1468

1468:                                             ; preds = %1448, %1456
  %1469 = phi i64 [ %1449, %1448 ], [ %1457, %1456 ]
  %1470 = phi i64 [ %1450, %1448 ], [ %1466, %1456 ]
  %1471 = phi i64 [ %1451, %1448 ], [ %1467, %1456 ]
  %1472 = trunc nsw i64 %1469 to i32
  %1473 = and i64 %1471, 255
  %1474 = lshr i64 %1473, 3
  %1475 = sub nsw i64 64, %1473
  %1476 = lshr i64 %1470, %1475
  %1477 = and i64 %1471, 7
  store i64 %1476, ptr %0, align 1, !tbaa !14
  %1478 = getelementptr inbounds i8, ptr %0, i64 %1474
  br label %1479

1479:                                             ; preds = %1468, %1409
  %1480 = phi i64 [ %1477, %1468 ], [ 0, %1409 ]
  %1481 = phi ptr [ %1478, %1468 ], [ %0, %1409 ]
  %1482 = phi i64 [ %1470, %1468 ], [ 0, %1409 ]
  %1483 = phi i32 [ %1472, %1468 ], [ %29, %1409 ]
  %1484 = and i32 %1483, 15
  %1485 = icmp eq i32 %1484, 0
  br i1 %1485, label %1570, label %1486

1486:                                             ; preds = %1479
  %1487 = sext i32 %1483 to i64
  %1488 = getelementptr i8, ptr %2, i64 %1487
  %1489 = getelementptr i8, ptr %1488, i64 -1
  %1490 = load i8, ptr %1489, align 1, !tbaa !5
  %1491 = zext i8 %1490 to i64
  %1492 = getelementptr inbounds i64, ptr %15, i64 %1491
  %1493 = load i64, ptr %1492, align 8, !tbaa !14
  %1494 = and i64 %1493, 255
  %1495 = lshr i64 %1482, %1494
  %1496 = or i64 %1495, %1493
  %1497 = add i64 %1493, %1480
  %1498 = getelementptr i8, ptr %1488, i64 -2
  %1499 = load i8, ptr %1498, align 1, !tbaa !5
  %1500 = zext i8 %1499 to i64
  %1501 = getelementptr inbounds i64, ptr %15, i64 %1500
  %1502 = load i64, ptr %1501, align 8, !tbaa !14
  %1503 = and i64 %1502, 255
  %1504 = lshr i64 %1496, %1503
  %1505 = or i64 %1504, %1502
  %1506 = add i64 %1497, %1502
  %1507 = getelementptr i8, ptr %1488, i64 -3
  %1508 = load i8, ptr %1507, align 1, !tbaa !5
  %1509 = zext i8 %1508 to i64
  %1510 = getelementptr inbounds i64, ptr %15, i64 %1509
  %1511 = load i64, ptr %1510, align 8, !tbaa !14
  %1512 = and i64 %1511, 255
  %1513 = lshr i64 %1505, %1512
  %1514 = or i64 %1513, %1511
  %1515 = add i64 %1506, %1511
  %1516 = getelementptr i8, ptr %1488, i64 -4
  %1517 = load i8, ptr %1516, align 1, !tbaa !5
  %1518 = zext i8 %1517 to i64
  %1519 = getelementptr inbounds i64, ptr %15, i64 %1518
  %1520 = load i64, ptr %1519, align 8, !tbaa !14
  %1521 = and i64 %1520, 255
  %1522 = lshr i64 %1514, %1521
  %1523 = or i64 %1522, %1520
  %1524 = add i64 %1515, %1520
  %1525 = getelementptr i8, ptr %1488, i64 -5
  %1526 = load i8, ptr %1525, align 1, !tbaa !5
  %1527 = zext i8 %1526 to i64
  %1528 = getelementptr inbounds i64, ptr %15, i64 %1527
  %1529 = load i64, ptr %1528, align 8, !tbaa !14
  %1530 = and i64 %1529, 255
  %1531 = lshr i64 %1523, %1530
  %1532 = or i64 %1531, %1529
  %1533 = add i64 %1524, %1529
  %1534 = getelementptr i8, ptr %1488, i64 -6
  %1535 = load i8, ptr %1534, align 1, !tbaa !5
  %1536 = zext i8 %1535 to i64
  %1537 = getelementptr inbounds i64, ptr %15, i64 %1536
  %1538 = load i64, ptr %1537, align 8, !tbaa !14
  %1539 = and i64 %1538, 255
  %1540 = lshr i64 %1532, %1539
  %1541 = or i64 %1540, %1538
  %1542 = add i64 %1533, %1538
  %1543 = getelementptr i8, ptr %1488, i64 -7
  %1544 = load i8, ptr %1543, align 1, !tbaa !5
  %1545 = zext i8 %1544 to i64
  %1546 = getelementptr inbounds i64, ptr %15, i64 %1545
  %1547 = load i64, ptr %1546, align 8, !tbaa !14
  %1548 = and i64 %1547, 255
  %1549 = lshr i64 %1541, %1548
  %1550 = or i64 %1549, %1547
  %1551 = add i64 %1542, %1547
  %1552 = add nsw i32 %1483, -8
  %1553 = sext i32 %1552 to i64
  %1554 = getelementptr inbounds i8, ptr %2, i64 %1553
  %1555 = load i8, ptr %1554, align 1, !tbaa !5
  %1556 = zext i8 %1555 to i64
  %1557 = getelementptr inbounds i64, ptr %15, i64 %1556
  %1558 = load i64, ptr %1557, align 8, !tbaa !14
  %1559 = and i64 %1558, 255
  %1560 = lshr i64 %1550, %1559
  %1561 = and i64 %1558, -256
  %1562 = or i64 %1560, %1561
  %1563 = add i64 %1551, %1558
  %1564 = and i64 %1563, 255
  %1565 = lshr i64 %1564, 3
  %1566 = sub nsw i64 64, %1564
  %1567 = lshr i64 %1562, %1566
  %1568 = and i64 %1563, 7
  store i64 %1567, ptr %1481, align 1, !tbaa !14
  %1569 = getelementptr inbounds i8, ptr %1481, i64 %1565
  br label %1570

1570:                                             ; preds = %1486, %1479
  %1571 = phi i64 [ %1480, %1479 ], [ %1568, %1486 ]
  %1572 = phi ptr [ %1481, %1479 ], [ %1569, %1486 ]
  %1573 = phi i64 [ %1482, %1479 ], [ %1562, %1486 ]
  %1574 = phi i32 [ %1483, %1479 ], [ %1552, %1486 ]
  %1575 = getelementptr i8, ptr %2, i64 -16
  %1576 = icmp sgt i32 %1574, 0
  br i1 %1576, label %1577, label %2135

1577:                                             ; preds = %1570
  %1578 = zext nneg i32 %1574 to i64
  %1579 = getelementptr i8, ptr %2, i64 -1
  %1580 = getelementptr i8, ptr %2, i64 -2
  %1581 = getelementptr i8, ptr %2, i64 -3
  %1582 = getelementptr i8, ptr %2, i64 -4
  %1583 = getelementptr i8, ptr %2, i64 -5
  %1584 = getelementptr i8, ptr %2, i64 -6
  %1585 = getelementptr i8, ptr %2, i64 -7
  %1586 = getelementptr i8, ptr %2, i64 -8
  %1587 = getelementptr i8, ptr %2, i64 -9
  %1588 = getelementptr i8, ptr %2, i64 -10
  %1589 = getelementptr i8, ptr %2, i64 -11
  %1590 = getelementptr i8, ptr %2, i64 -12
  %1591 = getelementptr i8, ptr %2, i64 -13
  %1592 = getelementptr i8, ptr %2, i64 -14
  %1593 = getelementptr i8, ptr %2, i64 -15
  br label %1594

1594:                                             ; preds = %1594, %1577
  %1595 = phi i64 [ %1578, %1577 ], [ %1757, %1594 ]
  %1596 = phi i64 [ %1573, %1577 ], [ %1749, %1594 ]
  %1597 = phi ptr [ %1572, %1577 ], [ %1756, %1594 ]
  %1598 = phi i64 [ %1571, %1577 ], [ %1755, %1594 ]
  %1599 = getelementptr i8, ptr %1579, i64 %1595
  %1600 = load i8, ptr %1599, align 1, !tbaa !5
  %1601 = zext i8 %1600 to i64
  %1602 = getelementptr inbounds i64, ptr %15, i64 %1601
  %1603 = load i64, ptr %1602, align 8, !tbaa !14
  %1604 = and i64 %1603, 255
  %1605 = lshr i64 %1596, %1604
  %1606 = or i64 %1605, %1603
  %1607 = add i64 %1603, %1598
  %1608 = getelementptr i8, ptr %1580, i64 %1595
  %1609 = load i8, ptr %1608, align 1, !tbaa !5
  %1610 = zext i8 %1609 to i64
  %1611 = getelementptr inbounds i64, ptr %15, i64 %1610
  %1612 = load i64, ptr %1611, align 8, !tbaa !14
  %1613 = and i64 %1612, 255
  %1614 = lshr i64 %1606, %1613
  %1615 = or i64 %1614, %1612
  %1616 = add i64 %1607, %1612
  %1617 = getelementptr i8, ptr %1581, i64 %1595
  %1618 = load i8, ptr %1617, align 1, !tbaa !5
  %1619 = zext i8 %1618 to i64
  %1620 = getelementptr inbounds i64, ptr %15, i64 %1619
  %1621 = load i64, ptr %1620, align 8, !tbaa !14
  %1622 = and i64 %1621, 255
  %1623 = lshr i64 %1615, %1622
  %1624 = or i64 %1623, %1621
  %1625 = add i64 %1616, %1621
  %1626 = getelementptr i8, ptr %1582, i64 %1595
  %1627 = load i8, ptr %1626, align 1, !tbaa !5
  %1628 = zext i8 %1627 to i64
  %1629 = getelementptr inbounds i64, ptr %15, i64 %1628
  %1630 = load i64, ptr %1629, align 8, !tbaa !14
  %1631 = and i64 %1630, 255
  %1632 = lshr i64 %1624, %1631
  %1633 = or i64 %1632, %1630
  %1634 = add i64 %1625, %1630
  %1635 = getelementptr i8, ptr %1583, i64 %1595
  %1636 = load i8, ptr %1635, align 1, !tbaa !5
  %1637 = zext i8 %1636 to i64
  %1638 = getelementptr inbounds i64, ptr %15, i64 %1637
  %1639 = load i64, ptr %1638, align 8, !tbaa !14
  %1640 = and i64 %1639, 255
  %1641 = lshr i64 %1633, %1640
  %1642 = or i64 %1641, %1639
  %1643 = add i64 %1634, %1639
  %1644 = getelementptr i8, ptr %1584, i64 %1595
  %1645 = load i8, ptr %1644, align 1, !tbaa !5
  %1646 = zext i8 %1645 to i64
  %1647 = getelementptr inbounds i64, ptr %15, i64 %1646
  %1648 = load i64, ptr %1647, align 8, !tbaa !14
  %1649 = and i64 %1648, 255
  %1650 = lshr i64 %1642, %1649
  %1651 = or i64 %1650, %1648
  %1652 = add i64 %1643, %1648
  %1653 = getelementptr i8, ptr %1585, i64 %1595
  %1654 = load i8, ptr %1653, align 1, !tbaa !5
  %1655 = zext i8 %1654 to i64
  %1656 = getelementptr inbounds i64, ptr %15, i64 %1655
  %1657 = load i64, ptr %1656, align 8, !tbaa !14
  %1658 = and i64 %1657, 255
  %1659 = lshr i64 %1651, %1658
  %1660 = or i64 %1659, %1657
  %1661 = add i64 %1652, %1657
  %1662 = getelementptr i8, ptr %1586, i64 %1595
  %1663 = load i8, ptr %1662, align 1, !tbaa !5
  %1664 = zext i8 %1663 to i64
  %1665 = getelementptr inbounds i64, ptr %15, i64 %1664
  %1666 = load i64, ptr %1665, align 8, !tbaa !14
  %1667 = and i64 %1666, 255
  %1668 = lshr i64 %1660, %1667
  %1669 = and i64 %1666, -256
  %1670 = or i64 %1668, %1669
  %1671 = add i64 %1661, %1666
  %1672 = and i64 %1671, 255
  %1673 = sub nsw i64 64, %1672
  %1674 = lshr i64 %1670, %1673
  store i64 %1674, ptr %1597, align 1, !tbaa !14
  %1675 = getelementptr i8, ptr %1587, i64 %1595
  %1676 = load i8, ptr %1675, align 1, !tbaa !5
  %1677 = zext i8 %1676 to i64
  %1678 = getelementptr inbounds i64, ptr %15, i64 %1677
  %1679 = load i64, ptr %1678, align 8, !tbaa !14
  %1680 = getelementptr i8, ptr %1588, i64 %1595
  %1681 = load i8, ptr %1680, align 1, !tbaa !5
  %1682 = zext i8 %1681 to i64
  %1683 = getelementptr inbounds i64, ptr %15, i64 %1682
  %1684 = load i64, ptr %1683, align 8, !tbaa !14
  %1685 = and i64 %1684, 255
  %1686 = lshr i64 %1679, %1685
  %1687 = or i64 %1686, %1684
  %1688 = add i64 %1684, %1679
  %1689 = getelementptr i8, ptr %1589, i64 %1595
  %1690 = load i8, ptr %1689, align 1, !tbaa !5
  %1691 = zext i8 %1690 to i64
  %1692 = getelementptr inbounds i64, ptr %15, i64 %1691
  %1693 = load i64, ptr %1692, align 8, !tbaa !14
  %1694 = and i64 %1693, 255
  %1695 = lshr i64 %1687, %1694
  %1696 = or i64 %1695, %1693
  %1697 = add i64 %1688, %1693
  %1698 = getelementptr i8, ptr %1590, i64 %1595
  %1699 = load i8, ptr %1698, align 1, !tbaa !5
  %1700 = zext i8 %1699 to i64
  %1701 = getelementptr inbounds i64, ptr %15, i64 %1700
  %1702 = load i64, ptr %1701, align 8, !tbaa !14
  %1703 = and i64 %1702, 255
  %1704 = lshr i64 %1696, %1703
  %1705 = or i64 %1704, %1702
  %1706 = add i64 %1697, %1702
  %1707 = getelementptr i8, ptr %1591, i64 %1595
  %1708 = load i8, ptr %1707, align 1, !tbaa !5
  %1709 = zext i8 %1708 to i64
  %1710 = getelementptr inbounds i64, ptr %15, i64 %1709
  %1711 = load i64, ptr %1710, align 8, !tbaa !14
  %1712 = and i64 %1711, 255
  %1713 = lshr i64 %1705, %1712
  %1714 = or i64 %1713, %1711
  %1715 = add i64 %1706, %1711
  %1716 = getelementptr i8, ptr %1592, i64 %1595
  %1717 = load i8, ptr %1716, align 1, !tbaa !5
  %1718 = zext i8 %1717 to i64
  %1719 = getelementptr inbounds i64, ptr %15, i64 %1718
  %1720 = load i64, ptr %1719, align 8, !tbaa !14
  %1721 = and i64 %1720, 255
  %1722 = lshr i64 %1714, %1721
  %1723 = or i64 %1722, %1720
  %1724 = add i64 %1715, %1720
  %1725 = getelementptr i8, ptr %1593, i64 %1595
  %1726 = load i8, ptr %1725, align 1, !tbaa !5
  %1727 = zext i8 %1726 to i64
  %1728 = getelementptr inbounds i64, ptr %15, i64 %1727
  %1729 = load i64, ptr %1728, align 8, !tbaa !14
  %1730 = and i64 %1729, 255
  %1731 = lshr i64 %1723, %1730
  %1732 = or i64 %1731, %1729
  %1733 = add i64 %1724, %1729
  %1734 = lshr i64 %1672, 3
  %1735 = and i64 %1671, 7
  %1736 = getelementptr inbounds i8, ptr %1597, i64 %1734
  %1737 = getelementptr i8, ptr %1575, i64 %1595
  %1738 = load i8, ptr %1737, align 1, !tbaa !5
  %1739 = zext i8 %1738 to i64
  %1740 = getelementptr inbounds i64, ptr %15, i64 %1739
  %1741 = load i64, ptr %1740, align 8, !tbaa !14
  %1742 = and i64 %1741, 255
  %1743 = lshr i64 %1732, %1742
  %1744 = and i64 %1741, -256
  %1745 = or i64 %1743, %1744
  %1746 = add i64 %1733, %1741
  %1747 = and i64 %1746, 255
  %1748 = lshr i64 %1670, %1747
  %1749 = or i64 %1745, %1748
  %1750 = add i64 %1746, %1735
  %1751 = and i64 %1750, 255
  %1752 = lshr i64 %1751, 3
  %1753 = sub nsw i64 64, %1751
  %1754 = lshr i64 %1749, %1753
  %1755 = and i64 %1750, 7
  store i64 %1754, ptr %1736, align 1, !tbaa !14
  %1756 = getelementptr inbounds i8, ptr %1736, i64 %1752
  %1757 = add nsw i64 %1595, -16
  %1758 = icmp ugt i64 %1595, 16
  br i1 %1758, label %1594, label %2135, !llvm.loop !82

1759:                                             ; preds = %272
  %1760 = srem i32 %29, 9
  %1761 = icmp sgt i32 %1760, 0
  br i1 %1761, label %1762, label %1829

1762:                                             ; preds = %1759
  %1763 = shl i64 %3, 32
  %1764 = ashr exact i64 %1763, 32
  %1765 = and i32 %1760, 1
  %1766 = icmp eq i32 %1760, 1
  br i1 %1766, label %1798, label %1767

1767:                                             ; preds = %1762
  %1768 = and i32 %1760, 2147483646
  %1769 = getelementptr i8, ptr %2, i64 -1
  br label %1770

1770:                                             ; preds = %1770, %1767
  %1771 = phi i64 [ %1764, %1767 ], [ %1785, %1770 ]
  %1772 = phi i64 [ 0, %1767 ], [ %1794, %1770 ]
  %1773 = phi i64 [ 0, %1767 ], [ %1795, %1770 ]
  %1774 = phi i32 [ 0, %1767 ], [ %1796, %1770 ]
  %1775 = getelementptr i8, ptr %1769, i64 %1771
  %1776 = load i8, ptr %1775, align 1, !tbaa !5
  %1777 = zext i8 %1776 to i64
  %1778 = getelementptr inbounds i64, ptr %15, i64 %1777
  %1779 = load i64, ptr %1778, align 8, !tbaa !14
  %1780 = and i64 %1779, 255
  %1781 = lshr i64 %1772, %1780
  %1782 = and i64 %1779, -256
  %1783 = or i64 %1781, %1782
  %1784 = add i64 %1779, %1773
  %1785 = add nsw i64 %1771, -2
  %1786 = getelementptr inbounds i8, ptr %2, i64 %1785
  %1787 = load i8, ptr %1786, align 1, !tbaa !5
  %1788 = zext i8 %1787 to i64
  %1789 = getelementptr inbounds i64, ptr %15, i64 %1788
  %1790 = load i64, ptr %1789, align 8, !tbaa !14
  %1791 = and i64 %1790, 255
  %1792 = lshr i64 %1783, %1791
  %1793 = and i64 %1790, -256
  %1794 = or i64 %1792, %1793
  %1795 = add i64 %1790, %1784
  %1796 = add i32 %1774, 2
  %1797 = icmp eq i32 %1796, %1768
  br i1 %1797, label %1798, label %1770, !llvm.loop !81

1798:                                             ; preds = %1770, %1762
  %1799 = phi i64 [ poison, %1762 ], [ %1785, %1770 ]
  %1800 = phi i64 [ poison, %1762 ], [ %1794, %1770 ]
  %1801 = phi i64 [ poison, %1762 ], [ %1795, %1770 ]
  %1802 = phi i64 [ %1764, %1762 ], [ %1785, %1770 ]
  %1803 = phi i64 [ 0, %1762 ], [ %1794, %1770 ]
  %1804 = phi i64 [ 0, %1762 ], [ %1795, %1770 ]
  %1805 = icmp eq i32 %1765, 0
  br i1 %1805, label %1818, label %1806

1806:                                             ; preds = %1798
  %1807 = add nsw i64 %1802, -1
  %1808 = getelementptr inbounds i8, ptr %2, i64 %1807
  %1809 = load i8, ptr %1808, align 1, !tbaa !5
  %1810 = zext i8 %1809 to i64
  %1811 = getelementptr inbounds i64, ptr %15, i64 %1810
  %1812 = load i64, ptr %1811, align 8, !tbaa !14
  %1813 = and i64 %1812, 255
  %1814 = lshr i64 %1803, %1813
  %1815 = and i64 %1812, -256
  %1816 = or i64 %1814, %1815
  %1817 = add i64 %1812, %1804
  br label %1818

1818:                                             ; preds = %1798, %1806
  %1819 = phi i64 [ %1799, %1798 ], [ %1807, %1806 ]
  %1820 = phi i64 [ %1800, %1798 ], [ %1816, %1806 ]
  %1821 = phi i64 [ %1801, %1798 ], [ %1817, %1806 ]
  %1822 = trunc nsw i64 %1819 to i32
  %1823 = and i64 %1821, 255
  %1824 = lshr i64 %1823, 3
  %1825 = sub nsw i64 64, %1823
  %1826 = lshr i64 %1820, %1825
  %1827 = and i64 %1821, 7
  store i64 %1826, ptr %0, align 1, !tbaa !14
  %1828 = getelementptr inbounds i8, ptr %0, i64 %1824
  br label %1829

1829:                                             ; preds = %1818, %1759
  %1830 = phi i64 [ %1827, %1818 ], [ 0, %1759 ]
  %1831 = phi ptr [ %1828, %1818 ], [ %0, %1759 ]
  %1832 = phi i64 [ %1820, %1818 ], [ 0, %1759 ]
  %1833 = phi i32 [ %1822, %1818 ], [ %29, %1759 ]
  %1834 = srem i32 %1833, 18
  %1835 = icmp eq i32 %1834, 0
  br i1 %1835, label %1928, label %1836

1836:                                             ; preds = %1829
  %1837 = sext i32 %1833 to i64
  %1838 = getelementptr i8, ptr %2, i64 %1837
  %1839 = getelementptr i8, ptr %1838, i64 -1
  %1840 = load i8, ptr %1839, align 1, !tbaa !5
  %1841 = zext i8 %1840 to i64
  %1842 = getelementptr inbounds i64, ptr %15, i64 %1841
  %1843 = load i64, ptr %1842, align 8, !tbaa !14
  %1844 = and i64 %1843, 255
  %1845 = lshr i64 %1832, %1844
  %1846 = or i64 %1845, %1843
  %1847 = add i64 %1843, %1830
  %1848 = getelementptr i8, ptr %1838, i64 -2
  %1849 = load i8, ptr %1848, align 1, !tbaa !5
  %1850 = zext i8 %1849 to i64
  %1851 = getelementptr inbounds i64, ptr %15, i64 %1850
  %1852 = load i64, ptr %1851, align 8, !tbaa !14
  %1853 = and i64 %1852, 255
  %1854 = lshr i64 %1846, %1853
  %1855 = or i64 %1854, %1852
  %1856 = add i64 %1847, %1852
  %1857 = getelementptr i8, ptr %1838, i64 -3
  %1858 = load i8, ptr %1857, align 1, !tbaa !5
  %1859 = zext i8 %1858 to i64
  %1860 = getelementptr inbounds i64, ptr %15, i64 %1859
  %1861 = load i64, ptr %1860, align 8, !tbaa !14
  %1862 = and i64 %1861, 255
  %1863 = lshr i64 %1855, %1862
  %1864 = or i64 %1863, %1861
  %1865 = add i64 %1856, %1861
  %1866 = getelementptr i8, ptr %1838, i64 -4
  %1867 = load i8, ptr %1866, align 1, !tbaa !5
  %1868 = zext i8 %1867 to i64
  %1869 = getelementptr inbounds i64, ptr %15, i64 %1868
  %1870 = load i64, ptr %1869, align 8, !tbaa !14
  %1871 = and i64 %1870, 255
  %1872 = lshr i64 %1864, %1871
  %1873 = or i64 %1872, %1870
  %1874 = add i64 %1865, %1870
  %1875 = getelementptr i8, ptr %1838, i64 -5
  %1876 = load i8, ptr %1875, align 1, !tbaa !5
  %1877 = zext i8 %1876 to i64
  %1878 = getelementptr inbounds i64, ptr %15, i64 %1877
  %1879 = load i64, ptr %1878, align 8, !tbaa !14
  %1880 = and i64 %1879, 255
  %1881 = lshr i64 %1873, %1880
  %1882 = or i64 %1881, %1879
  %1883 = add i64 %1874, %1879
  %1884 = getelementptr i8, ptr %1838, i64 -6
  %1885 = load i8, ptr %1884, align 1, !tbaa !5
  %1886 = zext i8 %1885 to i64
  %1887 = getelementptr inbounds i64, ptr %15, i64 %1886
  %1888 = load i64, ptr %1887, align 8, !tbaa !14
  %1889 = and i64 %1888, 255
  %1890 = lshr i64 %1882, %1889
  %1891 = or i64 %1890, %1888
  %1892 = add i64 %1883, %1888
  %1893 = getelementptr i8, ptr %1838, i64 -7
  %1894 = load i8, ptr %1893, align 1, !tbaa !5
  %1895 = zext i8 %1894 to i64
  %1896 = getelementptr inbounds i64, ptr %15, i64 %1895
  %1897 = load i64, ptr %1896, align 8, !tbaa !14
  %1898 = and i64 %1897, 255
  %1899 = lshr i64 %1891, %1898
  %1900 = or i64 %1899, %1897
  %1901 = add i64 %1892, %1897
  %1902 = getelementptr i8, ptr %1838, i64 -8
  %1903 = load i8, ptr %1902, align 1, !tbaa !5
  %1904 = zext i8 %1903 to i64
  %1905 = getelementptr inbounds i64, ptr %15, i64 %1904
  %1906 = load i64, ptr %1905, align 8, !tbaa !14
  %1907 = and i64 %1906, 255
  %1908 = lshr i64 %1900, %1907
  %1909 = or i64 %1908, %1906
  %1910 = add i64 %1901, %1906
  %1911 = add nsw i32 %1833, -9
  %1912 = sext i32 %1911 to i64
  %1913 = getelementptr inbounds i8, ptr %2, i64 %1912
  %1914 = load i8, ptr %1913, align 1, !tbaa !5
  %1915 = zext i8 %1914 to i64
  %1916 = getelementptr inbounds i64, ptr %15, i64 %1915
  %1917 = load i64, ptr %1916, align 8, !tbaa !14
  %1918 = and i64 %1917, 255
  %1919 = lshr i64 %1909, %1918
  %1920 = or i64 %1919, %1917
  %1921 = add i64 %1910, %1917
  %1922 = and i64 %1921, 255
  %1923 = lshr i64 %1922, 3
  %1924 = sub nsw i64 64, %1922
  %1925 = lshr i64 %1920, %1924
  %1926 = and i64 %1921, 7
  store i64 %1925, ptr %1831, align 1, !tbaa !14
  %1927 = getelementptr inbounds i8, ptr %1831, i64 %1923
  br label %1928

1928:                                             ; preds = %1836, %1829
  %1929 = phi i64 [ %1830, %1829 ], [ %1926, %1836 ]
  %1930 = phi ptr [ %1831, %1829 ], [ %1927, %1836 ]
  %1931 = phi i64 [ %1832, %1829 ], [ %1920, %1836 ]
  %1932 = phi i32 [ %1833, %1829 ], [ %1911, %1836 ]
  %1933 = getelementptr i8, ptr %2, i64 -18
  %1934 = icmp sgt i32 %1932, 0
  br i1 %1934, label %1935, label %2135

1935:                                             ; preds = %1928
  %1936 = zext nneg i32 %1932 to i64
  %1937 = getelementptr i8, ptr %2, i64 -1
  %1938 = getelementptr i8, ptr %2, i64 -2
  %1939 = getelementptr i8, ptr %2, i64 -3
  %1940 = getelementptr i8, ptr %2, i64 -4
  %1941 = getelementptr i8, ptr %2, i64 -5
  %1942 = getelementptr i8, ptr %2, i64 -6
  %1943 = getelementptr i8, ptr %2, i64 -7
  %1944 = getelementptr i8, ptr %2, i64 -8
  %1945 = getelementptr i8, ptr %2, i64 -9
  %1946 = getelementptr i8, ptr %2, i64 -10
  %1947 = getelementptr i8, ptr %2, i64 -11
  %1948 = getelementptr i8, ptr %2, i64 -12
  %1949 = getelementptr i8, ptr %2, i64 -13
  %1950 = getelementptr i8, ptr %2, i64 -14
  %1951 = getelementptr i8, ptr %2, i64 -15
  %1952 = getelementptr i8, ptr %2, i64 -16
  %1953 = getelementptr i8, ptr %2, i64 -17
  br label %1954

1954:                                             ; preds = %1954, %1935
  %1955 = phi i64 [ %1936, %1935 ], [ %2133, %1954 ]
  %1956 = phi i64 [ %1931, %1935 ], [ %2125, %1954 ]
  %1957 = phi ptr [ %1930, %1935 ], [ %2132, %1954 ]
  %1958 = phi i64 [ %1929, %1935 ], [ %2131, %1954 ]
  %1959 = getelementptr i8, ptr %1937, i64 %1955
  %1960 = load i8, ptr %1959, align 1, !tbaa !5
  %1961 = zext i8 %1960 to i64
  %1962 = getelementptr inbounds i64, ptr %15, i64 %1961
  %1963 = load i64, ptr %1962, align 8, !tbaa !14
  %1964 = and i64 %1963, 255
  %1965 = lshr i64 %1956, %1964
  %1966 = or i64 %1965, %1963
  %1967 = add i64 %1963, %1958
  %1968 = getelementptr i8, ptr %1938, i64 %1955
  %1969 = load i8, ptr %1968, align 1, !tbaa !5
  %1970 = zext i8 %1969 to i64
  %1971 = getelementptr inbounds i64, ptr %15, i64 %1970
  %1972 = load i64, ptr %1971, align 8, !tbaa !14
  %1973 = and i64 %1972, 255
  %1974 = lshr i64 %1966, %1973
  %1975 = or i64 %1974, %1972
  %1976 = add i64 %1967, %1972
  %1977 = getelementptr i8, ptr %1939, i64 %1955
  %1978 = load i8, ptr %1977, align 1, !tbaa !5
  %1979 = zext i8 %1978 to i64
  %1980 = getelementptr inbounds i64, ptr %15, i64 %1979
  %1981 = load i64, ptr %1980, align 8, !tbaa !14
  %1982 = and i64 %1981, 255
  %1983 = lshr i64 %1975, %1982
  %1984 = or i64 %1983, %1981
  %1985 = add i64 %1976, %1981
  %1986 = getelementptr i8, ptr %1940, i64 %1955
  %1987 = load i8, ptr %1986, align 1, !tbaa !5
  %1988 = zext i8 %1987 to i64
  %1989 = getelementptr inbounds i64, ptr %15, i64 %1988
  %1990 = load i64, ptr %1989, align 8, !tbaa !14
  %1991 = and i64 %1990, 255
  %1992 = lshr i64 %1984, %1991
  %1993 = or i64 %1992, %1990
  %1994 = add i64 %1985, %1990
  %1995 = getelementptr i8, ptr %1941, i64 %1955
  %1996 = load i8, ptr %1995, align 1, !tbaa !5
  %1997 = zext i8 %1996 to i64
  %1998 = getelementptr inbounds i64, ptr %15, i64 %1997
  %1999 = load i64, ptr %1998, align 8, !tbaa !14
  %2000 = and i64 %1999, 255
  %2001 = lshr i64 %1993, %2000
  %2002 = or i64 %2001, %1999
  %2003 = add i64 %1994, %1999
  %2004 = getelementptr i8, ptr %1942, i64 %1955
  %2005 = load i8, ptr %2004, align 1, !tbaa !5
  %2006 = zext i8 %2005 to i64
  %2007 = getelementptr inbounds i64, ptr %15, i64 %2006
  %2008 = load i64, ptr %2007, align 8, !tbaa !14
  %2009 = and i64 %2008, 255
  %2010 = lshr i64 %2002, %2009
  %2011 = or i64 %2010, %2008
  %2012 = add i64 %2003, %2008
  %2013 = getelementptr i8, ptr %1943, i64 %1955
  %2014 = load i8, ptr %2013, align 1, !tbaa !5
  %2015 = zext i8 %2014 to i64
  %2016 = getelementptr inbounds i64, ptr %15, i64 %2015
  %2017 = load i64, ptr %2016, align 8, !tbaa !14
  %2018 = and i64 %2017, 255
  %2019 = lshr i64 %2011, %2018
  %2020 = or i64 %2019, %2017
  %2021 = add i64 %2012, %2017
  %2022 = getelementptr i8, ptr %1944, i64 %1955
  %2023 = load i8, ptr %2022, align 1, !tbaa !5
  %2024 = zext i8 %2023 to i64
  %2025 = getelementptr inbounds i64, ptr %15, i64 %2024
  %2026 = load i64, ptr %2025, align 8, !tbaa !14
  %2027 = and i64 %2026, 255
  %2028 = lshr i64 %2020, %2027
  %2029 = or i64 %2028, %2026
  %2030 = add i64 %2021, %2026
  %2031 = getelementptr i8, ptr %1945, i64 %1955
  %2032 = load i8, ptr %2031, align 1, !tbaa !5
  %2033 = zext i8 %2032 to i64
  %2034 = getelementptr inbounds i64, ptr %15, i64 %2033
  %2035 = load i64, ptr %2034, align 8, !tbaa !14
  %2036 = and i64 %2035, 255
  %2037 = lshr i64 %2029, %2036
  %2038 = or i64 %2037, %2035
  %2039 = add i64 %2030, %2035
  %2040 = and i64 %2039, 255
  %2041 = sub nsw i64 64, %2040
  %2042 = lshr i64 %2038, %2041
  store i64 %2042, ptr %1957, align 1, !tbaa !14
  %2043 = getelementptr i8, ptr %1946, i64 %1955
  %2044 = load i8, ptr %2043, align 1, !tbaa !5
  %2045 = zext i8 %2044 to i64
  %2046 = getelementptr inbounds i64, ptr %15, i64 %2045
  %2047 = load i64, ptr %2046, align 8, !tbaa !14
  %2048 = getelementptr i8, ptr %1947, i64 %1955
  %2049 = load i8, ptr %2048, align 1, !tbaa !5
  %2050 = zext i8 %2049 to i64
  %2051 = getelementptr inbounds i64, ptr %15, i64 %2050
  %2052 = load i64, ptr %2051, align 8, !tbaa !14
  %2053 = and i64 %2052, 255
  %2054 = lshr i64 %2047, %2053
  %2055 = or i64 %2054, %2052
  %2056 = add i64 %2052, %2047
  %2057 = getelementptr i8, ptr %1948, i64 %1955
  %2058 = load i8, ptr %2057, align 1, !tbaa !5
  %2059 = zext i8 %2058 to i64
  %2060 = getelementptr inbounds i64, ptr %15, i64 %2059
  %2061 = load i64, ptr %2060, align 8, !tbaa !14
  %2062 = and i64 %2061, 255
  %2063 = lshr i64 %2055, %2062
  %2064 = or i64 %2063, %2061
  %2065 = add i64 %2056, %2061
  %2066 = getelementptr i8, ptr %1949, i64 %1955
  %2067 = load i8, ptr %2066, align 1, !tbaa !5
  %2068 = zext i8 %2067 to i64
  %2069 = getelementptr inbounds i64, ptr %15, i64 %2068
  %2070 = load i64, ptr %2069, align 8, !tbaa !14
  %2071 = and i64 %2070, 255
  %2072 = lshr i64 %2064, %2071
  %2073 = or i64 %2072, %2070
  %2074 = add i64 %2065, %2070
  %2075 = getelementptr i8, ptr %1950, i64 %1955
  %2076 = load i8, ptr %2075, align 1, !tbaa !5
  %2077 = zext i8 %2076 to i64
  %2078 = getelementptr inbounds i64, ptr %15, i64 %2077
  %2079 = load i64, ptr %2078, align 8, !tbaa !14
  %2080 = and i64 %2079, 255
  %2081 = lshr i64 %2073, %2080
  %2082 = or i64 %2081, %2079
  %2083 = add i64 %2074, %2079
  %2084 = getelementptr i8, ptr %1951, i64 %1955
  %2085 = load i8, ptr %2084, align 1, !tbaa !5
  %2086 = zext i8 %2085 to i64
  %2087 = getelementptr inbounds i64, ptr %15, i64 %2086
  %2088 = load i64, ptr %2087, align 8, !tbaa !14
  %2089 = and i64 %2088, 255
  %2090 = lshr i64 %2082, %2089
  %2091 = or i64 %2090, %2088
  %2092 = add i64 %2083, %2088
  %2093 = getelementptr i8, ptr %1952, i64 %1955
  %2094 = load i8, ptr %2093, align 1, !tbaa !5
  %2095 = zext i8 %2094 to i64
  %2096 = getelementptr inbounds i64, ptr %15, i64 %2095
  %2097 = load i64, ptr %2096, align 8, !tbaa !14
  %2098 = and i64 %2097, 255
  %2099 = lshr i64 %2091, %2098
  %2100 = or i64 %2099, %2097
  %2101 = add i64 %2092, %2097
  %2102 = getelementptr i8, ptr %1953, i64 %1955
  %2103 = load i8, ptr %2102, align 1, !tbaa !5
  %2104 = zext i8 %2103 to i64
  %2105 = getelementptr inbounds i64, ptr %15, i64 %2104
  %2106 = load i64, ptr %2105, align 8, !tbaa !14
  %2107 = and i64 %2106, 255
  %2108 = lshr i64 %2100, %2107
  %2109 = or i64 %2108, %2106
  %2110 = add i64 %2101, %2106
  %2111 = lshr i64 %2040, 3
  %2112 = and i64 %2039, 7
  %2113 = getelementptr inbounds i8, ptr %1957, i64 %2111
  %2114 = getelementptr i8, ptr %1933, i64 %1955
  %2115 = load i8, ptr %2114, align 1, !tbaa !5
  %2116 = zext i8 %2115 to i64
  %2117 = getelementptr inbounds i64, ptr %15, i64 %2116
  %2118 = load i64, ptr %2117, align 8, !tbaa !14
  %2119 = and i64 %2118, 255
  %2120 = lshr i64 %2109, %2119
  %2121 = add i64 %2110, %2118
  %2122 = and i64 %2121, 255
  %2123 = lshr i64 %2038, %2122
  %2124 = or i64 %2120, %2123
  %2125 = or i64 %2124, %2118
  %2126 = add i64 %2121, %2112
  %2127 = and i64 %2126, 255
  %2128 = lshr i64 %2127, 3
  %2129 = sub nsw i64 64, %2127
  %2130 = lshr i64 %2125, %2129
  %2131 = and i64 %2126, 7
  store i64 %2130, ptr %2113, align 1, !tbaa !14
  %2132 = getelementptr inbounds i8, ptr %2113, i64 %2128
  %2133 = add nsw i64 %1955, -18
  %2134 = icmp ugt i64 %1955, 18
  br i1 %2134, label %1954, label %2135, !llvm.loop !82

2135:                                             ; preds = %1594, %1262, %959, %687, %425, %1954, %175, %1928, %1570, %1240, %939, %669, %407, %159
  %2136 = phi i64 [ %160, %159 ], [ %1929, %1928 ], [ %408, %407 ], [ %670, %669 ], [ %940, %939 ], [ %1241, %1240 ], [ %1571, %1570 ], [ %266, %175 ], [ %2131, %1954 ], [ %532, %425 ], [ %792, %687 ], [ %1084, %959 ], [ %1405, %1262 ], [ %1755, %1594 ]
  %2137 = phi ptr [ %161, %159 ], [ %1930, %1928 ], [ %409, %407 ], [ %671, %669 ], [ %941, %939 ], [ %1242, %1240 ], [ %1572, %1570 ], [ %269, %175 ], [ %2132, %1954 ], [ %533, %425 ], [ %793, %687 ], [ %1085, %959 ], [ %1406, %1262 ], [ %1756, %1594 ]
  %2138 = phi i64 [ %162, %159 ], [ %1931, %1928 ], [ %410, %407 ], [ %672, %669 ], [ %942, %939 ], [ %1243, %1240 ], [ %1573, %1570 ], [ %260, %175 ], [ %2125, %1954 ], [ %526, %425 ], [ %786, %687 ], [ %1078, %959 ], [ %1399, %1262 ], [ %1749, %1594 ]
  %2139 = lshr i64 %2138, 1
  %2140 = or disjoint i64 %2139, -9223372036854775808
  %2141 = add nuw nsw i64 %2136, -9223372036854775807
  %2142 = and i64 %2141, 255
  %2143 = lshr i64 %2142, 3
  %2144 = sub nuw nsw i64 64, %2142
  %2145 = lshr i64 %2140, %2144
  store i64 %2145, ptr %2137, align 1, !tbaa !14
  %2146 = getelementptr inbounds i8, ptr %2137, i64 %2143
  %2147 = icmp ugt ptr %2146, %19
  %2148 = select i1 %2147, ptr %19, ptr %2146
  %2149 = icmp ult ptr %2148, %19
  br i1 %2149, label %2150, label %2158

2150:                                             ; preds = %2135
  %2151 = and i64 %2141, 7
  %2152 = ptrtoint ptr %2148 to i64
  %2153 = ptrtoint ptr %0 to i64
  %2154 = icmp ne i64 %2151, 0
  %2155 = zext i1 %2154 to i64
  %2156 = sub i64 %2155, %2153
  %2157 = add i64 %2156, %2152
  br label %2158

2158:                                             ; preds = %2150, %2135, %17, %11, %9
  %2159 = phi i64 [ %10, %9 ], [ 0, %17 ], [ 0, %11 ], [ %2157, %2150 ], [ 0, %2135 ]
  ret i64 %2159
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @HUF_compress4X_usingCTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) local_unnamed_addr #9 {
  %7 = tail call fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5)
  ret i64 %7
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) unnamed_addr #9 {
  %7 = add i64 %3, 3
  %8 = lshr i64 %7, 2
  %9 = getelementptr inbounds i8, ptr %2, i64 %3
  %10 = icmp ult i64 %1, 17
  %11 = icmp ult i64 %3, 12
  %12 = or i1 %10, %11
  br i1 %12, label %66, label %13

13:                                               ; preds = %6
  %14 = getelementptr inbounds i8, ptr %0, i64 %1
  %15 = getelementptr inbounds i8, ptr %0, i64 6
  %16 = ptrtoint ptr %14 to i64
  %17 = add nsw i64 %1, -6
  %18 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %15, i64 noundef %17, ptr noundef %2, i64 noundef %8, ptr noundef %4, i32 noundef %5)
  %19 = icmp ult i64 %18, -119
  br i1 %19, label %20, label %66

20:                                               ; preds = %13
  %21 = add i64 %18, -65536
  %22 = icmp ult i64 %21, -65535
  br i1 %22, label %66, label %23

23:                                               ; preds = %20
  %24 = trunc nuw i64 %18 to i16
  store i16 %24, ptr %0, align 1, !tbaa !37
  %25 = getelementptr inbounds i8, ptr %15, i64 %18
  %26 = getelementptr inbounds i8, ptr %2, i64 %8
  %27 = ptrtoint ptr %25 to i64
  %28 = sub i64 %16, %27
  %29 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %25, i64 noundef %28, ptr noundef %26, i64 noundef %8, ptr noundef %4, i32 noundef %5)
  %30 = icmp ult i64 %29, -119
  br i1 %30, label %31, label %66

31:                                               ; preds = %23
  %32 = add i64 %29, -65536
  %33 = icmp ult i64 %32, -65535
  br i1 %33, label %66, label %34

34:                                               ; preds = %31
  %35 = getelementptr inbounds i8, ptr %0, i64 2
  %36 = trunc nuw i64 %29 to i16
  store i16 %36, ptr %35, align 1, !tbaa !37
  %37 = getelementptr inbounds i8, ptr %25, i64 %29
  %38 = getelementptr inbounds i8, ptr %26, i64 %8
  %39 = ptrtoint ptr %37 to i64
  %40 = sub i64 %16, %39
  %41 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %37, i64 noundef %40, ptr noundef %38, i64 noundef %8, ptr noundef %4, i32 noundef %5)
  %42 = icmp ult i64 %41, -119
  br i1 %42, label %43, label %66

43:                                               ; preds = %34
  %44 = add i64 %41, -65536
  %45 = icmp ult i64 %44, -65535
  br i1 %45, label %66, label %46

46:                                               ; preds = %43
  %47 = getelementptr inbounds i8, ptr %0, i64 4
  %48 = trunc nuw i64 %41 to i16
  store i16 %48, ptr %47, align 1, !tbaa !37
  %49 = getelementptr inbounds i8, ptr %37, i64 %41
  %50 = getelementptr inbounds i8, ptr %38, i64 %8
  %51 = ptrtoint ptr %49 to i64
  %52 = sub i64 %16, %51
  %53 = ptrtoint ptr %9 to i64
  %54 = ptrtoint ptr %50 to i64
  %55 = sub i64 %53, %54
  %56 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef nonnull %49, i64 noundef %52, ptr noundef %50, i64 noundef %55, ptr noundef %4, i32 noundef %5)
  %57 = icmp ult i64 %56, -119
  br i1 %57, label %58, label %66

58:                                               ; preds = %46
  %59 = add i64 %56, -65536
  %60 = icmp ult i64 %59, -65535
  br i1 %60, label %66, label %61

61:                                               ; preds = %58
  %62 = getelementptr inbounds i8, ptr %49, i64 %56
  %63 = ptrtoint ptr %62 to i64
  %64 = ptrtoint ptr %0 to i64
  %65 = sub i64 %63, %64
  br label %66

66:                                               ; preds = %58, %46, %43, %34, %31, %23, %20, %13, %6, %61
  %67 = phi i64 [ %65, %61 ], [ 0, %6 ], [ 0, %20 ], [ %18, %13 ], [ 0, %31 ], [ %29, %23 ], [ 0, %43 ], [ %41, %34 ], [ 0, %58 ], [ %56, %46 ]
  ret i64 %67
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: read) uwtable
define dso_local i32 @HUF_cardinality(ptr nocapture noundef readonly %0, i32 noundef %1) local_unnamed_addr #7 {
  %3 = add i32 %1, 1
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %43, label %5

5:                                                ; preds = %2
  %6 = zext i32 %3 to i64
  %7 = icmp ult i32 %3, 8
  br i1 %7, label %30, label %8

8:                                                ; preds = %5
  %9 = and i64 %6, 4294967288
  br label %10

10:                                               ; preds = %10, %8
  %11 = phi i64 [ 0, %8 ], [ %24, %10 ]
  %12 = phi <4 x i32> [ zeroinitializer, %8 ], [ %22, %10 ]
  %13 = phi <4 x i32> [ zeroinitializer, %8 ], [ %23, %10 ]
  %14 = getelementptr inbounds i32, ptr %0, i64 %11
  %15 = getelementptr inbounds i8, ptr %14, i64 16
  %16 = load <4 x i32>, ptr %14, align 4, !tbaa !19
  %17 = load <4 x i32>, ptr %15, align 4, !tbaa !19
  %18 = icmp ne <4 x i32> %16, zeroinitializer
  %19 = icmp ne <4 x i32> %17, zeroinitializer
  %20 = zext <4 x i1> %18 to <4 x i32>
  %21 = zext <4 x i1> %19 to <4 x i32>
  %22 = add <4 x i32> %12, %20
  %23 = add <4 x i32> %13, %21
  %24 = add nuw i64 %11, 8
  %25 = icmp eq i64 %24, %9
  br i1 %25, label %26, label %10, !llvm.loop !83

26:                                               ; preds = %10
  %27 = add <4 x i32> %23, %22
  %28 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %27)
  %29 = icmp eq i64 %9, %6
  br i1 %29, label %43, label %30

30:                                               ; preds = %26, %5
  %31 = phi i64 [ 0, %5 ], [ %9, %26 ]
  %32 = phi i32 [ 0, %5 ], [ %28, %26 ]
  br label %33

33:                                               ; preds = %30, %33
  %34 = phi i64 [ %41, %33 ], [ %31, %30 ]
  %35 = phi i32 [ %40, %33 ], [ %32, %30 ]
  %36 = getelementptr inbounds i32, ptr %0, i64 %34
  %37 = load i32, ptr %36, align 4, !tbaa !19
  %38 = icmp ne i32 %37, 0
  %39 = zext i1 %38 to i32
  %40 = add i32 %35, %39
  %41 = add nuw nsw i64 %34, 1
  %42 = icmp eq i64 %41, %6
  br i1 %42, label %43, label %33, !llvm.loop !84

43:                                               ; preds = %33, %26, %2
  %44 = phi i32 [ 0, %2 ], [ %28, %26 ], [ %40, %33 ]
  ret i32 %44
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 1, 33) i32 @HUF_minTableLog(i32 noundef %0) local_unnamed_addr #8 {
  %2 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %0, i1 true)
  %3 = sub nuw nsw i32 32, %2
  ret i32 %3
}

; Function Attrs: nounwind uwtable
define dso_local i32 @HUF_optimalTableLog(i32 noundef %0, i64 noundef %1, i32 noundef %2, ptr noundef %3, i64 noundef %4, ptr nocapture noundef %5, ptr nocapture noundef readonly %6, i32 noundef %7) local_unnamed_addr #2 {
  %9 = and i32 %7, 2
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %13

11:                                               ; preds = %8
  %12 = tail call i32 @FSE_optimalTableLog_internal(i32 noundef %0, i64 noundef %1, i32 noundef %2, i32 noundef 1) #14
  br label %143

13:                                               ; preds = %8
  %14 = getelementptr inbounds i8, ptr %3, i64 748
  %15 = add i64 %4, -748
  %16 = add i32 %2, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %56, label %18

18:                                               ; preds = %13
  %19 = zext i32 %16 to i64
  %20 = icmp ult i32 %16, 8
  br i1 %20, label %43, label %21

21:                                               ; preds = %18
  %22 = and i64 %19, 4294967288
  br label %23

23:                                               ; preds = %23, %21
  %24 = phi i64 [ 0, %21 ], [ %37, %23 ]
  %25 = phi <4 x i32> [ zeroinitializer, %21 ], [ %35, %23 ]
  %26 = phi <4 x i32> [ zeroinitializer, %21 ], [ %36, %23 ]
  %27 = getelementptr inbounds i32, ptr %6, i64 %24
  %28 = getelementptr inbounds i8, ptr %27, i64 16
  %29 = load <4 x i32>, ptr %27, align 4, !tbaa !19
  %30 = load <4 x i32>, ptr %28, align 4, !tbaa !19
  %31 = icmp ne <4 x i32> %29, zeroinitializer
  %32 = icmp ne <4 x i32> %30, zeroinitializer
  %33 = zext <4 x i1> %31 to <4 x i32>
  %34 = zext <4 x i1> %32 to <4 x i32>
  %35 = add <4 x i32> %25, %33
  %36 = add <4 x i32> %26, %34
  %37 = add nuw i64 %24, 8
  %38 = icmp eq i64 %37, %22
  br i1 %38, label %39, label %23, !llvm.loop !85

39:                                               ; preds = %23
  %40 = add <4 x i32> %36, %35
  %41 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %40)
  %42 = icmp eq i64 %22, %19
  br i1 %42, label %56, label %43

43:                                               ; preds = %39, %18
  %44 = phi i64 [ 0, %18 ], [ %22, %39 ]
  %45 = phi i32 [ 0, %18 ], [ %41, %39 ]
  br label %46

46:                                               ; preds = %43, %46
  %47 = phi i64 [ %54, %46 ], [ %44, %43 ]
  %48 = phi i32 [ %53, %46 ], [ %45, %43 ]
  %49 = getelementptr inbounds i32, ptr %6, i64 %47
  %50 = load i32, ptr %49, align 4, !tbaa !19
  %51 = icmp ne i32 %50, 0
  %52 = zext i1 %51 to i32
  %53 = add i32 %48, %52
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, %19
  br i1 %55, label %56, label %46, !llvm.loop !86

56:                                               ; preds = %46, %39, %13
  %57 = phi i32 [ 0, %13 ], [ %41, %39 ], [ %53, %46 ]
  %58 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %57, i1 true)
  %59 = sub nuw nsw i32 32, %58
  %60 = icmp ugt i32 %59, %0
  br i1 %60, label %143, label %61

61:                                               ; preds = %56
  %62 = getelementptr inbounds i8, ptr %5, i64 8
  %63 = icmp slt i32 %2, 0
  %64 = zext i32 %16 to i64
  %65 = icmp ult i32 %16, 4
  %66 = and i64 %64, 4294967292
  %67 = icmp eq i64 %66, %64
  br label %68

68:                                               ; preds = %61, %138
  %69 = phi i32 [ %59, %61 ], [ %141, %138 ]
  %70 = phi i32 [ %0, %61 ], [ %140, %138 ]
  %71 = phi i64 [ -2, %61 ], [ %139, %138 ]
  %72 = tail call i64 @HUF_buildCTable_wksp(ptr noundef %5, ptr noundef %6, i32 noundef %2, i32 noundef %69, ptr noundef %3, i64 noundef %4)
  %73 = icmp ult i64 %72, -119
  br i1 %73, label %74, label %138

74:                                               ; preds = %68
  %75 = zext i32 %69 to i64
  %76 = icmp ult i64 %72, %75
  %77 = icmp ugt i32 %69, %59
  %78 = and i1 %76, %77
  br i1 %78, label %143, label %79

79:                                               ; preds = %74
  %80 = trunc nsw i64 %72 to i32
  %81 = tail call i64 @HUF_writeCTable_wksp(ptr noundef nonnull %14, i64 noundef %15, ptr noundef %5, i32 noundef %2, i32 noundef %80, ptr noundef %3, i64 noundef %4)
  %82 = icmp ult i64 %81, -119
  br i1 %82, label %83, label %138

83:                                               ; preds = %79
  br i1 %63, label %129, label %84

84:                                               ; preds = %83
  br i1 %65, label %110, label %85

85:                                               ; preds = %84, %85
  %86 = phi i64 [ %105, %85 ], [ 0, %84 ]
  %87 = phi <2 x i64> [ %103, %85 ], [ zeroinitializer, %84 ]
  %88 = phi <2 x i64> [ %104, %85 ], [ zeroinitializer, %84 ]
  %89 = getelementptr inbounds i64, ptr %62, i64 %86
  %90 = getelementptr inbounds i8, ptr %89, i64 16
  %91 = load <2 x i64>, ptr %89, align 8, !tbaa !14
  %92 = load <2 x i64>, ptr %90, align 8, !tbaa !14
  %93 = and <2 x i64> %91, <i64 255, i64 255>
  %94 = and <2 x i64> %92, <i64 255, i64 255>
  %95 = getelementptr inbounds i32, ptr %6, i64 %86
  %96 = getelementptr inbounds i8, ptr %95, i64 8
  %97 = load <2 x i32>, ptr %95, align 4, !tbaa !19
  %98 = load <2 x i32>, ptr %96, align 4, !tbaa !19
  %99 = zext <2 x i32> %97 to <2 x i64>
  %100 = zext <2 x i32> %98 to <2 x i64>
  %101 = mul nuw nsw <2 x i64> %93, %99
  %102 = mul nuw nsw <2 x i64> %94, %100
  %103 = add <2 x i64> %101, %87
  %104 = add <2 x i64> %102, %88
  %105 = add nuw i64 %86, 4
  %106 = icmp eq i64 %105, %66
  br i1 %106, label %107, label %85, !llvm.loop !87

107:                                              ; preds = %85
  %108 = add <2 x i64> %104, %103
  %109 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %108)
  br i1 %67, label %126, label %110

110:                                              ; preds = %107, %84
  %111 = phi i64 [ 0, %84 ], [ %66, %107 ]
  %112 = phi i64 [ 0, %84 ], [ %109, %107 ]
  br label %113

113:                                              ; preds = %110, %113
  %114 = phi i64 [ %124, %113 ], [ %111, %110 ]
  %115 = phi i64 [ %123, %113 ], [ %112, %110 ]
  %116 = getelementptr inbounds i64, ptr %62, i64 %114
  %117 = load i64, ptr %116, align 8, !tbaa !14
  %118 = and i64 %117, 255
  %119 = getelementptr inbounds i32, ptr %6, i64 %114
  %120 = load i32, ptr %119, align 4, !tbaa !19
  %121 = zext i32 %120 to i64
  %122 = mul nuw nsw i64 %118, %121
  %123 = add i64 %122, %115
  %124 = add nuw nsw i64 %114, 1
  %125 = icmp eq i64 %124, %64
  br i1 %125, label %126, label %113, !llvm.loop !88

126:                                              ; preds = %113, %107
  %127 = phi i64 [ %109, %107 ], [ %123, %113 ]
  %128 = lshr i64 %127, 3
  br label %129

129:                                              ; preds = %83, %126
  %130 = phi i64 [ 0, %83 ], [ %128, %126 ]
  %131 = add i64 %130, %81
  %132 = add nuw i64 %71, 1
  %133 = icmp ugt i64 %131, %132
  br i1 %133, label %143, label %134

134:                                              ; preds = %129
  %135 = icmp ult i64 %131, %71
  %136 = tail call i64 @llvm.umin.i64(i64 %131, i64 %71)
  %137 = select i1 %135, i32 %69, i32 %70
  br label %138

138:                                              ; preds = %68, %134, %79
  %139 = phi i64 [ %71, %79 ], [ %136, %134 ], [ %71, %68 ]
  %140 = phi i32 [ %70, %79 ], [ %137, %134 ], [ %70, %68 ]
  %141 = add i32 %69, 1
  %142 = icmp ugt i32 %141, %0
  br i1 %142, label %143, label %68, !llvm.loop !89

143:                                              ; preds = %129, %138, %74, %56, %11
  %144 = phi i32 [ %12, %11 ], [ %0, %56 ], [ %70, %129 ], [ %140, %138 ], [ %70, %74 ]
  ret i32 %144
}

declare i32 @FSE_optimalTableLog_internal(i32 noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_compress1X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = tail call fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 0, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10)
  ret i64 %12
}

; Function Attrs: nounwind uwtable
define internal fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, ptr noundef %7, i64 noundef %8, ptr noundef %9, ptr noundef %10, i32 noundef %11) unnamed_addr #2 {
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 %4, ptr %13, align 4, !tbaa !19
  %16 = ptrtoint ptr %7 to i64
  %17 = sub i64 0, %16
  %18 = and i64 %17, 7
  %19 = icmp ugt i64 %18, %8
  %20 = getelementptr inbounds i8, ptr %7, i64 %18
  %21 = tail call i64 @llvm.usub.sat.i64(i64 %8, i64 %18)
  %22 = select i1 %19, ptr null, ptr %20
  %23 = getelementptr inbounds i8, ptr %0, i64 %1
  %24 = icmp ult i64 %21, 7944
  br i1 %24, label %234, label %25

25:                                               ; preds = %12
  %26 = icmp eq i64 %3, 0
  %27 = icmp eq i64 %1, 0
  %28 = or i1 %27, %26
  br i1 %28, label %234, label %29

29:                                               ; preds = %25
  %30 = icmp ugt i64 %3, 131072
  br i1 %30, label %234, label %31

31:                                               ; preds = %29
  %32 = icmp ugt i32 %5, 12
  br i1 %32, label %234, label %33

33:                                               ; preds = %31
  %34 = icmp ugt i32 %4, 255
  br i1 %34, label %234, label %35

35:                                               ; preds = %33
  %36 = icmp eq i32 %4, 0
  br i1 %36, label %37, label %38

37:                                               ; preds = %35
  store i32 255, ptr %13, align 4, !tbaa !19
  br label %38

38:                                               ; preds = %37, %35
  %39 = phi i32 [ 255, %37 ], [ %4, %35 ]
  %40 = icmp eq i32 %5, 0
  %41 = select i1 %40, i32 11, i32 %5
  %42 = and i32 %11, 4
  %43 = icmp eq i32 %42, 0
  %44 = icmp eq ptr %10, null
  %45 = or i1 %44, %43
  br i1 %45, label %51, label %46

46:                                               ; preds = %38
  %47 = load i32, ptr %10, align 4, !tbaa !19
  %48 = icmp eq i32 %47, 2
  br i1 %48, label %49, label %51

49:                                               ; preds = %46
  %50 = tail call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9, i32 noundef %11)
  br label %234

51:                                               ; preds = %46, %38
  %52 = and i32 %11, 8
  %53 = icmp ne i32 %52, 0
  %54 = icmp ugt i64 %3, 40959
  %55 = and i1 %54, %53
  br i1 %55, label %56, label %66

56:                                               ; preds = %51
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14) #14
  store i32 %39, ptr %14, align 4, !tbaa !19
  %57 = call i32 @HIST_count_simple(ptr noundef %22, ptr noundef nonnull %14, ptr noundef %2, i64 noundef 4096) #14
  %58 = zext i32 %57 to i64
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14) #14
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %15) #14
  %59 = load i32, ptr %13, align 4, !tbaa !19
  store i32 %59, ptr %15, align 4, !tbaa !19
  %60 = getelementptr inbounds i8, ptr %2, i64 %3
  %61 = getelementptr inbounds i8, ptr %60, i64 -4096
  %62 = call i32 @HIST_count_simple(ptr noundef %22, ptr noundef nonnull %15, ptr noundef nonnull %61, i64 noundef 4096) #14
  %63 = zext i32 %62 to i64
  %64 = add nuw nsw i64 %63, %58
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %15) #14
  %65 = icmp ugt i64 %64, 68
  br i1 %65, label %66, label %234

66:                                               ; preds = %56, %51
  %67 = getelementptr inbounds i8, ptr %22, i64 3080
  %68 = call i64 @HIST_count_wksp(ptr noundef %22, ptr noundef nonnull %13, ptr noundef %2, i64 noundef %3, ptr noundef nonnull %67, i64 noundef 4096) #14
  %69 = icmp ult i64 %68, -119
  br i1 %69, label %70, label %234

70:                                               ; preds = %66
  %71 = icmp eq i64 %68, %3
  br i1 %71, label %72, label %74

72:                                               ; preds = %70
  %73 = load i8, ptr %2, align 1, !tbaa !5
  store i8 %73, ptr %0, align 1, !tbaa !5
  br label %234

74:                                               ; preds = %70
  %75 = lshr i64 %3, 7
  %76 = add nuw nsw i64 %75, 4
  %77 = icmp ugt i64 %68, %76
  br i1 %77, label %78, label %234

78:                                               ; preds = %74
  br i1 %44, label %94, label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %10, align 4, !tbaa !19
  %81 = icmp eq i32 %80, 1
  br i1 %81, label %82, label %87

82:                                               ; preds = %79
  %83 = load i32, ptr %13, align 4, !tbaa !19
  %84 = call i32 @HUF_validateCTable(ptr noundef %9, ptr noundef %22, i32 noundef %83)
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %86, label %91

86:                                               ; preds = %82
  store i32 0, ptr %10, align 4, !tbaa !19
  br label %87

87:                                               ; preds = %86, %79
  %88 = phi i32 [ 0, %86 ], [ %80, %79 ]
  %89 = icmp eq i32 %88, 0
  %90 = or i1 %45, %89
  br i1 %90, label %94, label %92

91:                                               ; preds = %82
  br i1 %45, label %94, label %92

92:                                               ; preds = %87, %91
  %93 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9, i32 noundef %11)
  br label %234

94:                                               ; preds = %91, %78, %87
  %95 = load i32, ptr %13, align 4, !tbaa !19
  %96 = getelementptr inbounds i8, ptr %22, i64 1024
  %97 = call i32 @HUF_optimalTableLog(i32 noundef %41, i64 noundef %3, i32 noundef %95, ptr noundef nonnull %67, i64 noundef 4864, ptr noundef nonnull %96, ptr noundef %22, i32 noundef %11)
  %98 = load i32, ptr %13, align 4, !tbaa !19
  %99 = call i64 @HUF_buildCTable_wksp(ptr noundef nonnull %96, ptr noundef %22, i32 noundef %98, i32 noundef %97, ptr noundef nonnull %67, i64 noundef 4864)
  %100 = icmp ult i64 %99, -119
  br i1 %100, label %101, label %234

101:                                              ; preds = %94
  %102 = trunc nsw i64 %99 to i32
  %103 = load i32, ptr %13, align 4, !tbaa !19
  %104 = call i64 @HUF_writeCTable_wksp(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %96, i32 noundef %103, i32 noundef %102, ptr noundef nonnull %67, i64 noundef 748)
  %105 = icmp ult i64 %104, -119
  br i1 %105, label %106, label %234

106:                                              ; preds = %101
  br i1 %44, label %224, label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %10, align 4, !tbaa !19
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %221, label %110

110:                                              ; preds = %107
  %111 = load i32, ptr %13, align 4, !tbaa !19
  %112 = getelementptr inbounds i8, ptr %9, i64 8
  %113 = icmp slt i32 %111, 0
  br i1 %113, label %219, label %114

114:                                              ; preds = %110
  %115 = add nuw i32 %111, 1
  %116 = zext i32 %115 to i64
  %117 = icmp ult i32 %111, 3
  br i1 %117, label %146, label %118

118:                                              ; preds = %114
  %119 = and i64 %116, 4294967292
  br label %120

120:                                              ; preds = %120, %118
  %121 = phi i64 [ 0, %118 ], [ %140, %120 ]
  %122 = phi <2 x i64> [ zeroinitializer, %118 ], [ %138, %120 ]
  %123 = phi <2 x i64> [ zeroinitializer, %118 ], [ %139, %120 ]
  %124 = getelementptr inbounds i64, ptr %112, i64 %121
  %125 = getelementptr inbounds i8, ptr %124, i64 16
  %126 = load <2 x i64>, ptr %124, align 8, !tbaa !14
  %127 = load <2 x i64>, ptr %125, align 8, !tbaa !14
  %128 = and <2 x i64> %126, <i64 255, i64 255>
  %129 = and <2 x i64> %127, <i64 255, i64 255>
  %130 = getelementptr inbounds i32, ptr %22, i64 %121
  %131 = getelementptr inbounds i8, ptr %130, i64 8
  %132 = load <2 x i32>, ptr %130, align 4, !tbaa !19
  %133 = load <2 x i32>, ptr %131, align 4, !tbaa !19
  %134 = zext <2 x i32> %132 to <2 x i64>
  %135 = zext <2 x i32> %133 to <2 x i64>
  %136 = mul nuw nsw <2 x i64> %128, %134
  %137 = mul nuw nsw <2 x i64> %129, %135
  %138 = add <2 x i64> %136, %122
  %139 = add <2 x i64> %137, %123
  %140 = add nuw i64 %121, 4
  %141 = icmp eq i64 %140, %119
  br i1 %141, label %142, label %120, !llvm.loop !90

142:                                              ; preds = %120
  %143 = add <2 x i64> %139, %138
  %144 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %143)
  %145 = icmp eq i64 %119, %116
  br i1 %145, label %162, label %146

146:                                              ; preds = %142, %114
  %147 = phi i64 [ 0, %114 ], [ %119, %142 ]
  %148 = phi i64 [ 0, %114 ], [ %144, %142 ]
  br label %149

149:                                              ; preds = %146, %149
  %150 = phi i64 [ %160, %149 ], [ %147, %146 ]
  %151 = phi i64 [ %159, %149 ], [ %148, %146 ]
  %152 = getelementptr inbounds i64, ptr %112, i64 %150
  %153 = load i64, ptr %152, align 8, !tbaa !14
  %154 = and i64 %153, 255
  %155 = getelementptr inbounds i32, ptr %22, i64 %150
  %156 = load i32, ptr %155, align 4, !tbaa !19
  %157 = zext i32 %156 to i64
  %158 = mul nuw nsw i64 %154, %157
  %159 = add i64 %158, %151
  %160 = add nuw nsw i64 %150, 1
  %161 = icmp eq i64 %160, %116
  br i1 %161, label %162, label %149, !llvm.loop !91

162:                                              ; preds = %149, %142
  %163 = phi i64 [ %144, %142 ], [ %159, %149 ]
  %164 = getelementptr inbounds i8, ptr %22, i64 1032
  %165 = icmp ult i32 %111, 3
  br i1 %165, label %194, label %166

166:                                              ; preds = %162
  %167 = and i64 %116, 4294967292
  br label %168

168:                                              ; preds = %168, %166
  %169 = phi i64 [ 0, %166 ], [ %188, %168 ]
  %170 = phi <2 x i64> [ zeroinitializer, %166 ], [ %186, %168 ]
  %171 = phi <2 x i64> [ zeroinitializer, %166 ], [ %187, %168 ]
  %172 = getelementptr inbounds i64, ptr %164, i64 %169
  %173 = getelementptr inbounds i8, ptr %172, i64 16
  %174 = load <2 x i64>, ptr %172, align 8, !tbaa !14
  %175 = load <2 x i64>, ptr %173, align 8, !tbaa !14
  %176 = and <2 x i64> %174, <i64 255, i64 255>
  %177 = and <2 x i64> %175, <i64 255, i64 255>
  %178 = getelementptr inbounds i32, ptr %22, i64 %169
  %179 = getelementptr inbounds i8, ptr %178, i64 8
  %180 = load <2 x i32>, ptr %178, align 4, !tbaa !19
  %181 = load <2 x i32>, ptr %179, align 4, !tbaa !19
  %182 = zext <2 x i32> %180 to <2 x i64>
  %183 = zext <2 x i32> %181 to <2 x i64>
  %184 = mul nuw nsw <2 x i64> %176, %182
  %185 = mul nuw nsw <2 x i64> %177, %183
  %186 = add <2 x i64> %184, %170
  %187 = add <2 x i64> %185, %171
  %188 = add nuw i64 %169, 4
  %189 = icmp eq i64 %188, %167
  br i1 %189, label %190, label %168, !llvm.loop !92

190:                                              ; preds = %168
  %191 = add <2 x i64> %187, %186
  %192 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %191)
  %193 = icmp eq i64 %167, %116
  br i1 %193, label %210, label %194

194:                                              ; preds = %190, %162
  %195 = phi i64 [ 0, %162 ], [ %167, %190 ]
  %196 = phi i64 [ 0, %162 ], [ %192, %190 ]
  br label %197

197:                                              ; preds = %194, %197
  %198 = phi i64 [ %208, %197 ], [ %195, %194 ]
  %199 = phi i64 [ %207, %197 ], [ %196, %194 ]
  %200 = getelementptr inbounds i64, ptr %164, i64 %198
  %201 = load i64, ptr %200, align 8, !tbaa !14
  %202 = and i64 %201, 255
  %203 = getelementptr inbounds i32, ptr %22, i64 %198
  %204 = load i32, ptr %203, align 4, !tbaa !19
  %205 = zext i32 %204 to i64
  %206 = mul nuw nsw i64 %202, %205
  %207 = add i64 %206, %199
  %208 = add nuw nsw i64 %198, 1
  %209 = icmp eq i64 %208, %116
  br i1 %209, label %210, label %197, !llvm.loop !93

210:                                              ; preds = %197, %190
  %211 = phi i64 [ %192, %190 ], [ %207, %197 ]
  %212 = lshr i64 %163, 3
  %213 = lshr i64 %211, 3
  %214 = add i64 %213, %104
  %215 = icmp ugt i64 %212, %214
  %216 = add i64 %104, 12
  %217 = icmp ult i64 %216, %3
  %218 = and i1 %217, %215
  br i1 %218, label %227, label %219

219:                                              ; preds = %110, %210
  %220 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %0, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef %9, i32 noundef %11)
  br label %234

221:                                              ; preds = %107
  %222 = add nuw i64 %104, 12
  %223 = icmp ult i64 %222, %3
  br i1 %223, label %227, label %234

224:                                              ; preds = %106
  %225 = add nuw i64 %104, 12
  %226 = icmp ult i64 %225, %3
  br i1 %226, label %228, label %234

227:                                              ; preds = %210, %221
  store i32 0, ptr %10, align 4, !tbaa !19
  br label %228

228:                                              ; preds = %224, %227
  %229 = getelementptr inbounds i8, ptr %0, i64 %104
  %230 = icmp eq ptr %9, null
  br i1 %230, label %232, label %231

231:                                              ; preds = %228
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(2056) %9, ptr noundef nonnull align 8 dereferenceable(2056) %96, i64 2056, i1 false)
  br label %232

232:                                              ; preds = %231, %228
  %233 = call fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %229, ptr noundef nonnull %23, ptr noundef %2, i64 noundef %3, i32 noundef %6, ptr noundef nonnull %96, i32 noundef %11)
  br label %234

234:                                              ; preds = %221, %224, %101, %219, %66, %72, %33, %31, %29, %25, %12, %56, %94, %74, %232, %92, %49
  %235 = phi i64 [ %50, %49 ], [ %93, %92 ], [ %233, %232 ], [ %99, %94 ], [ 0, %74 ], [ 0, %56 ], [ -66, %12 ], [ 0, %25 ], [ -72, %29 ], [ -44, %31 ], [ -46, %33 ], [ %68, %66 ], [ 1, %72 ], [ 0, %221 ], [ 0, %224 ], [ %104, %101 ], [ %220, %219 ]
  ret i64 %235
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_compress4X_repeat(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10) local_unnamed_addr #2 {
  %12 = tail call fastcc i64 @HUF_compress_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef 1, ptr noundef %6, i64 noundef %7, ptr noundef %8, ptr noundef %9, i32 noundef %10)
  ret i64 %12
}

declare i32 @HIST_count_simple(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare i32 @FSE_optimalTableLog(i32 noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_normalizeCount(ptr noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_writeNCount(ptr noundef, i64 noundef, ptr noundef, i32 noundef, i32 noundef) local_unnamed_addr #4

declare i64 @FSE_buildCTable_wksp(ptr noundef, ptr noundef, i32 noundef, i32 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

declare i64 @FSE_compress_usingCTable(ptr noundef, i64 noundef, ptr noundef, i64 noundef, ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @HUF_simpleQuickSort(ptr noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #10 {
  %4 = sub nsw i32 %2, %1
  %5 = icmp slt i32 %4, 8
  br i1 %5, label %10, label %6

6:                                                ; preds = %3
  %7 = icmp slt i32 %1, %2
  br i1 %7, label %8, label %115

8:                                                ; preds = %6
  %9 = getelementptr i8, ptr %0, i64 8
  br label %41

10:                                               ; preds = %3
  %11 = sext i32 %1 to i64
  %12 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %11
  %13 = icmp slt i32 %4, 1
  br i1 %13, label %115, label %14

14:                                               ; preds = %10
  %15 = add i32 %2, 1
  %16 = sub i32 %15, %1
  %17 = zext i32 %16 to i64
  br label %18

18:                                               ; preds = %14, %34
  %19 = phi i64 [ 1, %14 ], [ %39, %34 ]
  %20 = getelementptr inbounds %struct.nodeElt_s, ptr %12, i64 %19
  %21 = load <2 x i32>, ptr %20, align 4
  %22 = extractelement <2 x i32> %21, i64 0
  br label %23

23:                                               ; preds = %18, %30
  %24 = phi i64 [ %19, %18 ], [ %25, %30 ]
  %25 = add nsw i64 %24, -1
  %26 = and i64 %25, 4294967295
  %27 = getelementptr inbounds %struct.nodeElt_s, ptr %12, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !47
  %29 = icmp ult i32 %28, %22
  br i1 %29, label %30, label %34

30:                                               ; preds = %23
  %31 = getelementptr inbounds %struct.nodeElt_s, ptr %12, i64 %24
  %32 = load i64, ptr %27, align 4
  store i64 %32, ptr %31, align 4
  %33 = icmp sgt i64 %24, 1
  br i1 %33, label %23, label %34, !llvm.loop !94

34:                                               ; preds = %23, %30
  %35 = phi i64 [ %24, %23 ], [ 0, %30 ]
  %36 = shl i64 %35, 32
  %37 = ashr exact i64 %36, 29
  %38 = getelementptr inbounds i8, ptr %12, i64 %37
  store <2 x i32> %21, ptr %38, align 4
  %39 = add nuw nsw i64 %19, 1
  %40 = icmp eq i64 %39, %17
  br i1 %40, label %115, label %18, !llvm.loop !95

41:                                               ; preds = %8, %111
  %42 = phi i32 [ %113, %111 ], [ %1, %8 ]
  %43 = phi i32 [ %112, %111 ], [ %2, %8 ]
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %44
  %46 = load i32, ptr %45, align 4, !tbaa !47
  %47 = add nsw i32 %42, -1
  %48 = sext i32 %42 to i64
  %49 = sub nsw i64 %44, %48
  %50 = and i64 %49, 1
  %51 = icmp eq i64 %50, 0
  br i1 %51, label %64, label %52

52:                                               ; preds = %41
  %53 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %48
  %54 = load i32, ptr %53, align 4, !tbaa !47
  %55 = icmp ugt i32 %54, %46
  br i1 %55, label %56, label %61

56:                                               ; preds = %52
  %57 = sext i32 %42 to i64
  %58 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %57
  %59 = load i64, ptr %58, align 4
  %60 = load i64, ptr %53, align 4
  store i64 %60, ptr %58, align 4
  store i64 %59, ptr %53, align 4
  br label %61

61:                                               ; preds = %56, %52
  %62 = phi i32 [ %42, %56 ], [ %47, %52 ]
  %63 = add nsw i64 %48, 1
  br label %64

64:                                               ; preds = %61, %41
  %65 = phi i32 [ poison, %41 ], [ %62, %61 ]
  %66 = phi i64 [ %48, %41 ], [ %63, %61 ]
  %67 = phi i32 [ %47, %41 ], [ %62, %61 ]
  %68 = add nsw i64 %44, -1
  %69 = icmp eq i64 %68, %48
  br i1 %69, label %97, label %70

70:                                               ; preds = %64, %93
  %71 = phi i64 [ %95, %93 ], [ %66, %64 ]
  %72 = phi i32 [ %94, %93 ], [ %67, %64 ]
  %73 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %71
  %74 = load i32, ptr %73, align 4, !tbaa !47
  %75 = icmp ugt i32 %74, %46
  br i1 %75, label %76, label %82

76:                                               ; preds = %70
  %77 = add nsw i32 %72, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %78
  %80 = load i64, ptr %79, align 4
  %81 = load i64, ptr %73, align 4
  store i64 %81, ptr %79, align 4
  store i64 %80, ptr %73, align 4
  br label %82

82:                                               ; preds = %76, %70
  %83 = phi i32 [ %77, %76 ], [ %72, %70 ]
  %84 = getelementptr %struct.nodeElt_s, ptr %9, i64 %71
  %85 = load i32, ptr %84, align 4, !tbaa !47
  %86 = icmp ugt i32 %85, %46
  br i1 %86, label %87, label %93

87:                                               ; preds = %82
  %88 = add nsw i32 %83, 1
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %89
  %91 = load i64, ptr %90, align 4
  %92 = load i64, ptr %84, align 4
  store i64 %92, ptr %90, align 4
  store i64 %91, ptr %84, align 4
  br label %93

93:                                               ; preds = %87, %82
  %94 = phi i32 [ %88, %87 ], [ %83, %82 ]
  %95 = add nsw i64 %71, 2
  %96 = icmp eq i64 %95, %44
  br i1 %96, label %97, label %70, !llvm.loop !96

97:                                               ; preds = %93, %64
  %98 = phi i32 [ %65, %64 ], [ %94, %93 ]
  %99 = add nsw i32 %98, 1
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds %struct.nodeElt_s, ptr %0, i64 %100
  %102 = load i64, ptr %101, align 4
  %103 = load i64, ptr %45, align 4
  store i64 %103, ptr %101, align 4
  store i64 %102, ptr %45, align 4
  %104 = sub nsw i32 %99, %42
  %105 = sub nsw i32 %43, %99
  %106 = icmp slt i32 %104, %105
  br i1 %106, label %107, label %109

107:                                              ; preds = %97
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %0, i32 noundef %42, i32 noundef %98)
  %108 = add nsw i32 %98, 2
  br label %111

109:                                              ; preds = %97
  %110 = add nsw i32 %98, 2
  tail call fastcc void @HUF_simpleQuickSort(ptr noundef nonnull %0, i32 noundef %110, i32 noundef %43)
  br label %111

111:                                              ; preds = %109, %107
  %112 = phi i32 [ %43, %107 ], [ %98, %109 ]
  %113 = phi i32 [ %108, %107 ], [ %42, %109 ]
  %114 = icmp slt i32 %113, %112
  br i1 %114, label %41, label %115, !llvm.loop !97

115:                                              ; preds = %111, %34, %6, %10
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compress1X_usingCTable_internal_bmi2(ptr noundef %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef readonly %4) unnamed_addr #11 {
  %6 = load i64, ptr %4, align 8
  %7 = trunc i64 %6 to i32
  %8 = and i32 %7, 255
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = icmp ult i64 %1, 8
  br i1 %10, label %2182, label %11

11:                                               ; preds = %5
  %12 = getelementptr inbounds i8, ptr %0, i64 %1
  %13 = getelementptr inbounds i8, ptr %12, i64 -8
  %14 = icmp eq i64 %1, 8
  br i1 %14, label %2182, label %15

15:                                               ; preds = %11
  %16 = and i64 %6, 255
  %17 = mul i64 %16, %3
  %18 = lshr i64 %17, 3
  %19 = add nuw nsw i64 %18, 8
  %20 = icmp ugt i64 %19, %1
  %21 = icmp ugt i32 %8, 11
  %22 = select i1 %20, i1 true, i1 %21
  %23 = trunc i64 %3 to i32
  br i1 %22, label %24, label %268

24:                                               ; preds = %15
  %25 = srem i32 %23, 4
  %26 = icmp sgt i32 %25, 0
  br i1 %26, label %27, label %96

27:                                               ; preds = %24
  %28 = shl i64 %3, 32
  %29 = ashr exact i64 %28, 32
  %30 = and i32 %25, 1
  %31 = icmp eq i32 %25, 1
  br i1 %31, label %63, label %32

32:                                               ; preds = %27
  %33 = and i32 %25, 2147483646
  %34 = getelementptr i8, ptr %2, i64 -1
  br label %35

35:                                               ; preds = %35, %32
  %36 = phi i64 [ %29, %32 ], [ %50, %35 ]
  %37 = phi i64 [ 0, %32 ], [ %59, %35 ]
  %38 = phi i64 [ 0, %32 ], [ %60, %35 ]
  %39 = phi i32 [ 0, %32 ], [ %61, %35 ]
  %40 = getelementptr i8, ptr %34, i64 %36
  %41 = load i8, ptr %40, align 1, !tbaa !5
  %42 = zext i8 %41 to i64
  %43 = getelementptr inbounds i64, ptr %9, i64 %42
  %44 = load i64, ptr %43, align 8, !tbaa !14
  %45 = and i64 %44, 255
  %46 = lshr i64 %37, %45
  %47 = and i64 %44, -256
  %48 = or i64 %46, %47
  %49 = add i64 %44, %38
  %50 = add nsw i64 %36, -2
  %51 = getelementptr inbounds i8, ptr %2, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !5
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds i64, ptr %9, i64 %53
  %55 = load i64, ptr %54, align 8, !tbaa !14
  %56 = and i64 %55, 255
  %57 = lshr i64 %48, %56
  %58 = and i64 %55, -256
  %59 = or i64 %57, %58
  %60 = add i64 %55, %49
  %61 = add i32 %39, 2
  %62 = icmp eq i32 %61, %33
  br i1 %62, label %63, label %35, !llvm.loop !81

63:                                               ; preds = %35, %27
  %64 = phi i64 [ poison, %27 ], [ %50, %35 ]
  %65 = phi i64 [ poison, %27 ], [ %59, %35 ]
  %66 = phi i64 [ poison, %27 ], [ %60, %35 ]
  %67 = phi i64 [ %29, %27 ], [ %50, %35 ]
  %68 = phi i64 [ 0, %27 ], [ %59, %35 ]
  %69 = phi i64 [ 0, %27 ], [ %60, %35 ]
  %70 = icmp eq i32 %30, 0
  br i1 %70, label %83, label %71

71:                                               ; preds = %63
  %72 = add nsw i64 %67, -1
  %73 = getelementptr inbounds i8, ptr %2, i64 %72
  %74 = load i8, ptr %73, align 1, !tbaa !5
  %75 = zext i8 %74 to i64
  %76 = getelementptr inbounds i64, ptr %9, i64 %75
  %77 = load i64, ptr %76, align 8, !tbaa !14
  %78 = and i64 %77, 255
  %79 = lshr i64 %68, %78
  %80 = and i64 %77, -256
  %81 = or i64 %79, %80
  %82 = add i64 %77, %69
  br label %83

83:                                               ; preds = %63, %71
  %84 = phi i64 [ %64, %63 ], [ %72, %71 ]
  %85 = phi i64 [ %65, %63 ], [ %81, %71 ]
  %86 = phi i64 [ %66, %63 ], [ %82, %71 ]
  %87 = trunc nsw i64 %84 to i32
  %88 = and i64 %86, 255
  %89 = lshr i64 %88, 3
  %90 = sub nsw i64 64, %88
  %91 = lshr i64 %85, %90
  %92 = and i64 %86, 7
  store i64 %91, ptr %0, align 1, !tbaa !14
  %93 = getelementptr inbounds i8, ptr %0, i64 %89
  %94 = icmp ugt ptr %93, %13
  %95 = select i1 %94, ptr %13, ptr %93
  br label %96

96:                                               ; preds = %83, %24
  %97 = phi i64 [ 0, %24 ], [ %92, %83 ]
  %98 = phi ptr [ %0, %24 ], [ %95, %83 ]
  %99 = phi i64 [ 0, %24 ], [ %85, %83 ]
  %100 = phi i32 [ %23, %24 ], [ %87, %83 ]
  %101 = and i32 %100, 7
  %102 = icmp eq i32 %101, 0
  br i1 %102, label %155, label %103

103:                                              ; preds = %96
  %104 = sext i32 %100 to i64
  %105 = getelementptr i8, ptr %2, i64 %104
  %106 = getelementptr i8, ptr %105, i64 -1
  %107 = load i8, ptr %106, align 1, !tbaa !5
  %108 = zext i8 %107 to i64
  %109 = getelementptr inbounds i64, ptr %9, i64 %108
  %110 = load i64, ptr %109, align 8, !tbaa !14
  %111 = and i64 %110, 255
  %112 = lshr i64 %99, %111
  %113 = or i64 %112, %110
  %114 = add i64 %110, %97
  %115 = getelementptr i8, ptr %2, i64 %104
  %116 = getelementptr i8, ptr %115, i64 -2
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i64
  %119 = getelementptr inbounds i64, ptr %9, i64 %118
  %120 = load i64, ptr %119, align 8, !tbaa !14
  %121 = and i64 %120, 255
  %122 = lshr i64 %113, %121
  %123 = or i64 %122, %120
  %124 = add i64 %120, %114
  %125 = getelementptr i8, ptr %2, i64 %104
  %126 = getelementptr i8, ptr %125, i64 -3
  %127 = load i8, ptr %126, align 1, !tbaa !5
  %128 = zext i8 %127 to i64
  %129 = getelementptr inbounds i64, ptr %9, i64 %128
  %130 = load i64, ptr %129, align 8, !tbaa !14
  %131 = and i64 %130, 255
  %132 = lshr i64 %123, %131
  %133 = or i64 %132, %130
  %134 = add i64 %130, %124
  %135 = add nsw i32 %100, -4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i8, ptr %2, i64 %136
  %138 = load i8, ptr %137, align 1, !tbaa !5
  %139 = zext i8 %138 to i64
  %140 = getelementptr inbounds i64, ptr %9, i64 %139
  %141 = load i64, ptr %140, align 8, !tbaa !14
  %142 = and i64 %141, 255
  %143 = lshr i64 %133, %142
  %144 = and i64 %141, -256
  %145 = or i64 %143, %144
  %146 = add i64 %141, %134
  %147 = and i64 %146, 255
  %148 = lshr i64 %147, 3
  %149 = sub nsw i64 64, %147
  %150 = lshr i64 %145, %149
  %151 = and i64 %146, 7
  store i64 %150, ptr %98, align 1, !tbaa !14
  %152 = getelementptr inbounds i8, ptr %98, i64 %148
  %153 = icmp ugt ptr %152, %13
  %154 = select i1 %153, ptr %13, ptr %152
  br label %155

155:                                              ; preds = %103, %96
  %156 = phi i64 [ %97, %96 ], [ %151, %103 ]
  %157 = phi ptr [ %98, %96 ], [ %154, %103 ]
  %158 = phi i64 [ %99, %96 ], [ %145, %103 ]
  %159 = phi i32 [ %100, %96 ], [ %135, %103 ]
  %160 = getelementptr i8, ptr %2, i64 -8
  %161 = icmp sgt i32 %159, 0
  br i1 %161, label %162, label %2159

162:                                              ; preds = %155
  %163 = zext nneg i32 %159 to i64
  %164 = getelementptr i8, ptr %2, i64 -1
  %165 = getelementptr i8, ptr %2, i64 -2
  %166 = getelementptr i8, ptr %2, i64 -3
  %167 = getelementptr i8, ptr %2, i64 -4
  %168 = getelementptr i8, ptr %2, i64 -5
  %169 = getelementptr i8, ptr %2, i64 -6
  %170 = getelementptr i8, ptr %2, i64 -7
  br label %171

171:                                              ; preds = %162, %171
  %172 = phi i64 [ %163, %162 ], [ %266, %171 ]
  %173 = phi i64 [ %158, %162 ], [ %256, %171 ]
  %174 = phi ptr [ %157, %162 ], [ %265, %171 ]
  %175 = phi i64 [ %156, %162 ], [ %262, %171 ]
  %176 = getelementptr i8, ptr %164, i64 %172
  %177 = load i8, ptr %176, align 1, !tbaa !5
  %178 = zext i8 %177 to i64
  %179 = getelementptr inbounds i64, ptr %9, i64 %178
  %180 = load i64, ptr %179, align 8, !tbaa !14
  %181 = and i64 %180, 255
  %182 = lshr i64 %173, %181
  %183 = or i64 %182, %180
  %184 = add i64 %180, %175
  %185 = getelementptr i8, ptr %165, i64 %172
  %186 = load i8, ptr %185, align 1, !tbaa !5
  %187 = zext i8 %186 to i64
  %188 = getelementptr inbounds i64, ptr %9, i64 %187
  %189 = load i64, ptr %188, align 8, !tbaa !14
  %190 = and i64 %189, 255
  %191 = lshr i64 %183, %190
  %192 = or i64 %191, %189
  %193 = add i64 %189, %184
  %194 = getelementptr i8, ptr %166, i64 %172
  %195 = load i8, ptr %194, align 1, !tbaa !5
  %196 = zext i8 %195 to i64
  %197 = getelementptr inbounds i64, ptr %9, i64 %196
  %198 = load i64, ptr %197, align 8, !tbaa !14
  %199 = and i64 %198, 255
  %200 = lshr i64 %192, %199
  %201 = or i64 %200, %198
  %202 = add i64 %198, %193
  %203 = getelementptr i8, ptr %167, i64 %172
  %204 = load i8, ptr %203, align 1, !tbaa !5
  %205 = zext i8 %204 to i64
  %206 = getelementptr inbounds i64, ptr %9, i64 %205
  %207 = load i64, ptr %206, align 8, !tbaa !14
  %208 = and i64 %207, 255
  %209 = lshr i64 %201, %208
  %210 = and i64 %207, -256
  %211 = or i64 %209, %210
  %212 = add i64 %207, %202
  %213 = and i64 %212, 255
  %214 = lshr i64 %213, 3
  %215 = sub nsw i64 64, %213
  %216 = lshr i64 %211, %215
  store i64 %216, ptr %174, align 1, !tbaa !14
  %217 = getelementptr inbounds i8, ptr %174, i64 %214
  %218 = icmp ugt ptr %217, %13
  %219 = getelementptr i8, ptr %168, i64 %172
  %220 = load i8, ptr %219, align 1, !tbaa !5
  %221 = zext i8 %220 to i64
  %222 = getelementptr inbounds i64, ptr %9, i64 %221
  %223 = load i64, ptr %222, align 8, !tbaa !14
  %224 = getelementptr i8, ptr %169, i64 %172
  %225 = load i8, ptr %224, align 1, !tbaa !5
  %226 = zext i8 %225 to i64
  %227 = getelementptr inbounds i64, ptr %9, i64 %226
  %228 = load i64, ptr %227, align 8, !tbaa !14
  %229 = and i64 %228, 255
  %230 = lshr i64 %223, %229
  %231 = or i64 %230, %228
  %232 = add i64 %228, %223
  %233 = getelementptr i8, ptr %170, i64 %172
  %234 = load i8, ptr %233, align 1, !tbaa !5
  %235 = zext i8 %234 to i64
  %236 = getelementptr inbounds i64, ptr %9, i64 %235
  %237 = load i64, ptr %236, align 8, !tbaa !14
  %238 = and i64 %237, 255
  %239 = lshr i64 %231, %238
  %240 = or i64 %239, %237
  %241 = add i64 %237, %232
  %242 = and i64 %212, 7
  %243 = select i1 %218, ptr %13, ptr %217
  %244 = getelementptr i8, ptr %160, i64 %172
  %245 = load i8, ptr %244, align 1, !tbaa !5
  %246 = zext i8 %245 to i64
  %247 = getelementptr inbounds i64, ptr %9, i64 %246
  %248 = load i64, ptr %247, align 8, !tbaa !14
  %249 = and i64 %248, 255
  %250 = lshr i64 %240, %249
  %251 = and i64 %248, -256
  %252 = or i64 %250, %251
  %253 = add i64 %248, %241
  %254 = and i64 %253, 255
  %255 = lshr i64 %211, %254
  %256 = or i64 %252, %255
  %257 = add i64 %253, %242
  %258 = and i64 %257, 255
  %259 = lshr i64 %258, 3
  %260 = sub nsw i64 64, %258
  %261 = lshr i64 %256, %260
  %262 = and i64 %257, 7
  store i64 %261, ptr %243, align 1, !tbaa !14
  %263 = getelementptr inbounds i8, ptr %243, i64 %259
  %264 = icmp ugt ptr %263, %13
  %265 = select i1 %264, ptr %13, ptr %263
  %266 = add nsw i64 %172, -8
  %267 = icmp ugt i64 %172, 8
  br i1 %267, label %171, label %2159, !llvm.loop !82

268:                                              ; preds = %15
  switch i32 %8, label %1776 [
    i32 11, label %269
    i32 10, label %535
    i32 9, label %798
    i32 8, label %1094
    i32 7, label %1420
  ]

269:                                              ; preds = %268
  %270 = srem i32 %23, 5
  %271 = icmp sgt i32 %270, 0
  br i1 %271, label %272, label %339

272:                                              ; preds = %269
  %273 = shl i64 %3, 32
  %274 = ashr exact i64 %273, 32
  %275 = and i32 %270, 1
  %276 = icmp eq i32 %270, 1
  br i1 %276, label %308, label %277

277:                                              ; preds = %272
  %278 = and i32 %270, 2147483646
  %279 = getelementptr i8, ptr %2, i64 -1
  br label %280

280:                                              ; preds = %280, %277
  %281 = phi i64 [ %274, %277 ], [ %295, %280 ]
  %282 = phi i64 [ 0, %277 ], [ %304, %280 ]
  %283 = phi i64 [ 0, %277 ], [ %305, %280 ]
  %284 = phi i32 [ 0, %277 ], [ %306, %280 ]
  %285 = getelementptr i8, ptr %279, i64 %281
  %286 = load i8, ptr %285, align 1, !tbaa !5
  %287 = zext i8 %286 to i64
  %288 = getelementptr inbounds i64, ptr %9, i64 %287
  %289 = load i64, ptr %288, align 8, !tbaa !14
  %290 = and i64 %289, 255
  %291 = lshr i64 %282, %290
  %292 = and i64 %289, -256
  %293 = or i64 %291, %292
  %294 = add i64 %289, %283
  %295 = add nsw i64 %281, -2
  %296 = getelementptr inbounds i8, ptr %2, i64 %295
  %297 = load i8, ptr %296, align 1, !tbaa !5
  %298 = zext i8 %297 to i64
  %299 = getelementptr inbounds i64, ptr %9, i64 %298
  %300 = load i64, ptr %299, align 8, !tbaa !14
  %301 = and i64 %300, 255
  %302 = lshr i64 %293, %301
  %303 = and i64 %300, -256
  %304 = or i64 %302, %303
  %305 = add i64 %300, %294
  %306 = add i32 %284, 2
  %307 = icmp eq i32 %306, %278
  br i1 %307, label %308, label %280, !llvm.loop !81

308:                                              ; preds = %280, %272
  %309 = phi i64 [ poison, %272 ], [ %295, %280 ]
  %310 = phi i64 [ poison, %272 ], [ %304, %280 ]
  %311 = phi i64 [ poison, %272 ], [ %305, %280 ]
  %312 = phi i64 [ %274, %272 ], [ %295, %280 ]
  %313 = phi i64 [ 0, %272 ], [ %304, %280 ]
  %314 = phi i64 [ 0, %272 ], [ %305, %280 ]
  %315 = icmp eq i32 %275, 0
  br i1 %315, label %328, label %316

316:                                              ; preds = %308
  %317 = add nsw i64 %312, -1
  %318 = getelementptr inbounds i8, ptr %2, i64 %317
  %319 = load i8, ptr %318, align 1, !tbaa !5
  %320 = zext i8 %319 to i64
  %321 = getelementptr inbounds i64, ptr %9, i64 %320
  %322 = load i64, ptr %321, align 8, !tbaa !14
  %323 = and i64 %322, 255
  %324 = lshr i64 %313, %323
  %325 = and i64 %322, -256
  %326 = or i64 %324, %325
  %327 = add i64 %322, %314
  br label %328

328:                                              ; preds = %308, %316
  %329 = phi i64 [ %309, %308 ], [ %317, %316 ]
  %330 = phi i64 [ %310, %308 ], [ %326, %316 ]
  %331 = phi i64 [ %311, %308 ], [ %327, %316 ]
  %332 = trunc nsw i64 %329 to i32
  %333 = and i64 %331, 255
  %334 = lshr i64 %333, 3
  %335 = sub nsw i64 64, %333
  %336 = lshr i64 %330, %335
  %337 = and i64 %331, 7
  store i64 %336, ptr %0, align 1, !tbaa !14
  %338 = getelementptr inbounds i8, ptr %0, i64 %334
  br label %339

339:                                              ; preds = %328, %269
  %340 = phi i64 [ %337, %328 ], [ 0, %269 ]
  %341 = phi ptr [ %338, %328 ], [ %0, %269 ]
  %342 = phi i64 [ %330, %328 ], [ 0, %269 ]
  %343 = phi i32 [ %332, %328 ], [ %23, %269 ]
  %344 = srem i32 %343, 10
  %345 = icmp eq i32 %344, 0
  br i1 %345, label %406, label %346

346:                                              ; preds = %339
  %347 = sext i32 %343 to i64
  %348 = getelementptr i8, ptr %2, i64 %347
  %349 = getelementptr i8, ptr %348, i64 -1
  %350 = load i8, ptr %349, align 1, !tbaa !5
  %351 = zext i8 %350 to i64
  %352 = getelementptr inbounds i64, ptr %9, i64 %351
  %353 = load i64, ptr %352, align 8, !tbaa !14
  %354 = and i64 %353, 255
  %355 = lshr i64 %342, %354
  %356 = or i64 %355, %353
  %357 = add i64 %353, %340
  %358 = getelementptr i8, ptr %2, i64 %347
  %359 = getelementptr i8, ptr %358, i64 -2
  %360 = load i8, ptr %359, align 1, !tbaa !5
  %361 = zext i8 %360 to i64
  %362 = getelementptr inbounds i64, ptr %9, i64 %361
  %363 = load i64, ptr %362, align 8, !tbaa !14
  %364 = and i64 %363, 255
  %365 = lshr i64 %356, %364
  %366 = or i64 %365, %363
  %367 = add i64 %363, %357
  %368 = getelementptr i8, ptr %2, i64 %347
  %369 = getelementptr i8, ptr %368, i64 -3
  %370 = load i8, ptr %369, align 1, !tbaa !5
  %371 = zext i8 %370 to i64
  %372 = getelementptr inbounds i64, ptr %9, i64 %371
  %373 = load i64, ptr %372, align 8, !tbaa !14
  %374 = and i64 %373, 255
  %375 = lshr i64 %366, %374
  %376 = or i64 %375, %373
  %377 = add i64 %373, %367
  %378 = getelementptr i8, ptr %2, i64 %347
  %379 = getelementptr i8, ptr %378, i64 -4
  %380 = load i8, ptr %379, align 1, !tbaa !5
  %381 = zext i8 %380 to i64
  %382 = getelementptr inbounds i64, ptr %9, i64 %381
  %383 = load i64, ptr %382, align 8, !tbaa !14
  %384 = and i64 %383, 255
  %385 = lshr i64 %376, %384
  %386 = or i64 %385, %383
  %387 = add i64 %383, %377
  %388 = add nsw i32 %343, -5
  %389 = sext i32 %388 to i64
  %390 = getelementptr inbounds i8, ptr %2, i64 %389
  %391 = load i8, ptr %390, align 1, !tbaa !5
  %392 = zext i8 %391 to i64
  %393 = getelementptr inbounds i64, ptr %9, i64 %392
  %394 = load i64, ptr %393, align 8, !tbaa !14
  %395 = and i64 %394, 255
  %396 = lshr i64 %386, %395
  %397 = and i64 %394, -256
  %398 = or i64 %396, %397
  %399 = add i64 %394, %387
  %400 = and i64 %399, 255
  %401 = lshr i64 %400, 3
  %402 = sub nsw i64 64, %400
  %403 = lshr i64 %398, %402
  %404 = and i64 %399, 7
  store i64 %403, ptr %341, align 1, !tbaa !14
  %405 = getelementptr inbounds i8, ptr %341, i64 %401
  br label %406

406:                                              ; preds = %346, %339
  %407 = phi i64 [ %340, %339 ], [ %404, %346 ]
  %408 = phi ptr [ %341, %339 ], [ %405, %346 ]
  %409 = phi i64 [ %342, %339 ], [ %398, %346 ]
  %410 = phi i32 [ %343, %339 ], [ %388, %346 ]
  %411 = getelementptr i8, ptr %2, i64 -10
  %412 = icmp sgt i32 %410, 0
  br i1 %412, label %413, label %2159

413:                                              ; preds = %406
  %414 = zext nneg i32 %410 to i64
  %415 = getelementptr i8, ptr %2, i64 -1
  %416 = getelementptr i8, ptr %2, i64 -2
  %417 = getelementptr i8, ptr %2, i64 -3
  %418 = getelementptr i8, ptr %2, i64 -4
  %419 = getelementptr i8, ptr %2, i64 -5
  %420 = getelementptr i8, ptr %2, i64 -6
  %421 = getelementptr i8, ptr %2, i64 -7
  %422 = getelementptr i8, ptr %2, i64 -8
  %423 = getelementptr i8, ptr %2, i64 -9
  br label %424

424:                                              ; preds = %413, %424
  %425 = phi i64 [ %414, %413 ], [ %533, %424 ]
  %426 = phi i64 [ %409, %413 ], [ %525, %424 ]
  %427 = phi ptr [ %408, %413 ], [ %532, %424 ]
  %428 = phi i64 [ %407, %413 ], [ %531, %424 ]
  %429 = getelementptr i8, ptr %415, i64 %425
  %430 = load i8, ptr %429, align 1, !tbaa !5
  %431 = zext i8 %430 to i64
  %432 = getelementptr inbounds i64, ptr %9, i64 %431
  %433 = load i64, ptr %432, align 8, !tbaa !14
  %434 = and i64 %433, 255
  %435 = lshr i64 %426, %434
  %436 = or i64 %435, %433
  %437 = add i64 %433, %428
  %438 = getelementptr i8, ptr %416, i64 %425
  %439 = load i8, ptr %438, align 1, !tbaa !5
  %440 = zext i8 %439 to i64
  %441 = getelementptr inbounds i64, ptr %9, i64 %440
  %442 = load i64, ptr %441, align 8, !tbaa !14
  %443 = and i64 %442, 255
  %444 = lshr i64 %436, %443
  %445 = or i64 %444, %442
  %446 = add i64 %442, %437
  %447 = getelementptr i8, ptr %417, i64 %425
  %448 = load i8, ptr %447, align 1, !tbaa !5
  %449 = zext i8 %448 to i64
  %450 = getelementptr inbounds i64, ptr %9, i64 %449
  %451 = load i64, ptr %450, align 8, !tbaa !14
  %452 = and i64 %451, 255
  %453 = lshr i64 %445, %452
  %454 = or i64 %453, %451
  %455 = add i64 %451, %446
  %456 = getelementptr i8, ptr %418, i64 %425
  %457 = load i8, ptr %456, align 1, !tbaa !5
  %458 = zext i8 %457 to i64
  %459 = getelementptr inbounds i64, ptr %9, i64 %458
  %460 = load i64, ptr %459, align 8, !tbaa !14
  %461 = and i64 %460, 255
  %462 = lshr i64 %454, %461
  %463 = or i64 %462, %460
  %464 = add i64 %460, %455
  %465 = getelementptr i8, ptr %419, i64 %425
  %466 = load i8, ptr %465, align 1, !tbaa !5
  %467 = zext i8 %466 to i64
  %468 = getelementptr inbounds i64, ptr %9, i64 %467
  %469 = load i64, ptr %468, align 8, !tbaa !14
  %470 = and i64 %469, 255
  %471 = lshr i64 %463, %470
  %472 = and i64 %469, -256
  %473 = or i64 %471, %472
  %474 = add i64 %469, %464
  %475 = and i64 %474, 255
  %476 = sub nsw i64 64, %475
  %477 = lshr i64 %473, %476
  store i64 %477, ptr %427, align 1, !tbaa !14
  %478 = getelementptr i8, ptr %420, i64 %425
  %479 = load i8, ptr %478, align 1, !tbaa !5
  %480 = zext i8 %479 to i64
  %481 = getelementptr inbounds i64, ptr %9, i64 %480
  %482 = load i64, ptr %481, align 8, !tbaa !14
  %483 = getelementptr i8, ptr %421, i64 %425
  %484 = load i8, ptr %483, align 1, !tbaa !5
  %485 = zext i8 %484 to i64
  %486 = getelementptr inbounds i64, ptr %9, i64 %485
  %487 = load i64, ptr %486, align 8, !tbaa !14
  %488 = and i64 %487, 255
  %489 = lshr i64 %482, %488
  %490 = or i64 %489, %487
  %491 = add i64 %487, %482
  %492 = getelementptr i8, ptr %422, i64 %425
  %493 = load i8, ptr %492, align 1, !tbaa !5
  %494 = zext i8 %493 to i64
  %495 = getelementptr inbounds i64, ptr %9, i64 %494
  %496 = load i64, ptr %495, align 8, !tbaa !14
  %497 = and i64 %496, 255
  %498 = lshr i64 %490, %497
  %499 = or i64 %498, %496
  %500 = add i64 %496, %491
  %501 = getelementptr i8, ptr %423, i64 %425
  %502 = load i8, ptr %501, align 1, !tbaa !5
  %503 = zext i8 %502 to i64
  %504 = getelementptr inbounds i64, ptr %9, i64 %503
  %505 = load i64, ptr %504, align 8, !tbaa !14
  %506 = and i64 %505, 255
  %507 = lshr i64 %499, %506
  %508 = or i64 %507, %505
  %509 = add i64 %505, %500
  %510 = lshr i64 %475, 3
  %511 = and i64 %474, 7
  %512 = getelementptr inbounds i8, ptr %427, i64 %510
  %513 = getelementptr i8, ptr %411, i64 %425
  %514 = load i8, ptr %513, align 1, !tbaa !5
  %515 = zext i8 %514 to i64
  %516 = getelementptr inbounds i64, ptr %9, i64 %515
  %517 = load i64, ptr %516, align 8, !tbaa !14
  %518 = and i64 %517, 255
  %519 = lshr i64 %508, %518
  %520 = and i64 %517, -256
  %521 = or i64 %519, %520
  %522 = add i64 %517, %509
  %523 = and i64 %522, 255
  %524 = lshr i64 %473, %523
  %525 = or i64 %521, %524
  %526 = add i64 %522, %511
  %527 = and i64 %526, 255
  %528 = lshr i64 %527, 3
  %529 = sub nsw i64 64, %527
  %530 = lshr i64 %525, %529
  %531 = and i64 %526, 7
  store i64 %530, ptr %512, align 1, !tbaa !14
  %532 = getelementptr inbounds i8, ptr %512, i64 %528
  %533 = add nsw i64 %425, -10
  %534 = icmp ugt i64 %425, 10
  br i1 %534, label %424, label %2159, !llvm.loop !82

535:                                              ; preds = %268
  %536 = srem i32 %23, 5
  %537 = icmp sgt i32 %536, 0
  br i1 %537, label %538, label %605

538:                                              ; preds = %535
  %539 = shl i64 %3, 32
  %540 = ashr exact i64 %539, 32
  %541 = and i32 %536, 1
  %542 = icmp eq i32 %536, 1
  br i1 %542, label %574, label %543

543:                                              ; preds = %538
  %544 = and i32 %536, 2147483646
  %545 = getelementptr i8, ptr %2, i64 -1
  br label %546

546:                                              ; preds = %546, %543
  %547 = phi i64 [ %540, %543 ], [ %561, %546 ]
  %548 = phi i64 [ 0, %543 ], [ %570, %546 ]
  %549 = phi i64 [ 0, %543 ], [ %571, %546 ]
  %550 = phi i32 [ 0, %543 ], [ %572, %546 ]
  %551 = getelementptr i8, ptr %545, i64 %547
  %552 = load i8, ptr %551, align 1, !tbaa !5
  %553 = zext i8 %552 to i64
  %554 = getelementptr inbounds i64, ptr %9, i64 %553
  %555 = load i64, ptr %554, align 8, !tbaa !14
  %556 = and i64 %555, 255
  %557 = lshr i64 %548, %556
  %558 = and i64 %555, -256
  %559 = or i64 %557, %558
  %560 = add i64 %555, %549
  %561 = add nsw i64 %547, -2
  %562 = getelementptr inbounds i8, ptr %2, i64 %561
  %563 = load i8, ptr %562, align 1, !tbaa !5
  %564 = zext i8 %563 to i64
  %565 = getelementptr inbounds i64, ptr %9, i64 %564
  %566 = load i64, ptr %565, align 8, !tbaa !14
  %567 = and i64 %566, 255
  %568 = lshr i64 %559, %567
  %569 = and i64 %566, -256
  %570 = or i64 %568, %569
  %571 = add i64 %566, %560
  %572 = add i32 %550, 2
  %573 = icmp eq i32 %572, %544
  br i1 %573, label %574, label %546, !llvm.loop !81

574:                                              ; preds = %546, %538
  %575 = phi i64 [ poison, %538 ], [ %561, %546 ]
  %576 = phi i64 [ poison, %538 ], [ %570, %546 ]
  %577 = phi i64 [ poison, %538 ], [ %571, %546 ]
  %578 = phi i64 [ %540, %538 ], [ %561, %546 ]
  %579 = phi i64 [ 0, %538 ], [ %570, %546 ]
  %580 = phi i64 [ 0, %538 ], [ %571, %546 ]
  %581 = icmp eq i32 %541, 0
  br i1 %581, label %594, label %582

582:                                              ; preds = %574
  %583 = add nsw i64 %578, -1
  %584 = getelementptr inbounds i8, ptr %2, i64 %583
  %585 = load i8, ptr %584, align 1, !tbaa !5
  %586 = zext i8 %585 to i64
  %587 = getelementptr inbounds i64, ptr %9, i64 %586
  %588 = load i64, ptr %587, align 8, !tbaa !14
  %589 = and i64 %588, 255
  %590 = lshr i64 %579, %589
  %591 = and i64 %588, -256
  %592 = or i64 %590, %591
  %593 = add i64 %588, %580
  br label %594

594:                                              ; preds = %574, %582
  %595 = phi i64 [ %575, %574 ], [ %583, %582 ]
  %596 = phi i64 [ %576, %574 ], [ %592, %582 ]
  %597 = phi i64 [ %577, %574 ], [ %593, %582 ]
  %598 = trunc nsw i64 %595 to i32
  %599 = and i64 %597, 255
  %600 = lshr i64 %599, 3
  %601 = sub nsw i64 64, %599
  %602 = lshr i64 %596, %601
  %603 = and i64 %597, 7
  store i64 %602, ptr %0, align 1, !tbaa !14
  %604 = getelementptr inbounds i8, ptr %0, i64 %600
  br label %605

605:                                              ; preds = %594, %535
  %606 = phi i64 [ %603, %594 ], [ 0, %535 ]
  %607 = phi ptr [ %604, %594 ], [ %0, %535 ]
  %608 = phi i64 [ %596, %594 ], [ 0, %535 ]
  %609 = phi i32 [ %598, %594 ], [ %23, %535 ]
  %610 = srem i32 %609, 10
  %611 = icmp eq i32 %610, 0
  br i1 %611, label %671, label %612

612:                                              ; preds = %605
  %613 = sext i32 %609 to i64
  %614 = getelementptr i8, ptr %2, i64 %613
  %615 = getelementptr i8, ptr %614, i64 -1
  %616 = load i8, ptr %615, align 1, !tbaa !5
  %617 = zext i8 %616 to i64
  %618 = getelementptr inbounds i64, ptr %9, i64 %617
  %619 = load i64, ptr %618, align 8, !tbaa !14
  %620 = and i64 %619, 255
  %621 = lshr i64 %608, %620
  %622 = or i64 %621, %619
  %623 = add i64 %619, %606
  %624 = getelementptr i8, ptr %2, i64 %613
  %625 = getelementptr i8, ptr %624, i64 -2
  %626 = load i8, ptr %625, align 1, !tbaa !5
  %627 = zext i8 %626 to i64
  %628 = getelementptr inbounds i64, ptr %9, i64 %627
  %629 = load i64, ptr %628, align 8, !tbaa !14
  %630 = and i64 %629, 255
  %631 = lshr i64 %622, %630
  %632 = or i64 %631, %629
  %633 = add i64 %629, %623
  %634 = getelementptr i8, ptr %2, i64 %613
  %635 = getelementptr i8, ptr %634, i64 -3
  %636 = load i8, ptr %635, align 1, !tbaa !5
  %637 = zext i8 %636 to i64
  %638 = getelementptr inbounds i64, ptr %9, i64 %637
  %639 = load i64, ptr %638, align 8, !tbaa !14
  %640 = and i64 %639, 255
  %641 = lshr i64 %632, %640
  %642 = or i64 %641, %639
  %643 = add i64 %639, %633
  %644 = getelementptr i8, ptr %2, i64 %613
  %645 = getelementptr i8, ptr %644, i64 -4
  %646 = load i8, ptr %645, align 1, !tbaa !5
  %647 = zext i8 %646 to i64
  %648 = getelementptr inbounds i64, ptr %9, i64 %647
  %649 = load i64, ptr %648, align 8, !tbaa !14
  %650 = and i64 %649, 255
  %651 = lshr i64 %642, %650
  %652 = or i64 %651, %649
  %653 = add i64 %649, %643
  %654 = add nsw i32 %609, -5
  %655 = sext i32 %654 to i64
  %656 = getelementptr inbounds i8, ptr %2, i64 %655
  %657 = load i8, ptr %656, align 1, !tbaa !5
  %658 = zext i8 %657 to i64
  %659 = getelementptr inbounds i64, ptr %9, i64 %658
  %660 = load i64, ptr %659, align 8, !tbaa !14
  %661 = and i64 %660, 255
  %662 = lshr i64 %652, %661
  %663 = or i64 %662, %660
  %664 = add i64 %660, %653
  %665 = and i64 %664, 255
  %666 = lshr i64 %665, 3
  %667 = sub nsw i64 64, %665
  %668 = lshr i64 %663, %667
  %669 = and i64 %664, 7
  store i64 %668, ptr %607, align 1, !tbaa !14
  %670 = getelementptr inbounds i8, ptr %607, i64 %666
  br label %671

671:                                              ; preds = %612, %605
  %672 = phi i64 [ %606, %605 ], [ %669, %612 ]
  %673 = phi ptr [ %607, %605 ], [ %670, %612 ]
  %674 = phi i64 [ %608, %605 ], [ %663, %612 ]
  %675 = phi i32 [ %609, %605 ], [ %654, %612 ]
  %676 = getelementptr i8, ptr %2, i64 -10
  %677 = icmp sgt i32 %675, 0
  br i1 %677, label %678, label %2159

678:                                              ; preds = %671
  %679 = zext nneg i32 %675 to i64
  %680 = getelementptr i8, ptr %2, i64 -1
  %681 = getelementptr i8, ptr %2, i64 -2
  %682 = getelementptr i8, ptr %2, i64 -3
  %683 = getelementptr i8, ptr %2, i64 -4
  %684 = getelementptr i8, ptr %2, i64 -5
  %685 = getelementptr i8, ptr %2, i64 -6
  %686 = getelementptr i8, ptr %2, i64 -7
  %687 = getelementptr i8, ptr %2, i64 -8
  %688 = getelementptr i8, ptr %2, i64 -9
  br label %689

689:                                              ; preds = %678, %689
  %690 = phi i64 [ %679, %678 ], [ %796, %689 ]
  %691 = phi i64 [ %674, %678 ], [ %788, %689 ]
  %692 = phi ptr [ %673, %678 ], [ %795, %689 ]
  %693 = phi i64 [ %672, %678 ], [ %794, %689 ]
  %694 = getelementptr i8, ptr %680, i64 %690
  %695 = load i8, ptr %694, align 1, !tbaa !5
  %696 = zext i8 %695 to i64
  %697 = getelementptr inbounds i64, ptr %9, i64 %696
  %698 = load i64, ptr %697, align 8, !tbaa !14
  %699 = and i64 %698, 255
  %700 = lshr i64 %691, %699
  %701 = or i64 %700, %698
  %702 = add i64 %698, %693
  %703 = getelementptr i8, ptr %681, i64 %690
  %704 = load i8, ptr %703, align 1, !tbaa !5
  %705 = zext i8 %704 to i64
  %706 = getelementptr inbounds i64, ptr %9, i64 %705
  %707 = load i64, ptr %706, align 8, !tbaa !14
  %708 = and i64 %707, 255
  %709 = lshr i64 %701, %708
  %710 = or i64 %709, %707
  %711 = add i64 %707, %702
  %712 = getelementptr i8, ptr %682, i64 %690
  %713 = load i8, ptr %712, align 1, !tbaa !5
  %714 = zext i8 %713 to i64
  %715 = getelementptr inbounds i64, ptr %9, i64 %714
  %716 = load i64, ptr %715, align 8, !tbaa !14
  %717 = and i64 %716, 255
  %718 = lshr i64 %710, %717
  %719 = or i64 %718, %716
  %720 = add i64 %716, %711
  %721 = getelementptr i8, ptr %683, i64 %690
  %722 = load i8, ptr %721, align 1, !tbaa !5
  %723 = zext i8 %722 to i64
  %724 = getelementptr inbounds i64, ptr %9, i64 %723
  %725 = load i64, ptr %724, align 8, !tbaa !14
  %726 = and i64 %725, 255
  %727 = lshr i64 %719, %726
  %728 = or i64 %727, %725
  %729 = add i64 %725, %720
  %730 = getelementptr i8, ptr %684, i64 %690
  %731 = load i8, ptr %730, align 1, !tbaa !5
  %732 = zext i8 %731 to i64
  %733 = getelementptr inbounds i64, ptr %9, i64 %732
  %734 = load i64, ptr %733, align 8, !tbaa !14
  %735 = and i64 %734, 255
  %736 = lshr i64 %728, %735
  %737 = or i64 %736, %734
  %738 = add i64 %734, %729
  %739 = and i64 %738, 255
  %740 = sub nsw i64 64, %739
  %741 = lshr i64 %737, %740
  store i64 %741, ptr %692, align 1, !tbaa !14
  %742 = getelementptr i8, ptr %685, i64 %690
  %743 = load i8, ptr %742, align 1, !tbaa !5
  %744 = zext i8 %743 to i64
  %745 = getelementptr inbounds i64, ptr %9, i64 %744
  %746 = load i64, ptr %745, align 8, !tbaa !14
  %747 = getelementptr i8, ptr %686, i64 %690
  %748 = load i8, ptr %747, align 1, !tbaa !5
  %749 = zext i8 %748 to i64
  %750 = getelementptr inbounds i64, ptr %9, i64 %749
  %751 = load i64, ptr %750, align 8, !tbaa !14
  %752 = and i64 %751, 255
  %753 = lshr i64 %746, %752
  %754 = or i64 %753, %751
  %755 = add i64 %751, %746
  %756 = getelementptr i8, ptr %687, i64 %690
  %757 = load i8, ptr %756, align 1, !tbaa !5
  %758 = zext i8 %757 to i64
  %759 = getelementptr inbounds i64, ptr %9, i64 %758
  %760 = load i64, ptr %759, align 8, !tbaa !14
  %761 = and i64 %760, 255
  %762 = lshr i64 %754, %761
  %763 = or i64 %762, %760
  %764 = add i64 %760, %755
  %765 = getelementptr i8, ptr %688, i64 %690
  %766 = load i8, ptr %765, align 1, !tbaa !5
  %767 = zext i8 %766 to i64
  %768 = getelementptr inbounds i64, ptr %9, i64 %767
  %769 = load i64, ptr %768, align 8, !tbaa !14
  %770 = and i64 %769, 255
  %771 = lshr i64 %763, %770
  %772 = or i64 %771, %769
  %773 = add i64 %769, %764
  %774 = lshr i64 %739, 3
  %775 = and i64 %738, 7
  %776 = getelementptr inbounds i8, ptr %692, i64 %774
  %777 = getelementptr i8, ptr %676, i64 %690
  %778 = load i8, ptr %777, align 1, !tbaa !5
  %779 = zext i8 %778 to i64
  %780 = getelementptr inbounds i64, ptr %9, i64 %779
  %781 = load i64, ptr %780, align 8, !tbaa !14
  %782 = and i64 %781, 255
  %783 = lshr i64 %772, %782
  %784 = add i64 %781, %773
  %785 = and i64 %784, 255
  %786 = lshr i64 %737, %785
  %787 = or i64 %783, %786
  %788 = or i64 %787, %781
  %789 = add i64 %784, %775
  %790 = and i64 %789, 255
  %791 = lshr i64 %790, 3
  %792 = sub nsw i64 64, %790
  %793 = lshr i64 %788, %792
  %794 = and i64 %789, 7
  store i64 %793, ptr %776, align 1, !tbaa !14
  %795 = getelementptr inbounds i8, ptr %776, i64 %791
  %796 = add nsw i64 %690, -10
  %797 = icmp ugt i64 %690, 10
  br i1 %797, label %689, label %2159, !llvm.loop !82

798:                                              ; preds = %268
  %799 = srem i32 %23, 6
  %800 = icmp sgt i32 %799, 0
  br i1 %800, label %801, label %868

801:                                              ; preds = %798
  %802 = shl i64 %3, 32
  %803 = ashr exact i64 %802, 32
  %804 = and i32 %799, 1
  %805 = icmp eq i32 %799, 1
  br i1 %805, label %837, label %806

806:                                              ; preds = %801
  %807 = and i32 %799, 2147483646
  %808 = getelementptr i8, ptr %2, i64 -1
  br label %809

809:                                              ; preds = %809, %806
  %810 = phi i64 [ %803, %806 ], [ %824, %809 ]
  %811 = phi i64 [ 0, %806 ], [ %833, %809 ]
  %812 = phi i64 [ 0, %806 ], [ %834, %809 ]
  %813 = phi i32 [ 0, %806 ], [ %835, %809 ]
  %814 = getelementptr i8, ptr %808, i64 %810
  %815 = load i8, ptr %814, align 1, !tbaa !5
  %816 = zext i8 %815 to i64
  %817 = getelementptr inbounds i64, ptr %9, i64 %816
  %818 = load i64, ptr %817, align 8, !tbaa !14
  %819 = and i64 %818, 255
  %820 = lshr i64 %811, %819
  %821 = and i64 %818, -256
  %822 = or i64 %820, %821
  %823 = add i64 %818, %812
  %824 = add nsw i64 %810, -2
  %825 = getelementptr inbounds i8, ptr %2, i64 %824
  %826 = load i8, ptr %825, align 1, !tbaa !5
  %827 = zext i8 %826 to i64
  %828 = getelementptr inbounds i64, ptr %9, i64 %827
  %829 = load i64, ptr %828, align 8, !tbaa !14
  %830 = and i64 %829, 255
  %831 = lshr i64 %822, %830
  %832 = and i64 %829, -256
  %833 = or i64 %831, %832
  %834 = add i64 %829, %823
  %835 = add i32 %813, 2
  %836 = icmp eq i32 %835, %807
  br i1 %836, label %837, label %809, !llvm.loop !81

837:                                              ; preds = %809, %801
  %838 = phi i64 [ poison, %801 ], [ %824, %809 ]
  %839 = phi i64 [ poison, %801 ], [ %833, %809 ]
  %840 = phi i64 [ poison, %801 ], [ %834, %809 ]
  %841 = phi i64 [ %803, %801 ], [ %824, %809 ]
  %842 = phi i64 [ 0, %801 ], [ %833, %809 ]
  %843 = phi i64 [ 0, %801 ], [ %834, %809 ]
  %844 = icmp eq i32 %804, 0
  br i1 %844, label %857, label %845

845:                                              ; preds = %837
  %846 = add nsw i64 %841, -1
  %847 = getelementptr inbounds i8, ptr %2, i64 %846
  %848 = load i8, ptr %847, align 1, !tbaa !5
  %849 = zext i8 %848 to i64
  %850 = getelementptr inbounds i64, ptr %9, i64 %849
  %851 = load i64, ptr %850, align 8, !tbaa !14
  %852 = and i64 %851, 255
  %853 = lshr i64 %842, %852
  %854 = and i64 %851, -256
  %855 = or i64 %853, %854
  %856 = add i64 %851, %843
  br label %857

857:                                              ; preds = %837, %845
  %858 = phi i64 [ %838, %837 ], [ %846, %845 ]
  %859 = phi i64 [ %839, %837 ], [ %855, %845 ]
  %860 = phi i64 [ %840, %837 ], [ %856, %845 ]
  %861 = trunc nsw i64 %858 to i32
  %862 = and i64 %860, 255
  %863 = lshr i64 %862, 3
  %864 = sub nsw i64 64, %862
  %865 = lshr i64 %859, %864
  %866 = and i64 %860, 7
  store i64 %865, ptr %0, align 1, !tbaa !14
  %867 = getelementptr inbounds i8, ptr %0, i64 %863
  br label %868

868:                                              ; preds = %857, %798
  %869 = phi i64 [ %866, %857 ], [ 0, %798 ]
  %870 = phi ptr [ %867, %857 ], [ %0, %798 ]
  %871 = phi i64 [ %859, %857 ], [ 0, %798 ]
  %872 = phi i32 [ %861, %857 ], [ %23, %798 ]
  %873 = srem i32 %872, 12
  %874 = icmp eq i32 %873, 0
  br i1 %874, label %945, label %875

875:                                              ; preds = %868
  %876 = sext i32 %872 to i64
  %877 = getelementptr i8, ptr %2, i64 %876
  %878 = getelementptr i8, ptr %877, i64 -1
  %879 = load i8, ptr %878, align 1, !tbaa !5
  %880 = zext i8 %879 to i64
  %881 = getelementptr inbounds i64, ptr %9, i64 %880
  %882 = load i64, ptr %881, align 8, !tbaa !14
  %883 = and i64 %882, 255
  %884 = lshr i64 %871, %883
  %885 = or i64 %884, %882
  %886 = add i64 %882, %869
  %887 = getelementptr i8, ptr %2, i64 %876
  %888 = getelementptr i8, ptr %887, i64 -2
  %889 = load i8, ptr %888, align 1, !tbaa !5
  %890 = zext i8 %889 to i64
  %891 = getelementptr inbounds i64, ptr %9, i64 %890
  %892 = load i64, ptr %891, align 8, !tbaa !14
  %893 = and i64 %892, 255
  %894 = lshr i64 %885, %893
  %895 = or i64 %894, %892
  %896 = add i64 %892, %886
  %897 = getelementptr i8, ptr %2, i64 %876
  %898 = getelementptr i8, ptr %897, i64 -3
  %899 = load i8, ptr %898, align 1, !tbaa !5
  %900 = zext i8 %899 to i64
  %901 = getelementptr inbounds i64, ptr %9, i64 %900
  %902 = load i64, ptr %901, align 8, !tbaa !14
  %903 = and i64 %902, 255
  %904 = lshr i64 %895, %903
  %905 = or i64 %904, %902
  %906 = add i64 %902, %896
  %907 = getelementptr i8, ptr %2, i64 %876
  %908 = getelementptr i8, ptr %907, i64 -4
  %909 = load i8, ptr %908, align 1, !tbaa !5
  %910 = zext i8 %909 to i64
  %911 = getelementptr inbounds i64, ptr %9, i64 %910
  %912 = load i64, ptr %911, align 8, !tbaa !14
  %913 = and i64 %912, 255
  %914 = lshr i64 %905, %913
  %915 = or i64 %914, %912
  %916 = add i64 %912, %906
  %917 = getelementptr i8, ptr %2, i64 %876
  %918 = getelementptr i8, ptr %917, i64 -5
  %919 = load i8, ptr %918, align 1, !tbaa !5
  %920 = zext i8 %919 to i64
  %921 = getelementptr inbounds i64, ptr %9, i64 %920
  %922 = load i64, ptr %921, align 8, !tbaa !14
  %923 = and i64 %922, 255
  %924 = lshr i64 %915, %923
  %925 = or i64 %924, %922
  %926 = add i64 %922, %916
  %927 = add nsw i32 %872, -6
  %928 = sext i32 %927 to i64
  %929 = getelementptr inbounds i8, ptr %2, i64 %928
  %930 = load i8, ptr %929, align 1, !tbaa !5
  %931 = zext i8 %930 to i64
  %932 = getelementptr inbounds i64, ptr %9, i64 %931
  %933 = load i64, ptr %932, align 8, !tbaa !14
  %934 = and i64 %933, 255
  %935 = lshr i64 %925, %934
  %936 = and i64 %933, -256
  %937 = or i64 %935, %936
  %938 = add i64 %933, %926
  %939 = and i64 %938, 255
  %940 = lshr i64 %939, 3
  %941 = sub nsw i64 64, %939
  %942 = lshr i64 %937, %941
  %943 = and i64 %938, 7
  store i64 %942, ptr %870, align 1, !tbaa !14
  %944 = getelementptr inbounds i8, ptr %870, i64 %940
  br label %945

945:                                              ; preds = %875, %868
  %946 = phi i64 [ %869, %868 ], [ %943, %875 ]
  %947 = phi ptr [ %870, %868 ], [ %944, %875 ]
  %948 = phi i64 [ %871, %868 ], [ %937, %875 ]
  %949 = phi i32 [ %872, %868 ], [ %927, %875 ]
  %950 = getelementptr i8, ptr %2, i64 -12
  %951 = icmp sgt i32 %949, 0
  br i1 %951, label %952, label %2159

952:                                              ; preds = %945
  %953 = zext nneg i32 %949 to i64
  %954 = getelementptr i8, ptr %2, i64 -1
  %955 = getelementptr i8, ptr %2, i64 -2
  %956 = getelementptr i8, ptr %2, i64 -3
  %957 = getelementptr i8, ptr %2, i64 -4
  %958 = getelementptr i8, ptr %2, i64 -5
  %959 = getelementptr i8, ptr %2, i64 -6
  %960 = getelementptr i8, ptr %2, i64 -7
  %961 = getelementptr i8, ptr %2, i64 -8
  %962 = getelementptr i8, ptr %2, i64 -9
  %963 = getelementptr i8, ptr %2, i64 -10
  %964 = getelementptr i8, ptr %2, i64 -11
  br label %965

965:                                              ; preds = %952, %965
  %966 = phi i64 [ %953, %952 ], [ %1092, %965 ]
  %967 = phi i64 [ %948, %952 ], [ %1084, %965 ]
  %968 = phi ptr [ %947, %952 ], [ %1091, %965 ]
  %969 = phi i64 [ %946, %952 ], [ %1090, %965 ]
  %970 = getelementptr i8, ptr %954, i64 %966
  %971 = load i8, ptr %970, align 1, !tbaa !5
  %972 = zext i8 %971 to i64
  %973 = getelementptr inbounds i64, ptr %9, i64 %972
  %974 = load i64, ptr %973, align 8, !tbaa !14
  %975 = and i64 %974, 255
  %976 = lshr i64 %967, %975
  %977 = or i64 %976, %974
  %978 = add i64 %974, %969
  %979 = getelementptr i8, ptr %955, i64 %966
  %980 = load i8, ptr %979, align 1, !tbaa !5
  %981 = zext i8 %980 to i64
  %982 = getelementptr inbounds i64, ptr %9, i64 %981
  %983 = load i64, ptr %982, align 8, !tbaa !14
  %984 = and i64 %983, 255
  %985 = lshr i64 %977, %984
  %986 = or i64 %985, %983
  %987 = add i64 %983, %978
  %988 = getelementptr i8, ptr %956, i64 %966
  %989 = load i8, ptr %988, align 1, !tbaa !5
  %990 = zext i8 %989 to i64
  %991 = getelementptr inbounds i64, ptr %9, i64 %990
  %992 = load i64, ptr %991, align 8, !tbaa !14
  %993 = and i64 %992, 255
  %994 = lshr i64 %986, %993
  %995 = or i64 %994, %992
  %996 = add i64 %992, %987
  %997 = getelementptr i8, ptr %957, i64 %966
  %998 = load i8, ptr %997, align 1, !tbaa !5
  %999 = zext i8 %998 to i64
  %1000 = getelementptr inbounds i64, ptr %9, i64 %999
  %1001 = load i64, ptr %1000, align 8, !tbaa !14
  %1002 = and i64 %1001, 255
  %1003 = lshr i64 %995, %1002
  %1004 = or i64 %1003, %1001
  %1005 = add i64 %1001, %996
  %1006 = getelementptr i8, ptr %958, i64 %966
  %1007 = load i8, ptr %1006, align 1, !tbaa !5
  %1008 = zext i8 %1007 to i64
  %1009 = getelementptr inbounds i64, ptr %9, i64 %1008
  %1010 = load i64, ptr %1009, align 8, !tbaa !14
  %1011 = and i64 %1010, 255
  %1012 = lshr i64 %1004, %1011
  %1013 = or i64 %1012, %1010
  %1014 = add i64 %1010, %1005
  %1015 = getelementptr i8, ptr %959, i64 %966
  %1016 = load i8, ptr %1015, align 1, !tbaa !5
  %1017 = zext i8 %1016 to i64
  %1018 = getelementptr inbounds i64, ptr %9, i64 %1017
  %1019 = load i64, ptr %1018, align 8, !tbaa !14
  %1020 = and i64 %1019, 255
  %1021 = lshr i64 %1013, %1020
  %1022 = and i64 %1019, -256
  %1023 = or i64 %1021, %1022
  %1024 = add i64 %1019, %1014
  %1025 = and i64 %1024, 255
  %1026 = sub nsw i64 64, %1025
  %1027 = lshr i64 %1023, %1026
  store i64 %1027, ptr %968, align 1, !tbaa !14
  %1028 = getelementptr i8, ptr %960, i64 %966
  %1029 = load i8, ptr %1028, align 1, !tbaa !5
  %1030 = zext i8 %1029 to i64
  %1031 = getelementptr inbounds i64, ptr %9, i64 %1030
  %1032 = load i64, ptr %1031, align 8, !tbaa !14
  %1033 = getelementptr i8, ptr %961, i64 %966
  %1034 = load i8, ptr %1033, align 1, !tbaa !5
  %1035 = zext i8 %1034 to i64
  %1036 = getelementptr inbounds i64, ptr %9, i64 %1035
  %1037 = load i64, ptr %1036, align 8, !tbaa !14
  %1038 = and i64 %1037, 255
  %1039 = lshr i64 %1032, %1038
  %1040 = or i64 %1039, %1037
  %1041 = add i64 %1037, %1032
  %1042 = getelementptr i8, ptr %962, i64 %966
  %1043 = load i8, ptr %1042, align 1, !tbaa !5
  %1044 = zext i8 %1043 to i64
  %1045 = getelementptr inbounds i64, ptr %9, i64 %1044
  %1046 = load i64, ptr %1045, align 8, !tbaa !14
  %1047 = and i64 %1046, 255
  %1048 = lshr i64 %1040, %1047
  %1049 = or i64 %1048, %1046
  %1050 = add i64 %1046, %1041
  %1051 = getelementptr i8, ptr %963, i64 %966
  %1052 = load i8, ptr %1051, align 1, !tbaa !5
  %1053 = zext i8 %1052 to i64
  %1054 = getelementptr inbounds i64, ptr %9, i64 %1053
  %1055 = load i64, ptr %1054, align 8, !tbaa !14
  %1056 = and i64 %1055, 255
  %1057 = lshr i64 %1049, %1056
  %1058 = or i64 %1057, %1055
  %1059 = add i64 %1055, %1050
  %1060 = getelementptr i8, ptr %964, i64 %966
  %1061 = load i8, ptr %1060, align 1, !tbaa !5
  %1062 = zext i8 %1061 to i64
  %1063 = getelementptr inbounds i64, ptr %9, i64 %1062
  %1064 = load i64, ptr %1063, align 8, !tbaa !14
  %1065 = and i64 %1064, 255
  %1066 = lshr i64 %1058, %1065
  %1067 = or i64 %1066, %1064
  %1068 = add i64 %1064, %1059
  %1069 = lshr i64 %1025, 3
  %1070 = and i64 %1024, 7
  %1071 = getelementptr inbounds i8, ptr %968, i64 %1069
  %1072 = getelementptr i8, ptr %950, i64 %966
  %1073 = load i8, ptr %1072, align 1, !tbaa !5
  %1074 = zext i8 %1073 to i64
  %1075 = getelementptr inbounds i64, ptr %9, i64 %1074
  %1076 = load i64, ptr %1075, align 8, !tbaa !14
  %1077 = and i64 %1076, 255
  %1078 = lshr i64 %1067, %1077
  %1079 = and i64 %1076, -256
  %1080 = or i64 %1078, %1079
  %1081 = add i64 %1076, %1068
  %1082 = and i64 %1081, 255
  %1083 = lshr i64 %1023, %1082
  %1084 = or i64 %1080, %1083
  %1085 = add i64 %1081, %1070
  %1086 = and i64 %1085, 255
  %1087 = lshr i64 %1086, 3
  %1088 = sub nsw i64 64, %1086
  %1089 = lshr i64 %1084, %1088
  %1090 = and i64 %1085, 7
  store i64 %1089, ptr %1071, align 1, !tbaa !14
  %1091 = getelementptr inbounds i8, ptr %1071, i64 %1087
  %1092 = add nsw i64 %966, -12
  %1093 = icmp ugt i64 %966, 12
  br i1 %1093, label %965, label %2159, !llvm.loop !82

1094:                                             ; preds = %268
  %1095 = srem i32 %23, 7
  %1096 = icmp sgt i32 %1095, 0
  br i1 %1096, label %1097, label %1164

1097:                                             ; preds = %1094
  %1098 = shl i64 %3, 32
  %1099 = ashr exact i64 %1098, 32
  %1100 = and i32 %1095, 1
  %1101 = icmp eq i32 %1095, 1
  br i1 %1101, label %1133, label %1102

1102:                                             ; preds = %1097
  %1103 = and i32 %1095, 2147483646
  %1104 = getelementptr i8, ptr %2, i64 -1
  br label %1105

1105:                                             ; preds = %1105, %1102
  %1106 = phi i64 [ %1099, %1102 ], [ %1120, %1105 ]
  %1107 = phi i64 [ 0, %1102 ], [ %1129, %1105 ]
  %1108 = phi i64 [ 0, %1102 ], [ %1130, %1105 ]
  %1109 = phi i32 [ 0, %1102 ], [ %1131, %1105 ]
  %1110 = getelementptr i8, ptr %1104, i64 %1106
  %1111 = load i8, ptr %1110, align 1, !tbaa !5
  %1112 = zext i8 %1111 to i64
  %1113 = getelementptr inbounds i64, ptr %9, i64 %1112
  %1114 = load i64, ptr %1113, align 8, !tbaa !14
  %1115 = and i64 %1114, 255
  %1116 = lshr i64 %1107, %1115
  %1117 = and i64 %1114, -256
  %1118 = or i64 %1116, %1117
  %1119 = add i64 %1114, %1108
  %1120 = add nsw i64 %1106, -2
  %1121 = getelementptr inbounds i8, ptr %2, i64 %1120
  %1122 = load i8, ptr %1121, align 1, !tbaa !5
  %1123 = zext i8 %1122 to i64
  %1124 = getelementptr inbounds i64, ptr %9, i64 %1123
  %1125 = load i64, ptr %1124, align 8, !tbaa !14
  %1126 = and i64 %1125, 255
  %1127 = lshr i64 %1118, %1126
  %1128 = and i64 %1125, -256
  %1129 = or i64 %1127, %1128
  %1130 = add i64 %1125, %1119
  %1131 = add i32 %1109, 2
  %1132 = icmp eq i32 %1131, %1103
  br i1 %1132, label %1133, label %1105, !llvm.loop !81

1133:                                             ; preds = %1105, %1097
  %1134 = phi i64 [ poison, %1097 ], [ %1120, %1105 ]
  %1135 = phi i64 [ poison, %1097 ], [ %1129, %1105 ]
  %1136 = phi i64 [ poison, %1097 ], [ %1130, %1105 ]
  %1137 = phi i64 [ %1099, %1097 ], [ %1120, %1105 ]
  %1138 = phi i64 [ 0, %1097 ], [ %1129, %1105 ]
  %1139 = phi i64 [ 0, %1097 ], [ %1130, %1105 ]
  %1140 = icmp eq i32 %1100, 0
  br i1 %1140, label %1153, label %1141

1141:                                             ; preds = %1133
  %1142 = add nsw i64 %1137, -1
  %1143 = getelementptr inbounds i8, ptr %2, i64 %1142
  %1144 = load i8, ptr %1143, align 1, !tbaa !5
  %1145 = zext i8 %1144 to i64
  %1146 = getelementptr inbounds i64, ptr %9, i64 %1145
  %1147 = load i64, ptr %1146, align 8, !tbaa !14
  %1148 = and i64 %1147, 255
  %1149 = lshr i64 %1138, %1148
  %1150 = and i64 %1147, -256
  %1151 = or i64 %1149, %1150
  %1152 = add i64 %1147, %1139
  br label %1153

1153:                                             ; preds = %1133, %1141
  %1154 = phi i64 [ %1134, %1133 ], [ %1142, %1141 ]
  %1155 = phi i64 [ %1135, %1133 ], [ %1151, %1141 ]
  %1156 = phi i64 [ %1136, %1133 ], [ %1152, %1141 ]
  %1157 = trunc nsw i64 %1154 to i32
  %1158 = and i64 %1156, 255
  %1159 = lshr i64 %1158, 3
  %1160 = sub nsw i64 64, %1158
  %1161 = lshr i64 %1155, %1160
  %1162 = and i64 %1156, 7
  store i64 %1161, ptr %0, align 1, !tbaa !14
  %1163 = getelementptr inbounds i8, ptr %0, i64 %1159
  br label %1164

1164:                                             ; preds = %1153, %1094
  %1165 = phi i64 [ %1162, %1153 ], [ 0, %1094 ]
  %1166 = phi ptr [ %1163, %1153 ], [ %0, %1094 ]
  %1167 = phi i64 [ %1155, %1153 ], [ 0, %1094 ]
  %1168 = phi i32 [ %1157, %1153 ], [ %23, %1094 ]
  %1169 = srem i32 %1168, 14
  %1170 = icmp eq i32 %1169, 0
  br i1 %1170, label %1251, label %1171

1171:                                             ; preds = %1164
  %1172 = sext i32 %1168 to i64
  %1173 = getelementptr i8, ptr %2, i64 %1172
  %1174 = getelementptr i8, ptr %1173, i64 -1
  %1175 = load i8, ptr %1174, align 1, !tbaa !5
  %1176 = zext i8 %1175 to i64
  %1177 = getelementptr inbounds i64, ptr %9, i64 %1176
  %1178 = load i64, ptr %1177, align 8, !tbaa !14
  %1179 = and i64 %1178, 255
  %1180 = lshr i64 %1167, %1179
  %1181 = or i64 %1180, %1178
  %1182 = add i64 %1178, %1165
  %1183 = getelementptr i8, ptr %2, i64 %1172
  %1184 = getelementptr i8, ptr %1183, i64 -2
  %1185 = load i8, ptr %1184, align 1, !tbaa !5
  %1186 = zext i8 %1185 to i64
  %1187 = getelementptr inbounds i64, ptr %9, i64 %1186
  %1188 = load i64, ptr %1187, align 8, !tbaa !14
  %1189 = and i64 %1188, 255
  %1190 = lshr i64 %1181, %1189
  %1191 = or i64 %1190, %1188
  %1192 = add i64 %1188, %1182
  %1193 = getelementptr i8, ptr %2, i64 %1172
  %1194 = getelementptr i8, ptr %1193, i64 -3
  %1195 = load i8, ptr %1194, align 1, !tbaa !5
  %1196 = zext i8 %1195 to i64
  %1197 = getelementptr inbounds i64, ptr %9, i64 %1196
  %1198 = load i64, ptr %1197, align 8, !tbaa !14
  %1199 = and i64 %1198, 255
  %1200 = lshr i64 %1191, %1199
  %1201 = or i64 %1200, %1198
  %1202 = add i64 %1198, %1192
  %1203 = getelementptr i8, ptr %2, i64 %1172
  %1204 = getelementptr i8, ptr %1203, i64 -4
  %1205 = load i8, ptr %1204, align 1, !tbaa !5
  %1206 = zext i8 %1205 to i64
  %1207 = getelementptr inbounds i64, ptr %9, i64 %1206
  %1208 = load i64, ptr %1207, align 8, !tbaa !14
  %1209 = and i64 %1208, 255
  %1210 = lshr i64 %1201, %1209
  %1211 = or i64 %1210, %1208
  %1212 = add i64 %1208, %1202
  %1213 = getelementptr i8, ptr %2, i64 %1172
  %1214 = getelementptr i8, ptr %1213, i64 -5
  %1215 = load i8, ptr %1214, align 1, !tbaa !5
  %1216 = zext i8 %1215 to i64
  %1217 = getelementptr inbounds i64, ptr %9, i64 %1216
  %1218 = load i64, ptr %1217, align 8, !tbaa !14
  %1219 = and i64 %1218, 255
  %1220 = lshr i64 %1211, %1219
  %1221 = or i64 %1220, %1218
  %1222 = add i64 %1218, %1212
  %1223 = getelementptr i8, ptr %2, i64 %1172
  %1224 = getelementptr i8, ptr %1223, i64 -6
  %1225 = load i8, ptr %1224, align 1, !tbaa !5
  %1226 = zext i8 %1225 to i64
  %1227 = getelementptr inbounds i64, ptr %9, i64 %1226
  %1228 = load i64, ptr %1227, align 8, !tbaa !14
  %1229 = and i64 %1228, 255
  %1230 = lshr i64 %1221, %1229
  %1231 = or i64 %1230, %1228
  %1232 = add i64 %1228, %1222
  %1233 = add nsw i32 %1168, -7
  %1234 = sext i32 %1233 to i64
  %1235 = getelementptr inbounds i8, ptr %2, i64 %1234
  %1236 = load i8, ptr %1235, align 1, !tbaa !5
  %1237 = zext i8 %1236 to i64
  %1238 = getelementptr inbounds i64, ptr %9, i64 %1237
  %1239 = load i64, ptr %1238, align 8, !tbaa !14
  %1240 = and i64 %1239, 255
  %1241 = lshr i64 %1231, %1240
  %1242 = and i64 %1239, -256
  %1243 = or i64 %1241, %1242
  %1244 = add i64 %1239, %1232
  %1245 = and i64 %1244, 255
  %1246 = lshr i64 %1245, 3
  %1247 = sub nsw i64 64, %1245
  %1248 = lshr i64 %1243, %1247
  %1249 = and i64 %1244, 7
  store i64 %1248, ptr %1166, align 1, !tbaa !14
  %1250 = getelementptr inbounds i8, ptr %1166, i64 %1246
  br label %1251

1251:                                             ; preds = %1171, %1164
  %1252 = phi i64 [ %1165, %1164 ], [ %1249, %1171 ]
  %1253 = phi ptr [ %1166, %1164 ], [ %1250, %1171 ]
  %1254 = phi i64 [ %1167, %1164 ], [ %1243, %1171 ]
  %1255 = phi i32 [ %1168, %1164 ], [ %1233, %1171 ]
  %1256 = getelementptr i8, ptr %2, i64 -14
  %1257 = icmp sgt i32 %1255, 0
  br i1 %1257, label %1258, label %2159

1258:                                             ; preds = %1251
  %1259 = zext nneg i32 %1255 to i64
  %1260 = getelementptr i8, ptr %2, i64 -1
  %1261 = getelementptr i8, ptr %2, i64 -2
  %1262 = getelementptr i8, ptr %2, i64 -3
  %1263 = getelementptr i8, ptr %2, i64 -4
  %1264 = getelementptr i8, ptr %2, i64 -5
  %1265 = getelementptr i8, ptr %2, i64 -6
  %1266 = getelementptr i8, ptr %2, i64 -7
  %1267 = getelementptr i8, ptr %2, i64 -8
  %1268 = getelementptr i8, ptr %2, i64 -9
  %1269 = getelementptr i8, ptr %2, i64 -10
  %1270 = getelementptr i8, ptr %2, i64 -11
  %1271 = getelementptr i8, ptr %2, i64 -12
  %1272 = getelementptr i8, ptr %2, i64 -13
  br label %1273

1273:                                             ; preds = %1258, %1273
  %1274 = phi i64 [ %1259, %1258 ], [ %1418, %1273 ]
  %1275 = phi i64 [ %1254, %1258 ], [ %1410, %1273 ]
  %1276 = phi ptr [ %1253, %1258 ], [ %1417, %1273 ]
  %1277 = phi i64 [ %1252, %1258 ], [ %1416, %1273 ]
  %1278 = getelementptr i8, ptr %1260, i64 %1274
  %1279 = load i8, ptr %1278, align 1, !tbaa !5
  %1280 = zext i8 %1279 to i64
  %1281 = getelementptr inbounds i64, ptr %9, i64 %1280
  %1282 = load i64, ptr %1281, align 8, !tbaa !14
  %1283 = and i64 %1282, 255
  %1284 = lshr i64 %1275, %1283
  %1285 = or i64 %1284, %1282
  %1286 = add i64 %1282, %1277
  %1287 = getelementptr i8, ptr %1261, i64 %1274
  %1288 = load i8, ptr %1287, align 1, !tbaa !5
  %1289 = zext i8 %1288 to i64
  %1290 = getelementptr inbounds i64, ptr %9, i64 %1289
  %1291 = load i64, ptr %1290, align 8, !tbaa !14
  %1292 = and i64 %1291, 255
  %1293 = lshr i64 %1285, %1292
  %1294 = or i64 %1293, %1291
  %1295 = add i64 %1291, %1286
  %1296 = getelementptr i8, ptr %1262, i64 %1274
  %1297 = load i8, ptr %1296, align 1, !tbaa !5
  %1298 = zext i8 %1297 to i64
  %1299 = getelementptr inbounds i64, ptr %9, i64 %1298
  %1300 = load i64, ptr %1299, align 8, !tbaa !14
  %1301 = and i64 %1300, 255
  %1302 = lshr i64 %1294, %1301
  %1303 = or i64 %1302, %1300
  %1304 = add i64 %1300, %1295
  %1305 = getelementptr i8, ptr %1263, i64 %1274
  %1306 = load i8, ptr %1305, align 1, !tbaa !5
  %1307 = zext i8 %1306 to i64
  %1308 = getelementptr inbounds i64, ptr %9, i64 %1307
  %1309 = load i64, ptr %1308, align 8, !tbaa !14
  %1310 = and i64 %1309, 255
  %1311 = lshr i64 %1303, %1310
  %1312 = or i64 %1311, %1309
  %1313 = add i64 %1309, %1304
  %1314 = getelementptr i8, ptr %1264, i64 %1274
  %1315 = load i8, ptr %1314, align 1, !tbaa !5
  %1316 = zext i8 %1315 to i64
  %1317 = getelementptr inbounds i64, ptr %9, i64 %1316
  %1318 = load i64, ptr %1317, align 8, !tbaa !14
  %1319 = and i64 %1318, 255
  %1320 = lshr i64 %1312, %1319
  %1321 = or i64 %1320, %1318
  %1322 = add i64 %1318, %1313
  %1323 = getelementptr i8, ptr %1265, i64 %1274
  %1324 = load i8, ptr %1323, align 1, !tbaa !5
  %1325 = zext i8 %1324 to i64
  %1326 = getelementptr inbounds i64, ptr %9, i64 %1325
  %1327 = load i64, ptr %1326, align 8, !tbaa !14
  %1328 = and i64 %1327, 255
  %1329 = lshr i64 %1321, %1328
  %1330 = or i64 %1329, %1327
  %1331 = add i64 %1327, %1322
  %1332 = getelementptr i8, ptr %1266, i64 %1274
  %1333 = load i8, ptr %1332, align 1, !tbaa !5
  %1334 = zext i8 %1333 to i64
  %1335 = getelementptr inbounds i64, ptr %9, i64 %1334
  %1336 = load i64, ptr %1335, align 8, !tbaa !14
  %1337 = and i64 %1336, 255
  %1338 = lshr i64 %1330, %1337
  %1339 = and i64 %1336, -256
  %1340 = or i64 %1338, %1339
  %1341 = add i64 %1336, %1331
  %1342 = and i64 %1341, 255
  %1343 = sub nsw i64 64, %1342
  %1344 = lshr i64 %1340, %1343
  store i64 %1344, ptr %1276, align 1, !tbaa !14
  %1345 = getelementptr i8, ptr %1267, i64 %1274
  %1346 = load i8, ptr %1345, align 1, !tbaa !5
  %1347 = zext i8 %1346 to i64
  %1348 = getelementptr inbounds i64, ptr %9, i64 %1347
  %1349 = load i64, ptr %1348, align 8, !tbaa !14
  %1350 = getelementptr i8, ptr %1268, i64 %1274
  %1351 = load i8, ptr %1350, align 1, !tbaa !5
  %1352 = zext i8 %1351 to i64
  %1353 = getelementptr inbounds i64, ptr %9, i64 %1352
  %1354 = load i64, ptr %1353, align 8, !tbaa !14
  %1355 = and i64 %1354, 255
  %1356 = lshr i64 %1349, %1355
  %1357 = or i64 %1356, %1354
  %1358 = add i64 %1354, %1349
  %1359 = getelementptr i8, ptr %1269, i64 %1274
  %1360 = load i8, ptr %1359, align 1, !tbaa !5
  %1361 = zext i8 %1360 to i64
  %1362 = getelementptr inbounds i64, ptr %9, i64 %1361
  %1363 = load i64, ptr %1362, align 8, !tbaa !14
  %1364 = and i64 %1363, 255
  %1365 = lshr i64 %1357, %1364
  %1366 = or i64 %1365, %1363
  %1367 = add i64 %1363, %1358
  %1368 = getelementptr i8, ptr %1270, i64 %1274
  %1369 = load i8, ptr %1368, align 1, !tbaa !5
  %1370 = zext i8 %1369 to i64
  %1371 = getelementptr inbounds i64, ptr %9, i64 %1370
  %1372 = load i64, ptr %1371, align 8, !tbaa !14
  %1373 = and i64 %1372, 255
  %1374 = lshr i64 %1366, %1373
  %1375 = or i64 %1374, %1372
  %1376 = add i64 %1372, %1367
  %1377 = getelementptr i8, ptr %1271, i64 %1274
  %1378 = load i8, ptr %1377, align 1, !tbaa !5
  %1379 = zext i8 %1378 to i64
  %1380 = getelementptr inbounds i64, ptr %9, i64 %1379
  %1381 = load i64, ptr %1380, align 8, !tbaa !14
  %1382 = and i64 %1381, 255
  %1383 = lshr i64 %1375, %1382
  %1384 = or i64 %1383, %1381
  %1385 = add i64 %1381, %1376
  %1386 = getelementptr i8, ptr %1272, i64 %1274
  %1387 = load i8, ptr %1386, align 1, !tbaa !5
  %1388 = zext i8 %1387 to i64
  %1389 = getelementptr inbounds i64, ptr %9, i64 %1388
  %1390 = load i64, ptr %1389, align 8, !tbaa !14
  %1391 = and i64 %1390, 255
  %1392 = lshr i64 %1384, %1391
  %1393 = or i64 %1392, %1390
  %1394 = add i64 %1390, %1385
  %1395 = lshr i64 %1342, 3
  %1396 = and i64 %1341, 7
  %1397 = getelementptr inbounds i8, ptr %1276, i64 %1395
  %1398 = getelementptr i8, ptr %1256, i64 %1274
  %1399 = load i8, ptr %1398, align 1, !tbaa !5
  %1400 = zext i8 %1399 to i64
  %1401 = getelementptr inbounds i64, ptr %9, i64 %1400
  %1402 = load i64, ptr %1401, align 8, !tbaa !14
  %1403 = and i64 %1402, 255
  %1404 = lshr i64 %1393, %1403
  %1405 = and i64 %1402, -256
  %1406 = or i64 %1404, %1405
  %1407 = add i64 %1402, %1394
  %1408 = and i64 %1407, 255
  %1409 = lshr i64 %1340, %1408
  %1410 = or i64 %1406, %1409
  %1411 = add i64 %1407, %1396
  %1412 = and i64 %1411, 255
  %1413 = lshr i64 %1412, 3
  %1414 = sub nsw i64 64, %1412
  %1415 = lshr i64 %1410, %1414
  %1416 = and i64 %1411, 7
  store i64 %1415, ptr %1397, align 1, !tbaa !14
  %1417 = getelementptr inbounds i8, ptr %1397, i64 %1413
  %1418 = add nsw i64 %1274, -14
  %1419 = icmp ugt i64 %1274, 14
  br i1 %1419, label %1273, label %2159, !llvm.loop !82

1420:                                             ; preds = %268
  %1421 = srem i32 %23, 8
  %1422 = icmp sgt i32 %1421, 0
  br i1 %1422, label %1423, label %1490

1423:                                             ; preds = %1420
  %1424 = shl i64 %3, 32
  %1425 = ashr exact i64 %1424, 32
  %1426 = and i32 %1421, 1
  %1427 = icmp eq i32 %1421, 1
  br i1 %1427, label %1459, label %1428

1428:                                             ; preds = %1423
  %1429 = and i32 %1421, 2147483646
  %1430 = getelementptr i8, ptr %2, i64 -1
  br label %1431

1431:                                             ; preds = %1431, %1428
  %1432 = phi i64 [ %1425, %1428 ], [ %1446, %1431 ]
  %1433 = phi i64 [ 0, %1428 ], [ %1455, %1431 ]
  %1434 = phi i64 [ 0, %1428 ], [ %1456, %1431 ]
  %1435 = phi i32 [ 0, %1428 ], [ %1457, %1431 ]
  %1436 = getelementptr i8, ptr %1430, i64 %1432
  %1437 = load i8, ptr %1436, align 1, !tbaa !5
  %1438 = zext i8 %1437 to i64
  %1439 = getelementptr inbounds i64, ptr %9, i64 %1438
  %1440 = load i64, ptr %1439, align 8, !tbaa !14
  %1441 = and i64 %1440, 255
  %1442 = lshr i64 %1433, %1441
  %1443 = and i64 %1440, -256
  %1444 = or i64 %1442, %1443
  %1445 = add i64 %1440, %1434
  %1446 = add nsw i64 %1432, -2
  %1447 = getelementptr inbounds i8, ptr %2, i64 %1446
  %1448 = load i8, ptr %1447, align 1, !tbaa !5
  %1449 = zext i8 %1448 to i64
  %1450 = getelementptr inbounds i64, ptr %9, i64 %1449
  %1451 = load i64, ptr %1450, align 8, !tbaa !14
  %1452 = and i64 %1451, 255
  %1453 = lshr i64 %1444, %1452
  %1454 = and i64 %1451, -256
  %1455 = or i64 %1453, %1454
  %1456 = add i64 %1451, %1445
  %1457 = add i32 %1435, 2
  %1458 = icmp eq i32 %1457, %1429
  br i1 %1458, label %1459, label %1431, !llvm.loop !81

1459:                                             ; preds = %1431, %1423
  %1460 = phi i64 [ poison, %1423 ], [ %1446, %1431 ]
  %1461 = phi i64 [ poison, %1423 ], [ %1455, %1431 ]
  %1462 = phi i64 [ poison, %1423 ], [ %1456, %1431 ]
  %1463 = phi i64 [ %1425, %1423 ], [ %1446, %1431 ]
  %1464 = phi i64 [ 0, %1423 ], [ %1455, %1431 ]
  %1465 = phi i64 [ 0, %1423 ], [ %1456, %1431 ]
  %1466 = icmp eq i32 %1426, 0
  br i1 %1466, label %1479, label %1467

1467:                                             ; preds = %1459
  %1468 = add nsw i64 %1463, -1
  %1469 = getelementptr inbounds i8, ptr %2, i64 %1468
  %1470 = load i8, ptr %1469, align 1, !tbaa !5
  %1471 = zext i8 %1470 to i64
  %1472 = getelementptr inbounds i64, ptr %9, i64 %1471
  %1473 = load i64, ptr %1472, align 8, !tbaa !14
  %1474 = and i64 %1473, 255
  %1475 = lshr i64 %1464, %1474
  %1476 = and i64 %1473, -256
  %1477 = or i64 %1475, %1476
  %1478 = add i64 %1473, %1465
  br label %1479

1479:                                             ; preds = %1459, %1467
  %1480 = phi i64 [ %1460, %1459 ], [ %1468, %1467 ]
  %1481 = phi i64 [ %1461, %1459 ], [ %1477, %1467 ]
  %1482 = phi i64 [ %1462, %1459 ], [ %1478, %1467 ]
  %1483 = trunc nsw i64 %1480 to i32
  %1484 = and i64 %1482, 255
  %1485 = lshr i64 %1484, 3
  %1486 = sub nsw i64 64, %1484
  %1487 = lshr i64 %1481, %1486
  %1488 = and i64 %1482, 7
  store i64 %1487, ptr %0, align 1, !tbaa !14
  %1489 = getelementptr inbounds i8, ptr %0, i64 %1485
  br label %1490

1490:                                             ; preds = %1479, %1420
  %1491 = phi i64 [ %1488, %1479 ], [ 0, %1420 ]
  %1492 = phi ptr [ %1489, %1479 ], [ %0, %1420 ]
  %1493 = phi i64 [ %1481, %1479 ], [ 0, %1420 ]
  %1494 = phi i32 [ %1483, %1479 ], [ %23, %1420 ]
  %1495 = and i32 %1494, 15
  %1496 = icmp eq i32 %1495, 0
  br i1 %1496, label %1587, label %1497

1497:                                             ; preds = %1490
  %1498 = sext i32 %1494 to i64
  %1499 = getelementptr i8, ptr %2, i64 %1498
  %1500 = getelementptr i8, ptr %1499, i64 -1
  %1501 = load i8, ptr %1500, align 1, !tbaa !5
  %1502 = zext i8 %1501 to i64
  %1503 = getelementptr inbounds i64, ptr %9, i64 %1502
  %1504 = load i64, ptr %1503, align 8, !tbaa !14
  %1505 = and i64 %1504, 255
  %1506 = lshr i64 %1493, %1505
  %1507 = or i64 %1506, %1504
  %1508 = add i64 %1504, %1491
  %1509 = getelementptr i8, ptr %2, i64 %1498
  %1510 = getelementptr i8, ptr %1509, i64 -2
  %1511 = load i8, ptr %1510, align 1, !tbaa !5
  %1512 = zext i8 %1511 to i64
  %1513 = getelementptr inbounds i64, ptr %9, i64 %1512
  %1514 = load i64, ptr %1513, align 8, !tbaa !14
  %1515 = and i64 %1514, 255
  %1516 = lshr i64 %1507, %1515
  %1517 = or i64 %1516, %1514
  %1518 = add i64 %1514, %1508
  %1519 = getelementptr i8, ptr %2, i64 %1498
  %1520 = getelementptr i8, ptr %1519, i64 -3
  %1521 = load i8, ptr %1520, align 1, !tbaa !5
  %1522 = zext i8 %1521 to i64
  %1523 = getelementptr inbounds i64, ptr %9, i64 %1522
  %1524 = load i64, ptr %1523, align 8, !tbaa !14
  %1525 = and i64 %1524, 255
  %1526 = lshr i64 %1517, %1525
  %1527 = or i64 %1526, %1524
  %1528 = add i64 %1524, %1518
  %1529 = getelementptr i8, ptr %2, i64 %1498
  %1530 = getelementptr i8, ptr %1529, i64 -4
  %1531 = load i8, ptr %1530, align 1, !tbaa !5
  %1532 = zext i8 %1531 to i64
  %1533 = getelementptr inbounds i64, ptr %9, i64 %1532
  %1534 = load i64, ptr %1533, align 8, !tbaa !14
  %1535 = and i64 %1534, 255
  %1536 = lshr i64 %1527, %1535
  %1537 = or i64 %1536, %1534
  %1538 = add i64 %1534, %1528
  %1539 = getelementptr i8, ptr %2, i64 %1498
  %1540 = getelementptr i8, ptr %1539, i64 -5
  %1541 = load i8, ptr %1540, align 1, !tbaa !5
  %1542 = zext i8 %1541 to i64
  %1543 = getelementptr inbounds i64, ptr %9, i64 %1542
  %1544 = load i64, ptr %1543, align 8, !tbaa !14
  %1545 = and i64 %1544, 255
  %1546 = lshr i64 %1537, %1545
  %1547 = or i64 %1546, %1544
  %1548 = add i64 %1544, %1538
  %1549 = getelementptr i8, ptr %2, i64 %1498
  %1550 = getelementptr i8, ptr %1549, i64 -6
  %1551 = load i8, ptr %1550, align 1, !tbaa !5
  %1552 = zext i8 %1551 to i64
  %1553 = getelementptr inbounds i64, ptr %9, i64 %1552
  %1554 = load i64, ptr %1553, align 8, !tbaa !14
  %1555 = and i64 %1554, 255
  %1556 = lshr i64 %1547, %1555
  %1557 = or i64 %1556, %1554
  %1558 = add i64 %1554, %1548
  %1559 = getelementptr i8, ptr %2, i64 %1498
  %1560 = getelementptr i8, ptr %1559, i64 -7
  %1561 = load i8, ptr %1560, align 1, !tbaa !5
  %1562 = zext i8 %1561 to i64
  %1563 = getelementptr inbounds i64, ptr %9, i64 %1562
  %1564 = load i64, ptr %1563, align 8, !tbaa !14
  %1565 = and i64 %1564, 255
  %1566 = lshr i64 %1557, %1565
  %1567 = or i64 %1566, %1564
  %1568 = add i64 %1564, %1558
  %1569 = add nsw i32 %1494, -8
  %1570 = sext i32 %1569 to i64
  %1571 = getelementptr inbounds i8, ptr %2, i64 %1570
  %1572 = load i8, ptr %1571, align 1, !tbaa !5
  %1573 = zext i8 %1572 to i64
  %1574 = getelementptr inbounds i64, ptr %9, i64 %1573
  %1575 = load i64, ptr %1574, align 8, !tbaa !14
  %1576 = and i64 %1575, 255
  %1577 = lshr i64 %1567, %1576
  %1578 = and i64 %1575, -256
  %1579 = or i64 %1577, %1578
  %1580 = add i64 %1575, %1568
  %1581 = and i64 %1580, 255
  %1582 = lshr i64 %1581, 3
  %1583 = sub nsw i64 64, %1581
  %1584 = lshr i64 %1579, %1583
  %1585 = and i64 %1580, 7
  store i64 %1584, ptr %1492, align 1, !tbaa !14
  %1586 = getelementptr inbounds i8, ptr %1492, i64 %1582
  br label %1587

1587:                                             ; preds = %1497, %1490
  %1588 = phi i64 [ %1491, %1490 ], [ %1585, %1497 ]
  %1589 = phi ptr [ %1492, %1490 ], [ %1586, %1497 ]
  %1590 = phi i64 [ %1493, %1490 ], [ %1579, %1497 ]
  %1591 = phi i32 [ %1494, %1490 ], [ %1569, %1497 ]
  %1592 = getelementptr i8, ptr %2, i64 -16
  %1593 = icmp sgt i32 %1591, 0
  br i1 %1593, label %1594, label %2159

1594:                                             ; preds = %1587
  %1595 = zext nneg i32 %1591 to i64
  %1596 = getelementptr i8, ptr %2, i64 -1
  %1597 = getelementptr i8, ptr %2, i64 -2
  %1598 = getelementptr i8, ptr %2, i64 -3
  %1599 = getelementptr i8, ptr %2, i64 -4
  %1600 = getelementptr i8, ptr %2, i64 -5
  %1601 = getelementptr i8, ptr %2, i64 -6
  %1602 = getelementptr i8, ptr %2, i64 -7
  %1603 = getelementptr i8, ptr %2, i64 -8
  %1604 = getelementptr i8, ptr %2, i64 -9
  %1605 = getelementptr i8, ptr %2, i64 -10
  %1606 = getelementptr i8, ptr %2, i64 -11
  %1607 = getelementptr i8, ptr %2, i64 -12
  %1608 = getelementptr i8, ptr %2, i64 -13
  %1609 = getelementptr i8, ptr %2, i64 -14
  %1610 = getelementptr i8, ptr %2, i64 -15
  br label %1611

1611:                                             ; preds = %1594, %1611
  %1612 = phi i64 [ %1595, %1594 ], [ %1774, %1611 ]
  %1613 = phi i64 [ %1590, %1594 ], [ %1766, %1611 ]
  %1614 = phi ptr [ %1589, %1594 ], [ %1773, %1611 ]
  %1615 = phi i64 [ %1588, %1594 ], [ %1772, %1611 ]
  %1616 = getelementptr i8, ptr %1596, i64 %1612
  %1617 = load i8, ptr %1616, align 1, !tbaa !5
  %1618 = zext i8 %1617 to i64
  %1619 = getelementptr inbounds i64, ptr %9, i64 %1618
  %1620 = load i64, ptr %1619, align 8, !tbaa !14
  %1621 = and i64 %1620, 255
  %1622 = lshr i64 %1613, %1621
  %1623 = or i64 %1622, %1620
  %1624 = add i64 %1620, %1615
  %1625 = getelementptr i8, ptr %1597, i64 %1612
  %1626 = load i8, ptr %1625, align 1, !tbaa !5
  %1627 = zext i8 %1626 to i64
  %1628 = getelementptr inbounds i64, ptr %9, i64 %1627
  %1629 = load i64, ptr %1628, align 8, !tbaa !14
  %1630 = and i64 %1629, 255
  %1631 = lshr i64 %1623, %1630
  %1632 = or i64 %1631, %1629
  %1633 = add i64 %1629, %1624
  %1634 = getelementptr i8, ptr %1598, i64 %1612
  %1635 = load i8, ptr %1634, align 1, !tbaa !5
  %1636 = zext i8 %1635 to i64
  %1637 = getelementptr inbounds i64, ptr %9, i64 %1636
  %1638 = load i64, ptr %1637, align 8, !tbaa !14
  %1639 = and i64 %1638, 255
  %1640 = lshr i64 %1632, %1639
  %1641 = or i64 %1640, %1638
  %1642 = add i64 %1638, %1633
  %1643 = getelementptr i8, ptr %1599, i64 %1612
  %1644 = load i8, ptr %1643, align 1, !tbaa !5
  %1645 = zext i8 %1644 to i64
  %1646 = getelementptr inbounds i64, ptr %9, i64 %1645
  %1647 = load i64, ptr %1646, align 8, !tbaa !14
  %1648 = and i64 %1647, 255
  %1649 = lshr i64 %1641, %1648
  %1650 = or i64 %1649, %1647
  %1651 = add i64 %1647, %1642
  %1652 = getelementptr i8, ptr %1600, i64 %1612
  %1653 = load i8, ptr %1652, align 1, !tbaa !5
  %1654 = zext i8 %1653 to i64
  %1655 = getelementptr inbounds i64, ptr %9, i64 %1654
  %1656 = load i64, ptr %1655, align 8, !tbaa !14
  %1657 = and i64 %1656, 255
  %1658 = lshr i64 %1650, %1657
  %1659 = or i64 %1658, %1656
  %1660 = add i64 %1656, %1651
  %1661 = getelementptr i8, ptr %1601, i64 %1612
  %1662 = load i8, ptr %1661, align 1, !tbaa !5
  %1663 = zext i8 %1662 to i64
  %1664 = getelementptr inbounds i64, ptr %9, i64 %1663
  %1665 = load i64, ptr %1664, align 8, !tbaa !14
  %1666 = and i64 %1665, 255
  %1667 = lshr i64 %1659, %1666
  %1668 = or i64 %1667, %1665
  %1669 = add i64 %1665, %1660
  %1670 = getelementptr i8, ptr %1602, i64 %1612
  %1671 = load i8, ptr %1670, align 1, !tbaa !5
  %1672 = zext i8 %1671 to i64
  %1673 = getelementptr inbounds i64, ptr %9, i64 %1672
  %1674 = load i64, ptr %1673, align 8, !tbaa !14
  %1675 = and i64 %1674, 255
  %1676 = lshr i64 %1668, %1675
  %1677 = or i64 %1676, %1674
  %1678 = add i64 %1674, %1669
  %1679 = getelementptr i8, ptr %1603, i64 %1612
  %1680 = load i8, ptr %1679, align 1, !tbaa !5
  %1681 = zext i8 %1680 to i64
  %1682 = getelementptr inbounds i64, ptr %9, i64 %1681
  %1683 = load i64, ptr %1682, align 8, !tbaa !14
  %1684 = and i64 %1683, 255
  %1685 = lshr i64 %1677, %1684
  %1686 = and i64 %1683, -256
  %1687 = or i64 %1685, %1686
  %1688 = add i64 %1683, %1678
  %1689 = and i64 %1688, 255
  %1690 = sub nsw i64 64, %1689
  %1691 = lshr i64 %1687, %1690
  store i64 %1691, ptr %1614, align 1, !tbaa !14
  %1692 = getelementptr i8, ptr %1604, i64 %1612
  %1693 = load i8, ptr %1692, align 1, !tbaa !5
  %1694 = zext i8 %1693 to i64
  %1695 = getelementptr inbounds i64, ptr %9, i64 %1694
  %1696 = load i64, ptr %1695, align 8, !tbaa !14
  %1697 = getelementptr i8, ptr %1605, i64 %1612
  %1698 = load i8, ptr %1697, align 1, !tbaa !5
  %1699 = zext i8 %1698 to i64
  %1700 = getelementptr inbounds i64, ptr %9, i64 %1699
  %1701 = load i64, ptr %1700, align 8, !tbaa !14
  %1702 = and i64 %1701, 255
  %1703 = lshr i64 %1696, %1702
  %1704 = or i64 %1703, %1701
  %1705 = add i64 %1701, %1696
  %1706 = getelementptr i8, ptr %1606, i64 %1612
  %1707 = load i8, ptr %1706, align 1, !tbaa !5
  %1708 = zext i8 %1707 to i64
  %1709 = getelementptr inbounds i64, ptr %9, i64 %1708
  %1710 = load i64, ptr %1709, align 8, !tbaa !14
  %1711 = and i64 %1710, 255
  %1712 = lshr i64 %1704, %1711
  %1713 = or i64 %1712, %1710
  %1714 = add i64 %1710, %1705
  %1715 = getelementptr i8, ptr %1607, i64 %1612
  %1716 = load i8, ptr %1715, align 1, !tbaa !5
  %1717 = zext i8 %1716 to i64
  %1718 = getelementptr inbounds i64, ptr %9, i64 %1717
  %1719 = load i64, ptr %1718, align 8, !tbaa !14
  %1720 = and i64 %1719, 255
  %1721 = lshr i64 %1713, %1720
  %1722 = or i64 %1721, %1719
  %1723 = add i64 %1719, %1714
  %1724 = getelementptr i8, ptr %1608, i64 %1612
  %1725 = load i8, ptr %1724, align 1, !tbaa !5
  %1726 = zext i8 %1725 to i64
  %1727 = getelementptr inbounds i64, ptr %9, i64 %1726
  %1728 = load i64, ptr %1727, align 8, !tbaa !14
  %1729 = and i64 %1728, 255
  %1730 = lshr i64 %1722, %1729
  %1731 = or i64 %1730, %1728
  %1732 = add i64 %1728, %1723
  %1733 = getelementptr i8, ptr %1609, i64 %1612
  %1734 = load i8, ptr %1733, align 1, !tbaa !5
  %1735 = zext i8 %1734 to i64
  %1736 = getelementptr inbounds i64, ptr %9, i64 %1735
  %1737 = load i64, ptr %1736, align 8, !tbaa !14
  %1738 = and i64 %1737, 255
  %1739 = lshr i64 %1731, %1738
  %1740 = or i64 %1739, %1737
  %1741 = add i64 %1737, %1732
  %1742 = getelementptr i8, ptr %1610, i64 %1612
  %1743 = load i8, ptr %1742, align 1, !tbaa !5
  %1744 = zext i8 %1743 to i64
  %1745 = getelementptr inbounds i64, ptr %9, i64 %1744
  %1746 = load i64, ptr %1745, align 8, !tbaa !14
  %1747 = and i64 %1746, 255
  %1748 = lshr i64 %1740, %1747
  %1749 = or i64 %1748, %1746
  %1750 = add i64 %1746, %1741
  %1751 = lshr i64 %1689, 3
  %1752 = and i64 %1688, 7
  %1753 = getelementptr inbounds i8, ptr %1614, i64 %1751
  %1754 = getelementptr i8, ptr %1592, i64 %1612
  %1755 = load i8, ptr %1754, align 1, !tbaa !5
  %1756 = zext i8 %1755 to i64
  %1757 = getelementptr inbounds i64, ptr %9, i64 %1756
  %1758 = load i64, ptr %1757, align 8, !tbaa !14
  %1759 = and i64 %1758, 255
  %1760 = lshr i64 %1749, %1759
  %1761 = and i64 %1758, -256
  %1762 = or i64 %1760, %1761
  %1763 = add i64 %1758, %1750
  %1764 = and i64 %1763, 255
  %1765 = lshr i64 %1687, %1764
  %1766 = or i64 %1762, %1765
  %1767 = add i64 %1763, %1752
  %1768 = and i64 %1767, 255
  %1769 = lshr i64 %1768, 3
  %1770 = sub nsw i64 64, %1768
  %1771 = lshr i64 %1766, %1770
  %1772 = and i64 %1767, 7
  store i64 %1771, ptr %1753, align 1, !tbaa !14
  %1773 = getelementptr inbounds i8, ptr %1753, i64 %1769
  %1774 = add nsw i64 %1612, -16
  %1775 = icmp ugt i64 %1612, 16
  br i1 %1775, label %1611, label %2159, !llvm.loop !82

1776:                                             ; preds = %268
  %1777 = srem i32 %23, 9
  %1778 = icmp sgt i32 %1777, 0
  br i1 %1778, label %1779, label %1846

1779:                                             ; preds = %1776
  %1780 = shl i64 %3, 32
  %1781 = ashr exact i64 %1780, 32
  %1782 = and i32 %1777, 1
  %1783 = icmp eq i32 %1777, 1
  br i1 %1783, label %1815, label %1784

1784:                                             ; preds = %1779
  %1785 = and i32 %1777, 2147483646
  %1786 = getelementptr i8, ptr %2, i64 -1
  br label %1787

1787:                                             ; preds = %1787, %1784
  %1788 = phi i64 [ %1781, %1784 ], [ %1802, %1787 ]
  %1789 = phi i64 [ 0, %1784 ], [ %1811, %1787 ]
  %1790 = phi i64 [ 0, %1784 ], [ %1812, %1787 ]
  %1791 = phi i32 [ 0, %1784 ], [ %1813, %1787 ]
  %1792 = getelementptr i8, ptr %1786, i64 %1788
  %1793 = load i8, ptr %1792, align 1, !tbaa !5
  %1794 = zext i8 %1793 to i64
  %1795 = getelementptr inbounds i64, ptr %9, i64 %1794
  %1796 = load i64, ptr %1795, align 8, !tbaa !14
  %1797 = and i64 %1796, 255
  %1798 = lshr i64 %1789, %1797
  %1799 = and i64 %1796, -256
  %1800 = or i64 %1798, %1799
  %1801 = add i64 %1796, %1790
  %1802 = add nsw i64 %1788, -2
  %1803 = getelementptr inbounds i8, ptr %2, i64 %1802
  %1804 = load i8, ptr %1803, align 1, !tbaa !5
  %1805 = zext i8 %1804 to i64
  %1806 = getelementptr inbounds i64, ptr %9, i64 %1805
  %1807 = load i64, ptr %1806, align 8, !tbaa !14
  %1808 = and i64 %1807, 255
  %1809 = lshr i64 %1800, %1808
  %1810 = and i64 %1807, -256
  %1811 = or i64 %1809, %1810
  %1812 = add i64 %1807, %1801
  %1813 = add i32 %1791, 2
  %1814 = icmp eq i32 %1813, %1785
  br i1 %1814, label %1815, label %1787, !llvm.loop !81

1815:                                             ; preds = %1787, %1779
  %1816 = phi i64 [ poison, %1779 ], [ %1802, %1787 ]
  %1817 = phi i64 [ poison, %1779 ], [ %1811, %1787 ]
  %1818 = phi i64 [ poison, %1779 ], [ %1812, %1787 ]
  %1819 = phi i64 [ %1781, %1779 ], [ %1802, %1787 ]
  %1820 = phi i64 [ 0, %1779 ], [ %1811, %1787 ]
  %1821 = phi i64 [ 0, %1779 ], [ %1812, %1787 ]
  %1822 = icmp eq i32 %1782, 0
  br i1 %1822, label %1835, label %1823

1823:                                             ; preds = %1815
  %1824 = add nsw i64 %1819, -1
  %1825 = getelementptr inbounds i8, ptr %2, i64 %1824
  %1826 = load i8, ptr %1825, align 1, !tbaa !5
  %1827 = zext i8 %1826 to i64
  %1828 = getelementptr inbounds i64, ptr %9, i64 %1827
  %1829 = load i64, ptr %1828, align 8, !tbaa !14
  %1830 = and i64 %1829, 255
  %1831 = lshr i64 %1820, %1830
  %1832 = and i64 %1829, -256
  %1833 = or i64 %1831, %1832
  %1834 = add i64 %1829, %1821
  br label %1835

1835:                                             ; preds = %1815, %1823
  %1836 = phi i64 [ %1816, %1815 ], [ %1824, %1823 ]
  %1837 = phi i64 [ %1817, %1815 ], [ %1833, %1823 ]
  %1838 = phi i64 [ %1818, %1815 ], [ %1834, %1823 ]
  %1839 = trunc nsw i64 %1836 to i32
  %1840 = and i64 %1838, 255
  %1841 = lshr i64 %1840, 3
  %1842 = sub nsw i64 64, %1840
  %1843 = lshr i64 %1837, %1842
  %1844 = and i64 %1838, 7
  store i64 %1843, ptr %0, align 1, !tbaa !14
  %1845 = getelementptr inbounds i8, ptr %0, i64 %1841
  br label %1846

1846:                                             ; preds = %1835, %1776
  %1847 = phi i64 [ %1844, %1835 ], [ 0, %1776 ]
  %1848 = phi ptr [ %1845, %1835 ], [ %0, %1776 ]
  %1849 = phi i64 [ %1837, %1835 ], [ 0, %1776 ]
  %1850 = phi i32 [ %1839, %1835 ], [ %23, %1776 ]
  %1851 = srem i32 %1850, 18
  %1852 = icmp eq i32 %1851, 0
  br i1 %1852, label %1952, label %1853

1853:                                             ; preds = %1846
  %1854 = sext i32 %1850 to i64
  %1855 = getelementptr i8, ptr %2, i64 %1854
  %1856 = getelementptr i8, ptr %1855, i64 -1
  %1857 = load i8, ptr %1856, align 1, !tbaa !5
  %1858 = zext i8 %1857 to i64
  %1859 = getelementptr inbounds i64, ptr %9, i64 %1858
  %1860 = load i64, ptr %1859, align 8, !tbaa !14
  %1861 = and i64 %1860, 255
  %1862 = lshr i64 %1849, %1861
  %1863 = or i64 %1862, %1860
  %1864 = add i64 %1860, %1847
  %1865 = getelementptr i8, ptr %2, i64 %1854
  %1866 = getelementptr i8, ptr %1865, i64 -2
  %1867 = load i8, ptr %1866, align 1, !tbaa !5
  %1868 = zext i8 %1867 to i64
  %1869 = getelementptr inbounds i64, ptr %9, i64 %1868
  %1870 = load i64, ptr %1869, align 8, !tbaa !14
  %1871 = and i64 %1870, 255
  %1872 = lshr i64 %1863, %1871
  %1873 = or i64 %1872, %1870
  %1874 = add i64 %1870, %1864
  %1875 = getelementptr i8, ptr %2, i64 %1854
  %1876 = getelementptr i8, ptr %1875, i64 -3
  %1877 = load i8, ptr %1876, align 1, !tbaa !5
  %1878 = zext i8 %1877 to i64
  %1879 = getelementptr inbounds i64, ptr %9, i64 %1878
  %1880 = load i64, ptr %1879, align 8, !tbaa !14
  %1881 = and i64 %1880, 255
  %1882 = lshr i64 %1873, %1881
  %1883 = or i64 %1882, %1880
  %1884 = add i64 %1880, %1874
  %1885 = getelementptr i8, ptr %2, i64 %1854
  %1886 = getelementptr i8, ptr %1885, i64 -4
  %1887 = load i8, ptr %1886, align 1, !tbaa !5
  %1888 = zext i8 %1887 to i64
  %1889 = getelementptr inbounds i64, ptr %9, i64 %1888
  %1890 = load i64, ptr %1889, align 8, !tbaa !14
  %1891 = and i64 %1890, 255
  %1892 = lshr i64 %1883, %1891
  %1893 = or i64 %1892, %1890
  %1894 = add i64 %1890, %1884
  %1895 = getelementptr i8, ptr %2, i64 %1854
  %1896 = getelementptr i8, ptr %1895, i64 -5
  %1897 = load i8, ptr %1896, align 1, !tbaa !5
  %1898 = zext i8 %1897 to i64
  %1899 = getelementptr inbounds i64, ptr %9, i64 %1898
  %1900 = load i64, ptr %1899, align 8, !tbaa !14
  %1901 = and i64 %1900, 255
  %1902 = lshr i64 %1893, %1901
  %1903 = or i64 %1902, %1900
  %1904 = add i64 %1900, %1894
  %1905 = getelementptr i8, ptr %2, i64 %1854
  %1906 = getelementptr i8, ptr %1905, i64 -6
  %1907 = load i8, ptr %1906, align 1, !tbaa !5
  %1908 = zext i8 %1907 to i64
  %1909 = getelementptr inbounds i64, ptr %9, i64 %1908
  %1910 = load i64, ptr %1909, align 8, !tbaa !14
  %1911 = and i64 %1910, 255
  %1912 = lshr i64 %1903, %1911
  %1913 = or i64 %1912, %1910
  %1914 = add i64 %1910, %1904
  %1915 = getelementptr i8, ptr %2, i64 %1854
  %1916 = getelementptr i8, ptr %1915, i64 -7
  %1917 = load i8, ptr %1916, align 1, !tbaa !5
  %1918 = zext i8 %1917 to i64
  %1919 = getelementptr inbounds i64, ptr %9, i64 %1918
  %1920 = load i64, ptr %1919, align 8, !tbaa !14
  %1921 = and i64 %1920, 255
  %1922 = lshr i64 %1913, %1921
  %1923 = or i64 %1922, %1920
  %1924 = add i64 %1920, %1914
  %1925 = getelementptr i8, ptr %2, i64 %1854
  %1926 = getelementptr i8, ptr %1925, i64 -8
  %1927 = load i8, ptr %1926, align 1, !tbaa !5
  %1928 = zext i8 %1927 to i64
  %1929 = getelementptr inbounds i64, ptr %9, i64 %1928
  %1930 = load i64, ptr %1929, align 8, !tbaa !14
  %1931 = and i64 %1930, 255
  %1932 = lshr i64 %1923, %1931
  %1933 = or i64 %1932, %1930
  %1934 = add i64 %1930, %1924
  %1935 = add nsw i32 %1850, -9
  %1936 = sext i32 %1935 to i64
  %1937 = getelementptr inbounds i8, ptr %2, i64 %1936
  %1938 = load i8, ptr %1937, align 1, !tbaa !5
  %1939 = zext i8 %1938 to i64
  %1940 = getelementptr inbounds i64, ptr %9, i64 %1939
  %1941 = load i64, ptr %1940, align 8, !tbaa !14
  %1942 = and i64 %1941, 255
  %1943 = lshr i64 %1933, %1942
  %1944 = or i64 %1943, %1941
  %1945 = add i64 %1941, %1934
  %1946 = and i64 %1945, 255
  %1947 = lshr i64 %1946, 3
  %1948 = sub nsw i64 64, %1946
  %1949 = lshr i64 %1944, %1948
  %1950 = and i64 %1945, 7
  store i64 %1949, ptr %1848, align 1, !tbaa !14
  %1951 = getelementptr inbounds i8, ptr %1848, i64 %1947
  br label %1952

1952:                                             ; preds = %1853, %1846
  %1953 = phi i64 [ %1847, %1846 ], [ %1950, %1853 ]
  %1954 = phi ptr [ %1848, %1846 ], [ %1951, %1853 ]
  %1955 = phi i64 [ %1849, %1846 ], [ %1944, %1853 ]
  %1956 = phi i32 [ %1850, %1846 ], [ %1935, %1853 ]
  %1957 = getelementptr i8, ptr %2, i64 -18
  %1958 = icmp sgt i32 %1956, 0
  br i1 %1958, label %1959, label %2159

1959:                                             ; preds = %1952
  %1960 = zext nneg i32 %1956 to i64
  %1961 = getelementptr i8, ptr %2, i64 -1
  %1962 = getelementptr i8, ptr %2, i64 -2
  %1963 = getelementptr i8, ptr %2, i64 -3
  %1964 = getelementptr i8, ptr %2, i64 -4
  %1965 = getelementptr i8, ptr %2, i64 -5
  %1966 = getelementptr i8, ptr %2, i64 -6
  %1967 = getelementptr i8, ptr %2, i64 -7
  %1968 = getelementptr i8, ptr %2, i64 -8
  %1969 = getelementptr i8, ptr %2, i64 -9
  %1970 = getelementptr i8, ptr %2, i64 -10
  %1971 = getelementptr i8, ptr %2, i64 -11
  %1972 = getelementptr i8, ptr %2, i64 -12
  %1973 = getelementptr i8, ptr %2, i64 -13
  %1974 = getelementptr i8, ptr %2, i64 -14
  %1975 = getelementptr i8, ptr %2, i64 -15
  %1976 = getelementptr i8, ptr %2, i64 -16
  %1977 = getelementptr i8, ptr %2, i64 -17
  br label %1978

1978:                                             ; preds = %1959, %1978
  %1979 = phi i64 [ %1960, %1959 ], [ %2157, %1978 ]
  %1980 = phi i64 [ %1955, %1959 ], [ %2149, %1978 ]
  %1981 = phi ptr [ %1954, %1959 ], [ %2156, %1978 ]
  %1982 = phi i64 [ %1953, %1959 ], [ %2155, %1978 ]
  %1983 = getelementptr i8, ptr %1961, i64 %1979
  %1984 = load i8, ptr %1983, align 1, !tbaa !5
  %1985 = zext i8 %1984 to i64
  %1986 = getelementptr inbounds i64, ptr %9, i64 %1985
  %1987 = load i64, ptr %1986, align 8, !tbaa !14
  %1988 = and i64 %1987, 255
  %1989 = lshr i64 %1980, %1988
  %1990 = or i64 %1989, %1987
  %1991 = add i64 %1987, %1982
  %1992 = getelementptr i8, ptr %1962, i64 %1979
  %1993 = load i8, ptr %1992, align 1, !tbaa !5
  %1994 = zext i8 %1993 to i64
  %1995 = getelementptr inbounds i64, ptr %9, i64 %1994
  %1996 = load i64, ptr %1995, align 8, !tbaa !14
  %1997 = and i64 %1996, 255
  %1998 = lshr i64 %1990, %1997
  %1999 = or i64 %1998, %1996
  %2000 = add i64 %1996, %1991
  %2001 = getelementptr i8, ptr %1963, i64 %1979
  %2002 = load i8, ptr %2001, align 1, !tbaa !5
  %2003 = zext i8 %2002 to i64
  %2004 = getelementptr inbounds i64, ptr %9, i64 %2003
  %2005 = load i64, ptr %2004, align 8, !tbaa !14
  %2006 = and i64 %2005, 255
  %2007 = lshr i64 %1999, %2006
  %2008 = or i64 %2007, %2005
  %2009 = add i64 %2005, %2000
  %2010 = getelementptr i8, ptr %1964, i64 %1979
  %2011 = load i8, ptr %2010, align 1, !tbaa !5
  %2012 = zext i8 %2011 to i64
  %2013 = getelementptr inbounds i64, ptr %9, i64 %2012
  %2014 = load i64, ptr %2013, align 8, !tbaa !14
  %2015 = and i64 %2014, 255
  %2016 = lshr i64 %2008, %2015
  %2017 = or i64 %2016, %2014
  %2018 = add i64 %2014, %2009
  %2019 = getelementptr i8, ptr %1965, i64 %1979
  %2020 = load i8, ptr %2019, align 1, !tbaa !5
  %2021 = zext i8 %2020 to i64
  %2022 = getelementptr inbounds i64, ptr %9, i64 %2021
  %2023 = load i64, ptr %2022, align 8, !tbaa !14
  %2024 = and i64 %2023, 255
  %2025 = lshr i64 %2017, %2024
  %2026 = or i64 %2025, %2023
  %2027 = add i64 %2023, %2018
  %2028 = getelementptr i8, ptr %1966, i64 %1979
  %2029 = load i8, ptr %2028, align 1, !tbaa !5
  %2030 = zext i8 %2029 to i64
  %2031 = getelementptr inbounds i64, ptr %9, i64 %2030
  %2032 = load i64, ptr %2031, align 8, !tbaa !14
  %2033 = and i64 %2032, 255
  %2034 = lshr i64 %2026, %2033
  %2035 = or i64 %2034, %2032
  %2036 = add i64 %2032, %2027
  %2037 = getelementptr i8, ptr %1967, i64 %1979
  %2038 = load i8, ptr %2037, align 1, !tbaa !5
  %2039 = zext i8 %2038 to i64
  %2040 = getelementptr inbounds i64, ptr %9, i64 %2039
  %2041 = load i64, ptr %2040, align 8, !tbaa !14
  %2042 = and i64 %2041, 255
  %2043 = lshr i64 %2035, %2042
  %2044 = or i64 %2043, %2041
  %2045 = add i64 %2041, %2036
  %2046 = getelementptr i8, ptr %1968, i64 %1979
  %2047 = load i8, ptr %2046, align 1, !tbaa !5
  %2048 = zext i8 %2047 to i64
  %2049 = getelementptr inbounds i64, ptr %9, i64 %2048
  %2050 = load i64, ptr %2049, align 8, !tbaa !14
  %2051 = and i64 %2050, 255
  %2052 = lshr i64 %2044, %2051
  %2053 = or i64 %2052, %2050
  %2054 = add i64 %2050, %2045
  %2055 = getelementptr i8, ptr %1969, i64 %1979
  %2056 = load i8, ptr %2055, align 1, !tbaa !5
  %2057 = zext i8 %2056 to i64
  %2058 = getelementptr inbounds i64, ptr %9, i64 %2057
  %2059 = load i64, ptr %2058, align 8, !tbaa !14
  %2060 = and i64 %2059, 255
  %2061 = lshr i64 %2053, %2060
  %2062 = or i64 %2061, %2059
  %2063 = add i64 %2059, %2054
  %2064 = and i64 %2063, 255
  %2065 = sub nsw i64 64, %2064
  %2066 = lshr i64 %2062, %2065
  store i64 %2066, ptr %1981, align 1, !tbaa !14
  %2067 = getelementptr i8, ptr %1970, i64 %1979
  %2068 = load i8, ptr %2067, align 1, !tbaa !5
  %2069 = zext i8 %2068 to i64
  %2070 = getelementptr inbounds i64, ptr %9, i64 %2069
  %2071 = load i64, ptr %2070, align 8, !tbaa !14
  %2072 = getelementptr i8, ptr %1971, i64 %1979
  %2073 = load i8, ptr %2072, align 1, !tbaa !5
  %2074 = zext i8 %2073 to i64
  %2075 = getelementptr inbounds i64, ptr %9, i64 %2074
  %2076 = load i64, ptr %2075, align 8, !tbaa !14
  %2077 = and i64 %2076, 255
  %2078 = lshr i64 %2071, %2077
  %2079 = or i64 %2078, %2076
  %2080 = add i64 %2076, %2071
  %2081 = getelementptr i8, ptr %1972, i64 %1979
  %2082 = load i8, ptr %2081, align 1, !tbaa !5
  %2083 = zext i8 %2082 to i64
  %2084 = getelementptr inbounds i64, ptr %9, i64 %2083
  %2085 = load i64, ptr %2084, align 8, !tbaa !14
  %2086 = and i64 %2085, 255
  %2087 = lshr i64 %2079, %2086
  %2088 = or i64 %2087, %2085
  %2089 = add i64 %2085, %2080
  %2090 = getelementptr i8, ptr %1973, i64 %1979
  %2091 = load i8, ptr %2090, align 1, !tbaa !5
  %2092 = zext i8 %2091 to i64
  %2093 = getelementptr inbounds i64, ptr %9, i64 %2092
  %2094 = load i64, ptr %2093, align 8, !tbaa !14
  %2095 = and i64 %2094, 255
  %2096 = lshr i64 %2088, %2095
  %2097 = or i64 %2096, %2094
  %2098 = add i64 %2094, %2089
  %2099 = getelementptr i8, ptr %1974, i64 %1979
  %2100 = load i8, ptr %2099, align 1, !tbaa !5
  %2101 = zext i8 %2100 to i64
  %2102 = getelementptr inbounds i64, ptr %9, i64 %2101
  %2103 = load i64, ptr %2102, align 8, !tbaa !14
  %2104 = and i64 %2103, 255
  %2105 = lshr i64 %2097, %2104
  %2106 = or i64 %2105, %2103
  %2107 = add i64 %2103, %2098
  %2108 = getelementptr i8, ptr %1975, i64 %1979
  %2109 = load i8, ptr %2108, align 1, !tbaa !5
  %2110 = zext i8 %2109 to i64
  %2111 = getelementptr inbounds i64, ptr %9, i64 %2110
  %2112 = load i64, ptr %2111, align 8, !tbaa !14
  %2113 = and i64 %2112, 255
  %2114 = lshr i64 %2106, %2113
  %2115 = or i64 %2114, %2112
  %2116 = add i64 %2112, %2107
  %2117 = getelementptr i8, ptr %1976, i64 %1979
  %2118 = load i8, ptr %2117, align 1, !tbaa !5
  %2119 = zext i8 %2118 to i64
  %2120 = getelementptr inbounds i64, ptr %9, i64 %2119
  %2121 = load i64, ptr %2120, align 8, !tbaa !14
  %2122 = and i64 %2121, 255
  %2123 = lshr i64 %2115, %2122
  %2124 = or i64 %2123, %2121
  %2125 = add i64 %2121, %2116
  %2126 = getelementptr i8, ptr %1977, i64 %1979
  %2127 = load i8, ptr %2126, align 1, !tbaa !5
  %2128 = zext i8 %2127 to i64
  %2129 = getelementptr inbounds i64, ptr %9, i64 %2128
  %2130 = load i64, ptr %2129, align 8, !tbaa !14
  %2131 = and i64 %2130, 255
  %2132 = lshr i64 %2124, %2131
  %2133 = or i64 %2132, %2130
  %2134 = add i64 %2130, %2125
  %2135 = lshr i64 %2064, 3
  %2136 = and i64 %2063, 7
  %2137 = getelementptr inbounds i8, ptr %1981, i64 %2135
  %2138 = getelementptr i8, ptr %1957, i64 %1979
  %2139 = load i8, ptr %2138, align 1, !tbaa !5
  %2140 = zext i8 %2139 to i64
  %2141 = getelementptr inbounds i64, ptr %9, i64 %2140
  %2142 = load i64, ptr %2141, align 8, !tbaa !14
  %2143 = and i64 %2142, 255
  %2144 = lshr i64 %2133, %2143
  %2145 = add i64 %2142, %2134
  %2146 = and i64 %2145, 255
  %2147 = lshr i64 %2062, %2146
  %2148 = or i64 %2144, %2147
  %2149 = or i64 %2148, %2142
  %2150 = add i64 %2145, %2136
  %2151 = and i64 %2150, 255
  %2152 = lshr i64 %2151, 3
  %2153 = sub nsw i64 64, %2151
  %2154 = lshr i64 %2149, %2153
  %2155 = and i64 %2150, 7
  store i64 %2154, ptr %2137, align 1, !tbaa !14
  %2156 = getelementptr inbounds i8, ptr %2137, i64 %2152
  %2157 = add nsw i64 %1979, -18
  %2158 = icmp ugt i64 %1979, 18
  br i1 %2158, label %1978, label %2159, !llvm.loop !82

2159:                                             ; preds = %1611, %1273, %965, %689, %424, %1978, %171, %1587, %1251, %945, %671, %406, %1952, %155
  %2160 = phi i64 [ %156, %155 ], [ %1953, %1952 ], [ %407, %406 ], [ %672, %671 ], [ %946, %945 ], [ %1252, %1251 ], [ %1588, %1587 ], [ %262, %171 ], [ %2155, %1978 ], [ %531, %424 ], [ %794, %689 ], [ %1090, %965 ], [ %1416, %1273 ], [ %1772, %1611 ]
  %2161 = phi ptr [ %157, %155 ], [ %1954, %1952 ], [ %408, %406 ], [ %673, %671 ], [ %947, %945 ], [ %1253, %1251 ], [ %1589, %1587 ], [ %265, %171 ], [ %2156, %1978 ], [ %532, %424 ], [ %795, %689 ], [ %1091, %965 ], [ %1417, %1273 ], [ %1773, %1611 ]
  %2162 = phi i64 [ %158, %155 ], [ %1955, %1952 ], [ %409, %406 ], [ %674, %671 ], [ %948, %945 ], [ %1254, %1251 ], [ %1590, %1587 ], [ %256, %171 ], [ %2149, %1978 ], [ %525, %424 ], [ %788, %689 ], [ %1084, %965 ], [ %1410, %1273 ], [ %1766, %1611 ]
  %2163 = lshr i64 %2162, 1
  %2164 = or disjoint i64 %2163, -9223372036854775808
  %2165 = add nuw nsw i64 %2160, -9223372036854775807
  %2166 = and i64 %2165, 255
  %2167 = lshr i64 %2166, 3
  %2168 = sub nuw nsw i64 64, %2166
  %2169 = lshr i64 %2164, %2168
  store i64 %2169, ptr %2161, align 1, !tbaa !14
  %2170 = getelementptr inbounds i8, ptr %2161, i64 %2167
  %2171 = icmp ugt ptr %2170, %13
  %2172 = select i1 %2171, ptr %13, ptr %2170
  %2173 = icmp ult ptr %2172, %13
  br i1 %2173, label %2174, label %2182

2174:                                             ; preds = %2159
  %2175 = and i64 %2165, 7
  %2176 = ptrtoint ptr %2172 to i64
  %2177 = ptrtoint ptr %0 to i64
  %2178 = icmp ne i64 %2175, 0
  %2179 = zext i1 %2178 to i64
  %2180 = sub i64 %2179, %2177
  %2181 = add i64 %2180, %2176
  br label %2182

2182:                                             ; preds = %2174, %2159, %5, %11
  %2183 = phi i64 [ 0, %11 ], [ 0, %5 ], [ %2181, %2174 ], [ 0, %2159 ]
  ret i64 %2183
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #12

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @HUF_compressCTable_internal(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5, ptr noundef %6, i32 noundef %7) unnamed_addr #9 {
  %9 = icmp eq i32 %5, 0
  %10 = ptrtoint ptr %2 to i64
  %11 = ptrtoint ptr %1 to i64
  %12 = sub i64 %10, %11
  br i1 %9, label %13, label %15

13:                                               ; preds = %8
  %14 = tail call fastcc i64 @HUF_compress1X_usingCTable_internal(ptr noundef %1, i64 noundef %12, ptr noundef %3, i64 noundef %4, ptr noundef %6, i32 noundef %7)
  br label %17

15:                                               ; preds = %8
  %16 = tail call fastcc i64 @HUF_compress4X_usingCTable_internal(ptr noundef %1, i64 noundef %12, ptr noundef %3, i64 noundef %4, ptr noundef %6, i32 noundef %7)
  br label %17

17:                                               ; preds = %15, %13
  %18 = phi i64 [ %14, %13 ], [ %16, %15 ]
  %19 = icmp ult i64 %18, -119
  br i1 %19, label %20, label %30

20:                                               ; preds = %17
  %21 = icmp eq i64 %18, 0
  br i1 %21, label %30, label %22

22:                                               ; preds = %20
  %23 = getelementptr inbounds i8, ptr %1, i64 %18
  %24 = ptrtoint ptr %23 to i64
  %25 = ptrtoint ptr %0 to i64
  %26 = sub i64 %24, %25
  %27 = add nsw i64 %4, -1
  %28 = icmp ult i64 %26, %27
  %29 = select i1 %28, i64 %26, i64 0
  br label %30

30:                                               ; preds = %22, %20, %17
  %31 = phi i64 [ %18, %17 ], [ 0, %20 ], [ %29, %22 ]
  ret i64 %31
}

declare i64 @HIST_count_wksp(ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.usub.sat.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v2i32(<2 x i32>) #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #13

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree norecurse nosync nounwind memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #14 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = distinct !{!12, !9, !10, !11}
!13 = distinct !{!13, !9, !11, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"long", !6, i64 0}
!16 = distinct !{!16, !9}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.unroll.disable"}
!19 = !{!20, !20, i64 0}
!20 = !{!"int", !6, i64 0}
!21 = !{!22}
!22 = distinct !{!22, !23}
!23 = distinct !{!23, !"LVerDomain"}
!24 = !{!25}
!25 = distinct !{!25, !23}
!26 = distinct !{!26, !9, !10, !11}
!27 = !{!28}
!28 = distinct !{!28, !29}
!29 = distinct !{!29, !"LVerDomain"}
!30 = !{!31}
!31 = distinct !{!31, !29}
!32 = distinct !{!32, !9, !10, !11}
!33 = distinct !{!33, !9, !10}
!34 = distinct !{!34, !9, !10, !11}
!35 = distinct !{!35, !9}
!36 = distinct !{!36, !9, !11, !10}
!37 = !{!38, !38, i64 0}
!38 = !{!"short", !6, i64 0}
!39 = distinct !{!39, !9}
!40 = distinct !{!40, !9}
!41 = distinct !{!41, !9}
!42 = !{!43, !38, i64 0}
!43 = !{!"", !38, i64 0, !38, i64 2}
!44 = distinct !{!44, !9}
!45 = !{!43, !38, i64 2}
!46 = distinct !{!46, !9}
!47 = !{!48, !20, i64 0}
!48 = !{!"nodeElt_s", !20, i64 0, !38, i64 4, !6, i64 6, !6, i64 7}
!49 = !{!48, !6, i64 6}
!50 = distinct !{!50, !9}
!51 = distinct !{!51, !9}
!52 = distinct !{!52, !9}
!53 = !{!48, !38, i64 4}
!54 = distinct !{!54, !9}
!55 = !{!48, !6, i64 7}
!56 = distinct !{!56, !18}
!57 = distinct !{!57, !9}
!58 = distinct !{!58, !18}
!59 = distinct !{!59, !9}
!60 = distinct !{!60, !9}
!61 = distinct !{!61, !18}
!62 = distinct !{!62, !9}
!63 = distinct !{!63, !9}
!64 = distinct !{!64, !9}
!65 = distinct !{!65, !9}
!66 = distinct !{!66, !9}
!67 = distinct !{!67, !9}
!68 = distinct !{!68, !9}
!69 = distinct !{!69, !9}
!70 = distinct !{!70, !18}
!71 = distinct !{!71, !9}
!72 = distinct !{!72, !9}
!73 = distinct !{!73, !18}
!74 = distinct !{!74, !9}
!75 = distinct !{!75, !18}
!76 = distinct !{!76, !9}
!77 = distinct !{!77, !9, !10, !11}
!78 = distinct !{!78, !9, !11, !10}
!79 = distinct !{!79, !9, !10, !11}
!80 = distinct !{!80, !9, !11, !10}
!81 = distinct !{!81, !9}
!82 = distinct !{!82, !9}
!83 = distinct !{!83, !9, !10, !11}
!84 = distinct !{!84, !9, !11, !10}
!85 = distinct !{!85, !9, !10, !11}
!86 = distinct !{!86, !9, !11, !10}
!87 = distinct !{!87, !9, !10, !11}
!88 = distinct !{!88, !9, !11, !10}
!89 = distinct !{!89, !9}
!90 = distinct !{!90, !9, !10, !11}
!91 = distinct !{!91, !9, !11, !10}
!92 = distinct !{!92, !9, !10, !11}
!93 = distinct !{!93, !9, !11, !10}
!94 = distinct !{!94, !9}
!95 = distinct !{!95, !9}
!96 = distinct !{!96, !9}
!97 = distinct !{!97, !9}
