; ModuleID = 'programs/ops_matrix_i16.c'
source_filename = "programs/ops_matrix_i16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int16_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i16] [i16 -32768, i16 -32767, i16 -16384, i16 -7, i16 -3, i16 -2, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 5, i16 7, i16 10, i16 16383, i16 16384, i16 32766, i16 32767, i16 21845, i16 -21846, i16 -12817], align 2
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
  %6 = alloca i16, align 2
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca i16, align 2
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i16, align 2
  %15 = alloca i16, align 2
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i16, align 2
  %19 = alloca i16, align 2
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i16, align 2
  %23 = alloca i16, align 2
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i16, align 2
  %27 = alloca i16, align 2
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i16, align 2
  %31 = alloca i16, align 2
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i16, align 2
  %35 = alloca i16, align 2
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i16, align 2
  %39 = alloca i16, align 2
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca i16, align 2
  %43 = alloca i16, align 2
  %44 = alloca i16, align 2
  %45 = alloca i16, align 2
  %46 = alloca i32, align 4
  %47 = alloca i32, align 4
  %48 = alloca i16, align 2
  %49 = alloca i32, align 4
  %50 = alloca i16, align 2
  %51 = alloca i32, align 4
  %52 = alloca i16, align 2
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 16, ptr noundef @.str.1, i64 noundef -32768, i64 noundef 32767)
  br label %54

54:                                               ; preds = %0
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %4, align 4
  br label %55

55:                                               ; preds = %79, %54
  %56 = load i32, ptr %4, align 4
  %57 = icmp slt i32 %56, 21
  br i1 %57, label %58, label %82

58:                                               ; preds = %55
  store i32 0, ptr %5, align 4
  br label %59

59:                                               ; preds = %75, %58
  %60 = load i32, ptr %5, align 4
  %61 = icmp slt i32 %60, 21
  br i1 %61, label %62, label %78

62:                                               ; preds = %59
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %64
  %66 = load volatile i16, ptr %65, align 2
  store i16 %66, ptr %6, align 2
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %68
  %70 = load volatile i16, ptr %69, align 2
  store i16 %70, ptr %7, align 2
  %71 = load i16, ptr %6, align 2
  %72 = load i16, ptr %7, align 2
  %73 = call i16 @op_add(i16 noundef %71, i16 noundef %72)
  %74 = call i64 @bits(i16 noundef %73)
  call void @mix(i64 noundef %74)
  br label %75

75:                                               ; preds = %62
  %76 = load i32, ptr %5, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %5, align 4
  br label %59, !llvm.loop !6

78:                                               ; preds = %59
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %4, align 4
  %81 = add nsw i32 %80, 1
  store i32 %81, ptr %4, align 4
  br label %55, !llvm.loop !8

82:                                               ; preds = %55
  %83 = load i64, ptr @h, align 8
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i64 noundef %83)
  %85 = load i64, ptr @h, align 8
  %86 = load i64, ptr %2, align 8
  %87 = xor i64 %86, %85
  store i64 %87, ptr %2, align 8
  br label %88

88:                                               ; preds = %82
  br label %89

89:                                               ; preds = %88
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %8, align 4
  br label %90

90:                                               ; preds = %114, %89
  %91 = load i32, ptr %8, align 4
  %92 = icmp slt i32 %91, 21
  br i1 %92, label %93, label %117

93:                                               ; preds = %90
  store i32 0, ptr %9, align 4
  br label %94

94:                                               ; preds = %110, %93
  %95 = load i32, ptr %9, align 4
  %96 = icmp slt i32 %95, 21
  br i1 %96, label %97, label %113

97:                                               ; preds = %94
  %98 = load i32, ptr %8, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %99
  %101 = load volatile i16, ptr %100, align 2
  store i16 %101, ptr %10, align 2
  %102 = load i32, ptr %9, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %103
  %105 = load volatile i16, ptr %104, align 2
  store i16 %105, ptr %11, align 2
  %106 = load i16, ptr %10, align 2
  %107 = load i16, ptr %11, align 2
  %108 = call i16 @op_sub(i16 noundef %106, i16 noundef %107)
  %109 = call i64 @bits(i16 noundef %108)
  call void @mix(i64 noundef %109)
  br label %110

110:                                              ; preds = %97
  %111 = load i32, ptr %9, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %9, align 4
  br label %94, !llvm.loop !9

113:                                              ; preds = %94
  br label %114

114:                                              ; preds = %113
  %115 = load i32, ptr %8, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %8, align 4
  br label %90, !llvm.loop !10

117:                                              ; preds = %90
  %118 = load i64, ptr @h, align 8
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, i64 noundef %118)
  %120 = load i64, ptr @h, align 8
  %121 = load i64, ptr %2, align 8
  %122 = xor i64 %121, %120
  store i64 %122, ptr %2, align 8
  br label %123

123:                                              ; preds = %117
  br label %124

124:                                              ; preds = %123
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %12, align 4
  br label %125

125:                                              ; preds = %149, %124
  %126 = load i32, ptr %12, align 4
  %127 = icmp slt i32 %126, 21
  br i1 %127, label %128, label %152

128:                                              ; preds = %125
  store i32 0, ptr %13, align 4
  br label %129

129:                                              ; preds = %145, %128
  %130 = load i32, ptr %13, align 4
  %131 = icmp slt i32 %130, 21
  br i1 %131, label %132, label %148

132:                                              ; preds = %129
  %133 = load i32, ptr %12, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %134
  %136 = load volatile i16, ptr %135, align 2
  store i16 %136, ptr %14, align 2
  %137 = load i32, ptr %13, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %138
  %140 = load volatile i16, ptr %139, align 2
  store i16 %140, ptr %15, align 2
  %141 = load i16, ptr %14, align 2
  %142 = load i16, ptr %15, align 2
  %143 = call i16 @op_mul(i16 noundef %141, i16 noundef %142)
  %144 = call i64 @bits(i16 noundef %143)
  call void @mix(i64 noundef %144)
  br label %145

145:                                              ; preds = %132
  %146 = load i32, ptr %13, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %13, align 4
  br label %129, !llvm.loop !11

148:                                              ; preds = %129
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %12, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %12, align 4
  br label %125, !llvm.loop !12

152:                                              ; preds = %125
  %153 = load i64, ptr @h, align 8
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.5, i64 noundef %153)
  %155 = load i64, ptr @h, align 8
  %156 = load i64, ptr %2, align 8
  %157 = xor i64 %156, %155
  store i64 %157, ptr %2, align 8
  br label %158

158:                                              ; preds = %152
  br label %159

159:                                              ; preds = %158
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %16, align 4
  br label %160

160:                                              ; preds = %184, %159
  %161 = load i32, ptr %16, align 4
  %162 = icmp slt i32 %161, 21
  br i1 %162, label %163, label %187

163:                                              ; preds = %160
  store i32 0, ptr %17, align 4
  br label %164

164:                                              ; preds = %180, %163
  %165 = load i32, ptr %17, align 4
  %166 = icmp slt i32 %165, 21
  br i1 %166, label %167, label %183

167:                                              ; preds = %164
  %168 = load i32, ptr %16, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %169
  %171 = load volatile i16, ptr %170, align 2
  store i16 %171, ptr %18, align 2
  %172 = load i32, ptr %17, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %173
  %175 = load volatile i16, ptr %174, align 2
  store i16 %175, ptr %19, align 2
  %176 = load i16, ptr %18, align 2
  %177 = load i16, ptr %19, align 2
  %178 = call i16 @op_and(i16 noundef %176, i16 noundef %177)
  %179 = call i64 @bits(i16 noundef %178)
  call void @mix(i64 noundef %179)
  br label %180

180:                                              ; preds = %167
  %181 = load i32, ptr %17, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %17, align 4
  br label %164, !llvm.loop !13

183:                                              ; preds = %164
  br label %184

184:                                              ; preds = %183
  %185 = load i32, ptr %16, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %16, align 4
  br label %160, !llvm.loop !14

187:                                              ; preds = %160
  %188 = load i64, ptr @h, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.6, i64 noundef %188)
  %190 = load i64, ptr @h, align 8
  %191 = load i64, ptr %2, align 8
  %192 = xor i64 %191, %190
  store i64 %192, ptr %2, align 8
  br label %193

193:                                              ; preds = %187
  br label %194

194:                                              ; preds = %193
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %20, align 4
  br label %195

195:                                              ; preds = %219, %194
  %196 = load i32, ptr %20, align 4
  %197 = icmp slt i32 %196, 21
  br i1 %197, label %198, label %222

198:                                              ; preds = %195
  store i32 0, ptr %21, align 4
  br label %199

199:                                              ; preds = %215, %198
  %200 = load i32, ptr %21, align 4
  %201 = icmp slt i32 %200, 21
  br i1 %201, label %202, label %218

202:                                              ; preds = %199
  %203 = load i32, ptr %20, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %204
  %206 = load volatile i16, ptr %205, align 2
  store i16 %206, ptr %22, align 2
  %207 = load i32, ptr %21, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %208
  %210 = load volatile i16, ptr %209, align 2
  store i16 %210, ptr %23, align 2
  %211 = load i16, ptr %22, align 2
  %212 = load i16, ptr %23, align 2
  %213 = call i16 @op_or(i16 noundef %211, i16 noundef %212)
  %214 = call i64 @bits(i16 noundef %213)
  call void @mix(i64 noundef %214)
  br label %215

215:                                              ; preds = %202
  %216 = load i32, ptr %21, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %21, align 4
  br label %199, !llvm.loop !15

218:                                              ; preds = %199
  br label %219

219:                                              ; preds = %218
  %220 = load i32, ptr %20, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %20, align 4
  br label %195, !llvm.loop !16

222:                                              ; preds = %195
  %223 = load i64, ptr @h, align 8
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, i64 noundef %223)
  %225 = load i64, ptr @h, align 8
  %226 = load i64, ptr %2, align 8
  %227 = xor i64 %226, %225
  store i64 %227, ptr %2, align 8
  br label %228

228:                                              ; preds = %222
  br label %229

229:                                              ; preds = %228
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %24, align 4
  br label %230

230:                                              ; preds = %254, %229
  %231 = load i32, ptr %24, align 4
  %232 = icmp slt i32 %231, 21
  br i1 %232, label %233, label %257

233:                                              ; preds = %230
  store i32 0, ptr %25, align 4
  br label %234

234:                                              ; preds = %250, %233
  %235 = load i32, ptr %25, align 4
  %236 = icmp slt i32 %235, 21
  br i1 %236, label %237, label %253

237:                                              ; preds = %234
  %238 = load i32, ptr %24, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %239
  %241 = load volatile i16, ptr %240, align 2
  store i16 %241, ptr %26, align 2
  %242 = load i32, ptr %25, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %243
  %245 = load volatile i16, ptr %244, align 2
  store i16 %245, ptr %27, align 2
  %246 = load i16, ptr %26, align 2
  %247 = load i16, ptr %27, align 2
  %248 = call i16 @op_xor(i16 noundef %246, i16 noundef %247)
  %249 = call i64 @bits(i16 noundef %248)
  call void @mix(i64 noundef %249)
  br label %250

250:                                              ; preds = %237
  %251 = load i32, ptr %25, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %25, align 4
  br label %234, !llvm.loop !17

253:                                              ; preds = %234
  br label %254

254:                                              ; preds = %253
  %255 = load i32, ptr %24, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %24, align 4
  br label %230, !llvm.loop !18

257:                                              ; preds = %230
  %258 = load i64, ptr @h, align 8
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.8, i64 noundef %258)
  %260 = load i64, ptr @h, align 8
  %261 = load i64, ptr %2, align 8
  %262 = xor i64 %261, %260
  store i64 %262, ptr %2, align 8
  br label %263

263:                                              ; preds = %257
  br label %264

264:                                              ; preds = %263
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %28, align 4
  br label %265

265:                                              ; preds = %289, %264
  %266 = load i32, ptr %28, align 4
  %267 = icmp slt i32 %266, 21
  br i1 %267, label %268, label %292

268:                                              ; preds = %265
  store i32 0, ptr %29, align 4
  br label %269

269:                                              ; preds = %285, %268
  %270 = load i32, ptr %29, align 4
  %271 = icmp slt i32 %270, 21
  br i1 %271, label %272, label %288

272:                                              ; preds = %269
  %273 = load i32, ptr %28, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %274
  %276 = load volatile i16, ptr %275, align 2
  store i16 %276, ptr %30, align 2
  %277 = load i32, ptr %29, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %278
  %280 = load volatile i16, ptr %279, align 2
  store i16 %280, ptr %31, align 2
  %281 = load i16, ptr %30, align 2
  %282 = load i16, ptr %31, align 2
  %283 = call i16 @op_min(i16 noundef %281, i16 noundef %282)
  %284 = call i64 @bits(i16 noundef %283)
  call void @mix(i64 noundef %284)
  br label %285

285:                                              ; preds = %272
  %286 = load i32, ptr %29, align 4
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr %29, align 4
  br label %269, !llvm.loop !19

288:                                              ; preds = %269
  br label %289

289:                                              ; preds = %288
  %290 = load i32, ptr %28, align 4
  %291 = add nsw i32 %290, 1
  store i32 %291, ptr %28, align 4
  br label %265, !llvm.loop !20

292:                                              ; preds = %265
  %293 = load i64, ptr @h, align 8
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.9, i64 noundef %293)
  %295 = load i64, ptr @h, align 8
  %296 = load i64, ptr %2, align 8
  %297 = xor i64 %296, %295
  store i64 %297, ptr %2, align 8
  br label %298

298:                                              ; preds = %292
  br label %299

299:                                              ; preds = %298
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %32, align 4
  br label %300

300:                                              ; preds = %324, %299
  %301 = load i32, ptr %32, align 4
  %302 = icmp slt i32 %301, 21
  br i1 %302, label %303, label %327

303:                                              ; preds = %300
  store i32 0, ptr %33, align 4
  br label %304

304:                                              ; preds = %320, %303
  %305 = load i32, ptr %33, align 4
  %306 = icmp slt i32 %305, 21
  br i1 %306, label %307, label %323

307:                                              ; preds = %304
  %308 = load i32, ptr %32, align 4
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %309
  %311 = load volatile i16, ptr %310, align 2
  store i16 %311, ptr %34, align 2
  %312 = load i32, ptr %33, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %313
  %315 = load volatile i16, ptr %314, align 2
  store i16 %315, ptr %35, align 2
  %316 = load i16, ptr %34, align 2
  %317 = load i16, ptr %35, align 2
  %318 = call i16 @op_max(i16 noundef %316, i16 noundef %317)
  %319 = call i64 @bits(i16 noundef %318)
  call void @mix(i64 noundef %319)
  br label %320

320:                                              ; preds = %307
  %321 = load i32, ptr %33, align 4
  %322 = add nsw i32 %321, 1
  store i32 %322, ptr %33, align 4
  br label %304, !llvm.loop !21

323:                                              ; preds = %304
  br label %324

324:                                              ; preds = %323
  %325 = load i32, ptr %32, align 4
  %326 = add nsw i32 %325, 1
  store i32 %326, ptr %32, align 4
  br label %300, !llvm.loop !22

327:                                              ; preds = %300
  %328 = load i64, ptr @h, align 8
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.10, i64 noundef %328)
  %330 = load i64, ptr @h, align 8
  %331 = load i64, ptr %2, align 8
  %332 = xor i64 %331, %330
  store i64 %332, ptr %2, align 8
  br label %333

333:                                              ; preds = %327
  br label %334

334:                                              ; preds = %333
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %36, align 4
  br label %335

335:                                              ; preds = %360, %334
  %336 = load i32, ptr %36, align 4
  %337 = icmp slt i32 %336, 21
  br i1 %337, label %338, label %363

338:                                              ; preds = %335
  store i32 0, ptr %37, align 4
  br label %339

339:                                              ; preds = %356, %338
  %340 = load i32, ptr %37, align 4
  %341 = icmp slt i32 %340, 21
  br i1 %341, label %342, label %359

342:                                              ; preds = %339
  %343 = load i32, ptr %36, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %344
  %346 = load volatile i16, ptr %345, align 2
  store i16 %346, ptr %38, align 2
  %347 = load i32, ptr %37, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %348
  %350 = load volatile i16, ptr %349, align 2
  store i16 %350, ptr %39, align 2
  %351 = load i16, ptr %38, align 2
  %352 = load i16, ptr %39, align 2
  %353 = call i32 @op_cmp(i16 noundef %351, i16 noundef %352)
  %354 = trunc i32 %353 to i16
  %355 = call i64 @bits(i16 noundef %354)
  call void @mix(i64 noundef %355)
  br label %356

356:                                              ; preds = %342
  %357 = load i32, ptr %37, align 4
  %358 = add nsw i32 %357, 1
  store i32 %358, ptr %37, align 4
  br label %339, !llvm.loop !23

359:                                              ; preds = %339
  br label %360

360:                                              ; preds = %359
  %361 = load i32, ptr %36, align 4
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %36, align 4
  br label %335, !llvm.loop !24

363:                                              ; preds = %335
  %364 = load i64, ptr @h, align 8
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %364)
  %366 = load i64, ptr @h, align 8
  %367 = load i64, ptr %2, align 8
  %368 = xor i64 %367, %366
  store i64 %368, ptr %2, align 8
  br label %369

369:                                              ; preds = %363
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %40, align 4
  br label %370

370:                                              ; preds = %456, %369
  %371 = load i32, ptr %40, align 4
  %372 = icmp slt i32 %371, 21
  br i1 %372, label %373, label %459

373:                                              ; preds = %370
  store i32 0, ptr %41, align 4
  br label %374

374:                                              ; preds = %452, %373
  %375 = load i32, ptr %41, align 4
  %376 = icmp slt i32 %375, 21
  br i1 %376, label %377, label %455

377:                                              ; preds = %374
  %378 = load i32, ptr %40, align 4
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %379
  %381 = load volatile i16, ptr %380, align 2
  store i16 %381, ptr %42, align 2
  %382 = load i32, ptr %41, align 4
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %383
  %385 = load volatile i16, ptr %384, align 2
  store i16 %385, ptr %43, align 2
  %386 = load i16, ptr %43, align 2
  %387 = sext i16 %386 to i32
  %388 = icmp eq i32 %387, 0
  br i1 %388, label %397, label %389

389:                                              ; preds = %377
  %390 = load i16, ptr %42, align 2
  %391 = sext i16 %390 to i32
  %392 = icmp eq i32 %391, -32768
  br i1 %392, label %393, label %398

393:                                              ; preds = %389
  %394 = load i16, ptr %43, align 2
  %395 = sext i16 %394 to i32
  %396 = icmp eq i32 %395, -1
  br i1 %396, label %397, label %398

397:                                              ; preds = %393, %377
  br label %452

398:                                              ; preds = %393, %389
  %399 = load i16, ptr %42, align 2
  %400 = load i16, ptr %43, align 2
  %401 = call i16 @op_div(i16 noundef %399, i16 noundef %400)
  store i16 %401, ptr %44, align 2
  %402 = load i16, ptr %42, align 2
  %403 = load i16, ptr %43, align 2
  %404 = call i16 @op_rem(i16 noundef %402, i16 noundef %403)
  store i16 %404, ptr %45, align 2
  %405 = load i16, ptr %44, align 2
  %406 = call i64 @bits(i16 noundef %405)
  call void @mix(i64 noundef %406)
  %407 = load i16, ptr %45, align 2
  %408 = call i64 @bits(i16 noundef %407)
  call void @mix(i64 noundef %408)
  %409 = load i16, ptr %44, align 2
  %410 = load i16, ptr %43, align 2
  %411 = call i16 @op_mul(i16 noundef %409, i16 noundef %410)
  %412 = sext i16 %411 to i32
  %413 = load i16, ptr %45, align 2
  %414 = sext i16 %413 to i32
  %415 = add i32 %412, %414
  %416 = trunc i32 %415 to i16
  %417 = sext i16 %416 to i32
  %418 = load i16, ptr %42, align 2
  %419 = sext i16 %418 to i32
  %420 = icmp ne i32 %417, %419
  br i1 %420, label %421, label %429

421:                                              ; preds = %398
  %422 = load i32, ptr %3, align 4
  %423 = add nsw i32 %422, 1
  store i32 %423, ptr %3, align 4
  %424 = load i16, ptr %42, align 2
  %425 = sext i16 %424 to i64
  %426 = load i16, ptr %43, align 2
  %427 = sext i16 %426 to i64
  %428 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %425, i64 noundef %427)
  br label %429

429:                                              ; preds = %421, %398
  %430 = load i16, ptr %45, align 2
  %431 = sext i16 %430 to i32
  %432 = icmp ne i32 %431, 0
  br i1 %432, label %433, label %451

433:                                              ; preds = %429
  %434 = load i16, ptr %45, align 2
  %435 = sext i16 %434 to i32
  %436 = icmp slt i32 %435, 0
  %437 = zext i1 %436 to i32
  %438 = load i16, ptr %42, align 2
  %439 = sext i16 %438 to i32
  %440 = icmp slt i32 %439, 0
  %441 = zext i1 %440 to i32
  %442 = icmp ne i32 %437, %441
  br i1 %442, label %443, label %451

443:                                              ; preds = %433
  %444 = load i32, ptr %3, align 4
  %445 = add nsw i32 %444, 1
  store i32 %445, ptr %3, align 4
  %446 = load i16, ptr %42, align 2
  %447 = sext i16 %446 to i64
  %448 = load i16, ptr %43, align 2
  %449 = sext i16 %448 to i64
  %450 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %447, i64 noundef %449)
  br label %451

451:                                              ; preds = %443, %433, %429
  br label %452

452:                                              ; preds = %451, %397
  %453 = load i32, ptr %41, align 4
  %454 = add nsw i32 %453, 1
  store i32 %454, ptr %41, align 4
  br label %374, !llvm.loop !25

455:                                              ; preds = %374
  br label %456

456:                                              ; preds = %455
  %457 = load i32, ptr %40, align 4
  %458 = add nsw i32 %457, 1
  store i32 %458, ptr %40, align 4
  br label %370, !llvm.loop !26

459:                                              ; preds = %370
  %460 = load i64, ptr @h, align 8
  %461 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %460)
  %462 = load i64, ptr @h, align 8
  %463 = load i64, ptr %2, align 8
  %464 = xor i64 %463, %462
  store i64 %464, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %465

465:                                              ; preds = %493, %459
  %466 = load i32, ptr %46, align 4
  %467 = icmp slt i32 %466, 21
  br i1 %467, label %468, label %496

468:                                              ; preds = %465
  store i32 0, ptr %47, align 4
  br label %469

469:                                              ; preds = %489, %468
  %470 = load i32, ptr %47, align 4
  %471 = icmp slt i32 %470, 16
  br i1 %471, label %472, label %492

472:                                              ; preds = %469
  %473 = load i32, ptr %46, align 4
  %474 = sext i32 %473 to i64
  %475 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %474
  %476 = load volatile i16, ptr %475, align 2
  store i16 %476, ptr %48, align 2
  %477 = load i16, ptr %48, align 2
  %478 = load i32, ptr %47, align 4
  %479 = call i16 @op_shl(i16 noundef %477, i32 noundef %478)
  %480 = call i64 @bits(i16 noundef %479)
  call void @mix(i64 noundef %480)
  %481 = load i16, ptr %48, align 2
  %482 = load i32, ptr %47, align 4
  %483 = call i16 @op_lshr(i16 noundef %481, i32 noundef %482)
  %484 = call i64 @bits(i16 noundef %483)
  call void @mix(i64 noundef %484)
  %485 = load i16, ptr %48, align 2
  %486 = load i32, ptr %47, align 4
  %487 = call i16 @op_ashr(i16 noundef %485, i32 noundef %486)
  %488 = call i64 @bits(i16 noundef %487)
  call void @mix(i64 noundef %488)
  br label %489

489:                                              ; preds = %472
  %490 = load i32, ptr %47, align 4
  %491 = add nsw i32 %490, 1
  store i32 %491, ptr %47, align 4
  br label %469, !llvm.loop !27

492:                                              ; preds = %469
  br label %493

493:                                              ; preds = %492
  %494 = load i32, ptr %46, align 4
  %495 = add nsw i32 %494, 1
  store i32 %495, ptr %46, align 4
  br label %465, !llvm.loop !28

496:                                              ; preds = %465
  %497 = load i64, ptr @h, align 8
  %498 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %497)
  %499 = load i64, ptr @h, align 8
  %500 = load i64, ptr %2, align 8
  %501 = xor i64 %500, %499
  store i64 %501, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %502

502:                                              ; preds = %522, %496
  %503 = load i32, ptr %49, align 4
  %504 = icmp slt i32 %503, 21
  br i1 %504, label %505, label %525

505:                                              ; preds = %502
  %506 = load i32, ptr %49, align 4
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %507
  %509 = load volatile i16, ptr %508, align 2
  store i16 %509, ptr %50, align 2
  %510 = load i16, ptr %50, align 2
  %511 = sext i16 %510 to i64
  %512 = load i16, ptr %50, align 2
  %513 = call i16 @op_shl(i16 noundef %512, i32 noundef 15)
  %514 = call i64 @bits(i16 noundef %513)
  %515 = load i16, ptr %50, align 2
  %516 = call i16 @op_lshr(i16 noundef %515, i32 noundef 15)
  %517 = call i64 @bits(i16 noundef %516)
  %518 = load i16, ptr %50, align 2
  %519 = call i16 @op_ashr(i16 noundef %518, i32 noundef 15)
  %520 = sext i16 %519 to i64
  %521 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %511, i32 noundef 15, i64 noundef %514, i32 noundef 15, i64 noundef %517, i32 noundef 15, i64 noundef %520)
  br label %522

522:                                              ; preds = %505
  %523 = load i32, ptr %49, align 4
  %524 = add nsw i32 %523, 4
  store i32 %524, ptr %49, align 4
  br label %502, !llvm.loop !29

525:                                              ; preds = %502
  store i32 0, ptr %51, align 4
  br label %526

526:                                              ; preds = %611, %525
  %527 = load i32, ptr %51, align 4
  %528 = icmp slt i32 %527, 21
  br i1 %528, label %529, label %614

529:                                              ; preds = %526
  %530 = load i32, ptr %51, align 4
  %531 = sext i32 %530 to i64
  %532 = getelementptr inbounds [21 x i16], ptr @vals, i64 0, i64 %531
  %533 = load volatile i16, ptr %532, align 2
  store i16 %533, ptr %52, align 2
  %534 = load i16, ptr %52, align 2
  %535 = sext i16 %534 to i64
  %536 = load i16, ptr %52, align 2
  %537 = call i16 @op_neg(i16 noundef %536)
  %538 = call i64 @bits(i16 noundef %537)
  %539 = load i16, ptr %52, align 2
  %540 = call i16 @op_not(i16 noundef %539)
  %541 = call i64 @bits(i16 noundef %540)
  %542 = load i16, ptr %52, align 2
  %543 = call i16 @op_abs(i16 noundef %542)
  %544 = call i64 @bits(i16 noundef %543)
  %545 = load i16, ptr %52, align 2
  %546 = call i16 @div3(i16 noundef %545)
  %547 = sext i16 %546 to i64
  %548 = load i16, ptr %52, align 2
  %549 = call i16 @div7(i16 noundef %548)
  %550 = sext i16 %549 to i64
  %551 = load i16, ptr %52, align 2
  %552 = call i16 @div10(i16 noundef %551)
  %553 = sext i16 %552 to i64
  %554 = load i16, ptr %52, align 2
  %555 = call i16 @rem10(i16 noundef %554)
  %556 = sext i16 %555 to i64
  %557 = load i16, ptr %52, align 2
  %558 = call i16 @div16(i16 noundef %557)
  %559 = sext i16 %558 to i64
  %560 = load i16, ptr %52, align 2
  %561 = call i16 @rem16(i16 noundef %560)
  %562 = sext i16 %561 to i64
  %563 = load i16, ptr %52, align 2
  %564 = call i16 @divm5(i16 noundef %563)
  %565 = sext i16 %564 to i64
  %566 = load i16, ptr %52, align 2
  %567 = call i16 @divmax(i16 noundef %566)
  %568 = sext i16 %567 to i64
  %569 = load i16, ptr %52, align 2
  %570 = sitofp i16 %569 to float
  %571 = fpext float %570 to double
  %572 = load i16, ptr %52, align 2
  %573 = sitofp i16 %572 to double
  %574 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %535, i64 noundef %538, i64 noundef %541, i64 noundef %544, i64 noundef %547, i64 noundef %550, i64 noundef %553, i64 noundef %556, i64 noundef %559, i64 noundef %562, i64 noundef %565, i64 noundef %568, double noundef %571, double noundef %573)
  %575 = load i16, ptr %52, align 2
  %576 = call i16 @div10(i16 noundef %575)
  %577 = sext i16 %576 to i32
  %578 = load i16, ptr %52, align 2
  %579 = call i16 @op_div(i16 noundef %578, i16 noundef 10)
  %580 = sext i16 %579 to i32
  %581 = icmp ne i32 %577, %580
  br i1 %581, label %606, label %582

582:                                              ; preds = %529
  %583 = load i16, ptr %52, align 2
  %584 = call i16 @rem10(i16 noundef %583)
  %585 = sext i16 %584 to i32
  %586 = load i16, ptr %52, align 2
  %587 = call i16 @op_rem(i16 noundef %586, i16 noundef 10)
  %588 = sext i16 %587 to i32
  %589 = icmp ne i32 %585, %588
  br i1 %589, label %606, label %590

590:                                              ; preds = %582
  %591 = load i16, ptr %52, align 2
  %592 = call i16 @div7(i16 noundef %591)
  %593 = sext i16 %592 to i32
  %594 = load i16, ptr %52, align 2
  %595 = call i16 @op_div(i16 noundef %594, i16 noundef 7)
  %596 = sext i16 %595 to i32
  %597 = icmp ne i32 %593, %596
  br i1 %597, label %606, label %598

598:                                              ; preds = %590
  %599 = load i16, ptr %52, align 2
  %600 = call i16 @div16(i16 noundef %599)
  %601 = sext i16 %600 to i32
  %602 = load i16, ptr %52, align 2
  %603 = call i16 @op_div(i16 noundef %602, i16 noundef 16)
  %604 = sext i16 %603 to i32
  %605 = icmp ne i32 %601, %604
  br i1 %605, label %606, label %610

606:                                              ; preds = %598, %590, %582, %529
  %607 = load i32, ptr %3, align 4
  %608 = add nsw i32 %607, 1
  store i32 %608, ptr %3, align 4
  %609 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %610

610:                                              ; preds = %606, %598
  br label %611

611:                                              ; preds = %610
  %612 = load i32, ptr %51, align 4
  %613 = add nsw i32 %612, 1
  store i32 %613, ptr %51, align 4
  br label %526, !llvm.loop !30

614:                                              ; preds = %526
  %615 = load i64, ptr %2, align 8
  %616 = load i32, ptr %3, align 4
  %617 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %615, i32 noundef %616)
  %618 = load i32, ptr %3, align 4
  %619 = icmp ne i32 %618, 0
  br i1 %619, label %620, label %621

620:                                              ; preds = %614
  br label %625

621:                                              ; preds = %614
  %622 = load i64, ptr %2, align 8
  %623 = and i64 %622, 63
  %624 = trunc i64 %623 to i32
  br label %625

625:                                              ; preds = %621, %620
  %626 = phi i32 [ 100, %620 ], [ %624, %621 ]
  ret i32 %626
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
define internal i64 @bits(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = zext i16 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_add(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = add i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_sub(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sub i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_mul(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = mul i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_and(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = and i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_or(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_xor(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = xor i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_min(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp slt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_max(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp sgt i32 %6, %8
  br i1 %9, label %10, label %13

10:                                               ; preds = %2
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  br label %16

13:                                               ; preds = %2
  %14 = load i16, ptr %4, align 2
  %15 = sext i16 %14 to i32
  br label %16

16:                                               ; preds = %13, %10
  %17 = phi i32 [ %12, %10 ], [ %15, %13 ]
  %18 = trunc i32 %17 to i16
  ret i16 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = icmp eq i32 %6, %8
  %10 = zext i1 %9 to i32
  %11 = load i16, ptr %3, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, ptr %4, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp ne i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = shl i32 %16, 1
  %18 = or i32 %10, %17
  %19 = load i16, ptr %3, align 2
  %20 = sext i16 %19 to i32
  %21 = load i16, ptr %4, align 2
  %22 = sext i16 %21 to i32
  %23 = icmp slt i32 %20, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 2
  %26 = or i32 %18, %25
  %27 = load i16, ptr %3, align 2
  %28 = sext i16 %27 to i32
  %29 = load i16, ptr %4, align 2
  %30 = sext i16 %29 to i32
  %31 = icmp sle i32 %28, %30
  %32 = zext i1 %31 to i32
  %33 = shl i32 %32, 3
  %34 = or i32 %26, %33
  %35 = load i16, ptr %3, align 2
  %36 = sext i16 %35 to i32
  %37 = load i16, ptr %4, align 2
  %38 = sext i16 %37 to i32
  %39 = icmp sgt i32 %36, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %34, %41
  %43 = load i16, ptr %3, align 2
  %44 = sext i16 %43 to i32
  %45 = load i16, ptr %4, align 2
  %46 = sext i16 %45 to i32
  %47 = icmp sge i32 %44, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 5
  %50 = or i32 %42, %49
  %51 = load i16, ptr %3, align 2
  %52 = zext i16 %51 to i32
  %53 = load i16, ptr %4, align 2
  %54 = zext i16 %53 to i32
  %55 = icmp slt i32 %52, %54
  %56 = zext i1 %55 to i32
  %57 = shl i32 %56, 6
  %58 = or i32 %50, %57
  %59 = load i16, ptr %3, align 2
  %60 = zext i16 %59 to i32
  %61 = load i16, ptr %4, align 2
  %62 = zext i16 %61 to i32
  %63 = icmp sge i32 %60, %62
  %64 = zext i1 %63 to i32
  %65 = shl i32 %64, 7
  %66 = or i32 %58, %65
  %67 = load i16, ptr %3, align 2
  %68 = icmp ne i16 %67, 0
  %69 = xor i1 %68, true
  %70 = zext i1 %69 to i32
  %71 = shl i32 %70, 8
  %72 = or i32 %66, %71
  %73 = load i16, ptr %4, align 2
  %74 = icmp ne i16 %73, 0
  %75 = xor i1 %74, true
  %76 = xor i1 %75, true
  %77 = zext i1 %76 to i32
  %78 = shl i32 %77, 9
  %79 = or i32 %72, %78
  ret i32 %79
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_div(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_rem(i16 noundef %0, i16 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i16, ptr %4, align 2
  %8 = sext i16 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i16
  ret i16 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_shl(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = shl i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_lshr(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = zext i16 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_ashr(i16 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
  store i32 %1, ptr %4, align 4
  %5 = load i16, ptr %3, align 2
  %6 = sext i16 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i16
  ret i16 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_neg(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sub i32 0, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_not(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = xor i32 %4, -1
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @op_abs(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = icmp slt i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load i16, ptr %2, align 2
  %8 = call i16 @op_neg(i16 noundef %7)
  %9 = sext i16 %8 to i32
  br label %13

10:                                               ; preds = %1
  %11 = load i16, ptr %2, align 2
  %12 = sext i16 %11 to i32
  br label %13

13:                                               ; preds = %10, %6
  %14 = phi i32 [ %9, %6 ], [ %12, %10 ]
  %15 = trunc i32 %14 to i16
  ret i16 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @div3(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, 3
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @div7(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, 7
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @div10(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, 10
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @rem10(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = srem i32 %4, 10
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @div16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, 16
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @rem16(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = srem i32 %4, 16
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @divm5(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, -5
  %6 = trunc i32 %5 to i16
  %7 = sext i16 %6 to i32
  %8 = trunc i32 %7 to i16
  ret i16 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @divmax(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = sext i16 %3 to i32
  %5 = sdiv i32 %4, 32767
  %6 = trunc i32 %5 to i16
  ret i16 %6
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
