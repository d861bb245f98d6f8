; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
  %7 = alloca %struct.q, align 16
  %8 = alloca %struct.q, align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca %struct.q, align 16
  %13 = alloca %struct.q, align 16
  %14 = alloca %struct.q, align 16
  %15 = alloca %struct.q, align 16
  %16 = alloca %struct.q, align 16
  %17 = alloca %struct.q, align 16
  %18 = alloca i32, align 4
  %19 = alloca %struct.q, align 16
  %20 = alloca %struct.q, align 16
  %21 = alloca %struct.q, align 16
  %22 = alloca i32, align 4
  %23 = alloca %struct.q, align 16
  %24 = alloca i32, align 4
  %25 = alloca %struct.q, align 16
  %26 = alloca %struct.q, align 16
  %27 = alloca %struct.q, align 16
  %28 = alloca %struct.q, align 16
  %29 = alloca %struct.q, align 16
  %30 = alloca i32, align 4
  %31 = alloca i128, align 16
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca %struct.q, align 16
  %35 = alloca i32, align 4
  %36 = alloca %struct.q, align 16
  %37 = alloca %struct.q, align 16
  %38 = alloca %struct.q, align 16
  %39 = alloca %struct.q, align 16
  %40 = alloca %struct.q, align 16
  %41 = alloca i128, align 16
  %42 = alloca %struct.q, align 16
  %43 = alloca %struct.q, align 16
  %44 = alloca i32, align 4
  %45 = alloca %struct.q, align 16
  %46 = alloca %struct.q, align 16
  %47 = alloca %struct.q, align 16
  %48 = alloca %struct.q, align 16
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %49

49:                                               ; preds = %355, %0
  %50 = load i32, ptr %2, align 4
  %51 = icmp sle i32 %50, 7
  br i1 %51, label %52, label %358

52:                                               ; preds = %49
  store i32 0, ptr %4, align 4
  br label %53

53:                                               ; preds = %92, %52
  %54 = load i32, ptr %4, align 4
  %55 = load i32, ptr %2, align 4
  %56 = icmp slt i32 %54, %55
  br i1 %56, label %57, label %95

57:                                               ; preds = %53
  store i32 0, ptr %5, align 4
  br label %58

58:                                               ; preds = %88, %57
  %59 = load i32, ptr %5, align 4
  %60 = load i32, ptr %2, align 4
  %61 = mul nsw i32 2, %60
  %62 = icmp slt i32 %59, %61
  br i1 %62, label %63, label %91

63:                                               ; preds = %58
  %64 = load i32, ptr %4, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %65
  %67 = load i32, ptr %5, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [14 x %struct.q], ptr %66, i64 0, i64 %68
  %70 = load i32, ptr %5, align 4
  %71 = load i32, ptr %2, align 4
  %72 = icmp slt i32 %70, %71
  br i1 %72, label %73, label %79

73:                                               ; preds = %63
  %74 = load i32, ptr %4, align 4
  %75 = load i32, ptr %5, align 4
  %76 = add nsw i32 %74, %75
  %77 = add nsw i32 %76, 1
  %78 = sext i32 %77 to i128
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %6, i128 noundef 1, i128 noundef %78)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %69, ptr align 16 %6, i64 32, i1 false)
  br label %87

79:                                               ; preds = %63
  %80 = load i32, ptr %5, align 4
  %81 = load i32, ptr %2, align 4
  %82 = sub nsw i32 %80, %81
  %83 = load i32, ptr %4, align 4
  %84 = icmp eq i32 %82, %83
  %85 = zext i1 %84 to i32
  %86 = sext i32 %85 to i128
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %7, i128 noundef %86, i128 noundef 1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %69, ptr align 16 %7, i64 32, i1 false)
  br label %87

87:                                               ; preds = %79, %73
  br label %88

88:                                               ; preds = %87
  %89 = load i32, ptr %5, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %5, align 4
  br label %58, !llvm.loop !6

91:                                               ; preds = %58
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %4, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %4, align 4
  br label %53, !llvm.loop !8

95:                                               ; preds = %53
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %8, i128 noundef 1, i128 noundef 1)
  store i32 0, ptr %9, align 4
  br label %96

96:                                               ; preds = %246, %95
  %97 = load i32, ptr %9, align 4
  %98 = load i32, ptr %2, align 4
  %99 = icmp slt i32 %97, %98
  br i1 %99, label %100, label %249

100:                                              ; preds = %96
  %101 = load i32, ptr %9, align 4
  store i32 %101, ptr %10, align 4
  br label %102

102:                                              ; preds = %112, %100
  %103 = load i32, ptr %10, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %104
  %106 = load i32, ptr %9, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [14 x %struct.q], ptr %105, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.q, ptr %108, i32 0, i32 0
  %110 = load i128, ptr %109, align 16
  %111 = icmp eq i128 %110, 0
  br i1 %111, label %112, label %115

112:                                              ; preds = %102
  %113 = load i32, ptr %10, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %10, align 4
  br label %102, !llvm.loop !9

115:                                              ; preds = %102
  %116 = load i32, ptr %10, align 4
  %117 = load i32, ptr %9, align 4
  %118 = icmp ne i32 %116, %117
  br i1 %118, label %119, label %159

119:                                              ; preds = %115
  store i32 0, ptr %11, align 4
  br label %120

120:                                              ; preds = %150, %119
  %121 = load i32, ptr %11, align 4
  %122 = load i32, ptr %2, align 4
  %123 = mul nsw i32 2, %122
  %124 = icmp slt i32 %121, %123
  br i1 %124, label %125, label %153

125:                                              ; preds = %120
  %126 = load i32, ptr %10, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %127
  %129 = load i32, ptr %11, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [14 x %struct.q], ptr %128, i64 0, i64 %130
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %131, i64 32, i1 false)
  %132 = load i32, ptr %10, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %133
  %135 = load i32, ptr %11, align 4
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [14 x %struct.q], ptr %134, i64 0, i64 %136
  %138 = load i32, ptr %9, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %139
  %141 = load i32, ptr %11, align 4
  %142 = sext i32 %141 to i64
  %143 = getelementptr inbounds [14 x %struct.q], ptr %140, i64 0, i64 %142
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %137, ptr align 16 %143, i64 32, i1 false)
  %144 = load i32, ptr %9, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %145
  %147 = load i32, ptr %11, align 4
  %148 = sext i32 %147 to i64
  %149 = getelementptr inbounds [14 x %struct.q], ptr %146, i64 0, i64 %148
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %149, ptr align 16 %12, i64 32, i1 false)
  br label %150

150:                                              ; preds = %125
  %151 = load i32, ptr %11, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %11, align 4
  br label %120, !llvm.loop !10

153:                                              ; preds = %120
  %154 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 0
  %155 = load i128, ptr %154, align 16
  %156 = sub nsw i128 0, %155
  %157 = getelementptr inbounds %struct.q, ptr %8, i32 0, i32 1
  %158 = load i128, ptr %157, align 16
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %13, i128 noundef %156, i128 noundef %158)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %13, i64 32, i1 false)
  br label %159

159:                                              ; preds = %153, %115
  %160 = load i32, ptr %9, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %161
  %163 = load i32, ptr %9, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [14 x %struct.q], ptr %162, i64 0, i64 %164
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 %165, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 %8, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %17, ptr align 16 %14, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %15, ptr noundef %16, ptr noundef %17)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 %15, i64 32, i1 false)
  store i32 0, ptr %18, align 4
  br label %166

166:                                              ; preds = %184, %159
  %167 = load i32, ptr %18, align 4
  %168 = load i32, ptr %2, align 4
  %169 = mul nsw i32 2, %168
  %170 = icmp slt i32 %167, %169
  br i1 %170, label %171, label %187

171:                                              ; preds = %166
  %172 = load i32, ptr %9, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %173
  %175 = load i32, ptr %18, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [14 x %struct.q], ptr %174, i64 0, i64 %176
  %178 = load i32, ptr %9, align 4
  %179 = sext i32 %178 to i64
  %180 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %179
  %181 = load i32, ptr %18, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [14 x %struct.q], ptr %180, i64 0, i64 %182
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %20, ptr align 16 %183, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %21, ptr align 16 %14, i64 32, i1 false)
  call void @dv(ptr dead_on_unwind writable sret(%struct.q) align 16 %19, ptr noundef %20, ptr noundef %21)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %177, ptr align 16 %19, i64 32, i1 false)
  br label %184

184:                                              ; preds = %171
  %185 = load i32, ptr %18, align 4
  %186 = add nsw i32 %185, 1
  store i32 %186, ptr %18, align 4
  br label %166, !llvm.loop !11

187:                                              ; preds = %166
  store i32 0, ptr %22, align 4
  br label %188

188:                                              ; preds = %242, %187
  %189 = load i32, ptr %22, align 4
  %190 = load i32, ptr %2, align 4
  %191 = icmp slt i32 %189, %190
  br i1 %191, label %192, label %245

192:                                              ; preds = %188
  %193 = load i32, ptr %22, align 4
  %194 = load i32, ptr %9, align 4
  %195 = icmp ne i32 %193, %194
  br i1 %195, label %196, label %241

196:                                              ; preds = %192
  %197 = load i32, ptr %22, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %198
  %200 = load i32, ptr %9, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [14 x %struct.q], ptr %199, i64 0, i64 %201
  %203 = getelementptr inbounds %struct.q, ptr %202, i32 0, i32 0
  %204 = load i128, ptr %203, align 16
  %205 = icmp ne i128 %204, 0
  br i1 %205, label %206, label %241

206:                                              ; preds = %196
  %207 = load i32, ptr %22, align 4
  %208 = sext i32 %207 to i64
  %209 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %208
  %210 = load i32, ptr %9, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [14 x %struct.q], ptr %209, i64 0, i64 %211
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %23, ptr align 16 %212, i64 32, i1 false)
  store i32 0, ptr %24, align 4
  br label %213

213:                                              ; preds = %237, %206
  %214 = load i32, ptr %24, align 4
  %215 = load i32, ptr %2, align 4
  %216 = mul nsw i32 2, %215
  %217 = icmp slt i32 %214, %216
  br i1 %217, label %218, label %240

218:                                              ; preds = %213
  %219 = load i32, ptr %22, align 4
  %220 = sext i32 %219 to i64
  %221 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %220
  %222 = load i32, ptr %24, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [14 x %struct.q], ptr %221, i64 0, i64 %223
  %225 = load i32, ptr %22, align 4
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %226
  %228 = load i32, ptr %24, align 4
  %229 = sext i32 %228 to i64
  %230 = getelementptr inbounds [14 x %struct.q], ptr %227, i64 0, i64 %229
  %231 = load i32, ptr %9, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %232
  %234 = load i32, ptr %24, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [14 x %struct.q], ptr %233, i64 0, i64 %235
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %27, ptr align 16 %23, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %28, ptr align 16 %236, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %26, ptr noundef %27, ptr noundef %28)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %29, ptr align 16 %230, i64 32, i1 false)
  call void @sub(ptr dead_on_unwind writable sret(%struct.q) align 16 %25, ptr noundef %29, ptr noundef %26)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %224, ptr align 16 %25, i64 32, i1 false)
  br label %237

237:                                              ; preds = %218
  %238 = load i32, ptr %24, align 4
  %239 = add nsw i32 %238, 1
  store i32 %239, ptr %24, align 4
  br label %213, !llvm.loop !12

240:                                              ; preds = %213
  br label %241

241:                                              ; preds = %240, %196, %192
  br label %242

242:                                              ; preds = %241
  %243 = load i32, ptr %22, align 4
  %244 = add nsw i32 %243, 1
  store i32 %244, ptr %22, align 4
  br label %188, !llvm.loop !13

245:                                              ; preds = %188
  br label %246

246:                                              ; preds = %245
  %247 = load i32, ptr %9, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %9, align 4
  br label %96, !llvm.loop !14

249:                                              ; preds = %96
  store i32 1, ptr %30, align 4
  store i128 0, ptr %31, align 16
  store i32 0, ptr %32, align 4
  br label %250

250:                                              ; preds = %345, %249
  %251 = load i32, ptr %32, align 4
  %252 = load i32, ptr %2, align 4
  %253 = icmp slt i32 %251, %252
  br i1 %253, label %254, label %348

254:                                              ; preds = %250
  store i32 0, ptr %33, align 4
  br label %255

255:                                              ; preds = %341, %254
  %256 = load i32, ptr %33, align 4
  %257 = load i32, ptr %2, align 4
  %258 = icmp slt i32 %256, %257
  br i1 %258, label %259, label %344

259:                                              ; preds = %255
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %34, i128 noundef 0, i128 noundef 1)
  store i32 0, ptr %35, align 4
  br label %260

260:                                              ; preds = %278, %259
  %261 = load i32, ptr %35, align 4
  %262 = load i32, ptr %2, align 4
  %263 = icmp slt i32 %261, %262
  br i1 %263, label %264, label %281

264:                                              ; preds = %260
  %265 = load i32, ptr %32, align 4
  %266 = load i32, ptr %35, align 4
  %267 = add nsw i32 %265, %266
  %268 = add nsw i32 %267, 1
  %269 = sext i32 %268 to i128
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %38, i128 noundef 1, i128 noundef %269)
  %270 = load i32, ptr %35, align 4
  %271 = sext i32 %270 to i64
  %272 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %271
  %273 = load i32, ptr %2, align 4
  %274 = load i32, ptr %33, align 4
  %275 = add nsw i32 %273, %274
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [14 x %struct.q], ptr %272, i64 0, i64 %276
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 %277, i64 32, i1 false)
  call void @mul(ptr dead_on_unwind writable sret(%struct.q) align 16 %37, ptr noundef %38, ptr noundef %39)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %40, ptr align 16 %34, i64 32, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %36, ptr noundef %40, ptr noundef %37)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %34, ptr align 16 %36, i64 32, i1 false)
  br label %278

278:                                              ; preds = %264
  %279 = load i32, ptr %35, align 4
  %280 = add nsw i32 %279, 1
  store i32 %280, ptr %35, align 4
  br label %260, !llvm.loop !15

281:                                              ; preds = %260
  %282 = getelementptr inbounds %struct.q, ptr %34, i32 0, i32 0
  %283 = load i128, ptr %282, align 16
  %284 = load i32, ptr %32, align 4
  %285 = load i32, ptr %33, align 4
  %286 = icmp eq i32 %284, %285
  %287 = zext i1 %286 to i32
  %288 = sext i32 %287 to i128
  %289 = icmp eq i128 %283, %288
  br i1 %289, label %290, label %294

290:                                              ; preds = %281
  %291 = getelementptr inbounds %struct.q, ptr %34, i32 0, i32 1
  %292 = load i128, ptr %291, align 16
  %293 = icmp eq i128 %292, 1
  br label %294

294:                                              ; preds = %290, %281
  %295 = phi i1 [ false, %281 ], [ %293, %290 ]
  %296 = zext i1 %295 to i32
  %297 = load i32, ptr %30, align 4
  %298 = and i32 %297, %296
  store i32 %298, ptr %30, align 4
  %299 = load i32, ptr %32, align 4
  %300 = sext i32 %299 to i64
  %301 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %300
  %302 = load i32, ptr %2, align 4
  %303 = load i32, ptr %33, align 4
  %304 = add nsw i32 %302, %303
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [14 x %struct.q], ptr %301, i64 0, i64 %305
  %307 = getelementptr inbounds %struct.q, ptr %306, i32 0, i32 0
  %308 = load i128, ptr %307, align 16
  %309 = icmp slt i128 %308, 0
  br i1 %309, label %310, label %322

310:                                              ; preds = %294
  %311 = load i32, ptr %32, align 4
  %312 = sext i32 %311 to i64
  %313 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %312
  %314 = load i32, ptr %2, align 4
  %315 = load i32, ptr %33, align 4
  %316 = add nsw i32 %314, %315
  %317 = sext i32 %316 to i64
  %318 = getelementptr inbounds [14 x %struct.q], ptr %313, i64 0, i64 %317
  %319 = getelementptr inbounds %struct.q, ptr %318, i32 0, i32 0
  %320 = load i128, ptr %319, align 16
  %321 = sub nsw i128 0, %320
  br label %333

322:                                              ; preds = %294
  %323 = load i32, ptr %32, align 4
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %3, i64 0, i64 %324
  %326 = load i32, ptr %2, align 4
  %327 = load i32, ptr %33, align 4
  %328 = add nsw i32 %326, %327
  %329 = sext i32 %328 to i64
  %330 = getelementptr inbounds [14 x %struct.q], ptr %325, i64 0, i64 %329
  %331 = getelementptr inbounds %struct.q, ptr %330, i32 0, i32 0
  %332 = load i128, ptr %331, align 16
  br label %333

333:                                              ; preds = %322, %310
  %334 = phi i128 [ %321, %310 ], [ %332, %322 ]
  store i128 %334, ptr %41, align 16
  %335 = load i128, ptr %41, align 16
  %336 = load i128, ptr %31, align 16
  %337 = icmp sgt i128 %335, %336
  br i1 %337, label %338, label %340

338:                                              ; preds = %333
  %339 = load i128, ptr %41, align 16
  store i128 %339, ptr %31, align 16
  br label %340

340:                                              ; preds = %338, %333
  br label %341

341:                                              ; preds = %340
  %342 = load i32, ptr %33, align 4
  %343 = add nsw i32 %342, 1
  store i32 %343, ptr %33, align 4
  br label %255, !llvm.loop !16

344:                                              ; preds = %255
  br label %345

345:                                              ; preds = %344
  %346 = load i32, ptr %32, align 4
  %347 = add nsw i32 %346, 1
  store i32 %347, ptr %32, align 4
  br label %250, !llvm.loop !17

348:                                              ; preds = %250
  %349 = load i32, ptr %2, align 4
  %350 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %349)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %42, ptr align 16 %8, i64 32, i1 false)
  call void @pq(ptr noundef %42)
  %351 = load i128, ptr %31, align 16
  %352 = trunc i128 %351 to i64
  %353 = load i32, ptr %30, align 4
  %354 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %352, i32 noundef %353)
  br label %355

355:                                              ; preds = %348
  %356 = load i32, ptr %2, align 4
  %357 = add nsw i32 %356, 1
  store i32 %357, ptr %2, align 4
  br label %49, !llvm.loop !18

358:                                              ; preds = %49
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %43, i128 noundef 0, i128 noundef 1)
  store i32 1, ptr %44, align 4
  br label %359

359:                                              ; preds = %368, %358
  %360 = load i32, ptr %44, align 4
  %361 = icmp sle i32 %360, 20
  br i1 %361, label %362, label %371

362:                                              ; preds = %359
  %363 = load i32, ptr %44, align 4
  %364 = sext i32 %363 to i128
  %365 = load i32, ptr %44, align 4
  %366 = sext i32 %365 to i128
  %367 = mul nsw i128 %364, %366
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %46, i128 noundef 1, i128 noundef %367)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %47, ptr align 16 %43, i64 32, i1 false)
  call void @add(ptr dead_on_unwind writable sret(%struct.q) align 16 %45, ptr noundef %47, ptr noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %43, ptr align 16 %45, i64 32, i1 false)
  br label %368

368:                                              ; preds = %362
  %369 = load i32, ptr %44, align 4
  %370 = add nsw i32 %369, 1
  store i32 %370, ptr %44, align 4
  br label %359, !llvm.loop !19

371:                                              ; preds = %359
  %372 = call i32 (ptr, ...) @printf(ptr noundef @.str.2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %48, ptr align 16 %43, i64 32, i1 false)
  call void @pq(ptr noundef %48)
  %373 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %374 = getelementptr inbounds %struct.q, ptr %43, i32 0, i32 0
  %375 = load i128, ptr %374, align 16
  %376 = srem i128 %375, 100
  %377 = trunc i128 %376 to i32
  ret i32 %377
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mk(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, i128 noundef %1, i128 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  store i128 %1, ptr %4, align 16
  store i128 %2, ptr %5, align 16
  %7 = load i128, ptr %5, align 16
  %8 = icmp slt i128 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %3
  %10 = load i128, ptr %4, align 16
  %11 = sub nsw i128 0, %10
  store i128 %11, ptr %4, align 16
  %12 = load i128, ptr %5, align 16
  %13 = sub nsw i128 0, %12
  store i128 %13, ptr %5, align 16
  br label %14

14:                                               ; preds = %9, %3
  %15 = load i128, ptr %4, align 16
  %16 = load i128, ptr %5, align 16
  %17 = call i128 @gcd(i128 noundef %15, i128 noundef %16)
  store i128 %17, ptr %6, align 16
  %18 = load i128, ptr %6, align 16
  %19 = icmp sgt i128 %18, 1
  br i1 %19, label %20, label %27

20:                                               ; preds = %14
  %21 = load i128, ptr %6, align 16
  %22 = load i128, ptr %4, align 16
  %23 = sdiv i128 %22, %21
  store i128 %23, ptr %4, align 16
  %24 = load i128, ptr %6, align 16
  %25 = load i128, ptr %5, align 16
  %26 = sdiv i128 %25, %24
  store i128 %26, ptr %5, align 16
  br label %27

27:                                               ; preds = %20, %14
  %28 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 0
  %29 = load i128, ptr %4, align 16
  store i128 %29, ptr %28, align 16
  %30 = getelementptr inbounds %struct.q, ptr %0, i32 0, i32 1
  %31 = load i128, ptr %5, align 16
  store i128 %31, ptr %30, align 16
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
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
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i128 noundef %10, i128 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @dv(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
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
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i128 noundef %10, i128 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
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
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i128 noundef %16, i128 noundef %21)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add(ptr dead_on_unwind noalias writable sret(%struct.q) align 16 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
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
  call void @mk(ptr dead_on_unwind writable sret(%struct.q) align 16 %0, i128 noundef %16, i128 noundef %21)
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

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
define internal i128 @gcd(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %6 = load i128, ptr %3, align 16
  %7 = icmp slt i128 %6, 0
  br i1 %7, label %8, label %11

8:                                                ; preds = %2
  %9 = load i128, ptr %3, align 16
  %10 = sub nsw i128 0, %9
  store i128 %10, ptr %3, align 16
  br label %11

11:                                               ; preds = %8, %2
  %12 = load i128, ptr %4, align 16
  %13 = icmp slt i128 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %11
  %15 = load i128, ptr %4, align 16
  %16 = sub nsw i128 0, %15
  store i128 %16, ptr %4, align 16
  br label %17

17:                                               ; preds = %14, %11
  br label %18

18:                                               ; preds = %21, %17
  %19 = load i128, ptr %4, align 16
  %20 = icmp ne i128 %19, 0
  br i1 %20, label %21, label %27

21:                                               ; preds = %18
  %22 = load i128, ptr %3, align 16
  %23 = load i128, ptr %4, align 16
  %24 = srem i128 %22, %23
  store i128 %24, ptr %5, align 16
  %25 = load i128, ptr %4, align 16
  store i128 %25, ptr %3, align 16
  %26 = load i128, ptr %5, align 16
  store i128 %26, ptr %4, align 16
  br label %18, !llvm.loop !20

27:                                               ; preds = %18
  %28 = load i128, ptr %3, align 16
  ret i128 %28
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
