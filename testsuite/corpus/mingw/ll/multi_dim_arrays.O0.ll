; ModuleID = 'programs/multi_dim_arrays.c'
source_filename = "programs/multi_dim_arrays.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.cell = type { i8, i32 }

@cube = internal global [8 x [9 x [10 x i32]]] zeroinitializer, align 16
@.str = private unnamed_addr constant [18 x i8] c"plane %d sum=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [23 x i8] c"sizes %zu %zu %zu %zu\0A\00", align 1
@hyper = internal global [3 x [4 x [5 x [6 x i16]]]] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [25 x i8] c"hyper sum=%ld corner=%d\0A\00", align 1
@names = internal global [5 x [3 x [8 x i8]]] zeroinitializer, align 16
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
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca [3 x [4 x double]], align 16
  %14 = alloca [4 x [3 x double]], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca [4 x [4 x %struct.cell]], align 16
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca %struct.cell, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca [10 x i32], align 16
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
  br label %35, !llvm.loop !5

58:                                               ; preds = %35
  br label %59

59:                                               ; preds = %58
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %3, align 4
  br label %31, !llvm.loop !7

62:                                               ; preds = %31
  br label %63

63:                                               ; preds = %62
  %64 = load i32, ptr %2, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %2, align 4
  br label %27, !llvm.loop !8

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
  %76 = call i32 @plane_sum(ptr noundef %75)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %71, i32 noundef %76)
  br label %78

78:                                               ; preds = %70
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %79, 3
  store i32 %80, ptr %5, align 4
  br label %67, !llvm.loop !9

81:                                               ; preds = %67
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef 2880, i64 noundef 360, i64 noundef 40, i64 noundef 60)
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %83

83:                                               ; preds = %153, %81
  %84 = load i32, ptr %7, align 4
  %85 = icmp slt i32 %84, 3
  br i1 %85, label %86, label %156

86:                                               ; preds = %83
  store i32 0, ptr %8, align 4
  br label %87

87:                                               ; preds = %149, %86
  %88 = load i32, ptr %8, align 4
  %89 = icmp slt i32 %88, 4
  br i1 %89, label %90, label %152

90:                                               ; preds = %87
  store i32 0, ptr %9, align 4
  br label %91

91:                                               ; preds = %145, %90
  %92 = load i32, ptr %9, align 4
  %93 = icmp slt i32 %92, 5
  br i1 %93, label %94, label %148

94:                                               ; preds = %91
  store i32 0, ptr %10, align 4
  br label %95

95:                                               ; preds = %141, %94
  %96 = load i32, ptr %10, align 4
  %97 = icmp slt i32 %96, 6
  br i1 %97, label %98, label %144

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
  %139 = load i32, ptr %6, align 4
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr %6, align 4
  br label %141

141:                                              ; preds = %98
  %142 = load i32, ptr %10, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %10, align 4
  br label %95, !llvm.loop !10

144:                                              ; preds = %95
  br label %145

145:                                              ; preds = %144
  %146 = load i32, ptr %9, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %9, align 4
  br label %91, !llvm.loop !11

148:                                              ; preds = %91
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %8, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %8, align 4
  br label %87, !llvm.loop !12

152:                                              ; preds = %87
  br label %153

153:                                              ; preds = %152
  %154 = load i32, ptr %7, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %7, align 4
  br label %83, !llvm.loop !13

156:                                              ; preds = %83
  %157 = load i32, ptr %6, align 4
  %158 = load i16, ptr getelementptr inbounds ([6 x i16], ptr getelementptr inbounds ([5 x [6 x i16]], ptr getelementptr inbounds ([4 x [5 x [6 x i16]]], ptr getelementptr inbounds ([3 x [4 x [5 x [6 x i16]]]], ptr @hyper, i64 0, i64 2), i64 0, i64 3), i64 0, i64 4), i64 0, i64 5), align 2
  %159 = sext i16 %158 to i32
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %157, i32 noundef %159)
  store i32 0, ptr %11, align 4
  br label %161

161:                                              ; preds = %183, %156
  %162 = load i32, ptr %11, align 4
  %163 = icmp slt i32 %162, 5
  br i1 %163, label %164, label %186

164:                                              ; preds = %161
  store i32 0, ptr %12, align 4
  br label %165

165:                                              ; preds = %179, %164
  %166 = load i32, ptr %12, align 4
  %167 = icmp slt i32 %166, 3
  br i1 %167, label %168, label %182

168:                                              ; preds = %165
  %169 = load i32, ptr %11, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 %170
  %172 = load i32, ptr %12, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [3 x [8 x i8]], ptr %171, i64 0, i64 %173
  %175 = getelementptr inbounds [8 x i8], ptr %174, i64 0, i64 0
  %176 = load i32, ptr %11, align 4
  %177 = load i32, ptr %12, align 4
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %175, i64 noundef 8, ptr noundef @.str.3, i32 noundef %176, i32 noundef %177)
  br label %179

179:                                              ; preds = %168
  %180 = load i32, ptr %12, align 4
  %181 = add nsw i32 %180, 1
  store i32 %181, ptr %12, align 4
  br label %165, !llvm.loop !14

182:                                              ; preds = %165
  br label %183

183:                                              ; preds = %182
  %184 = load i32, ptr %11, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %11, align 4
  br label %161, !llvm.loop !15

186:                                              ; preds = %161
  %187 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef @names, ptr noundef getelementptr inbounds ([3 x [8 x i8]], ptr getelementptr inbounds ([5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 4), i64 0, i64 2), ptr noundef getelementptr inbounds ([3 x [8 x i8]], ptr getelementptr inbounds ([5 x [3 x [8 x i8]]], ptr @names, i64 0, i64 2), i64 0, i64 1))
  store i32 0, ptr %15, align 4
  br label %188

188:                                              ; preds = %211, %186
  %189 = load i32, ptr %15, align 4
  %190 = icmp slt i32 %189, 3
  br i1 %190, label %191, label %214

191:                                              ; preds = %188
  store i32 0, ptr %16, align 4
  br label %192

192:                                              ; preds = %207, %191
  %193 = load i32, ptr %16, align 4
  %194 = icmp slt i32 %193, 4
  br i1 %194, label %195, label %210

195:                                              ; preds = %192
  %196 = load i32, ptr %15, align 4
  %197 = sitofp i32 %196 to double
  %198 = load i32, ptr %16, align 4
  %199 = sitofp i32 %198 to double
  %200 = call double @llvm.fmuladd.f64(double %199, double 1.000000e-01, double %197)
  %201 = load i32, ptr %15, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [3 x [4 x double]], ptr %13, i64 0, i64 %202
  %204 = load i32, ptr %16, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [4 x double], ptr %203, i64 0, i64 %205
  store double %200, ptr %206, align 8
  br label %207

207:                                              ; preds = %195
  %208 = load i32, ptr %16, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %16, align 4
  br label %192, !llvm.loop !16

210:                                              ; preds = %192
  br label %211

211:                                              ; preds = %210
  %212 = load i32, ptr %15, align 4
  %213 = add nsw i32 %212, 1
  store i32 %213, ptr %15, align 4
  br label %188, !llvm.loop !17

214:                                              ; preds = %188
  %215 = getelementptr inbounds [3 x [4 x double]], ptr %13, i64 0, i64 0
  %216 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 0
  call void @transpose(i32 noundef 3, i32 noundef 4, ptr noundef %215, ptr noundef %216)
  %217 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 3
  %218 = getelementptr inbounds [3 x double], ptr %217, i64 0, i64 2
  %219 = load double, ptr %218, align 8
  %220 = getelementptr inbounds [4 x [3 x double]], ptr %14, i64 0, i64 0
  %221 = getelementptr inbounds [3 x double], ptr %220, i64 0, i64 1
  %222 = load double, ptr %221, align 8
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %219, double noundef %222)
  store i32 0, ptr %18, align 4
  br label %224

224:                                              ; preds = %253, %214
  %225 = load i32, ptr %18, align 4
  %226 = icmp slt i32 %225, 4
  br i1 %226, label %227, label %256

227:                                              ; preds = %224
  store i32 0, ptr %19, align 4
  br label %228

228:                                              ; preds = %249, %227
  %229 = load i32, ptr %19, align 4
  %230 = icmp slt i32 %229, 4
  br i1 %230, label %231, label %252

231:                                              ; preds = %228
  %232 = load i32, ptr %18, align 4
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %233
  %235 = load i32, ptr %19, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [4 x %struct.cell], ptr %234, i64 0, i64 %236
  %238 = getelementptr inbounds %struct.cell, ptr %20, i32 0, i32 0
  %239 = load i32, ptr %18, align 4
  %240 = mul nsw i32 %239, 4
  %241 = add nsw i32 97, %240
  %242 = load i32, ptr %19, align 4
  %243 = add nsw i32 %241, %242
  %244 = trunc i32 %243 to i8
  store i8 %244, ptr %238, align 4
  %245 = getelementptr inbounds %struct.cell, ptr %20, i32 0, i32 1
  %246 = load i32, ptr %18, align 4
  %247 = load i32, ptr %19, align 4
  %248 = mul nsw i32 %246, %247
  store i32 %248, ptr %245, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %237, ptr align 4 %20, i64 8, i1 false)
  br label %249

249:                                              ; preds = %231
  %250 = load i32, ptr %19, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %19, align 4
  br label %228, !llvm.loop !18

252:                                              ; preds = %228
  br label %253

253:                                              ; preds = %252
  %254 = load i32, ptr %18, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %18, align 4
  br label %224, !llvm.loop !19

256:                                              ; preds = %224
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %257

257:                                              ; preds = %282, %256
  %258 = load i32, ptr %22, align 4
  %259 = icmp slt i32 %258, 4
  br i1 %259, label %260, label %285

260:                                              ; preds = %257
  %261 = load i32, ptr %22, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %262
  %264 = load i32, ptr %22, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [4 x %struct.cell], ptr %263, i64 0, i64 %265
  %267 = getelementptr inbounds %struct.cell, ptr %266, i32 0, i32 1
  %268 = load i32, ptr %267, align 4
  %269 = load i32, ptr %21, align 4
  %270 = add nsw i32 %269, %268
  store i32 %270, ptr %21, align 4
  %271 = load i32, ptr %22, align 4
  %272 = sext i32 %271 to i64
  %273 = getelementptr inbounds [4 x [4 x %struct.cell]], ptr %17, i64 0, i64 %272
  %274 = load i32, ptr %22, align 4
  %275 = sub nsw i32 3, %274
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [4 x %struct.cell], ptr %273, i64 0, i64 %276
  %278 = getelementptr inbounds %struct.cell, ptr %277, i32 0, i32 0
  %279 = load i8, ptr %278, align 8
  %280 = sext i8 %279 to i32
  %281 = call i32 @putchar(i32 noundef %280)
  br label %282

282:                                              ; preds = %260
  %283 = load i32, ptr %22, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %22, align 4
  br label %257, !llvm.loop !20

285:                                              ; preds = %257
  %286 = load i32, ptr %21, align 4
  %287 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %286)
  store ptr getelementptr inbounds ([9 x [10 x i32]], ptr @cube, i64 2), ptr %23, align 8
  %288 = load ptr, ptr %23, align 8
  %289 = getelementptr inbounds [9 x [10 x i32]], ptr %288, i64 1
  %290 = getelementptr inbounds [9 x [10 x i32]], ptr %289, i64 0, i64 2
  %291 = getelementptr inbounds [10 x i32], ptr %290, i64 0, i64 3
  %292 = load i32, ptr %291, align 4
  %293 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %292)
  call void @llvm.memset.p0.i64(ptr align 16 %24, i8 0, i64 40, i1 false)
  store i32 0, ptr %25, align 4
  br label %294

294:                                              ; preds = %318, %285
  %295 = load i32, ptr %25, align 4
  %296 = icmp slt i32 %295, 9
  br i1 %296, label %297, label %321

297:                                              ; preds = %294
  store i32 0, ptr %26, align 4
  br label %298

298:                                              ; preds = %314, %297
  %299 = load i32, ptr %26, align 4
  %300 = icmp slt i32 %299, 10
  br i1 %300, label %301, label %317

301:                                              ; preds = %298
  %302 = load i32, ptr %25, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [9 x [10 x i32]], ptr getelementptr inbounds ([8 x [9 x [10 x i32]]], ptr @cube, i64 0, i64 7), i64 0, i64 %303
  %305 = load i32, ptr %26, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [10 x i32], ptr %304, i64 0, i64 %306
  %308 = load i32, ptr %307, align 4
  %309 = load i32, ptr %26, align 4
  %310 = sext i32 %309 to i64
  %311 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 %310
  %312 = load i32, ptr %311, align 4
  %313 = add nsw i32 %312, %308
  store i32 %313, ptr %311, align 4
  br label %314

314:                                              ; preds = %301
  %315 = load i32, ptr %26, align 4
  %316 = add nsw i32 %315, 1
  store i32 %316, ptr %26, align 4
  br label %298, !llvm.loop !21

317:                                              ; preds = %298
  br label %318

318:                                              ; preds = %317
  %319 = load i32, ptr %25, align 4
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %25, align 4
  br label %294, !llvm.loop !22

321:                                              ; preds = %294
  %322 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 0
  %323 = load i32, ptr %322, align 16
  %324 = getelementptr inbounds [10 x i32], ptr %24, i64 0, i64 9
  %325 = load i32, ptr %324, align 4
  %326 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %323, i32 noundef %325)
  %327 = load i32, ptr %21, align 4
  ret i32 %327
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @plane_sum(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %28, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 9
  br i1 %8, label %9, label %31

9:                                                ; preds = %6
  store i32 0, ptr %5, align 4
  br label %10

10:                                               ; preds = %24, %9
  %11 = load i32, ptr %5, align 4
  %12 = icmp slt i32 %11, 10
  br i1 %12, label %13, label %27

13:                                               ; preds = %10
  %14 = load ptr, ptr %2, align 8
  %15 = load i32, ptr %4, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [10 x i32], ptr %14, i64 %16
  %18 = load i32, ptr %5, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [10 x i32], ptr %17, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4
  %22 = load i32, ptr %3, align 4
  %23 = add nsw i32 %22, %21
  store i32 %23, ptr %3, align 4
  br label %24

24:                                               ; preds = %13
  %25 = load i32, ptr %5, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %5, align 4
  br label %10, !llvm.loop !23

27:                                               ; preds = %10
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %4, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %4, align 4
  br label %6, !llvm.loop !24

31:                                               ; preds = %6
  %32 = load i32, ptr %3, align 4
  ret i32 %32
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @snprintf(ptr noundef %0, i64 noundef %1, ptr noundef nonnull %2, ...) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  call void @llvm.va_start.p0(ptr %8)
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %5, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %8, align 8
  %13 = call i32 @__mingw_vsnprintf(ptr noundef %9, i64 noundef %10, ptr noundef %11, ptr noundef %12)
  store i32 %13, ptr %7, align 4
  call void @llvm.va_end.p0(ptr %8)
  %14 = load i32, ptr %7, align 4
  ret i32 %14
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

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
  br label %24, !llvm.loop !25

49:                                               ; preds = %24
  br label %50

50:                                               ; preds = %49
  %51 = load i32, ptr %9, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %9, align 4
  br label %19, !llvm.loop !26

53:                                               ; preds = %19
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

declare dso_local i32 @putchar(i32 noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

declare dso_local i32 @__mingw_vsnprintf(ptr noundef, i64 noundef, ptr noundef, ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

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
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
