; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

3:                                                ; preds = %0, %210
  %4 = phi i64 [ 1, %0 ], [ %218, %210 ]
  %5 = phi i64 [ 2, %0 ], [ %219, %210 ]
  call void @llvm.lifetime.start.p0(i64 3136, ptr nonnull %1) #6
  br label %6

6:                                                ; preds = %3, %9
  %7 = phi i64 [ 0, %3 ], [ %8, %9 ]
  %8 = add nuw nsw i64 %7, 1
  br label %11

9:                                                ; preds = %31
  %10 = icmp eq i64 %8, %4
  br i1 %10, label %37, label %6, !llvm.loop !6

11:                                               ; preds = %6, %31
  %12 = phi i64 [ 0, %6 ], [ %35, %31 ]
  %13 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %7, i64 %12
  %14 = icmp ult i64 %12, %4
  br i1 %14, label %15, label %27

15:                                               ; preds = %11
  %16 = add nuw nsw i64 %8, %12
  %17 = zext nneg i64 %16 to i128
  br label %18

18:                                               ; preds = %15, %18
  %19 = phi i128 [ %20, %18 ], [ 1, %15 ]
  %20 = phi i128 [ %21, %18 ], [ %17, %15 ]
  %21 = urem i128 %19, %20
  %22 = icmp eq i128 %21, 0
  br i1 %22, label %23, label %18, !llvm.loop !8

23:                                               ; preds = %18
  %24 = icmp ugt i128 %20, 1
  br i1 %24, label %25, label %31

25:                                               ; preds = %23
  %26 = udiv i128 %17, %20
  br label %31

27:                                               ; preds = %11
  %28 = sub nsw i64 %12, %4
  %29 = icmp eq i64 %28, %7
  %30 = zext i1 %29 to i128
  br label %31

31:                                               ; preds = %25, %23, %27
  %32 = phi i128 [ %30, %27 ], [ 0, %25 ], [ 1, %23 ]
  %33 = phi i128 [ 1, %27 ], [ %26, %25 ], [ %17, %23 ]
  store i128 %32, ptr %13, align 16, !tbaa !9
  %34 = getelementptr inbounds i8, ptr %13, i64 16
  store i128 %33, ptr %34, align 16, !tbaa !9
  %35 = add nuw nsw i64 %12, 1
  %36 = icmp eq i64 %35, %5
  br i1 %36, label %9, label %11, !llvm.loop !13

37:                                               ; preds = %9, %131
  %38 = phi i64 [ %132, %131 ], [ 0, %9 ]
  %39 = phi i128 [ %99, %131 ], [ 1, %9 ]
  %40 = phi i128 [ %100, %131 ], [ 1, %9 ]
  br label %41

41:                                               ; preds = %41, %37
  %42 = phi i64 [ %46, %41 ], [ %38, %37 ]
  %43 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %42, i64 %38
  %44 = load i128, ptr %43, align 16, !tbaa !14
  %45 = icmp eq i128 %44, 0
  %46 = add nuw nsw i64 %42, 1
  br i1 %45, label %41, label %47, !llvm.loop !16

47:                                               ; preds = %41
  %48 = and i64 %42, 4294967295
  %49 = icmp eq i64 %48, %38
  br i1 %49, label %72, label %66

50:                                               ; preds = %66
  %51 = sub nsw i128 0, %40
  %52 = tail call i128 @llvm.abs.i128(i128 %39, i1 true)
  %53 = tail call i128 @llvm.abs.i128(i128 %40, i1 true)
  %54 = icmp eq i128 %39, 0
  br i1 %54, label %60, label %55

55:                                               ; preds = %50, %55
  %56 = phi i128 [ %57, %55 ], [ %53, %50 ]
  %57 = phi i128 [ %58, %55 ], [ %52, %50 ]
  %58 = urem i128 %56, %57
  %59 = icmp eq i128 %58, 0
  br i1 %59, label %60, label %55, !llvm.loop !8

60:                                               ; preds = %55, %50
  %61 = phi i128 [ %53, %50 ], [ %57, %55 ]
  %62 = icmp ugt i128 %61, 1
  br i1 %62, label %63, label %72

63:                                               ; preds = %60
  %64 = sdiv i128 %51, %61
  %65 = udiv i128 %52, %61
  br label %72

66:                                               ; preds = %47, %66
  %67 = phi i64 [ %70, %66 ], [ 0, %47 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2)
  %68 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %42, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %68, i64 32, i1 false), !tbaa.struct !17
  %69 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %38, i64 %67
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %68, ptr noundef nonnull align 16 dereferenceable(32) %69, i64 32, i1 false), !tbaa.struct !17
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %69, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !tbaa.struct !17
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2)
  %70 = add nuw nsw i64 %67, 1
  %71 = icmp eq i64 %70, %5
  br i1 %71, label %50, label %66, !llvm.loop !18

72:                                               ; preds = %63, %60, %47
  %73 = phi i128 [ %40, %47 ], [ %64, %63 ], [ %51, %60 ]
  %74 = phi i128 [ %39, %47 ], [ %65, %63 ], [ %52, %60 ]
  %75 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %38, i64 %38
  %76 = load i128, ptr %75, align 16, !tbaa !9
  %77 = getelementptr inbounds i8, ptr %75, i64 16
  %78 = load i128, ptr %77, align 16, !tbaa !9
  %79 = mul nsw i128 %76, %73
  %80 = mul nsw i128 %78, %74
  %81 = icmp slt i128 %80, 0
  %82 = sub nsw i128 0, %79
  %83 = tail call i128 @llvm.abs.i128(i128 %80, i1 true)
  %84 = select i1 %81, i128 %82, i128 %79
  %85 = tail call i128 @llvm.abs.i128(i128 %79, i1 true)
  %86 = icmp eq i128 %80, 0
  br i1 %86, label %92, label %87

87:                                               ; preds = %72, %87
  %88 = phi i128 [ %89, %87 ], [ %85, %72 ]
  %89 = phi i128 [ %90, %87 ], [ %83, %72 ]
  %90 = urem i128 %88, %89
  %91 = icmp eq i128 %90, 0
  br i1 %91, label %92, label %87, !llvm.loop !8

92:                                               ; preds = %87, %72
  %93 = phi i128 [ %85, %72 ], [ %89, %87 ]
  %94 = icmp ugt i128 %93, 1
  br i1 %94, label %95, label %98

95:                                               ; preds = %92
  %96 = sdiv i128 %84, %93
  %97 = udiv i128 %83, %93
  br label %98

98:                                               ; preds = %92, %95
  %99 = phi i128 [ %97, %95 ], [ %83, %92 ]
  %100 = phi i128 [ %96, %95 ], [ %84, %92 ]
  br label %101

101:                                              ; preds = %98, %126
  %102 = phi i64 [ 0, %98 ], [ %129, %126 ]
  %103 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %38, i64 %102
  %104 = load i128, ptr %103, align 16, !tbaa !9
  %105 = getelementptr inbounds i8, ptr %103, i64 16
  %106 = load i128, ptr %105, align 16, !tbaa !9
  %107 = mul nsw i128 %104, %78
  %108 = mul nsw i128 %106, %76
  %109 = icmp slt i128 %108, 0
  %110 = sub nsw i128 0, %107
  %111 = tail call i128 @llvm.abs.i128(i128 %108, i1 true)
  %112 = select i1 %109, i128 %110, i128 %107
  %113 = tail call i128 @llvm.abs.i128(i128 %107, i1 true)
  %114 = icmp eq i128 %108, 0
  br i1 %114, label %120, label %115

115:                                              ; preds = %101, %115
  %116 = phi i128 [ %117, %115 ], [ %113, %101 ]
  %117 = phi i128 [ %118, %115 ], [ %111, %101 ]
  %118 = urem i128 %116, %117
  %119 = icmp eq i128 %118, 0
  br i1 %119, label %120, label %115, !llvm.loop !8

120:                                              ; preds = %115, %101
  %121 = phi i128 [ %113, %101 ], [ %117, %115 ]
  %122 = icmp ugt i128 %121, 1
  br i1 %122, label %123, label %126

123:                                              ; preds = %120
  %124 = sdiv i128 %112, %121
  %125 = udiv i128 %111, %121
  br label %126

126:                                              ; preds = %120, %123
  %127 = phi i128 [ %125, %123 ], [ %111, %120 ]
  %128 = phi i128 [ %124, %123 ], [ %112, %120 ]
  store i128 %128, ptr %103, align 16, !tbaa !9
  store i128 %127, ptr %105, align 16, !tbaa !9
  %129 = add nuw nsw i64 %102, 1
  %130 = icmp eq i64 %129, %5
  br i1 %130, label %134, label %101, !llvm.loop !19

131:                                              ; preds = %202
  %132 = add nuw nsw i64 %38, 1
  %133 = icmp eq i64 %132, %4
  br i1 %133, label %205, label %37, !llvm.loop !20

134:                                              ; preds = %126, %202
  %135 = phi i64 [ %203, %202 ], [ 0, %126 ]
  %136 = icmp eq i64 %135, %38
  br i1 %136, label %202, label %137

137:                                              ; preds = %134
  %138 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %135, i64 %38
  %139 = load i128, ptr %138, align 16, !tbaa !9
  %140 = icmp eq i128 %139, 0
  br i1 %140, label %202, label %141

141:                                              ; preds = %137
  %142 = getelementptr inbounds i8, ptr %138, i64 16
  %143 = load i128, ptr %142, align 16, !tbaa !9
  br label %144

144:                                              ; preds = %141, %197
  %145 = phi i64 [ 0, %141 ], [ %200, %197 ]
  %146 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %135, i64 %145
  %147 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %38, i64 %145
  %148 = load i128, ptr %147, align 16, !tbaa !9
  %149 = getelementptr inbounds i8, ptr %147, i64 16
  %150 = load i128, ptr %149, align 16, !tbaa !9
  %151 = mul nsw i128 %148, %139
  %152 = mul nsw i128 %150, %143
  %153 = icmp slt i128 %152, 0
  %154 = sub nsw i128 0, %151
  %155 = tail call i128 @llvm.abs.i128(i128 %152, i1 true)
  %156 = select i1 %153, i128 %154, i128 %151
  %157 = tail call i128 @llvm.abs.i128(i128 %151, i1 true)
  %158 = icmp eq i128 %152, 0
  br i1 %158, label %164, label %159

159:                                              ; preds = %144, %159
  %160 = phi i128 [ %161, %159 ], [ %157, %144 ]
  %161 = phi i128 [ %162, %159 ], [ %155, %144 ]
  %162 = urem i128 %160, %161
  %163 = icmp eq i128 %162, 0
  br i1 %163, label %164, label %159, !llvm.loop !8

164:                                              ; preds = %159, %144
  %165 = phi i128 [ %157, %144 ], [ %161, %159 ]
  %166 = icmp ugt i128 %165, 1
  br i1 %166, label %167, label %170

167:                                              ; preds = %164
  %168 = sdiv i128 %156, %165
  %169 = udiv i128 %155, %165
  br label %170

170:                                              ; preds = %164, %167
  %171 = phi i128 [ %169, %167 ], [ %155, %164 ]
  %172 = phi i128 [ %168, %167 ], [ %156, %164 ]
  %173 = load i128, ptr %146, align 16, !tbaa !9
  %174 = getelementptr inbounds i8, ptr %146, i64 16
  %175 = load i128, ptr %174, align 16, !tbaa !9
  %176 = mul nsw i128 %173, %171
  %177 = mul nsw i128 %175, %172
  %178 = sub nsw i128 %176, %177
  %179 = mul nsw i128 %175, %171
  %180 = icmp slt i128 %179, 0
  %181 = sub nsw i128 0, %178
  %182 = tail call i128 @llvm.abs.i128(i128 %179, i1 true)
  %183 = select i1 %180, i128 %181, i128 %178
  %184 = tail call i128 @llvm.abs.i128(i128 %178, i1 true)
  %185 = icmp eq i128 %179, 0
  br i1 %185, label %191, label %186

186:                                              ; preds = %170, %186
  %187 = phi i128 [ %188, %186 ], [ %184, %170 ]
  %188 = phi i128 [ %189, %186 ], [ %182, %170 ]
  %189 = urem i128 %187, %188
  %190 = icmp eq i128 %189, 0
  br i1 %190, label %191, label %186, !llvm.loop !8

191:                                              ; preds = %186, %170
  %192 = phi i128 [ %184, %170 ], [ %188, %186 ]
  %193 = icmp ugt i128 %192, 1
  br i1 %193, label %194, label %197

194:                                              ; preds = %191
  %195 = sdiv i128 %183, %192
  %196 = udiv i128 %182, %192
  br label %197

197:                                              ; preds = %191, %194
  %198 = phi i128 [ %196, %194 ], [ %182, %191 ]
  %199 = phi i128 [ %195, %194 ], [ %183, %191 ]
  store i128 %199, ptr %146, align 16, !tbaa !9
  store i128 %198, ptr %174, align 16, !tbaa !9
  %200 = add nuw nsw i64 %145, 1
  %201 = icmp eq i64 %200, %5
  br i1 %201, label %202, label %144, !llvm.loop !21

202:                                              ; preds = %197, %134, %137
  %203 = add nuw nsw i64 %135, 1
  %204 = icmp eq i64 %203, %4
  br i1 %204, label %131, label %134, !llvm.loop !22

205:                                              ; preds = %131, %226
  %206 = phi i64 [ %209, %226 ], [ 0, %131 ]
  %207 = phi i128 [ %239, %226 ], [ 0, %131 ]
  %208 = phi i32 [ %235, %226 ], [ 1, %131 ]
  %209 = add nuw nsw i64 %206, 1
  br label %221

210:                                              ; preds = %226
  %211 = trunc nuw nsw i64 %4 to i32
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %211)
  %213 = trunc i128 %100 to i64
  %214 = trunc i128 %99 to i64
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %213, i64 noundef %214)
  %216 = trunc i128 %239 to i64
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %216, i32 noundef %235)
  call void @llvm.lifetime.end.p0(i64 3136, ptr nonnull %1) #6
  %218 = add nuw nsw i64 %4, 1
  %219 = add nuw nsw i64 %5, 2
  %220 = icmp eq i64 %218, 8
  br i1 %220, label %317, label %3, !llvm.loop !23

221:                                              ; preds = %205, %228
  %222 = phi i64 [ 0, %205 ], [ %240, %228 ]
  %223 = phi i128 [ %207, %205 ], [ %239, %228 ]
  %224 = phi i32 [ %208, %205 ], [ %235, %228 ]
  %225 = add nuw nsw i64 %222, %4
  br label %242

226:                                              ; preds = %228
  %227 = icmp eq i64 %209, %4
  br i1 %227, label %210, label %205, !llvm.loop !24

228:                                              ; preds = %304
  %229 = icmp eq i64 %206, %222
  %230 = zext i1 %229 to i128
  %231 = icmp eq i128 %306, %230
  %232 = icmp eq i128 %305, 1
  %233 = select i1 %231, i1 %232, i1 false
  %234 = and i32 %224, 1
  %235 = select i1 %233, i32 %234, i32 0
  %236 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %206, i64 %225
  %237 = load i128, ptr %236, align 16, !tbaa !14
  %238 = tail call i128 @llvm.abs.i128(i128 %237, i1 true)
  %239 = tail call i128 @llvm.smax.i128(i128 %238, i128 %223)
  %240 = add nuw nsw i64 %222, 1
  %241 = icmp eq i64 %240, %4
  br i1 %241, label %226, label %221, !llvm.loop !25

242:                                              ; preds = %221, %304
  %243 = phi i64 [ 0, %221 ], [ %307, %304 ]
  %244 = phi i128 [ 1, %221 ], [ %305, %304 ]
  %245 = phi i128 [ 0, %221 ], [ %306, %304 ]
  %246 = add nuw nsw i64 %209, %243
  %247 = zext nneg i64 %246 to i128
  br label %248

248:                                              ; preds = %242, %248
  %249 = phi i128 [ %250, %248 ], [ 1, %242 ]
  %250 = phi i128 [ %251, %248 ], [ %247, %242 ]
  %251 = urem i128 %249, %250
  %252 = icmp eq i128 %251, 0
  br i1 %252, label %253, label %248, !llvm.loop !8

253:                                              ; preds = %248
  %254 = icmp ugt i128 %250, 1
  br i1 %254, label %255, label %257

255:                                              ; preds = %253
  %256 = udiv i128 %247, %250
  br label %257

257:                                              ; preds = %253, %255
  %258 = phi i128 [ %256, %255 ], [ %247, %253 ]
  %259 = phi i128 [ 0, %255 ], [ 1, %253 ]
  %260 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %243, i64 %225
  %261 = load i128, ptr %260, align 16, !tbaa !9
  %262 = getelementptr inbounds i8, ptr %260, i64 16
  %263 = load i128, ptr %262, align 16, !tbaa !9
  %264 = mul nuw nsw i128 %261, %259
  %265 = mul nsw i128 %263, %258
  %266 = icmp slt i128 %265, 0
  %267 = sub nsw i128 0, %264
  %268 = tail call i128 @llvm.abs.i128(i128 %265, i1 true)
  %269 = select i1 %266, i128 %267, i128 %264
  %270 = tail call i128 @llvm.abs.i128(i128 %264, i1 true)
  %271 = icmp eq i128 %265, 0
  br i1 %271, label %277, label %272

272:                                              ; preds = %257, %272
  %273 = phi i128 [ %274, %272 ], [ %270, %257 ]
  %274 = phi i128 [ %275, %272 ], [ %268, %257 ]
  %275 = urem i128 %273, %274
  %276 = icmp eq i128 %275, 0
  br i1 %276, label %277, label %272, !llvm.loop !8

277:                                              ; preds = %272, %257
  %278 = phi i128 [ %270, %257 ], [ %274, %272 ]
  %279 = icmp ugt i128 %278, 1
  br i1 %279, label %280, label %283

280:                                              ; preds = %277
  %281 = sdiv i128 %269, %278
  %282 = udiv i128 %268, %278
  br label %283

283:                                              ; preds = %277, %280
  %284 = phi i128 [ %282, %280 ], [ %268, %277 ]
  %285 = phi i128 [ %281, %280 ], [ %269, %277 ]
  %286 = mul nsw i128 %284, %245
  %287 = mul nsw i128 %285, %244
  %288 = add nsw i128 %287, %286
  %289 = mul nsw i128 %284, %244
  %290 = tail call i128 @llvm.abs.i128(i128 %289, i1 true)
  %291 = tail call i128 @llvm.abs.i128(i128 %288, i1 true)
  %292 = icmp eq i128 %289, 0
  br i1 %292, label %298, label %293

293:                                              ; preds = %283, %293
  %294 = phi i128 [ %295, %293 ], [ %291, %283 ]
  %295 = phi i128 [ %296, %293 ], [ %290, %283 ]
  %296 = urem i128 %294, %295
  %297 = icmp eq i128 %296, 0
  br i1 %297, label %298, label %293, !llvm.loop !8

298:                                              ; preds = %293, %283
  %299 = phi i128 [ %291, %283 ], [ %295, %293 ]
  %300 = icmp ugt i128 %299, 1
  br i1 %300, label %301, label %304

301:                                              ; preds = %298
  %302 = sdiv i128 %288, %299
  %303 = udiv i128 %290, %299
  br label %304

304:                                              ; preds = %298, %301
  %305 = phi i128 [ %303, %301 ], [ %290, %298 ]
  %306 = phi i128 [ %302, %301 ], [ %288, %298 ]
  %307 = add nuw nsw i64 %243, 1
  %308 = icmp eq i64 %307, %4
  br i1 %308, label %228, label %242, !llvm.loop !26

309:                                              ; preds = %356
  %310 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %311 = trunc i128 %358 to i64
  %312 = trunc i128 %357 to i64
  %313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %311, i64 noundef %312)
  %314 = tail call i32 @putchar(i32 10)
  %315 = srem i128 %358, 100
  %316 = trunc nsw i128 %315 to i32
  ret i32 %316

317:                                              ; preds = %210, %356
  %318 = phi i32 [ %359, %356 ], [ 1, %210 ]
  %319 = phi i128 [ %357, %356 ], [ 1, %210 ]
  %320 = phi i128 [ %358, %356 ], [ 0, %210 ]
  %321 = zext nneg i32 %318 to i128
  %322 = mul nuw nsw i128 %321, %321
  br label %323

323:                                              ; preds = %317, %323
  %324 = phi i128 [ %325, %323 ], [ 1, %317 ]
  %325 = phi i128 [ %326, %323 ], [ %322, %317 ]
  %326 = urem i128 %324, %325
  %327 = icmp eq i128 %326, 0
  br i1 %327, label %328, label %323, !llvm.loop !8

328:                                              ; preds = %323
  %329 = icmp ugt i128 %325, 1
  br i1 %329, label %330, label %332

330:                                              ; preds = %328
  %331 = udiv i128 %322, %325
  br label %332

332:                                              ; preds = %328, %330
  %333 = phi i128 [ %331, %330 ], [ %322, %328 ]
  %334 = phi i128 [ 0, %330 ], [ 1, %328 ]
  %335 = mul nsw i128 %333, %320
  %336 = mul nuw nsw i128 %334, %319
  %337 = add nsw i128 %336, %335
  %338 = mul nsw i128 %333, %319
  %339 = icmp slt i128 %338, 0
  %340 = sub nsw i128 0, %337
  %341 = tail call i128 @llvm.abs.i128(i128 %338, i1 true)
  %342 = select i1 %339, i128 %340, i128 %337
  %343 = tail call i128 @llvm.abs.i128(i128 %337, i1 true)
  %344 = icmp eq i128 %338, 0
  br i1 %344, label %350, label %345

345:                                              ; preds = %332, %345
  %346 = phi i128 [ %347, %345 ], [ %343, %332 ]
  %347 = phi i128 [ %348, %345 ], [ %341, %332 ]
  %348 = urem i128 %346, %347
  %349 = icmp eq i128 %348, 0
  br i1 %349, label %350, label %345, !llvm.loop !8

350:                                              ; preds = %345, %332
  %351 = phi i128 [ %343, %332 ], [ %347, %345 ]
  %352 = icmp ugt i128 %351, 1
  br i1 %352, label %353, label %356

353:                                              ; preds = %350
  %354 = sdiv i128 %342, %351
  %355 = udiv i128 %341, %351
  br label %356

356:                                              ; preds = %350, %353
  %357 = phi i128 [ %355, %353 ], [ %341, %350 ]
  %358 = phi i128 [ %354, %353 ], [ %342, %350 ]
  %359 = add nuw nsw i32 %318, 1
  %360 = icmp eq i32 %359, 21
  br i1 %360, label %309, label %317, !llvm.loop !27
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
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
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = !{!10, !10, i64 0}
!10 = !{!"__int128", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C/C++ TBAA"}
!13 = distinct !{!13, !7}
!14 = !{!15, !10, i64 0}
!15 = !{!"", !10, i64 0, !10, i64 16}
!16 = distinct !{!16, !7}
!17 = !{i64 0, i64 16, !9, i64 16, i64 16, !9}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
