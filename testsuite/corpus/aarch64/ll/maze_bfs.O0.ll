; ModuleID = 'programs/maze_bfs.c'
source_filename = "programs/maze_bfs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@g = internal global [23 x [40 x i8]] zeroinitializer, align 1
@main.visited = internal global [11 x [19 x i32]] zeroinitializer, align 4
@main.ddx = internal constant [4 x i32] [i32 1, i32 -1, i32 0, i32 0], align 4
@main.ddy = internal constant [4 x i32] [i32 0, i32 0, i32 1, i32 -1], align 4
@main.dist = internal global [23 x [39 x i32]] zeroinitializer, align 4
@main.prev = internal global [23 x [39 x i32]] zeroinitializer, align 4
@main.ddx.1 = internal constant [4 x i32] [i32 1, i32 -1, i32 0, i32 0], align 4
@main.ddy.2 = internal constant [4 x i32] [i32 0, i32 0, i32 1, i32 -1], align 4
@.str = private unnamed_addr constant [45 x i8] c"shortest path length %d, reachable cells %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"dead ends %d\0A\00", align 1
@rs = internal global i32 7, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [209 x [2 x i32]], align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [4 x i32], align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [897 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %34

34:                                               ; preds = %46, %0
  %35 = load i32, ptr %2, align 4
  %36 = icmp slt i32 %35, 23
  br i1 %36, label %37, label %49

37:                                               ; preds = %34
  %38 = load i32, ptr %2, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %39
  %41 = getelementptr inbounds [40 x i8], ptr %40, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %41, i8 35, i64 39, i1 false)
  %42 = load i32, ptr %2, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %43
  %45 = getelementptr inbounds [40 x i8], ptr %44, i64 0, i64 39
  store i8 0, ptr %45, align 1
  br label %46

46:                                               ; preds = %37
  %47 = load i32, ptr %2, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %2, align 4
  br label %34, !llvm.loop !6

49:                                               ; preds = %34
  store i32 0, ptr %4, align 4
  %50 = load i32, ptr %4, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %51
  %53 = getelementptr inbounds [2 x i32], ptr %52, i64 0, i64 0
  store i32 0, ptr %53, align 4
  %54 = load i32, ptr %4, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %55
  %57 = getelementptr inbounds [2 x i32], ptr %56, i64 0, i64 1
  store i32 0, ptr %57, align 4
  %58 = load i32, ptr %4, align 4
  %59 = add nsw i32 %58, 1
  store i32 %59, ptr %4, align 4
  store i32 1, ptr @main.visited, align 4
  store i8 32, ptr getelementptr inbounds ([40 x i8], ptr getelementptr inbounds ([23 x [40 x i8]], ptr @g, i64 0, i64 1), i64 0, i64 1), align 1
  br label %60

60:                                               ; preds = %128, %125, %49
  %61 = load i32, ptr %4, align 4
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %63, label %195

63:                                               ; preds = %60
  %64 = load i32, ptr %4, align 4
  %65 = sub nsw i32 %64, 1
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %66
  %68 = getelementptr inbounds [2 x i32], ptr %67, i64 0, i64 0
  %69 = load i32, ptr %68, align 4
  store i32 %69, ptr %5, align 4
  %70 = load i32, ptr %4, align 4
  %71 = sub nsw i32 %70, 1
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %72
  %74 = getelementptr inbounds [2 x i32], ptr %73, i64 0, i64 1
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %6, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %76

76:                                               ; preds = %119, %63
  %77 = load i32, ptr %9, align 4
  %78 = icmp slt i32 %77, 4
  br i1 %78, label %79, label %122

79:                                               ; preds = %76
  %80 = load i32, ptr %5, align 4
  %81 = load i32, ptr %9, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %82
  %84 = load i32, ptr %83, align 4
  %85 = add nsw i32 %80, %84
  store i32 %85, ptr %10, align 4
  %86 = load i32, ptr %6, align 4
  %87 = load i32, ptr %9, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = add nsw i32 %86, %90
  store i32 %91, ptr %11, align 4
  %92 = load i32, ptr %10, align 4
  %93 = icmp sge i32 %92, 0
  br i1 %93, label %94, label %118

94:                                               ; preds = %79
  %95 = load i32, ptr %11, align 4
  %96 = icmp sge i32 %95, 0
  br i1 %96, label %97, label %118

97:                                               ; preds = %94
  %98 = load i32, ptr %10, align 4
  %99 = icmp slt i32 %98, 19
  br i1 %99, label %100, label %118

100:                                              ; preds = %97
  %101 = load i32, ptr %11, align 4
  %102 = icmp slt i32 %101, 11
  br i1 %102, label %103, label %118

103:                                              ; preds = %100
  %104 = load i32, ptr %11, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %105
  %107 = load i32, ptr %10, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [19 x i32], ptr %106, i64 0, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %118, label %112

112:                                              ; preds = %103
  %113 = load i32, ptr %9, align 4
  %114 = load i32, ptr %8, align 4
  %115 = add nsw i32 %114, 1
  store i32 %115, ptr %8, align 4
  %116 = sext i32 %114 to i64
  %117 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %116
  store i32 %113, ptr %117, align 4
  br label %118

118:                                              ; preds = %112, %103, %100, %97, %94, %79
  br label %119

119:                                              ; preds = %118
  %120 = load i32, ptr %9, align 4
  %121 = add nsw i32 %120, 1
  store i32 %121, ptr %9, align 4
  br label %76, !llvm.loop !8

122:                                              ; preds = %76
  %123 = load i32, ptr %8, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %128, label %125

125:                                              ; preds = %122
  %126 = load i32, ptr %4, align 4
  %127 = add nsw i32 %126, -1
  store i32 %127, ptr %4, align 4
  br label %60, !llvm.loop !9

128:                                              ; preds = %122
  %129 = call i32 @rnd()
  %130 = load i32, ptr %8, align 4
  %131 = urem i32 %129, %130
  %132 = zext i32 %131 to i64
  %133 = getelementptr inbounds [4 x i32], ptr %7, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  store i32 %134, ptr %12, align 4
  %135 = load i32, ptr %5, align 4
  %136 = load i32, ptr %12, align 4
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = add nsw i32 %135, %139
  store i32 %140, ptr %13, align 4
  %141 = load i32, ptr %6, align 4
  %142 = load i32, ptr %12, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %143
  %145 = load i32, ptr %144, align 4
  %146 = add nsw i32 %141, %145
  store i32 %146, ptr %14, align 4
  %147 = load i32, ptr %14, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [11 x [19 x i32]], ptr @main.visited, i64 0, i64 %148
  %150 = load i32, ptr %13, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [19 x i32], ptr %149, i64 0, i64 %151
  store i32 1, ptr %152, align 4
  %153 = load i32, ptr %6, align 4
  %154 = mul nsw i32 2, %153
  %155 = add nsw i32 %154, 1
  %156 = load i32, ptr %12, align 4
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [4 x i32], ptr @main.ddy, i64 0, i64 %157
  %159 = load i32, ptr %158, align 4
  %160 = add nsw i32 %155, %159
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %161
  %163 = load i32, ptr %5, align 4
  %164 = mul nsw i32 2, %163
  %165 = add nsw i32 %164, 1
  %166 = load i32, ptr %12, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [4 x i32], ptr @main.ddx, i64 0, i64 %167
  %169 = load i32, ptr %168, align 4
  %170 = add nsw i32 %165, %169
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [40 x i8], ptr %162, i64 0, i64 %171
  store i8 32, ptr %172, align 1
  %173 = load i32, ptr %14, align 4
  %174 = mul nsw i32 2, %173
  %175 = add nsw i32 %174, 1
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %176
  %178 = load i32, ptr %13, align 4
  %179 = mul nsw i32 2, %178
  %180 = add nsw i32 %179, 1
  %181 = sext i32 %180 to i64
  %182 = getelementptr inbounds [40 x i8], ptr %177, i64 0, i64 %181
  store i8 32, ptr %182, align 1
  %183 = load i32, ptr %13, align 4
  %184 = load i32, ptr %4, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %185
  %187 = getelementptr inbounds [2 x i32], ptr %186, i64 0, i64 0
  store i32 %183, ptr %187, align 4
  %188 = load i32, ptr %14, align 4
  %189 = load i32, ptr %4, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [209 x [2 x i32]], ptr %3, i64 0, i64 %190
  %192 = getelementptr inbounds [2 x i32], ptr %191, i64 0, i64 1
  store i32 %188, ptr %192, align 4
  %193 = load i32, ptr %4, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %4, align 4
  br label %60, !llvm.loop !9

195:                                              ; preds = %60
  store i32 23, ptr %15, align 4
  store i32 39, ptr %16, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @main.dist, i8 -1, i64 3588, i1 false)
  store i32 0, ptr %18, align 4
  store i32 0, ptr %19, align 4
  %196 = load i32, ptr %16, align 4
  %197 = mul nsw i32 1, %196
  %198 = add nsw i32 %197, 1
  %199 = load i32, ptr %19, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %19, align 4
  %201 = sext i32 %199 to i64
  %202 = getelementptr inbounds [897 x i32], ptr %17, i64 0, i64 %201
  store i32 %198, ptr %202, align 4
  store i32 0, ptr getelementptr inbounds ([39 x i32], ptr getelementptr inbounds ([23 x [39 x i32]], ptr @main.dist, i64 0, i64 1), i64 0, i64 1), align 4
  br label %203

203:                                              ; preds = %302, %195
  %204 = load i32, ptr %18, align 4
  %205 = load i32, ptr %19, align 4
  %206 = icmp slt i32 %204, %205
  br i1 %206, label %207, label %303

207:                                              ; preds = %203
  %208 = load i32, ptr %18, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %18, align 4
  %210 = sext i32 %208 to i64
  %211 = getelementptr inbounds [897 x i32], ptr %17, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  store i32 %212, ptr %20, align 4
  %213 = load i32, ptr %20, align 4
  %214 = load i32, ptr %16, align 4
  %215 = sdiv i32 %213, %214
  store i32 %215, ptr %21, align 4
  %216 = load i32, ptr %20, align 4
  %217 = load i32, ptr %16, align 4
  %218 = srem i32 %216, %217
  store i32 %218, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %219

219:                                              ; preds = %299, %207
  %220 = load i32, ptr %23, align 4
  %221 = icmp slt i32 %220, 4
  br i1 %221, label %222, label %302

222:                                              ; preds = %219
  %223 = load i32, ptr %21, align 4
  %224 = load i32, ptr %23, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [4 x i32], ptr @main.ddy.2, i64 0, i64 %225
  %227 = load i32, ptr %226, align 4
  %228 = add nsw i32 %223, %227
  store i32 %228, ptr %24, align 4
  %229 = load i32, ptr %22, align 4
  %230 = load i32, ptr %23, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [4 x i32], ptr @main.ddx.1, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = add nsw i32 %229, %233
  store i32 %234, ptr %25, align 4
  %235 = load i32, ptr %24, align 4
  %236 = icmp sge i32 %235, 0
  br i1 %236, label %237, label %298

237:                                              ; preds = %222
  %238 = load i32, ptr %25, align 4
  %239 = icmp sge i32 %238, 0
  br i1 %239, label %240, label %298

240:                                              ; preds = %237
  %241 = load i32, ptr %24, align 4
  %242 = load i32, ptr %15, align 4
  %243 = icmp slt i32 %241, %242
  br i1 %243, label %244, label %298

244:                                              ; preds = %240
  %245 = load i32, ptr %25, align 4
  %246 = load i32, ptr %16, align 4
  %247 = icmp slt i32 %245, %246
  br i1 %247, label %248, label %298

248:                                              ; preds = %244
  %249 = load i32, ptr %24, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %250
  %252 = load i32, ptr %25, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [40 x i8], ptr %251, i64 0, i64 %253
  %255 = load i8, ptr %254, align 1
  %256 = zext i8 %255 to i32
  %257 = icmp eq i32 %256, 32
  br i1 %257, label %258, label %298

258:                                              ; preds = %248
  %259 = load i32, ptr %24, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %260
  %262 = load i32, ptr %25, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [39 x i32], ptr %261, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4
  %266 = icmp slt i32 %265, 0
  br i1 %266, label %267, label %298

267:                                              ; preds = %258
  %268 = load i32, ptr %21, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %269
  %271 = load i32, ptr %22, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [39 x i32], ptr %270, i64 0, i64 %272
  %274 = load i32, ptr %273, align 4
  %275 = add nsw i32 %274, 1
  %276 = load i32, ptr %24, align 4
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %277
  %279 = load i32, ptr %25, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [39 x i32], ptr %278, i64 0, i64 %280
  store i32 %275, ptr %281, align 4
  %282 = load i32, ptr %20, align 4
  %283 = load i32, ptr %24, align 4
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %284
  %286 = load i32, ptr %25, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds [39 x i32], ptr %285, i64 0, i64 %287
  store i32 %282, ptr %288, align 4
  %289 = load i32, ptr %24, align 4
  %290 = load i32, ptr %16, align 4
  %291 = mul nsw i32 %289, %290
  %292 = load i32, ptr %25, align 4
  %293 = add nsw i32 %291, %292
  %294 = load i32, ptr %19, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %19, align 4
  %296 = sext i32 %294 to i64
  %297 = getelementptr inbounds [897 x i32], ptr %17, i64 0, i64 %296
  store i32 %293, ptr %297, align 4
  br label %298

298:                                              ; preds = %267, %258, %248, %244, %240, %237, %222
  br label %299

299:                                              ; preds = %298
  %300 = load i32, ptr %23, align 4
  %301 = add nsw i32 %300, 1
  store i32 %301, ptr %23, align 4
  br label %219, !llvm.loop !10

302:                                              ; preds = %219
  br label %203, !llvm.loop !11

303:                                              ; preds = %203
  %304 = load i32, ptr %15, align 4
  %305 = sub nsw i32 %304, 2
  store i32 %305, ptr %26, align 4
  %306 = load i32, ptr %16, align 4
  %307 = sub nsw i32 %306, 2
  store i32 %307, ptr %27, align 4
  %308 = load i32, ptr %26, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %309
  %311 = load i32, ptr %27, align 4
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds [39 x i32], ptr %310, i64 0, i64 %312
  %314 = load i32, ptr %313, align 4
  %315 = load i32, ptr %19, align 4
  %316 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %314, i32 noundef %315)
  %317 = load i32, ptr %26, align 4
  %318 = load i32, ptr %16, align 4
  %319 = mul nsw i32 %317, %318
  %320 = load i32, ptr %27, align 4
  %321 = add nsw i32 %319, %320
  store i32 %321, ptr %28, align 4
  br label %322

322:                                              ; preds = %339, %303
  %323 = load i32, ptr %28, align 4
  %324 = load i32, ptr %16, align 4
  %325 = mul nsw i32 1, %324
  %326 = add nsw i32 %325, 1
  %327 = icmp ne i32 %323, %326
  br i1 %327, label %328, label %351

328:                                              ; preds = %322
  %329 = load i32, ptr %28, align 4
  %330 = load i32, ptr %16, align 4
  %331 = sdiv i32 %329, %330
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %332
  %334 = load i32, ptr %28, align 4
  %335 = load i32, ptr %16, align 4
  %336 = srem i32 %334, %335
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds [40 x i8], ptr %333, i64 0, i64 %337
  store i8 46, ptr %338, align 1
  br label %339

339:                                              ; preds = %328
  %340 = load i32, ptr %28, align 4
  %341 = load i32, ptr %16, align 4
  %342 = sdiv i32 %340, %341
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [23 x [39 x i32]], ptr @main.prev, i64 0, i64 %343
  %345 = load i32, ptr %28, align 4
  %346 = load i32, ptr %16, align 4
  %347 = srem i32 %345, %346
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [39 x i32], ptr %344, i64 0, i64 %348
  %350 = load i32, ptr %349, align 4
  store i32 %350, ptr %28, align 4
  br label %322, !llvm.loop !12

351:                                              ; preds = %322
  store i8 83, ptr getelementptr inbounds ([40 x i8], ptr getelementptr inbounds ([23 x [40 x i8]], ptr @g, i64 0, i64 1), i64 0, i64 1), align 1
  %352 = load i32, ptr %26, align 4
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %353
  %355 = load i32, ptr %27, align 4
  %356 = sext i32 %355 to i64
  %357 = getelementptr inbounds [40 x i8], ptr %354, i64 0, i64 %356
  store i8 69, ptr %357, align 1
  store i32 0, ptr %29, align 4
  br label %358

358:                                              ; preds = %368, %351
  %359 = load i32, ptr %29, align 4
  %360 = load i32, ptr %15, align 4
  %361 = icmp slt i32 %359, %360
  br i1 %361, label %362, label %371

362:                                              ; preds = %358
  %363 = load i32, ptr %29, align 4
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %364
  %366 = getelementptr inbounds [40 x i8], ptr %365, i64 0, i64 0
  %367 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %366)
  br label %368

368:                                              ; preds = %362
  %369 = load i32, ptr %29, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %29, align 4
  br label %358, !llvm.loop !13

371:                                              ; preds = %358
  store i32 0, ptr %30, align 4
  store i32 1, ptr %31, align 4
  br label %372

372:                                              ; preds = %438, %371
  %373 = load i32, ptr %31, align 4
  %374 = load i32, ptr %15, align 4
  %375 = icmp slt i32 %373, %374
  br i1 %375, label %376, label %441

376:                                              ; preds = %372
  store i32 1, ptr %32, align 4
  br label %377

377:                                              ; preds = %434, %376
  %378 = load i32, ptr %32, align 4
  %379 = load i32, ptr %16, align 4
  %380 = icmp slt i32 %378, %379
  br i1 %380, label %381, label %437

381:                                              ; preds = %377
  %382 = load i32, ptr %31, align 4
  %383 = sub nsw i32 %382, 1
  %384 = sext i32 %383 to i64
  %385 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %384
  %386 = load i32, ptr %32, align 4
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds [40 x i8], ptr %385, i64 0, i64 %387
  %389 = load i8, ptr %388, align 1
  %390 = zext i8 %389 to i32
  %391 = icmp ne i32 %390, 35
  %392 = zext i1 %391 to i32
  %393 = load i32, ptr %31, align 4
  %394 = add nsw i32 %393, 1
  %395 = sext i32 %394 to i64
  %396 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %395
  %397 = load i32, ptr %32, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [40 x i8], ptr %396, i64 0, i64 %398
  %400 = load i8, ptr %399, align 1
  %401 = zext i8 %400 to i32
  %402 = icmp ne i32 %401, 35
  %403 = zext i1 %402 to i32
  %404 = add nsw i32 %392, %403
  %405 = load i32, ptr %31, align 4
  %406 = sext i32 %405 to i64
  %407 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %406
  %408 = load i32, ptr %32, align 4
  %409 = sub nsw i32 %408, 1
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [40 x i8], ptr %407, i64 0, i64 %410
  %412 = load i8, ptr %411, align 1
  %413 = zext i8 %412 to i32
  %414 = icmp ne i32 %413, 35
  %415 = zext i1 %414 to i32
  %416 = add nsw i32 %404, %415
  %417 = load i32, ptr %31, align 4
  %418 = sext i32 %417 to i64
  %419 = getelementptr inbounds [23 x [40 x i8]], ptr @g, i64 0, i64 %418
  %420 = load i32, ptr %32, align 4
  %421 = add nsw i32 %420, 1
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds [40 x i8], ptr %419, i64 0, i64 %422
  %424 = load i8, ptr %423, align 1
  %425 = zext i8 %424 to i32
  %426 = icmp ne i32 %425, 35
  %427 = zext i1 %426 to i32
  %428 = add nsw i32 %416, %427
  store i32 %428, ptr %33, align 4
  %429 = load i32, ptr %33, align 4
  %430 = icmp eq i32 %429, 1
  %431 = zext i1 %430 to i32
  %432 = load i32, ptr %30, align 4
  %433 = add nsw i32 %432, %431
  store i32 %433, ptr %30, align 4
  br label %434

434:                                              ; preds = %381
  %435 = load i32, ptr %32, align 4
  %436 = add nsw i32 %435, 2
  store i32 %436, ptr %32, align 4
  br label %377, !llvm.loop !14

437:                                              ; preds = %377
  br label %438

438:                                              ; preds = %437
  %439 = load i32, ptr %31, align 4
  %440 = add nsw i32 %439, 2
  store i32 %440, ptr %31, align 4
  br label %372, !llvm.loop !15

441:                                              ; preds = %372
  %442 = load i32, ptr %30, align 4
  %443 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %442)
  %444 = load i32, ptr %26, align 4
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds [23 x [39 x i32]], ptr @main.dist, i64 0, i64 %445
  %447 = load i32, ptr %27, align 4
  %448 = sext i32 %447 to i64
  %449 = getelementptr inbounds [39 x i32], ptr %446, i64 0, i64 %448
  %450 = load i32, ptr %449, align 4
  %451 = and i32 %450, 255
  ret i32 %451
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @rs, align 4
  %2 = mul i32 %1, 1103515245
  %3 = add i32 %2, 12345
  store i32 %3, ptr @rs, align 4
  %4 = load i32, ptr @rs, align 4
  %5 = lshr i32 %4, 16
  ret i32 %5
}

declare i32 @printf(ptr noundef, ...) #2

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
