; ModuleID = 'programs/graph_algorithms.c'
source_filename = "programs/graph_algorithms.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.WE = type { i32, i32, i32 }
%struct.Edge = type { i32, i32, i32 }

@head = internal global [400 x i32] zeroinitializer, align 16
@main.all = internal global [2400 x %struct.WE] zeroinitializer, align 16
@main.dist = internal global [400 x i32] zeroinitializer, align 16
@hn = internal global i32 0, align 4
@edges = internal global [4800 x %struct.Edge] zeroinitializer, align 16
@.str = private unnamed_addr constant [43 x i8] c"dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\0A\00", align 1
@main.lvl = internal global [400 x i32] zeroinitializer, align 16
@main.q = internal global [400 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [25 x i8] c"bfs reached=%d depth=%d\0A\00", align 1
@main.st = internal global [4800 x i32] zeroinitializer, align 16
@main.seen = internal global [400 x i32] zeroinitializer, align 16
@.str.2 = private unnamed_addr constant [25 x i8] c"dfs visited=%d osum=%ld\0A\00", align 1
@main.fw = internal global [60 x [60 x i32]] zeroinitializer, align 16
@.str.3 = private unnamed_addr constant [30 x i8] c"floyd sum=%ld unreachable=%d\0A\00", align 1
@parent = internal global [400 x i32] zeroinitializer, align 16
@.str.4 = private unnamed_addr constant [26 x i8] c"kruskal mst=%ld edges=%d\0A\00", align 1
@main.indeg = internal global [400 x i32] zeroinitializer, align 16
@main.topo = internal global [400 x i32] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [43 x i8] c"topo n=%d edges=%d first=%d,%d,%d last=%d\0A\00", align 1
@ne = internal global i32 0, align 4
@hk = internal global [4800 x i32] zeroinitializer, align 16
@hv = internal global [4800 x i32] zeroinitializer, align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.WE, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
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
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 16 @head, i8 -1, i64 1600, i1 false)
  store i32 12345, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  br label %53

53:                                               ; preds = %96, %0
  %54 = load i32, ptr %4, align 4
  %55 = icmp slt i32 %54, 400
  br i1 %55, label %56, label %99

56:                                               ; preds = %53
  store i32 0, ptr %5, align 4
  br label %57

57:                                               ; preds = %92, %56
  %58 = load i32, ptr %5, align 4
  %59 = icmp slt i32 %58, 5
  br i1 %59, label %60, label %95

60:                                               ; preds = %57
  %61 = load i32, ptr %2, align 4
  %62 = mul i32 %61, 1103515245
  %63 = add i32 %62, 12345
  store i32 %63, ptr %2, align 4
  %64 = load i32, ptr %2, align 4
  %65 = lshr i32 %64, 8
  %66 = urem i32 %65, 400
  store i32 %66, ptr %6, align 4
  %67 = load i32, ptr %2, align 4
  %68 = lshr i32 %67, 20
  %69 = urem i32 %68, 100
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %7, align 4
  %71 = load i32, ptr %6, align 4
  %72 = load i32, ptr %4, align 4
  %73 = icmp ne i32 %71, %72
  br i1 %73, label %74, label %91

74:                                               ; preds = %60
  %75 = load i32, ptr %4, align 4
  %76 = load i32, ptr %6, align 4
  %77 = load i32, ptr %7, align 4
  call void @add_edge(i32 noundef %75, i32 noundef %76, i32 noundef %77)
  %78 = load i32, ptr %6, align 4
  %79 = load i32, ptr %4, align 4
  %80 = load i32, ptr %7, align 4
  call void @add_edge(i32 noundef %78, i32 noundef %79, i32 noundef %80)
  %81 = load i32, ptr %3, align 4
  %82 = add nsw i32 %81, 1
  store i32 %82, ptr %3, align 4
  %83 = sext i32 %81 to i64
  %84 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %83
  %85 = getelementptr inbounds %struct.WE, ptr %8, i32 0, i32 0
  %86 = load i32, ptr %4, align 4
  store i32 %86, ptr %85, align 4
  %87 = getelementptr inbounds %struct.WE, ptr %8, i32 0, i32 1
  %88 = load i32, ptr %6, align 4
  store i32 %88, ptr %87, align 4
  %89 = getelementptr inbounds %struct.WE, ptr %8, i32 0, i32 2
  %90 = load i32, ptr %7, align 4
  store i32 %90, ptr %89, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %84, ptr align 4 %8, i64 12, i1 false)
  br label %91

91:                                               ; preds = %74, %60
  br label %92

92:                                               ; preds = %91
  %93 = load i32, ptr %5, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %5, align 4
  br label %57, !llvm.loop !5

95:                                               ; preds = %57
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %4, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %4, align 4
  br label %53, !llvm.loop !7

99:                                               ; preds = %53
  store i32 0, ptr %9, align 4
  br label %100

100:                                              ; preds = %107, %99
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %101, 400
  br i1 %102, label %103, label %110

103:                                              ; preds = %100
  %104 = load i32, ptr %9, align 4
  %105 = sext i32 %104 to i64
  %106 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %105
  store i32 2147483647, ptr %106, align 4
  br label %107

107:                                              ; preds = %103
  %108 = load i32, ptr %9, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %9, align 4
  br label %100, !llvm.loop !8

110:                                              ; preds = %100
  store i32 0, ptr @main.dist, align 16
  call void @hpush(i32 noundef 0, i32 noundef 0)
  br label %111

111:                                              ; preds = %163, %121, %110
  %112 = load i32, ptr @hn, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %164

114:                                              ; preds = %111
  call void @hpop(ptr noundef %10, ptr noundef %11)
  %115 = load i32, ptr %10, align 4
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4
  %120 = icmp sgt i32 %115, %119
  br i1 %120, label %121, label %122

121:                                              ; preds = %114
  br label %111, !llvm.loop !9

122:                                              ; preds = %114
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %124
  %126 = load i32, ptr %125, align 4
  store i32 %126, ptr %12, align 4
  br label %127

127:                                              ; preds = %157, %122
  %128 = load i32, ptr %12, align 4
  %129 = icmp sge i32 %128, 0
  br i1 %129, label %130, label %163

130:                                              ; preds = %127
  %131 = load i32, ptr %12, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %132
  %134 = getelementptr inbounds %struct.Edge, ptr %133, i32 0, i32 0
  %135 = load i32, ptr %134, align 4
  store i32 %135, ptr %13, align 4
  %136 = load i32, ptr %10, align 4
  %137 = load i32, ptr %12, align 4
  %138 = sext i32 %137 to i64
  %139 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %138
  %140 = getelementptr inbounds %struct.Edge, ptr %139, i32 0, i32 1
  %141 = load i32, ptr %140, align 4
  %142 = add nsw i32 %136, %141
  store i32 %142, ptr %14, align 4
  %143 = load i32, ptr %14, align 4
  %144 = load i32, ptr %13, align 4
  %145 = sext i32 %144 to i64
  %146 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %145
  %147 = load i32, ptr %146, align 4
  %148 = icmp slt i32 %143, %147
  br i1 %148, label %149, label %156

149:                                              ; preds = %130
  %150 = load i32, ptr %14, align 4
  %151 = load i32, ptr %13, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %152
  store i32 %150, ptr %153, align 4
  %154 = load i32, ptr %14, align 4
  %155 = load i32, ptr %13, align 4
  call void @hpush(i32 noundef %154, i32 noundef %155)
  br label %156

156:                                              ; preds = %149, %130
  br label %157

157:                                              ; preds = %156
  %158 = load i32, ptr %12, align 4
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %159
  %161 = getelementptr inbounds %struct.Edge, ptr %160, i32 0, i32 2
  %162 = load i32, ptr %161, align 4
  store i32 %162, ptr %12, align 4
  br label %127, !llvm.loop !10

163:                                              ; preds = %127
  br label %111, !llvm.loop !9

164:                                              ; preds = %111
  store i32 0, ptr %15, align 4
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %165

165:                                              ; preds = %187, %164
  %166 = load i32, ptr %17, align 4
  %167 = icmp slt i32 %166, 400
  br i1 %167, label %168, label %190

168:                                              ; preds = %165
  %169 = load i32, ptr %17, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = load i32, ptr %15, align 4
  %174 = add nsw i32 %173, %172
  store i32 %174, ptr %15, align 4
  %175 = load i32, ptr %17, align 4
  %176 = sext i32 %175 to i64
  %177 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %176
  %178 = load i32, ptr %177, align 4
  %179 = load i32, ptr %16, align 4
  %180 = icmp sgt i32 %178, %179
  br i1 %180, label %181, label %186

181:                                              ; preds = %168
  %182 = load i32, ptr %17, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4
  store i32 %185, ptr %16, align 4
  br label %186

186:                                              ; preds = %181, %168
  br label %187

187:                                              ; preds = %186
  %188 = load i32, ptr %17, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %17, align 4
  br label %165, !llvm.loop !11

190:                                              ; preds = %165
  %191 = load i32, ptr %15, align 4
  %192 = load i32, ptr %16, align 4
  %193 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.dist, i64 0, i64 1), align 4
  %194 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.dist, i64 0, i64 399), align 4
  %195 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %191, i32 noundef %192, i32 noundef %193, i32 noundef %194)
  store i32 0, ptr %18, align 4
  br label %196

196:                                              ; preds = %203, %190
  %197 = load i32, ptr %18, align 4
  %198 = icmp slt i32 %197, 400
  br i1 %198, label %199, label %206

199:                                              ; preds = %196
  %200 = load i32, ptr %18, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %201
  store i32 -1, ptr %202, align 4
  br label %203

203:                                              ; preds = %199
  %204 = load i32, ptr %18, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %18, align 4
  br label %196, !llvm.loop !12

206:                                              ; preds = %196
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %207 = load i32, ptr %20, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %20, align 4
  %209 = sext i32 %207 to i64
  %210 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %209
  store i32 0, ptr %210, align 4
  store i32 0, ptr @main.lvl, align 16
  br label %211

211:                                              ; preds = %267, %206
  %212 = load i32, ptr %19, align 4
  %213 = load i32, ptr %20, align 4
  %214 = icmp slt i32 %212, %213
  br i1 %214, label %215, label %268

215:                                              ; preds = %211
  %216 = load i32, ptr %19, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %19, align 4
  %218 = sext i32 %216 to i64
  %219 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %218
  %220 = load i32, ptr %219, align 4
  store i32 %220, ptr %21, align 4
  %221 = load i32, ptr %21, align 4
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %222
  %224 = load i32, ptr %223, align 4
  store i32 %224, ptr %22, align 4
  br label %225

225:                                              ; preds = %261, %215
  %226 = load i32, ptr %22, align 4
  %227 = icmp sge i32 %226, 0
  br i1 %227, label %228, label %267

228:                                              ; preds = %225
  %229 = load i32, ptr %22, align 4
  %230 = sext i32 %229 to i64
  %231 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %230
  %232 = getelementptr inbounds %struct.Edge, ptr %231, i32 0, i32 0
  %233 = load i32, ptr %232, align 4
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %234
  %236 = load i32, ptr %235, align 4
  %237 = icmp slt i32 %236, 0
  br i1 %237, label %238, label %260

238:                                              ; preds = %228
  %239 = load i32, ptr %21, align 4
  %240 = sext i32 %239 to i64
  %241 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %240
  %242 = load i32, ptr %241, align 4
  %243 = add nsw i32 %242, 1
  %244 = load i32, ptr %22, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %245
  %247 = getelementptr inbounds %struct.Edge, ptr %246, i32 0, i32 0
  %248 = load i32, ptr %247, align 4
  %249 = sext i32 %248 to i64
  %250 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %249
  store i32 %243, ptr %250, align 4
  %251 = load i32, ptr %22, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %252
  %254 = getelementptr inbounds %struct.Edge, ptr %253, i32 0, i32 0
  %255 = load i32, ptr %254, align 4
  %256 = load i32, ptr %20, align 4
  %257 = add nsw i32 %256, 1
  store i32 %257, ptr %20, align 4
  %258 = sext i32 %256 to i64
  %259 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %258
  store i32 %255, ptr %259, align 4
  br label %260

260:                                              ; preds = %238, %228
  br label %261

261:                                              ; preds = %260
  %262 = load i32, ptr %22, align 4
  %263 = sext i32 %262 to i64
  %264 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %263
  %265 = getelementptr inbounds %struct.Edge, ptr %264, i32 0, i32 2
  %266 = load i32, ptr %265, align 4
  store i32 %266, ptr %22, align 4
  br label %225, !llvm.loop !13

267:                                              ; preds = %225
  br label %211, !llvm.loop !14

268:                                              ; preds = %211
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %269

269:                                              ; preds = %285, %268
  %270 = load i32, ptr %24, align 4
  %271 = icmp slt i32 %270, 400
  br i1 %271, label %272, label %288

272:                                              ; preds = %269
  %273 = load i32, ptr %24, align 4
  %274 = sext i32 %273 to i64
  %275 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %274
  %276 = load i32, ptr %275, align 4
  %277 = load i32, ptr %23, align 4
  %278 = icmp sgt i32 %276, %277
  br i1 %278, label %279, label %284

279:                                              ; preds = %272
  %280 = load i32, ptr %24, align 4
  %281 = sext i32 %280 to i64
  %282 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %281
  %283 = load i32, ptr %282, align 4
  store i32 %283, ptr %23, align 4
  br label %284

284:                                              ; preds = %279, %272
  br label %285

285:                                              ; preds = %284
  %286 = load i32, ptr %24, align 4
  %287 = add nsw i32 %286, 1
  store i32 %287, ptr %24, align 4
  br label %269, !llvm.loop !15

288:                                              ; preds = %269
  %289 = load i32, ptr %20, align 4
  %290 = load i32, ptr %23, align 4
  %291 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %289, i32 noundef %290)
  store i32 0, ptr %25, align 4
  store i32 0, ptr %26, align 4
  store i32 0, ptr %27, align 4
  %292 = load i32, ptr %25, align 4
  %293 = add nsw i32 %292, 1
  store i32 %293, ptr %25, align 4
  %294 = sext i32 %292 to i64
  %295 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %294
  store i32 0, ptr %295, align 4
  br label %296

296:                                              ; preds = %355, %310, %288
  %297 = load i32, ptr %25, align 4
  %298 = icmp ne i32 %297, 0
  br i1 %298, label %299, label %356

299:                                              ; preds = %296
  %300 = load i32, ptr %25, align 4
  %301 = add nsw i32 %300, -1
  store i32 %301, ptr %25, align 4
  %302 = sext i32 %301 to i64
  %303 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %302
  %304 = load i32, ptr %303, align 4
  store i32 %304, ptr %28, align 4
  %305 = load i32, ptr %28, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %306
  %308 = load i32, ptr %307, align 4
  %309 = icmp ne i32 %308, 0
  br i1 %309, label %310, label %311

310:                                              ; preds = %299
  br label %296, !llvm.loop !16

311:                                              ; preds = %299
  %312 = load i32, ptr %28, align 4
  %313 = sext i32 %312 to i64
  %314 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %313
  store i32 1, ptr %314, align 4
  %315 = load i32, ptr %28, align 4
  %316 = load i32, ptr %26, align 4
  %317 = add nsw i32 %316, 1
  store i32 %317, ptr %26, align 4
  %318 = mul nsw i32 %315, %317
  %319 = load i32, ptr %27, align 4
  %320 = add nsw i32 %319, %318
  store i32 %320, ptr %27, align 4
  %321 = load i32, ptr %28, align 4
  %322 = sext i32 %321 to i64
  %323 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %322
  %324 = load i32, ptr %323, align 4
  store i32 %324, ptr %29, align 4
  br label %325

325:                                              ; preds = %349, %311
  %326 = load i32, ptr %29, align 4
  %327 = icmp sge i32 %326, 0
  br i1 %327, label %328, label %355

328:                                              ; preds = %325
  %329 = load i32, ptr %29, align 4
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %330
  %332 = getelementptr inbounds %struct.Edge, ptr %331, i32 0, i32 0
  %333 = load i32, ptr %332, align 4
  %334 = sext i32 %333 to i64
  %335 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %334
  %336 = load i32, ptr %335, align 4
  %337 = icmp ne i32 %336, 0
  br i1 %337, label %348, label %338

338:                                              ; preds = %328
  %339 = load i32, ptr %29, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %340
  %342 = getelementptr inbounds %struct.Edge, ptr %341, i32 0, i32 0
  %343 = load i32, ptr %342, align 4
  %344 = load i32, ptr %25, align 4
  %345 = add nsw i32 %344, 1
  store i32 %345, ptr %25, align 4
  %346 = sext i32 %344 to i64
  %347 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %346
  store i32 %343, ptr %347, align 4
  br label %348

348:                                              ; preds = %338, %328
  br label %349

349:                                              ; preds = %348
  %350 = load i32, ptr %29, align 4
  %351 = sext i32 %350 to i64
  %352 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %351
  %353 = getelementptr inbounds %struct.Edge, ptr %352, i32 0, i32 2
  %354 = load i32, ptr %353, align 4
  store i32 %354, ptr %29, align 4
  br label %325, !llvm.loop !17

355:                                              ; preds = %325
  br label %296, !llvm.loop !16

356:                                              ; preds = %296
  %357 = load i32, ptr %26, align 4
  %358 = load i32, ptr %27, align 4
  %359 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %357, i32 noundef %358)
  store i32 0, ptr %30, align 4
  br label %360

360:                                              ; preds = %383, %356
  %361 = load i32, ptr %30, align 4
  %362 = icmp slt i32 %361, 60
  br i1 %362, label %363, label %386

363:                                              ; preds = %360
  store i32 0, ptr %31, align 4
  br label %364

364:                                              ; preds = %379, %363
  %365 = load i32, ptr %31, align 4
  %366 = icmp slt i32 %365, 60
  br i1 %366, label %367, label %382

367:                                              ; preds = %364
  %368 = load i32, ptr %30, align 4
  %369 = load i32, ptr %31, align 4
  %370 = icmp eq i32 %368, %369
  %371 = zext i1 %370 to i64
  %372 = select i1 %370, i32 0, i32 1000000
  %373 = load i32, ptr %30, align 4
  %374 = sext i32 %373 to i64
  %375 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %374
  %376 = load i32, ptr %31, align 4
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds [60 x i32], ptr %375, i64 0, i64 %377
  store i32 %372, ptr %378, align 4
  br label %379

379:                                              ; preds = %367
  %380 = load i32, ptr %31, align 4
  %381 = add nsw i32 %380, 1
  store i32 %381, ptr %31, align 4
  br label %364, !llvm.loop !18

382:                                              ; preds = %364
  br label %383

383:                                              ; preds = %382
  %384 = load i32, ptr %30, align 4
  %385 = add nsw i32 %384, 1
  store i32 %385, ptr %30, align 4
  br label %360, !llvm.loop !19

386:                                              ; preds = %360
  store i32 0, ptr %32, align 4
  br label %387

387:                                              ; preds = %463, %386
  %388 = load i32, ptr %32, align 4
  %389 = load i32, ptr %3, align 4
  %390 = icmp slt i32 %388, %389
  br i1 %390, label %391, label %466

391:                                              ; preds = %387
  %392 = load i32, ptr %32, align 4
  %393 = sext i32 %392 to i64
  %394 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %393
  %395 = getelementptr inbounds %struct.WE, ptr %394, i32 0, i32 0
  %396 = load i32, ptr %395, align 4
  %397 = icmp slt i32 %396, 60
  br i1 %397, label %398, label %462

398:                                              ; preds = %391
  %399 = load i32, ptr %32, align 4
  %400 = sext i32 %399 to i64
  %401 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %400
  %402 = getelementptr inbounds %struct.WE, ptr %401, i32 0, i32 1
  %403 = load i32, ptr %402, align 4
  %404 = icmp slt i32 %403, 60
  br i1 %404, label %405, label %462

405:                                              ; preds = %398
  %406 = load i32, ptr %32, align 4
  %407 = sext i32 %406 to i64
  %408 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %407
  %409 = getelementptr inbounds %struct.WE, ptr %408, i32 0, i32 2
  %410 = load i32, ptr %409, align 4
  %411 = load i32, ptr %32, align 4
  %412 = sext i32 %411 to i64
  %413 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %412
  %414 = getelementptr inbounds %struct.WE, ptr %413, i32 0, i32 0
  %415 = load i32, ptr %414, align 4
  %416 = sext i32 %415 to i64
  %417 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %416
  %418 = load i32, ptr %32, align 4
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %419
  %421 = getelementptr inbounds %struct.WE, ptr %420, i32 0, i32 1
  %422 = load i32, ptr %421, align 4
  %423 = sext i32 %422 to i64
  %424 = getelementptr inbounds [60 x i32], ptr %417, i64 0, i64 %423
  %425 = load i32, ptr %424, align 4
  %426 = icmp slt i32 %410, %425
  br i1 %426, label %427, label %461

427:                                              ; preds = %405
  %428 = load i32, ptr %32, align 4
  %429 = sext i32 %428 to i64
  %430 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %429
  %431 = getelementptr inbounds %struct.WE, ptr %430, i32 0, i32 2
  %432 = load i32, ptr %431, align 4
  %433 = load i32, ptr %32, align 4
  %434 = sext i32 %433 to i64
  %435 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %434
  %436 = getelementptr inbounds %struct.WE, ptr %435, i32 0, i32 1
  %437 = load i32, ptr %436, align 4
  %438 = sext i32 %437 to i64
  %439 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %438
  %440 = load i32, ptr %32, align 4
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %441
  %443 = getelementptr inbounds %struct.WE, ptr %442, i32 0, i32 0
  %444 = load i32, ptr %443, align 4
  %445 = sext i32 %444 to i64
  %446 = getelementptr inbounds [60 x i32], ptr %439, i64 0, i64 %445
  store i32 %432, ptr %446, align 4
  %447 = load i32, ptr %32, align 4
  %448 = sext i32 %447 to i64
  %449 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %448
  %450 = getelementptr inbounds %struct.WE, ptr %449, i32 0, i32 0
  %451 = load i32, ptr %450, align 4
  %452 = sext i32 %451 to i64
  %453 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %452
  %454 = load i32, ptr %32, align 4
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %455
  %457 = getelementptr inbounds %struct.WE, ptr %456, i32 0, i32 1
  %458 = load i32, ptr %457, align 4
  %459 = sext i32 %458 to i64
  %460 = getelementptr inbounds [60 x i32], ptr %453, i64 0, i64 %459
  store i32 %432, ptr %460, align 4
  br label %461

461:                                              ; preds = %427, %405
  br label %462

462:                                              ; preds = %461, %398, %391
  br label %463

463:                                              ; preds = %462
  %464 = load i32, ptr %32, align 4
  %465 = add nsw i32 %464, 1
  store i32 %465, ptr %32, align 4
  br label %387, !llvm.loop !20

466:                                              ; preds = %387
  store i32 0, ptr %33, align 4
  br label %467

467:                                              ; preds = %533, %466
  %468 = load i32, ptr %33, align 4
  %469 = icmp slt i32 %468, 60
  br i1 %469, label %470, label %536

470:                                              ; preds = %467
  store i32 0, ptr %34, align 4
  br label %471

471:                                              ; preds = %529, %470
  %472 = load i32, ptr %34, align 4
  %473 = icmp slt i32 %472, 60
  br i1 %473, label %474, label %532

474:                                              ; preds = %471
  store i32 0, ptr %35, align 4
  br label %475

475:                                              ; preds = %525, %474
  %476 = load i32, ptr %35, align 4
  %477 = icmp slt i32 %476, 60
  br i1 %477, label %478, label %528

478:                                              ; preds = %475
  %479 = load i32, ptr %34, align 4
  %480 = sext i32 %479 to i64
  %481 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %480
  %482 = load i32, ptr %33, align 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [60 x i32], ptr %481, i64 0, i64 %483
  %485 = load i32, ptr %484, align 4
  %486 = load i32, ptr %33, align 4
  %487 = sext i32 %486 to i64
  %488 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %487
  %489 = load i32, ptr %35, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [60 x i32], ptr %488, i64 0, i64 %490
  %492 = load i32, ptr %491, align 4
  %493 = add nsw i32 %485, %492
  %494 = load i32, ptr %34, align 4
  %495 = sext i32 %494 to i64
  %496 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %495
  %497 = load i32, ptr %35, align 4
  %498 = sext i32 %497 to i64
  %499 = getelementptr inbounds [60 x i32], ptr %496, i64 0, i64 %498
  %500 = load i32, ptr %499, align 4
  %501 = icmp slt i32 %493, %500
  br i1 %501, label %502, label %524

502:                                              ; preds = %478
  %503 = load i32, ptr %34, align 4
  %504 = sext i32 %503 to i64
  %505 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %504
  %506 = load i32, ptr %33, align 4
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds [60 x i32], ptr %505, i64 0, i64 %507
  %509 = load i32, ptr %508, align 4
  %510 = load i32, ptr %33, align 4
  %511 = sext i32 %510 to i64
  %512 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %511
  %513 = load i32, ptr %35, align 4
  %514 = sext i32 %513 to i64
  %515 = getelementptr inbounds [60 x i32], ptr %512, i64 0, i64 %514
  %516 = load i32, ptr %515, align 4
  %517 = add nsw i32 %509, %516
  %518 = load i32, ptr %34, align 4
  %519 = sext i32 %518 to i64
  %520 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %519
  %521 = load i32, ptr %35, align 4
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds [60 x i32], ptr %520, i64 0, i64 %522
  store i32 %517, ptr %523, align 4
  br label %524

524:                                              ; preds = %502, %478
  br label %525

525:                                              ; preds = %524
  %526 = load i32, ptr %35, align 4
  %527 = add nsw i32 %526, 1
  store i32 %527, ptr %35, align 4
  br label %475, !llvm.loop !21

528:                                              ; preds = %475
  br label %529

529:                                              ; preds = %528
  %530 = load i32, ptr %34, align 4
  %531 = add nsw i32 %530, 1
  store i32 %531, ptr %34, align 4
  br label %471, !llvm.loop !22

532:                                              ; preds = %471
  br label %533

533:                                              ; preds = %532
  %534 = load i32, ptr %33, align 4
  %535 = add nsw i32 %534, 1
  store i32 %535, ptr %33, align 4
  br label %467, !llvm.loop !23

536:                                              ; preds = %467
  store i32 0, ptr %36, align 4
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %537

537:                                              ; preds = %571, %536
  %538 = load i32, ptr %38, align 4
  %539 = icmp slt i32 %538, 60
  br i1 %539, label %540, label %574

540:                                              ; preds = %537
  store i32 0, ptr %39, align 4
  br label %541

541:                                              ; preds = %567, %540
  %542 = load i32, ptr %39, align 4
  %543 = icmp slt i32 %542, 60
  br i1 %543, label %544, label %570

544:                                              ; preds = %541
  %545 = load i32, ptr %38, align 4
  %546 = sext i32 %545 to i64
  %547 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %546
  %548 = load i32, ptr %39, align 4
  %549 = sext i32 %548 to i64
  %550 = getelementptr inbounds [60 x i32], ptr %547, i64 0, i64 %549
  %551 = load i32, ptr %550, align 4
  %552 = icmp sge i32 %551, 1000000
  br i1 %552, label %553, label %556

553:                                              ; preds = %544
  %554 = load i32, ptr %37, align 4
  %555 = add nsw i32 %554, 1
  store i32 %555, ptr %37, align 4
  br label %566

556:                                              ; preds = %544
  %557 = load i32, ptr %38, align 4
  %558 = sext i32 %557 to i64
  %559 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %558
  %560 = load i32, ptr %39, align 4
  %561 = sext i32 %560 to i64
  %562 = getelementptr inbounds [60 x i32], ptr %559, i64 0, i64 %561
  %563 = load i32, ptr %562, align 4
  %564 = load i32, ptr %36, align 4
  %565 = add nsw i32 %564, %563
  store i32 %565, ptr %36, align 4
  br label %566

566:                                              ; preds = %556, %553
  br label %567

567:                                              ; preds = %566
  %568 = load i32, ptr %39, align 4
  %569 = add nsw i32 %568, 1
  store i32 %569, ptr %39, align 4
  br label %541, !llvm.loop !24

570:                                              ; preds = %541
  br label %571

571:                                              ; preds = %570
  %572 = load i32, ptr %38, align 4
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr %38, align 4
  br label %537, !llvm.loop !25

574:                                              ; preds = %537
  %575 = load i32, ptr %36, align 4
  %576 = load i32, ptr %37, align 4
  %577 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %575, i32 noundef %576)
  %578 = load i32, ptr %3, align 4
  %579 = sext i32 %578 to i64
  call void @qsort(ptr noundef @main.all, i64 noundef %579, i64 noundef 12, ptr noundef @cmp_we)
  store i32 0, ptr %40, align 4
  br label %580

580:                                              ; preds = %588, %574
  %581 = load i32, ptr %40, align 4
  %582 = icmp slt i32 %581, 400
  br i1 %582, label %583, label %591

583:                                              ; preds = %580
  %584 = load i32, ptr %40, align 4
  %585 = load i32, ptr %40, align 4
  %586 = sext i32 %585 to i64
  %587 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %586
  store i32 %584, ptr %587, align 4
  br label %588

588:                                              ; preds = %583
  %589 = load i32, ptr %40, align 4
  %590 = add nsw i32 %589, 1
  store i32 %590, ptr %40, align 4
  br label %580, !llvm.loop !26

591:                                              ; preds = %580
  store i32 0, ptr %41, align 4
  store i32 0, ptr %42, align 4
  store i32 0, ptr %43, align 4
  br label %592

592:                                              ; preds = %627, %591
  %593 = load i32, ptr %43, align 4
  %594 = load i32, ptr %3, align 4
  %595 = icmp slt i32 %593, %594
  br i1 %595, label %596, label %630

596:                                              ; preds = %592
  %597 = load i32, ptr %43, align 4
  %598 = sext i32 %597 to i64
  %599 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %598
  %600 = getelementptr inbounds %struct.WE, ptr %599, i32 0, i32 0
  %601 = load i32, ptr %600, align 4
  %602 = call i32 @findp(i32 noundef %601)
  store i32 %602, ptr %44, align 4
  %603 = load i32, ptr %43, align 4
  %604 = sext i32 %603 to i64
  %605 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %604
  %606 = getelementptr inbounds %struct.WE, ptr %605, i32 0, i32 1
  %607 = load i32, ptr %606, align 4
  %608 = call i32 @findp(i32 noundef %607)
  store i32 %608, ptr %45, align 4
  %609 = load i32, ptr %44, align 4
  %610 = load i32, ptr %45, align 4
  %611 = icmp ne i32 %609, %610
  br i1 %611, label %612, label %626

612:                                              ; preds = %596
  %613 = load i32, ptr %45, align 4
  %614 = load i32, ptr %44, align 4
  %615 = sext i32 %614 to i64
  %616 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %615
  store i32 %613, ptr %616, align 4
  %617 = load i32, ptr %43, align 4
  %618 = sext i32 %617 to i64
  %619 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %618
  %620 = getelementptr inbounds %struct.WE, ptr %619, i32 0, i32 2
  %621 = load i32, ptr %620, align 4
  %622 = load i32, ptr %41, align 4
  %623 = add nsw i32 %622, %621
  store i32 %623, ptr %41, align 4
  %624 = load i32, ptr %42, align 4
  %625 = add nsw i32 %624, 1
  store i32 %625, ptr %42, align 4
  br label %626

626:                                              ; preds = %612, %596
  br label %627

627:                                              ; preds = %626
  %628 = load i32, ptr %43, align 4
  %629 = add nsw i32 %628, 1
  store i32 %629, ptr %43, align 4
  br label %592, !llvm.loop !27

630:                                              ; preds = %592
  %631 = load i32, ptr %41, align 4
  %632 = load i32, ptr %42, align 4
  %633 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %631, i32 noundef %632)
  store i32 0, ptr %46, align 4
  store i32 0, ptr %47, align 4
  store i32 0, ptr %48, align 4
  br label %634

634:                                              ; preds = %662, %630
  %635 = load i32, ptr %48, align 4
  %636 = icmp slt i32 %635, 100
  br i1 %636, label %637, label %665

637:                                              ; preds = %634
  %638 = load i32, ptr %48, align 4
  %639 = add nsw i32 %638, 1
  store i32 %639, ptr %49, align 4
  br label %640

640:                                              ; preds = %658, %637
  %641 = load i32, ptr %49, align 4
  %642 = icmp slt i32 %641, 100
  br i1 %642, label %643, label %661

643:                                              ; preds = %640
  %644 = load i32, ptr %48, align 4
  %645 = load i32, ptr %49, align 4
  %646 = mul nsw i32 %644, %645
  %647 = srem i32 %646, 7
  %648 = icmp eq i32 %647, 1
  br i1 %648, label %649, label %657

649:                                              ; preds = %643
  %650 = load i32, ptr %49, align 4
  %651 = sext i32 %650 to i64
  %652 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %651
  %653 = load i32, ptr %652, align 4
  %654 = add nsw i32 %653, 1
  store i32 %654, ptr %652, align 4
  %655 = load i32, ptr %46, align 4
  %656 = add nsw i32 %655, 1
  store i32 %656, ptr %46, align 4
  br label %657

657:                                              ; preds = %649, %643
  br label %658

658:                                              ; preds = %657
  %659 = load i32, ptr %49, align 4
  %660 = add nsw i32 %659, 1
  store i32 %660, ptr %49, align 4
  br label %640, !llvm.loop !28

661:                                              ; preds = %640
  br label %662

662:                                              ; preds = %661
  %663 = load i32, ptr %48, align 4
  %664 = add nsw i32 %663, 1
  store i32 %664, ptr %48, align 4
  br label %634, !llvm.loop !29

665:                                              ; preds = %634
  store i32 0, ptr %20, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %50, align 4
  br label %666

666:                                              ; preds = %682, %665
  %667 = load i32, ptr %50, align 4
  %668 = icmp slt i32 %667, 100
  br i1 %668, label %669, label %685

669:                                              ; preds = %666
  %670 = load i32, ptr %50, align 4
  %671 = sext i32 %670 to i64
  %672 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %671
  %673 = load i32, ptr %672, align 4
  %674 = icmp ne i32 %673, 0
  br i1 %674, label %681, label %675

675:                                              ; preds = %669
  %676 = load i32, ptr %50, align 4
  %677 = load i32, ptr %20, align 4
  %678 = add nsw i32 %677, 1
  store i32 %678, ptr %20, align 4
  %679 = sext i32 %677 to i64
  %680 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %679
  store i32 %676, ptr %680, align 4
  br label %681

681:                                              ; preds = %675, %669
  br label %682

682:                                              ; preds = %681
  %683 = load i32, ptr %50, align 4
  %684 = add nsw i32 %683, 1
  store i32 %684, ptr %50, align 4
  br label %666, !llvm.loop !30

685:                                              ; preds = %666
  br label %686

686:                                              ; preds = %729, %685
  %687 = load i32, ptr %19, align 4
  %688 = load i32, ptr %20, align 4
  %689 = icmp slt i32 %687, %688
  br i1 %689, label %690, label %730

690:                                              ; preds = %686
  %691 = load i32, ptr %19, align 4
  %692 = add nsw i32 %691, 1
  store i32 %692, ptr %19, align 4
  %693 = sext i32 %691 to i64
  %694 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %693
  %695 = load i32, ptr %694, align 4
  store i32 %695, ptr %51, align 4
  %696 = load i32, ptr %51, align 4
  %697 = load i32, ptr %47, align 4
  %698 = add nsw i32 %697, 1
  store i32 %698, ptr %47, align 4
  %699 = sext i32 %697 to i64
  %700 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %699
  store i32 %696, ptr %700, align 4
  %701 = load i32, ptr %51, align 4
  %702 = add nsw i32 %701, 1
  store i32 %702, ptr %52, align 4
  br label %703

703:                                              ; preds = %726, %690
  %704 = load i32, ptr %52, align 4
  %705 = icmp slt i32 %704, 100
  br i1 %705, label %706, label %729

706:                                              ; preds = %703
  %707 = load i32, ptr %51, align 4
  %708 = load i32, ptr %52, align 4
  %709 = mul nsw i32 %707, %708
  %710 = srem i32 %709, 7
  %711 = icmp eq i32 %710, 1
  br i1 %711, label %712, label %725

712:                                              ; preds = %706
  %713 = load i32, ptr %52, align 4
  %714 = sext i32 %713 to i64
  %715 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %714
  %716 = load i32, ptr %715, align 4
  %717 = add nsw i32 %716, -1
  store i32 %717, ptr %715, align 4
  %718 = icmp eq i32 %717, 0
  br i1 %718, label %719, label %725

719:                                              ; preds = %712
  %720 = load i32, ptr %52, align 4
  %721 = load i32, ptr %20, align 4
  %722 = add nsw i32 %721, 1
  store i32 %722, ptr %20, align 4
  %723 = sext i32 %721 to i64
  %724 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %723
  store i32 %720, ptr %724, align 4
  br label %725

725:                                              ; preds = %719, %712, %706
  br label %726

726:                                              ; preds = %725
  %727 = load i32, ptr %52, align 4
  %728 = add nsw i32 %727, 1
  store i32 %728, ptr %52, align 4
  br label %703, !llvm.loop !31

729:                                              ; preds = %703
  br label %686, !llvm.loop !32

730:                                              ; preds = %686
  %731 = load i32, ptr %47, align 4
  %732 = load i32, ptr %46, align 4
  %733 = load i32, ptr @main.topo, align 16
  %734 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.topo, i64 0, i64 1), align 4
  %735 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.topo, i64 0, i64 2), align 8
  %736 = load i32, ptr %47, align 4
  %737 = sub nsw i32 %736, 1
  %738 = sext i32 %737 to i64
  %739 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %738
  %740 = load i32, ptr %739, align 4
  %741 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %731, i32 noundef %732, i32 noundef %733, i32 noundef %734, i32 noundef %735, i32 noundef %740)
  %742 = load i32, ptr %41, align 4
  %743 = srem i32 %742, 256
  ret i32 %743
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_edge(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca %struct.Edge, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  %8 = load i32, ptr @ne, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %9
  %11 = getelementptr inbounds %struct.Edge, ptr %7, i32 0, i32 0
  %12 = load i32, ptr %5, align 4
  store i32 %12, ptr %11, align 4
  %13 = getelementptr inbounds %struct.Edge, ptr %7, i32 0, i32 1
  %14 = load i32, ptr %6, align 4
  store i32 %14, ptr %13, align 4
  %15 = getelementptr inbounds %struct.Edge, ptr %7, i32 0, i32 2
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %17
  %19 = load i32, ptr %18, align 4
  store i32 %19, ptr %15, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %10, ptr align 4 %7, i64 12, i1 false)
  %20 = load i32, ptr @ne, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr @ne, align 4
  %22 = load i32, ptr %4, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %23
  store i32 %20, ptr %24, align 4
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hpush(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %8 = load i32, ptr @hn, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @hn, align 4
  store i32 %8, ptr %5, align 4
  %10 = load i32, ptr %3, align 4
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %12
  store i32 %10, ptr %13, align 4
  %14 = load i32, ptr %4, align 4
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %16
  store i32 %14, ptr %17, align 4
  br label %18

18:                                               ; preds = %35, %2
  %19 = load i32, ptr %5, align 4
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %33

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = sub nsw i32 %22, 1
  %24 = sdiv i32 %23, 2
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %25
  %27 = load i32, ptr %26, align 4
  %28 = load i32, ptr %5, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %29
  %31 = load i32, ptr %30, align 4
  %32 = icmp sgt i32 %27, %31
  br label %33

33:                                               ; preds = %21, %18
  %34 = phi i1 [ false, %18 ], [ %32, %21 ]
  br i1 %34, label %35, label %70

35:                                               ; preds = %33
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 1
  %38 = sdiv i32 %37, 2
  store i32 %38, ptr %6, align 4
  %39 = load i32, ptr %6, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %40
  %42 = load i32, ptr %41, align 4
  store i32 %42, ptr %7, align 4
  %43 = load i32, ptr %5, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %44
  %46 = load i32, ptr %45, align 4
  %47 = load i32, ptr %6, align 4
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %48
  store i32 %46, ptr %49, align 4
  %50 = load i32, ptr %7, align 4
  %51 = load i32, ptr %5, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %52
  store i32 %50, ptr %53, align 4
  %54 = load i32, ptr %6, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  store i32 %57, ptr %7, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  %62 = load i32, ptr %6, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %63
  store i32 %61, ptr %64, align 4
  %65 = load i32, ptr %7, align 4
  %66 = load i32, ptr %5, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %67
  store i32 %65, ptr %68, align 4
  %69 = load i32, ptr %6, align 4
  store i32 %69, ptr %5, align 4
  br label %18, !llvm.loop !33

70:                                               ; preds = %33
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @hpop(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %9 = load i32, ptr @hk, align 16
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr @hv, align 16
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
  %13 = load i32, ptr @hn, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr @hn, align 4
  %15 = load i32, ptr @hn, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr @hk, align 16
  %19 = load i32, ptr @hn, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr @hv, align 16
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %67, %2
  %24 = load i32, ptr %5, align 4
  %25 = mul nsw i32 2, %24
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr %6, align 4
  %27 = load i32, ptr %5, align 4
  store i32 %27, ptr %7, align 4
  %28 = load i32, ptr %6, align 4
  %29 = load i32, ptr @hn, align 4
  %30 = icmp slt i32 %28, %29
  br i1 %30, label %31, label %43

31:                                               ; preds = %23
  %32 = load i32, ptr %6, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = load i32, ptr %7, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4
  %40 = icmp slt i32 %35, %39
  br i1 %40, label %41, label %43

41:                                               ; preds = %31
  %42 = load i32, ptr %6, align 4
  store i32 %42, ptr %7, align 4
  br label %43

43:                                               ; preds = %41, %31, %23
  %44 = load i32, ptr %6, align 4
  %45 = add nsw i32 %44, 1
  %46 = load i32, ptr @hn, align 4
  %47 = icmp slt i32 %45, %46
  br i1 %47, label %48, label %62

48:                                               ; preds = %43
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = load i32, ptr %7, align 4
  %55 = sext i32 %54 to i64
  %56 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4
  %58 = icmp slt i32 %53, %57
  br i1 %58, label %59, label %62

59:                                               ; preds = %48
  %60 = load i32, ptr %6, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %7, align 4
  br label %62

62:                                               ; preds = %59, %48, %43
  %63 = load i32, ptr %7, align 4
  %64 = load i32, ptr %5, align 4
  %65 = icmp eq i32 %63, %64
  br i1 %65, label %66, label %67

66:                                               ; preds = %62
  br label %99

67:                                               ; preds = %62
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  store i32 %71, ptr %8, align 4
  %72 = load i32, ptr %5, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = load i32, ptr %7, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %77
  store i32 %75, ptr %78, align 4
  %79 = load i32, ptr %8, align 4
  %80 = load i32, ptr %5, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %81
  store i32 %79, ptr %82, align 4
  %83 = load i32, ptr %7, align 4
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %84
  %86 = load i32, ptr %85, align 4
  store i32 %86, ptr %8, align 4
  %87 = load i32, ptr %5, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  %91 = load i32, ptr %7, align 4
  %92 = sext i32 %91 to i64
  %93 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %92
  store i32 %90, ptr %93, align 4
  %94 = load i32, ptr %8, align 4
  %95 = load i32, ptr %5, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %96
  store i32 %94, ptr %97, align 4
  %98 = load i32, ptr %7, align 4
  store i32 %98, ptr %5, align 4
  br label %23

99:                                               ; preds = %66
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

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_we(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  store ptr %7, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  %10 = getelementptr inbounds %struct.WE, ptr %9, i32 0, i32 2
  %11 = load i32, ptr %10, align 4
  %12 = load ptr, ptr %6, align 8
  %13 = getelementptr inbounds %struct.WE, ptr %12, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = icmp ne i32 %11, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %2
  %17 = load ptr, ptr %5, align 8
  %18 = getelementptr inbounds %struct.WE, ptr %17, i32 0, i32 2
  %19 = load i32, ptr %18, align 4
  %20 = load ptr, ptr %6, align 8
  %21 = getelementptr inbounds %struct.WE, ptr %20, i32 0, i32 2
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 %19, %22
  br label %50

24:                                               ; preds = %2
  %25 = load ptr, ptr %5, align 8
  %26 = getelementptr inbounds %struct.WE, ptr %25, i32 0, i32 0
  %27 = load i32, ptr %26, align 4
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.WE, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 4
  %31 = icmp ne i32 %27, %30
  br i1 %31, label %32, label %40

32:                                               ; preds = %24
  %33 = load ptr, ptr %5, align 8
  %34 = getelementptr inbounds %struct.WE, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 4
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.WE, ptr %36, i32 0, i32 0
  %38 = load i32, ptr %37, align 4
  %39 = sub nsw i32 %35, %38
  br label %48

40:                                               ; preds = %24
  %41 = load ptr, ptr %5, align 8
  %42 = getelementptr inbounds %struct.WE, ptr %41, i32 0, i32 1
  %43 = load i32, ptr %42, align 4
  %44 = load ptr, ptr %6, align 8
  %45 = getelementptr inbounds %struct.WE, ptr %44, i32 0, i32 1
  %46 = load i32, ptr %45, align 4
  %47 = sub nsw i32 %43, %46
  br label %48

48:                                               ; preds = %40, %32
  %49 = phi i32 [ %39, %32 ], [ %47, %40 ]
  br label %50

50:                                               ; preds = %48, %16
  %51 = phi i32 [ %23, %16 ], [ %49, %48 ]
  ret i32 %51
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @findp(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  br label %3

3:                                                ; preds = %10, %1
  %4 = load i32, ptr %2, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %5
  %7 = load i32, ptr %6, align 4
  %8 = load i32, ptr %2, align 4
  %9 = icmp ne i32 %7, %8
  br i1 %9, label %10, label %25

10:                                               ; preds = %3
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %12
  %14 = load i32, ptr %13, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr %2, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %19
  store i32 %17, ptr %20, align 4
  %21 = load i32, ptr %2, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %22
  %24 = load i32, ptr %23, align 4
  store i32 %24, ptr %2, align 4
  br label %3, !llvm.loop !34

25:                                               ; preds = %3
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!20 = distinct !{!20, !6}
!21 = distinct !{!21, !6}
!22 = distinct !{!22, !6}
!23 = distinct !{!23, !6}
!24 = distinct !{!24, !6}
!25 = distinct !{!25, !6}
!26 = distinct !{!26, !6}
!27 = distinct !{!27, !6}
!28 = distinct !{!28, !6}
!29 = distinct !{!29, !6}
!30 = distinct !{!30, !6}
!31 = distinct !{!31, !6}
!32 = distinct !{!32, !6}
!33 = distinct !{!33, !6}
!34 = distinct !{!34, !6}
