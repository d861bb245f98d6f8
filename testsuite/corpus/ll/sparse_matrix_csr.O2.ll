; ModuleID = 'programs/sparse_matrix_csr.c'
source_filename = "programs/sparse_matrix_csr.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.csr = type { i32, i32, ptr, ptr, ptr }

@main.r = internal global [3000 x i32] zeroinitializer, align 16
@main.c = internal global [3000 x i32] zeroinitializer, align 16
@main.v = internal global [3000 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [30 x i8] c"nnz after merge=%d (from %d)\0A\00", align 1
@.str.1 = private unnamed_addr constant [52 x i8] c"spmv checksum=%ld transpose twice same=%d T.nnz=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [18 x i8] c"A*T checksum=%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.csr, align 8
  %2 = alloca [300 x i64], align 16
  %3 = alloca [300 x i64], align 16
  %4 = alloca [300 x i64], align 16
  %5 = alloca %struct.csr, align 8
  %6 = alloca %struct.csr, align 8
  br label %26

7:                                                ; preds = %26
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #7
  call fastcc void @from_triplets(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %1, i32 noundef 300, i32 noundef 3000, ptr noundef nonnull @main.r, ptr noundef nonnull @main.c, ptr noundef nonnull @main.v)
  %8 = getelementptr inbounds i8, ptr %1, i64 4
  %9 = load i32, ptr %8, align 4, !tbaa !5
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef 3000)
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %3) #7
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %4) #7
  br label %11

11:                                               ; preds = %11, %7
  %12 = phi i64 [ 0, %7 ], [ %23, %11 ]
  %13 = phi <2 x i16> [ <i16 0, i16 1>, %7 ], [ %24, %11 ]
  %14 = add <2 x i16> %13, <i16 2, i16 2>
  %15 = urem <2 x i16> %13, <i16 7, i16 7>
  %16 = urem <2 x i16> %14, <i16 7, i16 7>
  %17 = zext nneg <2 x i16> %15 to <2 x i64>
  %18 = zext nneg <2 x i16> %16 to <2 x i64>
  %19 = add nsw <2 x i64> %17, <i64 -3, i64 -3>
  %20 = add nsw <2 x i64> %18, <i64 -3, i64 -3>
  %21 = getelementptr inbounds [300 x i64], ptr %2, i64 0, i64 %12
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <2 x i64> %19, ptr %21, align 16, !tbaa !11
  store <2 x i64> %20, ptr %22, align 16, !tbaa !11
  %23 = add nuw i64 %12, 4
  %24 = add <2 x i16> %13, <i16 4, i16 4>
  %25 = icmp eq i64 %23, 300
  br i1 %25, label %45, label %11, !llvm.loop !13

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %43, %26 ]
  %28 = phi i32 [ 4242, %0 ], [ %35, %26 ]
  %29 = mul i32 %28, 1103515245
  %30 = add i32 %29, 12345
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 300
  %33 = getelementptr inbounds [3000 x i32], ptr @main.r, i64 0, i64 %27
  store i32 %32, ptr %33, align 4, !tbaa !17
  %34 = mul i32 %30, 1103515245
  %35 = add i32 %34, 12345
  %36 = lshr i32 %35, 8
  %37 = urem i32 %36, 300
  %38 = getelementptr inbounds [3000 x i32], ptr @main.c, i64 0, i64 %27
  store i32 %37, ptr %38, align 4, !tbaa !17
  %39 = urem i32 %35, 19
  %40 = zext nneg i32 %39 to i64
  %41 = add nsw i64 %40, -9
  %42 = getelementptr inbounds [3000 x i64], ptr @main.v, i64 0, i64 %27
  store i64 %41, ptr %42, align 8, !tbaa !11
  %43 = add nuw nsw i64 %27, 1
  %44 = icmp eq i64 %43, 3000
  br i1 %44, label %7, label %26, !llvm.loop !18

45:                                               ; preds = %11
  %46 = load i32, ptr %1, align 8, !tbaa !19
  %47 = icmp sgt i32 %46, 0
  br i1 %47, label %48, label %144

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %1, i64 8
  %50 = load ptr, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %1, i64 24
  %52 = getelementptr inbounds i8, ptr %1, i64 16
  %53 = zext nneg i32 %46 to i64
  %54 = load i32, ptr %50, align 4, !tbaa !17
  %55 = load ptr, ptr %51, align 8
  %56 = load ptr, ptr %52, align 8
  br label %57

57:                                               ; preds = %94, %48
  %58 = phi i32 [ %54, %48 ], [ %62, %94 ]
  %59 = phi i64 [ 0, %48 ], [ %60, %94 ]
  %60 = add nuw nsw i64 %59, 1
  %61 = getelementptr inbounds i32, ptr %50, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !17
  %63 = icmp slt i32 %58, %62
  br i1 %63, label %64, label %94

64:                                               ; preds = %57
  %65 = sext i32 %58 to i64
  %66 = sext i32 %62 to i64
  %67 = sub nsw i64 %66, %65
  %68 = and i64 %67, 3
  %69 = sub nsw i64 %65, %66
  %70 = icmp ugt i64 %69, -4
  br i1 %70, label %73, label %71

71:                                               ; preds = %64
  %72 = and i64 %67, -4
  br label %98

73:                                               ; preds = %98, %64
  %74 = phi i64 [ poison, %64 ], [ %140, %98 ]
  %75 = phi i64 [ %65, %64 ], [ %141, %98 ]
  %76 = phi i64 [ 0, %64 ], [ %140, %98 ]
  %77 = icmp eq i64 %68, 0
  br i1 %77, label %94, label %78

78:                                               ; preds = %73, %78
  %79 = phi i64 [ %91, %78 ], [ %75, %73 ]
  %80 = phi i64 [ %90, %78 ], [ %76, %73 ]
  %81 = phi i64 [ %92, %78 ], [ 0, %73 ]
  %82 = getelementptr inbounds i64, ptr %55, i64 %79
  %83 = load i64, ptr %82, align 8, !tbaa !11
  %84 = getelementptr inbounds i32, ptr %56, i64 %79
  %85 = load i32, ptr %84, align 4, !tbaa !17
  %86 = sext i32 %85 to i64
  %87 = getelementptr inbounds i64, ptr %2, i64 %86
  %88 = load i64, ptr %87, align 8, !tbaa !11
  %89 = mul nsw i64 %88, %83
  %90 = add nsw i64 %89, %80
  %91 = add nsw i64 %79, 1
  %92 = add i64 %81, 1
  %93 = icmp eq i64 %92, %68
  br i1 %93, label %94, label %78, !llvm.loop !21

94:                                               ; preds = %73, %78, %57
  %95 = phi i64 [ 0, %57 ], [ %74, %73 ], [ %90, %78 ]
  %96 = getelementptr inbounds i64, ptr %3, i64 %59
  store i64 %95, ptr %96, align 8, !tbaa !11
  %97 = icmp eq i64 %60, %53
  br i1 %97, label %144, label %57, !llvm.loop !23

98:                                               ; preds = %98, %71
  %99 = phi i64 [ %65, %71 ], [ %141, %98 ]
  %100 = phi i64 [ 0, %71 ], [ %140, %98 ]
  %101 = phi i64 [ 0, %71 ], [ %142, %98 ]
  %102 = getelementptr inbounds i64, ptr %55, i64 %99
  %103 = load i64, ptr %102, align 8, !tbaa !11
  %104 = getelementptr inbounds i32, ptr %56, i64 %99
  %105 = load i32, ptr %104, align 4, !tbaa !17
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds i64, ptr %2, i64 %106
  %108 = load i64, ptr %107, align 8, !tbaa !11
  %109 = mul nsw i64 %108, %103
  %110 = add nsw i64 %109, %100
  %111 = add nsw i64 %99, 1
  %112 = getelementptr inbounds i64, ptr %55, i64 %111
  %113 = load i64, ptr %112, align 8, !tbaa !11
  %114 = getelementptr inbounds i32, ptr %56, i64 %111
  %115 = load i32, ptr %114, align 4, !tbaa !17
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds i64, ptr %2, i64 %116
  %118 = load i64, ptr %117, align 8, !tbaa !11
  %119 = mul nsw i64 %118, %113
  %120 = add nsw i64 %119, %110
  %121 = add nsw i64 %99, 2
  %122 = getelementptr inbounds i64, ptr %55, i64 %121
  %123 = load i64, ptr %122, align 8, !tbaa !11
  %124 = getelementptr inbounds i32, ptr %56, i64 %121
  %125 = load i32, ptr %124, align 4, !tbaa !17
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds i64, ptr %2, i64 %126
  %128 = load i64, ptr %127, align 8, !tbaa !11
  %129 = mul nsw i64 %128, %123
  %130 = add nsw i64 %129, %120
  %131 = add nsw i64 %99, 3
  %132 = getelementptr inbounds i64, ptr %55, i64 %131
  %133 = load i64, ptr %132, align 8, !tbaa !11
  %134 = getelementptr inbounds i32, ptr %56, i64 %131
  %135 = load i32, ptr %134, align 4, !tbaa !17
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i64, ptr %2, i64 %136
  %138 = load i64, ptr %137, align 8, !tbaa !11
  %139 = mul nsw i64 %138, %133
  %140 = add nsw i64 %139, %130
  %141 = add nsw i64 %99, 4
  %142 = add i64 %101, 4
  %143 = icmp eq i64 %142, %72
  br i1 %143, label %73, label %98, !llvm.loop !24

144:                                              ; preds = %94, %45
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %5, ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7
  call fastcc void @transpose(ptr dead_on_unwind nonnull writable sret(%struct.csr) align 8 %6, ptr noundef nonnull %5)
  %145 = load i32, ptr %6, align 8, !tbaa !19
  %146 = icmp sgt i32 %145, 0
  br i1 %146, label %148, label %147

147:                                              ; preds = %194, %144
  br label %393

148:                                              ; preds = %144
  %149 = getelementptr inbounds i8, ptr %6, i64 8
  %150 = load ptr, ptr %149, align 8, !tbaa !20
  %151 = getelementptr inbounds i8, ptr %6, i64 24
  %152 = getelementptr inbounds i8, ptr %6, i64 16
  %153 = zext nneg i32 %145 to i64
  %154 = load i32, ptr %150, align 4, !tbaa !17
  %155 = load ptr, ptr %151, align 8
  %156 = load ptr, ptr %152, align 8
  br label %157

157:                                              ; preds = %194, %148
  %158 = phi i32 [ %154, %148 ], [ %162, %194 ]
  %159 = phi i64 [ 0, %148 ], [ %160, %194 ]
  %160 = add nuw nsw i64 %159, 1
  %161 = getelementptr inbounds i32, ptr %150, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !17
  %163 = icmp slt i32 %158, %162
  br i1 %163, label %164, label %194

164:                                              ; preds = %157
  %165 = sext i32 %158 to i64
  %166 = sext i32 %162 to i64
  %167 = sub nsw i64 %166, %165
  %168 = and i64 %167, 3
  %169 = sub nsw i64 %165, %166
  %170 = icmp ugt i64 %169, -4
  br i1 %170, label %173, label %171

171:                                              ; preds = %164
  %172 = and i64 %167, -4
  br label %198

173:                                              ; preds = %198, %164
  %174 = phi i64 [ poison, %164 ], [ %240, %198 ]
  %175 = phi i64 [ %165, %164 ], [ %241, %198 ]
  %176 = phi i64 [ 0, %164 ], [ %240, %198 ]
  %177 = icmp eq i64 %168, 0
  br i1 %177, label %194, label %178

178:                                              ; preds = %173, %178
  %179 = phi i64 [ %191, %178 ], [ %175, %173 ]
  %180 = phi i64 [ %190, %178 ], [ %176, %173 ]
  %181 = phi i64 [ %192, %178 ], [ 0, %173 ]
  %182 = getelementptr inbounds i64, ptr %155, i64 %179
  %183 = load i64, ptr %182, align 8, !tbaa !11
  %184 = getelementptr inbounds i32, ptr %156, i64 %179
  %185 = load i32, ptr %184, align 4, !tbaa !17
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i64, ptr %2, i64 %186
  %188 = load i64, ptr %187, align 8, !tbaa !11
  %189 = mul nsw i64 %188, %183
  %190 = add nsw i64 %189, %180
  %191 = add nsw i64 %179, 1
  %192 = add i64 %181, 1
  %193 = icmp eq i64 %192, %168
  br i1 %193, label %194, label %178, !llvm.loop !25

194:                                              ; preds = %173, %178, %157
  %195 = phi i64 [ 0, %157 ], [ %174, %173 ], [ %190, %178 ]
  %196 = getelementptr inbounds i64, ptr %4, i64 %159
  store i64 %195, ptr %196, align 8, !tbaa !11
  %197 = icmp eq i64 %160, %153
  br i1 %197, label %147, label %157, !llvm.loop !23

198:                                              ; preds = %198, %171
  %199 = phi i64 [ %165, %171 ], [ %241, %198 ]
  %200 = phi i64 [ 0, %171 ], [ %240, %198 ]
  %201 = phi i64 [ 0, %171 ], [ %242, %198 ]
  %202 = getelementptr inbounds i64, ptr %155, i64 %199
  %203 = load i64, ptr %202, align 8, !tbaa !11
  %204 = getelementptr inbounds i32, ptr %156, i64 %199
  %205 = load i32, ptr %204, align 4, !tbaa !17
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i64, ptr %2, i64 %206
  %208 = load i64, ptr %207, align 8, !tbaa !11
  %209 = mul nsw i64 %208, %203
  %210 = add nsw i64 %209, %200
  %211 = add nsw i64 %199, 1
  %212 = getelementptr inbounds i64, ptr %155, i64 %211
  %213 = load i64, ptr %212, align 8, !tbaa !11
  %214 = getelementptr inbounds i32, ptr %156, i64 %211
  %215 = load i32, ptr %214, align 4, !tbaa !17
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds i64, ptr %2, i64 %216
  %218 = load i64, ptr %217, align 8, !tbaa !11
  %219 = mul nsw i64 %218, %213
  %220 = add nsw i64 %219, %210
  %221 = add nsw i64 %199, 2
  %222 = getelementptr inbounds i64, ptr %155, i64 %221
  %223 = load i64, ptr %222, align 8, !tbaa !11
  %224 = getelementptr inbounds i32, ptr %156, i64 %221
  %225 = load i32, ptr %224, align 4, !tbaa !17
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i64, ptr %2, i64 %226
  %228 = load i64, ptr %227, align 8, !tbaa !11
  %229 = mul nsw i64 %228, %223
  %230 = add nsw i64 %229, %220
  %231 = add nsw i64 %199, 3
  %232 = getelementptr inbounds i64, ptr %155, i64 %231
  %233 = load i64, ptr %232, align 8, !tbaa !11
  %234 = getelementptr inbounds i32, ptr %156, i64 %231
  %235 = load i32, ptr %234, align 4, !tbaa !17
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds i64, ptr %2, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !11
  %239 = mul nsw i64 %238, %233
  %240 = add nsw i64 %239, %230
  %241 = add nsw i64 %199, 4
  %242 = add i64 %201, 4
  %243 = icmp eq i64 %242, %172
  br i1 %243, label %173, label %198, !llvm.loop !24

244:                                              ; preds = %393
  %245 = getelementptr inbounds i8, ptr %5, i64 4
  %246 = load i32, ptr %245, align 4, !tbaa !5
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %417, i32 noundef %423, i32 noundef %246)
  %248 = sext i32 %46 to i64
  %249 = tail call noalias ptr @calloc(i64 noundef %248, i64 noundef 8) #8
  %250 = getelementptr inbounds i8, ptr %1, i64 8
  %251 = load ptr, ptr %250, align 8, !tbaa !20
  %252 = getelementptr inbounds i8, ptr %1, i64 24
  br i1 %47, label %263, label %253

253:                                              ; preds = %244
  %254 = getelementptr inbounds i8, ptr %1, i64 16
  %255 = load ptr, ptr %254, align 8, !tbaa !26
  %256 = load ptr, ptr %252, align 8, !tbaa !27
  %257 = getelementptr inbounds i8, ptr %5, i64 8
  %258 = load ptr, ptr %257, align 8, !tbaa !20
  %259 = getelementptr inbounds i8, ptr %5, i64 16
  %260 = load ptr, ptr %259, align 8, !tbaa !26
  %261 = getelementptr inbounds i8, ptr %5, i64 24
  %262 = load ptr, ptr %261, align 8, !tbaa !27
  br label %375

263:                                              ; preds = %244
  %264 = getelementptr inbounds i8, ptr %5, i64 8
  %265 = getelementptr inbounds i8, ptr %1, i64 16
  %266 = getelementptr inbounds i8, ptr %5, i64 24
  %267 = getelementptr inbounds i8, ptr %5, i64 16
  %268 = zext nneg i32 %46 to i64
  %269 = load i32, ptr %251, align 4, !tbaa !17
  %270 = load ptr, ptr %264, align 8
  %271 = load ptr, ptr %265, align 8
  %272 = load ptr, ptr %252, align 8
  %273 = load ptr, ptr %266, align 8
  %274 = load ptr, ptr %267, align 8
  br label %282

275:                                              ; preds = %370
  %276 = icmp eq i64 %287, %268
  br i1 %276, label %277, label %282, !llvm.loop !28

277:                                              ; preds = %275
  %278 = mul nsw i64 %372, 1000
  %279 = srem i32 %373, 1000
  %280 = sext i32 %279 to i64
  %281 = add nsw i64 %278, %280
  br label %375

282:                                              ; preds = %275, %263
  %283 = phi i32 [ %269, %263 ], [ %289, %275 ]
  %284 = phi i64 [ 0, %263 ], [ %287, %275 ]
  %285 = phi i32 [ 0, %263 ], [ %373, %275 ]
  %286 = phi i64 [ 0, %263 ], [ %372, %275 ]
  %287 = add nuw nsw i64 %284, 1
  %288 = getelementptr inbounds i32, ptr %251, i64 %287
  %289 = load i32, ptr %288, align 4, !tbaa !17
  %290 = icmp slt i32 %283, %289
  br i1 %290, label %292, label %291

291:                                              ; preds = %328, %282
  br label %354

292:                                              ; preds = %282
  %293 = sext i32 %283 to i64
  %294 = sext i32 %289 to i64
  br label %295

295:                                              ; preds = %328, %292
  %296 = phi i64 [ %293, %292 ], [ %329, %328 ]
  %297 = getelementptr inbounds i32, ptr %271, i64 %296
  %298 = load i32, ptr %297, align 4, !tbaa !17
  %299 = sext i32 %298 to i64
  %300 = getelementptr inbounds i32, ptr %270, i64 %299
  %301 = load i32, ptr %300, align 4, !tbaa !17
  %302 = getelementptr i8, ptr %300, i64 4
  %303 = load i32, ptr %302, align 4, !tbaa !17
  %304 = icmp slt i32 %301, %303
  br i1 %304, label %305, label %328

305:                                              ; preds = %295
  %306 = getelementptr inbounds i64, ptr %272, i64 %296
  %307 = load i64, ptr %306, align 8, !tbaa !11
  %308 = sext i32 %301 to i64
  %309 = sext i32 %303 to i64
  %310 = sub nsw i64 %309, %308
  %311 = and i64 %310, 1
  %312 = icmp eq i64 %311, 0
  br i1 %312, label %324, label %313

313:                                              ; preds = %305
  %314 = getelementptr inbounds i64, ptr %273, i64 %308
  %315 = load i64, ptr %314, align 8, !tbaa !11
  %316 = mul nsw i64 %315, %307
  %317 = getelementptr inbounds i32, ptr %274, i64 %308
  %318 = load i32, ptr %317, align 4, !tbaa !17
  %319 = sext i32 %318 to i64
  %320 = getelementptr inbounds i64, ptr %249, i64 %319
  %321 = load i64, ptr %320, align 8, !tbaa !11
  %322 = add nsw i64 %321, %316
  store i64 %322, ptr %320, align 8, !tbaa !11
  %323 = add nsw i64 %308, 1
  br label %324

324:                                              ; preds = %313, %305
  %325 = phi i64 [ %308, %305 ], [ %323, %313 ]
  %326 = add nsw i64 %309, -1
  %327 = icmp eq i64 %326, %308
  br i1 %327, label %328, label %331

328:                                              ; preds = %324, %331, %295
  %329 = add nsw i64 %296, 1
  %330 = icmp eq i64 %329, %294
  br i1 %330, label %291, label %295, !llvm.loop !29

331:                                              ; preds = %324, %331
  %332 = phi i64 [ %352, %331 ], [ %325, %324 ]
  %333 = getelementptr inbounds i64, ptr %273, i64 %332
  %334 = load i64, ptr %333, align 8, !tbaa !11
  %335 = mul nsw i64 %334, %307
  %336 = getelementptr inbounds i32, ptr %274, i64 %332
  %337 = load i32, ptr %336, align 4, !tbaa !17
  %338 = sext i32 %337 to i64
  %339 = getelementptr inbounds i64, ptr %249, i64 %338
  %340 = load i64, ptr %339, align 8, !tbaa !11
  %341 = add nsw i64 %340, %335
  store i64 %341, ptr %339, align 8, !tbaa !11
  %342 = add nsw i64 %332, 1
  %343 = getelementptr inbounds i64, ptr %273, i64 %342
  %344 = load i64, ptr %343, align 8, !tbaa !11
  %345 = mul nsw i64 %344, %307
  %346 = getelementptr inbounds i32, ptr %274, i64 %342
  %347 = load i32, ptr %346, align 4, !tbaa !17
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds i64, ptr %249, i64 %348
  %350 = load i64, ptr %349, align 8, !tbaa !11
  %351 = add nsw i64 %350, %345
  store i64 %351, ptr %349, align 8, !tbaa !11
  %352 = add nsw i64 %332, 2
  %353 = icmp eq i64 %352, %309
  br i1 %353, label %328, label %331, !llvm.loop !30

354:                                              ; preds = %291, %370
  %355 = phi i64 [ %371, %370 ], [ 0, %291 ]
  %356 = phi i32 [ %373, %370 ], [ %285, %291 ]
  %357 = phi i64 [ %372, %370 ], [ %286, %291 ]
  %358 = getelementptr inbounds i64, ptr %249, i64 %355
  %359 = load i64, ptr %358, align 8, !tbaa !11
  %360 = icmp eq i64 %359, 0
  br i1 %360, label %361, label %363

361:                                              ; preds = %354
  %362 = add nuw nsw i64 %355, 1
  br label %370

363:                                              ; preds = %354
  %364 = mul nsw i64 %357, 31
  %365 = add nuw nsw i64 %355, 1
  %366 = mul nsw i64 %359, %365
  %367 = add nsw i64 %366, %364
  %368 = srem i64 %367, 1000000007
  %369 = add nsw i32 %356, 1
  store i64 0, ptr %358, align 8, !tbaa !11
  br label %370

370:                                              ; preds = %363, %361
  %371 = phi i64 [ %362, %361 ], [ %365, %363 ]
  %372 = phi i64 [ %357, %361 ], [ %368, %363 ]
  %373 = phi i32 [ %356, %361 ], [ %369, %363 ]
  %374 = icmp eq i64 %371, %268
  br i1 %374, label %275, label %354, !llvm.loop !31

375:                                              ; preds = %253, %277
  %376 = phi ptr [ %262, %253 ], [ %273, %277 ]
  %377 = phi ptr [ %260, %253 ], [ %274, %277 ]
  %378 = phi ptr [ %258, %253 ], [ %270, %277 ]
  %379 = phi ptr [ %256, %253 ], [ %272, %277 ]
  %380 = phi ptr [ %255, %253 ], [ %271, %277 ]
  %381 = phi i64 [ 0, %253 ], [ %281, %277 ]
  tail call void @free(ptr noundef %249) #7
  %382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %381)
  tail call void @free(ptr noundef %251) #7
  tail call void @free(ptr noundef %380) #7
  tail call void @free(ptr noundef %379) #7
  tail call void @free(ptr noundef %378) #7
  tail call void @free(ptr noundef %377) #7
  tail call void @free(ptr noundef %376) #7
  %383 = getelementptr inbounds i8, ptr %6, i64 8
  %384 = load ptr, ptr %383, align 8, !tbaa !20
  tail call void @free(ptr noundef %384) #7
  %385 = getelementptr inbounds i8, ptr %6, i64 16
  %386 = load ptr, ptr %385, align 8, !tbaa !26
  tail call void @free(ptr noundef %386) #7
  %387 = getelementptr inbounds i8, ptr %6, i64 24
  %388 = load ptr, ptr %387, align 8, !tbaa !27
  tail call void @free(ptr noundef %388) #7
  %389 = icmp eq i32 %423, 0
  %390 = trunc i64 %417 to i32
  %391 = and i32 %390, 127
  %392 = select i1 %389, i32 100, i32 %391
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #7
  ret i32 %392

393:                                              ; preds = %393, %147
  %394 = phi i64 [ 0, %147 ], [ %415, %393 ]
  %395 = phi i32 [ 1, %147 ], [ %423, %393 ]
  %396 = phi i64 [ 0, %147 ], [ %417, %393 ]
  %397 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %394
  %398 = load i64, ptr %397, align 8, !tbaa !11
  %399 = add nuw nsw i64 %394, 1
  %400 = mul nsw i64 %398, %399
  %401 = add nsw i64 %400, %396
  %402 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %394
  %403 = load i64, ptr %402, align 8, !tbaa !11
  %404 = icmp eq i64 %398, %403
  %405 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %399
  %406 = load i64, ptr %405, align 8, !tbaa !11
  %407 = add nuw nsw i64 %394, 2
  %408 = mul nsw i64 %406, %407
  %409 = add nsw i64 %408, %401
  %410 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %399
  %411 = load i64, ptr %410, align 8, !tbaa !11
  %412 = icmp eq i64 %406, %411
  %413 = getelementptr inbounds [300 x i64], ptr %3, i64 0, i64 %407
  %414 = load i64, ptr %413, align 8, !tbaa !11
  %415 = add nuw nsw i64 %394, 3
  %416 = mul nsw i64 %414, %415
  %417 = add nsw i64 %416, %409
  %418 = getelementptr inbounds [300 x i64], ptr %4, i64 0, i64 %407
  %419 = load i64, ptr %418, align 8, !tbaa !11
  %420 = icmp eq i64 %414, %419
  %421 = select i1 %420, i1 %412, i1 false
  %422 = select i1 %421, i1 %404, i1 false
  %423 = select i1 %422, i32 %395, i32 0
  %424 = icmp eq i64 %415, 300
  br i1 %424, label %244, label %393, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @from_triplets(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, i32 noundef %1, i32 noundef %2, ptr nocapture noundef readonly %3, ptr nocapture noundef readonly %4, ptr nocapture noundef readonly %5) unnamed_addr #0 {
  store i32 %1, ptr %0, align 8, !tbaa !19
  %7 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 0, ptr %7, align 4, !tbaa !5
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = sext i32 %1 to i64
  %10 = add nsw i64 %9, 1
  %11 = tail call noalias ptr @calloc(i64 noundef %10, i64 noundef 4) #8
  store ptr %11, ptr %8, align 8, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %0, i64 16
  %13 = sext i32 %2 to i64
  %14 = shl nsw i64 %13, 2
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #9
  store ptr %15, ptr %12, align 8, !tbaa !26
  %16 = getelementptr inbounds i8, ptr %0, i64 24
  %17 = shl nsw i64 %13, 3
  %18 = tail call noalias ptr @malloc(i64 noundef %17) #9
  store ptr %18, ptr %16, align 8, !tbaa !27
  %19 = getelementptr i8, ptr %11, i64 4
  %20 = icmp sgt i32 %2, 0
  br i1 %20, label %21, label %42

21:                                               ; preds = %6
  %22 = zext nneg i32 %2 to i64
  %23 = and i64 %22, 3
  %24 = icmp ult i32 %2, 4
  br i1 %24, label %27, label %25

25:                                               ; preds = %21
  %26 = and i64 %22, 2147483644
  br label %51

27:                                               ; preds = %51, %21
  %28 = phi i64 [ 0, %21 ], [ %81, %51 ]
  %29 = icmp eq i64 %23, 0
  br i1 %29, label %42, label %30

30:                                               ; preds = %27, %30
  %31 = phi i64 [ %39, %30 ], [ %28, %27 ]
  %32 = phi i64 [ %40, %30 ], [ 0, %27 ]
  %33 = getelementptr inbounds i32, ptr %3, i64 %31
  %34 = load i32, ptr %33, align 4, !tbaa !17
  %35 = sext i32 %34 to i64
  %36 = getelementptr i32, ptr %19, i64 %35
  %37 = load i32, ptr %36, align 4, !tbaa !17
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %36, align 4, !tbaa !17
  %39 = add nuw nsw i64 %31, 1
  %40 = add i64 %32, 1
  %41 = icmp eq i64 %40, %23
  br i1 %41, label %42, label %30, !llvm.loop !33

42:                                               ; preds = %27, %30, %6
  %43 = icmp sgt i32 %1, 0
  br i1 %43, label %44, label %98

44:                                               ; preds = %42
  %45 = zext nneg i32 %1 to i64
  %46 = load i32, ptr %11, align 4, !tbaa !17
  %47 = and i64 %45, 3
  %48 = icmp ult i32 %1, 4
  br i1 %48, label %84, label %49

49:                                               ; preds = %44
  %50 = and i64 %45, 2147483644
  br label %107

51:                                               ; preds = %51, %25
  %52 = phi i64 [ 0, %25 ], [ %81, %51 ]
  %53 = phi i64 [ 0, %25 ], [ %82, %51 ]
  %54 = getelementptr inbounds i32, ptr %3, i64 %52
  %55 = load i32, ptr %54, align 4, !tbaa !17
  %56 = sext i32 %55 to i64
  %57 = getelementptr i32, ptr %19, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !17
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %57, align 4, !tbaa !17
  %60 = or disjoint i64 %52, 1
  %61 = getelementptr inbounds i32, ptr %3, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !17
  %63 = sext i32 %62 to i64
  %64 = getelementptr i32, ptr %19, i64 %63
  %65 = load i32, ptr %64, align 4, !tbaa !17
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %64, align 4, !tbaa !17
  %67 = or disjoint i64 %52, 2
  %68 = getelementptr inbounds i32, ptr %3, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !17
  %70 = sext i32 %69 to i64
  %71 = getelementptr i32, ptr %19, i64 %70
  %72 = load i32, ptr %71, align 4, !tbaa !17
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %71, align 4, !tbaa !17
  %74 = or disjoint i64 %52, 3
  %75 = getelementptr inbounds i32, ptr %3, i64 %74
  %76 = load i32, ptr %75, align 4, !tbaa !17
  %77 = sext i32 %76 to i64
  %78 = getelementptr i32, ptr %19, i64 %77
  %79 = load i32, ptr %78, align 4, !tbaa !17
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %78, align 4, !tbaa !17
  %81 = add nuw nsw i64 %52, 4
  %82 = add i64 %53, 4
  %83 = icmp eq i64 %82, %26
  br i1 %83, label %27, label %51, !llvm.loop !34

84:                                               ; preds = %107, %44
  %85 = phi i32 [ %46, %44 ], [ %126, %107 ]
  %86 = phi i64 [ 0, %44 ], [ %123, %107 ]
  %87 = icmp eq i64 %47, 0
  br i1 %87, label %98, label %88

88:                                               ; preds = %84, %88
  %89 = phi i32 [ %95, %88 ], [ %85, %84 ]
  %90 = phi i64 [ %92, %88 ], [ %86, %84 ]
  %91 = phi i64 [ %96, %88 ], [ 0, %84 ]
  %92 = add nuw nsw i64 %90, 1
  %93 = getelementptr inbounds i32, ptr %11, i64 %92
  %94 = load i32, ptr %93, align 4, !tbaa !17
  %95 = add nsw i32 %94, %89
  store i32 %95, ptr %93, align 4, !tbaa !17
  %96 = add i64 %91, 1
  %97 = icmp eq i64 %96, %47
  br i1 %97, label %98, label %88, !llvm.loop !35

98:                                               ; preds = %84, %88, %42
  %99 = shl nsw i64 %9, 2
  %100 = tail call noalias ptr @malloc(i64 noundef %99) #9
  tail call void @llvm.memcpy.p0.p0.i64(ptr align 4 %100, ptr align 4 %11, i64 %99, i1 false)
  br i1 %20, label %101, label %146

101:                                              ; preds = %98
  %102 = zext nneg i32 %2 to i64
  %103 = and i64 %102, 1
  %104 = icmp eq i32 %2, 1
  br i1 %104, label %129, label %105

105:                                              ; preds = %101
  %106 = and i64 %102, 2147483646
  br label %150

107:                                              ; preds = %107, %49
  %108 = phi i32 [ %46, %49 ], [ %126, %107 ]
  %109 = phi i64 [ 0, %49 ], [ %123, %107 ]
  %110 = phi i64 [ 0, %49 ], [ %127, %107 ]
  %111 = or disjoint i64 %109, 1
  %112 = getelementptr inbounds i32, ptr %11, i64 %111
  %113 = load i32, ptr %112, align 4, !tbaa !17
  %114 = add nsw i32 %113, %108
  store i32 %114, ptr %112, align 4, !tbaa !17
  %115 = or disjoint i64 %109, 2
  %116 = getelementptr inbounds i32, ptr %11, i64 %115
  %117 = load i32, ptr %116, align 4, !tbaa !17
  %118 = add nsw i32 %117, %114
  store i32 %118, ptr %116, align 4, !tbaa !17
  %119 = or disjoint i64 %109, 3
  %120 = getelementptr inbounds i32, ptr %11, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !17
  %122 = add nsw i32 %121, %118
  store i32 %122, ptr %120, align 4, !tbaa !17
  %123 = add nuw nsw i64 %109, 4
  %124 = getelementptr inbounds i32, ptr %11, i64 %123
  %125 = load i32, ptr %124, align 4, !tbaa !17
  %126 = add nsw i32 %125, %122
  store i32 %126, ptr %124, align 4, !tbaa !17
  %127 = add i64 %110, 4
  %128 = icmp eq i64 %127, %50
  br i1 %128, label %84, label %107, !llvm.loop !36

129:                                              ; preds = %150, %101
  %130 = phi i64 [ 0, %101 ], [ %180, %150 ]
  %131 = icmp eq i64 %103, 0
  br i1 %131, label %146, label %132

132:                                              ; preds = %129
  %133 = getelementptr inbounds i32, ptr %3, i64 %130
  %134 = load i32, ptr %133, align 4, !tbaa !17
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds i32, ptr %100, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !17
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %136, align 4, !tbaa !17
  %139 = getelementptr inbounds i32, ptr %4, i64 %130
  %140 = load i32, ptr %139, align 4, !tbaa !17
  %141 = sext i32 %137 to i64
  %142 = getelementptr inbounds i32, ptr %15, i64 %141
  store i32 %140, ptr %142, align 4, !tbaa !17
  %143 = getelementptr inbounds i64, ptr %5, i64 %130
  %144 = load i64, ptr %143, align 8, !tbaa !11
  %145 = getelementptr inbounds i64, ptr %18, i64 %141
  store i64 %144, ptr %145, align 8, !tbaa !11
  br label %146

146:                                              ; preds = %132, %129, %98
  tail call void @free(ptr noundef %100) #7
  br i1 %43, label %147, label %186

147:                                              ; preds = %146
  %148 = zext nneg i32 %1 to i64
  %149 = load i32, ptr %11, align 4, !tbaa !17
  br label %189

150:                                              ; preds = %150, %105
  %151 = phi i64 [ 0, %105 ], [ %180, %150 ]
  %152 = phi i64 [ 0, %105 ], [ %181, %150 ]
  %153 = getelementptr inbounds i32, ptr %3, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !17
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %100, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !17
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %156, align 4, !tbaa !17
  %159 = getelementptr inbounds i32, ptr %4, i64 %151
  %160 = load i32, ptr %159, align 4, !tbaa !17
  %161 = sext i32 %157 to i64
  %162 = getelementptr inbounds i32, ptr %15, i64 %161
  store i32 %160, ptr %162, align 4, !tbaa !17
  %163 = getelementptr inbounds i64, ptr %5, i64 %151
  %164 = load i64, ptr %163, align 8, !tbaa !11
  %165 = getelementptr inbounds i64, ptr %18, i64 %161
  store i64 %164, ptr %165, align 8, !tbaa !11
  %166 = or disjoint i64 %151, 1
  %167 = getelementptr inbounds i32, ptr %3, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !17
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds i32, ptr %100, i64 %169
  %171 = load i32, ptr %170, align 4, !tbaa !17
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %170, align 4, !tbaa !17
  %173 = getelementptr inbounds i32, ptr %4, i64 %166
  %174 = load i32, ptr %173, align 4, !tbaa !17
  %175 = sext i32 %171 to i64
  %176 = getelementptr inbounds i32, ptr %15, i64 %175
  store i32 %174, ptr %176, align 4, !tbaa !17
  %177 = getelementptr inbounds i64, ptr %5, i64 %166
  %178 = load i64, ptr %177, align 8, !tbaa !11
  %179 = getelementptr inbounds i64, ptr %18, i64 %175
  store i64 %178, ptr %179, align 8, !tbaa !11
  %180 = add nuw nsw i64 %151, 2
  %181 = add i64 %152, 2
  %182 = icmp eq i64 %181, %106
  br i1 %182, label %129, label %150, !llvm.loop !37

183:                                              ; preds = %271, %203
  %184 = phi i32 [ %192, %203 ], [ %272, %271 ]
  %185 = icmp eq i64 %194, %148
  br i1 %185, label %186, label %189, !llvm.loop !38

186:                                              ; preds = %183, %146
  %187 = phi i32 [ 0, %146 ], [ %184, %183 ]
  %188 = getelementptr inbounds i32, ptr %11, i64 %9
  store i32 %187, ptr %188, align 4, !tbaa !17
  store i32 %187, ptr %7, align 4, !tbaa !5
  ret void

189:                                              ; preds = %147, %183
  %190 = phi i32 [ %149, %147 ], [ %196, %183 ]
  %191 = phi i64 [ 0, %147 ], [ %194, %183 ]
  %192 = phi i32 [ 0, %147 ], [ %184, %183 ]
  %193 = getelementptr inbounds i32, ptr %11, i64 %191
  %194 = add nuw nsw i64 %191, 1
  %195 = getelementptr inbounds i32, ptr %11, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !17
  %197 = add nsw i32 %190, 1
  %198 = icmp slt i32 %197, %196
  br i1 %198, label %199, label %203

199:                                              ; preds = %189
  %200 = sext i32 %190 to i64
  %201 = add i32 %190, -1
  %202 = add nsw i64 %200, 1
  br label %208

203:                                              ; preds = %232, %189
  store i32 %192, ptr %193, align 4, !tbaa !17
  %204 = icmp slt i32 %190, %196
  br i1 %204, label %205, label %183

205:                                              ; preds = %203
  %206 = sext i32 %190 to i64
  %207 = sext i32 %196 to i64
  br label %242

208:                                              ; preds = %199, %232
  %209 = phi i64 [ %202, %199 ], [ %238, %232 ]
  %210 = phi i64 [ %200, %199 ], [ %239, %232 ]
  %211 = trunc i64 %210 to i32
  %212 = getelementptr inbounds i32, ptr %15, i64 %209
  %213 = load i32, ptr %212, align 4, !tbaa !17
  %214 = getelementptr inbounds i64, ptr %18, i64 %209
  %215 = load i64, ptr %214, align 8, !tbaa !11
  %216 = icmp sgt i32 %190, %211
  br i1 %216, label %232, label %217

217:                                              ; preds = %208, %222
  %218 = phi i64 [ %228, %222 ], [ %210, %208 ]
  %219 = getelementptr inbounds i32, ptr %15, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !17
  %221 = icmp sgt i32 %220, %213
  br i1 %221, label %222, label %230

222:                                              ; preds = %217
  %223 = add nsw i64 %218, 1
  %224 = getelementptr inbounds i32, ptr %15, i64 %223
  store i32 %220, ptr %224, align 4, !tbaa !17
  %225 = getelementptr inbounds i64, ptr %18, i64 %218
  %226 = load i64, ptr %225, align 8, !tbaa !11
  %227 = getelementptr inbounds i64, ptr %18, i64 %223
  store i64 %226, ptr %227, align 8, !tbaa !11
  %228 = add nsw i64 %218, -1
  %229 = icmp sgt i64 %218, %200
  br i1 %229, label %217, label %232, !llvm.loop !39

230:                                              ; preds = %217
  %231 = trunc nsw i64 %218 to i32
  br label %232

232:                                              ; preds = %222, %230, %208
  %233 = phi i32 [ %211, %208 ], [ %231, %230 ], [ %201, %222 ]
  %234 = add nsw i32 %233, 1
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds i32, ptr %15, i64 %235
  store i32 %213, ptr %236, align 4, !tbaa !17
  %237 = getelementptr inbounds i64, ptr %18, i64 %235
  store i64 %215, ptr %237, align 8, !tbaa !11
  %238 = add nsw i64 %209, 1
  %239 = add nsw i64 %210, 1
  %240 = trunc i64 %238 to i32
  %241 = icmp eq i32 %196, %240
  br i1 %241, label %203, label %208, !llvm.loop !40

242:                                              ; preds = %205, %271
  %243 = phi i64 [ %206, %205 ], [ %273, %271 ]
  %244 = phi i32 [ %192, %205 ], [ %272, %271 ]
  %245 = icmp sgt i32 %244, %192
  br i1 %245, label %249, label %246

246:                                              ; preds = %242
  %247 = getelementptr inbounds i32, ptr %15, i64 %243
  %248 = load i32, ptr %247, align 4, !tbaa !17
  br label %263

249:                                              ; preds = %242
  %250 = add nsw i32 %244, -1
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds i32, ptr %15, i64 %251
  %253 = load i32, ptr %252, align 4, !tbaa !17
  %254 = getelementptr inbounds i32, ptr %15, i64 %243
  %255 = load i32, ptr %254, align 4, !tbaa !17
  %256 = icmp eq i32 %253, %255
  br i1 %256, label %257, label %263

257:                                              ; preds = %249
  %258 = getelementptr inbounds i64, ptr %18, i64 %243
  %259 = load i64, ptr %258, align 8, !tbaa !11
  %260 = getelementptr inbounds i64, ptr %18, i64 %251
  %261 = load i64, ptr %260, align 8, !tbaa !11
  %262 = add nsw i64 %261, %259
  store i64 %262, ptr %260, align 8, !tbaa !11
  br label %271

263:                                              ; preds = %246, %249
  %264 = phi i32 [ %248, %246 ], [ %255, %249 ]
  %265 = sext i32 %244 to i64
  %266 = getelementptr inbounds i32, ptr %15, i64 %265
  store i32 %264, ptr %266, align 4, !tbaa !17
  %267 = getelementptr inbounds i64, ptr %18, i64 %243
  %268 = load i64, ptr %267, align 8, !tbaa !11
  %269 = getelementptr inbounds i64, ptr %18, i64 %265
  store i64 %268, ptr %269, align 8, !tbaa !11
  %270 = add nsw i32 %244, 1
  br label %271

271:                                              ; preds = %257, %263
  %272 = phi i32 [ %244, %257 ], [ %270, %263 ]
  %273 = add nsw i64 %243, 1
  %274 = icmp eq i64 %273, %207
  br i1 %274, label %183, label %242, !llvm.loop !41
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define internal fastcc void @transpose(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.csr) align 8 %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !5
  %5 = sext i32 %4 to i64
  %6 = shl nsw i64 %5, 2
  %7 = tail call noalias ptr @malloc(i64 noundef %6) #9
  %8 = tail call noalias ptr @malloc(i64 noundef %6) #9
  %9 = load i32, ptr %1, align 8, !tbaa !19
  %10 = icmp sgt i32 %9, 0
  br i1 %10, label %11, label %19

11:                                               ; preds = %2
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load ptr, ptr %12, align 8, !tbaa !20
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = zext nneg i32 %9 to i64
  %16 = load i32, ptr %13, align 4, !tbaa !17
  br label %22

17:                                               ; preds = %60, %56, %22
  %18 = icmp eq i64 %25, %15
  br i1 %18, label %19, label %22, !llvm.loop !42

19:                                               ; preds = %17, %2
  %20 = getelementptr inbounds i8, ptr %1, i64 24
  %21 = load ptr, ptr %20, align 8, !tbaa !27
  tail call fastcc void @from_triplets(ptr dead_on_unwind writable sret(%struct.csr) align 8 %0, i32 noundef %9, i32 noundef %4, ptr noundef %7, ptr noundef %8, ptr noundef %21)
  tail call void @free(ptr noundef %7) #7
  tail call void @free(ptr noundef %8) #7
  ret void

22:                                               ; preds = %11, %17
  %23 = phi i32 [ %16, %11 ], [ %27, %17 ]
  %24 = phi i64 [ 0, %11 ], [ %25, %17 ]
  %25 = add nuw nsw i64 %24, 1
  %26 = getelementptr inbounds i32, ptr %13, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !17
  %28 = icmp slt i32 %23, %27
  br i1 %28, label %29, label %17

29:                                               ; preds = %22
  %30 = load ptr, ptr %14, align 8, !tbaa !26
  %31 = sext i32 %23 to i64
  %32 = shl nsw i64 %31, 2
  %33 = getelementptr i8, ptr %7, i64 %32
  %34 = getelementptr i8, ptr %30, i64 %32
  %35 = xor i32 %23, -1
  %36 = add i32 %27, %35
  %37 = zext i32 %36 to i64
  %38 = shl nuw nsw i64 %37, 2
  %39 = add nuw nsw i64 %38, 4
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %33, ptr noundef nonnull align 4 dereferenceable(1) %34, i64 %39, i1 false), !tbaa !17
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
  store <4 x i32> %48, ptr %52, align 4, !tbaa !17
  store <4 x i32> %48, ptr %53, align 4, !tbaa !17
  %54 = add nuw i64 %51, 8
  %55 = icmp eq i64 %54, %45
  br i1 %55, label %56, label %50, !llvm.loop !43

56:                                               ; preds = %50
  %57 = icmp eq i64 %42, %45
  br i1 %57, label %17, label %58

58:                                               ; preds = %56, %29
  %59 = phi i64 [ %31, %29 ], [ %46, %56 ]
  br label %60

60:                                               ; preds = %58, %60
  %61 = phi i64 [ %63, %60 ], [ %59, %58 ]
  %62 = getelementptr inbounds i32, ptr %8, i64 %61
  store i32 %41, ptr %62, align 4, !tbaa !17
  %63 = add nsw i64 %61, 1
  %64 = icmp eq i64 %63, %40
  br i1 %64, label %17, label %60, !llvm.loop !44
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 4}
!6 = !{!"", !7, i64 0, !7, i64 4, !10, i64 8, !10, i64 16, !10, i64 24}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"any pointer", !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !8, i64 0}
!13 = distinct !{!13, !14, !15, !16}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!7, !7, i64 0}
!18 = distinct !{!18, !14}
!19 = !{!6, !7, i64 0}
!20 = !{!6, !10, i64 8}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.unroll.disable"}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !22}
!26 = !{!6, !10, i64 16}
!27 = !{!6, !10, i64 24}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !22}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !22}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14, !15, !16}
!44 = distinct !{!44, !14, !16, !15}
