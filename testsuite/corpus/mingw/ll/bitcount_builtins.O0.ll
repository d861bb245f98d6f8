; ModuleID = 'programs/bitcount_builtins.c'
source_filename = "programs/bitcount_builtins.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %8 = alloca [12 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [6 x i128], align 16
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i64 0, ptr %3, align 8
  store i64 -7046029254386353131, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %17

17:                                               ; preds = %243, %0
  %18 = load i32, ptr %5, align 4
  %19 = icmp slt i32 %18, 300
  br i1 %19, label %20, label %246

20:                                               ; preds = %17
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %21, 64
  br i1 %22, label %23, label %27

23:                                               ; preds = %20
  %24 = load i32, ptr %5, align 4
  %25 = zext i32 %24 to i64
  %26 = shl i64 1, %25
  store i64 %26, ptr %6, align 8
  br label %64

27:                                               ; preds = %20
  %28 = load i32, ptr %5, align 4
  %29 = icmp slt i32 %28, 128
  br i1 %29, label %30, label %35

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 4
  %32 = sub nsw i32 %31, 64
  %33 = zext i32 %32 to i64
  %34 = lshr i64 -1, %33
  store i64 %34, ptr %6, align 8
  br label %63

35:                                               ; preds = %27
  %36 = load i32, ptr %5, align 4
  %37 = icmp slt i32 %36, 192
  br i1 %37, label %38, label %44

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = sub nsw i32 %39, 128
  %41 = zext i32 %40 to i64
  %42 = shl i64 -1, %41
  %43 = xor i64 %42, 5
  store i64 %43, ptr %6, align 8
  br label %62

44:                                               ; preds = %35
  %45 = load i64, ptr %4, align 8
  %46 = shl i64 %45, 13
  %47 = load i64, ptr %4, align 8
  %48 = xor i64 %47, %46
  store i64 %48, ptr %4, align 8
  %49 = load i64, ptr %4, align 8
  %50 = lshr i64 %49, 7
  %51 = load i64, ptr %4, align 8
  %52 = xor i64 %51, %50
  store i64 %52, ptr %4, align 8
  %53 = load i64, ptr %4, align 8
  %54 = shl i64 %53, 17
  %55 = load i64, ptr %4, align 8
  %56 = xor i64 %55, %54
  store i64 %56, ptr %4, align 8
  %57 = load i64, ptr %4, align 8
  %58 = load i32, ptr %5, align 4
  %59 = srem i32 %58, 50
  %60 = zext i32 %59 to i64
  %61 = lshr i64 %57, %60
  store i64 %61, ptr %6, align 8
  br label %62

62:                                               ; preds = %44, %38
  br label %63

63:                                               ; preds = %62, %30
  br label %64

64:                                               ; preds = %63, %23
  %65 = load i64, ptr %6, align 8
  %66 = trunc i64 %65 to i32
  store i32 %66, ptr %7, align 4
  %67 = load i32, ptr %7, align 4
  %68 = call i32 @pc32(i32 noundef %67)
  %69 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 0
  store i32 %68, ptr %69, align 16
  %70 = load i64, ptr %6, align 8
  %71 = call i32 @pc64(i64 noundef %70)
  %72 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 1
  store i32 %71, ptr %72, align 4
  %73 = load i32, ptr %7, align 4
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %75, label %78

75:                                               ; preds = %64
  %76 = load i32, ptr %7, align 4
  %77 = call i32 @clz32(i32 noundef %76)
  br label %79

78:                                               ; preds = %64
  br label %79

79:                                               ; preds = %78, %75
  %80 = phi i32 [ %77, %75 ], [ -1, %78 ]
  %81 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 2
  store i32 %80, ptr %81, align 8
  %82 = load i64, ptr %6, align 8
  %83 = icmp ne i64 %82, 0
  br i1 %83, label %84, label %87

84:                                               ; preds = %79
  %85 = load i64, ptr %6, align 8
  %86 = call i32 @clz64(i64 noundef %85)
  br label %88

87:                                               ; preds = %79
  br label %88

88:                                               ; preds = %87, %84
  %89 = phi i32 [ %86, %84 ], [ -1, %87 ]
  %90 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 3
  store i32 %89, ptr %90, align 4
  %91 = load i32, ptr %7, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %88
  %94 = load i32, ptr %7, align 4
  %95 = call i32 @ctz32(i32 noundef %94)
  br label %97

96:                                               ; preds = %88
  br label %97

97:                                               ; preds = %96, %93
  %98 = phi i32 [ %95, %93 ], [ -1, %96 ]
  %99 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 4
  store i32 %98, ptr %99, align 16
  %100 = load i64, ptr %6, align 8
  %101 = icmp ne i64 %100, 0
  br i1 %101, label %102, label %105

102:                                              ; preds = %97
  %103 = load i64, ptr %6, align 8
  %104 = call i32 @ctz64(i64 noundef %103)
  br label %106

105:                                              ; preds = %97
  br label %106

106:                                              ; preds = %105, %102
  %107 = phi i32 [ %104, %102 ], [ -1, %105 ]
  %108 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 5
  store i32 %107, ptr %108, align 4
  %109 = load i32, ptr %7, align 4
  %110 = call i32 @ffs32(i32 noundef %109)
  %111 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 6
  store i32 %110, ptr %111, align 8
  %112 = load i64, ptr %6, align 8
  %113 = call i32 @ffs64(i64 noundef %112)
  %114 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 7
  store i32 %113, ptr %114, align 4
  %115 = load i32, ptr %7, align 4
  %116 = call i32 @par32(i32 noundef %115)
  %117 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 8
  store i32 %116, ptr %117, align 16
  %118 = load i64, ptr %6, align 8
  %119 = call i32 @par64(i64 noundef %118)
  %120 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 9
  store i32 %119, ptr %120, align 4
  %121 = load i32, ptr %7, align 4
  %122 = call i32 @clrsb32(i32 noundef %121)
  %123 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 10
  store i32 %122, ptr %123, align 8
  %124 = load i64, ptr %6, align 8
  %125 = call i32 @clrsb64(i64 noundef %124)
  %126 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 11
  store i32 %125, ptr %126, align 4
  %127 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 0
  %128 = load i32, ptr %127, align 16
  %129 = load i32, ptr %7, align 4
  %130 = zext i32 %129 to i64
  %131 = call i32 @pop_ref(i64 noundef %130)
  %132 = icmp ne i32 %128, %131
  br i1 %132, label %139, label %133

133:                                              ; preds = %106
  %134 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 1
  %135 = load i32, ptr %134, align 4
  %136 = load i64, ptr %6, align 8
  %137 = call i32 @pop_ref(i64 noundef %136)
  %138 = icmp ne i32 %135, %137
  br i1 %138, label %139, label %142

139:                                              ; preds = %133, %106
  %140 = load i32, ptr %2, align 4
  %141 = add nsw i32 %140, 1
  store i32 %141, ptr %2, align 4
  br label %142

142:                                              ; preds = %139, %133
  %143 = load i32, ptr %7, align 4
  %144 = icmp ne i32 %143, 0
  br i1 %144, label %145, label %162

145:                                              ; preds = %142
  %146 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 2
  %147 = load i32, ptr %146, align 8
  %148 = load i32, ptr %7, align 4
  %149 = zext i32 %148 to i64
  %150 = call i32 @clz_ref(i64 noundef %149, i32 noundef 32)
  %151 = icmp ne i32 %147, %150
  br i1 %151, label %159, label %152

152:                                              ; preds = %145
  %153 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 4
  %154 = load i32, ptr %153, align 16
  %155 = load i32, ptr %7, align 4
  %156 = zext i32 %155 to i64
  %157 = call i32 @ctz_ref(i64 noundef %156, i32 noundef 32)
  %158 = icmp ne i32 %154, %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %152, %145
  %160 = load i32, ptr %2, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %2, align 4
  br label %162

162:                                              ; preds = %159, %152, %142
  %163 = load i64, ptr %6, align 8
  %164 = icmp ne i64 %163, 0
  br i1 %164, label %165, label %180

165:                                              ; preds = %162
  %166 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 3
  %167 = load i32, ptr %166, align 4
  %168 = load i64, ptr %6, align 8
  %169 = call i32 @clz_ref(i64 noundef %168, i32 noundef 64)
  %170 = icmp ne i32 %167, %169
  br i1 %170, label %177, label %171

171:                                              ; preds = %165
  %172 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 5
  %173 = load i32, ptr %172, align 4
  %174 = load i64, ptr %6, align 8
  %175 = call i32 @ctz_ref(i64 noundef %174, i32 noundef 64)
  %176 = icmp ne i32 %173, %175
  br i1 %176, label %177, label %180

177:                                              ; preds = %171, %165
  %178 = load i32, ptr %2, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %2, align 4
  br label %180

180:                                              ; preds = %177, %171, %162
  %181 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 6
  %182 = load i32, ptr %181, align 8
  %183 = load i32, ptr %7, align 4
  %184 = icmp ne i32 %183, 0
  br i1 %184, label %185, label %190

185:                                              ; preds = %180
  %186 = load i32, ptr %7, align 4
  %187 = zext i32 %186 to i64
  %188 = call i32 @ctz_ref(i64 noundef %187, i32 noundef 32)
  %189 = add nsw i32 %188, 1
  br label %191

190:                                              ; preds = %180
  br label %191

191:                                              ; preds = %190, %185
  %192 = phi i32 [ %189, %185 ], [ 0, %190 ]
  %193 = icmp ne i32 %182, %192
  br i1 %193, label %202, label %194

194:                                              ; preds = %191
  %195 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 8
  %196 = load i32, ptr %195, align 16
  %197 = load i32, ptr %7, align 4
  %198 = zext i32 %197 to i64
  %199 = call i32 @pop_ref(i64 noundef %198)
  %200 = and i32 %199, 1
  %201 = icmp ne i32 %196, %200
  br i1 %201, label %202, label %205

202:                                              ; preds = %194, %191
  %203 = load i32, ptr %2, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %2, align 4
  br label %205

205:                                              ; preds = %202, %194
  store i32 0, ptr %9, align 4
  br label %206

206:                                              ; preds = %218, %205
  %207 = load i32, ptr %9, align 4
  %208 = icmp slt i32 %207, 12
  br i1 %208, label %209, label %221

209:                                              ; preds = %206
  %210 = load i64, ptr %3, align 8
  %211 = mul i64 %210, 131
  %212 = load i32, ptr %9, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 %213
  %215 = load i32, ptr %214, align 4
  %216 = zext i32 %215 to i64
  %217 = add i64 %211, %216
  store i64 %217, ptr %3, align 8
  br label %218

218:                                              ; preds = %209
  %219 = load i32, ptr %9, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %9, align 4
  br label %206, !llvm.loop !5

221:                                              ; preds = %206
  %222 = load i32, ptr %5, align 4
  %223 = srem i32 %222, 25
  %224 = icmp eq i32 %223, 0
  br i1 %224, label %225, label %242

225:                                              ; preds = %221
  %226 = load i64, ptr %6, align 8
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %226)
  store i32 0, ptr %10, align 4
  br label %228

228:                                              ; preds = %237, %225
  %229 = load i32, ptr %10, align 4
  %230 = icmp slt i32 %229, 12
  br i1 %230, label %231, label %240

231:                                              ; preds = %228
  %232 = load i32, ptr %10, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [12 x i32], ptr %8, i64 0, i64 %233
  %235 = load i32, ptr %234, align 4
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %235)
  br label %237

237:                                              ; preds = %231
  %238 = load i32, ptr %10, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %10, align 4
  br label %228, !llvm.loop !7

240:                                              ; preds = %228
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  br label %242

242:                                              ; preds = %240, %221
  br label %243

243:                                              ; preds = %242
  %244 = load i32, ptr %5, align 4
  %245 = add nsw i32 %244, 1
  store i32 %245, ptr %5, align 4
  br label %17, !llvm.loop !8

246:                                              ; preds = %17
  store i32 0, ptr %11, align 4
  br label %247

247:                                              ; preds = %263, %246
  %248 = load i32, ptr %11, align 4
  %249 = icmp slt i32 %248, 256
  br i1 %249, label %250, label %266

250:                                              ; preds = %247
  %251 = load i32, ptr %11, align 4
  %252 = load i32, ptr %11, align 4
  %253 = trunc i32 %252 to i8
  %254 = call i32 @clz8g(i8 noundef %253)
  %255 = load i32, ptr %11, align 4
  %256 = trunc i32 %255 to i8
  %257 = call i32 @pop8g(i8 noundef %256)
  %258 = load i32, ptr %11, align 4
  %259 = shl i32 %258, 4
  %260 = trunc i32 %259 to i16
  %261 = call i32 @ctz16g(i16 noundef %260)
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %251, i32 noundef %254, i32 noundef %257, i32 noundef %261)
  br label %263

263:                                              ; preds = %250
  %264 = load i32, ptr %11, align 4
  %265 = add nsw i32 %264, 37
  store i32 %265, ptr %11, align 4
  br label %247, !llvm.loop !9

266:                                              ; preds = %247
  call void @llvm.memset.p0.i64(ptr align 16 %12, i8 0, i64 96, i1 false)
  %267 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 1
  store i128 1, ptr %267, align 16
  %268 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 2
  store i128 18446744073709551616, ptr %268, align 16
  %269 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 3
  store i128 -170141183460469231731687303715884105727, ptr %269, align 16
  %270 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 4
  store i128 -1, ptr %270, align 16
  %271 = getelementptr inbounds [6 x i128], ptr %12, i32 0, i32 5
  store i128 283341988972178712821760, ptr %271, align 16
  store i32 0, ptr %13, align 4
  br label %272

272:                                              ; preds = %293, %266
  %273 = load i32, ptr %13, align 4
  %274 = icmp slt i32 %273, 6
  br i1 %274, label %275, label %296

275:                                              ; preds = %272
  %276 = load i32, ptr %13, align 4
  %277 = load i32, ptr %13, align 4
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %278
  %280 = load i128, ptr %279, align 16
  store i128 %280, ptr %14, align 16
  %281 = call i32 @clz128(ptr noundef %14)
  %282 = load i32, ptr %13, align 4
  %283 = sext i32 %282 to i64
  %284 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %283
  %285 = load i128, ptr %284, align 16
  store i128 %285, ptr %15, align 16
  %286 = call i32 @ctz128(ptr noundef %15)
  %287 = load i32, ptr %13, align 4
  %288 = sext i32 %287 to i64
  %289 = getelementptr inbounds [6 x i128], ptr %12, i64 0, i64 %288
  %290 = load i128, ptr %289, align 16
  store i128 %290, ptr %16, align 16
  %291 = call i32 @pop128(ptr noundef %16)
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %276, i32 noundef %281, i32 noundef %286, i32 noundef %291)
  br label %293

293:                                              ; preds = %275
  %294 = load i32, ptr %13, align 4
  %295 = add nsw i32 %294, 1
  store i32 %295, ptr %13, align 4
  br label %272, !llvm.loop !10

296:                                              ; preds = %272
  %297 = call i32 @clrsb32(i32 noundef 0)
  %298 = call i32 @clrsb32(i32 noundef -1)
  %299 = call i32 @clrsb32(i32 noundef 1073741824)
  %300 = call i32 @clrsb64(i64 noundef -2)
  %301 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %297, i32 noundef %298, i32 noundef %299, i32 noundef %300)
  %302 = load i64, ptr %3, align 8
  %303 = load i32, ptr %2, align 4
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %302, i32 noundef %303)
  %305 = load i32, ptr %2, align 4
  %306 = icmp ne i32 %305, 0
  br i1 %306, label %307, label %308

307:                                              ; preds = %296
  br label %312

308:                                              ; preds = %296
  %309 = load i64, ptr %3, align 8
  %310 = and i64 %309, 127
  %311 = trunc i64 %310 to i32
  br label %312

312:                                              ; preds = %308, %307
  %313 = phi i32 [ 1, %307 ], [ %311, %308 ]
  ret i32 %313
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
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.cttz.i32(i32 %3, i1 true)
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 true)
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
  br label %4, !llvm.loop !11

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
  br label %9, !llvm.loop !12

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
  br label %6, !llvm.loop !13

23:                                               ; preds = %18
  %24 = load i32, ptr %5, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @clz128(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = call i128 @llvm.ctlz.i128(i128 %4, i1 true)
  %6 = trunc i128 %5 to i32
  %7 = icmp eq i128 %4, 0
  %8 = select i1 %7, i32 128, i32 %6
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ctz128(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = call i128 @llvm.cttz.i128(i128 %4, i1 true)
  %6 = trunc i128 %5 to i32
  %7 = icmp eq i128 %4, 0
  %8 = select i1 %7, i32 128, i32 %6
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop128(ptr noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = load i128, ptr %0, align 16
  store i128 %3, ptr %2, align 16
  %4 = load i128, ptr %2, align 16
  %5 = call i128 @llvm.ctpop.i128(i128 %4)
  %6 = trunc i128 %5 to i32
  ret i32 %6
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctpop.i32(i32) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctlz.i8(i8, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.ctpop.i8(i8) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.cttz.i16(i16, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctlz.i128(i128, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.cttz.i128(i128, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.ctpop.i128(i128) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
