; ModuleID = 'programs/skip_list_det.c'
source_filename = "programs/skip_list_det.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sk = type { i32, i32, i32, [16 x ptr] }

@present = internal unnamed_addr global [5000 x i32] zeroinitializer, align 4
@head = internal global %struct.sk { i32 0, i32 0, i32 16, [16 x ptr] zeroinitializer }, align 8
@.str = private unnamed_addr constant [43 x i8] c"count=%d removed=%d sorted=%d mismatch=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"sample val=%d\0A\00", align 1
@rs = internal unnamed_addr global i32 625341585, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x ptr], align 8
  %2 = alloca [16 x ptr], align 8
  %3 = alloca [17 x i32], align 4
  %4 = getelementptr inbounds i8, ptr %2, i64 120
  %5 = getelementptr inbounds i8, ptr %2, i64 112
  %6 = getelementptr inbounds i8, ptr %2, i64 104
  %7 = getelementptr inbounds i8, ptr %2, i64 96
  %8 = getelementptr inbounds i8, ptr %2, i64 88
  %9 = getelementptr inbounds i8, ptr %2, i64 80
  %10 = getelementptr inbounds i8, ptr %2, i64 72
  %11 = getelementptr inbounds i8, ptr %2, i64 64
  %12 = getelementptr inbounds i8, ptr %2, i64 56
  %13 = getelementptr inbounds i8, ptr %2, i64 48
  %14 = getelementptr inbounds i8, ptr %2, i64 40
  %15 = getelementptr inbounds i8, ptr %2, i64 32
  %16 = getelementptr inbounds i8, ptr %2, i64 24
  %17 = getelementptr inbounds i8, ptr %2, i64 16
  %18 = getelementptr inbounds i8, ptr %2, i64 8
  %19 = load i32, ptr @rs, align 4, !tbaa !6
  br label %36

20:                                               ; preds = %224
  %21 = getelementptr inbounds i8, ptr %1, i64 120
  %22 = getelementptr inbounds i8, ptr %1, i64 112
  %23 = getelementptr inbounds i8, ptr %1, i64 104
  %24 = getelementptr inbounds i8, ptr %1, i64 96
  %25 = getelementptr inbounds i8, ptr %1, i64 88
  %26 = getelementptr inbounds i8, ptr %1, i64 80
  %27 = getelementptr inbounds i8, ptr %1, i64 72
  %28 = getelementptr inbounds i8, ptr %1, i64 64
  %29 = getelementptr inbounds i8, ptr %1, i64 56
  %30 = getelementptr inbounds i8, ptr %1, i64 48
  %31 = getelementptr inbounds i8, ptr %1, i64 40
  %32 = getelementptr inbounds i8, ptr %1, i64 32
  %33 = getelementptr inbounds i8, ptr %1, i64 24
  %34 = getelementptr inbounds i8, ptr %1, i64 16
  %35 = getelementptr inbounds i8, ptr %1, i64 8
  br label %233

36:                                               ; preds = %0, %224
  %37 = phi i32 [ 9, %0 ], [ %41, %224 ]
  %38 = phi i32 [ 0, %0 ], [ %228, %224 ]
  %39 = phi i32 [ %19, %0 ], [ %225, %224 ]
  %40 = mul i32 %37, 1103515245
  %41 = add i32 %40, 12345
  %42 = lshr i32 %41, 8
  %43 = urem i32 %42, 5000
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8
  br label %44

44:                                               ; preds = %49, %36
  %45 = phi ptr [ %47, %49 ], [ @head, %36 ]
  %46 = getelementptr inbounds i8, ptr %45, i64 136
  %47 = load ptr, ptr %46, align 8, !tbaa !10
  %48 = icmp eq ptr %47, null
  br i1 %48, label %52, label %49

49:                                               ; preds = %44
  %50 = load i32, ptr %47, align 8, !tbaa !12
  %51 = icmp slt i32 %50, %43
  br i1 %51, label %44, label %52, !llvm.loop !14

52:                                               ; preds = %49, %44
  store ptr %45, ptr %4, align 8, !tbaa !10
  br label %53

53:                                               ; preds = %58, %52
  %54 = phi ptr [ %56, %58 ], [ %45, %52 ]
  %55 = getelementptr inbounds i8, ptr %54, i64 128
  %56 = load ptr, ptr %55, align 8, !tbaa !10
  %57 = icmp eq ptr %56, null
  br i1 %57, label %61, label %58

58:                                               ; preds = %53
  %59 = load i32, ptr %56, align 8, !tbaa !12
  %60 = icmp slt i32 %59, %43
  br i1 %60, label %53, label %61, !llvm.loop !14

61:                                               ; preds = %58, %53
  store ptr %54, ptr %5, align 8, !tbaa !10
  br label %62

62:                                               ; preds = %67, %61
  %63 = phi ptr [ %65, %67 ], [ %54, %61 ]
  %64 = getelementptr inbounds i8, ptr %63, i64 120
  %65 = load ptr, ptr %64, align 8, !tbaa !10
  %66 = icmp eq ptr %65, null
  br i1 %66, label %70, label %67

67:                                               ; preds = %62
  %68 = load i32, ptr %65, align 8, !tbaa !12
  %69 = icmp slt i32 %68, %43
  br i1 %69, label %62, label %70, !llvm.loop !14

70:                                               ; preds = %67, %62
  store ptr %63, ptr %6, align 8, !tbaa !10
  br label %71

71:                                               ; preds = %76, %70
  %72 = phi ptr [ %74, %76 ], [ %63, %70 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 112
  %74 = load ptr, ptr %73, align 8, !tbaa !10
  %75 = icmp eq ptr %74, null
  br i1 %75, label %79, label %76

76:                                               ; preds = %71
  %77 = load i32, ptr %74, align 8, !tbaa !12
  %78 = icmp slt i32 %77, %43
  br i1 %78, label %71, label %79, !llvm.loop !14

79:                                               ; preds = %76, %71
  store ptr %72, ptr %7, align 8, !tbaa !10
  br label %80

80:                                               ; preds = %85, %79
  %81 = phi ptr [ %83, %85 ], [ %72, %79 ]
  %82 = getelementptr inbounds i8, ptr %81, i64 104
  %83 = load ptr, ptr %82, align 8, !tbaa !10
  %84 = icmp eq ptr %83, null
  br i1 %84, label %88, label %85

85:                                               ; preds = %80
  %86 = load i32, ptr %83, align 8, !tbaa !12
  %87 = icmp slt i32 %86, %43
  br i1 %87, label %80, label %88, !llvm.loop !14

88:                                               ; preds = %85, %80
  store ptr %81, ptr %8, align 8, !tbaa !10
  br label %89

89:                                               ; preds = %94, %88
  %90 = phi ptr [ %92, %94 ], [ %81, %88 ]
  %91 = getelementptr inbounds i8, ptr %90, i64 96
  %92 = load ptr, ptr %91, align 8, !tbaa !10
  %93 = icmp eq ptr %92, null
  br i1 %93, label %97, label %94

94:                                               ; preds = %89
  %95 = load i32, ptr %92, align 8, !tbaa !12
  %96 = icmp slt i32 %95, %43
  br i1 %96, label %89, label %97, !llvm.loop !14

97:                                               ; preds = %94, %89
  store ptr %90, ptr %9, align 8, !tbaa !10
  br label %98

98:                                               ; preds = %103, %97
  %99 = phi ptr [ %101, %103 ], [ %90, %97 ]
  %100 = getelementptr inbounds i8, ptr %99, i64 88
  %101 = load ptr, ptr %100, align 8, !tbaa !10
  %102 = icmp eq ptr %101, null
  br i1 %102, label %106, label %103

103:                                              ; preds = %98
  %104 = load i32, ptr %101, align 8, !tbaa !12
  %105 = icmp slt i32 %104, %43
  br i1 %105, label %98, label %106, !llvm.loop !14

106:                                              ; preds = %103, %98
  store ptr %99, ptr %10, align 8, !tbaa !10
  br label %107

107:                                              ; preds = %112, %106
  %108 = phi ptr [ %110, %112 ], [ %99, %106 ]
  %109 = getelementptr inbounds i8, ptr %108, i64 80
  %110 = load ptr, ptr %109, align 8, !tbaa !10
  %111 = icmp eq ptr %110, null
  br i1 %111, label %115, label %112

112:                                              ; preds = %107
  %113 = load i32, ptr %110, align 8, !tbaa !12
  %114 = icmp slt i32 %113, %43
  br i1 %114, label %107, label %115, !llvm.loop !14

115:                                              ; preds = %112, %107
  store ptr %108, ptr %11, align 8, !tbaa !10
  br label %116

116:                                              ; preds = %121, %115
  %117 = phi ptr [ %119, %121 ], [ %108, %115 ]
  %118 = getelementptr inbounds i8, ptr %117, i64 72
  %119 = load ptr, ptr %118, align 8, !tbaa !10
  %120 = icmp eq ptr %119, null
  br i1 %120, label %124, label %121

121:                                              ; preds = %116
  %122 = load i32, ptr %119, align 8, !tbaa !12
  %123 = icmp slt i32 %122, %43
  br i1 %123, label %116, label %124, !llvm.loop !14

124:                                              ; preds = %121, %116
  store ptr %117, ptr %12, align 8, !tbaa !10
  br label %125

125:                                              ; preds = %130, %124
  %126 = phi ptr [ %128, %130 ], [ %117, %124 ]
  %127 = getelementptr inbounds i8, ptr %126, i64 64
  %128 = load ptr, ptr %127, align 8, !tbaa !10
  %129 = icmp eq ptr %128, null
  br i1 %129, label %133, label %130

130:                                              ; preds = %125
  %131 = load i32, ptr %128, align 8, !tbaa !12
  %132 = icmp slt i32 %131, %43
  br i1 %132, label %125, label %133, !llvm.loop !14

133:                                              ; preds = %130, %125
  store ptr %126, ptr %13, align 8, !tbaa !10
  br label %134

134:                                              ; preds = %139, %133
  %135 = phi ptr [ %137, %139 ], [ %126, %133 ]
  %136 = getelementptr inbounds i8, ptr %135, i64 56
  %137 = load ptr, ptr %136, align 8, !tbaa !10
  %138 = icmp eq ptr %137, null
  br i1 %138, label %142, label %139

139:                                              ; preds = %134
  %140 = load i32, ptr %137, align 8, !tbaa !12
  %141 = icmp slt i32 %140, %43
  br i1 %141, label %134, label %142, !llvm.loop !14

142:                                              ; preds = %139, %134
  store ptr %135, ptr %14, align 8, !tbaa !10
  br label %143

143:                                              ; preds = %148, %142
  %144 = phi ptr [ %146, %148 ], [ %135, %142 ]
  %145 = getelementptr inbounds i8, ptr %144, i64 48
  %146 = load ptr, ptr %145, align 8, !tbaa !10
  %147 = icmp eq ptr %146, null
  br i1 %147, label %151, label %148

148:                                              ; preds = %143
  %149 = load i32, ptr %146, align 8, !tbaa !12
  %150 = icmp slt i32 %149, %43
  br i1 %150, label %143, label %151, !llvm.loop !14

151:                                              ; preds = %148, %143
  store ptr %144, ptr %15, align 8, !tbaa !10
  br label %152

152:                                              ; preds = %157, %151
  %153 = phi ptr [ %155, %157 ], [ %144, %151 ]
  %154 = getelementptr inbounds i8, ptr %153, i64 40
  %155 = load ptr, ptr %154, align 8, !tbaa !10
  %156 = icmp eq ptr %155, null
  br i1 %156, label %160, label %157

157:                                              ; preds = %152
  %158 = load i32, ptr %155, align 8, !tbaa !12
  %159 = icmp slt i32 %158, %43
  br i1 %159, label %152, label %160, !llvm.loop !14

160:                                              ; preds = %157, %152
  store ptr %153, ptr %16, align 8, !tbaa !10
  br label %161

161:                                              ; preds = %166, %160
  %162 = phi ptr [ %164, %166 ], [ %153, %160 ]
  %163 = getelementptr inbounds i8, ptr %162, i64 32
  %164 = load ptr, ptr %163, align 8, !tbaa !10
  %165 = icmp eq ptr %164, null
  br i1 %165, label %169, label %166

166:                                              ; preds = %161
  %167 = load i32, ptr %164, align 8, !tbaa !12
  %168 = icmp slt i32 %167, %43
  br i1 %168, label %161, label %169, !llvm.loop !14

169:                                              ; preds = %166, %161
  store ptr %162, ptr %17, align 8, !tbaa !10
  br label %170

170:                                              ; preds = %175, %169
  %171 = phi ptr [ %173, %175 ], [ %162, %169 ]
  %172 = getelementptr inbounds i8, ptr %171, i64 24
  %173 = load ptr, ptr %172, align 8, !tbaa !10
  %174 = icmp eq ptr %173, null
  br i1 %174, label %178, label %175

175:                                              ; preds = %170
  %176 = load i32, ptr %173, align 8, !tbaa !12
  %177 = icmp slt i32 %176, %43
  br i1 %177, label %170, label %178, !llvm.loop !14

178:                                              ; preds = %175, %170
  store ptr %171, ptr %18, align 8, !tbaa !10
  br label %179

179:                                              ; preds = %186, %178
  %180 = phi ptr [ %182, %186 ], [ %171, %178 ]
  %181 = getelementptr inbounds i8, ptr %180, i64 16
  %182 = load ptr, ptr %181, align 8, !tbaa !10
  %183 = icmp eq ptr %182, null
  br i1 %183, label %184, label %186

184:                                              ; preds = %179
  store ptr %180, ptr %2, align 8, !tbaa !10
  br label %185

185:                                              ; preds = %189, %184
  br label %193

186:                                              ; preds = %179
  %187 = load i32, ptr %182, align 8, !tbaa !12
  %188 = icmp slt i32 %187, %43
  br i1 %188, label %179, label %189, !llvm.loop !14

189:                                              ; preds = %186
  store ptr %180, ptr %2, align 8, !tbaa !10
  %190 = icmp eq i32 %187, %43
  br i1 %190, label %191, label %185

191:                                              ; preds = %189
  %192 = getelementptr inbounds i8, ptr %182, i64 4
  store i32 %38, ptr %192, align 4, !tbaa !16
  br label %224

193:                                              ; preds = %185, %204
  %194 = phi i32 [ %205, %204 ], [ 1, %185 ]
  %195 = phi i32 [ %201, %204 ], [ %39, %185 ]
  %196 = shl i32 %195, 13
  %197 = xor i32 %196, %195
  %198 = lshr i32 %197, 17
  %199 = xor i32 %198, %197
  %200 = shl i32 %199, 5
  %201 = xor i32 %200, %199
  %202 = and i32 %199, 3
  %203 = icmp eq i32 %202, 0
  br i1 %203, label %204, label %207

204:                                              ; preds = %193
  %205 = add nuw nsw i32 %194, 1
  %206 = icmp eq i32 %205, 16
  br i1 %206, label %207, label %193, !llvm.loop !17

207:                                              ; preds = %204, %193
  %208 = phi i32 [ %194, %193 ], [ 16, %204 ]
  store i32 %201, ptr @rs, align 4, !tbaa !6
  %209 = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #9
  store i32 %43, ptr %209, align 8, !tbaa !12
  %210 = getelementptr inbounds i8, ptr %209, i64 4
  store i32 %38, ptr %210, align 4, !tbaa !16
  %211 = getelementptr inbounds i8, ptr %209, i64 8
  store i32 %208, ptr %211, align 8, !tbaa !18
  %212 = getelementptr inbounds i8, ptr %209, i64 16
  %213 = zext nneg i32 %208 to i64
  br label %214

214:                                              ; preds = %214, %207
  %215 = phi i64 [ 0, %207 ], [ %222, %214 ]
  %216 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %215
  %217 = load ptr, ptr %216, align 8, !tbaa !10
  %218 = getelementptr inbounds i8, ptr %217, i64 16
  %219 = getelementptr inbounds [16 x ptr], ptr %218, i64 0, i64 %215
  %220 = load ptr, ptr %219, align 8, !tbaa !10
  %221 = getelementptr inbounds [16 x ptr], ptr %212, i64 0, i64 %215
  store ptr %220, ptr %221, align 8, !tbaa !10
  store ptr %209, ptr %219, align 8, !tbaa !10
  %222 = add nuw nsw i64 %215, 1
  %223 = icmp eq i64 %222, %213
  br i1 %223, label %224, label %214, !llvm.loop !19

224:                                              ; preds = %214, %191
  %225 = phi i32 [ %39, %191 ], [ %201, %214 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8
  %226 = zext nneg i32 %43 to i64
  %227 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %226
  store i32 1, ptr %227, align 4, !tbaa !6
  %228 = add nuw nsw i32 %38, 1
  %229 = icmp eq i32 %228, 6000
  br i1 %229, label %20, label %36, !llvm.loop !20

230:                                              ; preds = %419
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %3) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(68) %3, i8 0, i64 68, i1 false)
  %231 = load ptr, ptr getelementptr inbounds (i8, ptr @head, i64 16), align 8, !tbaa !10
  %232 = icmp eq ptr %231, null
  br i1 %232, label %423, label %426

233:                                              ; preds = %20, %419
  %234 = phi i64 [ 0, %20 ], [ %421, %419 ]
  %235 = phi i32 [ 0, %20 ], [ %420, %419 ]
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8
  br label %236

236:                                              ; preds = %241, %233
  %237 = phi ptr [ %239, %241 ], [ @head, %233 ]
  %238 = getelementptr inbounds i8, ptr %237, i64 136
  %239 = load ptr, ptr %238, align 8, !tbaa !10
  %240 = icmp eq ptr %239, null
  br i1 %240, label %245, label %241

241:                                              ; preds = %236
  %242 = load i32, ptr %239, align 8, !tbaa !12
  %243 = sext i32 %242 to i64
  %244 = icmp sgt i64 %234, %243
  br i1 %244, label %236, label %245, !llvm.loop !21

245:                                              ; preds = %241, %236
  store ptr %237, ptr %21, align 8, !tbaa !10
  br label %246

246:                                              ; preds = %251, %245
  %247 = phi ptr [ %249, %251 ], [ %237, %245 ]
  %248 = getelementptr inbounds i8, ptr %247, i64 128
  %249 = load ptr, ptr %248, align 8, !tbaa !10
  %250 = icmp eq ptr %249, null
  br i1 %250, label %255, label %251

251:                                              ; preds = %246
  %252 = load i32, ptr %249, align 8, !tbaa !12
  %253 = sext i32 %252 to i64
  %254 = icmp sgt i64 %234, %253
  br i1 %254, label %246, label %255, !llvm.loop !21

255:                                              ; preds = %251, %246
  store ptr %247, ptr %22, align 8, !tbaa !10
  br label %256

256:                                              ; preds = %261, %255
  %257 = phi ptr [ %259, %261 ], [ %247, %255 ]
  %258 = getelementptr inbounds i8, ptr %257, i64 120
  %259 = load ptr, ptr %258, align 8, !tbaa !10
  %260 = icmp eq ptr %259, null
  br i1 %260, label %265, label %261

261:                                              ; preds = %256
  %262 = load i32, ptr %259, align 8, !tbaa !12
  %263 = sext i32 %262 to i64
  %264 = icmp sgt i64 %234, %263
  br i1 %264, label %256, label %265, !llvm.loop !21

265:                                              ; preds = %261, %256
  store ptr %257, ptr %23, align 8, !tbaa !10
  br label %266

266:                                              ; preds = %271, %265
  %267 = phi ptr [ %269, %271 ], [ %257, %265 ]
  %268 = getelementptr inbounds i8, ptr %267, i64 112
  %269 = load ptr, ptr %268, align 8, !tbaa !10
  %270 = icmp eq ptr %269, null
  br i1 %270, label %275, label %271

271:                                              ; preds = %266
  %272 = load i32, ptr %269, align 8, !tbaa !12
  %273 = sext i32 %272 to i64
  %274 = icmp sgt i64 %234, %273
  br i1 %274, label %266, label %275, !llvm.loop !21

275:                                              ; preds = %271, %266
  store ptr %267, ptr %24, align 8, !tbaa !10
  br label %276

276:                                              ; preds = %281, %275
  %277 = phi ptr [ %279, %281 ], [ %267, %275 ]
  %278 = getelementptr inbounds i8, ptr %277, i64 104
  %279 = load ptr, ptr %278, align 8, !tbaa !10
  %280 = icmp eq ptr %279, null
  br i1 %280, label %285, label %281

281:                                              ; preds = %276
  %282 = load i32, ptr %279, align 8, !tbaa !12
  %283 = sext i32 %282 to i64
  %284 = icmp sgt i64 %234, %283
  br i1 %284, label %276, label %285, !llvm.loop !21

285:                                              ; preds = %281, %276
  store ptr %277, ptr %25, align 8, !tbaa !10
  br label %286

286:                                              ; preds = %291, %285
  %287 = phi ptr [ %289, %291 ], [ %277, %285 ]
  %288 = getelementptr inbounds i8, ptr %287, i64 96
  %289 = load ptr, ptr %288, align 8, !tbaa !10
  %290 = icmp eq ptr %289, null
  br i1 %290, label %295, label %291

291:                                              ; preds = %286
  %292 = load i32, ptr %289, align 8, !tbaa !12
  %293 = sext i32 %292 to i64
  %294 = icmp sgt i64 %234, %293
  br i1 %294, label %286, label %295, !llvm.loop !21

295:                                              ; preds = %291, %286
  store ptr %287, ptr %26, align 8, !tbaa !10
  br label %296

296:                                              ; preds = %301, %295
  %297 = phi ptr [ %299, %301 ], [ %287, %295 ]
  %298 = getelementptr inbounds i8, ptr %297, i64 88
  %299 = load ptr, ptr %298, align 8, !tbaa !10
  %300 = icmp eq ptr %299, null
  br i1 %300, label %305, label %301

301:                                              ; preds = %296
  %302 = load i32, ptr %299, align 8, !tbaa !12
  %303 = sext i32 %302 to i64
  %304 = icmp sgt i64 %234, %303
  br i1 %304, label %296, label %305, !llvm.loop !21

305:                                              ; preds = %301, %296
  store ptr %297, ptr %27, align 8, !tbaa !10
  br label %306

306:                                              ; preds = %311, %305
  %307 = phi ptr [ %309, %311 ], [ %297, %305 ]
  %308 = getelementptr inbounds i8, ptr %307, i64 80
  %309 = load ptr, ptr %308, align 8, !tbaa !10
  %310 = icmp eq ptr %309, null
  br i1 %310, label %315, label %311

311:                                              ; preds = %306
  %312 = load i32, ptr %309, align 8, !tbaa !12
  %313 = sext i32 %312 to i64
  %314 = icmp sgt i64 %234, %313
  br i1 %314, label %306, label %315, !llvm.loop !21

315:                                              ; preds = %311, %306
  store ptr %307, ptr %28, align 8, !tbaa !10
  br label %316

316:                                              ; preds = %321, %315
  %317 = phi ptr [ %319, %321 ], [ %307, %315 ]
  %318 = getelementptr inbounds i8, ptr %317, i64 72
  %319 = load ptr, ptr %318, align 8, !tbaa !10
  %320 = icmp eq ptr %319, null
  br i1 %320, label %325, label %321

321:                                              ; preds = %316
  %322 = load i32, ptr %319, align 8, !tbaa !12
  %323 = sext i32 %322 to i64
  %324 = icmp sgt i64 %234, %323
  br i1 %324, label %316, label %325, !llvm.loop !21

325:                                              ; preds = %321, %316
  store ptr %317, ptr %29, align 8, !tbaa !10
  br label %326

326:                                              ; preds = %331, %325
  %327 = phi ptr [ %329, %331 ], [ %317, %325 ]
  %328 = getelementptr inbounds i8, ptr %327, i64 64
  %329 = load ptr, ptr %328, align 8, !tbaa !10
  %330 = icmp eq ptr %329, null
  br i1 %330, label %335, label %331

331:                                              ; preds = %326
  %332 = load i32, ptr %329, align 8, !tbaa !12
  %333 = sext i32 %332 to i64
  %334 = icmp sgt i64 %234, %333
  br i1 %334, label %326, label %335, !llvm.loop !21

335:                                              ; preds = %331, %326
  store ptr %327, ptr %30, align 8, !tbaa !10
  br label %336

336:                                              ; preds = %341, %335
  %337 = phi ptr [ %339, %341 ], [ %327, %335 ]
  %338 = getelementptr inbounds i8, ptr %337, i64 56
  %339 = load ptr, ptr %338, align 8, !tbaa !10
  %340 = icmp eq ptr %339, null
  br i1 %340, label %345, label %341

341:                                              ; preds = %336
  %342 = load i32, ptr %339, align 8, !tbaa !12
  %343 = sext i32 %342 to i64
  %344 = icmp sgt i64 %234, %343
  br i1 %344, label %336, label %345, !llvm.loop !21

345:                                              ; preds = %341, %336
  store ptr %337, ptr %31, align 8, !tbaa !10
  br label %346

346:                                              ; preds = %351, %345
  %347 = phi ptr [ %349, %351 ], [ %337, %345 ]
  %348 = getelementptr inbounds i8, ptr %347, i64 48
  %349 = load ptr, ptr %348, align 8, !tbaa !10
  %350 = icmp eq ptr %349, null
  br i1 %350, label %355, label %351

351:                                              ; preds = %346
  %352 = load i32, ptr %349, align 8, !tbaa !12
  %353 = sext i32 %352 to i64
  %354 = icmp sgt i64 %234, %353
  br i1 %354, label %346, label %355, !llvm.loop !21

355:                                              ; preds = %351, %346
  store ptr %347, ptr %32, align 8, !tbaa !10
  br label %356

356:                                              ; preds = %361, %355
  %357 = phi ptr [ %359, %361 ], [ %347, %355 ]
  %358 = getelementptr inbounds i8, ptr %357, i64 40
  %359 = load ptr, ptr %358, align 8, !tbaa !10
  %360 = icmp eq ptr %359, null
  br i1 %360, label %365, label %361

361:                                              ; preds = %356
  %362 = load i32, ptr %359, align 8, !tbaa !12
  %363 = sext i32 %362 to i64
  %364 = icmp sgt i64 %234, %363
  br i1 %364, label %356, label %365, !llvm.loop !21

365:                                              ; preds = %361, %356
  store ptr %357, ptr %33, align 8, !tbaa !10
  br label %366

366:                                              ; preds = %371, %365
  %367 = phi ptr [ %369, %371 ], [ %357, %365 ]
  %368 = getelementptr inbounds i8, ptr %367, i64 32
  %369 = load ptr, ptr %368, align 8, !tbaa !10
  %370 = icmp eq ptr %369, null
  br i1 %370, label %375, label %371

371:                                              ; preds = %366
  %372 = load i32, ptr %369, align 8, !tbaa !12
  %373 = sext i32 %372 to i64
  %374 = icmp sgt i64 %234, %373
  br i1 %374, label %366, label %375, !llvm.loop !21

375:                                              ; preds = %371, %366
  store ptr %367, ptr %34, align 8, !tbaa !10
  br label %376

376:                                              ; preds = %381, %375
  %377 = phi ptr [ %379, %381 ], [ %367, %375 ]
  %378 = getelementptr inbounds i8, ptr %377, i64 24
  %379 = load ptr, ptr %378, align 8, !tbaa !10
  %380 = icmp eq ptr %379, null
  br i1 %380, label %385, label %381

381:                                              ; preds = %376
  %382 = load i32, ptr %379, align 8, !tbaa !12
  %383 = sext i32 %382 to i64
  %384 = icmp sgt i64 %234, %383
  br i1 %384, label %376, label %385, !llvm.loop !21

385:                                              ; preds = %381, %376
  store ptr %377, ptr %35, align 8, !tbaa !10
  br label %386

386:                                              ; preds = %391, %385
  %387 = phi ptr [ %389, %391 ], [ %377, %385 ]
  %388 = getelementptr inbounds i8, ptr %387, i64 16
  %389 = load ptr, ptr %388, align 8, !tbaa !10
  %390 = icmp eq ptr %389, null
  br i1 %390, label %415, label %391

391:                                              ; preds = %386
  %392 = load i32, ptr %389, align 8, !tbaa !12
  %393 = sext i32 %392 to i64
  %394 = icmp sgt i64 %234, %393
  br i1 %394, label %386, label %395, !llvm.loop !21

395:                                              ; preds = %391
  store ptr %387, ptr %1, align 8, !tbaa !10
  %396 = zext i32 %392 to i64
  %397 = icmp eq i64 %234, %396
  br i1 %397, label %398, label %415

398:                                              ; preds = %395
  %399 = getelementptr inbounds i8, ptr %389, i64 8
  %400 = load i32, ptr %399, align 8, !tbaa !18
  %401 = icmp sgt i32 %400, 0
  br i1 %401, label %402, label %416

402:                                              ; preds = %398
  %403 = getelementptr inbounds i8, ptr %389, i64 16
  %404 = zext nneg i32 %400 to i64
  br label %405

405:                                              ; preds = %405, %402
  %406 = phi i64 [ 0, %402 ], [ %413, %405 ]
  %407 = getelementptr inbounds [16 x ptr], ptr %403, i64 0, i64 %406
  %408 = load ptr, ptr %407, align 8, !tbaa !10
  %409 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %406
  %410 = load ptr, ptr %409, align 8, !tbaa !10
  %411 = getelementptr inbounds i8, ptr %410, i64 16
  %412 = getelementptr inbounds [16 x ptr], ptr %411, i64 0, i64 %406
  store ptr %408, ptr %412, align 8, !tbaa !10
  %413 = add nuw nsw i64 %406, 1
  %414 = icmp eq i64 %413, %404
  br i1 %414, label %416, label %405, !llvm.loop !22

415:                                              ; preds = %386, %395
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  br label %419

416:                                              ; preds = %405, %398
  tail call void @free(ptr noundef nonnull %389) #8
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8
  %417 = add nsw i32 %235, 1
  %418 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %234
  store i32 0, ptr %418, align 4, !tbaa !6
  br label %419

419:                                              ; preds = %415, %416
  %420 = phi i32 [ %417, %416 ], [ %235, %415 ]
  %421 = add nuw nsw i64 %234, 3
  %422 = icmp ult i64 %234, 4997
  br i1 %422, label %233, label %230, !llvm.loop !23

423:                                              ; preds = %426, %230
  %424 = phi i32 [ 0, %230 ], [ %431, %426 ]
  %425 = phi i32 [ 1, %230 ], [ %434, %426 ]
  br label %474

426:                                              ; preds = %230, %426
  %427 = phi ptr [ %442, %426 ], [ %231, %230 ]
  %428 = phi i32 [ %432, %426 ], [ -1, %230 ]
  %429 = phi i32 [ %434, %426 ], [ 1, %230 ]
  %430 = phi i32 [ %431, %426 ], [ 0, %230 ]
  %431 = add nuw nsw i32 %430, 1
  %432 = load i32, ptr %427, align 8, !tbaa !12
  %433 = icmp sgt i32 %432, %428
  %434 = select i1 %433, i32 %429, i32 0
  %435 = getelementptr inbounds i8, ptr %427, i64 8
  %436 = load i32, ptr %435, align 8, !tbaa !18
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds [17 x i32], ptr %3, i64 0, i64 %437
  %439 = load i32, ptr %438, align 4, !tbaa !6
  %440 = add nsw i32 %439, 1
  store i32 %440, ptr %438, align 4, !tbaa !6
  %441 = getelementptr inbounds i8, ptr %427, i64 16
  %442 = load ptr, ptr %441, align 8, !tbaa !10
  %443 = icmp eq ptr %442, null
  br i1 %443, label %423, label %426, !llvm.loop !24

444:                                              ; preds = %474
  %445 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %424, i32 noundef %420, i32 noundef %425, i32 noundef %485)
  %446 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %447 = getelementptr inbounds i8, ptr %3, i64 4
  %448 = load i32, ptr %447, align 4, !tbaa !6
  %449 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %448)
  %450 = getelementptr inbounds i8, ptr %3, i64 8
  %451 = load i32, ptr %450, align 4, !tbaa !6
  %452 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %451)
  %453 = getelementptr inbounds i8, ptr %3, i64 12
  %454 = load i32, ptr %453, align 4, !tbaa !6
  %455 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %454)
  %456 = getelementptr inbounds i8, ptr %3, i64 16
  %457 = load i32, ptr %456, align 4, !tbaa !6
  %458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %457)
  %459 = getelementptr inbounds i8, ptr %3, i64 20
  %460 = load i32, ptr %459, align 4, !tbaa !6
  %461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %460)
  %462 = getelementptr inbounds i8, ptr %3, i64 24
  %463 = load i32, ptr %462, align 4, !tbaa !6
  %464 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %463)
  %465 = getelementptr inbounds i8, ptr %3, i64 28
  %466 = load i32, ptr %465, align 4, !tbaa !6
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %466)
  %468 = getelementptr inbounds i8, ptr %3, i64 32
  %469 = load i32, ptr %468, align 4, !tbaa !6
  %470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %469)
  %471 = tail call i32 @putchar(i32 10)
  %472 = tail call fastcc ptr @get(i32 noundef 4999)
  %473 = icmp eq ptr %472, null
  br i1 %473, label %488, label %491

474:                                              ; preds = %423, %474
  %475 = phi i64 [ 0, %423 ], [ %486, %474 ]
  %476 = phi i32 [ 0, %423 ], [ %485, %474 ]
  %477 = trunc nuw nsw i64 %475 to i32
  %478 = tail call fastcc ptr @get(i32 noundef %477)
  %479 = icmp ne ptr %478, null
  %480 = zext i1 %479 to i32
  %481 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %475
  %482 = load i32, ptr %481, align 4, !tbaa !6
  %483 = icmp ne i32 %482, %480
  %484 = zext i1 %483 to i32
  %485 = add nuw nsw i32 %476, %484
  %486 = add nuw nsw i64 %475, 1
  %487 = icmp eq i64 %486, 5000
  br i1 %487, label %444, label %474, !llvm.loop !25

488:                                              ; preds = %444
  %489 = tail call fastcc ptr @get(i32 noundef 4998)
  %490 = icmp eq ptr %489, null
  br i1 %490, label %495, label %491

491:                                              ; preds = %444, %488
  %492 = phi ptr [ %489, %488 ], [ %472, %444 ]
  %493 = getelementptr inbounds i8, ptr %492, i64 4
  %494 = load i32, ptr %493, align 4, !tbaa !16
  br label %495

495:                                              ; preds = %488, %491
  %496 = phi i32 [ %494, %491 ], [ -1, %488 ]
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %496)
  %498 = icmp eq i32 %485, 0
  %499 = and i32 %424, 127
  %500 = select i1 %498, i32 %499, i32 100
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %3) #8
  ret i32 %500
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc ptr @get(i32 noundef %0) unnamed_addr #3 {
  br label %2

2:                                                ; preds = %1, %7
  %3 = phi ptr [ %5, %7 ], [ @head, %1 ]
  %4 = getelementptr inbounds i8, ptr %3, i64 136
  %5 = load ptr, ptr %4, align 8, !tbaa !10
  %6 = icmp eq ptr %5, null
  br i1 %6, label %10, label %7

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 8, !tbaa !12
  %9 = icmp slt i32 %8, %0
  br i1 %9, label %2, label %10, !llvm.loop !26

10:                                               ; preds = %7, %2
  br label %11

11:                                               ; preds = %10, %16
  %12 = phi ptr [ %14, %16 ], [ %3, %10 ]
  %13 = getelementptr inbounds i8, ptr %12, i64 128
  %14 = load ptr, ptr %13, align 8, !tbaa !10
  %15 = icmp eq ptr %14, null
  br i1 %15, label %19, label %16

16:                                               ; preds = %11
  %17 = load i32, ptr %14, align 8, !tbaa !12
  %18 = icmp slt i32 %17, %0
  br i1 %18, label %11, label %19, !llvm.loop !26

19:                                               ; preds = %16, %11
  br label %20

20:                                               ; preds = %19, %25
  %21 = phi ptr [ %23, %25 ], [ %12, %19 ]
  %22 = getelementptr inbounds i8, ptr %21, i64 120
  %23 = load ptr, ptr %22, align 8, !tbaa !10
  %24 = icmp eq ptr %23, null
  br i1 %24, label %28, label %25

25:                                               ; preds = %20
  %26 = load i32, ptr %23, align 8, !tbaa !12
  %27 = icmp slt i32 %26, %0
  br i1 %27, label %20, label %28, !llvm.loop !26

28:                                               ; preds = %25, %20
  br label %29

29:                                               ; preds = %28, %34
  %30 = phi ptr [ %32, %34 ], [ %21, %28 ]
  %31 = getelementptr inbounds i8, ptr %30, i64 112
  %32 = load ptr, ptr %31, align 8, !tbaa !10
  %33 = icmp eq ptr %32, null
  br i1 %33, label %37, label %34

34:                                               ; preds = %29
  %35 = load i32, ptr %32, align 8, !tbaa !12
  %36 = icmp slt i32 %35, %0
  br i1 %36, label %29, label %37, !llvm.loop !26

37:                                               ; preds = %34, %29
  br label %38

38:                                               ; preds = %37, %43
  %39 = phi ptr [ %41, %43 ], [ %30, %37 ]
  %40 = getelementptr inbounds i8, ptr %39, i64 104
  %41 = load ptr, ptr %40, align 8, !tbaa !10
  %42 = icmp eq ptr %41, null
  br i1 %42, label %46, label %43

43:                                               ; preds = %38
  %44 = load i32, ptr %41, align 8, !tbaa !12
  %45 = icmp slt i32 %44, %0
  br i1 %45, label %38, label %46, !llvm.loop !26

46:                                               ; preds = %43, %38
  br label %47

47:                                               ; preds = %46, %52
  %48 = phi ptr [ %50, %52 ], [ %39, %46 ]
  %49 = getelementptr inbounds i8, ptr %48, i64 96
  %50 = load ptr, ptr %49, align 8, !tbaa !10
  %51 = icmp eq ptr %50, null
  br i1 %51, label %55, label %52

52:                                               ; preds = %47
  %53 = load i32, ptr %50, align 8, !tbaa !12
  %54 = icmp slt i32 %53, %0
  br i1 %54, label %47, label %55, !llvm.loop !26

55:                                               ; preds = %52, %47
  br label %56

56:                                               ; preds = %55, %61
  %57 = phi ptr [ %59, %61 ], [ %48, %55 ]
  %58 = getelementptr inbounds i8, ptr %57, i64 88
  %59 = load ptr, ptr %58, align 8, !tbaa !10
  %60 = icmp eq ptr %59, null
  br i1 %60, label %64, label %61

61:                                               ; preds = %56
  %62 = load i32, ptr %59, align 8, !tbaa !12
  %63 = icmp slt i32 %62, %0
  br i1 %63, label %56, label %64, !llvm.loop !26

64:                                               ; preds = %61, %56
  br label %65

65:                                               ; preds = %64, %70
  %66 = phi ptr [ %68, %70 ], [ %57, %64 ]
  %67 = getelementptr inbounds i8, ptr %66, i64 80
  %68 = load ptr, ptr %67, align 8, !tbaa !10
  %69 = icmp eq ptr %68, null
  br i1 %69, label %73, label %70

70:                                               ; preds = %65
  %71 = load i32, ptr %68, align 8, !tbaa !12
  %72 = icmp slt i32 %71, %0
  br i1 %72, label %65, label %73, !llvm.loop !26

73:                                               ; preds = %70, %65
  br label %74

74:                                               ; preds = %73, %79
  %75 = phi ptr [ %77, %79 ], [ %66, %73 ]
  %76 = getelementptr inbounds i8, ptr %75, i64 72
  %77 = load ptr, ptr %76, align 8, !tbaa !10
  %78 = icmp eq ptr %77, null
  br i1 %78, label %82, label %79

79:                                               ; preds = %74
  %80 = load i32, ptr %77, align 8, !tbaa !12
  %81 = icmp slt i32 %80, %0
  br i1 %81, label %74, label %82, !llvm.loop !26

82:                                               ; preds = %79, %74
  br label %83

83:                                               ; preds = %82, %88
  %84 = phi ptr [ %86, %88 ], [ %75, %82 ]
  %85 = getelementptr inbounds i8, ptr %84, i64 64
  %86 = load ptr, ptr %85, align 8, !tbaa !10
  %87 = icmp eq ptr %86, null
  br i1 %87, label %91, label %88

88:                                               ; preds = %83
  %89 = load i32, ptr %86, align 8, !tbaa !12
  %90 = icmp slt i32 %89, %0
  br i1 %90, label %83, label %91, !llvm.loop !26

91:                                               ; preds = %88, %83
  br label %92

92:                                               ; preds = %91, %97
  %93 = phi ptr [ %95, %97 ], [ %84, %91 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 56
  %95 = load ptr, ptr %94, align 8, !tbaa !10
  %96 = icmp eq ptr %95, null
  br i1 %96, label %100, label %97

97:                                               ; preds = %92
  %98 = load i32, ptr %95, align 8, !tbaa !12
  %99 = icmp slt i32 %98, %0
  br i1 %99, label %92, label %100, !llvm.loop !26

100:                                              ; preds = %97, %92
  br label %101

101:                                              ; preds = %100, %106
  %102 = phi ptr [ %104, %106 ], [ %93, %100 ]
  %103 = getelementptr inbounds i8, ptr %102, i64 48
  %104 = load ptr, ptr %103, align 8, !tbaa !10
  %105 = icmp eq ptr %104, null
  br i1 %105, label %109, label %106

106:                                              ; preds = %101
  %107 = load i32, ptr %104, align 8, !tbaa !12
  %108 = icmp slt i32 %107, %0
  br i1 %108, label %101, label %109, !llvm.loop !26

109:                                              ; preds = %106, %101
  br label %110

110:                                              ; preds = %109, %115
  %111 = phi ptr [ %113, %115 ], [ %102, %109 ]
  %112 = getelementptr inbounds i8, ptr %111, i64 40
  %113 = load ptr, ptr %112, align 8, !tbaa !10
  %114 = icmp eq ptr %113, null
  br i1 %114, label %118, label %115

115:                                              ; preds = %110
  %116 = load i32, ptr %113, align 8, !tbaa !12
  %117 = icmp slt i32 %116, %0
  br i1 %117, label %110, label %118, !llvm.loop !26

118:                                              ; preds = %115, %110
  br label %119

119:                                              ; preds = %118, %124
  %120 = phi ptr [ %122, %124 ], [ %111, %118 ]
  %121 = getelementptr inbounds i8, ptr %120, i64 32
  %122 = load ptr, ptr %121, align 8, !tbaa !10
  %123 = icmp eq ptr %122, null
  br i1 %123, label %127, label %124

124:                                              ; preds = %119
  %125 = load i32, ptr %122, align 8, !tbaa !12
  %126 = icmp slt i32 %125, %0
  br i1 %126, label %119, label %127, !llvm.loop !26

127:                                              ; preds = %124, %119
  br label %128

128:                                              ; preds = %127, %133
  %129 = phi ptr [ %131, %133 ], [ %120, %127 ]
  %130 = getelementptr inbounds i8, ptr %129, i64 24
  %131 = load ptr, ptr %130, align 8, !tbaa !10
  %132 = icmp eq ptr %131, null
  br i1 %132, label %136, label %133

133:                                              ; preds = %128
  %134 = load i32, ptr %131, align 8, !tbaa !12
  %135 = icmp slt i32 %134, %0
  br i1 %135, label %128, label %136, !llvm.loop !26

136:                                              ; preds = %133, %128
  br label %137

137:                                              ; preds = %136, %142
  %138 = phi ptr [ %140, %142 ], [ %129, %136 ]
  %139 = getelementptr inbounds i8, ptr %138, i64 16
  %140 = load ptr, ptr %139, align 8, !tbaa !10
  %141 = icmp eq ptr %140, null
  br i1 %141, label %149, label %142

142:                                              ; preds = %137
  %143 = load i32, ptr %140, align 8, !tbaa !12
  %144 = icmp slt i32 %143, %0
  br i1 %144, label %137, label %145, !llvm.loop !26

145:                                              ; preds = %142
  %146 = load i32, ptr %140, align 8, !tbaa !12
  %147 = icmp eq i32 %146, %0
  %148 = select i1 %147, ptr %140, ptr null
  br label %149

149:                                              ; preds = %137, %145
  %150 = phi ptr [ %148, %145 ], [ null, %137 ]
  ret ptr %150
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"any pointer", !8, i64 0}
!12 = !{!13, !7, i64 0}
!13 = !{!"sk", !7, i64 0, !7, i64 4, !7, i64 8, !8, i64 16}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!13, !7, i64 4}
!17 = distinct !{!17, !15}
!18 = !{!13, !7, i64 8}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
!22 = distinct !{!22, !15}
!23 = distinct !{!23, !15}
!24 = distinct !{!24, !15}
!25 = distinct !{!25, !15}
!26 = distinct !{!26, !15}
