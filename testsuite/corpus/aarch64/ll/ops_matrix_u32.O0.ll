; ModuleID = 'programs/ops_matrix_u32.c'
source_filename = "programs/ops_matrix_u32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [47 x i8] c"type uint32_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i32] [i32 0, i32 1, i32 0, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 2147483647, i32 -2147483648, i32 -2, i32 -1, i32 1431655765, i32 -1431655766, i32 -1985229329], align 4
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
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 32, ptr noundef @.str.1, i64 noundef 0, i64 noundef 4294967295)
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
  %65 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %64
  %66 = load volatile i32, ptr %65, align 4
  store i32 %66, ptr %6, align 4
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %68
  %70 = load volatile i32, ptr %69, align 4
  store i32 %70, ptr %7, align 4
  %71 = load i32, ptr %6, align 4
  %72 = load i32, ptr %7, align 4
  %73 = call i32 @op_add(i32 noundef %71, i32 noundef %72)
  %74 = call i64 @bits(i32 noundef %73)
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
  %100 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %99
  %101 = load volatile i32, ptr %100, align 4
  store i32 %101, ptr %10, align 4
  %102 = load i32, ptr %9, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %103
  %105 = load volatile i32, ptr %104, align 4
  store i32 %105, ptr %11, align 4
  %106 = load i32, ptr %10, align 4
  %107 = load i32, ptr %11, align 4
  %108 = call i32 @op_sub(i32 noundef %106, i32 noundef %107)
  %109 = call i64 @bits(i32 noundef %108)
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
  %135 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %134
  %136 = load volatile i32, ptr %135, align 4
  store i32 %136, ptr %14, align 4
  %137 = load i32, ptr %13, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %138
  %140 = load volatile i32, ptr %139, align 4
  store i32 %140, ptr %15, align 4
  %141 = load i32, ptr %14, align 4
  %142 = load i32, ptr %15, align 4
  %143 = call i32 @op_mul(i32 noundef %141, i32 noundef %142)
  %144 = call i64 @bits(i32 noundef %143)
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
  %170 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %169
  %171 = load volatile i32, ptr %170, align 4
  store i32 %171, ptr %18, align 4
  %172 = load i32, ptr %17, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %173
  %175 = load volatile i32, ptr %174, align 4
  store i32 %175, ptr %19, align 4
  %176 = load i32, ptr %18, align 4
  %177 = load i32, ptr %19, align 4
  %178 = call i32 @op_and(i32 noundef %176, i32 noundef %177)
  %179 = call i64 @bits(i32 noundef %178)
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
  %205 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %204
  %206 = load volatile i32, ptr %205, align 4
  store i32 %206, ptr %22, align 4
  %207 = load i32, ptr %21, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %208
  %210 = load volatile i32, ptr %209, align 4
  store i32 %210, ptr %23, align 4
  %211 = load i32, ptr %22, align 4
  %212 = load i32, ptr %23, align 4
  %213 = call i32 @op_or(i32 noundef %211, i32 noundef %212)
  %214 = call i64 @bits(i32 noundef %213)
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
  %240 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %239
  %241 = load volatile i32, ptr %240, align 4
  store i32 %241, ptr %26, align 4
  %242 = load i32, ptr %25, align 4
  %243 = sext i32 %242 to i64
  %244 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %243
  %245 = load volatile i32, ptr %244, align 4
  store i32 %245, ptr %27, align 4
  %246 = load i32, ptr %26, align 4
  %247 = load i32, ptr %27, align 4
  %248 = call i32 @op_xor(i32 noundef %246, i32 noundef %247)
  %249 = call i64 @bits(i32 noundef %248)
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
  %275 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %274
  %276 = load volatile i32, ptr %275, align 4
  store i32 %276, ptr %30, align 4
  %277 = load i32, ptr %29, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %278
  %280 = load volatile i32, ptr %279, align 4
  store i32 %280, ptr %31, align 4
  %281 = load i32, ptr %30, align 4
  %282 = load i32, ptr %31, align 4
  %283 = call i32 @op_min(i32 noundef %281, i32 noundef %282)
  %284 = call i64 @bits(i32 noundef %283)
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
  %310 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %309
  %311 = load volatile i32, ptr %310, align 4
  store i32 %311, ptr %34, align 4
  %312 = load i32, ptr %33, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %313
  %315 = load volatile i32, ptr %314, align 4
  store i32 %315, ptr %35, align 4
  %316 = load i32, ptr %34, align 4
  %317 = load i32, ptr %35, align 4
  %318 = call i32 @op_max(i32 noundef %316, i32 noundef %317)
  %319 = call i64 @bits(i32 noundef %318)
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

335:                                              ; preds = %359, %334
  %336 = load i32, ptr %36, align 4
  %337 = icmp slt i32 %336, 21
  br i1 %337, label %338, label %362

338:                                              ; preds = %335
  store i32 0, ptr %37, align 4
  br label %339

339:                                              ; preds = %355, %338
  %340 = load i32, ptr %37, align 4
  %341 = icmp slt i32 %340, 21
  br i1 %341, label %342, label %358

342:                                              ; preds = %339
  %343 = load i32, ptr %36, align 4
  %344 = sext i32 %343 to i64
  %345 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %344
  %346 = load volatile i32, ptr %345, align 4
  store i32 %346, ptr %38, align 4
  %347 = load i32, ptr %37, align 4
  %348 = sext i32 %347 to i64
  %349 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %348
  %350 = load volatile i32, ptr %349, align 4
  store i32 %350, ptr %39, align 4
  %351 = load i32, ptr %38, align 4
  %352 = load i32, ptr %39, align 4
  %353 = call i32 @op_cmp(i32 noundef %351, i32 noundef %352)
  %354 = call i64 @bits(i32 noundef %353)
  call void @mix(i64 noundef %354)
  br label %355

355:                                              ; preds = %342
  %356 = load i32, ptr %37, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %37, align 4
  br label %339, !llvm.loop !23

358:                                              ; preds = %339
  br label %359

359:                                              ; preds = %358
  %360 = load i32, ptr %36, align 4
  %361 = add nsw i32 %360, 1
  store i32 %361, ptr %36, align 4
  br label %335, !llvm.loop !24

362:                                              ; preds = %335
  %363 = load i64, ptr @h, align 8
  %364 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %363)
  %365 = load i64, ptr @h, align 8
  %366 = load i64, ptr %2, align 8
  %367 = xor i64 %366, %365
  store i64 %367, ptr %2, align 8
  br label %368

368:                                              ; preds = %362
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %40, align 4
  br label %369

369:                                              ; preds = %438, %368
  %370 = load i32, ptr %40, align 4
  %371 = icmp slt i32 %370, 21
  br i1 %371, label %372, label %441

372:                                              ; preds = %369
  store i32 0, ptr %41, align 4
  br label %373

373:                                              ; preds = %434, %372
  %374 = load i32, ptr %41, align 4
  %375 = icmp slt i32 %374, 21
  br i1 %375, label %376, label %437

376:                                              ; preds = %373
  %377 = load i32, ptr %40, align 4
  %378 = sext i32 %377 to i64
  %379 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %378
  %380 = load volatile i32, ptr %379, align 4
  store i32 %380, ptr %42, align 4
  %381 = load i32, ptr %41, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %382
  %384 = load volatile i32, ptr %383, align 4
  store i32 %384, ptr %43, align 4
  %385 = load i32, ptr %43, align 4
  %386 = icmp eq i32 %385, 0
  br i1 %386, label %387, label %388

387:                                              ; preds = %376
  br label %434

388:                                              ; preds = %376
  %389 = load i32, ptr %42, align 4
  %390 = load i32, ptr %43, align 4
  %391 = call i32 @op_div(i32 noundef %389, i32 noundef %390)
  store i32 %391, ptr %44, align 4
  %392 = load i32, ptr %42, align 4
  %393 = load i32, ptr %43, align 4
  %394 = call i32 @op_rem(i32 noundef %392, i32 noundef %393)
  store i32 %394, ptr %45, align 4
  %395 = load i32, ptr %44, align 4
  %396 = call i64 @bits(i32 noundef %395)
  call void @mix(i64 noundef %396)
  %397 = load i32, ptr %45, align 4
  %398 = call i64 @bits(i32 noundef %397)
  call void @mix(i64 noundef %398)
  %399 = load i32, ptr %44, align 4
  %400 = load i32, ptr %43, align 4
  %401 = call i32 @op_mul(i32 noundef %399, i32 noundef %400)
  %402 = load i32, ptr %45, align 4
  %403 = add i32 %401, %402
  %404 = load i32, ptr %42, align 4
  %405 = icmp ne i32 %403, %404
  br i1 %405, label %406, label %414

406:                                              ; preds = %388
  %407 = load i32, ptr %3, align 4
  %408 = add nsw i32 %407, 1
  store i32 %408, ptr %3, align 4
  %409 = load i32, ptr %42, align 4
  %410 = zext i32 %409 to i64
  %411 = load i32, ptr %43, align 4
  %412 = zext i32 %411 to i64
  %413 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %410, i64 noundef %412)
  br label %414

414:                                              ; preds = %406, %388
  %415 = load i32, ptr %45, align 4
  %416 = icmp ne i32 %415, 0
  br i1 %416, label %417, label %433

417:                                              ; preds = %414
  %418 = load i32, ptr %45, align 4
  %419 = icmp ult i32 %418, 0
  %420 = zext i1 %419 to i32
  %421 = load i32, ptr %42, align 4
  %422 = icmp ult i32 %421, 0
  %423 = zext i1 %422 to i32
  %424 = icmp ne i32 %420, %423
  br i1 %424, label %425, label %433

425:                                              ; preds = %417
  %426 = load i32, ptr %3, align 4
  %427 = add nsw i32 %426, 1
  store i32 %427, ptr %3, align 4
  %428 = load i32, ptr %42, align 4
  %429 = zext i32 %428 to i64
  %430 = load i32, ptr %43, align 4
  %431 = zext i32 %430 to i64
  %432 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %429, i64 noundef %431)
  br label %433

433:                                              ; preds = %425, %417, %414
  br label %434

434:                                              ; preds = %433, %387
  %435 = load i32, ptr %41, align 4
  %436 = add nsw i32 %435, 1
  store i32 %436, ptr %41, align 4
  br label %373, !llvm.loop !25

437:                                              ; preds = %373
  br label %438

438:                                              ; preds = %437
  %439 = load i32, ptr %40, align 4
  %440 = add nsw i32 %439, 1
  store i32 %440, ptr %40, align 4
  br label %369, !llvm.loop !26

441:                                              ; preds = %369
  %442 = load i64, ptr @h, align 8
  %443 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %442)
  %444 = load i64, ptr @h, align 8
  %445 = load i64, ptr %2, align 8
  %446 = xor i64 %445, %444
  store i64 %446, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %447

447:                                              ; preds = %475, %441
  %448 = load i32, ptr %46, align 4
  %449 = icmp slt i32 %448, 21
  br i1 %449, label %450, label %478

450:                                              ; preds = %447
  store i32 0, ptr %47, align 4
  br label %451

451:                                              ; preds = %471, %450
  %452 = load i32, ptr %47, align 4
  %453 = icmp slt i32 %452, 32
  br i1 %453, label %454, label %474

454:                                              ; preds = %451
  %455 = load i32, ptr %46, align 4
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %456
  %458 = load volatile i32, ptr %457, align 4
  store i32 %458, ptr %48, align 4
  %459 = load i32, ptr %48, align 4
  %460 = load i32, ptr %47, align 4
  %461 = call i32 @op_shl(i32 noundef %459, i32 noundef %460)
  %462 = call i64 @bits(i32 noundef %461)
  call void @mix(i64 noundef %462)
  %463 = load i32, ptr %48, align 4
  %464 = load i32, ptr %47, align 4
  %465 = call i32 @op_lshr(i32 noundef %463, i32 noundef %464)
  %466 = call i64 @bits(i32 noundef %465)
  call void @mix(i64 noundef %466)
  %467 = load i32, ptr %48, align 4
  %468 = load i32, ptr %47, align 4
  %469 = call i32 @op_ashr(i32 noundef %467, i32 noundef %468)
  %470 = call i64 @bits(i32 noundef %469)
  call void @mix(i64 noundef %470)
  br label %471

471:                                              ; preds = %454
  %472 = load i32, ptr %47, align 4
  %473 = add nsw i32 %472, 1
  store i32 %473, ptr %47, align 4
  br label %451, !llvm.loop !27

474:                                              ; preds = %451
  br label %475

475:                                              ; preds = %474
  %476 = load i32, ptr %46, align 4
  %477 = add nsw i32 %476, 1
  store i32 %477, ptr %46, align 4
  br label %447, !llvm.loop !28

478:                                              ; preds = %447
  %479 = load i64, ptr @h, align 8
  %480 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %479)
  %481 = load i64, ptr @h, align 8
  %482 = load i64, ptr %2, align 8
  %483 = xor i64 %482, %481
  store i64 %483, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %484

484:                                              ; preds = %504, %478
  %485 = load i32, ptr %49, align 4
  %486 = icmp slt i32 %485, 21
  br i1 %486, label %487, label %507

487:                                              ; preds = %484
  %488 = load i32, ptr %49, align 4
  %489 = sext i32 %488 to i64
  %490 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %489
  %491 = load volatile i32, ptr %490, align 4
  store i32 %491, ptr %50, align 4
  %492 = load i32, ptr %50, align 4
  %493 = zext i32 %492 to i64
  %494 = load i32, ptr %50, align 4
  %495 = call i32 @op_shl(i32 noundef %494, i32 noundef 31)
  %496 = call i64 @bits(i32 noundef %495)
  %497 = load i32, ptr %50, align 4
  %498 = call i32 @op_lshr(i32 noundef %497, i32 noundef 31)
  %499 = call i64 @bits(i32 noundef %498)
  %500 = load i32, ptr %50, align 4
  %501 = call i32 @op_ashr(i32 noundef %500, i32 noundef 31)
  %502 = zext i32 %501 to i64
  %503 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %493, i32 noundef 31, i64 noundef %496, i32 noundef 31, i64 noundef %499, i32 noundef 31, i64 noundef %502)
  br label %504

504:                                              ; preds = %487
  %505 = load i32, ptr %49, align 4
  %506 = add nsw i32 %505, 4
  store i32 %506, ptr %49, align 4
  br label %484, !llvm.loop !29

507:                                              ; preds = %484
  store i32 0, ptr %51, align 4
  br label %508

508:                                              ; preds = %585, %507
  %509 = load i32, ptr %51, align 4
  %510 = icmp slt i32 %509, 21
  br i1 %510, label %511, label %588

511:                                              ; preds = %508
  %512 = load i32, ptr %51, align 4
  %513 = sext i32 %512 to i64
  %514 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %513
  %515 = load volatile i32, ptr %514, align 4
  store i32 %515, ptr %52, align 4
  %516 = load i32, ptr %52, align 4
  %517 = zext i32 %516 to i64
  %518 = load i32, ptr %52, align 4
  %519 = call i32 @op_neg(i32 noundef %518)
  %520 = call i64 @bits(i32 noundef %519)
  %521 = load i32, ptr %52, align 4
  %522 = call i32 @op_not(i32 noundef %521)
  %523 = call i64 @bits(i32 noundef %522)
  %524 = load i32, ptr %52, align 4
  %525 = call i32 @op_abs(i32 noundef %524)
  %526 = call i64 @bits(i32 noundef %525)
  %527 = load i32, ptr %52, align 4
  %528 = call i32 @div3(i32 noundef %527)
  %529 = zext i32 %528 to i64
  %530 = load i32, ptr %52, align 4
  %531 = call i32 @div7(i32 noundef %530)
  %532 = zext i32 %531 to i64
  %533 = load i32, ptr %52, align 4
  %534 = call i32 @div10(i32 noundef %533)
  %535 = zext i32 %534 to i64
  %536 = load i32, ptr %52, align 4
  %537 = call i32 @rem10(i32 noundef %536)
  %538 = zext i32 %537 to i64
  %539 = load i32, ptr %52, align 4
  %540 = call i32 @div16(i32 noundef %539)
  %541 = zext i32 %540 to i64
  %542 = load i32, ptr %52, align 4
  %543 = call i32 @rem16(i32 noundef %542)
  %544 = zext i32 %543 to i64
  %545 = load i32, ptr %52, align 4
  %546 = call i32 @divm5(i32 noundef %545)
  %547 = zext i32 %546 to i64
  %548 = load i32, ptr %52, align 4
  %549 = call i32 @divmax(i32 noundef %548)
  %550 = zext i32 %549 to i64
  %551 = load i32, ptr %52, align 4
  %552 = uitofp i32 %551 to float
  %553 = fpext float %552 to double
  %554 = load i32, ptr %52, align 4
  %555 = uitofp i32 %554 to double
  %556 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %517, i64 noundef %520, i64 noundef %523, i64 noundef %526, i64 noundef %529, i64 noundef %532, i64 noundef %535, i64 noundef %538, i64 noundef %541, i64 noundef %544, i64 noundef %547, i64 noundef %550, double noundef %553, double noundef %555)
  %557 = load i32, ptr %52, align 4
  %558 = call i32 @div10(i32 noundef %557)
  %559 = load i32, ptr %52, align 4
  %560 = call i32 @op_div(i32 noundef %559, i32 noundef 10)
  %561 = icmp ne i32 %558, %560
  br i1 %561, label %580, label %562

562:                                              ; preds = %511
  %563 = load i32, ptr %52, align 4
  %564 = call i32 @rem10(i32 noundef %563)
  %565 = load i32, ptr %52, align 4
  %566 = call i32 @op_rem(i32 noundef %565, i32 noundef 10)
  %567 = icmp ne i32 %564, %566
  br i1 %567, label %580, label %568

568:                                              ; preds = %562
  %569 = load i32, ptr %52, align 4
  %570 = call i32 @div7(i32 noundef %569)
  %571 = load i32, ptr %52, align 4
  %572 = call i32 @op_div(i32 noundef %571, i32 noundef 7)
  %573 = icmp ne i32 %570, %572
  br i1 %573, label %580, label %574

574:                                              ; preds = %568
  %575 = load i32, ptr %52, align 4
  %576 = call i32 @div16(i32 noundef %575)
  %577 = load i32, ptr %52, align 4
  %578 = call i32 @op_div(i32 noundef %577, i32 noundef 16)
  %579 = icmp ne i32 %576, %578
  br i1 %579, label %580, label %584

580:                                              ; preds = %574, %568, %562, %511
  %581 = load i32, ptr %3, align 4
  %582 = add nsw i32 %581, 1
  store i32 %582, ptr %3, align 4
  %583 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %584

584:                                              ; preds = %580, %574
  br label %585

585:                                              ; preds = %584
  %586 = load i32, ptr %51, align 4
  %587 = add nsw i32 %586, 1
  store i32 %587, ptr %51, align 4
  br label %508, !llvm.loop !30

588:                                              ; preds = %508
  %589 = load i64, ptr %2, align 8
  %590 = load i32, ptr %3, align 4
  %591 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %589, i32 noundef %590)
  %592 = load i32, ptr %3, align 4
  %593 = icmp ne i32 %592, 0
  br i1 %593, label %594, label %595

594:                                              ; preds = %588
  br label %599

595:                                              ; preds = %588
  %596 = load i64, ptr %2, align 8
  %597 = and i64 %596, 63
  %598 = trunc i64 %597 to i32
  br label %599

599:                                              ; preds = %595, %594
  %600 = phi i32 [ 100, %594 ], [ %598, %595 ]
  ret i32 %600
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
define internal i64 @bits(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = mul i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_and(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_or(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = or i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_xor(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_min(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_max(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ugt i32 %5, %6
  br i1 %7, label %8, label %10

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4
  br label %12

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4
  br label %12

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ]
  ret i32 %13
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i32, ptr %3, align 4
  %10 = load i32, ptr %4, align 4
  %11 = icmp ne i32 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i32, ptr %3, align 4
  %16 = load i32, ptr %4, align 4
  %17 = icmp ult i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp ule i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp ugt i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp uge i32 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  %39 = load i32, ptr %3, align 4
  %40 = load i32, ptr %4, align 4
  %41 = icmp ult i32 %39, %40
  %42 = zext i1 %41 to i32
  %43 = shl i32 %42, 6
  %44 = or i32 %38, %43
  %45 = load i32, ptr %3, align 4
  %46 = load i32, ptr %4, align 4
  %47 = icmp uge i32 %45, %46
  %48 = zext i1 %47 to i32
  %49 = shl i32 %48, 7
  %50 = or i32 %44, %49
  %51 = load i32, ptr %3, align 4
  %52 = icmp ne i32 %51, 0
  %53 = xor i1 %52, true
  %54 = zext i1 %53 to i32
  %55 = shl i32 %54, 8
  %56 = or i32 %50, %55
  %57 = load i32, ptr %4, align 4
  %58 = icmp ne i32 %57, 0
  %59 = xor i1 %58, true
  %60 = xor i1 %59, true
  %61 = zext i1 %60 to i32
  %62 = shl i32 %61, 9
  %63 = or i32 %56, %62
  ret i32 %63
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_rem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_shl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_lshr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_ashr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_neg(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sub i32 0, %3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_not(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = xor i32 %3, -1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_abs(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp ult i32 %3, 0
  br i1 %4, label %5, label %8

5:                                                ; preds = %1
  %6 = load i32, ptr %2, align 4
  %7 = call i32 @op_neg(i32 noundef %6)
  br label %10

8:                                                ; preds = %1
  %9 = load i32, ptr %2, align 4
  br label %10

10:                                               ; preds = %8, %5
  %11 = phi i32 [ %7, %5 ], [ %9, %8 ]
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div3(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div7(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div10(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem10(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = urem i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 16
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = urem i32 %3, 16
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divm5(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, 5
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divmax(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = udiv i32 %3, -1
  ret i32 %4
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
