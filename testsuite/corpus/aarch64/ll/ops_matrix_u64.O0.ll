; ModuleID = 'programs/ops_matrix_u64.c'
source_filename = "programs/ops_matrix_u64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint64_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 9223372036854775807, i64 -9223372036854775808, i64 -2, i64 -1, i64 6148914691236517205, i64 -6148914691236517206, i64 81985529216486895], align 8
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
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 64, ptr noundef @.str.1, i64 noundef 0, i64 noundef -1)
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
  %65 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %64
  %66 = load volatile i64, ptr %65, align 8
  store i64 %66, ptr %6, align 8
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %68
  %70 = load volatile i64, ptr %69, align 8
  store i64 %70, ptr %7, align 8
  %71 = load i64, ptr %6, align 8
  %72 = load i64, ptr %7, align 8
  %73 = call i64 @op_add(i64 noundef %71, i64 noundef %72)
  %74 = call i64 @bits(i64 noundef %73)
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
  %100 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %99
  %101 = load volatile i64, ptr %100, align 8
  store i64 %101, ptr %10, align 8
  %102 = load i32, ptr %9, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %103
  %105 = load volatile i64, ptr %104, align 8
  store i64 %105, ptr %11, align 8
  %106 = load i64, ptr %10, align 8
  %107 = load i64, ptr %11, align 8
  %108 = call i64 @op_sub(i64 noundef %106, i64 noundef %107)
  %109 = call i64 @bits(i64 noundef %108)
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
  %135 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %134
  %136 = load volatile i64, ptr %135, align 8
  store i64 %136, ptr %14, align 8
  %137 = load i32, ptr %13, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %138
  %140 = load volatile i64, ptr %139, align 8
  store i64 %140, ptr %15, align 8
  %141 = load i64, ptr %14, align 8
  %142 = load i64, ptr %15, align 8
  %143 = call i64 @op_mul(i64 noundef %141, i64 noundef %142)
  %144 = call i64 @bits(i64 noundef %143)
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
  %170 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %169
  %171 = load volatile i64, ptr %170, align 8
  store i64 %171, ptr %18, align 8
  %172 = load i32, ptr %17, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %173
  %175 = load volatile i64, ptr %174, align 8
  store i64 %175, ptr %19, align 8
  %176 = load i64, ptr %18, align 8
  %177 = load i64, ptr %19, align 8
  %178 = call i64 @op_and(i64 noundef %176, i64 noundef %177)
  %179 = call i64 @bits(i64 noundef %178)
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
  %205 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %204
  %206 = load volatile i64, ptr %205, align 8
  store i64 %206, ptr %22, align 8
  %207 = load i32, ptr %21, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %208
  %210 = load volatile i64, ptr %209, align 8
  store i64 %210, ptr %23, align 8
  %211 = load i64, ptr %22, align 8
  %212 = load i64, ptr %23, align 8
  %213 = call i64 @op_or(i64 noundef %211, i64 noundef %212)
  %214 = call i64 @bits(i64 noundef %213)
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
  %240 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %239
  %241 = load volatile i64, ptr %240, align 8
  store i64 %241, ptr %26, align 8
  %242 = load i32, ptr %25, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %243
  %245 = load volatile i64, ptr %244, align 8
  store i64 %245, ptr %27, align 8
  %246 = load i64, ptr %26, align 8
  %247 = load i64, ptr %27, align 8
  %248 = call i64 @op_xor(i64 noundef %246, i64 noundef %247)
  %249 = call i64 @bits(i64 noundef %248)
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
  %275 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %274
  %276 = load volatile i64, ptr %275, align 8
  store i64 %276, ptr %30, align 8
  %277 = load i32, ptr %29, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %278
  %280 = load volatile i64, ptr %279, align 8
  store i64 %280, ptr %31, align 8
  %281 = load i64, ptr %30, align 8
  %282 = load i64, ptr %31, align 8
  %283 = call i64 @op_min(i64 noundef %281, i64 noundef %282)
  %284 = call i64 @bits(i64 noundef %283)
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
  %310 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %309
  %311 = load volatile i64, ptr %310, align 8
  store i64 %311, ptr %34, align 8
  %312 = load i32, ptr %33, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %313
  %315 = load volatile i64, ptr %314, align 8
  store i64 %315, ptr %35, align 8
  %316 = load i64, ptr %34, align 8
  %317 = load i64, ptr %35, align 8
  %318 = call i64 @op_max(i64 noundef %316, i64 noundef %317)
  %319 = call i64 @bits(i64 noundef %318)
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
  %345 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %344
  %346 = load volatile i64, ptr %345, align 8
  store i64 %346, ptr %38, align 8
  %347 = load i32, ptr %37, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %348
  %350 = load volatile i64, ptr %349, align 8
  store i64 %350, ptr %39, align 8
  %351 = load i64, ptr %38, align 8
  %352 = load i64, ptr %39, align 8
  %353 = call i32 @op_cmp(i64 noundef %351, i64 noundef %352)
  %354 = sext i32 %353 to i64
  %355 = call i64 @bits(i64 noundef %354)
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

370:                                              ; preds = %435, %369
  %371 = load i32, ptr %40, align 4
  %372 = icmp slt i32 %371, 21
  br i1 %372, label %373, label %438

373:                                              ; preds = %370
  store i32 0, ptr %41, align 4
  br label %374

374:                                              ; preds = %431, %373
  %375 = load i32, ptr %41, align 4
  %376 = icmp slt i32 %375, 21
  br i1 %376, label %377, label %434

377:                                              ; preds = %374
  %378 = load i32, ptr %40, align 4
  %379 = sext i32 %378 to i64
  %380 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %379
  %381 = load volatile i64, ptr %380, align 8
  store i64 %381, ptr %42, align 8
  %382 = load i32, ptr %41, align 4
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %383
  %385 = load volatile i64, ptr %384, align 8
  store i64 %385, ptr %43, align 8
  %386 = load i64, ptr %43, align 8
  %387 = icmp eq i64 %386, 0
  br i1 %387, label %388, label %389

388:                                              ; preds = %377
  br label %431

389:                                              ; preds = %377
  %390 = load i64, ptr %42, align 8
  %391 = load i64, ptr %43, align 8
  %392 = call i64 @op_div(i64 noundef %390, i64 noundef %391)
  store i64 %392, ptr %44, align 8
  %393 = load i64, ptr %42, align 8
  %394 = load i64, ptr %43, align 8
  %395 = call i64 @op_rem(i64 noundef %393, i64 noundef %394)
  store i64 %395, ptr %45, align 8
  %396 = load i64, ptr %44, align 8
  %397 = call i64 @bits(i64 noundef %396)
  call void @mix(i64 noundef %397)
  %398 = load i64, ptr %45, align 8
  %399 = call i64 @bits(i64 noundef %398)
  call void @mix(i64 noundef %399)
  %400 = load i64, ptr %44, align 8
  %401 = load i64, ptr %43, align 8
  %402 = call i64 @op_mul(i64 noundef %400, i64 noundef %401)
  %403 = load i64, ptr %45, align 8
  %404 = add i64 %402, %403
  %405 = load i64, ptr %42, align 8
  %406 = icmp ne i64 %404, %405
  br i1 %406, label %407, label %413

407:                                              ; preds = %389
  %408 = load i32, ptr %3, align 4
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr %3, align 4
  %410 = load i64, ptr %42, align 8
  %411 = load i64, ptr %43, align 8
  %412 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %410, i64 noundef %411)
  br label %413

413:                                              ; preds = %407, %389
  %414 = load i64, ptr %45, align 8
  %415 = icmp ne i64 %414, 0
  br i1 %415, label %416, label %430

416:                                              ; preds = %413
  %417 = load i64, ptr %45, align 8
  %418 = icmp ult i64 %417, 0
  %419 = zext i1 %418 to i32
  %420 = load i64, ptr %42, align 8
  %421 = icmp ult i64 %420, 0
  %422 = zext i1 %421 to i32
  %423 = icmp ne i32 %419, %422
  br i1 %423, label %424, label %430

424:                                              ; preds = %416
  %425 = load i32, ptr %3, align 4
  %426 = add nsw i32 %425, 1
  store i32 %426, ptr %3, align 4
  %427 = load i64, ptr %42, align 8
  %428 = load i64, ptr %43, align 8
  %429 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %427, i64 noundef %428)
  br label %430

430:                                              ; preds = %424, %416, %413
  br label %431

431:                                              ; preds = %430, %388
  %432 = load i32, ptr %41, align 4
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr %41, align 4
  br label %374, !llvm.loop !25

434:                                              ; preds = %374
  br label %435

435:                                              ; preds = %434
  %436 = load i32, ptr %40, align 4
  %437 = add nsw i32 %436, 1
  store i32 %437, ptr %40, align 4
  br label %370, !llvm.loop !26

438:                                              ; preds = %370
  %439 = load i64, ptr @h, align 8
  %440 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %439)
  %441 = load i64, ptr @h, align 8
  %442 = load i64, ptr %2, align 8
  %443 = xor i64 %442, %441
  store i64 %443, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %444

444:                                              ; preds = %472, %438
  %445 = load i32, ptr %46, align 4
  %446 = icmp slt i32 %445, 21
  br i1 %446, label %447, label %475

447:                                              ; preds = %444
  store i32 0, ptr %47, align 4
  br label %448

448:                                              ; preds = %468, %447
  %449 = load i32, ptr %47, align 4
  %450 = icmp slt i32 %449, 64
  br i1 %450, label %451, label %471

451:                                              ; preds = %448
  %452 = load i32, ptr %46, align 4
  %453 = sext i32 %452 to i64
  %454 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %453
  %455 = load volatile i64, ptr %454, align 8
  store i64 %455, ptr %48, align 8
  %456 = load i64, ptr %48, align 8
  %457 = load i32, ptr %47, align 4
  %458 = call i64 @op_shl(i64 noundef %456, i32 noundef %457)
  %459 = call i64 @bits(i64 noundef %458)
  call void @mix(i64 noundef %459)
  %460 = load i64, ptr %48, align 8
  %461 = load i32, ptr %47, align 4
  %462 = call i64 @op_lshr(i64 noundef %460, i32 noundef %461)
  %463 = call i64 @bits(i64 noundef %462)
  call void @mix(i64 noundef %463)
  %464 = load i64, ptr %48, align 8
  %465 = load i32, ptr %47, align 4
  %466 = call i64 @op_ashr(i64 noundef %464, i32 noundef %465)
  %467 = call i64 @bits(i64 noundef %466)
  call void @mix(i64 noundef %467)
  br label %468

468:                                              ; preds = %451
  %469 = load i32, ptr %47, align 4
  %470 = add nsw i32 %469, 1
  store i32 %470, ptr %47, align 4
  br label %448, !llvm.loop !27

471:                                              ; preds = %448
  br label %472

472:                                              ; preds = %471
  %473 = load i32, ptr %46, align 4
  %474 = add nsw i32 %473, 1
  store i32 %474, ptr %46, align 4
  br label %444, !llvm.loop !28

475:                                              ; preds = %444
  %476 = load i64, ptr @h, align 8
  %477 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %476)
  %478 = load i64, ptr @h, align 8
  %479 = load i64, ptr %2, align 8
  %480 = xor i64 %479, %478
  store i64 %480, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %481

481:                                              ; preds = %499, %475
  %482 = load i32, ptr %49, align 4
  %483 = icmp slt i32 %482, 21
  br i1 %483, label %484, label %502

484:                                              ; preds = %481
  %485 = load i32, ptr %49, align 4
  %486 = sext i32 %485 to i64
  %487 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %486
  %488 = load volatile i64, ptr %487, align 8
  store i64 %488, ptr %50, align 8
  %489 = load i64, ptr %50, align 8
  %490 = load i64, ptr %50, align 8
  %491 = call i64 @op_shl(i64 noundef %490, i32 noundef 63)
  %492 = call i64 @bits(i64 noundef %491)
  %493 = load i64, ptr %50, align 8
  %494 = call i64 @op_lshr(i64 noundef %493, i32 noundef 63)
  %495 = call i64 @bits(i64 noundef %494)
  %496 = load i64, ptr %50, align 8
  %497 = call i64 @op_ashr(i64 noundef %496, i32 noundef 63)
  %498 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %489, i32 noundef 63, i64 noundef %492, i32 noundef 63, i64 noundef %495, i32 noundef 63, i64 noundef %497)
  br label %499

499:                                              ; preds = %484
  %500 = load i32, ptr %49, align 4
  %501 = add nsw i32 %500, 4
  store i32 %501, ptr %49, align 4
  br label %481, !llvm.loop !29

502:                                              ; preds = %481
  store i32 0, ptr %51, align 4
  br label %503

503:                                              ; preds = %571, %502
  %504 = load i32, ptr %51, align 4
  %505 = icmp slt i32 %504, 21
  br i1 %505, label %506, label %574

506:                                              ; preds = %503
  %507 = load i32, ptr %51, align 4
  %508 = sext i32 %507 to i64
  %509 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %508
  %510 = load volatile i64, ptr %509, align 8
  store i64 %510, ptr %52, align 8
  %511 = load i64, ptr %52, align 8
  %512 = load i64, ptr %52, align 8
  %513 = call i64 @op_neg(i64 noundef %512)
  %514 = call i64 @bits(i64 noundef %513)
  %515 = load i64, ptr %52, align 8
  %516 = call i64 @op_not(i64 noundef %515)
  %517 = call i64 @bits(i64 noundef %516)
  %518 = load i64, ptr %52, align 8
  %519 = call i64 @op_abs(i64 noundef %518)
  %520 = call i64 @bits(i64 noundef %519)
  %521 = load i64, ptr %52, align 8
  %522 = call i64 @div3(i64 noundef %521)
  %523 = load i64, ptr %52, align 8
  %524 = call i64 @div7(i64 noundef %523)
  %525 = load i64, ptr %52, align 8
  %526 = call i64 @div10(i64 noundef %525)
  %527 = load i64, ptr %52, align 8
  %528 = call i64 @rem10(i64 noundef %527)
  %529 = load i64, ptr %52, align 8
  %530 = call i64 @div16(i64 noundef %529)
  %531 = load i64, ptr %52, align 8
  %532 = call i64 @rem16(i64 noundef %531)
  %533 = load i64, ptr %52, align 8
  %534 = call i64 @divm5(i64 noundef %533)
  %535 = load i64, ptr %52, align 8
  %536 = call i64 @divmax(i64 noundef %535)
  %537 = load i64, ptr %52, align 8
  %538 = uitofp i64 %537 to float
  %539 = fpext float %538 to double
  %540 = load i64, ptr %52, align 8
  %541 = uitofp i64 %540 to double
  %542 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %511, i64 noundef %514, i64 noundef %517, i64 noundef %520, i64 noundef %522, i64 noundef %524, i64 noundef %526, i64 noundef %528, i64 noundef %530, i64 noundef %532, i64 noundef %534, i64 noundef %536, double noundef %539, double noundef %541)
  %543 = load i64, ptr %52, align 8
  %544 = call i64 @div10(i64 noundef %543)
  %545 = load i64, ptr %52, align 8
  %546 = call i64 @op_div(i64 noundef %545, i64 noundef 10)
  %547 = icmp ne i64 %544, %546
  br i1 %547, label %566, label %548

548:                                              ; preds = %506
  %549 = load i64, ptr %52, align 8
  %550 = call i64 @rem10(i64 noundef %549)
  %551 = load i64, ptr %52, align 8
  %552 = call i64 @op_rem(i64 noundef %551, i64 noundef 10)
  %553 = icmp ne i64 %550, %552
  br i1 %553, label %566, label %554

554:                                              ; preds = %548
  %555 = load i64, ptr %52, align 8
  %556 = call i64 @div7(i64 noundef %555)
  %557 = load i64, ptr %52, align 8
  %558 = call i64 @op_div(i64 noundef %557, i64 noundef 7)
  %559 = icmp ne i64 %556, %558
  br i1 %559, label %566, label %560

560:                                              ; preds = %554
  %561 = load i64, ptr %52, align 8
  %562 = call i64 @div16(i64 noundef %561)
  %563 = load i64, ptr %52, align 8
  %564 = call i64 @op_div(i64 noundef %563, i64 noundef 16)
  %565 = icmp ne i64 %562, %564
  br i1 %565, label %566, label %570

566:                                              ; preds = %560, %554, %548, %506
  %567 = load i32, ptr %3, align 4
  %568 = add nsw i32 %567, 1
  store i32 %568, ptr %3, align 4
  %569 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %570

570:                                              ; preds = %566, %560
  br label %571

571:                                              ; preds = %570
  %572 = load i32, ptr %51, align 4
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr %51, align 4
  br label %503, !llvm.loop !30

574:                                              ; preds = %503
  %575 = load i64, ptr %2, align 8
  %576 = load i32, ptr %3, align 4
  %577 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %575, i32 noundef %576)
  %578 = load i32, ptr %3, align 4
  %579 = icmp ne i32 %578, 0
  br i1 %579, label %580, label %581

580:                                              ; preds = %574
  br label %585

581:                                              ; preds = %574
  %582 = load i64, ptr %2, align 8
  %583 = and i64 %582, 63
  %584 = trunc i64 %583 to i32
  br label %585

585:                                              ; preds = %581, %580
  %586 = phi i32 [ 100, %580 ], [ %584, %581 ]
  ret i32 %586
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
define internal i64 @bits(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = mul i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_and(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = and i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_or(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = or i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_xor(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = xor i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_min(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ugt i64 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i64, ptr %3, align 8
  br label %12

10:                                               ; preds = %2
  %11 = load i64, ptr %4, align 8
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i64 [ %9, %8 ], [ %11, %10 ]
  ret i64 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i64, ptr %3, align 8
  %10 = load i64, ptr %4, align 8
  %11 = icmp ne i64 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i64, ptr %3, align 8
  %16 = load i64, ptr %4, align 8
  %17 = icmp ult i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i64, ptr %3, align 8
  %22 = load i64, ptr %4, align 8
  %23 = icmp ule i64 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i64, ptr %3, align 8
  %28 = load i64, ptr %4, align 8
  %29 = icmp ugt i64 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i64, ptr %3, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp uge i64 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load i64, ptr %3, align 8
  %40 = load i64, ptr %4, align 8
  %41 = icmp ult i64 %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  %45 = load i64, ptr %3, align 8
  %46 = load i64, ptr %4, align 8
  %47 = icmp uge i64 %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 7
  %50 = or i32 %44, %49
  %51 = load i64, ptr %3, align 8
  %52 = icmp ne i64 %51, 0
  %53 = xor i1 %52, true
  %54 = zext i1 %53 to i32
  %55 = shl i32 %54, 8
  %56 = or i32 %50, %55
  %57 = load i64, ptr %4, align 8
  %58 = icmp ne i64 %57, 0
  %59 = xor i1 %58, true
  %60 = xor i1 %59, true
  %61 = zext i1 %60 to i32
  %62 = shl i32 %61, 9
  %63 = or i32 %56, %62
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_rem(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_shl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_lshr(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = lshr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_ashr(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = lshr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_neg(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = sub i64 0, %3
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_not(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = xor i64 %3, -1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_abs(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ult i64 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i64, ptr %2, align 8
  %7 = call i64 @op_neg(i64 noundef %6)
  br label %10

8:                                                ; preds = %1
  %9 = load i64, ptr %2, align 8
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i64 [ %7, %5 ], [ %9, %8 ]
  ret i64 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div3(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 3
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div7(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 7
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div10(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 10
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem10(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = urem i64 %3, 10
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div16(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 16
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem16(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = urem i64 %3, 16
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divm5(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, 5
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divmax(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = udiv i64 %3, -1
  ret i64 %4
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
