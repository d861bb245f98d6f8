; ModuleID = 'programs/bitcount_builtins.c'
source_filename = "programs/bitcount_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%016llx:\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.3 = private unnamed_addr constant [33 x i8] c"u8 %3d clzg=%d pop=%d ctz16g=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [31 x i8] c"u128 #%d clz=%d ctz=%d pop=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [20 x i8] c"clrsb: %d %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca [12 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [6 x i128], align 16
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i64 -7046029254386353131, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %14

14:                                               ; preds = %240, %0
  %15 = load i32, ptr %5, align 4
  %16 = icmp slt i32 %15, 300
  br i1 %16, label %17, label %243

17:                                               ; preds = %14
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 64
  br i1 %19, label %20, label %24

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  %22 = zext i32 %21 to i64
  %23 = shl i64 1, %22
  store i64 %23, ptr %6, align 8
  br label %61

24:                                               ; preds = %17
  %25 = load i32, ptr %5, align 4
  %26 = icmp slt i32 %25, 128
  br i1 %26, label %27, label %32

27:                                               ; preds = %24
  %28 = load i32, ptr %5, align 4
  %29 = sub nsw i32 %28, 64
  %30 = zext i32 %29 to i64
  %31 = lshr i64 -1, %30
  store i64 %31, ptr %6, align 8
  br label %60

32:                                               ; preds = %24
  %33 = load i32, ptr %5, align 4
  %34 = icmp slt i32 %33, 192
  br i1 %34, label %35, label %41

35:                                               ; preds = %32
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 128
  %38 = zext i32 %37 to i64
  %39 = shl i64 -1, %38
  %40 = xor i64 %39, 5
  store i64 %40, ptr %6, align 8
  br label %59

41:                                               ; preds = %32
  %42 = load i64, ptr %4, align 8
  %43 = shl i64 %42, 13
  %44 = load i64, ptr %4, align 8
  %45 = xor i64 %44, %43
  store i64 %45, ptr %4, align 8
  %46 = load i64, ptr %4, align 8
  %47 = lshr i64 %46, 7
  %48 = load i64, ptr %4, align 8
  %49 = xor i64 %48, %47
  store i64 %49, ptr %4, align 8
  %50 = load i64, ptr %4, align 8
  %51 = shl i64 %50, 17
  %52 = load i64, ptr %4, align 8
  %53 = xor i64 %52, %51
  store i64 %53, ptr %4, align 8
  %54 = load i64, ptr %4, align 8
  %55 = load i32, ptr %5, align 4
  %56 = srem i32 %55, 50
  %57 = zext i32 %56 to i64
  %58 = lshr i64 %54, %57
  store i64 %58, ptr %6, align 8
  br label %59

59:                                               ; preds = %41, %35
  br label %60

60:                                               ; preds = %59, %27
  br label %61

61:                                               ; preds = %60, %20
  %62 = load i64, ptr %6, align 8
  %63 = trunc i64 %62 to i32
  store i32 %63, ptr %7, align 4
  %64 = load i32, ptr %7, align 4
  %65 = call i32 @pc32(i32 noundef %64)
  %66 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 0
  store i32 %65, ptr %66, align 4
  %67 = load i64, ptr %6, align 8
  %68 = call i32 @pc64(i64 noundef %67)
  %69 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 1
  store i32 %68, ptr %69, align 4
  %70 = load i32, ptr %7, align 4
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %75

72:                                               ; preds = %61
  %73 = load i32, ptr %7, align 4
  %74 = call i32 @clz32(i32 noundef %73)
  br label %76

75:                                               ; preds = %61
  br label %76

76:                                               ; preds = %75, %72
  %77 = phi i32 [ %74, %72 ], [ -1, %75 ]
  %78 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 2
  store i32 %77, ptr %78, align 4
  %79 = load i64, ptr %6, align 8
  %80 = icmp ne i64 %79, 0
  br i1 %80, label %81, label %84

81:                                               ; preds = %76
  %82 = load i64, ptr %6, align 8
  %83 = call i32 @clz64(i64 noundef %82)
  br label %85

84:                                               ; preds = %76
  br label %85

85:                                               ; preds = %84, %81
  %86 = phi i32 [ %83, %81 ], [ -1, %84 ]
  %87 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 3
  store i32 %86, ptr %87, align 4
  %88 = load i32, ptr %7, align 4
  %89 = icmp ne i32 %88, 0
  br i1 %89, label %90, label %93

90:                                               ; preds = %85
  %91 = load i32, ptr %7, align 4
  %92 = call i32 @ctz32(i32 noundef %91)
  br label %94

93:                                               ; preds = %85
  br label %94

94:                                               ; preds = %93, %90
  %95 = phi i32 [ %92, %90 ], [ -1, %93 ]
  %96 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 4
  store i32 %95, ptr %96, align 4
  %97 = load i64, ptr %6, align 8
  %98 = icmp ne i64 %97, 0
  br i1 %98, label %99, label %102

99:                                               ; preds = %94
  %100 = load i64, ptr %6, align 8
  %101 = call i32 @ctz64(i64 noundef %100)
  br label %103

102:                                              ; preds = %94
  br label %103

103:                                              ; preds = %102, %99
  %104 = phi i32 [ %101, %99 ], [ -1, %102 ]
  %105 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 5
  store i32 %104, ptr %105, align 4
  %106 = load i32, ptr %7, align 4
  %107 = call i32 @ffs32(i32 noundef %106)
  %108 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 6
  store i32 %107, ptr %108, align 4
  %109 = load i64, ptr %6, align 8
  %110 = call i32 @ffs64(i64 noundef %109)
  %111 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 7
  store i32 %110, ptr %111, align 4
  %112 = load i32, ptr %7, align 4
  %113 = call i32 @par32(i32 noundef %112)
  %114 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 8
  store i32 %113, ptr %114, align 4
  %115 = load i64, ptr %6, align 8
  %116 = call i32 @par64(i64 noundef %115)
  %117 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 9
  store i32 %116, ptr %117, align 4
  %118 = load i32, ptr %7, align 4
  %119 = call i32 @clrsb32(i32 noundef %118)
  %120 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 10
  store i32 %119, ptr %120, align 4
  %121 = load i64, ptr %6, align 8
  %122 = call i32 @clrsb64(i64 noundef %121)
  %123 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 11
  store i32 %122, ptr %123, align 4
  %124 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 0
  %125 = load i32, ptr %124, align 4
  %126 = load i32, ptr %7, align 4
  %127 = zext i32 %126 to i64
  %128 = call i32 @pop_ref(i64 noundef %127)
  %129 = icmp ne i32 %125, %128
  br i1 %129, label %136, label %130

130:                                              ; preds = %103
  %131 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 1
  %132 = load i32, ptr %131, align 4
  %133 = load i64, ptr %6, align 8
  %134 = call i32 @pop_ref(i64 noundef %133)
  %135 = icmp ne i32 %132, %134
  br i1 %135, label %136, label %139

136:                                              ; preds = %130, %103
  %137 = load i32, ptr %2, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %2, align 4
  br label %139

139:                                              ; preds = %136, %130
  %140 = load i32, ptr %7, align 4
  %141 = icmp ne i32 %140, 0
  br i1 %141, label %142, label %159

142:                                              ; preds = %139
  %143 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 2
  %144 = load i32, ptr %143, align 4
  %145 = load i32, ptr %7, align 4
  %146 = zext i32 %145 to i64
  %147 = call i32 @clz_ref(i64 noundef %146, i32 noundef 32)
  %148 = icmp ne i32 %144, %147
  br i1 %148, label %156, label %149

149:                                              ; preds = %142
  %150 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 4
  %151 = load i32, ptr %150, align 4
  %152 = load i32, ptr %7, align 4
  %153 = zext i32 %152 to i64
  %154 = call i32 @ctz_ref(i64 noundef %153, i32 noundef 32)
  %155 = icmp ne i32 %151, %154
  br i1 %155, label %156, label %159

156:                                              ; preds = %149, %142
  %157 = load i32, ptr %2, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %2, align 4
  br label %159

159:                                              ; preds = %156, %149, %139
  %160 = load i64, ptr %6, align 8
  %161 = icmp ne i64 %160, 0
  br i1 %161, label %162, label %177

162:                                              ; preds = %159
  %163 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 3
  %164 = load i32, ptr %163, align 4
  %165 = load i64, ptr %6, align 8
  %166 = call i32 @clz_ref(i64 noundef %165, i32 noundef 64)
  %167 = icmp ne i32 %164, %166
  br i1 %167, label %174, label %168

168:                                              ; preds = %162
  %169 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 5
  %170 = load i32, ptr %169, align 4
  %171 = load i64, ptr %6, align 8
  %172 = call i32 @ctz_ref(i64 noundef %171, i32 noundef 64)
  %173 = icmp ne i32 %170, %172
  br i1 %173, label %174, label %177

174:                                              ; preds = %168, %162
  %175 = load i32, ptr %2, align 4
  %176 = add nsw i32 %175, 1
  store i32 %176, ptr %2, align 4
  br label %177

177:                                              ; preds = %174, %168, %159
  %178 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 6
  %179 = load i32, ptr %178, align 4
  %180 = load i32, ptr %7, align 4
  %181 = icmp ne i32 %180, 0
  br i1 %181, label %182, label %187

182:                                              ; preds = %177
  %183 = load i32, ptr %7, align 4
  %184 = zext i32 %183 to i64
  %185 = call i32 @ctz_ref(i64 noundef %184, i32 noundef 32)
  %186 = add nsw i32 %185, 1
  br label %188

187:                                              ; preds = %177
  br label %188

188:                                              ; preds = %187, %182
  %189 = phi i32 [ %186, %182 ], [ 0, %187 ]
  %190 = icmp ne i32 %179, %189
  br i1 %190, label %199, label %191

191:                                              ; preds = %188
  %192 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 8
  %193 = load i32, ptr %192, align 4
  %194 = load i32, ptr %7, align 4
  %195 = zext i32 %194 to i64
  %196 = call i32 @pop_ref(i64 noundef %195)
  %197 = and i32 %196, 1
  %198 = icmp ne i32 %193, %197
  br i1 %198, label %199, label %202

199:                                              ; preds = %191, %188
  %200 = load i32, ptr %2, align 4
  %201 = add nsw i32 %200, 1
  store i32 %201, ptr %2, align 4
  br label %202

202:                                              ; preds = %199, %191
  store i32 0, ptr %9, align 4
  br label %203

203:                                              ; preds = %215, %202
  %204 = load i32, ptr %9, align 4
  %205 = icmp slt i32 %204, 12
  br i1 %205, label %206, label %218

206:                                              ; preds = %203
  %207 = load i64, ptr %3, align 8
  %208 = mul i64 %207, 131
  %209 = load i32, ptr %9, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = zext i32 %212 to i64
  %214 = add i64 %208, %213
  store i64 %214, ptr %3, align 8
  br label %215

215:                                              ; preds = %206
  %216 = load i32, ptr %9, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %9, align 4
  br label %203, !llvm.loop !6

218:                                              ; preds = %203
  %219 = load i32, ptr %5, align 4
  %220 = srem i32 %219, 25
  %221 = icmp eq i32 %220, 0
  br i1 %221, label %222, label %239

222:                                              ; preds = %218
  %223 = load i64, ptr %6, align 8
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %223)
  store i32 0, ptr %10, align 4
  br label %225

225:                                              ; preds = %234, %222
  %226 = load i32, ptr %10, align 4
  %227 = icmp slt i32 %226, 12
  br i1 %227, label %228, label %237

228:                                              ; preds = %225
  %229 = load i32, ptr %10, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 %230
  %232 = load i32, ptr %231, align 4
  %233 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %232)
  br label %234

234:                                              ; preds = %228
  %235 = load i32, ptr %10, align 4
  %236 = add nsw i32 %235, 1
  store i32 %236, ptr %10, align 4
  br label %225, !llvm.loop !8

237:                                              ; preds = %225
  %238 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %239

239:                                              ; preds = %237, %218
  br label %240

240:                                              ; preds = %239
  %241 = load i32, ptr %5, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %5, align 4
  br label %14, !llvm.loop !9

243:                                              ; preds = %14
  store i32 0, ptr %11, align 4
  br label %244

244:                                              ; preds = %260, %243
  %245 = load i32, ptr %11, align 4
  %246 = icmp slt i32 %245, 256
  br i1 %246, label %247, label %263

247:                                              ; preds = %244
  %248 = load i32, ptr %11, align 4
  %249 = load i32, ptr %11, align 4
  %250 = trunc i32 %249 to i8
  %251 = call i32 @clz8g(i8 noundef %250)
  %252 = load i32, ptr %11, align 4
  %253 = trunc i32 %252 to i8
  %254 = call i32 @pop8g(i8 noundef %253)
  %255 = load i32, ptr %11, align 4
  %256 = shl i32 %255, 4
  %257 = trunc i32 %256 to i16
  %258 = call i32 @ctz16g(i16 noundef %257)
  %259 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %248, i32 noundef %251, i32 noundef %254, i32 noundef %258)
  br label %260

260:                                              ; preds = %247
  %261 = load i32, ptr %11, align 4
  %262 = add nsw i32 %261, 37
  store i32 %262, ptr %11, align 4
  br label %244, !llvm.loop !10

263:                                              ; preds = %244
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 96, i1 false)
  %264 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 1
  store i128 1, ptr %264, align 16
  %265 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 2
  store i128 18446744073709551616, ptr %265, align 16
  %266 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 3
  store i128 -170141183460469231731687303715884105727, ptr %266, align 16
  %267 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 4
  store i128 -1, ptr %267, align 16
  %268 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 5
  store i128 283341988972178712821760, ptr %268, align 16
  store i32 0, ptr %13, align 4
  br label %269

269:                                              ; preds = %290, %263
  %270 = load i32, ptr %13, align 4
  %271 = icmp slt i32 %270, 6
  br i1 %271, label %272, label %293

272:                                              ; preds = %269
  %273 = load i32, ptr %13, align 4
  %274 = load i32, ptr %13, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %275
  %277 = load i128, ptr %276, align 16
  %278 = call i32 @clz128(i128 noundef %277)
  %279 = load i32, ptr %13, align 4
  %280 = sext i32 %279 to i64
  %281 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %280
  %282 = load i128, ptr %281, align 16
  %283 = call i32 @ctz128(i128 noundef %282)
  %284 = load i32, ptr %13, align 4
  %285 = sext i32 %284 to i64
  %286 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %285
  %287 = load i128, ptr %286, align 16
  %288 = call i32 @pop128(i128 noundef %287)
  %289 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %273, i32 noundef %278, i32 noundef %283, i32 noundef %288)
  br label %290

290:                                              ; preds = %272
  %291 = load i32, ptr %13, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %13, align 4
  br label %269, !llvm.loop !11

293:                                              ; preds = %269
  %294 = call i32 @clrsb32(i32 noundef 0)
  %295 = call i32 @clrsb32(i32 noundef -1)
  %296 = call i32 @clrsb32(i32 noundef 1073741824)
  %297 = call i32 @clrsb64(i64 noundef -2)
  %298 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %294, i32 noundef %295, i32 noundef %296, i32 noundef %297)
  %299 = load i64, ptr %3, align 8
  %300 = load i32, ptr %2, align 4
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %299, i32 noundef %300)
  %302 = load i32, ptr %2, align 4
  %303 = icmp ne i32 %302, 0
  br i1 %303, label %304, label %305

304:                                              ; preds = %293
  br label %309

305:                                              ; preds = %293
  %306 = load i64, ptr %3, align 8
  %307 = and i64 %306, 127
  %308 = trunc i64 %307 to i32
  br label %309

309:                                              ; preds = %305, %304
  %310 = phi i32 [ 1, %304 ], [ %308, %305 ]
  ret i32 %310
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pc32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctpop.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pc64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctpop.i64(i64 %3)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ffs32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 true)
  %5 = add i32 %4, 1
  %6 = icmp eq i32 %3, 0
  %7 = select i1 %6, i32 0, i32 %5
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ffs64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 true)
  %5 = add i64 %4, 1
  %6 = icmp eq i64 %3, 0
  %7 = select i1 %6, i64 0, i64 %5
  %8 = trunc i64 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @par32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctpop.i32(i32 %3)
  %5 = and i32 %4, 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @par64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctpop.i64(i64 %3)
  %5 = and i64 %4, 1
  %6 = trunc i64 %5 to i32
  ret i32 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clrsb32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = icmp slt i32 %3, 0
  %5 = xor i32 %3, -1
  %6 = select i1 %4, i32 %5, i32 %3
  %7 = call i32 @llvm.ctlz.i32(i32 %6, i1 false)
  %8 = sub i32 %7, 1
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clrsb64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp slt i64 %3, 0
  %5 = xor i64 %3, -1
  %6 = select i1 %4, i64 %5, i64 %3
  %7 = call i64 @llvm.ctlz.i64(i64 %6, i1 false)
  %8 = sub i64 %7, 1
  %9 = trunc i64 %8 to i32
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop_ref(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8
  %6 = icmp ne i64 %5, 0
  br i1 %6, label %7, label %15

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = and i64 %8, 1
  %10 = trunc i64 %9 to i32
  %11 = load i32, ptr %3, align 4
  %12 = add nsw i32 %11, %10
  store i32 %12, ptr %3, align 4
  %13 = load i64, ptr %2, align 8
  %14 = lshr i64 %13, 1
  store i64 %14, ptr %2, align 8
  br label %4, !llvm.loop !12

15:                                               ; preds = %4
  %16 = load i32, ptr %3, align 4
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz_ref(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  %7 = load i32, ptr %4, align 4
  %8 = sub nsw i32 %7, 1
  store i32 %8, ptr %6, align 4
  br label %9

9:                                                ; preds = %25, %2
  %10 = load i32, ptr %6, align 4
  %11 = icmp sge i32 %10, 0
  br i1 %11, label %12, label %20

12:                                               ; preds = %9
  %13 = load i64, ptr %3, align 8
  %14 = load i32, ptr %6, align 4
  %15 = zext i32 %14 to i64
  %16 = lshr i64 %13, %15
  %17 = and i64 %16, 1
  %18 = icmp ne i64 %17, 0
  %19 = xor i1 %18, true
  br label %20

20:                                               ; preds = %12, %9
  %21 = phi i1 [ false, %9 ], [ %19, %12 ]
  br i1 %21, label %22, label %28

22:                                               ; preds = %20
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  br label %25

25:                                               ; preds = %22
  %26 = load i32, ptr %6, align 4
  %27 = add nsw i32 %26, -1
  store i32 %27, ptr %6, align 4
  br label %9, !llvm.loop !13

28:                                               ; preds = %20
  %29 = load i32, ptr %5, align 4
  ret i32 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz_ref(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i64, ptr %3, align 8
  %12 = load i32, ptr %5, align 4
  %13 = zext i32 %12 to i64
  %14 = lshr i64 %11, %13
  %15 = and i64 %14, 1
  %16 = icmp ne i64 %15, 0
  %17 = xor i1 %16, true
  br label %18

18:                                               ; preds = %10, %6
  %19 = phi i1 [ false, %6 ], [ %17, %10 ]
  br i1 %19, label %20, label %23

20:                                               ; preds = %18
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !14

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz8g(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = call i8 @llvm.ctlz.i8(i8 %3, i1 true)
  %5 = zext i8 %4 to i32
  %6 = icmp eq i8 %3, 0
  %7 = select i1 %6, i32 8, i32 %5
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop8g(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = call i8 @llvm.ctpop.i8(i8 %3)
  %5 = zext i8 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz16g(i16 noundef %0) #0 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
  %3 = load i16, ptr %2, align 2
  %4 = call i16 @llvm.cttz.i16(i16 %3, i1 true)
  %5 = zext i16 %4 to i32
  %6 = icmp eq i16 %3, 0
  %7 = select i1 %6, i32 -1, i32 %5
  ret i32 %7
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = call i128 @llvm.ctlz.i128(i128 %3, i1 true)
  %5 = trunc i128 %4 to i32
  %6 = icmp eq i128 %3, 0
  %7 = select i1 %6, i32 128, i32 %5
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = call i128 @llvm.cttz.i128(i128 %3, i1 true)
  %5 = trunc i128 %4 to i32
  %6 = icmp eq i128 %3, 0
  %7 = select i1 %6, i32 128, i32 %5
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop128(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = call i128 @llvm.ctpop.i128(i128 %3)
  %5 = trunc i128 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
