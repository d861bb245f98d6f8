; ModuleID = 'programs/hash_table_open_addressing.c'
source_filename = "programs/hash_table_open_addressing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.OA = type { ptr, i64, i64, i64 }
%struct.CH = type { ptr, i64 }
%struct.Slot = type { ptr, i32, i32 }
%struct.E = type { ptr, i32, ptr }

@.str = private unnamed_addr constant [245 x i8] c"it is a truth universally acknowledged that a single man in possession of a good fortune must be in want of a wife however little known the feelings or views of such a man may be on his first entering a neighbourhood this truth is so well fixed\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1
@.str.2 = private unnamed_addr constant [30 x i8] c"words=%d oa used=%zu cap=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.4 = private unnamed_addr constant [6 x i8] c"truth\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"man\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"of\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"wife\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"zebra\00", align 1
@.str.9 = private unnamed_addr constant [3 x i8] c"a1\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"in19\00", align 1
@__const.main.q = private unnamed_addr constant [8 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: oa=%d ch=%d\0A\00", align 1
@.str.12 = private unnamed_addr constant [30 x i8] c"deleted=%d used=%zu tomb=%zu\0A\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1
@.str.14 = private unnamed_addr constant [41 x i8] c"after insert used=%zu cap=%zu total=%ld\0A\00", align 1
@.str.15 = private unnamed_addr constant [15 x i8] c"chain max=%zu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca %struct.OA, align 8
  %4 = alloca %struct.CH, align 8
  %5 = alloca [32 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca [8 x i8], align 1
  %11 = alloca ptr, align 8
  %12 = alloca [8 x ptr], align 8
  %13 = alloca i32, align 4
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = alloca i32, align 4
  %17 = alloca i64, align 8
  %18 = alloca [32 x i8], align 1
  %19 = alloca i32, align 4
  %20 = alloca [16 x i8], align 1
  %21 = alloca i64, align 8
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca i64, align 8
  %28 = alloca i64, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %3, i8 0, i64 32, i1 false)
  %31 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 0
  %32 = call noalias ptr @calloc(i64 noundef 31, i64 noundef 8) #8
  store ptr %32, ptr %31, align 8
  %33 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 1
  store i64 31, ptr %33, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %34

34:                                               ; preds = %115, %0
  %35 = load i32, ptr %7, align 4
  %36 = icmp slt i32 %35, 20
  br i1 %36, label %37, label %118

37:                                               ; preds = %34
  %38 = load ptr, ptr %2, align 8
  store ptr %38, ptr %8, align 8
  br label %39

39:                                               ; preds = %106, %37
  %40 = load ptr, ptr %8, align 8
  %41 = load i8, ptr %40, align 1
  %42 = icmp ne i8 %41, 0
  br i1 %42, label %43, label %114

43:                                               ; preds = %39
  store i32 0, ptr %9, align 4
  br label %44

44:                                               ; preds = %66, %43
  %45 = load ptr, ptr %8, align 8
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %49, label %54

49:                                               ; preds = %44
  %50 = load ptr, ptr %8, align 8
  %51 = load i8, ptr %50, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp ne i32 %52, 32
  br label %54

54:                                               ; preds = %49, %44
  %55 = phi i1 [ false, %44 ], [ %53, %49 ]
  br i1 %55, label %56, label %69

56:                                               ; preds = %54
  %57 = load i32, ptr %9, align 4
  %58 = icmp slt i32 %57, 31
  br i1 %58, label %59, label %66

59:                                               ; preds = %56
  %60 = load ptr, ptr %8, align 8
  %61 = load i8, ptr %60, align 1
  %62 = load i32, ptr %9, align 4
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %9, align 4
  %64 = sext i32 %62 to i64
  %65 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %64
  store i8 %61, ptr %65, align 1
  br label %66

66:                                               ; preds = %59, %56
  %67 = load ptr, ptr %8, align 8
  %68 = getelementptr inbounds i8, ptr %67, i32 1
  store ptr %68, ptr %8, align 8
  br label %44, !llvm.loop !6

69:                                               ; preds = %54
  %70 = load i32, ptr %9, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %71
  store i8 0, ptr %72, align 1
  %73 = load ptr, ptr %8, align 8
  %74 = load i8, ptr %73, align 1
  %75 = icmp ne i8 %74, 0
  br i1 %75, label %76, label %79

76:                                               ; preds = %69
  %77 = load ptr, ptr %8, align 8
  %78 = getelementptr inbounds i8, ptr %77, i32 1
  store ptr %78, ptr %8, align 8
  br label %79

79:                                               ; preds = %76, %69
  %80 = load i32, ptr %7, align 4
  %81 = srem i32 %80, 2
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %94

83:                                               ; preds = %79
  %84 = getelementptr inbounds [8 x i8], ptr %10, i64 0, i64 0
  %85 = load i32, ptr %7, align 4
  %86 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %84, i64 noundef 8, ptr noundef @.str.1, i32 noundef %85) #9
  %87 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %88 = getelementptr inbounds [8 x i8], ptr %10, i64 0, i64 0
  %89 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %90 = call i64 @strlen(ptr noundef %89) #10
  %91 = sub i64 32, %90
  %92 = sub i64 %91, 1
  %93 = call ptr @strncat(ptr noundef %87, ptr noundef %88, i64 noundef %92) #9
  br label %94

94:                                               ; preds = %83, %79
  %95 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %96 = call ptr @oa_find(ptr noundef %3, ptr noundef %95)
  store ptr %96, ptr %11, align 8
  %97 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %98 = load ptr, ptr %11, align 8
  %99 = icmp ne ptr %98, null
  br i1 %99, label %100, label %105

100:                                              ; preds = %94
  %101 = load ptr, ptr %11, align 8
  %102 = getelementptr inbounds %struct.Slot, ptr %101, i32 0, i32 1
  %103 = load i32, ptr %102, align 8
  %104 = add nsw i32 %103, 1
  br label %106

105:                                              ; preds = %94
  br label %106

106:                                              ; preds = %105, %100
  %107 = phi i32 [ %104, %100 ], [ 1, %105 ]
  call void @oa_put(ptr noundef %3, ptr noundef %97, i32 noundef %107)
  %108 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %109 = call ptr @ch_get(ptr noundef %4, ptr noundef %108, i32 noundef 1)
  %110 = load i32, ptr %109, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %109, align 4
  %112 = load i32, ptr %6, align 4
  %113 = add nsw i32 %112, 1
  store i32 %113, ptr %6, align 4
  br label %39, !llvm.loop !8

114:                                              ; preds = %39
  br label %115

115:                                              ; preds = %114
  %116 = load i32, ptr %7, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %7, align 4
  br label %34, !llvm.loop !9

118:                                              ; preds = %34
  %119 = load i32, ptr %6, align 4
  %120 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 2
  %121 = load i64, ptr %120, align 8
  %122 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 1
  %123 = load i64, ptr %122, align 8
  %124 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %119, i64 noundef %121, i64 noundef %123)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.q, i64 64, i1 false)
  store i32 0, ptr %13, align 4
  br label %125

125:                                              ; preds = %161, %118
  %126 = load i32, ptr %13, align 4
  %127 = icmp slt i32 %126, 8
  br i1 %127, label %128, label %164

128:                                              ; preds = %125
  %129 = load i32, ptr %13, align 4
  %130 = sext i32 %129 to i64
  %131 = getelementptr inbounds [8 x ptr], ptr %12, i64 0, i64 %130
  %132 = load ptr, ptr %131, align 8
  %133 = call ptr @oa_find(ptr noundef %3, ptr noundef %132)
  store ptr %133, ptr %14, align 8
  %134 = load i32, ptr %13, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [8 x ptr], ptr %12, i64 0, i64 %135
  %137 = load ptr, ptr %136, align 8
  %138 = call ptr @ch_get(ptr noundef %4, ptr noundef %137, i32 noundef 0)
  store ptr %138, ptr %15, align 8
  %139 = load i32, ptr %13, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [8 x ptr], ptr %12, i64 0, i64 %140
  %142 = load ptr, ptr %141, align 8
  %143 = load ptr, ptr %14, align 8
  %144 = icmp ne ptr %143, null
  br i1 %144, label %145, label %149

145:                                              ; preds = %128
  %146 = load ptr, ptr %14, align 8
  %147 = getelementptr inbounds %struct.Slot, ptr %146, i32 0, i32 1
  %148 = load i32, ptr %147, align 8
  br label %150

149:                                              ; preds = %128
  br label %150

150:                                              ; preds = %149, %145
  %151 = phi i32 [ %148, %145 ], [ -1, %149 ]
  %152 = load ptr, ptr %15, align 8
  %153 = icmp ne ptr %152, null
  br i1 %153, label %154, label %157

154:                                              ; preds = %150
  %155 = load ptr, ptr %15, align 8
  %156 = load i32, ptr %155, align 4
  br label %158

157:                                              ; preds = %150
  br label %158

158:                                              ; preds = %157, %154
  %159 = phi i32 [ %156, %154 ], [ -1, %157 ]
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %142, i32 noundef %151, i32 noundef %159)
  br label %161

161:                                              ; preds = %158
  %162 = load i32, ptr %13, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %13, align 4
  br label %125, !llvm.loop !10

164:                                              ; preds = %125
  store i32 0, ptr %16, align 4
  store i64 0, ptr %17, align 8
  br label %165

165:                                              ; preds = %200, %164
  %166 = load i64, ptr %17, align 8
  %167 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  %169 = icmp ult i64 %166, %168
  br i1 %169, label %170, label %203

170:                                              ; preds = %165
  %171 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %172 = load ptr, ptr %171, align 8
  %173 = load i64, ptr %17, align 8
  %174 = getelementptr inbounds %struct.Slot, ptr %172, i64 %173
  %175 = getelementptr inbounds %struct.Slot, ptr %174, i32 0, i32 2
  %176 = load i32, ptr %175, align 4
  %177 = icmp eq i32 %176, 1
  br i1 %177, label %178, label %199

178:                                              ; preds = %170
  %179 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %180 = load ptr, ptr %179, align 8
  %181 = load i64, ptr %17, align 8
  %182 = getelementptr inbounds %struct.Slot, ptr %180, i64 %181
  %183 = getelementptr inbounds %struct.Slot, ptr %182, i32 0, i32 1
  %184 = load i32, ptr %183, align 8
  %185 = icmp slt i32 %184, 10
  br i1 %185, label %186, label %199

186:                                              ; preds = %178
  %187 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %188 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %189 = load ptr, ptr %188, align 8
  %190 = load i64, ptr %17, align 8
  %191 = getelementptr inbounds %struct.Slot, ptr %189, i64 %190
  %192 = getelementptr inbounds %struct.Slot, ptr %191, i32 0, i32 0
  %193 = load ptr, ptr %192, align 8
  %194 = call ptr @strcpy(ptr noundef %187, ptr noundef %193) #9
  %195 = getelementptr inbounds [32 x i8], ptr %18, i64 0, i64 0
  %196 = call i32 @oa_del(ptr noundef %3, ptr noundef %195)
  %197 = load i32, ptr %16, align 4
  %198 = add nsw i32 %197, %196
  store i32 %198, ptr %16, align 4
  br label %199

199:                                              ; preds = %186, %178, %170
  br label %200

200:                                              ; preds = %199
  %201 = load i64, ptr %17, align 8
  %202 = add i64 %201, 1
  store i64 %202, ptr %17, align 8
  br label %165, !llvm.loop !11

203:                                              ; preds = %165
  %204 = load i32, ptr %16, align 4
  %205 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 2
  %206 = load i64, ptr %205, align 8
  %207 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 3
  %208 = load i64, ptr %207, align 8
  %209 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %204, i64 noundef %206, i64 noundef %208)
  store i32 0, ptr %19, align 4
  br label %210

210:                                              ; preds = %219, %203
  %211 = load i32, ptr %19, align 4
  %212 = icmp slt i32 %211, 200
  br i1 %212, label %213, label %222

213:                                              ; preds = %210
  %214 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %215 = load i32, ptr %19, align 4
  %216 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %214, i64 noundef 16, ptr noundef @.str.13, i32 noundef %215) #9
  %217 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  %218 = load i32, ptr %19, align 4
  call void @oa_put(ptr noundef %3, ptr noundef %217, i32 noundef %218)
  br label %219

219:                                              ; preds = %213
  %220 = load i32, ptr %19, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %19, align 4
  br label %210, !llvm.loop !12

222:                                              ; preds = %210
  store i64 0, ptr %21, align 8
  store i64 0, ptr %22, align 8
  br label %223

223:                                              ; preds = %247, %222
  %224 = load i64, ptr %22, align 8
  %225 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 1
  %226 = load i64, ptr %225, align 8
  %227 = icmp ult i64 %224, %226
  br i1 %227, label %228, label %250

228:                                              ; preds = %223
  %229 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %230 = load ptr, ptr %229, align 8
  %231 = load i64, ptr %22, align 8
  %232 = getelementptr inbounds %struct.Slot, ptr %230, i64 %231
  %233 = getelementptr inbounds %struct.Slot, ptr %232, i32 0, i32 2
  %234 = load i32, ptr %233, align 4
  %235 = icmp eq i32 %234, 1
  br i1 %235, label %236, label %246

236:                                              ; preds = %228
  %237 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %238 = load ptr, ptr %237, align 8
  %239 = load i64, ptr %22, align 8
  %240 = getelementptr inbounds %struct.Slot, ptr %238, i64 %239
  %241 = getelementptr inbounds %struct.Slot, ptr %240, i32 0, i32 1
  %242 = load i32, ptr %241, align 8
  %243 = sext i32 %242 to i64
  %244 = load i64, ptr %21, align 8
  %245 = add nsw i64 %244, %243
  store i64 %245, ptr %21, align 8
  br label %246

246:                                              ; preds = %236, %228
  br label %247

247:                                              ; preds = %246
  %248 = load i64, ptr %22, align 8
  %249 = add i64 %248, 1
  store i64 %249, ptr %22, align 8
  br label %223, !llvm.loop !13

250:                                              ; preds = %223
  %251 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 2
  %252 = load i64, ptr %251, align 8
  %253 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 1
  %254 = load i64, ptr %253, align 8
  %255 = load i64, ptr %21, align 8
  %256 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %252, i64 noundef %254, i64 noundef %255)
  store i64 0, ptr %23, align 8
  store i64 0, ptr %24, align 8
  br label %257

257:                                              ; preds = %285, %250
  %258 = load i64, ptr %24, align 8
  %259 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 1
  %260 = load i64, ptr %259, align 8
  %261 = icmp ult i64 %258, %260
  br i1 %261, label %262, label %288

262:                                              ; preds = %257
  store i64 0, ptr %25, align 8
  %263 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 0
  %264 = load ptr, ptr %263, align 8
  %265 = load i64, ptr %24, align 8
  %266 = getelementptr inbounds ptr, ptr %264, i64 %265
  %267 = load ptr, ptr %266, align 8
  store ptr %267, ptr %26, align 8
  br label %268

268:                                              ; preds = %274, %262
  %269 = load ptr, ptr %26, align 8
  %270 = icmp ne ptr %269, null
  br i1 %270, label %271, label %278

271:                                              ; preds = %268
  %272 = load i64, ptr %25, align 8
  %273 = add i64 %272, 1
  store i64 %273, ptr %25, align 8
  br label %274

274:                                              ; preds = %271
  %275 = load ptr, ptr %26, align 8
  %276 = getelementptr inbounds %struct.E, ptr %275, i32 0, i32 2
  %277 = load ptr, ptr %276, align 8
  store ptr %277, ptr %26, align 8
  br label %268, !llvm.loop !14

278:                                              ; preds = %268
  %279 = load i64, ptr %25, align 8
  %280 = load i64, ptr %23, align 8
  %281 = icmp ugt i64 %279, %280
  br i1 %281, label %282, label %284

282:                                              ; preds = %278
  %283 = load i64, ptr %25, align 8
  store i64 %283, ptr %23, align 8
  br label %284

284:                                              ; preds = %282, %278
  br label %285

285:                                              ; preds = %284
  %286 = load i64, ptr %24, align 8
  %287 = add i64 %286, 1
  store i64 %287, ptr %24, align 8
  br label %257, !llvm.loop !15

288:                                              ; preds = %257
  %289 = load i64, ptr %23, align 8
  %290 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %289)
  store i64 0, ptr %27, align 8
  br label %291

291:                                              ; preds = %312, %288
  %292 = load i64, ptr %27, align 8
  %293 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 1
  %294 = load i64, ptr %293, align 8
  %295 = icmp ult i64 %292, %294
  br i1 %295, label %296, label %315

296:                                              ; preds = %291
  %297 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %298 = load ptr, ptr %297, align 8
  %299 = load i64, ptr %27, align 8
  %300 = getelementptr inbounds %struct.Slot, ptr %298, i64 %299
  %301 = getelementptr inbounds %struct.Slot, ptr %300, i32 0, i32 2
  %302 = load i32, ptr %301, align 4
  %303 = icmp eq i32 %302, 1
  br i1 %303, label %304, label %311

304:                                              ; preds = %296
  %305 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %306 = load ptr, ptr %305, align 8
  %307 = load i64, ptr %27, align 8
  %308 = getelementptr inbounds %struct.Slot, ptr %306, i64 %307
  %309 = getelementptr inbounds %struct.Slot, ptr %308, i32 0, i32 0
  %310 = load ptr, ptr %309, align 8
  call void @free(ptr noundef %310) #9
  br label %311

311:                                              ; preds = %304, %296
  br label %312

312:                                              ; preds = %311
  %313 = load i64, ptr %27, align 8
  %314 = add i64 %313, 1
  store i64 %314, ptr %27, align 8
  br label %291, !llvm.loop !16

315:                                              ; preds = %291
  %316 = getelementptr inbounds %struct.OA, ptr %3, i32 0, i32 0
  %317 = load ptr, ptr %316, align 8
  call void @free(ptr noundef %317) #9
  store i64 0, ptr %28, align 8
  br label %318

318:                                              ; preds = %342, %315
  %319 = load i64, ptr %28, align 8
  %320 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 1
  %321 = load i64, ptr %320, align 8
  %322 = icmp ult i64 %319, %321
  br i1 %322, label %323, label %345

323:                                              ; preds = %318
  %324 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 0
  %325 = load ptr, ptr %324, align 8
  %326 = load i64, ptr %28, align 8
  %327 = getelementptr inbounds ptr, ptr %325, i64 %326
  %328 = load ptr, ptr %327, align 8
  store ptr %328, ptr %29, align 8
  br label %329

329:                                              ; preds = %332, %323
  %330 = load ptr, ptr %29, align 8
  %331 = icmp ne ptr %330, null
  br i1 %331, label %332, label %341

332:                                              ; preds = %329
  %333 = load ptr, ptr %29, align 8
  %334 = getelementptr inbounds %struct.E, ptr %333, i32 0, i32 2
  %335 = load ptr, ptr %334, align 8
  store ptr %335, ptr %30, align 8
  %336 = load ptr, ptr %29, align 8
  %337 = getelementptr inbounds %struct.E, ptr %336, i32 0, i32 0
  %338 = load ptr, ptr %337, align 8
  call void @free(ptr noundef %338) #9
  %339 = load ptr, ptr %29, align 8
  call void @free(ptr noundef %339) #9
  %340 = load ptr, ptr %30, align 8
  store ptr %340, ptr %29, align 8
  br label %329, !llvm.loop !17

341:                                              ; preds = %329
  br label %342

342:                                              ; preds = %341
  %343 = load i64, ptr %28, align 8
  %344 = add i64 %343, 1
  store i64 %344, ptr %28, align 8
  br label %318, !llvm.loop !18

345:                                              ; preds = %318
  %346 = getelementptr inbounds %struct.CH, ptr %4, i32 0, i32 0
  %347 = load ptr, ptr %346, align 8
  call void @free(ptr noundef %347) #9
  %348 = load i64, ptr %21, align 8
  %349 = srem i64 %348, 256
  %350 = trunc i64 %349 to i32
  ret i32 %350
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: nounwind
declare ptr @strncat(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @oa_find(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.OA, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = icmp ne i64 %9, 0
  br i1 %10, label %12, label %11

11:                                               ; preds = %2
  store ptr null, ptr %3, align 8
  br label %64

12:                                               ; preds = %2
  %13 = load ptr, ptr %5, align 8
  %14 = call i64 @hs(ptr noundef %13)
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.OA, ptr %15, i32 0, i32 1
  %17 = load i64, ptr %16, align 8
  %18 = sub i64 %17, 1
  %19 = and i64 %14, %18
  store i64 %19, ptr %6, align 8
  br label %20

20:                                               ; preds = %55, %12
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.OA, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load i64, ptr %6, align 8
  %25 = getelementptr inbounds %struct.Slot, ptr %23, i64 %24
  %26 = getelementptr inbounds %struct.Slot, ptr %25, i32 0, i32 2
  %27 = load i32, ptr %26, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %63

29:                                               ; preds = %20
  %30 = load ptr, ptr %4, align 8
  %31 = getelementptr inbounds %struct.OA, ptr %30, i32 0, i32 0
  %32 = load ptr, ptr %31, align 8
  %33 = load i64, ptr %6, align 8
  %34 = getelementptr inbounds %struct.Slot, ptr %32, i64 %33
  %35 = getelementptr inbounds %struct.Slot, ptr %34, i32 0, i32 2
  %36 = load i32, ptr %35, align 4
  %37 = icmp eq i32 %36, 1
  br i1 %37, label %38, label %55

38:                                               ; preds = %29
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.OA, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load i64, ptr %6, align 8
  %43 = getelementptr inbounds %struct.Slot, ptr %41, i64 %42
  %44 = getelementptr inbounds %struct.Slot, ptr %43, i32 0, i32 0
  %45 = load ptr, ptr %44, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = call i32 @strcmp(ptr noundef %45, ptr noundef %46) #10
  %48 = icmp ne i32 %47, 0
  br i1 %48, label %55, label %49

49:                                               ; preds = %38
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.OA, ptr %50, i32 0, i32 0
  %52 = load ptr, ptr %51, align 8
  %53 = load i64, ptr %6, align 8
  %54 = getelementptr inbounds %struct.Slot, ptr %52, i64 %53
  store ptr %54, ptr %3, align 8
  br label %64

55:                                               ; preds = %38, %29
  %56 = load i64, ptr %6, align 8
  %57 = add i64 %56, 1
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.OA, ptr %58, i32 0, i32 1
  %60 = load i64, ptr %59, align 8
  %61 = sub i64 %60, 1
  %62 = and i64 %57, %61
  store i64 %62, ptr %6, align 8
  br label %20, !llvm.loop !19

63:                                               ; preds = %20
  store ptr null, ptr %3, align 8
  br label %64

64:                                               ; preds = %63, %49, %11
  %65 = load ptr, ptr %3, align 8
  ret ptr %65
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oa_put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = getelementptr inbounds %struct.OA, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = load ptr, ptr %4, align 8
  %13 = getelementptr inbounds %struct.OA, ptr %12, i32 0, i32 3
  %14 = load i64, ptr %13, align 8
  %15 = add i64 %11, %14
  %16 = add i64 %15, 1
  %17 = mul i64 %16, 4
  %18 = load ptr, ptr %4, align 8
  %19 = getelementptr inbounds %struct.OA, ptr %18, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = mul i64 %20, 3
  %22 = icmp ugt i64 %17, %21
  br i1 %22, label %23, label %25

23:                                               ; preds = %3
  %24 = load ptr, ptr %4, align 8
  call void @oa_grow(ptr noundef %24)
  br label %25

25:                                               ; preds = %23, %3
  %26 = load ptr, ptr %4, align 8
  %27 = load ptr, ptr %5, align 8
  %28 = call ptr @oa_find(ptr noundef %26, ptr noundef %27)
  store ptr %28, ptr %7, align 8
  %29 = load ptr, ptr %7, align 8
  %30 = icmp ne ptr %29, null
  br i1 %30, label %31, label %35

31:                                               ; preds = %25
  %32 = load i32, ptr %6, align 4
  %33 = load ptr, ptr %7, align 8
  %34 = getelementptr inbounds %struct.Slot, ptr %33, i32 0, i32 1
  store i32 %32, ptr %34, align 8
  br label %100

35:                                               ; preds = %25
  %36 = load ptr, ptr %5, align 8
  %37 = call i64 @hs(ptr noundef %36)
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.OA, ptr %38, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = sub i64 %40, 1
  %42 = and i64 %37, %41
  store i64 %42, ptr %8, align 8
  br label %43

43:                                               ; preds = %52, %35
  %44 = load ptr, ptr %4, align 8
  %45 = getelementptr inbounds %struct.OA, ptr %44, i32 0, i32 0
  %46 = load ptr, ptr %45, align 8
  %47 = load i64, ptr %8, align 8
  %48 = getelementptr inbounds %struct.Slot, ptr %46, i64 %47
  %49 = getelementptr inbounds %struct.Slot, ptr %48, i32 0, i32 2
  %50 = load i32, ptr %49, align 4
  %51 = icmp eq i32 %50, 1
  br i1 %51, label %52, label %60

52:                                               ; preds = %43
  %53 = load i64, ptr %8, align 8
  %54 = add i64 %53, 1
  %55 = load ptr, ptr %4, align 8
  %56 = getelementptr inbounds %struct.OA, ptr %55, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = sub i64 %57, 1
  %59 = and i64 %54, %58
  store i64 %59, ptr %8, align 8
  br label %43, !llvm.loop !20

60:                                               ; preds = %43
  %61 = load ptr, ptr %4, align 8
  %62 = getelementptr inbounds %struct.OA, ptr %61, i32 0, i32 0
  %63 = load ptr, ptr %62, align 8
  %64 = load i64, ptr %8, align 8
  %65 = getelementptr inbounds %struct.Slot, ptr %63, i64 %64
  %66 = getelementptr inbounds %struct.Slot, ptr %65, i32 0, i32 2
  %67 = load i32, ptr %66, align 4
  %68 = icmp eq i32 %67, 2
  br i1 %68, label %69, label %74

69:                                               ; preds = %60
  %70 = load ptr, ptr %4, align 8
  %71 = getelementptr inbounds %struct.OA, ptr %70, i32 0, i32 3
  %72 = load i64, ptr %71, align 8
  %73 = add i64 %72, -1
  store i64 %73, ptr %71, align 8
  br label %74

74:                                               ; preds = %69, %60
  %75 = load ptr, ptr %5, align 8
  %76 = call noalias ptr @strdup(ptr noundef %75) #9
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.OA, ptr %77, i32 0, i32 0
  %79 = load ptr, ptr %78, align 8
  %80 = load i64, ptr %8, align 8
  %81 = getelementptr inbounds %struct.Slot, ptr %79, i64 %80
  %82 = getelementptr inbounds %struct.Slot, ptr %81, i32 0, i32 0
  store ptr %76, ptr %82, align 8
  %83 = load i32, ptr %6, align 4
  %84 = load ptr, ptr %4, align 8
  %85 = getelementptr inbounds %struct.OA, ptr %84, i32 0, i32 0
  %86 = load ptr, ptr %85, align 8
  %87 = load i64, ptr %8, align 8
  %88 = getelementptr inbounds %struct.Slot, ptr %86, i64 %87
  %89 = getelementptr inbounds %struct.Slot, ptr %88, i32 0, i32 1
  store i32 %83, ptr %89, align 8
  %90 = load ptr, ptr %4, align 8
  %91 = getelementptr inbounds %struct.OA, ptr %90, i32 0, i32 0
  %92 = load ptr, ptr %91, align 8
  %93 = load i64, ptr %8, align 8
  %94 = getelementptr inbounds %struct.Slot, ptr %92, i64 %93
  %95 = getelementptr inbounds %struct.Slot, ptr %94, i32 0, i32 2
  store i32 1, ptr %95, align 4
  %96 = load ptr, ptr %4, align 8
  %97 = getelementptr inbounds %struct.OA, ptr %96, i32 0, i32 2
  %98 = load i64, ptr %97, align 8
  %99 = add i64 %98, 1
  store i64 %99, ptr %97, align 8
  br label %100

100:                                              ; preds = %74, %31
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ch_get(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  %11 = load ptr, ptr %6, align 8
  %12 = call i64 @hs(ptr noundef %11)
  %13 = load ptr, ptr %5, align 8
  %14 = getelementptr inbounds %struct.CH, ptr %13, i32 0, i32 1
  %15 = load i64, ptr %14, align 8
  %16 = urem i64 %12, %15
  store i64 %16, ptr %8, align 8
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.CH, ptr %17, i32 0, i32 0
  %19 = load ptr, ptr %18, align 8
  %20 = load i64, ptr %8, align 8
  %21 = getelementptr inbounds ptr, ptr %19, i64 %20
  %22 = load ptr, ptr %21, align 8
  store ptr %22, ptr %9, align 8
  br label %23

23:                                               ; preds = %37, %3
  %24 = load ptr, ptr %9, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %41

26:                                               ; preds = %23
  %27 = load ptr, ptr %9, align 8
  %28 = getelementptr inbounds %struct.E, ptr %27, i32 0, i32 0
  %29 = load ptr, ptr %28, align 8
  %30 = load ptr, ptr %6, align 8
  %31 = call i32 @strcmp(ptr noundef %29, ptr noundef %30) #10
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %36, label %33

33:                                               ; preds = %26
  %34 = load ptr, ptr %9, align 8
  %35 = getelementptr inbounds %struct.E, ptr %34, i32 0, i32 1
  store ptr %35, ptr %4, align 8
  br label %69

36:                                               ; preds = %26
  br label %37

37:                                               ; preds = %36
  %38 = load ptr, ptr %9, align 8
  %39 = getelementptr inbounds %struct.E, ptr %38, i32 0, i32 2
  %40 = load ptr, ptr %39, align 8
  store ptr %40, ptr %9, align 8
  br label %23, !llvm.loop !21

41:                                               ; preds = %23
  %42 = load i32, ptr %7, align 4
  %43 = icmp ne i32 %42, 0
  br i1 %43, label %45, label %44

44:                                               ; preds = %41
  store ptr null, ptr %4, align 8
  br label %69

45:                                               ; preds = %41
  %46 = call noalias ptr @malloc(i64 noundef 24) #11
  store ptr %46, ptr %10, align 8
  %47 = load ptr, ptr %6, align 8
  %48 = call noalias ptr @strdup(ptr noundef %47) #9
  %49 = load ptr, ptr %10, align 8
  %50 = getelementptr inbounds %struct.E, ptr %49, i32 0, i32 0
  store ptr %48, ptr %50, align 8
  %51 = load ptr, ptr %10, align 8
  %52 = getelementptr inbounds %struct.E, ptr %51, i32 0, i32 1
  store i32 0, ptr %52, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.CH, ptr %53, i32 0, i32 0
  %55 = load ptr, ptr %54, align 8
  %56 = load i64, ptr %8, align 8
  %57 = getelementptr inbounds ptr, ptr %55, i64 %56
  %58 = load ptr, ptr %57, align 8
  %59 = load ptr, ptr %10, align 8
  %60 = getelementptr inbounds %struct.E, ptr %59, i32 0, i32 2
  store ptr %58, ptr %60, align 8
  %61 = load ptr, ptr %10, align 8
  %62 = load ptr, ptr %5, align 8
  %63 = getelementptr inbounds %struct.CH, ptr %62, i32 0, i32 0
  %64 = load ptr, ptr %63, align 8
  %65 = load i64, ptr %8, align 8
  %66 = getelementptr inbounds ptr, ptr %64, i64 %65
  store ptr %61, ptr %66, align 8
  %67 = load ptr, ptr %10, align 8
  %68 = getelementptr inbounds %struct.E, ptr %67, i32 0, i32 1
  store ptr %68, ptr %4, align 8
  br label %69

69:                                               ; preds = %45, %44, %33
  %70 = load ptr, ptr %4, align 8
  ret ptr %70
}

declare i32 @printf(ptr noundef, ...) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @oa_del(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = call ptr @oa_find(ptr noundef %7, ptr noundef %8)
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = icmp ne ptr %10, null
  br i1 %11, label %13, label %12

12:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %29

13:                                               ; preds = %2
  %14 = load ptr, ptr %6, align 8
  %15 = getelementptr inbounds %struct.Slot, ptr %14, i32 0, i32 0
  %16 = load ptr, ptr %15, align 8
  call void @free(ptr noundef %16) #9
  %17 = load ptr, ptr %6, align 8
  %18 = getelementptr inbounds %struct.Slot, ptr %17, i32 0, i32 0
  store ptr null, ptr %18, align 8
  %19 = load ptr, ptr %6, align 8
  %20 = getelementptr inbounds %struct.Slot, ptr %19, i32 0, i32 2
  store i32 2, ptr %20, align 4
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.OA, ptr %21, i32 0, i32 2
  %23 = load i64, ptr %22, align 8
  %24 = add i64 %23, -1
  store i64 %24, ptr %22, align 8
  %25 = load ptr, ptr %4, align 8
  %26 = getelementptr inbounds %struct.OA, ptr %25, i32 0, i32 3
  %27 = load i64, ptr %26, align 8
  %28 = add i64 %27, 1
  store i64 %28, ptr %26, align 8
  store i32 1, ptr %3, align 4
  br label %29

29:                                               ; preds = %13, %12
  %30 = load i32, ptr %3, align 4
  ret i32 %30
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @hs(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  store i64 1469598103934665603, ptr %3, align 8
  br label %4

4:                                                ; preds = %8, %1
  %5 = load ptr, ptr %2, align 8
  %6 = load i8, ptr %5, align 1
  %7 = icmp ne i8 %6, 0
  br i1 %7, label %8, label %17

8:                                                ; preds = %4
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds i8, ptr %9, i32 1
  store ptr %10, ptr %2, align 8
  %11 = load i8, ptr %9, align 1
  %12 = zext i8 %11 to i64
  %13 = load i64, ptr %3, align 8
  %14 = xor i64 %13, %12
  store i64 %14, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  %16 = mul i64 %15, 1099511628211
  store i64 %16, ptr %3, align 8
  br label %4, !llvm.loop !22

17:                                               ; preds = %4
  %18 = load i64, ptr %3, align 8
  ret i64 %18
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oa_grow(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
  %6 = load ptr, ptr %2, align 8
  %7 = getelementptr inbounds %struct.OA, ptr %6, i32 0, i32 0
  %8 = load ptr, ptr %7, align 8
  store ptr %8, ptr %3, align 8
  %9 = load ptr, ptr %2, align 8
  %10 = getelementptr inbounds %struct.OA, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %4, align 8
  %12 = load i64, ptr %4, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %17

14:                                               ; preds = %1
  %15 = load i64, ptr %4, align 8
  %16 = mul i64 %15, 2
  br label %18

17:                                               ; preds = %1
  br label %18

18:                                               ; preds = %17, %14
  %19 = phi i64 [ %16, %14 ], [ 8, %17 ]
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds %struct.OA, ptr %20, i32 0, i32 1
  store i64 %19, ptr %21, align 8
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.OA, ptr %22, i32 0, i32 1
  %24 = load i64, ptr %23, align 8
  %25 = call noalias ptr @calloc(i64 noundef %24, i64 noundef 16) #8
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.OA, ptr %26, i32 0, i32 0
  store ptr %25, ptr %27, align 8
  %28 = load ptr, ptr %2, align 8
  %29 = getelementptr inbounds %struct.OA, ptr %28, i32 0, i32 3
  store i64 0, ptr %29, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = getelementptr inbounds %struct.OA, ptr %30, i32 0, i32 2
  store i64 0, ptr %31, align 8
  store i64 0, ptr %5, align 8
  br label %32

32:                                               ; preds = %61, %18
  %33 = load i64, ptr %5, align 8
  %34 = load i64, ptr %4, align 8
  %35 = icmp ult i64 %33, %34
  br i1 %35, label %36, label %64

36:                                               ; preds = %32
  %37 = load ptr, ptr %3, align 8
  %38 = load i64, ptr %5, align 8
  %39 = getelementptr inbounds %struct.Slot, ptr %37, i64 %38
  %40 = getelementptr inbounds %struct.Slot, ptr %39, i32 0, i32 2
  %41 = load i32, ptr %40, align 4
  %42 = icmp eq i32 %41, 1
  br i1 %42, label %43, label %60

43:                                               ; preds = %36
  %44 = load ptr, ptr %2, align 8
  %45 = load ptr, ptr %3, align 8
  %46 = load i64, ptr %5, align 8
  %47 = getelementptr inbounds %struct.Slot, ptr %45, i64 %46
  %48 = getelementptr inbounds %struct.Slot, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load ptr, ptr %3, align 8
  %51 = load i64, ptr %5, align 8
  %52 = getelementptr inbounds %struct.Slot, ptr %50, i64 %51
  %53 = getelementptr inbounds %struct.Slot, ptr %52, i32 0, i32 1
  %54 = load i32, ptr %53, align 8
  call void @oa_put(ptr noundef %44, ptr noundef %49, i32 noundef %54)
  %55 = load ptr, ptr %3, align 8
  %56 = load i64, ptr %5, align 8
  %57 = getelementptr inbounds %struct.Slot, ptr %55, i64 %56
  %58 = getelementptr inbounds %struct.Slot, ptr %57, i32 0, i32 0
  %59 = load ptr, ptr %58, align 8
  call void @free(ptr noundef %59) #9
  br label %60

60:                                               ; preds = %43, %36
  br label %61

61:                                               ; preds = %60
  %62 = load i64, ptr %5, align 8
  %63 = add i64 %62, 1
  store i64 %63, ptr %5, align 8
  br label %32, !llvm.loop !23

64:                                               ; preds = %32
  %65 = load ptr, ptr %3, align 8
  call void @free(ptr noundef %65) #9
  ret void
}

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #7

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nounwind allocsize(0,1) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0) }

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
