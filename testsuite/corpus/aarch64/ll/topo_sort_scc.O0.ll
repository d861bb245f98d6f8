; ModuleID = 'programs/topo_sort_scc.c'
source_filename = "programs/topo_sort_scc.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@head = internal global [400 x i32] zeroinitializer, align 4
@indeg = internal global [400 x i32] zeroinitializer, align 4
@to = internal global [1200 x i32] zeroinitializer, align 4
@nxt = internal global [1200 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [38 x i8] c"topo n=%d hash=%08x longest path=%ld\0A\00", align 1
@idx = internal global [400 x i32] zeroinitializer, align 4
@comp = internal global [400 x i32] zeroinitializer, align 4
@ncomp = internal global i32 0, align 4
@.str.1 = private unnamed_addr constant [45 x i8] c"after back edges: %d components, largest %d\0A\00", align 1
@ne = internal global i32 0, align 4
@counter = internal global i32 0, align 4
@low = internal global [400 x i32] zeroinitializer, align 4
@st = internal global [400 x i32] zeroinitializer, align 4
@sp = internal global i32 0, align 4
@onst = internal global [400 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [400 x i32], align 4
  %7 = alloca i32, align 4
  %8 = alloca [400 x i32], align 4
  %9 = alloca [400 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [400 x i64], align 8
  %17 = alloca i64, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca [400 x i32], align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 4 @head, i8 -1, i64 1600, i1 false)
  store i32 5, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %30

30:                                               ; preds = %58, %0
  %31 = load i32, ptr %3, align 4
  %32 = icmp slt i32 %31, 1160
  br i1 %32, label %33, label %61

33:                                               ; preds = %30
  %34 = load i32, ptr %2, align 4
  %35 = mul i32 %34, 1103515245
  %36 = add i32 %35, 12345
  store i32 %36, ptr %2, align 4
  %37 = load i32, ptr %2, align 4
  %38 = lshr i32 %37, 8
  %39 = urem i32 %38, 399
  store i32 %39, ptr %4, align 4
  %40 = load i32, ptr %2, align 4
  %41 = mul i32 %40, 1103515245
  %42 = add i32 %41, 12345
  store i32 %42, ptr %2, align 4
  %43 = load i32, ptr %4, align 4
  %44 = add nsw i32 %43, 1
  %45 = load i32, ptr %2, align 4
  %46 = lshr i32 %45, 8
  %47 = load i32, ptr %4, align 4
  %48 = sub nsw i32 399, %47
  %49 = urem i32 %46, %48
  %50 = add nsw i32 %44, %49
  store i32 %50, ptr %5, align 4
  %51 = load i32, ptr %4, align 4
  %52 = load i32, ptr %5, align 4
  call void @add(i32 noundef %51, i32 noundef %52)
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [400 x i32], ptr @indeg, i64 0, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %55, align 4
  br label %58

58:                                               ; preds = %33
  %59 = load i32, ptr %3, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %3, align 4
  br label %30, !llvm.loop !6

61:                                               ; preds = %30
  store i32 0, ptr %7, align 4
  %62 = getelementptr inbounds [400 x i32], ptr %8, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %62, ptr align 4 @indeg, i64 1600, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %9, i8 0, i64 1600, i1 false)
  store i32 0, ptr %10, align 4
  br label %63

63:                                               ; preds = %123, %61
  %64 = load i32, ptr %10, align 4
  %65 = icmp slt i32 %64, 400
  br i1 %65, label %66, label %126

66:                                               ; preds = %63
  store i32 -1, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %67

67:                                               ; preds = %85, %66
  %68 = load i32, ptr %12, align 4
  %69 = icmp slt i32 %68, 400
  br i1 %69, label %70, label %88

70:                                               ; preds = %67
  %71 = load i32, ptr %12, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [400 x i32], ptr %9, i64 0, i64 %72
  %74 = load i32, ptr %73, align 4
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %84, label %76

76:                                               ; preds = %70
  %77 = load i32, ptr %12, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [400 x i32], ptr %8, i64 0, i64 %78
  %80 = load i32, ptr %79, align 4
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %76
  %83 = load i32, ptr %12, align 4
  store i32 %83, ptr %11, align 4
  br label %88

84:                                               ; preds = %76, %70
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %12, align 4
  br label %67, !llvm.loop !8

88:                                               ; preds = %82, %67
  %89 = load i32, ptr %11, align 4
  %90 = icmp slt i32 %89, 0
  br i1 %90, label %91, label %92

91:                                               ; preds = %88
  br label %126

92:                                               ; preds = %88
  %93 = load i32, ptr %11, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [400 x i32], ptr %9, i64 0, i64 %94
  store i32 1, ptr %95, align 4
  %96 = load i32, ptr %11, align 4
  %97 = load i32, ptr %7, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %7, align 4
  %99 = sext i32 %97 to i64
  %100 = getelementptr inbounds [400 x i32], ptr %6, i64 0, i64 %99
  store i32 %96, ptr %100, align 4
  %101 = load i32, ptr %11, align 4
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  store i32 %104, ptr %13, align 4
  br label %105

105:                                              ; preds = %117, %92
  %106 = load i32, ptr %13, align 4
  %107 = icmp ne i32 %106, -1
  br i1 %107, label %108, label %122

108:                                              ; preds = %105
  %109 = load i32, ptr %13, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [400 x i32], ptr %8, i64 0, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %114, align 4
  br label %117

117:                                              ; preds = %108
  %118 = load i32, ptr %13, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %119
  %121 = load i32, ptr %120, align 4
  store i32 %121, ptr %13, align 4
  br label %105, !llvm.loop !9

122:                                              ; preds = %105
  br label %123

123:                                              ; preds = %122
  %124 = load i32, ptr %10, align 4
  %125 = add nsw i32 %124, 1
  store i32 %125, ptr %10, align 4
  br label %63, !llvm.loop !10

126:                                              ; preds = %91, %63
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %127

127:                                              ; preds = %139, %126
  %128 = load i32, ptr %15, align 4
  %129 = load i32, ptr %7, align 4
  %130 = icmp slt i32 %128, %129
  br i1 %130, label %131, label %142

131:                                              ; preds = %127
  %132 = load i32, ptr %14, align 4
  %133 = mul i32 %132, 31
  %134 = load i32, ptr %15, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [400 x i32], ptr %6, i64 0, i64 %135
  %137 = load i32, ptr %136, align 4
  %138 = add i32 %133, %137
  store i32 %138, ptr %14, align 4
  br label %139

139:                                              ; preds = %131
  %140 = load i32, ptr %15, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %15, align 4
  br label %127, !llvm.loop !11

142:                                              ; preds = %127
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 3200, i1 false)
  store i64 0, ptr %17, align 8
  store i32 0, ptr %18, align 4
  br label %143

143:                                              ; preds = %192, %142
  %144 = load i32, ptr %18, align 4
  %145 = load i32, ptr %7, align 4
  %146 = icmp slt i32 %144, %145
  br i1 %146, label %147, label %195

147:                                              ; preds = %143
  %148 = load i32, ptr %18, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [400 x i32], ptr %6, i64 0, i64 %149
  %151 = load i32, ptr %150, align 4
  store i32 %151, ptr %19, align 4
  %152 = load i32, ptr %19, align 4
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %153
  %155 = load i32, ptr %154, align 4
  store i32 %155, ptr %20, align 4
  br label %156

156:                                              ; preds = %186, %147
  %157 = load i32, ptr %20, align 4
  %158 = icmp ne i32 %157, -1
  br i1 %158, label %159, label %191

159:                                              ; preds = %156
  %160 = load i32, ptr %19, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %161
  %163 = load i64, ptr %162, align 8
  %164 = add nsw i64 %163, 1
  %165 = load i32, ptr %20, align 4
  %166 = sext i32 %165 to i64
  %167 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %169
  %171 = load i64, ptr %170, align 8
  %172 = icmp sgt i64 %164, %171
  br i1 %172, label %173, label %185

173:                                              ; preds = %159
  %174 = load i32, ptr %19, align 4
  %175 = sext i32 %174 to i64
  %176 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %175
  %177 = load i64, ptr %176, align 8
  %178 = add nsw i64 %177, 1
  %179 = load i32, ptr %20, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %180
  %182 = load i32, ptr %181, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %183
  store i64 %178, ptr %184, align 8
  br label %185

185:                                              ; preds = %173, %159
  br label %186

186:                                              ; preds = %185
  %187 = load i32, ptr %20, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %188
  %190 = load i32, ptr %189, align 4
  store i32 %190, ptr %20, align 4
  br label %156, !llvm.loop !12

191:                                              ; preds = %156
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr %18, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %18, align 4
  br label %143, !llvm.loop !13

195:                                              ; preds = %143
  store i32 0, ptr %21, align 4
  br label %196

196:                                              ; preds = %212, %195
  %197 = load i32, ptr %21, align 4
  %198 = icmp slt i32 %197, 400
  br i1 %198, label %199, label %215

199:                                              ; preds = %196
  %200 = load i32, ptr %21, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8
  %204 = load i64, ptr %17, align 8
  %205 = icmp sgt i64 %203, %204
  br i1 %205, label %206, label %211

206:                                              ; preds = %199
  %207 = load i32, ptr %21, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [400 x i64], ptr %16, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8
  store i64 %210, ptr %17, align 8
  br label %211

211:                                              ; preds = %206, %199
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %21, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %21, align 4
  br label %196, !llvm.loop !14

215:                                              ; preds = %196
  %216 = load i32, ptr %7, align 4
  %217 = load i32, ptr %14, align 4
  %218 = load i64, ptr %17, align 8
  %219 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %216, i32 noundef %217, i64 noundef %218)
  store i32 0, ptr %22, align 4
  br label %220

220:                                              ; preds = %254, %215
  %221 = load i32, ptr %22, align 4
  %222 = icmp slt i32 %221, 40
  br i1 %222, label %223, label %257

223:                                              ; preds = %220
  %224 = load i32, ptr %2, align 4
  %225 = mul i32 %224, 1103515245
  %226 = add i32 %225, 12345
  store i32 %226, ptr %2, align 4
  %227 = load i32, ptr %2, align 4
  %228 = lshr i32 %227, 8
  %229 = urem i32 %228, 400
  store i32 %229, ptr %23, align 4
  %230 = load i32, ptr %2, align 4
  %231 = mul i32 %230, 1103515245
  %232 = add i32 %231, 12345
  store i32 %232, ptr %2, align 4
  %233 = load i32, ptr %2, align 4
  %234 = lshr i32 %233, 8
  %235 = urem i32 %234, 400
  store i32 %235, ptr %24, align 4
  %236 = load i32, ptr %24, align 4
  %237 = load i32, ptr %23, align 4
  %238 = icmp sgt i32 %236, %237
  br i1 %238, label %239, label %241

239:                                              ; preds = %223
  %240 = load i32, ptr %24, align 4
  br label %243

241:                                              ; preds = %223
  %242 = load i32, ptr %23, align 4
  br label %243

243:                                              ; preds = %241, %239
  %244 = phi i32 [ %240, %239 ], [ %242, %241 ]
  %245 = load i32, ptr %24, align 4
  %246 = load i32, ptr %23, align 4
  %247 = icmp sgt i32 %245, %246
  br i1 %247, label %248, label %250

248:                                              ; preds = %243
  %249 = load i32, ptr %23, align 4
  br label %252

250:                                              ; preds = %243
  %251 = load i32, ptr %24, align 4
  br label %252

252:                                              ; preds = %250, %248
  %253 = phi i32 [ %249, %248 ], [ %251, %250 ]
  call void @add(i32 noundef %244, i32 noundef %253)
  br label %254

254:                                              ; preds = %252
  %255 = load i32, ptr %22, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %22, align 4
  br label %220, !llvm.loop !15

257:                                              ; preds = %220
  store i32 0, ptr %25, align 4
  br label %258

258:                                              ; preds = %270, %257
  %259 = load i32, ptr %25, align 4
  %260 = icmp slt i32 %259, 400
  br i1 %260, label %261, label %273

261:                                              ; preds = %258
  %262 = load i32, ptr %25, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4
  %266 = icmp ne i32 %265, 0
  br i1 %266, label %269, label %267

267:                                              ; preds = %261
  %268 = load i32, ptr %25, align 4
  call void @tarjan(i32 noundef %268)
  br label %269

269:                                              ; preds = %267, %261
  br label %270

270:                                              ; preds = %269
  %271 = load i32, ptr %25, align 4
  %272 = add nsw i32 %271, 1
  store i32 %272, ptr %25, align 4
  br label %258, !llvm.loop !16

273:                                              ; preds = %258
  call void @llvm.memset.p0.i64(ptr align 4 %26, i8 0, i64 1600, i1 false)
  store i32 0, ptr %27, align 4
  store i32 0, ptr %28, align 4
  br label %274

274:                                              ; preds = %286, %273
  %275 = load i32, ptr %28, align 4
  %276 = icmp slt i32 %275, 400
  br i1 %276, label %277, label %289

277:                                              ; preds = %274
  %278 = load i32, ptr %28, align 4
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [400 x i32], ptr %26, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %283, align 4
  br label %286

286:                                              ; preds = %277
  %287 = load i32, ptr %28, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %28, align 4
  br label %274, !llvm.loop !17

289:                                              ; preds = %274
  store i32 0, ptr %29, align 4
  br label %290

290:                                              ; preds = %307, %289
  %291 = load i32, ptr %29, align 4
  %292 = load i32, ptr @ncomp, align 4
  %293 = icmp slt i32 %291, %292
  br i1 %293, label %294, label %310

294:                                              ; preds = %290
  %295 = load i32, ptr %29, align 4
  %296 = sext i32 %295 to i64
  %297 = getelementptr inbounds [400 x i32], ptr %26, i64 0, i64 %296
  %298 = load i32, ptr %297, align 4
  %299 = load i32, ptr %27, align 4
  %300 = icmp sgt i32 %298, %299
  br i1 %300, label %301, label %306

301:                                              ; preds = %294
  %302 = load i32, ptr %29, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [400 x i32], ptr %26, i64 0, i64 %303
  %305 = load i32, ptr %304, align 4
  store i32 %305, ptr %27, align 4
  br label %306

306:                                              ; preds = %301, %294
  br label %307

307:                                              ; preds = %306
  %308 = load i32, ptr %29, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %29, align 4
  br label %290, !llvm.loop !18

310:                                              ; preds = %290
  %311 = load i32, ptr @ncomp, align 4
  %312 = load i32, ptr %27, align 4
  %313 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %311, i32 noundef %312)
  %314 = load i32, ptr @ncomp, align 4
  %315 = and i32 %314, 127
  ret i32 %315
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = load i32, ptr @ne, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %7
  store i32 %5, ptr %8, align 4
  %9 = load i32, ptr %3, align 4
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %10
  %12 = load i32, ptr %11, align 4
  %13 = load i32, ptr @ne, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %14
  store i32 %12, ptr %15, align 4
  %16 = load i32, ptr @ne, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr @ne, align 4
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %19
  store i32 %16, ptr %20, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @tarjan(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %6 = load i32, ptr @counter, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr @counter, align 4
  %8 = load i32, ptr %2, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %9
  store i32 %7, ptr %10, align 4
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %12
  store i32 %7, ptr %13, align 4
  %14 = load i32, ptr %2, align 4
  %15 = load i32, ptr @sp, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr @sp, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %17
  store i32 %14, ptr %18, align 4
  %19 = load i32, ptr %2, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %20
  store i32 1, ptr %21, align 4
  %22 = load i32, ptr %2, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %3, align 4
  br label %26

26:                                               ; preds = %85, %1
  %27 = load i32, ptr %3, align 4
  %28 = icmp ne i32 %27, -1
  br i1 %28, label %29, label %90

29:                                               ; preds = %26
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [1200 x i32], ptr @to, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %4, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %35
  %37 = load i32, ptr %36, align 4
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %59, label %39

39:                                               ; preds = %29
  %40 = load i32, ptr %4, align 4
  call void @tarjan(i32 noundef %40)
  %41 = load i32, ptr %4, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %42
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %2, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = icmp slt i32 %44, %48
  br i1 %49, label %50, label %58

50:                                               ; preds = %39
  %51 = load i32, ptr %4, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %52
  %54 = load i32, ptr %53, align 4
  %55 = load i32, ptr %2, align 4
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %56
  store i32 %54, ptr %57, align 4
  br label %58

58:                                               ; preds = %50, %39
  br label %84

59:                                               ; preds = %29
  %60 = load i32, ptr %4, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %61
  %63 = load i32, ptr %62, align 4
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %83

65:                                               ; preds = %59
  %66 = load i32, ptr %4, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4
  %70 = load i32, ptr %2, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %71
  %73 = load i32, ptr %72, align 4
  %74 = icmp slt i32 %69, %73
  br i1 %74, label %75, label %83

75:                                               ; preds = %65
  %76 = load i32, ptr %4, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %77
  %79 = load i32, ptr %78, align 4
  %80 = load i32, ptr %2, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %81
  store i32 %79, ptr %82, align 4
  br label %83

83:                                               ; preds = %75, %65, %59
  br label %84

84:                                               ; preds = %83, %58
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %3, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [1200 x i32], ptr @nxt, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4
  store i32 %89, ptr %3, align 4
  br label %26, !llvm.loop !19

90:                                               ; preds = %26
  %91 = load i32, ptr %2, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [400 x i32], ptr @low, i64 0, i64 %92
  %94 = load i32, ptr %93, align 4
  %95 = load i32, ptr %2, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [400 x i32], ptr @idx, i64 0, i64 %96
  %98 = load i32, ptr %97, align 4
  %99 = icmp eq i32 %94, %98
  br i1 %99, label %100, label %121

100:                                              ; preds = %90
  br label %101

101:                                              ; preds = %114, %100
  %102 = load i32, ptr @sp, align 4
  %103 = add nsw i32 %102, -1
  store i32 %103, ptr @sp, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [400 x i32], ptr @st, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4
  store i32 %106, ptr %5, align 4
  %107 = load i32, ptr %5, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [400 x i32], ptr @onst, i64 0, i64 %108
  store i32 0, ptr %109, align 4
  %110 = load i32, ptr @ncomp, align 4
  %111 = load i32, ptr %5, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [400 x i32], ptr @comp, i64 0, i64 %112
  store i32 %110, ptr %113, align 4
  br label %114

114:                                              ; preds = %101
  %115 = load i32, ptr %5, align 4
  %116 = load i32, ptr %2, align 4
  %117 = icmp ne i32 %115, %116
  br i1 %117, label %101, label %118, !llvm.loop !20

118:                                              ; preds = %114
  %119 = load i32, ptr @ncomp, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr @ncomp, align 4
  br label %121

121:                                              ; preds = %118, %90
  ret void
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
