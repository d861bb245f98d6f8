; ModuleID = 'programs/sparse_matrix_csr.c'
source_filename = "programs/sparse_matrix_csr.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.csr = type { i32, i32, ptr, ptr, ptr }

@main.r = internal global [3000 x i32] zeroinitializer, align 4
@main.c = internal global [3000 x i32] zeroinitializer, align 4
@main.v = internal global [3000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [30 x i8] c"nnz after merge=%d (from %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"spmv checksum=%ld transpose twice same=%d T.nnz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"A*T checksum=%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.csr, align 8
  %2 = alloca [300 x i64], align 8
  %3 = alloca [300 x i64], align 8
  %4 = alloca [300 x i64], align 8
  %5 = alloca %struct.csr, align 8
  %6 = alloca %struct.csr, align 8
  br label %26

7:                                                ; preds = %26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  call fastcc void @from_triplets(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %1, i32 noundef 300, i32 noundef 3000, ptr noundef nonnull @main.r, ptr noundef nonnull @main.c, ptr noundef nonnull @main.v)
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !6
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef 3000)
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %4) #7
  br label %11

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %24, %11 ]
  %13 = or disjoint i64 %12, 1
  %14 = trunc i64 %12 to i16
  %15 = or disjoint i16 %14, 1
  %16 = urem i16 %14, 7
  %17 = urem i16 %15, 7
  %18 = zext nneg i16 %16 to i64
  %19 = zext nneg i16 %17 to i64
  %20 = add nsw i64 %18, -3
  %21 = add nsw i64 %19, -3
  %22 = getelementptr inbounds [300 x i64], ptr %2, i64 0, i64 %12
  %23 = getelementptr inbounds [300 x i64], ptr %2, i64 0, i64 %13
  store i64 %20, ptr %22, align 8, !tbaa !12
  store i64 %21, ptr %23, align 8, !tbaa !12
  %24 = add nuw i64 %12, 2
  %25 = icmp eq i64 %24, 300
  br i1 %25, label %45, label %11, !llvm.loop !14

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %43, %26 ]
  %28 = phi i32 [ 4242, %0 ], [ %35, %26 ]
  %29 = mul i32 %28, 1103515245
  %30 = add i32 %29, 12345
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 300
  %33 = getelementptr inbounds [3000 x i32], ptr @main.r, i64 0, i64 %27
  store i32 %32, ptr %33, align 4, !tbaa !18
  %34 = mul i32 %30, 1103515245
  %35 = add i32 %34, 12345
  %36 = lshr i32 %35, 8
  %37 = urem i32 %36, 300
  %38 = getelementptr inbounds [3000 x i32], ptr @main.c, i64 0, i64 %27
  store i32 %37, ptr %38, align 4, !tbaa !18
  %39 = urem i32 %35, 19
  %40 = zext nneg i32 %39 to i64
  %41 = add nsw i64 %40, -9
  %42 = getelementptr inbounds [3000 x i64], ptr @main.v, i64 0, i64 %27
  store i64 %41, ptr %42, align 8, !tbaa !12
  %43 = add nuw nsw i64 %27, 1
  %44 = icmp eq i64 %43, 3000
  br i1 %44, label %7, label %26, !llvm.loop !19

45:                                               ; preds = %11
  %46 = load i32, ptr %1, align 8, !tbaa !20
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %122

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !21
  %51 = getelementptr inbounds i8, ptr %1, i64 24
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = zext nneg i32 %46 to i64
  %54 = load i32, ptr %50, align 4, !tbaa !18
  %55 = load ptr, ptr %51, align 8
  %56 = load ptr, ptr %52, align 8
  br label %57

57:                                               ; preds = %104, %48
  %58 = phi i32 [ %54, %48 ], [ %62, %104 ]
  %59 = phi i64 [ 0, %48 ], [ %60, %104 ]
  %60 = add nuw nsw i64 %59, 1
  %61 = getelementptr inbounds i32, ptr %50, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !18
  %63 = icmp slt i32 %58, %62
  br i1 %63, label %64, label %104

64:                                               ; preds = %57
  %65 = sext i32 %58 to i64
  %66 = sext i32 %62 to i64
  %67 = sub nsw i64 %66, %65
  %68 = icmp ult i64 %67, 2
  br i1 %68, label %69, label %72

69:                                               ; preds = %101, %64
  %70 = phi i64 [ %65, %64 ], [ %74, %101 ]
  %71 = phi i64 [ 0, %64 ], [ %102, %101 ]
  br label %108

72:                                               ; preds = %64
  %73 = and i64 %67, -2
  %74 = add nsw i64 %73, %65
  br label %75

75:                                               ; preds = %75, %72
  %76 = phi i64 [ 0, %72 ], [ %99, %75 ]
  %77 = phi i64 [ 0, %72 ], [ %97, %75 ]
  %78 = phi i64 [ 0, %72 ], [ %98, %75 ]
  %79 = add i64 %76, %65
  %80 = add i64 %79, 1
  %81 = getelementptr inbounds i64, ptr %55, i64 %79
  %82 = getelementptr inbounds i64, ptr %55, i64 %80
  %83 = load i64, ptr %81, align 8, !tbaa !12
  %84 = load i64, ptr %82, align 8, !tbaa !12
  %85 = getelementptr inbounds i32, ptr %56, i64 %79
  %86 = getelementptr inbounds i32, ptr %56, i64 %80
  %87 = load i32, ptr %85, align 4, !tbaa !18
  %88 = load i32, ptr %86, align 4, !tbaa !18
  %89 = sext i32 %87 to i64
  %90 = sext i32 %88 to i64
  %91 = getelementptr inbounds i64, ptr %2, i64 %89
  %92 = getelementptr inbounds i64, ptr %2, i64 %90
  %93 = load i64, ptr %91, align 8, !tbaa !12
  %94 = load i64, ptr %92, align 8, !tbaa !12
  %95 = mul nsw i64 %93, %83
  %96 = mul nsw i64 %94, %84
  %97 = add i64 %95, %77
  %98 = add i64 %96, %78
  %99 = add nuw i64 %76, 2
  %100 = icmp eq i64 %99, %73
  br i1 %100, label %101, label %75, !llvm.loop !22

101:                                              ; preds = %75
  %102 = add i64 %98, %97
  %103 = icmp eq i64 %67, %73
  br i1 %103, label %104, label %69

104:                                              ; preds = %108, %101, %57
  %105 = phi i64 [ 0, %57 ], [ %102, %101 ], [ %119, %108 ]
  %106 = getelementptr inbounds i64, ptr %3, i64 %59
  store i64 %105, ptr %106, align 8, !tbaa !12
  %107 = icmp eq i64 %60, %53
  br i1 %107, label %122, label %57, !llvm.loop !23

108:                                              ; preds = %69, %108
  %109 = phi i64 [ %120, %108 ], [ %70, %69 ]
  %110 = phi i64 [ %119, %108 ], [ %71, %69 ]
  %111 = getelementptr inbounds i64, ptr %55, i64 %109
  %112 = load i64, ptr %111, align 8, !tbaa !12
  %113 = getelementptr inbounds i32, ptr %56, i64 %109
  %114 = load i32, ptr %113, align 4, !tbaa !18
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i64, ptr %2, i64 %115
  %117 = load i64, ptr %116, align 8, !tbaa !12
  %118 = mul nsw i64 %117, %112
  %119 = add nsw i64 %118, %110
  %120 = add nsw i64 %109, 1
  %121 = icmp eq i64 %120, %66
  br i1 %121, label %104, label %108, !llvm.loop !24

122:                                              ; preds = %104, %45
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %5, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %6, ptr noundef nonnull %5)
  %123 = load i32, ptr %6, align 8, !tbaa !20
  %124 = icmp sgt i32 %123, 0
  br i1 %124, label %126, label %125

125:                                              ; preds = %182, %122
  br label %321

126:                                              ; preds = %122
  %127 = getelementptr inbounds i8, ptr %6, i64 8
  %128 = load ptr, ptr %127, align 8, !tbaa !21
  %129 = getelementptr inbounds i8, ptr %6, i64 24
  %130 = getelementptr inbounds i8, ptr %6, i64 16
  %131 = zext nneg i32 %123 to i64
  %132 = load i32, ptr %128, align 4, !tbaa !18
  %133 = load ptr, ptr %129, align 8
  %134 = load ptr, ptr %130, align 8
  br label %135

135:                                              ; preds = %182, %126
  %136 = phi i32 [ %132, %126 ], [ %140, %182 ]
  %137 = phi i64 [ 0, %126 ], [ %138, %182 ]
  %138 = add nuw nsw i64 %137, 1
  %139 = getelementptr inbounds i32, ptr %128, i64 %138
  %140 = load i32, ptr %139, align 4, !tbaa !18
  %141 = icmp slt i32 %136, %140
  br i1 %141, label %142, label %182

142:                                              ; preds = %135
  %143 = sext i32 %136 to i64
  %144 = sext i32 %140 to i64
  %145 = sub nsw i64 %144, %143
  %146 = icmp ult i64 %145, 2
  br i1 %146, label %147, label %150

147:                                              ; preds = %179, %142
  %148 = phi i64 [ %143, %142 ], [ %152, %179 ]
  %149 = phi i64 [ 0, %142 ], [ %180, %179 ]
  br label %186

150:                                              ; preds = %142
  %151 = and i64 %145, -2
  %152 = add nsw i64 %151, %143
  br label %153

153:                                              ; preds = %153, %150
  %154 = phi i64 [ 0, %150 ], [ %177, %153 ]
  %155 = phi i64 [ 0, %150 ], [ %175, %153 ]
  %156 = phi i64 [ 0, %150 ], [ %176, %153 ]
  %157 = add i64 %154, %143
  %158 = add i64 %157, 1
  %159 = getelementptr inbounds i64, ptr %133, i64 %157
  %160 = getelementptr inbounds i64, ptr %133, i64 %158
  %161 = load i64, ptr %159, align 8, !tbaa !12
  %162 = load i64, ptr %160, align 8, !tbaa !12
  %163 = getelementptr inbounds i32, ptr %134, i64 %157
  %164 = getelementptr inbounds i32, ptr %134, i64 %158
  %165 = load i32, ptr %163, align 4, !tbaa !18
  %166 = load i32, ptr %164, align 4, !tbaa !18
  %167 = sext i32 %165 to i64
  %168 = sext i32 %166 to i64
  %169 = getelementptr inbounds i64, ptr %2, i64 %167
  %170 = getelementptr inbounds i64, ptr %2, i64 %168
  %171 = load i64, ptr %169, align 8, !tbaa !12
  %172 = load i64, ptr %170, align 8, !tbaa !12
  %173 = mul nsw i64 %171, %161
  %174 = mul nsw i64 %172, %162
  %175 = add i64 %173, %155
  %176 = add i64 %174, %156
  %177 = add nuw i64 %154, 2
  %178 = icmp eq i64 %177, %151
  br i1 %178, label %179, label %153, !llvm.loop !25

179:                                              ; preds = %153
  %180 = add i64 %176, %175
  %181 = icmp eq i64 %145, %151
  br i1 %181, label %182, label %147

182:                                              ; preds = %186, %179, %135
  %183 = phi i64 [ 0, %135 ], [ %180, %179 ], [ %197, %186 ]
  %184 = getelementptr inbounds i64, ptr %4, i64 %137
  store i64 %183, ptr %184, align 8, !tbaa !12
  %185 = icmp eq i64 %138, %131
  br i1 %185, label %125, label %135, !llvm.loop !23

186:                                              ; preds = %147, %186
  %187 = phi i64 [ %198, %186 ], [ %148, %147 ]
  %188 = phi i64 [ %197, %186 ], [ %149, %147 ]
  %189 = getelementptr inbounds i64, ptr %133, i64 %187
  %190 = load i64, ptr %189, align 8, !tbaa !12
  %191 = getelementptr inbounds i32, ptr %134, i64 %187
  %192 = load i32, ptr %191, align 4, !tbaa !18
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i64, ptr %2, i64 %193
  %195 = load i64, ptr %194, align 8, !tbaa !12
  %196 = mul nsw i64 %195, %190
  %197 = add nsw i64 %196, %188
  %198 = add nsw i64 %187, 1
  %199 = icmp eq i64 %198, %144
  br i1 %199, label %182, label %186, !llvm.loop !26

200:                                              ; preds = %321
  %201 = getelementptr inbounds i8, ptr %5, i64 4
  %202 = load i32, ptr %201, align 4, !tbaa !6
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %329, i32 noundef %333, i32 noundef %202)
  %204 = sext i32 %46 to i64
  %205 = tail call noalias ptr @calloc(i64 noundef %204, i64 noundef 8) #8
  %206 = getelementptr inbounds i8, ptr %1, i64 8
  %207 = load ptr, ptr %206, align 8, !tbaa !21
  %208 = getelementptr inbounds i8, ptr %1, i64 24
  br i1 %47, label %219, label %209

209:                                              ; preds = %200
  %210 = getelementptr inbounds i8, ptr %1, i64 16
  %211 = load ptr, ptr %210, align 8, !tbaa !27
  %212 = load ptr, ptr %208, align 8, !tbaa !28
  %213 = getelementptr inbounds i8, ptr %5, i64 8
  %214 = load ptr, ptr %213, align 8, !tbaa !21
  %215 = getelementptr inbounds i8, ptr %5, i64 16
  %216 = load ptr, ptr %215, align 8, !tbaa !27
  %217 = getelementptr inbounds i8, ptr %5, i64 24
  %218 = load ptr, ptr %217, align 8, !tbaa !28
  br label %303

219:                                              ; preds = %200
  %220 = getelementptr inbounds i8, ptr %5, i64 8
  %221 = getelementptr inbounds i8, ptr %1, i64 16
  %222 = getelementptr inbounds i8, ptr %5, i64 24
  %223 = getelementptr inbounds i8, ptr %5, i64 16
  %224 = zext nneg i32 %46 to i64
  %225 = load i32, ptr %207, align 4, !tbaa !18
  %226 = load ptr, ptr %220, align 8
  %227 = load ptr, ptr %221, align 8
  %228 = load ptr, ptr %208, align 8
  %229 = load ptr, ptr %222, align 8
  %230 = load ptr, ptr %223, align 8
  br label %238

231:                                              ; preds = %298
  %232 = icmp eq i64 %243, %224
  br i1 %232, label %233, label %238, !llvm.loop !29

233:                                              ; preds = %231
  %234 = mul nsw i64 %300, 1000
  %235 = srem i32 %301, 1000
  %236 = sext i32 %235 to i64
  %237 = add nsw i64 %234, %236
  br label %303

238:                                              ; preds = %231, %219
  %239 = phi i32 [ %225, %219 ], [ %245, %231 ]
  %240 = phi i64 [ 0, %219 ], [ %243, %231 ]
  %241 = phi i32 [ 0, %219 ], [ %301, %231 ]
  %242 = phi i64 [ 0, %219 ], [ %300, %231 ]
  %243 = add nuw nsw i64 %240, 1
  %244 = getelementptr inbounds i32, ptr %207, i64 %243
  %245 = load i32, ptr %244, align 4, !tbaa !18
  %246 = icmp slt i32 %239, %245
  br i1 %246, label %248, label %247

247:                                              ; preds = %266, %238
  br label %282

248:                                              ; preds = %238
  %249 = sext i32 %239 to i64
  %250 = sext i32 %245 to i64
  br label %251

251:                                              ; preds = %266, %248
  %252 = phi i64 [ %249, %248 ], [ %267, %266 ]
  %253 = getelementptr inbounds i32, ptr %227, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !18
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds i32, ptr %226, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !18
  %258 = getelementptr i8, ptr %256, i64 4
  %259 = load i32, ptr %258, align 4, !tbaa !18
  %260 = icmp slt i32 %257, %259
  br i1 %260, label %261, label %266

261:                                              ; preds = %251
  %262 = getelementptr inbounds i64, ptr %228, i64 %252
  %263 = load i64, ptr %262, align 8, !tbaa !12
  %264 = sext i32 %257 to i64
  %265 = sext i32 %259 to i64
  br label %269

266:                                              ; preds = %269, %251
  %267 = add nsw i64 %252, 1
  %268 = icmp eq i64 %267, %250
  br i1 %268, label %247, label %251, !llvm.loop !30

269:                                              ; preds = %269, %261
  %270 = phi i64 [ %264, %261 ], [ %280, %269 ]
  %271 = getelementptr inbounds i64, ptr %229, i64 %270
  %272 = load i64, ptr %271, align 8, !tbaa !12
  %273 = mul nsw i64 %272, %263
  %274 = getelementptr inbounds i32, ptr %230, i64 %270
  %275 = load i32, ptr %274, align 4, !tbaa !18
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds i64, ptr %205, i64 %276
  %278 = load i64, ptr %277, align 8, !tbaa !12
  %279 = add nsw i64 %278, %273
  store i64 %279, ptr %277, align 8, !tbaa !12
  %280 = add nsw i64 %270, 1
  %281 = icmp eq i64 %280, %265
  br i1 %281, label %266, label %269, !llvm.loop !31

282:                                              ; preds = %247, %298
  %283 = phi i64 [ %299, %298 ], [ 0, %247 ]
  %284 = phi i32 [ %301, %298 ], [ %241, %247 ]
  %285 = phi i64 [ %300, %298 ], [ %242, %247 ]
  %286 = getelementptr inbounds i64, ptr %205, i64 %283
  %287 = load i64, ptr %286, align 8, !tbaa !12
  %288 = icmp eq i64 %287, 0
  br i1 %288, label %289, label %291

289:                                              ; preds = %282
  %290 = add nuw nsw i64 %283, 1
  br label %298

291:                                              ; preds = %282
  %292 = mul nsw i64 %285, 31
  %293 = add nuw nsw i64 %283, 1
  %294 = mul nsw i64 %287, %293
  %295 = add nsw i64 %294, %292
  %296 = srem i64 %295, 1000000007
  %297 = add nsw i32 %284, 1
  store i64 0, ptr %286, align 8, !tbaa !12
  br label %298

298:                                              ; preds = %291, %289
  %299 = phi i64 [ %290, %289 ], [ %293, %291 ]
  %300 = phi i64 [ %285, %289 ], [ %296, %291 ]
  %301 = phi i32 [ %284, %289 ], [ %297, %291 ]
  %302 = icmp eq i64 %299, %224
  br i1 %302, label %231, label %282, !llvm.loop !32

303:                                              ; preds = %209, %233
  %304 = phi ptr [ %218, %209 ], [ %229, %233 ]
  %305 = phi ptr [ %216, %209 ], [ %230, %233 ]
  %306 = phi ptr [ %214, %209 ], [ %226, %233 ]
  %307 = phi ptr [ %212, %209 ], [ %228, %233 ]
  %308 = phi ptr [ %211, %209 ], [ %227, %233 ]
  %309 = phi i64 [ 0, %209 ], [ %237, %233 ]
  tail call void @free(ptr noundef %205) #7
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %309)
  tail call void @free(ptr noundef %207) #7
  tail call void @free(ptr noundef %308) #7
  tail call void @free(ptr noundef %307) #7
  tail call void @free(ptr noundef %306) #7
  tail call void @free(ptr noundef %305) #7
  tail call void @free(ptr noundef %304) #7
  %311 = getelementptr inbounds i8, ptr %6, i64 8
  %312 = load ptr, ptr %311, align 8, !tbaa !21
  tail call void @free(ptr noundef %312) #7
  %313 = getelementptr inbounds i8, ptr %6, i64 16
  %314 = load ptr, ptr %313, align 8, !tbaa !27
  tail call void @free(ptr noundef %314) #7
  %315 = getelementptr inbounds i8, ptr %6, i64 24
  %316 = load ptr, ptr %315, align 8, !tbaa !28
  tail call void @free(ptr noundef %316) #7
  %317 = icmp eq i32 %333, 0
  %318 = trunc i64 %329 to i32
  %319 = and i32 %318, 127
  %320 = select i1 %317, i32 100, i32 %319
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  ret i32 %320

321:                                              ; preds = %125, %321
  %322 = phi i64 [ %327, %321 ], [ 0, %125 ]
  %323 = phi i32 [ %333, %321 ], [ 1, %125 ]
  %324 = phi i64 [ %329, %321 ], [ 0, %125 ]
  %325 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %322
  %326 = load i64, ptr %325, align 8, !tbaa !12
  %327 = add nuw nsw i64 %322, 1
  %328 = mul nsw i64 %326, %327
  %329 = add nsw i64 %328, %324
  %330 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %322
  %331 = load i64, ptr %330, align 8, !tbaa !12
  %332 = icmp eq i64 %326, %331
  %333 = select i1 %332, i32 %323, i32 0
  %334 = icmp eq i64 %327, 300
  br i1 %334, label %200, label %321, !llvm.loop !33
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @from_triplets(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) unnamed_addr #0 {
  store i32 %1, ptr %0, align 8, !tbaa !20
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 0, ptr %7, align 4, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = sext i32 %1 to i64
  %10 = add nsw i64 %9, 1
  %11 = tail call noalias ptr @calloc(i64 noundef %10, i64 noundef 4) #8
  store ptr %11, ptr %8, align 8, !tbaa !21
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = sext i32 %2 to i64
  %14 = shl nsw i64 %13, 2
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #9
  store ptr %15, ptr %12, align 8, !tbaa !27
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = shl nsw i64 %13, 3
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #9
  store ptr %18, ptr %16, align 8, !tbaa !28
  %19 = getelementptr i8, ptr %11, i64 4
  %20 = icmp sgt i32 %2, 0
  br i1 %20, label %21, label %23

21:                                               ; preds = %6
  %22 = zext nneg i32 %2 to i64
  br label %28

23:                                               ; preds = %28, %6
  %24 = icmp sgt i32 %1, 0
  br i1 %24, label %25, label %38

25:                                               ; preds = %23
  %26 = zext nneg i32 %1 to i64
  %27 = load i32, ptr %11, align 4, !tbaa !18
  br label %43

28:                                               ; preds = %21, %28
  %29 = phi i64 [ 0, %21 ], [ %36, %28 ]
  %30 = getelementptr inbounds i32, ptr %3, i64 %29
  %31 = load i32, ptr %30, align 4, !tbaa !18
  %32 = sext i32 %31 to i64
  %33 = getelementptr i32, ptr %19, i64 %32
  %34 = load i32, ptr %33, align 4, !tbaa !18
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %33, align 4, !tbaa !18
  %36 = add nuw nsw i64 %29, 1
  %37 = icmp eq i64 %36, %22
  br i1 %37, label %23, label %28, !llvm.loop !34

38:                                               ; preds = %43, %23
  %39 = shl nsw i64 %9, 2
  %40 = tail call noalias ptr @malloc(i64 noundef %39) #9
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %40, ptr align 4 %11, i64 %39, i1 false)
  br i1 %20, label %41, label %51

41:                                               ; preds = %38
  %42 = zext nneg i32 %2 to i64
  br label %55

43:                                               ; preds = %25, %43
  %44 = phi i32 [ %27, %25 ], [ %49, %43 ]
  %45 = phi i64 [ 0, %25 ], [ %46, %43 ]
  %46 = add nuw nsw i64 %45, 1
  %47 = getelementptr inbounds i32, ptr %11, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !18
  %49 = add nsw i32 %48, %44
  store i32 %49, ptr %47, align 4, !tbaa !18
  %50 = icmp eq i64 %46, %26
  br i1 %50, label %38, label %43, !llvm.loop !35

51:                                               ; preds = %55, %38
  tail call void @free(ptr noundef %40) #7
  br i1 %24, label %52, label %75

52:                                               ; preds = %51
  %53 = zext nneg i32 %1 to i64
  %54 = load i32, ptr %11, align 4, !tbaa !18
  br label %78

55:                                               ; preds = %41, %55
  %56 = phi i64 [ 0, %41 ], [ %70, %55 ]
  %57 = getelementptr inbounds i32, ptr %3, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !18
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %40, i64 %59
  %61 = load i32, ptr %60, align 4, !tbaa !18
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !18
  %63 = getelementptr inbounds i32, ptr %4, i64 %56
  %64 = load i32, ptr %63, align 4, !tbaa !18
  %65 = sext i32 %61 to i64
  %66 = getelementptr inbounds i32, ptr %15, i64 %65
  store i32 %64, ptr %66, align 4, !tbaa !18
  %67 = getelementptr inbounds i64, ptr %5, i64 %56
  %68 = load i64, ptr %67, align 8, !tbaa !12
  %69 = getelementptr inbounds i64, ptr %18, i64 %65
  store i64 %68, ptr %69, align 8, !tbaa !12
  %70 = add nuw nsw i64 %56, 1
  %71 = icmp eq i64 %70, %42
  br i1 %71, label %51, label %55, !llvm.loop !36

72:                                               ; preds = %160, %92
  %73 = phi i32 [ %81, %92 ], [ %161, %160 ]
  %74 = icmp eq i64 %83, %53
  br i1 %74, label %75, label %78, !llvm.loop !37

75:                                               ; preds = %72, %51
  %76 = phi i32 [ 0, %51 ], [ %73, %72 ]
  %77 = getelementptr inbounds i32, ptr %11, i64 %9
  store i32 %76, ptr %77, align 4, !tbaa !18
  store i32 %76, ptr %7, align 4, !tbaa !6
  ret void

78:                                               ; preds = %52, %72
  %79 = phi i32 [ %54, %52 ], [ %85, %72 ]
  %80 = phi i64 [ 0, %52 ], [ %83, %72 ]
  %81 = phi i32 [ 0, %52 ], [ %73, %72 ]
  %82 = getelementptr inbounds i32, ptr %11, i64 %80
  %83 = add nuw nsw i64 %80, 1
  %84 = getelementptr inbounds i32, ptr %11, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !18
  %86 = add nsw i32 %79, 1
  %87 = icmp slt i32 %86, %85
  br i1 %87, label %88, label %92

88:                                               ; preds = %78
  %89 = sext i32 %79 to i64
  %90 = add i32 %79, -1
  %91 = add nsw i64 %89, 1
  br label %97

92:                                               ; preds = %121, %78
  store i32 %81, ptr %82, align 4, !tbaa !18
  %93 = icmp slt i32 %79, %85
  br i1 %93, label %94, label %72

94:                                               ; preds = %92
  %95 = sext i32 %79 to i64
  %96 = sext i32 %85 to i64
  br label %131

97:                                               ; preds = %88, %121
  %98 = phi i64 [ %91, %88 ], [ %127, %121 ]
  %99 = phi i64 [ %89, %88 ], [ %128, %121 ]
  %100 = trunc i64 %99 to i32
  %101 = getelementptr inbounds i32, ptr %15, i64 %98
  %102 = load i32, ptr %101, align 4, !tbaa !18
  %103 = getelementptr inbounds i64, ptr %18, i64 %98
  %104 = load i64, ptr %103, align 8, !tbaa !12
  %105 = icmp sgt i32 %79, %100
  br i1 %105, label %121, label %106

106:                                              ; preds = %97, %111
  %107 = phi i64 [ %117, %111 ], [ %99, %97 ]
  %108 = getelementptr inbounds i32, ptr %15, i64 %107
  %109 = load i32, ptr %108, align 4, !tbaa !18
  %110 = icmp sgt i32 %109, %102
  br i1 %110, label %111, label %119

111:                                              ; preds = %106
  %112 = add nsw i64 %107, 1
  %113 = getelementptr inbounds i32, ptr %15, i64 %112
  store i32 %109, ptr %113, align 4, !tbaa !18
  %114 = getelementptr inbounds i64, ptr %18, i64 %107
  %115 = load i64, ptr %114, align 8, !tbaa !12
  %116 = getelementptr inbounds i64, ptr %18, i64 %112
  store i64 %115, ptr %116, align 8, !tbaa !12
  %117 = add nsw i64 %107, -1
  %118 = icmp sgt i64 %107, %89
  br i1 %118, label %106, label %121, !llvm.loop !38

119:                                              ; preds = %106
  %120 = trunc nsw i64 %107 to i32
  br label %121

121:                                              ; preds = %111, %119, %97
  %122 = phi i32 [ %100, %97 ], [ %120, %119 ], [ %90, %111 ]
  %123 = add nsw i32 %122, 1
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds i32, ptr %15, i64 %124
  store i32 %102, ptr %125, align 4, !tbaa !18
  %126 = getelementptr inbounds i64, ptr %18, i64 %124
  store i64 %104, ptr %126, align 8, !tbaa !12
  %127 = add nsw i64 %98, 1
  %128 = add nsw i64 %99, 1
  %129 = trunc i64 %127 to i32
  %130 = icmp eq i32 %85, %129
  br i1 %130, label %92, label %97, !llvm.loop !39

131:                                              ; preds = %94, %160
  %132 = phi i64 [ %95, %94 ], [ %162, %160 ]
  %133 = phi i32 [ %81, %94 ], [ %161, %160 ]
  %134 = icmp sgt i32 %133, %81
  br i1 %134, label %138, label %135

135:                                              ; preds = %131
  %136 = getelementptr inbounds i32, ptr %15, i64 %132
  %137 = load i32, ptr %136, align 4, !tbaa !18
  br label %152

138:                                              ; preds = %131
  %139 = add nsw i32 %133, -1
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %15, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !18
  %143 = getelementptr inbounds i32, ptr %15, i64 %132
  %144 = load i32, ptr %143, align 4, !tbaa !18
  %145 = icmp eq i32 %142, %144
  br i1 %145, label %146, label %152

146:                                              ; preds = %138
  %147 = getelementptr inbounds i64, ptr %18, i64 %132
  %148 = load i64, ptr %147, align 8, !tbaa !12
  %149 = getelementptr inbounds i64, ptr %18, i64 %140
  %150 = load i64, ptr %149, align 8, !tbaa !12
  %151 = add nsw i64 %150, %148
  store i64 %151, ptr %149, align 8, !tbaa !12
  br label %160

152:                                              ; preds = %135, %138
  %153 = phi i32 [ %137, %135 ], [ %144, %138 ]
  %154 = sext i32 %133 to i64
  %155 = getelementptr inbounds i32, ptr %15, i64 %154
  store i32 %153, ptr %155, align 4, !tbaa !18
  %156 = getelementptr inbounds i64, ptr %18, i64 %132
  %157 = load i64, ptr %156, align 8, !tbaa !12
  %158 = getelementptr inbounds i64, ptr %18, i64 %154
  store i64 %157, ptr %158, align 8, !tbaa !12
  %159 = add nsw i32 %133, 1
  br label %160

160:                                              ; preds = %146, %152
  %161 = phi i32 [ %133, %146 ], [ %159, %152 ]
  %162 = add nsw i64 %132, 1
  %163 = icmp eq i64 %162, %96
  br i1 %163, label %72, label %131, !llvm.loop !40
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @transpose(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !6
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #9
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #9
  %9 = load i32, ptr %1, align 8, !tbaa !20
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !21
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = zext nneg i32 %9 to i64
  %16 = load i32, ptr %13, align 4, !tbaa !18
  br label %22

17:                                               ; preds = %60, %56, %22
  %18 = icmp eq i64 %25, %15
  br i1 %18, label %19, label %22, !llvm.loop !41

19:                                               ; preds = %17, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !28
  tail call fastcc void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %0, i32 noundef %9, i32 noundef %4, ptr noundef %7, ptr noundef %8, ptr noundef %21)
  tail call void @free(ptr noundef %7) #7
  tail call void @free(ptr noundef %8) #7
  ret void

22:                                               ; preds = %11, %17
  %23 = phi i32 [ %16, %11 ], [ %27, %17 ]
  %24 = phi i64 [ 0, %11 ], [ %25, %17 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = getelementptr inbounds i32, ptr %13, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !18
  %28 = icmp slt i32 %23, %27
  br i1 %28, label %29, label %17

29:                                               ; preds = %22
  %30 = load ptr, ptr %14, align 8, !tbaa !27
  %31 = sext i32 %23 to i64
  %32 = shl nsw i64 %31, 2
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = getelementptr i8, ptr %30, i64 %32
  %35 = xor i32 %23, -1
  %36 = add i32 %27, %35
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add nuw nsw i64 %38, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %33, ptr noundef nonnull align 4 dereferenceable(1) %34, i64 %39, i1 false), !tbaa !18
  %40 = sext i32 %27 to i64
  %41 = trunc nuw nsw i64 %24 to i32
  %42 = sub nsw i64 %40, %31
  %43 = icmp ult i64 %42, 8
  br i1 %43, label %58, label %44

44:                                               ; preds = %29
  %45 = and i64 %42, -8
  %46 = add nsw i64 %45, %31
  %47 = insertelement <4 x i32> poison, i32 %41, i64 0
  %48 = shufflevector <4 x i32> %47, <4 x i32> poison, <4 x i32> zeroinitializer
  %49 = getelementptr i32, ptr %8, i64 %31
  br label %50

50:                                               ; preds = %50, %44
  %51 = phi i64 [ 0, %44 ], [ %54, %50 ]
  %52 = getelementptr i32, ptr %49, i64 %51
  %53 = getelementptr inbounds i8, ptr %52, i64 16
  store <4 x i32> %48, ptr %52, align 4, !tbaa !18
  store <4 x i32> %48, ptr %53, align 4, !tbaa !18
  %54 = add nuw i64 %51, 8
  %55 = icmp eq i64 %54, %45
  br i1 %55, label %56, label %50, !llvm.loop !42

56:                                               ; preds = %50
  %57 = icmp eq i64 %42, %45
  br i1 %57, label %17, label %58

58:                                               ; preds = %56, %29
  %59 = phi i64 [ %31, %29 ], [ %46, %56 ]
  br label %60

60:                                               ; preds = %58, %60
  %61 = phi i64 [ %63, %60 ], [ %59, %58 ]
  %62 = getelementptr inbounds i32, ptr %8, i64 %61
  store i32 %41, ptr %62, align 4, !tbaa !18
  %63 = add nsw i64 %61, 1
  %64 = icmp eq i64 %63, %40
  br i1 %64, label %17, label %60, !llvm.loop !43
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 4}
!7 = !{!"", !8, i64 0, !8, i64 4, !11, i64 8, !11, i64 16, !11, i64 24}
!8 = !{!"int", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"any pointer", !9, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !9, i64 0}
!14 = distinct !{!14, !15, !16, !17}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!8, !8, i64 0}
!19 = distinct !{!19, !15}
!20 = !{!7, !8, i64 0}
!21 = !{!7, !11, i64 8}
!22 = distinct !{!22, !15, !16, !17}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15, !16}
!25 = distinct !{!25, !15, !16, !17}
!26 = distinct !{!26, !15, !16}
!27 = !{!7, !11, i64 16}
!28 = !{!7, !11, i64 24}
!29 = distinct !{!29, !15}
!30 = distinct !{!30, !15}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15, !16, !17}
!43 = distinct !{!43, !15, !17, !16}
