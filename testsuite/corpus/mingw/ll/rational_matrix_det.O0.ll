; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.q = type { i128, i128 }

@.str = private unnamed_addr constant [18 x i8] c"hilbert(%d): det=\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c" inverse max |entry|=%lld identity=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sum 1/k^2 (k<=20) = \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"%lld/%lld\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [7 x [14 x %struct.q]], align 16
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca %struct.q, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca %struct.q, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca %struct.q, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca %struct.q, align 16
  %19 = alloca %struct.q, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca %struct.q, align 16
  %23 = alloca %struct.q, align 16
  %24 = alloca %struct.q, align 16
  %25 = alloca %struct.q, align 16
  %26 = alloca i32, align 4
  %27 = alloca %struct.q, align 16
  %28 = alloca %struct.q, align 16
  %29 = alloca %struct.q, align 16
  %30 = alloca i32, align 4
  %31 = alloca %struct.q, align 16
  %32 = alloca i32, align 4
  %33 = alloca %struct.q, align 16
  %34 = alloca %struct.q, align 16
  %35 = alloca %struct.q, align 16
  %36 = alloca %struct.q, align 16
  %37 = alloca %struct.q, align 16
  %38 = alloca i32, align 4
  %39 = alloca i128, align 16
  %40 = alloca i32, align 4
  %41 = alloca i32, align 4
  %42 = alloca %struct.q, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i32, align 4
  %46 = alloca %struct.q, align 16
  %47 = alloca %struct.q, align 16
  %48 = alloca %struct.q, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca %struct.q, align 16
  %52 = alloca %struct.q, align 16
  %53 = alloca i128, align 16
  %54 = alloca %struct.q, align 16
  %55 = alloca %struct.q, align 16
  %56 = alloca i128, align 16
  %57 = alloca i128, align 16
  %58 = alloca i32, align 4
  %59 = alloca %struct.q, align 16
  %60 = alloca %struct.q, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca %struct.q, align 16
  %64 = alloca %struct.q, align 16
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %65

65:                                               ; preds = %371, %0
  %66 = load i32, ptr %2, align 4
  %67 = icmp sle i32 %66, 7
  br i1 %67, label %68, label %374

68:                                               ; preds = %65
  store i32 0, ptr %4, align 4
  br label %69

69:                                               ; preds = %108, %68
  %70 = load i32, ptr %4, align 4
  %71 = load i32, ptr %2, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %111

73:                                               ; preds = %69
  store i32 0, ptr %5, align 4
  br label %74

74:                                               ; preds = %104, %73
  %75 = load i32, ptr %5, align 4
  %76 = load i32, ptr %2, align 4
  %77 = mul nsw i32 2, %76
  %78 = icmp slt i32 %75, %77
  br i1 %78, label %79, label %107

79:                                               ; preds = %74
  %80 = load i32, ptr %4, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %81
  %83 = load i32, ptr %5, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [14 x %struct.q], ptr %82, i64 0, i64 %84
  %86 = load i32, ptr %5, align 4
  %87 = load i32, ptr %2, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %95

89:                                               ; preds = %79
  %90 = load i32, ptr %4, align 4
  %91 = load i32, ptr %5, align 4
  %92 = add nsw i32 %90, %91
  %93 = add nsw i32 %92, 1
  %94 = sext i32 %93 to i128
  store i128 1, ptr %7, align 16
  store i128 %94, ptr %8, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %6, ptr noundef %7, ptr noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %85, ptr align 16 %6, i64 32, i1 false)
  br label %103

95:                                               ; preds = %79
  %96 = load i32, ptr %5, align 4
  %97 = load i32, ptr %2, align 4
  %98 = sub nsw i32 %96, %97
  %99 = load i32, ptr %4, align 4
  %100 = icmp eq i32 %98, %99
  %101 = zext i1 %100 to i32
  %102 = sext i32 %101 to i128
  store i128 %102, ptr %10, align 16
  store i128 1, ptr %11, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %9, ptr noundef %10, ptr noundef %11)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %85, ptr align 16 %9, i64 32, i1 false)
  br label %103

103:                                              ; preds = %95, %89
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %5, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %5, align 4
  br label %74, !llvm.loop !5

107:                                              ; preds = %74
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %4, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %4, align 4
  br label %69, !llvm.loop !7

111:                                              ; preds = %69
  store i128 1, ptr %13, align 16
  store i128 1, ptr %14, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %12, ptr noundef %13, ptr noundef %14)
  store i32 0, ptr %15, align 4
  br label %112

112:                                              ; preds = %262, %111
  %113 = load i32, ptr %15, align 4
  %114 = load i32, ptr %2, align 4
  %115 = icmp slt i32 %113, %114
  br i1 %115, label %116, label %265

116:                                              ; preds = %112
  %117 = load i32, ptr %15, align 4
  store i32 %117, ptr %16, align 4
  br label %118

118:                                              ; preds = %128, %116
  %119 = load i32, ptr %16, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %120
  %122 = load i32, ptr %15, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [14 x %struct.q], ptr %121, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.q, ptr %124, i32 0, i32 0
  %126 = load i128, ptr %125, align 16
  %127 = icmp eq i128 %126, 0
  br i1 %127, label %128, label %131

128:                                              ; preds = %118
  %129 = load i32, ptr %16, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %16, align 4
  br label %118, !llvm.loop !8

131:                                              ; preds = %118
  %132 = load i32, ptr %16, align 4
  %133 = load i32, ptr %15, align 4
  %134 = icmp ne i32 %132, %133
  br i1 %134, label %135, label %175

135:                                              ; preds = %131
  store i32 0, ptr %17, align 4
  br label %136

136:                                              ; preds = %166, %135
  %137 = load i32, ptr %17, align 4
  %138 = load i32, ptr %2, align 4
  %139 = mul nsw i32 2, %138
  %140 = icmp slt i32 %137, %139
  br i1 %140, label %141, label %169

141:                                              ; preds = %136
  %142 = load i32, ptr %16, align 4
  %143 = sext i32 %142 to i64
  %144 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %143
  %145 = load i32, ptr %17, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [14 x %struct.q], ptr %144, i64 0, i64 %146
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %147, i64 32, i1 false)
  %148 = load i32, ptr %16, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %149
  %151 = load i32, ptr %17, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [14 x %struct.q], ptr %150, i64 0, i64 %152
  %154 = load i32, ptr %15, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %155
  %157 = load i32, ptr %17, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [14 x %struct.q], ptr %156, i64 0, i64 %158
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %153, ptr align 16 %159, i64 32, i1 false)
  %160 = load i32, ptr %15, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %161
  %163 = load i32, ptr %17, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [14 x %struct.q], ptr %162, i64 0, i64 %164
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %165, ptr align 16 %18, i64 32, i1 false)
  br label %166

166:                                              ; preds = %141
  %167 = load i32, ptr %17, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %17, align 4
  br label %136, !llvm.loop !9

169:                                              ; preds = %136
  %170 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 0
  %171 = load i128, ptr %170, align 16
  %172 = sub nsw i128 0, %171
  %173 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %174 = load i128, ptr %173, align 16
  store i128 %172, ptr %20, align 16
  store i128 %174, ptr %21, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %19, ptr noundef %20, ptr noundef %21)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %19, i64 32, i1 false)
  br label %175

175:                                              ; preds = %169, %131
  %176 = load i32, ptr %15, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %177
  %179 = load i32, ptr %15, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [14 x %struct.q], ptr %178, i64 0, i64 %180
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 %181, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %24, ptr align 16 %12, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %25, ptr align 16 %22, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %23, ptr noundef %24, ptr noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %23, i64 32, i1 false)
  store i32 0, ptr %26, align 4
  br label %182

182:                                              ; preds = %200, %175
  %183 = load i32, ptr %26, align 4
  %184 = load i32, ptr %2, align 4
  %185 = mul nsw i32 2, %184
  %186 = icmp slt i32 %183, %185
  br i1 %186, label %187, label %203

187:                                              ; preds = %182
  %188 = load i32, ptr %15, align 4
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %189
  %191 = load i32, ptr %26, align 4
  %192 = sext i32 %191 to i64
  %193 = getelementptr inbounds [14 x %struct.q], ptr %190, i64 0, i64 %192
  %194 = load i32, ptr %15, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %195
  %197 = load i32, ptr %26, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [14 x %struct.q], ptr %196, i64 0, i64 %198
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %28, ptr align 16 %199, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 %22, i64 32, i1 false)
  call void @dv(ptr dead_on_unwind writable sret(%struct.q) align 16 %27, ptr noundef %28, ptr noundef %29)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %193, ptr align 16 %27, i64 32, i1 false)
  br label %200

200:                                              ; preds = %187
  %201 = load i32, ptr %26, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %26, align 4
  br label %182, !llvm.loop !10

203:                                              ; preds = %182
  store i32 0, ptr %30, align 4
  br label %204

204:                                              ; preds = %258, %203
  %205 = load i32, ptr %30, align 4
  %206 = load i32, ptr %2, align 4
  %207 = icmp slt i32 %205, %206
  br i1 %207, label %208, label %261

208:                                              ; preds = %204
  %209 = load i32, ptr %30, align 4
  %210 = load i32, ptr %15, align 4
  %211 = icmp ne i32 %209, %210
  br i1 %211, label %212, label %257

212:                                              ; preds = %208
  %213 = load i32, ptr %30, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %214
  %216 = load i32, ptr %15, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [14 x %struct.q], ptr %215, i64 0, i64 %217
  %219 = getelementptr inbounds %struct.q, ptr %218, i32 0, i32 0
  %220 = load i128, ptr %219, align 16
  %221 = icmp ne i128 %220, 0
  br i1 %221, label %222, label %257

222:                                              ; preds = %212
  %223 = load i32, ptr %30, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %224
  %226 = load i32, ptr %15, align 4
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [14 x %struct.q], ptr %225, i64 0, i64 %227
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %31, ptr align 16 %228, i64 32, i1 false)
  store i32 0, ptr %32, align 4
  br label %229

229:                                              ; preds = %253, %222
  %230 = load i32, ptr %32, align 4
  %231 = load i32, ptr %2, align 4
  %232 = mul nsw i32 2, %231
  %233 = icmp slt i32 %230, %232
  br i1 %233, label %234, label %256

234:                                              ; preds = %229
  %235 = load i32, ptr %30, align 4
  %236 = sext i32 %235 to i64
  %237 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %236
  %238 = load i32, ptr %32, align 4
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds [14 x %struct.q], ptr %237, i64 0, i64 %239
  %241 = load i32, ptr %30, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %242
  %244 = load i32, ptr %32, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [14 x %struct.q], ptr %243, i64 0, i64 %245
  %247 = load i32, ptr %15, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %248
  %250 = load i32, ptr %32, align 4
  %251 = sext i32 %250 to i64
  %252 = getelementptr inbounds [14 x %struct.q], ptr %249, i64 0, i64 %251
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %35, ptr align 16 %31, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %36, ptr align 16 %252, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %34, ptr noundef %35, ptr noundef %36)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %37, ptr align 16 %246, i64 32, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.q) align 16 %33, ptr noundef %37, ptr noundef %34)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %240, ptr align 16 %33, i64 32, i1 false)
  br label %253

253:                                              ; preds = %234
  %254 = load i32, ptr %32, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %32, align 4
  br label %229, !llvm.loop !11

256:                                              ; preds = %229
  br label %257

257:                                              ; preds = %256, %212, %208
  br label %258

258:                                              ; preds = %257
  %259 = load i32, ptr %30, align 4
  %260 = add nsw i32 %259, 1
  store i32 %260, ptr %30, align 4
  br label %204, !llvm.loop !12

261:                                              ; preds = %204
  br label %262

262:                                              ; preds = %261
  %263 = load i32, ptr %15, align 4
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %15, align 4
  br label %112, !llvm.loop !13

265:                                              ; preds = %112
  store i32 1, ptr %38, align 4
  store i128 0, ptr %39, align 16
  store i32 0, ptr %40, align 4
  br label %266

266:                                              ; preds = %361, %265
  %267 = load i32, ptr %40, align 4
  %268 = load i32, ptr %2, align 4
  %269 = icmp slt i32 %267, %268
  br i1 %269, label %270, label %364

270:                                              ; preds = %266
  store i32 0, ptr %41, align 4
  br label %271

271:                                              ; preds = %357, %270
  %272 = load i32, ptr %41, align 4
  %273 = load i32, ptr %2, align 4
  %274 = icmp slt i32 %272, %273
  br i1 %274, label %275, label %360

275:                                              ; preds = %271
  store i128 0, ptr %43, align 16
  store i128 1, ptr %44, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %42, ptr noundef %43, ptr noundef %44)
  store i32 0, ptr %45, align 4
  br label %276

276:                                              ; preds = %294, %275
  %277 = load i32, ptr %45, align 4
  %278 = load i32, ptr %2, align 4
  %279 = icmp slt i32 %277, %278
  br i1 %279, label %280, label %297

280:                                              ; preds = %276
  %281 = load i32, ptr %40, align 4
  %282 = load i32, ptr %45, align 4
  %283 = add nsw i32 %281, %282
  %284 = add nsw i32 %283, 1
  %285 = sext i32 %284 to i128
  store i128 1, ptr %49, align 16
  store i128 %285, ptr %50, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %48, ptr noundef %49, ptr noundef %50)
  %286 = load i32, ptr %45, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %287
  %289 = load i32, ptr %2, align 4
  %290 = load i32, ptr %41, align 4
  %291 = add nsw i32 %289, %290
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [14 x %struct.q], ptr %288, i64 0, i64 %292
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %51, ptr align 16 %293, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %47, ptr noundef %48, ptr noundef %51)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %52, ptr align 16 %42, i64 32, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %46, ptr noundef %52, ptr noundef %47)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 %46, i64 32, i1 false)
  br label %294

294:                                              ; preds = %280
  %295 = load i32, ptr %45, align 4
  %296 = add nsw i32 %295, 1
  store i32 %296, ptr %45, align 4
  br label %276, !llvm.loop !14

297:                                              ; preds = %276
  %298 = getelementptr inbounds %struct.q, ptr %42, i32 0, i32 0
  %299 = load i128, ptr %298, align 16
  %300 = load i32, ptr %40, align 4
  %301 = load i32, ptr %41, align 4
  %302 = icmp eq i32 %300, %301
  %303 = zext i1 %302 to i32
  %304 = sext i32 %303 to i128
  %305 = icmp eq i128 %299, %304
  br i1 %305, label %306, label %310

306:                                              ; preds = %297
  %307 = getelementptr inbounds %struct.q, ptr %42, i32 0, i32 1
  %308 = load i128, ptr %307, align 16
  %309 = icmp eq i128 %308, 1
  br label %310

310:                                              ; preds = %306, %297
  %311 = phi i1 [ false, %297 ], [ %309, %306 ]
  %312 = zext i1 %311 to i32
  %313 = load i32, ptr %38, align 4
  %314 = and i32 %313, %312
  store i32 %314, ptr %38, align 4
  %315 = load i32, ptr %40, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %316
  %318 = load i32, ptr %2, align 4
  %319 = load i32, ptr %41, align 4
  %320 = add nsw i32 %318, %319
  %321 = sext i32 %320 to i64
  %322 = getelementptr inbounds [14 x %struct.q], ptr %317, i64 0, i64 %321
  %323 = getelementptr inbounds %struct.q, ptr %322, i32 0, i32 0
  %324 = load i128, ptr %323, align 16
  %325 = icmp slt i128 %324, 0
  br i1 %325, label %326, label %338

326:                                              ; preds = %310
  %327 = load i32, ptr %40, align 4
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %328
  %330 = load i32, ptr %2, align 4
  %331 = load i32, ptr %41, align 4
  %332 = add nsw i32 %330, %331
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [14 x %struct.q], ptr %329, i64 0, i64 %333
  %335 = getelementptr inbounds %struct.q, ptr %334, i32 0, i32 0
  %336 = load i128, ptr %335, align 16
  %337 = sub nsw i128 0, %336
  br label %349

338:                                              ; preds = %310
  %339 = load i32, ptr %40, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %340
  %342 = load i32, ptr %2, align 4
  %343 = load i32, ptr %41, align 4
  %344 = add nsw i32 %342, %343
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [14 x %struct.q], ptr %341, i64 0, i64 %345
  %347 = getelementptr inbounds %struct.q, ptr %346, i32 0, i32 0
  %348 = load i128, ptr %347, align 16
  br label %349

349:                                              ; preds = %338, %326
  %350 = phi i128 [ %337, %326 ], [ %348, %338 ]
  store i128 %350, ptr %53, align 16
  %351 = load i128, ptr %53, align 16
  %352 = load i128, ptr %39, align 16
  %353 = icmp sgt i128 %351, %352
  br i1 %353, label %354, label %356

354:                                              ; preds = %349
  %355 = load i128, ptr %53, align 16
  store i128 %355, ptr %39, align 16
  br label %356

356:                                              ; preds = %354, %349
  br label %357

357:                                              ; preds = %356
  %358 = load i32, ptr %41, align 4
  %359 = add nsw i32 %358, 1
  store i32 %359, ptr %41, align 4
  br label %271, !llvm.loop !15

360:                                              ; preds = %271
  br label %361

361:                                              ; preds = %360
  %362 = load i32, ptr %40, align 4
  %363 = add nsw i32 %362, 1
  store i32 %363, ptr %40, align 4
  br label %266, !llvm.loop !16

364:                                              ; preds = %266
  %365 = load i32, ptr %2, align 4
  %366 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %365)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %54, ptr align 16 %12, i64 32, i1 false)
  call void @pq(ptr noundef %54)
  %367 = load i128, ptr %39, align 16
  %368 = trunc i128 %367 to i64
  %369 = load i32, ptr %38, align 4
  %370 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %368, i32 noundef %369)
  br label %371

371:                                              ; preds = %364
  %372 = load i32, ptr %2, align 4
  %373 = add nsw i32 %372, 1
  store i32 %373, ptr %2, align 4
  br label %65, !llvm.loop !17

374:                                              ; preds = %65
  store i128 0, ptr %56, align 16
  store i128 1, ptr %57, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %55, ptr noundef %56, ptr noundef %57)
  store i32 1, ptr %58, align 4
  br label %375

375:                                              ; preds = %384, %374
  %376 = load i32, ptr %58, align 4
  %377 = icmp sle i32 %376, 20
  br i1 %377, label %378, label %387

378:                                              ; preds = %375
  %379 = load i32, ptr %58, align 4
  %380 = sext i32 %379 to i128
  %381 = load i32, ptr %58, align 4
  %382 = sext i32 %381 to i128
  %383 = mul nsw i128 %380, %382
  store i128 1, ptr %61, align 16
  store i128 %383, ptr %62, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %60, ptr noundef %61, ptr noundef %62)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %63, ptr align 16 %55, i64 32, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %59, ptr noundef %63, ptr noundef %60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %55, ptr align 16 %59, i64 32, i1 false)
  br label %384

384:                                              ; preds = %378
  %385 = load i32, ptr %58, align 4
  %386 = add nsw i32 %385, 1
  store i32 %386, ptr %58, align 4
  br label %375, !llvm.loop !18

387:                                              ; preds = %375
  %388 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %64, ptr align 16 %55, i64 32, i1 false)
  call void @pq(ptr noundef %64)
  %389 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %390 = getelementptr inbounds %struct.q, ptr %55, i32 0, i32 0
  %391 = load i128, ptr %390, align 16
  %392 = srem i128 %391, 100
  %393 = trunc i128 %392 to i32
  ret i32 %393
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #1 {
  %4 = alloca ptr, align 8
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  %11 = load i128, ptr %1, align 16
  %12 = load i128, ptr %2, align 16
  store i128 %11, ptr %5, align 16
  store i128 %12, ptr %6, align 16
  %13 = load i128, ptr %6, align 16
  %14 = icmp slt i128 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %3
  %16 = load i128, ptr %5, align 16
  %17 = sub nsw i128 0, %16
  store i128 %17, ptr %5, align 16
  %18 = load i128, ptr %6, align 16
  %19 = sub nsw i128 0, %18
  store i128 %19, ptr %6, align 16
  br label %20

20:                                               ; preds = %15, %3
  %21 = load i128, ptr %5, align 16
  %22 = load i128, ptr %6, align 16
  store i128 %21, ptr %8, align 16
  store i128 %22, ptr %9, align 16
  %23 = call <2 x i64> @gcd(ptr noundef %8, ptr noundef %9)
  store <2 x i64> %23, ptr %10, align 16
  %24 = load i128, ptr %10, align 16
  store i128 %24, ptr %7, align 16
  %25 = load i128, ptr %7, align 16
  %26 = icmp sgt i128 %25, 1
  br i1 %26, label %27, label %34

27:                                               ; preds = %20
  %28 = load i128, ptr %7, align 16
  %29 = load i128, ptr %5, align 16
  %30 = sdiv i128 %29, %28
  store i128 %30, ptr %5, align 16
  %31 = load i128, ptr %7, align 16
  %32 = load i128, ptr %6, align 16
  %33 = sdiv i128 %32, %31
  store i128 %33, ptr %6, align 16
  br label %34

34:                                               ; preds = %27, %20
  %35 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 0
  %36 = load i128, ptr %5, align 16
  store i128 %36, ptr %35, align 16
  %37 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 1
  %38 = load i128, ptr %6, align 16
  store i128 %38, ptr %37, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %12 = load i128, ptr %11, align 16
  %13 = mul nsw i128 %10, %12
  %14 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %15 = load i128, ptr %14, align 16
  %16 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %17 = load i128, ptr %16, align 16
  %18 = mul nsw i128 %15, %17
  store i128 %13, ptr %7, align 16
  store i128 %18, ptr %8, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dv(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %12 = load i128, ptr %11, align 16
  %13 = mul nsw i128 %10, %12
  %14 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %15 = load i128, ptr %14, align 16
  %16 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %17 = load i128, ptr %16, align 16
  %18 = mul nsw i128 %15, %17
  store i128 %13, ptr %7, align 16
  store i128 %18, ptr %8, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %12 = load i128, ptr %11, align 16
  %13 = mul nsw i128 %10, %12
  %14 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %15 = load i128, ptr %14, align 16
  %16 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %17 = load i128, ptr %16, align 16
  %18 = mul nsw i128 %15, %17
  %19 = sub nsw i128 %13, %18
  %20 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %21 = load i128, ptr %20, align 16
  %22 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %23 = load i128, ptr %22, align 16
  %24 = mul nsw i128 %21, %23
  store i128 %19, ptr %7, align 16
  store i128 %24, ptr %8, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, ptr noundef %7, ptr noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %10 = load i128, ptr %9, align 16
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %12 = load i128, ptr %11, align 16
  %13 = mul nsw i128 %10, %12
  %14 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %15 = load i128, ptr %14, align 16
  %16 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %17 = load i128, ptr %16, align 16
  %18 = mul nsw i128 %15, %17
  %19 = add nsw i128 %13, %18
  %20 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %21 = load i128, ptr %20, align 16
  %22 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %23 = load i128, ptr %22, align 16
  %24 = mul nsw i128 %21, %23
  store i128 %19, ptr %7, align 16
  store i128 %24, ptr %8, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, ptr noundef %7, ptr noundef %8)
  ret void
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
define internal void @pq(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 0
  %4 = load i128, ptr %3, align 16
  %5 = trunc i128 %4 to i64
  %6 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 1
  %7 = load i128, ptr %6, align 16
  %8 = trunc i128 %7 to i64
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %5, i64 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal <2 x i64> @gcd(ptr noundef %0, ptr noundef %1) #1 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = load i128, ptr %0, align 16
  %8 = load i128, ptr %1, align 16
  store i128 %7, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %4, align 16
  %10 = icmp slt i128 %9, 0
  br i1 %10, label %11, label %14

11:                                               ; preds = %2
  %12 = load i128, ptr %4, align 16
  %13 = sub nsw i128 0, %12
  store i128 %13, ptr %4, align 16
  br label %14

14:                                               ; preds = %11, %2
  %15 = load i128, ptr %5, align 16
  %16 = icmp slt i128 %15, 0
  br i1 %16, label %17, label %20

17:                                               ; preds = %14
  %18 = load i128, ptr %5, align 16
  %19 = sub nsw i128 0, %18
  store i128 %19, ptr %5, align 16
  br label %20

20:                                               ; preds = %17, %14
  br label %21

21:                                               ; preds = %24, %20
  %22 = load i128, ptr %5, align 16
  %23 = icmp ne i128 %22, 0
  br i1 %23, label %24, label %30

24:                                               ; preds = %21
  %25 = load i128, ptr %4, align 16
  %26 = load i128, ptr %5, align 16
  %27 = srem i128 %25, %26
  store i128 %27, ptr %6, align 16
  %28 = load i128, ptr %5, align 16
  store i128 %28, ptr %4, align 16
  %29 = load i128, ptr %6, align 16
  store i128 %29, ptr %5, align 16
  br label %21, !llvm.loop !19

30:                                               ; preds = %21
  %31 = load i128, ptr %4, align 16
  store i128 %31, ptr %3, align 16
  %32 = load <2 x i64>, ptr %3, align 16
  ret <2 x i64> %32
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { noinline nounwind optnone uwtable "min-legal-vector-width"="128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
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
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
