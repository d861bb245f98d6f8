; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %24 = alloca i32, align 4
  %25 = alloca %struct.q, align 16
  %26 = alloca i32, align 4
  %27 = alloca %struct.q, align 16
  %28 = alloca i32, align 4
  %29 = alloca %struct.q, align 16
  %30 = alloca %struct.q, align 16
  %31 = alloca i32, align 4
  %32 = alloca i128, align 16
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca %struct.q, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i32, align 4
  %39 = alloca %struct.q, align 16
  %40 = alloca %struct.q, align 16
  %41 = alloca %struct.q, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca %struct.q, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i32, align 4
  %49 = alloca %struct.q, align 16
  %50 = alloca %struct.q, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %53

53:                                               ; preds = %407, %0
  %54 = load i32, ptr %2, align 4
  %55 = icmp sle i32 %54, 7
  br i1 %55, label %56, label %410

56:                                               ; preds = %53
  store i32 0, ptr %4, align 4
  br label %57

57:                                               ; preds = %112, %56
  %58 = load i32, ptr %4, align 4
  %59 = load i32, ptr %2, align 4
  %60 = icmp slt i32 %58, %59
  br i1 %60, label %61, label %115

61:                                               ; preds = %57
  store i32 0, ptr %5, align 4
  br label %62

62:                                               ; preds = %108, %61
  %63 = load i32, ptr %5, align 4
  %64 = load i32, ptr %2, align 4
  %65 = mul nsw i32 2, %64
  %66 = icmp slt i32 %63, %65
  br i1 %66, label %67, label %111

67:                                               ; preds = %62
  %68 = load i32, ptr %4, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %69
  %71 = load i32, ptr %5, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [14 x %struct.q], ptr %70, i64 0, i64 %72
  %74 = load i32, ptr %5, align 4
  %75 = load i32, ptr %2, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %91

77:                                               ; preds = %67
  %78 = load i32, ptr %4, align 4
  %79 = load i32, ptr %5, align 4
  %80 = add nsw i32 %78, %79
  %81 = add nsw i32 %80, 1
  %82 = sext i32 %81 to i128
  store i128 1, ptr %7, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %84 = load i64, ptr %83, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %86 = load i64, ptr %85, align 8
  store i128 %82, ptr %8, align 16
  %87 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %88 = load i64, ptr %87, align 16
  %89 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %90 = load i64, ptr %89, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %6, i64 noundef %84, i64 noundef %86, i64 noundef %88, i64 noundef %90)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %73, ptr align 16 %6, i64 32, i1 false)
  br label %107

91:                                               ; preds = %67
  %92 = load i32, ptr %5, align 4
  %93 = load i32, ptr %2, align 4
  %94 = sub nsw i32 %92, %93
  %95 = load i32, ptr %4, align 4
  %96 = icmp eq i32 %94, %95
  %97 = zext i1 %96 to i32
  %98 = sext i32 %97 to i128
  store i128 %98, ptr %10, align 16
  %99 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 0
  %100 = load i64, ptr %99, align 16
  %101 = getelementptr inbounds { i64, i64 }, ptr %10, i32 0, i32 1
  %102 = load i64, ptr %101, align 8
  store i128 1, ptr %11, align 16
  %103 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %104 = load i64, ptr %103, align 16
  %105 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %106 = load i64, ptr %105, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %9, i64 noundef %100, i64 noundef %102, i64 noundef %104, i64 noundef %106)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %73, ptr align 16 %9, i64 32, i1 false)
  br label %107

107:                                              ; preds = %91, %77
  br label %108

108:                                              ; preds = %107
  %109 = load i32, ptr %5, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %5, align 4
  br label %62, !llvm.loop !6

111:                                              ; preds = %62
  br label %112

112:                                              ; preds = %111
  %113 = load i32, ptr %4, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %4, align 4
  br label %57, !llvm.loop !8

115:                                              ; preds = %57
  store i128 1, ptr %13, align 16
  %116 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %117 = load i64, ptr %116, align 16
  %118 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %119 = load i64, ptr %118, align 8
  store i128 1, ptr %14, align 16
  %120 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %121 = load i64, ptr %120, align 16
  %122 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %123 = load i64, ptr %122, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %12, i64 noundef %117, i64 noundef %119, i64 noundef %121, i64 noundef %123)
  store i32 0, ptr %15, align 4
  br label %124

124:                                              ; preds = %282, %115
  %125 = load i32, ptr %15, align 4
  %126 = load i32, ptr %2, align 4
  %127 = icmp slt i32 %125, %126
  br i1 %127, label %128, label %285

128:                                              ; preds = %124
  %129 = load i32, ptr %15, align 4
  store i32 %129, ptr %16, align 4
  br label %130

130:                                              ; preds = %140, %128
  %131 = load i32, ptr %16, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %132
  %134 = load i32, ptr %15, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [14 x %struct.q], ptr %133, i64 0, i64 %135
  %137 = getelementptr inbounds %struct.q, ptr %136, i32 0, i32 0
  %138 = load i128, ptr %137, align 16
  %139 = icmp eq i128 %138, 0
  br i1 %139, label %140, label %143

140:                                              ; preds = %130
  %141 = load i32, ptr %16, align 4
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr %16, align 4
  br label %130, !llvm.loop !9

143:                                              ; preds = %130
  %144 = load i32, ptr %16, align 4
  %145 = load i32, ptr %15, align 4
  %146 = icmp ne i32 %144, %145
  br i1 %146, label %147, label %195

147:                                              ; preds = %143
  store i32 0, ptr %17, align 4
  br label %148

148:                                              ; preds = %178, %147
  %149 = load i32, ptr %17, align 4
  %150 = load i32, ptr %2, align 4
  %151 = mul nsw i32 2, %150
  %152 = icmp slt i32 %149, %151
  br i1 %152, label %153, label %181

153:                                              ; preds = %148
  %154 = load i32, ptr %16, align 4
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %155
  %157 = load i32, ptr %17, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [14 x %struct.q], ptr %156, i64 0, i64 %158
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %18, ptr align 16 %159, i64 32, i1 false)
  %160 = load i32, ptr %16, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %161
  %163 = load i32, ptr %17, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [14 x %struct.q], ptr %162, i64 0, i64 %164
  %166 = load i32, ptr %15, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %167
  %169 = load i32, ptr %17, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [14 x %struct.q], ptr %168, i64 0, i64 %170
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %165, ptr align 16 %171, i64 32, i1 false)
  %172 = load i32, ptr %15, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %173
  %175 = load i32, ptr %17, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [14 x %struct.q], ptr %174, i64 0, i64 %176
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %177, ptr align 16 %18, i64 32, i1 false)
  br label %178

178:                                              ; preds = %153
  %179 = load i32, ptr %17, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %17, align 4
  br label %148, !llvm.loop !10

181:                                              ; preds = %148
  %182 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 0
  %183 = load i128, ptr %182, align 16
  %184 = sub nsw i128 0, %183
  %185 = getelementptr inbounds %struct.q, ptr %12, i32 0, i32 1
  %186 = load i128, ptr %185, align 16
  store i128 %184, ptr %20, align 16
  %187 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %188 = load i64, ptr %187, align 16
  %189 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %190 = load i64, ptr %189, align 8
  store i128 %186, ptr %21, align 16
  %191 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %192 = load i64, ptr %191, align 16
  %193 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %194 = load i64, ptr %193, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %19, i64 noundef %188, i64 noundef %190, i64 noundef %192, i64 noundef %194)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %19, i64 32, i1 false)
  br label %195

195:                                              ; preds = %181, %143
  %196 = load i32, ptr %15, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %197
  %199 = load i32, ptr %15, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [14 x %struct.q], ptr %198, i64 0, i64 %200
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %22, ptr align 16 %201, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %23, ptr noundef byval(%struct.q) align 16 %12, ptr noundef byval(%struct.q) align 16 %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %23, i64 32, i1 false)
  store i32 0, ptr %24, align 4
  br label %202

202:                                              ; preds = %220, %195
  %203 = load i32, ptr %24, align 4
  %204 = load i32, ptr %2, align 4
  %205 = mul nsw i32 2, %204
  %206 = icmp slt i32 %203, %205
  br i1 %206, label %207, label %223

207:                                              ; preds = %202
  %208 = load i32, ptr %15, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %209
  %211 = load i32, ptr %24, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [14 x %struct.q], ptr %210, i64 0, i64 %212
  %214 = load i32, ptr %15, align 4
  %215 = sext i32 %214 to i64
  %216 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %215
  %217 = load i32, ptr %24, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [14 x %struct.q], ptr %216, i64 0, i64 %218
  call void @dv(ptr dead_on_unwind writable sret(%struct.q) align 16 %25, ptr noundef byval(%struct.q) align 16 %219, ptr noundef byval(%struct.q) align 16 %22)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %213, ptr align 16 %25, i64 32, i1 false)
  br label %220

220:                                              ; preds = %207
  %221 = load i32, ptr %24, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %24, align 4
  br label %202, !llvm.loop !11

223:                                              ; preds = %202
  store i32 0, ptr %26, align 4
  br label %224

224:                                              ; preds = %278, %223
  %225 = load i32, ptr %26, align 4
  %226 = load i32, ptr %2, align 4
  %227 = icmp slt i32 %225, %226
  br i1 %227, label %228, label %281

228:                                              ; preds = %224
  %229 = load i32, ptr %26, align 4
  %230 = load i32, ptr %15, align 4
  %231 = icmp ne i32 %229, %230
  br i1 %231, label %232, label %277

232:                                              ; preds = %228
  %233 = load i32, ptr %26, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %234
  %236 = load i32, ptr %15, align 4
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [14 x %struct.q], ptr %235, i64 0, i64 %237
  %239 = getelementptr inbounds %struct.q, ptr %238, i32 0, i32 0
  %240 = load i128, ptr %239, align 16
  %241 = icmp ne i128 %240, 0
  br i1 %241, label %242, label %277

242:                                              ; preds = %232
  %243 = load i32, ptr %26, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %244
  %246 = load i32, ptr %15, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [14 x %struct.q], ptr %245, i64 0, i64 %247
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %27, ptr align 16 %248, i64 32, i1 false)
  store i32 0, ptr %28, align 4
  br label %249

249:                                              ; preds = %273, %242
  %250 = load i32, ptr %28, align 4
  %251 = load i32, ptr %2, align 4
  %252 = mul nsw i32 2, %251
  %253 = icmp slt i32 %250, %252
  br i1 %253, label %254, label %276

254:                                              ; preds = %249
  %255 = load i32, ptr %26, align 4
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %256
  %258 = load i32, ptr %28, align 4
  %259 = sext i32 %258 to i64
  %260 = getelementptr inbounds [14 x %struct.q], ptr %257, i64 0, i64 %259
  %261 = load i32, ptr %26, align 4
  %262 = sext i32 %261 to i64
  %263 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %262
  %264 = load i32, ptr %28, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds [14 x %struct.q], ptr %263, i64 0, i64 %265
  %267 = load i32, ptr %15, align 4
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %268
  %270 = load i32, ptr %28, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [14 x %struct.q], ptr %269, i64 0, i64 %271
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %30, ptr noundef byval(%struct.q) align 16 %27, ptr noundef byval(%struct.q) align 16 %272)
  call void @sub(ptr dead_on_unwind writable sret(%struct.q) align 16 %29, ptr noundef byval(%struct.q) align 16 %266, ptr noundef byval(%struct.q) align 16 %30)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %260, ptr align 16 %29, i64 32, i1 false)
  br label %273

273:                                              ; preds = %254
  %274 = load i32, ptr %28, align 4
  %275 = add nsw i32 %274, 1
  store i32 %275, ptr %28, align 4
  br label %249, !llvm.loop !12

276:                                              ; preds = %249
  br label %277

277:                                              ; preds = %276, %232, %228
  br label %278

278:                                              ; preds = %277
  %279 = load i32, ptr %26, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %26, align 4
  br label %224, !llvm.loop !13

281:                                              ; preds = %224
  br label %282

282:                                              ; preds = %281
  %283 = load i32, ptr %15, align 4
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr %15, align 4
  br label %124, !llvm.loop !14

285:                                              ; preds = %124
  store i32 1, ptr %31, align 4
  store i128 0, ptr %32, align 16
  store i32 0, ptr %33, align 4
  br label %286

286:                                              ; preds = %397, %285
  %287 = load i32, ptr %33, align 4
  %288 = load i32, ptr %2, align 4
  %289 = icmp slt i32 %287, %288
  br i1 %289, label %290, label %400

290:                                              ; preds = %286
  store i32 0, ptr %34, align 4
  br label %291

291:                                              ; preds = %393, %290
  %292 = load i32, ptr %34, align 4
  %293 = load i32, ptr %2, align 4
  %294 = icmp slt i32 %292, %293
  br i1 %294, label %295, label %396

295:                                              ; preds = %291
  store i128 0, ptr %36, align 16
  %296 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %297 = load i64, ptr %296, align 16
  %298 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %299 = load i64, ptr %298, align 8
  store i128 1, ptr %37, align 16
  %300 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %301 = load i64, ptr %300, align 16
  %302 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %303 = load i64, ptr %302, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %35, i64 noundef %297, i64 noundef %299, i64 noundef %301, i64 noundef %303)
  store i32 0, ptr %38, align 4
  br label %304

304:                                              ; preds = %330, %295
  %305 = load i32, ptr %38, align 4
  %306 = load i32, ptr %2, align 4
  %307 = icmp slt i32 %305, %306
  br i1 %307, label %308, label %333

308:                                              ; preds = %304
  %309 = load i32, ptr %33, align 4
  %310 = load i32, ptr %38, align 4
  %311 = add nsw i32 %309, %310
  %312 = add nsw i32 %311, 1
  %313 = sext i32 %312 to i128
  store i128 1, ptr %42, align 16
  %314 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 0
  %315 = load i64, ptr %314, align 16
  %316 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 1
  %317 = load i64, ptr %316, align 8
  store i128 %313, ptr %43, align 16
  %318 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 0
  %319 = load i64, ptr %318, align 16
  %320 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 1
  %321 = load i64, ptr %320, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %41, i64 noundef %315, i64 noundef %317, i64 noundef %319, i64 noundef %321)
  %322 = load i32, ptr %38, align 4
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %323
  %325 = load i32, ptr %2, align 4
  %326 = load i32, ptr %34, align 4
  %327 = add nsw i32 %325, %326
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [14 x %struct.q], ptr %324, i64 0, i64 %328
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %40, ptr noundef byval(%struct.q) align 16 %41, ptr noundef byval(%struct.q) align 16 %329)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %39, ptr noundef byval(%struct.q) align 16 %35, ptr noundef byval(%struct.q) align 16 %40)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %35, ptr align 16 %39, i64 32, i1 false)
  br label %330

330:                                              ; preds = %308
  %331 = load i32, ptr %38, align 4
  %332 = add nsw i32 %331, 1
  store i32 %332, ptr %38, align 4
  br label %304, !llvm.loop !15

333:                                              ; preds = %304
  %334 = getelementptr inbounds %struct.q, ptr %35, i32 0, i32 0
  %335 = load i128, ptr %334, align 16
  %336 = load i32, ptr %33, align 4
  %337 = load i32, ptr %34, align 4
  %338 = icmp eq i32 %336, %337
  %339 = zext i1 %338 to i32
  %340 = sext i32 %339 to i128
  %341 = icmp eq i128 %335, %340
  br i1 %341, label %342, label %346

342:                                              ; preds = %333
  %343 = getelementptr inbounds %struct.q, ptr %35, i32 0, i32 1
  %344 = load i128, ptr %343, align 16
  %345 = icmp eq i128 %344, 1
  br label %346

346:                                              ; preds = %342, %333
  %347 = phi i1 [ false, %333 ], [ %345, %342 ]
  %348 = zext i1 %347 to i32
  %349 = load i32, ptr %31, align 4
  %350 = and i32 %349, %348
  store i32 %350, ptr %31, align 4
  %351 = load i32, ptr %33, align 4
  %352 = sext i32 %351 to i64
  %353 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %352
  %354 = load i32, ptr %2, align 4
  %355 = load i32, ptr %34, align 4
  %356 = add nsw i32 %354, %355
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [14 x %struct.q], ptr %353, i64 0, i64 %357
  %359 = getelementptr inbounds %struct.q, ptr %358, i32 0, i32 0
  %360 = load i128, ptr %359, align 16
  %361 = icmp slt i128 %360, 0
  br i1 %361, label %362, label %374

362:                                              ; preds = %346
  %363 = load i32, ptr %33, align 4
  %364 = sext i32 %363 to i64
  %365 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %364
  %366 = load i32, ptr %2, align 4
  %367 = load i32, ptr %34, align 4
  %368 = add nsw i32 %366, %367
  %369 = sext i32 %368 to i64
  %370 = getelementptr inbounds [14 x %struct.q], ptr %365, i64 0, i64 %369
  %371 = getelementptr inbounds %struct.q, ptr %370, i32 0, i32 0
  %372 = load i128, ptr %371, align 16
  %373 = sub nsw i128 0, %372
  br label %385

374:                                              ; preds = %346
  %375 = load i32, ptr %33, align 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %376
  %378 = load i32, ptr %2, align 4
  %379 = load i32, ptr %34, align 4
  %380 = add nsw i32 %378, %379
  %381 = sext i32 %380 to i64
  %382 = getelementptr inbounds [14 x %struct.q], ptr %377, i64 0, i64 %381
  %383 = getelementptr inbounds %struct.q, ptr %382, i32 0, i32 0
  %384 = load i128, ptr %383, align 16
  br label %385

385:                                              ; preds = %374, %362
  %386 = phi i128 [ %373, %362 ], [ %384, %374 ]
  store i128 %386, ptr %44, align 16
  %387 = load i128, ptr %44, align 16
  %388 = load i128, ptr %32, align 16
  %389 = icmp sgt i128 %387, %388
  br i1 %389, label %390, label %392

390:                                              ; preds = %385
  %391 = load i128, ptr %44, align 16
  store i128 %391, ptr %32, align 16
  br label %392

392:                                              ; preds = %390, %385
  br label %393

393:                                              ; preds = %392
  %394 = load i32, ptr %34, align 4
  %395 = add nsw i32 %394, 1
  store i32 %395, ptr %34, align 4
  br label %291, !llvm.loop !16

396:                                              ; preds = %291
  br label %397

397:                                              ; preds = %396
  %398 = load i32, ptr %33, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %33, align 4
  br label %286, !llvm.loop !17

400:                                              ; preds = %286
  %401 = load i32, ptr %2, align 4
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %401)
  call void @pq(ptr noundef byval(%struct.q) align 16 %12)
  %403 = load i128, ptr %32, align 16
  %404 = trunc i128 %403 to i64
  %405 = load i32, ptr %31, align 4
  %406 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %404, i32 noundef %405)
  br label %407

407:                                              ; preds = %400
  %408 = load i32, ptr %2, align 4
  %409 = add nsw i32 %408, 1
  store i32 %409, ptr %2, align 4
  br label %53, !llvm.loop !18

410:                                              ; preds = %53
  store i128 0, ptr %46, align 16
  %411 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 0
  %412 = load i64, ptr %411, align 16
  %413 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 1
  %414 = load i64, ptr %413, align 8
  store i128 1, ptr %47, align 16
  %415 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 0
  %416 = load i64, ptr %415, align 16
  %417 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 1
  %418 = load i64, ptr %417, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %45, i64 noundef %412, i64 noundef %414, i64 noundef %416, i64 noundef %418)
  store i32 1, ptr %48, align 4
  br label %419

419:                                              ; preds = %436, %410
  %420 = load i32, ptr %48, align 4
  %421 = icmp sle i32 %420, 20
  br i1 %421, label %422, label %439

422:                                              ; preds = %419
  %423 = load i32, ptr %48, align 4
  %424 = sext i32 %423 to i128
  %425 = load i32, ptr %48, align 4
  %426 = sext i32 %425 to i128
  %427 = mul nsw i128 %424, %426
  store i128 1, ptr %51, align 16
  %428 = getelementptr inbounds { i64, i64 }, ptr %51, i32 0, i32 0
  %429 = load i64, ptr %428, align 16
  %430 = getelementptr inbounds { i64, i64 }, ptr %51, i32 0, i32 1
  %431 = load i64, ptr %430, align 8
  store i128 %427, ptr %52, align 16
  %432 = getelementptr inbounds { i64, i64 }, ptr %52, i32 0, i32 0
  %433 = load i64, ptr %432, align 16
  %434 = getelementptr inbounds { i64, i64 }, ptr %52, i32 0, i32 1
  %435 = load i64, ptr %434, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %50, i64 noundef %429, i64 noundef %431, i64 noundef %433, i64 noundef %435)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %49, ptr noundef byval(%struct.q) align 16 %45, ptr noundef byval(%struct.q) align 16 %50)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %45, ptr align 16 %49, i64 32, i1 false)
  br label %436

436:                                              ; preds = %422
  %437 = load i32, ptr %48, align 4
  %438 = add nsw i32 %437, 1
  store i32 %438, ptr %48, align 4
  br label %419, !llvm.loop !19

439:                                              ; preds = %419
  %440 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @pq(ptr noundef byval(%struct.q) align 16 %45)
  %441 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %442 = getelementptr inbounds %struct.q, ptr %45, i32 0, i32 0
  %443 = load i128, ptr %442, align 16
  %444 = srem i128 %443, 100
  %445 = trunc i128 %444 to i32
  ret i32 %445
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4) #0 {
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %1, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %2, ptr %15, align 8
  %16 = load i128, ptr %6, align 16
  %17 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %3, ptr %17, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %4, ptr %18, align 8
  %19 = load i128, ptr %7, align 16
  store i128 %16, ptr %8, align 16
  store i128 %19, ptr %9, align 16
  %20 = load i128, ptr %9, align 16
  %21 = icmp slt i128 %20, 0
  br i1 %21, label %22, label %27

22:                                               ; preds = %5
  %23 = load i128, ptr %8, align 16
  %24 = sub nsw i128 0, %23
  store i128 %24, ptr %8, align 16
  %25 = load i128, ptr %9, align 16
  %26 = sub nsw i128 0, %25
  store i128 %26, ptr %9, align 16
  br label %27

27:                                               ; preds = %22, %5
  %28 = load i128, ptr %8, align 16
  %29 = load i128, ptr %9, align 16
  store i128 %28, ptr %11, align 16
  %30 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %31 = load i64, ptr %30, align 16
  %32 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  store i128 %29, ptr %12, align 16
  %34 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %35 = load i64, ptr %34, align 16
  %36 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %37 = load i64, ptr %36, align 8
  %38 = call { i64, i64 } @gcd(i64 noundef %31, i64 noundef %33, i64 noundef %35, i64 noundef %37)
  %39 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %40 = extractvalue { i64, i64 } %38, 0
  store i64 %40, ptr %39, align 16
  %41 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %42 = extractvalue { i64, i64 } %38, 1
  store i64 %42, ptr %41, align 8
  %43 = load i128, ptr %13, align 16
  store i128 %43, ptr %10, align 16
  %44 = load i128, ptr %10, align 16
  %45 = icmp sgt i128 %44, 1
  br i1 %45, label %46, label %53

46:                                               ; preds = %27
  %47 = load i128, ptr %10, align 16
  %48 = load i128, ptr %8, align 16
  %49 = sdiv i128 %48, %47
  store i128 %49, ptr %8, align 16
  %50 = load i128, ptr %10, align 16
  %51 = load i128, ptr %9, align 16
  %52 = sdiv i128 %51, %50
  store i128 %52, ptr %9, align 16
  br label %53

53:                                               ; preds = %46, %27
  %54 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 0
  %55 = load i128, ptr %8, align 16
  store i128 %55, ptr %54, align 16
  %56 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 1
  %57 = load i128, ptr %9, align 16
  store i128 %57, ptr %56, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef byval(%struct.q) align 16 %1, ptr noundef byval(%struct.q) align 16 %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %7 = load i128, ptr %6, align 16
  %8 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %9 = load i128, ptr %8, align 16
  %10 = mul nsw i128 %7, %9
  %11 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %12 = load i128, ptr %11, align 16
  %13 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %14 = load i128, ptr %13, align 16
  %15 = mul nsw i128 %12, %14
  store i128 %10, ptr %4, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  store i128 %15, ptr %5, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %21 = load i64, ptr %20, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i64 noundef %17, i64 noundef %19, i64 noundef %21, i64 noundef %23)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dv(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef byval(%struct.q) align 16 %1, ptr noundef byval(%struct.q) align 16 %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %7 = load i128, ptr %6, align 16
  %8 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %9 = load i128, ptr %8, align 16
  %10 = mul nsw i128 %7, %9
  %11 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %12 = load i128, ptr %11, align 16
  %13 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %14 = load i128, ptr %13, align 16
  %15 = mul nsw i128 %12, %14
  store i128 %10, ptr %4, align 16
  %16 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %17 = load i64, ptr %16, align 16
  %18 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %19 = load i64, ptr %18, align 8
  store i128 %15, ptr %5, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %21 = load i64, ptr %20, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %23 = load i64, ptr %22, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i64 noundef %17, i64 noundef %19, i64 noundef %21, i64 noundef %23)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef byval(%struct.q) align 16 %1, ptr noundef byval(%struct.q) align 16 %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %7 = load i128, ptr %6, align 16
  %8 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %9 = load i128, ptr %8, align 16
  %10 = mul nsw i128 %7, %9
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %12 = load i128, ptr %11, align 16
  %13 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %14 = load i128, ptr %13, align 16
  %15 = mul nsw i128 %12, %14
  %16 = sub nsw i128 %10, %15
  %17 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %18 = load i128, ptr %17, align 16
  %19 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %20 = load i128, ptr %19, align 16
  %21 = mul nsw i128 %18, %20
  store i128 %16, ptr %4, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  store i128 %21, ptr %5, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %27 = load i64, ptr %26, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i64 noundef %23, i64 noundef %25, i64 noundef %27, i64 noundef %29)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef byval(%struct.q) align 16 %1, ptr noundef byval(%struct.q) align 16 %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 0
  %7 = load i128, ptr %6, align 16
  %8 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %9 = load i128, ptr %8, align 16
  %10 = mul nsw i128 %7, %9
  %11 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 0
  %12 = load i128, ptr %11, align 16
  %13 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %14 = load i128, ptr %13, align 16
  %15 = mul nsw i128 %12, %14
  %16 = add nsw i128 %10, %15
  %17 = getelementptr inbounds %struct.q, ptr %1, i32 0, i32 1
  %18 = load i128, ptr %17, align 16
  %19 = getelementptr inbounds %struct.q, ptr %2, i32 0, i32 1
  %20 = load i128, ptr %19, align 16
  %21 = mul nsw i128 %18, %20
  store i128 %16, ptr %4, align 16
  %22 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  %23 = load i64, ptr %22, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  store i128 %21, ptr %5, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %27 = load i64, ptr %26, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i64 noundef %23, i64 noundef %25, i64 noundef %27, i64 noundef %29)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pq(ptr noundef byval(%struct.q) align 16 %0) #0 {
  %2 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 0
  %3 = load i128, ptr %2, align 16
  %4 = trunc i128 %3 to i64
  %5 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 1
  %6 = load i128, ptr %5, align 16
  %7 = trunc i128 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %4, i64 noundef %7)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @gcd(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %11, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %12, align 8
  %13 = load i128, ptr %6, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %14, align 16
  %15 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %15, align 8
  %16 = load i128, ptr %7, align 16
  store i128 %13, ptr %8, align 16
  store i128 %16, ptr %9, align 16
  %17 = load i128, ptr %8, align 16
  %18 = icmp slt i128 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %4
  %20 = load i128, ptr %8, align 16
  %21 = sub nsw i128 0, %20
  store i128 %21, ptr %8, align 16
  br label %22

22:                                               ; preds = %19, %4
  %23 = load i128, ptr %9, align 16
  %24 = icmp slt i128 %23, 0
  br i1 %24, label %25, label %28

25:                                               ; preds = %22
  %26 = load i128, ptr %9, align 16
  %27 = sub nsw i128 0, %26
  store i128 %27, ptr %9, align 16
  br label %28

28:                                               ; preds = %25, %22
  br label %29

29:                                               ; preds = %32, %28
  %30 = load i128, ptr %9, align 16
  %31 = icmp ne i128 %30, 0
  br i1 %31, label %32, label %38

32:                                               ; preds = %29
  %33 = load i128, ptr %8, align 16
  %34 = load i128, ptr %9, align 16
  %35 = srem i128 %33, %34
  store i128 %35, ptr %10, align 16
  %36 = load i128, ptr %9, align 16
  store i128 %36, ptr %8, align 16
  %37 = load i128, ptr %10, align 16
  store i128 %37, ptr %9, align 16
  br label %29, !llvm.loop !20

38:                                               ; preds = %29
  %39 = load i128, ptr %8, align 16
  store i128 %39, ptr %5, align 16
  %40 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %40
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
