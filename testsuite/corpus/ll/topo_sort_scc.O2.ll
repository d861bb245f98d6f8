; ModuleID = 'programs/topo_sort_scc.c'
source_filename = "programs/topo_sort_scc.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@head = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@indeg = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@to = internal unnamed_addr global [1200 x i32] zeroinitializer, align 16
@nxt = internal unnamed_addr global [1200 x i32] zeroinitializer, align 16
@.str = private unnamed_addr constant [38 x i8] c"topo n=%d hash=%08x longest path=%ld\0A\00", align 1
@idx = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@comp = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@ncomp = internal unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [45 x i8] c"after back edges: %d components, largest %d\0A\00", align 1
@ne = internal unnamed_addr global i32 0, align 4
@counter = internal unnamed_addr global i32 0, align 4
@low = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@st = internal unnamed_addr global [400 x i32] zeroinitializer, align 16
@sp = internal unnamed_addr global i32 0, align 4
@onst = internal unnamed_addr global [400 x i32] zeroinitializer, align 16

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [400 x i32], align 16
  %2 = alloca [400 x i32], align 16
  %3 = alloca [400 x i32], align 16
  %4 = alloca [400 x i64], align 16
  %5 = alloca [400 x i32], align 16
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) @head, i8 -1, i64 1600, i1 false)
  %6 = load i32, ptr @ne, align 4, !tbaa !5
  %7 = sext i32 %6 to i64
  br label %10

8:                                                ; preds = %10
  %9 = trunc nsw i64 %30 to i32
  store i32 %9, ptr @ne, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %1) #7
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %2, ptr noundef nonnull align 16 dereferenceable(1600) @indeg, i64 1600, i1 false)
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %3, i8 0, i64 1600, i1 false)
  br label %38

10:                                               ; preds = %0, %10
  %11 = phi i64 [ %7, %0 ], [ %30, %10 ]
  %12 = phi i32 [ 5, %0 ], [ %19, %10 ]
  %13 = phi i32 [ 0, %0 ], [ %36, %10 ]
  %14 = mul i32 %12, 1103515245
  %15 = add i32 %14, 12345
  %16 = lshr i32 %15, 8
  %17 = urem i32 %16, 399
  %18 = mul i32 %15, 1103515245
  %19 = add i32 %18, 12345
  %20 = add nuw nsw i32 %17, 1
  %21 = lshr i32 %19, 8
  %22 = sub nuw nsw i32 399, %17
  %23 = urem i32 %21, %22
  %24 = add nuw nsw i32 %20, %23
  %25 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %11
  store i32 %24, ptr %25, align 4, !tbaa !5
  %26 = zext nneg i32 %17 to i64
  %27 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !5
  %29 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %11
  store i32 %28, ptr %29, align 4, !tbaa !5
  %30 = add nsw i64 %11, 1
  %31 = trunc nsw i64 %11 to i32
  store i32 %31, ptr %27, align 4, !tbaa !5
  %32 = zext nneg i32 %24 to i64
  %33 = getelementptr inbounds [400 x i32], ptr @indeg, i64 0, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %33, align 4, !tbaa !5
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, 1160
  br i1 %37, label %8, label %10, !llvm.loop !9

38:                                               ; preds = %8, %83
  %39 = phi i64 [ 0, %8 ], [ %66, %83 ]
  br label %40

40:                                               ; preds = %58, %38
  %41 = phi i64 [ 0, %38 ], [ %59, %58 ]
  %42 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %41
  %43 = load i32, ptr %42, align 8, !tbaa !5
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %45, label %49

45:                                               ; preds = %40
  %46 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %41
  %47 = load i32, ptr %46, align 8, !tbaa !5
  %48 = icmp eq i32 %47, 0
  br i1 %48, label %61, label %49

49:                                               ; preds = %40, %45
  %50 = or disjoint i64 %41, 1
  %51 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %50
  %52 = load i32, ptr %51, align 4, !tbaa !5
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %58

54:                                               ; preds = %49
  %55 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %50
  %56 = load i32, ptr %55, align 4, !tbaa !5
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %61, label %58

58:                                               ; preds = %54, %49
  %59 = add nuw nsw i64 %41, 2
  %60 = icmp eq i64 %59, 400
  br i1 %60, label %85, label %40, !llvm.loop !11

61:                                               ; preds = %54, %45
  %62 = phi i64 [ %41, %45 ], [ %50, %54 ]
  %63 = trunc nuw nsw i64 %62 to i32
  %64 = and i64 %62, 4294967295
  %65 = getelementptr inbounds [400 x i32], ptr %3, i64 0, i64 %64
  store i32 1, ptr %65, align 4, !tbaa !5
  %66 = add nuw nsw i64 %39, 1
  %67 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %39
  store i32 %63, ptr %67, align 4, !tbaa !5
  %68 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %64
  %69 = load i32, ptr %68, align 4, !tbaa !5
  %70 = icmp eq i32 %69, -1
  br i1 %70, label %83, label %71

71:                                               ; preds = %61, %71
  %72 = phi i32 [ %81, %71 ], [ %69, %61 ]
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4, !tbaa !5
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [400 x i32], ptr %2, i64 0, i64 %76
  %78 = load i32, ptr %77, align 4, !tbaa !5
  %79 = add nsw i32 %78, -1
  store i32 %79, ptr %77, align 4, !tbaa !5
  %80 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %73
  %81 = load i32, ptr %80, align 4, !tbaa !5
  %82 = icmp eq i32 %81, -1
  br i1 %82, label %83, label %71, !llvm.loop !12

83:                                               ; preds = %71, %61
  %84 = icmp eq i64 %66, 400
  br i1 %84, label %89, label %38, !llvm.loop !13

85:                                               ; preds = %58
  %86 = trunc nuw nsw i64 %39 to i32
  %87 = icmp eq i64 %39, 0
  br i1 %87, label %88, label %89

88:                                               ; preds = %85
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  br label %142

89:                                               ; preds = %83, %85
  %90 = phi i32 [ %86, %85 ], [ 400, %83 ]
  %91 = zext i32 %90 to i64
  %92 = add nsw i64 %91, -1
  %93 = and i64 %91, 3
  %94 = icmp ult i64 %92, 3
  br i1 %94, label %97, label %95

95:                                               ; preds = %89
  %96 = and i64 %91, 4294967292
  br label %116

97:                                               ; preds = %116, %89
  %98 = phi i32 [ poison, %89 ], [ %138, %116 ]
  %99 = phi i64 [ 0, %89 ], [ %139, %116 ]
  %100 = phi i32 [ 0, %89 ], [ %138, %116 ]
  %101 = icmp eq i64 %93, 0
  br i1 %101, label %113, label %102

102:                                              ; preds = %97, %102
  %103 = phi i64 [ %110, %102 ], [ %99, %97 ]
  %104 = phi i32 [ %109, %102 ], [ %100, %97 ]
  %105 = phi i64 [ %111, %102 ], [ 0, %97 ]
  %106 = mul i32 %104, 31
  %107 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %103
  %108 = load i32, ptr %107, align 4, !tbaa !5
  %109 = add i32 %108, %106
  %110 = add nuw nsw i64 %103, 1
  %111 = add i64 %105, 1
  %112 = icmp eq i64 %111, %93
  br i1 %112, label %113, label %102, !llvm.loop !14

113:                                              ; preds = %102, %97
  %114 = phi i32 [ %98, %97 ], [ %109, %102 ]
  call void @llvm.lifetime.start.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3200) %4, i8 0, i64 3200, i1 false)
  %115 = zext i32 %90 to i64
  br label %163

116:                                              ; preds = %116, %95
  %117 = phi i64 [ 0, %95 ], [ %139, %116 ]
  %118 = phi i32 [ 0, %95 ], [ %138, %116 ]
  %119 = phi i64 [ 0, %95 ], [ %140, %116 ]
  %120 = mul i32 %118, 31
  %121 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %117
  %122 = load i32, ptr %121, align 16, !tbaa !5
  %123 = add i32 %122, %120
  %124 = or disjoint i64 %117, 1
  %125 = mul i32 %123, 31
  %126 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %124
  %127 = load i32, ptr %126, align 4, !tbaa !5
  %128 = add i32 %127, %125
  %129 = or disjoint i64 %117, 2
  %130 = mul i32 %128, 31
  %131 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %129
  %132 = load i32, ptr %131, align 8, !tbaa !5
  %133 = add i32 %132, %130
  %134 = or disjoint i64 %117, 3
  %135 = mul i32 %133, 31
  %136 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %134
  %137 = load i32, ptr %136, align 4, !tbaa !5
  %138 = add i32 %137, %135
  %139 = add nuw nsw i64 %117, 4
  %140 = add i64 %119, 4
  %141 = icmp eq i64 %140, %96
  br i1 %141, label %97, label %116, !llvm.loop !16

142:                                              ; preds = %173, %88
  %143 = phi i32 [ 0, %88 ], [ %114, %173 ]
  %144 = phi i32 [ 0, %88 ], [ %90, %173 ]
  br label %145

145:                                              ; preds = %145, %142
  %146 = phi i64 [ 0, %142 ], [ %155, %145 ]
  %147 = phi <2 x i64> [ zeroinitializer, %142 ], [ %153, %145 ]
  %148 = phi <2 x i64> [ zeroinitializer, %142 ], [ %154, %145 ]
  %149 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %146
  %150 = getelementptr inbounds i8, ptr %149, i64 16
  %151 = load <2 x i64>, ptr %149, align 16, !tbaa !17
  %152 = load <2 x i64>, ptr %150, align 16, !tbaa !17
  %153 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %151, <2 x i64> %147)
  %154 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %152, <2 x i64> %148)
  %155 = add nuw i64 %146, 4
  %156 = icmp eq i64 %155, 400
  br i1 %156, label %157, label %145, !llvm.loop !19

157:                                              ; preds = %145
  %158 = tail call <2 x i64> @llvm.smax.v2i64(<2 x i64> %153, <2 x i64> %154)
  %159 = tail call i64 @llvm.vector.reduce.smax.v2i64(<2 x i64> %158)
  %160 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %144, i32 noundef %143, i64 noundef %159)
  %161 = load i32, ptr @ne, align 4, !tbaa !5
  %162 = sext i32 %161 to i64
  br label %194

163:                                              ; preds = %113, %173
  %164 = phi i64 [ 0, %113 ], [ %174, %173 ]
  %165 = getelementptr inbounds [400 x i32], ptr %1, i64 0, i64 %164
  %166 = load i32, ptr %165, align 4, !tbaa !5
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4, !tbaa !5
  %170 = icmp eq i32 %169, -1
  br i1 %170, label %173, label %171

171:                                              ; preds = %163
  %172 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %167
  br label %176

173:                                              ; preds = %188, %163
  %174 = add nuw nsw i64 %164, 1
  %175 = icmp eq i64 %174, %115
  br i1 %175, label %142, label %163, !llvm.loop !22

176:                                              ; preds = %171, %188
  %177 = phi i32 [ %169, %171 ], [ %190, %188 ]
  %178 = load i64, ptr %172, align 8, !tbaa !17
  %179 = sext i32 %177 to i64
  %180 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %179
  %181 = load i32, ptr %180, align 4, !tbaa !5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [400 x i64], ptr %4, i64 0, i64 %182
  %184 = load i64, ptr %183, align 8, !tbaa !17
  %185 = icmp slt i64 %178, %184
  br i1 %185, label %188, label %186

186:                                              ; preds = %176
  %187 = add nsw i64 %178, 1
  store i64 %187, ptr %183, align 8, !tbaa !17
  br label %188

188:                                              ; preds = %176, %186
  %189 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %179
  %190 = load i32, ptr %189, align 4, !tbaa !5
  %191 = icmp eq i32 %190, -1
  br i1 %191, label %173, label %176, !llvm.loop !23

192:                                              ; preds = %194
  %193 = trunc nsw i64 %213 to i32
  store i32 %193, ptr @ne, align 4, !tbaa !5
  br label %218

194:                                              ; preds = %157, %194
  %195 = phi i64 [ %162, %157 ], [ %213, %194 ]
  %196 = phi i32 [ %19, %157 ], [ %203, %194 ]
  %197 = phi i32 [ 0, %157 ], [ %215, %194 ]
  %198 = mul i32 %196, 1103515245
  %199 = add i32 %198, 12345
  %200 = lshr i32 %199, 8
  %201 = urem i32 %200, 400
  %202 = mul i32 %199, 1103515245
  %203 = add i32 %202, 12345
  %204 = lshr i32 %203, 8
  %205 = urem i32 %204, 400
  %206 = tail call i32 @llvm.umax.i32(i32 %205, i32 %201)
  %207 = tail call i32 @llvm.umin.i32(i32 %205, i32 %201)
  %208 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %195
  store i32 %207, ptr %208, align 4, !tbaa !5
  %209 = zext nneg i32 %206 to i64
  %210 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %209
  %211 = load i32, ptr %210, align 4, !tbaa !5
  %212 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %195
  store i32 %211, ptr %212, align 4, !tbaa !5
  %213 = add nsw i64 %195, 1
  %214 = trunc nsw i64 %195 to i32
  store i32 %214, ptr %210, align 4, !tbaa !5
  %215 = add nuw nsw i32 %197, 1
  %216 = icmp eq i32 %215, 40
  br i1 %216, label %192, label %194, !llvm.loop !24

217:                                              ; preds = %225
  call void @llvm.lifetime.start.p0(i64 1600, ptr nonnull %5) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1600) %5, i8 0, i64 1600, i1 false)
  br label %255

218:                                              ; preds = %192, %225
  %219 = phi i64 [ 0, %192 ], [ %226, %225 ]
  %220 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4, !tbaa !5
  %222 = icmp eq i32 %221, 0
  br i1 %222, label %223, label %225

223:                                              ; preds = %218
  %224 = trunc nuw nsw i64 %219 to i32
  tail call fastcc void @tarjan(i32 noundef %224)
  br label %225

225:                                              ; preds = %218, %223
  %226 = add nuw nsw i64 %219, 1
  %227 = icmp eq i64 %226, 400
  br i1 %227, label %217, label %218, !llvm.loop !25

228:                                              ; preds = %255
  %229 = load i32, ptr @ncomp, align 4, !tbaa !5
  %230 = icmp sgt i32 %229, 0
  br i1 %230, label %231, label %272

231:                                              ; preds = %228
  %232 = zext nneg i32 %229 to i64
  %233 = icmp ult i32 %229, 8
  br i1 %233, label %234, label %237

234:                                              ; preds = %251, %231
  %235 = phi i64 [ 0, %231 ], [ %238, %251 ]
  %236 = phi i32 [ 0, %231 ], [ %253, %251 ]
  br label %277

237:                                              ; preds = %231
  %238 = and i64 %232, 2147483640
  br label %239

239:                                              ; preds = %239, %237
  %240 = phi i64 [ 0, %237 ], [ %249, %239 ]
  %241 = phi <4 x i32> [ zeroinitializer, %237 ], [ %247, %239 ]
  %242 = phi <4 x i32> [ zeroinitializer, %237 ], [ %248, %239 ]
  %243 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %240
  %244 = getelementptr inbounds i8, ptr %243, i64 16
  %245 = load <4 x i32>, ptr %243, align 16, !tbaa !5
  %246 = load <4 x i32>, ptr %244, align 16, !tbaa !5
  %247 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %245, <4 x i32> %241)
  %248 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %246, <4 x i32> %242)
  %249 = add nuw i64 %240, 8
  %250 = icmp eq i64 %249, %238
  br i1 %250, label %251, label %239, !llvm.loop !26

251:                                              ; preds = %239
  %252 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %247, <4 x i32> %248)
  %253 = tail call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %252)
  %254 = icmp eq i64 %238, %232
  br i1 %254, label %272, label %234

255:                                              ; preds = %255, %217
  %256 = phi i64 [ 0, %217 ], [ %270, %255 ]
  %257 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %256
  %258 = load i32, ptr %257, align 8, !tbaa !5
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %259
  %261 = load i32, ptr %260, align 4, !tbaa !5
  %262 = add nsw i32 %261, 1
  store i32 %262, ptr %260, align 4, !tbaa !5
  %263 = or disjoint i64 %256, 1
  %264 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !5
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !5
  %269 = add nsw i32 %268, 1
  store i32 %269, ptr %267, align 4, !tbaa !5
  %270 = add nuw nsw i64 %256, 2
  %271 = icmp eq i64 %270, 400
  br i1 %271, label %228, label %255, !llvm.loop !27

272:                                              ; preds = %277, %251, %228
  %273 = phi i32 [ 0, %228 ], [ %253, %251 ], [ %282, %277 ]
  %274 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %229, i32 noundef %273)
  %275 = load i32, ptr @ncomp, align 4, !tbaa !5
  %276 = and i32 %275, 127
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 3200, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 1600, ptr nonnull %1) #7
  ret i32 %276

277:                                              ; preds = %234, %277
  %278 = phi i64 [ %283, %277 ], [ %235, %234 ]
  %279 = phi i32 [ %282, %277 ], [ %236, %234 ]
  %280 = getelementptr inbounds [400 x i32], ptr %5, i64 0, i64 %278
  %281 = load i32, ptr %280, align 4, !tbaa !5
  %282 = tail call i32 @llvm.smax.i32(i32 %281, i32 %279)
  %283 = add nuw nsw i64 %278, 1
  %284 = icmp eq i64 %283, %232
  br i1 %284, label %272, label %277, !llvm.loop !28
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @tarjan(i32 noundef %0) unnamed_addr #5 {
  %2 = load i32, ptr @counter, align 4, !tbaa !5
  %3 = add nsw i32 %2, 1
  store i32 %3, ptr @counter, align 4, !tbaa !5
  %4 = sext i32 %0 to i64
  %5 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %4
  store i32 %3, ptr %5, align 4, !tbaa !5
  %6 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %4
  store i32 %3, ptr %6, align 4, !tbaa !5
  %7 = load i32, ptr @sp, align 4, !tbaa !5
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @sp, align 4, !tbaa !5
  %9 = sext i32 %7 to i64
  %10 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %9
  store i32 %0, ptr %10, align 4, !tbaa !5
  %11 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %4
  store i32 1, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %4
  %13 = load i32, ptr %12, align 4, !tbaa !5
  %14 = icmp eq i32 %13, -1
  br i1 %14, label %18, label %22

15:                                               ; preds = %45
  %16 = load i32, ptr %6, align 4, !tbaa !5
  %17 = icmp eq i32 %46, %16
  br i1 %17, label %18, label %62

18:                                               ; preds = %1, %15
  %19 = load i32, ptr @ncomp, align 4, !tbaa !5
  %20 = load i32, ptr @sp, align 4, !tbaa !5
  %21 = sext i32 %20 to i64
  br label %50

22:                                               ; preds = %1, %45
  %23 = phi i32 [ %46, %45 ], [ %3, %1 ]
  %24 = phi i32 [ %48, %45 ], [ %13, %1 ]
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !5
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %28
  %30 = load i32, ptr %29, align 4, !tbaa !5
  %31 = icmp eq i32 %30, 0
  br i1 %31, label %32, label %37

32:                                               ; preds = %22
  tail call fastcc void @tarjan(i32 noundef %27)
  %33 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %28
  %34 = load i32, ptr %33, align 4, !tbaa !5
  %35 = load i32, ptr %5, align 4, !tbaa !5
  %36 = icmp slt i32 %34, %35
  br i1 %36, label %43, label %45

37:                                               ; preds = %22
  %38 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %28
  %39 = load i32, ptr %38, align 4, !tbaa !5
  %40 = icmp ne i32 %39, 0
  %41 = icmp slt i32 %30, %23
  %42 = select i1 %40, i1 %41, i1 false
  br i1 %42, label %43, label %45

43:                                               ; preds = %37, %32
  %44 = phi i32 [ %34, %32 ], [ %30, %37 ]
  store i32 %44, ptr %5, align 4, !tbaa !5
  br label %45

45:                                               ; preds = %43, %37, %32
  %46 = phi i32 [ %23, %37 ], [ %35, %32 ], [ %44, %43 ]
  %47 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %25
  %48 = load i32, ptr %47, align 4, !tbaa !5
  %49 = icmp eq i32 %48, -1
  br i1 %49, label %15, label %22, !llvm.loop !29

50:                                               ; preds = %18, %50
  %51 = phi i64 [ %21, %18 ], [ %52, %50 ]
  %52 = add nsw i64 %51, -1
  %53 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4, !tbaa !5
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %55
  store i32 0, ptr %56, align 4, !tbaa !5
  %57 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %55
  store i32 %19, ptr %57, align 4, !tbaa !5
  %58 = icmp eq i32 %54, %0
  br i1 %58, label %59, label %50, !llvm.loop !30

59:                                               ; preds = %50
  %60 = trunc nsw i64 %52 to i32
  store i32 %60, ptr @sp, align 4, !tbaa !5
  %61 = add nsw i32 %19, 1
  store i32 %61, ptr @ncomp, align 4, !tbaa !5
  br label %62

62:                                               ; preds = %59, %15
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.smax.v2i64(<2 x i64>, <2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.smax.v2i64(<2 x i64>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = distinct !{!11, !10}
!12 = distinct !{!12, !10}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.unroll.disable"}
!16 = distinct !{!16, !10}
!17 = !{!18, !18, i64 0}
!18 = !{!"long", !7, i64 0}
!19 = distinct !{!19, !10, !20, !21}
!20 = !{!"llvm.loop.isvectorized", i32 1}
!21 = !{!"llvm.loop.unroll.runtime.disable"}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10, !20, !21}
!27 = distinct !{!27, !10}
!28 = distinct !{!28, !10, !21, !20}
!29 = distinct !{!29, !10}
!30 = distinct !{!30, !10}
