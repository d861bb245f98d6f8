; ModuleID = 'src/bzip2/decompress.c'
source_filename = "src/bzip2/decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [20 x i8] c"\0A    [%d: huff+mtf \00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"rt+rld\00", align 1
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @BZ2_decompress(ptr noundef %0) local_unnamed_addr #0 {
  %2 = alloca [6 x i8], align 16
  %3 = load ptr, ptr %0, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i32, ptr %4, align 8, !tbaa !11
  %6 = icmp eq i32 %5, 10
  %7 = getelementptr inbounds i8, ptr %0, i64 64036
  %8 = getelementptr inbounds i8, ptr %0, i64 64040
  br i1 %6, label %9, label %36

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %0, i64 64036
  %11 = getelementptr inbounds i8, ptr %0, i64 64044
  %12 = getelementptr inbounds i8, ptr %0, i64 64048
  %13 = getelementptr inbounds i8, ptr %0, i64 64052
  %14 = getelementptr inbounds i8, ptr %0, i64 64056
  %15 = getelementptr inbounds i8, ptr %0, i64 64060
  %16 = getelementptr inbounds i8, ptr %0, i64 64064
  %17 = getelementptr inbounds i8, ptr %0, i64 64068
  %18 = getelementptr inbounds i8, ptr %0, i64 64072
  %19 = getelementptr inbounds i8, ptr %0, i64 64076
  %20 = getelementptr inbounds i8, ptr %0, i64 64080
  %21 = getelementptr inbounds i8, ptr %0, i64 64084
  %22 = getelementptr inbounds i8, ptr %0, i64 64088
  %23 = getelementptr inbounds i8, ptr %0, i64 64092
  %24 = getelementptr inbounds i8, ptr %0, i64 64096
  %25 = getelementptr inbounds i8, ptr %0, i64 64100
  %26 = getelementptr inbounds i8, ptr %0, i64 64104
  %27 = getelementptr inbounds i8, ptr %0, i64 64108
  %28 = getelementptr inbounds i8, ptr %0, i64 64112
  %29 = getelementptr inbounds i8, ptr %0, i64 64116
  %30 = getelementptr inbounds i8, ptr %0, i64 64120
  %31 = getelementptr inbounds i8, ptr %0, i64 64128
  %32 = getelementptr inbounds i8, ptr %0, i64 64136
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(108) %7, i8 0, i64 108, i1 false)
  store i32 10, ptr %4, align 8, !tbaa !11
  %33 = getelementptr inbounds i8, ptr %0, i64 36
  %34 = load i32, ptr %33, align 4, !tbaa !12
  %35 = icmp sgt i32 %34, 7
  br i1 %35, label %194, label %197

36:                                               ; preds = %1
  %37 = load i32, ptr %7, align 4, !tbaa !13
  %38 = load i32, ptr %8, align 8, !tbaa !14
  %39 = getelementptr inbounds i8, ptr %0, i64 64044
  %40 = load i32, ptr %39, align 4, !tbaa !15
  %41 = getelementptr inbounds i8, ptr %0, i64 64048
  %42 = load i32, ptr %41, align 8, !tbaa !16
  %43 = getelementptr inbounds i8, ptr %0, i64 64052
  %44 = load i32, ptr %43, align 4, !tbaa !17
  %45 = getelementptr inbounds i8, ptr %0, i64 64056
  %46 = load i32, ptr %45, align 8, !tbaa !18
  %47 = getelementptr inbounds i8, ptr %0, i64 64060
  %48 = load i32, ptr %47, align 4, !tbaa !19
  %49 = getelementptr inbounds i8, ptr %0, i64 64064
  %50 = load i32, ptr %49, align 8, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %0, i64 64068
  %52 = load i32, ptr %51, align 4, !tbaa !21
  %53 = getelementptr inbounds i8, ptr %0, i64 64072
  %54 = load i32, ptr %53, align 8, !tbaa !22
  %55 = getelementptr inbounds i8, ptr %0, i64 64076
  %56 = load i32, ptr %55, align 4, !tbaa !23
  %57 = getelementptr inbounds i8, ptr %0, i64 64080
  %58 = load i32, ptr %57, align 8, !tbaa !24
  %59 = getelementptr inbounds i8, ptr %0, i64 64084
  %60 = load i32, ptr %59, align 4, !tbaa !25
  %61 = getelementptr inbounds i8, ptr %0, i64 64088
  %62 = load i32, ptr %61, align 8, !tbaa !26
  %63 = getelementptr inbounds i8, ptr %0, i64 64092
  %64 = load i32, ptr %63, align 4, !tbaa !27
  %65 = getelementptr inbounds i8, ptr %0, i64 64096
  %66 = load i32, ptr %65, align 8, !tbaa !28
  %67 = getelementptr inbounds i8, ptr %0, i64 64100
  %68 = load i32, ptr %67, align 4, !tbaa !29
  %69 = getelementptr inbounds i8, ptr %0, i64 64104
  %70 = load i32, ptr %69, align 8, !tbaa !30
  %71 = getelementptr inbounds i8, ptr %0, i64 64108
  %72 = load i32, ptr %71, align 4, !tbaa !31
  %73 = getelementptr inbounds i8, ptr %0, i64 64112
  %74 = load i32, ptr %73, align 8, !tbaa !32
  %75 = getelementptr inbounds i8, ptr %0, i64 64116
  %76 = load i32, ptr %75, align 4, !tbaa !33
  %77 = getelementptr inbounds i8, ptr %0, i64 64120
  %78 = load ptr, ptr %77, align 8, !tbaa !34
  %79 = getelementptr inbounds i8, ptr %0, i64 64128
  %80 = load ptr, ptr %79, align 8, !tbaa !35
  %81 = getelementptr inbounds i8, ptr %0, i64 64136
  %82 = load ptr, ptr %81, align 8, !tbaa !36
  %83 = getelementptr inbounds i8, ptr %0, i64 64036
  %84 = getelementptr inbounds i8, ptr %0, i64 64040
  %85 = getelementptr inbounds i8, ptr %0, i64 64044
  %86 = getelementptr inbounds i8, ptr %0, i64 64048
  %87 = getelementptr inbounds i8, ptr %0, i64 64052
  %88 = getelementptr inbounds i8, ptr %0, i64 64056
  %89 = getelementptr inbounds i8, ptr %0, i64 64060
  %90 = getelementptr inbounds i8, ptr %0, i64 64064
  %91 = getelementptr inbounds i8, ptr %0, i64 64068
  %92 = getelementptr inbounds i8, ptr %0, i64 64072
  %93 = getelementptr inbounds i8, ptr %0, i64 64076
  %94 = getelementptr inbounds i8, ptr %0, i64 64080
  %95 = getelementptr inbounds i8, ptr %0, i64 64084
  %96 = getelementptr inbounds i8, ptr %0, i64 64088
  %97 = getelementptr inbounds i8, ptr %0, i64 64092
  %98 = getelementptr inbounds i8, ptr %0, i64 64096
  %99 = getelementptr inbounds i8, ptr %0, i64 64100
  %100 = getelementptr inbounds i8, ptr %0, i64 64104
  %101 = getelementptr inbounds i8, ptr %0, i64 64108
  %102 = getelementptr inbounds i8, ptr %0, i64 64112
  %103 = getelementptr inbounds i8, ptr %0, i64 64116
  %104 = getelementptr inbounds i8, ptr %0, i64 64120
  %105 = getelementptr inbounds i8, ptr %0, i64 64128
  %106 = getelementptr inbounds i8, ptr %0, i64 64136
  switch i32 %5, label %6033 [
    i32 50, label %107
    i32 11, label %191
    i32 12, label %188
    i32 13, label %185
    i32 14, label %533
    i32 15, label %182
    i32 16, label %179
    i32 17, label %176
    i32 18, label %173
    i32 19, label %170
    i32 20, label %1090
    i32 21, label %167
    i32 22, label %164
    i32 23, label %161
    i32 24, label %158
    i32 25, label %155
    i32 26, label %152
    i32 27, label %149
    i32 28, label %1900
    i32 29, label %2102
    i32 30, label %2287
    i32 31, label %146
    i32 32, label %2518
    i32 33, label %2885
    i32 34, label %3076
    i32 35, label %134
    i32 36, label %3382
    i32 37, label %137
    i32 38, label %3769
    i32 39, label %140
    i32 40, label %4477
    i32 41, label %143
    i32 42, label %131
    i32 43, label %128
    i32 44, label %125
    i32 45, label %122
    i32 46, label %119
    i32 47, label %116
    i32 48, label %113
    i32 49, label %110
  ]

107:                                              ; preds = %36
  %108 = getelementptr inbounds i8, ptr %0, i64 36
  %109 = load i32, ptr %108, align 4, !tbaa !12
  br label %5939

110:                                              ; preds = %36
  %111 = getelementptr inbounds i8, ptr %0, i64 36
  %112 = load i32, ptr %111, align 4, !tbaa !12
  br label %5845

113:                                              ; preds = %36
  %114 = getelementptr inbounds i8, ptr %0, i64 36
  %115 = load i32, ptr %114, align 4, !tbaa !12
  br label %5751

116:                                              ; preds = %36
  %117 = getelementptr inbounds i8, ptr %0, i64 36
  %118 = load i32, ptr %117, align 4, !tbaa !12
  br label %5657

119:                                              ; preds = %36
  %120 = getelementptr inbounds i8, ptr %0, i64 36
  %121 = load i32, ptr %120, align 4, !tbaa !12
  br label %5564

122:                                              ; preds = %36
  %123 = getelementptr inbounds i8, ptr %0, i64 36
  %124 = load i32, ptr %123, align 4, !tbaa !12
  br label %5473

125:                                              ; preds = %36
  %126 = getelementptr inbounds i8, ptr %0, i64 36
  %127 = load i32, ptr %126, align 4, !tbaa !12
  br label %5382

128:                                              ; preds = %36
  %129 = getelementptr inbounds i8, ptr %0, i64 36
  %130 = load i32, ptr %129, align 4, !tbaa !12
  br label %5291

131:                                              ; preds = %36
  %132 = getelementptr inbounds i8, ptr %0, i64 36
  %133 = load i32, ptr %132, align 4, !tbaa !12
  br label %5200

134:                                              ; preds = %36
  %135 = getelementptr inbounds i8, ptr %0, i64 36
  %136 = load i32, ptr %135, align 4, !tbaa !12
  br label %3167

137:                                              ; preds = %36
  %138 = getelementptr inbounds i8, ptr %0, i64 36
  %139 = load i32, ptr %138, align 4, !tbaa !12
  br label %3532

140:                                              ; preds = %36
  %141 = getelementptr inbounds i8, ptr %0, i64 36
  %142 = load i32, ptr %141, align 4, !tbaa !12
  br label %3919

143:                                              ; preds = %36
  %144 = getelementptr inbounds i8, ptr %0, i64 36
  %145 = load i32, ptr %144, align 4, !tbaa !12
  br label %4627

146:                                              ; preds = %36
  %147 = getelementptr inbounds i8, ptr %0, i64 36
  %148 = load i32, ptr %147, align 4, !tbaa !12
  br label %2377

149:                                              ; preds = %36
  %150 = getelementptr inbounds i8, ptr %0, i64 36
  %151 = load i32, ptr %150, align 4, !tbaa !12
  br label %1747

152:                                              ; preds = %36
  %153 = getelementptr inbounds i8, ptr %0, i64 36
  %154 = load i32, ptr %153, align 4, !tbaa !12
  br label %1653

155:                                              ; preds = %36
  %156 = getelementptr inbounds i8, ptr %0, i64 36
  %157 = load i32, ptr %156, align 4, !tbaa !12
  br label %1559

158:                                              ; preds = %36
  %159 = getelementptr inbounds i8, ptr %0, i64 36
  %160 = load i32, ptr %159, align 4, !tbaa !12
  br label %1466

161:                                              ; preds = %36
  %162 = getelementptr inbounds i8, ptr %0, i64 36
  %163 = load i32, ptr %162, align 4, !tbaa !12
  br label %1372

164:                                              ; preds = %36
  %165 = getelementptr inbounds i8, ptr %0, i64 36
  %166 = load i32, ptr %165, align 4, !tbaa !12
  br label %1278

167:                                              ; preds = %36
  %168 = getelementptr inbounds i8, ptr %0, i64 36
  %169 = load i32, ptr %168, align 4, !tbaa !12
  br label %1184

170:                                              ; preds = %36
  %171 = getelementptr inbounds i8, ptr %0, i64 36
  %172 = load i32, ptr %171, align 4, !tbaa !12
  br label %987

173:                                              ; preds = %36
  %174 = getelementptr inbounds i8, ptr %0, i64 36
  %175 = load i32, ptr %174, align 4, !tbaa !12
  br label %896

176:                                              ; preds = %36
  %177 = getelementptr inbounds i8, ptr %0, i64 36
  %178 = load i32, ptr %177, align 4, !tbaa !12
  br label %805

179:                                              ; preds = %36
  %180 = getelementptr inbounds i8, ptr %0, i64 36
  %181 = load i32, ptr %180, align 4, !tbaa !12
  br label %714

182:                                              ; preds = %36
  %183 = getelementptr inbounds i8, ptr %0, i64 36
  %184 = load i32, ptr %183, align 4, !tbaa !12
  br label %623

185:                                              ; preds = %36
  %186 = getelementptr inbounds i8, ptr %0, i64 36
  %187 = load i32, ptr %186, align 4, !tbaa !12
  br label %412

188:                                              ; preds = %36
  %189 = getelementptr inbounds i8, ptr %0, i64 36
  %190 = load i32, ptr %189, align 4, !tbaa !12
  br label %322

191:                                              ; preds = %36
  %192 = getelementptr inbounds i8, ptr %0, i64 36
  %193 = load i32, ptr %192, align 4, !tbaa !12
  br label %232

194:                                              ; preds = %9
  %195 = getelementptr inbounds i8, ptr %0, i64 32
  %196 = load i32, ptr %195, align 8, !tbaa !37
  br label %203

197:                                              ; preds = %9
  %198 = getelementptr inbounds i8, ptr %3, i64 8
  %199 = getelementptr inbounds i8, ptr %0, i64 32
  %200 = getelementptr inbounds i8, ptr %3, i64 12
  %201 = getelementptr inbounds i8, ptr %3, i64 16
  %202 = load i32, ptr %198, align 8, !tbaa !38
  br label %210

203:                                              ; preds = %230, %194
  %204 = phi i32 [ %196, %194 ], [ %220, %230 ]
  %205 = phi i32 [ %34, %194 ], [ %221, %230 ]
  %206 = add nsw i32 %205, -8
  %207 = lshr i32 %204, %206
  store i32 %206, ptr %33, align 4, !tbaa !12
  %208 = and i32 %207, 255
  %209 = icmp eq i32 %208, 66
  br i1 %209, label %232, label %6043

210:                                              ; preds = %197, %230
  %211 = phi i32 [ %202, %197 ], [ %223, %230 ]
  %212 = phi i32 [ %34, %197 ], [ %221, %230 ]
  %213 = icmp eq i32 %211, 0
  br i1 %213, label %6043, label %214

214:                                              ; preds = %210
  %215 = load i32, ptr %199, align 8, !tbaa !37
  %216 = shl i32 %215, 8
  %217 = load ptr, ptr %3, align 8, !tbaa !40
  %218 = load i8, ptr %217, align 1, !tbaa !41
  %219 = zext i8 %218 to i32
  %220 = or disjoint i32 %216, %219
  store i32 %220, ptr %199, align 8, !tbaa !37
  %221 = add nsw i32 %212, 8
  store i32 %221, ptr %33, align 4, !tbaa !12
  %222 = getelementptr inbounds i8, ptr %217, i64 1
  store ptr %222, ptr %3, align 8, !tbaa !40
  %223 = add i32 %211, -1
  store i32 %223, ptr %198, align 8, !tbaa !38
  %224 = load i32, ptr %200, align 4, !tbaa !42
  %225 = add i32 %224, 1
  store i32 %225, ptr %200, align 4, !tbaa !42
  %226 = icmp eq i32 %225, 0
  br i1 %226, label %227, label %230

227:                                              ; preds = %214
  %228 = load i32, ptr %201, align 8, !tbaa !43
  %229 = add i32 %228, 1
  store i32 %229, ptr %201, align 8, !tbaa !43
  br label %230

230:                                              ; preds = %227, %214
  %231 = icmp sgt i32 %212, -1
  br i1 %231, label %203, label %210

232:                                              ; preds = %191, %203
  %233 = phi ptr [ %106, %191 ], [ %32, %203 ]
  %234 = phi ptr [ %105, %191 ], [ %31, %203 ]
  %235 = phi ptr [ %104, %191 ], [ %30, %203 ]
  %236 = phi ptr [ %103, %191 ], [ %29, %203 ]
  %237 = phi ptr [ %102, %191 ], [ %28, %203 ]
  %238 = phi ptr [ %101, %191 ], [ %27, %203 ]
  %239 = phi ptr [ %100, %191 ], [ %26, %203 ]
  %240 = phi ptr [ %99, %191 ], [ %25, %203 ]
  %241 = phi ptr [ %98, %191 ], [ %24, %203 ]
  %242 = phi ptr [ %97, %191 ], [ %23, %203 ]
  %243 = phi ptr [ %96, %191 ], [ %22, %203 ]
  %244 = phi ptr [ %95, %191 ], [ %21, %203 ]
  %245 = phi ptr [ %94, %191 ], [ %20, %203 ]
  %246 = phi ptr [ %93, %191 ], [ %19, %203 ]
  %247 = phi ptr [ %92, %191 ], [ %18, %203 ]
  %248 = phi ptr [ %91, %191 ], [ %17, %203 ]
  %249 = phi ptr [ %90, %191 ], [ %16, %203 ]
  %250 = phi ptr [ %89, %191 ], [ %15, %203 ]
  %251 = phi ptr [ %88, %191 ], [ %14, %203 ]
  %252 = phi ptr [ %87, %191 ], [ %13, %203 ]
  %253 = phi ptr [ %86, %191 ], [ %12, %203 ]
  %254 = phi ptr [ %85, %191 ], [ %11, %203 ]
  %255 = phi ptr [ %84, %191 ], [ %8, %203 ]
  %256 = phi ptr [ %83, %191 ], [ %10, %203 ]
  %257 = phi i32 [ %37, %191 ], [ 0, %203 ]
  %258 = phi i32 [ %38, %191 ], [ 0, %203 ]
  %259 = phi i32 [ %40, %191 ], [ 0, %203 ]
  %260 = phi i32 [ %42, %191 ], [ 0, %203 ]
  %261 = phi i32 [ %44, %191 ], [ 0, %203 ]
  %262 = phi i32 [ %46, %191 ], [ 0, %203 ]
  %263 = phi i32 [ %48, %191 ], [ 0, %203 ]
  %264 = phi i32 [ %50, %191 ], [ 0, %203 ]
  %265 = phi i32 [ %52, %191 ], [ 0, %203 ]
  %266 = phi i32 [ %54, %191 ], [ 0, %203 ]
  %267 = phi i32 [ %56, %191 ], [ 0, %203 ]
  %268 = phi i32 [ %58, %191 ], [ 0, %203 ]
  %269 = phi i32 [ %60, %191 ], [ 0, %203 ]
  %270 = phi i32 [ %62, %191 ], [ 0, %203 ]
  %271 = phi i32 [ %64, %191 ], [ 0, %203 ]
  %272 = phi i32 [ %66, %191 ], [ 0, %203 ]
  %273 = phi i32 [ %68, %191 ], [ 0, %203 ]
  %274 = phi i32 [ %70, %191 ], [ 0, %203 ]
  %275 = phi i32 [ %72, %191 ], [ 0, %203 ]
  %276 = phi i32 [ %74, %191 ], [ 0, %203 ]
  %277 = phi i32 [ %76, %191 ], [ 0, %203 ]
  %278 = phi ptr [ %78, %191 ], [ null, %203 ]
  %279 = phi ptr [ %80, %191 ], [ null, %203 ]
  %280 = phi ptr [ %82, %191 ], [ null, %203 ]
  %281 = phi i32 [ %193, %191 ], [ %206, %203 ]
  store i32 11, ptr %4, align 8, !tbaa !11
  %282 = getelementptr inbounds i8, ptr %0, i64 36
  %283 = icmp sgt i32 %281, 7
  br i1 %283, label %284, label %287

284:                                              ; preds = %232
  %285 = getelementptr inbounds i8, ptr %0, i64 32
  %286 = load i32, ptr %285, align 8, !tbaa !37
  br label %293

287:                                              ; preds = %232
  %288 = getelementptr inbounds i8, ptr %3, i64 8
  %289 = getelementptr inbounds i8, ptr %0, i64 32
  %290 = getelementptr inbounds i8, ptr %3, i64 12
  %291 = getelementptr inbounds i8, ptr %3, i64 16
  %292 = load i32, ptr %288, align 8, !tbaa !38
  br label %300

293:                                              ; preds = %320, %284
  %294 = phi i32 [ %286, %284 ], [ %310, %320 ]
  %295 = phi i32 [ %281, %284 ], [ %311, %320 ]
  %296 = add nsw i32 %295, -8
  %297 = lshr i32 %294, %296
  store i32 %296, ptr %282, align 4, !tbaa !12
  %298 = and i32 %297, 255
  %299 = icmp eq i32 %298, 90
  br i1 %299, label %322, label %6043

300:                                              ; preds = %287, %320
  %301 = phi i32 [ %292, %287 ], [ %313, %320 ]
  %302 = phi i32 [ %281, %287 ], [ %311, %320 ]
  %303 = icmp eq i32 %301, 0
  br i1 %303, label %6043, label %304

304:                                              ; preds = %300
  %305 = load i32, ptr %289, align 8, !tbaa !37
  %306 = shl i32 %305, 8
  %307 = load ptr, ptr %3, align 8, !tbaa !40
  %308 = load i8, ptr %307, align 1, !tbaa !41
  %309 = zext i8 %308 to i32
  %310 = or disjoint i32 %306, %309
  store i32 %310, ptr %289, align 8, !tbaa !37
  %311 = add nsw i32 %302, 8
  store i32 %311, ptr %282, align 4, !tbaa !12
  %312 = getelementptr inbounds i8, ptr %307, i64 1
  store ptr %312, ptr %3, align 8, !tbaa !40
  %313 = add i32 %301, -1
  store i32 %313, ptr %288, align 8, !tbaa !38
  %314 = load i32, ptr %290, align 4, !tbaa !42
  %315 = add i32 %314, 1
  store i32 %315, ptr %290, align 4, !tbaa !42
  %316 = icmp eq i32 %315, 0
  br i1 %316, label %317, label %320

317:                                              ; preds = %304
  %318 = load i32, ptr %291, align 8, !tbaa !43
  %319 = add i32 %318, 1
  store i32 %319, ptr %291, align 8, !tbaa !43
  br label %320

320:                                              ; preds = %317, %304
  %321 = icmp sgt i32 %302, -1
  br i1 %321, label %293, label %300

322:                                              ; preds = %188, %293
  %323 = phi ptr [ %106, %188 ], [ %233, %293 ]
  %324 = phi ptr [ %105, %188 ], [ %234, %293 ]
  %325 = phi ptr [ %104, %188 ], [ %235, %293 ]
  %326 = phi ptr [ %103, %188 ], [ %236, %293 ]
  %327 = phi ptr [ %102, %188 ], [ %237, %293 ]
  %328 = phi ptr [ %101, %188 ], [ %238, %293 ]
  %329 = phi ptr [ %100, %188 ], [ %239, %293 ]
  %330 = phi ptr [ %99, %188 ], [ %240, %293 ]
  %331 = phi ptr [ %98, %188 ], [ %241, %293 ]
  %332 = phi ptr [ %97, %188 ], [ %242, %293 ]
  %333 = phi ptr [ %96, %188 ], [ %243, %293 ]
  %334 = phi ptr [ %95, %188 ], [ %244, %293 ]
  %335 = phi ptr [ %94, %188 ], [ %245, %293 ]
  %336 = phi ptr [ %93, %188 ], [ %246, %293 ]
  %337 = phi ptr [ %92, %188 ], [ %247, %293 ]
  %338 = phi ptr [ %91, %188 ], [ %248, %293 ]
  %339 = phi ptr [ %90, %188 ], [ %249, %293 ]
  %340 = phi ptr [ %89, %188 ], [ %250, %293 ]
  %341 = phi ptr [ %88, %188 ], [ %251, %293 ]
  %342 = phi ptr [ %87, %188 ], [ %252, %293 ]
  %343 = phi ptr [ %86, %188 ], [ %253, %293 ]
  %344 = phi ptr [ %85, %188 ], [ %254, %293 ]
  %345 = phi ptr [ %84, %188 ], [ %255, %293 ]
  %346 = phi ptr [ %83, %188 ], [ %256, %293 ]
  %347 = phi i32 [ %37, %188 ], [ %257, %293 ]
  %348 = phi i32 [ %38, %188 ], [ %258, %293 ]
  %349 = phi i32 [ %40, %188 ], [ %259, %293 ]
  %350 = phi i32 [ %42, %188 ], [ %260, %293 ]
  %351 = phi i32 [ %44, %188 ], [ %261, %293 ]
  %352 = phi i32 [ %46, %188 ], [ %262, %293 ]
  %353 = phi i32 [ %48, %188 ], [ %263, %293 ]
  %354 = phi i32 [ %50, %188 ], [ %264, %293 ]
  %355 = phi i32 [ %52, %188 ], [ %265, %293 ]
  %356 = phi i32 [ %54, %188 ], [ %266, %293 ]
  %357 = phi i32 [ %56, %188 ], [ %267, %293 ]
  %358 = phi i32 [ %58, %188 ], [ %268, %293 ]
  %359 = phi i32 [ %60, %188 ], [ %269, %293 ]
  %360 = phi i32 [ %62, %188 ], [ %270, %293 ]
  %361 = phi i32 [ %64, %188 ], [ %271, %293 ]
  %362 = phi i32 [ %66, %188 ], [ %272, %293 ]
  %363 = phi i32 [ %68, %188 ], [ %273, %293 ]
  %364 = phi i32 [ %70, %188 ], [ %274, %293 ]
  %365 = phi i32 [ %72, %188 ], [ %275, %293 ]
  %366 = phi i32 [ %74, %188 ], [ %276, %293 ]
  %367 = phi i32 [ %76, %188 ], [ %277, %293 ]
  %368 = phi ptr [ %78, %188 ], [ %278, %293 ]
  %369 = phi ptr [ %80, %188 ], [ %279, %293 ]
  %370 = phi ptr [ %82, %188 ], [ %280, %293 ]
  %371 = phi i32 [ %190, %188 ], [ %296, %293 ]
  store i32 12, ptr %4, align 8, !tbaa !11
  %372 = getelementptr inbounds i8, ptr %0, i64 36
  %373 = icmp sgt i32 %371, 7
  br i1 %373, label %374, label %377

374:                                              ; preds = %322
  %375 = getelementptr inbounds i8, ptr %0, i64 32
  %376 = load i32, ptr %375, align 8, !tbaa !37
  br label %383

377:                                              ; preds = %322
  %378 = getelementptr inbounds i8, ptr %3, i64 8
  %379 = getelementptr inbounds i8, ptr %0, i64 32
  %380 = getelementptr inbounds i8, ptr %3, i64 12
  %381 = getelementptr inbounds i8, ptr %3, i64 16
  %382 = load i32, ptr %378, align 8, !tbaa !38
  br label %390

383:                                              ; preds = %410, %374
  %384 = phi i32 [ %376, %374 ], [ %400, %410 ]
  %385 = phi i32 [ %371, %374 ], [ %401, %410 ]
  %386 = add nsw i32 %385, -8
  %387 = lshr i32 %384, %386
  store i32 %386, ptr %372, align 4, !tbaa !12
  %388 = and i32 %387, 255
  %389 = icmp eq i32 %388, 104
  br i1 %389, label %412, label %6043

390:                                              ; preds = %377, %410
  %391 = phi i32 [ %382, %377 ], [ %403, %410 ]
  %392 = phi i32 [ %371, %377 ], [ %401, %410 ]
  %393 = icmp eq i32 %391, 0
  br i1 %393, label %6043, label %394

394:                                              ; preds = %390
  %395 = load i32, ptr %379, align 8, !tbaa !37
  %396 = shl i32 %395, 8
  %397 = load ptr, ptr %3, align 8, !tbaa !40
  %398 = load i8, ptr %397, align 1, !tbaa !41
  %399 = zext i8 %398 to i32
  %400 = or disjoint i32 %396, %399
  store i32 %400, ptr %379, align 8, !tbaa !37
  %401 = add nsw i32 %392, 8
  store i32 %401, ptr %372, align 4, !tbaa !12
  %402 = getelementptr inbounds i8, ptr %397, i64 1
  store ptr %402, ptr %3, align 8, !tbaa !40
  %403 = add i32 %391, -1
  store i32 %403, ptr %378, align 8, !tbaa !38
  %404 = load i32, ptr %380, align 4, !tbaa !42
  %405 = add i32 %404, 1
  store i32 %405, ptr %380, align 4, !tbaa !42
  %406 = icmp eq i32 %405, 0
  br i1 %406, label %407, label %410

407:                                              ; preds = %394
  %408 = load i32, ptr %381, align 8, !tbaa !43
  %409 = add i32 %408, 1
  store i32 %409, ptr %381, align 8, !tbaa !43
  br label %410

410:                                              ; preds = %407, %394
  %411 = icmp sgt i32 %392, -1
  br i1 %411, label %383, label %390

412:                                              ; preds = %185, %383
  %413 = phi ptr [ %106, %185 ], [ %323, %383 ]
  %414 = phi ptr [ %105, %185 ], [ %324, %383 ]
  %415 = phi ptr [ %104, %185 ], [ %325, %383 ]
  %416 = phi ptr [ %103, %185 ], [ %326, %383 ]
  %417 = phi ptr [ %102, %185 ], [ %327, %383 ]
  %418 = phi ptr [ %101, %185 ], [ %328, %383 ]
  %419 = phi ptr [ %100, %185 ], [ %329, %383 ]
  %420 = phi ptr [ %99, %185 ], [ %330, %383 ]
  %421 = phi ptr [ %98, %185 ], [ %331, %383 ]
  %422 = phi ptr [ %97, %185 ], [ %332, %383 ]
  %423 = phi ptr [ %96, %185 ], [ %333, %383 ]
  %424 = phi ptr [ %95, %185 ], [ %334, %383 ]
  %425 = phi ptr [ %94, %185 ], [ %335, %383 ]
  %426 = phi ptr [ %93, %185 ], [ %336, %383 ]
  %427 = phi ptr [ %92, %185 ], [ %337, %383 ]
  %428 = phi ptr [ %91, %185 ], [ %338, %383 ]
  %429 = phi ptr [ %90, %185 ], [ %339, %383 ]
  %430 = phi ptr [ %89, %185 ], [ %340, %383 ]
  %431 = phi ptr [ %88, %185 ], [ %341, %383 ]
  %432 = phi ptr [ %87, %185 ], [ %342, %383 ]
  %433 = phi ptr [ %86, %185 ], [ %343, %383 ]
  %434 = phi ptr [ %85, %185 ], [ %344, %383 ]
  %435 = phi ptr [ %84, %185 ], [ %345, %383 ]
  %436 = phi ptr [ %83, %185 ], [ %346, %383 ]
  %437 = phi i32 [ %37, %185 ], [ %347, %383 ]
  %438 = phi i32 [ %38, %185 ], [ %348, %383 ]
  %439 = phi i32 [ %40, %185 ], [ %349, %383 ]
  %440 = phi i32 [ %42, %185 ], [ %350, %383 ]
  %441 = phi i32 [ %44, %185 ], [ %351, %383 ]
  %442 = phi i32 [ %46, %185 ], [ %352, %383 ]
  %443 = phi i32 [ %48, %185 ], [ %353, %383 ]
  %444 = phi i32 [ %50, %185 ], [ %354, %383 ]
  %445 = phi i32 [ %52, %185 ], [ %355, %383 ]
  %446 = phi i32 [ %54, %185 ], [ %356, %383 ]
  %447 = phi i32 [ %56, %185 ], [ %357, %383 ]
  %448 = phi i32 [ %58, %185 ], [ %358, %383 ]
  %449 = phi i32 [ %60, %185 ], [ %359, %383 ]
  %450 = phi i32 [ %62, %185 ], [ %360, %383 ]
  %451 = phi i32 [ %64, %185 ], [ %361, %383 ]
  %452 = phi i32 [ %66, %185 ], [ %362, %383 ]
  %453 = phi i32 [ %68, %185 ], [ %363, %383 ]
  %454 = phi i32 [ %70, %185 ], [ %364, %383 ]
  %455 = phi i32 [ %72, %185 ], [ %365, %383 ]
  %456 = phi i32 [ %74, %185 ], [ %366, %383 ]
  %457 = phi i32 [ %76, %185 ], [ %367, %383 ]
  %458 = phi ptr [ %78, %185 ], [ %368, %383 ]
  %459 = phi ptr [ %80, %185 ], [ %369, %383 ]
  %460 = phi ptr [ %82, %185 ], [ %370, %383 ]
  %461 = phi i32 [ %187, %185 ], [ %386, %383 ]
  store i32 13, ptr %4, align 8, !tbaa !11
  %462 = getelementptr inbounds i8, ptr %0, i64 36
  %463 = icmp sgt i32 %461, 7
  br i1 %463, label %464, label %467

464:                                              ; preds = %412
  %465 = getelementptr inbounds i8, ptr %0, i64 32
  %466 = load i32, ptr %465, align 8, !tbaa !37
  br label %473

467:                                              ; preds = %412
  %468 = getelementptr inbounds i8, ptr %3, i64 8
  %469 = getelementptr inbounds i8, ptr %0, i64 32
  %470 = getelementptr inbounds i8, ptr %3, i64 12
  %471 = getelementptr inbounds i8, ptr %3, i64 16
  %472 = load i32, ptr %468, align 8, !tbaa !38
  br label %482

473:                                              ; preds = %502, %464
  %474 = phi i32 [ %466, %464 ], [ %492, %502 ]
  %475 = phi i32 [ %461, %464 ], [ %493, %502 ]
  %476 = add nsw i32 %475, -8
  %477 = lshr i32 %474, %476
  %478 = and i32 %477, 255
  store i32 %476, ptr %462, align 4, !tbaa !12
  %479 = getelementptr inbounds i8, ptr %0, i64 40
  store i32 %478, ptr %479, align 8, !tbaa !44
  %480 = add nsw i32 %478, -58
  %481 = icmp ult i32 %480, -9
  br i1 %481, label %6043, label %504

482:                                              ; preds = %467, %502
  %483 = phi i32 [ %472, %467 ], [ %495, %502 ]
  %484 = phi i32 [ %461, %467 ], [ %493, %502 ]
  %485 = icmp eq i32 %483, 0
  br i1 %485, label %6043, label %486

486:                                              ; preds = %482
  %487 = load i32, ptr %469, align 8, !tbaa !37
  %488 = shl i32 %487, 8
  %489 = load ptr, ptr %3, align 8, !tbaa !40
  %490 = load i8, ptr %489, align 1, !tbaa !41
  %491 = zext i8 %490 to i32
  %492 = or disjoint i32 %488, %491
  store i32 %492, ptr %469, align 8, !tbaa !37
  %493 = add nsw i32 %484, 8
  store i32 %493, ptr %462, align 4, !tbaa !12
  %494 = getelementptr inbounds i8, ptr %489, i64 1
  store ptr %494, ptr %3, align 8, !tbaa !40
  %495 = add i32 %483, -1
  store i32 %495, ptr %468, align 8, !tbaa !38
  %496 = load i32, ptr %470, align 4, !tbaa !42
  %497 = add i32 %496, 1
  store i32 %497, ptr %470, align 4, !tbaa !42
  %498 = icmp eq i32 %497, 0
  br i1 %498, label %499, label %502

499:                                              ; preds = %486
  %500 = load i32, ptr %471, align 8, !tbaa !43
  %501 = add i32 %500, 1
  store i32 %501, ptr %471, align 8, !tbaa !43
  br label %502

502:                                              ; preds = %499, %486
  %503 = icmp sgt i32 %484, -1
  br i1 %503, label %473, label %482

504:                                              ; preds = %473
  %505 = add nsw i32 %478, -48
  store i32 %505, ptr %479, align 8, !tbaa !44
  %506 = getelementptr inbounds i8, ptr %0, i64 44
  %507 = load i8, ptr %506, align 4, !tbaa !45
  %508 = icmp eq i8 %507, 0
  %509 = getelementptr inbounds i8, ptr %3, i64 56
  %510 = load ptr, ptr %509, align 8, !tbaa !46
  %511 = getelementptr inbounds i8, ptr %3, i64 72
  %512 = load ptr, ptr %511, align 8, !tbaa !47
  br i1 %508, label %528, label %513

513:                                              ; preds = %504
  %514 = mul nuw nsw i32 %505, 200000
  %515 = tail call ptr %510(ptr noundef %512, i32 noundef %514, i32 noundef 1) #7
  %516 = getelementptr inbounds i8, ptr %0, i64 3160
  store ptr %515, ptr %516, align 8, !tbaa !48
  %517 = load ptr, ptr %509, align 8, !tbaa !46
  %518 = load ptr, ptr %511, align 8, !tbaa !47
  %519 = load i32, ptr %479, align 8, !tbaa !44
  %520 = mul nsw i32 %519, 100000
  %521 = ashr exact i32 %520, 1
  %522 = tail call ptr %517(ptr noundef %518, i32 noundef %521, i32 noundef 1) #7
  %523 = getelementptr inbounds i8, ptr %0, i64 3168
  store ptr %522, ptr %523, align 8, !tbaa !49
  %524 = load ptr, ptr %516, align 8, !tbaa !48
  %525 = icmp eq ptr %524, null
  %526 = icmp eq ptr %522, null
  %527 = select i1 %525, i1 true, i1 %526
  br i1 %527, label %6043, label %533

528:                                              ; preds = %504
  %529 = mul nuw nsw i32 %505, 400000
  %530 = tail call ptr %510(ptr noundef %512, i32 noundef %529, i32 noundef 1) #7
  %531 = getelementptr inbounds i8, ptr %0, i64 3152
  store ptr %530, ptr %531, align 8, !tbaa !50
  %532 = icmp eq ptr %530, null
  br i1 %532, label %6043, label %533

533:                                              ; preds = %513, %528, %36
  %534 = phi ptr [ %413, %513 ], [ %413, %528 ], [ %106, %36 ]
  %535 = phi ptr [ %414, %513 ], [ %414, %528 ], [ %105, %36 ]
  %536 = phi ptr [ %415, %513 ], [ %415, %528 ], [ %104, %36 ]
  %537 = phi ptr [ %416, %513 ], [ %416, %528 ], [ %103, %36 ]
  %538 = phi ptr [ %417, %513 ], [ %417, %528 ], [ %102, %36 ]
  %539 = phi ptr [ %418, %513 ], [ %418, %528 ], [ %101, %36 ]
  %540 = phi ptr [ %419, %513 ], [ %419, %528 ], [ %100, %36 ]
  %541 = phi ptr [ %420, %513 ], [ %420, %528 ], [ %99, %36 ]
  %542 = phi ptr [ %421, %513 ], [ %421, %528 ], [ %98, %36 ]
  %543 = phi ptr [ %422, %513 ], [ %422, %528 ], [ %97, %36 ]
  %544 = phi ptr [ %423, %513 ], [ %423, %528 ], [ %96, %36 ]
  %545 = phi ptr [ %424, %513 ], [ %424, %528 ], [ %95, %36 ]
  %546 = phi ptr [ %425, %513 ], [ %425, %528 ], [ %94, %36 ]
  %547 = phi ptr [ %426, %513 ], [ %426, %528 ], [ %93, %36 ]
  %548 = phi ptr [ %427, %513 ], [ %427, %528 ], [ %92, %36 ]
  %549 = phi ptr [ %428, %513 ], [ %428, %528 ], [ %91, %36 ]
  %550 = phi ptr [ %429, %513 ], [ %429, %528 ], [ %90, %36 ]
  %551 = phi ptr [ %430, %513 ], [ %430, %528 ], [ %89, %36 ]
  %552 = phi ptr [ %431, %513 ], [ %431, %528 ], [ %88, %36 ]
  %553 = phi ptr [ %432, %513 ], [ %432, %528 ], [ %87, %36 ]
  %554 = phi ptr [ %433, %513 ], [ %433, %528 ], [ %86, %36 ]
  %555 = phi ptr [ %434, %513 ], [ %434, %528 ], [ %85, %36 ]
  %556 = phi ptr [ %435, %513 ], [ %435, %528 ], [ %84, %36 ]
  %557 = phi ptr [ %436, %513 ], [ %436, %528 ], [ %83, %36 ]
  %558 = phi i32 [ %437, %513 ], [ %437, %528 ], [ %37, %36 ]
  %559 = phi i32 [ %438, %513 ], [ %438, %528 ], [ %38, %36 ]
  %560 = phi i32 [ %439, %513 ], [ %439, %528 ], [ %40, %36 ]
  %561 = phi i32 [ %440, %513 ], [ %440, %528 ], [ %42, %36 ]
  %562 = phi i32 [ %441, %513 ], [ %441, %528 ], [ %44, %36 ]
  %563 = phi i32 [ %442, %513 ], [ %442, %528 ], [ %46, %36 ]
  %564 = phi i32 [ %443, %513 ], [ %443, %528 ], [ %48, %36 ]
  %565 = phi i32 [ %444, %513 ], [ %444, %528 ], [ %50, %36 ]
  %566 = phi i32 [ %445, %513 ], [ %445, %528 ], [ %52, %36 ]
  %567 = phi i32 [ %446, %513 ], [ %446, %528 ], [ %54, %36 ]
  %568 = phi i32 [ %447, %513 ], [ %447, %528 ], [ %56, %36 ]
  %569 = phi i32 [ %448, %513 ], [ %448, %528 ], [ %58, %36 ]
  %570 = phi i32 [ %449, %513 ], [ %449, %528 ], [ %60, %36 ]
  %571 = phi i32 [ %450, %513 ], [ %450, %528 ], [ %62, %36 ]
  %572 = phi i32 [ %451, %513 ], [ %451, %528 ], [ %64, %36 ]
  %573 = phi i32 [ %452, %513 ], [ %452, %528 ], [ %66, %36 ]
  %574 = phi i32 [ %453, %513 ], [ %453, %528 ], [ %68, %36 ]
  %575 = phi i32 [ %454, %513 ], [ %454, %528 ], [ %70, %36 ]
  %576 = phi i32 [ %455, %513 ], [ %455, %528 ], [ %72, %36 ]
  %577 = phi i32 [ %456, %513 ], [ %456, %528 ], [ %74, %36 ]
  %578 = phi i32 [ %457, %513 ], [ %457, %528 ], [ %76, %36 ]
  %579 = phi ptr [ %458, %513 ], [ %458, %528 ], [ %78, %36 ]
  %580 = phi ptr [ %459, %513 ], [ %459, %528 ], [ %80, %36 ]
  %581 = phi ptr [ %460, %513 ], [ %460, %528 ], [ %82, %36 ]
  store i32 14, ptr %4, align 8, !tbaa !11
  %582 = getelementptr inbounds i8, ptr %0, i64 36
  %583 = load i32, ptr %582, align 4, !tbaa !12
  %584 = icmp sgt i32 %583, 7
  br i1 %584, label %585, label %588

585:                                              ; preds = %533
  %586 = getelementptr inbounds i8, ptr %0, i64 32
  %587 = load i32, ptr %586, align 8, !tbaa !37
  br label %595

588:                                              ; preds = %533
  %589 = load ptr, ptr %0, align 8, !tbaa !5
  %590 = getelementptr inbounds i8, ptr %589, i64 8
  %591 = getelementptr inbounds i8, ptr %0, i64 32
  %592 = getelementptr inbounds i8, ptr %589, i64 12
  %593 = getelementptr inbounds i8, ptr %589, i64 16
  %594 = load i32, ptr %590, align 8, !tbaa !38
  br label %601

595:                                              ; preds = %621, %585
  %596 = phi i32 [ %587, %585 ], [ %611, %621 ]
  %597 = phi i32 [ %583, %585 ], [ %612, %621 ]
  %598 = add nsw i32 %597, -8
  %599 = lshr i32 %596, %598
  store i32 %598, ptr %582, align 4, !tbaa !12
  %600 = trunc i32 %599 to i8
  switch i8 %600, label %6043 [
    i8 23, label %5200
    i8 49, label %623
  ]

601:                                              ; preds = %588, %621
  %602 = phi i32 [ %594, %588 ], [ %614, %621 ]
  %603 = phi i32 [ %583, %588 ], [ %612, %621 ]
  %604 = icmp eq i32 %602, 0
  br i1 %604, label %6043, label %605

605:                                              ; preds = %601
  %606 = load i32, ptr %591, align 8, !tbaa !37
  %607 = shl i32 %606, 8
  %608 = load ptr, ptr %589, align 8, !tbaa !40
  %609 = load i8, ptr %608, align 1, !tbaa !41
  %610 = zext i8 %609 to i32
  %611 = or disjoint i32 %607, %610
  store i32 %611, ptr %591, align 8, !tbaa !37
  %612 = add nsw i32 %603, 8
  store i32 %612, ptr %582, align 4, !tbaa !12
  %613 = getelementptr inbounds i8, ptr %608, i64 1
  store ptr %613, ptr %589, align 8, !tbaa !40
  %614 = add i32 %602, -1
  store i32 %614, ptr %590, align 8, !tbaa !38
  %615 = load i32, ptr %592, align 4, !tbaa !42
  %616 = add i32 %615, 1
  store i32 %616, ptr %592, align 4, !tbaa !42
  %617 = icmp eq i32 %616, 0
  br i1 %617, label %618, label %621

618:                                              ; preds = %605
  %619 = load i32, ptr %593, align 8, !tbaa !43
  %620 = add i32 %619, 1
  store i32 %620, ptr %593, align 8, !tbaa !43
  br label %621

621:                                              ; preds = %618, %605
  %622 = icmp sgt i32 %603, -1
  br i1 %622, label %595, label %601

623:                                              ; preds = %182, %595
  %624 = phi ptr [ %106, %182 ], [ %534, %595 ]
  %625 = phi ptr [ %105, %182 ], [ %535, %595 ]
  %626 = phi ptr [ %104, %182 ], [ %536, %595 ]
  %627 = phi ptr [ %103, %182 ], [ %537, %595 ]
  %628 = phi ptr [ %102, %182 ], [ %538, %595 ]
  %629 = phi ptr [ %101, %182 ], [ %539, %595 ]
  %630 = phi ptr [ %100, %182 ], [ %540, %595 ]
  %631 = phi ptr [ %99, %182 ], [ %541, %595 ]
  %632 = phi ptr [ %98, %182 ], [ %542, %595 ]
  %633 = phi ptr [ %97, %182 ], [ %543, %595 ]
  %634 = phi ptr [ %96, %182 ], [ %544, %595 ]
  %635 = phi ptr [ %95, %182 ], [ %545, %595 ]
  %636 = phi ptr [ %94, %182 ], [ %546, %595 ]
  %637 = phi ptr [ %93, %182 ], [ %547, %595 ]
  %638 = phi ptr [ %92, %182 ], [ %548, %595 ]
  %639 = phi ptr [ %91, %182 ], [ %549, %595 ]
  %640 = phi ptr [ %90, %182 ], [ %550, %595 ]
  %641 = phi ptr [ %89, %182 ], [ %551, %595 ]
  %642 = phi ptr [ %88, %182 ], [ %552, %595 ]
  %643 = phi ptr [ %87, %182 ], [ %553, %595 ]
  %644 = phi ptr [ %86, %182 ], [ %554, %595 ]
  %645 = phi ptr [ %85, %182 ], [ %555, %595 ]
  %646 = phi ptr [ %84, %182 ], [ %556, %595 ]
  %647 = phi ptr [ %83, %182 ], [ %557, %595 ]
  %648 = phi i32 [ %37, %182 ], [ %558, %595 ]
  %649 = phi i32 [ %38, %182 ], [ %559, %595 ]
  %650 = phi i32 [ %40, %182 ], [ %560, %595 ]
  %651 = phi i32 [ %42, %182 ], [ %561, %595 ]
  %652 = phi i32 [ %44, %182 ], [ %562, %595 ]
  %653 = phi i32 [ %46, %182 ], [ %563, %595 ]
  %654 = phi i32 [ %48, %182 ], [ %564, %595 ]
  %655 = phi i32 [ %50, %182 ], [ %565, %595 ]
  %656 = phi i32 [ %52, %182 ], [ %566, %595 ]
  %657 = phi i32 [ %54, %182 ], [ %567, %595 ]
  %658 = phi i32 [ %56, %182 ], [ %568, %595 ]
  %659 = phi i32 [ %58, %182 ], [ %569, %595 ]
  %660 = phi i32 [ %60, %182 ], [ %570, %595 ]
  %661 = phi i32 [ %62, %182 ], [ %571, %595 ]
  %662 = phi i32 [ %64, %182 ], [ %572, %595 ]
  %663 = phi i32 [ %66, %182 ], [ %573, %595 ]
  %664 = phi i32 [ %68, %182 ], [ %574, %595 ]
  %665 = phi i32 [ %70, %182 ], [ %575, %595 ]
  %666 = phi i32 [ %72, %182 ], [ %576, %595 ]
  %667 = phi i32 [ %74, %182 ], [ %577, %595 ]
  %668 = phi i32 [ %76, %182 ], [ %578, %595 ]
  %669 = phi ptr [ %78, %182 ], [ %579, %595 ]
  %670 = phi ptr [ %80, %182 ], [ %580, %595 ]
  %671 = phi ptr [ %82, %182 ], [ %581, %595 ]
  %672 = phi i32 [ %184, %182 ], [ %598, %595 ]
  store i32 15, ptr %4, align 8, !tbaa !11
  %673 = getelementptr inbounds i8, ptr %0, i64 36
  %674 = icmp sgt i32 %672, 7
  br i1 %674, label %675, label %678

675:                                              ; preds = %623
  %676 = getelementptr inbounds i8, ptr %0, i64 32
  %677 = load i32, ptr %676, align 8, !tbaa !37
  br label %685

678:                                              ; preds = %623
  %679 = load ptr, ptr %0, align 8, !tbaa !5
  %680 = getelementptr inbounds i8, ptr %679, i64 8
  %681 = getelementptr inbounds i8, ptr %0, i64 32
  %682 = getelementptr inbounds i8, ptr %679, i64 12
  %683 = getelementptr inbounds i8, ptr %679, i64 16
  %684 = load i32, ptr %680, align 8, !tbaa !38
  br label %692

685:                                              ; preds = %712, %675
  %686 = phi i32 [ %677, %675 ], [ %702, %712 ]
  %687 = phi i32 [ %672, %675 ], [ %703, %712 ]
  %688 = add nsw i32 %687, -8
  %689 = lshr i32 %686, %688
  store i32 %688, ptr %673, align 4, !tbaa !12
  %690 = and i32 %689, 255
  %691 = icmp eq i32 %690, 65
  br i1 %691, label %714, label %6043

692:                                              ; preds = %678, %712
  %693 = phi i32 [ %684, %678 ], [ %705, %712 ]
  %694 = phi i32 [ %672, %678 ], [ %703, %712 ]
  %695 = icmp eq i32 %693, 0
  br i1 %695, label %6043, label %696

696:                                              ; preds = %692
  %697 = load i32, ptr %681, align 8, !tbaa !37
  %698 = shl i32 %697, 8
  %699 = load ptr, ptr %679, align 8, !tbaa !40
  %700 = load i8, ptr %699, align 1, !tbaa !41
  %701 = zext i8 %700 to i32
  %702 = or disjoint i32 %698, %701
  store i32 %702, ptr %681, align 8, !tbaa !37
  %703 = add nsw i32 %694, 8
  store i32 %703, ptr %673, align 4, !tbaa !12
  %704 = getelementptr inbounds i8, ptr %699, i64 1
  store ptr %704, ptr %679, align 8, !tbaa !40
  %705 = add i32 %693, -1
  store i32 %705, ptr %680, align 8, !tbaa !38
  %706 = load i32, ptr %682, align 4, !tbaa !42
  %707 = add i32 %706, 1
  store i32 %707, ptr %682, align 4, !tbaa !42
  %708 = icmp eq i32 %707, 0
  br i1 %708, label %709, label %712

709:                                              ; preds = %696
  %710 = load i32, ptr %683, align 8, !tbaa !43
  %711 = add i32 %710, 1
  store i32 %711, ptr %683, align 8, !tbaa !43
  br label %712

712:                                              ; preds = %709, %696
  %713 = icmp sgt i32 %694, -1
  br i1 %713, label %685, label %692

714:                                              ; preds = %179, %685
  %715 = phi ptr [ %106, %179 ], [ %624, %685 ]
  %716 = phi ptr [ %105, %179 ], [ %625, %685 ]
  %717 = phi ptr [ %104, %179 ], [ %626, %685 ]
  %718 = phi ptr [ %103, %179 ], [ %627, %685 ]
  %719 = phi ptr [ %102, %179 ], [ %628, %685 ]
  %720 = phi ptr [ %101, %179 ], [ %629, %685 ]
  %721 = phi ptr [ %100, %179 ], [ %630, %685 ]
  %722 = phi ptr [ %99, %179 ], [ %631, %685 ]
  %723 = phi ptr [ %98, %179 ], [ %632, %685 ]
  %724 = phi ptr [ %97, %179 ], [ %633, %685 ]
  %725 = phi ptr [ %96, %179 ], [ %634, %685 ]
  %726 = phi ptr [ %95, %179 ], [ %635, %685 ]
  %727 = phi ptr [ %94, %179 ], [ %636, %685 ]
  %728 = phi ptr [ %93, %179 ], [ %637, %685 ]
  %729 = phi ptr [ %92, %179 ], [ %638, %685 ]
  %730 = phi ptr [ %91, %179 ], [ %639, %685 ]
  %731 = phi ptr [ %90, %179 ], [ %640, %685 ]
  %732 = phi ptr [ %89, %179 ], [ %641, %685 ]
  %733 = phi ptr [ %88, %179 ], [ %642, %685 ]
  %734 = phi ptr [ %87, %179 ], [ %643, %685 ]
  %735 = phi ptr [ %86, %179 ], [ %644, %685 ]
  %736 = phi ptr [ %85, %179 ], [ %645, %685 ]
  %737 = phi ptr [ %84, %179 ], [ %646, %685 ]
  %738 = phi ptr [ %83, %179 ], [ %647, %685 ]
  %739 = phi i32 [ %37, %179 ], [ %648, %685 ]
  %740 = phi i32 [ %38, %179 ], [ %649, %685 ]
  %741 = phi i32 [ %40, %179 ], [ %650, %685 ]
  %742 = phi i32 [ %42, %179 ], [ %651, %685 ]
  %743 = phi i32 [ %44, %179 ], [ %652, %685 ]
  %744 = phi i32 [ %46, %179 ], [ %653, %685 ]
  %745 = phi i32 [ %48, %179 ], [ %654, %685 ]
  %746 = phi i32 [ %50, %179 ], [ %655, %685 ]
  %747 = phi i32 [ %52, %179 ], [ %656, %685 ]
  %748 = phi i32 [ %54, %179 ], [ %657, %685 ]
  %749 = phi i32 [ %56, %179 ], [ %658, %685 ]
  %750 = phi i32 [ %58, %179 ], [ %659, %685 ]
  %751 = phi i32 [ %60, %179 ], [ %660, %685 ]
  %752 = phi i32 [ %62, %179 ], [ %661, %685 ]
  %753 = phi i32 [ %64, %179 ], [ %662, %685 ]
  %754 = phi i32 [ %66, %179 ], [ %663, %685 ]
  %755 = phi i32 [ %68, %179 ], [ %664, %685 ]
  %756 = phi i32 [ %70, %179 ], [ %665, %685 ]
  %757 = phi i32 [ %72, %179 ], [ %666, %685 ]
  %758 = phi i32 [ %74, %179 ], [ %667, %685 ]
  %759 = phi i32 [ %76, %179 ], [ %668, %685 ]
  %760 = phi ptr [ %78, %179 ], [ %669, %685 ]
  %761 = phi ptr [ %80, %179 ], [ %670, %685 ]
  %762 = phi ptr [ %82, %179 ], [ %671, %685 ]
  %763 = phi i32 [ %181, %179 ], [ %688, %685 ]
  store i32 16, ptr %4, align 8, !tbaa !11
  %764 = getelementptr inbounds i8, ptr %0, i64 36
  %765 = icmp sgt i32 %763, 7
  br i1 %765, label %766, label %769

766:                                              ; preds = %714
  %767 = getelementptr inbounds i8, ptr %0, i64 32
  %768 = load i32, ptr %767, align 8, !tbaa !37
  br label %776

769:                                              ; preds = %714
  %770 = load ptr, ptr %0, align 8, !tbaa !5
  %771 = getelementptr inbounds i8, ptr %770, i64 8
  %772 = getelementptr inbounds i8, ptr %0, i64 32
  %773 = getelementptr inbounds i8, ptr %770, i64 12
  %774 = getelementptr inbounds i8, ptr %770, i64 16
  %775 = load i32, ptr %771, align 8, !tbaa !38
  br label %783

776:                                              ; preds = %803, %766
  %777 = phi i32 [ %768, %766 ], [ %793, %803 ]
  %778 = phi i32 [ %763, %766 ], [ %794, %803 ]
  %779 = add nsw i32 %778, -8
  %780 = lshr i32 %777, %779
  store i32 %779, ptr %764, align 4, !tbaa !12
  %781 = and i32 %780, 255
  %782 = icmp eq i32 %781, 89
  br i1 %782, label %805, label %6043

783:                                              ; preds = %769, %803
  %784 = phi i32 [ %775, %769 ], [ %796, %803 ]
  %785 = phi i32 [ %763, %769 ], [ %794, %803 ]
  %786 = icmp eq i32 %784, 0
  br i1 %786, label %6043, label %787

787:                                              ; preds = %783
  %788 = load i32, ptr %772, align 8, !tbaa !37
  %789 = shl i32 %788, 8
  %790 = load ptr, ptr %770, align 8, !tbaa !40
  %791 = load i8, ptr %790, align 1, !tbaa !41
  %792 = zext i8 %791 to i32
  %793 = or disjoint i32 %789, %792
  store i32 %793, ptr %772, align 8, !tbaa !37
  %794 = add nsw i32 %785, 8
  store i32 %794, ptr %764, align 4, !tbaa !12
  %795 = getelementptr inbounds i8, ptr %790, i64 1
  store ptr %795, ptr %770, align 8, !tbaa !40
  %796 = add i32 %784, -1
  store i32 %796, ptr %771, align 8, !tbaa !38
  %797 = load i32, ptr %773, align 4, !tbaa !42
  %798 = add i32 %797, 1
  store i32 %798, ptr %773, align 4, !tbaa !42
  %799 = icmp eq i32 %798, 0
  br i1 %799, label %800, label %803

800:                                              ; preds = %787
  %801 = load i32, ptr %774, align 8, !tbaa !43
  %802 = add i32 %801, 1
  store i32 %802, ptr %774, align 8, !tbaa !43
  br label %803

803:                                              ; preds = %800, %787
  %804 = icmp sgt i32 %785, -1
  br i1 %804, label %776, label %783

805:                                              ; preds = %176, %776
  %806 = phi ptr [ %106, %176 ], [ %715, %776 ]
  %807 = phi ptr [ %105, %176 ], [ %716, %776 ]
  %808 = phi ptr [ %104, %176 ], [ %717, %776 ]
  %809 = phi ptr [ %103, %176 ], [ %718, %776 ]
  %810 = phi ptr [ %102, %176 ], [ %719, %776 ]
  %811 = phi ptr [ %101, %176 ], [ %720, %776 ]
  %812 = phi ptr [ %100, %176 ], [ %721, %776 ]
  %813 = phi ptr [ %99, %176 ], [ %722, %776 ]
  %814 = phi ptr [ %98, %176 ], [ %723, %776 ]
  %815 = phi ptr [ %97, %176 ], [ %724, %776 ]
  %816 = phi ptr [ %96, %176 ], [ %725, %776 ]
  %817 = phi ptr [ %95, %176 ], [ %726, %776 ]
  %818 = phi ptr [ %94, %176 ], [ %727, %776 ]
  %819 = phi ptr [ %93, %176 ], [ %728, %776 ]
  %820 = phi ptr [ %92, %176 ], [ %729, %776 ]
  %821 = phi ptr [ %91, %176 ], [ %730, %776 ]
  %822 = phi ptr [ %90, %176 ], [ %731, %776 ]
  %823 = phi ptr [ %89, %176 ], [ %732, %776 ]
  %824 = phi ptr [ %88, %176 ], [ %733, %776 ]
  %825 = phi ptr [ %87, %176 ], [ %734, %776 ]
  %826 = phi ptr [ %86, %176 ], [ %735, %776 ]
  %827 = phi ptr [ %85, %176 ], [ %736, %776 ]
  %828 = phi ptr [ %84, %176 ], [ %737, %776 ]
  %829 = phi ptr [ %83, %176 ], [ %738, %776 ]
  %830 = phi i32 [ %37, %176 ], [ %739, %776 ]
  %831 = phi i32 [ %38, %176 ], [ %740, %776 ]
  %832 = phi i32 [ %40, %176 ], [ %741, %776 ]
  %833 = phi i32 [ %42, %176 ], [ %742, %776 ]
  %834 = phi i32 [ %44, %176 ], [ %743, %776 ]
  %835 = phi i32 [ %46, %176 ], [ %744, %776 ]
  %836 = phi i32 [ %48, %176 ], [ %745, %776 ]
  %837 = phi i32 [ %50, %176 ], [ %746, %776 ]
  %838 = phi i32 [ %52, %176 ], [ %747, %776 ]
  %839 = phi i32 [ %54, %176 ], [ %748, %776 ]
  %840 = phi i32 [ %56, %176 ], [ %749, %776 ]
  %841 = phi i32 [ %58, %176 ], [ %750, %776 ]
  %842 = phi i32 [ %60, %176 ], [ %751, %776 ]
  %843 = phi i32 [ %62, %176 ], [ %752, %776 ]
  %844 = phi i32 [ %64, %176 ], [ %753, %776 ]
  %845 = phi i32 [ %66, %176 ], [ %754, %776 ]
  %846 = phi i32 [ %68, %176 ], [ %755, %776 ]
  %847 = phi i32 [ %70, %176 ], [ %756, %776 ]
  %848 = phi i32 [ %72, %176 ], [ %757, %776 ]
  %849 = phi i32 [ %74, %176 ], [ %758, %776 ]
  %850 = phi i32 [ %76, %176 ], [ %759, %776 ]
  %851 = phi ptr [ %78, %176 ], [ %760, %776 ]
  %852 = phi ptr [ %80, %176 ], [ %761, %776 ]
  %853 = phi ptr [ %82, %176 ], [ %762, %776 ]
  %854 = phi i32 [ %178, %176 ], [ %779, %776 ]
  store i32 17, ptr %4, align 8, !tbaa !11
  %855 = getelementptr inbounds i8, ptr %0, i64 36
  %856 = icmp sgt i32 %854, 7
  br i1 %856, label %857, label %860

857:                                              ; preds = %805
  %858 = getelementptr inbounds i8, ptr %0, i64 32
  %859 = load i32, ptr %858, align 8, !tbaa !37
  br label %867

860:                                              ; preds = %805
  %861 = load ptr, ptr %0, align 8, !tbaa !5
  %862 = getelementptr inbounds i8, ptr %861, i64 8
  %863 = getelementptr inbounds i8, ptr %0, i64 32
  %864 = getelementptr inbounds i8, ptr %861, i64 12
  %865 = getelementptr inbounds i8, ptr %861, i64 16
  %866 = load i32, ptr %862, align 8, !tbaa !38
  br label %874

867:                                              ; preds = %894, %857
  %868 = phi i32 [ %859, %857 ], [ %884, %894 ]
  %869 = phi i32 [ %854, %857 ], [ %885, %894 ]
  %870 = add nsw i32 %869, -8
  %871 = lshr i32 %868, %870
  store i32 %870, ptr %855, align 4, !tbaa !12
  %872 = and i32 %871, 255
  %873 = icmp eq i32 %872, 38
  br i1 %873, label %896, label %6043

874:                                              ; preds = %860, %894
  %875 = phi i32 [ %866, %860 ], [ %887, %894 ]
  %876 = phi i32 [ %854, %860 ], [ %885, %894 ]
  %877 = icmp eq i32 %875, 0
  br i1 %877, label %6043, label %878

878:                                              ; preds = %874
  %879 = load i32, ptr %863, align 8, !tbaa !37
  %880 = shl i32 %879, 8
  %881 = load ptr, ptr %861, align 8, !tbaa !40
  %882 = load i8, ptr %881, align 1, !tbaa !41
  %883 = zext i8 %882 to i32
  %884 = or disjoint i32 %880, %883
  store i32 %884, ptr %863, align 8, !tbaa !37
  %885 = add nsw i32 %876, 8
  store i32 %885, ptr %855, align 4, !tbaa !12
  %886 = getelementptr inbounds i8, ptr %881, i64 1
  store ptr %886, ptr %861, align 8, !tbaa !40
  %887 = add i32 %875, -1
  store i32 %887, ptr %862, align 8, !tbaa !38
  %888 = load i32, ptr %864, align 4, !tbaa !42
  %889 = add i32 %888, 1
  store i32 %889, ptr %864, align 4, !tbaa !42
  %890 = icmp eq i32 %889, 0
  br i1 %890, label %891, label %894

891:                                              ; preds = %878
  %892 = load i32, ptr %865, align 8, !tbaa !43
  %893 = add i32 %892, 1
  store i32 %893, ptr %865, align 8, !tbaa !43
  br label %894

894:                                              ; preds = %891, %878
  %895 = icmp sgt i32 %876, -1
  br i1 %895, label %867, label %874

896:                                              ; preds = %173, %867
  %897 = phi ptr [ %106, %173 ], [ %806, %867 ]
  %898 = phi ptr [ %105, %173 ], [ %807, %867 ]
  %899 = phi ptr [ %104, %173 ], [ %808, %867 ]
  %900 = phi ptr [ %103, %173 ], [ %809, %867 ]
  %901 = phi ptr [ %102, %173 ], [ %810, %867 ]
  %902 = phi ptr [ %101, %173 ], [ %811, %867 ]
  %903 = phi ptr [ %100, %173 ], [ %812, %867 ]
  %904 = phi ptr [ %99, %173 ], [ %813, %867 ]
  %905 = phi ptr [ %98, %173 ], [ %814, %867 ]
  %906 = phi ptr [ %97, %173 ], [ %815, %867 ]
  %907 = phi ptr [ %96, %173 ], [ %816, %867 ]
  %908 = phi ptr [ %95, %173 ], [ %817, %867 ]
  %909 = phi ptr [ %94, %173 ], [ %818, %867 ]
  %910 = phi ptr [ %93, %173 ], [ %819, %867 ]
  %911 = phi ptr [ %92, %173 ], [ %820, %867 ]
  %912 = phi ptr [ %91, %173 ], [ %821, %867 ]
  %913 = phi ptr [ %90, %173 ], [ %822, %867 ]
  %914 = phi ptr [ %89, %173 ], [ %823, %867 ]
  %915 = phi ptr [ %88, %173 ], [ %824, %867 ]
  %916 = phi ptr [ %87, %173 ], [ %825, %867 ]
  %917 = phi ptr [ %86, %173 ], [ %826, %867 ]
  %918 = phi ptr [ %85, %173 ], [ %827, %867 ]
  %919 = phi ptr [ %84, %173 ], [ %828, %867 ]
  %920 = phi ptr [ %83, %173 ], [ %829, %867 ]
  %921 = phi i32 [ %37, %173 ], [ %830, %867 ]
  %922 = phi i32 [ %38, %173 ], [ %831, %867 ]
  %923 = phi i32 [ %40, %173 ], [ %832, %867 ]
  %924 = phi i32 [ %42, %173 ], [ %833, %867 ]
  %925 = phi i32 [ %44, %173 ], [ %834, %867 ]
  %926 = phi i32 [ %46, %173 ], [ %835, %867 ]
  %927 = phi i32 [ %48, %173 ], [ %836, %867 ]
  %928 = phi i32 [ %50, %173 ], [ %837, %867 ]
  %929 = phi i32 [ %52, %173 ], [ %838, %867 ]
  %930 = phi i32 [ %54, %173 ], [ %839, %867 ]
  %931 = phi i32 [ %56, %173 ], [ %840, %867 ]
  %932 = phi i32 [ %58, %173 ], [ %841, %867 ]
  %933 = phi i32 [ %60, %173 ], [ %842, %867 ]
  %934 = phi i32 [ %62, %173 ], [ %843, %867 ]
  %935 = phi i32 [ %64, %173 ], [ %844, %867 ]
  %936 = phi i32 [ %66, %173 ], [ %845, %867 ]
  %937 = phi i32 [ %68, %173 ], [ %846, %867 ]
  %938 = phi i32 [ %70, %173 ], [ %847, %867 ]
  %939 = phi i32 [ %72, %173 ], [ %848, %867 ]
  %940 = phi i32 [ %74, %173 ], [ %849, %867 ]
  %941 = phi i32 [ %76, %173 ], [ %850, %867 ]
  %942 = phi ptr [ %78, %173 ], [ %851, %867 ]
  %943 = phi ptr [ %80, %173 ], [ %852, %867 ]
  %944 = phi ptr [ %82, %173 ], [ %853, %867 ]
  %945 = phi i32 [ %175, %173 ], [ %870, %867 ]
  store i32 18, ptr %4, align 8, !tbaa !11
  %946 = getelementptr inbounds i8, ptr %0, i64 36
  %947 = icmp sgt i32 %945, 7
  br i1 %947, label %948, label %951

948:                                              ; preds = %896
  %949 = getelementptr inbounds i8, ptr %0, i64 32
  %950 = load i32, ptr %949, align 8, !tbaa !37
  br label %958

951:                                              ; preds = %896
  %952 = load ptr, ptr %0, align 8, !tbaa !5
  %953 = getelementptr inbounds i8, ptr %952, i64 8
  %954 = getelementptr inbounds i8, ptr %0, i64 32
  %955 = getelementptr inbounds i8, ptr %952, i64 12
  %956 = getelementptr inbounds i8, ptr %952, i64 16
  %957 = load i32, ptr %953, align 8, !tbaa !38
  br label %965

958:                                              ; preds = %985, %948
  %959 = phi i32 [ %950, %948 ], [ %975, %985 ]
  %960 = phi i32 [ %945, %948 ], [ %976, %985 ]
  %961 = add nsw i32 %960, -8
  %962 = lshr i32 %959, %961
  store i32 %961, ptr %946, align 4, !tbaa !12
  %963 = and i32 %962, 255
  %964 = icmp eq i32 %963, 83
  br i1 %964, label %987, label %6043

965:                                              ; preds = %951, %985
  %966 = phi i32 [ %957, %951 ], [ %978, %985 ]
  %967 = phi i32 [ %945, %951 ], [ %976, %985 ]
  %968 = icmp eq i32 %966, 0
  br i1 %968, label %6043, label %969

969:                                              ; preds = %965
  %970 = load i32, ptr %954, align 8, !tbaa !37
  %971 = shl i32 %970, 8
  %972 = load ptr, ptr %952, align 8, !tbaa !40
  %973 = load i8, ptr %972, align 1, !tbaa !41
  %974 = zext i8 %973 to i32
  %975 = or disjoint i32 %971, %974
  store i32 %975, ptr %954, align 8, !tbaa !37
  %976 = add nsw i32 %967, 8
  store i32 %976, ptr %946, align 4, !tbaa !12
  %977 = getelementptr inbounds i8, ptr %972, i64 1
  store ptr %977, ptr %952, align 8, !tbaa !40
  %978 = add i32 %966, -1
  store i32 %978, ptr %953, align 8, !tbaa !38
  %979 = load i32, ptr %955, align 4, !tbaa !42
  %980 = add i32 %979, 1
  store i32 %980, ptr %955, align 4, !tbaa !42
  %981 = icmp eq i32 %980, 0
  br i1 %981, label %982, label %985

982:                                              ; preds = %969
  %983 = load i32, ptr %956, align 8, !tbaa !43
  %984 = add i32 %983, 1
  store i32 %984, ptr %956, align 8, !tbaa !43
  br label %985

985:                                              ; preds = %982, %969
  %986 = icmp sgt i32 %967, -1
  br i1 %986, label %958, label %965

987:                                              ; preds = %170, %958
  %988 = phi ptr [ %106, %170 ], [ %897, %958 ]
  %989 = phi ptr [ %105, %170 ], [ %898, %958 ]
  %990 = phi ptr [ %104, %170 ], [ %899, %958 ]
  %991 = phi ptr [ %103, %170 ], [ %900, %958 ]
  %992 = phi ptr [ %102, %170 ], [ %901, %958 ]
  %993 = phi ptr [ %101, %170 ], [ %902, %958 ]
  %994 = phi ptr [ %100, %170 ], [ %903, %958 ]
  %995 = phi ptr [ %99, %170 ], [ %904, %958 ]
  %996 = phi ptr [ %98, %170 ], [ %905, %958 ]
  %997 = phi ptr [ %97, %170 ], [ %906, %958 ]
  %998 = phi ptr [ %96, %170 ], [ %907, %958 ]
  %999 = phi ptr [ %95, %170 ], [ %908, %958 ]
  %1000 = phi ptr [ %94, %170 ], [ %909, %958 ]
  %1001 = phi ptr [ %93, %170 ], [ %910, %958 ]
  %1002 = phi ptr [ %92, %170 ], [ %911, %958 ]
  %1003 = phi ptr [ %91, %170 ], [ %912, %958 ]
  %1004 = phi ptr [ %90, %170 ], [ %913, %958 ]
  %1005 = phi ptr [ %89, %170 ], [ %914, %958 ]
  %1006 = phi ptr [ %88, %170 ], [ %915, %958 ]
  %1007 = phi ptr [ %87, %170 ], [ %916, %958 ]
  %1008 = phi ptr [ %86, %170 ], [ %917, %958 ]
  %1009 = phi ptr [ %85, %170 ], [ %918, %958 ]
  %1010 = phi ptr [ %84, %170 ], [ %919, %958 ]
  %1011 = phi ptr [ %83, %170 ], [ %920, %958 ]
  %1012 = phi i32 [ %37, %170 ], [ %921, %958 ]
  %1013 = phi i32 [ %38, %170 ], [ %922, %958 ]
  %1014 = phi i32 [ %40, %170 ], [ %923, %958 ]
  %1015 = phi i32 [ %42, %170 ], [ %924, %958 ]
  %1016 = phi i32 [ %44, %170 ], [ %925, %958 ]
  %1017 = phi i32 [ %46, %170 ], [ %926, %958 ]
  %1018 = phi i32 [ %48, %170 ], [ %927, %958 ]
  %1019 = phi i32 [ %50, %170 ], [ %928, %958 ]
  %1020 = phi i32 [ %52, %170 ], [ %929, %958 ]
  %1021 = phi i32 [ %54, %170 ], [ %930, %958 ]
  %1022 = phi i32 [ %56, %170 ], [ %931, %958 ]
  %1023 = phi i32 [ %58, %170 ], [ %932, %958 ]
  %1024 = phi i32 [ %60, %170 ], [ %933, %958 ]
  %1025 = phi i32 [ %62, %170 ], [ %934, %958 ]
  %1026 = phi i32 [ %64, %170 ], [ %935, %958 ]
  %1027 = phi i32 [ %66, %170 ], [ %936, %958 ]
  %1028 = phi i32 [ %68, %170 ], [ %937, %958 ]
  %1029 = phi i32 [ %70, %170 ], [ %938, %958 ]
  %1030 = phi i32 [ %72, %170 ], [ %939, %958 ]
  %1031 = phi i32 [ %74, %170 ], [ %940, %958 ]
  %1032 = phi i32 [ %76, %170 ], [ %941, %958 ]
  %1033 = phi ptr [ %78, %170 ], [ %942, %958 ]
  %1034 = phi ptr [ %80, %170 ], [ %943, %958 ]
  %1035 = phi ptr [ %82, %170 ], [ %944, %958 ]
  %1036 = phi i32 [ %172, %170 ], [ %961, %958 ]
  store i32 19, ptr %4, align 8, !tbaa !11
  %1037 = getelementptr inbounds i8, ptr %0, i64 36
  %1038 = icmp sgt i32 %1036, 7
  br i1 %1038, label %1039, label %1042

1039:                                             ; preds = %987
  %1040 = getelementptr inbounds i8, ptr %0, i64 32
  %1041 = load i32, ptr %1040, align 8, !tbaa !37
  br label %1049

1042:                                             ; preds = %987
  %1043 = load ptr, ptr %0, align 8, !tbaa !5
  %1044 = getelementptr inbounds i8, ptr %1043, i64 8
  %1045 = getelementptr inbounds i8, ptr %0, i64 32
  %1046 = getelementptr inbounds i8, ptr %1043, i64 12
  %1047 = getelementptr inbounds i8, ptr %1043, i64 16
  %1048 = load i32, ptr %1044, align 8, !tbaa !38
  br label %1056

1049:                                             ; preds = %1076, %1039
  %1050 = phi i32 [ %1041, %1039 ], [ %1066, %1076 ]
  %1051 = phi i32 [ %1036, %1039 ], [ %1067, %1076 ]
  %1052 = add nsw i32 %1051, -8
  %1053 = lshr i32 %1050, %1052
  store i32 %1052, ptr %1037, align 4, !tbaa !12
  %1054 = and i32 %1053, 255
  %1055 = icmp eq i32 %1054, 89
  br i1 %1055, label %1078, label %6043

1056:                                             ; preds = %1042, %1076
  %1057 = phi i32 [ %1048, %1042 ], [ %1069, %1076 ]
  %1058 = phi i32 [ %1036, %1042 ], [ %1067, %1076 ]
  %1059 = icmp eq i32 %1057, 0
  br i1 %1059, label %6043, label %1060

1060:                                             ; preds = %1056
  %1061 = load i32, ptr %1045, align 8, !tbaa !37
  %1062 = shl i32 %1061, 8
  %1063 = load ptr, ptr %1043, align 8, !tbaa !40
  %1064 = load i8, ptr %1063, align 1, !tbaa !41
  %1065 = zext i8 %1064 to i32
  %1066 = or disjoint i32 %1062, %1065
  store i32 %1066, ptr %1045, align 8, !tbaa !37
  %1067 = add nsw i32 %1058, 8
  store i32 %1067, ptr %1037, align 4, !tbaa !12
  %1068 = getelementptr inbounds i8, ptr %1063, i64 1
  store ptr %1068, ptr %1043, align 8, !tbaa !40
  %1069 = add i32 %1057, -1
  store i32 %1069, ptr %1044, align 8, !tbaa !38
  %1070 = load i32, ptr %1046, align 4, !tbaa !42
  %1071 = add i32 %1070, 1
  store i32 %1071, ptr %1046, align 4, !tbaa !42
  %1072 = icmp eq i32 %1071, 0
  br i1 %1072, label %1073, label %1076

1073:                                             ; preds = %1060
  %1074 = load i32, ptr %1047, align 8, !tbaa !43
  %1075 = add i32 %1074, 1
  store i32 %1075, ptr %1047, align 8, !tbaa !43
  br label %1076

1076:                                             ; preds = %1073, %1060
  %1077 = icmp sgt i32 %1058, -1
  br i1 %1077, label %1049, label %1056

1078:                                             ; preds = %1049
  %1079 = getelementptr inbounds i8, ptr %0, i64 48
  %1080 = load i32, ptr %1079, align 8, !tbaa !51
  %1081 = add nsw i32 %1080, 1
  store i32 %1081, ptr %1079, align 8, !tbaa !51
  %1082 = getelementptr inbounds i8, ptr %0, i64 52
  %1083 = load i32, ptr %1082, align 4, !tbaa !52
  %1084 = icmp sgt i32 %1083, 1
  br i1 %1084, label %1085, label %1088

1085:                                             ; preds = %1078
  %1086 = load ptr, ptr @stderr, align 8, !tbaa !53
  %1087 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1086, ptr noundef nonnull @.str, i32 noundef %1081) #8
  br label %1088

1088:                                             ; preds = %1085, %1078
  %1089 = getelementptr inbounds i8, ptr %0, i64 3176
  store i32 0, ptr %1089, align 8, !tbaa !54
  br label %1090

1090:                                             ; preds = %36, %1088
  %1091 = phi ptr [ %106, %36 ], [ %988, %1088 ]
  %1092 = phi ptr [ %105, %36 ], [ %989, %1088 ]
  %1093 = phi ptr [ %104, %36 ], [ %990, %1088 ]
  %1094 = phi ptr [ %103, %36 ], [ %991, %1088 ]
  %1095 = phi ptr [ %102, %36 ], [ %992, %1088 ]
  %1096 = phi ptr [ %101, %36 ], [ %993, %1088 ]
  %1097 = phi ptr [ %100, %36 ], [ %994, %1088 ]
  %1098 = phi ptr [ %99, %36 ], [ %995, %1088 ]
  %1099 = phi ptr [ %98, %36 ], [ %996, %1088 ]
  %1100 = phi ptr [ %97, %36 ], [ %997, %1088 ]
  %1101 = phi ptr [ %96, %36 ], [ %998, %1088 ]
  %1102 = phi ptr [ %95, %36 ], [ %999, %1088 ]
  %1103 = phi ptr [ %94, %36 ], [ %1000, %1088 ]
  %1104 = phi ptr [ %93, %36 ], [ %1001, %1088 ]
  %1105 = phi ptr [ %92, %36 ], [ %1002, %1088 ]
  %1106 = phi ptr [ %91, %36 ], [ %1003, %1088 ]
  %1107 = phi ptr [ %90, %36 ], [ %1004, %1088 ]
  %1108 = phi ptr [ %89, %36 ], [ %1005, %1088 ]
  %1109 = phi ptr [ %88, %36 ], [ %1006, %1088 ]
  %1110 = phi ptr [ %87, %36 ], [ %1007, %1088 ]
  %1111 = phi ptr [ %86, %36 ], [ %1008, %1088 ]
  %1112 = phi ptr [ %85, %36 ], [ %1009, %1088 ]
  %1113 = phi ptr [ %84, %36 ], [ %1010, %1088 ]
  %1114 = phi ptr [ %83, %36 ], [ %1011, %1088 ]
  %1115 = phi i32 [ %37, %36 ], [ %1012, %1088 ]
  %1116 = phi i32 [ %38, %36 ], [ %1013, %1088 ]
  %1117 = phi i32 [ %40, %36 ], [ %1014, %1088 ]
  %1118 = phi i32 [ %42, %36 ], [ %1015, %1088 ]
  %1119 = phi i32 [ %44, %36 ], [ %1016, %1088 ]
  %1120 = phi i32 [ %46, %36 ], [ %1017, %1088 ]
  %1121 = phi i32 [ %48, %36 ], [ %1018, %1088 ]
  %1122 = phi i32 [ %50, %36 ], [ %1019, %1088 ]
  %1123 = phi i32 [ %52, %36 ], [ %1020, %1088 ]
  %1124 = phi i32 [ %54, %36 ], [ %1021, %1088 ]
  %1125 = phi i32 [ %56, %36 ], [ %1022, %1088 ]
  %1126 = phi i32 [ %58, %36 ], [ %1023, %1088 ]
  %1127 = phi i32 [ %60, %36 ], [ %1024, %1088 ]
  %1128 = phi i32 [ %62, %36 ], [ %1025, %1088 ]
  %1129 = phi i32 [ %64, %36 ], [ %1026, %1088 ]
  %1130 = phi i32 [ %66, %36 ], [ %1027, %1088 ]
  %1131 = phi i32 [ %68, %36 ], [ %1028, %1088 ]
  %1132 = phi i32 [ %70, %36 ], [ %1029, %1088 ]
  %1133 = phi i32 [ %72, %36 ], [ %1030, %1088 ]
  %1134 = phi i32 [ %74, %36 ], [ %1031, %1088 ]
  %1135 = phi i32 [ %76, %36 ], [ %1032, %1088 ]
  %1136 = phi ptr [ %78, %36 ], [ %1033, %1088 ]
  %1137 = phi ptr [ %80, %36 ], [ %1034, %1088 ]
  %1138 = phi ptr [ %82, %36 ], [ %1035, %1088 ]
  store i32 20, ptr %4, align 8, !tbaa !11
  %1139 = getelementptr inbounds i8, ptr %0, i64 36
  %1140 = load i32, ptr %1139, align 4, !tbaa !12
  %1141 = icmp sgt i32 %1140, 7
  br i1 %1141, label %1142, label %1145

1142:                                             ; preds = %1090
  %1143 = getelementptr inbounds i8, ptr %0, i64 32
  %1144 = load i32, ptr %1143, align 8, !tbaa !37
  br label %1152

1145:                                             ; preds = %1090
  %1146 = load ptr, ptr %0, align 8, !tbaa !5
  %1147 = getelementptr inbounds i8, ptr %1146, i64 8
  %1148 = getelementptr inbounds i8, ptr %0, i64 32
  %1149 = getelementptr inbounds i8, ptr %1146, i64 12
  %1150 = getelementptr inbounds i8, ptr %1146, i64 16
  %1151 = load i32, ptr %1147, align 8, !tbaa !38
  br label %1162

1152:                                             ; preds = %1182, %1142
  %1153 = phi i32 [ %1144, %1142 ], [ %1172, %1182 ]
  %1154 = phi i32 [ %1140, %1142 ], [ %1173, %1182 ]
  %1155 = add nsw i32 %1154, -8
  %1156 = lshr i32 %1153, %1155
  store i32 %1155, ptr %1139, align 4, !tbaa !12
  %1157 = getelementptr inbounds i8, ptr %0, i64 3176
  %1158 = load i32, ptr %1157, align 8, !tbaa !54
  %1159 = shl i32 %1158, 8
  %1160 = and i32 %1156, 255
  %1161 = or disjoint i32 %1159, %1160
  store i32 %1161, ptr %1157, align 8, !tbaa !54
  br label %1184

1162:                                             ; preds = %1145, %1182
  %1163 = phi i32 [ %1151, %1145 ], [ %1175, %1182 ]
  %1164 = phi i32 [ %1140, %1145 ], [ %1173, %1182 ]
  %1165 = icmp eq i32 %1163, 0
  br i1 %1165, label %6043, label %1166

1166:                                             ; preds = %1162
  %1167 = load i32, ptr %1148, align 8, !tbaa !37
  %1168 = shl i32 %1167, 8
  %1169 = load ptr, ptr %1146, align 8, !tbaa !40
  %1170 = load i8, ptr %1169, align 1, !tbaa !41
  %1171 = zext i8 %1170 to i32
  %1172 = or disjoint i32 %1168, %1171
  store i32 %1172, ptr %1148, align 8, !tbaa !37
  %1173 = add nsw i32 %1164, 8
  store i32 %1173, ptr %1139, align 4, !tbaa !12
  %1174 = getelementptr inbounds i8, ptr %1169, i64 1
  store ptr %1174, ptr %1146, align 8, !tbaa !40
  %1175 = add i32 %1163, -1
  store i32 %1175, ptr %1147, align 8, !tbaa !38
  %1176 = load i32, ptr %1149, align 4, !tbaa !42
  %1177 = add i32 %1176, 1
  store i32 %1177, ptr %1149, align 4, !tbaa !42
  %1178 = icmp eq i32 %1177, 0
  br i1 %1178, label %1179, label %1182

1179:                                             ; preds = %1166
  %1180 = load i32, ptr %1150, align 8, !tbaa !43
  %1181 = add i32 %1180, 1
  store i32 %1181, ptr %1150, align 8, !tbaa !43
  br label %1182

1182:                                             ; preds = %1179, %1166
  %1183 = icmp sgt i32 %1164, -1
  br i1 %1183, label %1152, label %1162

1184:                                             ; preds = %167, %1152
  %1185 = phi ptr [ %106, %167 ], [ %1091, %1152 ]
  %1186 = phi ptr [ %105, %167 ], [ %1092, %1152 ]
  %1187 = phi ptr [ %104, %167 ], [ %1093, %1152 ]
  %1188 = phi ptr [ %103, %167 ], [ %1094, %1152 ]
  %1189 = phi ptr [ %102, %167 ], [ %1095, %1152 ]
  %1190 = phi ptr [ %101, %167 ], [ %1096, %1152 ]
  %1191 = phi ptr [ %100, %167 ], [ %1097, %1152 ]
  %1192 = phi ptr [ %99, %167 ], [ %1098, %1152 ]
  %1193 = phi ptr [ %98, %167 ], [ %1099, %1152 ]
  %1194 = phi ptr [ %97, %167 ], [ %1100, %1152 ]
  %1195 = phi ptr [ %96, %167 ], [ %1101, %1152 ]
  %1196 = phi ptr [ %95, %167 ], [ %1102, %1152 ]
  %1197 = phi ptr [ %94, %167 ], [ %1103, %1152 ]
  %1198 = phi ptr [ %93, %167 ], [ %1104, %1152 ]
  %1199 = phi ptr [ %92, %167 ], [ %1105, %1152 ]
  %1200 = phi ptr [ %91, %167 ], [ %1106, %1152 ]
  %1201 = phi ptr [ %90, %167 ], [ %1107, %1152 ]
  %1202 = phi ptr [ %89, %167 ], [ %1108, %1152 ]
  %1203 = phi ptr [ %88, %167 ], [ %1109, %1152 ]
  %1204 = phi ptr [ %87, %167 ], [ %1110, %1152 ]
  %1205 = phi ptr [ %86, %167 ], [ %1111, %1152 ]
  %1206 = phi ptr [ %85, %167 ], [ %1112, %1152 ]
  %1207 = phi ptr [ %84, %167 ], [ %1113, %1152 ]
  %1208 = phi ptr [ %83, %167 ], [ %1114, %1152 ]
  %1209 = phi i32 [ %37, %167 ], [ %1115, %1152 ]
  %1210 = phi i32 [ %38, %167 ], [ %1116, %1152 ]
  %1211 = phi i32 [ %40, %167 ], [ %1117, %1152 ]
  %1212 = phi i32 [ %42, %167 ], [ %1118, %1152 ]
  %1213 = phi i32 [ %44, %167 ], [ %1119, %1152 ]
  %1214 = phi i32 [ %46, %167 ], [ %1120, %1152 ]
  %1215 = phi i32 [ %48, %167 ], [ %1121, %1152 ]
  %1216 = phi i32 [ %50, %167 ], [ %1122, %1152 ]
  %1217 = phi i32 [ %52, %167 ], [ %1123, %1152 ]
  %1218 = phi i32 [ %54, %167 ], [ %1124, %1152 ]
  %1219 = phi i32 [ %56, %167 ], [ %1125, %1152 ]
  %1220 = phi i32 [ %58, %167 ], [ %1126, %1152 ]
  %1221 = phi i32 [ %60, %167 ], [ %1127, %1152 ]
  %1222 = phi i32 [ %62, %167 ], [ %1128, %1152 ]
  %1223 = phi i32 [ %64, %167 ], [ %1129, %1152 ]
  %1224 = phi i32 [ %66, %167 ], [ %1130, %1152 ]
  %1225 = phi i32 [ %68, %167 ], [ %1131, %1152 ]
  %1226 = phi i32 [ %70, %167 ], [ %1132, %1152 ]
  %1227 = phi i32 [ %72, %167 ], [ %1133, %1152 ]
  %1228 = phi i32 [ %74, %167 ], [ %1134, %1152 ]
  %1229 = phi i32 [ %76, %167 ], [ %1135, %1152 ]
  %1230 = phi ptr [ %78, %167 ], [ %1136, %1152 ]
  %1231 = phi ptr [ %80, %167 ], [ %1137, %1152 ]
  %1232 = phi ptr [ %82, %167 ], [ %1138, %1152 ]
  %1233 = phi i32 [ %169, %167 ], [ %1155, %1152 ]
  store i32 21, ptr %4, align 8, !tbaa !11
  %1234 = getelementptr inbounds i8, ptr %0, i64 36
  %1235 = icmp sgt i32 %1233, 7
  br i1 %1235, label %1236, label %1239

1236:                                             ; preds = %1184
  %1237 = getelementptr inbounds i8, ptr %0, i64 32
  %1238 = load i32, ptr %1237, align 8, !tbaa !37
  br label %1246

1239:                                             ; preds = %1184
  %1240 = load ptr, ptr %0, align 8, !tbaa !5
  %1241 = getelementptr inbounds i8, ptr %1240, i64 8
  %1242 = getelementptr inbounds i8, ptr %0, i64 32
  %1243 = getelementptr inbounds i8, ptr %1240, i64 12
  %1244 = getelementptr inbounds i8, ptr %1240, i64 16
  %1245 = load i32, ptr %1241, align 8, !tbaa !38
  br label %1256

1246:                                             ; preds = %1276, %1236
  %1247 = phi i32 [ %1238, %1236 ], [ %1266, %1276 ]
  %1248 = phi i32 [ %1233, %1236 ], [ %1267, %1276 ]
  %1249 = add nsw i32 %1248, -8
  %1250 = lshr i32 %1247, %1249
  store i32 %1249, ptr %1234, align 4, !tbaa !12
  %1251 = getelementptr inbounds i8, ptr %0, i64 3176
  %1252 = load i32, ptr %1251, align 8, !tbaa !54
  %1253 = shl i32 %1252, 8
  %1254 = and i32 %1250, 255
  %1255 = or disjoint i32 %1253, %1254
  store i32 %1255, ptr %1251, align 8, !tbaa !54
  br label %1278

1256:                                             ; preds = %1239, %1276
  %1257 = phi i32 [ %1245, %1239 ], [ %1269, %1276 ]
  %1258 = phi i32 [ %1233, %1239 ], [ %1267, %1276 ]
  %1259 = icmp eq i32 %1257, 0
  br i1 %1259, label %6043, label %1260

1260:                                             ; preds = %1256
  %1261 = load i32, ptr %1242, align 8, !tbaa !37
  %1262 = shl i32 %1261, 8
  %1263 = load ptr, ptr %1240, align 8, !tbaa !40
  %1264 = load i8, ptr %1263, align 1, !tbaa !41
  %1265 = zext i8 %1264 to i32
  %1266 = or disjoint i32 %1262, %1265
  store i32 %1266, ptr %1242, align 8, !tbaa !37
  %1267 = add nsw i32 %1258, 8
  store i32 %1267, ptr %1234, align 4, !tbaa !12
  %1268 = getelementptr inbounds i8, ptr %1263, i64 1
  store ptr %1268, ptr %1240, align 8, !tbaa !40
  %1269 = add i32 %1257, -1
  store i32 %1269, ptr %1241, align 8, !tbaa !38
  %1270 = load i32, ptr %1243, align 4, !tbaa !42
  %1271 = add i32 %1270, 1
  store i32 %1271, ptr %1243, align 4, !tbaa !42
  %1272 = icmp eq i32 %1271, 0
  br i1 %1272, label %1273, label %1276

1273:                                             ; preds = %1260
  %1274 = load i32, ptr %1244, align 8, !tbaa !43
  %1275 = add i32 %1274, 1
  store i32 %1275, ptr %1244, align 8, !tbaa !43
  br label %1276

1276:                                             ; preds = %1273, %1260
  %1277 = icmp sgt i32 %1258, -1
  br i1 %1277, label %1246, label %1256

1278:                                             ; preds = %164, %1246
  %1279 = phi ptr [ %106, %164 ], [ %1185, %1246 ]
  %1280 = phi ptr [ %105, %164 ], [ %1186, %1246 ]
  %1281 = phi ptr [ %104, %164 ], [ %1187, %1246 ]
  %1282 = phi ptr [ %103, %164 ], [ %1188, %1246 ]
  %1283 = phi ptr [ %102, %164 ], [ %1189, %1246 ]
  %1284 = phi ptr [ %101, %164 ], [ %1190, %1246 ]
  %1285 = phi ptr [ %100, %164 ], [ %1191, %1246 ]
  %1286 = phi ptr [ %99, %164 ], [ %1192, %1246 ]
  %1287 = phi ptr [ %98, %164 ], [ %1193, %1246 ]
  %1288 = phi ptr [ %97, %164 ], [ %1194, %1246 ]
  %1289 = phi ptr [ %96, %164 ], [ %1195, %1246 ]
  %1290 = phi ptr [ %95, %164 ], [ %1196, %1246 ]
  %1291 = phi ptr [ %94, %164 ], [ %1197, %1246 ]
  %1292 = phi ptr [ %93, %164 ], [ %1198, %1246 ]
  %1293 = phi ptr [ %92, %164 ], [ %1199, %1246 ]
  %1294 = phi ptr [ %91, %164 ], [ %1200, %1246 ]
  %1295 = phi ptr [ %90, %164 ], [ %1201, %1246 ]
  %1296 = phi ptr [ %89, %164 ], [ %1202, %1246 ]
  %1297 = phi ptr [ %88, %164 ], [ %1203, %1246 ]
  %1298 = phi ptr [ %87, %164 ], [ %1204, %1246 ]
  %1299 = phi ptr [ %86, %164 ], [ %1205, %1246 ]
  %1300 = phi ptr [ %85, %164 ], [ %1206, %1246 ]
  %1301 = phi ptr [ %84, %164 ], [ %1207, %1246 ]
  %1302 = phi ptr [ %83, %164 ], [ %1208, %1246 ]
  %1303 = phi i32 [ %37, %164 ], [ %1209, %1246 ]
  %1304 = phi i32 [ %38, %164 ], [ %1210, %1246 ]
  %1305 = phi i32 [ %40, %164 ], [ %1211, %1246 ]
  %1306 = phi i32 [ %42, %164 ], [ %1212, %1246 ]
  %1307 = phi i32 [ %44, %164 ], [ %1213, %1246 ]
  %1308 = phi i32 [ %46, %164 ], [ %1214, %1246 ]
  %1309 = phi i32 [ %48, %164 ], [ %1215, %1246 ]
  %1310 = phi i32 [ %50, %164 ], [ %1216, %1246 ]
  %1311 = phi i32 [ %52, %164 ], [ %1217, %1246 ]
  %1312 = phi i32 [ %54, %164 ], [ %1218, %1246 ]
  %1313 = phi i32 [ %56, %164 ], [ %1219, %1246 ]
  %1314 = phi i32 [ %58, %164 ], [ %1220, %1246 ]
  %1315 = phi i32 [ %60, %164 ], [ %1221, %1246 ]
  %1316 = phi i32 [ %62, %164 ], [ %1222, %1246 ]
  %1317 = phi i32 [ %64, %164 ], [ %1223, %1246 ]
  %1318 = phi i32 [ %66, %164 ], [ %1224, %1246 ]
  %1319 = phi i32 [ %68, %164 ], [ %1225, %1246 ]
  %1320 = phi i32 [ %70, %164 ], [ %1226, %1246 ]
  %1321 = phi i32 [ %72, %164 ], [ %1227, %1246 ]
  %1322 = phi i32 [ %74, %164 ], [ %1228, %1246 ]
  %1323 = phi i32 [ %76, %164 ], [ %1229, %1246 ]
  %1324 = phi ptr [ %78, %164 ], [ %1230, %1246 ]
  %1325 = phi ptr [ %80, %164 ], [ %1231, %1246 ]
  %1326 = phi ptr [ %82, %164 ], [ %1232, %1246 ]
  %1327 = phi i32 [ %166, %164 ], [ %1249, %1246 ]
  store i32 22, ptr %4, align 8, !tbaa !11
  %1328 = getelementptr inbounds i8, ptr %0, i64 36
  %1329 = icmp sgt i32 %1327, 7
  br i1 %1329, label %1330, label %1333

1330:                                             ; preds = %1278
  %1331 = getelementptr inbounds i8, ptr %0, i64 32
  %1332 = load i32, ptr %1331, align 8, !tbaa !37
  br label %1340

1333:                                             ; preds = %1278
  %1334 = load ptr, ptr %0, align 8, !tbaa !5
  %1335 = getelementptr inbounds i8, ptr %1334, i64 8
  %1336 = getelementptr inbounds i8, ptr %0, i64 32
  %1337 = getelementptr inbounds i8, ptr %1334, i64 12
  %1338 = getelementptr inbounds i8, ptr %1334, i64 16
  %1339 = load i32, ptr %1335, align 8, !tbaa !38
  br label %1350

1340:                                             ; preds = %1370, %1330
  %1341 = phi i32 [ %1332, %1330 ], [ %1360, %1370 ]
  %1342 = phi i32 [ %1327, %1330 ], [ %1361, %1370 ]
  %1343 = add nsw i32 %1342, -8
  %1344 = lshr i32 %1341, %1343
  store i32 %1343, ptr %1328, align 4, !tbaa !12
  %1345 = getelementptr inbounds i8, ptr %0, i64 3176
  %1346 = load i32, ptr %1345, align 8, !tbaa !54
  %1347 = shl i32 %1346, 8
  %1348 = and i32 %1344, 255
  %1349 = or disjoint i32 %1347, %1348
  store i32 %1349, ptr %1345, align 8, !tbaa !54
  br label %1372

1350:                                             ; preds = %1333, %1370
  %1351 = phi i32 [ %1339, %1333 ], [ %1363, %1370 ]
  %1352 = phi i32 [ %1327, %1333 ], [ %1361, %1370 ]
  %1353 = icmp eq i32 %1351, 0
  br i1 %1353, label %6043, label %1354

1354:                                             ; preds = %1350
  %1355 = load i32, ptr %1336, align 8, !tbaa !37
  %1356 = shl i32 %1355, 8
  %1357 = load ptr, ptr %1334, align 8, !tbaa !40
  %1358 = load i8, ptr %1357, align 1, !tbaa !41
  %1359 = zext i8 %1358 to i32
  %1360 = or disjoint i32 %1356, %1359
  store i32 %1360, ptr %1336, align 8, !tbaa !37
  %1361 = add nsw i32 %1352, 8
  store i32 %1361, ptr %1328, align 4, !tbaa !12
  %1362 = getelementptr inbounds i8, ptr %1357, i64 1
  store ptr %1362, ptr %1334, align 8, !tbaa !40
  %1363 = add i32 %1351, -1
  store i32 %1363, ptr %1335, align 8, !tbaa !38
  %1364 = load i32, ptr %1337, align 4, !tbaa !42
  %1365 = add i32 %1364, 1
  store i32 %1365, ptr %1337, align 4, !tbaa !42
  %1366 = icmp eq i32 %1365, 0
  br i1 %1366, label %1367, label %1370

1367:                                             ; preds = %1354
  %1368 = load i32, ptr %1338, align 8, !tbaa !43
  %1369 = add i32 %1368, 1
  store i32 %1369, ptr %1338, align 8, !tbaa !43
  br label %1370

1370:                                             ; preds = %1367, %1354
  %1371 = icmp sgt i32 %1352, -1
  br i1 %1371, label %1340, label %1350

1372:                                             ; preds = %161, %1340
  %1373 = phi ptr [ %106, %161 ], [ %1279, %1340 ]
  %1374 = phi ptr [ %105, %161 ], [ %1280, %1340 ]
  %1375 = phi ptr [ %104, %161 ], [ %1281, %1340 ]
  %1376 = phi ptr [ %103, %161 ], [ %1282, %1340 ]
  %1377 = phi ptr [ %102, %161 ], [ %1283, %1340 ]
  %1378 = phi ptr [ %101, %161 ], [ %1284, %1340 ]
  %1379 = phi ptr [ %100, %161 ], [ %1285, %1340 ]
  %1380 = phi ptr [ %99, %161 ], [ %1286, %1340 ]
  %1381 = phi ptr [ %98, %161 ], [ %1287, %1340 ]
  %1382 = phi ptr [ %97, %161 ], [ %1288, %1340 ]
  %1383 = phi ptr [ %96, %161 ], [ %1289, %1340 ]
  %1384 = phi ptr [ %95, %161 ], [ %1290, %1340 ]
  %1385 = phi ptr [ %94, %161 ], [ %1291, %1340 ]
  %1386 = phi ptr [ %93, %161 ], [ %1292, %1340 ]
  %1387 = phi ptr [ %92, %161 ], [ %1293, %1340 ]
  %1388 = phi ptr [ %91, %161 ], [ %1294, %1340 ]
  %1389 = phi ptr [ %90, %161 ], [ %1295, %1340 ]
  %1390 = phi ptr [ %89, %161 ], [ %1296, %1340 ]
  %1391 = phi ptr [ %88, %161 ], [ %1297, %1340 ]
  %1392 = phi ptr [ %87, %161 ], [ %1298, %1340 ]
  %1393 = phi ptr [ %86, %161 ], [ %1299, %1340 ]
  %1394 = phi ptr [ %85, %161 ], [ %1300, %1340 ]
  %1395 = phi ptr [ %84, %161 ], [ %1301, %1340 ]
  %1396 = phi ptr [ %83, %161 ], [ %1302, %1340 ]
  %1397 = phi i32 [ %37, %161 ], [ %1303, %1340 ]
  %1398 = phi i32 [ %38, %161 ], [ %1304, %1340 ]
  %1399 = phi i32 [ %40, %161 ], [ %1305, %1340 ]
  %1400 = phi i32 [ %42, %161 ], [ %1306, %1340 ]
  %1401 = phi i32 [ %44, %161 ], [ %1307, %1340 ]
  %1402 = phi i32 [ %46, %161 ], [ %1308, %1340 ]
  %1403 = phi i32 [ %48, %161 ], [ %1309, %1340 ]
  %1404 = phi i32 [ %50, %161 ], [ %1310, %1340 ]
  %1405 = phi i32 [ %52, %161 ], [ %1311, %1340 ]
  %1406 = phi i32 [ %54, %161 ], [ %1312, %1340 ]
  %1407 = phi i32 [ %56, %161 ], [ %1313, %1340 ]
  %1408 = phi i32 [ %58, %161 ], [ %1314, %1340 ]
  %1409 = phi i32 [ %60, %161 ], [ %1315, %1340 ]
  %1410 = phi i32 [ %62, %161 ], [ %1316, %1340 ]
  %1411 = phi i32 [ %64, %161 ], [ %1317, %1340 ]
  %1412 = phi i32 [ %66, %161 ], [ %1318, %1340 ]
  %1413 = phi i32 [ %68, %161 ], [ %1319, %1340 ]
  %1414 = phi i32 [ %70, %161 ], [ %1320, %1340 ]
  %1415 = phi i32 [ %72, %161 ], [ %1321, %1340 ]
  %1416 = phi i32 [ %74, %161 ], [ %1322, %1340 ]
  %1417 = phi i32 [ %76, %161 ], [ %1323, %1340 ]
  %1418 = phi ptr [ %78, %161 ], [ %1324, %1340 ]
  %1419 = phi ptr [ %80, %161 ], [ %1325, %1340 ]
  %1420 = phi ptr [ %82, %161 ], [ %1326, %1340 ]
  %1421 = phi i32 [ %163, %161 ], [ %1343, %1340 ]
  store i32 23, ptr %4, align 8, !tbaa !11
  %1422 = getelementptr inbounds i8, ptr %0, i64 36
  %1423 = icmp sgt i32 %1421, 7
  br i1 %1423, label %1424, label %1427

1424:                                             ; preds = %1372
  %1425 = getelementptr inbounds i8, ptr %0, i64 32
  %1426 = load i32, ptr %1425, align 8, !tbaa !37
  br label %1434

1427:                                             ; preds = %1372
  %1428 = load ptr, ptr %0, align 8, !tbaa !5
  %1429 = getelementptr inbounds i8, ptr %1428, i64 8
  %1430 = getelementptr inbounds i8, ptr %0, i64 32
  %1431 = getelementptr inbounds i8, ptr %1428, i64 12
  %1432 = getelementptr inbounds i8, ptr %1428, i64 16
  %1433 = load i32, ptr %1429, align 8, !tbaa !38
  br label %1444

1434:                                             ; preds = %1464, %1424
  %1435 = phi i32 [ %1426, %1424 ], [ %1454, %1464 ]
  %1436 = phi i32 [ %1421, %1424 ], [ %1455, %1464 ]
  %1437 = add nsw i32 %1436, -8
  %1438 = lshr i32 %1435, %1437
  store i32 %1437, ptr %1422, align 4, !tbaa !12
  %1439 = getelementptr inbounds i8, ptr %0, i64 3176
  %1440 = load i32, ptr %1439, align 8, !tbaa !54
  %1441 = shl i32 %1440, 8
  %1442 = and i32 %1438, 255
  %1443 = or disjoint i32 %1441, %1442
  store i32 %1443, ptr %1439, align 8, !tbaa !54
  br label %1466

1444:                                             ; preds = %1427, %1464
  %1445 = phi i32 [ %1433, %1427 ], [ %1457, %1464 ]
  %1446 = phi i32 [ %1421, %1427 ], [ %1455, %1464 ]
  %1447 = icmp eq i32 %1445, 0
  br i1 %1447, label %6043, label %1448

1448:                                             ; preds = %1444
  %1449 = load i32, ptr %1430, align 8, !tbaa !37
  %1450 = shl i32 %1449, 8
  %1451 = load ptr, ptr %1428, align 8, !tbaa !40
  %1452 = load i8, ptr %1451, align 1, !tbaa !41
  %1453 = zext i8 %1452 to i32
  %1454 = or disjoint i32 %1450, %1453
  store i32 %1454, ptr %1430, align 8, !tbaa !37
  %1455 = add nsw i32 %1446, 8
  store i32 %1455, ptr %1422, align 4, !tbaa !12
  %1456 = getelementptr inbounds i8, ptr %1451, i64 1
  store ptr %1456, ptr %1428, align 8, !tbaa !40
  %1457 = add i32 %1445, -1
  store i32 %1457, ptr %1429, align 8, !tbaa !38
  %1458 = load i32, ptr %1431, align 4, !tbaa !42
  %1459 = add i32 %1458, 1
  store i32 %1459, ptr %1431, align 4, !tbaa !42
  %1460 = icmp eq i32 %1459, 0
  br i1 %1460, label %1461, label %1464

1461:                                             ; preds = %1448
  %1462 = load i32, ptr %1432, align 8, !tbaa !43
  %1463 = add i32 %1462, 1
  store i32 %1463, ptr %1432, align 8, !tbaa !43
  br label %1464

1464:                                             ; preds = %1461, %1448
  %1465 = icmp sgt i32 %1446, -1
  br i1 %1465, label %1434, label %1444

1466:                                             ; preds = %158, %1434
  %1467 = phi ptr [ %106, %158 ], [ %1373, %1434 ]
  %1468 = phi ptr [ %105, %158 ], [ %1374, %1434 ]
  %1469 = phi ptr [ %104, %158 ], [ %1375, %1434 ]
  %1470 = phi ptr [ %103, %158 ], [ %1376, %1434 ]
  %1471 = phi ptr [ %102, %158 ], [ %1377, %1434 ]
  %1472 = phi ptr [ %101, %158 ], [ %1378, %1434 ]
  %1473 = phi ptr [ %100, %158 ], [ %1379, %1434 ]
  %1474 = phi ptr [ %99, %158 ], [ %1380, %1434 ]
  %1475 = phi ptr [ %98, %158 ], [ %1381, %1434 ]
  %1476 = phi ptr [ %97, %158 ], [ %1382, %1434 ]
  %1477 = phi ptr [ %96, %158 ], [ %1383, %1434 ]
  %1478 = phi ptr [ %95, %158 ], [ %1384, %1434 ]
  %1479 = phi ptr [ %94, %158 ], [ %1385, %1434 ]
  %1480 = phi ptr [ %93, %158 ], [ %1386, %1434 ]
  %1481 = phi ptr [ %92, %158 ], [ %1387, %1434 ]
  %1482 = phi ptr [ %91, %158 ], [ %1388, %1434 ]
  %1483 = phi ptr [ %90, %158 ], [ %1389, %1434 ]
  %1484 = phi ptr [ %89, %158 ], [ %1390, %1434 ]
  %1485 = phi ptr [ %88, %158 ], [ %1391, %1434 ]
  %1486 = phi ptr [ %87, %158 ], [ %1392, %1434 ]
  %1487 = phi ptr [ %86, %158 ], [ %1393, %1434 ]
  %1488 = phi ptr [ %85, %158 ], [ %1394, %1434 ]
  %1489 = phi ptr [ %84, %158 ], [ %1395, %1434 ]
  %1490 = phi ptr [ %83, %158 ], [ %1396, %1434 ]
  %1491 = phi i32 [ %37, %158 ], [ %1397, %1434 ]
  %1492 = phi i32 [ %38, %158 ], [ %1398, %1434 ]
  %1493 = phi i32 [ %40, %158 ], [ %1399, %1434 ]
  %1494 = phi i32 [ %42, %158 ], [ %1400, %1434 ]
  %1495 = phi i32 [ %44, %158 ], [ %1401, %1434 ]
  %1496 = phi i32 [ %46, %158 ], [ %1402, %1434 ]
  %1497 = phi i32 [ %48, %158 ], [ %1403, %1434 ]
  %1498 = phi i32 [ %50, %158 ], [ %1404, %1434 ]
  %1499 = phi i32 [ %52, %158 ], [ %1405, %1434 ]
  %1500 = phi i32 [ %54, %158 ], [ %1406, %1434 ]
  %1501 = phi i32 [ %56, %158 ], [ %1407, %1434 ]
  %1502 = phi i32 [ %58, %158 ], [ %1408, %1434 ]
  %1503 = phi i32 [ %60, %158 ], [ %1409, %1434 ]
  %1504 = phi i32 [ %62, %158 ], [ %1410, %1434 ]
  %1505 = phi i32 [ %64, %158 ], [ %1411, %1434 ]
  %1506 = phi i32 [ %66, %158 ], [ %1412, %1434 ]
  %1507 = phi i32 [ %68, %158 ], [ %1413, %1434 ]
  %1508 = phi i32 [ %70, %158 ], [ %1414, %1434 ]
  %1509 = phi i32 [ %72, %158 ], [ %1415, %1434 ]
  %1510 = phi i32 [ %74, %158 ], [ %1416, %1434 ]
  %1511 = phi i32 [ %76, %158 ], [ %1417, %1434 ]
  %1512 = phi ptr [ %78, %158 ], [ %1418, %1434 ]
  %1513 = phi ptr [ %80, %158 ], [ %1419, %1434 ]
  %1514 = phi ptr [ %82, %158 ], [ %1420, %1434 ]
  %1515 = phi i32 [ %160, %158 ], [ %1437, %1434 ]
  store i32 24, ptr %4, align 8, !tbaa !11
  %1516 = getelementptr inbounds i8, ptr %0, i64 36
  %1517 = icmp sgt i32 %1515, 0
  br i1 %1517, label %1518, label %1521

1518:                                             ; preds = %1466
  %1519 = getelementptr inbounds i8, ptr %0, i64 32
  %1520 = load i32, ptr %1519, align 8, !tbaa !37
  br label %1528

1521:                                             ; preds = %1466
  %1522 = load ptr, ptr %0, align 8, !tbaa !5
  %1523 = getelementptr inbounds i8, ptr %1522, i64 8
  %1524 = getelementptr inbounds i8, ptr %0, i64 32
  %1525 = getelementptr inbounds i8, ptr %1522, i64 12
  %1526 = getelementptr inbounds i8, ptr %1522, i64 16
  %1527 = load i32, ptr %1523, align 8, !tbaa !38
  br label %1537

1528:                                             ; preds = %1557, %1518
  %1529 = phi i32 [ %1520, %1518 ], [ %1547, %1557 ]
  %1530 = phi i32 [ %1515, %1518 ], [ %1548, %1557 ]
  %1531 = add nsw i32 %1530, -1
  %1532 = lshr i32 %1529, %1531
  store i32 %1531, ptr %1516, align 4, !tbaa !12
  %1533 = trunc i32 %1532 to i8
  %1534 = and i8 %1533, 1
  %1535 = getelementptr inbounds i8, ptr %0, i64 20
  store i8 %1534, ptr %1535, align 4, !tbaa !55
  %1536 = getelementptr inbounds i8, ptr %0, i64 56
  store i32 0, ptr %1536, align 8, !tbaa !56
  br label %1559

1537:                                             ; preds = %1521, %1557
  %1538 = phi i32 [ %1527, %1521 ], [ %1550, %1557 ]
  %1539 = phi i32 [ %1515, %1521 ], [ %1548, %1557 ]
  %1540 = icmp eq i32 %1538, 0
  br i1 %1540, label %6043, label %1541

1541:                                             ; preds = %1537
  %1542 = load i32, ptr %1524, align 8, !tbaa !37
  %1543 = shl i32 %1542, 8
  %1544 = load ptr, ptr %1522, align 8, !tbaa !40
  %1545 = load i8, ptr %1544, align 1, !tbaa !41
  %1546 = zext i8 %1545 to i32
  %1547 = or disjoint i32 %1543, %1546
  store i32 %1547, ptr %1524, align 8, !tbaa !37
  %1548 = add nsw i32 %1539, 8
  store i32 %1548, ptr %1516, align 4, !tbaa !12
  %1549 = getelementptr inbounds i8, ptr %1544, i64 1
  store ptr %1549, ptr %1522, align 8, !tbaa !40
  %1550 = add i32 %1538, -1
  store i32 %1550, ptr %1523, align 8, !tbaa !38
  %1551 = load i32, ptr %1525, align 4, !tbaa !42
  %1552 = add i32 %1551, 1
  store i32 %1552, ptr %1525, align 4, !tbaa !42
  %1553 = icmp eq i32 %1552, 0
  br i1 %1553, label %1554, label %1557

1554:                                             ; preds = %1541
  %1555 = load i32, ptr %1526, align 8, !tbaa !43
  %1556 = add i32 %1555, 1
  store i32 %1556, ptr %1526, align 8, !tbaa !43
  br label %1557

1557:                                             ; preds = %1554, %1541
  %1558 = icmp sgt i32 %1539, -8
  br i1 %1558, label %1528, label %1537

1559:                                             ; preds = %155, %1528
  %1560 = phi ptr [ %106, %155 ], [ %1467, %1528 ]
  %1561 = phi ptr [ %105, %155 ], [ %1468, %1528 ]
  %1562 = phi ptr [ %104, %155 ], [ %1469, %1528 ]
  %1563 = phi ptr [ %103, %155 ], [ %1470, %1528 ]
  %1564 = phi ptr [ %102, %155 ], [ %1471, %1528 ]
  %1565 = phi ptr [ %101, %155 ], [ %1472, %1528 ]
  %1566 = phi ptr [ %100, %155 ], [ %1473, %1528 ]
  %1567 = phi ptr [ %99, %155 ], [ %1474, %1528 ]
  %1568 = phi ptr [ %98, %155 ], [ %1475, %1528 ]
  %1569 = phi ptr [ %97, %155 ], [ %1476, %1528 ]
  %1570 = phi ptr [ %96, %155 ], [ %1477, %1528 ]
  %1571 = phi ptr [ %95, %155 ], [ %1478, %1528 ]
  %1572 = phi ptr [ %94, %155 ], [ %1479, %1528 ]
  %1573 = phi ptr [ %93, %155 ], [ %1480, %1528 ]
  %1574 = phi ptr [ %92, %155 ], [ %1481, %1528 ]
  %1575 = phi ptr [ %91, %155 ], [ %1482, %1528 ]
  %1576 = phi ptr [ %90, %155 ], [ %1483, %1528 ]
  %1577 = phi ptr [ %89, %155 ], [ %1484, %1528 ]
  %1578 = phi ptr [ %88, %155 ], [ %1485, %1528 ]
  %1579 = phi ptr [ %87, %155 ], [ %1486, %1528 ]
  %1580 = phi ptr [ %86, %155 ], [ %1487, %1528 ]
  %1581 = phi ptr [ %85, %155 ], [ %1488, %1528 ]
  %1582 = phi ptr [ %84, %155 ], [ %1489, %1528 ]
  %1583 = phi ptr [ %83, %155 ], [ %1490, %1528 ]
  %1584 = phi i32 [ %37, %155 ], [ %1491, %1528 ]
  %1585 = phi i32 [ %38, %155 ], [ %1492, %1528 ]
  %1586 = phi i32 [ %40, %155 ], [ %1493, %1528 ]
  %1587 = phi i32 [ %42, %155 ], [ %1494, %1528 ]
  %1588 = phi i32 [ %44, %155 ], [ %1495, %1528 ]
  %1589 = phi i32 [ %46, %155 ], [ %1496, %1528 ]
  %1590 = phi i32 [ %48, %155 ], [ %1497, %1528 ]
  %1591 = phi i32 [ %50, %155 ], [ %1498, %1528 ]
  %1592 = phi i32 [ %52, %155 ], [ %1499, %1528 ]
  %1593 = phi i32 [ %54, %155 ], [ %1500, %1528 ]
  %1594 = phi i32 [ %56, %155 ], [ %1501, %1528 ]
  %1595 = phi i32 [ %58, %155 ], [ %1502, %1528 ]
  %1596 = phi i32 [ %60, %155 ], [ %1503, %1528 ]
  %1597 = phi i32 [ %62, %155 ], [ %1504, %1528 ]
  %1598 = phi i32 [ %64, %155 ], [ %1505, %1528 ]
  %1599 = phi i32 [ %66, %155 ], [ %1506, %1528 ]
  %1600 = phi i32 [ %68, %155 ], [ %1507, %1528 ]
  %1601 = phi i32 [ %70, %155 ], [ %1508, %1528 ]
  %1602 = phi i32 [ %72, %155 ], [ %1509, %1528 ]
  %1603 = phi i32 [ %74, %155 ], [ %1510, %1528 ]
  %1604 = phi i32 [ %76, %155 ], [ %1511, %1528 ]
  %1605 = phi ptr [ %78, %155 ], [ %1512, %1528 ]
  %1606 = phi ptr [ %80, %155 ], [ %1513, %1528 ]
  %1607 = phi ptr [ %82, %155 ], [ %1514, %1528 ]
  %1608 = phi i32 [ %157, %155 ], [ %1531, %1528 ]
  store i32 25, ptr %4, align 8, !tbaa !11
  %1609 = getelementptr inbounds i8, ptr %0, i64 36
  %1610 = icmp sgt i32 %1608, 7
  br i1 %1610, label %1611, label %1614

1611:                                             ; preds = %1559
  %1612 = getelementptr inbounds i8, ptr %0, i64 32
  %1613 = load i32, ptr %1612, align 8, !tbaa !37
  br label %1621

1614:                                             ; preds = %1559
  %1615 = load ptr, ptr %0, align 8, !tbaa !5
  %1616 = getelementptr inbounds i8, ptr %1615, i64 8
  %1617 = getelementptr inbounds i8, ptr %0, i64 32
  %1618 = getelementptr inbounds i8, ptr %1615, i64 12
  %1619 = getelementptr inbounds i8, ptr %1615, i64 16
  %1620 = load i32, ptr %1616, align 8, !tbaa !38
  br label %1631

1621:                                             ; preds = %1651, %1611
  %1622 = phi i32 [ %1613, %1611 ], [ %1641, %1651 ]
  %1623 = phi i32 [ %1608, %1611 ], [ %1642, %1651 ]
  %1624 = add nsw i32 %1623, -8
  %1625 = lshr i32 %1622, %1624
  store i32 %1624, ptr %1609, align 4, !tbaa !12
  %1626 = getelementptr inbounds i8, ptr %0, i64 56
  %1627 = load i32, ptr %1626, align 8, !tbaa !56
  %1628 = shl i32 %1627, 8
  %1629 = and i32 %1625, 255
  %1630 = or disjoint i32 %1628, %1629
  store i32 %1630, ptr %1626, align 8, !tbaa !56
  br label %1653

1631:                                             ; preds = %1614, %1651
  %1632 = phi i32 [ %1620, %1614 ], [ %1644, %1651 ]
  %1633 = phi i32 [ %1608, %1614 ], [ %1642, %1651 ]
  %1634 = icmp eq i32 %1632, 0
  br i1 %1634, label %6043, label %1635

1635:                                             ; preds = %1631
  %1636 = load i32, ptr %1617, align 8, !tbaa !37
  %1637 = shl i32 %1636, 8
  %1638 = load ptr, ptr %1615, align 8, !tbaa !40
  %1639 = load i8, ptr %1638, align 1, !tbaa !41
  %1640 = zext i8 %1639 to i32
  %1641 = or disjoint i32 %1637, %1640
  store i32 %1641, ptr %1617, align 8, !tbaa !37
  %1642 = add nsw i32 %1633, 8
  store i32 %1642, ptr %1609, align 4, !tbaa !12
  %1643 = getelementptr inbounds i8, ptr %1638, i64 1
  store ptr %1643, ptr %1615, align 8, !tbaa !40
  %1644 = add i32 %1632, -1
  store i32 %1644, ptr %1616, align 8, !tbaa !38
  %1645 = load i32, ptr %1618, align 4, !tbaa !42
  %1646 = add i32 %1645, 1
  store i32 %1646, ptr %1618, align 4, !tbaa !42
  %1647 = icmp eq i32 %1646, 0
  br i1 %1647, label %1648, label %1651

1648:                                             ; preds = %1635
  %1649 = load i32, ptr %1619, align 8, !tbaa !43
  %1650 = add i32 %1649, 1
  store i32 %1650, ptr %1619, align 8, !tbaa !43
  br label %1651

1651:                                             ; preds = %1648, %1635
  %1652 = icmp sgt i32 %1633, -1
  br i1 %1652, label %1621, label %1631

1653:                                             ; preds = %152, %1621
  %1654 = phi ptr [ %106, %152 ], [ %1560, %1621 ]
  %1655 = phi ptr [ %105, %152 ], [ %1561, %1621 ]
  %1656 = phi ptr [ %104, %152 ], [ %1562, %1621 ]
  %1657 = phi ptr [ %103, %152 ], [ %1563, %1621 ]
  %1658 = phi ptr [ %102, %152 ], [ %1564, %1621 ]
  %1659 = phi ptr [ %101, %152 ], [ %1565, %1621 ]
  %1660 = phi ptr [ %100, %152 ], [ %1566, %1621 ]
  %1661 = phi ptr [ %99, %152 ], [ %1567, %1621 ]
  %1662 = phi ptr [ %98, %152 ], [ %1568, %1621 ]
  %1663 = phi ptr [ %97, %152 ], [ %1569, %1621 ]
  %1664 = phi ptr [ %96, %152 ], [ %1570, %1621 ]
  %1665 = phi ptr [ %95, %152 ], [ %1571, %1621 ]
  %1666 = phi ptr [ %94, %152 ], [ %1572, %1621 ]
  %1667 = phi ptr [ %93, %152 ], [ %1573, %1621 ]
  %1668 = phi ptr [ %92, %152 ], [ %1574, %1621 ]
  %1669 = phi ptr [ %91, %152 ], [ %1575, %1621 ]
  %1670 = phi ptr [ %90, %152 ], [ %1576, %1621 ]
  %1671 = phi ptr [ %89, %152 ], [ %1577, %1621 ]
  %1672 = phi ptr [ %88, %152 ], [ %1578, %1621 ]
  %1673 = phi ptr [ %87, %152 ], [ %1579, %1621 ]
  %1674 = phi ptr [ %86, %152 ], [ %1580, %1621 ]
  %1675 = phi ptr [ %85, %152 ], [ %1581, %1621 ]
  %1676 = phi ptr [ %84, %152 ], [ %1582, %1621 ]
  %1677 = phi ptr [ %83, %152 ], [ %1583, %1621 ]
  %1678 = phi i32 [ %37, %152 ], [ %1584, %1621 ]
  %1679 = phi i32 [ %38, %152 ], [ %1585, %1621 ]
  %1680 = phi i32 [ %40, %152 ], [ %1586, %1621 ]
  %1681 = phi i32 [ %42, %152 ], [ %1587, %1621 ]
  %1682 = phi i32 [ %44, %152 ], [ %1588, %1621 ]
  %1683 = phi i32 [ %46, %152 ], [ %1589, %1621 ]
  %1684 = phi i32 [ %48, %152 ], [ %1590, %1621 ]
  %1685 = phi i32 [ %50, %152 ], [ %1591, %1621 ]
  %1686 = phi i32 [ %52, %152 ], [ %1592, %1621 ]
  %1687 = phi i32 [ %54, %152 ], [ %1593, %1621 ]
  %1688 = phi i32 [ %56, %152 ], [ %1594, %1621 ]
  %1689 = phi i32 [ %58, %152 ], [ %1595, %1621 ]
  %1690 = phi i32 [ %60, %152 ], [ %1596, %1621 ]
  %1691 = phi i32 [ %62, %152 ], [ %1597, %1621 ]
  %1692 = phi i32 [ %64, %152 ], [ %1598, %1621 ]
  %1693 = phi i32 [ %66, %152 ], [ %1599, %1621 ]
  %1694 = phi i32 [ %68, %152 ], [ %1600, %1621 ]
  %1695 = phi i32 [ %70, %152 ], [ %1601, %1621 ]
  %1696 = phi i32 [ %72, %152 ], [ %1602, %1621 ]
  %1697 = phi i32 [ %74, %152 ], [ %1603, %1621 ]
  %1698 = phi i32 [ %76, %152 ], [ %1604, %1621 ]
  %1699 = phi ptr [ %78, %152 ], [ %1605, %1621 ]
  %1700 = phi ptr [ %80, %152 ], [ %1606, %1621 ]
  %1701 = phi ptr [ %82, %152 ], [ %1607, %1621 ]
  %1702 = phi i32 [ %154, %152 ], [ %1624, %1621 ]
  store i32 26, ptr %4, align 8, !tbaa !11
  %1703 = getelementptr inbounds i8, ptr %0, i64 36
  %1704 = icmp sgt i32 %1702, 7
  br i1 %1704, label %1705, label %1708

1705:                                             ; preds = %1653
  %1706 = getelementptr inbounds i8, ptr %0, i64 32
  %1707 = load i32, ptr %1706, align 8, !tbaa !37
  br label %1715

1708:                                             ; preds = %1653
  %1709 = load ptr, ptr %0, align 8, !tbaa !5
  %1710 = getelementptr inbounds i8, ptr %1709, i64 8
  %1711 = getelementptr inbounds i8, ptr %0, i64 32
  %1712 = getelementptr inbounds i8, ptr %1709, i64 12
  %1713 = getelementptr inbounds i8, ptr %1709, i64 16
  %1714 = load i32, ptr %1710, align 8, !tbaa !38
  br label %1725

1715:                                             ; preds = %1745, %1705
  %1716 = phi i32 [ %1707, %1705 ], [ %1735, %1745 ]
  %1717 = phi i32 [ %1702, %1705 ], [ %1736, %1745 ]
  %1718 = add nsw i32 %1717, -8
  %1719 = lshr i32 %1716, %1718
  store i32 %1718, ptr %1703, align 4, !tbaa !12
  %1720 = getelementptr inbounds i8, ptr %0, i64 56
  %1721 = load i32, ptr %1720, align 8, !tbaa !56
  %1722 = shl i32 %1721, 8
  %1723 = and i32 %1719, 255
  %1724 = or disjoint i32 %1722, %1723
  store i32 %1724, ptr %1720, align 8, !tbaa !56
  br label %1747

1725:                                             ; preds = %1708, %1745
  %1726 = phi i32 [ %1714, %1708 ], [ %1738, %1745 ]
  %1727 = phi i32 [ %1702, %1708 ], [ %1736, %1745 ]
  %1728 = icmp eq i32 %1726, 0
  br i1 %1728, label %6043, label %1729

1729:                                             ; preds = %1725
  %1730 = load i32, ptr %1711, align 8, !tbaa !37
  %1731 = shl i32 %1730, 8
  %1732 = load ptr, ptr %1709, align 8, !tbaa !40
  %1733 = load i8, ptr %1732, align 1, !tbaa !41
  %1734 = zext i8 %1733 to i32
  %1735 = or disjoint i32 %1731, %1734
  store i32 %1735, ptr %1711, align 8, !tbaa !37
  %1736 = add nsw i32 %1727, 8
  store i32 %1736, ptr %1703, align 4, !tbaa !12
  %1737 = getelementptr inbounds i8, ptr %1732, i64 1
  store ptr %1737, ptr %1709, align 8, !tbaa !40
  %1738 = add i32 %1726, -1
  store i32 %1738, ptr %1710, align 8, !tbaa !38
  %1739 = load i32, ptr %1712, align 4, !tbaa !42
  %1740 = add i32 %1739, 1
  store i32 %1740, ptr %1712, align 4, !tbaa !42
  %1741 = icmp eq i32 %1740, 0
  br i1 %1741, label %1742, label %1745

1742:                                             ; preds = %1729
  %1743 = load i32, ptr %1713, align 8, !tbaa !43
  %1744 = add i32 %1743, 1
  store i32 %1744, ptr %1713, align 8, !tbaa !43
  br label %1745

1745:                                             ; preds = %1742, %1729
  %1746 = icmp sgt i32 %1727, -1
  br i1 %1746, label %1715, label %1725

1747:                                             ; preds = %149, %1715
  %1748 = phi ptr [ %106, %149 ], [ %1654, %1715 ]
  %1749 = phi ptr [ %105, %149 ], [ %1655, %1715 ]
  %1750 = phi ptr [ %104, %149 ], [ %1656, %1715 ]
  %1751 = phi ptr [ %103, %149 ], [ %1657, %1715 ]
  %1752 = phi ptr [ %102, %149 ], [ %1658, %1715 ]
  %1753 = phi ptr [ %101, %149 ], [ %1659, %1715 ]
  %1754 = phi ptr [ %100, %149 ], [ %1660, %1715 ]
  %1755 = phi ptr [ %99, %149 ], [ %1661, %1715 ]
  %1756 = phi ptr [ %98, %149 ], [ %1662, %1715 ]
  %1757 = phi ptr [ %97, %149 ], [ %1663, %1715 ]
  %1758 = phi ptr [ %96, %149 ], [ %1664, %1715 ]
  %1759 = phi ptr [ %95, %149 ], [ %1665, %1715 ]
  %1760 = phi ptr [ %94, %149 ], [ %1666, %1715 ]
  %1761 = phi ptr [ %93, %149 ], [ %1667, %1715 ]
  %1762 = phi ptr [ %92, %149 ], [ %1668, %1715 ]
  %1763 = phi ptr [ %91, %149 ], [ %1669, %1715 ]
  %1764 = phi ptr [ %90, %149 ], [ %1670, %1715 ]
  %1765 = phi ptr [ %89, %149 ], [ %1671, %1715 ]
  %1766 = phi ptr [ %88, %149 ], [ %1672, %1715 ]
  %1767 = phi ptr [ %87, %149 ], [ %1673, %1715 ]
  %1768 = phi ptr [ %86, %149 ], [ %1674, %1715 ]
  %1769 = phi ptr [ %85, %149 ], [ %1675, %1715 ]
  %1770 = phi ptr [ %84, %149 ], [ %1676, %1715 ]
  %1771 = phi ptr [ %83, %149 ], [ %1677, %1715 ]
  %1772 = phi i32 [ %37, %149 ], [ %1678, %1715 ]
  %1773 = phi i32 [ %38, %149 ], [ %1679, %1715 ]
  %1774 = phi i32 [ %40, %149 ], [ %1680, %1715 ]
  %1775 = phi i32 [ %42, %149 ], [ %1681, %1715 ]
  %1776 = phi i32 [ %44, %149 ], [ %1682, %1715 ]
  %1777 = phi i32 [ %46, %149 ], [ %1683, %1715 ]
  %1778 = phi i32 [ %48, %149 ], [ %1684, %1715 ]
  %1779 = phi i32 [ %50, %149 ], [ %1685, %1715 ]
  %1780 = phi i32 [ %52, %149 ], [ %1686, %1715 ]
  %1781 = phi i32 [ %54, %149 ], [ %1687, %1715 ]
  %1782 = phi i32 [ %56, %149 ], [ %1688, %1715 ]
  %1783 = phi i32 [ %58, %149 ], [ %1689, %1715 ]
  %1784 = phi i32 [ %60, %149 ], [ %1690, %1715 ]
  %1785 = phi i32 [ %62, %149 ], [ %1691, %1715 ]
  %1786 = phi i32 [ %64, %149 ], [ %1692, %1715 ]
  %1787 = phi i32 [ %66, %149 ], [ %1693, %1715 ]
  %1788 = phi i32 [ %68, %149 ], [ %1694, %1715 ]
  %1789 = phi i32 [ %70, %149 ], [ %1695, %1715 ]
  %1790 = phi i32 [ %72, %149 ], [ %1696, %1715 ]
  %1791 = phi i32 [ %74, %149 ], [ %1697, %1715 ]
  %1792 = phi i32 [ %76, %149 ], [ %1698, %1715 ]
  %1793 = phi ptr [ %78, %149 ], [ %1699, %1715 ]
  %1794 = phi ptr [ %80, %149 ], [ %1700, %1715 ]
  %1795 = phi ptr [ %82, %149 ], [ %1701, %1715 ]
  %1796 = phi i32 [ %151, %149 ], [ %1718, %1715 ]
  store i32 27, ptr %4, align 8, !tbaa !11
  %1797 = getelementptr inbounds i8, ptr %0, i64 36
  %1798 = icmp sgt i32 %1796, 7
  br i1 %1798, label %1799, label %1802

1799:                                             ; preds = %1747
  %1800 = getelementptr inbounds i8, ptr %0, i64 32
  %1801 = load i32, ptr %1800, align 8, !tbaa !37
  br label %1809

1802:                                             ; preds = %1747
  %1803 = load ptr, ptr %0, align 8, !tbaa !5
  %1804 = getelementptr inbounds i8, ptr %1803, i64 8
  %1805 = getelementptr inbounds i8, ptr %0, i64 32
  %1806 = getelementptr inbounds i8, ptr %1803, i64 12
  %1807 = getelementptr inbounds i8, ptr %1803, i64 16
  %1808 = load i32, ptr %1804, align 8, !tbaa !38
  br label %1820

1809:                                             ; preds = %1840, %1799
  %1810 = phi i32 [ %1801, %1799 ], [ %1830, %1840 ]
  %1811 = phi i32 [ %1796, %1799 ], [ %1831, %1840 ]
  %1812 = add nsw i32 %1811, -8
  %1813 = lshr i32 %1810, %1812
  store i32 %1812, ptr %1797, align 4, !tbaa !12
  %1814 = getelementptr inbounds i8, ptr %0, i64 56
  %1815 = load i32, ptr %1814, align 8, !tbaa !56
  %1816 = shl i32 %1815, 8
  %1817 = and i32 %1813, 255
  %1818 = or disjoint i32 %1816, %1817
  store i32 %1818, ptr %1814, align 8, !tbaa !56
  %1819 = icmp slt i32 %1816, 0
  br i1 %1819, label %6043, label %1842

1820:                                             ; preds = %1802, %1840
  %1821 = phi i32 [ %1808, %1802 ], [ %1833, %1840 ]
  %1822 = phi i32 [ %1796, %1802 ], [ %1831, %1840 ]
  %1823 = icmp eq i32 %1821, 0
  br i1 %1823, label %6043, label %1824

1824:                                             ; preds = %1820
  %1825 = load i32, ptr %1805, align 8, !tbaa !37
  %1826 = shl i32 %1825, 8
  %1827 = load ptr, ptr %1803, align 8, !tbaa !40
  %1828 = load i8, ptr %1827, align 1, !tbaa !41
  %1829 = zext i8 %1828 to i32
  %1830 = or disjoint i32 %1826, %1829
  store i32 %1830, ptr %1805, align 8, !tbaa !37
  %1831 = add nsw i32 %1822, 8
  store i32 %1831, ptr %1797, align 4, !tbaa !12
  %1832 = getelementptr inbounds i8, ptr %1827, i64 1
  store ptr %1832, ptr %1803, align 8, !tbaa !40
  %1833 = add i32 %1821, -1
  store i32 %1833, ptr %1804, align 8, !tbaa !38
  %1834 = load i32, ptr %1806, align 4, !tbaa !42
  %1835 = add i32 %1834, 1
  store i32 %1835, ptr %1806, align 4, !tbaa !42
  %1836 = icmp eq i32 %1835, 0
  br i1 %1836, label %1837, label %1840

1837:                                             ; preds = %1824
  %1838 = load i32, ptr %1807, align 8, !tbaa !43
  %1839 = add i32 %1838, 1
  store i32 %1839, ptr %1807, align 8, !tbaa !43
  br label %1840

1840:                                             ; preds = %1837, %1824
  %1841 = icmp sgt i32 %1822, -1
  br i1 %1841, label %1809, label %1820

1842:                                             ; preds = %1809
  %1843 = getelementptr inbounds i8, ptr %0, i64 40
  %1844 = load i32, ptr %1843, align 8, !tbaa !44
  %1845 = mul nsw i32 %1844, 100000
  %1846 = or disjoint i32 %1845, 10
  %1847 = icmp sgt i32 %1818, %1846
  br i1 %1847, label %6043, label %1848

1848:                                             ; preds = %1842, %1962
  %1849 = phi ptr [ %1901, %1962 ], [ %1748, %1842 ]
  %1850 = phi ptr [ %1902, %1962 ], [ %1749, %1842 ]
  %1851 = phi ptr [ %1903, %1962 ], [ %1750, %1842 ]
  %1852 = phi ptr [ %1904, %1962 ], [ %1751, %1842 ]
  %1853 = phi ptr [ %1905, %1962 ], [ %1752, %1842 ]
  %1854 = phi ptr [ %1906, %1962 ], [ %1753, %1842 ]
  %1855 = phi ptr [ %1907, %1962 ], [ %1754, %1842 ]
  %1856 = phi ptr [ %1908, %1962 ], [ %1755, %1842 ]
  %1857 = phi ptr [ %1909, %1962 ], [ %1756, %1842 ]
  %1858 = phi ptr [ %1910, %1962 ], [ %1757, %1842 ]
  %1859 = phi ptr [ %1911, %1962 ], [ %1758, %1842 ]
  %1860 = phi ptr [ %1912, %1962 ], [ %1759, %1842 ]
  %1861 = phi ptr [ %1913, %1962 ], [ %1760, %1842 ]
  %1862 = phi ptr [ %1914, %1962 ], [ %1761, %1842 ]
  %1863 = phi ptr [ %1915, %1962 ], [ %1762, %1842 ]
  %1864 = phi ptr [ %1916, %1962 ], [ %1763, %1842 ]
  %1865 = phi ptr [ %1917, %1962 ], [ %1764, %1842 ]
  %1866 = phi ptr [ %1918, %1962 ], [ %1765, %1842 ]
  %1867 = phi ptr [ %1919, %1962 ], [ %1766, %1842 ]
  %1868 = phi ptr [ %1920, %1962 ], [ %1767, %1842 ]
  %1869 = phi ptr [ %1921, %1962 ], [ %1768, %1842 ]
  %1870 = phi ptr [ %1922, %1962 ], [ %1769, %1842 ]
  %1871 = phi ptr [ %1923, %1962 ], [ %1770, %1842 ]
  %1872 = phi ptr [ %1924, %1962 ], [ %1771, %1842 ]
  %1873 = phi i32 [ %1925, %1962 ], [ %1773, %1842 ]
  %1874 = phi i32 [ %1926, %1962 ], [ %1774, %1842 ]
  %1875 = phi i32 [ %1927, %1962 ], [ %1775, %1842 ]
  %1876 = phi i32 [ %1928, %1962 ], [ %1776, %1842 ]
  %1877 = phi i32 [ %1929, %1962 ], [ %1777, %1842 ]
  %1878 = phi i32 [ %1930, %1962 ], [ %1778, %1842 ]
  %1879 = phi i32 [ %1931, %1962 ], [ %1779, %1842 ]
  %1880 = phi i32 [ %1932, %1962 ], [ %1780, %1842 ]
  %1881 = phi i32 [ %1933, %1962 ], [ %1781, %1842 ]
  %1882 = phi i32 [ %1934, %1962 ], [ %1782, %1842 ]
  %1883 = phi i32 [ %1935, %1962 ], [ %1783, %1842 ]
  %1884 = phi i32 [ %1936, %1962 ], [ %1784, %1842 ]
  %1885 = phi i32 [ %1937, %1962 ], [ %1785, %1842 ]
  %1886 = phi i32 [ %1938, %1962 ], [ %1786, %1842 ]
  %1887 = phi i32 [ %1939, %1962 ], [ %1787, %1842 ]
  %1888 = phi i32 [ %1940, %1962 ], [ %1788, %1842 ]
  %1889 = phi i32 [ %1941, %1962 ], [ %1789, %1842 ]
  %1890 = phi i32 [ %1942, %1962 ], [ %1790, %1842 ]
  %1891 = phi i32 [ %1943, %1962 ], [ %1791, %1842 ]
  %1892 = phi i32 [ %1944, %1962 ], [ %1792, %1842 ]
  %1893 = phi ptr [ %1945, %1962 ], [ %1793, %1842 ]
  %1894 = phi ptr [ %1946, %1962 ], [ %1794, %1842 ]
  %1895 = phi ptr [ %1947, %1962 ], [ %1795, %1842 ]
  %1896 = phi i32 [ %1973, %1962 ], [ 0, %1842 ]
  %1897 = icmp slt i32 %1896, 16
  br i1 %1897, label %1900, label %1898

1898:                                             ; preds = %1848
  %1899 = getelementptr inbounds i8, ptr %0, i64 3196
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %1899, i8 0, i64 256, i1 false), !tbaa !41
  br label %1996

1900:                                             ; preds = %1848, %36
  %1901 = phi ptr [ %106, %36 ], [ %1849, %1848 ]
  %1902 = phi ptr [ %105, %36 ], [ %1850, %1848 ]
  %1903 = phi ptr [ %104, %36 ], [ %1851, %1848 ]
  %1904 = phi ptr [ %103, %36 ], [ %1852, %1848 ]
  %1905 = phi ptr [ %102, %36 ], [ %1853, %1848 ]
  %1906 = phi ptr [ %101, %36 ], [ %1854, %1848 ]
  %1907 = phi ptr [ %100, %36 ], [ %1855, %1848 ]
  %1908 = phi ptr [ %99, %36 ], [ %1856, %1848 ]
  %1909 = phi ptr [ %98, %36 ], [ %1857, %1848 ]
  %1910 = phi ptr [ %97, %36 ], [ %1858, %1848 ]
  %1911 = phi ptr [ %96, %36 ], [ %1859, %1848 ]
  %1912 = phi ptr [ %95, %36 ], [ %1860, %1848 ]
  %1913 = phi ptr [ %94, %36 ], [ %1861, %1848 ]
  %1914 = phi ptr [ %93, %36 ], [ %1862, %1848 ]
  %1915 = phi ptr [ %92, %36 ], [ %1863, %1848 ]
  %1916 = phi ptr [ %91, %36 ], [ %1864, %1848 ]
  %1917 = phi ptr [ %90, %36 ], [ %1865, %1848 ]
  %1918 = phi ptr [ %89, %36 ], [ %1866, %1848 ]
  %1919 = phi ptr [ %88, %36 ], [ %1867, %1848 ]
  %1920 = phi ptr [ %87, %36 ], [ %1868, %1848 ]
  %1921 = phi ptr [ %86, %36 ], [ %1869, %1848 ]
  %1922 = phi ptr [ %85, %36 ], [ %1870, %1848 ]
  %1923 = phi ptr [ %84, %36 ], [ %1871, %1848 ]
  %1924 = phi ptr [ %83, %36 ], [ %1872, %1848 ]
  %1925 = phi i32 [ %38, %36 ], [ %1873, %1848 ]
  %1926 = phi i32 [ %40, %36 ], [ %1874, %1848 ]
  %1927 = phi i32 [ %42, %36 ], [ %1875, %1848 ]
  %1928 = phi i32 [ %44, %36 ], [ %1876, %1848 ]
  %1929 = phi i32 [ %46, %36 ], [ %1877, %1848 ]
  %1930 = phi i32 [ %48, %36 ], [ %1878, %1848 ]
  %1931 = phi i32 [ %50, %36 ], [ %1879, %1848 ]
  %1932 = phi i32 [ %52, %36 ], [ %1880, %1848 ]
  %1933 = phi i32 [ %54, %36 ], [ %1881, %1848 ]
  %1934 = phi i32 [ %56, %36 ], [ %1882, %1848 ]
  %1935 = phi i32 [ %58, %36 ], [ %1883, %1848 ]
  %1936 = phi i32 [ %60, %36 ], [ %1884, %1848 ]
  %1937 = phi i32 [ %62, %36 ], [ %1885, %1848 ]
  %1938 = phi i32 [ %64, %36 ], [ %1886, %1848 ]
  %1939 = phi i32 [ %66, %36 ], [ %1887, %1848 ]
  %1940 = phi i32 [ %68, %36 ], [ %1888, %1848 ]
  %1941 = phi i32 [ %70, %36 ], [ %1889, %1848 ]
  %1942 = phi i32 [ %72, %36 ], [ %1890, %1848 ]
  %1943 = phi i32 [ %74, %36 ], [ %1891, %1848 ]
  %1944 = phi i32 [ %76, %36 ], [ %1892, %1848 ]
  %1945 = phi ptr [ %78, %36 ], [ %1893, %1848 ]
  %1946 = phi ptr [ %80, %36 ], [ %1894, %1848 ]
  %1947 = phi ptr [ %82, %36 ], [ %1895, %1848 ]
  %1948 = phi i32 [ %37, %36 ], [ %1896, %1848 ]
  store i32 28, ptr %4, align 8, !tbaa !11
  %1949 = getelementptr inbounds i8, ptr %0, i64 36
  %1950 = load i32, ptr %1949, align 4, !tbaa !12
  %1951 = icmp sgt i32 %1950, 0
  br i1 %1951, label %1952, label %1955

1952:                                             ; preds = %1900
  %1953 = getelementptr inbounds i8, ptr %0, i64 32
  %1954 = load i32, ptr %1953, align 8, !tbaa !37
  br label %1962

1955:                                             ; preds = %1900
  %1956 = load ptr, ptr %0, align 8, !tbaa !5
  %1957 = getelementptr inbounds i8, ptr %1956, i64 8
  %1958 = getelementptr inbounds i8, ptr %0, i64 32
  %1959 = getelementptr inbounds i8, ptr %1956, i64 12
  %1960 = getelementptr inbounds i8, ptr %1956, i64 16
  %1961 = load i32, ptr %1957, align 8, !tbaa !38
  br label %1974

1962:                                             ; preds = %1994, %1952
  %1963 = phi i32 [ %1954, %1952 ], [ %1984, %1994 ]
  %1964 = phi i32 [ %1950, %1952 ], [ %1985, %1994 ]
  %1965 = add nsw i32 %1964, -1
  store i32 %1965, ptr %1949, align 4, !tbaa !12
  %1966 = shl nuw i32 1, %1965
  %1967 = and i32 %1963, %1966
  %1968 = icmp ne i32 %1967, 0
  %1969 = getelementptr inbounds i8, ptr %0, i64 3452
  %1970 = sext i32 %1948 to i64
  %1971 = getelementptr inbounds [16 x i8], ptr %1969, i64 0, i64 %1970
  %1972 = zext i1 %1968 to i8
  store i8 %1972, ptr %1971, align 1, !tbaa !41
  %1973 = add nsw i32 %1948, 1
  br label %1848, !llvm.loop !57

1974:                                             ; preds = %1955, %1994
  %1975 = phi i32 [ %1961, %1955 ], [ %1987, %1994 ]
  %1976 = phi i32 [ %1950, %1955 ], [ %1985, %1994 ]
  %1977 = icmp eq i32 %1975, 0
  br i1 %1977, label %6043, label %1978

1978:                                             ; preds = %1974
  %1979 = load i32, ptr %1958, align 8, !tbaa !37
  %1980 = shl i32 %1979, 8
  %1981 = load ptr, ptr %1956, align 8, !tbaa !40
  %1982 = load i8, ptr %1981, align 1, !tbaa !41
  %1983 = zext i8 %1982 to i32
  %1984 = or disjoint i32 %1980, %1983
  store i32 %1984, ptr %1958, align 8, !tbaa !37
  %1985 = add nsw i32 %1976, 8
  store i32 %1985, ptr %1949, align 4, !tbaa !12
  %1986 = getelementptr inbounds i8, ptr %1981, i64 1
  store ptr %1986, ptr %1956, align 8, !tbaa !40
  %1987 = add i32 %1975, -1
  store i32 %1987, ptr %1957, align 8, !tbaa !38
  %1988 = load i32, ptr %1959, align 4, !tbaa !42
  %1989 = add i32 %1988, 1
  store i32 %1989, ptr %1959, align 4, !tbaa !42
  %1990 = icmp eq i32 %1989, 0
  br i1 %1990, label %1991, label %1994

1991:                                             ; preds = %1978
  %1992 = load i32, ptr %1960, align 8, !tbaa !43
  %1993 = add i32 %1992, 1
  store i32 %1993, ptr %1960, align 8, !tbaa !43
  br label %1994

1994:                                             ; preds = %1991, %1978
  %1995 = icmp sgt i32 %1976, -8
  br i1 %1995, label %1962, label %1974

1996:                                             ; preds = %1898, %2201
  %1997 = phi ptr [ %2202, %2201 ], [ %1849, %1898 ]
  %1998 = phi ptr [ %2203, %2201 ], [ %1850, %1898 ]
  %1999 = phi ptr [ %2204, %2201 ], [ %1851, %1898 ]
  %2000 = phi ptr [ %2205, %2201 ], [ %1852, %1898 ]
  %2001 = phi ptr [ %2206, %2201 ], [ %1853, %1898 ]
  %2002 = phi ptr [ %2207, %2201 ], [ %1854, %1898 ]
  %2003 = phi ptr [ %2208, %2201 ], [ %1855, %1898 ]
  %2004 = phi ptr [ %2209, %2201 ], [ %1856, %1898 ]
  %2005 = phi ptr [ %2210, %2201 ], [ %1857, %1898 ]
  %2006 = phi ptr [ %2211, %2201 ], [ %1858, %1898 ]
  %2007 = phi ptr [ %2212, %2201 ], [ %1859, %1898 ]
  %2008 = phi ptr [ %2213, %2201 ], [ %1860, %1898 ]
  %2009 = phi ptr [ %2214, %2201 ], [ %1861, %1898 ]
  %2010 = phi ptr [ %2215, %2201 ], [ %1862, %1898 ]
  %2011 = phi ptr [ %2216, %2201 ], [ %1863, %1898 ]
  %2012 = phi ptr [ %2217, %2201 ], [ %1864, %1898 ]
  %2013 = phi ptr [ %2218, %2201 ], [ %1865, %1898 ]
  %2014 = phi ptr [ %2219, %2201 ], [ %1866, %1898 ]
  %2015 = phi ptr [ %2220, %2201 ], [ %1867, %1898 ]
  %2016 = phi ptr [ %2221, %2201 ], [ %1868, %1898 ]
  %2017 = phi ptr [ %2222, %2201 ], [ %1869, %1898 ]
  %2018 = phi ptr [ %2223, %2201 ], [ %1870, %1898 ]
  %2019 = phi ptr [ %2224, %2201 ], [ %1871, %1898 ]
  %2020 = phi ptr [ %2225, %2201 ], [ %1872, %1898 ]
  %2021 = phi i32 [ %2226, %2201 ], [ %1874, %1898 ]
  %2022 = phi i32 [ %2227, %2201 ], [ %1875, %1898 ]
  %2023 = phi i32 [ %2228, %2201 ], [ %1876, %1898 ]
  %2024 = phi i32 [ %2229, %2201 ], [ %1877, %1898 ]
  %2025 = phi i32 [ %2230, %2201 ], [ %1878, %1898 ]
  %2026 = phi i32 [ %2231, %2201 ], [ %1879, %1898 ]
  %2027 = phi i32 [ %2232, %2201 ], [ %1880, %1898 ]
  %2028 = phi i32 [ %2233, %2201 ], [ %1881, %1898 ]
  %2029 = phi i32 [ %2234, %2201 ], [ %1882, %1898 ]
  %2030 = phi i32 [ %2235, %2201 ], [ %1883, %1898 ]
  %2031 = phi i32 [ %2236, %2201 ], [ %1884, %1898 ]
  %2032 = phi i32 [ %2237, %2201 ], [ %1885, %1898 ]
  %2033 = phi i32 [ %2238, %2201 ], [ %1886, %1898 ]
  %2034 = phi i32 [ %2239, %2201 ], [ %1887, %1898 ]
  %2035 = phi i32 [ %2240, %2201 ], [ %1888, %1898 ]
  %2036 = phi i32 [ %2241, %2201 ], [ %1889, %1898 ]
  %2037 = phi i32 [ %2242, %2201 ], [ %1890, %1898 ]
  %2038 = phi i32 [ %2243, %2201 ], [ %1891, %1898 ]
  %2039 = phi i32 [ %2244, %2201 ], [ %1892, %1898 ]
  %2040 = phi ptr [ %2245, %2201 ], [ %1893, %1898 ]
  %2041 = phi ptr [ %2246, %2201 ], [ %1894, %1898 ]
  %2042 = phi ptr [ %2247, %2201 ], [ %1895, %1898 ]
  %2043 = phi i32 [ %2248, %2201 ], [ %1873, %1898 ]
  %2044 = phi i32 [ %2250, %2201 ], [ 0, %1898 ]
  %2045 = icmp slt i32 %2044, 16
  br i1 %2045, label %2046, label %2251

2046:                                             ; preds = %1996
  %2047 = getelementptr inbounds i8, ptr %0, i64 3452
  %2048 = sext i32 %2044 to i64
  %2049 = getelementptr inbounds [16 x i8], ptr %2047, i64 0, i64 %2048
  %2050 = load i8, ptr %2049, align 1, !tbaa !41
  %2051 = icmp eq i8 %2050, 0
  br i1 %2051, label %2201, label %2052

2052:                                             ; preds = %2046, %2199
  %2053 = phi ptr [ %2103, %2199 ], [ %1997, %2046 ]
  %2054 = phi ptr [ %2104, %2199 ], [ %1998, %2046 ]
  %2055 = phi ptr [ %2105, %2199 ], [ %1999, %2046 ]
  %2056 = phi ptr [ %2106, %2199 ], [ %2000, %2046 ]
  %2057 = phi ptr [ %2107, %2199 ], [ %2001, %2046 ]
  %2058 = phi ptr [ %2108, %2199 ], [ %2002, %2046 ]
  %2059 = phi ptr [ %2109, %2199 ], [ %2003, %2046 ]
  %2060 = phi ptr [ %2110, %2199 ], [ %2004, %2046 ]
  %2061 = phi ptr [ %2111, %2199 ], [ %2005, %2046 ]
  %2062 = phi ptr [ %2112, %2199 ], [ %2006, %2046 ]
  %2063 = phi ptr [ %2113, %2199 ], [ %2007, %2046 ]
  %2064 = phi ptr [ %2114, %2199 ], [ %2008, %2046 ]
  %2065 = phi ptr [ %2115, %2199 ], [ %2009, %2046 ]
  %2066 = phi ptr [ %2116, %2199 ], [ %2010, %2046 ]
  %2067 = phi ptr [ %2117, %2199 ], [ %2011, %2046 ]
  %2068 = phi ptr [ %2118, %2199 ], [ %2012, %2046 ]
  %2069 = phi ptr [ %2119, %2199 ], [ %2013, %2046 ]
  %2070 = phi ptr [ %2120, %2199 ], [ %2014, %2046 ]
  %2071 = phi ptr [ %2121, %2199 ], [ %2015, %2046 ]
  %2072 = phi ptr [ %2122, %2199 ], [ %2016, %2046 ]
  %2073 = phi ptr [ %2123, %2199 ], [ %2017, %2046 ]
  %2074 = phi ptr [ %2124, %2199 ], [ %2018, %2046 ]
  %2075 = phi ptr [ %2125, %2199 ], [ %2019, %2046 ]
  %2076 = phi ptr [ %2126, %2199 ], [ %2020, %2046 ]
  %2077 = phi i32 [ %2127, %2199 ], [ %2021, %2046 ]
  %2078 = phi i32 [ %2128, %2199 ], [ %2022, %2046 ]
  %2079 = phi i32 [ %2129, %2199 ], [ %2023, %2046 ]
  %2080 = phi i32 [ %2130, %2199 ], [ %2024, %2046 ]
  %2081 = phi i32 [ %2131, %2199 ], [ %2025, %2046 ]
  %2082 = phi i32 [ %2132, %2199 ], [ %2026, %2046 ]
  %2083 = phi i32 [ %2133, %2199 ], [ %2027, %2046 ]
  %2084 = phi i32 [ %2134, %2199 ], [ %2028, %2046 ]
  %2085 = phi i32 [ %2135, %2199 ], [ %2029, %2046 ]
  %2086 = phi i32 [ %2136, %2199 ], [ %2030, %2046 ]
  %2087 = phi i32 [ %2137, %2199 ], [ %2031, %2046 ]
  %2088 = phi i32 [ %2138, %2199 ], [ %2032, %2046 ]
  %2089 = phi i32 [ %2139, %2199 ], [ %2033, %2046 ]
  %2090 = phi i32 [ %2140, %2199 ], [ %2034, %2046 ]
  %2091 = phi i32 [ %2141, %2199 ], [ %2035, %2046 ]
  %2092 = phi i32 [ %2142, %2199 ], [ %2036, %2046 ]
  %2093 = phi i32 [ %2143, %2199 ], [ %2037, %2046 ]
  %2094 = phi i32 [ %2144, %2199 ], [ %2038, %2046 ]
  %2095 = phi i32 [ %2145, %2199 ], [ %2039, %2046 ]
  %2096 = phi ptr [ %2146, %2199 ], [ %2040, %2046 ]
  %2097 = phi ptr [ %2147, %2199 ], [ %2041, %2046 ]
  %2098 = phi ptr [ %2148, %2199 ], [ %2042, %2046 ]
  %2099 = phi i32 [ %2200, %2199 ], [ 0, %2046 ]
  %2100 = phi i32 [ %2150, %2199 ], [ %2044, %2046 ]
  %2101 = icmp slt i32 %2099, 16
  br i1 %2101, label %2102, label %2201

2102:                                             ; preds = %2052, %36
  %2103 = phi ptr [ %106, %36 ], [ %2053, %2052 ]
  %2104 = phi ptr [ %105, %36 ], [ %2054, %2052 ]
  %2105 = phi ptr [ %104, %36 ], [ %2055, %2052 ]
  %2106 = phi ptr [ %103, %36 ], [ %2056, %2052 ]
  %2107 = phi ptr [ %102, %36 ], [ %2057, %2052 ]
  %2108 = phi ptr [ %101, %36 ], [ %2058, %2052 ]
  %2109 = phi ptr [ %100, %36 ], [ %2059, %2052 ]
  %2110 = phi ptr [ %99, %36 ], [ %2060, %2052 ]
  %2111 = phi ptr [ %98, %36 ], [ %2061, %2052 ]
  %2112 = phi ptr [ %97, %36 ], [ %2062, %2052 ]
  %2113 = phi ptr [ %96, %36 ], [ %2063, %2052 ]
  %2114 = phi ptr [ %95, %36 ], [ %2064, %2052 ]
  %2115 = phi ptr [ %94, %36 ], [ %2065, %2052 ]
  %2116 = phi ptr [ %93, %36 ], [ %2066, %2052 ]
  %2117 = phi ptr [ %92, %36 ], [ %2067, %2052 ]
  %2118 = phi ptr [ %91, %36 ], [ %2068, %2052 ]
  %2119 = phi ptr [ %90, %36 ], [ %2069, %2052 ]
  %2120 = phi ptr [ %89, %36 ], [ %2070, %2052 ]
  %2121 = phi ptr [ %88, %36 ], [ %2071, %2052 ]
  %2122 = phi ptr [ %87, %36 ], [ %2072, %2052 ]
  %2123 = phi ptr [ %86, %36 ], [ %2073, %2052 ]
  %2124 = phi ptr [ %85, %36 ], [ %2074, %2052 ]
  %2125 = phi ptr [ %84, %36 ], [ %2075, %2052 ]
  %2126 = phi ptr [ %83, %36 ], [ %2076, %2052 ]
  %2127 = phi i32 [ %40, %36 ], [ %2077, %2052 ]
  %2128 = phi i32 [ %42, %36 ], [ %2078, %2052 ]
  %2129 = phi i32 [ %44, %36 ], [ %2079, %2052 ]
  %2130 = phi i32 [ %46, %36 ], [ %2080, %2052 ]
  %2131 = phi i32 [ %48, %36 ], [ %2081, %2052 ]
  %2132 = phi i32 [ %50, %36 ], [ %2082, %2052 ]
  %2133 = phi i32 [ %52, %36 ], [ %2083, %2052 ]
  %2134 = phi i32 [ %54, %36 ], [ %2084, %2052 ]
  %2135 = phi i32 [ %56, %36 ], [ %2085, %2052 ]
  %2136 = phi i32 [ %58, %36 ], [ %2086, %2052 ]
  %2137 = phi i32 [ %60, %36 ], [ %2087, %2052 ]
  %2138 = phi i32 [ %62, %36 ], [ %2088, %2052 ]
  %2139 = phi i32 [ %64, %36 ], [ %2089, %2052 ]
  %2140 = phi i32 [ %66, %36 ], [ %2090, %2052 ]
  %2141 = phi i32 [ %68, %36 ], [ %2091, %2052 ]
  %2142 = phi i32 [ %70, %36 ], [ %2092, %2052 ]
  %2143 = phi i32 [ %72, %36 ], [ %2093, %2052 ]
  %2144 = phi i32 [ %74, %36 ], [ %2094, %2052 ]
  %2145 = phi i32 [ %76, %36 ], [ %2095, %2052 ]
  %2146 = phi ptr [ %78, %36 ], [ %2096, %2052 ]
  %2147 = phi ptr [ %80, %36 ], [ %2097, %2052 ]
  %2148 = phi ptr [ %82, %36 ], [ %2098, %2052 ]
  %2149 = phi i32 [ %38, %36 ], [ %2099, %2052 ]
  %2150 = phi i32 [ %37, %36 ], [ %2100, %2052 ]
  store i32 29, ptr %4, align 8, !tbaa !11
  %2151 = getelementptr inbounds i8, ptr %0, i64 36
  %2152 = load i32, ptr %2151, align 4, !tbaa !12
  %2153 = icmp sgt i32 %2152, 0
  br i1 %2153, label %2154, label %2157

2154:                                             ; preds = %2102
  %2155 = getelementptr inbounds i8, ptr %0, i64 32
  %2156 = load i32, ptr %2155, align 8, !tbaa !37
  br label %2164

2157:                                             ; preds = %2102
  %2158 = load ptr, ptr %0, align 8, !tbaa !5
  %2159 = getelementptr inbounds i8, ptr %2158, i64 8
  %2160 = getelementptr inbounds i8, ptr %0, i64 32
  %2161 = getelementptr inbounds i8, ptr %2158, i64 12
  %2162 = getelementptr inbounds i8, ptr %2158, i64 16
  %2163 = load i32, ptr %2159, align 8, !tbaa !38
  br label %2171

2164:                                             ; preds = %2191, %2154
  %2165 = phi i32 [ %2156, %2154 ], [ %2181, %2191 ]
  %2166 = phi i32 [ %2152, %2154 ], [ %2182, %2191 ]
  %2167 = add nsw i32 %2166, -1
  store i32 %2167, ptr %2151, align 4, !tbaa !12
  %2168 = shl nuw i32 1, %2167
  %2169 = and i32 %2165, %2168
  %2170 = icmp eq i32 %2169, 0
  br i1 %2170, label %2199, label %2193

2171:                                             ; preds = %2157, %2191
  %2172 = phi i32 [ %2163, %2157 ], [ %2184, %2191 ]
  %2173 = phi i32 [ %2152, %2157 ], [ %2182, %2191 ]
  %2174 = icmp eq i32 %2172, 0
  br i1 %2174, label %6043, label %2175

2175:                                             ; preds = %2171
  %2176 = load i32, ptr %2160, align 8, !tbaa !37
  %2177 = shl i32 %2176, 8
  %2178 = load ptr, ptr %2158, align 8, !tbaa !40
  %2179 = load i8, ptr %2178, align 1, !tbaa !41
  %2180 = zext i8 %2179 to i32
  %2181 = or disjoint i32 %2177, %2180
  store i32 %2181, ptr %2160, align 8, !tbaa !37
  %2182 = add nsw i32 %2173, 8
  store i32 %2182, ptr %2151, align 4, !tbaa !12
  %2183 = getelementptr inbounds i8, ptr %2178, i64 1
  store ptr %2183, ptr %2158, align 8, !tbaa !40
  %2184 = add i32 %2172, -1
  store i32 %2184, ptr %2159, align 8, !tbaa !38
  %2185 = load i32, ptr %2161, align 4, !tbaa !42
  %2186 = add i32 %2185, 1
  store i32 %2186, ptr %2161, align 4, !tbaa !42
  %2187 = icmp eq i32 %2186, 0
  br i1 %2187, label %2188, label %2191

2188:                                             ; preds = %2175
  %2189 = load i32, ptr %2162, align 8, !tbaa !43
  %2190 = add i32 %2189, 1
  store i32 %2190, ptr %2162, align 8, !tbaa !43
  br label %2191

2191:                                             ; preds = %2188, %2175
  %2192 = icmp sgt i32 %2173, -8
  br i1 %2192, label %2164, label %2171

2193:                                             ; preds = %2164
  %2194 = getelementptr inbounds i8, ptr %0, i64 3196
  %2195 = shl nsw i32 %2150, 4
  %2196 = add nsw i32 %2195, %2149
  %2197 = sext i32 %2196 to i64
  %2198 = getelementptr inbounds [256 x i8], ptr %2194, i64 0, i64 %2197
  store i8 1, ptr %2198, align 1, !tbaa !41
  br label %2199

2199:                                             ; preds = %2164, %2193
  %2200 = add nsw i32 %2149, 1
  br label %2052, !llvm.loop !59

2201:                                             ; preds = %2046, %2052
  %2202 = phi ptr [ %2053, %2052 ], [ %1997, %2046 ]
  %2203 = phi ptr [ %2054, %2052 ], [ %1998, %2046 ]
  %2204 = phi ptr [ %2055, %2052 ], [ %1999, %2046 ]
  %2205 = phi ptr [ %2056, %2052 ], [ %2000, %2046 ]
  %2206 = phi ptr [ %2057, %2052 ], [ %2001, %2046 ]
  %2207 = phi ptr [ %2058, %2052 ], [ %2002, %2046 ]
  %2208 = phi ptr [ %2059, %2052 ], [ %2003, %2046 ]
  %2209 = phi ptr [ %2060, %2052 ], [ %2004, %2046 ]
  %2210 = phi ptr [ %2061, %2052 ], [ %2005, %2046 ]
  %2211 = phi ptr [ %2062, %2052 ], [ %2006, %2046 ]
  %2212 = phi ptr [ %2063, %2052 ], [ %2007, %2046 ]
  %2213 = phi ptr [ %2064, %2052 ], [ %2008, %2046 ]
  %2214 = phi ptr [ %2065, %2052 ], [ %2009, %2046 ]
  %2215 = phi ptr [ %2066, %2052 ], [ %2010, %2046 ]
  %2216 = phi ptr [ %2067, %2052 ], [ %2011, %2046 ]
  %2217 = phi ptr [ %2068, %2052 ], [ %2012, %2046 ]
  %2218 = phi ptr [ %2069, %2052 ], [ %2013, %2046 ]
  %2219 = phi ptr [ %2070, %2052 ], [ %2014, %2046 ]
  %2220 = phi ptr [ %2071, %2052 ], [ %2015, %2046 ]
  %2221 = phi ptr [ %2072, %2052 ], [ %2016, %2046 ]
  %2222 = phi ptr [ %2073, %2052 ], [ %2017, %2046 ]
  %2223 = phi ptr [ %2074, %2052 ], [ %2018, %2046 ]
  %2224 = phi ptr [ %2075, %2052 ], [ %2019, %2046 ]
  %2225 = phi ptr [ %2076, %2052 ], [ %2020, %2046 ]
  %2226 = phi i32 [ %2077, %2052 ], [ %2021, %2046 ]
  %2227 = phi i32 [ %2078, %2052 ], [ %2022, %2046 ]
  %2228 = phi i32 [ %2079, %2052 ], [ %2023, %2046 ]
  %2229 = phi i32 [ %2080, %2052 ], [ %2024, %2046 ]
  %2230 = phi i32 [ %2081, %2052 ], [ %2025, %2046 ]
  %2231 = phi i32 [ %2082, %2052 ], [ %2026, %2046 ]
  %2232 = phi i32 [ %2083, %2052 ], [ %2027, %2046 ]
  %2233 = phi i32 [ %2084, %2052 ], [ %2028, %2046 ]
  %2234 = phi i32 [ %2085, %2052 ], [ %2029, %2046 ]
  %2235 = phi i32 [ %2086, %2052 ], [ %2030, %2046 ]
  %2236 = phi i32 [ %2087, %2052 ], [ %2031, %2046 ]
  %2237 = phi i32 [ %2088, %2052 ], [ %2032, %2046 ]
  %2238 = phi i32 [ %2089, %2052 ], [ %2033, %2046 ]
  %2239 = phi i32 [ %2090, %2052 ], [ %2034, %2046 ]
  %2240 = phi i32 [ %2091, %2052 ], [ %2035, %2046 ]
  %2241 = phi i32 [ %2092, %2052 ], [ %2036, %2046 ]
  %2242 = phi i32 [ %2093, %2052 ], [ %2037, %2046 ]
  %2243 = phi i32 [ %2094, %2052 ], [ %2038, %2046 ]
  %2244 = phi i32 [ %2095, %2052 ], [ %2039, %2046 ]
  %2245 = phi ptr [ %2096, %2052 ], [ %2040, %2046 ]
  %2246 = phi ptr [ %2097, %2052 ], [ %2041, %2046 ]
  %2247 = phi ptr [ %2098, %2052 ], [ %2042, %2046 ]
  %2248 = phi i32 [ %2099, %2052 ], [ %2043, %2046 ]
  %2249 = phi i32 [ %2100, %2052 ], [ %2044, %2046 ]
  %2250 = add nsw i32 %2249, 1
  br label %1996, !llvm.loop !60

2251:                                             ; preds = %1996
  %2252 = getelementptr inbounds i8, ptr %0, i64 3192
  store i32 0, ptr %2252, align 8, !tbaa !61
  %2253 = getelementptr inbounds i8, ptr %0, i64 3196
  %2254 = getelementptr inbounds i8, ptr %0, i64 3468
  br label %2255

2255:                                             ; preds = %2279, %2251
  %2256 = phi i32 [ 0, %2251 ], [ %2280, %2279 ]
  %2257 = phi i64 [ 0, %2251 ], [ %2281, %2279 ]
  %2258 = getelementptr inbounds [256 x i8], ptr %2253, i64 0, i64 %2257
  %2259 = load i8, ptr %2258, align 1, !tbaa !41
  %2260 = icmp eq i8 %2259, 0
  br i1 %2260, label %2267, label %2261

2261:                                             ; preds = %2255
  %2262 = trunc i64 %2257 to i8
  %2263 = sext i32 %2256 to i64
  %2264 = getelementptr inbounds [256 x i8], ptr %2254, i64 0, i64 %2263
  store i8 %2262, ptr %2264, align 1, !tbaa !41
  %2265 = load i32, ptr %2252, align 8, !tbaa !61
  %2266 = add nsw i32 %2265, 1
  store i32 %2266, ptr %2252, align 8, !tbaa !61
  br label %2267

2267:                                             ; preds = %2261, %2255
  %2268 = phi i32 [ %2256, %2255 ], [ %2266, %2261 ]
  %2269 = or disjoint i64 %2257, 1
  %2270 = getelementptr inbounds [256 x i8], ptr %2253, i64 0, i64 %2269
  %2271 = load i8, ptr %2270, align 1, !tbaa !41
  %2272 = icmp eq i8 %2271, 0
  br i1 %2272, label %2279, label %2273

2273:                                             ; preds = %2267
  %2274 = trunc i64 %2269 to i8
  %2275 = sext i32 %2268 to i64
  %2276 = getelementptr inbounds [256 x i8], ptr %2254, i64 0, i64 %2275
  store i8 %2274, ptr %2276, align 1, !tbaa !41
  %2277 = load i32, ptr %2252, align 8, !tbaa !61
  %2278 = add nsw i32 %2277, 1
  store i32 %2278, ptr %2252, align 8, !tbaa !61
  br label %2279

2279:                                             ; preds = %2273, %2267
  %2280 = phi i32 [ %2268, %2267 ], [ %2278, %2273 ]
  %2281 = add nuw nsw i64 %2257, 2
  %2282 = icmp eq i64 %2281, 256
  br i1 %2282, label %2283, label %2255, !llvm.loop !62

2283:                                             ; preds = %2279
  %2284 = icmp eq i32 %2280, 0
  br i1 %2284, label %6043, label %2285

2285:                                             ; preds = %2283
  %2286 = add nsw i32 %2280, 2
  br label %2287

2287:                                             ; preds = %36, %2285
  %2288 = phi ptr [ %106, %36 ], [ %1997, %2285 ]
  %2289 = phi ptr [ %105, %36 ], [ %1998, %2285 ]
  %2290 = phi ptr [ %104, %36 ], [ %1999, %2285 ]
  %2291 = phi ptr [ %103, %36 ], [ %2000, %2285 ]
  %2292 = phi ptr [ %102, %36 ], [ %2001, %2285 ]
  %2293 = phi ptr [ %101, %36 ], [ %2002, %2285 ]
  %2294 = phi ptr [ %100, %36 ], [ %2003, %2285 ]
  %2295 = phi ptr [ %99, %36 ], [ %2004, %2285 ]
  %2296 = phi ptr [ %98, %36 ], [ %2005, %2285 ]
  %2297 = phi ptr [ %97, %36 ], [ %2006, %2285 ]
  %2298 = phi ptr [ %96, %36 ], [ %2007, %2285 ]
  %2299 = phi ptr [ %95, %36 ], [ %2008, %2285 ]
  %2300 = phi ptr [ %94, %36 ], [ %2009, %2285 ]
  %2301 = phi ptr [ %93, %36 ], [ %2010, %2285 ]
  %2302 = phi ptr [ %92, %36 ], [ %2011, %2285 ]
  %2303 = phi ptr [ %91, %36 ], [ %2012, %2285 ]
  %2304 = phi ptr [ %90, %36 ], [ %2013, %2285 ]
  %2305 = phi ptr [ %89, %36 ], [ %2014, %2285 ]
  %2306 = phi ptr [ %88, %36 ], [ %2015, %2285 ]
  %2307 = phi ptr [ %87, %36 ], [ %2016, %2285 ]
  %2308 = phi ptr [ %86, %36 ], [ %2017, %2285 ]
  %2309 = phi ptr [ %85, %36 ], [ %2018, %2285 ]
  %2310 = phi ptr [ %84, %36 ], [ %2019, %2285 ]
  %2311 = phi ptr [ %83, %36 ], [ %2020, %2285 ]
  %2312 = phi i32 [ %40, %36 ], [ %2021, %2285 ]
  %2313 = phi i32 [ %44, %36 ], [ %2023, %2285 ]
  %2314 = phi i32 [ %46, %36 ], [ %2024, %2285 ]
  %2315 = phi i32 [ %48, %36 ], [ %2025, %2285 ]
  %2316 = phi i32 [ %50, %36 ], [ %2026, %2285 ]
  %2317 = phi i32 [ %52, %36 ], [ %2027, %2285 ]
  %2318 = phi i32 [ %54, %36 ], [ %2028, %2285 ]
  %2319 = phi i32 [ %56, %36 ], [ %2029, %2285 ]
  %2320 = phi i32 [ %58, %36 ], [ %2030, %2285 ]
  %2321 = phi i32 [ %60, %36 ], [ %2031, %2285 ]
  %2322 = phi i32 [ %62, %36 ], [ %2032, %2285 ]
  %2323 = phi i32 [ %64, %36 ], [ %2033, %2285 ]
  %2324 = phi i32 [ %66, %36 ], [ %2034, %2285 ]
  %2325 = phi i32 [ %68, %36 ], [ %2035, %2285 ]
  %2326 = phi i32 [ %70, %36 ], [ %2036, %2285 ]
  %2327 = phi i32 [ %72, %36 ], [ %2037, %2285 ]
  %2328 = phi i32 [ %74, %36 ], [ %2038, %2285 ]
  %2329 = phi i32 [ %76, %36 ], [ %2039, %2285 ]
  %2330 = phi ptr [ %78, %36 ], [ %2040, %2285 ]
  %2331 = phi ptr [ %80, %36 ], [ %2041, %2285 ]
  %2332 = phi ptr [ %82, %36 ], [ %2042, %2285 ]
  %2333 = phi i32 [ %42, %36 ], [ %2286, %2285 ]
  %2334 = phi i32 [ %38, %36 ], [ %2043, %2285 ]
  %2335 = phi i32 [ %37, %36 ], [ %2044, %2285 ]
  store i32 30, ptr %4, align 8, !tbaa !11
  %2336 = getelementptr inbounds i8, ptr %0, i64 36
  %2337 = load i32, ptr %2336, align 4, !tbaa !12
  %2338 = icmp sgt i32 %2337, 2
  br i1 %2338, label %2339, label %2342

2339:                                             ; preds = %2287
  %2340 = getelementptr inbounds i8, ptr %0, i64 32
  %2341 = load i32, ptr %2340, align 8, !tbaa !37
  br label %2349

2342:                                             ; preds = %2287
  %2343 = load ptr, ptr %0, align 8, !tbaa !5
  %2344 = getelementptr inbounds i8, ptr %2343, i64 8
  %2345 = getelementptr inbounds i8, ptr %0, i64 32
  %2346 = getelementptr inbounds i8, ptr %2343, i64 12
  %2347 = getelementptr inbounds i8, ptr %2343, i64 16
  %2348 = load i32, ptr %2344, align 8, !tbaa !38
  br label %2355

2349:                                             ; preds = %2375, %2339
  %2350 = phi i32 [ %2341, %2339 ], [ %2365, %2375 ]
  %2351 = phi i32 [ %2337, %2339 ], [ %2366, %2375 ]
  %2352 = add nsw i32 %2351, -3
  %2353 = lshr i32 %2350, %2352
  %2354 = and i32 %2353, 7
  store i32 %2352, ptr %2336, align 4, !tbaa !12
  switch i32 %2354, label %2377 [
    i32 7, label %6043
    i32 1, label %6043
    i32 0, label %6043
  ]

2355:                                             ; preds = %2342, %2375
  %2356 = phi i32 [ %2348, %2342 ], [ %2368, %2375 ]
  %2357 = phi i32 [ %2337, %2342 ], [ %2366, %2375 ]
  %2358 = icmp eq i32 %2356, 0
  br i1 %2358, label %6043, label %2359

2359:                                             ; preds = %2355
  %2360 = load i32, ptr %2345, align 8, !tbaa !37
  %2361 = shl i32 %2360, 8
  %2362 = load ptr, ptr %2343, align 8, !tbaa !40
  %2363 = load i8, ptr %2362, align 1, !tbaa !41
  %2364 = zext i8 %2363 to i32
  %2365 = or disjoint i32 %2361, %2364
  store i32 %2365, ptr %2345, align 8, !tbaa !37
  %2366 = add nsw i32 %2357, 8
  store i32 %2366, ptr %2336, align 4, !tbaa !12
  %2367 = getelementptr inbounds i8, ptr %2362, i64 1
  store ptr %2367, ptr %2343, align 8, !tbaa !40
  %2368 = add i32 %2356, -1
  store i32 %2368, ptr %2344, align 8, !tbaa !38
  %2369 = load i32, ptr %2346, align 4, !tbaa !42
  %2370 = add i32 %2369, 1
  store i32 %2370, ptr %2346, align 4, !tbaa !42
  %2371 = icmp eq i32 %2370, 0
  br i1 %2371, label %2372, label %2375

2372:                                             ; preds = %2359
  %2373 = load i32, ptr %2347, align 8, !tbaa !43
  %2374 = add i32 %2373, 1
  store i32 %2374, ptr %2347, align 8, !tbaa !43
  br label %2375

2375:                                             ; preds = %2372, %2359
  %2376 = icmp sgt i32 %2357, -6
  br i1 %2376, label %2349, label %2355

2377:                                             ; preds = %146, %2349
  %2378 = phi ptr [ %106, %146 ], [ %2288, %2349 ]
  %2379 = phi ptr [ %105, %146 ], [ %2289, %2349 ]
  %2380 = phi ptr [ %104, %146 ], [ %2290, %2349 ]
  %2381 = phi ptr [ %103, %146 ], [ %2291, %2349 ]
  %2382 = phi ptr [ %102, %146 ], [ %2292, %2349 ]
  %2383 = phi ptr [ %101, %146 ], [ %2293, %2349 ]
  %2384 = phi ptr [ %100, %146 ], [ %2294, %2349 ]
  %2385 = phi ptr [ %99, %146 ], [ %2295, %2349 ]
  %2386 = phi ptr [ %98, %146 ], [ %2296, %2349 ]
  %2387 = phi ptr [ %97, %146 ], [ %2297, %2349 ]
  %2388 = phi ptr [ %96, %146 ], [ %2298, %2349 ]
  %2389 = phi ptr [ %95, %146 ], [ %2299, %2349 ]
  %2390 = phi ptr [ %94, %146 ], [ %2300, %2349 ]
  %2391 = phi ptr [ %93, %146 ], [ %2301, %2349 ]
  %2392 = phi ptr [ %92, %146 ], [ %2302, %2349 ]
  %2393 = phi ptr [ %91, %146 ], [ %2303, %2349 ]
  %2394 = phi ptr [ %90, %146 ], [ %2304, %2349 ]
  %2395 = phi ptr [ %89, %146 ], [ %2305, %2349 ]
  %2396 = phi ptr [ %88, %146 ], [ %2306, %2349 ]
  %2397 = phi ptr [ %87, %146 ], [ %2307, %2349 ]
  %2398 = phi ptr [ %86, %146 ], [ %2308, %2349 ]
  %2399 = phi ptr [ %85, %146 ], [ %2309, %2349 ]
  %2400 = phi ptr [ %84, %146 ], [ %2310, %2349 ]
  %2401 = phi ptr [ %83, %146 ], [ %2311, %2349 ]
  %2402 = phi i32 [ %40, %146 ], [ %2312, %2349 ]
  %2403 = phi i32 [ %46, %146 ], [ %2314, %2349 ]
  %2404 = phi i32 [ %48, %146 ], [ %2315, %2349 ]
  %2405 = phi i32 [ %50, %146 ], [ %2316, %2349 ]
  %2406 = phi i32 [ %52, %146 ], [ %2317, %2349 ]
  %2407 = phi i32 [ %54, %146 ], [ %2318, %2349 ]
  %2408 = phi i32 [ %56, %146 ], [ %2319, %2349 ]
  %2409 = phi i32 [ %58, %146 ], [ %2320, %2349 ]
  %2410 = phi i32 [ %60, %146 ], [ %2321, %2349 ]
  %2411 = phi i32 [ %62, %146 ], [ %2322, %2349 ]
  %2412 = phi i32 [ %64, %146 ], [ %2323, %2349 ]
  %2413 = phi i32 [ %66, %146 ], [ %2324, %2349 ]
  %2414 = phi i32 [ %68, %146 ], [ %2325, %2349 ]
  %2415 = phi i32 [ %70, %146 ], [ %2326, %2349 ]
  %2416 = phi i32 [ %72, %146 ], [ %2327, %2349 ]
  %2417 = phi i32 [ %74, %146 ], [ %2328, %2349 ]
  %2418 = phi i32 [ %76, %146 ], [ %2329, %2349 ]
  %2419 = phi ptr [ %78, %146 ], [ %2330, %2349 ]
  %2420 = phi ptr [ %80, %146 ], [ %2331, %2349 ]
  %2421 = phi ptr [ %82, %146 ], [ %2332, %2349 ]
  %2422 = phi i32 [ %148, %146 ], [ %2352, %2349 ]
  %2423 = phi i32 [ %44, %146 ], [ %2354, %2349 ]
  %2424 = phi i32 [ %42, %146 ], [ %2333, %2349 ]
  %2425 = phi i32 [ %38, %146 ], [ %2334, %2349 ]
  %2426 = phi i32 [ %37, %146 ], [ %2335, %2349 ]
  store i32 31, ptr %4, align 8, !tbaa !11
  %2427 = getelementptr inbounds i8, ptr %0, i64 36
  %2428 = icmp sgt i32 %2422, 14
  br i1 %2428, label %2429, label %2432

2429:                                             ; preds = %2377
  %2430 = getelementptr inbounds i8, ptr %0, i64 32
  %2431 = load i32, ptr %2430, align 8, !tbaa !37
  br label %2439

2432:                                             ; preds = %2377
  %2433 = load ptr, ptr %0, align 8, !tbaa !5
  %2434 = getelementptr inbounds i8, ptr %2433, i64 8
  %2435 = getelementptr inbounds i8, ptr %0, i64 32
  %2436 = getelementptr inbounds i8, ptr %2433, i64 12
  %2437 = getelementptr inbounds i8, ptr %2433, i64 16
  %2438 = load i32, ptr %2434, align 8, !tbaa !38
  br label %2446

2439:                                             ; preds = %2466, %2429
  %2440 = phi i32 [ %2431, %2429 ], [ %2456, %2466 ]
  %2441 = phi i32 [ %2422, %2429 ], [ %2457, %2466 ]
  %2442 = add nsw i32 %2441, -15
  %2443 = lshr i32 %2440, %2442
  %2444 = and i32 %2443, 32767
  store i32 %2442, ptr %2427, align 4, !tbaa !12
  %2445 = icmp eq i32 %2444, 0
  br i1 %2445, label %6043, label %2468

2446:                                             ; preds = %2432, %2466
  %2447 = phi i32 [ %2438, %2432 ], [ %2459, %2466 ]
  %2448 = phi i32 [ %2422, %2432 ], [ %2457, %2466 ]
  %2449 = icmp eq i32 %2447, 0
  br i1 %2449, label %6043, label %2450

2450:                                             ; preds = %2446
  %2451 = load i32, ptr %2435, align 8, !tbaa !37
  %2452 = shl i32 %2451, 8
  %2453 = load ptr, ptr %2433, align 8, !tbaa !40
  %2454 = load i8, ptr %2453, align 1, !tbaa !41
  %2455 = zext i8 %2454 to i32
  %2456 = or disjoint i32 %2452, %2455
  store i32 %2456, ptr %2435, align 8, !tbaa !37
  %2457 = add nsw i32 %2448, 8
  store i32 %2457, ptr %2427, align 4, !tbaa !12
  %2458 = getelementptr inbounds i8, ptr %2453, i64 1
  store ptr %2458, ptr %2433, align 8, !tbaa !40
  %2459 = add i32 %2447, -1
  store i32 %2459, ptr %2434, align 8, !tbaa !38
  %2460 = load i32, ptr %2436, align 4, !tbaa !42
  %2461 = add i32 %2460, 1
  store i32 %2461, ptr %2436, align 4, !tbaa !42
  %2462 = icmp eq i32 %2461, 0
  br i1 %2462, label %2463, label %2466

2463:                                             ; preds = %2450
  %2464 = load i32, ptr %2437, align 8, !tbaa !43
  %2465 = add i32 %2464, 1
  store i32 %2465, ptr %2437, align 8, !tbaa !43
  br label %2466

2466:                                             ; preds = %2463, %2450
  %2467 = icmp sgt i32 %2448, 6
  br i1 %2467, label %2439, label %2446

2468:                                             ; preds = %2439, %2622
  %2469 = phi ptr [ %2519, %2622 ], [ %2378, %2439 ]
  %2470 = phi ptr [ %2520, %2622 ], [ %2379, %2439 ]
  %2471 = phi ptr [ %2521, %2622 ], [ %2380, %2439 ]
  %2472 = phi ptr [ %2522, %2622 ], [ %2381, %2439 ]
  %2473 = phi ptr [ %2523, %2622 ], [ %2382, %2439 ]
  %2474 = phi ptr [ %2524, %2622 ], [ %2383, %2439 ]
  %2475 = phi ptr [ %2525, %2622 ], [ %2384, %2439 ]
  %2476 = phi ptr [ %2526, %2622 ], [ %2385, %2439 ]
  %2477 = phi ptr [ %2527, %2622 ], [ %2386, %2439 ]
  %2478 = phi ptr [ %2528, %2622 ], [ %2387, %2439 ]
  %2479 = phi ptr [ %2529, %2622 ], [ %2388, %2439 ]
  %2480 = phi ptr [ %2530, %2622 ], [ %2389, %2439 ]
  %2481 = phi ptr [ %2531, %2622 ], [ %2390, %2439 ]
  %2482 = phi ptr [ %2532, %2622 ], [ %2391, %2439 ]
  %2483 = phi ptr [ %2533, %2622 ], [ %2392, %2439 ]
  %2484 = phi ptr [ %2534, %2622 ], [ %2393, %2439 ]
  %2485 = phi ptr [ %2535, %2622 ], [ %2394, %2439 ]
  %2486 = phi ptr [ %2536, %2622 ], [ %2395, %2439 ]
  %2487 = phi ptr [ %2537, %2622 ], [ %2396, %2439 ]
  %2488 = phi ptr [ %2538, %2622 ], [ %2397, %2439 ]
  %2489 = phi ptr [ %2539, %2622 ], [ %2398, %2439 ]
  %2490 = phi ptr [ %2540, %2622 ], [ %2399, %2439 ]
  %2491 = phi ptr [ %2541, %2622 ], [ %2400, %2439 ]
  %2492 = phi ptr [ %2542, %2622 ], [ %2401, %2439 ]
  %2493 = phi i32 [ %2543, %2622 ], [ %2402, %2439 ]
  %2494 = phi i32 [ %2544, %2622 ], [ %2404, %2439 ]
  %2495 = phi i32 [ %2545, %2622 ], [ %2405, %2439 ]
  %2496 = phi i32 [ %2546, %2622 ], [ %2406, %2439 ]
  %2497 = phi i32 [ %2547, %2622 ], [ %2407, %2439 ]
  %2498 = phi i32 [ %2548, %2622 ], [ %2408, %2439 ]
  %2499 = phi i32 [ %2549, %2622 ], [ %2409, %2439 ]
  %2500 = phi i32 [ %2550, %2622 ], [ %2410, %2439 ]
  %2501 = phi i32 [ %2551, %2622 ], [ %2411, %2439 ]
  %2502 = phi i32 [ %2552, %2622 ], [ %2412, %2439 ]
  %2503 = phi i32 [ %2553, %2622 ], [ %2413, %2439 ]
  %2504 = phi i32 [ %2554, %2622 ], [ %2414, %2439 ]
  %2505 = phi i32 [ %2555, %2622 ], [ %2415, %2439 ]
  %2506 = phi i32 [ %2556, %2622 ], [ %2416, %2439 ]
  %2507 = phi i32 [ %2557, %2622 ], [ %2417, %2439 ]
  %2508 = phi i32 [ %2558, %2622 ], [ %2418, %2439 ]
  %2509 = phi ptr [ %2559, %2622 ], [ %2419, %2439 ]
  %2510 = phi ptr [ %2560, %2622 ], [ %2420, %2439 ]
  %2511 = phi ptr [ %2561, %2622 ], [ %2421, %2439 ]
  %2512 = phi i32 [ %2562, %2622 ], [ %2444, %2439 ]
  %2513 = phi i32 [ %2563, %2622 ], [ %2423, %2439 ]
  %2514 = phi i32 [ %2564, %2622 ], [ %2424, %2439 ]
  %2515 = phi i32 [ %2573, %2622 ], [ %2425, %2439 ]
  %2516 = phi i32 [ %2623, %2622 ], [ 0, %2439 ]
  %2517 = icmp slt i32 %2516, %2512
  br i1 %2517, label %2518, label %2624

2518:                                             ; preds = %36, %2468
  %2519 = phi ptr [ %2469, %2468 ], [ %106, %36 ]
  %2520 = phi ptr [ %2470, %2468 ], [ %105, %36 ]
  %2521 = phi ptr [ %2471, %2468 ], [ %104, %36 ]
  %2522 = phi ptr [ %2472, %2468 ], [ %103, %36 ]
  %2523 = phi ptr [ %2473, %2468 ], [ %102, %36 ]
  %2524 = phi ptr [ %2474, %2468 ], [ %101, %36 ]
  %2525 = phi ptr [ %2475, %2468 ], [ %100, %36 ]
  %2526 = phi ptr [ %2476, %2468 ], [ %99, %36 ]
  %2527 = phi ptr [ %2477, %2468 ], [ %98, %36 ]
  %2528 = phi ptr [ %2478, %2468 ], [ %97, %36 ]
  %2529 = phi ptr [ %2479, %2468 ], [ %96, %36 ]
  %2530 = phi ptr [ %2480, %2468 ], [ %95, %36 ]
  %2531 = phi ptr [ %2481, %2468 ], [ %94, %36 ]
  %2532 = phi ptr [ %2482, %2468 ], [ %93, %36 ]
  %2533 = phi ptr [ %2483, %2468 ], [ %92, %36 ]
  %2534 = phi ptr [ %2484, %2468 ], [ %91, %36 ]
  %2535 = phi ptr [ %2485, %2468 ], [ %90, %36 ]
  %2536 = phi ptr [ %2486, %2468 ], [ %89, %36 ]
  %2537 = phi ptr [ %2487, %2468 ], [ %88, %36 ]
  %2538 = phi ptr [ %2488, %2468 ], [ %87, %36 ]
  %2539 = phi ptr [ %2489, %2468 ], [ %86, %36 ]
  %2540 = phi ptr [ %2490, %2468 ], [ %85, %36 ]
  %2541 = phi ptr [ %2491, %2468 ], [ %84, %36 ]
  %2542 = phi ptr [ %2492, %2468 ], [ %83, %36 ]
  %2543 = phi i32 [ %2493, %2468 ], [ %40, %36 ]
  %2544 = phi i32 [ %2494, %2468 ], [ %48, %36 ]
  %2545 = phi i32 [ %2495, %2468 ], [ %50, %36 ]
  %2546 = phi i32 [ %2496, %2468 ], [ %52, %36 ]
  %2547 = phi i32 [ %2497, %2468 ], [ %54, %36 ]
  %2548 = phi i32 [ %2498, %2468 ], [ %56, %36 ]
  %2549 = phi i32 [ %2499, %2468 ], [ %58, %36 ]
  %2550 = phi i32 [ %2500, %2468 ], [ %60, %36 ]
  %2551 = phi i32 [ %2501, %2468 ], [ %62, %36 ]
  %2552 = phi i32 [ %2502, %2468 ], [ %64, %36 ]
  %2553 = phi i32 [ %2503, %2468 ], [ %66, %36 ]
  %2554 = phi i32 [ %2504, %2468 ], [ %68, %36 ]
  %2555 = phi i32 [ %2505, %2468 ], [ %70, %36 ]
  %2556 = phi i32 [ %2506, %2468 ], [ %72, %36 ]
  %2557 = phi i32 [ %2507, %2468 ], [ %74, %36 ]
  %2558 = phi i32 [ %2508, %2468 ], [ %76, %36 ]
  %2559 = phi ptr [ %2509, %2468 ], [ %78, %36 ]
  %2560 = phi ptr [ %2510, %2468 ], [ %80, %36 ]
  %2561 = phi ptr [ %2511, %2468 ], [ %82, %36 ]
  %2562 = phi i32 [ %2512, %2468 ], [ %46, %36 ]
  %2563 = phi i32 [ %2513, %2468 ], [ %44, %36 ]
  %2564 = phi i32 [ %2514, %2468 ], [ %42, %36 ]
  %2565 = phi i32 [ 0, %2468 ], [ %38, %36 ]
  %2566 = phi i32 [ %2516, %2468 ], [ %37, %36 ]
  %2567 = getelementptr inbounds i8, ptr %0, i64 36
  %2568 = getelementptr inbounds i8, ptr %0, i64 32
  %2569 = getelementptr inbounds i8, ptr %0, i64 32
  %2570 = load i32, ptr %2567, align 4, !tbaa !12
  br label %2571

2571:                                             ; preds = %2518, %2612
  %2572 = phi i32 [ %2586, %2612 ], [ %2570, %2518 ]
  %2573 = phi i32 [ %2613, %2612 ], [ %2565, %2518 ]
  store i32 32, ptr %4, align 8, !tbaa !11
  %2574 = icmp sgt i32 %2572, 0
  br i1 %2574, label %2575, label %2577

2575:                                             ; preds = %2571
  %2576 = load i32, ptr %2569, align 8, !tbaa !37
  br label %2583

2577:                                             ; preds = %2571
  %2578 = load ptr, ptr %0, align 8, !tbaa !5
  %2579 = getelementptr inbounds i8, ptr %2578, i64 8
  %2580 = getelementptr inbounds i8, ptr %2578, i64 12
  %2581 = getelementptr inbounds i8, ptr %2578, i64 16
  %2582 = load i32, ptr %2579, align 8, !tbaa !38
  br label %2590

2583:                                             ; preds = %2610, %2575
  %2584 = phi i32 [ %2576, %2575 ], [ %2600, %2610 ]
  %2585 = phi i32 [ %2572, %2575 ], [ %2601, %2610 ]
  %2586 = add nsw i32 %2585, -1
  store i32 %2586, ptr %2567, align 4, !tbaa !12
  %2587 = shl nuw i32 1, %2586
  %2588 = and i32 %2584, %2587
  %2589 = icmp eq i32 %2588, 0
  br i1 %2589, label %2615, label %2612

2590:                                             ; preds = %2577, %2610
  %2591 = phi i32 [ %2582, %2577 ], [ %2603, %2610 ]
  %2592 = phi i32 [ %2572, %2577 ], [ %2601, %2610 ]
  %2593 = icmp eq i32 %2591, 0
  br i1 %2593, label %6043, label %2594

2594:                                             ; preds = %2590
  %2595 = load i32, ptr %2568, align 8, !tbaa !37
  %2596 = shl i32 %2595, 8
  %2597 = load ptr, ptr %2578, align 8, !tbaa !40
  %2598 = load i8, ptr %2597, align 1, !tbaa !41
  %2599 = zext i8 %2598 to i32
  %2600 = or disjoint i32 %2596, %2599
  store i32 %2600, ptr %2568, align 8, !tbaa !37
  %2601 = add nsw i32 %2592, 8
  store i32 %2601, ptr %2567, align 4, !tbaa !12
  %2602 = getelementptr inbounds i8, ptr %2597, i64 1
  store ptr %2602, ptr %2578, align 8, !tbaa !40
  %2603 = add i32 %2591, -1
  store i32 %2603, ptr %2579, align 8, !tbaa !38
  %2604 = load i32, ptr %2580, align 4, !tbaa !42
  %2605 = add i32 %2604, 1
  store i32 %2605, ptr %2580, align 4, !tbaa !42
  %2606 = icmp eq i32 %2605, 0
  br i1 %2606, label %2607, label %2610

2607:                                             ; preds = %2594
  %2608 = load i32, ptr %2581, align 8, !tbaa !43
  %2609 = add i32 %2608, 1
  store i32 %2609, ptr %2581, align 8, !tbaa !43
  br label %2610

2610:                                             ; preds = %2607, %2594
  %2611 = icmp sgt i32 %2592, -8
  br i1 %2611, label %2583, label %2590

2612:                                             ; preds = %2583
  %2613 = add nsw i32 %2573, 1
  %2614 = icmp slt i32 %2613, %2563
  br i1 %2614, label %2571, label %6043

2615:                                             ; preds = %2583
  %2616 = icmp slt i32 %2566, 18002
  br i1 %2616, label %2617, label %2622

2617:                                             ; preds = %2615
  %2618 = trunc i32 %2573 to i8
  %2619 = getelementptr inbounds i8, ptr %0, i64 25886
  %2620 = sext i32 %2566 to i64
  %2621 = getelementptr inbounds [18002 x i8], ptr %2619, i64 0, i64 %2620
  store i8 %2618, ptr %2621, align 1, !tbaa !41
  br label %2622

2622:                                             ; preds = %2615, %2617
  %2623 = add nsw i32 %2566, 1
  br label %2468, !llvm.loop !63

2624:                                             ; preds = %2468
  %2625 = tail call i32 @llvm.smin.i32(i32 %2512, i32 18002)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %2) #7
  %2626 = icmp sgt i32 %2513, 0
  br i1 %2626, label %2627, label %2696

2627:                                             ; preds = %2624
  %2628 = icmp ult i32 %2513, 8
  br i1 %2628, label %2675, label %2629

2629:                                             ; preds = %2627
  %2630 = add nsw i32 %2513, -1
  %2631 = and i32 %2630, 255
  %2632 = icmp eq i32 %2631, 255
  %2633 = icmp ugt i32 %2630, 255
  %2634 = or i1 %2632, %2633
  br i1 %2634, label %2675, label %2635

2635:                                             ; preds = %2629
  %2636 = icmp ult i32 %2513, 32
  br i1 %2636, label %2677, label %2637

2637:                                             ; preds = %2635
  %2638 = and i32 %2513, 480
  %2639 = trunc i32 %2638 to i8
  %2640 = getelementptr inbounds i8, ptr %2, i64 16
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !tbaa !41
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %2640, align 16, !tbaa !41
  %2641 = icmp eq i32 %2638, 32
  br i1 %2641, label %2669, label %2642, !llvm.loop !64

2642:                                             ; preds = %2637
  %2643 = getelementptr inbounds i8, ptr %2, i64 32
  %2644 = getelementptr inbounds i8, ptr %2, i64 48
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %2643, align 16, !tbaa !41
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %2644, align 16, !tbaa !41
  %2645 = icmp eq i32 %2638, 64
  br i1 %2645, label %2669, label %2646, !llvm.loop !64

2646:                                             ; preds = %2642
  %2647 = getelementptr inbounds i8, ptr %2, i64 64
  %2648 = getelementptr inbounds i8, ptr %2, i64 80
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %2647, align 16, !tbaa !41
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %2648, align 16, !tbaa !41
  %2649 = icmp eq i32 %2638, 96
  br i1 %2649, label %2669, label %2650, !llvm.loop !64

2650:                                             ; preds = %2646
  %2651 = getelementptr inbounds i8, ptr %2, i64 96
  %2652 = getelementptr inbounds i8, ptr %2, i64 112
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %2651, align 16, !tbaa !41
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %2652, align 16, !tbaa !41
  %2653 = icmp eq i32 %2638, 128
  br i1 %2653, label %2669, label %2654, !llvm.loop !64

2654:                                             ; preds = %2650
  %2655 = getelementptr inbounds i8, ptr %2, i64 128
  %2656 = getelementptr inbounds i8, ptr %2, i64 144
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %2655, align 16, !tbaa !41
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %2656, align 16, !tbaa !41
  %2657 = icmp eq i32 %2638, 160
  br i1 %2657, label %2669, label %2658, !llvm.loop !64

2658:                                             ; preds = %2654
  %2659 = getelementptr inbounds i8, ptr %2, i64 160
  %2660 = getelementptr inbounds i8, ptr %2, i64 176
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %2659, align 16, !tbaa !41
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %2660, align 16, !tbaa !41
  %2661 = icmp eq i32 %2638, 192
  br i1 %2661, label %2669, label %2662, !llvm.loop !64

2662:                                             ; preds = %2658
  %2663 = getelementptr inbounds i8, ptr %2, i64 192
  %2664 = getelementptr inbounds i8, ptr %2, i64 208
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %2663, align 16, !tbaa !41
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %2664, align 16, !tbaa !41
  %2665 = icmp eq i32 %2638, 224
  br i1 %2665, label %2669, label %2666, !llvm.loop !64

2666:                                             ; preds = %2662
  %2667 = getelementptr inbounds i8, ptr %2, i64 224
  %2668 = getelementptr inbounds i8, ptr %2, i64 240
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %2667, align 16, !tbaa !41
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %2668, align 16, !tbaa !41
  br label %2669

2669:                                             ; preds = %2666, %2662, %2658, %2654, %2650, %2646, %2642, %2637
  %2670 = icmp eq i32 %2513, %2638
  br i1 %2670, label %2696, label %2671

2671:                                             ; preds = %2669
  %2672 = trunc i32 %2638 to i8
  %2673 = and i32 %2513, 24
  %2674 = icmp eq i32 %2673, 0
  br i1 %2674, label %2675, label %2677

2675:                                             ; preds = %2694, %2629, %2627, %2671
  %2676 = phi i8 [ 0, %2627 ], [ 0, %2629 ], [ %2672, %2671 ], [ %2681, %2694 ]
  br label %2706

2677:                                             ; preds = %2635, %2671
  %2678 = phi i8 [ %2639, %2671 ], [ 0, %2635 ]
  %2679 = phi i32 [ %2638, %2671 ], [ 0, %2635 ]
  %2680 = and i32 %2513, 504
  %2681 = trunc i32 %2680 to i8
  %2682 = insertelement <8 x i8> poison, i8 %2678, i64 0
  %2683 = shufflevector <8 x i8> %2682, <8 x i8> poison, <8 x i32> zeroinitializer
  %2684 = add <8 x i8> %2683, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>
  br label %2685

2685:                                             ; preds = %2685, %2677
  %2686 = phi i32 [ %2679, %2677 ], [ %2691, %2685 ]
  %2687 = phi <8 x i8> [ %2684, %2677 ], [ %2692, %2685 ]
  %2688 = and i32 %2686, 248
  %2689 = zext nneg i32 %2688 to i64
  %2690 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2689
  store <8 x i8> %2687, ptr %2690, align 8, !tbaa !41
  %2691 = add nuw i32 %2686, 8
  %2692 = add <8 x i8> %2687, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %2693 = icmp eq i32 %2691, %2680
  br i1 %2693, label %2694, label %2685, !llvm.loop !67

2694:                                             ; preds = %2685
  %2695 = icmp eq i32 %2513, %2680
  br i1 %2695, label %2696, label %2675

2696:                                             ; preds = %2706, %2669, %2694, %2624
  %2697 = icmp sgt i32 %2512, 0
  br i1 %2697, label %2698, label %2819

2698:                                             ; preds = %2696
  %2699 = getelementptr inbounds i8, ptr %0, i64 25886
  %2700 = getelementptr inbounds i8, ptr %0, i64 7884
  %2701 = zext nneg i32 %2625 to i64
  %2702 = getelementptr i8, ptr %2, i64 -15
  %2703 = getelementptr i8, ptr %2, i64 -15
  %2704 = getelementptr i8, ptr %2, i64 -7
  %2705 = getelementptr i8, ptr %2, i64 -7
  br label %2713

2706:                                             ; preds = %2675, %2706
  %2707 = phi i8 [ %2710, %2706 ], [ %2676, %2675 ]
  %2708 = zext i8 %2707 to i64
  %2709 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2708
  store i8 %2707, ptr %2709, align 1, !tbaa !41
  %2710 = add i8 %2707, 1
  %2711 = zext i8 %2710 to i32
  %2712 = icmp ugt i32 %2513, %2711
  br i1 %2712, label %2706, label %2696, !llvm.loop !68

2713:                                             ; preds = %2698, %2815
  %2714 = phi i64 [ 0, %2698 ], [ %2817, %2815 ]
  %2715 = getelementptr inbounds [18002 x i8], ptr %2699, i64 0, i64 %2714
  %2716 = load i8, ptr %2715, align 1, !tbaa !41
  %2717 = zext i8 %2716 to i64
  %2718 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2717
  %2719 = load i8, ptr %2718, align 1, !tbaa !41
  %2720 = icmp eq i8 %2716, 0
  br i1 %2720, label %2815, label %2721

2721:                                             ; preds = %2713
  %2722 = icmp ult i8 %2716, 8
  br i1 %2722, label %2784, label %2723

2723:                                             ; preds = %2721
  %2724 = add i8 %2716, -1
  %2725 = zext i8 %2716 to i32
  %2726 = add nsw i32 %2725, -1
  %2727 = zext i8 %2724 to i32
  %2728 = icmp ult i32 %2726, %2727
  %2729 = getelementptr i8, ptr %2, i64 %2717
  %2730 = zext i8 %2724 to i64
  %2731 = sub nsw i64 0, %2730
  %2732 = getelementptr i8, ptr %2729, i64 %2731
  %2733 = icmp ugt ptr %2732, %2729
  %2734 = zext i32 %2726 to i64
  %2735 = getelementptr i8, ptr %2, i64 %2734
  %2736 = zext i8 %2724 to i64
  %2737 = sub nsw i64 0, %2736
  %2738 = getelementptr i8, ptr %2735, i64 %2737
  %2739 = icmp ugt ptr %2738, %2735
  %2740 = or i1 %2728, %2733
  %2741 = or i1 %2740, %2739
  br i1 %2741, label %2784, label %2742

2742:                                             ; preds = %2723
  %2743 = zext i8 %2716 to i64
  %2744 = add nuw nsw i64 %2743, 4294967295
  %2745 = and i64 %2744, 4294967295
  %2746 = sub nsw i64 %2745, %2717
  %2747 = icmp ult i64 %2746, 16
  br i1 %2747, label %2784, label %2748

2748:                                             ; preds = %2742
  %2749 = icmp ult i8 %2716, 16
  br i1 %2749, label %2768, label %2750

2750:                                             ; preds = %2748
  %2751 = and i64 %2717, 240
  br label %2752

2752:                                             ; preds = %2752, %2750
  %2753 = phi i64 [ 0, %2750 ], [ %2760, %2752 ]
  %2754 = sub i64 %2717, %2753
  %2755 = add nuw nsw i64 %2754, 4294967295
  %2756 = and i64 %2755, 4294967295
  %2757 = getelementptr [6 x i8], ptr %2702, i64 0, i64 %2756
  %2758 = load <16 x i8>, ptr %2757, align 1, !tbaa !41
  %2759 = getelementptr [6 x i8], ptr %2703, i64 0, i64 %2754
  store <16 x i8> %2758, ptr %2759, align 1, !tbaa !41
  %2760 = add nuw i64 %2753, 16
  %2761 = icmp eq i64 %2760, %2751
  br i1 %2761, label %2762, label %2752, !llvm.loop !69

2762:                                             ; preds = %2752
  %2763 = icmp eq i64 %2751, %2717
  br i1 %2763, label %2815, label %2764

2764:                                             ; preds = %2762
  %2765 = and i64 %2717, 15
  %2766 = and i64 %2717, 8
  %2767 = icmp eq i64 %2766, 0
  br i1 %2767, label %2784, label %2768

2768:                                             ; preds = %2748, %2764
  %2769 = phi i64 [ %2751, %2764 ], [ 0, %2748 ]
  %2770 = and i64 %2717, 248
  %2771 = and i64 %2717, 7
  br label %2772

2772:                                             ; preds = %2772, %2768
  %2773 = phi i64 [ %2769, %2768 ], [ %2780, %2772 ]
  %2774 = sub i64 %2717, %2773
  %2775 = add nuw nsw i64 %2774, 4294967295
  %2776 = and i64 %2775, 4294967295
  %2777 = getelementptr [6 x i8], ptr %2704, i64 0, i64 %2776
  %2778 = load <8 x i8>, ptr %2777, align 1, !tbaa !41
  %2779 = getelementptr [6 x i8], ptr %2705, i64 0, i64 %2774
  store <8 x i8> %2778, ptr %2779, align 1, !tbaa !41
  %2780 = add nuw i64 %2773, 8
  %2781 = icmp eq i64 %2780, %2770
  br i1 %2781, label %2782, label %2772, !llvm.loop !70

2782:                                             ; preds = %2772
  %2783 = icmp eq i64 %2770, %2717
  br i1 %2783, label %2815, label %2784

2784:                                             ; preds = %2782, %2742, %2723, %2721, %2764
  %2785 = phi i64 [ %2717, %2721 ], [ %2717, %2742 ], [ %2717, %2723 ], [ %2765, %2764 ], [ %2771, %2782 ]
  %2786 = trunc nuw i64 %2785 to i8
  %2787 = and i8 %2786, 1
  %2788 = icmp eq i8 %2787, 0
  br i1 %2788, label %2796, label %2789

2789:                                             ; preds = %2784
  %2790 = add nuw nsw i64 %2785, 4294967295
  %2791 = and i64 %2790, 4294967295
  %2792 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2791
  %2793 = load i8, ptr %2792, align 1, !tbaa !41
  %2794 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2785
  store i8 %2793, ptr %2794, align 1, !tbaa !41
  %2795 = add nsw i64 %2785, -1
  br label %2796

2796:                                             ; preds = %2789, %2784
  %2797 = phi i64 [ %2785, %2784 ], [ %2795, %2789 ]
  %2798 = icmp eq i64 %2785, 1
  br i1 %2798, label %2815, label %2799

2799:                                             ; preds = %2796, %2799
  %2800 = phi i64 [ %2812, %2799 ], [ %2797, %2796 ]
  %2801 = add nuw nsw i64 %2800, 4294967295
  %2802 = and i64 %2801, 4294967295
  %2803 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2802
  %2804 = load i8, ptr %2803, align 1, !tbaa !41
  %2805 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2800
  store i8 %2804, ptr %2805, align 1, !tbaa !41
  %2806 = add nsw i64 %2800, -1
  %2807 = add nsw i64 %2800, 4294967294
  %2808 = and i64 %2807, 4294967295
  %2809 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2808
  %2810 = load i8, ptr %2809, align 1, !tbaa !41
  %2811 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2806
  store i8 %2810, ptr %2811, align 1, !tbaa !41
  %2812 = add nsw i64 %2800, -2
  %2813 = and i64 %2812, 255
  %2814 = icmp eq i64 %2813, 0
  br i1 %2814, label %2815, label %2799, !llvm.loop !71

2815:                                             ; preds = %2796, %2799, %2762, %2782, %2713
  store i8 %2719, ptr %2, align 16, !tbaa !41
  %2816 = getelementptr inbounds [18002 x i8], ptr %2700, i64 0, i64 %2714
  store i8 %2719, ptr %2816, align 1, !tbaa !41
  %2817 = add nuw nsw i64 %2714, 1
  %2818 = icmp eq i64 %2817, %2701
  br i1 %2818, label %2819, label %2713, !llvm.loop !72

2819:                                             ; preds = %2815, %2696
  %2820 = phi i32 [ 0, %2696 ], [ %2625, %2815 ]
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %2) #7
  br label %2821

2821:                                             ; preds = %3267, %2819
  %2822 = phi ptr [ %2976, %3267 ], [ %2469, %2819 ]
  %2823 = phi ptr [ %2977, %3267 ], [ %2470, %2819 ]
  %2824 = phi ptr [ %2978, %3267 ], [ %2471, %2819 ]
  %2825 = phi ptr [ %2979, %3267 ], [ %2472, %2819 ]
  %2826 = phi ptr [ %2980, %3267 ], [ %2473, %2819 ]
  %2827 = phi ptr [ %2981, %3267 ], [ %2474, %2819 ]
  %2828 = phi ptr [ %2982, %3267 ], [ %2475, %2819 ]
  %2829 = phi ptr [ %2983, %3267 ], [ %2476, %2819 ]
  %2830 = phi ptr [ %2984, %3267 ], [ %2477, %2819 ]
  %2831 = phi ptr [ %2985, %3267 ], [ %2478, %2819 ]
  %2832 = phi ptr [ %2986, %3267 ], [ %2479, %2819 ]
  %2833 = phi ptr [ %2987, %3267 ], [ %2480, %2819 ]
  %2834 = phi ptr [ %2988, %3267 ], [ %2481, %2819 ]
  %2835 = phi ptr [ %2989, %3267 ], [ %2482, %2819 ]
  %2836 = phi ptr [ %2990, %3267 ], [ %2483, %2819 ]
  %2837 = phi ptr [ %2991, %3267 ], [ %2484, %2819 ]
  %2838 = phi ptr [ %2992, %3267 ], [ %2485, %2819 ]
  %2839 = phi ptr [ %2993, %3267 ], [ %2486, %2819 ]
  %2840 = phi ptr [ %2994, %3267 ], [ %2487, %2819 ]
  %2841 = phi ptr [ %2995, %3267 ], [ %2488, %2819 ]
  %2842 = phi ptr [ %2996, %3267 ], [ %2489, %2819 ]
  %2843 = phi ptr [ %2997, %3267 ], [ %2490, %2819 ]
  %2844 = phi ptr [ %2998, %3267 ], [ %2491, %2819 ]
  %2845 = phi ptr [ %2999, %3267 ], [ %2492, %2819 ]
  %2846 = phi i32 [ %3000, %3267 ], [ %2494, %2819 ]
  %2847 = phi i32 [ %3001, %3267 ], [ %2495, %2819 ]
  %2848 = phi i32 [ %3002, %3267 ], [ %2496, %2819 ]
  %2849 = phi i32 [ %3003, %3267 ], [ %2497, %2819 ]
  %2850 = phi i32 [ %3004, %3267 ], [ %2498, %2819 ]
  %2851 = phi i32 [ %3005, %3267 ], [ %2499, %2819 ]
  %2852 = phi i32 [ %3006, %3267 ], [ %2500, %2819 ]
  %2853 = phi i32 [ %3007, %3267 ], [ %2501, %2819 ]
  %2854 = phi i32 [ %3008, %3267 ], [ %2503, %2819 ]
  %2855 = phi i32 [ %3009, %3267 ], [ %2504, %2819 ]
  %2856 = phi i32 [ %3010, %3267 ], [ %2505, %2819 ]
  %2857 = phi i32 [ %3011, %3267 ], [ %2506, %2819 ]
  %2858 = phi i32 [ %3012, %3267 ], [ %2507, %2819 ]
  %2859 = phi i32 [ %3013, %3267 ], [ %2508, %2819 ]
  %2860 = phi ptr [ %3014, %3267 ], [ %2509, %2819 ]
  %2861 = phi ptr [ %3015, %3267 ], [ %2510, %2819 ]
  %2862 = phi ptr [ %3016, %3267 ], [ %2511, %2819 ]
  %2863 = phi i32 [ %3017, %3267 ], [ %2502, %2819 ]
  %2864 = phi i32 [ %3018, %3267 ], [ %2625, %2819 ]
  %2865 = phi i32 [ %3019, %3267 ], [ %2513, %2819 ]
  %2866 = phi i32 [ %3020, %3267 ], [ %2514, %2819 ]
  %2867 = phi i32 [ %3268, %3267 ], [ 0, %2819 ]
  %2868 = phi i32 [ %3022, %3267 ], [ %2515, %2819 ]
  %2869 = phi i32 [ %3023, %3267 ], [ %2820, %2819 ]
  %2870 = icmp slt i32 %2867, %2865
  br i1 %2870, label %2885, label %2871

2871:                                             ; preds = %2821
  %2872 = icmp sgt i32 %2865, 0
  br i1 %2872, label %2873, label %3320

2873:                                             ; preds = %2871
  %2874 = icmp sgt i32 %2866, 0
  %2875 = getelementptr inbounds i8, ptr %0, i64 43888
  %2876 = getelementptr inbounds i8, ptr %0, i64 45436
  %2877 = getelementptr inbounds i8, ptr %0, i64 51628
  %2878 = getelementptr inbounds i8, ptr %0, i64 57820
  %2879 = getelementptr inbounds i8, ptr %0, i64 64012
  %2880 = zext nneg i32 %2865 to i64
  %2881 = zext i32 %2866 to i64
  %2882 = icmp ult i32 %2866, 8
  %2883 = and i64 %2881, 2147483640
  %2884 = icmp eq i64 %2883, %2881
  br label %3269

2885:                                             ; preds = %2821, %36
  %2886 = phi ptr [ %2822, %2821 ], [ %106, %36 ]
  %2887 = phi ptr [ %2823, %2821 ], [ %105, %36 ]
  %2888 = phi ptr [ %2824, %2821 ], [ %104, %36 ]
  %2889 = phi ptr [ %2825, %2821 ], [ %103, %36 ]
  %2890 = phi ptr [ %2826, %2821 ], [ %102, %36 ]
  %2891 = phi ptr [ %2827, %2821 ], [ %101, %36 ]
  %2892 = phi ptr [ %2828, %2821 ], [ %100, %36 ]
  %2893 = phi ptr [ %2829, %2821 ], [ %99, %36 ]
  %2894 = phi ptr [ %2830, %2821 ], [ %98, %36 ]
  %2895 = phi ptr [ %2831, %2821 ], [ %97, %36 ]
  %2896 = phi ptr [ %2832, %2821 ], [ %96, %36 ]
  %2897 = phi ptr [ %2833, %2821 ], [ %95, %36 ]
  %2898 = phi ptr [ %2834, %2821 ], [ %94, %36 ]
  %2899 = phi ptr [ %2835, %2821 ], [ %93, %36 ]
  %2900 = phi ptr [ %2836, %2821 ], [ %92, %36 ]
  %2901 = phi ptr [ %2837, %2821 ], [ %91, %36 ]
  %2902 = phi ptr [ %2838, %2821 ], [ %90, %36 ]
  %2903 = phi ptr [ %2839, %2821 ], [ %89, %36 ]
  %2904 = phi ptr [ %2840, %2821 ], [ %88, %36 ]
  %2905 = phi ptr [ %2841, %2821 ], [ %87, %36 ]
  %2906 = phi ptr [ %2842, %2821 ], [ %86, %36 ]
  %2907 = phi ptr [ %2843, %2821 ], [ %85, %36 ]
  %2908 = phi ptr [ %2844, %2821 ], [ %84, %36 ]
  %2909 = phi ptr [ %2845, %2821 ], [ %83, %36 ]
  %2910 = phi i32 [ %2846, %2821 ], [ %48, %36 ]
  %2911 = phi i32 [ %2847, %2821 ], [ %50, %36 ]
  %2912 = phi i32 [ %2848, %2821 ], [ %52, %36 ]
  %2913 = phi i32 [ %2849, %2821 ], [ %54, %36 ]
  %2914 = phi i32 [ %2850, %2821 ], [ %56, %36 ]
  %2915 = phi i32 [ %2851, %2821 ], [ %58, %36 ]
  %2916 = phi i32 [ %2852, %2821 ], [ %60, %36 ]
  %2917 = phi i32 [ %2853, %2821 ], [ %62, %36 ]
  %2918 = phi i32 [ %2854, %2821 ], [ %66, %36 ]
  %2919 = phi i32 [ %2855, %2821 ], [ %68, %36 ]
  %2920 = phi i32 [ %2856, %2821 ], [ %70, %36 ]
  %2921 = phi i32 [ %2857, %2821 ], [ %72, %36 ]
  %2922 = phi i32 [ %2858, %2821 ], [ %74, %36 ]
  %2923 = phi i32 [ %2859, %2821 ], [ %76, %36 ]
  %2924 = phi ptr [ %2860, %2821 ], [ %78, %36 ]
  %2925 = phi ptr [ %2861, %2821 ], [ %80, %36 ]
  %2926 = phi ptr [ %2862, %2821 ], [ %82, %36 ]
  %2927 = phi i32 [ %2863, %2821 ], [ %64, %36 ]
  %2928 = phi i32 [ %2864, %2821 ], [ %46, %36 ]
  %2929 = phi i32 [ %2865, %2821 ], [ %44, %36 ]
  %2930 = phi i32 [ %2866, %2821 ], [ %42, %36 ]
  %2931 = phi i32 [ %2867, %2821 ], [ %40, %36 ]
  %2932 = phi i32 [ %2868, %2821 ], [ %38, %36 ]
  %2933 = phi i32 [ %2869, %2821 ], [ %37, %36 ]
  store i32 33, ptr %4, align 8, !tbaa !11
  %2934 = getelementptr inbounds i8, ptr %0, i64 36
  %2935 = load i32, ptr %2934, align 4, !tbaa !12
  %2936 = icmp sgt i32 %2935, 4
  br i1 %2936, label %2937, label %2940

2937:                                             ; preds = %2885
  %2938 = getelementptr inbounds i8, ptr %0, i64 32
  %2939 = load i32, ptr %2938, align 8, !tbaa !37
  br label %2947

2940:                                             ; preds = %2885
  %2941 = load ptr, ptr %0, align 8, !tbaa !5
  %2942 = getelementptr inbounds i8, ptr %2941, i64 8
  %2943 = getelementptr inbounds i8, ptr %0, i64 32
  %2944 = getelementptr inbounds i8, ptr %2941, i64 12
  %2945 = getelementptr inbounds i8, ptr %2941, i64 16
  %2946 = load i32, ptr %2942, align 8, !tbaa !38
  br label %2953

2947:                                             ; preds = %2973, %2937
  %2948 = phi i32 [ %2939, %2937 ], [ %2963, %2973 ]
  %2949 = phi i32 [ %2935, %2937 ], [ %2964, %2973 ]
  %2950 = add nsw i32 %2949, -5
  %2951 = lshr i32 %2948, %2950
  %2952 = and i32 %2951, 31
  store i32 %2950, ptr %2934, align 4, !tbaa !12
  br label %2975

2953:                                             ; preds = %2940, %2973
  %2954 = phi i32 [ %2946, %2940 ], [ %2966, %2973 ]
  %2955 = phi i32 [ %2935, %2940 ], [ %2964, %2973 ]
  %2956 = icmp eq i32 %2954, 0
  br i1 %2956, label %6043, label %2957

2957:                                             ; preds = %2953
  %2958 = load i32, ptr %2943, align 8, !tbaa !37
  %2959 = shl i32 %2958, 8
  %2960 = load ptr, ptr %2941, align 8, !tbaa !40
  %2961 = load i8, ptr %2960, align 1, !tbaa !41
  %2962 = zext i8 %2961 to i32
  %2963 = or disjoint i32 %2959, %2962
  store i32 %2963, ptr %2943, align 8, !tbaa !37
  %2964 = add nsw i32 %2955, 8
  store i32 %2964, ptr %2934, align 4, !tbaa !12
  %2965 = getelementptr inbounds i8, ptr %2960, i64 1
  store ptr %2965, ptr %2941, align 8, !tbaa !40
  %2966 = add i32 %2954, -1
  store i32 %2966, ptr %2942, align 8, !tbaa !38
  %2967 = load i32, ptr %2944, align 4, !tbaa !42
  %2968 = add i32 %2967, 1
  store i32 %2968, ptr %2944, align 4, !tbaa !42
  %2969 = icmp eq i32 %2968, 0
  br i1 %2969, label %2970, label %2973

2970:                                             ; preds = %2957
  %2971 = load i32, ptr %2945, align 8, !tbaa !43
  %2972 = add i32 %2971, 1
  store i32 %2972, ptr %2945, align 8, !tbaa !43
  br label %2973

2973:                                             ; preds = %2970, %2957
  %2974 = icmp sgt i32 %2955, -4
  br i1 %2974, label %2947, label %2953

2975:                                             ; preds = %3260, %2947
  %2976 = phi ptr [ %3077, %3260 ], [ %2886, %2947 ]
  %2977 = phi ptr [ %3078, %3260 ], [ %2887, %2947 ]
  %2978 = phi ptr [ %3079, %3260 ], [ %2888, %2947 ]
  %2979 = phi ptr [ %3080, %3260 ], [ %2889, %2947 ]
  %2980 = phi ptr [ %3081, %3260 ], [ %2890, %2947 ]
  %2981 = phi ptr [ %3082, %3260 ], [ %2891, %2947 ]
  %2982 = phi ptr [ %3083, %3260 ], [ %2892, %2947 ]
  %2983 = phi ptr [ %3084, %3260 ], [ %2893, %2947 ]
  %2984 = phi ptr [ %3085, %3260 ], [ %2894, %2947 ]
  %2985 = phi ptr [ %3086, %3260 ], [ %2895, %2947 ]
  %2986 = phi ptr [ %3087, %3260 ], [ %2896, %2947 ]
  %2987 = phi ptr [ %3088, %3260 ], [ %2897, %2947 ]
  %2988 = phi ptr [ %3089, %3260 ], [ %2898, %2947 ]
  %2989 = phi ptr [ %3090, %3260 ], [ %2899, %2947 ]
  %2990 = phi ptr [ %3091, %3260 ], [ %2900, %2947 ]
  %2991 = phi ptr [ %3092, %3260 ], [ %2901, %2947 ]
  %2992 = phi ptr [ %3093, %3260 ], [ %2902, %2947 ]
  %2993 = phi ptr [ %3094, %3260 ], [ %2903, %2947 ]
  %2994 = phi ptr [ %3095, %3260 ], [ %2904, %2947 ]
  %2995 = phi ptr [ %3096, %3260 ], [ %2905, %2947 ]
  %2996 = phi ptr [ %3097, %3260 ], [ %2906, %2947 ]
  %2997 = phi ptr [ %3098, %3260 ], [ %2907, %2947 ]
  %2998 = phi ptr [ %3099, %3260 ], [ %2908, %2947 ]
  %2999 = phi ptr [ %3100, %3260 ], [ %2909, %2947 ]
  %3000 = phi i32 [ %3101, %3260 ], [ %2910, %2947 ]
  %3001 = phi i32 [ %3102, %3260 ], [ %2911, %2947 ]
  %3002 = phi i32 [ %3103, %3260 ], [ %2912, %2947 ]
  %3003 = phi i32 [ %3104, %3260 ], [ %2913, %2947 ]
  %3004 = phi i32 [ %3105, %3260 ], [ %2914, %2947 ]
  %3005 = phi i32 [ %3106, %3260 ], [ %2915, %2947 ]
  %3006 = phi i32 [ %3107, %3260 ], [ %2916, %2947 ]
  %3007 = phi i32 [ %3108, %3260 ], [ %2917, %2947 ]
  %3008 = phi i32 [ %3109, %3260 ], [ %2918, %2947 ]
  %3009 = phi i32 [ %3110, %3260 ], [ %2919, %2947 ]
  %3010 = phi i32 [ %3111, %3260 ], [ %2920, %2947 ]
  %3011 = phi i32 [ %3112, %3260 ], [ %2921, %2947 ]
  %3012 = phi i32 [ %3113, %3260 ], [ %2922, %2947 ]
  %3013 = phi i32 [ %3114, %3260 ], [ %2923, %2947 ]
  %3014 = phi ptr [ %3115, %3260 ], [ %2924, %2947 ]
  %3015 = phi ptr [ %3116, %3260 ], [ %2925, %2947 ]
  %3016 = phi ptr [ %3117, %3260 ], [ %2926, %2947 ]
  %3017 = phi i32 [ %3118, %3260 ], [ %2952, %2947 ]
  %3018 = phi i32 [ %3119, %3260 ], [ %2928, %2947 ]
  %3019 = phi i32 [ %3120, %3260 ], [ %2929, %2947 ]
  %3020 = phi i32 [ %3121, %3260 ], [ %2930, %2947 ]
  %3021 = phi i32 [ %3122, %3260 ], [ %2931, %2947 ]
  %3022 = phi i32 [ %3123, %3260 ], [ %2932, %2947 ]
  %3023 = phi i32 [ %3266, %3260 ], [ 0, %2947 ]
  %3024 = icmp slt i32 %3023, %3020
  br i1 %3024, label %3025, label %3267

3025:                                             ; preds = %2975, %3229
  %3026 = phi ptr [ %3168, %3229 ], [ %2976, %2975 ]
  %3027 = phi ptr [ %3169, %3229 ], [ %2977, %2975 ]
  %3028 = phi ptr [ %3170, %3229 ], [ %2978, %2975 ]
  %3029 = phi ptr [ %3171, %3229 ], [ %2979, %2975 ]
  %3030 = phi ptr [ %3172, %3229 ], [ %2980, %2975 ]
  %3031 = phi ptr [ %3173, %3229 ], [ %2981, %2975 ]
  %3032 = phi ptr [ %3174, %3229 ], [ %2982, %2975 ]
  %3033 = phi ptr [ %3175, %3229 ], [ %2983, %2975 ]
  %3034 = phi ptr [ %3176, %3229 ], [ %2984, %2975 ]
  %3035 = phi ptr [ %3177, %3229 ], [ %2985, %2975 ]
  %3036 = phi ptr [ %3178, %3229 ], [ %2986, %2975 ]
  %3037 = phi ptr [ %3179, %3229 ], [ %2987, %2975 ]
  %3038 = phi ptr [ %3180, %3229 ], [ %2988, %2975 ]
  %3039 = phi ptr [ %3181, %3229 ], [ %2989, %2975 ]
  %3040 = phi ptr [ %3182, %3229 ], [ %2990, %2975 ]
  %3041 = phi ptr [ %3183, %3229 ], [ %2991, %2975 ]
  %3042 = phi ptr [ %3184, %3229 ], [ %2992, %2975 ]
  %3043 = phi ptr [ %3185, %3229 ], [ %2993, %2975 ]
  %3044 = phi ptr [ %3186, %3229 ], [ %2994, %2975 ]
  %3045 = phi ptr [ %3187, %3229 ], [ %2995, %2975 ]
  %3046 = phi ptr [ %3188, %3229 ], [ %2996, %2975 ]
  %3047 = phi ptr [ %3189, %3229 ], [ %2997, %2975 ]
  %3048 = phi ptr [ %3190, %3229 ], [ %2998, %2975 ]
  %3049 = phi ptr [ %3191, %3229 ], [ %2999, %2975 ]
  %3050 = phi i32 [ %3192, %3229 ], [ %3000, %2975 ]
  %3051 = phi i32 [ %3193, %3229 ], [ %3001, %2975 ]
  %3052 = phi i32 [ %3194, %3229 ], [ %3002, %2975 ]
  %3053 = phi i32 [ %3195, %3229 ], [ %3003, %2975 ]
  %3054 = phi i32 [ %3196, %3229 ], [ %3004, %2975 ]
  %3055 = phi i32 [ %3197, %3229 ], [ %3005, %2975 ]
  %3056 = phi i32 [ %3198, %3229 ], [ %3006, %2975 ]
  %3057 = phi i32 [ %3199, %3229 ], [ %3007, %2975 ]
  %3058 = phi i32 [ %3200, %3229 ], [ %3008, %2975 ]
  %3059 = phi i32 [ %3201, %3229 ], [ %3009, %2975 ]
  %3060 = phi i32 [ %3202, %3229 ], [ %3010, %2975 ]
  %3061 = phi i32 [ %3203, %3229 ], [ %3011, %2975 ]
  %3062 = phi i32 [ %3204, %3229 ], [ %3012, %2975 ]
  %3063 = phi i32 [ %3205, %3229 ], [ %3013, %2975 ]
  %3064 = phi ptr [ %3206, %3229 ], [ %3014, %2975 ]
  %3065 = phi ptr [ %3207, %3229 ], [ %3015, %2975 ]
  %3066 = phi ptr [ %3208, %3229 ], [ %3016, %2975 ]
  %3067 = phi i32 [ %3237, %3229 ], [ %3017, %2975 ]
  %3068 = phi i32 [ %3211, %3229 ], [ %3018, %2975 ]
  %3069 = phi i32 [ %3212, %3229 ], [ %3019, %2975 ]
  %3070 = phi i32 [ %3213, %3229 ], [ %3020, %2975 ]
  %3071 = phi i32 [ %3214, %3229 ], [ %3021, %2975 ]
  %3072 = phi i32 [ %3215, %3229 ], [ %3022, %2975 ]
  %3073 = phi i32 [ %3216, %3229 ], [ %3023, %2975 ]
  %3074 = add i32 %3067, -21
  %3075 = icmp ult i32 %3074, -20
  br i1 %3075, label %6043, label %3076

3076:                                             ; preds = %3025, %36
  %3077 = phi ptr [ %3026, %3025 ], [ %106, %36 ]
  %3078 = phi ptr [ %3027, %3025 ], [ %105, %36 ]
  %3079 = phi ptr [ %3028, %3025 ], [ %104, %36 ]
  %3080 = phi ptr [ %3029, %3025 ], [ %103, %36 ]
  %3081 = phi ptr [ %3030, %3025 ], [ %102, %36 ]
  %3082 = phi ptr [ %3031, %3025 ], [ %101, %36 ]
  %3083 = phi ptr [ %3032, %3025 ], [ %100, %36 ]
  %3084 = phi ptr [ %3033, %3025 ], [ %99, %36 ]
  %3085 = phi ptr [ %3034, %3025 ], [ %98, %36 ]
  %3086 = phi ptr [ %3035, %3025 ], [ %97, %36 ]
  %3087 = phi ptr [ %3036, %3025 ], [ %96, %36 ]
  %3088 = phi ptr [ %3037, %3025 ], [ %95, %36 ]
  %3089 = phi ptr [ %3038, %3025 ], [ %94, %36 ]
  %3090 = phi ptr [ %3039, %3025 ], [ %93, %36 ]
  %3091 = phi ptr [ %3040, %3025 ], [ %92, %36 ]
  %3092 = phi ptr [ %3041, %3025 ], [ %91, %36 ]
  %3093 = phi ptr [ %3042, %3025 ], [ %90, %36 ]
  %3094 = phi ptr [ %3043, %3025 ], [ %89, %36 ]
  %3095 = phi ptr [ %3044, %3025 ], [ %88, %36 ]
  %3096 = phi ptr [ %3045, %3025 ], [ %87, %36 ]
  %3097 = phi ptr [ %3046, %3025 ], [ %86, %36 ]
  %3098 = phi ptr [ %3047, %3025 ], [ %85, %36 ]
  %3099 = phi ptr [ %3048, %3025 ], [ %84, %36 ]
  %3100 = phi ptr [ %3049, %3025 ], [ %83, %36 ]
  %3101 = phi i32 [ %3050, %3025 ], [ %48, %36 ]
  %3102 = phi i32 [ %3051, %3025 ], [ %50, %36 ]
  %3103 = phi i32 [ %3052, %3025 ], [ %52, %36 ]
  %3104 = phi i32 [ %3053, %3025 ], [ %54, %36 ]
  %3105 = phi i32 [ %3054, %3025 ], [ %56, %36 ]
  %3106 = phi i32 [ %3055, %3025 ], [ %58, %36 ]
  %3107 = phi i32 [ %3056, %3025 ], [ %60, %36 ]
  %3108 = phi i32 [ %3057, %3025 ], [ %62, %36 ]
  %3109 = phi i32 [ %3058, %3025 ], [ %66, %36 ]
  %3110 = phi i32 [ %3059, %3025 ], [ %68, %36 ]
  %3111 = phi i32 [ %3060, %3025 ], [ %70, %36 ]
  %3112 = phi i32 [ %3061, %3025 ], [ %72, %36 ]
  %3113 = phi i32 [ %3062, %3025 ], [ %74, %36 ]
  %3114 = phi i32 [ %3063, %3025 ], [ %76, %36 ]
  %3115 = phi ptr [ %3064, %3025 ], [ %78, %36 ]
  %3116 = phi ptr [ %3065, %3025 ], [ %80, %36 ]
  %3117 = phi ptr [ %3066, %3025 ], [ %82, %36 ]
  %3118 = phi i32 [ %3067, %3025 ], [ %64, %36 ]
  %3119 = phi i32 [ %3068, %3025 ], [ %46, %36 ]
  %3120 = phi i32 [ %3069, %3025 ], [ %44, %36 ]
  %3121 = phi i32 [ %3070, %3025 ], [ %42, %36 ]
  %3122 = phi i32 [ %3071, %3025 ], [ %40, %36 ]
  %3123 = phi i32 [ %3072, %3025 ], [ %38, %36 ]
  %3124 = phi i32 [ %3073, %3025 ], [ %37, %36 ]
  store i32 34, ptr %4, align 8, !tbaa !11
  %3125 = getelementptr inbounds i8, ptr %0, i64 36
  %3126 = load i32, ptr %3125, align 4, !tbaa !12
  %3127 = icmp sgt i32 %3126, 0
  br i1 %3127, label %3128, label %3131

3128:                                             ; preds = %3076
  %3129 = getelementptr inbounds i8, ptr %0, i64 32
  %3130 = load i32, ptr %3129, align 8, !tbaa !37
  br label %3138

3131:                                             ; preds = %3076
  %3132 = load ptr, ptr %0, align 8, !tbaa !5
  %3133 = getelementptr inbounds i8, ptr %3132, i64 8
  %3134 = getelementptr inbounds i8, ptr %0, i64 32
  %3135 = getelementptr inbounds i8, ptr %3132, i64 12
  %3136 = getelementptr inbounds i8, ptr %3132, i64 16
  %3137 = load i32, ptr %3133, align 8, !tbaa !38
  br label %3145

3138:                                             ; preds = %3165, %3128
  %3139 = phi i32 [ %3130, %3128 ], [ %3155, %3165 ]
  %3140 = phi i32 [ %3126, %3128 ], [ %3156, %3165 ]
  %3141 = add nsw i32 %3140, -1
  store i32 %3141, ptr %3125, align 4, !tbaa !12
  %3142 = shl nuw i32 1, %3141
  %3143 = and i32 %3139, %3142
  %3144 = icmp eq i32 %3143, 0
  br i1 %3144, label %3260, label %3167

3145:                                             ; preds = %3131, %3165
  %3146 = phi i32 [ %3137, %3131 ], [ %3158, %3165 ]
  %3147 = phi i32 [ %3126, %3131 ], [ %3156, %3165 ]
  %3148 = icmp eq i32 %3146, 0
  br i1 %3148, label %6043, label %3149

3149:                                             ; preds = %3145
  %3150 = load i32, ptr %3134, align 8, !tbaa !37
  %3151 = shl i32 %3150, 8
  %3152 = load ptr, ptr %3132, align 8, !tbaa !40
  %3153 = load i8, ptr %3152, align 1, !tbaa !41
  %3154 = zext i8 %3153 to i32
  %3155 = or disjoint i32 %3151, %3154
  store i32 %3155, ptr %3134, align 8, !tbaa !37
  %3156 = add nsw i32 %3147, 8
  store i32 %3156, ptr %3125, align 4, !tbaa !12
  %3157 = getelementptr inbounds i8, ptr %3152, i64 1
  store ptr %3157, ptr %3132, align 8, !tbaa !40
  %3158 = add i32 %3146, -1
  store i32 %3158, ptr %3133, align 8, !tbaa !38
  %3159 = load i32, ptr %3135, align 4, !tbaa !42
  %3160 = add i32 %3159, 1
  store i32 %3160, ptr %3135, align 4, !tbaa !42
  %3161 = icmp eq i32 %3160, 0
  br i1 %3161, label %3162, label %3165

3162:                                             ; preds = %3149
  %3163 = load i32, ptr %3136, align 8, !tbaa !43
  %3164 = add i32 %3163, 1
  store i32 %3164, ptr %3136, align 8, !tbaa !43
  br label %3165

3165:                                             ; preds = %3162, %3149
  %3166 = icmp sgt i32 %3147, -8
  br i1 %3166, label %3138, label %3145

3167:                                             ; preds = %134, %3138
  %3168 = phi ptr [ %106, %134 ], [ %3077, %3138 ]
  %3169 = phi ptr [ %105, %134 ], [ %3078, %3138 ]
  %3170 = phi ptr [ %104, %134 ], [ %3079, %3138 ]
  %3171 = phi ptr [ %103, %134 ], [ %3080, %3138 ]
  %3172 = phi ptr [ %102, %134 ], [ %3081, %3138 ]
  %3173 = phi ptr [ %101, %134 ], [ %3082, %3138 ]
  %3174 = phi ptr [ %100, %134 ], [ %3083, %3138 ]
  %3175 = phi ptr [ %99, %134 ], [ %3084, %3138 ]
  %3176 = phi ptr [ %98, %134 ], [ %3085, %3138 ]
  %3177 = phi ptr [ %97, %134 ], [ %3086, %3138 ]
  %3178 = phi ptr [ %96, %134 ], [ %3087, %3138 ]
  %3179 = phi ptr [ %95, %134 ], [ %3088, %3138 ]
  %3180 = phi ptr [ %94, %134 ], [ %3089, %3138 ]
  %3181 = phi ptr [ %93, %134 ], [ %3090, %3138 ]
  %3182 = phi ptr [ %92, %134 ], [ %3091, %3138 ]
  %3183 = phi ptr [ %91, %134 ], [ %3092, %3138 ]
  %3184 = phi ptr [ %90, %134 ], [ %3093, %3138 ]
  %3185 = phi ptr [ %89, %134 ], [ %3094, %3138 ]
  %3186 = phi ptr [ %88, %134 ], [ %3095, %3138 ]
  %3187 = phi ptr [ %87, %134 ], [ %3096, %3138 ]
  %3188 = phi ptr [ %86, %134 ], [ %3097, %3138 ]
  %3189 = phi ptr [ %85, %134 ], [ %3098, %3138 ]
  %3190 = phi ptr [ %84, %134 ], [ %3099, %3138 ]
  %3191 = phi ptr [ %83, %134 ], [ %3100, %3138 ]
  %3192 = phi i32 [ %48, %134 ], [ %3101, %3138 ]
  %3193 = phi i32 [ %50, %134 ], [ %3102, %3138 ]
  %3194 = phi i32 [ %52, %134 ], [ %3103, %3138 ]
  %3195 = phi i32 [ %54, %134 ], [ %3104, %3138 ]
  %3196 = phi i32 [ %56, %134 ], [ %3105, %3138 ]
  %3197 = phi i32 [ %58, %134 ], [ %3106, %3138 ]
  %3198 = phi i32 [ %60, %134 ], [ %3107, %3138 ]
  %3199 = phi i32 [ %62, %134 ], [ %3108, %3138 ]
  %3200 = phi i32 [ %66, %134 ], [ %3109, %3138 ]
  %3201 = phi i32 [ %68, %134 ], [ %3110, %3138 ]
  %3202 = phi i32 [ %70, %134 ], [ %3111, %3138 ]
  %3203 = phi i32 [ %72, %134 ], [ %3112, %3138 ]
  %3204 = phi i32 [ %74, %134 ], [ %3113, %3138 ]
  %3205 = phi i32 [ %76, %134 ], [ %3114, %3138 ]
  %3206 = phi ptr [ %78, %134 ], [ %3115, %3138 ]
  %3207 = phi ptr [ %80, %134 ], [ %3116, %3138 ]
  %3208 = phi ptr [ %82, %134 ], [ %3117, %3138 ]
  %3209 = phi i32 [ %136, %134 ], [ %3141, %3138 ]
  %3210 = phi i32 [ %64, %134 ], [ %3118, %3138 ]
  %3211 = phi i32 [ %46, %134 ], [ %3119, %3138 ]
  %3212 = phi i32 [ %44, %134 ], [ %3120, %3138 ]
  %3213 = phi i32 [ %42, %134 ], [ %3121, %3138 ]
  %3214 = phi i32 [ %40, %134 ], [ %3122, %3138 ]
  %3215 = phi i32 [ %38, %134 ], [ %3123, %3138 ]
  %3216 = phi i32 [ %37, %134 ], [ %3124, %3138 ]
  store i32 35, ptr %4, align 8, !tbaa !11
  %3217 = getelementptr inbounds i8, ptr %0, i64 36
  %3218 = icmp sgt i32 %3209, 0
  br i1 %3218, label %3219, label %3222

3219:                                             ; preds = %3167
  %3220 = getelementptr inbounds i8, ptr %0, i64 32
  %3221 = load i32, ptr %3220, align 8, !tbaa !37
  br label %3229

3222:                                             ; preds = %3167
  %3223 = load ptr, ptr %0, align 8, !tbaa !5
  %3224 = getelementptr inbounds i8, ptr %3223, i64 8
  %3225 = getelementptr inbounds i8, ptr %0, i64 32
  %3226 = getelementptr inbounds i8, ptr %3223, i64 12
  %3227 = getelementptr inbounds i8, ptr %3223, i64 16
  %3228 = load i32, ptr %3224, align 8, !tbaa !38
  br label %3238

3229:                                             ; preds = %3258, %3219
  %3230 = phi i32 [ %3221, %3219 ], [ %3248, %3258 ]
  %3231 = phi i32 [ %3209, %3219 ], [ %3249, %3258 ]
  %3232 = add nsw i32 %3231, -1
  store i32 %3232, ptr %3217, align 4, !tbaa !12
  %3233 = shl nuw i32 1, %3232
  %3234 = and i32 %3230, %3233
  %3235 = icmp eq i32 %3234, 0
  %3236 = select i1 %3235, i32 1, i32 -1
  %3237 = add nsw i32 %3236, %3210
  br label %3025

3238:                                             ; preds = %3222, %3258
  %3239 = phi i32 [ %3228, %3222 ], [ %3251, %3258 ]
  %3240 = phi i32 [ %3209, %3222 ], [ %3249, %3258 ]
  %3241 = icmp eq i32 %3239, 0
  br i1 %3241, label %6043, label %3242

3242:                                             ; preds = %3238
  %3243 = load i32, ptr %3225, align 8, !tbaa !37
  %3244 = shl i32 %3243, 8
  %3245 = load ptr, ptr %3223, align 8, !tbaa !40
  %3246 = load i8, ptr %3245, align 1, !tbaa !41
  %3247 = zext i8 %3246 to i32
  %3248 = or disjoint i32 %3244, %3247
  store i32 %3248, ptr %3225, align 8, !tbaa !37
  %3249 = add nsw i32 %3240, 8
  store i32 %3249, ptr %3217, align 4, !tbaa !12
  %3250 = getelementptr inbounds i8, ptr %3245, i64 1
  store ptr %3250, ptr %3223, align 8, !tbaa !40
  %3251 = add i32 %3239, -1
  store i32 %3251, ptr %3224, align 8, !tbaa !38
  %3252 = load i32, ptr %3226, align 4, !tbaa !42
  %3253 = add i32 %3252, 1
  store i32 %3253, ptr %3226, align 4, !tbaa !42
  %3254 = icmp eq i32 %3253, 0
  br i1 %3254, label %3255, label %3258

3255:                                             ; preds = %3242
  %3256 = load i32, ptr %3227, align 8, !tbaa !43
  %3257 = add i32 %3256, 1
  store i32 %3257, ptr %3227, align 8, !tbaa !43
  br label %3258

3258:                                             ; preds = %3255, %3242
  %3259 = icmp sgt i32 %3240, -8
  br i1 %3259, label %3229, label %3238

3260:                                             ; preds = %3138
  %3261 = trunc i32 %3118 to i8
  %3262 = getelementptr inbounds i8, ptr %0, i64 43888
  %3263 = sext i32 %3122 to i64
  %3264 = sext i32 %3124 to i64
  %3265 = getelementptr inbounds [6 x [258 x i8]], ptr %3262, i64 0, i64 %3263, i64 %3264
  store i8 %3261, ptr %3265, align 1, !tbaa !41
  %3266 = add nsw i32 %3124, 1
  br label %2975, !llvm.loop !73

3267:                                             ; preds = %2975
  %3268 = add nsw i32 %3021, 1
  br label %2821, !llvm.loop !74

3269:                                             ; preds = %2873, %3310
  %3270 = phi i64 [ 0, %2873 ], [ %3318, %3310 ]
  br i1 %2874, label %3271, label %3310

3271:                                             ; preds = %3269
  br i1 %2882, label %3295, label %3272

3272:                                             ; preds = %3271, %3272
  %3273 = phi i64 [ %3288, %3272 ], [ 0, %3271 ]
  %3274 = phi <4 x i32> [ %3286, %3272 ], [ <i32 32, i32 32, i32 32, i32 32>, %3271 ]
  %3275 = phi <4 x i32> [ %3287, %3272 ], [ <i32 32, i32 32, i32 32, i32 32>, %3271 ]
  %3276 = phi <4 x i32> [ %3284, %3272 ], [ zeroinitializer, %3271 ]
  %3277 = phi <4 x i32> [ %3285, %3272 ], [ zeroinitializer, %3271 ]
  %3278 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270, i64 %3273
  %3279 = getelementptr inbounds i8, ptr %3278, i64 4
  %3280 = load <4 x i8>, ptr %3278, align 1, !tbaa !41
  %3281 = load <4 x i8>, ptr %3279, align 1, !tbaa !41
  %3282 = zext <4 x i8> %3280 to <4 x i32>
  %3283 = zext <4 x i8> %3281 to <4 x i32>
  %3284 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3276, <4 x i32> %3282)
  %3285 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3277, <4 x i32> %3283)
  %3286 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3274, <4 x i32> %3282)
  %3287 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3275, <4 x i32> %3283)
  %3288 = add nuw i64 %3273, 8
  %3289 = icmp eq i64 %3288, %2883
  br i1 %3289, label %3290, label %3272, !llvm.loop !75

3290:                                             ; preds = %3272
  %3291 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3286, <4 x i32> %3287)
  %3292 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %3291)
  %3293 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3284, <4 x i32> %3285)
  %3294 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %3293)
  br i1 %2884, label %3310, label %3295

3295:                                             ; preds = %3290, %3271
  %3296 = phi i64 [ 0, %3271 ], [ %2883, %3290 ]
  %3297 = phi i32 [ 32, %3271 ], [ %3292, %3290 ]
  %3298 = phi i32 [ 0, %3271 ], [ %3294, %3290 ]
  br label %3299

3299:                                             ; preds = %3295, %3299
  %3300 = phi i64 [ %3308, %3299 ], [ %3296, %3295 ]
  %3301 = phi i32 [ %3307, %3299 ], [ %3297, %3295 ]
  %3302 = phi i32 [ %3306, %3299 ], [ %3298, %3295 ]
  %3303 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270, i64 %3300
  %3304 = load i8, ptr %3303, align 1, !tbaa !41
  %3305 = zext i8 %3304 to i32
  %3306 = tail call i32 @llvm.smax.i32(i32 %3302, i32 %3305)
  %3307 = tail call i32 @llvm.smin.i32(i32 %3301, i32 %3305)
  %3308 = add nuw nsw i64 %3300, 1
  %3309 = icmp eq i64 %3308, %2881
  br i1 %3309, label %3310, label %3299, !llvm.loop !76

3310:                                             ; preds = %3299, %3290, %3269
  %3311 = phi i32 [ 0, %3269 ], [ %3294, %3290 ], [ %3306, %3299 ]
  %3312 = phi i32 [ 32, %3269 ], [ %3292, %3290 ], [ %3307, %3299 ]
  %3313 = getelementptr inbounds [6 x [258 x i32]], ptr %2876, i64 0, i64 %3270
  %3314 = getelementptr inbounds [6 x [258 x i32]], ptr %2877, i64 0, i64 %3270
  %3315 = getelementptr inbounds [6 x [258 x i32]], ptr %2878, i64 0, i64 %3270
  %3316 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270
  tail call void @BZ2_hbCreateDecodeTables(ptr noundef nonnull %3313, ptr noundef nonnull %3314, ptr noundef nonnull %3315, ptr noundef nonnull %3316, i32 noundef %3312, i32 noundef %3311, i32 noundef %2866) #7
  %3317 = getelementptr inbounds [6 x i32], ptr %2879, i64 0, i64 %3270
  store i32 %3312, ptr %3317, align 4, !tbaa !77
  %3318 = add nuw nsw i64 %3270, 1
  %3319 = icmp eq i64 %3318, %2880
  br i1 %3319, label %3320, label %3269, !llvm.loop !78

3320:                                             ; preds = %3310, %2871
  %3321 = phi i32 [ 0, %2871 ], [ %2865, %3310 ]
  %3322 = getelementptr inbounds i8, ptr %0, i64 3192
  %3323 = load i32, ptr %3322, align 8, !tbaa !61
  %3324 = getelementptr inbounds i8, ptr %0, i64 40
  %3325 = load i32, ptr %3324, align 8, !tbaa !44
  %3326 = getelementptr inbounds i8, ptr %0, i64 68
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %3326, i8 0, i64 1024, i1 false), !tbaa !77
  %3327 = mul nsw i32 %3325, 100000
  %3328 = getelementptr inbounds i8, ptr %0, i64 3724
  %3329 = getelementptr inbounds i8, ptr %0, i64 7820
  br label %3330

3330:                                             ; preds = %3320, %3330
  %3331 = phi i64 [ 15, %3320 ], [ %3363, %3330 ]
  %3332 = phi i64 [ 4095, %3320 ], [ %3361, %3330 ]
  %3333 = shl nsw i64 %3331, 4
  %3334 = trunc i64 %3333 to i8
  %3335 = or disjoint i8 %3334, 15
  %3336 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3332
  store i8 %3335, ptr %3336, align 1, !tbaa !41
  %3337 = add nsw i64 %3332, -1
  %3338 = trunc i64 %3333 to i8
  %3339 = or disjoint i8 %3338, 14
  %3340 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3337
  store i8 %3339, ptr %3340, align 1, !tbaa !41
  %3341 = add nsw i64 %3332, -2
  %3342 = trunc i64 %3333 to i8
  %3343 = or disjoint i8 %3342, 13
  %3344 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3341
  store i8 %3343, ptr %3344, align 1, !tbaa !41
  %3345 = add nsw i64 %3332, -6
  %3346 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3345
  %3347 = trunc i64 %3333 to i8
  %3348 = insertelement <4 x i8> poison, i8 %3347, i64 0
  %3349 = shufflevector <4 x i8> %3348, <4 x i8> poison, <4 x i32> zeroinitializer
  %3350 = or disjoint <4 x i8> %3349, <i8 9, i8 10, i8 11, i8 12>
  store <4 x i8> %3350, ptr %3346, align 1, !tbaa !41
  %3351 = add nsw i64 %3332, -14
  %3352 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3351
  %3353 = trunc i64 %3333 to i8
  %3354 = insertelement <8 x i8> poison, i8 %3353, i64 0
  %3355 = shufflevector <8 x i8> %3354, <8 x i8> poison, <8 x i32> zeroinitializer
  %3356 = or disjoint <8 x i8> %3355, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>
  store <8 x i8> %3356, ptr %3352, align 1, !tbaa !41
  %3357 = add nsw i64 %3332, -15
  %3358 = trunc i64 %3333 to i8
  %3359 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3357
  store i8 %3358, ptr %3359, align 1, !tbaa !41
  %3360 = trunc nsw i64 %3357 to i32
  %3361 = add nsw i64 %3332, -16
  %3362 = getelementptr inbounds [16 x i32], ptr %3329, i64 0, i64 %3331
  store i32 %3360, ptr %3362, align 4, !tbaa !77
  %3363 = add nsw i64 %3331, -1
  %3364 = icmp eq i64 %3331, 0
  br i1 %3364, label %3365, label %3330, !llvm.loop !79

3365:                                             ; preds = %3330
  %3366 = add nsw i32 %3323, 1
  %3367 = icmp slt i32 %2864, 1
  br i1 %3367, label %6043, label %3368

3368:                                             ; preds = %3365
  %3369 = getelementptr inbounds i8, ptr %0, i64 51628
  %3370 = getelementptr inbounds i8, ptr %0, i64 7884
  %3371 = load i8, ptr %3370, align 1, !tbaa !41
  %3372 = zext i8 %3371 to i64
  %3373 = getelementptr inbounds [6 x [258 x i32]], ptr %3369, i64 0, i64 %3372
  %3374 = getelementptr inbounds i8, ptr %0, i64 57820
  %3375 = getelementptr inbounds [6 x [258 x i32]], ptr %3374, i64 0, i64 %3372
  %3376 = getelementptr inbounds i8, ptr %0, i64 45436
  %3377 = getelementptr inbounds [6 x [258 x i32]], ptr %3376, i64 0, i64 %3372
  %3378 = getelementptr inbounds i8, ptr %0, i64 64012
  %3379 = getelementptr inbounds [6 x i32], ptr %3378, i64 0, i64 %3372
  %3380 = load i32, ptr %3379, align 4, !tbaa !77
  %3381 = zext i8 %3371 to i32
  br label %3382

3382:                                             ; preds = %36, %3368
  %3383 = phi ptr [ %106, %36 ], [ %2822, %3368 ]
  %3384 = phi ptr [ %105, %36 ], [ %2823, %3368 ]
  %3385 = phi ptr [ %104, %36 ], [ %2824, %3368 ]
  %3386 = phi ptr [ %103, %36 ], [ %2825, %3368 ]
  %3387 = phi ptr [ %102, %36 ], [ %2826, %3368 ]
  %3388 = phi ptr [ %101, %36 ], [ %2827, %3368 ]
  %3389 = phi ptr [ %100, %36 ], [ %2828, %3368 ]
  %3390 = phi ptr [ %99, %36 ], [ %2829, %3368 ]
  %3391 = phi ptr [ %98, %36 ], [ %2830, %3368 ]
  %3392 = phi ptr [ %97, %36 ], [ %2831, %3368 ]
  %3393 = phi ptr [ %96, %36 ], [ %2832, %3368 ]
  %3394 = phi ptr [ %95, %36 ], [ %2833, %3368 ]
  %3395 = phi ptr [ %94, %36 ], [ %2834, %3368 ]
  %3396 = phi ptr [ %93, %36 ], [ %2835, %3368 ]
  %3397 = phi ptr [ %92, %36 ], [ %2836, %3368 ]
  %3398 = phi ptr [ %91, %36 ], [ %2837, %3368 ]
  %3399 = phi ptr [ %90, %36 ], [ %2838, %3368 ]
  %3400 = phi ptr [ %89, %36 ], [ %2839, %3368 ]
  %3401 = phi ptr [ %88, %36 ], [ %2840, %3368 ]
  %3402 = phi ptr [ %87, %36 ], [ %2841, %3368 ]
  %3403 = phi ptr [ %86, %36 ], [ %2842, %3368 ]
  %3404 = phi ptr [ %85, %36 ], [ %2843, %3368 ]
  %3405 = phi ptr [ %84, %36 ], [ %2844, %3368 ]
  %3406 = phi ptr [ %83, %36 ], [ %2845, %3368 ]
  %3407 = phi i32 [ %54, %36 ], [ %2849, %3368 ]
  %3408 = phi i32 [ %60, %36 ], [ %2852, %3368 ]
  %3409 = phi i32 [ %62, %36 ], [ %2853, %3368 ]
  %3410 = phi i32 [ %66, %36 ], [ %2854, %3368 ]
  %3411 = phi i32 [ %70, %36 ], [ %2856, %3368 ]
  %3412 = phi i32 [ %72, %36 ], [ %2857, %3368 ]
  %3413 = phi ptr [ %82, %36 ], [ %3375, %3368 ]
  %3414 = phi ptr [ %80, %36 ], [ %3373, %3368 ]
  %3415 = phi ptr [ %78, %36 ], [ %3377, %3368 ]
  %3416 = phi i32 [ %76, %36 ], [ %3380, %3368 ]
  %3417 = phi i32 [ %74, %36 ], [ %3381, %3368 ]
  %3418 = phi i32 [ %68, %36 ], [ %3380, %3368 ]
  %3419 = phi i32 [ %64, %36 ], [ %2863, %3368 ]
  %3420 = phi i32 [ %58, %36 ], [ 0, %3368 ]
  %3421 = phi i32 [ %56, %36 ], [ %3327, %3368 ]
  %3422 = phi i32 [ %52, %36 ], [ 49, %3368 ]
  %3423 = phi i32 [ %50, %36 ], [ 0, %3368 ]
  %3424 = phi i32 [ %48, %36 ], [ %3366, %3368 ]
  %3425 = phi i32 [ %46, %36 ], [ %2864, %3368 ]
  %3426 = phi i32 [ %44, %36 ], [ %2865, %3368 ]
  %3427 = phi i32 [ %42, %36 ], [ %2866, %3368 ]
  %3428 = phi i32 [ %40, %36 ], [ %3321, %3368 ]
  %3429 = phi i32 [ %38, %36 ], [ %2868, %3368 ]
  %3430 = phi i32 [ %37, %36 ], [ 256, %3368 ]
  store i32 36, ptr %4, align 8, !tbaa !11
  %3431 = getelementptr inbounds i8, ptr %0, i64 36
  %3432 = load i32, ptr %3431, align 4, !tbaa !12
  %3433 = icmp slt i32 %3432, %3418
  br i1 %3433, label %3437, label %3434

3434:                                             ; preds = %3382
  %3435 = getelementptr inbounds i8, ptr %0, i64 32
  %3436 = load i32, ptr %3435, align 8, !tbaa !37
  br label %3444

3437:                                             ; preds = %3382
  %3438 = load ptr, ptr %0, align 8, !tbaa !5
  %3439 = getelementptr inbounds i8, ptr %3438, i64 8
  %3440 = getelementptr inbounds i8, ptr %0, i64 32
  %3441 = getelementptr inbounds i8, ptr %3438, i64 12
  %3442 = getelementptr inbounds i8, ptr %3438, i64 16
  %3443 = load i32, ptr %3439, align 8, !tbaa !38
  br label %3452

3444:                                             ; preds = %3472, %3434
  %3445 = phi i32 [ %3436, %3434 ], [ %3462, %3472 ]
  %3446 = phi i32 [ %3432, %3434 ], [ %3463, %3472 ]
  %3447 = sub nsw i32 %3446, %3418
  %3448 = lshr i32 %3445, %3447
  %3449 = shl nsw i32 -1, %3418
  %3450 = xor i32 %3449, -1
  %3451 = and i32 %3448, %3450
  store i32 %3447, ptr %3431, align 4, !tbaa !12
  br label %3474

3452:                                             ; preds = %3437, %3472
  %3453 = phi i32 [ %3443, %3437 ], [ %3465, %3472 ]
  %3454 = phi i32 [ %3432, %3437 ], [ %3463, %3472 ]
  %3455 = icmp eq i32 %3453, 0
  br i1 %3455, label %6043, label %3456

3456:                                             ; preds = %3452
  %3457 = load i32, ptr %3440, align 8, !tbaa !37
  %3458 = shl i32 %3457, 8
  %3459 = load ptr, ptr %3438, align 8, !tbaa !40
  %3460 = load i8, ptr %3459, align 1, !tbaa !41
  %3461 = zext i8 %3460 to i32
  %3462 = or disjoint i32 %3458, %3461
  store i32 %3462, ptr %3440, align 8, !tbaa !37
  %3463 = add nsw i32 %3454, 8
  store i32 %3463, ptr %3431, align 4, !tbaa !12
  %3464 = getelementptr inbounds i8, ptr %3459, i64 1
  store ptr %3464, ptr %3438, align 8, !tbaa !40
  %3465 = add i32 %3453, -1
  store i32 %3465, ptr %3439, align 8, !tbaa !38
  %3466 = load i32, ptr %3441, align 4, !tbaa !42
  %3467 = add i32 %3466, 1
  store i32 %3467, ptr %3441, align 4, !tbaa !42
  %3468 = icmp eq i32 %3467, 0
  br i1 %3468, label %3469, label %3472

3469:                                             ; preds = %3456
  %3470 = load i32, ptr %3442, align 8, !tbaa !43
  %3471 = add i32 %3470, 1
  store i32 %3471, ptr %3442, align 8, !tbaa !43
  br label %3472

3472:                                             ; preds = %3469, %3456
  %3473 = icmp slt i32 %3463, %3418
  br i1 %3473, label %3452, label %3444

3474:                                             ; preds = %3594, %3444
  %3475 = phi ptr [ %3533, %3594 ], [ %3383, %3444 ]
  %3476 = phi ptr [ %3534, %3594 ], [ %3384, %3444 ]
  %3477 = phi ptr [ %3535, %3594 ], [ %3385, %3444 ]
  %3478 = phi ptr [ %3536, %3594 ], [ %3386, %3444 ]
  %3479 = phi ptr [ %3537, %3594 ], [ %3387, %3444 ]
  %3480 = phi ptr [ %3538, %3594 ], [ %3388, %3444 ]
  %3481 = phi ptr [ %3539, %3594 ], [ %3389, %3444 ]
  %3482 = phi ptr [ %3540, %3594 ], [ %3390, %3444 ]
  %3483 = phi ptr [ %3541, %3594 ], [ %3391, %3444 ]
  %3484 = phi ptr [ %3542, %3594 ], [ %3392, %3444 ]
  %3485 = phi ptr [ %3543, %3594 ], [ %3393, %3444 ]
  %3486 = phi ptr [ %3544, %3594 ], [ %3394, %3444 ]
  %3487 = phi ptr [ %3545, %3594 ], [ %3395, %3444 ]
  %3488 = phi ptr [ %3546, %3594 ], [ %3396, %3444 ]
  %3489 = phi ptr [ %3547, %3594 ], [ %3397, %3444 ]
  %3490 = phi ptr [ %3548, %3594 ], [ %3398, %3444 ]
  %3491 = phi ptr [ %3549, %3594 ], [ %3399, %3444 ]
  %3492 = phi ptr [ %3550, %3594 ], [ %3400, %3444 ]
  %3493 = phi ptr [ %3551, %3594 ], [ %3401, %3444 ]
  %3494 = phi ptr [ %3552, %3594 ], [ %3402, %3444 ]
  %3495 = phi ptr [ %3553, %3594 ], [ %3403, %3444 ]
  %3496 = phi ptr [ %3554, %3594 ], [ %3404, %3444 ]
  %3497 = phi ptr [ %3555, %3594 ], [ %3405, %3444 ]
  %3498 = phi ptr [ %3556, %3594 ], [ %3406, %3444 ]
  %3499 = phi i32 [ %3557, %3594 ], [ %3407, %3444 ]
  %3500 = phi i32 [ %3558, %3594 ], [ %3408, %3444 ]
  %3501 = phi i32 [ %3559, %3594 ], [ %3409, %3444 ]
  %3502 = phi i32 [ %3560, %3594 ], [ %3410, %3444 ]
  %3503 = phi i32 [ %3597, %3594 ], [ %3447, %3444 ]
  %3504 = phi ptr [ %3562, %3594 ], [ %3413, %3444 ]
  %3505 = phi ptr [ %3563, %3594 ], [ %3414, %3444 ]
  %3506 = phi ptr [ %3564, %3594 ], [ %3415, %3444 ]
  %3507 = phi i32 [ %3565, %3594 ], [ %3416, %3444 ]
  %3508 = phi i32 [ %3566, %3594 ], [ %3417, %3444 ]
  %3509 = phi i32 [ %3599, %3594 ], [ %3412, %3444 ]
  %3510 = phi i32 [ %3601, %3594 ], [ %3451, %3444 ]
  %3511 = phi i32 [ %3569, %3594 ], [ %3418, %3444 ]
  %3512 = phi i32 [ %3570, %3594 ], [ %3419, %3444 ]
  %3513 = phi i32 [ %3571, %3594 ], [ %3420, %3444 ]
  %3514 = phi i32 [ %3572, %3594 ], [ %3421, %3444 ]
  %3515 = phi i32 [ %3573, %3594 ], [ %3422, %3444 ]
  %3516 = phi i32 [ %3574, %3594 ], [ %3423, %3444 ]
  %3517 = phi i32 [ %3575, %3594 ], [ %3424, %3444 ]
  %3518 = phi i32 [ %3576, %3594 ], [ %3425, %3444 ]
  %3519 = phi i32 [ %3577, %3594 ], [ %3426, %3444 ]
  %3520 = phi i32 [ %3578, %3594 ], [ %3427, %3444 ]
  %3521 = phi i32 [ %3579, %3594 ], [ %3428, %3444 ]
  %3522 = phi i32 [ %3580, %3594 ], [ %3429, %3444 ]
  %3523 = phi i32 [ %3581, %3594 ], [ %3430, %3444 ]
  %3524 = icmp sgt i32 %3511, 20
  br i1 %3524, label %6043, label %3525

3525:                                             ; preds = %3474
  %3526 = sext i32 %3511 to i64
  %3527 = getelementptr inbounds i32, ptr %3506, i64 %3526
  %3528 = load i32, ptr %3527, align 4, !tbaa !77
  %3529 = icmp sgt i32 %3510, %3528
  br i1 %3529, label %3530, label %3624

3530:                                             ; preds = %3525
  %3531 = add nsw i32 %3511, 1
  br label %3532

3532:                                             ; preds = %137, %3530
  %3533 = phi ptr [ %106, %137 ], [ %3475, %3530 ]
  %3534 = phi ptr [ %105, %137 ], [ %3476, %3530 ]
  %3535 = phi ptr [ %104, %137 ], [ %3477, %3530 ]
  %3536 = phi ptr [ %103, %137 ], [ %3478, %3530 ]
  %3537 = phi ptr [ %102, %137 ], [ %3479, %3530 ]
  %3538 = phi ptr [ %101, %137 ], [ %3480, %3530 ]
  %3539 = phi ptr [ %100, %137 ], [ %3481, %3530 ]
  %3540 = phi ptr [ %99, %137 ], [ %3482, %3530 ]
  %3541 = phi ptr [ %98, %137 ], [ %3483, %3530 ]
  %3542 = phi ptr [ %97, %137 ], [ %3484, %3530 ]
  %3543 = phi ptr [ %96, %137 ], [ %3485, %3530 ]
  %3544 = phi ptr [ %95, %137 ], [ %3486, %3530 ]
  %3545 = phi ptr [ %94, %137 ], [ %3487, %3530 ]
  %3546 = phi ptr [ %93, %137 ], [ %3488, %3530 ]
  %3547 = phi ptr [ %92, %137 ], [ %3489, %3530 ]
  %3548 = phi ptr [ %91, %137 ], [ %3490, %3530 ]
  %3549 = phi ptr [ %90, %137 ], [ %3491, %3530 ]
  %3550 = phi ptr [ %89, %137 ], [ %3492, %3530 ]
  %3551 = phi ptr [ %88, %137 ], [ %3493, %3530 ]
  %3552 = phi ptr [ %87, %137 ], [ %3494, %3530 ]
  %3553 = phi ptr [ %86, %137 ], [ %3495, %3530 ]
  %3554 = phi ptr [ %85, %137 ], [ %3496, %3530 ]
  %3555 = phi ptr [ %84, %137 ], [ %3497, %3530 ]
  %3556 = phi ptr [ %83, %137 ], [ %3498, %3530 ]
  %3557 = phi i32 [ %54, %137 ], [ %3499, %3530 ]
  %3558 = phi i32 [ %60, %137 ], [ %3500, %3530 ]
  %3559 = phi i32 [ %62, %137 ], [ %3501, %3530 ]
  %3560 = phi i32 [ %66, %137 ], [ %3502, %3530 ]
  %3561 = phi i32 [ %139, %137 ], [ %3503, %3530 ]
  %3562 = phi ptr [ %82, %137 ], [ %3504, %3530 ]
  %3563 = phi ptr [ %80, %137 ], [ %3505, %3530 ]
  %3564 = phi ptr [ %78, %137 ], [ %3506, %3530 ]
  %3565 = phi i32 [ %76, %137 ], [ %3507, %3530 ]
  %3566 = phi i32 [ %74, %137 ], [ %3508, %3530 ]
  %3567 = phi i32 [ %72, %137 ], [ %3509, %3530 ]
  %3568 = phi i32 [ %70, %137 ], [ %3510, %3530 ]
  %3569 = phi i32 [ %68, %137 ], [ %3531, %3530 ]
  %3570 = phi i32 [ %64, %137 ], [ %3512, %3530 ]
  %3571 = phi i32 [ %58, %137 ], [ %3513, %3530 ]
  %3572 = phi i32 [ %56, %137 ], [ %3514, %3530 ]
  %3573 = phi i32 [ %52, %137 ], [ %3515, %3530 ]
  %3574 = phi i32 [ %50, %137 ], [ %3516, %3530 ]
  %3575 = phi i32 [ %48, %137 ], [ %3517, %3530 ]
  %3576 = phi i32 [ %46, %137 ], [ %3518, %3530 ]
  %3577 = phi i32 [ %44, %137 ], [ %3519, %3530 ]
  %3578 = phi i32 [ %42, %137 ], [ %3520, %3530 ]
  %3579 = phi i32 [ %40, %137 ], [ %3521, %3530 ]
  %3580 = phi i32 [ %38, %137 ], [ %3522, %3530 ]
  %3581 = phi i32 [ %37, %137 ], [ %3523, %3530 ]
  store i32 37, ptr %4, align 8, !tbaa !11
  %3582 = getelementptr inbounds i8, ptr %0, i64 36
  %3583 = icmp sgt i32 %3561, 0
  br i1 %3583, label %3584, label %3587

3584:                                             ; preds = %3532
  %3585 = getelementptr inbounds i8, ptr %0, i64 32
  %3586 = load i32, ptr %3585, align 8, !tbaa !37
  br label %3594

3587:                                             ; preds = %3532
  %3588 = load ptr, ptr %0, align 8, !tbaa !5
  %3589 = getelementptr inbounds i8, ptr %3588, i64 8
  %3590 = getelementptr inbounds i8, ptr %0, i64 32
  %3591 = getelementptr inbounds i8, ptr %3588, i64 12
  %3592 = getelementptr inbounds i8, ptr %3588, i64 16
  %3593 = load i32, ptr %3589, align 8, !tbaa !38
  br label %3602

3594:                                             ; preds = %3622, %3584
  %3595 = phi i32 [ %3586, %3584 ], [ %3612, %3622 ]
  %3596 = phi i32 [ %3561, %3584 ], [ %3613, %3622 ]
  %3597 = add nsw i32 %3596, -1
  %3598 = lshr i32 %3595, %3597
  %3599 = and i32 %3598, 1
  store i32 %3597, ptr %3582, align 4, !tbaa !12
  %3600 = shl i32 %3568, 1
  %3601 = or disjoint i32 %3599, %3600
  br label %3474

3602:                                             ; preds = %3587, %3622
  %3603 = phi i32 [ %3593, %3587 ], [ %3615, %3622 ]
  %3604 = phi i32 [ %3561, %3587 ], [ %3613, %3622 ]
  %3605 = icmp eq i32 %3603, 0
  br i1 %3605, label %6043, label %3606

3606:                                             ; preds = %3602
  %3607 = load i32, ptr %3590, align 8, !tbaa !37
  %3608 = shl i32 %3607, 8
  %3609 = load ptr, ptr %3588, align 8, !tbaa !40
  %3610 = load i8, ptr %3609, align 1, !tbaa !41
  %3611 = zext i8 %3610 to i32
  %3612 = or disjoint i32 %3608, %3611
  store i32 %3612, ptr %3590, align 8, !tbaa !37
  %3613 = add nsw i32 %3604, 8
  store i32 %3613, ptr %3582, align 4, !tbaa !12
  %3614 = getelementptr inbounds i8, ptr %3609, i64 1
  store ptr %3614, ptr %3588, align 8, !tbaa !40
  %3615 = add i32 %3603, -1
  store i32 %3615, ptr %3589, align 8, !tbaa !38
  %3616 = load i32, ptr %3591, align 4, !tbaa !42
  %3617 = add i32 %3616, 1
  store i32 %3617, ptr %3591, align 4, !tbaa !42
  %3618 = icmp eq i32 %3617, 0
  br i1 %3618, label %3619, label %3622

3619:                                             ; preds = %3606
  %3620 = load i32, ptr %3592, align 8, !tbaa !43
  %3621 = add i32 %3620, 1
  store i32 %3621, ptr %3592, align 8, !tbaa !43
  br label %3622

3622:                                             ; preds = %3619, %3606
  %3623 = icmp sgt i32 %3604, -8
  br i1 %3623, label %3594, label %3602

3624:                                             ; preds = %3525
  %3625 = getelementptr inbounds i32, ptr %3505, i64 %3526
  %3626 = load i32, ptr %3625, align 4, !tbaa !77
  %3627 = sub nsw i32 %3510, %3626
  %3628 = icmp ugt i32 %3627, 257
  br i1 %3628, label %6043, label %3629

3629:                                             ; preds = %3624
  %3630 = zext nneg i32 %3627 to i64
  %3631 = getelementptr inbounds i32, ptr %3504, i64 %3630
  %3632 = load i32, ptr %3631, align 4, !tbaa !77
  br label %3633

3633:                                             ; preds = %4049, %4042, %4076, %4078, %4724, %3629
  %3634 = phi ptr [ %4570, %4724 ], [ %3475, %3629 ], [ %3862, %4078 ], [ %3862, %4076 ], [ %3862, %4042 ], [ %3862, %4049 ]
  %3635 = phi ptr [ %4571, %4724 ], [ %3476, %3629 ], [ %3863, %4078 ], [ %3863, %4076 ], [ %3863, %4042 ], [ %3863, %4049 ]
  %3636 = phi ptr [ %4572, %4724 ], [ %3477, %3629 ], [ %3864, %4078 ], [ %3864, %4076 ], [ %3864, %4042 ], [ %3864, %4049 ]
  %3637 = phi ptr [ %4573, %4724 ], [ %3478, %3629 ], [ %3865, %4078 ], [ %3865, %4076 ], [ %3865, %4042 ], [ %3865, %4049 ]
  %3638 = phi ptr [ %4574, %4724 ], [ %3479, %3629 ], [ %3866, %4078 ], [ %3866, %4076 ], [ %3866, %4042 ], [ %3866, %4049 ]
  %3639 = phi ptr [ %4575, %4724 ], [ %3480, %3629 ], [ %3867, %4078 ], [ %3867, %4076 ], [ %3867, %4042 ], [ %3867, %4049 ]
  %3640 = phi ptr [ %4576, %4724 ], [ %3481, %3629 ], [ %3868, %4078 ], [ %3868, %4076 ], [ %3868, %4042 ], [ %3868, %4049 ]
  %3641 = phi ptr [ %4577, %4724 ], [ %3482, %3629 ], [ %3869, %4078 ], [ %3869, %4076 ], [ %3869, %4042 ], [ %3869, %4049 ]
  %3642 = phi ptr [ %4578, %4724 ], [ %3483, %3629 ], [ %3870, %4078 ], [ %3870, %4076 ], [ %3870, %4042 ], [ %3870, %4049 ]
  %3643 = phi ptr [ %4579, %4724 ], [ %3484, %3629 ], [ %3871, %4078 ], [ %3871, %4076 ], [ %3871, %4042 ], [ %3871, %4049 ]
  %3644 = phi ptr [ %4580, %4724 ], [ %3485, %3629 ], [ %3872, %4078 ], [ %3872, %4076 ], [ %3872, %4042 ], [ %3872, %4049 ]
  %3645 = phi ptr [ %4581, %4724 ], [ %3486, %3629 ], [ %3873, %4078 ], [ %3873, %4076 ], [ %3873, %4042 ], [ %3873, %4049 ]
  %3646 = phi ptr [ %4582, %4724 ], [ %3487, %3629 ], [ %3874, %4078 ], [ %3874, %4076 ], [ %3874, %4042 ], [ %3874, %4049 ]
  %3647 = phi ptr [ %4583, %4724 ], [ %3488, %3629 ], [ %3875, %4078 ], [ %3875, %4076 ], [ %3875, %4042 ], [ %3875, %4049 ]
  %3648 = phi ptr [ %4584, %4724 ], [ %3489, %3629 ], [ %3876, %4078 ], [ %3876, %4076 ], [ %3876, %4042 ], [ %3876, %4049 ]
  %3649 = phi ptr [ %4585, %4724 ], [ %3490, %3629 ], [ %3877, %4078 ], [ %3877, %4076 ], [ %3877, %4042 ], [ %3877, %4049 ]
  %3650 = phi ptr [ %4586, %4724 ], [ %3491, %3629 ], [ %3878, %4078 ], [ %3878, %4076 ], [ %3878, %4042 ], [ %3878, %4049 ]
  %3651 = phi ptr [ %4587, %4724 ], [ %3492, %3629 ], [ %3879, %4078 ], [ %3879, %4076 ], [ %3879, %4042 ], [ %3879, %4049 ]
  %3652 = phi ptr [ %4588, %4724 ], [ %3493, %3629 ], [ %3880, %4078 ], [ %3880, %4076 ], [ %3880, %4042 ], [ %3880, %4049 ]
  %3653 = phi ptr [ %4589, %4724 ], [ %3494, %3629 ], [ %3881, %4078 ], [ %3881, %4076 ], [ %3881, %4042 ], [ %3881, %4049 ]
  %3654 = phi ptr [ %4590, %4724 ], [ %3495, %3629 ], [ %3882, %4078 ], [ %3882, %4076 ], [ %3882, %4042 ], [ %3882, %4049 ]
  %3655 = phi ptr [ %4591, %4724 ], [ %3496, %3629 ], [ %3883, %4078 ], [ %3883, %4076 ], [ %3883, %4042 ], [ %3883, %4049 ]
  %3656 = phi ptr [ %4592, %4724 ], [ %3497, %3629 ], [ %3884, %4078 ], [ %3884, %4076 ], [ %3884, %4042 ], [ %3884, %4049 ]
  %3657 = phi ptr [ %4593, %4724 ], [ %3498, %3629 ], [ %3885, %4078 ], [ %3885, %4076 ], [ %3885, %4042 ], [ %3885, %4049 ]
  %3658 = phi i32 [ %4594, %4724 ], [ %3502, %3629 ], [ %3886, %4078 ], [ %3886, %4076 ], [ %3886, %4042 ], [ %3886, %4049 ]
  %3659 = phi ptr [ %4596, %4724 ], [ %3504, %3629 ], [ %3888, %4078 ], [ %3888, %4076 ], [ %3888, %4042 ], [ %3888, %4049 ]
  %3660 = phi ptr [ %4597, %4724 ], [ %3505, %3629 ], [ %3889, %4078 ], [ %3889, %4076 ], [ %3889, %4042 ], [ %3889, %4049 ]
  %3661 = phi ptr [ %4598, %4724 ], [ %3506, %3629 ], [ %3890, %4078 ], [ %3890, %4076 ], [ %3890, %4042 ], [ %3890, %4049 ]
  %3662 = phi i32 [ %4599, %4724 ], [ %3507, %3629 ], [ %3891, %4078 ], [ %3891, %4076 ], [ %3891, %4042 ], [ %3891, %4049 ]
  %3663 = phi i32 [ %4600, %4724 ], [ %3508, %3629 ], [ %3892, %4078 ], [ %3892, %4076 ], [ %3892, %4042 ], [ %3892, %4049 ]
  %3664 = phi i32 [ %4601, %4724 ], [ %3509, %3629 ], [ %3893, %4078 ], [ %3893, %4076 ], [ %3893, %4042 ], [ %3893, %4049 ]
  %3665 = phi i32 [ %4602, %4724 ], [ %3510, %3629 ], [ %3894, %4078 ], [ %3894, %4076 ], [ %3894, %4042 ], [ %3894, %4049 ]
  %3666 = phi i32 [ %4603, %4724 ], [ %3511, %3629 ], [ %3895, %4078 ], [ %3895, %4076 ], [ %3895, %4042 ], [ %3895, %4049 ]
  %3667 = phi i32 [ %4604, %4724 ], [ %3512, %3629 ], [ %3896, %4078 ], [ %3896, %4076 ], [ %3896, %4042 ], [ %3896, %4049 ]
  %3668 = phi i32 [ %4605, %4724 ], [ %3501, %3629 ], [ %3897, %4078 ], [ %3897, %4076 ], [ %3897, %4042 ], [ %3897, %4049 ]
  %3669 = phi i32 [ %4606, %4724 ], [ %3500, %3629 ], [ %4064, %4078 ], [ %4074, %4076 ], [ %4022, %4042 ], [ %4022, %4049 ]
  %3670 = phi i32 [ %4607, %4724 ], [ %3513, %3629 ], [ %4079, %4078 ], [ %4077, %4076 ], [ %3899, %4042 ], [ %3899, %4049 ]
  %3671 = phi i32 [ %4608, %4724 ], [ %3514, %3629 ], [ %3900, %4078 ], [ %3900, %4076 ], [ %3900, %4042 ], [ %3900, %4049 ]
  %3672 = phi i32 [ %4727, %4724 ], [ %3632, %3629 ], [ %4019, %4078 ], [ %4019, %4076 ], [ %4019, %4042 ], [ %4019, %4049 ]
  %3673 = phi i32 [ %4610, %4724 ], [ %3515, %3629 ], [ %3902, %4078 ], [ %3902, %4076 ], [ %3902, %4042 ], [ %3902, %4049 ]
  %3674 = phi i32 [ %4611, %4724 ], [ %3516, %3629 ], [ %3903, %4078 ], [ %3903, %4076 ], [ %3903, %4042 ], [ %3903, %4049 ]
  %3675 = phi i32 [ %4612, %4724 ], [ %3517, %3629 ], [ %3904, %4078 ], [ %3904, %4076 ], [ %3904, %4042 ], [ %3904, %4049 ]
  %3676 = phi i32 [ %4613, %4724 ], [ %3518, %3629 ], [ %3905, %4078 ], [ %3905, %4076 ], [ %3905, %4042 ], [ %3905, %4049 ]
  %3677 = phi i32 [ %4614, %4724 ], [ %3519, %3629 ], [ %3906, %4078 ], [ %3906, %4076 ], [ %3906, %4042 ], [ %3906, %4049 ]
  %3678 = phi i32 [ %4615, %4724 ], [ %3520, %3629 ], [ %3907, %4078 ], [ %3907, %4076 ], [ %3907, %4042 ], [ %3907, %4049 ]
  %3679 = phi i32 [ %4616, %4724 ], [ %3521, %3629 ], [ %3908, %4078 ], [ %3908, %4076 ], [ %3908, %4042 ], [ %3908, %4049 ]
  %3680 = phi i32 [ %4617, %4724 ], [ %3522, %3629 ], [ %3909, %4078 ], [ %3909, %4076 ], [ %3909, %4042 ], [ %3909, %4049 ]
  %3681 = phi i32 [ %4618, %4724 ], [ %3523, %3629 ], [ %3910, %4078 ], [ %3910, %4076 ], [ %3910, %4042 ], [ %3910, %4049 ]
  %3682 = icmp eq i32 %3672, %3675
  br i1 %3682, label %4728, label %3683

3683:                                             ; preds = %3633
  %3684 = icmp ult i32 %3672, 2
  br i1 %3684, label %3685, label %4080

3685:                                             ; preds = %3683, %4016
  %3686 = phi ptr [ %3862, %4016 ], [ %3634, %3683 ]
  %3687 = phi ptr [ %3863, %4016 ], [ %3635, %3683 ]
  %3688 = phi ptr [ %3864, %4016 ], [ %3636, %3683 ]
  %3689 = phi ptr [ %3865, %4016 ], [ %3637, %3683 ]
  %3690 = phi ptr [ %3866, %4016 ], [ %3638, %3683 ]
  %3691 = phi ptr [ %3867, %4016 ], [ %3639, %3683 ]
  %3692 = phi ptr [ %3868, %4016 ], [ %3640, %3683 ]
  %3693 = phi ptr [ %3869, %4016 ], [ %3641, %3683 ]
  %3694 = phi ptr [ %3870, %4016 ], [ %3642, %3683 ]
  %3695 = phi ptr [ %3871, %4016 ], [ %3643, %3683 ]
  %3696 = phi ptr [ %3872, %4016 ], [ %3644, %3683 ]
  %3697 = phi ptr [ %3873, %4016 ], [ %3645, %3683 ]
  %3698 = phi ptr [ %3874, %4016 ], [ %3646, %3683 ]
  %3699 = phi ptr [ %3875, %4016 ], [ %3647, %3683 ]
  %3700 = phi ptr [ %3876, %4016 ], [ %3648, %3683 ]
  %3701 = phi ptr [ %3877, %4016 ], [ %3649, %3683 ]
  %3702 = phi ptr [ %3878, %4016 ], [ %3650, %3683 ]
  %3703 = phi ptr [ %3879, %4016 ], [ %3651, %3683 ]
  %3704 = phi ptr [ %3880, %4016 ], [ %3652, %3683 ]
  %3705 = phi ptr [ %3881, %4016 ], [ %3653, %3683 ]
  %3706 = phi ptr [ %3882, %4016 ], [ %3654, %3683 ]
  %3707 = phi ptr [ %3883, %4016 ], [ %3655, %3683 ]
  %3708 = phi ptr [ %3884, %4016 ], [ %3656, %3683 ]
  %3709 = phi ptr [ %3885, %4016 ], [ %3657, %3683 ]
  %3710 = phi i32 [ %3886, %4016 ], [ %3658, %3683 ]
  %3711 = phi ptr [ %3888, %4016 ], [ %3659, %3683 ]
  %3712 = phi ptr [ %3889, %4016 ], [ %3660, %3683 ]
  %3713 = phi ptr [ %3890, %4016 ], [ %3661, %3683 ]
  %3714 = phi i32 [ %3891, %4016 ], [ %3662, %3683 ]
  %3715 = phi i32 [ %3892, %4016 ], [ %3663, %3683 ]
  %3716 = phi i32 [ %3893, %4016 ], [ %3664, %3683 ]
  %3717 = phi i32 [ %3894, %4016 ], [ %3665, %3683 ]
  %3718 = phi i32 [ %3895, %4016 ], [ %3666, %3683 ]
  %3719 = phi i32 [ %3896, %4016 ], [ %3667, %3683 ]
  %3720 = phi i32 [ %3897, %4016 ], [ 1, %3683 ]
  %3721 = phi i32 [ %3898, %4016 ], [ -1, %3683 ]
  %3722 = phi i32 [ %3899, %4016 ], [ %3670, %3683 ]
  %3723 = phi i32 [ %3900, %4016 ], [ %3671, %3683 ]
  %3724 = phi i32 [ %4019, %4016 ], [ %3672, %3683 ]
  %3725 = phi i32 [ %3902, %4016 ], [ %3673, %3683 ]
  %3726 = phi i32 [ %3903, %4016 ], [ %3674, %3683 ]
  %3727 = phi i32 [ %3904, %4016 ], [ %3675, %3683 ]
  %3728 = phi i32 [ %3905, %4016 ], [ %3676, %3683 ]
  %3729 = phi i32 [ %3906, %4016 ], [ %3677, %3683 ]
  %3730 = phi i32 [ %3907, %4016 ], [ %3678, %3683 ]
  %3731 = phi i32 [ %3908, %4016 ], [ %3679, %3683 ]
  %3732 = phi i32 [ %3909, %4016 ], [ %3680, %3683 ]
  %3733 = phi i32 [ %3910, %4016 ], [ %3681, %3683 ]
  %3734 = icmp sgt i32 %3720, 2097151
  br i1 %3734, label %6043, label %3735

3735:                                             ; preds = %3685
  %3736 = icmp eq i32 %3724, 0
  %3737 = shl nsw i32 %3720, 1
  %3738 = select i1 %3736, i32 %3720, i32 %3737
  %3739 = add nsw i32 %3738, %3721
  %3740 = icmp eq i32 %3725, 0
  br i1 %3740, label %3741, label %3760

3741:                                             ; preds = %3735
  %3742 = add nsw i32 %3726, 1
  %3743 = icmp slt i32 %3742, %3728
  br i1 %3743, label %3744, label %6043

3744:                                             ; preds = %3741
  %3745 = getelementptr inbounds i8, ptr %0, i64 7884
  %3746 = sext i32 %3742 to i64
  %3747 = getelementptr inbounds [18002 x i8], ptr %3745, i64 0, i64 %3746
  %3748 = load i8, ptr %3747, align 1, !tbaa !41
  %3749 = zext i8 %3748 to i32
  %3750 = getelementptr inbounds i8, ptr %0, i64 64012
  %3751 = zext i8 %3748 to i64
  %3752 = getelementptr inbounds [6 x i32], ptr %3750, i64 0, i64 %3751
  %3753 = load i32, ptr %3752, align 4, !tbaa !77
  %3754 = getelementptr inbounds i8, ptr %0, i64 45436
  %3755 = getelementptr inbounds [6 x [258 x i32]], ptr %3754, i64 0, i64 %3751
  %3756 = getelementptr inbounds i8, ptr %0, i64 57820
  %3757 = getelementptr inbounds [6 x [258 x i32]], ptr %3756, i64 0, i64 %3751
  %3758 = getelementptr inbounds i8, ptr %0, i64 51628
  %3759 = getelementptr inbounds [6 x [258 x i32]], ptr %3758, i64 0, i64 %3751
  br label %3760

3760:                                             ; preds = %3744, %3735
  %3761 = phi ptr [ %3757, %3744 ], [ %3711, %3735 ]
  %3762 = phi ptr [ %3759, %3744 ], [ %3712, %3735 ]
  %3763 = phi ptr [ %3755, %3744 ], [ %3713, %3735 ]
  %3764 = phi i32 [ %3753, %3744 ], [ %3714, %3735 ]
  %3765 = phi i32 [ %3749, %3744 ], [ %3715, %3735 ]
  %3766 = phi i32 [ 50, %3744 ], [ %3725, %3735 ]
  %3767 = phi i32 [ %3742, %3744 ], [ %3726, %3735 ]
  %3768 = add nsw i32 %3766, -1
  br label %3769

3769:                                             ; preds = %36, %3760
  %3770 = phi ptr [ %3686, %3760 ], [ %106, %36 ]
  %3771 = phi ptr [ %3687, %3760 ], [ %105, %36 ]
  %3772 = phi ptr [ %3688, %3760 ], [ %104, %36 ]
  %3773 = phi ptr [ %3689, %3760 ], [ %103, %36 ]
  %3774 = phi ptr [ %3690, %3760 ], [ %102, %36 ]
  %3775 = phi ptr [ %3691, %3760 ], [ %101, %36 ]
  %3776 = phi ptr [ %3692, %3760 ], [ %100, %36 ]
  %3777 = phi ptr [ %3693, %3760 ], [ %99, %36 ]
  %3778 = phi ptr [ %3694, %3760 ], [ %98, %36 ]
  %3779 = phi ptr [ %3695, %3760 ], [ %97, %36 ]
  %3780 = phi ptr [ %3696, %3760 ], [ %96, %36 ]
  %3781 = phi ptr [ %3697, %3760 ], [ %95, %36 ]
  %3782 = phi ptr [ %3698, %3760 ], [ %94, %36 ]
  %3783 = phi ptr [ %3699, %3760 ], [ %93, %36 ]
  %3784 = phi ptr [ %3700, %3760 ], [ %92, %36 ]
  %3785 = phi ptr [ %3701, %3760 ], [ %91, %36 ]
  %3786 = phi ptr [ %3702, %3760 ], [ %90, %36 ]
  %3787 = phi ptr [ %3703, %3760 ], [ %89, %36 ]
  %3788 = phi ptr [ %3704, %3760 ], [ %88, %36 ]
  %3789 = phi ptr [ %3705, %3760 ], [ %87, %36 ]
  %3790 = phi ptr [ %3706, %3760 ], [ %86, %36 ]
  %3791 = phi ptr [ %3707, %3760 ], [ %85, %36 ]
  %3792 = phi ptr [ %3708, %3760 ], [ %84, %36 ]
  %3793 = phi ptr [ %3709, %3760 ], [ %83, %36 ]
  %3794 = phi i32 [ %3710, %3760 ], [ %66, %36 ]
  %3795 = phi ptr [ %3761, %3760 ], [ %82, %36 ]
  %3796 = phi ptr [ %3762, %3760 ], [ %80, %36 ]
  %3797 = phi ptr [ %3763, %3760 ], [ %78, %36 ]
  %3798 = phi i32 [ %3764, %3760 ], [ %76, %36 ]
  %3799 = phi i32 [ %3765, %3760 ], [ %74, %36 ]
  %3800 = phi i32 [ %3716, %3760 ], [ %72, %36 ]
  %3801 = phi i32 [ %3717, %3760 ], [ %70, %36 ]
  %3802 = phi i32 [ %3764, %3760 ], [ %68, %36 ]
  %3803 = phi i32 [ %3719, %3760 ], [ %64, %36 ]
  %3804 = phi i32 [ %3737, %3760 ], [ %62, %36 ]
  %3805 = phi i32 [ %3739, %3760 ], [ %60, %36 ]
  %3806 = phi i32 [ %3722, %3760 ], [ %58, %36 ]
  %3807 = phi i32 [ %3723, %3760 ], [ %56, %36 ]
  %3808 = phi i32 [ %3724, %3760 ], [ %54, %36 ]
  %3809 = phi i32 [ %3768, %3760 ], [ %52, %36 ]
  %3810 = phi i32 [ %3767, %3760 ], [ %50, %36 ]
  %3811 = phi i32 [ %3727, %3760 ], [ %48, %36 ]
  %3812 = phi i32 [ %3728, %3760 ], [ %46, %36 ]
  %3813 = phi i32 [ %3729, %3760 ], [ %44, %36 ]
  %3814 = phi i32 [ %3730, %3760 ], [ %42, %36 ]
  %3815 = phi i32 [ %3731, %3760 ], [ %40, %36 ]
  %3816 = phi i32 [ %3732, %3760 ], [ %38, %36 ]
  %3817 = phi i32 [ %3733, %3760 ], [ %37, %36 ]
  store i32 38, ptr %4, align 8, !tbaa !11
  %3818 = getelementptr inbounds i8, ptr %0, i64 36
  %3819 = load i32, ptr %3818, align 4, !tbaa !12
  %3820 = icmp slt i32 %3819, %3802
  br i1 %3820, label %3824, label %3821

3821:                                             ; preds = %3769
  %3822 = getelementptr inbounds i8, ptr %0, i64 32
  %3823 = load i32, ptr %3822, align 8, !tbaa !37
  br label %3831

3824:                                             ; preds = %3769
  %3825 = load ptr, ptr %0, align 8, !tbaa !5
  %3826 = getelementptr inbounds i8, ptr %3825, i64 8
  %3827 = getelementptr inbounds i8, ptr %0, i64 32
  %3828 = getelementptr inbounds i8, ptr %3825, i64 12
  %3829 = getelementptr inbounds i8, ptr %3825, i64 16
  %3830 = load i32, ptr %3826, align 8, !tbaa !38
  br label %3839

3831:                                             ; preds = %3859, %3821
  %3832 = phi i32 [ %3823, %3821 ], [ %3849, %3859 ]
  %3833 = phi i32 [ %3819, %3821 ], [ %3850, %3859 ]
  %3834 = sub nsw i32 %3833, %3802
  %3835 = lshr i32 %3832, %3834
  %3836 = shl nsw i32 -1, %3802
  %3837 = xor i32 %3836, -1
  %3838 = and i32 %3835, %3837
  store i32 %3834, ptr %3818, align 4, !tbaa !12
  br label %3861

3839:                                             ; preds = %3824, %3859
  %3840 = phi i32 [ %3830, %3824 ], [ %3852, %3859 ]
  %3841 = phi i32 [ %3819, %3824 ], [ %3850, %3859 ]
  %3842 = icmp eq i32 %3840, 0
  br i1 %3842, label %6043, label %3843

3843:                                             ; preds = %3839
  %3844 = load i32, ptr %3827, align 8, !tbaa !37
  %3845 = shl i32 %3844, 8
  %3846 = load ptr, ptr %3825, align 8, !tbaa !40
  %3847 = load i8, ptr %3846, align 1, !tbaa !41
  %3848 = zext i8 %3847 to i32
  %3849 = or disjoint i32 %3845, %3848
  store i32 %3849, ptr %3827, align 8, !tbaa !37
  %3850 = add nsw i32 %3841, 8
  store i32 %3850, ptr %3818, align 4, !tbaa !12
  %3851 = getelementptr inbounds i8, ptr %3846, i64 1
  store ptr %3851, ptr %3825, align 8, !tbaa !40
  %3852 = add i32 %3840, -1
  store i32 %3852, ptr %3826, align 8, !tbaa !38
  %3853 = load i32, ptr %3828, align 4, !tbaa !42
  %3854 = add i32 %3853, 1
  store i32 %3854, ptr %3828, align 4, !tbaa !42
  %3855 = icmp eq i32 %3854, 0
  br i1 %3855, label %3856, label %3859

3856:                                             ; preds = %3843
  %3857 = load i32, ptr %3829, align 8, !tbaa !43
  %3858 = add i32 %3857, 1
  store i32 %3858, ptr %3829, align 8, !tbaa !43
  br label %3859

3859:                                             ; preds = %3856, %3843
  %3860 = icmp slt i32 %3850, %3802
  br i1 %3860, label %3839, label %3831

3861:                                             ; preds = %3981, %3831
  %3862 = phi ptr [ %3770, %3831 ], [ %3920, %3981 ]
  %3863 = phi ptr [ %3771, %3831 ], [ %3921, %3981 ]
  %3864 = phi ptr [ %3772, %3831 ], [ %3922, %3981 ]
  %3865 = phi ptr [ %3773, %3831 ], [ %3923, %3981 ]
  %3866 = phi ptr [ %3774, %3831 ], [ %3924, %3981 ]
  %3867 = phi ptr [ %3775, %3831 ], [ %3925, %3981 ]
  %3868 = phi ptr [ %3776, %3831 ], [ %3926, %3981 ]
  %3869 = phi ptr [ %3777, %3831 ], [ %3927, %3981 ]
  %3870 = phi ptr [ %3778, %3831 ], [ %3928, %3981 ]
  %3871 = phi ptr [ %3779, %3831 ], [ %3929, %3981 ]
  %3872 = phi ptr [ %3780, %3831 ], [ %3930, %3981 ]
  %3873 = phi ptr [ %3781, %3831 ], [ %3931, %3981 ]
  %3874 = phi ptr [ %3782, %3831 ], [ %3932, %3981 ]
  %3875 = phi ptr [ %3783, %3831 ], [ %3933, %3981 ]
  %3876 = phi ptr [ %3784, %3831 ], [ %3934, %3981 ]
  %3877 = phi ptr [ %3785, %3831 ], [ %3935, %3981 ]
  %3878 = phi ptr [ %3786, %3831 ], [ %3936, %3981 ]
  %3879 = phi ptr [ %3787, %3831 ], [ %3937, %3981 ]
  %3880 = phi ptr [ %3788, %3831 ], [ %3938, %3981 ]
  %3881 = phi ptr [ %3789, %3831 ], [ %3939, %3981 ]
  %3882 = phi ptr [ %3790, %3831 ], [ %3940, %3981 ]
  %3883 = phi ptr [ %3791, %3831 ], [ %3941, %3981 ]
  %3884 = phi ptr [ %3792, %3831 ], [ %3942, %3981 ]
  %3885 = phi ptr [ %3793, %3831 ], [ %3943, %3981 ]
  %3886 = phi i32 [ %3794, %3831 ], [ %3944, %3981 ]
  %3887 = phi i32 [ %3834, %3831 ], [ %3984, %3981 ]
  %3888 = phi ptr [ %3795, %3831 ], [ %3946, %3981 ]
  %3889 = phi ptr [ %3796, %3831 ], [ %3947, %3981 ]
  %3890 = phi ptr [ %3797, %3831 ], [ %3948, %3981 ]
  %3891 = phi i32 [ %3798, %3831 ], [ %3949, %3981 ]
  %3892 = phi i32 [ %3799, %3831 ], [ %3950, %3981 ]
  %3893 = phi i32 [ %3800, %3831 ], [ %3986, %3981 ]
  %3894 = phi i32 [ %3838, %3831 ], [ %3988, %3981 ]
  %3895 = phi i32 [ %3802, %3831 ], [ %3953, %3981 ]
  %3896 = phi i32 [ %3803, %3831 ], [ %3954, %3981 ]
  %3897 = phi i32 [ %3804, %3831 ], [ %3955, %3981 ]
  %3898 = phi i32 [ %3805, %3831 ], [ %3956, %3981 ]
  %3899 = phi i32 [ %3806, %3831 ], [ %3957, %3981 ]
  %3900 = phi i32 [ %3807, %3831 ], [ %3958, %3981 ]
  %3901 = phi i32 [ %3808, %3831 ], [ %3959, %3981 ]
  %3902 = phi i32 [ %3809, %3831 ], [ %3960, %3981 ]
  %3903 = phi i32 [ %3810, %3831 ], [ %3961, %3981 ]
  %3904 = phi i32 [ %3811, %3831 ], [ %3962, %3981 ]
  %3905 = phi i32 [ %3812, %3831 ], [ %3963, %3981 ]
  %3906 = phi i32 [ %3813, %3831 ], [ %3964, %3981 ]
  %3907 = phi i32 [ %3814, %3831 ], [ %3965, %3981 ]
  %3908 = phi i32 [ %3815, %3831 ], [ %3966, %3981 ]
  %3909 = phi i32 [ %3816, %3831 ], [ %3967, %3981 ]
  %3910 = phi i32 [ %3817, %3831 ], [ %3968, %3981 ]
  %3911 = icmp sgt i32 %3895, 20
  br i1 %3911, label %6043, label %3912

3912:                                             ; preds = %3861
  %3913 = sext i32 %3895 to i64
  %3914 = getelementptr inbounds i32, ptr %3890, i64 %3913
  %3915 = load i32, ptr %3914, align 4, !tbaa !77
  %3916 = icmp sgt i32 %3894, %3915
  br i1 %3916, label %3917, label %4011

3917:                                             ; preds = %3912
  %3918 = add nsw i32 %3895, 1
  br label %3919

3919:                                             ; preds = %140, %3917
  %3920 = phi ptr [ %3862, %3917 ], [ %106, %140 ]
  %3921 = phi ptr [ %3863, %3917 ], [ %105, %140 ]
  %3922 = phi ptr [ %3864, %3917 ], [ %104, %140 ]
  %3923 = phi ptr [ %3865, %3917 ], [ %103, %140 ]
  %3924 = phi ptr [ %3866, %3917 ], [ %102, %140 ]
  %3925 = phi ptr [ %3867, %3917 ], [ %101, %140 ]
  %3926 = phi ptr [ %3868, %3917 ], [ %100, %140 ]
  %3927 = phi ptr [ %3869, %3917 ], [ %99, %140 ]
  %3928 = phi ptr [ %3870, %3917 ], [ %98, %140 ]
  %3929 = phi ptr [ %3871, %3917 ], [ %97, %140 ]
  %3930 = phi ptr [ %3872, %3917 ], [ %96, %140 ]
  %3931 = phi ptr [ %3873, %3917 ], [ %95, %140 ]
  %3932 = phi ptr [ %3874, %3917 ], [ %94, %140 ]
  %3933 = phi ptr [ %3875, %3917 ], [ %93, %140 ]
  %3934 = phi ptr [ %3876, %3917 ], [ %92, %140 ]
  %3935 = phi ptr [ %3877, %3917 ], [ %91, %140 ]
  %3936 = phi ptr [ %3878, %3917 ], [ %90, %140 ]
  %3937 = phi ptr [ %3879, %3917 ], [ %89, %140 ]
  %3938 = phi ptr [ %3880, %3917 ], [ %88, %140 ]
  %3939 = phi ptr [ %3881, %3917 ], [ %87, %140 ]
  %3940 = phi ptr [ %3882, %3917 ], [ %86, %140 ]
  %3941 = phi ptr [ %3883, %3917 ], [ %85, %140 ]
  %3942 = phi ptr [ %3884, %3917 ], [ %84, %140 ]
  %3943 = phi ptr [ %3885, %3917 ], [ %83, %140 ]
  %3944 = phi i32 [ %3886, %3917 ], [ %66, %140 ]
  %3945 = phi i32 [ %3887, %3917 ], [ %142, %140 ]
  %3946 = phi ptr [ %3888, %3917 ], [ %82, %140 ]
  %3947 = phi ptr [ %3889, %3917 ], [ %80, %140 ]
  %3948 = phi ptr [ %3890, %3917 ], [ %78, %140 ]
  %3949 = phi i32 [ %3891, %3917 ], [ %76, %140 ]
  %3950 = phi i32 [ %3892, %3917 ], [ %74, %140 ]
  %3951 = phi i32 [ %3893, %3917 ], [ %72, %140 ]
  %3952 = phi i32 [ %3894, %3917 ], [ %70, %140 ]
  %3953 = phi i32 [ %3918, %3917 ], [ %68, %140 ]
  %3954 = phi i32 [ %3896, %3917 ], [ %64, %140 ]
  %3955 = phi i32 [ %3897, %3917 ], [ %62, %140 ]
  %3956 = phi i32 [ %3898, %3917 ], [ %60, %140 ]
  %3957 = phi i32 [ %3899, %3917 ], [ %58, %140 ]
  %3958 = phi i32 [ %3900, %3917 ], [ %56, %140 ]
  %3959 = phi i32 [ %3901, %3917 ], [ %54, %140 ]
  %3960 = phi i32 [ %3902, %3917 ], [ %52, %140 ]
  %3961 = phi i32 [ %3903, %3917 ], [ %50, %140 ]
  %3962 = phi i32 [ %3904, %3917 ], [ %48, %140 ]
  %3963 = phi i32 [ %3905, %3917 ], [ %46, %140 ]
  %3964 = phi i32 [ %3906, %3917 ], [ %44, %140 ]
  %3965 = phi i32 [ %3907, %3917 ], [ %42, %140 ]
  %3966 = phi i32 [ %3908, %3917 ], [ %40, %140 ]
  %3967 = phi i32 [ %3909, %3917 ], [ %38, %140 ]
  %3968 = phi i32 [ %3910, %3917 ], [ %37, %140 ]
  store i32 39, ptr %4, align 8, !tbaa !11
  %3969 = getelementptr inbounds i8, ptr %0, i64 36
  %3970 = icmp sgt i32 %3945, 0
  br i1 %3970, label %3971, label %3974

3971:                                             ; preds = %3919
  %3972 = getelementptr inbounds i8, ptr %0, i64 32
  %3973 = load i32, ptr %3972, align 8, !tbaa !37
  br label %3981

3974:                                             ; preds = %3919
  %3975 = load ptr, ptr %0, align 8, !tbaa !5
  %3976 = getelementptr inbounds i8, ptr %3975, i64 8
  %3977 = getelementptr inbounds i8, ptr %0, i64 32
  %3978 = getelementptr inbounds i8, ptr %3975, i64 12
  %3979 = getelementptr inbounds i8, ptr %3975, i64 16
  %3980 = load i32, ptr %3976, align 8, !tbaa !38
  br label %3989

3981:                                             ; preds = %4009, %3971
  %3982 = phi i32 [ %3973, %3971 ], [ %3999, %4009 ]
  %3983 = phi i32 [ %3945, %3971 ], [ %4000, %4009 ]
  %3984 = add nsw i32 %3983, -1
  %3985 = lshr i32 %3982, %3984
  %3986 = and i32 %3985, 1
  store i32 %3984, ptr %3969, align 4, !tbaa !12
  %3987 = shl i32 %3952, 1
  %3988 = or disjoint i32 %3986, %3987
  br label %3861

3989:                                             ; preds = %3974, %4009
  %3990 = phi i32 [ %3980, %3974 ], [ %4002, %4009 ]
  %3991 = phi i32 [ %3945, %3974 ], [ %4000, %4009 ]
  %3992 = icmp eq i32 %3990, 0
  br i1 %3992, label %6043, label %3993

3993:                                             ; preds = %3989
  %3994 = load i32, ptr %3977, align 8, !tbaa !37
  %3995 = shl i32 %3994, 8
  %3996 = load ptr, ptr %3975, align 8, !tbaa !40
  %3997 = load i8, ptr %3996, align 1, !tbaa !41
  %3998 = zext i8 %3997 to i32
  %3999 = or disjoint i32 %3995, %3998
  store i32 %3999, ptr %3977, align 8, !tbaa !37
  %4000 = add nsw i32 %3991, 8
  store i32 %4000, ptr %3969, align 4, !tbaa !12
  %4001 = getelementptr inbounds i8, ptr %3996, i64 1
  store ptr %4001, ptr %3975, align 8, !tbaa !40
  %4002 = add i32 %3990, -1
  store i32 %4002, ptr %3976, align 8, !tbaa !38
  %4003 = load i32, ptr %3978, align 4, !tbaa !42
  %4004 = add i32 %4003, 1
  store i32 %4004, ptr %3978, align 4, !tbaa !42
  %4005 = icmp eq i32 %4004, 0
  br i1 %4005, label %4006, label %4009

4006:                                             ; preds = %3993
  %4007 = load i32, ptr %3979, align 8, !tbaa !43
  %4008 = add i32 %4007, 1
  store i32 %4008, ptr %3979, align 8, !tbaa !43
  br label %4009

4009:                                             ; preds = %4006, %3993
  %4010 = icmp sgt i32 %3991, -8
  br i1 %4010, label %3981, label %3989

4011:                                             ; preds = %3912
  %4012 = getelementptr inbounds i32, ptr %3889, i64 %3913
  %4013 = load i32, ptr %4012, align 4, !tbaa !77
  %4014 = sub nsw i32 %3894, %4013
  %4015 = icmp ugt i32 %4014, 257
  br i1 %4015, label %6043, label %4016

4016:                                             ; preds = %4011
  %4017 = zext nneg i32 %4014 to i64
  %4018 = getelementptr inbounds i32, ptr %3888, i64 %4017
  %4019 = load i32, ptr %4018, align 4, !tbaa !77
  %4020 = icmp ult i32 %4019, 2
  br i1 %4020, label %3685, label %4021, !llvm.loop !80

4021:                                             ; preds = %4016
  %4022 = add nsw i32 %3898, 1
  %4023 = getelementptr inbounds i8, ptr %0, i64 3468
  %4024 = getelementptr inbounds i8, ptr %0, i64 3724
  %4025 = getelementptr inbounds i8, ptr %0, i64 7820
  %4026 = load i32, ptr %4025, align 4, !tbaa !77
  %4027 = sext i32 %4026 to i64
  %4028 = getelementptr inbounds [4096 x i8], ptr %4024, i64 0, i64 %4027
  %4029 = load i8, ptr %4028, align 1, !tbaa !41
  %4030 = zext i8 %4029 to i64
  %4031 = getelementptr inbounds [256 x i8], ptr %4023, i64 0, i64 %4030
  %4032 = load i8, ptr %4031, align 1, !tbaa !41
  %4033 = getelementptr inbounds i8, ptr %0, i64 68
  %4034 = zext i8 %4032 to i64
  %4035 = getelementptr inbounds [256 x i32], ptr %4033, i64 0, i64 %4034
  %4036 = load i32, ptr %4035, align 4, !tbaa !77
  %4037 = add nsw i32 %4036, %4022
  store i32 %4037, ptr %4035, align 4, !tbaa !77
  %4038 = getelementptr inbounds i8, ptr %0, i64 44
  %4039 = load i8, ptr %4038, align 4, !tbaa !45
  %4040 = icmp eq i8 %4039, 0
  %4041 = icmp sgt i32 %3898, -1
  br i1 %4040, label %4049, label %4042

4042:                                             ; preds = %4021
  br i1 %4041, label %4043, label %3633

4043:                                             ; preds = %4042
  %4044 = zext i8 %4032 to i16
  %4045 = getelementptr inbounds i8, ptr %0, i64 3160
  %4046 = sext i32 %3899 to i64
  %4047 = call i32 @llvm.smax.i32(i32 %3899, i32 %3900)
  %4048 = sext i32 %4047 to i64
  br label %4056

4049:                                             ; preds = %4021
  br i1 %4041, label %4050, label %3633

4050:                                             ; preds = %4049
  %4051 = zext i8 %4032 to i32
  %4052 = getelementptr inbounds i8, ptr %0, i64 3152
  %4053 = sext i32 %3899 to i64
  %4054 = call i32 @llvm.smax.i32(i32 %3899, i32 %3900)
  %4055 = sext i32 %4054 to i64
  br label %4066

4056:                                             ; preds = %4043, %4060
  %4057 = phi i64 [ %4046, %4043 ], [ %4063, %4060 ]
  %4058 = phi i32 [ %4022, %4043 ], [ %4064, %4060 ]
  %4059 = icmp eq i64 %4057, %4048
  br i1 %4059, label %6043, label %4060

4060:                                             ; preds = %4056
  %4061 = load ptr, ptr %4045, align 8, !tbaa !48
  %4062 = getelementptr inbounds i16, ptr %4061, i64 %4057
  store i16 %4044, ptr %4062, align 2, !tbaa !81
  %4063 = add nsw i64 %4057, 1
  %4064 = add nsw i32 %4058, -1
  %4065 = icmp sgt i32 %4058, 1
  br i1 %4065, label %4056, label %4078, !llvm.loop !83

4066:                                             ; preds = %4050, %4070
  %4067 = phi i64 [ %4053, %4050 ], [ %4073, %4070 ]
  %4068 = phi i32 [ %4022, %4050 ], [ %4074, %4070 ]
  %4069 = icmp eq i64 %4067, %4055
  br i1 %4069, label %6043, label %4070

4070:                                             ; preds = %4066
  %4071 = load ptr, ptr %4052, align 8, !tbaa !50
  %4072 = getelementptr inbounds i32, ptr %4071, i64 %4067
  store i32 %4051, ptr %4072, align 4, !tbaa !77
  %4073 = add nsw i64 %4067, 1
  %4074 = add nsw i32 %4068, -1
  %4075 = icmp sgt i32 %4068, 1
  br i1 %4075, label %4066, label %4076, !llvm.loop !84

4076:                                             ; preds = %4070
  %4077 = trunc nsw i64 %4073 to i32
  br label %3633

4078:                                             ; preds = %4060
  %4079 = trunc nsw i64 %4063 to i32
  br label %3633

4080:                                             ; preds = %3683
  %4081 = icmp slt i32 %3670, %3671
  br i1 %4081, label %4082, label %6043

4082:                                             ; preds = %4080
  %4083 = add i32 %3672, -1
  %4084 = icmp ult i32 %3672, 17
  br i1 %4084, label %4085, label %4250

4085:                                             ; preds = %4082
  %4086 = getelementptr inbounds i8, ptr %0, i64 7820
  %4087 = load i32, ptr %4086, align 4, !tbaa !77
  %4088 = getelementptr inbounds i8, ptr %0, i64 3724
  %4089 = add i32 %4087, %4083
  %4090 = zext i32 %4089 to i64
  %4091 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4090
  %4092 = load i8, ptr %4091, align 1, !tbaa !41
  %4093 = icmp ugt i32 %4083, 3
  br i1 %4093, label %4094, label %4098

4094:                                             ; preds = %4085
  %4095 = zext nneg i32 %4083 to i64
  br label %4200

4096:                                             ; preds = %4200
  %4097 = icmp eq i32 %4223, 0
  br i1 %4097, label %4247, label %4098

4098:                                             ; preds = %4085, %4096
  %4099 = phi i32 [ %4223, %4096 ], [ %4083, %4085 ]
  %4100 = zext nneg i32 %4099 to i64
  %4101 = add nsw i32 %4099, -1
  %4102 = zext i32 %4101 to i64
  %4103 = add nuw nsw i64 %4102, 1
  %4104 = icmp ult i32 %4101, 7
  br i1 %4104, label %4161, label %4105

4105:                                             ; preds = %4098
  %4106 = add nsw i32 %4099, -1
  %4107 = add i32 %4099, %4087
  %4108 = icmp ugt i32 %4106, %4107
  %4109 = add i32 %4099, %4087
  %4110 = add i32 %4109, -1
  %4111 = icmp ugt i32 %4087, %4110
  %4112 = zext i32 %4107 to i64
  %4113 = getelementptr i8, ptr %0, i64 %4112
  %4114 = getelementptr i8, ptr %4113, i64 3724
  %4115 = zext i32 %4106 to i64
  %4116 = sub nsw i64 0, %4115
  %4117 = getelementptr i8, ptr %4114, i64 %4116
  %4118 = icmp ugt ptr %4117, %4114
  %4119 = zext i32 %4110 to i64
  %4120 = getelementptr i8, ptr %0, i64 %4119
  %4121 = getelementptr i8, ptr %4120, i64 3724
  %4122 = zext i32 %4106 to i64
  %4123 = sub nsw i64 0, %4122
  %4124 = getelementptr i8, ptr %4121, i64 %4123
  %4125 = icmp ugt ptr %4124, %4121
  %4126 = or i1 %4108, %4111
  %4127 = or i1 %4126, %4118
  %4128 = or i1 %4127, %4125
  br i1 %4128, label %4161, label %4129

4129:                                             ; preds = %4105
  %4130 = add i32 %4099, %4087
  %4131 = add i32 %4130, -1
  %4132 = zext i32 %4131 to i64
  %4133 = zext i32 %4130 to i64
  %4134 = sub nsw i64 %4132, %4133
  %4135 = icmp ult i64 %4134, 16
  br i1 %4135, label %4161, label %4136

4136:                                             ; preds = %4129
  %4137 = icmp ult i32 %4101, 15
  br i1 %4137, label %4179, label %4138

4138:                                             ; preds = %4136
  %4139 = and i64 %4103, 8589934576
  %4140 = getelementptr i8, ptr %4088, i64 -15
  %4141 = getelementptr i8, ptr %4088, i64 -15
  br label %4142

4142:                                             ; preds = %4142, %4138
  %4143 = phi i64 [ 0, %4138 ], [ %4153, %4142 ]
  %4144 = trunc i64 %4143 to i32
  %4145 = sub i32 %4099, %4144
  %4146 = add i32 %4087, %4145
  %4147 = add i32 %4146, -1
  %4148 = zext i32 %4147 to i64
  %4149 = getelementptr [4096 x i8], ptr %4140, i64 0, i64 %4148
  %4150 = load <16 x i8>, ptr %4149, align 1, !tbaa !41
  %4151 = zext i32 %4146 to i64
  %4152 = getelementptr [4096 x i8], ptr %4141, i64 0, i64 %4151
  store <16 x i8> %4150, ptr %4152, align 1, !tbaa !41
  %4153 = add nuw i64 %4143, 16
  %4154 = icmp eq i64 %4153, %4139
  br i1 %4154, label %4155, label %4142, !llvm.loop !85

4155:                                             ; preds = %4142
  %4156 = icmp eq i64 %4103, %4139
  br i1 %4156, label %4247, label %4157

4157:                                             ; preds = %4155
  %4158 = sub nsw i64 %4100, %4139
  %4159 = and i64 %4103, 8
  %4160 = icmp eq i64 %4159, 0
  br i1 %4160, label %4161, label %4179

4161:                                             ; preds = %4198, %4129, %4105, %4098, %4157
  %4162 = phi i64 [ %4100, %4098 ], [ %4100, %4129 ], [ %4100, %4105 ], [ %4158, %4157 ], [ %4182, %4198 ]
  %4163 = trunc i64 %4162 to i32
  %4164 = and i32 %4163, 1
  %4165 = icmp eq i32 %4164, 0
  br i1 %4165, label %4176, label %4166

4166:                                             ; preds = %4161
  %4167 = trunc nuw i64 %4162 to i32
  %4168 = add i32 %4087, %4167
  %4169 = add i32 %4168, -1
  %4170 = zext i32 %4169 to i64
  %4171 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4170
  %4172 = load i8, ptr %4171, align 1, !tbaa !41
  %4173 = zext i32 %4168 to i64
  %4174 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4173
  store i8 %4172, ptr %4174, align 1, !tbaa !41
  %4175 = add nsw i64 %4162, -1
  br label %4176

4176:                                             ; preds = %4166, %4161
  %4177 = phi i64 [ %4162, %4161 ], [ %4175, %4166 ]
  %4178 = icmp eq i32 %4163, 1
  br i1 %4178, label %4247, label %4225

4179:                                             ; preds = %4136, %4157
  %4180 = phi i64 [ %4139, %4157 ], [ 0, %4136 ]
  %4181 = and i64 %4103, 8589934584
  %4182 = sub nsw i64 %4100, %4181
  %4183 = getelementptr i8, ptr %4088, i64 -7
  %4184 = getelementptr i8, ptr %4088, i64 -7
  br label %4185

4185:                                             ; preds = %4185, %4179
  %4186 = phi i64 [ %4180, %4179 ], [ %4196, %4185 ]
  %4187 = trunc i64 %4186 to i32
  %4188 = sub i32 %4099, %4187
  %4189 = add i32 %4087, %4188
  %4190 = add i32 %4189, -1
  %4191 = zext i32 %4190 to i64
  %4192 = getelementptr [4096 x i8], ptr %4183, i64 0, i64 %4191
  %4193 = load <8 x i8>, ptr %4192, align 1, !tbaa !41
  %4194 = zext i32 %4189 to i64
  %4195 = getelementptr [4096 x i8], ptr %4184, i64 0, i64 %4194
  store <8 x i8> %4193, ptr %4195, align 1, !tbaa !41
  %4196 = add nuw i64 %4186, 8
  %4197 = icmp eq i64 %4196, %4181
  br i1 %4197, label %4198, label %4185, !llvm.loop !86

4198:                                             ; preds = %4185
  %4199 = icmp eq i64 %4103, %4181
  br i1 %4199, label %4247, label %4161

4200:                                             ; preds = %4094, %4200
  %4201 = phi i64 [ %4095, %4094 ], [ %4222, %4200 ]
  %4202 = trunc i64 %4201 to i32
  %4203 = add i32 %4087, %4202
  %4204 = add nsw i32 %4203, -1
  %4205 = sext i32 %4204 to i64
  %4206 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4205
  %4207 = load i8, ptr %4206, align 1, !tbaa !41
  %4208 = sext i32 %4203 to i64
  %4209 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4208
  store i8 %4207, ptr %4209, align 1, !tbaa !41
  %4210 = add nsw i32 %4203, -2
  %4211 = sext i32 %4210 to i64
  %4212 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4211
  %4213 = load i8, ptr %4212, align 1, !tbaa !41
  store i8 %4213, ptr %4206, align 1, !tbaa !41
  %4214 = add nsw i32 %4203, -3
  %4215 = sext i32 %4214 to i64
  %4216 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4215
  %4217 = load i8, ptr %4216, align 1, !tbaa !41
  store i8 %4217, ptr %4212, align 1, !tbaa !41
  %4218 = add nsw i32 %4203, -4
  %4219 = sext i32 %4218 to i64
  %4220 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4219
  %4221 = load i8, ptr %4220, align 1, !tbaa !41
  store i8 %4221, ptr %4216, align 1, !tbaa !41
  %4222 = add i64 %4201, -4
  %4223 = trunc i64 %4222 to i32
  %4224 = icmp ugt i32 %4223, 3
  br i1 %4224, label %4200, label %4096, !llvm.loop !87

4225:                                             ; preds = %4176, %4225
  %4226 = phi i64 [ %4244, %4225 ], [ %4177, %4176 ]
  %4227 = trunc nuw i64 %4226 to i32
  %4228 = add i32 %4087, %4227
  %4229 = add i32 %4228, -1
  %4230 = zext i32 %4229 to i64
  %4231 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4230
  %4232 = load i8, ptr %4231, align 1, !tbaa !41
  %4233 = zext i32 %4228 to i64
  %4234 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4233
  store i8 %4232, ptr %4234, align 1, !tbaa !41
  %4235 = trunc i64 %4226 to i32
  %4236 = add i32 %4235, -1
  %4237 = add i32 %4087, %4236
  %4238 = add i32 %4237, -1
  %4239 = zext i32 %4238 to i64
  %4240 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4239
  %4241 = load i8, ptr %4240, align 1, !tbaa !41
  %4242 = zext i32 %4237 to i64
  %4243 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4242
  store i8 %4241, ptr %4243, align 1, !tbaa !41
  %4244 = add nsw i64 %4226, -2
  %4245 = and i64 %4244, 4294967295
  %4246 = icmp eq i64 %4245, 0
  br i1 %4246, label %4247, label %4225, !llvm.loop !88

4247:                                             ; preds = %4176, %4225, %4155, %4198, %4096
  %4248 = sext i32 %4087 to i64
  %4249 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4248
  store i8 %4092, ptr %4249, align 1, !tbaa !41
  br label %4421

4250:                                             ; preds = %4082
  %4251 = lshr i32 %4083, 4
  %4252 = and i32 %4083, 15
  %4253 = getelementptr inbounds i8, ptr %0, i64 7820
  %4254 = zext nneg i32 %4251 to i64
  %4255 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4254
  %4256 = load i32, ptr %4255, align 4, !tbaa !77
  %4257 = add nsw i32 %4256, %4252
  %4258 = getelementptr inbounds i8, ptr %0, i64 3724
  %4259 = sext i32 %4257 to i64
  %4260 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4259
  %4261 = load i8, ptr %4260, align 1, !tbaa !41
  %4262 = icmp eq i32 %4252, 0
  br i1 %4262, label %4278, label %4263

4263:                                             ; preds = %4250
  %4264 = sext i32 %4256 to i64
  %4265 = add i32 %3672, 15
  %4266 = and i32 %4265, 15
  %4267 = zext nneg i32 %4266 to i64
  %4268 = add nsw i64 %4264, %4267
  br label %4269

4269:                                             ; preds = %4263, %4269
  %4270 = phi i64 [ %4268, %4263 ], [ %4271, %4269 ]
  %4271 = add nsw i64 %4270, -1
  %4272 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4271
  %4273 = load i8, ptr %4272, align 1, !tbaa !41
  %4274 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4270
  store i8 %4273, ptr %4274, align 1, !tbaa !41
  %4275 = load i32, ptr %4255, align 4, !tbaa !77
  %4276 = sext i32 %4275 to i64
  %4277 = icmp sgt i64 %4271, %4276
  br i1 %4277, label %4269, label %4278, !llvm.loop !89

4278:                                             ; preds = %4269, %4250
  %4279 = phi i32 [ %4256, %4250 ], [ %4275, %4269 ]
  %4280 = add nsw i32 %4279, 1
  store i32 %4280, ptr %4255, align 4, !tbaa !77
  br label %4281

4281:                                             ; preds = %4278, %4281
  %4282 = phi i64 [ %4254, %4278 ], [ %4286, %4281 ]
  %4283 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4282
  %4284 = load i32, ptr %4283, align 4, !tbaa !77
  %4285 = add nsw i32 %4284, -1
  store i32 %4285, ptr %4283, align 4, !tbaa !77
  %4286 = add nsw i64 %4282, -1
  %4287 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4286
  %4288 = load i32, ptr %4287, align 4, !tbaa !77
  %4289 = add nsw i32 %4288, 15
  %4290 = sext i32 %4289 to i64
  %4291 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4290
  %4292 = load i8, ptr %4291, align 1, !tbaa !41
  %4293 = sext i32 %4285 to i64
  %4294 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4293
  store i8 %4292, ptr %4294, align 1, !tbaa !41
  %4295 = icmp sgt i64 %4282, 1
  br i1 %4295, label %4281, label %4296, !llvm.loop !90

4296:                                             ; preds = %4281
  %4297 = load i32, ptr %4253, align 4, !tbaa !77
  %4298 = add nsw i32 %4297, -1
  store i32 %4298, ptr %4253, align 4, !tbaa !77
  %4299 = sext i32 %4298 to i64
  %4300 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4299
  store i8 %4261, ptr %4300, align 1, !tbaa !41
  %4301 = load i32, ptr %4253, align 4, !tbaa !77
  %4302 = icmp eq i32 %4301, 0
  br i1 %4302, label %4303, label %4421

4303:                                             ; preds = %4296, %4303
  %4304 = phi i64 [ %4419, %4303 ], [ 15, %4296 ]
  %4305 = phi i64 [ %4418, %4303 ], [ 4095, %4296 ]
  %4306 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4304
  %4307 = load i32, ptr %4306, align 4, !tbaa !77
  %4308 = add nsw i32 %4307, 15
  %4309 = sext i32 %4308 to i64
  %4310 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4309
  %4311 = load i8, ptr %4310, align 1, !tbaa !41
  %4312 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4305
  store i8 %4311, ptr %4312, align 1, !tbaa !41
  %4313 = add nsw i64 %4305, -1
  %4314 = load i32, ptr %4306, align 4, !tbaa !77
  %4315 = add nsw i32 %4314, 14
  %4316 = sext i32 %4315 to i64
  %4317 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4316
  %4318 = load i8, ptr %4317, align 1, !tbaa !41
  %4319 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4313
  store i8 %4318, ptr %4319, align 1, !tbaa !41
  %4320 = add nsw i64 %4305, -2
  %4321 = load i32, ptr %4306, align 4, !tbaa !77
  %4322 = add nsw i32 %4321, 13
  %4323 = sext i32 %4322 to i64
  %4324 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4323
  %4325 = load i8, ptr %4324, align 1, !tbaa !41
  %4326 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4320
  store i8 %4325, ptr %4326, align 1, !tbaa !41
  %4327 = add nsw i64 %4305, -3
  %4328 = load i32, ptr %4306, align 4, !tbaa !77
  %4329 = add nsw i32 %4328, 12
  %4330 = sext i32 %4329 to i64
  %4331 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4330
  %4332 = load i8, ptr %4331, align 1, !tbaa !41
  %4333 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4327
  store i8 %4332, ptr %4333, align 1, !tbaa !41
  %4334 = add nsw i64 %4305, -4
  %4335 = load i32, ptr %4306, align 4, !tbaa !77
  %4336 = add nsw i32 %4335, 11
  %4337 = sext i32 %4336 to i64
  %4338 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4337
  %4339 = load i8, ptr %4338, align 1, !tbaa !41
  %4340 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4334
  store i8 %4339, ptr %4340, align 1, !tbaa !41
  %4341 = add nsw i64 %4305, -5
  %4342 = load i32, ptr %4306, align 4, !tbaa !77
  %4343 = add nsw i32 %4342, 10
  %4344 = sext i32 %4343 to i64
  %4345 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4344
  %4346 = load i8, ptr %4345, align 1, !tbaa !41
  %4347 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4341
  store i8 %4346, ptr %4347, align 1, !tbaa !41
  %4348 = add nsw i64 %4305, -6
  %4349 = load i32, ptr %4306, align 4, !tbaa !77
  %4350 = add nsw i32 %4349, 9
  %4351 = sext i32 %4350 to i64
  %4352 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4351
  %4353 = load i8, ptr %4352, align 1, !tbaa !41
  %4354 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4348
  store i8 %4353, ptr %4354, align 1, !tbaa !41
  %4355 = add nsw i64 %4305, -7
  %4356 = load i32, ptr %4306, align 4, !tbaa !77
  %4357 = add nsw i32 %4356, 8
  %4358 = sext i32 %4357 to i64
  %4359 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4358
  %4360 = load i8, ptr %4359, align 1, !tbaa !41
  %4361 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4355
  store i8 %4360, ptr %4361, align 1, !tbaa !41
  %4362 = add nsw i64 %4305, -8
  %4363 = load i32, ptr %4306, align 4, !tbaa !77
  %4364 = add nsw i32 %4363, 7
  %4365 = sext i32 %4364 to i64
  %4366 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4365
  %4367 = load i8, ptr %4366, align 1, !tbaa !41
  %4368 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4362
  store i8 %4367, ptr %4368, align 1, !tbaa !41
  %4369 = add nsw i64 %4305, -9
  %4370 = load i32, ptr %4306, align 4, !tbaa !77
  %4371 = add nsw i32 %4370, 6
  %4372 = sext i32 %4371 to i64
  %4373 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4372
  %4374 = load i8, ptr %4373, align 1, !tbaa !41
  %4375 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4369
  store i8 %4374, ptr %4375, align 1, !tbaa !41
  %4376 = add nsw i64 %4305, -10
  %4377 = load i32, ptr %4306, align 4, !tbaa !77
  %4378 = add nsw i32 %4377, 5
  %4379 = sext i32 %4378 to i64
  %4380 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4379
  %4381 = load i8, ptr %4380, align 1, !tbaa !41
  %4382 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4376
  store i8 %4381, ptr %4382, align 1, !tbaa !41
  %4383 = add nsw i64 %4305, -11
  %4384 = load i32, ptr %4306, align 4, !tbaa !77
  %4385 = add nsw i32 %4384, 4
  %4386 = sext i32 %4385 to i64
  %4387 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4386
  %4388 = load i8, ptr %4387, align 1, !tbaa !41
  %4389 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4383
  store i8 %4388, ptr %4389, align 1, !tbaa !41
  %4390 = add nsw i64 %4305, -12
  %4391 = load i32, ptr %4306, align 4, !tbaa !77
  %4392 = add nsw i32 %4391, 3
  %4393 = sext i32 %4392 to i64
  %4394 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4393
  %4395 = load i8, ptr %4394, align 1, !tbaa !41
  %4396 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4390
  store i8 %4395, ptr %4396, align 1, !tbaa !41
  %4397 = add nsw i64 %4305, -13
  %4398 = load i32, ptr %4306, align 4, !tbaa !77
  %4399 = add nsw i32 %4398, 2
  %4400 = sext i32 %4399 to i64
  %4401 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4400
  %4402 = load i8, ptr %4401, align 1, !tbaa !41
  %4403 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4397
  store i8 %4402, ptr %4403, align 1, !tbaa !41
  %4404 = add nsw i64 %4305, -14
  %4405 = load i32, ptr %4306, align 4, !tbaa !77
  %4406 = add nsw i32 %4405, 1
  %4407 = sext i32 %4406 to i64
  %4408 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4407
  %4409 = load i8, ptr %4408, align 1, !tbaa !41
  %4410 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4404
  store i8 %4409, ptr %4410, align 1, !tbaa !41
  %4411 = add nsw i64 %4305, -15
  %4412 = load i32, ptr %4306, align 4, !tbaa !77
  %4413 = sext i32 %4412 to i64
  %4414 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4413
  %4415 = load i8, ptr %4414, align 1, !tbaa !41
  %4416 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4411
  store i8 %4415, ptr %4416, align 1, !tbaa !41
  %4417 = trunc nsw i64 %4411 to i32
  %4418 = add nsw i64 %4305, -16
  store i32 %4417, ptr %4306, align 4, !tbaa !77
  %4419 = add nsw i64 %4304, -1
  %4420 = icmp eq i64 %4304, 0
  br i1 %4420, label %4421, label %4303, !llvm.loop !91

4421:                                             ; preds = %4303, %4296, %4247
  %4422 = phi i8 [ %4092, %4247 ], [ %4261, %4296 ], [ %4261, %4303 ]
  %4423 = getelementptr inbounds i8, ptr %0, i64 68
  %4424 = getelementptr inbounds i8, ptr %0, i64 3468
  %4425 = zext i8 %4422 to i64
  %4426 = getelementptr inbounds [256 x i8], ptr %4424, i64 0, i64 %4425
  %4427 = load i8, ptr %4426, align 1, !tbaa !41
  %4428 = zext i8 %4427 to i64
  %4429 = getelementptr inbounds [256 x i32], ptr %4423, i64 0, i64 %4428
  %4430 = load i32, ptr %4429, align 4, !tbaa !77
  %4431 = add nsw i32 %4430, 1
  store i32 %4431, ptr %4429, align 4, !tbaa !77
  %4432 = getelementptr inbounds i8, ptr %0, i64 44
  %4433 = load i8, ptr %4432, align 4, !tbaa !45
  %4434 = icmp eq i8 %4433, 0
  %4435 = sext i32 %3670 to i64
  br i1 %4434, label %4441, label %4436

4436:                                             ; preds = %4421
  %4437 = zext i8 %4427 to i16
  %4438 = getelementptr inbounds i8, ptr %0, i64 3160
  %4439 = load ptr, ptr %4438, align 8, !tbaa !48
  %4440 = getelementptr inbounds i16, ptr %4439, i64 %4435
  store i16 %4437, ptr %4440, align 2, !tbaa !81
  br label %4446

4441:                                             ; preds = %4421
  %4442 = zext i8 %4427 to i32
  %4443 = getelementptr inbounds i8, ptr %0, i64 3152
  %4444 = load ptr, ptr %4443, align 8, !tbaa !50
  %4445 = getelementptr inbounds i32, ptr %4444, i64 %4435
  store i32 %4442, ptr %4445, align 4, !tbaa !77
  br label %4446

4446:                                             ; preds = %4441, %4436
  %4447 = add nsw i32 %3670, 1
  %4448 = icmp eq i32 %3673, 0
  br i1 %4448, label %4449, label %4468

4449:                                             ; preds = %4446
  %4450 = add nsw i32 %3674, 1
  %4451 = icmp slt i32 %4450, %3676
  br i1 %4451, label %4452, label %6043

4452:                                             ; preds = %4449
  %4453 = getelementptr inbounds i8, ptr %0, i64 7884
  %4454 = sext i32 %4450 to i64
  %4455 = getelementptr inbounds [18002 x i8], ptr %4453, i64 0, i64 %4454
  %4456 = load i8, ptr %4455, align 1, !tbaa !41
  %4457 = zext i8 %4456 to i32
  %4458 = getelementptr inbounds i8, ptr %0, i64 64012
  %4459 = zext i8 %4456 to i64
  %4460 = getelementptr inbounds [6 x i32], ptr %4458, i64 0, i64 %4459
  %4461 = load i32, ptr %4460, align 4, !tbaa !77
  %4462 = getelementptr inbounds i8, ptr %0, i64 45436
  %4463 = getelementptr inbounds [6 x [258 x i32]], ptr %4462, i64 0, i64 %4459
  %4464 = getelementptr inbounds i8, ptr %0, i64 57820
  %4465 = getelementptr inbounds [6 x [258 x i32]], ptr %4464, i64 0, i64 %4459
  %4466 = getelementptr inbounds i8, ptr %0, i64 51628
  %4467 = getelementptr inbounds [6 x [258 x i32]], ptr %4466, i64 0, i64 %4459
  br label %4468

4468:                                             ; preds = %4452, %4446
  %4469 = phi ptr [ %4465, %4452 ], [ %3659, %4446 ]
  %4470 = phi ptr [ %4467, %4452 ], [ %3660, %4446 ]
  %4471 = phi ptr [ %4463, %4452 ], [ %3661, %4446 ]
  %4472 = phi i32 [ %4461, %4452 ], [ %3662, %4446 ]
  %4473 = phi i32 [ %4457, %4452 ], [ %3663, %4446 ]
  %4474 = phi i32 [ 50, %4452 ], [ %3673, %4446 ]
  %4475 = phi i32 [ %4450, %4452 ], [ %3674, %4446 ]
  %4476 = add nsw i32 %4474, -1
  br label %4477

4477:                                             ; preds = %36, %4468
  %4478 = phi ptr [ %3634, %4468 ], [ %106, %36 ]
  %4479 = phi ptr [ %3635, %4468 ], [ %105, %36 ]
  %4480 = phi ptr [ %3636, %4468 ], [ %104, %36 ]
  %4481 = phi ptr [ %3637, %4468 ], [ %103, %36 ]
  %4482 = phi ptr [ %3638, %4468 ], [ %102, %36 ]
  %4483 = phi ptr [ %3639, %4468 ], [ %101, %36 ]
  %4484 = phi ptr [ %3640, %4468 ], [ %100, %36 ]
  %4485 = phi ptr [ %3641, %4468 ], [ %99, %36 ]
  %4486 = phi ptr [ %3642, %4468 ], [ %98, %36 ]
  %4487 = phi ptr [ %3643, %4468 ], [ %97, %36 ]
  %4488 = phi ptr [ %3644, %4468 ], [ %96, %36 ]
  %4489 = phi ptr [ %3645, %4468 ], [ %95, %36 ]
  %4490 = phi ptr [ %3646, %4468 ], [ %94, %36 ]
  %4491 = phi ptr [ %3647, %4468 ], [ %93, %36 ]
  %4492 = phi ptr [ %3648, %4468 ], [ %92, %36 ]
  %4493 = phi ptr [ %3649, %4468 ], [ %91, %36 ]
  %4494 = phi ptr [ %3650, %4468 ], [ %90, %36 ]
  %4495 = phi ptr [ %3651, %4468 ], [ %89, %36 ]
  %4496 = phi ptr [ %3652, %4468 ], [ %88, %36 ]
  %4497 = phi ptr [ %3653, %4468 ], [ %87, %36 ]
  %4498 = phi ptr [ %3654, %4468 ], [ %86, %36 ]
  %4499 = phi ptr [ %3655, %4468 ], [ %85, %36 ]
  %4500 = phi ptr [ %3656, %4468 ], [ %84, %36 ]
  %4501 = phi ptr [ %3657, %4468 ], [ %83, %36 ]
  %4502 = phi i32 [ %3658, %4468 ], [ %66, %36 ]
  %4503 = phi ptr [ %4469, %4468 ], [ %82, %36 ]
  %4504 = phi ptr [ %4470, %4468 ], [ %80, %36 ]
  %4505 = phi ptr [ %4471, %4468 ], [ %78, %36 ]
  %4506 = phi i32 [ %4472, %4468 ], [ %76, %36 ]
  %4507 = phi i32 [ %4473, %4468 ], [ %74, %36 ]
  %4508 = phi i32 [ %3664, %4468 ], [ %72, %36 ]
  %4509 = phi i32 [ %3665, %4468 ], [ %70, %36 ]
  %4510 = phi i32 [ %4472, %4468 ], [ %68, %36 ]
  %4511 = phi i32 [ %3667, %4468 ], [ %64, %36 ]
  %4512 = phi i32 [ %3668, %4468 ], [ %62, %36 ]
  %4513 = phi i32 [ %3669, %4468 ], [ %60, %36 ]
  %4514 = phi i32 [ %4447, %4468 ], [ %58, %36 ]
  %4515 = phi i32 [ %3671, %4468 ], [ %56, %36 ]
  %4516 = phi i32 [ %3672, %4468 ], [ %54, %36 ]
  %4517 = phi i32 [ %4476, %4468 ], [ %52, %36 ]
  %4518 = phi i32 [ %4475, %4468 ], [ %50, %36 ]
  %4519 = phi i32 [ %3675, %4468 ], [ %48, %36 ]
  %4520 = phi i32 [ %3676, %4468 ], [ %46, %36 ]
  %4521 = phi i32 [ %3677, %4468 ], [ %44, %36 ]
  %4522 = phi i32 [ %3678, %4468 ], [ %42, %36 ]
  %4523 = phi i32 [ %3679, %4468 ], [ %40, %36 ]
  %4524 = phi i32 [ %3680, %4468 ], [ %38, %36 ]
  %4525 = phi i32 [ %3681, %4468 ], [ %37, %36 ]
  store i32 40, ptr %4, align 8, !tbaa !11
  %4526 = getelementptr inbounds i8, ptr %0, i64 36
  %4527 = load i32, ptr %4526, align 4, !tbaa !12
  %4528 = icmp slt i32 %4527, %4510
  br i1 %4528, label %4532, label %4529

4529:                                             ; preds = %4477
  %4530 = getelementptr inbounds i8, ptr %0, i64 32
  %4531 = load i32, ptr %4530, align 8, !tbaa !37
  br label %4539

4532:                                             ; preds = %4477
  %4533 = load ptr, ptr %0, align 8, !tbaa !5
  %4534 = getelementptr inbounds i8, ptr %4533, i64 8
  %4535 = getelementptr inbounds i8, ptr %0, i64 32
  %4536 = getelementptr inbounds i8, ptr %4533, i64 12
  %4537 = getelementptr inbounds i8, ptr %4533, i64 16
  %4538 = load i32, ptr %4534, align 8, !tbaa !38
  br label %4547

4539:                                             ; preds = %4567, %4529
  %4540 = phi i32 [ %4531, %4529 ], [ %4557, %4567 ]
  %4541 = phi i32 [ %4527, %4529 ], [ %4558, %4567 ]
  %4542 = sub nsw i32 %4541, %4510
  %4543 = lshr i32 %4540, %4542
  %4544 = shl nsw i32 -1, %4510
  %4545 = xor i32 %4544, -1
  %4546 = and i32 %4543, %4545
  store i32 %4542, ptr %4526, align 4, !tbaa !12
  br label %4569

4547:                                             ; preds = %4532, %4567
  %4548 = phi i32 [ %4538, %4532 ], [ %4560, %4567 ]
  %4549 = phi i32 [ %4527, %4532 ], [ %4558, %4567 ]
  %4550 = icmp eq i32 %4548, 0
  br i1 %4550, label %6043, label %4551

4551:                                             ; preds = %4547
  %4552 = load i32, ptr %4535, align 8, !tbaa !37
  %4553 = shl i32 %4552, 8
  %4554 = load ptr, ptr %4533, align 8, !tbaa !40
  %4555 = load i8, ptr %4554, align 1, !tbaa !41
  %4556 = zext i8 %4555 to i32
  %4557 = or disjoint i32 %4553, %4556
  store i32 %4557, ptr %4535, align 8, !tbaa !37
  %4558 = add nsw i32 %4549, 8
  store i32 %4558, ptr %4526, align 4, !tbaa !12
  %4559 = getelementptr inbounds i8, ptr %4554, i64 1
  store ptr %4559, ptr %4533, align 8, !tbaa !40
  %4560 = add i32 %4548, -1
  store i32 %4560, ptr %4534, align 8, !tbaa !38
  %4561 = load i32, ptr %4536, align 4, !tbaa !42
  %4562 = add i32 %4561, 1
  store i32 %4562, ptr %4536, align 4, !tbaa !42
  %4563 = icmp eq i32 %4562, 0
  br i1 %4563, label %4564, label %4567

4564:                                             ; preds = %4551
  %4565 = load i32, ptr %4537, align 8, !tbaa !43
  %4566 = add i32 %4565, 1
  store i32 %4566, ptr %4537, align 8, !tbaa !43
  br label %4567

4567:                                             ; preds = %4564, %4551
  %4568 = icmp slt i32 %4558, %4510
  br i1 %4568, label %4547, label %4539

4569:                                             ; preds = %4689, %4539
  %4570 = phi ptr [ %4628, %4689 ], [ %4478, %4539 ]
  %4571 = phi ptr [ %4629, %4689 ], [ %4479, %4539 ]
  %4572 = phi ptr [ %4630, %4689 ], [ %4480, %4539 ]
  %4573 = phi ptr [ %4631, %4689 ], [ %4481, %4539 ]
  %4574 = phi ptr [ %4632, %4689 ], [ %4482, %4539 ]
  %4575 = phi ptr [ %4633, %4689 ], [ %4483, %4539 ]
  %4576 = phi ptr [ %4634, %4689 ], [ %4484, %4539 ]
  %4577 = phi ptr [ %4635, %4689 ], [ %4485, %4539 ]
  %4578 = phi ptr [ %4636, %4689 ], [ %4486, %4539 ]
  %4579 = phi ptr [ %4637, %4689 ], [ %4487, %4539 ]
  %4580 = phi ptr [ %4638, %4689 ], [ %4488, %4539 ]
  %4581 = phi ptr [ %4639, %4689 ], [ %4489, %4539 ]
  %4582 = phi ptr [ %4640, %4689 ], [ %4490, %4539 ]
  %4583 = phi ptr [ %4641, %4689 ], [ %4491, %4539 ]
  %4584 = phi ptr [ %4642, %4689 ], [ %4492, %4539 ]
  %4585 = phi ptr [ %4643, %4689 ], [ %4493, %4539 ]
  %4586 = phi ptr [ %4644, %4689 ], [ %4494, %4539 ]
  %4587 = phi ptr [ %4645, %4689 ], [ %4495, %4539 ]
  %4588 = phi ptr [ %4646, %4689 ], [ %4496, %4539 ]
  %4589 = phi ptr [ %4647, %4689 ], [ %4497, %4539 ]
  %4590 = phi ptr [ %4648, %4689 ], [ %4498, %4539 ]
  %4591 = phi ptr [ %4649, %4689 ], [ %4499, %4539 ]
  %4592 = phi ptr [ %4650, %4689 ], [ %4500, %4539 ]
  %4593 = phi ptr [ %4651, %4689 ], [ %4501, %4539 ]
  %4594 = phi i32 [ %4652, %4689 ], [ %4502, %4539 ]
  %4595 = phi i32 [ %4692, %4689 ], [ %4542, %4539 ]
  %4596 = phi ptr [ %4654, %4689 ], [ %4503, %4539 ]
  %4597 = phi ptr [ %4655, %4689 ], [ %4504, %4539 ]
  %4598 = phi ptr [ %4656, %4689 ], [ %4505, %4539 ]
  %4599 = phi i32 [ %4657, %4689 ], [ %4506, %4539 ]
  %4600 = phi i32 [ %4658, %4689 ], [ %4507, %4539 ]
  %4601 = phi i32 [ %4694, %4689 ], [ %4508, %4539 ]
  %4602 = phi i32 [ %4696, %4689 ], [ %4546, %4539 ]
  %4603 = phi i32 [ %4661, %4689 ], [ %4510, %4539 ]
  %4604 = phi i32 [ %4662, %4689 ], [ %4511, %4539 ]
  %4605 = phi i32 [ %4663, %4689 ], [ %4512, %4539 ]
  %4606 = phi i32 [ %4664, %4689 ], [ %4513, %4539 ]
  %4607 = phi i32 [ %4665, %4689 ], [ %4514, %4539 ]
  %4608 = phi i32 [ %4666, %4689 ], [ %4515, %4539 ]
  %4609 = phi i32 [ %4667, %4689 ], [ %4516, %4539 ]
  %4610 = phi i32 [ %4668, %4689 ], [ %4517, %4539 ]
  %4611 = phi i32 [ %4669, %4689 ], [ %4518, %4539 ]
  %4612 = phi i32 [ %4670, %4689 ], [ %4519, %4539 ]
  %4613 = phi i32 [ %4671, %4689 ], [ %4520, %4539 ]
  %4614 = phi i32 [ %4672, %4689 ], [ %4521, %4539 ]
  %4615 = phi i32 [ %4673, %4689 ], [ %4522, %4539 ]
  %4616 = phi i32 [ %4674, %4689 ], [ %4523, %4539 ]
  %4617 = phi i32 [ %4675, %4689 ], [ %4524, %4539 ]
  %4618 = phi i32 [ %4676, %4689 ], [ %4525, %4539 ]
  %4619 = icmp sgt i32 %4603, 20
  br i1 %4619, label %6043, label %4620

4620:                                             ; preds = %4569
  %4621 = sext i32 %4603 to i64
  %4622 = getelementptr inbounds i32, ptr %4598, i64 %4621
  %4623 = load i32, ptr %4622, align 4, !tbaa !77
  %4624 = icmp sgt i32 %4602, %4623
  br i1 %4624, label %4625, label %4719

4625:                                             ; preds = %4620
  %4626 = add nsw i32 %4603, 1
  br label %4627

4627:                                             ; preds = %143, %4625
  %4628 = phi ptr [ %106, %143 ], [ %4570, %4625 ]
  %4629 = phi ptr [ %105, %143 ], [ %4571, %4625 ]
  %4630 = phi ptr [ %104, %143 ], [ %4572, %4625 ]
  %4631 = phi ptr [ %103, %143 ], [ %4573, %4625 ]
  %4632 = phi ptr [ %102, %143 ], [ %4574, %4625 ]
  %4633 = phi ptr [ %101, %143 ], [ %4575, %4625 ]
  %4634 = phi ptr [ %100, %143 ], [ %4576, %4625 ]
  %4635 = phi ptr [ %99, %143 ], [ %4577, %4625 ]
  %4636 = phi ptr [ %98, %143 ], [ %4578, %4625 ]
  %4637 = phi ptr [ %97, %143 ], [ %4579, %4625 ]
  %4638 = phi ptr [ %96, %143 ], [ %4580, %4625 ]
  %4639 = phi ptr [ %95, %143 ], [ %4581, %4625 ]
  %4640 = phi ptr [ %94, %143 ], [ %4582, %4625 ]
  %4641 = phi ptr [ %93, %143 ], [ %4583, %4625 ]
  %4642 = phi ptr [ %92, %143 ], [ %4584, %4625 ]
  %4643 = phi ptr [ %91, %143 ], [ %4585, %4625 ]
  %4644 = phi ptr [ %90, %143 ], [ %4586, %4625 ]
  %4645 = phi ptr [ %89, %143 ], [ %4587, %4625 ]
  %4646 = phi ptr [ %88, %143 ], [ %4588, %4625 ]
  %4647 = phi ptr [ %87, %143 ], [ %4589, %4625 ]
  %4648 = phi ptr [ %86, %143 ], [ %4590, %4625 ]
  %4649 = phi ptr [ %85, %143 ], [ %4591, %4625 ]
  %4650 = phi ptr [ %84, %143 ], [ %4592, %4625 ]
  %4651 = phi ptr [ %83, %143 ], [ %4593, %4625 ]
  %4652 = phi i32 [ %66, %143 ], [ %4594, %4625 ]
  %4653 = phi i32 [ %145, %143 ], [ %4595, %4625 ]
  %4654 = phi ptr [ %82, %143 ], [ %4596, %4625 ]
  %4655 = phi ptr [ %80, %143 ], [ %4597, %4625 ]
  %4656 = phi ptr [ %78, %143 ], [ %4598, %4625 ]
  %4657 = phi i32 [ %76, %143 ], [ %4599, %4625 ]
  %4658 = phi i32 [ %74, %143 ], [ %4600, %4625 ]
  %4659 = phi i32 [ %72, %143 ], [ %4601, %4625 ]
  %4660 = phi i32 [ %70, %143 ], [ %4602, %4625 ]
  %4661 = phi i32 [ %68, %143 ], [ %4626, %4625 ]
  %4662 = phi i32 [ %64, %143 ], [ %4604, %4625 ]
  %4663 = phi i32 [ %62, %143 ], [ %4605, %4625 ]
  %4664 = phi i32 [ %60, %143 ], [ %4606, %4625 ]
  %4665 = phi i32 [ %58, %143 ], [ %4607, %4625 ]
  %4666 = phi i32 [ %56, %143 ], [ %4608, %4625 ]
  %4667 = phi i32 [ %54, %143 ], [ %4609, %4625 ]
  %4668 = phi i32 [ %52, %143 ], [ %4610, %4625 ]
  %4669 = phi i32 [ %50, %143 ], [ %4611, %4625 ]
  %4670 = phi i32 [ %48, %143 ], [ %4612, %4625 ]
  %4671 = phi i32 [ %46, %143 ], [ %4613, %4625 ]
  %4672 = phi i32 [ %44, %143 ], [ %4614, %4625 ]
  %4673 = phi i32 [ %42, %143 ], [ %4615, %4625 ]
  %4674 = phi i32 [ %40, %143 ], [ %4616, %4625 ]
  %4675 = phi i32 [ %38, %143 ], [ %4617, %4625 ]
  %4676 = phi i32 [ %37, %143 ], [ %4618, %4625 ]
  store i32 41, ptr %4, align 8, !tbaa !11
  %4677 = getelementptr inbounds i8, ptr %0, i64 36
  %4678 = icmp sgt i32 %4653, 0
  br i1 %4678, label %4679, label %4682

4679:                                             ; preds = %4627
  %4680 = getelementptr inbounds i8, ptr %0, i64 32
  %4681 = load i32, ptr %4680, align 8, !tbaa !37
  br label %4689

4682:                                             ; preds = %4627
  %4683 = load ptr, ptr %0, align 8, !tbaa !5
  %4684 = getelementptr inbounds i8, ptr %4683, i64 8
  %4685 = getelementptr inbounds i8, ptr %0, i64 32
  %4686 = getelementptr inbounds i8, ptr %4683, i64 12
  %4687 = getelementptr inbounds i8, ptr %4683, i64 16
  %4688 = load i32, ptr %4684, align 8, !tbaa !38
  br label %4697

4689:                                             ; preds = %4717, %4679
  %4690 = phi i32 [ %4681, %4679 ], [ %4707, %4717 ]
  %4691 = phi i32 [ %4653, %4679 ], [ %4708, %4717 ]
  %4692 = add nsw i32 %4691, -1
  %4693 = lshr i32 %4690, %4692
  %4694 = and i32 %4693, 1
  store i32 %4692, ptr %4677, align 4, !tbaa !12
  %4695 = shl i32 %4660, 1
  %4696 = or disjoint i32 %4694, %4695
  br label %4569

4697:                                             ; preds = %4682, %4717
  %4698 = phi i32 [ %4688, %4682 ], [ %4710, %4717 ]
  %4699 = phi i32 [ %4653, %4682 ], [ %4708, %4717 ]
  %4700 = icmp eq i32 %4698, 0
  br i1 %4700, label %6043, label %4701

4701:                                             ; preds = %4697
  %4702 = load i32, ptr %4685, align 8, !tbaa !37
  %4703 = shl i32 %4702, 8
  %4704 = load ptr, ptr %4683, align 8, !tbaa !40
  %4705 = load i8, ptr %4704, align 1, !tbaa !41
  %4706 = zext i8 %4705 to i32
  %4707 = or disjoint i32 %4703, %4706
  store i32 %4707, ptr %4685, align 8, !tbaa !37
  %4708 = add nsw i32 %4699, 8
  store i32 %4708, ptr %4677, align 4, !tbaa !12
  %4709 = getelementptr inbounds i8, ptr %4704, i64 1
  store ptr %4709, ptr %4683, align 8, !tbaa !40
  %4710 = add i32 %4698, -1
  store i32 %4710, ptr %4684, align 8, !tbaa !38
  %4711 = load i32, ptr %4686, align 4, !tbaa !42
  %4712 = add i32 %4711, 1
  store i32 %4712, ptr %4686, align 4, !tbaa !42
  %4713 = icmp eq i32 %4712, 0
  br i1 %4713, label %4714, label %4717

4714:                                             ; preds = %4701
  %4715 = load i32, ptr %4687, align 8, !tbaa !43
  %4716 = add i32 %4715, 1
  store i32 %4716, ptr %4687, align 8, !tbaa !43
  br label %4717

4717:                                             ; preds = %4714, %4701
  %4718 = icmp sgt i32 %4699, -8
  br i1 %4718, label %4689, label %4697

4719:                                             ; preds = %4620
  %4720 = getelementptr inbounds i32, ptr %4597, i64 %4621
  %4721 = load i32, ptr %4720, align 4, !tbaa !77
  %4722 = sub nsw i32 %4602, %4721
  %4723 = icmp ugt i32 %4722, 257
  br i1 %4723, label %6043, label %4724

4724:                                             ; preds = %4719
  %4725 = zext nneg i32 %4722 to i64
  %4726 = getelementptr inbounds i32, ptr %4596, i64 %4725
  %4727 = load i32, ptr %4726, align 4, !tbaa !77
  br label %3633

4728:                                             ; preds = %3633
  %4729 = getelementptr inbounds i8, ptr %0, i64 56
  %4730 = load i32, ptr %4729, align 8, !tbaa !56
  %4731 = icmp sgt i32 %4730, -1
  %4732 = icmp slt i32 %4730, %3670
  %4733 = select i1 %4731, i1 %4732, i1 false
  br i1 %4733, label %4734, label %6043

4734:                                             ; preds = %4728
  %4735 = getelementptr inbounds i8, ptr %0, i64 68
  br label %4736

4736:                                             ; preds = %4764, %4734
  %4737 = phi i64 [ 0, %4734 ], [ %4765, %4764 ]
  %4738 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4737
  %4739 = load i32, ptr %4738, align 4, !tbaa !77
  %4740 = icmp slt i32 %4739, 0
  %4741 = icmp sgt i32 %4739, %3670
  %4742 = select i1 %4740, i1 true, i1 %4741
  br i1 %4742, label %6040, label %4743

4743:                                             ; preds = %4736
  %4744 = or disjoint i64 %4737, 1
  %4745 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4744
  %4746 = load i32, ptr %4745, align 4, !tbaa !77
  %4747 = icmp slt i32 %4746, 0
  %4748 = icmp sgt i32 %4746, %3670
  %4749 = select i1 %4747, i1 true, i1 %4748
  br i1 %4749, label %6040, label %4750

4750:                                             ; preds = %4743
  %4751 = or disjoint i64 %4737, 2
  %4752 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4751
  %4753 = load i32, ptr %4752, align 4, !tbaa !77
  %4754 = icmp slt i32 %4753, 0
  %4755 = icmp sgt i32 %4753, %3670
  %4756 = select i1 %4754, i1 true, i1 %4755
  br i1 %4756, label %6040, label %4757

4757:                                             ; preds = %4750
  %4758 = or disjoint i64 %4737, 3
  %4759 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4758
  %4760 = load i32, ptr %4759, align 4, !tbaa !77
  %4761 = icmp slt i32 %4760, 0
  %4762 = icmp sgt i32 %4760, %3670
  %4763 = select i1 %4761, i1 true, i1 %4762
  br i1 %4763, label %6040, label %4764

4764:                                             ; preds = %4757
  %4765 = add nuw nsw i64 %4737, 4
  %4766 = icmp eq i64 %4765, 256
  br i1 %4766, label %4767, label %4736, !llvm.loop !92

4767:                                             ; preds = %4764
  %4768 = getelementptr inbounds i8, ptr %0, i64 1096
  store i32 0, ptr %4768, align 8, !tbaa !77
  br label %4769

4769:                                             ; preds = %4769, %4767
  %4770 = phi i64 [ 0, %4767 ], [ %4786, %4769 ]
  %4771 = or disjoint i64 %4770, 1
  %4772 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4770
  %4773 = getelementptr inbounds i8, ptr %4772, i64 16
  %4774 = load <4 x i32>, ptr %4772, align 4, !tbaa !77
  %4775 = load <4 x i32>, ptr %4773, align 4, !tbaa !77
  %4776 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4771
  %4777 = getelementptr inbounds i8, ptr %4776, i64 16
  store <4 x i32> %4774, ptr %4776, align 4, !tbaa !77
  store <4 x i32> %4775, ptr %4777, align 4, !tbaa !77
  %4778 = or disjoint i64 %4770, 8
  %4779 = or disjoint i64 %4770, 9
  %4780 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4778
  %4781 = getelementptr inbounds i8, ptr %4780, i64 16
  %4782 = load <4 x i32>, ptr %4780, align 4, !tbaa !77
  %4783 = load <4 x i32>, ptr %4781, align 4, !tbaa !77
  %4784 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4779
  %4785 = getelementptr inbounds i8, ptr %4784, i64 16
  store <4 x i32> %4782, ptr %4784, align 4, !tbaa !77
  store <4 x i32> %4783, ptr %4785, align 4, !tbaa !77
  %4786 = add nuw nsw i64 %4770, 16
  %4787 = icmp eq i64 %4786, 256
  br i1 %4787, label %4788, label %4769, !llvm.loop !93

4788:                                             ; preds = %4769, %4788
  %4789 = phi i32 [ %4805, %4788 ], [ 0, %4769 ]
  %4790 = phi i64 [ %4806, %4788 ], [ 1, %4769 ]
  %4791 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4790
  %4792 = load i32, ptr %4791, align 4, !tbaa !77
  %4793 = add nsw i32 %4792, %4789
  store i32 %4793, ptr %4791, align 4, !tbaa !77
  %4794 = add nuw nsw i64 %4790, 1
  %4795 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4794
  %4796 = load i32, ptr %4795, align 4, !tbaa !77
  %4797 = add nsw i32 %4796, %4793
  store i32 %4797, ptr %4795, align 4, !tbaa !77
  %4798 = add nuw nsw i64 %4790, 2
  %4799 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4798
  %4800 = load i32, ptr %4799, align 4, !tbaa !77
  %4801 = add nsw i32 %4800, %4797
  store i32 %4801, ptr %4799, align 4, !tbaa !77
  %4802 = add nuw nsw i64 %4790, 3
  %4803 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4802
  %4804 = load i32, ptr %4803, align 4, !tbaa !77
  %4805 = add nsw i32 %4804, %4801
  store i32 %4805, ptr %4803, align 4, !tbaa !77
  %4806 = add nuw nsw i64 %4790, 4
  %4807 = icmp eq i64 %4806, 257
  br i1 %4807, label %4808, label %4788, !llvm.loop !94

4808:                                             ; preds = %4788, %4838
  %4809 = phi i64 [ %4839, %4838 ], [ 0, %4788 ]
  %4810 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4809
  %4811 = load i32, ptr %4810, align 4, !tbaa !77
  %4812 = icmp slt i32 %4811, 0
  %4813 = icmp sgt i32 %4811, %3670
  %4814 = select i1 %4812, i1 true, i1 %4813
  br i1 %4814, label %6037, label %4815

4815:                                             ; preds = %4808
  %4816 = icmp eq i64 %4809, 256
  br i1 %4816, label %4840, label %4817, !llvm.loop !95

4817:                                             ; preds = %4815
  %4818 = or disjoint i64 %4809, 1
  %4819 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4818
  %4820 = load i32, ptr %4819, align 4, !tbaa !77
  %4821 = icmp slt i32 %4820, 0
  %4822 = icmp sgt i32 %4820, %3670
  %4823 = select i1 %4821, i1 true, i1 %4822
  br i1 %4823, label %6037, label %4824

4824:                                             ; preds = %4817
  %4825 = or disjoint i64 %4809, 2
  %4826 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4825
  %4827 = load i32, ptr %4826, align 4, !tbaa !77
  %4828 = icmp slt i32 %4827, 0
  %4829 = icmp sgt i32 %4827, %3670
  %4830 = select i1 %4828, i1 true, i1 %4829
  br i1 %4830, label %6037, label %4831

4831:                                             ; preds = %4824
  %4832 = or disjoint i64 %4809, 3
  %4833 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4832
  %4834 = load i32, ptr %4833, align 4, !tbaa !77
  %4835 = icmp slt i32 %4834, 0
  %4836 = icmp sgt i32 %4834, %3670
  %4837 = select i1 %4835, i1 true, i1 %4836
  br i1 %4837, label %6037, label %4838

4838:                                             ; preds = %4831
  %4839 = add nuw nsw i64 %4809, 4
  br label %4808

4840:                                             ; preds = %4815, %4861
  %4841 = phi i32 [ %4859, %4861 ], [ 0, %4815 ]
  %4842 = phi i64 [ %4862, %4861 ], [ 1, %4815 ]
  %4843 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4842
  %4844 = load i32, ptr %4843, align 4, !tbaa !77
  %4845 = icmp sgt i32 %4841, %4844
  br i1 %4845, label %6034, label %4846

4846:                                             ; preds = %4840
  %4847 = add nuw nsw i64 %4842, 1
  %4848 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4847
  %4849 = load i32, ptr %4848, align 4, !tbaa !77
  %4850 = icmp sgt i32 %4844, %4849
  br i1 %4850, label %6034, label %4851

4851:                                             ; preds = %4846
  %4852 = add nuw nsw i64 %4842, 2
  %4853 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4852
  %4854 = load i32, ptr %4853, align 4, !tbaa !77
  %4855 = icmp sgt i32 %4849, %4854
  br i1 %4855, label %6034, label %4856

4856:                                             ; preds = %4851
  %4857 = add nuw nsw i64 %4842, 3
  %4858 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4857
  %4859 = load i32, ptr %4858, align 4, !tbaa !77
  %4860 = icmp sgt i32 %4854, %4859
  br i1 %4860, label %6034, label %4861

4861:                                             ; preds = %4856
  %4862 = add nuw nsw i64 %4842, 4
  %4863 = icmp eq i64 %4862, 257
  br i1 %4863, label %4864, label %4840, !llvm.loop !96

4864:                                             ; preds = %4861
  %4865 = getelementptr inbounds i8, ptr %0, i64 16
  store i32 0, ptr %4865, align 8, !tbaa !97
  %4866 = getelementptr inbounds i8, ptr %0, i64 12
  store i8 0, ptr %4866, align 4, !tbaa !98
  %4867 = getelementptr inbounds i8, ptr %0, i64 3184
  store i32 -1, ptr %4867, align 8, !tbaa !99
  store i32 2, ptr %4, align 8, !tbaa !11
  %4868 = getelementptr inbounds i8, ptr %0, i64 52
  %4869 = load i32, ptr %4868, align 4, !tbaa !52
  %4870 = icmp sgt i32 %4869, 1
  br i1 %4870, label %4871, label %4874

4871:                                             ; preds = %4864
  %4872 = load ptr, ptr @stderr, align 8, !tbaa !53
  %4873 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 6, i64 1, ptr %4872) #9
  br label %4874

4874:                                             ; preds = %4871, %4864
  %4875 = getelementptr inbounds i8, ptr %0, i64 44
  %4876 = load i8, ptr %4875, align 4, !tbaa !45
  %4877 = icmp eq i8 %4876, 0
  br i1 %4877, label %4911, label %4878

4878:                                             ; preds = %4874
  %4879 = getelementptr inbounds i8, ptr %0, i64 2124
  br label %4880

4880:                                             ; preds = %4880, %4878
  %4881 = phi i64 [ 0, %4878 ], [ %4909, %4880 ]
  %4882 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4881
  %4883 = getelementptr inbounds i8, ptr %4882, i64 16
  %4884 = load <4 x i32>, ptr %4882, align 4, !tbaa !77
  %4885 = load <4 x i32>, ptr %4883, align 4, !tbaa !77
  %4886 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4881
  %4887 = getelementptr inbounds i8, ptr %4886, i64 16
  store <4 x i32> %4884, ptr %4886, align 4, !tbaa !77
  store <4 x i32> %4885, ptr %4887, align 4, !tbaa !77
  %4888 = or disjoint i64 %4881, 8
  %4889 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4888
  %4890 = getelementptr inbounds i8, ptr %4889, i64 16
  %4891 = load <4 x i32>, ptr %4889, align 4, !tbaa !77
  %4892 = load <4 x i32>, ptr %4890, align 4, !tbaa !77
  %4893 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4888
  %4894 = getelementptr inbounds i8, ptr %4893, i64 16
  store <4 x i32> %4891, ptr %4893, align 4, !tbaa !77
  store <4 x i32> %4892, ptr %4894, align 4, !tbaa !77
  %4895 = or disjoint i64 %4881, 16
  %4896 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4895
  %4897 = getelementptr inbounds i8, ptr %4896, i64 16
  %4898 = load <4 x i32>, ptr %4896, align 4, !tbaa !77
  %4899 = load <4 x i32>, ptr %4897, align 4, !tbaa !77
  %4900 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4895
  %4901 = getelementptr inbounds i8, ptr %4900, i64 16
  store <4 x i32> %4898, ptr %4900, align 4, !tbaa !77
  store <4 x i32> %4899, ptr %4901, align 4, !tbaa !77
  %4902 = or disjoint i64 %4881, 24
  %4903 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4902
  %4904 = getelementptr inbounds i8, ptr %4903, i64 16
  %4905 = load <4 x i32>, ptr %4903, align 4, !tbaa !77
  %4906 = load <4 x i32>, ptr %4904, align 4, !tbaa !77
  %4907 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4902
  %4908 = getelementptr inbounds i8, ptr %4907, i64 16
  store <4 x i32> %4905, ptr %4907, align 4, !tbaa !77
  store <4 x i32> %4906, ptr %4908, align 4, !tbaa !77
  %4909 = add nuw nsw i64 %4881, 32
  %4910 = icmp eq i64 %4909, 256
  br i1 %4910, label %4925, label %4880, !llvm.loop !100

4911:                                             ; preds = %4874
  %4912 = icmp sgt i32 %3670, 0
  %4913 = getelementptr inbounds i8, ptr %0, i64 3152
  %4914 = load ptr, ptr %4913, align 8, !tbaa !50
  br i1 %4912, label %4915, label %5157

4915:                                             ; preds = %4911
  %4916 = zext nneg i32 %3670 to i64
  %4917 = and i64 %4916, 1
  %4918 = icmp eq i32 %3670, 1
  br i1 %4918, label %5139, label %4919

4919:                                             ; preds = %4915
  %4920 = and i64 %4916, 2147483646
  br label %5104

4921:                                             ; preds = %4925
  %4922 = getelementptr inbounds i8, ptr %0, i64 3160
  %4923 = getelementptr inbounds i8, ptr %0, i64 3168
  %4924 = zext nneg i32 %3670 to i64
  br label %4930

4925:                                             ; preds = %4880
  %4926 = getelementptr inbounds i8, ptr %0, i64 2120
  %4927 = load i32, ptr %4926, align 4, !tbaa !77
  %4928 = getelementptr inbounds i8, ptr %0, i64 3148
  store i32 %4927, ptr %4928, align 4, !tbaa !77
  %4929 = icmp sgt i32 %3670, 0
  br i1 %4929, label %4921, label %4964

4930:                                             ; preds = %4921, %4958
  %4931 = phi i64 [ 0, %4921 ], [ %4962, %4958 ]
  %4932 = load ptr, ptr %4922, align 8, !tbaa !48
  %4933 = getelementptr inbounds i16, ptr %4932, i64 %4931
  %4934 = load i16, ptr %4933, align 2, !tbaa !81
  %4935 = and i16 %4934, 255
  %4936 = zext nneg i16 %4935 to i64
  %4937 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4936
  %4938 = load i32, ptr %4937, align 4, !tbaa !77
  %4939 = trunc i32 %4938 to i16
  store i16 %4939, ptr %4933, align 2, !tbaa !81
  %4940 = and i64 %4931, 1
  %4941 = icmp eq i64 %4940, 0
  %4942 = load ptr, ptr %4923, align 8, !tbaa !49
  %4943 = lshr i64 %4931, 1
  %4944 = and i64 %4943, 2147483647
  %4945 = getelementptr inbounds i8, ptr %4942, i64 %4944
  %4946 = load i8, ptr %4945, align 1, !tbaa !41
  br i1 %4941, label %4947, label %4952

4947:                                             ; preds = %4930
  %4948 = and i8 %4946, -16
  %4949 = lshr i32 %4938, 16
  %4950 = trunc i32 %4949 to i8
  %4951 = or i8 %4948, %4950
  br label %4958

4952:                                             ; preds = %4930
  %4953 = and i8 %4946, 15
  %4954 = lshr i32 %4938, 12
  %4955 = trunc i32 %4954 to i8
  %4956 = and i8 %4955, -16
  %4957 = or disjoint i8 %4953, %4956
  br label %4958

4958:                                             ; preds = %4952, %4947
  %4959 = phi i8 [ %4957, %4952 ], [ %4951, %4947 ]
  store i8 %4959, ptr %4945, align 1, !tbaa !41
  %4960 = load i32, ptr %4937, align 4, !tbaa !77
  %4961 = add nsw i32 %4960, 1
  store i32 %4961, ptr %4937, align 4, !tbaa !77
  %4962 = add nuw nsw i64 %4931, 1
  %4963 = icmp eq i64 %4962, %4924
  br i1 %4963, label %4964, label %4930, !llvm.loop !101

4964:                                             ; preds = %4958, %4925
  %4965 = load i32, ptr %4729, align 8, !tbaa !56
  %4966 = getelementptr inbounds i8, ptr %0, i64 3160
  %4967 = load ptr, ptr %4966, align 8, !tbaa !48
  %4968 = sext i32 %4965 to i64
  %4969 = getelementptr inbounds i16, ptr %4967, i64 %4968
  %4970 = load i16, ptr %4969, align 2, !tbaa !81
  %4971 = zext i16 %4970 to i32
  %4972 = getelementptr inbounds i8, ptr %0, i64 3168
  %4973 = load ptr, ptr %4972, align 8, !tbaa !49
  %4974 = ashr i32 %4965, 1
  %4975 = sext i32 %4974 to i64
  %4976 = getelementptr inbounds i8, ptr %4973, i64 %4975
  %4977 = load i8, ptr %4976, align 1, !tbaa !41
  %4978 = zext i8 %4977 to i32
  %4979 = shl i32 %4965, 2
  %4980 = and i32 %4979, 4
  %4981 = lshr i32 %4978, %4980
  %4982 = shl nuw nsw i32 %4981, 16
  %4983 = and i32 %4982, 983040
  %4984 = or disjoint i32 %4983, %4971
  br label %4985

4985:                                             ; preds = %5020, %4964
  %4986 = phi i32 [ %4984, %4964 ], [ %5004, %5020 ]
  %4987 = phi i32 [ %4965, %4964 ], [ %4986, %5020 ]
  %4988 = load ptr, ptr %4966, align 8, !tbaa !48
  %4989 = zext nneg i32 %4986 to i64
  %4990 = getelementptr inbounds i16, ptr %4988, i64 %4989
  %4991 = load i16, ptr %4990, align 2, !tbaa !81
  %4992 = zext i16 %4991 to i32
  %4993 = load ptr, ptr %4972, align 8, !tbaa !49
  %4994 = lshr i32 %4986, 1
  %4995 = zext nneg i32 %4994 to i64
  %4996 = getelementptr inbounds i8, ptr %4993, i64 %4995
  %4997 = load i8, ptr %4996, align 1, !tbaa !41
  %4998 = zext i8 %4997 to i32
  %4999 = shl nuw nsw i32 %4986, 2
  %5000 = and i32 %4999, 4
  %5001 = lshr i32 %4998, %5000
  %5002 = shl nuw nsw i32 %5001, 16
  %5003 = and i32 %5002, 983040
  %5004 = or disjoint i32 %5003, %4992
  %5005 = trunc i32 %4987 to i16
  store i16 %5005, ptr %4990, align 2, !tbaa !81
  %5006 = and i32 %4986, 1
  %5007 = icmp eq i32 %5006, 0
  %5008 = load i8, ptr %4996, align 1, !tbaa !41
  br i1 %5007, label %5009, label %5014

5009:                                             ; preds = %4985
  %5010 = and i8 %5008, -16
  %5011 = lshr i32 %4987, 16
  %5012 = trunc i32 %5011 to i8
  %5013 = or i8 %5010, %5012
  br label %5020

5014:                                             ; preds = %4985
  %5015 = and i8 %5008, 15
  %5016 = lshr i32 %4987, 12
  %5017 = trunc i32 %5016 to i8
  %5018 = and i8 %5017, -16
  %5019 = or disjoint i8 %5015, %5018
  br label %5020

5020:                                             ; preds = %5014, %5009
  %5021 = phi i8 [ %5019, %5014 ], [ %5013, %5009 ]
  store i8 %5021, ptr %4996, align 1, !tbaa !41
  %5022 = load i32, ptr %4729, align 8, !tbaa !56
  %5023 = icmp eq i32 %4986, %5022
  br i1 %5023, label %5024, label %4985, !llvm.loop !102

5024:                                             ; preds = %5020
  %5025 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %4986, ptr %5025, align 4, !tbaa !103
  %5026 = getelementptr inbounds i8, ptr %0, i64 1092
  store i32 0, ptr %5026, align 4, !tbaa !104
  %5027 = getelementptr inbounds i8, ptr %0, i64 20
  %5028 = load i8, ptr %5027, align 4, !tbaa !55
  %5029 = icmp eq i8 %5028, 0
  br i1 %5029, label %5076, label %5030

5030:                                             ; preds = %5024
  %5031 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 0, ptr %5031, align 8, !tbaa !105
  %5032 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 0, ptr %5032, align 4, !tbaa !106
  %5033 = getelementptr inbounds i8, ptr %0, i64 40
  %5034 = load i32, ptr %5033, align 8, !tbaa !44
  %5035 = mul i32 %5034, 100000
  %5036 = icmp ult i32 %4986, %5035
  br i1 %5036, label %5037, label %6093

5037:                                             ; preds = %5030
  %5038 = tail call i32 @BZ2_indexIntoF(i32 noundef %4986, ptr noundef nonnull %4768) #7
  %5039 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %5038, ptr %5039, align 8, !tbaa !107
  %5040 = load ptr, ptr %4966, align 8, !tbaa !48
  %5041 = load i32, ptr %5025, align 4, !tbaa !103
  %5042 = zext i32 %5041 to i64
  %5043 = getelementptr inbounds i16, ptr %5040, i64 %5042
  %5044 = load i16, ptr %5043, align 2, !tbaa !81
  %5045 = zext i16 %5044 to i32
  %5046 = load ptr, ptr %4972, align 8, !tbaa !49
  %5047 = lshr i32 %5041, 1
  %5048 = zext nneg i32 %5047 to i64
  %5049 = getelementptr inbounds i8, ptr %5046, i64 %5048
  %5050 = load i8, ptr %5049, align 1, !tbaa !41
  %5051 = zext i8 %5050 to i32
  %5052 = shl i32 %5041, 2
  %5053 = and i32 %5052, 4
  %5054 = lshr i32 %5051, %5053
  %5055 = shl nuw nsw i32 %5054, 16
  %5056 = and i32 %5055, 983040
  %5057 = or disjoint i32 %5056, %5045
  store i32 %5057, ptr %5025, align 4, !tbaa !103
  %5058 = load i32, ptr %5026, align 4, !tbaa !104
  %5059 = add nsw i32 %5058, 1
  store i32 %5059, ptr %5026, align 4, !tbaa !104
  %5060 = load i32, ptr %5031, align 8, !tbaa !105
  %5061 = icmp eq i32 %5060, 0
  br i1 %5061, label %5062, label %5070

5062:                                             ; preds = %5037
  %5063 = load i32, ptr %5032, align 4, !tbaa !106
  %5064 = sext i32 %5063 to i64
  %5065 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %5064
  %5066 = load i32, ptr %5065, align 4, !tbaa !77
  %5067 = add nsw i32 %5063, 1
  %5068 = icmp eq i32 %5067, 512
  %5069 = select i1 %5068, i32 0, i32 %5067
  store i32 %5069, ptr %5032, align 4
  br label %5070

5070:                                             ; preds = %5062, %5037
  %5071 = phi i32 [ %5066, %5062 ], [ %5060, %5037 ]
  %5072 = add nsw i32 %5071, -1
  store i32 %5072, ptr %5031, align 8, !tbaa !105
  %5073 = icmp eq i32 %5072, 1
  %5074 = zext i1 %5073 to i32
  %5075 = xor i32 %5038, %5074
  store i32 %5075, ptr %5039, align 8, !tbaa !107
  br label %6043

5076:                                             ; preds = %5024
  %5077 = getelementptr inbounds i8, ptr %0, i64 40
  %5078 = load i32, ptr %5077, align 8, !tbaa !44
  %5079 = mul i32 %5078, 100000
  %5080 = icmp ult i32 %4986, %5079
  br i1 %5080, label %5081, label %6093

5081:                                             ; preds = %5076
  %5082 = tail call i32 @BZ2_indexIntoF(i32 noundef %4986, ptr noundef nonnull %4768) #7
  %5083 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %5082, ptr %5083, align 8, !tbaa !107
  %5084 = load ptr, ptr %4966, align 8, !tbaa !48
  %5085 = load i32, ptr %5025, align 4, !tbaa !103
  %5086 = zext i32 %5085 to i64
  %5087 = getelementptr inbounds i16, ptr %5084, i64 %5086
  %5088 = load i16, ptr %5087, align 2, !tbaa !81
  %5089 = zext i16 %5088 to i32
  %5090 = load ptr, ptr %4972, align 8, !tbaa !49
  %5091 = lshr i32 %5085, 1
  %5092 = zext nneg i32 %5091 to i64
  %5093 = getelementptr inbounds i8, ptr %5090, i64 %5092
  %5094 = load i8, ptr %5093, align 1, !tbaa !41
  %5095 = zext i8 %5094 to i32
  %5096 = shl i32 %5085, 2
  %5097 = and i32 %5096, 4
  %5098 = lshr i32 %5095, %5097
  %5099 = shl nuw nsw i32 %5098, 16
  %5100 = and i32 %5099, 983040
  %5101 = or disjoint i32 %5100, %5089
  store i32 %5101, ptr %5025, align 4, !tbaa !103
  %5102 = load i32, ptr %5026, align 4, !tbaa !104
  %5103 = add nsw i32 %5102, 1
  store i32 %5103, ptr %5026, align 4, !tbaa !104
  br label %6043

5104:                                             ; preds = %5104, %4919
  %5105 = phi i64 [ 0, %4919 ], [ %5136, %5104 ]
  %5106 = phi i64 [ 0, %4919 ], [ %5137, %5104 ]
  %5107 = getelementptr inbounds i32, ptr %4914, i64 %5105
  %5108 = load i32, ptr %5107, align 4, !tbaa !77
  %5109 = trunc nuw nsw i64 %5105 to i32
  %5110 = shl i32 %5109, 8
  %5111 = and i32 %5108, 255
  %5112 = zext nneg i32 %5111 to i64
  %5113 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5112
  %5114 = load i32, ptr %5113, align 4, !tbaa !77
  %5115 = sext i32 %5114 to i64
  %5116 = getelementptr inbounds i32, ptr %4914, i64 %5115
  %5117 = load i32, ptr %5116, align 4, !tbaa !77
  %5118 = or i32 %5117, %5110
  store i32 %5118, ptr %5116, align 4, !tbaa !77
  %5119 = load i32, ptr %5113, align 4, !tbaa !77
  %5120 = add nsw i32 %5119, 1
  store i32 %5120, ptr %5113, align 4, !tbaa !77
  %5121 = or disjoint i64 %5105, 1
  %5122 = getelementptr inbounds i32, ptr %4914, i64 %5121
  %5123 = load i32, ptr %5122, align 4, !tbaa !77
  %5124 = trunc nuw nsw i64 %5121 to i32
  %5125 = shl i32 %5124, 8
  %5126 = and i32 %5123, 255
  %5127 = zext nneg i32 %5126 to i64
  %5128 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5127
  %5129 = load i32, ptr %5128, align 4, !tbaa !77
  %5130 = sext i32 %5129 to i64
  %5131 = getelementptr inbounds i32, ptr %4914, i64 %5130
  %5132 = load i32, ptr %5131, align 4, !tbaa !77
  %5133 = or i32 %5132, %5125
  store i32 %5133, ptr %5131, align 4, !tbaa !77
  %5134 = load i32, ptr %5128, align 4, !tbaa !77
  %5135 = add nsw i32 %5134, 1
  store i32 %5135, ptr %5128, align 4, !tbaa !77
  %5136 = add nuw nsw i64 %5105, 2
  %5137 = add i64 %5106, 2
  %5138 = icmp eq i64 %5137, %4920
  br i1 %5138, label %5139, label %5104, !llvm.loop !108

5139:                                             ; preds = %5104, %4915
  %5140 = phi i64 [ 0, %4915 ], [ %5136, %5104 ]
  %5141 = icmp eq i64 %4917, 0
  br i1 %5141, label %5157, label %5142

5142:                                             ; preds = %5139
  %5143 = getelementptr inbounds i32, ptr %4914, i64 %5140
  %5144 = load i32, ptr %5143, align 4, !tbaa !77
  %5145 = trunc nuw nsw i64 %5140 to i32
  %5146 = shl i32 %5145, 8
  %5147 = and i32 %5144, 255
  %5148 = zext nneg i32 %5147 to i64
  %5149 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5148
  %5150 = load i32, ptr %5149, align 4, !tbaa !77
  %5151 = sext i32 %5150 to i64
  %5152 = getelementptr inbounds i32, ptr %4914, i64 %5151
  %5153 = load i32, ptr %5152, align 4, !tbaa !77
  %5154 = or i32 %5153, %5146
  store i32 %5154, ptr %5152, align 4, !tbaa !77
  %5155 = load i32, ptr %5149, align 4, !tbaa !77
  %5156 = add nsw i32 %5155, 1
  store i32 %5156, ptr %5149, align 4, !tbaa !77
  br label %5157

5157:                                             ; preds = %5142, %5139, %4911
  %5158 = phi i32 [ 0, %4911 ], [ %3670, %5139 ], [ %3670, %5142 ]
  %5159 = load i32, ptr %4729, align 8, !tbaa !56
  %5160 = sext i32 %5159 to i64
  %5161 = getelementptr inbounds i32, ptr %4914, i64 %5160
  %5162 = load i32, ptr %5161, align 4, !tbaa !77
  %5163 = lshr i32 %5162, 8
  %5164 = getelementptr inbounds i8, ptr %0, i64 60
  store i32 %5163, ptr %5164, align 4, !tbaa !103
  %5165 = getelementptr inbounds i8, ptr %0, i64 1092
  store i32 0, ptr %5165, align 4, !tbaa !104
  %5166 = getelementptr inbounds i8, ptr %0, i64 20
  %5167 = load i8, ptr %5166, align 4, !tbaa !55
  %5168 = icmp eq i8 %5167, 0
  br i1 %5168, label %5188, label %5169

5169:                                             ; preds = %5157
  %5170 = getelementptr inbounds i8, ptr %0, i64 24
  store i32 0, ptr %5170, align 8, !tbaa !105
  %5171 = getelementptr inbounds i8, ptr %0, i64 28
  store i32 0, ptr %5171, align 4, !tbaa !106
  %5172 = getelementptr inbounds i8, ptr %0, i64 40
  %5173 = load i32, ptr %5172, align 8, !tbaa !44
  %5174 = mul i32 %5173, 100000
  %5175 = icmp ult i32 %5163, %5174
  br i1 %5175, label %5176, label %6093

5176:                                             ; preds = %5169
  %5177 = zext nneg i32 %5163 to i64
  %5178 = getelementptr inbounds i32, ptr %4914, i64 %5177
  %5179 = load i32, ptr %5178, align 4, !tbaa !77
  %5180 = and i32 %5179, 255
  %5181 = getelementptr inbounds i8, ptr %0, i64 64
  %5182 = lshr i32 %5179, 8
  store i32 %5182, ptr %5164, align 4, !tbaa !103
  store i32 1, ptr %5165, align 4, !tbaa !104
  %5183 = load i32, ptr @BZ2_rNums, align 16, !tbaa !77
  store i32 1, ptr %5171, align 4
  %5184 = add nsw i32 %5183, -1
  store i32 %5184, ptr %5170, align 8, !tbaa !105
  %5185 = icmp eq i32 %5184, 1
  %5186 = zext i1 %5185 to i32
  %5187 = xor i32 %5180, %5186
  store i32 %5187, ptr %5181, align 8, !tbaa !107
  br label %6043

5188:                                             ; preds = %5157
  %5189 = getelementptr inbounds i8, ptr %0, i64 40
  %5190 = load i32, ptr %5189, align 8, !tbaa !44
  %5191 = mul i32 %5190, 100000
  %5192 = icmp ult i32 %5163, %5191
  br i1 %5192, label %5193, label %6093

5193:                                             ; preds = %5188
  %5194 = zext nneg i32 %5163 to i64
  %5195 = getelementptr inbounds i32, ptr %4914, i64 %5194
  %5196 = load i32, ptr %5195, align 4, !tbaa !77
  %5197 = and i32 %5196, 255
  %5198 = getelementptr inbounds i8, ptr %0, i64 64
  store i32 %5197, ptr %5198, align 8, !tbaa !107
  %5199 = lshr i32 %5196, 8
  store i32 %5199, ptr %5164, align 4, !tbaa !103
  store i32 1, ptr %5165, align 4, !tbaa !104
  br label %6043

5200:                                             ; preds = %131, %595
  %5201 = phi ptr [ %106, %131 ], [ %534, %595 ]
  %5202 = phi ptr [ %105, %131 ], [ %535, %595 ]
  %5203 = phi ptr [ %104, %131 ], [ %536, %595 ]
  %5204 = phi ptr [ %103, %131 ], [ %537, %595 ]
  %5205 = phi ptr [ %102, %131 ], [ %538, %595 ]
  %5206 = phi ptr [ %101, %131 ], [ %539, %595 ]
  %5207 = phi ptr [ %100, %131 ], [ %540, %595 ]
  %5208 = phi ptr [ %99, %131 ], [ %541, %595 ]
  %5209 = phi ptr [ %98, %131 ], [ %542, %595 ]
  %5210 = phi ptr [ %97, %131 ], [ %543, %595 ]
  %5211 = phi ptr [ %96, %131 ], [ %544, %595 ]
  %5212 = phi ptr [ %95, %131 ], [ %545, %595 ]
  %5213 = phi ptr [ %94, %131 ], [ %546, %595 ]
  %5214 = phi ptr [ %93, %131 ], [ %547, %595 ]
  %5215 = phi ptr [ %92, %131 ], [ %548, %595 ]
  %5216 = phi ptr [ %91, %131 ], [ %549, %595 ]
  %5217 = phi ptr [ %90, %131 ], [ %550, %595 ]
  %5218 = phi ptr [ %89, %131 ], [ %551, %595 ]
  %5219 = phi ptr [ %88, %131 ], [ %552, %595 ]
  %5220 = phi ptr [ %87, %131 ], [ %553, %595 ]
  %5221 = phi ptr [ %86, %131 ], [ %554, %595 ]
  %5222 = phi ptr [ %85, %131 ], [ %555, %595 ]
  %5223 = phi ptr [ %84, %131 ], [ %556, %595 ]
  %5224 = phi ptr [ %83, %131 ], [ %557, %595 ]
  %5225 = phi i32 [ %37, %131 ], [ %558, %595 ]
  %5226 = phi i32 [ %38, %131 ], [ %559, %595 ]
  %5227 = phi i32 [ %40, %131 ], [ %560, %595 ]
  %5228 = phi i32 [ %42, %131 ], [ %561, %595 ]
  %5229 = phi i32 [ %44, %131 ], [ %562, %595 ]
  %5230 = phi i32 [ %46, %131 ], [ %563, %595 ]
  %5231 = phi i32 [ %48, %131 ], [ %564, %595 ]
  %5232 = phi i32 [ %50, %131 ], [ %565, %595 ]
  %5233 = phi i32 [ %52, %131 ], [ %566, %595 ]
  %5234 = phi i32 [ %54, %131 ], [ %567, %595 ]
  %5235 = phi i32 [ %56, %131 ], [ %568, %595 ]
  %5236 = phi i32 [ %58, %131 ], [ %569, %595 ]
  %5237 = phi i32 [ %60, %131 ], [ %570, %595 ]
  %5238 = phi i32 [ %62, %131 ], [ %571, %595 ]
  %5239 = phi i32 [ %64, %131 ], [ %572, %595 ]
  %5240 = phi i32 [ %66, %131 ], [ %573, %595 ]
  %5241 = phi i32 [ %68, %131 ], [ %574, %595 ]
  %5242 = phi i32 [ %70, %131 ], [ %575, %595 ]
  %5243 = phi i32 [ %72, %131 ], [ %576, %595 ]
  %5244 = phi i32 [ %74, %131 ], [ %577, %595 ]
  %5245 = phi i32 [ %76, %131 ], [ %578, %595 ]
  %5246 = phi ptr [ %78, %131 ], [ %579, %595 ]
  %5247 = phi ptr [ %80, %131 ], [ %580, %595 ]
  %5248 = phi ptr [ %82, %131 ], [ %581, %595 ]
  %5249 = phi i32 [ %133, %131 ], [ %598, %595 ]
  store i32 42, ptr %4, align 8, !tbaa !11
  %5250 = getelementptr inbounds i8, ptr %0, i64 36
  %5251 = icmp sgt i32 %5249, 7
  br i1 %5251, label %5252, label %5255

5252:                                             ; preds = %5200
  %5253 = getelementptr inbounds i8, ptr %0, i64 32
  %5254 = load i32, ptr %5253, align 8, !tbaa !37
  br label %5262

5255:                                             ; preds = %5200
  %5256 = load ptr, ptr %0, align 8, !tbaa !5
  %5257 = getelementptr inbounds i8, ptr %5256, i64 8
  %5258 = getelementptr inbounds i8, ptr %0, i64 32
  %5259 = getelementptr inbounds i8, ptr %5256, i64 12
  %5260 = getelementptr inbounds i8, ptr %5256, i64 16
  %5261 = load i32, ptr %5257, align 8, !tbaa !38
  br label %5269

5262:                                             ; preds = %5289, %5252
  %5263 = phi i32 [ %5254, %5252 ], [ %5279, %5289 ]
  %5264 = phi i32 [ %5249, %5252 ], [ %5280, %5289 ]
  %5265 = add nsw i32 %5264, -8
  %5266 = lshr i32 %5263, %5265
  store i32 %5265, ptr %5250, align 4, !tbaa !12
  %5267 = and i32 %5266, 255
  %5268 = icmp eq i32 %5267, 114
  br i1 %5268, label %5291, label %6043

5269:                                             ; preds = %5255, %5289
  %5270 = phi i32 [ %5261, %5255 ], [ %5282, %5289 ]
  %5271 = phi i32 [ %5249, %5255 ], [ %5280, %5289 ]
  %5272 = icmp eq i32 %5270, 0
  br i1 %5272, label %6043, label %5273

5273:                                             ; preds = %5269
  %5274 = load i32, ptr %5258, align 8, !tbaa !37
  %5275 = shl i32 %5274, 8
  %5276 = load ptr, ptr %5256, align 8, !tbaa !40
  %5277 = load i8, ptr %5276, align 1, !tbaa !41
  %5278 = zext i8 %5277 to i32
  %5279 = or disjoint i32 %5275, %5278
  store i32 %5279, ptr %5258, align 8, !tbaa !37
  %5280 = add nsw i32 %5271, 8
  store i32 %5280, ptr %5250, align 4, !tbaa !12
  %5281 = getelementptr inbounds i8, ptr %5276, i64 1
  store ptr %5281, ptr %5256, align 8, !tbaa !40
  %5282 = add i32 %5270, -1
  store i32 %5282, ptr %5257, align 8, !tbaa !38
  %5283 = load i32, ptr %5259, align 4, !tbaa !42
  %5284 = add i32 %5283, 1
  store i32 %5284, ptr %5259, align 4, !tbaa !42
  %5285 = icmp eq i32 %5284, 0
  br i1 %5285, label %5286, label %5289

5286:                                             ; preds = %5273
  %5287 = load i32, ptr %5260, align 8, !tbaa !43
  %5288 = add i32 %5287, 1
  store i32 %5288, ptr %5260, align 8, !tbaa !43
  br label %5289

5289:                                             ; preds = %5286, %5273
  %5290 = icmp sgt i32 %5271, -1
  br i1 %5290, label %5262, label %5269

5291:                                             ; preds = %128, %5262
  %5292 = phi ptr [ %106, %128 ], [ %5201, %5262 ]
  %5293 = phi ptr [ %105, %128 ], [ %5202, %5262 ]
  %5294 = phi ptr [ %104, %128 ], [ %5203, %5262 ]
  %5295 = phi ptr [ %103, %128 ], [ %5204, %5262 ]
  %5296 = phi ptr [ %102, %128 ], [ %5205, %5262 ]
  %5297 = phi ptr [ %101, %128 ], [ %5206, %5262 ]
  %5298 = phi ptr [ %100, %128 ], [ %5207, %5262 ]
  %5299 = phi ptr [ %99, %128 ], [ %5208, %5262 ]
  %5300 = phi ptr [ %98, %128 ], [ %5209, %5262 ]
  %5301 = phi ptr [ %97, %128 ], [ %5210, %5262 ]
  %5302 = phi ptr [ %96, %128 ], [ %5211, %5262 ]
  %5303 = phi ptr [ %95, %128 ], [ %5212, %5262 ]
  %5304 = phi ptr [ %94, %128 ], [ %5213, %5262 ]
  %5305 = phi ptr [ %93, %128 ], [ %5214, %5262 ]
  %5306 = phi ptr [ %92, %128 ], [ %5215, %5262 ]
  %5307 = phi ptr [ %91, %128 ], [ %5216, %5262 ]
  %5308 = phi ptr [ %90, %128 ], [ %5217, %5262 ]
  %5309 = phi ptr [ %89, %128 ], [ %5218, %5262 ]
  %5310 = phi ptr [ %88, %128 ], [ %5219, %5262 ]
  %5311 = phi ptr [ %87, %128 ], [ %5220, %5262 ]
  %5312 = phi ptr [ %86, %128 ], [ %5221, %5262 ]
  %5313 = phi ptr [ %85, %128 ], [ %5222, %5262 ]
  %5314 = phi ptr [ %84, %128 ], [ %5223, %5262 ]
  %5315 = phi ptr [ %83, %128 ], [ %5224, %5262 ]
  %5316 = phi i32 [ %37, %128 ], [ %5225, %5262 ]
  %5317 = phi i32 [ %38, %128 ], [ %5226, %5262 ]
  %5318 = phi i32 [ %40, %128 ], [ %5227, %5262 ]
  %5319 = phi i32 [ %42, %128 ], [ %5228, %5262 ]
  %5320 = phi i32 [ %44, %128 ], [ %5229, %5262 ]
  %5321 = phi i32 [ %46, %128 ], [ %5230, %5262 ]
  %5322 = phi i32 [ %48, %128 ], [ %5231, %5262 ]
  %5323 = phi i32 [ %50, %128 ], [ %5232, %5262 ]
  %5324 = phi i32 [ %52, %128 ], [ %5233, %5262 ]
  %5325 = phi i32 [ %54, %128 ], [ %5234, %5262 ]
  %5326 = phi i32 [ %56, %128 ], [ %5235, %5262 ]
  %5327 = phi i32 [ %58, %128 ], [ %5236, %5262 ]
  %5328 = phi i32 [ %60, %128 ], [ %5237, %5262 ]
  %5329 = phi i32 [ %62, %128 ], [ %5238, %5262 ]
  %5330 = phi i32 [ %64, %128 ], [ %5239, %5262 ]
  %5331 = phi i32 [ %66, %128 ], [ %5240, %5262 ]
  %5332 = phi i32 [ %68, %128 ], [ %5241, %5262 ]
  %5333 = phi i32 [ %70, %128 ], [ %5242, %5262 ]
  %5334 = phi i32 [ %72, %128 ], [ %5243, %5262 ]
  %5335 = phi i32 [ %74, %128 ], [ %5244, %5262 ]
  %5336 = phi i32 [ %76, %128 ], [ %5245, %5262 ]
  %5337 = phi ptr [ %78, %128 ], [ %5246, %5262 ]
  %5338 = phi ptr [ %80, %128 ], [ %5247, %5262 ]
  %5339 = phi ptr [ %82, %128 ], [ %5248, %5262 ]
  %5340 = phi i32 [ %130, %128 ], [ %5265, %5262 ]
  store i32 43, ptr %4, align 8, !tbaa !11
  %5341 = getelementptr inbounds i8, ptr %0, i64 36
  %5342 = icmp sgt i32 %5340, 7
  br i1 %5342, label %5343, label %5346

5343:                                             ; preds = %5291
  %5344 = getelementptr inbounds i8, ptr %0, i64 32
  %5345 = load i32, ptr %5344, align 8, !tbaa !37
  br label %5353

5346:                                             ; preds = %5291
  %5347 = load ptr, ptr %0, align 8, !tbaa !5
  %5348 = getelementptr inbounds i8, ptr %5347, i64 8
  %5349 = getelementptr inbounds i8, ptr %0, i64 32
  %5350 = getelementptr inbounds i8, ptr %5347, i64 12
  %5351 = getelementptr inbounds i8, ptr %5347, i64 16
  %5352 = load i32, ptr %5348, align 8, !tbaa !38
  br label %5360

5353:                                             ; preds = %5380, %5343
  %5354 = phi i32 [ %5345, %5343 ], [ %5370, %5380 ]
  %5355 = phi i32 [ %5340, %5343 ], [ %5371, %5380 ]
  %5356 = add nsw i32 %5355, -8
  %5357 = lshr i32 %5354, %5356
  store i32 %5356, ptr %5341, align 4, !tbaa !12
  %5358 = and i32 %5357, 255
  %5359 = icmp eq i32 %5358, 69
  br i1 %5359, label %5382, label %6043

5360:                                             ; preds = %5346, %5380
  %5361 = phi i32 [ %5352, %5346 ], [ %5373, %5380 ]
  %5362 = phi i32 [ %5340, %5346 ], [ %5371, %5380 ]
  %5363 = icmp eq i32 %5361, 0
  br i1 %5363, label %6043, label %5364

5364:                                             ; preds = %5360
  %5365 = load i32, ptr %5349, align 8, !tbaa !37
  %5366 = shl i32 %5365, 8
  %5367 = load ptr, ptr %5347, align 8, !tbaa !40
  %5368 = load i8, ptr %5367, align 1, !tbaa !41
  %5369 = zext i8 %5368 to i32
  %5370 = or disjoint i32 %5366, %5369
  store i32 %5370, ptr %5349, align 8, !tbaa !37
  %5371 = add nsw i32 %5362, 8
  store i32 %5371, ptr %5341, align 4, !tbaa !12
  %5372 = getelementptr inbounds i8, ptr %5367, i64 1
  store ptr %5372, ptr %5347, align 8, !tbaa !40
  %5373 = add i32 %5361, -1
  store i32 %5373, ptr %5348, align 8, !tbaa !38
  %5374 = load i32, ptr %5350, align 4, !tbaa !42
  %5375 = add i32 %5374, 1
  store i32 %5375, ptr %5350, align 4, !tbaa !42
  %5376 = icmp eq i32 %5375, 0
  br i1 %5376, label %5377, label %5380

5377:                                             ; preds = %5364
  %5378 = load i32, ptr %5351, align 8, !tbaa !43
  %5379 = add i32 %5378, 1
  store i32 %5379, ptr %5351, align 8, !tbaa !43
  br label %5380

5380:                                             ; preds = %5377, %5364
  %5381 = icmp sgt i32 %5362, -1
  br i1 %5381, label %5353, label %5360

5382:                                             ; preds = %125, %5353
  %5383 = phi ptr [ %106, %125 ], [ %5292, %5353 ]
  %5384 = phi ptr [ %105, %125 ], [ %5293, %5353 ]
  %5385 = phi ptr [ %104, %125 ], [ %5294, %5353 ]
  %5386 = phi ptr [ %103, %125 ], [ %5295, %5353 ]
  %5387 = phi ptr [ %102, %125 ], [ %5296, %5353 ]
  %5388 = phi ptr [ %101, %125 ], [ %5297, %5353 ]
  %5389 = phi ptr [ %100, %125 ], [ %5298, %5353 ]
  %5390 = phi ptr [ %99, %125 ], [ %5299, %5353 ]
  %5391 = phi ptr [ %98, %125 ], [ %5300, %5353 ]
  %5392 = phi ptr [ %97, %125 ], [ %5301, %5353 ]
  %5393 = phi ptr [ %96, %125 ], [ %5302, %5353 ]
  %5394 = phi ptr [ %95, %125 ], [ %5303, %5353 ]
  %5395 = phi ptr [ %94, %125 ], [ %5304, %5353 ]
  %5396 = phi ptr [ %93, %125 ], [ %5305, %5353 ]
  %5397 = phi ptr [ %92, %125 ], [ %5306, %5353 ]
  %5398 = phi ptr [ %91, %125 ], [ %5307, %5353 ]
  %5399 = phi ptr [ %90, %125 ], [ %5308, %5353 ]
  %5400 = phi ptr [ %89, %125 ], [ %5309, %5353 ]
  %5401 = phi ptr [ %88, %125 ], [ %5310, %5353 ]
  %5402 = phi ptr [ %87, %125 ], [ %5311, %5353 ]
  %5403 = phi ptr [ %86, %125 ], [ %5312, %5353 ]
  %5404 = phi ptr [ %85, %125 ], [ %5313, %5353 ]
  %5405 = phi ptr [ %84, %125 ], [ %5314, %5353 ]
  %5406 = phi ptr [ %83, %125 ], [ %5315, %5353 ]
  %5407 = phi i32 [ %37, %125 ], [ %5316, %5353 ]
  %5408 = phi i32 [ %38, %125 ], [ %5317, %5353 ]
  %5409 = phi i32 [ %40, %125 ], [ %5318, %5353 ]
  %5410 = phi i32 [ %42, %125 ], [ %5319, %5353 ]
  %5411 = phi i32 [ %44, %125 ], [ %5320, %5353 ]
  %5412 = phi i32 [ %46, %125 ], [ %5321, %5353 ]
  %5413 = phi i32 [ %48, %125 ], [ %5322, %5353 ]
  %5414 = phi i32 [ %50, %125 ], [ %5323, %5353 ]
  %5415 = phi i32 [ %52, %125 ], [ %5324, %5353 ]
  %5416 = phi i32 [ %54, %125 ], [ %5325, %5353 ]
  %5417 = phi i32 [ %56, %125 ], [ %5326, %5353 ]
  %5418 = phi i32 [ %58, %125 ], [ %5327, %5353 ]
  %5419 = phi i32 [ %60, %125 ], [ %5328, %5353 ]
  %5420 = phi i32 [ %62, %125 ], [ %5329, %5353 ]
  %5421 = phi i32 [ %64, %125 ], [ %5330, %5353 ]
  %5422 = phi i32 [ %66, %125 ], [ %5331, %5353 ]
  %5423 = phi i32 [ %68, %125 ], [ %5332, %5353 ]
  %5424 = phi i32 [ %70, %125 ], [ %5333, %5353 ]
  %5425 = phi i32 [ %72, %125 ], [ %5334, %5353 ]
  %5426 = phi i32 [ %74, %125 ], [ %5335, %5353 ]
  %5427 = phi i32 [ %76, %125 ], [ %5336, %5353 ]
  %5428 = phi ptr [ %78, %125 ], [ %5337, %5353 ]
  %5429 = phi ptr [ %80, %125 ], [ %5338, %5353 ]
  %5430 = phi ptr [ %82, %125 ], [ %5339, %5353 ]
  %5431 = phi i32 [ %127, %125 ], [ %5356, %5353 ]
  store i32 44, ptr %4, align 8, !tbaa !11
  %5432 = getelementptr inbounds i8, ptr %0, i64 36
  %5433 = icmp sgt i32 %5431, 7
  br i1 %5433, label %5434, label %5437

5434:                                             ; preds = %5382
  %5435 = getelementptr inbounds i8, ptr %0, i64 32
  %5436 = load i32, ptr %5435, align 8, !tbaa !37
  br label %5444

5437:                                             ; preds = %5382
  %5438 = load ptr, ptr %0, align 8, !tbaa !5
  %5439 = getelementptr inbounds i8, ptr %5438, i64 8
  %5440 = getelementptr inbounds i8, ptr %0, i64 32
  %5441 = getelementptr inbounds i8, ptr %5438, i64 12
  %5442 = getelementptr inbounds i8, ptr %5438, i64 16
  %5443 = load i32, ptr %5439, align 8, !tbaa !38
  br label %5451

5444:                                             ; preds = %5471, %5434
  %5445 = phi i32 [ %5436, %5434 ], [ %5461, %5471 ]
  %5446 = phi i32 [ %5431, %5434 ], [ %5462, %5471 ]
  %5447 = add nsw i32 %5446, -8
  %5448 = lshr i32 %5445, %5447
  store i32 %5447, ptr %5432, align 4, !tbaa !12
  %5449 = and i32 %5448, 255
  %5450 = icmp eq i32 %5449, 56
  br i1 %5450, label %5473, label %6043

5451:                                             ; preds = %5437, %5471
  %5452 = phi i32 [ %5443, %5437 ], [ %5464, %5471 ]
  %5453 = phi i32 [ %5431, %5437 ], [ %5462, %5471 ]
  %5454 = icmp eq i32 %5452, 0
  br i1 %5454, label %6043, label %5455

5455:                                             ; preds = %5451
  %5456 = load i32, ptr %5440, align 8, !tbaa !37
  %5457 = shl i32 %5456, 8
  %5458 = load ptr, ptr %5438, align 8, !tbaa !40
  %5459 = load i8, ptr %5458, align 1, !tbaa !41
  %5460 = zext i8 %5459 to i32
  %5461 = or disjoint i32 %5457, %5460
  store i32 %5461, ptr %5440, align 8, !tbaa !37
  %5462 = add nsw i32 %5453, 8
  store i32 %5462, ptr %5432, align 4, !tbaa !12
  %5463 = getelementptr inbounds i8, ptr %5458, i64 1
  store ptr %5463, ptr %5438, align 8, !tbaa !40
  %5464 = add i32 %5452, -1
  store i32 %5464, ptr %5439, align 8, !tbaa !38
  %5465 = load i32, ptr %5441, align 4, !tbaa !42
  %5466 = add i32 %5465, 1
  store i32 %5466, ptr %5441, align 4, !tbaa !42
  %5467 = icmp eq i32 %5466, 0
  br i1 %5467, label %5468, label %5471

5468:                                             ; preds = %5455
  %5469 = load i32, ptr %5442, align 8, !tbaa !43
  %5470 = add i32 %5469, 1
  store i32 %5470, ptr %5442, align 8, !tbaa !43
  br label %5471

5471:                                             ; preds = %5468, %5455
  %5472 = icmp sgt i32 %5453, -1
  br i1 %5472, label %5444, label %5451

5473:                                             ; preds = %122, %5444
  %5474 = phi ptr [ %106, %122 ], [ %5383, %5444 ]
  %5475 = phi ptr [ %105, %122 ], [ %5384, %5444 ]
  %5476 = phi ptr [ %104, %122 ], [ %5385, %5444 ]
  %5477 = phi ptr [ %103, %122 ], [ %5386, %5444 ]
  %5478 = phi ptr [ %102, %122 ], [ %5387, %5444 ]
  %5479 = phi ptr [ %101, %122 ], [ %5388, %5444 ]
  %5480 = phi ptr [ %100, %122 ], [ %5389, %5444 ]
  %5481 = phi ptr [ %99, %122 ], [ %5390, %5444 ]
  %5482 = phi ptr [ %98, %122 ], [ %5391, %5444 ]
  %5483 = phi ptr [ %97, %122 ], [ %5392, %5444 ]
  %5484 = phi ptr [ %96, %122 ], [ %5393, %5444 ]
  %5485 = phi ptr [ %95, %122 ], [ %5394, %5444 ]
  %5486 = phi ptr [ %94, %122 ], [ %5395, %5444 ]
  %5487 = phi ptr [ %93, %122 ], [ %5396, %5444 ]
  %5488 = phi ptr [ %92, %122 ], [ %5397, %5444 ]
  %5489 = phi ptr [ %91, %122 ], [ %5398, %5444 ]
  %5490 = phi ptr [ %90, %122 ], [ %5399, %5444 ]
  %5491 = phi ptr [ %89, %122 ], [ %5400, %5444 ]
  %5492 = phi ptr [ %88, %122 ], [ %5401, %5444 ]
  %5493 = phi ptr [ %87, %122 ], [ %5402, %5444 ]
  %5494 = phi ptr [ %86, %122 ], [ %5403, %5444 ]
  %5495 = phi ptr [ %85, %122 ], [ %5404, %5444 ]
  %5496 = phi ptr [ %84, %122 ], [ %5405, %5444 ]
  %5497 = phi ptr [ %83, %122 ], [ %5406, %5444 ]
  %5498 = phi i32 [ %37, %122 ], [ %5407, %5444 ]
  %5499 = phi i32 [ %38, %122 ], [ %5408, %5444 ]
  %5500 = phi i32 [ %40, %122 ], [ %5409, %5444 ]
  %5501 = phi i32 [ %42, %122 ], [ %5410, %5444 ]
  %5502 = phi i32 [ %44, %122 ], [ %5411, %5444 ]
  %5503 = phi i32 [ %46, %122 ], [ %5412, %5444 ]
  %5504 = phi i32 [ %48, %122 ], [ %5413, %5444 ]
  %5505 = phi i32 [ %50, %122 ], [ %5414, %5444 ]
  %5506 = phi i32 [ %52, %122 ], [ %5415, %5444 ]
  %5507 = phi i32 [ %54, %122 ], [ %5416, %5444 ]
  %5508 = phi i32 [ %56, %122 ], [ %5417, %5444 ]
  %5509 = phi i32 [ %58, %122 ], [ %5418, %5444 ]
  %5510 = phi i32 [ %60, %122 ], [ %5419, %5444 ]
  %5511 = phi i32 [ %62, %122 ], [ %5420, %5444 ]
  %5512 = phi i32 [ %64, %122 ], [ %5421, %5444 ]
  %5513 = phi i32 [ %66, %122 ], [ %5422, %5444 ]
  %5514 = phi i32 [ %68, %122 ], [ %5423, %5444 ]
  %5515 = phi i32 [ %70, %122 ], [ %5424, %5444 ]
  %5516 = phi i32 [ %72, %122 ], [ %5425, %5444 ]
  %5517 = phi i32 [ %74, %122 ], [ %5426, %5444 ]
  %5518 = phi i32 [ %76, %122 ], [ %5427, %5444 ]
  %5519 = phi ptr [ %78, %122 ], [ %5428, %5444 ]
  %5520 = phi ptr [ %80, %122 ], [ %5429, %5444 ]
  %5521 = phi ptr [ %82, %122 ], [ %5430, %5444 ]
  %5522 = phi i32 [ %124, %122 ], [ %5447, %5444 ]
  store i32 45, ptr %4, align 8, !tbaa !11
  %5523 = getelementptr inbounds i8, ptr %0, i64 36
  %5524 = icmp sgt i32 %5522, 7
  br i1 %5524, label %5525, label %5529

5525:                                             ; preds = %5473
  %5526 = getelementptr inbounds i8, ptr %0, i64 32
  %5527 = load i32, ptr %5526, align 8, !tbaa !37
  %5528 = add nsw i32 %5522, -8
  br label %5536

5529:                                             ; preds = %5473
  %5530 = load ptr, ptr %0, align 8, !tbaa !5
  %5531 = getelementptr inbounds i8, ptr %5530, i64 8
  %5532 = getelementptr inbounds i8, ptr %0, i64 32
  %5533 = getelementptr inbounds i8, ptr %5530, i64 12
  %5534 = getelementptr inbounds i8, ptr %5530, i64 16
  %5535 = load i32, ptr %5531, align 8, !tbaa !38
  br label %5542

5536:                                             ; preds = %5562, %5525
  %5537 = phi i32 [ %5527, %5525 ], [ %5552, %5562 ]
  %5538 = phi i32 [ %5528, %5525 ], [ %5544, %5562 ]
  %5539 = lshr i32 %5537, %5538
  store i32 %5538, ptr %5523, align 4, !tbaa !12
  %5540 = and i32 %5539, 255
  %5541 = icmp eq i32 %5540, 80
  br i1 %5541, label %5564, label %6043

5542:                                             ; preds = %5529, %5562
  %5543 = phi i32 [ %5535, %5529 ], [ %5555, %5562 ]
  %5544 = phi i32 [ %5522, %5529 ], [ %5553, %5562 ]
  %5545 = icmp eq i32 %5543, 0
  br i1 %5545, label %6043, label %5546

5546:                                             ; preds = %5542
  %5547 = load i32, ptr %5532, align 8, !tbaa !37
  %5548 = shl i32 %5547, 8
  %5549 = load ptr, ptr %5530, align 8, !tbaa !40
  %5550 = load i8, ptr %5549, align 1, !tbaa !41
  %5551 = zext i8 %5550 to i32
  %5552 = or disjoint i32 %5548, %5551
  store i32 %5552, ptr %5532, align 8, !tbaa !37
  %5553 = add nsw i32 %5544, 8
  store i32 %5553, ptr %5523, align 4, !tbaa !12
  %5554 = getelementptr inbounds i8, ptr %5549, i64 1
  store ptr %5554, ptr %5530, align 8, !tbaa !40
  %5555 = add i32 %5543, -1
  store i32 %5555, ptr %5531, align 8, !tbaa !38
  %5556 = load i32, ptr %5533, align 4, !tbaa !42
  %5557 = add i32 %5556, 1
  store i32 %5557, ptr %5533, align 4, !tbaa !42
  %5558 = icmp eq i32 %5557, 0
  br i1 %5558, label %5559, label %5562

5559:                                             ; preds = %5546
  %5560 = load i32, ptr %5534, align 8, !tbaa !43
  %5561 = add i32 %5560, 1
  store i32 %5561, ptr %5534, align 8, !tbaa !43
  br label %5562

5562:                                             ; preds = %5559, %5546
  %5563 = icmp sgt i32 %5544, -1
  br i1 %5563, label %5536, label %5542

5564:                                             ; preds = %119, %5536
  %5565 = phi ptr [ %106, %119 ], [ %5474, %5536 ]
  %5566 = phi ptr [ %105, %119 ], [ %5475, %5536 ]
  %5567 = phi ptr [ %104, %119 ], [ %5476, %5536 ]
  %5568 = phi ptr [ %103, %119 ], [ %5477, %5536 ]
  %5569 = phi ptr [ %102, %119 ], [ %5478, %5536 ]
  %5570 = phi ptr [ %101, %119 ], [ %5479, %5536 ]
  %5571 = phi ptr [ %100, %119 ], [ %5480, %5536 ]
  %5572 = phi ptr [ %99, %119 ], [ %5481, %5536 ]
  %5573 = phi ptr [ %98, %119 ], [ %5482, %5536 ]
  %5574 = phi ptr [ %97, %119 ], [ %5483, %5536 ]
  %5575 = phi ptr [ %96, %119 ], [ %5484, %5536 ]
  %5576 = phi ptr [ %95, %119 ], [ %5485, %5536 ]
  %5577 = phi ptr [ %94, %119 ], [ %5486, %5536 ]
  %5578 = phi ptr [ %93, %119 ], [ %5487, %5536 ]
  %5579 = phi ptr [ %92, %119 ], [ %5488, %5536 ]
  %5580 = phi ptr [ %91, %119 ], [ %5489, %5536 ]
  %5581 = phi ptr [ %90, %119 ], [ %5490, %5536 ]
  %5582 = phi ptr [ %89, %119 ], [ %5491, %5536 ]
  %5583 = phi ptr [ %88, %119 ], [ %5492, %5536 ]
  %5584 = phi ptr [ %87, %119 ], [ %5493, %5536 ]
  %5585 = phi ptr [ %86, %119 ], [ %5494, %5536 ]
  %5586 = phi ptr [ %85, %119 ], [ %5495, %5536 ]
  %5587 = phi ptr [ %84, %119 ], [ %5496, %5536 ]
  %5588 = phi ptr [ %83, %119 ], [ %5497, %5536 ]
  %5589 = phi i32 [ %37, %119 ], [ %5498, %5536 ]
  %5590 = phi i32 [ %38, %119 ], [ %5499, %5536 ]
  %5591 = phi i32 [ %40, %119 ], [ %5500, %5536 ]
  %5592 = phi i32 [ %42, %119 ], [ %5501, %5536 ]
  %5593 = phi i32 [ %44, %119 ], [ %5502, %5536 ]
  %5594 = phi i32 [ %46, %119 ], [ %5503, %5536 ]
  %5595 = phi i32 [ %48, %119 ], [ %5504, %5536 ]
  %5596 = phi i32 [ %50, %119 ], [ %5505, %5536 ]
  %5597 = phi i32 [ %52, %119 ], [ %5506, %5536 ]
  %5598 = phi i32 [ %54, %119 ], [ %5507, %5536 ]
  %5599 = phi i32 [ %56, %119 ], [ %5508, %5536 ]
  %5600 = phi i32 [ %58, %119 ], [ %5509, %5536 ]
  %5601 = phi i32 [ %60, %119 ], [ %5510, %5536 ]
  %5602 = phi i32 [ %62, %119 ], [ %5511, %5536 ]
  %5603 = phi i32 [ %64, %119 ], [ %5512, %5536 ]
  %5604 = phi i32 [ %66, %119 ], [ %5513, %5536 ]
  %5605 = phi i32 [ %68, %119 ], [ %5514, %5536 ]
  %5606 = phi i32 [ %70, %119 ], [ %5515, %5536 ]
  %5607 = phi i32 [ %72, %119 ], [ %5516, %5536 ]
  %5608 = phi i32 [ %74, %119 ], [ %5517, %5536 ]
  %5609 = phi i32 [ %76, %119 ], [ %5518, %5536 ]
  %5610 = phi ptr [ %78, %119 ], [ %5519, %5536 ]
  %5611 = phi ptr [ %80, %119 ], [ %5520, %5536 ]
  %5612 = phi ptr [ %82, %119 ], [ %5521, %5536 ]
  %5613 = phi i32 [ %121, %119 ], [ %5538, %5536 ]
  store i32 46, ptr %4, align 8, !tbaa !11
  %5614 = getelementptr inbounds i8, ptr %0, i64 36
  %5615 = icmp sgt i32 %5613, 7
  br i1 %5615, label %5616, label %5620

5616:                                             ; preds = %5564
  %5617 = getelementptr inbounds i8, ptr %0, i64 32
  %5618 = load i32, ptr %5617, align 8, !tbaa !37
  %5619 = add nsw i32 %5613, -8
  br label %5627

5620:                                             ; preds = %5564
  %5621 = load ptr, ptr %0, align 8, !tbaa !5
  %5622 = getelementptr inbounds i8, ptr %5621, i64 8
  %5623 = getelementptr inbounds i8, ptr %0, i64 32
  %5624 = getelementptr inbounds i8, ptr %5621, i64 12
  %5625 = getelementptr inbounds i8, ptr %5621, i64 16
  %5626 = load i32, ptr %5622, align 8, !tbaa !38
  br label %5633

5627:                                             ; preds = %5653, %5616
  %5628 = phi i32 [ %5618, %5616 ], [ %5643, %5653 ]
  %5629 = phi i32 [ %5619, %5616 ], [ %5635, %5653 ]
  %5630 = lshr i32 %5628, %5629
  store i32 %5629, ptr %5614, align 4, !tbaa !12
  %5631 = and i32 %5630, 255
  %5632 = icmp eq i32 %5631, 144
  br i1 %5632, label %5655, label %6043

5633:                                             ; preds = %5620, %5653
  %5634 = phi i32 [ %5626, %5620 ], [ %5646, %5653 ]
  %5635 = phi i32 [ %5613, %5620 ], [ %5644, %5653 ]
  %5636 = icmp eq i32 %5634, 0
  br i1 %5636, label %6043, label %5637

5637:                                             ; preds = %5633
  %5638 = load i32, ptr %5623, align 8, !tbaa !37
  %5639 = shl i32 %5638, 8
  %5640 = load ptr, ptr %5621, align 8, !tbaa !40
  %5641 = load i8, ptr %5640, align 1, !tbaa !41
  %5642 = zext i8 %5641 to i32
  %5643 = or disjoint i32 %5639, %5642
  store i32 %5643, ptr %5623, align 8, !tbaa !37
  %5644 = add nsw i32 %5635, 8
  store i32 %5644, ptr %5614, align 4, !tbaa !12
  %5645 = getelementptr inbounds i8, ptr %5640, i64 1
  store ptr %5645, ptr %5621, align 8, !tbaa !40
  %5646 = add i32 %5634, -1
  store i32 %5646, ptr %5622, align 8, !tbaa !38
  %5647 = load i32, ptr %5624, align 4, !tbaa !42
  %5648 = add i32 %5647, 1
  store i32 %5648, ptr %5624, align 4, !tbaa !42
  %5649 = icmp eq i32 %5648, 0
  br i1 %5649, label %5650, label %5653

5650:                                             ; preds = %5637
  %5651 = load i32, ptr %5625, align 8, !tbaa !43
  %5652 = add i32 %5651, 1
  store i32 %5652, ptr %5625, align 8, !tbaa !43
  br label %5653

5653:                                             ; preds = %5650, %5637
  %5654 = icmp sgt i32 %5635, -1
  br i1 %5654, label %5627, label %5633

5655:                                             ; preds = %5627
  %5656 = getelementptr inbounds i8, ptr %0, i64 3180
  store i32 0, ptr %5656, align 4, !tbaa !109
  br label %5657

5657:                                             ; preds = %116, %5655
  %5658 = phi ptr [ %106, %116 ], [ %5565, %5655 ]
  %5659 = phi ptr [ %105, %116 ], [ %5566, %5655 ]
  %5660 = phi ptr [ %104, %116 ], [ %5567, %5655 ]
  %5661 = phi ptr [ %103, %116 ], [ %5568, %5655 ]
  %5662 = phi ptr [ %102, %116 ], [ %5569, %5655 ]
  %5663 = phi ptr [ %101, %116 ], [ %5570, %5655 ]
  %5664 = phi ptr [ %100, %116 ], [ %5571, %5655 ]
  %5665 = phi ptr [ %99, %116 ], [ %5572, %5655 ]
  %5666 = phi ptr [ %98, %116 ], [ %5573, %5655 ]
  %5667 = phi ptr [ %97, %116 ], [ %5574, %5655 ]
  %5668 = phi ptr [ %96, %116 ], [ %5575, %5655 ]
  %5669 = phi ptr [ %95, %116 ], [ %5576, %5655 ]
  %5670 = phi ptr [ %94, %116 ], [ %5577, %5655 ]
  %5671 = phi ptr [ %93, %116 ], [ %5578, %5655 ]
  %5672 = phi ptr [ %92, %116 ], [ %5579, %5655 ]
  %5673 = phi ptr [ %91, %116 ], [ %5580, %5655 ]
  %5674 = phi ptr [ %90, %116 ], [ %5581, %5655 ]
  %5675 = phi ptr [ %89, %116 ], [ %5582, %5655 ]
  %5676 = phi ptr [ %88, %116 ], [ %5583, %5655 ]
  %5677 = phi ptr [ %87, %116 ], [ %5584, %5655 ]
  %5678 = phi ptr [ %86, %116 ], [ %5585, %5655 ]
  %5679 = phi ptr [ %85, %116 ], [ %5586, %5655 ]
  %5680 = phi ptr [ %84, %116 ], [ %5587, %5655 ]
  %5681 = phi ptr [ %83, %116 ], [ %5588, %5655 ]
  %5682 = phi i32 [ %37, %116 ], [ %5589, %5655 ]
  %5683 = phi i32 [ %38, %116 ], [ %5590, %5655 ]
  %5684 = phi i32 [ %40, %116 ], [ %5591, %5655 ]
  %5685 = phi i32 [ %42, %116 ], [ %5592, %5655 ]
  %5686 = phi i32 [ %44, %116 ], [ %5593, %5655 ]
  %5687 = phi i32 [ %46, %116 ], [ %5594, %5655 ]
  %5688 = phi i32 [ %48, %116 ], [ %5595, %5655 ]
  %5689 = phi i32 [ %50, %116 ], [ %5596, %5655 ]
  %5690 = phi i32 [ %52, %116 ], [ %5597, %5655 ]
  %5691 = phi i32 [ %54, %116 ], [ %5598, %5655 ]
  %5692 = phi i32 [ %56, %116 ], [ %5599, %5655 ]
  %5693 = phi i32 [ %58, %116 ], [ %5600, %5655 ]
  %5694 = phi i32 [ %60, %116 ], [ %5601, %5655 ]
  %5695 = phi i32 [ %62, %116 ], [ %5602, %5655 ]
  %5696 = phi i32 [ %64, %116 ], [ %5603, %5655 ]
  %5697 = phi i32 [ %66, %116 ], [ %5604, %5655 ]
  %5698 = phi i32 [ %68, %116 ], [ %5605, %5655 ]
  %5699 = phi i32 [ %70, %116 ], [ %5606, %5655 ]
  %5700 = phi i32 [ %72, %116 ], [ %5607, %5655 ]
  %5701 = phi i32 [ %74, %116 ], [ %5608, %5655 ]
  %5702 = phi i32 [ %76, %116 ], [ %5609, %5655 ]
  %5703 = phi ptr [ %78, %116 ], [ %5610, %5655 ]
  %5704 = phi ptr [ %80, %116 ], [ %5611, %5655 ]
  %5705 = phi ptr [ %82, %116 ], [ %5612, %5655 ]
  %5706 = phi i32 [ %118, %116 ], [ %5629, %5655 ]
  store i32 47, ptr %4, align 8, !tbaa !11
  %5707 = getelementptr inbounds i8, ptr %0, i64 36
  %5708 = icmp sgt i32 %5706, 7
  br i1 %5708, label %5709, label %5713

5709:                                             ; preds = %5657
  %5710 = getelementptr inbounds i8, ptr %0, i64 32
  %5711 = load i32, ptr %5710, align 8, !tbaa !37
  %5712 = add nsw i32 %5706, -8
  br label %5720

5713:                                             ; preds = %5657
  %5714 = load ptr, ptr %0, align 8, !tbaa !5
  %5715 = getelementptr inbounds i8, ptr %5714, i64 8
  %5716 = getelementptr inbounds i8, ptr %0, i64 32
  %5717 = getelementptr inbounds i8, ptr %5714, i64 12
  %5718 = getelementptr inbounds i8, ptr %5714, i64 16
  %5719 = load i32, ptr %5715, align 8, !tbaa !38
  br label %5729

5720:                                             ; preds = %5749, %5709
  %5721 = phi i32 [ %5711, %5709 ], [ %5739, %5749 ]
  %5722 = phi i32 [ %5712, %5709 ], [ %5731, %5749 ]
  %5723 = lshr i32 %5721, %5722
  store i32 %5722, ptr %5707, align 4, !tbaa !12
  %5724 = getelementptr inbounds i8, ptr %0, i64 3180
  %5725 = load i32, ptr %5724, align 4, !tbaa !109
  %5726 = shl i32 %5725, 8
  %5727 = and i32 %5723, 255
  %5728 = or disjoint i32 %5726, %5727
  store i32 %5728, ptr %5724, align 4, !tbaa !109
  br label %5751

5729:                                             ; preds = %5713, %5749
  %5730 = phi i32 [ %5719, %5713 ], [ %5742, %5749 ]
  %5731 = phi i32 [ %5706, %5713 ], [ %5740, %5749 ]
  %5732 = icmp eq i32 %5730, 0
  br i1 %5732, label %6043, label %5733

5733:                                             ; preds = %5729
  %5734 = load i32, ptr %5716, align 8, !tbaa !37
  %5735 = shl i32 %5734, 8
  %5736 = load ptr, ptr %5714, align 8, !tbaa !40
  %5737 = load i8, ptr %5736, align 1, !tbaa !41
  %5738 = zext i8 %5737 to i32
  %5739 = or disjoint i32 %5735, %5738
  store i32 %5739, ptr %5716, align 8, !tbaa !37
  %5740 = add nsw i32 %5731, 8
  store i32 %5740, ptr %5707, align 4, !tbaa !12
  %5741 = getelementptr inbounds i8, ptr %5736, i64 1
  store ptr %5741, ptr %5714, align 8, !tbaa !40
  %5742 = add i32 %5730, -1
  store i32 %5742, ptr %5715, align 8, !tbaa !38
  %5743 = load i32, ptr %5717, align 4, !tbaa !42
  %5744 = add i32 %5743, 1
  store i32 %5744, ptr %5717, align 4, !tbaa !42
  %5745 = icmp eq i32 %5744, 0
  br i1 %5745, label %5746, label %5749

5746:                                             ; preds = %5733
  %5747 = load i32, ptr %5718, align 8, !tbaa !43
  %5748 = add i32 %5747, 1
  store i32 %5748, ptr %5718, align 8, !tbaa !43
  br label %5749

5749:                                             ; preds = %5746, %5733
  %5750 = icmp sgt i32 %5731, -1
  br i1 %5750, label %5720, label %5729

5751:                                             ; preds = %113, %5720
  %5752 = phi ptr [ %106, %113 ], [ %5658, %5720 ]
  %5753 = phi ptr [ %105, %113 ], [ %5659, %5720 ]
  %5754 = phi ptr [ %104, %113 ], [ %5660, %5720 ]
  %5755 = phi ptr [ %103, %113 ], [ %5661, %5720 ]
  %5756 = phi ptr [ %102, %113 ], [ %5662, %5720 ]
  %5757 = phi ptr [ %101, %113 ], [ %5663, %5720 ]
  %5758 = phi ptr [ %100, %113 ], [ %5664, %5720 ]
  %5759 = phi ptr [ %99, %113 ], [ %5665, %5720 ]
  %5760 = phi ptr [ %98, %113 ], [ %5666, %5720 ]
  %5761 = phi ptr [ %97, %113 ], [ %5667, %5720 ]
  %5762 = phi ptr [ %96, %113 ], [ %5668, %5720 ]
  %5763 = phi ptr [ %95, %113 ], [ %5669, %5720 ]
  %5764 = phi ptr [ %94, %113 ], [ %5670, %5720 ]
  %5765 = phi ptr [ %93, %113 ], [ %5671, %5720 ]
  %5766 = phi ptr [ %92, %113 ], [ %5672, %5720 ]
  %5767 = phi ptr [ %91, %113 ], [ %5673, %5720 ]
  %5768 = phi ptr [ %90, %113 ], [ %5674, %5720 ]
  %5769 = phi ptr [ %89, %113 ], [ %5675, %5720 ]
  %5770 = phi ptr [ %88, %113 ], [ %5676, %5720 ]
  %5771 = phi ptr [ %87, %113 ], [ %5677, %5720 ]
  %5772 = phi ptr [ %86, %113 ], [ %5678, %5720 ]
  %5773 = phi ptr [ %85, %113 ], [ %5679, %5720 ]
  %5774 = phi ptr [ %84, %113 ], [ %5680, %5720 ]
  %5775 = phi ptr [ %83, %113 ], [ %5681, %5720 ]
  %5776 = phi i32 [ %37, %113 ], [ %5682, %5720 ]
  %5777 = phi i32 [ %38, %113 ], [ %5683, %5720 ]
  %5778 = phi i32 [ %40, %113 ], [ %5684, %5720 ]
  %5779 = phi i32 [ %42, %113 ], [ %5685, %5720 ]
  %5780 = phi i32 [ %44, %113 ], [ %5686, %5720 ]
  %5781 = phi i32 [ %46, %113 ], [ %5687, %5720 ]
  %5782 = phi i32 [ %48, %113 ], [ %5688, %5720 ]
  %5783 = phi i32 [ %50, %113 ], [ %5689, %5720 ]
  %5784 = phi i32 [ %52, %113 ], [ %5690, %5720 ]
  %5785 = phi i32 [ %54, %113 ], [ %5691, %5720 ]
  %5786 = phi i32 [ %56, %113 ], [ %5692, %5720 ]
  %5787 = phi i32 [ %58, %113 ], [ %5693, %5720 ]
  %5788 = phi i32 [ %60, %113 ], [ %5694, %5720 ]
  %5789 = phi i32 [ %62, %113 ], [ %5695, %5720 ]
  %5790 = phi i32 [ %64, %113 ], [ %5696, %5720 ]
  %5791 = phi i32 [ %66, %113 ], [ %5697, %5720 ]
  %5792 = phi i32 [ %68, %113 ], [ %5698, %5720 ]
  %5793 = phi i32 [ %70, %113 ], [ %5699, %5720 ]
  %5794 = phi i32 [ %72, %113 ], [ %5700, %5720 ]
  %5795 = phi i32 [ %74, %113 ], [ %5701, %5720 ]
  %5796 = phi i32 [ %76, %113 ], [ %5702, %5720 ]
  %5797 = phi ptr [ %78, %113 ], [ %5703, %5720 ]
  %5798 = phi ptr [ %80, %113 ], [ %5704, %5720 ]
  %5799 = phi ptr [ %82, %113 ], [ %5705, %5720 ]
  %5800 = phi i32 [ %115, %113 ], [ %5722, %5720 ]
  store i32 48, ptr %4, align 8, !tbaa !11
  %5801 = getelementptr inbounds i8, ptr %0, i64 36
  %5802 = icmp sgt i32 %5800, 7
  br i1 %5802, label %5803, label %5807

5803:                                             ; preds = %5751
  %5804 = getelementptr inbounds i8, ptr %0, i64 32
  %5805 = load i32, ptr %5804, align 8, !tbaa !37
  %5806 = add nsw i32 %5800, -8
  br label %5814

5807:                                             ; preds = %5751
  %5808 = load ptr, ptr %0, align 8, !tbaa !5
  %5809 = getelementptr inbounds i8, ptr %5808, i64 8
  %5810 = getelementptr inbounds i8, ptr %0, i64 32
  %5811 = getelementptr inbounds i8, ptr %5808, i64 12
  %5812 = getelementptr inbounds i8, ptr %5808, i64 16
  %5813 = load i32, ptr %5809, align 8, !tbaa !38
  br label %5823

5814:                                             ; preds = %5843, %5803
  %5815 = phi i32 [ %5805, %5803 ], [ %5833, %5843 ]
  %5816 = phi i32 [ %5806, %5803 ], [ %5825, %5843 ]
  %5817 = lshr i32 %5815, %5816
  store i32 %5816, ptr %5801, align 4, !tbaa !12
  %5818 = getelementptr inbounds i8, ptr %0, i64 3180
  %5819 = load i32, ptr %5818, align 4, !tbaa !109
  %5820 = shl i32 %5819, 8
  %5821 = and i32 %5817, 255
  %5822 = or disjoint i32 %5820, %5821
  store i32 %5822, ptr %5818, align 4, !tbaa !109
  br label %5845

5823:                                             ; preds = %5807, %5843
  %5824 = phi i32 [ %5813, %5807 ], [ %5836, %5843 ]
  %5825 = phi i32 [ %5800, %5807 ], [ %5834, %5843 ]
  %5826 = icmp eq i32 %5824, 0
  br i1 %5826, label %6043, label %5827

5827:                                             ; preds = %5823
  %5828 = load i32, ptr %5810, align 8, !tbaa !37
  %5829 = shl i32 %5828, 8
  %5830 = load ptr, ptr %5808, align 8, !tbaa !40
  %5831 = load i8, ptr %5830, align 1, !tbaa !41
  %5832 = zext i8 %5831 to i32
  %5833 = or disjoint i32 %5829, %5832
  store i32 %5833, ptr %5810, align 8, !tbaa !37
  %5834 = add nsw i32 %5825, 8
  store i32 %5834, ptr %5801, align 4, !tbaa !12
  %5835 = getelementptr inbounds i8, ptr %5830, i64 1
  store ptr %5835, ptr %5808, align 8, !tbaa !40
  %5836 = add i32 %5824, -1
  store i32 %5836, ptr %5809, align 8, !tbaa !38
  %5837 = load i32, ptr %5811, align 4, !tbaa !42
  %5838 = add i32 %5837, 1
  store i32 %5838, ptr %5811, align 4, !tbaa !42
  %5839 = icmp eq i32 %5838, 0
  br i1 %5839, label %5840, label %5843

5840:                                             ; preds = %5827
  %5841 = load i32, ptr %5812, align 8, !tbaa !43
  %5842 = add i32 %5841, 1
  store i32 %5842, ptr %5812, align 8, !tbaa !43
  br label %5843

5843:                                             ; preds = %5840, %5827
  %5844 = icmp sgt i32 %5825, -1
  br i1 %5844, label %5814, label %5823

5845:                                             ; preds = %110, %5814
  %5846 = phi ptr [ %106, %110 ], [ %5752, %5814 ]
  %5847 = phi ptr [ %105, %110 ], [ %5753, %5814 ]
  %5848 = phi ptr [ %104, %110 ], [ %5754, %5814 ]
  %5849 = phi ptr [ %103, %110 ], [ %5755, %5814 ]
  %5850 = phi ptr [ %102, %110 ], [ %5756, %5814 ]
  %5851 = phi ptr [ %101, %110 ], [ %5757, %5814 ]
  %5852 = phi ptr [ %100, %110 ], [ %5758, %5814 ]
  %5853 = phi ptr [ %99, %110 ], [ %5759, %5814 ]
  %5854 = phi ptr [ %98, %110 ], [ %5760, %5814 ]
  %5855 = phi ptr [ %97, %110 ], [ %5761, %5814 ]
  %5856 = phi ptr [ %96, %110 ], [ %5762, %5814 ]
  %5857 = phi ptr [ %95, %110 ], [ %5763, %5814 ]
  %5858 = phi ptr [ %94, %110 ], [ %5764, %5814 ]
  %5859 = phi ptr [ %93, %110 ], [ %5765, %5814 ]
  %5860 = phi ptr [ %92, %110 ], [ %5766, %5814 ]
  %5861 = phi ptr [ %91, %110 ], [ %5767, %5814 ]
  %5862 = phi ptr [ %90, %110 ], [ %5768, %5814 ]
  %5863 = phi ptr [ %89, %110 ], [ %5769, %5814 ]
  %5864 = phi ptr [ %88, %110 ], [ %5770, %5814 ]
  %5865 = phi ptr [ %87, %110 ], [ %5771, %5814 ]
  %5866 = phi ptr [ %86, %110 ], [ %5772, %5814 ]
  %5867 = phi ptr [ %85, %110 ], [ %5773, %5814 ]
  %5868 = phi ptr [ %84, %110 ], [ %5774, %5814 ]
  %5869 = phi ptr [ %83, %110 ], [ %5775, %5814 ]
  %5870 = phi i32 [ %37, %110 ], [ %5776, %5814 ]
  %5871 = phi i32 [ %38, %110 ], [ %5777, %5814 ]
  %5872 = phi i32 [ %40, %110 ], [ %5778, %5814 ]
  %5873 = phi i32 [ %42, %110 ], [ %5779, %5814 ]
  %5874 = phi i32 [ %44, %110 ], [ %5780, %5814 ]
  %5875 = phi i32 [ %46, %110 ], [ %5781, %5814 ]
  %5876 = phi i32 [ %48, %110 ], [ %5782, %5814 ]
  %5877 = phi i32 [ %50, %110 ], [ %5783, %5814 ]
  %5878 = phi i32 [ %52, %110 ], [ %5784, %5814 ]
  %5879 = phi i32 [ %54, %110 ], [ %5785, %5814 ]
  %5880 = phi i32 [ %56, %110 ], [ %5786, %5814 ]
  %5881 = phi i32 [ %58, %110 ], [ %5787, %5814 ]
  %5882 = phi i32 [ %60, %110 ], [ %5788, %5814 ]
  %5883 = phi i32 [ %62, %110 ], [ %5789, %5814 ]
  %5884 = phi i32 [ %64, %110 ], [ %5790, %5814 ]
  %5885 = phi i32 [ %66, %110 ], [ %5791, %5814 ]
  %5886 = phi i32 [ %68, %110 ], [ %5792, %5814 ]
  %5887 = phi i32 [ %70, %110 ], [ %5793, %5814 ]
  %5888 = phi i32 [ %72, %110 ], [ %5794, %5814 ]
  %5889 = phi i32 [ %74, %110 ], [ %5795, %5814 ]
  %5890 = phi i32 [ %76, %110 ], [ %5796, %5814 ]
  %5891 = phi ptr [ %78, %110 ], [ %5797, %5814 ]
  %5892 = phi ptr [ %80, %110 ], [ %5798, %5814 ]
  %5893 = phi ptr [ %82, %110 ], [ %5799, %5814 ]
  %5894 = phi i32 [ %112, %110 ], [ %5816, %5814 ]
  store i32 49, ptr %4, align 8, !tbaa !11
  %5895 = getelementptr inbounds i8, ptr %0, i64 36
  %5896 = icmp sgt i32 %5894, 7
  br i1 %5896, label %5897, label %5901

5897:                                             ; preds = %5845
  %5898 = getelementptr inbounds i8, ptr %0, i64 32
  %5899 = load i32, ptr %5898, align 8, !tbaa !37
  %5900 = add nsw i32 %5894, -8
  br label %5908

5901:                                             ; preds = %5845
  %5902 = load ptr, ptr %0, align 8, !tbaa !5
  %5903 = getelementptr inbounds i8, ptr %5902, i64 8
  %5904 = getelementptr inbounds i8, ptr %0, i64 32
  %5905 = getelementptr inbounds i8, ptr %5902, i64 12
  %5906 = getelementptr inbounds i8, ptr %5902, i64 16
  %5907 = load i32, ptr %5903, align 8, !tbaa !38
  br label %5917

5908:                                             ; preds = %5937, %5897
  %5909 = phi i32 [ %5899, %5897 ], [ %5927, %5937 ]
  %5910 = phi i32 [ %5900, %5897 ], [ %5919, %5937 ]
  %5911 = lshr i32 %5909, %5910
  store i32 %5910, ptr %5895, align 4, !tbaa !12
  %5912 = getelementptr inbounds i8, ptr %0, i64 3180
  %5913 = load i32, ptr %5912, align 4, !tbaa !109
  %5914 = shl i32 %5913, 8
  %5915 = and i32 %5911, 255
  %5916 = or disjoint i32 %5914, %5915
  store i32 %5916, ptr %5912, align 4, !tbaa !109
  br label %5939

5917:                                             ; preds = %5901, %5937
  %5918 = phi i32 [ %5907, %5901 ], [ %5930, %5937 ]
  %5919 = phi i32 [ %5894, %5901 ], [ %5928, %5937 ]
  %5920 = icmp eq i32 %5918, 0
  br i1 %5920, label %6043, label %5921

5921:                                             ; preds = %5917
  %5922 = load i32, ptr %5904, align 8, !tbaa !37
  %5923 = shl i32 %5922, 8
  %5924 = load ptr, ptr %5902, align 8, !tbaa !40
  %5925 = load i8, ptr %5924, align 1, !tbaa !41
  %5926 = zext i8 %5925 to i32
  %5927 = or disjoint i32 %5923, %5926
  store i32 %5927, ptr %5904, align 8, !tbaa !37
  %5928 = add nsw i32 %5919, 8
  store i32 %5928, ptr %5895, align 4, !tbaa !12
  %5929 = getelementptr inbounds i8, ptr %5924, i64 1
  store ptr %5929, ptr %5902, align 8, !tbaa !40
  %5930 = add i32 %5918, -1
  store i32 %5930, ptr %5903, align 8, !tbaa !38
  %5931 = load i32, ptr %5905, align 4, !tbaa !42
  %5932 = add i32 %5931, 1
  store i32 %5932, ptr %5905, align 4, !tbaa !42
  %5933 = icmp eq i32 %5932, 0
  br i1 %5933, label %5934, label %5937

5934:                                             ; preds = %5921
  %5935 = load i32, ptr %5906, align 8, !tbaa !43
  %5936 = add i32 %5935, 1
  store i32 %5936, ptr %5906, align 8, !tbaa !43
  br label %5937

5937:                                             ; preds = %5934, %5921
  %5938 = icmp sgt i32 %5919, -1
  br i1 %5938, label %5908, label %5917

5939:                                             ; preds = %107, %5908
  %5940 = phi ptr [ %106, %107 ], [ %5846, %5908 ]
  %5941 = phi ptr [ %105, %107 ], [ %5847, %5908 ]
  %5942 = phi ptr [ %104, %107 ], [ %5848, %5908 ]
  %5943 = phi ptr [ %103, %107 ], [ %5849, %5908 ]
  %5944 = phi ptr [ %102, %107 ], [ %5850, %5908 ]
  %5945 = phi ptr [ %101, %107 ], [ %5851, %5908 ]
  %5946 = phi ptr [ %100, %107 ], [ %5852, %5908 ]
  %5947 = phi ptr [ %99, %107 ], [ %5853, %5908 ]
  %5948 = phi ptr [ %98, %107 ], [ %5854, %5908 ]
  %5949 = phi ptr [ %97, %107 ], [ %5855, %5908 ]
  %5950 = phi ptr [ %96, %107 ], [ %5856, %5908 ]
  %5951 = phi ptr [ %95, %107 ], [ %5857, %5908 ]
  %5952 = phi ptr [ %94, %107 ], [ %5858, %5908 ]
  %5953 = phi ptr [ %93, %107 ], [ %5859, %5908 ]
  %5954 = phi ptr [ %92, %107 ], [ %5860, %5908 ]
  %5955 = phi ptr [ %91, %107 ], [ %5861, %5908 ]
  %5956 = phi ptr [ %90, %107 ], [ %5862, %5908 ]
  %5957 = phi ptr [ %89, %107 ], [ %5863, %5908 ]
  %5958 = phi ptr [ %88, %107 ], [ %5864, %5908 ]
  %5959 = phi ptr [ %87, %107 ], [ %5865, %5908 ]
  %5960 = phi ptr [ %86, %107 ], [ %5866, %5908 ]
  %5961 = phi ptr [ %85, %107 ], [ %5867, %5908 ]
  %5962 = phi ptr [ %84, %107 ], [ %5868, %5908 ]
  %5963 = phi ptr [ %83, %107 ], [ %5869, %5908 ]
  %5964 = phi i32 [ %37, %107 ], [ %5870, %5908 ]
  %5965 = phi i32 [ %38, %107 ], [ %5871, %5908 ]
  %5966 = phi i32 [ %40, %107 ], [ %5872, %5908 ]
  %5967 = phi i32 [ %42, %107 ], [ %5873, %5908 ]
  %5968 = phi i32 [ %44, %107 ], [ %5874, %5908 ]
  %5969 = phi i32 [ %46, %107 ], [ %5875, %5908 ]
  %5970 = phi i32 [ %48, %107 ], [ %5876, %5908 ]
  %5971 = phi i32 [ %50, %107 ], [ %5877, %5908 ]
  %5972 = phi i32 [ %52, %107 ], [ %5878, %5908 ]
  %5973 = phi i32 [ %54, %107 ], [ %5879, %5908 ]
  %5974 = phi i32 [ %56, %107 ], [ %5880, %5908 ]
  %5975 = phi i32 [ %58, %107 ], [ %5881, %5908 ]
  %5976 = phi i32 [ %60, %107 ], [ %5882, %5908 ]
  %5977 = phi i32 [ %62, %107 ], [ %5883, %5908 ]
  %5978 = phi i32 [ %64, %107 ], [ %5884, %5908 ]
  %5979 = phi i32 [ %66, %107 ], [ %5885, %5908 ]
  %5980 = phi i32 [ %68, %107 ], [ %5886, %5908 ]
  %5981 = phi i32 [ %70, %107 ], [ %5887, %5908 ]
  %5982 = phi i32 [ %72, %107 ], [ %5888, %5908 ]
  %5983 = phi i32 [ %74, %107 ], [ %5889, %5908 ]
  %5984 = phi i32 [ %76, %107 ], [ %5890, %5908 ]
  %5985 = phi ptr [ %78, %107 ], [ %5891, %5908 ]
  %5986 = phi ptr [ %80, %107 ], [ %5892, %5908 ]
  %5987 = phi ptr [ %82, %107 ], [ %5893, %5908 ]
  %5988 = phi i32 [ %109, %107 ], [ %5910, %5908 ]
  store i32 50, ptr %4, align 8, !tbaa !11
  %5989 = getelementptr inbounds i8, ptr %0, i64 36
  %5990 = icmp sgt i32 %5988, 7
  br i1 %5990, label %5991, label %5995

5991:                                             ; preds = %5939
  %5992 = getelementptr inbounds i8, ptr %0, i64 32
  %5993 = load i32, ptr %5992, align 8, !tbaa !37
  %5994 = add nsw i32 %5988, -8
  br label %6002

5995:                                             ; preds = %5939
  %5996 = load ptr, ptr %0, align 8, !tbaa !5
  %5997 = getelementptr inbounds i8, ptr %5996, i64 8
  %5998 = getelementptr inbounds i8, ptr %0, i64 32
  %5999 = getelementptr inbounds i8, ptr %5996, i64 12
  %6000 = getelementptr inbounds i8, ptr %5996, i64 16
  %6001 = load i32, ptr %5997, align 8, !tbaa !38
  br label %6011

6002:                                             ; preds = %6031, %5991
  %6003 = phi i32 [ %5993, %5991 ], [ %6021, %6031 ]
  %6004 = phi i32 [ %5994, %5991 ], [ %6013, %6031 ]
  %6005 = lshr i32 %6003, %6004
  store i32 %6004, ptr %5989, align 4, !tbaa !12
  %6006 = getelementptr inbounds i8, ptr %0, i64 3180
  %6007 = load i32, ptr %6006, align 4, !tbaa !109
  %6008 = shl i32 %6007, 8
  %6009 = and i32 %6005, 255
  %6010 = or disjoint i32 %6008, %6009
  store i32 %6010, ptr %6006, align 4, !tbaa !109
  store i32 1, ptr %4, align 8, !tbaa !11
  br label %6043

6011:                                             ; preds = %5995, %6031
  %6012 = phi i32 [ %6001, %5995 ], [ %6024, %6031 ]
  %6013 = phi i32 [ %5988, %5995 ], [ %6022, %6031 ]
  %6014 = icmp eq i32 %6012, 0
  br i1 %6014, label %6043, label %6015

6015:                                             ; preds = %6011
  %6016 = load i32, ptr %5998, align 8, !tbaa !37
  %6017 = shl i32 %6016, 8
  %6018 = load ptr, ptr %5996, align 8, !tbaa !40
  %6019 = load i8, ptr %6018, align 1, !tbaa !41
  %6020 = zext i8 %6019 to i32
  %6021 = or disjoint i32 %6017, %6020
  store i32 %6021, ptr %5998, align 8, !tbaa !37
  %6022 = add nsw i32 %6013, 8
  store i32 %6022, ptr %5989, align 4, !tbaa !12
  %6023 = getelementptr inbounds i8, ptr %6018, i64 1
  store ptr %6023, ptr %5996, align 8, !tbaa !40
  %6024 = add i32 %6012, -1
  store i32 %6024, ptr %5997, align 8, !tbaa !38
  %6025 = load i32, ptr %5999, align 4, !tbaa !42
  %6026 = add i32 %6025, 1
  store i32 %6026, ptr %5999, align 4, !tbaa !42
  %6027 = icmp eq i32 %6026, 0
  br i1 %6027, label %6028, label %6031

6028:                                             ; preds = %6015
  %6029 = load i32, ptr %6000, align 8, !tbaa !43
  %6030 = add i32 %6029, 1
  store i32 %6030, ptr %6000, align 8, !tbaa !43
  br label %6031

6031:                                             ; preds = %6028, %6015
  %6032 = icmp sgt i32 %6013, -1
  br i1 %6032, label %6002, label %6011

6033:                                             ; preds = %36
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4001) #7
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4002) #7
  br label %6043

6034:                                             ; preds = %4856, %4851, %4846, %4840
  %6035 = phi i64 [ %4842, %4840 ], [ %4847, %4846 ], [ %4852, %4851 ], [ %4857, %4856 ]
  %6036 = trunc nuw nsw i64 %6035 to i32
  br label %6043

6037:                                             ; preds = %4831, %4824, %4817, %4808
  %6038 = phi i64 [ %4809, %4808 ], [ %4818, %4817 ], [ %4825, %4824 ], [ %4832, %4831 ]
  %6039 = trunc nuw nsw i64 %6038 to i32
  br label %6043

6040:                                             ; preds = %4757, %4750, %4743, %4736
  %6041 = phi i64 [ %4737, %4736 ], [ %4744, %4743 ], [ %4751, %4750 ], [ %4758, %4757 ]
  %6042 = trunc nuw nsw i64 %6041 to i32
  br label %6043

6043:                                             ; preds = %210, %300, %390, %482, %601, %692, %783, %874, %965, %1056, %1162, %1256, %1350, %1444, %1537, %1631, %1725, %1820, %2355, %2446, %3452, %4547, %4697, %3839, %4056, %4066, %3989, %3602, %2953, %3145, %3238, %2612, %2590, %2171, %1974, %5269, %5360, %5451, %5542, %5633, %5729, %5823, %5917, %6011, %6040, %6037, %6034, %5627, %5536, %5444, %5353, %5262, %5081, %5070, %5193, %5176, %4728, %4719, %4569, %4449, %4080, %4011, %3861, %3741, %3685, %3624, %3474, %3365, %3025, %2439, %2349, %2349, %2349, %2283, %1842, %1809, %1049, %958, %867, %776, %685, %595, %528, %513, %473, %383, %293, %203, %6033, %6002
  %6044 = phi ptr [ %106, %6033 ], [ %5940, %6002 ], [ %32, %203 ], [ %233, %293 ], [ %323, %383 ], [ %413, %473 ], [ %413, %513 ], [ %413, %528 ], [ %534, %595 ], [ %624, %685 ], [ %715, %776 ], [ %806, %867 ], [ %897, %958 ], [ %988, %1049 ], [ %1748, %1809 ], [ %1748, %1842 ], [ %1997, %2283 ], [ %2288, %2349 ], [ %2288, %2349 ], [ %2288, %2349 ], [ %2378, %2439 ], [ %3026, %3025 ], [ %2822, %3365 ], [ %3475, %3474 ], [ %3475, %3624 ], [ %3686, %3685 ], [ %3686, %3741 ], [ %3862, %3861 ], [ %3862, %4011 ], [ %3634, %4080 ], [ %3634, %4449 ], [ %4570, %4569 ], [ %4570, %4719 ], [ %3634, %4728 ], [ %3634, %5176 ], [ %3634, %5193 ], [ %3634, %5070 ], [ %3634, %5081 ], [ %5201, %5262 ], [ %5292, %5353 ], [ %5383, %5444 ], [ %5474, %5536 ], [ %5565, %5627 ], [ %3634, %6034 ], [ %3634, %6037 ], [ %3634, %6040 ], [ %5940, %6011 ], [ %5846, %5917 ], [ %5752, %5823 ], [ %5658, %5729 ], [ %5565, %5633 ], [ %5474, %5542 ], [ %5383, %5451 ], [ %5292, %5360 ], [ %5201, %5269 ], [ %1901, %1974 ], [ %2103, %2171 ], [ %2519, %2590 ], [ %2519, %2612 ], [ %3168, %3238 ], [ %3077, %3145 ], [ %2886, %2953 ], [ %3533, %3602 ], [ %3920, %3989 ], [ %3862, %4066 ], [ %3862, %4056 ], [ %3770, %3839 ], [ %4628, %4697 ], [ %4478, %4547 ], [ %3383, %3452 ], [ %2378, %2446 ], [ %2288, %2355 ], [ %1748, %1820 ], [ %1654, %1725 ], [ %1560, %1631 ], [ %1467, %1537 ], [ %1373, %1444 ], [ %1279, %1350 ], [ %1185, %1256 ], [ %1091, %1162 ], [ %988, %1056 ], [ %897, %965 ], [ %806, %874 ], [ %715, %783 ], [ %624, %692 ], [ %534, %601 ], [ %413, %482 ], [ %323, %390 ], [ %233, %300 ], [ %32, %210 ]
  %6045 = phi ptr [ %105, %6033 ], [ %5941, %6002 ], [ %31, %203 ], [ %234, %293 ], [ %324, %383 ], [ %414, %473 ], [ %414, %513 ], [ %414, %528 ], [ %535, %595 ], [ %625, %685 ], [ %716, %776 ], [ %807, %867 ], [ %898, %958 ], [ %989, %1049 ], [ %1749, %1809 ], [ %1749, %1842 ], [ %1998, %2283 ], [ %2289, %2349 ], [ %2289, %2349 ], [ %2289, %2349 ], [ %2379, %2439 ], [ %3027, %3025 ], [ %2823, %3365 ], [ %3476, %3474 ], [ %3476, %3624 ], [ %3687, %3685 ], [ %3687, %3741 ], [ %3863, %3861 ], [ %3863, %4011 ], [ %3635, %4080 ], [ %3635, %4449 ], [ %4571, %4569 ], [ %4571, %4719 ], [ %3635, %4728 ], [ %3635, %5176 ], [ %3635, %5193 ], [ %3635, %5070 ], [ %3635, %5081 ], [ %5202, %5262 ], [ %5293, %5353 ], [ %5384, %5444 ], [ %5475, %5536 ], [ %5566, %5627 ], [ %3635, %6034 ], [ %3635, %6037 ], [ %3635, %6040 ], [ %5941, %6011 ], [ %5847, %5917 ], [ %5753, %5823 ], [ %5659, %5729 ], [ %5566, %5633 ], [ %5475, %5542 ], [ %5384, %5451 ], [ %5293, %5360 ], [ %5202, %5269 ], [ %1902, %1974 ], [ %2104, %2171 ], [ %2520, %2590 ], [ %2520, %2612 ], [ %3169, %3238 ], [ %3078, %3145 ], [ %2887, %2953 ], [ %3534, %3602 ], [ %3921, %3989 ], [ %3863, %4066 ], [ %3863, %4056 ], [ %3771, %3839 ], [ %4629, %4697 ], [ %4479, %4547 ], [ %3384, %3452 ], [ %2379, %2446 ], [ %2289, %2355 ], [ %1749, %1820 ], [ %1655, %1725 ], [ %1561, %1631 ], [ %1468, %1537 ], [ %1374, %1444 ], [ %1280, %1350 ], [ %1186, %1256 ], [ %1092, %1162 ], [ %989, %1056 ], [ %898, %965 ], [ %807, %874 ], [ %716, %783 ], [ %625, %692 ], [ %535, %601 ], [ %414, %482 ], [ %324, %390 ], [ %234, %300 ], [ %31, %210 ]
  %6046 = phi ptr [ %104, %6033 ], [ %5942, %6002 ], [ %30, %203 ], [ %235, %293 ], [ %325, %383 ], [ %415, %473 ], [ %415, %513 ], [ %415, %528 ], [ %536, %595 ], [ %626, %685 ], [ %717, %776 ], [ %808, %867 ], [ %899, %958 ], [ %990, %1049 ], [ %1750, %1809 ], [ %1750, %1842 ], [ %1999, %2283 ], [ %2290, %2349 ], [ %2290, %2349 ], [ %2290, %2349 ], [ %2380, %2439 ], [ %3028, %3025 ], [ %2824, %3365 ], [ %3477, %3474 ], [ %3477, %3624 ], [ %3688, %3685 ], [ %3688, %3741 ], [ %3864, %3861 ], [ %3864, %4011 ], [ %3636, %4080 ], [ %3636, %4449 ], [ %4572, %4569 ], [ %4572, %4719 ], [ %3636, %4728 ], [ %3636, %5176 ], [ %3636, %5193 ], [ %3636, %5070 ], [ %3636, %5081 ], [ %5203, %5262 ], [ %5294, %5353 ], [ %5385, %5444 ], [ %5476, %5536 ], [ %5567, %5627 ], [ %3636, %6034 ], [ %3636, %6037 ], [ %3636, %6040 ], [ %5942, %6011 ], [ %5848, %5917 ], [ %5754, %5823 ], [ %5660, %5729 ], [ %5567, %5633 ], [ %5476, %5542 ], [ %5385, %5451 ], [ %5294, %5360 ], [ %5203, %5269 ], [ %1903, %1974 ], [ %2105, %2171 ], [ %2521, %2590 ], [ %2521, %2612 ], [ %3170, %3238 ], [ %3079, %3145 ], [ %2888, %2953 ], [ %3535, %3602 ], [ %3922, %3989 ], [ %3864, %4066 ], [ %3864, %4056 ], [ %3772, %3839 ], [ %4630, %4697 ], [ %4480, %4547 ], [ %3385, %3452 ], [ %2380, %2446 ], [ %2290, %2355 ], [ %1750, %1820 ], [ %1656, %1725 ], [ %1562, %1631 ], [ %1469, %1537 ], [ %1375, %1444 ], [ %1281, %1350 ], [ %1187, %1256 ], [ %1093, %1162 ], [ %990, %1056 ], [ %899, %965 ], [ %808, %874 ], [ %717, %783 ], [ %626, %692 ], [ %536, %601 ], [ %415, %482 ], [ %325, %390 ], [ %235, %300 ], [ %30, %210 ]
  %6047 = phi ptr [ %103, %6033 ], [ %5943, %6002 ], [ %29, %203 ], [ %236, %293 ], [ %326, %383 ], [ %416, %473 ], [ %416, %513 ], [ %416, %528 ], [ %537, %595 ], [ %627, %685 ], [ %718, %776 ], [ %809, %867 ], [ %900, %958 ], [ %991, %1049 ], [ %1751, %1809 ], [ %1751, %1842 ], [ %2000, %2283 ], [ %2291, %2349 ], [ %2291, %2349 ], [ %2291, %2349 ], [ %2381, %2439 ], [ %3029, %3025 ], [ %2825, %3365 ], [ %3478, %3474 ], [ %3478, %3624 ], [ %3689, %3685 ], [ %3689, %3741 ], [ %3865, %3861 ], [ %3865, %4011 ], [ %3637, %4080 ], [ %3637, %4449 ], [ %4573, %4569 ], [ %4573, %4719 ], [ %3637, %4728 ], [ %3637, %5176 ], [ %3637, %5193 ], [ %3637, %5070 ], [ %3637, %5081 ], [ %5204, %5262 ], [ %5295, %5353 ], [ %5386, %5444 ], [ %5477, %5536 ], [ %5568, %5627 ], [ %3637, %6034 ], [ %3637, %6037 ], [ %3637, %6040 ], [ %5943, %6011 ], [ %5849, %5917 ], [ %5755, %5823 ], [ %5661, %5729 ], [ %5568, %5633 ], [ %5477, %5542 ], [ %5386, %5451 ], [ %5295, %5360 ], [ %5204, %5269 ], [ %1904, %1974 ], [ %2106, %2171 ], [ %2522, %2590 ], [ %2522, %2612 ], [ %3171, %3238 ], [ %3080, %3145 ], [ %2889, %2953 ], [ %3536, %3602 ], [ %3923, %3989 ], [ %3865, %4066 ], [ %3865, %4056 ], [ %3773, %3839 ], [ %4631, %4697 ], [ %4481, %4547 ], [ %3386, %3452 ], [ %2381, %2446 ], [ %2291, %2355 ], [ %1751, %1820 ], [ %1657, %1725 ], [ %1563, %1631 ], [ %1470, %1537 ], [ %1376, %1444 ], [ %1282, %1350 ], [ %1188, %1256 ], [ %1094, %1162 ], [ %991, %1056 ], [ %900, %965 ], [ %809, %874 ], [ %718, %783 ], [ %627, %692 ], [ %537, %601 ], [ %416, %482 ], [ %326, %390 ], [ %236, %300 ], [ %29, %210 ]
  %6048 = phi ptr [ %102, %6033 ], [ %5944, %6002 ], [ %28, %203 ], [ %237, %293 ], [ %327, %383 ], [ %417, %473 ], [ %417, %513 ], [ %417, %528 ], [ %538, %595 ], [ %628, %685 ], [ %719, %776 ], [ %810, %867 ], [ %901, %958 ], [ %992, %1049 ], [ %1752, %1809 ], [ %1752, %1842 ], [ %2001, %2283 ], [ %2292, %2349 ], [ %2292, %2349 ], [ %2292, %2349 ], [ %2382, %2439 ], [ %3030, %3025 ], [ %2826, %3365 ], [ %3479, %3474 ], [ %3479, %3624 ], [ %3690, %3685 ], [ %3690, %3741 ], [ %3866, %3861 ], [ %3866, %4011 ], [ %3638, %4080 ], [ %3638, %4449 ], [ %4574, %4569 ], [ %4574, %4719 ], [ %3638, %4728 ], [ %3638, %5176 ], [ %3638, %5193 ], [ %3638, %5070 ], [ %3638, %5081 ], [ %5205, %5262 ], [ %5296, %5353 ], [ %5387, %5444 ], [ %5478, %5536 ], [ %5569, %5627 ], [ %3638, %6034 ], [ %3638, %6037 ], [ %3638, %6040 ], [ %5944, %6011 ], [ %5850, %5917 ], [ %5756, %5823 ], [ %5662, %5729 ], [ %5569, %5633 ], [ %5478, %5542 ], [ %5387, %5451 ], [ %5296, %5360 ], [ %5205, %5269 ], [ %1905, %1974 ], [ %2107, %2171 ], [ %2523, %2590 ], [ %2523, %2612 ], [ %3172, %3238 ], [ %3081, %3145 ], [ %2890, %2953 ], [ %3537, %3602 ], [ %3924, %3989 ], [ %3866, %4066 ], [ %3866, %4056 ], [ %3774, %3839 ], [ %4632, %4697 ], [ %4482, %4547 ], [ %3387, %3452 ], [ %2382, %2446 ], [ %2292, %2355 ], [ %1752, %1820 ], [ %1658, %1725 ], [ %1564, %1631 ], [ %1471, %1537 ], [ %1377, %1444 ], [ %1283, %1350 ], [ %1189, %1256 ], [ %1095, %1162 ], [ %992, %1056 ], [ %901, %965 ], [ %810, %874 ], [ %719, %783 ], [ %628, %692 ], [ %538, %601 ], [ %417, %482 ], [ %327, %390 ], [ %237, %300 ], [ %28, %210 ]
  %6049 = phi ptr [ %101, %6033 ], [ %5945, %6002 ], [ %27, %203 ], [ %238, %293 ], [ %328, %383 ], [ %418, %473 ], [ %418, %513 ], [ %418, %528 ], [ %539, %595 ], [ %629, %685 ], [ %720, %776 ], [ %811, %867 ], [ %902, %958 ], [ %993, %1049 ], [ %1753, %1809 ], [ %1753, %1842 ], [ %2002, %2283 ], [ %2293, %2349 ], [ %2293, %2349 ], [ %2293, %2349 ], [ %2383, %2439 ], [ %3031, %3025 ], [ %2827, %3365 ], [ %3480, %3474 ], [ %3480, %3624 ], [ %3691, %3685 ], [ %3691, %3741 ], [ %3867, %3861 ], [ %3867, %4011 ], [ %3639, %4080 ], [ %3639, %4449 ], [ %4575, %4569 ], [ %4575, %4719 ], [ %3639, %4728 ], [ %3639, %5176 ], [ %3639, %5193 ], [ %3639, %5070 ], [ %3639, %5081 ], [ %5206, %5262 ], [ %5297, %5353 ], [ %5388, %5444 ], [ %5479, %5536 ], [ %5570, %5627 ], [ %3639, %6034 ], [ %3639, %6037 ], [ %3639, %6040 ], [ %5945, %6011 ], [ %5851, %5917 ], [ %5757, %5823 ], [ %5663, %5729 ], [ %5570, %5633 ], [ %5479, %5542 ], [ %5388, %5451 ], [ %5297, %5360 ], [ %5206, %5269 ], [ %1906, %1974 ], [ %2108, %2171 ], [ %2524, %2590 ], [ %2524, %2612 ], [ %3173, %3238 ], [ %3082, %3145 ], [ %2891, %2953 ], [ %3538, %3602 ], [ %3925, %3989 ], [ %3867, %4066 ], [ %3867, %4056 ], [ %3775, %3839 ], [ %4633, %4697 ], [ %4483, %4547 ], [ %3388, %3452 ], [ %2383, %2446 ], [ %2293, %2355 ], [ %1753, %1820 ], [ %1659, %1725 ], [ %1565, %1631 ], [ %1472, %1537 ], [ %1378, %1444 ], [ %1284, %1350 ], [ %1190, %1256 ], [ %1096, %1162 ], [ %993, %1056 ], [ %902, %965 ], [ %811, %874 ], [ %720, %783 ], [ %629, %692 ], [ %539, %601 ], [ %418, %482 ], [ %328, %390 ], [ %238, %300 ], [ %27, %210 ]
  %6050 = phi ptr [ %100, %6033 ], [ %5946, %6002 ], [ %26, %203 ], [ %239, %293 ], [ %329, %383 ], [ %419, %473 ], [ %419, %513 ], [ %419, %528 ], [ %540, %595 ], [ %630, %685 ], [ %721, %776 ], [ %812, %867 ], [ %903, %958 ], [ %994, %1049 ], [ %1754, %1809 ], [ %1754, %1842 ], [ %2003, %2283 ], [ %2294, %2349 ], [ %2294, %2349 ], [ %2294, %2349 ], [ %2384, %2439 ], [ %3032, %3025 ], [ %2828, %3365 ], [ %3481, %3474 ], [ %3481, %3624 ], [ %3692, %3685 ], [ %3692, %3741 ], [ %3868, %3861 ], [ %3868, %4011 ], [ %3640, %4080 ], [ %3640, %4449 ], [ %4576, %4569 ], [ %4576, %4719 ], [ %3640, %4728 ], [ %3640, %5176 ], [ %3640, %5193 ], [ %3640, %5070 ], [ %3640, %5081 ], [ %5207, %5262 ], [ %5298, %5353 ], [ %5389, %5444 ], [ %5480, %5536 ], [ %5571, %5627 ], [ %3640, %6034 ], [ %3640, %6037 ], [ %3640, %6040 ], [ %5946, %6011 ], [ %5852, %5917 ], [ %5758, %5823 ], [ %5664, %5729 ], [ %5571, %5633 ], [ %5480, %5542 ], [ %5389, %5451 ], [ %5298, %5360 ], [ %5207, %5269 ], [ %1907, %1974 ], [ %2109, %2171 ], [ %2525, %2590 ], [ %2525, %2612 ], [ %3174, %3238 ], [ %3083, %3145 ], [ %2892, %2953 ], [ %3539, %3602 ], [ %3926, %3989 ], [ %3868, %4066 ], [ %3868, %4056 ], [ %3776, %3839 ], [ %4634, %4697 ], [ %4484, %4547 ], [ %3389, %3452 ], [ %2384, %2446 ], [ %2294, %2355 ], [ %1754, %1820 ], [ %1660, %1725 ], [ %1566, %1631 ], [ %1473, %1537 ], [ %1379, %1444 ], [ %1285, %1350 ], [ %1191, %1256 ], [ %1097, %1162 ], [ %994, %1056 ], [ %903, %965 ], [ %812, %874 ], [ %721, %783 ], [ %630, %692 ], [ %540, %601 ], [ %419, %482 ], [ %329, %390 ], [ %239, %300 ], [ %26, %210 ]
  %6051 = phi ptr [ %99, %6033 ], [ %5947, %6002 ], [ %25, %203 ], [ %240, %293 ], [ %330, %383 ], [ %420, %473 ], [ %420, %513 ], [ %420, %528 ], [ %541, %595 ], [ %631, %685 ], [ %722, %776 ], [ %813, %867 ], [ %904, %958 ], [ %995, %1049 ], [ %1755, %1809 ], [ %1755, %1842 ], [ %2004, %2283 ], [ %2295, %2349 ], [ %2295, %2349 ], [ %2295, %2349 ], [ %2385, %2439 ], [ %3033, %3025 ], [ %2829, %3365 ], [ %3482, %3474 ], [ %3482, %3624 ], [ %3693, %3685 ], [ %3693, %3741 ], [ %3869, %3861 ], [ %3869, %4011 ], [ %3641, %4080 ], [ %3641, %4449 ], [ %4577, %4569 ], [ %4577, %4719 ], [ %3641, %4728 ], [ %3641, %5176 ], [ %3641, %5193 ], [ %3641, %5070 ], [ %3641, %5081 ], [ %5208, %5262 ], [ %5299, %5353 ], [ %5390, %5444 ], [ %5481, %5536 ], [ %5572, %5627 ], [ %3641, %6034 ], [ %3641, %6037 ], [ %3641, %6040 ], [ %5947, %6011 ], [ %5853, %5917 ], [ %5759, %5823 ], [ %5665, %5729 ], [ %5572, %5633 ], [ %5481, %5542 ], [ %5390, %5451 ], [ %5299, %5360 ], [ %5208, %5269 ], [ %1908, %1974 ], [ %2110, %2171 ], [ %2526, %2590 ], [ %2526, %2612 ], [ %3175, %3238 ], [ %3084, %3145 ], [ %2893, %2953 ], [ %3540, %3602 ], [ %3927, %3989 ], [ %3869, %4066 ], [ %3869, %4056 ], [ %3777, %3839 ], [ %4635, %4697 ], [ %4485, %4547 ], [ %3390, %3452 ], [ %2385, %2446 ], [ %2295, %2355 ], [ %1755, %1820 ], [ %1661, %1725 ], [ %1567, %1631 ], [ %1474, %1537 ], [ %1380, %1444 ], [ %1286, %1350 ], [ %1192, %1256 ], [ %1098, %1162 ], [ %995, %1056 ], [ %904, %965 ], [ %813, %874 ], [ %722, %783 ], [ %631, %692 ], [ %541, %601 ], [ %420, %482 ], [ %330, %390 ], [ %240, %300 ], [ %25, %210 ]
  %6052 = phi ptr [ %98, %6033 ], [ %5948, %6002 ], [ %24, %203 ], [ %241, %293 ], [ %331, %383 ], [ %421, %473 ], [ %421, %513 ], [ %421, %528 ], [ %542, %595 ], [ %632, %685 ], [ %723, %776 ], [ %814, %867 ], [ %905, %958 ], [ %996, %1049 ], [ %1756, %1809 ], [ %1756, %1842 ], [ %2005, %2283 ], [ %2296, %2349 ], [ %2296, %2349 ], [ %2296, %2349 ], [ %2386, %2439 ], [ %3034, %3025 ], [ %2830, %3365 ], [ %3483, %3474 ], [ %3483, %3624 ], [ %3694, %3685 ], [ %3694, %3741 ], [ %3870, %3861 ], [ %3870, %4011 ], [ %3642, %4080 ], [ %3642, %4449 ], [ %4578, %4569 ], [ %4578, %4719 ], [ %3642, %4728 ], [ %3642, %5176 ], [ %3642, %5193 ], [ %3642, %5070 ], [ %3642, %5081 ], [ %5209, %5262 ], [ %5300, %5353 ], [ %5391, %5444 ], [ %5482, %5536 ], [ %5573, %5627 ], [ %3642, %6034 ], [ %3642, %6037 ], [ %3642, %6040 ], [ %5948, %6011 ], [ %5854, %5917 ], [ %5760, %5823 ], [ %5666, %5729 ], [ %5573, %5633 ], [ %5482, %5542 ], [ %5391, %5451 ], [ %5300, %5360 ], [ %5209, %5269 ], [ %1909, %1974 ], [ %2111, %2171 ], [ %2527, %2590 ], [ %2527, %2612 ], [ %3176, %3238 ], [ %3085, %3145 ], [ %2894, %2953 ], [ %3541, %3602 ], [ %3928, %3989 ], [ %3870, %4066 ], [ %3870, %4056 ], [ %3778, %3839 ], [ %4636, %4697 ], [ %4486, %4547 ], [ %3391, %3452 ], [ %2386, %2446 ], [ %2296, %2355 ], [ %1756, %1820 ], [ %1662, %1725 ], [ %1568, %1631 ], [ %1475, %1537 ], [ %1381, %1444 ], [ %1287, %1350 ], [ %1193, %1256 ], [ %1099, %1162 ], [ %996, %1056 ], [ %905, %965 ], [ %814, %874 ], [ %723, %783 ], [ %632, %692 ], [ %542, %601 ], [ %421, %482 ], [ %331, %390 ], [ %241, %300 ], [ %24, %210 ]
  %6053 = phi ptr [ %97, %6033 ], [ %5949, %6002 ], [ %23, %203 ], [ %242, %293 ], [ %332, %383 ], [ %422, %473 ], [ %422, %513 ], [ %422, %528 ], [ %543, %595 ], [ %633, %685 ], [ %724, %776 ], [ %815, %867 ], [ %906, %958 ], [ %997, %1049 ], [ %1757, %1809 ], [ %1757, %1842 ], [ %2006, %2283 ], [ %2297, %2349 ], [ %2297, %2349 ], [ %2297, %2349 ], [ %2387, %2439 ], [ %3035, %3025 ], [ %2831, %3365 ], [ %3484, %3474 ], [ %3484, %3624 ], [ %3695, %3685 ], [ %3695, %3741 ], [ %3871, %3861 ], [ %3871, %4011 ], [ %3643, %4080 ], [ %3643, %4449 ], [ %4579, %4569 ], [ %4579, %4719 ], [ %3643, %4728 ], [ %3643, %5176 ], [ %3643, %5193 ], [ %3643, %5070 ], [ %3643, %5081 ], [ %5210, %5262 ], [ %5301, %5353 ], [ %5392, %5444 ], [ %5483, %5536 ], [ %5574, %5627 ], [ %3643, %6034 ], [ %3643, %6037 ], [ %3643, %6040 ], [ %5949, %6011 ], [ %5855, %5917 ], [ %5761, %5823 ], [ %5667, %5729 ], [ %5574, %5633 ], [ %5483, %5542 ], [ %5392, %5451 ], [ %5301, %5360 ], [ %5210, %5269 ], [ %1910, %1974 ], [ %2112, %2171 ], [ %2528, %2590 ], [ %2528, %2612 ], [ %3177, %3238 ], [ %3086, %3145 ], [ %2895, %2953 ], [ %3542, %3602 ], [ %3929, %3989 ], [ %3871, %4066 ], [ %3871, %4056 ], [ %3779, %3839 ], [ %4637, %4697 ], [ %4487, %4547 ], [ %3392, %3452 ], [ %2387, %2446 ], [ %2297, %2355 ], [ %1757, %1820 ], [ %1663, %1725 ], [ %1569, %1631 ], [ %1476, %1537 ], [ %1382, %1444 ], [ %1288, %1350 ], [ %1194, %1256 ], [ %1100, %1162 ], [ %997, %1056 ], [ %906, %965 ], [ %815, %874 ], [ %724, %783 ], [ %633, %692 ], [ %543, %601 ], [ %422, %482 ], [ %332, %390 ], [ %242, %300 ], [ %23, %210 ]
  %6054 = phi ptr [ %96, %6033 ], [ %5950, %6002 ], [ %22, %203 ], [ %243, %293 ], [ %333, %383 ], [ %423, %473 ], [ %423, %513 ], [ %423, %528 ], [ %544, %595 ], [ %634, %685 ], [ %725, %776 ], [ %816, %867 ], [ %907, %958 ], [ %998, %1049 ], [ %1758, %1809 ], [ %1758, %1842 ], [ %2007, %2283 ], [ %2298, %2349 ], [ %2298, %2349 ], [ %2298, %2349 ], [ %2388, %2439 ], [ %3036, %3025 ], [ %2832, %3365 ], [ %3485, %3474 ], [ %3485, %3624 ], [ %3696, %3685 ], [ %3696, %3741 ], [ %3872, %3861 ], [ %3872, %4011 ], [ %3644, %4080 ], [ %3644, %4449 ], [ %4580, %4569 ], [ %4580, %4719 ], [ %3644, %4728 ], [ %3644, %5176 ], [ %3644, %5193 ], [ %3644, %5070 ], [ %3644, %5081 ], [ %5211, %5262 ], [ %5302, %5353 ], [ %5393, %5444 ], [ %5484, %5536 ], [ %5575, %5627 ], [ %3644, %6034 ], [ %3644, %6037 ], [ %3644, %6040 ], [ %5950, %6011 ], [ %5856, %5917 ], [ %5762, %5823 ], [ %5668, %5729 ], [ %5575, %5633 ], [ %5484, %5542 ], [ %5393, %5451 ], [ %5302, %5360 ], [ %5211, %5269 ], [ %1911, %1974 ], [ %2113, %2171 ], [ %2529, %2590 ], [ %2529, %2612 ], [ %3178, %3238 ], [ %3087, %3145 ], [ %2896, %2953 ], [ %3543, %3602 ], [ %3930, %3989 ], [ %3872, %4066 ], [ %3872, %4056 ], [ %3780, %3839 ], [ %4638, %4697 ], [ %4488, %4547 ], [ %3393, %3452 ], [ %2388, %2446 ], [ %2298, %2355 ], [ %1758, %1820 ], [ %1664, %1725 ], [ %1570, %1631 ], [ %1477, %1537 ], [ %1383, %1444 ], [ %1289, %1350 ], [ %1195, %1256 ], [ %1101, %1162 ], [ %998, %1056 ], [ %907, %965 ], [ %816, %874 ], [ %725, %783 ], [ %634, %692 ], [ %544, %601 ], [ %423, %482 ], [ %333, %390 ], [ %243, %300 ], [ %22, %210 ]
  %6055 = phi ptr [ %95, %6033 ], [ %5951, %6002 ], [ %21, %203 ], [ %244, %293 ], [ %334, %383 ], [ %424, %473 ], [ %424, %513 ], [ %424, %528 ], [ %545, %595 ], [ %635, %685 ], [ %726, %776 ], [ %817, %867 ], [ %908, %958 ], [ %999, %1049 ], [ %1759, %1809 ], [ %1759, %1842 ], [ %2008, %2283 ], [ %2299, %2349 ], [ %2299, %2349 ], [ %2299, %2349 ], [ %2389, %2439 ], [ %3037, %3025 ], [ %2833, %3365 ], [ %3486, %3474 ], [ %3486, %3624 ], [ %3697, %3685 ], [ %3697, %3741 ], [ %3873, %3861 ], [ %3873, %4011 ], [ %3645, %4080 ], [ %3645, %4449 ], [ %4581, %4569 ], [ %4581, %4719 ], [ %3645, %4728 ], [ %3645, %5176 ], [ %3645, %5193 ], [ %3645, %5070 ], [ %3645, %5081 ], [ %5212, %5262 ], [ %5303, %5353 ], [ %5394, %5444 ], [ %5485, %5536 ], [ %5576, %5627 ], [ %3645, %6034 ], [ %3645, %6037 ], [ %3645, %6040 ], [ %5951, %6011 ], [ %5857, %5917 ], [ %5763, %5823 ], [ %5669, %5729 ], [ %5576, %5633 ], [ %5485, %5542 ], [ %5394, %5451 ], [ %5303, %5360 ], [ %5212, %5269 ], [ %1912, %1974 ], [ %2114, %2171 ], [ %2530, %2590 ], [ %2530, %2612 ], [ %3179, %3238 ], [ %3088, %3145 ], [ %2897, %2953 ], [ %3544, %3602 ], [ %3931, %3989 ], [ %3873, %4066 ], [ %3873, %4056 ], [ %3781, %3839 ], [ %4639, %4697 ], [ %4489, %4547 ], [ %3394, %3452 ], [ %2389, %2446 ], [ %2299, %2355 ], [ %1759, %1820 ], [ %1665, %1725 ], [ %1571, %1631 ], [ %1478, %1537 ], [ %1384, %1444 ], [ %1290, %1350 ], [ %1196, %1256 ], [ %1102, %1162 ], [ %999, %1056 ], [ %908, %965 ], [ %817, %874 ], [ %726, %783 ], [ %635, %692 ], [ %545, %601 ], [ %424, %482 ], [ %334, %390 ], [ %244, %300 ], [ %21, %210 ]
  %6056 = phi ptr [ %94, %6033 ], [ %5952, %6002 ], [ %20, %203 ], [ %245, %293 ], [ %335, %383 ], [ %425, %473 ], [ %425, %513 ], [ %425, %528 ], [ %546, %595 ], [ %636, %685 ], [ %727, %776 ], [ %818, %867 ], [ %909, %958 ], [ %1000, %1049 ], [ %1760, %1809 ], [ %1760, %1842 ], [ %2009, %2283 ], [ %2300, %2349 ], [ %2300, %2349 ], [ %2300, %2349 ], [ %2390, %2439 ], [ %3038, %3025 ], [ %2834, %3365 ], [ %3487, %3474 ], [ %3487, %3624 ], [ %3698, %3685 ], [ %3698, %3741 ], [ %3874, %3861 ], [ %3874, %4011 ], [ %3646, %4080 ], [ %3646, %4449 ], [ %4582, %4569 ], [ %4582, %4719 ], [ %3646, %4728 ], [ %3646, %5176 ], [ %3646, %5193 ], [ %3646, %5070 ], [ %3646, %5081 ], [ %5213, %5262 ], [ %5304, %5353 ], [ %5395, %5444 ], [ %5486, %5536 ], [ %5577, %5627 ], [ %3646, %6034 ], [ %3646, %6037 ], [ %3646, %6040 ], [ %5952, %6011 ], [ %5858, %5917 ], [ %5764, %5823 ], [ %5670, %5729 ], [ %5577, %5633 ], [ %5486, %5542 ], [ %5395, %5451 ], [ %5304, %5360 ], [ %5213, %5269 ], [ %1913, %1974 ], [ %2115, %2171 ], [ %2531, %2590 ], [ %2531, %2612 ], [ %3180, %3238 ], [ %3089, %3145 ], [ %2898, %2953 ], [ %3545, %3602 ], [ %3932, %3989 ], [ %3874, %4066 ], [ %3874, %4056 ], [ %3782, %3839 ], [ %4640, %4697 ], [ %4490, %4547 ], [ %3395, %3452 ], [ %2390, %2446 ], [ %2300, %2355 ], [ %1760, %1820 ], [ %1666, %1725 ], [ %1572, %1631 ], [ %1479, %1537 ], [ %1385, %1444 ], [ %1291, %1350 ], [ %1197, %1256 ], [ %1103, %1162 ], [ %1000, %1056 ], [ %909, %965 ], [ %818, %874 ], [ %727, %783 ], [ %636, %692 ], [ %546, %601 ], [ %425, %482 ], [ %335, %390 ], [ %245, %300 ], [ %20, %210 ]
  %6057 = phi ptr [ %93, %6033 ], [ %5953, %6002 ], [ %19, %203 ], [ %246, %293 ], [ %336, %383 ], [ %426, %473 ], [ %426, %513 ], [ %426, %528 ], [ %547, %595 ], [ %637, %685 ], [ %728, %776 ], [ %819, %867 ], [ %910, %958 ], [ %1001, %1049 ], [ %1761, %1809 ], [ %1761, %1842 ], [ %2010, %2283 ], [ %2301, %2349 ], [ %2301, %2349 ], [ %2301, %2349 ], [ %2391, %2439 ], [ %3039, %3025 ], [ %2835, %3365 ], [ %3488, %3474 ], [ %3488, %3624 ], [ %3699, %3685 ], [ %3699, %3741 ], [ %3875, %3861 ], [ %3875, %4011 ], [ %3647, %4080 ], [ %3647, %4449 ], [ %4583, %4569 ], [ %4583, %4719 ], [ %3647, %4728 ], [ %3647, %5176 ], [ %3647, %5193 ], [ %3647, %5070 ], [ %3647, %5081 ], [ %5214, %5262 ], [ %5305, %5353 ], [ %5396, %5444 ], [ %5487, %5536 ], [ %5578, %5627 ], [ %3647, %6034 ], [ %3647, %6037 ], [ %3647, %6040 ], [ %5953, %6011 ], [ %5859, %5917 ], [ %5765, %5823 ], [ %5671, %5729 ], [ %5578, %5633 ], [ %5487, %5542 ], [ %5396, %5451 ], [ %5305, %5360 ], [ %5214, %5269 ], [ %1914, %1974 ], [ %2116, %2171 ], [ %2532, %2590 ], [ %2532, %2612 ], [ %3181, %3238 ], [ %3090, %3145 ], [ %2899, %2953 ], [ %3546, %3602 ], [ %3933, %3989 ], [ %3875, %4066 ], [ %3875, %4056 ], [ %3783, %3839 ], [ %4641, %4697 ], [ %4491, %4547 ], [ %3396, %3452 ], [ %2391, %2446 ], [ %2301, %2355 ], [ %1761, %1820 ], [ %1667, %1725 ], [ %1573, %1631 ], [ %1480, %1537 ], [ %1386, %1444 ], [ %1292, %1350 ], [ %1198, %1256 ], [ %1104, %1162 ], [ %1001, %1056 ], [ %910, %965 ], [ %819, %874 ], [ %728, %783 ], [ %637, %692 ], [ %547, %601 ], [ %426, %482 ], [ %336, %390 ], [ %246, %300 ], [ %19, %210 ]
  %6058 = phi ptr [ %92, %6033 ], [ %5954, %6002 ], [ %18, %203 ], [ %247, %293 ], [ %337, %383 ], [ %427, %473 ], [ %427, %513 ], [ %427, %528 ], [ %548, %595 ], [ %638, %685 ], [ %729, %776 ], [ %820, %867 ], [ %911, %958 ], [ %1002, %1049 ], [ %1762, %1809 ], [ %1762, %1842 ], [ %2011, %2283 ], [ %2302, %2349 ], [ %2302, %2349 ], [ %2302, %2349 ], [ %2392, %2439 ], [ %3040, %3025 ], [ %2836, %3365 ], [ %3489, %3474 ], [ %3489, %3624 ], [ %3700, %3685 ], [ %3700, %3741 ], [ %3876, %3861 ], [ %3876, %4011 ], [ %3648, %4080 ], [ %3648, %4449 ], [ %4584, %4569 ], [ %4584, %4719 ], [ %3648, %4728 ], [ %3648, %5176 ], [ %3648, %5193 ], [ %3648, %5070 ], [ %3648, %5081 ], [ %5215, %5262 ], [ %5306, %5353 ], [ %5397, %5444 ], [ %5488, %5536 ], [ %5579, %5627 ], [ %3648, %6034 ], [ %3648, %6037 ], [ %3648, %6040 ], [ %5954, %6011 ], [ %5860, %5917 ], [ %5766, %5823 ], [ %5672, %5729 ], [ %5579, %5633 ], [ %5488, %5542 ], [ %5397, %5451 ], [ %5306, %5360 ], [ %5215, %5269 ], [ %1915, %1974 ], [ %2117, %2171 ], [ %2533, %2590 ], [ %2533, %2612 ], [ %3182, %3238 ], [ %3091, %3145 ], [ %2900, %2953 ], [ %3547, %3602 ], [ %3934, %3989 ], [ %3876, %4066 ], [ %3876, %4056 ], [ %3784, %3839 ], [ %4642, %4697 ], [ %4492, %4547 ], [ %3397, %3452 ], [ %2392, %2446 ], [ %2302, %2355 ], [ %1762, %1820 ], [ %1668, %1725 ], [ %1574, %1631 ], [ %1481, %1537 ], [ %1387, %1444 ], [ %1293, %1350 ], [ %1199, %1256 ], [ %1105, %1162 ], [ %1002, %1056 ], [ %911, %965 ], [ %820, %874 ], [ %729, %783 ], [ %638, %692 ], [ %548, %601 ], [ %427, %482 ], [ %337, %390 ], [ %247, %300 ], [ %18, %210 ]
  %6059 = phi ptr [ %91, %6033 ], [ %5955, %6002 ], [ %17, %203 ], [ %248, %293 ], [ %338, %383 ], [ %428, %473 ], [ %428, %513 ], [ %428, %528 ], [ %549, %595 ], [ %639, %685 ], [ %730, %776 ], [ %821, %867 ], [ %912, %958 ], [ %1003, %1049 ], [ %1763, %1809 ], [ %1763, %1842 ], [ %2012, %2283 ], [ %2303, %2349 ], [ %2303, %2349 ], [ %2303, %2349 ], [ %2393, %2439 ], [ %3041, %3025 ], [ %2837, %3365 ], [ %3490, %3474 ], [ %3490, %3624 ], [ %3701, %3685 ], [ %3701, %3741 ], [ %3877, %3861 ], [ %3877, %4011 ], [ %3649, %4080 ], [ %3649, %4449 ], [ %4585, %4569 ], [ %4585, %4719 ], [ %3649, %4728 ], [ %3649, %5176 ], [ %3649, %5193 ], [ %3649, %5070 ], [ %3649, %5081 ], [ %5216, %5262 ], [ %5307, %5353 ], [ %5398, %5444 ], [ %5489, %5536 ], [ %5580, %5627 ], [ %3649, %6034 ], [ %3649, %6037 ], [ %3649, %6040 ], [ %5955, %6011 ], [ %5861, %5917 ], [ %5767, %5823 ], [ %5673, %5729 ], [ %5580, %5633 ], [ %5489, %5542 ], [ %5398, %5451 ], [ %5307, %5360 ], [ %5216, %5269 ], [ %1916, %1974 ], [ %2118, %2171 ], [ %2534, %2590 ], [ %2534, %2612 ], [ %3183, %3238 ], [ %3092, %3145 ], [ %2901, %2953 ], [ %3548, %3602 ], [ %3935, %3989 ], [ %3877, %4066 ], [ %3877, %4056 ], [ %3785, %3839 ], [ %4643, %4697 ], [ %4493, %4547 ], [ %3398, %3452 ], [ %2393, %2446 ], [ %2303, %2355 ], [ %1763, %1820 ], [ %1669, %1725 ], [ %1575, %1631 ], [ %1482, %1537 ], [ %1388, %1444 ], [ %1294, %1350 ], [ %1200, %1256 ], [ %1106, %1162 ], [ %1003, %1056 ], [ %912, %965 ], [ %821, %874 ], [ %730, %783 ], [ %639, %692 ], [ %549, %601 ], [ %428, %482 ], [ %338, %390 ], [ %248, %300 ], [ %17, %210 ]
  %6060 = phi ptr [ %90, %6033 ], [ %5956, %6002 ], [ %16, %203 ], [ %249, %293 ], [ %339, %383 ], [ %429, %473 ], [ %429, %513 ], [ %429, %528 ], [ %550, %595 ], [ %640, %685 ], [ %731, %776 ], [ %822, %867 ], [ %913, %958 ], [ %1004, %1049 ], [ %1764, %1809 ], [ %1764, %1842 ], [ %2013, %2283 ], [ %2304, %2349 ], [ %2304, %2349 ], [ %2304, %2349 ], [ %2394, %2439 ], [ %3042, %3025 ], [ %2838, %3365 ], [ %3491, %3474 ], [ %3491, %3624 ], [ %3702, %3685 ], [ %3702, %3741 ], [ %3878, %3861 ], [ %3878, %4011 ], [ %3650, %4080 ], [ %3650, %4449 ], [ %4586, %4569 ], [ %4586, %4719 ], [ %3650, %4728 ], [ %3650, %5176 ], [ %3650, %5193 ], [ %3650, %5070 ], [ %3650, %5081 ], [ %5217, %5262 ], [ %5308, %5353 ], [ %5399, %5444 ], [ %5490, %5536 ], [ %5581, %5627 ], [ %3650, %6034 ], [ %3650, %6037 ], [ %3650, %6040 ], [ %5956, %6011 ], [ %5862, %5917 ], [ %5768, %5823 ], [ %5674, %5729 ], [ %5581, %5633 ], [ %5490, %5542 ], [ %5399, %5451 ], [ %5308, %5360 ], [ %5217, %5269 ], [ %1917, %1974 ], [ %2119, %2171 ], [ %2535, %2590 ], [ %2535, %2612 ], [ %3184, %3238 ], [ %3093, %3145 ], [ %2902, %2953 ], [ %3549, %3602 ], [ %3936, %3989 ], [ %3878, %4066 ], [ %3878, %4056 ], [ %3786, %3839 ], [ %4644, %4697 ], [ %4494, %4547 ], [ %3399, %3452 ], [ %2394, %2446 ], [ %2304, %2355 ], [ %1764, %1820 ], [ %1670, %1725 ], [ %1576, %1631 ], [ %1483, %1537 ], [ %1389, %1444 ], [ %1295, %1350 ], [ %1201, %1256 ], [ %1107, %1162 ], [ %1004, %1056 ], [ %913, %965 ], [ %822, %874 ], [ %731, %783 ], [ %640, %692 ], [ %550, %601 ], [ %429, %482 ], [ %339, %390 ], [ %249, %300 ], [ %16, %210 ]
  %6061 = phi ptr [ %89, %6033 ], [ %5957, %6002 ], [ %15, %203 ], [ %250, %293 ], [ %340, %383 ], [ %430, %473 ], [ %430, %513 ], [ %430, %528 ], [ %551, %595 ], [ %641, %685 ], [ %732, %776 ], [ %823, %867 ], [ %914, %958 ], [ %1005, %1049 ], [ %1765, %1809 ], [ %1765, %1842 ], [ %2014, %2283 ], [ %2305, %2349 ], [ %2305, %2349 ], [ %2305, %2349 ], [ %2395, %2439 ], [ %3043, %3025 ], [ %2839, %3365 ], [ %3492, %3474 ], [ %3492, %3624 ], [ %3703, %3685 ], [ %3703, %3741 ], [ %3879, %3861 ], [ %3879, %4011 ], [ %3651, %4080 ], [ %3651, %4449 ], [ %4587, %4569 ], [ %4587, %4719 ], [ %3651, %4728 ], [ %3651, %5176 ], [ %3651, %5193 ], [ %3651, %5070 ], [ %3651, %5081 ], [ %5218, %5262 ], [ %5309, %5353 ], [ %5400, %5444 ], [ %5491, %5536 ], [ %5582, %5627 ], [ %3651, %6034 ], [ %3651, %6037 ], [ %3651, %6040 ], [ %5957, %6011 ], [ %5863, %5917 ], [ %5769, %5823 ], [ %5675, %5729 ], [ %5582, %5633 ], [ %5491, %5542 ], [ %5400, %5451 ], [ %5309, %5360 ], [ %5218, %5269 ], [ %1918, %1974 ], [ %2120, %2171 ], [ %2536, %2590 ], [ %2536, %2612 ], [ %3185, %3238 ], [ %3094, %3145 ], [ %2903, %2953 ], [ %3550, %3602 ], [ %3937, %3989 ], [ %3879, %4066 ], [ %3879, %4056 ], [ %3787, %3839 ], [ %4645, %4697 ], [ %4495, %4547 ], [ %3400, %3452 ], [ %2395, %2446 ], [ %2305, %2355 ], [ %1765, %1820 ], [ %1671, %1725 ], [ %1577, %1631 ], [ %1484, %1537 ], [ %1390, %1444 ], [ %1296, %1350 ], [ %1202, %1256 ], [ %1108, %1162 ], [ %1005, %1056 ], [ %914, %965 ], [ %823, %874 ], [ %732, %783 ], [ %641, %692 ], [ %551, %601 ], [ %430, %482 ], [ %340, %390 ], [ %250, %300 ], [ %15, %210 ]
  %6062 = phi ptr [ %88, %6033 ], [ %5958, %6002 ], [ %14, %203 ], [ %251, %293 ], [ %341, %383 ], [ %431, %473 ], [ %431, %513 ], [ %431, %528 ], [ %552, %595 ], [ %642, %685 ], [ %733, %776 ], [ %824, %867 ], [ %915, %958 ], [ %1006, %1049 ], [ %1766, %1809 ], [ %1766, %1842 ], [ %2015, %2283 ], [ %2306, %2349 ], [ %2306, %2349 ], [ %2306, %2349 ], [ %2396, %2439 ], [ %3044, %3025 ], [ %2840, %3365 ], [ %3493, %3474 ], [ %3493, %3624 ], [ %3704, %3685 ], [ %3704, %3741 ], [ %3880, %3861 ], [ %3880, %4011 ], [ %3652, %4080 ], [ %3652, %4449 ], [ %4588, %4569 ], [ %4588, %4719 ], [ %3652, %4728 ], [ %3652, %5176 ], [ %3652, %5193 ], [ %3652, %5070 ], [ %3652, %5081 ], [ %5219, %5262 ], [ %5310, %5353 ], [ %5401, %5444 ], [ %5492, %5536 ], [ %5583, %5627 ], [ %3652, %6034 ], [ %3652, %6037 ], [ %3652, %6040 ], [ %5958, %6011 ], [ %5864, %5917 ], [ %5770, %5823 ], [ %5676, %5729 ], [ %5583, %5633 ], [ %5492, %5542 ], [ %5401, %5451 ], [ %5310, %5360 ], [ %5219, %5269 ], [ %1919, %1974 ], [ %2121, %2171 ], [ %2537, %2590 ], [ %2537, %2612 ], [ %3186, %3238 ], [ %3095, %3145 ], [ %2904, %2953 ], [ %3551, %3602 ], [ %3938, %3989 ], [ %3880, %4066 ], [ %3880, %4056 ], [ %3788, %3839 ], [ %4646, %4697 ], [ %4496, %4547 ], [ %3401, %3452 ], [ %2396, %2446 ], [ %2306, %2355 ], [ %1766, %1820 ], [ %1672, %1725 ], [ %1578, %1631 ], [ %1485, %1537 ], [ %1391, %1444 ], [ %1297, %1350 ], [ %1203, %1256 ], [ %1109, %1162 ], [ %1006, %1056 ], [ %915, %965 ], [ %824, %874 ], [ %733, %783 ], [ %642, %692 ], [ %552, %601 ], [ %431, %482 ], [ %341, %390 ], [ %251, %300 ], [ %14, %210 ]
  %6063 = phi ptr [ %87, %6033 ], [ %5959, %6002 ], [ %13, %203 ], [ %252, %293 ], [ %342, %383 ], [ %432, %473 ], [ %432, %513 ], [ %432, %528 ], [ %553, %595 ], [ %643, %685 ], [ %734, %776 ], [ %825, %867 ], [ %916, %958 ], [ %1007, %1049 ], [ %1767, %1809 ], [ %1767, %1842 ], [ %2016, %2283 ], [ %2307, %2349 ], [ %2307, %2349 ], [ %2307, %2349 ], [ %2397, %2439 ], [ %3045, %3025 ], [ %2841, %3365 ], [ %3494, %3474 ], [ %3494, %3624 ], [ %3705, %3685 ], [ %3705, %3741 ], [ %3881, %3861 ], [ %3881, %4011 ], [ %3653, %4080 ], [ %3653, %4449 ], [ %4589, %4569 ], [ %4589, %4719 ], [ %3653, %4728 ], [ %3653, %5176 ], [ %3653, %5193 ], [ %3653, %5070 ], [ %3653, %5081 ], [ %5220, %5262 ], [ %5311, %5353 ], [ %5402, %5444 ], [ %5493, %5536 ], [ %5584, %5627 ], [ %3653, %6034 ], [ %3653, %6037 ], [ %3653, %6040 ], [ %5959, %6011 ], [ %5865, %5917 ], [ %5771, %5823 ], [ %5677, %5729 ], [ %5584, %5633 ], [ %5493, %5542 ], [ %5402, %5451 ], [ %5311, %5360 ], [ %5220, %5269 ], [ %1920, %1974 ], [ %2122, %2171 ], [ %2538, %2590 ], [ %2538, %2612 ], [ %3187, %3238 ], [ %3096, %3145 ], [ %2905, %2953 ], [ %3552, %3602 ], [ %3939, %3989 ], [ %3881, %4066 ], [ %3881, %4056 ], [ %3789, %3839 ], [ %4647, %4697 ], [ %4497, %4547 ], [ %3402, %3452 ], [ %2397, %2446 ], [ %2307, %2355 ], [ %1767, %1820 ], [ %1673, %1725 ], [ %1579, %1631 ], [ %1486, %1537 ], [ %1392, %1444 ], [ %1298, %1350 ], [ %1204, %1256 ], [ %1110, %1162 ], [ %1007, %1056 ], [ %916, %965 ], [ %825, %874 ], [ %734, %783 ], [ %643, %692 ], [ %553, %601 ], [ %432, %482 ], [ %342, %390 ], [ %252, %300 ], [ %13, %210 ]
  %6064 = phi ptr [ %86, %6033 ], [ %5960, %6002 ], [ %12, %203 ], [ %253, %293 ], [ %343, %383 ], [ %433, %473 ], [ %433, %513 ], [ %433, %528 ], [ %554, %595 ], [ %644, %685 ], [ %735, %776 ], [ %826, %867 ], [ %917, %958 ], [ %1008, %1049 ], [ %1768, %1809 ], [ %1768, %1842 ], [ %2017, %2283 ], [ %2308, %2349 ], [ %2308, %2349 ], [ %2308, %2349 ], [ %2398, %2439 ], [ %3046, %3025 ], [ %2842, %3365 ], [ %3495, %3474 ], [ %3495, %3624 ], [ %3706, %3685 ], [ %3706, %3741 ], [ %3882, %3861 ], [ %3882, %4011 ], [ %3654, %4080 ], [ %3654, %4449 ], [ %4590, %4569 ], [ %4590, %4719 ], [ %3654, %4728 ], [ %3654, %5176 ], [ %3654, %5193 ], [ %3654, %5070 ], [ %3654, %5081 ], [ %5221, %5262 ], [ %5312, %5353 ], [ %5403, %5444 ], [ %5494, %5536 ], [ %5585, %5627 ], [ %3654, %6034 ], [ %3654, %6037 ], [ %3654, %6040 ], [ %5960, %6011 ], [ %5866, %5917 ], [ %5772, %5823 ], [ %5678, %5729 ], [ %5585, %5633 ], [ %5494, %5542 ], [ %5403, %5451 ], [ %5312, %5360 ], [ %5221, %5269 ], [ %1921, %1974 ], [ %2123, %2171 ], [ %2539, %2590 ], [ %2539, %2612 ], [ %3188, %3238 ], [ %3097, %3145 ], [ %2906, %2953 ], [ %3553, %3602 ], [ %3940, %3989 ], [ %3882, %4066 ], [ %3882, %4056 ], [ %3790, %3839 ], [ %4648, %4697 ], [ %4498, %4547 ], [ %3403, %3452 ], [ %2398, %2446 ], [ %2308, %2355 ], [ %1768, %1820 ], [ %1674, %1725 ], [ %1580, %1631 ], [ %1487, %1537 ], [ %1393, %1444 ], [ %1299, %1350 ], [ %1205, %1256 ], [ %1111, %1162 ], [ %1008, %1056 ], [ %917, %965 ], [ %826, %874 ], [ %735, %783 ], [ %644, %692 ], [ %554, %601 ], [ %433, %482 ], [ %343, %390 ], [ %253, %300 ], [ %12, %210 ]
  %6065 = phi ptr [ %85, %6033 ], [ %5961, %6002 ], [ %11, %203 ], [ %254, %293 ], [ %344, %383 ], [ %434, %473 ], [ %434, %513 ], [ %434, %528 ], [ %555, %595 ], [ %645, %685 ], [ %736, %776 ], [ %827, %867 ], [ %918, %958 ], [ %1009, %1049 ], [ %1769, %1809 ], [ %1769, %1842 ], [ %2018, %2283 ], [ %2309, %2349 ], [ %2309, %2349 ], [ %2309, %2349 ], [ %2399, %2439 ], [ %3047, %3025 ], [ %2843, %3365 ], [ %3496, %3474 ], [ %3496, %3624 ], [ %3707, %3685 ], [ %3707, %3741 ], [ %3883, %3861 ], [ %3883, %4011 ], [ %3655, %4080 ], [ %3655, %4449 ], [ %4591, %4569 ], [ %4591, %4719 ], [ %3655, %4728 ], [ %3655, %5176 ], [ %3655, %5193 ], [ %3655, %5070 ], [ %3655, %5081 ], [ %5222, %5262 ], [ %5313, %5353 ], [ %5404, %5444 ], [ %5495, %5536 ], [ %5586, %5627 ], [ %3655, %6034 ], [ %3655, %6037 ], [ %3655, %6040 ], [ %5961, %6011 ], [ %5867, %5917 ], [ %5773, %5823 ], [ %5679, %5729 ], [ %5586, %5633 ], [ %5495, %5542 ], [ %5404, %5451 ], [ %5313, %5360 ], [ %5222, %5269 ], [ %1922, %1974 ], [ %2124, %2171 ], [ %2540, %2590 ], [ %2540, %2612 ], [ %3189, %3238 ], [ %3098, %3145 ], [ %2907, %2953 ], [ %3554, %3602 ], [ %3941, %3989 ], [ %3883, %4066 ], [ %3883, %4056 ], [ %3791, %3839 ], [ %4649, %4697 ], [ %4499, %4547 ], [ %3404, %3452 ], [ %2399, %2446 ], [ %2309, %2355 ], [ %1769, %1820 ], [ %1675, %1725 ], [ %1581, %1631 ], [ %1488, %1537 ], [ %1394, %1444 ], [ %1300, %1350 ], [ %1206, %1256 ], [ %1112, %1162 ], [ %1009, %1056 ], [ %918, %965 ], [ %827, %874 ], [ %736, %783 ], [ %645, %692 ], [ %555, %601 ], [ %434, %482 ], [ %344, %390 ], [ %254, %300 ], [ %11, %210 ]
  %6066 = phi ptr [ %84, %6033 ], [ %5962, %6002 ], [ %8, %203 ], [ %255, %293 ], [ %345, %383 ], [ %435, %473 ], [ %435, %513 ], [ %435, %528 ], [ %556, %595 ], [ %646, %685 ], [ %737, %776 ], [ %828, %867 ], [ %919, %958 ], [ %1010, %1049 ], [ %1770, %1809 ], [ %1770, %1842 ], [ %2019, %2283 ], [ %2310, %2349 ], [ %2310, %2349 ], [ %2310, %2349 ], [ %2400, %2439 ], [ %3048, %3025 ], [ %2844, %3365 ], [ %3497, %3474 ], [ %3497, %3624 ], [ %3708, %3685 ], [ %3708, %3741 ], [ %3884, %3861 ], [ %3884, %4011 ], [ %3656, %4080 ], [ %3656, %4449 ], [ %4592, %4569 ], [ %4592, %4719 ], [ %3656, %4728 ], [ %3656, %5176 ], [ %3656, %5193 ], [ %3656, %5070 ], [ %3656, %5081 ], [ %5223, %5262 ], [ %5314, %5353 ], [ %5405, %5444 ], [ %5496, %5536 ], [ %5587, %5627 ], [ %3656, %6034 ], [ %3656, %6037 ], [ %3656, %6040 ], [ %5962, %6011 ], [ %5868, %5917 ], [ %5774, %5823 ], [ %5680, %5729 ], [ %5587, %5633 ], [ %5496, %5542 ], [ %5405, %5451 ], [ %5314, %5360 ], [ %5223, %5269 ], [ %1923, %1974 ], [ %2125, %2171 ], [ %2541, %2590 ], [ %2541, %2612 ], [ %3190, %3238 ], [ %3099, %3145 ], [ %2908, %2953 ], [ %3555, %3602 ], [ %3942, %3989 ], [ %3884, %4066 ], [ %3884, %4056 ], [ %3792, %3839 ], [ %4650, %4697 ], [ %4500, %4547 ], [ %3405, %3452 ], [ %2400, %2446 ], [ %2310, %2355 ], [ %1770, %1820 ], [ %1676, %1725 ], [ %1582, %1631 ], [ %1489, %1537 ], [ %1395, %1444 ], [ %1301, %1350 ], [ %1207, %1256 ], [ %1113, %1162 ], [ %1010, %1056 ], [ %919, %965 ], [ %828, %874 ], [ %737, %783 ], [ %646, %692 ], [ %556, %601 ], [ %435, %482 ], [ %345, %390 ], [ %255, %300 ], [ %8, %210 ]
  %6067 = phi ptr [ %83, %6033 ], [ %5963, %6002 ], [ %10, %203 ], [ %256, %293 ], [ %346, %383 ], [ %436, %473 ], [ %436, %513 ], [ %436, %528 ], [ %557, %595 ], [ %647, %685 ], [ %738, %776 ], [ %829, %867 ], [ %920, %958 ], [ %1011, %1049 ], [ %1771, %1809 ], [ %1771, %1842 ], [ %2020, %2283 ], [ %2311, %2349 ], [ %2311, %2349 ], [ %2311, %2349 ], [ %2401, %2439 ], [ %3049, %3025 ], [ %2845, %3365 ], [ %3498, %3474 ], [ %3498, %3624 ], [ %3709, %3685 ], [ %3709, %3741 ], [ %3885, %3861 ], [ %3885, %4011 ], [ %3657, %4080 ], [ %3657, %4449 ], [ %4593, %4569 ], [ %4593, %4719 ], [ %3657, %4728 ], [ %3657, %5176 ], [ %3657, %5193 ], [ %3657, %5070 ], [ %3657, %5081 ], [ %5224, %5262 ], [ %5315, %5353 ], [ %5406, %5444 ], [ %5497, %5536 ], [ %5588, %5627 ], [ %3657, %6034 ], [ %3657, %6037 ], [ %3657, %6040 ], [ %5963, %6011 ], [ %5869, %5917 ], [ %5775, %5823 ], [ %5681, %5729 ], [ %5588, %5633 ], [ %5497, %5542 ], [ %5406, %5451 ], [ %5315, %5360 ], [ %5224, %5269 ], [ %1924, %1974 ], [ %2126, %2171 ], [ %2542, %2590 ], [ %2542, %2612 ], [ %3191, %3238 ], [ %3100, %3145 ], [ %2909, %2953 ], [ %3556, %3602 ], [ %3943, %3989 ], [ %3885, %4066 ], [ %3885, %4056 ], [ %3793, %3839 ], [ %4651, %4697 ], [ %4501, %4547 ], [ %3406, %3452 ], [ %2401, %2446 ], [ %2311, %2355 ], [ %1771, %1820 ], [ %1677, %1725 ], [ %1583, %1631 ], [ %1490, %1537 ], [ %1396, %1444 ], [ %1302, %1350 ], [ %1208, %1256 ], [ %1114, %1162 ], [ %1011, %1056 ], [ %920, %965 ], [ %829, %874 ], [ %738, %783 ], [ %647, %692 ], [ %557, %601 ], [ %436, %482 ], [ %346, %390 ], [ %256, %300 ], [ %10, %210 ]
  %6068 = phi i32 [ %66, %6033 ], [ %5979, %6002 ], [ 0, %203 ], [ %272, %293 ], [ %362, %383 ], [ %452, %473 ], [ %452, %513 ], [ %452, %528 ], [ %573, %595 ], [ %663, %685 ], [ %754, %776 ], [ %845, %867 ], [ %936, %958 ], [ %1027, %1049 ], [ %1787, %1809 ], [ %1787, %1842 ], [ %2034, %2283 ], [ %2324, %2349 ], [ %2324, %2349 ], [ %2324, %2349 ], [ %2413, %2439 ], [ %3058, %3025 ], [ %2854, %3365 ], [ %3502, %3474 ], [ %3502, %3624 ], [ %3710, %3685 ], [ %3710, %3741 ], [ %3886, %3861 ], [ %3886, %4011 ], [ %3658, %4080 ], [ %3658, %4449 ], [ %4594, %4569 ], [ %4594, %4719 ], [ %3658, %4728 ], [ %3658, %5176 ], [ %3658, %5193 ], [ %3658, %5070 ], [ %3658, %5081 ], [ %5240, %5262 ], [ %5331, %5353 ], [ %5422, %5444 ], [ %5513, %5536 ], [ %5604, %5627 ], [ %3658, %6034 ], [ %3658, %6037 ], [ %3658, %6040 ], [ %5979, %6011 ], [ %5885, %5917 ], [ %5791, %5823 ], [ %5697, %5729 ], [ %5604, %5633 ], [ %5513, %5542 ], [ %5422, %5451 ], [ %5331, %5360 ], [ %5240, %5269 ], [ %1939, %1974 ], [ %2140, %2171 ], [ %2553, %2590 ], [ %2553, %2612 ], [ %3200, %3238 ], [ %3109, %3145 ], [ %2918, %2953 ], [ %3560, %3602 ], [ %3944, %3989 ], [ %3886, %4066 ], [ %3886, %4056 ], [ %3794, %3839 ], [ %4652, %4697 ], [ %4502, %4547 ], [ %3410, %3452 ], [ %2413, %2446 ], [ %2324, %2355 ], [ %1787, %1820 ], [ %1693, %1725 ], [ %1599, %1631 ], [ %1506, %1537 ], [ %1412, %1444 ], [ %1318, %1350 ], [ %1224, %1256 ], [ %1130, %1162 ], [ %1027, %1056 ], [ %936, %965 ], [ %845, %874 ], [ %754, %783 ], [ %663, %692 ], [ %573, %601 ], [ %452, %482 ], [ %362, %390 ], [ %272, %300 ], [ 0, %210 ]
  %6069 = phi ptr [ %82, %6033 ], [ %5987, %6002 ], [ null, %203 ], [ %280, %293 ], [ %370, %383 ], [ %460, %473 ], [ %460, %513 ], [ %460, %528 ], [ %581, %595 ], [ %671, %685 ], [ %762, %776 ], [ %853, %867 ], [ %944, %958 ], [ %1035, %1049 ], [ %1795, %1809 ], [ %1795, %1842 ], [ %2042, %2283 ], [ %2332, %2349 ], [ %2332, %2349 ], [ %2332, %2349 ], [ %2421, %2439 ], [ %3066, %3025 ], [ %2862, %3365 ], [ %3504, %3474 ], [ %3504, %3624 ], [ %3711, %3685 ], [ %3711, %3741 ], [ %3888, %3861 ], [ %3888, %4011 ], [ %3659, %4080 ], [ %3659, %4449 ], [ %4596, %4569 ], [ %4596, %4719 ], [ %3659, %4728 ], [ %3659, %5176 ], [ %3659, %5193 ], [ %3659, %5070 ], [ %3659, %5081 ], [ %5248, %5262 ], [ %5339, %5353 ], [ %5430, %5444 ], [ %5521, %5536 ], [ %5612, %5627 ], [ %3659, %6034 ], [ %3659, %6037 ], [ %3659, %6040 ], [ %5987, %6011 ], [ %5893, %5917 ], [ %5799, %5823 ], [ %5705, %5729 ], [ %5612, %5633 ], [ %5521, %5542 ], [ %5430, %5451 ], [ %5339, %5360 ], [ %5248, %5269 ], [ %1947, %1974 ], [ %2148, %2171 ], [ %2561, %2590 ], [ %2561, %2612 ], [ %3208, %3238 ], [ %3117, %3145 ], [ %2926, %2953 ], [ %3562, %3602 ], [ %3946, %3989 ], [ %3888, %4066 ], [ %3888, %4056 ], [ %3795, %3839 ], [ %4654, %4697 ], [ %4503, %4547 ], [ %3413, %3452 ], [ %2421, %2446 ], [ %2332, %2355 ], [ %1795, %1820 ], [ %1701, %1725 ], [ %1607, %1631 ], [ %1514, %1537 ], [ %1420, %1444 ], [ %1326, %1350 ], [ %1232, %1256 ], [ %1138, %1162 ], [ %1035, %1056 ], [ %944, %965 ], [ %853, %874 ], [ %762, %783 ], [ %671, %692 ], [ %581, %601 ], [ %460, %482 ], [ %370, %390 ], [ %280, %300 ], [ null, %210 ]
  %6070 = phi ptr [ %80, %6033 ], [ %5986, %6002 ], [ null, %203 ], [ %279, %293 ], [ %369, %383 ], [ %459, %473 ], [ %459, %513 ], [ %459, %528 ], [ %580, %595 ], [ %670, %685 ], [ %761, %776 ], [ %852, %867 ], [ %943, %958 ], [ %1034, %1049 ], [ %1794, %1809 ], [ %1794, %1842 ], [ %2041, %2283 ], [ %2331, %2349 ], [ %2331, %2349 ], [ %2331, %2349 ], [ %2420, %2439 ], [ %3065, %3025 ], [ %2861, %3365 ], [ %3505, %3474 ], [ %3505, %3624 ], [ %3712, %3685 ], [ %3712, %3741 ], [ %3889, %3861 ], [ %3889, %4011 ], [ %3660, %4080 ], [ %3660, %4449 ], [ %4597, %4569 ], [ %4597, %4719 ], [ %3660, %4728 ], [ %3660, %5176 ], [ %3660, %5193 ], [ %3660, %5070 ], [ %3660, %5081 ], [ %5247, %5262 ], [ %5338, %5353 ], [ %5429, %5444 ], [ %5520, %5536 ], [ %5611, %5627 ], [ %3660, %6034 ], [ %3660, %6037 ], [ %3660, %6040 ], [ %5986, %6011 ], [ %5892, %5917 ], [ %5798, %5823 ], [ %5704, %5729 ], [ %5611, %5633 ], [ %5520, %5542 ], [ %5429, %5451 ], [ %5338, %5360 ], [ %5247, %5269 ], [ %1946, %1974 ], [ %2147, %2171 ], [ %2560, %2590 ], [ %2560, %2612 ], [ %3207, %3238 ], [ %3116, %3145 ], [ %2925, %2953 ], [ %3563, %3602 ], [ %3947, %3989 ], [ %3889, %4066 ], [ %3889, %4056 ], [ %3796, %3839 ], [ %4655, %4697 ], [ %4504, %4547 ], [ %3414, %3452 ], [ %2420, %2446 ], [ %2331, %2355 ], [ %1794, %1820 ], [ %1700, %1725 ], [ %1606, %1631 ], [ %1513, %1537 ], [ %1419, %1444 ], [ %1325, %1350 ], [ %1231, %1256 ], [ %1137, %1162 ], [ %1034, %1056 ], [ %943, %965 ], [ %852, %874 ], [ %761, %783 ], [ %670, %692 ], [ %580, %601 ], [ %459, %482 ], [ %369, %390 ], [ %279, %300 ], [ null, %210 ]
  %6071 = phi ptr [ %78, %6033 ], [ %5985, %6002 ], [ null, %203 ], [ %278, %293 ], [ %368, %383 ], [ %458, %473 ], [ %458, %513 ], [ %458, %528 ], [ %579, %595 ], [ %669, %685 ], [ %760, %776 ], [ %851, %867 ], [ %942, %958 ], [ %1033, %1049 ], [ %1793, %1809 ], [ %1793, %1842 ], [ %2040, %2283 ], [ %2330, %2349 ], [ %2330, %2349 ], [ %2330, %2349 ], [ %2419, %2439 ], [ %3064, %3025 ], [ %2860, %3365 ], [ %3506, %3474 ], [ %3506, %3624 ], [ %3713, %3685 ], [ %3713, %3741 ], [ %3890, %3861 ], [ %3890, %4011 ], [ %3661, %4080 ], [ %3661, %4449 ], [ %4598, %4569 ], [ %4598, %4719 ], [ %3661, %4728 ], [ %3661, %5176 ], [ %3661, %5193 ], [ %3661, %5070 ], [ %3661, %5081 ], [ %5246, %5262 ], [ %5337, %5353 ], [ %5428, %5444 ], [ %5519, %5536 ], [ %5610, %5627 ], [ %3661, %6034 ], [ %3661, %6037 ], [ %3661, %6040 ], [ %5985, %6011 ], [ %5891, %5917 ], [ %5797, %5823 ], [ %5703, %5729 ], [ %5610, %5633 ], [ %5519, %5542 ], [ %5428, %5451 ], [ %5337, %5360 ], [ %5246, %5269 ], [ %1945, %1974 ], [ %2146, %2171 ], [ %2559, %2590 ], [ %2559, %2612 ], [ %3206, %3238 ], [ %3115, %3145 ], [ %2924, %2953 ], [ %3564, %3602 ], [ %3948, %3989 ], [ %3890, %4066 ], [ %3890, %4056 ], [ %3797, %3839 ], [ %4656, %4697 ], [ %4505, %4547 ], [ %3415, %3452 ], [ %2419, %2446 ], [ %2330, %2355 ], [ %1793, %1820 ], [ %1699, %1725 ], [ %1605, %1631 ], [ %1512, %1537 ], [ %1418, %1444 ], [ %1324, %1350 ], [ %1230, %1256 ], [ %1136, %1162 ], [ %1033, %1056 ], [ %942, %965 ], [ %851, %874 ], [ %760, %783 ], [ %669, %692 ], [ %579, %601 ], [ %458, %482 ], [ %368, %390 ], [ %278, %300 ], [ null, %210 ]
  %6072 = phi i32 [ %76, %6033 ], [ %5984, %6002 ], [ 0, %203 ], [ %277, %293 ], [ %367, %383 ], [ %457, %473 ], [ %457, %513 ], [ %457, %528 ], [ %578, %595 ], [ %668, %685 ], [ %759, %776 ], [ %850, %867 ], [ %941, %958 ], [ %1032, %1049 ], [ %1792, %1809 ], [ %1792, %1842 ], [ %2039, %2283 ], [ %2329, %2349 ], [ %2329, %2349 ], [ %2329, %2349 ], [ %2418, %2439 ], [ %3063, %3025 ], [ %2859, %3365 ], [ %3507, %3474 ], [ %3507, %3624 ], [ %3714, %3685 ], [ %3714, %3741 ], [ %3891, %3861 ], [ %3891, %4011 ], [ %3662, %4080 ], [ %3662, %4449 ], [ %4599, %4569 ], [ %4599, %4719 ], [ %3662, %4728 ], [ %3662, %5176 ], [ %3662, %5193 ], [ %3662, %5070 ], [ %3662, %5081 ], [ %5245, %5262 ], [ %5336, %5353 ], [ %5427, %5444 ], [ %5518, %5536 ], [ %5609, %5627 ], [ %3662, %6034 ], [ %3662, %6037 ], [ %3662, %6040 ], [ %5984, %6011 ], [ %5890, %5917 ], [ %5796, %5823 ], [ %5702, %5729 ], [ %5609, %5633 ], [ %5518, %5542 ], [ %5427, %5451 ], [ %5336, %5360 ], [ %5245, %5269 ], [ %1944, %1974 ], [ %2145, %2171 ], [ %2558, %2590 ], [ %2558, %2612 ], [ %3205, %3238 ], [ %3114, %3145 ], [ %2923, %2953 ], [ %3565, %3602 ], [ %3949, %3989 ], [ %3891, %4066 ], [ %3891, %4056 ], [ %3798, %3839 ], [ %4657, %4697 ], [ %4506, %4547 ], [ %3416, %3452 ], [ %2418, %2446 ], [ %2329, %2355 ], [ %1792, %1820 ], [ %1698, %1725 ], [ %1604, %1631 ], [ %1511, %1537 ], [ %1417, %1444 ], [ %1323, %1350 ], [ %1229, %1256 ], [ %1135, %1162 ], [ %1032, %1056 ], [ %941, %965 ], [ %850, %874 ], [ %759, %783 ], [ %668, %692 ], [ %578, %601 ], [ %457, %482 ], [ %367, %390 ], [ %277, %300 ], [ 0, %210 ]
  %6073 = phi i32 [ %74, %6033 ], [ %5983, %6002 ], [ 0, %203 ], [ %276, %293 ], [ %366, %383 ], [ %456, %473 ], [ %456, %513 ], [ %456, %528 ], [ %577, %595 ], [ %667, %685 ], [ %758, %776 ], [ %849, %867 ], [ %940, %958 ], [ %1031, %1049 ], [ %1791, %1809 ], [ %1791, %1842 ], [ %2038, %2283 ], [ %2328, %2349 ], [ %2328, %2349 ], [ %2328, %2349 ], [ %2417, %2439 ], [ %3062, %3025 ], [ %2858, %3365 ], [ %3508, %3474 ], [ %3508, %3624 ], [ %3715, %3685 ], [ %3715, %3741 ], [ %3892, %3861 ], [ %3892, %4011 ], [ %3663, %4080 ], [ %3663, %4449 ], [ %4600, %4569 ], [ %4600, %4719 ], [ %3663, %4728 ], [ %3663, %5176 ], [ %3663, %5193 ], [ %3663, %5070 ], [ %3663, %5081 ], [ %5244, %5262 ], [ %5335, %5353 ], [ %5426, %5444 ], [ %5517, %5536 ], [ %5608, %5627 ], [ %3663, %6034 ], [ %3663, %6037 ], [ %3663, %6040 ], [ %5983, %6011 ], [ %5889, %5917 ], [ %5795, %5823 ], [ %5701, %5729 ], [ %5608, %5633 ], [ %5517, %5542 ], [ %5426, %5451 ], [ %5335, %5360 ], [ %5244, %5269 ], [ %1943, %1974 ], [ %2144, %2171 ], [ %2557, %2590 ], [ %2557, %2612 ], [ %3204, %3238 ], [ %3113, %3145 ], [ %2922, %2953 ], [ %3566, %3602 ], [ %3950, %3989 ], [ %3892, %4066 ], [ %3892, %4056 ], [ %3799, %3839 ], [ %4658, %4697 ], [ %4507, %4547 ], [ %3417, %3452 ], [ %2417, %2446 ], [ %2328, %2355 ], [ %1791, %1820 ], [ %1697, %1725 ], [ %1603, %1631 ], [ %1510, %1537 ], [ %1416, %1444 ], [ %1322, %1350 ], [ %1228, %1256 ], [ %1134, %1162 ], [ %1031, %1056 ], [ %940, %965 ], [ %849, %874 ], [ %758, %783 ], [ %667, %692 ], [ %577, %601 ], [ %456, %482 ], [ %366, %390 ], [ %276, %300 ], [ 0, %210 ]
  %6074 = phi i32 [ %72, %6033 ], [ %5982, %6002 ], [ 0, %203 ], [ %275, %293 ], [ %365, %383 ], [ %455, %473 ], [ %455, %513 ], [ %455, %528 ], [ %576, %595 ], [ %666, %685 ], [ %757, %776 ], [ %848, %867 ], [ %939, %958 ], [ %1030, %1049 ], [ %1790, %1809 ], [ %1790, %1842 ], [ %2037, %2283 ], [ %2327, %2349 ], [ %2327, %2349 ], [ %2327, %2349 ], [ %2416, %2439 ], [ %3061, %3025 ], [ %2857, %3365 ], [ %3509, %3474 ], [ %3509, %3624 ], [ %3716, %3685 ], [ %3716, %3741 ], [ %3893, %3861 ], [ %3893, %4011 ], [ %3664, %4080 ], [ %3664, %4449 ], [ %4601, %4569 ], [ %4601, %4719 ], [ %3664, %4728 ], [ %3664, %5176 ], [ %3664, %5193 ], [ %3664, %5070 ], [ %3664, %5081 ], [ %5243, %5262 ], [ %5334, %5353 ], [ %5425, %5444 ], [ %5516, %5536 ], [ %5607, %5627 ], [ %3664, %6034 ], [ %3664, %6037 ], [ %3664, %6040 ], [ %5982, %6011 ], [ %5888, %5917 ], [ %5794, %5823 ], [ %5700, %5729 ], [ %5607, %5633 ], [ %5516, %5542 ], [ %5425, %5451 ], [ %5334, %5360 ], [ %5243, %5269 ], [ %1942, %1974 ], [ %2143, %2171 ], [ %2556, %2590 ], [ %2556, %2612 ], [ %3203, %3238 ], [ %3112, %3145 ], [ %2921, %2953 ], [ %3567, %3602 ], [ %3951, %3989 ], [ %3893, %4066 ], [ %3893, %4056 ], [ %3800, %3839 ], [ %4659, %4697 ], [ %4508, %4547 ], [ %3412, %3452 ], [ %2416, %2446 ], [ %2327, %2355 ], [ %1790, %1820 ], [ %1696, %1725 ], [ %1602, %1631 ], [ %1509, %1537 ], [ %1415, %1444 ], [ %1321, %1350 ], [ %1227, %1256 ], [ %1133, %1162 ], [ %1030, %1056 ], [ %939, %965 ], [ %848, %874 ], [ %757, %783 ], [ %666, %692 ], [ %576, %601 ], [ %455, %482 ], [ %365, %390 ], [ %275, %300 ], [ 0, %210 ]
  %6075 = phi i32 [ %70, %6033 ], [ %5981, %6002 ], [ 0, %203 ], [ %274, %293 ], [ %364, %383 ], [ %454, %473 ], [ %454, %513 ], [ %454, %528 ], [ %575, %595 ], [ %665, %685 ], [ %756, %776 ], [ %847, %867 ], [ %938, %958 ], [ %1029, %1049 ], [ %1789, %1809 ], [ %1789, %1842 ], [ %2036, %2283 ], [ %2326, %2349 ], [ %2326, %2349 ], [ %2326, %2349 ], [ %2415, %2439 ], [ %3060, %3025 ], [ %2856, %3365 ], [ %3510, %3474 ], [ %3510, %3624 ], [ %3717, %3685 ], [ %3717, %3741 ], [ %3894, %3861 ], [ %3894, %4011 ], [ %3665, %4080 ], [ %3665, %4449 ], [ %4602, %4569 ], [ %4602, %4719 ], [ %3665, %4728 ], [ %3665, %5176 ], [ %3665, %5193 ], [ %3665, %5070 ], [ %3665, %5081 ], [ %5242, %5262 ], [ %5333, %5353 ], [ %5424, %5444 ], [ %5515, %5536 ], [ %5606, %5627 ], [ %3665, %6034 ], [ %3665, %6037 ], [ %3665, %6040 ], [ %5981, %6011 ], [ %5887, %5917 ], [ %5793, %5823 ], [ %5699, %5729 ], [ %5606, %5633 ], [ %5515, %5542 ], [ %5424, %5451 ], [ %5333, %5360 ], [ %5242, %5269 ], [ %1941, %1974 ], [ %2142, %2171 ], [ %2555, %2590 ], [ %2555, %2612 ], [ %3202, %3238 ], [ %3111, %3145 ], [ %2920, %2953 ], [ %3568, %3602 ], [ %3952, %3989 ], [ %3894, %4066 ], [ %3894, %4056 ], [ %3801, %3839 ], [ %4660, %4697 ], [ %4509, %4547 ], [ %3411, %3452 ], [ %2415, %2446 ], [ %2326, %2355 ], [ %1789, %1820 ], [ %1695, %1725 ], [ %1601, %1631 ], [ %1508, %1537 ], [ %1414, %1444 ], [ %1320, %1350 ], [ %1226, %1256 ], [ %1132, %1162 ], [ %1029, %1056 ], [ %938, %965 ], [ %847, %874 ], [ %756, %783 ], [ %665, %692 ], [ %575, %601 ], [ %454, %482 ], [ %364, %390 ], [ %274, %300 ], [ 0, %210 ]
  %6076 = phi i32 [ %68, %6033 ], [ %5980, %6002 ], [ 0, %203 ], [ %273, %293 ], [ %363, %383 ], [ %453, %473 ], [ %453, %513 ], [ %453, %528 ], [ %574, %595 ], [ %664, %685 ], [ %755, %776 ], [ %846, %867 ], [ %937, %958 ], [ %1028, %1049 ], [ %1788, %1809 ], [ %1788, %1842 ], [ %2035, %2283 ], [ %2325, %2349 ], [ %2325, %2349 ], [ %2325, %2349 ], [ %2414, %2439 ], [ %3059, %3025 ], [ %2855, %3365 ], [ %3511, %3474 ], [ %3511, %3624 ], [ %3718, %3685 ], [ %3718, %3741 ], [ %3895, %3861 ], [ %3895, %4011 ], [ %3666, %4080 ], [ %3666, %4449 ], [ %4603, %4569 ], [ %4603, %4719 ], [ %3666, %4728 ], [ %3666, %5176 ], [ %3666, %5193 ], [ %3666, %5070 ], [ %3666, %5081 ], [ %5241, %5262 ], [ %5332, %5353 ], [ %5423, %5444 ], [ %5514, %5536 ], [ %5605, %5627 ], [ %3666, %6034 ], [ %3666, %6037 ], [ %3666, %6040 ], [ %5980, %6011 ], [ %5886, %5917 ], [ %5792, %5823 ], [ %5698, %5729 ], [ %5605, %5633 ], [ %5514, %5542 ], [ %5423, %5451 ], [ %5332, %5360 ], [ %5241, %5269 ], [ %1940, %1974 ], [ %2141, %2171 ], [ %2554, %2590 ], [ %2554, %2612 ], [ %3201, %3238 ], [ %3110, %3145 ], [ %2919, %2953 ], [ %3569, %3602 ], [ %3953, %3989 ], [ %3895, %4066 ], [ %3895, %4056 ], [ %3802, %3839 ], [ %4661, %4697 ], [ %4510, %4547 ], [ %3418, %3452 ], [ %2414, %2446 ], [ %2325, %2355 ], [ %1788, %1820 ], [ %1694, %1725 ], [ %1600, %1631 ], [ %1507, %1537 ], [ %1413, %1444 ], [ %1319, %1350 ], [ %1225, %1256 ], [ %1131, %1162 ], [ %1028, %1056 ], [ %937, %965 ], [ %846, %874 ], [ %755, %783 ], [ %664, %692 ], [ %574, %601 ], [ %453, %482 ], [ %363, %390 ], [ %273, %300 ], [ 0, %210 ]
  %6077 = phi i32 [ %64, %6033 ], [ %5978, %6002 ], [ 0, %203 ], [ %271, %293 ], [ %361, %383 ], [ %451, %473 ], [ %451, %513 ], [ %451, %528 ], [ %572, %595 ], [ %662, %685 ], [ %753, %776 ], [ %844, %867 ], [ %935, %958 ], [ %1026, %1049 ], [ %1786, %1809 ], [ %1786, %1842 ], [ %2033, %2283 ], [ %2323, %2349 ], [ %2323, %2349 ], [ %2323, %2349 ], [ %2412, %2439 ], [ %3067, %3025 ], [ %2863, %3365 ], [ %3512, %3474 ], [ %3512, %3624 ], [ %3719, %3685 ], [ %3719, %3741 ], [ %3896, %3861 ], [ %3896, %4011 ], [ %3667, %4080 ], [ %3667, %4449 ], [ %4604, %4569 ], [ %4604, %4719 ], [ %3667, %4728 ], [ %3667, %5176 ], [ %3667, %5193 ], [ %3667, %5070 ], [ %3667, %5081 ], [ %5239, %5262 ], [ %5330, %5353 ], [ %5421, %5444 ], [ %5512, %5536 ], [ %5603, %5627 ], [ %3667, %6034 ], [ %3667, %6037 ], [ %3667, %6040 ], [ %5978, %6011 ], [ %5884, %5917 ], [ %5790, %5823 ], [ %5696, %5729 ], [ %5603, %5633 ], [ %5512, %5542 ], [ %5421, %5451 ], [ %5330, %5360 ], [ %5239, %5269 ], [ %1938, %1974 ], [ %2139, %2171 ], [ %2552, %2590 ], [ %2552, %2612 ], [ %3210, %3238 ], [ %3118, %3145 ], [ %2927, %2953 ], [ %3570, %3602 ], [ %3954, %3989 ], [ %3896, %4066 ], [ %3896, %4056 ], [ %3803, %3839 ], [ %4662, %4697 ], [ %4511, %4547 ], [ %3419, %3452 ], [ %2412, %2446 ], [ %2323, %2355 ], [ %1786, %1820 ], [ %1692, %1725 ], [ %1598, %1631 ], [ %1505, %1537 ], [ %1411, %1444 ], [ %1317, %1350 ], [ %1223, %1256 ], [ %1129, %1162 ], [ %1026, %1056 ], [ %935, %965 ], [ %844, %874 ], [ %753, %783 ], [ %662, %692 ], [ %572, %601 ], [ %451, %482 ], [ %361, %390 ], [ %271, %300 ], [ 0, %210 ]
  %6078 = phi i32 [ %62, %6033 ], [ %5977, %6002 ], [ 0, %203 ], [ %270, %293 ], [ %360, %383 ], [ %450, %473 ], [ %450, %513 ], [ %450, %528 ], [ %571, %595 ], [ %661, %685 ], [ %752, %776 ], [ %843, %867 ], [ %934, %958 ], [ %1025, %1049 ], [ %1785, %1809 ], [ %1785, %1842 ], [ %2032, %2283 ], [ %2322, %2349 ], [ %2322, %2349 ], [ %2322, %2349 ], [ %2411, %2439 ], [ %3057, %3025 ], [ %2853, %3365 ], [ %3501, %3474 ], [ %3501, %3624 ], [ %3720, %3685 ], [ %3737, %3741 ], [ %3897, %3861 ], [ %3897, %4011 ], [ %3668, %4080 ], [ %3668, %4449 ], [ %4605, %4569 ], [ %4605, %4719 ], [ %3668, %4728 ], [ %3668, %5176 ], [ %3668, %5193 ], [ %3668, %5070 ], [ %3668, %5081 ], [ %5238, %5262 ], [ %5329, %5353 ], [ %5420, %5444 ], [ %5511, %5536 ], [ %5602, %5627 ], [ %3668, %6034 ], [ %3668, %6037 ], [ %3668, %6040 ], [ %5977, %6011 ], [ %5883, %5917 ], [ %5789, %5823 ], [ %5695, %5729 ], [ %5602, %5633 ], [ %5511, %5542 ], [ %5420, %5451 ], [ %5329, %5360 ], [ %5238, %5269 ], [ %1937, %1974 ], [ %2138, %2171 ], [ %2551, %2590 ], [ %2551, %2612 ], [ %3199, %3238 ], [ %3108, %3145 ], [ %2917, %2953 ], [ %3559, %3602 ], [ %3955, %3989 ], [ %3897, %4066 ], [ %3897, %4056 ], [ %3804, %3839 ], [ %4663, %4697 ], [ %4512, %4547 ], [ %3409, %3452 ], [ %2411, %2446 ], [ %2322, %2355 ], [ %1785, %1820 ], [ %1691, %1725 ], [ %1597, %1631 ], [ %1504, %1537 ], [ %1410, %1444 ], [ %1316, %1350 ], [ %1222, %1256 ], [ %1128, %1162 ], [ %1025, %1056 ], [ %934, %965 ], [ %843, %874 ], [ %752, %783 ], [ %661, %692 ], [ %571, %601 ], [ %450, %482 ], [ %360, %390 ], [ %270, %300 ], [ 0, %210 ]
  %6079 = phi i32 [ %60, %6033 ], [ %5976, %6002 ], [ 0, %203 ], [ %269, %293 ], [ %359, %383 ], [ %449, %473 ], [ %449, %513 ], [ %449, %528 ], [ %570, %595 ], [ %660, %685 ], [ %751, %776 ], [ %842, %867 ], [ %933, %958 ], [ %1024, %1049 ], [ %1784, %1809 ], [ %1784, %1842 ], [ %2031, %2283 ], [ %2321, %2349 ], [ %2321, %2349 ], [ %2321, %2349 ], [ %2410, %2439 ], [ %3056, %3025 ], [ %2852, %3365 ], [ %3500, %3474 ], [ %3500, %3624 ], [ %3721, %3685 ], [ %3739, %3741 ], [ %3898, %3861 ], [ %3898, %4011 ], [ %3669, %4080 ], [ %3669, %4449 ], [ %4606, %4569 ], [ %4606, %4719 ], [ %3669, %4728 ], [ %3669, %5176 ], [ %3669, %5193 ], [ %3669, %5070 ], [ %3669, %5081 ], [ %5237, %5262 ], [ %5328, %5353 ], [ %5419, %5444 ], [ %5510, %5536 ], [ %5601, %5627 ], [ %3669, %6034 ], [ %3669, %6037 ], [ %3669, %6040 ], [ %5976, %6011 ], [ %5882, %5917 ], [ %5788, %5823 ], [ %5694, %5729 ], [ %5601, %5633 ], [ %5510, %5542 ], [ %5419, %5451 ], [ %5328, %5360 ], [ %5237, %5269 ], [ %1936, %1974 ], [ %2137, %2171 ], [ %2550, %2590 ], [ %2550, %2612 ], [ %3198, %3238 ], [ %3107, %3145 ], [ %2916, %2953 ], [ %3558, %3602 ], [ %3956, %3989 ], [ %4068, %4066 ], [ %4058, %4056 ], [ %3805, %3839 ], [ %4664, %4697 ], [ %4513, %4547 ], [ %3408, %3452 ], [ %2410, %2446 ], [ %2321, %2355 ], [ %1784, %1820 ], [ %1690, %1725 ], [ %1596, %1631 ], [ %1503, %1537 ], [ %1409, %1444 ], [ %1315, %1350 ], [ %1221, %1256 ], [ %1127, %1162 ], [ %1024, %1056 ], [ %933, %965 ], [ %842, %874 ], [ %751, %783 ], [ %660, %692 ], [ %570, %601 ], [ %449, %482 ], [ %359, %390 ], [ %269, %300 ], [ 0, %210 ]
  %6080 = phi i32 [ %58, %6033 ], [ %5975, %6002 ], [ 0, %203 ], [ %268, %293 ], [ %358, %383 ], [ %448, %473 ], [ %448, %513 ], [ %448, %528 ], [ %569, %595 ], [ %659, %685 ], [ %750, %776 ], [ %841, %867 ], [ %932, %958 ], [ %1023, %1049 ], [ %1783, %1809 ], [ %1783, %1842 ], [ %2030, %2283 ], [ %2320, %2349 ], [ %2320, %2349 ], [ %2320, %2349 ], [ %2409, %2439 ], [ %3055, %3025 ], [ 0, %3365 ], [ %3513, %3474 ], [ %3513, %3624 ], [ %3722, %3685 ], [ %3722, %3741 ], [ %3899, %3861 ], [ %3899, %4011 ], [ %3670, %4080 ], [ %4447, %4449 ], [ %4607, %4569 ], [ %4607, %4719 ], [ %3670, %4728 ], [ %3670, %5176 ], [ %3670, %5193 ], [ %3670, %5070 ], [ %3670, %5081 ], [ %5236, %5262 ], [ %5327, %5353 ], [ %5418, %5444 ], [ %5509, %5536 ], [ %5600, %5627 ], [ %3670, %6034 ], [ %3670, %6037 ], [ %3670, %6040 ], [ %5975, %6011 ], [ %5881, %5917 ], [ %5787, %5823 ], [ %5693, %5729 ], [ %5600, %5633 ], [ %5509, %5542 ], [ %5418, %5451 ], [ %5327, %5360 ], [ %5236, %5269 ], [ %1935, %1974 ], [ %2136, %2171 ], [ %2549, %2590 ], [ %2549, %2612 ], [ %3197, %3238 ], [ %3106, %3145 ], [ %2915, %2953 ], [ %3571, %3602 ], [ %3957, %3989 ], [ %4054, %4066 ], [ %4047, %4056 ], [ %3806, %3839 ], [ %4665, %4697 ], [ %4514, %4547 ], [ %3420, %3452 ], [ %2409, %2446 ], [ %2320, %2355 ], [ %1783, %1820 ], [ %1689, %1725 ], [ %1595, %1631 ], [ %1502, %1537 ], [ %1408, %1444 ], [ %1314, %1350 ], [ %1220, %1256 ], [ %1126, %1162 ], [ %1023, %1056 ], [ %932, %965 ], [ %841, %874 ], [ %750, %783 ], [ %659, %692 ], [ %569, %601 ], [ %448, %482 ], [ %358, %390 ], [ %268, %300 ], [ 0, %210 ]
  %6081 = phi i32 [ %56, %6033 ], [ %5974, %6002 ], [ 0, %203 ], [ %267, %293 ], [ %357, %383 ], [ %447, %473 ], [ %447, %513 ], [ %447, %528 ], [ %568, %595 ], [ %658, %685 ], [ %749, %776 ], [ %840, %867 ], [ %931, %958 ], [ %1022, %1049 ], [ %1782, %1809 ], [ %1782, %1842 ], [ %2029, %2283 ], [ %2319, %2349 ], [ %2319, %2349 ], [ %2319, %2349 ], [ %2408, %2439 ], [ %3054, %3025 ], [ %3327, %3365 ], [ %3514, %3474 ], [ %3514, %3624 ], [ %3723, %3685 ], [ %3723, %3741 ], [ %3900, %3861 ], [ %3900, %4011 ], [ %3671, %4080 ], [ %3671, %4449 ], [ %4608, %4569 ], [ %4608, %4719 ], [ %3671, %4728 ], [ %3671, %5176 ], [ %3671, %5193 ], [ %3671, %5070 ], [ %3671, %5081 ], [ %5235, %5262 ], [ %5326, %5353 ], [ %5417, %5444 ], [ %5508, %5536 ], [ %5599, %5627 ], [ %3671, %6034 ], [ %3671, %6037 ], [ %3671, %6040 ], [ %5974, %6011 ], [ %5880, %5917 ], [ %5786, %5823 ], [ %5692, %5729 ], [ %5599, %5633 ], [ %5508, %5542 ], [ %5417, %5451 ], [ %5326, %5360 ], [ %5235, %5269 ], [ %1934, %1974 ], [ %2135, %2171 ], [ %2548, %2590 ], [ %2548, %2612 ], [ %3196, %3238 ], [ %3105, %3145 ], [ %2914, %2953 ], [ %3572, %3602 ], [ %3958, %3989 ], [ %3900, %4066 ], [ %3900, %4056 ], [ %3807, %3839 ], [ %4666, %4697 ], [ %4515, %4547 ], [ %3421, %3452 ], [ %2408, %2446 ], [ %2319, %2355 ], [ %1782, %1820 ], [ %1688, %1725 ], [ %1594, %1631 ], [ %1501, %1537 ], [ %1407, %1444 ], [ %1313, %1350 ], [ %1219, %1256 ], [ %1125, %1162 ], [ %1022, %1056 ], [ %931, %965 ], [ %840, %874 ], [ %749, %783 ], [ %658, %692 ], [ %568, %601 ], [ %447, %482 ], [ %357, %390 ], [ %267, %300 ], [ 0, %210 ]
  %6082 = phi i32 [ %54, %6033 ], [ %5973, %6002 ], [ 0, %203 ], [ %266, %293 ], [ %356, %383 ], [ %446, %473 ], [ %446, %513 ], [ %446, %528 ], [ %567, %595 ], [ %657, %685 ], [ %748, %776 ], [ %839, %867 ], [ %930, %958 ], [ %1021, %1049 ], [ %1781, %1809 ], [ %1781, %1842 ], [ %2028, %2283 ], [ %2318, %2349 ], [ %2318, %2349 ], [ %2318, %2349 ], [ %2407, %2439 ], [ %3053, %3025 ], [ %2849, %3365 ], [ %3499, %3474 ], [ %3499, %3624 ], [ %3724, %3685 ], [ %3724, %3741 ], [ %3901, %3861 ], [ %3901, %4011 ], [ %3672, %4080 ], [ %3672, %4449 ], [ %4609, %4569 ], [ %4609, %4719 ], [ %3672, %4728 ], [ %3672, %5176 ], [ %3672, %5193 ], [ %3672, %5070 ], [ %3672, %5081 ], [ %5234, %5262 ], [ %5325, %5353 ], [ %5416, %5444 ], [ %5507, %5536 ], [ %5598, %5627 ], [ %3672, %6034 ], [ %3672, %6037 ], [ %3672, %6040 ], [ %5973, %6011 ], [ %5879, %5917 ], [ %5785, %5823 ], [ %5691, %5729 ], [ %5598, %5633 ], [ %5507, %5542 ], [ %5416, %5451 ], [ %5325, %5360 ], [ %5234, %5269 ], [ %1933, %1974 ], [ %2134, %2171 ], [ %2547, %2590 ], [ %2547, %2612 ], [ %3195, %3238 ], [ %3104, %3145 ], [ %2913, %2953 ], [ %3557, %3602 ], [ %3959, %3989 ], [ %4019, %4066 ], [ %4019, %4056 ], [ %3808, %3839 ], [ %4667, %4697 ], [ %4516, %4547 ], [ %3407, %3452 ], [ %2407, %2446 ], [ %2318, %2355 ], [ %1781, %1820 ], [ %1687, %1725 ], [ %1593, %1631 ], [ %1500, %1537 ], [ %1406, %1444 ], [ %1312, %1350 ], [ %1218, %1256 ], [ %1124, %1162 ], [ %1021, %1056 ], [ %930, %965 ], [ %839, %874 ], [ %748, %783 ], [ %657, %692 ], [ %567, %601 ], [ %446, %482 ], [ %356, %390 ], [ %266, %300 ], [ 0, %210 ]
  %6083 = phi i32 [ %52, %6033 ], [ %5972, %6002 ], [ 0, %203 ], [ %265, %293 ], [ %355, %383 ], [ %445, %473 ], [ %445, %513 ], [ %445, %528 ], [ %566, %595 ], [ %656, %685 ], [ %747, %776 ], [ %838, %867 ], [ %929, %958 ], [ %1020, %1049 ], [ %1780, %1809 ], [ %1780, %1842 ], [ %2027, %2283 ], [ %2317, %2349 ], [ %2317, %2349 ], [ %2317, %2349 ], [ %2406, %2439 ], [ %3052, %3025 ], [ 0, %3365 ], [ %3515, %3474 ], [ %3515, %3624 ], [ %3725, %3685 ], [ 0, %3741 ], [ %3902, %3861 ], [ %3902, %4011 ], [ %3673, %4080 ], [ 0, %4449 ], [ %4610, %4569 ], [ %4610, %4719 ], [ %3673, %4728 ], [ %3673, %5176 ], [ %3673, %5193 ], [ %3673, %5070 ], [ %3673, %5081 ], [ %5233, %5262 ], [ %5324, %5353 ], [ %5415, %5444 ], [ %5506, %5536 ], [ %5597, %5627 ], [ %3673, %6034 ], [ %3673, %6037 ], [ %3673, %6040 ], [ %5972, %6011 ], [ %5878, %5917 ], [ %5784, %5823 ], [ %5690, %5729 ], [ %5597, %5633 ], [ %5506, %5542 ], [ %5415, %5451 ], [ %5324, %5360 ], [ %5233, %5269 ], [ %1932, %1974 ], [ %2133, %2171 ], [ %2546, %2590 ], [ %2546, %2612 ], [ %3194, %3238 ], [ %3103, %3145 ], [ %2912, %2953 ], [ %3573, %3602 ], [ %3960, %3989 ], [ %3902, %4066 ], [ %3902, %4056 ], [ %3809, %3839 ], [ %4668, %4697 ], [ %4517, %4547 ], [ %3422, %3452 ], [ %2406, %2446 ], [ %2317, %2355 ], [ %1780, %1820 ], [ %1686, %1725 ], [ %1592, %1631 ], [ %1499, %1537 ], [ %1405, %1444 ], [ %1311, %1350 ], [ %1217, %1256 ], [ %1123, %1162 ], [ %1020, %1056 ], [ %929, %965 ], [ %838, %874 ], [ %747, %783 ], [ %656, %692 ], [ %566, %601 ], [ %445, %482 ], [ %355, %390 ], [ %265, %300 ], [ 0, %210 ]
  %6084 = phi i32 [ %50, %6033 ], [ %5971, %6002 ], [ 0, %203 ], [ %264, %293 ], [ %354, %383 ], [ %444, %473 ], [ %444, %513 ], [ %444, %528 ], [ %565, %595 ], [ %655, %685 ], [ %746, %776 ], [ %837, %867 ], [ %928, %958 ], [ %1019, %1049 ], [ %1779, %1809 ], [ %1779, %1842 ], [ %2026, %2283 ], [ %2316, %2349 ], [ %2316, %2349 ], [ %2316, %2349 ], [ %2405, %2439 ], [ %3051, %3025 ], [ 0, %3365 ], [ %3516, %3474 ], [ %3516, %3624 ], [ %3726, %3685 ], [ %3742, %3741 ], [ %3903, %3861 ], [ %3903, %4011 ], [ %3674, %4080 ], [ %4450, %4449 ], [ %4611, %4569 ], [ %4611, %4719 ], [ %3674, %4728 ], [ %3674, %5176 ], [ %3674, %5193 ], [ %3674, %5070 ], [ %3674, %5081 ], [ %5232, %5262 ], [ %5323, %5353 ], [ %5414, %5444 ], [ %5505, %5536 ], [ %5596, %5627 ], [ %3674, %6034 ], [ %3674, %6037 ], [ %3674, %6040 ], [ %5971, %6011 ], [ %5877, %5917 ], [ %5783, %5823 ], [ %5689, %5729 ], [ %5596, %5633 ], [ %5505, %5542 ], [ %5414, %5451 ], [ %5323, %5360 ], [ %5232, %5269 ], [ %1931, %1974 ], [ %2132, %2171 ], [ %2545, %2590 ], [ %2545, %2612 ], [ %3193, %3238 ], [ %3102, %3145 ], [ %2911, %2953 ], [ %3574, %3602 ], [ %3961, %3989 ], [ %3903, %4066 ], [ %3903, %4056 ], [ %3810, %3839 ], [ %4669, %4697 ], [ %4518, %4547 ], [ %3423, %3452 ], [ %2405, %2446 ], [ %2316, %2355 ], [ %1779, %1820 ], [ %1685, %1725 ], [ %1591, %1631 ], [ %1498, %1537 ], [ %1404, %1444 ], [ %1310, %1350 ], [ %1216, %1256 ], [ %1122, %1162 ], [ %1019, %1056 ], [ %928, %965 ], [ %837, %874 ], [ %746, %783 ], [ %655, %692 ], [ %565, %601 ], [ %444, %482 ], [ %354, %390 ], [ %264, %300 ], [ 0, %210 ]
  %6085 = phi i32 [ %48, %6033 ], [ %5970, %6002 ], [ 0, %203 ], [ %263, %293 ], [ %353, %383 ], [ %443, %473 ], [ %443, %513 ], [ %443, %528 ], [ %564, %595 ], [ %654, %685 ], [ %745, %776 ], [ %836, %867 ], [ %927, %958 ], [ %1018, %1049 ], [ %1778, %1809 ], [ %1778, %1842 ], [ %2025, %2283 ], [ %2315, %2349 ], [ %2315, %2349 ], [ %2315, %2349 ], [ %2404, %2439 ], [ %3050, %3025 ], [ %3366, %3365 ], [ %3517, %3474 ], [ %3517, %3624 ], [ %3727, %3685 ], [ %3727, %3741 ], [ %3904, %3861 ], [ %3904, %4011 ], [ %3675, %4080 ], [ %3675, %4449 ], [ %4612, %4569 ], [ %4612, %4719 ], [ %3672, %4728 ], [ %3672, %5176 ], [ %3672, %5193 ], [ %3672, %5070 ], [ %3672, %5081 ], [ %5231, %5262 ], [ %5322, %5353 ], [ %5413, %5444 ], [ %5504, %5536 ], [ %5595, %5627 ], [ %3672, %6034 ], [ %3672, %6037 ], [ %3672, %6040 ], [ %5970, %6011 ], [ %5876, %5917 ], [ %5782, %5823 ], [ %5688, %5729 ], [ %5595, %5633 ], [ %5504, %5542 ], [ %5413, %5451 ], [ %5322, %5360 ], [ %5231, %5269 ], [ %1930, %1974 ], [ %2131, %2171 ], [ %2544, %2590 ], [ %2544, %2612 ], [ %3192, %3238 ], [ %3101, %3145 ], [ %2910, %2953 ], [ %3575, %3602 ], [ %3962, %3989 ], [ %3904, %4066 ], [ %3904, %4056 ], [ %3811, %3839 ], [ %4670, %4697 ], [ %4519, %4547 ], [ %3424, %3452 ], [ %2404, %2446 ], [ %2315, %2355 ], [ %1778, %1820 ], [ %1684, %1725 ], [ %1590, %1631 ], [ %1497, %1537 ], [ %1403, %1444 ], [ %1309, %1350 ], [ %1215, %1256 ], [ %1121, %1162 ], [ %1018, %1056 ], [ %927, %965 ], [ %836, %874 ], [ %745, %783 ], [ %654, %692 ], [ %564, %601 ], [ %443, %482 ], [ %353, %390 ], [ %263, %300 ], [ 0, %210 ]
  %6086 = phi i32 [ %46, %6033 ], [ %5969, %6002 ], [ 0, %203 ], [ %262, %293 ], [ %352, %383 ], [ %442, %473 ], [ %442, %513 ], [ %442, %528 ], [ %563, %595 ], [ %653, %685 ], [ %744, %776 ], [ %835, %867 ], [ %926, %958 ], [ %1017, %1049 ], [ %1777, %1809 ], [ %1777, %1842 ], [ %2024, %2283 ], [ %2314, %2349 ], [ %2314, %2349 ], [ %2314, %2349 ], [ 0, %2439 ], [ %3068, %3025 ], [ %2864, %3365 ], [ %3518, %3474 ], [ %3518, %3624 ], [ %3728, %3685 ], [ %3728, %3741 ], [ %3905, %3861 ], [ %3905, %4011 ], [ %3676, %4080 ], [ %3676, %4449 ], [ %4613, %4569 ], [ %4613, %4719 ], [ %3676, %4728 ], [ %3676, %5176 ], [ %3676, %5193 ], [ %3676, %5070 ], [ %3676, %5081 ], [ %5230, %5262 ], [ %5321, %5353 ], [ %5412, %5444 ], [ %5503, %5536 ], [ %5594, %5627 ], [ %3676, %6034 ], [ %3676, %6037 ], [ %3676, %6040 ], [ %5969, %6011 ], [ %5875, %5917 ], [ %5781, %5823 ], [ %5687, %5729 ], [ %5594, %5633 ], [ %5503, %5542 ], [ %5412, %5451 ], [ %5321, %5360 ], [ %5230, %5269 ], [ %1929, %1974 ], [ %2130, %2171 ], [ %2562, %2590 ], [ %2562, %2612 ], [ %3211, %3238 ], [ %3119, %3145 ], [ %2928, %2953 ], [ %3576, %3602 ], [ %3963, %3989 ], [ %3905, %4066 ], [ %3905, %4056 ], [ %3812, %3839 ], [ %4671, %4697 ], [ %4520, %4547 ], [ %3425, %3452 ], [ %2403, %2446 ], [ %2314, %2355 ], [ %1777, %1820 ], [ %1683, %1725 ], [ %1589, %1631 ], [ %1496, %1537 ], [ %1402, %1444 ], [ %1308, %1350 ], [ %1214, %1256 ], [ %1120, %1162 ], [ %1017, %1056 ], [ %926, %965 ], [ %835, %874 ], [ %744, %783 ], [ %653, %692 ], [ %563, %601 ], [ %442, %482 ], [ %352, %390 ], [ %262, %300 ], [ 0, %210 ]
  %6087 = phi i32 [ %44, %6033 ], [ %5968, %6002 ], [ 0, %203 ], [ %261, %293 ], [ %351, %383 ], [ %441, %473 ], [ %441, %513 ], [ %441, %528 ], [ %562, %595 ], [ %652, %685 ], [ %743, %776 ], [ %834, %867 ], [ %925, %958 ], [ %1016, %1049 ], [ %1776, %1809 ], [ %1776, %1842 ], [ %2023, %2283 ], [ %2354, %2349 ], [ %2354, %2349 ], [ %2354, %2349 ], [ %2423, %2439 ], [ %3069, %3025 ], [ %2865, %3365 ], [ %3519, %3474 ], [ %3519, %3624 ], [ %3729, %3685 ], [ %3729, %3741 ], [ %3906, %3861 ], [ %3906, %4011 ], [ %3677, %4080 ], [ %3677, %4449 ], [ %4614, %4569 ], [ %4614, %4719 ], [ %3677, %4728 ], [ %3677, %5176 ], [ %3677, %5193 ], [ %3677, %5070 ], [ %3677, %5081 ], [ %5229, %5262 ], [ %5320, %5353 ], [ %5411, %5444 ], [ %5502, %5536 ], [ %5593, %5627 ], [ %3677, %6034 ], [ %3677, %6037 ], [ %3677, %6040 ], [ %5968, %6011 ], [ %5874, %5917 ], [ %5780, %5823 ], [ %5686, %5729 ], [ %5593, %5633 ], [ %5502, %5542 ], [ %5411, %5451 ], [ %5320, %5360 ], [ %5229, %5269 ], [ %1928, %1974 ], [ %2129, %2171 ], [ %2563, %2590 ], [ %2563, %2612 ], [ %3212, %3238 ], [ %3120, %3145 ], [ %2929, %2953 ], [ %3577, %3602 ], [ %3964, %3989 ], [ %3906, %4066 ], [ %3906, %4056 ], [ %3813, %3839 ], [ %4672, %4697 ], [ %4521, %4547 ], [ %3426, %3452 ], [ %2423, %2446 ], [ %2313, %2355 ], [ %1776, %1820 ], [ %1682, %1725 ], [ %1588, %1631 ], [ %1495, %1537 ], [ %1401, %1444 ], [ %1307, %1350 ], [ %1213, %1256 ], [ %1119, %1162 ], [ %1016, %1056 ], [ %925, %965 ], [ %834, %874 ], [ %743, %783 ], [ %652, %692 ], [ %562, %601 ], [ %441, %482 ], [ %351, %390 ], [ %261, %300 ], [ 0, %210 ]
  %6088 = phi i32 [ %42, %6033 ], [ %5967, %6002 ], [ 0, %203 ], [ %260, %293 ], [ %350, %383 ], [ %440, %473 ], [ %440, %513 ], [ %440, %528 ], [ %561, %595 ], [ %651, %685 ], [ %742, %776 ], [ %833, %867 ], [ %924, %958 ], [ %1015, %1049 ], [ %1775, %1809 ], [ %1775, %1842 ], [ %2022, %2283 ], [ %2333, %2349 ], [ %2333, %2349 ], [ %2333, %2349 ], [ %2424, %2439 ], [ %3070, %3025 ], [ %2866, %3365 ], [ %3520, %3474 ], [ %3520, %3624 ], [ %3730, %3685 ], [ %3730, %3741 ], [ %3907, %3861 ], [ %3907, %4011 ], [ %3678, %4080 ], [ %3678, %4449 ], [ %4615, %4569 ], [ %4615, %4719 ], [ %3678, %4728 ], [ %3678, %5176 ], [ %3678, %5193 ], [ %3678, %5070 ], [ %3678, %5081 ], [ %5228, %5262 ], [ %5319, %5353 ], [ %5410, %5444 ], [ %5501, %5536 ], [ %5592, %5627 ], [ %3678, %6034 ], [ %3678, %6037 ], [ %3678, %6040 ], [ %5967, %6011 ], [ %5873, %5917 ], [ %5779, %5823 ], [ %5685, %5729 ], [ %5592, %5633 ], [ %5501, %5542 ], [ %5410, %5451 ], [ %5319, %5360 ], [ %5228, %5269 ], [ %1927, %1974 ], [ %2128, %2171 ], [ %2564, %2590 ], [ %2564, %2612 ], [ %3213, %3238 ], [ %3121, %3145 ], [ %2930, %2953 ], [ %3578, %3602 ], [ %3965, %3989 ], [ %3907, %4066 ], [ %3907, %4056 ], [ %3814, %3839 ], [ %4673, %4697 ], [ %4522, %4547 ], [ %3427, %3452 ], [ %2424, %2446 ], [ %2333, %2355 ], [ %1775, %1820 ], [ %1681, %1725 ], [ %1587, %1631 ], [ %1494, %1537 ], [ %1400, %1444 ], [ %1306, %1350 ], [ %1212, %1256 ], [ %1118, %1162 ], [ %1015, %1056 ], [ %924, %965 ], [ %833, %874 ], [ %742, %783 ], [ %651, %692 ], [ %561, %601 ], [ %440, %482 ], [ %350, %390 ], [ %260, %300 ], [ 0, %210 ]
  %6089 = phi i32 [ %40, %6033 ], [ %5966, %6002 ], [ 0, %203 ], [ %259, %293 ], [ %349, %383 ], [ %439, %473 ], [ %439, %513 ], [ %439, %528 ], [ %560, %595 ], [ %650, %685 ], [ %741, %776 ], [ %832, %867 ], [ %923, %958 ], [ %1014, %1049 ], [ %1774, %1809 ], [ %1774, %1842 ], [ %2021, %2283 ], [ %2312, %2349 ], [ %2312, %2349 ], [ %2312, %2349 ], [ %2402, %2439 ], [ %3071, %3025 ], [ %3321, %3365 ], [ %3521, %3474 ], [ %3521, %3624 ], [ %3731, %3685 ], [ %3731, %3741 ], [ %3908, %3861 ], [ %3908, %4011 ], [ %3679, %4080 ], [ %3679, %4449 ], [ %4616, %4569 ], [ %4616, %4719 ], [ %3679, %4728 ], [ %3679, %5176 ], [ %3679, %5193 ], [ %3679, %5070 ], [ %3679, %5081 ], [ %5227, %5262 ], [ %5318, %5353 ], [ %5409, %5444 ], [ %5500, %5536 ], [ %5591, %5627 ], [ %3679, %6034 ], [ %3679, %6037 ], [ %3679, %6040 ], [ %5966, %6011 ], [ %5872, %5917 ], [ %5778, %5823 ], [ %5684, %5729 ], [ %5591, %5633 ], [ %5500, %5542 ], [ %5409, %5451 ], [ %5318, %5360 ], [ %5227, %5269 ], [ %1926, %1974 ], [ %2127, %2171 ], [ %2543, %2590 ], [ %2543, %2612 ], [ %3214, %3238 ], [ %3122, %3145 ], [ %2931, %2953 ], [ %3579, %3602 ], [ %3966, %3989 ], [ %3908, %4066 ], [ %3908, %4056 ], [ %3815, %3839 ], [ %4674, %4697 ], [ %4523, %4547 ], [ %3428, %3452 ], [ %2402, %2446 ], [ %2312, %2355 ], [ %1774, %1820 ], [ %1680, %1725 ], [ %1586, %1631 ], [ %1493, %1537 ], [ %1399, %1444 ], [ %1305, %1350 ], [ %1211, %1256 ], [ %1117, %1162 ], [ %1014, %1056 ], [ %923, %965 ], [ %832, %874 ], [ %741, %783 ], [ %650, %692 ], [ %560, %601 ], [ %439, %482 ], [ %349, %390 ], [ %259, %300 ], [ 0, %210 ]
  %6090 = phi i32 [ %38, %6033 ], [ %5965, %6002 ], [ 0, %203 ], [ %258, %293 ], [ %348, %383 ], [ %438, %473 ], [ %438, %513 ], [ %438, %528 ], [ %559, %595 ], [ %649, %685 ], [ %740, %776 ], [ %831, %867 ], [ %922, %958 ], [ %1013, %1049 ], [ %1773, %1809 ], [ %1773, %1842 ], [ %2043, %2283 ], [ %2334, %2349 ], [ %2334, %2349 ], [ %2334, %2349 ], [ %2425, %2439 ], [ %3072, %3025 ], [ %2868, %3365 ], [ %3522, %3474 ], [ %3522, %3624 ], [ %3732, %3685 ], [ %3732, %3741 ], [ %3909, %3861 ], [ %3909, %4011 ], [ %3680, %4080 ], [ %3680, %4449 ], [ %4617, %4569 ], [ %4617, %4719 ], [ %3680, %4728 ], [ %3680, %5176 ], [ %3680, %5193 ], [ %5004, %5070 ], [ %5004, %5081 ], [ %5226, %5262 ], [ %5317, %5353 ], [ %5408, %5444 ], [ %5499, %5536 ], [ %5590, %5627 ], [ %3680, %6034 ], [ %3680, %6037 ], [ %3680, %6040 ], [ %5965, %6011 ], [ %5871, %5917 ], [ %5777, %5823 ], [ %5683, %5729 ], [ %5590, %5633 ], [ %5499, %5542 ], [ %5408, %5451 ], [ %5317, %5360 ], [ %5226, %5269 ], [ %1925, %1974 ], [ %2149, %2171 ], [ %2573, %2590 ], [ %2613, %2612 ], [ %3215, %3238 ], [ %3123, %3145 ], [ %2932, %2953 ], [ %3580, %3602 ], [ %3967, %3989 ], [ %3909, %4066 ], [ %3909, %4056 ], [ %3816, %3839 ], [ %4675, %4697 ], [ %4524, %4547 ], [ %3429, %3452 ], [ %2425, %2446 ], [ %2334, %2355 ], [ %1773, %1820 ], [ %1679, %1725 ], [ %1585, %1631 ], [ %1492, %1537 ], [ %1398, %1444 ], [ %1304, %1350 ], [ %1210, %1256 ], [ %1116, %1162 ], [ %1013, %1056 ], [ %922, %965 ], [ %831, %874 ], [ %740, %783 ], [ %649, %692 ], [ %559, %601 ], [ %438, %482 ], [ %348, %390 ], [ %258, %300 ], [ 0, %210 ]
  %6091 = phi i32 [ %37, %6033 ], [ %5964, %6002 ], [ 0, %203 ], [ %257, %293 ], [ %347, %383 ], [ %437, %473 ], [ %437, %513 ], [ %437, %528 ], [ %558, %595 ], [ %648, %685 ], [ %739, %776 ], [ %830, %867 ], [ %921, %958 ], [ %1012, %1049 ], [ %1772, %1809 ], [ %1772, %1842 ], [ %2044, %2283 ], [ %2335, %2349 ], [ %2335, %2349 ], [ %2335, %2349 ], [ %2426, %2439 ], [ %3073, %3025 ], [ 256, %3365 ], [ %3523, %3474 ], [ %3523, %3624 ], [ %3733, %3685 ], [ %3733, %3741 ], [ %3910, %3861 ], [ %3910, %4011 ], [ %3681, %4080 ], [ %3681, %4449 ], [ %4618, %4569 ], [ %4618, %4719 ], [ %3681, %4728 ], [ %5158, %5176 ], [ %5158, %5193 ], [ %4986, %5070 ], [ %4986, %5081 ], [ %5225, %5262 ], [ %5316, %5353 ], [ %5407, %5444 ], [ %5498, %5536 ], [ %5589, %5627 ], [ %6036, %6034 ], [ %6039, %6037 ], [ %6042, %6040 ], [ %5964, %6011 ], [ %5870, %5917 ], [ %5776, %5823 ], [ %5682, %5729 ], [ %5589, %5633 ], [ %5498, %5542 ], [ %5407, %5451 ], [ %5316, %5360 ], [ %5225, %5269 ], [ %1948, %1974 ], [ %2150, %2171 ], [ %2566, %2590 ], [ %2566, %2612 ], [ %3216, %3238 ], [ %3124, %3145 ], [ %2933, %2953 ], [ %3581, %3602 ], [ %3968, %3989 ], [ %3910, %4066 ], [ %3910, %4056 ], [ %3817, %3839 ], [ %4676, %4697 ], [ %4525, %4547 ], [ %3430, %3452 ], [ %2426, %2446 ], [ %2335, %2355 ], [ %1772, %1820 ], [ %1678, %1725 ], [ %1584, %1631 ], [ %1491, %1537 ], [ %1397, %1444 ], [ %1303, %1350 ], [ %1209, %1256 ], [ %1115, %1162 ], [ %1012, %1056 ], [ %921, %965 ], [ %830, %874 ], [ %739, %783 ], [ %648, %692 ], [ %558, %601 ], [ %437, %482 ], [ %347, %390 ], [ %257, %300 ], [ 0, %210 ]
  %6092 = phi i32 [ 0, %6033 ], [ 4, %6002 ], [ -5, %203 ], [ -5, %293 ], [ -5, %383 ], [ -5, %473 ], [ -3, %513 ], [ -3, %528 ], [ -4, %595 ], [ -4, %685 ], [ -4, %776 ], [ -4, %867 ], [ -4, %958 ], [ -4, %1049 ], [ -4, %1809 ], [ -4, %1842 ], [ -4, %2283 ], [ -4, %2349 ], [ -4, %2349 ], [ -4, %2349 ], [ -4, %2439 ], [ -4, %3025 ], [ -4, %3365 ], [ -4, %3474 ], [ -4, %3624 ], [ -4, %3685 ], [ -4, %3741 ], [ -4, %3861 ], [ -4, %4011 ], [ -4, %4080 ], [ -4, %4449 ], [ -4, %4569 ], [ -4, %4719 ], [ -4, %4728 ], [ 0, %5176 ], [ 0, %5193 ], [ 0, %5070 ], [ 0, %5081 ], [ -4, %5262 ], [ -4, %5353 ], [ -4, %5444 ], [ -4, %5536 ], [ -4, %5627 ], [ -4, %6034 ], [ -4, %6037 ], [ -4, %6040 ], [ 0, %6011 ], [ 0, %5917 ], [ 0, %5823 ], [ 0, %5729 ], [ 0, %5633 ], [ 0, %5542 ], [ 0, %5451 ], [ 0, %5360 ], [ 0, %5269 ], [ 0, %1974 ], [ 0, %2171 ], [ 0, %2590 ], [ -4, %2612 ], [ 0, %3238 ], [ 0, %3145 ], [ 0, %2953 ], [ 0, %3602 ], [ 0, %3989 ], [ -4, %4066 ], [ -4, %4056 ], [ 0, %3839 ], [ 0, %4697 ], [ 0, %4547 ], [ 0, %3452 ], [ 0, %2446 ], [ 0, %2355 ], [ 0, %1820 ], [ 0, %1725 ], [ 0, %1631 ], [ 0, %1537 ], [ 0, %1444 ], [ 0, %1350 ], [ 0, %1256 ], [ 0, %1162 ], [ 0, %1056 ], [ 0, %965 ], [ 0, %874 ], [ 0, %783 ], [ 0, %692 ], [ 0, %601 ], [ 0, %482 ], [ 0, %390 ], [ 0, %300 ], [ 0, %210 ]
  store i32 %6091, ptr %6067, align 4, !tbaa !13
  store i32 %6090, ptr %6066, align 8, !tbaa !14
  store i32 %6089, ptr %6065, align 4, !tbaa !15
  store i32 %6088, ptr %6064, align 8, !tbaa !16
  store i32 %6087, ptr %6063, align 4, !tbaa !17
  store i32 %6086, ptr %6062, align 8, !tbaa !18
  store i32 %6085, ptr %6061, align 4, !tbaa !19
  store i32 %6084, ptr %6060, align 8, !tbaa !20
  store i32 %6083, ptr %6059, align 4, !tbaa !21
  store i32 %6082, ptr %6058, align 8, !tbaa !22
  store i32 %6081, ptr %6057, align 4, !tbaa !23
  store i32 %6080, ptr %6056, align 8, !tbaa !24
  store i32 %6079, ptr %6055, align 4, !tbaa !25
  store i32 %6078, ptr %6054, align 8, !tbaa !26
  store i32 %6077, ptr %6053, align 4, !tbaa !27
  store i32 %6068, ptr %6052, align 8, !tbaa !28
  store i32 %6076, ptr %6051, align 4, !tbaa !29
  store i32 %6075, ptr %6050, align 8, !tbaa !30
  store i32 %6074, ptr %6049, align 4, !tbaa !31
  store i32 %6073, ptr %6048, align 8, !tbaa !32
  store i32 %6072, ptr %6047, align 4, !tbaa !33
  store ptr %6071, ptr %6046, align 8, !tbaa !34
  store ptr %6070, ptr %6045, align 8, !tbaa !35
  store ptr %6069, ptr %6044, align 8, !tbaa !36
  br label %6093

6093:                                             ; preds = %5188, %5169, %5076, %5030, %6043
  %6094 = phi i32 [ %6092, %6043 ], [ 1, %5030 ], [ 1, %5076 ], [ 1, %5169 ], [ 1, %5188 ]
  ret i32 %6094
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
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { cold nounwind }
attributes #9 = { cold }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"", !7, i64 0, !10, i64 8, !8, i64 12, !10, i64 16, !8, i64 20, !10, i64 24, !10, i64 28, !10, i64 32, !10, i64 36, !10, i64 40, !8, i64 44, !10, i64 48, !10, i64 52, !10, i64 56, !10, i64 60, !10, i64 64, !8, i64 68, !10, i64 1092, !8, i64 1096, !8, i64 2124, !7, i64 3152, !7, i64 3160, !7, i64 3168, !10, i64 3176, !10, i64 3180, !10, i64 3184, !10, i64 3188, !10, i64 3192, !8, i64 3196, !8, i64 3452, !8, i64 3468, !8, i64 3724, !8, i64 7820, !8, i64 7884, !8, i64 25886, !8, i64 43888, !8, i64 45436, !8, i64 51628, !8, i64 57820, !8, i64 64012, !10, i64 64036, !10, i64 64040, !10, i64 64044, !10, i64 64048, !10, i64 64052, !10, i64 64056, !10, i64 64060, !10, i64 64064, !10, i64 64068, !10, i64 64072, !10, i64 64076, !10, i64 64080, !10, i64 64084, !10, i64 64088, !10, i64 64092, !10, i64 64096, !10, i64 64100, !10, i64 64104, !10, i64 64108, !10, i64 64112, !10, i64 64116, !7, i64 64120, !7, i64 64128, !7, i64 64136}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !10, i64 8}
!12 = !{!6, !10, i64 36}
!13 = !{!6, !10, i64 64036}
!14 = !{!6, !10, i64 64040}
!15 = !{!6, !10, i64 64044}
!16 = !{!6, !10, i64 64048}
!17 = !{!6, !10, i64 64052}
!18 = !{!6, !10, i64 64056}
!19 = !{!6, !10, i64 64060}
!20 = !{!6, !10, i64 64064}
!21 = !{!6, !10, i64 64068}
!22 = !{!6, !10, i64 64072}
!23 = !{!6, !10, i64 64076}
!24 = !{!6, !10, i64 64080}
!25 = !{!6, !10, i64 64084}
!26 = !{!6, !10, i64 64088}
!27 = !{!6, !10, i64 64092}
!28 = !{!6, !10, i64 64096}
!29 = !{!6, !10, i64 64100}
!30 = !{!6, !10, i64 64104}
!31 = !{!6, !10, i64 64108}
!32 = !{!6, !10, i64 64112}
!33 = !{!6, !10, i64 64116}
!34 = !{!6, !7, i64 64120}
!35 = !{!6, !7, i64 64128}
!36 = !{!6, !7, i64 64136}
!37 = !{!6, !10, i64 32}
!38 = !{!39, !10, i64 8}
!39 = !{!"", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16, !7, i64 24, !10, i64 32, !10, i64 36, !10, i64 40, !7, i64 48, !7, i64 56, !7, i64 64, !7, i64 72}
!40 = !{!39, !7, i64 0}
!41 = !{!8, !8, i64 0}
!42 = !{!39, !10, i64 12}
!43 = !{!39, !10, i64 16}
!44 = !{!6, !10, i64 40}
!45 = !{!6, !8, i64 44}
!46 = !{!39, !7, i64 56}
!47 = !{!39, !7, i64 72}
!48 = !{!6, !7, i64 3160}
!49 = !{!6, !7, i64 3168}
!50 = !{!6, !7, i64 3152}
!51 = !{!6, !10, i64 48}
!52 = !{!6, !10, i64 52}
!53 = !{!7, !7, i64 0}
!54 = !{!6, !10, i64 3176}
!55 = !{!6, !8, i64 20}
!56 = !{!6, !10, i64 56}
!57 = distinct !{!57, !58}
!58 = !{!"llvm.loop.mustprogress"}
!59 = distinct !{!59, !58}
!60 = distinct !{!60, !58}
!61 = !{!6, !10, i64 3192}
!62 = distinct !{!62, !58}
!63 = distinct !{!63, !58}
!64 = distinct !{!64, !58, !65, !66}
!65 = !{!"llvm.loop.isvectorized", i32 1}
!66 = !{!"llvm.loop.unroll.runtime.disable"}
!67 = distinct !{!67, !58, !65, !66}
!68 = distinct !{!68, !58, !65}
!69 = distinct !{!69, !58, !65, !66}
!70 = distinct !{!70, !58, !65, !66}
!71 = distinct !{!71, !58, !65}
!72 = distinct !{!72, !58}
!73 = distinct !{!73, !58}
!74 = distinct !{!74, !58}
!75 = distinct !{!75, !58, !65, !66}
!76 = distinct !{!76, !58, !66, !65}
!77 = !{!10, !10, i64 0}
!78 = distinct !{!78, !58}
!79 = distinct !{!79, !58}
!80 = distinct !{!80, !58}
!81 = !{!82, !82, i64 0}
!82 = !{!"short", !8, i64 0}
!83 = distinct !{!83, !58}
!84 = distinct !{!84, !58}
!85 = distinct !{!85, !58, !65, !66}
!86 = distinct !{!86, !58, !65, !66}
!87 = distinct !{!87, !58}
!88 = distinct !{!88, !58, !65}
!89 = distinct !{!89, !58}
!90 = distinct !{!90, !58}
!91 = distinct !{!91, !58}
!92 = distinct !{!92, !58}
!93 = distinct !{!93, !58, !65, !66}
!94 = distinct !{!94, !58}
!95 = distinct !{!95, !58}
!96 = distinct !{!96, !58}
!97 = !{!6, !10, i64 16}
!98 = !{!6, !8, i64 12}
!99 = !{!6, !10, i64 3184}
!100 = distinct !{!100, !58, !65, !66}
!101 = distinct !{!101, !58}
!102 = distinct !{!102, !58}
!103 = !{!6, !10, i64 60}
!104 = !{!6, !10, i64 1092}
!105 = !{!6, !10, i64 24}
!106 = !{!6, !10, i64 28}
!107 = !{!6, !10, i64 64}
!108 = distinct !{!108, !58}
!109 = !{!6, !10, i64 3180}
