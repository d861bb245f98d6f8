; ModuleID = 'programs/ops_matrix_bitint33.c'
source_filename = "programs/ops_matrix_bitint33.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i64] [i64 -4294967296, i64 -4294967295, i64 -2147483648, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 2147483647, i64 2147483648, i64 4294967294, i64 4294967295, i64 -2863311531, i64 2863311530, i64 -1985229329], align 8
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
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  %45 = alloca i64, align 8
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i64, align 8
  %49 = alloca i32, align 4
  %50 = alloca i64, align 8
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 33, ptr noundef @.str.1, i64 noundef -4294967296, i64 noundef 4294967295)
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
  %65 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %64
  %66 = load volatile i64, ptr %65, align 8
  %67 = trunc i64 %66 to i33
  %68 = sext i33 %67 to i64
  store i64 %68, ptr %6, align 8
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %70
  %72 = load volatile i64, ptr %71, align 8
  %73 = trunc i64 %72 to i33
  %74 = sext i33 %73 to i64
  store i64 %74, ptr %7, align 8
  %75 = load i64, ptr %6, align 8
  %76 = trunc i64 %75 to i33
  %77 = load i64, ptr %7, align 8
  %78 = trunc i64 %77 to i33
  %79 = call i33 @op_add(i33 noundef %76, i33 noundef %78)
  %80 = call i64 @bits(i33 noundef %79)
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
  %106 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %105
  %107 = load volatile i64, ptr %106, align 8
  %108 = trunc i64 %107 to i33
  %109 = sext i33 %108 to i64
  store i64 %109, ptr %10, align 8
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %111
  %113 = load volatile i64, ptr %112, align 8
  %114 = trunc i64 %113 to i33
  %115 = sext i33 %114 to i64
  store i64 %115, ptr %11, align 8
  %116 = load i64, ptr %10, align 8
  %117 = trunc i64 %116 to i33
  %118 = load i64, ptr %11, align 8
  %119 = trunc i64 %118 to i33
  %120 = call i33 @op_sub(i33 noundef %117, i33 noundef %119)
  %121 = call i64 @bits(i33 noundef %120)
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
  %147 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %146
  %148 = load volatile i64, ptr %147, align 8
  %149 = trunc i64 %148 to i33
  %150 = sext i33 %149 to i64
  store i64 %150, ptr %14, align 8
  %151 = load i32, ptr %13, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %152
  %154 = load volatile i64, ptr %153, align 8
  %155 = trunc i64 %154 to i33
  %156 = sext i33 %155 to i64
  store i64 %156, ptr %15, align 8
  %157 = load i64, ptr %14, align 8
  %158 = trunc i64 %157 to i33
  %159 = load i64, ptr %15, align 8
  %160 = trunc i64 %159 to i33
  %161 = call i33 @op_mul(i33 noundef %158, i33 noundef %160)
  %162 = call i64 @bits(i33 noundef %161)
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
  %188 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %187
  %189 = load volatile i64, ptr %188, align 8
  %190 = trunc i64 %189 to i33
  %191 = sext i33 %190 to i64
  store i64 %191, ptr %18, align 8
  %192 = load i32, ptr %17, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
  %195 = load volatile i64, ptr %194, align 8
  %196 = trunc i64 %195 to i33
  %197 = sext i33 %196 to i64
  store i64 %197, ptr %19, align 8
  %198 = load i64, ptr %18, align 8
  %199 = trunc i64 %198 to i33
  %200 = load i64, ptr %19, align 8
  %201 = trunc i64 %200 to i33
  %202 = call i33 @op_and(i33 noundef %199, i33 noundef %201)
  %203 = call i64 @bits(i33 noundef %202)
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
  %229 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %228
  %230 = load volatile i64, ptr %229, align 8
  %231 = trunc i64 %230 to i33
  %232 = sext i33 %231 to i64
  store i64 %232, ptr %22, align 8
  %233 = load i32, ptr %21, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %234
  %236 = load volatile i64, ptr %235, align 8
  %237 = trunc i64 %236 to i33
  %238 = sext i33 %237 to i64
  store i64 %238, ptr %23, align 8
  %239 = load i64, ptr %22, align 8
  %240 = trunc i64 %239 to i33
  %241 = load i64, ptr %23, align 8
  %242 = trunc i64 %241 to i33
  %243 = call i33 @op_or(i33 noundef %240, i33 noundef %242)
  %244 = call i64 @bits(i33 noundef %243)
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
  %270 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %269
  %271 = load volatile i64, ptr %270, align 8
  %272 = trunc i64 %271 to i33
  %273 = sext i33 %272 to i64
  store i64 %273, ptr %26, align 8
  %274 = load i32, ptr %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %275
  %277 = load volatile i64, ptr %276, align 8
  %278 = trunc i64 %277 to i33
  %279 = sext i33 %278 to i64
  store i64 %279, ptr %27, align 8
  %280 = load i64, ptr %26, align 8
  %281 = trunc i64 %280 to i33
  %282 = load i64, ptr %27, align 8
  %283 = trunc i64 %282 to i33
  %284 = call i33 @op_xor(i33 noundef %281, i33 noundef %283)
  %285 = call i64 @bits(i33 noundef %284)
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
  %311 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %310
  %312 = load volatile i64, ptr %311, align 8
  %313 = trunc i64 %312 to i33
  %314 = sext i33 %313 to i64
  store i64 %314, ptr %30, align 8
  %315 = load i32, ptr %29, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %316
  %318 = load volatile i64, ptr %317, align 8
  %319 = trunc i64 %318 to i33
  %320 = sext i33 %319 to i64
  store i64 %320, ptr %31, align 8
  %321 = load i64, ptr %30, align 8
  %322 = trunc i64 %321 to i33
  %323 = load i64, ptr %31, align 8
  %324 = trunc i64 %323 to i33
  %325 = call i33 @op_min(i33 noundef %322, i33 noundef %324)
  %326 = call i64 @bits(i33 noundef %325)
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
  %352 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %351
  %353 = load volatile i64, ptr %352, align 8
  %354 = trunc i64 %353 to i33
  %355 = sext i33 %354 to i64
  store i64 %355, ptr %34, align 8
  %356 = load i32, ptr %33, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %357
  %359 = load volatile i64, ptr %358, align 8
  %360 = trunc i64 %359 to i33
  %361 = sext i33 %360 to i64
  store i64 %361, ptr %35, align 8
  %362 = load i64, ptr %34, align 8
  %363 = trunc i64 %362 to i33
  %364 = load i64, ptr %35, align 8
  %365 = trunc i64 %364 to i33
  %366 = call i33 @op_max(i33 noundef %363, i33 noundef %365)
  %367 = call i64 @bits(i33 noundef %366)
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
  %393 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %392
  %394 = load volatile i64, ptr %393, align 8
  %395 = trunc i64 %394 to i33
  %396 = sext i33 %395 to i64
  store i64 %396, ptr %38, align 8
  %397 = load i32, ptr %37, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %398
  %400 = load volatile i64, ptr %399, align 8
  %401 = trunc i64 %400 to i33
  %402 = sext i33 %401 to i64
  store i64 %402, ptr %39, align 8
  %403 = load i64, ptr %38, align 8
  %404 = trunc i64 %403 to i33
  %405 = load i64, ptr %39, align 8
  %406 = trunc i64 %405 to i33
  %407 = call i32 @op_cmp(i33 noundef %404, i33 noundef %406)
  %408 = sext i32 %407 to i33
  %409 = call i64 @bits(i33 noundef %408)
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

424:                                              ; preds = %525, %423
  %425 = load i32, ptr %40, align 4
  %426 = icmp slt i32 %425, 21
  br i1 %426, label %427, label %528

427:                                              ; preds = %424
  store i32 0, ptr %41, align 4
  br label %428

428:                                              ; preds = %521, %427
  %429 = load i32, ptr %41, align 4
  %430 = icmp slt i32 %429, 21
  br i1 %430, label %431, label %524

431:                                              ; preds = %428
  %432 = load i32, ptr %40, align 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %433
  %435 = load volatile i64, ptr %434, align 8
  %436 = trunc i64 %435 to i33
  %437 = sext i33 %436 to i64
  store i64 %437, ptr %42, align 8
  %438 = load i32, ptr %41, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %439
  %441 = load volatile i64, ptr %440, align 8
  %442 = trunc i64 %441 to i33
  %443 = sext i33 %442 to i64
  store i64 %443, ptr %43, align 8
  %444 = load i64, ptr %43, align 8
  %445 = trunc i64 %444 to i33
  %446 = icmp eq i33 %445, 0
  br i1 %446, label %455, label %447

447:                                              ; preds = %431
  %448 = load i64, ptr %42, align 8
  %449 = trunc i64 %448 to i33
  %450 = icmp eq i33 %449, -4294967296
  br i1 %450, label %451, label %456

451:                                              ; preds = %447
  %452 = load i64, ptr %43, align 8
  %453 = trunc i64 %452 to i33
  %454 = icmp eq i33 %453, -1
  br i1 %454, label %455, label %456

455:                                              ; preds = %451, %431
  br label %521

456:                                              ; preds = %451, %447
  %457 = load i64, ptr %42, align 8
  %458 = trunc i64 %457 to i33
  %459 = load i64, ptr %43, align 8
  %460 = trunc i64 %459 to i33
  %461 = call i33 @op_div(i33 noundef %458, i33 noundef %460)
  %462 = sext i33 %461 to i64
  store i64 %462, ptr %44, align 8
  %463 = load i64, ptr %42, align 8
  %464 = trunc i64 %463 to i33
  %465 = load i64, ptr %43, align 8
  %466 = trunc i64 %465 to i33
  %467 = call i33 @op_rem(i33 noundef %464, i33 noundef %466)
  %468 = sext i33 %467 to i64
  store i64 %468, ptr %45, align 8
  %469 = load i64, ptr %44, align 8
  %470 = trunc i64 %469 to i33
  %471 = call i64 @bits(i33 noundef %470)
  call void @mix(i64 noundef %471)
  %472 = load i64, ptr %45, align 8
  %473 = trunc i64 %472 to i33
  %474 = call i64 @bits(i33 noundef %473)
  call void @mix(i64 noundef %474)
  %475 = load i64, ptr %44, align 8
  %476 = trunc i64 %475 to i33
  %477 = load i64, ptr %43, align 8
  %478 = trunc i64 %477 to i33
  %479 = call i33 @op_mul(i33 noundef %476, i33 noundef %478)
  %480 = load i64, ptr %45, align 8
  %481 = trunc i64 %480 to i33
  %482 = add i33 %479, %481
  %483 = load i64, ptr %42, align 8
  %484 = trunc i64 %483 to i33
  %485 = icmp ne i33 %482, %484
  br i1 %485, label %486, label %496

486:                                              ; preds = %456
  %487 = load i32, ptr %3, align 4
  %488 = add nsw i32 %487, 1
  store i32 %488, ptr %3, align 4
  %489 = load i64, ptr %42, align 8
  %490 = trunc i64 %489 to i33
  %491 = sext i33 %490 to i64
  %492 = load i64, ptr %43, align 8
  %493 = trunc i64 %492 to i33
  %494 = sext i33 %493 to i64
  %495 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %491, i64 noundef %494)
  br label %496

496:                                              ; preds = %486, %456
  %497 = load i64, ptr %45, align 8
  %498 = trunc i64 %497 to i33
  %499 = icmp ne i33 %498, 0
  br i1 %499, label %500, label %520

500:                                              ; preds = %496
  %501 = load i64, ptr %45, align 8
  %502 = trunc i64 %501 to i33
  %503 = icmp slt i33 %502, 0
  %504 = zext i1 %503 to i32
  %505 = load i64, ptr %42, align 8
  %506 = trunc i64 %505 to i33
  %507 = icmp slt i33 %506, 0
  %508 = zext i1 %507 to i32
  %509 = icmp ne i32 %504, %508
  br i1 %509, label %510, label %520

510:                                              ; preds = %500
  %511 = load i32, ptr %3, align 4
  %512 = add nsw i32 %511, 1
  store i32 %512, ptr %3, align 4
  %513 = load i64, ptr %42, align 8
  %514 = trunc i64 %513 to i33
  %515 = sext i33 %514 to i64
  %516 = load i64, ptr %43, align 8
  %517 = trunc i64 %516 to i33
  %518 = sext i33 %517 to i64
  %519 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %515, i64 noundef %518)
  br label %520

520:                                              ; preds = %510, %500, %496
  br label %521

521:                                              ; preds = %520, %455
  %522 = load i32, ptr %41, align 4
  %523 = add nsw i32 %522, 1
  store i32 %523, ptr %41, align 4
  br label %428, !llvm.loop !25

524:                                              ; preds = %428
  br label %525

525:                                              ; preds = %524
  %526 = load i32, ptr %40, align 4
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %40, align 4
  br label %424, !llvm.loop !26

528:                                              ; preds = %424
  %529 = load i64, ptr @h, align 8
  %530 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %529)
  %531 = load i64, ptr @h, align 8
  %532 = load i64, ptr %2, align 8
  %533 = xor i64 %532, %531
  store i64 %533, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %534

534:                                              ; preds = %567, %528
  %535 = load i32, ptr %46, align 4
  %536 = icmp slt i32 %535, 21
  br i1 %536, label %537, label %570

537:                                              ; preds = %534
  store i32 0, ptr %47, align 4
  br label %538

538:                                              ; preds = %563, %537
  %539 = load i32, ptr %47, align 4
  %540 = icmp slt i32 %539, 33
  br i1 %540, label %541, label %566

541:                                              ; preds = %538
  %542 = load i32, ptr %46, align 4
  %543 = sext i32 %542 to i64
  %544 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %543
  %545 = load volatile i64, ptr %544, align 8
  %546 = trunc i64 %545 to i33
  %547 = sext i33 %546 to i64
  store i64 %547, ptr %48, align 8
  %548 = load i64, ptr %48, align 8
  %549 = trunc i64 %548 to i33
  %550 = load i32, ptr %47, align 4
  %551 = call i33 @op_shl(i33 noundef %549, i32 noundef %550)
  %552 = call i64 @bits(i33 noundef %551)
  call void @mix(i64 noundef %552)
  %553 = load i64, ptr %48, align 8
  %554 = trunc i64 %553 to i33
  %555 = load i32, ptr %47, align 4
  %556 = call i33 @op_lshr(i33 noundef %554, i32 noundef %555)
  %557 = call i64 @bits(i33 noundef %556)
  call void @mix(i64 noundef %557)
  %558 = load i64, ptr %48, align 8
  %559 = trunc i64 %558 to i33
  %560 = load i32, ptr %47, align 4
  %561 = call i33 @op_ashr(i33 noundef %559, i32 noundef %560)
  %562 = call i64 @bits(i33 noundef %561)
  call void @mix(i64 noundef %562)
  br label %563

563:                                              ; preds = %541
  %564 = load i32, ptr %47, align 4
  %565 = add nsw i32 %564, 1
  store i32 %565, ptr %47, align 4
  br label %538, !llvm.loop !27

566:                                              ; preds = %538
  br label %567

567:                                              ; preds = %566
  %568 = load i32, ptr %46, align 4
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr %46, align 4
  br label %534, !llvm.loop !28

570:                                              ; preds = %534
  %571 = load i64, ptr @h, align 8
  %572 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %571)
  %573 = load i64, ptr @h, align 8
  %574 = load i64, ptr %2, align 8
  %575 = xor i64 %574, %573
  store i64 %575, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %576

576:                                              ; preds = %602, %570
  %577 = load i32, ptr %49, align 4
  %578 = icmp slt i32 %577, 21
  br i1 %578, label %579, label %605

579:                                              ; preds = %576
  %580 = load i32, ptr %49, align 4
  %581 = sext i32 %580 to i64
  %582 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %581
  %583 = load volatile i64, ptr %582, align 8
  %584 = trunc i64 %583 to i33
  %585 = sext i33 %584 to i64
  store i64 %585, ptr %50, align 8
  %586 = load i64, ptr %50, align 8
  %587 = trunc i64 %586 to i33
  %588 = sext i33 %587 to i64
  %589 = load i64, ptr %50, align 8
  %590 = trunc i64 %589 to i33
  %591 = call i33 @op_shl(i33 noundef %590, i32 noundef 32)
  %592 = call i64 @bits(i33 noundef %591)
  %593 = load i64, ptr %50, align 8
  %594 = trunc i64 %593 to i33
  %595 = call i33 @op_lshr(i33 noundef %594, i32 noundef 32)
  %596 = call i64 @bits(i33 noundef %595)
  %597 = load i64, ptr %50, align 8
  %598 = trunc i64 %597 to i33
  %599 = call i33 @op_ashr(i33 noundef %598, i32 noundef 32)
  %600 = sext i33 %599 to i64
  %601 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %588, i32 noundef 32, i64 noundef %592, i32 noundef 32, i64 noundef %596, i32 noundef 32, i64 noundef %600)
  br label %602

602:                                              ; preds = %579
  %603 = load i32, ptr %49, align 4
  %604 = add nsw i32 %603, 4
  store i32 %604, ptr %49, align 4
  br label %576, !llvm.loop !29

605:                                              ; preds = %576
  store i32 0, ptr %51, align 4
  br label %606

606:                                              ; preds = %707, %605
  %607 = load i32, ptr %51, align 4
  %608 = icmp slt i32 %607, 21
  br i1 %608, label %609, label %710

609:                                              ; preds = %606
  %610 = load i32, ptr %51, align 4
  %611 = sext i32 %610 to i64
  %612 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %611
  %613 = load volatile i64, ptr %612, align 8
  %614 = trunc i64 %613 to i33
  %615 = sext i33 %614 to i64
  store i64 %615, ptr %52, align 8
  %616 = load i64, ptr %52, align 8
  %617 = trunc i64 %616 to i33
  %618 = sext i33 %617 to i64
  %619 = load i64, ptr %52, align 8
  %620 = trunc i64 %619 to i33
  %621 = call i33 @op_neg(i33 noundef %620)
  %622 = call i64 @bits(i33 noundef %621)
  %623 = load i64, ptr %52, align 8
  %624 = trunc i64 %623 to i33
  %625 = call i33 @op_not(i33 noundef %624)
  %626 = call i64 @bits(i33 noundef %625)
  %627 = load i64, ptr %52, align 8
  %628 = trunc i64 %627 to i33
  %629 = call i33 @op_abs(i33 noundef %628)
  %630 = call i64 @bits(i33 noundef %629)
  %631 = load i64, ptr %52, align 8
  %632 = trunc i64 %631 to i33
  %633 = call i33 @div3(i33 noundef %632)
  %634 = sext i33 %633 to i64
  %635 = load i64, ptr %52, align 8
  %636 = trunc i64 %635 to i33
  %637 = call i33 @div7(i33 noundef %636)
  %638 = sext i33 %637 to i64
  %639 = load i64, ptr %52, align 8
  %640 = trunc i64 %639 to i33
  %641 = call i33 @div10(i33 noundef %640)
  %642 = sext i33 %641 to i64
  %643 = load i64, ptr %52, align 8
  %644 = trunc i64 %643 to i33
  %645 = call i33 @rem10(i33 noundef %644)
  %646 = sext i33 %645 to i64
  %647 = load i64, ptr %52, align 8
  %648 = trunc i64 %647 to i33
  %649 = call i33 @div16(i33 noundef %648)
  %650 = sext i33 %649 to i64
  %651 = load i64, ptr %52, align 8
  %652 = trunc i64 %651 to i33
  %653 = call i33 @rem16(i33 noundef %652)
  %654 = sext i33 %653 to i64
  %655 = load i64, ptr %52, align 8
  %656 = trunc i64 %655 to i33
  %657 = call i33 @divm5(i33 noundef %656)
  %658 = sext i33 %657 to i64
  %659 = load i64, ptr %52, align 8
  %660 = trunc i64 %659 to i33
  %661 = call i33 @divmax(i33 noundef %660)
  %662 = sext i33 %661 to i64
  %663 = load i64, ptr %52, align 8
  %664 = trunc i64 %663 to i33
  %665 = sitofp i33 %664 to float
  %666 = fpext float %665 to double
  %667 = load i64, ptr %52, align 8
  %668 = trunc i64 %667 to i33
  %669 = sitofp i33 %668 to double
  %670 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %618, i64 noundef %622, i64 noundef %626, i64 noundef %630, i64 noundef %634, i64 noundef %638, i64 noundef %642, i64 noundef %646, i64 noundef %650, i64 noundef %654, i64 noundef %658, i64 noundef %662, double noundef %666, double noundef %669)
  %671 = load i64, ptr %52, align 8
  %672 = trunc i64 %671 to i33
  %673 = call i33 @div10(i33 noundef %672)
  %674 = load i64, ptr %52, align 8
  %675 = trunc i64 %674 to i33
  %676 = call i33 @op_div(i33 noundef %675, i33 noundef 10)
  %677 = icmp ne i33 %673, %676
  br i1 %677, label %702, label %678

678:                                              ; preds = %609
  %679 = load i64, ptr %52, align 8
  %680 = trunc i64 %679 to i33
  %681 = call i33 @rem10(i33 noundef %680)
  %682 = load i64, ptr %52, align 8
  %683 = trunc i64 %682 to i33
  %684 = call i33 @op_rem(i33 noundef %683, i33 noundef 10)
  %685 = icmp ne i33 %681, %684
  br i1 %685, label %702, label %686

686:                                              ; preds = %678
  %687 = load i64, ptr %52, align 8
  %688 = trunc i64 %687 to i33
  %689 = call i33 @div7(i33 noundef %688)
  %690 = load i64, ptr %52, align 8
  %691 = trunc i64 %690 to i33
  %692 = call i33 @op_div(i33 noundef %691, i33 noundef 7)
  %693 = icmp ne i33 %689, %692
  br i1 %693, label %702, label %694

694:                                              ; preds = %686
  %695 = load i64, ptr %52, align 8
  %696 = trunc i64 %695 to i33
  %697 = call i33 @div16(i33 noundef %696)
  %698 = load i64, ptr %52, align 8
  %699 = trunc i64 %698 to i33
  %700 = call i33 @op_div(i33 noundef %699, i33 noundef 16)
  %701 = icmp ne i33 %697, %700
  br i1 %701, label %702, label %706

702:                                              ; preds = %694, %686, %678, %609
  %703 = load i32, ptr %3, align 4
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr %3, align 4
  %705 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %706

706:                                              ; preds = %702, %694
  br label %707

707:                                              ; preds = %706
  %708 = load i32, ptr %51, align 4
  %709 = add nsw i32 %708, 1
  store i32 %709, ptr %51, align 4
  br label %606, !llvm.loop !30

710:                                              ; preds = %606
  %711 = load i64, ptr %2, align 8
  %712 = load i32, ptr %3, align 4
  %713 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %711, i32 noundef %712)
  %714 = load i32, ptr %3, align 4
  %715 = icmp ne i32 %714, 0
  br i1 %715, label %716, label %717

716:                                              ; preds = %710
  br label %721

717:                                              ; preds = %710
  %718 = load i64, ptr %2, align 8
  %719 = and i64 %718, 63
  %720 = trunc i64 %719 to i32
  br label %721

721:                                              ; preds = %717, %716
  %722 = phi i32 [ 100, %716 ], [ %720, %717 ]
  ret i32 %722
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
define internal i64 @bits(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = zext i33 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_add(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = add i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_sub(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = sub i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_mul(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = mul i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_and(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = and i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_or(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = or i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_xor(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = xor i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_min(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = icmp slt i33 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i33
  br label %18

15:                                               ; preds = %2
  %16 = load i64, ptr %4, align 8
  %17 = trunc i64 %16 to i33
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i33 [ %14, %12 ], [ %17, %15 ]
  ret i33 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_max(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = icmp sgt i33 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i33
  br label %18

15:                                               ; preds = %2
  %16 = load i64, ptr %4, align 8
  %17 = trunc i64 %16 to i33
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i33 [ %14, %12 ], [ %17, %15 ]
  ret i33 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = icmp eq i33 %8, %10
  %12 = zext i1 %11 to i32
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i33
  %15 = load i64, ptr %4, align 8
  %16 = trunc i64 %15 to i33
  %17 = icmp ne i33 %14, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %12, %19
  %21 = load i64, ptr %3, align 8
  %22 = trunc i64 %21 to i33
  %23 = load i64, ptr %4, align 8
  %24 = trunc i64 %23 to i33
  %25 = icmp slt i33 %22, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 2
  %28 = or i32 %20, %27
  %29 = load i64, ptr %3, align 8
  %30 = trunc i64 %29 to i33
  %31 = load i64, ptr %4, align 8
  %32 = trunc i64 %31 to i33
  %33 = icmp sle i33 %30, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %28, %35
  %37 = load i64, ptr %3, align 8
  %38 = trunc i64 %37 to i33
  %39 = load i64, ptr %4, align 8
  %40 = trunc i64 %39 to i33
  %41 = icmp sgt i33 %38, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 4
  %44 = or i32 %36, %43
  %45 = load i64, ptr %3, align 8
  %46 = trunc i64 %45 to i33
  %47 = load i64, ptr %4, align 8
  %48 = trunc i64 %47 to i33
  %49 = icmp sge i33 %46, %48
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 5
  %52 = or i32 %44, %51
  %53 = load i64, ptr %3, align 8
  %54 = trunc i64 %53 to i33
  %55 = load i64, ptr %4, align 8
  %56 = trunc i64 %55 to i33
  %57 = icmp ult i33 %54, %56
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 6
  %60 = or i32 %52, %59
  %61 = load i64, ptr %3, align 8
  %62 = trunc i64 %61 to i33
  %63 = load i64, ptr %4, align 8
  %64 = trunc i64 %63 to i33
  %65 = icmp uge i33 %62, %64
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 7
  %68 = or i32 %60, %67
  %69 = load i64, ptr %3, align 8
  %70 = trunc i64 %69 to i33
  %71 = icmp ne i33 %70, 0
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  %74 = shl i32 %73, 8
  %75 = or i32 %68, %74
  %76 = load i64, ptr %4, align 8
  %77 = trunc i64 %76 to i33
  %78 = icmp ne i33 %77, 0
  %79 = xor i1 %78, true
  %80 = xor i1 %79, true
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 9
  %83 = or i32 %75, %82
  ret i32 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_div(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = sdiv i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_rem(i33 noundef %0, i33 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = sext i33 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = srem i33 %8, %10
  ret i33 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_shl(i33 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i33
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i33
  %10 = shl i33 %7, %9
  ret i33 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_lshr(i33 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i33
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i33
  %10 = lshr i33 %7, %9
  ret i33 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_ashr(i33 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = sext i33 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i33
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i33
  %10 = ashr i33 %7, %9
  ret i33 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_neg(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sub i33 0, %5
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_not(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = xor i33 %5, -1
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @op_abs(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = icmp slt i33 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8
  %9 = trunc i64 %8 to i33
  %10 = call i33 @op_neg(i33 noundef %9)
  br label %14

11:                                               ; preds = %1
  %12 = load i64, ptr %2, align 8
  %13 = trunc i64 %12 to i33
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i33 [ %10, %7 ], [ %13, %11 ]
  ret i33 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @div3(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, 3
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @div7(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, 7
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @div10(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, 10
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @rem10(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = srem i33 %5, 10
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @div16(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, 16
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @rem16(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = srem i33 %5, 16
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @divm5(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, -5
  ret i33 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i33 @divmax(i33 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = sext i33 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sdiv i33 %5, 4294967295
  ret i33 %6
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
