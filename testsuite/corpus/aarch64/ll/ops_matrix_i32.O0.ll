; ModuleID = 'programs/ops_matrix_i32.c'
source_filename = "programs/ops_matrix_i32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [46 x i8] c"type int32_t: %d bits, %s, min %lld max %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1
@h = internal global i64 0, align 8
@vals = internal global [21 x i32] [i32 -2147483648, i32 -2147483647, i32 -1073741824, i32 -7, i32 -3, i32 -2, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 5, i32 7, i32 10, i32 1073741823, i32 1073741824, i32 2147483646, i32 2147483647, i32 1431655765, i32 -1431655766, i32 -1985229329], align 4
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
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 32, ptr noundef @.str.1, i64 noundef -2147483648, i64 noundef 2147483647)
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

369:                                              ; preds = %444, %368
  %370 = load i32, ptr %40, align 4
  %371 = icmp slt i32 %370, 21
  br i1 %371, label %372, label %447

372:                                              ; preds = %369
  store i32 0, ptr %41, align 4
  br label %373

373:                                              ; preds = %440, %372
  %374 = load i32, ptr %41, align 4
  %375 = icmp slt i32 %374, 21
  br i1 %375, label %376, label %443

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
  br i1 %386, label %393, label %387

387:                                              ; preds = %376
  %388 = load i32, ptr %42, align 4
  %389 = icmp eq i32 %388, -2147483648
  br i1 %389, label %390, label %394

390:                                              ; preds = %387
  %391 = load i32, ptr %43, align 4
  %392 = icmp eq i32 %391, -1
  br i1 %392, label %393, label %394

393:                                              ; preds = %390, %376
  br label %440

394:                                              ; preds = %390, %387
  %395 = load i32, ptr %42, align 4
  %396 = load i32, ptr %43, align 4
  %397 = call i32 @op_div(i32 noundef %395, i32 noundef %396)
  store i32 %397, ptr %44, align 4
  %398 = load i32, ptr %42, align 4
  %399 = load i32, ptr %43, align 4
  %400 = call i32 @op_rem(i32 noundef %398, i32 noundef %399)
  store i32 %400, ptr %45, align 4
  %401 = load i32, ptr %44, align 4
  %402 = call i64 @bits(i32 noundef %401)
  call void @mix(i64 noundef %402)
  %403 = load i32, ptr %45, align 4
  %404 = call i64 @bits(i32 noundef %403)
  call void @mix(i64 noundef %404)
  %405 = load i32, ptr %44, align 4
  %406 = load i32, ptr %43, align 4
  %407 = call i32 @op_mul(i32 noundef %405, i32 noundef %406)
  %408 = load i32, ptr %45, align 4
  %409 = add i32 %407, %408
  %410 = load i32, ptr %42, align 4
  %411 = icmp ne i32 %409, %410
  br i1 %411, label %412, label %420

412:                                              ; preds = %394
  %413 = load i32, ptr %3, align 4
  %414 = add nsw i32 %413, 1
  store i32 %414, ptr %3, align 4
  %415 = load i32, ptr %42, align 4
  %416 = sext i32 %415 to i64
  %417 = load i32, ptr %43, align 4
  %418 = sext i32 %417 to i64
  %419 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %416, i64 noundef %418)
  br label %420

420:                                              ; preds = %412, %394
  %421 = load i32, ptr %45, align 4
  %422 = icmp ne i32 %421, 0
  br i1 %422, label %423, label %439

423:                                              ; preds = %420
  %424 = load i32, ptr %45, align 4
  %425 = icmp slt i32 %424, 0
  %426 = zext i1 %425 to i32
  %427 = load i32, ptr %42, align 4
  %428 = icmp slt i32 %427, 0
  %429 = zext i1 %428 to i32
  %430 = icmp ne i32 %426, %429
  br i1 %430, label %431, label %439

431:                                              ; preds = %423
  %432 = load i32, ptr %3, align 4
  %433 = add nsw i32 %432, 1
  store i32 %433, ptr %3, align 4
  %434 = load i32, ptr %42, align 4
  %435 = sext i32 %434 to i64
  %436 = load i32, ptr %43, align 4
  %437 = sext i32 %436 to i64
  %438 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %435, i64 noundef %437)
  br label %439

439:                                              ; preds = %431, %423, %420
  br label %440

440:                                              ; preds = %439, %393
  %441 = load i32, ptr %41, align 4
  %442 = add nsw i32 %441, 1
  store i32 %442, ptr %41, align 4
  br label %373, !llvm.loop !25

443:                                              ; preds = %373
  br label %444

444:                                              ; preds = %443
  %445 = load i32, ptr %40, align 4
  %446 = add nsw i32 %445, 1
  store i32 %446, ptr %40, align 4
  br label %369, !llvm.loop !26

447:                                              ; preds = %369
  %448 = load i64, ptr @h, align 8
  %449 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %448)
  %450 = load i64, ptr @h, align 8
  %451 = load i64, ptr %2, align 8
  %452 = xor i64 %451, %450
  store i64 %452, ptr %2, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %46, align 4
  br label %453

453:                                              ; preds = %481, %447
  %454 = load i32, ptr %46, align 4
  %455 = icmp slt i32 %454, 21
  br i1 %455, label %456, label %484

456:                                              ; preds = %453
  store i32 0, ptr %47, align 4
  br label %457

457:                                              ; preds = %477, %456
  %458 = load i32, ptr %47, align 4
  %459 = icmp slt i32 %458, 32
  br i1 %459, label %460, label %480

460:                                              ; preds = %457
  %461 = load i32, ptr %46, align 4
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %462
  %464 = load volatile i32, ptr %463, align 4
  store i32 %464, ptr %48, align 4
  %465 = load i32, ptr %48, align 4
  %466 = load i32, ptr %47, align 4
  %467 = call i32 @op_shl(i32 noundef %465, i32 noundef %466)
  %468 = call i64 @bits(i32 noundef %467)
  call void @mix(i64 noundef %468)
  %469 = load i32, ptr %48, align 4
  %470 = load i32, ptr %47, align 4
  %471 = call i32 @op_lshr(i32 noundef %469, i32 noundef %470)
  %472 = call i64 @bits(i32 noundef %471)
  call void @mix(i64 noundef %472)
  %473 = load i32, ptr %48, align 4
  %474 = load i32, ptr %47, align 4
  %475 = call i32 @op_ashr(i32 noundef %473, i32 noundef %474)
  %476 = call i64 @bits(i32 noundef %475)
  call void @mix(i64 noundef %476)
  br label %477

477:                                              ; preds = %460
  %478 = load i32, ptr %47, align 4
  %479 = add nsw i32 %478, 1
  store i32 %479, ptr %47, align 4
  br label %457, !llvm.loop !27

480:                                              ; preds = %457
  br label %481

481:                                              ; preds = %480
  %482 = load i32, ptr %46, align 4
  %483 = add nsw i32 %482, 1
  store i32 %483, ptr %46, align 4
  br label %453, !llvm.loop !28

484:                                              ; preds = %453
  %485 = load i64, ptr @h, align 8
  %486 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %485)
  %487 = load i64, ptr @h, align 8
  %488 = load i64, ptr %2, align 8
  %489 = xor i64 %488, %487
  store i64 %489, ptr %2, align 8
  store i32 0, ptr %49, align 4
  br label %490

490:                                              ; preds = %510, %484
  %491 = load i32, ptr %49, align 4
  %492 = icmp slt i32 %491, 21
  br i1 %492, label %493, label %513

493:                                              ; preds = %490
  %494 = load i32, ptr %49, align 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %495
  %497 = load volatile i32, ptr %496, align 4
  store i32 %497, ptr %50, align 4
  %498 = load i32, ptr %50, align 4
  %499 = sext i32 %498 to i64
  %500 = load i32, ptr %50, align 4
  %501 = call i32 @op_shl(i32 noundef %500, i32 noundef 31)
  %502 = call i64 @bits(i32 noundef %501)
  %503 = load i32, ptr %50, align 4
  %504 = call i32 @op_lshr(i32 noundef %503, i32 noundef 31)
  %505 = call i64 @bits(i32 noundef %504)
  %506 = load i32, ptr %50, align 4
  %507 = call i32 @op_ashr(i32 noundef %506, i32 noundef 31)
  %508 = sext i32 %507 to i64
  %509 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %499, i32 noundef 31, i64 noundef %502, i32 noundef 31, i64 noundef %505, i32 noundef 31, i64 noundef %508)
  br label %510

510:                                              ; preds = %493
  %511 = load i32, ptr %49, align 4
  %512 = add nsw i32 %511, 4
  store i32 %512, ptr %49, align 4
  br label %490, !llvm.loop !29

513:                                              ; preds = %490
  store i32 0, ptr %51, align 4
  br label %514

514:                                              ; preds = %591, %513
  %515 = load i32, ptr %51, align 4
  %516 = icmp slt i32 %515, 21
  br i1 %516, label %517, label %594

517:                                              ; preds = %514
  %518 = load i32, ptr %51, align 4
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds [21 x i32], ptr @vals, i64 0, i64 %519
  %521 = load volatile i32, ptr %520, align 4
  store i32 %521, ptr %52, align 4
  %522 = load i32, ptr %52, align 4
  %523 = sext i32 %522 to i64
  %524 = load i32, ptr %52, align 4
  %525 = call i32 @op_neg(i32 noundef %524)
  %526 = call i64 @bits(i32 noundef %525)
  %527 = load i32, ptr %52, align 4
  %528 = call i32 @op_not(i32 noundef %527)
  %529 = call i64 @bits(i32 noundef %528)
  %530 = load i32, ptr %52, align 4
  %531 = call i32 @op_abs(i32 noundef %530)
  %532 = call i64 @bits(i32 noundef %531)
  %533 = load i32, ptr %52, align 4
  %534 = call i32 @div3(i32 noundef %533)
  %535 = sext i32 %534 to i64
  %536 = load i32, ptr %52, align 4
  %537 = call i32 @div7(i32 noundef %536)
  %538 = sext i32 %537 to i64
  %539 = load i32, ptr %52, align 4
  %540 = call i32 @div10(i32 noundef %539)
  %541 = sext i32 %540 to i64
  %542 = load i32, ptr %52, align 4
  %543 = call i32 @rem10(i32 noundef %542)
  %544 = sext i32 %543 to i64
  %545 = load i32, ptr %52, align 4
  %546 = call i32 @div16(i32 noundef %545)
  %547 = sext i32 %546 to i64
  %548 = load i32, ptr %52, align 4
  %549 = call i32 @rem16(i32 noundef %548)
  %550 = sext i32 %549 to i64
  %551 = load i32, ptr %52, align 4
  %552 = call i32 @divm5(i32 noundef %551)
  %553 = sext i32 %552 to i64
  %554 = load i32, ptr %52, align 4
  %555 = call i32 @divmax(i32 noundef %554)
  %556 = sext i32 %555 to i64
  %557 = load i32, ptr %52, align 4
  %558 = sitofp i32 %557 to float
  %559 = fpext float %558 to double
  %560 = load i32, ptr %52, align 4
  %561 = sitofp i32 %560 to double
  %562 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %523, i64 noundef %526, i64 noundef %529, i64 noundef %532, i64 noundef %535, i64 noundef %538, i64 noundef %541, i64 noundef %544, i64 noundef %547, i64 noundef %550, i64 noundef %553, i64 noundef %556, double noundef %559, double noundef %561)
  %563 = load i32, ptr %52, align 4
  %564 = call i32 @div10(i32 noundef %563)
  %565 = load i32, ptr %52, align 4
  %566 = call i32 @op_div(i32 noundef %565, i32 noundef 10)
  %567 = icmp ne i32 %564, %566
  br i1 %567, label %586, label %568

568:                                              ; preds = %517
  %569 = load i32, ptr %52, align 4
  %570 = call i32 @rem10(i32 noundef %569)
  %571 = load i32, ptr %52, align 4
  %572 = call i32 @op_rem(i32 noundef %571, i32 noundef 10)
  %573 = icmp ne i32 %570, %572
  br i1 %573, label %586, label %574

574:                                              ; preds = %568
  %575 = load i32, ptr %52, align 4
  %576 = call i32 @div7(i32 noundef %575)
  %577 = load i32, ptr %52, align 4
  %578 = call i32 @op_div(i32 noundef %577, i32 noundef 7)
  %579 = icmp ne i32 %576, %578
  br i1 %579, label %586, label %580

580:                                              ; preds = %574
  %581 = load i32, ptr %52, align 4
  %582 = call i32 @div16(i32 noundef %581)
  %583 = load i32, ptr %52, align 4
  %584 = call i32 @op_div(i32 noundef %583, i32 noundef 16)
  %585 = icmp ne i32 %582, %584
  br i1 %585, label %586, label %590

586:                                              ; preds = %580, %574, %568, %517
  %587 = load i32, ptr %3, align 4
  %588 = add nsw i32 %587, 1
  store i32 %588, ptr %3, align 4
  %589 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %590

590:                                              ; preds = %586, %580
  br label %591

591:                                              ; preds = %590
  %592 = load i32, ptr %51, align 4
  %593 = add nsw i32 %592, 1
  store i32 %593, ptr %51, align 4
  br label %514, !llvm.loop !30

594:                                              ; preds = %514
  %595 = load i64, ptr %2, align 8
  %596 = load i32, ptr %3, align 4
  %597 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %595, i32 noundef %596)
  %598 = load i32, ptr %3, align 4
  %599 = icmp ne i32 %598, 0
  br i1 %599, label %600, label %601

600:                                              ; preds = %594
  br label %605

601:                                              ; preds = %594
  %602 = load i64, ptr %2, align 8
  %603 = and i64 %602, 63
  %604 = trunc i64 %603 to i32
  br label %605

605:                                              ; preds = %601, %600
  %606 = phi i32 [ 100, %600 ], [ %604, %601 ]
  ret i32 %606
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
  %7 = icmp slt i32 %5, %6
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
  %7 = icmp sgt i32 %5, %6
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
  %17 = icmp slt i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i32, ptr %3, align 4
  %22 = load i32, ptr %4, align 4
  %23 = icmp sle i32 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i32, ptr %3, align 4
  %28 = load i32, ptr %4, align 4
  %29 = icmp sgt i32 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i32, ptr %3, align 4
  %34 = load i32, ptr %4, align 4
  %35 = icmp sge i32 %33, %34
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
  %7 = sdiv i32 %5, %6
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
  %7 = srem i32 %5, %6
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
  %7 = ashr i32 %5, %6
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
  %4 = icmp slt i32 %3, 0
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
  %4 = sdiv i32 %3, 3
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div7(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 7
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div10(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem10(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 10
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @div16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 16
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rem16(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = srem i32 %3, 16
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divm5(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, -5
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @divmax(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sdiv i32 %3, 2147483647
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
