; ModuleID = 'programs/ops_matrix_bitint7.c'
source_filename = "programs/ops_matrix_bitint7.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [49 x i8] c"type _BitInt(7): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i8] c"\C0\C1\E0\F9\FD\FE\FF\00\01\02\03\05\07\0A\1F >?\D5*\EF", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1
@.str.18 = private unnamed_addr constant [20 x i8] c"const div mismatch\0A\00", align 1
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca i8, align 1
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca i8, align 1
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i8, align 1
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i8, align 1
  %19 = alloca i8, align 1
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i8, align 1
  %23 = alloca i8, align 1
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i8, align 1
  %27 = alloca i8, align 1
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i8, align 1
  %31 = alloca i8, align 1
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i8, align 1
  %35 = alloca i8, align 1
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i8, align 1
  %39 = alloca i8, align 1
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i8, align 1
  %43 = alloca i8, align 1
  %44 = alloca i8, align 1
  %45 = alloca i8, align 1
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i8, align 1
  %49 = alloca i32, align 4
  %50 = alloca i8, align 1
  %51 = alloca i32, align 4
  %52 = alloca i8, align 1
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 7, ptr noundef @.str.1, i64 noundef -64, i64 noundef 63)
  br label %54

54:                                               ; preds = %0
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %4, align 4
  br label %55

55:                                               ; preds = %85, %54
  %56 = load i32, ptr %4, align 4
  %57 = icmp slt i32 %56, 21
  br i1 %57, label %58, label %88

58:                                               ; preds = %55
  store i32 0, ptr %5, align 4
  br label %59

59:                                               ; preds = %81, %58
  %60 = load i32, ptr %5, align 4
  %61 = icmp slt i32 %60, 21
  br i1 %61, label %62, label %84

62:                                               ; preds = %59
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %64
  %66 = load volatile i8, ptr %65, align 1
  %67 = trunc i8 %66 to i7
  %68 = sext i7 %67 to i8
  store i8 %68, ptr %6, align 1
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %70
  %72 = load volatile i8, ptr %71, align 1
  %73 = trunc i8 %72 to i7
  %74 = sext i7 %73 to i8
  store i8 %74, ptr %7, align 1
  %75 = load i8, ptr %6, align 1
  %76 = trunc i8 %75 to i7
  %77 = load i8, ptr %7, align 1
  %78 = trunc i8 %77 to i7
  %79 = call i7 @op_add(i7 noundef %76, i7 noundef %78)
  %80 = call i64 @bits(i7 noundef %79)
  call void @mix(i64 noundef %80)
  br label %81

81:                                               ; preds = %62
  %82 = load i32, ptr %5, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %5, align 4
  br label %59, !llvm.loop !6

84:                                               ; preds = %59
  br label %85

85:                                               ; preds = %84
  %86 = load i32, ptr %4, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %4, align 4
  br label %55, !llvm.loop !8

88:                                               ; preds = %55
  %89 = load i64, ptr @h, align 8
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i64 noundef %89)
  %91 = load i64, ptr @h, align 8
  %92 = load i64, ptr %2, align 8
  %93 = xor i64 %92, %91
  store i64 %93, ptr %2, align 8
  br label %94

94:                                               ; preds = %88
  br label %95

95:                                               ; preds = %94
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %8, align 4
  br label %96

96:                                               ; preds = %126, %95
  %97 = load i32, ptr %8, align 4
  %98 = icmp slt i32 %97, 21
  br i1 %98, label %99, label %129

99:                                               ; preds = %96
  store i32 0, ptr %9, align 4
  br label %100

100:                                              ; preds = %122, %99
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %101, 21
  br i1 %102, label %103, label %125

103:                                              ; preds = %100
  %104 = load i32, ptr %8, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %105
  %107 = load volatile i8, ptr %106, align 1
  %108 = trunc i8 %107 to i7
  %109 = sext i7 %108 to i8
  store i8 %109, ptr %10, align 1
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %111
  %113 = load volatile i8, ptr %112, align 1
  %114 = trunc i8 %113 to i7
  %115 = sext i7 %114 to i8
  store i8 %115, ptr %11, align 1
  %116 = load i8, ptr %10, align 1
  %117 = trunc i8 %116 to i7
  %118 = load i8, ptr %11, align 1
  %119 = trunc i8 %118 to i7
  %120 = call i7 @op_sub(i7 noundef %117, i7 noundef %119)
  %121 = call i64 @bits(i7 noundef %120)
  call void @mix(i64 noundef %121)
  br label %122

122:                                              ; preds = %103
  %123 = load i32, ptr %9, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %9, align 4
  br label %100, !llvm.loop !9

125:                                              ; preds = %100
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %8, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %8, align 4
  br label %96, !llvm.loop !10

129:                                              ; preds = %96
  %130 = load i64, ptr @h, align 8
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, i64 noundef %130)
  %132 = load i64, ptr @h, align 8
  %133 = load i64, ptr %2, align 8
  %134 = xor i64 %133, %132
  store i64 %134, ptr %2, align 8
  br label %135

135:                                              ; preds = %129
  br label %136

136:                                              ; preds = %135
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %12, align 4
  br label %137

137:                                              ; preds = %167, %136
  %138 = load i32, ptr %12, align 4
  %139 = icmp slt i32 %138, 21
  br i1 %139, label %140, label %170

140:                                              ; preds = %137
  store i32 0, ptr %13, align 4
  br label %141

141:                                              ; preds = %163, %140
  %142 = load i32, ptr %13, align 4
  %143 = icmp slt i32 %142, 21
  br i1 %143, label %144, label %166

144:                                              ; preds = %141
  %145 = load i32, ptr %12, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %146
  %148 = load volatile i8, ptr %147, align 1
  %149 = trunc i8 %148 to i7
  %150 = sext i7 %149 to i8
  store i8 %150, ptr %14, align 1
  %151 = load i32, ptr %13, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %152
  %154 = load volatile i8, ptr %153, align 1
  %155 = trunc i8 %154 to i7
  %156 = sext i7 %155 to i8
  store i8 %156, ptr %15, align 1
  %157 = load i8, ptr %14, align 1
  %158 = trunc i8 %157 to i7
  %159 = load i8, ptr %15, align 1
  %160 = trunc i8 %159 to i7
  %161 = call i7 @op_mul(i7 noundef %158, i7 noundef %160)
  %162 = call i64 @bits(i7 noundef %161)
  call void @mix(i64 noundef %162)
  br label %163

163:                                              ; preds = %144
  %164 = load i32, ptr %13, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %13, align 4
  br label %141, !llvm.loop !11

166:                                              ; preds = %141
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %12, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %12, align 4
  br label %137, !llvm.loop !12

170:                                              ; preds = %137
  %171 = load i64, ptr @h, align 8
  %172 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.5, i64 noundef %171)
  %173 = load i64, ptr @h, align 8
  %174 = load i64, ptr %2, align 8
  %175 = xor i64 %174, %173
  store i64 %175, ptr %2, align 8
  br label %176

176:                                              ; preds = %170
  br label %177

177:                                              ; preds = %176
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %16, align 4
  br label %178

178:                                              ; preds = %208, %177
  %179 = load i32, ptr %16, align 4
  %180 = icmp slt i32 %179, 21
  br i1 %180, label %181, label %211

181:                                              ; preds = %178
  store i32 0, ptr %17, align 4
  br label %182

182:                                              ; preds = %204, %181
  %183 = load i32, ptr %17, align 4
  %184 = icmp slt i32 %183, 21
  br i1 %184, label %185, label %207

185:                                              ; preds = %182
  %186 = load i32, ptr %16, align 4
  %187 = sext i32 %186 to i64
  %188 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %187
  %189 = load volatile i8, ptr %188, align 1
  %190 = trunc i8 %189 to i7
  %191 = sext i7 %190 to i8
  store i8 %191, ptr %18, align 1
  %192 = load i32, ptr %17, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %193
  %195 = load volatile i8, ptr %194, align 1
  %196 = trunc i8 %195 to i7
  %197 = sext i7 %196 to i8
  store i8 %197, ptr %19, align 1
  %198 = load i8, ptr %18, align 1
  %199 = trunc i8 %198 to i7
  %200 = load i8, ptr %19, align 1
  %201 = trunc i8 %200 to i7
  %202 = call i7 @op_and(i7 noundef %199, i7 noundef %201)
  %203 = call i64 @bits(i7 noundef %202)
  call void @mix(i64 noundef %203)
  br label %204

204:                                              ; preds = %185
  %205 = load i32, ptr %17, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %17, align 4
  br label %182, !llvm.loop !13

207:                                              ; preds = %182
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %16, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %16, align 4
  br label %178, !llvm.loop !14

211:                                              ; preds = %178
  %212 = load i64, ptr @h, align 8
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.6, i64 noundef %212)
  %214 = load i64, ptr @h, align 8
  %215 = load i64, ptr %2, align 8
  %216 = xor i64 %215, %214
  store i64 %216, ptr %2, align 8
  br label %217

217:                                              ; preds = %211
  br label %218

218:                                              ; preds = %217
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %20, align 4
  br label %219

219:                                              ; preds = %249, %218
  %220 = load i32, ptr %20, align 4
  %221 = icmp slt i32 %220, 21
  br i1 %221, label %222, label %252

222:                                              ; preds = %219
  store i32 0, ptr %21, align 4
  br label %223

223:                                              ; preds = %245, %222
  %224 = load i32, ptr %21, align 4
  %225 = icmp slt i32 %224, 21
  br i1 %225, label %226, label %248

226:                                              ; preds = %223
  %227 = load i32, ptr %20, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %228
  %230 = load volatile i8, ptr %229, align 1
  %231 = trunc i8 %230 to i7
  %232 = sext i7 %231 to i8
  store i8 %232, ptr %22, align 1
  %233 = load i32, ptr %21, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %234
  %236 = load volatile i8, ptr %235, align 1
  %237 = trunc i8 %236 to i7
  %238 = sext i7 %237 to i8
  store i8 %238, ptr %23, align 1
  %239 = load i8, ptr %22, align 1
  %240 = trunc i8 %239 to i7
  %241 = load i8, ptr %23, align 1
  %242 = trunc i8 %241 to i7
  %243 = call i7 @op_or(i7 noundef %240, i7 noundef %242)
  %244 = call i64 @bits(i7 noundef %243)
  call void @mix(i64 noundef %244)
  br label %245

245:                                              ; preds = %226
  %246 = load i32, ptr %21, align 4
  %247 = add nsw i32 %246, 1
  store i32 %247, ptr %21, align 4
  br label %223, !llvm.loop !15

248:                                              ; preds = %223
  br label %249

249:                                              ; preds = %248
  %250 = load i32, ptr %20, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %20, align 4
  br label %219, !llvm.loop !16

252:                                              ; preds = %219
  %253 = load i64, ptr @h, align 8
  %254 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, i64 noundef %253)
  %255 = load i64, ptr @h, align 8
  %256 = load i64, ptr %2, align 8
  %257 = xor i64 %256, %255
  store i64 %257, ptr %2, align 8
  br label %258

258:                                              ; preds = %252
  br label %259

259:                                              ; preds = %258
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %24, align 4
  br label %260

260:                                              ; preds = %290, %259
  %261 = load i32, ptr %24, align 4
  %262 = icmp slt i32 %261, 21
  br i1 %262, label %263, label %293

263:                                              ; preds = %260
  store i32 0, ptr %25, align 4
  br label %264

264:                                              ; preds = %286, %263
  %265 = load i32, ptr %25, align 4
  %266 = icmp slt i32 %265, 21
  br i1 %266, label %267, label %289

267:                                              ; preds = %264
  %268 = load i32, ptr %24, align 4
  %269 = sext i32 %268 to i64
  %270 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %269
  %271 = load volatile i8, ptr %270, align 1
  %272 = trunc i8 %271 to i7
  %273 = sext i7 %272 to i8
  store i8 %273, ptr %26, align 1
  %274 = load i32, ptr %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %275
  %277 = load volatile i8, ptr %276, align 1
  %278 = trunc i8 %277 to i7
  %279 = sext i7 %278 to i8
  store i8 %279, ptr %27, align 1
  %280 = load i8, ptr %26, align 1
  %281 = trunc i8 %280 to i7
  %282 = load i8, ptr %27, align 1
  %283 = trunc i8 %282 to i7
  %284 = call i7 @op_xor(i7 noundef %281, i7 noundef %283)
  %285 = call i64 @bits(i7 noundef %284)
  call void @mix(i64 noundef %285)
  br label %286

286:                                              ; preds = %267
  %287 = load i32, ptr %25, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %25, align 4
  br label %264, !llvm.loop !17

289:                                              ; preds = %264
  br label %290

290:                                              ; preds = %289
  %291 = load i32, ptr %24, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %24, align 4
  br label %260, !llvm.loop !18

293:                                              ; preds = %260
  %294 = load i64, ptr @h, align 8
  %295 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.8, i64 noundef %294)
  %296 = load i64, ptr @h, align 8
  %297 = load i64, ptr %2, align 8
  %298 = xor i64 %297, %296
  store i64 %298, ptr %2, align 8
  br label %299

299:                                              ; preds = %293
  br label %300

300:                                              ; preds = %299
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %28, align 4
  br label %301

301:                                              ; preds = %331, %300
  %302 = load i32, ptr %28, align 4
  %303 = icmp slt i32 %302, 21
  br i1 %303, label %304, label %334

304:                                              ; preds = %301
  store i32 0, ptr %29, align 4
  br label %305

305:                                              ; preds = %327, %304
  %306 = load i32, ptr %29, align 4
  %307 = icmp slt i32 %306, 21
  br i1 %307, label %308, label %330

308:                                              ; preds = %305
  %309 = load i32, ptr %28, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %310
  %312 = load volatile i8, ptr %311, align 1
  %313 = trunc i8 %312 to i7
  %314 = sext i7 %313 to i8
  store i8 %314, ptr %30, align 1
  %315 = load i32, ptr %29, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %316
  %318 = load volatile i8, ptr %317, align 1
  %319 = trunc i8 %318 to i7
  %320 = sext i7 %319 to i8
  store i8 %320, ptr %31, align 1
  %321 = load i8, ptr %30, align 1
  %322 = trunc i8 %321 to i7
  %323 = load i8, ptr %31, align 1
  %324 = trunc i8 %323 to i7
  %325 = call i7 @op_min(i7 noundef %322, i7 noundef %324)
  %326 = call i64 @bits(i7 noundef %325)
  call void @mix(i64 noundef %326)
  br label %327

327:                                              ; preds = %308
  %328 = load i32, ptr %29, align 4
  %329 = add nsw i32 %328, 1
  store i32 %329, ptr %29, align 4
  br label %305, !llvm.loop !19

330:                                              ; preds = %305
  br label %331

331:                                              ; preds = %330
  %332 = load i32, ptr %28, align 4
  %333 = add nsw i32 %332, 1
  store i32 %333, ptr %28, align 4
  br label %301, !llvm.loop !20

334:                                              ; preds = %301
  %335 = load i64, ptr @h, align 8
  %336 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.9, i64 noundef %335)
  %337 = load i64, ptr @h, align 8
  %338 = load i64, ptr %2, align 8
  %339 = xor i64 %338, %337
  store i64 %339, ptr %2, align 8
  br label %340

340:                                              ; preds = %334
  br label %341

341:                                              ; preds = %340
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %32, align 4
  br label %342

342:                                              ; preds = %372, %341
  %343 = load i32, ptr %32, align 4
  %344 = icmp slt i32 %343, 21
  br i1 %344, label %345, label %375

345:                                              ; preds = %342
  store i32 0, ptr %33, align 4
  br label %346

346:                                              ; preds = %368, %345
  %347 = load i32, ptr %33, align 4
  %348 = icmp slt i32 %347, 21
  br i1 %348, label %349, label %371

349:                                              ; preds = %346
  %350 = load i32, ptr %32, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %351
  %353 = load volatile i8, ptr %352, align 1
  %354 = trunc i8 %353 to i7
  %355 = sext i7 %354 to i8
  store i8 %355, ptr %34, align 1
  %356 = load i32, ptr %33, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %357
  %359 = load volatile i8, ptr %358, align 1
  %360 = trunc i8 %359 to i7
  %361 = sext i7 %360 to i8
  store i8 %361, ptr %35, align 1
  %362 = load i8, ptr %34, align 1
  %363 = trunc i8 %362 to i7
  %364 = load i8, ptr %35, align 1
  %365 = trunc i8 %364 to i7
  %366 = call i7 @op_max(i7 noundef %363, i7 noundef %365)
  %367 = call i64 @bits(i7 noundef %366)
  call void @mix(i64 noundef %367)
  br label %368

368:                                              ; preds = %349
  %369 = load i32, ptr %33, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %33, align 4
  br label %346, !llvm.loop !21

371:                                              ; preds = %346
  br label %372

372:                                              ; preds = %371
  %373 = load i32, ptr %32, align 4
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr %32, align 4
  br label %342, !llvm.loop !22

375:                                              ; preds = %342
  %376 = load i64, ptr @h, align 8
  %377 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.10, i64 noundef %376)
  %378 = load i64, ptr @h, align 8
  %379 = load i64, ptr %2, align 8
  %380 = xor i64 %379, %378
  store i64 %380, ptr %2, align 8
  br label %381

381:                                              ; preds = %375
  br label %382

382:                                              ; preds = %381
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %36, align 4
  br label %383

383:                                              ; preds = %414, %382
  %384 = load i32, ptr %36, align 4
  %385 = icmp slt i32 %384, 21
  br i1 %385, label %386, label %417

386:                                              ; preds = %383
  store i32 0, ptr %37, align 4
  br label %387

387:                                              ; preds = %410, %386
  %388 = load i32, ptr %37, align 4
  %389 = icmp slt i32 %388, 21
  br i1 %389, label %390, label %413

390:                                              ; preds = %387
  %391 = load i32, ptr %36, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %392
  %394 = load volatile i8, ptr %393, align 1
  %395 = trunc i8 %394 to i7
  %396 = sext i7 %395 to i8
  store i8 %396, ptr %38, align 1
  %397 = load i32, ptr %37, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %398
  %400 = load volatile i8, ptr %399, align 1
  %401 = trunc i8 %400 to i7
  %402 = sext i7 %401 to i8
  store i8 %402, ptr %39, align 1
  %403 = load i8, ptr %38, align 1
  %404 = trunc i8 %403 to i7
  %405 = load i8, ptr %39, align 1
  %406 = trunc i8 %405 to i7
  %407 = call i32 @op_cmp(i7 noundef %404, i7 noundef %406)
  %408 = trunc i32 %407 to i7
  %409 = call i64 @bits(i7 noundef %408)
  call void @mix(i64 noundef %409)
  br label %410

410:                                              ; preds = %390
  %411 = load i32, ptr %37, align 4
  %412 = add nsw i32 %411, 1
  store i32 %412, ptr %37, align 4
  br label %387, !llvm.loop !23

413:                                              ; preds = %387
  br label %414

414:                                              ; preds = %413
  %415 = load i32, ptr %36, align 4
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr %36, align 4
  br label %383, !llvm.loop !24

417:                                              ; preds = %383
  %418 = load i64, ptr @h, align 8
  %419 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %418)
  %420 = load i64, ptr @h, align 8
  %421 = load i64, ptr %2, align 8
  %422 = xor i64 %421, %420
  store i64 %422, ptr %2, align 8
  br label %423

423:                                              ; preds = %417
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %40, align 4
  br label %424

424:                                              ; preds = %529, %423
  %425 = load i32, ptr %40, align 4
  %426 = icmp slt i32 %425, 21
  br i1 %426, label %427, label %532

427:                                              ; preds = %424
  store i32 0, ptr %41, align 4
  br label %428

428:                                              ; preds = %525, %427
  %429 = load i32, ptr %41, align 4
  %430 = icmp slt i32 %429, 21
  br i1 %430, label %431, label %528

431:                                              ; preds = %428
  %432 = load i32, ptr %40, align 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %433
  %435 = load volatile i8, ptr %434, align 1
  %436 = trunc i8 %435 to i7
  %437 = sext i7 %436 to i8
  store i8 %437, ptr %42, align 1
  %438 = load i32, ptr %41, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %439
  %441 = load volatile i8, ptr %440, align 1
  %442 = trunc i8 %441 to i7
  %443 = sext i7 %442 to i8
  store i8 %443, ptr %43, align 1
  %444 = load i8, ptr %43, align 1
  %445 = trunc i8 %444 to i7
  %446 = sext i7 %445 to i32
  %447 = icmp eq i32 %446, 0
  br i1 %447, label %456, label %448

448:                                              ; preds = %431
  %449 = load i8, ptr %42, align 1
  %450 = trunc i8 %449 to i7
  %451 = icmp eq i7 %450, -64
  br i1 %451, label %452, label %457

452:                                              ; preds = %448
  %453 = load i8, ptr %43, align 1
  %454 = trunc i8 %453 to i7
  %455 = icmp eq i7 %454, -1
  br i1 %455, label %456, label %457

456:                                              ; preds = %452, %431
  br label %525

457:                                              ; preds = %452, %448
  %458 = load i8, ptr %42, align 1
  %459 = trunc i8 %458 to i7
  %460 = load i8, ptr %43, align 1
  %461 = trunc i8 %460 to i7
  %462 = call i7 @op_div(i7 noundef %459, i7 noundef %461)
  %463 = sext i7 %462 to i8
  store i8 %463, ptr %44, align 1
  %464 = load i8, ptr %42, align 1
  %465 = trunc i8 %464 to i7
  %466 = load i8, ptr %43, align 1
  %467 = trunc i8 %466 to i7
  %468 = call i7 @op_rem(i7 noundef %465, i7 noundef %467)
  %469 = sext i7 %468 to i8
  store i8 %469, ptr %45, align 1
  %470 = load i8, ptr %44, align 1
  %471 = trunc i8 %470 to i7
  %472 = call i64 @bits(i7 noundef %471)
  call void @mix(i64 noundef %472)
  %473 = load i8, ptr %45, align 1
  %474 = trunc i8 %473 to i7
  %475 = call i64 @bits(i7 noundef %474)
  call void @mix(i64 noundef %475)
  %476 = load i8, ptr %44, align 1
  %477 = trunc i8 %476 to i7
  %478 = load i8, ptr %43, align 1
  %479 = trunc i8 %478 to i7
  %480 = call i7 @op_mul(i7 noundef %477, i7 noundef %479)
  %481 = load i8, ptr %45, align 1
  %482 = trunc i8 %481 to i7
  %483 = add i7 %480, %482
  %484 = load i8, ptr %42, align 1
  %485 = trunc i8 %484 to i7
  %486 = icmp ne i7 %483, %485
  br i1 %486, label %487, label %497

487:                                              ; preds = %457
  %488 = load i32, ptr %3, align 4
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr %3, align 4
  %490 = load i8, ptr %42, align 1
  %491 = trunc i8 %490 to i7
  %492 = sext i7 %491 to i64
  %493 = load i8, ptr %43, align 1
  %494 = trunc i8 %493 to i7
  %495 = sext i7 %494 to i64
  %496 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %492, i64 noundef %495)
  br label %497

497:                                              ; preds = %487, %457
  %498 = load i8, ptr %45, align 1
  %499 = trunc i8 %498 to i7
  %500 = sext i7 %499 to i32
  %501 = icmp ne i32 %500, 0
  br i1 %501, label %502, label %524

502:                                              ; preds = %497
  %503 = load i8, ptr %45, align 1
  %504 = trunc i8 %503 to i7
  %505 = sext i7 %504 to i32
  %506 = icmp slt i32 %505, 0
  %507 = zext i1 %506 to i32
  %508 = load i8, ptr %42, align 1
  %509 = trunc i8 %508 to i7
  %510 = sext i7 %509 to i32
  %511 = icmp slt i32 %510, 0
  %512 = zext i1 %511 to i32
  %513 = icmp ne i32 %507, %512
  br i1 %513, label %514, label %524

514:                                              ; preds = %502
  %515 = load i32, ptr %3, align 4
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr %3, align 4
  %517 = load i8, ptr %42, align 1
  %518 = trunc i8 %517 to i7
  %519 = sext i7 %518 to i64
  %520 = load i8, ptr %43, align 1
  %521 = trunc i8 %520 to i7
  %522 = sext i7 %521 to i64
  %523 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %519, i64 noundef %522)
  br label %524

524:                                              ; preds = %514, %502, %497
  br label %525

525:                                              ; preds = %524, %456
  %526 = load i32, ptr %41, align 4
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %41, align 4
  br label %428, !llvm.loop !25

528:                                              ; preds = %428
  br label %529

529:                                              ; preds = %528
  %530 = load i32, ptr %40, align 4
  %531 = add nsw i32 %530, 1
  store i32 %531, ptr %40, align 4
  br label %424, !llvm.loop !26

532:                                              ; preds = %424
  %533 = load i64, ptr @h, align 8
  %534 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %533)
  %535 = load i64, ptr @h, align 8
  %536 = load i64, ptr %2, align 8
  %537 = xor i64 %536, %535
  store i64 %537, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %538

538:                                              ; preds = %571, %532
  %539 = load i32, ptr %46, align 4
  %540 = icmp slt i32 %539, 21
  br i1 %540, label %541, label %574

541:                                              ; preds = %538
  store i32 0, ptr %47, align 4
  br label %542

542:                                              ; preds = %567, %541
  %543 = load i32, ptr %47, align 4
  %544 = icmp slt i32 %543, 7
  br i1 %544, label %545, label %570

545:                                              ; preds = %542
  %546 = load i32, ptr %46, align 4
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %547
  %549 = load volatile i8, ptr %548, align 1
  %550 = trunc i8 %549 to i7
  %551 = sext i7 %550 to i8
  store i8 %551, ptr %48, align 1
  %552 = load i8, ptr %48, align 1
  %553 = trunc i8 %552 to i7
  %554 = load i32, ptr %47, align 4
  %555 = call i7 @op_shl(i7 noundef %553, i32 noundef %554)
  %556 = call i64 @bits(i7 noundef %555)
  call void @mix(i64 noundef %556)
  %557 = load i8, ptr %48, align 1
  %558 = trunc i8 %557 to i7
  %559 = load i32, ptr %47, align 4
  %560 = call i7 @op_lshr(i7 noundef %558, i32 noundef %559)
  %561 = call i64 @bits(i7 noundef %560)
  call void @mix(i64 noundef %561)
  %562 = load i8, ptr %48, align 1
  %563 = trunc i8 %562 to i7
  %564 = load i32, ptr %47, align 4
  %565 = call i7 @op_ashr(i7 noundef %563, i32 noundef %564)
  %566 = call i64 @bits(i7 noundef %565)
  call void @mix(i64 noundef %566)
  br label %567

567:                                              ; preds = %545
  %568 = load i32, ptr %47, align 4
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr %47, align 4
  br label %542, !llvm.loop !27

570:                                              ; preds = %542
  br label %571

571:                                              ; preds = %570
  %572 = load i32, ptr %46, align 4
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr %46, align 4
  br label %538, !llvm.loop !28

574:                                              ; preds = %538
  %575 = load i64, ptr @h, align 8
  %576 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %575)
  %577 = load i64, ptr @h, align 8
  %578 = load i64, ptr %2, align 8
  %579 = xor i64 %578, %577
  store i64 %579, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %580

580:                                              ; preds = %606, %574
  %581 = load i32, ptr %49, align 4
  %582 = icmp slt i32 %581, 21
  br i1 %582, label %583, label %609

583:                                              ; preds = %580
  %584 = load i32, ptr %49, align 4
  %585 = sext i32 %584 to i64
  %586 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %585
  %587 = load volatile i8, ptr %586, align 1
  %588 = trunc i8 %587 to i7
  %589 = sext i7 %588 to i8
  store i8 %589, ptr %50, align 1
  %590 = load i8, ptr %50, align 1
  %591 = trunc i8 %590 to i7
  %592 = sext i7 %591 to i64
  %593 = load i8, ptr %50, align 1
  %594 = trunc i8 %593 to i7
  %595 = call i7 @op_shl(i7 noundef %594, i32 noundef 6)
  %596 = call i64 @bits(i7 noundef %595)
  %597 = load i8, ptr %50, align 1
  %598 = trunc i8 %597 to i7
  %599 = call i7 @op_lshr(i7 noundef %598, i32 noundef 6)
  %600 = call i64 @bits(i7 noundef %599)
  %601 = load i8, ptr %50, align 1
  %602 = trunc i8 %601 to i7
  %603 = call i7 @op_ashr(i7 noundef %602, i32 noundef 6)
  %604 = sext i7 %603 to i64
  %605 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %592, i32 noundef 6, i64 noundef %596, i32 noundef 6, i64 noundef %600, i32 noundef 6, i64 noundef %604)
  br label %606

606:                                              ; preds = %583
  %607 = load i32, ptr %49, align 4
  %608 = add nsw i32 %607, 4
  store i32 %608, ptr %49, align 4
  br label %580, !llvm.loop !29

609:                                              ; preds = %580
  store i32 0, ptr %51, align 4
  br label %610

610:                                              ; preds = %711, %609
  %611 = load i32, ptr %51, align 4
  %612 = icmp slt i32 %611, 21
  br i1 %612, label %613, label %714

613:                                              ; preds = %610
  %614 = load i32, ptr %51, align 4
  %615 = sext i32 %614 to i64
  %616 = getelementptr inbounds [21 x i8], ptr @vals, i64 0, i64 %615
  %617 = load volatile i8, ptr %616, align 1
  %618 = trunc i8 %617 to i7
  %619 = sext i7 %618 to i8
  store i8 %619, ptr %52, align 1
  %620 = load i8, ptr %52, align 1
  %621 = trunc i8 %620 to i7
  %622 = sext i7 %621 to i64
  %623 = load i8, ptr %52, align 1
  %624 = trunc i8 %623 to i7
  %625 = call i7 @op_neg(i7 noundef %624)
  %626 = call i64 @bits(i7 noundef %625)
  %627 = load i8, ptr %52, align 1
  %628 = trunc i8 %627 to i7
  %629 = call i7 @op_not(i7 noundef %628)
  %630 = call i64 @bits(i7 noundef %629)
  %631 = load i8, ptr %52, align 1
  %632 = trunc i8 %631 to i7
  %633 = call i7 @op_abs(i7 noundef %632)
  %634 = call i64 @bits(i7 noundef %633)
  %635 = load i8, ptr %52, align 1
  %636 = trunc i8 %635 to i7
  %637 = call i7 @div3(i7 noundef %636)
  %638 = sext i7 %637 to i64
  %639 = load i8, ptr %52, align 1
  %640 = trunc i8 %639 to i7
  %641 = call i7 @div7(i7 noundef %640)
  %642 = sext i7 %641 to i64
  %643 = load i8, ptr %52, align 1
  %644 = trunc i8 %643 to i7
  %645 = call i7 @div10(i7 noundef %644)
  %646 = sext i7 %645 to i64
  %647 = load i8, ptr %52, align 1
  %648 = trunc i8 %647 to i7
  %649 = call i7 @rem10(i7 noundef %648)
  %650 = sext i7 %649 to i64
  %651 = load i8, ptr %52, align 1
  %652 = trunc i8 %651 to i7
  %653 = call i7 @div16(i7 noundef %652)
  %654 = sext i7 %653 to i64
  %655 = load i8, ptr %52, align 1
  %656 = trunc i8 %655 to i7
  %657 = call i7 @rem16(i7 noundef %656)
  %658 = sext i7 %657 to i64
  %659 = load i8, ptr %52, align 1
  %660 = trunc i8 %659 to i7
  %661 = call i7 @divm5(i7 noundef %660)
  %662 = sext i7 %661 to i64
  %663 = load i8, ptr %52, align 1
  %664 = trunc i8 %663 to i7
  %665 = call i7 @divmax(i7 noundef %664)
  %666 = sext i7 %665 to i64
  %667 = load i8, ptr %52, align 1
  %668 = trunc i8 %667 to i7
  %669 = sitofp i7 %668 to float
  %670 = fpext float %669 to double
  %671 = load i8, ptr %52, align 1
  %672 = trunc i8 %671 to i7
  %673 = sitofp i7 %672 to double
  %674 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %622, i64 noundef %626, i64 noundef %630, i64 noundef %634, i64 noundef %638, i64 noundef %642, i64 noundef %646, i64 noundef %650, i64 noundef %654, i64 noundef %658, i64 noundef %662, i64 noundef %666, double noundef %670, double noundef %673)
  %675 = load i8, ptr %52, align 1
  %676 = trunc i8 %675 to i7
  %677 = call i7 @div10(i7 noundef %676)
  %678 = load i8, ptr %52, align 1
  %679 = trunc i8 %678 to i7
  %680 = call i7 @op_div(i7 noundef %679, i7 noundef 10)
  %681 = icmp ne i7 %677, %680
  br i1 %681, label %706, label %682

682:                                              ; preds = %613
  %683 = load i8, ptr %52, align 1
  %684 = trunc i8 %683 to i7
  %685 = call i7 @rem10(i7 noundef %684)
  %686 = load i8, ptr %52, align 1
  %687 = trunc i8 %686 to i7
  %688 = call i7 @op_rem(i7 noundef %687, i7 noundef 10)
  %689 = icmp ne i7 %685, %688
  br i1 %689, label %706, label %690

690:                                              ; preds = %682
  %691 = load i8, ptr %52, align 1
  %692 = trunc i8 %691 to i7
  %693 = call i7 @div7(i7 noundef %692)
  %694 = load i8, ptr %52, align 1
  %695 = trunc i8 %694 to i7
  %696 = call i7 @op_div(i7 noundef %695, i7 noundef 7)
  %697 = icmp ne i7 %693, %696
  br i1 %697, label %706, label %698

698:                                              ; preds = %690
  %699 = load i8, ptr %52, align 1
  %700 = trunc i8 %699 to i7
  %701 = call i7 @div16(i7 noundef %700)
  %702 = load i8, ptr %52, align 1
  %703 = trunc i8 %702 to i7
  %704 = call i7 @op_div(i7 noundef %703, i7 noundef 16)
  %705 = icmp ne i7 %701, %704
  br i1 %705, label %706, label %710

706:                                              ; preds = %698, %690, %682, %613
  %707 = load i32, ptr %3, align 4
  %708 = add nsw i32 %707, 1
  store i32 %708, ptr %3, align 4
  %709 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %710

710:                                              ; preds = %706, %698
  br label %711

711:                                              ; preds = %710
  %712 = load i32, ptr %51, align 4
  %713 = add nsw i32 %712, 1
  store i32 %713, ptr %51, align 4
  br label %610, !llvm.loop !30

714:                                              ; preds = %610
  %715 = load i64, ptr %2, align 8
  %716 = load i32, ptr %3, align 4
  %717 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %715, i32 noundef %716)
  %718 = load i32, ptr %3, align 4
  %719 = icmp ne i32 %718, 0
  br i1 %719, label %720, label %721

720:                                              ; preds = %714
  br label %725

721:                                              ; preds = %714
  %722 = load i64, ptr %2, align 8
  %723 = and i64 %722, 63
  %724 = trunc i64 %723 to i32
  br label %725

725:                                              ; preds = %721, %720
  %726 = phi i32 [ 100, %720 ], [ %724, %721 ]
  ret i32 %726
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr @h, align 8
  %4 = load i64, ptr %2, align 8
  %5 = xor i64 %3, %4
  %6 = mul i64 %5, 1099511628211
  store i64 %6, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = zext i7 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_add(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = add i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_sub(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = sub i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_mul(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = mul i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_and(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = and i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_or(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = or i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_xor(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = xor i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_min(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = icmp slt i7 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i8, ptr %3, align 1
  %14 = trunc i8 %13 to i7
  br label %18

15:                                               ; preds = %2
  %16 = load i8, ptr %4, align 1
  %17 = trunc i8 %16 to i7
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i7 [ %14, %12 ], [ %17, %15 ]
  ret i7 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_max(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = icmp sgt i7 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i8, ptr %3, align 1
  %14 = trunc i8 %13 to i7
  br label %18

15:                                               ; preds = %2
  %16 = load i8, ptr %4, align 1
  %17 = trunc i8 %16 to i7
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i7 [ %14, %12 ], [ %17, %15 ]
  ret i7 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = icmp eq i7 %8, %10
  %12 = zext i1 %11 to i32
  %13 = load i8, ptr %3, align 1
  %14 = trunc i8 %13 to i7
  %15 = load i8, ptr %4, align 1
  %16 = trunc i8 %15 to i7
  %17 = icmp ne i7 %14, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %12, %19
  %21 = load i8, ptr %3, align 1
  %22 = trunc i8 %21 to i7
  %23 = load i8, ptr %4, align 1
  %24 = trunc i8 %23 to i7
  %25 = icmp slt i7 %22, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 2
  %28 = or i32 %20, %27
  %29 = load i8, ptr %3, align 1
  %30 = trunc i8 %29 to i7
  %31 = load i8, ptr %4, align 1
  %32 = trunc i8 %31 to i7
  %33 = icmp sle i7 %30, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %28, %35
  %37 = load i8, ptr %3, align 1
  %38 = trunc i8 %37 to i7
  %39 = load i8, ptr %4, align 1
  %40 = trunc i8 %39 to i7
  %41 = icmp sgt i7 %38, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 4
  %44 = or i32 %36, %43
  %45 = load i8, ptr %3, align 1
  %46 = trunc i8 %45 to i7
  %47 = load i8, ptr %4, align 1
  %48 = trunc i8 %47 to i7
  %49 = icmp sge i7 %46, %48
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 5
  %52 = or i32 %44, %51
  %53 = load i8, ptr %3, align 1
  %54 = trunc i8 %53 to i7
  %55 = load i8, ptr %4, align 1
  %56 = trunc i8 %55 to i7
  %57 = icmp ult i7 %54, %56
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 6
  %60 = or i32 %52, %59
  %61 = load i8, ptr %3, align 1
  %62 = trunc i8 %61 to i7
  %63 = load i8, ptr %4, align 1
  %64 = trunc i8 %63 to i7
  %65 = icmp uge i7 %62, %64
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 7
  %68 = or i32 %60, %67
  %69 = load i8, ptr %3, align 1
  %70 = trunc i8 %69 to i7
  %71 = icmp ne i7 %70, 0
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  %74 = shl i32 %73, 8
  %75 = or i32 %68, %74
  %76 = load i8, ptr %4, align 1
  %77 = trunc i8 %76 to i7
  %78 = icmp ne i7 %77, 0
  %79 = xor i1 %78, true
  %80 = xor i1 %79, true
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 9
  %83 = or i32 %75, %82
  ret i32 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_div(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = sdiv i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_rem(i7 noundef %0, i7 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  %6 = sext i7 %1 to i8
  store i8 %6, ptr %4, align 1
  %7 = load i8, ptr %3, align 1
  %8 = trunc i8 %7 to i7
  %9 = load i8, ptr %4, align 1
  %10 = trunc i8 %9 to i7
  %11 = srem i7 %8, %10
  ret i7 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_shl(i7 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %6 = load i8, ptr %3, align 1
  %7 = trunc i8 %6 to i7
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i7
  %10 = shl i7 %7, %9
  ret i7 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_lshr(i7 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %6 = load i8, ptr %3, align 1
  %7 = trunc i8 %6 to i7
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i7
  %10 = lshr i7 %7, %9
  ret i7 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_ashr(i7 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  %5 = sext i7 %0 to i8
  store i8 %5, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %6 = load i8, ptr %3, align 1
  %7 = trunc i8 %6 to i7
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i7
  %10 = ashr i7 %7, %9
  ret i7 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_neg(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sub i7 0, %5
  ret i7 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_not(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = xor i7 %5, -1
  ret i7 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @op_abs(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = load i8, ptr %2, align 1
  %10 = trunc i8 %9 to i7
  %11 = call i7 @op_neg(i7 noundef %10)
  br label %15

12:                                               ; preds = %1
  %13 = load i8, ptr %2, align 1
  %14 = trunc i8 %13 to i7
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i7 [ %11, %8 ], [ %14, %12 ]
  ret i7 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @div3(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = sdiv i32 %6, 3
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @div7(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = sdiv i32 %6, 7
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @div10(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = sdiv i32 %6, 10
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @rem10(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = srem i32 %6, 10
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @div16(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = sdiv i32 %6, 16
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @rem16(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sext i7 %5 to i32
  %7 = srem i32 %6, 16
  %8 = trunc i32 %7 to i7
  ret i7 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @divm5(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sdiv i7 %5, -5
  ret i7 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i7 @divmax(i7 noundef %0) #0 {
  %2 = alloca i8, align 1
  %3 = sext i7 %0 to i8
  store i8 %3, ptr %2, align 1
  %4 = load i8, ptr %2, align 1
  %5 = trunc i8 %4 to i7
  %6 = sdiv i7 %5, 63
  ret i7 %6
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
