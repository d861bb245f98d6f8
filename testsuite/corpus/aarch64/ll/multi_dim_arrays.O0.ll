; ModuleID = 'programs/multi_dim_arrays.c'
source_filename = "programs/multi_dim_arrays.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.cell = type { i8, i32 }

@cube = internal global [8 x [9 x [10 x i32]]] zeroinitializer, align 4
@.str = private unnamed_addr constant [18 x i8] c"plane %d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@hyper = internal global [3 x [4 x [5 x [6 x i16]]]] zeroinitializer, align 2
@.str.2 = private unnamed_addr constant [25 x i8] c"hyper sum=%ld corner=%d\0A\00", align 1
@names = internal global [5 x [3 x [8 x i8]]] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"n%d_%d\00", align 1
@.str.4 = private unnamed_addr constant [16 x i8] c"names %s %s %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [23 x i8] c"t[3][2]=%g t[0][1]=%g\0A\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c" diag=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"p[1][2][3]=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [14 x i8] c"colsum %d %d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [3 x [4 x double]], align 8
  %14 = alloca [4 x [3 x double]], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [4 x [4 x %struct.cell]], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.cell, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca [10 x i32], align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %27

27:                                               ; preds = %63, %0
  %28 = load i32, ptr %2, align 4
  %29 = icmp slt i32 %28, 8
  br i1 %29, label %30, label %66

30:                                               ; preds = %27
  store i32 0, ptr %3, align 4
  br label %31

31:                                               ; preds = %59, %30
  %32 = load i32, ptr %3, align 4
  %33 = icmp slt i32 %32, 9
  br i1 %33, label %34, label %62

34:                                               ; preds = %31
  store i32 0, ptr %4, align 4
  br label %35

35:                                               ; preds = %55, %34
  %36 = load i32, ptr %4, align 4
  %37 = icmp slt i32 %36, 10
  br i1 %37, label %38, label %58

38:                                               ; preds = %35
  %39 = load i32, ptr %2, align 4
  %40 = mul nsw i32 %39, 100
  %41 = load i32, ptr %3, align 4
  %42 = mul nsw i32 %41, 10
  %43 = add nsw i32 %40, %42
  %44 = load i32, ptr %4, align 4
  %45 = add nsw i32 %43, %44
  %46 = load i32, ptr %2, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %47
  %49 = load i32, ptr %3, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [9 x [10 x i32]], ptr %48, i64 0, i64 %50
  %52 = load i32, ptr %4, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [10 x i32], ptr %51, i64 0, i64 %53
  store i32 %45, ptr %54, align 4
  br label %55

55:                                               ; preds = %38
  %56 = load i32, ptr %4, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %4, align 4
  br label %35, !llvm.loop !6

58:                                               ; preds = %35
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %31, !llvm.loop !8

62:                                               ; preds = %31
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %2, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %2, align 4
  br label %27, !llvm.loop !9

66:                                               ; preds = %27
  store i32 0, ptr %5, align 4
  br label %67

67:                                               ; preds = %78, %66
  %68 = load i32, ptr %5, align 4
  %69 = icmp slt i32 %68, 8
  br i1 %69, label %70, label %81

70:                                               ; preds = %67
  %71 = load i32, ptr %5, align 4
  %72 = load i32, ptr %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 %73
  %75 = getelementptr inbounds [9 x [10 x i32]], ptr %74, i64 0, i64 0
  %76 = call i64 @plane_sum(ptr noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %71, i64 noundef %76)
  br label %78

78:                                               ; preds = %70
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 3
  store i32 %80, ptr %5, align 4
  br label %67, !llvm.loop !10

81:                                               ; preds = %67
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 2880, i64 noundef 360, i64 noundef 40, i64 noundef 60)
  store i64 0, ptr %6, align 8
  store i32 0, ptr %7, align 4
  br label %83

83:                                               ; preds = %154, %81
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 3
  br i1 %85, label %86, label %157

86:                                               ; preds = %83
  store i32 0, ptr %8, align 4
  br label %87

87:                                               ; preds = %150, %86
  %88 = load i32, ptr %8, align 4
  %89 = icmp slt i32 %88, 4
  br i1 %89, label %90, label %153

90:                                               ; preds = %87
  store i32 0, ptr %9, align 4
  br label %91

91:                                               ; preds = %146, %90
  %92 = load i32, ptr %9, align 4
  %93 = icmp slt i32 %92, 5
  br i1 %93, label %94, label %149

94:                                               ; preds = %91
  store i32 0, ptr %10, align 4
  br label %95

95:                                               ; preds = %142, %94
  %96 = load i32, ptr %10, align 4
  %97 = icmp slt i32 %96, 6
  br i1 %97, label %98, label %145

98:                                               ; preds = %95
  %99 = load i32, ptr %7, align 4
  %100 = mul nsw i32 %99, 1000
  %101 = load i32, ptr %8, align 4
  %102 = mul nsw i32 %101, 100
  %103 = sub nsw i32 %100, %102
  %104 = load i32, ptr %9, align 4
  %105 = mul nsw i32 %104, 10
  %106 = add nsw i32 %103, %105
  %107 = load i32, ptr %10, align 4
  %108 = sub nsw i32 %106, %107
  %109 = trunc i32 %108 to i16
  %110 = load i32, ptr %7, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %111
  %113 = load i32, ptr %8, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [4 x [5 x [6 x i16]]], ptr %112, i64 0, i64 %114
  %116 = load i32, ptr %9, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [5 x [6 x i16]], ptr %115, i64 0, i64 %117
  %119 = load i32, ptr %10, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [6 x i16], ptr %118, i64 0, i64 %120
  store i16 %109, ptr %121, align 2
  %122 = load i32, ptr %7, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 %123
  %125 = load i32, ptr %8, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [4 x [5 x [6 x i16]]], ptr %124, i64 0, i64 %126
  %128 = load i32, ptr %9, align 4
  %129 = sext i32 %128 to i64
  %130 = getelementptr inbounds [5 x [6 x i16]], ptr %127, i64 0, i64 %129
  %131 = load i32, ptr %10, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [6 x i16], ptr %130, i64 0, i64 %132
  %134 = load i16, ptr %133, align 2
  %135 = sext i16 %134 to i32
  %136 = load i32, ptr %10, align 4
  %137 = add nsw i32 %136, 1
  %138 = mul nsw i32 %135, %137
  %139 = sext i32 %138 to i64
  %140 = load i64, ptr %6, align 8
  %141 = add nsw i64 %140, %139
  store i64 %141, ptr %6, align 8
  br label %142

142:                                              ; preds = %98
  %143 = load i32, ptr %10, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %10, align 4
  br label %95, !llvm.loop !11

145:                                              ; preds = %95
  br label %146

146:                                              ; preds = %145
  %147 = load i32, ptr %9, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %9, align 4
  br label %91, !llvm.loop !12

149:                                              ; preds = %91
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %8, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %8, align 4
  br label %87, !llvm.loop !13

153:                                              ; preds = %87
  br label %154

154:                                              ; preds = %153
  %155 = load i32, ptr %7, align 4
  %156 = add nsw i32 %155, 1
  store i32 %156, ptr %7, align 4
  br label %83, !llvm.loop !14

157:                                              ; preds = %83
  %158 = load i64, ptr %6, align 8
  %159 = load i16, ptr getelementptr inbounds ([6 x i16], ptr getelementptr inbounds ([5 x [6 x i16]], ptr getelementptr inbounds ([4 x [5 x [6 x i16]]], ptr getelementptr inbounds ([3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 2), i64 0, i64 3), i64 0, i64 4), i64 0, i64 5), align 2
  %160 = sext i16 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %158, i32 noundef %160)
  store i32 0, ptr %11, align 4
  br label %162

162:                                              ; preds = %184, %157
  %163 = load i32, ptr %11, align 4
  %164 = icmp slt i32 %163, 5
  br i1 %164, label %165, label %187

165:                                              ; preds = %162
  store i32 0, ptr %12, align 4
  br label %166

166:                                              ; preds = %180, %165
  %167 = load i32, ptr %12, align 4
  %168 = icmp slt i32 %167, 3
  br i1 %168, label %169, label %183

169:                                              ; preds = %166
  %170 = load i32, ptr %11, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 %171
  %173 = load i32, ptr %12, align 4
  %174 = sext i32 %173 to i64
  %175 = getelementptr inbounds [3 x [8 x i8]], ptr %172, i64 0, i64 %174
  %176 = getelementptr inbounds [8 x i8], ptr %175, i64 0, i64 0
  %177 = load i32, ptr %11, align 4
  %178 = load i32, ptr %12, align 4
  %179 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %176, i64 noundef 8, ptr noundef @.str.3, i32 noundef %177, i32 noundef %178) #6
  br label %180

180:                                              ; preds = %169
  %181 = load i32, ptr %12, align 4
  %182 = add nsw i32 %181, 1
  store i32 %182, ptr %12, align 4
  br label %166, !llvm.loop !15

183:                                              ; preds = %166
  br label %184

184:                                              ; preds = %183
  %185 = load i32, ptr %11, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %11, align 4
  br label %162, !llvm.loop !16

187:                                              ; preds = %162
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @names, ptr noundef getelementptr inbounds ([3 x [8 x i8]], ptr getelementptr inbounds ([5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 4), i64 0, i64 2), ptr noundef getelementptr inbounds ([3 x [8 x i8]], ptr getelementptr inbounds ([5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 2), i64 0, i64 1))
  store i32 0, ptr %15, align 4
  br label %189

189:                                              ; preds = %212, %187
  %190 = load i32, ptr %15, align 4
  %191 = icmp slt i32 %190, 3
  br i1 %191, label %192, label %215

192:                                              ; preds = %189
  store i32 0, ptr %16, align 4
  br label %193

193:                                              ; preds = %208, %192
  %194 = load i32, ptr %16, align 4
  %195 = icmp slt i32 %194, 4
  br i1 %195, label %196, label %211

196:                                              ; preds = %193
  %197 = load i32, ptr %15, align 4
  %198 = sitofp i32 %197 to double
  %199 = load i32, ptr %16, align 4
  %200 = sitofp i32 %199 to double
  %201 = call double @llvm.fmuladd.f64(double %200, double 1.000000e-01, double %198)
  %202 = load i32, ptr %15, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [3 x [4 x double]], ptr %13, i64 0, i64 %203
  %205 = load i32, ptr %16, align 4
  %206 = sext i32 %205 to i64
  %207 = getelementptr inbounds [4 x double], ptr %204, i64 0, i64 %206
  store double %201, ptr %207, align 8
  br label %208

208:                                              ; preds = %196
  %209 = load i32, ptr %16, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %16, align 4
  br label %193, !llvm.loop !17

211:                                              ; preds = %193
  br label %212

212:                                              ; preds = %211
  %213 = load i32, ptr %15, align 4
  %214 = add nsw i32 %213, 1
  store i32 %214, ptr %15, align 4
  br label %189, !llvm.loop !18

215:                                              ; preds = %189
  %216 = getelementptr inbounds [3 x [4 x double]], ptr %13, i64 0, i64 0
  %217 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 0
  call void @transpose(i32 noundef 3, i32 noundef 4, ptr noundef %216, ptr noundef %217)
  %218 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 3
  %219 = getelementptr inbounds [3 x double], ptr %218, i64 0, i64 2
  %220 = load double, ptr %219, align 8
  %221 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 0
  %222 = getelementptr inbounds [3 x double], ptr %221, i64 0, i64 1
  %223 = load double, ptr %222, align 8
  %224 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %220, double noundef %223)
  store i32 0, ptr %18, align 4
  br label %225

225:                                              ; preds = %254, %215
  %226 = load i32, ptr %18, align 4
  %227 = icmp slt i32 %226, 4
  br i1 %227, label %228, label %257

228:                                              ; preds = %225
  store i32 0, ptr %19, align 4
  br label %229

229:                                              ; preds = %250, %228
  %230 = load i32, ptr %19, align 4
  %231 = icmp slt i32 %230, 4
  br i1 %231, label %232, label %253

232:                                              ; preds = %229
  %233 = load i32, ptr %18, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %234
  %236 = load i32, ptr %19, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [4 x %struct.cell], ptr %235, i64 0, i64 %237
  %239 = getelementptr inbounds %struct.cell, ptr %20, i32 0, i32 0
  %240 = load i32, ptr %18, align 4
  %241 = mul nsw i32 %240, 4
  %242 = add nsw i32 97, %241
  %243 = load i32, ptr %19, align 4
  %244 = add nsw i32 %242, %243
  %245 = trunc i32 %244 to i8
  store i8 %245, ptr %239, align 4
  %246 = getelementptr inbounds %struct.cell, ptr %20, i32 0, i32 1
  %247 = load i32, ptr %18, align 4
  %248 = load i32, ptr %19, align 4
  %249 = mul nsw i32 %247, %248
  store i32 %249, ptr %246, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %238, ptr align 4 %20, i64 8, i1 false)
  br label %250

250:                                              ; preds = %232
  %251 = load i32, ptr %19, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %19, align 4
  br label %229, !llvm.loop !19

253:                                              ; preds = %229
  br label %254

254:                                              ; preds = %253
  %255 = load i32, ptr %18, align 4
  %256 = add nsw i32 %255, 1
  store i32 %256, ptr %18, align 4
  br label %225, !llvm.loop !20

257:                                              ; preds = %225
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %258

258:                                              ; preds = %283, %257
  %259 = load i32, ptr %22, align 4
  %260 = icmp slt i32 %259, 4
  br i1 %260, label %261, label %286

261:                                              ; preds = %258
  %262 = load i32, ptr %22, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %263
  %265 = load i32, ptr %22, align 4
  %266 = sext i32 %265 to i64
  %267 = getelementptr inbounds [4 x %struct.cell], ptr %264, i64 0, i64 %266
  %268 = getelementptr inbounds %struct.cell, ptr %267, i32 0, i32 1
  %269 = load i32, ptr %268, align 4
  %270 = load i32, ptr %21, align 4
  %271 = add nsw i32 %270, %269
  store i32 %271, ptr %21, align 4
  %272 = load i32, ptr %22, align 4
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %273
  %275 = load i32, ptr %22, align 4
  %276 = sub nsw i32 3, %275
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds [4 x %struct.cell], ptr %274, i64 0, i64 %277
  %279 = getelementptr inbounds %struct.cell, ptr %278, i32 0, i32 0
  %280 = load i8, ptr %279, align 4
  %281 = zext i8 %280 to i32
  %282 = call i32 @putchar(i32 noundef %281)
  br label %283

283:                                              ; preds = %261
  %284 = load i32, ptr %22, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %22, align 4
  br label %258, !llvm.loop !21

286:                                              ; preds = %258
  %287 = load i32, ptr %21, align 4
  %288 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %287)
  store ptr getelementptr inbounds ([9 x [10 x i32]], ptr @cube, i64 2), ptr %23, align 8
  %289 = load ptr, ptr %23, align 8
  %290 = getelementptr inbounds [9 x [10 x i32]], ptr %289, i64 1
  %291 = getelementptr inbounds [9 x [10 x i32]], ptr %290, i64 0, i64 2
  %292 = getelementptr inbounds [10 x i32], ptr %291, i64 0, i64 3
  %293 = load i32, ptr %292, align 4
  %294 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %293)
  call void @llvm.memset.p0.i64(ptr align 4 %24, i8 0, i64 40, i1 false)
  store i32 0, ptr %25, align 4
  br label %295

295:                                              ; preds = %319, %286
  %296 = load i32, ptr %25, align 4
  %297 = icmp slt i32 %296, 9
  br i1 %297, label %298, label %322

298:                                              ; preds = %295
  store i32 0, ptr %26, align 4
  br label %299

299:                                              ; preds = %315, %298
  %300 = load i32, ptr %26, align 4
  %301 = icmp slt i32 %300, 10
  br i1 %301, label %302, label %318

302:                                              ; preds = %299
  %303 = load i32, ptr %25, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [9 x [10 x i32]], ptr getelementptr inbounds ([8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 7), i64 0, i64 %304
  %306 = load i32, ptr %26, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [10 x i32], ptr %305, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4
  %310 = load i32, ptr %26, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = add nsw i32 %313, %309
  store i32 %314, ptr %312, align 4
  br label %315

315:                                              ; preds = %302
  %316 = load i32, ptr %26, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %26, align 4
  br label %299, !llvm.loop !22

318:                                              ; preds = %299
  br label %319

319:                                              ; preds = %318
  %320 = load i32, ptr %25, align 4
  %321 = add nsw i32 %320, 1
  store i32 %321, ptr %25, align 4
  br label %295, !llvm.loop !23

322:                                              ; preds = %295
  %323 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 0
  %324 = load i32, ptr %323, align 4
  %325 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 9
  %326 = load i32, ptr %325, align 4
  %327 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %324, i32 noundef %326)
  %328 = load i32, ptr %21, align 4
  ret i32 %328
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @plane_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i64 0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %29, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %32

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %25, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %28

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i32], ptr %14, i64 %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [10 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = sext i32 %21 to i64
  %23 = load i64, ptr %3, align 8
  %24 = add nsw i64 %23, %22
  store i64 %24, ptr %3, align 8
  br label %25

25:                                               ; preds = %13
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %10, !llvm.loop !24

28:                                               ; preds = %10
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %4, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %4, align 4
  br label %6, !llvm.loop !25

32:                                               ; preds = %6
  %33 = load i64, ptr %3, align 8
  ret i64 %33
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transpose(i32 noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store ptr %2, ptr %7, align 8
  store ptr %3, ptr %8, align 8
  %11 = load i32, ptr %5, align 4
  %12 = zext i32 %11 to i64
  %13 = load i32, ptr %6, align 4
  %14 = zext i32 %13 to i64
  %15 = load i32, ptr %6, align 4
  %16 = zext i32 %15 to i64
  %17 = load i32, ptr %5, align 4
  %18 = zext i32 %17 to i64
  store i32 0, ptr %9, align 4
  br label %19

19:                                               ; preds = %50, %4
  %20 = load i32, ptr %9, align 4
  %21 = load i32, ptr %5, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %53

23:                                               ; preds = %19
  store i32 0, ptr %10, align 4
  br label %24

24:                                               ; preds = %46, %23
  %25 = load i32, ptr %10, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %49

28:                                               ; preds = %24
  %29 = load ptr, ptr %7, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, %14
  %33 = getelementptr inbounds double, ptr %29, i64 %32
  %34 = load i32, ptr %10, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds double, ptr %33, i64 %35
  %37 = load double, ptr %36, align 8
  %38 = load ptr, ptr %8, align 8
  %39 = load i32, ptr %10, align 4
  %40 = sext i32 %39 to i64
  %41 = mul nsw i64 %40, %18
  %42 = getelementptr inbounds double, ptr %38, i64 %41
  %43 = load i32, ptr %9, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds double, ptr %42, i64 %44
  store double %37, ptr %45, align 8
  br label %46

46:                                               ; preds = %28
  %47 = load i32, ptr %10, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %10, align 4
  br label %24, !llvm.loop !26

49:                                               ; preds = %24
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %9, align 4
  br label %19, !llvm.loop !27

53:                                               ; preds = %19
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

declare i32 @putchar(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

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
