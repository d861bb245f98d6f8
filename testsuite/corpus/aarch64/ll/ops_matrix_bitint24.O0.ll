; ModuleID = 'programs/ops_matrix_bitint24.c'
source_filename = "programs/ops_matrix_bitint24.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(24): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i32] [i32 -8388608, i32 -8388607, i32 -4194304, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 4194303, i32 4194304, i32 8388606, i32 8388607, i32 5592405, i32 -5592406, i32 -5517841], align 4
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
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
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
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i32, align 4
  %43 = alloca i32, align 4
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 24, ptr noundef @.str.1, i64 noundef -8388608, i64 noundef 8388607)
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
  %65 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %64
  %66 = load volatile i32, ptr %65, align 4
  %67 = trunc i32 %66 to i24
  %68 = sext i24 %67 to i32
  store i32 %68, ptr %6, align 4
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %70
  %72 = load volatile i32, ptr %71, align 4
  %73 = trunc i32 %72 to i24
  %74 = sext i24 %73 to i32
  store i32 %74, ptr %7, align 4
  %75 = load i32, ptr %6, align 4
  %76 = trunc i32 %75 to i24
  %77 = load i32, ptr %7, align 4
  %78 = trunc i32 %77 to i24
  %79 = call i24 @op_add(i24 noundef %76, i24 noundef %78)
  %80 = call i64 @bits(i24 noundef %79)
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
  %106 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %105
  %107 = load volatile i32, ptr %106, align 4
  %108 = trunc i32 %107 to i24
  %109 = sext i24 %108 to i32
  store i32 %109, ptr %10, align 4
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %111
  %113 = load volatile i32, ptr %112, align 4
  %114 = trunc i32 %113 to i24
  %115 = sext i24 %114 to i32
  store i32 %115, ptr %11, align 4
  %116 = load i32, ptr %10, align 4
  %117 = trunc i32 %116 to i24
  %118 = load i32, ptr %11, align 4
  %119 = trunc i32 %118 to i24
  %120 = call i24 @op_sub(i24 noundef %117, i24 noundef %119)
  %121 = call i64 @bits(i24 noundef %120)
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
  %147 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %146
  %148 = load volatile i32, ptr %147, align 4
  %149 = trunc i32 %148 to i24
  %150 = sext i24 %149 to i32
  store i32 %150, ptr %14, align 4
  %151 = load i32, ptr %13, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %152
  %154 = load volatile i32, ptr %153, align 4
  %155 = trunc i32 %154 to i24
  %156 = sext i24 %155 to i32
  store i32 %156, ptr %15, align 4
  %157 = load i32, ptr %14, align 4
  %158 = trunc i32 %157 to i24
  %159 = load i32, ptr %15, align 4
  %160 = trunc i32 %159 to i24
  %161 = call i24 @op_mul(i24 noundef %158, i24 noundef %160)
  %162 = call i64 @bits(i24 noundef %161)
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
  %188 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %187
  %189 = load volatile i32, ptr %188, align 4
  %190 = trunc i32 %189 to i24
  %191 = sext i24 %190 to i32
  store i32 %191, ptr %18, align 4
  %192 = load i32, ptr %17, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %193
  %195 = load volatile i32, ptr %194, align 4
  %196 = trunc i32 %195 to i24
  %197 = sext i24 %196 to i32
  store i32 %197, ptr %19, align 4
  %198 = load i32, ptr %18, align 4
  %199 = trunc i32 %198 to i24
  %200 = load i32, ptr %19, align 4
  %201 = trunc i32 %200 to i24
  %202 = call i24 @op_and(i24 noundef %199, i24 noundef %201)
  %203 = call i64 @bits(i24 noundef %202)
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
  %229 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %228
  %230 = load volatile i32, ptr %229, align 4
  %231 = trunc i32 %230 to i24
  %232 = sext i24 %231 to i32
  store i32 %232, ptr %22, align 4
  %233 = load i32, ptr %21, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %234
  %236 = load volatile i32, ptr %235, align 4
  %237 = trunc i32 %236 to i24
  %238 = sext i24 %237 to i32
  store i32 %238, ptr %23, align 4
  %239 = load i32, ptr %22, align 4
  %240 = trunc i32 %239 to i24
  %241 = load i32, ptr %23, align 4
  %242 = trunc i32 %241 to i24
  %243 = call i24 @op_or(i24 noundef %240, i24 noundef %242)
  %244 = call i64 @bits(i24 noundef %243)
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
  %270 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %269
  %271 = load volatile i32, ptr %270, align 4
  %272 = trunc i32 %271 to i24
  %273 = sext i24 %272 to i32
  store i32 %273, ptr %26, align 4
  %274 = load i32, ptr %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %275
  %277 = load volatile i32, ptr %276, align 4
  %278 = trunc i32 %277 to i24
  %279 = sext i24 %278 to i32
  store i32 %279, ptr %27, align 4
  %280 = load i32, ptr %26, align 4
  %281 = trunc i32 %280 to i24
  %282 = load i32, ptr %27, align 4
  %283 = trunc i32 %282 to i24
  %284 = call i24 @op_xor(i24 noundef %281, i24 noundef %283)
  %285 = call i64 @bits(i24 noundef %284)
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
  %311 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %310
  %312 = load volatile i32, ptr %311, align 4
  %313 = trunc i32 %312 to i24
  %314 = sext i24 %313 to i32
  store i32 %314, ptr %30, align 4
  %315 = load i32, ptr %29, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %316
  %318 = load volatile i32, ptr %317, align 4
  %319 = trunc i32 %318 to i24
  %320 = sext i24 %319 to i32
  store i32 %320, ptr %31, align 4
  %321 = load i32, ptr %30, align 4
  %322 = trunc i32 %321 to i24
  %323 = load i32, ptr %31, align 4
  %324 = trunc i32 %323 to i24
  %325 = call i24 @op_min(i24 noundef %322, i24 noundef %324)
  %326 = call i64 @bits(i24 noundef %325)
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
  %352 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %351
  %353 = load volatile i32, ptr %352, align 4
  %354 = trunc i32 %353 to i24
  %355 = sext i24 %354 to i32
  store i32 %355, ptr %34, align 4
  %356 = load i32, ptr %33, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %357
  %359 = load volatile i32, ptr %358, align 4
  %360 = trunc i32 %359 to i24
  %361 = sext i24 %360 to i32
  store i32 %361, ptr %35, align 4
  %362 = load i32, ptr %34, align 4
  %363 = trunc i32 %362 to i24
  %364 = load i32, ptr %35, align 4
  %365 = trunc i32 %364 to i24
  %366 = call i24 @op_max(i24 noundef %363, i24 noundef %365)
  %367 = call i64 @bits(i24 noundef %366)
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
  %393 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %392
  %394 = load volatile i32, ptr %393, align 4
  %395 = trunc i32 %394 to i24
  %396 = sext i24 %395 to i32
  store i32 %396, ptr %38, align 4
  %397 = load i32, ptr %37, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %398
  %400 = load volatile i32, ptr %399, align 4
  %401 = trunc i32 %400 to i24
  %402 = sext i24 %401 to i32
  store i32 %402, ptr %39, align 4
  %403 = load i32, ptr %38, align 4
  %404 = trunc i32 %403 to i24
  %405 = load i32, ptr %39, align 4
  %406 = trunc i32 %405 to i24
  %407 = call i32 @op_cmp(i24 noundef %404, i24 noundef %406)
  %408 = trunc i32 %407 to i24
  %409 = call i64 @bits(i24 noundef %408)
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
  %434 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %433
  %435 = load volatile i32, ptr %434, align 4
  %436 = trunc i32 %435 to i24
  %437 = sext i24 %436 to i32
  store i32 %437, ptr %42, align 4
  %438 = load i32, ptr %41, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %439
  %441 = load volatile i32, ptr %440, align 4
  %442 = trunc i32 %441 to i24
  %443 = sext i24 %442 to i32
  store i32 %443, ptr %43, align 4
  %444 = load i32, ptr %43, align 4
  %445 = trunc i32 %444 to i24
  %446 = sext i24 %445 to i32
  %447 = icmp eq i32 %446, 0
  br i1 %447, label %456, label %448

448:                                              ; preds = %431
  %449 = load i32, ptr %42, align 4
  %450 = trunc i32 %449 to i24
  %451 = icmp eq i24 %450, -8388608
  br i1 %451, label %452, label %457

452:                                              ; preds = %448
  %453 = load i32, ptr %43, align 4
  %454 = trunc i32 %453 to i24
  %455 = icmp eq i24 %454, -1
  br i1 %455, label %456, label %457

456:                                              ; preds = %452, %431
  br label %525

457:                                              ; preds = %452, %448
  %458 = load i32, ptr %42, align 4
  %459 = trunc i32 %458 to i24
  %460 = load i32, ptr %43, align 4
  %461 = trunc i32 %460 to i24
  %462 = call i24 @op_div(i24 noundef %459, i24 noundef %461)
  %463 = sext i24 %462 to i32
  store i32 %463, ptr %44, align 4
  %464 = load i32, ptr %42, align 4
  %465 = trunc i32 %464 to i24
  %466 = load i32, ptr %43, align 4
  %467 = trunc i32 %466 to i24
  %468 = call i24 @op_rem(i24 noundef %465, i24 noundef %467)
  %469 = sext i24 %468 to i32
  store i32 %469, ptr %45, align 4
  %470 = load i32, ptr %44, align 4
  %471 = trunc i32 %470 to i24
  %472 = call i64 @bits(i24 noundef %471)
  call void @mix(i64 noundef %472)
  %473 = load i32, ptr %45, align 4
  %474 = trunc i32 %473 to i24
  %475 = call i64 @bits(i24 noundef %474)
  call void @mix(i64 noundef %475)
  %476 = load i32, ptr %44, align 4
  %477 = trunc i32 %476 to i24
  %478 = load i32, ptr %43, align 4
  %479 = trunc i32 %478 to i24
  %480 = call i24 @op_mul(i24 noundef %477, i24 noundef %479)
  %481 = load i32, ptr %45, align 4
  %482 = trunc i32 %481 to i24
  %483 = add i24 %480, %482
  %484 = load i32, ptr %42, align 4
  %485 = trunc i32 %484 to i24
  %486 = icmp ne i24 %483, %485
  br i1 %486, label %487, label %497

487:                                              ; preds = %457
  %488 = load i32, ptr %3, align 4
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr %3, align 4
  %490 = load i32, ptr %42, align 4
  %491 = trunc i32 %490 to i24
  %492 = sext i24 %491 to i64
  %493 = load i32, ptr %43, align 4
  %494 = trunc i32 %493 to i24
  %495 = sext i24 %494 to i64
  %496 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %492, i64 noundef %495)
  br label %497

497:                                              ; preds = %487, %457
  %498 = load i32, ptr %45, align 4
  %499 = trunc i32 %498 to i24
  %500 = sext i24 %499 to i32
  %501 = icmp ne i32 %500, 0
  br i1 %501, label %502, label %524

502:                                              ; preds = %497
  %503 = load i32, ptr %45, align 4
  %504 = trunc i32 %503 to i24
  %505 = sext i24 %504 to i32
  %506 = icmp slt i32 %505, 0
  %507 = zext i1 %506 to i32
  %508 = load i32, ptr %42, align 4
  %509 = trunc i32 %508 to i24
  %510 = sext i24 %509 to i32
  %511 = icmp slt i32 %510, 0
  %512 = zext i1 %511 to i32
  %513 = icmp ne i32 %507, %512
  br i1 %513, label %514, label %524

514:                                              ; preds = %502
  %515 = load i32, ptr %3, align 4
  %516 = add nsw i32 %515, 1
  store i32 %516, ptr %3, align 4
  %517 = load i32, ptr %42, align 4
  %518 = trunc i32 %517 to i24
  %519 = sext i24 %518 to i64
  %520 = load i32, ptr %43, align 4
  %521 = trunc i32 %520 to i24
  %522 = sext i24 %521 to i64
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
  %544 = icmp slt i32 %543, 24
  br i1 %544, label %545, label %570

545:                                              ; preds = %542
  %546 = load i32, ptr %46, align 4
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %547
  %549 = load volatile i32, ptr %548, align 4
  %550 = trunc i32 %549 to i24
  %551 = sext i24 %550 to i32
  store i32 %551, ptr %48, align 4
  %552 = load i32, ptr %48, align 4
  %553 = trunc i32 %552 to i24
  %554 = load i32, ptr %47, align 4
  %555 = call i24 @op_shl(i24 noundef %553, i32 noundef %554)
  %556 = call i64 @bits(i24 noundef %555)
  call void @mix(i64 noundef %556)
  %557 = load i32, ptr %48, align 4
  %558 = trunc i32 %557 to i24
  %559 = load i32, ptr %47, align 4
  %560 = call i24 @op_lshr(i24 noundef %558, i32 noundef %559)
  %561 = call i64 @bits(i24 noundef %560)
  call void @mix(i64 noundef %561)
  %562 = load i32, ptr %48, align 4
  %563 = trunc i32 %562 to i24
  %564 = load i32, ptr %47, align 4
  %565 = call i24 @op_ashr(i24 noundef %563, i32 noundef %564)
  %566 = call i64 @bits(i24 noundef %565)
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
  %586 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %585
  %587 = load volatile i32, ptr %586, align 4
  %588 = trunc i32 %587 to i24
  %589 = sext i24 %588 to i32
  store i32 %589, ptr %50, align 4
  %590 = load i32, ptr %50, align 4
  %591 = trunc i32 %590 to i24
  %592 = sext i24 %591 to i64
  %593 = load i32, ptr %50, align 4
  %594 = trunc i32 %593 to i24
  %595 = call i24 @op_shl(i24 noundef %594, i32 noundef 23)
  %596 = call i64 @bits(i24 noundef %595)
  %597 = load i32, ptr %50, align 4
  %598 = trunc i32 %597 to i24
  %599 = call i24 @op_lshr(i24 noundef %598, i32 noundef 23)
  %600 = call i64 @bits(i24 noundef %599)
  %601 = load i32, ptr %50, align 4
  %602 = trunc i32 %601 to i24
  %603 = call i24 @op_ashr(i24 noundef %602, i32 noundef 23)
  %604 = sext i24 %603 to i64
  %605 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %592, i32 noundef 23, i64 noundef %596, i32 noundef 23, i64 noundef %600, i32 noundef 23, i64 noundef %604)
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
  %616 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %615
  %617 = load volatile i32, ptr %616, align 4
  %618 = trunc i32 %617 to i24
  %619 = sext i24 %618 to i32
  store i32 %619, ptr %52, align 4
  %620 = load i32, ptr %52, align 4
  %621 = trunc i32 %620 to i24
  %622 = sext i24 %621 to i64
  %623 = load i32, ptr %52, align 4
  %624 = trunc i32 %623 to i24
  %625 = call i24 @op_neg(i24 noundef %624)
  %626 = call i64 @bits(i24 noundef %625)
  %627 = load i32, ptr %52, align 4
  %628 = trunc i32 %627 to i24
  %629 = call i24 @op_not(i24 noundef %628)
  %630 = call i64 @bits(i24 noundef %629)
  %631 = load i32, ptr %52, align 4
  %632 = trunc i32 %631 to i24
  %633 = call i24 @op_abs(i24 noundef %632)
  %634 = call i64 @bits(i24 noundef %633)
  %635 = load i32, ptr %52, align 4
  %636 = trunc i32 %635 to i24
  %637 = call i24 @div3(i24 noundef %636)
  %638 = sext i24 %637 to i64
  %639 = load i32, ptr %52, align 4
  %640 = trunc i32 %639 to i24
  %641 = call i24 @div7(i24 noundef %640)
  %642 = sext i24 %641 to i64
  %643 = load i32, ptr %52, align 4
  %644 = trunc i32 %643 to i24
  %645 = call i24 @div10(i24 noundef %644)
  %646 = sext i24 %645 to i64
  %647 = load i32, ptr %52, align 4
  %648 = trunc i32 %647 to i24
  %649 = call i24 @rem10(i24 noundef %648)
  %650 = sext i24 %649 to i64
  %651 = load i32, ptr %52, align 4
  %652 = trunc i32 %651 to i24
  %653 = call i24 @div16(i24 noundef %652)
  %654 = sext i24 %653 to i64
  %655 = load i32, ptr %52, align 4
  %656 = trunc i32 %655 to i24
  %657 = call i24 @rem16(i24 noundef %656)
  %658 = sext i24 %657 to i64
  %659 = load i32, ptr %52, align 4
  %660 = trunc i32 %659 to i24
  %661 = call i24 @divm5(i24 noundef %660)
  %662 = sext i24 %661 to i64
  %663 = load i32, ptr %52, align 4
  %664 = trunc i32 %663 to i24
  %665 = call i24 @divmax(i24 noundef %664)
  %666 = sext i24 %665 to i64
  %667 = load i32, ptr %52, align 4
  %668 = trunc i32 %667 to i24
  %669 = sitofp i24 %668 to float
  %670 = fpext float %669 to double
  %671 = load i32, ptr %52, align 4
  %672 = trunc i32 %671 to i24
  %673 = sitofp i24 %672 to double
  %674 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %622, i64 noundef %626, i64 noundef %630, i64 noundef %634, i64 noundef %638, i64 noundef %642, i64 noundef %646, i64 noundef %650, i64 noundef %654, i64 noundef %658, i64 noundef %662, i64 noundef %666, double noundef %670, double noundef %673)
  %675 = load i32, ptr %52, align 4
  %676 = trunc i32 %675 to i24
  %677 = call i24 @div10(i24 noundef %676)
  %678 = load i32, ptr %52, align 4
  %679 = trunc i32 %678 to i24
  %680 = call i24 @op_div(i24 noundef %679, i24 noundef 10)
  %681 = icmp ne i24 %677, %680
  br i1 %681, label %706, label %682

682:                                              ; preds = %613
  %683 = load i32, ptr %52, align 4
  %684 = trunc i32 %683 to i24
  %685 = call i24 @rem10(i24 noundef %684)
  %686 = load i32, ptr %52, align 4
  %687 = trunc i32 %686 to i24
  %688 = call i24 @op_rem(i24 noundef %687, i24 noundef 10)
  %689 = icmp ne i24 %685, %688
  br i1 %689, label %706, label %690

690:                                              ; preds = %682
  %691 = load i32, ptr %52, align 4
  %692 = trunc i32 %691 to i24
  %693 = call i24 @div7(i24 noundef %692)
  %694 = load i32, ptr %52, align 4
  %695 = trunc i32 %694 to i24
  %696 = call i24 @op_div(i24 noundef %695, i24 noundef 7)
  %697 = icmp ne i24 %693, %696
  br i1 %697, label %706, label %698

698:                                              ; preds = %690
  %699 = load i32, ptr %52, align 4
  %700 = trunc i32 %699 to i24
  %701 = call i24 @div16(i24 noundef %700)
  %702 = load i32, ptr %52, align 4
  %703 = trunc i32 %702 to i24
  %704 = call i24 @op_div(i24 noundef %703, i24 noundef 16)
  %705 = icmp ne i24 %701, %704
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
define internal i64 @bits(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = zext i24 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_add(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = add i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_sub(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = sub i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_mul(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = mul i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_and(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = and i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_or(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = or i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_xor(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = xor i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_min(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = icmp slt i24 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i32, ptr %3, align 4
  %14 = trunc i32 %13 to i24
  br label %18

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = trunc i32 %16 to i24
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i24 [ %14, %12 ], [ %17, %15 ]
  ret i24 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_max(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = icmp sgt i24 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i32, ptr %3, align 4
  %14 = trunc i32 %13 to i24
  br label %18

15:                                               ; preds = %2
  %16 = load i32, ptr %4, align 4
  %17 = trunc i32 %16 to i24
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i24 [ %14, %12 ], [ %17, %15 ]
  ret i24 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = icmp eq i24 %8, %10
  %12 = zext i1 %11 to i32
  %13 = load i32, ptr %3, align 4
  %14 = trunc i32 %13 to i24
  %15 = load i32, ptr %4, align 4
  %16 = trunc i32 %15 to i24
  %17 = icmp ne i24 %14, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %12, %19
  %21 = load i32, ptr %3, align 4
  %22 = trunc i32 %21 to i24
  %23 = load i32, ptr %4, align 4
  %24 = trunc i32 %23 to i24
  %25 = icmp slt i24 %22, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 2
  %28 = or i32 %20, %27
  %29 = load i32, ptr %3, align 4
  %30 = trunc i32 %29 to i24
  %31 = load i32, ptr %4, align 4
  %32 = trunc i32 %31 to i24
  %33 = icmp sle i24 %30, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %28, %35
  %37 = load i32, ptr %3, align 4
  %38 = trunc i32 %37 to i24
  %39 = load i32, ptr %4, align 4
  %40 = trunc i32 %39 to i24
  %41 = icmp sgt i24 %38, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 4
  %44 = or i32 %36, %43
  %45 = load i32, ptr %3, align 4
  %46 = trunc i32 %45 to i24
  %47 = load i32, ptr %4, align 4
  %48 = trunc i32 %47 to i24
  %49 = icmp sge i24 %46, %48
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 5
  %52 = or i32 %44, %51
  %53 = load i32, ptr %3, align 4
  %54 = trunc i32 %53 to i24
  %55 = load i32, ptr %4, align 4
  %56 = trunc i32 %55 to i24
  %57 = icmp ult i24 %54, %56
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 6
  %60 = or i32 %52, %59
  %61 = load i32, ptr %3, align 4
  %62 = trunc i32 %61 to i24
  %63 = load i32, ptr %4, align 4
  %64 = trunc i32 %63 to i24
  %65 = icmp uge i24 %62, %64
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 7
  %68 = or i32 %60, %67
  %69 = load i32, ptr %3, align 4
  %70 = trunc i32 %69 to i24
  %71 = icmp ne i24 %70, 0
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  %74 = shl i32 %73, 8
  %75 = or i32 %68, %74
  %76 = load i32, ptr %4, align 4
  %77 = trunc i32 %76 to i24
  %78 = icmp ne i24 %77, 0
  %79 = xor i1 %78, true
  %80 = xor i1 %79, true
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 9
  %83 = or i32 %75, %82
  ret i32 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_div(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = sdiv i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_rem(i24 noundef %0, i24 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  %6 = sext i24 %1 to i32
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %3, align 4
  %8 = trunc i32 %7 to i24
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i24
  %11 = srem i24 %8, %10
  ret i24 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_shl(i24 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i24
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i24
  %10 = shl i24 %7, %9
  ret i24 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_lshr(i24 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i24
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i24
  %10 = lshr i24 %7, %9
  ret i24 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_ashr(i24 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = sext i24 %0 to i32
  store i32 %5, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %6 = load i32, ptr %3, align 4
  %7 = trunc i32 %6 to i24
  %8 = load i32, ptr %4, align 4
  %9 = trunc i32 %8 to i24
  %10 = ashr i24 %7, %9
  ret i24 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_neg(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sub i24 0, %5
  ret i24 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_not(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = xor i24 %5, -1
  ret i24 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @op_abs(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = icmp slt i32 %6, 0
  br i1 %7, label %8, label %12

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  %10 = trunc i32 %9 to i24
  %11 = call i24 @op_neg(i24 noundef %10)
  br label %15

12:                                               ; preds = %1
  %13 = load i32, ptr %2, align 4
  %14 = trunc i32 %13 to i24
  br label %15

15:                                               ; preds = %12, %8
  %16 = phi i24 [ %11, %8 ], [ %14, %12 ]
  ret i24 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @div3(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = sdiv i32 %6, 3
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @div7(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = sdiv i32 %6, 7
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @div10(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = sdiv i32 %6, 10
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @rem10(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = srem i32 %6, 10
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @div16(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = sdiv i32 %6, 16
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @rem16(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sext i24 %5 to i32
  %7 = srem i32 %6, 16
  %8 = trunc i32 %7 to i24
  ret i24 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @divm5(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sdiv i24 %5, -5
  ret i24 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i24 @divmax(i24 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = sext i24 %0 to i32
  store i32 %3, ptr %2, align 4
  %4 = load i32, ptr %2, align 4
  %5 = trunc i32 %4 to i24
  %6 = sdiv i24 %5, 8388607
  ret i24 %6
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
