; ModuleID = 'programs/ops_matrix_ubitint48.c'
source_filename = "programs/ops_matrix_ubitint48.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(48): %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 281474976710649, i64 281474976710653, i64 281474976710654, i64 281474976710655, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 140737488355327, i64 140737488355328, i64 281474976710654, i64 281474976710655, i64 93824992236885, i64 187649984473770, i64 76310993685999], align 8
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
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 48, ptr noundef @.str.1, i64 noundef 0, i64 noundef 281474976710655)
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
  %67 = trunc i64 %66 to i48
  %68 = zext i48 %67 to i64
  store i64 %68, ptr %6, align 8
  %69 = load i32, ptr %5, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %70
  %72 = load volatile i64, ptr %71, align 8
  %73 = trunc i64 %72 to i48
  %74 = zext i48 %73 to i64
  store i64 %74, ptr %7, align 8
  %75 = load i64, ptr %6, align 8
  %76 = trunc i64 %75 to i48
  %77 = load i64, ptr %7, align 8
  %78 = trunc i64 %77 to i48
  %79 = call i48 @op_add(i48 noundef %76, i48 noundef %78)
  %80 = call i64 @bits(i48 noundef %79)
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
  %108 = trunc i64 %107 to i48
  %109 = zext i48 %108 to i64
  store i64 %109, ptr %10, align 8
  %110 = load i32, ptr %9, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %111
  %113 = load volatile i64, ptr %112, align 8
  %114 = trunc i64 %113 to i48
  %115 = zext i48 %114 to i64
  store i64 %115, ptr %11, align 8
  %116 = load i64, ptr %10, align 8
  %117 = trunc i64 %116 to i48
  %118 = load i64, ptr %11, align 8
  %119 = trunc i64 %118 to i48
  %120 = call i48 @op_sub(i48 noundef %117, i48 noundef %119)
  %121 = call i64 @bits(i48 noundef %120)
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
  %149 = trunc i64 %148 to i48
  %150 = zext i48 %149 to i64
  store i64 %150, ptr %14, align 8
  %151 = load i32, ptr %13, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %152
  %154 = load volatile i64, ptr %153, align 8
  %155 = trunc i64 %154 to i48
  %156 = zext i48 %155 to i64
  store i64 %156, ptr %15, align 8
  %157 = load i64, ptr %14, align 8
  %158 = trunc i64 %157 to i48
  %159 = load i64, ptr %15, align 8
  %160 = trunc i64 %159 to i48
  %161 = call i48 @op_mul(i48 noundef %158, i48 noundef %160)
  %162 = call i64 @bits(i48 noundef %161)
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
  %190 = trunc i64 %189 to i48
  %191 = zext i48 %190 to i64
  store i64 %191, ptr %18, align 8
  %192 = load i32, ptr %17, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %193
  %195 = load volatile i64, ptr %194, align 8
  %196 = trunc i64 %195 to i48
  %197 = zext i48 %196 to i64
  store i64 %197, ptr %19, align 8
  %198 = load i64, ptr %18, align 8
  %199 = trunc i64 %198 to i48
  %200 = load i64, ptr %19, align 8
  %201 = trunc i64 %200 to i48
  %202 = call i48 @op_and(i48 noundef %199, i48 noundef %201)
  %203 = call i64 @bits(i48 noundef %202)
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
  %231 = trunc i64 %230 to i48
  %232 = zext i48 %231 to i64
  store i64 %232, ptr %22, align 8
  %233 = load i32, ptr %21, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %234
  %236 = load volatile i64, ptr %235, align 8
  %237 = trunc i64 %236 to i48
  %238 = zext i48 %237 to i64
  store i64 %238, ptr %23, align 8
  %239 = load i64, ptr %22, align 8
  %240 = trunc i64 %239 to i48
  %241 = load i64, ptr %23, align 8
  %242 = trunc i64 %241 to i48
  %243 = call i48 @op_or(i48 noundef %240, i48 noundef %242)
  %244 = call i64 @bits(i48 noundef %243)
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
  %272 = trunc i64 %271 to i48
  %273 = zext i48 %272 to i64
  store i64 %273, ptr %26, align 8
  %274 = load i32, ptr %25, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %275
  %277 = load volatile i64, ptr %276, align 8
  %278 = trunc i64 %277 to i48
  %279 = zext i48 %278 to i64
  store i64 %279, ptr %27, align 8
  %280 = load i64, ptr %26, align 8
  %281 = trunc i64 %280 to i48
  %282 = load i64, ptr %27, align 8
  %283 = trunc i64 %282 to i48
  %284 = call i48 @op_xor(i48 noundef %281, i48 noundef %283)
  %285 = call i64 @bits(i48 noundef %284)
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
  %313 = trunc i64 %312 to i48
  %314 = zext i48 %313 to i64
  store i64 %314, ptr %30, align 8
  %315 = load i32, ptr %29, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %316
  %318 = load volatile i64, ptr %317, align 8
  %319 = trunc i64 %318 to i48
  %320 = zext i48 %319 to i64
  store i64 %320, ptr %31, align 8
  %321 = load i64, ptr %30, align 8
  %322 = trunc i64 %321 to i48
  %323 = load i64, ptr %31, align 8
  %324 = trunc i64 %323 to i48
  %325 = call i48 @op_min(i48 noundef %322, i48 noundef %324)
  %326 = call i64 @bits(i48 noundef %325)
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
  %354 = trunc i64 %353 to i48
  %355 = zext i48 %354 to i64
  store i64 %355, ptr %34, align 8
  %356 = load i32, ptr %33, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %357
  %359 = load volatile i64, ptr %358, align 8
  %360 = trunc i64 %359 to i48
  %361 = zext i48 %360 to i64
  store i64 %361, ptr %35, align 8
  %362 = load i64, ptr %34, align 8
  %363 = trunc i64 %362 to i48
  %364 = load i64, ptr %35, align 8
  %365 = trunc i64 %364 to i48
  %366 = call i48 @op_max(i48 noundef %363, i48 noundef %365)
  %367 = call i64 @bits(i48 noundef %366)
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
  %395 = trunc i64 %394 to i48
  %396 = zext i48 %395 to i64
  store i64 %396, ptr %38, align 8
  %397 = load i32, ptr %37, align 4
  %398 = sext i32 %397 to i64
  %399 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %398
  %400 = load volatile i64, ptr %399, align 8
  %401 = trunc i64 %400 to i48
  %402 = zext i48 %401 to i64
  store i64 %402, ptr %39, align 8
  %403 = load i64, ptr %38, align 8
  %404 = trunc i64 %403 to i48
  %405 = load i64, ptr %39, align 8
  %406 = trunc i64 %405 to i48
  %407 = call i32 @op_cmp(i48 noundef %404, i48 noundef %406)
  %408 = sext i32 %407 to i48
  %409 = call i64 @bits(i48 noundef %408)
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

424:                                              ; preds = %517, %423
  %425 = load i32, ptr %40, align 4
  %426 = icmp slt i32 %425, 21
  br i1 %426, label %427, label %520

427:                                              ; preds = %424
  store i32 0, ptr %41, align 4
  br label %428

428:                                              ; preds = %513, %427
  %429 = load i32, ptr %41, align 4
  %430 = icmp slt i32 %429, 21
  br i1 %430, label %431, label %516

431:                                              ; preds = %428
  %432 = load i32, ptr %40, align 4
  %433 = sext i32 %432 to i64
  %434 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %433
  %435 = load volatile i64, ptr %434, align 8
  %436 = trunc i64 %435 to i48
  %437 = zext i48 %436 to i64
  store i64 %437, ptr %42, align 8
  %438 = load i32, ptr %41, align 4
  %439 = sext i32 %438 to i64
  %440 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %439
  %441 = load volatile i64, ptr %440, align 8
  %442 = trunc i64 %441 to i48
  %443 = zext i48 %442 to i64
  store i64 %443, ptr %43, align 8
  %444 = load i64, ptr %43, align 8
  %445 = trunc i64 %444 to i48
  %446 = icmp eq i48 %445, 0
  br i1 %446, label %447, label %448

447:                                              ; preds = %431
  br label %513

448:                                              ; preds = %431
  %449 = load i64, ptr %42, align 8
  %450 = trunc i64 %449 to i48
  %451 = load i64, ptr %43, align 8
  %452 = trunc i64 %451 to i48
  %453 = call i48 @op_div(i48 noundef %450, i48 noundef %452)
  %454 = zext i48 %453 to i64
  store i64 %454, ptr %44, align 8
  %455 = load i64, ptr %42, align 8
  %456 = trunc i64 %455 to i48
  %457 = load i64, ptr %43, align 8
  %458 = trunc i64 %457 to i48
  %459 = call i48 @op_rem(i48 noundef %456, i48 noundef %458)
  %460 = zext i48 %459 to i64
  store i64 %460, ptr %45, align 8
  %461 = load i64, ptr %44, align 8
  %462 = trunc i64 %461 to i48
  %463 = call i64 @bits(i48 noundef %462)
  call void @mix(i64 noundef %463)
  %464 = load i64, ptr %45, align 8
  %465 = trunc i64 %464 to i48
  %466 = call i64 @bits(i48 noundef %465)
  call void @mix(i64 noundef %466)
  %467 = load i64, ptr %44, align 8
  %468 = trunc i64 %467 to i48
  %469 = load i64, ptr %43, align 8
  %470 = trunc i64 %469 to i48
  %471 = call i48 @op_mul(i48 noundef %468, i48 noundef %470)
  %472 = load i64, ptr %45, align 8
  %473 = trunc i64 %472 to i48
  %474 = add i48 %471, %473
  %475 = load i64, ptr %42, align 8
  %476 = trunc i64 %475 to i48
  %477 = icmp ne i48 %474, %476
  br i1 %477, label %478, label %488

478:                                              ; preds = %448
  %479 = load i32, ptr %3, align 4
  %480 = add nsw i32 %479, 1
  store i32 %480, ptr %3, align 4
  %481 = load i64, ptr %42, align 8
  %482 = trunc i64 %481 to i48
  %483 = zext i48 %482 to i64
  %484 = load i64, ptr %43, align 8
  %485 = trunc i64 %484 to i48
  %486 = zext i48 %485 to i64
  %487 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %483, i64 noundef %486)
  br label %488

488:                                              ; preds = %478, %448
  %489 = load i64, ptr %45, align 8
  %490 = trunc i64 %489 to i48
  %491 = icmp ne i48 %490, 0
  br i1 %491, label %492, label %512

492:                                              ; preds = %488
  %493 = load i64, ptr %45, align 8
  %494 = trunc i64 %493 to i48
  %495 = icmp ult i48 %494, 0
  %496 = zext i1 %495 to i32
  %497 = load i64, ptr %42, align 8
  %498 = trunc i64 %497 to i48
  %499 = icmp ult i48 %498, 0
  %500 = zext i1 %499 to i32
  %501 = icmp ne i32 %496, %500
  br i1 %501, label %502, label %512

502:                                              ; preds = %492
  %503 = load i32, ptr %3, align 4
  %504 = add nsw i32 %503, 1
  store i32 %504, ptr %3, align 4
  %505 = load i64, ptr %42, align 8
  %506 = trunc i64 %505 to i48
  %507 = zext i48 %506 to i64
  %508 = load i64, ptr %43, align 8
  %509 = trunc i64 %508 to i48
  %510 = zext i48 %509 to i64
  %511 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %507, i64 noundef %510)
  br label %512

512:                                              ; preds = %502, %492, %488
  br label %513

513:                                              ; preds = %512, %447
  %514 = load i32, ptr %41, align 4
  %515 = add nsw i32 %514, 1
  store i32 %515, ptr %41, align 4
  br label %428, !llvm.loop !25

516:                                              ; preds = %428
  br label %517

517:                                              ; preds = %516
  %518 = load i32, ptr %40, align 4
  %519 = add nsw i32 %518, 1
  store i32 %519, ptr %40, align 4
  br label %424, !llvm.loop !26

520:                                              ; preds = %424
  %521 = load i64, ptr @h, align 8
  %522 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %521)
  %523 = load i64, ptr @h, align 8
  %524 = load i64, ptr %2, align 8
  %525 = xor i64 %524, %523
  store i64 %525, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %526

526:                                              ; preds = %559, %520
  %527 = load i32, ptr %46, align 4
  %528 = icmp slt i32 %527, 21
  br i1 %528, label %529, label %562

529:                                              ; preds = %526
  store i32 0, ptr %47, align 4
  br label %530

530:                                              ; preds = %555, %529
  %531 = load i32, ptr %47, align 4
  %532 = icmp slt i32 %531, 48
  br i1 %532, label %533, label %558

533:                                              ; preds = %530
  %534 = load i32, ptr %46, align 4
  %535 = sext i32 %534 to i64
  %536 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %535
  %537 = load volatile i64, ptr %536, align 8
  %538 = trunc i64 %537 to i48
  %539 = zext i48 %538 to i64
  store i64 %539, ptr %48, align 8
  %540 = load i64, ptr %48, align 8
  %541 = trunc i64 %540 to i48
  %542 = load i32, ptr %47, align 4
  %543 = call i48 @op_shl(i48 noundef %541, i32 noundef %542)
  %544 = call i64 @bits(i48 noundef %543)
  call void @mix(i64 noundef %544)
  %545 = load i64, ptr %48, align 8
  %546 = trunc i64 %545 to i48
  %547 = load i32, ptr %47, align 4
  %548 = call i48 @op_lshr(i48 noundef %546, i32 noundef %547)
  %549 = call i64 @bits(i48 noundef %548)
  call void @mix(i64 noundef %549)
  %550 = load i64, ptr %48, align 8
  %551 = trunc i64 %550 to i48
  %552 = load i32, ptr %47, align 4
  %553 = call i48 @op_ashr(i48 noundef %551, i32 noundef %552)
  %554 = call i64 @bits(i48 noundef %553)
  call void @mix(i64 noundef %554)
  br label %555

555:                                              ; preds = %533
  %556 = load i32, ptr %47, align 4
  %557 = add nsw i32 %556, 1
  store i32 %557, ptr %47, align 4
  br label %530, !llvm.loop !27

558:                                              ; preds = %530
  br label %559

559:                                              ; preds = %558
  %560 = load i32, ptr %46, align 4
  %561 = add nsw i32 %560, 1
  store i32 %561, ptr %46, align 4
  br label %526, !llvm.loop !28

562:                                              ; preds = %526
  %563 = load i64, ptr @h, align 8
  %564 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %563)
  %565 = load i64, ptr @h, align 8
  %566 = load i64, ptr %2, align 8
  %567 = xor i64 %566, %565
  store i64 %567, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %568

568:                                              ; preds = %594, %562
  %569 = load i32, ptr %49, align 4
  %570 = icmp slt i32 %569, 21
  br i1 %570, label %571, label %597

571:                                              ; preds = %568
  %572 = load i32, ptr %49, align 4
  %573 = sext i32 %572 to i64
  %574 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %573
  %575 = load volatile i64, ptr %574, align 8
  %576 = trunc i64 %575 to i48
  %577 = zext i48 %576 to i64
  store i64 %577, ptr %50, align 8
  %578 = load i64, ptr %50, align 8
  %579 = trunc i64 %578 to i48
  %580 = zext i48 %579 to i64
  %581 = load i64, ptr %50, align 8
  %582 = trunc i64 %581 to i48
  %583 = call i48 @op_shl(i48 noundef %582, i32 noundef 47)
  %584 = call i64 @bits(i48 noundef %583)
  %585 = load i64, ptr %50, align 8
  %586 = trunc i64 %585 to i48
  %587 = call i48 @op_lshr(i48 noundef %586, i32 noundef 47)
  %588 = call i64 @bits(i48 noundef %587)
  %589 = load i64, ptr %50, align 8
  %590 = trunc i64 %589 to i48
  %591 = call i48 @op_ashr(i48 noundef %590, i32 noundef 47)
  %592 = zext i48 %591 to i64
  %593 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %580, i32 noundef 47, i64 noundef %584, i32 noundef 47, i64 noundef %588, i32 noundef 47, i64 noundef %592)
  br label %594

594:                                              ; preds = %571
  %595 = load i32, ptr %49, align 4
  %596 = add nsw i32 %595, 4
  store i32 %596, ptr %49, align 4
  br label %568, !llvm.loop !29

597:                                              ; preds = %568
  store i32 0, ptr %51, align 4
  br label %598

598:                                              ; preds = %699, %597
  %599 = load i32, ptr %51, align 4
  %600 = icmp slt i32 %599, 21
  br i1 %600, label %601, label %702

601:                                              ; preds = %598
  %602 = load i32, ptr %51, align 4
  %603 = sext i32 %602 to i64
  %604 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %603
  %605 = load volatile i64, ptr %604, align 8
  %606 = trunc i64 %605 to i48
  %607 = zext i48 %606 to i64
  store i64 %607, ptr %52, align 8
  %608 = load i64, ptr %52, align 8
  %609 = trunc i64 %608 to i48
  %610 = zext i48 %609 to i64
  %611 = load i64, ptr %52, align 8
  %612 = trunc i64 %611 to i48
  %613 = call i48 @op_neg(i48 noundef %612)
  %614 = call i64 @bits(i48 noundef %613)
  %615 = load i64, ptr %52, align 8
  %616 = trunc i64 %615 to i48
  %617 = call i48 @op_not(i48 noundef %616)
  %618 = call i64 @bits(i48 noundef %617)
  %619 = load i64, ptr %52, align 8
  %620 = trunc i64 %619 to i48
  %621 = call i48 @op_abs(i48 noundef %620)
  %622 = call i64 @bits(i48 noundef %621)
  %623 = load i64, ptr %52, align 8
  %624 = trunc i64 %623 to i48
  %625 = call i48 @div3(i48 noundef %624)
  %626 = zext i48 %625 to i64
  %627 = load i64, ptr %52, align 8
  %628 = trunc i64 %627 to i48
  %629 = call i48 @div7(i48 noundef %628)
  %630 = zext i48 %629 to i64
  %631 = load i64, ptr %52, align 8
  %632 = trunc i64 %631 to i48
  %633 = call i48 @div10(i48 noundef %632)
  %634 = zext i48 %633 to i64
  %635 = load i64, ptr %52, align 8
  %636 = trunc i64 %635 to i48
  %637 = call i48 @rem10(i48 noundef %636)
  %638 = zext i48 %637 to i64
  %639 = load i64, ptr %52, align 8
  %640 = trunc i64 %639 to i48
  %641 = call i48 @div16(i48 noundef %640)
  %642 = zext i48 %641 to i64
  %643 = load i64, ptr %52, align 8
  %644 = trunc i64 %643 to i48
  %645 = call i48 @rem16(i48 noundef %644)
  %646 = zext i48 %645 to i64
  %647 = load i64, ptr %52, align 8
  %648 = trunc i64 %647 to i48
  %649 = call i48 @divm5(i48 noundef %648)
  %650 = zext i48 %649 to i64
  %651 = load i64, ptr %52, align 8
  %652 = trunc i64 %651 to i48
  %653 = call i48 @divmax(i48 noundef %652)
  %654 = zext i48 %653 to i64
  %655 = load i64, ptr %52, align 8
  %656 = trunc i64 %655 to i48
  %657 = uitofp i48 %656 to float
  %658 = fpext float %657 to double
  %659 = load i64, ptr %52, align 8
  %660 = trunc i64 %659 to i48
  %661 = uitofp i48 %660 to double
  %662 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %610, i64 noundef %614, i64 noundef %618, i64 noundef %622, i64 noundef %626, i64 noundef %630, i64 noundef %634, i64 noundef %638, i64 noundef %642, i64 noundef %646, i64 noundef %650, i64 noundef %654, double noundef %658, double noundef %661)
  %663 = load i64, ptr %52, align 8
  %664 = trunc i64 %663 to i48
  %665 = call i48 @div10(i48 noundef %664)
  %666 = load i64, ptr %52, align 8
  %667 = trunc i64 %666 to i48
  %668 = call i48 @op_div(i48 noundef %667, i48 noundef 10)
  %669 = icmp ne i48 %665, %668
  br i1 %669, label %694, label %670

670:                                              ; preds = %601
  %671 = load i64, ptr %52, align 8
  %672 = trunc i64 %671 to i48
  %673 = call i48 @rem10(i48 noundef %672)
  %674 = load i64, ptr %52, align 8
  %675 = trunc i64 %674 to i48
  %676 = call i48 @op_rem(i48 noundef %675, i48 noundef 10)
  %677 = icmp ne i48 %673, %676
  br i1 %677, label %694, label %678

678:                                              ; preds = %670
  %679 = load i64, ptr %52, align 8
  %680 = trunc i64 %679 to i48
  %681 = call i48 @div7(i48 noundef %680)
  %682 = load i64, ptr %52, align 8
  %683 = trunc i64 %682 to i48
  %684 = call i48 @op_div(i48 noundef %683, i48 noundef 7)
  %685 = icmp ne i48 %681, %684
  br i1 %685, label %694, label %686

686:                                              ; preds = %678
  %687 = load i64, ptr %52, align 8
  %688 = trunc i64 %687 to i48
  %689 = call i48 @div16(i48 noundef %688)
  %690 = load i64, ptr %52, align 8
  %691 = trunc i64 %690 to i48
  %692 = call i48 @op_div(i48 noundef %691, i48 noundef 16)
  %693 = icmp ne i48 %689, %692
  br i1 %693, label %694, label %698

694:                                              ; preds = %686, %678, %670, %601
  %695 = load i32, ptr %3, align 4
  %696 = add nsw i32 %695, 1
  store i32 %696, ptr %3, align 4
  %697 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %698

698:                                              ; preds = %694, %686
  br label %699

699:                                              ; preds = %698
  %700 = load i32, ptr %51, align 4
  %701 = add nsw i32 %700, 1
  store i32 %701, ptr %51, align 4
  br label %598, !llvm.loop !30

702:                                              ; preds = %598
  %703 = load i64, ptr %2, align 8
  %704 = load i32, ptr %3, align 4
  %705 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %703, i32 noundef %704)
  %706 = load i32, ptr %3, align 4
  %707 = icmp ne i32 %706, 0
  br i1 %707, label %708, label %709

708:                                              ; preds = %702
  br label %713

709:                                              ; preds = %702
  %710 = load i64, ptr %2, align 8
  %711 = and i64 %710, 63
  %712 = trunc i64 %711 to i32
  br label %713

713:                                              ; preds = %709, %708
  %714 = phi i32 [ 100, %708 ], [ %712, %709 ]
  ret i32 %714
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
define internal i64 @bits(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = zext i48 %5 to i64
  ret i64 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_add(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = add i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_sub(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = sub i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_mul(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = mul i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_and(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = and i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_or(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = or i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_xor(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = xor i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_min(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = icmp ult i48 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i48
  br label %18

15:                                               ; preds = %2
  %16 = load i64, ptr %4, align 8
  %17 = trunc i64 %16 to i48
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i48 [ %14, %12 ], [ %17, %15 ]
  ret i48 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_max(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = icmp ugt i48 %8, %10
  br i1 %11, label %12, label %15

12:                                               ; preds = %2
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i48
  br label %18

15:                                               ; preds = %2
  %16 = load i64, ptr %4, align 8
  %17 = trunc i64 %16 to i48
  br label %18

18:                                               ; preds = %15, %12
  %19 = phi i48 [ %14, %12 ], [ %17, %15 ]
  ret i48 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = icmp eq i48 %8, %10
  %12 = zext i1 %11 to i32
  %13 = load i64, ptr %3, align 8
  %14 = trunc i64 %13 to i48
  %15 = load i64, ptr %4, align 8
  %16 = trunc i64 %15 to i48
  %17 = icmp ne i48 %14, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 1
  %20 = or i32 %12, %19
  %21 = load i64, ptr %3, align 8
  %22 = trunc i64 %21 to i48
  %23 = load i64, ptr %4, align 8
  %24 = trunc i64 %23 to i48
  %25 = icmp ult i48 %22, %24
  %26 = zext i1 %25 to i32
  %27 = shl i32 %26, 2
  %28 = or i32 %20, %27
  %29 = load i64, ptr %3, align 8
  %30 = trunc i64 %29 to i48
  %31 = load i64, ptr %4, align 8
  %32 = trunc i64 %31 to i48
  %33 = icmp ule i48 %30, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %28, %35
  %37 = load i64, ptr %3, align 8
  %38 = trunc i64 %37 to i48
  %39 = load i64, ptr %4, align 8
  %40 = trunc i64 %39 to i48
  %41 = icmp ugt i48 %38, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 4
  %44 = or i32 %36, %43
  %45 = load i64, ptr %3, align 8
  %46 = trunc i64 %45 to i48
  %47 = load i64, ptr %4, align 8
  %48 = trunc i64 %47 to i48
  %49 = icmp uge i48 %46, %48
  %50 = zext i1 %49 to i32
  %51 = shl i32 %50, 5
  %52 = or i32 %44, %51
  %53 = load i64, ptr %3, align 8
  %54 = trunc i64 %53 to i48
  %55 = load i64, ptr %4, align 8
  %56 = trunc i64 %55 to i48
  %57 = icmp ult i48 %54, %56
  %58 = zext i1 %57 to i32
  %59 = shl i32 %58, 6
  %60 = or i32 %52, %59
  %61 = load i64, ptr %3, align 8
  %62 = trunc i64 %61 to i48
  %63 = load i64, ptr %4, align 8
  %64 = trunc i64 %63 to i48
  %65 = icmp uge i48 %62, %64
  %66 = zext i1 %65 to i32
  %67 = shl i32 %66, 7
  %68 = or i32 %60, %67
  %69 = load i64, ptr %3, align 8
  %70 = trunc i64 %69 to i48
  %71 = icmp ne i48 %70, 0
  %72 = xor i1 %71, true
  %73 = zext i1 %72 to i32
  %74 = shl i32 %73, 8
  %75 = or i32 %68, %74
  %76 = load i64, ptr %4, align 8
  %77 = trunc i64 %76 to i48
  %78 = icmp ne i48 %77, 0
  %79 = xor i1 %78, true
  %80 = xor i1 %79, true
  %81 = zext i1 %80 to i32
  %82 = shl i32 %81, 9
  %83 = or i32 %75, %82
  ret i32 %83
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_div(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = udiv i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_rem(i48 noundef %0, i48 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  %6 = zext i48 %1 to i64
  store i64 %6, ptr %4, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i48
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i48
  %11 = urem i48 %8, %10
  ret i48 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_shl(i48 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i48
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i48
  %10 = shl i48 %7, %9
  ret i48 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_lshr(i48 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i48
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i48
  %10 = lshr i48 %7, %9
  ret i48 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_ashr(i48 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = zext i48 %0 to i64
  store i64 %5, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %6 = load i64, ptr %3, align 8
  %7 = trunc i64 %6 to i48
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i48
  %10 = lshr i48 %7, %9
  ret i48 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_neg(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = sub i48 0, %5
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_not(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = xor i48 %5, -1
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @op_abs(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = icmp ult i48 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = load i64, ptr %2, align 8
  %9 = trunc i64 %8 to i48
  %10 = call i48 @op_neg(i48 noundef %9)
  br label %14

11:                                               ; preds = %1
  %12 = load i64, ptr %2, align 8
  %13 = trunc i64 %12 to i48
  br label %14

14:                                               ; preds = %11, %7
  %15 = phi i48 [ %10, %7 ], [ %13, %11 ]
  ret i48 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @div3(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, 3
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @div7(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, 7
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @div10(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, 10
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @rem10(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = urem i48 %5, 10
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @div16(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, 16
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @rem16(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = urem i48 %5, 16
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @divm5(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, 5
  ret i48 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i48 @divmax(i48 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = zext i48 %0 to i64
  store i64 %3, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i48
  %6 = udiv i48 %5, -1
  ret i48 %6
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
