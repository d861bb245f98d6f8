; ModuleID = 'programs/memcpy_memset_sizes.c'
source_filename = "programs/memcpy_memset_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.big = type { [300 x i8] }

@src = internal global [512 x i8] zeroinitializer, align 1
@dst = internal global [512 x i8] zeroinitializer, align 1
@ref = internal global [512 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [21 x i8] c"struct copy len=%zu\0A\00", align 1
@__const.main.cmpres = private unnamed_addr constant [4 x i32] [i32 1, i32 1, i32 1, i32 1], align 4
@.str.1 = private unnamed_addr constant [17 x i8] c"memcmp %d%d%d%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [15 x i8] c"bad=%d h=%08x\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca [9 x i8], align 1
  %13 = alloca [9 x i8], align 1
  %14 = alloca i32, align 4
  %15 = alloca [10 x i8], align 1
  %16 = alloca [10 x i8], align 1
  %17 = alloca i32, align 4
  %18 = alloca [11 x i8], align 1
  %19 = alloca [11 x i8], align 1
  %20 = alloca i32, align 4
  %21 = alloca [12 x i8], align 1
  %22 = alloca [12 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca [13 x i8], align 1
  %25 = alloca [13 x i8], align 1
  %26 = alloca i32, align 4
  %27 = alloca [15 x i8], align 1
  %28 = alloca [15 x i8], align 1
  %29 = alloca i32, align 4
  %30 = alloca [16 x i8], align 1
  %31 = alloca [16 x i8], align 1
  %32 = alloca i32, align 4
  %33 = alloca [20 x i8], align 1
  %34 = alloca [20 x i8], align 1
  %35 = alloca i32, align 4
  %36 = alloca [23 x i8], align 1
  %37 = alloca [23 x i8], align 1
  %38 = alloca i32, align 4
  %39 = alloca [24 x i8], align 1
  %40 = alloca [24 x i8], align 1
  %41 = alloca i32, align 4
  %42 = alloca [25 x i8], align 1
  %43 = alloca [25 x i8], align 1
  %44 = alloca i32, align 4
  %45 = alloca [32 x i8], align 1
  %46 = alloca [32 x i8], align 1
  %47 = alloca i32, align 4
  %48 = alloca [39 x i8], align 1
  %49 = alloca [39 x i8], align 1
  %50 = alloca i32, align 4
  %51 = alloca [40 x i8], align 1
  %52 = alloca [40 x i8], align 1
  %53 = alloca i32, align 4
  %54 = alloca [41 x i8], align 1
  %55 = alloca [41 x i8], align 1
  %56 = alloca i32, align 4
  %57 = alloca [56 x i8], align 1
  %58 = alloca [56 x i8], align 1
  %59 = alloca i32, align 4
  %60 = alloca [71 x i8], align 1
  %61 = alloca [71 x i8], align 1
  %62 = alloca i32, align 4
  %63 = alloca [72 x i8], align 1
  %64 = alloca [72 x i8], align 1
  %65 = alloca i32, align 4
  %66 = alloca [73 x i8], align 1
  %67 = alloca [73 x i8], align 1
  %68 = alloca i32, align 4
  %69 = alloca [135 x i8], align 1
  %70 = alloca [135 x i8], align 1
  %71 = alloca i32, align 4
  %72 = alloca [136 x i8], align 1
  %73 = alloca [136 x i8], align 1
  %74 = alloca i32, align 4
  %75 = alloca [264 x i8], align 1
  %76 = alloca [264 x i8], align 1
  %77 = alloca i32, align 4
  %78 = alloca %struct.big, align 1
  %79 = alloca %struct.big, align 1
  %80 = alloca [4 x i32], align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %81

81:                                               ; preds = %92, %0
  %82 = load i32, ptr %4, align 4
  %83 = icmp slt i32 %82, 512
  br i1 %83, label %84, label %95

84:                                               ; preds = %81
  %85 = load i32, ptr %4, align 4
  %86 = mul nsw i32 %85, 131
  %87 = add nsw i32 %86, 7
  %88 = trunc i32 %87 to i8
  %89 = load i32, ptr %4, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [512 x i8], ptr @src, i64 0, i64 %90
  store i8 %88, ptr %91, align 1
  br label %92

92:                                               ; preds = %84
  %93 = load i32, ptr %4, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %4, align 4
  br label %81, !llvm.loop !6

95:                                               ; preds = %81
  store i64 0, ptr %5, align 8
  br label %96

96:                                               ; preds = %189, %95
  %97 = load i64, ptr %5, align 8
  %98 = icmp ule i64 %97, 130
  br i1 %98, label %99, label %192

99:                                               ; preds = %96
  store i64 0, ptr %6, align 8
  br label %100

100:                                              ; preds = %141, %99
  %101 = load i64, ptr %6, align 8
  %102 = icmp ult i64 %101, 8
  br i1 %102, label %103, label %144

103:                                              ; preds = %100
  store i64 0, ptr %7, align 8
  br label %104

104:                                              ; preds = %137, %103
  %105 = load i64, ptr %7, align 8
  %106 = icmp ult i64 %105, 8
  br i1 %106, label %107, label %140

107:                                              ; preds = %104
  call void @llvm.memset.p0.i64(ptr align 1 @dst, i8 -18, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @ref, ptr align 1 @dst, i64 512, i1 false)
  %108 = load i64, ptr %7, align 8
  %109 = getelementptr inbounds i8, ptr @dst, i64 %108
  %110 = load i64, ptr %6, align 8
  %111 = getelementptr inbounds i8, ptr @src, i64 %110
  %112 = load i64, ptr %5, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %109, ptr align 1 %111, i64 %112, i1 false)
  store i64 0, ptr %8, align 8
  br label %113

113:                                              ; preds = %127, %107
  %114 = load i64, ptr %8, align 8
  %115 = load i64, ptr %5, align 8
  %116 = icmp ult i64 %114, %115
  br i1 %116, label %117, label %130

117:                                              ; preds = %113
  %118 = load i64, ptr %6, align 8
  %119 = load i64, ptr %8, align 8
  %120 = add i64 %118, %119
  %121 = getelementptr inbounds [512 x i8], ptr @src, i64 0, i64 %120
  %122 = load i8, ptr %121, align 1
  %123 = load i64, ptr %7, align 8
  %124 = load i64, ptr %8, align 8
  %125 = add i64 %123, %124
  %126 = getelementptr inbounds [512 x i8], ptr @ref, i64 0, i64 %125
  store i8 %122, ptr %126, align 1
  br label %127

127:                                              ; preds = %117
  %128 = load i64, ptr %8, align 8
  %129 = add i64 %128, 1
  store i64 %129, ptr %8, align 8
  br label %113, !llvm.loop !8

130:                                              ; preds = %113
  %131 = call i32 @memcmp(ptr noundef @dst, ptr noundef @ref, i64 noundef 512) #5
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %136

133:                                              ; preds = %130
  %134 = load i32, ptr %2, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %2, align 4
  br label %136

136:                                              ; preds = %133, %130
  br label %137

137:                                              ; preds = %136
  %138 = load i64, ptr %7, align 8
  %139 = add i64 %138, 1
  store i64 %139, ptr %7, align 8
  br label %104, !llvm.loop !9

140:                                              ; preds = %104
  br label %141

141:                                              ; preds = %140
  %142 = load i64, ptr %6, align 8
  %143 = add i64 %142, 1
  store i64 %143, ptr %6, align 8
  br label %100, !llvm.loop !10

144:                                              ; preds = %100
  call void @llvm.memset.p0.i64(ptr align 1 @dst, i8 0, i64 512, i1 false)
  %145 = load i64, ptr %5, align 8
  %146 = trunc i64 %145 to i32
  %147 = trunc i32 %146 to i8
  %148 = load i64, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 1 getelementptr inbounds (i8, ptr @dst, i64 3), i8 %147, i64 %148, i1 false)
  store i64 0, ptr %9, align 8
  br label %149

149:                                              ; preds = %167, %144
  %150 = load i64, ptr %9, align 8
  %151 = load i64, ptr %5, align 8
  %152 = icmp ult i64 %150, %151
  br i1 %152, label %153, label %170

153:                                              ; preds = %149
  %154 = load i64, ptr %9, align 8
  %155 = add i64 3, %154
  %156 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %155
  %157 = load i8, ptr %156, align 1
  %158 = zext i8 %157 to i32
  %159 = load i64, ptr %5, align 8
  %160 = trunc i64 %159 to i8
  %161 = zext i8 %160 to i32
  %162 = icmp ne i32 %158, %161
  br i1 %162, label %163, label %166

163:                                              ; preds = %153
  %164 = load i32, ptr %2, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %2, align 4
  br label %166

166:                                              ; preds = %163, %153
  br label %167

167:                                              ; preds = %166
  %168 = load i64, ptr %9, align 8
  %169 = add i64 %168, 1
  store i64 %169, ptr %9, align 8
  br label %149, !llvm.loop !11

170:                                              ; preds = %149
  %171 = load i64, ptr %5, align 8
  %172 = add i64 3, %171
  %173 = getelementptr inbounds [512 x i8], ptr @dst, i64 0, i64 %172
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i32
  %176 = icmp ne i32 %175, 0
  br i1 %176, label %181, label %177

177:                                              ; preds = %170
  %178 = load i8, ptr getelementptr inbounds ([512 x i8], ptr @dst, i64 0, i64 2), align 1
  %179 = zext i8 %178 to i32
  %180 = icmp ne i32 %179, 0
  br i1 %180, label %181, label %184

181:                                              ; preds = %177, %170
  %182 = load i32, ptr %2, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %2, align 4
  br label %184

184:                                              ; preds = %181, %177
  %185 = load i32, ptr %3, align 4
  %186 = mul i32 %185, 31
  %187 = call i32 @hash(ptr noundef @dst, i64 noundef 140)
  %188 = add i32 %186, %187
  store i32 %188, ptr %3, align 4
  br label %189

189:                                              ; preds = %184
  %190 = load i64, ptr %5, align 8
  %191 = add i64 %190, 1
  store i64 %191, ptr %5, align 8
  br label %96, !llvm.loop !12

192:                                              ; preds = %96
  store i64 0, ptr %10, align 8
  br label %193

193:                                              ; preds = %219, %192
  %194 = load i64, ptr %10, align 8
  %195 = icmp ult i64 %194, 100
  br i1 %195, label %196, label %222

196:                                              ; preds = %193
  store i32 -9, ptr %11, align 4
  br label %197

197:                                              ; preds = %215, %196
  %198 = load i32, ptr %11, align 4
  %199 = icmp sle i32 %198, 9
  br i1 %199, label %200, label %218

200:                                              ; preds = %197
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @dst, ptr align 1 @src, i64 512, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 @ref, ptr align 1 @src, i64 512, i1 false)
  %201 = load i32, ptr %11, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @dst, i64 200), i64 %202
  %204 = load i64, ptr %10, align 8
  call void @llvm.memmove.p0.p0.i64(ptr align 1 %203, ptr align 1 getelementptr inbounds (i8, ptr @dst, i64 200), i64 %204, i1 false)
  %205 = load i32, ptr %11, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @ref, i64 200), i64 %206
  %208 = load i64, ptr %10, align 8
  call void @ref_memmove(ptr noundef %207, ptr noundef getelementptr inbounds (i8, ptr @ref, i64 200), i64 noundef %208)
  %209 = call i32 @memcmp(ptr noundef @dst, ptr noundef @ref, i64 noundef 512) #5
  %210 = icmp ne i32 %209, 0
  br i1 %210, label %211, label %214

211:                                              ; preds = %200
  %212 = load i32, ptr %2, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %2, align 4
  br label %214

214:                                              ; preds = %211, %200
  br label %215

215:                                              ; preds = %214
  %216 = load i32, ptr %11, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %11, align 4
  br label %197, !llvm.loop !13

218:                                              ; preds = %197
  br label %219

219:                                              ; preds = %218
  %220 = load i64, ptr %10, align 8
  %221 = add i64 %220, 3
  store i64 %221, ptr %10, align 8
  br label %193, !llvm.loop !14

222:                                              ; preds = %193
  store i32 0, ptr %14, align 4
  br label %223

223:                                              ; preds = %237, %222
  %224 = load i32, ptr %14, align 4
  %225 = icmp slt i32 %224, 9
  br i1 %225, label %226, label %240

226:                                              ; preds = %223
  %227 = load i32, ptr %14, align 4
  %228 = mul nsw i32 %227, 7
  %229 = add nsw i32 %228, 1
  %230 = trunc i32 %229 to i8
  %231 = load i32, ptr %14, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 %232
  store i8 %230, ptr %233, align 1
  %234 = load i32, ptr %14, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 %235
  store i8 0, ptr %236, align 1
  br label %237

237:                                              ; preds = %226
  %238 = load i32, ptr %14, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %14, align 4
  br label %223, !llvm.loop !15

240:                                              ; preds = %223
  %241 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  %242 = getelementptr inbounds i8, ptr %241, i64 1
  %243 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 0
  %244 = getelementptr inbounds i8, ptr %243, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %242, ptr align 1 %244, i64 1, i1 false)
  %245 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  %246 = call i32 @hash(ptr noundef %245, i64 noundef 9)
  %247 = add i32 %246, 1
  %248 = load i32, ptr %3, align 4
  %249 = xor i32 %248, %247
  store i32 %249, ptr %3, align 4
  %250 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %250, i8 1, i64 1, i1 false)
  %251 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  %252 = call i32 @hash(ptr noundef %251, i64 noundef 9)
  %253 = mul i32 %252, 3
  %254 = load i32, ptr %3, align 4
  %255 = xor i32 %254, %253
  store i32 %255, ptr %3, align 4
  %256 = getelementptr inbounds [9 x i8], ptr %12, i64 0, i64 0
  %257 = getelementptr inbounds [9 x i8], ptr %13, i64 0, i64 0
  %258 = call i32 @memcmp(ptr noundef %256, ptr noundef %257, i64 noundef 1) #5
  %259 = icmp eq i32 %258, 0
  br i1 %259, label %260, label %263

260:                                              ; preds = %240
  %261 = load i32, ptr %3, align 4
  %262 = add i32 %261, 1
  store i32 %262, ptr %3, align 4
  br label %263

263:                                              ; preds = %260, %240
  store i32 0, ptr %17, align 4
  br label %264

264:                                              ; preds = %278, %263
  %265 = load i32, ptr %17, align 4
  %266 = icmp slt i32 %265, 10
  br i1 %266, label %267, label %281

267:                                              ; preds = %264
  %268 = load i32, ptr %17, align 4
  %269 = mul nsw i32 %268, 7
  %270 = add nsw i32 %269, 2
  %271 = trunc i32 %270 to i8
  %272 = load i32, ptr %17, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [10 x i8], ptr %15, i64 0, i64 %273
  store i8 %271, ptr %274, align 1
  %275 = load i32, ptr %17, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 %276
  store i8 0, ptr %277, align 1
  br label %278

278:                                              ; preds = %267
  %279 = load i32, ptr %17, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %17, align 4
  br label %264, !llvm.loop !16

281:                                              ; preds = %264
  %282 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 0
  %283 = getelementptr inbounds i8, ptr %282, i64 1
  %284 = getelementptr inbounds [10 x i8], ptr %15, i64 0, i64 0
  %285 = getelementptr inbounds i8, ptr %284, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr align 1 %285, i64 2, i1 false)
  %286 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 0
  %287 = call i32 @hash(ptr noundef %286, i64 noundef 10)
  %288 = add i32 %287, 2
  %289 = load i32, ptr %3, align 4
  %290 = xor i32 %289, %288
  store i32 %290, ptr %3, align 4
  %291 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %291, i8 2, i64 2, i1 false)
  %292 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 0
  %293 = call i32 @hash(ptr noundef %292, i64 noundef 10)
  %294 = mul i32 %293, 3
  %295 = load i32, ptr %3, align 4
  %296 = xor i32 %295, %294
  store i32 %296, ptr %3, align 4
  %297 = getelementptr inbounds [10 x i8], ptr %15, i64 0, i64 0
  %298 = getelementptr inbounds [10 x i8], ptr %16, i64 0, i64 0
  %299 = call i32 @memcmp(ptr noundef %297, ptr noundef %298, i64 noundef 2) #5
  %300 = icmp eq i32 %299, 0
  br i1 %300, label %301, label %304

301:                                              ; preds = %281
  %302 = load i32, ptr %3, align 4
  %303 = add i32 %302, 1
  store i32 %303, ptr %3, align 4
  br label %304

304:                                              ; preds = %301, %281
  store i32 0, ptr %20, align 4
  br label %305

305:                                              ; preds = %319, %304
  %306 = load i32, ptr %20, align 4
  %307 = icmp slt i32 %306, 11
  br i1 %307, label %308, label %322

308:                                              ; preds = %305
  %309 = load i32, ptr %20, align 4
  %310 = mul nsw i32 %309, 7
  %311 = add nsw i32 %310, 3
  %312 = trunc i32 %311 to i8
  %313 = load i32, ptr %20, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [11 x i8], ptr %18, i64 0, i64 %314
  store i8 %312, ptr %315, align 1
  %316 = load i32, ptr %20, align 4
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 %317
  store i8 0, ptr %318, align 1
  br label %319

319:                                              ; preds = %308
  %320 = load i32, ptr %20, align 4
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %20, align 4
  br label %305, !llvm.loop !17

322:                                              ; preds = %305
  %323 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 0
  %324 = getelementptr inbounds i8, ptr %323, i64 1
  %325 = getelementptr inbounds [11 x i8], ptr %18, i64 0, i64 0
  %326 = getelementptr inbounds i8, ptr %325, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %324, ptr align 1 %326, i64 3, i1 false)
  %327 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 0
  %328 = call i32 @hash(ptr noundef %327, i64 noundef 11)
  %329 = add i32 %328, 3
  %330 = load i32, ptr %3, align 4
  %331 = xor i32 %330, %329
  store i32 %331, ptr %3, align 4
  %332 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %332, i8 3, i64 3, i1 false)
  %333 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 0
  %334 = call i32 @hash(ptr noundef %333, i64 noundef 11)
  %335 = mul i32 %334, 3
  %336 = load i32, ptr %3, align 4
  %337 = xor i32 %336, %335
  store i32 %337, ptr %3, align 4
  %338 = getelementptr inbounds [11 x i8], ptr %18, i64 0, i64 0
  %339 = getelementptr inbounds [11 x i8], ptr %19, i64 0, i64 0
  %340 = call i32 @memcmp(ptr noundef %338, ptr noundef %339, i64 noundef 3) #5
  %341 = icmp eq i32 %340, 0
  br i1 %341, label %342, label %345

342:                                              ; preds = %322
  %343 = load i32, ptr %3, align 4
  %344 = add i32 %343, 1
  store i32 %344, ptr %3, align 4
  br label %345

345:                                              ; preds = %342, %322
  store i32 0, ptr %23, align 4
  br label %346

346:                                              ; preds = %360, %345
  %347 = load i32, ptr %23, align 4
  %348 = icmp slt i32 %347, 12
  br i1 %348, label %349, label %363

349:                                              ; preds = %346
  %350 = load i32, ptr %23, align 4
  %351 = mul nsw i32 %350, 7
  %352 = add nsw i32 %351, 4
  %353 = trunc i32 %352 to i8
  %354 = load i32, ptr %23, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [12 x i8], ptr %21, i64 0, i64 %355
  store i8 %353, ptr %356, align 1
  %357 = load i32, ptr %23, align 4
  %358 = sext i32 %357 to i64
  %359 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 %358
  store i8 0, ptr %359, align 1
  br label %360

360:                                              ; preds = %349
  %361 = load i32, ptr %23, align 4
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %23, align 4
  br label %346, !llvm.loop !18

363:                                              ; preds = %346
  %364 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 0
  %365 = getelementptr inbounds i8, ptr %364, i64 1
  %366 = getelementptr inbounds [12 x i8], ptr %21, i64 0, i64 0
  %367 = getelementptr inbounds i8, ptr %366, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %365, ptr align 1 %367, i64 4, i1 false)
  %368 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 0
  %369 = call i32 @hash(ptr noundef %368, i64 noundef 12)
  %370 = add i32 %369, 4
  %371 = load i32, ptr %3, align 4
  %372 = xor i32 %371, %370
  store i32 %372, ptr %3, align 4
  %373 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %373, i8 4, i64 4, i1 false)
  %374 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 0
  %375 = call i32 @hash(ptr noundef %374, i64 noundef 12)
  %376 = mul i32 %375, 3
  %377 = load i32, ptr %3, align 4
  %378 = xor i32 %377, %376
  store i32 %378, ptr %3, align 4
  %379 = getelementptr inbounds [12 x i8], ptr %21, i64 0, i64 0
  %380 = getelementptr inbounds [12 x i8], ptr %22, i64 0, i64 0
  %381 = call i32 @memcmp(ptr noundef %379, ptr noundef %380, i64 noundef 4) #5
  %382 = icmp eq i32 %381, 0
  br i1 %382, label %383, label %386

383:                                              ; preds = %363
  %384 = load i32, ptr %3, align 4
  %385 = add i32 %384, 1
  store i32 %385, ptr %3, align 4
  br label %386

386:                                              ; preds = %383, %363
  store i32 0, ptr %26, align 4
  br label %387

387:                                              ; preds = %401, %386
  %388 = load i32, ptr %26, align 4
  %389 = icmp slt i32 %388, 13
  br i1 %389, label %390, label %404

390:                                              ; preds = %387
  %391 = load i32, ptr %26, align 4
  %392 = mul nsw i32 %391, 7
  %393 = add nsw i32 %392, 5
  %394 = trunc i32 %393 to i8
  %395 = load i32, ptr %26, align 4
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 %396
  store i8 %394, ptr %397, align 1
  %398 = load i32, ptr %26, align 4
  %399 = sext i32 %398 to i64
  %400 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 %399
  store i8 0, ptr %400, align 1
  br label %401

401:                                              ; preds = %390
  %402 = load i32, ptr %26, align 4
  %403 = add nsw i32 %402, 1
  store i32 %403, ptr %26, align 4
  br label %387, !llvm.loop !19

404:                                              ; preds = %387
  %405 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 0
  %406 = getelementptr inbounds i8, ptr %405, i64 1
  %407 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 0
  %408 = getelementptr inbounds i8, ptr %407, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %406, ptr align 1 %408, i64 5, i1 false)
  %409 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 0
  %410 = call i32 @hash(ptr noundef %409, i64 noundef 13)
  %411 = add i32 %410, 5
  %412 = load i32, ptr %3, align 4
  %413 = xor i32 %412, %411
  store i32 %413, ptr %3, align 4
  %414 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %414, i8 5, i64 5, i1 false)
  %415 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 0
  %416 = call i32 @hash(ptr noundef %415, i64 noundef 13)
  %417 = mul i32 %416, 3
  %418 = load i32, ptr %3, align 4
  %419 = xor i32 %418, %417
  store i32 %419, ptr %3, align 4
  %420 = getelementptr inbounds [13 x i8], ptr %24, i64 0, i64 0
  %421 = getelementptr inbounds [13 x i8], ptr %25, i64 0, i64 0
  %422 = call i32 @memcmp(ptr noundef %420, ptr noundef %421, i64 noundef 5) #5
  %423 = icmp eq i32 %422, 0
  br i1 %423, label %424, label %427

424:                                              ; preds = %404
  %425 = load i32, ptr %3, align 4
  %426 = add i32 %425, 1
  store i32 %426, ptr %3, align 4
  br label %427

427:                                              ; preds = %424, %404
  store i32 0, ptr %29, align 4
  br label %428

428:                                              ; preds = %442, %427
  %429 = load i32, ptr %29, align 4
  %430 = icmp slt i32 %429, 15
  br i1 %430, label %431, label %445

431:                                              ; preds = %428
  %432 = load i32, ptr %29, align 4
  %433 = mul nsw i32 %432, 7
  %434 = add nsw i32 %433, 7
  %435 = trunc i32 %434 to i8
  %436 = load i32, ptr %29, align 4
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds [15 x i8], ptr %27, i64 0, i64 %437
  store i8 %435, ptr %438, align 1
  %439 = load i32, ptr %29, align 4
  %440 = sext i32 %439 to i64
  %441 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 %440
  store i8 0, ptr %441, align 1
  br label %442

442:                                              ; preds = %431
  %443 = load i32, ptr %29, align 4
  %444 = add nsw i32 %443, 1
  store i32 %444, ptr %29, align 4
  br label %428, !llvm.loop !20

445:                                              ; preds = %428
  %446 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 0
  %447 = getelementptr inbounds i8, ptr %446, i64 1
  %448 = getelementptr inbounds [15 x i8], ptr %27, i64 0, i64 0
  %449 = getelementptr inbounds i8, ptr %448, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %447, ptr align 1 %449, i64 7, i1 false)
  %450 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 0
  %451 = call i32 @hash(ptr noundef %450, i64 noundef 15)
  %452 = add i32 %451, 7
  %453 = load i32, ptr %3, align 4
  %454 = xor i32 %453, %452
  store i32 %454, ptr %3, align 4
  %455 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %455, i8 7, i64 7, i1 false)
  %456 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 0
  %457 = call i32 @hash(ptr noundef %456, i64 noundef 15)
  %458 = mul i32 %457, 3
  %459 = load i32, ptr %3, align 4
  %460 = xor i32 %459, %458
  store i32 %460, ptr %3, align 4
  %461 = getelementptr inbounds [15 x i8], ptr %27, i64 0, i64 0
  %462 = getelementptr inbounds [15 x i8], ptr %28, i64 0, i64 0
  %463 = call i32 @memcmp(ptr noundef %461, ptr noundef %462, i64 noundef 7) #5
  %464 = icmp eq i32 %463, 0
  br i1 %464, label %465, label %468

465:                                              ; preds = %445
  %466 = load i32, ptr %3, align 4
  %467 = add i32 %466, 1
  store i32 %467, ptr %3, align 4
  br label %468

468:                                              ; preds = %465, %445
  store i32 0, ptr %32, align 4
  br label %469

469:                                              ; preds = %483, %468
  %470 = load i32, ptr %32, align 4
  %471 = icmp slt i32 %470, 16
  br i1 %471, label %472, label %486

472:                                              ; preds = %469
  %473 = load i32, ptr %32, align 4
  %474 = mul nsw i32 %473, 7
  %475 = add nsw i32 %474, 8
  %476 = trunc i32 %475 to i8
  %477 = load i32, ptr %32, align 4
  %478 = sext i32 %477 to i64
  %479 = getelementptr inbounds [16 x i8], ptr %30, i64 0, i64 %478
  store i8 %476, ptr %479, align 1
  %480 = load i32, ptr %32, align 4
  %481 = sext i32 %480 to i64
  %482 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 %481
  store i8 0, ptr %482, align 1
  br label %483

483:                                              ; preds = %472
  %484 = load i32, ptr %32, align 4
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr %32, align 4
  br label %469, !llvm.loop !21

486:                                              ; preds = %469
  %487 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  %488 = getelementptr inbounds i8, ptr %487, i64 1
  %489 = getelementptr inbounds [16 x i8], ptr %30, i64 0, i64 0
  %490 = getelementptr inbounds i8, ptr %489, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %488, ptr align 1 %490, i64 8, i1 false)
  %491 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  %492 = call i32 @hash(ptr noundef %491, i64 noundef 16)
  %493 = add i32 %492, 8
  %494 = load i32, ptr %3, align 4
  %495 = xor i32 %494, %493
  store i32 %495, ptr %3, align 4
  %496 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %496, i8 8, i64 8, i1 false)
  %497 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  %498 = call i32 @hash(ptr noundef %497, i64 noundef 16)
  %499 = mul i32 %498, 3
  %500 = load i32, ptr %3, align 4
  %501 = xor i32 %500, %499
  store i32 %501, ptr %3, align 4
  %502 = getelementptr inbounds [16 x i8], ptr %30, i64 0, i64 0
  %503 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  %504 = call i32 @memcmp(ptr noundef %502, ptr noundef %503, i64 noundef 8) #5
  %505 = icmp eq i32 %504, 0
  br i1 %505, label %506, label %509

506:                                              ; preds = %486
  %507 = load i32, ptr %3, align 4
  %508 = add i32 %507, 1
  store i32 %508, ptr %3, align 4
  br label %509

509:                                              ; preds = %506, %486
  store i32 0, ptr %35, align 4
  br label %510

510:                                              ; preds = %524, %509
  %511 = load i32, ptr %35, align 4
  %512 = icmp slt i32 %511, 20
  br i1 %512, label %513, label %527

513:                                              ; preds = %510
  %514 = load i32, ptr %35, align 4
  %515 = mul nsw i32 %514, 7
  %516 = add nsw i32 %515, 12
  %517 = trunc i32 %516 to i8
  %518 = load i32, ptr %35, align 4
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds [20 x i8], ptr %33, i64 0, i64 %519
  store i8 %517, ptr %520, align 1
  %521 = load i32, ptr %35, align 4
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 %522
  store i8 0, ptr %523, align 1
  br label %524

524:                                              ; preds = %513
  %525 = load i32, ptr %35, align 4
  %526 = add nsw i32 %525, 1
  store i32 %526, ptr %35, align 4
  br label %510, !llvm.loop !22

527:                                              ; preds = %510
  %528 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 0
  %529 = getelementptr inbounds i8, ptr %528, i64 1
  %530 = getelementptr inbounds [20 x i8], ptr %33, i64 0, i64 0
  %531 = getelementptr inbounds i8, ptr %530, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %529, ptr align 1 %531, i64 12, i1 false)
  %532 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 0
  %533 = call i32 @hash(ptr noundef %532, i64 noundef 20)
  %534 = add i32 %533, 12
  %535 = load i32, ptr %3, align 4
  %536 = xor i32 %535, %534
  store i32 %536, ptr %3, align 4
  %537 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %537, i8 12, i64 12, i1 false)
  %538 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 0
  %539 = call i32 @hash(ptr noundef %538, i64 noundef 20)
  %540 = mul i32 %539, 3
  %541 = load i32, ptr %3, align 4
  %542 = xor i32 %541, %540
  store i32 %542, ptr %3, align 4
  %543 = getelementptr inbounds [20 x i8], ptr %33, i64 0, i64 0
  %544 = getelementptr inbounds [20 x i8], ptr %34, i64 0, i64 0
  %545 = call i32 @memcmp(ptr noundef %543, ptr noundef %544, i64 noundef 12) #5
  %546 = icmp eq i32 %545, 0
  br i1 %546, label %547, label %550

547:                                              ; preds = %527
  %548 = load i32, ptr %3, align 4
  %549 = add i32 %548, 1
  store i32 %549, ptr %3, align 4
  br label %550

550:                                              ; preds = %547, %527
  store i32 0, ptr %38, align 4
  br label %551

551:                                              ; preds = %565, %550
  %552 = load i32, ptr %38, align 4
  %553 = icmp slt i32 %552, 23
  br i1 %553, label %554, label %568

554:                                              ; preds = %551
  %555 = load i32, ptr %38, align 4
  %556 = mul nsw i32 %555, 7
  %557 = add nsw i32 %556, 15
  %558 = trunc i32 %557 to i8
  %559 = load i32, ptr %38, align 4
  %560 = sext i32 %559 to i64
  %561 = getelementptr inbounds [23 x i8], ptr %36, i64 0, i64 %560
  store i8 %558, ptr %561, align 1
  %562 = load i32, ptr %38, align 4
  %563 = sext i32 %562 to i64
  %564 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 %563
  store i8 0, ptr %564, align 1
  br label %565

565:                                              ; preds = %554
  %566 = load i32, ptr %38, align 4
  %567 = add nsw i32 %566, 1
  store i32 %567, ptr %38, align 4
  br label %551, !llvm.loop !23

568:                                              ; preds = %551
  %569 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 0
  %570 = getelementptr inbounds i8, ptr %569, i64 1
  %571 = getelementptr inbounds [23 x i8], ptr %36, i64 0, i64 0
  %572 = getelementptr inbounds i8, ptr %571, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %570, ptr align 1 %572, i64 15, i1 false)
  %573 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 0
  %574 = call i32 @hash(ptr noundef %573, i64 noundef 23)
  %575 = add i32 %574, 15
  %576 = load i32, ptr %3, align 4
  %577 = xor i32 %576, %575
  store i32 %577, ptr %3, align 4
  %578 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %578, i8 15, i64 15, i1 false)
  %579 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 0
  %580 = call i32 @hash(ptr noundef %579, i64 noundef 23)
  %581 = mul i32 %580, 3
  %582 = load i32, ptr %3, align 4
  %583 = xor i32 %582, %581
  store i32 %583, ptr %3, align 4
  %584 = getelementptr inbounds [23 x i8], ptr %36, i64 0, i64 0
  %585 = getelementptr inbounds [23 x i8], ptr %37, i64 0, i64 0
  %586 = call i32 @memcmp(ptr noundef %584, ptr noundef %585, i64 noundef 15) #5
  %587 = icmp eq i32 %586, 0
  br i1 %587, label %588, label %591

588:                                              ; preds = %568
  %589 = load i32, ptr %3, align 4
  %590 = add i32 %589, 1
  store i32 %590, ptr %3, align 4
  br label %591

591:                                              ; preds = %588, %568
  store i32 0, ptr %41, align 4
  br label %592

592:                                              ; preds = %606, %591
  %593 = load i32, ptr %41, align 4
  %594 = icmp slt i32 %593, 24
  br i1 %594, label %595, label %609

595:                                              ; preds = %592
  %596 = load i32, ptr %41, align 4
  %597 = mul nsw i32 %596, 7
  %598 = add nsw i32 %597, 16
  %599 = trunc i32 %598 to i8
  %600 = load i32, ptr %41, align 4
  %601 = sext i32 %600 to i64
  %602 = getelementptr inbounds [24 x i8], ptr %39, i64 0, i64 %601
  store i8 %599, ptr %602, align 1
  %603 = load i32, ptr %41, align 4
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 %604
  store i8 0, ptr %605, align 1
  br label %606

606:                                              ; preds = %595
  %607 = load i32, ptr %41, align 4
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr %41, align 4
  br label %592, !llvm.loop !24

609:                                              ; preds = %592
  %610 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 0
  %611 = getelementptr inbounds i8, ptr %610, i64 1
  %612 = getelementptr inbounds [24 x i8], ptr %39, i64 0, i64 0
  %613 = getelementptr inbounds i8, ptr %612, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %611, ptr align 1 %613, i64 16, i1 false)
  %614 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 0
  %615 = call i32 @hash(ptr noundef %614, i64 noundef 24)
  %616 = add i32 %615, 16
  %617 = load i32, ptr %3, align 4
  %618 = xor i32 %617, %616
  store i32 %618, ptr %3, align 4
  %619 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %619, i8 16, i64 16, i1 false)
  %620 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 0
  %621 = call i32 @hash(ptr noundef %620, i64 noundef 24)
  %622 = mul i32 %621, 3
  %623 = load i32, ptr %3, align 4
  %624 = xor i32 %623, %622
  store i32 %624, ptr %3, align 4
  %625 = getelementptr inbounds [24 x i8], ptr %39, i64 0, i64 0
  %626 = getelementptr inbounds [24 x i8], ptr %40, i64 0, i64 0
  %627 = call i32 @memcmp(ptr noundef %625, ptr noundef %626, i64 noundef 16) #5
  %628 = icmp eq i32 %627, 0
  br i1 %628, label %629, label %632

629:                                              ; preds = %609
  %630 = load i32, ptr %3, align 4
  %631 = add i32 %630, 1
  store i32 %631, ptr %3, align 4
  br label %632

632:                                              ; preds = %629, %609
  store i32 0, ptr %44, align 4
  br label %633

633:                                              ; preds = %647, %632
  %634 = load i32, ptr %44, align 4
  %635 = icmp slt i32 %634, 25
  br i1 %635, label %636, label %650

636:                                              ; preds = %633
  %637 = load i32, ptr %44, align 4
  %638 = mul nsw i32 %637, 7
  %639 = add nsw i32 %638, 17
  %640 = trunc i32 %639 to i8
  %641 = load i32, ptr %44, align 4
  %642 = sext i32 %641 to i64
  %643 = getelementptr inbounds [25 x i8], ptr %42, i64 0, i64 %642
  store i8 %640, ptr %643, align 1
  %644 = load i32, ptr %44, align 4
  %645 = sext i32 %644 to i64
  %646 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 %645
  store i8 0, ptr %646, align 1
  br label %647

647:                                              ; preds = %636
  %648 = load i32, ptr %44, align 4
  %649 = add nsw i32 %648, 1
  store i32 %649, ptr %44, align 4
  br label %633, !llvm.loop !25

650:                                              ; preds = %633
  %651 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 0
  %652 = getelementptr inbounds i8, ptr %651, i64 1
  %653 = getelementptr inbounds [25 x i8], ptr %42, i64 0, i64 0
  %654 = getelementptr inbounds i8, ptr %653, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %652, ptr align 1 %654, i64 17, i1 false)
  %655 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 0
  %656 = call i32 @hash(ptr noundef %655, i64 noundef 25)
  %657 = add i32 %656, 17
  %658 = load i32, ptr %3, align 4
  %659 = xor i32 %658, %657
  store i32 %659, ptr %3, align 4
  %660 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %660, i8 17, i64 17, i1 false)
  %661 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 0
  %662 = call i32 @hash(ptr noundef %661, i64 noundef 25)
  %663 = mul i32 %662, 3
  %664 = load i32, ptr %3, align 4
  %665 = xor i32 %664, %663
  store i32 %665, ptr %3, align 4
  %666 = getelementptr inbounds [25 x i8], ptr %42, i64 0, i64 0
  %667 = getelementptr inbounds [25 x i8], ptr %43, i64 0, i64 0
  %668 = call i32 @memcmp(ptr noundef %666, ptr noundef %667, i64 noundef 17) #5
  %669 = icmp eq i32 %668, 0
  br i1 %669, label %670, label %673

670:                                              ; preds = %650
  %671 = load i32, ptr %3, align 4
  %672 = add i32 %671, 1
  store i32 %672, ptr %3, align 4
  br label %673

673:                                              ; preds = %670, %650
  store i32 0, ptr %47, align 4
  br label %674

674:                                              ; preds = %688, %673
  %675 = load i32, ptr %47, align 4
  %676 = icmp slt i32 %675, 32
  br i1 %676, label %677, label %691

677:                                              ; preds = %674
  %678 = load i32, ptr %47, align 4
  %679 = mul nsw i32 %678, 7
  %680 = add nsw i32 %679, 24
  %681 = trunc i32 %680 to i8
  %682 = load i32, ptr %47, align 4
  %683 = sext i32 %682 to i64
  %684 = getelementptr inbounds [32 x i8], ptr %45, i64 0, i64 %683
  store i8 %681, ptr %684, align 1
  %685 = load i32, ptr %47, align 4
  %686 = sext i32 %685 to i64
  %687 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 %686
  store i8 0, ptr %687, align 1
  br label %688

688:                                              ; preds = %677
  %689 = load i32, ptr %47, align 4
  %690 = add nsw i32 %689, 1
  store i32 %690, ptr %47, align 4
  br label %674, !llvm.loop !26

691:                                              ; preds = %674
  %692 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 0
  %693 = getelementptr inbounds i8, ptr %692, i64 1
  %694 = getelementptr inbounds [32 x i8], ptr %45, i64 0, i64 0
  %695 = getelementptr inbounds i8, ptr %694, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %693, ptr align 1 %695, i64 24, i1 false)
  %696 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 0
  %697 = call i32 @hash(ptr noundef %696, i64 noundef 32)
  %698 = add i32 %697, 24
  %699 = load i32, ptr %3, align 4
  %700 = xor i32 %699, %698
  store i32 %700, ptr %3, align 4
  %701 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %701, i8 24, i64 24, i1 false)
  %702 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 0
  %703 = call i32 @hash(ptr noundef %702, i64 noundef 32)
  %704 = mul i32 %703, 3
  %705 = load i32, ptr %3, align 4
  %706 = xor i32 %705, %704
  store i32 %706, ptr %3, align 4
  %707 = getelementptr inbounds [32 x i8], ptr %45, i64 0, i64 0
  %708 = getelementptr inbounds [32 x i8], ptr %46, i64 0, i64 0
  %709 = call i32 @memcmp(ptr noundef %707, ptr noundef %708, i64 noundef 24) #5
  %710 = icmp eq i32 %709, 0
  br i1 %710, label %711, label %714

711:                                              ; preds = %691
  %712 = load i32, ptr %3, align 4
  %713 = add i32 %712, 1
  store i32 %713, ptr %3, align 4
  br label %714

714:                                              ; preds = %711, %691
  store i32 0, ptr %50, align 4
  br label %715

715:                                              ; preds = %729, %714
  %716 = load i32, ptr %50, align 4
  %717 = icmp slt i32 %716, 39
  br i1 %717, label %718, label %732

718:                                              ; preds = %715
  %719 = load i32, ptr %50, align 4
  %720 = mul nsw i32 %719, 7
  %721 = add nsw i32 %720, 31
  %722 = trunc i32 %721 to i8
  %723 = load i32, ptr %50, align 4
  %724 = sext i32 %723 to i64
  %725 = getelementptr inbounds [39 x i8], ptr %48, i64 0, i64 %724
  store i8 %722, ptr %725, align 1
  %726 = load i32, ptr %50, align 4
  %727 = sext i32 %726 to i64
  %728 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 %727
  store i8 0, ptr %728, align 1
  br label %729

729:                                              ; preds = %718
  %730 = load i32, ptr %50, align 4
  %731 = add nsw i32 %730, 1
  store i32 %731, ptr %50, align 4
  br label %715, !llvm.loop !27

732:                                              ; preds = %715
  %733 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 0
  %734 = getelementptr inbounds i8, ptr %733, i64 1
  %735 = getelementptr inbounds [39 x i8], ptr %48, i64 0, i64 0
  %736 = getelementptr inbounds i8, ptr %735, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %734, ptr align 1 %736, i64 31, i1 false)
  %737 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 0
  %738 = call i32 @hash(ptr noundef %737, i64 noundef 39)
  %739 = add i32 %738, 31
  %740 = load i32, ptr %3, align 4
  %741 = xor i32 %740, %739
  store i32 %741, ptr %3, align 4
  %742 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %742, i8 31, i64 31, i1 false)
  %743 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 0
  %744 = call i32 @hash(ptr noundef %743, i64 noundef 39)
  %745 = mul i32 %744, 3
  %746 = load i32, ptr %3, align 4
  %747 = xor i32 %746, %745
  store i32 %747, ptr %3, align 4
  %748 = getelementptr inbounds [39 x i8], ptr %48, i64 0, i64 0
  %749 = getelementptr inbounds [39 x i8], ptr %49, i64 0, i64 0
  %750 = call i32 @memcmp(ptr noundef %748, ptr noundef %749, i64 noundef 31) #5
  %751 = icmp eq i32 %750, 0
  br i1 %751, label %752, label %755

752:                                              ; preds = %732
  %753 = load i32, ptr %3, align 4
  %754 = add i32 %753, 1
  store i32 %754, ptr %3, align 4
  br label %755

755:                                              ; preds = %752, %732
  store i32 0, ptr %53, align 4
  br label %756

756:                                              ; preds = %770, %755
  %757 = load i32, ptr %53, align 4
  %758 = icmp slt i32 %757, 40
  br i1 %758, label %759, label %773

759:                                              ; preds = %756
  %760 = load i32, ptr %53, align 4
  %761 = mul nsw i32 %760, 7
  %762 = add nsw i32 %761, 32
  %763 = trunc i32 %762 to i8
  %764 = load i32, ptr %53, align 4
  %765 = sext i32 %764 to i64
  %766 = getelementptr inbounds [40 x i8], ptr %51, i64 0, i64 %765
  store i8 %763, ptr %766, align 1
  %767 = load i32, ptr %53, align 4
  %768 = sext i32 %767 to i64
  %769 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 %768
  store i8 0, ptr %769, align 1
  br label %770

770:                                              ; preds = %759
  %771 = load i32, ptr %53, align 4
  %772 = add nsw i32 %771, 1
  store i32 %772, ptr %53, align 4
  br label %756, !llvm.loop !28

773:                                              ; preds = %756
  %774 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 0
  %775 = getelementptr inbounds i8, ptr %774, i64 1
  %776 = getelementptr inbounds [40 x i8], ptr %51, i64 0, i64 0
  %777 = getelementptr inbounds i8, ptr %776, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %775, ptr align 1 %777, i64 32, i1 false)
  %778 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 0
  %779 = call i32 @hash(ptr noundef %778, i64 noundef 40)
  %780 = add i32 %779, 32
  %781 = load i32, ptr %3, align 4
  %782 = xor i32 %781, %780
  store i32 %782, ptr %3, align 4
  %783 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %783, i8 32, i64 32, i1 false)
  %784 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 0
  %785 = call i32 @hash(ptr noundef %784, i64 noundef 40)
  %786 = mul i32 %785, 3
  %787 = load i32, ptr %3, align 4
  %788 = xor i32 %787, %786
  store i32 %788, ptr %3, align 4
  %789 = getelementptr inbounds [40 x i8], ptr %51, i64 0, i64 0
  %790 = getelementptr inbounds [40 x i8], ptr %52, i64 0, i64 0
  %791 = call i32 @memcmp(ptr noundef %789, ptr noundef %790, i64 noundef 32) #5
  %792 = icmp eq i32 %791, 0
  br i1 %792, label %793, label %796

793:                                              ; preds = %773
  %794 = load i32, ptr %3, align 4
  %795 = add i32 %794, 1
  store i32 %795, ptr %3, align 4
  br label %796

796:                                              ; preds = %793, %773
  store i32 0, ptr %56, align 4
  br label %797

797:                                              ; preds = %811, %796
  %798 = load i32, ptr %56, align 4
  %799 = icmp slt i32 %798, 41
  br i1 %799, label %800, label %814

800:                                              ; preds = %797
  %801 = load i32, ptr %56, align 4
  %802 = mul nsw i32 %801, 7
  %803 = add nsw i32 %802, 33
  %804 = trunc i32 %803 to i8
  %805 = load i32, ptr %56, align 4
  %806 = sext i32 %805 to i64
  %807 = getelementptr inbounds [41 x i8], ptr %54, i64 0, i64 %806
  store i8 %804, ptr %807, align 1
  %808 = load i32, ptr %56, align 4
  %809 = sext i32 %808 to i64
  %810 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 %809
  store i8 0, ptr %810, align 1
  br label %811

811:                                              ; preds = %800
  %812 = load i32, ptr %56, align 4
  %813 = add nsw i32 %812, 1
  store i32 %813, ptr %56, align 4
  br label %797, !llvm.loop !29

814:                                              ; preds = %797
  %815 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 0
  %816 = getelementptr inbounds i8, ptr %815, i64 1
  %817 = getelementptr inbounds [41 x i8], ptr %54, i64 0, i64 0
  %818 = getelementptr inbounds i8, ptr %817, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %816, ptr align 1 %818, i64 33, i1 false)
  %819 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 0
  %820 = call i32 @hash(ptr noundef %819, i64 noundef 41)
  %821 = add i32 %820, 33
  %822 = load i32, ptr %3, align 4
  %823 = xor i32 %822, %821
  store i32 %823, ptr %3, align 4
  %824 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %824, i8 33, i64 33, i1 false)
  %825 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 0
  %826 = call i32 @hash(ptr noundef %825, i64 noundef 41)
  %827 = mul i32 %826, 3
  %828 = load i32, ptr %3, align 4
  %829 = xor i32 %828, %827
  store i32 %829, ptr %3, align 4
  %830 = getelementptr inbounds [41 x i8], ptr %54, i64 0, i64 0
  %831 = getelementptr inbounds [41 x i8], ptr %55, i64 0, i64 0
  %832 = call i32 @memcmp(ptr noundef %830, ptr noundef %831, i64 noundef 33) #5
  %833 = icmp eq i32 %832, 0
  br i1 %833, label %834, label %837

834:                                              ; preds = %814
  %835 = load i32, ptr %3, align 4
  %836 = add i32 %835, 1
  store i32 %836, ptr %3, align 4
  br label %837

837:                                              ; preds = %834, %814
  store i32 0, ptr %59, align 4
  br label %838

838:                                              ; preds = %852, %837
  %839 = load i32, ptr %59, align 4
  %840 = icmp slt i32 %839, 56
  br i1 %840, label %841, label %855

841:                                              ; preds = %838
  %842 = load i32, ptr %59, align 4
  %843 = mul nsw i32 %842, 7
  %844 = add nsw i32 %843, 48
  %845 = trunc i32 %844 to i8
  %846 = load i32, ptr %59, align 4
  %847 = sext i32 %846 to i64
  %848 = getelementptr inbounds [56 x i8], ptr %57, i64 0, i64 %847
  store i8 %845, ptr %848, align 1
  %849 = load i32, ptr %59, align 4
  %850 = sext i32 %849 to i64
  %851 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 %850
  store i8 0, ptr %851, align 1
  br label %852

852:                                              ; preds = %841
  %853 = load i32, ptr %59, align 4
  %854 = add nsw i32 %853, 1
  store i32 %854, ptr %59, align 4
  br label %838, !llvm.loop !30

855:                                              ; preds = %838
  %856 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 0
  %857 = getelementptr inbounds i8, ptr %856, i64 1
  %858 = getelementptr inbounds [56 x i8], ptr %57, i64 0, i64 0
  %859 = getelementptr inbounds i8, ptr %858, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %857, ptr align 1 %859, i64 48, i1 false)
  %860 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 0
  %861 = call i32 @hash(ptr noundef %860, i64 noundef 56)
  %862 = add i32 %861, 48
  %863 = load i32, ptr %3, align 4
  %864 = xor i32 %863, %862
  store i32 %864, ptr %3, align 4
  %865 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %865, i8 48, i64 48, i1 false)
  %866 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 0
  %867 = call i32 @hash(ptr noundef %866, i64 noundef 56)
  %868 = mul i32 %867, 3
  %869 = load i32, ptr %3, align 4
  %870 = xor i32 %869, %868
  store i32 %870, ptr %3, align 4
  %871 = getelementptr inbounds [56 x i8], ptr %57, i64 0, i64 0
  %872 = getelementptr inbounds [56 x i8], ptr %58, i64 0, i64 0
  %873 = call i32 @memcmp(ptr noundef %871, ptr noundef %872, i64 noundef 48) #5
  %874 = icmp eq i32 %873, 0
  br i1 %874, label %875, label %878

875:                                              ; preds = %855
  %876 = load i32, ptr %3, align 4
  %877 = add i32 %876, 1
  store i32 %877, ptr %3, align 4
  br label %878

878:                                              ; preds = %875, %855
  store i32 0, ptr %62, align 4
  br label %879

879:                                              ; preds = %893, %878
  %880 = load i32, ptr %62, align 4
  %881 = icmp slt i32 %880, 71
  br i1 %881, label %882, label %896

882:                                              ; preds = %879
  %883 = load i32, ptr %62, align 4
  %884 = mul nsw i32 %883, 7
  %885 = add nsw i32 %884, 63
  %886 = trunc i32 %885 to i8
  %887 = load i32, ptr %62, align 4
  %888 = sext i32 %887 to i64
  %889 = getelementptr inbounds [71 x i8], ptr %60, i64 0, i64 %888
  store i8 %886, ptr %889, align 1
  %890 = load i32, ptr %62, align 4
  %891 = sext i32 %890 to i64
  %892 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 %891
  store i8 0, ptr %892, align 1
  br label %893

893:                                              ; preds = %882
  %894 = load i32, ptr %62, align 4
  %895 = add nsw i32 %894, 1
  store i32 %895, ptr %62, align 4
  br label %879, !llvm.loop !31

896:                                              ; preds = %879
  %897 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 0
  %898 = getelementptr inbounds i8, ptr %897, i64 1
  %899 = getelementptr inbounds [71 x i8], ptr %60, i64 0, i64 0
  %900 = getelementptr inbounds i8, ptr %899, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %898, ptr align 1 %900, i64 63, i1 false)
  %901 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 0
  %902 = call i32 @hash(ptr noundef %901, i64 noundef 71)
  %903 = add i32 %902, 63
  %904 = load i32, ptr %3, align 4
  %905 = xor i32 %904, %903
  store i32 %905, ptr %3, align 4
  %906 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %906, i8 63, i64 63, i1 false)
  %907 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 0
  %908 = call i32 @hash(ptr noundef %907, i64 noundef 71)
  %909 = mul i32 %908, 3
  %910 = load i32, ptr %3, align 4
  %911 = xor i32 %910, %909
  store i32 %911, ptr %3, align 4
  %912 = getelementptr inbounds [71 x i8], ptr %60, i64 0, i64 0
  %913 = getelementptr inbounds [71 x i8], ptr %61, i64 0, i64 0
  %914 = call i32 @memcmp(ptr noundef %912, ptr noundef %913, i64 noundef 63) #5
  %915 = icmp eq i32 %914, 0
  br i1 %915, label %916, label %919

916:                                              ; preds = %896
  %917 = load i32, ptr %3, align 4
  %918 = add i32 %917, 1
  store i32 %918, ptr %3, align 4
  br label %919

919:                                              ; preds = %916, %896
  store i32 0, ptr %65, align 4
  br label %920

920:                                              ; preds = %934, %919
  %921 = load i32, ptr %65, align 4
  %922 = icmp slt i32 %921, 72
  br i1 %922, label %923, label %937

923:                                              ; preds = %920
  %924 = load i32, ptr %65, align 4
  %925 = mul nsw i32 %924, 7
  %926 = add nsw i32 %925, 64
  %927 = trunc i32 %926 to i8
  %928 = load i32, ptr %65, align 4
  %929 = sext i32 %928 to i64
  %930 = getelementptr inbounds [72 x i8], ptr %63, i64 0, i64 %929
  store i8 %927, ptr %930, align 1
  %931 = load i32, ptr %65, align 4
  %932 = sext i32 %931 to i64
  %933 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 %932
  store i8 0, ptr %933, align 1
  br label %934

934:                                              ; preds = %923
  %935 = load i32, ptr %65, align 4
  %936 = add nsw i32 %935, 1
  store i32 %936, ptr %65, align 4
  br label %920, !llvm.loop !32

937:                                              ; preds = %920
  %938 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 0
  %939 = getelementptr inbounds i8, ptr %938, i64 1
  %940 = getelementptr inbounds [72 x i8], ptr %63, i64 0, i64 0
  %941 = getelementptr inbounds i8, ptr %940, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %939, ptr align 1 %941, i64 64, i1 false)
  %942 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 0
  %943 = call i32 @hash(ptr noundef %942, i64 noundef 72)
  %944 = add i32 %943, 64
  %945 = load i32, ptr %3, align 4
  %946 = xor i32 %945, %944
  store i32 %946, ptr %3, align 4
  %947 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %947, i8 64, i64 64, i1 false)
  %948 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 0
  %949 = call i32 @hash(ptr noundef %948, i64 noundef 72)
  %950 = mul i32 %949, 3
  %951 = load i32, ptr %3, align 4
  %952 = xor i32 %951, %950
  store i32 %952, ptr %3, align 4
  %953 = getelementptr inbounds [72 x i8], ptr %63, i64 0, i64 0
  %954 = getelementptr inbounds [72 x i8], ptr %64, i64 0, i64 0
  %955 = call i32 @memcmp(ptr noundef %953, ptr noundef %954, i64 noundef 64) #5
  %956 = icmp eq i32 %955, 0
  br i1 %956, label %957, label %960

957:                                              ; preds = %937
  %958 = load i32, ptr %3, align 4
  %959 = add i32 %958, 1
  store i32 %959, ptr %3, align 4
  br label %960

960:                                              ; preds = %957, %937
  store i32 0, ptr %68, align 4
  br label %961

961:                                              ; preds = %975, %960
  %962 = load i32, ptr %68, align 4
  %963 = icmp slt i32 %962, 73
  br i1 %963, label %964, label %978

964:                                              ; preds = %961
  %965 = load i32, ptr %68, align 4
  %966 = mul nsw i32 %965, 7
  %967 = add nsw i32 %966, 65
  %968 = trunc i32 %967 to i8
  %969 = load i32, ptr %68, align 4
  %970 = sext i32 %969 to i64
  %971 = getelementptr inbounds [73 x i8], ptr %66, i64 0, i64 %970
  store i8 %968, ptr %971, align 1
  %972 = load i32, ptr %68, align 4
  %973 = sext i32 %972 to i64
  %974 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 %973
  store i8 0, ptr %974, align 1
  br label %975

975:                                              ; preds = %964
  %976 = load i32, ptr %68, align 4
  %977 = add nsw i32 %976, 1
  store i32 %977, ptr %68, align 4
  br label %961, !llvm.loop !33

978:                                              ; preds = %961
  %979 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 0
  %980 = getelementptr inbounds i8, ptr %979, i64 1
  %981 = getelementptr inbounds [73 x i8], ptr %66, i64 0, i64 0
  %982 = getelementptr inbounds i8, ptr %981, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %980, ptr align 1 %982, i64 65, i1 false)
  %983 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 0
  %984 = call i32 @hash(ptr noundef %983, i64 noundef 73)
  %985 = add i32 %984, 65
  %986 = load i32, ptr %3, align 4
  %987 = xor i32 %986, %985
  store i32 %987, ptr %3, align 4
  %988 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %988, i8 65, i64 65, i1 false)
  %989 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 0
  %990 = call i32 @hash(ptr noundef %989, i64 noundef 73)
  %991 = mul i32 %990, 3
  %992 = load i32, ptr %3, align 4
  %993 = xor i32 %992, %991
  store i32 %993, ptr %3, align 4
  %994 = getelementptr inbounds [73 x i8], ptr %66, i64 0, i64 0
  %995 = getelementptr inbounds [73 x i8], ptr %67, i64 0, i64 0
  %996 = call i32 @memcmp(ptr noundef %994, ptr noundef %995, i64 noundef 65) #5
  %997 = icmp eq i32 %996, 0
  br i1 %997, label %998, label %1001

998:                                              ; preds = %978
  %999 = load i32, ptr %3, align 4
  %1000 = add i32 %999, 1
  store i32 %1000, ptr %3, align 4
  br label %1001

1001:                                             ; preds = %998, %978
  store i32 0, ptr %71, align 4
  br label %1002

1002:                                             ; preds = %1016, %1001
  %1003 = load i32, ptr %71, align 4
  %1004 = icmp slt i32 %1003, 135
  br i1 %1004, label %1005, label %1019

1005:                                             ; preds = %1002
  %1006 = load i32, ptr %71, align 4
  %1007 = mul nsw i32 %1006, 7
  %1008 = add nsw i32 %1007, 127
  %1009 = trunc i32 %1008 to i8
  %1010 = load i32, ptr %71, align 4
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr inbounds [135 x i8], ptr %69, i64 0, i64 %1011
  store i8 %1009, ptr %1012, align 1
  %1013 = load i32, ptr %71, align 4
  %1014 = sext i32 %1013 to i64
  %1015 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 %1014
  store i8 0, ptr %1015, align 1
  br label %1016

1016:                                             ; preds = %1005
  %1017 = load i32, ptr %71, align 4
  %1018 = add nsw i32 %1017, 1
  store i32 %1018, ptr %71, align 4
  br label %1002, !llvm.loop !34

1019:                                             ; preds = %1002
  %1020 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 0
  %1021 = getelementptr inbounds i8, ptr %1020, i64 1
  %1022 = getelementptr inbounds [135 x i8], ptr %69, i64 0, i64 0
  %1023 = getelementptr inbounds i8, ptr %1022, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1021, ptr align 1 %1023, i64 127, i1 false)
  %1024 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 0
  %1025 = call i32 @hash(ptr noundef %1024, i64 noundef 135)
  %1026 = add i32 %1025, 127
  %1027 = load i32, ptr %3, align 4
  %1028 = xor i32 %1027, %1026
  store i32 %1028, ptr %3, align 4
  %1029 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %1029, i8 127, i64 127, i1 false)
  %1030 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 0
  %1031 = call i32 @hash(ptr noundef %1030, i64 noundef 135)
  %1032 = mul i32 %1031, 3
  %1033 = load i32, ptr %3, align 4
  %1034 = xor i32 %1033, %1032
  store i32 %1034, ptr %3, align 4
  %1035 = getelementptr inbounds [135 x i8], ptr %69, i64 0, i64 0
  %1036 = getelementptr inbounds [135 x i8], ptr %70, i64 0, i64 0
  %1037 = call i32 @memcmp(ptr noundef %1035, ptr noundef %1036, i64 noundef 127) #5
  %1038 = icmp eq i32 %1037, 0
  br i1 %1038, label %1039, label %1042

1039:                                             ; preds = %1019
  %1040 = load i32, ptr %3, align 4
  %1041 = add i32 %1040, 1
  store i32 %1041, ptr %3, align 4
  br label %1042

1042:                                             ; preds = %1039, %1019
  store i32 0, ptr %74, align 4
  br label %1043

1043:                                             ; preds = %1057, %1042
  %1044 = load i32, ptr %74, align 4
  %1045 = icmp slt i32 %1044, 136
  br i1 %1045, label %1046, label %1060

1046:                                             ; preds = %1043
  %1047 = load i32, ptr %74, align 4
  %1048 = mul nsw i32 %1047, 7
  %1049 = add nsw i32 %1048, 128
  %1050 = trunc i32 %1049 to i8
  %1051 = load i32, ptr %74, align 4
  %1052 = sext i32 %1051 to i64
  %1053 = getelementptr inbounds [136 x i8], ptr %72, i64 0, i64 %1052
  store i8 %1050, ptr %1053, align 1
  %1054 = load i32, ptr %74, align 4
  %1055 = sext i32 %1054 to i64
  %1056 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 %1055
  store i8 0, ptr %1056, align 1
  br label %1057

1057:                                             ; preds = %1046
  %1058 = load i32, ptr %74, align 4
  %1059 = add nsw i32 %1058, 1
  store i32 %1059, ptr %74, align 4
  br label %1043, !llvm.loop !35

1060:                                             ; preds = %1043
  %1061 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 0
  %1062 = getelementptr inbounds i8, ptr %1061, i64 1
  %1063 = getelementptr inbounds [136 x i8], ptr %72, i64 0, i64 0
  %1064 = getelementptr inbounds i8, ptr %1063, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1062, ptr align 1 %1064, i64 128, i1 false)
  %1065 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 0
  %1066 = call i32 @hash(ptr noundef %1065, i64 noundef 136)
  %1067 = add i32 %1066, 128
  %1068 = load i32, ptr %3, align 4
  %1069 = xor i32 %1068, %1067
  store i32 %1069, ptr %3, align 4
  %1070 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %1070, i8 -128, i64 128, i1 false)
  %1071 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 0
  %1072 = call i32 @hash(ptr noundef %1071, i64 noundef 136)
  %1073 = mul i32 %1072, 3
  %1074 = load i32, ptr %3, align 4
  %1075 = xor i32 %1074, %1073
  store i32 %1075, ptr %3, align 4
  %1076 = getelementptr inbounds [136 x i8], ptr %72, i64 0, i64 0
  %1077 = getelementptr inbounds [136 x i8], ptr %73, i64 0, i64 0
  %1078 = call i32 @memcmp(ptr noundef %1076, ptr noundef %1077, i64 noundef 128) #5
  %1079 = icmp eq i32 %1078, 0
  br i1 %1079, label %1080, label %1083

1080:                                             ; preds = %1060
  %1081 = load i32, ptr %3, align 4
  %1082 = add i32 %1081, 1
  store i32 %1082, ptr %3, align 4
  br label %1083

1083:                                             ; preds = %1080, %1060
  store i32 0, ptr %77, align 4
  br label %1084

1084:                                             ; preds = %1098, %1083
  %1085 = load i32, ptr %77, align 4
  %1086 = icmp slt i32 %1085, 264
  br i1 %1086, label %1087, label %1101

1087:                                             ; preds = %1084
  %1088 = load i32, ptr %77, align 4
  %1089 = mul nsw i32 %1088, 7
  %1090 = add nsw i32 %1089, 256
  %1091 = trunc i32 %1090 to i8
  %1092 = load i32, ptr %77, align 4
  %1093 = sext i32 %1092 to i64
  %1094 = getelementptr inbounds [264 x i8], ptr %75, i64 0, i64 %1093
  store i8 %1091, ptr %1094, align 1
  %1095 = load i32, ptr %77, align 4
  %1096 = sext i32 %1095 to i64
  %1097 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 %1096
  store i8 0, ptr %1097, align 1
  br label %1098

1098:                                             ; preds = %1087
  %1099 = load i32, ptr %77, align 4
  %1100 = add nsw i32 %1099, 1
  store i32 %1100, ptr %77, align 4
  br label %1084, !llvm.loop !36

1101:                                             ; preds = %1084
  %1102 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 0
  %1103 = getelementptr inbounds i8, ptr %1102, i64 1
  %1104 = getelementptr inbounds [264 x i8], ptr %75, i64 0, i64 0
  %1105 = getelementptr inbounds i8, ptr %1104, i64 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1103, ptr align 1 %1105, i64 256, i1 false)
  %1106 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 0
  %1107 = call i32 @hash(ptr noundef %1106, i64 noundef 264)
  %1108 = add i32 %1107, 256
  %1109 = load i32, ptr %3, align 4
  %1110 = xor i32 %1109, %1108
  store i32 %1110, ptr %3, align 4
  %1111 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 1 %1111, i8 0, i64 256, i1 false)
  %1112 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 0
  %1113 = call i32 @hash(ptr noundef %1112, i64 noundef 264)
  %1114 = mul i32 %1113, 3
  %1115 = load i32, ptr %3, align 4
  %1116 = xor i32 %1115, %1114
  store i32 %1116, ptr %3, align 4
  %1117 = getelementptr inbounds [264 x i8], ptr %75, i64 0, i64 0
  %1118 = getelementptr inbounds [264 x i8], ptr %76, i64 0, i64 0
  %1119 = call i32 @memcmp(ptr noundef %1117, ptr noundef %1118, i64 noundef 256) #5
  %1120 = icmp eq i32 %1119, 0
  br i1 %1120, label %1121, label %1124

1121:                                             ; preds = %1101
  %1122 = load i32, ptr %3, align 4
  %1123 = add i32 %1122, 1
  store i32 %1123, ptr %3, align 4
  br label %1124

1124:                                             ; preds = %1121, %1101
  call void @llvm.memset.p0.i64(ptr align 1 %78, i8 113, i64 300, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %79, ptr align 1 %78, i64 300, i1 false)
  %1125 = getelementptr inbounds %struct.big, ptr %79, i32 0, i32 0
  %1126 = getelementptr inbounds [300 x i8], ptr %1125, i64 0, i64 299
  store i8 0, ptr %1126, align 1
  %1127 = getelementptr inbounds %struct.big, ptr %79, i32 0, i32 0
  %1128 = getelementptr inbounds [300 x i8], ptr %1127, i64 0, i64 0
  %1129 = call i64 @strlen(ptr noundef %1128) #5
  %1130 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %1129)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %80, ptr align 4 @__const.main.cmpres, i64 16, i1 false)
  %1131 = getelementptr inbounds [4 x i32], ptr %80, i64 0, i64 0
  %1132 = load i32, ptr %1131, align 4
  %1133 = getelementptr inbounds [4 x i32], ptr %80, i64 0, i64 1
  %1134 = load i32, ptr %1133, align 4
  %1135 = getelementptr inbounds [4 x i32], ptr %80, i64 0, i64 2
  %1136 = load i32, ptr %1135, align 4
  %1137 = getelementptr inbounds [4 x i32], ptr %80, i64 0, i64 3
  %1138 = load i32, ptr %1137, align 4
  %1139 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %1132, i32 noundef %1134, i32 noundef %1136, i32 noundef %1138)
  %1140 = load i32, ptr %2, align 4
  %1141 = load i32, ptr %3, align 4
  %1142 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %1140, i32 noundef %1141)
  %1143 = load i32, ptr %2, align 4
  ret i32 %1143
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hash(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  store i32 -2128831035, ptr %5, align 4
  store i64 0, ptr %6, align 8
  br label %7

7:                                                ; preds = %21, %2
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = icmp ult i64 %8, %9
  br i1 %10, label %11, label %24

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i64, ptr %6, align 8
  %14 = getelementptr inbounds i8, ptr %12, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %5, align 4
  %18 = xor i32 %17, %16
  store i32 %18, ptr %5, align 4
  %19 = load i32, ptr %5, align 4
  %20 = mul i32 %19, 16777619
  store i32 %20, ptr %5, align 4
  br label %21

21:                                               ; preds = %11
  %22 = load i64, ptr %6, align 8
  %23 = add i64 %22, 1
  store i64 %23, ptr %6, align 8
  br label %7, !llvm.loop !37

24:                                               ; preds = %7
  %25 = load i32, ptr %5, align 4
  ret i32 %25
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ref_memmove(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load ptr, ptr %5, align 8
  %11 = icmp ult ptr %9, %10
  br i1 %11, label %12, label %29

12:                                               ; preds = %3
  store i64 0, ptr %7, align 8
  br label %13

13:                                               ; preds = %25, %12
  %14 = load i64, ptr %7, align 8
  %15 = load i64, ptr %6, align 8
  %16 = icmp ult i64 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %13
  %18 = load ptr, ptr %5, align 8
  %19 = load i64, ptr %7, align 8
  %20 = getelementptr inbounds i8, ptr %18, i64 %19
  %21 = load i8, ptr %20, align 1
  %22 = load ptr, ptr %4, align 8
  %23 = load i64, ptr %7, align 8
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  store i8 %21, ptr %24, align 1
  br label %25

25:                                               ; preds = %17
  %26 = load i64, ptr %7, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %7, align 8
  br label %13, !llvm.loop !38

28:                                               ; preds = %13
  br label %48

29:                                               ; preds = %3
  %30 = load i64, ptr %6, align 8
  store i64 %30, ptr %8, align 8
  br label %31

31:                                               ; preds = %44, %29
  %32 = load i64, ptr %8, align 8
  %33 = icmp ugt i64 %32, 0
  br i1 %33, label %34, label %47

34:                                               ; preds = %31
  %35 = load ptr, ptr %5, align 8
  %36 = load i64, ptr %8, align 8
  %37 = sub i64 %36, 1
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = load ptr, ptr %4, align 8
  %41 = load i64, ptr %8, align 8
  %42 = sub i64 %41, 1
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  store i8 %39, ptr %43, align 1
  br label %44

44:                                               ; preds = %34
  %45 = load i64, ptr %8, align 8
  %46 = add i64 %45, -1
  store i64 %46, ptr %8, align 8
  br label %31, !llvm.loop !39

47:                                               ; preds = %31
  br label %48

48:                                               ; preds = %47, %28
  ret void
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) }

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
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
