; ModuleID = 'src/zstd/lib/decompress/huf_decompress.c'
source_filename = "src/zstd/lib/decompress/huf_decompress.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.algo_time_t = type { i32, i32 }
%struct.DTableDesc = type { i8, i8, i8, i8 }
%struct.HUF_DEltX1 = type { i8, i8 }
%struct.HUF_ReadDTableX1_Workspace = type { [13 x i32], [13 x i32], [219 x i32], [256 x i8], [256 x i8] }
%struct.HUF_ReadDTableX2_Workspace = type { [12 x [13 x i32]], [13 x i32], [15 x i32], [256 x %struct.sortedSymbol_t], [256 x i8], [219 x i32] }
%struct.sortedSymbol_t = type { i8 }
%struct.HUF_DEltX2 = type { i16, i8, i8 }
%struct.BIT_DStream_t = type { i64, i32, ptr, ptr, ptr }
%struct.HUF_DecompressFastArgs = type { [4 x ptr], [4 x ptr], [4 x i64], ptr, ptr, ptr, [4 x ptr] }

@algoTime = internal constant [16 x [2 x %struct.algo_time_t]] [[2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t zeroinitializer, %struct.algo_time_t { i32 1, i32 1 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 150, i32 216 }, %struct.algo_time_t { i32 381, i32 119 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 170, i32 205 }, %struct.algo_time_t { i32 514, i32 112 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 177, i32 199 }, %struct.algo_time_t { i32 539, i32 110 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 197, i32 194 }, %struct.algo_time_t { i32 644, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 221, i32 192 }, %struct.algo_time_t { i32 735, i32 107 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 256, i32 189 }, %struct.algo_time_t { i32 881, i32 106 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 359, i32 188 }, %struct.algo_time_t { i32 1167, i32 109 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 582, i32 187 }, %struct.algo_time_t { i32 1570, i32 114 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 688, i32 187 }, %struct.algo_time_t { i32 1712, i32 122 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 825, i32 186 }, %struct.algo_time_t { i32 1965, i32 136 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 976, i32 185 }, %struct.algo_time_t { i32 2131, i32 150 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1180, i32 186 }, %struct.algo_time_t { i32 2070, i32 175 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1377, i32 185 }, %struct.algo_time_t { i32 1731, i32 202 }], [2 x %struct.algo_time_t] [%struct.algo_time_t { i32 1412, i32 185 }, %struct.algo_time_t { i32 1695, i32 202 }]], align 4
@BIT_reloadDStream.zeroFilled = internal constant i64 0, align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_readDTableX1_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca ptr, align 8
  %20 = alloca %struct.DTableDesc, align 1
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i64, align 8
  %30 = alloca i64, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i8, align 1
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca %struct.HUF_DEltX1, align 1
  %41 = alloca %struct.HUF_DEltX1, align 1
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 0, ptr %14, align 4
  store i32 0, ptr %15, align 4
  %45 = load ptr, ptr %8, align 8
  %46 = getelementptr inbounds i32, ptr %45, i64 1
  store ptr %46, ptr %17, align 8
  %47 = load ptr, ptr %17, align 8
  store ptr %47, ptr %18, align 8
  %48 = load ptr, ptr %11, align 8
  store ptr %48, ptr %19, align 8
  %49 = load i64, ptr %12, align 8
  %50 = icmp ugt i64 1492, %49
  br i1 %50, label %51, label %52

51:                                               ; preds = %6
  store i64 -44, ptr %7, align 8
  br label %432

52:                                               ; preds = %6
  %53 = load ptr, ptr %19, align 8
  %54 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %53, i32 0, i32 4
  %55 = getelementptr inbounds [256 x i8], ptr %54, i64 0, i64 0
  %56 = load ptr, ptr %19, align 8
  %57 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %56, i32 0, i32 0
  %58 = getelementptr inbounds [13 x i32], ptr %57, i64 0, i64 0
  %59 = load ptr, ptr %9, align 8
  %60 = load i64, ptr %10, align 8
  %61 = load ptr, ptr %19, align 8
  %62 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %61, i32 0, i32 2
  %63 = getelementptr inbounds [219 x i32], ptr %62, i64 0, i64 0
  %64 = load i32, ptr %13, align 4
  %65 = call i64 @HUF_readStats_wksp(ptr noundef %55, i64 noundef 256, ptr noundef %58, ptr noundef %15, ptr noundef %14, ptr noundef %59, i64 noundef %60, ptr noundef %63, i64 noundef 876, i32 noundef %64)
  store i64 %65, ptr %16, align 8
  %66 = load i64, ptr %16, align 8
  %67 = call i32 @ERR_isError(i64 noundef %66)
  %68 = icmp ne i32 %67, 0
  br i1 %68, label %69, label %71

69:                                               ; preds = %52
  %70 = load i64, ptr %16, align 8
  store i64 %70, ptr %7, align 8
  br label %432

71:                                               ; preds = %52
  %72 = load ptr, ptr %8, align 8
  %73 = call i32 @HUF_getDTableDesc(ptr noundef %72)
  store i32 %73, ptr %20, align 1
  %74 = getelementptr inbounds %struct.DTableDesc, ptr %20, i32 0, i32 0
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %21, align 4
  %78 = load i32, ptr %21, align 4
  %79 = icmp ult i32 %78, 11
  br i1 %79, label %80, label %82

80:                                               ; preds = %71
  %81 = load i32, ptr %21, align 4
  br label %83

82:                                               ; preds = %71
  br label %83

83:                                               ; preds = %82, %80
  %84 = phi i32 [ %81, %80 ], [ 11, %82 ]
  store i32 %84, ptr %22, align 4
  %85 = load ptr, ptr %19, align 8
  %86 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %85, i32 0, i32 4
  %87 = getelementptr inbounds [256 x i8], ptr %86, i64 0, i64 0
  %88 = load ptr, ptr %19, align 8
  %89 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %88, i32 0, i32 0
  %90 = getelementptr inbounds [13 x i32], ptr %89, i64 0, i64 0
  %91 = load i32, ptr %15, align 4
  %92 = load i32, ptr %14, align 4
  %93 = load i32, ptr %22, align 4
  %94 = call i32 @HUF_rescaleStats(ptr noundef %87, ptr noundef %90, i32 noundef %91, i32 noundef %92, i32 noundef %93)
  store i32 %94, ptr %14, align 4
  %95 = load i32, ptr %14, align 4
  %96 = getelementptr inbounds %struct.DTableDesc, ptr %20, i32 0, i32 0
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = add nsw i32 %98, 1
  %100 = icmp ugt i32 %95, %99
  br i1 %100, label %101, label %102

101:                                              ; preds = %83
  store i64 -44, ptr %7, align 8
  br label %432

102:                                              ; preds = %83
  %103 = getelementptr inbounds %struct.DTableDesc, ptr %20, i32 0, i32 1
  store i8 0, ptr %103, align 1
  %104 = load i32, ptr %14, align 4
  %105 = trunc i32 %104 to i8
  %106 = getelementptr inbounds %struct.DTableDesc, ptr %20, i32 0, i32 2
  store i8 %105, ptr %106, align 1
  %107 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %107, ptr align 1 %20, i64 4, i1 false)
  store i32 0, ptr %24, align 4
  store i32 4, ptr %25, align 4
  %108 = load i32, ptr %15, align 4
  %109 = sub nsw i32 %108, 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %26, align 4
  store i32 0, ptr %23, align 4
  br label %111

111:                                              ; preds = %132, %102
  %112 = load i32, ptr %23, align 4
  %113 = load i32, ptr %14, align 4
  %114 = add nsw i32 %113, 1
  %115 = icmp slt i32 %112, %114
  br i1 %115, label %116, label %135

116:                                              ; preds = %111
  %117 = load i32, ptr %24, align 4
  store i32 %117, ptr %27, align 4
  %118 = load ptr, ptr %19, align 8
  %119 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %118, i32 0, i32 0
  %120 = load i32, ptr %23, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [13 x i32], ptr %119, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4
  %124 = load i32, ptr %24, align 4
  %125 = add i32 %124, %123
  store i32 %125, ptr %24, align 4
  %126 = load i32, ptr %27, align 4
  %127 = load ptr, ptr %19, align 8
  %128 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %127, i32 0, i32 1
  %129 = load i32, ptr %23, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [13 x i32], ptr %128, i64 0, i64 %130
  store i32 %126, ptr %131, align 4
  br label %132

132:                                              ; preds = %116
  %133 = load i32, ptr %23, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %23, align 4
  br label %111, !llvm.loop !6

135:                                              ; preds = %111
  store i32 0, ptr %23, align 4
  br label %136

136:                                              ; preds = %172, %135
  %137 = load i32, ptr %23, align 4
  %138 = load i32, ptr %26, align 4
  %139 = icmp slt i32 %137, %138
  br i1 %139, label %140, label %175

140:                                              ; preds = %136
  store i32 0, ptr %28, align 4
  br label %141

141:                                              ; preds = %168, %140
  %142 = load i32, ptr %28, align 4
  %143 = icmp slt i32 %142, 4
  br i1 %143, label %144, label %171

144:                                              ; preds = %141
  %145 = load ptr, ptr %19, align 8
  %146 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %145, i32 0, i32 4
  %147 = load i32, ptr %23, align 4
  %148 = load i32, ptr %28, align 4
  %149 = add nsw i32 %147, %148
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [256 x i8], ptr %146, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1
  %153 = zext i8 %152 to i64
  store i64 %153, ptr %29, align 8
  %154 = load i32, ptr %23, align 4
  %155 = load i32, ptr %28, align 4
  %156 = add nsw i32 %154, %155
  %157 = trunc i32 %156 to i8
  %158 = load ptr, ptr %19, align 8
  %159 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %158, i32 0, i32 3
  %160 = load ptr, ptr %19, align 8
  %161 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %160, i32 0, i32 1
  %162 = load i64, ptr %29, align 8
  %163 = getelementptr inbounds [13 x i32], ptr %161, i64 0, i64 %162
  %164 = load i32, ptr %163, align 4
  %165 = add i32 %164, 1
  store i32 %165, ptr %163, align 4
  %166 = zext i32 %164 to i64
  %167 = getelementptr inbounds [256 x i8], ptr %159, i64 0, i64 %166
  store i8 %157, ptr %167, align 1
  br label %168

168:                                              ; preds = %144
  %169 = load i32, ptr %28, align 4
  %170 = add nsw i32 %169, 1
  store i32 %170, ptr %28, align 4
  br label %141, !llvm.loop !8

171:                                              ; preds = %141
  br label %172

172:                                              ; preds = %171
  %173 = load i32, ptr %23, align 4
  %174 = add nsw i32 %173, 4
  store i32 %174, ptr %23, align 4
  br label %136, !llvm.loop !9

175:                                              ; preds = %136
  br label %176

176:                                              ; preds = %200, %175
  %177 = load i32, ptr %23, align 4
  %178 = load i32, ptr %15, align 4
  %179 = icmp slt i32 %177, %178
  br i1 %179, label %180, label %203

180:                                              ; preds = %176
  %181 = load ptr, ptr %19, align 8
  %182 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %181, i32 0, i32 4
  %183 = load i32, ptr %23, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [256 x i8], ptr %182, i64 0, i64 %184
  %186 = load i8, ptr %185, align 1
  %187 = zext i8 %186 to i64
  store i64 %187, ptr %30, align 8
  %188 = load i32, ptr %23, align 4
  %189 = trunc i32 %188 to i8
  %190 = load ptr, ptr %19, align 8
  %191 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %190, i32 0, i32 3
  %192 = load ptr, ptr %19, align 8
  %193 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %192, i32 0, i32 1
  %194 = load i64, ptr %30, align 8
  %195 = getelementptr inbounds [13 x i32], ptr %193, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4
  %197 = add i32 %196, 1
  store i32 %197, ptr %195, align 4
  %198 = zext i32 %196 to i64
  %199 = getelementptr inbounds [256 x i8], ptr %191, i64 0, i64 %198
  store i8 %189, ptr %199, align 1
  br label %200

200:                                              ; preds = %180
  %201 = load i32, ptr %23, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %23, align 4
  br label %176, !llvm.loop !10

203:                                              ; preds = %176
  %204 = load ptr, ptr %19, align 8
  %205 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %204, i32 0, i32 0
  %206 = getelementptr inbounds [13 x i32], ptr %205, i64 0, i64 0
  %207 = load i32, ptr %206, align 4
  store i32 %207, ptr %32, align 4
  store i32 0, ptr %33, align 4
  store i32 1, ptr %31, align 4
  br label %208

208:                                              ; preds = %427, %203
  %209 = load i32, ptr %31, align 4
  %210 = load i32, ptr %14, align 4
  %211 = add i32 %210, 1
  %212 = icmp ult i32 %209, %211
  br i1 %212, label %213, label %430

213:                                              ; preds = %208
  %214 = load ptr, ptr %19, align 8
  %215 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %214, i32 0, i32 0
  %216 = load i32, ptr %31, align 4
  %217 = zext i32 %216 to i64
  %218 = getelementptr inbounds [13 x i32], ptr %215, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4
  store i32 %219, ptr %34, align 4
  %220 = load i32, ptr %31, align 4
  %221 = shl i32 1, %220
  %222 = ashr i32 %221, 1
  store i32 %222, ptr %35, align 4
  %223 = load i32, ptr %33, align 4
  store i32 %223, ptr %36, align 4
  %224 = load i32, ptr %14, align 4
  %225 = add i32 %224, 1
  %226 = load i32, ptr %31, align 4
  %227 = sub i32 %225, %226
  %228 = trunc i32 %227 to i8
  store i8 %228, ptr %37, align 1
  %229 = load i32, ptr %35, align 4
  switch i32 %229, label %350 [
    i32 1, label %230
    i32 2, label %257
    i32 4, label %290
    i32 8, label %317
  ]

230:                                              ; preds = %213
  store i32 0, ptr %38, align 4
  br label %231

231:                                              ; preds = %253, %230
  %232 = load i32, ptr %38, align 4
  %233 = load i32, ptr %34, align 4
  %234 = icmp slt i32 %232, %233
  br i1 %234, label %235, label %256

235:                                              ; preds = %231
  %236 = load ptr, ptr %19, align 8
  %237 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %236, i32 0, i32 3
  %238 = load i32, ptr %32, align 4
  %239 = load i32, ptr %38, align 4
  %240 = add nsw i32 %238, %239
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [256 x i8], ptr %237, i64 0, i64 %241
  %243 = load i8, ptr %242, align 1
  %244 = getelementptr inbounds %struct.HUF_DEltX1, ptr %40, i32 0, i32 1
  store i8 %243, ptr %244, align 1
  %245 = load i8, ptr %37, align 1
  %246 = getelementptr inbounds %struct.HUF_DEltX1, ptr %40, i32 0, i32 0
  store i8 %245, ptr %246, align 1
  %247 = load ptr, ptr %18, align 8
  %248 = load i32, ptr %36, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds %struct.HUF_DEltX1, ptr %247, i64 %249
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %250, ptr align 1 %40, i64 2, i1 false)
  %251 = load i32, ptr %36, align 4
  %252 = add nsw i32 %251, 1
  store i32 %252, ptr %36, align 4
  br label %253

253:                                              ; preds = %235
  %254 = load i32, ptr %38, align 4
  %255 = add nsw i32 %254, 1
  store i32 %255, ptr %38, align 4
  br label %231, !llvm.loop !11

256:                                              ; preds = %231
  br label %418

257:                                              ; preds = %213
  store i32 0, ptr %38, align 4
  br label %258

258:                                              ; preds = %286, %257
  %259 = load i32, ptr %38, align 4
  %260 = load i32, ptr %34, align 4
  %261 = icmp slt i32 %259, %260
  br i1 %261, label %262, label %289

262:                                              ; preds = %258
  %263 = load ptr, ptr %19, align 8
  %264 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %263, i32 0, i32 3
  %265 = load i32, ptr %32, align 4
  %266 = load i32, ptr %38, align 4
  %267 = add nsw i32 %265, %266
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds [256 x i8], ptr %264, i64 0, i64 %268
  %270 = load i8, ptr %269, align 1
  %271 = getelementptr inbounds %struct.HUF_DEltX1, ptr %41, i32 0, i32 1
  store i8 %270, ptr %271, align 1
  %272 = load i8, ptr %37, align 1
  %273 = getelementptr inbounds %struct.HUF_DEltX1, ptr %41, i32 0, i32 0
  store i8 %272, ptr %273, align 1
  %274 = load ptr, ptr %18, align 8
  %275 = load i32, ptr %36, align 4
  %276 = add nsw i32 %275, 0
  %277 = sext i32 %276 to i64
  %278 = getelementptr inbounds %struct.HUF_DEltX1, ptr %274, i64 %277
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %278, ptr align 1 %41, i64 2, i1 false)
  %279 = load ptr, ptr %18, align 8
  %280 = load i32, ptr %36, align 4
  %281 = add nsw i32 %280, 1
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds %struct.HUF_DEltX1, ptr %279, i64 %282
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr align 1 %41, i64 2, i1 false)
  %284 = load i32, ptr %36, align 4
  %285 = add nsw i32 %284, 2
  store i32 %285, ptr %36, align 4
  br label %286

286:                                              ; preds = %262
  %287 = load i32, ptr %38, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %38, align 4
  br label %258, !llvm.loop !12

289:                                              ; preds = %258
  br label %418

290:                                              ; preds = %213
  store i32 0, ptr %38, align 4
  br label %291

291:                                              ; preds = %313, %290
  %292 = load i32, ptr %38, align 4
  %293 = load i32, ptr %34, align 4
  %294 = icmp slt i32 %292, %293
  br i1 %294, label %295, label %316

295:                                              ; preds = %291
  %296 = load ptr, ptr %19, align 8
  %297 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %296, i32 0, i32 3
  %298 = load i32, ptr %32, align 4
  %299 = load i32, ptr %38, align 4
  %300 = add nsw i32 %298, %299
  %301 = sext i32 %300 to i64
  %302 = getelementptr inbounds [256 x i8], ptr %297, i64 0, i64 %301
  %303 = load i8, ptr %302, align 1
  %304 = load i8, ptr %37, align 1
  %305 = call i64 @HUF_DEltX1_set4(i8 noundef %303, i8 noundef %304)
  store i64 %305, ptr %42, align 8
  %306 = load ptr, ptr %18, align 8
  %307 = load i32, ptr %36, align 4
  %308 = sext i32 %307 to i64
  %309 = getelementptr inbounds %struct.HUF_DEltX1, ptr %306, i64 %308
  %310 = load i64, ptr %42, align 8
  call void @MEM_write64(ptr noundef %309, i64 noundef %310)
  %311 = load i32, ptr %36, align 4
  %312 = add nsw i32 %311, 4
  store i32 %312, ptr %36, align 4
  br label %313

313:                                              ; preds = %295
  %314 = load i32, ptr %38, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr %38, align 4
  br label %291, !llvm.loop !13

316:                                              ; preds = %291
  br label %418

317:                                              ; preds = %213
  store i32 0, ptr %38, align 4
  br label %318

318:                                              ; preds = %346, %317
  %319 = load i32, ptr %38, align 4
  %320 = load i32, ptr %34, align 4
  %321 = icmp slt i32 %319, %320
  br i1 %321, label %322, label %349

322:                                              ; preds = %318
  %323 = load ptr, ptr %19, align 8
  %324 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %323, i32 0, i32 3
  %325 = load i32, ptr %32, align 4
  %326 = load i32, ptr %38, align 4
  %327 = add nsw i32 %325, %326
  %328 = sext i32 %327 to i64
  %329 = getelementptr inbounds [256 x i8], ptr %324, i64 0, i64 %328
  %330 = load i8, ptr %329, align 1
  %331 = load i8, ptr %37, align 1
  %332 = call i64 @HUF_DEltX1_set4(i8 noundef %330, i8 noundef %331)
  store i64 %332, ptr %43, align 8
  %333 = load ptr, ptr %18, align 8
  %334 = load i32, ptr %36, align 4
  %335 = sext i32 %334 to i64
  %336 = getelementptr inbounds %struct.HUF_DEltX1, ptr %333, i64 %335
  %337 = load i64, ptr %43, align 8
  call void @MEM_write64(ptr noundef %336, i64 noundef %337)
  %338 = load ptr, ptr %18, align 8
  %339 = load i32, ptr %36, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds %struct.HUF_DEltX1, ptr %338, i64 %340
  %342 = getelementptr inbounds %struct.HUF_DEltX1, ptr %341, i64 4
  %343 = load i64, ptr %43, align 8
  call void @MEM_write64(ptr noundef %342, i64 noundef %343)
  %344 = load i32, ptr %36, align 4
  %345 = add nsw i32 %344, 8
  store i32 %345, ptr %36, align 4
  br label %346

346:                                              ; preds = %322
  %347 = load i32, ptr %38, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %38, align 4
  br label %318, !llvm.loop !14

349:                                              ; preds = %318
  br label %418

350:                                              ; preds = %213
  store i32 0, ptr %38, align 4
  br label %351

351:                                              ; preds = %414, %350
  %352 = load i32, ptr %38, align 4
  %353 = load i32, ptr %34, align 4
  %354 = icmp slt i32 %352, %353
  br i1 %354, label %355, label %417

355:                                              ; preds = %351
  %356 = load ptr, ptr %19, align 8
  %357 = getelementptr inbounds %struct.HUF_ReadDTableX1_Workspace, ptr %356, i32 0, i32 3
  %358 = load i32, ptr %32, align 4
  %359 = load i32, ptr %38, align 4
  %360 = add nsw i32 %358, %359
  %361 = sext i32 %360 to i64
  %362 = getelementptr inbounds [256 x i8], ptr %357, i64 0, i64 %361
  %363 = load i8, ptr %362, align 1
  %364 = load i8, ptr %37, align 1
  %365 = call i64 @HUF_DEltX1_set4(i8 noundef %363, i8 noundef %364)
  store i64 %365, ptr %44, align 8
  store i32 0, ptr %39, align 4
  br label %366

366:                                              ; preds = %407, %355
  %367 = load i32, ptr %39, align 4
  %368 = load i32, ptr %35, align 4
  %369 = icmp slt i32 %367, %368
  br i1 %369, label %370, label %410

370:                                              ; preds = %366
  %371 = load ptr, ptr %18, align 8
  %372 = load i32, ptr %36, align 4
  %373 = sext i32 %372 to i64
  %374 = getelementptr inbounds %struct.HUF_DEltX1, ptr %371, i64 %373
  %375 = load i32, ptr %39, align 4
  %376 = sext i32 %375 to i64
  %377 = getelementptr inbounds %struct.HUF_DEltX1, ptr %374, i64 %376
  %378 = getelementptr inbounds %struct.HUF_DEltX1, ptr %377, i64 0
  %379 = load i64, ptr %44, align 8
  call void @MEM_write64(ptr noundef %378, i64 noundef %379)
  %380 = load ptr, ptr %18, align 8
  %381 = load i32, ptr %36, align 4
  %382 = sext i32 %381 to i64
  %383 = getelementptr inbounds %struct.HUF_DEltX1, ptr %380, i64 %382
  %384 = load i32, ptr %39, align 4
  %385 = sext i32 %384 to i64
  %386 = getelementptr inbounds %struct.HUF_DEltX1, ptr %383, i64 %385
  %387 = getelementptr inbounds %struct.HUF_DEltX1, ptr %386, i64 4
  %388 = load i64, ptr %44, align 8
  call void @MEM_write64(ptr noundef %387, i64 noundef %388)
  %389 = load ptr, ptr %18, align 8
  %390 = load i32, ptr %36, align 4
  %391 = sext i32 %390 to i64
  %392 = getelementptr inbounds %struct.HUF_DEltX1, ptr %389, i64 %391
  %393 = load i32, ptr %39, align 4
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds %struct.HUF_DEltX1, ptr %392, i64 %394
  %396 = getelementptr inbounds %struct.HUF_DEltX1, ptr %395, i64 8
  %397 = load i64, ptr %44, align 8
  call void @MEM_write64(ptr noundef %396, i64 noundef %397)
  %398 = load ptr, ptr %18, align 8
  %399 = load i32, ptr %36, align 4
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds %struct.HUF_DEltX1, ptr %398, i64 %400
  %402 = load i32, ptr %39, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds %struct.HUF_DEltX1, ptr %401, i64 %403
  %405 = getelementptr inbounds %struct.HUF_DEltX1, ptr %404, i64 12
  %406 = load i64, ptr %44, align 8
  call void @MEM_write64(ptr noundef %405, i64 noundef %406)
  br label %407

407:                                              ; preds = %370
  %408 = load i32, ptr %39, align 4
  %409 = add nsw i32 %408, 16
  store i32 %409, ptr %39, align 4
  br label %366, !llvm.loop !15

410:                                              ; preds = %366
  %411 = load i32, ptr %35, align 4
  %412 = load i32, ptr %36, align 4
  %413 = add nsw i32 %412, %411
  store i32 %413, ptr %36, align 4
  br label %414

414:                                              ; preds = %410
  %415 = load i32, ptr %38, align 4
  %416 = add nsw i32 %415, 1
  store i32 %416, ptr %38, align 4
  br label %351, !llvm.loop !16

417:                                              ; preds = %351
  br label %418

418:                                              ; preds = %417, %349, %316, %289, %256
  %419 = load i32, ptr %34, align 4
  %420 = load i32, ptr %32, align 4
  %421 = add nsw i32 %420, %419
  store i32 %421, ptr %32, align 4
  %422 = load i32, ptr %34, align 4
  %423 = load i32, ptr %35, align 4
  %424 = mul nsw i32 %422, %423
  %425 = load i32, ptr %33, align 4
  %426 = add nsw i32 %425, %424
  store i32 %426, ptr %33, align 4
  br label %427

427:                                              ; preds = %418
  %428 = load i32, ptr %31, align 4
  %429 = add i32 %428, 1
  store i32 %429, ptr %31, align 4
  br label %208, !llvm.loop !17

430:                                              ; preds = %208
  %431 = load i64, ptr %16, align 8
  store i64 %431, ptr %7, align 8
  br label %432

432:                                              ; preds = %430, %101, %69, %51
  %433 = load i64, ptr %7, align 8
  ret i64 %433
}

declare i64 @HUF_readStats_wksp(ptr noundef, i64 noundef, ptr noundef, ptr noundef, ptr noundef, ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ERR_isError(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = icmp ugt i64 %3, -120
  %5 = zext i1 %4 to i32
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_getDTableDesc(ptr noundef %0) #0 {
  %2 = alloca %struct.DTableDesc, align 1
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 4 %4, i64 4, i1 false)
  %5 = load i32, ptr %2, align 1
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_rescaleStats(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store i32 %3, ptr %10, align 4
  store i32 %4, ptr %11, align 4
  %14 = load i32, ptr %10, align 4
  %15 = load i32, ptr %11, align 4
  %16 = icmp ugt i32 %14, %15
  br i1 %16, label %17, label %19

17:                                               ; preds = %5
  %18 = load i32, ptr %10, align 4
  store i32 %18, ptr %6, align 4
  br label %94

19:                                               ; preds = %5
  %20 = load i32, ptr %10, align 4
  %21 = load i32, ptr %11, align 4
  %22 = icmp ult i32 %20, %21
  br i1 %22, label %23, label %92

23:                                               ; preds = %19
  %24 = load i32, ptr %11, align 4
  %25 = load i32, ptr %10, align 4
  %26 = sub i32 %24, %25
  store i32 %26, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %27

27:                                               ; preds = %54, %23
  %28 = load i32, ptr %13, align 4
  %29 = load i32, ptr %9, align 4
  %30 = icmp ult i32 %28, %29
  br i1 %30, label %31, label %57

31:                                               ; preds = %27
  %32 = load ptr, ptr %7, align 8
  %33 = load i32, ptr %13, align 4
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds i8, ptr %32, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %31
  br label %42

40:                                               ; preds = %31
  %41 = load i32, ptr %12, align 4
  br label %42

42:                                               ; preds = %40, %39
  %43 = phi i32 [ 0, %39 ], [ %41, %40 ]
  %44 = trunc i32 %43 to i8
  %45 = zext i8 %44 to i32
  %46 = load ptr, ptr %7, align 8
  %47 = load i32, ptr %13, align 4
  %48 = zext i32 %47 to i64
  %49 = getelementptr inbounds i8, ptr %46, i64 %48
  %50 = load i8, ptr %49, align 1
  %51 = zext i8 %50 to i32
  %52 = add nsw i32 %51, %45
  %53 = trunc i32 %52 to i8
  store i8 %53, ptr %49, align 1
  br label %54

54:                                               ; preds = %42
  %55 = load i32, ptr %13, align 4
  %56 = add i32 %55, 1
  store i32 %56, ptr %13, align 4
  br label %27, !llvm.loop !18

57:                                               ; preds = %27
  %58 = load i32, ptr %11, align 4
  store i32 %58, ptr %13, align 4
  br label %59

59:                                               ; preds = %75, %57
  %60 = load i32, ptr %13, align 4
  %61 = load i32, ptr %12, align 4
  %62 = icmp ugt i32 %60, %61
  br i1 %62, label %63, label %78

63:                                               ; preds = %59
  %64 = load ptr, ptr %8, align 8
  %65 = load i32, ptr %13, align 4
  %66 = load i32, ptr %12, align 4
  %67 = sub i32 %65, %66
  %68 = zext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %64, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = load ptr, ptr %8, align 8
  %72 = load i32, ptr %13, align 4
  %73 = zext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  store i32 %70, ptr %74, align 4
  br label %75

75:                                               ; preds = %63
  %76 = load i32, ptr %13, align 4
  %77 = add i32 %76, -1
  store i32 %77, ptr %13, align 4
  br label %59, !llvm.loop !19

78:                                               ; preds = %59
  %79 = load i32, ptr %12, align 4
  store i32 %79, ptr %13, align 4
  br label %80

80:                                               ; preds = %88, %78
  %81 = load i32, ptr %13, align 4
  %82 = icmp ugt i32 %81, 0
  br i1 %82, label %83, label %91

83:                                               ; preds = %80
  %84 = load ptr, ptr %8, align 8
  %85 = load i32, ptr %13, align 4
  %86 = zext i32 %85 to i64
  %87 = getelementptr inbounds i32, ptr %84, i64 %86
  store i32 0, ptr %87, align 4
  br label %88

88:                                               ; preds = %83
  %89 = load i32, ptr %13, align 4
  %90 = add i32 %89, -1
  store i32 %90, ptr %13, align 4
  br label %80, !llvm.loop !20

91:                                               ; preds = %80
  br label %92

92:                                               ; preds = %91, %19
  %93 = load i32, ptr %11, align 4
  store i32 %93, ptr %6, align 4
  br label %94

94:                                               ; preds = %92, %17
  %95 = load i32, ptr %6, align 4
  ret i32 %95
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_DEltX1_set4(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  %5 = alloca i64, align 8
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %6 = call i32 @MEM_isLittleEndian()
  %7 = icmp ne i32 %6, 0
  br i1 %7, label %8, label %16

8:                                                ; preds = %2
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  %11 = shl i32 %10, 8
  %12 = load i8, ptr %4, align 1
  %13 = zext i8 %12 to i32
  %14 = add nsw i32 %11, %13
  %15 = sext i32 %14 to i64
  store i64 %15, ptr %5, align 8
  br label %24

16:                                               ; preds = %2
  %17 = load i8, ptr %3, align 1
  %18 = zext i8 %17 to i32
  %19 = load i8, ptr %4, align 1
  %20 = zext i8 %19 to i32
  %21 = shl i32 %20, 8
  %22 = add nsw i32 %18, %21
  %23 = sext i32 %22 to i64
  store i64 %23, ptr %5, align 8
  br label %24

24:                                               ; preds = %16, %8
  %25 = load i64, ptr %5, align 8
  %26 = mul i64 %25, 281479271743489
  store i64 %26, ptr %5, align 8
  %27 = load i64, ptr %5, align 8
  ret i64 %27
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write64(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  store i64 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_readDTableX2_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca %struct.DTableDesc, align 1
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  %39 = load ptr, ptr %8, align 8
  %40 = call i32 @HUF_getDTableDesc(ptr noundef %39)
  store i32 %40, ptr %17, align 1
  %41 = getelementptr inbounds %struct.DTableDesc, ptr %17, i32 0, i32 0
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  store i32 %43, ptr %18, align 4
  %44 = load ptr, ptr %8, align 8
  %45 = getelementptr inbounds i32, ptr %44, i64 1
  store ptr %45, ptr %20, align 8
  %46 = load ptr, ptr %20, align 8
  store ptr %46, ptr %21, align 8
  %47 = load ptr, ptr %11, align 8
  store ptr %47, ptr %23, align 8
  %48 = load i64, ptr %12, align 8
  %49 = icmp ugt i64 2124, %48
  br i1 %49, label %50, label %51

50:                                               ; preds = %6
  store i64 -1, ptr %7, align 8
  br label %276

51:                                               ; preds = %6
  %52 = load ptr, ptr %23, align 8
  %53 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %52, i32 0, i32 2
  %54 = getelementptr inbounds [15 x i32], ptr %53, i64 0, i64 0
  %55 = getelementptr inbounds i32, ptr %54, i64 1
  store ptr %55, ptr %22, align 8
  %56 = load ptr, ptr %23, align 8
  %57 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %56, i32 0, i32 1
  %58 = getelementptr inbounds [13 x i32], ptr %57, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %58, i8 0, i64 52, i1 false)
  %59 = load ptr, ptr %23, align 8
  %60 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %59, i32 0, i32 2
  %61 = getelementptr inbounds [15 x i32], ptr %60, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 4 %61, i8 0, i64 60, i1 false)
  %62 = load i32, ptr %18, align 4
  %63 = icmp ugt i32 %62, 12
  br i1 %63, label %64, label %65

64:                                               ; preds = %51
  store i64 -44, ptr %7, align 8
  br label %276

65:                                               ; preds = %51
  %66 = load ptr, ptr %23, align 8
  %67 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %66, i32 0, i32 4
  %68 = getelementptr inbounds [256 x i8], ptr %67, i64 0, i64 0
  %69 = load ptr, ptr %23, align 8
  %70 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %69, i32 0, i32 1
  %71 = getelementptr inbounds [13 x i32], ptr %70, i64 0, i64 0
  %72 = load ptr, ptr %9, align 8
  %73 = load i64, ptr %10, align 8
  %74 = load ptr, ptr %23, align 8
  %75 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %74, i32 0, i32 5
  %76 = getelementptr inbounds [219 x i32], ptr %75, i64 0, i64 0
  %77 = load i32, ptr %13, align 4
  %78 = call i64 @HUF_readStats_wksp(ptr noundef %68, i64 noundef 256, ptr noundef %71, ptr noundef %16, ptr noundef %14, ptr noundef %72, i64 noundef %73, ptr noundef %76, i64 noundef 876, i32 noundef %77)
  store i64 %78, ptr %19, align 8
  %79 = load i64, ptr %19, align 8
  %80 = call i32 @ERR_isError(i64 noundef %79)
  %81 = icmp ne i32 %80, 0
  br i1 %81, label %82, label %84

82:                                               ; preds = %65
  %83 = load i64, ptr %19, align 8
  store i64 %83, ptr %7, align 8
  br label %276

84:                                               ; preds = %65
  %85 = load i32, ptr %14, align 4
  %86 = load i32, ptr %18, align 4
  %87 = icmp ugt i32 %85, %86
  br i1 %87, label %88, label %89

88:                                               ; preds = %84
  store i64 -44, ptr %7, align 8
  br label %276

89:                                               ; preds = %84
  %90 = load i32, ptr %14, align 4
  %91 = icmp ule i32 %90, 11
  br i1 %91, label %92, label %96

92:                                               ; preds = %89
  %93 = load i32, ptr %18, align 4
  %94 = icmp ugt i32 %93, 11
  br i1 %94, label %95, label %96

95:                                               ; preds = %92
  store i32 11, ptr %18, align 4
  br label %96

96:                                               ; preds = %95, %92, %89
  %97 = load i32, ptr %14, align 4
  store i32 %97, ptr %15, align 4
  br label %98

98:                                               ; preds = %107, %96
  %99 = load ptr, ptr %23, align 8
  %100 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %99, i32 0, i32 1
  %101 = load i32, ptr %15, align 4
  %102 = zext i32 %101 to i64
  %103 = getelementptr inbounds [13 x i32], ptr %100, i64 0, i64 %102
  %104 = load i32, ptr %103, align 4
  %105 = icmp eq i32 %104, 0
  br i1 %105, label %106, label %110

106:                                              ; preds = %98
  br label %107

107:                                              ; preds = %106
  %108 = load i32, ptr %15, align 4
  %109 = add i32 %108, -1
  store i32 %109, ptr %15, align 4
  br label %98, !llvm.loop !21

110:                                              ; preds = %98
  store i32 0, ptr %25, align 4
  store i32 1, ptr %24, align 4
  br label %111

111:                                              ; preds = %131, %110
  %112 = load i32, ptr %24, align 4
  %113 = load i32, ptr %15, align 4
  %114 = add i32 %113, 1
  %115 = icmp ult i32 %112, %114
  br i1 %115, label %116, label %134

116:                                              ; preds = %111
  %117 = load i32, ptr %25, align 4
  store i32 %117, ptr %26, align 4
  %118 = load ptr, ptr %23, align 8
  %119 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %118, i32 0, i32 1
  %120 = load i32, ptr %24, align 4
  %121 = zext i32 %120 to i64
  %122 = getelementptr inbounds [13 x i32], ptr %119, i64 0, i64 %121
  %123 = load i32, ptr %122, align 4
  %124 = load i32, ptr %25, align 4
  %125 = add i32 %124, %123
  store i32 %125, ptr %25, align 4
  %126 = load i32, ptr %26, align 4
  %127 = load ptr, ptr %22, align 8
  %128 = load i32, ptr %24, align 4
  %129 = zext i32 %128 to i64
  %130 = getelementptr inbounds i32, ptr %127, i64 %129
  store i32 %126, ptr %130, align 4
  br label %131

131:                                              ; preds = %116
  %132 = load i32, ptr %24, align 4
  %133 = add i32 %132, 1
  store i32 %133, ptr %24, align 4
  br label %111, !llvm.loop !22

134:                                              ; preds = %111
  %135 = load i32, ptr %25, align 4
  %136 = load ptr, ptr %22, align 8
  %137 = getelementptr inbounds i32, ptr %136, i64 0
  store i32 %135, ptr %137, align 4
  %138 = load i32, ptr %25, align 4
  %139 = load ptr, ptr %22, align 8
  %140 = load i32, ptr %15, align 4
  %141 = add i32 %140, 1
  %142 = zext i32 %141 to i64
  %143 = getelementptr inbounds i32, ptr %139, i64 %142
  store i32 %138, ptr %143, align 4
  store i32 0, ptr %27, align 4
  br label %144

144:                                              ; preds = %170, %134
  %145 = load i32, ptr %27, align 4
  %146 = load i32, ptr %16, align 4
  %147 = icmp ult i32 %145, %146
  br i1 %147, label %148, label %173

148:                                              ; preds = %144
  %149 = load ptr, ptr %23, align 8
  %150 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %149, i32 0, i32 4
  %151 = load i32, ptr %27, align 4
  %152 = zext i32 %151 to i64
  %153 = getelementptr inbounds [256 x i8], ptr %150, i64 0, i64 %152
  %154 = load i8, ptr %153, align 1
  %155 = zext i8 %154 to i32
  store i32 %155, ptr %28, align 4
  %156 = load ptr, ptr %22, align 8
  %157 = load i32, ptr %28, align 4
  %158 = zext i32 %157 to i64
  %159 = getelementptr inbounds i32, ptr %156, i64 %158
  %160 = load i32, ptr %159, align 4
  %161 = add i32 %160, 1
  store i32 %161, ptr %159, align 4
  store i32 %160, ptr %29, align 4
  %162 = load i32, ptr %27, align 4
  %163 = trunc i32 %162 to i8
  %164 = load ptr, ptr %23, align 8
  %165 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %164, i32 0, i32 3
  %166 = load i32, ptr %29, align 4
  %167 = zext i32 %166 to i64
  %168 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %165, i64 0, i64 %167
  %169 = getelementptr inbounds %struct.sortedSymbol_t, ptr %168, i32 0, i32 0
  store i8 %163, ptr %169, align 1
  br label %170

170:                                              ; preds = %148
  %171 = load i32, ptr %27, align 4
  %172 = add i32 %171, 1
  store i32 %172, ptr %27, align 4
  br label %144, !llvm.loop !23

173:                                              ; preds = %144
  %174 = load ptr, ptr %22, align 8
  %175 = getelementptr inbounds i32, ptr %174, i64 0
  store i32 0, ptr %175, align 4
  %176 = load ptr, ptr %23, align 8
  %177 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %176, i32 0, i32 0
  %178 = getelementptr inbounds [12 x [13 x i32]], ptr %177, i64 0, i64 0
  %179 = getelementptr inbounds [13 x i32], ptr %178, i64 0, i64 0
  store ptr %179, ptr %30, align 8
  %180 = load i32, ptr %18, align 4
  %181 = load i32, ptr %14, align 4
  %182 = sub i32 %180, %181
  %183 = sub i32 %182, 1
  store i32 %183, ptr %31, align 4
  store i32 0, ptr %32, align 4
  store i32 1, ptr %33, align 4
  br label %184

184:                                              ; preds = %208, %173
  %185 = load i32, ptr %33, align 4
  %186 = load i32, ptr %15, align 4
  %187 = add i32 %186, 1
  %188 = icmp ult i32 %185, %187
  br i1 %188, label %189, label %211

189:                                              ; preds = %184
  %190 = load i32, ptr %32, align 4
  store i32 %190, ptr %34, align 4
  %191 = load ptr, ptr %23, align 8
  %192 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %191, i32 0, i32 1
  %193 = load i32, ptr %33, align 4
  %194 = zext i32 %193 to i64
  %195 = getelementptr inbounds [13 x i32], ptr %192, i64 0, i64 %194
  %196 = load i32, ptr %195, align 4
  %197 = load i32, ptr %33, align 4
  %198 = load i32, ptr %31, align 4
  %199 = add i32 %197, %198
  %200 = shl i32 %196, %199
  %201 = load i32, ptr %32, align 4
  %202 = add i32 %201, %200
  store i32 %202, ptr %32, align 4
  %203 = load i32, ptr %34, align 4
  %204 = load ptr, ptr %30, align 8
  %205 = load i32, ptr %33, align 4
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds i32, ptr %204, i64 %206
  store i32 %203, ptr %207, align 4
  br label %208

208:                                              ; preds = %189
  %209 = load i32, ptr %33, align 4
  %210 = add i32 %209, 1
  store i32 %210, ptr %33, align 4
  br label %184, !llvm.loop !24

211:                                              ; preds = %184
  %212 = load i32, ptr %14, align 4
  %213 = add i32 %212, 1
  %214 = load i32, ptr %15, align 4
  %215 = sub i32 %213, %214
  store i32 %215, ptr %35, align 4
  %216 = load i32, ptr %35, align 4
  store i32 %216, ptr %36, align 4
  br label %217

217:                                              ; preds = %252, %211
  %218 = load i32, ptr %36, align 4
  %219 = load i32, ptr %18, align 4
  %220 = load i32, ptr %35, align 4
  %221 = sub i32 %219, %220
  %222 = add i32 %221, 1
  %223 = icmp ult i32 %218, %222
  br i1 %223, label %224, label %255

224:                                              ; preds = %217
  %225 = load ptr, ptr %23, align 8
  %226 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %225, i32 0, i32 0
  %227 = load i32, ptr %36, align 4
  %228 = zext i32 %227 to i64
  %229 = getelementptr inbounds [12 x [13 x i32]], ptr %226, i64 0, i64 %228
  %230 = getelementptr inbounds [13 x i32], ptr %229, i64 0, i64 0
  store ptr %230, ptr %37, align 8
  store i32 1, ptr %38, align 4
  br label %231

231:                                              ; preds = %248, %224
  %232 = load i32, ptr %38, align 4
  %233 = load i32, ptr %15, align 4
  %234 = add i32 %233, 1
  %235 = icmp ult i32 %232, %234
  br i1 %235, label %236, label %251

236:                                              ; preds = %231
  %237 = load ptr, ptr %30, align 8
  %238 = load i32, ptr %38, align 4
  %239 = zext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %237, i64 %239
  %241 = load i32, ptr %240, align 4
  %242 = load i32, ptr %36, align 4
  %243 = lshr i32 %241, %242
  %244 = load ptr, ptr %37, align 8
  %245 = load i32, ptr %38, align 4
  %246 = zext i32 %245 to i64
  %247 = getelementptr inbounds i32, ptr %244, i64 %246
  store i32 %243, ptr %247, align 4
  br label %248

248:                                              ; preds = %236
  %249 = load i32, ptr %38, align 4
  %250 = add i32 %249, 1
  store i32 %250, ptr %38, align 4
  br label %231, !llvm.loop !25

251:                                              ; preds = %231
  br label %252

252:                                              ; preds = %251
  %253 = load i32, ptr %36, align 4
  %254 = add i32 %253, 1
  store i32 %254, ptr %36, align 4
  br label %217, !llvm.loop !26

255:                                              ; preds = %217
  %256 = load ptr, ptr %21, align 8
  %257 = load i32, ptr %18, align 4
  %258 = load ptr, ptr %23, align 8
  %259 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %258, i32 0, i32 3
  %260 = getelementptr inbounds [256 x %struct.sortedSymbol_t], ptr %259, i64 0, i64 0
  %261 = load ptr, ptr %23, align 8
  %262 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %261, i32 0, i32 2
  %263 = getelementptr inbounds [15 x i32], ptr %262, i64 0, i64 0
  %264 = load ptr, ptr %23, align 8
  %265 = getelementptr inbounds %struct.HUF_ReadDTableX2_Workspace, ptr %264, i32 0, i32 0
  %266 = getelementptr inbounds [12 x [13 x i32]], ptr %265, i64 0, i64 0
  %267 = load i32, ptr %15, align 4
  %268 = load i32, ptr %14, align 4
  %269 = add i32 %268, 1
  call void @HUF_fillDTableX2(ptr noundef %256, i32 noundef %257, ptr noundef %260, ptr noundef %263, ptr noundef %266, i32 noundef %267, i32 noundef %269)
  %270 = load i32, ptr %18, align 4
  %271 = trunc i32 %270 to i8
  %272 = getelementptr inbounds %struct.DTableDesc, ptr %17, i32 0, i32 2
  store i8 %271, ptr %272, align 1
  %273 = getelementptr inbounds %struct.DTableDesc, ptr %17, i32 0, i32 1
  store i8 1, ptr %273, align 1
  %274 = load ptr, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %274, ptr align 1 %17, i64 4, i1 false)
  %275 = load i64, ptr %19, align 8
  store i64 %275, ptr %7, align 8
  br label %276

276:                                              ; preds = %255, %88, %82, %64, %50
  %277 = load i64, ptr %7, align 8
  ret i64 %277
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_fillDTableX2(ptr noundef %0, i32 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, i32 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
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
  store ptr %0, ptr %8, align 8
  store i32 %1, ptr %9, align 4
  store ptr %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store i32 %6, ptr %14, align 4
  %27 = load ptr, ptr %12, align 8
  %28 = getelementptr inbounds [13 x i32], ptr %27, i64 0
  %29 = getelementptr inbounds [13 x i32], ptr %28, i64 0, i64 0
  store ptr %29, ptr %15, align 8
  %30 = load i32, ptr %14, align 4
  %31 = load i32, ptr %9, align 4
  %32 = sub i32 %30, %31
  store i32 %32, ptr %16, align 4
  %33 = load i32, ptr %14, align 4
  %34 = load i32, ptr %13, align 4
  %35 = sub i32 %33, %34
  store i32 %35, ptr %17, align 4
  %36 = load i32, ptr %13, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %19, align 4
  store i32 1, ptr %18, align 4
  br label %38

38:                                               ; preds = %136, %7
  %39 = load i32, ptr %18, align 4
  %40 = load i32, ptr %19, align 4
  %41 = icmp slt i32 %39, %40
  br i1 %41, label %42, label %139

42:                                               ; preds = %38
  %43 = load ptr, ptr %11, align 8
  %44 = load i32, ptr %18, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i32, ptr %43, i64 %45
  %47 = load i32, ptr %46, align 4
  store i32 %47, ptr %20, align 4
  %48 = load ptr, ptr %11, align 8
  %49 = load i32, ptr %18, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %48, i64 %51
  %53 = load i32, ptr %52, align 4
  store i32 %53, ptr %21, align 4
  %54 = load i32, ptr %14, align 4
  %55 = load i32, ptr %18, align 4
  %56 = sub i32 %54, %55
  store i32 %56, ptr %22, align 4
  %57 = load i32, ptr %9, align 4
  %58 = load i32, ptr %22, align 4
  %59 = sub i32 %57, %58
  %60 = load i32, ptr %17, align 4
  %61 = icmp uge i32 %59, %60
  br i1 %61, label %62, label %116

62:                                               ; preds = %42
  %63 = load ptr, ptr %15, align 8
  %64 = load i32, ptr %18, align 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds i32, ptr %63, i64 %65
  %67 = load i32, ptr %66, align 4
  store i32 %67, ptr %23, align 4
  %68 = load i32, ptr %9, align 4
  %69 = load i32, ptr %22, align 4
  %70 = sub i32 %68, %69
  %71 = and i32 %70, 31
  %72 = shl i32 1, %71
  store i32 %72, ptr %24, align 4
  %73 = load i32, ptr %22, align 4
  %74 = load i32, ptr %16, align 4
  %75 = add i32 %73, %74
  store i32 %75, ptr %25, align 4
  %76 = load i32, ptr %25, align 4
  %77 = icmp slt i32 %76, 1
  br i1 %77, label %78, label %79

78:                                               ; preds = %62
  store i32 1, ptr %25, align 4
  br label %79

79:                                               ; preds = %78, %62
  %80 = load i32, ptr %20, align 4
  store i32 %80, ptr %26, align 4
  br label %81

81:                                               ; preds = %112, %79
  %82 = load i32, ptr %26, align 4
  %83 = load i32, ptr %21, align 4
  %84 = icmp ne i32 %82, %83
  br i1 %84, label %85, label %115

85:                                               ; preds = %81
  %86 = load ptr, ptr %8, align 8
  %87 = load i32, ptr %23, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds %struct.HUF_DEltX2, ptr %86, i64 %88
  %90 = load i32, ptr %9, align 4
  %91 = load i32, ptr %22, align 4
  %92 = load ptr, ptr %12, align 8
  %93 = load i32, ptr %22, align 4
  %94 = zext i32 %93 to i64
  %95 = getelementptr inbounds [13 x i32], ptr %92, i64 %94
  %96 = getelementptr inbounds [13 x i32], ptr %95, i64 0, i64 0
  %97 = load i32, ptr %25, align 4
  %98 = load i32, ptr %19, align 4
  %99 = load ptr, ptr %10, align 8
  %100 = load ptr, ptr %11, align 8
  %101 = load i32, ptr %14, align 4
  %102 = load ptr, ptr %10, align 8
  %103 = load i32, ptr %26, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds %struct.sortedSymbol_t, ptr %102, i64 %104
  %106 = getelementptr inbounds %struct.sortedSymbol_t, ptr %105, i32 0, i32 0
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i16
  call void @HUF_fillDTableX2Level2(ptr noundef %89, i32 noundef %90, i32 noundef %91, ptr noundef %96, i32 noundef %97, i32 noundef %98, ptr noundef %99, ptr noundef %100, i32 noundef %101, i16 noundef %108)
  %109 = load i32, ptr %24, align 4
  %110 = load i32, ptr %23, align 4
  %111 = add i32 %110, %109
  store i32 %111, ptr %23, align 4
  br label %112

112:                                              ; preds = %85
  %113 = load i32, ptr %26, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %26, align 4
  br label %81, !llvm.loop !27

115:                                              ; preds = %81
  br label %135

116:                                              ; preds = %42
  %117 = load ptr, ptr %8, align 8
  %118 = load ptr, ptr %15, align 8
  %119 = load i32, ptr %18, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %118, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds %struct.HUF_DEltX2, ptr %117, i64 %123
  %125 = load ptr, ptr %10, align 8
  %126 = load i32, ptr %20, align 4
  %127 = sext i32 %126 to i64
  %128 = getelementptr inbounds %struct.sortedSymbol_t, ptr %125, i64 %127
  %129 = load ptr, ptr %10, align 8
  %130 = load i32, ptr %21, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds %struct.sortedSymbol_t, ptr %129, i64 %131
  %133 = load i32, ptr %22, align 4
  %134 = load i32, ptr %9, align 4
  call void @HUF_fillDTableX2ForWeight(ptr noundef %124, ptr noundef %128, ptr noundef %132, i32 noundef %133, i32 noundef %134, i16 noundef 0, i32 noundef 1)
  br label %135

135:                                              ; preds = %116, %115
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %18, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %18, align 4
  br label %38, !llvm.loop !28

139:                                              ; preds = %38
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress1X2_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %20 = load ptr, ptr %13, align 8
  store ptr %20, ptr %18, align 8
  %21 = load ptr, ptr %10, align 8
  %22 = load ptr, ptr %13, align 8
  %23 = load i64, ptr %14, align 8
  %24 = load ptr, ptr %15, align 8
  %25 = load i64, ptr %16, align 8
  %26 = load i32, ptr %17, align 4
  %27 = call i64 @HUF_readDTableX2_wksp(ptr noundef %21, ptr noundef %22, i64 noundef %23, ptr noundef %24, i64 noundef %25, i32 noundef %26)
  store i64 %27, ptr %19, align 8
  %28 = load i64, ptr %19, align 8
  %29 = call i32 @ERR_isError(i64 noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %8
  %32 = load i64, ptr %19, align 8
  store i64 %32, ptr %9, align 8
  br label %52

33:                                               ; preds = %8
  %34 = load i64, ptr %19, align 8
  %35 = load i64, ptr %14, align 8
  %36 = icmp uge i64 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store i64 -72, ptr %9, align 8
  br label %52

38:                                               ; preds = %33
  %39 = load i64, ptr %19, align 8
  %40 = load ptr, ptr %18, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  store ptr %41, ptr %18, align 8
  %42 = load i64, ptr %19, align 8
  %43 = load i64, ptr %14, align 8
  %44 = sub i64 %43, %42
  store i64 %44, ptr %14, align 8
  %45 = load ptr, ptr %11, align 8
  %46 = load i64, ptr %12, align 8
  %47 = load ptr, ptr %18, align 8
  %48 = load i64, ptr %14, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %17, align 4
  %51 = call i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %45, i64 noundef %46, ptr noundef %47, i64 noundef %48, ptr noundef %49, i32 noundef %50)
  store i64 %51, ptr %9, align 8
  br label %52

52:                                               ; preds = %38, %37, %31
  %53 = load i64, ptr %9, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca i32, align 4
  %57 = alloca i64, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i64, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i64, align 8
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca ptr, align 8
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i64, align 8
  %116 = alloca ptr, align 8
  %117 = alloca i64, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i64, align 8
  %120 = alloca ptr, align 8
  %121 = alloca %struct.BIT_DStream_t, align 8
  %122 = alloca i64, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca ptr, align 8
  %126 = alloca ptr, align 8
  %127 = alloca %struct.DTableDesc, align 1
  %128 = alloca ptr, align 8
  %129 = alloca i64, align 8
  %130 = alloca ptr, align 8
  %131 = alloca i64, align 8
  %132 = alloca ptr, align 8
  %133 = alloca i32, align 4
  store ptr %0, ptr %128, align 8
  store i64 %1, ptr %129, align 8
  store ptr %2, ptr %130, align 8
  store i64 %3, ptr %131, align 8
  store ptr %4, ptr %132, align 8
  store i32 %5, ptr %133, align 4
  %134 = load i32, ptr %133, align 4
  %135 = load ptr, ptr %128, align 8
  %136 = load i64, ptr %129, align 8
  %137 = load ptr, ptr %130, align 8
  %138 = load i64, ptr %131, align 8
  %139 = load ptr, ptr %132, align 8
  store ptr %135, ptr %116, align 8
  store i64 %136, ptr %117, align 8
  store ptr %137, ptr %118, align 8
  store i64 %138, ptr %119, align 8
  store ptr %139, ptr %120, align 8
  %140 = load ptr, ptr %118, align 8
  %141 = load i64, ptr %119, align 8
  %142 = call i64 @BIT_initDStream(ptr noundef %121, ptr noundef %140, i64 noundef %141)
  store i64 %142, ptr %122, align 8
  %143 = load i64, ptr %122, align 8
  %144 = call i32 @ERR_isError(i64 noundef %143)
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %148

146:                                              ; preds = %6
  %147 = load i64, ptr %122, align 8
  store i64 %147, ptr %115, align 8
  br label %1024

148:                                              ; preds = %6
  %149 = load ptr, ptr %116, align 8
  store ptr %149, ptr %123, align 8
  %150 = load ptr, ptr %123, align 8
  %151 = load i64, ptr %117, align 8
  %152 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %150, i64 noundef %151)
  store ptr %152, ptr %124, align 8
  %153 = load ptr, ptr %120, align 8
  %154 = getelementptr inbounds i32, ptr %153, i64 1
  store ptr %154, ptr %125, align 8
  %155 = load ptr, ptr %125, align 8
  store ptr %155, ptr %126, align 8
  %156 = load ptr, ptr %120, align 8
  %157 = call i32 @HUF_getDTableDesc(ptr noundef %156)
  store i32 %157, ptr %127, align 1
  %158 = load ptr, ptr %123, align 8
  %159 = load ptr, ptr %124, align 8
  %160 = load ptr, ptr %126, align 8
  %161 = getelementptr inbounds %struct.DTableDesc, ptr %127, i32 0, i32 2
  %162 = load i8, ptr %161, align 1
  %163 = zext i8 %162 to i32
  store ptr %158, ptr %109, align 8
  store ptr %121, ptr %110, align 8
  store ptr %159, ptr %111, align 8
  store ptr %160, ptr %112, align 8
  store i32 %163, ptr %113, align 4
  %164 = load ptr, ptr %109, align 8
  store ptr %164, ptr %114, align 8
  %165 = load ptr, ptr %111, align 8
  %166 = load ptr, ptr %109, align 8
  %167 = ptrtoint ptr %165 to i64
  %168 = ptrtoint ptr %166 to i64
  %169 = sub i64 %167, %168
  %170 = icmp uge i64 %169, 8
  br i1 %170, label %171, label %678

171:                                              ; preds = %148
  %172 = load i32, ptr %113, align 4
  %173 = icmp ule i32 %172, 11
  br i1 %173, label %174, label %437

174:                                              ; preds = %171
  %175 = call i32 @MEM_64bits()
  %176 = icmp ne i32 %175, 0
  br i1 %176, label %177, label %437

177:                                              ; preds = %174
  br label %178

178:                                              ; preds = %275, %177
  %179 = load ptr, ptr %110, align 8
  store ptr %179, ptr %106, align 8
  %180 = load ptr, ptr %106, align 8
  %181 = getelementptr inbounds %struct.BIT_DStream_t, ptr %180, i32 0, i32 1
  %182 = load i32, ptr %181, align 8
  %183 = zext i32 %182 to i64
  %184 = icmp ugt i64 %183, 64
  %185 = zext i1 %184 to i32
  %186 = sext i32 %185 to i64
  br i1 %184, label %187, label %190

187:                                              ; preds = %178
  %188 = load ptr, ptr %106, align 8
  %189 = getelementptr inbounds %struct.BIT_DStream_t, ptr %188, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %189, align 8
  store i32 3, ptr %105, align 4
  br label %264

190:                                              ; preds = %178
  %191 = load ptr, ptr %106, align 8
  %192 = getelementptr inbounds %struct.BIT_DStream_t, ptr %191, i32 0, i32 2
  %193 = load ptr, ptr %192, align 8
  %194 = load ptr, ptr %106, align 8
  %195 = getelementptr inbounds %struct.BIT_DStream_t, ptr %194, i32 0, i32 4
  %196 = load ptr, ptr %195, align 8
  %197 = icmp uge ptr %193, %196
  br i1 %197, label %198, label %201

198:                                              ; preds = %190
  %199 = load ptr, ptr %106, align 8
  %200 = call i32 @BIT_reloadDStream_internal(ptr noundef %199)
  store i32 %200, ptr %105, align 4
  br label %264

201:                                              ; preds = %190
  %202 = load ptr, ptr %106, align 8
  %203 = getelementptr inbounds %struct.BIT_DStream_t, ptr %202, i32 0, i32 2
  %204 = load ptr, ptr %203, align 8
  %205 = load ptr, ptr %106, align 8
  %206 = getelementptr inbounds %struct.BIT_DStream_t, ptr %205, i32 0, i32 3
  %207 = load ptr, ptr %206, align 8
  %208 = icmp eq ptr %204, %207
  br i1 %208, label %209, label %217

209:                                              ; preds = %201
  %210 = load ptr, ptr %106, align 8
  %211 = getelementptr inbounds %struct.BIT_DStream_t, ptr %210, i32 0, i32 1
  %212 = load i32, ptr %211, align 8
  %213 = zext i32 %212 to i64
  %214 = icmp ult i64 %213, 64
  br i1 %214, label %215, label %216

215:                                              ; preds = %209
  store i32 1, ptr %105, align 4
  br label %264

216:                                              ; preds = %209
  store i32 2, ptr %105, align 4
  br label %264

217:                                              ; preds = %201
  %218 = load ptr, ptr %106, align 8
  %219 = getelementptr inbounds %struct.BIT_DStream_t, ptr %218, i32 0, i32 1
  %220 = load i32, ptr %219, align 8
  %221 = lshr i32 %220, 3
  store i32 %221, ptr %107, align 4
  store i32 0, ptr %108, align 4
  %222 = load ptr, ptr %106, align 8
  %223 = getelementptr inbounds %struct.BIT_DStream_t, ptr %222, i32 0, i32 2
  %224 = load ptr, ptr %223, align 8
  %225 = load i32, ptr %107, align 4
  %226 = zext i32 %225 to i64
  %227 = sub i64 0, %226
  %228 = getelementptr inbounds i8, ptr %224, i64 %227
  %229 = load ptr, ptr %106, align 8
  %230 = getelementptr inbounds %struct.BIT_DStream_t, ptr %229, i32 0, i32 3
  %231 = load ptr, ptr %230, align 8
  %232 = icmp ult ptr %228, %231
  br i1 %232, label %233, label %244

233:                                              ; preds = %217
  %234 = load ptr, ptr %106, align 8
  %235 = getelementptr inbounds %struct.BIT_DStream_t, ptr %234, i32 0, i32 2
  %236 = load ptr, ptr %235, align 8
  %237 = load ptr, ptr %106, align 8
  %238 = getelementptr inbounds %struct.BIT_DStream_t, ptr %237, i32 0, i32 3
  %239 = load ptr, ptr %238, align 8
  %240 = ptrtoint ptr %236 to i64
  %241 = ptrtoint ptr %239 to i64
  %242 = sub i64 %240, %241
  %243 = trunc i64 %242 to i32
  store i32 %243, ptr %107, align 4
  store i32 1, ptr %108, align 4
  br label %244

244:                                              ; preds = %233, %217
  %245 = load i32, ptr %107, align 4
  %246 = load ptr, ptr %106, align 8
  %247 = getelementptr inbounds %struct.BIT_DStream_t, ptr %246, i32 0, i32 2
  %248 = load ptr, ptr %247, align 8
  %249 = zext i32 %245 to i64
  %250 = sub i64 0, %249
  %251 = getelementptr inbounds i8, ptr %248, i64 %250
  store ptr %251, ptr %247, align 8
  %252 = load i32, ptr %107, align 4
  %253 = mul i32 %252, 8
  %254 = load ptr, ptr %106, align 8
  %255 = getelementptr inbounds %struct.BIT_DStream_t, ptr %254, i32 0, i32 1
  %256 = load i32, ptr %255, align 8
  %257 = sub i32 %256, %253
  store i32 %257, ptr %255, align 8
  %258 = load ptr, ptr %106, align 8
  %259 = getelementptr inbounds %struct.BIT_DStream_t, ptr %258, i32 0, i32 2
  %260 = load ptr, ptr %259, align 8
  %261 = call i64 @MEM_readLEST(ptr noundef %260)
  %262 = load ptr, ptr %106, align 8
  store i64 %261, ptr %262, align 8
  %263 = load i32, ptr %108, align 4
  store i32 %263, ptr %105, align 4
  br label %264

264:                                              ; preds = %187, %198, %215, %216, %244
  %265 = load i32, ptr %105, align 4
  %266 = icmp eq i32 %265, 0
  %267 = zext i1 %266 to i32
  %268 = load ptr, ptr %109, align 8
  %269 = load ptr, ptr %111, align 8
  %270 = getelementptr inbounds i8, ptr %269, i64 -9
  %271 = icmp ult ptr %268, %270
  %272 = zext i1 %271 to i32
  %273 = and i32 %267, %272
  %274 = icmp ne i32 %273, 0
  br i1 %274, label %275, label %436

275:                                              ; preds = %264
  %276 = load ptr, ptr %109, align 8
  %277 = load ptr, ptr %110, align 8
  %278 = load ptr, ptr %112, align 8
  %279 = load i32, ptr %113, align 4
  store ptr %276, ptr %68, align 8
  store ptr %277, ptr %69, align 8
  store ptr %278, ptr %70, align 8
  store i32 %279, ptr %71, align 4
  %280 = load ptr, ptr %69, align 8
  %281 = load i32, ptr %71, align 4
  %282 = call i64 @BIT_lookBitsFast(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %72, align 8
  %283 = load ptr, ptr %68, align 8
  %284 = load ptr, ptr %70, align 8
  %285 = load i64, ptr %72, align 8
  %286 = getelementptr inbounds %struct.HUF_DEltX2, ptr %284, i64 %285
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %283, ptr align 2 %286, i64 2, i1 false)
  %287 = load ptr, ptr %69, align 8
  %288 = load ptr, ptr %70, align 8
  %289 = load i64, ptr %72, align 8
  %290 = getelementptr inbounds %struct.HUF_DEltX2, ptr %288, i64 %289
  %291 = getelementptr inbounds %struct.HUF_DEltX2, ptr %290, i32 0, i32 1
  %292 = load i8, ptr %291, align 2
  %293 = zext i8 %292 to i32
  store ptr %287, ptr %15, align 8
  store i32 %293, ptr %16, align 4
  %294 = load i32, ptr %16, align 4
  %295 = load ptr, ptr %15, align 8
  %296 = getelementptr inbounds %struct.BIT_DStream_t, ptr %295, i32 0, i32 1
  %297 = load i32, ptr %296, align 8
  %298 = add i32 %297, %294
  store i32 %298, ptr %296, align 8
  %299 = load ptr, ptr %70, align 8
  %300 = load i64, ptr %72, align 8
  %301 = getelementptr inbounds %struct.HUF_DEltX2, ptr %299, i64 %300
  %302 = getelementptr inbounds %struct.HUF_DEltX2, ptr %301, i32 0, i32 2
  %303 = load i8, ptr %302, align 1
  %304 = zext i8 %303 to i32
  %305 = load ptr, ptr %109, align 8
  %306 = zext i32 %304 to i64
  %307 = getelementptr inbounds i8, ptr %305, i64 %306
  store ptr %307, ptr %109, align 8
  %308 = load ptr, ptr %109, align 8
  %309 = load ptr, ptr %110, align 8
  %310 = load ptr, ptr %112, align 8
  %311 = load i32, ptr %113, align 4
  store ptr %308, ptr %73, align 8
  store ptr %309, ptr %74, align 8
  store ptr %310, ptr %75, align 8
  store i32 %311, ptr %76, align 4
  %312 = load ptr, ptr %74, align 8
  %313 = load i32, ptr %76, align 4
  %314 = call i64 @BIT_lookBitsFast(ptr noundef %312, i32 noundef %313)
  store i64 %314, ptr %77, align 8
  %315 = load ptr, ptr %73, align 8
  %316 = load ptr, ptr %75, align 8
  %317 = load i64, ptr %77, align 8
  %318 = getelementptr inbounds %struct.HUF_DEltX2, ptr %316, i64 %317
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %315, ptr align 2 %318, i64 2, i1 false)
  %319 = load ptr, ptr %74, align 8
  %320 = load ptr, ptr %75, align 8
  %321 = load i64, ptr %77, align 8
  %322 = getelementptr inbounds %struct.HUF_DEltX2, ptr %320, i64 %321
  %323 = getelementptr inbounds %struct.HUF_DEltX2, ptr %322, i32 0, i32 1
  %324 = load i8, ptr %323, align 2
  %325 = zext i8 %324 to i32
  store ptr %319, ptr %13, align 8
  store i32 %325, ptr %14, align 4
  %326 = load i32, ptr %14, align 4
  %327 = load ptr, ptr %13, align 8
  %328 = getelementptr inbounds %struct.BIT_DStream_t, ptr %327, i32 0, i32 1
  %329 = load i32, ptr %328, align 8
  %330 = add i32 %329, %326
  store i32 %330, ptr %328, align 8
  %331 = load ptr, ptr %75, align 8
  %332 = load i64, ptr %77, align 8
  %333 = getelementptr inbounds %struct.HUF_DEltX2, ptr %331, i64 %332
  %334 = getelementptr inbounds %struct.HUF_DEltX2, ptr %333, i32 0, i32 2
  %335 = load i8, ptr %334, align 1
  %336 = zext i8 %335 to i32
  %337 = load ptr, ptr %109, align 8
  %338 = zext i32 %336 to i64
  %339 = getelementptr inbounds i8, ptr %337, i64 %338
  store ptr %339, ptr %109, align 8
  %340 = load ptr, ptr %109, align 8
  %341 = load ptr, ptr %110, align 8
  %342 = load ptr, ptr %112, align 8
  %343 = load i32, ptr %113, align 4
  store ptr %340, ptr %78, align 8
  store ptr %341, ptr %79, align 8
  store ptr %342, ptr %80, align 8
  store i32 %343, ptr %81, align 4
  %344 = load ptr, ptr %79, align 8
  %345 = load i32, ptr %81, align 4
  %346 = call i64 @BIT_lookBitsFast(ptr noundef %344, i32 noundef %345)
  store i64 %346, ptr %82, align 8
  %347 = load ptr, ptr %78, align 8
  %348 = load ptr, ptr %80, align 8
  %349 = load i64, ptr %82, align 8
  %350 = getelementptr inbounds %struct.HUF_DEltX2, ptr %348, i64 %349
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %347, ptr align 2 %350, i64 2, i1 false)
  %351 = load ptr, ptr %79, align 8
  %352 = load ptr, ptr %80, align 8
  %353 = load i64, ptr %82, align 8
  %354 = getelementptr inbounds %struct.HUF_DEltX2, ptr %352, i64 %353
  %355 = getelementptr inbounds %struct.HUF_DEltX2, ptr %354, i32 0, i32 1
  %356 = load i8, ptr %355, align 2
  %357 = zext i8 %356 to i32
  store ptr %351, ptr %11, align 8
  store i32 %357, ptr %12, align 4
  %358 = load i32, ptr %12, align 4
  %359 = load ptr, ptr %11, align 8
  %360 = getelementptr inbounds %struct.BIT_DStream_t, ptr %359, i32 0, i32 1
  %361 = load i32, ptr %360, align 8
  %362 = add i32 %361, %358
  store i32 %362, ptr %360, align 8
  %363 = load ptr, ptr %80, align 8
  %364 = load i64, ptr %82, align 8
  %365 = getelementptr inbounds %struct.HUF_DEltX2, ptr %363, i64 %364
  %366 = getelementptr inbounds %struct.HUF_DEltX2, ptr %365, i32 0, i32 2
  %367 = load i8, ptr %366, align 1
  %368 = zext i8 %367 to i32
  %369 = load ptr, ptr %109, align 8
  %370 = zext i32 %368 to i64
  %371 = getelementptr inbounds i8, ptr %369, i64 %370
  store ptr %371, ptr %109, align 8
  %372 = load ptr, ptr %109, align 8
  %373 = load ptr, ptr %110, align 8
  %374 = load ptr, ptr %112, align 8
  %375 = load i32, ptr %113, align 4
  store ptr %372, ptr %83, align 8
  store ptr %373, ptr %84, align 8
  store ptr %374, ptr %85, align 8
  store i32 %375, ptr %86, align 4
  %376 = load ptr, ptr %84, align 8
  %377 = load i32, ptr %86, align 4
  %378 = call i64 @BIT_lookBitsFast(ptr noundef %376, i32 noundef %377)
  store i64 %378, ptr %87, align 8
  %379 = load ptr, ptr %83, align 8
  %380 = load ptr, ptr %85, align 8
  %381 = load i64, ptr %87, align 8
  %382 = getelementptr inbounds %struct.HUF_DEltX2, ptr %380, i64 %381
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %379, ptr align 2 %382, i64 2, i1 false)
  %383 = load ptr, ptr %84, align 8
  %384 = load ptr, ptr %85, align 8
  %385 = load i64, ptr %87, align 8
  %386 = getelementptr inbounds %struct.HUF_DEltX2, ptr %384, i64 %385
  %387 = getelementptr inbounds %struct.HUF_DEltX2, ptr %386, i32 0, i32 1
  %388 = load i8, ptr %387, align 2
  %389 = zext i8 %388 to i32
  store ptr %383, ptr %9, align 8
  store i32 %389, ptr %10, align 4
  %390 = load i32, ptr %10, align 4
  %391 = load ptr, ptr %9, align 8
  %392 = getelementptr inbounds %struct.BIT_DStream_t, ptr %391, i32 0, i32 1
  %393 = load i32, ptr %392, align 8
  %394 = add i32 %393, %390
  store i32 %394, ptr %392, align 8
  %395 = load ptr, ptr %85, align 8
  %396 = load i64, ptr %87, align 8
  %397 = getelementptr inbounds %struct.HUF_DEltX2, ptr %395, i64 %396
  %398 = getelementptr inbounds %struct.HUF_DEltX2, ptr %397, i32 0, i32 2
  %399 = load i8, ptr %398, align 1
  %400 = zext i8 %399 to i32
  %401 = load ptr, ptr %109, align 8
  %402 = zext i32 %400 to i64
  %403 = getelementptr inbounds i8, ptr %401, i64 %402
  store ptr %403, ptr %109, align 8
  %404 = load ptr, ptr %109, align 8
  %405 = load ptr, ptr %110, align 8
  %406 = load ptr, ptr %112, align 8
  %407 = load i32, ptr %113, align 4
  store ptr %404, ptr %88, align 8
  store ptr %405, ptr %89, align 8
  store ptr %406, ptr %90, align 8
  store i32 %407, ptr %91, align 4
  %408 = load ptr, ptr %89, align 8
  %409 = load i32, ptr %91, align 4
  %410 = call i64 @BIT_lookBitsFast(ptr noundef %408, i32 noundef %409)
  store i64 %410, ptr %92, align 8
  %411 = load ptr, ptr %88, align 8
  %412 = load ptr, ptr %90, align 8
  %413 = load i64, ptr %92, align 8
  %414 = getelementptr inbounds %struct.HUF_DEltX2, ptr %412, i64 %413
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %411, ptr align 2 %414, i64 2, i1 false)
  %415 = load ptr, ptr %89, align 8
  %416 = load ptr, ptr %90, align 8
  %417 = load i64, ptr %92, align 8
  %418 = getelementptr inbounds %struct.HUF_DEltX2, ptr %416, i64 %417
  %419 = getelementptr inbounds %struct.HUF_DEltX2, ptr %418, i32 0, i32 1
  %420 = load i8, ptr %419, align 2
  %421 = zext i8 %420 to i32
  store ptr %415, ptr %7, align 8
  store i32 %421, ptr %8, align 4
  %422 = load i32, ptr %8, align 4
  %423 = load ptr, ptr %7, align 8
  %424 = getelementptr inbounds %struct.BIT_DStream_t, ptr %423, i32 0, i32 1
  %425 = load i32, ptr %424, align 8
  %426 = add i32 %425, %422
  store i32 %426, ptr %424, align 8
  %427 = load ptr, ptr %90, align 8
  %428 = load i64, ptr %92, align 8
  %429 = getelementptr inbounds %struct.HUF_DEltX2, ptr %427, i64 %428
  %430 = getelementptr inbounds %struct.HUF_DEltX2, ptr %429, i32 0, i32 2
  %431 = load i8, ptr %430, align 1
  %432 = zext i8 %431 to i32
  %433 = load ptr, ptr %109, align 8
  %434 = zext i32 %432 to i64
  %435 = getelementptr inbounds i8, ptr %433, i64 %434
  store ptr %435, ptr %109, align 8
  br label %178, !llvm.loop !29

436:                                              ; preds = %264
  br label %677

437:                                              ; preds = %174, %171
  br label %438

438:                                              ; preds = %643, %437
  %439 = load ptr, ptr %110, align 8
  store ptr %439, ptr %102, align 8
  %440 = load ptr, ptr %102, align 8
  %441 = getelementptr inbounds %struct.BIT_DStream_t, ptr %440, i32 0, i32 1
  %442 = load i32, ptr %441, align 8
  %443 = zext i32 %442 to i64
  %444 = icmp ugt i64 %443, 64
  %445 = zext i1 %444 to i32
  %446 = sext i32 %445 to i64
  br i1 %444, label %447, label %450

447:                                              ; preds = %438
  %448 = load ptr, ptr %102, align 8
  %449 = getelementptr inbounds %struct.BIT_DStream_t, ptr %448, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %449, align 8
  store i32 3, ptr %101, align 4
  br label %524

450:                                              ; preds = %438
  %451 = load ptr, ptr %102, align 8
  %452 = getelementptr inbounds %struct.BIT_DStream_t, ptr %451, i32 0, i32 2
  %453 = load ptr, ptr %452, align 8
  %454 = load ptr, ptr %102, align 8
  %455 = getelementptr inbounds %struct.BIT_DStream_t, ptr %454, i32 0, i32 4
  %456 = load ptr, ptr %455, align 8
  %457 = icmp uge ptr %453, %456
  br i1 %457, label %458, label %461

458:                                              ; preds = %450
  %459 = load ptr, ptr %102, align 8
  %460 = call i32 @BIT_reloadDStream_internal(ptr noundef %459)
  store i32 %460, ptr %101, align 4
  br label %524

461:                                              ; preds = %450
  %462 = load ptr, ptr %102, align 8
  %463 = getelementptr inbounds %struct.BIT_DStream_t, ptr %462, i32 0, i32 2
  %464 = load ptr, ptr %463, align 8
  %465 = load ptr, ptr %102, align 8
  %466 = getelementptr inbounds %struct.BIT_DStream_t, ptr %465, i32 0, i32 3
  %467 = load ptr, ptr %466, align 8
  %468 = icmp eq ptr %464, %467
  br i1 %468, label %469, label %477

469:                                              ; preds = %461
  %470 = load ptr, ptr %102, align 8
  %471 = getelementptr inbounds %struct.BIT_DStream_t, ptr %470, i32 0, i32 1
  %472 = load i32, ptr %471, align 8
  %473 = zext i32 %472 to i64
  %474 = icmp ult i64 %473, 64
  br i1 %474, label %475, label %476

475:                                              ; preds = %469
  store i32 1, ptr %101, align 4
  br label %524

476:                                              ; preds = %469
  store i32 2, ptr %101, align 4
  br label %524

477:                                              ; preds = %461
  %478 = load ptr, ptr %102, align 8
  %479 = getelementptr inbounds %struct.BIT_DStream_t, ptr %478, i32 0, i32 1
  %480 = load i32, ptr %479, align 8
  %481 = lshr i32 %480, 3
  store i32 %481, ptr %103, align 4
  store i32 0, ptr %104, align 4
  %482 = load ptr, ptr %102, align 8
  %483 = getelementptr inbounds %struct.BIT_DStream_t, ptr %482, i32 0, i32 2
  %484 = load ptr, ptr %483, align 8
  %485 = load i32, ptr %103, align 4
  %486 = zext i32 %485 to i64
  %487 = sub i64 0, %486
  %488 = getelementptr inbounds i8, ptr %484, i64 %487
  %489 = load ptr, ptr %102, align 8
  %490 = getelementptr inbounds %struct.BIT_DStream_t, ptr %489, i32 0, i32 3
  %491 = load ptr, ptr %490, align 8
  %492 = icmp ult ptr %488, %491
  br i1 %492, label %493, label %504

493:                                              ; preds = %477
  %494 = load ptr, ptr %102, align 8
  %495 = getelementptr inbounds %struct.BIT_DStream_t, ptr %494, i32 0, i32 2
  %496 = load ptr, ptr %495, align 8
  %497 = load ptr, ptr %102, align 8
  %498 = getelementptr inbounds %struct.BIT_DStream_t, ptr %497, i32 0, i32 3
  %499 = load ptr, ptr %498, align 8
  %500 = ptrtoint ptr %496 to i64
  %501 = ptrtoint ptr %499 to i64
  %502 = sub i64 %500, %501
  %503 = trunc i64 %502 to i32
  store i32 %503, ptr %103, align 4
  store i32 1, ptr %104, align 4
  br label %504

504:                                              ; preds = %493, %477
  %505 = load i32, ptr %103, align 4
  %506 = load ptr, ptr %102, align 8
  %507 = getelementptr inbounds %struct.BIT_DStream_t, ptr %506, i32 0, i32 2
  %508 = load ptr, ptr %507, align 8
  %509 = zext i32 %505 to i64
  %510 = sub i64 0, %509
  %511 = getelementptr inbounds i8, ptr %508, i64 %510
  store ptr %511, ptr %507, align 8
  %512 = load i32, ptr %103, align 4
  %513 = mul i32 %512, 8
  %514 = load ptr, ptr %102, align 8
  %515 = getelementptr inbounds %struct.BIT_DStream_t, ptr %514, i32 0, i32 1
  %516 = load i32, ptr %515, align 8
  %517 = sub i32 %516, %513
  store i32 %517, ptr %515, align 8
  %518 = load ptr, ptr %102, align 8
  %519 = getelementptr inbounds %struct.BIT_DStream_t, ptr %518, i32 0, i32 2
  %520 = load ptr, ptr %519, align 8
  %521 = call i64 @MEM_readLEST(ptr noundef %520)
  %522 = load ptr, ptr %102, align 8
  store i64 %521, ptr %522, align 8
  %523 = load i32, ptr %104, align 4
  store i32 %523, ptr %101, align 4
  br label %524

524:                                              ; preds = %447, %458, %475, %476, %504
  %525 = load i32, ptr %101, align 4
  %526 = icmp eq i32 %525, 0
  %527 = zext i1 %526 to i32
  %528 = load ptr, ptr %109, align 8
  %529 = load ptr, ptr %111, align 8
  %530 = getelementptr inbounds i8, ptr %529, i64 -7
  %531 = icmp ult ptr %528, %530
  %532 = zext i1 %531 to i32
  %533 = and i32 %527, %532
  %534 = icmp ne i32 %533, 0
  br i1 %534, label %535, label %676

535:                                              ; preds = %524
  %536 = call i32 @MEM_64bits()
  %537 = icmp ne i32 %536, 0
  br i1 %537, label %538, label %571

538:                                              ; preds = %535
  %539 = load ptr, ptr %109, align 8
  %540 = load ptr, ptr %110, align 8
  %541 = load ptr, ptr %112, align 8
  %542 = load i32, ptr %113, align 4
  store ptr %539, ptr %63, align 8
  store ptr %540, ptr %64, align 8
  store ptr %541, ptr %65, align 8
  store i32 %542, ptr %66, align 4
  %543 = load ptr, ptr %64, align 8
  %544 = load i32, ptr %66, align 4
  %545 = call i64 @BIT_lookBitsFast(ptr noundef %543, i32 noundef %544)
  store i64 %545, ptr %67, align 8
  %546 = load ptr, ptr %63, align 8
  %547 = load ptr, ptr %65, align 8
  %548 = load i64, ptr %67, align 8
  %549 = getelementptr inbounds %struct.HUF_DEltX2, ptr %547, i64 %548
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %546, ptr align 2 %549, i64 2, i1 false)
  %550 = load ptr, ptr %64, align 8
  %551 = load ptr, ptr %65, align 8
  %552 = load i64, ptr %67, align 8
  %553 = getelementptr inbounds %struct.HUF_DEltX2, ptr %551, i64 %552
  %554 = getelementptr inbounds %struct.HUF_DEltX2, ptr %553, i32 0, i32 1
  %555 = load i8, ptr %554, align 2
  %556 = zext i8 %555 to i32
  store ptr %550, ptr %17, align 8
  store i32 %556, ptr %18, align 4
  %557 = load i32, ptr %18, align 4
  %558 = load ptr, ptr %17, align 8
  %559 = getelementptr inbounds %struct.BIT_DStream_t, ptr %558, i32 0, i32 1
  %560 = load i32, ptr %559, align 8
  %561 = add i32 %560, %557
  store i32 %561, ptr %559, align 8
  %562 = load ptr, ptr %65, align 8
  %563 = load i64, ptr %67, align 8
  %564 = getelementptr inbounds %struct.HUF_DEltX2, ptr %562, i64 %563
  %565 = getelementptr inbounds %struct.HUF_DEltX2, ptr %564, i32 0, i32 2
  %566 = load i8, ptr %565, align 1
  %567 = zext i8 %566 to i32
  %568 = load ptr, ptr %109, align 8
  %569 = zext i32 %567 to i64
  %570 = getelementptr inbounds i8, ptr %568, i64 %569
  store ptr %570, ptr %109, align 8
  br label %571

571:                                              ; preds = %538, %535
  %572 = call i32 @MEM_64bits()
  %573 = icmp ne i32 %572, 0
  br i1 %573, label %575, label %574

574:                                              ; preds = %571
  br label %575

575:                                              ; preds = %574, %571
  %576 = load ptr, ptr %109, align 8
  %577 = load ptr, ptr %110, align 8
  %578 = load ptr, ptr %112, align 8
  %579 = load i32, ptr %113, align 4
  store ptr %576, ptr %48, align 8
  store ptr %577, ptr %49, align 8
  store ptr %578, ptr %50, align 8
  store i32 %579, ptr %51, align 4
  %580 = load ptr, ptr %49, align 8
  %581 = load i32, ptr %51, align 4
  %582 = call i64 @BIT_lookBitsFast(ptr noundef %580, i32 noundef %581)
  store i64 %582, ptr %52, align 8
  %583 = load ptr, ptr %48, align 8
  %584 = load ptr, ptr %50, align 8
  %585 = load i64, ptr %52, align 8
  %586 = getelementptr inbounds %struct.HUF_DEltX2, ptr %584, i64 %585
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %583, ptr align 2 %586, i64 2, i1 false)
  %587 = load ptr, ptr %49, align 8
  %588 = load ptr, ptr %50, align 8
  %589 = load i64, ptr %52, align 8
  %590 = getelementptr inbounds %struct.HUF_DEltX2, ptr %588, i64 %589
  %591 = getelementptr inbounds %struct.HUF_DEltX2, ptr %590, i32 0, i32 1
  %592 = load i8, ptr %591, align 2
  %593 = zext i8 %592 to i32
  store ptr %587, ptr %23, align 8
  store i32 %593, ptr %24, align 4
  %594 = load i32, ptr %24, align 4
  %595 = load ptr, ptr %23, align 8
  %596 = getelementptr inbounds %struct.BIT_DStream_t, ptr %595, i32 0, i32 1
  %597 = load i32, ptr %596, align 8
  %598 = add i32 %597, %594
  store i32 %598, ptr %596, align 8
  %599 = load ptr, ptr %50, align 8
  %600 = load i64, ptr %52, align 8
  %601 = getelementptr inbounds %struct.HUF_DEltX2, ptr %599, i64 %600
  %602 = getelementptr inbounds %struct.HUF_DEltX2, ptr %601, i32 0, i32 2
  %603 = load i8, ptr %602, align 1
  %604 = zext i8 %603 to i32
  %605 = load ptr, ptr %109, align 8
  %606 = zext i32 %604 to i64
  %607 = getelementptr inbounds i8, ptr %605, i64 %606
  store ptr %607, ptr %109, align 8
  %608 = call i32 @MEM_64bits()
  %609 = icmp ne i32 %608, 0
  br i1 %609, label %610, label %643

610:                                              ; preds = %575
  %611 = load ptr, ptr %109, align 8
  %612 = load ptr, ptr %110, align 8
  %613 = load ptr, ptr %112, align 8
  %614 = load i32, ptr %113, align 4
  store ptr %611, ptr %58, align 8
  store ptr %612, ptr %59, align 8
  store ptr %613, ptr %60, align 8
  store i32 %614, ptr %61, align 4
  %615 = load ptr, ptr %59, align 8
  %616 = load i32, ptr %61, align 4
  %617 = call i64 @BIT_lookBitsFast(ptr noundef %615, i32 noundef %616)
  store i64 %617, ptr %62, align 8
  %618 = load ptr, ptr %58, align 8
  %619 = load ptr, ptr %60, align 8
  %620 = load i64, ptr %62, align 8
  %621 = getelementptr inbounds %struct.HUF_DEltX2, ptr %619, i64 %620
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %618, ptr align 2 %621, i64 2, i1 false)
  %622 = load ptr, ptr %59, align 8
  %623 = load ptr, ptr %60, align 8
  %624 = load i64, ptr %62, align 8
  %625 = getelementptr inbounds %struct.HUF_DEltX2, ptr %623, i64 %624
  %626 = getelementptr inbounds %struct.HUF_DEltX2, ptr %625, i32 0, i32 1
  %627 = load i8, ptr %626, align 2
  %628 = zext i8 %627 to i32
  store ptr %622, ptr %19, align 8
  store i32 %628, ptr %20, align 4
  %629 = load i32, ptr %20, align 4
  %630 = load ptr, ptr %19, align 8
  %631 = getelementptr inbounds %struct.BIT_DStream_t, ptr %630, i32 0, i32 1
  %632 = load i32, ptr %631, align 8
  %633 = add i32 %632, %629
  store i32 %633, ptr %631, align 8
  %634 = load ptr, ptr %60, align 8
  %635 = load i64, ptr %62, align 8
  %636 = getelementptr inbounds %struct.HUF_DEltX2, ptr %634, i64 %635
  %637 = getelementptr inbounds %struct.HUF_DEltX2, ptr %636, i32 0, i32 2
  %638 = load i8, ptr %637, align 1
  %639 = zext i8 %638 to i32
  %640 = load ptr, ptr %109, align 8
  %641 = zext i32 %639 to i64
  %642 = getelementptr inbounds i8, ptr %640, i64 %641
  store ptr %642, ptr %109, align 8
  br label %643

643:                                              ; preds = %610, %575
  %644 = load ptr, ptr %109, align 8
  %645 = load ptr, ptr %110, align 8
  %646 = load ptr, ptr %112, align 8
  %647 = load i32, ptr %113, align 4
  store ptr %644, ptr %53, align 8
  store ptr %645, ptr %54, align 8
  store ptr %646, ptr %55, align 8
  store i32 %647, ptr %56, align 4
  %648 = load ptr, ptr %54, align 8
  %649 = load i32, ptr %56, align 4
  %650 = call i64 @BIT_lookBitsFast(ptr noundef %648, i32 noundef %649)
  store i64 %650, ptr %57, align 8
  %651 = load ptr, ptr %53, align 8
  %652 = load ptr, ptr %55, align 8
  %653 = load i64, ptr %57, align 8
  %654 = getelementptr inbounds %struct.HUF_DEltX2, ptr %652, i64 %653
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %651, ptr align 2 %654, i64 2, i1 false)
  %655 = load ptr, ptr %54, align 8
  %656 = load ptr, ptr %55, align 8
  %657 = load i64, ptr %57, align 8
  %658 = getelementptr inbounds %struct.HUF_DEltX2, ptr %656, i64 %657
  %659 = getelementptr inbounds %struct.HUF_DEltX2, ptr %658, i32 0, i32 1
  %660 = load i8, ptr %659, align 2
  %661 = zext i8 %660 to i32
  store ptr %655, ptr %21, align 8
  store i32 %661, ptr %22, align 4
  %662 = load i32, ptr %22, align 4
  %663 = load ptr, ptr %21, align 8
  %664 = getelementptr inbounds %struct.BIT_DStream_t, ptr %663, i32 0, i32 1
  %665 = load i32, ptr %664, align 8
  %666 = add i32 %665, %662
  store i32 %666, ptr %664, align 8
  %667 = load ptr, ptr %55, align 8
  %668 = load i64, ptr %57, align 8
  %669 = getelementptr inbounds %struct.HUF_DEltX2, ptr %667, i64 %668
  %670 = getelementptr inbounds %struct.HUF_DEltX2, ptr %669, i32 0, i32 2
  %671 = load i8, ptr %670, align 1
  %672 = zext i8 %671 to i32
  %673 = load ptr, ptr %109, align 8
  %674 = zext i32 %672 to i64
  %675 = getelementptr inbounds i8, ptr %673, i64 %674
  store ptr %675, ptr %109, align 8
  br label %438, !llvm.loop !30

676:                                              ; preds = %524
  br label %677

677:                                              ; preds = %676, %436
  br label %766

678:                                              ; preds = %148
  %679 = load ptr, ptr %110, align 8
  store ptr %679, ptr %94, align 8
  %680 = load ptr, ptr %94, align 8
  %681 = getelementptr inbounds %struct.BIT_DStream_t, ptr %680, i32 0, i32 1
  %682 = load i32, ptr %681, align 8
  %683 = zext i32 %682 to i64
  %684 = icmp ugt i64 %683, 64
  %685 = zext i1 %684 to i32
  %686 = sext i32 %685 to i64
  br i1 %684, label %687, label %690

687:                                              ; preds = %678
  %688 = load ptr, ptr %94, align 8
  %689 = getelementptr inbounds %struct.BIT_DStream_t, ptr %688, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %689, align 8
  store i32 3, ptr %93, align 4
  br label %764

690:                                              ; preds = %678
  %691 = load ptr, ptr %94, align 8
  %692 = getelementptr inbounds %struct.BIT_DStream_t, ptr %691, i32 0, i32 2
  %693 = load ptr, ptr %692, align 8
  %694 = load ptr, ptr %94, align 8
  %695 = getelementptr inbounds %struct.BIT_DStream_t, ptr %694, i32 0, i32 4
  %696 = load ptr, ptr %695, align 8
  %697 = icmp uge ptr %693, %696
  br i1 %697, label %698, label %701

698:                                              ; preds = %690
  %699 = load ptr, ptr %94, align 8
  %700 = call i32 @BIT_reloadDStream_internal(ptr noundef %699)
  store i32 %700, ptr %93, align 4
  br label %764

701:                                              ; preds = %690
  %702 = load ptr, ptr %94, align 8
  %703 = getelementptr inbounds %struct.BIT_DStream_t, ptr %702, i32 0, i32 2
  %704 = load ptr, ptr %703, align 8
  %705 = load ptr, ptr %94, align 8
  %706 = getelementptr inbounds %struct.BIT_DStream_t, ptr %705, i32 0, i32 3
  %707 = load ptr, ptr %706, align 8
  %708 = icmp eq ptr %704, %707
  br i1 %708, label %709, label %717

709:                                              ; preds = %701
  %710 = load ptr, ptr %94, align 8
  %711 = getelementptr inbounds %struct.BIT_DStream_t, ptr %710, i32 0, i32 1
  %712 = load i32, ptr %711, align 8
  %713 = zext i32 %712 to i64
  %714 = icmp ult i64 %713, 64
  br i1 %714, label %715, label %716

715:                                              ; preds = %709
  store i32 1, ptr %93, align 4
  br label %764

716:                                              ; preds = %709
  store i32 2, ptr %93, align 4
  br label %764

717:                                              ; preds = %701
  %718 = load ptr, ptr %94, align 8
  %719 = getelementptr inbounds %struct.BIT_DStream_t, ptr %718, i32 0, i32 1
  %720 = load i32, ptr %719, align 8
  %721 = lshr i32 %720, 3
  store i32 %721, ptr %95, align 4
  store i32 0, ptr %96, align 4
  %722 = load ptr, ptr %94, align 8
  %723 = getelementptr inbounds %struct.BIT_DStream_t, ptr %722, i32 0, i32 2
  %724 = load ptr, ptr %723, align 8
  %725 = load i32, ptr %95, align 4
  %726 = zext i32 %725 to i64
  %727 = sub i64 0, %726
  %728 = getelementptr inbounds i8, ptr %724, i64 %727
  %729 = load ptr, ptr %94, align 8
  %730 = getelementptr inbounds %struct.BIT_DStream_t, ptr %729, i32 0, i32 3
  %731 = load ptr, ptr %730, align 8
  %732 = icmp ult ptr %728, %731
  br i1 %732, label %733, label %744

733:                                              ; preds = %717
  %734 = load ptr, ptr %94, align 8
  %735 = getelementptr inbounds %struct.BIT_DStream_t, ptr %734, i32 0, i32 2
  %736 = load ptr, ptr %735, align 8
  %737 = load ptr, ptr %94, align 8
  %738 = getelementptr inbounds %struct.BIT_DStream_t, ptr %737, i32 0, i32 3
  %739 = load ptr, ptr %738, align 8
  %740 = ptrtoint ptr %736 to i64
  %741 = ptrtoint ptr %739 to i64
  %742 = sub i64 %740, %741
  %743 = trunc i64 %742 to i32
  store i32 %743, ptr %95, align 4
  store i32 1, ptr %96, align 4
  br label %744

744:                                              ; preds = %733, %717
  %745 = load i32, ptr %95, align 4
  %746 = load ptr, ptr %94, align 8
  %747 = getelementptr inbounds %struct.BIT_DStream_t, ptr %746, i32 0, i32 2
  %748 = load ptr, ptr %747, align 8
  %749 = zext i32 %745 to i64
  %750 = sub i64 0, %749
  %751 = getelementptr inbounds i8, ptr %748, i64 %750
  store ptr %751, ptr %747, align 8
  %752 = load i32, ptr %95, align 4
  %753 = mul i32 %752, 8
  %754 = load ptr, ptr %94, align 8
  %755 = getelementptr inbounds %struct.BIT_DStream_t, ptr %754, i32 0, i32 1
  %756 = load i32, ptr %755, align 8
  %757 = sub i32 %756, %753
  store i32 %757, ptr %755, align 8
  %758 = load ptr, ptr %94, align 8
  %759 = getelementptr inbounds %struct.BIT_DStream_t, ptr %758, i32 0, i32 2
  %760 = load ptr, ptr %759, align 8
  %761 = call i64 @MEM_readLEST(ptr noundef %760)
  %762 = load ptr, ptr %94, align 8
  store i64 %761, ptr %762, align 8
  %763 = load i32, ptr %96, align 4
  store i32 %763, ptr %93, align 4
  br label %764

764:                                              ; preds = %687, %698, %715, %716, %744
  %765 = load i32, ptr %93, align 4
  br label %766

766:                                              ; preds = %764, %677
  %767 = load ptr, ptr %111, align 8
  %768 = load ptr, ptr %109, align 8
  %769 = ptrtoint ptr %767 to i64
  %770 = ptrtoint ptr %768 to i64
  %771 = sub i64 %769, %770
  %772 = icmp uge i64 %771, 2
  br i1 %772, label %773, label %944

773:                                              ; preds = %766
  br label %774

774:                                              ; preds = %871, %773
  %775 = load ptr, ptr %110, align 8
  store ptr %775, ptr %98, align 8
  %776 = load ptr, ptr %98, align 8
  %777 = getelementptr inbounds %struct.BIT_DStream_t, ptr %776, i32 0, i32 1
  %778 = load i32, ptr %777, align 8
  %779 = zext i32 %778 to i64
  %780 = icmp ugt i64 %779, 64
  %781 = zext i1 %780 to i32
  %782 = sext i32 %781 to i64
  br i1 %780, label %783, label %786

783:                                              ; preds = %774
  %784 = load ptr, ptr %98, align 8
  %785 = getelementptr inbounds %struct.BIT_DStream_t, ptr %784, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %785, align 8
  store i32 3, ptr %97, align 4
  br label %860

786:                                              ; preds = %774
  %787 = load ptr, ptr %98, align 8
  %788 = getelementptr inbounds %struct.BIT_DStream_t, ptr %787, i32 0, i32 2
  %789 = load ptr, ptr %788, align 8
  %790 = load ptr, ptr %98, align 8
  %791 = getelementptr inbounds %struct.BIT_DStream_t, ptr %790, i32 0, i32 4
  %792 = load ptr, ptr %791, align 8
  %793 = icmp uge ptr %789, %792
  br i1 %793, label %794, label %797

794:                                              ; preds = %786
  %795 = load ptr, ptr %98, align 8
  %796 = call i32 @BIT_reloadDStream_internal(ptr noundef %795)
  store i32 %796, ptr %97, align 4
  br label %860

797:                                              ; preds = %786
  %798 = load ptr, ptr %98, align 8
  %799 = getelementptr inbounds %struct.BIT_DStream_t, ptr %798, i32 0, i32 2
  %800 = load ptr, ptr %799, align 8
  %801 = load ptr, ptr %98, align 8
  %802 = getelementptr inbounds %struct.BIT_DStream_t, ptr %801, i32 0, i32 3
  %803 = load ptr, ptr %802, align 8
  %804 = icmp eq ptr %800, %803
  br i1 %804, label %805, label %813

805:                                              ; preds = %797
  %806 = load ptr, ptr %98, align 8
  %807 = getelementptr inbounds %struct.BIT_DStream_t, ptr %806, i32 0, i32 1
  %808 = load i32, ptr %807, align 8
  %809 = zext i32 %808 to i64
  %810 = icmp ult i64 %809, 64
  br i1 %810, label %811, label %812

811:                                              ; preds = %805
  store i32 1, ptr %97, align 4
  br label %860

812:                                              ; preds = %805
  store i32 2, ptr %97, align 4
  br label %860

813:                                              ; preds = %797
  %814 = load ptr, ptr %98, align 8
  %815 = getelementptr inbounds %struct.BIT_DStream_t, ptr %814, i32 0, i32 1
  %816 = load i32, ptr %815, align 8
  %817 = lshr i32 %816, 3
  store i32 %817, ptr %99, align 4
  store i32 0, ptr %100, align 4
  %818 = load ptr, ptr %98, align 8
  %819 = getelementptr inbounds %struct.BIT_DStream_t, ptr %818, i32 0, i32 2
  %820 = load ptr, ptr %819, align 8
  %821 = load i32, ptr %99, align 4
  %822 = zext i32 %821 to i64
  %823 = sub i64 0, %822
  %824 = getelementptr inbounds i8, ptr %820, i64 %823
  %825 = load ptr, ptr %98, align 8
  %826 = getelementptr inbounds %struct.BIT_DStream_t, ptr %825, i32 0, i32 3
  %827 = load ptr, ptr %826, align 8
  %828 = icmp ult ptr %824, %827
  br i1 %828, label %829, label %840

829:                                              ; preds = %813
  %830 = load ptr, ptr %98, align 8
  %831 = getelementptr inbounds %struct.BIT_DStream_t, ptr %830, i32 0, i32 2
  %832 = load ptr, ptr %831, align 8
  %833 = load ptr, ptr %98, align 8
  %834 = getelementptr inbounds %struct.BIT_DStream_t, ptr %833, i32 0, i32 3
  %835 = load ptr, ptr %834, align 8
  %836 = ptrtoint ptr %832 to i64
  %837 = ptrtoint ptr %835 to i64
  %838 = sub i64 %836, %837
  %839 = trunc i64 %838 to i32
  store i32 %839, ptr %99, align 4
  store i32 1, ptr %100, align 4
  br label %840

840:                                              ; preds = %829, %813
  %841 = load i32, ptr %99, align 4
  %842 = load ptr, ptr %98, align 8
  %843 = getelementptr inbounds %struct.BIT_DStream_t, ptr %842, i32 0, i32 2
  %844 = load ptr, ptr %843, align 8
  %845 = zext i32 %841 to i64
  %846 = sub i64 0, %845
  %847 = getelementptr inbounds i8, ptr %844, i64 %846
  store ptr %847, ptr %843, align 8
  %848 = load i32, ptr %99, align 4
  %849 = mul i32 %848, 8
  %850 = load ptr, ptr %98, align 8
  %851 = getelementptr inbounds %struct.BIT_DStream_t, ptr %850, i32 0, i32 1
  %852 = load i32, ptr %851, align 8
  %853 = sub i32 %852, %849
  store i32 %853, ptr %851, align 8
  %854 = load ptr, ptr %98, align 8
  %855 = getelementptr inbounds %struct.BIT_DStream_t, ptr %854, i32 0, i32 2
  %856 = load ptr, ptr %855, align 8
  %857 = call i64 @MEM_readLEST(ptr noundef %856)
  %858 = load ptr, ptr %98, align 8
  store i64 %857, ptr %858, align 8
  %859 = load i32, ptr %100, align 4
  store i32 %859, ptr %97, align 4
  br label %860

860:                                              ; preds = %783, %794, %811, %812, %840
  %861 = load i32, ptr %97, align 4
  %862 = icmp eq i32 %861, 0
  %863 = zext i1 %862 to i32
  %864 = load ptr, ptr %109, align 8
  %865 = load ptr, ptr %111, align 8
  %866 = getelementptr inbounds i8, ptr %865, i64 -2
  %867 = icmp ule ptr %864, %866
  %868 = zext i1 %867 to i32
  %869 = and i32 %863, %868
  %870 = icmp ne i32 %869, 0
  br i1 %870, label %871, label %904

871:                                              ; preds = %860
  %872 = load ptr, ptr %109, align 8
  %873 = load ptr, ptr %110, align 8
  %874 = load ptr, ptr %112, align 8
  %875 = load i32, ptr %113, align 4
  store ptr %872, ptr %43, align 8
  store ptr %873, ptr %44, align 8
  store ptr %874, ptr %45, align 8
  store i32 %875, ptr %46, align 4
  %876 = load ptr, ptr %44, align 8
  %877 = load i32, ptr %46, align 4
  %878 = call i64 @BIT_lookBitsFast(ptr noundef %876, i32 noundef %877)
  store i64 %878, ptr %47, align 8
  %879 = load ptr, ptr %43, align 8
  %880 = load ptr, ptr %45, align 8
  %881 = load i64, ptr %47, align 8
  %882 = getelementptr inbounds %struct.HUF_DEltX2, ptr %880, i64 %881
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %879, ptr align 2 %882, i64 2, i1 false)
  %883 = load ptr, ptr %44, align 8
  %884 = load ptr, ptr %45, align 8
  %885 = load i64, ptr %47, align 8
  %886 = getelementptr inbounds %struct.HUF_DEltX2, ptr %884, i64 %885
  %887 = getelementptr inbounds %struct.HUF_DEltX2, ptr %886, i32 0, i32 1
  %888 = load i8, ptr %887, align 2
  %889 = zext i8 %888 to i32
  store ptr %883, ptr %25, align 8
  store i32 %889, ptr %26, align 4
  %890 = load i32, ptr %26, align 4
  %891 = load ptr, ptr %25, align 8
  %892 = getelementptr inbounds %struct.BIT_DStream_t, ptr %891, i32 0, i32 1
  %893 = load i32, ptr %892, align 8
  %894 = add i32 %893, %890
  store i32 %894, ptr %892, align 8
  %895 = load ptr, ptr %45, align 8
  %896 = load i64, ptr %47, align 8
  %897 = getelementptr inbounds %struct.HUF_DEltX2, ptr %895, i64 %896
  %898 = getelementptr inbounds %struct.HUF_DEltX2, ptr %897, i32 0, i32 2
  %899 = load i8, ptr %898, align 1
  %900 = zext i8 %899 to i32
  %901 = load ptr, ptr %109, align 8
  %902 = zext i32 %900 to i64
  %903 = getelementptr inbounds i8, ptr %901, i64 %902
  store ptr %903, ptr %109, align 8
  br label %774, !llvm.loop !31

904:                                              ; preds = %860
  br label %905

905:                                              ; preds = %910, %904
  %906 = load ptr, ptr %109, align 8
  %907 = load ptr, ptr %111, align 8
  %908 = getelementptr inbounds i8, ptr %907, i64 -2
  %909 = icmp ule ptr %906, %908
  br i1 %909, label %910, label %943

910:                                              ; preds = %905
  %911 = load ptr, ptr %109, align 8
  %912 = load ptr, ptr %110, align 8
  %913 = load ptr, ptr %112, align 8
  %914 = load i32, ptr %113, align 4
  store ptr %911, ptr %38, align 8
  store ptr %912, ptr %39, align 8
  store ptr %913, ptr %40, align 8
  store i32 %914, ptr %41, align 4
  %915 = load ptr, ptr %39, align 8
  %916 = load i32, ptr %41, align 4
  %917 = call i64 @BIT_lookBitsFast(ptr noundef %915, i32 noundef %916)
  store i64 %917, ptr %42, align 8
  %918 = load ptr, ptr %38, align 8
  %919 = load ptr, ptr %40, align 8
  %920 = load i64, ptr %42, align 8
  %921 = getelementptr inbounds %struct.HUF_DEltX2, ptr %919, i64 %920
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %918, ptr align 2 %921, i64 2, i1 false)
  %922 = load ptr, ptr %39, align 8
  %923 = load ptr, ptr %40, align 8
  %924 = load i64, ptr %42, align 8
  %925 = getelementptr inbounds %struct.HUF_DEltX2, ptr %923, i64 %924
  %926 = getelementptr inbounds %struct.HUF_DEltX2, ptr %925, i32 0, i32 1
  %927 = load i8, ptr %926, align 2
  %928 = zext i8 %927 to i32
  store ptr %922, ptr %27, align 8
  store i32 %928, ptr %28, align 4
  %929 = load i32, ptr %28, align 4
  %930 = load ptr, ptr %27, align 8
  %931 = getelementptr inbounds %struct.BIT_DStream_t, ptr %930, i32 0, i32 1
  %932 = load i32, ptr %931, align 8
  %933 = add i32 %932, %929
  store i32 %933, ptr %931, align 8
  %934 = load ptr, ptr %40, align 8
  %935 = load i64, ptr %42, align 8
  %936 = getelementptr inbounds %struct.HUF_DEltX2, ptr %934, i64 %935
  %937 = getelementptr inbounds %struct.HUF_DEltX2, ptr %936, i32 0, i32 2
  %938 = load i8, ptr %937, align 1
  %939 = zext i8 %938 to i32
  %940 = load ptr, ptr %109, align 8
  %941 = zext i32 %939 to i64
  %942 = getelementptr inbounds i8, ptr %940, i64 %941
  store ptr %942, ptr %109, align 8
  br label %905, !llvm.loop !32

943:                                              ; preds = %905
  br label %944

944:                                              ; preds = %943, %766
  %945 = load ptr, ptr %109, align 8
  %946 = load ptr, ptr %111, align 8
  %947 = icmp ult ptr %945, %946
  br i1 %947, label %948, label %1013

948:                                              ; preds = %944
  %949 = load ptr, ptr %109, align 8
  %950 = load ptr, ptr %110, align 8
  %951 = load ptr, ptr %112, align 8
  %952 = load i32, ptr %113, align 4
  store ptr %949, ptr %33, align 8
  store ptr %950, ptr %34, align 8
  store ptr %951, ptr %35, align 8
  store i32 %952, ptr %36, align 4
  %953 = load ptr, ptr %34, align 8
  %954 = load i32, ptr %36, align 4
  %955 = call i64 @BIT_lookBitsFast(ptr noundef %953, i32 noundef %954)
  store i64 %955, ptr %37, align 8
  %956 = load ptr, ptr %33, align 8
  %957 = load ptr, ptr %35, align 8
  %958 = load i64, ptr %37, align 8
  %959 = getelementptr inbounds %struct.HUF_DEltX2, ptr %957, i64 %958
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %956, ptr align 2 %959, i64 1, i1 false)
  %960 = load ptr, ptr %35, align 8
  %961 = load i64, ptr %37, align 8
  %962 = getelementptr inbounds %struct.HUF_DEltX2, ptr %960, i64 %961
  %963 = getelementptr inbounds %struct.HUF_DEltX2, ptr %962, i32 0, i32 2
  %964 = load i8, ptr %963, align 1
  %965 = zext i8 %964 to i32
  %966 = icmp eq i32 %965, 1
  br i1 %966, label %967, label %980

967:                                              ; preds = %948
  %968 = load ptr, ptr %34, align 8
  %969 = load ptr, ptr %35, align 8
  %970 = load i64, ptr %37, align 8
  %971 = getelementptr inbounds %struct.HUF_DEltX2, ptr %969, i64 %970
  %972 = getelementptr inbounds %struct.HUF_DEltX2, ptr %971, i32 0, i32 1
  %973 = load i8, ptr %972, align 2
  %974 = zext i8 %973 to i32
  store ptr %968, ptr %31, align 8
  store i32 %974, ptr %32, align 4
  %975 = load i32, ptr %32, align 4
  %976 = load ptr, ptr %31, align 8
  %977 = getelementptr inbounds %struct.BIT_DStream_t, ptr %976, i32 0, i32 1
  %978 = load i32, ptr %977, align 8
  %979 = add i32 %978, %975
  store i32 %979, ptr %977, align 8
  br label %1009

980:                                              ; preds = %948
  %981 = load ptr, ptr %34, align 8
  %982 = getelementptr inbounds %struct.BIT_DStream_t, ptr %981, i32 0, i32 1
  %983 = load i32, ptr %982, align 8
  %984 = zext i32 %983 to i64
  %985 = icmp ult i64 %984, 64
  br i1 %985, label %986, label %1008

986:                                              ; preds = %980
  %987 = load ptr, ptr %34, align 8
  %988 = load ptr, ptr %35, align 8
  %989 = load i64, ptr %37, align 8
  %990 = getelementptr inbounds %struct.HUF_DEltX2, ptr %988, i64 %989
  %991 = getelementptr inbounds %struct.HUF_DEltX2, ptr %990, i32 0, i32 1
  %992 = load i8, ptr %991, align 2
  %993 = zext i8 %992 to i32
  store ptr %987, ptr %29, align 8
  store i32 %993, ptr %30, align 4
  %994 = load i32, ptr %30, align 4
  %995 = load ptr, ptr %29, align 8
  %996 = getelementptr inbounds %struct.BIT_DStream_t, ptr %995, i32 0, i32 1
  %997 = load i32, ptr %996, align 8
  %998 = add i32 %997, %994
  store i32 %998, ptr %996, align 8
  %999 = load ptr, ptr %34, align 8
  %1000 = getelementptr inbounds %struct.BIT_DStream_t, ptr %999, i32 0, i32 1
  %1001 = load i32, ptr %1000, align 8
  %1002 = zext i32 %1001 to i64
  %1003 = icmp ugt i64 %1002, 64
  br i1 %1003, label %1004, label %1007

1004:                                             ; preds = %986
  %1005 = load ptr, ptr %34, align 8
  %1006 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1005, i32 0, i32 1
  store i32 64, ptr %1006, align 8
  br label %1007

1007:                                             ; preds = %1004, %986
  br label %1008

1008:                                             ; preds = %1007, %980
  br label %1009

1009:                                             ; preds = %967, %1008
  %1010 = load ptr, ptr %109, align 8
  %1011 = zext i32 1 to i64
  %1012 = getelementptr inbounds i8, ptr %1010, i64 %1011
  store ptr %1012, ptr %109, align 8
  br label %1013

1013:                                             ; preds = %944, %1009
  %1014 = load ptr, ptr %109, align 8
  %1015 = load ptr, ptr %114, align 8
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = ptrtoint ptr %1015 to i64
  %1018 = sub i64 %1016, %1017
  %1019 = call i32 @BIT_endOfDStream(ptr noundef %121)
  %1020 = icmp ne i32 %1019, 0
  br i1 %1020, label %1022, label %1021

1021:                                             ; preds = %1013
  store i64 -20, ptr %115, align 8
  br label %1024

1022:                                             ; preds = %1013
  %1023 = load i64, ptr %117, align 8
  store i64 %1023, ptr %115, align 8
  br label %1024

1024:                                             ; preds = %146, %1021, %1022
  %1025 = load i64, ptr %115, align 8
  ret i64 %1025
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @HUF_selectDecoder(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %9 = load i64, ptr %4, align 8
  %10 = load i64, ptr %3, align 8
  %11 = icmp uge i64 %9, %10
  br i1 %11, label %12, label %13

12:                                               ; preds = %2
  br label %19

13:                                               ; preds = %2
  %14 = load i64, ptr %4, align 8
  %15 = mul i64 %14, 16
  %16 = load i64, ptr %3, align 8
  %17 = udiv i64 %15, %16
  %18 = trunc i64 %17 to i32
  br label %19

19:                                               ; preds = %13, %12
  %20 = phi i32 [ 15, %12 ], [ %18, %13 ]
  store i32 %20, ptr %5, align 4
  %21 = load i64, ptr %3, align 8
  %22 = lshr i64 %21, 8
  %23 = trunc i64 %22 to i32
  store i32 %23, ptr %6, align 4
  %24 = load i32, ptr %5, align 4
  %25 = zext i32 %24 to i64
  %26 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %25
  %27 = getelementptr inbounds [2 x %struct.algo_time_t], ptr %26, i64 0, i64 0
  %28 = getelementptr inbounds %struct.algo_time_t, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 4
  %30 = load i32, ptr %5, align 4
  %31 = zext i32 %30 to i64
  %32 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %31
  %33 = getelementptr inbounds [2 x %struct.algo_time_t], ptr %32, i64 0, i64 0
  %34 = getelementptr inbounds %struct.algo_time_t, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %6, align 4
  %37 = mul i32 %35, %36
  %38 = add i32 %29, %37
  store i32 %38, ptr %7, align 4
  %39 = load i32, ptr %5, align 4
  %40 = zext i32 %39 to i64
  %41 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %40
  %42 = getelementptr inbounds [2 x %struct.algo_time_t], ptr %41, i64 0, i64 1
  %43 = getelementptr inbounds %struct.algo_time_t, ptr %42, i32 0, i32 0
  %44 = load i32, ptr %43, align 4
  %45 = load i32, ptr %5, align 4
  %46 = zext i32 %45 to i64
  %47 = getelementptr inbounds [16 x [2 x %struct.algo_time_t]], ptr @algoTime, i64 0, i64 %46
  %48 = getelementptr inbounds [2 x %struct.algo_time_t], ptr %47, i64 0, i64 1
  %49 = getelementptr inbounds %struct.algo_time_t, ptr %48, i32 0, i32 1
  %50 = load i32, ptr %49, align 4
  %51 = load i32, ptr %6, align 4
  %52 = mul i32 %50, %51
  %53 = add i32 %44, %52
  store i32 %53, ptr %8, align 4
  %54 = load i32, ptr %8, align 4
  %55 = lshr i32 %54, 5
  %56 = load i32, ptr %8, align 4
  %57 = add i32 %56, %55
  store i32 %57, ptr %8, align 4
  %58 = load i32, ptr %8, align 4
  %59 = load i32, ptr %7, align 4
  %60 = icmp ult i32 %58, %59
  %61 = zext i1 %60 to i32
  ret i32 %61
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress1X_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %19 = load i64, ptr %12, align 8
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %8
  store i64 -70, ptr %9, align 8
  br label %75

22:                                               ; preds = %8
  %23 = load i64, ptr %14, align 8
  %24 = load i64, ptr %12, align 8
  %25 = icmp ugt i64 %23, %24
  br i1 %25, label %26, label %27

26:                                               ; preds = %22
  store i64 -20, ptr %9, align 8
  br label %75

27:                                               ; preds = %22
  %28 = load i64, ptr %14, align 8
  %29 = load i64, ptr %12, align 8
  %30 = icmp eq i64 %28, %29
  br i1 %30, label %31, label %36

31:                                               ; preds = %27
  %32 = load ptr, ptr %11, align 8
  %33 = load ptr, ptr %13, align 8
  %34 = load i64, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %32, ptr align 1 %33, i64 %34, i1 false)
  %35 = load i64, ptr %12, align 8
  store i64 %35, ptr %9, align 8
  br label %75

36:                                               ; preds = %27
  %37 = load i64, ptr %14, align 8
  %38 = icmp eq i64 %37, 1
  br i1 %38, label %39, label %47

39:                                               ; preds = %36
  %40 = load ptr, ptr %11, align 8
  %41 = load ptr, ptr %13, align 8
  %42 = load i8, ptr %41, align 1
  %43 = zext i8 %42 to i32
  %44 = trunc i32 %43 to i8
  %45 = load i64, ptr %12, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %40, i8 %44, i64 %45, i1 false)
  %46 = load i64, ptr %12, align 8
  store i64 %46, ptr %9, align 8
  br label %75

47:                                               ; preds = %36
  %48 = load i64, ptr %12, align 8
  %49 = load i64, ptr %14, align 8
  %50 = call i32 @HUF_selectDecoder(i64 noundef %48, i64 noundef %49)
  store i32 %50, ptr %18, align 4
  %51 = load i32, ptr %18, align 4
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %63

53:                                               ; preds = %47
  %54 = load ptr, ptr %10, align 8
  %55 = load ptr, ptr %11, align 8
  %56 = load i64, ptr %12, align 8
  %57 = load ptr, ptr %13, align 8
  %58 = load i64, ptr %14, align 8
  %59 = load ptr, ptr %15, align 8
  %60 = load i64, ptr %16, align 8
  %61 = load i32, ptr %17, align 4
  %62 = call i64 @HUF_decompress1X2_DCtx_wksp(ptr noundef %54, ptr noundef %55, i64 noundef %56, ptr noundef %57, i64 noundef %58, ptr noundef %59, i64 noundef %60, i32 noundef %61)
  br label %73

63:                                               ; preds = %47
  %64 = load ptr, ptr %10, align 8
  %65 = load ptr, ptr %11, align 8
  %66 = load i64, ptr %12, align 8
  %67 = load ptr, ptr %13, align 8
  %68 = load i64, ptr %14, align 8
  %69 = load ptr, ptr %15, align 8
  %70 = load i64, ptr %16, align 8
  %71 = load i32, ptr %17, align 4
  %72 = call i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef %64, ptr noundef %65, i64 noundef %66, ptr noundef %67, i64 noundef %68, ptr noundef %69, i64 noundef %70, i32 noundef %71)
  br label %73

73:                                               ; preds = %63, %53
  %74 = phi i64 [ %62, %53 ], [ %72, %63 ]
  store i64 %74, ptr %9, align 8
  br label %75

75:                                               ; preds = %73, %39, %31, %26, %21
  %76 = load i64, ptr %9, align 8
  ret i64 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress1X1_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %20 = load ptr, ptr %13, align 8
  store ptr %20, ptr %18, align 8
  %21 = load ptr, ptr %10, align 8
  %22 = load ptr, ptr %13, align 8
  %23 = load i64, ptr %14, align 8
  %24 = load ptr, ptr %15, align 8
  %25 = load i64, ptr %16, align 8
  %26 = load i32, ptr %17, align 4
  %27 = call i64 @HUF_readDTableX1_wksp(ptr noundef %21, ptr noundef %22, i64 noundef %23, ptr noundef %24, i64 noundef %25, i32 noundef %26)
  store i64 %27, ptr %19, align 8
  %28 = load i64, ptr %19, align 8
  %29 = call i32 @ERR_isError(i64 noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %8
  %32 = load i64, ptr %19, align 8
  store i64 %32, ptr %9, align 8
  br label %52

33:                                               ; preds = %8
  %34 = load i64, ptr %19, align 8
  %35 = load i64, ptr %14, align 8
  %36 = icmp uge i64 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store i64 -72, ptr %9, align 8
  br label %52

38:                                               ; preds = %33
  %39 = load i64, ptr %19, align 8
  %40 = load ptr, ptr %18, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  store ptr %41, ptr %18, align 8
  %42 = load i64, ptr %19, align 8
  %43 = load i64, ptr %14, align 8
  %44 = sub i64 %43, %42
  store i64 %44, ptr %14, align 8
  %45 = load ptr, ptr %11, align 8
  %46 = load i64, ptr %12, align 8
  %47 = load ptr, ptr %18, align 8
  %48 = load i64, ptr %14, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %17, align 4
  %51 = call i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %45, i64 noundef %46, ptr noundef %47, i64 noundef %48, ptr noundef %49, i32 noundef %50)
  store i64 %51, ptr %9, align 8
  br label %52

52:                                               ; preds = %38, %37, %31
  %53 = load i64, ptr %9, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress1X_usingDTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.DTableDesc, align 1
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %14 = load ptr, ptr %11, align 8
  %15 = call i32 @HUF_getDTableDesc(ptr noundef %14)
  store i32 %15, ptr %13, align 1
  %16 = getelementptr inbounds %struct.DTableDesc, ptr %13, i32 0, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %28

20:                                               ; preds = %6
  %21 = load ptr, ptr %7, align 8
  %22 = load i64, ptr %8, align 8
  %23 = load ptr, ptr %9, align 8
  %24 = load i64, ptr %10, align 8
  %25 = load ptr, ptr %11, align 8
  %26 = load i32, ptr %12, align 4
  %27 = call i64 @HUF_decompress1X2_usingDTable_internal(ptr noundef %21, i64 noundef %22, ptr noundef %23, i64 noundef %24, ptr noundef %25, i32 noundef %26)
  br label %36

28:                                               ; preds = %6
  %29 = load ptr, ptr %7, align 8
  %30 = load i64, ptr %8, align 8
  %31 = load ptr, ptr %9, align 8
  %32 = load i64, ptr %10, align 8
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %12, align 4
  %35 = call i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %29, i64 noundef %30, ptr noundef %31, i64 noundef %32, ptr noundef %33, i32 noundef %34)
  br label %36

36:                                               ; preds = %28, %20
  %37 = phi i64 [ %27, %20 ], [ %35, %28 ]
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress1X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i8, align 1
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i8, align 1
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i8, align 1
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i8, align 1
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i8, align 1
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca i8, align 1
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca %struct.BIT_DStream_t, align 8
  %78 = alloca %struct.DTableDesc, align 1
  %79 = alloca i32, align 4
  %80 = alloca i64, align 8
  %81 = alloca ptr, align 8
  %82 = alloca i64, align 8
  %83 = alloca ptr, align 8
  %84 = alloca i64, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  store ptr %0, ptr %81, align 8
  store i64 %1, ptr %82, align 8
  store ptr %2, ptr %83, align 8
  store i64 %3, ptr %84, align 8
  store ptr %4, ptr %85, align 8
  store i32 %5, ptr %86, align 4
  %87 = load i32, ptr %86, align 4
  %88 = load ptr, ptr %81, align 8
  %89 = load i64, ptr %82, align 8
  %90 = load ptr, ptr %83, align 8
  %91 = load i64, ptr %84, align 8
  %92 = load ptr, ptr %85, align 8
  store ptr %88, ptr %68, align 8
  store i64 %89, ptr %69, align 8
  store ptr %90, ptr %70, align 8
  store i64 %91, ptr %71, align 8
  store ptr %92, ptr %72, align 8
  %93 = load ptr, ptr %68, align 8
  store ptr %93, ptr %73, align 8
  %94 = load ptr, ptr %73, align 8
  %95 = load i64, ptr %69, align 8
  %96 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %94, i64 noundef %95)
  store ptr %96, ptr %74, align 8
  %97 = load ptr, ptr %72, align 8
  %98 = getelementptr inbounds i32, ptr %97, i64 1
  store ptr %98, ptr %75, align 8
  %99 = load ptr, ptr %75, align 8
  store ptr %99, ptr %76, align 8
  %100 = load ptr, ptr %72, align 8
  %101 = call i32 @HUF_getDTableDesc(ptr noundef %100)
  store i32 %101, ptr %78, align 1
  %102 = getelementptr inbounds %struct.DTableDesc, ptr %78, i32 0, i32 2
  %103 = load i8, ptr %102, align 1
  %104 = zext i8 %103 to i32
  store i32 %104, ptr %79, align 4
  %105 = load ptr, ptr %70, align 8
  %106 = load i64, ptr %71, align 8
  %107 = call i64 @BIT_initDStream(ptr noundef %77, ptr noundef %105, i64 noundef %106)
  store i64 %107, ptr %80, align 8
  %108 = load i64, ptr %80, align 8
  %109 = call i32 @ERR_isError(i64 noundef %108)
  %110 = icmp ne i32 %109, 0
  br i1 %110, label %111, label %113

111:                                              ; preds = %6
  %112 = load i64, ptr %80, align 8
  store i64 %112, ptr %67, align 8
  br label %594

113:                                              ; preds = %6
  %114 = load ptr, ptr %73, align 8
  %115 = load ptr, ptr %74, align 8
  %116 = load ptr, ptr %76, align 8
  %117 = load i32, ptr %79, align 4
  store ptr %114, ptr %61, align 8
  store ptr %77, ptr %62, align 8
  store ptr %115, ptr %63, align 8
  store ptr %116, ptr %64, align 8
  store i32 %117, ptr %65, align 4
  %118 = load ptr, ptr %61, align 8
  store ptr %118, ptr %66, align 8
  %119 = load ptr, ptr %63, align 8
  %120 = load ptr, ptr %61, align 8
  %121 = ptrtoint ptr %119 to i64
  %122 = ptrtoint ptr %120 to i64
  %123 = sub i64 %121, %122
  %124 = icmp sgt i64 %123, 3
  br i1 %124, label %125, label %337

125:                                              ; preds = %113
  br label %126

126:                                              ; preds = %310, %125
  %127 = load ptr, ptr %62, align 8
  store ptr %127, ptr %50, align 8
  %128 = load ptr, ptr %50, align 8
  %129 = getelementptr inbounds %struct.BIT_DStream_t, ptr %128, i32 0, i32 1
  %130 = load i32, ptr %129, align 8
  %131 = zext i32 %130 to i64
  %132 = icmp ugt i64 %131, 64
  %133 = zext i1 %132 to i32
  %134 = sext i32 %133 to i64
  br i1 %132, label %135, label %138

135:                                              ; preds = %126
  %136 = load ptr, ptr %50, align 8
  %137 = getelementptr inbounds %struct.BIT_DStream_t, ptr %136, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %137, align 8
  store i32 3, ptr %49, align 4
  br label %212

138:                                              ; preds = %126
  %139 = load ptr, ptr %50, align 8
  %140 = getelementptr inbounds %struct.BIT_DStream_t, ptr %139, i32 0, i32 2
  %141 = load ptr, ptr %140, align 8
  %142 = load ptr, ptr %50, align 8
  %143 = getelementptr inbounds %struct.BIT_DStream_t, ptr %142, i32 0, i32 4
  %144 = load ptr, ptr %143, align 8
  %145 = icmp uge ptr %141, %144
  br i1 %145, label %146, label %149

146:                                              ; preds = %138
  %147 = load ptr, ptr %50, align 8
  %148 = call i32 @BIT_reloadDStream_internal(ptr noundef %147)
  store i32 %148, ptr %49, align 4
  br label %212

149:                                              ; preds = %138
  %150 = load ptr, ptr %50, align 8
  %151 = getelementptr inbounds %struct.BIT_DStream_t, ptr %150, i32 0, i32 2
  %152 = load ptr, ptr %151, align 8
  %153 = load ptr, ptr %50, align 8
  %154 = getelementptr inbounds %struct.BIT_DStream_t, ptr %153, i32 0, i32 3
  %155 = load ptr, ptr %154, align 8
  %156 = icmp eq ptr %152, %155
  br i1 %156, label %157, label %165

157:                                              ; preds = %149
  %158 = load ptr, ptr %50, align 8
  %159 = getelementptr inbounds %struct.BIT_DStream_t, ptr %158, i32 0, i32 1
  %160 = load i32, ptr %159, align 8
  %161 = zext i32 %160 to i64
  %162 = icmp ult i64 %161, 64
  br i1 %162, label %163, label %164

163:                                              ; preds = %157
  store i32 1, ptr %49, align 4
  br label %212

164:                                              ; preds = %157
  store i32 2, ptr %49, align 4
  br label %212

165:                                              ; preds = %149
  %166 = load ptr, ptr %50, align 8
  %167 = getelementptr inbounds %struct.BIT_DStream_t, ptr %166, i32 0, i32 1
  %168 = load i32, ptr %167, align 8
  %169 = lshr i32 %168, 3
  store i32 %169, ptr %51, align 4
  store i32 0, ptr %52, align 4
  %170 = load ptr, ptr %50, align 8
  %171 = getelementptr inbounds %struct.BIT_DStream_t, ptr %170, i32 0, i32 2
  %172 = load ptr, ptr %171, align 8
  %173 = load i32, ptr %51, align 4
  %174 = zext i32 %173 to i64
  %175 = sub i64 0, %174
  %176 = getelementptr inbounds i8, ptr %172, i64 %175
  %177 = load ptr, ptr %50, align 8
  %178 = getelementptr inbounds %struct.BIT_DStream_t, ptr %177, i32 0, i32 3
  %179 = load ptr, ptr %178, align 8
  %180 = icmp ult ptr %176, %179
  br i1 %180, label %181, label %192

181:                                              ; preds = %165
  %182 = load ptr, ptr %50, align 8
  %183 = getelementptr inbounds %struct.BIT_DStream_t, ptr %182, i32 0, i32 2
  %184 = load ptr, ptr %183, align 8
  %185 = load ptr, ptr %50, align 8
  %186 = getelementptr inbounds %struct.BIT_DStream_t, ptr %185, i32 0, i32 3
  %187 = load ptr, ptr %186, align 8
  %188 = ptrtoint ptr %184 to i64
  %189 = ptrtoint ptr %187 to i64
  %190 = sub i64 %188, %189
  %191 = trunc i64 %190 to i32
  store i32 %191, ptr %51, align 4
  store i32 1, ptr %52, align 4
  br label %192

192:                                              ; preds = %181, %165
  %193 = load i32, ptr %51, align 4
  %194 = load ptr, ptr %50, align 8
  %195 = getelementptr inbounds %struct.BIT_DStream_t, ptr %194, i32 0, i32 2
  %196 = load ptr, ptr %195, align 8
  %197 = zext i32 %193 to i64
  %198 = sub i64 0, %197
  %199 = getelementptr inbounds i8, ptr %196, i64 %198
  store ptr %199, ptr %195, align 8
  %200 = load i32, ptr %51, align 4
  %201 = mul i32 %200, 8
  %202 = load ptr, ptr %50, align 8
  %203 = getelementptr inbounds %struct.BIT_DStream_t, ptr %202, i32 0, i32 1
  %204 = load i32, ptr %203, align 8
  %205 = sub i32 %204, %201
  store i32 %205, ptr %203, align 8
  %206 = load ptr, ptr %50, align 8
  %207 = getelementptr inbounds %struct.BIT_DStream_t, ptr %206, i32 0, i32 2
  %208 = load ptr, ptr %207, align 8
  %209 = call i64 @MEM_readLEST(ptr noundef %208)
  %210 = load ptr, ptr %50, align 8
  store i64 %209, ptr %210, align 8
  %211 = load i32, ptr %52, align 4
  store i32 %211, ptr %49, align 4
  br label %212

212:                                              ; preds = %192, %164, %163, %146, %135
  %213 = load i32, ptr %49, align 4
  %214 = icmp eq i32 %213, 0
  %215 = zext i1 %214 to i32
  %216 = load ptr, ptr %61, align 8
  %217 = load ptr, ptr %63, align 8
  %218 = getelementptr inbounds i8, ptr %217, i64 -3
  %219 = icmp ult ptr %216, %218
  %220 = zext i1 %219 to i32
  %221 = and i32 %215, %220
  %222 = icmp ne i32 %221, 0
  br i1 %222, label %223, label %336

223:                                              ; preds = %212
  %224 = call i32 @MEM_64bits()
  %225 = icmp ne i32 %224, 0
  br i1 %225, label %226, label %252

226:                                              ; preds = %223
  %227 = load ptr, ptr %62, align 8
  %228 = load ptr, ptr %64, align 8
  %229 = load i32, ptr %65, align 4
  store ptr %227, ptr %44, align 8
  store ptr %228, ptr %45, align 8
  store i32 %229, ptr %46, align 4
  %230 = load ptr, ptr %44, align 8
  %231 = load i32, ptr %46, align 4
  %232 = call i64 @BIT_lookBitsFast(ptr noundef %230, i32 noundef %231)
  store i64 %232, ptr %47, align 8
  %233 = load ptr, ptr %45, align 8
  %234 = load i64, ptr %47, align 8
  %235 = getelementptr inbounds %struct.HUF_DEltX1, ptr %233, i64 %234
  %236 = getelementptr inbounds %struct.HUF_DEltX1, ptr %235, i32 0, i32 1
  %237 = load i8, ptr %236, align 1
  store i8 %237, ptr %48, align 1
  %238 = load ptr, ptr %44, align 8
  %239 = load ptr, ptr %45, align 8
  %240 = load i64, ptr %47, align 8
  %241 = getelementptr inbounds %struct.HUF_DEltX1, ptr %239, i64 %240
  %242 = load i8, ptr %241, align 1
  %243 = zext i8 %242 to i32
  store ptr %238, ptr %42, align 8
  store i32 %243, ptr %43, align 4
  %244 = load i32, ptr %43, align 4
  %245 = load ptr, ptr %42, align 8
  %246 = getelementptr inbounds %struct.BIT_DStream_t, ptr %245, i32 0, i32 1
  %247 = load i32, ptr %246, align 8
  %248 = add i32 %247, %244
  store i32 %248, ptr %246, align 8
  %249 = load i8, ptr %48, align 1
  %250 = load ptr, ptr %61, align 8
  %251 = getelementptr inbounds i8, ptr %250, i32 1
  store ptr %251, ptr %61, align 8
  store i8 %249, ptr %250, align 1
  br label %252

252:                                              ; preds = %226, %223
  %253 = call i32 @MEM_64bits()
  %254 = icmp ne i32 %253, 0
  br i1 %254, label %256, label %255

255:                                              ; preds = %252
  br label %256

256:                                              ; preds = %255, %252
  %257 = load ptr, ptr %62, align 8
  %258 = load ptr, ptr %64, align 8
  %259 = load i32, ptr %65, align 4
  store ptr %257, ptr %23, align 8
  store ptr %258, ptr %24, align 8
  store i32 %259, ptr %25, align 4
  %260 = load ptr, ptr %23, align 8
  %261 = load i32, ptr %25, align 4
  %262 = call i64 @BIT_lookBitsFast(ptr noundef %260, i32 noundef %261)
  store i64 %262, ptr %26, align 8
  %263 = load ptr, ptr %24, align 8
  %264 = load i64, ptr %26, align 8
  %265 = getelementptr inbounds %struct.HUF_DEltX1, ptr %263, i64 %264
  %266 = getelementptr inbounds %struct.HUF_DEltX1, ptr %265, i32 0, i32 1
  %267 = load i8, ptr %266, align 1
  store i8 %267, ptr %27, align 1
  %268 = load ptr, ptr %23, align 8
  %269 = load ptr, ptr %24, align 8
  %270 = load i64, ptr %26, align 8
  %271 = getelementptr inbounds %struct.HUF_DEltX1, ptr %269, i64 %270
  %272 = load i8, ptr %271, align 1
  %273 = zext i8 %272 to i32
  store ptr %268, ptr %21, align 8
  store i32 %273, ptr %22, align 4
  %274 = load i32, ptr %22, align 4
  %275 = load ptr, ptr %21, align 8
  %276 = getelementptr inbounds %struct.BIT_DStream_t, ptr %275, i32 0, i32 1
  %277 = load i32, ptr %276, align 8
  %278 = add i32 %277, %274
  store i32 %278, ptr %276, align 8
  %279 = load i8, ptr %27, align 1
  %280 = load ptr, ptr %61, align 8
  %281 = getelementptr inbounds i8, ptr %280, i32 1
  store ptr %281, ptr %61, align 8
  store i8 %279, ptr %280, align 1
  %282 = call i32 @MEM_64bits()
  %283 = icmp ne i32 %282, 0
  br i1 %283, label %284, label %310

284:                                              ; preds = %256
  %285 = load ptr, ptr %62, align 8
  %286 = load ptr, ptr %64, align 8
  %287 = load i32, ptr %65, align 4
  store ptr %285, ptr %37, align 8
  store ptr %286, ptr %38, align 8
  store i32 %287, ptr %39, align 4
  %288 = load ptr, ptr %37, align 8
  %289 = load i32, ptr %39, align 4
  %290 = call i64 @BIT_lookBitsFast(ptr noundef %288, i32 noundef %289)
  store i64 %290, ptr %40, align 8
  %291 = load ptr, ptr %38, align 8
  %292 = load i64, ptr %40, align 8
  %293 = getelementptr inbounds %struct.HUF_DEltX1, ptr %291, i64 %292
  %294 = getelementptr inbounds %struct.HUF_DEltX1, ptr %293, i32 0, i32 1
  %295 = load i8, ptr %294, align 1
  store i8 %295, ptr %41, align 1
  %296 = load ptr, ptr %37, align 8
  %297 = load ptr, ptr %38, align 8
  %298 = load i64, ptr %40, align 8
  %299 = getelementptr inbounds %struct.HUF_DEltX1, ptr %297, i64 %298
  %300 = load i8, ptr %299, align 1
  %301 = zext i8 %300 to i32
  store ptr %296, ptr %35, align 8
  store i32 %301, ptr %36, align 4
  %302 = load i32, ptr %36, align 4
  %303 = load ptr, ptr %35, align 8
  %304 = getelementptr inbounds %struct.BIT_DStream_t, ptr %303, i32 0, i32 1
  %305 = load i32, ptr %304, align 8
  %306 = add i32 %305, %302
  store i32 %306, ptr %304, align 8
  %307 = load i8, ptr %41, align 1
  %308 = load ptr, ptr %61, align 8
  %309 = getelementptr inbounds i8, ptr %308, i32 1
  store ptr %309, ptr %61, align 8
  store i8 %307, ptr %308, align 1
  br label %310

310:                                              ; preds = %284, %256
  %311 = load ptr, ptr %62, align 8
  %312 = load ptr, ptr %64, align 8
  %313 = load i32, ptr %65, align 4
  store ptr %311, ptr %30, align 8
  store ptr %312, ptr %31, align 8
  store i32 %313, ptr %32, align 4
  %314 = load ptr, ptr %30, align 8
  %315 = load i32, ptr %32, align 4
  %316 = call i64 @BIT_lookBitsFast(ptr noundef %314, i32 noundef %315)
  store i64 %316, ptr %33, align 8
  %317 = load ptr, ptr %31, align 8
  %318 = load i64, ptr %33, align 8
  %319 = getelementptr inbounds %struct.HUF_DEltX1, ptr %317, i64 %318
  %320 = getelementptr inbounds %struct.HUF_DEltX1, ptr %319, i32 0, i32 1
  %321 = load i8, ptr %320, align 1
  store i8 %321, ptr %34, align 1
  %322 = load ptr, ptr %30, align 8
  %323 = load ptr, ptr %31, align 8
  %324 = load i64, ptr %33, align 8
  %325 = getelementptr inbounds %struct.HUF_DEltX1, ptr %323, i64 %324
  %326 = load i8, ptr %325, align 1
  %327 = zext i8 %326 to i32
  store ptr %322, ptr %28, align 8
  store i32 %327, ptr %29, align 4
  %328 = load i32, ptr %29, align 4
  %329 = load ptr, ptr %28, align 8
  %330 = getelementptr inbounds %struct.BIT_DStream_t, ptr %329, i32 0, i32 1
  %331 = load i32, ptr %330, align 8
  %332 = add i32 %331, %328
  store i32 %332, ptr %330, align 8
  %333 = load i8, ptr %34, align 1
  %334 = load ptr, ptr %61, align 8
  %335 = getelementptr inbounds i8, ptr %334, i32 1
  store ptr %335, ptr %61, align 8
  store i8 %333, ptr %334, align 1
  br label %126, !llvm.loop !33

336:                                              ; preds = %212
  br label %425

337:                                              ; preds = %113
  %338 = load ptr, ptr %62, align 8
  store ptr %338, ptr %54, align 8
  %339 = load ptr, ptr %54, align 8
  %340 = getelementptr inbounds %struct.BIT_DStream_t, ptr %339, i32 0, i32 1
  %341 = load i32, ptr %340, align 8
  %342 = zext i32 %341 to i64
  %343 = icmp ugt i64 %342, 64
  %344 = zext i1 %343 to i32
  %345 = sext i32 %344 to i64
  br i1 %343, label %346, label %349

346:                                              ; preds = %337
  %347 = load ptr, ptr %54, align 8
  %348 = getelementptr inbounds %struct.BIT_DStream_t, ptr %347, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %348, align 8
  store i32 3, ptr %53, align 4
  br label %423

349:                                              ; preds = %337
  %350 = load ptr, ptr %54, align 8
  %351 = getelementptr inbounds %struct.BIT_DStream_t, ptr %350, i32 0, i32 2
  %352 = load ptr, ptr %351, align 8
  %353 = load ptr, ptr %54, align 8
  %354 = getelementptr inbounds %struct.BIT_DStream_t, ptr %353, i32 0, i32 4
  %355 = load ptr, ptr %354, align 8
  %356 = icmp uge ptr %352, %355
  br i1 %356, label %357, label %360

357:                                              ; preds = %349
  %358 = load ptr, ptr %54, align 8
  %359 = call i32 @BIT_reloadDStream_internal(ptr noundef %358)
  store i32 %359, ptr %53, align 4
  br label %423

360:                                              ; preds = %349
  %361 = load ptr, ptr %54, align 8
  %362 = getelementptr inbounds %struct.BIT_DStream_t, ptr %361, i32 0, i32 2
  %363 = load ptr, ptr %362, align 8
  %364 = load ptr, ptr %54, align 8
  %365 = getelementptr inbounds %struct.BIT_DStream_t, ptr %364, i32 0, i32 3
  %366 = load ptr, ptr %365, align 8
  %367 = icmp eq ptr %363, %366
  br i1 %367, label %368, label %376

368:                                              ; preds = %360
  %369 = load ptr, ptr %54, align 8
  %370 = getelementptr inbounds %struct.BIT_DStream_t, ptr %369, i32 0, i32 1
  %371 = load i32, ptr %370, align 8
  %372 = zext i32 %371 to i64
  %373 = icmp ult i64 %372, 64
  br i1 %373, label %374, label %375

374:                                              ; preds = %368
  store i32 1, ptr %53, align 4
  br label %423

375:                                              ; preds = %368
  store i32 2, ptr %53, align 4
  br label %423

376:                                              ; preds = %360
  %377 = load ptr, ptr %54, align 8
  %378 = getelementptr inbounds %struct.BIT_DStream_t, ptr %377, i32 0, i32 1
  %379 = load i32, ptr %378, align 8
  %380 = lshr i32 %379, 3
  store i32 %380, ptr %55, align 4
  store i32 0, ptr %56, align 4
  %381 = load ptr, ptr %54, align 8
  %382 = getelementptr inbounds %struct.BIT_DStream_t, ptr %381, i32 0, i32 2
  %383 = load ptr, ptr %382, align 8
  %384 = load i32, ptr %55, align 4
  %385 = zext i32 %384 to i64
  %386 = sub i64 0, %385
  %387 = getelementptr inbounds i8, ptr %383, i64 %386
  %388 = load ptr, ptr %54, align 8
  %389 = getelementptr inbounds %struct.BIT_DStream_t, ptr %388, i32 0, i32 3
  %390 = load ptr, ptr %389, align 8
  %391 = icmp ult ptr %387, %390
  br i1 %391, label %392, label %403

392:                                              ; preds = %376
  %393 = load ptr, ptr %54, align 8
  %394 = getelementptr inbounds %struct.BIT_DStream_t, ptr %393, i32 0, i32 2
  %395 = load ptr, ptr %394, align 8
  %396 = load ptr, ptr %54, align 8
  %397 = getelementptr inbounds %struct.BIT_DStream_t, ptr %396, i32 0, i32 3
  %398 = load ptr, ptr %397, align 8
  %399 = ptrtoint ptr %395 to i64
  %400 = ptrtoint ptr %398 to i64
  %401 = sub i64 %399, %400
  %402 = trunc i64 %401 to i32
  store i32 %402, ptr %55, align 4
  store i32 1, ptr %56, align 4
  br label %403

403:                                              ; preds = %392, %376
  %404 = load i32, ptr %55, align 4
  %405 = load ptr, ptr %54, align 8
  %406 = getelementptr inbounds %struct.BIT_DStream_t, ptr %405, i32 0, i32 2
  %407 = load ptr, ptr %406, align 8
  %408 = zext i32 %404 to i64
  %409 = sub i64 0, %408
  %410 = getelementptr inbounds i8, ptr %407, i64 %409
  store ptr %410, ptr %406, align 8
  %411 = load i32, ptr %55, align 4
  %412 = mul i32 %411, 8
  %413 = load ptr, ptr %54, align 8
  %414 = getelementptr inbounds %struct.BIT_DStream_t, ptr %413, i32 0, i32 1
  %415 = load i32, ptr %414, align 8
  %416 = sub i32 %415, %412
  store i32 %416, ptr %414, align 8
  %417 = load ptr, ptr %54, align 8
  %418 = getelementptr inbounds %struct.BIT_DStream_t, ptr %417, i32 0, i32 2
  %419 = load ptr, ptr %418, align 8
  %420 = call i64 @MEM_readLEST(ptr noundef %419)
  %421 = load ptr, ptr %54, align 8
  store i64 %420, ptr %421, align 8
  %422 = load i32, ptr %56, align 4
  store i32 %422, ptr %53, align 4
  br label %423

423:                                              ; preds = %403, %375, %374, %357, %346
  %424 = load i32, ptr %53, align 4
  br label %425

425:                                              ; preds = %423, %336
  %426 = call i32 @MEM_32bits()
  %427 = icmp ne i32 %426, 0
  br i1 %427, label %428, label %552

428:                                              ; preds = %425
  br label %429

429:                                              ; preds = %525, %428
  %430 = load ptr, ptr %62, align 8
  store ptr %430, ptr %58, align 8
  %431 = load ptr, ptr %58, align 8
  %432 = getelementptr inbounds %struct.BIT_DStream_t, ptr %431, i32 0, i32 1
  %433 = load i32, ptr %432, align 8
  %434 = zext i32 %433 to i64
  %435 = icmp ugt i64 %434, 64
  %436 = zext i1 %435 to i32
  %437 = sext i32 %436 to i64
  br i1 %435, label %438, label %441

438:                                              ; preds = %429
  %439 = load ptr, ptr %58, align 8
  %440 = getelementptr inbounds %struct.BIT_DStream_t, ptr %439, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %440, align 8
  store i32 3, ptr %57, align 4
  br label %515

441:                                              ; preds = %429
  %442 = load ptr, ptr %58, align 8
  %443 = getelementptr inbounds %struct.BIT_DStream_t, ptr %442, i32 0, i32 2
  %444 = load ptr, ptr %443, align 8
  %445 = load ptr, ptr %58, align 8
  %446 = getelementptr inbounds %struct.BIT_DStream_t, ptr %445, i32 0, i32 4
  %447 = load ptr, ptr %446, align 8
  %448 = icmp uge ptr %444, %447
  br i1 %448, label %449, label %452

449:                                              ; preds = %441
  %450 = load ptr, ptr %58, align 8
  %451 = call i32 @BIT_reloadDStream_internal(ptr noundef %450)
  store i32 %451, ptr %57, align 4
  br label %515

452:                                              ; preds = %441
  %453 = load ptr, ptr %58, align 8
  %454 = getelementptr inbounds %struct.BIT_DStream_t, ptr %453, i32 0, i32 2
  %455 = load ptr, ptr %454, align 8
  %456 = load ptr, ptr %58, align 8
  %457 = getelementptr inbounds %struct.BIT_DStream_t, ptr %456, i32 0, i32 3
  %458 = load ptr, ptr %457, align 8
  %459 = icmp eq ptr %455, %458
  br i1 %459, label %460, label %468

460:                                              ; preds = %452
  %461 = load ptr, ptr %58, align 8
  %462 = getelementptr inbounds %struct.BIT_DStream_t, ptr %461, i32 0, i32 1
  %463 = load i32, ptr %462, align 8
  %464 = zext i32 %463 to i64
  %465 = icmp ult i64 %464, 64
  br i1 %465, label %466, label %467

466:                                              ; preds = %460
  store i32 1, ptr %57, align 4
  br label %515

467:                                              ; preds = %460
  store i32 2, ptr %57, align 4
  br label %515

468:                                              ; preds = %452
  %469 = load ptr, ptr %58, align 8
  %470 = getelementptr inbounds %struct.BIT_DStream_t, ptr %469, i32 0, i32 1
  %471 = load i32, ptr %470, align 8
  %472 = lshr i32 %471, 3
  store i32 %472, ptr %59, align 4
  store i32 0, ptr %60, align 4
  %473 = load ptr, ptr %58, align 8
  %474 = getelementptr inbounds %struct.BIT_DStream_t, ptr %473, i32 0, i32 2
  %475 = load ptr, ptr %474, align 8
  %476 = load i32, ptr %59, align 4
  %477 = zext i32 %476 to i64
  %478 = sub i64 0, %477
  %479 = getelementptr inbounds i8, ptr %475, i64 %478
  %480 = load ptr, ptr %58, align 8
  %481 = getelementptr inbounds %struct.BIT_DStream_t, ptr %480, i32 0, i32 3
  %482 = load ptr, ptr %481, align 8
  %483 = icmp ult ptr %479, %482
  br i1 %483, label %484, label %495

484:                                              ; preds = %468
  %485 = load ptr, ptr %58, align 8
  %486 = getelementptr inbounds %struct.BIT_DStream_t, ptr %485, i32 0, i32 2
  %487 = load ptr, ptr %486, align 8
  %488 = load ptr, ptr %58, align 8
  %489 = getelementptr inbounds %struct.BIT_DStream_t, ptr %488, i32 0, i32 3
  %490 = load ptr, ptr %489, align 8
  %491 = ptrtoint ptr %487 to i64
  %492 = ptrtoint ptr %490 to i64
  %493 = sub i64 %491, %492
  %494 = trunc i64 %493 to i32
  store i32 %494, ptr %59, align 4
  store i32 1, ptr %60, align 4
  br label %495

495:                                              ; preds = %484, %468
  %496 = load i32, ptr %59, align 4
  %497 = load ptr, ptr %58, align 8
  %498 = getelementptr inbounds %struct.BIT_DStream_t, ptr %497, i32 0, i32 2
  %499 = load ptr, ptr %498, align 8
  %500 = zext i32 %496 to i64
  %501 = sub i64 0, %500
  %502 = getelementptr inbounds i8, ptr %499, i64 %501
  store ptr %502, ptr %498, align 8
  %503 = load i32, ptr %59, align 4
  %504 = mul i32 %503, 8
  %505 = load ptr, ptr %58, align 8
  %506 = getelementptr inbounds %struct.BIT_DStream_t, ptr %505, i32 0, i32 1
  %507 = load i32, ptr %506, align 8
  %508 = sub i32 %507, %504
  store i32 %508, ptr %506, align 8
  %509 = load ptr, ptr %58, align 8
  %510 = getelementptr inbounds %struct.BIT_DStream_t, ptr %509, i32 0, i32 2
  %511 = load ptr, ptr %510, align 8
  %512 = call i64 @MEM_readLEST(ptr noundef %511)
  %513 = load ptr, ptr %58, align 8
  store i64 %512, ptr %513, align 8
  %514 = load i32, ptr %60, align 4
  store i32 %514, ptr %57, align 4
  br label %515

515:                                              ; preds = %495, %467, %466, %449, %438
  %516 = load i32, ptr %57, align 4
  %517 = icmp eq i32 %516, 0
  %518 = zext i1 %517 to i32
  %519 = load ptr, ptr %61, align 8
  %520 = load ptr, ptr %63, align 8
  %521 = icmp ult ptr %519, %520
  %522 = zext i1 %521 to i32
  %523 = and i32 %518, %522
  %524 = icmp ne i32 %523, 0
  br i1 %524, label %525, label %551

525:                                              ; preds = %515
  %526 = load ptr, ptr %62, align 8
  %527 = load ptr, ptr %64, align 8
  %528 = load i32, ptr %65, align 4
  store ptr %526, ptr %16, align 8
  store ptr %527, ptr %17, align 8
  store i32 %528, ptr %18, align 4
  %529 = load ptr, ptr %16, align 8
  %530 = load i32, ptr %18, align 4
  %531 = call i64 @BIT_lookBitsFast(ptr noundef %529, i32 noundef %530)
  store i64 %531, ptr %19, align 8
  %532 = load ptr, ptr %17, align 8
  %533 = load i64, ptr %19, align 8
  %534 = getelementptr inbounds %struct.HUF_DEltX1, ptr %532, i64 %533
  %535 = getelementptr inbounds %struct.HUF_DEltX1, ptr %534, i32 0, i32 1
  %536 = load i8, ptr %535, align 1
  store i8 %536, ptr %20, align 1
  %537 = load ptr, ptr %16, align 8
  %538 = load ptr, ptr %17, align 8
  %539 = load i64, ptr %19, align 8
  %540 = getelementptr inbounds %struct.HUF_DEltX1, ptr %538, i64 %539
  %541 = load i8, ptr %540, align 1
  %542 = zext i8 %541 to i32
  store ptr %537, ptr %14, align 8
  store i32 %542, ptr %15, align 4
  %543 = load i32, ptr %15, align 4
  %544 = load ptr, ptr %14, align 8
  %545 = getelementptr inbounds %struct.BIT_DStream_t, ptr %544, i32 0, i32 1
  %546 = load i32, ptr %545, align 8
  %547 = add i32 %546, %543
  store i32 %547, ptr %545, align 8
  %548 = load i8, ptr %20, align 1
  %549 = load ptr, ptr %61, align 8
  %550 = getelementptr inbounds i8, ptr %549, i32 1
  store ptr %550, ptr %61, align 8
  store i8 %548, ptr %549, align 1
  br label %429, !llvm.loop !34

551:                                              ; preds = %515
  br label %552

552:                                              ; preds = %551, %425
  br label %553

553:                                              ; preds = %557, %552
  %554 = load ptr, ptr %61, align 8
  %555 = load ptr, ptr %63, align 8
  %556 = icmp ult ptr %554, %555
  br i1 %556, label %557, label %583

557:                                              ; preds = %553
  %558 = load ptr, ptr %62, align 8
  %559 = load ptr, ptr %64, align 8
  %560 = load i32, ptr %65, align 4
  store ptr %558, ptr %9, align 8
  store ptr %559, ptr %10, align 8
  store i32 %560, ptr %11, align 4
  %561 = load ptr, ptr %9, align 8
  %562 = load i32, ptr %11, align 4
  %563 = call i64 @BIT_lookBitsFast(ptr noundef %561, i32 noundef %562)
  store i64 %563, ptr %12, align 8
  %564 = load ptr, ptr %10, align 8
  %565 = load i64, ptr %12, align 8
  %566 = getelementptr inbounds %struct.HUF_DEltX1, ptr %564, i64 %565
  %567 = getelementptr inbounds %struct.HUF_DEltX1, ptr %566, i32 0, i32 1
  %568 = load i8, ptr %567, align 1
  store i8 %568, ptr %13, align 1
  %569 = load ptr, ptr %9, align 8
  %570 = load ptr, ptr %10, align 8
  %571 = load i64, ptr %12, align 8
  %572 = getelementptr inbounds %struct.HUF_DEltX1, ptr %570, i64 %571
  %573 = load i8, ptr %572, align 1
  %574 = zext i8 %573 to i32
  store ptr %569, ptr %7, align 8
  store i32 %574, ptr %8, align 4
  %575 = load i32, ptr %8, align 4
  %576 = load ptr, ptr %7, align 8
  %577 = getelementptr inbounds %struct.BIT_DStream_t, ptr %576, i32 0, i32 1
  %578 = load i32, ptr %577, align 8
  %579 = add i32 %578, %575
  store i32 %579, ptr %577, align 8
  %580 = load i8, ptr %13, align 1
  %581 = load ptr, ptr %61, align 8
  %582 = getelementptr inbounds i8, ptr %581, i32 1
  store ptr %582, ptr %61, align 8
  store i8 %580, ptr %581, align 1
  br label %553, !llvm.loop !35

583:                                              ; preds = %553
  %584 = load ptr, ptr %63, align 8
  %585 = load ptr, ptr %66, align 8
  %586 = ptrtoint ptr %584 to i64
  %587 = ptrtoint ptr %585 to i64
  %588 = sub i64 %586, %587
  %589 = call i32 @BIT_endOfDStream(ptr noundef %77)
  %590 = icmp ne i32 %589, 0
  br i1 %590, label %592, label %591

591:                                              ; preds = %583
  store i64 -20, ptr %67, align 8
  br label %594

592:                                              ; preds = %583
  %593 = load i64, ptr %69, align 8
  store i64 %593, ptr %67, align 8
  br label %594

594:                                              ; preds = %111, %591, %592
  %595 = load i64, ptr %67, align 8
  ret i64 %595
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress4X_usingDTable(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca %struct.DTableDesc, align 1
  store ptr %0, ptr %7, align 8
  store i64 %1, ptr %8, align 8
  store ptr %2, ptr %9, align 8
  store i64 %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  store i32 %5, ptr %12, align 4
  %14 = load ptr, ptr %11, align 8
  %15 = call i32 @HUF_getDTableDesc(ptr noundef %14)
  store i32 %15, ptr %13, align 1
  %16 = getelementptr inbounds %struct.DTableDesc, ptr %13, i32 0, i32 1
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %28

20:                                               ; preds = %6
  %21 = load ptr, ptr %7, align 8
  %22 = load i64, ptr %8, align 8
  %23 = load ptr, ptr %9, align 8
  %24 = load i64, ptr %10, align 8
  %25 = load ptr, ptr %11, align 8
  %26 = load i32, ptr %12, align 4
  %27 = call i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %21, i64 noundef %22, ptr noundef %23, i64 noundef %24, ptr noundef %25, i32 noundef %26)
  br label %36

28:                                               ; preds = %6
  %29 = load ptr, ptr %7, align 8
  %30 = load i64, ptr %8, align 8
  %31 = load ptr, ptr %9, align 8
  %32 = load i64, ptr %10, align 8
  %33 = load ptr, ptr %11, align 8
  %34 = load i32, ptr %12, align 4
  %35 = call i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %29, i64 noundef %30, ptr noundef %31, i64 noundef %32, ptr noundef %33, i32 noundef %34)
  br label %36

36:                                               ; preds = %28, %20
  %37 = phi i64 [ %27, %20 ], [ %35, %28 ]
  ret i64 %37
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store ptr @HUF_decompress4X2_usingDTable_internal_default, ptr %14, align 8
  store ptr @HUF_decompress4X2_usingDTable_internal_fast_c_loop, ptr %15, align 8
  %17 = load i32, ptr %13, align 4
  %18 = and i32 %17, 32
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %6
  %21 = load ptr, ptr %8, align 8
  %22 = load i64, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = load ptr, ptr %12, align 8
  %26 = load ptr, ptr %15, align 8
  %27 = call i64 @HUF_decompress4X2_usingDTable_internal_fast(ptr noundef %21, i64 noundef %22, ptr noundef %23, i64 noundef %24, ptr noundef %25, ptr noundef %26)
  store i64 %27, ptr %16, align 8
  %28 = load i64, ptr %16, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %20
  %31 = load i64, ptr %16, align 8
  store i64 %31, ptr %7, align 8
  br label %41

32:                                               ; preds = %20
  br label %33

33:                                               ; preds = %32, %6
  %34 = load ptr, ptr %14, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load i64, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = load ptr, ptr %12, align 8
  %40 = call i64 %34(ptr noundef %35, i64 noundef %36, ptr noundef %37, i64 noundef %38, ptr noundef %39)
  store i64 %40, ptr %7, align 8
  br label %41

41:                                               ; preds = %33, %30
  %42 = load i64, ptr %7, align 8
  ret i64 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, i32 noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i64, align 8
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store i64 %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i64 %3, ptr %11, align 8
  store ptr %4, ptr %12, align 8
  store i32 %5, ptr %13, align 4
  store ptr @HUF_decompress4X1_usingDTable_internal_default, ptr %14, align 8
  store ptr @HUF_decompress4X1_usingDTable_internal_fast_c_loop, ptr %15, align 8
  %17 = load i32, ptr %13, align 4
  %18 = and i32 %17, 32
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %33, label %20

20:                                               ; preds = %6
  %21 = load ptr, ptr %8, align 8
  %22 = load i64, ptr %9, align 8
  %23 = load ptr, ptr %10, align 8
  %24 = load i64, ptr %11, align 8
  %25 = load ptr, ptr %12, align 8
  %26 = load ptr, ptr %15, align 8
  %27 = call i64 @HUF_decompress4X1_usingDTable_internal_fast(ptr noundef %21, i64 noundef %22, ptr noundef %23, i64 noundef %24, ptr noundef %25, ptr noundef %26)
  store i64 %27, ptr %16, align 8
  %28 = load i64, ptr %16, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %30, label %32

30:                                               ; preds = %20
  %31 = load i64, ptr %16, align 8
  store i64 %31, ptr %7, align 8
  br label %41

32:                                               ; preds = %20
  br label %33

33:                                               ; preds = %32, %6
  %34 = load ptr, ptr %14, align 8
  %35 = load ptr, ptr %8, align 8
  %36 = load i64, ptr %9, align 8
  %37 = load ptr, ptr %10, align 8
  %38 = load i64, ptr %11, align 8
  %39 = load ptr, ptr %12, align 8
  %40 = call i64 %34(ptr noundef %35, i64 noundef %36, ptr noundef %37, i64 noundef %38, ptr noundef %39)
  store i64 %40, ptr %7, align 8
  br label %41

41:                                               ; preds = %33, %30
  %42 = load i64, ptr %7, align 8
  ret i64 %42
}

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i64 @HUF_decompress4X_hufOnly_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %19 = load i64, ptr %12, align 8
  %20 = icmp eq i64 %19, 0
  br i1 %20, label %21, label %22

21:                                               ; preds = %8
  store i64 -70, ptr %9, align 8
  br label %54

22:                                               ; preds = %8
  %23 = load i64, ptr %14, align 8
  %24 = icmp eq i64 %23, 0
  br i1 %24, label %25, label %26

25:                                               ; preds = %22
  store i64 -20, ptr %9, align 8
  br label %54

26:                                               ; preds = %22
  %27 = load i64, ptr %12, align 8
  %28 = load i64, ptr %14, align 8
  %29 = call i32 @HUF_selectDecoder(i64 noundef %27, i64 noundef %28)
  store i32 %29, ptr %18, align 4
  %30 = load i32, ptr %18, align 4
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %42

32:                                               ; preds = %26
  %33 = load ptr, ptr %10, align 8
  %34 = load ptr, ptr %11, align 8
  %35 = load i64, ptr %12, align 8
  %36 = load ptr, ptr %13, align 8
  %37 = load i64, ptr %14, align 8
  %38 = load ptr, ptr %15, align 8
  %39 = load i64, ptr %16, align 8
  %40 = load i32, ptr %17, align 4
  %41 = call i64 @HUF_decompress4X2_DCtx_wksp(ptr noundef %33, ptr noundef %34, i64 noundef %35, ptr noundef %36, i64 noundef %37, ptr noundef %38, i64 noundef %39, i32 noundef %40)
  br label %52

42:                                               ; preds = %26
  %43 = load ptr, ptr %10, align 8
  %44 = load ptr, ptr %11, align 8
  %45 = load i64, ptr %12, align 8
  %46 = load ptr, ptr %13, align 8
  %47 = load i64, ptr %14, align 8
  %48 = load ptr, ptr %15, align 8
  %49 = load i64, ptr %16, align 8
  %50 = load i32, ptr %17, align 4
  %51 = call i64 @HUF_decompress4X1_DCtx_wksp(ptr noundef %43, ptr noundef %44, i64 noundef %45, ptr noundef %46, i64 noundef %47, ptr noundef %48, i64 noundef %49, i32 noundef %50)
  br label %52

52:                                               ; preds = %42, %32
  %53 = phi i64 [ %41, %32 ], [ %51, %42 ]
  store i64 %53, ptr %9, align 8
  br label %54

54:                                               ; preds = %52, %25, %21
  %55 = load i64, ptr %9, align 8
  ret i64 %55
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X2_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %20 = load ptr, ptr %13, align 8
  store ptr %20, ptr %18, align 8
  %21 = load ptr, ptr %10, align 8
  %22 = load ptr, ptr %13, align 8
  %23 = load i64, ptr %14, align 8
  %24 = load ptr, ptr %15, align 8
  %25 = load i64, ptr %16, align 8
  %26 = load i32, ptr %17, align 4
  %27 = call i64 @HUF_readDTableX2_wksp(ptr noundef %21, ptr noundef %22, i64 noundef %23, ptr noundef %24, i64 noundef %25, i32 noundef %26)
  store i64 %27, ptr %19, align 8
  %28 = load i64, ptr %19, align 8
  %29 = call i32 @ERR_isError(i64 noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %8
  %32 = load i64, ptr %19, align 8
  store i64 %32, ptr %9, align 8
  br label %52

33:                                               ; preds = %8
  %34 = load i64, ptr %19, align 8
  %35 = load i64, ptr %14, align 8
  %36 = icmp uge i64 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store i64 -72, ptr %9, align 8
  br label %52

38:                                               ; preds = %33
  %39 = load i64, ptr %19, align 8
  %40 = load ptr, ptr %18, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  store ptr %41, ptr %18, align 8
  %42 = load i64, ptr %19, align 8
  %43 = load i64, ptr %14, align 8
  %44 = sub i64 %43, %42
  store i64 %44, ptr %14, align 8
  %45 = load ptr, ptr %11, align 8
  %46 = load i64, ptr %12, align 8
  %47 = load ptr, ptr %18, align 8
  %48 = load i64, ptr %14, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %17, align 4
  %51 = call i64 @HUF_decompress4X2_usingDTable_internal(ptr noundef %45, i64 noundef %46, ptr noundef %47, i64 noundef %48, ptr noundef %49, i32 noundef %50)
  store i64 %51, ptr %9, align 8
  br label %52

52:                                               ; preds = %38, %37, %31
  %53 = load i64, ptr %9, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X1_DCtx_wksp(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5, i64 noundef %6, i32 noundef %7) #0 {
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i64, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i64, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  store ptr %0, ptr %10, align 8
  store ptr %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store ptr %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store ptr %5, ptr %15, align 8
  store i64 %6, ptr %16, align 8
  store i32 %7, ptr %17, align 4
  %20 = load ptr, ptr %13, align 8
  store ptr %20, ptr %18, align 8
  %21 = load ptr, ptr %10, align 8
  %22 = load ptr, ptr %13, align 8
  %23 = load i64, ptr %14, align 8
  %24 = load ptr, ptr %15, align 8
  %25 = load i64, ptr %16, align 8
  %26 = load i32, ptr %17, align 4
  %27 = call i64 @HUF_readDTableX1_wksp(ptr noundef %21, ptr noundef %22, i64 noundef %23, ptr noundef %24, i64 noundef %25, i32 noundef %26)
  store i64 %27, ptr %19, align 8
  %28 = load i64, ptr %19, align 8
  %29 = call i32 @ERR_isError(i64 noundef %28)
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %31, label %33

31:                                               ; preds = %8
  %32 = load i64, ptr %19, align 8
  store i64 %32, ptr %9, align 8
  br label %52

33:                                               ; preds = %8
  %34 = load i64, ptr %19, align 8
  %35 = load i64, ptr %14, align 8
  %36 = icmp uge i64 %34, %35
  br i1 %36, label %37, label %38

37:                                               ; preds = %33
  store i64 -72, ptr %9, align 8
  br label %52

38:                                               ; preds = %33
  %39 = load i64, ptr %19, align 8
  %40 = load ptr, ptr %18, align 8
  %41 = getelementptr inbounds i8, ptr %40, i64 %39
  store ptr %41, ptr %18, align 8
  %42 = load i64, ptr %19, align 8
  %43 = load i64, ptr %14, align 8
  %44 = sub i64 %43, %42
  store i64 %44, ptr %14, align 8
  %45 = load ptr, ptr %11, align 8
  %46 = load i64, ptr %12, align 8
  %47 = load ptr, ptr %18, align 8
  %48 = load i64, ptr %14, align 8
  %49 = load ptr, ptr %10, align 8
  %50 = load i32, ptr %17, align 4
  %51 = call i64 @HUF_decompress4X1_usingDTable_internal(ptr noundef %45, i64 noundef %46, ptr noundef %47, i64 noundef %48, ptr noundef %49, i32 noundef %50)
  store i64 %51, ptr %9, align 8
  br label %52

52:                                               ; preds = %38, %37, %31
  %53 = load i64, ptr %9, align 8
  ret i64 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_isLittleEndian() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_fillDTableX2Level2(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, i32 noundef %4, i32 noundef %5, ptr noundef %6, ptr noundef %7, i32 noundef %8, i16 noundef %9) #0 {
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i16, align 2
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  store ptr %0, ptr %11, align 8
  store i32 %1, ptr %12, align 4
  store i32 %2, ptr %13, align 4
  store ptr %3, ptr %14, align 8
  store i32 %4, ptr %15, align 4
  store i32 %5, ptr %16, align 4
  store ptr %6, ptr %17, align 8
  store ptr %7, ptr %18, align 8
  store i32 %8, ptr %19, align 4
  store i16 %9, ptr %20, align 2
  %30 = load i32, ptr %15, align 4
  %31 = icmp sgt i32 %30, 1
  br i1 %31, label %32, label %86

32:                                               ; preds = %10
  %33 = load i32, ptr %12, align 4
  %34 = load i32, ptr %13, align 4
  %35 = sub i32 %33, %34
  %36 = and i32 %35, 31
  %37 = shl i32 1, %36
  store i32 %37, ptr %21, align 4
  %38 = load i16, ptr %20, align 2
  %39 = zext i16 %38 to i32
  %40 = load i32, ptr %13, align 4
  %41 = call i64 @HUF_buildDEltX2U64(i32 noundef %39, i32 noundef %40, i16 noundef 0, i32 noundef 1)
  store i64 %41, ptr %22, align 8
  %42 = load ptr, ptr %14, align 8
  %43 = load i32, ptr %15, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds i32, ptr %42, i64 %44
  %46 = load i32, ptr %45, align 4
  store i32 %46, ptr %23, align 4
  %47 = load i32, ptr %21, align 4
  switch i32 %47, label %55 [
    i32 2, label %48
    i32 4, label %50
  ]

48:                                               ; preds = %32
  %49 = load ptr, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %49, ptr align 8 %22, i64 8, i1 false)
  br label %85

50:                                               ; preds = %32
  %51 = load ptr, ptr %11, align 8
  %52 = getelementptr inbounds %struct.HUF_DEltX2, ptr %51, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %52, ptr align 8 %22, i64 8, i1 false)
  %53 = load ptr, ptr %11, align 8
  %54 = getelementptr inbounds %struct.HUF_DEltX2, ptr %53, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %54, ptr align 8 %22, i64 8, i1 false)
  br label %85

55:                                               ; preds = %32
  store i32 0, ptr %24, align 4
  br label %56

56:                                               ; preds = %81, %55
  %57 = load i32, ptr %24, align 4
  %58 = load i32, ptr %23, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %11, align 8
  %62 = load i32, ptr %24, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds %struct.HUF_DEltX2, ptr %61, i64 %63
  %65 = getelementptr inbounds %struct.HUF_DEltX2, ptr %64, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %65, ptr align 8 %22, i64 8, i1 false)
  %66 = load ptr, ptr %11, align 8
  %67 = load i32, ptr %24, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds %struct.HUF_DEltX2, ptr %66, i64 %68
  %70 = getelementptr inbounds %struct.HUF_DEltX2, ptr %69, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %70, ptr align 8 %22, i64 8, i1 false)
  %71 = load ptr, ptr %11, align 8
  %72 = load i32, ptr %24, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds %struct.HUF_DEltX2, ptr %71, i64 %73
  %75 = getelementptr inbounds %struct.HUF_DEltX2, ptr %74, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %75, ptr align 8 %22, i64 8, i1 false)
  %76 = load ptr, ptr %11, align 8
  %77 = load i32, ptr %24, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds %struct.HUF_DEltX2, ptr %76, i64 %78
  %80 = getelementptr inbounds %struct.HUF_DEltX2, ptr %79, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %80, ptr align 8 %22, i64 8, i1 false)
  br label %81

81:                                               ; preds = %60
  %82 = load i32, ptr %24, align 4
  %83 = add nsw i32 %82, 8
  store i32 %83, ptr %24, align 4
  br label %56, !llvm.loop !36

84:                                               ; preds = %56
  br label %85

85:                                               ; preds = %84, %50, %48
  br label %86

86:                                               ; preds = %85, %10
  %87 = load i32, ptr %15, align 4
  store i32 %87, ptr %25, align 4
  br label %88

88:                                               ; preds = %129, %86
  %89 = load i32, ptr %25, align 4
  %90 = load i32, ptr %16, align 4
  %91 = icmp slt i32 %89, %90
  br i1 %91, label %92, label %132

92:                                               ; preds = %88
  %93 = load ptr, ptr %18, align 8
  %94 = load i32, ptr %25, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds i32, ptr %93, i64 %95
  %97 = load i32, ptr %96, align 4
  store i32 %97, ptr %26, align 4
  %98 = load ptr, ptr %18, align 8
  %99 = load i32, ptr %25, align 4
  %100 = add nsw i32 %99, 1
  %101 = sext i32 %100 to i64
  %102 = getelementptr inbounds i32, ptr %98, i64 %101
  %103 = load i32, ptr %102, align 4
  store i32 %103, ptr %27, align 4
  %104 = load i32, ptr %19, align 4
  %105 = load i32, ptr %25, align 4
  %106 = sub i32 %104, %105
  store i32 %106, ptr %28, align 4
  %107 = load i32, ptr %28, align 4
  %108 = load i32, ptr %13, align 4
  %109 = add i32 %107, %108
  store i32 %109, ptr %29, align 4
  %110 = load ptr, ptr %11, align 8
  %111 = load ptr, ptr %14, align 8
  %112 = load i32, ptr %25, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds i32, ptr %111, i64 %113
  %115 = load i32, ptr %114, align 4
  %116 = zext i32 %115 to i64
  %117 = getelementptr inbounds %struct.HUF_DEltX2, ptr %110, i64 %116
  %118 = load ptr, ptr %17, align 8
  %119 = load i32, ptr %26, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds %struct.sortedSymbol_t, ptr %118, i64 %120
  %122 = load ptr, ptr %17, align 8
  %123 = load i32, ptr %27, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds %struct.sortedSymbol_t, ptr %122, i64 %124
  %126 = load i32, ptr %29, align 4
  %127 = load i32, ptr %12, align 4
  %128 = load i16, ptr %20, align 2
  call void @HUF_fillDTableX2ForWeight(ptr noundef %117, ptr noundef %121, ptr noundef %125, i32 noundef %126, i32 noundef %127, i16 noundef %128, i32 noundef 2)
  br label %129

129:                                              ; preds = %92
  %130 = load i32, ptr %25, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %25, align 4
  br label %88, !llvm.loop !37

132:                                              ; preds = %88
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_fillDTableX2ForWeight(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3, i32 noundef %4, i16 noundef %5, i32 noundef %6) #0 {
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca %struct.HUF_DEltX2, align 2
  %18 = alloca %struct.HUF_DEltX2, align 2
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca ptr, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store ptr %2, ptr %10, align 8
  store i32 %3, ptr %11, align 4
  store i32 %4, ptr %12, align 4
  store i16 %5, ptr %13, align 2
  store i32 %6, ptr %14, align 4
  %23 = load i32, ptr %12, align 4
  %24 = load i32, ptr %11, align 4
  %25 = sub i32 %23, %24
  %26 = and i32 %25, 31
  %27 = shl i32 1, %26
  store i32 %27, ptr %15, align 4
  %28 = load i32, ptr %15, align 4
  switch i32 %28, label %131 [
    i32 1, label %29
    i32 2, label %51
    i32 4, label %77
    i32 8, label %102
  ]

29:                                               ; preds = %7
  %30 = load ptr, ptr %9, align 8
  store ptr %30, ptr %16, align 8
  br label %31

31:                                               ; preds = %47, %29
  %32 = load ptr, ptr %16, align 8
  %33 = load ptr, ptr %10, align 8
  %34 = icmp ne ptr %32, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = load ptr, ptr %16, align 8
  %37 = getelementptr inbounds %struct.sortedSymbol_t, ptr %36, i32 0, i32 0
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i32
  %40 = load i32, ptr %11, align 4
  %41 = load i16, ptr %13, align 2
  %42 = zext i16 %41 to i32
  %43 = load i32, ptr %14, align 4
  %44 = call i32 @HUF_buildDEltX2(i32 noundef %39, i32 noundef %40, i32 noundef %42, i32 noundef %43)
  store i32 %44, ptr %17, align 2
  %45 = load ptr, ptr %8, align 8
  %46 = getelementptr inbounds %struct.HUF_DEltX2, ptr %45, i32 1
  store ptr %46, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %45, ptr align 2 %17, i64 4, i1 false)
  br label %47

47:                                               ; preds = %35
  %48 = load ptr, ptr %16, align 8
  %49 = getelementptr inbounds %struct.sortedSymbol_t, ptr %48, i32 1
  store ptr %49, ptr %16, align 8
  br label %31, !llvm.loop !38

50:                                               ; preds = %31
  br label %171

51:                                               ; preds = %7
  %52 = load ptr, ptr %9, align 8
  store ptr %52, ptr %16, align 8
  br label %53

53:                                               ; preds = %73, %51
  %54 = load ptr, ptr %16, align 8
  %55 = load ptr, ptr %10, align 8
  %56 = icmp ne ptr %54, %55
  br i1 %56, label %57, label %76

57:                                               ; preds = %53
  %58 = load ptr, ptr %16, align 8
  %59 = getelementptr inbounds %struct.sortedSymbol_t, ptr %58, i32 0, i32 0
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = load i32, ptr %11, align 4
  %63 = load i16, ptr %13, align 2
  %64 = zext i16 %63 to i32
  %65 = load i32, ptr %14, align 4
  %66 = call i32 @HUF_buildDEltX2(i32 noundef %61, i32 noundef %62, i32 noundef %64, i32 noundef %65)
  store i32 %66, ptr %18, align 2
  %67 = load ptr, ptr %8, align 8
  %68 = getelementptr inbounds %struct.HUF_DEltX2, ptr %67, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %68, ptr align 2 %18, i64 4, i1 false)
  %69 = load ptr, ptr %8, align 8
  %70 = getelementptr inbounds %struct.HUF_DEltX2, ptr %69, i64 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %70, ptr align 2 %18, i64 4, i1 false)
  %71 = load ptr, ptr %8, align 8
  %72 = getelementptr inbounds %struct.HUF_DEltX2, ptr %71, i64 2
  store ptr %72, ptr %8, align 8
  br label %73

73:                                               ; preds = %57
  %74 = load ptr, ptr %16, align 8
  %75 = getelementptr inbounds %struct.sortedSymbol_t, ptr %74, i32 1
  store ptr %75, ptr %16, align 8
  br label %53, !llvm.loop !39

76:                                               ; preds = %53
  br label %171

77:                                               ; preds = %7
  %78 = load ptr, ptr %9, align 8
  store ptr %78, ptr %16, align 8
  br label %79

79:                                               ; preds = %98, %77
  %80 = load ptr, ptr %16, align 8
  %81 = load ptr, ptr %10, align 8
  %82 = icmp ne ptr %80, %81
  br i1 %82, label %83, label %101

83:                                               ; preds = %79
  %84 = load ptr, ptr %16, align 8
  %85 = getelementptr inbounds %struct.sortedSymbol_t, ptr %84, i32 0, i32 0
  %86 = load i8, ptr %85, align 1
  %87 = zext i8 %86 to i32
  %88 = load i32, ptr %11, align 4
  %89 = load i16, ptr %13, align 2
  %90 = load i32, ptr %14, align 4
  %91 = call i64 @HUF_buildDEltX2U64(i32 noundef %87, i32 noundef %88, i16 noundef %89, i32 noundef %90)
  store i64 %91, ptr %19, align 8
  %92 = load ptr, ptr %8, align 8
  %93 = getelementptr inbounds %struct.HUF_DEltX2, ptr %92, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %93, ptr align 8 %19, i64 8, i1 false)
  %94 = load ptr, ptr %8, align 8
  %95 = getelementptr inbounds %struct.HUF_DEltX2, ptr %94, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %95, ptr align 8 %19, i64 8, i1 false)
  %96 = load ptr, ptr %8, align 8
  %97 = getelementptr inbounds %struct.HUF_DEltX2, ptr %96, i64 4
  store ptr %97, ptr %8, align 8
  br label %98

98:                                               ; preds = %83
  %99 = load ptr, ptr %16, align 8
  %100 = getelementptr inbounds %struct.sortedSymbol_t, ptr %99, i32 1
  store ptr %100, ptr %16, align 8
  br label %79, !llvm.loop !40

101:                                              ; preds = %79
  br label %171

102:                                              ; preds = %7
  %103 = load ptr, ptr %9, align 8
  store ptr %103, ptr %16, align 8
  br label %104

104:                                              ; preds = %127, %102
  %105 = load ptr, ptr %16, align 8
  %106 = load ptr, ptr %10, align 8
  %107 = icmp ne ptr %105, %106
  br i1 %107, label %108, label %130

108:                                              ; preds = %104
  %109 = load ptr, ptr %16, align 8
  %110 = getelementptr inbounds %struct.sortedSymbol_t, ptr %109, i32 0, i32 0
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = load i32, ptr %11, align 4
  %114 = load i16, ptr %13, align 2
  %115 = load i32, ptr %14, align 4
  %116 = call i64 @HUF_buildDEltX2U64(i32 noundef %112, i32 noundef %113, i16 noundef %114, i32 noundef %115)
  store i64 %116, ptr %20, align 8
  %117 = load ptr, ptr %8, align 8
  %118 = getelementptr inbounds %struct.HUF_DEltX2, ptr %117, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %118, ptr align 8 %20, i64 8, i1 false)
  %119 = load ptr, ptr %8, align 8
  %120 = getelementptr inbounds %struct.HUF_DEltX2, ptr %119, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %120, ptr align 8 %20, i64 8, i1 false)
  %121 = load ptr, ptr %8, align 8
  %122 = getelementptr inbounds %struct.HUF_DEltX2, ptr %121, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %122, ptr align 8 %20, i64 8, i1 false)
  %123 = load ptr, ptr %8, align 8
  %124 = getelementptr inbounds %struct.HUF_DEltX2, ptr %123, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %124, ptr align 8 %20, i64 8, i1 false)
  %125 = load ptr, ptr %8, align 8
  %126 = getelementptr inbounds %struct.HUF_DEltX2, ptr %125, i64 8
  store ptr %126, ptr %8, align 8
  br label %127

127:                                              ; preds = %108
  %128 = load ptr, ptr %16, align 8
  %129 = getelementptr inbounds %struct.sortedSymbol_t, ptr %128, i32 1
  store ptr %129, ptr %16, align 8
  br label %104, !llvm.loop !41

130:                                              ; preds = %104
  br label %171

131:                                              ; preds = %7
  %132 = load ptr, ptr %9, align 8
  store ptr %132, ptr %16, align 8
  br label %133

133:                                              ; preds = %167, %131
  %134 = load ptr, ptr %16, align 8
  %135 = load ptr, ptr %10, align 8
  %136 = icmp ne ptr %134, %135
  br i1 %136, label %137, label %170

137:                                              ; preds = %133
  %138 = load ptr, ptr %16, align 8
  %139 = getelementptr inbounds %struct.sortedSymbol_t, ptr %138, i32 0, i32 0
  %140 = load i8, ptr %139, align 1
  %141 = zext i8 %140 to i32
  %142 = load i32, ptr %11, align 4
  %143 = load i16, ptr %13, align 2
  %144 = load i32, ptr %14, align 4
  %145 = call i64 @HUF_buildDEltX2U64(i32 noundef %141, i32 noundef %142, i16 noundef %143, i32 noundef %144)
  store i64 %145, ptr %21, align 8
  %146 = load ptr, ptr %8, align 8
  %147 = load i32, ptr %15, align 4
  %148 = zext i32 %147 to i64
  %149 = getelementptr inbounds %struct.HUF_DEltX2, ptr %146, i64 %148
  store ptr %149, ptr %22, align 8
  br label %150

150:                                              ; preds = %163, %137
  %151 = load ptr, ptr %8, align 8
  %152 = load ptr, ptr %22, align 8
  %153 = icmp ne ptr %151, %152
  br i1 %153, label %154, label %166

154:                                              ; preds = %150
  %155 = load ptr, ptr %8, align 8
  %156 = getelementptr inbounds %struct.HUF_DEltX2, ptr %155, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %156, ptr align 8 %21, i64 8, i1 false)
  %157 = load ptr, ptr %8, align 8
  %158 = getelementptr inbounds %struct.HUF_DEltX2, ptr %157, i64 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %158, ptr align 8 %21, i64 8, i1 false)
  %159 = load ptr, ptr %8, align 8
  %160 = getelementptr inbounds %struct.HUF_DEltX2, ptr %159, i64 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %160, ptr align 8 %21, i64 8, i1 false)
  %161 = load ptr, ptr %8, align 8
  %162 = getelementptr inbounds %struct.HUF_DEltX2, ptr %161, i64 6
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %162, ptr align 8 %21, i64 8, i1 false)
  br label %163

163:                                              ; preds = %154
  %164 = load ptr, ptr %8, align 8
  %165 = getelementptr inbounds %struct.HUF_DEltX2, ptr %164, i64 8
  store ptr %165, ptr %8, align 8
  br label %150, !llvm.loop !42

166:                                              ; preds = %150
  br label %167

167:                                              ; preds = %166
  %168 = load ptr, ptr %16, align 8
  %169 = getelementptr inbounds %struct.sortedSymbol_t, ptr %168, i32 1
  store ptr %169, ptr %16, align 8
  br label %133, !llvm.loop !43

170:                                              ; preds = %133
  br label %171

171:                                              ; preds = %170, %130, %101, %76, %50
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_buildDEltX2U64(i32 noundef %0, i32 noundef %1, i16 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 %0, ptr %5, align 4
  store i32 %1, ptr %6, align 4
  store i16 %2, ptr %7, align 2
  store i32 %3, ptr %8, align 4
  %10 = load i32, ptr %5, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i16, ptr %7, align 2
  %13 = zext i16 %12 to i32
  %14 = load i32, ptr %8, align 4
  %15 = call i32 @HUF_buildDEltX2U32(i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %14)
  store i32 %15, ptr %9, align 4
  %16 = load i32, ptr %9, align 4
  %17 = zext i32 %16 to i64
  %18 = load i32, ptr %9, align 4
  %19 = zext i32 %18 to i64
  %20 = shl i64 %19, 32
  %21 = add i64 %17, %20
  ret i64 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_buildDEltX2U32(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %11 = call i32 @MEM_isLittleEndian()
  %12 = icmp ne i32 %11, 0
  br i1 %12, label %13, label %32

13:                                               ; preds = %4
  %14 = load i32, ptr %9, align 4
  %15 = icmp eq i32 %14, 1
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = load i32, ptr %6, align 4
  br label %23

18:                                               ; preds = %13
  %19 = load i32, ptr %8, align 4
  %20 = load i32, ptr %6, align 4
  %21 = shl i32 %20, 8
  %22 = add i32 %19, %21
  br label %23

23:                                               ; preds = %18, %16
  %24 = phi i32 [ %17, %16 ], [ %22, %18 ]
  store i32 %24, ptr %10, align 4
  %25 = load i32, ptr %10, align 4
  %26 = load i32, ptr %7, align 4
  %27 = shl i32 %26, 16
  %28 = add i32 %25, %27
  %29 = load i32, ptr %9, align 4
  %30 = shl i32 %29, 24
  %31 = add i32 %28, %30
  store i32 %31, ptr %5, align 4
  br label %52

32:                                               ; preds = %4
  %33 = load i32, ptr %9, align 4
  %34 = icmp eq i32 %33, 1
  br i1 %34, label %35, label %38

35:                                               ; preds = %32
  %36 = load i32, ptr %6, align 4
  %37 = shl i32 %36, 8
  br label %43

38:                                               ; preds = %32
  %39 = load i32, ptr %8, align 4
  %40 = shl i32 %39, 8
  %41 = load i32, ptr %6, align 4
  %42 = add i32 %40, %41
  br label %43

43:                                               ; preds = %38, %35
  %44 = phi i32 [ %37, %35 ], [ %42, %38 ]
  store i32 %44, ptr %10, align 4
  %45 = load i32, ptr %10, align 4
  %46 = shl i32 %45, 16
  %47 = load i32, ptr %7, align 4
  %48 = shl i32 %47, 8
  %49 = add i32 %46, %48
  %50 = load i32, ptr %9, align 4
  %51 = add i32 %49, %50
  store i32 %51, ptr %5, align 4
  br label %52

52:                                               ; preds = %43, %23
  %53 = load i32, ptr %5, align 4
  ret i32 %53
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @HUF_buildDEltX2(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca %struct.HUF_DEltX2, align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i32 %0, ptr %6, align 4
  store i32 %1, ptr %7, align 4
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = load i32, ptr %8, align 4
  %14 = load i32, ptr %9, align 4
  %15 = call i32 @HUF_buildDEltX2U32(i32 noundef %11, i32 noundef %12, i32 noundef %13, i32 noundef %14)
  store i32 %15, ptr %10, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %5, ptr align 4 %10, i64 4, i1 false)
  %16 = load i32, ptr %5, align 2
  ret i32 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_initDStream(ptr noundef %0, ptr noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i8, align 1
  %9 = alloca i8, align 1
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i64 %2, ptr %7, align 8
  %10 = load i64, ptr %7, align 8
  %11 = icmp ult i64 %10, 1
  br i1 %11, label %12, label %14

12:                                               ; preds = %3
  %13 = load ptr, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %13, i8 0, i64 40, i1 false)
  store i64 -72, ptr %4, align 8
  br label %171

14:                                               ; preds = %3
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %5, align 8
  %17 = getelementptr inbounds %struct.BIT_DStream_t, ptr %16, i32 0, i32 3
  store ptr %15, ptr %17, align 8
  %18 = load ptr, ptr %5, align 8
  %19 = getelementptr inbounds %struct.BIT_DStream_t, ptr %18, i32 0, i32 3
  %20 = load ptr, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 8
  %22 = load ptr, ptr %5, align 8
  %23 = getelementptr inbounds %struct.BIT_DStream_t, ptr %22, i32 0, i32 4
  store ptr %21, ptr %23, align 8
  %24 = load i64, ptr %7, align 8
  %25 = icmp uge i64 %24, 8
  br i1 %25, label %26, label %62

26:                                               ; preds = %14
  %27 = load ptr, ptr %6, align 8
  %28 = load i64, ptr %7, align 8
  %29 = getelementptr inbounds i8, ptr %27, i64 %28
  %30 = getelementptr inbounds i8, ptr %29, i64 -8
  %31 = load ptr, ptr %5, align 8
  %32 = getelementptr inbounds %struct.BIT_DStream_t, ptr %31, i32 0, i32 2
  store ptr %30, ptr %32, align 8
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.BIT_DStream_t, ptr %33, i32 0, i32 2
  %35 = load ptr, ptr %34, align 8
  %36 = call i64 @MEM_readLEST(ptr noundef %35)
  %37 = load ptr, ptr %5, align 8
  %38 = getelementptr inbounds %struct.BIT_DStream_t, ptr %37, i32 0, i32 0
  store i64 %36, ptr %38, align 8
  %39 = load ptr, ptr %6, align 8
  %40 = load i64, ptr %7, align 8
  %41 = sub i64 %40, 1
  %42 = getelementptr inbounds i8, ptr %39, i64 %41
  %43 = load i8, ptr %42, align 1
  store i8 %43, ptr %8, align 1
  %44 = load i8, ptr %8, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %52

47:                                               ; preds = %26
  %48 = load i8, ptr %8, align 1
  %49 = zext i8 %48 to i32
  %50 = call i32 @ZSTD_highbit32(i32 noundef %49)
  %51 = sub i32 8, %50
  br label %53

52:                                               ; preds = %26
  br label %53

53:                                               ; preds = %52, %47
  %54 = phi i32 [ %51, %47 ], [ 0, %52 ]
  %55 = load ptr, ptr %5, align 8
  %56 = getelementptr inbounds %struct.BIT_DStream_t, ptr %55, i32 0, i32 1
  store i32 %54, ptr %56, align 8
  %57 = load i8, ptr %8, align 1
  %58 = zext i8 %57 to i32
  %59 = icmp eq i32 %58, 0
  br i1 %59, label %60, label %61

60:                                               ; preds = %53
  store i64 -1, ptr %4, align 8
  br label %171

61:                                               ; preds = %53
  br label %169

62:                                               ; preds = %14
  %63 = load ptr, ptr %5, align 8
  %64 = getelementptr inbounds %struct.BIT_DStream_t, ptr %63, i32 0, i32 3
  %65 = load ptr, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = getelementptr inbounds %struct.BIT_DStream_t, ptr %66, i32 0, i32 2
  store ptr %65, ptr %67, align 8
  %68 = load ptr, ptr %5, align 8
  %69 = getelementptr inbounds %struct.BIT_DStream_t, ptr %68, i32 0, i32 3
  %70 = load ptr, ptr %69, align 8
  %71 = load i8, ptr %70, align 1
  %72 = zext i8 %71 to i64
  %73 = load ptr, ptr %5, align 8
  %74 = getelementptr inbounds %struct.BIT_DStream_t, ptr %73, i32 0, i32 0
  store i64 %72, ptr %74, align 8
  %75 = load i64, ptr %7, align 8
  switch i64 %75, label %136 [
    i64 7, label %76
    i64 6, label %86
    i64 5, label %96
    i64 4, label %106
    i64 3, label %116
    i64 2, label %126
  ]

76:                                               ; preds = %62
  %77 = load ptr, ptr %6, align 8
  %78 = getelementptr inbounds i8, ptr %77, i64 6
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i64
  %81 = shl i64 %80, 48
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds %struct.BIT_DStream_t, ptr %82, i32 0, i32 0
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, %81
  store i64 %85, ptr %83, align 8
  br label %86

86:                                               ; preds = %62, %76
  %87 = load ptr, ptr %6, align 8
  %88 = getelementptr inbounds i8, ptr %87, i64 5
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i64
  %91 = shl i64 %90, 40
  %92 = load ptr, ptr %5, align 8
  %93 = getelementptr inbounds %struct.BIT_DStream_t, ptr %92, i32 0, i32 0
  %94 = load i64, ptr %93, align 8
  %95 = add i64 %94, %91
  store i64 %95, ptr %93, align 8
  br label %96

96:                                               ; preds = %62, %86
  %97 = load ptr, ptr %6, align 8
  %98 = getelementptr inbounds i8, ptr %97, i64 4
  %99 = load i8, ptr %98, align 1
  %100 = zext i8 %99 to i64
  %101 = shl i64 %100, 32
  %102 = load ptr, ptr %5, align 8
  %103 = getelementptr inbounds %struct.BIT_DStream_t, ptr %102, i32 0, i32 0
  %104 = load i64, ptr %103, align 8
  %105 = add i64 %104, %101
  store i64 %105, ptr %103, align 8
  br label %106

106:                                              ; preds = %62, %96
  %107 = load ptr, ptr %6, align 8
  %108 = getelementptr inbounds i8, ptr %107, i64 3
  %109 = load i8, ptr %108, align 1
  %110 = zext i8 %109 to i64
  %111 = shl i64 %110, 24
  %112 = load ptr, ptr %5, align 8
  %113 = getelementptr inbounds %struct.BIT_DStream_t, ptr %112, i32 0, i32 0
  %114 = load i64, ptr %113, align 8
  %115 = add i64 %114, %111
  store i64 %115, ptr %113, align 8
  br label %116

116:                                              ; preds = %62, %106
  %117 = load ptr, ptr %6, align 8
  %118 = getelementptr inbounds i8, ptr %117, i64 2
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i64
  %121 = shl i64 %120, 16
  %122 = load ptr, ptr %5, align 8
  %123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %122, i32 0, i32 0
  %124 = load i64, ptr %123, align 8
  %125 = add i64 %124, %121
  store i64 %125, ptr %123, align 8
  br label %126

126:                                              ; preds = %62, %116
  %127 = load ptr, ptr %6, align 8
  %128 = getelementptr inbounds i8, ptr %127, i64 1
  %129 = load i8, ptr %128, align 1
  %130 = zext i8 %129 to i64
  %131 = shl i64 %130, 8
  %132 = load ptr, ptr %5, align 8
  %133 = getelementptr inbounds %struct.BIT_DStream_t, ptr %132, i32 0, i32 0
  %134 = load i64, ptr %133, align 8
  %135 = add i64 %134, %131
  store i64 %135, ptr %133, align 8
  br label %136

136:                                              ; preds = %62, %126
  br label %137

137:                                              ; preds = %136
  %138 = load ptr, ptr %6, align 8
  %139 = load i64, ptr %7, align 8
  %140 = sub i64 %139, 1
  %141 = getelementptr inbounds i8, ptr %138, i64 %140
  %142 = load i8, ptr %141, align 1
  store i8 %142, ptr %9, align 1
  %143 = load i8, ptr %9, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %151

146:                                              ; preds = %137
  %147 = load i8, ptr %9, align 1
  %148 = zext i8 %147 to i32
  %149 = call i32 @ZSTD_highbit32(i32 noundef %148)
  %150 = sub i32 8, %149
  br label %152

151:                                              ; preds = %137
  br label %152

152:                                              ; preds = %151, %146
  %153 = phi i32 [ %150, %146 ], [ 0, %151 ]
  %154 = load ptr, ptr %5, align 8
  %155 = getelementptr inbounds %struct.BIT_DStream_t, ptr %154, i32 0, i32 1
  store i32 %153, ptr %155, align 8
  %156 = load i8, ptr %9, align 1
  %157 = zext i8 %156 to i32
  %158 = icmp eq i32 %157, 0
  br i1 %158, label %159, label %160

159:                                              ; preds = %152
  store i64 -20, ptr %4, align 8
  br label %171

160:                                              ; preds = %152
  %161 = load i64, ptr %7, align 8
  %162 = sub i64 8, %161
  %163 = trunc i64 %162 to i32
  %164 = mul i32 %163, 8
  %165 = load ptr, ptr %5, align 8
  %166 = getelementptr inbounds %struct.BIT_DStream_t, ptr %165, i32 0, i32 1
  %167 = load i32, ptr %166, align 8
  %168 = add i32 %167, %164
  store i32 %168, ptr %166, align 8
  br label %169

169:                                              ; preds = %160, %61
  %170 = load i64, ptr %7, align 8
  store i64 %170, ptr %4, align 8
  br label %171

171:                                              ; preds = %169, %159, %60, %12
  %172 = load i64, ptr %4, align 8
  ret i64 %172
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ZSTD_maybeNullPtrAdd(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %4, align 8
  %6 = icmp sgt i64 %5, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i64, ptr %4, align 8
  %10 = getelementptr inbounds i8, ptr %8, i64 %9
  br label %13

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8
  br label %13

13:                                               ; preds = %11, %7
  %14 = phi ptr [ %10, %7 ], [ %12, %11 ]
  ret ptr %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_endOfDStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3, i32 0, i32 2
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.BIT_DStream_t, ptr %6, i32 0, i32 3
  %8 = load ptr, ptr %7, align 8
  %9 = icmp eq ptr %5, %8
  br i1 %9, label %10, label %16

10:                                               ; preds = %1
  %11 = load ptr, ptr %2, align 8
  %12 = getelementptr inbounds %struct.BIT_DStream_t, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 8
  %14 = zext i32 %13 to i64
  %15 = icmp eq i64 %14, 64
  br label %16

16:                                               ; preds = %10, %1
  %17 = phi i1 [ false, %1 ], [ %15, %10 ]
  %18 = zext i1 %17 to i32
  ret i32 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLEST(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_32bits()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %10

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_readLE32(ptr noundef %7)
  %9 = zext i32 %8 to i64
  store i64 %9, ptr %2, align 8
  br label %13

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  %12 = call i64 @MEM_readLE64(ptr noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %10, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_highbit32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @ZSTD_countLeadingZeros32(i32 noundef %3)
  %5 = sub i32 31, %4
  ret i32 %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_32bits() #0 {
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_readLE32(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 @MEM_read32(ptr noundef %7)
  store i32 %8, ptr %2, align 4
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i32 @MEM_read32(ptr noundef %10)
  %12 = call i32 @MEM_swap32(i32 noundef %11)
  store i32 %12, ptr %2, align 4
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i32, ptr %2, align 4
  ret i32 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_readLE64(ptr noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = call i32 @MEM_isLittleEndian()
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %6, label %9

6:                                                ; preds = %1
  %7 = load ptr, ptr %3, align 8
  %8 = call i64 @MEM_read64(ptr noundef %7)
  store i64 %8, ptr %2, align 8
  br label %13

9:                                                ; preds = %1
  %10 = load ptr, ptr %3, align 8
  %11 = call i64 @MEM_read64(ptr noundef %10)
  %12 = call i64 @MEM_swap64(i64 noundef %11)
  store i64 %12, ptr %2, align 8
  br label %13

13:                                               ; preds = %9, %6
  %14 = load i64, ptr %2, align 8
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_read32(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_swap32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.bswap.i32(i32 %3)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_read64(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i64, ptr %3, align 1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @MEM_swap64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.bswap.i64(i64 %3)
  ret i64 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countLeadingZeros32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = call i32 @llvm.ctlz.i32(i32 %3, i1 false)
  ret i32 %4
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @MEM_64bits() #0 {
  ret i32 1
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_reloadDStream_internal(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3, i32 0, i32 1
  %5 = load i32, ptr %4, align 8
  %6 = lshr i32 %5, 3
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.BIT_DStream_t, ptr %7, i32 0, i32 2
  %9 = load ptr, ptr %8, align 8
  %10 = zext i32 %6 to i64
  %11 = sub i64 0, %10
  %12 = getelementptr inbounds i8, ptr %9, i64 %11
  store ptr %12, ptr %8, align 8
  %13 = load ptr, ptr %2, align 8
  %14 = getelementptr inbounds %struct.BIT_DStream_t, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %14, align 8
  %16 = and i32 %15, 7
  store i32 %16, ptr %14, align 8
  %17 = load ptr, ptr %2, align 8
  %18 = getelementptr inbounds %struct.BIT_DStream_t, ptr %17, i32 0, i32 2
  %19 = load ptr, ptr %18, align 8
  %20 = call i64 @MEM_readLEST(ptr noundef %19)
  %21 = load ptr, ptr %2, align 8
  %22 = getelementptr inbounds %struct.BIT_DStream_t, ptr %21, i32 0, i32 0
  store i64 %20, ptr %22, align 8
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @BIT_lookBitsFast(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 63, ptr %5, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.BIT_DStream_t, ptr %6, i32 0, i32 0
  %8 = load i64, ptr %7, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.BIT_DStream_t, ptr %9, i32 0, i32 1
  %11 = load i32, ptr %10, align 8
  %12 = and i32 %11, 63
  %13 = zext i32 %12 to i64
  %14 = shl i64 %8, %13
  %15 = load i32, ptr %4, align 4
  %16 = sub i32 64, %15
  %17 = and i32 %16, 63
  %18 = zext i32 %17 to i64
  %19 = lshr i64 %14, %18
  ret i64 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X2_usingDTable_internal_default(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca i32, align 4
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca ptr, align 8
  %27 = alloca i32, align 4
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca ptr, align 8
  %33 = alloca i32, align 4
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca i32, align 4
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca ptr, align 8
  %47 = alloca i32, align 4
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca ptr, align 8
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca ptr, align 8
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca i32, align 4
  %68 = alloca ptr, align 8
  %69 = alloca i32, align 4
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca ptr, align 8
  %73 = alloca i32, align 4
  %74 = alloca ptr, align 8
  %75 = alloca i32, align 4
  %76 = alloca ptr, align 8
  %77 = alloca i32, align 4
  %78 = alloca ptr, align 8
  %79 = alloca i32, align 4
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca ptr, align 8
  %83 = alloca i32, align 4
  %84 = alloca ptr, align 8
  %85 = alloca i32, align 4
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca ptr, align 8
  %89 = alloca i32, align 4
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca ptr, align 8
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca ptr, align 8
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca ptr, align 8
  %101 = alloca i32, align 4
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca ptr, align 8
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca ptr, align 8
  %109 = alloca i32, align 4
  %110 = alloca ptr, align 8
  %111 = alloca i32, align 4
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca ptr, align 8
  %117 = alloca i32, align 4
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca i32, align 4
  %122 = alloca ptr, align 8
  %123 = alloca i32, align 4
  %124 = alloca ptr, align 8
  %125 = alloca i32, align 4
  %126 = alloca ptr, align 8
  %127 = alloca i32, align 4
  %128 = alloca ptr, align 8
  %129 = alloca i32, align 4
  %130 = alloca ptr, align 8
  %131 = alloca i32, align 4
  %132 = alloca ptr, align 8
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca i32, align 4
  %136 = alloca ptr, align 8
  %137 = alloca i32, align 4
  %138 = alloca ptr, align 8
  %139 = alloca i32, align 4
  %140 = alloca ptr, align 8
  %141 = alloca i32, align 4
  %142 = alloca ptr, align 8
  %143 = alloca ptr, align 8
  %144 = alloca ptr, align 8
  %145 = alloca i32, align 4
  %146 = alloca i64, align 8
  %147 = alloca ptr, align 8
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca ptr, align 8
  %153 = alloca ptr, align 8
  %154 = alloca ptr, align 8
  %155 = alloca i32, align 4
  %156 = alloca i64, align 8
  %157 = alloca ptr, align 8
  %158 = alloca ptr, align 8
  %159 = alloca ptr, align 8
  %160 = alloca i32, align 4
  %161 = alloca i64, align 8
  %162 = alloca ptr, align 8
  %163 = alloca ptr, align 8
  %164 = alloca ptr, align 8
  %165 = alloca i32, align 4
  %166 = alloca i64, align 8
  %167 = alloca ptr, align 8
  %168 = alloca ptr, align 8
  %169 = alloca ptr, align 8
  %170 = alloca i32, align 4
  %171 = alloca i64, align 8
  %172 = alloca ptr, align 8
  %173 = alloca ptr, align 8
  %174 = alloca ptr, align 8
  %175 = alloca i32, align 4
  %176 = alloca i64, align 8
  %177 = alloca ptr, align 8
  %178 = alloca ptr, align 8
  %179 = alloca ptr, align 8
  %180 = alloca i32, align 4
  %181 = alloca i64, align 8
  %182 = alloca ptr, align 8
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca i32, align 4
  %186 = alloca i64, align 8
  %187 = alloca ptr, align 8
  %188 = alloca ptr, align 8
  %189 = alloca ptr, align 8
  %190 = alloca i32, align 4
  %191 = alloca i64, align 8
  %192 = alloca ptr, align 8
  %193 = alloca ptr, align 8
  %194 = alloca ptr, align 8
  %195 = alloca i32, align 4
  %196 = alloca i64, align 8
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca ptr, align 8
  %200 = alloca i32, align 4
  %201 = alloca i64, align 8
  %202 = alloca ptr, align 8
  %203 = alloca ptr, align 8
  %204 = alloca ptr, align 8
  %205 = alloca i32, align 4
  %206 = alloca i64, align 8
  %207 = alloca ptr, align 8
  %208 = alloca ptr, align 8
  %209 = alloca ptr, align 8
  %210 = alloca i32, align 4
  %211 = alloca i64, align 8
  %212 = alloca ptr, align 8
  %213 = alloca ptr, align 8
  %214 = alloca ptr, align 8
  %215 = alloca i32, align 4
  %216 = alloca i64, align 8
  %217 = alloca ptr, align 8
  %218 = alloca ptr, align 8
  %219 = alloca ptr, align 8
  %220 = alloca i32, align 4
  %221 = alloca i64, align 8
  %222 = alloca ptr, align 8
  %223 = alloca ptr, align 8
  %224 = alloca ptr, align 8
  %225 = alloca i32, align 4
  %226 = alloca i64, align 8
  %227 = alloca ptr, align 8
  %228 = alloca ptr, align 8
  %229 = alloca ptr, align 8
  %230 = alloca i32, align 4
  %231 = alloca i64, align 8
  %232 = alloca ptr, align 8
  %233 = alloca ptr, align 8
  %234 = alloca ptr, align 8
  %235 = alloca i32, align 4
  %236 = alloca i64, align 8
  %237 = alloca ptr, align 8
  %238 = alloca ptr, align 8
  %239 = alloca ptr, align 8
  %240 = alloca i32, align 4
  %241 = alloca i64, align 8
  %242 = alloca ptr, align 8
  %243 = alloca ptr, align 8
  %244 = alloca ptr, align 8
  %245 = alloca i32, align 4
  %246 = alloca i64, align 8
  %247 = alloca ptr, align 8
  %248 = alloca ptr, align 8
  %249 = alloca ptr, align 8
  %250 = alloca i32, align 4
  %251 = alloca i64, align 8
  %252 = alloca ptr, align 8
  %253 = alloca ptr, align 8
  %254 = alloca ptr, align 8
  %255 = alloca i32, align 4
  %256 = alloca i64, align 8
  %257 = alloca ptr, align 8
  %258 = alloca ptr, align 8
  %259 = alloca ptr, align 8
  %260 = alloca i32, align 4
  %261 = alloca i64, align 8
  %262 = alloca ptr, align 8
  %263 = alloca ptr, align 8
  %264 = alloca ptr, align 8
  %265 = alloca i32, align 4
  %266 = alloca i64, align 8
  %267 = alloca ptr, align 8
  %268 = alloca ptr, align 8
  %269 = alloca ptr, align 8
  %270 = alloca i32, align 4
  %271 = alloca i64, align 8
  %272 = alloca ptr, align 8
  %273 = alloca ptr, align 8
  %274 = alloca ptr, align 8
  %275 = alloca i32, align 4
  %276 = alloca i64, align 8
  %277 = alloca ptr, align 8
  %278 = alloca ptr, align 8
  %279 = alloca ptr, align 8
  %280 = alloca i32, align 4
  %281 = alloca i64, align 8
  %282 = alloca ptr, align 8
  %283 = alloca ptr, align 8
  %284 = alloca ptr, align 8
  %285 = alloca i32, align 4
  %286 = alloca i64, align 8
  %287 = alloca ptr, align 8
  %288 = alloca ptr, align 8
  %289 = alloca ptr, align 8
  %290 = alloca i32, align 4
  %291 = alloca i64, align 8
  %292 = alloca ptr, align 8
  %293 = alloca ptr, align 8
  %294 = alloca ptr, align 8
  %295 = alloca i32, align 4
  %296 = alloca i64, align 8
  %297 = alloca ptr, align 8
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca i32, align 4
  %301 = alloca i64, align 8
  %302 = alloca ptr, align 8
  %303 = alloca ptr, align 8
  %304 = alloca ptr, align 8
  %305 = alloca i32, align 4
  %306 = alloca i64, align 8
  %307 = alloca ptr, align 8
  %308 = alloca ptr, align 8
  %309 = alloca ptr, align 8
  %310 = alloca i32, align 4
  %311 = alloca i64, align 8
  %312 = alloca ptr, align 8
  %313 = alloca ptr, align 8
  %314 = alloca ptr, align 8
  %315 = alloca i32, align 4
  %316 = alloca i64, align 8
  %317 = alloca ptr, align 8
  %318 = alloca ptr, align 8
  %319 = alloca ptr, align 8
  %320 = alloca i32, align 4
  %321 = alloca i64, align 8
  %322 = alloca ptr, align 8
  %323 = alloca ptr, align 8
  %324 = alloca ptr, align 8
  %325 = alloca i32, align 4
  %326 = alloca i64, align 8
  %327 = alloca ptr, align 8
  %328 = alloca ptr, align 8
  %329 = alloca ptr, align 8
  %330 = alloca i32, align 4
  %331 = alloca i64, align 8
  %332 = alloca ptr, align 8
  %333 = alloca ptr, align 8
  %334 = alloca ptr, align 8
  %335 = alloca i32, align 4
  %336 = alloca i64, align 8
  %337 = alloca ptr, align 8
  %338 = alloca ptr, align 8
  %339 = alloca ptr, align 8
  %340 = alloca i32, align 4
  %341 = alloca i64, align 8
  %342 = alloca ptr, align 8
  %343 = alloca ptr, align 8
  %344 = alloca ptr, align 8
  %345 = alloca i32, align 4
  %346 = alloca i64, align 8
  %347 = alloca ptr, align 8
  %348 = alloca ptr, align 8
  %349 = alloca ptr, align 8
  %350 = alloca i32, align 4
  %351 = alloca i64, align 8
  %352 = alloca ptr, align 8
  %353 = alloca ptr, align 8
  %354 = alloca ptr, align 8
  %355 = alloca i32, align 4
  %356 = alloca i64, align 8
  %357 = alloca ptr, align 8
  %358 = alloca ptr, align 8
  %359 = alloca ptr, align 8
  %360 = alloca i32, align 4
  %361 = alloca i64, align 8
  %362 = alloca ptr, align 8
  %363 = alloca ptr, align 8
  %364 = alloca ptr, align 8
  %365 = alloca i32, align 4
  %366 = alloca i64, align 8
  %367 = alloca ptr, align 8
  %368 = alloca ptr, align 8
  %369 = alloca ptr, align 8
  %370 = alloca i32, align 4
  %371 = alloca i64, align 8
  %372 = alloca ptr, align 8
  %373 = alloca ptr, align 8
  %374 = alloca ptr, align 8
  %375 = alloca i32, align 4
  %376 = alloca i64, align 8
  %377 = alloca ptr, align 8
  %378 = alloca ptr, align 8
  %379 = alloca ptr, align 8
  %380 = alloca i32, align 4
  %381 = alloca i64, align 8
  %382 = alloca ptr, align 8
  %383 = alloca ptr, align 8
  %384 = alloca ptr, align 8
  %385 = alloca i32, align 4
  %386 = alloca i64, align 8
  %387 = alloca ptr, align 8
  %388 = alloca ptr, align 8
  %389 = alloca ptr, align 8
  %390 = alloca i32, align 4
  %391 = alloca i64, align 8
  %392 = alloca ptr, align 8
  %393 = alloca ptr, align 8
  %394 = alloca ptr, align 8
  %395 = alloca i32, align 4
  %396 = alloca i64, align 8
  %397 = alloca ptr, align 8
  %398 = alloca ptr, align 8
  %399 = alloca ptr, align 8
  %400 = alloca i32, align 4
  %401 = alloca i64, align 8
  %402 = alloca ptr, align 8
  %403 = alloca ptr, align 8
  %404 = alloca ptr, align 8
  %405 = alloca i32, align 4
  %406 = alloca i64, align 8
  %407 = alloca ptr, align 8
  %408 = alloca ptr, align 8
  %409 = alloca ptr, align 8
  %410 = alloca i32, align 4
  %411 = alloca i64, align 8
  %412 = alloca ptr, align 8
  %413 = alloca ptr, align 8
  %414 = alloca ptr, align 8
  %415 = alloca i32, align 4
  %416 = alloca i64, align 8
  %417 = alloca ptr, align 8
  %418 = alloca ptr, align 8
  %419 = alloca ptr, align 8
  %420 = alloca i32, align 4
  %421 = alloca i64, align 8
  %422 = alloca ptr, align 8
  %423 = alloca ptr, align 8
  %424 = alloca ptr, align 8
  %425 = alloca i32, align 4
  %426 = alloca i64, align 8
  %427 = alloca ptr, align 8
  %428 = alloca ptr, align 8
  %429 = alloca ptr, align 8
  %430 = alloca i32, align 4
  %431 = alloca i64, align 8
  %432 = alloca ptr, align 8
  %433 = alloca ptr, align 8
  %434 = alloca ptr, align 8
  %435 = alloca i32, align 4
  %436 = alloca i64, align 8
  %437 = alloca ptr, align 8
  %438 = alloca ptr, align 8
  %439 = alloca ptr, align 8
  %440 = alloca i32, align 4
  %441 = alloca i64, align 8
  %442 = alloca ptr, align 8
  %443 = alloca ptr, align 8
  %444 = alloca ptr, align 8
  %445 = alloca i32, align 4
  %446 = alloca i64, align 8
  %447 = alloca ptr, align 8
  %448 = alloca ptr, align 8
  %449 = alloca ptr, align 8
  %450 = alloca i32, align 4
  %451 = alloca i64, align 8
  %452 = alloca ptr, align 8
  %453 = alloca ptr, align 8
  %454 = alloca ptr, align 8
  %455 = alloca i32, align 4
  %456 = alloca i64, align 8
  %457 = alloca ptr, align 8
  %458 = alloca ptr, align 8
  %459 = alloca ptr, align 8
  %460 = alloca i32, align 4
  %461 = alloca i64, align 8
  %462 = alloca i32, align 4
  %463 = alloca ptr, align 8
  %464 = alloca i32, align 4
  %465 = alloca i32, align 4
  %466 = alloca i32, align 4
  %467 = alloca ptr, align 8
  %468 = alloca i32, align 4
  %469 = alloca i32, align 4
  %470 = alloca i32, align 4
  %471 = alloca ptr, align 8
  %472 = alloca i32, align 4
  %473 = alloca i32, align 4
  %474 = alloca i32, align 4
  %475 = alloca ptr, align 8
  %476 = alloca i32, align 4
  %477 = alloca i32, align 4
  %478 = alloca i32, align 4
  %479 = alloca ptr, align 8
  %480 = alloca i32, align 4
  %481 = alloca i32, align 4
  %482 = alloca i32, align 4
  %483 = alloca ptr, align 8
  %484 = alloca i32, align 4
  %485 = alloca i32, align 4
  %486 = alloca i32, align 4
  %487 = alloca ptr, align 8
  %488 = alloca i32, align 4
  %489 = alloca i32, align 4
  %490 = alloca i32, align 4
  %491 = alloca ptr, align 8
  %492 = alloca i32, align 4
  %493 = alloca i32, align 4
  %494 = alloca i32, align 4
  %495 = alloca ptr, align 8
  %496 = alloca i32, align 4
  %497 = alloca i32, align 4
  %498 = alloca i32, align 4
  %499 = alloca ptr, align 8
  %500 = alloca i32, align 4
  %501 = alloca i32, align 4
  %502 = alloca i32, align 4
  %503 = alloca ptr, align 8
  %504 = alloca i32, align 4
  %505 = alloca i32, align 4
  %506 = alloca i32, align 4
  %507 = alloca ptr, align 8
  %508 = alloca i32, align 4
  %509 = alloca i32, align 4
  %510 = alloca i32, align 4
  %511 = alloca ptr, align 8
  %512 = alloca i32, align 4
  %513 = alloca i32, align 4
  %514 = alloca i32, align 4
  %515 = alloca ptr, align 8
  %516 = alloca i32, align 4
  %517 = alloca i32, align 4
  %518 = alloca i32, align 4
  %519 = alloca ptr, align 8
  %520 = alloca i32, align 4
  %521 = alloca i32, align 4
  %522 = alloca i32, align 4
  %523 = alloca ptr, align 8
  %524 = alloca i32, align 4
  %525 = alloca i32, align 4
  %526 = alloca ptr, align 8
  %527 = alloca ptr, align 8
  %528 = alloca ptr, align 8
  %529 = alloca ptr, align 8
  %530 = alloca i32, align 4
  %531 = alloca ptr, align 8
  %532 = alloca ptr, align 8
  %533 = alloca ptr, align 8
  %534 = alloca ptr, align 8
  %535 = alloca ptr, align 8
  %536 = alloca i32, align 4
  %537 = alloca ptr, align 8
  %538 = alloca ptr, align 8
  %539 = alloca ptr, align 8
  %540 = alloca ptr, align 8
  %541 = alloca ptr, align 8
  %542 = alloca i32, align 4
  %543 = alloca ptr, align 8
  %544 = alloca ptr, align 8
  %545 = alloca ptr, align 8
  %546 = alloca ptr, align 8
  %547 = alloca ptr, align 8
  %548 = alloca i32, align 4
  %549 = alloca ptr, align 8
  %550 = alloca i64, align 8
  %551 = alloca ptr, align 8
  %552 = alloca i64, align 8
  %553 = alloca ptr, align 8
  %554 = alloca i64, align 8
  %555 = alloca ptr, align 8
  %556 = alloca ptr, align 8
  %557 = alloca ptr, align 8
  %558 = alloca ptr, align 8
  %559 = alloca ptr, align 8
  %560 = alloca ptr, align 8
  %561 = alloca ptr, align 8
  %562 = alloca %struct.BIT_DStream_t, align 8
  %563 = alloca %struct.BIT_DStream_t, align 8
  %564 = alloca %struct.BIT_DStream_t, align 8
  %565 = alloca %struct.BIT_DStream_t, align 8
  %566 = alloca i64, align 8
  %567 = alloca i64, align 8
  %568 = alloca i64, align 8
  %569 = alloca i64, align 8
  %570 = alloca ptr, align 8
  %571 = alloca ptr, align 8
  %572 = alloca ptr, align 8
  %573 = alloca ptr, align 8
  %574 = alloca i64, align 8
  %575 = alloca ptr, align 8
  %576 = alloca ptr, align 8
  %577 = alloca ptr, align 8
  %578 = alloca ptr, align 8
  %579 = alloca ptr, align 8
  %580 = alloca ptr, align 8
  %581 = alloca ptr, align 8
  %582 = alloca i32, align 4
  %583 = alloca %struct.DTableDesc, align 1
  %584 = alloca i32, align 4
  %585 = alloca i64, align 8
  %586 = alloca i64, align 8
  %587 = alloca i64, align 8
  %588 = alloca i64, align 8
  %589 = alloca i32, align 4
  %590 = alloca ptr, align 8
  %591 = alloca i64, align 8
  %592 = alloca ptr, align 8
  %593 = alloca i64, align 8
  %594 = alloca ptr, align 8
  store ptr %0, ptr %590, align 8
  store i64 %1, ptr %591, align 8
  store ptr %2, ptr %592, align 8
  store i64 %3, ptr %593, align 8
  store ptr %4, ptr %594, align 8
  %595 = load ptr, ptr %590, align 8
  %596 = load i64, ptr %591, align 8
  %597 = load ptr, ptr %592, align 8
  %598 = load i64, ptr %593, align 8
  %599 = load ptr, ptr %594, align 8
  store ptr %595, ptr %551, align 8
  store i64 %596, ptr %552, align 8
  store ptr %597, ptr %553, align 8
  store i64 %598, ptr %554, align 8
  store ptr %599, ptr %555, align 8
  %600 = load i64, ptr %554, align 8
  %601 = icmp ult i64 %600, 10
  br i1 %601, label %602, label %603

602:                                              ; preds = %5
  store i64 -20, ptr %550, align 8
  br label %4752

603:                                              ; preds = %5
  %604 = load i64, ptr %552, align 8
  %605 = icmp ult i64 %604, 6
  br i1 %605, label %606, label %607

606:                                              ; preds = %603
  store i64 -20, ptr %550, align 8
  br label %4752

607:                                              ; preds = %603
  %608 = load ptr, ptr %553, align 8
  store ptr %608, ptr %556, align 8
  %609 = load ptr, ptr %551, align 8
  store ptr %609, ptr %557, align 8
  %610 = load ptr, ptr %557, align 8
  %611 = load i64, ptr %552, align 8
  %612 = getelementptr inbounds i8, ptr %610, i64 %611
  store ptr %612, ptr %558, align 8
  %613 = load ptr, ptr %558, align 8
  %614 = getelementptr inbounds i8, ptr %613, i64 -7
  store ptr %614, ptr %559, align 8
  %615 = load ptr, ptr %555, align 8
  %616 = getelementptr inbounds i32, ptr %615, i64 1
  store ptr %616, ptr %560, align 8
  %617 = load ptr, ptr %560, align 8
  store ptr %617, ptr %561, align 8
  %618 = load ptr, ptr %556, align 8
  %619 = call i16 @MEM_readLE16(ptr noundef %618)
  %620 = zext i16 %619 to i64
  store i64 %620, ptr %566, align 8
  %621 = load ptr, ptr %556, align 8
  %622 = getelementptr inbounds i8, ptr %621, i64 2
  %623 = call i16 @MEM_readLE16(ptr noundef %622)
  %624 = zext i16 %623 to i64
  store i64 %624, ptr %567, align 8
  %625 = load ptr, ptr %556, align 8
  %626 = getelementptr inbounds i8, ptr %625, i64 4
  %627 = call i16 @MEM_readLE16(ptr noundef %626)
  %628 = zext i16 %627 to i64
  store i64 %628, ptr %568, align 8
  %629 = load i64, ptr %554, align 8
  %630 = load i64, ptr %566, align 8
  %631 = load i64, ptr %567, align 8
  %632 = add i64 %630, %631
  %633 = load i64, ptr %568, align 8
  %634 = add i64 %632, %633
  %635 = add i64 %634, 6
  %636 = sub i64 %629, %635
  store i64 %636, ptr %569, align 8
  %637 = load ptr, ptr %556, align 8
  %638 = getelementptr inbounds i8, ptr %637, i64 6
  store ptr %638, ptr %570, align 8
  %639 = load ptr, ptr %570, align 8
  %640 = load i64, ptr %566, align 8
  %641 = getelementptr inbounds i8, ptr %639, i64 %640
  store ptr %641, ptr %571, align 8
  %642 = load ptr, ptr %571, align 8
  %643 = load i64, ptr %567, align 8
  %644 = getelementptr inbounds i8, ptr %642, i64 %643
  store ptr %644, ptr %572, align 8
  %645 = load ptr, ptr %572, align 8
  %646 = load i64, ptr %568, align 8
  %647 = getelementptr inbounds i8, ptr %645, i64 %646
  store ptr %647, ptr %573, align 8
  %648 = load i64, ptr %552, align 8
  %649 = add i64 %648, 3
  %650 = udiv i64 %649, 4
  store i64 %650, ptr %574, align 8
  %651 = load ptr, ptr %557, align 8
  %652 = load i64, ptr %574, align 8
  %653 = getelementptr inbounds i8, ptr %651, i64 %652
  store ptr %653, ptr %575, align 8
  %654 = load ptr, ptr %575, align 8
  %655 = load i64, ptr %574, align 8
  %656 = getelementptr inbounds i8, ptr %654, i64 %655
  store ptr %656, ptr %576, align 8
  %657 = load ptr, ptr %576, align 8
  %658 = load i64, ptr %574, align 8
  %659 = getelementptr inbounds i8, ptr %657, i64 %658
  store ptr %659, ptr %577, align 8
  %660 = load ptr, ptr %557, align 8
  store ptr %660, ptr %578, align 8
  %661 = load ptr, ptr %575, align 8
  store ptr %661, ptr %579, align 8
  %662 = load ptr, ptr %576, align 8
  store ptr %662, ptr %580, align 8
  %663 = load ptr, ptr %577, align 8
  store ptr %663, ptr %581, align 8
  store i32 1, ptr %582, align 4
  %664 = load ptr, ptr %555, align 8
  %665 = call i32 @HUF_getDTableDesc(ptr noundef %664)
  store i32 %665, ptr %583, align 1
  %666 = getelementptr inbounds %struct.DTableDesc, ptr %583, i32 0, i32 2
  %667 = load i8, ptr %666, align 1
  %668 = zext i8 %667 to i32
  store i32 %668, ptr %584, align 4
  %669 = load i64, ptr %569, align 8
  %670 = load i64, ptr %554, align 8
  %671 = icmp ugt i64 %669, %670
  br i1 %671, label %672, label %673

672:                                              ; preds = %607
  store i64 -20, ptr %550, align 8
  br label %4752

673:                                              ; preds = %607
  %674 = load ptr, ptr %577, align 8
  %675 = load ptr, ptr %558, align 8
  %676 = icmp ugt ptr %674, %675
  br i1 %676, label %677, label %678

677:                                              ; preds = %673
  store i64 -20, ptr %550, align 8
  br label %4752

678:                                              ; preds = %673
  %679 = load ptr, ptr %570, align 8
  %680 = load i64, ptr %566, align 8
  %681 = call i64 @BIT_initDStream(ptr noundef %562, ptr noundef %679, i64 noundef %680)
  store i64 %681, ptr %585, align 8
  %682 = load i64, ptr %585, align 8
  %683 = call i32 @ERR_isError(i64 noundef %682)
  %684 = icmp ne i32 %683, 0
  br i1 %684, label %685, label %687

685:                                              ; preds = %678
  %686 = load i64, ptr %585, align 8
  store i64 %686, ptr %550, align 8
  br label %4752

687:                                              ; preds = %678
  %688 = load ptr, ptr %571, align 8
  %689 = load i64, ptr %567, align 8
  %690 = call i64 @BIT_initDStream(ptr noundef %563, ptr noundef %688, i64 noundef %689)
  store i64 %690, ptr %586, align 8
  %691 = load i64, ptr %586, align 8
  %692 = call i32 @ERR_isError(i64 noundef %691)
  %693 = icmp ne i32 %692, 0
  br i1 %693, label %694, label %696

694:                                              ; preds = %687
  %695 = load i64, ptr %586, align 8
  store i64 %695, ptr %550, align 8
  br label %4752

696:                                              ; preds = %687
  %697 = load ptr, ptr %572, align 8
  %698 = load i64, ptr %568, align 8
  %699 = call i64 @BIT_initDStream(ptr noundef %564, ptr noundef %697, i64 noundef %698)
  store i64 %699, ptr %587, align 8
  %700 = load i64, ptr %587, align 8
  %701 = call i32 @ERR_isError(i64 noundef %700)
  %702 = icmp ne i32 %701, 0
  br i1 %702, label %703, label %705

703:                                              ; preds = %696
  %704 = load i64, ptr %587, align 8
  store i64 %704, ptr %550, align 8
  br label %4752

705:                                              ; preds = %696
  %706 = load ptr, ptr %573, align 8
  %707 = load i64, ptr %569, align 8
  %708 = call i64 @BIT_initDStream(ptr noundef %565, ptr noundef %706, i64 noundef %707)
  store i64 %708, ptr %588, align 8
  %709 = load i64, ptr %588, align 8
  %710 = call i32 @ERR_isError(i64 noundef %709)
  %711 = icmp ne i32 %710, 0
  br i1 %711, label %712, label %714

712:                                              ; preds = %705
  %713 = load i64, ptr %588, align 8
  store i64 %713, ptr %550, align 8
  br label %4752

714:                                              ; preds = %705
  %715 = load ptr, ptr %558, align 8
  %716 = load ptr, ptr %581, align 8
  %717 = ptrtoint ptr %715 to i64
  %718 = ptrtoint ptr %716 to i64
  %719 = sub i64 %717, %718
  %720 = icmp uge i64 %719, 8
  br i1 %720, label %721, label %1292

721:                                              ; preds = %714
  br label %722

722:                                              ; preds = %1150, %721
  %723 = load i32, ptr %582, align 4
  %724 = load ptr, ptr %581, align 8
  %725 = load ptr, ptr %559, align 8
  %726 = icmp ult ptr %724, %725
  %727 = zext i1 %726 to i32
  %728 = and i32 %723, %727
  %729 = icmp ne i32 %728, 0
  br i1 %729, label %730, label %1291

730:                                              ; preds = %722
  %731 = call i32 @MEM_64bits()
  %732 = icmp ne i32 %731, 0
  br i1 %732, label %733, label %765

733:                                              ; preds = %730
  %734 = load ptr, ptr %578, align 8
  %735 = load ptr, ptr %561, align 8
  %736 = load i32, ptr %584, align 4
  store ptr %734, ptr %162, align 8
  store ptr %562, ptr %163, align 8
  store ptr %735, ptr %164, align 8
  store i32 %736, ptr %165, align 4
  %737 = load ptr, ptr %163, align 8
  %738 = load i32, ptr %165, align 4
  %739 = call i64 @BIT_lookBitsFast(ptr noundef %737, i32 noundef %738)
  store i64 %739, ptr %166, align 8
  %740 = load ptr, ptr %162, align 8
  %741 = load ptr, ptr %164, align 8
  %742 = load i64, ptr %166, align 8
  %743 = getelementptr inbounds %struct.HUF_DEltX2, ptr %741, i64 %742
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %740, ptr align 2 %743, i64 2, i1 false)
  %744 = load ptr, ptr %163, align 8
  %745 = load ptr, ptr %164, align 8
  %746 = load i64, ptr %166, align 8
  %747 = getelementptr inbounds %struct.HUF_DEltX2, ptr %745, i64 %746
  %748 = getelementptr inbounds %struct.HUF_DEltX2, ptr %747, i32 0, i32 1
  %749 = load i8, ptr %748, align 2
  %750 = zext i8 %749 to i32
  store ptr %744, ptr %124, align 8
  store i32 %750, ptr %125, align 4
  %751 = load i32, ptr %125, align 4
  %752 = load ptr, ptr %124, align 8
  %753 = getelementptr inbounds %struct.BIT_DStream_t, ptr %752, i32 0, i32 1
  %754 = load i32, ptr %753, align 8
  %755 = add i32 %754, %751
  store i32 %755, ptr %753, align 8
  %756 = load ptr, ptr %164, align 8
  %757 = load i64, ptr %166, align 8
  %758 = getelementptr inbounds %struct.HUF_DEltX2, ptr %756, i64 %757
  %759 = getelementptr inbounds %struct.HUF_DEltX2, ptr %758, i32 0, i32 2
  %760 = load i8, ptr %759, align 1
  %761 = zext i8 %760 to i32
  %762 = load ptr, ptr %578, align 8
  %763 = zext i32 %761 to i64
  %764 = getelementptr inbounds i8, ptr %762, i64 %763
  store ptr %764, ptr %578, align 8
  br label %765

765:                                              ; preds = %733, %730
  %766 = call i32 @MEM_64bits()
  %767 = icmp ne i32 %766, 0
  br i1 %767, label %768, label %800

768:                                              ; preds = %765
  %769 = load ptr, ptr %579, align 8
  %770 = load ptr, ptr %561, align 8
  %771 = load i32, ptr %584, align 4
  store ptr %769, ptr %167, align 8
  store ptr %563, ptr %168, align 8
  store ptr %770, ptr %169, align 8
  store i32 %771, ptr %170, align 4
  %772 = load ptr, ptr %168, align 8
  %773 = load i32, ptr %170, align 4
  %774 = call i64 @BIT_lookBitsFast(ptr noundef %772, i32 noundef %773)
  store i64 %774, ptr %171, align 8
  %775 = load ptr, ptr %167, align 8
  %776 = load ptr, ptr %169, align 8
  %777 = load i64, ptr %171, align 8
  %778 = getelementptr inbounds %struct.HUF_DEltX2, ptr %776, i64 %777
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %775, ptr align 2 %778, i64 2, i1 false)
  %779 = load ptr, ptr %168, align 8
  %780 = load ptr, ptr %169, align 8
  %781 = load i64, ptr %171, align 8
  %782 = getelementptr inbounds %struct.HUF_DEltX2, ptr %780, i64 %781
  %783 = getelementptr inbounds %struct.HUF_DEltX2, ptr %782, i32 0, i32 1
  %784 = load i8, ptr %783, align 2
  %785 = zext i8 %784 to i32
  store ptr %779, ptr %122, align 8
  store i32 %785, ptr %123, align 4
  %786 = load i32, ptr %123, align 4
  %787 = load ptr, ptr %122, align 8
  %788 = getelementptr inbounds %struct.BIT_DStream_t, ptr %787, i32 0, i32 1
  %789 = load i32, ptr %788, align 8
  %790 = add i32 %789, %786
  store i32 %790, ptr %788, align 8
  %791 = load ptr, ptr %169, align 8
  %792 = load i64, ptr %171, align 8
  %793 = getelementptr inbounds %struct.HUF_DEltX2, ptr %791, i64 %792
  %794 = getelementptr inbounds %struct.HUF_DEltX2, ptr %793, i32 0, i32 2
  %795 = load i8, ptr %794, align 1
  %796 = zext i8 %795 to i32
  %797 = load ptr, ptr %579, align 8
  %798 = zext i32 %796 to i64
  %799 = getelementptr inbounds i8, ptr %797, i64 %798
  store ptr %799, ptr %579, align 8
  br label %800

800:                                              ; preds = %768, %765
  %801 = call i32 @MEM_64bits()
  %802 = icmp ne i32 %801, 0
  br i1 %802, label %803, label %835

803:                                              ; preds = %800
  %804 = load ptr, ptr %580, align 8
  %805 = load ptr, ptr %561, align 8
  %806 = load i32, ptr %584, align 4
  store ptr %804, ptr %172, align 8
  store ptr %564, ptr %173, align 8
  store ptr %805, ptr %174, align 8
  store i32 %806, ptr %175, align 4
  %807 = load ptr, ptr %173, align 8
  %808 = load i32, ptr %175, align 4
  %809 = call i64 @BIT_lookBitsFast(ptr noundef %807, i32 noundef %808)
  store i64 %809, ptr %176, align 8
  %810 = load ptr, ptr %172, align 8
  %811 = load ptr, ptr %174, align 8
  %812 = load i64, ptr %176, align 8
  %813 = getelementptr inbounds %struct.HUF_DEltX2, ptr %811, i64 %812
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %810, ptr align 2 %813, i64 2, i1 false)
  %814 = load ptr, ptr %173, align 8
  %815 = load ptr, ptr %174, align 8
  %816 = load i64, ptr %176, align 8
  %817 = getelementptr inbounds %struct.HUF_DEltX2, ptr %815, i64 %816
  %818 = getelementptr inbounds %struct.HUF_DEltX2, ptr %817, i32 0, i32 1
  %819 = load i8, ptr %818, align 2
  %820 = zext i8 %819 to i32
  store ptr %814, ptr %120, align 8
  store i32 %820, ptr %121, align 4
  %821 = load i32, ptr %121, align 4
  %822 = load ptr, ptr %120, align 8
  %823 = getelementptr inbounds %struct.BIT_DStream_t, ptr %822, i32 0, i32 1
  %824 = load i32, ptr %823, align 8
  %825 = add i32 %824, %821
  store i32 %825, ptr %823, align 8
  %826 = load ptr, ptr %174, align 8
  %827 = load i64, ptr %176, align 8
  %828 = getelementptr inbounds %struct.HUF_DEltX2, ptr %826, i64 %827
  %829 = getelementptr inbounds %struct.HUF_DEltX2, ptr %828, i32 0, i32 2
  %830 = load i8, ptr %829, align 1
  %831 = zext i8 %830 to i32
  %832 = load ptr, ptr %580, align 8
  %833 = zext i32 %831 to i64
  %834 = getelementptr inbounds i8, ptr %832, i64 %833
  store ptr %834, ptr %580, align 8
  br label %835

835:                                              ; preds = %803, %800
  %836 = call i32 @MEM_64bits()
  %837 = icmp ne i32 %836, 0
  br i1 %837, label %838, label %870

838:                                              ; preds = %835
  %839 = load ptr, ptr %581, align 8
  %840 = load ptr, ptr %561, align 8
  %841 = load i32, ptr %584, align 4
  store ptr %839, ptr %177, align 8
  store ptr %565, ptr %178, align 8
  store ptr %840, ptr %179, align 8
  store i32 %841, ptr %180, align 4
  %842 = load ptr, ptr %178, align 8
  %843 = load i32, ptr %180, align 4
  %844 = call i64 @BIT_lookBitsFast(ptr noundef %842, i32 noundef %843)
  store i64 %844, ptr %181, align 8
  %845 = load ptr, ptr %177, align 8
  %846 = load ptr, ptr %179, align 8
  %847 = load i64, ptr %181, align 8
  %848 = getelementptr inbounds %struct.HUF_DEltX2, ptr %846, i64 %847
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %845, ptr align 2 %848, i64 2, i1 false)
  %849 = load ptr, ptr %178, align 8
  %850 = load ptr, ptr %179, align 8
  %851 = load i64, ptr %181, align 8
  %852 = getelementptr inbounds %struct.HUF_DEltX2, ptr %850, i64 %851
  %853 = getelementptr inbounds %struct.HUF_DEltX2, ptr %852, i32 0, i32 1
  %854 = load i8, ptr %853, align 2
  %855 = zext i8 %854 to i32
  store ptr %849, ptr %118, align 8
  store i32 %855, ptr %119, align 4
  %856 = load i32, ptr %119, align 4
  %857 = load ptr, ptr %118, align 8
  %858 = getelementptr inbounds %struct.BIT_DStream_t, ptr %857, i32 0, i32 1
  %859 = load i32, ptr %858, align 8
  %860 = add i32 %859, %856
  store i32 %860, ptr %858, align 8
  %861 = load ptr, ptr %179, align 8
  %862 = load i64, ptr %181, align 8
  %863 = getelementptr inbounds %struct.HUF_DEltX2, ptr %861, i64 %862
  %864 = getelementptr inbounds %struct.HUF_DEltX2, ptr %863, i32 0, i32 2
  %865 = load i8, ptr %864, align 1
  %866 = zext i8 %865 to i32
  %867 = load ptr, ptr %581, align 8
  %868 = zext i32 %866 to i64
  %869 = getelementptr inbounds i8, ptr %867, i64 %868
  store ptr %869, ptr %581, align 8
  br label %870

870:                                              ; preds = %838, %835
  %871 = call i32 @MEM_64bits()
  %872 = icmp ne i32 %871, 0
  br i1 %872, label %874, label %873

873:                                              ; preds = %870
  br label %874

874:                                              ; preds = %873, %870
  %875 = load ptr, ptr %578, align 8
  %876 = load ptr, ptr %561, align 8
  %877 = load i32, ptr %584, align 4
  store ptr %875, ptr %182, align 8
  store ptr %562, ptr %183, align 8
  store ptr %876, ptr %184, align 8
  store i32 %877, ptr %185, align 4
  %878 = load ptr, ptr %183, align 8
  %879 = load i32, ptr %185, align 4
  %880 = call i64 @BIT_lookBitsFast(ptr noundef %878, i32 noundef %879)
  store i64 %880, ptr %186, align 8
  %881 = load ptr, ptr %182, align 8
  %882 = load ptr, ptr %184, align 8
  %883 = load i64, ptr %186, align 8
  %884 = getelementptr inbounds %struct.HUF_DEltX2, ptr %882, i64 %883
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %881, ptr align 2 %884, i64 2, i1 false)
  %885 = load ptr, ptr %183, align 8
  %886 = load ptr, ptr %184, align 8
  %887 = load i64, ptr %186, align 8
  %888 = getelementptr inbounds %struct.HUF_DEltX2, ptr %886, i64 %887
  %889 = getelementptr inbounds %struct.HUF_DEltX2, ptr %888, i32 0, i32 1
  %890 = load i8, ptr %889, align 2
  %891 = zext i8 %890 to i32
  store ptr %885, ptr %116, align 8
  store i32 %891, ptr %117, align 4
  %892 = load i32, ptr %117, align 4
  %893 = load ptr, ptr %116, align 8
  %894 = getelementptr inbounds %struct.BIT_DStream_t, ptr %893, i32 0, i32 1
  %895 = load i32, ptr %894, align 8
  %896 = add i32 %895, %892
  store i32 %896, ptr %894, align 8
  %897 = load ptr, ptr %184, align 8
  %898 = load i64, ptr %186, align 8
  %899 = getelementptr inbounds %struct.HUF_DEltX2, ptr %897, i64 %898
  %900 = getelementptr inbounds %struct.HUF_DEltX2, ptr %899, i32 0, i32 2
  %901 = load i8, ptr %900, align 1
  %902 = zext i8 %901 to i32
  %903 = load ptr, ptr %578, align 8
  %904 = zext i32 %902 to i64
  %905 = getelementptr inbounds i8, ptr %903, i64 %904
  store ptr %905, ptr %578, align 8
  %906 = call i32 @MEM_64bits()
  %907 = icmp ne i32 %906, 0
  br i1 %907, label %909, label %908

908:                                              ; preds = %874
  br label %909

909:                                              ; preds = %908, %874
  %910 = load ptr, ptr %579, align 8
  %911 = load ptr, ptr %561, align 8
  %912 = load i32, ptr %584, align 4
  store ptr %910, ptr %187, align 8
  store ptr %563, ptr %188, align 8
  store ptr %911, ptr %189, align 8
  store i32 %912, ptr %190, align 4
  %913 = load ptr, ptr %188, align 8
  %914 = load i32, ptr %190, align 4
  %915 = call i64 @BIT_lookBitsFast(ptr noundef %913, i32 noundef %914)
  store i64 %915, ptr %191, align 8
  %916 = load ptr, ptr %187, align 8
  %917 = load ptr, ptr %189, align 8
  %918 = load i64, ptr %191, align 8
  %919 = getelementptr inbounds %struct.HUF_DEltX2, ptr %917, i64 %918
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %916, ptr align 2 %919, i64 2, i1 false)
  %920 = load ptr, ptr %188, align 8
  %921 = load ptr, ptr %189, align 8
  %922 = load i64, ptr %191, align 8
  %923 = getelementptr inbounds %struct.HUF_DEltX2, ptr %921, i64 %922
  %924 = getelementptr inbounds %struct.HUF_DEltX2, ptr %923, i32 0, i32 1
  %925 = load i8, ptr %924, align 2
  %926 = zext i8 %925 to i32
  store ptr %920, ptr %114, align 8
  store i32 %926, ptr %115, align 4
  %927 = load i32, ptr %115, align 4
  %928 = load ptr, ptr %114, align 8
  %929 = getelementptr inbounds %struct.BIT_DStream_t, ptr %928, i32 0, i32 1
  %930 = load i32, ptr %929, align 8
  %931 = add i32 %930, %927
  store i32 %931, ptr %929, align 8
  %932 = load ptr, ptr %189, align 8
  %933 = load i64, ptr %191, align 8
  %934 = getelementptr inbounds %struct.HUF_DEltX2, ptr %932, i64 %933
  %935 = getelementptr inbounds %struct.HUF_DEltX2, ptr %934, i32 0, i32 2
  %936 = load i8, ptr %935, align 1
  %937 = zext i8 %936 to i32
  %938 = load ptr, ptr %579, align 8
  %939 = zext i32 %937 to i64
  %940 = getelementptr inbounds i8, ptr %938, i64 %939
  store ptr %940, ptr %579, align 8
  %941 = call i32 @MEM_64bits()
  %942 = icmp ne i32 %941, 0
  br i1 %942, label %944, label %943

943:                                              ; preds = %909
  br label %944

944:                                              ; preds = %943, %909
  %945 = load ptr, ptr %580, align 8
  %946 = load ptr, ptr %561, align 8
  %947 = load i32, ptr %584, align 4
  store ptr %945, ptr %192, align 8
  store ptr %564, ptr %193, align 8
  store ptr %946, ptr %194, align 8
  store i32 %947, ptr %195, align 4
  %948 = load ptr, ptr %193, align 8
  %949 = load i32, ptr %195, align 4
  %950 = call i64 @BIT_lookBitsFast(ptr noundef %948, i32 noundef %949)
  store i64 %950, ptr %196, align 8
  %951 = load ptr, ptr %192, align 8
  %952 = load ptr, ptr %194, align 8
  %953 = load i64, ptr %196, align 8
  %954 = getelementptr inbounds %struct.HUF_DEltX2, ptr %952, i64 %953
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %951, ptr align 2 %954, i64 2, i1 false)
  %955 = load ptr, ptr %193, align 8
  %956 = load ptr, ptr %194, align 8
  %957 = load i64, ptr %196, align 8
  %958 = getelementptr inbounds %struct.HUF_DEltX2, ptr %956, i64 %957
  %959 = getelementptr inbounds %struct.HUF_DEltX2, ptr %958, i32 0, i32 1
  %960 = load i8, ptr %959, align 2
  %961 = zext i8 %960 to i32
  store ptr %955, ptr %112, align 8
  store i32 %961, ptr %113, align 4
  %962 = load i32, ptr %113, align 4
  %963 = load ptr, ptr %112, align 8
  %964 = getelementptr inbounds %struct.BIT_DStream_t, ptr %963, i32 0, i32 1
  %965 = load i32, ptr %964, align 8
  %966 = add i32 %965, %962
  store i32 %966, ptr %964, align 8
  %967 = load ptr, ptr %194, align 8
  %968 = load i64, ptr %196, align 8
  %969 = getelementptr inbounds %struct.HUF_DEltX2, ptr %967, i64 %968
  %970 = getelementptr inbounds %struct.HUF_DEltX2, ptr %969, i32 0, i32 2
  %971 = load i8, ptr %970, align 1
  %972 = zext i8 %971 to i32
  %973 = load ptr, ptr %580, align 8
  %974 = zext i32 %972 to i64
  %975 = getelementptr inbounds i8, ptr %973, i64 %974
  store ptr %975, ptr %580, align 8
  %976 = call i32 @MEM_64bits()
  %977 = icmp ne i32 %976, 0
  br i1 %977, label %979, label %978

978:                                              ; preds = %944
  br label %979

979:                                              ; preds = %978, %944
  %980 = load ptr, ptr %581, align 8
  %981 = load ptr, ptr %561, align 8
  %982 = load i32, ptr %584, align 4
  store ptr %980, ptr %197, align 8
  store ptr %565, ptr %198, align 8
  store ptr %981, ptr %199, align 8
  store i32 %982, ptr %200, align 4
  %983 = load ptr, ptr %198, align 8
  %984 = load i32, ptr %200, align 4
  %985 = call i64 @BIT_lookBitsFast(ptr noundef %983, i32 noundef %984)
  store i64 %985, ptr %201, align 8
  %986 = load ptr, ptr %197, align 8
  %987 = load ptr, ptr %199, align 8
  %988 = load i64, ptr %201, align 8
  %989 = getelementptr inbounds %struct.HUF_DEltX2, ptr %987, i64 %988
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %986, ptr align 2 %989, i64 2, i1 false)
  %990 = load ptr, ptr %198, align 8
  %991 = load ptr, ptr %199, align 8
  %992 = load i64, ptr %201, align 8
  %993 = getelementptr inbounds %struct.HUF_DEltX2, ptr %991, i64 %992
  %994 = getelementptr inbounds %struct.HUF_DEltX2, ptr %993, i32 0, i32 1
  %995 = load i8, ptr %994, align 2
  %996 = zext i8 %995 to i32
  store ptr %990, ptr %110, align 8
  store i32 %996, ptr %111, align 4
  %997 = load i32, ptr %111, align 4
  %998 = load ptr, ptr %110, align 8
  %999 = getelementptr inbounds %struct.BIT_DStream_t, ptr %998, i32 0, i32 1
  %1000 = load i32, ptr %999, align 8
  %1001 = add i32 %1000, %997
  store i32 %1001, ptr %999, align 8
  %1002 = load ptr, ptr %199, align 8
  %1003 = load i64, ptr %201, align 8
  %1004 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1002, i64 %1003
  %1005 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1004, i32 0, i32 2
  %1006 = load i8, ptr %1005, align 1
  %1007 = zext i8 %1006 to i32
  %1008 = load ptr, ptr %581, align 8
  %1009 = zext i32 %1007 to i64
  %1010 = getelementptr inbounds i8, ptr %1008, i64 %1009
  store ptr %1010, ptr %581, align 8
  %1011 = call i32 @MEM_64bits()
  %1012 = icmp ne i32 %1011, 0
  br i1 %1012, label %1013, label %1045

1013:                                             ; preds = %979
  %1014 = load ptr, ptr %578, align 8
  %1015 = load ptr, ptr %561, align 8
  %1016 = load i32, ptr %584, align 4
  store ptr %1014, ptr %202, align 8
  store ptr %562, ptr %203, align 8
  store ptr %1015, ptr %204, align 8
  store i32 %1016, ptr %205, align 4
  %1017 = load ptr, ptr %203, align 8
  %1018 = load i32, ptr %205, align 4
  %1019 = call i64 @BIT_lookBitsFast(ptr noundef %1017, i32 noundef %1018)
  store i64 %1019, ptr %206, align 8
  %1020 = load ptr, ptr %202, align 8
  %1021 = load ptr, ptr %204, align 8
  %1022 = load i64, ptr %206, align 8
  %1023 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1021, i64 %1022
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1020, ptr align 2 %1023, i64 2, i1 false)
  %1024 = load ptr, ptr %203, align 8
  %1025 = load ptr, ptr %204, align 8
  %1026 = load i64, ptr %206, align 8
  %1027 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1025, i64 %1026
  %1028 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1027, i32 0, i32 1
  %1029 = load i8, ptr %1028, align 2
  %1030 = zext i8 %1029 to i32
  store ptr %1024, ptr %108, align 8
  store i32 %1030, ptr %109, align 4
  %1031 = load i32, ptr %109, align 4
  %1032 = load ptr, ptr %108, align 8
  %1033 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1032, i32 0, i32 1
  %1034 = load i32, ptr %1033, align 8
  %1035 = add i32 %1034, %1031
  store i32 %1035, ptr %1033, align 8
  %1036 = load ptr, ptr %204, align 8
  %1037 = load i64, ptr %206, align 8
  %1038 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1036, i64 %1037
  %1039 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1038, i32 0, i32 2
  %1040 = load i8, ptr %1039, align 1
  %1041 = zext i8 %1040 to i32
  %1042 = load ptr, ptr %578, align 8
  %1043 = zext i32 %1041 to i64
  %1044 = getelementptr inbounds i8, ptr %1042, i64 %1043
  store ptr %1044, ptr %578, align 8
  br label %1045

1045:                                             ; preds = %1013, %979
  %1046 = call i32 @MEM_64bits()
  %1047 = icmp ne i32 %1046, 0
  br i1 %1047, label %1048, label %1080

1048:                                             ; preds = %1045
  %1049 = load ptr, ptr %579, align 8
  %1050 = load ptr, ptr %561, align 8
  %1051 = load i32, ptr %584, align 4
  store ptr %1049, ptr %207, align 8
  store ptr %563, ptr %208, align 8
  store ptr %1050, ptr %209, align 8
  store i32 %1051, ptr %210, align 4
  %1052 = load ptr, ptr %208, align 8
  %1053 = load i32, ptr %210, align 4
  %1054 = call i64 @BIT_lookBitsFast(ptr noundef %1052, i32 noundef %1053)
  store i64 %1054, ptr %211, align 8
  %1055 = load ptr, ptr %207, align 8
  %1056 = load ptr, ptr %209, align 8
  %1057 = load i64, ptr %211, align 8
  %1058 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1056, i64 %1057
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1055, ptr align 2 %1058, i64 2, i1 false)
  %1059 = load ptr, ptr %208, align 8
  %1060 = load ptr, ptr %209, align 8
  %1061 = load i64, ptr %211, align 8
  %1062 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1060, i64 %1061
  %1063 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1062, i32 0, i32 1
  %1064 = load i8, ptr %1063, align 2
  %1065 = zext i8 %1064 to i32
  store ptr %1059, ptr %106, align 8
  store i32 %1065, ptr %107, align 4
  %1066 = load i32, ptr %107, align 4
  %1067 = load ptr, ptr %106, align 8
  %1068 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1067, i32 0, i32 1
  %1069 = load i32, ptr %1068, align 8
  %1070 = add i32 %1069, %1066
  store i32 %1070, ptr %1068, align 8
  %1071 = load ptr, ptr %209, align 8
  %1072 = load i64, ptr %211, align 8
  %1073 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1071, i64 %1072
  %1074 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1073, i32 0, i32 2
  %1075 = load i8, ptr %1074, align 1
  %1076 = zext i8 %1075 to i32
  %1077 = load ptr, ptr %579, align 8
  %1078 = zext i32 %1076 to i64
  %1079 = getelementptr inbounds i8, ptr %1077, i64 %1078
  store ptr %1079, ptr %579, align 8
  br label %1080

1080:                                             ; preds = %1048, %1045
  %1081 = call i32 @MEM_64bits()
  %1082 = icmp ne i32 %1081, 0
  br i1 %1082, label %1083, label %1115

1083:                                             ; preds = %1080
  %1084 = load ptr, ptr %580, align 8
  %1085 = load ptr, ptr %561, align 8
  %1086 = load i32, ptr %584, align 4
  store ptr %1084, ptr %212, align 8
  store ptr %564, ptr %213, align 8
  store ptr %1085, ptr %214, align 8
  store i32 %1086, ptr %215, align 4
  %1087 = load ptr, ptr %213, align 8
  %1088 = load i32, ptr %215, align 4
  %1089 = call i64 @BIT_lookBitsFast(ptr noundef %1087, i32 noundef %1088)
  store i64 %1089, ptr %216, align 8
  %1090 = load ptr, ptr %212, align 8
  %1091 = load ptr, ptr %214, align 8
  %1092 = load i64, ptr %216, align 8
  %1093 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1091, i64 %1092
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1090, ptr align 2 %1093, i64 2, i1 false)
  %1094 = load ptr, ptr %213, align 8
  %1095 = load ptr, ptr %214, align 8
  %1096 = load i64, ptr %216, align 8
  %1097 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1095, i64 %1096
  %1098 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1097, i32 0, i32 1
  %1099 = load i8, ptr %1098, align 2
  %1100 = zext i8 %1099 to i32
  store ptr %1094, ptr %104, align 8
  store i32 %1100, ptr %105, align 4
  %1101 = load i32, ptr %105, align 4
  %1102 = load ptr, ptr %104, align 8
  %1103 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1102, i32 0, i32 1
  %1104 = load i32, ptr %1103, align 8
  %1105 = add i32 %1104, %1101
  store i32 %1105, ptr %1103, align 8
  %1106 = load ptr, ptr %214, align 8
  %1107 = load i64, ptr %216, align 8
  %1108 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1106, i64 %1107
  %1109 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1108, i32 0, i32 2
  %1110 = load i8, ptr %1109, align 1
  %1111 = zext i8 %1110 to i32
  %1112 = load ptr, ptr %580, align 8
  %1113 = zext i32 %1111 to i64
  %1114 = getelementptr inbounds i8, ptr %1112, i64 %1113
  store ptr %1114, ptr %580, align 8
  br label %1115

1115:                                             ; preds = %1083, %1080
  %1116 = call i32 @MEM_64bits()
  %1117 = icmp ne i32 %1116, 0
  br i1 %1117, label %1118, label %1150

1118:                                             ; preds = %1115
  %1119 = load ptr, ptr %581, align 8
  %1120 = load ptr, ptr %561, align 8
  %1121 = load i32, ptr %584, align 4
  store ptr %1119, ptr %217, align 8
  store ptr %565, ptr %218, align 8
  store ptr %1120, ptr %219, align 8
  store i32 %1121, ptr %220, align 4
  %1122 = load ptr, ptr %218, align 8
  %1123 = load i32, ptr %220, align 4
  %1124 = call i64 @BIT_lookBitsFast(ptr noundef %1122, i32 noundef %1123)
  store i64 %1124, ptr %221, align 8
  %1125 = load ptr, ptr %217, align 8
  %1126 = load ptr, ptr %219, align 8
  %1127 = load i64, ptr %221, align 8
  %1128 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1126, i64 %1127
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1125, ptr align 2 %1128, i64 2, i1 false)
  %1129 = load ptr, ptr %218, align 8
  %1130 = load ptr, ptr %219, align 8
  %1131 = load i64, ptr %221, align 8
  %1132 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1130, i64 %1131
  %1133 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1132, i32 0, i32 1
  %1134 = load i8, ptr %1133, align 2
  %1135 = zext i8 %1134 to i32
  store ptr %1129, ptr %102, align 8
  store i32 %1135, ptr %103, align 4
  %1136 = load i32, ptr %103, align 4
  %1137 = load ptr, ptr %102, align 8
  %1138 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1137, i32 0, i32 1
  %1139 = load i32, ptr %1138, align 8
  %1140 = add i32 %1139, %1136
  store i32 %1140, ptr %1138, align 8
  %1141 = load ptr, ptr %219, align 8
  %1142 = load i64, ptr %221, align 8
  %1143 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1141, i64 %1142
  %1144 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1143, i32 0, i32 2
  %1145 = load i8, ptr %1144, align 1
  %1146 = zext i8 %1145 to i32
  %1147 = load ptr, ptr %581, align 8
  %1148 = zext i32 %1146 to i64
  %1149 = getelementptr inbounds i8, ptr %1147, i64 %1148
  store ptr %1149, ptr %581, align 8
  br label %1150

1150:                                             ; preds = %1118, %1115
  %1151 = load ptr, ptr %578, align 8
  %1152 = load ptr, ptr %561, align 8
  %1153 = load i32, ptr %584, align 4
  store ptr %1151, ptr %222, align 8
  store ptr %562, ptr %223, align 8
  store ptr %1152, ptr %224, align 8
  store i32 %1153, ptr %225, align 4
  %1154 = load ptr, ptr %223, align 8
  %1155 = load i32, ptr %225, align 4
  %1156 = call i64 @BIT_lookBitsFast(ptr noundef %1154, i32 noundef %1155)
  store i64 %1156, ptr %226, align 8
  %1157 = load ptr, ptr %222, align 8
  %1158 = load ptr, ptr %224, align 8
  %1159 = load i64, ptr %226, align 8
  %1160 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1158, i64 %1159
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1157, ptr align 2 %1160, i64 2, i1 false)
  %1161 = load ptr, ptr %223, align 8
  %1162 = load ptr, ptr %224, align 8
  %1163 = load i64, ptr %226, align 8
  %1164 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1162, i64 %1163
  %1165 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1164, i32 0, i32 1
  %1166 = load i8, ptr %1165, align 2
  %1167 = zext i8 %1166 to i32
  store ptr %1161, ptr %100, align 8
  store i32 %1167, ptr %101, align 4
  %1168 = load i32, ptr %101, align 4
  %1169 = load ptr, ptr %100, align 8
  %1170 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1169, i32 0, i32 1
  %1171 = load i32, ptr %1170, align 8
  %1172 = add i32 %1171, %1168
  store i32 %1172, ptr %1170, align 8
  %1173 = load ptr, ptr %224, align 8
  %1174 = load i64, ptr %226, align 8
  %1175 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1173, i64 %1174
  %1176 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1175, i32 0, i32 2
  %1177 = load i8, ptr %1176, align 1
  %1178 = zext i8 %1177 to i32
  %1179 = load ptr, ptr %578, align 8
  %1180 = zext i32 %1178 to i64
  %1181 = getelementptr inbounds i8, ptr %1179, i64 %1180
  store ptr %1181, ptr %578, align 8
  %1182 = load ptr, ptr %579, align 8
  %1183 = load ptr, ptr %561, align 8
  %1184 = load i32, ptr %584, align 4
  store ptr %1182, ptr %227, align 8
  store ptr %563, ptr %228, align 8
  store ptr %1183, ptr %229, align 8
  store i32 %1184, ptr %230, align 4
  %1185 = load ptr, ptr %228, align 8
  %1186 = load i32, ptr %230, align 4
  %1187 = call i64 @BIT_lookBitsFast(ptr noundef %1185, i32 noundef %1186)
  store i64 %1187, ptr %231, align 8
  %1188 = load ptr, ptr %227, align 8
  %1189 = load ptr, ptr %229, align 8
  %1190 = load i64, ptr %231, align 8
  %1191 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1189, i64 %1190
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1188, ptr align 2 %1191, i64 2, i1 false)
  %1192 = load ptr, ptr %228, align 8
  %1193 = load ptr, ptr %229, align 8
  %1194 = load i64, ptr %231, align 8
  %1195 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1193, i64 %1194
  %1196 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1195, i32 0, i32 1
  %1197 = load i8, ptr %1196, align 2
  %1198 = zext i8 %1197 to i32
  store ptr %1192, ptr %98, align 8
  store i32 %1198, ptr %99, align 4
  %1199 = load i32, ptr %99, align 4
  %1200 = load ptr, ptr %98, align 8
  %1201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1200, i32 0, i32 1
  %1202 = load i32, ptr %1201, align 8
  %1203 = add i32 %1202, %1199
  store i32 %1203, ptr %1201, align 8
  %1204 = load ptr, ptr %229, align 8
  %1205 = load i64, ptr %231, align 8
  %1206 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1204, i64 %1205
  %1207 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1206, i32 0, i32 2
  %1208 = load i8, ptr %1207, align 1
  %1209 = zext i8 %1208 to i32
  %1210 = load ptr, ptr %579, align 8
  %1211 = zext i32 %1209 to i64
  %1212 = getelementptr inbounds i8, ptr %1210, i64 %1211
  store ptr %1212, ptr %579, align 8
  %1213 = load ptr, ptr %580, align 8
  %1214 = load ptr, ptr %561, align 8
  %1215 = load i32, ptr %584, align 4
  store ptr %1213, ptr %232, align 8
  store ptr %564, ptr %233, align 8
  store ptr %1214, ptr %234, align 8
  store i32 %1215, ptr %235, align 4
  %1216 = load ptr, ptr %233, align 8
  %1217 = load i32, ptr %235, align 4
  %1218 = call i64 @BIT_lookBitsFast(ptr noundef %1216, i32 noundef %1217)
  store i64 %1218, ptr %236, align 8
  %1219 = load ptr, ptr %232, align 8
  %1220 = load ptr, ptr %234, align 8
  %1221 = load i64, ptr %236, align 8
  %1222 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1220, i64 %1221
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1219, ptr align 2 %1222, i64 2, i1 false)
  %1223 = load ptr, ptr %233, align 8
  %1224 = load ptr, ptr %234, align 8
  %1225 = load i64, ptr %236, align 8
  %1226 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1224, i64 %1225
  %1227 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1226, i32 0, i32 1
  %1228 = load i8, ptr %1227, align 2
  %1229 = zext i8 %1228 to i32
  store ptr %1223, ptr %96, align 8
  store i32 %1229, ptr %97, align 4
  %1230 = load i32, ptr %97, align 4
  %1231 = load ptr, ptr %96, align 8
  %1232 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1231, i32 0, i32 1
  %1233 = load i32, ptr %1232, align 8
  %1234 = add i32 %1233, %1230
  store i32 %1234, ptr %1232, align 8
  %1235 = load ptr, ptr %234, align 8
  %1236 = load i64, ptr %236, align 8
  %1237 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1235, i64 %1236
  %1238 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1237, i32 0, i32 2
  %1239 = load i8, ptr %1238, align 1
  %1240 = zext i8 %1239 to i32
  %1241 = load ptr, ptr %580, align 8
  %1242 = zext i32 %1240 to i64
  %1243 = getelementptr inbounds i8, ptr %1241, i64 %1242
  store ptr %1243, ptr %580, align 8
  %1244 = load ptr, ptr %581, align 8
  %1245 = load ptr, ptr %561, align 8
  %1246 = load i32, ptr %584, align 4
  store ptr %1244, ptr %237, align 8
  store ptr %565, ptr %238, align 8
  store ptr %1245, ptr %239, align 8
  store i32 %1246, ptr %240, align 4
  %1247 = load ptr, ptr %238, align 8
  %1248 = load i32, ptr %240, align 4
  %1249 = call i64 @BIT_lookBitsFast(ptr noundef %1247, i32 noundef %1248)
  store i64 %1249, ptr %241, align 8
  %1250 = load ptr, ptr %237, align 8
  %1251 = load ptr, ptr %239, align 8
  %1252 = load i64, ptr %241, align 8
  %1253 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1251, i64 %1252
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1250, ptr align 2 %1253, i64 2, i1 false)
  %1254 = load ptr, ptr %238, align 8
  %1255 = load ptr, ptr %239, align 8
  %1256 = load i64, ptr %241, align 8
  %1257 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1255, i64 %1256
  %1258 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1257, i32 0, i32 1
  %1259 = load i8, ptr %1258, align 2
  %1260 = zext i8 %1259 to i32
  store ptr %1254, ptr %94, align 8
  store i32 %1260, ptr %95, align 4
  %1261 = load i32, ptr %95, align 4
  %1262 = load ptr, ptr %94, align 8
  %1263 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1262, i32 0, i32 1
  %1264 = load i32, ptr %1263, align 8
  %1265 = add i32 %1264, %1261
  store i32 %1265, ptr %1263, align 8
  %1266 = load ptr, ptr %239, align 8
  %1267 = load i64, ptr %241, align 8
  %1268 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1266, i64 %1267
  %1269 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1268, i32 0, i32 2
  %1270 = load i8, ptr %1269, align 1
  %1271 = zext i8 %1270 to i32
  %1272 = load ptr, ptr %581, align 8
  %1273 = zext i32 %1271 to i64
  %1274 = getelementptr inbounds i8, ptr %1272, i64 %1273
  store ptr %1274, ptr %581, align 8
  %1275 = call i32 @BIT_reloadDStreamFast(ptr noundef %562)
  %1276 = icmp eq i32 %1275, 0
  %1277 = zext i1 %1276 to i32
  %1278 = call i32 @BIT_reloadDStreamFast(ptr noundef %563)
  %1279 = icmp eq i32 %1278, 0
  %1280 = zext i1 %1279 to i32
  %1281 = and i32 %1277, %1280
  %1282 = call i32 @BIT_reloadDStreamFast(ptr noundef %564)
  %1283 = icmp eq i32 %1282, 0
  %1284 = zext i1 %1283 to i32
  %1285 = and i32 %1281, %1284
  %1286 = call i32 @BIT_reloadDStreamFast(ptr noundef %565)
  %1287 = icmp eq i32 %1286, 0
  %1288 = zext i1 %1287 to i32
  %1289 = and i32 %1285, %1288
  %1290 = zext i32 %1289 to i64
  store i32 %1289, ptr %582, align 4
  br label %722, !llvm.loop !44

1291:                                             ; preds = %722
  br label %1292

1292:                                             ; preds = %1291, %714
  %1293 = load ptr, ptr %578, align 8
  %1294 = load ptr, ptr %575, align 8
  %1295 = icmp ugt ptr %1293, %1294
  br i1 %1295, label %1296, label %1297

1296:                                             ; preds = %1292
  store i64 -20, ptr %550, align 8
  br label %4752

1297:                                             ; preds = %1292
  %1298 = load ptr, ptr %579, align 8
  %1299 = load ptr, ptr %576, align 8
  %1300 = icmp ugt ptr %1298, %1299
  br i1 %1300, label %1301, label %1302

1301:                                             ; preds = %1297
  store i64 -20, ptr %550, align 8
  br label %4752

1302:                                             ; preds = %1297
  %1303 = load ptr, ptr %580, align 8
  %1304 = load ptr, ptr %577, align 8
  %1305 = icmp ugt ptr %1303, %1304
  br i1 %1305, label %1306, label %1307

1306:                                             ; preds = %1302
  store i64 -20, ptr %550, align 8
  br label %4752

1307:                                             ; preds = %1302
  %1308 = load ptr, ptr %578, align 8
  %1309 = load ptr, ptr %575, align 8
  %1310 = load ptr, ptr %561, align 8
  %1311 = load i32, ptr %584, align 4
  store ptr %1308, ptr %526, align 8
  store ptr %562, ptr %527, align 8
  store ptr %1309, ptr %528, align 8
  store ptr %1310, ptr %529, align 8
  store i32 %1311, ptr %530, align 4
  %1312 = load ptr, ptr %526, align 8
  store ptr %1312, ptr %531, align 8
  %1313 = load ptr, ptr %528, align 8
  %1314 = load ptr, ptr %526, align 8
  %1315 = ptrtoint ptr %1313 to i64
  %1316 = ptrtoint ptr %1314 to i64
  %1317 = sub i64 %1315, %1316
  %1318 = icmp uge i64 %1317, 8
  br i1 %1318, label %1319, label %1826

1319:                                             ; preds = %1307
  %1320 = load i32, ptr %530, align 4
  %1321 = icmp ule i32 %1320, 11
  br i1 %1321, label %1322, label %1585

1322:                                             ; preds = %1319
  %1323 = call i32 @MEM_64bits()
  %1324 = icmp ne i32 %1323, 0
  br i1 %1324, label %1325, label %1585

1325:                                             ; preds = %1322
  br label %1326

1326:                                             ; preds = %1423, %1325
  %1327 = load ptr, ptr %527, align 8
  store ptr %1327, ptr %523, align 8
  %1328 = load ptr, ptr %523, align 8
  %1329 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1328, i32 0, i32 1
  %1330 = load i32, ptr %1329, align 8
  %1331 = zext i32 %1330 to i64
  %1332 = icmp ugt i64 %1331, 64
  %1333 = zext i1 %1332 to i32
  %1334 = sext i32 %1333 to i64
  br i1 %1332, label %1335, label %1338

1335:                                             ; preds = %1326
  %1336 = load ptr, ptr %523, align 8
  %1337 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1336, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1337, align 8
  store i32 3, ptr %522, align 4
  br label %1412

1338:                                             ; preds = %1326
  %1339 = load ptr, ptr %523, align 8
  %1340 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1339, i32 0, i32 2
  %1341 = load ptr, ptr %1340, align 8
  %1342 = load ptr, ptr %523, align 8
  %1343 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1342, i32 0, i32 4
  %1344 = load ptr, ptr %1343, align 8
  %1345 = icmp uge ptr %1341, %1344
  br i1 %1345, label %1346, label %1349

1346:                                             ; preds = %1338
  %1347 = load ptr, ptr %523, align 8
  %1348 = call i32 @BIT_reloadDStream_internal(ptr noundef %1347)
  store i32 %1348, ptr %522, align 4
  br label %1412

1349:                                             ; preds = %1338
  %1350 = load ptr, ptr %523, align 8
  %1351 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1350, i32 0, i32 2
  %1352 = load ptr, ptr %1351, align 8
  %1353 = load ptr, ptr %523, align 8
  %1354 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1353, i32 0, i32 3
  %1355 = load ptr, ptr %1354, align 8
  %1356 = icmp eq ptr %1352, %1355
  br i1 %1356, label %1357, label %1365

1357:                                             ; preds = %1349
  %1358 = load ptr, ptr %523, align 8
  %1359 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1358, i32 0, i32 1
  %1360 = load i32, ptr %1359, align 8
  %1361 = zext i32 %1360 to i64
  %1362 = icmp ult i64 %1361, 64
  br i1 %1362, label %1363, label %1364

1363:                                             ; preds = %1357
  store i32 1, ptr %522, align 4
  br label %1412

1364:                                             ; preds = %1357
  store i32 2, ptr %522, align 4
  br label %1412

1365:                                             ; preds = %1349
  %1366 = load ptr, ptr %523, align 8
  %1367 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1366, i32 0, i32 1
  %1368 = load i32, ptr %1367, align 8
  %1369 = lshr i32 %1368, 3
  store i32 %1369, ptr %524, align 4
  store i32 0, ptr %525, align 4
  %1370 = load ptr, ptr %523, align 8
  %1371 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1370, i32 0, i32 2
  %1372 = load ptr, ptr %1371, align 8
  %1373 = load i32, ptr %524, align 4
  %1374 = zext i32 %1373 to i64
  %1375 = sub i64 0, %1374
  %1376 = getelementptr inbounds i8, ptr %1372, i64 %1375
  %1377 = load ptr, ptr %523, align 8
  %1378 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1377, i32 0, i32 3
  %1379 = load ptr, ptr %1378, align 8
  %1380 = icmp ult ptr %1376, %1379
  br i1 %1380, label %1381, label %1392

1381:                                             ; preds = %1365
  %1382 = load ptr, ptr %523, align 8
  %1383 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1382, i32 0, i32 2
  %1384 = load ptr, ptr %1383, align 8
  %1385 = load ptr, ptr %523, align 8
  %1386 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1385, i32 0, i32 3
  %1387 = load ptr, ptr %1386, align 8
  %1388 = ptrtoint ptr %1384 to i64
  %1389 = ptrtoint ptr %1387 to i64
  %1390 = sub i64 %1388, %1389
  %1391 = trunc i64 %1390 to i32
  store i32 %1391, ptr %524, align 4
  store i32 1, ptr %525, align 4
  br label %1392

1392:                                             ; preds = %1381, %1365
  %1393 = load i32, ptr %524, align 4
  %1394 = load ptr, ptr %523, align 8
  %1395 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1394, i32 0, i32 2
  %1396 = load ptr, ptr %1395, align 8
  %1397 = zext i32 %1393 to i64
  %1398 = sub i64 0, %1397
  %1399 = getelementptr inbounds i8, ptr %1396, i64 %1398
  store ptr %1399, ptr %1395, align 8
  %1400 = load i32, ptr %524, align 4
  %1401 = mul i32 %1400, 8
  %1402 = load ptr, ptr %523, align 8
  %1403 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1402, i32 0, i32 1
  %1404 = load i32, ptr %1403, align 8
  %1405 = sub i32 %1404, %1401
  store i32 %1405, ptr %1403, align 8
  %1406 = load ptr, ptr %523, align 8
  %1407 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1406, i32 0, i32 2
  %1408 = load ptr, ptr %1407, align 8
  %1409 = call i64 @MEM_readLEST(ptr noundef %1408)
  %1410 = load ptr, ptr %523, align 8
  store i64 %1409, ptr %1410, align 8
  %1411 = load i32, ptr %525, align 4
  store i32 %1411, ptr %522, align 4
  br label %1412

1412:                                             ; preds = %1392, %1364, %1363, %1346, %1335
  %1413 = load i32, ptr %522, align 4
  %1414 = icmp eq i32 %1413, 0
  %1415 = zext i1 %1414 to i32
  %1416 = load ptr, ptr %526, align 8
  %1417 = load ptr, ptr %528, align 8
  %1418 = getelementptr inbounds i8, ptr %1417, i64 -9
  %1419 = icmp ult ptr %1416, %1418
  %1420 = zext i1 %1419 to i32
  %1421 = and i32 %1415, %1420
  %1422 = icmp ne i32 %1421, 0
  br i1 %1422, label %1423, label %1584

1423:                                             ; preds = %1412
  %1424 = load ptr, ptr %526, align 8
  %1425 = load ptr, ptr %527, align 8
  %1426 = load ptr, ptr %529, align 8
  %1427 = load i32, ptr %530, align 4
  store ptr %1424, ptr %437, align 8
  store ptr %1425, ptr %438, align 8
  store ptr %1426, ptr %439, align 8
  store i32 %1427, ptr %440, align 4
  %1428 = load ptr, ptr %438, align 8
  %1429 = load i32, ptr %440, align 4
  %1430 = call i64 @BIT_lookBitsFast(ptr noundef %1428, i32 noundef %1429)
  store i64 %1430, ptr %441, align 8
  %1431 = load ptr, ptr %437, align 8
  %1432 = load ptr, ptr %439, align 8
  %1433 = load i64, ptr %441, align 8
  %1434 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1432, i64 %1433
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1431, ptr align 2 %1434, i64 2, i1 false)
  %1435 = load ptr, ptr %438, align 8
  %1436 = load ptr, ptr %439, align 8
  %1437 = load i64, ptr %441, align 8
  %1438 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1436, i64 %1437
  %1439 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1438, i32 0, i32 1
  %1440 = load i8, ptr %1439, align 2
  %1441 = zext i8 %1440 to i32
  store ptr %1435, ptr %14, align 8
  store i32 %1441, ptr %15, align 4
  %1442 = load i32, ptr %15, align 4
  %1443 = load ptr, ptr %14, align 8
  %1444 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1443, i32 0, i32 1
  %1445 = load i32, ptr %1444, align 8
  %1446 = add i32 %1445, %1442
  store i32 %1446, ptr %1444, align 8
  %1447 = load ptr, ptr %439, align 8
  %1448 = load i64, ptr %441, align 8
  %1449 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1447, i64 %1448
  %1450 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1449, i32 0, i32 2
  %1451 = load i8, ptr %1450, align 1
  %1452 = zext i8 %1451 to i32
  %1453 = load ptr, ptr %526, align 8
  %1454 = zext i32 %1452 to i64
  %1455 = getelementptr inbounds i8, ptr %1453, i64 %1454
  store ptr %1455, ptr %526, align 8
  %1456 = load ptr, ptr %526, align 8
  %1457 = load ptr, ptr %527, align 8
  %1458 = load ptr, ptr %529, align 8
  %1459 = load i32, ptr %530, align 4
  store ptr %1456, ptr %442, align 8
  store ptr %1457, ptr %443, align 8
  store ptr %1458, ptr %444, align 8
  store i32 %1459, ptr %445, align 4
  %1460 = load ptr, ptr %443, align 8
  %1461 = load i32, ptr %445, align 4
  %1462 = call i64 @BIT_lookBitsFast(ptr noundef %1460, i32 noundef %1461)
  store i64 %1462, ptr %446, align 8
  %1463 = load ptr, ptr %442, align 8
  %1464 = load ptr, ptr %444, align 8
  %1465 = load i64, ptr %446, align 8
  %1466 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1464, i64 %1465
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1463, ptr align 2 %1466, i64 2, i1 false)
  %1467 = load ptr, ptr %443, align 8
  %1468 = load ptr, ptr %444, align 8
  %1469 = load i64, ptr %446, align 8
  %1470 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1468, i64 %1469
  %1471 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1470, i32 0, i32 1
  %1472 = load i8, ptr %1471, align 2
  %1473 = zext i8 %1472 to i32
  store ptr %1467, ptr %12, align 8
  store i32 %1473, ptr %13, align 4
  %1474 = load i32, ptr %13, align 4
  %1475 = load ptr, ptr %12, align 8
  %1476 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1475, i32 0, i32 1
  %1477 = load i32, ptr %1476, align 8
  %1478 = add i32 %1477, %1474
  store i32 %1478, ptr %1476, align 8
  %1479 = load ptr, ptr %444, align 8
  %1480 = load i64, ptr %446, align 8
  %1481 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1479, i64 %1480
  %1482 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1481, i32 0, i32 2
  %1483 = load i8, ptr %1482, align 1
  %1484 = zext i8 %1483 to i32
  %1485 = load ptr, ptr %526, align 8
  %1486 = zext i32 %1484 to i64
  %1487 = getelementptr inbounds i8, ptr %1485, i64 %1486
  store ptr %1487, ptr %526, align 8
  %1488 = load ptr, ptr %526, align 8
  %1489 = load ptr, ptr %527, align 8
  %1490 = load ptr, ptr %529, align 8
  %1491 = load i32, ptr %530, align 4
  store ptr %1488, ptr %447, align 8
  store ptr %1489, ptr %448, align 8
  store ptr %1490, ptr %449, align 8
  store i32 %1491, ptr %450, align 4
  %1492 = load ptr, ptr %448, align 8
  %1493 = load i32, ptr %450, align 4
  %1494 = call i64 @BIT_lookBitsFast(ptr noundef %1492, i32 noundef %1493)
  store i64 %1494, ptr %451, align 8
  %1495 = load ptr, ptr %447, align 8
  %1496 = load ptr, ptr %449, align 8
  %1497 = load i64, ptr %451, align 8
  %1498 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1496, i64 %1497
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1495, ptr align 2 %1498, i64 2, i1 false)
  %1499 = load ptr, ptr %448, align 8
  %1500 = load ptr, ptr %449, align 8
  %1501 = load i64, ptr %451, align 8
  %1502 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1500, i64 %1501
  %1503 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1502, i32 0, i32 1
  %1504 = load i8, ptr %1503, align 2
  %1505 = zext i8 %1504 to i32
  store ptr %1499, ptr %10, align 8
  store i32 %1505, ptr %11, align 4
  %1506 = load i32, ptr %11, align 4
  %1507 = load ptr, ptr %10, align 8
  %1508 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1507, i32 0, i32 1
  %1509 = load i32, ptr %1508, align 8
  %1510 = add i32 %1509, %1506
  store i32 %1510, ptr %1508, align 8
  %1511 = load ptr, ptr %449, align 8
  %1512 = load i64, ptr %451, align 8
  %1513 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1511, i64 %1512
  %1514 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1513, i32 0, i32 2
  %1515 = load i8, ptr %1514, align 1
  %1516 = zext i8 %1515 to i32
  %1517 = load ptr, ptr %526, align 8
  %1518 = zext i32 %1516 to i64
  %1519 = getelementptr inbounds i8, ptr %1517, i64 %1518
  store ptr %1519, ptr %526, align 8
  %1520 = load ptr, ptr %526, align 8
  %1521 = load ptr, ptr %527, align 8
  %1522 = load ptr, ptr %529, align 8
  %1523 = load i32, ptr %530, align 4
  store ptr %1520, ptr %452, align 8
  store ptr %1521, ptr %453, align 8
  store ptr %1522, ptr %454, align 8
  store i32 %1523, ptr %455, align 4
  %1524 = load ptr, ptr %453, align 8
  %1525 = load i32, ptr %455, align 4
  %1526 = call i64 @BIT_lookBitsFast(ptr noundef %1524, i32 noundef %1525)
  store i64 %1526, ptr %456, align 8
  %1527 = load ptr, ptr %452, align 8
  %1528 = load ptr, ptr %454, align 8
  %1529 = load i64, ptr %456, align 8
  %1530 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1528, i64 %1529
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1527, ptr align 2 %1530, i64 2, i1 false)
  %1531 = load ptr, ptr %453, align 8
  %1532 = load ptr, ptr %454, align 8
  %1533 = load i64, ptr %456, align 8
  %1534 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1532, i64 %1533
  %1535 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1534, i32 0, i32 1
  %1536 = load i8, ptr %1535, align 2
  %1537 = zext i8 %1536 to i32
  store ptr %1531, ptr %8, align 8
  store i32 %1537, ptr %9, align 4
  %1538 = load i32, ptr %9, align 4
  %1539 = load ptr, ptr %8, align 8
  %1540 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1539, i32 0, i32 1
  %1541 = load i32, ptr %1540, align 8
  %1542 = add i32 %1541, %1538
  store i32 %1542, ptr %1540, align 8
  %1543 = load ptr, ptr %454, align 8
  %1544 = load i64, ptr %456, align 8
  %1545 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1543, i64 %1544
  %1546 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1545, i32 0, i32 2
  %1547 = load i8, ptr %1546, align 1
  %1548 = zext i8 %1547 to i32
  %1549 = load ptr, ptr %526, align 8
  %1550 = zext i32 %1548 to i64
  %1551 = getelementptr inbounds i8, ptr %1549, i64 %1550
  store ptr %1551, ptr %526, align 8
  %1552 = load ptr, ptr %526, align 8
  %1553 = load ptr, ptr %527, align 8
  %1554 = load ptr, ptr %529, align 8
  %1555 = load i32, ptr %530, align 4
  store ptr %1552, ptr %457, align 8
  store ptr %1553, ptr %458, align 8
  store ptr %1554, ptr %459, align 8
  store i32 %1555, ptr %460, align 4
  %1556 = load ptr, ptr %458, align 8
  %1557 = load i32, ptr %460, align 4
  %1558 = call i64 @BIT_lookBitsFast(ptr noundef %1556, i32 noundef %1557)
  store i64 %1558, ptr %461, align 8
  %1559 = load ptr, ptr %457, align 8
  %1560 = load ptr, ptr %459, align 8
  %1561 = load i64, ptr %461, align 8
  %1562 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1560, i64 %1561
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1559, ptr align 2 %1562, i64 2, i1 false)
  %1563 = load ptr, ptr %458, align 8
  %1564 = load ptr, ptr %459, align 8
  %1565 = load i64, ptr %461, align 8
  %1566 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1564, i64 %1565
  %1567 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1566, i32 0, i32 1
  %1568 = load i8, ptr %1567, align 2
  %1569 = zext i8 %1568 to i32
  store ptr %1563, ptr %6, align 8
  store i32 %1569, ptr %7, align 4
  %1570 = load i32, ptr %7, align 4
  %1571 = load ptr, ptr %6, align 8
  %1572 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1571, i32 0, i32 1
  %1573 = load i32, ptr %1572, align 8
  %1574 = add i32 %1573, %1570
  store i32 %1574, ptr %1572, align 8
  %1575 = load ptr, ptr %459, align 8
  %1576 = load i64, ptr %461, align 8
  %1577 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1575, i64 %1576
  %1578 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1577, i32 0, i32 2
  %1579 = load i8, ptr %1578, align 1
  %1580 = zext i8 %1579 to i32
  %1581 = load ptr, ptr %526, align 8
  %1582 = zext i32 %1580 to i64
  %1583 = getelementptr inbounds i8, ptr %1581, i64 %1582
  store ptr %1583, ptr %526, align 8
  br label %1326, !llvm.loop !29

1584:                                             ; preds = %1412
  br label %1825

1585:                                             ; preds = %1322, %1319
  br label %1586

1586:                                             ; preds = %1791, %1585
  %1587 = load ptr, ptr %527, align 8
  store ptr %1587, ptr %519, align 8
  %1588 = load ptr, ptr %519, align 8
  %1589 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1588, i32 0, i32 1
  %1590 = load i32, ptr %1589, align 8
  %1591 = zext i32 %1590 to i64
  %1592 = icmp ugt i64 %1591, 64
  %1593 = zext i1 %1592 to i32
  %1594 = sext i32 %1593 to i64
  br i1 %1592, label %1595, label %1598

1595:                                             ; preds = %1586
  %1596 = load ptr, ptr %519, align 8
  %1597 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1596, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1597, align 8
  store i32 3, ptr %518, align 4
  br label %1672

1598:                                             ; preds = %1586
  %1599 = load ptr, ptr %519, align 8
  %1600 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1599, i32 0, i32 2
  %1601 = load ptr, ptr %1600, align 8
  %1602 = load ptr, ptr %519, align 8
  %1603 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1602, i32 0, i32 4
  %1604 = load ptr, ptr %1603, align 8
  %1605 = icmp uge ptr %1601, %1604
  br i1 %1605, label %1606, label %1609

1606:                                             ; preds = %1598
  %1607 = load ptr, ptr %519, align 8
  %1608 = call i32 @BIT_reloadDStream_internal(ptr noundef %1607)
  store i32 %1608, ptr %518, align 4
  br label %1672

1609:                                             ; preds = %1598
  %1610 = load ptr, ptr %519, align 8
  %1611 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1610, i32 0, i32 2
  %1612 = load ptr, ptr %1611, align 8
  %1613 = load ptr, ptr %519, align 8
  %1614 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1613, i32 0, i32 3
  %1615 = load ptr, ptr %1614, align 8
  %1616 = icmp eq ptr %1612, %1615
  br i1 %1616, label %1617, label %1625

1617:                                             ; preds = %1609
  %1618 = load ptr, ptr %519, align 8
  %1619 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1618, i32 0, i32 1
  %1620 = load i32, ptr %1619, align 8
  %1621 = zext i32 %1620 to i64
  %1622 = icmp ult i64 %1621, 64
  br i1 %1622, label %1623, label %1624

1623:                                             ; preds = %1617
  store i32 1, ptr %518, align 4
  br label %1672

1624:                                             ; preds = %1617
  store i32 2, ptr %518, align 4
  br label %1672

1625:                                             ; preds = %1609
  %1626 = load ptr, ptr %519, align 8
  %1627 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1626, i32 0, i32 1
  %1628 = load i32, ptr %1627, align 8
  %1629 = lshr i32 %1628, 3
  store i32 %1629, ptr %520, align 4
  store i32 0, ptr %521, align 4
  %1630 = load ptr, ptr %519, align 8
  %1631 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1630, i32 0, i32 2
  %1632 = load ptr, ptr %1631, align 8
  %1633 = load i32, ptr %520, align 4
  %1634 = zext i32 %1633 to i64
  %1635 = sub i64 0, %1634
  %1636 = getelementptr inbounds i8, ptr %1632, i64 %1635
  %1637 = load ptr, ptr %519, align 8
  %1638 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1637, i32 0, i32 3
  %1639 = load ptr, ptr %1638, align 8
  %1640 = icmp ult ptr %1636, %1639
  br i1 %1640, label %1641, label %1652

1641:                                             ; preds = %1625
  %1642 = load ptr, ptr %519, align 8
  %1643 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1642, i32 0, i32 2
  %1644 = load ptr, ptr %1643, align 8
  %1645 = load ptr, ptr %519, align 8
  %1646 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1645, i32 0, i32 3
  %1647 = load ptr, ptr %1646, align 8
  %1648 = ptrtoint ptr %1644 to i64
  %1649 = ptrtoint ptr %1647 to i64
  %1650 = sub i64 %1648, %1649
  %1651 = trunc i64 %1650 to i32
  store i32 %1651, ptr %520, align 4
  store i32 1, ptr %521, align 4
  br label %1652

1652:                                             ; preds = %1641, %1625
  %1653 = load i32, ptr %520, align 4
  %1654 = load ptr, ptr %519, align 8
  %1655 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1654, i32 0, i32 2
  %1656 = load ptr, ptr %1655, align 8
  %1657 = zext i32 %1653 to i64
  %1658 = sub i64 0, %1657
  %1659 = getelementptr inbounds i8, ptr %1656, i64 %1658
  store ptr %1659, ptr %1655, align 8
  %1660 = load i32, ptr %520, align 4
  %1661 = mul i32 %1660, 8
  %1662 = load ptr, ptr %519, align 8
  %1663 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1662, i32 0, i32 1
  %1664 = load i32, ptr %1663, align 8
  %1665 = sub i32 %1664, %1661
  store i32 %1665, ptr %1663, align 8
  %1666 = load ptr, ptr %519, align 8
  %1667 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1666, i32 0, i32 2
  %1668 = load ptr, ptr %1667, align 8
  %1669 = call i64 @MEM_readLEST(ptr noundef %1668)
  %1670 = load ptr, ptr %519, align 8
  store i64 %1669, ptr %1670, align 8
  %1671 = load i32, ptr %521, align 4
  store i32 %1671, ptr %518, align 4
  br label %1672

1672:                                             ; preds = %1652, %1624, %1623, %1606, %1595
  %1673 = load i32, ptr %518, align 4
  %1674 = icmp eq i32 %1673, 0
  %1675 = zext i1 %1674 to i32
  %1676 = load ptr, ptr %526, align 8
  %1677 = load ptr, ptr %528, align 8
  %1678 = getelementptr inbounds i8, ptr %1677, i64 -7
  %1679 = icmp ult ptr %1676, %1678
  %1680 = zext i1 %1679 to i32
  %1681 = and i32 %1675, %1680
  %1682 = icmp ne i32 %1681, 0
  br i1 %1682, label %1683, label %1824

1683:                                             ; preds = %1672
  %1684 = call i32 @MEM_64bits()
  %1685 = icmp ne i32 %1684, 0
  br i1 %1685, label %1686, label %1719

1686:                                             ; preds = %1683
  %1687 = load ptr, ptr %526, align 8
  %1688 = load ptr, ptr %527, align 8
  %1689 = load ptr, ptr %529, align 8
  %1690 = load i32, ptr %530, align 4
  store ptr %1687, ptr %432, align 8
  store ptr %1688, ptr %433, align 8
  store ptr %1689, ptr %434, align 8
  store i32 %1690, ptr %435, align 4
  %1691 = load ptr, ptr %433, align 8
  %1692 = load i32, ptr %435, align 4
  %1693 = call i64 @BIT_lookBitsFast(ptr noundef %1691, i32 noundef %1692)
  store i64 %1693, ptr %436, align 8
  %1694 = load ptr, ptr %432, align 8
  %1695 = load ptr, ptr %434, align 8
  %1696 = load i64, ptr %436, align 8
  %1697 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1695, i64 %1696
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1694, ptr align 2 %1697, i64 2, i1 false)
  %1698 = load ptr, ptr %433, align 8
  %1699 = load ptr, ptr %434, align 8
  %1700 = load i64, ptr %436, align 8
  %1701 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1699, i64 %1700
  %1702 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1701, i32 0, i32 1
  %1703 = load i8, ptr %1702, align 2
  %1704 = zext i8 %1703 to i32
  store ptr %1698, ptr %16, align 8
  store i32 %1704, ptr %17, align 4
  %1705 = load i32, ptr %17, align 4
  %1706 = load ptr, ptr %16, align 8
  %1707 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1706, i32 0, i32 1
  %1708 = load i32, ptr %1707, align 8
  %1709 = add i32 %1708, %1705
  store i32 %1709, ptr %1707, align 8
  %1710 = load ptr, ptr %434, align 8
  %1711 = load i64, ptr %436, align 8
  %1712 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1710, i64 %1711
  %1713 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1712, i32 0, i32 2
  %1714 = load i8, ptr %1713, align 1
  %1715 = zext i8 %1714 to i32
  %1716 = load ptr, ptr %526, align 8
  %1717 = zext i32 %1715 to i64
  %1718 = getelementptr inbounds i8, ptr %1716, i64 %1717
  store ptr %1718, ptr %526, align 8
  br label %1719

1719:                                             ; preds = %1686, %1683
  %1720 = call i32 @MEM_64bits()
  %1721 = icmp ne i32 %1720, 0
  br i1 %1721, label %1723, label %1722

1722:                                             ; preds = %1719
  br label %1723

1723:                                             ; preds = %1722, %1719
  %1724 = load ptr, ptr %526, align 8
  %1725 = load ptr, ptr %527, align 8
  %1726 = load ptr, ptr %529, align 8
  %1727 = load i32, ptr %530, align 4
  store ptr %1724, ptr %417, align 8
  store ptr %1725, ptr %418, align 8
  store ptr %1726, ptr %419, align 8
  store i32 %1727, ptr %420, align 4
  %1728 = load ptr, ptr %418, align 8
  %1729 = load i32, ptr %420, align 4
  %1730 = call i64 @BIT_lookBitsFast(ptr noundef %1728, i32 noundef %1729)
  store i64 %1730, ptr %421, align 8
  %1731 = load ptr, ptr %417, align 8
  %1732 = load ptr, ptr %419, align 8
  %1733 = load i64, ptr %421, align 8
  %1734 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1732, i64 %1733
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1731, ptr align 2 %1734, i64 2, i1 false)
  %1735 = load ptr, ptr %418, align 8
  %1736 = load ptr, ptr %419, align 8
  %1737 = load i64, ptr %421, align 8
  %1738 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1736, i64 %1737
  %1739 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1738, i32 0, i32 1
  %1740 = load i8, ptr %1739, align 2
  %1741 = zext i8 %1740 to i32
  store ptr %1735, ptr %22, align 8
  store i32 %1741, ptr %23, align 4
  %1742 = load i32, ptr %23, align 4
  %1743 = load ptr, ptr %22, align 8
  %1744 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1743, i32 0, i32 1
  %1745 = load i32, ptr %1744, align 8
  %1746 = add i32 %1745, %1742
  store i32 %1746, ptr %1744, align 8
  %1747 = load ptr, ptr %419, align 8
  %1748 = load i64, ptr %421, align 8
  %1749 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1747, i64 %1748
  %1750 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1749, i32 0, i32 2
  %1751 = load i8, ptr %1750, align 1
  %1752 = zext i8 %1751 to i32
  %1753 = load ptr, ptr %526, align 8
  %1754 = zext i32 %1752 to i64
  %1755 = getelementptr inbounds i8, ptr %1753, i64 %1754
  store ptr %1755, ptr %526, align 8
  %1756 = call i32 @MEM_64bits()
  %1757 = icmp ne i32 %1756, 0
  br i1 %1757, label %1758, label %1791

1758:                                             ; preds = %1723
  %1759 = load ptr, ptr %526, align 8
  %1760 = load ptr, ptr %527, align 8
  %1761 = load ptr, ptr %529, align 8
  %1762 = load i32, ptr %530, align 4
  store ptr %1759, ptr %427, align 8
  store ptr %1760, ptr %428, align 8
  store ptr %1761, ptr %429, align 8
  store i32 %1762, ptr %430, align 4
  %1763 = load ptr, ptr %428, align 8
  %1764 = load i32, ptr %430, align 4
  %1765 = call i64 @BIT_lookBitsFast(ptr noundef %1763, i32 noundef %1764)
  store i64 %1765, ptr %431, align 8
  %1766 = load ptr, ptr %427, align 8
  %1767 = load ptr, ptr %429, align 8
  %1768 = load i64, ptr %431, align 8
  %1769 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1767, i64 %1768
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1766, ptr align 2 %1769, i64 2, i1 false)
  %1770 = load ptr, ptr %428, align 8
  %1771 = load ptr, ptr %429, align 8
  %1772 = load i64, ptr %431, align 8
  %1773 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1771, i64 %1772
  %1774 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1773, i32 0, i32 1
  %1775 = load i8, ptr %1774, align 2
  %1776 = zext i8 %1775 to i32
  store ptr %1770, ptr %18, align 8
  store i32 %1776, ptr %19, align 4
  %1777 = load i32, ptr %19, align 4
  %1778 = load ptr, ptr %18, align 8
  %1779 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1778, i32 0, i32 1
  %1780 = load i32, ptr %1779, align 8
  %1781 = add i32 %1780, %1777
  store i32 %1781, ptr %1779, align 8
  %1782 = load ptr, ptr %429, align 8
  %1783 = load i64, ptr %431, align 8
  %1784 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1782, i64 %1783
  %1785 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1784, i32 0, i32 2
  %1786 = load i8, ptr %1785, align 1
  %1787 = zext i8 %1786 to i32
  %1788 = load ptr, ptr %526, align 8
  %1789 = zext i32 %1787 to i64
  %1790 = getelementptr inbounds i8, ptr %1788, i64 %1789
  store ptr %1790, ptr %526, align 8
  br label %1791

1791:                                             ; preds = %1758, %1723
  %1792 = load ptr, ptr %526, align 8
  %1793 = load ptr, ptr %527, align 8
  %1794 = load ptr, ptr %529, align 8
  %1795 = load i32, ptr %530, align 4
  store ptr %1792, ptr %422, align 8
  store ptr %1793, ptr %423, align 8
  store ptr %1794, ptr %424, align 8
  store i32 %1795, ptr %425, align 4
  %1796 = load ptr, ptr %423, align 8
  %1797 = load i32, ptr %425, align 4
  %1798 = call i64 @BIT_lookBitsFast(ptr noundef %1796, i32 noundef %1797)
  store i64 %1798, ptr %426, align 8
  %1799 = load ptr, ptr %422, align 8
  %1800 = load ptr, ptr %424, align 8
  %1801 = load i64, ptr %426, align 8
  %1802 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1800, i64 %1801
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1799, ptr align 2 %1802, i64 2, i1 false)
  %1803 = load ptr, ptr %423, align 8
  %1804 = load ptr, ptr %424, align 8
  %1805 = load i64, ptr %426, align 8
  %1806 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1804, i64 %1805
  %1807 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1806, i32 0, i32 1
  %1808 = load i8, ptr %1807, align 2
  %1809 = zext i8 %1808 to i32
  store ptr %1803, ptr %20, align 8
  store i32 %1809, ptr %21, align 4
  %1810 = load i32, ptr %21, align 4
  %1811 = load ptr, ptr %20, align 8
  %1812 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1811, i32 0, i32 1
  %1813 = load i32, ptr %1812, align 8
  %1814 = add i32 %1813, %1810
  store i32 %1814, ptr %1812, align 8
  %1815 = load ptr, ptr %424, align 8
  %1816 = load i64, ptr %426, align 8
  %1817 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1815, i64 %1816
  %1818 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1817, i32 0, i32 2
  %1819 = load i8, ptr %1818, align 1
  %1820 = zext i8 %1819 to i32
  %1821 = load ptr, ptr %526, align 8
  %1822 = zext i32 %1820 to i64
  %1823 = getelementptr inbounds i8, ptr %1821, i64 %1822
  store ptr %1823, ptr %526, align 8
  br label %1586, !llvm.loop !30

1824:                                             ; preds = %1672
  br label %1825

1825:                                             ; preds = %1824, %1584
  br label %1914

1826:                                             ; preds = %1307
  %1827 = load ptr, ptr %527, align 8
  store ptr %1827, ptr %511, align 8
  %1828 = load ptr, ptr %511, align 8
  %1829 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1828, i32 0, i32 1
  %1830 = load i32, ptr %1829, align 8
  %1831 = zext i32 %1830 to i64
  %1832 = icmp ugt i64 %1831, 64
  %1833 = zext i1 %1832 to i32
  %1834 = sext i32 %1833 to i64
  br i1 %1832, label %1835, label %1838

1835:                                             ; preds = %1826
  %1836 = load ptr, ptr %511, align 8
  %1837 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1836, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1837, align 8
  store i32 3, ptr %510, align 4
  br label %1912

1838:                                             ; preds = %1826
  %1839 = load ptr, ptr %511, align 8
  %1840 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1839, i32 0, i32 2
  %1841 = load ptr, ptr %1840, align 8
  %1842 = load ptr, ptr %511, align 8
  %1843 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1842, i32 0, i32 4
  %1844 = load ptr, ptr %1843, align 8
  %1845 = icmp uge ptr %1841, %1844
  br i1 %1845, label %1846, label %1849

1846:                                             ; preds = %1838
  %1847 = load ptr, ptr %511, align 8
  %1848 = call i32 @BIT_reloadDStream_internal(ptr noundef %1847)
  store i32 %1848, ptr %510, align 4
  br label %1912

1849:                                             ; preds = %1838
  %1850 = load ptr, ptr %511, align 8
  %1851 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1850, i32 0, i32 2
  %1852 = load ptr, ptr %1851, align 8
  %1853 = load ptr, ptr %511, align 8
  %1854 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1853, i32 0, i32 3
  %1855 = load ptr, ptr %1854, align 8
  %1856 = icmp eq ptr %1852, %1855
  br i1 %1856, label %1857, label %1865

1857:                                             ; preds = %1849
  %1858 = load ptr, ptr %511, align 8
  %1859 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1858, i32 0, i32 1
  %1860 = load i32, ptr %1859, align 8
  %1861 = zext i32 %1860 to i64
  %1862 = icmp ult i64 %1861, 64
  br i1 %1862, label %1863, label %1864

1863:                                             ; preds = %1857
  store i32 1, ptr %510, align 4
  br label %1912

1864:                                             ; preds = %1857
  store i32 2, ptr %510, align 4
  br label %1912

1865:                                             ; preds = %1849
  %1866 = load ptr, ptr %511, align 8
  %1867 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1866, i32 0, i32 1
  %1868 = load i32, ptr %1867, align 8
  %1869 = lshr i32 %1868, 3
  store i32 %1869, ptr %512, align 4
  store i32 0, ptr %513, align 4
  %1870 = load ptr, ptr %511, align 8
  %1871 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1870, i32 0, i32 2
  %1872 = load ptr, ptr %1871, align 8
  %1873 = load i32, ptr %512, align 4
  %1874 = zext i32 %1873 to i64
  %1875 = sub i64 0, %1874
  %1876 = getelementptr inbounds i8, ptr %1872, i64 %1875
  %1877 = load ptr, ptr %511, align 8
  %1878 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1877, i32 0, i32 3
  %1879 = load ptr, ptr %1878, align 8
  %1880 = icmp ult ptr %1876, %1879
  br i1 %1880, label %1881, label %1892

1881:                                             ; preds = %1865
  %1882 = load ptr, ptr %511, align 8
  %1883 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1882, i32 0, i32 2
  %1884 = load ptr, ptr %1883, align 8
  %1885 = load ptr, ptr %511, align 8
  %1886 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1885, i32 0, i32 3
  %1887 = load ptr, ptr %1886, align 8
  %1888 = ptrtoint ptr %1884 to i64
  %1889 = ptrtoint ptr %1887 to i64
  %1890 = sub i64 %1888, %1889
  %1891 = trunc i64 %1890 to i32
  store i32 %1891, ptr %512, align 4
  store i32 1, ptr %513, align 4
  br label %1892

1892:                                             ; preds = %1881, %1865
  %1893 = load i32, ptr %512, align 4
  %1894 = load ptr, ptr %511, align 8
  %1895 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1894, i32 0, i32 2
  %1896 = load ptr, ptr %1895, align 8
  %1897 = zext i32 %1893 to i64
  %1898 = sub i64 0, %1897
  %1899 = getelementptr inbounds i8, ptr %1896, i64 %1898
  store ptr %1899, ptr %1895, align 8
  %1900 = load i32, ptr %512, align 4
  %1901 = mul i32 %1900, 8
  %1902 = load ptr, ptr %511, align 8
  %1903 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1902, i32 0, i32 1
  %1904 = load i32, ptr %1903, align 8
  %1905 = sub i32 %1904, %1901
  store i32 %1905, ptr %1903, align 8
  %1906 = load ptr, ptr %511, align 8
  %1907 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1906, i32 0, i32 2
  %1908 = load ptr, ptr %1907, align 8
  %1909 = call i64 @MEM_readLEST(ptr noundef %1908)
  %1910 = load ptr, ptr %511, align 8
  store i64 %1909, ptr %1910, align 8
  %1911 = load i32, ptr %513, align 4
  store i32 %1911, ptr %510, align 4
  br label %1912

1912:                                             ; preds = %1892, %1864, %1863, %1846, %1835
  %1913 = load i32, ptr %510, align 4
  br label %1914

1914:                                             ; preds = %1912, %1825
  %1915 = load ptr, ptr %528, align 8
  %1916 = load ptr, ptr %526, align 8
  %1917 = ptrtoint ptr %1915 to i64
  %1918 = ptrtoint ptr %1916 to i64
  %1919 = sub i64 %1917, %1918
  %1920 = icmp uge i64 %1919, 2
  br i1 %1920, label %1921, label %2092

1921:                                             ; preds = %1914
  br label %1922

1922:                                             ; preds = %2019, %1921
  %1923 = load ptr, ptr %527, align 8
  store ptr %1923, ptr %515, align 8
  %1924 = load ptr, ptr %515, align 8
  %1925 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1924, i32 0, i32 1
  %1926 = load i32, ptr %1925, align 8
  %1927 = zext i32 %1926 to i64
  %1928 = icmp ugt i64 %1927, 64
  %1929 = zext i1 %1928 to i32
  %1930 = sext i32 %1929 to i64
  br i1 %1928, label %1931, label %1934

1931:                                             ; preds = %1922
  %1932 = load ptr, ptr %515, align 8
  %1933 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1932, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1933, align 8
  store i32 3, ptr %514, align 4
  br label %2008

1934:                                             ; preds = %1922
  %1935 = load ptr, ptr %515, align 8
  %1936 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1935, i32 0, i32 2
  %1937 = load ptr, ptr %1936, align 8
  %1938 = load ptr, ptr %515, align 8
  %1939 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1938, i32 0, i32 4
  %1940 = load ptr, ptr %1939, align 8
  %1941 = icmp uge ptr %1937, %1940
  br i1 %1941, label %1942, label %1945

1942:                                             ; preds = %1934
  %1943 = load ptr, ptr %515, align 8
  %1944 = call i32 @BIT_reloadDStream_internal(ptr noundef %1943)
  store i32 %1944, ptr %514, align 4
  br label %2008

1945:                                             ; preds = %1934
  %1946 = load ptr, ptr %515, align 8
  %1947 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1946, i32 0, i32 2
  %1948 = load ptr, ptr %1947, align 8
  %1949 = load ptr, ptr %515, align 8
  %1950 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1949, i32 0, i32 3
  %1951 = load ptr, ptr %1950, align 8
  %1952 = icmp eq ptr %1948, %1951
  br i1 %1952, label %1953, label %1961

1953:                                             ; preds = %1945
  %1954 = load ptr, ptr %515, align 8
  %1955 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1954, i32 0, i32 1
  %1956 = load i32, ptr %1955, align 8
  %1957 = zext i32 %1956 to i64
  %1958 = icmp ult i64 %1957, 64
  br i1 %1958, label %1959, label %1960

1959:                                             ; preds = %1953
  store i32 1, ptr %514, align 4
  br label %2008

1960:                                             ; preds = %1953
  store i32 2, ptr %514, align 4
  br label %2008

1961:                                             ; preds = %1945
  %1962 = load ptr, ptr %515, align 8
  %1963 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1962, i32 0, i32 1
  %1964 = load i32, ptr %1963, align 8
  %1965 = lshr i32 %1964, 3
  store i32 %1965, ptr %516, align 4
  store i32 0, ptr %517, align 4
  %1966 = load ptr, ptr %515, align 8
  %1967 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1966, i32 0, i32 2
  %1968 = load ptr, ptr %1967, align 8
  %1969 = load i32, ptr %516, align 4
  %1970 = zext i32 %1969 to i64
  %1971 = sub i64 0, %1970
  %1972 = getelementptr inbounds i8, ptr %1968, i64 %1971
  %1973 = load ptr, ptr %515, align 8
  %1974 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1973, i32 0, i32 3
  %1975 = load ptr, ptr %1974, align 8
  %1976 = icmp ult ptr %1972, %1975
  br i1 %1976, label %1977, label %1988

1977:                                             ; preds = %1961
  %1978 = load ptr, ptr %515, align 8
  %1979 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1978, i32 0, i32 2
  %1980 = load ptr, ptr %1979, align 8
  %1981 = load ptr, ptr %515, align 8
  %1982 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1981, i32 0, i32 3
  %1983 = load ptr, ptr %1982, align 8
  %1984 = ptrtoint ptr %1980 to i64
  %1985 = ptrtoint ptr %1983 to i64
  %1986 = sub i64 %1984, %1985
  %1987 = trunc i64 %1986 to i32
  store i32 %1987, ptr %516, align 4
  store i32 1, ptr %517, align 4
  br label %1988

1988:                                             ; preds = %1977, %1961
  %1989 = load i32, ptr %516, align 4
  %1990 = load ptr, ptr %515, align 8
  %1991 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1990, i32 0, i32 2
  %1992 = load ptr, ptr %1991, align 8
  %1993 = zext i32 %1989 to i64
  %1994 = sub i64 0, %1993
  %1995 = getelementptr inbounds i8, ptr %1992, i64 %1994
  store ptr %1995, ptr %1991, align 8
  %1996 = load i32, ptr %516, align 4
  %1997 = mul i32 %1996, 8
  %1998 = load ptr, ptr %515, align 8
  %1999 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1998, i32 0, i32 1
  %2000 = load i32, ptr %1999, align 8
  %2001 = sub i32 %2000, %1997
  store i32 %2001, ptr %1999, align 8
  %2002 = load ptr, ptr %515, align 8
  %2003 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2002, i32 0, i32 2
  %2004 = load ptr, ptr %2003, align 8
  %2005 = call i64 @MEM_readLEST(ptr noundef %2004)
  %2006 = load ptr, ptr %515, align 8
  store i64 %2005, ptr %2006, align 8
  %2007 = load i32, ptr %517, align 4
  store i32 %2007, ptr %514, align 4
  br label %2008

2008:                                             ; preds = %1988, %1960, %1959, %1942, %1931
  %2009 = load i32, ptr %514, align 4
  %2010 = icmp eq i32 %2009, 0
  %2011 = zext i1 %2010 to i32
  %2012 = load ptr, ptr %526, align 8
  %2013 = load ptr, ptr %528, align 8
  %2014 = getelementptr inbounds i8, ptr %2013, i64 -2
  %2015 = icmp ule ptr %2012, %2014
  %2016 = zext i1 %2015 to i32
  %2017 = and i32 %2011, %2016
  %2018 = icmp ne i32 %2017, 0
  br i1 %2018, label %2019, label %2052

2019:                                             ; preds = %2008
  %2020 = load ptr, ptr %526, align 8
  %2021 = load ptr, ptr %527, align 8
  %2022 = load ptr, ptr %529, align 8
  %2023 = load i32, ptr %530, align 4
  store ptr %2020, ptr %412, align 8
  store ptr %2021, ptr %413, align 8
  store ptr %2022, ptr %414, align 8
  store i32 %2023, ptr %415, align 4
  %2024 = load ptr, ptr %413, align 8
  %2025 = load i32, ptr %415, align 4
  %2026 = call i64 @BIT_lookBitsFast(ptr noundef %2024, i32 noundef %2025)
  store i64 %2026, ptr %416, align 8
  %2027 = load ptr, ptr %412, align 8
  %2028 = load ptr, ptr %414, align 8
  %2029 = load i64, ptr %416, align 8
  %2030 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2028, i64 %2029
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2027, ptr align 2 %2030, i64 2, i1 false)
  %2031 = load ptr, ptr %413, align 8
  %2032 = load ptr, ptr %414, align 8
  %2033 = load i64, ptr %416, align 8
  %2034 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2032, i64 %2033
  %2035 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2034, i32 0, i32 1
  %2036 = load i8, ptr %2035, align 2
  %2037 = zext i8 %2036 to i32
  store ptr %2031, ptr %24, align 8
  store i32 %2037, ptr %25, align 4
  %2038 = load i32, ptr %25, align 4
  %2039 = load ptr, ptr %24, align 8
  %2040 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2039, i32 0, i32 1
  %2041 = load i32, ptr %2040, align 8
  %2042 = add i32 %2041, %2038
  store i32 %2042, ptr %2040, align 8
  %2043 = load ptr, ptr %414, align 8
  %2044 = load i64, ptr %416, align 8
  %2045 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2043, i64 %2044
  %2046 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2045, i32 0, i32 2
  %2047 = load i8, ptr %2046, align 1
  %2048 = zext i8 %2047 to i32
  %2049 = load ptr, ptr %526, align 8
  %2050 = zext i32 %2048 to i64
  %2051 = getelementptr inbounds i8, ptr %2049, i64 %2050
  store ptr %2051, ptr %526, align 8
  br label %1922, !llvm.loop !31

2052:                                             ; preds = %2008
  br label %2053

2053:                                             ; preds = %2058, %2052
  %2054 = load ptr, ptr %526, align 8
  %2055 = load ptr, ptr %528, align 8
  %2056 = getelementptr inbounds i8, ptr %2055, i64 -2
  %2057 = icmp ule ptr %2054, %2056
  br i1 %2057, label %2058, label %2091

2058:                                             ; preds = %2053
  %2059 = load ptr, ptr %526, align 8
  %2060 = load ptr, ptr %527, align 8
  %2061 = load ptr, ptr %529, align 8
  %2062 = load i32, ptr %530, align 4
  store ptr %2059, ptr %407, align 8
  store ptr %2060, ptr %408, align 8
  store ptr %2061, ptr %409, align 8
  store i32 %2062, ptr %410, align 4
  %2063 = load ptr, ptr %408, align 8
  %2064 = load i32, ptr %410, align 4
  %2065 = call i64 @BIT_lookBitsFast(ptr noundef %2063, i32 noundef %2064)
  store i64 %2065, ptr %411, align 8
  %2066 = load ptr, ptr %407, align 8
  %2067 = load ptr, ptr %409, align 8
  %2068 = load i64, ptr %411, align 8
  %2069 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2067, i64 %2068
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2066, ptr align 2 %2069, i64 2, i1 false)
  %2070 = load ptr, ptr %408, align 8
  %2071 = load ptr, ptr %409, align 8
  %2072 = load i64, ptr %411, align 8
  %2073 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2071, i64 %2072
  %2074 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2073, i32 0, i32 1
  %2075 = load i8, ptr %2074, align 2
  %2076 = zext i8 %2075 to i32
  store ptr %2070, ptr %26, align 8
  store i32 %2076, ptr %27, align 4
  %2077 = load i32, ptr %27, align 4
  %2078 = load ptr, ptr %26, align 8
  %2079 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2078, i32 0, i32 1
  %2080 = load i32, ptr %2079, align 8
  %2081 = add i32 %2080, %2077
  store i32 %2081, ptr %2079, align 8
  %2082 = load ptr, ptr %409, align 8
  %2083 = load i64, ptr %411, align 8
  %2084 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2082, i64 %2083
  %2085 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2084, i32 0, i32 2
  %2086 = load i8, ptr %2085, align 1
  %2087 = zext i8 %2086 to i32
  %2088 = load ptr, ptr %526, align 8
  %2089 = zext i32 %2087 to i64
  %2090 = getelementptr inbounds i8, ptr %2088, i64 %2089
  store ptr %2090, ptr %526, align 8
  br label %2053, !llvm.loop !32

2091:                                             ; preds = %2053
  br label %2092

2092:                                             ; preds = %2091, %1914
  %2093 = load ptr, ptr %526, align 8
  %2094 = load ptr, ptr %528, align 8
  %2095 = icmp ult ptr %2093, %2094
  br i1 %2095, label %2096, label %2160

2096:                                             ; preds = %2092
  %2097 = load ptr, ptr %526, align 8
  %2098 = load ptr, ptr %527, align 8
  %2099 = load ptr, ptr %529, align 8
  %2100 = load i32, ptr %530, align 4
  store ptr %2097, ptr %157, align 8
  store ptr %2098, ptr %158, align 8
  store ptr %2099, ptr %159, align 8
  store i32 %2100, ptr %160, align 4
  %2101 = load ptr, ptr %158, align 8
  %2102 = load i32, ptr %160, align 4
  %2103 = call i64 @BIT_lookBitsFast(ptr noundef %2101, i32 noundef %2102)
  store i64 %2103, ptr %161, align 8
  %2104 = load ptr, ptr %157, align 8
  %2105 = load ptr, ptr %159, align 8
  %2106 = load i64, ptr %161, align 8
  %2107 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2105, i64 %2106
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2104, ptr align 2 %2107, i64 1, i1 false)
  %2108 = load ptr, ptr %159, align 8
  %2109 = load i64, ptr %161, align 8
  %2110 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2108, i64 %2109
  %2111 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2110, i32 0, i32 2
  %2112 = load i8, ptr %2111, align 1
  %2113 = zext i8 %2112 to i32
  %2114 = icmp eq i32 %2113, 1
  br i1 %2114, label %2115, label %2128

2115:                                             ; preds = %2096
  %2116 = load ptr, ptr %158, align 8
  %2117 = load ptr, ptr %159, align 8
  %2118 = load i64, ptr %161, align 8
  %2119 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2117, i64 %2118
  %2120 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2119, i32 0, i32 1
  %2121 = load i8, ptr %2120, align 2
  %2122 = zext i8 %2121 to i32
  store ptr %2116, ptr %128, align 8
  store i32 %2122, ptr %129, align 4
  %2123 = load i32, ptr %129, align 4
  %2124 = load ptr, ptr %128, align 8
  %2125 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2124, i32 0, i32 1
  %2126 = load i32, ptr %2125, align 8
  %2127 = add i32 %2126, %2123
  store i32 %2127, ptr %2125, align 8
  br label %2157

2128:                                             ; preds = %2096
  %2129 = load ptr, ptr %158, align 8
  %2130 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2129, i32 0, i32 1
  %2131 = load i32, ptr %2130, align 8
  %2132 = zext i32 %2131 to i64
  %2133 = icmp ult i64 %2132, 64
  br i1 %2133, label %2134, label %2156

2134:                                             ; preds = %2128
  %2135 = load ptr, ptr %158, align 8
  %2136 = load ptr, ptr %159, align 8
  %2137 = load i64, ptr %161, align 8
  %2138 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2136, i64 %2137
  %2139 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2138, i32 0, i32 1
  %2140 = load i8, ptr %2139, align 2
  %2141 = zext i8 %2140 to i32
  store ptr %2135, ptr %126, align 8
  store i32 %2141, ptr %127, align 4
  %2142 = load i32, ptr %127, align 4
  %2143 = load ptr, ptr %126, align 8
  %2144 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2143, i32 0, i32 1
  %2145 = load i32, ptr %2144, align 8
  %2146 = add i32 %2145, %2142
  store i32 %2146, ptr %2144, align 8
  %2147 = load ptr, ptr %158, align 8
  %2148 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2147, i32 0, i32 1
  %2149 = load i32, ptr %2148, align 8
  %2150 = zext i32 %2149 to i64
  %2151 = icmp ugt i64 %2150, 64
  br i1 %2151, label %2152, label %2155

2152:                                             ; preds = %2134
  %2153 = load ptr, ptr %158, align 8
  %2154 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2153, i32 0, i32 1
  store i32 64, ptr %2154, align 8
  br label %2155

2155:                                             ; preds = %2152, %2134
  br label %2156

2156:                                             ; preds = %2155, %2128
  br label %2157

2157:                                             ; preds = %2156, %2115
  %2158 = load ptr, ptr %526, align 8
  %2159 = getelementptr inbounds i8, ptr %2158, i64 1
  store ptr %2159, ptr %526, align 8
  br label %2160

2160:                                             ; preds = %2157, %2092
  %2161 = load ptr, ptr %526, align 8
  %2162 = load ptr, ptr %531, align 8
  %2163 = ptrtoint ptr %2161 to i64
  %2164 = ptrtoint ptr %2162 to i64
  %2165 = sub i64 %2163, %2164
  %2166 = load ptr, ptr %579, align 8
  %2167 = load ptr, ptr %576, align 8
  %2168 = load ptr, ptr %561, align 8
  %2169 = load i32, ptr %584, align 4
  store ptr %2166, ptr %532, align 8
  store ptr %563, ptr %533, align 8
  store ptr %2167, ptr %534, align 8
  store ptr %2168, ptr %535, align 8
  store i32 %2169, ptr %536, align 4
  %2170 = load ptr, ptr %532, align 8
  store ptr %2170, ptr %537, align 8
  %2171 = load ptr, ptr %534, align 8
  %2172 = load ptr, ptr %532, align 8
  %2173 = ptrtoint ptr %2171 to i64
  %2174 = ptrtoint ptr %2172 to i64
  %2175 = sub i64 %2173, %2174
  %2176 = icmp uge i64 %2175, 8
  br i1 %2176, label %2177, label %2684

2177:                                             ; preds = %2160
  %2178 = load i32, ptr %536, align 4
  %2179 = icmp ule i32 %2178, 11
  br i1 %2179, label %2180, label %2443

2180:                                             ; preds = %2177
  %2181 = call i32 @MEM_64bits()
  %2182 = icmp ne i32 %2181, 0
  br i1 %2182, label %2183, label %2443

2183:                                             ; preds = %2180
  br label %2184

2184:                                             ; preds = %2281, %2183
  %2185 = load ptr, ptr %533, align 8
  store ptr %2185, ptr %507, align 8
  %2186 = load ptr, ptr %507, align 8
  %2187 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2186, i32 0, i32 1
  %2188 = load i32, ptr %2187, align 8
  %2189 = zext i32 %2188 to i64
  %2190 = icmp ugt i64 %2189, 64
  %2191 = zext i1 %2190 to i32
  %2192 = sext i32 %2191 to i64
  br i1 %2190, label %2193, label %2196

2193:                                             ; preds = %2184
  %2194 = load ptr, ptr %507, align 8
  %2195 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2194, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2195, align 8
  store i32 3, ptr %506, align 4
  br label %2270

2196:                                             ; preds = %2184
  %2197 = load ptr, ptr %507, align 8
  %2198 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2197, i32 0, i32 2
  %2199 = load ptr, ptr %2198, align 8
  %2200 = load ptr, ptr %507, align 8
  %2201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2200, i32 0, i32 4
  %2202 = load ptr, ptr %2201, align 8
  %2203 = icmp uge ptr %2199, %2202
  br i1 %2203, label %2204, label %2207

2204:                                             ; preds = %2196
  %2205 = load ptr, ptr %507, align 8
  %2206 = call i32 @BIT_reloadDStream_internal(ptr noundef %2205)
  store i32 %2206, ptr %506, align 4
  br label %2270

2207:                                             ; preds = %2196
  %2208 = load ptr, ptr %507, align 8
  %2209 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2208, i32 0, i32 2
  %2210 = load ptr, ptr %2209, align 8
  %2211 = load ptr, ptr %507, align 8
  %2212 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2211, i32 0, i32 3
  %2213 = load ptr, ptr %2212, align 8
  %2214 = icmp eq ptr %2210, %2213
  br i1 %2214, label %2215, label %2223

2215:                                             ; preds = %2207
  %2216 = load ptr, ptr %507, align 8
  %2217 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2216, i32 0, i32 1
  %2218 = load i32, ptr %2217, align 8
  %2219 = zext i32 %2218 to i64
  %2220 = icmp ult i64 %2219, 64
  br i1 %2220, label %2221, label %2222

2221:                                             ; preds = %2215
  store i32 1, ptr %506, align 4
  br label %2270

2222:                                             ; preds = %2215
  store i32 2, ptr %506, align 4
  br label %2270

2223:                                             ; preds = %2207
  %2224 = load ptr, ptr %507, align 8
  %2225 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2224, i32 0, i32 1
  %2226 = load i32, ptr %2225, align 8
  %2227 = lshr i32 %2226, 3
  store i32 %2227, ptr %508, align 4
  store i32 0, ptr %509, align 4
  %2228 = load ptr, ptr %507, align 8
  %2229 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2228, i32 0, i32 2
  %2230 = load ptr, ptr %2229, align 8
  %2231 = load i32, ptr %508, align 4
  %2232 = zext i32 %2231 to i64
  %2233 = sub i64 0, %2232
  %2234 = getelementptr inbounds i8, ptr %2230, i64 %2233
  %2235 = load ptr, ptr %507, align 8
  %2236 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2235, i32 0, i32 3
  %2237 = load ptr, ptr %2236, align 8
  %2238 = icmp ult ptr %2234, %2237
  br i1 %2238, label %2239, label %2250

2239:                                             ; preds = %2223
  %2240 = load ptr, ptr %507, align 8
  %2241 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2240, i32 0, i32 2
  %2242 = load ptr, ptr %2241, align 8
  %2243 = load ptr, ptr %507, align 8
  %2244 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2243, i32 0, i32 3
  %2245 = load ptr, ptr %2244, align 8
  %2246 = ptrtoint ptr %2242 to i64
  %2247 = ptrtoint ptr %2245 to i64
  %2248 = sub i64 %2246, %2247
  %2249 = trunc i64 %2248 to i32
  store i32 %2249, ptr %508, align 4
  store i32 1, ptr %509, align 4
  br label %2250

2250:                                             ; preds = %2239, %2223
  %2251 = load i32, ptr %508, align 4
  %2252 = load ptr, ptr %507, align 8
  %2253 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2252, i32 0, i32 2
  %2254 = load ptr, ptr %2253, align 8
  %2255 = zext i32 %2251 to i64
  %2256 = sub i64 0, %2255
  %2257 = getelementptr inbounds i8, ptr %2254, i64 %2256
  store ptr %2257, ptr %2253, align 8
  %2258 = load i32, ptr %508, align 4
  %2259 = mul i32 %2258, 8
  %2260 = load ptr, ptr %507, align 8
  %2261 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2260, i32 0, i32 1
  %2262 = load i32, ptr %2261, align 8
  %2263 = sub i32 %2262, %2259
  store i32 %2263, ptr %2261, align 8
  %2264 = load ptr, ptr %507, align 8
  %2265 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2264, i32 0, i32 2
  %2266 = load ptr, ptr %2265, align 8
  %2267 = call i64 @MEM_readLEST(ptr noundef %2266)
  %2268 = load ptr, ptr %507, align 8
  store i64 %2267, ptr %2268, align 8
  %2269 = load i32, ptr %509, align 4
  store i32 %2269, ptr %506, align 4
  br label %2270

2270:                                             ; preds = %2250, %2222, %2221, %2204, %2193
  %2271 = load i32, ptr %506, align 4
  %2272 = icmp eq i32 %2271, 0
  %2273 = zext i1 %2272 to i32
  %2274 = load ptr, ptr %532, align 8
  %2275 = load ptr, ptr %534, align 8
  %2276 = getelementptr inbounds i8, ptr %2275, i64 -9
  %2277 = icmp ult ptr %2274, %2276
  %2278 = zext i1 %2277 to i32
  %2279 = and i32 %2273, %2278
  %2280 = icmp ne i32 %2279, 0
  br i1 %2280, label %2281, label %2442

2281:                                             ; preds = %2270
  %2282 = load ptr, ptr %532, align 8
  %2283 = load ptr, ptr %533, align 8
  %2284 = load ptr, ptr %535, align 8
  %2285 = load i32, ptr %536, align 4
  store ptr %2282, ptr %382, align 8
  store ptr %2283, ptr %383, align 8
  store ptr %2284, ptr %384, align 8
  store i32 %2285, ptr %385, align 4
  %2286 = load ptr, ptr %383, align 8
  %2287 = load i32, ptr %385, align 4
  %2288 = call i64 @BIT_lookBitsFast(ptr noundef %2286, i32 noundef %2287)
  store i64 %2288, ptr %386, align 8
  %2289 = load ptr, ptr %382, align 8
  %2290 = load ptr, ptr %384, align 8
  %2291 = load i64, ptr %386, align 8
  %2292 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2290, i64 %2291
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2289, ptr align 2 %2292, i64 2, i1 false)
  %2293 = load ptr, ptr %383, align 8
  %2294 = load ptr, ptr %384, align 8
  %2295 = load i64, ptr %386, align 8
  %2296 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2294, i64 %2295
  %2297 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2296, i32 0, i32 1
  %2298 = load i8, ptr %2297, align 2
  %2299 = zext i8 %2298 to i32
  store ptr %2293, ptr %36, align 8
  store i32 %2299, ptr %37, align 4
  %2300 = load i32, ptr %37, align 4
  %2301 = load ptr, ptr %36, align 8
  %2302 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2301, i32 0, i32 1
  %2303 = load i32, ptr %2302, align 8
  %2304 = add i32 %2303, %2300
  store i32 %2304, ptr %2302, align 8
  %2305 = load ptr, ptr %384, align 8
  %2306 = load i64, ptr %386, align 8
  %2307 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2305, i64 %2306
  %2308 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2307, i32 0, i32 2
  %2309 = load i8, ptr %2308, align 1
  %2310 = zext i8 %2309 to i32
  %2311 = load ptr, ptr %532, align 8
  %2312 = zext i32 %2310 to i64
  %2313 = getelementptr inbounds i8, ptr %2311, i64 %2312
  store ptr %2313, ptr %532, align 8
  %2314 = load ptr, ptr %532, align 8
  %2315 = load ptr, ptr %533, align 8
  %2316 = load ptr, ptr %535, align 8
  %2317 = load i32, ptr %536, align 4
  store ptr %2314, ptr %387, align 8
  store ptr %2315, ptr %388, align 8
  store ptr %2316, ptr %389, align 8
  store i32 %2317, ptr %390, align 4
  %2318 = load ptr, ptr %388, align 8
  %2319 = load i32, ptr %390, align 4
  %2320 = call i64 @BIT_lookBitsFast(ptr noundef %2318, i32 noundef %2319)
  store i64 %2320, ptr %391, align 8
  %2321 = load ptr, ptr %387, align 8
  %2322 = load ptr, ptr %389, align 8
  %2323 = load i64, ptr %391, align 8
  %2324 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2322, i64 %2323
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2321, ptr align 2 %2324, i64 2, i1 false)
  %2325 = load ptr, ptr %388, align 8
  %2326 = load ptr, ptr %389, align 8
  %2327 = load i64, ptr %391, align 8
  %2328 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2326, i64 %2327
  %2329 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2328, i32 0, i32 1
  %2330 = load i8, ptr %2329, align 2
  %2331 = zext i8 %2330 to i32
  store ptr %2325, ptr %34, align 8
  store i32 %2331, ptr %35, align 4
  %2332 = load i32, ptr %35, align 4
  %2333 = load ptr, ptr %34, align 8
  %2334 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2333, i32 0, i32 1
  %2335 = load i32, ptr %2334, align 8
  %2336 = add i32 %2335, %2332
  store i32 %2336, ptr %2334, align 8
  %2337 = load ptr, ptr %389, align 8
  %2338 = load i64, ptr %391, align 8
  %2339 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2337, i64 %2338
  %2340 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2339, i32 0, i32 2
  %2341 = load i8, ptr %2340, align 1
  %2342 = zext i8 %2341 to i32
  %2343 = load ptr, ptr %532, align 8
  %2344 = zext i32 %2342 to i64
  %2345 = getelementptr inbounds i8, ptr %2343, i64 %2344
  store ptr %2345, ptr %532, align 8
  %2346 = load ptr, ptr %532, align 8
  %2347 = load ptr, ptr %533, align 8
  %2348 = load ptr, ptr %535, align 8
  %2349 = load i32, ptr %536, align 4
  store ptr %2346, ptr %392, align 8
  store ptr %2347, ptr %393, align 8
  store ptr %2348, ptr %394, align 8
  store i32 %2349, ptr %395, align 4
  %2350 = load ptr, ptr %393, align 8
  %2351 = load i32, ptr %395, align 4
  %2352 = call i64 @BIT_lookBitsFast(ptr noundef %2350, i32 noundef %2351)
  store i64 %2352, ptr %396, align 8
  %2353 = load ptr, ptr %392, align 8
  %2354 = load ptr, ptr %394, align 8
  %2355 = load i64, ptr %396, align 8
  %2356 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2354, i64 %2355
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2353, ptr align 2 %2356, i64 2, i1 false)
  %2357 = load ptr, ptr %393, align 8
  %2358 = load ptr, ptr %394, align 8
  %2359 = load i64, ptr %396, align 8
  %2360 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2358, i64 %2359
  %2361 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2360, i32 0, i32 1
  %2362 = load i8, ptr %2361, align 2
  %2363 = zext i8 %2362 to i32
  store ptr %2357, ptr %32, align 8
  store i32 %2363, ptr %33, align 4
  %2364 = load i32, ptr %33, align 4
  %2365 = load ptr, ptr %32, align 8
  %2366 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2365, i32 0, i32 1
  %2367 = load i32, ptr %2366, align 8
  %2368 = add i32 %2367, %2364
  store i32 %2368, ptr %2366, align 8
  %2369 = load ptr, ptr %394, align 8
  %2370 = load i64, ptr %396, align 8
  %2371 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2369, i64 %2370
  %2372 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2371, i32 0, i32 2
  %2373 = load i8, ptr %2372, align 1
  %2374 = zext i8 %2373 to i32
  %2375 = load ptr, ptr %532, align 8
  %2376 = zext i32 %2374 to i64
  %2377 = getelementptr inbounds i8, ptr %2375, i64 %2376
  store ptr %2377, ptr %532, align 8
  %2378 = load ptr, ptr %532, align 8
  %2379 = load ptr, ptr %533, align 8
  %2380 = load ptr, ptr %535, align 8
  %2381 = load i32, ptr %536, align 4
  store ptr %2378, ptr %397, align 8
  store ptr %2379, ptr %398, align 8
  store ptr %2380, ptr %399, align 8
  store i32 %2381, ptr %400, align 4
  %2382 = load ptr, ptr %398, align 8
  %2383 = load i32, ptr %400, align 4
  %2384 = call i64 @BIT_lookBitsFast(ptr noundef %2382, i32 noundef %2383)
  store i64 %2384, ptr %401, align 8
  %2385 = load ptr, ptr %397, align 8
  %2386 = load ptr, ptr %399, align 8
  %2387 = load i64, ptr %401, align 8
  %2388 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2386, i64 %2387
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2385, ptr align 2 %2388, i64 2, i1 false)
  %2389 = load ptr, ptr %398, align 8
  %2390 = load ptr, ptr %399, align 8
  %2391 = load i64, ptr %401, align 8
  %2392 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2390, i64 %2391
  %2393 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2392, i32 0, i32 1
  %2394 = load i8, ptr %2393, align 2
  %2395 = zext i8 %2394 to i32
  store ptr %2389, ptr %30, align 8
  store i32 %2395, ptr %31, align 4
  %2396 = load i32, ptr %31, align 4
  %2397 = load ptr, ptr %30, align 8
  %2398 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2397, i32 0, i32 1
  %2399 = load i32, ptr %2398, align 8
  %2400 = add i32 %2399, %2396
  store i32 %2400, ptr %2398, align 8
  %2401 = load ptr, ptr %399, align 8
  %2402 = load i64, ptr %401, align 8
  %2403 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2401, i64 %2402
  %2404 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2403, i32 0, i32 2
  %2405 = load i8, ptr %2404, align 1
  %2406 = zext i8 %2405 to i32
  %2407 = load ptr, ptr %532, align 8
  %2408 = zext i32 %2406 to i64
  %2409 = getelementptr inbounds i8, ptr %2407, i64 %2408
  store ptr %2409, ptr %532, align 8
  %2410 = load ptr, ptr %532, align 8
  %2411 = load ptr, ptr %533, align 8
  %2412 = load ptr, ptr %535, align 8
  %2413 = load i32, ptr %536, align 4
  store ptr %2410, ptr %402, align 8
  store ptr %2411, ptr %403, align 8
  store ptr %2412, ptr %404, align 8
  store i32 %2413, ptr %405, align 4
  %2414 = load ptr, ptr %403, align 8
  %2415 = load i32, ptr %405, align 4
  %2416 = call i64 @BIT_lookBitsFast(ptr noundef %2414, i32 noundef %2415)
  store i64 %2416, ptr %406, align 8
  %2417 = load ptr, ptr %402, align 8
  %2418 = load ptr, ptr %404, align 8
  %2419 = load i64, ptr %406, align 8
  %2420 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2418, i64 %2419
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2417, ptr align 2 %2420, i64 2, i1 false)
  %2421 = load ptr, ptr %403, align 8
  %2422 = load ptr, ptr %404, align 8
  %2423 = load i64, ptr %406, align 8
  %2424 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2422, i64 %2423
  %2425 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2424, i32 0, i32 1
  %2426 = load i8, ptr %2425, align 2
  %2427 = zext i8 %2426 to i32
  store ptr %2421, ptr %28, align 8
  store i32 %2427, ptr %29, align 4
  %2428 = load i32, ptr %29, align 4
  %2429 = load ptr, ptr %28, align 8
  %2430 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2429, i32 0, i32 1
  %2431 = load i32, ptr %2430, align 8
  %2432 = add i32 %2431, %2428
  store i32 %2432, ptr %2430, align 8
  %2433 = load ptr, ptr %404, align 8
  %2434 = load i64, ptr %406, align 8
  %2435 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2433, i64 %2434
  %2436 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2435, i32 0, i32 2
  %2437 = load i8, ptr %2436, align 1
  %2438 = zext i8 %2437 to i32
  %2439 = load ptr, ptr %532, align 8
  %2440 = zext i32 %2438 to i64
  %2441 = getelementptr inbounds i8, ptr %2439, i64 %2440
  store ptr %2441, ptr %532, align 8
  br label %2184, !llvm.loop !29

2442:                                             ; preds = %2270
  br label %2683

2443:                                             ; preds = %2180, %2177
  br label %2444

2444:                                             ; preds = %2649, %2443
  %2445 = load ptr, ptr %533, align 8
  store ptr %2445, ptr %503, align 8
  %2446 = load ptr, ptr %503, align 8
  %2447 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2446, i32 0, i32 1
  %2448 = load i32, ptr %2447, align 8
  %2449 = zext i32 %2448 to i64
  %2450 = icmp ugt i64 %2449, 64
  %2451 = zext i1 %2450 to i32
  %2452 = sext i32 %2451 to i64
  br i1 %2450, label %2453, label %2456

2453:                                             ; preds = %2444
  %2454 = load ptr, ptr %503, align 8
  %2455 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2454, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2455, align 8
  store i32 3, ptr %502, align 4
  br label %2530

2456:                                             ; preds = %2444
  %2457 = load ptr, ptr %503, align 8
  %2458 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2457, i32 0, i32 2
  %2459 = load ptr, ptr %2458, align 8
  %2460 = load ptr, ptr %503, align 8
  %2461 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2460, i32 0, i32 4
  %2462 = load ptr, ptr %2461, align 8
  %2463 = icmp uge ptr %2459, %2462
  br i1 %2463, label %2464, label %2467

2464:                                             ; preds = %2456
  %2465 = load ptr, ptr %503, align 8
  %2466 = call i32 @BIT_reloadDStream_internal(ptr noundef %2465)
  store i32 %2466, ptr %502, align 4
  br label %2530

2467:                                             ; preds = %2456
  %2468 = load ptr, ptr %503, align 8
  %2469 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2468, i32 0, i32 2
  %2470 = load ptr, ptr %2469, align 8
  %2471 = load ptr, ptr %503, align 8
  %2472 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2471, i32 0, i32 3
  %2473 = load ptr, ptr %2472, align 8
  %2474 = icmp eq ptr %2470, %2473
  br i1 %2474, label %2475, label %2483

2475:                                             ; preds = %2467
  %2476 = load ptr, ptr %503, align 8
  %2477 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2476, i32 0, i32 1
  %2478 = load i32, ptr %2477, align 8
  %2479 = zext i32 %2478 to i64
  %2480 = icmp ult i64 %2479, 64
  br i1 %2480, label %2481, label %2482

2481:                                             ; preds = %2475
  store i32 1, ptr %502, align 4
  br label %2530

2482:                                             ; preds = %2475
  store i32 2, ptr %502, align 4
  br label %2530

2483:                                             ; preds = %2467
  %2484 = load ptr, ptr %503, align 8
  %2485 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2484, i32 0, i32 1
  %2486 = load i32, ptr %2485, align 8
  %2487 = lshr i32 %2486, 3
  store i32 %2487, ptr %504, align 4
  store i32 0, ptr %505, align 4
  %2488 = load ptr, ptr %503, align 8
  %2489 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2488, i32 0, i32 2
  %2490 = load ptr, ptr %2489, align 8
  %2491 = load i32, ptr %504, align 4
  %2492 = zext i32 %2491 to i64
  %2493 = sub i64 0, %2492
  %2494 = getelementptr inbounds i8, ptr %2490, i64 %2493
  %2495 = load ptr, ptr %503, align 8
  %2496 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2495, i32 0, i32 3
  %2497 = load ptr, ptr %2496, align 8
  %2498 = icmp ult ptr %2494, %2497
  br i1 %2498, label %2499, label %2510

2499:                                             ; preds = %2483
  %2500 = load ptr, ptr %503, align 8
  %2501 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2500, i32 0, i32 2
  %2502 = load ptr, ptr %2501, align 8
  %2503 = load ptr, ptr %503, align 8
  %2504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2503, i32 0, i32 3
  %2505 = load ptr, ptr %2504, align 8
  %2506 = ptrtoint ptr %2502 to i64
  %2507 = ptrtoint ptr %2505 to i64
  %2508 = sub i64 %2506, %2507
  %2509 = trunc i64 %2508 to i32
  store i32 %2509, ptr %504, align 4
  store i32 1, ptr %505, align 4
  br label %2510

2510:                                             ; preds = %2499, %2483
  %2511 = load i32, ptr %504, align 4
  %2512 = load ptr, ptr %503, align 8
  %2513 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2512, i32 0, i32 2
  %2514 = load ptr, ptr %2513, align 8
  %2515 = zext i32 %2511 to i64
  %2516 = sub i64 0, %2515
  %2517 = getelementptr inbounds i8, ptr %2514, i64 %2516
  store ptr %2517, ptr %2513, align 8
  %2518 = load i32, ptr %504, align 4
  %2519 = mul i32 %2518, 8
  %2520 = load ptr, ptr %503, align 8
  %2521 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2520, i32 0, i32 1
  %2522 = load i32, ptr %2521, align 8
  %2523 = sub i32 %2522, %2519
  store i32 %2523, ptr %2521, align 8
  %2524 = load ptr, ptr %503, align 8
  %2525 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2524, i32 0, i32 2
  %2526 = load ptr, ptr %2525, align 8
  %2527 = call i64 @MEM_readLEST(ptr noundef %2526)
  %2528 = load ptr, ptr %503, align 8
  store i64 %2527, ptr %2528, align 8
  %2529 = load i32, ptr %505, align 4
  store i32 %2529, ptr %502, align 4
  br label %2530

2530:                                             ; preds = %2510, %2482, %2481, %2464, %2453
  %2531 = load i32, ptr %502, align 4
  %2532 = icmp eq i32 %2531, 0
  %2533 = zext i1 %2532 to i32
  %2534 = load ptr, ptr %532, align 8
  %2535 = load ptr, ptr %534, align 8
  %2536 = getelementptr inbounds i8, ptr %2535, i64 -7
  %2537 = icmp ult ptr %2534, %2536
  %2538 = zext i1 %2537 to i32
  %2539 = and i32 %2533, %2538
  %2540 = icmp ne i32 %2539, 0
  br i1 %2540, label %2541, label %2682

2541:                                             ; preds = %2530
  %2542 = call i32 @MEM_64bits()
  %2543 = icmp ne i32 %2542, 0
  br i1 %2543, label %2544, label %2577

2544:                                             ; preds = %2541
  %2545 = load ptr, ptr %532, align 8
  %2546 = load ptr, ptr %533, align 8
  %2547 = load ptr, ptr %535, align 8
  %2548 = load i32, ptr %536, align 4
  store ptr %2545, ptr %377, align 8
  store ptr %2546, ptr %378, align 8
  store ptr %2547, ptr %379, align 8
  store i32 %2548, ptr %380, align 4
  %2549 = load ptr, ptr %378, align 8
  %2550 = load i32, ptr %380, align 4
  %2551 = call i64 @BIT_lookBitsFast(ptr noundef %2549, i32 noundef %2550)
  store i64 %2551, ptr %381, align 8
  %2552 = load ptr, ptr %377, align 8
  %2553 = load ptr, ptr %379, align 8
  %2554 = load i64, ptr %381, align 8
  %2555 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2553, i64 %2554
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2552, ptr align 2 %2555, i64 2, i1 false)
  %2556 = load ptr, ptr %378, align 8
  %2557 = load ptr, ptr %379, align 8
  %2558 = load i64, ptr %381, align 8
  %2559 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2557, i64 %2558
  %2560 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2559, i32 0, i32 1
  %2561 = load i8, ptr %2560, align 2
  %2562 = zext i8 %2561 to i32
  store ptr %2556, ptr %38, align 8
  store i32 %2562, ptr %39, align 4
  %2563 = load i32, ptr %39, align 4
  %2564 = load ptr, ptr %38, align 8
  %2565 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2564, i32 0, i32 1
  %2566 = load i32, ptr %2565, align 8
  %2567 = add i32 %2566, %2563
  store i32 %2567, ptr %2565, align 8
  %2568 = load ptr, ptr %379, align 8
  %2569 = load i64, ptr %381, align 8
  %2570 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2568, i64 %2569
  %2571 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2570, i32 0, i32 2
  %2572 = load i8, ptr %2571, align 1
  %2573 = zext i8 %2572 to i32
  %2574 = load ptr, ptr %532, align 8
  %2575 = zext i32 %2573 to i64
  %2576 = getelementptr inbounds i8, ptr %2574, i64 %2575
  store ptr %2576, ptr %532, align 8
  br label %2577

2577:                                             ; preds = %2544, %2541
  %2578 = call i32 @MEM_64bits()
  %2579 = icmp ne i32 %2578, 0
  br i1 %2579, label %2581, label %2580

2580:                                             ; preds = %2577
  br label %2581

2581:                                             ; preds = %2580, %2577
  %2582 = load ptr, ptr %532, align 8
  %2583 = load ptr, ptr %533, align 8
  %2584 = load ptr, ptr %535, align 8
  %2585 = load i32, ptr %536, align 4
  store ptr %2582, ptr %362, align 8
  store ptr %2583, ptr %363, align 8
  store ptr %2584, ptr %364, align 8
  store i32 %2585, ptr %365, align 4
  %2586 = load ptr, ptr %363, align 8
  %2587 = load i32, ptr %365, align 4
  %2588 = call i64 @BIT_lookBitsFast(ptr noundef %2586, i32 noundef %2587)
  store i64 %2588, ptr %366, align 8
  %2589 = load ptr, ptr %362, align 8
  %2590 = load ptr, ptr %364, align 8
  %2591 = load i64, ptr %366, align 8
  %2592 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2590, i64 %2591
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2589, ptr align 2 %2592, i64 2, i1 false)
  %2593 = load ptr, ptr %363, align 8
  %2594 = load ptr, ptr %364, align 8
  %2595 = load i64, ptr %366, align 8
  %2596 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2594, i64 %2595
  %2597 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2596, i32 0, i32 1
  %2598 = load i8, ptr %2597, align 2
  %2599 = zext i8 %2598 to i32
  store ptr %2593, ptr %44, align 8
  store i32 %2599, ptr %45, align 4
  %2600 = load i32, ptr %45, align 4
  %2601 = load ptr, ptr %44, align 8
  %2602 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2601, i32 0, i32 1
  %2603 = load i32, ptr %2602, align 8
  %2604 = add i32 %2603, %2600
  store i32 %2604, ptr %2602, align 8
  %2605 = load ptr, ptr %364, align 8
  %2606 = load i64, ptr %366, align 8
  %2607 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2605, i64 %2606
  %2608 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2607, i32 0, i32 2
  %2609 = load i8, ptr %2608, align 1
  %2610 = zext i8 %2609 to i32
  %2611 = load ptr, ptr %532, align 8
  %2612 = zext i32 %2610 to i64
  %2613 = getelementptr inbounds i8, ptr %2611, i64 %2612
  store ptr %2613, ptr %532, align 8
  %2614 = call i32 @MEM_64bits()
  %2615 = icmp ne i32 %2614, 0
  br i1 %2615, label %2616, label %2649

2616:                                             ; preds = %2581
  %2617 = load ptr, ptr %532, align 8
  %2618 = load ptr, ptr %533, align 8
  %2619 = load ptr, ptr %535, align 8
  %2620 = load i32, ptr %536, align 4
  store ptr %2617, ptr %372, align 8
  store ptr %2618, ptr %373, align 8
  store ptr %2619, ptr %374, align 8
  store i32 %2620, ptr %375, align 4
  %2621 = load ptr, ptr %373, align 8
  %2622 = load i32, ptr %375, align 4
  %2623 = call i64 @BIT_lookBitsFast(ptr noundef %2621, i32 noundef %2622)
  store i64 %2623, ptr %376, align 8
  %2624 = load ptr, ptr %372, align 8
  %2625 = load ptr, ptr %374, align 8
  %2626 = load i64, ptr %376, align 8
  %2627 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2625, i64 %2626
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2624, ptr align 2 %2627, i64 2, i1 false)
  %2628 = load ptr, ptr %373, align 8
  %2629 = load ptr, ptr %374, align 8
  %2630 = load i64, ptr %376, align 8
  %2631 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2629, i64 %2630
  %2632 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2631, i32 0, i32 1
  %2633 = load i8, ptr %2632, align 2
  %2634 = zext i8 %2633 to i32
  store ptr %2628, ptr %40, align 8
  store i32 %2634, ptr %41, align 4
  %2635 = load i32, ptr %41, align 4
  %2636 = load ptr, ptr %40, align 8
  %2637 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2636, i32 0, i32 1
  %2638 = load i32, ptr %2637, align 8
  %2639 = add i32 %2638, %2635
  store i32 %2639, ptr %2637, align 8
  %2640 = load ptr, ptr %374, align 8
  %2641 = load i64, ptr %376, align 8
  %2642 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2640, i64 %2641
  %2643 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2642, i32 0, i32 2
  %2644 = load i8, ptr %2643, align 1
  %2645 = zext i8 %2644 to i32
  %2646 = load ptr, ptr %532, align 8
  %2647 = zext i32 %2645 to i64
  %2648 = getelementptr inbounds i8, ptr %2646, i64 %2647
  store ptr %2648, ptr %532, align 8
  br label %2649

2649:                                             ; preds = %2616, %2581
  %2650 = load ptr, ptr %532, align 8
  %2651 = load ptr, ptr %533, align 8
  %2652 = load ptr, ptr %535, align 8
  %2653 = load i32, ptr %536, align 4
  store ptr %2650, ptr %367, align 8
  store ptr %2651, ptr %368, align 8
  store ptr %2652, ptr %369, align 8
  store i32 %2653, ptr %370, align 4
  %2654 = load ptr, ptr %368, align 8
  %2655 = load i32, ptr %370, align 4
  %2656 = call i64 @BIT_lookBitsFast(ptr noundef %2654, i32 noundef %2655)
  store i64 %2656, ptr %371, align 8
  %2657 = load ptr, ptr %367, align 8
  %2658 = load ptr, ptr %369, align 8
  %2659 = load i64, ptr %371, align 8
  %2660 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2658, i64 %2659
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2657, ptr align 2 %2660, i64 2, i1 false)
  %2661 = load ptr, ptr %368, align 8
  %2662 = load ptr, ptr %369, align 8
  %2663 = load i64, ptr %371, align 8
  %2664 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2662, i64 %2663
  %2665 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2664, i32 0, i32 1
  %2666 = load i8, ptr %2665, align 2
  %2667 = zext i8 %2666 to i32
  store ptr %2661, ptr %42, align 8
  store i32 %2667, ptr %43, align 4
  %2668 = load i32, ptr %43, align 4
  %2669 = load ptr, ptr %42, align 8
  %2670 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2669, i32 0, i32 1
  %2671 = load i32, ptr %2670, align 8
  %2672 = add i32 %2671, %2668
  store i32 %2672, ptr %2670, align 8
  %2673 = load ptr, ptr %369, align 8
  %2674 = load i64, ptr %371, align 8
  %2675 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2673, i64 %2674
  %2676 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2675, i32 0, i32 2
  %2677 = load i8, ptr %2676, align 1
  %2678 = zext i8 %2677 to i32
  %2679 = load ptr, ptr %532, align 8
  %2680 = zext i32 %2678 to i64
  %2681 = getelementptr inbounds i8, ptr %2679, i64 %2680
  store ptr %2681, ptr %532, align 8
  br label %2444, !llvm.loop !30

2682:                                             ; preds = %2530
  br label %2683

2683:                                             ; preds = %2682, %2442
  br label %2772

2684:                                             ; preds = %2160
  %2685 = load ptr, ptr %533, align 8
  store ptr %2685, ptr %495, align 8
  %2686 = load ptr, ptr %495, align 8
  %2687 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2686, i32 0, i32 1
  %2688 = load i32, ptr %2687, align 8
  %2689 = zext i32 %2688 to i64
  %2690 = icmp ugt i64 %2689, 64
  %2691 = zext i1 %2690 to i32
  %2692 = sext i32 %2691 to i64
  br i1 %2690, label %2693, label %2696

2693:                                             ; preds = %2684
  %2694 = load ptr, ptr %495, align 8
  %2695 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2694, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2695, align 8
  store i32 3, ptr %494, align 4
  br label %2770

2696:                                             ; preds = %2684
  %2697 = load ptr, ptr %495, align 8
  %2698 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2697, i32 0, i32 2
  %2699 = load ptr, ptr %2698, align 8
  %2700 = load ptr, ptr %495, align 8
  %2701 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2700, i32 0, i32 4
  %2702 = load ptr, ptr %2701, align 8
  %2703 = icmp uge ptr %2699, %2702
  br i1 %2703, label %2704, label %2707

2704:                                             ; preds = %2696
  %2705 = load ptr, ptr %495, align 8
  %2706 = call i32 @BIT_reloadDStream_internal(ptr noundef %2705)
  store i32 %2706, ptr %494, align 4
  br label %2770

2707:                                             ; preds = %2696
  %2708 = load ptr, ptr %495, align 8
  %2709 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2708, i32 0, i32 2
  %2710 = load ptr, ptr %2709, align 8
  %2711 = load ptr, ptr %495, align 8
  %2712 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2711, i32 0, i32 3
  %2713 = load ptr, ptr %2712, align 8
  %2714 = icmp eq ptr %2710, %2713
  br i1 %2714, label %2715, label %2723

2715:                                             ; preds = %2707
  %2716 = load ptr, ptr %495, align 8
  %2717 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2716, i32 0, i32 1
  %2718 = load i32, ptr %2717, align 8
  %2719 = zext i32 %2718 to i64
  %2720 = icmp ult i64 %2719, 64
  br i1 %2720, label %2721, label %2722

2721:                                             ; preds = %2715
  store i32 1, ptr %494, align 4
  br label %2770

2722:                                             ; preds = %2715
  store i32 2, ptr %494, align 4
  br label %2770

2723:                                             ; preds = %2707
  %2724 = load ptr, ptr %495, align 8
  %2725 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2724, i32 0, i32 1
  %2726 = load i32, ptr %2725, align 8
  %2727 = lshr i32 %2726, 3
  store i32 %2727, ptr %496, align 4
  store i32 0, ptr %497, align 4
  %2728 = load ptr, ptr %495, align 8
  %2729 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2728, i32 0, i32 2
  %2730 = load ptr, ptr %2729, align 8
  %2731 = load i32, ptr %496, align 4
  %2732 = zext i32 %2731 to i64
  %2733 = sub i64 0, %2732
  %2734 = getelementptr inbounds i8, ptr %2730, i64 %2733
  %2735 = load ptr, ptr %495, align 8
  %2736 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2735, i32 0, i32 3
  %2737 = load ptr, ptr %2736, align 8
  %2738 = icmp ult ptr %2734, %2737
  br i1 %2738, label %2739, label %2750

2739:                                             ; preds = %2723
  %2740 = load ptr, ptr %495, align 8
  %2741 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2740, i32 0, i32 2
  %2742 = load ptr, ptr %2741, align 8
  %2743 = load ptr, ptr %495, align 8
  %2744 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2743, i32 0, i32 3
  %2745 = load ptr, ptr %2744, align 8
  %2746 = ptrtoint ptr %2742 to i64
  %2747 = ptrtoint ptr %2745 to i64
  %2748 = sub i64 %2746, %2747
  %2749 = trunc i64 %2748 to i32
  store i32 %2749, ptr %496, align 4
  store i32 1, ptr %497, align 4
  br label %2750

2750:                                             ; preds = %2739, %2723
  %2751 = load i32, ptr %496, align 4
  %2752 = load ptr, ptr %495, align 8
  %2753 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2752, i32 0, i32 2
  %2754 = load ptr, ptr %2753, align 8
  %2755 = zext i32 %2751 to i64
  %2756 = sub i64 0, %2755
  %2757 = getelementptr inbounds i8, ptr %2754, i64 %2756
  store ptr %2757, ptr %2753, align 8
  %2758 = load i32, ptr %496, align 4
  %2759 = mul i32 %2758, 8
  %2760 = load ptr, ptr %495, align 8
  %2761 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2760, i32 0, i32 1
  %2762 = load i32, ptr %2761, align 8
  %2763 = sub i32 %2762, %2759
  store i32 %2763, ptr %2761, align 8
  %2764 = load ptr, ptr %495, align 8
  %2765 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2764, i32 0, i32 2
  %2766 = load ptr, ptr %2765, align 8
  %2767 = call i64 @MEM_readLEST(ptr noundef %2766)
  %2768 = load ptr, ptr %495, align 8
  store i64 %2767, ptr %2768, align 8
  %2769 = load i32, ptr %497, align 4
  store i32 %2769, ptr %494, align 4
  br label %2770

2770:                                             ; preds = %2750, %2722, %2721, %2704, %2693
  %2771 = load i32, ptr %494, align 4
  br label %2772

2772:                                             ; preds = %2770, %2683
  %2773 = load ptr, ptr %534, align 8
  %2774 = load ptr, ptr %532, align 8
  %2775 = ptrtoint ptr %2773 to i64
  %2776 = ptrtoint ptr %2774 to i64
  %2777 = sub i64 %2775, %2776
  %2778 = icmp uge i64 %2777, 2
  br i1 %2778, label %2779, label %2950

2779:                                             ; preds = %2772
  br label %2780

2780:                                             ; preds = %2877, %2779
  %2781 = load ptr, ptr %533, align 8
  store ptr %2781, ptr %499, align 8
  %2782 = load ptr, ptr %499, align 8
  %2783 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2782, i32 0, i32 1
  %2784 = load i32, ptr %2783, align 8
  %2785 = zext i32 %2784 to i64
  %2786 = icmp ugt i64 %2785, 64
  %2787 = zext i1 %2786 to i32
  %2788 = sext i32 %2787 to i64
  br i1 %2786, label %2789, label %2792

2789:                                             ; preds = %2780
  %2790 = load ptr, ptr %499, align 8
  %2791 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2790, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2791, align 8
  store i32 3, ptr %498, align 4
  br label %2866

2792:                                             ; preds = %2780
  %2793 = load ptr, ptr %499, align 8
  %2794 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2793, i32 0, i32 2
  %2795 = load ptr, ptr %2794, align 8
  %2796 = load ptr, ptr %499, align 8
  %2797 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2796, i32 0, i32 4
  %2798 = load ptr, ptr %2797, align 8
  %2799 = icmp uge ptr %2795, %2798
  br i1 %2799, label %2800, label %2803

2800:                                             ; preds = %2792
  %2801 = load ptr, ptr %499, align 8
  %2802 = call i32 @BIT_reloadDStream_internal(ptr noundef %2801)
  store i32 %2802, ptr %498, align 4
  br label %2866

2803:                                             ; preds = %2792
  %2804 = load ptr, ptr %499, align 8
  %2805 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2804, i32 0, i32 2
  %2806 = load ptr, ptr %2805, align 8
  %2807 = load ptr, ptr %499, align 8
  %2808 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2807, i32 0, i32 3
  %2809 = load ptr, ptr %2808, align 8
  %2810 = icmp eq ptr %2806, %2809
  br i1 %2810, label %2811, label %2819

2811:                                             ; preds = %2803
  %2812 = load ptr, ptr %499, align 8
  %2813 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2812, i32 0, i32 1
  %2814 = load i32, ptr %2813, align 8
  %2815 = zext i32 %2814 to i64
  %2816 = icmp ult i64 %2815, 64
  br i1 %2816, label %2817, label %2818

2817:                                             ; preds = %2811
  store i32 1, ptr %498, align 4
  br label %2866

2818:                                             ; preds = %2811
  store i32 2, ptr %498, align 4
  br label %2866

2819:                                             ; preds = %2803
  %2820 = load ptr, ptr %499, align 8
  %2821 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2820, i32 0, i32 1
  %2822 = load i32, ptr %2821, align 8
  %2823 = lshr i32 %2822, 3
  store i32 %2823, ptr %500, align 4
  store i32 0, ptr %501, align 4
  %2824 = load ptr, ptr %499, align 8
  %2825 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2824, i32 0, i32 2
  %2826 = load ptr, ptr %2825, align 8
  %2827 = load i32, ptr %500, align 4
  %2828 = zext i32 %2827 to i64
  %2829 = sub i64 0, %2828
  %2830 = getelementptr inbounds i8, ptr %2826, i64 %2829
  %2831 = load ptr, ptr %499, align 8
  %2832 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2831, i32 0, i32 3
  %2833 = load ptr, ptr %2832, align 8
  %2834 = icmp ult ptr %2830, %2833
  br i1 %2834, label %2835, label %2846

2835:                                             ; preds = %2819
  %2836 = load ptr, ptr %499, align 8
  %2837 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2836, i32 0, i32 2
  %2838 = load ptr, ptr %2837, align 8
  %2839 = load ptr, ptr %499, align 8
  %2840 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2839, i32 0, i32 3
  %2841 = load ptr, ptr %2840, align 8
  %2842 = ptrtoint ptr %2838 to i64
  %2843 = ptrtoint ptr %2841 to i64
  %2844 = sub i64 %2842, %2843
  %2845 = trunc i64 %2844 to i32
  store i32 %2845, ptr %500, align 4
  store i32 1, ptr %501, align 4
  br label %2846

2846:                                             ; preds = %2835, %2819
  %2847 = load i32, ptr %500, align 4
  %2848 = load ptr, ptr %499, align 8
  %2849 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2848, i32 0, i32 2
  %2850 = load ptr, ptr %2849, align 8
  %2851 = zext i32 %2847 to i64
  %2852 = sub i64 0, %2851
  %2853 = getelementptr inbounds i8, ptr %2850, i64 %2852
  store ptr %2853, ptr %2849, align 8
  %2854 = load i32, ptr %500, align 4
  %2855 = mul i32 %2854, 8
  %2856 = load ptr, ptr %499, align 8
  %2857 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2856, i32 0, i32 1
  %2858 = load i32, ptr %2857, align 8
  %2859 = sub i32 %2858, %2855
  store i32 %2859, ptr %2857, align 8
  %2860 = load ptr, ptr %499, align 8
  %2861 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2860, i32 0, i32 2
  %2862 = load ptr, ptr %2861, align 8
  %2863 = call i64 @MEM_readLEST(ptr noundef %2862)
  %2864 = load ptr, ptr %499, align 8
  store i64 %2863, ptr %2864, align 8
  %2865 = load i32, ptr %501, align 4
  store i32 %2865, ptr %498, align 4
  br label %2866

2866:                                             ; preds = %2846, %2818, %2817, %2800, %2789
  %2867 = load i32, ptr %498, align 4
  %2868 = icmp eq i32 %2867, 0
  %2869 = zext i1 %2868 to i32
  %2870 = load ptr, ptr %532, align 8
  %2871 = load ptr, ptr %534, align 8
  %2872 = getelementptr inbounds i8, ptr %2871, i64 -2
  %2873 = icmp ule ptr %2870, %2872
  %2874 = zext i1 %2873 to i32
  %2875 = and i32 %2869, %2874
  %2876 = icmp ne i32 %2875, 0
  br i1 %2876, label %2877, label %2910

2877:                                             ; preds = %2866
  %2878 = load ptr, ptr %532, align 8
  %2879 = load ptr, ptr %533, align 8
  %2880 = load ptr, ptr %535, align 8
  %2881 = load i32, ptr %536, align 4
  store ptr %2878, ptr %357, align 8
  store ptr %2879, ptr %358, align 8
  store ptr %2880, ptr %359, align 8
  store i32 %2881, ptr %360, align 4
  %2882 = load ptr, ptr %358, align 8
  %2883 = load i32, ptr %360, align 4
  %2884 = call i64 @BIT_lookBitsFast(ptr noundef %2882, i32 noundef %2883)
  store i64 %2884, ptr %361, align 8
  %2885 = load ptr, ptr %357, align 8
  %2886 = load ptr, ptr %359, align 8
  %2887 = load i64, ptr %361, align 8
  %2888 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2886, i64 %2887
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2885, ptr align 2 %2888, i64 2, i1 false)
  %2889 = load ptr, ptr %358, align 8
  %2890 = load ptr, ptr %359, align 8
  %2891 = load i64, ptr %361, align 8
  %2892 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2890, i64 %2891
  %2893 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2892, i32 0, i32 1
  %2894 = load i8, ptr %2893, align 2
  %2895 = zext i8 %2894 to i32
  store ptr %2889, ptr %46, align 8
  store i32 %2895, ptr %47, align 4
  %2896 = load i32, ptr %47, align 4
  %2897 = load ptr, ptr %46, align 8
  %2898 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2897, i32 0, i32 1
  %2899 = load i32, ptr %2898, align 8
  %2900 = add i32 %2899, %2896
  store i32 %2900, ptr %2898, align 8
  %2901 = load ptr, ptr %359, align 8
  %2902 = load i64, ptr %361, align 8
  %2903 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2901, i64 %2902
  %2904 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2903, i32 0, i32 2
  %2905 = load i8, ptr %2904, align 1
  %2906 = zext i8 %2905 to i32
  %2907 = load ptr, ptr %532, align 8
  %2908 = zext i32 %2906 to i64
  %2909 = getelementptr inbounds i8, ptr %2907, i64 %2908
  store ptr %2909, ptr %532, align 8
  br label %2780, !llvm.loop !31

2910:                                             ; preds = %2866
  br label %2911

2911:                                             ; preds = %2916, %2910
  %2912 = load ptr, ptr %532, align 8
  %2913 = load ptr, ptr %534, align 8
  %2914 = getelementptr inbounds i8, ptr %2913, i64 -2
  %2915 = icmp ule ptr %2912, %2914
  br i1 %2915, label %2916, label %2949

2916:                                             ; preds = %2911
  %2917 = load ptr, ptr %532, align 8
  %2918 = load ptr, ptr %533, align 8
  %2919 = load ptr, ptr %535, align 8
  %2920 = load i32, ptr %536, align 4
  store ptr %2917, ptr %352, align 8
  store ptr %2918, ptr %353, align 8
  store ptr %2919, ptr %354, align 8
  store i32 %2920, ptr %355, align 4
  %2921 = load ptr, ptr %353, align 8
  %2922 = load i32, ptr %355, align 4
  %2923 = call i64 @BIT_lookBitsFast(ptr noundef %2921, i32 noundef %2922)
  store i64 %2923, ptr %356, align 8
  %2924 = load ptr, ptr %352, align 8
  %2925 = load ptr, ptr %354, align 8
  %2926 = load i64, ptr %356, align 8
  %2927 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2925, i64 %2926
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2924, ptr align 2 %2927, i64 2, i1 false)
  %2928 = load ptr, ptr %353, align 8
  %2929 = load ptr, ptr %354, align 8
  %2930 = load i64, ptr %356, align 8
  %2931 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2929, i64 %2930
  %2932 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2931, i32 0, i32 1
  %2933 = load i8, ptr %2932, align 2
  %2934 = zext i8 %2933 to i32
  store ptr %2928, ptr %48, align 8
  store i32 %2934, ptr %49, align 4
  %2935 = load i32, ptr %49, align 4
  %2936 = load ptr, ptr %48, align 8
  %2937 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2936, i32 0, i32 1
  %2938 = load i32, ptr %2937, align 8
  %2939 = add i32 %2938, %2935
  store i32 %2939, ptr %2937, align 8
  %2940 = load ptr, ptr %354, align 8
  %2941 = load i64, ptr %356, align 8
  %2942 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2940, i64 %2941
  %2943 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2942, i32 0, i32 2
  %2944 = load i8, ptr %2943, align 1
  %2945 = zext i8 %2944 to i32
  %2946 = load ptr, ptr %532, align 8
  %2947 = zext i32 %2945 to i64
  %2948 = getelementptr inbounds i8, ptr %2946, i64 %2947
  store ptr %2948, ptr %532, align 8
  br label %2911, !llvm.loop !32

2949:                                             ; preds = %2911
  br label %2950

2950:                                             ; preds = %2949, %2772
  %2951 = load ptr, ptr %532, align 8
  %2952 = load ptr, ptr %534, align 8
  %2953 = icmp ult ptr %2951, %2952
  br i1 %2953, label %2954, label %3018

2954:                                             ; preds = %2950
  %2955 = load ptr, ptr %532, align 8
  %2956 = load ptr, ptr %533, align 8
  %2957 = load ptr, ptr %535, align 8
  %2958 = load i32, ptr %536, align 4
  store ptr %2955, ptr %152, align 8
  store ptr %2956, ptr %153, align 8
  store ptr %2957, ptr %154, align 8
  store i32 %2958, ptr %155, align 4
  %2959 = load ptr, ptr %153, align 8
  %2960 = load i32, ptr %155, align 4
  %2961 = call i64 @BIT_lookBitsFast(ptr noundef %2959, i32 noundef %2960)
  store i64 %2961, ptr %156, align 8
  %2962 = load ptr, ptr %152, align 8
  %2963 = load ptr, ptr %154, align 8
  %2964 = load i64, ptr %156, align 8
  %2965 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2963, i64 %2964
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2962, ptr align 2 %2965, i64 1, i1 false)
  %2966 = load ptr, ptr %154, align 8
  %2967 = load i64, ptr %156, align 8
  %2968 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2966, i64 %2967
  %2969 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2968, i32 0, i32 2
  %2970 = load i8, ptr %2969, align 1
  %2971 = zext i8 %2970 to i32
  %2972 = icmp eq i32 %2971, 1
  br i1 %2972, label %2973, label %2986

2973:                                             ; preds = %2954
  %2974 = load ptr, ptr %153, align 8
  %2975 = load ptr, ptr %154, align 8
  %2976 = load i64, ptr %156, align 8
  %2977 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2975, i64 %2976
  %2978 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2977, i32 0, i32 1
  %2979 = load i8, ptr %2978, align 2
  %2980 = zext i8 %2979 to i32
  store ptr %2974, ptr %132, align 8
  store i32 %2980, ptr %133, align 4
  %2981 = load i32, ptr %133, align 4
  %2982 = load ptr, ptr %132, align 8
  %2983 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2982, i32 0, i32 1
  %2984 = load i32, ptr %2983, align 8
  %2985 = add i32 %2984, %2981
  store i32 %2985, ptr %2983, align 8
  br label %3015

2986:                                             ; preds = %2954
  %2987 = load ptr, ptr %153, align 8
  %2988 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2987, i32 0, i32 1
  %2989 = load i32, ptr %2988, align 8
  %2990 = zext i32 %2989 to i64
  %2991 = icmp ult i64 %2990, 64
  br i1 %2991, label %2992, label %3014

2992:                                             ; preds = %2986
  %2993 = load ptr, ptr %153, align 8
  %2994 = load ptr, ptr %154, align 8
  %2995 = load i64, ptr %156, align 8
  %2996 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2994, i64 %2995
  %2997 = getelementptr inbounds %struct.HUF_DEltX2, ptr %2996, i32 0, i32 1
  %2998 = load i8, ptr %2997, align 2
  %2999 = zext i8 %2998 to i32
  store ptr %2993, ptr %130, align 8
  store i32 %2999, ptr %131, align 4
  %3000 = load i32, ptr %131, align 4
  %3001 = load ptr, ptr %130, align 8
  %3002 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3001, i32 0, i32 1
  %3003 = load i32, ptr %3002, align 8
  %3004 = add i32 %3003, %3000
  store i32 %3004, ptr %3002, align 8
  %3005 = load ptr, ptr %153, align 8
  %3006 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3005, i32 0, i32 1
  %3007 = load i32, ptr %3006, align 8
  %3008 = zext i32 %3007 to i64
  %3009 = icmp ugt i64 %3008, 64
  br i1 %3009, label %3010, label %3013

3010:                                             ; preds = %2992
  %3011 = load ptr, ptr %153, align 8
  %3012 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3011, i32 0, i32 1
  store i32 64, ptr %3012, align 8
  br label %3013

3013:                                             ; preds = %3010, %2992
  br label %3014

3014:                                             ; preds = %3013, %2986
  br label %3015

3015:                                             ; preds = %3014, %2973
  %3016 = load ptr, ptr %532, align 8
  %3017 = getelementptr inbounds i8, ptr %3016, i64 1
  store ptr %3017, ptr %532, align 8
  br label %3018

3018:                                             ; preds = %3015, %2950
  %3019 = load ptr, ptr %532, align 8
  %3020 = load ptr, ptr %537, align 8
  %3021 = ptrtoint ptr %3019 to i64
  %3022 = ptrtoint ptr %3020 to i64
  %3023 = sub i64 %3021, %3022
  %3024 = load ptr, ptr %580, align 8
  %3025 = load ptr, ptr %577, align 8
  %3026 = load ptr, ptr %561, align 8
  %3027 = load i32, ptr %584, align 4
  store ptr %3024, ptr %538, align 8
  store ptr %564, ptr %539, align 8
  store ptr %3025, ptr %540, align 8
  store ptr %3026, ptr %541, align 8
  store i32 %3027, ptr %542, align 4
  %3028 = load ptr, ptr %538, align 8
  store ptr %3028, ptr %543, align 8
  %3029 = load ptr, ptr %540, align 8
  %3030 = load ptr, ptr %538, align 8
  %3031 = ptrtoint ptr %3029 to i64
  %3032 = ptrtoint ptr %3030 to i64
  %3033 = sub i64 %3031, %3032
  %3034 = icmp uge i64 %3033, 8
  br i1 %3034, label %3035, label %3542

3035:                                             ; preds = %3018
  %3036 = load i32, ptr %542, align 4
  %3037 = icmp ule i32 %3036, 11
  br i1 %3037, label %3038, label %3301

3038:                                             ; preds = %3035
  %3039 = call i32 @MEM_64bits()
  %3040 = icmp ne i32 %3039, 0
  br i1 %3040, label %3041, label %3301

3041:                                             ; preds = %3038
  br label %3042

3042:                                             ; preds = %3139, %3041
  %3043 = load ptr, ptr %539, align 8
  store ptr %3043, ptr %491, align 8
  %3044 = load ptr, ptr %491, align 8
  %3045 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3044, i32 0, i32 1
  %3046 = load i32, ptr %3045, align 8
  %3047 = zext i32 %3046 to i64
  %3048 = icmp ugt i64 %3047, 64
  %3049 = zext i1 %3048 to i32
  %3050 = sext i32 %3049 to i64
  br i1 %3048, label %3051, label %3054

3051:                                             ; preds = %3042
  %3052 = load ptr, ptr %491, align 8
  %3053 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3052, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3053, align 8
  store i32 3, ptr %490, align 4
  br label %3128

3054:                                             ; preds = %3042
  %3055 = load ptr, ptr %491, align 8
  %3056 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3055, i32 0, i32 2
  %3057 = load ptr, ptr %3056, align 8
  %3058 = load ptr, ptr %491, align 8
  %3059 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3058, i32 0, i32 4
  %3060 = load ptr, ptr %3059, align 8
  %3061 = icmp uge ptr %3057, %3060
  br i1 %3061, label %3062, label %3065

3062:                                             ; preds = %3054
  %3063 = load ptr, ptr %491, align 8
  %3064 = call i32 @BIT_reloadDStream_internal(ptr noundef %3063)
  store i32 %3064, ptr %490, align 4
  br label %3128

3065:                                             ; preds = %3054
  %3066 = load ptr, ptr %491, align 8
  %3067 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3066, i32 0, i32 2
  %3068 = load ptr, ptr %3067, align 8
  %3069 = load ptr, ptr %491, align 8
  %3070 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3069, i32 0, i32 3
  %3071 = load ptr, ptr %3070, align 8
  %3072 = icmp eq ptr %3068, %3071
  br i1 %3072, label %3073, label %3081

3073:                                             ; preds = %3065
  %3074 = load ptr, ptr %491, align 8
  %3075 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3074, i32 0, i32 1
  %3076 = load i32, ptr %3075, align 8
  %3077 = zext i32 %3076 to i64
  %3078 = icmp ult i64 %3077, 64
  br i1 %3078, label %3079, label %3080

3079:                                             ; preds = %3073
  store i32 1, ptr %490, align 4
  br label %3128

3080:                                             ; preds = %3073
  store i32 2, ptr %490, align 4
  br label %3128

3081:                                             ; preds = %3065
  %3082 = load ptr, ptr %491, align 8
  %3083 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3082, i32 0, i32 1
  %3084 = load i32, ptr %3083, align 8
  %3085 = lshr i32 %3084, 3
  store i32 %3085, ptr %492, align 4
  store i32 0, ptr %493, align 4
  %3086 = load ptr, ptr %491, align 8
  %3087 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3086, i32 0, i32 2
  %3088 = load ptr, ptr %3087, align 8
  %3089 = load i32, ptr %492, align 4
  %3090 = zext i32 %3089 to i64
  %3091 = sub i64 0, %3090
  %3092 = getelementptr inbounds i8, ptr %3088, i64 %3091
  %3093 = load ptr, ptr %491, align 8
  %3094 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3093, i32 0, i32 3
  %3095 = load ptr, ptr %3094, align 8
  %3096 = icmp ult ptr %3092, %3095
  br i1 %3096, label %3097, label %3108

3097:                                             ; preds = %3081
  %3098 = load ptr, ptr %491, align 8
  %3099 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3098, i32 0, i32 2
  %3100 = load ptr, ptr %3099, align 8
  %3101 = load ptr, ptr %491, align 8
  %3102 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3101, i32 0, i32 3
  %3103 = load ptr, ptr %3102, align 8
  %3104 = ptrtoint ptr %3100 to i64
  %3105 = ptrtoint ptr %3103 to i64
  %3106 = sub i64 %3104, %3105
  %3107 = trunc i64 %3106 to i32
  store i32 %3107, ptr %492, align 4
  store i32 1, ptr %493, align 4
  br label %3108

3108:                                             ; preds = %3097, %3081
  %3109 = load i32, ptr %492, align 4
  %3110 = load ptr, ptr %491, align 8
  %3111 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3110, i32 0, i32 2
  %3112 = load ptr, ptr %3111, align 8
  %3113 = zext i32 %3109 to i64
  %3114 = sub i64 0, %3113
  %3115 = getelementptr inbounds i8, ptr %3112, i64 %3114
  store ptr %3115, ptr %3111, align 8
  %3116 = load i32, ptr %492, align 4
  %3117 = mul i32 %3116, 8
  %3118 = load ptr, ptr %491, align 8
  %3119 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3118, i32 0, i32 1
  %3120 = load i32, ptr %3119, align 8
  %3121 = sub i32 %3120, %3117
  store i32 %3121, ptr %3119, align 8
  %3122 = load ptr, ptr %491, align 8
  %3123 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3122, i32 0, i32 2
  %3124 = load ptr, ptr %3123, align 8
  %3125 = call i64 @MEM_readLEST(ptr noundef %3124)
  %3126 = load ptr, ptr %491, align 8
  store i64 %3125, ptr %3126, align 8
  %3127 = load i32, ptr %493, align 4
  store i32 %3127, ptr %490, align 4
  br label %3128

3128:                                             ; preds = %3108, %3080, %3079, %3062, %3051
  %3129 = load i32, ptr %490, align 4
  %3130 = icmp eq i32 %3129, 0
  %3131 = zext i1 %3130 to i32
  %3132 = load ptr, ptr %538, align 8
  %3133 = load ptr, ptr %540, align 8
  %3134 = getelementptr inbounds i8, ptr %3133, i64 -9
  %3135 = icmp ult ptr %3132, %3134
  %3136 = zext i1 %3135 to i32
  %3137 = and i32 %3131, %3136
  %3138 = icmp ne i32 %3137, 0
  br i1 %3138, label %3139, label %3300

3139:                                             ; preds = %3128
  %3140 = load ptr, ptr %538, align 8
  %3141 = load ptr, ptr %539, align 8
  %3142 = load ptr, ptr %541, align 8
  %3143 = load i32, ptr %542, align 4
  store ptr %3140, ptr %327, align 8
  store ptr %3141, ptr %328, align 8
  store ptr %3142, ptr %329, align 8
  store i32 %3143, ptr %330, align 4
  %3144 = load ptr, ptr %328, align 8
  %3145 = load i32, ptr %330, align 4
  %3146 = call i64 @BIT_lookBitsFast(ptr noundef %3144, i32 noundef %3145)
  store i64 %3146, ptr %331, align 8
  %3147 = load ptr, ptr %327, align 8
  %3148 = load ptr, ptr %329, align 8
  %3149 = load i64, ptr %331, align 8
  %3150 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3148, i64 %3149
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3147, ptr align 2 %3150, i64 2, i1 false)
  %3151 = load ptr, ptr %328, align 8
  %3152 = load ptr, ptr %329, align 8
  %3153 = load i64, ptr %331, align 8
  %3154 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3152, i64 %3153
  %3155 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3154, i32 0, i32 1
  %3156 = load i8, ptr %3155, align 2
  %3157 = zext i8 %3156 to i32
  store ptr %3151, ptr %58, align 8
  store i32 %3157, ptr %59, align 4
  %3158 = load i32, ptr %59, align 4
  %3159 = load ptr, ptr %58, align 8
  %3160 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3159, i32 0, i32 1
  %3161 = load i32, ptr %3160, align 8
  %3162 = add i32 %3161, %3158
  store i32 %3162, ptr %3160, align 8
  %3163 = load ptr, ptr %329, align 8
  %3164 = load i64, ptr %331, align 8
  %3165 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3163, i64 %3164
  %3166 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3165, i32 0, i32 2
  %3167 = load i8, ptr %3166, align 1
  %3168 = zext i8 %3167 to i32
  %3169 = load ptr, ptr %538, align 8
  %3170 = zext i32 %3168 to i64
  %3171 = getelementptr inbounds i8, ptr %3169, i64 %3170
  store ptr %3171, ptr %538, align 8
  %3172 = load ptr, ptr %538, align 8
  %3173 = load ptr, ptr %539, align 8
  %3174 = load ptr, ptr %541, align 8
  %3175 = load i32, ptr %542, align 4
  store ptr %3172, ptr %332, align 8
  store ptr %3173, ptr %333, align 8
  store ptr %3174, ptr %334, align 8
  store i32 %3175, ptr %335, align 4
  %3176 = load ptr, ptr %333, align 8
  %3177 = load i32, ptr %335, align 4
  %3178 = call i64 @BIT_lookBitsFast(ptr noundef %3176, i32 noundef %3177)
  store i64 %3178, ptr %336, align 8
  %3179 = load ptr, ptr %332, align 8
  %3180 = load ptr, ptr %334, align 8
  %3181 = load i64, ptr %336, align 8
  %3182 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3180, i64 %3181
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3179, ptr align 2 %3182, i64 2, i1 false)
  %3183 = load ptr, ptr %333, align 8
  %3184 = load ptr, ptr %334, align 8
  %3185 = load i64, ptr %336, align 8
  %3186 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3184, i64 %3185
  %3187 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3186, i32 0, i32 1
  %3188 = load i8, ptr %3187, align 2
  %3189 = zext i8 %3188 to i32
  store ptr %3183, ptr %56, align 8
  store i32 %3189, ptr %57, align 4
  %3190 = load i32, ptr %57, align 4
  %3191 = load ptr, ptr %56, align 8
  %3192 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3191, i32 0, i32 1
  %3193 = load i32, ptr %3192, align 8
  %3194 = add i32 %3193, %3190
  store i32 %3194, ptr %3192, align 8
  %3195 = load ptr, ptr %334, align 8
  %3196 = load i64, ptr %336, align 8
  %3197 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3195, i64 %3196
  %3198 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3197, i32 0, i32 2
  %3199 = load i8, ptr %3198, align 1
  %3200 = zext i8 %3199 to i32
  %3201 = load ptr, ptr %538, align 8
  %3202 = zext i32 %3200 to i64
  %3203 = getelementptr inbounds i8, ptr %3201, i64 %3202
  store ptr %3203, ptr %538, align 8
  %3204 = load ptr, ptr %538, align 8
  %3205 = load ptr, ptr %539, align 8
  %3206 = load ptr, ptr %541, align 8
  %3207 = load i32, ptr %542, align 4
  store ptr %3204, ptr %337, align 8
  store ptr %3205, ptr %338, align 8
  store ptr %3206, ptr %339, align 8
  store i32 %3207, ptr %340, align 4
  %3208 = load ptr, ptr %338, align 8
  %3209 = load i32, ptr %340, align 4
  %3210 = call i64 @BIT_lookBitsFast(ptr noundef %3208, i32 noundef %3209)
  store i64 %3210, ptr %341, align 8
  %3211 = load ptr, ptr %337, align 8
  %3212 = load ptr, ptr %339, align 8
  %3213 = load i64, ptr %341, align 8
  %3214 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3212, i64 %3213
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3211, ptr align 2 %3214, i64 2, i1 false)
  %3215 = load ptr, ptr %338, align 8
  %3216 = load ptr, ptr %339, align 8
  %3217 = load i64, ptr %341, align 8
  %3218 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3216, i64 %3217
  %3219 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3218, i32 0, i32 1
  %3220 = load i8, ptr %3219, align 2
  %3221 = zext i8 %3220 to i32
  store ptr %3215, ptr %54, align 8
  store i32 %3221, ptr %55, align 4
  %3222 = load i32, ptr %55, align 4
  %3223 = load ptr, ptr %54, align 8
  %3224 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3223, i32 0, i32 1
  %3225 = load i32, ptr %3224, align 8
  %3226 = add i32 %3225, %3222
  store i32 %3226, ptr %3224, align 8
  %3227 = load ptr, ptr %339, align 8
  %3228 = load i64, ptr %341, align 8
  %3229 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3227, i64 %3228
  %3230 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3229, i32 0, i32 2
  %3231 = load i8, ptr %3230, align 1
  %3232 = zext i8 %3231 to i32
  %3233 = load ptr, ptr %538, align 8
  %3234 = zext i32 %3232 to i64
  %3235 = getelementptr inbounds i8, ptr %3233, i64 %3234
  store ptr %3235, ptr %538, align 8
  %3236 = load ptr, ptr %538, align 8
  %3237 = load ptr, ptr %539, align 8
  %3238 = load ptr, ptr %541, align 8
  %3239 = load i32, ptr %542, align 4
  store ptr %3236, ptr %342, align 8
  store ptr %3237, ptr %343, align 8
  store ptr %3238, ptr %344, align 8
  store i32 %3239, ptr %345, align 4
  %3240 = load ptr, ptr %343, align 8
  %3241 = load i32, ptr %345, align 4
  %3242 = call i64 @BIT_lookBitsFast(ptr noundef %3240, i32 noundef %3241)
  store i64 %3242, ptr %346, align 8
  %3243 = load ptr, ptr %342, align 8
  %3244 = load ptr, ptr %344, align 8
  %3245 = load i64, ptr %346, align 8
  %3246 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3244, i64 %3245
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3243, ptr align 2 %3246, i64 2, i1 false)
  %3247 = load ptr, ptr %343, align 8
  %3248 = load ptr, ptr %344, align 8
  %3249 = load i64, ptr %346, align 8
  %3250 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3248, i64 %3249
  %3251 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3250, i32 0, i32 1
  %3252 = load i8, ptr %3251, align 2
  %3253 = zext i8 %3252 to i32
  store ptr %3247, ptr %52, align 8
  store i32 %3253, ptr %53, align 4
  %3254 = load i32, ptr %53, align 4
  %3255 = load ptr, ptr %52, align 8
  %3256 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3255, i32 0, i32 1
  %3257 = load i32, ptr %3256, align 8
  %3258 = add i32 %3257, %3254
  store i32 %3258, ptr %3256, align 8
  %3259 = load ptr, ptr %344, align 8
  %3260 = load i64, ptr %346, align 8
  %3261 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3259, i64 %3260
  %3262 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3261, i32 0, i32 2
  %3263 = load i8, ptr %3262, align 1
  %3264 = zext i8 %3263 to i32
  %3265 = load ptr, ptr %538, align 8
  %3266 = zext i32 %3264 to i64
  %3267 = getelementptr inbounds i8, ptr %3265, i64 %3266
  store ptr %3267, ptr %538, align 8
  %3268 = load ptr, ptr %538, align 8
  %3269 = load ptr, ptr %539, align 8
  %3270 = load ptr, ptr %541, align 8
  %3271 = load i32, ptr %542, align 4
  store ptr %3268, ptr %347, align 8
  store ptr %3269, ptr %348, align 8
  store ptr %3270, ptr %349, align 8
  store i32 %3271, ptr %350, align 4
  %3272 = load ptr, ptr %348, align 8
  %3273 = load i32, ptr %350, align 4
  %3274 = call i64 @BIT_lookBitsFast(ptr noundef %3272, i32 noundef %3273)
  store i64 %3274, ptr %351, align 8
  %3275 = load ptr, ptr %347, align 8
  %3276 = load ptr, ptr %349, align 8
  %3277 = load i64, ptr %351, align 8
  %3278 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3276, i64 %3277
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3275, ptr align 2 %3278, i64 2, i1 false)
  %3279 = load ptr, ptr %348, align 8
  %3280 = load ptr, ptr %349, align 8
  %3281 = load i64, ptr %351, align 8
  %3282 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3280, i64 %3281
  %3283 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3282, i32 0, i32 1
  %3284 = load i8, ptr %3283, align 2
  %3285 = zext i8 %3284 to i32
  store ptr %3279, ptr %50, align 8
  store i32 %3285, ptr %51, align 4
  %3286 = load i32, ptr %51, align 4
  %3287 = load ptr, ptr %50, align 8
  %3288 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3287, i32 0, i32 1
  %3289 = load i32, ptr %3288, align 8
  %3290 = add i32 %3289, %3286
  store i32 %3290, ptr %3288, align 8
  %3291 = load ptr, ptr %349, align 8
  %3292 = load i64, ptr %351, align 8
  %3293 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3291, i64 %3292
  %3294 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3293, i32 0, i32 2
  %3295 = load i8, ptr %3294, align 1
  %3296 = zext i8 %3295 to i32
  %3297 = load ptr, ptr %538, align 8
  %3298 = zext i32 %3296 to i64
  %3299 = getelementptr inbounds i8, ptr %3297, i64 %3298
  store ptr %3299, ptr %538, align 8
  br label %3042, !llvm.loop !29

3300:                                             ; preds = %3128
  br label %3541

3301:                                             ; preds = %3038, %3035
  br label %3302

3302:                                             ; preds = %3507, %3301
  %3303 = load ptr, ptr %539, align 8
  store ptr %3303, ptr %487, align 8
  %3304 = load ptr, ptr %487, align 8
  %3305 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3304, i32 0, i32 1
  %3306 = load i32, ptr %3305, align 8
  %3307 = zext i32 %3306 to i64
  %3308 = icmp ugt i64 %3307, 64
  %3309 = zext i1 %3308 to i32
  %3310 = sext i32 %3309 to i64
  br i1 %3308, label %3311, label %3314

3311:                                             ; preds = %3302
  %3312 = load ptr, ptr %487, align 8
  %3313 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3312, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3313, align 8
  store i32 3, ptr %486, align 4
  br label %3388

3314:                                             ; preds = %3302
  %3315 = load ptr, ptr %487, align 8
  %3316 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3315, i32 0, i32 2
  %3317 = load ptr, ptr %3316, align 8
  %3318 = load ptr, ptr %487, align 8
  %3319 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3318, i32 0, i32 4
  %3320 = load ptr, ptr %3319, align 8
  %3321 = icmp uge ptr %3317, %3320
  br i1 %3321, label %3322, label %3325

3322:                                             ; preds = %3314
  %3323 = load ptr, ptr %487, align 8
  %3324 = call i32 @BIT_reloadDStream_internal(ptr noundef %3323)
  store i32 %3324, ptr %486, align 4
  br label %3388

3325:                                             ; preds = %3314
  %3326 = load ptr, ptr %487, align 8
  %3327 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3326, i32 0, i32 2
  %3328 = load ptr, ptr %3327, align 8
  %3329 = load ptr, ptr %487, align 8
  %3330 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3329, i32 0, i32 3
  %3331 = load ptr, ptr %3330, align 8
  %3332 = icmp eq ptr %3328, %3331
  br i1 %3332, label %3333, label %3341

3333:                                             ; preds = %3325
  %3334 = load ptr, ptr %487, align 8
  %3335 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3334, i32 0, i32 1
  %3336 = load i32, ptr %3335, align 8
  %3337 = zext i32 %3336 to i64
  %3338 = icmp ult i64 %3337, 64
  br i1 %3338, label %3339, label %3340

3339:                                             ; preds = %3333
  store i32 1, ptr %486, align 4
  br label %3388

3340:                                             ; preds = %3333
  store i32 2, ptr %486, align 4
  br label %3388

3341:                                             ; preds = %3325
  %3342 = load ptr, ptr %487, align 8
  %3343 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3342, i32 0, i32 1
  %3344 = load i32, ptr %3343, align 8
  %3345 = lshr i32 %3344, 3
  store i32 %3345, ptr %488, align 4
  store i32 0, ptr %489, align 4
  %3346 = load ptr, ptr %487, align 8
  %3347 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3346, i32 0, i32 2
  %3348 = load ptr, ptr %3347, align 8
  %3349 = load i32, ptr %488, align 4
  %3350 = zext i32 %3349 to i64
  %3351 = sub i64 0, %3350
  %3352 = getelementptr inbounds i8, ptr %3348, i64 %3351
  %3353 = load ptr, ptr %487, align 8
  %3354 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3353, i32 0, i32 3
  %3355 = load ptr, ptr %3354, align 8
  %3356 = icmp ult ptr %3352, %3355
  br i1 %3356, label %3357, label %3368

3357:                                             ; preds = %3341
  %3358 = load ptr, ptr %487, align 8
  %3359 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3358, i32 0, i32 2
  %3360 = load ptr, ptr %3359, align 8
  %3361 = load ptr, ptr %487, align 8
  %3362 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3361, i32 0, i32 3
  %3363 = load ptr, ptr %3362, align 8
  %3364 = ptrtoint ptr %3360 to i64
  %3365 = ptrtoint ptr %3363 to i64
  %3366 = sub i64 %3364, %3365
  %3367 = trunc i64 %3366 to i32
  store i32 %3367, ptr %488, align 4
  store i32 1, ptr %489, align 4
  br label %3368

3368:                                             ; preds = %3357, %3341
  %3369 = load i32, ptr %488, align 4
  %3370 = load ptr, ptr %487, align 8
  %3371 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3370, i32 0, i32 2
  %3372 = load ptr, ptr %3371, align 8
  %3373 = zext i32 %3369 to i64
  %3374 = sub i64 0, %3373
  %3375 = getelementptr inbounds i8, ptr %3372, i64 %3374
  store ptr %3375, ptr %3371, align 8
  %3376 = load i32, ptr %488, align 4
  %3377 = mul i32 %3376, 8
  %3378 = load ptr, ptr %487, align 8
  %3379 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3378, i32 0, i32 1
  %3380 = load i32, ptr %3379, align 8
  %3381 = sub i32 %3380, %3377
  store i32 %3381, ptr %3379, align 8
  %3382 = load ptr, ptr %487, align 8
  %3383 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3382, i32 0, i32 2
  %3384 = load ptr, ptr %3383, align 8
  %3385 = call i64 @MEM_readLEST(ptr noundef %3384)
  %3386 = load ptr, ptr %487, align 8
  store i64 %3385, ptr %3386, align 8
  %3387 = load i32, ptr %489, align 4
  store i32 %3387, ptr %486, align 4
  br label %3388

3388:                                             ; preds = %3368, %3340, %3339, %3322, %3311
  %3389 = load i32, ptr %486, align 4
  %3390 = icmp eq i32 %3389, 0
  %3391 = zext i1 %3390 to i32
  %3392 = load ptr, ptr %538, align 8
  %3393 = load ptr, ptr %540, align 8
  %3394 = getelementptr inbounds i8, ptr %3393, i64 -7
  %3395 = icmp ult ptr %3392, %3394
  %3396 = zext i1 %3395 to i32
  %3397 = and i32 %3391, %3396
  %3398 = icmp ne i32 %3397, 0
  br i1 %3398, label %3399, label %3540

3399:                                             ; preds = %3388
  %3400 = call i32 @MEM_64bits()
  %3401 = icmp ne i32 %3400, 0
  br i1 %3401, label %3402, label %3435

3402:                                             ; preds = %3399
  %3403 = load ptr, ptr %538, align 8
  %3404 = load ptr, ptr %539, align 8
  %3405 = load ptr, ptr %541, align 8
  %3406 = load i32, ptr %542, align 4
  store ptr %3403, ptr %322, align 8
  store ptr %3404, ptr %323, align 8
  store ptr %3405, ptr %324, align 8
  store i32 %3406, ptr %325, align 4
  %3407 = load ptr, ptr %323, align 8
  %3408 = load i32, ptr %325, align 4
  %3409 = call i64 @BIT_lookBitsFast(ptr noundef %3407, i32 noundef %3408)
  store i64 %3409, ptr %326, align 8
  %3410 = load ptr, ptr %322, align 8
  %3411 = load ptr, ptr %324, align 8
  %3412 = load i64, ptr %326, align 8
  %3413 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3411, i64 %3412
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3410, ptr align 2 %3413, i64 2, i1 false)
  %3414 = load ptr, ptr %323, align 8
  %3415 = load ptr, ptr %324, align 8
  %3416 = load i64, ptr %326, align 8
  %3417 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3415, i64 %3416
  %3418 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3417, i32 0, i32 1
  %3419 = load i8, ptr %3418, align 2
  %3420 = zext i8 %3419 to i32
  store ptr %3414, ptr %60, align 8
  store i32 %3420, ptr %61, align 4
  %3421 = load i32, ptr %61, align 4
  %3422 = load ptr, ptr %60, align 8
  %3423 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3422, i32 0, i32 1
  %3424 = load i32, ptr %3423, align 8
  %3425 = add i32 %3424, %3421
  store i32 %3425, ptr %3423, align 8
  %3426 = load ptr, ptr %324, align 8
  %3427 = load i64, ptr %326, align 8
  %3428 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3426, i64 %3427
  %3429 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3428, i32 0, i32 2
  %3430 = load i8, ptr %3429, align 1
  %3431 = zext i8 %3430 to i32
  %3432 = load ptr, ptr %538, align 8
  %3433 = zext i32 %3431 to i64
  %3434 = getelementptr inbounds i8, ptr %3432, i64 %3433
  store ptr %3434, ptr %538, align 8
  br label %3435

3435:                                             ; preds = %3402, %3399
  %3436 = call i32 @MEM_64bits()
  %3437 = icmp ne i32 %3436, 0
  br i1 %3437, label %3439, label %3438

3438:                                             ; preds = %3435
  br label %3439

3439:                                             ; preds = %3438, %3435
  %3440 = load ptr, ptr %538, align 8
  %3441 = load ptr, ptr %539, align 8
  %3442 = load ptr, ptr %541, align 8
  %3443 = load i32, ptr %542, align 4
  store ptr %3440, ptr %307, align 8
  store ptr %3441, ptr %308, align 8
  store ptr %3442, ptr %309, align 8
  store i32 %3443, ptr %310, align 4
  %3444 = load ptr, ptr %308, align 8
  %3445 = load i32, ptr %310, align 4
  %3446 = call i64 @BIT_lookBitsFast(ptr noundef %3444, i32 noundef %3445)
  store i64 %3446, ptr %311, align 8
  %3447 = load ptr, ptr %307, align 8
  %3448 = load ptr, ptr %309, align 8
  %3449 = load i64, ptr %311, align 8
  %3450 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3448, i64 %3449
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3447, ptr align 2 %3450, i64 2, i1 false)
  %3451 = load ptr, ptr %308, align 8
  %3452 = load ptr, ptr %309, align 8
  %3453 = load i64, ptr %311, align 8
  %3454 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3452, i64 %3453
  %3455 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3454, i32 0, i32 1
  %3456 = load i8, ptr %3455, align 2
  %3457 = zext i8 %3456 to i32
  store ptr %3451, ptr %66, align 8
  store i32 %3457, ptr %67, align 4
  %3458 = load i32, ptr %67, align 4
  %3459 = load ptr, ptr %66, align 8
  %3460 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3459, i32 0, i32 1
  %3461 = load i32, ptr %3460, align 8
  %3462 = add i32 %3461, %3458
  store i32 %3462, ptr %3460, align 8
  %3463 = load ptr, ptr %309, align 8
  %3464 = load i64, ptr %311, align 8
  %3465 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3463, i64 %3464
  %3466 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3465, i32 0, i32 2
  %3467 = load i8, ptr %3466, align 1
  %3468 = zext i8 %3467 to i32
  %3469 = load ptr, ptr %538, align 8
  %3470 = zext i32 %3468 to i64
  %3471 = getelementptr inbounds i8, ptr %3469, i64 %3470
  store ptr %3471, ptr %538, align 8
  %3472 = call i32 @MEM_64bits()
  %3473 = icmp ne i32 %3472, 0
  br i1 %3473, label %3474, label %3507

3474:                                             ; preds = %3439
  %3475 = load ptr, ptr %538, align 8
  %3476 = load ptr, ptr %539, align 8
  %3477 = load ptr, ptr %541, align 8
  %3478 = load i32, ptr %542, align 4
  store ptr %3475, ptr %317, align 8
  store ptr %3476, ptr %318, align 8
  store ptr %3477, ptr %319, align 8
  store i32 %3478, ptr %320, align 4
  %3479 = load ptr, ptr %318, align 8
  %3480 = load i32, ptr %320, align 4
  %3481 = call i64 @BIT_lookBitsFast(ptr noundef %3479, i32 noundef %3480)
  store i64 %3481, ptr %321, align 8
  %3482 = load ptr, ptr %317, align 8
  %3483 = load ptr, ptr %319, align 8
  %3484 = load i64, ptr %321, align 8
  %3485 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3483, i64 %3484
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3482, ptr align 2 %3485, i64 2, i1 false)
  %3486 = load ptr, ptr %318, align 8
  %3487 = load ptr, ptr %319, align 8
  %3488 = load i64, ptr %321, align 8
  %3489 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3487, i64 %3488
  %3490 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3489, i32 0, i32 1
  %3491 = load i8, ptr %3490, align 2
  %3492 = zext i8 %3491 to i32
  store ptr %3486, ptr %62, align 8
  store i32 %3492, ptr %63, align 4
  %3493 = load i32, ptr %63, align 4
  %3494 = load ptr, ptr %62, align 8
  %3495 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3494, i32 0, i32 1
  %3496 = load i32, ptr %3495, align 8
  %3497 = add i32 %3496, %3493
  store i32 %3497, ptr %3495, align 8
  %3498 = load ptr, ptr %319, align 8
  %3499 = load i64, ptr %321, align 8
  %3500 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3498, i64 %3499
  %3501 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3500, i32 0, i32 2
  %3502 = load i8, ptr %3501, align 1
  %3503 = zext i8 %3502 to i32
  %3504 = load ptr, ptr %538, align 8
  %3505 = zext i32 %3503 to i64
  %3506 = getelementptr inbounds i8, ptr %3504, i64 %3505
  store ptr %3506, ptr %538, align 8
  br label %3507

3507:                                             ; preds = %3474, %3439
  %3508 = load ptr, ptr %538, align 8
  %3509 = load ptr, ptr %539, align 8
  %3510 = load ptr, ptr %541, align 8
  %3511 = load i32, ptr %542, align 4
  store ptr %3508, ptr %312, align 8
  store ptr %3509, ptr %313, align 8
  store ptr %3510, ptr %314, align 8
  store i32 %3511, ptr %315, align 4
  %3512 = load ptr, ptr %313, align 8
  %3513 = load i32, ptr %315, align 4
  %3514 = call i64 @BIT_lookBitsFast(ptr noundef %3512, i32 noundef %3513)
  store i64 %3514, ptr %316, align 8
  %3515 = load ptr, ptr %312, align 8
  %3516 = load ptr, ptr %314, align 8
  %3517 = load i64, ptr %316, align 8
  %3518 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3516, i64 %3517
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3515, ptr align 2 %3518, i64 2, i1 false)
  %3519 = load ptr, ptr %313, align 8
  %3520 = load ptr, ptr %314, align 8
  %3521 = load i64, ptr %316, align 8
  %3522 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3520, i64 %3521
  %3523 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3522, i32 0, i32 1
  %3524 = load i8, ptr %3523, align 2
  %3525 = zext i8 %3524 to i32
  store ptr %3519, ptr %64, align 8
  store i32 %3525, ptr %65, align 4
  %3526 = load i32, ptr %65, align 4
  %3527 = load ptr, ptr %64, align 8
  %3528 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3527, i32 0, i32 1
  %3529 = load i32, ptr %3528, align 8
  %3530 = add i32 %3529, %3526
  store i32 %3530, ptr %3528, align 8
  %3531 = load ptr, ptr %314, align 8
  %3532 = load i64, ptr %316, align 8
  %3533 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3531, i64 %3532
  %3534 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3533, i32 0, i32 2
  %3535 = load i8, ptr %3534, align 1
  %3536 = zext i8 %3535 to i32
  %3537 = load ptr, ptr %538, align 8
  %3538 = zext i32 %3536 to i64
  %3539 = getelementptr inbounds i8, ptr %3537, i64 %3538
  store ptr %3539, ptr %538, align 8
  br label %3302, !llvm.loop !30

3540:                                             ; preds = %3388
  br label %3541

3541:                                             ; preds = %3540, %3300
  br label %3630

3542:                                             ; preds = %3018
  %3543 = load ptr, ptr %539, align 8
  store ptr %3543, ptr %479, align 8
  %3544 = load ptr, ptr %479, align 8
  %3545 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3544, i32 0, i32 1
  %3546 = load i32, ptr %3545, align 8
  %3547 = zext i32 %3546 to i64
  %3548 = icmp ugt i64 %3547, 64
  %3549 = zext i1 %3548 to i32
  %3550 = sext i32 %3549 to i64
  br i1 %3548, label %3551, label %3554

3551:                                             ; preds = %3542
  %3552 = load ptr, ptr %479, align 8
  %3553 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3552, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3553, align 8
  store i32 3, ptr %478, align 4
  br label %3628

3554:                                             ; preds = %3542
  %3555 = load ptr, ptr %479, align 8
  %3556 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3555, i32 0, i32 2
  %3557 = load ptr, ptr %3556, align 8
  %3558 = load ptr, ptr %479, align 8
  %3559 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3558, i32 0, i32 4
  %3560 = load ptr, ptr %3559, align 8
  %3561 = icmp uge ptr %3557, %3560
  br i1 %3561, label %3562, label %3565

3562:                                             ; preds = %3554
  %3563 = load ptr, ptr %479, align 8
  %3564 = call i32 @BIT_reloadDStream_internal(ptr noundef %3563)
  store i32 %3564, ptr %478, align 4
  br label %3628

3565:                                             ; preds = %3554
  %3566 = load ptr, ptr %479, align 8
  %3567 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3566, i32 0, i32 2
  %3568 = load ptr, ptr %3567, align 8
  %3569 = load ptr, ptr %479, align 8
  %3570 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3569, i32 0, i32 3
  %3571 = load ptr, ptr %3570, align 8
  %3572 = icmp eq ptr %3568, %3571
  br i1 %3572, label %3573, label %3581

3573:                                             ; preds = %3565
  %3574 = load ptr, ptr %479, align 8
  %3575 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3574, i32 0, i32 1
  %3576 = load i32, ptr %3575, align 8
  %3577 = zext i32 %3576 to i64
  %3578 = icmp ult i64 %3577, 64
  br i1 %3578, label %3579, label %3580

3579:                                             ; preds = %3573
  store i32 1, ptr %478, align 4
  br label %3628

3580:                                             ; preds = %3573
  store i32 2, ptr %478, align 4
  br label %3628

3581:                                             ; preds = %3565
  %3582 = load ptr, ptr %479, align 8
  %3583 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3582, i32 0, i32 1
  %3584 = load i32, ptr %3583, align 8
  %3585 = lshr i32 %3584, 3
  store i32 %3585, ptr %480, align 4
  store i32 0, ptr %481, align 4
  %3586 = load ptr, ptr %479, align 8
  %3587 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3586, i32 0, i32 2
  %3588 = load ptr, ptr %3587, align 8
  %3589 = load i32, ptr %480, align 4
  %3590 = zext i32 %3589 to i64
  %3591 = sub i64 0, %3590
  %3592 = getelementptr inbounds i8, ptr %3588, i64 %3591
  %3593 = load ptr, ptr %479, align 8
  %3594 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3593, i32 0, i32 3
  %3595 = load ptr, ptr %3594, align 8
  %3596 = icmp ult ptr %3592, %3595
  br i1 %3596, label %3597, label %3608

3597:                                             ; preds = %3581
  %3598 = load ptr, ptr %479, align 8
  %3599 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3598, i32 0, i32 2
  %3600 = load ptr, ptr %3599, align 8
  %3601 = load ptr, ptr %479, align 8
  %3602 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3601, i32 0, i32 3
  %3603 = load ptr, ptr %3602, align 8
  %3604 = ptrtoint ptr %3600 to i64
  %3605 = ptrtoint ptr %3603 to i64
  %3606 = sub i64 %3604, %3605
  %3607 = trunc i64 %3606 to i32
  store i32 %3607, ptr %480, align 4
  store i32 1, ptr %481, align 4
  br label %3608

3608:                                             ; preds = %3597, %3581
  %3609 = load i32, ptr %480, align 4
  %3610 = load ptr, ptr %479, align 8
  %3611 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3610, i32 0, i32 2
  %3612 = load ptr, ptr %3611, align 8
  %3613 = zext i32 %3609 to i64
  %3614 = sub i64 0, %3613
  %3615 = getelementptr inbounds i8, ptr %3612, i64 %3614
  store ptr %3615, ptr %3611, align 8
  %3616 = load i32, ptr %480, align 4
  %3617 = mul i32 %3616, 8
  %3618 = load ptr, ptr %479, align 8
  %3619 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3618, i32 0, i32 1
  %3620 = load i32, ptr %3619, align 8
  %3621 = sub i32 %3620, %3617
  store i32 %3621, ptr %3619, align 8
  %3622 = load ptr, ptr %479, align 8
  %3623 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3622, i32 0, i32 2
  %3624 = load ptr, ptr %3623, align 8
  %3625 = call i64 @MEM_readLEST(ptr noundef %3624)
  %3626 = load ptr, ptr %479, align 8
  store i64 %3625, ptr %3626, align 8
  %3627 = load i32, ptr %481, align 4
  store i32 %3627, ptr %478, align 4
  br label %3628

3628:                                             ; preds = %3608, %3580, %3579, %3562, %3551
  %3629 = load i32, ptr %478, align 4
  br label %3630

3630:                                             ; preds = %3628, %3541
  %3631 = load ptr, ptr %540, align 8
  %3632 = load ptr, ptr %538, align 8
  %3633 = ptrtoint ptr %3631 to i64
  %3634 = ptrtoint ptr %3632 to i64
  %3635 = sub i64 %3633, %3634
  %3636 = icmp uge i64 %3635, 2
  br i1 %3636, label %3637, label %3808

3637:                                             ; preds = %3630
  br label %3638

3638:                                             ; preds = %3735, %3637
  %3639 = load ptr, ptr %539, align 8
  store ptr %3639, ptr %483, align 8
  %3640 = load ptr, ptr %483, align 8
  %3641 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3640, i32 0, i32 1
  %3642 = load i32, ptr %3641, align 8
  %3643 = zext i32 %3642 to i64
  %3644 = icmp ugt i64 %3643, 64
  %3645 = zext i1 %3644 to i32
  %3646 = sext i32 %3645 to i64
  br i1 %3644, label %3647, label %3650

3647:                                             ; preds = %3638
  %3648 = load ptr, ptr %483, align 8
  %3649 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3648, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3649, align 8
  store i32 3, ptr %482, align 4
  br label %3724

3650:                                             ; preds = %3638
  %3651 = load ptr, ptr %483, align 8
  %3652 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3651, i32 0, i32 2
  %3653 = load ptr, ptr %3652, align 8
  %3654 = load ptr, ptr %483, align 8
  %3655 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3654, i32 0, i32 4
  %3656 = load ptr, ptr %3655, align 8
  %3657 = icmp uge ptr %3653, %3656
  br i1 %3657, label %3658, label %3661

3658:                                             ; preds = %3650
  %3659 = load ptr, ptr %483, align 8
  %3660 = call i32 @BIT_reloadDStream_internal(ptr noundef %3659)
  store i32 %3660, ptr %482, align 4
  br label %3724

3661:                                             ; preds = %3650
  %3662 = load ptr, ptr %483, align 8
  %3663 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3662, i32 0, i32 2
  %3664 = load ptr, ptr %3663, align 8
  %3665 = load ptr, ptr %483, align 8
  %3666 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3665, i32 0, i32 3
  %3667 = load ptr, ptr %3666, align 8
  %3668 = icmp eq ptr %3664, %3667
  br i1 %3668, label %3669, label %3677

3669:                                             ; preds = %3661
  %3670 = load ptr, ptr %483, align 8
  %3671 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3670, i32 0, i32 1
  %3672 = load i32, ptr %3671, align 8
  %3673 = zext i32 %3672 to i64
  %3674 = icmp ult i64 %3673, 64
  br i1 %3674, label %3675, label %3676

3675:                                             ; preds = %3669
  store i32 1, ptr %482, align 4
  br label %3724

3676:                                             ; preds = %3669
  store i32 2, ptr %482, align 4
  br label %3724

3677:                                             ; preds = %3661
  %3678 = load ptr, ptr %483, align 8
  %3679 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3678, i32 0, i32 1
  %3680 = load i32, ptr %3679, align 8
  %3681 = lshr i32 %3680, 3
  store i32 %3681, ptr %484, align 4
  store i32 0, ptr %485, align 4
  %3682 = load ptr, ptr %483, align 8
  %3683 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3682, i32 0, i32 2
  %3684 = load ptr, ptr %3683, align 8
  %3685 = load i32, ptr %484, align 4
  %3686 = zext i32 %3685 to i64
  %3687 = sub i64 0, %3686
  %3688 = getelementptr inbounds i8, ptr %3684, i64 %3687
  %3689 = load ptr, ptr %483, align 8
  %3690 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3689, i32 0, i32 3
  %3691 = load ptr, ptr %3690, align 8
  %3692 = icmp ult ptr %3688, %3691
  br i1 %3692, label %3693, label %3704

3693:                                             ; preds = %3677
  %3694 = load ptr, ptr %483, align 8
  %3695 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3694, i32 0, i32 2
  %3696 = load ptr, ptr %3695, align 8
  %3697 = load ptr, ptr %483, align 8
  %3698 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3697, i32 0, i32 3
  %3699 = load ptr, ptr %3698, align 8
  %3700 = ptrtoint ptr %3696 to i64
  %3701 = ptrtoint ptr %3699 to i64
  %3702 = sub i64 %3700, %3701
  %3703 = trunc i64 %3702 to i32
  store i32 %3703, ptr %484, align 4
  store i32 1, ptr %485, align 4
  br label %3704

3704:                                             ; preds = %3693, %3677
  %3705 = load i32, ptr %484, align 4
  %3706 = load ptr, ptr %483, align 8
  %3707 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3706, i32 0, i32 2
  %3708 = load ptr, ptr %3707, align 8
  %3709 = zext i32 %3705 to i64
  %3710 = sub i64 0, %3709
  %3711 = getelementptr inbounds i8, ptr %3708, i64 %3710
  store ptr %3711, ptr %3707, align 8
  %3712 = load i32, ptr %484, align 4
  %3713 = mul i32 %3712, 8
  %3714 = load ptr, ptr %483, align 8
  %3715 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3714, i32 0, i32 1
  %3716 = load i32, ptr %3715, align 8
  %3717 = sub i32 %3716, %3713
  store i32 %3717, ptr %3715, align 8
  %3718 = load ptr, ptr %483, align 8
  %3719 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3718, i32 0, i32 2
  %3720 = load ptr, ptr %3719, align 8
  %3721 = call i64 @MEM_readLEST(ptr noundef %3720)
  %3722 = load ptr, ptr %483, align 8
  store i64 %3721, ptr %3722, align 8
  %3723 = load i32, ptr %485, align 4
  store i32 %3723, ptr %482, align 4
  br label %3724

3724:                                             ; preds = %3704, %3676, %3675, %3658, %3647
  %3725 = load i32, ptr %482, align 4
  %3726 = icmp eq i32 %3725, 0
  %3727 = zext i1 %3726 to i32
  %3728 = load ptr, ptr %538, align 8
  %3729 = load ptr, ptr %540, align 8
  %3730 = getelementptr inbounds i8, ptr %3729, i64 -2
  %3731 = icmp ule ptr %3728, %3730
  %3732 = zext i1 %3731 to i32
  %3733 = and i32 %3727, %3732
  %3734 = icmp ne i32 %3733, 0
  br i1 %3734, label %3735, label %3768

3735:                                             ; preds = %3724
  %3736 = load ptr, ptr %538, align 8
  %3737 = load ptr, ptr %539, align 8
  %3738 = load ptr, ptr %541, align 8
  %3739 = load i32, ptr %542, align 4
  store ptr %3736, ptr %302, align 8
  store ptr %3737, ptr %303, align 8
  store ptr %3738, ptr %304, align 8
  store i32 %3739, ptr %305, align 4
  %3740 = load ptr, ptr %303, align 8
  %3741 = load i32, ptr %305, align 4
  %3742 = call i64 @BIT_lookBitsFast(ptr noundef %3740, i32 noundef %3741)
  store i64 %3742, ptr %306, align 8
  %3743 = load ptr, ptr %302, align 8
  %3744 = load ptr, ptr %304, align 8
  %3745 = load i64, ptr %306, align 8
  %3746 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3744, i64 %3745
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3743, ptr align 2 %3746, i64 2, i1 false)
  %3747 = load ptr, ptr %303, align 8
  %3748 = load ptr, ptr %304, align 8
  %3749 = load i64, ptr %306, align 8
  %3750 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3748, i64 %3749
  %3751 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3750, i32 0, i32 1
  %3752 = load i8, ptr %3751, align 2
  %3753 = zext i8 %3752 to i32
  store ptr %3747, ptr %68, align 8
  store i32 %3753, ptr %69, align 4
  %3754 = load i32, ptr %69, align 4
  %3755 = load ptr, ptr %68, align 8
  %3756 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3755, i32 0, i32 1
  %3757 = load i32, ptr %3756, align 8
  %3758 = add i32 %3757, %3754
  store i32 %3758, ptr %3756, align 8
  %3759 = load ptr, ptr %304, align 8
  %3760 = load i64, ptr %306, align 8
  %3761 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3759, i64 %3760
  %3762 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3761, i32 0, i32 2
  %3763 = load i8, ptr %3762, align 1
  %3764 = zext i8 %3763 to i32
  %3765 = load ptr, ptr %538, align 8
  %3766 = zext i32 %3764 to i64
  %3767 = getelementptr inbounds i8, ptr %3765, i64 %3766
  store ptr %3767, ptr %538, align 8
  br label %3638, !llvm.loop !31

3768:                                             ; preds = %3724
  br label %3769

3769:                                             ; preds = %3774, %3768
  %3770 = load ptr, ptr %538, align 8
  %3771 = load ptr, ptr %540, align 8
  %3772 = getelementptr inbounds i8, ptr %3771, i64 -2
  %3773 = icmp ule ptr %3770, %3772
  br i1 %3773, label %3774, label %3807

3774:                                             ; preds = %3769
  %3775 = load ptr, ptr %538, align 8
  %3776 = load ptr, ptr %539, align 8
  %3777 = load ptr, ptr %541, align 8
  %3778 = load i32, ptr %542, align 4
  store ptr %3775, ptr %297, align 8
  store ptr %3776, ptr %298, align 8
  store ptr %3777, ptr %299, align 8
  store i32 %3778, ptr %300, align 4
  %3779 = load ptr, ptr %298, align 8
  %3780 = load i32, ptr %300, align 4
  %3781 = call i64 @BIT_lookBitsFast(ptr noundef %3779, i32 noundef %3780)
  store i64 %3781, ptr %301, align 8
  %3782 = load ptr, ptr %297, align 8
  %3783 = load ptr, ptr %299, align 8
  %3784 = load i64, ptr %301, align 8
  %3785 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3783, i64 %3784
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3782, ptr align 2 %3785, i64 2, i1 false)
  %3786 = load ptr, ptr %298, align 8
  %3787 = load ptr, ptr %299, align 8
  %3788 = load i64, ptr %301, align 8
  %3789 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3787, i64 %3788
  %3790 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3789, i32 0, i32 1
  %3791 = load i8, ptr %3790, align 2
  %3792 = zext i8 %3791 to i32
  store ptr %3786, ptr %70, align 8
  store i32 %3792, ptr %71, align 4
  %3793 = load i32, ptr %71, align 4
  %3794 = load ptr, ptr %70, align 8
  %3795 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3794, i32 0, i32 1
  %3796 = load i32, ptr %3795, align 8
  %3797 = add i32 %3796, %3793
  store i32 %3797, ptr %3795, align 8
  %3798 = load ptr, ptr %299, align 8
  %3799 = load i64, ptr %301, align 8
  %3800 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3798, i64 %3799
  %3801 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3800, i32 0, i32 2
  %3802 = load i8, ptr %3801, align 1
  %3803 = zext i8 %3802 to i32
  %3804 = load ptr, ptr %538, align 8
  %3805 = zext i32 %3803 to i64
  %3806 = getelementptr inbounds i8, ptr %3804, i64 %3805
  store ptr %3806, ptr %538, align 8
  br label %3769, !llvm.loop !32

3807:                                             ; preds = %3769
  br label %3808

3808:                                             ; preds = %3807, %3630
  %3809 = load ptr, ptr %538, align 8
  %3810 = load ptr, ptr %540, align 8
  %3811 = icmp ult ptr %3809, %3810
  br i1 %3811, label %3812, label %3876

3812:                                             ; preds = %3808
  %3813 = load ptr, ptr %538, align 8
  %3814 = load ptr, ptr %539, align 8
  %3815 = load ptr, ptr %541, align 8
  %3816 = load i32, ptr %542, align 4
  store ptr %3813, ptr %147, align 8
  store ptr %3814, ptr %148, align 8
  store ptr %3815, ptr %149, align 8
  store i32 %3816, ptr %150, align 4
  %3817 = load ptr, ptr %148, align 8
  %3818 = load i32, ptr %150, align 4
  %3819 = call i64 @BIT_lookBitsFast(ptr noundef %3817, i32 noundef %3818)
  store i64 %3819, ptr %151, align 8
  %3820 = load ptr, ptr %147, align 8
  %3821 = load ptr, ptr %149, align 8
  %3822 = load i64, ptr %151, align 8
  %3823 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3821, i64 %3822
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %3820, ptr align 2 %3823, i64 1, i1 false)
  %3824 = load ptr, ptr %149, align 8
  %3825 = load i64, ptr %151, align 8
  %3826 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3824, i64 %3825
  %3827 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3826, i32 0, i32 2
  %3828 = load i8, ptr %3827, align 1
  %3829 = zext i8 %3828 to i32
  %3830 = icmp eq i32 %3829, 1
  br i1 %3830, label %3831, label %3844

3831:                                             ; preds = %3812
  %3832 = load ptr, ptr %148, align 8
  %3833 = load ptr, ptr %149, align 8
  %3834 = load i64, ptr %151, align 8
  %3835 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3833, i64 %3834
  %3836 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3835, i32 0, i32 1
  %3837 = load i8, ptr %3836, align 2
  %3838 = zext i8 %3837 to i32
  store ptr %3832, ptr %136, align 8
  store i32 %3838, ptr %137, align 4
  %3839 = load i32, ptr %137, align 4
  %3840 = load ptr, ptr %136, align 8
  %3841 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3840, i32 0, i32 1
  %3842 = load i32, ptr %3841, align 8
  %3843 = add i32 %3842, %3839
  store i32 %3843, ptr %3841, align 8
  br label %3873

3844:                                             ; preds = %3812
  %3845 = load ptr, ptr %148, align 8
  %3846 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3845, i32 0, i32 1
  %3847 = load i32, ptr %3846, align 8
  %3848 = zext i32 %3847 to i64
  %3849 = icmp ult i64 %3848, 64
  br i1 %3849, label %3850, label %3872

3850:                                             ; preds = %3844
  %3851 = load ptr, ptr %148, align 8
  %3852 = load ptr, ptr %149, align 8
  %3853 = load i64, ptr %151, align 8
  %3854 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3852, i64 %3853
  %3855 = getelementptr inbounds %struct.HUF_DEltX2, ptr %3854, i32 0, i32 1
  %3856 = load i8, ptr %3855, align 2
  %3857 = zext i8 %3856 to i32
  store ptr %3851, ptr %134, align 8
  store i32 %3857, ptr %135, align 4
  %3858 = load i32, ptr %135, align 4
  %3859 = load ptr, ptr %134, align 8
  %3860 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3859, i32 0, i32 1
  %3861 = load i32, ptr %3860, align 8
  %3862 = add i32 %3861, %3858
  store i32 %3862, ptr %3860, align 8
  %3863 = load ptr, ptr %148, align 8
  %3864 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3863, i32 0, i32 1
  %3865 = load i32, ptr %3864, align 8
  %3866 = zext i32 %3865 to i64
  %3867 = icmp ugt i64 %3866, 64
  br i1 %3867, label %3868, label %3871

3868:                                             ; preds = %3850
  %3869 = load ptr, ptr %148, align 8
  %3870 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3869, i32 0, i32 1
  store i32 64, ptr %3870, align 8
  br label %3871

3871:                                             ; preds = %3868, %3850
  br label %3872

3872:                                             ; preds = %3871, %3844
  br label %3873

3873:                                             ; preds = %3872, %3831
  %3874 = load ptr, ptr %538, align 8
  %3875 = getelementptr inbounds i8, ptr %3874, i64 1
  store ptr %3875, ptr %538, align 8
  br label %3876

3876:                                             ; preds = %3873, %3808
  %3877 = load ptr, ptr %538, align 8
  %3878 = load ptr, ptr %543, align 8
  %3879 = ptrtoint ptr %3877 to i64
  %3880 = ptrtoint ptr %3878 to i64
  %3881 = sub i64 %3879, %3880
  %3882 = load ptr, ptr %581, align 8
  %3883 = load ptr, ptr %558, align 8
  %3884 = load ptr, ptr %561, align 8
  %3885 = load i32, ptr %584, align 4
  store ptr %3882, ptr %544, align 8
  store ptr %565, ptr %545, align 8
  store ptr %3883, ptr %546, align 8
  store ptr %3884, ptr %547, align 8
  store i32 %3885, ptr %548, align 4
  %3886 = load ptr, ptr %544, align 8
  store ptr %3886, ptr %549, align 8
  %3887 = load ptr, ptr %546, align 8
  %3888 = load ptr, ptr %544, align 8
  %3889 = ptrtoint ptr %3887 to i64
  %3890 = ptrtoint ptr %3888 to i64
  %3891 = sub i64 %3889, %3890
  %3892 = icmp uge i64 %3891, 8
  br i1 %3892, label %3893, label %4400

3893:                                             ; preds = %3876
  %3894 = load i32, ptr %548, align 4
  %3895 = icmp ule i32 %3894, 11
  br i1 %3895, label %3896, label %4159

3896:                                             ; preds = %3893
  %3897 = call i32 @MEM_64bits()
  %3898 = icmp ne i32 %3897, 0
  br i1 %3898, label %3899, label %4159

3899:                                             ; preds = %3896
  br label %3900

3900:                                             ; preds = %3997, %3899
  %3901 = load ptr, ptr %545, align 8
  store ptr %3901, ptr %475, align 8
  %3902 = load ptr, ptr %475, align 8
  %3903 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3902, i32 0, i32 1
  %3904 = load i32, ptr %3903, align 8
  %3905 = zext i32 %3904 to i64
  %3906 = icmp ugt i64 %3905, 64
  %3907 = zext i1 %3906 to i32
  %3908 = sext i32 %3907 to i64
  br i1 %3906, label %3909, label %3912

3909:                                             ; preds = %3900
  %3910 = load ptr, ptr %475, align 8
  %3911 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3910, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %3911, align 8
  store i32 3, ptr %474, align 4
  br label %3986

3912:                                             ; preds = %3900
  %3913 = load ptr, ptr %475, align 8
  %3914 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3913, i32 0, i32 2
  %3915 = load ptr, ptr %3914, align 8
  %3916 = load ptr, ptr %475, align 8
  %3917 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3916, i32 0, i32 4
  %3918 = load ptr, ptr %3917, align 8
  %3919 = icmp uge ptr %3915, %3918
  br i1 %3919, label %3920, label %3923

3920:                                             ; preds = %3912
  %3921 = load ptr, ptr %475, align 8
  %3922 = call i32 @BIT_reloadDStream_internal(ptr noundef %3921)
  store i32 %3922, ptr %474, align 4
  br label %3986

3923:                                             ; preds = %3912
  %3924 = load ptr, ptr %475, align 8
  %3925 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3924, i32 0, i32 2
  %3926 = load ptr, ptr %3925, align 8
  %3927 = load ptr, ptr %475, align 8
  %3928 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3927, i32 0, i32 3
  %3929 = load ptr, ptr %3928, align 8
  %3930 = icmp eq ptr %3926, %3929
  br i1 %3930, label %3931, label %3939

3931:                                             ; preds = %3923
  %3932 = load ptr, ptr %475, align 8
  %3933 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3932, i32 0, i32 1
  %3934 = load i32, ptr %3933, align 8
  %3935 = zext i32 %3934 to i64
  %3936 = icmp ult i64 %3935, 64
  br i1 %3936, label %3937, label %3938

3937:                                             ; preds = %3931
  store i32 1, ptr %474, align 4
  br label %3986

3938:                                             ; preds = %3931
  store i32 2, ptr %474, align 4
  br label %3986

3939:                                             ; preds = %3923
  %3940 = load ptr, ptr %475, align 8
  %3941 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3940, i32 0, i32 1
  %3942 = load i32, ptr %3941, align 8
  %3943 = lshr i32 %3942, 3
  store i32 %3943, ptr %476, align 4
  store i32 0, ptr %477, align 4
  %3944 = load ptr, ptr %475, align 8
  %3945 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3944, i32 0, i32 2
  %3946 = load ptr, ptr %3945, align 8
  %3947 = load i32, ptr %476, align 4
  %3948 = zext i32 %3947 to i64
  %3949 = sub i64 0, %3948
  %3950 = getelementptr inbounds i8, ptr %3946, i64 %3949
  %3951 = load ptr, ptr %475, align 8
  %3952 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3951, i32 0, i32 3
  %3953 = load ptr, ptr %3952, align 8
  %3954 = icmp ult ptr %3950, %3953
  br i1 %3954, label %3955, label %3966

3955:                                             ; preds = %3939
  %3956 = load ptr, ptr %475, align 8
  %3957 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3956, i32 0, i32 2
  %3958 = load ptr, ptr %3957, align 8
  %3959 = load ptr, ptr %475, align 8
  %3960 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3959, i32 0, i32 3
  %3961 = load ptr, ptr %3960, align 8
  %3962 = ptrtoint ptr %3958 to i64
  %3963 = ptrtoint ptr %3961 to i64
  %3964 = sub i64 %3962, %3963
  %3965 = trunc i64 %3964 to i32
  store i32 %3965, ptr %476, align 4
  store i32 1, ptr %477, align 4
  br label %3966

3966:                                             ; preds = %3955, %3939
  %3967 = load i32, ptr %476, align 4
  %3968 = load ptr, ptr %475, align 8
  %3969 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3968, i32 0, i32 2
  %3970 = load ptr, ptr %3969, align 8
  %3971 = zext i32 %3967 to i64
  %3972 = sub i64 0, %3971
  %3973 = getelementptr inbounds i8, ptr %3970, i64 %3972
  store ptr %3973, ptr %3969, align 8
  %3974 = load i32, ptr %476, align 4
  %3975 = mul i32 %3974, 8
  %3976 = load ptr, ptr %475, align 8
  %3977 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3976, i32 0, i32 1
  %3978 = load i32, ptr %3977, align 8
  %3979 = sub i32 %3978, %3975
  store i32 %3979, ptr %3977, align 8
  %3980 = load ptr, ptr %475, align 8
  %3981 = getelementptr inbounds %struct.BIT_DStream_t, ptr %3980, i32 0, i32 2
  %3982 = load ptr, ptr %3981, align 8
  %3983 = call i64 @MEM_readLEST(ptr noundef %3982)
  %3984 = load ptr, ptr %475, align 8
  store i64 %3983, ptr %3984, align 8
  %3985 = load i32, ptr %477, align 4
  store i32 %3985, ptr %474, align 4
  br label %3986

3986:                                             ; preds = %3966, %3938, %3937, %3920, %3909
  %3987 = load i32, ptr %474, align 4
  %3988 = icmp eq i32 %3987, 0
  %3989 = zext i1 %3988 to i32
  %3990 = load ptr, ptr %544, align 8
  %3991 = load ptr, ptr %546, align 8
  %3992 = getelementptr inbounds i8, ptr %3991, i64 -9
  %3993 = icmp ult ptr %3990, %3992
  %3994 = zext i1 %3993 to i32
  %3995 = and i32 %3989, %3994
  %3996 = icmp ne i32 %3995, 0
  br i1 %3996, label %3997, label %4158

3997:                                             ; preds = %3986
  %3998 = load ptr, ptr %544, align 8
  %3999 = load ptr, ptr %545, align 8
  %4000 = load ptr, ptr %547, align 8
  %4001 = load i32, ptr %548, align 4
  store ptr %3998, ptr %272, align 8
  store ptr %3999, ptr %273, align 8
  store ptr %4000, ptr %274, align 8
  store i32 %4001, ptr %275, align 4
  %4002 = load ptr, ptr %273, align 8
  %4003 = load i32, ptr %275, align 4
  %4004 = call i64 @BIT_lookBitsFast(ptr noundef %4002, i32 noundef %4003)
  store i64 %4004, ptr %276, align 8
  %4005 = load ptr, ptr %272, align 8
  %4006 = load ptr, ptr %274, align 8
  %4007 = load i64, ptr %276, align 8
  %4008 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4006, i64 %4007
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4005, ptr align 2 %4008, i64 2, i1 false)
  %4009 = load ptr, ptr %273, align 8
  %4010 = load ptr, ptr %274, align 8
  %4011 = load i64, ptr %276, align 8
  %4012 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4010, i64 %4011
  %4013 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4012, i32 0, i32 1
  %4014 = load i8, ptr %4013, align 2
  %4015 = zext i8 %4014 to i32
  store ptr %4009, ptr %80, align 8
  store i32 %4015, ptr %81, align 4
  %4016 = load i32, ptr %81, align 4
  %4017 = load ptr, ptr %80, align 8
  %4018 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4017, i32 0, i32 1
  %4019 = load i32, ptr %4018, align 8
  %4020 = add i32 %4019, %4016
  store i32 %4020, ptr %4018, align 8
  %4021 = load ptr, ptr %274, align 8
  %4022 = load i64, ptr %276, align 8
  %4023 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4021, i64 %4022
  %4024 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4023, i32 0, i32 2
  %4025 = load i8, ptr %4024, align 1
  %4026 = zext i8 %4025 to i32
  %4027 = load ptr, ptr %544, align 8
  %4028 = zext i32 %4026 to i64
  %4029 = getelementptr inbounds i8, ptr %4027, i64 %4028
  store ptr %4029, ptr %544, align 8
  %4030 = load ptr, ptr %544, align 8
  %4031 = load ptr, ptr %545, align 8
  %4032 = load ptr, ptr %547, align 8
  %4033 = load i32, ptr %548, align 4
  store ptr %4030, ptr %277, align 8
  store ptr %4031, ptr %278, align 8
  store ptr %4032, ptr %279, align 8
  store i32 %4033, ptr %280, align 4
  %4034 = load ptr, ptr %278, align 8
  %4035 = load i32, ptr %280, align 4
  %4036 = call i64 @BIT_lookBitsFast(ptr noundef %4034, i32 noundef %4035)
  store i64 %4036, ptr %281, align 8
  %4037 = load ptr, ptr %277, align 8
  %4038 = load ptr, ptr %279, align 8
  %4039 = load i64, ptr %281, align 8
  %4040 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4038, i64 %4039
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4037, ptr align 2 %4040, i64 2, i1 false)
  %4041 = load ptr, ptr %278, align 8
  %4042 = load ptr, ptr %279, align 8
  %4043 = load i64, ptr %281, align 8
  %4044 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4042, i64 %4043
  %4045 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4044, i32 0, i32 1
  %4046 = load i8, ptr %4045, align 2
  %4047 = zext i8 %4046 to i32
  store ptr %4041, ptr %78, align 8
  store i32 %4047, ptr %79, align 4
  %4048 = load i32, ptr %79, align 4
  %4049 = load ptr, ptr %78, align 8
  %4050 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4049, i32 0, i32 1
  %4051 = load i32, ptr %4050, align 8
  %4052 = add i32 %4051, %4048
  store i32 %4052, ptr %4050, align 8
  %4053 = load ptr, ptr %279, align 8
  %4054 = load i64, ptr %281, align 8
  %4055 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4053, i64 %4054
  %4056 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4055, i32 0, i32 2
  %4057 = load i8, ptr %4056, align 1
  %4058 = zext i8 %4057 to i32
  %4059 = load ptr, ptr %544, align 8
  %4060 = zext i32 %4058 to i64
  %4061 = getelementptr inbounds i8, ptr %4059, i64 %4060
  store ptr %4061, ptr %544, align 8
  %4062 = load ptr, ptr %544, align 8
  %4063 = load ptr, ptr %545, align 8
  %4064 = load ptr, ptr %547, align 8
  %4065 = load i32, ptr %548, align 4
  store ptr %4062, ptr %282, align 8
  store ptr %4063, ptr %283, align 8
  store ptr %4064, ptr %284, align 8
  store i32 %4065, ptr %285, align 4
  %4066 = load ptr, ptr %283, align 8
  %4067 = load i32, ptr %285, align 4
  %4068 = call i64 @BIT_lookBitsFast(ptr noundef %4066, i32 noundef %4067)
  store i64 %4068, ptr %286, align 8
  %4069 = load ptr, ptr %282, align 8
  %4070 = load ptr, ptr %284, align 8
  %4071 = load i64, ptr %286, align 8
  %4072 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4070, i64 %4071
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4069, ptr align 2 %4072, i64 2, i1 false)
  %4073 = load ptr, ptr %283, align 8
  %4074 = load ptr, ptr %284, align 8
  %4075 = load i64, ptr %286, align 8
  %4076 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4074, i64 %4075
  %4077 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4076, i32 0, i32 1
  %4078 = load i8, ptr %4077, align 2
  %4079 = zext i8 %4078 to i32
  store ptr %4073, ptr %76, align 8
  store i32 %4079, ptr %77, align 4
  %4080 = load i32, ptr %77, align 4
  %4081 = load ptr, ptr %76, align 8
  %4082 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4081, i32 0, i32 1
  %4083 = load i32, ptr %4082, align 8
  %4084 = add i32 %4083, %4080
  store i32 %4084, ptr %4082, align 8
  %4085 = load ptr, ptr %284, align 8
  %4086 = load i64, ptr %286, align 8
  %4087 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4085, i64 %4086
  %4088 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4087, i32 0, i32 2
  %4089 = load i8, ptr %4088, align 1
  %4090 = zext i8 %4089 to i32
  %4091 = load ptr, ptr %544, align 8
  %4092 = zext i32 %4090 to i64
  %4093 = getelementptr inbounds i8, ptr %4091, i64 %4092
  store ptr %4093, ptr %544, align 8
  %4094 = load ptr, ptr %544, align 8
  %4095 = load ptr, ptr %545, align 8
  %4096 = load ptr, ptr %547, align 8
  %4097 = load i32, ptr %548, align 4
  store ptr %4094, ptr %287, align 8
  store ptr %4095, ptr %288, align 8
  store ptr %4096, ptr %289, align 8
  store i32 %4097, ptr %290, align 4
  %4098 = load ptr, ptr %288, align 8
  %4099 = load i32, ptr %290, align 4
  %4100 = call i64 @BIT_lookBitsFast(ptr noundef %4098, i32 noundef %4099)
  store i64 %4100, ptr %291, align 8
  %4101 = load ptr, ptr %287, align 8
  %4102 = load ptr, ptr %289, align 8
  %4103 = load i64, ptr %291, align 8
  %4104 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4102, i64 %4103
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4101, ptr align 2 %4104, i64 2, i1 false)
  %4105 = load ptr, ptr %288, align 8
  %4106 = load ptr, ptr %289, align 8
  %4107 = load i64, ptr %291, align 8
  %4108 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4106, i64 %4107
  %4109 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4108, i32 0, i32 1
  %4110 = load i8, ptr %4109, align 2
  %4111 = zext i8 %4110 to i32
  store ptr %4105, ptr %74, align 8
  store i32 %4111, ptr %75, align 4
  %4112 = load i32, ptr %75, align 4
  %4113 = load ptr, ptr %74, align 8
  %4114 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4113, i32 0, i32 1
  %4115 = load i32, ptr %4114, align 8
  %4116 = add i32 %4115, %4112
  store i32 %4116, ptr %4114, align 8
  %4117 = load ptr, ptr %289, align 8
  %4118 = load i64, ptr %291, align 8
  %4119 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4117, i64 %4118
  %4120 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4119, i32 0, i32 2
  %4121 = load i8, ptr %4120, align 1
  %4122 = zext i8 %4121 to i32
  %4123 = load ptr, ptr %544, align 8
  %4124 = zext i32 %4122 to i64
  %4125 = getelementptr inbounds i8, ptr %4123, i64 %4124
  store ptr %4125, ptr %544, align 8
  %4126 = load ptr, ptr %544, align 8
  %4127 = load ptr, ptr %545, align 8
  %4128 = load ptr, ptr %547, align 8
  %4129 = load i32, ptr %548, align 4
  store ptr %4126, ptr %292, align 8
  store ptr %4127, ptr %293, align 8
  store ptr %4128, ptr %294, align 8
  store i32 %4129, ptr %295, align 4
  %4130 = load ptr, ptr %293, align 8
  %4131 = load i32, ptr %295, align 4
  %4132 = call i64 @BIT_lookBitsFast(ptr noundef %4130, i32 noundef %4131)
  store i64 %4132, ptr %296, align 8
  %4133 = load ptr, ptr %292, align 8
  %4134 = load ptr, ptr %294, align 8
  %4135 = load i64, ptr %296, align 8
  %4136 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4134, i64 %4135
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4133, ptr align 2 %4136, i64 2, i1 false)
  %4137 = load ptr, ptr %293, align 8
  %4138 = load ptr, ptr %294, align 8
  %4139 = load i64, ptr %296, align 8
  %4140 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4138, i64 %4139
  %4141 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4140, i32 0, i32 1
  %4142 = load i8, ptr %4141, align 2
  %4143 = zext i8 %4142 to i32
  store ptr %4137, ptr %72, align 8
  store i32 %4143, ptr %73, align 4
  %4144 = load i32, ptr %73, align 4
  %4145 = load ptr, ptr %72, align 8
  %4146 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4145, i32 0, i32 1
  %4147 = load i32, ptr %4146, align 8
  %4148 = add i32 %4147, %4144
  store i32 %4148, ptr %4146, align 8
  %4149 = load ptr, ptr %294, align 8
  %4150 = load i64, ptr %296, align 8
  %4151 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4149, i64 %4150
  %4152 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4151, i32 0, i32 2
  %4153 = load i8, ptr %4152, align 1
  %4154 = zext i8 %4153 to i32
  %4155 = load ptr, ptr %544, align 8
  %4156 = zext i32 %4154 to i64
  %4157 = getelementptr inbounds i8, ptr %4155, i64 %4156
  store ptr %4157, ptr %544, align 8
  br label %3900, !llvm.loop !29

4158:                                             ; preds = %3986
  br label %4399

4159:                                             ; preds = %3896, %3893
  br label %4160

4160:                                             ; preds = %4365, %4159
  %4161 = load ptr, ptr %545, align 8
  store ptr %4161, ptr %471, align 8
  %4162 = load ptr, ptr %471, align 8
  %4163 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4162, i32 0, i32 1
  %4164 = load i32, ptr %4163, align 8
  %4165 = zext i32 %4164 to i64
  %4166 = icmp ugt i64 %4165, 64
  %4167 = zext i1 %4166 to i32
  %4168 = sext i32 %4167 to i64
  br i1 %4166, label %4169, label %4172

4169:                                             ; preds = %4160
  %4170 = load ptr, ptr %471, align 8
  %4171 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4170, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %4171, align 8
  store i32 3, ptr %470, align 4
  br label %4246

4172:                                             ; preds = %4160
  %4173 = load ptr, ptr %471, align 8
  %4174 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4173, i32 0, i32 2
  %4175 = load ptr, ptr %4174, align 8
  %4176 = load ptr, ptr %471, align 8
  %4177 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4176, i32 0, i32 4
  %4178 = load ptr, ptr %4177, align 8
  %4179 = icmp uge ptr %4175, %4178
  br i1 %4179, label %4180, label %4183

4180:                                             ; preds = %4172
  %4181 = load ptr, ptr %471, align 8
  %4182 = call i32 @BIT_reloadDStream_internal(ptr noundef %4181)
  store i32 %4182, ptr %470, align 4
  br label %4246

4183:                                             ; preds = %4172
  %4184 = load ptr, ptr %471, align 8
  %4185 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4184, i32 0, i32 2
  %4186 = load ptr, ptr %4185, align 8
  %4187 = load ptr, ptr %471, align 8
  %4188 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4187, i32 0, i32 3
  %4189 = load ptr, ptr %4188, align 8
  %4190 = icmp eq ptr %4186, %4189
  br i1 %4190, label %4191, label %4199

4191:                                             ; preds = %4183
  %4192 = load ptr, ptr %471, align 8
  %4193 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4192, i32 0, i32 1
  %4194 = load i32, ptr %4193, align 8
  %4195 = zext i32 %4194 to i64
  %4196 = icmp ult i64 %4195, 64
  br i1 %4196, label %4197, label %4198

4197:                                             ; preds = %4191
  store i32 1, ptr %470, align 4
  br label %4246

4198:                                             ; preds = %4191
  store i32 2, ptr %470, align 4
  br label %4246

4199:                                             ; preds = %4183
  %4200 = load ptr, ptr %471, align 8
  %4201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4200, i32 0, i32 1
  %4202 = load i32, ptr %4201, align 8
  %4203 = lshr i32 %4202, 3
  store i32 %4203, ptr %472, align 4
  store i32 0, ptr %473, align 4
  %4204 = load ptr, ptr %471, align 8
  %4205 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4204, i32 0, i32 2
  %4206 = load ptr, ptr %4205, align 8
  %4207 = load i32, ptr %472, align 4
  %4208 = zext i32 %4207 to i64
  %4209 = sub i64 0, %4208
  %4210 = getelementptr inbounds i8, ptr %4206, i64 %4209
  %4211 = load ptr, ptr %471, align 8
  %4212 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4211, i32 0, i32 3
  %4213 = load ptr, ptr %4212, align 8
  %4214 = icmp ult ptr %4210, %4213
  br i1 %4214, label %4215, label %4226

4215:                                             ; preds = %4199
  %4216 = load ptr, ptr %471, align 8
  %4217 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4216, i32 0, i32 2
  %4218 = load ptr, ptr %4217, align 8
  %4219 = load ptr, ptr %471, align 8
  %4220 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4219, i32 0, i32 3
  %4221 = load ptr, ptr %4220, align 8
  %4222 = ptrtoint ptr %4218 to i64
  %4223 = ptrtoint ptr %4221 to i64
  %4224 = sub i64 %4222, %4223
  %4225 = trunc i64 %4224 to i32
  store i32 %4225, ptr %472, align 4
  store i32 1, ptr %473, align 4
  br label %4226

4226:                                             ; preds = %4215, %4199
  %4227 = load i32, ptr %472, align 4
  %4228 = load ptr, ptr %471, align 8
  %4229 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4228, i32 0, i32 2
  %4230 = load ptr, ptr %4229, align 8
  %4231 = zext i32 %4227 to i64
  %4232 = sub i64 0, %4231
  %4233 = getelementptr inbounds i8, ptr %4230, i64 %4232
  store ptr %4233, ptr %4229, align 8
  %4234 = load i32, ptr %472, align 4
  %4235 = mul i32 %4234, 8
  %4236 = load ptr, ptr %471, align 8
  %4237 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4236, i32 0, i32 1
  %4238 = load i32, ptr %4237, align 8
  %4239 = sub i32 %4238, %4235
  store i32 %4239, ptr %4237, align 8
  %4240 = load ptr, ptr %471, align 8
  %4241 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4240, i32 0, i32 2
  %4242 = load ptr, ptr %4241, align 8
  %4243 = call i64 @MEM_readLEST(ptr noundef %4242)
  %4244 = load ptr, ptr %471, align 8
  store i64 %4243, ptr %4244, align 8
  %4245 = load i32, ptr %473, align 4
  store i32 %4245, ptr %470, align 4
  br label %4246

4246:                                             ; preds = %4226, %4198, %4197, %4180, %4169
  %4247 = load i32, ptr %470, align 4
  %4248 = icmp eq i32 %4247, 0
  %4249 = zext i1 %4248 to i32
  %4250 = load ptr, ptr %544, align 8
  %4251 = load ptr, ptr %546, align 8
  %4252 = getelementptr inbounds i8, ptr %4251, i64 -7
  %4253 = icmp ult ptr %4250, %4252
  %4254 = zext i1 %4253 to i32
  %4255 = and i32 %4249, %4254
  %4256 = icmp ne i32 %4255, 0
  br i1 %4256, label %4257, label %4398

4257:                                             ; preds = %4246
  %4258 = call i32 @MEM_64bits()
  %4259 = icmp ne i32 %4258, 0
  br i1 %4259, label %4260, label %4293

4260:                                             ; preds = %4257
  %4261 = load ptr, ptr %544, align 8
  %4262 = load ptr, ptr %545, align 8
  %4263 = load ptr, ptr %547, align 8
  %4264 = load i32, ptr %548, align 4
  store ptr %4261, ptr %267, align 8
  store ptr %4262, ptr %268, align 8
  store ptr %4263, ptr %269, align 8
  store i32 %4264, ptr %270, align 4
  %4265 = load ptr, ptr %268, align 8
  %4266 = load i32, ptr %270, align 4
  %4267 = call i64 @BIT_lookBitsFast(ptr noundef %4265, i32 noundef %4266)
  store i64 %4267, ptr %271, align 8
  %4268 = load ptr, ptr %267, align 8
  %4269 = load ptr, ptr %269, align 8
  %4270 = load i64, ptr %271, align 8
  %4271 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4269, i64 %4270
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4268, ptr align 2 %4271, i64 2, i1 false)
  %4272 = load ptr, ptr %268, align 8
  %4273 = load ptr, ptr %269, align 8
  %4274 = load i64, ptr %271, align 8
  %4275 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4273, i64 %4274
  %4276 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4275, i32 0, i32 1
  %4277 = load i8, ptr %4276, align 2
  %4278 = zext i8 %4277 to i32
  store ptr %4272, ptr %82, align 8
  store i32 %4278, ptr %83, align 4
  %4279 = load i32, ptr %83, align 4
  %4280 = load ptr, ptr %82, align 8
  %4281 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4280, i32 0, i32 1
  %4282 = load i32, ptr %4281, align 8
  %4283 = add i32 %4282, %4279
  store i32 %4283, ptr %4281, align 8
  %4284 = load ptr, ptr %269, align 8
  %4285 = load i64, ptr %271, align 8
  %4286 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4284, i64 %4285
  %4287 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4286, i32 0, i32 2
  %4288 = load i8, ptr %4287, align 1
  %4289 = zext i8 %4288 to i32
  %4290 = load ptr, ptr %544, align 8
  %4291 = zext i32 %4289 to i64
  %4292 = getelementptr inbounds i8, ptr %4290, i64 %4291
  store ptr %4292, ptr %544, align 8
  br label %4293

4293:                                             ; preds = %4260, %4257
  %4294 = call i32 @MEM_64bits()
  %4295 = icmp ne i32 %4294, 0
  br i1 %4295, label %4297, label %4296

4296:                                             ; preds = %4293
  br label %4297

4297:                                             ; preds = %4296, %4293
  %4298 = load ptr, ptr %544, align 8
  %4299 = load ptr, ptr %545, align 8
  %4300 = load ptr, ptr %547, align 8
  %4301 = load i32, ptr %548, align 4
  store ptr %4298, ptr %252, align 8
  store ptr %4299, ptr %253, align 8
  store ptr %4300, ptr %254, align 8
  store i32 %4301, ptr %255, align 4
  %4302 = load ptr, ptr %253, align 8
  %4303 = load i32, ptr %255, align 4
  %4304 = call i64 @BIT_lookBitsFast(ptr noundef %4302, i32 noundef %4303)
  store i64 %4304, ptr %256, align 8
  %4305 = load ptr, ptr %252, align 8
  %4306 = load ptr, ptr %254, align 8
  %4307 = load i64, ptr %256, align 8
  %4308 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4306, i64 %4307
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4305, ptr align 2 %4308, i64 2, i1 false)
  %4309 = load ptr, ptr %253, align 8
  %4310 = load ptr, ptr %254, align 8
  %4311 = load i64, ptr %256, align 8
  %4312 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4310, i64 %4311
  %4313 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4312, i32 0, i32 1
  %4314 = load i8, ptr %4313, align 2
  %4315 = zext i8 %4314 to i32
  store ptr %4309, ptr %88, align 8
  store i32 %4315, ptr %89, align 4
  %4316 = load i32, ptr %89, align 4
  %4317 = load ptr, ptr %88, align 8
  %4318 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4317, i32 0, i32 1
  %4319 = load i32, ptr %4318, align 8
  %4320 = add i32 %4319, %4316
  store i32 %4320, ptr %4318, align 8
  %4321 = load ptr, ptr %254, align 8
  %4322 = load i64, ptr %256, align 8
  %4323 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4321, i64 %4322
  %4324 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4323, i32 0, i32 2
  %4325 = load i8, ptr %4324, align 1
  %4326 = zext i8 %4325 to i32
  %4327 = load ptr, ptr %544, align 8
  %4328 = zext i32 %4326 to i64
  %4329 = getelementptr inbounds i8, ptr %4327, i64 %4328
  store ptr %4329, ptr %544, align 8
  %4330 = call i32 @MEM_64bits()
  %4331 = icmp ne i32 %4330, 0
  br i1 %4331, label %4332, label %4365

4332:                                             ; preds = %4297
  %4333 = load ptr, ptr %544, align 8
  %4334 = load ptr, ptr %545, align 8
  %4335 = load ptr, ptr %547, align 8
  %4336 = load i32, ptr %548, align 4
  store ptr %4333, ptr %262, align 8
  store ptr %4334, ptr %263, align 8
  store ptr %4335, ptr %264, align 8
  store i32 %4336, ptr %265, align 4
  %4337 = load ptr, ptr %263, align 8
  %4338 = load i32, ptr %265, align 4
  %4339 = call i64 @BIT_lookBitsFast(ptr noundef %4337, i32 noundef %4338)
  store i64 %4339, ptr %266, align 8
  %4340 = load ptr, ptr %262, align 8
  %4341 = load ptr, ptr %264, align 8
  %4342 = load i64, ptr %266, align 8
  %4343 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4341, i64 %4342
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4340, ptr align 2 %4343, i64 2, i1 false)
  %4344 = load ptr, ptr %263, align 8
  %4345 = load ptr, ptr %264, align 8
  %4346 = load i64, ptr %266, align 8
  %4347 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4345, i64 %4346
  %4348 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4347, i32 0, i32 1
  %4349 = load i8, ptr %4348, align 2
  %4350 = zext i8 %4349 to i32
  store ptr %4344, ptr %84, align 8
  store i32 %4350, ptr %85, align 4
  %4351 = load i32, ptr %85, align 4
  %4352 = load ptr, ptr %84, align 8
  %4353 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4352, i32 0, i32 1
  %4354 = load i32, ptr %4353, align 8
  %4355 = add i32 %4354, %4351
  store i32 %4355, ptr %4353, align 8
  %4356 = load ptr, ptr %264, align 8
  %4357 = load i64, ptr %266, align 8
  %4358 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4356, i64 %4357
  %4359 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4358, i32 0, i32 2
  %4360 = load i8, ptr %4359, align 1
  %4361 = zext i8 %4360 to i32
  %4362 = load ptr, ptr %544, align 8
  %4363 = zext i32 %4361 to i64
  %4364 = getelementptr inbounds i8, ptr %4362, i64 %4363
  store ptr %4364, ptr %544, align 8
  br label %4365

4365:                                             ; preds = %4332, %4297
  %4366 = load ptr, ptr %544, align 8
  %4367 = load ptr, ptr %545, align 8
  %4368 = load ptr, ptr %547, align 8
  %4369 = load i32, ptr %548, align 4
  store ptr %4366, ptr %257, align 8
  store ptr %4367, ptr %258, align 8
  store ptr %4368, ptr %259, align 8
  store i32 %4369, ptr %260, align 4
  %4370 = load ptr, ptr %258, align 8
  %4371 = load i32, ptr %260, align 4
  %4372 = call i64 @BIT_lookBitsFast(ptr noundef %4370, i32 noundef %4371)
  store i64 %4372, ptr %261, align 8
  %4373 = load ptr, ptr %257, align 8
  %4374 = load ptr, ptr %259, align 8
  %4375 = load i64, ptr %261, align 8
  %4376 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4374, i64 %4375
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4373, ptr align 2 %4376, i64 2, i1 false)
  %4377 = load ptr, ptr %258, align 8
  %4378 = load ptr, ptr %259, align 8
  %4379 = load i64, ptr %261, align 8
  %4380 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4378, i64 %4379
  %4381 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4380, i32 0, i32 1
  %4382 = load i8, ptr %4381, align 2
  %4383 = zext i8 %4382 to i32
  store ptr %4377, ptr %86, align 8
  store i32 %4383, ptr %87, align 4
  %4384 = load i32, ptr %87, align 4
  %4385 = load ptr, ptr %86, align 8
  %4386 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4385, i32 0, i32 1
  %4387 = load i32, ptr %4386, align 8
  %4388 = add i32 %4387, %4384
  store i32 %4388, ptr %4386, align 8
  %4389 = load ptr, ptr %259, align 8
  %4390 = load i64, ptr %261, align 8
  %4391 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4389, i64 %4390
  %4392 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4391, i32 0, i32 2
  %4393 = load i8, ptr %4392, align 1
  %4394 = zext i8 %4393 to i32
  %4395 = load ptr, ptr %544, align 8
  %4396 = zext i32 %4394 to i64
  %4397 = getelementptr inbounds i8, ptr %4395, i64 %4396
  store ptr %4397, ptr %544, align 8
  br label %4160, !llvm.loop !30

4398:                                             ; preds = %4246
  br label %4399

4399:                                             ; preds = %4398, %4158
  br label %4488

4400:                                             ; preds = %3876
  %4401 = load ptr, ptr %545, align 8
  store ptr %4401, ptr %463, align 8
  %4402 = load ptr, ptr %463, align 8
  %4403 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4402, i32 0, i32 1
  %4404 = load i32, ptr %4403, align 8
  %4405 = zext i32 %4404 to i64
  %4406 = icmp ugt i64 %4405, 64
  %4407 = zext i1 %4406 to i32
  %4408 = sext i32 %4407 to i64
  br i1 %4406, label %4409, label %4412

4409:                                             ; preds = %4400
  %4410 = load ptr, ptr %463, align 8
  %4411 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4410, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %4411, align 8
  store i32 3, ptr %462, align 4
  br label %4486

4412:                                             ; preds = %4400
  %4413 = load ptr, ptr %463, align 8
  %4414 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4413, i32 0, i32 2
  %4415 = load ptr, ptr %4414, align 8
  %4416 = load ptr, ptr %463, align 8
  %4417 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4416, i32 0, i32 4
  %4418 = load ptr, ptr %4417, align 8
  %4419 = icmp uge ptr %4415, %4418
  br i1 %4419, label %4420, label %4423

4420:                                             ; preds = %4412
  %4421 = load ptr, ptr %463, align 8
  %4422 = call i32 @BIT_reloadDStream_internal(ptr noundef %4421)
  store i32 %4422, ptr %462, align 4
  br label %4486

4423:                                             ; preds = %4412
  %4424 = load ptr, ptr %463, align 8
  %4425 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4424, i32 0, i32 2
  %4426 = load ptr, ptr %4425, align 8
  %4427 = load ptr, ptr %463, align 8
  %4428 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4427, i32 0, i32 3
  %4429 = load ptr, ptr %4428, align 8
  %4430 = icmp eq ptr %4426, %4429
  br i1 %4430, label %4431, label %4439

4431:                                             ; preds = %4423
  %4432 = load ptr, ptr %463, align 8
  %4433 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4432, i32 0, i32 1
  %4434 = load i32, ptr %4433, align 8
  %4435 = zext i32 %4434 to i64
  %4436 = icmp ult i64 %4435, 64
  br i1 %4436, label %4437, label %4438

4437:                                             ; preds = %4431
  store i32 1, ptr %462, align 4
  br label %4486

4438:                                             ; preds = %4431
  store i32 2, ptr %462, align 4
  br label %4486

4439:                                             ; preds = %4423
  %4440 = load ptr, ptr %463, align 8
  %4441 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4440, i32 0, i32 1
  %4442 = load i32, ptr %4441, align 8
  %4443 = lshr i32 %4442, 3
  store i32 %4443, ptr %464, align 4
  store i32 0, ptr %465, align 4
  %4444 = load ptr, ptr %463, align 8
  %4445 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4444, i32 0, i32 2
  %4446 = load ptr, ptr %4445, align 8
  %4447 = load i32, ptr %464, align 4
  %4448 = zext i32 %4447 to i64
  %4449 = sub i64 0, %4448
  %4450 = getelementptr inbounds i8, ptr %4446, i64 %4449
  %4451 = load ptr, ptr %463, align 8
  %4452 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4451, i32 0, i32 3
  %4453 = load ptr, ptr %4452, align 8
  %4454 = icmp ult ptr %4450, %4453
  br i1 %4454, label %4455, label %4466

4455:                                             ; preds = %4439
  %4456 = load ptr, ptr %463, align 8
  %4457 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4456, i32 0, i32 2
  %4458 = load ptr, ptr %4457, align 8
  %4459 = load ptr, ptr %463, align 8
  %4460 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4459, i32 0, i32 3
  %4461 = load ptr, ptr %4460, align 8
  %4462 = ptrtoint ptr %4458 to i64
  %4463 = ptrtoint ptr %4461 to i64
  %4464 = sub i64 %4462, %4463
  %4465 = trunc i64 %4464 to i32
  store i32 %4465, ptr %464, align 4
  store i32 1, ptr %465, align 4
  br label %4466

4466:                                             ; preds = %4455, %4439
  %4467 = load i32, ptr %464, align 4
  %4468 = load ptr, ptr %463, align 8
  %4469 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4468, i32 0, i32 2
  %4470 = load ptr, ptr %4469, align 8
  %4471 = zext i32 %4467 to i64
  %4472 = sub i64 0, %4471
  %4473 = getelementptr inbounds i8, ptr %4470, i64 %4472
  store ptr %4473, ptr %4469, align 8
  %4474 = load i32, ptr %464, align 4
  %4475 = mul i32 %4474, 8
  %4476 = load ptr, ptr %463, align 8
  %4477 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4476, i32 0, i32 1
  %4478 = load i32, ptr %4477, align 8
  %4479 = sub i32 %4478, %4475
  store i32 %4479, ptr %4477, align 8
  %4480 = load ptr, ptr %463, align 8
  %4481 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4480, i32 0, i32 2
  %4482 = load ptr, ptr %4481, align 8
  %4483 = call i64 @MEM_readLEST(ptr noundef %4482)
  %4484 = load ptr, ptr %463, align 8
  store i64 %4483, ptr %4484, align 8
  %4485 = load i32, ptr %465, align 4
  store i32 %4485, ptr %462, align 4
  br label %4486

4486:                                             ; preds = %4466, %4438, %4437, %4420, %4409
  %4487 = load i32, ptr %462, align 4
  br label %4488

4488:                                             ; preds = %4486, %4399
  %4489 = load ptr, ptr %546, align 8
  %4490 = load ptr, ptr %544, align 8
  %4491 = ptrtoint ptr %4489 to i64
  %4492 = ptrtoint ptr %4490 to i64
  %4493 = sub i64 %4491, %4492
  %4494 = icmp uge i64 %4493, 2
  br i1 %4494, label %4495, label %4666

4495:                                             ; preds = %4488
  br label %4496

4496:                                             ; preds = %4593, %4495
  %4497 = load ptr, ptr %545, align 8
  store ptr %4497, ptr %467, align 8
  %4498 = load ptr, ptr %467, align 8
  %4499 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4498, i32 0, i32 1
  %4500 = load i32, ptr %4499, align 8
  %4501 = zext i32 %4500 to i64
  %4502 = icmp ugt i64 %4501, 64
  %4503 = zext i1 %4502 to i32
  %4504 = sext i32 %4503 to i64
  br i1 %4502, label %4505, label %4508

4505:                                             ; preds = %4496
  %4506 = load ptr, ptr %467, align 8
  %4507 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4506, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %4507, align 8
  store i32 3, ptr %466, align 4
  br label %4582

4508:                                             ; preds = %4496
  %4509 = load ptr, ptr %467, align 8
  %4510 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4509, i32 0, i32 2
  %4511 = load ptr, ptr %4510, align 8
  %4512 = load ptr, ptr %467, align 8
  %4513 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4512, i32 0, i32 4
  %4514 = load ptr, ptr %4513, align 8
  %4515 = icmp uge ptr %4511, %4514
  br i1 %4515, label %4516, label %4519

4516:                                             ; preds = %4508
  %4517 = load ptr, ptr %467, align 8
  %4518 = call i32 @BIT_reloadDStream_internal(ptr noundef %4517)
  store i32 %4518, ptr %466, align 4
  br label %4582

4519:                                             ; preds = %4508
  %4520 = load ptr, ptr %467, align 8
  %4521 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4520, i32 0, i32 2
  %4522 = load ptr, ptr %4521, align 8
  %4523 = load ptr, ptr %467, align 8
  %4524 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4523, i32 0, i32 3
  %4525 = load ptr, ptr %4524, align 8
  %4526 = icmp eq ptr %4522, %4525
  br i1 %4526, label %4527, label %4535

4527:                                             ; preds = %4519
  %4528 = load ptr, ptr %467, align 8
  %4529 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4528, i32 0, i32 1
  %4530 = load i32, ptr %4529, align 8
  %4531 = zext i32 %4530 to i64
  %4532 = icmp ult i64 %4531, 64
  br i1 %4532, label %4533, label %4534

4533:                                             ; preds = %4527
  store i32 1, ptr %466, align 4
  br label %4582

4534:                                             ; preds = %4527
  store i32 2, ptr %466, align 4
  br label %4582

4535:                                             ; preds = %4519
  %4536 = load ptr, ptr %467, align 8
  %4537 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4536, i32 0, i32 1
  %4538 = load i32, ptr %4537, align 8
  %4539 = lshr i32 %4538, 3
  store i32 %4539, ptr %468, align 4
  store i32 0, ptr %469, align 4
  %4540 = load ptr, ptr %467, align 8
  %4541 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4540, i32 0, i32 2
  %4542 = load ptr, ptr %4541, align 8
  %4543 = load i32, ptr %468, align 4
  %4544 = zext i32 %4543 to i64
  %4545 = sub i64 0, %4544
  %4546 = getelementptr inbounds i8, ptr %4542, i64 %4545
  %4547 = load ptr, ptr %467, align 8
  %4548 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4547, i32 0, i32 3
  %4549 = load ptr, ptr %4548, align 8
  %4550 = icmp ult ptr %4546, %4549
  br i1 %4550, label %4551, label %4562

4551:                                             ; preds = %4535
  %4552 = load ptr, ptr %467, align 8
  %4553 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4552, i32 0, i32 2
  %4554 = load ptr, ptr %4553, align 8
  %4555 = load ptr, ptr %467, align 8
  %4556 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4555, i32 0, i32 3
  %4557 = load ptr, ptr %4556, align 8
  %4558 = ptrtoint ptr %4554 to i64
  %4559 = ptrtoint ptr %4557 to i64
  %4560 = sub i64 %4558, %4559
  %4561 = trunc i64 %4560 to i32
  store i32 %4561, ptr %468, align 4
  store i32 1, ptr %469, align 4
  br label %4562

4562:                                             ; preds = %4551, %4535
  %4563 = load i32, ptr %468, align 4
  %4564 = load ptr, ptr %467, align 8
  %4565 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4564, i32 0, i32 2
  %4566 = load ptr, ptr %4565, align 8
  %4567 = zext i32 %4563 to i64
  %4568 = sub i64 0, %4567
  %4569 = getelementptr inbounds i8, ptr %4566, i64 %4568
  store ptr %4569, ptr %4565, align 8
  %4570 = load i32, ptr %468, align 4
  %4571 = mul i32 %4570, 8
  %4572 = load ptr, ptr %467, align 8
  %4573 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4572, i32 0, i32 1
  %4574 = load i32, ptr %4573, align 8
  %4575 = sub i32 %4574, %4571
  store i32 %4575, ptr %4573, align 8
  %4576 = load ptr, ptr %467, align 8
  %4577 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4576, i32 0, i32 2
  %4578 = load ptr, ptr %4577, align 8
  %4579 = call i64 @MEM_readLEST(ptr noundef %4578)
  %4580 = load ptr, ptr %467, align 8
  store i64 %4579, ptr %4580, align 8
  %4581 = load i32, ptr %469, align 4
  store i32 %4581, ptr %466, align 4
  br label %4582

4582:                                             ; preds = %4562, %4534, %4533, %4516, %4505
  %4583 = load i32, ptr %466, align 4
  %4584 = icmp eq i32 %4583, 0
  %4585 = zext i1 %4584 to i32
  %4586 = load ptr, ptr %544, align 8
  %4587 = load ptr, ptr %546, align 8
  %4588 = getelementptr inbounds i8, ptr %4587, i64 -2
  %4589 = icmp ule ptr %4586, %4588
  %4590 = zext i1 %4589 to i32
  %4591 = and i32 %4585, %4590
  %4592 = icmp ne i32 %4591, 0
  br i1 %4592, label %4593, label %4626

4593:                                             ; preds = %4582
  %4594 = load ptr, ptr %544, align 8
  %4595 = load ptr, ptr %545, align 8
  %4596 = load ptr, ptr %547, align 8
  %4597 = load i32, ptr %548, align 4
  store ptr %4594, ptr %247, align 8
  store ptr %4595, ptr %248, align 8
  store ptr %4596, ptr %249, align 8
  store i32 %4597, ptr %250, align 4
  %4598 = load ptr, ptr %248, align 8
  %4599 = load i32, ptr %250, align 4
  %4600 = call i64 @BIT_lookBitsFast(ptr noundef %4598, i32 noundef %4599)
  store i64 %4600, ptr %251, align 8
  %4601 = load ptr, ptr %247, align 8
  %4602 = load ptr, ptr %249, align 8
  %4603 = load i64, ptr %251, align 8
  %4604 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4602, i64 %4603
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4601, ptr align 2 %4604, i64 2, i1 false)
  %4605 = load ptr, ptr %248, align 8
  %4606 = load ptr, ptr %249, align 8
  %4607 = load i64, ptr %251, align 8
  %4608 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4606, i64 %4607
  %4609 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4608, i32 0, i32 1
  %4610 = load i8, ptr %4609, align 2
  %4611 = zext i8 %4610 to i32
  store ptr %4605, ptr %90, align 8
  store i32 %4611, ptr %91, align 4
  %4612 = load i32, ptr %91, align 4
  %4613 = load ptr, ptr %90, align 8
  %4614 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4613, i32 0, i32 1
  %4615 = load i32, ptr %4614, align 8
  %4616 = add i32 %4615, %4612
  store i32 %4616, ptr %4614, align 8
  %4617 = load ptr, ptr %249, align 8
  %4618 = load i64, ptr %251, align 8
  %4619 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4617, i64 %4618
  %4620 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4619, i32 0, i32 2
  %4621 = load i8, ptr %4620, align 1
  %4622 = zext i8 %4621 to i32
  %4623 = load ptr, ptr %544, align 8
  %4624 = zext i32 %4622 to i64
  %4625 = getelementptr inbounds i8, ptr %4623, i64 %4624
  store ptr %4625, ptr %544, align 8
  br label %4496, !llvm.loop !31

4626:                                             ; preds = %4582
  br label %4627

4627:                                             ; preds = %4632, %4626
  %4628 = load ptr, ptr %544, align 8
  %4629 = load ptr, ptr %546, align 8
  %4630 = getelementptr inbounds i8, ptr %4629, i64 -2
  %4631 = icmp ule ptr %4628, %4630
  br i1 %4631, label %4632, label %4665

4632:                                             ; preds = %4627
  %4633 = load ptr, ptr %544, align 8
  %4634 = load ptr, ptr %545, align 8
  %4635 = load ptr, ptr %547, align 8
  %4636 = load i32, ptr %548, align 4
  store ptr %4633, ptr %242, align 8
  store ptr %4634, ptr %243, align 8
  store ptr %4635, ptr %244, align 8
  store i32 %4636, ptr %245, align 4
  %4637 = load ptr, ptr %243, align 8
  %4638 = load i32, ptr %245, align 4
  %4639 = call i64 @BIT_lookBitsFast(ptr noundef %4637, i32 noundef %4638)
  store i64 %4639, ptr %246, align 8
  %4640 = load ptr, ptr %242, align 8
  %4641 = load ptr, ptr %244, align 8
  %4642 = load i64, ptr %246, align 8
  %4643 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4641, i64 %4642
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4640, ptr align 2 %4643, i64 2, i1 false)
  %4644 = load ptr, ptr %243, align 8
  %4645 = load ptr, ptr %244, align 8
  %4646 = load i64, ptr %246, align 8
  %4647 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4645, i64 %4646
  %4648 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4647, i32 0, i32 1
  %4649 = load i8, ptr %4648, align 2
  %4650 = zext i8 %4649 to i32
  store ptr %4644, ptr %92, align 8
  store i32 %4650, ptr %93, align 4
  %4651 = load i32, ptr %93, align 4
  %4652 = load ptr, ptr %92, align 8
  %4653 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4652, i32 0, i32 1
  %4654 = load i32, ptr %4653, align 8
  %4655 = add i32 %4654, %4651
  store i32 %4655, ptr %4653, align 8
  %4656 = load ptr, ptr %244, align 8
  %4657 = load i64, ptr %246, align 8
  %4658 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4656, i64 %4657
  %4659 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4658, i32 0, i32 2
  %4660 = load i8, ptr %4659, align 1
  %4661 = zext i8 %4660 to i32
  %4662 = load ptr, ptr %544, align 8
  %4663 = zext i32 %4661 to i64
  %4664 = getelementptr inbounds i8, ptr %4662, i64 %4663
  store ptr %4664, ptr %544, align 8
  br label %4627, !llvm.loop !32

4665:                                             ; preds = %4627
  br label %4666

4666:                                             ; preds = %4665, %4488
  %4667 = load ptr, ptr %544, align 8
  %4668 = load ptr, ptr %546, align 8
  %4669 = icmp ult ptr %4667, %4668
  br i1 %4669, label %4670, label %4734

4670:                                             ; preds = %4666
  %4671 = load ptr, ptr %544, align 8
  %4672 = load ptr, ptr %545, align 8
  %4673 = load ptr, ptr %547, align 8
  %4674 = load i32, ptr %548, align 4
  store ptr %4671, ptr %142, align 8
  store ptr %4672, ptr %143, align 8
  store ptr %4673, ptr %144, align 8
  store i32 %4674, ptr %145, align 4
  %4675 = load ptr, ptr %143, align 8
  %4676 = load i32, ptr %145, align 4
  %4677 = call i64 @BIT_lookBitsFast(ptr noundef %4675, i32 noundef %4676)
  store i64 %4677, ptr %146, align 8
  %4678 = load ptr, ptr %142, align 8
  %4679 = load ptr, ptr %144, align 8
  %4680 = load i64, ptr %146, align 8
  %4681 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4679, i64 %4680
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4678, ptr align 2 %4681, i64 1, i1 false)
  %4682 = load ptr, ptr %144, align 8
  %4683 = load i64, ptr %146, align 8
  %4684 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4682, i64 %4683
  %4685 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4684, i32 0, i32 2
  %4686 = load i8, ptr %4685, align 1
  %4687 = zext i8 %4686 to i32
  %4688 = icmp eq i32 %4687, 1
  br i1 %4688, label %4689, label %4702

4689:                                             ; preds = %4670
  %4690 = load ptr, ptr %143, align 8
  %4691 = load ptr, ptr %144, align 8
  %4692 = load i64, ptr %146, align 8
  %4693 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4691, i64 %4692
  %4694 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4693, i32 0, i32 1
  %4695 = load i8, ptr %4694, align 2
  %4696 = zext i8 %4695 to i32
  store ptr %4690, ptr %140, align 8
  store i32 %4696, ptr %141, align 4
  %4697 = load i32, ptr %141, align 4
  %4698 = load ptr, ptr %140, align 8
  %4699 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4698, i32 0, i32 1
  %4700 = load i32, ptr %4699, align 8
  %4701 = add i32 %4700, %4697
  store i32 %4701, ptr %4699, align 8
  br label %4731

4702:                                             ; preds = %4670
  %4703 = load ptr, ptr %143, align 8
  %4704 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4703, i32 0, i32 1
  %4705 = load i32, ptr %4704, align 8
  %4706 = zext i32 %4705 to i64
  %4707 = icmp ult i64 %4706, 64
  br i1 %4707, label %4708, label %4730

4708:                                             ; preds = %4702
  %4709 = load ptr, ptr %143, align 8
  %4710 = load ptr, ptr %144, align 8
  %4711 = load i64, ptr %146, align 8
  %4712 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4710, i64 %4711
  %4713 = getelementptr inbounds %struct.HUF_DEltX2, ptr %4712, i32 0, i32 1
  %4714 = load i8, ptr %4713, align 2
  %4715 = zext i8 %4714 to i32
  store ptr %4709, ptr %138, align 8
  store i32 %4715, ptr %139, align 4
  %4716 = load i32, ptr %139, align 4
  %4717 = load ptr, ptr %138, align 8
  %4718 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4717, i32 0, i32 1
  %4719 = load i32, ptr %4718, align 8
  %4720 = add i32 %4719, %4716
  store i32 %4720, ptr %4718, align 8
  %4721 = load ptr, ptr %143, align 8
  %4722 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4721, i32 0, i32 1
  %4723 = load i32, ptr %4722, align 8
  %4724 = zext i32 %4723 to i64
  %4725 = icmp ugt i64 %4724, 64
  br i1 %4725, label %4726, label %4729

4726:                                             ; preds = %4708
  %4727 = load ptr, ptr %143, align 8
  %4728 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4727, i32 0, i32 1
  store i32 64, ptr %4728, align 8
  br label %4729

4729:                                             ; preds = %4726, %4708
  br label %4730

4730:                                             ; preds = %4729, %4702
  br label %4731

4731:                                             ; preds = %4730, %4689
  %4732 = load ptr, ptr %544, align 8
  %4733 = getelementptr inbounds i8, ptr %4732, i64 1
  store ptr %4733, ptr %544, align 8
  br label %4734

4734:                                             ; preds = %4731, %4666
  %4735 = load ptr, ptr %544, align 8
  %4736 = load ptr, ptr %549, align 8
  %4737 = ptrtoint ptr %4735 to i64
  %4738 = ptrtoint ptr %4736 to i64
  %4739 = sub i64 %4737, %4738
  %4740 = call i32 @BIT_endOfDStream(ptr noundef %562)
  %4741 = call i32 @BIT_endOfDStream(ptr noundef %563)
  %4742 = and i32 %4740, %4741
  %4743 = call i32 @BIT_endOfDStream(ptr noundef %564)
  %4744 = and i32 %4742, %4743
  %4745 = call i32 @BIT_endOfDStream(ptr noundef %565)
  %4746 = and i32 %4744, %4745
  store i32 %4746, ptr %589, align 4
  %4747 = load i32, ptr %589, align 4
  %4748 = icmp ne i32 %4747, 0
  br i1 %4748, label %4750, label %4749

4749:                                             ; preds = %4734
  store i64 -20, ptr %550, align 8
  br label %4752

4750:                                             ; preds = %4734
  %4751 = load i64, ptr %552, align 8
  store i64 %4751, ptr %550, align 8
  br label %4752

4752:                                             ; preds = %602, %606, %672, %677, %685, %694, %703, %712, %1296, %1301, %1306, %4749, %4750
  %4753 = load i64, ptr %550, align 8
  ret i64 %4753
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_decompress4X2_usingDTable_internal_fast_c_loop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [4 x i64], align 8
  %4 = alloca [4 x ptr], align 8
  %5 = alloca [4 x ptr], align 8
  %6 = alloca [4 x ptr], align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca %struct.HUF_DEltX2, align 2
  %15 = alloca i32, align 4
  %16 = alloca %struct.HUF_DEltX2, align 2
  %17 = alloca i32, align 4
  %18 = alloca %struct.HUF_DEltX2, align 2
  %19 = alloca i32, align 4
  %20 = alloca %struct.HUF_DEltX2, align 2
  %21 = alloca i32, align 4
  %22 = alloca %struct.HUF_DEltX2, align 2
  %23 = alloca i32, align 4
  %24 = alloca %struct.HUF_DEltX2, align 2
  %25 = alloca i32, align 4
  %26 = alloca %struct.HUF_DEltX2, align 2
  %27 = alloca i32, align 4
  %28 = alloca %struct.HUF_DEltX2, align 2
  %29 = alloca i32, align 4
  %30 = alloca %struct.HUF_DEltX2, align 2
  %31 = alloca i32, align 4
  %32 = alloca %struct.HUF_DEltX2, align 2
  %33 = alloca i32, align 4
  %34 = alloca %struct.HUF_DEltX2, align 2
  %35 = alloca i32, align 4
  %36 = alloca %struct.HUF_DEltX2, align 2
  %37 = alloca i32, align 4
  %38 = alloca %struct.HUF_DEltX2, align 2
  %39 = alloca i32, align 4
  %40 = alloca %struct.HUF_DEltX2, align 2
  %41 = alloca i32, align 4
  %42 = alloca %struct.HUF_DEltX2, align 2
  %43 = alloca i32, align 4
  %44 = alloca %struct.HUF_DEltX2, align 2
  %45 = alloca i32, align 4
  %46 = alloca %struct.HUF_DEltX2, align 2
  %47 = alloca i32, align 4
  %48 = alloca i32, align 4
  %49 = alloca i32, align 4
  %50 = alloca i32, align 4
  %51 = alloca %struct.HUF_DEltX2, align 2
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca %struct.HUF_DEltX2, align 2
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca %struct.HUF_DEltX2, align 2
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %65 = load ptr, ptr %2, align 8
  %66 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %65, i32 0, i32 3
  %67 = load ptr, ptr %66, align 8
  store ptr %67, ptr %7, align 8
  %68 = load ptr, ptr %2, align 8
  %69 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %68, i32 0, i32 4
  %70 = load ptr, ptr %69, align 8
  store ptr %70, ptr %8, align 8
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %71, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %72, i64 32, i1 false)
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %73, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %74, i64 32, i1 false)
  %75 = load ptr, ptr %2, align 8
  %76 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %75, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %76, i64 32, i1 false)
  %77 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 0
  store ptr %78, ptr %79, align 8
  %80 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %81 = load ptr, ptr %80, align 8
  %82 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 1
  store ptr %81, ptr %82, align 8
  %83 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %84 = load ptr, ptr %83, align 8
  %85 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 2
  store ptr %84, ptr %85, align 8
  %86 = load ptr, ptr %2, align 8
  %87 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %86, i32 0, i32 5
  %88 = load ptr, ptr %87, align 8
  %89 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 3
  store ptr %88, ptr %89, align 8
  br label %90

90:                                               ; preds = %882, %1
  store i32 0, ptr %10, align 4
  br label %91

91:                                               ; preds = %95, %90
  %92 = load i32, ptr %10, align 4
  %93 = icmp slt i32 %92, 4
  br i1 %93, label %94, label %98

94:                                               ; preds = %91
  br label %95

95:                                               ; preds = %94
  %96 = load i32, ptr %10, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %10, align 4
  br label %91, !llvm.loop !45

98:                                               ; preds = %91
  %99 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %100 = load ptr, ptr %99, align 8
  %101 = load ptr, ptr %8, align 8
  %102 = ptrtoint ptr %100 to i64
  %103 = ptrtoint ptr %101 to i64
  %104 = sub i64 %102, %103
  %105 = udiv i64 %104, 7
  store i64 %105, ptr %11, align 8
  store i32 0, ptr %10, align 4
  br label %106

106:                                              ; preds = %131, %98
  %107 = load i32, ptr %10, align 4
  %108 = icmp slt i32 %107, 4
  br i1 %108, label %109, label %134

109:                                              ; preds = %106
  %110 = load i32, ptr %10, align 4
  %111 = sext i32 %110 to i64
  %112 = getelementptr inbounds [4 x ptr], ptr %6, i64 0, i64 %111
  %113 = load ptr, ptr %112, align 8
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 %115
  %117 = load ptr, ptr %116, align 8
  %118 = ptrtoint ptr %113 to i64
  %119 = ptrtoint ptr %117 to i64
  %120 = sub i64 %118, %119
  %121 = udiv i64 %120, 10
  store i64 %121, ptr %12, align 8
  %122 = load i64, ptr %11, align 8
  %123 = load i64, ptr %12, align 8
  %124 = icmp ult i64 %122, %123
  br i1 %124, label %125, label %127

125:                                              ; preds = %109
  %126 = load i64, ptr %11, align 8
  br label %129

127:                                              ; preds = %109
  %128 = load i64, ptr %12, align 8
  br label %129

129:                                              ; preds = %127, %125
  %130 = phi i64 [ %126, %125 ], [ %128, %127 ]
  store i64 %130, ptr %11, align 8
  br label %131

131:                                              ; preds = %129
  %132 = load i32, ptr %10, align 4
  %133 = add nsw i32 %132, 1
  store i32 %133, ptr %10, align 4
  br label %106, !llvm.loop !46

134:                                              ; preds = %106
  %135 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %136 = load ptr, ptr %135, align 8
  %137 = load i64, ptr %11, align 8
  %138 = mul i64 %137, 5
  %139 = getelementptr inbounds i8, ptr %136, i64 %138
  store ptr %139, ptr %9, align 8
  %140 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %141 = load ptr, ptr %140, align 8
  %142 = load ptr, ptr %9, align 8
  %143 = icmp eq ptr %141, %142
  br i1 %143, label %144, label %145

144:                                              ; preds = %134
  br label %883

145:                                              ; preds = %134
  store i32 1, ptr %10, align 4
  br label %146

146:                                              ; preds = %162, %145
  %147 = load i32, ptr %10, align 4
  %148 = icmp slt i32 %147, 4
  br i1 %148, label %149, label %165

149:                                              ; preds = %146
  %150 = load i32, ptr %10, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 %151
  %153 = load ptr, ptr %152, align 8
  %154 = load i32, ptr %10, align 4
  %155 = sub nsw i32 %154, 1
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 %156
  %158 = load ptr, ptr %157, align 8
  %159 = icmp ult ptr %153, %158
  br i1 %159, label %160, label %161

160:                                              ; preds = %149
  br label %884

161:                                              ; preds = %149
  br label %162

162:                                              ; preds = %161
  %163 = load i32, ptr %10, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %10, align 4
  br label %146, !llvm.loop !47

165:                                              ; preds = %146
  store i32 1, ptr %10, align 4
  br label %166

166:                                              ; preds = %170, %165
  %167 = load i32, ptr %10, align 4
  %168 = icmp slt i32 %167, 4
  br i1 %168, label %169, label %173

169:                                              ; preds = %166
  br label %170

170:                                              ; preds = %169
  %171 = load i32, ptr %10, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %10, align 4
  br label %166, !llvm.loop !48

173:                                              ; preds = %166
  br label %174

174:                                              ; preds = %877, %173
  br label %175

175:                                              ; preds = %174
  br label %176

176:                                              ; preds = %175
  %177 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %178 = load i64, ptr %177, align 8
  %179 = lshr i64 %178, 53
  %180 = trunc i64 %179 to i32
  store i32 %180, ptr %13, align 4
  %181 = load ptr, ptr %7, align 8
  %182 = load i32, ptr %13, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds %struct.HUF_DEltX2, ptr %181, i64 %183
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %14, ptr align 2 %184, i64 4, i1 false)
  %185 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %186 = load ptr, ptr %185, align 8
  %187 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i32 0, i32 0
  %188 = load i16, ptr %187, align 2
  call void @MEM_write16(ptr noundef %186, i16 noundef %188)
  %189 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i32 0, i32 1
  %190 = load i8, ptr %189, align 2
  %191 = zext i8 %190 to i32
  %192 = and i32 %191, 63
  %193 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %194 = load i64, ptr %193, align 8
  %195 = zext i32 %192 to i64
  %196 = shl i64 %194, %195
  store i64 %196, ptr %193, align 8
  %197 = getelementptr inbounds %struct.HUF_DEltX2, ptr %14, i32 0, i32 2
  %198 = load i8, ptr %197, align 1
  %199 = zext i8 %198 to i32
  %200 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %201 = load ptr, ptr %200, align 8
  %202 = sext i32 %199 to i64
  %203 = getelementptr inbounds i8, ptr %201, i64 %202
  store ptr %203, ptr %200, align 8
  br label %204

204:                                              ; preds = %176
  br label %205

205:                                              ; preds = %204
  %206 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %207 = load i64, ptr %206, align 8
  %208 = lshr i64 %207, 53
  %209 = trunc i64 %208 to i32
  store i32 %209, ptr %15, align 4
  %210 = load ptr, ptr %7, align 8
  %211 = load i32, ptr %15, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds %struct.HUF_DEltX2, ptr %210, i64 %212
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %16, ptr align 2 %213, i64 4, i1 false)
  %214 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %215 = load ptr, ptr %214, align 8
  %216 = getelementptr inbounds %struct.HUF_DEltX2, ptr %16, i32 0, i32 0
  %217 = load i16, ptr %216, align 2
  call void @MEM_write16(ptr noundef %215, i16 noundef %217)
  %218 = getelementptr inbounds %struct.HUF_DEltX2, ptr %16, i32 0, i32 1
  %219 = load i8, ptr %218, align 2
  %220 = zext i8 %219 to i32
  %221 = and i32 %220, 63
  %222 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %223 = load i64, ptr %222, align 8
  %224 = zext i32 %221 to i64
  %225 = shl i64 %223, %224
  store i64 %225, ptr %222, align 8
  %226 = getelementptr inbounds %struct.HUF_DEltX2, ptr %16, i32 0, i32 2
  %227 = load i8, ptr %226, align 1
  %228 = zext i8 %227 to i32
  %229 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %230 = load ptr, ptr %229, align 8
  %231 = sext i32 %228 to i64
  %232 = getelementptr inbounds i8, ptr %230, i64 %231
  store ptr %232, ptr %229, align 8
  br label %233

233:                                              ; preds = %205
  br label %234

234:                                              ; preds = %233
  %235 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %236 = load i64, ptr %235, align 8
  %237 = lshr i64 %236, 53
  %238 = trunc i64 %237 to i32
  store i32 %238, ptr %17, align 4
  %239 = load ptr, ptr %7, align 8
  %240 = load i32, ptr %17, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds %struct.HUF_DEltX2, ptr %239, i64 %241
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %18, ptr align 2 %242, i64 4, i1 false)
  %243 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %244 = load ptr, ptr %243, align 8
  %245 = getelementptr inbounds %struct.HUF_DEltX2, ptr %18, i32 0, i32 0
  %246 = load i16, ptr %245, align 2
  call void @MEM_write16(ptr noundef %244, i16 noundef %246)
  %247 = getelementptr inbounds %struct.HUF_DEltX2, ptr %18, i32 0, i32 1
  %248 = load i8, ptr %247, align 2
  %249 = zext i8 %248 to i32
  %250 = and i32 %249, 63
  %251 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %252 = load i64, ptr %251, align 8
  %253 = zext i32 %250 to i64
  %254 = shl i64 %252, %253
  store i64 %254, ptr %251, align 8
  %255 = getelementptr inbounds %struct.HUF_DEltX2, ptr %18, i32 0, i32 2
  %256 = load i8, ptr %255, align 1
  %257 = zext i8 %256 to i32
  %258 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %259 = load ptr, ptr %258, align 8
  %260 = sext i32 %257 to i64
  %261 = getelementptr inbounds i8, ptr %259, i64 %260
  store ptr %261, ptr %258, align 8
  br label %262

262:                                              ; preds = %234
  br label %263

263:                                              ; preds = %262
  br label %264

264:                                              ; preds = %263
  br label %265

265:                                              ; preds = %264
  br label %266

266:                                              ; preds = %265
  br label %267

267:                                              ; preds = %266
  %268 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %269 = load i64, ptr %268, align 8
  %270 = lshr i64 %269, 53
  %271 = trunc i64 %270 to i32
  store i32 %271, ptr %19, align 4
  %272 = load ptr, ptr %7, align 8
  %273 = load i32, ptr %19, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds %struct.HUF_DEltX2, ptr %272, i64 %274
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %20, ptr align 2 %275, i64 4, i1 false)
  %276 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %277 = load ptr, ptr %276, align 8
  %278 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i32 0, i32 0
  %279 = load i16, ptr %278, align 2
  call void @MEM_write16(ptr noundef %277, i16 noundef %279)
  %280 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i32 0, i32 1
  %281 = load i8, ptr %280, align 2
  %282 = zext i8 %281 to i32
  %283 = and i32 %282, 63
  %284 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %285 = load i64, ptr %284, align 8
  %286 = zext i32 %283 to i64
  %287 = shl i64 %285, %286
  store i64 %287, ptr %284, align 8
  %288 = getelementptr inbounds %struct.HUF_DEltX2, ptr %20, i32 0, i32 2
  %289 = load i8, ptr %288, align 1
  %290 = zext i8 %289 to i32
  %291 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %292 = load ptr, ptr %291, align 8
  %293 = sext i32 %290 to i64
  %294 = getelementptr inbounds i8, ptr %292, i64 %293
  store ptr %294, ptr %291, align 8
  br label %295

295:                                              ; preds = %267
  br label %296

296:                                              ; preds = %295
  %297 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %298 = load i64, ptr %297, align 8
  %299 = lshr i64 %298, 53
  %300 = trunc i64 %299 to i32
  store i32 %300, ptr %21, align 4
  %301 = load ptr, ptr %7, align 8
  %302 = load i32, ptr %21, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds %struct.HUF_DEltX2, ptr %301, i64 %303
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %22, ptr align 2 %304, i64 4, i1 false)
  %305 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %306 = load ptr, ptr %305, align 8
  %307 = getelementptr inbounds %struct.HUF_DEltX2, ptr %22, i32 0, i32 0
  %308 = load i16, ptr %307, align 2
  call void @MEM_write16(ptr noundef %306, i16 noundef %308)
  %309 = getelementptr inbounds %struct.HUF_DEltX2, ptr %22, i32 0, i32 1
  %310 = load i8, ptr %309, align 2
  %311 = zext i8 %310 to i32
  %312 = and i32 %311, 63
  %313 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %314 = load i64, ptr %313, align 8
  %315 = zext i32 %312 to i64
  %316 = shl i64 %314, %315
  store i64 %316, ptr %313, align 8
  %317 = getelementptr inbounds %struct.HUF_DEltX2, ptr %22, i32 0, i32 2
  %318 = load i8, ptr %317, align 1
  %319 = zext i8 %318 to i32
  %320 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %321 = load ptr, ptr %320, align 8
  %322 = sext i32 %319 to i64
  %323 = getelementptr inbounds i8, ptr %321, i64 %322
  store ptr %323, ptr %320, align 8
  br label %324

324:                                              ; preds = %296
  br label %325

325:                                              ; preds = %324
  %326 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %327 = load i64, ptr %326, align 8
  %328 = lshr i64 %327, 53
  %329 = trunc i64 %328 to i32
  store i32 %329, ptr %23, align 4
  %330 = load ptr, ptr %7, align 8
  %331 = load i32, ptr %23, align 4
  %332 = sext i32 %331 to i64
  %333 = getelementptr inbounds %struct.HUF_DEltX2, ptr %330, i64 %332
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %24, ptr align 2 %333, i64 4, i1 false)
  %334 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %335 = load ptr, ptr %334, align 8
  %336 = getelementptr inbounds %struct.HUF_DEltX2, ptr %24, i32 0, i32 0
  %337 = load i16, ptr %336, align 2
  call void @MEM_write16(ptr noundef %335, i16 noundef %337)
  %338 = getelementptr inbounds %struct.HUF_DEltX2, ptr %24, i32 0, i32 1
  %339 = load i8, ptr %338, align 2
  %340 = zext i8 %339 to i32
  %341 = and i32 %340, 63
  %342 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %343 = load i64, ptr %342, align 8
  %344 = zext i32 %341 to i64
  %345 = shl i64 %343, %344
  store i64 %345, ptr %342, align 8
  %346 = getelementptr inbounds %struct.HUF_DEltX2, ptr %24, i32 0, i32 2
  %347 = load i8, ptr %346, align 1
  %348 = zext i8 %347 to i32
  %349 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %350 = load ptr, ptr %349, align 8
  %351 = sext i32 %348 to i64
  %352 = getelementptr inbounds i8, ptr %350, i64 %351
  store ptr %352, ptr %349, align 8
  br label %353

353:                                              ; preds = %325
  br label %354

354:                                              ; preds = %353
  br label %355

355:                                              ; preds = %354
  br label %356

356:                                              ; preds = %355
  br label %357

357:                                              ; preds = %356
  br label %358

358:                                              ; preds = %357
  %359 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %360 = load i64, ptr %359, align 8
  %361 = lshr i64 %360, 53
  %362 = trunc i64 %361 to i32
  store i32 %362, ptr %25, align 4
  %363 = load ptr, ptr %7, align 8
  %364 = load i32, ptr %25, align 4
  %365 = sext i32 %364 to i64
  %366 = getelementptr inbounds %struct.HUF_DEltX2, ptr %363, i64 %365
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %26, ptr align 2 %366, i64 4, i1 false)
  %367 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %368 = load ptr, ptr %367, align 8
  %369 = getelementptr inbounds %struct.HUF_DEltX2, ptr %26, i32 0, i32 0
  %370 = load i16, ptr %369, align 2
  call void @MEM_write16(ptr noundef %368, i16 noundef %370)
  %371 = getelementptr inbounds %struct.HUF_DEltX2, ptr %26, i32 0, i32 1
  %372 = load i8, ptr %371, align 2
  %373 = zext i8 %372 to i32
  %374 = and i32 %373, 63
  %375 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %376 = load i64, ptr %375, align 8
  %377 = zext i32 %374 to i64
  %378 = shl i64 %376, %377
  store i64 %378, ptr %375, align 8
  %379 = getelementptr inbounds %struct.HUF_DEltX2, ptr %26, i32 0, i32 2
  %380 = load i8, ptr %379, align 1
  %381 = zext i8 %380 to i32
  %382 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %383 = load ptr, ptr %382, align 8
  %384 = sext i32 %381 to i64
  %385 = getelementptr inbounds i8, ptr %383, i64 %384
  store ptr %385, ptr %382, align 8
  br label %386

386:                                              ; preds = %358
  br label %387

387:                                              ; preds = %386
  %388 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %389 = load i64, ptr %388, align 8
  %390 = lshr i64 %389, 53
  %391 = trunc i64 %390 to i32
  store i32 %391, ptr %27, align 4
  %392 = load ptr, ptr %7, align 8
  %393 = load i32, ptr %27, align 4
  %394 = sext i32 %393 to i64
  %395 = getelementptr inbounds %struct.HUF_DEltX2, ptr %392, i64 %394
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %28, ptr align 2 %395, i64 4, i1 false)
  %396 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %397 = load ptr, ptr %396, align 8
  %398 = getelementptr inbounds %struct.HUF_DEltX2, ptr %28, i32 0, i32 0
  %399 = load i16, ptr %398, align 2
  call void @MEM_write16(ptr noundef %397, i16 noundef %399)
  %400 = getelementptr inbounds %struct.HUF_DEltX2, ptr %28, i32 0, i32 1
  %401 = load i8, ptr %400, align 2
  %402 = zext i8 %401 to i32
  %403 = and i32 %402, 63
  %404 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %405 = load i64, ptr %404, align 8
  %406 = zext i32 %403 to i64
  %407 = shl i64 %405, %406
  store i64 %407, ptr %404, align 8
  %408 = getelementptr inbounds %struct.HUF_DEltX2, ptr %28, i32 0, i32 2
  %409 = load i8, ptr %408, align 1
  %410 = zext i8 %409 to i32
  %411 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %412 = load ptr, ptr %411, align 8
  %413 = sext i32 %410 to i64
  %414 = getelementptr inbounds i8, ptr %412, i64 %413
  store ptr %414, ptr %411, align 8
  br label %415

415:                                              ; preds = %387
  br label %416

416:                                              ; preds = %415
  %417 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %418 = load i64, ptr %417, align 8
  %419 = lshr i64 %418, 53
  %420 = trunc i64 %419 to i32
  store i32 %420, ptr %29, align 4
  %421 = load ptr, ptr %7, align 8
  %422 = load i32, ptr %29, align 4
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds %struct.HUF_DEltX2, ptr %421, i64 %423
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %30, ptr align 2 %424, i64 4, i1 false)
  %425 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %426 = load ptr, ptr %425, align 8
  %427 = getelementptr inbounds %struct.HUF_DEltX2, ptr %30, i32 0, i32 0
  %428 = load i16, ptr %427, align 2
  call void @MEM_write16(ptr noundef %426, i16 noundef %428)
  %429 = getelementptr inbounds %struct.HUF_DEltX2, ptr %30, i32 0, i32 1
  %430 = load i8, ptr %429, align 2
  %431 = zext i8 %430 to i32
  %432 = and i32 %431, 63
  %433 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %434 = load i64, ptr %433, align 8
  %435 = zext i32 %432 to i64
  %436 = shl i64 %434, %435
  store i64 %436, ptr %433, align 8
  %437 = getelementptr inbounds %struct.HUF_DEltX2, ptr %30, i32 0, i32 2
  %438 = load i8, ptr %437, align 1
  %439 = zext i8 %438 to i32
  %440 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %441 = load ptr, ptr %440, align 8
  %442 = sext i32 %439 to i64
  %443 = getelementptr inbounds i8, ptr %441, i64 %442
  store ptr %443, ptr %440, align 8
  br label %444

444:                                              ; preds = %416
  br label %445

445:                                              ; preds = %444
  br label %446

446:                                              ; preds = %445
  br label %447

447:                                              ; preds = %446
  br label %448

448:                                              ; preds = %447
  br label %449

449:                                              ; preds = %448
  %450 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %451 = load i64, ptr %450, align 8
  %452 = lshr i64 %451, 53
  %453 = trunc i64 %452 to i32
  store i32 %453, ptr %31, align 4
  %454 = load ptr, ptr %7, align 8
  %455 = load i32, ptr %31, align 4
  %456 = sext i32 %455 to i64
  %457 = getelementptr inbounds %struct.HUF_DEltX2, ptr %454, i64 %456
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %32, ptr align 2 %457, i64 4, i1 false)
  %458 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %459 = load ptr, ptr %458, align 8
  %460 = getelementptr inbounds %struct.HUF_DEltX2, ptr %32, i32 0, i32 0
  %461 = load i16, ptr %460, align 2
  call void @MEM_write16(ptr noundef %459, i16 noundef %461)
  %462 = getelementptr inbounds %struct.HUF_DEltX2, ptr %32, i32 0, i32 1
  %463 = load i8, ptr %462, align 2
  %464 = zext i8 %463 to i32
  %465 = and i32 %464, 63
  %466 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %467 = load i64, ptr %466, align 8
  %468 = zext i32 %465 to i64
  %469 = shl i64 %467, %468
  store i64 %469, ptr %466, align 8
  %470 = getelementptr inbounds %struct.HUF_DEltX2, ptr %32, i32 0, i32 2
  %471 = load i8, ptr %470, align 1
  %472 = zext i8 %471 to i32
  %473 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %474 = load ptr, ptr %473, align 8
  %475 = sext i32 %472 to i64
  %476 = getelementptr inbounds i8, ptr %474, i64 %475
  store ptr %476, ptr %473, align 8
  br label %477

477:                                              ; preds = %449
  br label %478

478:                                              ; preds = %477
  %479 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %480 = load i64, ptr %479, align 8
  %481 = lshr i64 %480, 53
  %482 = trunc i64 %481 to i32
  store i32 %482, ptr %33, align 4
  %483 = load ptr, ptr %7, align 8
  %484 = load i32, ptr %33, align 4
  %485 = sext i32 %484 to i64
  %486 = getelementptr inbounds %struct.HUF_DEltX2, ptr %483, i64 %485
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %34, ptr align 2 %486, i64 4, i1 false)
  %487 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %488 = load ptr, ptr %487, align 8
  %489 = getelementptr inbounds %struct.HUF_DEltX2, ptr %34, i32 0, i32 0
  %490 = load i16, ptr %489, align 2
  call void @MEM_write16(ptr noundef %488, i16 noundef %490)
  %491 = getelementptr inbounds %struct.HUF_DEltX2, ptr %34, i32 0, i32 1
  %492 = load i8, ptr %491, align 2
  %493 = zext i8 %492 to i32
  %494 = and i32 %493, 63
  %495 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %496 = load i64, ptr %495, align 8
  %497 = zext i32 %494 to i64
  %498 = shl i64 %496, %497
  store i64 %498, ptr %495, align 8
  %499 = getelementptr inbounds %struct.HUF_DEltX2, ptr %34, i32 0, i32 2
  %500 = load i8, ptr %499, align 1
  %501 = zext i8 %500 to i32
  %502 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %503 = load ptr, ptr %502, align 8
  %504 = sext i32 %501 to i64
  %505 = getelementptr inbounds i8, ptr %503, i64 %504
  store ptr %505, ptr %502, align 8
  br label %506

506:                                              ; preds = %478
  br label %507

507:                                              ; preds = %506
  %508 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %509 = load i64, ptr %508, align 8
  %510 = lshr i64 %509, 53
  %511 = trunc i64 %510 to i32
  store i32 %511, ptr %35, align 4
  %512 = load ptr, ptr %7, align 8
  %513 = load i32, ptr %35, align 4
  %514 = sext i32 %513 to i64
  %515 = getelementptr inbounds %struct.HUF_DEltX2, ptr %512, i64 %514
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %36, ptr align 2 %515, i64 4, i1 false)
  %516 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %517 = load ptr, ptr %516, align 8
  %518 = getelementptr inbounds %struct.HUF_DEltX2, ptr %36, i32 0, i32 0
  %519 = load i16, ptr %518, align 2
  call void @MEM_write16(ptr noundef %517, i16 noundef %519)
  %520 = getelementptr inbounds %struct.HUF_DEltX2, ptr %36, i32 0, i32 1
  %521 = load i8, ptr %520, align 2
  %522 = zext i8 %521 to i32
  %523 = and i32 %522, 63
  %524 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %525 = load i64, ptr %524, align 8
  %526 = zext i32 %523 to i64
  %527 = shl i64 %525, %526
  store i64 %527, ptr %524, align 8
  %528 = getelementptr inbounds %struct.HUF_DEltX2, ptr %36, i32 0, i32 2
  %529 = load i8, ptr %528, align 1
  %530 = zext i8 %529 to i32
  %531 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %532 = load ptr, ptr %531, align 8
  %533 = sext i32 %530 to i64
  %534 = getelementptr inbounds i8, ptr %532, i64 %533
  store ptr %534, ptr %531, align 8
  br label %535

535:                                              ; preds = %507
  br label %536

536:                                              ; preds = %535
  br label %537

537:                                              ; preds = %536
  br label %538

538:                                              ; preds = %537
  br label %539

539:                                              ; preds = %538
  br label %540

540:                                              ; preds = %539
  %541 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %542 = load i64, ptr %541, align 8
  %543 = lshr i64 %542, 53
  %544 = trunc i64 %543 to i32
  store i32 %544, ptr %37, align 4
  %545 = load ptr, ptr %7, align 8
  %546 = load i32, ptr %37, align 4
  %547 = sext i32 %546 to i64
  %548 = getelementptr inbounds %struct.HUF_DEltX2, ptr %545, i64 %547
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %38, ptr align 2 %548, i64 4, i1 false)
  %549 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %550 = load ptr, ptr %549, align 8
  %551 = getelementptr inbounds %struct.HUF_DEltX2, ptr %38, i32 0, i32 0
  %552 = load i16, ptr %551, align 2
  call void @MEM_write16(ptr noundef %550, i16 noundef %552)
  %553 = getelementptr inbounds %struct.HUF_DEltX2, ptr %38, i32 0, i32 1
  %554 = load i8, ptr %553, align 2
  %555 = zext i8 %554 to i32
  %556 = and i32 %555, 63
  %557 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %558 = load i64, ptr %557, align 8
  %559 = zext i32 %556 to i64
  %560 = shl i64 %558, %559
  store i64 %560, ptr %557, align 8
  %561 = getelementptr inbounds %struct.HUF_DEltX2, ptr %38, i32 0, i32 2
  %562 = load i8, ptr %561, align 1
  %563 = zext i8 %562 to i32
  %564 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %565 = load ptr, ptr %564, align 8
  %566 = sext i32 %563 to i64
  %567 = getelementptr inbounds i8, ptr %565, i64 %566
  store ptr %567, ptr %564, align 8
  br label %568

568:                                              ; preds = %540
  br label %569

569:                                              ; preds = %568
  %570 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %571 = load i64, ptr %570, align 8
  %572 = lshr i64 %571, 53
  %573 = trunc i64 %572 to i32
  store i32 %573, ptr %39, align 4
  %574 = load ptr, ptr %7, align 8
  %575 = load i32, ptr %39, align 4
  %576 = sext i32 %575 to i64
  %577 = getelementptr inbounds %struct.HUF_DEltX2, ptr %574, i64 %576
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %40, ptr align 2 %577, i64 4, i1 false)
  %578 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %579 = load ptr, ptr %578, align 8
  %580 = getelementptr inbounds %struct.HUF_DEltX2, ptr %40, i32 0, i32 0
  %581 = load i16, ptr %580, align 2
  call void @MEM_write16(ptr noundef %579, i16 noundef %581)
  %582 = getelementptr inbounds %struct.HUF_DEltX2, ptr %40, i32 0, i32 1
  %583 = load i8, ptr %582, align 2
  %584 = zext i8 %583 to i32
  %585 = and i32 %584, 63
  %586 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %587 = load i64, ptr %586, align 8
  %588 = zext i32 %585 to i64
  %589 = shl i64 %587, %588
  store i64 %589, ptr %586, align 8
  %590 = getelementptr inbounds %struct.HUF_DEltX2, ptr %40, i32 0, i32 2
  %591 = load i8, ptr %590, align 1
  %592 = zext i8 %591 to i32
  %593 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %594 = load ptr, ptr %593, align 8
  %595 = sext i32 %592 to i64
  %596 = getelementptr inbounds i8, ptr %594, i64 %595
  store ptr %596, ptr %593, align 8
  br label %597

597:                                              ; preds = %569
  br label %598

598:                                              ; preds = %597
  %599 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %600 = load i64, ptr %599, align 8
  %601 = lshr i64 %600, 53
  %602 = trunc i64 %601 to i32
  store i32 %602, ptr %41, align 4
  %603 = load ptr, ptr %7, align 8
  %604 = load i32, ptr %41, align 4
  %605 = sext i32 %604 to i64
  %606 = getelementptr inbounds %struct.HUF_DEltX2, ptr %603, i64 %605
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %42, ptr align 2 %606, i64 4, i1 false)
  %607 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %608 = load ptr, ptr %607, align 8
  %609 = getelementptr inbounds %struct.HUF_DEltX2, ptr %42, i32 0, i32 0
  %610 = load i16, ptr %609, align 2
  call void @MEM_write16(ptr noundef %608, i16 noundef %610)
  %611 = getelementptr inbounds %struct.HUF_DEltX2, ptr %42, i32 0, i32 1
  %612 = load i8, ptr %611, align 2
  %613 = zext i8 %612 to i32
  %614 = and i32 %613, 63
  %615 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %616 = load i64, ptr %615, align 8
  %617 = zext i32 %614 to i64
  %618 = shl i64 %616, %617
  store i64 %618, ptr %615, align 8
  %619 = getelementptr inbounds %struct.HUF_DEltX2, ptr %42, i32 0, i32 2
  %620 = load i8, ptr %619, align 1
  %621 = zext i8 %620 to i32
  %622 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %623 = load ptr, ptr %622, align 8
  %624 = sext i32 %621 to i64
  %625 = getelementptr inbounds i8, ptr %623, i64 %624
  store ptr %625, ptr %622, align 8
  br label %626

626:                                              ; preds = %598
  br label %627

627:                                              ; preds = %626
  br label %628

628:                                              ; preds = %627
  br label %629

629:                                              ; preds = %628
  br label %630

630:                                              ; preds = %629
  %631 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %632 = load i64, ptr %631, align 8
  %633 = lshr i64 %632, 53
  %634 = trunc i64 %633 to i32
  store i32 %634, ptr %43, align 4
  %635 = load ptr, ptr %7, align 8
  %636 = load i32, ptr %43, align 4
  %637 = sext i32 %636 to i64
  %638 = getelementptr inbounds %struct.HUF_DEltX2, ptr %635, i64 %637
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %44, ptr align 2 %638, i64 4, i1 false)
  %639 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %640 = load ptr, ptr %639, align 8
  %641 = getelementptr inbounds %struct.HUF_DEltX2, ptr %44, i32 0, i32 0
  %642 = load i16, ptr %641, align 2
  call void @MEM_write16(ptr noundef %640, i16 noundef %642)
  %643 = getelementptr inbounds %struct.HUF_DEltX2, ptr %44, i32 0, i32 1
  %644 = load i8, ptr %643, align 2
  %645 = zext i8 %644 to i32
  %646 = and i32 %645, 63
  %647 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %648 = load i64, ptr %647, align 8
  %649 = zext i32 %646 to i64
  %650 = shl i64 %648, %649
  store i64 %650, ptr %647, align 8
  %651 = getelementptr inbounds %struct.HUF_DEltX2, ptr %44, i32 0, i32 2
  %652 = load i8, ptr %651, align 1
  %653 = zext i8 %652 to i32
  %654 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %655 = load ptr, ptr %654, align 8
  %656 = sext i32 %653 to i64
  %657 = getelementptr inbounds i8, ptr %655, i64 %656
  store ptr %657, ptr %654, align 8
  br label %658

658:                                              ; preds = %630
  br label %659

659:                                              ; preds = %658
  br label %660

660:                                              ; preds = %659
  br label %661

661:                                              ; preds = %660
  %662 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %663 = load i64, ptr %662, align 8
  %664 = lshr i64 %663, 53
  %665 = trunc i64 %664 to i32
  store i32 %665, ptr %45, align 4
  %666 = load ptr, ptr %7, align 8
  %667 = load i32, ptr %45, align 4
  %668 = sext i32 %667 to i64
  %669 = getelementptr inbounds %struct.HUF_DEltX2, ptr %666, i64 %668
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %46, ptr align 2 %669, i64 4, i1 false)
  %670 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %671 = load ptr, ptr %670, align 8
  %672 = getelementptr inbounds %struct.HUF_DEltX2, ptr %46, i32 0, i32 0
  %673 = load i16, ptr %672, align 2
  call void @MEM_write16(ptr noundef %671, i16 noundef %673)
  %674 = getelementptr inbounds %struct.HUF_DEltX2, ptr %46, i32 0, i32 1
  %675 = load i8, ptr %674, align 2
  %676 = zext i8 %675 to i32
  %677 = and i32 %676, 63
  %678 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %679 = load i64, ptr %678, align 8
  %680 = zext i32 %677 to i64
  %681 = shl i64 %679, %680
  store i64 %681, ptr %678, align 8
  %682 = getelementptr inbounds %struct.HUF_DEltX2, ptr %46, i32 0, i32 2
  %683 = load i8, ptr %682, align 1
  %684 = zext i8 %683 to i32
  %685 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %686 = load ptr, ptr %685, align 8
  %687 = sext i32 %684 to i64
  %688 = getelementptr inbounds i8, ptr %686, i64 %687
  store ptr %688, ptr %685, align 8
  br label %689

689:                                              ; preds = %661
  %690 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %691 = load i64, ptr %690, align 8
  %692 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %691)
  store i32 %692, ptr %47, align 4
  %693 = load i32, ptr %47, align 4
  %694 = and i32 %693, 7
  store i32 %694, ptr %48, align 4
  %695 = load i32, ptr %47, align 4
  %696 = ashr i32 %695, 3
  store i32 %696, ptr %49, align 4
  %697 = load i32, ptr %49, align 4
  %698 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %699 = load ptr, ptr %698, align 8
  %700 = sext i32 %697 to i64
  %701 = sub i64 0, %700
  %702 = getelementptr inbounds i8, ptr %699, i64 %701
  store ptr %702, ptr %698, align 8
  %703 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %704 = load ptr, ptr %703, align 8
  %705 = call i64 @MEM_read64(ptr noundef %704)
  %706 = or i64 %705, 1
  %707 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  store i64 %706, ptr %707, align 8
  %708 = load i32, ptr %48, align 4
  %709 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %710 = load i64, ptr %709, align 8
  %711 = zext i32 %708 to i64
  %712 = shl i64 %710, %711
  store i64 %712, ptr %709, align 8
  br label %713

713:                                              ; preds = %689
  br label %714

714:                                              ; preds = %713
  br label %715

715:                                              ; preds = %714
  %716 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %717 = load i64, ptr %716, align 8
  %718 = lshr i64 %717, 53
  %719 = trunc i64 %718 to i32
  store i32 %719, ptr %50, align 4
  %720 = load ptr, ptr %7, align 8
  %721 = load i32, ptr %50, align 4
  %722 = sext i32 %721 to i64
  %723 = getelementptr inbounds %struct.HUF_DEltX2, ptr %720, i64 %722
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %51, ptr align 2 %723, i64 4, i1 false)
  %724 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %725 = load ptr, ptr %724, align 8
  %726 = getelementptr inbounds %struct.HUF_DEltX2, ptr %51, i32 0, i32 0
  %727 = load i16, ptr %726, align 2
  call void @MEM_write16(ptr noundef %725, i16 noundef %727)
  %728 = getelementptr inbounds %struct.HUF_DEltX2, ptr %51, i32 0, i32 1
  %729 = load i8, ptr %728, align 2
  %730 = zext i8 %729 to i32
  %731 = and i32 %730, 63
  %732 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %733 = load i64, ptr %732, align 8
  %734 = zext i32 %731 to i64
  %735 = shl i64 %733, %734
  store i64 %735, ptr %732, align 8
  %736 = getelementptr inbounds %struct.HUF_DEltX2, ptr %51, i32 0, i32 2
  %737 = load i8, ptr %736, align 1
  %738 = zext i8 %737 to i32
  %739 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %740 = load ptr, ptr %739, align 8
  %741 = sext i32 %738 to i64
  %742 = getelementptr inbounds i8, ptr %740, i64 %741
  store ptr %742, ptr %739, align 8
  br label %743

743:                                              ; preds = %715
  %744 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %745 = load i64, ptr %744, align 8
  %746 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %745)
  store i32 %746, ptr %52, align 4
  %747 = load i32, ptr %52, align 4
  %748 = and i32 %747, 7
  store i32 %748, ptr %53, align 4
  %749 = load i32, ptr %52, align 4
  %750 = ashr i32 %749, 3
  store i32 %750, ptr %54, align 4
  %751 = load i32, ptr %54, align 4
  %752 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 1
  %753 = load ptr, ptr %752, align 8
  %754 = sext i32 %751 to i64
  %755 = sub i64 0, %754
  %756 = getelementptr inbounds i8, ptr %753, i64 %755
  store ptr %756, ptr %752, align 8
  %757 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 1
  %758 = load ptr, ptr %757, align 8
  %759 = call i64 @MEM_read64(ptr noundef %758)
  %760 = or i64 %759, 1
  %761 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  store i64 %760, ptr %761, align 8
  %762 = load i32, ptr %53, align 4
  %763 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %764 = load i64, ptr %763, align 8
  %765 = zext i32 %762 to i64
  %766 = shl i64 %764, %765
  store i64 %766, ptr %763, align 8
  br label %767

767:                                              ; preds = %743
  br label %768

768:                                              ; preds = %767
  br label %769

769:                                              ; preds = %768
  %770 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %771 = load i64, ptr %770, align 8
  %772 = lshr i64 %771, 53
  %773 = trunc i64 %772 to i32
  store i32 %773, ptr %55, align 4
  %774 = load ptr, ptr %7, align 8
  %775 = load i32, ptr %55, align 4
  %776 = sext i32 %775 to i64
  %777 = getelementptr inbounds %struct.HUF_DEltX2, ptr %774, i64 %776
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %56, ptr align 2 %777, i64 4, i1 false)
  %778 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %779 = load ptr, ptr %778, align 8
  %780 = getelementptr inbounds %struct.HUF_DEltX2, ptr %56, i32 0, i32 0
  %781 = load i16, ptr %780, align 2
  call void @MEM_write16(ptr noundef %779, i16 noundef %781)
  %782 = getelementptr inbounds %struct.HUF_DEltX2, ptr %56, i32 0, i32 1
  %783 = load i8, ptr %782, align 2
  %784 = zext i8 %783 to i32
  %785 = and i32 %784, 63
  %786 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %787 = load i64, ptr %786, align 8
  %788 = zext i32 %785 to i64
  %789 = shl i64 %787, %788
  store i64 %789, ptr %786, align 8
  %790 = getelementptr inbounds %struct.HUF_DEltX2, ptr %56, i32 0, i32 2
  %791 = load i8, ptr %790, align 1
  %792 = zext i8 %791 to i32
  %793 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %794 = load ptr, ptr %793, align 8
  %795 = sext i32 %792 to i64
  %796 = getelementptr inbounds i8, ptr %794, i64 %795
  store ptr %796, ptr %793, align 8
  br label %797

797:                                              ; preds = %769
  %798 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %799 = load i64, ptr %798, align 8
  %800 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %799)
  store i32 %800, ptr %57, align 4
  %801 = load i32, ptr %57, align 4
  %802 = and i32 %801, 7
  store i32 %802, ptr %58, align 4
  %803 = load i32, ptr %57, align 4
  %804 = ashr i32 %803, 3
  store i32 %804, ptr %59, align 4
  %805 = load i32, ptr %59, align 4
  %806 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 2
  %807 = load ptr, ptr %806, align 8
  %808 = sext i32 %805 to i64
  %809 = sub i64 0, %808
  %810 = getelementptr inbounds i8, ptr %807, i64 %809
  store ptr %810, ptr %806, align 8
  %811 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 2
  %812 = load ptr, ptr %811, align 8
  %813 = call i64 @MEM_read64(ptr noundef %812)
  %814 = or i64 %813, 1
  %815 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  store i64 %814, ptr %815, align 8
  %816 = load i32, ptr %58, align 4
  %817 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %818 = load i64, ptr %817, align 8
  %819 = zext i32 %816 to i64
  %820 = shl i64 %818, %819
  store i64 %820, ptr %817, align 8
  br label %821

821:                                              ; preds = %797
  br label %822

822:                                              ; preds = %821
  br label %823

823:                                              ; preds = %822
  %824 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %825 = load i64, ptr %824, align 8
  %826 = lshr i64 %825, 53
  %827 = trunc i64 %826 to i32
  store i32 %827, ptr %60, align 4
  %828 = load ptr, ptr %7, align 8
  %829 = load i32, ptr %60, align 4
  %830 = sext i32 %829 to i64
  %831 = getelementptr inbounds %struct.HUF_DEltX2, ptr %828, i64 %830
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %61, ptr align 2 %831, i64 4, i1 false)
  %832 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %833 = load ptr, ptr %832, align 8
  %834 = getelementptr inbounds %struct.HUF_DEltX2, ptr %61, i32 0, i32 0
  %835 = load i16, ptr %834, align 2
  call void @MEM_write16(ptr noundef %833, i16 noundef %835)
  %836 = getelementptr inbounds %struct.HUF_DEltX2, ptr %61, i32 0, i32 1
  %837 = load i8, ptr %836, align 2
  %838 = zext i8 %837 to i32
  %839 = and i32 %838, 63
  %840 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %841 = load i64, ptr %840, align 8
  %842 = zext i32 %839 to i64
  %843 = shl i64 %841, %842
  store i64 %843, ptr %840, align 8
  %844 = getelementptr inbounds %struct.HUF_DEltX2, ptr %61, i32 0, i32 2
  %845 = load i8, ptr %844, align 1
  %846 = zext i8 %845 to i32
  %847 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %848 = load ptr, ptr %847, align 8
  %849 = sext i32 %846 to i64
  %850 = getelementptr inbounds i8, ptr %848, i64 %849
  store ptr %850, ptr %847, align 8
  br label %851

851:                                              ; preds = %823
  %852 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %853 = load i64, ptr %852, align 8
  %854 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %853)
  store i32 %854, ptr %62, align 4
  %855 = load i32, ptr %62, align 4
  %856 = and i32 %855, 7
  store i32 %856, ptr %63, align 4
  %857 = load i32, ptr %62, align 4
  %858 = ashr i32 %857, 3
  store i32 %858, ptr %64, align 4
  %859 = load i32, ptr %64, align 4
  %860 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 3
  %861 = load ptr, ptr %860, align 8
  %862 = sext i32 %859 to i64
  %863 = sub i64 0, %862
  %864 = getelementptr inbounds i8, ptr %861, i64 %863
  store ptr %864, ptr %860, align 8
  %865 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 3
  %866 = load ptr, ptr %865, align 8
  %867 = call i64 @MEM_read64(ptr noundef %866)
  %868 = or i64 %867, 1
  %869 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  store i64 %868, ptr %869, align 8
  %870 = load i32, ptr %63, align 4
  %871 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %872 = load i64, ptr %871, align 8
  %873 = zext i32 %870 to i64
  %874 = shl i64 %872, %873
  store i64 %874, ptr %871, align 8
  br label %875

875:                                              ; preds = %851
  br label %876

876:                                              ; preds = %875
  br label %877

877:                                              ; preds = %876
  %878 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %879 = load ptr, ptr %878, align 8
  %880 = load ptr, ptr %9, align 8
  %881 = icmp ult ptr %879, %880
  br i1 %881, label %174, label %882, !llvm.loop !49

882:                                              ; preds = %877
  br label %90

883:                                              ; preds = %144
  br label %884

884:                                              ; preds = %883, %160
  %885 = load ptr, ptr %2, align 8
  %886 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %885, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %886, ptr align 8 %3, i64 32, i1 false)
  %887 = load ptr, ptr %2, align 8
  %888 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %887, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %888, ptr align 8 %4, i64 32, i1 false)
  %889 = load ptr, ptr %2, align 8
  %890 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %889, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %890, ptr align 8 %5, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X2_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca i32, align 4
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca i32, align 4
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca ptr, align 8
  %34 = alloca ptr, align 8
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca i64, align 8
  %38 = alloca ptr, align 8
  %39 = alloca ptr, align 8
  %40 = alloca ptr, align 8
  %41 = alloca i32, align 4
  %42 = alloca i64, align 8
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca ptr, align 8
  %49 = alloca ptr, align 8
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca i64, align 8
  %53 = alloca ptr, align 8
  %54 = alloca ptr, align 8
  %55 = alloca ptr, align 8
  %56 = alloca i32, align 4
  %57 = alloca i64, align 8
  %58 = alloca ptr, align 8
  %59 = alloca ptr, align 8
  %60 = alloca ptr, align 8
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca ptr, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i32, align 4
  %72 = alloca i64, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca ptr, align 8
  %81 = alloca i32, align 4
  %82 = alloca i64, align 8
  %83 = alloca ptr, align 8
  %84 = alloca ptr, align 8
  %85 = alloca ptr, align 8
  %86 = alloca i32, align 4
  %87 = alloca i64, align 8
  %88 = alloca ptr, align 8
  %89 = alloca ptr, align 8
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca i64, align 8
  %93 = alloca i32, align 4
  %94 = alloca ptr, align 8
  %95 = alloca i32, align 4
  %96 = alloca i32, align 4
  %97 = alloca i32, align 4
  %98 = alloca ptr, align 8
  %99 = alloca i32, align 4
  %100 = alloca i32, align 4
  %101 = alloca i32, align 4
  %102 = alloca ptr, align 8
  %103 = alloca i32, align 4
  %104 = alloca i32, align 4
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca i32, align 4
  %108 = alloca i32, align 4
  %109 = alloca ptr, align 8
  %110 = alloca ptr, align 8
  %111 = alloca ptr, align 8
  %112 = alloca ptr, align 8
  %113 = alloca i32, align 4
  %114 = alloca ptr, align 8
  %115 = alloca i64, align 8
  %116 = alloca ptr, align 8
  %117 = alloca i64, align 8
  %118 = alloca ptr, align 8
  %119 = alloca i64, align 8
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca ptr, align 8
  %123 = alloca ptr, align 8
  %124 = alloca ptr, align 8
  %125 = alloca %struct.HUF_DecompressFastArgs, align 8
  %126 = alloca i64, align 8
  %127 = alloca i64, align 8
  %128 = alloca i64, align 8
  %129 = alloca ptr, align 8
  %130 = alloca i32, align 4
  %131 = alloca %struct.BIT_DStream_t, align 8
  %132 = alloca i64, align 8
  store ptr %0, ptr %116, align 8
  store i64 %1, ptr %117, align 8
  store ptr %2, ptr %118, align 8
  store i64 %3, ptr %119, align 8
  store ptr %4, ptr %120, align 8
  store ptr %5, ptr %121, align 8
  %133 = load ptr, ptr %120, align 8
  %134 = getelementptr inbounds i32, ptr %133, i64 1
  store ptr %134, ptr %122, align 8
  %135 = load ptr, ptr %118, align 8
  store ptr %135, ptr %123, align 8
  %136 = load ptr, ptr %116, align 8
  %137 = load i64, ptr %117, align 8
  %138 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %136, i64 noundef %137)
  store ptr %138, ptr %124, align 8
  %139 = load ptr, ptr %116, align 8
  %140 = load i64, ptr %117, align 8
  %141 = load ptr, ptr %118, align 8
  %142 = load i64, ptr %119, align 8
  %143 = load ptr, ptr %120, align 8
  %144 = call i64 @HUF_DecompressFastArgs_init(ptr noundef %125, ptr noundef %139, i64 noundef %140, ptr noundef %141, i64 noundef %142, ptr noundef %143)
  store i64 %144, ptr %126, align 8
  br label %145

145:                                              ; preds = %6
  %146 = load i64, ptr %126, align 8
  store i64 %146, ptr %127, align 8
  %147 = load i64, ptr %127, align 8
  %148 = call i32 @ERR_isError(i64 noundef %147)
  %149 = icmp ne i32 %148, 0
  br i1 %149, label %150, label %160

150:                                              ; preds = %145
  br label %151

151:                                              ; preds = %150
  br label %152

152:                                              ; preds = %151
  br label %153

153:                                              ; preds = %152
  br label %154

154:                                              ; preds = %153
  br label %155

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155
  br label %157

157:                                              ; preds = %156
  br label %158

158:                                              ; preds = %157
  %159 = load i64, ptr %127, align 8
  store i64 %159, ptr %115, align 8
  br label %1091

160:                                              ; preds = %145
  br label %161

161:                                              ; preds = %160
  %162 = load i64, ptr %126, align 8
  %163 = icmp eq i64 %162, 0
  br i1 %163, label %164, label %165

164:                                              ; preds = %161
  store i64 0, ptr %115, align 8
  br label %1091

165:                                              ; preds = %161
  %166 = load ptr, ptr %121, align 8
  call void %166(ptr noundef %125)
  %167 = load ptr, ptr %123, align 8
  %168 = load i64, ptr %117, align 8
  %169 = add i64 %168, 3
  %170 = udiv i64 %169, 4
  store i64 %170, ptr %128, align 8
  %171 = load ptr, ptr %116, align 8
  store ptr %171, ptr %129, align 8
  store i32 0, ptr %130, align 4
  br label %172

172:                                              ; preds = %1086, %165
  %173 = load i32, ptr %130, align 4
  %174 = icmp slt i32 %173, 4
  br i1 %174, label %175, label %1089

175:                                              ; preds = %172
  %176 = load i64, ptr %128, align 8
  %177 = load ptr, ptr %124, align 8
  %178 = load ptr, ptr %129, align 8
  %179 = ptrtoint ptr %177 to i64
  %180 = ptrtoint ptr %178 to i64
  %181 = sub i64 %179, %180
  %182 = icmp ule i64 %176, %181
  br i1 %182, label %183, label %187

183:                                              ; preds = %175
  %184 = load i64, ptr %128, align 8
  %185 = load ptr, ptr %129, align 8
  %186 = getelementptr inbounds i8, ptr %185, i64 %184
  store ptr %186, ptr %129, align 8
  br label %189

187:                                              ; preds = %175
  %188 = load ptr, ptr %124, align 8
  store ptr %188, ptr %129, align 8
  br label %189

189:                                              ; preds = %187, %183
  br label %190

190:                                              ; preds = %189
  %191 = load i32, ptr %130, align 4
  %192 = load ptr, ptr %129, align 8
  %193 = call i64 @HUF_initRemainingDStream(ptr noundef %131, ptr noundef %125, i32 noundef %191, ptr noundef %192)
  store i64 %193, ptr %132, align 8
  %194 = load i64, ptr %132, align 8
  %195 = call i32 @ERR_isError(i64 noundef %194)
  %196 = icmp ne i32 %195, 0
  br i1 %196, label %197, label %207

197:                                              ; preds = %190
  br label %198

198:                                              ; preds = %197
  br label %199

199:                                              ; preds = %198
  br label %200

200:                                              ; preds = %199
  br label %201

201:                                              ; preds = %200
  br label %202

202:                                              ; preds = %201
  br label %203

203:                                              ; preds = %202
  br label %204

204:                                              ; preds = %203
  br label %205

205:                                              ; preds = %204
  %206 = load i64, ptr %132, align 8
  store i64 %206, ptr %115, align 8
  br label %1091

207:                                              ; preds = %190
  br label %208

208:                                              ; preds = %207
  %209 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %125, i32 0, i32 1
  %210 = load i32, ptr %130, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [4 x ptr], ptr %209, i64 0, i64 %211
  %213 = load ptr, ptr %212, align 8
  %214 = load ptr, ptr %129, align 8
  %215 = load ptr, ptr %122, align 8
  store ptr %213, ptr %109, align 8
  store ptr %131, ptr %110, align 8
  store ptr %214, ptr %111, align 8
  store ptr %215, ptr %112, align 8
  store i32 11, ptr %113, align 4
  %216 = load ptr, ptr %109, align 8
  store ptr %216, ptr %114, align 8
  %217 = load ptr, ptr %111, align 8
  %218 = load ptr, ptr %109, align 8
  %219 = ptrtoint ptr %217 to i64
  %220 = ptrtoint ptr %218 to i64
  %221 = sub i64 %219, %220
  %222 = icmp uge i64 %221, 8
  br i1 %222, label %223, label %730

223:                                              ; preds = %208
  %224 = load i32, ptr %113, align 4
  %225 = icmp ule i32 %224, 11
  br i1 %225, label %226, label %489

226:                                              ; preds = %223
  %227 = call i32 @MEM_64bits()
  %228 = icmp ne i32 %227, 0
  br i1 %228, label %229, label %489

229:                                              ; preds = %226
  br label %230

230:                                              ; preds = %327, %229
  %231 = load ptr, ptr %110, align 8
  store ptr %231, ptr %106, align 8
  %232 = load ptr, ptr %106, align 8
  %233 = getelementptr inbounds %struct.BIT_DStream_t, ptr %232, i32 0, i32 1
  %234 = load i32, ptr %233, align 8
  %235 = zext i32 %234 to i64
  %236 = icmp ugt i64 %235, 64
  %237 = zext i1 %236 to i32
  %238 = sext i32 %237 to i64
  br i1 %236, label %239, label %242

239:                                              ; preds = %230
  %240 = load ptr, ptr %106, align 8
  %241 = getelementptr inbounds %struct.BIT_DStream_t, ptr %240, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %241, align 8
  store i32 3, ptr %105, align 4
  br label %316

242:                                              ; preds = %230
  %243 = load ptr, ptr %106, align 8
  %244 = getelementptr inbounds %struct.BIT_DStream_t, ptr %243, i32 0, i32 2
  %245 = load ptr, ptr %244, align 8
  %246 = load ptr, ptr %106, align 8
  %247 = getelementptr inbounds %struct.BIT_DStream_t, ptr %246, i32 0, i32 4
  %248 = load ptr, ptr %247, align 8
  %249 = icmp uge ptr %245, %248
  br i1 %249, label %250, label %253

250:                                              ; preds = %242
  %251 = load ptr, ptr %106, align 8
  %252 = call i32 @BIT_reloadDStream_internal(ptr noundef %251)
  store i32 %252, ptr %105, align 4
  br label %316

253:                                              ; preds = %242
  %254 = load ptr, ptr %106, align 8
  %255 = getelementptr inbounds %struct.BIT_DStream_t, ptr %254, i32 0, i32 2
  %256 = load ptr, ptr %255, align 8
  %257 = load ptr, ptr %106, align 8
  %258 = getelementptr inbounds %struct.BIT_DStream_t, ptr %257, i32 0, i32 3
  %259 = load ptr, ptr %258, align 8
  %260 = icmp eq ptr %256, %259
  br i1 %260, label %261, label %269

261:                                              ; preds = %253
  %262 = load ptr, ptr %106, align 8
  %263 = getelementptr inbounds %struct.BIT_DStream_t, ptr %262, i32 0, i32 1
  %264 = load i32, ptr %263, align 8
  %265 = zext i32 %264 to i64
  %266 = icmp ult i64 %265, 64
  br i1 %266, label %267, label %268

267:                                              ; preds = %261
  store i32 1, ptr %105, align 4
  br label %316

268:                                              ; preds = %261
  store i32 2, ptr %105, align 4
  br label %316

269:                                              ; preds = %253
  %270 = load ptr, ptr %106, align 8
  %271 = getelementptr inbounds %struct.BIT_DStream_t, ptr %270, i32 0, i32 1
  %272 = load i32, ptr %271, align 8
  %273 = lshr i32 %272, 3
  store i32 %273, ptr %107, align 4
  store i32 0, ptr %108, align 4
  %274 = load ptr, ptr %106, align 8
  %275 = getelementptr inbounds %struct.BIT_DStream_t, ptr %274, i32 0, i32 2
  %276 = load ptr, ptr %275, align 8
  %277 = load i32, ptr %107, align 4
  %278 = zext i32 %277 to i64
  %279 = sub i64 0, %278
  %280 = getelementptr inbounds i8, ptr %276, i64 %279
  %281 = load ptr, ptr %106, align 8
  %282 = getelementptr inbounds %struct.BIT_DStream_t, ptr %281, i32 0, i32 3
  %283 = load ptr, ptr %282, align 8
  %284 = icmp ult ptr %280, %283
  br i1 %284, label %285, label %296

285:                                              ; preds = %269
  %286 = load ptr, ptr %106, align 8
  %287 = getelementptr inbounds %struct.BIT_DStream_t, ptr %286, i32 0, i32 2
  %288 = load ptr, ptr %287, align 8
  %289 = load ptr, ptr %106, align 8
  %290 = getelementptr inbounds %struct.BIT_DStream_t, ptr %289, i32 0, i32 3
  %291 = load ptr, ptr %290, align 8
  %292 = ptrtoint ptr %288 to i64
  %293 = ptrtoint ptr %291 to i64
  %294 = sub i64 %292, %293
  %295 = trunc i64 %294 to i32
  store i32 %295, ptr %107, align 4
  store i32 1, ptr %108, align 4
  br label %296

296:                                              ; preds = %285, %269
  %297 = load i32, ptr %107, align 4
  %298 = load ptr, ptr %106, align 8
  %299 = getelementptr inbounds %struct.BIT_DStream_t, ptr %298, i32 0, i32 2
  %300 = load ptr, ptr %299, align 8
  %301 = zext i32 %297 to i64
  %302 = sub i64 0, %301
  %303 = getelementptr inbounds i8, ptr %300, i64 %302
  store ptr %303, ptr %299, align 8
  %304 = load i32, ptr %107, align 4
  %305 = mul i32 %304, 8
  %306 = load ptr, ptr %106, align 8
  %307 = getelementptr inbounds %struct.BIT_DStream_t, ptr %306, i32 0, i32 1
  %308 = load i32, ptr %307, align 8
  %309 = sub i32 %308, %305
  store i32 %309, ptr %307, align 8
  %310 = load ptr, ptr %106, align 8
  %311 = getelementptr inbounds %struct.BIT_DStream_t, ptr %310, i32 0, i32 2
  %312 = load ptr, ptr %311, align 8
  %313 = call i64 @MEM_readLEST(ptr noundef %312)
  %314 = load ptr, ptr %106, align 8
  store i64 %313, ptr %314, align 8
  %315 = load i32, ptr %108, align 4
  store i32 %315, ptr %105, align 4
  br label %316

316:                                              ; preds = %239, %250, %267, %268, %296
  %317 = load i32, ptr %105, align 4
  %318 = icmp eq i32 %317, 0
  %319 = zext i1 %318 to i32
  %320 = load ptr, ptr %109, align 8
  %321 = load ptr, ptr %111, align 8
  %322 = getelementptr inbounds i8, ptr %321, i64 -9
  %323 = icmp ult ptr %320, %322
  %324 = zext i1 %323 to i32
  %325 = and i32 %319, %324
  %326 = icmp ne i32 %325, 0
  br i1 %326, label %327, label %488

327:                                              ; preds = %316
  %328 = load ptr, ptr %109, align 8
  %329 = load ptr, ptr %110, align 8
  %330 = load ptr, ptr %112, align 8
  %331 = load i32, ptr %113, align 4
  store ptr %328, ptr %68, align 8
  store ptr %329, ptr %69, align 8
  store ptr %330, ptr %70, align 8
  store i32 %331, ptr %71, align 4
  %332 = load ptr, ptr %69, align 8
  %333 = load i32, ptr %71, align 4
  %334 = call i64 @BIT_lookBitsFast(ptr noundef %332, i32 noundef %333)
  store i64 %334, ptr %72, align 8
  %335 = load ptr, ptr %68, align 8
  %336 = load ptr, ptr %70, align 8
  %337 = load i64, ptr %72, align 8
  %338 = getelementptr inbounds %struct.HUF_DEltX2, ptr %336, i64 %337
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %335, ptr align 2 %338, i64 2, i1 false)
  %339 = load ptr, ptr %69, align 8
  %340 = load ptr, ptr %70, align 8
  %341 = load i64, ptr %72, align 8
  %342 = getelementptr inbounds %struct.HUF_DEltX2, ptr %340, i64 %341
  %343 = getelementptr inbounds %struct.HUF_DEltX2, ptr %342, i32 0, i32 1
  %344 = load i8, ptr %343, align 2
  %345 = zext i8 %344 to i32
  store ptr %339, ptr %15, align 8
  store i32 %345, ptr %16, align 4
  %346 = load i32, ptr %16, align 4
  %347 = load ptr, ptr %15, align 8
  %348 = getelementptr inbounds %struct.BIT_DStream_t, ptr %347, i32 0, i32 1
  %349 = load i32, ptr %348, align 8
  %350 = add i32 %349, %346
  store i32 %350, ptr %348, align 8
  %351 = load ptr, ptr %70, align 8
  %352 = load i64, ptr %72, align 8
  %353 = getelementptr inbounds %struct.HUF_DEltX2, ptr %351, i64 %352
  %354 = getelementptr inbounds %struct.HUF_DEltX2, ptr %353, i32 0, i32 2
  %355 = load i8, ptr %354, align 1
  %356 = zext i8 %355 to i32
  %357 = load ptr, ptr %109, align 8
  %358 = zext i32 %356 to i64
  %359 = getelementptr inbounds i8, ptr %357, i64 %358
  store ptr %359, ptr %109, align 8
  %360 = load ptr, ptr %109, align 8
  %361 = load ptr, ptr %110, align 8
  %362 = load ptr, ptr %112, align 8
  %363 = load i32, ptr %113, align 4
  store ptr %360, ptr %73, align 8
  store ptr %361, ptr %74, align 8
  store ptr %362, ptr %75, align 8
  store i32 %363, ptr %76, align 4
  %364 = load ptr, ptr %74, align 8
  %365 = load i32, ptr %76, align 4
  %366 = call i64 @BIT_lookBitsFast(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %77, align 8
  %367 = load ptr, ptr %73, align 8
  %368 = load ptr, ptr %75, align 8
  %369 = load i64, ptr %77, align 8
  %370 = getelementptr inbounds %struct.HUF_DEltX2, ptr %368, i64 %369
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %367, ptr align 2 %370, i64 2, i1 false)
  %371 = load ptr, ptr %74, align 8
  %372 = load ptr, ptr %75, align 8
  %373 = load i64, ptr %77, align 8
  %374 = getelementptr inbounds %struct.HUF_DEltX2, ptr %372, i64 %373
  %375 = getelementptr inbounds %struct.HUF_DEltX2, ptr %374, i32 0, i32 1
  %376 = load i8, ptr %375, align 2
  %377 = zext i8 %376 to i32
  store ptr %371, ptr %13, align 8
  store i32 %377, ptr %14, align 4
  %378 = load i32, ptr %14, align 4
  %379 = load ptr, ptr %13, align 8
  %380 = getelementptr inbounds %struct.BIT_DStream_t, ptr %379, i32 0, i32 1
  %381 = load i32, ptr %380, align 8
  %382 = add i32 %381, %378
  store i32 %382, ptr %380, align 8
  %383 = load ptr, ptr %75, align 8
  %384 = load i64, ptr %77, align 8
  %385 = getelementptr inbounds %struct.HUF_DEltX2, ptr %383, i64 %384
  %386 = getelementptr inbounds %struct.HUF_DEltX2, ptr %385, i32 0, i32 2
  %387 = load i8, ptr %386, align 1
  %388 = zext i8 %387 to i32
  %389 = load ptr, ptr %109, align 8
  %390 = zext i32 %388 to i64
  %391 = getelementptr inbounds i8, ptr %389, i64 %390
  store ptr %391, ptr %109, align 8
  %392 = load ptr, ptr %109, align 8
  %393 = load ptr, ptr %110, align 8
  %394 = load ptr, ptr %112, align 8
  %395 = load i32, ptr %113, align 4
  store ptr %392, ptr %78, align 8
  store ptr %393, ptr %79, align 8
  store ptr %394, ptr %80, align 8
  store i32 %395, ptr %81, align 4
  %396 = load ptr, ptr %79, align 8
  %397 = load i32, ptr %81, align 4
  %398 = call i64 @BIT_lookBitsFast(ptr noundef %396, i32 noundef %397)
  store i64 %398, ptr %82, align 8
  %399 = load ptr, ptr %78, align 8
  %400 = load ptr, ptr %80, align 8
  %401 = load i64, ptr %82, align 8
  %402 = getelementptr inbounds %struct.HUF_DEltX2, ptr %400, i64 %401
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %399, ptr align 2 %402, i64 2, i1 false)
  %403 = load ptr, ptr %79, align 8
  %404 = load ptr, ptr %80, align 8
  %405 = load i64, ptr %82, align 8
  %406 = getelementptr inbounds %struct.HUF_DEltX2, ptr %404, i64 %405
  %407 = getelementptr inbounds %struct.HUF_DEltX2, ptr %406, i32 0, i32 1
  %408 = load i8, ptr %407, align 2
  %409 = zext i8 %408 to i32
  store ptr %403, ptr %11, align 8
  store i32 %409, ptr %12, align 4
  %410 = load i32, ptr %12, align 4
  %411 = load ptr, ptr %11, align 8
  %412 = getelementptr inbounds %struct.BIT_DStream_t, ptr %411, i32 0, i32 1
  %413 = load i32, ptr %412, align 8
  %414 = add i32 %413, %410
  store i32 %414, ptr %412, align 8
  %415 = load ptr, ptr %80, align 8
  %416 = load i64, ptr %82, align 8
  %417 = getelementptr inbounds %struct.HUF_DEltX2, ptr %415, i64 %416
  %418 = getelementptr inbounds %struct.HUF_DEltX2, ptr %417, i32 0, i32 2
  %419 = load i8, ptr %418, align 1
  %420 = zext i8 %419 to i32
  %421 = load ptr, ptr %109, align 8
  %422 = zext i32 %420 to i64
  %423 = getelementptr inbounds i8, ptr %421, i64 %422
  store ptr %423, ptr %109, align 8
  %424 = load ptr, ptr %109, align 8
  %425 = load ptr, ptr %110, align 8
  %426 = load ptr, ptr %112, align 8
  %427 = load i32, ptr %113, align 4
  store ptr %424, ptr %83, align 8
  store ptr %425, ptr %84, align 8
  store ptr %426, ptr %85, align 8
  store i32 %427, ptr %86, align 4
  %428 = load ptr, ptr %84, align 8
  %429 = load i32, ptr %86, align 4
  %430 = call i64 @BIT_lookBitsFast(ptr noundef %428, i32 noundef %429)
  store i64 %430, ptr %87, align 8
  %431 = load ptr, ptr %83, align 8
  %432 = load ptr, ptr %85, align 8
  %433 = load i64, ptr %87, align 8
  %434 = getelementptr inbounds %struct.HUF_DEltX2, ptr %432, i64 %433
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %431, ptr align 2 %434, i64 2, i1 false)
  %435 = load ptr, ptr %84, align 8
  %436 = load ptr, ptr %85, align 8
  %437 = load i64, ptr %87, align 8
  %438 = getelementptr inbounds %struct.HUF_DEltX2, ptr %436, i64 %437
  %439 = getelementptr inbounds %struct.HUF_DEltX2, ptr %438, i32 0, i32 1
  %440 = load i8, ptr %439, align 2
  %441 = zext i8 %440 to i32
  store ptr %435, ptr %9, align 8
  store i32 %441, ptr %10, align 4
  %442 = load i32, ptr %10, align 4
  %443 = load ptr, ptr %9, align 8
  %444 = getelementptr inbounds %struct.BIT_DStream_t, ptr %443, i32 0, i32 1
  %445 = load i32, ptr %444, align 8
  %446 = add i32 %445, %442
  store i32 %446, ptr %444, align 8
  %447 = load ptr, ptr %85, align 8
  %448 = load i64, ptr %87, align 8
  %449 = getelementptr inbounds %struct.HUF_DEltX2, ptr %447, i64 %448
  %450 = getelementptr inbounds %struct.HUF_DEltX2, ptr %449, i32 0, i32 2
  %451 = load i8, ptr %450, align 1
  %452 = zext i8 %451 to i32
  %453 = load ptr, ptr %109, align 8
  %454 = zext i32 %452 to i64
  %455 = getelementptr inbounds i8, ptr %453, i64 %454
  store ptr %455, ptr %109, align 8
  %456 = load ptr, ptr %109, align 8
  %457 = load ptr, ptr %110, align 8
  %458 = load ptr, ptr %112, align 8
  %459 = load i32, ptr %113, align 4
  store ptr %456, ptr %88, align 8
  store ptr %457, ptr %89, align 8
  store ptr %458, ptr %90, align 8
  store i32 %459, ptr %91, align 4
  %460 = load ptr, ptr %89, align 8
  %461 = load i32, ptr %91, align 4
  %462 = call i64 @BIT_lookBitsFast(ptr noundef %460, i32 noundef %461)
  store i64 %462, ptr %92, align 8
  %463 = load ptr, ptr %88, align 8
  %464 = load ptr, ptr %90, align 8
  %465 = load i64, ptr %92, align 8
  %466 = getelementptr inbounds %struct.HUF_DEltX2, ptr %464, i64 %465
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %463, ptr align 2 %466, i64 2, i1 false)
  %467 = load ptr, ptr %89, align 8
  %468 = load ptr, ptr %90, align 8
  %469 = load i64, ptr %92, align 8
  %470 = getelementptr inbounds %struct.HUF_DEltX2, ptr %468, i64 %469
  %471 = getelementptr inbounds %struct.HUF_DEltX2, ptr %470, i32 0, i32 1
  %472 = load i8, ptr %471, align 2
  %473 = zext i8 %472 to i32
  store ptr %467, ptr %7, align 8
  store i32 %473, ptr %8, align 4
  %474 = load i32, ptr %8, align 4
  %475 = load ptr, ptr %7, align 8
  %476 = getelementptr inbounds %struct.BIT_DStream_t, ptr %475, i32 0, i32 1
  %477 = load i32, ptr %476, align 8
  %478 = add i32 %477, %474
  store i32 %478, ptr %476, align 8
  %479 = load ptr, ptr %90, align 8
  %480 = load i64, ptr %92, align 8
  %481 = getelementptr inbounds %struct.HUF_DEltX2, ptr %479, i64 %480
  %482 = getelementptr inbounds %struct.HUF_DEltX2, ptr %481, i32 0, i32 2
  %483 = load i8, ptr %482, align 1
  %484 = zext i8 %483 to i32
  %485 = load ptr, ptr %109, align 8
  %486 = zext i32 %484 to i64
  %487 = getelementptr inbounds i8, ptr %485, i64 %486
  store ptr %487, ptr %109, align 8
  br label %230, !llvm.loop !29

488:                                              ; preds = %316
  br label %729

489:                                              ; preds = %226, %223
  br label %490

490:                                              ; preds = %695, %489
  %491 = load ptr, ptr %110, align 8
  store ptr %491, ptr %102, align 8
  %492 = load ptr, ptr %102, align 8
  %493 = getelementptr inbounds %struct.BIT_DStream_t, ptr %492, i32 0, i32 1
  %494 = load i32, ptr %493, align 8
  %495 = zext i32 %494 to i64
  %496 = icmp ugt i64 %495, 64
  %497 = zext i1 %496 to i32
  %498 = sext i32 %497 to i64
  br i1 %496, label %499, label %502

499:                                              ; preds = %490
  %500 = load ptr, ptr %102, align 8
  %501 = getelementptr inbounds %struct.BIT_DStream_t, ptr %500, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %501, align 8
  store i32 3, ptr %101, align 4
  br label %576

502:                                              ; preds = %490
  %503 = load ptr, ptr %102, align 8
  %504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %503, i32 0, i32 2
  %505 = load ptr, ptr %504, align 8
  %506 = load ptr, ptr %102, align 8
  %507 = getelementptr inbounds %struct.BIT_DStream_t, ptr %506, i32 0, i32 4
  %508 = load ptr, ptr %507, align 8
  %509 = icmp uge ptr %505, %508
  br i1 %509, label %510, label %513

510:                                              ; preds = %502
  %511 = load ptr, ptr %102, align 8
  %512 = call i32 @BIT_reloadDStream_internal(ptr noundef %511)
  store i32 %512, ptr %101, align 4
  br label %576

513:                                              ; preds = %502
  %514 = load ptr, ptr %102, align 8
  %515 = getelementptr inbounds %struct.BIT_DStream_t, ptr %514, i32 0, i32 2
  %516 = load ptr, ptr %515, align 8
  %517 = load ptr, ptr %102, align 8
  %518 = getelementptr inbounds %struct.BIT_DStream_t, ptr %517, i32 0, i32 3
  %519 = load ptr, ptr %518, align 8
  %520 = icmp eq ptr %516, %519
  br i1 %520, label %521, label %529

521:                                              ; preds = %513
  %522 = load ptr, ptr %102, align 8
  %523 = getelementptr inbounds %struct.BIT_DStream_t, ptr %522, i32 0, i32 1
  %524 = load i32, ptr %523, align 8
  %525 = zext i32 %524 to i64
  %526 = icmp ult i64 %525, 64
  br i1 %526, label %527, label %528

527:                                              ; preds = %521
  store i32 1, ptr %101, align 4
  br label %576

528:                                              ; preds = %521
  store i32 2, ptr %101, align 4
  br label %576

529:                                              ; preds = %513
  %530 = load ptr, ptr %102, align 8
  %531 = getelementptr inbounds %struct.BIT_DStream_t, ptr %530, i32 0, i32 1
  %532 = load i32, ptr %531, align 8
  %533 = lshr i32 %532, 3
  store i32 %533, ptr %103, align 4
  store i32 0, ptr %104, align 4
  %534 = load ptr, ptr %102, align 8
  %535 = getelementptr inbounds %struct.BIT_DStream_t, ptr %534, i32 0, i32 2
  %536 = load ptr, ptr %535, align 8
  %537 = load i32, ptr %103, align 4
  %538 = zext i32 %537 to i64
  %539 = sub i64 0, %538
  %540 = getelementptr inbounds i8, ptr %536, i64 %539
  %541 = load ptr, ptr %102, align 8
  %542 = getelementptr inbounds %struct.BIT_DStream_t, ptr %541, i32 0, i32 3
  %543 = load ptr, ptr %542, align 8
  %544 = icmp ult ptr %540, %543
  br i1 %544, label %545, label %556

545:                                              ; preds = %529
  %546 = load ptr, ptr %102, align 8
  %547 = getelementptr inbounds %struct.BIT_DStream_t, ptr %546, i32 0, i32 2
  %548 = load ptr, ptr %547, align 8
  %549 = load ptr, ptr %102, align 8
  %550 = getelementptr inbounds %struct.BIT_DStream_t, ptr %549, i32 0, i32 3
  %551 = load ptr, ptr %550, align 8
  %552 = ptrtoint ptr %548 to i64
  %553 = ptrtoint ptr %551 to i64
  %554 = sub i64 %552, %553
  %555 = trunc i64 %554 to i32
  store i32 %555, ptr %103, align 4
  store i32 1, ptr %104, align 4
  br label %556

556:                                              ; preds = %545, %529
  %557 = load i32, ptr %103, align 4
  %558 = load ptr, ptr %102, align 8
  %559 = getelementptr inbounds %struct.BIT_DStream_t, ptr %558, i32 0, i32 2
  %560 = load ptr, ptr %559, align 8
  %561 = zext i32 %557 to i64
  %562 = sub i64 0, %561
  %563 = getelementptr inbounds i8, ptr %560, i64 %562
  store ptr %563, ptr %559, align 8
  %564 = load i32, ptr %103, align 4
  %565 = mul i32 %564, 8
  %566 = load ptr, ptr %102, align 8
  %567 = getelementptr inbounds %struct.BIT_DStream_t, ptr %566, i32 0, i32 1
  %568 = load i32, ptr %567, align 8
  %569 = sub i32 %568, %565
  store i32 %569, ptr %567, align 8
  %570 = load ptr, ptr %102, align 8
  %571 = getelementptr inbounds %struct.BIT_DStream_t, ptr %570, i32 0, i32 2
  %572 = load ptr, ptr %571, align 8
  %573 = call i64 @MEM_readLEST(ptr noundef %572)
  %574 = load ptr, ptr %102, align 8
  store i64 %573, ptr %574, align 8
  %575 = load i32, ptr %104, align 4
  store i32 %575, ptr %101, align 4
  br label %576

576:                                              ; preds = %499, %510, %527, %528, %556
  %577 = load i32, ptr %101, align 4
  %578 = icmp eq i32 %577, 0
  %579 = zext i1 %578 to i32
  %580 = load ptr, ptr %109, align 8
  %581 = load ptr, ptr %111, align 8
  %582 = getelementptr inbounds i8, ptr %581, i64 -7
  %583 = icmp ult ptr %580, %582
  %584 = zext i1 %583 to i32
  %585 = and i32 %579, %584
  %586 = icmp ne i32 %585, 0
  br i1 %586, label %587, label %728

587:                                              ; preds = %576
  %588 = call i32 @MEM_64bits()
  %589 = icmp ne i32 %588, 0
  br i1 %589, label %590, label %623

590:                                              ; preds = %587
  %591 = load ptr, ptr %109, align 8
  %592 = load ptr, ptr %110, align 8
  %593 = load ptr, ptr %112, align 8
  %594 = load i32, ptr %113, align 4
  store ptr %591, ptr %63, align 8
  store ptr %592, ptr %64, align 8
  store ptr %593, ptr %65, align 8
  store i32 %594, ptr %66, align 4
  %595 = load ptr, ptr %64, align 8
  %596 = load i32, ptr %66, align 4
  %597 = call i64 @BIT_lookBitsFast(ptr noundef %595, i32 noundef %596)
  store i64 %597, ptr %67, align 8
  %598 = load ptr, ptr %63, align 8
  %599 = load ptr, ptr %65, align 8
  %600 = load i64, ptr %67, align 8
  %601 = getelementptr inbounds %struct.HUF_DEltX2, ptr %599, i64 %600
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %598, ptr align 2 %601, i64 2, i1 false)
  %602 = load ptr, ptr %64, align 8
  %603 = load ptr, ptr %65, align 8
  %604 = load i64, ptr %67, align 8
  %605 = getelementptr inbounds %struct.HUF_DEltX2, ptr %603, i64 %604
  %606 = getelementptr inbounds %struct.HUF_DEltX2, ptr %605, i32 0, i32 1
  %607 = load i8, ptr %606, align 2
  %608 = zext i8 %607 to i32
  store ptr %602, ptr %17, align 8
  store i32 %608, ptr %18, align 4
  %609 = load i32, ptr %18, align 4
  %610 = load ptr, ptr %17, align 8
  %611 = getelementptr inbounds %struct.BIT_DStream_t, ptr %610, i32 0, i32 1
  %612 = load i32, ptr %611, align 8
  %613 = add i32 %612, %609
  store i32 %613, ptr %611, align 8
  %614 = load ptr, ptr %65, align 8
  %615 = load i64, ptr %67, align 8
  %616 = getelementptr inbounds %struct.HUF_DEltX2, ptr %614, i64 %615
  %617 = getelementptr inbounds %struct.HUF_DEltX2, ptr %616, i32 0, i32 2
  %618 = load i8, ptr %617, align 1
  %619 = zext i8 %618 to i32
  %620 = load ptr, ptr %109, align 8
  %621 = zext i32 %619 to i64
  %622 = getelementptr inbounds i8, ptr %620, i64 %621
  store ptr %622, ptr %109, align 8
  br label %623

623:                                              ; preds = %590, %587
  %624 = call i32 @MEM_64bits()
  %625 = icmp ne i32 %624, 0
  br i1 %625, label %627, label %626

626:                                              ; preds = %623
  br label %627

627:                                              ; preds = %626, %623
  %628 = load ptr, ptr %109, align 8
  %629 = load ptr, ptr %110, align 8
  %630 = load ptr, ptr %112, align 8
  %631 = load i32, ptr %113, align 4
  store ptr %628, ptr %48, align 8
  store ptr %629, ptr %49, align 8
  store ptr %630, ptr %50, align 8
  store i32 %631, ptr %51, align 4
  %632 = load ptr, ptr %49, align 8
  %633 = load i32, ptr %51, align 4
  %634 = call i64 @BIT_lookBitsFast(ptr noundef %632, i32 noundef %633)
  store i64 %634, ptr %52, align 8
  %635 = load ptr, ptr %48, align 8
  %636 = load ptr, ptr %50, align 8
  %637 = load i64, ptr %52, align 8
  %638 = getelementptr inbounds %struct.HUF_DEltX2, ptr %636, i64 %637
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %635, ptr align 2 %638, i64 2, i1 false)
  %639 = load ptr, ptr %49, align 8
  %640 = load ptr, ptr %50, align 8
  %641 = load i64, ptr %52, align 8
  %642 = getelementptr inbounds %struct.HUF_DEltX2, ptr %640, i64 %641
  %643 = getelementptr inbounds %struct.HUF_DEltX2, ptr %642, i32 0, i32 1
  %644 = load i8, ptr %643, align 2
  %645 = zext i8 %644 to i32
  store ptr %639, ptr %23, align 8
  store i32 %645, ptr %24, align 4
  %646 = load i32, ptr %24, align 4
  %647 = load ptr, ptr %23, align 8
  %648 = getelementptr inbounds %struct.BIT_DStream_t, ptr %647, i32 0, i32 1
  %649 = load i32, ptr %648, align 8
  %650 = add i32 %649, %646
  store i32 %650, ptr %648, align 8
  %651 = load ptr, ptr %50, align 8
  %652 = load i64, ptr %52, align 8
  %653 = getelementptr inbounds %struct.HUF_DEltX2, ptr %651, i64 %652
  %654 = getelementptr inbounds %struct.HUF_DEltX2, ptr %653, i32 0, i32 2
  %655 = load i8, ptr %654, align 1
  %656 = zext i8 %655 to i32
  %657 = load ptr, ptr %109, align 8
  %658 = zext i32 %656 to i64
  %659 = getelementptr inbounds i8, ptr %657, i64 %658
  store ptr %659, ptr %109, align 8
  %660 = call i32 @MEM_64bits()
  %661 = icmp ne i32 %660, 0
  br i1 %661, label %662, label %695

662:                                              ; preds = %627
  %663 = load ptr, ptr %109, align 8
  %664 = load ptr, ptr %110, align 8
  %665 = load ptr, ptr %112, align 8
  %666 = load i32, ptr %113, align 4
  store ptr %663, ptr %58, align 8
  store ptr %664, ptr %59, align 8
  store ptr %665, ptr %60, align 8
  store i32 %666, ptr %61, align 4
  %667 = load ptr, ptr %59, align 8
  %668 = load i32, ptr %61, align 4
  %669 = call i64 @BIT_lookBitsFast(ptr noundef %667, i32 noundef %668)
  store i64 %669, ptr %62, align 8
  %670 = load ptr, ptr %58, align 8
  %671 = load ptr, ptr %60, align 8
  %672 = load i64, ptr %62, align 8
  %673 = getelementptr inbounds %struct.HUF_DEltX2, ptr %671, i64 %672
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %670, ptr align 2 %673, i64 2, i1 false)
  %674 = load ptr, ptr %59, align 8
  %675 = load ptr, ptr %60, align 8
  %676 = load i64, ptr %62, align 8
  %677 = getelementptr inbounds %struct.HUF_DEltX2, ptr %675, i64 %676
  %678 = getelementptr inbounds %struct.HUF_DEltX2, ptr %677, i32 0, i32 1
  %679 = load i8, ptr %678, align 2
  %680 = zext i8 %679 to i32
  store ptr %674, ptr %19, align 8
  store i32 %680, ptr %20, align 4
  %681 = load i32, ptr %20, align 4
  %682 = load ptr, ptr %19, align 8
  %683 = getelementptr inbounds %struct.BIT_DStream_t, ptr %682, i32 0, i32 1
  %684 = load i32, ptr %683, align 8
  %685 = add i32 %684, %681
  store i32 %685, ptr %683, align 8
  %686 = load ptr, ptr %60, align 8
  %687 = load i64, ptr %62, align 8
  %688 = getelementptr inbounds %struct.HUF_DEltX2, ptr %686, i64 %687
  %689 = getelementptr inbounds %struct.HUF_DEltX2, ptr %688, i32 0, i32 2
  %690 = load i8, ptr %689, align 1
  %691 = zext i8 %690 to i32
  %692 = load ptr, ptr %109, align 8
  %693 = zext i32 %691 to i64
  %694 = getelementptr inbounds i8, ptr %692, i64 %693
  store ptr %694, ptr %109, align 8
  br label %695

695:                                              ; preds = %662, %627
  %696 = load ptr, ptr %109, align 8
  %697 = load ptr, ptr %110, align 8
  %698 = load ptr, ptr %112, align 8
  %699 = load i32, ptr %113, align 4
  store ptr %696, ptr %53, align 8
  store ptr %697, ptr %54, align 8
  store ptr %698, ptr %55, align 8
  store i32 %699, ptr %56, align 4
  %700 = load ptr, ptr %54, align 8
  %701 = load i32, ptr %56, align 4
  %702 = call i64 @BIT_lookBitsFast(ptr noundef %700, i32 noundef %701)
  store i64 %702, ptr %57, align 8
  %703 = load ptr, ptr %53, align 8
  %704 = load ptr, ptr %55, align 8
  %705 = load i64, ptr %57, align 8
  %706 = getelementptr inbounds %struct.HUF_DEltX2, ptr %704, i64 %705
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %703, ptr align 2 %706, i64 2, i1 false)
  %707 = load ptr, ptr %54, align 8
  %708 = load ptr, ptr %55, align 8
  %709 = load i64, ptr %57, align 8
  %710 = getelementptr inbounds %struct.HUF_DEltX2, ptr %708, i64 %709
  %711 = getelementptr inbounds %struct.HUF_DEltX2, ptr %710, i32 0, i32 1
  %712 = load i8, ptr %711, align 2
  %713 = zext i8 %712 to i32
  store ptr %707, ptr %21, align 8
  store i32 %713, ptr %22, align 4
  %714 = load i32, ptr %22, align 4
  %715 = load ptr, ptr %21, align 8
  %716 = getelementptr inbounds %struct.BIT_DStream_t, ptr %715, i32 0, i32 1
  %717 = load i32, ptr %716, align 8
  %718 = add i32 %717, %714
  store i32 %718, ptr %716, align 8
  %719 = load ptr, ptr %55, align 8
  %720 = load i64, ptr %57, align 8
  %721 = getelementptr inbounds %struct.HUF_DEltX2, ptr %719, i64 %720
  %722 = getelementptr inbounds %struct.HUF_DEltX2, ptr %721, i32 0, i32 2
  %723 = load i8, ptr %722, align 1
  %724 = zext i8 %723 to i32
  %725 = load ptr, ptr %109, align 8
  %726 = zext i32 %724 to i64
  %727 = getelementptr inbounds i8, ptr %725, i64 %726
  store ptr %727, ptr %109, align 8
  br label %490, !llvm.loop !30

728:                                              ; preds = %576
  br label %729

729:                                              ; preds = %728, %488
  br label %818

730:                                              ; preds = %208
  %731 = load ptr, ptr %110, align 8
  store ptr %731, ptr %94, align 8
  %732 = load ptr, ptr %94, align 8
  %733 = getelementptr inbounds %struct.BIT_DStream_t, ptr %732, i32 0, i32 1
  %734 = load i32, ptr %733, align 8
  %735 = zext i32 %734 to i64
  %736 = icmp ugt i64 %735, 64
  %737 = zext i1 %736 to i32
  %738 = sext i32 %737 to i64
  br i1 %736, label %739, label %742

739:                                              ; preds = %730
  %740 = load ptr, ptr %94, align 8
  %741 = getelementptr inbounds %struct.BIT_DStream_t, ptr %740, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %741, align 8
  store i32 3, ptr %93, align 4
  br label %816

742:                                              ; preds = %730
  %743 = load ptr, ptr %94, align 8
  %744 = getelementptr inbounds %struct.BIT_DStream_t, ptr %743, i32 0, i32 2
  %745 = load ptr, ptr %744, align 8
  %746 = load ptr, ptr %94, align 8
  %747 = getelementptr inbounds %struct.BIT_DStream_t, ptr %746, i32 0, i32 4
  %748 = load ptr, ptr %747, align 8
  %749 = icmp uge ptr %745, %748
  br i1 %749, label %750, label %753

750:                                              ; preds = %742
  %751 = load ptr, ptr %94, align 8
  %752 = call i32 @BIT_reloadDStream_internal(ptr noundef %751)
  store i32 %752, ptr %93, align 4
  br label %816

753:                                              ; preds = %742
  %754 = load ptr, ptr %94, align 8
  %755 = getelementptr inbounds %struct.BIT_DStream_t, ptr %754, i32 0, i32 2
  %756 = load ptr, ptr %755, align 8
  %757 = load ptr, ptr %94, align 8
  %758 = getelementptr inbounds %struct.BIT_DStream_t, ptr %757, i32 0, i32 3
  %759 = load ptr, ptr %758, align 8
  %760 = icmp eq ptr %756, %759
  br i1 %760, label %761, label %769

761:                                              ; preds = %753
  %762 = load ptr, ptr %94, align 8
  %763 = getelementptr inbounds %struct.BIT_DStream_t, ptr %762, i32 0, i32 1
  %764 = load i32, ptr %763, align 8
  %765 = zext i32 %764 to i64
  %766 = icmp ult i64 %765, 64
  br i1 %766, label %767, label %768

767:                                              ; preds = %761
  store i32 1, ptr %93, align 4
  br label %816

768:                                              ; preds = %761
  store i32 2, ptr %93, align 4
  br label %816

769:                                              ; preds = %753
  %770 = load ptr, ptr %94, align 8
  %771 = getelementptr inbounds %struct.BIT_DStream_t, ptr %770, i32 0, i32 1
  %772 = load i32, ptr %771, align 8
  %773 = lshr i32 %772, 3
  store i32 %773, ptr %95, align 4
  store i32 0, ptr %96, align 4
  %774 = load ptr, ptr %94, align 8
  %775 = getelementptr inbounds %struct.BIT_DStream_t, ptr %774, i32 0, i32 2
  %776 = load ptr, ptr %775, align 8
  %777 = load i32, ptr %95, align 4
  %778 = zext i32 %777 to i64
  %779 = sub i64 0, %778
  %780 = getelementptr inbounds i8, ptr %776, i64 %779
  %781 = load ptr, ptr %94, align 8
  %782 = getelementptr inbounds %struct.BIT_DStream_t, ptr %781, i32 0, i32 3
  %783 = load ptr, ptr %782, align 8
  %784 = icmp ult ptr %780, %783
  br i1 %784, label %785, label %796

785:                                              ; preds = %769
  %786 = load ptr, ptr %94, align 8
  %787 = getelementptr inbounds %struct.BIT_DStream_t, ptr %786, i32 0, i32 2
  %788 = load ptr, ptr %787, align 8
  %789 = load ptr, ptr %94, align 8
  %790 = getelementptr inbounds %struct.BIT_DStream_t, ptr %789, i32 0, i32 3
  %791 = load ptr, ptr %790, align 8
  %792 = ptrtoint ptr %788 to i64
  %793 = ptrtoint ptr %791 to i64
  %794 = sub i64 %792, %793
  %795 = trunc i64 %794 to i32
  store i32 %795, ptr %95, align 4
  store i32 1, ptr %96, align 4
  br label %796

796:                                              ; preds = %785, %769
  %797 = load i32, ptr %95, align 4
  %798 = load ptr, ptr %94, align 8
  %799 = getelementptr inbounds %struct.BIT_DStream_t, ptr %798, i32 0, i32 2
  %800 = load ptr, ptr %799, align 8
  %801 = zext i32 %797 to i64
  %802 = sub i64 0, %801
  %803 = getelementptr inbounds i8, ptr %800, i64 %802
  store ptr %803, ptr %799, align 8
  %804 = load i32, ptr %95, align 4
  %805 = mul i32 %804, 8
  %806 = load ptr, ptr %94, align 8
  %807 = getelementptr inbounds %struct.BIT_DStream_t, ptr %806, i32 0, i32 1
  %808 = load i32, ptr %807, align 8
  %809 = sub i32 %808, %805
  store i32 %809, ptr %807, align 8
  %810 = load ptr, ptr %94, align 8
  %811 = getelementptr inbounds %struct.BIT_DStream_t, ptr %810, i32 0, i32 2
  %812 = load ptr, ptr %811, align 8
  %813 = call i64 @MEM_readLEST(ptr noundef %812)
  %814 = load ptr, ptr %94, align 8
  store i64 %813, ptr %814, align 8
  %815 = load i32, ptr %96, align 4
  store i32 %815, ptr %93, align 4
  br label %816

816:                                              ; preds = %739, %750, %767, %768, %796
  %817 = load i32, ptr %93, align 4
  br label %818

818:                                              ; preds = %816, %729
  %819 = load ptr, ptr %111, align 8
  %820 = load ptr, ptr %109, align 8
  %821 = ptrtoint ptr %819 to i64
  %822 = ptrtoint ptr %820 to i64
  %823 = sub i64 %821, %822
  %824 = icmp uge i64 %823, 2
  br i1 %824, label %825, label %996

825:                                              ; preds = %818
  br label %826

826:                                              ; preds = %923, %825
  %827 = load ptr, ptr %110, align 8
  store ptr %827, ptr %98, align 8
  %828 = load ptr, ptr %98, align 8
  %829 = getelementptr inbounds %struct.BIT_DStream_t, ptr %828, i32 0, i32 1
  %830 = load i32, ptr %829, align 8
  %831 = zext i32 %830 to i64
  %832 = icmp ugt i64 %831, 64
  %833 = zext i1 %832 to i32
  %834 = sext i32 %833 to i64
  br i1 %832, label %835, label %838

835:                                              ; preds = %826
  %836 = load ptr, ptr %98, align 8
  %837 = getelementptr inbounds %struct.BIT_DStream_t, ptr %836, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %837, align 8
  store i32 3, ptr %97, align 4
  br label %912

838:                                              ; preds = %826
  %839 = load ptr, ptr %98, align 8
  %840 = getelementptr inbounds %struct.BIT_DStream_t, ptr %839, i32 0, i32 2
  %841 = load ptr, ptr %840, align 8
  %842 = load ptr, ptr %98, align 8
  %843 = getelementptr inbounds %struct.BIT_DStream_t, ptr %842, i32 0, i32 4
  %844 = load ptr, ptr %843, align 8
  %845 = icmp uge ptr %841, %844
  br i1 %845, label %846, label %849

846:                                              ; preds = %838
  %847 = load ptr, ptr %98, align 8
  %848 = call i32 @BIT_reloadDStream_internal(ptr noundef %847)
  store i32 %848, ptr %97, align 4
  br label %912

849:                                              ; preds = %838
  %850 = load ptr, ptr %98, align 8
  %851 = getelementptr inbounds %struct.BIT_DStream_t, ptr %850, i32 0, i32 2
  %852 = load ptr, ptr %851, align 8
  %853 = load ptr, ptr %98, align 8
  %854 = getelementptr inbounds %struct.BIT_DStream_t, ptr %853, i32 0, i32 3
  %855 = load ptr, ptr %854, align 8
  %856 = icmp eq ptr %852, %855
  br i1 %856, label %857, label %865

857:                                              ; preds = %849
  %858 = load ptr, ptr %98, align 8
  %859 = getelementptr inbounds %struct.BIT_DStream_t, ptr %858, i32 0, i32 1
  %860 = load i32, ptr %859, align 8
  %861 = zext i32 %860 to i64
  %862 = icmp ult i64 %861, 64
  br i1 %862, label %863, label %864

863:                                              ; preds = %857
  store i32 1, ptr %97, align 4
  br label %912

864:                                              ; preds = %857
  store i32 2, ptr %97, align 4
  br label %912

865:                                              ; preds = %849
  %866 = load ptr, ptr %98, align 8
  %867 = getelementptr inbounds %struct.BIT_DStream_t, ptr %866, i32 0, i32 1
  %868 = load i32, ptr %867, align 8
  %869 = lshr i32 %868, 3
  store i32 %869, ptr %99, align 4
  store i32 0, ptr %100, align 4
  %870 = load ptr, ptr %98, align 8
  %871 = getelementptr inbounds %struct.BIT_DStream_t, ptr %870, i32 0, i32 2
  %872 = load ptr, ptr %871, align 8
  %873 = load i32, ptr %99, align 4
  %874 = zext i32 %873 to i64
  %875 = sub i64 0, %874
  %876 = getelementptr inbounds i8, ptr %872, i64 %875
  %877 = load ptr, ptr %98, align 8
  %878 = getelementptr inbounds %struct.BIT_DStream_t, ptr %877, i32 0, i32 3
  %879 = load ptr, ptr %878, align 8
  %880 = icmp ult ptr %876, %879
  br i1 %880, label %881, label %892

881:                                              ; preds = %865
  %882 = load ptr, ptr %98, align 8
  %883 = getelementptr inbounds %struct.BIT_DStream_t, ptr %882, i32 0, i32 2
  %884 = load ptr, ptr %883, align 8
  %885 = load ptr, ptr %98, align 8
  %886 = getelementptr inbounds %struct.BIT_DStream_t, ptr %885, i32 0, i32 3
  %887 = load ptr, ptr %886, align 8
  %888 = ptrtoint ptr %884 to i64
  %889 = ptrtoint ptr %887 to i64
  %890 = sub i64 %888, %889
  %891 = trunc i64 %890 to i32
  store i32 %891, ptr %99, align 4
  store i32 1, ptr %100, align 4
  br label %892

892:                                              ; preds = %881, %865
  %893 = load i32, ptr %99, align 4
  %894 = load ptr, ptr %98, align 8
  %895 = getelementptr inbounds %struct.BIT_DStream_t, ptr %894, i32 0, i32 2
  %896 = load ptr, ptr %895, align 8
  %897 = zext i32 %893 to i64
  %898 = sub i64 0, %897
  %899 = getelementptr inbounds i8, ptr %896, i64 %898
  store ptr %899, ptr %895, align 8
  %900 = load i32, ptr %99, align 4
  %901 = mul i32 %900, 8
  %902 = load ptr, ptr %98, align 8
  %903 = getelementptr inbounds %struct.BIT_DStream_t, ptr %902, i32 0, i32 1
  %904 = load i32, ptr %903, align 8
  %905 = sub i32 %904, %901
  store i32 %905, ptr %903, align 8
  %906 = load ptr, ptr %98, align 8
  %907 = getelementptr inbounds %struct.BIT_DStream_t, ptr %906, i32 0, i32 2
  %908 = load ptr, ptr %907, align 8
  %909 = call i64 @MEM_readLEST(ptr noundef %908)
  %910 = load ptr, ptr %98, align 8
  store i64 %909, ptr %910, align 8
  %911 = load i32, ptr %100, align 4
  store i32 %911, ptr %97, align 4
  br label %912

912:                                              ; preds = %835, %846, %863, %864, %892
  %913 = load i32, ptr %97, align 4
  %914 = icmp eq i32 %913, 0
  %915 = zext i1 %914 to i32
  %916 = load ptr, ptr %109, align 8
  %917 = load ptr, ptr %111, align 8
  %918 = getelementptr inbounds i8, ptr %917, i64 -2
  %919 = icmp ule ptr %916, %918
  %920 = zext i1 %919 to i32
  %921 = and i32 %915, %920
  %922 = icmp ne i32 %921, 0
  br i1 %922, label %923, label %956

923:                                              ; preds = %912
  %924 = load ptr, ptr %109, align 8
  %925 = load ptr, ptr %110, align 8
  %926 = load ptr, ptr %112, align 8
  %927 = load i32, ptr %113, align 4
  store ptr %924, ptr %43, align 8
  store ptr %925, ptr %44, align 8
  store ptr %926, ptr %45, align 8
  store i32 %927, ptr %46, align 4
  %928 = load ptr, ptr %44, align 8
  %929 = load i32, ptr %46, align 4
  %930 = call i64 @BIT_lookBitsFast(ptr noundef %928, i32 noundef %929)
  store i64 %930, ptr %47, align 8
  %931 = load ptr, ptr %43, align 8
  %932 = load ptr, ptr %45, align 8
  %933 = load i64, ptr %47, align 8
  %934 = getelementptr inbounds %struct.HUF_DEltX2, ptr %932, i64 %933
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %931, ptr align 2 %934, i64 2, i1 false)
  %935 = load ptr, ptr %44, align 8
  %936 = load ptr, ptr %45, align 8
  %937 = load i64, ptr %47, align 8
  %938 = getelementptr inbounds %struct.HUF_DEltX2, ptr %936, i64 %937
  %939 = getelementptr inbounds %struct.HUF_DEltX2, ptr %938, i32 0, i32 1
  %940 = load i8, ptr %939, align 2
  %941 = zext i8 %940 to i32
  store ptr %935, ptr %25, align 8
  store i32 %941, ptr %26, align 4
  %942 = load i32, ptr %26, align 4
  %943 = load ptr, ptr %25, align 8
  %944 = getelementptr inbounds %struct.BIT_DStream_t, ptr %943, i32 0, i32 1
  %945 = load i32, ptr %944, align 8
  %946 = add i32 %945, %942
  store i32 %946, ptr %944, align 8
  %947 = load ptr, ptr %45, align 8
  %948 = load i64, ptr %47, align 8
  %949 = getelementptr inbounds %struct.HUF_DEltX2, ptr %947, i64 %948
  %950 = getelementptr inbounds %struct.HUF_DEltX2, ptr %949, i32 0, i32 2
  %951 = load i8, ptr %950, align 1
  %952 = zext i8 %951 to i32
  %953 = load ptr, ptr %109, align 8
  %954 = zext i32 %952 to i64
  %955 = getelementptr inbounds i8, ptr %953, i64 %954
  store ptr %955, ptr %109, align 8
  br label %826, !llvm.loop !31

956:                                              ; preds = %912
  br label %957

957:                                              ; preds = %962, %956
  %958 = load ptr, ptr %109, align 8
  %959 = load ptr, ptr %111, align 8
  %960 = getelementptr inbounds i8, ptr %959, i64 -2
  %961 = icmp ule ptr %958, %960
  br i1 %961, label %962, label %995

962:                                              ; preds = %957
  %963 = load ptr, ptr %109, align 8
  %964 = load ptr, ptr %110, align 8
  %965 = load ptr, ptr %112, align 8
  %966 = load i32, ptr %113, align 4
  store ptr %963, ptr %38, align 8
  store ptr %964, ptr %39, align 8
  store ptr %965, ptr %40, align 8
  store i32 %966, ptr %41, align 4
  %967 = load ptr, ptr %39, align 8
  %968 = load i32, ptr %41, align 4
  %969 = call i64 @BIT_lookBitsFast(ptr noundef %967, i32 noundef %968)
  store i64 %969, ptr %42, align 8
  %970 = load ptr, ptr %38, align 8
  %971 = load ptr, ptr %40, align 8
  %972 = load i64, ptr %42, align 8
  %973 = getelementptr inbounds %struct.HUF_DEltX2, ptr %971, i64 %972
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %970, ptr align 2 %973, i64 2, i1 false)
  %974 = load ptr, ptr %39, align 8
  %975 = load ptr, ptr %40, align 8
  %976 = load i64, ptr %42, align 8
  %977 = getelementptr inbounds %struct.HUF_DEltX2, ptr %975, i64 %976
  %978 = getelementptr inbounds %struct.HUF_DEltX2, ptr %977, i32 0, i32 1
  %979 = load i8, ptr %978, align 2
  %980 = zext i8 %979 to i32
  store ptr %974, ptr %27, align 8
  store i32 %980, ptr %28, align 4
  %981 = load i32, ptr %28, align 4
  %982 = load ptr, ptr %27, align 8
  %983 = getelementptr inbounds %struct.BIT_DStream_t, ptr %982, i32 0, i32 1
  %984 = load i32, ptr %983, align 8
  %985 = add i32 %984, %981
  store i32 %985, ptr %983, align 8
  %986 = load ptr, ptr %40, align 8
  %987 = load i64, ptr %42, align 8
  %988 = getelementptr inbounds %struct.HUF_DEltX2, ptr %986, i64 %987
  %989 = getelementptr inbounds %struct.HUF_DEltX2, ptr %988, i32 0, i32 2
  %990 = load i8, ptr %989, align 1
  %991 = zext i8 %990 to i32
  %992 = load ptr, ptr %109, align 8
  %993 = zext i32 %991 to i64
  %994 = getelementptr inbounds i8, ptr %992, i64 %993
  store ptr %994, ptr %109, align 8
  br label %957, !llvm.loop !32

995:                                              ; preds = %957
  br label %996

996:                                              ; preds = %995, %818
  %997 = load ptr, ptr %109, align 8
  %998 = load ptr, ptr %111, align 8
  %999 = icmp ult ptr %997, %998
  br i1 %999, label %1000, label %1065

1000:                                             ; preds = %996
  %1001 = load ptr, ptr %109, align 8
  %1002 = load ptr, ptr %110, align 8
  %1003 = load ptr, ptr %112, align 8
  %1004 = load i32, ptr %113, align 4
  store ptr %1001, ptr %33, align 8
  store ptr %1002, ptr %34, align 8
  store ptr %1003, ptr %35, align 8
  store i32 %1004, ptr %36, align 4
  %1005 = load ptr, ptr %34, align 8
  %1006 = load i32, ptr %36, align 4
  %1007 = call i64 @BIT_lookBitsFast(ptr noundef %1005, i32 noundef %1006)
  store i64 %1007, ptr %37, align 8
  %1008 = load ptr, ptr %33, align 8
  %1009 = load ptr, ptr %35, align 8
  %1010 = load i64, ptr %37, align 8
  %1011 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1009, i64 %1010
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %1008, ptr align 2 %1011, i64 1, i1 false)
  %1012 = load ptr, ptr %35, align 8
  %1013 = load i64, ptr %37, align 8
  %1014 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1012, i64 %1013
  %1015 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1014, i32 0, i32 2
  %1016 = load i8, ptr %1015, align 1
  %1017 = zext i8 %1016 to i32
  %1018 = icmp eq i32 %1017, 1
  br i1 %1018, label %1019, label %1032

1019:                                             ; preds = %1000
  %1020 = load ptr, ptr %34, align 8
  %1021 = load ptr, ptr %35, align 8
  %1022 = load i64, ptr %37, align 8
  %1023 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1021, i64 %1022
  %1024 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1023, i32 0, i32 1
  %1025 = load i8, ptr %1024, align 2
  %1026 = zext i8 %1025 to i32
  store ptr %1020, ptr %31, align 8
  store i32 %1026, ptr %32, align 4
  %1027 = load i32, ptr %32, align 4
  %1028 = load ptr, ptr %31, align 8
  %1029 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1028, i32 0, i32 1
  %1030 = load i32, ptr %1029, align 8
  %1031 = add i32 %1030, %1027
  store i32 %1031, ptr %1029, align 8
  br label %1061

1032:                                             ; preds = %1000
  %1033 = load ptr, ptr %34, align 8
  %1034 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1033, i32 0, i32 1
  %1035 = load i32, ptr %1034, align 8
  %1036 = zext i32 %1035 to i64
  %1037 = icmp ult i64 %1036, 64
  br i1 %1037, label %1038, label %1060

1038:                                             ; preds = %1032
  %1039 = load ptr, ptr %34, align 8
  %1040 = load ptr, ptr %35, align 8
  %1041 = load i64, ptr %37, align 8
  %1042 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1040, i64 %1041
  %1043 = getelementptr inbounds %struct.HUF_DEltX2, ptr %1042, i32 0, i32 1
  %1044 = load i8, ptr %1043, align 2
  %1045 = zext i8 %1044 to i32
  store ptr %1039, ptr %29, align 8
  store i32 %1045, ptr %30, align 4
  %1046 = load i32, ptr %30, align 4
  %1047 = load ptr, ptr %29, align 8
  %1048 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1047, i32 0, i32 1
  %1049 = load i32, ptr %1048, align 8
  %1050 = add i32 %1049, %1046
  store i32 %1050, ptr %1048, align 8
  %1051 = load ptr, ptr %34, align 8
  %1052 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1051, i32 0, i32 1
  %1053 = load i32, ptr %1052, align 8
  %1054 = zext i32 %1053 to i64
  %1055 = icmp ugt i64 %1054, 64
  br i1 %1055, label %1056, label %1059

1056:                                             ; preds = %1038
  %1057 = load ptr, ptr %34, align 8
  %1058 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1057, i32 0, i32 1
  store i32 64, ptr %1058, align 8
  br label %1059

1059:                                             ; preds = %1056, %1038
  br label %1060

1060:                                             ; preds = %1059, %1032
  br label %1061

1061:                                             ; preds = %1019, %1060
  %1062 = load ptr, ptr %109, align 8
  %1063 = zext i32 1 to i64
  %1064 = getelementptr inbounds i8, ptr %1062, i64 %1063
  store ptr %1064, ptr %109, align 8
  br label %1065

1065:                                             ; preds = %996, %1061
  %1066 = load ptr, ptr %109, align 8
  %1067 = load ptr, ptr %114, align 8
  %1068 = ptrtoint ptr %1066 to i64
  %1069 = ptrtoint ptr %1067 to i64
  %1070 = sub i64 %1068, %1069
  %1071 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %125, i32 0, i32 1
  %1072 = load i32, ptr %130, align 4
  %1073 = sext i32 %1072 to i64
  %1074 = getelementptr inbounds [4 x ptr], ptr %1071, i64 0, i64 %1073
  %1075 = load ptr, ptr %1074, align 8
  %1076 = getelementptr inbounds i8, ptr %1075, i64 %1070
  store ptr %1076, ptr %1074, align 8
  %1077 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %125, i32 0, i32 1
  %1078 = load i32, ptr %130, align 4
  %1079 = sext i32 %1078 to i64
  %1080 = getelementptr inbounds [4 x ptr], ptr %1077, i64 0, i64 %1079
  %1081 = load ptr, ptr %1080, align 8
  %1082 = load ptr, ptr %129, align 8
  %1083 = icmp ne ptr %1081, %1082
  br i1 %1083, label %1084, label %1085

1084:                                             ; preds = %1065
  store i64 -20, ptr %115, align 8
  br label %1091

1085:                                             ; preds = %1065
  br label %1086

1086:                                             ; preds = %1085
  %1087 = load i32, ptr %130, align 4
  %1088 = add nsw i32 %1087, 1
  store i32 %1088, ptr %130, align 4
  br label %172, !llvm.loop !50

1089:                                             ; preds = %172
  %1090 = load i64, ptr %117, align 8
  store i64 %1090, ptr %115, align 8
  br label %1091

1091:                                             ; preds = %1089, %1084, %205, %164, %158
  %1092 = load i64, ptr %115, align 8
  ret i64 %1092
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_readLE16(ptr noundef %0) #0 {
  %2 = alloca i16, align 2
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %5 = call i32 @MEM_isLittleEndian()
  %6 = icmp ne i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %1
  %8 = load ptr, ptr %3, align 8
  %9 = call i16 @MEM_read16(ptr noundef %8)
  store i16 %9, ptr %2, align 2
  br label %23

10:                                               ; preds = %1
  %11 = load ptr, ptr %3, align 8
  store ptr %11, ptr %4, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds i8, ptr %12, i64 0
  %14 = load i8, ptr %13, align 1
  %15 = zext i8 %14 to i32
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds i8, ptr %16, i64 1
  %18 = load i8, ptr %17, align 1
  %19 = zext i8 %18 to i32
  %20 = shl i32 %19, 8
  %21 = add nsw i32 %15, %20
  %22 = trunc i32 %21 to i16
  store i16 %22, ptr %2, align 2
  br label %23

23:                                               ; preds = %10, %7
  %24 = load i16, ptr %2, align 2
  ret i16 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @BIT_reloadDStreamFast(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %4 = load ptr, ptr %3, align 8
  %5 = getelementptr inbounds %struct.BIT_DStream_t, ptr %4, i32 0, i32 2
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = getelementptr inbounds %struct.BIT_DStream_t, ptr %7, i32 0, i32 4
  %9 = load ptr, ptr %8, align 8
  %10 = icmp ult ptr %6, %9
  %11 = zext i1 %10 to i32
  %12 = sext i32 %11 to i64
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %15

14:                                               ; preds = %1
  store i32 3, ptr %2, align 4
  br label %18

15:                                               ; preds = %1
  %16 = load ptr, ptr %3, align 8
  %17 = call i32 @BIT_reloadDStream_internal(ptr noundef %16)
  store i32 %17, ptr %2, align 4
  br label %18

18:                                               ; preds = %15, %14
  %19 = load i32, ptr %2, align 4
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i16 @MEM_read16(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i16, ptr %3, align 1
  ret i16 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @MEM_write16(ptr noundef %0, i16 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store i16 %1, ptr %4, align 2
  %5 = load i16, ptr %4, align 2
  %6 = load ptr, ptr %3, align 8
  store i16 %5, ptr %6, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ZSTD_countTrailingZeros64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = call i64 @llvm.cttz.i64(i64 %3, i1 false)
  %5 = trunc i64 %4 to i32
  ret i32 %5
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_DecompressFastArgs_init(ptr noundef %0, ptr noundef %1, i64 noundef %2, ptr noundef %3, i64 noundef %4, ptr noundef %5) #0 {
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i64, align 8
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.DTableDesc, align 1
  %17 = alloca ptr, align 8
  %18 = alloca ptr, align 8
  %19 = alloca i64, align 8
  %20 = alloca i64, align 8
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  store ptr %0, ptr %8, align 8
  store ptr %1, ptr %9, align 8
  store i64 %2, ptr %10, align 8
  store ptr %3, ptr %11, align 8
  store i64 %4, ptr %12, align 8
  store ptr %5, ptr %13, align 8
  %23 = load ptr, ptr %13, align 8
  %24 = getelementptr inbounds i32, ptr %23, i64 1
  store ptr %24, ptr %14, align 8
  %25 = load ptr, ptr %13, align 8
  %26 = call i32 @HUF_getDTableDesc(ptr noundef %25)
  store i32 %26, ptr %16, align 1
  %27 = getelementptr inbounds %struct.DTableDesc, ptr %16, i32 0, i32 2
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  store i32 %29, ptr %15, align 4
  %30 = load ptr, ptr %11, align 8
  store ptr %30, ptr %17, align 8
  %31 = load ptr, ptr %9, align 8
  %32 = load i64, ptr %10, align 8
  %33 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %31, i64 noundef %32)
  store ptr %33, ptr %18, align 8
  %34 = call i32 @MEM_isLittleEndian()
  %35 = icmp ne i32 %34, 0
  br i1 %35, label %36, label %39

36:                                               ; preds = %6
  %37 = call i32 @MEM_32bits()
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %40

39:                                               ; preds = %36, %6
  store i64 0, ptr %7, align 8
  br label %239

40:                                               ; preds = %36
  %41 = load i64, ptr %10, align 8
  %42 = icmp eq i64 %41, 0
  br i1 %42, label %43, label %44

43:                                               ; preds = %40
  store i64 0, ptr %7, align 8
  br label %239

44:                                               ; preds = %40
  %45 = load i64, ptr %12, align 8
  %46 = icmp ult i64 %45, 10
  br i1 %46, label %47, label %48

47:                                               ; preds = %44
  store i64 -20, ptr %7, align 8
  br label %239

48:                                               ; preds = %44
  %49 = load i32, ptr %15, align 4
  %50 = icmp ne i32 %49, 11
  br i1 %50, label %51, label %52

51:                                               ; preds = %48
  store i64 0, ptr %7, align 8
  br label %239

52:                                               ; preds = %48
  %53 = load ptr, ptr %17, align 8
  %54 = call i16 @MEM_readLE16(ptr noundef %53)
  %55 = zext i16 %54 to i64
  store i64 %55, ptr %19, align 8
  %56 = load ptr, ptr %17, align 8
  %57 = getelementptr inbounds i8, ptr %56, i64 2
  %58 = call i16 @MEM_readLE16(ptr noundef %57)
  %59 = zext i16 %58 to i64
  store i64 %59, ptr %20, align 8
  %60 = load ptr, ptr %17, align 8
  %61 = getelementptr inbounds i8, ptr %60, i64 4
  %62 = call i16 @MEM_readLE16(ptr noundef %61)
  %63 = zext i16 %62 to i64
  store i64 %63, ptr %21, align 8
  %64 = load i64, ptr %12, align 8
  %65 = load i64, ptr %19, align 8
  %66 = load i64, ptr %20, align 8
  %67 = add i64 %65, %66
  %68 = load i64, ptr %21, align 8
  %69 = add i64 %67, %68
  %70 = add i64 %69, 6
  %71 = sub i64 %64, %70
  store i64 %71, ptr %22, align 8
  %72 = load ptr, ptr %17, align 8
  %73 = getelementptr inbounds i8, ptr %72, i64 6
  %74 = load ptr, ptr %8, align 8
  %75 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %74, i32 0, i32 6
  %76 = getelementptr inbounds [4 x ptr], ptr %75, i64 0, i64 0
  store ptr %73, ptr %76, align 8
  %77 = load ptr, ptr %8, align 8
  %78 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %77, i32 0, i32 6
  %79 = getelementptr inbounds [4 x ptr], ptr %78, i64 0, i64 0
  %80 = load ptr, ptr %79, align 8
  %81 = load i64, ptr %19, align 8
  %82 = getelementptr inbounds i8, ptr %80, i64 %81
  %83 = load ptr, ptr %8, align 8
  %84 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %83, i32 0, i32 6
  %85 = getelementptr inbounds [4 x ptr], ptr %84, i64 0, i64 1
  store ptr %82, ptr %85, align 8
  %86 = load ptr, ptr %8, align 8
  %87 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %86, i32 0, i32 6
  %88 = getelementptr inbounds [4 x ptr], ptr %87, i64 0, i64 1
  %89 = load ptr, ptr %88, align 8
  %90 = load i64, ptr %20, align 8
  %91 = getelementptr inbounds i8, ptr %89, i64 %90
  %92 = load ptr, ptr %8, align 8
  %93 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %92, i32 0, i32 6
  %94 = getelementptr inbounds [4 x ptr], ptr %93, i64 0, i64 2
  store ptr %91, ptr %94, align 8
  %95 = load ptr, ptr %8, align 8
  %96 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %95, i32 0, i32 6
  %97 = getelementptr inbounds [4 x ptr], ptr %96, i64 0, i64 2
  %98 = load ptr, ptr %97, align 8
  %99 = load i64, ptr %21, align 8
  %100 = getelementptr inbounds i8, ptr %98, i64 %99
  %101 = load ptr, ptr %8, align 8
  %102 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %101, i32 0, i32 6
  %103 = getelementptr inbounds [4 x ptr], ptr %102, i64 0, i64 3
  store ptr %100, ptr %103, align 8
  %104 = load i64, ptr %19, align 8
  %105 = icmp ult i64 %104, 8
  br i1 %105, label %115, label %106

106:                                              ; preds = %52
  %107 = load i64, ptr %20, align 8
  %108 = icmp ult i64 %107, 8
  br i1 %108, label %115, label %109

109:                                              ; preds = %106
  %110 = load i64, ptr %21, align 8
  %111 = icmp ult i64 %110, 8
  br i1 %111, label %115, label %112

112:                                              ; preds = %109
  %113 = load i64, ptr %22, align 8
  %114 = icmp ult i64 %113, 8
  br i1 %114, label %115, label %116

115:                                              ; preds = %112, %109, %106, %52
  store i64 0, ptr %7, align 8
  br label %239

116:                                              ; preds = %112
  %117 = load i64, ptr %22, align 8
  %118 = load i64, ptr %12, align 8
  %119 = icmp ugt i64 %117, %118
  br i1 %119, label %120, label %121

120:                                              ; preds = %116
  store i64 -20, ptr %7, align 8
  br label %239

121:                                              ; preds = %116
  %122 = load ptr, ptr %8, align 8
  %123 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %122, i32 0, i32 6
  %124 = getelementptr inbounds [4 x ptr], ptr %123, i64 0, i64 1
  %125 = load ptr, ptr %124, align 8
  %126 = getelementptr inbounds i8, ptr %125, i64 -8
  %127 = load ptr, ptr %8, align 8
  %128 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %127, i32 0, i32 0
  %129 = getelementptr inbounds [4 x ptr], ptr %128, i64 0, i64 0
  store ptr %126, ptr %129, align 8
  %130 = load ptr, ptr %8, align 8
  %131 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %130, i32 0, i32 6
  %132 = getelementptr inbounds [4 x ptr], ptr %131, i64 0, i64 2
  %133 = load ptr, ptr %132, align 8
  %134 = getelementptr inbounds i8, ptr %133, i64 -8
  %135 = load ptr, ptr %8, align 8
  %136 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %135, i32 0, i32 0
  %137 = getelementptr inbounds [4 x ptr], ptr %136, i64 0, i64 1
  store ptr %134, ptr %137, align 8
  %138 = load ptr, ptr %8, align 8
  %139 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %138, i32 0, i32 6
  %140 = getelementptr inbounds [4 x ptr], ptr %139, i64 0, i64 3
  %141 = load ptr, ptr %140, align 8
  %142 = getelementptr inbounds i8, ptr %141, i64 -8
  %143 = load ptr, ptr %8, align 8
  %144 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %143, i32 0, i32 0
  %145 = getelementptr inbounds [4 x ptr], ptr %144, i64 0, i64 2
  store ptr %142, ptr %145, align 8
  %146 = load ptr, ptr %11, align 8
  %147 = load i64, ptr %12, align 8
  %148 = getelementptr inbounds i8, ptr %146, i64 %147
  %149 = getelementptr inbounds i8, ptr %148, i64 -8
  %150 = load ptr, ptr %8, align 8
  %151 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %150, i32 0, i32 0
  %152 = getelementptr inbounds [4 x ptr], ptr %151, i64 0, i64 3
  store ptr %149, ptr %152, align 8
  %153 = load ptr, ptr %9, align 8
  %154 = load ptr, ptr %8, align 8
  %155 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %154, i32 0, i32 1
  %156 = getelementptr inbounds [4 x ptr], ptr %155, i64 0, i64 0
  store ptr %153, ptr %156, align 8
  %157 = load ptr, ptr %8, align 8
  %158 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %157, i32 0, i32 1
  %159 = getelementptr inbounds [4 x ptr], ptr %158, i64 0, i64 0
  %160 = load ptr, ptr %159, align 8
  %161 = load i64, ptr %10, align 8
  %162 = add i64 %161, 3
  %163 = udiv i64 %162, 4
  %164 = getelementptr inbounds i8, ptr %160, i64 %163
  %165 = load ptr, ptr %8, align 8
  %166 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %165, i32 0, i32 1
  %167 = getelementptr inbounds [4 x ptr], ptr %166, i64 0, i64 1
  store ptr %164, ptr %167, align 8
  %168 = load ptr, ptr %8, align 8
  %169 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %168, i32 0, i32 1
  %170 = getelementptr inbounds [4 x ptr], ptr %169, i64 0, i64 1
  %171 = load ptr, ptr %170, align 8
  %172 = load i64, ptr %10, align 8
  %173 = add i64 %172, 3
  %174 = udiv i64 %173, 4
  %175 = getelementptr inbounds i8, ptr %171, i64 %174
  %176 = load ptr, ptr %8, align 8
  %177 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %176, i32 0, i32 1
  %178 = getelementptr inbounds [4 x ptr], ptr %177, i64 0, i64 2
  store ptr %175, ptr %178, align 8
  %179 = load ptr, ptr %8, align 8
  %180 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %179, i32 0, i32 1
  %181 = getelementptr inbounds [4 x ptr], ptr %180, i64 0, i64 2
  %182 = load ptr, ptr %181, align 8
  %183 = load i64, ptr %10, align 8
  %184 = add i64 %183, 3
  %185 = udiv i64 %184, 4
  %186 = getelementptr inbounds i8, ptr %182, i64 %185
  %187 = load ptr, ptr %8, align 8
  %188 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %187, i32 0, i32 1
  %189 = getelementptr inbounds [4 x ptr], ptr %188, i64 0, i64 3
  store ptr %186, ptr %189, align 8
  %190 = load ptr, ptr %8, align 8
  %191 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %190, i32 0, i32 1
  %192 = getelementptr inbounds [4 x ptr], ptr %191, i64 0, i64 3
  %193 = load ptr, ptr %192, align 8
  %194 = load ptr, ptr %18, align 8
  %195 = icmp uge ptr %193, %194
  br i1 %195, label %196, label %197

196:                                              ; preds = %121
  store i64 0, ptr %7, align 8
  br label %239

197:                                              ; preds = %121
  %198 = load ptr, ptr %8, align 8
  %199 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %198, i32 0, i32 0
  %200 = getelementptr inbounds [4 x ptr], ptr %199, i64 0, i64 0
  %201 = load ptr, ptr %200, align 8
  %202 = call i64 @HUF_initFastDStream(ptr noundef %201)
  %203 = load ptr, ptr %8, align 8
  %204 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %203, i32 0, i32 2
  %205 = getelementptr inbounds [4 x i64], ptr %204, i64 0, i64 0
  store i64 %202, ptr %205, align 8
  %206 = load ptr, ptr %8, align 8
  %207 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %206, i32 0, i32 0
  %208 = getelementptr inbounds [4 x ptr], ptr %207, i64 0, i64 1
  %209 = load ptr, ptr %208, align 8
  %210 = call i64 @HUF_initFastDStream(ptr noundef %209)
  %211 = load ptr, ptr %8, align 8
  %212 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %211, i32 0, i32 2
  %213 = getelementptr inbounds [4 x i64], ptr %212, i64 0, i64 1
  store i64 %210, ptr %213, align 8
  %214 = load ptr, ptr %8, align 8
  %215 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %214, i32 0, i32 0
  %216 = getelementptr inbounds [4 x ptr], ptr %215, i64 0, i64 2
  %217 = load ptr, ptr %216, align 8
  %218 = call i64 @HUF_initFastDStream(ptr noundef %217)
  %219 = load ptr, ptr %8, align 8
  %220 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %219, i32 0, i32 2
  %221 = getelementptr inbounds [4 x i64], ptr %220, i64 0, i64 2
  store i64 %218, ptr %221, align 8
  %222 = load ptr, ptr %8, align 8
  %223 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %222, i32 0, i32 0
  %224 = getelementptr inbounds [4 x ptr], ptr %223, i64 0, i64 3
  %225 = load ptr, ptr %224, align 8
  %226 = call i64 @HUF_initFastDStream(ptr noundef %225)
  %227 = load ptr, ptr %8, align 8
  %228 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %227, i32 0, i32 2
  %229 = getelementptr inbounds [4 x i64], ptr %228, i64 0, i64 3
  store i64 %226, ptr %229, align 8
  %230 = load ptr, ptr %17, align 8
  %231 = load ptr, ptr %8, align 8
  %232 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %231, i32 0, i32 4
  store ptr %230, ptr %232, align 8
  %233 = load ptr, ptr %18, align 8
  %234 = load ptr, ptr %8, align 8
  %235 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %234, i32 0, i32 5
  store ptr %233, ptr %235, align 8
  %236 = load ptr, ptr %14, align 8
  %237 = load ptr, ptr %8, align 8
  %238 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %237, i32 0, i32 3
  store ptr %236, ptr %238, align 8
  store i64 1, ptr %7, align 8
  br label %239

239:                                              ; preds = %197, %196, %120, %115, %51, %47, %43, %39
  %240 = load i64, ptr %7, align 8
  ret i64 %240
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_initRemainingDStream(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3) #0 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store ptr %3, ptr %9, align 8
  %10 = load ptr, ptr %7, align 8
  %11 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %10, i32 0, i32 1
  %12 = load i32, ptr %8, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [4 x ptr], ptr %11, i64 0, i64 %13
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %9, align 8
  %17 = icmp ugt ptr %15, %16
  br i1 %17, label %18, label %19

18:                                               ; preds = %4
  store i64 -20, ptr %5, align 8
  br label %73

19:                                               ; preds = %4
  %20 = load ptr, ptr %7, align 8
  %21 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %20, i32 0, i32 0
  %22 = load i32, ptr %8, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [4 x ptr], ptr %21, i64 0, i64 %23
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %26, i32 0, i32 6
  %28 = load i32, ptr %8, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4 x ptr], ptr %27, i64 0, i64 %29
  %31 = load ptr, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %31, i64 -8
  %33 = icmp ult ptr %25, %32
  br i1 %33, label %34, label %35

34:                                               ; preds = %19
  store i64 -20, ptr %5, align 8
  br label %73

35:                                               ; preds = %19
  %36 = load ptr, ptr %7, align 8
  %37 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %8, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [4 x ptr], ptr %37, i64 0, i64 %39
  %41 = load ptr, ptr %40, align 8
  %42 = call i64 @MEM_readLEST(ptr noundef %41)
  %43 = load ptr, ptr %6, align 8
  %44 = getelementptr inbounds %struct.BIT_DStream_t, ptr %43, i32 0, i32 0
  store i64 %42, ptr %44, align 8
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %45, i32 0, i32 2
  %47 = load i32, ptr %8, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4 x i64], ptr %46, i64 0, i64 %48
  %50 = load i64, ptr %49, align 8
  %51 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %50)
  %52 = load ptr, ptr %6, align 8
  %53 = getelementptr inbounds %struct.BIT_DStream_t, ptr %52, i32 0, i32 1
  store i32 %51, ptr %53, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %54, i32 0, i32 4
  %56 = load ptr, ptr %55, align 8
  %57 = load ptr, ptr %6, align 8
  %58 = getelementptr inbounds %struct.BIT_DStream_t, ptr %57, i32 0, i32 3
  store ptr %56, ptr %58, align 8
  %59 = load ptr, ptr %6, align 8
  %60 = getelementptr inbounds %struct.BIT_DStream_t, ptr %59, i32 0, i32 3
  %61 = load ptr, ptr %60, align 8
  %62 = getelementptr inbounds i8, ptr %61, i64 8
  %63 = load ptr, ptr %6, align 8
  %64 = getelementptr inbounds %struct.BIT_DStream_t, ptr %63, i32 0, i32 4
  store ptr %62, ptr %64, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %65, i32 0, i32 0
  %67 = load i32, ptr %8, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [4 x ptr], ptr %66, i64 0, i64 %68
  %70 = load ptr, ptr %69, align 8
  %71 = load ptr, ptr %6, align 8
  %72 = getelementptr inbounds %struct.BIT_DStream_t, ptr %71, i32 0, i32 2
  store ptr %70, ptr %72, align 8
  store i64 0, ptr %5, align 8
  br label %73

73:                                               ; preds = %35, %34, %18
  %74 = load i64, ptr %5, align 8
  ret i64 %74
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_initFastDStream(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i8, align 1
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds i8, ptr %6, i64 7
  %8 = load i8, ptr %7, align 1
  store i8 %8, ptr %3, align 1
  %9 = load i8, ptr %3, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %1
  %13 = load i8, ptr %3, align 1
  %14 = zext i8 %13 to i32
  %15 = call i32 @ZSTD_highbit32(i32 noundef %14)
  %16 = sub i32 8, %15
  br label %18

17:                                               ; preds = %1
  br label %18

18:                                               ; preds = %17, %12
  %19 = phi i32 [ %16, %12 ], [ 0, %17 ]
  %20 = zext i32 %19 to i64
  store i64 %20, ptr %4, align 8
  %21 = load ptr, ptr %2, align 8
  %22 = call i64 @MEM_readLEST(ptr noundef %21)
  %23 = or i64 %22, 1
  store i64 %23, ptr %5, align 8
  %24 = load i64, ptr %5, align 8
  %25 = load i64, ptr %4, align 8
  %26 = shl i64 %24, %25
  ret i64 %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X1_usingDTable_internal_default(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i8, align 1
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i8, align 1
  %20 = alloca ptr, align 8
  %21 = alloca i32, align 4
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca i32, align 4
  %25 = alloca i64, align 8
  %26 = alloca i8, align 1
  %27 = alloca ptr, align 8
  %28 = alloca i32, align 4
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca i32, align 4
  %32 = alloca i64, align 8
  %33 = alloca i8, align 1
  %34 = alloca ptr, align 8
  %35 = alloca i32, align 4
  %36 = alloca ptr, align 8
  %37 = alloca ptr, align 8
  %38 = alloca i32, align 4
  %39 = alloca i64, align 8
  %40 = alloca i8, align 1
  %41 = alloca ptr, align 8
  %42 = alloca i32, align 4
  %43 = alloca ptr, align 8
  %44 = alloca ptr, align 8
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca i8, align 1
  %48 = alloca ptr, align 8
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca ptr, align 8
  %52 = alloca i32, align 4
  %53 = alloca i64, align 8
  %54 = alloca i8, align 1
  %55 = alloca ptr, align 8
  %56 = alloca i32, align 4
  %57 = alloca ptr, align 8
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i64, align 8
  %61 = alloca i8, align 1
  %62 = alloca ptr, align 8
  %63 = alloca i32, align 4
  %64 = alloca ptr, align 8
  %65 = alloca ptr, align 8
  %66 = alloca i32, align 4
  %67 = alloca i64, align 8
  %68 = alloca i8, align 1
  %69 = alloca ptr, align 8
  %70 = alloca i32, align 4
  %71 = alloca ptr, align 8
  %72 = alloca ptr, align 8
  %73 = alloca i32, align 4
  %74 = alloca i64, align 8
  %75 = alloca i8, align 1
  %76 = alloca ptr, align 8
  %77 = alloca i32, align 4
  %78 = alloca ptr, align 8
  %79 = alloca ptr, align 8
  %80 = alloca i32, align 4
  %81 = alloca i64, align 8
  %82 = alloca i8, align 1
  %83 = alloca ptr, align 8
  %84 = alloca i32, align 4
  %85 = alloca ptr, align 8
  %86 = alloca ptr, align 8
  %87 = alloca i32, align 4
  %88 = alloca i64, align 8
  %89 = alloca i8, align 1
  %90 = alloca ptr, align 8
  %91 = alloca i32, align 4
  %92 = alloca ptr, align 8
  %93 = alloca ptr, align 8
  %94 = alloca i32, align 4
  %95 = alloca i64, align 8
  %96 = alloca i8, align 1
  %97 = alloca ptr, align 8
  %98 = alloca i32, align 4
  %99 = alloca ptr, align 8
  %100 = alloca ptr, align 8
  %101 = alloca i32, align 4
  %102 = alloca i64, align 8
  %103 = alloca i8, align 1
  %104 = alloca ptr, align 8
  %105 = alloca i32, align 4
  %106 = alloca ptr, align 8
  %107 = alloca ptr, align 8
  %108 = alloca i32, align 4
  %109 = alloca i64, align 8
  %110 = alloca i8, align 1
  %111 = alloca ptr, align 8
  %112 = alloca i32, align 4
  %113 = alloca ptr, align 8
  %114 = alloca ptr, align 8
  %115 = alloca i32, align 4
  %116 = alloca i64, align 8
  %117 = alloca i8, align 1
  %118 = alloca ptr, align 8
  %119 = alloca i32, align 4
  %120 = alloca ptr, align 8
  %121 = alloca ptr, align 8
  %122 = alloca i32, align 4
  %123 = alloca i64, align 8
  %124 = alloca i8, align 1
  %125 = alloca ptr, align 8
  %126 = alloca i32, align 4
  %127 = alloca ptr, align 8
  %128 = alloca ptr, align 8
  %129 = alloca i32, align 4
  %130 = alloca i64, align 8
  %131 = alloca i8, align 1
  %132 = alloca ptr, align 8
  %133 = alloca i32, align 4
  %134 = alloca ptr, align 8
  %135 = alloca ptr, align 8
  %136 = alloca i32, align 4
  %137 = alloca i64, align 8
  %138 = alloca i8, align 1
  %139 = alloca ptr, align 8
  %140 = alloca i32, align 4
  %141 = alloca ptr, align 8
  %142 = alloca ptr, align 8
  %143 = alloca i32, align 4
  %144 = alloca i64, align 8
  %145 = alloca i8, align 1
  %146 = alloca ptr, align 8
  %147 = alloca i32, align 4
  %148 = alloca ptr, align 8
  %149 = alloca ptr, align 8
  %150 = alloca i32, align 4
  %151 = alloca i64, align 8
  %152 = alloca i8, align 1
  %153 = alloca ptr, align 8
  %154 = alloca i32, align 4
  %155 = alloca ptr, align 8
  %156 = alloca ptr, align 8
  %157 = alloca i32, align 4
  %158 = alloca i64, align 8
  %159 = alloca i8, align 1
  %160 = alloca ptr, align 8
  %161 = alloca i32, align 4
  %162 = alloca ptr, align 8
  %163 = alloca ptr, align 8
  %164 = alloca i32, align 4
  %165 = alloca i64, align 8
  %166 = alloca i8, align 1
  %167 = alloca ptr, align 8
  %168 = alloca i32, align 4
  %169 = alloca ptr, align 8
  %170 = alloca ptr, align 8
  %171 = alloca i32, align 4
  %172 = alloca i64, align 8
  %173 = alloca i8, align 1
  %174 = alloca ptr, align 8
  %175 = alloca i32, align 4
  %176 = alloca ptr, align 8
  %177 = alloca ptr, align 8
  %178 = alloca i32, align 4
  %179 = alloca i64, align 8
  %180 = alloca i8, align 1
  %181 = alloca ptr, align 8
  %182 = alloca i32, align 4
  %183 = alloca ptr, align 8
  %184 = alloca ptr, align 8
  %185 = alloca i32, align 4
  %186 = alloca i64, align 8
  %187 = alloca i8, align 1
  %188 = alloca ptr, align 8
  %189 = alloca i32, align 4
  %190 = alloca ptr, align 8
  %191 = alloca ptr, align 8
  %192 = alloca i32, align 4
  %193 = alloca i64, align 8
  %194 = alloca i8, align 1
  %195 = alloca ptr, align 8
  %196 = alloca i32, align 4
  %197 = alloca ptr, align 8
  %198 = alloca ptr, align 8
  %199 = alloca i32, align 4
  %200 = alloca i64, align 8
  %201 = alloca i8, align 1
  %202 = alloca ptr, align 8
  %203 = alloca i32, align 4
  %204 = alloca ptr, align 8
  %205 = alloca ptr, align 8
  %206 = alloca i32, align 4
  %207 = alloca i64, align 8
  %208 = alloca i8, align 1
  %209 = alloca ptr, align 8
  %210 = alloca i32, align 4
  %211 = alloca ptr, align 8
  %212 = alloca ptr, align 8
  %213 = alloca i32, align 4
  %214 = alloca i64, align 8
  %215 = alloca i8, align 1
  %216 = alloca ptr, align 8
  %217 = alloca i32, align 4
  %218 = alloca ptr, align 8
  %219 = alloca ptr, align 8
  %220 = alloca i32, align 4
  %221 = alloca i64, align 8
  %222 = alloca i8, align 1
  %223 = alloca ptr, align 8
  %224 = alloca i32, align 4
  %225 = alloca ptr, align 8
  %226 = alloca ptr, align 8
  %227 = alloca i32, align 4
  %228 = alloca i64, align 8
  %229 = alloca i8, align 1
  %230 = alloca ptr, align 8
  %231 = alloca i32, align 4
  %232 = alloca ptr, align 8
  %233 = alloca ptr, align 8
  %234 = alloca i32, align 4
  %235 = alloca i64, align 8
  %236 = alloca i8, align 1
  %237 = alloca ptr, align 8
  %238 = alloca i32, align 4
  %239 = alloca ptr, align 8
  %240 = alloca ptr, align 8
  %241 = alloca i32, align 4
  %242 = alloca i64, align 8
  %243 = alloca i8, align 1
  %244 = alloca ptr, align 8
  %245 = alloca i32, align 4
  %246 = alloca ptr, align 8
  %247 = alloca ptr, align 8
  %248 = alloca i32, align 4
  %249 = alloca i64, align 8
  %250 = alloca i8, align 1
  %251 = alloca ptr, align 8
  %252 = alloca i32, align 4
  %253 = alloca ptr, align 8
  %254 = alloca ptr, align 8
  %255 = alloca i32, align 4
  %256 = alloca i64, align 8
  %257 = alloca i8, align 1
  %258 = alloca ptr, align 8
  %259 = alloca i32, align 4
  %260 = alloca ptr, align 8
  %261 = alloca ptr, align 8
  %262 = alloca i32, align 4
  %263 = alloca i64, align 8
  %264 = alloca i8, align 1
  %265 = alloca ptr, align 8
  %266 = alloca i32, align 4
  %267 = alloca ptr, align 8
  %268 = alloca ptr, align 8
  %269 = alloca i32, align 4
  %270 = alloca i64, align 8
  %271 = alloca i8, align 1
  %272 = alloca ptr, align 8
  %273 = alloca i32, align 4
  %274 = alloca ptr, align 8
  %275 = alloca ptr, align 8
  %276 = alloca i32, align 4
  %277 = alloca i64, align 8
  %278 = alloca i8, align 1
  %279 = alloca ptr, align 8
  %280 = alloca i32, align 4
  %281 = alloca ptr, align 8
  %282 = alloca ptr, align 8
  %283 = alloca i32, align 4
  %284 = alloca i64, align 8
  %285 = alloca i8, align 1
  %286 = alloca i32, align 4
  %287 = alloca ptr, align 8
  %288 = alloca i32, align 4
  %289 = alloca i32, align 4
  %290 = alloca i32, align 4
  %291 = alloca ptr, align 8
  %292 = alloca i32, align 4
  %293 = alloca i32, align 4
  %294 = alloca i32, align 4
  %295 = alloca ptr, align 8
  %296 = alloca i32, align 4
  %297 = alloca i32, align 4
  %298 = alloca ptr, align 8
  %299 = alloca ptr, align 8
  %300 = alloca ptr, align 8
  %301 = alloca ptr, align 8
  %302 = alloca i32, align 4
  %303 = alloca ptr, align 8
  %304 = alloca i32, align 4
  %305 = alloca ptr, align 8
  %306 = alloca i32, align 4
  %307 = alloca i32, align 4
  %308 = alloca i32, align 4
  %309 = alloca ptr, align 8
  %310 = alloca i32, align 4
  %311 = alloca i32, align 4
  %312 = alloca i32, align 4
  %313 = alloca ptr, align 8
  %314 = alloca i32, align 4
  %315 = alloca i32, align 4
  %316 = alloca ptr, align 8
  %317 = alloca ptr, align 8
  %318 = alloca ptr, align 8
  %319 = alloca ptr, align 8
  %320 = alloca i32, align 4
  %321 = alloca ptr, align 8
  %322 = alloca i32, align 4
  %323 = alloca ptr, align 8
  %324 = alloca i32, align 4
  %325 = alloca i32, align 4
  %326 = alloca i32, align 4
  %327 = alloca ptr, align 8
  %328 = alloca i32, align 4
  %329 = alloca i32, align 4
  %330 = alloca i32, align 4
  %331 = alloca ptr, align 8
  %332 = alloca i32, align 4
  %333 = alloca i32, align 4
  %334 = alloca ptr, align 8
  %335 = alloca ptr, align 8
  %336 = alloca ptr, align 8
  %337 = alloca ptr, align 8
  %338 = alloca i32, align 4
  %339 = alloca ptr, align 8
  %340 = alloca i32, align 4
  %341 = alloca ptr, align 8
  %342 = alloca i32, align 4
  %343 = alloca i32, align 4
  %344 = alloca i32, align 4
  %345 = alloca ptr, align 8
  %346 = alloca i32, align 4
  %347 = alloca i32, align 4
  %348 = alloca i32, align 4
  %349 = alloca ptr, align 8
  %350 = alloca i32, align 4
  %351 = alloca i32, align 4
  %352 = alloca ptr, align 8
  %353 = alloca ptr, align 8
  %354 = alloca ptr, align 8
  %355 = alloca ptr, align 8
  %356 = alloca i32, align 4
  %357 = alloca ptr, align 8
  %358 = alloca i64, align 8
  %359 = alloca ptr, align 8
  %360 = alloca i64, align 8
  %361 = alloca ptr, align 8
  %362 = alloca i64, align 8
  %363 = alloca ptr, align 8
  %364 = alloca ptr, align 8
  %365 = alloca ptr, align 8
  %366 = alloca ptr, align 8
  %367 = alloca ptr, align 8
  %368 = alloca ptr, align 8
  %369 = alloca ptr, align 8
  %370 = alloca %struct.BIT_DStream_t, align 8
  %371 = alloca %struct.BIT_DStream_t, align 8
  %372 = alloca %struct.BIT_DStream_t, align 8
  %373 = alloca %struct.BIT_DStream_t, align 8
  %374 = alloca i64, align 8
  %375 = alloca i64, align 8
  %376 = alloca i64, align 8
  %377 = alloca i64, align 8
  %378 = alloca ptr, align 8
  %379 = alloca ptr, align 8
  %380 = alloca ptr, align 8
  %381 = alloca ptr, align 8
  %382 = alloca i64, align 8
  %383 = alloca ptr, align 8
  %384 = alloca ptr, align 8
  %385 = alloca ptr, align 8
  %386 = alloca ptr, align 8
  %387 = alloca ptr, align 8
  %388 = alloca ptr, align 8
  %389 = alloca ptr, align 8
  %390 = alloca %struct.DTableDesc, align 1
  %391 = alloca i32, align 4
  %392 = alloca i32, align 4
  %393 = alloca i64, align 8
  %394 = alloca i64, align 8
  %395 = alloca i64, align 8
  %396 = alloca i64, align 8
  %397 = alloca i32, align 4
  %398 = alloca ptr, align 8
  %399 = alloca i64, align 8
  %400 = alloca ptr, align 8
  %401 = alloca i64, align 8
  %402 = alloca ptr, align 8
  store ptr %0, ptr %398, align 8
  store i64 %1, ptr %399, align 8
  store ptr %2, ptr %400, align 8
  store i64 %3, ptr %401, align 8
  store ptr %4, ptr %402, align 8
  %403 = load ptr, ptr %398, align 8
  %404 = load i64, ptr %399, align 8
  %405 = load ptr, ptr %400, align 8
  %406 = load i64, ptr %401, align 8
  %407 = load ptr, ptr %402, align 8
  store ptr %403, ptr %359, align 8
  store i64 %404, ptr %360, align 8
  store ptr %405, ptr %361, align 8
  store i64 %406, ptr %362, align 8
  store ptr %407, ptr %363, align 8
  %408 = load i64, ptr %362, align 8
  %409 = icmp ult i64 %408, 10
  br i1 %409, label %410, label %411

410:                                              ; preds = %5
  store i64 -20, ptr %358, align 8
  br label %2920

411:                                              ; preds = %5
  %412 = load i64, ptr %360, align 8
  %413 = icmp ult i64 %412, 6
  br i1 %413, label %414, label %415

414:                                              ; preds = %411
  store i64 -20, ptr %358, align 8
  br label %2920

415:                                              ; preds = %411
  %416 = load ptr, ptr %361, align 8
  store ptr %416, ptr %364, align 8
  %417 = load ptr, ptr %359, align 8
  store ptr %417, ptr %365, align 8
  %418 = load ptr, ptr %365, align 8
  %419 = load i64, ptr %360, align 8
  %420 = getelementptr inbounds i8, ptr %418, i64 %419
  store ptr %420, ptr %366, align 8
  %421 = load ptr, ptr %366, align 8
  %422 = getelementptr inbounds i8, ptr %421, i64 -3
  store ptr %422, ptr %367, align 8
  %423 = load ptr, ptr %363, align 8
  %424 = getelementptr inbounds i32, ptr %423, i64 1
  store ptr %424, ptr %368, align 8
  %425 = load ptr, ptr %368, align 8
  store ptr %425, ptr %369, align 8
  %426 = load ptr, ptr %364, align 8
  %427 = call i16 @MEM_readLE16(ptr noundef %426)
  %428 = zext i16 %427 to i64
  store i64 %428, ptr %374, align 8
  %429 = load ptr, ptr %364, align 8
  %430 = getelementptr inbounds i8, ptr %429, i64 2
  %431 = call i16 @MEM_readLE16(ptr noundef %430)
  %432 = zext i16 %431 to i64
  store i64 %432, ptr %375, align 8
  %433 = load ptr, ptr %364, align 8
  %434 = getelementptr inbounds i8, ptr %433, i64 4
  %435 = call i16 @MEM_readLE16(ptr noundef %434)
  %436 = zext i16 %435 to i64
  store i64 %436, ptr %376, align 8
  %437 = load i64, ptr %362, align 8
  %438 = load i64, ptr %374, align 8
  %439 = load i64, ptr %375, align 8
  %440 = add i64 %438, %439
  %441 = load i64, ptr %376, align 8
  %442 = add i64 %440, %441
  %443 = add i64 %442, 6
  %444 = sub i64 %437, %443
  store i64 %444, ptr %377, align 8
  %445 = load ptr, ptr %364, align 8
  %446 = getelementptr inbounds i8, ptr %445, i64 6
  store ptr %446, ptr %378, align 8
  %447 = load ptr, ptr %378, align 8
  %448 = load i64, ptr %374, align 8
  %449 = getelementptr inbounds i8, ptr %447, i64 %448
  store ptr %449, ptr %379, align 8
  %450 = load ptr, ptr %379, align 8
  %451 = load i64, ptr %375, align 8
  %452 = getelementptr inbounds i8, ptr %450, i64 %451
  store ptr %452, ptr %380, align 8
  %453 = load ptr, ptr %380, align 8
  %454 = load i64, ptr %376, align 8
  %455 = getelementptr inbounds i8, ptr %453, i64 %454
  store ptr %455, ptr %381, align 8
  %456 = load i64, ptr %360, align 8
  %457 = add i64 %456, 3
  %458 = udiv i64 %457, 4
  store i64 %458, ptr %382, align 8
  %459 = load ptr, ptr %365, align 8
  %460 = load i64, ptr %382, align 8
  %461 = getelementptr inbounds i8, ptr %459, i64 %460
  store ptr %461, ptr %383, align 8
  %462 = load ptr, ptr %383, align 8
  %463 = load i64, ptr %382, align 8
  %464 = getelementptr inbounds i8, ptr %462, i64 %463
  store ptr %464, ptr %384, align 8
  %465 = load ptr, ptr %384, align 8
  %466 = load i64, ptr %382, align 8
  %467 = getelementptr inbounds i8, ptr %465, i64 %466
  store ptr %467, ptr %385, align 8
  %468 = load ptr, ptr %365, align 8
  store ptr %468, ptr %386, align 8
  %469 = load ptr, ptr %383, align 8
  store ptr %469, ptr %387, align 8
  %470 = load ptr, ptr %384, align 8
  store ptr %470, ptr %388, align 8
  %471 = load ptr, ptr %385, align 8
  store ptr %471, ptr %389, align 8
  %472 = load ptr, ptr %363, align 8
  %473 = call i32 @HUF_getDTableDesc(ptr noundef %472)
  store i32 %473, ptr %390, align 1
  %474 = getelementptr inbounds %struct.DTableDesc, ptr %390, i32 0, i32 2
  %475 = load i8, ptr %474, align 1
  %476 = zext i8 %475 to i32
  store i32 %476, ptr %391, align 4
  store i32 1, ptr %392, align 4
  %477 = load i64, ptr %377, align 8
  %478 = load i64, ptr %362, align 8
  %479 = icmp ugt i64 %477, %478
  br i1 %479, label %480, label %481

480:                                              ; preds = %415
  store i64 -20, ptr %358, align 8
  br label %2920

481:                                              ; preds = %415
  %482 = load ptr, ptr %385, align 8
  %483 = load ptr, ptr %366, align 8
  %484 = icmp ugt ptr %482, %483
  br i1 %484, label %485, label %486

485:                                              ; preds = %481
  store i64 -20, ptr %358, align 8
  br label %2920

486:                                              ; preds = %481
  %487 = load ptr, ptr %378, align 8
  %488 = load i64, ptr %374, align 8
  %489 = call i64 @BIT_initDStream(ptr noundef %370, ptr noundef %487, i64 noundef %488)
  store i64 %489, ptr %393, align 8
  %490 = load i64, ptr %393, align 8
  %491 = call i32 @ERR_isError(i64 noundef %490)
  %492 = icmp ne i32 %491, 0
  br i1 %492, label %493, label %495

493:                                              ; preds = %486
  %494 = load i64, ptr %393, align 8
  store i64 %494, ptr %358, align 8
  br label %2920

495:                                              ; preds = %486
  %496 = load ptr, ptr %379, align 8
  %497 = load i64, ptr %375, align 8
  %498 = call i64 @BIT_initDStream(ptr noundef %371, ptr noundef %496, i64 noundef %497)
  store i64 %498, ptr %394, align 8
  %499 = load i64, ptr %394, align 8
  %500 = call i32 @ERR_isError(i64 noundef %499)
  %501 = icmp ne i32 %500, 0
  br i1 %501, label %502, label %504

502:                                              ; preds = %495
  %503 = load i64, ptr %394, align 8
  store i64 %503, ptr %358, align 8
  br label %2920

504:                                              ; preds = %495
  %505 = load ptr, ptr %380, align 8
  %506 = load i64, ptr %376, align 8
  %507 = call i64 @BIT_initDStream(ptr noundef %372, ptr noundef %505, i64 noundef %506)
  store i64 %507, ptr %395, align 8
  %508 = load i64, ptr %395, align 8
  %509 = call i32 @ERR_isError(i64 noundef %508)
  %510 = icmp ne i32 %509, 0
  br i1 %510, label %511, label %513

511:                                              ; preds = %504
  %512 = load i64, ptr %395, align 8
  store i64 %512, ptr %358, align 8
  br label %2920

513:                                              ; preds = %504
  %514 = load ptr, ptr %381, align 8
  %515 = load i64, ptr %377, align 8
  %516 = call i64 @BIT_initDStream(ptr noundef %373, ptr noundef %514, i64 noundef %515)
  store i64 %516, ptr %396, align 8
  %517 = load i64, ptr %396, align 8
  %518 = call i32 @ERR_isError(i64 noundef %517)
  %519 = icmp ne i32 %518, 0
  br i1 %519, label %520, label %522

520:                                              ; preds = %513
  %521 = load i64, ptr %396, align 8
  store i64 %521, ptr %358, align 8
  br label %2920

522:                                              ; preds = %513
  %523 = load ptr, ptr %366, align 8
  %524 = load ptr, ptr %389, align 8
  %525 = ptrtoint ptr %523 to i64
  %526 = ptrtoint ptr %524 to i64
  %527 = sub i64 %525, %526
  %528 = icmp uge i64 %527, 8
  br i1 %528, label %529, label %992

529:                                              ; preds = %522
  br label %530

530:                                              ; preds = %874, %529
  %531 = load i32, ptr %392, align 4
  %532 = load ptr, ptr %389, align 8
  %533 = load ptr, ptr %367, align 8
  %534 = icmp ult ptr %532, %533
  %535 = zext i1 %534 to i32
  %536 = and i32 %531, %535
  %537 = icmp ne i32 %536, 0
  br i1 %537, label %538, label %991

538:                                              ; preds = %530
  %539 = call i32 @MEM_64bits()
  %540 = icmp ne i32 %539, 0
  br i1 %540, label %541, label %566

541:                                              ; preds = %538
  %542 = load ptr, ptr %369, align 8
  %543 = load i32, ptr %391, align 4
  store ptr %370, ptr %8, align 8
  store ptr %542, ptr %9, align 8
  store i32 %543, ptr %10, align 4
  %544 = load ptr, ptr %8, align 8
  %545 = load i32, ptr %10, align 4
  %546 = call i64 @BIT_lookBitsFast(ptr noundef %544, i32 noundef %545)
  store i64 %546, ptr %11, align 8
  %547 = load ptr, ptr %9, align 8
  %548 = load i64, ptr %11, align 8
  %549 = getelementptr inbounds %struct.HUF_DEltX1, ptr %547, i64 %548
  %550 = getelementptr inbounds %struct.HUF_DEltX1, ptr %549, i32 0, i32 1
  %551 = load i8, ptr %550, align 1
  store i8 %551, ptr %12, align 1
  %552 = load ptr, ptr %8, align 8
  %553 = load ptr, ptr %9, align 8
  %554 = load i64, ptr %11, align 8
  %555 = getelementptr inbounds %struct.HUF_DEltX1, ptr %553, i64 %554
  %556 = load i8, ptr %555, align 1
  %557 = zext i8 %556 to i32
  store ptr %552, ptr %6, align 8
  store i32 %557, ptr %7, align 4
  %558 = load i32, ptr %7, align 4
  %559 = load ptr, ptr %6, align 8
  %560 = getelementptr inbounds %struct.BIT_DStream_t, ptr %559, i32 0, i32 1
  %561 = load i32, ptr %560, align 8
  %562 = add i32 %561, %558
  store i32 %562, ptr %560, align 8
  %563 = load i8, ptr %12, align 1
  %564 = load ptr, ptr %386, align 8
  %565 = getelementptr inbounds i8, ptr %564, i32 1
  store ptr %565, ptr %386, align 8
  store i8 %563, ptr %564, align 1
  br label %566

566:                                              ; preds = %541, %538
  %567 = call i32 @MEM_64bits()
  %568 = icmp ne i32 %567, 0
  br i1 %568, label %569, label %594

569:                                              ; preds = %566
  %570 = load ptr, ptr %369, align 8
  %571 = load i32, ptr %391, align 4
  store ptr %371, ptr %15, align 8
  store ptr %570, ptr %16, align 8
  store i32 %571, ptr %17, align 4
  %572 = load ptr, ptr %15, align 8
  %573 = load i32, ptr %17, align 4
  %574 = call i64 @BIT_lookBitsFast(ptr noundef %572, i32 noundef %573)
  store i64 %574, ptr %18, align 8
  %575 = load ptr, ptr %16, align 8
  %576 = load i64, ptr %18, align 8
  %577 = getelementptr inbounds %struct.HUF_DEltX1, ptr %575, i64 %576
  %578 = getelementptr inbounds %struct.HUF_DEltX1, ptr %577, i32 0, i32 1
  %579 = load i8, ptr %578, align 1
  store i8 %579, ptr %19, align 1
  %580 = load ptr, ptr %15, align 8
  %581 = load ptr, ptr %16, align 8
  %582 = load i64, ptr %18, align 8
  %583 = getelementptr inbounds %struct.HUF_DEltX1, ptr %581, i64 %582
  %584 = load i8, ptr %583, align 1
  %585 = zext i8 %584 to i32
  store ptr %580, ptr %13, align 8
  store i32 %585, ptr %14, align 4
  %586 = load i32, ptr %14, align 4
  %587 = load ptr, ptr %13, align 8
  %588 = getelementptr inbounds %struct.BIT_DStream_t, ptr %587, i32 0, i32 1
  %589 = load i32, ptr %588, align 8
  %590 = add i32 %589, %586
  store i32 %590, ptr %588, align 8
  %591 = load i8, ptr %19, align 1
  %592 = load ptr, ptr %387, align 8
  %593 = getelementptr inbounds i8, ptr %592, i32 1
  store ptr %593, ptr %387, align 8
  store i8 %591, ptr %592, align 1
  br label %594

594:                                              ; preds = %569, %566
  %595 = call i32 @MEM_64bits()
  %596 = icmp ne i32 %595, 0
  br i1 %596, label %597, label %622

597:                                              ; preds = %594
  %598 = load ptr, ptr %369, align 8
  %599 = load i32, ptr %391, align 4
  store ptr %372, ptr %22, align 8
  store ptr %598, ptr %23, align 8
  store i32 %599, ptr %24, align 4
  %600 = load ptr, ptr %22, align 8
  %601 = load i32, ptr %24, align 4
  %602 = call i64 @BIT_lookBitsFast(ptr noundef %600, i32 noundef %601)
  store i64 %602, ptr %25, align 8
  %603 = load ptr, ptr %23, align 8
  %604 = load i64, ptr %25, align 8
  %605 = getelementptr inbounds %struct.HUF_DEltX1, ptr %603, i64 %604
  %606 = getelementptr inbounds %struct.HUF_DEltX1, ptr %605, i32 0, i32 1
  %607 = load i8, ptr %606, align 1
  store i8 %607, ptr %26, align 1
  %608 = load ptr, ptr %22, align 8
  %609 = load ptr, ptr %23, align 8
  %610 = load i64, ptr %25, align 8
  %611 = getelementptr inbounds %struct.HUF_DEltX1, ptr %609, i64 %610
  %612 = load i8, ptr %611, align 1
  %613 = zext i8 %612 to i32
  store ptr %608, ptr %20, align 8
  store i32 %613, ptr %21, align 4
  %614 = load i32, ptr %21, align 4
  %615 = load ptr, ptr %20, align 8
  %616 = getelementptr inbounds %struct.BIT_DStream_t, ptr %615, i32 0, i32 1
  %617 = load i32, ptr %616, align 8
  %618 = add i32 %617, %614
  store i32 %618, ptr %616, align 8
  %619 = load i8, ptr %26, align 1
  %620 = load ptr, ptr %388, align 8
  %621 = getelementptr inbounds i8, ptr %620, i32 1
  store ptr %621, ptr %388, align 8
  store i8 %619, ptr %620, align 1
  br label %622

622:                                              ; preds = %597, %594
  %623 = call i32 @MEM_64bits()
  %624 = icmp ne i32 %623, 0
  br i1 %624, label %625, label %650

625:                                              ; preds = %622
  %626 = load ptr, ptr %369, align 8
  %627 = load i32, ptr %391, align 4
  store ptr %373, ptr %29, align 8
  store ptr %626, ptr %30, align 8
  store i32 %627, ptr %31, align 4
  %628 = load ptr, ptr %29, align 8
  %629 = load i32, ptr %31, align 4
  %630 = call i64 @BIT_lookBitsFast(ptr noundef %628, i32 noundef %629)
  store i64 %630, ptr %32, align 8
  %631 = load ptr, ptr %30, align 8
  %632 = load i64, ptr %32, align 8
  %633 = getelementptr inbounds %struct.HUF_DEltX1, ptr %631, i64 %632
  %634 = getelementptr inbounds %struct.HUF_DEltX1, ptr %633, i32 0, i32 1
  %635 = load i8, ptr %634, align 1
  store i8 %635, ptr %33, align 1
  %636 = load ptr, ptr %29, align 8
  %637 = load ptr, ptr %30, align 8
  %638 = load i64, ptr %32, align 8
  %639 = getelementptr inbounds %struct.HUF_DEltX1, ptr %637, i64 %638
  %640 = load i8, ptr %639, align 1
  %641 = zext i8 %640 to i32
  store ptr %636, ptr %27, align 8
  store i32 %641, ptr %28, align 4
  %642 = load i32, ptr %28, align 4
  %643 = load ptr, ptr %27, align 8
  %644 = getelementptr inbounds %struct.BIT_DStream_t, ptr %643, i32 0, i32 1
  %645 = load i32, ptr %644, align 8
  %646 = add i32 %645, %642
  store i32 %646, ptr %644, align 8
  %647 = load i8, ptr %33, align 1
  %648 = load ptr, ptr %389, align 8
  %649 = getelementptr inbounds i8, ptr %648, i32 1
  store ptr %649, ptr %389, align 8
  store i8 %647, ptr %648, align 1
  br label %650

650:                                              ; preds = %625, %622
  %651 = call i32 @MEM_64bits()
  %652 = icmp ne i32 %651, 0
  br i1 %652, label %654, label %653

653:                                              ; preds = %650
  br label %654

654:                                              ; preds = %653, %650
  %655 = load ptr, ptr %369, align 8
  %656 = load i32, ptr %391, align 4
  store ptr %370, ptr %36, align 8
  store ptr %655, ptr %37, align 8
  store i32 %656, ptr %38, align 4
  %657 = load ptr, ptr %36, align 8
  %658 = load i32, ptr %38, align 4
  %659 = call i64 @BIT_lookBitsFast(ptr noundef %657, i32 noundef %658)
  store i64 %659, ptr %39, align 8
  %660 = load ptr, ptr %37, align 8
  %661 = load i64, ptr %39, align 8
  %662 = getelementptr inbounds %struct.HUF_DEltX1, ptr %660, i64 %661
  %663 = getelementptr inbounds %struct.HUF_DEltX1, ptr %662, i32 0, i32 1
  %664 = load i8, ptr %663, align 1
  store i8 %664, ptr %40, align 1
  %665 = load ptr, ptr %36, align 8
  %666 = load ptr, ptr %37, align 8
  %667 = load i64, ptr %39, align 8
  %668 = getelementptr inbounds %struct.HUF_DEltX1, ptr %666, i64 %667
  %669 = load i8, ptr %668, align 1
  %670 = zext i8 %669 to i32
  store ptr %665, ptr %34, align 8
  store i32 %670, ptr %35, align 4
  %671 = load i32, ptr %35, align 4
  %672 = load ptr, ptr %34, align 8
  %673 = getelementptr inbounds %struct.BIT_DStream_t, ptr %672, i32 0, i32 1
  %674 = load i32, ptr %673, align 8
  %675 = add i32 %674, %671
  store i32 %675, ptr %673, align 8
  %676 = load i8, ptr %40, align 1
  %677 = load ptr, ptr %386, align 8
  %678 = getelementptr inbounds i8, ptr %677, i32 1
  store ptr %678, ptr %386, align 8
  store i8 %676, ptr %677, align 1
  %679 = call i32 @MEM_64bits()
  %680 = icmp ne i32 %679, 0
  br i1 %680, label %682, label %681

681:                                              ; preds = %654
  br label %682

682:                                              ; preds = %681, %654
  %683 = load ptr, ptr %369, align 8
  %684 = load i32, ptr %391, align 4
  store ptr %371, ptr %43, align 8
  store ptr %683, ptr %44, align 8
  store i32 %684, ptr %45, align 4
  %685 = load ptr, ptr %43, align 8
  %686 = load i32, ptr %45, align 4
  %687 = call i64 @BIT_lookBitsFast(ptr noundef %685, i32 noundef %686)
  store i64 %687, ptr %46, align 8
  %688 = load ptr, ptr %44, align 8
  %689 = load i64, ptr %46, align 8
  %690 = getelementptr inbounds %struct.HUF_DEltX1, ptr %688, i64 %689
  %691 = getelementptr inbounds %struct.HUF_DEltX1, ptr %690, i32 0, i32 1
  %692 = load i8, ptr %691, align 1
  store i8 %692, ptr %47, align 1
  %693 = load ptr, ptr %43, align 8
  %694 = load ptr, ptr %44, align 8
  %695 = load i64, ptr %46, align 8
  %696 = getelementptr inbounds %struct.HUF_DEltX1, ptr %694, i64 %695
  %697 = load i8, ptr %696, align 1
  %698 = zext i8 %697 to i32
  store ptr %693, ptr %41, align 8
  store i32 %698, ptr %42, align 4
  %699 = load i32, ptr %42, align 4
  %700 = load ptr, ptr %41, align 8
  %701 = getelementptr inbounds %struct.BIT_DStream_t, ptr %700, i32 0, i32 1
  %702 = load i32, ptr %701, align 8
  %703 = add i32 %702, %699
  store i32 %703, ptr %701, align 8
  %704 = load i8, ptr %47, align 1
  %705 = load ptr, ptr %387, align 8
  %706 = getelementptr inbounds i8, ptr %705, i32 1
  store ptr %706, ptr %387, align 8
  store i8 %704, ptr %705, align 1
  %707 = call i32 @MEM_64bits()
  %708 = icmp ne i32 %707, 0
  br i1 %708, label %710, label %709

709:                                              ; preds = %682
  br label %710

710:                                              ; preds = %709, %682
  %711 = load ptr, ptr %369, align 8
  %712 = load i32, ptr %391, align 4
  store ptr %372, ptr %50, align 8
  store ptr %711, ptr %51, align 8
  store i32 %712, ptr %52, align 4
  %713 = load ptr, ptr %50, align 8
  %714 = load i32, ptr %52, align 4
  %715 = call i64 @BIT_lookBitsFast(ptr noundef %713, i32 noundef %714)
  store i64 %715, ptr %53, align 8
  %716 = load ptr, ptr %51, align 8
  %717 = load i64, ptr %53, align 8
  %718 = getelementptr inbounds %struct.HUF_DEltX1, ptr %716, i64 %717
  %719 = getelementptr inbounds %struct.HUF_DEltX1, ptr %718, i32 0, i32 1
  %720 = load i8, ptr %719, align 1
  store i8 %720, ptr %54, align 1
  %721 = load ptr, ptr %50, align 8
  %722 = load ptr, ptr %51, align 8
  %723 = load i64, ptr %53, align 8
  %724 = getelementptr inbounds %struct.HUF_DEltX1, ptr %722, i64 %723
  %725 = load i8, ptr %724, align 1
  %726 = zext i8 %725 to i32
  store ptr %721, ptr %48, align 8
  store i32 %726, ptr %49, align 4
  %727 = load i32, ptr %49, align 4
  %728 = load ptr, ptr %48, align 8
  %729 = getelementptr inbounds %struct.BIT_DStream_t, ptr %728, i32 0, i32 1
  %730 = load i32, ptr %729, align 8
  %731 = add i32 %730, %727
  store i32 %731, ptr %729, align 8
  %732 = load i8, ptr %54, align 1
  %733 = load ptr, ptr %388, align 8
  %734 = getelementptr inbounds i8, ptr %733, i32 1
  store ptr %734, ptr %388, align 8
  store i8 %732, ptr %733, align 1
  %735 = call i32 @MEM_64bits()
  %736 = icmp ne i32 %735, 0
  br i1 %736, label %738, label %737

737:                                              ; preds = %710
  br label %738

738:                                              ; preds = %737, %710
  %739 = load ptr, ptr %369, align 8
  %740 = load i32, ptr %391, align 4
  store ptr %373, ptr %57, align 8
  store ptr %739, ptr %58, align 8
  store i32 %740, ptr %59, align 4
  %741 = load ptr, ptr %57, align 8
  %742 = load i32, ptr %59, align 4
  %743 = call i64 @BIT_lookBitsFast(ptr noundef %741, i32 noundef %742)
  store i64 %743, ptr %60, align 8
  %744 = load ptr, ptr %58, align 8
  %745 = load i64, ptr %60, align 8
  %746 = getelementptr inbounds %struct.HUF_DEltX1, ptr %744, i64 %745
  %747 = getelementptr inbounds %struct.HUF_DEltX1, ptr %746, i32 0, i32 1
  %748 = load i8, ptr %747, align 1
  store i8 %748, ptr %61, align 1
  %749 = load ptr, ptr %57, align 8
  %750 = load ptr, ptr %58, align 8
  %751 = load i64, ptr %60, align 8
  %752 = getelementptr inbounds %struct.HUF_DEltX1, ptr %750, i64 %751
  %753 = load i8, ptr %752, align 1
  %754 = zext i8 %753 to i32
  store ptr %749, ptr %55, align 8
  store i32 %754, ptr %56, align 4
  %755 = load i32, ptr %56, align 4
  %756 = load ptr, ptr %55, align 8
  %757 = getelementptr inbounds %struct.BIT_DStream_t, ptr %756, i32 0, i32 1
  %758 = load i32, ptr %757, align 8
  %759 = add i32 %758, %755
  store i32 %759, ptr %757, align 8
  %760 = load i8, ptr %61, align 1
  %761 = load ptr, ptr %389, align 8
  %762 = getelementptr inbounds i8, ptr %761, i32 1
  store ptr %762, ptr %389, align 8
  store i8 %760, ptr %761, align 1
  %763 = call i32 @MEM_64bits()
  %764 = icmp ne i32 %763, 0
  br i1 %764, label %765, label %790

765:                                              ; preds = %738
  %766 = load ptr, ptr %369, align 8
  %767 = load i32, ptr %391, align 4
  store ptr %370, ptr %64, align 8
  store ptr %766, ptr %65, align 8
  store i32 %767, ptr %66, align 4
  %768 = load ptr, ptr %64, align 8
  %769 = load i32, ptr %66, align 4
  %770 = call i64 @BIT_lookBitsFast(ptr noundef %768, i32 noundef %769)
  store i64 %770, ptr %67, align 8
  %771 = load ptr, ptr %65, align 8
  %772 = load i64, ptr %67, align 8
  %773 = getelementptr inbounds %struct.HUF_DEltX1, ptr %771, i64 %772
  %774 = getelementptr inbounds %struct.HUF_DEltX1, ptr %773, i32 0, i32 1
  %775 = load i8, ptr %774, align 1
  store i8 %775, ptr %68, align 1
  %776 = load ptr, ptr %64, align 8
  %777 = load ptr, ptr %65, align 8
  %778 = load i64, ptr %67, align 8
  %779 = getelementptr inbounds %struct.HUF_DEltX1, ptr %777, i64 %778
  %780 = load i8, ptr %779, align 1
  %781 = zext i8 %780 to i32
  store ptr %776, ptr %62, align 8
  store i32 %781, ptr %63, align 4
  %782 = load i32, ptr %63, align 4
  %783 = load ptr, ptr %62, align 8
  %784 = getelementptr inbounds %struct.BIT_DStream_t, ptr %783, i32 0, i32 1
  %785 = load i32, ptr %784, align 8
  %786 = add i32 %785, %782
  store i32 %786, ptr %784, align 8
  %787 = load i8, ptr %68, align 1
  %788 = load ptr, ptr %386, align 8
  %789 = getelementptr inbounds i8, ptr %788, i32 1
  store ptr %789, ptr %386, align 8
  store i8 %787, ptr %788, align 1
  br label %790

790:                                              ; preds = %765, %738
  %791 = call i32 @MEM_64bits()
  %792 = icmp ne i32 %791, 0
  br i1 %792, label %793, label %818

793:                                              ; preds = %790
  %794 = load ptr, ptr %369, align 8
  %795 = load i32, ptr %391, align 4
  store ptr %371, ptr %71, align 8
  store ptr %794, ptr %72, align 8
  store i32 %795, ptr %73, align 4
  %796 = load ptr, ptr %71, align 8
  %797 = load i32, ptr %73, align 4
  %798 = call i64 @BIT_lookBitsFast(ptr noundef %796, i32 noundef %797)
  store i64 %798, ptr %74, align 8
  %799 = load ptr, ptr %72, align 8
  %800 = load i64, ptr %74, align 8
  %801 = getelementptr inbounds %struct.HUF_DEltX1, ptr %799, i64 %800
  %802 = getelementptr inbounds %struct.HUF_DEltX1, ptr %801, i32 0, i32 1
  %803 = load i8, ptr %802, align 1
  store i8 %803, ptr %75, align 1
  %804 = load ptr, ptr %71, align 8
  %805 = load ptr, ptr %72, align 8
  %806 = load i64, ptr %74, align 8
  %807 = getelementptr inbounds %struct.HUF_DEltX1, ptr %805, i64 %806
  %808 = load i8, ptr %807, align 1
  %809 = zext i8 %808 to i32
  store ptr %804, ptr %69, align 8
  store i32 %809, ptr %70, align 4
  %810 = load i32, ptr %70, align 4
  %811 = load ptr, ptr %69, align 8
  %812 = getelementptr inbounds %struct.BIT_DStream_t, ptr %811, i32 0, i32 1
  %813 = load i32, ptr %812, align 8
  %814 = add i32 %813, %810
  store i32 %814, ptr %812, align 8
  %815 = load i8, ptr %75, align 1
  %816 = load ptr, ptr %387, align 8
  %817 = getelementptr inbounds i8, ptr %816, i32 1
  store ptr %817, ptr %387, align 8
  store i8 %815, ptr %816, align 1
  br label %818

818:                                              ; preds = %793, %790
  %819 = call i32 @MEM_64bits()
  %820 = icmp ne i32 %819, 0
  br i1 %820, label %821, label %846

821:                                              ; preds = %818
  %822 = load ptr, ptr %369, align 8
  %823 = load i32, ptr %391, align 4
  store ptr %372, ptr %78, align 8
  store ptr %822, ptr %79, align 8
  store i32 %823, ptr %80, align 4
  %824 = load ptr, ptr %78, align 8
  %825 = load i32, ptr %80, align 4
  %826 = call i64 @BIT_lookBitsFast(ptr noundef %824, i32 noundef %825)
  store i64 %826, ptr %81, align 8
  %827 = load ptr, ptr %79, align 8
  %828 = load i64, ptr %81, align 8
  %829 = getelementptr inbounds %struct.HUF_DEltX1, ptr %827, i64 %828
  %830 = getelementptr inbounds %struct.HUF_DEltX1, ptr %829, i32 0, i32 1
  %831 = load i8, ptr %830, align 1
  store i8 %831, ptr %82, align 1
  %832 = load ptr, ptr %78, align 8
  %833 = load ptr, ptr %79, align 8
  %834 = load i64, ptr %81, align 8
  %835 = getelementptr inbounds %struct.HUF_DEltX1, ptr %833, i64 %834
  %836 = load i8, ptr %835, align 1
  %837 = zext i8 %836 to i32
  store ptr %832, ptr %76, align 8
  store i32 %837, ptr %77, align 4
  %838 = load i32, ptr %77, align 4
  %839 = load ptr, ptr %76, align 8
  %840 = getelementptr inbounds %struct.BIT_DStream_t, ptr %839, i32 0, i32 1
  %841 = load i32, ptr %840, align 8
  %842 = add i32 %841, %838
  store i32 %842, ptr %840, align 8
  %843 = load i8, ptr %82, align 1
  %844 = load ptr, ptr %388, align 8
  %845 = getelementptr inbounds i8, ptr %844, i32 1
  store ptr %845, ptr %388, align 8
  store i8 %843, ptr %844, align 1
  br label %846

846:                                              ; preds = %821, %818
  %847 = call i32 @MEM_64bits()
  %848 = icmp ne i32 %847, 0
  br i1 %848, label %849, label %874

849:                                              ; preds = %846
  %850 = load ptr, ptr %369, align 8
  %851 = load i32, ptr %391, align 4
  store ptr %373, ptr %85, align 8
  store ptr %850, ptr %86, align 8
  store i32 %851, ptr %87, align 4
  %852 = load ptr, ptr %85, align 8
  %853 = load i32, ptr %87, align 4
  %854 = call i64 @BIT_lookBitsFast(ptr noundef %852, i32 noundef %853)
  store i64 %854, ptr %88, align 8
  %855 = load ptr, ptr %86, align 8
  %856 = load i64, ptr %88, align 8
  %857 = getelementptr inbounds %struct.HUF_DEltX1, ptr %855, i64 %856
  %858 = getelementptr inbounds %struct.HUF_DEltX1, ptr %857, i32 0, i32 1
  %859 = load i8, ptr %858, align 1
  store i8 %859, ptr %89, align 1
  %860 = load ptr, ptr %85, align 8
  %861 = load ptr, ptr %86, align 8
  %862 = load i64, ptr %88, align 8
  %863 = getelementptr inbounds %struct.HUF_DEltX1, ptr %861, i64 %862
  %864 = load i8, ptr %863, align 1
  %865 = zext i8 %864 to i32
  store ptr %860, ptr %83, align 8
  store i32 %865, ptr %84, align 4
  %866 = load i32, ptr %84, align 4
  %867 = load ptr, ptr %83, align 8
  %868 = getelementptr inbounds %struct.BIT_DStream_t, ptr %867, i32 0, i32 1
  %869 = load i32, ptr %868, align 8
  %870 = add i32 %869, %866
  store i32 %870, ptr %868, align 8
  %871 = load i8, ptr %89, align 1
  %872 = load ptr, ptr %389, align 8
  %873 = getelementptr inbounds i8, ptr %872, i32 1
  store ptr %873, ptr %389, align 8
  store i8 %871, ptr %872, align 1
  br label %874

874:                                              ; preds = %849, %846
  %875 = load ptr, ptr %369, align 8
  %876 = load i32, ptr %391, align 4
  store ptr %370, ptr %92, align 8
  store ptr %875, ptr %93, align 8
  store i32 %876, ptr %94, align 4
  %877 = load ptr, ptr %92, align 8
  %878 = load i32, ptr %94, align 4
  %879 = call i64 @BIT_lookBitsFast(ptr noundef %877, i32 noundef %878)
  store i64 %879, ptr %95, align 8
  %880 = load ptr, ptr %93, align 8
  %881 = load i64, ptr %95, align 8
  %882 = getelementptr inbounds %struct.HUF_DEltX1, ptr %880, i64 %881
  %883 = getelementptr inbounds %struct.HUF_DEltX1, ptr %882, i32 0, i32 1
  %884 = load i8, ptr %883, align 1
  store i8 %884, ptr %96, align 1
  %885 = load ptr, ptr %92, align 8
  %886 = load ptr, ptr %93, align 8
  %887 = load i64, ptr %95, align 8
  %888 = getelementptr inbounds %struct.HUF_DEltX1, ptr %886, i64 %887
  %889 = load i8, ptr %888, align 1
  %890 = zext i8 %889 to i32
  store ptr %885, ptr %90, align 8
  store i32 %890, ptr %91, align 4
  %891 = load i32, ptr %91, align 4
  %892 = load ptr, ptr %90, align 8
  %893 = getelementptr inbounds %struct.BIT_DStream_t, ptr %892, i32 0, i32 1
  %894 = load i32, ptr %893, align 8
  %895 = add i32 %894, %891
  store i32 %895, ptr %893, align 8
  %896 = load i8, ptr %96, align 1
  %897 = load ptr, ptr %386, align 8
  %898 = getelementptr inbounds i8, ptr %897, i32 1
  store ptr %898, ptr %386, align 8
  store i8 %896, ptr %897, align 1
  %899 = load ptr, ptr %369, align 8
  %900 = load i32, ptr %391, align 4
  store ptr %371, ptr %99, align 8
  store ptr %899, ptr %100, align 8
  store i32 %900, ptr %101, align 4
  %901 = load ptr, ptr %99, align 8
  %902 = load i32, ptr %101, align 4
  %903 = call i64 @BIT_lookBitsFast(ptr noundef %901, i32 noundef %902)
  store i64 %903, ptr %102, align 8
  %904 = load ptr, ptr %100, align 8
  %905 = load i64, ptr %102, align 8
  %906 = getelementptr inbounds %struct.HUF_DEltX1, ptr %904, i64 %905
  %907 = getelementptr inbounds %struct.HUF_DEltX1, ptr %906, i32 0, i32 1
  %908 = load i8, ptr %907, align 1
  store i8 %908, ptr %103, align 1
  %909 = load ptr, ptr %99, align 8
  %910 = load ptr, ptr %100, align 8
  %911 = load i64, ptr %102, align 8
  %912 = getelementptr inbounds %struct.HUF_DEltX1, ptr %910, i64 %911
  %913 = load i8, ptr %912, align 1
  %914 = zext i8 %913 to i32
  store ptr %909, ptr %97, align 8
  store i32 %914, ptr %98, align 4
  %915 = load i32, ptr %98, align 4
  %916 = load ptr, ptr %97, align 8
  %917 = getelementptr inbounds %struct.BIT_DStream_t, ptr %916, i32 0, i32 1
  %918 = load i32, ptr %917, align 8
  %919 = add i32 %918, %915
  store i32 %919, ptr %917, align 8
  %920 = load i8, ptr %103, align 1
  %921 = load ptr, ptr %387, align 8
  %922 = getelementptr inbounds i8, ptr %921, i32 1
  store ptr %922, ptr %387, align 8
  store i8 %920, ptr %921, align 1
  %923 = load ptr, ptr %369, align 8
  %924 = load i32, ptr %391, align 4
  store ptr %372, ptr %106, align 8
  store ptr %923, ptr %107, align 8
  store i32 %924, ptr %108, align 4
  %925 = load ptr, ptr %106, align 8
  %926 = load i32, ptr %108, align 4
  %927 = call i64 @BIT_lookBitsFast(ptr noundef %925, i32 noundef %926)
  store i64 %927, ptr %109, align 8
  %928 = load ptr, ptr %107, align 8
  %929 = load i64, ptr %109, align 8
  %930 = getelementptr inbounds %struct.HUF_DEltX1, ptr %928, i64 %929
  %931 = getelementptr inbounds %struct.HUF_DEltX1, ptr %930, i32 0, i32 1
  %932 = load i8, ptr %931, align 1
  store i8 %932, ptr %110, align 1
  %933 = load ptr, ptr %106, align 8
  %934 = load ptr, ptr %107, align 8
  %935 = load i64, ptr %109, align 8
  %936 = getelementptr inbounds %struct.HUF_DEltX1, ptr %934, i64 %935
  %937 = load i8, ptr %936, align 1
  %938 = zext i8 %937 to i32
  store ptr %933, ptr %104, align 8
  store i32 %938, ptr %105, align 4
  %939 = load i32, ptr %105, align 4
  %940 = load ptr, ptr %104, align 8
  %941 = getelementptr inbounds %struct.BIT_DStream_t, ptr %940, i32 0, i32 1
  %942 = load i32, ptr %941, align 8
  %943 = add i32 %942, %939
  store i32 %943, ptr %941, align 8
  %944 = load i8, ptr %110, align 1
  %945 = load ptr, ptr %388, align 8
  %946 = getelementptr inbounds i8, ptr %945, i32 1
  store ptr %946, ptr %388, align 8
  store i8 %944, ptr %945, align 1
  %947 = load ptr, ptr %369, align 8
  %948 = load i32, ptr %391, align 4
  store ptr %373, ptr %113, align 8
  store ptr %947, ptr %114, align 8
  store i32 %948, ptr %115, align 4
  %949 = load ptr, ptr %113, align 8
  %950 = load i32, ptr %115, align 4
  %951 = call i64 @BIT_lookBitsFast(ptr noundef %949, i32 noundef %950)
  store i64 %951, ptr %116, align 8
  %952 = load ptr, ptr %114, align 8
  %953 = load i64, ptr %116, align 8
  %954 = getelementptr inbounds %struct.HUF_DEltX1, ptr %952, i64 %953
  %955 = getelementptr inbounds %struct.HUF_DEltX1, ptr %954, i32 0, i32 1
  %956 = load i8, ptr %955, align 1
  store i8 %956, ptr %117, align 1
  %957 = load ptr, ptr %113, align 8
  %958 = load ptr, ptr %114, align 8
  %959 = load i64, ptr %116, align 8
  %960 = getelementptr inbounds %struct.HUF_DEltX1, ptr %958, i64 %959
  %961 = load i8, ptr %960, align 1
  %962 = zext i8 %961 to i32
  store ptr %957, ptr %111, align 8
  store i32 %962, ptr %112, align 4
  %963 = load i32, ptr %112, align 4
  %964 = load ptr, ptr %111, align 8
  %965 = getelementptr inbounds %struct.BIT_DStream_t, ptr %964, i32 0, i32 1
  %966 = load i32, ptr %965, align 8
  %967 = add i32 %966, %963
  store i32 %967, ptr %965, align 8
  %968 = load i8, ptr %117, align 1
  %969 = load ptr, ptr %389, align 8
  %970 = getelementptr inbounds i8, ptr %969, i32 1
  store ptr %970, ptr %389, align 8
  store i8 %968, ptr %969, align 1
  %971 = call i32 @BIT_reloadDStreamFast(ptr noundef %370)
  %972 = icmp eq i32 %971, 0
  %973 = zext i1 %972 to i32
  %974 = load i32, ptr %392, align 4
  %975 = and i32 %974, %973
  store i32 %975, ptr %392, align 4
  %976 = call i32 @BIT_reloadDStreamFast(ptr noundef %371)
  %977 = icmp eq i32 %976, 0
  %978 = zext i1 %977 to i32
  %979 = load i32, ptr %392, align 4
  %980 = and i32 %979, %978
  store i32 %980, ptr %392, align 4
  %981 = call i32 @BIT_reloadDStreamFast(ptr noundef %372)
  %982 = icmp eq i32 %981, 0
  %983 = zext i1 %982 to i32
  %984 = load i32, ptr %392, align 4
  %985 = and i32 %984, %983
  store i32 %985, ptr %392, align 4
  %986 = call i32 @BIT_reloadDStreamFast(ptr noundef %373)
  %987 = icmp eq i32 %986, 0
  %988 = zext i1 %987 to i32
  %989 = load i32, ptr %392, align 4
  %990 = and i32 %989, %988
  store i32 %990, ptr %392, align 4
  br label %530, !llvm.loop !51

991:                                              ; preds = %530
  br label %992

992:                                              ; preds = %991, %522
  %993 = load ptr, ptr %386, align 8
  %994 = load ptr, ptr %383, align 8
  %995 = icmp ugt ptr %993, %994
  br i1 %995, label %996, label %997

996:                                              ; preds = %992
  store i64 -20, ptr %358, align 8
  br label %2920

997:                                              ; preds = %992
  %998 = load ptr, ptr %387, align 8
  %999 = load ptr, ptr %384, align 8
  %1000 = icmp ugt ptr %998, %999
  br i1 %1000, label %1001, label %1002

1001:                                             ; preds = %997
  store i64 -20, ptr %358, align 8
  br label %2920

1002:                                             ; preds = %997
  %1003 = load ptr, ptr %388, align 8
  %1004 = load ptr, ptr %385, align 8
  %1005 = icmp ugt ptr %1003, %1004
  br i1 %1005, label %1006, label %1007

1006:                                             ; preds = %1002
  store i64 -20, ptr %358, align 8
  br label %2920

1007:                                             ; preds = %1002
  %1008 = load ptr, ptr %386, align 8
  %1009 = load ptr, ptr %383, align 8
  %1010 = load ptr, ptr %369, align 8
  %1011 = load i32, ptr %391, align 4
  store ptr %1008, ptr %298, align 8
  store ptr %370, ptr %299, align 8
  store ptr %1009, ptr %300, align 8
  store ptr %1010, ptr %301, align 8
  store i32 %1011, ptr %302, align 4
  %1012 = load ptr, ptr %298, align 8
  store ptr %1012, ptr %303, align 8
  %1013 = load ptr, ptr %300, align 8
  %1014 = load ptr, ptr %298, align 8
  %1015 = ptrtoint ptr %1013 to i64
  %1016 = ptrtoint ptr %1014 to i64
  %1017 = sub i64 %1015, %1016
  %1018 = icmp sgt i64 %1017, 3
  br i1 %1018, label %1019, label %1231

1019:                                             ; preds = %1007
  br label %1020

1020:                                             ; preds = %1204, %1019
  %1021 = load ptr, ptr %299, align 8
  store ptr %1021, ptr %287, align 8
  %1022 = load ptr, ptr %287, align 8
  %1023 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1022, i32 0, i32 1
  %1024 = load i32, ptr %1023, align 8
  %1025 = zext i32 %1024 to i64
  %1026 = icmp ugt i64 %1025, 64
  %1027 = zext i1 %1026 to i32
  %1028 = sext i32 %1027 to i64
  br i1 %1026, label %1029, label %1032

1029:                                             ; preds = %1020
  %1030 = load ptr, ptr %287, align 8
  %1031 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1030, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1031, align 8
  store i32 3, ptr %286, align 4
  br label %1106

1032:                                             ; preds = %1020
  %1033 = load ptr, ptr %287, align 8
  %1034 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1033, i32 0, i32 2
  %1035 = load ptr, ptr %1034, align 8
  %1036 = load ptr, ptr %287, align 8
  %1037 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1036, i32 0, i32 4
  %1038 = load ptr, ptr %1037, align 8
  %1039 = icmp uge ptr %1035, %1038
  br i1 %1039, label %1040, label %1043

1040:                                             ; preds = %1032
  %1041 = load ptr, ptr %287, align 8
  %1042 = call i32 @BIT_reloadDStream_internal(ptr noundef %1041)
  store i32 %1042, ptr %286, align 4
  br label %1106

1043:                                             ; preds = %1032
  %1044 = load ptr, ptr %287, align 8
  %1045 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1044, i32 0, i32 2
  %1046 = load ptr, ptr %1045, align 8
  %1047 = load ptr, ptr %287, align 8
  %1048 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1047, i32 0, i32 3
  %1049 = load ptr, ptr %1048, align 8
  %1050 = icmp eq ptr %1046, %1049
  br i1 %1050, label %1051, label %1059

1051:                                             ; preds = %1043
  %1052 = load ptr, ptr %287, align 8
  %1053 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1052, i32 0, i32 1
  %1054 = load i32, ptr %1053, align 8
  %1055 = zext i32 %1054 to i64
  %1056 = icmp ult i64 %1055, 64
  br i1 %1056, label %1057, label %1058

1057:                                             ; preds = %1051
  store i32 1, ptr %286, align 4
  br label %1106

1058:                                             ; preds = %1051
  store i32 2, ptr %286, align 4
  br label %1106

1059:                                             ; preds = %1043
  %1060 = load ptr, ptr %287, align 8
  %1061 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1060, i32 0, i32 1
  %1062 = load i32, ptr %1061, align 8
  %1063 = lshr i32 %1062, 3
  store i32 %1063, ptr %288, align 4
  store i32 0, ptr %289, align 4
  %1064 = load ptr, ptr %287, align 8
  %1065 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1064, i32 0, i32 2
  %1066 = load ptr, ptr %1065, align 8
  %1067 = load i32, ptr %288, align 4
  %1068 = zext i32 %1067 to i64
  %1069 = sub i64 0, %1068
  %1070 = getelementptr inbounds i8, ptr %1066, i64 %1069
  %1071 = load ptr, ptr %287, align 8
  %1072 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1071, i32 0, i32 3
  %1073 = load ptr, ptr %1072, align 8
  %1074 = icmp ult ptr %1070, %1073
  br i1 %1074, label %1075, label %1086

1075:                                             ; preds = %1059
  %1076 = load ptr, ptr %287, align 8
  %1077 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1076, i32 0, i32 2
  %1078 = load ptr, ptr %1077, align 8
  %1079 = load ptr, ptr %287, align 8
  %1080 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1079, i32 0, i32 3
  %1081 = load ptr, ptr %1080, align 8
  %1082 = ptrtoint ptr %1078 to i64
  %1083 = ptrtoint ptr %1081 to i64
  %1084 = sub i64 %1082, %1083
  %1085 = trunc i64 %1084 to i32
  store i32 %1085, ptr %288, align 4
  store i32 1, ptr %289, align 4
  br label %1086

1086:                                             ; preds = %1075, %1059
  %1087 = load i32, ptr %288, align 4
  %1088 = load ptr, ptr %287, align 8
  %1089 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1088, i32 0, i32 2
  %1090 = load ptr, ptr %1089, align 8
  %1091 = zext i32 %1087 to i64
  %1092 = sub i64 0, %1091
  %1093 = getelementptr inbounds i8, ptr %1090, i64 %1092
  store ptr %1093, ptr %1089, align 8
  %1094 = load i32, ptr %288, align 4
  %1095 = mul i32 %1094, 8
  %1096 = load ptr, ptr %287, align 8
  %1097 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1096, i32 0, i32 1
  %1098 = load i32, ptr %1097, align 8
  %1099 = sub i32 %1098, %1095
  store i32 %1099, ptr %1097, align 8
  %1100 = load ptr, ptr %287, align 8
  %1101 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1100, i32 0, i32 2
  %1102 = load ptr, ptr %1101, align 8
  %1103 = call i64 @MEM_readLEST(ptr noundef %1102)
  %1104 = load ptr, ptr %287, align 8
  store i64 %1103, ptr %1104, align 8
  %1105 = load i32, ptr %289, align 4
  store i32 %1105, ptr %286, align 4
  br label %1106

1106:                                             ; preds = %1086, %1058, %1057, %1040, %1029
  %1107 = load i32, ptr %286, align 4
  %1108 = icmp eq i32 %1107, 0
  %1109 = zext i1 %1108 to i32
  %1110 = load ptr, ptr %298, align 8
  %1111 = load ptr, ptr %300, align 8
  %1112 = getelementptr inbounds i8, ptr %1111, i64 -3
  %1113 = icmp ult ptr %1110, %1112
  %1114 = zext i1 %1113 to i32
  %1115 = and i32 %1109, %1114
  %1116 = icmp ne i32 %1115, 0
  br i1 %1116, label %1117, label %1230

1117:                                             ; preds = %1106
  %1118 = call i32 @MEM_64bits()
  %1119 = icmp ne i32 %1118, 0
  br i1 %1119, label %1120, label %1146

1120:                                             ; preds = %1117
  %1121 = load ptr, ptr %299, align 8
  %1122 = load ptr, ptr %301, align 8
  %1123 = load i32, ptr %302, align 4
  store ptr %1121, ptr %281, align 8
  store ptr %1122, ptr %282, align 8
  store i32 %1123, ptr %283, align 4
  %1124 = load ptr, ptr %281, align 8
  %1125 = load i32, ptr %283, align 4
  %1126 = call i64 @BIT_lookBitsFast(ptr noundef %1124, i32 noundef %1125)
  store i64 %1126, ptr %284, align 8
  %1127 = load ptr, ptr %282, align 8
  %1128 = load i64, ptr %284, align 8
  %1129 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1127, i64 %1128
  %1130 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1129, i32 0, i32 1
  %1131 = load i8, ptr %1130, align 1
  store i8 %1131, ptr %285, align 1
  %1132 = load ptr, ptr %281, align 8
  %1133 = load ptr, ptr %282, align 8
  %1134 = load i64, ptr %284, align 8
  %1135 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1133, i64 %1134
  %1136 = load i8, ptr %1135, align 1
  %1137 = zext i8 %1136 to i32
  store ptr %1132, ptr %279, align 8
  store i32 %1137, ptr %280, align 4
  %1138 = load i32, ptr %280, align 4
  %1139 = load ptr, ptr %279, align 8
  %1140 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1139, i32 0, i32 1
  %1141 = load i32, ptr %1140, align 8
  %1142 = add i32 %1141, %1138
  store i32 %1142, ptr %1140, align 8
  %1143 = load i8, ptr %285, align 1
  %1144 = load ptr, ptr %298, align 8
  %1145 = getelementptr inbounds i8, ptr %1144, i32 1
  store ptr %1145, ptr %298, align 8
  store i8 %1143, ptr %1144, align 1
  br label %1146

1146:                                             ; preds = %1120, %1117
  %1147 = call i32 @MEM_64bits()
  %1148 = icmp ne i32 %1147, 0
  br i1 %1148, label %1150, label %1149

1149:                                             ; preds = %1146
  br label %1150

1150:                                             ; preds = %1149, %1146
  %1151 = load ptr, ptr %299, align 8
  %1152 = load ptr, ptr %301, align 8
  %1153 = load i32, ptr %302, align 4
  store ptr %1151, ptr %260, align 8
  store ptr %1152, ptr %261, align 8
  store i32 %1153, ptr %262, align 4
  %1154 = load ptr, ptr %260, align 8
  %1155 = load i32, ptr %262, align 4
  %1156 = call i64 @BIT_lookBitsFast(ptr noundef %1154, i32 noundef %1155)
  store i64 %1156, ptr %263, align 8
  %1157 = load ptr, ptr %261, align 8
  %1158 = load i64, ptr %263, align 8
  %1159 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1157, i64 %1158
  %1160 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1159, i32 0, i32 1
  %1161 = load i8, ptr %1160, align 1
  store i8 %1161, ptr %264, align 1
  %1162 = load ptr, ptr %260, align 8
  %1163 = load ptr, ptr %261, align 8
  %1164 = load i64, ptr %263, align 8
  %1165 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1163, i64 %1164
  %1166 = load i8, ptr %1165, align 1
  %1167 = zext i8 %1166 to i32
  store ptr %1162, ptr %258, align 8
  store i32 %1167, ptr %259, align 4
  %1168 = load i32, ptr %259, align 4
  %1169 = load ptr, ptr %258, align 8
  %1170 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1169, i32 0, i32 1
  %1171 = load i32, ptr %1170, align 8
  %1172 = add i32 %1171, %1168
  store i32 %1172, ptr %1170, align 8
  %1173 = load i8, ptr %264, align 1
  %1174 = load ptr, ptr %298, align 8
  %1175 = getelementptr inbounds i8, ptr %1174, i32 1
  store ptr %1175, ptr %298, align 8
  store i8 %1173, ptr %1174, align 1
  %1176 = call i32 @MEM_64bits()
  %1177 = icmp ne i32 %1176, 0
  br i1 %1177, label %1178, label %1204

1178:                                             ; preds = %1150
  %1179 = load ptr, ptr %299, align 8
  %1180 = load ptr, ptr %301, align 8
  %1181 = load i32, ptr %302, align 4
  store ptr %1179, ptr %274, align 8
  store ptr %1180, ptr %275, align 8
  store i32 %1181, ptr %276, align 4
  %1182 = load ptr, ptr %274, align 8
  %1183 = load i32, ptr %276, align 4
  %1184 = call i64 @BIT_lookBitsFast(ptr noundef %1182, i32 noundef %1183)
  store i64 %1184, ptr %277, align 8
  %1185 = load ptr, ptr %275, align 8
  %1186 = load i64, ptr %277, align 8
  %1187 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1185, i64 %1186
  %1188 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1187, i32 0, i32 1
  %1189 = load i8, ptr %1188, align 1
  store i8 %1189, ptr %278, align 1
  %1190 = load ptr, ptr %274, align 8
  %1191 = load ptr, ptr %275, align 8
  %1192 = load i64, ptr %277, align 8
  %1193 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1191, i64 %1192
  %1194 = load i8, ptr %1193, align 1
  %1195 = zext i8 %1194 to i32
  store ptr %1190, ptr %272, align 8
  store i32 %1195, ptr %273, align 4
  %1196 = load i32, ptr %273, align 4
  %1197 = load ptr, ptr %272, align 8
  %1198 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1197, i32 0, i32 1
  %1199 = load i32, ptr %1198, align 8
  %1200 = add i32 %1199, %1196
  store i32 %1200, ptr %1198, align 8
  %1201 = load i8, ptr %278, align 1
  %1202 = load ptr, ptr %298, align 8
  %1203 = getelementptr inbounds i8, ptr %1202, i32 1
  store ptr %1203, ptr %298, align 8
  store i8 %1201, ptr %1202, align 1
  br label %1204

1204:                                             ; preds = %1178, %1150
  %1205 = load ptr, ptr %299, align 8
  %1206 = load ptr, ptr %301, align 8
  %1207 = load i32, ptr %302, align 4
  store ptr %1205, ptr %267, align 8
  store ptr %1206, ptr %268, align 8
  store i32 %1207, ptr %269, align 4
  %1208 = load ptr, ptr %267, align 8
  %1209 = load i32, ptr %269, align 4
  %1210 = call i64 @BIT_lookBitsFast(ptr noundef %1208, i32 noundef %1209)
  store i64 %1210, ptr %270, align 8
  %1211 = load ptr, ptr %268, align 8
  %1212 = load i64, ptr %270, align 8
  %1213 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1211, i64 %1212
  %1214 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1213, i32 0, i32 1
  %1215 = load i8, ptr %1214, align 1
  store i8 %1215, ptr %271, align 1
  %1216 = load ptr, ptr %267, align 8
  %1217 = load ptr, ptr %268, align 8
  %1218 = load i64, ptr %270, align 8
  %1219 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1217, i64 %1218
  %1220 = load i8, ptr %1219, align 1
  %1221 = zext i8 %1220 to i32
  store ptr %1216, ptr %265, align 8
  store i32 %1221, ptr %266, align 4
  %1222 = load i32, ptr %266, align 4
  %1223 = load ptr, ptr %265, align 8
  %1224 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1223, i32 0, i32 1
  %1225 = load i32, ptr %1224, align 8
  %1226 = add i32 %1225, %1222
  store i32 %1226, ptr %1224, align 8
  %1227 = load i8, ptr %271, align 1
  %1228 = load ptr, ptr %298, align 8
  %1229 = getelementptr inbounds i8, ptr %1228, i32 1
  store ptr %1229, ptr %298, align 8
  store i8 %1227, ptr %1228, align 1
  br label %1020, !llvm.loop !33

1230:                                             ; preds = %1106
  br label %1319

1231:                                             ; preds = %1007
  %1232 = load ptr, ptr %299, align 8
  store ptr %1232, ptr %291, align 8
  %1233 = load ptr, ptr %291, align 8
  %1234 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1233, i32 0, i32 1
  %1235 = load i32, ptr %1234, align 8
  %1236 = zext i32 %1235 to i64
  %1237 = icmp ugt i64 %1236, 64
  %1238 = zext i1 %1237 to i32
  %1239 = sext i32 %1238 to i64
  br i1 %1237, label %1240, label %1243

1240:                                             ; preds = %1231
  %1241 = load ptr, ptr %291, align 8
  %1242 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1241, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1242, align 8
  store i32 3, ptr %290, align 4
  br label %1317

1243:                                             ; preds = %1231
  %1244 = load ptr, ptr %291, align 8
  %1245 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1244, i32 0, i32 2
  %1246 = load ptr, ptr %1245, align 8
  %1247 = load ptr, ptr %291, align 8
  %1248 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1247, i32 0, i32 4
  %1249 = load ptr, ptr %1248, align 8
  %1250 = icmp uge ptr %1246, %1249
  br i1 %1250, label %1251, label %1254

1251:                                             ; preds = %1243
  %1252 = load ptr, ptr %291, align 8
  %1253 = call i32 @BIT_reloadDStream_internal(ptr noundef %1252)
  store i32 %1253, ptr %290, align 4
  br label %1317

1254:                                             ; preds = %1243
  %1255 = load ptr, ptr %291, align 8
  %1256 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1255, i32 0, i32 2
  %1257 = load ptr, ptr %1256, align 8
  %1258 = load ptr, ptr %291, align 8
  %1259 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1258, i32 0, i32 3
  %1260 = load ptr, ptr %1259, align 8
  %1261 = icmp eq ptr %1257, %1260
  br i1 %1261, label %1262, label %1270

1262:                                             ; preds = %1254
  %1263 = load ptr, ptr %291, align 8
  %1264 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1263, i32 0, i32 1
  %1265 = load i32, ptr %1264, align 8
  %1266 = zext i32 %1265 to i64
  %1267 = icmp ult i64 %1266, 64
  br i1 %1267, label %1268, label %1269

1268:                                             ; preds = %1262
  store i32 1, ptr %290, align 4
  br label %1317

1269:                                             ; preds = %1262
  store i32 2, ptr %290, align 4
  br label %1317

1270:                                             ; preds = %1254
  %1271 = load ptr, ptr %291, align 8
  %1272 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1271, i32 0, i32 1
  %1273 = load i32, ptr %1272, align 8
  %1274 = lshr i32 %1273, 3
  store i32 %1274, ptr %292, align 4
  store i32 0, ptr %293, align 4
  %1275 = load ptr, ptr %291, align 8
  %1276 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1275, i32 0, i32 2
  %1277 = load ptr, ptr %1276, align 8
  %1278 = load i32, ptr %292, align 4
  %1279 = zext i32 %1278 to i64
  %1280 = sub i64 0, %1279
  %1281 = getelementptr inbounds i8, ptr %1277, i64 %1280
  %1282 = load ptr, ptr %291, align 8
  %1283 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1282, i32 0, i32 3
  %1284 = load ptr, ptr %1283, align 8
  %1285 = icmp ult ptr %1281, %1284
  br i1 %1285, label %1286, label %1297

1286:                                             ; preds = %1270
  %1287 = load ptr, ptr %291, align 8
  %1288 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1287, i32 0, i32 2
  %1289 = load ptr, ptr %1288, align 8
  %1290 = load ptr, ptr %291, align 8
  %1291 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1290, i32 0, i32 3
  %1292 = load ptr, ptr %1291, align 8
  %1293 = ptrtoint ptr %1289 to i64
  %1294 = ptrtoint ptr %1292 to i64
  %1295 = sub i64 %1293, %1294
  %1296 = trunc i64 %1295 to i32
  store i32 %1296, ptr %292, align 4
  store i32 1, ptr %293, align 4
  br label %1297

1297:                                             ; preds = %1286, %1270
  %1298 = load i32, ptr %292, align 4
  %1299 = load ptr, ptr %291, align 8
  %1300 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1299, i32 0, i32 2
  %1301 = load ptr, ptr %1300, align 8
  %1302 = zext i32 %1298 to i64
  %1303 = sub i64 0, %1302
  %1304 = getelementptr inbounds i8, ptr %1301, i64 %1303
  store ptr %1304, ptr %1300, align 8
  %1305 = load i32, ptr %292, align 4
  %1306 = mul i32 %1305, 8
  %1307 = load ptr, ptr %291, align 8
  %1308 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1307, i32 0, i32 1
  %1309 = load i32, ptr %1308, align 8
  %1310 = sub i32 %1309, %1306
  store i32 %1310, ptr %1308, align 8
  %1311 = load ptr, ptr %291, align 8
  %1312 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1311, i32 0, i32 2
  %1313 = load ptr, ptr %1312, align 8
  %1314 = call i64 @MEM_readLEST(ptr noundef %1313)
  %1315 = load ptr, ptr %291, align 8
  store i64 %1314, ptr %1315, align 8
  %1316 = load i32, ptr %293, align 4
  store i32 %1316, ptr %290, align 4
  br label %1317

1317:                                             ; preds = %1297, %1269, %1268, %1251, %1240
  %1318 = load i32, ptr %290, align 4
  br label %1319

1319:                                             ; preds = %1317, %1230
  %1320 = call i32 @MEM_32bits()
  %1321 = icmp ne i32 %1320, 0
  br i1 %1321, label %1322, label %1446

1322:                                             ; preds = %1319
  br label %1323

1323:                                             ; preds = %1419, %1322
  %1324 = load ptr, ptr %299, align 8
  store ptr %1324, ptr %295, align 8
  %1325 = load ptr, ptr %295, align 8
  %1326 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1325, i32 0, i32 1
  %1327 = load i32, ptr %1326, align 8
  %1328 = zext i32 %1327 to i64
  %1329 = icmp ugt i64 %1328, 64
  %1330 = zext i1 %1329 to i32
  %1331 = sext i32 %1330 to i64
  br i1 %1329, label %1332, label %1335

1332:                                             ; preds = %1323
  %1333 = load ptr, ptr %295, align 8
  %1334 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1333, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1334, align 8
  store i32 3, ptr %294, align 4
  br label %1409

1335:                                             ; preds = %1323
  %1336 = load ptr, ptr %295, align 8
  %1337 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1336, i32 0, i32 2
  %1338 = load ptr, ptr %1337, align 8
  %1339 = load ptr, ptr %295, align 8
  %1340 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1339, i32 0, i32 4
  %1341 = load ptr, ptr %1340, align 8
  %1342 = icmp uge ptr %1338, %1341
  br i1 %1342, label %1343, label %1346

1343:                                             ; preds = %1335
  %1344 = load ptr, ptr %295, align 8
  %1345 = call i32 @BIT_reloadDStream_internal(ptr noundef %1344)
  store i32 %1345, ptr %294, align 4
  br label %1409

1346:                                             ; preds = %1335
  %1347 = load ptr, ptr %295, align 8
  %1348 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1347, i32 0, i32 2
  %1349 = load ptr, ptr %1348, align 8
  %1350 = load ptr, ptr %295, align 8
  %1351 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1350, i32 0, i32 3
  %1352 = load ptr, ptr %1351, align 8
  %1353 = icmp eq ptr %1349, %1352
  br i1 %1353, label %1354, label %1362

1354:                                             ; preds = %1346
  %1355 = load ptr, ptr %295, align 8
  %1356 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1355, i32 0, i32 1
  %1357 = load i32, ptr %1356, align 8
  %1358 = zext i32 %1357 to i64
  %1359 = icmp ult i64 %1358, 64
  br i1 %1359, label %1360, label %1361

1360:                                             ; preds = %1354
  store i32 1, ptr %294, align 4
  br label %1409

1361:                                             ; preds = %1354
  store i32 2, ptr %294, align 4
  br label %1409

1362:                                             ; preds = %1346
  %1363 = load ptr, ptr %295, align 8
  %1364 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1363, i32 0, i32 1
  %1365 = load i32, ptr %1364, align 8
  %1366 = lshr i32 %1365, 3
  store i32 %1366, ptr %296, align 4
  store i32 0, ptr %297, align 4
  %1367 = load ptr, ptr %295, align 8
  %1368 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1367, i32 0, i32 2
  %1369 = load ptr, ptr %1368, align 8
  %1370 = load i32, ptr %296, align 4
  %1371 = zext i32 %1370 to i64
  %1372 = sub i64 0, %1371
  %1373 = getelementptr inbounds i8, ptr %1369, i64 %1372
  %1374 = load ptr, ptr %295, align 8
  %1375 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1374, i32 0, i32 3
  %1376 = load ptr, ptr %1375, align 8
  %1377 = icmp ult ptr %1373, %1376
  br i1 %1377, label %1378, label %1389

1378:                                             ; preds = %1362
  %1379 = load ptr, ptr %295, align 8
  %1380 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1379, i32 0, i32 2
  %1381 = load ptr, ptr %1380, align 8
  %1382 = load ptr, ptr %295, align 8
  %1383 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1382, i32 0, i32 3
  %1384 = load ptr, ptr %1383, align 8
  %1385 = ptrtoint ptr %1381 to i64
  %1386 = ptrtoint ptr %1384 to i64
  %1387 = sub i64 %1385, %1386
  %1388 = trunc i64 %1387 to i32
  store i32 %1388, ptr %296, align 4
  store i32 1, ptr %297, align 4
  br label %1389

1389:                                             ; preds = %1378, %1362
  %1390 = load i32, ptr %296, align 4
  %1391 = load ptr, ptr %295, align 8
  %1392 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1391, i32 0, i32 2
  %1393 = load ptr, ptr %1392, align 8
  %1394 = zext i32 %1390 to i64
  %1395 = sub i64 0, %1394
  %1396 = getelementptr inbounds i8, ptr %1393, i64 %1395
  store ptr %1396, ptr %1392, align 8
  %1397 = load i32, ptr %296, align 4
  %1398 = mul i32 %1397, 8
  %1399 = load ptr, ptr %295, align 8
  %1400 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1399, i32 0, i32 1
  %1401 = load i32, ptr %1400, align 8
  %1402 = sub i32 %1401, %1398
  store i32 %1402, ptr %1400, align 8
  %1403 = load ptr, ptr %295, align 8
  %1404 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1403, i32 0, i32 2
  %1405 = load ptr, ptr %1404, align 8
  %1406 = call i64 @MEM_readLEST(ptr noundef %1405)
  %1407 = load ptr, ptr %295, align 8
  store i64 %1406, ptr %1407, align 8
  %1408 = load i32, ptr %297, align 4
  store i32 %1408, ptr %294, align 4
  br label %1409

1409:                                             ; preds = %1389, %1361, %1360, %1343, %1332
  %1410 = load i32, ptr %294, align 4
  %1411 = icmp eq i32 %1410, 0
  %1412 = zext i1 %1411 to i32
  %1413 = load ptr, ptr %298, align 8
  %1414 = load ptr, ptr %300, align 8
  %1415 = icmp ult ptr %1413, %1414
  %1416 = zext i1 %1415 to i32
  %1417 = and i32 %1412, %1416
  %1418 = icmp ne i32 %1417, 0
  br i1 %1418, label %1419, label %1445

1419:                                             ; preds = %1409
  %1420 = load ptr, ptr %299, align 8
  %1421 = load ptr, ptr %301, align 8
  %1422 = load i32, ptr %302, align 4
  store ptr %1420, ptr %253, align 8
  store ptr %1421, ptr %254, align 8
  store i32 %1422, ptr %255, align 4
  %1423 = load ptr, ptr %253, align 8
  %1424 = load i32, ptr %255, align 4
  %1425 = call i64 @BIT_lookBitsFast(ptr noundef %1423, i32 noundef %1424)
  store i64 %1425, ptr %256, align 8
  %1426 = load ptr, ptr %254, align 8
  %1427 = load i64, ptr %256, align 8
  %1428 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1426, i64 %1427
  %1429 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1428, i32 0, i32 1
  %1430 = load i8, ptr %1429, align 1
  store i8 %1430, ptr %257, align 1
  %1431 = load ptr, ptr %253, align 8
  %1432 = load ptr, ptr %254, align 8
  %1433 = load i64, ptr %256, align 8
  %1434 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1432, i64 %1433
  %1435 = load i8, ptr %1434, align 1
  %1436 = zext i8 %1435 to i32
  store ptr %1431, ptr %251, align 8
  store i32 %1436, ptr %252, align 4
  %1437 = load i32, ptr %252, align 4
  %1438 = load ptr, ptr %251, align 8
  %1439 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1438, i32 0, i32 1
  %1440 = load i32, ptr %1439, align 8
  %1441 = add i32 %1440, %1437
  store i32 %1441, ptr %1439, align 8
  %1442 = load i8, ptr %257, align 1
  %1443 = load ptr, ptr %298, align 8
  %1444 = getelementptr inbounds i8, ptr %1443, i32 1
  store ptr %1444, ptr %298, align 8
  store i8 %1442, ptr %1443, align 1
  br label %1323, !llvm.loop !34

1445:                                             ; preds = %1409
  br label %1446

1446:                                             ; preds = %1445, %1319
  br label %1447

1447:                                             ; preds = %1451, %1446
  %1448 = load ptr, ptr %298, align 8
  %1449 = load ptr, ptr %300, align 8
  %1450 = icmp ult ptr %1448, %1449
  br i1 %1450, label %1451, label %1477

1451:                                             ; preds = %1447
  %1452 = load ptr, ptr %299, align 8
  %1453 = load ptr, ptr %301, align 8
  %1454 = load i32, ptr %302, align 4
  store ptr %1452, ptr %246, align 8
  store ptr %1453, ptr %247, align 8
  store i32 %1454, ptr %248, align 4
  %1455 = load ptr, ptr %246, align 8
  %1456 = load i32, ptr %248, align 4
  %1457 = call i64 @BIT_lookBitsFast(ptr noundef %1455, i32 noundef %1456)
  store i64 %1457, ptr %249, align 8
  %1458 = load ptr, ptr %247, align 8
  %1459 = load i64, ptr %249, align 8
  %1460 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1458, i64 %1459
  %1461 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1460, i32 0, i32 1
  %1462 = load i8, ptr %1461, align 1
  store i8 %1462, ptr %250, align 1
  %1463 = load ptr, ptr %246, align 8
  %1464 = load ptr, ptr %247, align 8
  %1465 = load i64, ptr %249, align 8
  %1466 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1464, i64 %1465
  %1467 = load i8, ptr %1466, align 1
  %1468 = zext i8 %1467 to i32
  store ptr %1463, ptr %244, align 8
  store i32 %1468, ptr %245, align 4
  %1469 = load i32, ptr %245, align 4
  %1470 = load ptr, ptr %244, align 8
  %1471 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1470, i32 0, i32 1
  %1472 = load i32, ptr %1471, align 8
  %1473 = add i32 %1472, %1469
  store i32 %1473, ptr %1471, align 8
  %1474 = load i8, ptr %250, align 1
  %1475 = load ptr, ptr %298, align 8
  %1476 = getelementptr inbounds i8, ptr %1475, i32 1
  store ptr %1476, ptr %298, align 8
  store i8 %1474, ptr %1475, align 1
  br label %1447, !llvm.loop !35

1477:                                             ; preds = %1447
  %1478 = load ptr, ptr %300, align 8
  %1479 = load ptr, ptr %303, align 8
  %1480 = ptrtoint ptr %1478 to i64
  %1481 = ptrtoint ptr %1479 to i64
  %1482 = sub i64 %1480, %1481
  %1483 = load ptr, ptr %387, align 8
  %1484 = load ptr, ptr %384, align 8
  %1485 = load ptr, ptr %369, align 8
  %1486 = load i32, ptr %391, align 4
  store ptr %1483, ptr %316, align 8
  store ptr %371, ptr %317, align 8
  store ptr %1484, ptr %318, align 8
  store ptr %1485, ptr %319, align 8
  store i32 %1486, ptr %320, align 4
  %1487 = load ptr, ptr %316, align 8
  store ptr %1487, ptr %321, align 8
  %1488 = load ptr, ptr %318, align 8
  %1489 = load ptr, ptr %316, align 8
  %1490 = ptrtoint ptr %1488 to i64
  %1491 = ptrtoint ptr %1489 to i64
  %1492 = sub i64 %1490, %1491
  %1493 = icmp sgt i64 %1492, 3
  br i1 %1493, label %1494, label %1706

1494:                                             ; preds = %1477
  br label %1495

1495:                                             ; preds = %1679, %1494
  %1496 = load ptr, ptr %317, align 8
  store ptr %1496, ptr %305, align 8
  %1497 = load ptr, ptr %305, align 8
  %1498 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1497, i32 0, i32 1
  %1499 = load i32, ptr %1498, align 8
  %1500 = zext i32 %1499 to i64
  %1501 = icmp ugt i64 %1500, 64
  %1502 = zext i1 %1501 to i32
  %1503 = sext i32 %1502 to i64
  br i1 %1501, label %1504, label %1507

1504:                                             ; preds = %1495
  %1505 = load ptr, ptr %305, align 8
  %1506 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1505, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1506, align 8
  store i32 3, ptr %304, align 4
  br label %1581

1507:                                             ; preds = %1495
  %1508 = load ptr, ptr %305, align 8
  %1509 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1508, i32 0, i32 2
  %1510 = load ptr, ptr %1509, align 8
  %1511 = load ptr, ptr %305, align 8
  %1512 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1511, i32 0, i32 4
  %1513 = load ptr, ptr %1512, align 8
  %1514 = icmp uge ptr %1510, %1513
  br i1 %1514, label %1515, label %1518

1515:                                             ; preds = %1507
  %1516 = load ptr, ptr %305, align 8
  %1517 = call i32 @BIT_reloadDStream_internal(ptr noundef %1516)
  store i32 %1517, ptr %304, align 4
  br label %1581

1518:                                             ; preds = %1507
  %1519 = load ptr, ptr %305, align 8
  %1520 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1519, i32 0, i32 2
  %1521 = load ptr, ptr %1520, align 8
  %1522 = load ptr, ptr %305, align 8
  %1523 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1522, i32 0, i32 3
  %1524 = load ptr, ptr %1523, align 8
  %1525 = icmp eq ptr %1521, %1524
  br i1 %1525, label %1526, label %1534

1526:                                             ; preds = %1518
  %1527 = load ptr, ptr %305, align 8
  %1528 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1527, i32 0, i32 1
  %1529 = load i32, ptr %1528, align 8
  %1530 = zext i32 %1529 to i64
  %1531 = icmp ult i64 %1530, 64
  br i1 %1531, label %1532, label %1533

1532:                                             ; preds = %1526
  store i32 1, ptr %304, align 4
  br label %1581

1533:                                             ; preds = %1526
  store i32 2, ptr %304, align 4
  br label %1581

1534:                                             ; preds = %1518
  %1535 = load ptr, ptr %305, align 8
  %1536 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1535, i32 0, i32 1
  %1537 = load i32, ptr %1536, align 8
  %1538 = lshr i32 %1537, 3
  store i32 %1538, ptr %306, align 4
  store i32 0, ptr %307, align 4
  %1539 = load ptr, ptr %305, align 8
  %1540 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1539, i32 0, i32 2
  %1541 = load ptr, ptr %1540, align 8
  %1542 = load i32, ptr %306, align 4
  %1543 = zext i32 %1542 to i64
  %1544 = sub i64 0, %1543
  %1545 = getelementptr inbounds i8, ptr %1541, i64 %1544
  %1546 = load ptr, ptr %305, align 8
  %1547 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1546, i32 0, i32 3
  %1548 = load ptr, ptr %1547, align 8
  %1549 = icmp ult ptr %1545, %1548
  br i1 %1549, label %1550, label %1561

1550:                                             ; preds = %1534
  %1551 = load ptr, ptr %305, align 8
  %1552 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1551, i32 0, i32 2
  %1553 = load ptr, ptr %1552, align 8
  %1554 = load ptr, ptr %305, align 8
  %1555 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1554, i32 0, i32 3
  %1556 = load ptr, ptr %1555, align 8
  %1557 = ptrtoint ptr %1553 to i64
  %1558 = ptrtoint ptr %1556 to i64
  %1559 = sub i64 %1557, %1558
  %1560 = trunc i64 %1559 to i32
  store i32 %1560, ptr %306, align 4
  store i32 1, ptr %307, align 4
  br label %1561

1561:                                             ; preds = %1550, %1534
  %1562 = load i32, ptr %306, align 4
  %1563 = load ptr, ptr %305, align 8
  %1564 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1563, i32 0, i32 2
  %1565 = load ptr, ptr %1564, align 8
  %1566 = zext i32 %1562 to i64
  %1567 = sub i64 0, %1566
  %1568 = getelementptr inbounds i8, ptr %1565, i64 %1567
  store ptr %1568, ptr %1564, align 8
  %1569 = load i32, ptr %306, align 4
  %1570 = mul i32 %1569, 8
  %1571 = load ptr, ptr %305, align 8
  %1572 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1571, i32 0, i32 1
  %1573 = load i32, ptr %1572, align 8
  %1574 = sub i32 %1573, %1570
  store i32 %1574, ptr %1572, align 8
  %1575 = load ptr, ptr %305, align 8
  %1576 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1575, i32 0, i32 2
  %1577 = load ptr, ptr %1576, align 8
  %1578 = call i64 @MEM_readLEST(ptr noundef %1577)
  %1579 = load ptr, ptr %305, align 8
  store i64 %1578, ptr %1579, align 8
  %1580 = load i32, ptr %307, align 4
  store i32 %1580, ptr %304, align 4
  br label %1581

1581:                                             ; preds = %1561, %1533, %1532, %1515, %1504
  %1582 = load i32, ptr %304, align 4
  %1583 = icmp eq i32 %1582, 0
  %1584 = zext i1 %1583 to i32
  %1585 = load ptr, ptr %316, align 8
  %1586 = load ptr, ptr %318, align 8
  %1587 = getelementptr inbounds i8, ptr %1586, i64 -3
  %1588 = icmp ult ptr %1585, %1587
  %1589 = zext i1 %1588 to i32
  %1590 = and i32 %1584, %1589
  %1591 = icmp ne i32 %1590, 0
  br i1 %1591, label %1592, label %1705

1592:                                             ; preds = %1581
  %1593 = call i32 @MEM_64bits()
  %1594 = icmp ne i32 %1593, 0
  br i1 %1594, label %1595, label %1621

1595:                                             ; preds = %1592
  %1596 = load ptr, ptr %317, align 8
  %1597 = load ptr, ptr %319, align 8
  %1598 = load i32, ptr %320, align 4
  store ptr %1596, ptr %239, align 8
  store ptr %1597, ptr %240, align 8
  store i32 %1598, ptr %241, align 4
  %1599 = load ptr, ptr %239, align 8
  %1600 = load i32, ptr %241, align 4
  %1601 = call i64 @BIT_lookBitsFast(ptr noundef %1599, i32 noundef %1600)
  store i64 %1601, ptr %242, align 8
  %1602 = load ptr, ptr %240, align 8
  %1603 = load i64, ptr %242, align 8
  %1604 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1602, i64 %1603
  %1605 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1604, i32 0, i32 1
  %1606 = load i8, ptr %1605, align 1
  store i8 %1606, ptr %243, align 1
  %1607 = load ptr, ptr %239, align 8
  %1608 = load ptr, ptr %240, align 8
  %1609 = load i64, ptr %242, align 8
  %1610 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1608, i64 %1609
  %1611 = load i8, ptr %1610, align 1
  %1612 = zext i8 %1611 to i32
  store ptr %1607, ptr %237, align 8
  store i32 %1612, ptr %238, align 4
  %1613 = load i32, ptr %238, align 4
  %1614 = load ptr, ptr %237, align 8
  %1615 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1614, i32 0, i32 1
  %1616 = load i32, ptr %1615, align 8
  %1617 = add i32 %1616, %1613
  store i32 %1617, ptr %1615, align 8
  %1618 = load i8, ptr %243, align 1
  %1619 = load ptr, ptr %316, align 8
  %1620 = getelementptr inbounds i8, ptr %1619, i32 1
  store ptr %1620, ptr %316, align 8
  store i8 %1618, ptr %1619, align 1
  br label %1621

1621:                                             ; preds = %1595, %1592
  %1622 = call i32 @MEM_64bits()
  %1623 = icmp ne i32 %1622, 0
  br i1 %1623, label %1625, label %1624

1624:                                             ; preds = %1621
  br label %1625

1625:                                             ; preds = %1624, %1621
  %1626 = load ptr, ptr %317, align 8
  %1627 = load ptr, ptr %319, align 8
  %1628 = load i32, ptr %320, align 4
  store ptr %1626, ptr %218, align 8
  store ptr %1627, ptr %219, align 8
  store i32 %1628, ptr %220, align 4
  %1629 = load ptr, ptr %218, align 8
  %1630 = load i32, ptr %220, align 4
  %1631 = call i64 @BIT_lookBitsFast(ptr noundef %1629, i32 noundef %1630)
  store i64 %1631, ptr %221, align 8
  %1632 = load ptr, ptr %219, align 8
  %1633 = load i64, ptr %221, align 8
  %1634 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1632, i64 %1633
  %1635 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1634, i32 0, i32 1
  %1636 = load i8, ptr %1635, align 1
  store i8 %1636, ptr %222, align 1
  %1637 = load ptr, ptr %218, align 8
  %1638 = load ptr, ptr %219, align 8
  %1639 = load i64, ptr %221, align 8
  %1640 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1638, i64 %1639
  %1641 = load i8, ptr %1640, align 1
  %1642 = zext i8 %1641 to i32
  store ptr %1637, ptr %216, align 8
  store i32 %1642, ptr %217, align 4
  %1643 = load i32, ptr %217, align 4
  %1644 = load ptr, ptr %216, align 8
  %1645 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1644, i32 0, i32 1
  %1646 = load i32, ptr %1645, align 8
  %1647 = add i32 %1646, %1643
  store i32 %1647, ptr %1645, align 8
  %1648 = load i8, ptr %222, align 1
  %1649 = load ptr, ptr %316, align 8
  %1650 = getelementptr inbounds i8, ptr %1649, i32 1
  store ptr %1650, ptr %316, align 8
  store i8 %1648, ptr %1649, align 1
  %1651 = call i32 @MEM_64bits()
  %1652 = icmp ne i32 %1651, 0
  br i1 %1652, label %1653, label %1679

1653:                                             ; preds = %1625
  %1654 = load ptr, ptr %317, align 8
  %1655 = load ptr, ptr %319, align 8
  %1656 = load i32, ptr %320, align 4
  store ptr %1654, ptr %232, align 8
  store ptr %1655, ptr %233, align 8
  store i32 %1656, ptr %234, align 4
  %1657 = load ptr, ptr %232, align 8
  %1658 = load i32, ptr %234, align 4
  %1659 = call i64 @BIT_lookBitsFast(ptr noundef %1657, i32 noundef %1658)
  store i64 %1659, ptr %235, align 8
  %1660 = load ptr, ptr %233, align 8
  %1661 = load i64, ptr %235, align 8
  %1662 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1660, i64 %1661
  %1663 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1662, i32 0, i32 1
  %1664 = load i8, ptr %1663, align 1
  store i8 %1664, ptr %236, align 1
  %1665 = load ptr, ptr %232, align 8
  %1666 = load ptr, ptr %233, align 8
  %1667 = load i64, ptr %235, align 8
  %1668 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1666, i64 %1667
  %1669 = load i8, ptr %1668, align 1
  %1670 = zext i8 %1669 to i32
  store ptr %1665, ptr %230, align 8
  store i32 %1670, ptr %231, align 4
  %1671 = load i32, ptr %231, align 4
  %1672 = load ptr, ptr %230, align 8
  %1673 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1672, i32 0, i32 1
  %1674 = load i32, ptr %1673, align 8
  %1675 = add i32 %1674, %1671
  store i32 %1675, ptr %1673, align 8
  %1676 = load i8, ptr %236, align 1
  %1677 = load ptr, ptr %316, align 8
  %1678 = getelementptr inbounds i8, ptr %1677, i32 1
  store ptr %1678, ptr %316, align 8
  store i8 %1676, ptr %1677, align 1
  br label %1679

1679:                                             ; preds = %1653, %1625
  %1680 = load ptr, ptr %317, align 8
  %1681 = load ptr, ptr %319, align 8
  %1682 = load i32, ptr %320, align 4
  store ptr %1680, ptr %225, align 8
  store ptr %1681, ptr %226, align 8
  store i32 %1682, ptr %227, align 4
  %1683 = load ptr, ptr %225, align 8
  %1684 = load i32, ptr %227, align 4
  %1685 = call i64 @BIT_lookBitsFast(ptr noundef %1683, i32 noundef %1684)
  store i64 %1685, ptr %228, align 8
  %1686 = load ptr, ptr %226, align 8
  %1687 = load i64, ptr %228, align 8
  %1688 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1686, i64 %1687
  %1689 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1688, i32 0, i32 1
  %1690 = load i8, ptr %1689, align 1
  store i8 %1690, ptr %229, align 1
  %1691 = load ptr, ptr %225, align 8
  %1692 = load ptr, ptr %226, align 8
  %1693 = load i64, ptr %228, align 8
  %1694 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1692, i64 %1693
  %1695 = load i8, ptr %1694, align 1
  %1696 = zext i8 %1695 to i32
  store ptr %1691, ptr %223, align 8
  store i32 %1696, ptr %224, align 4
  %1697 = load i32, ptr %224, align 4
  %1698 = load ptr, ptr %223, align 8
  %1699 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1698, i32 0, i32 1
  %1700 = load i32, ptr %1699, align 8
  %1701 = add i32 %1700, %1697
  store i32 %1701, ptr %1699, align 8
  %1702 = load i8, ptr %229, align 1
  %1703 = load ptr, ptr %316, align 8
  %1704 = getelementptr inbounds i8, ptr %1703, i32 1
  store ptr %1704, ptr %316, align 8
  store i8 %1702, ptr %1703, align 1
  br label %1495, !llvm.loop !33

1705:                                             ; preds = %1581
  br label %1794

1706:                                             ; preds = %1477
  %1707 = load ptr, ptr %317, align 8
  store ptr %1707, ptr %309, align 8
  %1708 = load ptr, ptr %309, align 8
  %1709 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1708, i32 0, i32 1
  %1710 = load i32, ptr %1709, align 8
  %1711 = zext i32 %1710 to i64
  %1712 = icmp ugt i64 %1711, 64
  %1713 = zext i1 %1712 to i32
  %1714 = sext i32 %1713 to i64
  br i1 %1712, label %1715, label %1718

1715:                                             ; preds = %1706
  %1716 = load ptr, ptr %309, align 8
  %1717 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1716, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1717, align 8
  store i32 3, ptr %308, align 4
  br label %1792

1718:                                             ; preds = %1706
  %1719 = load ptr, ptr %309, align 8
  %1720 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1719, i32 0, i32 2
  %1721 = load ptr, ptr %1720, align 8
  %1722 = load ptr, ptr %309, align 8
  %1723 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1722, i32 0, i32 4
  %1724 = load ptr, ptr %1723, align 8
  %1725 = icmp uge ptr %1721, %1724
  br i1 %1725, label %1726, label %1729

1726:                                             ; preds = %1718
  %1727 = load ptr, ptr %309, align 8
  %1728 = call i32 @BIT_reloadDStream_internal(ptr noundef %1727)
  store i32 %1728, ptr %308, align 4
  br label %1792

1729:                                             ; preds = %1718
  %1730 = load ptr, ptr %309, align 8
  %1731 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1730, i32 0, i32 2
  %1732 = load ptr, ptr %1731, align 8
  %1733 = load ptr, ptr %309, align 8
  %1734 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1733, i32 0, i32 3
  %1735 = load ptr, ptr %1734, align 8
  %1736 = icmp eq ptr %1732, %1735
  br i1 %1736, label %1737, label %1745

1737:                                             ; preds = %1729
  %1738 = load ptr, ptr %309, align 8
  %1739 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1738, i32 0, i32 1
  %1740 = load i32, ptr %1739, align 8
  %1741 = zext i32 %1740 to i64
  %1742 = icmp ult i64 %1741, 64
  br i1 %1742, label %1743, label %1744

1743:                                             ; preds = %1737
  store i32 1, ptr %308, align 4
  br label %1792

1744:                                             ; preds = %1737
  store i32 2, ptr %308, align 4
  br label %1792

1745:                                             ; preds = %1729
  %1746 = load ptr, ptr %309, align 8
  %1747 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1746, i32 0, i32 1
  %1748 = load i32, ptr %1747, align 8
  %1749 = lshr i32 %1748, 3
  store i32 %1749, ptr %310, align 4
  store i32 0, ptr %311, align 4
  %1750 = load ptr, ptr %309, align 8
  %1751 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1750, i32 0, i32 2
  %1752 = load ptr, ptr %1751, align 8
  %1753 = load i32, ptr %310, align 4
  %1754 = zext i32 %1753 to i64
  %1755 = sub i64 0, %1754
  %1756 = getelementptr inbounds i8, ptr %1752, i64 %1755
  %1757 = load ptr, ptr %309, align 8
  %1758 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1757, i32 0, i32 3
  %1759 = load ptr, ptr %1758, align 8
  %1760 = icmp ult ptr %1756, %1759
  br i1 %1760, label %1761, label %1772

1761:                                             ; preds = %1745
  %1762 = load ptr, ptr %309, align 8
  %1763 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1762, i32 0, i32 2
  %1764 = load ptr, ptr %1763, align 8
  %1765 = load ptr, ptr %309, align 8
  %1766 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1765, i32 0, i32 3
  %1767 = load ptr, ptr %1766, align 8
  %1768 = ptrtoint ptr %1764 to i64
  %1769 = ptrtoint ptr %1767 to i64
  %1770 = sub i64 %1768, %1769
  %1771 = trunc i64 %1770 to i32
  store i32 %1771, ptr %310, align 4
  store i32 1, ptr %311, align 4
  br label %1772

1772:                                             ; preds = %1761, %1745
  %1773 = load i32, ptr %310, align 4
  %1774 = load ptr, ptr %309, align 8
  %1775 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1774, i32 0, i32 2
  %1776 = load ptr, ptr %1775, align 8
  %1777 = zext i32 %1773 to i64
  %1778 = sub i64 0, %1777
  %1779 = getelementptr inbounds i8, ptr %1776, i64 %1778
  store ptr %1779, ptr %1775, align 8
  %1780 = load i32, ptr %310, align 4
  %1781 = mul i32 %1780, 8
  %1782 = load ptr, ptr %309, align 8
  %1783 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1782, i32 0, i32 1
  %1784 = load i32, ptr %1783, align 8
  %1785 = sub i32 %1784, %1781
  store i32 %1785, ptr %1783, align 8
  %1786 = load ptr, ptr %309, align 8
  %1787 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1786, i32 0, i32 2
  %1788 = load ptr, ptr %1787, align 8
  %1789 = call i64 @MEM_readLEST(ptr noundef %1788)
  %1790 = load ptr, ptr %309, align 8
  store i64 %1789, ptr %1790, align 8
  %1791 = load i32, ptr %311, align 4
  store i32 %1791, ptr %308, align 4
  br label %1792

1792:                                             ; preds = %1772, %1744, %1743, %1726, %1715
  %1793 = load i32, ptr %308, align 4
  br label %1794

1794:                                             ; preds = %1792, %1705
  %1795 = call i32 @MEM_32bits()
  %1796 = icmp ne i32 %1795, 0
  br i1 %1796, label %1797, label %1921

1797:                                             ; preds = %1794
  br label %1798

1798:                                             ; preds = %1894, %1797
  %1799 = load ptr, ptr %317, align 8
  store ptr %1799, ptr %313, align 8
  %1800 = load ptr, ptr %313, align 8
  %1801 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1800, i32 0, i32 1
  %1802 = load i32, ptr %1801, align 8
  %1803 = zext i32 %1802 to i64
  %1804 = icmp ugt i64 %1803, 64
  %1805 = zext i1 %1804 to i32
  %1806 = sext i32 %1805 to i64
  br i1 %1804, label %1807, label %1810

1807:                                             ; preds = %1798
  %1808 = load ptr, ptr %313, align 8
  %1809 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1808, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1809, align 8
  store i32 3, ptr %312, align 4
  br label %1884

1810:                                             ; preds = %1798
  %1811 = load ptr, ptr %313, align 8
  %1812 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1811, i32 0, i32 2
  %1813 = load ptr, ptr %1812, align 8
  %1814 = load ptr, ptr %313, align 8
  %1815 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1814, i32 0, i32 4
  %1816 = load ptr, ptr %1815, align 8
  %1817 = icmp uge ptr %1813, %1816
  br i1 %1817, label %1818, label %1821

1818:                                             ; preds = %1810
  %1819 = load ptr, ptr %313, align 8
  %1820 = call i32 @BIT_reloadDStream_internal(ptr noundef %1819)
  store i32 %1820, ptr %312, align 4
  br label %1884

1821:                                             ; preds = %1810
  %1822 = load ptr, ptr %313, align 8
  %1823 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1822, i32 0, i32 2
  %1824 = load ptr, ptr %1823, align 8
  %1825 = load ptr, ptr %313, align 8
  %1826 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1825, i32 0, i32 3
  %1827 = load ptr, ptr %1826, align 8
  %1828 = icmp eq ptr %1824, %1827
  br i1 %1828, label %1829, label %1837

1829:                                             ; preds = %1821
  %1830 = load ptr, ptr %313, align 8
  %1831 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1830, i32 0, i32 1
  %1832 = load i32, ptr %1831, align 8
  %1833 = zext i32 %1832 to i64
  %1834 = icmp ult i64 %1833, 64
  br i1 %1834, label %1835, label %1836

1835:                                             ; preds = %1829
  store i32 1, ptr %312, align 4
  br label %1884

1836:                                             ; preds = %1829
  store i32 2, ptr %312, align 4
  br label %1884

1837:                                             ; preds = %1821
  %1838 = load ptr, ptr %313, align 8
  %1839 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1838, i32 0, i32 1
  %1840 = load i32, ptr %1839, align 8
  %1841 = lshr i32 %1840, 3
  store i32 %1841, ptr %314, align 4
  store i32 0, ptr %315, align 4
  %1842 = load ptr, ptr %313, align 8
  %1843 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1842, i32 0, i32 2
  %1844 = load ptr, ptr %1843, align 8
  %1845 = load i32, ptr %314, align 4
  %1846 = zext i32 %1845 to i64
  %1847 = sub i64 0, %1846
  %1848 = getelementptr inbounds i8, ptr %1844, i64 %1847
  %1849 = load ptr, ptr %313, align 8
  %1850 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1849, i32 0, i32 3
  %1851 = load ptr, ptr %1850, align 8
  %1852 = icmp ult ptr %1848, %1851
  br i1 %1852, label %1853, label %1864

1853:                                             ; preds = %1837
  %1854 = load ptr, ptr %313, align 8
  %1855 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1854, i32 0, i32 2
  %1856 = load ptr, ptr %1855, align 8
  %1857 = load ptr, ptr %313, align 8
  %1858 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1857, i32 0, i32 3
  %1859 = load ptr, ptr %1858, align 8
  %1860 = ptrtoint ptr %1856 to i64
  %1861 = ptrtoint ptr %1859 to i64
  %1862 = sub i64 %1860, %1861
  %1863 = trunc i64 %1862 to i32
  store i32 %1863, ptr %314, align 4
  store i32 1, ptr %315, align 4
  br label %1864

1864:                                             ; preds = %1853, %1837
  %1865 = load i32, ptr %314, align 4
  %1866 = load ptr, ptr %313, align 8
  %1867 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1866, i32 0, i32 2
  %1868 = load ptr, ptr %1867, align 8
  %1869 = zext i32 %1865 to i64
  %1870 = sub i64 0, %1869
  %1871 = getelementptr inbounds i8, ptr %1868, i64 %1870
  store ptr %1871, ptr %1867, align 8
  %1872 = load i32, ptr %314, align 4
  %1873 = mul i32 %1872, 8
  %1874 = load ptr, ptr %313, align 8
  %1875 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1874, i32 0, i32 1
  %1876 = load i32, ptr %1875, align 8
  %1877 = sub i32 %1876, %1873
  store i32 %1877, ptr %1875, align 8
  %1878 = load ptr, ptr %313, align 8
  %1879 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1878, i32 0, i32 2
  %1880 = load ptr, ptr %1879, align 8
  %1881 = call i64 @MEM_readLEST(ptr noundef %1880)
  %1882 = load ptr, ptr %313, align 8
  store i64 %1881, ptr %1882, align 8
  %1883 = load i32, ptr %315, align 4
  store i32 %1883, ptr %312, align 4
  br label %1884

1884:                                             ; preds = %1864, %1836, %1835, %1818, %1807
  %1885 = load i32, ptr %312, align 4
  %1886 = icmp eq i32 %1885, 0
  %1887 = zext i1 %1886 to i32
  %1888 = load ptr, ptr %316, align 8
  %1889 = load ptr, ptr %318, align 8
  %1890 = icmp ult ptr %1888, %1889
  %1891 = zext i1 %1890 to i32
  %1892 = and i32 %1887, %1891
  %1893 = icmp ne i32 %1892, 0
  br i1 %1893, label %1894, label %1920

1894:                                             ; preds = %1884
  %1895 = load ptr, ptr %317, align 8
  %1896 = load ptr, ptr %319, align 8
  %1897 = load i32, ptr %320, align 4
  store ptr %1895, ptr %211, align 8
  store ptr %1896, ptr %212, align 8
  store i32 %1897, ptr %213, align 4
  %1898 = load ptr, ptr %211, align 8
  %1899 = load i32, ptr %213, align 4
  %1900 = call i64 @BIT_lookBitsFast(ptr noundef %1898, i32 noundef %1899)
  store i64 %1900, ptr %214, align 8
  %1901 = load ptr, ptr %212, align 8
  %1902 = load i64, ptr %214, align 8
  %1903 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1901, i64 %1902
  %1904 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1903, i32 0, i32 1
  %1905 = load i8, ptr %1904, align 1
  store i8 %1905, ptr %215, align 1
  %1906 = load ptr, ptr %211, align 8
  %1907 = load ptr, ptr %212, align 8
  %1908 = load i64, ptr %214, align 8
  %1909 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1907, i64 %1908
  %1910 = load i8, ptr %1909, align 1
  %1911 = zext i8 %1910 to i32
  store ptr %1906, ptr %209, align 8
  store i32 %1911, ptr %210, align 4
  %1912 = load i32, ptr %210, align 4
  %1913 = load ptr, ptr %209, align 8
  %1914 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1913, i32 0, i32 1
  %1915 = load i32, ptr %1914, align 8
  %1916 = add i32 %1915, %1912
  store i32 %1916, ptr %1914, align 8
  %1917 = load i8, ptr %215, align 1
  %1918 = load ptr, ptr %316, align 8
  %1919 = getelementptr inbounds i8, ptr %1918, i32 1
  store ptr %1919, ptr %316, align 8
  store i8 %1917, ptr %1918, align 1
  br label %1798, !llvm.loop !34

1920:                                             ; preds = %1884
  br label %1921

1921:                                             ; preds = %1920, %1794
  br label %1922

1922:                                             ; preds = %1926, %1921
  %1923 = load ptr, ptr %316, align 8
  %1924 = load ptr, ptr %318, align 8
  %1925 = icmp ult ptr %1923, %1924
  br i1 %1925, label %1926, label %1952

1926:                                             ; preds = %1922
  %1927 = load ptr, ptr %317, align 8
  %1928 = load ptr, ptr %319, align 8
  %1929 = load i32, ptr %320, align 4
  store ptr %1927, ptr %204, align 8
  store ptr %1928, ptr %205, align 8
  store i32 %1929, ptr %206, align 4
  %1930 = load ptr, ptr %204, align 8
  %1931 = load i32, ptr %206, align 4
  %1932 = call i64 @BIT_lookBitsFast(ptr noundef %1930, i32 noundef %1931)
  store i64 %1932, ptr %207, align 8
  %1933 = load ptr, ptr %205, align 8
  %1934 = load i64, ptr %207, align 8
  %1935 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1933, i64 %1934
  %1936 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1935, i32 0, i32 1
  %1937 = load i8, ptr %1936, align 1
  store i8 %1937, ptr %208, align 1
  %1938 = load ptr, ptr %204, align 8
  %1939 = load ptr, ptr %205, align 8
  %1940 = load i64, ptr %207, align 8
  %1941 = getelementptr inbounds %struct.HUF_DEltX1, ptr %1939, i64 %1940
  %1942 = load i8, ptr %1941, align 1
  %1943 = zext i8 %1942 to i32
  store ptr %1938, ptr %202, align 8
  store i32 %1943, ptr %203, align 4
  %1944 = load i32, ptr %203, align 4
  %1945 = load ptr, ptr %202, align 8
  %1946 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1945, i32 0, i32 1
  %1947 = load i32, ptr %1946, align 8
  %1948 = add i32 %1947, %1944
  store i32 %1948, ptr %1946, align 8
  %1949 = load i8, ptr %208, align 1
  %1950 = load ptr, ptr %316, align 8
  %1951 = getelementptr inbounds i8, ptr %1950, i32 1
  store ptr %1951, ptr %316, align 8
  store i8 %1949, ptr %1950, align 1
  br label %1922, !llvm.loop !35

1952:                                             ; preds = %1922
  %1953 = load ptr, ptr %318, align 8
  %1954 = load ptr, ptr %321, align 8
  %1955 = ptrtoint ptr %1953 to i64
  %1956 = ptrtoint ptr %1954 to i64
  %1957 = sub i64 %1955, %1956
  %1958 = load ptr, ptr %388, align 8
  %1959 = load ptr, ptr %385, align 8
  %1960 = load ptr, ptr %369, align 8
  %1961 = load i32, ptr %391, align 4
  store ptr %1958, ptr %334, align 8
  store ptr %372, ptr %335, align 8
  store ptr %1959, ptr %336, align 8
  store ptr %1960, ptr %337, align 8
  store i32 %1961, ptr %338, align 4
  %1962 = load ptr, ptr %334, align 8
  store ptr %1962, ptr %339, align 8
  %1963 = load ptr, ptr %336, align 8
  %1964 = load ptr, ptr %334, align 8
  %1965 = ptrtoint ptr %1963 to i64
  %1966 = ptrtoint ptr %1964 to i64
  %1967 = sub i64 %1965, %1966
  %1968 = icmp sgt i64 %1967, 3
  br i1 %1968, label %1969, label %2181

1969:                                             ; preds = %1952
  br label %1970

1970:                                             ; preds = %2154, %1969
  %1971 = load ptr, ptr %335, align 8
  store ptr %1971, ptr %323, align 8
  %1972 = load ptr, ptr %323, align 8
  %1973 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1972, i32 0, i32 1
  %1974 = load i32, ptr %1973, align 8
  %1975 = zext i32 %1974 to i64
  %1976 = icmp ugt i64 %1975, 64
  %1977 = zext i1 %1976 to i32
  %1978 = sext i32 %1977 to i64
  br i1 %1976, label %1979, label %1982

1979:                                             ; preds = %1970
  %1980 = load ptr, ptr %323, align 8
  %1981 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1980, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %1981, align 8
  store i32 3, ptr %322, align 4
  br label %2056

1982:                                             ; preds = %1970
  %1983 = load ptr, ptr %323, align 8
  %1984 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1983, i32 0, i32 2
  %1985 = load ptr, ptr %1984, align 8
  %1986 = load ptr, ptr %323, align 8
  %1987 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1986, i32 0, i32 4
  %1988 = load ptr, ptr %1987, align 8
  %1989 = icmp uge ptr %1985, %1988
  br i1 %1989, label %1990, label %1993

1990:                                             ; preds = %1982
  %1991 = load ptr, ptr %323, align 8
  %1992 = call i32 @BIT_reloadDStream_internal(ptr noundef %1991)
  store i32 %1992, ptr %322, align 4
  br label %2056

1993:                                             ; preds = %1982
  %1994 = load ptr, ptr %323, align 8
  %1995 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1994, i32 0, i32 2
  %1996 = load ptr, ptr %1995, align 8
  %1997 = load ptr, ptr %323, align 8
  %1998 = getelementptr inbounds %struct.BIT_DStream_t, ptr %1997, i32 0, i32 3
  %1999 = load ptr, ptr %1998, align 8
  %2000 = icmp eq ptr %1996, %1999
  br i1 %2000, label %2001, label %2009

2001:                                             ; preds = %1993
  %2002 = load ptr, ptr %323, align 8
  %2003 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2002, i32 0, i32 1
  %2004 = load i32, ptr %2003, align 8
  %2005 = zext i32 %2004 to i64
  %2006 = icmp ult i64 %2005, 64
  br i1 %2006, label %2007, label %2008

2007:                                             ; preds = %2001
  store i32 1, ptr %322, align 4
  br label %2056

2008:                                             ; preds = %2001
  store i32 2, ptr %322, align 4
  br label %2056

2009:                                             ; preds = %1993
  %2010 = load ptr, ptr %323, align 8
  %2011 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2010, i32 0, i32 1
  %2012 = load i32, ptr %2011, align 8
  %2013 = lshr i32 %2012, 3
  store i32 %2013, ptr %324, align 4
  store i32 0, ptr %325, align 4
  %2014 = load ptr, ptr %323, align 8
  %2015 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2014, i32 0, i32 2
  %2016 = load ptr, ptr %2015, align 8
  %2017 = load i32, ptr %324, align 4
  %2018 = zext i32 %2017 to i64
  %2019 = sub i64 0, %2018
  %2020 = getelementptr inbounds i8, ptr %2016, i64 %2019
  %2021 = load ptr, ptr %323, align 8
  %2022 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2021, i32 0, i32 3
  %2023 = load ptr, ptr %2022, align 8
  %2024 = icmp ult ptr %2020, %2023
  br i1 %2024, label %2025, label %2036

2025:                                             ; preds = %2009
  %2026 = load ptr, ptr %323, align 8
  %2027 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2026, i32 0, i32 2
  %2028 = load ptr, ptr %2027, align 8
  %2029 = load ptr, ptr %323, align 8
  %2030 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2029, i32 0, i32 3
  %2031 = load ptr, ptr %2030, align 8
  %2032 = ptrtoint ptr %2028 to i64
  %2033 = ptrtoint ptr %2031 to i64
  %2034 = sub i64 %2032, %2033
  %2035 = trunc i64 %2034 to i32
  store i32 %2035, ptr %324, align 4
  store i32 1, ptr %325, align 4
  br label %2036

2036:                                             ; preds = %2025, %2009
  %2037 = load i32, ptr %324, align 4
  %2038 = load ptr, ptr %323, align 8
  %2039 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2038, i32 0, i32 2
  %2040 = load ptr, ptr %2039, align 8
  %2041 = zext i32 %2037 to i64
  %2042 = sub i64 0, %2041
  %2043 = getelementptr inbounds i8, ptr %2040, i64 %2042
  store ptr %2043, ptr %2039, align 8
  %2044 = load i32, ptr %324, align 4
  %2045 = mul i32 %2044, 8
  %2046 = load ptr, ptr %323, align 8
  %2047 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2046, i32 0, i32 1
  %2048 = load i32, ptr %2047, align 8
  %2049 = sub i32 %2048, %2045
  store i32 %2049, ptr %2047, align 8
  %2050 = load ptr, ptr %323, align 8
  %2051 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2050, i32 0, i32 2
  %2052 = load ptr, ptr %2051, align 8
  %2053 = call i64 @MEM_readLEST(ptr noundef %2052)
  %2054 = load ptr, ptr %323, align 8
  store i64 %2053, ptr %2054, align 8
  %2055 = load i32, ptr %325, align 4
  store i32 %2055, ptr %322, align 4
  br label %2056

2056:                                             ; preds = %2036, %2008, %2007, %1990, %1979
  %2057 = load i32, ptr %322, align 4
  %2058 = icmp eq i32 %2057, 0
  %2059 = zext i1 %2058 to i32
  %2060 = load ptr, ptr %334, align 8
  %2061 = load ptr, ptr %336, align 8
  %2062 = getelementptr inbounds i8, ptr %2061, i64 -3
  %2063 = icmp ult ptr %2060, %2062
  %2064 = zext i1 %2063 to i32
  %2065 = and i32 %2059, %2064
  %2066 = icmp ne i32 %2065, 0
  br i1 %2066, label %2067, label %2180

2067:                                             ; preds = %2056
  %2068 = call i32 @MEM_64bits()
  %2069 = icmp ne i32 %2068, 0
  br i1 %2069, label %2070, label %2096

2070:                                             ; preds = %2067
  %2071 = load ptr, ptr %335, align 8
  %2072 = load ptr, ptr %337, align 8
  %2073 = load i32, ptr %338, align 4
  store ptr %2071, ptr %197, align 8
  store ptr %2072, ptr %198, align 8
  store i32 %2073, ptr %199, align 4
  %2074 = load ptr, ptr %197, align 8
  %2075 = load i32, ptr %199, align 4
  %2076 = call i64 @BIT_lookBitsFast(ptr noundef %2074, i32 noundef %2075)
  store i64 %2076, ptr %200, align 8
  %2077 = load ptr, ptr %198, align 8
  %2078 = load i64, ptr %200, align 8
  %2079 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2077, i64 %2078
  %2080 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2079, i32 0, i32 1
  %2081 = load i8, ptr %2080, align 1
  store i8 %2081, ptr %201, align 1
  %2082 = load ptr, ptr %197, align 8
  %2083 = load ptr, ptr %198, align 8
  %2084 = load i64, ptr %200, align 8
  %2085 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2083, i64 %2084
  %2086 = load i8, ptr %2085, align 1
  %2087 = zext i8 %2086 to i32
  store ptr %2082, ptr %195, align 8
  store i32 %2087, ptr %196, align 4
  %2088 = load i32, ptr %196, align 4
  %2089 = load ptr, ptr %195, align 8
  %2090 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2089, i32 0, i32 1
  %2091 = load i32, ptr %2090, align 8
  %2092 = add i32 %2091, %2088
  store i32 %2092, ptr %2090, align 8
  %2093 = load i8, ptr %201, align 1
  %2094 = load ptr, ptr %334, align 8
  %2095 = getelementptr inbounds i8, ptr %2094, i32 1
  store ptr %2095, ptr %334, align 8
  store i8 %2093, ptr %2094, align 1
  br label %2096

2096:                                             ; preds = %2070, %2067
  %2097 = call i32 @MEM_64bits()
  %2098 = icmp ne i32 %2097, 0
  br i1 %2098, label %2100, label %2099

2099:                                             ; preds = %2096
  br label %2100

2100:                                             ; preds = %2099, %2096
  %2101 = load ptr, ptr %335, align 8
  %2102 = load ptr, ptr %337, align 8
  %2103 = load i32, ptr %338, align 4
  store ptr %2101, ptr %176, align 8
  store ptr %2102, ptr %177, align 8
  store i32 %2103, ptr %178, align 4
  %2104 = load ptr, ptr %176, align 8
  %2105 = load i32, ptr %178, align 4
  %2106 = call i64 @BIT_lookBitsFast(ptr noundef %2104, i32 noundef %2105)
  store i64 %2106, ptr %179, align 8
  %2107 = load ptr, ptr %177, align 8
  %2108 = load i64, ptr %179, align 8
  %2109 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2107, i64 %2108
  %2110 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2109, i32 0, i32 1
  %2111 = load i8, ptr %2110, align 1
  store i8 %2111, ptr %180, align 1
  %2112 = load ptr, ptr %176, align 8
  %2113 = load ptr, ptr %177, align 8
  %2114 = load i64, ptr %179, align 8
  %2115 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2113, i64 %2114
  %2116 = load i8, ptr %2115, align 1
  %2117 = zext i8 %2116 to i32
  store ptr %2112, ptr %174, align 8
  store i32 %2117, ptr %175, align 4
  %2118 = load i32, ptr %175, align 4
  %2119 = load ptr, ptr %174, align 8
  %2120 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2119, i32 0, i32 1
  %2121 = load i32, ptr %2120, align 8
  %2122 = add i32 %2121, %2118
  store i32 %2122, ptr %2120, align 8
  %2123 = load i8, ptr %180, align 1
  %2124 = load ptr, ptr %334, align 8
  %2125 = getelementptr inbounds i8, ptr %2124, i32 1
  store ptr %2125, ptr %334, align 8
  store i8 %2123, ptr %2124, align 1
  %2126 = call i32 @MEM_64bits()
  %2127 = icmp ne i32 %2126, 0
  br i1 %2127, label %2128, label %2154

2128:                                             ; preds = %2100
  %2129 = load ptr, ptr %335, align 8
  %2130 = load ptr, ptr %337, align 8
  %2131 = load i32, ptr %338, align 4
  store ptr %2129, ptr %190, align 8
  store ptr %2130, ptr %191, align 8
  store i32 %2131, ptr %192, align 4
  %2132 = load ptr, ptr %190, align 8
  %2133 = load i32, ptr %192, align 4
  %2134 = call i64 @BIT_lookBitsFast(ptr noundef %2132, i32 noundef %2133)
  store i64 %2134, ptr %193, align 8
  %2135 = load ptr, ptr %191, align 8
  %2136 = load i64, ptr %193, align 8
  %2137 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2135, i64 %2136
  %2138 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2137, i32 0, i32 1
  %2139 = load i8, ptr %2138, align 1
  store i8 %2139, ptr %194, align 1
  %2140 = load ptr, ptr %190, align 8
  %2141 = load ptr, ptr %191, align 8
  %2142 = load i64, ptr %193, align 8
  %2143 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2141, i64 %2142
  %2144 = load i8, ptr %2143, align 1
  %2145 = zext i8 %2144 to i32
  store ptr %2140, ptr %188, align 8
  store i32 %2145, ptr %189, align 4
  %2146 = load i32, ptr %189, align 4
  %2147 = load ptr, ptr %188, align 8
  %2148 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2147, i32 0, i32 1
  %2149 = load i32, ptr %2148, align 8
  %2150 = add i32 %2149, %2146
  store i32 %2150, ptr %2148, align 8
  %2151 = load i8, ptr %194, align 1
  %2152 = load ptr, ptr %334, align 8
  %2153 = getelementptr inbounds i8, ptr %2152, i32 1
  store ptr %2153, ptr %334, align 8
  store i8 %2151, ptr %2152, align 1
  br label %2154

2154:                                             ; preds = %2128, %2100
  %2155 = load ptr, ptr %335, align 8
  %2156 = load ptr, ptr %337, align 8
  %2157 = load i32, ptr %338, align 4
  store ptr %2155, ptr %183, align 8
  store ptr %2156, ptr %184, align 8
  store i32 %2157, ptr %185, align 4
  %2158 = load ptr, ptr %183, align 8
  %2159 = load i32, ptr %185, align 4
  %2160 = call i64 @BIT_lookBitsFast(ptr noundef %2158, i32 noundef %2159)
  store i64 %2160, ptr %186, align 8
  %2161 = load ptr, ptr %184, align 8
  %2162 = load i64, ptr %186, align 8
  %2163 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2161, i64 %2162
  %2164 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2163, i32 0, i32 1
  %2165 = load i8, ptr %2164, align 1
  store i8 %2165, ptr %187, align 1
  %2166 = load ptr, ptr %183, align 8
  %2167 = load ptr, ptr %184, align 8
  %2168 = load i64, ptr %186, align 8
  %2169 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2167, i64 %2168
  %2170 = load i8, ptr %2169, align 1
  %2171 = zext i8 %2170 to i32
  store ptr %2166, ptr %181, align 8
  store i32 %2171, ptr %182, align 4
  %2172 = load i32, ptr %182, align 4
  %2173 = load ptr, ptr %181, align 8
  %2174 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2173, i32 0, i32 1
  %2175 = load i32, ptr %2174, align 8
  %2176 = add i32 %2175, %2172
  store i32 %2176, ptr %2174, align 8
  %2177 = load i8, ptr %187, align 1
  %2178 = load ptr, ptr %334, align 8
  %2179 = getelementptr inbounds i8, ptr %2178, i32 1
  store ptr %2179, ptr %334, align 8
  store i8 %2177, ptr %2178, align 1
  br label %1970, !llvm.loop !33

2180:                                             ; preds = %2056
  br label %2269

2181:                                             ; preds = %1952
  %2182 = load ptr, ptr %335, align 8
  store ptr %2182, ptr %327, align 8
  %2183 = load ptr, ptr %327, align 8
  %2184 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2183, i32 0, i32 1
  %2185 = load i32, ptr %2184, align 8
  %2186 = zext i32 %2185 to i64
  %2187 = icmp ugt i64 %2186, 64
  %2188 = zext i1 %2187 to i32
  %2189 = sext i32 %2188 to i64
  br i1 %2187, label %2190, label %2193

2190:                                             ; preds = %2181
  %2191 = load ptr, ptr %327, align 8
  %2192 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2191, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2192, align 8
  store i32 3, ptr %326, align 4
  br label %2267

2193:                                             ; preds = %2181
  %2194 = load ptr, ptr %327, align 8
  %2195 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2194, i32 0, i32 2
  %2196 = load ptr, ptr %2195, align 8
  %2197 = load ptr, ptr %327, align 8
  %2198 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2197, i32 0, i32 4
  %2199 = load ptr, ptr %2198, align 8
  %2200 = icmp uge ptr %2196, %2199
  br i1 %2200, label %2201, label %2204

2201:                                             ; preds = %2193
  %2202 = load ptr, ptr %327, align 8
  %2203 = call i32 @BIT_reloadDStream_internal(ptr noundef %2202)
  store i32 %2203, ptr %326, align 4
  br label %2267

2204:                                             ; preds = %2193
  %2205 = load ptr, ptr %327, align 8
  %2206 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2205, i32 0, i32 2
  %2207 = load ptr, ptr %2206, align 8
  %2208 = load ptr, ptr %327, align 8
  %2209 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2208, i32 0, i32 3
  %2210 = load ptr, ptr %2209, align 8
  %2211 = icmp eq ptr %2207, %2210
  br i1 %2211, label %2212, label %2220

2212:                                             ; preds = %2204
  %2213 = load ptr, ptr %327, align 8
  %2214 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2213, i32 0, i32 1
  %2215 = load i32, ptr %2214, align 8
  %2216 = zext i32 %2215 to i64
  %2217 = icmp ult i64 %2216, 64
  br i1 %2217, label %2218, label %2219

2218:                                             ; preds = %2212
  store i32 1, ptr %326, align 4
  br label %2267

2219:                                             ; preds = %2212
  store i32 2, ptr %326, align 4
  br label %2267

2220:                                             ; preds = %2204
  %2221 = load ptr, ptr %327, align 8
  %2222 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2221, i32 0, i32 1
  %2223 = load i32, ptr %2222, align 8
  %2224 = lshr i32 %2223, 3
  store i32 %2224, ptr %328, align 4
  store i32 0, ptr %329, align 4
  %2225 = load ptr, ptr %327, align 8
  %2226 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2225, i32 0, i32 2
  %2227 = load ptr, ptr %2226, align 8
  %2228 = load i32, ptr %328, align 4
  %2229 = zext i32 %2228 to i64
  %2230 = sub i64 0, %2229
  %2231 = getelementptr inbounds i8, ptr %2227, i64 %2230
  %2232 = load ptr, ptr %327, align 8
  %2233 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2232, i32 0, i32 3
  %2234 = load ptr, ptr %2233, align 8
  %2235 = icmp ult ptr %2231, %2234
  br i1 %2235, label %2236, label %2247

2236:                                             ; preds = %2220
  %2237 = load ptr, ptr %327, align 8
  %2238 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2237, i32 0, i32 2
  %2239 = load ptr, ptr %2238, align 8
  %2240 = load ptr, ptr %327, align 8
  %2241 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2240, i32 0, i32 3
  %2242 = load ptr, ptr %2241, align 8
  %2243 = ptrtoint ptr %2239 to i64
  %2244 = ptrtoint ptr %2242 to i64
  %2245 = sub i64 %2243, %2244
  %2246 = trunc i64 %2245 to i32
  store i32 %2246, ptr %328, align 4
  store i32 1, ptr %329, align 4
  br label %2247

2247:                                             ; preds = %2236, %2220
  %2248 = load i32, ptr %328, align 4
  %2249 = load ptr, ptr %327, align 8
  %2250 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2249, i32 0, i32 2
  %2251 = load ptr, ptr %2250, align 8
  %2252 = zext i32 %2248 to i64
  %2253 = sub i64 0, %2252
  %2254 = getelementptr inbounds i8, ptr %2251, i64 %2253
  store ptr %2254, ptr %2250, align 8
  %2255 = load i32, ptr %328, align 4
  %2256 = mul i32 %2255, 8
  %2257 = load ptr, ptr %327, align 8
  %2258 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2257, i32 0, i32 1
  %2259 = load i32, ptr %2258, align 8
  %2260 = sub i32 %2259, %2256
  store i32 %2260, ptr %2258, align 8
  %2261 = load ptr, ptr %327, align 8
  %2262 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2261, i32 0, i32 2
  %2263 = load ptr, ptr %2262, align 8
  %2264 = call i64 @MEM_readLEST(ptr noundef %2263)
  %2265 = load ptr, ptr %327, align 8
  store i64 %2264, ptr %2265, align 8
  %2266 = load i32, ptr %329, align 4
  store i32 %2266, ptr %326, align 4
  br label %2267

2267:                                             ; preds = %2247, %2219, %2218, %2201, %2190
  %2268 = load i32, ptr %326, align 4
  br label %2269

2269:                                             ; preds = %2267, %2180
  %2270 = call i32 @MEM_32bits()
  %2271 = icmp ne i32 %2270, 0
  br i1 %2271, label %2272, label %2396

2272:                                             ; preds = %2269
  br label %2273

2273:                                             ; preds = %2369, %2272
  %2274 = load ptr, ptr %335, align 8
  store ptr %2274, ptr %331, align 8
  %2275 = load ptr, ptr %331, align 8
  %2276 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2275, i32 0, i32 1
  %2277 = load i32, ptr %2276, align 8
  %2278 = zext i32 %2277 to i64
  %2279 = icmp ugt i64 %2278, 64
  %2280 = zext i1 %2279 to i32
  %2281 = sext i32 %2280 to i64
  br i1 %2279, label %2282, label %2285

2282:                                             ; preds = %2273
  %2283 = load ptr, ptr %331, align 8
  %2284 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2283, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2284, align 8
  store i32 3, ptr %330, align 4
  br label %2359

2285:                                             ; preds = %2273
  %2286 = load ptr, ptr %331, align 8
  %2287 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2286, i32 0, i32 2
  %2288 = load ptr, ptr %2287, align 8
  %2289 = load ptr, ptr %331, align 8
  %2290 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2289, i32 0, i32 4
  %2291 = load ptr, ptr %2290, align 8
  %2292 = icmp uge ptr %2288, %2291
  br i1 %2292, label %2293, label %2296

2293:                                             ; preds = %2285
  %2294 = load ptr, ptr %331, align 8
  %2295 = call i32 @BIT_reloadDStream_internal(ptr noundef %2294)
  store i32 %2295, ptr %330, align 4
  br label %2359

2296:                                             ; preds = %2285
  %2297 = load ptr, ptr %331, align 8
  %2298 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2297, i32 0, i32 2
  %2299 = load ptr, ptr %2298, align 8
  %2300 = load ptr, ptr %331, align 8
  %2301 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2300, i32 0, i32 3
  %2302 = load ptr, ptr %2301, align 8
  %2303 = icmp eq ptr %2299, %2302
  br i1 %2303, label %2304, label %2312

2304:                                             ; preds = %2296
  %2305 = load ptr, ptr %331, align 8
  %2306 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2305, i32 0, i32 1
  %2307 = load i32, ptr %2306, align 8
  %2308 = zext i32 %2307 to i64
  %2309 = icmp ult i64 %2308, 64
  br i1 %2309, label %2310, label %2311

2310:                                             ; preds = %2304
  store i32 1, ptr %330, align 4
  br label %2359

2311:                                             ; preds = %2304
  store i32 2, ptr %330, align 4
  br label %2359

2312:                                             ; preds = %2296
  %2313 = load ptr, ptr %331, align 8
  %2314 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2313, i32 0, i32 1
  %2315 = load i32, ptr %2314, align 8
  %2316 = lshr i32 %2315, 3
  store i32 %2316, ptr %332, align 4
  store i32 0, ptr %333, align 4
  %2317 = load ptr, ptr %331, align 8
  %2318 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2317, i32 0, i32 2
  %2319 = load ptr, ptr %2318, align 8
  %2320 = load i32, ptr %332, align 4
  %2321 = zext i32 %2320 to i64
  %2322 = sub i64 0, %2321
  %2323 = getelementptr inbounds i8, ptr %2319, i64 %2322
  %2324 = load ptr, ptr %331, align 8
  %2325 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2324, i32 0, i32 3
  %2326 = load ptr, ptr %2325, align 8
  %2327 = icmp ult ptr %2323, %2326
  br i1 %2327, label %2328, label %2339

2328:                                             ; preds = %2312
  %2329 = load ptr, ptr %331, align 8
  %2330 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2329, i32 0, i32 2
  %2331 = load ptr, ptr %2330, align 8
  %2332 = load ptr, ptr %331, align 8
  %2333 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2332, i32 0, i32 3
  %2334 = load ptr, ptr %2333, align 8
  %2335 = ptrtoint ptr %2331 to i64
  %2336 = ptrtoint ptr %2334 to i64
  %2337 = sub i64 %2335, %2336
  %2338 = trunc i64 %2337 to i32
  store i32 %2338, ptr %332, align 4
  store i32 1, ptr %333, align 4
  br label %2339

2339:                                             ; preds = %2328, %2312
  %2340 = load i32, ptr %332, align 4
  %2341 = load ptr, ptr %331, align 8
  %2342 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2341, i32 0, i32 2
  %2343 = load ptr, ptr %2342, align 8
  %2344 = zext i32 %2340 to i64
  %2345 = sub i64 0, %2344
  %2346 = getelementptr inbounds i8, ptr %2343, i64 %2345
  store ptr %2346, ptr %2342, align 8
  %2347 = load i32, ptr %332, align 4
  %2348 = mul i32 %2347, 8
  %2349 = load ptr, ptr %331, align 8
  %2350 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2349, i32 0, i32 1
  %2351 = load i32, ptr %2350, align 8
  %2352 = sub i32 %2351, %2348
  store i32 %2352, ptr %2350, align 8
  %2353 = load ptr, ptr %331, align 8
  %2354 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2353, i32 0, i32 2
  %2355 = load ptr, ptr %2354, align 8
  %2356 = call i64 @MEM_readLEST(ptr noundef %2355)
  %2357 = load ptr, ptr %331, align 8
  store i64 %2356, ptr %2357, align 8
  %2358 = load i32, ptr %333, align 4
  store i32 %2358, ptr %330, align 4
  br label %2359

2359:                                             ; preds = %2339, %2311, %2310, %2293, %2282
  %2360 = load i32, ptr %330, align 4
  %2361 = icmp eq i32 %2360, 0
  %2362 = zext i1 %2361 to i32
  %2363 = load ptr, ptr %334, align 8
  %2364 = load ptr, ptr %336, align 8
  %2365 = icmp ult ptr %2363, %2364
  %2366 = zext i1 %2365 to i32
  %2367 = and i32 %2362, %2366
  %2368 = icmp ne i32 %2367, 0
  br i1 %2368, label %2369, label %2395

2369:                                             ; preds = %2359
  %2370 = load ptr, ptr %335, align 8
  %2371 = load ptr, ptr %337, align 8
  %2372 = load i32, ptr %338, align 4
  store ptr %2370, ptr %169, align 8
  store ptr %2371, ptr %170, align 8
  store i32 %2372, ptr %171, align 4
  %2373 = load ptr, ptr %169, align 8
  %2374 = load i32, ptr %171, align 4
  %2375 = call i64 @BIT_lookBitsFast(ptr noundef %2373, i32 noundef %2374)
  store i64 %2375, ptr %172, align 8
  %2376 = load ptr, ptr %170, align 8
  %2377 = load i64, ptr %172, align 8
  %2378 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2376, i64 %2377
  %2379 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2378, i32 0, i32 1
  %2380 = load i8, ptr %2379, align 1
  store i8 %2380, ptr %173, align 1
  %2381 = load ptr, ptr %169, align 8
  %2382 = load ptr, ptr %170, align 8
  %2383 = load i64, ptr %172, align 8
  %2384 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2382, i64 %2383
  %2385 = load i8, ptr %2384, align 1
  %2386 = zext i8 %2385 to i32
  store ptr %2381, ptr %167, align 8
  store i32 %2386, ptr %168, align 4
  %2387 = load i32, ptr %168, align 4
  %2388 = load ptr, ptr %167, align 8
  %2389 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2388, i32 0, i32 1
  %2390 = load i32, ptr %2389, align 8
  %2391 = add i32 %2390, %2387
  store i32 %2391, ptr %2389, align 8
  %2392 = load i8, ptr %173, align 1
  %2393 = load ptr, ptr %334, align 8
  %2394 = getelementptr inbounds i8, ptr %2393, i32 1
  store ptr %2394, ptr %334, align 8
  store i8 %2392, ptr %2393, align 1
  br label %2273, !llvm.loop !34

2395:                                             ; preds = %2359
  br label %2396

2396:                                             ; preds = %2395, %2269
  br label %2397

2397:                                             ; preds = %2401, %2396
  %2398 = load ptr, ptr %334, align 8
  %2399 = load ptr, ptr %336, align 8
  %2400 = icmp ult ptr %2398, %2399
  br i1 %2400, label %2401, label %2427

2401:                                             ; preds = %2397
  %2402 = load ptr, ptr %335, align 8
  %2403 = load ptr, ptr %337, align 8
  %2404 = load i32, ptr %338, align 4
  store ptr %2402, ptr %162, align 8
  store ptr %2403, ptr %163, align 8
  store i32 %2404, ptr %164, align 4
  %2405 = load ptr, ptr %162, align 8
  %2406 = load i32, ptr %164, align 4
  %2407 = call i64 @BIT_lookBitsFast(ptr noundef %2405, i32 noundef %2406)
  store i64 %2407, ptr %165, align 8
  %2408 = load ptr, ptr %163, align 8
  %2409 = load i64, ptr %165, align 8
  %2410 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2408, i64 %2409
  %2411 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2410, i32 0, i32 1
  %2412 = load i8, ptr %2411, align 1
  store i8 %2412, ptr %166, align 1
  %2413 = load ptr, ptr %162, align 8
  %2414 = load ptr, ptr %163, align 8
  %2415 = load i64, ptr %165, align 8
  %2416 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2414, i64 %2415
  %2417 = load i8, ptr %2416, align 1
  %2418 = zext i8 %2417 to i32
  store ptr %2413, ptr %160, align 8
  store i32 %2418, ptr %161, align 4
  %2419 = load i32, ptr %161, align 4
  %2420 = load ptr, ptr %160, align 8
  %2421 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2420, i32 0, i32 1
  %2422 = load i32, ptr %2421, align 8
  %2423 = add i32 %2422, %2419
  store i32 %2423, ptr %2421, align 8
  %2424 = load i8, ptr %166, align 1
  %2425 = load ptr, ptr %334, align 8
  %2426 = getelementptr inbounds i8, ptr %2425, i32 1
  store ptr %2426, ptr %334, align 8
  store i8 %2424, ptr %2425, align 1
  br label %2397, !llvm.loop !35

2427:                                             ; preds = %2397
  %2428 = load ptr, ptr %336, align 8
  %2429 = load ptr, ptr %339, align 8
  %2430 = ptrtoint ptr %2428 to i64
  %2431 = ptrtoint ptr %2429 to i64
  %2432 = sub i64 %2430, %2431
  %2433 = load ptr, ptr %389, align 8
  %2434 = load ptr, ptr %366, align 8
  %2435 = load ptr, ptr %369, align 8
  %2436 = load i32, ptr %391, align 4
  store ptr %2433, ptr %352, align 8
  store ptr %373, ptr %353, align 8
  store ptr %2434, ptr %354, align 8
  store ptr %2435, ptr %355, align 8
  store i32 %2436, ptr %356, align 4
  %2437 = load ptr, ptr %352, align 8
  store ptr %2437, ptr %357, align 8
  %2438 = load ptr, ptr %354, align 8
  %2439 = load ptr, ptr %352, align 8
  %2440 = ptrtoint ptr %2438 to i64
  %2441 = ptrtoint ptr %2439 to i64
  %2442 = sub i64 %2440, %2441
  %2443 = icmp sgt i64 %2442, 3
  br i1 %2443, label %2444, label %2656

2444:                                             ; preds = %2427
  br label %2445

2445:                                             ; preds = %2629, %2444
  %2446 = load ptr, ptr %353, align 8
  store ptr %2446, ptr %341, align 8
  %2447 = load ptr, ptr %341, align 8
  %2448 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2447, i32 0, i32 1
  %2449 = load i32, ptr %2448, align 8
  %2450 = zext i32 %2449 to i64
  %2451 = icmp ugt i64 %2450, 64
  %2452 = zext i1 %2451 to i32
  %2453 = sext i32 %2452 to i64
  br i1 %2451, label %2454, label %2457

2454:                                             ; preds = %2445
  %2455 = load ptr, ptr %341, align 8
  %2456 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2455, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2456, align 8
  store i32 3, ptr %340, align 4
  br label %2531

2457:                                             ; preds = %2445
  %2458 = load ptr, ptr %341, align 8
  %2459 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2458, i32 0, i32 2
  %2460 = load ptr, ptr %2459, align 8
  %2461 = load ptr, ptr %341, align 8
  %2462 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2461, i32 0, i32 4
  %2463 = load ptr, ptr %2462, align 8
  %2464 = icmp uge ptr %2460, %2463
  br i1 %2464, label %2465, label %2468

2465:                                             ; preds = %2457
  %2466 = load ptr, ptr %341, align 8
  %2467 = call i32 @BIT_reloadDStream_internal(ptr noundef %2466)
  store i32 %2467, ptr %340, align 4
  br label %2531

2468:                                             ; preds = %2457
  %2469 = load ptr, ptr %341, align 8
  %2470 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2469, i32 0, i32 2
  %2471 = load ptr, ptr %2470, align 8
  %2472 = load ptr, ptr %341, align 8
  %2473 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2472, i32 0, i32 3
  %2474 = load ptr, ptr %2473, align 8
  %2475 = icmp eq ptr %2471, %2474
  br i1 %2475, label %2476, label %2484

2476:                                             ; preds = %2468
  %2477 = load ptr, ptr %341, align 8
  %2478 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2477, i32 0, i32 1
  %2479 = load i32, ptr %2478, align 8
  %2480 = zext i32 %2479 to i64
  %2481 = icmp ult i64 %2480, 64
  br i1 %2481, label %2482, label %2483

2482:                                             ; preds = %2476
  store i32 1, ptr %340, align 4
  br label %2531

2483:                                             ; preds = %2476
  store i32 2, ptr %340, align 4
  br label %2531

2484:                                             ; preds = %2468
  %2485 = load ptr, ptr %341, align 8
  %2486 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2485, i32 0, i32 1
  %2487 = load i32, ptr %2486, align 8
  %2488 = lshr i32 %2487, 3
  store i32 %2488, ptr %342, align 4
  store i32 0, ptr %343, align 4
  %2489 = load ptr, ptr %341, align 8
  %2490 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2489, i32 0, i32 2
  %2491 = load ptr, ptr %2490, align 8
  %2492 = load i32, ptr %342, align 4
  %2493 = zext i32 %2492 to i64
  %2494 = sub i64 0, %2493
  %2495 = getelementptr inbounds i8, ptr %2491, i64 %2494
  %2496 = load ptr, ptr %341, align 8
  %2497 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2496, i32 0, i32 3
  %2498 = load ptr, ptr %2497, align 8
  %2499 = icmp ult ptr %2495, %2498
  br i1 %2499, label %2500, label %2511

2500:                                             ; preds = %2484
  %2501 = load ptr, ptr %341, align 8
  %2502 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2501, i32 0, i32 2
  %2503 = load ptr, ptr %2502, align 8
  %2504 = load ptr, ptr %341, align 8
  %2505 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2504, i32 0, i32 3
  %2506 = load ptr, ptr %2505, align 8
  %2507 = ptrtoint ptr %2503 to i64
  %2508 = ptrtoint ptr %2506 to i64
  %2509 = sub i64 %2507, %2508
  %2510 = trunc i64 %2509 to i32
  store i32 %2510, ptr %342, align 4
  store i32 1, ptr %343, align 4
  br label %2511

2511:                                             ; preds = %2500, %2484
  %2512 = load i32, ptr %342, align 4
  %2513 = load ptr, ptr %341, align 8
  %2514 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2513, i32 0, i32 2
  %2515 = load ptr, ptr %2514, align 8
  %2516 = zext i32 %2512 to i64
  %2517 = sub i64 0, %2516
  %2518 = getelementptr inbounds i8, ptr %2515, i64 %2517
  store ptr %2518, ptr %2514, align 8
  %2519 = load i32, ptr %342, align 4
  %2520 = mul i32 %2519, 8
  %2521 = load ptr, ptr %341, align 8
  %2522 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2521, i32 0, i32 1
  %2523 = load i32, ptr %2522, align 8
  %2524 = sub i32 %2523, %2520
  store i32 %2524, ptr %2522, align 8
  %2525 = load ptr, ptr %341, align 8
  %2526 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2525, i32 0, i32 2
  %2527 = load ptr, ptr %2526, align 8
  %2528 = call i64 @MEM_readLEST(ptr noundef %2527)
  %2529 = load ptr, ptr %341, align 8
  store i64 %2528, ptr %2529, align 8
  %2530 = load i32, ptr %343, align 4
  store i32 %2530, ptr %340, align 4
  br label %2531

2531:                                             ; preds = %2511, %2483, %2482, %2465, %2454
  %2532 = load i32, ptr %340, align 4
  %2533 = icmp eq i32 %2532, 0
  %2534 = zext i1 %2533 to i32
  %2535 = load ptr, ptr %352, align 8
  %2536 = load ptr, ptr %354, align 8
  %2537 = getelementptr inbounds i8, ptr %2536, i64 -3
  %2538 = icmp ult ptr %2535, %2537
  %2539 = zext i1 %2538 to i32
  %2540 = and i32 %2534, %2539
  %2541 = icmp ne i32 %2540, 0
  br i1 %2541, label %2542, label %2655

2542:                                             ; preds = %2531
  %2543 = call i32 @MEM_64bits()
  %2544 = icmp ne i32 %2543, 0
  br i1 %2544, label %2545, label %2571

2545:                                             ; preds = %2542
  %2546 = load ptr, ptr %353, align 8
  %2547 = load ptr, ptr %355, align 8
  %2548 = load i32, ptr %356, align 4
  store ptr %2546, ptr %155, align 8
  store ptr %2547, ptr %156, align 8
  store i32 %2548, ptr %157, align 4
  %2549 = load ptr, ptr %155, align 8
  %2550 = load i32, ptr %157, align 4
  %2551 = call i64 @BIT_lookBitsFast(ptr noundef %2549, i32 noundef %2550)
  store i64 %2551, ptr %158, align 8
  %2552 = load ptr, ptr %156, align 8
  %2553 = load i64, ptr %158, align 8
  %2554 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2552, i64 %2553
  %2555 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2554, i32 0, i32 1
  %2556 = load i8, ptr %2555, align 1
  store i8 %2556, ptr %159, align 1
  %2557 = load ptr, ptr %155, align 8
  %2558 = load ptr, ptr %156, align 8
  %2559 = load i64, ptr %158, align 8
  %2560 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2558, i64 %2559
  %2561 = load i8, ptr %2560, align 1
  %2562 = zext i8 %2561 to i32
  store ptr %2557, ptr %153, align 8
  store i32 %2562, ptr %154, align 4
  %2563 = load i32, ptr %154, align 4
  %2564 = load ptr, ptr %153, align 8
  %2565 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2564, i32 0, i32 1
  %2566 = load i32, ptr %2565, align 8
  %2567 = add i32 %2566, %2563
  store i32 %2567, ptr %2565, align 8
  %2568 = load i8, ptr %159, align 1
  %2569 = load ptr, ptr %352, align 8
  %2570 = getelementptr inbounds i8, ptr %2569, i32 1
  store ptr %2570, ptr %352, align 8
  store i8 %2568, ptr %2569, align 1
  br label %2571

2571:                                             ; preds = %2545, %2542
  %2572 = call i32 @MEM_64bits()
  %2573 = icmp ne i32 %2572, 0
  br i1 %2573, label %2575, label %2574

2574:                                             ; preds = %2571
  br label %2575

2575:                                             ; preds = %2574, %2571
  %2576 = load ptr, ptr %353, align 8
  %2577 = load ptr, ptr %355, align 8
  %2578 = load i32, ptr %356, align 4
  store ptr %2576, ptr %134, align 8
  store ptr %2577, ptr %135, align 8
  store i32 %2578, ptr %136, align 4
  %2579 = load ptr, ptr %134, align 8
  %2580 = load i32, ptr %136, align 4
  %2581 = call i64 @BIT_lookBitsFast(ptr noundef %2579, i32 noundef %2580)
  store i64 %2581, ptr %137, align 8
  %2582 = load ptr, ptr %135, align 8
  %2583 = load i64, ptr %137, align 8
  %2584 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2582, i64 %2583
  %2585 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2584, i32 0, i32 1
  %2586 = load i8, ptr %2585, align 1
  store i8 %2586, ptr %138, align 1
  %2587 = load ptr, ptr %134, align 8
  %2588 = load ptr, ptr %135, align 8
  %2589 = load i64, ptr %137, align 8
  %2590 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2588, i64 %2589
  %2591 = load i8, ptr %2590, align 1
  %2592 = zext i8 %2591 to i32
  store ptr %2587, ptr %132, align 8
  store i32 %2592, ptr %133, align 4
  %2593 = load i32, ptr %133, align 4
  %2594 = load ptr, ptr %132, align 8
  %2595 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2594, i32 0, i32 1
  %2596 = load i32, ptr %2595, align 8
  %2597 = add i32 %2596, %2593
  store i32 %2597, ptr %2595, align 8
  %2598 = load i8, ptr %138, align 1
  %2599 = load ptr, ptr %352, align 8
  %2600 = getelementptr inbounds i8, ptr %2599, i32 1
  store ptr %2600, ptr %352, align 8
  store i8 %2598, ptr %2599, align 1
  %2601 = call i32 @MEM_64bits()
  %2602 = icmp ne i32 %2601, 0
  br i1 %2602, label %2603, label %2629

2603:                                             ; preds = %2575
  %2604 = load ptr, ptr %353, align 8
  %2605 = load ptr, ptr %355, align 8
  %2606 = load i32, ptr %356, align 4
  store ptr %2604, ptr %148, align 8
  store ptr %2605, ptr %149, align 8
  store i32 %2606, ptr %150, align 4
  %2607 = load ptr, ptr %148, align 8
  %2608 = load i32, ptr %150, align 4
  %2609 = call i64 @BIT_lookBitsFast(ptr noundef %2607, i32 noundef %2608)
  store i64 %2609, ptr %151, align 8
  %2610 = load ptr, ptr %149, align 8
  %2611 = load i64, ptr %151, align 8
  %2612 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2610, i64 %2611
  %2613 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2612, i32 0, i32 1
  %2614 = load i8, ptr %2613, align 1
  store i8 %2614, ptr %152, align 1
  %2615 = load ptr, ptr %148, align 8
  %2616 = load ptr, ptr %149, align 8
  %2617 = load i64, ptr %151, align 8
  %2618 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2616, i64 %2617
  %2619 = load i8, ptr %2618, align 1
  %2620 = zext i8 %2619 to i32
  store ptr %2615, ptr %146, align 8
  store i32 %2620, ptr %147, align 4
  %2621 = load i32, ptr %147, align 4
  %2622 = load ptr, ptr %146, align 8
  %2623 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2622, i32 0, i32 1
  %2624 = load i32, ptr %2623, align 8
  %2625 = add i32 %2624, %2621
  store i32 %2625, ptr %2623, align 8
  %2626 = load i8, ptr %152, align 1
  %2627 = load ptr, ptr %352, align 8
  %2628 = getelementptr inbounds i8, ptr %2627, i32 1
  store ptr %2628, ptr %352, align 8
  store i8 %2626, ptr %2627, align 1
  br label %2629

2629:                                             ; preds = %2603, %2575
  %2630 = load ptr, ptr %353, align 8
  %2631 = load ptr, ptr %355, align 8
  %2632 = load i32, ptr %356, align 4
  store ptr %2630, ptr %141, align 8
  store ptr %2631, ptr %142, align 8
  store i32 %2632, ptr %143, align 4
  %2633 = load ptr, ptr %141, align 8
  %2634 = load i32, ptr %143, align 4
  %2635 = call i64 @BIT_lookBitsFast(ptr noundef %2633, i32 noundef %2634)
  store i64 %2635, ptr %144, align 8
  %2636 = load ptr, ptr %142, align 8
  %2637 = load i64, ptr %144, align 8
  %2638 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2636, i64 %2637
  %2639 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2638, i32 0, i32 1
  %2640 = load i8, ptr %2639, align 1
  store i8 %2640, ptr %145, align 1
  %2641 = load ptr, ptr %141, align 8
  %2642 = load ptr, ptr %142, align 8
  %2643 = load i64, ptr %144, align 8
  %2644 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2642, i64 %2643
  %2645 = load i8, ptr %2644, align 1
  %2646 = zext i8 %2645 to i32
  store ptr %2641, ptr %139, align 8
  store i32 %2646, ptr %140, align 4
  %2647 = load i32, ptr %140, align 4
  %2648 = load ptr, ptr %139, align 8
  %2649 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2648, i32 0, i32 1
  %2650 = load i32, ptr %2649, align 8
  %2651 = add i32 %2650, %2647
  store i32 %2651, ptr %2649, align 8
  %2652 = load i8, ptr %145, align 1
  %2653 = load ptr, ptr %352, align 8
  %2654 = getelementptr inbounds i8, ptr %2653, i32 1
  store ptr %2654, ptr %352, align 8
  store i8 %2652, ptr %2653, align 1
  br label %2445, !llvm.loop !33

2655:                                             ; preds = %2531
  br label %2744

2656:                                             ; preds = %2427
  %2657 = load ptr, ptr %353, align 8
  store ptr %2657, ptr %345, align 8
  %2658 = load ptr, ptr %345, align 8
  %2659 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2658, i32 0, i32 1
  %2660 = load i32, ptr %2659, align 8
  %2661 = zext i32 %2660 to i64
  %2662 = icmp ugt i64 %2661, 64
  %2663 = zext i1 %2662 to i32
  %2664 = sext i32 %2663 to i64
  br i1 %2662, label %2665, label %2668

2665:                                             ; preds = %2656
  %2666 = load ptr, ptr %345, align 8
  %2667 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2666, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2667, align 8
  store i32 3, ptr %344, align 4
  br label %2742

2668:                                             ; preds = %2656
  %2669 = load ptr, ptr %345, align 8
  %2670 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2669, i32 0, i32 2
  %2671 = load ptr, ptr %2670, align 8
  %2672 = load ptr, ptr %345, align 8
  %2673 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2672, i32 0, i32 4
  %2674 = load ptr, ptr %2673, align 8
  %2675 = icmp uge ptr %2671, %2674
  br i1 %2675, label %2676, label %2679

2676:                                             ; preds = %2668
  %2677 = load ptr, ptr %345, align 8
  %2678 = call i32 @BIT_reloadDStream_internal(ptr noundef %2677)
  store i32 %2678, ptr %344, align 4
  br label %2742

2679:                                             ; preds = %2668
  %2680 = load ptr, ptr %345, align 8
  %2681 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2680, i32 0, i32 2
  %2682 = load ptr, ptr %2681, align 8
  %2683 = load ptr, ptr %345, align 8
  %2684 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2683, i32 0, i32 3
  %2685 = load ptr, ptr %2684, align 8
  %2686 = icmp eq ptr %2682, %2685
  br i1 %2686, label %2687, label %2695

2687:                                             ; preds = %2679
  %2688 = load ptr, ptr %345, align 8
  %2689 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2688, i32 0, i32 1
  %2690 = load i32, ptr %2689, align 8
  %2691 = zext i32 %2690 to i64
  %2692 = icmp ult i64 %2691, 64
  br i1 %2692, label %2693, label %2694

2693:                                             ; preds = %2687
  store i32 1, ptr %344, align 4
  br label %2742

2694:                                             ; preds = %2687
  store i32 2, ptr %344, align 4
  br label %2742

2695:                                             ; preds = %2679
  %2696 = load ptr, ptr %345, align 8
  %2697 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2696, i32 0, i32 1
  %2698 = load i32, ptr %2697, align 8
  %2699 = lshr i32 %2698, 3
  store i32 %2699, ptr %346, align 4
  store i32 0, ptr %347, align 4
  %2700 = load ptr, ptr %345, align 8
  %2701 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2700, i32 0, i32 2
  %2702 = load ptr, ptr %2701, align 8
  %2703 = load i32, ptr %346, align 4
  %2704 = zext i32 %2703 to i64
  %2705 = sub i64 0, %2704
  %2706 = getelementptr inbounds i8, ptr %2702, i64 %2705
  %2707 = load ptr, ptr %345, align 8
  %2708 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2707, i32 0, i32 3
  %2709 = load ptr, ptr %2708, align 8
  %2710 = icmp ult ptr %2706, %2709
  br i1 %2710, label %2711, label %2722

2711:                                             ; preds = %2695
  %2712 = load ptr, ptr %345, align 8
  %2713 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2712, i32 0, i32 2
  %2714 = load ptr, ptr %2713, align 8
  %2715 = load ptr, ptr %345, align 8
  %2716 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2715, i32 0, i32 3
  %2717 = load ptr, ptr %2716, align 8
  %2718 = ptrtoint ptr %2714 to i64
  %2719 = ptrtoint ptr %2717 to i64
  %2720 = sub i64 %2718, %2719
  %2721 = trunc i64 %2720 to i32
  store i32 %2721, ptr %346, align 4
  store i32 1, ptr %347, align 4
  br label %2722

2722:                                             ; preds = %2711, %2695
  %2723 = load i32, ptr %346, align 4
  %2724 = load ptr, ptr %345, align 8
  %2725 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2724, i32 0, i32 2
  %2726 = load ptr, ptr %2725, align 8
  %2727 = zext i32 %2723 to i64
  %2728 = sub i64 0, %2727
  %2729 = getelementptr inbounds i8, ptr %2726, i64 %2728
  store ptr %2729, ptr %2725, align 8
  %2730 = load i32, ptr %346, align 4
  %2731 = mul i32 %2730, 8
  %2732 = load ptr, ptr %345, align 8
  %2733 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2732, i32 0, i32 1
  %2734 = load i32, ptr %2733, align 8
  %2735 = sub i32 %2734, %2731
  store i32 %2735, ptr %2733, align 8
  %2736 = load ptr, ptr %345, align 8
  %2737 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2736, i32 0, i32 2
  %2738 = load ptr, ptr %2737, align 8
  %2739 = call i64 @MEM_readLEST(ptr noundef %2738)
  %2740 = load ptr, ptr %345, align 8
  store i64 %2739, ptr %2740, align 8
  %2741 = load i32, ptr %347, align 4
  store i32 %2741, ptr %344, align 4
  br label %2742

2742:                                             ; preds = %2722, %2694, %2693, %2676, %2665
  %2743 = load i32, ptr %344, align 4
  br label %2744

2744:                                             ; preds = %2742, %2655
  %2745 = call i32 @MEM_32bits()
  %2746 = icmp ne i32 %2745, 0
  br i1 %2746, label %2747, label %2871

2747:                                             ; preds = %2744
  br label %2748

2748:                                             ; preds = %2844, %2747
  %2749 = load ptr, ptr %353, align 8
  store ptr %2749, ptr %349, align 8
  %2750 = load ptr, ptr %349, align 8
  %2751 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2750, i32 0, i32 1
  %2752 = load i32, ptr %2751, align 8
  %2753 = zext i32 %2752 to i64
  %2754 = icmp ugt i64 %2753, 64
  %2755 = zext i1 %2754 to i32
  %2756 = sext i32 %2755 to i64
  br i1 %2754, label %2757, label %2760

2757:                                             ; preds = %2748
  %2758 = load ptr, ptr %349, align 8
  %2759 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2758, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %2759, align 8
  store i32 3, ptr %348, align 4
  br label %2834

2760:                                             ; preds = %2748
  %2761 = load ptr, ptr %349, align 8
  %2762 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2761, i32 0, i32 2
  %2763 = load ptr, ptr %2762, align 8
  %2764 = load ptr, ptr %349, align 8
  %2765 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2764, i32 0, i32 4
  %2766 = load ptr, ptr %2765, align 8
  %2767 = icmp uge ptr %2763, %2766
  br i1 %2767, label %2768, label %2771

2768:                                             ; preds = %2760
  %2769 = load ptr, ptr %349, align 8
  %2770 = call i32 @BIT_reloadDStream_internal(ptr noundef %2769)
  store i32 %2770, ptr %348, align 4
  br label %2834

2771:                                             ; preds = %2760
  %2772 = load ptr, ptr %349, align 8
  %2773 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2772, i32 0, i32 2
  %2774 = load ptr, ptr %2773, align 8
  %2775 = load ptr, ptr %349, align 8
  %2776 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2775, i32 0, i32 3
  %2777 = load ptr, ptr %2776, align 8
  %2778 = icmp eq ptr %2774, %2777
  br i1 %2778, label %2779, label %2787

2779:                                             ; preds = %2771
  %2780 = load ptr, ptr %349, align 8
  %2781 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2780, i32 0, i32 1
  %2782 = load i32, ptr %2781, align 8
  %2783 = zext i32 %2782 to i64
  %2784 = icmp ult i64 %2783, 64
  br i1 %2784, label %2785, label %2786

2785:                                             ; preds = %2779
  store i32 1, ptr %348, align 4
  br label %2834

2786:                                             ; preds = %2779
  store i32 2, ptr %348, align 4
  br label %2834

2787:                                             ; preds = %2771
  %2788 = load ptr, ptr %349, align 8
  %2789 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2788, i32 0, i32 1
  %2790 = load i32, ptr %2789, align 8
  %2791 = lshr i32 %2790, 3
  store i32 %2791, ptr %350, align 4
  store i32 0, ptr %351, align 4
  %2792 = load ptr, ptr %349, align 8
  %2793 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2792, i32 0, i32 2
  %2794 = load ptr, ptr %2793, align 8
  %2795 = load i32, ptr %350, align 4
  %2796 = zext i32 %2795 to i64
  %2797 = sub i64 0, %2796
  %2798 = getelementptr inbounds i8, ptr %2794, i64 %2797
  %2799 = load ptr, ptr %349, align 8
  %2800 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2799, i32 0, i32 3
  %2801 = load ptr, ptr %2800, align 8
  %2802 = icmp ult ptr %2798, %2801
  br i1 %2802, label %2803, label %2814

2803:                                             ; preds = %2787
  %2804 = load ptr, ptr %349, align 8
  %2805 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2804, i32 0, i32 2
  %2806 = load ptr, ptr %2805, align 8
  %2807 = load ptr, ptr %349, align 8
  %2808 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2807, i32 0, i32 3
  %2809 = load ptr, ptr %2808, align 8
  %2810 = ptrtoint ptr %2806 to i64
  %2811 = ptrtoint ptr %2809 to i64
  %2812 = sub i64 %2810, %2811
  %2813 = trunc i64 %2812 to i32
  store i32 %2813, ptr %350, align 4
  store i32 1, ptr %351, align 4
  br label %2814

2814:                                             ; preds = %2803, %2787
  %2815 = load i32, ptr %350, align 4
  %2816 = load ptr, ptr %349, align 8
  %2817 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2816, i32 0, i32 2
  %2818 = load ptr, ptr %2817, align 8
  %2819 = zext i32 %2815 to i64
  %2820 = sub i64 0, %2819
  %2821 = getelementptr inbounds i8, ptr %2818, i64 %2820
  store ptr %2821, ptr %2817, align 8
  %2822 = load i32, ptr %350, align 4
  %2823 = mul i32 %2822, 8
  %2824 = load ptr, ptr %349, align 8
  %2825 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2824, i32 0, i32 1
  %2826 = load i32, ptr %2825, align 8
  %2827 = sub i32 %2826, %2823
  store i32 %2827, ptr %2825, align 8
  %2828 = load ptr, ptr %349, align 8
  %2829 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2828, i32 0, i32 2
  %2830 = load ptr, ptr %2829, align 8
  %2831 = call i64 @MEM_readLEST(ptr noundef %2830)
  %2832 = load ptr, ptr %349, align 8
  store i64 %2831, ptr %2832, align 8
  %2833 = load i32, ptr %351, align 4
  store i32 %2833, ptr %348, align 4
  br label %2834

2834:                                             ; preds = %2814, %2786, %2785, %2768, %2757
  %2835 = load i32, ptr %348, align 4
  %2836 = icmp eq i32 %2835, 0
  %2837 = zext i1 %2836 to i32
  %2838 = load ptr, ptr %352, align 8
  %2839 = load ptr, ptr %354, align 8
  %2840 = icmp ult ptr %2838, %2839
  %2841 = zext i1 %2840 to i32
  %2842 = and i32 %2837, %2841
  %2843 = icmp ne i32 %2842, 0
  br i1 %2843, label %2844, label %2870

2844:                                             ; preds = %2834
  %2845 = load ptr, ptr %353, align 8
  %2846 = load ptr, ptr %355, align 8
  %2847 = load i32, ptr %356, align 4
  store ptr %2845, ptr %127, align 8
  store ptr %2846, ptr %128, align 8
  store i32 %2847, ptr %129, align 4
  %2848 = load ptr, ptr %127, align 8
  %2849 = load i32, ptr %129, align 4
  %2850 = call i64 @BIT_lookBitsFast(ptr noundef %2848, i32 noundef %2849)
  store i64 %2850, ptr %130, align 8
  %2851 = load ptr, ptr %128, align 8
  %2852 = load i64, ptr %130, align 8
  %2853 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2851, i64 %2852
  %2854 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2853, i32 0, i32 1
  %2855 = load i8, ptr %2854, align 1
  store i8 %2855, ptr %131, align 1
  %2856 = load ptr, ptr %127, align 8
  %2857 = load ptr, ptr %128, align 8
  %2858 = load i64, ptr %130, align 8
  %2859 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2857, i64 %2858
  %2860 = load i8, ptr %2859, align 1
  %2861 = zext i8 %2860 to i32
  store ptr %2856, ptr %125, align 8
  store i32 %2861, ptr %126, align 4
  %2862 = load i32, ptr %126, align 4
  %2863 = load ptr, ptr %125, align 8
  %2864 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2863, i32 0, i32 1
  %2865 = load i32, ptr %2864, align 8
  %2866 = add i32 %2865, %2862
  store i32 %2866, ptr %2864, align 8
  %2867 = load i8, ptr %131, align 1
  %2868 = load ptr, ptr %352, align 8
  %2869 = getelementptr inbounds i8, ptr %2868, i32 1
  store ptr %2869, ptr %352, align 8
  store i8 %2867, ptr %2868, align 1
  br label %2748, !llvm.loop !34

2870:                                             ; preds = %2834
  br label %2871

2871:                                             ; preds = %2870, %2744
  br label %2872

2872:                                             ; preds = %2876, %2871
  %2873 = load ptr, ptr %352, align 8
  %2874 = load ptr, ptr %354, align 8
  %2875 = icmp ult ptr %2873, %2874
  br i1 %2875, label %2876, label %2902

2876:                                             ; preds = %2872
  %2877 = load ptr, ptr %353, align 8
  %2878 = load ptr, ptr %355, align 8
  %2879 = load i32, ptr %356, align 4
  store ptr %2877, ptr %120, align 8
  store ptr %2878, ptr %121, align 8
  store i32 %2879, ptr %122, align 4
  %2880 = load ptr, ptr %120, align 8
  %2881 = load i32, ptr %122, align 4
  %2882 = call i64 @BIT_lookBitsFast(ptr noundef %2880, i32 noundef %2881)
  store i64 %2882, ptr %123, align 8
  %2883 = load ptr, ptr %121, align 8
  %2884 = load i64, ptr %123, align 8
  %2885 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2883, i64 %2884
  %2886 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2885, i32 0, i32 1
  %2887 = load i8, ptr %2886, align 1
  store i8 %2887, ptr %124, align 1
  %2888 = load ptr, ptr %120, align 8
  %2889 = load ptr, ptr %121, align 8
  %2890 = load i64, ptr %123, align 8
  %2891 = getelementptr inbounds %struct.HUF_DEltX1, ptr %2889, i64 %2890
  %2892 = load i8, ptr %2891, align 1
  %2893 = zext i8 %2892 to i32
  store ptr %2888, ptr %118, align 8
  store i32 %2893, ptr %119, align 4
  %2894 = load i32, ptr %119, align 4
  %2895 = load ptr, ptr %118, align 8
  %2896 = getelementptr inbounds %struct.BIT_DStream_t, ptr %2895, i32 0, i32 1
  %2897 = load i32, ptr %2896, align 8
  %2898 = add i32 %2897, %2894
  store i32 %2898, ptr %2896, align 8
  %2899 = load i8, ptr %124, align 1
  %2900 = load ptr, ptr %352, align 8
  %2901 = getelementptr inbounds i8, ptr %2900, i32 1
  store ptr %2901, ptr %352, align 8
  store i8 %2899, ptr %2900, align 1
  br label %2872, !llvm.loop !35

2902:                                             ; preds = %2872
  %2903 = load ptr, ptr %354, align 8
  %2904 = load ptr, ptr %357, align 8
  %2905 = ptrtoint ptr %2903 to i64
  %2906 = ptrtoint ptr %2904 to i64
  %2907 = sub i64 %2905, %2906
  %2908 = call i32 @BIT_endOfDStream(ptr noundef %370)
  %2909 = call i32 @BIT_endOfDStream(ptr noundef %371)
  %2910 = and i32 %2908, %2909
  %2911 = call i32 @BIT_endOfDStream(ptr noundef %372)
  %2912 = and i32 %2910, %2911
  %2913 = call i32 @BIT_endOfDStream(ptr noundef %373)
  %2914 = and i32 %2912, %2913
  store i32 %2914, ptr %397, align 4
  %2915 = load i32, ptr %397, align 4
  %2916 = icmp ne i32 %2915, 0
  br i1 %2916, label %2918, label %2917

2917:                                             ; preds = %2902
  store i64 -20, ptr %358, align 8
  br label %2920

2918:                                             ; preds = %2902
  %2919 = load i64, ptr %360, align 8
  store i64 %2919, ptr %358, align 8
  br label %2920

2920:                                             ; preds = %410, %414, %480, %485, %493, %502, %511, %520, %996, %1001, %1006, %2917, %2918
  %2921 = load i64, ptr %358, align 8
  ret i64 %2921
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @HUF_decompress4X1_usingDTable_internal_fast_c_loop(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [4 x i64], align 8
  %4 = alloca [4 x ptr], align 8
  %5 = alloca [4 x ptr], align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
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
  %53 = alloca i32, align 4
  %54 = alloca i32, align 4
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i32, align 4
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i32, align 4
  %63 = alloca i32, align 4
  %64 = alloca i32, align 4
  %65 = alloca i32, align 4
  %66 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %67, i32 0, i32 3
  %69 = load ptr, ptr %68, align 8
  store ptr %69, ptr %6, align 8
  %70 = load ptr, ptr %2, align 8
  %71 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %70, i32 0, i32 5
  %72 = load ptr, ptr %71, align 8
  store ptr %72, ptr %7, align 8
  %73 = load ptr, ptr %2, align 8
  %74 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %73, i32 0, i32 4
  %75 = load ptr, ptr %74, align 8
  store ptr %75, ptr %8, align 8
  %76 = load ptr, ptr %2, align 8
  %77 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %76, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %77, i64 32, i1 false)
  %78 = load ptr, ptr %2, align 8
  %79 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %78, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %79, i64 32, i1 false)
  %80 = load ptr, ptr %2, align 8
  %81 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %80, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 %81, i64 32, i1 false)
  br label %82

82:                                               ; preds = %784, %1
  store i32 0, ptr %10, align 4
  br label %83

83:                                               ; preds = %87, %82
  %84 = load i32, ptr %10, align 4
  %85 = icmp slt i32 %84, 4
  br i1 %85, label %86, label %90

86:                                               ; preds = %83
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %83, !llvm.loop !52

90:                                               ; preds = %83
  %91 = load ptr, ptr %7, align 8
  %92 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %93 = load ptr, ptr %92, align 8
  %94 = ptrtoint ptr %91 to i64
  %95 = ptrtoint ptr %93 to i64
  %96 = sub i64 %94, %95
  %97 = udiv i64 %96, 5
  store i64 %97, ptr %11, align 8
  %98 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %99 = load ptr, ptr %98, align 8
  %100 = load ptr, ptr %8, align 8
  %101 = ptrtoint ptr %99 to i64
  %102 = ptrtoint ptr %100 to i64
  %103 = sub i64 %101, %102
  %104 = udiv i64 %103, 7
  store i64 %104, ptr %12, align 8
  %105 = load i64, ptr %11, align 8
  %106 = load i64, ptr %12, align 8
  %107 = icmp ult i64 %105, %106
  br i1 %107, label %108, label %110

108:                                              ; preds = %90
  %109 = load i64, ptr %11, align 8
  br label %112

110:                                              ; preds = %90
  %111 = load i64, ptr %12, align 8
  br label %112

112:                                              ; preds = %110, %108
  %113 = phi i64 [ %109, %108 ], [ %111, %110 ]
  store i64 %113, ptr %13, align 8
  %114 = load i64, ptr %13, align 8
  %115 = mul i64 %114, 5
  store i64 %115, ptr %14, align 8
  %116 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %117 = load ptr, ptr %116, align 8
  %118 = load i64, ptr %14, align 8
  %119 = getelementptr inbounds i8, ptr %117, i64 %118
  store ptr %119, ptr %9, align 8
  %120 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %121 = load ptr, ptr %120, align 8
  %122 = load ptr, ptr %9, align 8
  %123 = icmp eq ptr %121, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %112
  br label %785

125:                                              ; preds = %112
  store i32 1, ptr %10, align 4
  br label %126

126:                                              ; preds = %142, %125
  %127 = load i32, ptr %10, align 4
  %128 = icmp slt i32 %127, 4
  br i1 %128, label %129, label %145

129:                                              ; preds = %126
  %130 = load i32, ptr %10, align 4
  %131 = sext i32 %130 to i64
  %132 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 %131
  %133 = load ptr, ptr %132, align 8
  %134 = load i32, ptr %10, align 4
  %135 = sub nsw i32 %134, 1
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 %136
  %138 = load ptr, ptr %137, align 8
  %139 = icmp ult ptr %133, %138
  br i1 %139, label %140, label %141

140:                                              ; preds = %129
  br label %786

141:                                              ; preds = %129
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %10, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %10, align 4
  br label %126, !llvm.loop !53

145:                                              ; preds = %126
  store i32 1, ptr %10, align 4
  br label %146

146:                                              ; preds = %150, %145
  %147 = load i32, ptr %10, align 4
  %148 = icmp slt i32 %147, 4
  br i1 %148, label %149, label %153

149:                                              ; preds = %146
  br label %150

150:                                              ; preds = %149
  %151 = load i32, ptr %10, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %10, align 4
  br label %146, !llvm.loop !54

153:                                              ; preds = %146
  br label %154

154:                                              ; preds = %779, %153
  br label %155

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155
  %157 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %158 = load i64, ptr %157, align 8
  %159 = lshr i64 %158, 53
  %160 = trunc i64 %159 to i32
  store i32 %160, ptr %15, align 4
  %161 = load ptr, ptr %6, align 8
  %162 = load i32, ptr %15, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds i16, ptr %161, i64 %163
  %165 = load i16, ptr %164, align 2
  %166 = zext i16 %165 to i32
  store i32 %166, ptr %16, align 4
  %167 = load i32, ptr %16, align 4
  %168 = and i32 %167, 63
  %169 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %170 = load i64, ptr %169, align 8
  %171 = zext i32 %168 to i64
  %172 = shl i64 %170, %171
  store i64 %172, ptr %169, align 8
  %173 = load i32, ptr %16, align 4
  %174 = ashr i32 %173, 8
  %175 = and i32 %174, 255
  %176 = trunc i32 %175 to i8
  %177 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %178 = load ptr, ptr %177, align 8
  %179 = getelementptr inbounds i8, ptr %178, i64 0
  store i8 %176, ptr %179, align 1
  br label %180

180:                                              ; preds = %156
  br label %181

181:                                              ; preds = %180
  %182 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %183 = load i64, ptr %182, align 8
  %184 = lshr i64 %183, 53
  %185 = trunc i64 %184 to i32
  store i32 %185, ptr %17, align 4
  %186 = load ptr, ptr %6, align 8
  %187 = load i32, ptr %17, align 4
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds i16, ptr %186, i64 %188
  %190 = load i16, ptr %189, align 2
  %191 = zext i16 %190 to i32
  store i32 %191, ptr %18, align 4
  %192 = load i32, ptr %18, align 4
  %193 = and i32 %192, 63
  %194 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %195 = load i64, ptr %194, align 8
  %196 = zext i32 %193 to i64
  %197 = shl i64 %195, %196
  store i64 %197, ptr %194, align 8
  %198 = load i32, ptr %18, align 4
  %199 = ashr i32 %198, 8
  %200 = and i32 %199, 255
  %201 = trunc i32 %200 to i8
  %202 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %203 = load ptr, ptr %202, align 8
  %204 = getelementptr inbounds i8, ptr %203, i64 0
  store i8 %201, ptr %204, align 1
  br label %205

205:                                              ; preds = %181
  br label %206

206:                                              ; preds = %205
  %207 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %208 = load i64, ptr %207, align 8
  %209 = lshr i64 %208, 53
  %210 = trunc i64 %209 to i32
  store i32 %210, ptr %19, align 4
  %211 = load ptr, ptr %6, align 8
  %212 = load i32, ptr %19, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds i16, ptr %211, i64 %213
  %215 = load i16, ptr %214, align 2
  %216 = zext i16 %215 to i32
  store i32 %216, ptr %20, align 4
  %217 = load i32, ptr %20, align 4
  %218 = and i32 %217, 63
  %219 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %220 = load i64, ptr %219, align 8
  %221 = zext i32 %218 to i64
  %222 = shl i64 %220, %221
  store i64 %222, ptr %219, align 8
  %223 = load i32, ptr %20, align 4
  %224 = ashr i32 %223, 8
  %225 = and i32 %224, 255
  %226 = trunc i32 %225 to i8
  %227 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %228 = load ptr, ptr %227, align 8
  %229 = getelementptr inbounds i8, ptr %228, i64 0
  store i8 %226, ptr %229, align 1
  br label %230

230:                                              ; preds = %206
  br label %231

231:                                              ; preds = %230
  %232 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %233 = load i64, ptr %232, align 8
  %234 = lshr i64 %233, 53
  %235 = trunc i64 %234 to i32
  store i32 %235, ptr %21, align 4
  %236 = load ptr, ptr %6, align 8
  %237 = load i32, ptr %21, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds i16, ptr %236, i64 %238
  %240 = load i16, ptr %239, align 2
  %241 = zext i16 %240 to i32
  store i32 %241, ptr %22, align 4
  %242 = load i32, ptr %22, align 4
  %243 = and i32 %242, 63
  %244 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %245 = load i64, ptr %244, align 8
  %246 = zext i32 %243 to i64
  %247 = shl i64 %245, %246
  store i64 %247, ptr %244, align 8
  %248 = load i32, ptr %22, align 4
  %249 = ashr i32 %248, 8
  %250 = and i32 %249, 255
  %251 = trunc i32 %250 to i8
  %252 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %253 = load ptr, ptr %252, align 8
  %254 = getelementptr inbounds i8, ptr %253, i64 0
  store i8 %251, ptr %254, align 1
  br label %255

255:                                              ; preds = %231
  br label %256

256:                                              ; preds = %255
  br label %257

257:                                              ; preds = %256
  br label %258

258:                                              ; preds = %257
  %259 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %260 = load i64, ptr %259, align 8
  %261 = lshr i64 %260, 53
  %262 = trunc i64 %261 to i32
  store i32 %262, ptr %23, align 4
  %263 = load ptr, ptr %6, align 8
  %264 = load i32, ptr %23, align 4
  %265 = sext i32 %264 to i64
  %266 = getelementptr inbounds i16, ptr %263, i64 %265
  %267 = load i16, ptr %266, align 2
  %268 = zext i16 %267 to i32
  store i32 %268, ptr %24, align 4
  %269 = load i32, ptr %24, align 4
  %270 = and i32 %269, 63
  %271 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %272 = load i64, ptr %271, align 8
  %273 = zext i32 %270 to i64
  %274 = shl i64 %272, %273
  store i64 %274, ptr %271, align 8
  %275 = load i32, ptr %24, align 4
  %276 = ashr i32 %275, 8
  %277 = and i32 %276, 255
  %278 = trunc i32 %277 to i8
  %279 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %280 = load ptr, ptr %279, align 8
  %281 = getelementptr inbounds i8, ptr %280, i64 1
  store i8 %278, ptr %281, align 1
  br label %282

282:                                              ; preds = %258
  br label %283

283:                                              ; preds = %282
  %284 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %285 = load i64, ptr %284, align 8
  %286 = lshr i64 %285, 53
  %287 = trunc i64 %286 to i32
  store i32 %287, ptr %25, align 4
  %288 = load ptr, ptr %6, align 8
  %289 = load i32, ptr %25, align 4
  %290 = sext i32 %289 to i64
  %291 = getelementptr inbounds i16, ptr %288, i64 %290
  %292 = load i16, ptr %291, align 2
  %293 = zext i16 %292 to i32
  store i32 %293, ptr %26, align 4
  %294 = load i32, ptr %26, align 4
  %295 = and i32 %294, 63
  %296 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %297 = load i64, ptr %296, align 8
  %298 = zext i32 %295 to i64
  %299 = shl i64 %297, %298
  store i64 %299, ptr %296, align 8
  %300 = load i32, ptr %26, align 4
  %301 = ashr i32 %300, 8
  %302 = and i32 %301, 255
  %303 = trunc i32 %302 to i8
  %304 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %305 = load ptr, ptr %304, align 8
  %306 = getelementptr inbounds i8, ptr %305, i64 1
  store i8 %303, ptr %306, align 1
  br label %307

307:                                              ; preds = %283
  br label %308

308:                                              ; preds = %307
  %309 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %310 = load i64, ptr %309, align 8
  %311 = lshr i64 %310, 53
  %312 = trunc i64 %311 to i32
  store i32 %312, ptr %27, align 4
  %313 = load ptr, ptr %6, align 8
  %314 = load i32, ptr %27, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds i16, ptr %313, i64 %315
  %317 = load i16, ptr %316, align 2
  %318 = zext i16 %317 to i32
  store i32 %318, ptr %28, align 4
  %319 = load i32, ptr %28, align 4
  %320 = and i32 %319, 63
  %321 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %322 = load i64, ptr %321, align 8
  %323 = zext i32 %320 to i64
  %324 = shl i64 %322, %323
  store i64 %324, ptr %321, align 8
  %325 = load i32, ptr %28, align 4
  %326 = ashr i32 %325, 8
  %327 = and i32 %326, 255
  %328 = trunc i32 %327 to i8
  %329 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %330 = load ptr, ptr %329, align 8
  %331 = getelementptr inbounds i8, ptr %330, i64 1
  store i8 %328, ptr %331, align 1
  br label %332

332:                                              ; preds = %308
  br label %333

333:                                              ; preds = %332
  %334 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %335 = load i64, ptr %334, align 8
  %336 = lshr i64 %335, 53
  %337 = trunc i64 %336 to i32
  store i32 %337, ptr %29, align 4
  %338 = load ptr, ptr %6, align 8
  %339 = load i32, ptr %29, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds i16, ptr %338, i64 %340
  %342 = load i16, ptr %341, align 2
  %343 = zext i16 %342 to i32
  store i32 %343, ptr %30, align 4
  %344 = load i32, ptr %30, align 4
  %345 = and i32 %344, 63
  %346 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %347 = load i64, ptr %346, align 8
  %348 = zext i32 %345 to i64
  %349 = shl i64 %347, %348
  store i64 %349, ptr %346, align 8
  %350 = load i32, ptr %30, align 4
  %351 = ashr i32 %350, 8
  %352 = and i32 %351, 255
  %353 = trunc i32 %352 to i8
  %354 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %355 = load ptr, ptr %354, align 8
  %356 = getelementptr inbounds i8, ptr %355, i64 1
  store i8 %353, ptr %356, align 1
  br label %357

357:                                              ; preds = %333
  br label %358

358:                                              ; preds = %357
  br label %359

359:                                              ; preds = %358
  br label %360

360:                                              ; preds = %359
  %361 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %362 = load i64, ptr %361, align 8
  %363 = lshr i64 %362, 53
  %364 = trunc i64 %363 to i32
  store i32 %364, ptr %31, align 4
  %365 = load ptr, ptr %6, align 8
  %366 = load i32, ptr %31, align 4
  %367 = sext i32 %366 to i64
  %368 = getelementptr inbounds i16, ptr %365, i64 %367
  %369 = load i16, ptr %368, align 2
  %370 = zext i16 %369 to i32
  store i32 %370, ptr %32, align 4
  %371 = load i32, ptr %32, align 4
  %372 = and i32 %371, 63
  %373 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %374 = load i64, ptr %373, align 8
  %375 = zext i32 %372 to i64
  %376 = shl i64 %374, %375
  store i64 %376, ptr %373, align 8
  %377 = load i32, ptr %32, align 4
  %378 = ashr i32 %377, 8
  %379 = and i32 %378, 255
  %380 = trunc i32 %379 to i8
  %381 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %382 = load ptr, ptr %381, align 8
  %383 = getelementptr inbounds i8, ptr %382, i64 2
  store i8 %380, ptr %383, align 1
  br label %384

384:                                              ; preds = %360
  br label %385

385:                                              ; preds = %384
  %386 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %387 = load i64, ptr %386, align 8
  %388 = lshr i64 %387, 53
  %389 = trunc i64 %388 to i32
  store i32 %389, ptr %33, align 4
  %390 = load ptr, ptr %6, align 8
  %391 = load i32, ptr %33, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds i16, ptr %390, i64 %392
  %394 = load i16, ptr %393, align 2
  %395 = zext i16 %394 to i32
  store i32 %395, ptr %34, align 4
  %396 = load i32, ptr %34, align 4
  %397 = and i32 %396, 63
  %398 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %399 = load i64, ptr %398, align 8
  %400 = zext i32 %397 to i64
  %401 = shl i64 %399, %400
  store i64 %401, ptr %398, align 8
  %402 = load i32, ptr %34, align 4
  %403 = ashr i32 %402, 8
  %404 = and i32 %403, 255
  %405 = trunc i32 %404 to i8
  %406 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %407 = load ptr, ptr %406, align 8
  %408 = getelementptr inbounds i8, ptr %407, i64 2
  store i8 %405, ptr %408, align 1
  br label %409

409:                                              ; preds = %385
  br label %410

410:                                              ; preds = %409
  %411 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %412 = load i64, ptr %411, align 8
  %413 = lshr i64 %412, 53
  %414 = trunc i64 %413 to i32
  store i32 %414, ptr %35, align 4
  %415 = load ptr, ptr %6, align 8
  %416 = load i32, ptr %35, align 4
  %417 = sext i32 %416 to i64
  %418 = getelementptr inbounds i16, ptr %415, i64 %417
  %419 = load i16, ptr %418, align 2
  %420 = zext i16 %419 to i32
  store i32 %420, ptr %36, align 4
  %421 = load i32, ptr %36, align 4
  %422 = and i32 %421, 63
  %423 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %424 = load i64, ptr %423, align 8
  %425 = zext i32 %422 to i64
  %426 = shl i64 %424, %425
  store i64 %426, ptr %423, align 8
  %427 = load i32, ptr %36, align 4
  %428 = ashr i32 %427, 8
  %429 = and i32 %428, 255
  %430 = trunc i32 %429 to i8
  %431 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %432 = load ptr, ptr %431, align 8
  %433 = getelementptr inbounds i8, ptr %432, i64 2
  store i8 %430, ptr %433, align 1
  br label %434

434:                                              ; preds = %410
  br label %435

435:                                              ; preds = %434
  %436 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %437 = load i64, ptr %436, align 8
  %438 = lshr i64 %437, 53
  %439 = trunc i64 %438 to i32
  store i32 %439, ptr %37, align 4
  %440 = load ptr, ptr %6, align 8
  %441 = load i32, ptr %37, align 4
  %442 = sext i32 %441 to i64
  %443 = getelementptr inbounds i16, ptr %440, i64 %442
  %444 = load i16, ptr %443, align 2
  %445 = zext i16 %444 to i32
  store i32 %445, ptr %38, align 4
  %446 = load i32, ptr %38, align 4
  %447 = and i32 %446, 63
  %448 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %449 = load i64, ptr %448, align 8
  %450 = zext i32 %447 to i64
  %451 = shl i64 %449, %450
  store i64 %451, ptr %448, align 8
  %452 = load i32, ptr %38, align 4
  %453 = ashr i32 %452, 8
  %454 = and i32 %453, 255
  %455 = trunc i32 %454 to i8
  %456 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %457 = load ptr, ptr %456, align 8
  %458 = getelementptr inbounds i8, ptr %457, i64 2
  store i8 %455, ptr %458, align 1
  br label %459

459:                                              ; preds = %435
  br label %460

460:                                              ; preds = %459
  br label %461

461:                                              ; preds = %460
  br label %462

462:                                              ; preds = %461
  %463 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %464 = load i64, ptr %463, align 8
  %465 = lshr i64 %464, 53
  %466 = trunc i64 %465 to i32
  store i32 %466, ptr %39, align 4
  %467 = load ptr, ptr %6, align 8
  %468 = load i32, ptr %39, align 4
  %469 = sext i32 %468 to i64
  %470 = getelementptr inbounds i16, ptr %467, i64 %469
  %471 = load i16, ptr %470, align 2
  %472 = zext i16 %471 to i32
  store i32 %472, ptr %40, align 4
  %473 = load i32, ptr %40, align 4
  %474 = and i32 %473, 63
  %475 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %476 = load i64, ptr %475, align 8
  %477 = zext i32 %474 to i64
  %478 = shl i64 %476, %477
  store i64 %478, ptr %475, align 8
  %479 = load i32, ptr %40, align 4
  %480 = ashr i32 %479, 8
  %481 = and i32 %480, 255
  %482 = trunc i32 %481 to i8
  %483 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %484 = load ptr, ptr %483, align 8
  %485 = getelementptr inbounds i8, ptr %484, i64 3
  store i8 %482, ptr %485, align 1
  br label %486

486:                                              ; preds = %462
  br label %487

487:                                              ; preds = %486
  %488 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %489 = load i64, ptr %488, align 8
  %490 = lshr i64 %489, 53
  %491 = trunc i64 %490 to i32
  store i32 %491, ptr %41, align 4
  %492 = load ptr, ptr %6, align 8
  %493 = load i32, ptr %41, align 4
  %494 = sext i32 %493 to i64
  %495 = getelementptr inbounds i16, ptr %492, i64 %494
  %496 = load i16, ptr %495, align 2
  %497 = zext i16 %496 to i32
  store i32 %497, ptr %42, align 4
  %498 = load i32, ptr %42, align 4
  %499 = and i32 %498, 63
  %500 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %501 = load i64, ptr %500, align 8
  %502 = zext i32 %499 to i64
  %503 = shl i64 %501, %502
  store i64 %503, ptr %500, align 8
  %504 = load i32, ptr %42, align 4
  %505 = ashr i32 %504, 8
  %506 = and i32 %505, 255
  %507 = trunc i32 %506 to i8
  %508 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %509 = load ptr, ptr %508, align 8
  %510 = getelementptr inbounds i8, ptr %509, i64 3
  store i8 %507, ptr %510, align 1
  br label %511

511:                                              ; preds = %487
  br label %512

512:                                              ; preds = %511
  %513 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %514 = load i64, ptr %513, align 8
  %515 = lshr i64 %514, 53
  %516 = trunc i64 %515 to i32
  store i32 %516, ptr %43, align 4
  %517 = load ptr, ptr %6, align 8
  %518 = load i32, ptr %43, align 4
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds i16, ptr %517, i64 %519
  %521 = load i16, ptr %520, align 2
  %522 = zext i16 %521 to i32
  store i32 %522, ptr %44, align 4
  %523 = load i32, ptr %44, align 4
  %524 = and i32 %523, 63
  %525 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %526 = load i64, ptr %525, align 8
  %527 = zext i32 %524 to i64
  %528 = shl i64 %526, %527
  store i64 %528, ptr %525, align 8
  %529 = load i32, ptr %44, align 4
  %530 = ashr i32 %529, 8
  %531 = and i32 %530, 255
  %532 = trunc i32 %531 to i8
  %533 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %534 = load ptr, ptr %533, align 8
  %535 = getelementptr inbounds i8, ptr %534, i64 3
  store i8 %532, ptr %535, align 1
  br label %536

536:                                              ; preds = %512
  br label %537

537:                                              ; preds = %536
  %538 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %539 = load i64, ptr %538, align 8
  %540 = lshr i64 %539, 53
  %541 = trunc i64 %540 to i32
  store i32 %541, ptr %45, align 4
  %542 = load ptr, ptr %6, align 8
  %543 = load i32, ptr %45, align 4
  %544 = sext i32 %543 to i64
  %545 = getelementptr inbounds i16, ptr %542, i64 %544
  %546 = load i16, ptr %545, align 2
  %547 = zext i16 %546 to i32
  store i32 %547, ptr %46, align 4
  %548 = load i32, ptr %46, align 4
  %549 = and i32 %548, 63
  %550 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %551 = load i64, ptr %550, align 8
  %552 = zext i32 %549 to i64
  %553 = shl i64 %551, %552
  store i64 %553, ptr %550, align 8
  %554 = load i32, ptr %46, align 4
  %555 = ashr i32 %554, 8
  %556 = and i32 %555, 255
  %557 = trunc i32 %556 to i8
  %558 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %559 = load ptr, ptr %558, align 8
  %560 = getelementptr inbounds i8, ptr %559, i64 3
  store i8 %557, ptr %560, align 1
  br label %561

561:                                              ; preds = %537
  br label %562

562:                                              ; preds = %561
  br label %563

563:                                              ; preds = %562
  br label %564

564:                                              ; preds = %563
  %565 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %566 = load i64, ptr %565, align 8
  %567 = lshr i64 %566, 53
  %568 = trunc i64 %567 to i32
  store i32 %568, ptr %47, align 4
  %569 = load ptr, ptr %6, align 8
  %570 = load i32, ptr %47, align 4
  %571 = sext i32 %570 to i64
  %572 = getelementptr inbounds i16, ptr %569, i64 %571
  %573 = load i16, ptr %572, align 2
  %574 = zext i16 %573 to i32
  store i32 %574, ptr %48, align 4
  %575 = load i32, ptr %48, align 4
  %576 = and i32 %575, 63
  %577 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %578 = load i64, ptr %577, align 8
  %579 = zext i32 %576 to i64
  %580 = shl i64 %578, %579
  store i64 %580, ptr %577, align 8
  %581 = load i32, ptr %48, align 4
  %582 = ashr i32 %581, 8
  %583 = and i32 %582, 255
  %584 = trunc i32 %583 to i8
  %585 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %586 = load ptr, ptr %585, align 8
  %587 = getelementptr inbounds i8, ptr %586, i64 4
  store i8 %584, ptr %587, align 1
  br label %588

588:                                              ; preds = %564
  br label %589

589:                                              ; preds = %588
  %590 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %591 = load i64, ptr %590, align 8
  %592 = lshr i64 %591, 53
  %593 = trunc i64 %592 to i32
  store i32 %593, ptr %49, align 4
  %594 = load ptr, ptr %6, align 8
  %595 = load i32, ptr %49, align 4
  %596 = sext i32 %595 to i64
  %597 = getelementptr inbounds i16, ptr %594, i64 %596
  %598 = load i16, ptr %597, align 2
  %599 = zext i16 %598 to i32
  store i32 %599, ptr %50, align 4
  %600 = load i32, ptr %50, align 4
  %601 = and i32 %600, 63
  %602 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %603 = load i64, ptr %602, align 8
  %604 = zext i32 %601 to i64
  %605 = shl i64 %603, %604
  store i64 %605, ptr %602, align 8
  %606 = load i32, ptr %50, align 4
  %607 = ashr i32 %606, 8
  %608 = and i32 %607, 255
  %609 = trunc i32 %608 to i8
  %610 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %611 = load ptr, ptr %610, align 8
  %612 = getelementptr inbounds i8, ptr %611, i64 4
  store i8 %609, ptr %612, align 1
  br label %613

613:                                              ; preds = %589
  br label %614

614:                                              ; preds = %613
  %615 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %616 = load i64, ptr %615, align 8
  %617 = lshr i64 %616, 53
  %618 = trunc i64 %617 to i32
  store i32 %618, ptr %51, align 4
  %619 = load ptr, ptr %6, align 8
  %620 = load i32, ptr %51, align 4
  %621 = sext i32 %620 to i64
  %622 = getelementptr inbounds i16, ptr %619, i64 %621
  %623 = load i16, ptr %622, align 2
  %624 = zext i16 %623 to i32
  store i32 %624, ptr %52, align 4
  %625 = load i32, ptr %52, align 4
  %626 = and i32 %625, 63
  %627 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %628 = load i64, ptr %627, align 8
  %629 = zext i32 %626 to i64
  %630 = shl i64 %628, %629
  store i64 %630, ptr %627, align 8
  %631 = load i32, ptr %52, align 4
  %632 = ashr i32 %631, 8
  %633 = and i32 %632, 255
  %634 = trunc i32 %633 to i8
  %635 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %636 = load ptr, ptr %635, align 8
  %637 = getelementptr inbounds i8, ptr %636, i64 4
  store i8 %634, ptr %637, align 1
  br label %638

638:                                              ; preds = %614
  br label %639

639:                                              ; preds = %638
  %640 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %641 = load i64, ptr %640, align 8
  %642 = lshr i64 %641, 53
  %643 = trunc i64 %642 to i32
  store i32 %643, ptr %53, align 4
  %644 = load ptr, ptr %6, align 8
  %645 = load i32, ptr %53, align 4
  %646 = sext i32 %645 to i64
  %647 = getelementptr inbounds i16, ptr %644, i64 %646
  %648 = load i16, ptr %647, align 2
  %649 = zext i16 %648 to i32
  store i32 %649, ptr %54, align 4
  %650 = load i32, ptr %54, align 4
  %651 = and i32 %650, 63
  %652 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %653 = load i64, ptr %652, align 8
  %654 = zext i32 %651 to i64
  %655 = shl i64 %653, %654
  store i64 %655, ptr %652, align 8
  %656 = load i32, ptr %54, align 4
  %657 = ashr i32 %656, 8
  %658 = and i32 %657, 255
  %659 = trunc i32 %658 to i8
  %660 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %661 = load ptr, ptr %660, align 8
  %662 = getelementptr inbounds i8, ptr %661, i64 4
  store i8 %659, ptr %662, align 1
  br label %663

663:                                              ; preds = %639
  br label %664

664:                                              ; preds = %663
  br label %665

665:                                              ; preds = %664
  br label %666

666:                                              ; preds = %665
  %667 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %668 = load i64, ptr %667, align 8
  %669 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %668)
  store i32 %669, ptr %55, align 4
  %670 = load i32, ptr %55, align 4
  %671 = and i32 %670, 7
  store i32 %671, ptr %56, align 4
  %672 = load i32, ptr %55, align 4
  %673 = ashr i32 %672, 3
  store i32 %673, ptr %57, align 4
  %674 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 0
  %675 = load ptr, ptr %674, align 8
  %676 = getelementptr inbounds i8, ptr %675, i64 5
  store ptr %676, ptr %674, align 8
  %677 = load i32, ptr %57, align 4
  %678 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %679 = load ptr, ptr %678, align 8
  %680 = sext i32 %677 to i64
  %681 = sub i64 0, %680
  %682 = getelementptr inbounds i8, ptr %679, i64 %681
  store ptr %682, ptr %678, align 8
  %683 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 0
  %684 = load ptr, ptr %683, align 8
  %685 = call i64 @MEM_read64(ptr noundef %684)
  %686 = or i64 %685, 1
  %687 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  store i64 %686, ptr %687, align 8
  %688 = load i32, ptr %56, align 4
  %689 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %690 = load i64, ptr %689, align 8
  %691 = zext i32 %688 to i64
  %692 = shl i64 %690, %691
  store i64 %692, ptr %689, align 8
  br label %693

693:                                              ; preds = %666
  br label %694

694:                                              ; preds = %693
  %695 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %696 = load i64, ptr %695, align 8
  %697 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %696)
  store i32 %697, ptr %58, align 4
  %698 = load i32, ptr %58, align 4
  %699 = and i32 %698, 7
  store i32 %699, ptr %59, align 4
  %700 = load i32, ptr %58, align 4
  %701 = ashr i32 %700, 3
  store i32 %701, ptr %60, align 4
  %702 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 1
  %703 = load ptr, ptr %702, align 8
  %704 = getelementptr inbounds i8, ptr %703, i64 5
  store ptr %704, ptr %702, align 8
  %705 = load i32, ptr %60, align 4
  %706 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 1
  %707 = load ptr, ptr %706, align 8
  %708 = sext i32 %705 to i64
  %709 = sub i64 0, %708
  %710 = getelementptr inbounds i8, ptr %707, i64 %709
  store ptr %710, ptr %706, align 8
  %711 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 1
  %712 = load ptr, ptr %711, align 8
  %713 = call i64 @MEM_read64(ptr noundef %712)
  %714 = or i64 %713, 1
  %715 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  store i64 %714, ptr %715, align 8
  %716 = load i32, ptr %59, align 4
  %717 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 1
  %718 = load i64, ptr %717, align 8
  %719 = zext i32 %716 to i64
  %720 = shl i64 %718, %719
  store i64 %720, ptr %717, align 8
  br label %721

721:                                              ; preds = %694
  br label %722

722:                                              ; preds = %721
  %723 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %724 = load i64, ptr %723, align 8
  %725 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %724)
  store i32 %725, ptr %61, align 4
  %726 = load i32, ptr %61, align 4
  %727 = and i32 %726, 7
  store i32 %727, ptr %62, align 4
  %728 = load i32, ptr %61, align 4
  %729 = ashr i32 %728, 3
  store i32 %729, ptr %63, align 4
  %730 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 2
  %731 = load ptr, ptr %730, align 8
  %732 = getelementptr inbounds i8, ptr %731, i64 5
  store ptr %732, ptr %730, align 8
  %733 = load i32, ptr %63, align 4
  %734 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 2
  %735 = load ptr, ptr %734, align 8
  %736 = sext i32 %733 to i64
  %737 = sub i64 0, %736
  %738 = getelementptr inbounds i8, ptr %735, i64 %737
  store ptr %738, ptr %734, align 8
  %739 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 2
  %740 = load ptr, ptr %739, align 8
  %741 = call i64 @MEM_read64(ptr noundef %740)
  %742 = or i64 %741, 1
  %743 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  store i64 %742, ptr %743, align 8
  %744 = load i32, ptr %62, align 4
  %745 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 2
  %746 = load i64, ptr %745, align 8
  %747 = zext i32 %744 to i64
  %748 = shl i64 %746, %747
  store i64 %748, ptr %745, align 8
  br label %749

749:                                              ; preds = %722
  br label %750

750:                                              ; preds = %749
  %751 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %752 = load i64, ptr %751, align 8
  %753 = call i32 @ZSTD_countTrailingZeros64(i64 noundef %752)
  store i32 %753, ptr %64, align 4
  %754 = load i32, ptr %64, align 4
  %755 = and i32 %754, 7
  store i32 %755, ptr %65, align 4
  %756 = load i32, ptr %64, align 4
  %757 = ashr i32 %756, 3
  store i32 %757, ptr %66, align 4
  %758 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %759 = load ptr, ptr %758, align 8
  %760 = getelementptr inbounds i8, ptr %759, i64 5
  store ptr %760, ptr %758, align 8
  %761 = load i32, ptr %66, align 4
  %762 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 3
  %763 = load ptr, ptr %762, align 8
  %764 = sext i32 %761 to i64
  %765 = sub i64 0, %764
  %766 = getelementptr inbounds i8, ptr %763, i64 %765
  store ptr %766, ptr %762, align 8
  %767 = getelementptr inbounds [4 x ptr], ptr %4, i64 0, i64 3
  %768 = load ptr, ptr %767, align 8
  %769 = call i64 @MEM_read64(ptr noundef %768)
  %770 = or i64 %769, 1
  %771 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  store i64 %770, ptr %771, align 8
  %772 = load i32, ptr %65, align 4
  %773 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 3
  %774 = load i64, ptr %773, align 8
  %775 = zext i32 %772 to i64
  %776 = shl i64 %774, %775
  store i64 %776, ptr %773, align 8
  br label %777

777:                                              ; preds = %750
  br label %778

778:                                              ; preds = %777
  br label %779

779:                                              ; preds = %778
  %780 = getelementptr inbounds [4 x ptr], ptr %5, i64 0, i64 3
  %781 = load ptr, ptr %780, align 8
  %782 = load ptr, ptr %9, align 8
  %783 = icmp ult ptr %781, %782
  br i1 %783, label %154, label %784, !llvm.loop !55

784:                                              ; preds = %779
  br label %82

785:                                              ; preds = %124
  br label %786

786:                                              ; preds = %785, %140
  %787 = load ptr, ptr %2, align 8
  %788 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %787, i32 0, i32 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %788, ptr align 8 %3, i64 32, i1 false)
  %789 = load ptr, ptr %2, align 8
  %790 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %789, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %790, ptr align 8 %4, i64 32, i1 false)
  %791 = load ptr, ptr %2, align 8
  %792 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %791, i32 0, i32 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %792, ptr align 8 %5, i64 32, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @HUF_decompress4X1_usingDTable_internal_fast(ptr noundef %0, i64 noundef %1, ptr noundef %2, i64 noundef %3, ptr noundef %4, ptr noundef %5) #0 {
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i8, align 1
  %14 = alloca ptr, align 8
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  %18 = alloca i32, align 4
  %19 = alloca i64, align 8
  %20 = alloca i8, align 1
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  %25 = alloca i32, align 4
  %26 = alloca i64, align 8
  %27 = alloca i8, align 1
  %28 = alloca ptr, align 8
  %29 = alloca i32, align 4
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  %32 = alloca i32, align 4
  %33 = alloca i64, align 8
  %34 = alloca i8, align 1
  %35 = alloca ptr, align 8
  %36 = alloca i32, align 4
  %37 = alloca ptr, align 8
  %38 = alloca ptr, align 8
  %39 = alloca i32, align 4
  %40 = alloca i64, align 8
  %41 = alloca i8, align 1
  %42 = alloca ptr, align 8
  %43 = alloca i32, align 4
  %44 = alloca ptr, align 8
  %45 = alloca ptr, align 8
  %46 = alloca i32, align 4
  %47 = alloca i64, align 8
  %48 = alloca i8, align 1
  %49 = alloca i32, align 4
  %50 = alloca ptr, align 8
  %51 = alloca i32, align 4
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca ptr, align 8
  %55 = alloca i32, align 4
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca ptr, align 8
  %59 = alloca i32, align 4
  %60 = alloca i32, align 4
  %61 = alloca ptr, align 8
  %62 = alloca ptr, align 8
  %63 = alloca ptr, align 8
  %64 = alloca ptr, align 8
  %65 = alloca i32, align 4
  %66 = alloca ptr, align 8
  %67 = alloca i64, align 8
  %68 = alloca ptr, align 8
  %69 = alloca i64, align 8
  %70 = alloca ptr, align 8
  %71 = alloca i64, align 8
  %72 = alloca ptr, align 8
  %73 = alloca ptr, align 8
  %74 = alloca ptr, align 8
  %75 = alloca ptr, align 8
  %76 = alloca ptr, align 8
  %77 = alloca %struct.HUF_DecompressFastArgs, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca i64, align 8
  %81 = alloca ptr, align 8
  %82 = alloca i32, align 4
  %83 = alloca %struct.BIT_DStream_t, align 8
  %84 = alloca i64, align 8
  store ptr %0, ptr %68, align 8
  store i64 %1, ptr %69, align 8
  store ptr %2, ptr %70, align 8
  store i64 %3, ptr %71, align 8
  store ptr %4, ptr %72, align 8
  store ptr %5, ptr %73, align 8
  %85 = load ptr, ptr %72, align 8
  %86 = getelementptr inbounds i32, ptr %85, i64 1
  store ptr %86, ptr %74, align 8
  %87 = load ptr, ptr %70, align 8
  store ptr %87, ptr %75, align 8
  %88 = load ptr, ptr %68, align 8
  %89 = load i64, ptr %69, align 8
  %90 = call ptr @ZSTD_maybeNullPtrAdd(ptr noundef %88, i64 noundef %89)
  store ptr %90, ptr %76, align 8
  %91 = load ptr, ptr %68, align 8
  %92 = load i64, ptr %69, align 8
  %93 = load ptr, ptr %70, align 8
  %94 = load i64, ptr %71, align 8
  %95 = load ptr, ptr %72, align 8
  %96 = call i64 @HUF_DecompressFastArgs_init(ptr noundef %77, ptr noundef %91, i64 noundef %92, ptr noundef %93, i64 noundef %94, ptr noundef %95)
  store i64 %96, ptr %78, align 8
  br label %97

97:                                               ; preds = %6
  %98 = load i64, ptr %78, align 8
  store i64 %98, ptr %79, align 8
  %99 = load i64, ptr %79, align 8
  %100 = call i32 @ERR_isError(i64 noundef %99)
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %112

102:                                              ; preds = %97
  br label %103

103:                                              ; preds = %102
  br label %104

104:                                              ; preds = %103
  br label %105

105:                                              ; preds = %104
  br label %106

106:                                              ; preds = %105
  br label %107

107:                                              ; preds = %106
  br label %108

108:                                              ; preds = %107
  br label %109

109:                                              ; preds = %108
  br label %110

110:                                              ; preds = %109
  %111 = load i64, ptr %79, align 8
  store i64 %111, ptr %67, align 8
  br label %659

112:                                              ; preds = %97
  br label %113

113:                                              ; preds = %112
  %114 = load i64, ptr %78, align 8
  %115 = icmp eq i64 %114, 0
  br i1 %115, label %116, label %117

116:                                              ; preds = %113
  store i64 0, ptr %67, align 8
  br label %659

117:                                              ; preds = %113
  %118 = load ptr, ptr %73, align 8
  call void %118(ptr noundef %77)
  %119 = load ptr, ptr %75, align 8
  %120 = load i64, ptr %69, align 8
  %121 = add i64 %120, 3
  %122 = udiv i64 %121, 4
  store i64 %122, ptr %80, align 8
  %123 = load ptr, ptr %68, align 8
  store ptr %123, ptr %81, align 8
  store i32 0, ptr %82, align 4
  br label %124

124:                                              ; preds = %654, %117
  %125 = load i32, ptr %82, align 4
  %126 = icmp slt i32 %125, 4
  br i1 %126, label %127, label %657

127:                                              ; preds = %124
  %128 = load i64, ptr %80, align 8
  %129 = load ptr, ptr %76, align 8
  %130 = load ptr, ptr %81, align 8
  %131 = ptrtoint ptr %129 to i64
  %132 = ptrtoint ptr %130 to i64
  %133 = sub i64 %131, %132
  %134 = icmp ule i64 %128, %133
  br i1 %134, label %135, label %139

135:                                              ; preds = %127
  %136 = load i64, ptr %80, align 8
  %137 = load ptr, ptr %81, align 8
  %138 = getelementptr inbounds i8, ptr %137, i64 %136
  store ptr %138, ptr %81, align 8
  br label %141

139:                                              ; preds = %127
  %140 = load ptr, ptr %76, align 8
  store ptr %140, ptr %81, align 8
  br label %141

141:                                              ; preds = %139, %135
  br label %142

142:                                              ; preds = %141
  %143 = load i32, ptr %82, align 4
  %144 = load ptr, ptr %81, align 8
  %145 = call i64 @HUF_initRemainingDStream(ptr noundef %83, ptr noundef %77, i32 noundef %143, ptr noundef %144)
  store i64 %145, ptr %84, align 8
  %146 = load i64, ptr %84, align 8
  %147 = call i32 @ERR_isError(i64 noundef %146)
  %148 = icmp ne i32 %147, 0
  br i1 %148, label %149, label %159

149:                                              ; preds = %142
  br label %150

150:                                              ; preds = %149
  br label %151

151:                                              ; preds = %150
  br label %152

152:                                              ; preds = %151
  br label %153

153:                                              ; preds = %152
  br label %154

154:                                              ; preds = %153
  br label %155

155:                                              ; preds = %154
  br label %156

156:                                              ; preds = %155
  br label %157

157:                                              ; preds = %156
  %158 = load i64, ptr %84, align 8
  store i64 %158, ptr %67, align 8
  br label %659

159:                                              ; preds = %142
  br label %160

160:                                              ; preds = %159
  %161 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %77, i32 0, i32 1
  %162 = load i32, ptr %82, align 4
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds [4 x ptr], ptr %161, i64 0, i64 %163
  %165 = load ptr, ptr %164, align 8
  %166 = load ptr, ptr %81, align 8
  %167 = load ptr, ptr %74, align 8
  store ptr %165, ptr %61, align 8
  store ptr %83, ptr %62, align 8
  store ptr %166, ptr %63, align 8
  store ptr %167, ptr %64, align 8
  store i32 11, ptr %65, align 4
  %168 = load ptr, ptr %61, align 8
  store ptr %168, ptr %66, align 8
  %169 = load ptr, ptr %63, align 8
  %170 = load ptr, ptr %61, align 8
  %171 = ptrtoint ptr %169 to i64
  %172 = ptrtoint ptr %170 to i64
  %173 = sub i64 %171, %172
  %174 = icmp sgt i64 %173, 3
  br i1 %174, label %175, label %387

175:                                              ; preds = %160
  br label %176

176:                                              ; preds = %360, %175
  %177 = load ptr, ptr %62, align 8
  store ptr %177, ptr %50, align 8
  %178 = load ptr, ptr %50, align 8
  %179 = getelementptr inbounds %struct.BIT_DStream_t, ptr %178, i32 0, i32 1
  %180 = load i32, ptr %179, align 8
  %181 = zext i32 %180 to i64
  %182 = icmp ugt i64 %181, 64
  %183 = zext i1 %182 to i32
  %184 = sext i32 %183 to i64
  br i1 %182, label %185, label %188

185:                                              ; preds = %176
  %186 = load ptr, ptr %50, align 8
  %187 = getelementptr inbounds %struct.BIT_DStream_t, ptr %186, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %187, align 8
  store i32 3, ptr %49, align 4
  br label %262

188:                                              ; preds = %176
  %189 = load ptr, ptr %50, align 8
  %190 = getelementptr inbounds %struct.BIT_DStream_t, ptr %189, i32 0, i32 2
  %191 = load ptr, ptr %190, align 8
  %192 = load ptr, ptr %50, align 8
  %193 = getelementptr inbounds %struct.BIT_DStream_t, ptr %192, i32 0, i32 4
  %194 = load ptr, ptr %193, align 8
  %195 = icmp uge ptr %191, %194
  br i1 %195, label %196, label %199

196:                                              ; preds = %188
  %197 = load ptr, ptr %50, align 8
  %198 = call i32 @BIT_reloadDStream_internal(ptr noundef %197)
  store i32 %198, ptr %49, align 4
  br label %262

199:                                              ; preds = %188
  %200 = load ptr, ptr %50, align 8
  %201 = getelementptr inbounds %struct.BIT_DStream_t, ptr %200, i32 0, i32 2
  %202 = load ptr, ptr %201, align 8
  %203 = load ptr, ptr %50, align 8
  %204 = getelementptr inbounds %struct.BIT_DStream_t, ptr %203, i32 0, i32 3
  %205 = load ptr, ptr %204, align 8
  %206 = icmp eq ptr %202, %205
  br i1 %206, label %207, label %215

207:                                              ; preds = %199
  %208 = load ptr, ptr %50, align 8
  %209 = getelementptr inbounds %struct.BIT_DStream_t, ptr %208, i32 0, i32 1
  %210 = load i32, ptr %209, align 8
  %211 = zext i32 %210 to i64
  %212 = icmp ult i64 %211, 64
  br i1 %212, label %213, label %214

213:                                              ; preds = %207
  store i32 1, ptr %49, align 4
  br label %262

214:                                              ; preds = %207
  store i32 2, ptr %49, align 4
  br label %262

215:                                              ; preds = %199
  %216 = load ptr, ptr %50, align 8
  %217 = getelementptr inbounds %struct.BIT_DStream_t, ptr %216, i32 0, i32 1
  %218 = load i32, ptr %217, align 8
  %219 = lshr i32 %218, 3
  store i32 %219, ptr %51, align 4
  store i32 0, ptr %52, align 4
  %220 = load ptr, ptr %50, align 8
  %221 = getelementptr inbounds %struct.BIT_DStream_t, ptr %220, i32 0, i32 2
  %222 = load ptr, ptr %221, align 8
  %223 = load i32, ptr %51, align 4
  %224 = zext i32 %223 to i64
  %225 = sub i64 0, %224
  %226 = getelementptr inbounds i8, ptr %222, i64 %225
  %227 = load ptr, ptr %50, align 8
  %228 = getelementptr inbounds %struct.BIT_DStream_t, ptr %227, i32 0, i32 3
  %229 = load ptr, ptr %228, align 8
  %230 = icmp ult ptr %226, %229
  br i1 %230, label %231, label %242

231:                                              ; preds = %215
  %232 = load ptr, ptr %50, align 8
  %233 = getelementptr inbounds %struct.BIT_DStream_t, ptr %232, i32 0, i32 2
  %234 = load ptr, ptr %233, align 8
  %235 = load ptr, ptr %50, align 8
  %236 = getelementptr inbounds %struct.BIT_DStream_t, ptr %235, i32 0, i32 3
  %237 = load ptr, ptr %236, align 8
  %238 = ptrtoint ptr %234 to i64
  %239 = ptrtoint ptr %237 to i64
  %240 = sub i64 %238, %239
  %241 = trunc i64 %240 to i32
  store i32 %241, ptr %51, align 4
  store i32 1, ptr %52, align 4
  br label %242

242:                                              ; preds = %231, %215
  %243 = load i32, ptr %51, align 4
  %244 = load ptr, ptr %50, align 8
  %245 = getelementptr inbounds %struct.BIT_DStream_t, ptr %244, i32 0, i32 2
  %246 = load ptr, ptr %245, align 8
  %247 = zext i32 %243 to i64
  %248 = sub i64 0, %247
  %249 = getelementptr inbounds i8, ptr %246, i64 %248
  store ptr %249, ptr %245, align 8
  %250 = load i32, ptr %51, align 4
  %251 = mul i32 %250, 8
  %252 = load ptr, ptr %50, align 8
  %253 = getelementptr inbounds %struct.BIT_DStream_t, ptr %252, i32 0, i32 1
  %254 = load i32, ptr %253, align 8
  %255 = sub i32 %254, %251
  store i32 %255, ptr %253, align 8
  %256 = load ptr, ptr %50, align 8
  %257 = getelementptr inbounds %struct.BIT_DStream_t, ptr %256, i32 0, i32 2
  %258 = load ptr, ptr %257, align 8
  %259 = call i64 @MEM_readLEST(ptr noundef %258)
  %260 = load ptr, ptr %50, align 8
  store i64 %259, ptr %260, align 8
  %261 = load i32, ptr %52, align 4
  store i32 %261, ptr %49, align 4
  br label %262

262:                                              ; preds = %242, %214, %213, %196, %185
  %263 = load i32, ptr %49, align 4
  %264 = icmp eq i32 %263, 0
  %265 = zext i1 %264 to i32
  %266 = load ptr, ptr %61, align 8
  %267 = load ptr, ptr %63, align 8
  %268 = getelementptr inbounds i8, ptr %267, i64 -3
  %269 = icmp ult ptr %266, %268
  %270 = zext i1 %269 to i32
  %271 = and i32 %265, %270
  %272 = icmp ne i32 %271, 0
  br i1 %272, label %273, label %386

273:                                              ; preds = %262
  %274 = call i32 @MEM_64bits()
  %275 = icmp ne i32 %274, 0
  br i1 %275, label %276, label %302

276:                                              ; preds = %273
  %277 = load ptr, ptr %62, align 8
  %278 = load ptr, ptr %64, align 8
  %279 = load i32, ptr %65, align 4
  store ptr %277, ptr %44, align 8
  store ptr %278, ptr %45, align 8
  store i32 %279, ptr %46, align 4
  %280 = load ptr, ptr %44, align 8
  %281 = load i32, ptr %46, align 4
  %282 = call i64 @BIT_lookBitsFast(ptr noundef %280, i32 noundef %281)
  store i64 %282, ptr %47, align 8
  %283 = load ptr, ptr %45, align 8
  %284 = load i64, ptr %47, align 8
  %285 = getelementptr inbounds %struct.HUF_DEltX1, ptr %283, i64 %284
  %286 = getelementptr inbounds %struct.HUF_DEltX1, ptr %285, i32 0, i32 1
  %287 = load i8, ptr %286, align 1
  store i8 %287, ptr %48, align 1
  %288 = load ptr, ptr %44, align 8
  %289 = load ptr, ptr %45, align 8
  %290 = load i64, ptr %47, align 8
  %291 = getelementptr inbounds %struct.HUF_DEltX1, ptr %289, i64 %290
  %292 = load i8, ptr %291, align 1
  %293 = zext i8 %292 to i32
  store ptr %288, ptr %42, align 8
  store i32 %293, ptr %43, align 4
  %294 = load i32, ptr %43, align 4
  %295 = load ptr, ptr %42, align 8
  %296 = getelementptr inbounds %struct.BIT_DStream_t, ptr %295, i32 0, i32 1
  %297 = load i32, ptr %296, align 8
  %298 = add i32 %297, %294
  store i32 %298, ptr %296, align 8
  %299 = load i8, ptr %48, align 1
  %300 = load ptr, ptr %61, align 8
  %301 = getelementptr inbounds i8, ptr %300, i32 1
  store ptr %301, ptr %61, align 8
  store i8 %299, ptr %300, align 1
  br label %302

302:                                              ; preds = %276, %273
  %303 = call i32 @MEM_64bits()
  %304 = icmp ne i32 %303, 0
  br i1 %304, label %306, label %305

305:                                              ; preds = %302
  br label %306

306:                                              ; preds = %305, %302
  %307 = load ptr, ptr %62, align 8
  %308 = load ptr, ptr %64, align 8
  %309 = load i32, ptr %65, align 4
  store ptr %307, ptr %23, align 8
  store ptr %308, ptr %24, align 8
  store i32 %309, ptr %25, align 4
  %310 = load ptr, ptr %23, align 8
  %311 = load i32, ptr %25, align 4
  %312 = call i64 @BIT_lookBitsFast(ptr noundef %310, i32 noundef %311)
  store i64 %312, ptr %26, align 8
  %313 = load ptr, ptr %24, align 8
  %314 = load i64, ptr %26, align 8
  %315 = getelementptr inbounds %struct.HUF_DEltX1, ptr %313, i64 %314
  %316 = getelementptr inbounds %struct.HUF_DEltX1, ptr %315, i32 0, i32 1
  %317 = load i8, ptr %316, align 1
  store i8 %317, ptr %27, align 1
  %318 = load ptr, ptr %23, align 8
  %319 = load ptr, ptr %24, align 8
  %320 = load i64, ptr %26, align 8
  %321 = getelementptr inbounds %struct.HUF_DEltX1, ptr %319, i64 %320
  %322 = load i8, ptr %321, align 1
  %323 = zext i8 %322 to i32
  store ptr %318, ptr %21, align 8
  store i32 %323, ptr %22, align 4
  %324 = load i32, ptr %22, align 4
  %325 = load ptr, ptr %21, align 8
  %326 = getelementptr inbounds %struct.BIT_DStream_t, ptr %325, i32 0, i32 1
  %327 = load i32, ptr %326, align 8
  %328 = add i32 %327, %324
  store i32 %328, ptr %326, align 8
  %329 = load i8, ptr %27, align 1
  %330 = load ptr, ptr %61, align 8
  %331 = getelementptr inbounds i8, ptr %330, i32 1
  store ptr %331, ptr %61, align 8
  store i8 %329, ptr %330, align 1
  %332 = call i32 @MEM_64bits()
  %333 = icmp ne i32 %332, 0
  br i1 %333, label %334, label %360

334:                                              ; preds = %306
  %335 = load ptr, ptr %62, align 8
  %336 = load ptr, ptr %64, align 8
  %337 = load i32, ptr %65, align 4
  store ptr %335, ptr %37, align 8
  store ptr %336, ptr %38, align 8
  store i32 %337, ptr %39, align 4
  %338 = load ptr, ptr %37, align 8
  %339 = load i32, ptr %39, align 4
  %340 = call i64 @BIT_lookBitsFast(ptr noundef %338, i32 noundef %339)
  store i64 %340, ptr %40, align 8
  %341 = load ptr, ptr %38, align 8
  %342 = load i64, ptr %40, align 8
  %343 = getelementptr inbounds %struct.HUF_DEltX1, ptr %341, i64 %342
  %344 = getelementptr inbounds %struct.HUF_DEltX1, ptr %343, i32 0, i32 1
  %345 = load i8, ptr %344, align 1
  store i8 %345, ptr %41, align 1
  %346 = load ptr, ptr %37, align 8
  %347 = load ptr, ptr %38, align 8
  %348 = load i64, ptr %40, align 8
  %349 = getelementptr inbounds %struct.HUF_DEltX1, ptr %347, i64 %348
  %350 = load i8, ptr %349, align 1
  %351 = zext i8 %350 to i32
  store ptr %346, ptr %35, align 8
  store i32 %351, ptr %36, align 4
  %352 = load i32, ptr %36, align 4
  %353 = load ptr, ptr %35, align 8
  %354 = getelementptr inbounds %struct.BIT_DStream_t, ptr %353, i32 0, i32 1
  %355 = load i32, ptr %354, align 8
  %356 = add i32 %355, %352
  store i32 %356, ptr %354, align 8
  %357 = load i8, ptr %41, align 1
  %358 = load ptr, ptr %61, align 8
  %359 = getelementptr inbounds i8, ptr %358, i32 1
  store ptr %359, ptr %61, align 8
  store i8 %357, ptr %358, align 1
  br label %360

360:                                              ; preds = %334, %306
  %361 = load ptr, ptr %62, align 8
  %362 = load ptr, ptr %64, align 8
  %363 = load i32, ptr %65, align 4
  store ptr %361, ptr %30, align 8
  store ptr %362, ptr %31, align 8
  store i32 %363, ptr %32, align 4
  %364 = load ptr, ptr %30, align 8
  %365 = load i32, ptr %32, align 4
  %366 = call i64 @BIT_lookBitsFast(ptr noundef %364, i32 noundef %365)
  store i64 %366, ptr %33, align 8
  %367 = load ptr, ptr %31, align 8
  %368 = load i64, ptr %33, align 8
  %369 = getelementptr inbounds %struct.HUF_DEltX1, ptr %367, i64 %368
  %370 = getelementptr inbounds %struct.HUF_DEltX1, ptr %369, i32 0, i32 1
  %371 = load i8, ptr %370, align 1
  store i8 %371, ptr %34, align 1
  %372 = load ptr, ptr %30, align 8
  %373 = load ptr, ptr %31, align 8
  %374 = load i64, ptr %33, align 8
  %375 = getelementptr inbounds %struct.HUF_DEltX1, ptr %373, i64 %374
  %376 = load i8, ptr %375, align 1
  %377 = zext i8 %376 to i32
  store ptr %372, ptr %28, align 8
  store i32 %377, ptr %29, align 4
  %378 = load i32, ptr %29, align 4
  %379 = load ptr, ptr %28, align 8
  %380 = getelementptr inbounds %struct.BIT_DStream_t, ptr %379, i32 0, i32 1
  %381 = load i32, ptr %380, align 8
  %382 = add i32 %381, %378
  store i32 %382, ptr %380, align 8
  %383 = load i8, ptr %34, align 1
  %384 = load ptr, ptr %61, align 8
  %385 = getelementptr inbounds i8, ptr %384, i32 1
  store ptr %385, ptr %61, align 8
  store i8 %383, ptr %384, align 1
  br label %176, !llvm.loop !33

386:                                              ; preds = %262
  br label %475

387:                                              ; preds = %160
  %388 = load ptr, ptr %62, align 8
  store ptr %388, ptr %54, align 8
  %389 = load ptr, ptr %54, align 8
  %390 = getelementptr inbounds %struct.BIT_DStream_t, ptr %389, i32 0, i32 1
  %391 = load i32, ptr %390, align 8
  %392 = zext i32 %391 to i64
  %393 = icmp ugt i64 %392, 64
  %394 = zext i1 %393 to i32
  %395 = sext i32 %394 to i64
  br i1 %393, label %396, label %399

396:                                              ; preds = %387
  %397 = load ptr, ptr %54, align 8
  %398 = getelementptr inbounds %struct.BIT_DStream_t, ptr %397, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %398, align 8
  store i32 3, ptr %53, align 4
  br label %473

399:                                              ; preds = %387
  %400 = load ptr, ptr %54, align 8
  %401 = getelementptr inbounds %struct.BIT_DStream_t, ptr %400, i32 0, i32 2
  %402 = load ptr, ptr %401, align 8
  %403 = load ptr, ptr %54, align 8
  %404 = getelementptr inbounds %struct.BIT_DStream_t, ptr %403, i32 0, i32 4
  %405 = load ptr, ptr %404, align 8
  %406 = icmp uge ptr %402, %405
  br i1 %406, label %407, label %410

407:                                              ; preds = %399
  %408 = load ptr, ptr %54, align 8
  %409 = call i32 @BIT_reloadDStream_internal(ptr noundef %408)
  store i32 %409, ptr %53, align 4
  br label %473

410:                                              ; preds = %399
  %411 = load ptr, ptr %54, align 8
  %412 = getelementptr inbounds %struct.BIT_DStream_t, ptr %411, i32 0, i32 2
  %413 = load ptr, ptr %412, align 8
  %414 = load ptr, ptr %54, align 8
  %415 = getelementptr inbounds %struct.BIT_DStream_t, ptr %414, i32 0, i32 3
  %416 = load ptr, ptr %415, align 8
  %417 = icmp eq ptr %413, %416
  br i1 %417, label %418, label %426

418:                                              ; preds = %410
  %419 = load ptr, ptr %54, align 8
  %420 = getelementptr inbounds %struct.BIT_DStream_t, ptr %419, i32 0, i32 1
  %421 = load i32, ptr %420, align 8
  %422 = zext i32 %421 to i64
  %423 = icmp ult i64 %422, 64
  br i1 %423, label %424, label %425

424:                                              ; preds = %418
  store i32 1, ptr %53, align 4
  br label %473

425:                                              ; preds = %418
  store i32 2, ptr %53, align 4
  br label %473

426:                                              ; preds = %410
  %427 = load ptr, ptr %54, align 8
  %428 = getelementptr inbounds %struct.BIT_DStream_t, ptr %427, i32 0, i32 1
  %429 = load i32, ptr %428, align 8
  %430 = lshr i32 %429, 3
  store i32 %430, ptr %55, align 4
  store i32 0, ptr %56, align 4
  %431 = load ptr, ptr %54, align 8
  %432 = getelementptr inbounds %struct.BIT_DStream_t, ptr %431, i32 0, i32 2
  %433 = load ptr, ptr %432, align 8
  %434 = load i32, ptr %55, align 4
  %435 = zext i32 %434 to i64
  %436 = sub i64 0, %435
  %437 = getelementptr inbounds i8, ptr %433, i64 %436
  %438 = load ptr, ptr %54, align 8
  %439 = getelementptr inbounds %struct.BIT_DStream_t, ptr %438, i32 0, i32 3
  %440 = load ptr, ptr %439, align 8
  %441 = icmp ult ptr %437, %440
  br i1 %441, label %442, label %453

442:                                              ; preds = %426
  %443 = load ptr, ptr %54, align 8
  %444 = getelementptr inbounds %struct.BIT_DStream_t, ptr %443, i32 0, i32 2
  %445 = load ptr, ptr %444, align 8
  %446 = load ptr, ptr %54, align 8
  %447 = getelementptr inbounds %struct.BIT_DStream_t, ptr %446, i32 0, i32 3
  %448 = load ptr, ptr %447, align 8
  %449 = ptrtoint ptr %445 to i64
  %450 = ptrtoint ptr %448 to i64
  %451 = sub i64 %449, %450
  %452 = trunc i64 %451 to i32
  store i32 %452, ptr %55, align 4
  store i32 1, ptr %56, align 4
  br label %453

453:                                              ; preds = %442, %426
  %454 = load i32, ptr %55, align 4
  %455 = load ptr, ptr %54, align 8
  %456 = getelementptr inbounds %struct.BIT_DStream_t, ptr %455, i32 0, i32 2
  %457 = load ptr, ptr %456, align 8
  %458 = zext i32 %454 to i64
  %459 = sub i64 0, %458
  %460 = getelementptr inbounds i8, ptr %457, i64 %459
  store ptr %460, ptr %456, align 8
  %461 = load i32, ptr %55, align 4
  %462 = mul i32 %461, 8
  %463 = load ptr, ptr %54, align 8
  %464 = getelementptr inbounds %struct.BIT_DStream_t, ptr %463, i32 0, i32 1
  %465 = load i32, ptr %464, align 8
  %466 = sub i32 %465, %462
  store i32 %466, ptr %464, align 8
  %467 = load ptr, ptr %54, align 8
  %468 = getelementptr inbounds %struct.BIT_DStream_t, ptr %467, i32 0, i32 2
  %469 = load ptr, ptr %468, align 8
  %470 = call i64 @MEM_readLEST(ptr noundef %469)
  %471 = load ptr, ptr %54, align 8
  store i64 %470, ptr %471, align 8
  %472 = load i32, ptr %56, align 4
  store i32 %472, ptr %53, align 4
  br label %473

473:                                              ; preds = %453, %425, %424, %407, %396
  %474 = load i32, ptr %53, align 4
  br label %475

475:                                              ; preds = %473, %386
  %476 = call i32 @MEM_32bits()
  %477 = icmp ne i32 %476, 0
  br i1 %477, label %478, label %602

478:                                              ; preds = %475
  br label %479

479:                                              ; preds = %575, %478
  %480 = load ptr, ptr %62, align 8
  store ptr %480, ptr %58, align 8
  %481 = load ptr, ptr %58, align 8
  %482 = getelementptr inbounds %struct.BIT_DStream_t, ptr %481, i32 0, i32 1
  %483 = load i32, ptr %482, align 8
  %484 = zext i32 %483 to i64
  %485 = icmp ugt i64 %484, 64
  %486 = zext i1 %485 to i32
  %487 = sext i32 %486 to i64
  br i1 %485, label %488, label %491

488:                                              ; preds = %479
  %489 = load ptr, ptr %58, align 8
  %490 = getelementptr inbounds %struct.BIT_DStream_t, ptr %489, i32 0, i32 2
  store ptr @BIT_reloadDStream.zeroFilled, ptr %490, align 8
  store i32 3, ptr %57, align 4
  br label %565

491:                                              ; preds = %479
  %492 = load ptr, ptr %58, align 8
  %493 = getelementptr inbounds %struct.BIT_DStream_t, ptr %492, i32 0, i32 2
  %494 = load ptr, ptr %493, align 8
  %495 = load ptr, ptr %58, align 8
  %496 = getelementptr inbounds %struct.BIT_DStream_t, ptr %495, i32 0, i32 4
  %497 = load ptr, ptr %496, align 8
  %498 = icmp uge ptr %494, %497
  br i1 %498, label %499, label %502

499:                                              ; preds = %491
  %500 = load ptr, ptr %58, align 8
  %501 = call i32 @BIT_reloadDStream_internal(ptr noundef %500)
  store i32 %501, ptr %57, align 4
  br label %565

502:                                              ; preds = %491
  %503 = load ptr, ptr %58, align 8
  %504 = getelementptr inbounds %struct.BIT_DStream_t, ptr %503, i32 0, i32 2
  %505 = load ptr, ptr %504, align 8
  %506 = load ptr, ptr %58, align 8
  %507 = getelementptr inbounds %struct.BIT_DStream_t, ptr %506, i32 0, i32 3
  %508 = load ptr, ptr %507, align 8
  %509 = icmp eq ptr %505, %508
  br i1 %509, label %510, label %518

510:                                              ; preds = %502
  %511 = load ptr, ptr %58, align 8
  %512 = getelementptr inbounds %struct.BIT_DStream_t, ptr %511, i32 0, i32 1
  %513 = load i32, ptr %512, align 8
  %514 = zext i32 %513 to i64
  %515 = icmp ult i64 %514, 64
  br i1 %515, label %516, label %517

516:                                              ; preds = %510
  store i32 1, ptr %57, align 4
  br label %565

517:                                              ; preds = %510
  store i32 2, ptr %57, align 4
  br label %565

518:                                              ; preds = %502
  %519 = load ptr, ptr %58, align 8
  %520 = getelementptr inbounds %struct.BIT_DStream_t, ptr %519, i32 0, i32 1
  %521 = load i32, ptr %520, align 8
  %522 = lshr i32 %521, 3
  store i32 %522, ptr %59, align 4
  store i32 0, ptr %60, align 4
  %523 = load ptr, ptr %58, align 8
  %524 = getelementptr inbounds %struct.BIT_DStream_t, ptr %523, i32 0, i32 2
  %525 = load ptr, ptr %524, align 8
  %526 = load i32, ptr %59, align 4
  %527 = zext i32 %526 to i64
  %528 = sub i64 0, %527
  %529 = getelementptr inbounds i8, ptr %525, i64 %528
  %530 = load ptr, ptr %58, align 8
  %531 = getelementptr inbounds %struct.BIT_DStream_t, ptr %530, i32 0, i32 3
  %532 = load ptr, ptr %531, align 8
  %533 = icmp ult ptr %529, %532
  br i1 %533, label %534, label %545

534:                                              ; preds = %518
  %535 = load ptr, ptr %58, align 8
  %536 = getelementptr inbounds %struct.BIT_DStream_t, ptr %535, i32 0, i32 2
  %537 = load ptr, ptr %536, align 8
  %538 = load ptr, ptr %58, align 8
  %539 = getelementptr inbounds %struct.BIT_DStream_t, ptr %538, i32 0, i32 3
  %540 = load ptr, ptr %539, align 8
  %541 = ptrtoint ptr %537 to i64
  %542 = ptrtoint ptr %540 to i64
  %543 = sub i64 %541, %542
  %544 = trunc i64 %543 to i32
  store i32 %544, ptr %59, align 4
  store i32 1, ptr %60, align 4
  br label %545

545:                                              ; preds = %534, %518
  %546 = load i32, ptr %59, align 4
  %547 = load ptr, ptr %58, align 8
  %548 = getelementptr inbounds %struct.BIT_DStream_t, ptr %547, i32 0, i32 2
  %549 = load ptr, ptr %548, align 8
  %550 = zext i32 %546 to i64
  %551 = sub i64 0, %550
  %552 = getelementptr inbounds i8, ptr %549, i64 %551
  store ptr %552, ptr %548, align 8
  %553 = load i32, ptr %59, align 4
  %554 = mul i32 %553, 8
  %555 = load ptr, ptr %58, align 8
  %556 = getelementptr inbounds %struct.BIT_DStream_t, ptr %555, i32 0, i32 1
  %557 = load i32, ptr %556, align 8
  %558 = sub i32 %557, %554
  store i32 %558, ptr %556, align 8
  %559 = load ptr, ptr %58, align 8
  %560 = getelementptr inbounds %struct.BIT_DStream_t, ptr %559, i32 0, i32 2
  %561 = load ptr, ptr %560, align 8
  %562 = call i64 @MEM_readLEST(ptr noundef %561)
  %563 = load ptr, ptr %58, align 8
  store i64 %562, ptr %563, align 8
  %564 = load i32, ptr %60, align 4
  store i32 %564, ptr %57, align 4
  br label %565

565:                                              ; preds = %545, %517, %516, %499, %488
  %566 = load i32, ptr %57, align 4
  %567 = icmp eq i32 %566, 0
  %568 = zext i1 %567 to i32
  %569 = load ptr, ptr %61, align 8
  %570 = load ptr, ptr %63, align 8
  %571 = icmp ult ptr %569, %570
  %572 = zext i1 %571 to i32
  %573 = and i32 %568, %572
  %574 = icmp ne i32 %573, 0
  br i1 %574, label %575, label %601

575:                                              ; preds = %565
  %576 = load ptr, ptr %62, align 8
  %577 = load ptr, ptr %64, align 8
  %578 = load i32, ptr %65, align 4
  store ptr %576, ptr %16, align 8
  store ptr %577, ptr %17, align 8
  store i32 %578, ptr %18, align 4
  %579 = load ptr, ptr %16, align 8
  %580 = load i32, ptr %18, align 4
  %581 = call i64 @BIT_lookBitsFast(ptr noundef %579, i32 noundef %580)
  store i64 %581, ptr %19, align 8
  %582 = load ptr, ptr %17, align 8
  %583 = load i64, ptr %19, align 8
  %584 = getelementptr inbounds %struct.HUF_DEltX1, ptr %582, i64 %583
  %585 = getelementptr inbounds %struct.HUF_DEltX1, ptr %584, i32 0, i32 1
  %586 = load i8, ptr %585, align 1
  store i8 %586, ptr %20, align 1
  %587 = load ptr, ptr %16, align 8
  %588 = load ptr, ptr %17, align 8
  %589 = load i64, ptr %19, align 8
  %590 = getelementptr inbounds %struct.HUF_DEltX1, ptr %588, i64 %589
  %591 = load i8, ptr %590, align 1
  %592 = zext i8 %591 to i32
  store ptr %587, ptr %14, align 8
  store i32 %592, ptr %15, align 4
  %593 = load i32, ptr %15, align 4
  %594 = load ptr, ptr %14, align 8
  %595 = getelementptr inbounds %struct.BIT_DStream_t, ptr %594, i32 0, i32 1
  %596 = load i32, ptr %595, align 8
  %597 = add i32 %596, %593
  store i32 %597, ptr %595, align 8
  %598 = load i8, ptr %20, align 1
  %599 = load ptr, ptr %61, align 8
  %600 = getelementptr inbounds i8, ptr %599, i32 1
  store ptr %600, ptr %61, align 8
  store i8 %598, ptr %599, align 1
  br label %479, !llvm.loop !34

601:                                              ; preds = %565
  br label %602

602:                                              ; preds = %601, %475
  br label %603

603:                                              ; preds = %607, %602
  %604 = load ptr, ptr %61, align 8
  %605 = load ptr, ptr %63, align 8
  %606 = icmp ult ptr %604, %605
  br i1 %606, label %607, label %633

607:                                              ; preds = %603
  %608 = load ptr, ptr %62, align 8
  %609 = load ptr, ptr %64, align 8
  %610 = load i32, ptr %65, align 4
  store ptr %608, ptr %9, align 8
  store ptr %609, ptr %10, align 8
  store i32 %610, ptr %11, align 4
  %611 = load ptr, ptr %9, align 8
  %612 = load i32, ptr %11, align 4
  %613 = call i64 @BIT_lookBitsFast(ptr noundef %611, i32 noundef %612)
  store i64 %613, ptr %12, align 8
  %614 = load ptr, ptr %10, align 8
  %615 = load i64, ptr %12, align 8
  %616 = getelementptr inbounds %struct.HUF_DEltX1, ptr %614, i64 %615
  %617 = getelementptr inbounds %struct.HUF_DEltX1, ptr %616, i32 0, i32 1
  %618 = load i8, ptr %617, align 1
  store i8 %618, ptr %13, align 1
  %619 = load ptr, ptr %9, align 8
  %620 = load ptr, ptr %10, align 8
  %621 = load i64, ptr %12, align 8
  %622 = getelementptr inbounds %struct.HUF_DEltX1, ptr %620, i64 %621
  %623 = load i8, ptr %622, align 1
  %624 = zext i8 %623 to i32
  store ptr %619, ptr %7, align 8
  store i32 %624, ptr %8, align 4
  %625 = load i32, ptr %8, align 4
  %626 = load ptr, ptr %7, align 8
  %627 = getelementptr inbounds %struct.BIT_DStream_t, ptr %626, i32 0, i32 1
  %628 = load i32, ptr %627, align 8
  %629 = add i32 %628, %625
  store i32 %629, ptr %627, align 8
  %630 = load i8, ptr %13, align 1
  %631 = load ptr, ptr %61, align 8
  %632 = getelementptr inbounds i8, ptr %631, i32 1
  store ptr %632, ptr %61, align 8
  store i8 %630, ptr %631, align 1
  br label %603, !llvm.loop !35

633:                                              ; preds = %603
  %634 = load ptr, ptr %63, align 8
  %635 = load ptr, ptr %66, align 8
  %636 = ptrtoint ptr %634 to i64
  %637 = ptrtoint ptr %635 to i64
  %638 = sub i64 %636, %637
  %639 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %77, i32 0, i32 1
  %640 = load i32, ptr %82, align 4
  %641 = sext i32 %640 to i64
  %642 = getelementptr inbounds [4 x ptr], ptr %639, i64 0, i64 %641
  %643 = load ptr, ptr %642, align 8
  %644 = getelementptr inbounds i8, ptr %643, i64 %638
  store ptr %644, ptr %642, align 8
  %645 = getelementptr inbounds %struct.HUF_DecompressFastArgs, ptr %77, i32 0, i32 1
  %646 = load i32, ptr %82, align 4
  %647 = sext i32 %646 to i64
  %648 = getelementptr inbounds [4 x ptr], ptr %645, i64 0, i64 %647
  %649 = load ptr, ptr %648, align 8
  %650 = load ptr, ptr %81, align 8
  %651 = icmp ne ptr %649, %650
  br i1 %651, label %652, label %653

652:                                              ; preds = %633
  store i64 -20, ptr %67, align 8
  br label %659

653:                                              ; preds = %633
  br label %654

654:                                              ; preds = %653
  %655 = load i32, ptr %82, align 4
  %656 = add nsw i32 %655, 1
  store i32 %656, ptr %82, align 4
  br label %124, !llvm.loop !56

657:                                              ; preds = %124
  %658 = load i64, ptr %69, align 8
  store i64 %658, ptr %67, align 8
  br label %659

659:                                              ; preds = %657, %652, %157, %116, %110
  %660 = load i64, ptr %67, align 8
  ret i64 %660
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!31 = distinct !{!31, !7}
!32 = distinct !{!32, !7}
!33 = distinct !{!33, !7}
!34 = distinct !{!34, !7}
!35 = distinct !{!35, !7}
!36 = distinct !{!36, !7}
!37 = distinct !{!37, !7}
!38 = distinct !{!38, !7}
!39 = distinct !{!39, !7}
!40 = distinct !{!40, !7}
!41 = distinct !{!41, !7}
!42 = distinct !{!42, !7}
!43 = distinct !{!43, !7}
!44 = distinct !{!44, !7}
!45 = distinct !{!45, !7}
!46 = distinct !{!46, !7}
!47 = distinct !{!47, !7}
!48 = distinct !{!48, !7}
!49 = distinct !{!49, !7}
!50 = distinct !{!50, !7}
!51 = distinct !{!51, !7}
!52 = distinct !{!52, !7}
!53 = distinct !{!53, !7}
!54 = distinct !{!54, !7}
!55 = distinct !{!55, !7}
!56 = distinct !{!56, !7}
