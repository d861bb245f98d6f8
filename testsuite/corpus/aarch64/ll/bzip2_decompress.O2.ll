; ModuleID = 'src/bzip2/decompress.c'
source_filename = "src/bzip2/decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [20 x i8] c"\0A    [%d: huff+mtf \00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"rt+rld\00", align 1
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 4

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @BZ2_decompress(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [6 x i8], align 16
  %3 = load ptr, ptr %0, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !12
  %6 = icmp eq i32 %5, 10
  %7 = getelementptr inbounds i8, ptr %0, i64 64036
  br i1 %6, label %56, label %8

8:                                                ; preds = %1
  %9 = load i32, ptr %7, align 4, !tbaa !13
  %10 = getelementptr inbounds i8, ptr %0, i64 64040
  %11 = load i32, ptr %10, align 8, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %0, i64 64044
  %13 = load i32, ptr %12, align 4, !tbaa !15
  %14 = getelementptr inbounds i8, ptr %0, i64 64048
  %15 = load i32, ptr %14, align 8, !tbaa !16
  %16 = getelementptr inbounds i8, ptr %0, i64 64052
  %17 = load i32, ptr %16, align 4, !tbaa !17
  %18 = getelementptr inbounds i8, ptr %0, i64 64056
  %19 = load i32, ptr %18, align 8, !tbaa !18
  %20 = getelementptr inbounds i8, ptr %0, i64 64060
  %21 = load i32, ptr %20, align 4, !tbaa !19
  %22 = getelementptr inbounds i8, ptr %0, i64 64064
  %23 = load i32, ptr %22, align 8, !tbaa !20
  %24 = getelementptr inbounds i8, ptr %0, i64 64068
  %25 = load i32, ptr %24, align 4, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %0, i64 64072
  %27 = load i32, ptr %26, align 8, !tbaa !22
  %28 = getelementptr inbounds i8, ptr %0, i64 64076
  %29 = load i32, ptr %28, align 4, !tbaa !23
  %30 = getelementptr inbounds i8, ptr %0, i64 64080
  %31 = load i32, ptr %30, align 8, !tbaa !24
  %32 = getelementptr inbounds i8, ptr %0, i64 64084
  %33 = load i32, ptr %32, align 4, !tbaa !25
  %34 = getelementptr inbounds i8, ptr %0, i64 64088
  %35 = load i32, ptr %34, align 8, !tbaa !26
  %36 = getelementptr inbounds i8, ptr %0, i64 64092
  %37 = load i32, ptr %36, align 4, !tbaa !27
  %38 = getelementptr inbounds i8, ptr %0, i64 64096
  %39 = load i32, ptr %38, align 8, !tbaa !28
  %40 = getelementptr inbounds i8, ptr %0, i64 64100
  %41 = load i32, ptr %40, align 4, !tbaa !29
  %42 = getelementptr inbounds i8, ptr %0, i64 64104
  %43 = load i32, ptr %42, align 8, !tbaa !30
  %44 = getelementptr inbounds i8, ptr %0, i64 64108
  %45 = load i32, ptr %44, align 4, !tbaa !31
  %46 = getelementptr inbounds i8, ptr %0, i64 64112
  %47 = load i32, ptr %46, align 8, !tbaa !32
  %48 = getelementptr inbounds i8, ptr %0, i64 64116
  %49 = load i32, ptr %48, align 4, !tbaa !33
  %50 = getelementptr inbounds i8, ptr %0, i64 64120
  %51 = load ptr, ptr %50, align 8, !tbaa !34
  %52 = getelementptr inbounds i8, ptr %0, i64 64128
  %53 = load ptr, ptr %52, align 8, !tbaa !35
  %54 = getelementptr inbounds i8, ptr %0, i64 64136
  %55 = load ptr, ptr %54, align 8, !tbaa !36
  br label %57

56:                                               ; preds = %1
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(108) %7, i8 0, i64 108, i1 false)
  br label %57

57:                                               ; preds = %8, %56
  %58 = phi ptr [ %55, %8 ], [ null, %56 ]
  %59 = phi ptr [ %53, %8 ], [ null, %56 ]
  %60 = phi ptr [ %51, %8 ], [ null, %56 ]
  %61 = phi i32 [ %49, %8 ], [ 0, %56 ]
  %62 = phi i32 [ %47, %8 ], [ 0, %56 ]
  %63 = phi i32 [ %45, %8 ], [ 0, %56 ]
  %64 = phi i32 [ %43, %8 ], [ 0, %56 ]
  %65 = phi i32 [ %41, %8 ], [ 0, %56 ]
  %66 = phi i32 [ %39, %8 ], [ 0, %56 ]
  %67 = phi i32 [ %37, %8 ], [ 0, %56 ]
  %68 = phi i32 [ %35, %8 ], [ 0, %56 ]
  %69 = phi i32 [ %33, %8 ], [ 0, %56 ]
  %70 = phi i32 [ %31, %8 ], [ 0, %56 ]
  %71 = phi i32 [ %29, %8 ], [ 0, %56 ]
  %72 = phi i32 [ %27, %8 ], [ 0, %56 ]
  %73 = phi i32 [ %25, %8 ], [ 0, %56 ]
  %74 = phi i32 [ %23, %8 ], [ 0, %56 ]
  %75 = phi i32 [ %21, %8 ], [ 0, %56 ]
  %76 = phi i32 [ %19, %8 ], [ 0, %56 ]
  %77 = phi i32 [ %17, %8 ], [ 0, %56 ]
  %78 = phi i32 [ %15, %8 ], [ 0, %56 ]
  %79 = phi i32 [ %13, %8 ], [ 0, %56 ]
  %80 = phi i32 [ %11, %8 ], [ 0, %56 ]
  %81 = phi i32 [ %9, %8 ], [ 0, %56 ]
  %82 = getelementptr inbounds i8, ptr %0, i64 64036
  %83 = getelementptr inbounds i8, ptr %0, i64 64040
  %84 = getelementptr inbounds i8, ptr %0, i64 64044
  %85 = getelementptr inbounds i8, ptr %0, i64 64048
  %86 = getelementptr inbounds i8, ptr %0, i64 64052
  %87 = getelementptr inbounds i8, ptr %0, i64 64056
  %88 = getelementptr inbounds i8, ptr %0, i64 64060
  %89 = getelementptr inbounds i8, ptr %0, i64 64064
  %90 = getelementptr inbounds i8, ptr %0, i64 64068
  %91 = getelementptr inbounds i8, ptr %0, i64 64072
  %92 = getelementptr inbounds i8, ptr %0, i64 64076
  %93 = getelementptr inbounds i8, ptr %0, i64 64080
  %94 = getelementptr inbounds i8, ptr %0, i64 64084
  %95 = getelementptr inbounds i8, ptr %0, i64 64088
  %96 = getelementptr inbounds i8, ptr %0, i64 64092
  %97 = getelementptr inbounds i8, ptr %0, i64 64096
  %98 = getelementptr inbounds i8, ptr %0, i64 64100
  %99 = getelementptr inbounds i8, ptr %0, i64 64104
  %100 = getelementptr inbounds i8, ptr %0, i64 64108
  %101 = getelementptr inbounds i8, ptr %0, i64 64112
  %102 = getelementptr inbounds i8, ptr %0, i64 64116
  %103 = getelementptr inbounds i8, ptr %0, i64 64120
  %104 = getelementptr inbounds i8, ptr %0, i64 64128
  %105 = getelementptr inbounds i8, ptr %0, i64 64136
  switch i32 %5, label %3767 [
    i32 10, label %193
    i32 11, label %190
    i32 12, label %187
    i32 13, label %184
    i32 14, label %392
    i32 15, label %181
    i32 16, label %178
    i32 17, label %175
    i32 18, label %172
    i32 19, label %169
    i32 20, label %661
    i32 21, label %166
    i32 22, label %163
    i32 23, label %160
    i32 24, label %157
    i32 25, label %154
    i32 26, label %151
    i32 27, label %148
    i32 28, label %1040
    i32 29, label %1103
    i32 30, label %1184
    i32 31, label %145
    i32 32, label %1283
    i32 33, label %1628
    i32 34, label %1696
    i32 35, label %133
    i32 36, label %1944
    i32 37, label %136
    i32 38, label %2195
    i32 39, label %139
    i32 40, label %2856
    i32 41, label %142
    i32 42, label %130
    i32 43, label %127
    i32 44, label %124
    i32 45, label %121
    i32 46, label %118
    i32 47, label %115
    i32 48, label %112
    i32 49, label %109
    i32 50, label %106
  ]

106:                                              ; preds = %57
  %107 = getelementptr inbounds i8, ptr %0, i64 36
  %108 = load i32, ptr %107, align 4, !tbaa !37
  br label %3721

109:                                              ; preds = %57
  %110 = getelementptr inbounds i8, ptr %0, i64 36
  %111 = load i32, ptr %110, align 4, !tbaa !37
  br label %3675

112:                                              ; preds = %57
  %113 = getelementptr inbounds i8, ptr %0, i64 36
  %114 = load i32, ptr %113, align 4, !tbaa !37
  br label %3629

115:                                              ; preds = %57
  %116 = getelementptr inbounds i8, ptr %0, i64 36
  %117 = load i32, ptr %116, align 4, !tbaa !37
  br label %3583

118:                                              ; preds = %57
  %119 = getelementptr inbounds i8, ptr %0, i64 36
  %120 = load i32, ptr %119, align 4, !tbaa !37
  br label %3538

121:                                              ; preds = %57
  %122 = getelementptr inbounds i8, ptr %0, i64 36
  %123 = load i32, ptr %122, align 4, !tbaa !37
  br label %3495

124:                                              ; preds = %57
  %125 = getelementptr inbounds i8, ptr %0, i64 36
  %126 = load i32, ptr %125, align 4, !tbaa !37
  br label %3452

127:                                              ; preds = %57
  %128 = getelementptr inbounds i8, ptr %0, i64 36
  %129 = load i32, ptr %128, align 4, !tbaa !37
  br label %3409

130:                                              ; preds = %57
  %131 = getelementptr inbounds i8, ptr %0, i64 36
  %132 = load i32, ptr %131, align 4, !tbaa !37
  br label %3366

133:                                              ; preds = %57
  %134 = getelementptr inbounds i8, ptr %0, i64 36
  %135 = load i32, ptr %134, align 4, !tbaa !37
  br label %1746

136:                                              ; preds = %57
  %137 = getelementptr inbounds i8, ptr %0, i64 36
  %138 = load i32, ptr %137, align 4, !tbaa !37
  br label %2036

139:                                              ; preds = %57
  %140 = getelementptr inbounds i8, ptr %0, i64 36
  %141 = load i32, ptr %140, align 4, !tbaa !37
  br label %2295

142:                                              ; preds = %57
  %143 = getelementptr inbounds i8, ptr %0, i64 36
  %144 = load i32, ptr %143, align 4, !tbaa !37
  br label %2956

145:                                              ; preds = %57
  %146 = getelementptr inbounds i8, ptr %0, i64 36
  %147 = load i32, ptr %146, align 4, !tbaa !37
  br label %1229

148:                                              ; preds = %57
  %149 = getelementptr inbounds i8, ptr %0, i64 36
  %150 = load i32, ptr %149, align 4, !tbaa !37
  br label %982

151:                                              ; preds = %57
  %152 = getelementptr inbounds i8, ptr %0, i64 36
  %153 = load i32, ptr %152, align 4, !tbaa !37
  br label %936

154:                                              ; preds = %57
  %155 = getelementptr inbounds i8, ptr %0, i64 36
  %156 = load i32, ptr %155, align 4, !tbaa !37
  br label %890

157:                                              ; preds = %57
  %158 = getelementptr inbounds i8, ptr %0, i64 36
  %159 = load i32, ptr %158, align 4, !tbaa !37
  br label %845

160:                                              ; preds = %57
  %161 = getelementptr inbounds i8, ptr %0, i64 36
  %162 = load i32, ptr %161, align 4, !tbaa !37
  br label %799

163:                                              ; preds = %57
  %164 = getelementptr inbounds i8, ptr %0, i64 36
  %165 = load i32, ptr %164, align 4, !tbaa !37
  br label %753

166:                                              ; preds = %57
  %167 = getelementptr inbounds i8, ptr %0, i64 36
  %168 = load i32, ptr %167, align 4, !tbaa !37
  br label %707

169:                                              ; preds = %57
  %170 = getelementptr inbounds i8, ptr %0, i64 36
  %171 = load i32, ptr %170, align 4, !tbaa !37
  br label %606

172:                                              ; preds = %57
  %173 = getelementptr inbounds i8, ptr %0, i64 36
  %174 = load i32, ptr %173, align 4, !tbaa !37
  br label %563

175:                                              ; preds = %57
  %176 = getelementptr inbounds i8, ptr %0, i64 36
  %177 = load i32, ptr %176, align 4, !tbaa !37
  br label %520

178:                                              ; preds = %57
  %179 = getelementptr inbounds i8, ptr %0, i64 36
  %180 = load i32, ptr %179, align 4, !tbaa !37
  br label %477

181:                                              ; preds = %57
  %182 = getelementptr inbounds i8, ptr %0, i64 36
  %183 = load i32, ptr %182, align 4, !tbaa !37
  br label %434

184:                                              ; preds = %57
  %185 = getelementptr inbounds i8, ptr %0, i64 36
  %186 = load i32, ptr %185, align 4, !tbaa !37
  br label %319

187:                                              ; preds = %57
  %188 = getelementptr inbounds i8, ptr %0, i64 36
  %189 = load i32, ptr %188, align 4, !tbaa !37
  br label %277

190:                                              ; preds = %57
  %191 = getelementptr inbounds i8, ptr %0, i64 36
  %192 = load i32, ptr %191, align 4, !tbaa !37
  br label %235

193:                                              ; preds = %57
  store i32 10, ptr %4, align 8, !tbaa !12
  %194 = getelementptr inbounds i8, ptr %0, i64 36
  %195 = load i32, ptr %194, align 4, !tbaa !37
  %196 = icmp sgt i32 %195, 7
  br i1 %196, label %197, label %200

197:                                              ; preds = %193
  %198 = getelementptr inbounds i8, ptr %0, i64 32
  %199 = load i32, ptr %198, align 8, !tbaa !38
  br label %206

200:                                              ; preds = %193
  %201 = getelementptr inbounds i8, ptr %3, i64 8
  %202 = getelementptr inbounds i8, ptr %0, i64 32
  %203 = getelementptr inbounds i8, ptr %3, i64 12
  %204 = getelementptr inbounds i8, ptr %3, i64 16
  %205 = load i32, ptr %201, align 8, !tbaa !39
  br label %213

206:                                              ; preds = %233, %197
  %207 = phi i32 [ %199, %197 ], [ %223, %233 ]
  %208 = phi i32 [ %195, %197 ], [ %224, %233 ]
  %209 = add nsw i32 %208, -8
  %210 = lshr i32 %207, %209
  store i32 %209, ptr %194, align 4, !tbaa !37
  %211 = and i32 %210, 255
  %212 = icmp eq i32 %211, 66
  br i1 %212, label %235, label %3774

213:                                              ; preds = %200, %233
  %214 = phi i32 [ %205, %200 ], [ %226, %233 ]
  %215 = phi i32 [ %195, %200 ], [ %224, %233 ]
  %216 = icmp eq i32 %214, 0
  br i1 %216, label %3774, label %217

217:                                              ; preds = %213
  %218 = load i32, ptr %202, align 8, !tbaa !38
  %219 = shl i32 %218, 8
  %220 = load ptr, ptr %3, align 8, !tbaa !41
  %221 = load i8, ptr %220, align 1, !tbaa !42
  %222 = zext i8 %221 to i32
  %223 = or disjoint i32 %219, %222
  store i32 %223, ptr %202, align 8, !tbaa !38
  %224 = add nsw i32 %215, 8
  store i32 %224, ptr %194, align 4, !tbaa !37
  %225 = getelementptr inbounds i8, ptr %220, i64 1
  store ptr %225, ptr %3, align 8, !tbaa !41
  %226 = add i32 %214, -1
  store i32 %226, ptr %201, align 8, !tbaa !39
  %227 = load i32, ptr %203, align 4, !tbaa !43
  %228 = add i32 %227, 1
  store i32 %228, ptr %203, align 4, !tbaa !43
  %229 = icmp eq i32 %228, 0
  br i1 %229, label %230, label %233

230:                                              ; preds = %217
  %231 = load i32, ptr %204, align 8, !tbaa !44
  %232 = add i32 %231, 1
  store i32 %232, ptr %204, align 8, !tbaa !44
  br label %233

233:                                              ; preds = %230, %217
  %234 = icmp sgt i32 %215, -1
  br i1 %234, label %206, label %213

235:                                              ; preds = %190, %206
  %236 = phi i32 [ %192, %190 ], [ %209, %206 ]
  store i32 11, ptr %4, align 8, !tbaa !12
  %237 = getelementptr inbounds i8, ptr %0, i64 36
  %238 = icmp sgt i32 %236, 7
  br i1 %238, label %239, label %242

239:                                              ; preds = %235
  %240 = getelementptr inbounds i8, ptr %0, i64 32
  %241 = load i32, ptr %240, align 8, !tbaa !38
  br label %248

242:                                              ; preds = %235
  %243 = getelementptr inbounds i8, ptr %3, i64 8
  %244 = getelementptr inbounds i8, ptr %0, i64 32
  %245 = getelementptr inbounds i8, ptr %3, i64 12
  %246 = getelementptr inbounds i8, ptr %3, i64 16
  %247 = load i32, ptr %243, align 8, !tbaa !39
  br label %255

248:                                              ; preds = %275, %239
  %249 = phi i32 [ %241, %239 ], [ %265, %275 ]
  %250 = phi i32 [ %236, %239 ], [ %266, %275 ]
  %251 = add nsw i32 %250, -8
  %252 = lshr i32 %249, %251
  store i32 %251, ptr %237, align 4, !tbaa !37
  %253 = and i32 %252, 255
  %254 = icmp eq i32 %253, 90
  br i1 %254, label %277, label %3774

255:                                              ; preds = %242, %275
  %256 = phi i32 [ %247, %242 ], [ %268, %275 ]
  %257 = phi i32 [ %236, %242 ], [ %266, %275 ]
  %258 = icmp eq i32 %256, 0
  br i1 %258, label %3774, label %259

259:                                              ; preds = %255
  %260 = load i32, ptr %244, align 8, !tbaa !38
  %261 = shl i32 %260, 8
  %262 = load ptr, ptr %3, align 8, !tbaa !41
  %263 = load i8, ptr %262, align 1, !tbaa !42
  %264 = zext i8 %263 to i32
  %265 = or disjoint i32 %261, %264
  store i32 %265, ptr %244, align 8, !tbaa !38
  %266 = add nsw i32 %257, 8
  store i32 %266, ptr %237, align 4, !tbaa !37
  %267 = getelementptr inbounds i8, ptr %262, i64 1
  store ptr %267, ptr %3, align 8, !tbaa !41
  %268 = add i32 %256, -1
  store i32 %268, ptr %243, align 8, !tbaa !39
  %269 = load i32, ptr %245, align 4, !tbaa !43
  %270 = add i32 %269, 1
  store i32 %270, ptr %245, align 4, !tbaa !43
  %271 = icmp eq i32 %270, 0
  br i1 %271, label %272, label %275

272:                                              ; preds = %259
  %273 = load i32, ptr %246, align 8, !tbaa !44
  %274 = add i32 %273, 1
  store i32 %274, ptr %246, align 8, !tbaa !44
  br label %275

275:                                              ; preds = %272, %259
  %276 = icmp sgt i32 %257, -1
  br i1 %276, label %248, label %255

277:                                              ; preds = %187, %248
  %278 = phi i32 [ %189, %187 ], [ %251, %248 ]
  store i32 12, ptr %4, align 8, !tbaa !12
  %279 = getelementptr inbounds i8, ptr %0, i64 36
  %280 = icmp sgt i32 %278, 7
  br i1 %280, label %281, label %284

281:                                              ; preds = %277
  %282 = getelementptr inbounds i8, ptr %0, i64 32
  %283 = load i32, ptr %282, align 8, !tbaa !38
  br label %290

284:                                              ; preds = %277
  %285 = getelementptr inbounds i8, ptr %3, i64 8
  %286 = getelementptr inbounds i8, ptr %0, i64 32
  %287 = getelementptr inbounds i8, ptr %3, i64 12
  %288 = getelementptr inbounds i8, ptr %3, i64 16
  %289 = load i32, ptr %285, align 8, !tbaa !39
  br label %297

290:                                              ; preds = %317, %281
  %291 = phi i32 [ %283, %281 ], [ %307, %317 ]
  %292 = phi i32 [ %278, %281 ], [ %308, %317 ]
  %293 = add nsw i32 %292, -8
  %294 = lshr i32 %291, %293
  store i32 %293, ptr %279, align 4, !tbaa !37
  %295 = and i32 %294, 255
  %296 = icmp eq i32 %295, 104
  br i1 %296, label %319, label %3774

297:                                              ; preds = %284, %317
  %298 = phi i32 [ %289, %284 ], [ %310, %317 ]
  %299 = phi i32 [ %278, %284 ], [ %308, %317 ]
  %300 = icmp eq i32 %298, 0
  br i1 %300, label %3774, label %301

301:                                              ; preds = %297
  %302 = load i32, ptr %286, align 8, !tbaa !38
  %303 = shl i32 %302, 8
  %304 = load ptr, ptr %3, align 8, !tbaa !41
  %305 = load i8, ptr %304, align 1, !tbaa !42
  %306 = zext i8 %305 to i32
  %307 = or disjoint i32 %303, %306
  store i32 %307, ptr %286, align 8, !tbaa !38
  %308 = add nsw i32 %299, 8
  store i32 %308, ptr %279, align 4, !tbaa !37
  %309 = getelementptr inbounds i8, ptr %304, i64 1
  store ptr %309, ptr %3, align 8, !tbaa !41
  %310 = add i32 %298, -1
  store i32 %310, ptr %285, align 8, !tbaa !39
  %311 = load i32, ptr %287, align 4, !tbaa !43
  %312 = add i32 %311, 1
  store i32 %312, ptr %287, align 4, !tbaa !43
  %313 = icmp eq i32 %312, 0
  br i1 %313, label %314, label %317

314:                                              ; preds = %301
  %315 = load i32, ptr %288, align 8, !tbaa !44
  %316 = add i32 %315, 1
  store i32 %316, ptr %288, align 8, !tbaa !44
  br label %317

317:                                              ; preds = %314, %301
  %318 = icmp sgt i32 %299, -1
  br i1 %318, label %290, label %297

319:                                              ; preds = %184, %290
  %320 = phi i32 [ %186, %184 ], [ %293, %290 ]
  store i32 13, ptr %4, align 8, !tbaa !12
  %321 = getelementptr inbounds i8, ptr %0, i64 36
  %322 = icmp sgt i32 %320, 7
  br i1 %322, label %323, label %326

323:                                              ; preds = %319
  %324 = getelementptr inbounds i8, ptr %0, i64 32
  %325 = load i32, ptr %324, align 8, !tbaa !38
  br label %332

326:                                              ; preds = %319
  %327 = getelementptr inbounds i8, ptr %3, i64 8
  %328 = getelementptr inbounds i8, ptr %0, i64 32
  %329 = getelementptr inbounds i8, ptr %3, i64 12
  %330 = getelementptr inbounds i8, ptr %3, i64 16
  %331 = load i32, ptr %327, align 8, !tbaa !39
  br label %341

332:                                              ; preds = %361, %323
  %333 = phi i32 [ %325, %323 ], [ %351, %361 ]
  %334 = phi i32 [ %320, %323 ], [ %352, %361 ]
  %335 = add nsw i32 %334, -8
  %336 = lshr i32 %333, %335
  %337 = and i32 %336, 255
  store i32 %335, ptr %321, align 4, !tbaa !37
  %338 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %337, ptr %338, align 8, !tbaa !45
  %339 = add nsw i32 %337, -58
  %340 = icmp ult i32 %339, -9
  br i1 %340, label %3774, label %363

341:                                              ; preds = %326, %361
  %342 = phi i32 [ %331, %326 ], [ %354, %361 ]
  %343 = phi i32 [ %320, %326 ], [ %352, %361 ]
  %344 = icmp eq i32 %342, 0
  br i1 %344, label %3774, label %345

345:                                              ; preds = %341
  %346 = load i32, ptr %328, align 8, !tbaa !38
  %347 = shl i32 %346, 8
  %348 = load ptr, ptr %3, align 8, !tbaa !41
  %349 = load i8, ptr %348, align 1, !tbaa !42
  %350 = zext i8 %349 to i32
  %351 = or disjoint i32 %347, %350
  store i32 %351, ptr %328, align 8, !tbaa !38
  %352 = add nsw i32 %343, 8
  store i32 %352, ptr %321, align 4, !tbaa !37
  %353 = getelementptr inbounds i8, ptr %348, i64 1
  store ptr %353, ptr %3, align 8, !tbaa !41
  %354 = add i32 %342, -1
  store i32 %354, ptr %327, align 8, !tbaa !39
  %355 = load i32, ptr %329, align 4, !tbaa !43
  %356 = add i32 %355, 1
  store i32 %356, ptr %329, align 4, !tbaa !43
  %357 = icmp eq i32 %356, 0
  br i1 %357, label %358, label %361

358:                                              ; preds = %345
  %359 = load i32, ptr %330, align 8, !tbaa !44
  %360 = add i32 %359, 1
  store i32 %360, ptr %330, align 8, !tbaa !44
  br label %361

361:                                              ; preds = %358, %345
  %362 = icmp sgt i32 %343, -1
  br i1 %362, label %332, label %341

363:                                              ; preds = %332
  %364 = add nsw i32 %337, -48
  store i32 %364, ptr %338, align 8, !tbaa !45
  %365 = getelementptr inbounds i8, ptr %0, i64 44
  %366 = load i8, ptr %365, align 4, !tbaa !46
  %367 = icmp eq i8 %366, 0
  %368 = getelementptr inbounds i8, ptr %3, i64 56
  %369 = load ptr, ptr %368, align 8, !tbaa !47
  %370 = getelementptr inbounds i8, ptr %3, i64 72
  %371 = load ptr, ptr %370, align 8, !tbaa !48
  br i1 %367, label %387, label %372

372:                                              ; preds = %363
  %373 = mul nuw nsw i32 %364, 200000
  %374 = tail call ptr %369(ptr noundef %371, i32 noundef %373, i32 noundef 1) #7
  %375 = getelementptr inbounds i8, ptr %0, i64 3160
  store ptr %374, ptr %375, align 8, !tbaa !49
  %376 = load ptr, ptr %368, align 8, !tbaa !47
  %377 = load ptr, ptr %370, align 8, !tbaa !48
  %378 = load i32, ptr %338, align 8, !tbaa !45
  %379 = mul nsw i32 %378, 100000
  %380 = ashr exact i32 %379, 1
  %381 = tail call ptr %376(ptr noundef %377, i32 noundef %380, i32 noundef 1) #7
  %382 = getelementptr inbounds i8, ptr %0, i64 3168
  store ptr %381, ptr %382, align 8, !tbaa !50
  %383 = load ptr, ptr %375, align 8, !tbaa !49
  %384 = icmp eq ptr %383, null
  %385 = icmp eq ptr %381, null
  %386 = select i1 %384, i1 true, i1 %385
  br i1 %386, label %3774, label %392

387:                                              ; preds = %363
  %388 = mul nuw nsw i32 %364, 400000
  %389 = tail call ptr %369(ptr noundef %371, i32 noundef %388, i32 noundef 1) #7
  %390 = getelementptr inbounds i8, ptr %0, i64 3152
  store ptr %389, ptr %390, align 8, !tbaa !51
  %391 = icmp eq ptr %389, null
  br i1 %391, label %3774, label %392

392:                                              ; preds = %372, %387, %57
  store i32 14, ptr %4, align 8, !tbaa !12
  %393 = getelementptr inbounds i8, ptr %0, i64 36
  %394 = load i32, ptr %393, align 4, !tbaa !37
  %395 = icmp sgt i32 %394, 7
  br i1 %395, label %396, label %399

396:                                              ; preds = %392
  %397 = getelementptr inbounds i8, ptr %0, i64 32
  %398 = load i32, ptr %397, align 8, !tbaa !38
  br label %406

399:                                              ; preds = %392
  %400 = load ptr, ptr %0, align 8, !tbaa !6
  %401 = getelementptr inbounds i8, ptr %400, i64 8
  %402 = getelementptr inbounds i8, ptr %0, i64 32
  %403 = getelementptr inbounds i8, ptr %400, i64 12
  %404 = getelementptr inbounds i8, ptr %400, i64 16
  %405 = load i32, ptr %401, align 8, !tbaa !39
  br label %412

406:                                              ; preds = %432, %396
  %407 = phi i32 [ %398, %396 ], [ %422, %432 ]
  %408 = phi i32 [ %394, %396 ], [ %423, %432 ]
  %409 = add nsw i32 %408, -8
  %410 = lshr i32 %407, %409
  store i32 %409, ptr %393, align 4, !tbaa !37
  %411 = trunc i32 %410 to i8
  switch i8 %411, label %3774 [
    i8 23, label %3366
    i8 49, label %434
  ]

412:                                              ; preds = %399, %432
  %413 = phi i32 [ %405, %399 ], [ %425, %432 ]
  %414 = phi i32 [ %394, %399 ], [ %423, %432 ]
  %415 = icmp eq i32 %413, 0
  br i1 %415, label %3774, label %416

416:                                              ; preds = %412
  %417 = load i32, ptr %402, align 8, !tbaa !38
  %418 = shl i32 %417, 8
  %419 = load ptr, ptr %400, align 8, !tbaa !41
  %420 = load i8, ptr %419, align 1, !tbaa !42
  %421 = zext i8 %420 to i32
  %422 = or disjoint i32 %418, %421
  store i32 %422, ptr %402, align 8, !tbaa !38
  %423 = add nsw i32 %414, 8
  store i32 %423, ptr %393, align 4, !tbaa !37
  %424 = getelementptr inbounds i8, ptr %419, i64 1
  store ptr %424, ptr %400, align 8, !tbaa !41
  %425 = add i32 %413, -1
  store i32 %425, ptr %401, align 8, !tbaa !39
  %426 = load i32, ptr %403, align 4, !tbaa !43
  %427 = add i32 %426, 1
  store i32 %427, ptr %403, align 4, !tbaa !43
  %428 = icmp eq i32 %427, 0
  br i1 %428, label %429, label %432

429:                                              ; preds = %416
  %430 = load i32, ptr %404, align 8, !tbaa !44
  %431 = add i32 %430, 1
  store i32 %431, ptr %404, align 8, !tbaa !44
  br label %432

432:                                              ; preds = %429, %416
  %433 = icmp sgt i32 %414, -1
  br i1 %433, label %406, label %412

434:                                              ; preds = %181, %406
  %435 = phi i32 [ %183, %181 ], [ %409, %406 ]
  store i32 15, ptr %4, align 8, !tbaa !12
  %436 = getelementptr inbounds i8, ptr %0, i64 36
  %437 = icmp sgt i32 %435, 7
  br i1 %437, label %438, label %441

438:                                              ; preds = %434
  %439 = getelementptr inbounds i8, ptr %0, i64 32
  %440 = load i32, ptr %439, align 8, !tbaa !38
  br label %448

441:                                              ; preds = %434
  %442 = load ptr, ptr %0, align 8, !tbaa !6
  %443 = getelementptr inbounds i8, ptr %442, i64 8
  %444 = getelementptr inbounds i8, ptr %0, i64 32
  %445 = getelementptr inbounds i8, ptr %442, i64 12
  %446 = getelementptr inbounds i8, ptr %442, i64 16
  %447 = load i32, ptr %443, align 8, !tbaa !39
  br label %455

448:                                              ; preds = %475, %438
  %449 = phi i32 [ %440, %438 ], [ %465, %475 ]
  %450 = phi i32 [ %435, %438 ], [ %466, %475 ]
  %451 = add nsw i32 %450, -8
  %452 = lshr i32 %449, %451
  store i32 %451, ptr %436, align 4, !tbaa !37
  %453 = and i32 %452, 255
  %454 = icmp eq i32 %453, 65
  br i1 %454, label %477, label %3774

455:                                              ; preds = %441, %475
  %456 = phi i32 [ %447, %441 ], [ %468, %475 ]
  %457 = phi i32 [ %435, %441 ], [ %466, %475 ]
  %458 = icmp eq i32 %456, 0
  br i1 %458, label %3774, label %459

459:                                              ; preds = %455
  %460 = load i32, ptr %444, align 8, !tbaa !38
  %461 = shl i32 %460, 8
  %462 = load ptr, ptr %442, align 8, !tbaa !41
  %463 = load i8, ptr %462, align 1, !tbaa !42
  %464 = zext i8 %463 to i32
  %465 = or disjoint i32 %461, %464
  store i32 %465, ptr %444, align 8, !tbaa !38
  %466 = add nsw i32 %457, 8
  store i32 %466, ptr %436, align 4, !tbaa !37
  %467 = getelementptr inbounds i8, ptr %462, i64 1
  store ptr %467, ptr %442, align 8, !tbaa !41
  %468 = add i32 %456, -1
  store i32 %468, ptr %443, align 8, !tbaa !39
  %469 = load i32, ptr %445, align 4, !tbaa !43
  %470 = add i32 %469, 1
  store i32 %470, ptr %445, align 4, !tbaa !43
  %471 = icmp eq i32 %470, 0
  br i1 %471, label %472, label %475

472:                                              ; preds = %459
  %473 = load i32, ptr %446, align 8, !tbaa !44
  %474 = add i32 %473, 1
  store i32 %474, ptr %446, align 8, !tbaa !44
  br label %475

475:                                              ; preds = %472, %459
  %476 = icmp sgt i32 %457, -1
  br i1 %476, label %448, label %455

477:                                              ; preds = %178, %448
  %478 = phi i32 [ %180, %178 ], [ %451, %448 ]
  store i32 16, ptr %4, align 8, !tbaa !12
  %479 = getelementptr inbounds i8, ptr %0, i64 36
  %480 = icmp sgt i32 %478, 7
  br i1 %480, label %481, label %484

481:                                              ; preds = %477
  %482 = getelementptr inbounds i8, ptr %0, i64 32
  %483 = load i32, ptr %482, align 8, !tbaa !38
  br label %491

484:                                              ; preds = %477
  %485 = load ptr, ptr %0, align 8, !tbaa !6
  %486 = getelementptr inbounds i8, ptr %485, i64 8
  %487 = getelementptr inbounds i8, ptr %0, i64 32
  %488 = getelementptr inbounds i8, ptr %485, i64 12
  %489 = getelementptr inbounds i8, ptr %485, i64 16
  %490 = load i32, ptr %486, align 8, !tbaa !39
  br label %498

491:                                              ; preds = %518, %481
  %492 = phi i32 [ %483, %481 ], [ %508, %518 ]
  %493 = phi i32 [ %478, %481 ], [ %509, %518 ]
  %494 = add nsw i32 %493, -8
  %495 = lshr i32 %492, %494
  store i32 %494, ptr %479, align 4, !tbaa !37
  %496 = and i32 %495, 255
  %497 = icmp eq i32 %496, 89
  br i1 %497, label %520, label %3774

498:                                              ; preds = %484, %518
  %499 = phi i32 [ %490, %484 ], [ %511, %518 ]
  %500 = phi i32 [ %478, %484 ], [ %509, %518 ]
  %501 = icmp eq i32 %499, 0
  br i1 %501, label %3774, label %502

502:                                              ; preds = %498
  %503 = load i32, ptr %487, align 8, !tbaa !38
  %504 = shl i32 %503, 8
  %505 = load ptr, ptr %485, align 8, !tbaa !41
  %506 = load i8, ptr %505, align 1, !tbaa !42
  %507 = zext i8 %506 to i32
  %508 = or disjoint i32 %504, %507
  store i32 %508, ptr %487, align 8, !tbaa !38
  %509 = add nsw i32 %500, 8
  store i32 %509, ptr %479, align 4, !tbaa !37
  %510 = getelementptr inbounds i8, ptr %505, i64 1
  store ptr %510, ptr %485, align 8, !tbaa !41
  %511 = add i32 %499, -1
  store i32 %511, ptr %486, align 8, !tbaa !39
  %512 = load i32, ptr %488, align 4, !tbaa !43
  %513 = add i32 %512, 1
  store i32 %513, ptr %488, align 4, !tbaa !43
  %514 = icmp eq i32 %513, 0
  br i1 %514, label %515, label %518

515:                                              ; preds = %502
  %516 = load i32, ptr %489, align 8, !tbaa !44
  %517 = add i32 %516, 1
  store i32 %517, ptr %489, align 8, !tbaa !44
  br label %518

518:                                              ; preds = %515, %502
  %519 = icmp sgt i32 %500, -1
  br i1 %519, label %491, label %498

520:                                              ; preds = %175, %491
  %521 = phi i32 [ %177, %175 ], [ %494, %491 ]
  store i32 17, ptr %4, align 8, !tbaa !12
  %522 = getelementptr inbounds i8, ptr %0, i64 36
  %523 = icmp sgt i32 %521, 7
  br i1 %523, label %524, label %527

524:                                              ; preds = %520
  %525 = getelementptr inbounds i8, ptr %0, i64 32
  %526 = load i32, ptr %525, align 8, !tbaa !38
  br label %534

527:                                              ; preds = %520
  %528 = load ptr, ptr %0, align 8, !tbaa !6
  %529 = getelementptr inbounds i8, ptr %528, i64 8
  %530 = getelementptr inbounds i8, ptr %0, i64 32
  %531 = getelementptr inbounds i8, ptr %528, i64 12
  %532 = getelementptr inbounds i8, ptr %528, i64 16
  %533 = load i32, ptr %529, align 8, !tbaa !39
  br label %541

534:                                              ; preds = %561, %524
  %535 = phi i32 [ %526, %524 ], [ %551, %561 ]
  %536 = phi i32 [ %521, %524 ], [ %552, %561 ]
  %537 = add nsw i32 %536, -8
  %538 = lshr i32 %535, %537
  store i32 %537, ptr %522, align 4, !tbaa !37
  %539 = and i32 %538, 255
  %540 = icmp eq i32 %539, 38
  br i1 %540, label %563, label %3774

541:                                              ; preds = %527, %561
  %542 = phi i32 [ %533, %527 ], [ %554, %561 ]
  %543 = phi i32 [ %521, %527 ], [ %552, %561 ]
  %544 = icmp eq i32 %542, 0
  br i1 %544, label %3774, label %545

545:                                              ; preds = %541
  %546 = load i32, ptr %530, align 8, !tbaa !38
  %547 = shl i32 %546, 8
  %548 = load ptr, ptr %528, align 8, !tbaa !41
  %549 = load i8, ptr %548, align 1, !tbaa !42
  %550 = zext i8 %549 to i32
  %551 = or disjoint i32 %547, %550
  store i32 %551, ptr %530, align 8, !tbaa !38
  %552 = add nsw i32 %543, 8
  store i32 %552, ptr %522, align 4, !tbaa !37
  %553 = getelementptr inbounds i8, ptr %548, i64 1
  store ptr %553, ptr %528, align 8, !tbaa !41
  %554 = add i32 %542, -1
  store i32 %554, ptr %529, align 8, !tbaa !39
  %555 = load i32, ptr %531, align 4, !tbaa !43
  %556 = add i32 %555, 1
  store i32 %556, ptr %531, align 4, !tbaa !43
  %557 = icmp eq i32 %556, 0
  br i1 %557, label %558, label %561

558:                                              ; preds = %545
  %559 = load i32, ptr %532, align 8, !tbaa !44
  %560 = add i32 %559, 1
  store i32 %560, ptr %532, align 8, !tbaa !44
  br label %561

561:                                              ; preds = %558, %545
  %562 = icmp sgt i32 %543, -1
  br i1 %562, label %534, label %541

563:                                              ; preds = %172, %534
  %564 = phi i32 [ %174, %172 ], [ %537, %534 ]
  store i32 18, ptr %4, align 8, !tbaa !12
  %565 = getelementptr inbounds i8, ptr %0, i64 36
  %566 = icmp sgt i32 %564, 7
  br i1 %566, label %567, label %570

567:                                              ; preds = %563
  %568 = getelementptr inbounds i8, ptr %0, i64 32
  %569 = load i32, ptr %568, align 8, !tbaa !38
  br label %577

570:                                              ; preds = %563
  %571 = load ptr, ptr %0, align 8, !tbaa !6
  %572 = getelementptr inbounds i8, ptr %571, i64 8
  %573 = getelementptr inbounds i8, ptr %0, i64 32
  %574 = getelementptr inbounds i8, ptr %571, i64 12
  %575 = getelementptr inbounds i8, ptr %571, i64 16
  %576 = load i32, ptr %572, align 8, !tbaa !39
  br label %584

577:                                              ; preds = %604, %567
  %578 = phi i32 [ %569, %567 ], [ %594, %604 ]
  %579 = phi i32 [ %564, %567 ], [ %595, %604 ]
  %580 = add nsw i32 %579, -8
  %581 = lshr i32 %578, %580
  store i32 %580, ptr %565, align 4, !tbaa !37
  %582 = and i32 %581, 255
  %583 = icmp eq i32 %582, 83
  br i1 %583, label %606, label %3774

584:                                              ; preds = %570, %604
  %585 = phi i32 [ %576, %570 ], [ %597, %604 ]
  %586 = phi i32 [ %564, %570 ], [ %595, %604 ]
  %587 = icmp eq i32 %585, 0
  br i1 %587, label %3774, label %588

588:                                              ; preds = %584
  %589 = load i32, ptr %573, align 8, !tbaa !38
  %590 = shl i32 %589, 8
  %591 = load ptr, ptr %571, align 8, !tbaa !41
  %592 = load i8, ptr %591, align 1, !tbaa !42
  %593 = zext i8 %592 to i32
  %594 = or disjoint i32 %590, %593
  store i32 %594, ptr %573, align 8, !tbaa !38
  %595 = add nsw i32 %586, 8
  store i32 %595, ptr %565, align 4, !tbaa !37
  %596 = getelementptr inbounds i8, ptr %591, i64 1
  store ptr %596, ptr %571, align 8, !tbaa !41
  %597 = add i32 %585, -1
  store i32 %597, ptr %572, align 8, !tbaa !39
  %598 = load i32, ptr %574, align 4, !tbaa !43
  %599 = add i32 %598, 1
  store i32 %599, ptr %574, align 4, !tbaa !43
  %600 = icmp eq i32 %599, 0
  br i1 %600, label %601, label %604

601:                                              ; preds = %588
  %602 = load i32, ptr %575, align 8, !tbaa !44
  %603 = add i32 %602, 1
  store i32 %603, ptr %575, align 8, !tbaa !44
  br label %604

604:                                              ; preds = %601, %588
  %605 = icmp sgt i32 %586, -1
  br i1 %605, label %577, label %584

606:                                              ; preds = %169, %577
  %607 = phi i32 [ %171, %169 ], [ %580, %577 ]
  store i32 19, ptr %4, align 8, !tbaa !12
  %608 = getelementptr inbounds i8, ptr %0, i64 36
  %609 = icmp sgt i32 %607, 7
  br i1 %609, label %610, label %613

610:                                              ; preds = %606
  %611 = getelementptr inbounds i8, ptr %0, i64 32
  %612 = load i32, ptr %611, align 8, !tbaa !38
  br label %620

613:                                              ; preds = %606
  %614 = load ptr, ptr %0, align 8, !tbaa !6
  %615 = getelementptr inbounds i8, ptr %614, i64 8
  %616 = getelementptr inbounds i8, ptr %0, i64 32
  %617 = getelementptr inbounds i8, ptr %614, i64 12
  %618 = getelementptr inbounds i8, ptr %614, i64 16
  %619 = load i32, ptr %615, align 8, !tbaa !39
  br label %627

620:                                              ; preds = %647, %610
  %621 = phi i32 [ %612, %610 ], [ %637, %647 ]
  %622 = phi i32 [ %607, %610 ], [ %638, %647 ]
  %623 = add nsw i32 %622, -8
  %624 = lshr i32 %621, %623
  store i32 %623, ptr %608, align 4, !tbaa !37
  %625 = and i32 %624, 255
  %626 = icmp eq i32 %625, 89
  br i1 %626, label %649, label %3774

627:                                              ; preds = %613, %647
  %628 = phi i32 [ %619, %613 ], [ %640, %647 ]
  %629 = phi i32 [ %607, %613 ], [ %638, %647 ]
  %630 = icmp eq i32 %628, 0
  br i1 %630, label %3774, label %631

631:                                              ; preds = %627
  %632 = load i32, ptr %616, align 8, !tbaa !38
  %633 = shl i32 %632, 8
  %634 = load ptr, ptr %614, align 8, !tbaa !41
  %635 = load i8, ptr %634, align 1, !tbaa !42
  %636 = zext i8 %635 to i32
  %637 = or disjoint i32 %633, %636
  store i32 %637, ptr %616, align 8, !tbaa !38
  %638 = add nsw i32 %629, 8
  store i32 %638, ptr %608, align 4, !tbaa !37
  %639 = getelementptr inbounds i8, ptr %634, i64 1
  store ptr %639, ptr %614, align 8, !tbaa !41
  %640 = add i32 %628, -1
  store i32 %640, ptr %615, align 8, !tbaa !39
  %641 = load i32, ptr %617, align 4, !tbaa !43
  %642 = add i32 %641, 1
  store i32 %642, ptr %617, align 4, !tbaa !43
  %643 = icmp eq i32 %642, 0
  br i1 %643, label %644, label %647

644:                                              ; preds = %631
  %645 = load i32, ptr %618, align 8, !tbaa !44
  %646 = add i32 %645, 1
  store i32 %646, ptr %618, align 8, !tbaa !44
  br label %647

647:                                              ; preds = %644, %631
  %648 = icmp sgt i32 %629, -1
  br i1 %648, label %620, label %627

649:                                              ; preds = %620
  %650 = getelementptr inbounds i8, ptr %0, i64 48
  %651 = load i32, ptr %650, align 8, !tbaa !52
  %652 = add nsw i32 %651, 1
  store i32 %652, ptr %650, align 8, !tbaa !52
  %653 = getelementptr inbounds i8, ptr %0, i64 52
  %654 = load i32, ptr %653, align 4, !tbaa !53
  %655 = icmp sgt i32 %654, 1
  br i1 %655, label %656, label %659

656:                                              ; preds = %649
  %657 = load ptr, ptr @stderr, align 8, !tbaa !54
  %658 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %657, ptr noundef nonnull @.str, i32 noundef %652) #8
  br label %659

659:                                              ; preds = %656, %649
  %660 = getelementptr inbounds i8, ptr %0, i64 3176
  store i32 0, ptr %660, align 8, !tbaa !55
  br label %661

661:                                              ; preds = %57, %659
  store i32 20, ptr %4, align 8, !tbaa !12
  %662 = getelementptr inbounds i8, ptr %0, i64 36
  %663 = load i32, ptr %662, align 4, !tbaa !37
  %664 = icmp sgt i32 %663, 7
  br i1 %664, label %665, label %668

665:                                              ; preds = %661
  %666 = getelementptr inbounds i8, ptr %0, i64 32
  %667 = load i32, ptr %666, align 8, !tbaa !38
  br label %675

668:                                              ; preds = %661
  %669 = load ptr, ptr %0, align 8, !tbaa !6
  %670 = getelementptr inbounds i8, ptr %669, i64 8
  %671 = getelementptr inbounds i8, ptr %0, i64 32
  %672 = getelementptr inbounds i8, ptr %669, i64 12
  %673 = getelementptr inbounds i8, ptr %669, i64 16
  %674 = load i32, ptr %670, align 8, !tbaa !39
  br label %685

675:                                              ; preds = %705, %665
  %676 = phi i32 [ %667, %665 ], [ %695, %705 ]
  %677 = phi i32 [ %663, %665 ], [ %696, %705 ]
  %678 = add nsw i32 %677, -8
  %679 = lshr i32 %676, %678
  store i32 %678, ptr %662, align 4, !tbaa !37
  %680 = getelementptr inbounds i8, ptr %0, i64 3176
  %681 = load i32, ptr %680, align 8, !tbaa !55
  %682 = shl i32 %681, 8
  %683 = and i32 %679, 255
  %684 = or disjoint i32 %682, %683
  store i32 %684, ptr %680, align 8, !tbaa !55
  br label %707

685:                                              ; preds = %668, %705
  %686 = phi i32 [ %674, %668 ], [ %698, %705 ]
  %687 = phi i32 [ %663, %668 ], [ %696, %705 ]
  %688 = icmp eq i32 %686, 0
  br i1 %688, label %3774, label %689

689:                                              ; preds = %685
  %690 = load i32, ptr %671, align 8, !tbaa !38
  %691 = shl i32 %690, 8
  %692 = load ptr, ptr %669, align 8, !tbaa !41
  %693 = load i8, ptr %692, align 1, !tbaa !42
  %694 = zext i8 %693 to i32
  %695 = or disjoint i32 %691, %694
  store i32 %695, ptr %671, align 8, !tbaa !38
  %696 = add nsw i32 %687, 8
  store i32 %696, ptr %662, align 4, !tbaa !37
  %697 = getelementptr inbounds i8, ptr %692, i64 1
  store ptr %697, ptr %669, align 8, !tbaa !41
  %698 = add i32 %686, -1
  store i32 %698, ptr %670, align 8, !tbaa !39
  %699 = load i32, ptr %672, align 4, !tbaa !43
  %700 = add i32 %699, 1
  store i32 %700, ptr %672, align 4, !tbaa !43
  %701 = icmp eq i32 %700, 0
  br i1 %701, label %702, label %705

702:                                              ; preds = %689
  %703 = load i32, ptr %673, align 8, !tbaa !44
  %704 = add i32 %703, 1
  store i32 %704, ptr %673, align 8, !tbaa !44
  br label %705

705:                                              ; preds = %702, %689
  %706 = icmp sgt i32 %687, -1
  br i1 %706, label %675, label %685

707:                                              ; preds = %166, %675
  %708 = phi i32 [ %168, %166 ], [ %678, %675 ]
  store i32 21, ptr %4, align 8, !tbaa !12
  %709 = getelementptr inbounds i8, ptr %0, i64 36
  %710 = icmp sgt i32 %708, 7
  br i1 %710, label %711, label %714

711:                                              ; preds = %707
  %712 = getelementptr inbounds i8, ptr %0, i64 32
  %713 = load i32, ptr %712, align 8, !tbaa !38
  br label %721

714:                                              ; preds = %707
  %715 = load ptr, ptr %0, align 8, !tbaa !6
  %716 = getelementptr inbounds i8, ptr %715, i64 8
  %717 = getelementptr inbounds i8, ptr %0, i64 32
  %718 = getelementptr inbounds i8, ptr %715, i64 12
  %719 = getelementptr inbounds i8, ptr %715, i64 16
  %720 = load i32, ptr %716, align 8, !tbaa !39
  br label %731

721:                                              ; preds = %751, %711
  %722 = phi i32 [ %713, %711 ], [ %741, %751 ]
  %723 = phi i32 [ %708, %711 ], [ %742, %751 ]
  %724 = add nsw i32 %723, -8
  %725 = lshr i32 %722, %724
  store i32 %724, ptr %709, align 4, !tbaa !37
  %726 = getelementptr inbounds i8, ptr %0, i64 3176
  %727 = load i32, ptr %726, align 8, !tbaa !55
  %728 = shl i32 %727, 8
  %729 = and i32 %725, 255
  %730 = or disjoint i32 %728, %729
  store i32 %730, ptr %726, align 8, !tbaa !55
  br label %753

731:                                              ; preds = %714, %751
  %732 = phi i32 [ %720, %714 ], [ %744, %751 ]
  %733 = phi i32 [ %708, %714 ], [ %742, %751 ]
  %734 = icmp eq i32 %732, 0
  br i1 %734, label %3774, label %735

735:                                              ; preds = %731
  %736 = load i32, ptr %717, align 8, !tbaa !38
  %737 = shl i32 %736, 8
  %738 = load ptr, ptr %715, align 8, !tbaa !41
  %739 = load i8, ptr %738, align 1, !tbaa !42
  %740 = zext i8 %739 to i32
  %741 = or disjoint i32 %737, %740
  store i32 %741, ptr %717, align 8, !tbaa !38
  %742 = add nsw i32 %733, 8
  store i32 %742, ptr %709, align 4, !tbaa !37
  %743 = getelementptr inbounds i8, ptr %738, i64 1
  store ptr %743, ptr %715, align 8, !tbaa !41
  %744 = add i32 %732, -1
  store i32 %744, ptr %716, align 8, !tbaa !39
  %745 = load i32, ptr %718, align 4, !tbaa !43
  %746 = add i32 %745, 1
  store i32 %746, ptr %718, align 4, !tbaa !43
  %747 = icmp eq i32 %746, 0
  br i1 %747, label %748, label %751

748:                                              ; preds = %735
  %749 = load i32, ptr %719, align 8, !tbaa !44
  %750 = add i32 %749, 1
  store i32 %750, ptr %719, align 8, !tbaa !44
  br label %751

751:                                              ; preds = %748, %735
  %752 = icmp sgt i32 %733, -1
  br i1 %752, label %721, label %731

753:                                              ; preds = %163, %721
  %754 = phi i32 [ %165, %163 ], [ %724, %721 ]
  store i32 22, ptr %4, align 8, !tbaa !12
  %755 = getelementptr inbounds i8, ptr %0, i64 36
  %756 = icmp sgt i32 %754, 7
  br i1 %756, label %757, label %760

757:                                              ; preds = %753
  %758 = getelementptr inbounds i8, ptr %0, i64 32
  %759 = load i32, ptr %758, align 8, !tbaa !38
  br label %767

760:                                              ; preds = %753
  %761 = load ptr, ptr %0, align 8, !tbaa !6
  %762 = getelementptr inbounds i8, ptr %761, i64 8
  %763 = getelementptr inbounds i8, ptr %0, i64 32
  %764 = getelementptr inbounds i8, ptr %761, i64 12
  %765 = getelementptr inbounds i8, ptr %761, i64 16
  %766 = load i32, ptr %762, align 8, !tbaa !39
  br label %777

767:                                              ; preds = %797, %757
  %768 = phi i32 [ %759, %757 ], [ %787, %797 ]
  %769 = phi i32 [ %754, %757 ], [ %788, %797 ]
  %770 = add nsw i32 %769, -8
  %771 = lshr i32 %768, %770
  store i32 %770, ptr %755, align 4, !tbaa !37
  %772 = getelementptr inbounds i8, ptr %0, i64 3176
  %773 = load i32, ptr %772, align 8, !tbaa !55
  %774 = shl i32 %773, 8
  %775 = and i32 %771, 255
  %776 = or disjoint i32 %774, %775
  store i32 %776, ptr %772, align 8, !tbaa !55
  br label %799

777:                                              ; preds = %760, %797
  %778 = phi i32 [ %766, %760 ], [ %790, %797 ]
  %779 = phi i32 [ %754, %760 ], [ %788, %797 ]
  %780 = icmp eq i32 %778, 0
  br i1 %780, label %3774, label %781

781:                                              ; preds = %777
  %782 = load i32, ptr %763, align 8, !tbaa !38
  %783 = shl i32 %782, 8
  %784 = load ptr, ptr %761, align 8, !tbaa !41
  %785 = load i8, ptr %784, align 1, !tbaa !42
  %786 = zext i8 %785 to i32
  %787 = or disjoint i32 %783, %786
  store i32 %787, ptr %763, align 8, !tbaa !38
  %788 = add nsw i32 %779, 8
  store i32 %788, ptr %755, align 4, !tbaa !37
  %789 = getelementptr inbounds i8, ptr %784, i64 1
  store ptr %789, ptr %761, align 8, !tbaa !41
  %790 = add i32 %778, -1
  store i32 %790, ptr %762, align 8, !tbaa !39
  %791 = load i32, ptr %764, align 4, !tbaa !43
  %792 = add i32 %791, 1
  store i32 %792, ptr %764, align 4, !tbaa !43
  %793 = icmp eq i32 %792, 0
  br i1 %793, label %794, label %797

794:                                              ; preds = %781
  %795 = load i32, ptr %765, align 8, !tbaa !44
  %796 = add i32 %795, 1
  store i32 %796, ptr %765, align 8, !tbaa !44
  br label %797

797:                                              ; preds = %794, %781
  %798 = icmp sgt i32 %779, -1
  br i1 %798, label %767, label %777

799:                                              ; preds = %160, %767
  %800 = phi i32 [ %162, %160 ], [ %770, %767 ]
  store i32 23, ptr %4, align 8, !tbaa !12
  %801 = getelementptr inbounds i8, ptr %0, i64 36
  %802 = icmp sgt i32 %800, 7
  br i1 %802, label %803, label %806

803:                                              ; preds = %799
  %804 = getelementptr inbounds i8, ptr %0, i64 32
  %805 = load i32, ptr %804, align 8, !tbaa !38
  br label %813

806:                                              ; preds = %799
  %807 = load ptr, ptr %0, align 8, !tbaa !6
  %808 = getelementptr inbounds i8, ptr %807, i64 8
  %809 = getelementptr inbounds i8, ptr %0, i64 32
  %810 = getelementptr inbounds i8, ptr %807, i64 12
  %811 = getelementptr inbounds i8, ptr %807, i64 16
  %812 = load i32, ptr %808, align 8, !tbaa !39
  br label %823

813:                                              ; preds = %843, %803
  %814 = phi i32 [ %805, %803 ], [ %833, %843 ]
  %815 = phi i32 [ %800, %803 ], [ %834, %843 ]
  %816 = add nsw i32 %815, -8
  %817 = lshr i32 %814, %816
  store i32 %816, ptr %801, align 4, !tbaa !37
  %818 = getelementptr inbounds i8, ptr %0, i64 3176
  %819 = load i32, ptr %818, align 8, !tbaa !55
  %820 = shl i32 %819, 8
  %821 = and i32 %817, 255
  %822 = or disjoint i32 %820, %821
  store i32 %822, ptr %818, align 8, !tbaa !55
  br label %845

823:                                              ; preds = %806, %843
  %824 = phi i32 [ %812, %806 ], [ %836, %843 ]
  %825 = phi i32 [ %800, %806 ], [ %834, %843 ]
  %826 = icmp eq i32 %824, 0
  br i1 %826, label %3774, label %827

827:                                              ; preds = %823
  %828 = load i32, ptr %809, align 8, !tbaa !38
  %829 = shl i32 %828, 8
  %830 = load ptr, ptr %807, align 8, !tbaa !41
  %831 = load i8, ptr %830, align 1, !tbaa !42
  %832 = zext i8 %831 to i32
  %833 = or disjoint i32 %829, %832
  store i32 %833, ptr %809, align 8, !tbaa !38
  %834 = add nsw i32 %825, 8
  store i32 %834, ptr %801, align 4, !tbaa !37
  %835 = getelementptr inbounds i8, ptr %830, i64 1
  store ptr %835, ptr %807, align 8, !tbaa !41
  %836 = add i32 %824, -1
  store i32 %836, ptr %808, align 8, !tbaa !39
  %837 = load i32, ptr %810, align 4, !tbaa !43
  %838 = add i32 %837, 1
  store i32 %838, ptr %810, align 4, !tbaa !43
  %839 = icmp eq i32 %838, 0
  br i1 %839, label %840, label %843

840:                                              ; preds = %827
  %841 = load i32, ptr %811, align 8, !tbaa !44
  %842 = add i32 %841, 1
  store i32 %842, ptr %811, align 8, !tbaa !44
  br label %843

843:                                              ; preds = %840, %827
  %844 = icmp sgt i32 %825, -1
  br i1 %844, label %813, label %823

845:                                              ; preds = %157, %813
  %846 = phi i32 [ %159, %157 ], [ %816, %813 ]
  store i32 24, ptr %4, align 8, !tbaa !12
  %847 = getelementptr inbounds i8, ptr %0, i64 36
  %848 = icmp sgt i32 %846, 0
  br i1 %848, label %849, label %852

849:                                              ; preds = %845
  %850 = getelementptr inbounds i8, ptr %0, i64 32
  %851 = load i32, ptr %850, align 8, !tbaa !38
  br label %859

852:                                              ; preds = %845
  %853 = load ptr, ptr %0, align 8, !tbaa !6
  %854 = getelementptr inbounds i8, ptr %853, i64 8
  %855 = getelementptr inbounds i8, ptr %0, i64 32
  %856 = getelementptr inbounds i8, ptr %853, i64 12
  %857 = getelementptr inbounds i8, ptr %853, i64 16
  %858 = load i32, ptr %854, align 8, !tbaa !39
  br label %868

859:                                              ; preds = %888, %849
  %860 = phi i32 [ %851, %849 ], [ %878, %888 ]
  %861 = phi i32 [ %846, %849 ], [ %879, %888 ]
  %862 = add nsw i32 %861, -1
  %863 = lshr i32 %860, %862
  store i32 %862, ptr %847, align 4, !tbaa !37
  %864 = trunc i32 %863 to i8
  %865 = and i8 %864, 1
  %866 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 %865, ptr %866, align 4, !tbaa !56
  %867 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 0, ptr %867, align 8, !tbaa !57
  br label %890

868:                                              ; preds = %852, %888
  %869 = phi i32 [ %858, %852 ], [ %881, %888 ]
  %870 = phi i32 [ %846, %852 ], [ %879, %888 ]
  %871 = icmp eq i32 %869, 0
  br i1 %871, label %3774, label %872

872:                                              ; preds = %868
  %873 = load i32, ptr %855, align 8, !tbaa !38
  %874 = shl i32 %873, 8
  %875 = load ptr, ptr %853, align 8, !tbaa !41
  %876 = load i8, ptr %875, align 1, !tbaa !42
  %877 = zext i8 %876 to i32
  %878 = or disjoint i32 %874, %877
  store i32 %878, ptr %855, align 8, !tbaa !38
  %879 = add nsw i32 %870, 8
  store i32 %879, ptr %847, align 4, !tbaa !37
  %880 = getelementptr inbounds i8, ptr %875, i64 1
  store ptr %880, ptr %853, align 8, !tbaa !41
  %881 = add i32 %869, -1
  store i32 %881, ptr %854, align 8, !tbaa !39
  %882 = load i32, ptr %856, align 4, !tbaa !43
  %883 = add i32 %882, 1
  store i32 %883, ptr %856, align 4, !tbaa !43
  %884 = icmp eq i32 %883, 0
  br i1 %884, label %885, label %888

885:                                              ; preds = %872
  %886 = load i32, ptr %857, align 8, !tbaa !44
  %887 = add i32 %886, 1
  store i32 %887, ptr %857, align 8, !tbaa !44
  br label %888

888:                                              ; preds = %885, %872
  %889 = icmp sgt i32 %870, -8
  br i1 %889, label %859, label %868

890:                                              ; preds = %154, %859
  %891 = phi i32 [ %156, %154 ], [ %862, %859 ]
  store i32 25, ptr %4, align 8, !tbaa !12
  %892 = getelementptr inbounds i8, ptr %0, i64 36
  %893 = icmp sgt i32 %891, 7
  br i1 %893, label %894, label %897

894:                                              ; preds = %890
  %895 = getelementptr inbounds i8, ptr %0, i64 32
  %896 = load i32, ptr %895, align 8, !tbaa !38
  br label %904

897:                                              ; preds = %890
  %898 = load ptr, ptr %0, align 8, !tbaa !6
  %899 = getelementptr inbounds i8, ptr %898, i64 8
  %900 = getelementptr inbounds i8, ptr %0, i64 32
  %901 = getelementptr inbounds i8, ptr %898, i64 12
  %902 = getelementptr inbounds i8, ptr %898, i64 16
  %903 = load i32, ptr %899, align 8, !tbaa !39
  br label %914

904:                                              ; preds = %934, %894
  %905 = phi i32 [ %896, %894 ], [ %924, %934 ]
  %906 = phi i32 [ %891, %894 ], [ %925, %934 ]
  %907 = add nsw i32 %906, -8
  %908 = lshr i32 %905, %907
  store i32 %907, ptr %892, align 4, !tbaa !37
  %909 = getelementptr inbounds i8, ptr %0, i64 56
  %910 = load i32, ptr %909, align 8, !tbaa !57
  %911 = shl i32 %910, 8
  %912 = and i32 %908, 255
  %913 = or disjoint i32 %911, %912
  store i32 %913, ptr %909, align 8, !tbaa !57
  br label %936

914:                                              ; preds = %897, %934
  %915 = phi i32 [ %903, %897 ], [ %927, %934 ]
  %916 = phi i32 [ %891, %897 ], [ %925, %934 ]
  %917 = icmp eq i32 %915, 0
  br i1 %917, label %3774, label %918

918:                                              ; preds = %914
  %919 = load i32, ptr %900, align 8, !tbaa !38
  %920 = shl i32 %919, 8
  %921 = load ptr, ptr %898, align 8, !tbaa !41
  %922 = load i8, ptr %921, align 1, !tbaa !42
  %923 = zext i8 %922 to i32
  %924 = or disjoint i32 %920, %923
  store i32 %924, ptr %900, align 8, !tbaa !38
  %925 = add nsw i32 %916, 8
  store i32 %925, ptr %892, align 4, !tbaa !37
  %926 = getelementptr inbounds i8, ptr %921, i64 1
  store ptr %926, ptr %898, align 8, !tbaa !41
  %927 = add i32 %915, -1
  store i32 %927, ptr %899, align 8, !tbaa !39
  %928 = load i32, ptr %901, align 4, !tbaa !43
  %929 = add i32 %928, 1
  store i32 %929, ptr %901, align 4, !tbaa !43
  %930 = icmp eq i32 %929, 0
  br i1 %930, label %931, label %934

931:                                              ; preds = %918
  %932 = load i32, ptr %902, align 8, !tbaa !44
  %933 = add i32 %932, 1
  store i32 %933, ptr %902, align 8, !tbaa !44
  br label %934

934:                                              ; preds = %931, %918
  %935 = icmp sgt i32 %916, -1
  br i1 %935, label %904, label %914

936:                                              ; preds = %151, %904
  %937 = phi i32 [ %153, %151 ], [ %907, %904 ]
  store i32 26, ptr %4, align 8, !tbaa !12
  %938 = getelementptr inbounds i8, ptr %0, i64 36
  %939 = icmp sgt i32 %937, 7
  br i1 %939, label %940, label %943

940:                                              ; preds = %936
  %941 = getelementptr inbounds i8, ptr %0, i64 32
  %942 = load i32, ptr %941, align 8, !tbaa !38
  br label %950

943:                                              ; preds = %936
  %944 = load ptr, ptr %0, align 8, !tbaa !6
  %945 = getelementptr inbounds i8, ptr %944, i64 8
  %946 = getelementptr inbounds i8, ptr %0, i64 32
  %947 = getelementptr inbounds i8, ptr %944, i64 12
  %948 = getelementptr inbounds i8, ptr %944, i64 16
  %949 = load i32, ptr %945, align 8, !tbaa !39
  br label %960

950:                                              ; preds = %980, %940
  %951 = phi i32 [ %942, %940 ], [ %970, %980 ]
  %952 = phi i32 [ %937, %940 ], [ %971, %980 ]
  %953 = add nsw i32 %952, -8
  %954 = lshr i32 %951, %953
  store i32 %953, ptr %938, align 4, !tbaa !37
  %955 = getelementptr inbounds i8, ptr %0, i64 56
  %956 = load i32, ptr %955, align 8, !tbaa !57
  %957 = shl i32 %956, 8
  %958 = and i32 %954, 255
  %959 = or disjoint i32 %957, %958
  store i32 %959, ptr %955, align 8, !tbaa !57
  br label %982

960:                                              ; preds = %943, %980
  %961 = phi i32 [ %949, %943 ], [ %973, %980 ]
  %962 = phi i32 [ %937, %943 ], [ %971, %980 ]
  %963 = icmp eq i32 %961, 0
  br i1 %963, label %3774, label %964

964:                                              ; preds = %960
  %965 = load i32, ptr %946, align 8, !tbaa !38
  %966 = shl i32 %965, 8
  %967 = load ptr, ptr %944, align 8, !tbaa !41
  %968 = load i8, ptr %967, align 1, !tbaa !42
  %969 = zext i8 %968 to i32
  %970 = or disjoint i32 %966, %969
  store i32 %970, ptr %946, align 8, !tbaa !38
  %971 = add nsw i32 %962, 8
  store i32 %971, ptr %938, align 4, !tbaa !37
  %972 = getelementptr inbounds i8, ptr %967, i64 1
  store ptr %972, ptr %944, align 8, !tbaa !41
  %973 = add i32 %961, -1
  store i32 %973, ptr %945, align 8, !tbaa !39
  %974 = load i32, ptr %947, align 4, !tbaa !43
  %975 = add i32 %974, 1
  store i32 %975, ptr %947, align 4, !tbaa !43
  %976 = icmp eq i32 %975, 0
  br i1 %976, label %977, label %980

977:                                              ; preds = %964
  %978 = load i32, ptr %948, align 8, !tbaa !44
  %979 = add i32 %978, 1
  store i32 %979, ptr %948, align 8, !tbaa !44
  br label %980

980:                                              ; preds = %977, %964
  %981 = icmp sgt i32 %962, -1
  br i1 %981, label %950, label %960

982:                                              ; preds = %148, %950
  %983 = phi i32 [ %150, %148 ], [ %953, %950 ]
  store i32 27, ptr %4, align 8, !tbaa !12
  %984 = getelementptr inbounds i8, ptr %0, i64 36
  %985 = icmp sgt i32 %983, 7
  br i1 %985, label %986, label %989

986:                                              ; preds = %982
  %987 = getelementptr inbounds i8, ptr %0, i64 32
  %988 = load i32, ptr %987, align 8, !tbaa !38
  br label %996

989:                                              ; preds = %982
  %990 = load ptr, ptr %0, align 8, !tbaa !6
  %991 = getelementptr inbounds i8, ptr %990, i64 8
  %992 = getelementptr inbounds i8, ptr %0, i64 32
  %993 = getelementptr inbounds i8, ptr %990, i64 12
  %994 = getelementptr inbounds i8, ptr %990, i64 16
  %995 = load i32, ptr %991, align 8, !tbaa !39
  br label %1007

996:                                              ; preds = %1027, %986
  %997 = phi i32 [ %988, %986 ], [ %1017, %1027 ]
  %998 = phi i32 [ %983, %986 ], [ %1018, %1027 ]
  %999 = add nsw i32 %998, -8
  %1000 = lshr i32 %997, %999
  store i32 %999, ptr %984, align 4, !tbaa !37
  %1001 = getelementptr inbounds i8, ptr %0, i64 56
  %1002 = load i32, ptr %1001, align 8, !tbaa !57
  %1003 = shl i32 %1002, 8
  %1004 = and i32 %1000, 255
  %1005 = or disjoint i32 %1003, %1004
  store i32 %1005, ptr %1001, align 8, !tbaa !57
  %1006 = icmp slt i32 %1003, 0
  br i1 %1006, label %3774, label %1029

1007:                                             ; preds = %989, %1027
  %1008 = phi i32 [ %995, %989 ], [ %1020, %1027 ]
  %1009 = phi i32 [ %983, %989 ], [ %1018, %1027 ]
  %1010 = icmp eq i32 %1008, 0
  br i1 %1010, label %3774, label %1011

1011:                                             ; preds = %1007
  %1012 = load i32, ptr %992, align 8, !tbaa !38
  %1013 = shl i32 %1012, 8
  %1014 = load ptr, ptr %990, align 8, !tbaa !41
  %1015 = load i8, ptr %1014, align 1, !tbaa !42
  %1016 = zext i8 %1015 to i32
  %1017 = or disjoint i32 %1013, %1016
  store i32 %1017, ptr %992, align 8, !tbaa !38
  %1018 = add nsw i32 %1009, 8
  store i32 %1018, ptr %984, align 4, !tbaa !37
  %1019 = getelementptr inbounds i8, ptr %1014, i64 1
  store ptr %1019, ptr %990, align 8, !tbaa !41
  %1020 = add i32 %1008, -1
  store i32 %1020, ptr %991, align 8, !tbaa !39
  %1021 = load i32, ptr %993, align 4, !tbaa !43
  %1022 = add i32 %1021, 1
  store i32 %1022, ptr %993, align 4, !tbaa !43
  %1023 = icmp eq i32 %1022, 0
  br i1 %1023, label %1024, label %1027

1024:                                             ; preds = %1011
  %1025 = load i32, ptr %994, align 8, !tbaa !44
  %1026 = add i32 %1025, 1
  store i32 %1026, ptr %994, align 8, !tbaa !44
  br label %1027

1027:                                             ; preds = %1024, %1011
  %1028 = icmp sgt i32 %1009, -1
  br i1 %1028, label %996, label %1007

1029:                                             ; preds = %996
  %1030 = getelementptr inbounds i8, ptr %0, i64 40
  %1031 = load i32, ptr %1030, align 8, !tbaa !45
  %1032 = mul nsw i32 %1031, 100000
  %1033 = or disjoint i32 %1032, 10
  %1034 = icmp sgt i32 %1005, %1033
  br i1 %1034, label %3774, label %1035

1035:                                             ; preds = %1029, %1055
  %1036 = phi i32 [ %1066, %1055 ], [ 0, %1029 ]
  %1037 = icmp slt i32 %1036, 16
  br i1 %1037, label %1040, label %1038

1038:                                             ; preds = %1035
  %1039 = getelementptr inbounds i8, ptr %0, i64 3196
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %1039, i8 0, i64 256, i1 false), !tbaa !42
  br label %1089

1040:                                             ; preds = %1035, %57
  %1041 = phi i32 [ %81, %57 ], [ %1036, %1035 ]
  store i32 28, ptr %4, align 8, !tbaa !12
  %1042 = getelementptr inbounds i8, ptr %0, i64 36
  %1043 = load i32, ptr %1042, align 4, !tbaa !37
  %1044 = icmp sgt i32 %1043, 0
  br i1 %1044, label %1045, label %1048

1045:                                             ; preds = %1040
  %1046 = getelementptr inbounds i8, ptr %0, i64 32
  %1047 = load i32, ptr %1046, align 8, !tbaa !38
  br label %1055

1048:                                             ; preds = %1040
  %1049 = load ptr, ptr %0, align 8, !tbaa !6
  %1050 = getelementptr inbounds i8, ptr %1049, i64 8
  %1051 = getelementptr inbounds i8, ptr %0, i64 32
  %1052 = getelementptr inbounds i8, ptr %1049, i64 12
  %1053 = getelementptr inbounds i8, ptr %1049, i64 16
  %1054 = load i32, ptr %1050, align 8, !tbaa !39
  br label %1067

1055:                                             ; preds = %1087, %1045
  %1056 = phi i32 [ %1047, %1045 ], [ %1077, %1087 ]
  %1057 = phi i32 [ %1043, %1045 ], [ %1078, %1087 ]
  %1058 = add nsw i32 %1057, -1
  store i32 %1058, ptr %1042, align 4, !tbaa !37
  %1059 = shl nuw i32 1, %1058
  %1060 = and i32 %1056, %1059
  %1061 = icmp ne i32 %1060, 0
  %1062 = getelementptr inbounds i8, ptr %0, i64 3452
  %1063 = sext i32 %1041 to i64
  %1064 = getelementptr inbounds [16 x i8], ptr %1062, i64 0, i64 %1063
  %1065 = zext i1 %1061 to i8
  store i8 %1065, ptr %1064, align 1, !tbaa !42
  %1066 = add nsw i32 %1041, 1
  br label %1035, !llvm.loop !58

1067:                                             ; preds = %1048, %1087
  %1068 = phi i32 [ %1054, %1048 ], [ %1080, %1087 ]
  %1069 = phi i32 [ %1043, %1048 ], [ %1078, %1087 ]
  %1070 = icmp eq i32 %1068, 0
  br i1 %1070, label %3774, label %1071

1071:                                             ; preds = %1067
  %1072 = load i32, ptr %1051, align 8, !tbaa !38
  %1073 = shl i32 %1072, 8
  %1074 = load ptr, ptr %1049, align 8, !tbaa !41
  %1075 = load i8, ptr %1074, align 1, !tbaa !42
  %1076 = zext i8 %1075 to i32
  %1077 = or disjoint i32 %1073, %1076
  store i32 %1077, ptr %1051, align 8, !tbaa !38
  %1078 = add nsw i32 %1069, 8
  store i32 %1078, ptr %1042, align 4, !tbaa !37
  %1079 = getelementptr inbounds i8, ptr %1074, i64 1
  store ptr %1079, ptr %1049, align 8, !tbaa !41
  %1080 = add i32 %1068, -1
  store i32 %1080, ptr %1050, align 8, !tbaa !39
  %1081 = load i32, ptr %1052, align 4, !tbaa !43
  %1082 = add i32 %1081, 1
  store i32 %1082, ptr %1052, align 4, !tbaa !43
  %1083 = icmp eq i32 %1082, 0
  br i1 %1083, label %1084, label %1087

1084:                                             ; preds = %1071
  %1085 = load i32, ptr %1053, align 8, !tbaa !44
  %1086 = add i32 %1085, 1
  store i32 %1086, ptr %1053, align 8, !tbaa !44
  br label %1087

1087:                                             ; preds = %1084, %1071
  %1088 = icmp sgt i32 %1069, -8
  br i1 %1088, label %1055, label %1067

1089:                                             ; preds = %1038, %1156
  %1090 = phi i32 [ %1157, %1156 ], [ %80, %1038 ]
  %1091 = phi i32 [ %1159, %1156 ], [ 0, %1038 ]
  %1092 = icmp slt i32 %1091, 16
  br i1 %1092, label %1093, label %1160

1093:                                             ; preds = %1089
  %1094 = getelementptr inbounds i8, ptr %0, i64 3452
  %1095 = sext i32 %1091 to i64
  %1096 = getelementptr inbounds [16 x i8], ptr %1094, i64 0, i64 %1095
  %1097 = load i8, ptr %1096, align 1, !tbaa !42
  %1098 = icmp eq i8 %1097, 0
  br i1 %1098, label %1156, label %1099

1099:                                             ; preds = %1093, %1154
  %1100 = phi i32 [ %1155, %1154 ], [ 0, %1093 ]
  %1101 = phi i32 [ %1105, %1154 ], [ %1091, %1093 ]
  %1102 = icmp slt i32 %1100, 16
  br i1 %1102, label %1103, label %1156

1103:                                             ; preds = %1099, %57
  %1104 = phi i32 [ %80, %57 ], [ %1100, %1099 ]
  %1105 = phi i32 [ %81, %57 ], [ %1101, %1099 ]
  store i32 29, ptr %4, align 8, !tbaa !12
  %1106 = getelementptr inbounds i8, ptr %0, i64 36
  %1107 = load i32, ptr %1106, align 4, !tbaa !37
  %1108 = icmp sgt i32 %1107, 0
  br i1 %1108, label %1109, label %1112

1109:                                             ; preds = %1103
  %1110 = getelementptr inbounds i8, ptr %0, i64 32
  %1111 = load i32, ptr %1110, align 8, !tbaa !38
  br label %1119

1112:                                             ; preds = %1103
  %1113 = load ptr, ptr %0, align 8, !tbaa !6
  %1114 = getelementptr inbounds i8, ptr %1113, i64 8
  %1115 = getelementptr inbounds i8, ptr %0, i64 32
  %1116 = getelementptr inbounds i8, ptr %1113, i64 12
  %1117 = getelementptr inbounds i8, ptr %1113, i64 16
  %1118 = load i32, ptr %1114, align 8, !tbaa !39
  br label %1126

1119:                                             ; preds = %1146, %1109
  %1120 = phi i32 [ %1111, %1109 ], [ %1136, %1146 ]
  %1121 = phi i32 [ %1107, %1109 ], [ %1137, %1146 ]
  %1122 = add nsw i32 %1121, -1
  store i32 %1122, ptr %1106, align 4, !tbaa !37
  %1123 = shl nuw i32 1, %1122
  %1124 = and i32 %1120, %1123
  %1125 = icmp eq i32 %1124, 0
  br i1 %1125, label %1154, label %1148

1126:                                             ; preds = %1112, %1146
  %1127 = phi i32 [ %1118, %1112 ], [ %1139, %1146 ]
  %1128 = phi i32 [ %1107, %1112 ], [ %1137, %1146 ]
  %1129 = icmp eq i32 %1127, 0
  br i1 %1129, label %3774, label %1130

1130:                                             ; preds = %1126
  %1131 = load i32, ptr %1115, align 8, !tbaa !38
  %1132 = shl i32 %1131, 8
  %1133 = load ptr, ptr %1113, align 8, !tbaa !41
  %1134 = load i8, ptr %1133, align 1, !tbaa !42
  %1135 = zext i8 %1134 to i32
  %1136 = or disjoint i32 %1132, %1135
  store i32 %1136, ptr %1115, align 8, !tbaa !38
  %1137 = add nsw i32 %1128, 8
  store i32 %1137, ptr %1106, align 4, !tbaa !37
  %1138 = getelementptr inbounds i8, ptr %1133, i64 1
  store ptr %1138, ptr %1113, align 8, !tbaa !41
  %1139 = add i32 %1127, -1
  store i32 %1139, ptr %1114, align 8, !tbaa !39
  %1140 = load i32, ptr %1116, align 4, !tbaa !43
  %1141 = add i32 %1140, 1
  store i32 %1141, ptr %1116, align 4, !tbaa !43
  %1142 = icmp eq i32 %1141, 0
  br i1 %1142, label %1143, label %1146

1143:                                             ; preds = %1130
  %1144 = load i32, ptr %1117, align 8, !tbaa !44
  %1145 = add i32 %1144, 1
  store i32 %1145, ptr %1117, align 8, !tbaa !44
  br label %1146

1146:                                             ; preds = %1143, %1130
  %1147 = icmp sgt i32 %1128, -8
  br i1 %1147, label %1119, label %1126

1148:                                             ; preds = %1119
  %1149 = getelementptr inbounds i8, ptr %0, i64 3196
  %1150 = shl nsw i32 %1105, 4
  %1151 = add nsw i32 %1150, %1104
  %1152 = sext i32 %1151 to i64
  %1153 = getelementptr inbounds [256 x i8], ptr %1149, i64 0, i64 %1152
  store i8 1, ptr %1153, align 1, !tbaa !42
  br label %1154

1154:                                             ; preds = %1119, %1148
  %1155 = add nsw i32 %1104, 1
  br label %1099, !llvm.loop !60

1156:                                             ; preds = %1093, %1099
  %1157 = phi i32 [ %1100, %1099 ], [ %1090, %1093 ]
  %1158 = phi i32 [ %1101, %1099 ], [ %1091, %1093 ]
  %1159 = add nsw i32 %1158, 1
  br label %1089, !llvm.loop !61

1160:                                             ; preds = %1089
  %1161 = getelementptr inbounds i8, ptr %0, i64 3192
  store i32 0, ptr %1161, align 8, !tbaa !62
  %1162 = getelementptr inbounds i8, ptr %0, i64 3196
  %1163 = getelementptr inbounds i8, ptr %0, i64 3468
  br label %1164

1164:                                             ; preds = %1176, %1160
  %1165 = phi i32 [ 0, %1160 ], [ %1177, %1176 ]
  %1166 = phi i64 [ 0, %1160 ], [ %1178, %1176 ]
  %1167 = getelementptr inbounds [256 x i8], ptr %1162, i64 0, i64 %1166
  %1168 = load i8, ptr %1167, align 1, !tbaa !42
  %1169 = icmp eq i8 %1168, 0
  br i1 %1169, label %1176, label %1170

1170:                                             ; preds = %1164
  %1171 = trunc i64 %1166 to i8
  %1172 = sext i32 %1165 to i64
  %1173 = getelementptr inbounds [256 x i8], ptr %1163, i64 0, i64 %1172
  store i8 %1171, ptr %1173, align 1, !tbaa !42
  %1174 = load i32, ptr %1161, align 8, !tbaa !62
  %1175 = add nsw i32 %1174, 1
  store i32 %1175, ptr %1161, align 8, !tbaa !62
  br label %1176

1176:                                             ; preds = %1170, %1164
  %1177 = phi i32 [ %1165, %1164 ], [ %1175, %1170 ]
  %1178 = add nuw nsw i64 %1166, 1
  %1179 = icmp eq i64 %1178, 256
  br i1 %1179, label %1180, label %1164, !llvm.loop !63

1180:                                             ; preds = %1176
  %1181 = icmp eq i32 %1177, 0
  br i1 %1181, label %3774, label %1182

1182:                                             ; preds = %1180
  %1183 = add nsw i32 %1177, 2
  br label %1184

1184:                                             ; preds = %57, %1182
  %1185 = phi i32 [ %78, %57 ], [ %1183, %1182 ]
  %1186 = phi i32 [ %80, %57 ], [ %1090, %1182 ]
  %1187 = phi i32 [ %81, %57 ], [ %1091, %1182 ]
  store i32 30, ptr %4, align 8, !tbaa !12
  %1188 = getelementptr inbounds i8, ptr %0, i64 36
  %1189 = load i32, ptr %1188, align 4, !tbaa !37
  %1190 = icmp sgt i32 %1189, 2
  br i1 %1190, label %1191, label %1194

1191:                                             ; preds = %1184
  %1192 = getelementptr inbounds i8, ptr %0, i64 32
  %1193 = load i32, ptr %1192, align 8, !tbaa !38
  br label %1201

1194:                                             ; preds = %1184
  %1195 = load ptr, ptr %0, align 8, !tbaa !6
  %1196 = getelementptr inbounds i8, ptr %1195, i64 8
  %1197 = getelementptr inbounds i8, ptr %0, i64 32
  %1198 = getelementptr inbounds i8, ptr %1195, i64 12
  %1199 = getelementptr inbounds i8, ptr %1195, i64 16
  %1200 = load i32, ptr %1196, align 8, !tbaa !39
  br label %1207

1201:                                             ; preds = %1227, %1191
  %1202 = phi i32 [ %1193, %1191 ], [ %1217, %1227 ]
  %1203 = phi i32 [ %1189, %1191 ], [ %1218, %1227 ]
  %1204 = add nsw i32 %1203, -3
  %1205 = lshr i32 %1202, %1204
  %1206 = and i32 %1205, 7
  store i32 %1204, ptr %1188, align 4, !tbaa !37
  switch i32 %1206, label %1229 [
    i32 7, label %3774
    i32 1, label %3774
    i32 0, label %3774
  ]

1207:                                             ; preds = %1194, %1227
  %1208 = phi i32 [ %1200, %1194 ], [ %1220, %1227 ]
  %1209 = phi i32 [ %1189, %1194 ], [ %1218, %1227 ]
  %1210 = icmp eq i32 %1208, 0
  br i1 %1210, label %3774, label %1211

1211:                                             ; preds = %1207
  %1212 = load i32, ptr %1197, align 8, !tbaa !38
  %1213 = shl i32 %1212, 8
  %1214 = load ptr, ptr %1195, align 8, !tbaa !41
  %1215 = load i8, ptr %1214, align 1, !tbaa !42
  %1216 = zext i8 %1215 to i32
  %1217 = or disjoint i32 %1213, %1216
  store i32 %1217, ptr %1197, align 8, !tbaa !38
  %1218 = add nsw i32 %1209, 8
  store i32 %1218, ptr %1188, align 4, !tbaa !37
  %1219 = getelementptr inbounds i8, ptr %1214, i64 1
  store ptr %1219, ptr %1195, align 8, !tbaa !41
  %1220 = add i32 %1208, -1
  store i32 %1220, ptr %1196, align 8, !tbaa !39
  %1221 = load i32, ptr %1198, align 4, !tbaa !43
  %1222 = add i32 %1221, 1
  store i32 %1222, ptr %1198, align 4, !tbaa !43
  %1223 = icmp eq i32 %1222, 0
  br i1 %1223, label %1224, label %1227

1224:                                             ; preds = %1211
  %1225 = load i32, ptr %1199, align 8, !tbaa !44
  %1226 = add i32 %1225, 1
  store i32 %1226, ptr %1199, align 8, !tbaa !44
  br label %1227

1227:                                             ; preds = %1224, %1211
  %1228 = icmp sgt i32 %1209, -6
  br i1 %1228, label %1201, label %1207

1229:                                             ; preds = %145, %1201
  %1230 = phi i32 [ %147, %145 ], [ %1204, %1201 ]
  %1231 = phi i32 [ %77, %145 ], [ %1206, %1201 ]
  %1232 = phi i32 [ %78, %145 ], [ %1185, %1201 ]
  %1233 = phi i32 [ %80, %145 ], [ %1186, %1201 ]
  %1234 = phi i32 [ %81, %145 ], [ %1187, %1201 ]
  store i32 31, ptr %4, align 8, !tbaa !12
  %1235 = getelementptr inbounds i8, ptr %0, i64 36
  %1236 = icmp sgt i32 %1230, 14
  br i1 %1236, label %1237, label %1240

1237:                                             ; preds = %1229
  %1238 = getelementptr inbounds i8, ptr %0, i64 32
  %1239 = load i32, ptr %1238, align 8, !tbaa !38
  br label %1247

1240:                                             ; preds = %1229
  %1241 = load ptr, ptr %0, align 8, !tbaa !6
  %1242 = getelementptr inbounds i8, ptr %1241, i64 8
  %1243 = getelementptr inbounds i8, ptr %0, i64 32
  %1244 = getelementptr inbounds i8, ptr %1241, i64 12
  %1245 = getelementptr inbounds i8, ptr %1241, i64 16
  %1246 = load i32, ptr %1242, align 8, !tbaa !39
  br label %1254

1247:                                             ; preds = %1274, %1237
  %1248 = phi i32 [ %1239, %1237 ], [ %1264, %1274 ]
  %1249 = phi i32 [ %1230, %1237 ], [ %1265, %1274 ]
  %1250 = add nsw i32 %1249, -15
  %1251 = lshr i32 %1248, %1250
  %1252 = and i32 %1251, 32767
  store i32 %1250, ptr %1235, align 4, !tbaa !37
  %1253 = icmp eq i32 %1252, 0
  br i1 %1253, label %3774, label %1276

1254:                                             ; preds = %1240, %1274
  %1255 = phi i32 [ %1246, %1240 ], [ %1267, %1274 ]
  %1256 = phi i32 [ %1230, %1240 ], [ %1265, %1274 ]
  %1257 = icmp eq i32 %1255, 0
  br i1 %1257, label %3774, label %1258

1258:                                             ; preds = %1254
  %1259 = load i32, ptr %1243, align 8, !tbaa !38
  %1260 = shl i32 %1259, 8
  %1261 = load ptr, ptr %1241, align 8, !tbaa !41
  %1262 = load i8, ptr %1261, align 1, !tbaa !42
  %1263 = zext i8 %1262 to i32
  %1264 = or disjoint i32 %1260, %1263
  store i32 %1264, ptr %1243, align 8, !tbaa !38
  %1265 = add nsw i32 %1256, 8
  store i32 %1265, ptr %1235, align 4, !tbaa !37
  %1266 = getelementptr inbounds i8, ptr %1261, i64 1
  store ptr %1266, ptr %1241, align 8, !tbaa !41
  %1267 = add i32 %1255, -1
  store i32 %1267, ptr %1242, align 8, !tbaa !39
  %1268 = load i32, ptr %1244, align 4, !tbaa !43
  %1269 = add i32 %1268, 1
  store i32 %1269, ptr %1244, align 4, !tbaa !43
  %1270 = icmp eq i32 %1269, 0
  br i1 %1270, label %1271, label %1274

1271:                                             ; preds = %1258
  %1272 = load i32, ptr %1245, align 8, !tbaa !44
  %1273 = add i32 %1272, 1
  store i32 %1273, ptr %1245, align 8, !tbaa !44
  br label %1274

1274:                                             ; preds = %1271, %1258
  %1275 = icmp sgt i32 %1256, 6
  br i1 %1275, label %1247, label %1254

1276:                                             ; preds = %1247, %1344
  %1277 = phi i32 [ %1284, %1344 ], [ %1252, %1247 ]
  %1278 = phi i32 [ %1285, %1344 ], [ %1231, %1247 ]
  %1279 = phi i32 [ %1286, %1344 ], [ %1232, %1247 ]
  %1280 = phi i32 [ %1295, %1344 ], [ %1233, %1247 ]
  %1281 = phi i32 [ %1345, %1344 ], [ 0, %1247 ]
  %1282 = icmp slt i32 %1281, %1277
  br i1 %1282, label %1283, label %1346

1283:                                             ; preds = %57, %1276
  %1284 = phi i32 [ %1277, %1276 ], [ %76, %57 ]
  %1285 = phi i32 [ %1278, %1276 ], [ %77, %57 ]
  %1286 = phi i32 [ %1279, %1276 ], [ %78, %57 ]
  %1287 = phi i32 [ 0, %1276 ], [ %80, %57 ]
  %1288 = phi i32 [ %1281, %1276 ], [ %81, %57 ]
  %1289 = getelementptr inbounds i8, ptr %0, i64 36
  %1290 = getelementptr inbounds i8, ptr %0, i64 32
  %1291 = getelementptr inbounds i8, ptr %0, i64 32
  %1292 = load i32, ptr %1289, align 4, !tbaa !37
  br label %1293

1293:                                             ; preds = %1283, %1334
  %1294 = phi i32 [ %1308, %1334 ], [ %1292, %1283 ]
  %1295 = phi i32 [ %1335, %1334 ], [ %1287, %1283 ]
  store i32 32, ptr %4, align 8, !tbaa !12
  %1296 = icmp sgt i32 %1294, 0
  br i1 %1296, label %1297, label %1299

1297:                                             ; preds = %1293
  %1298 = load i32, ptr %1291, align 8, !tbaa !38
  br label %1305

1299:                                             ; preds = %1293
  %1300 = load ptr, ptr %0, align 8, !tbaa !6
  %1301 = getelementptr inbounds i8, ptr %1300, i64 8
  %1302 = getelementptr inbounds i8, ptr %1300, i64 12
  %1303 = getelementptr inbounds i8, ptr %1300, i64 16
  %1304 = load i32, ptr %1301, align 8, !tbaa !39
  br label %1312

1305:                                             ; preds = %1332, %1297
  %1306 = phi i32 [ %1298, %1297 ], [ %1322, %1332 ]
  %1307 = phi i32 [ %1294, %1297 ], [ %1323, %1332 ]
  %1308 = add nsw i32 %1307, -1
  store i32 %1308, ptr %1289, align 4, !tbaa !37
  %1309 = shl nuw i32 1, %1308
  %1310 = and i32 %1306, %1309
  %1311 = icmp eq i32 %1310, 0
  br i1 %1311, label %1337, label %1334

1312:                                             ; preds = %1299, %1332
  %1313 = phi i32 [ %1304, %1299 ], [ %1325, %1332 ]
  %1314 = phi i32 [ %1294, %1299 ], [ %1323, %1332 ]
  %1315 = icmp eq i32 %1313, 0
  br i1 %1315, label %3774, label %1316

1316:                                             ; preds = %1312
  %1317 = load i32, ptr %1290, align 8, !tbaa !38
  %1318 = shl i32 %1317, 8
  %1319 = load ptr, ptr %1300, align 8, !tbaa !41
  %1320 = load i8, ptr %1319, align 1, !tbaa !42
  %1321 = zext i8 %1320 to i32
  %1322 = or disjoint i32 %1318, %1321
  store i32 %1322, ptr %1290, align 8, !tbaa !38
  %1323 = add nsw i32 %1314, 8
  store i32 %1323, ptr %1289, align 4, !tbaa !37
  %1324 = getelementptr inbounds i8, ptr %1319, i64 1
  store ptr %1324, ptr %1300, align 8, !tbaa !41
  %1325 = add i32 %1313, -1
  store i32 %1325, ptr %1301, align 8, !tbaa !39
  %1326 = load i32, ptr %1302, align 4, !tbaa !43
  %1327 = add i32 %1326, 1
  store i32 %1327, ptr %1302, align 4, !tbaa !43
  %1328 = icmp eq i32 %1327, 0
  br i1 %1328, label %1329, label %1332

1329:                                             ; preds = %1316
  %1330 = load i32, ptr %1303, align 8, !tbaa !44
  %1331 = add i32 %1330, 1
  store i32 %1331, ptr %1303, align 8, !tbaa !44
  br label %1332

1332:                                             ; preds = %1329, %1316
  %1333 = icmp sgt i32 %1314, -8
  br i1 %1333, label %1305, label %1312

1334:                                             ; preds = %1305
  %1335 = add nsw i32 %1295, 1
  %1336 = icmp slt i32 %1335, %1285
  br i1 %1336, label %1293, label %3774

1337:                                             ; preds = %1305
  %1338 = icmp slt i32 %1288, 18002
  br i1 %1338, label %1339, label %1344

1339:                                             ; preds = %1337
  %1340 = trunc i32 %1295 to i8
  %1341 = getelementptr inbounds i8, ptr %0, i64 25886
  %1342 = sext i32 %1288 to i64
  %1343 = getelementptr inbounds [18002 x i8], ptr %1341, i64 0, i64 %1342
  store i8 %1340, ptr %1343, align 1, !tbaa !42
  br label %1344

1344:                                             ; preds = %1337, %1339
  %1345 = add nsw i32 %1288, 1
  br label %1276, !llvm.loop !64

1346:                                             ; preds = %1276
  %1347 = tail call i32 @llvm.smin.i32(i32 %1277, i32 18002)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %2) #7
  %1348 = icmp sgt i32 %1278, 0
  br i1 %1348, label %1349, label %1418

1349:                                             ; preds = %1346
  %1350 = icmp ult i32 %1278, 8
  br i1 %1350, label %1397, label %1351

1351:                                             ; preds = %1349
  %1352 = add nsw i32 %1278, -1
  %1353 = and i32 %1352, 255
  %1354 = icmp eq i32 %1353, 255
  %1355 = icmp ugt i32 %1352, 255
  %1356 = or i1 %1354, %1355
  br i1 %1356, label %1397, label %1357

1357:                                             ; preds = %1351
  %1358 = icmp ult i32 %1278, 32
  br i1 %1358, label %1399, label %1359

1359:                                             ; preds = %1357
  %1360 = and i32 %1278, 480
  %1361 = trunc i32 %1360 to i8
  %1362 = getelementptr inbounds i8, ptr %2, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !tbaa !42
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %1362, align 16, !tbaa !42
  %1363 = icmp eq i32 %1360, 32
  br i1 %1363, label %1391, label %1364, !llvm.loop !65

1364:                                             ; preds = %1359
  %1365 = getelementptr inbounds i8, ptr %2, i64 32
  %1366 = getelementptr inbounds i8, ptr %2, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %1365, align 16, !tbaa !42
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %1366, align 16, !tbaa !42
  %1367 = icmp eq i32 %1360, 64
  br i1 %1367, label %1391, label %1368, !llvm.loop !65

1368:                                             ; preds = %1364
  %1369 = getelementptr inbounds i8, ptr %2, i64 64
  %1370 = getelementptr inbounds i8, ptr %2, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %1369, align 16, !tbaa !42
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %1370, align 16, !tbaa !42
  %1371 = icmp eq i32 %1360, 96
  br i1 %1371, label %1391, label %1372, !llvm.loop !65

1372:                                             ; preds = %1368
  %1373 = getelementptr inbounds i8, ptr %2, i64 96
  %1374 = getelementptr inbounds i8, ptr %2, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %1373, align 16, !tbaa !42
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %1374, align 16, !tbaa !42
  %1375 = icmp eq i32 %1360, 128
  br i1 %1375, label %1391, label %1376, !llvm.loop !65

1376:                                             ; preds = %1372
  %1377 = getelementptr inbounds i8, ptr %2, i64 128
  %1378 = getelementptr inbounds i8, ptr %2, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %1377, align 16, !tbaa !42
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %1378, align 16, !tbaa !42
  %1379 = icmp eq i32 %1360, 160
  br i1 %1379, label %1391, label %1380, !llvm.loop !65

1380:                                             ; preds = %1376
  %1381 = getelementptr inbounds i8, ptr %2, i64 160
  %1382 = getelementptr inbounds i8, ptr %2, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %1381, align 16, !tbaa !42
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %1382, align 16, !tbaa !42
  %1383 = icmp eq i32 %1360, 192
  br i1 %1383, label %1391, label %1384, !llvm.loop !65

1384:                                             ; preds = %1380
  %1385 = getelementptr inbounds i8, ptr %2, i64 192
  %1386 = getelementptr inbounds i8, ptr %2, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %1385, align 16, !tbaa !42
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %1386, align 16, !tbaa !42
  %1387 = icmp eq i32 %1360, 224
  br i1 %1387, label %1391, label %1388, !llvm.loop !65

1388:                                             ; preds = %1384
  %1389 = getelementptr inbounds i8, ptr %2, i64 224
  %1390 = getelementptr inbounds i8, ptr %2, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %1389, align 16, !tbaa !42
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %1390, align 16, !tbaa !42
  br label %1391

1391:                                             ; preds = %1388, %1384, %1380, %1376, %1372, %1368, %1364, %1359
  %1392 = icmp eq i32 %1278, %1360
  br i1 %1392, label %1418, label %1393

1393:                                             ; preds = %1391
  %1394 = trunc i32 %1360 to i8
  %1395 = and i32 %1278, 24
  %1396 = icmp eq i32 %1395, 0
  br i1 %1396, label %1397, label %1399

1397:                                             ; preds = %1416, %1351, %1349, %1393
  %1398 = phi i8 [ 0, %1349 ], [ 0, %1351 ], [ %1394, %1393 ], [ %1403, %1416 ]
  br label %1426

1399:                                             ; preds = %1357, %1393
  %1400 = phi i8 [ %1361, %1393 ], [ 0, %1357 ]
  %1401 = phi i32 [ %1360, %1393 ], [ 0, %1357 ]
  %1402 = and i32 %1278, 504
  %1403 = trunc i32 %1402 to i8
  %1404 = insertelement <8 x i8> poison, i8 %1400, i64 0
  %1405 = shufflevector <8 x i8> %1404, <8 x i8> poison, <8 x i32> zeroinitializer
  %1406 = add <8 x i8> %1405, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %1407

1407:                                             ; preds = %1407, %1399
  %1408 = phi i32 [ %1401, %1399 ], [ %1413, %1407 ]
  %1409 = phi <8 x i8> [ %1406, %1399 ], [ %1414, %1407 ]
  %1410 = and i32 %1408, 248
  %1411 = zext nneg i32 %1410 to i64
  %1412 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1411
  store <8 x i8> %1409, ptr %1412, align 8, !tbaa !42
  %1413 = add nuw i32 %1408, 8
  %1414 = add <8 x i8> %1409, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %1415 = icmp eq i32 %1413, %1402
  br i1 %1415, label %1416, label %1407, !llvm.loop !68

1416:                                             ; preds = %1407
  %1417 = icmp eq i32 %1278, %1402
  br i1 %1417, label %1418, label %1397

1418:                                             ; preds = %1426, %1391, %1416, %1346
  %1419 = icmp sgt i32 %1277, 0
  br i1 %1419, label %1420, label %1598

1420:                                             ; preds = %1418
  %1421 = getelementptr inbounds i8, ptr %0, i64 25886
  %1422 = getelementptr inbounds i8, ptr %0, i64 7884
  %1423 = zext nneg i32 %1347 to i64
  %1424 = getelementptr i8, ptr %2, i64 -7
  %1425 = getelementptr i8, ptr %2, i64 -7
  br label %1433

1426:                                             ; preds = %1397, %1426
  %1427 = phi i8 [ %1430, %1426 ], [ %1398, %1397 ]
  %1428 = zext i8 %1427 to i64
  %1429 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1428
  store i8 %1427, ptr %1429, align 1, !tbaa !42
  %1430 = add i8 %1427, 1
  %1431 = zext i8 %1430 to i32
  %1432 = icmp ugt i32 %1278, %1431
  br i1 %1432, label %1426, label %1418, !llvm.loop !69

1433:                                             ; preds = %1420, %1594
  %1434 = phi i64 [ 0, %1420 ], [ %1596, %1594 ]
  %1435 = getelementptr inbounds [18002 x i8], ptr %1421, i64 0, i64 %1434
  %1436 = load i8, ptr %1435, align 1, !tbaa !42
  %1437 = zext i8 %1436 to i64
  %1438 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1437
  %1439 = load i8, ptr %1438, align 1, !tbaa !42
  %1440 = icmp eq i8 %1436, 0
  br i1 %1440, label %1594, label %1441

1441:                                             ; preds = %1433
  %1442 = icmp ult i8 %1436, 8
  br i1 %1442, label %1582, label %1443

1443:                                             ; preds = %1441
  %1444 = add i8 %1436, -1
  %1445 = zext i8 %1436 to i32
  %1446 = add nsw i32 %1445, -1
  %1447 = zext i8 %1444 to i32
  %1448 = icmp ult i32 %1446, %1447
  %1449 = getelementptr i8, ptr %2, i64 %1437
  %1450 = zext i8 %1444 to i64
  %1451 = sub nsw i64 0, %1450
  %1452 = getelementptr i8, ptr %1449, i64 %1451
  %1453 = icmp ugt ptr %1452, %1449
  %1454 = zext i32 %1446 to i64
  %1455 = getelementptr i8, ptr %2, i64 %1454
  %1456 = zext i8 %1444 to i64
  %1457 = sub nsw i64 0, %1456
  %1458 = getelementptr i8, ptr %1455, i64 %1457
  %1459 = icmp ugt ptr %1458, %1455
  %1460 = or i1 %1448, %1453
  %1461 = or i1 %1460, %1459
  br i1 %1461, label %1582, label %1462

1462:                                             ; preds = %1443
  %1463 = zext i8 %1436 to i64
  %1464 = add nuw nsw i64 %1463, 4294967295
  %1465 = and i64 %1464, 4294967295
  %1466 = sub nsw i64 %1465, %1437
  %1467 = icmp ult i64 %1466, 32
  br i1 %1467, label %1582, label %1468

1468:                                             ; preds = %1462
  %1469 = icmp ult i8 %1436, 32
  br i1 %1469, label %1566, label %1470

1470:                                             ; preds = %1468
  %1471 = and i64 %1437, 224
  %1472 = add nuw nsw i64 %1437, 4294967295
  %1473 = and i64 %1472, 4294967295
  %1474 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1473
  %1475 = getelementptr inbounds i8, ptr %1474, i64 -15
  %1476 = getelementptr inbounds i8, ptr %1474, i64 -31
  %1477 = load <16 x i8>, ptr %1475, align 1, !tbaa !42
  %1478 = load <16 x i8>, ptr %1476, align 1, !tbaa !42
  %1479 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1437
  %1480 = getelementptr inbounds i8, ptr %1479, i64 -15
  %1481 = getelementptr inbounds i8, ptr %1479, i64 -31
  store <16 x i8> %1477, ptr %1480, align 1, !tbaa !42
  store <16 x i8> %1478, ptr %1481, align 1, !tbaa !42
  %1482 = icmp eq i64 %1471, 32
  br i1 %1482, label %1560, label %1483, !llvm.loop !70

1483:                                             ; preds = %1470
  %1484 = add nsw i64 %1437, -32
  %1485 = add nuw nsw i64 %1437, 4294967263
  %1486 = and i64 %1485, 4294967295
  %1487 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1486
  %1488 = getelementptr inbounds i8, ptr %1487, i64 -15
  %1489 = getelementptr inbounds i8, ptr %1487, i64 -31
  %1490 = load <16 x i8>, ptr %1488, align 1, !tbaa !42
  %1491 = load <16 x i8>, ptr %1489, align 1, !tbaa !42
  %1492 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1484
  %1493 = getelementptr inbounds i8, ptr %1492, i64 -15
  %1494 = getelementptr inbounds i8, ptr %1492, i64 -31
  store <16 x i8> %1490, ptr %1493, align 1, !tbaa !42
  store <16 x i8> %1491, ptr %1494, align 1, !tbaa !42
  %1495 = icmp eq i64 %1471, 64
  br i1 %1495, label %1560, label %1496, !llvm.loop !70

1496:                                             ; preds = %1483
  %1497 = add nsw i64 %1437, -64
  %1498 = add nuw nsw i64 %1437, 4294967231
  %1499 = and i64 %1498, 4294967295
  %1500 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1499
  %1501 = getelementptr inbounds i8, ptr %1500, i64 -15
  %1502 = getelementptr inbounds i8, ptr %1500, i64 -31
  %1503 = load <16 x i8>, ptr %1501, align 1, !tbaa !42
  %1504 = load <16 x i8>, ptr %1502, align 1, !tbaa !42
  %1505 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1497
  %1506 = getelementptr inbounds i8, ptr %1505, i64 -15
  %1507 = getelementptr inbounds i8, ptr %1505, i64 -31
  store <16 x i8> %1503, ptr %1506, align 1, !tbaa !42
  store <16 x i8> %1504, ptr %1507, align 1, !tbaa !42
  %1508 = icmp eq i64 %1471, 96
  br i1 %1508, label %1560, label %1509, !llvm.loop !70

1509:                                             ; preds = %1496
  %1510 = add nsw i64 %1437, -96
  %1511 = add nuw nsw i64 %1437, 4294967199
  %1512 = and i64 %1511, 4294967295
  %1513 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1512
  %1514 = getelementptr inbounds i8, ptr %1513, i64 -15
  %1515 = getelementptr inbounds i8, ptr %1513, i64 -31
  %1516 = load <16 x i8>, ptr %1514, align 1, !tbaa !42
  %1517 = load <16 x i8>, ptr %1515, align 1, !tbaa !42
  %1518 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1510
  %1519 = getelementptr inbounds i8, ptr %1518, i64 -15
  %1520 = getelementptr inbounds i8, ptr %1518, i64 -31
  store <16 x i8> %1516, ptr %1519, align 1, !tbaa !42
  store <16 x i8> %1517, ptr %1520, align 1, !tbaa !42
  %1521 = icmp eq i64 %1471, 128
  br i1 %1521, label %1560, label %1522, !llvm.loop !70

1522:                                             ; preds = %1509
  %1523 = add nsw i64 %1437, -128
  %1524 = add nuw nsw i64 %1437, 4294967167
  %1525 = and i64 %1524, 4294967295
  %1526 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1525
  %1527 = getelementptr inbounds i8, ptr %1526, i64 -15
  %1528 = getelementptr inbounds i8, ptr %1526, i64 -31
  %1529 = load <16 x i8>, ptr %1527, align 1, !tbaa !42
  %1530 = load <16 x i8>, ptr %1528, align 1, !tbaa !42
  %1531 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1523
  %1532 = getelementptr inbounds i8, ptr %1531, i64 -15
  %1533 = getelementptr inbounds i8, ptr %1531, i64 -31
  store <16 x i8> %1529, ptr %1532, align 1, !tbaa !42
  store <16 x i8> %1530, ptr %1533, align 1, !tbaa !42
  %1534 = icmp eq i64 %1471, 160
  br i1 %1534, label %1560, label %1535, !llvm.loop !70

1535:                                             ; preds = %1522
  %1536 = add nsw i64 %1437, -160
  %1537 = add nuw nsw i64 %1437, 4294967135
  %1538 = and i64 %1537, 4294967295
  %1539 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1538
  %1540 = getelementptr inbounds i8, ptr %1539, i64 -15
  %1541 = getelementptr inbounds i8, ptr %1539, i64 -31
  %1542 = load <16 x i8>, ptr %1540, align 1, !tbaa !42
  %1543 = load <16 x i8>, ptr %1541, align 1, !tbaa !42
  %1544 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1536
  %1545 = getelementptr inbounds i8, ptr %1544, i64 -15
  %1546 = getelementptr inbounds i8, ptr %1544, i64 -31
  store <16 x i8> %1542, ptr %1545, align 1, !tbaa !42
  store <16 x i8> %1543, ptr %1546, align 1, !tbaa !42
  %1547 = icmp eq i64 %1471, 192
  br i1 %1547, label %1560, label %1548, !llvm.loop !70

1548:                                             ; preds = %1535
  %1549 = add nsw i64 %1437, -192
  %1550 = add nuw nsw i64 %1437, 4294967103
  %1551 = and i64 %1550, 4294967295
  %1552 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1551
  %1553 = getelementptr inbounds i8, ptr %1552, i64 -15
  %1554 = getelementptr inbounds i8, ptr %1552, i64 -31
  %1555 = load <16 x i8>, ptr %1553, align 1, !tbaa !42
  %1556 = load <16 x i8>, ptr %1554, align 1, !tbaa !42
  %1557 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1549
  %1558 = getelementptr inbounds i8, ptr %1557, i64 -15
  %1559 = getelementptr inbounds i8, ptr %1557, i64 -31
  store <16 x i8> %1555, ptr %1558, align 1, !tbaa !42
  store <16 x i8> %1556, ptr %1559, align 1, !tbaa !42
  br label %1560

1560:                                             ; preds = %1548, %1535, %1522, %1509, %1496, %1483, %1470
  %1561 = icmp eq i64 %1471, %1437
  br i1 %1561, label %1594, label %1562

1562:                                             ; preds = %1560
  %1563 = and i64 %1437, 31
  %1564 = and i64 %1437, 24
  %1565 = icmp eq i64 %1564, 0
  br i1 %1565, label %1582, label %1566

1566:                                             ; preds = %1468, %1562
  %1567 = phi i64 [ %1471, %1562 ], [ 0, %1468 ]
  %1568 = and i64 %1437, 248
  %1569 = and i64 %1437, 7
  br label %1570

1570:                                             ; preds = %1570, %1566
  %1571 = phi i64 [ %1567, %1566 ], [ %1578, %1570 ]
  %1572 = sub i64 %1437, %1571
  %1573 = add nuw nsw i64 %1572, 4294967295
  %1574 = and i64 %1573, 4294967295
  %1575 = getelementptr [6 x i8], ptr %1424, i64 0, i64 %1574
  %1576 = load <8 x i8>, ptr %1575, align 1, !tbaa !42
  %1577 = getelementptr [6 x i8], ptr %1425, i64 0, i64 %1572
  store <8 x i8> %1576, ptr %1577, align 1, !tbaa !42
  %1578 = add nuw i64 %1571, 8
  %1579 = icmp eq i64 %1578, %1568
  br i1 %1579, label %1580, label %1570, !llvm.loop !71

1580:                                             ; preds = %1570
  %1581 = icmp eq i64 %1568, %1437
  br i1 %1581, label %1594, label %1582

1582:                                             ; preds = %1580, %1462, %1443, %1441, %1562
  %1583 = phi i64 [ %1437, %1441 ], [ %1437, %1462 ], [ %1437, %1443 ], [ %1563, %1562 ], [ %1569, %1580 ]
  br label %1584

1584:                                             ; preds = %1582, %1584
  %1585 = phi i64 [ %1591, %1584 ], [ %1583, %1582 ]
  %1586 = add nuw nsw i64 %1585, 4294967295
  %1587 = and i64 %1586, 4294967295
  %1588 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1587
  %1589 = load i8, ptr %1588, align 1, !tbaa !42
  %1590 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %1585
  store i8 %1589, ptr %1590, align 1, !tbaa !42
  %1591 = add nsw i64 %1585, -1
  %1592 = and i64 %1591, 255
  %1593 = icmp eq i64 %1592, 0
  br i1 %1593, label %1594, label %1584, !llvm.loop !72

1594:                                             ; preds = %1584, %1560, %1580, %1433
  store i8 %1439, ptr %2, align 16, !tbaa !42
  %1595 = getelementptr inbounds [18002 x i8], ptr %1422, i64 0, i64 %1434
  store i8 %1439, ptr %1595, align 1, !tbaa !42
  %1596 = add nuw nsw i64 %1434, 1
  %1597 = icmp eq i64 %1596, %1423
  br i1 %1597, label %1598, label %1433, !llvm.loop !73

1598:                                             ; preds = %1594, %1418
  %1599 = phi i32 [ 0, %1418 ], [ %1347, %1594 ]
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %2) #7
  br label %1600

1600:                                             ; preds = %1805, %1598
  %1601 = phi i32 [ %1678, %1805 ], [ %67, %1598 ]
  %1602 = phi i32 [ %1679, %1805 ], [ %1347, %1598 ]
  %1603 = phi i32 [ %1680, %1805 ], [ %1278, %1598 ]
  %1604 = phi i32 [ %1681, %1805 ], [ %1279, %1598 ]
  %1605 = phi i32 [ %1806, %1805 ], [ 0, %1598 ]
  %1606 = phi i32 [ %1683, %1805 ], [ %1280, %1598 ]
  %1607 = phi i32 [ %1684, %1805 ], [ %1599, %1598 ]
  %1608 = icmp slt i32 %1605, %1603
  br i1 %1608, label %1628, label %1609

1609:                                             ; preds = %1600
  %1610 = icmp sgt i32 %1603, 0
  br i1 %1610, label %1611, label %1882

1611:                                             ; preds = %1609
  %1612 = icmp sgt i32 %1604, 0
  %1613 = getelementptr inbounds i8, ptr %0, i64 43888
  %1614 = getelementptr inbounds i8, ptr %0, i64 45436
  %1615 = getelementptr inbounds i8, ptr %0, i64 51628
  %1616 = getelementptr inbounds i8, ptr %0, i64 57820
  %1617 = getelementptr inbounds i8, ptr %0, i64 64012
  %1618 = zext nneg i32 %1603 to i64
  %1619 = zext i32 %1604 to i64
  %1620 = icmp ult i32 %1604, 8
  %1621 = icmp ult i32 %1604, 32
  %1622 = and i64 %1619, 2147483616
  %1623 = icmp eq i64 %1622, %1619
  %1624 = and i64 %1619, 24
  %1625 = icmp eq i64 %1624, 0
  %1626 = and i64 %1619, 2147483640
  %1627 = icmp eq i64 %1626, %1619
  br label %1807

1628:                                             ; preds = %1600, %57
  %1629 = phi i32 [ %1601, %1600 ], [ %67, %57 ]
  %1630 = phi i32 [ %1602, %1600 ], [ %76, %57 ]
  %1631 = phi i32 [ %1603, %1600 ], [ %77, %57 ]
  %1632 = phi i32 [ %1604, %1600 ], [ %78, %57 ]
  %1633 = phi i32 [ %1605, %1600 ], [ %79, %57 ]
  %1634 = phi i32 [ %1606, %1600 ], [ %80, %57 ]
  %1635 = phi i32 [ %1607, %1600 ], [ %81, %57 ]
  store i32 33, ptr %4, align 8, !tbaa !12
  %1636 = getelementptr inbounds i8, ptr %0, i64 36
  %1637 = load i32, ptr %1636, align 4, !tbaa !37
  %1638 = icmp sgt i32 %1637, 4
  br i1 %1638, label %1639, label %1642

1639:                                             ; preds = %1628
  %1640 = getelementptr inbounds i8, ptr %0, i64 32
  %1641 = load i32, ptr %1640, align 8, !tbaa !38
  br label %1649

1642:                                             ; preds = %1628
  %1643 = load ptr, ptr %0, align 8, !tbaa !6
  %1644 = getelementptr inbounds i8, ptr %1643, i64 8
  %1645 = getelementptr inbounds i8, ptr %0, i64 32
  %1646 = getelementptr inbounds i8, ptr %1643, i64 12
  %1647 = getelementptr inbounds i8, ptr %1643, i64 16
  %1648 = load i32, ptr %1644, align 8, !tbaa !39
  br label %1655

1649:                                             ; preds = %1675, %1639
  %1650 = phi i32 [ %1641, %1639 ], [ %1665, %1675 ]
  %1651 = phi i32 [ %1637, %1639 ], [ %1666, %1675 ]
  %1652 = add nsw i32 %1651, -5
  %1653 = lshr i32 %1650, %1652
  %1654 = and i32 %1653, 31
  store i32 %1652, ptr %1636, align 4, !tbaa !37
  br label %1677

1655:                                             ; preds = %1642, %1675
  %1656 = phi i32 [ %1648, %1642 ], [ %1668, %1675 ]
  %1657 = phi i32 [ %1637, %1642 ], [ %1666, %1675 ]
  %1658 = icmp eq i32 %1656, 0
  br i1 %1658, label %3774, label %1659

1659:                                             ; preds = %1655
  %1660 = load i32, ptr %1645, align 8, !tbaa !38
  %1661 = shl i32 %1660, 8
  %1662 = load ptr, ptr %1643, align 8, !tbaa !41
  %1663 = load i8, ptr %1662, align 1, !tbaa !42
  %1664 = zext i8 %1663 to i32
  %1665 = or disjoint i32 %1661, %1664
  store i32 %1665, ptr %1645, align 8, !tbaa !38
  %1666 = add nsw i32 %1657, 8
  store i32 %1666, ptr %1636, align 4, !tbaa !37
  %1667 = getelementptr inbounds i8, ptr %1662, i64 1
  store ptr %1667, ptr %1643, align 8, !tbaa !41
  %1668 = add i32 %1656, -1
  store i32 %1668, ptr %1644, align 8, !tbaa !39
  %1669 = load i32, ptr %1646, align 4, !tbaa !43
  %1670 = add i32 %1669, 1
  store i32 %1670, ptr %1646, align 4, !tbaa !43
  %1671 = icmp eq i32 %1670, 0
  br i1 %1671, label %1672, label %1675

1672:                                             ; preds = %1659
  %1673 = load i32, ptr %1647, align 8, !tbaa !44
  %1674 = add i32 %1673, 1
  store i32 %1674, ptr %1647, align 8, !tbaa !44
  br label %1675

1675:                                             ; preds = %1672, %1659
  %1676 = icmp sgt i32 %1657, -4
  br i1 %1676, label %1649, label %1655

1677:                                             ; preds = %1798, %1649
  %1678 = phi i32 [ %1697, %1798 ], [ %1654, %1649 ]
  %1679 = phi i32 [ %1698, %1798 ], [ %1630, %1649 ]
  %1680 = phi i32 [ %1699, %1798 ], [ %1631, %1649 ]
  %1681 = phi i32 [ %1700, %1798 ], [ %1632, %1649 ]
  %1682 = phi i32 [ %1701, %1798 ], [ %1633, %1649 ]
  %1683 = phi i32 [ %1702, %1798 ], [ %1634, %1649 ]
  %1684 = phi i32 [ %1804, %1798 ], [ 0, %1649 ]
  %1685 = icmp slt i32 %1684, %1681
  br i1 %1685, label %1686, label %1805

1686:                                             ; preds = %1677, %1767
  %1687 = phi i32 [ %1775, %1767 ], [ %1678, %1677 ]
  %1688 = phi i32 [ %1749, %1767 ], [ %1679, %1677 ]
  %1689 = phi i32 [ %1750, %1767 ], [ %1680, %1677 ]
  %1690 = phi i32 [ %1751, %1767 ], [ %1681, %1677 ]
  %1691 = phi i32 [ %1752, %1767 ], [ %1682, %1677 ]
  %1692 = phi i32 [ %1753, %1767 ], [ %1683, %1677 ]
  %1693 = phi i32 [ %1754, %1767 ], [ %1684, %1677 ]
  %1694 = add i32 %1687, -21
  %1695 = icmp ult i32 %1694, -20
  br i1 %1695, label %3774, label %1696

1696:                                             ; preds = %1686, %57
  %1697 = phi i32 [ %1687, %1686 ], [ %67, %57 ]
  %1698 = phi i32 [ %1688, %1686 ], [ %76, %57 ]
  %1699 = phi i32 [ %1689, %1686 ], [ %77, %57 ]
  %1700 = phi i32 [ %1690, %1686 ], [ %78, %57 ]
  %1701 = phi i32 [ %1691, %1686 ], [ %79, %57 ]
  %1702 = phi i32 [ %1692, %1686 ], [ %80, %57 ]
  %1703 = phi i32 [ %1693, %1686 ], [ %81, %57 ]
  store i32 34, ptr %4, align 8, !tbaa !12
  %1704 = getelementptr inbounds i8, ptr %0, i64 36
  %1705 = load i32, ptr %1704, align 4, !tbaa !37
  %1706 = icmp sgt i32 %1705, 0
  br i1 %1706, label %1707, label %1710

1707:                                             ; preds = %1696
  %1708 = getelementptr inbounds i8, ptr %0, i64 32
  %1709 = load i32, ptr %1708, align 8, !tbaa !38
  br label %1717

1710:                                             ; preds = %1696
  %1711 = load ptr, ptr %0, align 8, !tbaa !6
  %1712 = getelementptr inbounds i8, ptr %1711, i64 8
  %1713 = getelementptr inbounds i8, ptr %0, i64 32
  %1714 = getelementptr inbounds i8, ptr %1711, i64 12
  %1715 = getelementptr inbounds i8, ptr %1711, i64 16
  %1716 = load i32, ptr %1712, align 8, !tbaa !39
  br label %1724

1717:                                             ; preds = %1744, %1707
  %1718 = phi i32 [ %1709, %1707 ], [ %1734, %1744 ]
  %1719 = phi i32 [ %1705, %1707 ], [ %1735, %1744 ]
  %1720 = add nsw i32 %1719, -1
  store i32 %1720, ptr %1704, align 4, !tbaa !37
  %1721 = shl nuw i32 1, %1720
  %1722 = and i32 %1718, %1721
  %1723 = icmp eq i32 %1722, 0
  br i1 %1723, label %1798, label %1746

1724:                                             ; preds = %1710, %1744
  %1725 = phi i32 [ %1716, %1710 ], [ %1737, %1744 ]
  %1726 = phi i32 [ %1705, %1710 ], [ %1735, %1744 ]
  %1727 = icmp eq i32 %1725, 0
  br i1 %1727, label %3774, label %1728

1728:                                             ; preds = %1724
  %1729 = load i32, ptr %1713, align 8, !tbaa !38
  %1730 = shl i32 %1729, 8
  %1731 = load ptr, ptr %1711, align 8, !tbaa !41
  %1732 = load i8, ptr %1731, align 1, !tbaa !42
  %1733 = zext i8 %1732 to i32
  %1734 = or disjoint i32 %1730, %1733
  store i32 %1734, ptr %1713, align 8, !tbaa !38
  %1735 = add nsw i32 %1726, 8
  store i32 %1735, ptr %1704, align 4, !tbaa !37
  %1736 = getelementptr inbounds i8, ptr %1731, i64 1
  store ptr %1736, ptr %1711, align 8, !tbaa !41
  %1737 = add i32 %1725, -1
  store i32 %1737, ptr %1712, align 8, !tbaa !39
  %1738 = load i32, ptr %1714, align 4, !tbaa !43
  %1739 = add i32 %1738, 1
  store i32 %1739, ptr %1714, align 4, !tbaa !43
  %1740 = icmp eq i32 %1739, 0
  br i1 %1740, label %1741, label %1744

1741:                                             ; preds = %1728
  %1742 = load i32, ptr %1715, align 8, !tbaa !44
  %1743 = add i32 %1742, 1
  store i32 %1743, ptr %1715, align 8, !tbaa !44
  br label %1744

1744:                                             ; preds = %1741, %1728
  %1745 = icmp sgt i32 %1726, -8
  br i1 %1745, label %1717, label %1724

1746:                                             ; preds = %133, %1717
  %1747 = phi i32 [ %135, %133 ], [ %1720, %1717 ]
  %1748 = phi i32 [ %67, %133 ], [ %1697, %1717 ]
  %1749 = phi i32 [ %76, %133 ], [ %1698, %1717 ]
  %1750 = phi i32 [ %77, %133 ], [ %1699, %1717 ]
  %1751 = phi i32 [ %78, %133 ], [ %1700, %1717 ]
  %1752 = phi i32 [ %79, %133 ], [ %1701, %1717 ]
  %1753 = phi i32 [ %80, %133 ], [ %1702, %1717 ]
  %1754 = phi i32 [ %81, %133 ], [ %1703, %1717 ]
  store i32 35, ptr %4, align 8, !tbaa !12
  %1755 = getelementptr inbounds i8, ptr %0, i64 36
  %1756 = icmp sgt i32 %1747, 0
  br i1 %1756, label %1757, label %1760

1757:                                             ; preds = %1746
  %1758 = getelementptr inbounds i8, ptr %0, i64 32
  %1759 = load i32, ptr %1758, align 8, !tbaa !38
  br label %1767

1760:                                             ; preds = %1746
  %1761 = load ptr, ptr %0, align 8, !tbaa !6
  %1762 = getelementptr inbounds i8, ptr %1761, i64 8
  %1763 = getelementptr inbounds i8, ptr %0, i64 32
  %1764 = getelementptr inbounds i8, ptr %1761, i64 12
  %1765 = getelementptr inbounds i8, ptr %1761, i64 16
  %1766 = load i32, ptr %1762, align 8, !tbaa !39
  br label %1776

1767:                                             ; preds = %1796, %1757
  %1768 = phi i32 [ %1759, %1757 ], [ %1786, %1796 ]
  %1769 = phi i32 [ %1747, %1757 ], [ %1787, %1796 ]
  %1770 = add nsw i32 %1769, -1
  store i32 %1770, ptr %1755, align 4, !tbaa !37
  %1771 = shl nuw i32 1, %1770
  %1772 = and i32 %1768, %1771
  %1773 = icmp eq i32 %1772, 0
  %1774 = select i1 %1773, i32 1, i32 -1
  %1775 = add nsw i32 %1774, %1748
  br label %1686

1776:                                             ; preds = %1760, %1796
  %1777 = phi i32 [ %1766, %1760 ], [ %1789, %1796 ]
  %1778 = phi i32 [ %1747, %1760 ], [ %1787, %1796 ]
  %1779 = icmp eq i32 %1777, 0
  br i1 %1779, label %3774, label %1780

1780:                                             ; preds = %1776
  %1781 = load i32, ptr %1763, align 8, !tbaa !38
  %1782 = shl i32 %1781, 8
  %1783 = load ptr, ptr %1761, align 8, !tbaa !41
  %1784 = load i8, ptr %1783, align 1, !tbaa !42
  %1785 = zext i8 %1784 to i32
  %1786 = or disjoint i32 %1782, %1785
  store i32 %1786, ptr %1763, align 8, !tbaa !38
  %1787 = add nsw i32 %1778, 8
  store i32 %1787, ptr %1755, align 4, !tbaa !37
  %1788 = getelementptr inbounds i8, ptr %1783, i64 1
  store ptr %1788, ptr %1761, align 8, !tbaa !41
  %1789 = add i32 %1777, -1
  store i32 %1789, ptr %1762, align 8, !tbaa !39
  %1790 = load i32, ptr %1764, align 4, !tbaa !43
  %1791 = add i32 %1790, 1
  store i32 %1791, ptr %1764, align 4, !tbaa !43
  %1792 = icmp eq i32 %1791, 0
  br i1 %1792, label %1793, label %1796

1793:                                             ; preds = %1780
  %1794 = load i32, ptr %1765, align 8, !tbaa !44
  %1795 = add i32 %1794, 1
  store i32 %1795, ptr %1765, align 8, !tbaa !44
  br label %1796

1796:                                             ; preds = %1793, %1780
  %1797 = icmp sgt i32 %1778, -8
  br i1 %1797, label %1767, label %1776

1798:                                             ; preds = %1717
  %1799 = trunc i32 %1697 to i8
  %1800 = getelementptr inbounds i8, ptr %0, i64 43888
  %1801 = sext i32 %1701 to i64
  %1802 = sext i32 %1703 to i64
  %1803 = getelementptr inbounds [6 x [258 x i8]], ptr %1800, i64 0, i64 %1801, i64 %1802
  store i8 %1799, ptr %1803, align 1, !tbaa !42
  %1804 = add nsw i32 %1703, 1
  br label %1677, !llvm.loop !74

1805:                                             ; preds = %1677
  %1806 = add nsw i32 %1682, 1
  br label %1600, !llvm.loop !75

1807:                                             ; preds = %1611, %1872
  %1808 = phi i64 [ 0, %1611 ], [ %1880, %1872 ]
  br i1 %1612, label %1809, label %1872

1809:                                             ; preds = %1807
  br i1 %1620, label %1857, label %1810

1810:                                             ; preds = %1809
  br i1 %1621, label %1835, label %1811

1811:                                             ; preds = %1810, %1811
  %1812 = phi i64 [ %1827, %1811 ], [ 0, %1810 ]
  %1813 = phi <16 x i32> [ %1825, %1811 ], [ <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, %1810 ]
  %1814 = phi <16 x i32> [ %1826, %1811 ], [ <i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32, i32 32>, %1810 ]
  %1815 = phi <16 x i32> [ %1823, %1811 ], [ zeroinitializer, %1810 ]
  %1816 = phi <16 x i32> [ %1824, %1811 ], [ zeroinitializer, %1810 ]
  %1817 = getelementptr inbounds [6 x [258 x i8]], ptr %1613, i64 0, i64 %1808, i64 %1812
  %1818 = getelementptr inbounds i8, ptr %1817, i64 16
  %1819 = load <16 x i8>, ptr %1817, align 1, !tbaa !42
  %1820 = load <16 x i8>, ptr %1818, align 1, !tbaa !42
  %1821 = zext <16 x i8> %1819 to <16 x i32>
  %1822 = zext <16 x i8> %1820 to <16 x i32>
  %1823 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1815, <16 x i32> %1821)
  %1824 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1816, <16 x i32> %1822)
  %1825 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1813, <16 x i32> %1821)
  %1826 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1814, <16 x i32> %1822)
  %1827 = add nuw i64 %1812, 32
  %1828 = icmp eq i64 %1827, %1622
  br i1 %1828, label %1829, label %1811, !llvm.loop !76

1829:                                             ; preds = %1811
  %1830 = call <16 x i32> @llvm.smin.v16i32(<16 x i32> %1825, <16 x i32> %1826)
  %1831 = call i32 @llvm.vector.reduce.smin.v16i32(<16 x i32> %1830)
  %1832 = call <16 x i32> @llvm.smax.v16i32(<16 x i32> %1823, <16 x i32> %1824)
  %1833 = call i32 @llvm.vector.reduce.smax.v16i32(<16 x i32> %1832)
  br i1 %1623, label %1872, label %1834

1834:                                             ; preds = %1829
  br i1 %1625, label %1857, label %1835

1835:                                             ; preds = %1810, %1834
  %1836 = phi i32 [ %1831, %1834 ], [ 32, %1810 ]
  %1837 = phi i32 [ %1833, %1834 ], [ 0, %1810 ]
  %1838 = phi i64 [ %1622, %1834 ], [ 0, %1810 ]
  %1839 = insertelement <8 x i32> poison, i32 %1836, i64 0
  %1840 = shufflevector <8 x i32> %1839, <8 x i32> poison, <8 x i32> zeroinitializer
  %1841 = insertelement <8 x i32> poison, i32 %1837, i64 0
  %1842 = shufflevector <8 x i32> %1841, <8 x i32> poison, <8 x i32> zeroinitializer
  br label %1843

1843:                                             ; preds = %1843, %1835
  %1844 = phi i64 [ %1838, %1835 ], [ %1852, %1843 ]
  %1845 = phi <8 x i32> [ %1840, %1835 ], [ %1851, %1843 ]
  %1846 = phi <8 x i32> [ %1842, %1835 ], [ %1850, %1843 ]
  %1847 = getelementptr inbounds [6 x [258 x i8]], ptr %1613, i64 0, i64 %1808, i64 %1844
  %1848 = load <8 x i8>, ptr %1847, align 1, !tbaa !42
  %1849 = zext <8 x i8> %1848 to <8 x i32>
  %1850 = call <8 x i32> @llvm.smax.v8i32(<8 x i32> %1846, <8 x i32> %1849)
  %1851 = call <8 x i32> @llvm.smin.v8i32(<8 x i32> %1845, <8 x i32> %1849)
  %1852 = add nuw i64 %1844, 8
  %1853 = icmp eq i64 %1852, %1626
  br i1 %1853, label %1854, label %1843, !llvm.loop !77

1854:                                             ; preds = %1843
  %1855 = call i32 @llvm.vector.reduce.smin.v8i32(<8 x i32> %1851)
  %1856 = call i32 @llvm.vector.reduce.smax.v8i32(<8 x i32> %1850)
  br i1 %1627, label %1872, label %1857

1857:                                             ; preds = %1854, %1809, %1834
  %1858 = phi i64 [ 0, %1809 ], [ %1622, %1834 ], [ %1626, %1854 ]
  %1859 = phi i32 [ 32, %1809 ], [ %1831, %1834 ], [ %1855, %1854 ]
  %1860 = phi i32 [ 0, %1809 ], [ %1833, %1834 ], [ %1856, %1854 ]
  br label %1861

1861:                                             ; preds = %1857, %1861
  %1862 = phi i64 [ %1870, %1861 ], [ %1858, %1857 ]
  %1863 = phi i32 [ %1869, %1861 ], [ %1859, %1857 ]
  %1864 = phi i32 [ %1868, %1861 ], [ %1860, %1857 ]
  %1865 = getelementptr inbounds [6 x [258 x i8]], ptr %1613, i64 0, i64 %1808, i64 %1862
  %1866 = load i8, ptr %1865, align 1, !tbaa !42
  %1867 = zext i8 %1866 to i32
  %1868 = tail call i32 @llvm.smax.i32(i32 %1864, i32 %1867)
  %1869 = tail call i32 @llvm.smin.i32(i32 %1863, i32 %1867)
  %1870 = add nuw nsw i64 %1862, 1
  %1871 = icmp eq i64 %1870, %1619
  br i1 %1871, label %1872, label %1861, !llvm.loop !78

1872:                                             ; preds = %1861, %1829, %1854, %1807
  %1873 = phi i32 [ 0, %1807 ], [ %1833, %1829 ], [ %1856, %1854 ], [ %1868, %1861 ]
  %1874 = phi i32 [ 32, %1807 ], [ %1831, %1829 ], [ %1855, %1854 ], [ %1869, %1861 ]
  %1875 = getelementptr inbounds [6 x [258 x i32]], ptr %1614, i64 0, i64 %1808
  %1876 = getelementptr inbounds [6 x [258 x i32]], ptr %1615, i64 0, i64 %1808
  %1877 = getelementptr inbounds [6 x [258 x i32]], ptr %1616, i64 0, i64 %1808
  %1878 = getelementptr inbounds [6 x [258 x i8]], ptr %1613, i64 0, i64 %1808
  tail call void @BZ2_hbCreateDecodeTables(ptr noundef nonnull %1875, ptr noundef nonnull %1876, ptr noundef nonnull %1877, ptr noundef nonnull %1878, i32 noundef %1874, i32 noundef %1873, i32 noundef %1604) #7
  %1879 = getelementptr inbounds [6 x i32], ptr %1617, i64 0, i64 %1808
  store i32 %1874, ptr %1879, align 4, !tbaa !79
  %1880 = add nuw nsw i64 %1808, 1
  %1881 = icmp eq i64 %1880, %1618
  br i1 %1881, label %1882, label %1807, !llvm.loop !80

1882:                                             ; preds = %1872, %1609
  %1883 = phi i32 [ 0, %1609 ], [ %1603, %1872 ]
  %1884 = getelementptr inbounds i8, ptr %0, i64 3192
  %1885 = load i32, ptr %1884, align 8, !tbaa !62
  %1886 = getelementptr inbounds i8, ptr %0, i64 40
  %1887 = load i32, ptr %1886, align 8, !tbaa !45
  %1888 = getelementptr inbounds i8, ptr %0, i64 68
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %1888, i8 0, i64 1024, i1 false), !tbaa !79
  %1889 = mul nsw i32 %1887, 100000
  %1890 = getelementptr inbounds i8, ptr %0, i64 3724
  %1891 = getelementptr inbounds i8, ptr %0, i64 7820
  br label %1892

1892:                                             ; preds = %1882, %1892
  %1893 = phi i64 [ 15, %1882 ], [ %1925, %1892 ]
  %1894 = phi i64 [ 4095, %1882 ], [ %1923, %1892 ]
  %1895 = shl nsw i64 %1893, 4
  %1896 = trunc i64 %1895 to i8
  %1897 = or disjoint i8 %1896, 15
  %1898 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1894
  store i8 %1897, ptr %1898, align 1, !tbaa !42
  %1899 = add nsw i64 %1894, -1
  %1900 = trunc i64 %1895 to i8
  %1901 = or disjoint i8 %1900, 14
  %1902 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1899
  store i8 %1901, ptr %1902, align 1, !tbaa !42
  %1903 = add nsw i64 %1894, -2
  %1904 = trunc i64 %1895 to i8
  %1905 = or disjoint i8 %1904, 13
  %1906 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1903
  store i8 %1905, ptr %1906, align 1, !tbaa !42
  %1907 = add nsw i64 %1894, -6
  %1908 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1907
  %1909 = trunc i64 %1895 to i8
  %1910 = insertelement <4 x i8> poison, i8 %1909, i64 0
  %1911 = shufflevector <4 x i8> %1910, <4 x i8> poison, <4 x i32> zeroinitializer
  %1912 = or disjoint <4 x i8> %1911, <i8 9, i8 10, i8 11, i8 12>
  store <4 x i8> %1912, ptr %1908, align 1, !tbaa !42
  %1913 = add nsw i64 %1894, -14
  %1914 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1913
  %1915 = trunc i64 %1895 to i8
  %1916 = insertelement <8 x i8> poison, i8 %1915, i64 0
  %1917 = shufflevector <8 x i8> %1916, <8 x i8> poison, <8 x i32> zeroinitializer
  %1918 = or disjoint <8 x i8> %1917, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  store <8 x i8> %1918, ptr %1914, align 1, !tbaa !42
  %1919 = add nsw i64 %1894, -15
  %1920 = trunc i64 %1895 to i8
  %1921 = getelementptr inbounds [4096 x i8], ptr %1890, i64 0, i64 %1919
  store i8 %1920, ptr %1921, align 1, !tbaa !42
  %1922 = trunc nsw i64 %1919 to i32
  %1923 = add nsw i64 %1894, -16
  %1924 = getelementptr inbounds [16 x i32], ptr %1891, i64 0, i64 %1893
  store i32 %1922, ptr %1924, align 4, !tbaa !79
  %1925 = add nsw i64 %1893, -1
  %1926 = icmp eq i64 %1893, 0
  br i1 %1926, label %1927, label %1892, !llvm.loop !81

1927:                                             ; preds = %1892
  %1928 = add nsw i32 %1885, 1
  %1929 = icmp slt i32 %1602, 1
  br i1 %1929, label %3774, label %1930

1930:                                             ; preds = %1927
  %1931 = getelementptr inbounds i8, ptr %0, i64 51628
  %1932 = getelementptr inbounds i8, ptr %0, i64 7884
  %1933 = load i8, ptr %1932, align 1, !tbaa !42
  %1934 = zext i8 %1933 to i64
  %1935 = getelementptr inbounds [6 x [258 x i32]], ptr %1931, i64 0, i64 %1934
  %1936 = getelementptr inbounds i8, ptr %0, i64 57820
  %1937 = getelementptr inbounds [6 x [258 x i32]], ptr %1936, i64 0, i64 %1934
  %1938 = getelementptr inbounds i8, ptr %0, i64 45436
  %1939 = getelementptr inbounds [6 x [258 x i32]], ptr %1938, i64 0, i64 %1934
  %1940 = getelementptr inbounds i8, ptr %0, i64 64012
  %1941 = getelementptr inbounds [6 x i32], ptr %1940, i64 0, i64 %1934
  %1942 = load i32, ptr %1941, align 4, !tbaa !79
  %1943 = zext i8 %1933 to i32
  br label %1944

1944:                                             ; preds = %57, %1930
  %1945 = phi ptr [ %58, %57 ], [ %1937, %1930 ]
  %1946 = phi ptr [ %59, %57 ], [ %1935, %1930 ]
  %1947 = phi ptr [ %60, %57 ], [ %1939, %1930 ]
  %1948 = phi i32 [ %61, %57 ], [ %1942, %1930 ]
  %1949 = phi i32 [ %62, %57 ], [ %1943, %1930 ]
  %1950 = phi i32 [ %65, %57 ], [ %1942, %1930 ]
  %1951 = phi i32 [ %67, %57 ], [ %1601, %1930 ]
  %1952 = phi i32 [ %70, %57 ], [ 0, %1930 ]
  %1953 = phi i32 [ %71, %57 ], [ %1889, %1930 ]
  %1954 = phi i32 [ %73, %57 ], [ 49, %1930 ]
  %1955 = phi i32 [ %74, %57 ], [ 0, %1930 ]
  %1956 = phi i32 [ %75, %57 ], [ %1928, %1930 ]
  %1957 = phi i32 [ %76, %57 ], [ %1602, %1930 ]
  %1958 = phi i32 [ %77, %57 ], [ %1603, %1930 ]
  %1959 = phi i32 [ %78, %57 ], [ %1604, %1930 ]
  %1960 = phi i32 [ %79, %57 ], [ %1883, %1930 ]
  %1961 = phi i32 [ %80, %57 ], [ %1606, %1930 ]
  %1962 = phi i32 [ %81, %57 ], [ 256, %1930 ]
  store i32 36, ptr %4, align 8, !tbaa !12
  %1963 = getelementptr inbounds i8, ptr %0, i64 36
  %1964 = load i32, ptr %1963, align 4, !tbaa !37
  %1965 = icmp slt i32 %1964, %1950
  br i1 %1965, label %1969, label %1966

1966:                                             ; preds = %1944
  %1967 = getelementptr inbounds i8, ptr %0, i64 32
  %1968 = load i32, ptr %1967, align 8, !tbaa !38
  br label %1976

1969:                                             ; preds = %1944
  %1970 = load ptr, ptr %0, align 8, !tbaa !6
  %1971 = getelementptr inbounds i8, ptr %1970, i64 8
  %1972 = getelementptr inbounds i8, ptr %0, i64 32
  %1973 = getelementptr inbounds i8, ptr %1970, i64 12
  %1974 = getelementptr inbounds i8, ptr %1970, i64 16
  %1975 = load i32, ptr %1971, align 8, !tbaa !39
  br label %1984

1976:                                             ; preds = %2004, %1966
  %1977 = phi i32 [ %1968, %1966 ], [ %1994, %2004 ]
  %1978 = phi i32 [ %1964, %1966 ], [ %1995, %2004 ]
  %1979 = sub nsw i32 %1978, %1950
  %1980 = lshr i32 %1977, %1979
  %1981 = shl nsw i32 -1, %1950
  %1982 = xor i32 %1981, -1
  %1983 = and i32 %1980, %1982
  store i32 %1979, ptr %1963, align 4, !tbaa !37
  br label %2006

1984:                                             ; preds = %1969, %2004
  %1985 = phi i32 [ %1975, %1969 ], [ %1997, %2004 ]
  %1986 = phi i32 [ %1964, %1969 ], [ %1995, %2004 ]
  %1987 = icmp eq i32 %1985, 0
  br i1 %1987, label %3774, label %1988

1988:                                             ; preds = %1984
  %1989 = load i32, ptr %1972, align 8, !tbaa !38
  %1990 = shl i32 %1989, 8
  %1991 = load ptr, ptr %1970, align 8, !tbaa !41
  %1992 = load i8, ptr %1991, align 1, !tbaa !42
  %1993 = zext i8 %1992 to i32
  %1994 = or disjoint i32 %1990, %1993
  store i32 %1994, ptr %1972, align 8, !tbaa !38
  %1995 = add nsw i32 %1986, 8
  store i32 %1995, ptr %1963, align 4, !tbaa !37
  %1996 = getelementptr inbounds i8, ptr %1991, i64 1
  store ptr %1996, ptr %1970, align 8, !tbaa !41
  %1997 = add i32 %1985, -1
  store i32 %1997, ptr %1971, align 8, !tbaa !39
  %1998 = load i32, ptr %1973, align 4, !tbaa !43
  %1999 = add i32 %1998, 1
  store i32 %1999, ptr %1973, align 4, !tbaa !43
  %2000 = icmp eq i32 %1999, 0
  br i1 %2000, label %2001, label %2004

2001:                                             ; preds = %1988
  %2002 = load i32, ptr %1974, align 8, !tbaa !44
  %2003 = add i32 %2002, 1
  store i32 %2003, ptr %1974, align 8, !tbaa !44
  br label %2004

2004:                                             ; preds = %2001, %1988
  %2005 = icmp slt i32 %1995, %1950
  br i1 %2005, label %1984, label %1976

2006:                                             ; preds = %2070, %1976
  %2007 = phi i32 [ %2073, %2070 ], [ %1979, %1976 ]
  %2008 = phi ptr [ %2038, %2070 ], [ %1945, %1976 ]
  %2009 = phi ptr [ %2039, %2070 ], [ %1946, %1976 ]
  %2010 = phi ptr [ %2040, %2070 ], [ %1947, %1976 ]
  %2011 = phi i32 [ %2041, %2070 ], [ %1948, %1976 ]
  %2012 = phi i32 [ %2042, %2070 ], [ %1949, %1976 ]
  %2013 = phi i32 [ %2075, %2070 ], [ %63, %1976 ]
  %2014 = phi i32 [ %2077, %2070 ], [ %1983, %1976 ]
  %2015 = phi i32 [ %2045, %2070 ], [ %1950, %1976 ]
  %2016 = phi i32 [ %2046, %2070 ], [ %1951, %1976 ]
  %2017 = phi i32 [ %2047, %2070 ], [ %1952, %1976 ]
  %2018 = phi i32 [ %2048, %2070 ], [ %1953, %1976 ]
  %2019 = phi i32 [ %2049, %2070 ], [ %1954, %1976 ]
  %2020 = phi i32 [ %2050, %2070 ], [ %1955, %1976 ]
  %2021 = phi i32 [ %2051, %2070 ], [ %1956, %1976 ]
  %2022 = phi i32 [ %2052, %2070 ], [ %1957, %1976 ]
  %2023 = phi i32 [ %2053, %2070 ], [ %1958, %1976 ]
  %2024 = phi i32 [ %2054, %2070 ], [ %1959, %1976 ]
  %2025 = phi i32 [ %2055, %2070 ], [ %1960, %1976 ]
  %2026 = phi i32 [ %2056, %2070 ], [ %1961, %1976 ]
  %2027 = phi i32 [ %2057, %2070 ], [ %1962, %1976 ]
  %2028 = icmp sgt i32 %2015, 20
  br i1 %2028, label %3774, label %2029

2029:                                             ; preds = %2006
  %2030 = sext i32 %2015 to i64
  %2031 = getelementptr inbounds i32, ptr %2010, i64 %2030
  %2032 = load i32, ptr %2031, align 4, !tbaa !79
  %2033 = icmp sgt i32 %2014, %2032
  br i1 %2033, label %2034, label %2100

2034:                                             ; preds = %2029
  %2035 = add nsw i32 %2015, 1
  br label %2036

2036:                                             ; preds = %136, %2034
  %2037 = phi i32 [ %138, %136 ], [ %2007, %2034 ]
  %2038 = phi ptr [ %58, %136 ], [ %2008, %2034 ]
  %2039 = phi ptr [ %59, %136 ], [ %2009, %2034 ]
  %2040 = phi ptr [ %60, %136 ], [ %2010, %2034 ]
  %2041 = phi i32 [ %61, %136 ], [ %2011, %2034 ]
  %2042 = phi i32 [ %62, %136 ], [ %2012, %2034 ]
  %2043 = phi i32 [ %63, %136 ], [ %2013, %2034 ]
  %2044 = phi i32 [ %64, %136 ], [ %2014, %2034 ]
  %2045 = phi i32 [ %65, %136 ], [ %2035, %2034 ]
  %2046 = phi i32 [ %67, %136 ], [ %2016, %2034 ]
  %2047 = phi i32 [ %70, %136 ], [ %2017, %2034 ]
  %2048 = phi i32 [ %71, %136 ], [ %2018, %2034 ]
  %2049 = phi i32 [ %73, %136 ], [ %2019, %2034 ]
  %2050 = phi i32 [ %74, %136 ], [ %2020, %2034 ]
  %2051 = phi i32 [ %75, %136 ], [ %2021, %2034 ]
  %2052 = phi i32 [ %76, %136 ], [ %2022, %2034 ]
  %2053 = phi i32 [ %77, %136 ], [ %2023, %2034 ]
  %2054 = phi i32 [ %78, %136 ], [ %2024, %2034 ]
  %2055 = phi i32 [ %79, %136 ], [ %2025, %2034 ]
  %2056 = phi i32 [ %80, %136 ], [ %2026, %2034 ]
  %2057 = phi i32 [ %81, %136 ], [ %2027, %2034 ]
  store i32 37, ptr %4, align 8, !tbaa !12
  %2058 = getelementptr inbounds i8, ptr %0, i64 36
  %2059 = icmp sgt i32 %2037, 0
  br i1 %2059, label %2060, label %2063

2060:                                             ; preds = %2036
  %2061 = getelementptr inbounds i8, ptr %0, i64 32
  %2062 = load i32, ptr %2061, align 8, !tbaa !38
  br label %2070

2063:                                             ; preds = %2036
  %2064 = load ptr, ptr %0, align 8, !tbaa !6
  %2065 = getelementptr inbounds i8, ptr %2064, i64 8
  %2066 = getelementptr inbounds i8, ptr %0, i64 32
  %2067 = getelementptr inbounds i8, ptr %2064, i64 12
  %2068 = getelementptr inbounds i8, ptr %2064, i64 16
  %2069 = load i32, ptr %2065, align 8, !tbaa !39
  br label %2078

2070:                                             ; preds = %2098, %2060
  %2071 = phi i32 [ %2062, %2060 ], [ %2088, %2098 ]
  %2072 = phi i32 [ %2037, %2060 ], [ %2089, %2098 ]
  %2073 = add nsw i32 %2072, -1
  %2074 = lshr i32 %2071, %2073
  %2075 = and i32 %2074, 1
  store i32 %2073, ptr %2058, align 4, !tbaa !37
  %2076 = shl i32 %2044, 1
  %2077 = or disjoint i32 %2075, %2076
  br label %2006

2078:                                             ; preds = %2063, %2098
  %2079 = phi i32 [ %2069, %2063 ], [ %2091, %2098 ]
  %2080 = phi i32 [ %2037, %2063 ], [ %2089, %2098 ]
  %2081 = icmp eq i32 %2079, 0
  br i1 %2081, label %3774, label %2082

2082:                                             ; preds = %2078
  %2083 = load i32, ptr %2066, align 8, !tbaa !38
  %2084 = shl i32 %2083, 8
  %2085 = load ptr, ptr %2064, align 8, !tbaa !41
  %2086 = load i8, ptr %2085, align 1, !tbaa !42
  %2087 = zext i8 %2086 to i32
  %2088 = or disjoint i32 %2084, %2087
  store i32 %2088, ptr %2066, align 8, !tbaa !38
  %2089 = add nsw i32 %2080, 8
  store i32 %2089, ptr %2058, align 4, !tbaa !37
  %2090 = getelementptr inbounds i8, ptr %2085, i64 1
  store ptr %2090, ptr %2064, align 8, !tbaa !41
  %2091 = add i32 %2079, -1
  store i32 %2091, ptr %2065, align 8, !tbaa !39
  %2092 = load i32, ptr %2067, align 4, !tbaa !43
  %2093 = add i32 %2092, 1
  store i32 %2093, ptr %2067, align 4, !tbaa !43
  %2094 = icmp eq i32 %2093, 0
  br i1 %2094, label %2095, label %2098

2095:                                             ; preds = %2082
  %2096 = load i32, ptr %2068, align 8, !tbaa !44
  %2097 = add i32 %2096, 1
  store i32 %2097, ptr %2068, align 8, !tbaa !44
  br label %2098

2098:                                             ; preds = %2095, %2082
  %2099 = icmp sgt i32 %2080, -8
  br i1 %2099, label %2070, label %2078

2100:                                             ; preds = %2029
  %2101 = getelementptr inbounds i32, ptr %2009, i64 %2030
  %2102 = load i32, ptr %2101, align 4, !tbaa !79
  %2103 = sub nsw i32 %2014, %2102
  %2104 = icmp ugt i32 %2103, 257
  br i1 %2104, label %3774, label %2105

2105:                                             ; preds = %2100
  %2106 = zext nneg i32 %2103 to i64
  %2107 = getelementptr inbounds i32, ptr %2008, i64 %2106
  %2108 = load i32, ptr %2107, align 4, !tbaa !79
  br label %2109

2109:                                             ; preds = %2425, %2393, %2477, %2479, %3028, %2105
  %2110 = phi ptr [ %2925, %3028 ], [ %2008, %2105 ], [ %2264, %2479 ], [ %2264, %2477 ], [ %2264, %2393 ], [ %2264, %2425 ]
  %2111 = phi ptr [ %2926, %3028 ], [ %2009, %2105 ], [ %2265, %2479 ], [ %2265, %2477 ], [ %2265, %2393 ], [ %2265, %2425 ]
  %2112 = phi ptr [ %2927, %3028 ], [ %2010, %2105 ], [ %2266, %2479 ], [ %2266, %2477 ], [ %2266, %2393 ], [ %2266, %2425 ]
  %2113 = phi i32 [ %2928, %3028 ], [ %2011, %2105 ], [ %2267, %2479 ], [ %2267, %2477 ], [ %2267, %2393 ], [ %2267, %2425 ]
  %2114 = phi i32 [ %2929, %3028 ], [ %2012, %2105 ], [ %2268, %2479 ], [ %2268, %2477 ], [ %2268, %2393 ], [ %2268, %2425 ]
  %2115 = phi i32 [ %2930, %3028 ], [ %2013, %2105 ], [ %2269, %2479 ], [ %2269, %2477 ], [ %2269, %2393 ], [ %2269, %2425 ]
  %2116 = phi i32 [ %2931, %3028 ], [ %2014, %2105 ], [ %2270, %2479 ], [ %2270, %2477 ], [ %2270, %2393 ], [ %2270, %2425 ]
  %2117 = phi i32 [ %2932, %3028 ], [ %2015, %2105 ], [ %2271, %2479 ], [ %2271, %2477 ], [ %2271, %2393 ], [ %2271, %2425 ]
  %2118 = phi i32 [ %2933, %3028 ], [ %2016, %2105 ], [ %2272, %2479 ], [ %2272, %2477 ], [ %2272, %2393 ], [ %2272, %2425 ]
  %2119 = phi i32 [ %2934, %3028 ], [ %68, %2105 ], [ %2273, %2479 ], [ %2273, %2477 ], [ %2273, %2393 ], [ %2273, %2425 ]
  %2120 = phi i32 [ %2935, %3028 ], [ %69, %2105 ], [ %2465, %2479 ], [ %2475, %2477 ], [ %2373, %2393 ], [ %2373, %2425 ]
  %2121 = phi i32 [ %2936, %3028 ], [ %2017, %2105 ], [ %2480, %2479 ], [ %2478, %2477 ], [ %2275, %2393 ], [ %2275, %2425 ]
  %2122 = phi i32 [ %2937, %3028 ], [ %2018, %2105 ], [ %2276, %2479 ], [ %2276, %2477 ], [ %2276, %2393 ], [ %2276, %2425 ]
  %2123 = phi i32 [ %3031, %3028 ], [ %2108, %2105 ], [ %2370, %2479 ], [ %2370, %2477 ], [ %2370, %2393 ], [ %2370, %2425 ]
  %2124 = phi i32 [ %2939, %3028 ], [ %2019, %2105 ], [ %2278, %2479 ], [ %2278, %2477 ], [ %2278, %2393 ], [ %2278, %2425 ]
  %2125 = phi i32 [ %2940, %3028 ], [ %2020, %2105 ], [ %2279, %2479 ], [ %2279, %2477 ], [ %2279, %2393 ], [ %2279, %2425 ]
  %2126 = phi i32 [ %2941, %3028 ], [ %2021, %2105 ], [ %2280, %2479 ], [ %2280, %2477 ], [ %2280, %2393 ], [ %2280, %2425 ]
  %2127 = phi i32 [ %2942, %3028 ], [ %2022, %2105 ], [ %2281, %2479 ], [ %2281, %2477 ], [ %2281, %2393 ], [ %2281, %2425 ]
  %2128 = phi i32 [ %2943, %3028 ], [ %2023, %2105 ], [ %2282, %2479 ], [ %2282, %2477 ], [ %2282, %2393 ], [ %2282, %2425 ]
  %2129 = phi i32 [ %2944, %3028 ], [ %2024, %2105 ], [ %2283, %2479 ], [ %2283, %2477 ], [ %2283, %2393 ], [ %2283, %2425 ]
  %2130 = phi i32 [ %2945, %3028 ], [ %2025, %2105 ], [ %2284, %2479 ], [ %2284, %2477 ], [ %2284, %2393 ], [ %2284, %2425 ]
  %2131 = phi i32 [ %2946, %3028 ], [ %2026, %2105 ], [ %2285, %2479 ], [ %2285, %2477 ], [ %2285, %2393 ], [ %2285, %2425 ]
  %2132 = phi i32 [ %2947, %3028 ], [ %2027, %2105 ], [ %2286, %2479 ], [ %2286, %2477 ], [ %2286, %2393 ], [ %2286, %2425 ]
  %2133 = icmp eq i32 %2123, %2126
  br i1 %2133, label %3032, label %2134

2134:                                             ; preds = %2109
  %2135 = icmp ult i32 %2123, 2
  br i1 %2135, label %2136, label %2481

2136:                                             ; preds = %2134, %2367
  %2137 = phi ptr [ %2264, %2367 ], [ %2110, %2134 ]
  %2138 = phi ptr [ %2265, %2367 ], [ %2111, %2134 ]
  %2139 = phi ptr [ %2266, %2367 ], [ %2112, %2134 ]
  %2140 = phi i32 [ %2267, %2367 ], [ %2113, %2134 ]
  %2141 = phi i32 [ %2268, %2367 ], [ %2114, %2134 ]
  %2142 = phi i32 [ %2269, %2367 ], [ %2115, %2134 ]
  %2143 = phi i32 [ %2270, %2367 ], [ %2116, %2134 ]
  %2144 = phi i32 [ %2271, %2367 ], [ %2117, %2134 ]
  %2145 = phi i32 [ %2272, %2367 ], [ %2118, %2134 ]
  %2146 = phi i32 [ %2273, %2367 ], [ 1, %2134 ]
  %2147 = phi i32 [ %2274, %2367 ], [ -1, %2134 ]
  %2148 = phi i32 [ %2275, %2367 ], [ %2121, %2134 ]
  %2149 = phi i32 [ %2276, %2367 ], [ %2122, %2134 ]
  %2150 = phi i32 [ %2370, %2367 ], [ %2123, %2134 ]
  %2151 = phi i32 [ %2278, %2367 ], [ %2124, %2134 ]
  %2152 = phi i32 [ %2279, %2367 ], [ %2125, %2134 ]
  %2153 = phi i32 [ %2280, %2367 ], [ %2126, %2134 ]
  %2154 = phi i32 [ %2281, %2367 ], [ %2127, %2134 ]
  %2155 = phi i32 [ %2282, %2367 ], [ %2128, %2134 ]
  %2156 = phi i32 [ %2283, %2367 ], [ %2129, %2134 ]
  %2157 = phi i32 [ %2284, %2367 ], [ %2130, %2134 ]
  %2158 = phi i32 [ %2285, %2367 ], [ %2131, %2134 ]
  %2159 = phi i32 [ %2286, %2367 ], [ %2132, %2134 ]
  %2160 = icmp sgt i32 %2146, 2097151
  br i1 %2160, label %3774, label %2161

2161:                                             ; preds = %2136
  %2162 = icmp eq i32 %2150, 0
  %2163 = shl nsw i32 %2146, 1
  %2164 = select i1 %2162, i32 %2146, i32 %2163
  %2165 = add nsw i32 %2164, %2147
  %2166 = icmp eq i32 %2151, 0
  br i1 %2166, label %2167, label %2186

2167:                                             ; preds = %2161
  %2168 = add nsw i32 %2152, 1
  %2169 = icmp slt i32 %2168, %2154
  br i1 %2169, label %2170, label %3774

2170:                                             ; preds = %2167
  %2171 = getelementptr inbounds i8, ptr %0, i64 7884
  %2172 = sext i32 %2168 to i64
  %2173 = getelementptr inbounds [18002 x i8], ptr %2171, i64 0, i64 %2172
  %2174 = load i8, ptr %2173, align 1, !tbaa !42
  %2175 = zext i8 %2174 to i32
  %2176 = getelementptr inbounds i8, ptr %0, i64 64012
  %2177 = zext i8 %2174 to i64
  %2178 = getelementptr inbounds [6 x i32], ptr %2176, i64 0, i64 %2177
  %2179 = load i32, ptr %2178, align 4, !tbaa !79
  %2180 = getelementptr inbounds i8, ptr %0, i64 45436
  %2181 = getelementptr inbounds [6 x [258 x i32]], ptr %2180, i64 0, i64 %2177
  %2182 = getelementptr inbounds i8, ptr %0, i64 57820
  %2183 = getelementptr inbounds [6 x [258 x i32]], ptr %2182, i64 0, i64 %2177
  %2184 = getelementptr inbounds i8, ptr %0, i64 51628
  %2185 = getelementptr inbounds [6 x [258 x i32]], ptr %2184, i64 0, i64 %2177
  br label %2186

2186:                                             ; preds = %2170, %2161
  %2187 = phi ptr [ %2183, %2170 ], [ %2137, %2161 ]
  %2188 = phi ptr [ %2185, %2170 ], [ %2138, %2161 ]
  %2189 = phi ptr [ %2181, %2170 ], [ %2139, %2161 ]
  %2190 = phi i32 [ %2179, %2170 ], [ %2140, %2161 ]
  %2191 = phi i32 [ %2175, %2170 ], [ %2141, %2161 ]
  %2192 = phi i32 [ 50, %2170 ], [ %2151, %2161 ]
  %2193 = phi i32 [ %2168, %2170 ], [ %2152, %2161 ]
  %2194 = add nsw i32 %2192, -1
  br label %2195

2195:                                             ; preds = %57, %2186
  %2196 = phi ptr [ %2187, %2186 ], [ %58, %57 ]
  %2197 = phi ptr [ %2188, %2186 ], [ %59, %57 ]
  %2198 = phi ptr [ %2189, %2186 ], [ %60, %57 ]
  %2199 = phi i32 [ %2190, %2186 ], [ %61, %57 ]
  %2200 = phi i32 [ %2191, %2186 ], [ %62, %57 ]
  %2201 = phi i32 [ %2142, %2186 ], [ %63, %57 ]
  %2202 = phi i32 [ %2143, %2186 ], [ %64, %57 ]
  %2203 = phi i32 [ %2190, %2186 ], [ %65, %57 ]
  %2204 = phi i32 [ %2145, %2186 ], [ %67, %57 ]
  %2205 = phi i32 [ %2163, %2186 ], [ %68, %57 ]
  %2206 = phi i32 [ %2165, %2186 ], [ %69, %57 ]
  %2207 = phi i32 [ %2148, %2186 ], [ %70, %57 ]
  %2208 = phi i32 [ %2149, %2186 ], [ %71, %57 ]
  %2209 = phi i32 [ %2150, %2186 ], [ %72, %57 ]
  %2210 = phi i32 [ %2194, %2186 ], [ %73, %57 ]
  %2211 = phi i32 [ %2193, %2186 ], [ %74, %57 ]
  %2212 = phi i32 [ %2153, %2186 ], [ %75, %57 ]
  %2213 = phi i32 [ %2154, %2186 ], [ %76, %57 ]
  %2214 = phi i32 [ %2155, %2186 ], [ %77, %57 ]
  %2215 = phi i32 [ %2156, %2186 ], [ %78, %57 ]
  %2216 = phi i32 [ %2157, %2186 ], [ %79, %57 ]
  %2217 = phi i32 [ %2158, %2186 ], [ %80, %57 ]
  %2218 = phi i32 [ %2159, %2186 ], [ %81, %57 ]
  store i32 38, ptr %4, align 8, !tbaa !12
  %2219 = getelementptr inbounds i8, ptr %0, i64 36
  %2220 = load i32, ptr %2219, align 4, !tbaa !37
  %2221 = icmp slt i32 %2220, %2203
  br i1 %2221, label %2225, label %2222

2222:                                             ; preds = %2195
  %2223 = getelementptr inbounds i8, ptr %0, i64 32
  %2224 = load i32, ptr %2223, align 8, !tbaa !38
  br label %2232

2225:                                             ; preds = %2195
  %2226 = load ptr, ptr %0, align 8, !tbaa !6
  %2227 = getelementptr inbounds i8, ptr %2226, i64 8
  %2228 = getelementptr inbounds i8, ptr %0, i64 32
  %2229 = getelementptr inbounds i8, ptr %2226, i64 12
  %2230 = getelementptr inbounds i8, ptr %2226, i64 16
  %2231 = load i32, ptr %2227, align 8, !tbaa !39
  br label %2240

2232:                                             ; preds = %2260, %2222
  %2233 = phi i32 [ %2224, %2222 ], [ %2250, %2260 ]
  %2234 = phi i32 [ %2220, %2222 ], [ %2251, %2260 ]
  %2235 = sub nsw i32 %2234, %2203
  %2236 = lshr i32 %2233, %2235
  %2237 = shl nsw i32 -1, %2203
  %2238 = xor i32 %2237, -1
  %2239 = and i32 %2236, %2238
  store i32 %2235, ptr %2219, align 4, !tbaa !37
  br label %2262

2240:                                             ; preds = %2225, %2260
  %2241 = phi i32 [ %2231, %2225 ], [ %2253, %2260 ]
  %2242 = phi i32 [ %2220, %2225 ], [ %2251, %2260 ]
  %2243 = icmp eq i32 %2241, 0
  br i1 %2243, label %3774, label %2244

2244:                                             ; preds = %2240
  %2245 = load i32, ptr %2228, align 8, !tbaa !38
  %2246 = shl i32 %2245, 8
  %2247 = load ptr, ptr %2226, align 8, !tbaa !41
  %2248 = load i8, ptr %2247, align 1, !tbaa !42
  %2249 = zext i8 %2248 to i32
  %2250 = or disjoint i32 %2246, %2249
  store i32 %2250, ptr %2228, align 8, !tbaa !38
  %2251 = add nsw i32 %2242, 8
  store i32 %2251, ptr %2219, align 4, !tbaa !37
  %2252 = getelementptr inbounds i8, ptr %2247, i64 1
  store ptr %2252, ptr %2226, align 8, !tbaa !41
  %2253 = add i32 %2241, -1
  store i32 %2253, ptr %2227, align 8, !tbaa !39
  %2254 = load i32, ptr %2229, align 4, !tbaa !43
  %2255 = add i32 %2254, 1
  store i32 %2255, ptr %2229, align 4, !tbaa !43
  %2256 = icmp eq i32 %2255, 0
  br i1 %2256, label %2257, label %2260

2257:                                             ; preds = %2244
  %2258 = load i32, ptr %2230, align 8, !tbaa !44
  %2259 = add i32 %2258, 1
  store i32 %2259, ptr %2230, align 8, !tbaa !44
  br label %2260

2260:                                             ; preds = %2257, %2244
  %2261 = icmp slt i32 %2251, %2203
  br i1 %2261, label %2240, label %2232

2262:                                             ; preds = %2332, %2232
  %2263 = phi i32 [ %2235, %2232 ], [ %2335, %2332 ]
  %2264 = phi ptr [ %2196, %2232 ], [ %2297, %2332 ]
  %2265 = phi ptr [ %2197, %2232 ], [ %2298, %2332 ]
  %2266 = phi ptr [ %2198, %2232 ], [ %2299, %2332 ]
  %2267 = phi i32 [ %2199, %2232 ], [ %2300, %2332 ]
  %2268 = phi i32 [ %2200, %2232 ], [ %2301, %2332 ]
  %2269 = phi i32 [ %2201, %2232 ], [ %2337, %2332 ]
  %2270 = phi i32 [ %2239, %2232 ], [ %2339, %2332 ]
  %2271 = phi i32 [ %2203, %2232 ], [ %2304, %2332 ]
  %2272 = phi i32 [ %2204, %2232 ], [ %2305, %2332 ]
  %2273 = phi i32 [ %2205, %2232 ], [ %2306, %2332 ]
  %2274 = phi i32 [ %2206, %2232 ], [ %2307, %2332 ]
  %2275 = phi i32 [ %2207, %2232 ], [ %2308, %2332 ]
  %2276 = phi i32 [ %2208, %2232 ], [ %2309, %2332 ]
  %2277 = phi i32 [ %2209, %2232 ], [ %2310, %2332 ]
  %2278 = phi i32 [ %2210, %2232 ], [ %2311, %2332 ]
  %2279 = phi i32 [ %2211, %2232 ], [ %2312, %2332 ]
  %2280 = phi i32 [ %2212, %2232 ], [ %2313, %2332 ]
  %2281 = phi i32 [ %2213, %2232 ], [ %2314, %2332 ]
  %2282 = phi i32 [ %2214, %2232 ], [ %2315, %2332 ]
  %2283 = phi i32 [ %2215, %2232 ], [ %2316, %2332 ]
  %2284 = phi i32 [ %2216, %2232 ], [ %2317, %2332 ]
  %2285 = phi i32 [ %2217, %2232 ], [ %2318, %2332 ]
  %2286 = phi i32 [ %2218, %2232 ], [ %2319, %2332 ]
  %2287 = icmp sgt i32 %2271, 20
  br i1 %2287, label %3774, label %2288

2288:                                             ; preds = %2262
  %2289 = sext i32 %2271 to i64
  %2290 = getelementptr inbounds i32, ptr %2266, i64 %2289
  %2291 = load i32, ptr %2290, align 4, !tbaa !79
  %2292 = icmp sgt i32 %2270, %2291
  br i1 %2292, label %2293, label %2362

2293:                                             ; preds = %2288
  %2294 = add nsw i32 %2271, 1
  br label %2295

2295:                                             ; preds = %139, %2293
  %2296 = phi i32 [ %2263, %2293 ], [ %141, %139 ]
  %2297 = phi ptr [ %2264, %2293 ], [ %58, %139 ]
  %2298 = phi ptr [ %2265, %2293 ], [ %59, %139 ]
  %2299 = phi ptr [ %2266, %2293 ], [ %60, %139 ]
  %2300 = phi i32 [ %2267, %2293 ], [ %61, %139 ]
  %2301 = phi i32 [ %2268, %2293 ], [ %62, %139 ]
  %2302 = phi i32 [ %2269, %2293 ], [ %63, %139 ]
  %2303 = phi i32 [ %2270, %2293 ], [ %64, %139 ]
  %2304 = phi i32 [ %2294, %2293 ], [ %65, %139 ]
  %2305 = phi i32 [ %2272, %2293 ], [ %67, %139 ]
  %2306 = phi i32 [ %2273, %2293 ], [ %68, %139 ]
  %2307 = phi i32 [ %2274, %2293 ], [ %69, %139 ]
  %2308 = phi i32 [ %2275, %2293 ], [ %70, %139 ]
  %2309 = phi i32 [ %2276, %2293 ], [ %71, %139 ]
  %2310 = phi i32 [ %2277, %2293 ], [ %72, %139 ]
  %2311 = phi i32 [ %2278, %2293 ], [ %73, %139 ]
  %2312 = phi i32 [ %2279, %2293 ], [ %74, %139 ]
  %2313 = phi i32 [ %2280, %2293 ], [ %75, %139 ]
  %2314 = phi i32 [ %2281, %2293 ], [ %76, %139 ]
  %2315 = phi i32 [ %2282, %2293 ], [ %77, %139 ]
  %2316 = phi i32 [ %2283, %2293 ], [ %78, %139 ]
  %2317 = phi i32 [ %2284, %2293 ], [ %79, %139 ]
  %2318 = phi i32 [ %2285, %2293 ], [ %80, %139 ]
  %2319 = phi i32 [ %2286, %2293 ], [ %81, %139 ]
  store i32 39, ptr %4, align 8, !tbaa !12
  %2320 = getelementptr inbounds i8, ptr %0, i64 36
  %2321 = icmp sgt i32 %2296, 0
  br i1 %2321, label %2322, label %2325

2322:                                             ; preds = %2295
  %2323 = getelementptr inbounds i8, ptr %0, i64 32
  %2324 = load i32, ptr %2323, align 8, !tbaa !38
  br label %2332

2325:                                             ; preds = %2295
  %2326 = load ptr, ptr %0, align 8, !tbaa !6
  %2327 = getelementptr inbounds i8, ptr %2326, i64 8
  %2328 = getelementptr inbounds i8, ptr %0, i64 32
  %2329 = getelementptr inbounds i8, ptr %2326, i64 12
  %2330 = getelementptr inbounds i8, ptr %2326, i64 16
  %2331 = load i32, ptr %2327, align 8, !tbaa !39
  br label %2340

2332:                                             ; preds = %2360, %2322
  %2333 = phi i32 [ %2324, %2322 ], [ %2350, %2360 ]
  %2334 = phi i32 [ %2296, %2322 ], [ %2351, %2360 ]
  %2335 = add nsw i32 %2334, -1
  %2336 = lshr i32 %2333, %2335
  %2337 = and i32 %2336, 1
  store i32 %2335, ptr %2320, align 4, !tbaa !37
  %2338 = shl i32 %2303, 1
  %2339 = or disjoint i32 %2337, %2338
  br label %2262

2340:                                             ; preds = %2325, %2360
  %2341 = phi i32 [ %2331, %2325 ], [ %2353, %2360 ]
  %2342 = phi i32 [ %2296, %2325 ], [ %2351, %2360 ]
  %2343 = icmp eq i32 %2341, 0
  br i1 %2343, label %3774, label %2344

2344:                                             ; preds = %2340
  %2345 = load i32, ptr %2328, align 8, !tbaa !38
  %2346 = shl i32 %2345, 8
  %2347 = load ptr, ptr %2326, align 8, !tbaa !41
  %2348 = load i8, ptr %2347, align 1, !tbaa !42
  %2349 = zext i8 %2348 to i32
  %2350 = or disjoint i32 %2346, %2349
  store i32 %2350, ptr %2328, align 8, !tbaa !38
  %2351 = add nsw i32 %2342, 8
  store i32 %2351, ptr %2320, align 4, !tbaa !37
  %2352 = getelementptr inbounds i8, ptr %2347, i64 1
  store ptr %2352, ptr %2326, align 8, !tbaa !41
  %2353 = add i32 %2341, -1
  store i32 %2353, ptr %2327, align 8, !tbaa !39
  %2354 = load i32, ptr %2329, align 4, !tbaa !43
  %2355 = add i32 %2354, 1
  store i32 %2355, ptr %2329, align 4, !tbaa !43
  %2356 = icmp eq i32 %2355, 0
  br i1 %2356, label %2357, label %2360

2357:                                             ; preds = %2344
  %2358 = load i32, ptr %2330, align 8, !tbaa !44
  %2359 = add i32 %2358, 1
  store i32 %2359, ptr %2330, align 8, !tbaa !44
  br label %2360

2360:                                             ; preds = %2357, %2344
  %2361 = icmp sgt i32 %2342, -8
  br i1 %2361, label %2332, label %2340

2362:                                             ; preds = %2288
  %2363 = getelementptr inbounds i32, ptr %2265, i64 %2289
  %2364 = load i32, ptr %2363, align 4, !tbaa !79
  %2365 = sub nsw i32 %2270, %2364
  %2366 = icmp ugt i32 %2365, 257
  br i1 %2366, label %3774, label %2367

2367:                                             ; preds = %2362
  %2368 = zext nneg i32 %2365 to i64
  %2369 = getelementptr inbounds i32, ptr %2264, i64 %2368
  %2370 = load i32, ptr %2369, align 4, !tbaa !79
  %2371 = icmp ult i32 %2370, 2
  br i1 %2371, label %2136, label %2372, !llvm.loop !82

2372:                                             ; preds = %2367
  %2373 = add i32 %2274, 1
  %2374 = getelementptr inbounds i8, ptr %0, i64 3468
  %2375 = getelementptr inbounds i8, ptr %0, i64 3724
  %2376 = getelementptr inbounds i8, ptr %0, i64 7820
  %2377 = load i32, ptr %2376, align 4, !tbaa !79
  %2378 = sext i32 %2377 to i64
  %2379 = getelementptr inbounds [4096 x i8], ptr %2375, i64 0, i64 %2378
  %2380 = load i8, ptr %2379, align 1, !tbaa !42
  %2381 = zext i8 %2380 to i64
  %2382 = getelementptr inbounds [256 x i8], ptr %2374, i64 0, i64 %2381
  %2383 = load i8, ptr %2382, align 1, !tbaa !42
  %2384 = getelementptr inbounds i8, ptr %0, i64 68
  %2385 = zext i8 %2383 to i64
  %2386 = getelementptr inbounds [256 x i32], ptr %2384, i64 0, i64 %2385
  %2387 = load i32, ptr %2386, align 4, !tbaa !79
  %2388 = add nsw i32 %2387, %2373
  store i32 %2388, ptr %2386, align 4, !tbaa !79
  %2389 = getelementptr inbounds i8, ptr %0, i64 44
  %2390 = load i8, ptr %2389, align 4, !tbaa !46
  %2391 = icmp eq i8 %2390, 0
  %2392 = icmp sgt i32 %2274, -1
  br i1 %2391, label %2425, label %2393

2393:                                             ; preds = %2372
  br i1 %2392, label %2394, label %2109

2394:                                             ; preds = %2393
  %2395 = zext i8 %2383 to i16
  %2396 = getelementptr inbounds i8, ptr %0, i64 3160
  %2397 = sext i32 %2275 to i64
  %2398 = call i32 @llvm.smax.i32(i32 %2275, i32 %2276)
  %2399 = sext i32 %2398 to i64
  %2400 = add nuw i32 %2274, 1
  %2401 = call i32 @llvm.smin.i32(i32 %2373, i32 1)
  %2402 = sub i32 %2400, %2401
  %2403 = freeze i32 %2402
  %2404 = zext i32 %2403 to i64
  %2405 = sub nsw i64 %2399, %2397
  %2406 = call i64 @llvm.umin.i64(i64 %2404, i64 %2405)
  %2407 = icmp ult i64 %2406, 2
  br i1 %2407, label %2408, label %2411

2408:                                             ; preds = %2418, %2394
  %2409 = phi i64 [ %2397, %2394 ], [ %2413, %2418 ]
  %2410 = phi i32 [ %2373, %2394 ], [ %2415, %2418 ]
  br label %2457

2411:                                             ; preds = %2394
  %2412 = and i64 %2406, 4294967294
  %2413 = add nsw i64 %2412, %2397
  %2414 = trunc nuw i64 %2412 to i32
  %2415 = sub i32 %2373, %2414
  %2416 = load ptr, ptr %2396, align 8, !tbaa !49
  %2417 = getelementptr i8, ptr %2416, i64 2
  br label %2418

2418:                                             ; preds = %2418, %2411
  %2419 = phi i64 [ 0, %2411 ], [ %2423, %2418 ]
  %2420 = add i64 %2419, %2397
  %2421 = getelementptr inbounds i16, ptr %2416, i64 %2420
  %2422 = getelementptr i16, ptr %2417, i64 %2420
  store i16 %2395, ptr %2421, align 2, !tbaa !83
  store i16 %2395, ptr %2422, align 2, !tbaa !83
  %2423 = add nuw i64 %2419, 2
  %2424 = icmp eq i64 %2423, %2412
  br i1 %2424, label %2408, label %2418, !llvm.loop !85

2425:                                             ; preds = %2372
  br i1 %2392, label %2426, label %2109

2426:                                             ; preds = %2425
  %2427 = zext i8 %2383 to i32
  %2428 = getelementptr inbounds i8, ptr %0, i64 3152
  %2429 = sext i32 %2275 to i64
  %2430 = call i32 @llvm.smax.i32(i32 %2275, i32 %2276)
  %2431 = sext i32 %2430 to i64
  %2432 = add nuw i32 %2274, 1
  %2433 = call i32 @llvm.smin.i32(i32 %2373, i32 1)
  %2434 = sub i32 %2432, %2433
  %2435 = freeze i32 %2434
  %2436 = zext i32 %2435 to i64
  %2437 = sub nsw i64 %2431, %2429
  %2438 = call i64 @llvm.umin.i64(i64 %2436, i64 %2437)
  %2439 = icmp ult i64 %2438, 2
  br i1 %2439, label %2440, label %2443

2440:                                             ; preds = %2450, %2426
  %2441 = phi i64 [ %2429, %2426 ], [ %2445, %2450 ]
  %2442 = phi i32 [ %2373, %2426 ], [ %2447, %2450 ]
  br label %2467

2443:                                             ; preds = %2426
  %2444 = and i64 %2438, 4294967294
  %2445 = add nsw i64 %2444, %2429
  %2446 = trunc nuw i64 %2444 to i32
  %2447 = sub i32 %2373, %2446
  %2448 = load ptr, ptr %2428, align 8, !tbaa !51
  %2449 = getelementptr i8, ptr %2448, i64 4
  br label %2450

2450:                                             ; preds = %2450, %2443
  %2451 = phi i64 [ 0, %2443 ], [ %2455, %2450 ]
  %2452 = add i64 %2451, %2429
  %2453 = getelementptr inbounds i32, ptr %2448, i64 %2452
  %2454 = getelementptr i32, ptr %2449, i64 %2452
  store i32 %2427, ptr %2453, align 4, !tbaa !79
  store i32 %2427, ptr %2454, align 4, !tbaa !79
  %2455 = add nuw i64 %2451, 2
  %2456 = icmp eq i64 %2455, %2444
  br i1 %2456, label %2440, label %2450, !llvm.loop !86

2457:                                             ; preds = %2408, %2461
  %2458 = phi i64 [ %2464, %2461 ], [ %2409, %2408 ]
  %2459 = phi i32 [ %2465, %2461 ], [ %2410, %2408 ]
  %2460 = icmp eq i64 %2458, %2399
  br i1 %2460, label %3774, label %2461

2461:                                             ; preds = %2457
  %2462 = load ptr, ptr %2396, align 8, !tbaa !49
  %2463 = getelementptr inbounds i16, ptr %2462, i64 %2458
  store i16 %2395, ptr %2463, align 2, !tbaa !83
  %2464 = add nsw i64 %2458, 1
  %2465 = add nsw i32 %2459, -1
  %2466 = icmp sgt i32 %2459, 1
  br i1 %2466, label %2457, label %2479, !llvm.loop !87

2467:                                             ; preds = %2440, %2471
  %2468 = phi i64 [ %2474, %2471 ], [ %2441, %2440 ]
  %2469 = phi i32 [ %2475, %2471 ], [ %2442, %2440 ]
  %2470 = icmp eq i64 %2468, %2431
  br i1 %2470, label %3774, label %2471

2471:                                             ; preds = %2467
  %2472 = load ptr, ptr %2428, align 8, !tbaa !51
  %2473 = getelementptr inbounds i32, ptr %2472, i64 %2468
  store i32 %2427, ptr %2473, align 4, !tbaa !79
  %2474 = add nsw i64 %2468, 1
  %2475 = add nsw i32 %2469, -1
  %2476 = icmp sgt i32 %2469, 1
  br i1 %2476, label %2467, label %2477, !llvm.loop !88

2477:                                             ; preds = %2471
  %2478 = trunc nsw i64 %2474 to i32
  br label %2109

2479:                                             ; preds = %2461
  %2480 = trunc nsw i64 %2464 to i32
  br label %2109

2481:                                             ; preds = %2134
  %2482 = icmp slt i32 %2121, %2122
  br i1 %2482, label %2483, label %3774

2483:                                             ; preds = %2481
  %2484 = add i32 %2123, -1
  %2485 = icmp ult i32 %2123, 17
  br i1 %2485, label %2486, label %2629

2486:                                             ; preds = %2483
  %2487 = getelementptr inbounds i8, ptr %0, i64 7820
  %2488 = load i32, ptr %2487, align 4, !tbaa !79
  %2489 = getelementptr inbounds i8, ptr %0, i64 3724
  %2490 = add i32 %2488, %2484
  %2491 = zext i32 %2490 to i64
  %2492 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2491
  %2493 = load i8, ptr %2492, align 1, !tbaa !42
  %2494 = icmp ugt i32 %2484, 3
  br i1 %2494, label %2495, label %2499

2495:                                             ; preds = %2486
  %2496 = zext nneg i32 %2484 to i64
  br label %2588

2497:                                             ; preds = %2588
  %2498 = icmp eq i32 %2611, 0
  br i1 %2498, label %2626, label %2499

2499:                                             ; preds = %2486, %2497
  %2500 = phi i32 [ %2611, %2497 ], [ %2484, %2486 ]
  %2501 = zext nneg i32 %2500 to i64
  %2502 = add nsw i32 %2500, -1
  %2503 = zext i32 %2502 to i64
  %2504 = add nuw nsw i64 %2503, 1
  %2505 = icmp ult i32 %2502, 7
  br i1 %2505, label %2565, label %2506

2506:                                             ; preds = %2499
  %2507 = add nsw i32 %2500, -1
  %2508 = add i32 %2500, %2488
  %2509 = icmp ugt i32 %2507, %2508
  %2510 = add i32 %2500, %2488
  %2511 = add i32 %2510, -1
  %2512 = icmp ugt i32 %2488, %2511
  %2513 = zext i32 %2508 to i64
  %2514 = getelementptr i8, ptr %0, i64 %2513
  %2515 = getelementptr i8, ptr %2514, i64 3724
  %2516 = zext i32 %2507 to i64
  %2517 = sub nsw i64 0, %2516
  %2518 = getelementptr i8, ptr %2515, i64 %2517
  %2519 = icmp ugt ptr %2518, %2515
  %2520 = zext i32 %2511 to i64
  %2521 = getelementptr i8, ptr %0, i64 %2520
  %2522 = getelementptr i8, ptr %2521, i64 3724
  %2523 = zext i32 %2507 to i64
  %2524 = sub nsw i64 0, %2523
  %2525 = getelementptr i8, ptr %2522, i64 %2524
  %2526 = icmp ugt ptr %2525, %2522
  %2527 = or i1 %2509, %2512
  %2528 = or i1 %2527, %2519
  %2529 = or i1 %2528, %2526
  br i1 %2529, label %2565, label %2530

2530:                                             ; preds = %2506
  %2531 = add i32 %2500, %2488
  %2532 = add i32 %2531, -1
  %2533 = zext i32 %2532 to i64
  %2534 = zext i32 %2531 to i64
  %2535 = sub nsw i64 %2533, %2534
  %2536 = icmp ult i64 %2535, 32
  br i1 %2536, label %2565, label %2537

2537:                                             ; preds = %2530
  %2538 = icmp ult i32 %2502, 31
  br i1 %2538, label %2567, label %2539

2539:                                             ; preds = %2537
  %2540 = and i64 %2504, 8589934560
  br label %2541

2541:                                             ; preds = %2541, %2539
  %2542 = phi i64 [ 0, %2539 ], [ %2557, %2541 ]
  %2543 = trunc i64 %2542 to i32
  %2544 = sub i32 %2500, %2543
  %2545 = add i32 %2488, %2544
  %2546 = add i32 %2545, -1
  %2547 = zext i32 %2546 to i64
  %2548 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2547
  %2549 = getelementptr inbounds i8, ptr %2548, i64 -15
  %2550 = getelementptr inbounds i8, ptr %2548, i64 -31
  %2551 = load <16 x i8>, ptr %2549, align 1, !tbaa !42
  %2552 = load <16 x i8>, ptr %2550, align 1, !tbaa !42
  %2553 = zext i32 %2545 to i64
  %2554 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2553
  %2555 = getelementptr inbounds i8, ptr %2554, i64 -15
  %2556 = getelementptr inbounds i8, ptr %2554, i64 -31
  store <16 x i8> %2551, ptr %2555, align 1, !tbaa !42
  store <16 x i8> %2552, ptr %2556, align 1, !tbaa !42
  %2557 = add nuw i64 %2542, 32
  %2558 = icmp eq i64 %2557, %2540
  br i1 %2558, label %2559, label %2541, !llvm.loop !89

2559:                                             ; preds = %2541
  %2560 = icmp eq i64 %2504, %2540
  br i1 %2560, label %2626, label %2561

2561:                                             ; preds = %2559
  %2562 = sub nsw i64 %2501, %2540
  %2563 = and i64 %2504, 24
  %2564 = icmp eq i64 %2563, 0
  br i1 %2564, label %2565, label %2567

2565:                                             ; preds = %2586, %2530, %2506, %2499, %2561
  %2566 = phi i64 [ %2501, %2499 ], [ %2501, %2530 ], [ %2501, %2506 ], [ %2562, %2561 ], [ %2570, %2586 ]
  br label %2613

2567:                                             ; preds = %2537, %2561
  %2568 = phi i64 [ %2540, %2561 ], [ 0, %2537 ]
  %2569 = and i64 %2504, 8589934584
  %2570 = sub nsw i64 %2501, %2569
  %2571 = getelementptr i8, ptr %2489, i64 -7
  %2572 = getelementptr i8, ptr %2489, i64 -7
  br label %2573

2573:                                             ; preds = %2573, %2567
  %2574 = phi i64 [ %2568, %2567 ], [ %2584, %2573 ]
  %2575 = trunc i64 %2574 to i32
  %2576 = sub i32 %2500, %2575
  %2577 = add i32 %2488, %2576
  %2578 = add i32 %2577, -1
  %2579 = zext i32 %2578 to i64
  %2580 = getelementptr [4096 x i8], ptr %2571, i64 0, i64 %2579
  %2581 = load <8 x i8>, ptr %2580, align 1, !tbaa !42
  %2582 = zext i32 %2577 to i64
  %2583 = getelementptr [4096 x i8], ptr %2572, i64 0, i64 %2582
  store <8 x i8> %2581, ptr %2583, align 1, !tbaa !42
  %2584 = add nuw i64 %2574, 8
  %2585 = icmp eq i64 %2584, %2569
  br i1 %2585, label %2586, label %2573, !llvm.loop !90

2586:                                             ; preds = %2573
  %2587 = icmp eq i64 %2504, %2569
  br i1 %2587, label %2626, label %2565

2588:                                             ; preds = %2495, %2588
  %2589 = phi i64 [ %2496, %2495 ], [ %2610, %2588 ]
  %2590 = trunc i64 %2589 to i32
  %2591 = add i32 %2488, %2590
  %2592 = add nsw i32 %2591, -1
  %2593 = sext i32 %2592 to i64
  %2594 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2593
  %2595 = load i8, ptr %2594, align 1, !tbaa !42
  %2596 = sext i32 %2591 to i64
  %2597 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2596
  store i8 %2595, ptr %2597, align 1, !tbaa !42
  %2598 = add nsw i32 %2591, -2
  %2599 = sext i32 %2598 to i64
  %2600 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2599
  %2601 = load i8, ptr %2600, align 1, !tbaa !42
  store i8 %2601, ptr %2594, align 1, !tbaa !42
  %2602 = add nsw i32 %2591, -3
  %2603 = sext i32 %2602 to i64
  %2604 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2603
  %2605 = load i8, ptr %2604, align 1, !tbaa !42
  store i8 %2605, ptr %2600, align 1, !tbaa !42
  %2606 = add nsw i32 %2591, -4
  %2607 = sext i32 %2606 to i64
  %2608 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2607
  %2609 = load i8, ptr %2608, align 1, !tbaa !42
  store i8 %2609, ptr %2604, align 1, !tbaa !42
  %2610 = add i64 %2589, -4
  %2611 = trunc i64 %2610 to i32
  %2612 = icmp ugt i32 %2611, 3
  br i1 %2612, label %2588, label %2497, !llvm.loop !91

2613:                                             ; preds = %2565, %2613
  %2614 = phi i64 [ %2623, %2613 ], [ %2566, %2565 ]
  %2615 = trunc nuw i64 %2614 to i32
  %2616 = add i32 %2488, %2615
  %2617 = add i32 %2616, -1
  %2618 = zext i32 %2617 to i64
  %2619 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2618
  %2620 = load i8, ptr %2619, align 1, !tbaa !42
  %2621 = zext i32 %2616 to i64
  %2622 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2621
  store i8 %2620, ptr %2622, align 1, !tbaa !42
  %2623 = add nsw i64 %2614, -1
  %2624 = and i64 %2623, 4294967295
  %2625 = icmp eq i64 %2624, 0
  br i1 %2625, label %2626, label %2613, !llvm.loop !92

2626:                                             ; preds = %2613, %2559, %2586, %2497
  %2627 = sext i32 %2488 to i64
  %2628 = getelementptr inbounds [4096 x i8], ptr %2489, i64 0, i64 %2627
  store i8 %2493, ptr %2628, align 1, !tbaa !42
  br label %2800

2629:                                             ; preds = %2483
  %2630 = lshr i32 %2484, 4
  %2631 = and i32 %2484, 15
  %2632 = getelementptr inbounds i8, ptr %0, i64 7820
  %2633 = zext nneg i32 %2630 to i64
  %2634 = getelementptr inbounds [16 x i32], ptr %2632, i64 0, i64 %2633
  %2635 = load i32, ptr %2634, align 4, !tbaa !79
  %2636 = add nsw i32 %2635, %2631
  %2637 = getelementptr inbounds i8, ptr %0, i64 3724
  %2638 = sext i32 %2636 to i64
  %2639 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2638
  %2640 = load i8, ptr %2639, align 1, !tbaa !42
  %2641 = icmp eq i32 %2631, 0
  br i1 %2641, label %2657, label %2642

2642:                                             ; preds = %2629
  %2643 = sext i32 %2635 to i64
  %2644 = add i32 %2123, 15
  %2645 = and i32 %2644, 15
  %2646 = zext nneg i32 %2645 to i64
  %2647 = add nsw i64 %2643, %2646
  br label %2648

2648:                                             ; preds = %2642, %2648
  %2649 = phi i64 [ %2647, %2642 ], [ %2650, %2648 ]
  %2650 = add nsw i64 %2649, -1
  %2651 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2650
  %2652 = load i8, ptr %2651, align 1, !tbaa !42
  %2653 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2649
  store i8 %2652, ptr %2653, align 1, !tbaa !42
  %2654 = load i32, ptr %2634, align 4, !tbaa !79
  %2655 = sext i32 %2654 to i64
  %2656 = icmp sgt i64 %2650, %2655
  br i1 %2656, label %2648, label %2657, !llvm.loop !93

2657:                                             ; preds = %2648, %2629
  %2658 = phi i32 [ %2635, %2629 ], [ %2654, %2648 ]
  %2659 = add nsw i32 %2658, 1
  store i32 %2659, ptr %2634, align 4, !tbaa !79
  br label %2660

2660:                                             ; preds = %2657, %2660
  %2661 = phi i64 [ %2633, %2657 ], [ %2665, %2660 ]
  %2662 = getelementptr inbounds [16 x i32], ptr %2632, i64 0, i64 %2661
  %2663 = load i32, ptr %2662, align 4, !tbaa !79
  %2664 = add nsw i32 %2663, -1
  store i32 %2664, ptr %2662, align 4, !tbaa !79
  %2665 = add nsw i64 %2661, -1
  %2666 = getelementptr inbounds [16 x i32], ptr %2632, i64 0, i64 %2665
  %2667 = load i32, ptr %2666, align 4, !tbaa !79
  %2668 = add nsw i32 %2667, 15
  %2669 = sext i32 %2668 to i64
  %2670 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2669
  %2671 = load i8, ptr %2670, align 1, !tbaa !42
  %2672 = sext i32 %2664 to i64
  %2673 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2672
  store i8 %2671, ptr %2673, align 1, !tbaa !42
  %2674 = icmp sgt i64 %2661, 1
  br i1 %2674, label %2660, label %2675, !llvm.loop !94

2675:                                             ; preds = %2660
  %2676 = load i32, ptr %2632, align 4, !tbaa !79
  %2677 = add nsw i32 %2676, -1
  store i32 %2677, ptr %2632, align 4, !tbaa !79
  %2678 = sext i32 %2677 to i64
  %2679 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2678
  store i8 %2640, ptr %2679, align 1, !tbaa !42
  %2680 = load i32, ptr %2632, align 4, !tbaa !79
  %2681 = icmp eq i32 %2680, 0
  br i1 %2681, label %2682, label %2800

2682:                                             ; preds = %2675, %2682
  %2683 = phi i64 [ %2798, %2682 ], [ 15, %2675 ]
  %2684 = phi i64 [ %2797, %2682 ], [ 4095, %2675 ]
  %2685 = getelementptr inbounds [16 x i32], ptr %2632, i64 0, i64 %2683
  %2686 = load i32, ptr %2685, align 4, !tbaa !79
  %2687 = add nsw i32 %2686, 15
  %2688 = sext i32 %2687 to i64
  %2689 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2688
  %2690 = load i8, ptr %2689, align 1, !tbaa !42
  %2691 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2684
  store i8 %2690, ptr %2691, align 1, !tbaa !42
  %2692 = add nsw i64 %2684, -1
  %2693 = load i32, ptr %2685, align 4, !tbaa !79
  %2694 = add nsw i32 %2693, 14
  %2695 = sext i32 %2694 to i64
  %2696 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2695
  %2697 = load i8, ptr %2696, align 1, !tbaa !42
  %2698 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2692
  store i8 %2697, ptr %2698, align 1, !tbaa !42
  %2699 = add nsw i64 %2684, -2
  %2700 = load i32, ptr %2685, align 4, !tbaa !79
  %2701 = add nsw i32 %2700, 13
  %2702 = sext i32 %2701 to i64
  %2703 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2702
  %2704 = load i8, ptr %2703, align 1, !tbaa !42
  %2705 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2699
  store i8 %2704, ptr %2705, align 1, !tbaa !42
  %2706 = add nsw i64 %2684, -3
  %2707 = load i32, ptr %2685, align 4, !tbaa !79
  %2708 = add nsw i32 %2707, 12
  %2709 = sext i32 %2708 to i64
  %2710 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2709
  %2711 = load i8, ptr %2710, align 1, !tbaa !42
  %2712 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2706
  store i8 %2711, ptr %2712, align 1, !tbaa !42
  %2713 = add nsw i64 %2684, -4
  %2714 = load i32, ptr %2685, align 4, !tbaa !79
  %2715 = add nsw i32 %2714, 11
  %2716 = sext i32 %2715 to i64
  %2717 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2716
  %2718 = load i8, ptr %2717, align 1, !tbaa !42
  %2719 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2713
  store i8 %2718, ptr %2719, align 1, !tbaa !42
  %2720 = add nsw i64 %2684, -5
  %2721 = load i32, ptr %2685, align 4, !tbaa !79
  %2722 = add nsw i32 %2721, 10
  %2723 = sext i32 %2722 to i64
  %2724 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2723
  %2725 = load i8, ptr %2724, align 1, !tbaa !42
  %2726 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2720
  store i8 %2725, ptr %2726, align 1, !tbaa !42
  %2727 = add nsw i64 %2684, -6
  %2728 = load i32, ptr %2685, align 4, !tbaa !79
  %2729 = add nsw i32 %2728, 9
  %2730 = sext i32 %2729 to i64
  %2731 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2730
  %2732 = load i8, ptr %2731, align 1, !tbaa !42
  %2733 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2727
  store i8 %2732, ptr %2733, align 1, !tbaa !42
  %2734 = add nsw i64 %2684, -7
  %2735 = load i32, ptr %2685, align 4, !tbaa !79
  %2736 = add nsw i32 %2735, 8
  %2737 = sext i32 %2736 to i64
  %2738 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2737
  %2739 = load i8, ptr %2738, align 1, !tbaa !42
  %2740 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2734
  store i8 %2739, ptr %2740, align 1, !tbaa !42
  %2741 = add nsw i64 %2684, -8
  %2742 = load i32, ptr %2685, align 4, !tbaa !79
  %2743 = add nsw i32 %2742, 7
  %2744 = sext i32 %2743 to i64
  %2745 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2744
  %2746 = load i8, ptr %2745, align 1, !tbaa !42
  %2747 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2741
  store i8 %2746, ptr %2747, align 1, !tbaa !42
  %2748 = add nsw i64 %2684, -9
  %2749 = load i32, ptr %2685, align 4, !tbaa !79
  %2750 = add nsw i32 %2749, 6
  %2751 = sext i32 %2750 to i64
  %2752 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2751
  %2753 = load i8, ptr %2752, align 1, !tbaa !42
  %2754 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2748
  store i8 %2753, ptr %2754, align 1, !tbaa !42
  %2755 = add nsw i64 %2684, -10
  %2756 = load i32, ptr %2685, align 4, !tbaa !79
  %2757 = add nsw i32 %2756, 5
  %2758 = sext i32 %2757 to i64
  %2759 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2758
  %2760 = load i8, ptr %2759, align 1, !tbaa !42
  %2761 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2755
  store i8 %2760, ptr %2761, align 1, !tbaa !42
  %2762 = add nsw i64 %2684, -11
  %2763 = load i32, ptr %2685, align 4, !tbaa !79
  %2764 = add nsw i32 %2763, 4
  %2765 = sext i32 %2764 to i64
  %2766 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2765
  %2767 = load i8, ptr %2766, align 1, !tbaa !42
  %2768 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2762
  store i8 %2767, ptr %2768, align 1, !tbaa !42
  %2769 = add nsw i64 %2684, -12
  %2770 = load i32, ptr %2685, align 4, !tbaa !79
  %2771 = add nsw i32 %2770, 3
  %2772 = sext i32 %2771 to i64
  %2773 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2772
  %2774 = load i8, ptr %2773, align 1, !tbaa !42
  %2775 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2769
  store i8 %2774, ptr %2775, align 1, !tbaa !42
  %2776 = add nsw i64 %2684, -13
  %2777 = load i32, ptr %2685, align 4, !tbaa !79
  %2778 = add nsw i32 %2777, 2
  %2779 = sext i32 %2778 to i64
  %2780 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2779
  %2781 = load i8, ptr %2780, align 1, !tbaa !42
  %2782 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2776
  store i8 %2781, ptr %2782, align 1, !tbaa !42
  %2783 = add nsw i64 %2684, -14
  %2784 = load i32, ptr %2685, align 4, !tbaa !79
  %2785 = add nsw i32 %2784, 1
  %2786 = sext i32 %2785 to i64
  %2787 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2786
  %2788 = load i8, ptr %2787, align 1, !tbaa !42
  %2789 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2783
  store i8 %2788, ptr %2789, align 1, !tbaa !42
  %2790 = add nsw i64 %2684, -15
  %2791 = load i32, ptr %2685, align 4, !tbaa !79
  %2792 = sext i32 %2791 to i64
  %2793 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2792
  %2794 = load i8, ptr %2793, align 1, !tbaa !42
  %2795 = getelementptr inbounds [4096 x i8], ptr %2637, i64 0, i64 %2790
  store i8 %2794, ptr %2795, align 1, !tbaa !42
  %2796 = trunc nsw i64 %2790 to i32
  %2797 = add nsw i64 %2684, -16
  store i32 %2796, ptr %2685, align 4, !tbaa !79
  %2798 = add nsw i64 %2683, -1
  %2799 = icmp eq i64 %2683, 0
  br i1 %2799, label %2800, label %2682, !llvm.loop !95

2800:                                             ; preds = %2682, %2675, %2626
  %2801 = phi i8 [ %2493, %2626 ], [ %2640, %2675 ], [ %2640, %2682 ]
  %2802 = getelementptr inbounds i8, ptr %0, i64 68
  %2803 = getelementptr inbounds i8, ptr %0, i64 3468
  %2804 = zext i8 %2801 to i64
  %2805 = getelementptr inbounds [256 x i8], ptr %2803, i64 0, i64 %2804
  %2806 = load i8, ptr %2805, align 1, !tbaa !42
  %2807 = zext i8 %2806 to i64
  %2808 = getelementptr inbounds [256 x i32], ptr %2802, i64 0, i64 %2807
  %2809 = load i32, ptr %2808, align 4, !tbaa !79
  %2810 = add nsw i32 %2809, 1
  store i32 %2810, ptr %2808, align 4, !tbaa !79
  %2811 = getelementptr inbounds i8, ptr %0, i64 44
  %2812 = load i8, ptr %2811, align 4, !tbaa !46
  %2813 = icmp eq i8 %2812, 0
  %2814 = sext i32 %2121 to i64
  br i1 %2813, label %2820, label %2815

2815:                                             ; preds = %2800
  %2816 = zext i8 %2806 to i16
  %2817 = getelementptr inbounds i8, ptr %0, i64 3160
  %2818 = load ptr, ptr %2817, align 8, !tbaa !49
  %2819 = getelementptr inbounds i16, ptr %2818, i64 %2814
  store i16 %2816, ptr %2819, align 2, !tbaa !83
  br label %2825

2820:                                             ; preds = %2800
  %2821 = zext i8 %2806 to i32
  %2822 = getelementptr inbounds i8, ptr %0, i64 3152
  %2823 = load ptr, ptr %2822, align 8, !tbaa !51
  %2824 = getelementptr inbounds i32, ptr %2823, i64 %2814
  store i32 %2821, ptr %2824, align 4, !tbaa !79
  br label %2825

2825:                                             ; preds = %2820, %2815
  %2826 = add nsw i32 %2121, 1
  %2827 = icmp eq i32 %2124, 0
  br i1 %2827, label %2828, label %2847

2828:                                             ; preds = %2825
  %2829 = add nsw i32 %2125, 1
  %2830 = icmp slt i32 %2829, %2127
  br i1 %2830, label %2831, label %3774

2831:                                             ; preds = %2828
  %2832 = getelementptr inbounds i8, ptr %0, i64 7884
  %2833 = sext i32 %2829 to i64
  %2834 = getelementptr inbounds [18002 x i8], ptr %2832, i64 0, i64 %2833
  %2835 = load i8, ptr %2834, align 1, !tbaa !42
  %2836 = zext i8 %2835 to i32
  %2837 = getelementptr inbounds i8, ptr %0, i64 64012
  %2838 = zext i8 %2835 to i64
  %2839 = getelementptr inbounds [6 x i32], ptr %2837, i64 0, i64 %2838
  %2840 = load i32, ptr %2839, align 4, !tbaa !79
  %2841 = getelementptr inbounds i8, ptr %0, i64 45436
  %2842 = getelementptr inbounds [6 x [258 x i32]], ptr %2841, i64 0, i64 %2838
  %2843 = getelementptr inbounds i8, ptr %0, i64 57820
  %2844 = getelementptr inbounds [6 x [258 x i32]], ptr %2843, i64 0, i64 %2838
  %2845 = getelementptr inbounds i8, ptr %0, i64 51628
  %2846 = getelementptr inbounds [6 x [258 x i32]], ptr %2845, i64 0, i64 %2838
  br label %2847

2847:                                             ; preds = %2831, %2825
  %2848 = phi ptr [ %2844, %2831 ], [ %2110, %2825 ]
  %2849 = phi ptr [ %2846, %2831 ], [ %2111, %2825 ]
  %2850 = phi ptr [ %2842, %2831 ], [ %2112, %2825 ]
  %2851 = phi i32 [ %2840, %2831 ], [ %2113, %2825 ]
  %2852 = phi i32 [ %2836, %2831 ], [ %2114, %2825 ]
  %2853 = phi i32 [ 50, %2831 ], [ %2124, %2825 ]
  %2854 = phi i32 [ %2829, %2831 ], [ %2125, %2825 ]
  %2855 = add nsw i32 %2853, -1
  br label %2856

2856:                                             ; preds = %57, %2847
  %2857 = phi ptr [ %2848, %2847 ], [ %58, %57 ]
  %2858 = phi ptr [ %2849, %2847 ], [ %59, %57 ]
  %2859 = phi ptr [ %2850, %2847 ], [ %60, %57 ]
  %2860 = phi i32 [ %2851, %2847 ], [ %61, %57 ]
  %2861 = phi i32 [ %2852, %2847 ], [ %62, %57 ]
  %2862 = phi i32 [ %2115, %2847 ], [ %63, %57 ]
  %2863 = phi i32 [ %2116, %2847 ], [ %64, %57 ]
  %2864 = phi i32 [ %2851, %2847 ], [ %65, %57 ]
  %2865 = phi i32 [ %2118, %2847 ], [ %67, %57 ]
  %2866 = phi i32 [ %2119, %2847 ], [ %68, %57 ]
  %2867 = phi i32 [ %2120, %2847 ], [ %69, %57 ]
  %2868 = phi i32 [ %2826, %2847 ], [ %70, %57 ]
  %2869 = phi i32 [ %2122, %2847 ], [ %71, %57 ]
  %2870 = phi i32 [ %2123, %2847 ], [ %72, %57 ]
  %2871 = phi i32 [ %2855, %2847 ], [ %73, %57 ]
  %2872 = phi i32 [ %2854, %2847 ], [ %74, %57 ]
  %2873 = phi i32 [ %2126, %2847 ], [ %75, %57 ]
  %2874 = phi i32 [ %2127, %2847 ], [ %76, %57 ]
  %2875 = phi i32 [ %2128, %2847 ], [ %77, %57 ]
  %2876 = phi i32 [ %2129, %2847 ], [ %78, %57 ]
  %2877 = phi i32 [ %2130, %2847 ], [ %79, %57 ]
  %2878 = phi i32 [ %2131, %2847 ], [ %80, %57 ]
  %2879 = phi i32 [ %2132, %2847 ], [ %81, %57 ]
  store i32 40, ptr %4, align 8, !tbaa !12
  %2880 = getelementptr inbounds i8, ptr %0, i64 36
  %2881 = load i32, ptr %2880, align 4, !tbaa !37
  %2882 = icmp slt i32 %2881, %2864
  br i1 %2882, label %2886, label %2883

2883:                                             ; preds = %2856
  %2884 = getelementptr inbounds i8, ptr %0, i64 32
  %2885 = load i32, ptr %2884, align 8, !tbaa !38
  br label %2893

2886:                                             ; preds = %2856
  %2887 = load ptr, ptr %0, align 8, !tbaa !6
  %2888 = getelementptr inbounds i8, ptr %2887, i64 8
  %2889 = getelementptr inbounds i8, ptr %0, i64 32
  %2890 = getelementptr inbounds i8, ptr %2887, i64 12
  %2891 = getelementptr inbounds i8, ptr %2887, i64 16
  %2892 = load i32, ptr %2888, align 8, !tbaa !39
  br label %2901

2893:                                             ; preds = %2921, %2883
  %2894 = phi i32 [ %2885, %2883 ], [ %2911, %2921 ]
  %2895 = phi i32 [ %2881, %2883 ], [ %2912, %2921 ]
  %2896 = sub nsw i32 %2895, %2864
  %2897 = lshr i32 %2894, %2896
  %2898 = shl nsw i32 -1, %2864
  %2899 = xor i32 %2898, -1
  %2900 = and i32 %2897, %2899
  store i32 %2896, ptr %2880, align 4, !tbaa !37
  br label %2923

2901:                                             ; preds = %2886, %2921
  %2902 = phi i32 [ %2892, %2886 ], [ %2914, %2921 ]
  %2903 = phi i32 [ %2881, %2886 ], [ %2912, %2921 ]
  %2904 = icmp eq i32 %2902, 0
  br i1 %2904, label %3774, label %2905

2905:                                             ; preds = %2901
  %2906 = load i32, ptr %2889, align 8, !tbaa !38
  %2907 = shl i32 %2906, 8
  %2908 = load ptr, ptr %2887, align 8, !tbaa !41
  %2909 = load i8, ptr %2908, align 1, !tbaa !42
  %2910 = zext i8 %2909 to i32
  %2911 = or disjoint i32 %2907, %2910
  store i32 %2911, ptr %2889, align 8, !tbaa !38
  %2912 = add nsw i32 %2903, 8
  store i32 %2912, ptr %2880, align 4, !tbaa !37
  %2913 = getelementptr inbounds i8, ptr %2908, i64 1
  store ptr %2913, ptr %2887, align 8, !tbaa !41
  %2914 = add i32 %2902, -1
  store i32 %2914, ptr %2888, align 8, !tbaa !39
  %2915 = load i32, ptr %2890, align 4, !tbaa !43
  %2916 = add i32 %2915, 1
  store i32 %2916, ptr %2890, align 4, !tbaa !43
  %2917 = icmp eq i32 %2916, 0
  br i1 %2917, label %2918, label %2921

2918:                                             ; preds = %2905
  %2919 = load i32, ptr %2891, align 8, !tbaa !44
  %2920 = add i32 %2919, 1
  store i32 %2920, ptr %2891, align 8, !tbaa !44
  br label %2921

2921:                                             ; preds = %2918, %2905
  %2922 = icmp slt i32 %2912, %2864
  br i1 %2922, label %2901, label %2893

2923:                                             ; preds = %2993, %2893
  %2924 = phi i32 [ %2996, %2993 ], [ %2896, %2893 ]
  %2925 = phi ptr [ %2958, %2993 ], [ %2857, %2893 ]
  %2926 = phi ptr [ %2959, %2993 ], [ %2858, %2893 ]
  %2927 = phi ptr [ %2960, %2993 ], [ %2859, %2893 ]
  %2928 = phi i32 [ %2961, %2993 ], [ %2860, %2893 ]
  %2929 = phi i32 [ %2962, %2993 ], [ %2861, %2893 ]
  %2930 = phi i32 [ %2998, %2993 ], [ %2862, %2893 ]
  %2931 = phi i32 [ %3000, %2993 ], [ %2900, %2893 ]
  %2932 = phi i32 [ %2965, %2993 ], [ %2864, %2893 ]
  %2933 = phi i32 [ %2966, %2993 ], [ %2865, %2893 ]
  %2934 = phi i32 [ %2967, %2993 ], [ %2866, %2893 ]
  %2935 = phi i32 [ %2968, %2993 ], [ %2867, %2893 ]
  %2936 = phi i32 [ %2969, %2993 ], [ %2868, %2893 ]
  %2937 = phi i32 [ %2970, %2993 ], [ %2869, %2893 ]
  %2938 = phi i32 [ %2971, %2993 ], [ %2870, %2893 ]
  %2939 = phi i32 [ %2972, %2993 ], [ %2871, %2893 ]
  %2940 = phi i32 [ %2973, %2993 ], [ %2872, %2893 ]
  %2941 = phi i32 [ %2974, %2993 ], [ %2873, %2893 ]
  %2942 = phi i32 [ %2975, %2993 ], [ %2874, %2893 ]
  %2943 = phi i32 [ %2976, %2993 ], [ %2875, %2893 ]
  %2944 = phi i32 [ %2977, %2993 ], [ %2876, %2893 ]
  %2945 = phi i32 [ %2978, %2993 ], [ %2877, %2893 ]
  %2946 = phi i32 [ %2979, %2993 ], [ %2878, %2893 ]
  %2947 = phi i32 [ %2980, %2993 ], [ %2879, %2893 ]
  %2948 = icmp sgt i32 %2932, 20
  br i1 %2948, label %3774, label %2949

2949:                                             ; preds = %2923
  %2950 = sext i32 %2932 to i64
  %2951 = getelementptr inbounds i32, ptr %2927, i64 %2950
  %2952 = load i32, ptr %2951, align 4, !tbaa !79
  %2953 = icmp sgt i32 %2931, %2952
  br i1 %2953, label %2954, label %3023

2954:                                             ; preds = %2949
  %2955 = add nsw i32 %2932, 1
  br label %2956

2956:                                             ; preds = %142, %2954
  %2957 = phi i32 [ %144, %142 ], [ %2924, %2954 ]
  %2958 = phi ptr [ %58, %142 ], [ %2925, %2954 ]
  %2959 = phi ptr [ %59, %142 ], [ %2926, %2954 ]
  %2960 = phi ptr [ %60, %142 ], [ %2927, %2954 ]
  %2961 = phi i32 [ %61, %142 ], [ %2928, %2954 ]
  %2962 = phi i32 [ %62, %142 ], [ %2929, %2954 ]
  %2963 = phi i32 [ %63, %142 ], [ %2930, %2954 ]
  %2964 = phi i32 [ %64, %142 ], [ %2931, %2954 ]
  %2965 = phi i32 [ %65, %142 ], [ %2955, %2954 ]
  %2966 = phi i32 [ %67, %142 ], [ %2933, %2954 ]
  %2967 = phi i32 [ %68, %142 ], [ %2934, %2954 ]
  %2968 = phi i32 [ %69, %142 ], [ %2935, %2954 ]
  %2969 = phi i32 [ %70, %142 ], [ %2936, %2954 ]
  %2970 = phi i32 [ %71, %142 ], [ %2937, %2954 ]
  %2971 = phi i32 [ %72, %142 ], [ %2938, %2954 ]
  %2972 = phi i32 [ %73, %142 ], [ %2939, %2954 ]
  %2973 = phi i32 [ %74, %142 ], [ %2940, %2954 ]
  %2974 = phi i32 [ %75, %142 ], [ %2941, %2954 ]
  %2975 = phi i32 [ %76, %142 ], [ %2942, %2954 ]
  %2976 = phi i32 [ %77, %142 ], [ %2943, %2954 ]
  %2977 = phi i32 [ %78, %142 ], [ %2944, %2954 ]
  %2978 = phi i32 [ %79, %142 ], [ %2945, %2954 ]
  %2979 = phi i32 [ %80, %142 ], [ %2946, %2954 ]
  %2980 = phi i32 [ %81, %142 ], [ %2947, %2954 ]
  store i32 41, ptr %4, align 8, !tbaa !12
  %2981 = getelementptr inbounds i8, ptr %0, i64 36
  %2982 = icmp sgt i32 %2957, 0
  br i1 %2982, label %2983, label %2986

2983:                                             ; preds = %2956
  %2984 = getelementptr inbounds i8, ptr %0, i64 32
  %2985 = load i32, ptr %2984, align 8, !tbaa !38
  br label %2993

2986:                                             ; preds = %2956
  %2987 = load ptr, ptr %0, align 8, !tbaa !6
  %2988 = getelementptr inbounds i8, ptr %2987, i64 8
  %2989 = getelementptr inbounds i8, ptr %0, i64 32
  %2990 = getelementptr inbounds i8, ptr %2987, i64 12
  %2991 = getelementptr inbounds i8, ptr %2987, i64 16
  %2992 = load i32, ptr %2988, align 8, !tbaa !39
  br label %3001

2993:                                             ; preds = %3021, %2983
  %2994 = phi i32 [ %2985, %2983 ], [ %3011, %3021 ]
  %2995 = phi i32 [ %2957, %2983 ], [ %3012, %3021 ]
  %2996 = add nsw i32 %2995, -1
  %2997 = lshr i32 %2994, %2996
  %2998 = and i32 %2997, 1
  store i32 %2996, ptr %2981, align 4, !tbaa !37
  %2999 = shl i32 %2964, 1
  %3000 = or disjoint i32 %2998, %2999
  br label %2923

3001:                                             ; preds = %2986, %3021
  %3002 = phi i32 [ %2992, %2986 ], [ %3014, %3021 ]
  %3003 = phi i32 [ %2957, %2986 ], [ %3012, %3021 ]
  %3004 = icmp eq i32 %3002, 0
  br i1 %3004, label %3774, label %3005

3005:                                             ; preds = %3001
  %3006 = load i32, ptr %2989, align 8, !tbaa !38
  %3007 = shl i32 %3006, 8
  %3008 = load ptr, ptr %2987, align 8, !tbaa !41
  %3009 = load i8, ptr %3008, align 1, !tbaa !42
  %3010 = zext i8 %3009 to i32
  %3011 = or disjoint i32 %3007, %3010
  store i32 %3011, ptr %2989, align 8, !tbaa !38
  %3012 = add nsw i32 %3003, 8
  store i32 %3012, ptr %2981, align 4, !tbaa !37
  %3013 = getelementptr inbounds i8, ptr %3008, i64 1
  store ptr %3013, ptr %2987, align 8, !tbaa !41
  %3014 = add i32 %3002, -1
  store i32 %3014, ptr %2988, align 8, !tbaa !39
  %3015 = load i32, ptr %2990, align 4, !tbaa !43
  %3016 = add i32 %3015, 1
  store i32 %3016, ptr %2990, align 4, !tbaa !43
  %3017 = icmp eq i32 %3016, 0
  br i1 %3017, label %3018, label %3021

3018:                                             ; preds = %3005
  %3019 = load i32, ptr %2991, align 8, !tbaa !44
  %3020 = add i32 %3019, 1
  store i32 %3020, ptr %2991, align 8, !tbaa !44
  br label %3021

3021:                                             ; preds = %3018, %3005
  %3022 = icmp sgt i32 %3003, -8
  br i1 %3022, label %2993, label %3001

3023:                                             ; preds = %2949
  %3024 = getelementptr inbounds i32, ptr %2926, i64 %2950
  %3025 = load i32, ptr %3024, align 4, !tbaa !79
  %3026 = sub nsw i32 %2931, %3025
  %3027 = icmp ugt i32 %3026, 257
  br i1 %3027, label %3774, label %3028

3028:                                             ; preds = %3023
  %3029 = zext nneg i32 %3026 to i64
  %3030 = getelementptr inbounds i32, ptr %2925, i64 %3029
  %3031 = load i32, ptr %3030, align 4, !tbaa !79
  br label %2109

3032:                                             ; preds = %2109
  %3033 = getelementptr inbounds i8, ptr %0, i64 56
  %3034 = load i32, ptr %3033, align 8, !tbaa !57
  %3035 = icmp sgt i32 %3034, -1
  %3036 = icmp slt i32 %3034, %2121
  %3037 = select i1 %3035, i1 %3036, i1 false
  br i1 %3037, label %3038, label %3774

3038:                                             ; preds = %3032
  %3039 = getelementptr inbounds i8, ptr %0, i64 68
  br label %3040

3040:                                             ; preds = %3038, %3047
  %3041 = phi i64 [ 0, %3038 ], [ %3048, %3047 ]
  %3042 = getelementptr inbounds [256 x i32], ptr %3039, i64 0, i64 %3041
  %3043 = load i32, ptr %3042, align 4, !tbaa !79
  %3044 = icmp slt i32 %3043, 0
  %3045 = icmp sgt i32 %3043, %2121
  %3046 = select i1 %3044, i1 true, i1 %3045
  br i1 %3046, label %3772, label %3047

3047:                                             ; preds = %3040
  %3048 = add nuw nsw i64 %3041, 1
  %3049 = icmp eq i64 %3048, 256
  br i1 %3049, label %3050, label %3040, !llvm.loop !96

3050:                                             ; preds = %3047
  %3051 = getelementptr inbounds i8, ptr %0, i64 1096
  store i32 0, ptr %3051, align 8, !tbaa !79
  br label %3052

3052:                                             ; preds = %3052, %3050
  %3053 = phi i64 [ 0, %3050 ], [ %3061, %3052 ]
  %3054 = or disjoint i64 %3053, 1
  %3055 = getelementptr inbounds [256 x i32], ptr %3039, i64 0, i64 %3053
  %3056 = getelementptr inbounds i8, ptr %3055, i64 16
  %3057 = load <4 x i32>, ptr %3055, align 4, !tbaa !79
  %3058 = load <4 x i32>, ptr %3056, align 4, !tbaa !79
  %3059 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3054
  %3060 = getelementptr inbounds i8, ptr %3059, i64 16
  store <4 x i32> %3057, ptr %3059, align 4, !tbaa !79
  store <4 x i32> %3058, ptr %3060, align 4, !tbaa !79
  %3061 = add nuw i64 %3053, 8
  %3062 = icmp eq i64 %3061, 256
  br i1 %3062, label %3063, label %3052, !llvm.loop !97

3063:                                             ; preds = %3052, %3063
  %3064 = phi i32 [ %3068, %3063 ], [ 0, %3052 ]
  %3065 = phi i64 [ %3069, %3063 ], [ 1, %3052 ]
  %3066 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3065
  %3067 = load i32, ptr %3066, align 4, !tbaa !79
  %3068 = add nsw i32 %3067, %3064
  store i32 %3068, ptr %3066, align 4, !tbaa !79
  %3069 = add nuw nsw i64 %3065, 1
  %3070 = icmp eq i64 %3069, 257
  br i1 %3070, label %3071, label %3063, !llvm.loop !98

3071:                                             ; preds = %3063, %3078
  %3072 = phi i64 [ %3079, %3078 ], [ 0, %3063 ]
  %3073 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3072
  %3074 = load i32, ptr %3073, align 4, !tbaa !79
  %3075 = icmp slt i32 %3074, 0
  %3076 = icmp sgt i32 %3074, %2121
  %3077 = select i1 %3075, i1 true, i1 %3076
  br i1 %3077, label %3770, label %3078

3078:                                             ; preds = %3071
  %3079 = add nuw nsw i64 %3072, 1
  %3080 = icmp eq i64 %3079, 257
  br i1 %3080, label %3081, label %3071, !llvm.loop !99

3081:                                             ; preds = %3078, %3087
  %3082 = phi i32 [ %3085, %3087 ], [ 0, %3078 ]
  %3083 = phi i64 [ %3088, %3087 ], [ 1, %3078 ]
  %3084 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3083
  %3085 = load i32, ptr %3084, align 4, !tbaa !79
  %3086 = icmp sgt i32 %3082, %3085
  br i1 %3086, label %3768, label %3087

3087:                                             ; preds = %3081
  %3088 = add nuw nsw i64 %3083, 1
  %3089 = icmp eq i64 %3088, 257
  br i1 %3089, label %3090, label %3081, !llvm.loop !100

3090:                                             ; preds = %3087
  %3091 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %3091, align 8, !tbaa !101
  %3092 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 0, ptr %3092, align 4, !tbaa !102
  %3093 = getelementptr inbounds i8, ptr %0, i64 3184
  store i32 -1, ptr %3093, align 8, !tbaa !103
  store i32 2, ptr %4, align 8, !tbaa !12
  %3094 = getelementptr inbounds i8, ptr %0, i64 52
  %3095 = load i32, ptr %3094, align 4, !tbaa !53
  %3096 = icmp sgt i32 %3095, 1
  br i1 %3096, label %3097, label %3100

3097:                                             ; preds = %3090
  %3098 = load ptr, ptr @stderr, align 8, !tbaa !54
  %3099 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 6, i64 1, ptr %3098) #9
  br label %3100

3100:                                             ; preds = %3097, %3090
  %3101 = getelementptr inbounds i8, ptr %0, i64 44
  %3102 = load i8, ptr %3101, align 4, !tbaa !46
  %3103 = icmp eq i8 %3102, 0
  br i1 %3103, label %3116, label %3104

3104:                                             ; preds = %3100
  %3105 = getelementptr inbounds i8, ptr %0, i64 2124
  br label %3106

3106:                                             ; preds = %3106, %3104
  %3107 = phi i64 [ 0, %3104 ], [ %3114, %3106 ]
  %3108 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3107
  %3109 = getelementptr inbounds i8, ptr %3108, i64 16
  %3110 = load <4 x i32>, ptr %3108, align 4, !tbaa !79
  %3111 = load <4 x i32>, ptr %3109, align 4, !tbaa !79
  %3112 = getelementptr inbounds [257 x i32], ptr %3105, i64 0, i64 %3107
  %3113 = getelementptr inbounds i8, ptr %3112, i64 16
  store <4 x i32> %3110, ptr %3112, align 4, !tbaa !79
  store <4 x i32> %3111, ptr %3113, align 4, !tbaa !79
  %3114 = add nuw i64 %3107, 8
  %3115 = icmp eq i64 %3114, 256
  br i1 %3115, label %3126, label %3106, !llvm.loop !104

3116:                                             ; preds = %3100
  %3117 = icmp sgt i32 %2121, 0
  %3118 = getelementptr inbounds i8, ptr %0, i64 3152
  %3119 = load ptr, ptr %3118, align 8, !tbaa !51
  br i1 %3117, label %3120, label %3323

3120:                                             ; preds = %3116
  %3121 = zext nneg i32 %2121 to i64
  br label %3305

3122:                                             ; preds = %3126
  %3123 = getelementptr inbounds i8, ptr %0, i64 3160
  %3124 = getelementptr inbounds i8, ptr %0, i64 3168
  %3125 = zext nneg i32 %2121 to i64
  br label %3131

3126:                                             ; preds = %3106
  %3127 = getelementptr inbounds i8, ptr %0, i64 2120
  %3128 = load i32, ptr %3127, align 4, !tbaa !79
  %3129 = getelementptr inbounds i8, ptr %0, i64 3148
  store i32 %3128, ptr %3129, align 4, !tbaa !79
  %3130 = icmp sgt i32 %2121, 0
  br i1 %3130, label %3122, label %3165

3131:                                             ; preds = %3122, %3159
  %3132 = phi i64 [ 0, %3122 ], [ %3163, %3159 ]
  %3133 = load ptr, ptr %3123, align 8, !tbaa !49
  %3134 = getelementptr inbounds i16, ptr %3133, i64 %3132
  %3135 = load i16, ptr %3134, align 2, !tbaa !83
  %3136 = and i16 %3135, 255
  %3137 = zext nneg i16 %3136 to i64
  %3138 = getelementptr inbounds [257 x i32], ptr %3105, i64 0, i64 %3137
  %3139 = load i32, ptr %3138, align 4, !tbaa !79
  %3140 = trunc i32 %3139 to i16
  store i16 %3140, ptr %3134, align 2, !tbaa !83
  %3141 = and i64 %3132, 1
  %3142 = icmp eq i64 %3141, 0
  %3143 = load ptr, ptr %3124, align 8, !tbaa !50
  %3144 = lshr i64 %3132, 1
  %3145 = and i64 %3144, 2147483647
  %3146 = getelementptr inbounds i8, ptr %3143, i64 %3145
  %3147 = load i8, ptr %3146, align 1, !tbaa !42
  br i1 %3142, label %3148, label %3153

3148:                                             ; preds = %3131
  %3149 = and i8 %3147, -16
  %3150 = lshr i32 %3139, 16
  %3151 = trunc i32 %3150 to i8
  %3152 = or i8 %3149, %3151
  br label %3159

3153:                                             ; preds = %3131
  %3154 = and i8 %3147, 15
  %3155 = lshr i32 %3139, 12
  %3156 = trunc i32 %3155 to i8
  %3157 = and i8 %3156, -16
  %3158 = or disjoint i8 %3154, %3157
  br label %3159

3159:                                             ; preds = %3153, %3148
  %3160 = phi i8 [ %3158, %3153 ], [ %3152, %3148 ]
  store i8 %3160, ptr %3146, align 1, !tbaa !42
  %3161 = load i32, ptr %3138, align 4, !tbaa !79
  %3162 = add nsw i32 %3161, 1
  store i32 %3162, ptr %3138, align 4, !tbaa !79
  %3163 = add nuw nsw i64 %3132, 1
  %3164 = icmp eq i64 %3163, %3125
  br i1 %3164, label %3165, label %3131, !llvm.loop !105

3165:                                             ; preds = %3159, %3126
  %3166 = load i32, ptr %3033, align 8, !tbaa !57
  %3167 = getelementptr inbounds i8, ptr %0, i64 3160
  %3168 = load ptr, ptr %3167, align 8, !tbaa !49
  %3169 = sext i32 %3166 to i64
  %3170 = getelementptr inbounds i16, ptr %3168, i64 %3169
  %3171 = load i16, ptr %3170, align 2, !tbaa !83
  %3172 = zext i16 %3171 to i32
  %3173 = getelementptr inbounds i8, ptr %0, i64 3168
  %3174 = load ptr, ptr %3173, align 8, !tbaa !50
  %3175 = ashr i32 %3166, 1
  %3176 = sext i32 %3175 to i64
  %3177 = getelementptr inbounds i8, ptr %3174, i64 %3176
  %3178 = load i8, ptr %3177, align 1, !tbaa !42
  %3179 = zext i8 %3178 to i32
  %3180 = shl i32 %3166, 2
  %3181 = and i32 %3180, 4
  %3182 = lshr i32 %3179, %3181
  %3183 = shl nuw nsw i32 %3182, 16
  %3184 = and i32 %3183, 983040
  %3185 = or disjoint i32 %3184, %3172
  br label %3186

3186:                                             ; preds = %3221, %3165
  %3187 = phi i32 [ %3185, %3165 ], [ %3205, %3221 ]
  %3188 = phi i32 [ %3166, %3165 ], [ %3187, %3221 ]
  %3189 = load ptr, ptr %3167, align 8, !tbaa !49
  %3190 = zext nneg i32 %3187 to i64
  %3191 = getelementptr inbounds i16, ptr %3189, i64 %3190
  %3192 = load i16, ptr %3191, align 2, !tbaa !83
  %3193 = zext i16 %3192 to i32
  %3194 = load ptr, ptr %3173, align 8, !tbaa !50
  %3195 = lshr i32 %3187, 1
  %3196 = zext nneg i32 %3195 to i64
  %3197 = getelementptr inbounds i8, ptr %3194, i64 %3196
  %3198 = load i8, ptr %3197, align 1, !tbaa !42
  %3199 = zext i8 %3198 to i32
  %3200 = shl nuw nsw i32 %3187, 2
  %3201 = and i32 %3200, 4
  %3202 = lshr i32 %3199, %3201
  %3203 = shl nuw nsw i32 %3202, 16
  %3204 = and i32 %3203, 983040
  %3205 = or disjoint i32 %3204, %3193
  %3206 = trunc i32 %3188 to i16
  store i16 %3206, ptr %3191, align 2, !tbaa !83
  %3207 = and i32 %3187, 1
  %3208 = icmp eq i32 %3207, 0
  %3209 = load i8, ptr %3197, align 1, !tbaa !42
  br i1 %3208, label %3210, label %3215

3210:                                             ; preds = %3186
  %3211 = and i8 %3209, -16
  %3212 = lshr i32 %3188, 16
  %3213 = trunc i32 %3212 to i8
  %3214 = or i8 %3211, %3213
  br label %3221

3215:                                             ; preds = %3186
  %3216 = and i8 %3209, 15
  %3217 = lshr i32 %3188, 12
  %3218 = trunc i32 %3217 to i8
  %3219 = and i8 %3218, -16
  %3220 = or disjoint i8 %3216, %3219
  br label %3221

3221:                                             ; preds = %3215, %3210
  %3222 = phi i8 [ %3220, %3215 ], [ %3214, %3210 ]
  store i8 %3222, ptr %3197, align 1, !tbaa !42
  %3223 = load i32, ptr %3033, align 8, !tbaa !57
  %3224 = icmp eq i32 %3187, %3223
  br i1 %3224, label %3225, label %3186, !llvm.loop !106

3225:                                             ; preds = %3221
  %3226 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %3187, ptr %3226, align 4, !tbaa !107
  %3227 = getelementptr inbounds i8, ptr %0, i64 1092
  store i32 0, ptr %3227, align 4, !tbaa !108
  %3228 = getelementptr inbounds i8, ptr %0, i64 20
  %3229 = load i8, ptr %3228, align 4, !tbaa !56
  %3230 = icmp eq i8 %3229, 0
  br i1 %3230, label %3277, label %3231

3231:                                             ; preds = %3225
  %3232 = getelementptr inbounds i8, ptr %0, i64 24
  %3233 = getelementptr inbounds i8, ptr %0, i64 28
  store <2 x i32> zeroinitializer, ptr %3232, align 8, !tbaa !79
  %3234 = getelementptr inbounds i8, ptr %0, i64 40
  %3235 = load i32, ptr %3234, align 8, !tbaa !45
  %3236 = mul i32 %3235, 100000
  %3237 = icmp ult i32 %3187, %3236
  br i1 %3237, label %3238, label %3799

3238:                                             ; preds = %3231
  %3239 = tail call i32 @BZ2_indexIntoF(i32 noundef %3187, ptr noundef nonnull %3051) #7
  %3240 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %3239, ptr %3240, align 8, !tbaa !109
  %3241 = load ptr, ptr %3167, align 8, !tbaa !49
  %3242 = load i32, ptr %3226, align 4, !tbaa !107
  %3243 = zext i32 %3242 to i64
  %3244 = getelementptr inbounds i16, ptr %3241, i64 %3243
  %3245 = load i16, ptr %3244, align 2, !tbaa !83
  %3246 = zext i16 %3245 to i32
  %3247 = load ptr, ptr %3173, align 8, !tbaa !50
  %3248 = lshr i32 %3242, 1
  %3249 = zext nneg i32 %3248 to i64
  %3250 = getelementptr inbounds i8, ptr %3247, i64 %3249
  %3251 = load i8, ptr %3250, align 1, !tbaa !42
  %3252 = zext i8 %3251 to i32
  %3253 = shl i32 %3242, 2
  %3254 = and i32 %3253, 4
  %3255 = lshr i32 %3252, %3254
  %3256 = shl nuw nsw i32 %3255, 16
  %3257 = and i32 %3256, 983040
  %3258 = or disjoint i32 %3257, %3246
  store i32 %3258, ptr %3226, align 4, !tbaa !107
  %3259 = load i32, ptr %3227, align 4, !tbaa !108
  %3260 = add nsw i32 %3259, 1
  store i32 %3260, ptr %3227, align 4, !tbaa !108
  %3261 = load i32, ptr %3232, align 8, !tbaa !110
  %3262 = icmp eq i32 %3261, 0
  br i1 %3262, label %3263, label %3271

3263:                                             ; preds = %3238
  %3264 = load i32, ptr %3233, align 4, !tbaa !111
  %3265 = sext i32 %3264 to i64
  %3266 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %3265
  %3267 = load i32, ptr %3266, align 4, !tbaa !79
  %3268 = add nsw i32 %3264, 1
  %3269 = icmp eq i32 %3268, 512
  %3270 = select i1 %3269, i32 0, i32 %3268
  store i32 %3270, ptr %3233, align 4
  br label %3271

3271:                                             ; preds = %3263, %3238
  %3272 = phi i32 [ %3267, %3263 ], [ %3261, %3238 ]
  %3273 = add nsw i32 %3272, -1
  store i32 %3273, ptr %3232, align 8, !tbaa !110
  %3274 = icmp eq i32 %3273, 1
  %3275 = zext i1 %3274 to i32
  %3276 = xor i32 %3239, %3275
  store i32 %3276, ptr %3240, align 8, !tbaa !109
  br label %3774

3277:                                             ; preds = %3225
  %3278 = getelementptr inbounds i8, ptr %0, i64 40
  %3279 = load i32, ptr %3278, align 8, !tbaa !45
  %3280 = mul i32 %3279, 100000
  %3281 = icmp ult i32 %3187, %3280
  br i1 %3281, label %3282, label %3799

3282:                                             ; preds = %3277
  %3283 = tail call i32 @BZ2_indexIntoF(i32 noundef %3187, ptr noundef nonnull %3051) #7
  %3284 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %3283, ptr %3284, align 8, !tbaa !109
  %3285 = load ptr, ptr %3167, align 8, !tbaa !49
  %3286 = load i32, ptr %3226, align 4, !tbaa !107
  %3287 = zext i32 %3286 to i64
  %3288 = getelementptr inbounds i16, ptr %3285, i64 %3287
  %3289 = load i16, ptr %3288, align 2, !tbaa !83
  %3290 = zext i16 %3289 to i32
  %3291 = load ptr, ptr %3173, align 8, !tbaa !50
  %3292 = lshr i32 %3286, 1
  %3293 = zext nneg i32 %3292 to i64
  %3294 = getelementptr inbounds i8, ptr %3291, i64 %3293
  %3295 = load i8, ptr %3294, align 1, !tbaa !42
  %3296 = zext i8 %3295 to i32
  %3297 = shl i32 %3286, 2
  %3298 = and i32 %3297, 4
  %3299 = lshr i32 %3296, %3298
  %3300 = shl nuw nsw i32 %3299, 16
  %3301 = and i32 %3300, 983040
  %3302 = or disjoint i32 %3301, %3290
  store i32 %3302, ptr %3226, align 4, !tbaa !107
  %3303 = load i32, ptr %3227, align 4, !tbaa !108
  %3304 = add nsw i32 %3303, 1
  store i32 %3304, ptr %3227, align 4, !tbaa !108
  br label %3774

3305:                                             ; preds = %3120, %3305
  %3306 = phi i64 [ 0, %3120 ], [ %3321, %3305 ]
  %3307 = getelementptr inbounds i32, ptr %3119, i64 %3306
  %3308 = load i32, ptr %3307, align 4, !tbaa !79
  %3309 = trunc nuw nsw i64 %3306 to i32
  %3310 = shl i32 %3309, 8
  %3311 = and i32 %3308, 255
  %3312 = zext nneg i32 %3311 to i64
  %3313 = getelementptr inbounds [257 x i32], ptr %3051, i64 0, i64 %3312
  %3314 = load i32, ptr %3313, align 4, !tbaa !79
  %3315 = sext i32 %3314 to i64
  %3316 = getelementptr inbounds i32, ptr %3119, i64 %3315
  %3317 = load i32, ptr %3316, align 4, !tbaa !79
  %3318 = or i32 %3317, %3310
  store i32 %3318, ptr %3316, align 4, !tbaa !79
  %3319 = load i32, ptr %3313, align 4, !tbaa !79
  %3320 = add nsw i32 %3319, 1
  store i32 %3320, ptr %3313, align 4, !tbaa !79
  %3321 = add nuw nsw i64 %3306, 1
  %3322 = icmp eq i64 %3321, %3121
  br i1 %3322, label %3323, label %3305, !llvm.loop !112

3323:                                             ; preds = %3305, %3116
  %3324 = phi i32 [ 0, %3116 ], [ %2121, %3305 ]
  %3325 = load i32, ptr %3033, align 8, !tbaa !57
  %3326 = sext i32 %3325 to i64
  %3327 = getelementptr inbounds i32, ptr %3119, i64 %3326
  %3328 = load i32, ptr %3327, align 4, !tbaa !79
  %3329 = lshr i32 %3328, 8
  %3330 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %3329, ptr %3330, align 4, !tbaa !107
  %3331 = getelementptr inbounds i8, ptr %0, i64 1092
  store i32 0, ptr %3331, align 4, !tbaa !108
  %3332 = getelementptr inbounds i8, ptr %0, i64 20
  %3333 = load i8, ptr %3332, align 4, !tbaa !56
  %3334 = icmp eq i8 %3333, 0
  br i1 %3334, label %3354, label %3335

3335:                                             ; preds = %3323
  %3336 = getelementptr inbounds i8, ptr %0, i64 24
  store <2 x i32> zeroinitializer, ptr %3336, align 8, !tbaa !79
  %3337 = getelementptr inbounds i8, ptr %0, i64 40
  %3338 = load i32, ptr %3337, align 8, !tbaa !45
  %3339 = mul i32 %3338, 100000
  %3340 = icmp ult i32 %3329, %3339
  br i1 %3340, label %3341, label %3799

3341:                                             ; preds = %3335
  %3342 = getelementptr inbounds i8, ptr %0, i64 28
  %3343 = zext nneg i32 %3329 to i64
  %3344 = getelementptr inbounds i32, ptr %3119, i64 %3343
  %3345 = load i32, ptr %3344, align 4, !tbaa !79
  %3346 = and i32 %3345, 255
  %3347 = getelementptr inbounds i8, ptr %0, i64 64
  %3348 = lshr i32 %3345, 8
  store i32 %3348, ptr %3330, align 4, !tbaa !107
  store i32 1, ptr %3331, align 4, !tbaa !108
  %3349 = load i32, ptr @BZ2_rNums, align 4, !tbaa !79
  store i32 1, ptr %3342, align 4
  %3350 = add nsw i32 %3349, -1
  store i32 %3350, ptr %3336, align 8, !tbaa !110
  %3351 = icmp eq i32 %3350, 1
  %3352 = zext i1 %3351 to i32
  %3353 = xor i32 %3346, %3352
  store i32 %3353, ptr %3347, align 8, !tbaa !109
  br label %3774

3354:                                             ; preds = %3323
  %3355 = getelementptr inbounds i8, ptr %0, i64 40
  %3356 = load i32, ptr %3355, align 8, !tbaa !45
  %3357 = mul i32 %3356, 100000
  %3358 = icmp ult i32 %3329, %3357
  br i1 %3358, label %3359, label %3799

3359:                                             ; preds = %3354
  %3360 = zext nneg i32 %3329 to i64
  %3361 = getelementptr inbounds i32, ptr %3119, i64 %3360
  %3362 = load i32, ptr %3361, align 4, !tbaa !79
  %3363 = and i32 %3362, 255
  %3364 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %3363, ptr %3364, align 8, !tbaa !109
  %3365 = lshr i32 %3362, 8
  store i32 %3365, ptr %3330, align 4, !tbaa !107
  store i32 1, ptr %3331, align 4, !tbaa !108
  br label %3774

3366:                                             ; preds = %130, %406
  %3367 = phi i32 [ %132, %130 ], [ %409, %406 ]
  store i32 42, ptr %4, align 8, !tbaa !12
  %3368 = getelementptr inbounds i8, ptr %0, i64 36
  %3369 = icmp sgt i32 %3367, 7
  br i1 %3369, label %3370, label %3373

3370:                                             ; preds = %3366
  %3371 = getelementptr inbounds i8, ptr %0, i64 32
  %3372 = load i32, ptr %3371, align 8, !tbaa !38
  br label %3380

3373:                                             ; preds = %3366
  %3374 = load ptr, ptr %0, align 8, !tbaa !6
  %3375 = getelementptr inbounds i8, ptr %3374, i64 8
  %3376 = getelementptr inbounds i8, ptr %0, i64 32
  %3377 = getelementptr inbounds i8, ptr %3374, i64 12
  %3378 = getelementptr inbounds i8, ptr %3374, i64 16
  %3379 = load i32, ptr %3375, align 8, !tbaa !39
  br label %3387

3380:                                             ; preds = %3407, %3370
  %3381 = phi i32 [ %3372, %3370 ], [ %3397, %3407 ]
  %3382 = phi i32 [ %3367, %3370 ], [ %3398, %3407 ]
  %3383 = add nsw i32 %3382, -8
  %3384 = lshr i32 %3381, %3383
  store i32 %3383, ptr %3368, align 4, !tbaa !37
  %3385 = and i32 %3384, 255
  %3386 = icmp eq i32 %3385, 114
  br i1 %3386, label %3409, label %3774

3387:                                             ; preds = %3373, %3407
  %3388 = phi i32 [ %3379, %3373 ], [ %3400, %3407 ]
  %3389 = phi i32 [ %3367, %3373 ], [ %3398, %3407 ]
  %3390 = icmp eq i32 %3388, 0
  br i1 %3390, label %3774, label %3391

3391:                                             ; preds = %3387
  %3392 = load i32, ptr %3376, align 8, !tbaa !38
  %3393 = shl i32 %3392, 8
  %3394 = load ptr, ptr %3374, align 8, !tbaa !41
  %3395 = load i8, ptr %3394, align 1, !tbaa !42
  %3396 = zext i8 %3395 to i32
  %3397 = or disjoint i32 %3393, %3396
  store i32 %3397, ptr %3376, align 8, !tbaa !38
  %3398 = add nsw i32 %3389, 8
  store i32 %3398, ptr %3368, align 4, !tbaa !37
  %3399 = getelementptr inbounds i8, ptr %3394, i64 1
  store ptr %3399, ptr %3374, align 8, !tbaa !41
  %3400 = add i32 %3388, -1
  store i32 %3400, ptr %3375, align 8, !tbaa !39
  %3401 = load i32, ptr %3377, align 4, !tbaa !43
  %3402 = add i32 %3401, 1
  store i32 %3402, ptr %3377, align 4, !tbaa !43
  %3403 = icmp eq i32 %3402, 0
  br i1 %3403, label %3404, label %3407

3404:                                             ; preds = %3391
  %3405 = load i32, ptr %3378, align 8, !tbaa !44
  %3406 = add i32 %3405, 1
  store i32 %3406, ptr %3378, align 8, !tbaa !44
  br label %3407

3407:                                             ; preds = %3404, %3391
  %3408 = icmp sgt i32 %3389, -1
  br i1 %3408, label %3380, label %3387

3409:                                             ; preds = %127, %3380
  %3410 = phi i32 [ %129, %127 ], [ %3383, %3380 ]
  store i32 43, ptr %4, align 8, !tbaa !12
  %3411 = getelementptr inbounds i8, ptr %0, i64 36
  %3412 = icmp sgt i32 %3410, 7
  br i1 %3412, label %3413, label %3416

3413:                                             ; preds = %3409
  %3414 = getelementptr inbounds i8, ptr %0, i64 32
  %3415 = load i32, ptr %3414, align 8, !tbaa !38
  br label %3423

3416:                                             ; preds = %3409
  %3417 = load ptr, ptr %0, align 8, !tbaa !6
  %3418 = getelementptr inbounds i8, ptr %3417, i64 8
  %3419 = getelementptr inbounds i8, ptr %0, i64 32
  %3420 = getelementptr inbounds i8, ptr %3417, i64 12
  %3421 = getelementptr inbounds i8, ptr %3417, i64 16
  %3422 = load i32, ptr %3418, align 8, !tbaa !39
  br label %3430

3423:                                             ; preds = %3450, %3413
  %3424 = phi i32 [ %3415, %3413 ], [ %3440, %3450 ]
  %3425 = phi i32 [ %3410, %3413 ], [ %3441, %3450 ]
  %3426 = add nsw i32 %3425, -8
  %3427 = lshr i32 %3424, %3426
  store i32 %3426, ptr %3411, align 4, !tbaa !37
  %3428 = and i32 %3427, 255
  %3429 = icmp eq i32 %3428, 69
  br i1 %3429, label %3452, label %3774

3430:                                             ; preds = %3416, %3450
  %3431 = phi i32 [ %3422, %3416 ], [ %3443, %3450 ]
  %3432 = phi i32 [ %3410, %3416 ], [ %3441, %3450 ]
  %3433 = icmp eq i32 %3431, 0
  br i1 %3433, label %3774, label %3434

3434:                                             ; preds = %3430
  %3435 = load i32, ptr %3419, align 8, !tbaa !38
  %3436 = shl i32 %3435, 8
  %3437 = load ptr, ptr %3417, align 8, !tbaa !41
  %3438 = load i8, ptr %3437, align 1, !tbaa !42
  %3439 = zext i8 %3438 to i32
  %3440 = or disjoint i32 %3436, %3439
  store i32 %3440, ptr %3419, align 8, !tbaa !38
  %3441 = add nsw i32 %3432, 8
  store i32 %3441, ptr %3411, align 4, !tbaa !37
  %3442 = getelementptr inbounds i8, ptr %3437, i64 1
  store ptr %3442, ptr %3417, align 8, !tbaa !41
  %3443 = add i32 %3431, -1
  store i32 %3443, ptr %3418, align 8, !tbaa !39
  %3444 = load i32, ptr %3420, align 4, !tbaa !43
  %3445 = add i32 %3444, 1
  store i32 %3445, ptr %3420, align 4, !tbaa !43
  %3446 = icmp eq i32 %3445, 0
  br i1 %3446, label %3447, label %3450

3447:                                             ; preds = %3434
  %3448 = load i32, ptr %3421, align 8, !tbaa !44
  %3449 = add i32 %3448, 1
  store i32 %3449, ptr %3421, align 8, !tbaa !44
  br label %3450

3450:                                             ; preds = %3447, %3434
  %3451 = icmp sgt i32 %3432, -1
  br i1 %3451, label %3423, label %3430

3452:                                             ; preds = %124, %3423
  %3453 = phi i32 [ %126, %124 ], [ %3426, %3423 ]
  store i32 44, ptr %4, align 8, !tbaa !12
  %3454 = getelementptr inbounds i8, ptr %0, i64 36
  %3455 = icmp sgt i32 %3453, 7
  br i1 %3455, label %3456, label %3459

3456:                                             ; preds = %3452
  %3457 = getelementptr inbounds i8, ptr %0, i64 32
  %3458 = load i32, ptr %3457, align 8, !tbaa !38
  br label %3466

3459:                                             ; preds = %3452
  %3460 = load ptr, ptr %0, align 8, !tbaa !6
  %3461 = getelementptr inbounds i8, ptr %3460, i64 8
  %3462 = getelementptr inbounds i8, ptr %0, i64 32
  %3463 = getelementptr inbounds i8, ptr %3460, i64 12
  %3464 = getelementptr inbounds i8, ptr %3460, i64 16
  %3465 = load i32, ptr %3461, align 8, !tbaa !39
  br label %3473

3466:                                             ; preds = %3493, %3456
  %3467 = phi i32 [ %3458, %3456 ], [ %3483, %3493 ]
  %3468 = phi i32 [ %3453, %3456 ], [ %3484, %3493 ]
  %3469 = add nsw i32 %3468, -8
  %3470 = lshr i32 %3467, %3469
  store i32 %3469, ptr %3454, align 4, !tbaa !37
  %3471 = and i32 %3470, 255
  %3472 = icmp eq i32 %3471, 56
  br i1 %3472, label %3495, label %3774

3473:                                             ; preds = %3459, %3493
  %3474 = phi i32 [ %3465, %3459 ], [ %3486, %3493 ]
  %3475 = phi i32 [ %3453, %3459 ], [ %3484, %3493 ]
  %3476 = icmp eq i32 %3474, 0
  br i1 %3476, label %3774, label %3477

3477:                                             ; preds = %3473
  %3478 = load i32, ptr %3462, align 8, !tbaa !38
  %3479 = shl i32 %3478, 8
  %3480 = load ptr, ptr %3460, align 8, !tbaa !41
  %3481 = load i8, ptr %3480, align 1, !tbaa !42
  %3482 = zext i8 %3481 to i32
  %3483 = or disjoint i32 %3479, %3482
  store i32 %3483, ptr %3462, align 8, !tbaa !38
  %3484 = add nsw i32 %3475, 8
  store i32 %3484, ptr %3454, align 4, !tbaa !37
  %3485 = getelementptr inbounds i8, ptr %3480, i64 1
  store ptr %3485, ptr %3460, align 8, !tbaa !41
  %3486 = add i32 %3474, -1
  store i32 %3486, ptr %3461, align 8, !tbaa !39
  %3487 = load i32, ptr %3463, align 4, !tbaa !43
  %3488 = add i32 %3487, 1
  store i32 %3488, ptr %3463, align 4, !tbaa !43
  %3489 = icmp eq i32 %3488, 0
  br i1 %3489, label %3490, label %3493

3490:                                             ; preds = %3477
  %3491 = load i32, ptr %3464, align 8, !tbaa !44
  %3492 = add i32 %3491, 1
  store i32 %3492, ptr %3464, align 8, !tbaa !44
  br label %3493

3493:                                             ; preds = %3490, %3477
  %3494 = icmp sgt i32 %3475, -1
  br i1 %3494, label %3466, label %3473

3495:                                             ; preds = %121, %3466
  %3496 = phi i32 [ %123, %121 ], [ %3469, %3466 ]
  store i32 45, ptr %4, align 8, !tbaa !12
  %3497 = getelementptr inbounds i8, ptr %0, i64 36
  %3498 = icmp sgt i32 %3496, 7
  br i1 %3498, label %3499, label %3503

3499:                                             ; preds = %3495
  %3500 = getelementptr inbounds i8, ptr %0, i64 32
  %3501 = load i32, ptr %3500, align 8, !tbaa !38
  %3502 = add nsw i32 %3496, -8
  br label %3510

3503:                                             ; preds = %3495
  %3504 = load ptr, ptr %0, align 8, !tbaa !6
  %3505 = getelementptr inbounds i8, ptr %3504, i64 8
  %3506 = getelementptr inbounds i8, ptr %0, i64 32
  %3507 = getelementptr inbounds i8, ptr %3504, i64 12
  %3508 = getelementptr inbounds i8, ptr %3504, i64 16
  %3509 = load i32, ptr %3505, align 8, !tbaa !39
  br label %3516

3510:                                             ; preds = %3536, %3499
  %3511 = phi i32 [ %3501, %3499 ], [ %3526, %3536 ]
  %3512 = phi i32 [ %3502, %3499 ], [ %3518, %3536 ]
  %3513 = lshr i32 %3511, %3512
  store i32 %3512, ptr %3497, align 4, !tbaa !37
  %3514 = and i32 %3513, 255
  %3515 = icmp eq i32 %3514, 80
  br i1 %3515, label %3538, label %3774

3516:                                             ; preds = %3503, %3536
  %3517 = phi i32 [ %3509, %3503 ], [ %3529, %3536 ]
  %3518 = phi i32 [ %3496, %3503 ], [ %3527, %3536 ]
  %3519 = icmp eq i32 %3517, 0
  br i1 %3519, label %3774, label %3520

3520:                                             ; preds = %3516
  %3521 = load i32, ptr %3506, align 8, !tbaa !38
  %3522 = shl i32 %3521, 8
  %3523 = load ptr, ptr %3504, align 8, !tbaa !41
  %3524 = load i8, ptr %3523, align 1, !tbaa !42
  %3525 = zext i8 %3524 to i32
  %3526 = or disjoint i32 %3522, %3525
  store i32 %3526, ptr %3506, align 8, !tbaa !38
  %3527 = add nsw i32 %3518, 8
  store i32 %3527, ptr %3497, align 4, !tbaa !37
  %3528 = getelementptr inbounds i8, ptr %3523, i64 1
  store ptr %3528, ptr %3504, align 8, !tbaa !41
  %3529 = add i32 %3517, -1
  store i32 %3529, ptr %3505, align 8, !tbaa !39
  %3530 = load i32, ptr %3507, align 4, !tbaa !43
  %3531 = add i32 %3530, 1
  store i32 %3531, ptr %3507, align 4, !tbaa !43
  %3532 = icmp eq i32 %3531, 0
  br i1 %3532, label %3533, label %3536

3533:                                             ; preds = %3520
  %3534 = load i32, ptr %3508, align 8, !tbaa !44
  %3535 = add i32 %3534, 1
  store i32 %3535, ptr %3508, align 8, !tbaa !44
  br label %3536

3536:                                             ; preds = %3533, %3520
  %3537 = icmp sgt i32 %3518, -1
  br i1 %3537, label %3510, label %3516

3538:                                             ; preds = %118, %3510
  %3539 = phi i32 [ %120, %118 ], [ %3512, %3510 ]
  store i32 46, ptr %4, align 8, !tbaa !12
  %3540 = getelementptr inbounds i8, ptr %0, i64 36
  %3541 = icmp sgt i32 %3539, 7
  br i1 %3541, label %3542, label %3546

3542:                                             ; preds = %3538
  %3543 = getelementptr inbounds i8, ptr %0, i64 32
  %3544 = load i32, ptr %3543, align 8, !tbaa !38
  %3545 = add nsw i32 %3539, -8
  br label %3553

3546:                                             ; preds = %3538
  %3547 = load ptr, ptr %0, align 8, !tbaa !6
  %3548 = getelementptr inbounds i8, ptr %3547, i64 8
  %3549 = getelementptr inbounds i8, ptr %0, i64 32
  %3550 = getelementptr inbounds i8, ptr %3547, i64 12
  %3551 = getelementptr inbounds i8, ptr %3547, i64 16
  %3552 = load i32, ptr %3548, align 8, !tbaa !39
  br label %3559

3553:                                             ; preds = %3579, %3542
  %3554 = phi i32 [ %3544, %3542 ], [ %3569, %3579 ]
  %3555 = phi i32 [ %3545, %3542 ], [ %3561, %3579 ]
  %3556 = lshr i32 %3554, %3555
  store i32 %3555, ptr %3540, align 4, !tbaa !37
  %3557 = and i32 %3556, 255
  %3558 = icmp eq i32 %3557, 144
  br i1 %3558, label %3581, label %3774

3559:                                             ; preds = %3546, %3579
  %3560 = phi i32 [ %3552, %3546 ], [ %3572, %3579 ]
  %3561 = phi i32 [ %3539, %3546 ], [ %3570, %3579 ]
  %3562 = icmp eq i32 %3560, 0
  br i1 %3562, label %3774, label %3563

3563:                                             ; preds = %3559
  %3564 = load i32, ptr %3549, align 8, !tbaa !38
  %3565 = shl i32 %3564, 8
  %3566 = load ptr, ptr %3547, align 8, !tbaa !41
  %3567 = load i8, ptr %3566, align 1, !tbaa !42
  %3568 = zext i8 %3567 to i32
  %3569 = or disjoint i32 %3565, %3568
  store i32 %3569, ptr %3549, align 8, !tbaa !38
  %3570 = add nsw i32 %3561, 8
  store i32 %3570, ptr %3540, align 4, !tbaa !37
  %3571 = getelementptr inbounds i8, ptr %3566, i64 1
  store ptr %3571, ptr %3547, align 8, !tbaa !41
  %3572 = add i32 %3560, -1
  store i32 %3572, ptr %3548, align 8, !tbaa !39
  %3573 = load i32, ptr %3550, align 4, !tbaa !43
  %3574 = add i32 %3573, 1
  store i32 %3574, ptr %3550, align 4, !tbaa !43
  %3575 = icmp eq i32 %3574, 0
  br i1 %3575, label %3576, label %3579

3576:                                             ; preds = %3563
  %3577 = load i32, ptr %3551, align 8, !tbaa !44
  %3578 = add i32 %3577, 1
  store i32 %3578, ptr %3551, align 8, !tbaa !44
  br label %3579

3579:                                             ; preds = %3576, %3563
  %3580 = icmp sgt i32 %3561, -1
  br i1 %3580, label %3553, label %3559

3581:                                             ; preds = %3553
  %3582 = getelementptr inbounds i8, ptr %0, i64 3180
  store i32 0, ptr %3582, align 4, !tbaa !113
  br label %3583

3583:                                             ; preds = %115, %3581
  %3584 = phi i32 [ %117, %115 ], [ %3555, %3581 ]
  store i32 47, ptr %4, align 8, !tbaa !12
  %3585 = getelementptr inbounds i8, ptr %0, i64 36
  %3586 = icmp sgt i32 %3584, 7
  br i1 %3586, label %3587, label %3591

3587:                                             ; preds = %3583
  %3588 = getelementptr inbounds i8, ptr %0, i64 32
  %3589 = load i32, ptr %3588, align 8, !tbaa !38
  %3590 = add nsw i32 %3584, -8
  br label %3598

3591:                                             ; preds = %3583
  %3592 = load ptr, ptr %0, align 8, !tbaa !6
  %3593 = getelementptr inbounds i8, ptr %3592, i64 8
  %3594 = getelementptr inbounds i8, ptr %0, i64 32
  %3595 = getelementptr inbounds i8, ptr %3592, i64 12
  %3596 = getelementptr inbounds i8, ptr %3592, i64 16
  %3597 = load i32, ptr %3593, align 8, !tbaa !39
  br label %3607

3598:                                             ; preds = %3627, %3587
  %3599 = phi i32 [ %3589, %3587 ], [ %3617, %3627 ]
  %3600 = phi i32 [ %3590, %3587 ], [ %3609, %3627 ]
  %3601 = lshr i32 %3599, %3600
  store i32 %3600, ptr %3585, align 4, !tbaa !37
  %3602 = getelementptr inbounds i8, ptr %0, i64 3180
  %3603 = load i32, ptr %3602, align 4, !tbaa !113
  %3604 = shl i32 %3603, 8
  %3605 = and i32 %3601, 255
  %3606 = or disjoint i32 %3604, %3605
  store i32 %3606, ptr %3602, align 4, !tbaa !113
  br label %3629

3607:                                             ; preds = %3591, %3627
  %3608 = phi i32 [ %3597, %3591 ], [ %3620, %3627 ]
  %3609 = phi i32 [ %3584, %3591 ], [ %3618, %3627 ]
  %3610 = icmp eq i32 %3608, 0
  br i1 %3610, label %3774, label %3611

3611:                                             ; preds = %3607
  %3612 = load i32, ptr %3594, align 8, !tbaa !38
  %3613 = shl i32 %3612, 8
  %3614 = load ptr, ptr %3592, align 8, !tbaa !41
  %3615 = load i8, ptr %3614, align 1, !tbaa !42
  %3616 = zext i8 %3615 to i32
  %3617 = or disjoint i32 %3613, %3616
  store i32 %3617, ptr %3594, align 8, !tbaa !38
  %3618 = add nsw i32 %3609, 8
  store i32 %3618, ptr %3585, align 4, !tbaa !37
  %3619 = getelementptr inbounds i8, ptr %3614, i64 1
  store ptr %3619, ptr %3592, align 8, !tbaa !41
  %3620 = add i32 %3608, -1
  store i32 %3620, ptr %3593, align 8, !tbaa !39
  %3621 = load i32, ptr %3595, align 4, !tbaa !43
  %3622 = add i32 %3621, 1
  store i32 %3622, ptr %3595, align 4, !tbaa !43
  %3623 = icmp eq i32 %3622, 0
  br i1 %3623, label %3624, label %3627

3624:                                             ; preds = %3611
  %3625 = load i32, ptr %3596, align 8, !tbaa !44
  %3626 = add i32 %3625, 1
  store i32 %3626, ptr %3596, align 8, !tbaa !44
  br label %3627

3627:                                             ; preds = %3624, %3611
  %3628 = icmp sgt i32 %3609, -1
  br i1 %3628, label %3598, label %3607

3629:                                             ; preds = %112, %3598
  %3630 = phi i32 [ %114, %112 ], [ %3600, %3598 ]
  store i32 48, ptr %4, align 8, !tbaa !12
  %3631 = getelementptr inbounds i8, ptr %0, i64 36
  %3632 = icmp sgt i32 %3630, 7
  br i1 %3632, label %3633, label %3637

3633:                                             ; preds = %3629
  %3634 = getelementptr inbounds i8, ptr %0, i64 32
  %3635 = load i32, ptr %3634, align 8, !tbaa !38
  %3636 = add nsw i32 %3630, -8
  br label %3644

3637:                                             ; preds = %3629
  %3638 = load ptr, ptr %0, align 8, !tbaa !6
  %3639 = getelementptr inbounds i8, ptr %3638, i64 8
  %3640 = getelementptr inbounds i8, ptr %0, i64 32
  %3641 = getelementptr inbounds i8, ptr %3638, i64 12
  %3642 = getelementptr inbounds i8, ptr %3638, i64 16
  %3643 = load i32, ptr %3639, align 8, !tbaa !39
  br label %3653

3644:                                             ; preds = %3673, %3633
  %3645 = phi i32 [ %3635, %3633 ], [ %3663, %3673 ]
  %3646 = phi i32 [ %3636, %3633 ], [ %3655, %3673 ]
  %3647 = lshr i32 %3645, %3646
  store i32 %3646, ptr %3631, align 4, !tbaa !37
  %3648 = getelementptr inbounds i8, ptr %0, i64 3180
  %3649 = load i32, ptr %3648, align 4, !tbaa !113
  %3650 = shl i32 %3649, 8
  %3651 = and i32 %3647, 255
  %3652 = or disjoint i32 %3650, %3651
  store i32 %3652, ptr %3648, align 4, !tbaa !113
  br label %3675

3653:                                             ; preds = %3637, %3673
  %3654 = phi i32 [ %3643, %3637 ], [ %3666, %3673 ]
  %3655 = phi i32 [ %3630, %3637 ], [ %3664, %3673 ]
  %3656 = icmp eq i32 %3654, 0
  br i1 %3656, label %3774, label %3657

3657:                                             ; preds = %3653
  %3658 = load i32, ptr %3640, align 8, !tbaa !38
  %3659 = shl i32 %3658, 8
  %3660 = load ptr, ptr %3638, align 8, !tbaa !41
  %3661 = load i8, ptr %3660, align 1, !tbaa !42
  %3662 = zext i8 %3661 to i32
  %3663 = or disjoint i32 %3659, %3662
  store i32 %3663, ptr %3640, align 8, !tbaa !38
  %3664 = add nsw i32 %3655, 8
  store i32 %3664, ptr %3631, align 4, !tbaa !37
  %3665 = getelementptr inbounds i8, ptr %3660, i64 1
  store ptr %3665, ptr %3638, align 8, !tbaa !41
  %3666 = add i32 %3654, -1
  store i32 %3666, ptr %3639, align 8, !tbaa !39
  %3667 = load i32, ptr %3641, align 4, !tbaa !43
  %3668 = add i32 %3667, 1
  store i32 %3668, ptr %3641, align 4, !tbaa !43
  %3669 = icmp eq i32 %3668, 0
  br i1 %3669, label %3670, label %3673

3670:                                             ; preds = %3657
  %3671 = load i32, ptr %3642, align 8, !tbaa !44
  %3672 = add i32 %3671, 1
  store i32 %3672, ptr %3642, align 8, !tbaa !44
  br label %3673

3673:                                             ; preds = %3670, %3657
  %3674 = icmp sgt i32 %3655, -1
  br i1 %3674, label %3644, label %3653

3675:                                             ; preds = %109, %3644
  %3676 = phi i32 [ %111, %109 ], [ %3646, %3644 ]
  store i32 49, ptr %4, align 8, !tbaa !12
  %3677 = getelementptr inbounds i8, ptr %0, i64 36
  %3678 = icmp sgt i32 %3676, 7
  br i1 %3678, label %3679, label %3683

3679:                                             ; preds = %3675
  %3680 = getelementptr inbounds i8, ptr %0, i64 32
  %3681 = load i32, ptr %3680, align 8, !tbaa !38
  %3682 = add nsw i32 %3676, -8
  br label %3690

3683:                                             ; preds = %3675
  %3684 = load ptr, ptr %0, align 8, !tbaa !6
  %3685 = getelementptr inbounds i8, ptr %3684, i64 8
  %3686 = getelementptr inbounds i8, ptr %0, i64 32
  %3687 = getelementptr inbounds i8, ptr %3684, i64 12
  %3688 = getelementptr inbounds i8, ptr %3684, i64 16
  %3689 = load i32, ptr %3685, align 8, !tbaa !39
  br label %3699

3690:                                             ; preds = %3719, %3679
  %3691 = phi i32 [ %3681, %3679 ], [ %3709, %3719 ]
  %3692 = phi i32 [ %3682, %3679 ], [ %3701, %3719 ]
  %3693 = lshr i32 %3691, %3692
  store i32 %3692, ptr %3677, align 4, !tbaa !37
  %3694 = getelementptr inbounds i8, ptr %0, i64 3180
  %3695 = load i32, ptr %3694, align 4, !tbaa !113
  %3696 = shl i32 %3695, 8
  %3697 = and i32 %3693, 255
  %3698 = or disjoint i32 %3696, %3697
  store i32 %3698, ptr %3694, align 4, !tbaa !113
  br label %3721

3699:                                             ; preds = %3683, %3719
  %3700 = phi i32 [ %3689, %3683 ], [ %3712, %3719 ]
  %3701 = phi i32 [ %3676, %3683 ], [ %3710, %3719 ]
  %3702 = icmp eq i32 %3700, 0
  br i1 %3702, label %3774, label %3703

3703:                                             ; preds = %3699
  %3704 = load i32, ptr %3686, align 8, !tbaa !38
  %3705 = shl i32 %3704, 8
  %3706 = load ptr, ptr %3684, align 8, !tbaa !41
  %3707 = load i8, ptr %3706, align 1, !tbaa !42
  %3708 = zext i8 %3707 to i32
  %3709 = or disjoint i32 %3705, %3708
  store i32 %3709, ptr %3686, align 8, !tbaa !38
  %3710 = add nsw i32 %3701, 8
  store i32 %3710, ptr %3677, align 4, !tbaa !37
  %3711 = getelementptr inbounds i8, ptr %3706, i64 1
  store ptr %3711, ptr %3684, align 8, !tbaa !41
  %3712 = add i32 %3700, -1
  store i32 %3712, ptr %3685, align 8, !tbaa !39
  %3713 = load i32, ptr %3687, align 4, !tbaa !43
  %3714 = add i32 %3713, 1
  store i32 %3714, ptr %3687, align 4, !tbaa !43
  %3715 = icmp eq i32 %3714, 0
  br i1 %3715, label %3716, label %3719

3716:                                             ; preds = %3703
  %3717 = load i32, ptr %3688, align 8, !tbaa !44
  %3718 = add i32 %3717, 1
  store i32 %3718, ptr %3688, align 8, !tbaa !44
  br label %3719

3719:                                             ; preds = %3716, %3703
  %3720 = icmp sgt i32 %3701, -1
  br i1 %3720, label %3690, label %3699

3721:                                             ; preds = %106, %3690
  %3722 = phi i32 [ %108, %106 ], [ %3692, %3690 ]
  store i32 50, ptr %4, align 8, !tbaa !12
  %3723 = getelementptr inbounds i8, ptr %0, i64 36
  %3724 = icmp sgt i32 %3722, 7
  br i1 %3724, label %3725, label %3729

3725:                                             ; preds = %3721
  %3726 = getelementptr inbounds i8, ptr %0, i64 32
  %3727 = load i32, ptr %3726, align 8, !tbaa !38
  %3728 = add nsw i32 %3722, -8
  br label %3736

3729:                                             ; preds = %3721
  %3730 = load ptr, ptr %0, align 8, !tbaa !6
  %3731 = getelementptr inbounds i8, ptr %3730, i64 8
  %3732 = getelementptr inbounds i8, ptr %0, i64 32
  %3733 = getelementptr inbounds i8, ptr %3730, i64 12
  %3734 = getelementptr inbounds i8, ptr %3730, i64 16
  %3735 = load i32, ptr %3731, align 8, !tbaa !39
  br label %3745

3736:                                             ; preds = %3765, %3725
  %3737 = phi i32 [ %3727, %3725 ], [ %3755, %3765 ]
  %3738 = phi i32 [ %3728, %3725 ], [ %3747, %3765 ]
  %3739 = lshr i32 %3737, %3738
  store i32 %3738, ptr %3723, align 4, !tbaa !37
  %3740 = getelementptr inbounds i8, ptr %0, i64 3180
  %3741 = load i32, ptr %3740, align 4, !tbaa !113
  %3742 = shl i32 %3741, 8
  %3743 = and i32 %3739, 255
  %3744 = or disjoint i32 %3742, %3743
  store i32 %3744, ptr %3740, align 4, !tbaa !113
  store i32 1, ptr %4, align 8, !tbaa !12
  br label %3774

3745:                                             ; preds = %3729, %3765
  %3746 = phi i32 [ %3735, %3729 ], [ %3758, %3765 ]
  %3747 = phi i32 [ %3722, %3729 ], [ %3756, %3765 ]
  %3748 = icmp eq i32 %3746, 0
  br i1 %3748, label %3774, label %3749

3749:                                             ; preds = %3745
  %3750 = load i32, ptr %3732, align 8, !tbaa !38
  %3751 = shl i32 %3750, 8
  %3752 = load ptr, ptr %3730, align 8, !tbaa !41
  %3753 = load i8, ptr %3752, align 1, !tbaa !42
  %3754 = zext i8 %3753 to i32
  %3755 = or disjoint i32 %3751, %3754
  store i32 %3755, ptr %3732, align 8, !tbaa !38
  %3756 = add nsw i32 %3747, 8
  store i32 %3756, ptr %3723, align 4, !tbaa !37
  %3757 = getelementptr inbounds i8, ptr %3752, i64 1
  store ptr %3757, ptr %3730, align 8, !tbaa !41
  %3758 = add i32 %3746, -1
  store i32 %3758, ptr %3731, align 8, !tbaa !39
  %3759 = load i32, ptr %3733, align 4, !tbaa !43
  %3760 = add i32 %3759, 1
  store i32 %3760, ptr %3733, align 4, !tbaa !43
  %3761 = icmp eq i32 %3760, 0
  br i1 %3761, label %3762, label %3765

3762:                                             ; preds = %3749
  %3763 = load i32, ptr %3734, align 8, !tbaa !44
  %3764 = add i32 %3763, 1
  store i32 %3764, ptr %3734, align 8, !tbaa !44
  br label %3765

3765:                                             ; preds = %3762, %3749
  %3766 = icmp sgt i32 %3747, -1
  br i1 %3766, label %3736, label %3745

3767:                                             ; preds = %57
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4001) #7
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4002) #7
  br label %3774

3768:                                             ; preds = %3081
  %3769 = trunc nuw nsw i64 %3083 to i32
  br label %3774

3770:                                             ; preds = %3071
  %3771 = trunc nuw nsw i64 %3072 to i32
  br label %3774

3772:                                             ; preds = %3040
  %3773 = trunc nuw nsw i64 %3041 to i32
  br label %3774

3774:                                             ; preds = %213, %255, %297, %341, %412, %455, %498, %541, %584, %627, %685, %731, %777, %823, %868, %914, %960, %1007, %1207, %1254, %1984, %2901, %3001, %2240, %2457, %2467, %2340, %2078, %1655, %1724, %1776, %1334, %1312, %1126, %1067, %3387, %3430, %3473, %3516, %3559, %3607, %3653, %3699, %3745, %3772, %3770, %3768, %3553, %3510, %3466, %3423, %3380, %3282, %3271, %3359, %3341, %3032, %3023, %2923, %2828, %2481, %2362, %2262, %2167, %2136, %2100, %2006, %1927, %1686, %1247, %1201, %1201, %1201, %1180, %1029, %996, %620, %577, %534, %491, %448, %406, %387, %372, %332, %290, %248, %206, %3767, %3736
  %3775 = phi ptr [ %58, %3767 ], [ %58, %3736 ], [ %58, %206 ], [ %58, %248 ], [ %58, %290 ], [ %58, %332 ], [ %58, %372 ], [ %58, %387 ], [ %58, %406 ], [ %58, %448 ], [ %58, %491 ], [ %58, %534 ], [ %58, %577 ], [ %58, %620 ], [ %58, %996 ], [ %58, %1029 ], [ %58, %1180 ], [ %58, %1201 ], [ %58, %1201 ], [ %58, %1201 ], [ %58, %1247 ], [ %58, %1686 ], [ %58, %1927 ], [ %2008, %2006 ], [ %2008, %2100 ], [ %2137, %2136 ], [ %2137, %2167 ], [ %2264, %2262 ], [ %2264, %2362 ], [ %2110, %2481 ], [ %2110, %2828 ], [ %2925, %2923 ], [ %2925, %3023 ], [ %2110, %3032 ], [ %2110, %3341 ], [ %2110, %3359 ], [ %2110, %3271 ], [ %2110, %3282 ], [ %58, %3380 ], [ %58, %3423 ], [ %58, %3466 ], [ %58, %3510 ], [ %58, %3553 ], [ %2110, %3768 ], [ %2110, %3770 ], [ %2110, %3772 ], [ %58, %3745 ], [ %58, %3699 ], [ %58, %3653 ], [ %58, %3607 ], [ %58, %3559 ], [ %58, %3516 ], [ %58, %3473 ], [ %58, %3430 ], [ %58, %3387 ], [ %58, %1067 ], [ %58, %1126 ], [ %58, %1312 ], [ %58, %1334 ], [ %58, %1776 ], [ %58, %1724 ], [ %58, %1655 ], [ %2038, %2078 ], [ %2297, %2340 ], [ %2264, %2467 ], [ %2264, %2457 ], [ %2196, %2240 ], [ %2958, %3001 ], [ %2857, %2901 ], [ %1945, %1984 ], [ %58, %1254 ], [ %58, %1207 ], [ %58, %1007 ], [ %58, %960 ], [ %58, %914 ], [ %58, %868 ], [ %58, %823 ], [ %58, %777 ], [ %58, %731 ], [ %58, %685 ], [ %58, %627 ], [ %58, %584 ], [ %58, %541 ], [ %58, %498 ], [ %58, %455 ], [ %58, %412 ], [ %58, %341 ], [ %58, %297 ], [ %58, %255 ], [ %58, %213 ]
  %3776 = phi ptr [ %59, %3767 ], [ %59, %3736 ], [ %59, %206 ], [ %59, %248 ], [ %59, %290 ], [ %59, %332 ], [ %59, %372 ], [ %59, %387 ], [ %59, %406 ], [ %59, %448 ], [ %59, %491 ], [ %59, %534 ], [ %59, %577 ], [ %59, %620 ], [ %59, %996 ], [ %59, %1029 ], [ %59, %1180 ], [ %59, %1201 ], [ %59, %1201 ], [ %59, %1201 ], [ %59, %1247 ], [ %59, %1686 ], [ %59, %1927 ], [ %2009, %2006 ], [ %2009, %2100 ], [ %2138, %2136 ], [ %2138, %2167 ], [ %2265, %2262 ], [ %2265, %2362 ], [ %2111, %2481 ], [ %2111, %2828 ], [ %2926, %2923 ], [ %2926, %3023 ], [ %2111, %3032 ], [ %2111, %3341 ], [ %2111, %3359 ], [ %2111, %3271 ], [ %2111, %3282 ], [ %59, %3380 ], [ %59, %3423 ], [ %59, %3466 ], [ %59, %3510 ], [ %59, %3553 ], [ %2111, %3768 ], [ %2111, %3770 ], [ %2111, %3772 ], [ %59, %3745 ], [ %59, %3699 ], [ %59, %3653 ], [ %59, %3607 ], [ %59, %3559 ], [ %59, %3516 ], [ %59, %3473 ], [ %59, %3430 ], [ %59, %3387 ], [ %59, %1067 ], [ %59, %1126 ], [ %59, %1312 ], [ %59, %1334 ], [ %59, %1776 ], [ %59, %1724 ], [ %59, %1655 ], [ %2039, %2078 ], [ %2298, %2340 ], [ %2265, %2467 ], [ %2265, %2457 ], [ %2197, %2240 ], [ %2959, %3001 ], [ %2858, %2901 ], [ %1946, %1984 ], [ %59, %1254 ], [ %59, %1207 ], [ %59, %1007 ], [ %59, %960 ], [ %59, %914 ], [ %59, %868 ], [ %59, %823 ], [ %59, %777 ], [ %59, %731 ], [ %59, %685 ], [ %59, %627 ], [ %59, %584 ], [ %59, %541 ], [ %59, %498 ], [ %59, %455 ], [ %59, %412 ], [ %59, %341 ], [ %59, %297 ], [ %59, %255 ], [ %59, %213 ]
  %3777 = phi ptr [ %60, %3767 ], [ %60, %3736 ], [ %60, %206 ], [ %60, %248 ], [ %60, %290 ], [ %60, %332 ], [ %60, %372 ], [ %60, %387 ], [ %60, %406 ], [ %60, %448 ], [ %60, %491 ], [ %60, %534 ], [ %60, %577 ], [ %60, %620 ], [ %60, %996 ], [ %60, %1029 ], [ %60, %1180 ], [ %60, %1201 ], [ %60, %1201 ], [ %60, %1201 ], [ %60, %1247 ], [ %60, %1686 ], [ %60, %1927 ], [ %2010, %2006 ], [ %2010, %2100 ], [ %2139, %2136 ], [ %2139, %2167 ], [ %2266, %2262 ], [ %2266, %2362 ], [ %2112, %2481 ], [ %2112, %2828 ], [ %2927, %2923 ], [ %2927, %3023 ], [ %2112, %3032 ], [ %2112, %3341 ], [ %2112, %3359 ], [ %2112, %3271 ], [ %2112, %3282 ], [ %60, %3380 ], [ %60, %3423 ], [ %60, %3466 ], [ %60, %3510 ], [ %60, %3553 ], [ %2112, %3768 ], [ %2112, %3770 ], [ %2112, %3772 ], [ %60, %3745 ], [ %60, %3699 ], [ %60, %3653 ], [ %60, %3607 ], [ %60, %3559 ], [ %60, %3516 ], [ %60, %3473 ], [ %60, %3430 ], [ %60, %3387 ], [ %60, %1067 ], [ %60, %1126 ], [ %60, %1312 ], [ %60, %1334 ], [ %60, %1776 ], [ %60, %1724 ], [ %60, %1655 ], [ %2040, %2078 ], [ %2299, %2340 ], [ %2266, %2467 ], [ %2266, %2457 ], [ %2198, %2240 ], [ %2960, %3001 ], [ %2859, %2901 ], [ %1947, %1984 ], [ %60, %1254 ], [ %60, %1207 ], [ %60, %1007 ], [ %60, %960 ], [ %60, %914 ], [ %60, %868 ], [ %60, %823 ], [ %60, %777 ], [ %60, %731 ], [ %60, %685 ], [ %60, %627 ], [ %60, %584 ], [ %60, %541 ], [ %60, %498 ], [ %60, %455 ], [ %60, %412 ], [ %60, %341 ], [ %60, %297 ], [ %60, %255 ], [ %60, %213 ]
  %3778 = phi i32 [ %61, %3767 ], [ %61, %3736 ], [ %61, %206 ], [ %61, %248 ], [ %61, %290 ], [ %61, %332 ], [ %61, %372 ], [ %61, %387 ], [ %61, %406 ], [ %61, %448 ], [ %61, %491 ], [ %61, %534 ], [ %61, %577 ], [ %61, %620 ], [ %61, %996 ], [ %61, %1029 ], [ %61, %1180 ], [ %61, %1201 ], [ %61, %1201 ], [ %61, %1201 ], [ %61, %1247 ], [ %61, %1686 ], [ %61, %1927 ], [ %2011, %2006 ], [ %2011, %2100 ], [ %2140, %2136 ], [ %2140, %2167 ], [ %2267, %2262 ], [ %2267, %2362 ], [ %2113, %2481 ], [ %2113, %2828 ], [ %2928, %2923 ], [ %2928, %3023 ], [ %2113, %3032 ], [ %2113, %3341 ], [ %2113, %3359 ], [ %2113, %3271 ], [ %2113, %3282 ], [ %61, %3380 ], [ %61, %3423 ], [ %61, %3466 ], [ %61, %3510 ], [ %61, %3553 ], [ %2113, %3768 ], [ %2113, %3770 ], [ %2113, %3772 ], [ %61, %3745 ], [ %61, %3699 ], [ %61, %3653 ], [ %61, %3607 ], [ %61, %3559 ], [ %61, %3516 ], [ %61, %3473 ], [ %61, %3430 ], [ %61, %3387 ], [ %61, %1067 ], [ %61, %1126 ], [ %61, %1312 ], [ %61, %1334 ], [ %61, %1776 ], [ %61, %1724 ], [ %61, %1655 ], [ %2041, %2078 ], [ %2300, %2340 ], [ %2267, %2467 ], [ %2267, %2457 ], [ %2199, %2240 ], [ %2961, %3001 ], [ %2860, %2901 ], [ %1948, %1984 ], [ %61, %1254 ], [ %61, %1207 ], [ %61, %1007 ], [ %61, %960 ], [ %61, %914 ], [ %61, %868 ], [ %61, %823 ], [ %61, %777 ], [ %61, %731 ], [ %61, %685 ], [ %61, %627 ], [ %61, %584 ], [ %61, %541 ], [ %61, %498 ], [ %61, %455 ], [ %61, %412 ], [ %61, %341 ], [ %61, %297 ], [ %61, %255 ], [ %61, %213 ]
  %3779 = phi i32 [ %62, %3767 ], [ %62, %3736 ], [ %62, %206 ], [ %62, %248 ], [ %62, %290 ], [ %62, %332 ], [ %62, %372 ], [ %62, %387 ], [ %62, %406 ], [ %62, %448 ], [ %62, %491 ], [ %62, %534 ], [ %62, %577 ], [ %62, %620 ], [ %62, %996 ], [ %62, %1029 ], [ %62, %1180 ], [ %62, %1201 ], [ %62, %1201 ], [ %62, %1201 ], [ %62, %1247 ], [ %62, %1686 ], [ %62, %1927 ], [ %2012, %2006 ], [ %2012, %2100 ], [ %2141, %2136 ], [ %2141, %2167 ], [ %2268, %2262 ], [ %2268, %2362 ], [ %2114, %2481 ], [ %2114, %2828 ], [ %2929, %2923 ], [ %2929, %3023 ], [ %2114, %3032 ], [ %2114, %3341 ], [ %2114, %3359 ], [ %2114, %3271 ], [ %2114, %3282 ], [ %62, %3380 ], [ %62, %3423 ], [ %62, %3466 ], [ %62, %3510 ], [ %62, %3553 ], [ %2114, %3768 ], [ %2114, %3770 ], [ %2114, %3772 ], [ %62, %3745 ], [ %62, %3699 ], [ %62, %3653 ], [ %62, %3607 ], [ %62, %3559 ], [ %62, %3516 ], [ %62, %3473 ], [ %62, %3430 ], [ %62, %3387 ], [ %62, %1067 ], [ %62, %1126 ], [ %62, %1312 ], [ %62, %1334 ], [ %62, %1776 ], [ %62, %1724 ], [ %62, %1655 ], [ %2042, %2078 ], [ %2301, %2340 ], [ %2268, %2467 ], [ %2268, %2457 ], [ %2200, %2240 ], [ %2962, %3001 ], [ %2861, %2901 ], [ %1949, %1984 ], [ %62, %1254 ], [ %62, %1207 ], [ %62, %1007 ], [ %62, %960 ], [ %62, %914 ], [ %62, %868 ], [ %62, %823 ], [ %62, %777 ], [ %62, %731 ], [ %62, %685 ], [ %62, %627 ], [ %62, %584 ], [ %62, %541 ], [ %62, %498 ], [ %62, %455 ], [ %62, %412 ], [ %62, %341 ], [ %62, %297 ], [ %62, %255 ], [ %62, %213 ]
  %3780 = phi i32 [ %63, %3767 ], [ %63, %3736 ], [ %63, %206 ], [ %63, %248 ], [ %63, %290 ], [ %63, %332 ], [ %63, %372 ], [ %63, %387 ], [ %63, %406 ], [ %63, %448 ], [ %63, %491 ], [ %63, %534 ], [ %63, %577 ], [ %63, %620 ], [ %63, %996 ], [ %63, %1029 ], [ %63, %1180 ], [ %63, %1201 ], [ %63, %1201 ], [ %63, %1201 ], [ %63, %1247 ], [ %63, %1686 ], [ %63, %1927 ], [ %2013, %2006 ], [ %2013, %2100 ], [ %2142, %2136 ], [ %2142, %2167 ], [ %2269, %2262 ], [ %2269, %2362 ], [ %2115, %2481 ], [ %2115, %2828 ], [ %2930, %2923 ], [ %2930, %3023 ], [ %2115, %3032 ], [ %2115, %3341 ], [ %2115, %3359 ], [ %2115, %3271 ], [ %2115, %3282 ], [ %63, %3380 ], [ %63, %3423 ], [ %63, %3466 ], [ %63, %3510 ], [ %63, %3553 ], [ %2115, %3768 ], [ %2115, %3770 ], [ %2115, %3772 ], [ %63, %3745 ], [ %63, %3699 ], [ %63, %3653 ], [ %63, %3607 ], [ %63, %3559 ], [ %63, %3516 ], [ %63, %3473 ], [ %63, %3430 ], [ %63, %3387 ], [ %63, %1067 ], [ %63, %1126 ], [ %63, %1312 ], [ %63, %1334 ], [ %63, %1776 ], [ %63, %1724 ], [ %63, %1655 ], [ %2043, %2078 ], [ %2302, %2340 ], [ %2269, %2467 ], [ %2269, %2457 ], [ %2201, %2240 ], [ %2963, %3001 ], [ %2862, %2901 ], [ %63, %1984 ], [ %63, %1254 ], [ %63, %1207 ], [ %63, %1007 ], [ %63, %960 ], [ %63, %914 ], [ %63, %868 ], [ %63, %823 ], [ %63, %777 ], [ %63, %731 ], [ %63, %685 ], [ %63, %627 ], [ %63, %584 ], [ %63, %541 ], [ %63, %498 ], [ %63, %455 ], [ %63, %412 ], [ %63, %341 ], [ %63, %297 ], [ %63, %255 ], [ %63, %213 ]
  %3781 = phi i32 [ %64, %3767 ], [ %64, %3736 ], [ %64, %206 ], [ %64, %248 ], [ %64, %290 ], [ %64, %332 ], [ %64, %372 ], [ %64, %387 ], [ %64, %406 ], [ %64, %448 ], [ %64, %491 ], [ %64, %534 ], [ %64, %577 ], [ %64, %620 ], [ %64, %996 ], [ %64, %1029 ], [ %64, %1180 ], [ %64, %1201 ], [ %64, %1201 ], [ %64, %1201 ], [ %64, %1247 ], [ %64, %1686 ], [ %64, %1927 ], [ %2014, %2006 ], [ %2014, %2100 ], [ %2143, %2136 ], [ %2143, %2167 ], [ %2270, %2262 ], [ %2270, %2362 ], [ %2116, %2481 ], [ %2116, %2828 ], [ %2931, %2923 ], [ %2931, %3023 ], [ %2116, %3032 ], [ %2116, %3341 ], [ %2116, %3359 ], [ %2116, %3271 ], [ %2116, %3282 ], [ %64, %3380 ], [ %64, %3423 ], [ %64, %3466 ], [ %64, %3510 ], [ %64, %3553 ], [ %2116, %3768 ], [ %2116, %3770 ], [ %2116, %3772 ], [ %64, %3745 ], [ %64, %3699 ], [ %64, %3653 ], [ %64, %3607 ], [ %64, %3559 ], [ %64, %3516 ], [ %64, %3473 ], [ %64, %3430 ], [ %64, %3387 ], [ %64, %1067 ], [ %64, %1126 ], [ %64, %1312 ], [ %64, %1334 ], [ %64, %1776 ], [ %64, %1724 ], [ %64, %1655 ], [ %2044, %2078 ], [ %2303, %2340 ], [ %2270, %2467 ], [ %2270, %2457 ], [ %2202, %2240 ], [ %2964, %3001 ], [ %2863, %2901 ], [ %64, %1984 ], [ %64, %1254 ], [ %64, %1207 ], [ %64, %1007 ], [ %64, %960 ], [ %64, %914 ], [ %64, %868 ], [ %64, %823 ], [ %64, %777 ], [ %64, %731 ], [ %64, %685 ], [ %64, %627 ], [ %64, %584 ], [ %64, %541 ], [ %64, %498 ], [ %64, %455 ], [ %64, %412 ], [ %64, %341 ], [ %64, %297 ], [ %64, %255 ], [ %64, %213 ]
  %3782 = phi i32 [ %65, %3767 ], [ %65, %3736 ], [ %65, %206 ], [ %65, %248 ], [ %65, %290 ], [ %65, %332 ], [ %65, %372 ], [ %65, %387 ], [ %65, %406 ], [ %65, %448 ], [ %65, %491 ], [ %65, %534 ], [ %65, %577 ], [ %65, %620 ], [ %65, %996 ], [ %65, %1029 ], [ %65, %1180 ], [ %65, %1201 ], [ %65, %1201 ], [ %65, %1201 ], [ %65, %1247 ], [ %65, %1686 ], [ %65, %1927 ], [ %2015, %2006 ], [ %2015, %2100 ], [ %2144, %2136 ], [ %2144, %2167 ], [ %2271, %2262 ], [ %2271, %2362 ], [ %2117, %2481 ], [ %2117, %2828 ], [ %2932, %2923 ], [ %2932, %3023 ], [ %2117, %3032 ], [ %2117, %3341 ], [ %2117, %3359 ], [ %2117, %3271 ], [ %2117, %3282 ], [ %65, %3380 ], [ %65, %3423 ], [ %65, %3466 ], [ %65, %3510 ], [ %65, %3553 ], [ %2117, %3768 ], [ %2117, %3770 ], [ %2117, %3772 ], [ %65, %3745 ], [ %65, %3699 ], [ %65, %3653 ], [ %65, %3607 ], [ %65, %3559 ], [ %65, %3516 ], [ %65, %3473 ], [ %65, %3430 ], [ %65, %3387 ], [ %65, %1067 ], [ %65, %1126 ], [ %65, %1312 ], [ %65, %1334 ], [ %65, %1776 ], [ %65, %1724 ], [ %65, %1655 ], [ %2045, %2078 ], [ %2304, %2340 ], [ %2271, %2467 ], [ %2271, %2457 ], [ %2203, %2240 ], [ %2965, %3001 ], [ %2864, %2901 ], [ %1950, %1984 ], [ %65, %1254 ], [ %65, %1207 ], [ %65, %1007 ], [ %65, %960 ], [ %65, %914 ], [ %65, %868 ], [ %65, %823 ], [ %65, %777 ], [ %65, %731 ], [ %65, %685 ], [ %65, %627 ], [ %65, %584 ], [ %65, %541 ], [ %65, %498 ], [ %65, %455 ], [ %65, %412 ], [ %65, %341 ], [ %65, %297 ], [ %65, %255 ], [ %65, %213 ]
  %3783 = phi i32 [ %67, %3767 ], [ %67, %3736 ], [ %67, %206 ], [ %67, %248 ], [ %67, %290 ], [ %67, %332 ], [ %67, %372 ], [ %67, %387 ], [ %67, %406 ], [ %67, %448 ], [ %67, %491 ], [ %67, %534 ], [ %67, %577 ], [ %67, %620 ], [ %67, %996 ], [ %67, %1029 ], [ %67, %1180 ], [ %67, %1201 ], [ %67, %1201 ], [ %67, %1201 ], [ %67, %1247 ], [ %1687, %1686 ], [ %1601, %1927 ], [ %2016, %2006 ], [ %2016, %2100 ], [ %2145, %2136 ], [ %2145, %2167 ], [ %2272, %2262 ], [ %2272, %2362 ], [ %2118, %2481 ], [ %2118, %2828 ], [ %2933, %2923 ], [ %2933, %3023 ], [ %2118, %3032 ], [ %2118, %3341 ], [ %2118, %3359 ], [ %2118, %3271 ], [ %2118, %3282 ], [ %67, %3380 ], [ %67, %3423 ], [ %67, %3466 ], [ %67, %3510 ], [ %67, %3553 ], [ %2118, %3768 ], [ %2118, %3770 ], [ %2118, %3772 ], [ %67, %3745 ], [ %67, %3699 ], [ %67, %3653 ], [ %67, %3607 ], [ %67, %3559 ], [ %67, %3516 ], [ %67, %3473 ], [ %67, %3430 ], [ %67, %3387 ], [ %67, %1067 ], [ %67, %1126 ], [ %67, %1312 ], [ %67, %1334 ], [ %1748, %1776 ], [ %1697, %1724 ], [ %1629, %1655 ], [ %2046, %2078 ], [ %2305, %2340 ], [ %2272, %2467 ], [ %2272, %2457 ], [ %2204, %2240 ], [ %2966, %3001 ], [ %2865, %2901 ], [ %1951, %1984 ], [ %67, %1254 ], [ %67, %1207 ], [ %67, %1007 ], [ %67, %960 ], [ %67, %914 ], [ %67, %868 ], [ %67, %823 ], [ %67, %777 ], [ %67, %731 ], [ %67, %685 ], [ %67, %627 ], [ %67, %584 ], [ %67, %541 ], [ %67, %498 ], [ %67, %455 ], [ %67, %412 ], [ %67, %341 ], [ %67, %297 ], [ %67, %255 ], [ %67, %213 ]
  %3784 = phi i32 [ %68, %3767 ], [ %68, %3736 ], [ %68, %206 ], [ %68, %248 ], [ %68, %290 ], [ %68, %332 ], [ %68, %372 ], [ %68, %387 ], [ %68, %406 ], [ %68, %448 ], [ %68, %491 ], [ %68, %534 ], [ %68, %577 ], [ %68, %620 ], [ %68, %996 ], [ %68, %1029 ], [ %68, %1180 ], [ %68, %1201 ], [ %68, %1201 ], [ %68, %1201 ], [ %68, %1247 ], [ %68, %1686 ], [ %68, %1927 ], [ %68, %2006 ], [ %68, %2100 ], [ %2146, %2136 ], [ %2163, %2167 ], [ %2273, %2262 ], [ %2273, %2362 ], [ %2119, %2481 ], [ %2119, %2828 ], [ %2934, %2923 ], [ %2934, %3023 ], [ %2119, %3032 ], [ %2119, %3341 ], [ %2119, %3359 ], [ %2119, %3271 ], [ %2119, %3282 ], [ %68, %3380 ], [ %68, %3423 ], [ %68, %3466 ], [ %68, %3510 ], [ %68, %3553 ], [ %2119, %3768 ], [ %2119, %3770 ], [ %2119, %3772 ], [ %68, %3745 ], [ %68, %3699 ], [ %68, %3653 ], [ %68, %3607 ], [ %68, %3559 ], [ %68, %3516 ], [ %68, %3473 ], [ %68, %3430 ], [ %68, %3387 ], [ %68, %1067 ], [ %68, %1126 ], [ %68, %1312 ], [ %68, %1334 ], [ %68, %1776 ], [ %68, %1724 ], [ %68, %1655 ], [ %68, %2078 ], [ %2306, %2340 ], [ %2273, %2467 ], [ %2273, %2457 ], [ %2205, %2240 ], [ %2967, %3001 ], [ %2866, %2901 ], [ %68, %1984 ], [ %68, %1254 ], [ %68, %1207 ], [ %68, %1007 ], [ %68, %960 ], [ %68, %914 ], [ %68, %868 ], [ %68, %823 ], [ %68, %777 ], [ %68, %731 ], [ %68, %685 ], [ %68, %627 ], [ %68, %584 ], [ %68, %541 ], [ %68, %498 ], [ %68, %455 ], [ %68, %412 ], [ %68, %341 ], [ %68, %297 ], [ %68, %255 ], [ %68, %213 ]
  %3785 = phi i32 [ %69, %3767 ], [ %69, %3736 ], [ %69, %206 ], [ %69, %248 ], [ %69, %290 ], [ %69, %332 ], [ %69, %372 ], [ %69, %387 ], [ %69, %406 ], [ %69, %448 ], [ %69, %491 ], [ %69, %534 ], [ %69, %577 ], [ %69, %620 ], [ %69, %996 ], [ %69, %1029 ], [ %69, %1180 ], [ %69, %1201 ], [ %69, %1201 ], [ %69, %1201 ], [ %69, %1247 ], [ %69, %1686 ], [ %69, %1927 ], [ %69, %2006 ], [ %69, %2100 ], [ %2147, %2136 ], [ %2165, %2167 ], [ %2274, %2262 ], [ %2274, %2362 ], [ %2120, %2481 ], [ %2120, %2828 ], [ %2935, %2923 ], [ %2935, %3023 ], [ %2120, %3032 ], [ %2120, %3341 ], [ %2120, %3359 ], [ %2120, %3271 ], [ %2120, %3282 ], [ %69, %3380 ], [ %69, %3423 ], [ %69, %3466 ], [ %69, %3510 ], [ %69, %3553 ], [ %2120, %3768 ], [ %2120, %3770 ], [ %2120, %3772 ], [ %69, %3745 ], [ %69, %3699 ], [ %69, %3653 ], [ %69, %3607 ], [ %69, %3559 ], [ %69, %3516 ], [ %69, %3473 ], [ %69, %3430 ], [ %69, %3387 ], [ %69, %1067 ], [ %69, %1126 ], [ %69, %1312 ], [ %69, %1334 ], [ %69, %1776 ], [ %69, %1724 ], [ %69, %1655 ], [ %69, %2078 ], [ %2307, %2340 ], [ %2469, %2467 ], [ %2459, %2457 ], [ %2206, %2240 ], [ %2968, %3001 ], [ %2867, %2901 ], [ %69, %1984 ], [ %69, %1254 ], [ %69, %1207 ], [ %69, %1007 ], [ %69, %960 ], [ %69, %914 ], [ %69, %868 ], [ %69, %823 ], [ %69, %777 ], [ %69, %731 ], [ %69, %685 ], [ %69, %627 ], [ %69, %584 ], [ %69, %541 ], [ %69, %498 ], [ %69, %455 ], [ %69, %412 ], [ %69, %341 ], [ %69, %297 ], [ %69, %255 ], [ %69, %213 ]
  %3786 = phi i32 [ %70, %3767 ], [ %70, %3736 ], [ %70, %206 ], [ %70, %248 ], [ %70, %290 ], [ %70, %332 ], [ %70, %372 ], [ %70, %387 ], [ %70, %406 ], [ %70, %448 ], [ %70, %491 ], [ %70, %534 ], [ %70, %577 ], [ %70, %620 ], [ %70, %996 ], [ %70, %1029 ], [ %70, %1180 ], [ %70, %1201 ], [ %70, %1201 ], [ %70, %1201 ], [ %70, %1247 ], [ %70, %1686 ], [ 0, %1927 ], [ %2017, %2006 ], [ %2017, %2100 ], [ %2148, %2136 ], [ %2148, %2167 ], [ %2275, %2262 ], [ %2275, %2362 ], [ %2121, %2481 ], [ %2826, %2828 ], [ %2936, %2923 ], [ %2936, %3023 ], [ %2121, %3032 ], [ %2121, %3341 ], [ %2121, %3359 ], [ %2121, %3271 ], [ %2121, %3282 ], [ %70, %3380 ], [ %70, %3423 ], [ %70, %3466 ], [ %70, %3510 ], [ %70, %3553 ], [ %2121, %3768 ], [ %2121, %3770 ], [ %2121, %3772 ], [ %70, %3745 ], [ %70, %3699 ], [ %70, %3653 ], [ %70, %3607 ], [ %70, %3559 ], [ %70, %3516 ], [ %70, %3473 ], [ %70, %3430 ], [ %70, %3387 ], [ %70, %1067 ], [ %70, %1126 ], [ %70, %1312 ], [ %70, %1334 ], [ %70, %1776 ], [ %70, %1724 ], [ %70, %1655 ], [ %2047, %2078 ], [ %2308, %2340 ], [ %2430, %2467 ], [ %2398, %2457 ], [ %2207, %2240 ], [ %2969, %3001 ], [ %2868, %2901 ], [ %1952, %1984 ], [ %70, %1254 ], [ %70, %1207 ], [ %70, %1007 ], [ %70, %960 ], [ %70, %914 ], [ %70, %868 ], [ %70, %823 ], [ %70, %777 ], [ %70, %731 ], [ %70, %685 ], [ %70, %627 ], [ %70, %584 ], [ %70, %541 ], [ %70, %498 ], [ %70, %455 ], [ %70, %412 ], [ %70, %341 ], [ %70, %297 ], [ %70, %255 ], [ %70, %213 ]
  %3787 = phi i32 [ %71, %3767 ], [ %71, %3736 ], [ %71, %206 ], [ %71, %248 ], [ %71, %290 ], [ %71, %332 ], [ %71, %372 ], [ %71, %387 ], [ %71, %406 ], [ %71, %448 ], [ %71, %491 ], [ %71, %534 ], [ %71, %577 ], [ %71, %620 ], [ %71, %996 ], [ %71, %1029 ], [ %71, %1180 ], [ %71, %1201 ], [ %71, %1201 ], [ %71, %1201 ], [ %71, %1247 ], [ %71, %1686 ], [ %1889, %1927 ], [ %2018, %2006 ], [ %2018, %2100 ], [ %2149, %2136 ], [ %2149, %2167 ], [ %2276, %2262 ], [ %2276, %2362 ], [ %2122, %2481 ], [ %2122, %2828 ], [ %2937, %2923 ], [ %2937, %3023 ], [ %2122, %3032 ], [ %2122, %3341 ], [ %2122, %3359 ], [ %2122, %3271 ], [ %2122, %3282 ], [ %71, %3380 ], [ %71, %3423 ], [ %71, %3466 ], [ %71, %3510 ], [ %71, %3553 ], [ %2122, %3768 ], [ %2122, %3770 ], [ %2122, %3772 ], [ %71, %3745 ], [ %71, %3699 ], [ %71, %3653 ], [ %71, %3607 ], [ %71, %3559 ], [ %71, %3516 ], [ %71, %3473 ], [ %71, %3430 ], [ %71, %3387 ], [ %71, %1067 ], [ %71, %1126 ], [ %71, %1312 ], [ %71, %1334 ], [ %71, %1776 ], [ %71, %1724 ], [ %71, %1655 ], [ %2048, %2078 ], [ %2309, %2340 ], [ %2276, %2467 ], [ %2276, %2457 ], [ %2208, %2240 ], [ %2970, %3001 ], [ %2869, %2901 ], [ %1953, %1984 ], [ %71, %1254 ], [ %71, %1207 ], [ %71, %1007 ], [ %71, %960 ], [ %71, %914 ], [ %71, %868 ], [ %71, %823 ], [ %71, %777 ], [ %71, %731 ], [ %71, %685 ], [ %71, %627 ], [ %71, %584 ], [ %71, %541 ], [ %71, %498 ], [ %71, %455 ], [ %71, %412 ], [ %71, %341 ], [ %71, %297 ], [ %71, %255 ], [ %71, %213 ]
  %3788 = phi i32 [ %72, %3767 ], [ %72, %3736 ], [ %72, %206 ], [ %72, %248 ], [ %72, %290 ], [ %72, %332 ], [ %72, %372 ], [ %72, %387 ], [ %72, %406 ], [ %72, %448 ], [ %72, %491 ], [ %72, %534 ], [ %72, %577 ], [ %72, %620 ], [ %72, %996 ], [ %72, %1029 ], [ %72, %1180 ], [ %72, %1201 ], [ %72, %1201 ], [ %72, %1201 ], [ %72, %1247 ], [ %72, %1686 ], [ %72, %1927 ], [ %72, %2006 ], [ %72, %2100 ], [ %2150, %2136 ], [ %2150, %2167 ], [ %2277, %2262 ], [ %2277, %2362 ], [ %2123, %2481 ], [ %2123, %2828 ], [ %2938, %2923 ], [ %2938, %3023 ], [ %2123, %3032 ], [ %2123, %3341 ], [ %2123, %3359 ], [ %2123, %3271 ], [ %2123, %3282 ], [ %72, %3380 ], [ %72, %3423 ], [ %72, %3466 ], [ %72, %3510 ], [ %72, %3553 ], [ %2123, %3768 ], [ %2123, %3770 ], [ %2123, %3772 ], [ %72, %3745 ], [ %72, %3699 ], [ %72, %3653 ], [ %72, %3607 ], [ %72, %3559 ], [ %72, %3516 ], [ %72, %3473 ], [ %72, %3430 ], [ %72, %3387 ], [ %72, %1067 ], [ %72, %1126 ], [ %72, %1312 ], [ %72, %1334 ], [ %72, %1776 ], [ %72, %1724 ], [ %72, %1655 ], [ %72, %2078 ], [ %2310, %2340 ], [ %2370, %2467 ], [ %2370, %2457 ], [ %2209, %2240 ], [ %2971, %3001 ], [ %2870, %2901 ], [ %72, %1984 ], [ %72, %1254 ], [ %72, %1207 ], [ %72, %1007 ], [ %72, %960 ], [ %72, %914 ], [ %72, %868 ], [ %72, %823 ], [ %72, %777 ], [ %72, %731 ], [ %72, %685 ], [ %72, %627 ], [ %72, %584 ], [ %72, %541 ], [ %72, %498 ], [ %72, %455 ], [ %72, %412 ], [ %72, %341 ], [ %72, %297 ], [ %72, %255 ], [ %72, %213 ]
  %3789 = phi i32 [ %73, %3767 ], [ %73, %3736 ], [ %73, %206 ], [ %73, %248 ], [ %73, %290 ], [ %73, %332 ], [ %73, %372 ], [ %73, %387 ], [ %73, %406 ], [ %73, %448 ], [ %73, %491 ], [ %73, %534 ], [ %73, %577 ], [ %73, %620 ], [ %73, %996 ], [ %73, %1029 ], [ %73, %1180 ], [ %73, %1201 ], [ %73, %1201 ], [ %73, %1201 ], [ %73, %1247 ], [ %73, %1686 ], [ 0, %1927 ], [ %2019, %2006 ], [ %2019, %2100 ], [ %2151, %2136 ], [ 0, %2167 ], [ %2278, %2262 ], [ %2278, %2362 ], [ %2124, %2481 ], [ 0, %2828 ], [ %2939, %2923 ], [ %2939, %3023 ], [ %2124, %3032 ], [ %2124, %3341 ], [ %2124, %3359 ], [ %2124, %3271 ], [ %2124, %3282 ], [ %73, %3380 ], [ %73, %3423 ], [ %73, %3466 ], [ %73, %3510 ], [ %73, %3553 ], [ %2124, %3768 ], [ %2124, %3770 ], [ %2124, %3772 ], [ %73, %3745 ], [ %73, %3699 ], [ %73, %3653 ], [ %73, %3607 ], [ %73, %3559 ], [ %73, %3516 ], [ %73, %3473 ], [ %73, %3430 ], [ %73, %3387 ], [ %73, %1067 ], [ %73, %1126 ], [ %73, %1312 ], [ %73, %1334 ], [ %73, %1776 ], [ %73, %1724 ], [ %73, %1655 ], [ %2049, %2078 ], [ %2311, %2340 ], [ %2278, %2467 ], [ %2278, %2457 ], [ %2210, %2240 ], [ %2972, %3001 ], [ %2871, %2901 ], [ %1954, %1984 ], [ %73, %1254 ], [ %73, %1207 ], [ %73, %1007 ], [ %73, %960 ], [ %73, %914 ], [ %73, %868 ], [ %73, %823 ], [ %73, %777 ], [ %73, %731 ], [ %73, %685 ], [ %73, %627 ], [ %73, %584 ], [ %73, %541 ], [ %73, %498 ], [ %73, %455 ], [ %73, %412 ], [ %73, %341 ], [ %73, %297 ], [ %73, %255 ], [ %73, %213 ]
  %3790 = phi i32 [ %74, %3767 ], [ %74, %3736 ], [ %74, %206 ], [ %74, %248 ], [ %74, %290 ], [ %74, %332 ], [ %74, %372 ], [ %74, %387 ], [ %74, %406 ], [ %74, %448 ], [ %74, %491 ], [ %74, %534 ], [ %74, %577 ], [ %74, %620 ], [ %74, %996 ], [ %74, %1029 ], [ %74, %1180 ], [ %74, %1201 ], [ %74, %1201 ], [ %74, %1201 ], [ %74, %1247 ], [ %74, %1686 ], [ 0, %1927 ], [ %2020, %2006 ], [ %2020, %2100 ], [ %2152, %2136 ], [ %2168, %2167 ], [ %2279, %2262 ], [ %2279, %2362 ], [ %2125, %2481 ], [ %2829, %2828 ], [ %2940, %2923 ], [ %2940, %3023 ], [ %2125, %3032 ], [ %2125, %3341 ], [ %2125, %3359 ], [ %2125, %3271 ], [ %2125, %3282 ], [ %74, %3380 ], [ %74, %3423 ], [ %74, %3466 ], [ %74, %3510 ], [ %74, %3553 ], [ %2125, %3768 ], [ %2125, %3770 ], [ %2125, %3772 ], [ %74, %3745 ], [ %74, %3699 ], [ %74, %3653 ], [ %74, %3607 ], [ %74, %3559 ], [ %74, %3516 ], [ %74, %3473 ], [ %74, %3430 ], [ %74, %3387 ], [ %74, %1067 ], [ %74, %1126 ], [ %74, %1312 ], [ %74, %1334 ], [ %74, %1776 ], [ %74, %1724 ], [ %74, %1655 ], [ %2050, %2078 ], [ %2312, %2340 ], [ %2279, %2467 ], [ %2279, %2457 ], [ %2211, %2240 ], [ %2973, %3001 ], [ %2872, %2901 ], [ %1955, %1984 ], [ %74, %1254 ], [ %74, %1207 ], [ %74, %1007 ], [ %74, %960 ], [ %74, %914 ], [ %74, %868 ], [ %74, %823 ], [ %74, %777 ], [ %74, %731 ], [ %74, %685 ], [ %74, %627 ], [ %74, %584 ], [ %74, %541 ], [ %74, %498 ], [ %74, %455 ], [ %74, %412 ], [ %74, %341 ], [ %74, %297 ], [ %74, %255 ], [ %74, %213 ]
  %3791 = phi i32 [ %75, %3767 ], [ %75, %3736 ], [ %75, %206 ], [ %75, %248 ], [ %75, %290 ], [ %75, %332 ], [ %75, %372 ], [ %75, %387 ], [ %75, %406 ], [ %75, %448 ], [ %75, %491 ], [ %75, %534 ], [ %75, %577 ], [ %75, %620 ], [ %75, %996 ], [ %75, %1029 ], [ %75, %1180 ], [ %75, %1201 ], [ %75, %1201 ], [ %75, %1201 ], [ %75, %1247 ], [ %75, %1686 ], [ %1928, %1927 ], [ %2021, %2006 ], [ %2021, %2100 ], [ %2153, %2136 ], [ %2153, %2167 ], [ %2280, %2262 ], [ %2280, %2362 ], [ %2126, %2481 ], [ %2126, %2828 ], [ %2941, %2923 ], [ %2941, %3023 ], [ %2123, %3032 ], [ %2123, %3341 ], [ %2123, %3359 ], [ %2123, %3271 ], [ %2123, %3282 ], [ %75, %3380 ], [ %75, %3423 ], [ %75, %3466 ], [ %75, %3510 ], [ %75, %3553 ], [ %2123, %3768 ], [ %2123, %3770 ], [ %2123, %3772 ], [ %75, %3745 ], [ %75, %3699 ], [ %75, %3653 ], [ %75, %3607 ], [ %75, %3559 ], [ %75, %3516 ], [ %75, %3473 ], [ %75, %3430 ], [ %75, %3387 ], [ %75, %1067 ], [ %75, %1126 ], [ %75, %1312 ], [ %75, %1334 ], [ %75, %1776 ], [ %75, %1724 ], [ %75, %1655 ], [ %2051, %2078 ], [ %2313, %2340 ], [ %2280, %2467 ], [ %2280, %2457 ], [ %2212, %2240 ], [ %2974, %3001 ], [ %2873, %2901 ], [ %1956, %1984 ], [ %75, %1254 ], [ %75, %1207 ], [ %75, %1007 ], [ %75, %960 ], [ %75, %914 ], [ %75, %868 ], [ %75, %823 ], [ %75, %777 ], [ %75, %731 ], [ %75, %685 ], [ %75, %627 ], [ %75, %584 ], [ %75, %541 ], [ %75, %498 ], [ %75, %455 ], [ %75, %412 ], [ %75, %341 ], [ %75, %297 ], [ %75, %255 ], [ %75, %213 ]
  %3792 = phi i32 [ %76, %3767 ], [ %76, %3736 ], [ %76, %206 ], [ %76, %248 ], [ %76, %290 ], [ %76, %332 ], [ %76, %372 ], [ %76, %387 ], [ %76, %406 ], [ %76, %448 ], [ %76, %491 ], [ %76, %534 ], [ %76, %577 ], [ %76, %620 ], [ %76, %996 ], [ %76, %1029 ], [ %76, %1180 ], [ %76, %1201 ], [ %76, %1201 ], [ %76, %1201 ], [ 0, %1247 ], [ %1688, %1686 ], [ %1602, %1927 ], [ %2022, %2006 ], [ %2022, %2100 ], [ %2154, %2136 ], [ %2154, %2167 ], [ %2281, %2262 ], [ %2281, %2362 ], [ %2127, %2481 ], [ %2127, %2828 ], [ %2942, %2923 ], [ %2942, %3023 ], [ %2127, %3032 ], [ %2127, %3341 ], [ %2127, %3359 ], [ %2127, %3271 ], [ %2127, %3282 ], [ %76, %3380 ], [ %76, %3423 ], [ %76, %3466 ], [ %76, %3510 ], [ %76, %3553 ], [ %2127, %3768 ], [ %2127, %3770 ], [ %2127, %3772 ], [ %76, %3745 ], [ %76, %3699 ], [ %76, %3653 ], [ %76, %3607 ], [ %76, %3559 ], [ %76, %3516 ], [ %76, %3473 ], [ %76, %3430 ], [ %76, %3387 ], [ %76, %1067 ], [ %76, %1126 ], [ %1284, %1312 ], [ %1284, %1334 ], [ %1749, %1776 ], [ %1698, %1724 ], [ %1630, %1655 ], [ %2052, %2078 ], [ %2314, %2340 ], [ %2281, %2467 ], [ %2281, %2457 ], [ %2213, %2240 ], [ %2975, %3001 ], [ %2874, %2901 ], [ %1957, %1984 ], [ %76, %1254 ], [ %76, %1207 ], [ %76, %1007 ], [ %76, %960 ], [ %76, %914 ], [ %76, %868 ], [ %76, %823 ], [ %76, %777 ], [ %76, %731 ], [ %76, %685 ], [ %76, %627 ], [ %76, %584 ], [ %76, %541 ], [ %76, %498 ], [ %76, %455 ], [ %76, %412 ], [ %76, %341 ], [ %76, %297 ], [ %76, %255 ], [ %76, %213 ]
  %3793 = phi i32 [ %77, %3767 ], [ %77, %3736 ], [ %77, %206 ], [ %77, %248 ], [ %77, %290 ], [ %77, %332 ], [ %77, %372 ], [ %77, %387 ], [ %77, %406 ], [ %77, %448 ], [ %77, %491 ], [ %77, %534 ], [ %77, %577 ], [ %77, %620 ], [ %77, %996 ], [ %77, %1029 ], [ %77, %1180 ], [ %1206, %1201 ], [ %1206, %1201 ], [ %1206, %1201 ], [ %1231, %1247 ], [ %1689, %1686 ], [ %1603, %1927 ], [ %2023, %2006 ], [ %2023, %2100 ], [ %2155, %2136 ], [ %2155, %2167 ], [ %2282, %2262 ], [ %2282, %2362 ], [ %2128, %2481 ], [ %2128, %2828 ], [ %2943, %2923 ], [ %2943, %3023 ], [ %2128, %3032 ], [ %2128, %3341 ], [ %2128, %3359 ], [ %2128, %3271 ], [ %2128, %3282 ], [ %77, %3380 ], [ %77, %3423 ], [ %77, %3466 ], [ %77, %3510 ], [ %77, %3553 ], [ %2128, %3768 ], [ %2128, %3770 ], [ %2128, %3772 ], [ %77, %3745 ], [ %77, %3699 ], [ %77, %3653 ], [ %77, %3607 ], [ %77, %3559 ], [ %77, %3516 ], [ %77, %3473 ], [ %77, %3430 ], [ %77, %3387 ], [ %77, %1067 ], [ %77, %1126 ], [ %1285, %1312 ], [ %1285, %1334 ], [ %1750, %1776 ], [ %1699, %1724 ], [ %1631, %1655 ], [ %2053, %2078 ], [ %2315, %2340 ], [ %2282, %2467 ], [ %2282, %2457 ], [ %2214, %2240 ], [ %2976, %3001 ], [ %2875, %2901 ], [ %1958, %1984 ], [ %1231, %1254 ], [ %77, %1207 ], [ %77, %1007 ], [ %77, %960 ], [ %77, %914 ], [ %77, %868 ], [ %77, %823 ], [ %77, %777 ], [ %77, %731 ], [ %77, %685 ], [ %77, %627 ], [ %77, %584 ], [ %77, %541 ], [ %77, %498 ], [ %77, %455 ], [ %77, %412 ], [ %77, %341 ], [ %77, %297 ], [ %77, %255 ], [ %77, %213 ]
  %3794 = phi i32 [ %78, %3767 ], [ %78, %3736 ], [ %78, %206 ], [ %78, %248 ], [ %78, %290 ], [ %78, %332 ], [ %78, %372 ], [ %78, %387 ], [ %78, %406 ], [ %78, %448 ], [ %78, %491 ], [ %78, %534 ], [ %78, %577 ], [ %78, %620 ], [ %78, %996 ], [ %78, %1029 ], [ %78, %1180 ], [ %1185, %1201 ], [ %1185, %1201 ], [ %1185, %1201 ], [ %1232, %1247 ], [ %1690, %1686 ], [ %1604, %1927 ], [ %2024, %2006 ], [ %2024, %2100 ], [ %2156, %2136 ], [ %2156, %2167 ], [ %2283, %2262 ], [ %2283, %2362 ], [ %2129, %2481 ], [ %2129, %2828 ], [ %2944, %2923 ], [ %2944, %3023 ], [ %2129, %3032 ], [ %2129, %3341 ], [ %2129, %3359 ], [ %2129, %3271 ], [ %2129, %3282 ], [ %78, %3380 ], [ %78, %3423 ], [ %78, %3466 ], [ %78, %3510 ], [ %78, %3553 ], [ %2129, %3768 ], [ %2129, %3770 ], [ %2129, %3772 ], [ %78, %3745 ], [ %78, %3699 ], [ %78, %3653 ], [ %78, %3607 ], [ %78, %3559 ], [ %78, %3516 ], [ %78, %3473 ], [ %78, %3430 ], [ %78, %3387 ], [ %78, %1067 ], [ %78, %1126 ], [ %1286, %1312 ], [ %1286, %1334 ], [ %1751, %1776 ], [ %1700, %1724 ], [ %1632, %1655 ], [ %2054, %2078 ], [ %2316, %2340 ], [ %2283, %2467 ], [ %2283, %2457 ], [ %2215, %2240 ], [ %2977, %3001 ], [ %2876, %2901 ], [ %1959, %1984 ], [ %1232, %1254 ], [ %1185, %1207 ], [ %78, %1007 ], [ %78, %960 ], [ %78, %914 ], [ %78, %868 ], [ %78, %823 ], [ %78, %777 ], [ %78, %731 ], [ %78, %685 ], [ %78, %627 ], [ %78, %584 ], [ %78, %541 ], [ %78, %498 ], [ %78, %455 ], [ %78, %412 ], [ %78, %341 ], [ %78, %297 ], [ %78, %255 ], [ %78, %213 ]
  %3795 = phi i32 [ %79, %3767 ], [ %79, %3736 ], [ %79, %206 ], [ %79, %248 ], [ %79, %290 ], [ %79, %332 ], [ %79, %372 ], [ %79, %387 ], [ %79, %406 ], [ %79, %448 ], [ %79, %491 ], [ %79, %534 ], [ %79, %577 ], [ %79, %620 ], [ %79, %996 ], [ %79, %1029 ], [ %79, %1180 ], [ %79, %1201 ], [ %79, %1201 ], [ %79, %1201 ], [ %79, %1247 ], [ %1691, %1686 ], [ %1883, %1927 ], [ %2025, %2006 ], [ %2025, %2100 ], [ %2157, %2136 ], [ %2157, %2167 ], [ %2284, %2262 ], [ %2284, %2362 ], [ %2130, %2481 ], [ %2130, %2828 ], [ %2945, %2923 ], [ %2945, %3023 ], [ %2130, %3032 ], [ %2130, %3341 ], [ %2130, %3359 ], [ %2130, %3271 ], [ %2130, %3282 ], [ %79, %3380 ], [ %79, %3423 ], [ %79, %3466 ], [ %79, %3510 ], [ %79, %3553 ], [ %2130, %3768 ], [ %2130, %3770 ], [ %2130, %3772 ], [ %79, %3745 ], [ %79, %3699 ], [ %79, %3653 ], [ %79, %3607 ], [ %79, %3559 ], [ %79, %3516 ], [ %79, %3473 ], [ %79, %3430 ], [ %79, %3387 ], [ %79, %1067 ], [ %79, %1126 ], [ %79, %1312 ], [ %79, %1334 ], [ %1752, %1776 ], [ %1701, %1724 ], [ %1633, %1655 ], [ %2055, %2078 ], [ %2317, %2340 ], [ %2284, %2467 ], [ %2284, %2457 ], [ %2216, %2240 ], [ %2978, %3001 ], [ %2877, %2901 ], [ %1960, %1984 ], [ %79, %1254 ], [ %79, %1207 ], [ %79, %1007 ], [ %79, %960 ], [ %79, %914 ], [ %79, %868 ], [ %79, %823 ], [ %79, %777 ], [ %79, %731 ], [ %79, %685 ], [ %79, %627 ], [ %79, %584 ], [ %79, %541 ], [ %79, %498 ], [ %79, %455 ], [ %79, %412 ], [ %79, %341 ], [ %79, %297 ], [ %79, %255 ], [ %79, %213 ]
  %3796 = phi i32 [ %80, %3767 ], [ %80, %3736 ], [ %80, %206 ], [ %80, %248 ], [ %80, %290 ], [ %80, %332 ], [ %80, %372 ], [ %80, %387 ], [ %80, %406 ], [ %80, %448 ], [ %80, %491 ], [ %80, %534 ], [ %80, %577 ], [ %80, %620 ], [ %80, %996 ], [ %80, %1029 ], [ %1090, %1180 ], [ %1186, %1201 ], [ %1186, %1201 ], [ %1186, %1201 ], [ %1233, %1247 ], [ %1692, %1686 ], [ %1606, %1927 ], [ %2026, %2006 ], [ %2026, %2100 ], [ %2158, %2136 ], [ %2158, %2167 ], [ %2285, %2262 ], [ %2285, %2362 ], [ %2131, %2481 ], [ %2131, %2828 ], [ %2946, %2923 ], [ %2946, %3023 ], [ %2131, %3032 ], [ %2131, %3341 ], [ %2131, %3359 ], [ %3205, %3271 ], [ %3205, %3282 ], [ %80, %3380 ], [ %80, %3423 ], [ %80, %3466 ], [ %80, %3510 ], [ %80, %3553 ], [ %2131, %3768 ], [ %2131, %3770 ], [ %2131, %3772 ], [ %80, %3745 ], [ %80, %3699 ], [ %80, %3653 ], [ %80, %3607 ], [ %80, %3559 ], [ %80, %3516 ], [ %80, %3473 ], [ %80, %3430 ], [ %80, %3387 ], [ %80, %1067 ], [ %1104, %1126 ], [ %1295, %1312 ], [ %1335, %1334 ], [ %1753, %1776 ], [ %1702, %1724 ], [ %1634, %1655 ], [ %2056, %2078 ], [ %2318, %2340 ], [ %2285, %2467 ], [ %2285, %2457 ], [ %2217, %2240 ], [ %2979, %3001 ], [ %2878, %2901 ], [ %1961, %1984 ], [ %1233, %1254 ], [ %1186, %1207 ], [ %80, %1007 ], [ %80, %960 ], [ %80, %914 ], [ %80, %868 ], [ %80, %823 ], [ %80, %777 ], [ %80, %731 ], [ %80, %685 ], [ %80, %627 ], [ %80, %584 ], [ %80, %541 ], [ %80, %498 ], [ %80, %455 ], [ %80, %412 ], [ %80, %341 ], [ %80, %297 ], [ %80, %255 ], [ %80, %213 ]
  %3797 = phi i32 [ %81, %3767 ], [ %81, %3736 ], [ %81, %206 ], [ %81, %248 ], [ %81, %290 ], [ %81, %332 ], [ %81, %372 ], [ %81, %387 ], [ %81, %406 ], [ %81, %448 ], [ %81, %491 ], [ %81, %534 ], [ %81, %577 ], [ %81, %620 ], [ %81, %996 ], [ %81, %1029 ], [ %1091, %1180 ], [ %1187, %1201 ], [ %1187, %1201 ], [ %1187, %1201 ], [ %1234, %1247 ], [ %1693, %1686 ], [ 256, %1927 ], [ %2027, %2006 ], [ %2027, %2100 ], [ %2159, %2136 ], [ %2159, %2167 ], [ %2286, %2262 ], [ %2286, %2362 ], [ %2132, %2481 ], [ %2132, %2828 ], [ %2947, %2923 ], [ %2947, %3023 ], [ %2132, %3032 ], [ %3324, %3341 ], [ %3324, %3359 ], [ %3187, %3271 ], [ %3187, %3282 ], [ %81, %3380 ], [ %81, %3423 ], [ %81, %3466 ], [ %81, %3510 ], [ %81, %3553 ], [ %3769, %3768 ], [ %3771, %3770 ], [ %3773, %3772 ], [ %81, %3745 ], [ %81, %3699 ], [ %81, %3653 ], [ %81, %3607 ], [ %81, %3559 ], [ %81, %3516 ], [ %81, %3473 ], [ %81, %3430 ], [ %81, %3387 ], [ %1041, %1067 ], [ %1105, %1126 ], [ %1288, %1312 ], [ %1288, %1334 ], [ %1754, %1776 ], [ %1703, %1724 ], [ %1635, %1655 ], [ %2057, %2078 ], [ %2319, %2340 ], [ %2286, %2467 ], [ %2286, %2457 ], [ %2218, %2240 ], [ %2980, %3001 ], [ %2879, %2901 ], [ %1962, %1984 ], [ %1234, %1254 ], [ %1187, %1207 ], [ %81, %1007 ], [ %81, %960 ], [ %81, %914 ], [ %81, %868 ], [ %81, %823 ], [ %81, %777 ], [ %81, %731 ], [ %81, %685 ], [ %81, %627 ], [ %81, %584 ], [ %81, %541 ], [ %81, %498 ], [ %81, %455 ], [ %81, %412 ], [ %81, %341 ], [ %81, %297 ], [ %81, %255 ], [ %81, %213 ]
  %3798 = phi i32 [ 0, %3767 ], [ 4, %3736 ], [ -5, %206 ], [ -5, %248 ], [ -5, %290 ], [ -5, %332 ], [ -3, %372 ], [ -3, %387 ], [ -4, %406 ], [ -4, %448 ], [ -4, %491 ], [ -4, %534 ], [ -4, %577 ], [ -4, %620 ], [ -4, %996 ], [ -4, %1029 ], [ -4, %1180 ], [ -4, %1201 ], [ -4, %1201 ], [ -4, %1201 ], [ -4, %1247 ], [ -4, %1686 ], [ -4, %1927 ], [ -4, %2006 ], [ -4, %2100 ], [ -4, %2136 ], [ -4, %2167 ], [ -4, %2262 ], [ -4, %2362 ], [ -4, %2481 ], [ -4, %2828 ], [ -4, %2923 ], [ -4, %3023 ], [ -4, %3032 ], [ 0, %3341 ], [ 0, %3359 ], [ 0, %3271 ], [ 0, %3282 ], [ -4, %3380 ], [ -4, %3423 ], [ -4, %3466 ], [ -4, %3510 ], [ -4, %3553 ], [ -4, %3768 ], [ -4, %3770 ], [ -4, %3772 ], [ 0, %3745 ], [ 0, %3699 ], [ 0, %3653 ], [ 0, %3607 ], [ 0, %3559 ], [ 0, %3516 ], [ 0, %3473 ], [ 0, %3430 ], [ 0, %3387 ], [ 0, %1067 ], [ 0, %1126 ], [ 0, %1312 ], [ -4, %1334 ], [ 0, %1776 ], [ 0, %1724 ], [ 0, %1655 ], [ 0, %2078 ], [ 0, %2340 ], [ -4, %2467 ], [ -4, %2457 ], [ 0, %2240 ], [ 0, %3001 ], [ 0, %2901 ], [ 0, %1984 ], [ 0, %1254 ], [ 0, %1207 ], [ 0, %1007 ], [ 0, %960 ], [ 0, %914 ], [ 0, %868 ], [ 0, %823 ], [ 0, %777 ], [ 0, %731 ], [ 0, %685 ], [ 0, %627 ], [ 0, %584 ], [ 0, %541 ], [ 0, %498 ], [ 0, %455 ], [ 0, %412 ], [ 0, %341 ], [ 0, %297 ], [ 0, %255 ], [ 0, %213 ]
  store i32 %3797, ptr %82, align 4, !tbaa !13
  store i32 %3796, ptr %83, align 8, !tbaa !14
  store i32 %3795, ptr %84, align 4, !tbaa !15
  store i32 %3794, ptr %85, align 8, !tbaa !16
  store i32 %3793, ptr %86, align 4, !tbaa !17
  store i32 %3792, ptr %87, align 8, !tbaa !18
  store i32 %3791, ptr %88, align 4, !tbaa !19
  store i32 %3790, ptr %89, align 8, !tbaa !20
  store i32 %3789, ptr %90, align 4, !tbaa !21
  store i32 %3788, ptr %91, align 8, !tbaa !22
  store i32 %3787, ptr %92, align 4, !tbaa !23
  store i32 %3786, ptr %93, align 8, !tbaa !24
  store i32 %3785, ptr %94, align 4, !tbaa !25
  store i32 %3784, ptr %95, align 8, !tbaa !26
  store i32 %3783, ptr %96, align 4, !tbaa !27
  store i32 %66, ptr %97, align 8, !tbaa !28
  store i32 %3782, ptr %98, align 4, !tbaa !29
  store i32 %3781, ptr %99, align 8, !tbaa !30
  store i32 %3780, ptr %100, align 4, !tbaa !31
  store i32 %3779, ptr %101, align 8, !tbaa !32
  store i32 %3778, ptr %102, align 4, !tbaa !33
  store ptr %3777, ptr %103, align 8, !tbaa !34
  store ptr %3776, ptr %104, align 8, !tbaa !35
  store ptr %3775, ptr %105, align 8, !tbaa !36
  br label %3799

3799:                                             ; preds = %3354, %3335, %3277, %3231, %3774
  %3800 = phi i32 [ %3798, %3774 ], [ 1, %3231 ], [ 1, %3277 ], [ 1, %3335 ], [ 1, %3354 ]
  ret i32 %3800
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @BZ2_hbCreateDecodeTables(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare i32 @BZ2_indexIntoF(i32 noundef, ptr noundef) local_unnamed_addr #3

declare void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smax.v16i32(<16 x i32>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <16 x i32> @llvm.smin.v16i32(<16 x i32>, <16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v16i32(<16 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smax.v8i32(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i32> @llvm.smin.v8i32(<8 x i32>, <8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v8i32(<8 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #4

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { cold nounwind }
attributes #9 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8, !9, i64 12, !11, i64 16, !9, i64 20, !11, i64 24, !11, i64 28, !11, i64 32, !11, i64 36, !11, i64 40, !9, i64 44, !11, i64 48, !11, i64 52, !11, i64 56, !11, i64 60, !11, i64 64, !9, i64 68, !11, i64 1092, !9, i64 1096, !9, i64 2124, !8, i64 3152, !8, i64 3160, !8, i64 3168, !11, i64 3176, !11, i64 3180, !11, i64 3184, !11, i64 3188, !11, i64 3192, !9, i64 3196, !9, i64 3452, !9, i64 3468, !9, i64 3724, !9, i64 7820, !9, i64 7884, !9, i64 25886, !9, i64 43888, !9, i64 45436, !9, i64 51628, !9, i64 57820, !9, i64 64012, !11, i64 64036, !11, i64 64040, !11, i64 64044, !11, i64 64048, !11, i64 64052, !11, i64 64056, !11, i64 64060, !11, i64 64064, !11, i64 64068, !11, i64 64072, !11, i64 64076, !11, i64 64080, !11, i64 64084, !11, i64 64088, !11, i64 64092, !11, i64 64096, !11, i64 64100, !11, i64 64104, !11, i64 64108, !11, i64 64112, !11, i64 64116, !8, i64 64120, !8, i64 64128, !8, i64 64136}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!7, !11, i64 64036}
!14 = !{!7, !11, i64 64040}
!15 = !{!7, !11, i64 64044}
!16 = !{!7, !11, i64 64048}
!17 = !{!7, !11, i64 64052}
!18 = !{!7, !11, i64 64056}
!19 = !{!7, !11, i64 64060}
!20 = !{!7, !11, i64 64064}
!21 = !{!7, !11, i64 64068}
!22 = !{!7, !11, i64 64072}
!23 = !{!7, !11, i64 64076}
!24 = !{!7, !11, i64 64080}
!25 = !{!7, !11, i64 64084}
!26 = !{!7, !11, i64 64088}
!27 = !{!7, !11, i64 64092}
!28 = !{!7, !11, i64 64096}
!29 = !{!7, !11, i64 64100}
!30 = !{!7, !11, i64 64104}
!31 = !{!7, !11, i64 64108}
!32 = !{!7, !11, i64 64112}
!33 = !{!7, !11, i64 64116}
!34 = !{!7, !8, i64 64120}
!35 = !{!7, !8, i64 64128}
!36 = !{!7, !8, i64 64136}
!37 = !{!7, !11, i64 36}
!38 = !{!7, !11, i64 32}
!39 = !{!40, !11, i64 8}
!40 = !{!"", !8, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !8, i64 24, !11, i64 32, !11, i64 36, !11, i64 40, !8, i64 48, !8, i64 56, !8, i64 64, !8, i64 72}
!41 = !{!40, !8, i64 0}
!42 = !{!9, !9, i64 0}
!43 = !{!40, !11, i64 12}
!44 = !{!40, !11, i64 16}
!45 = !{!7, !11, i64 40}
!46 = !{!7, !9, i64 44}
!47 = !{!40, !8, i64 56}
!48 = !{!40, !8, i64 72}
!49 = !{!7, !8, i64 3160}
!50 = !{!7, !8, i64 3168}
!51 = !{!7, !8, i64 3152}
!52 = !{!7, !11, i64 48}
!53 = !{!7, !11, i64 52}
!54 = !{!8, !8, i64 0}
!55 = !{!7, !11, i64 3176}
!56 = !{!7, !9, i64 20}
!57 = !{!7, !11, i64 56}
!58 = distinct !{!58, !59}
!59 = !{!"llvm.loop.mustprogress"}
!60 = distinct !{!60, !59}
!61 = distinct !{!61, !59}
!62 = !{!7, !11, i64 3192}
!63 = distinct !{!63, !59}
!64 = distinct !{!64, !59}
!65 = distinct !{!65, !59, !66, !67}
!66 = !{!"llvm.loop.isvectorized", i32 1}
!67 = !{!"llvm.loop.unroll.runtime.disable"}
!68 = distinct !{!68, !59, !66, !67}
!69 = distinct !{!69, !59, !66}
!70 = distinct !{!70, !59, !66, !67}
!71 = distinct !{!71, !59, !66, !67}
!72 = distinct !{!72, !59, !66}
!73 = distinct !{!73, !59}
!74 = distinct !{!74, !59}
!75 = distinct !{!75, !59}
!76 = distinct !{!76, !59, !66, !67}
!77 = distinct !{!77, !59, !66, !67}
!78 = distinct !{!78, !59, !67, !66}
!79 = !{!11, !11, i64 0}
!80 = distinct !{!80, !59}
!81 = distinct !{!81, !59}
!82 = distinct !{!82, !59}
!83 = !{!84, !84, i64 0}
!84 = !{!"short", !9, i64 0}
!85 = distinct !{!85, !59, !66, !67}
!86 = distinct !{!86, !59, !66, !67}
!87 = distinct !{!87, !59, !66}
!88 = distinct !{!88, !59, !66}
!89 = distinct !{!89, !59, !66, !67}
!90 = distinct !{!90, !59, !66, !67}
!91 = distinct !{!91, !59}
!92 = distinct !{!92, !59, !66}
!93 = distinct !{!93, !59}
!94 = distinct !{!94, !59}
!95 = distinct !{!95, !59}
!96 = distinct !{!96, !59}
!97 = distinct !{!97, !59, !66, !67}
!98 = distinct !{!98, !59}
!99 = distinct !{!99, !59}
!100 = distinct !{!100, !59}
!101 = !{!7, !11, i64 16}
!102 = !{!7, !9, i64 12}
!103 = !{!7, !11, i64 3184}
!104 = distinct !{!104, !59, !66, !67}
!105 = distinct !{!105, !59}
!106 = distinct !{!106, !59}
!107 = !{!7, !11, i64 60}
!108 = !{!7, !11, i64 1092}
!109 = !{!7, !11, i64 64}
!110 = !{!7, !11, i64 24}
!111 = !{!7, !11, i64 28}
!112 = distinct !{!112, !59}
!113 = !{!7, !11, i64 3180}
