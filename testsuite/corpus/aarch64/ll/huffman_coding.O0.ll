; ModuleID = 'programs/huffman_coding.c'
source_filename = "programs/huffman_coding.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Node = type { i32, i32, i32, i32 }
%struct.BW = type { ptr, i64 }

@.str = private unnamed_addr constant [229 x i8] c"it was the best of times, it was the worst of times, it was the age of wisdom, it was the age of foolishness, it was the epoch of belief, it was the epoch of incredulity, it was the season of Light, it was the season of Darkness\00", align 1
@main.input = internal global [20000 x i8] zeroinitializer, align 1
@nodes = internal global [512 x %struct.Node] zeroinitializer, align 4
@nn = internal global i32 0, align 4
@hn = internal global i32 0, align 4
@lens = internal global [256 x i8] zeroinitializer, align 1
@codes = internal global [256 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [72 x i8] c"input=%zu bytes distinct=%d maxlen=%d encoded=%zu bits (%.3f bits/sym)\0A\00", align 1
@.str.2 = private unnamed_addr constant [29 x i8] c"'%c' freq=%u len=%u code=%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"roundtrip %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"FAILED\00", align 1
@heap = internal global [512 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca [256 x i32], align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.Node, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca %struct.Node, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca %struct.BW, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca [33 x i32], align 4
  %19 = alloca [33 x i32], align 4
  %20 = alloca [256 x i32], align 4
  %21 = alloca i32, align 4
  %22 = alloca [33 x i32], align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i64, align 8
  %29 = alloca i64, align 8
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  store i64 0, ptr %3, align 8
  br label %33

33:                                               ; preds = %39, %0
  %34 = load i64, ptr %3, align 8
  %35 = load ptr, ptr %2, align 8
  %36 = call i64 @strlen(ptr noundef %35) #8
  %37 = add i64 %34, %36
  %38 = icmp ult i64 %37, 20000
  br i1 %38, label %39, label %57

39:                                               ; preds = %33
  %40 = load i64, ptr %3, align 8
  %41 = getelementptr inbounds i8, ptr @main.input, i64 %40
  %42 = load ptr, ptr %2, align 8
  %43 = load ptr, ptr %2, align 8
  %44 = call i64 @strlen(ptr noundef %43) #8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %41, ptr align 1 %42, i64 %44, i1 false)
  %45 = load ptr, ptr %2, align 8
  %46 = call i64 @strlen(ptr noundef %45) #8
  %47 = load i64, ptr %3, align 8
  %48 = add i64 %47, %46
  store i64 %48, ptr %3, align 8
  %49 = load i64, ptr %3, align 8
  %50 = urem i64 %49, 10
  %51 = add i64 48, %50
  %52 = trunc i64 %51 to i8
  %53 = load i64, ptr %3, align 8
  %54 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %53
  store i8 %52, ptr %54, align 1
  %55 = load i64, ptr %3, align 8
  %56 = add i64 %55, 1
  store i64 %56, ptr %3, align 8
  br label %33, !llvm.loop !6

57:                                               ; preds = %33
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 1024, i1 false)
  store i64 0, ptr %5, align 8
  br label %58

58:                                               ; preds = %70, %57
  %59 = load i64, ptr %5, align 8
  %60 = load i64, ptr %3, align 8
  %61 = icmp ult i64 %59, %60
  br i1 %61, label %62, label %73

62:                                               ; preds = %58
  %63 = load i64, ptr %5, align 8
  %64 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %63
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i64
  %67 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4
  %69 = add i32 %68, 1
  store i32 %69, ptr %67, align 4
  br label %70

70:                                               ; preds = %62
  %71 = load i64, ptr %5, align 8
  %72 = add i64 %71, 1
  store i64 %72, ptr %5, align 8
  br label %58, !llvm.loop !8

73:                                               ; preds = %58
  store i32 0, ptr %6, align 4
  br label %74

74:                                               ; preds = %99, %73
  %75 = load i32, ptr %6, align 4
  %76 = icmp slt i32 %75, 256
  br i1 %76, label %77, label %102

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %98

83:                                               ; preds = %77
  %84 = load i32, ptr @nn, align 4
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %85
  %87 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 0
  %88 = load i32, ptr %6, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %89
  %91 = load i32, ptr %90, align 4
  store i32 %91, ptr %87, align 4
  %92 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 1
  %93 = load i32, ptr %6, align 4
  store i32 %93, ptr %92, align 4
  %94 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 2
  store i32 -1, ptr %94, align 4
  %95 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 3
  store i32 -1, ptr %95, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %86, ptr align 4 %7, i64 16, i1 false)
  %96 = load i32, ptr @nn, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr @nn, align 4
  call void @push(i32 noundef %96)
  br label %98

98:                                               ; preds = %83, %77
  br label %99

99:                                               ; preds = %98
  %100 = load i32, ptr %6, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %6, align 4
  br label %74, !llvm.loop !9

102:                                              ; preds = %74
  %103 = load i32, ptr @nn, align 4
  store i32 %103, ptr %8, align 4
  br label %104

104:                                              ; preds = %107, %102
  %105 = load i32, ptr @hn, align 4
  %106 = icmp sgt i32 %105, 1
  br i1 %106, label %107, label %132

107:                                              ; preds = %104
  %108 = call i32 @pop()
  store i32 %108, ptr %9, align 4
  %109 = call i32 @pop()
  store i32 %109, ptr %10, align 4
  %110 = load i32, ptr @nn, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %111
  %113 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 0
  %114 = load i32, ptr %9, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %115
  %117 = getelementptr inbounds %struct.Node, ptr %116, i32 0, i32 0
  %118 = load i32, ptr %117, align 4
  %119 = load i32, ptr %10, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %120
  %122 = getelementptr inbounds %struct.Node, ptr %121, i32 0, i32 0
  %123 = load i32, ptr %122, align 4
  %124 = add i32 %118, %123
  store i32 %124, ptr %113, align 4
  %125 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 1
  store i32 -1, ptr %125, align 4
  %126 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 2
  %127 = load i32, ptr %9, align 4
  store i32 %127, ptr %126, align 4
  %128 = getelementptr inbounds %struct.Node, ptr %11, i32 0, i32 3
  %129 = load i32, ptr %10, align 4
  store i32 %129, ptr %128, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %112, ptr align 4 %11, i64 16, i1 false)
  %130 = load i32, ptr @nn, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr @nn, align 4
  call void @push(i32 noundef %130)
  br label %104, !llvm.loop !10

132:                                              ; preds = %104
  %133 = call i32 @pop()
  call void @walk(i32 noundef %133, i32 noundef 0)
  call void @canonical()
  store i32 0, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %134

134:                                              ; preds = %152, %132
  %135 = load i32, ptr %13, align 4
  %136 = icmp slt i32 %135, 256
  br i1 %136, label %137, label %155

137:                                              ; preds = %134
  %138 = load i32, ptr %13, align 4
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %139
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = load i32, ptr %12, align 4
  %144 = icmp sgt i32 %142, %143
  br i1 %144, label %145, label %151

145:                                              ; preds = %137
  %146 = load i32, ptr %13, align 4
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %147
  %149 = load i8, ptr %148, align 1
  %150 = zext i8 %149 to i32
  store i32 %150, ptr %12, align 4
  br label %151

151:                                              ; preds = %145, %137
  br label %152

152:                                              ; preds = %151
  %153 = load i32, ptr %13, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %13, align 4
  br label %134, !llvm.loop !11

155:                                              ; preds = %134
  %156 = load i64, ptr %3, align 8
  %157 = call noalias ptr @calloc(i64 noundef %156, i64 noundef 1) #9
  store ptr %157, ptr %14, align 8
  %158 = getelementptr inbounds %struct.BW, ptr %15, i32 0, i32 0
  %159 = load ptr, ptr %14, align 8
  store ptr %159, ptr %158, align 8
  %160 = getelementptr inbounds %struct.BW, ptr %15, i32 0, i32 1
  store i64 0, ptr %160, align 8
  store i64 0, ptr %16, align 8
  br label %161

161:                                              ; preds = %179, %155
  %162 = load i64, ptr %16, align 8
  %163 = load i64, ptr %3, align 8
  %164 = icmp ult i64 %162, %163
  br i1 %164, label %165, label %182

165:                                              ; preds = %161
  %166 = load i64, ptr %16, align 8
  %167 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %166
  %168 = load i8, ptr %167, align 1
  %169 = zext i8 %168 to i64
  %170 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %169
  %171 = load i32, ptr %170, align 4
  %172 = load i64, ptr %16, align 8
  %173 = getelementptr inbounds [20000 x i8], ptr @main.input, i64 0, i64 %172
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i64
  %176 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %175
  %177 = load i8, ptr %176, align 1
  %178 = zext i8 %177 to i32
  call void @putbits(ptr noundef %15, i32 noundef %171, i32 noundef %178)
  br label %179

179:                                              ; preds = %165
  %180 = load i64, ptr %16, align 8
  %181 = add i64 %180, 1
  store i64 %181, ptr %16, align 8
  br label %161, !llvm.loop !12

182:                                              ; preds = %161
  %183 = load i64, ptr %3, align 8
  %184 = load i32, ptr %8, align 4
  %185 = load i32, ptr %12, align 4
  %186 = getelementptr inbounds %struct.BW, ptr %15, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds %struct.BW, ptr %15, i32 0, i32 1
  %189 = load i64, ptr %188, align 8
  %190 = uitofp i64 %189 to double
  %191 = load i64, ptr %3, align 8
  %192 = uitofp i64 %191 to double
  %193 = fdiv double %190, %192
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %183, i32 noundef %184, i32 noundef %185, i64 noundef %187, double noundef %193)
  store i32 97, ptr %17, align 4
  br label %195

195:                                              ; preds = %214, %182
  %196 = load i32, ptr %17, align 4
  %197 = icmp sle i32 %196, 101
  br i1 %197, label %198, label %217

198:                                              ; preds = %195
  %199 = load i32, ptr %17, align 4
  %200 = load i32, ptr %17, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4
  %204 = load i32, ptr %17, align 4
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %205
  %207 = load i8, ptr %206, align 1
  %208 = zext i8 %207 to i32
  %209 = load i32, ptr %17, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %210
  %212 = load i32, ptr %211, align 4
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %199, i32 noundef %203, i32 noundef %208, i32 noundef %212)
  br label %214

214:                                              ; preds = %198
  %215 = load i32, ptr %17, align 4
  %216 = add nsw i32 %215, 1
  store i32 %216, ptr %17, align 4
  br label %195, !llvm.loop !13

217:                                              ; preds = %195
  call void @llvm.memset.p0.i64(ptr align 4 %18, i8 0, i64 132, i1 false)
  call void @llvm.memset.p0.i64(ptr align 4 %19, i8 0, i64 132, i1 false)
  store i32 0, ptr %21, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %22, i8 0, i64 132, i1 false)
  store i32 1, ptr %23, align 4
  br label %218

218:                                              ; preds = %253, %217
  %219 = load i32, ptr %23, align 4
  %220 = icmp sle i32 %219, 32
  br i1 %220, label %221, label %256

221:                                              ; preds = %218
  %222 = load i32, ptr %21, align 4
  %223 = load i32, ptr %23, align 4
  %224 = sext i32 %223 to i64
  %225 = getelementptr inbounds [33 x i32], ptr %22, i64 0, i64 %224
  store i32 %222, ptr %225, align 4
  store i32 0, ptr %24, align 4
  br label %226

226:                                              ; preds = %249, %221
  %227 = load i32, ptr %24, align 4
  %228 = icmp slt i32 %227, 256
  br i1 %228, label %229, label %252

229:                                              ; preds = %226
  %230 = load i32, ptr %24, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %231
  %233 = load i8, ptr %232, align 1
  %234 = zext i8 %233 to i32
  %235 = load i32, ptr %23, align 4
  %236 = icmp eq i32 %234, %235
  br i1 %236, label %237, label %248

237:                                              ; preds = %229
  %238 = load i32, ptr %24, align 4
  %239 = load i32, ptr %21, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %21, align 4
  %241 = sext i32 %239 to i64
  %242 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %241
  store i32 %238, ptr %242, align 4
  %243 = load i32, ptr %23, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds [33 x i32], ptr %19, i64 0, i64 %244
  %246 = load i32, ptr %245, align 4
  %247 = add i32 %246, 1
  store i32 %247, ptr %245, align 4
  br label %248

248:                                              ; preds = %237, %229
  br label %249

249:                                              ; preds = %248
  %250 = load i32, ptr %24, align 4
  %251 = add nsw i32 %250, 1
  store i32 %251, ptr %24, align 4
  br label %226, !llvm.loop !14

252:                                              ; preds = %226
  br label %253

253:                                              ; preds = %252
  %254 = load i32, ptr %23, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %23, align 4
  br label %218, !llvm.loop !15

256:                                              ; preds = %218
  store i32 0, ptr %25, align 4
  store i32 1, ptr %26, align 4
  br label %257

257:                                              ; preds = %272, %256
  %258 = load i32, ptr %26, align 4
  %259 = icmp sle i32 %258, 32
  br i1 %259, label %260, label %275

260:                                              ; preds = %257
  %261 = load i32, ptr %25, align 4
  %262 = load i32, ptr %26, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [33 x i32], ptr %18, i64 0, i64 %263
  store i32 %261, ptr %264, align 4
  %265 = load i32, ptr %25, align 4
  %266 = load i32, ptr %26, align 4
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [33 x i32], ptr %19, i64 0, i64 %267
  %269 = load i32, ptr %268, align 4
  %270 = add i32 %265, %269
  %271 = shl i32 %270, 1
  store i32 %271, ptr %25, align 4
  br label %272

272:                                              ; preds = %260
  %273 = load i32, ptr %26, align 4
  %274 = add nsw i32 %273, 1
  store i32 %274, ptr %26, align 4
  br label %257, !llvm.loop !16

275:                                              ; preds = %257
  %276 = load i64, ptr %3, align 8
  %277 = call noalias ptr @malloc(i64 noundef %276) #10
  store ptr %277, ptr %27, align 8
  store i64 0, ptr %28, align 8
  store i64 0, ptr %29, align 8
  br label %278

278:                                              ; preds = %341, %275
  %279 = load i64, ptr %29, align 8
  %280 = load i64, ptr %3, align 8
  %281 = icmp ult i64 %279, %280
  br i1 %281, label %282, label %344

282:                                              ; preds = %278
  store i32 0, ptr %30, align 4
  store i32 0, ptr %31, align 4
  br label %283

283:                                              ; preds = %339, %282
  %284 = load i32, ptr %30, align 4
  %285 = shl i32 %284, 1
  %286 = load ptr, ptr %14, align 8
  %287 = load i64, ptr %28, align 8
  %288 = lshr i64 %287, 3
  %289 = getelementptr inbounds i8, ptr %286, i64 %288
  %290 = load i8, ptr %289, align 1
  %291 = zext i8 %290 to i32
  %292 = load i64, ptr %28, align 8
  %293 = and i64 %292, 7
  %294 = sub i64 7, %293
  %295 = trunc i64 %294 to i32
  %296 = ashr i32 %291, %295
  %297 = and i32 %296, 1
  %298 = or i32 %285, %297
  store i32 %298, ptr %30, align 4
  %299 = load i64, ptr %28, align 8
  %300 = add i64 %299, 1
  store i64 %300, ptr %28, align 8
  %301 = load i32, ptr %31, align 4
  %302 = add nsw i32 %301, 1
  store i32 %302, ptr %31, align 4
  %303 = load i32, ptr %31, align 4
  %304 = sext i32 %303 to i64
  %305 = getelementptr inbounds [33 x i32], ptr %19, i64 0, i64 %304
  %306 = load i32, ptr %305, align 4
  %307 = icmp ne i32 %306, 0
  br i1 %307, label %308, label %339

308:                                              ; preds = %283
  %309 = load i32, ptr %30, align 4
  %310 = load i32, ptr %31, align 4
  %311 = sext i32 %310 to i64
  %312 = getelementptr inbounds [33 x i32], ptr %18, i64 0, i64 %311
  %313 = load i32, ptr %312, align 4
  %314 = sub i32 %309, %313
  %315 = load i32, ptr %31, align 4
  %316 = sext i32 %315 to i64
  %317 = getelementptr inbounds [33 x i32], ptr %19, i64 0, i64 %316
  %318 = load i32, ptr %317, align 4
  %319 = icmp ult i32 %314, %318
  br i1 %319, label %320, label %339

320:                                              ; preds = %308
  %321 = load i32, ptr %31, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [33 x i32], ptr %22, i64 0, i64 %322
  %324 = load i32, ptr %323, align 4
  %325 = load i32, ptr %30, align 4
  %326 = load i32, ptr %31, align 4
  %327 = sext i32 %326 to i64
  %328 = getelementptr inbounds [33 x i32], ptr %18, i64 0, i64 %327
  %329 = load i32, ptr %328, align 4
  %330 = sub i32 %325, %329
  %331 = add nsw i32 %324, %330
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds [256 x i32], ptr %20, i64 0, i64 %332
  %334 = load i32, ptr %333, align 4
  %335 = trunc i32 %334 to i8
  %336 = load ptr, ptr %27, align 8
  %337 = load i64, ptr %29, align 8
  %338 = getelementptr inbounds i8, ptr %336, i64 %337
  store i8 %335, ptr %338, align 1
  br label %340

339:                                              ; preds = %308, %283
  br label %283

340:                                              ; preds = %320
  br label %341

341:                                              ; preds = %340
  %342 = load i64, ptr %29, align 8
  %343 = add i64 %342, 1
  store i64 %343, ptr %29, align 8
  br label %278, !llvm.loop !17

344:                                              ; preds = %278
  %345 = load ptr, ptr %27, align 8
  %346 = load i64, ptr %3, align 8
  %347 = call i32 @memcmp(ptr noundef %345, ptr noundef @main.input, i64 noundef %346) #8
  %348 = icmp eq i32 %347, 0
  br i1 %348, label %349, label %354

349:                                              ; preds = %344
  %350 = load i64, ptr %28, align 8
  %351 = getelementptr inbounds %struct.BW, ptr %15, i32 0, i32 1
  %352 = load i64, ptr %351, align 8
  %353 = icmp eq i64 %350, %352
  br label %354

354:                                              ; preds = %349, %344
  %355 = phi i1 [ false, %344 ], [ %353, %349 ]
  %356 = zext i1 %355 to i32
  store i32 %356, ptr %32, align 4
  %357 = load i32, ptr %32, align 4
  %358 = icmp ne i32 %357, 0
  %359 = zext i1 %358 to i64
  %360 = select i1 %358, ptr @.str.4, ptr @.str.5
  %361 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %360)
  %362 = load ptr, ptr %14, align 8
  call void @free(ptr noundef %362) #11
  %363 = load ptr, ptr %27, align 8
  call void @free(ptr noundef %363) #11
  %364 = load i32, ptr %32, align 4
  %365 = icmp ne i32 %364, 0
  %366 = zext i1 %365 to i64
  %367 = select i1 %365, i32 0, i32 1
  ret i32 %367
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @push(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %5 = load i32, ptr @hn, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @hn, align 4
  store i32 %5, ptr %3, align 4
  %7 = load i32, ptr %2, align 4
  %8 = load i32, ptr %3, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %9
  store i32 %7, ptr %10, align 4
  br label %11

11:                                               ; preds = %29, %1
  %12 = load i32, ptr %3, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %27

14:                                               ; preds = %11
  %15 = load i32, ptr %3, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = load i32, ptr %3, align 4
  %20 = sub nsw i32 %19, 1
  %21 = sdiv i32 %20, 2
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = call i32 @less(i32 noundef %18, i32 noundef %24)
  %26 = icmp ne i32 %25, 0
  br label %27

27:                                               ; preds = %14, %11
  %28 = phi i1 [ false, %11 ], [ %26, %14 ]
  br i1 %28, label %29, label %52

29:                                               ; preds = %27
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %31
  %33 = load i32, ptr %32, align 4
  store i32 %33, ptr %4, align 4
  %34 = load i32, ptr %3, align 4
  %35 = sub nsw i32 %34, 1
  %36 = sdiv i32 %35, 2
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %3, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %41
  store i32 %39, ptr %42, align 4
  %43 = load i32, ptr %4, align 4
  %44 = load i32, ptr %3, align 4
  %45 = sub nsw i32 %44, 1
  %46 = sdiv i32 %45, 2
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %47
  store i32 %43, ptr %48, align 4
  %49 = load i32, ptr %3, align 4
  %50 = sub nsw i32 %49, 1
  %51 = sdiv i32 %50, 2
  store i32 %51, ptr %3, align 4
  br label %11, !llvm.loop !18

52:                                               ; preds = %27
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pop() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i32, ptr @heap, align 4
  store i32 %6, ptr %1, align 4
  %7 = load i32, ptr @hn, align 4
  %8 = add nsw i32 %7, -1
  store i32 %8, ptr @hn, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %9
  %11 = load i32, ptr %10, align 4
  store i32 %11, ptr @heap, align 4
  store i32 0, ptr %2, align 4
  br label %12

12:                                               ; preds = %58, %0
  %13 = load i32, ptr %2, align 4
  %14 = mul nsw i32 2, %13
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %3, align 4
  %16 = load i32, ptr %2, align 4
  store i32 %16, ptr %4, align 4
  %17 = load i32, ptr %3, align 4
  %18 = load i32, ptr @hn, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %33

20:                                               ; preds = %12
  %21 = load i32, ptr %3, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  %25 = load i32, ptr %4, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4
  %29 = call i32 @less(i32 noundef %24, i32 noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %20
  %32 = load i32, ptr %3, align 4
  store i32 %32, ptr %4, align 4
  br label %33

33:                                               ; preds = %31, %20, %12
  %34 = load i32, ptr %3, align 4
  %35 = add nsw i32 %34, 1
  %36 = load i32, ptr @hn, align 4
  %37 = icmp slt i32 %35, %36
  br i1 %37, label %38, label %53

38:                                               ; preds = %33
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %41
  %43 = load i32, ptr %42, align 4
  %44 = load i32, ptr %4, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %45
  %47 = load i32, ptr %46, align 4
  %48 = call i32 @less(i32 noundef %43, i32 noundef %47)
  %49 = icmp ne i32 %48, 0
  br i1 %49, label %50, label %53

50:                                               ; preds = %38
  %51 = load i32, ptr %3, align 4
  %52 = add nsw i32 %51, 1
  store i32 %52, ptr %4, align 4
  br label %53

53:                                               ; preds = %50, %38, %33
  %54 = load i32, ptr %4, align 4
  %55 = load i32, ptr %2, align 4
  %56 = icmp eq i32 %54, %55
  br i1 %56, label %57, label %58

57:                                               ; preds = %53
  br label %75

58:                                               ; preds = %53
  %59 = load i32, ptr %2, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4
  store i32 %62, ptr %5, align 4
  %63 = load i32, ptr %4, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = load i32, ptr %2, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %68
  store i32 %66, ptr %69, align 4
  %70 = load i32, ptr %5, align 4
  %71 = load i32, ptr %4, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [512 x i32], ptr @heap, i64 0, i64 %72
  store i32 %70, ptr %73, align 4
  %74 = load i32, ptr %4, align 4
  store i32 %74, ptr %2, align 4
  br label %12

75:                                               ; preds = %57
  %76 = load i32, ptr %1, align 4
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @walk(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %6
  %8 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 1
  %9 = load i32, ptr %8, align 4
  %10 = icmp sge i32 %9, 0
  br i1 %10, label %11, label %27

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %16

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4
  br label %17

16:                                               ; preds = %11
  br label %17

17:                                               ; preds = %16, %14
  %18 = phi i32 [ %15, %14 ], [ 1, %16 ]
  %19 = trunc i32 %18 to i8
  %20 = load i32, ptr %3, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 1
  %24 = load i32, ptr %23, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %25
  store i8 %19, ptr %26, align 1
  br label %42

27:                                               ; preds = %2
  %28 = load i32, ptr %3, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %29
  %31 = getelementptr inbounds %struct.Node, ptr %30, i32 0, i32 2
  %32 = load i32, ptr %31, align 4
  %33 = load i32, ptr %4, align 4
  %34 = add nsw i32 %33, 1
  call void @walk(i32 noundef %32, i32 noundef %34)
  %35 = load i32, ptr %3, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.Node, ptr %37, i32 0, i32 3
  %39 = load i32, ptr %38, align 4
  %40 = load i32, ptr %4, align 4
  %41 = add nsw i32 %40, 1
  call void @walk(i32 noundef %39, i32 noundef %41)
  br label %42

42:                                               ; preds = %27, %17
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @canonical() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 1, ptr %2, align 4
  br label %4

4:                                                ; preds = %32, %0
  %5 = load i32, ptr %2, align 4
  %6 = icmp sle i32 %5, 32
  br i1 %6, label %7, label %35

7:                                                ; preds = %4
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %26, %7
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 256
  br i1 %10, label %11, label %29

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [256 x i8], ptr @lens, i64 0, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = load i32, ptr %2, align 4
  %18 = icmp eq i32 %16, %17
  br i1 %18, label %19, label %25

19:                                               ; preds = %11
  %20 = load i32, ptr %1, align 4
  %21 = add i32 %20, 1
  store i32 %21, ptr %1, align 4
  %22 = load i32, ptr %3, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [256 x i32], ptr @codes, i64 0, i64 %23
  store i32 %20, ptr %24, align 4
  br label %25

25:                                               ; preds = %19, %11
  br label %26

26:                                               ; preds = %25
  %27 = load i32, ptr %3, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %3, align 4
  br label %8, !llvm.loop !19

29:                                               ; preds = %8
  %30 = load i32, ptr %1, align 4
  %31 = shl i32 %30, 1
  store i32 %31, ptr %1, align 4
  br label %32

32:                                               ; preds = %29
  %33 = load i32, ptr %2, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr %2, align 4
  br label %4, !llvm.loop !20

35:                                               ; preds = %4
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @putbits(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr %6, align 4
  %9 = sub nsw i32 %8, 1
  store i32 %9, ptr %7, align 4
  br label %10

10:                                               ; preds = %45, %3
  %11 = load i32, ptr %7, align 4
  %12 = icmp sge i32 %11, 0
  br i1 %12, label %13, label %48

13:                                               ; preds = %10
  %14 = load i32, ptr %5, align 4
  %15 = load i32, ptr %7, align 4
  %16 = lshr i32 %14, %15
  %17 = and i32 %16, 1
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %40

19:                                               ; preds = %13
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.BW, ptr %20, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  %23 = and i64 %22, 7
  %24 = trunc i64 %23 to i32
  %25 = ashr i32 128, %24
  %26 = trunc i32 %25 to i8
  %27 = zext i8 %26 to i32
  %28 = load ptr, ptr %4, align 8
  %29 = getelementptr inbounds %struct.BW, ptr %28, i32 0, i32 0
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %4, align 8
  %32 = getelementptr inbounds %struct.BW, ptr %31, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = lshr i64 %33, 3
  %35 = getelementptr inbounds i8, ptr %30, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = or i32 %37, %27
  %39 = trunc i32 %38 to i8
  store i8 %39, ptr %35, align 1
  br label %40

40:                                               ; preds = %19, %13
  %41 = load ptr, ptr %4, align 8
  %42 = getelementptr inbounds %struct.BW, ptr %41, i32 0, i32 1
  %43 = load i64, ptr %42, align 8
  %44 = add i64 %43, 1
  store i64 %44, ptr %42, align 8
  br label %45

45:                                               ; preds = %40
  %46 = load i32, ptr %7, align 4
  %47 = add nsw i32 %46, -1
  store i32 %47, ptr %7, align 4
  br label %10, !llvm.loop !21

48:                                               ; preds = %10
  ret void
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #6

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #1

; Function Attrs: nounwind
declare void @free(ptr noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @less(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %6
  %8 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.Node, ptr %12, i32 0, i32 0
  %14 = load i32, ptr %13, align 4
  %15 = icmp ult i32 %9, %14
  br i1 %15, label %34, label %16

16:                                               ; preds = %2
  %17 = load i32, ptr %3, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %18
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [512 x %struct.Node], ptr @nodes, i64 0, i64 %23
  %25 = getelementptr inbounds %struct.Node, ptr %24, i32 0, i32 0
  %26 = load i32, ptr %25, align 4
  %27 = icmp eq i32 %21, %26
  br i1 %27, label %28, label %32

28:                                               ; preds = %16
  %29 = load i32, ptr %3, align 4
  %30 = load i32, ptr %4, align 4
  %31 = icmp slt i32 %29, %30
  br label %32

32:                                               ; preds = %28, %16
  %33 = phi i1 [ false, %16 ], [ %31, %28 ]
  br label %34

34:                                               ; preds = %32, %2
  %35 = phi i1 [ true, %2 ], [ %33, %32 ]
  %36 = zext i1 %35 to i32
  ret i32 %36
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

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
