; ModuleID = 'programs/huffman_coding.c'
source_filename = "programs/huffman_coding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Node = type { i32, i32, i32, i32 }

@.str = private unnamed_addr constant [229 x i8] c"it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness\00", align 1
@main.input = internal global [20000 x i8] zeroinitializer, align 1
@nodes = internal unnamed_addr global [512 x %struct.Node] zeroinitializer, align 4
@nn = internal unnamed_addr global i32 0, align 4
@hn = internal unnamed_addr global i32 0, align 4
@lens = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@codes = internal unnamed_addr global [256 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [72 x i8] c"input=%zu bytes distinct=%d maxlen=%d encoded=%zu bits (%.3f bits/sym)\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"'%c' freq=%u len=%u code=%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"roundtrip %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1
@heap = internal unnamed_addr global [512 x i32] zeroinitializer, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 4
  %2 = alloca [33 x i32], align 4
  %3 = alloca [33 x i32], align 4
  %4 = alloca [256 x i32], align 4
  %5 = alloca [33 x i32], align 4
  br label %6

6:                                                ; preds = %0, %6
  %7 = phi i64 [ 0, %0 ], [ %15, %6 ]
  %8 = add nuw nsw i64 %7, 228
  %9 = getelementptr inbounds i8, ptr @main.input, i64 %7
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(228) %9, ptr noundef nonnull align 1 dereferenceable(228) @.str, i64 228, i1 false)
  %10 = trunc nuw i64 %8 to i16
  %11 = urem i16 %10, 10
  %12 = trunc nuw nsw i16 %11 to i8
  %13 = or disjoint i8 %12, 48
  %14 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %8
  store i8 %13, ptr %14, align 1, !tbaa !6
  %15 = add nuw nsw i64 %7, 229
  %16 = icmp ult i64 %7, 19543
  br i1 %16, label %6, label %17, !llvm.loop !9

17:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %1, i8 0, i64 1024, i1 false)
  br label %21

18:                                               ; preds = %21
  %19 = load i32, ptr @nn, align 4, !tbaa !11
  %20 = load i32, ptr @hn, align 4, !tbaa !11
  br label %36

21:                                               ; preds = %17, %21
  %22 = phi i64 [ 0, %17 ], [ %29, %21 ]
  %23 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !6
  %25 = zext i8 %24 to i64
  %26 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4, !tbaa !11
  %28 = add i32 %27, 1
  store i32 %28, ptr %26, align 4, !tbaa !11
  %29 = add nuw nsw i64 %22, 1
  %30 = icmp eq i64 %29, 19923
  br i1 %30, label %18, label %21, !llvm.loop !13

31:                                               ; preds = %73
  %32 = icmp sgt i32 %74, 1
  br i1 %32, label %33, label %237

33:                                               ; preds = %31
  %34 = zext nneg i32 %74 to i64
  %35 = sext i32 %75 to i64
  br label %78

36:                                               ; preds = %18, %73
  %37 = phi i64 [ 0, %18 ], [ %76, %73 ]
  %38 = phi i32 [ %19, %18 ], [ %75, %73 ]
  %39 = phi i32 [ %20, %18 ], [ %74, %73 ]
  %40 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %37
  %41 = load i32, ptr %40, align 4, !tbaa !11
  %42 = icmp eq i32 %41, 0
  br i1 %42, label %73, label %43

43:                                               ; preds = %36
  %44 = sext i32 %38 to i64
  %45 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %44
  store i32 %41, ptr %45, align 4, !tbaa !11
  %46 = getelementptr inbounds i8, ptr %45, i64 4
  %47 = trunc nuw nsw i64 %37 to i32
  store i32 %47, ptr %46, align 4, !tbaa !11
  %48 = getelementptr inbounds i8, ptr %45, i64 8
  store <2 x i32> <i32 -1, i32 -1>, ptr %48, align 4, !tbaa !11
  %49 = add nsw i32 %38, 1
  store i32 %49, ptr @nn, align 4, !tbaa !11
  %50 = add nsw i32 %39, 1
  %51 = sext i32 %39 to i64
  %52 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %51
  store i32 %38, ptr %52, align 4, !tbaa !11
  %53 = icmp eq i32 %39, 0
  br i1 %53, label %73, label %54

54:                                               ; preds = %43, %69
  %55 = phi i32 [ %57, %69 ], [ %39, %43 ]
  %56 = add nsw i32 %55, -1
  %57 = sdiv i32 %56, 2
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !11
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4, !tbaa !14
  %64 = icmp uge i32 %41, %63
  %65 = icmp ne i32 %41, %63
  %66 = icmp sle i32 %60, %38
  %67 = or i1 %66, %65
  %68 = and i1 %64, %67
  br i1 %68, label %73, label %69

69:                                               ; preds = %54
  %70 = sext i32 %55 to i64
  %71 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %70
  store i32 %60, ptr %71, align 4, !tbaa !11
  store i32 %38, ptr %59, align 4, !tbaa !11
  %72 = icmp ult i32 %55, 3
  br i1 %72, label %73, label %54, !llvm.loop !16

73:                                               ; preds = %69, %54, %43, %36
  %74 = phi i32 [ 1, %43 ], [ %39, %36 ], [ %50, %54 ], [ %50, %69 ]
  %75 = phi i32 [ %49, %43 ], [ %38, %36 ], [ %49, %54 ], [ %49, %69 ]
  %76 = add nuw nsw i64 %37, 1
  %77 = icmp eq i64 %76, 256
  br i1 %77, label %31, label %36, !llvm.loop !17

78:                                               ; preds = %33, %232
  %79 = phi i64 [ %35, %33 ], [ %208, %232 ]
  %80 = phi i64 [ %34, %33 ], [ %82, %232 ]
  %81 = load i32, ptr @heap, align 4, !tbaa !11
  %82 = add nsw i64 %80, -1
  %83 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4, !tbaa !11
  store i32 %84, ptr @heap, align 4, !tbaa !11
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %85
  br label %87

87:                                               ; preds = %132, %78
  %88 = phi i32 [ 0, %78 ], [ %130, %132 ]
  %89 = shl nsw i32 %88, 1
  %90 = or disjoint i32 %89, 1
  %91 = sext i32 %90 to i64
  %92 = icmp sgt i64 %82, %91
  br i1 %92, label %93, label %106

93:                                               ; preds = %87
  %94 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %91
  %95 = load i32, ptr %94, align 4, !tbaa !11
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4, !tbaa !14
  %99 = load i32, ptr %86, align 4, !tbaa !14
  %100 = icmp uge i32 %98, %99
  %101 = icmp ne i32 %98, %99
  %102 = icmp sge i32 %95, %84
  %103 = or i1 %102, %101
  %104 = and i1 %100, %103
  %105 = select i1 %104, i32 %88, i32 %90
  br label %106

106:                                              ; preds = %93, %87
  %107 = phi i32 [ %88, %87 ], [ %105, %93 ]
  %108 = add nsw i32 %89, 2
  %109 = sext i32 %108 to i64
  %110 = icmp sgt i64 %82, %109
  br i1 %110, label %111, label %129

111:                                              ; preds = %106
  %112 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %109
  %113 = load i32, ptr %112, align 4, !tbaa !11
  %114 = sext i32 %107 to i64
  %115 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %114
  %116 = load i32, ptr %115, align 4, !tbaa !11
  %117 = sext i32 %113 to i64
  %118 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !14
  %120 = sext i32 %116 to i64
  %121 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %120
  %122 = load i32, ptr %121, align 4, !tbaa !14
  %123 = icmp uge i32 %119, %122
  %124 = icmp ne i32 %119, %122
  %125 = icmp sge i32 %113, %116
  %126 = or i1 %125, %124
  %127 = and i1 %123, %126
  %128 = select i1 %127, i32 %107, i32 %108
  br label %129

129:                                              ; preds = %111, %106
  %130 = phi i32 [ %107, %106 ], [ %128, %111 ]
  %131 = icmp eq i32 %130, %88
  br i1 %131, label %138, label %132

132:                                              ; preds = %129
  %133 = sext i32 %88 to i64
  %134 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %133
  %135 = sext i32 %130 to i64
  %136 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4, !tbaa !11
  store i32 %137, ptr %134, align 4, !tbaa !11
  store i32 %84, ptr %136, align 4, !tbaa !11
  br label %87

138:                                              ; preds = %129
  %139 = load i32, ptr @heap, align 4, !tbaa !11
  %140 = add nsw i64 %80, -2
  %141 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !11
  store i32 %142, ptr @heap, align 4, !tbaa !11
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %143
  br label %145

145:                                              ; preds = %190, %138
  %146 = phi i32 [ 0, %138 ], [ %188, %190 ]
  %147 = shl nsw i32 %146, 1
  %148 = or disjoint i32 %147, 1
  %149 = sext i32 %148 to i64
  %150 = icmp sgt i64 %140, %149
  br i1 %150, label %151, label %164

151:                                              ; preds = %145
  %152 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %149
  %153 = load i32, ptr %152, align 4, !tbaa !11
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %154
  %156 = load i32, ptr %155, align 4, !tbaa !14
  %157 = load i32, ptr %144, align 4, !tbaa !14
  %158 = icmp uge i32 %156, %157
  %159 = icmp ne i32 %156, %157
  %160 = icmp sge i32 %153, %142
  %161 = or i1 %160, %159
  %162 = and i1 %158, %161
  %163 = select i1 %162, i32 %146, i32 %148
  br label %164

164:                                              ; preds = %151, %145
  %165 = phi i32 [ %146, %145 ], [ %163, %151 ]
  %166 = add nsw i32 %147, 2
  %167 = sext i32 %166 to i64
  %168 = icmp sgt i64 %140, %167
  br i1 %168, label %169, label %187

169:                                              ; preds = %164
  %170 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %167
  %171 = load i32, ptr %170, align 4, !tbaa !11
  %172 = sext i32 %165 to i64
  %173 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %172
  %174 = load i32, ptr %173, align 4, !tbaa !11
  %175 = sext i32 %171 to i64
  %176 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !14
  %178 = sext i32 %174 to i64
  %179 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !14
  %181 = icmp uge i32 %177, %180
  %182 = icmp ne i32 %177, %180
  %183 = icmp sge i32 %171, %174
  %184 = or i1 %183, %182
  %185 = and i1 %181, %184
  %186 = select i1 %185, i32 %165, i32 %166
  br label %187

187:                                              ; preds = %169, %164
  %188 = phi i32 [ %165, %164 ], [ %186, %169 ]
  %189 = icmp eq i32 %188, %146
  br i1 %189, label %196, label %190

190:                                              ; preds = %187
  %191 = sext i32 %146 to i64
  %192 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %191
  %193 = sext i32 %188 to i64
  %194 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %193
  %195 = load i32, ptr %194, align 4, !tbaa !11
  store i32 %195, ptr %192, align 4, !tbaa !11
  store i32 %142, ptr %194, align 4, !tbaa !11
  br label %145

196:                                              ; preds = %187
  %197 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %79
  %198 = sext i32 %81 to i64
  %199 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %198
  %200 = load i32, ptr %199, align 4, !tbaa !14
  %201 = sext i32 %139 to i64
  %202 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !14
  %204 = add i32 %203, %200
  store i32 %204, ptr %197, align 4, !tbaa !11
  %205 = getelementptr inbounds i8, ptr %197, i64 4
  store i32 -1, ptr %205, align 4, !tbaa !11
  %206 = getelementptr inbounds i8, ptr %197, i64 8
  store i32 %81, ptr %206, align 4, !tbaa !11
  %207 = getelementptr inbounds i8, ptr %197, i64 12
  store i32 %139, ptr %207, align 4, !tbaa !11
  %208 = add nsw i64 %79, 1
  %209 = trunc nsw i64 %79 to i32
  store i32 %209, ptr %141, align 4, !tbaa !11
  %210 = icmp eq i64 %140, 0
  br i1 %210, label %234, label %211

211:                                              ; preds = %196
  %212 = trunc nuw nsw i64 %140 to i32
  br label %213

213:                                              ; preds = %211, %228
  %214 = phi i32 [ %216, %228 ], [ %212, %211 ]
  %215 = add nsw i32 %214, -1
  %216 = sdiv i32 %215, 2
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4, !tbaa !11
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %220
  %222 = load i32, ptr %221, align 4, !tbaa !14
  %223 = icmp uge i32 %204, %222
  %224 = icmp ne i32 %204, %222
  %225 = icmp sge i64 %79, %220
  %226 = or i1 %225, %224
  %227 = and i1 %223, %226
  br i1 %227, label %232, label %228

228:                                              ; preds = %213
  %229 = sext i32 %214 to i64
  %230 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %229
  store i32 %219, ptr %230, align 4, !tbaa !11
  store i32 %209, ptr %218, align 4, !tbaa !11
  %231 = icmp ult i32 %214, 3
  br i1 %231, label %232, label %213, !llvm.loop !16

232:                                              ; preds = %213, %228
  %233 = icmp sgt i64 %80, 2
  br i1 %233, label %78, label %234, !llvm.loop !18

234:                                              ; preds = %196, %232
  %235 = trunc nsw i64 %208 to i32
  %236 = trunc nuw nsw i64 %82 to i32
  store i32 %235, ptr @nn, align 4, !tbaa !11
  br label %237

237:                                              ; preds = %234, %31
  %238 = phi i32 [ %236, %234 ], [ %74, %31 ]
  %239 = load i32, ptr @heap, align 4, !tbaa !11
  %240 = add nsw i32 %238, -1
  store i32 %240, ptr @hn, align 4, !tbaa !11
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %241
  %243 = load i32, ptr %242, align 4, !tbaa !11
  store i32 %243, ptr @heap, align 4, !tbaa !11
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %244
  br label %246

246:                                              ; preds = %291, %237
  %247 = phi i32 [ 0, %237 ], [ %289, %291 ]
  %248 = shl nsw i32 %247, 1
  %249 = or disjoint i32 %248, 1
  %250 = icmp slt i32 %249, %240
  br i1 %250, label %251, label %265

251:                                              ; preds = %246
  %252 = sext i32 %249 to i64
  %253 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %252
  %254 = load i32, ptr %253, align 4, !tbaa !11
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %255
  %257 = load i32, ptr %256, align 4, !tbaa !14
  %258 = load i32, ptr %245, align 4, !tbaa !14
  %259 = icmp uge i32 %257, %258
  %260 = icmp ne i32 %257, %258
  %261 = icmp sge i32 %254, %243
  %262 = or i1 %261, %260
  %263 = and i1 %259, %262
  %264 = select i1 %263, i32 %247, i32 %249
  br label %265

265:                                              ; preds = %251, %246
  %266 = phi i32 [ %247, %246 ], [ %264, %251 ]
  %267 = add nsw i32 %248, 2
  %268 = icmp slt i32 %267, %240
  br i1 %268, label %269, label %288

269:                                              ; preds = %265
  %270 = sext i32 %267 to i64
  %271 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %270
  %272 = load i32, ptr %271, align 4, !tbaa !11
  %273 = sext i32 %266 to i64
  %274 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %273
  %275 = load i32, ptr %274, align 4, !tbaa !11
  %276 = sext i32 %272 to i64
  %277 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %276
  %278 = load i32, ptr %277, align 4, !tbaa !14
  %279 = sext i32 %275 to i64
  %280 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !14
  %282 = icmp uge i32 %278, %281
  %283 = icmp ne i32 %278, %281
  %284 = icmp sge i32 %272, %275
  %285 = or i1 %284, %283
  %286 = and i1 %282, %285
  %287 = select i1 %286, i32 %266, i32 %267
  br label %288

288:                                              ; preds = %269, %265
  %289 = phi i32 [ %266, %265 ], [ %287, %269 ]
  %290 = icmp eq i32 %289, %247
  br i1 %290, label %297, label %291

291:                                              ; preds = %288
  %292 = sext i32 %247 to i64
  %293 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %292
  %294 = sext i32 %289 to i64
  %295 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !11
  store i32 %296, ptr %293, align 4, !tbaa !11
  store i32 %243, ptr %295, align 4, !tbaa !11
  br label %246

297:                                              ; preds = %288
  tail call fastcc void @walk(i32 noundef %239, i32 noundef 0)
  br label %298

298:                                              ; preds = %301, %297
  %299 = phi i32 [ 1, %297 ], [ %303, %301 ]
  %300 = phi i32 [ 0, %297 ], [ %302, %301 ]
  br label %355

301:                                              ; preds = %365
  %302 = shl i32 %366, 1
  %303 = add nuw nsw i32 %299, 1
  %304 = icmp eq i32 %303, 33
  br i1 %304, label %305, label %298, !llvm.loop !19

305:                                              ; preds = %301
  %306 = load <16 x i8>, ptr @lens, align 16, !tbaa !6
  %307 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 16), align 16, !tbaa !6
  %308 = zext <16 x i8> %306 to <16 x i32>
  %309 = zext <16 x i8> %307 to <16 x i32>
  %310 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 32), align 16, !tbaa !6
  %311 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 48), align 16, !tbaa !6
  %312 = zext <16 x i8> %310 to <16 x i32>
  %313 = zext <16 x i8> %311 to <16 x i32>
  %314 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %308, <16 x i32> %312)
  %315 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %309, <16 x i32> %313)
  %316 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 64), align 16, !tbaa !6
  %317 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 80), align 16, !tbaa !6
  %318 = zext <16 x i8> %316 to <16 x i32>
  %319 = zext <16 x i8> %317 to <16 x i32>
  %320 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %314, <16 x i32> %318)
  %321 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %315, <16 x i32> %319)
  %322 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 96), align 16, !tbaa !6
  %323 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 112), align 16, !tbaa !6
  %324 = zext <16 x i8> %322 to <16 x i32>
  %325 = zext <16 x i8> %323 to <16 x i32>
  %326 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %320, <16 x i32> %324)
  %327 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %321, <16 x i32> %325)
  %328 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 128), align 16, !tbaa !6
  %329 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 144), align 16, !tbaa !6
  %330 = zext <16 x i8> %328 to <16 x i32>
  %331 = zext <16 x i8> %329 to <16 x i32>
  %332 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %326, <16 x i32> %330)
  %333 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %327, <16 x i32> %331)
  %334 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 160), align 16, !tbaa !6
  %335 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 176), align 16, !tbaa !6
  %336 = zext <16 x i8> %334 to <16 x i32>
  %337 = zext <16 x i8> %335 to <16 x i32>
  %338 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %332, <16 x i32> %336)
  %339 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %333, <16 x i32> %337)
  %340 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 192), align 16, !tbaa !6
  %341 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 208), align 16, !tbaa !6
  %342 = zext <16 x i8> %340 to <16 x i32>
  %343 = zext <16 x i8> %341 to <16 x i32>
  %344 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %338, <16 x i32> %342)
  %345 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %339, <16 x i32> %343)
  %346 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 224), align 16, !tbaa !6
  %347 = load <16 x i8>, ptr getelementptr inbounds (i8, ptr @lens, i64 240), align 16, !tbaa !6
  %348 = zext <16 x i8> %346 to <16 x i32>
  %349 = zext <16 x i8> %347 to <16 x i32>
  %350 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %344, <16 x i32> %348)
  %351 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %345, <16 x i32> %349)
  %352 = tail call <16 x i32> @llvm.smax.v16i32(<16 x i32> %350, <16 x i32> %351)
  %353 = tail call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %352)
  %354 = tail call noalias dereferenceable_or_null(19923) ptr @calloc(i64 noundef 19923, i64 noundef 1) #12
  br label %403

355:                                              ; preds = %365, %298
  %356 = phi i64 [ 0, %298 ], [ %367, %365 ]
  %357 = phi i32 [ %300, %298 ], [ %366, %365 ]
  %358 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %356
  %359 = load i8, ptr %358, align 1, !tbaa !6
  %360 = zext i8 %359 to i32
  %361 = icmp eq i32 %299, %360
  br i1 %361, label %362, label %365

362:                                              ; preds = %355
  %363 = add i32 %357, 1
  %364 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %356
  store i32 %357, ptr %364, align 4, !tbaa !11
  br label %365

365:                                              ; preds = %362, %355
  %366 = phi i32 [ %363, %362 ], [ %357, %355 ]
  %367 = add nuw nsw i64 %356, 1
  %368 = icmp eq i64 %367, 256
  br i1 %368, label %301, label %355, !llvm.loop !20

369:                                              ; preds = %437
  %370 = uitofp i64 %438 to double
  %371 = fdiv double %370, 1.992300e+04
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef 19923, i32 noundef %75, i32 noundef %353, i64 noundef %438, double noundef %371)
  %373 = getelementptr inbounds i8, ptr %1, i64 388
  %374 = load i32, ptr %373, align 4, !tbaa !11
  %375 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 97), align 1, !tbaa !6
  %376 = zext i8 %375 to i32
  %377 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 388), align 4, !tbaa !11
  %378 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %374, i32 noundef %376, i32 noundef %377)
  %379 = getelementptr inbounds i8, ptr %1, i64 392
  %380 = load i32, ptr %379, align 4, !tbaa !11
  %381 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 98), align 2, !tbaa !6
  %382 = zext i8 %381 to i32
  %383 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 392), align 4, !tbaa !11
  %384 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %380, i32 noundef %382, i32 noundef %383)
  %385 = getelementptr inbounds i8, ptr %1, i64 396
  %386 = load i32, ptr %385, align 4, !tbaa !11
  %387 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 99), align 1, !tbaa !6
  %388 = zext i8 %387 to i32
  %389 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 396), align 4, !tbaa !11
  %390 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %386, i32 noundef %388, i32 noundef %389)
  %391 = getelementptr inbounds i8, ptr %1, i64 400
  %392 = load i32, ptr %391, align 4, !tbaa !11
  %393 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 100), align 4, !tbaa !6
  %394 = zext i8 %393 to i32
  %395 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 400), align 4, !tbaa !11
  %396 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %392, i32 noundef %394, i32 noundef %395)
  %397 = getelementptr inbounds i8, ptr %1, i64 404
  %398 = load i32, ptr %397, align 4, !tbaa !11
  %399 = load i8, ptr getelementptr inbounds (i8, ptr @lens, i64 101), align 1, !tbaa !6
  %400 = zext i8 %399 to i32
  %401 = load i32, ptr getelementptr inbounds (i8, ptr @codes, i64 404), align 4, !tbaa !11
  %402 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %398, i32 noundef %400, i32 noundef %401)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %2) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(132) %2, i8 0, i64 132, i1 false)
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %3) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(132) %3, i8 0, i64 132, i1 false)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #11
  call void @llvm.lifetime.start.p0(i64 132, ptr nonnull %5) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(132) %5, i8 0, i64 132, i1 false)
  br label %441

403:                                              ; preds = %305, %437
  %404 = phi i64 [ 0, %305 ], [ %439, %437 ]
  %405 = phi i64 [ 0, %305 ], [ %438, %437 ]
  %406 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %404
  %407 = load i8, ptr %406, align 1, !tbaa !6
  %408 = zext i8 %407 to i64
  %409 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %408
  %410 = load i32, ptr %409, align 4, !tbaa !11
  %411 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %408
  %412 = load i8, ptr %411, align 1, !tbaa !6
  %413 = icmp eq i8 %412, 0
  br i1 %413, label %437, label %414

414:                                              ; preds = %403
  %415 = zext i8 %412 to i32
  %416 = trunc i64 %405 to i32
  %417 = add i32 %415, %416
  br label %418

418:                                              ; preds = %414, %433
  %419 = phi i64 [ %434, %433 ], [ %405, %414 ]
  %420 = phi i32 [ %421, %433 ], [ %415, %414 ]
  %421 = add nsw i32 %420, -1
  %422 = shl nuw i32 1, %421
  %423 = and i32 %422, %410
  %424 = icmp eq i32 %423, 0
  br i1 %424, label %433, label %425

425:                                              ; preds = %418
  %426 = trunc i64 %419 to i8
  %427 = and i8 %426, 7
  %428 = lshr exact i8 -128, %427
  %429 = lshr i64 %419, 3
  %430 = getelementptr inbounds i8, ptr %354, i64 %429
  %431 = load i8, ptr %430, align 1, !tbaa !6
  %432 = or i8 %431, %428
  store i8 %432, ptr %430, align 1, !tbaa !6
  br label %433

433:                                              ; preds = %425, %418
  %434 = add i64 %419, 1
  %435 = trunc i64 %434 to i32
  %436 = icmp eq i32 %417, %435
  br i1 %436, label %437, label %418, !llvm.loop !21

437:                                              ; preds = %433, %403
  %438 = phi i64 [ %405, %403 ], [ %434, %433 ]
  %439 = add nuw nsw i64 %404, 1
  %440 = icmp eq i64 %439, 19923
  br i1 %440, label %369, label %403, !llvm.loop !22

441:                                              ; preds = %369, %446
  %442 = phi i64 [ 1, %369 ], [ %447, %446 ]
  %443 = phi i32 [ 0, %369 ], [ %464, %446 ]
  %444 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %442
  store i32 %443, ptr %444, align 4, !tbaa !11
  %445 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %442
  br label %449

446:                                              ; preds = %463
  %447 = add nuw nsw i64 %442, 1
  %448 = icmp eq i64 %447, 33
  br i1 %448, label %469, label %441, !llvm.loop !23

449:                                              ; preds = %441, %463
  %450 = phi i64 [ 0, %441 ], [ %465, %463 ]
  %451 = phi i32 [ %443, %441 ], [ %464, %463 ]
  %452 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %450
  %453 = load i8, ptr %452, align 1, !tbaa !6
  %454 = zext i8 %453 to i64
  %455 = icmp eq i64 %442, %454
  br i1 %455, label %456, label %463

456:                                              ; preds = %449
  %457 = add nsw i32 %451, 1
  %458 = sext i32 %451 to i64
  %459 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %458
  %460 = trunc nuw nsw i64 %450 to i32
  store i32 %460, ptr %459, align 4, !tbaa !11
  %461 = load i32, ptr %445, align 4, !tbaa !11
  %462 = add i32 %461, 1
  store i32 %462, ptr %445, align 4, !tbaa !11
  br label %463

463:                                              ; preds = %449, %456
  %464 = phi i32 [ %457, %456 ], [ %451, %449 ]
  %465 = add nuw nsw i64 %450, 1
  %466 = icmp eq i64 %465, 256
  br i1 %466, label %446, label %449, !llvm.loop !24

467:                                              ; preds = %469
  %468 = tail call noalias dereferenceable_or_null(19923) ptr @malloc(i64 noundef 19923) #13
  br label %479

469:                                              ; preds = %446, %469
  %470 = phi i64 [ %477, %469 ], [ 1, %446 ]
  %471 = phi i32 [ %476, %469 ], [ 0, %446 ]
  %472 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %470
  store i32 %471, ptr %472, align 4, !tbaa !11
  %473 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %470
  %474 = load i32, ptr %473, align 4, !tbaa !11
  %475 = add i32 %474, %471
  %476 = shl i32 %475, 1
  %477 = add nuw nsw i64 %470, 1
  %478 = icmp eq i64 %477, 33
  br i1 %478, label %467, label %469, !llvm.loop !25

479:                                              ; preds = %467, %516
  %480 = phi i64 [ 0, %467 ], [ %525, %516 ]
  %481 = phi i64 [ 0, %467 ], [ %505, %516 ]
  br label %490

482:                                              ; preds = %516
  %483 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(19923) %468, ptr noundef nonnull dereferenceable(19923) @main.input, i64 19923)
  %484 = icmp ne i32 %483, 0
  %485 = icmp ne i64 %505, %438
  %486 = select i1 %484, i1 true, i1 %485
  %487 = select i1 %486, ptr @.str.5, ptr @.str.4
  %488 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %487)
  tail call void @free(ptr noundef nonnull %354) #11
  tail call void @free(ptr noundef nonnull %468) #11
  %489 = zext i1 %486 to i32
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %5) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #11
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %3) #11
  call void @llvm.lifetime.end.p0(i64 132, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #11
  ret i32 %489

490:                                              ; preds = %515, %479
  %491 = phi i64 [ 0, %479 ], [ %506, %515 ]
  %492 = phi i64 [ %481, %479 ], [ %505, %515 ]
  %493 = phi i32 [ 0, %479 ], [ %504, %515 ]
  %494 = shl i32 %493, 1
  %495 = lshr i64 %492, 3
  %496 = getelementptr inbounds i8, ptr %354, i64 %495
  %497 = load i8, ptr %496, align 1, !tbaa !6
  %498 = zext i8 %497 to i32
  %499 = trunc i64 %492 to i32
  %500 = and i32 %499, 7
  %501 = xor i32 %500, 7
  %502 = lshr i32 %498, %501
  %503 = and i32 %502, 1
  %504 = or disjoint i32 %503, %494
  %505 = add i64 %492, 1
  %506 = add nuw nsw i64 %491, 1
  %507 = getelementptr inbounds [33 x i32], ptr %3, i64 0, i64 %506
  %508 = load i32, ptr %507, align 4, !tbaa !11
  %509 = icmp eq i32 %508, 0
  br i1 %509, label %515, label %510

510:                                              ; preds = %490
  %511 = getelementptr inbounds [33 x i32], ptr %2, i64 0, i64 %506
  %512 = load i32, ptr %511, align 4, !tbaa !11
  %513 = sub i32 %504, %512
  %514 = icmp ult i32 %513, %508
  br i1 %514, label %516, label %515

515:                                              ; preds = %510, %490
  br label %490

516:                                              ; preds = %510
  %517 = getelementptr inbounds [33 x i32], ptr %5, i64 0, i64 %506
  %518 = load i32, ptr %517, align 4, !tbaa !11
  %519 = add nsw i32 %518, %513
  %520 = sext i32 %519 to i64
  %521 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %520
  %522 = load i32, ptr %521, align 4, !tbaa !11
  %523 = trunc i32 %522 to i8
  %524 = getelementptr inbounds i8, ptr %468, i64 %480
  store i8 %523, ptr %524, align 1, !tbaa !6
  %525 = add nuw nsw i64 %480, 1
  %526 = icmp eq i64 %525, 19923
  br i1 %526, label %482, label %479, !llvm.loop !26
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @walk(i32 noundef %0, i32 noundef %1) unnamed_addr #4 {
  %3 = sext i32 %0 to i64
  %4 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 4
  %6 = load i32, ptr %5, align 4, !tbaa !27
  %7 = icmp sgt i32 %6, -1
  br i1 %7, label %8, label %15

8:                                                ; preds = %15, %2
  %9 = phi i32 [ %1, %2 ], [ %20, %15 ]
  %10 = phi i32 [ %6, %2 ], [ %26, %15 ]
  %11 = tail call i32 @llvm.umax.i32(i32 %9, i32 1)
  %12 = trunc i32 %11 to i8
  %13 = zext nneg i32 %10 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %13
  store i8 %12, ptr %14, align 1, !tbaa !6
  ret void

15:                                               ; preds = %2, %15
  %16 = phi ptr [ %24, %15 ], [ %4, %2 ]
  %17 = phi i32 [ %20, %15 ], [ %1, %2 ]
  %18 = getelementptr inbounds i8, ptr %16, i64 8
  %19 = load i32, ptr %18, align 4, !tbaa !28
  %20 = add nsw i32 %17, 1
  tail call fastcc void @walk(i32 noundef %19, i32 noundef %20)
  %21 = getelementptr inbounds i8, ptr %16, i64 12
  %22 = load i32, ptr %21, align 4, !tbaa !29
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %23
  %25 = getelementptr inbounds i8, ptr %24, i64 4
  %26 = load i32, ptr %25, align 4, !tbaa !27
  %27 = icmp sgt i32 %26, -1
  br i1 %27, label %8, label %15
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = !{!15, !12, i64 0}
!15 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10}
!19 = distinct !{!19, !10}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = distinct !{!25, !10}
!26 = distinct !{!26, !10}
!27 = !{!15, !12, i64 4}
!28 = !{!15, !12, i64 8}
!29 = !{!15, !12, i64 12}
