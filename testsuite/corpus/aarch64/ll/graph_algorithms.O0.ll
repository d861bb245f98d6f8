; ModuleID = 'programs/graph_algorithms.c'
source_filename = "programs/graph_algorithms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.WE = type { i32, i32, i32 }
%struct.Edge = type { i32, i32, i32 }

@head = internal global [400 x i32] zeroinitializer, align 4
@main.all = internal global [2400 x %struct.WE] zeroinitializer, align 4
@main.dist = internal global [400 x i32] zeroinitializer, align 4
@hn = internal global i32 0, align 4
@edges = internal global [4800 x %struct.Edge] zeroinitializer, align 4
@.str = private unnamed_addr constant [43 x i8] c"dijkstra sum=%ld max=%d d[1]=%d d[399]=%d\0A\00", align 1
@main.lvl = internal global [400 x i32] zeroinitializer, align 4
@main.q = internal global [400 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [25 x i8] c"bfs reached=%d depth=%d\0A\00", align 1
@main.st = internal global [4800 x i32] zeroinitializer, align 4
@main.seen = internal global [400 x i32] zeroinitializer, align 4
@.str.2 = private unnamed_addr constant [25 x i8] c"dfs visited=%d osum=%ld\0A\00", align 1
@main.fw = internal global [60 x [60 x i32]] zeroinitializer, align 4
@.str.3 = private unnamed_addr constant [30 x i8] c"floyd sum=%ld unreachable=%d\0A\00", align 1
@parent = internal global [400 x i32] zeroinitializer, align 4
@.str.4 = private unnamed_addr constant [26 x i8] c"kruskal mst=%ld edges=%d\0A\00", align 1
@main.indeg = internal global [400 x i32] zeroinitializer, align 4
@main.topo = internal global [400 x i32] zeroinitializer, align 4
@.str.5 = private unnamed_addr constant [43 x i8] c"topo n=%d edges=%d first=%d,%d,%d last=%d\0A\00", align 1
@ne = internal global i32 0, align 4
@hk = internal global [4800 x i32] zeroinitializer, align 4
@hv = internal global [4800 x i32] zeroinitializer, align 4

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
  %15 = alloca i64, align 8
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
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i64, align 8
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  %41 = alloca i64, align 8
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
  call void @llvm.memset.p0.i64(ptr align 4 @head, i8 -1, i64 1600, i1 false)
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
  br label %57, !llvm.loop !6

95:                                               ; preds = %57
  br label %96

96:                                               ; preds = %95
  %97 = load i32, ptr %4, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr %4, align 4
  br label %53, !llvm.loop !8

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
  br label %100, !llvm.loop !9

110:                                              ; preds = %100
  store i32 0, ptr @main.dist, align 4
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
  br label %111, !llvm.loop !10

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
  br label %127, !llvm.loop !11

163:                                              ; preds = %127
  br label %111, !llvm.loop !10

164:                                              ; preds = %111
  store i64 0, ptr %15, align 8
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %165

165:                                              ; preds = %188, %164
  %166 = load i32, ptr %17, align 4
  %167 = icmp slt i32 %166, 400
  br i1 %167, label %168, label %191

168:                                              ; preds = %165
  %169 = load i32, ptr %17, align 4
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %170
  %172 = load i32, ptr %171, align 4
  %173 = sext i32 %172 to i64
  %174 = load i64, ptr %15, align 8
  %175 = add nsw i64 %174, %173
  store i64 %175, ptr %15, align 8
  %176 = load i32, ptr %17, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %177
  %179 = load i32, ptr %178, align 4
  %180 = load i32, ptr %16, align 4
  %181 = icmp sgt i32 %179, %180
  br i1 %181, label %182, label %187

182:                                              ; preds = %168
  %183 = load i32, ptr %17, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [400 x i32], ptr @main.dist, i64 0, i64 %184
  %186 = load i32, ptr %185, align 4
  store i32 %186, ptr %16, align 4
  br label %187

187:                                              ; preds = %182, %168
  br label %188

188:                                              ; preds = %187
  %189 = load i32, ptr %17, align 4
  %190 = add nsw i32 %189, 1
  store i32 %190, ptr %17, align 4
  br label %165, !llvm.loop !12

191:                                              ; preds = %165
  %192 = load i64, ptr %15, align 8
  %193 = load i32, ptr %16, align 4
  %194 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.dist, i64 0, i64 1), align 4
  %195 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.dist, i64 0, i64 399), align 4
  %196 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %192, i32 noundef %193, i32 noundef %194, i32 noundef %195)
  store i32 0, ptr %18, align 4
  br label %197

197:                                              ; preds = %204, %191
  %198 = load i32, ptr %18, align 4
  %199 = icmp slt i32 %198, 400
  br i1 %199, label %200, label %207

200:                                              ; preds = %197
  %201 = load i32, ptr %18, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %202
  store i32 -1, ptr %203, align 4
  br label %204

204:                                              ; preds = %200
  %205 = load i32, ptr %18, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %18, align 4
  br label %197, !llvm.loop !13

207:                                              ; preds = %197
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  %208 = load i32, ptr %20, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %20, align 4
  %210 = sext i32 %208 to i64
  %211 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %210
  store i32 0, ptr %211, align 4
  store i32 0, ptr @main.lvl, align 4
  br label %212

212:                                              ; preds = %268, %207
  %213 = load i32, ptr %19, align 4
  %214 = load i32, ptr %20, align 4
  %215 = icmp slt i32 %213, %214
  br i1 %215, label %216, label %269

216:                                              ; preds = %212
  %217 = load i32, ptr %19, align 4
  %218 = add nsw i32 %217, 1
  store i32 %218, ptr %19, align 4
  %219 = sext i32 %217 to i64
  %220 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %219
  %221 = load i32, ptr %220, align 4
  store i32 %221, ptr %21, align 4
  %222 = load i32, ptr %21, align 4
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %223
  %225 = load i32, ptr %224, align 4
  store i32 %225, ptr %22, align 4
  br label %226

226:                                              ; preds = %262, %216
  %227 = load i32, ptr %22, align 4
  %228 = icmp sge i32 %227, 0
  br i1 %228, label %229, label %268

229:                                              ; preds = %226
  %230 = load i32, ptr %22, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %231
  %233 = getelementptr inbounds %struct.Edge, ptr %232, i32 0, i32 0
  %234 = load i32, ptr %233, align 4
  %235 = sext i32 %234 to i64
  %236 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %235
  %237 = load i32, ptr %236, align 4
  %238 = icmp slt i32 %237, 0
  br i1 %238, label %239, label %261

239:                                              ; preds = %229
  %240 = load i32, ptr %21, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %241
  %243 = load i32, ptr %242, align 4
  %244 = add nsw i32 %243, 1
  %245 = load i32, ptr %22, align 4
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %246
  %248 = getelementptr inbounds %struct.Edge, ptr %247, i32 0, i32 0
  %249 = load i32, ptr %248, align 4
  %250 = sext i32 %249 to i64
  %251 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %250
  store i32 %244, ptr %251, align 4
  %252 = load i32, ptr %22, align 4
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %253
  %255 = getelementptr inbounds %struct.Edge, ptr %254, i32 0, i32 0
  %256 = load i32, ptr %255, align 4
  %257 = load i32, ptr %20, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %20, align 4
  %259 = sext i32 %257 to i64
  %260 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %259
  store i32 %256, ptr %260, align 4
  br label %261

261:                                              ; preds = %239, %229
  br label %262

262:                                              ; preds = %261
  %263 = load i32, ptr %22, align 4
  %264 = sext i32 %263 to i64
  %265 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %264
  %266 = getelementptr inbounds %struct.Edge, ptr %265, i32 0, i32 2
  %267 = load i32, ptr %266, align 4
  store i32 %267, ptr %22, align 4
  br label %226, !llvm.loop !14

268:                                              ; preds = %226
  br label %212, !llvm.loop !15

269:                                              ; preds = %212
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %270

270:                                              ; preds = %286, %269
  %271 = load i32, ptr %24, align 4
  %272 = icmp slt i32 %271, 400
  br i1 %272, label %273, label %289

273:                                              ; preds = %270
  %274 = load i32, ptr %24, align 4
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %275
  %277 = load i32, ptr %276, align 4
  %278 = load i32, ptr %23, align 4
  %279 = icmp sgt i32 %277, %278
  br i1 %279, label %280, label %285

280:                                              ; preds = %273
  %281 = load i32, ptr %24, align 4
  %282 = sext i32 %281 to i64
  %283 = getelementptr inbounds [400 x i32], ptr @main.lvl, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4
  store i32 %284, ptr %23, align 4
  br label %285

285:                                              ; preds = %280, %273
  br label %286

286:                                              ; preds = %285
  %287 = load i32, ptr %24, align 4
  %288 = add nsw i32 %287, 1
  store i32 %288, ptr %24, align 4
  br label %270, !llvm.loop !16

289:                                              ; preds = %270
  %290 = load i32, ptr %20, align 4
  %291 = load i32, ptr %23, align 4
  %292 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %290, i32 noundef %291)
  store i32 0, ptr %25, align 4
  store i32 0, ptr %26, align 4
  store i64 0, ptr %27, align 8
  %293 = load i32, ptr %25, align 4
  %294 = add nsw i32 %293, 1
  store i32 %294, ptr %25, align 4
  %295 = sext i32 %293 to i64
  %296 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %295
  store i32 0, ptr %296, align 4
  br label %297

297:                                              ; preds = %358, %311, %289
  %298 = load i32, ptr %25, align 4
  %299 = icmp ne i32 %298, 0
  br i1 %299, label %300, label %359

300:                                              ; preds = %297
  %301 = load i32, ptr %25, align 4
  %302 = add nsw i32 %301, -1
  store i32 %302, ptr %25, align 4
  %303 = sext i32 %302 to i64
  %304 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %303
  %305 = load i32, ptr %304, align 4
  store i32 %305, ptr %28, align 4
  %306 = load i32, ptr %28, align 4
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %307
  %309 = load i32, ptr %308, align 4
  %310 = icmp ne i32 %309, 0
  br i1 %310, label %311, label %312

311:                                              ; preds = %300
  br label %297, !llvm.loop !17

312:                                              ; preds = %300
  %313 = load i32, ptr %28, align 4
  %314 = sext i32 %313 to i64
  %315 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %314
  store i32 1, ptr %315, align 4
  %316 = load i32, ptr %28, align 4
  %317 = sext i32 %316 to i64
  %318 = load i32, ptr %26, align 4
  %319 = add nsw i32 %318, 1
  store i32 %319, ptr %26, align 4
  %320 = sext i32 %319 to i64
  %321 = mul nsw i64 %317, %320
  %322 = load i64, ptr %27, align 8
  %323 = add nsw i64 %322, %321
  store i64 %323, ptr %27, align 8
  %324 = load i32, ptr %28, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [400 x i32], ptr @head, i64 0, i64 %325
  %327 = load i32, ptr %326, align 4
  store i32 %327, ptr %29, align 4
  br label %328

328:                                              ; preds = %352, %312
  %329 = load i32, ptr %29, align 4
  %330 = icmp sge i32 %329, 0
  br i1 %330, label %331, label %358

331:                                              ; preds = %328
  %332 = load i32, ptr %29, align 4
  %333 = sext i32 %332 to i64
  %334 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %333
  %335 = getelementptr inbounds %struct.Edge, ptr %334, i32 0, i32 0
  %336 = load i32, ptr %335, align 4
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds [400 x i32], ptr @main.seen, i64 0, i64 %337
  %339 = load i32, ptr %338, align 4
  %340 = icmp ne i32 %339, 0
  br i1 %340, label %351, label %341

341:                                              ; preds = %331
  %342 = load i32, ptr %29, align 4
  %343 = sext i32 %342 to i64
  %344 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %343
  %345 = getelementptr inbounds %struct.Edge, ptr %344, i32 0, i32 0
  %346 = load i32, ptr %345, align 4
  %347 = load i32, ptr %25, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %25, align 4
  %349 = sext i32 %347 to i64
  %350 = getelementptr inbounds [4800 x i32], ptr @main.st, i64 0, i64 %349
  store i32 %346, ptr %350, align 4
  br label %351

351:                                              ; preds = %341, %331
  br label %352

352:                                              ; preds = %351
  %353 = load i32, ptr %29, align 4
  %354 = sext i32 %353 to i64
  %355 = getelementptr inbounds [4800 x %struct.Edge], ptr @edges, i64 0, i64 %354
  %356 = getelementptr inbounds %struct.Edge, ptr %355, i32 0, i32 2
  %357 = load i32, ptr %356, align 4
  store i32 %357, ptr %29, align 4
  br label %328, !llvm.loop !18

358:                                              ; preds = %328
  br label %297, !llvm.loop !17

359:                                              ; preds = %297
  %360 = load i32, ptr %26, align 4
  %361 = load i64, ptr %27, align 8
  %362 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %360, i64 noundef %361)
  store i32 0, ptr %30, align 4
  br label %363

363:                                              ; preds = %386, %359
  %364 = load i32, ptr %30, align 4
  %365 = icmp slt i32 %364, 60
  br i1 %365, label %366, label %389

366:                                              ; preds = %363
  store i32 0, ptr %31, align 4
  br label %367

367:                                              ; preds = %382, %366
  %368 = load i32, ptr %31, align 4
  %369 = icmp slt i32 %368, 60
  br i1 %369, label %370, label %385

370:                                              ; preds = %367
  %371 = load i32, ptr %30, align 4
  %372 = load i32, ptr %31, align 4
  %373 = icmp eq i32 %371, %372
  %374 = zext i1 %373 to i64
  %375 = select i1 %373, i32 0, i32 1000000
  %376 = load i32, ptr %30, align 4
  %377 = sext i32 %376 to i64
  %378 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %377
  %379 = load i32, ptr %31, align 4
  %380 = sext i32 %379 to i64
  %381 = getelementptr inbounds [60 x i32], ptr %378, i64 0, i64 %380
  store i32 %375, ptr %381, align 4
  br label %382

382:                                              ; preds = %370
  %383 = load i32, ptr %31, align 4
  %384 = add nsw i32 %383, 1
  store i32 %384, ptr %31, align 4
  br label %367, !llvm.loop !19

385:                                              ; preds = %367
  br label %386

386:                                              ; preds = %385
  %387 = load i32, ptr %30, align 4
  %388 = add nsw i32 %387, 1
  store i32 %388, ptr %30, align 4
  br label %363, !llvm.loop !20

389:                                              ; preds = %363
  store i32 0, ptr %32, align 4
  br label %390

390:                                              ; preds = %466, %389
  %391 = load i32, ptr %32, align 4
  %392 = load i32, ptr %3, align 4
  %393 = icmp slt i32 %391, %392
  br i1 %393, label %394, label %469

394:                                              ; preds = %390
  %395 = load i32, ptr %32, align 4
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %396
  %398 = getelementptr inbounds %struct.WE, ptr %397, i32 0, i32 0
  %399 = load i32, ptr %398, align 4
  %400 = icmp slt i32 %399, 60
  br i1 %400, label %401, label %465

401:                                              ; preds = %394
  %402 = load i32, ptr %32, align 4
  %403 = sext i32 %402 to i64
  %404 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %403
  %405 = getelementptr inbounds %struct.WE, ptr %404, i32 0, i32 1
  %406 = load i32, ptr %405, align 4
  %407 = icmp slt i32 %406, 60
  br i1 %407, label %408, label %465

408:                                              ; preds = %401
  %409 = load i32, ptr %32, align 4
  %410 = sext i32 %409 to i64
  %411 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %410
  %412 = getelementptr inbounds %struct.WE, ptr %411, i32 0, i32 2
  %413 = load i32, ptr %412, align 4
  %414 = load i32, ptr %32, align 4
  %415 = sext i32 %414 to i64
  %416 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %415
  %417 = getelementptr inbounds %struct.WE, ptr %416, i32 0, i32 0
  %418 = load i32, ptr %417, align 4
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %419
  %421 = load i32, ptr %32, align 4
  %422 = sext i32 %421 to i64
  %423 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %422
  %424 = getelementptr inbounds %struct.WE, ptr %423, i32 0, i32 1
  %425 = load i32, ptr %424, align 4
  %426 = sext i32 %425 to i64
  %427 = getelementptr inbounds [60 x i32], ptr %420, i64 0, i64 %426
  %428 = load i32, ptr %427, align 4
  %429 = icmp slt i32 %413, %428
  br i1 %429, label %430, label %464

430:                                              ; preds = %408
  %431 = load i32, ptr %32, align 4
  %432 = sext i32 %431 to i64
  %433 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %432
  %434 = getelementptr inbounds %struct.WE, ptr %433, i32 0, i32 2
  %435 = load i32, ptr %434, align 4
  %436 = load i32, ptr %32, align 4
  %437 = sext i32 %436 to i64
  %438 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %437
  %439 = getelementptr inbounds %struct.WE, ptr %438, i32 0, i32 1
  %440 = load i32, ptr %439, align 4
  %441 = sext i32 %440 to i64
  %442 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %441
  %443 = load i32, ptr %32, align 4
  %444 = sext i32 %443 to i64
  %445 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %444
  %446 = getelementptr inbounds %struct.WE, ptr %445, i32 0, i32 0
  %447 = load i32, ptr %446, align 4
  %448 = sext i32 %447 to i64
  %449 = getelementptr inbounds [60 x i32], ptr %442, i64 0, i64 %448
  store i32 %435, ptr %449, align 4
  %450 = load i32, ptr %32, align 4
  %451 = sext i32 %450 to i64
  %452 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %451
  %453 = getelementptr inbounds %struct.WE, ptr %452, i32 0, i32 0
  %454 = load i32, ptr %453, align 4
  %455 = sext i32 %454 to i64
  %456 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %455
  %457 = load i32, ptr %32, align 4
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %458
  %460 = getelementptr inbounds %struct.WE, ptr %459, i32 0, i32 1
  %461 = load i32, ptr %460, align 4
  %462 = sext i32 %461 to i64
  %463 = getelementptr inbounds [60 x i32], ptr %456, i64 0, i64 %462
  store i32 %435, ptr %463, align 4
  br label %464

464:                                              ; preds = %430, %408
  br label %465

465:                                              ; preds = %464, %401, %394
  br label %466

466:                                              ; preds = %465
  %467 = load i32, ptr %32, align 4
  %468 = add nsw i32 %467, 1
  store i32 %468, ptr %32, align 4
  br label %390, !llvm.loop !21

469:                                              ; preds = %390
  store i32 0, ptr %33, align 4
  br label %470

470:                                              ; preds = %536, %469
  %471 = load i32, ptr %33, align 4
  %472 = icmp slt i32 %471, 60
  br i1 %472, label %473, label %539

473:                                              ; preds = %470
  store i32 0, ptr %34, align 4
  br label %474

474:                                              ; preds = %532, %473
  %475 = load i32, ptr %34, align 4
  %476 = icmp slt i32 %475, 60
  br i1 %476, label %477, label %535

477:                                              ; preds = %474
  store i32 0, ptr %35, align 4
  br label %478

478:                                              ; preds = %528, %477
  %479 = load i32, ptr %35, align 4
  %480 = icmp slt i32 %479, 60
  br i1 %480, label %481, label %531

481:                                              ; preds = %478
  %482 = load i32, ptr %34, align 4
  %483 = sext i32 %482 to i64
  %484 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %483
  %485 = load i32, ptr %33, align 4
  %486 = sext i32 %485 to i64
  %487 = getelementptr inbounds [60 x i32], ptr %484, i64 0, i64 %486
  %488 = load i32, ptr %487, align 4
  %489 = load i32, ptr %33, align 4
  %490 = sext i32 %489 to i64
  %491 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %490
  %492 = load i32, ptr %35, align 4
  %493 = sext i32 %492 to i64
  %494 = getelementptr inbounds [60 x i32], ptr %491, i64 0, i64 %493
  %495 = load i32, ptr %494, align 4
  %496 = add nsw i32 %488, %495
  %497 = load i32, ptr %34, align 4
  %498 = sext i32 %497 to i64
  %499 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %498
  %500 = load i32, ptr %35, align 4
  %501 = sext i32 %500 to i64
  %502 = getelementptr inbounds [60 x i32], ptr %499, i64 0, i64 %501
  %503 = load i32, ptr %502, align 4
  %504 = icmp slt i32 %496, %503
  br i1 %504, label %505, label %527

505:                                              ; preds = %481
  %506 = load i32, ptr %34, align 4
  %507 = sext i32 %506 to i64
  %508 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %507
  %509 = load i32, ptr %33, align 4
  %510 = sext i32 %509 to i64
  %511 = getelementptr inbounds [60 x i32], ptr %508, i64 0, i64 %510
  %512 = load i32, ptr %511, align 4
  %513 = load i32, ptr %33, align 4
  %514 = sext i32 %513 to i64
  %515 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %514
  %516 = load i32, ptr %35, align 4
  %517 = sext i32 %516 to i64
  %518 = getelementptr inbounds [60 x i32], ptr %515, i64 0, i64 %517
  %519 = load i32, ptr %518, align 4
  %520 = add nsw i32 %512, %519
  %521 = load i32, ptr %34, align 4
  %522 = sext i32 %521 to i64
  %523 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %522
  %524 = load i32, ptr %35, align 4
  %525 = sext i32 %524 to i64
  %526 = getelementptr inbounds [60 x i32], ptr %523, i64 0, i64 %525
  store i32 %520, ptr %526, align 4
  br label %527

527:                                              ; preds = %505, %481
  br label %528

528:                                              ; preds = %527
  %529 = load i32, ptr %35, align 4
  %530 = add nsw i32 %529, 1
  store i32 %530, ptr %35, align 4
  br label %478, !llvm.loop !22

531:                                              ; preds = %478
  br label %532

532:                                              ; preds = %531
  %533 = load i32, ptr %34, align 4
  %534 = add nsw i32 %533, 1
  store i32 %534, ptr %34, align 4
  br label %474, !llvm.loop !23

535:                                              ; preds = %474
  br label %536

536:                                              ; preds = %535
  %537 = load i32, ptr %33, align 4
  %538 = add nsw i32 %537, 1
  store i32 %538, ptr %33, align 4
  br label %470, !llvm.loop !24

539:                                              ; preds = %470
  store i64 0, ptr %36, align 8
  store i32 0, ptr %37, align 4
  store i32 0, ptr %38, align 4
  br label %540

540:                                              ; preds = %575, %539
  %541 = load i32, ptr %38, align 4
  %542 = icmp slt i32 %541, 60
  br i1 %542, label %543, label %578

543:                                              ; preds = %540
  store i32 0, ptr %39, align 4
  br label %544

544:                                              ; preds = %571, %543
  %545 = load i32, ptr %39, align 4
  %546 = icmp slt i32 %545, 60
  br i1 %546, label %547, label %574

547:                                              ; preds = %544
  %548 = load i32, ptr %38, align 4
  %549 = sext i32 %548 to i64
  %550 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %549
  %551 = load i32, ptr %39, align 4
  %552 = sext i32 %551 to i64
  %553 = getelementptr inbounds [60 x i32], ptr %550, i64 0, i64 %552
  %554 = load i32, ptr %553, align 4
  %555 = icmp sge i32 %554, 1000000
  br i1 %555, label %556, label %559

556:                                              ; preds = %547
  %557 = load i32, ptr %37, align 4
  %558 = add nsw i32 %557, 1
  store i32 %558, ptr %37, align 4
  br label %570

559:                                              ; preds = %547
  %560 = load i32, ptr %38, align 4
  %561 = sext i32 %560 to i64
  %562 = getelementptr inbounds [60 x [60 x i32]], ptr @main.fw, i64 0, i64 %561
  %563 = load i32, ptr %39, align 4
  %564 = sext i32 %563 to i64
  %565 = getelementptr inbounds [60 x i32], ptr %562, i64 0, i64 %564
  %566 = load i32, ptr %565, align 4
  %567 = sext i32 %566 to i64
  %568 = load i64, ptr %36, align 8
  %569 = add nsw i64 %568, %567
  store i64 %569, ptr %36, align 8
  br label %570

570:                                              ; preds = %559, %556
  br label %571

571:                                              ; preds = %570
  %572 = load i32, ptr %39, align 4
  %573 = add nsw i32 %572, 1
  store i32 %573, ptr %39, align 4
  br label %544, !llvm.loop !25

574:                                              ; preds = %544
  br label %575

575:                                              ; preds = %574
  %576 = load i32, ptr %38, align 4
  %577 = add nsw i32 %576, 1
  store i32 %577, ptr %38, align 4
  br label %540, !llvm.loop !26

578:                                              ; preds = %540
  %579 = load i64, ptr %36, align 8
  %580 = load i32, ptr %37, align 4
  %581 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %579, i32 noundef %580)
  %582 = load i32, ptr %3, align 4
  %583 = sext i32 %582 to i64
  call void @qsort(ptr noundef @main.all, i64 noundef %583, i64 noundef 12, ptr noundef @cmp_we)
  store i32 0, ptr %40, align 4
  br label %584

584:                                              ; preds = %592, %578
  %585 = load i32, ptr %40, align 4
  %586 = icmp slt i32 %585, 400
  br i1 %586, label %587, label %595

587:                                              ; preds = %584
  %588 = load i32, ptr %40, align 4
  %589 = load i32, ptr %40, align 4
  %590 = sext i32 %589 to i64
  %591 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %590
  store i32 %588, ptr %591, align 4
  br label %592

592:                                              ; preds = %587
  %593 = load i32, ptr %40, align 4
  %594 = add nsw i32 %593, 1
  store i32 %594, ptr %40, align 4
  br label %584, !llvm.loop !27

595:                                              ; preds = %584
  store i64 0, ptr %41, align 8
  store i32 0, ptr %42, align 4
  store i32 0, ptr %43, align 4
  br label %596

596:                                              ; preds = %632, %595
  %597 = load i32, ptr %43, align 4
  %598 = load i32, ptr %3, align 4
  %599 = icmp slt i32 %597, %598
  br i1 %599, label %600, label %635

600:                                              ; preds = %596
  %601 = load i32, ptr %43, align 4
  %602 = sext i32 %601 to i64
  %603 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %602
  %604 = getelementptr inbounds %struct.WE, ptr %603, i32 0, i32 0
  %605 = load i32, ptr %604, align 4
  %606 = call i32 @findp(i32 noundef %605)
  store i32 %606, ptr %44, align 4
  %607 = load i32, ptr %43, align 4
  %608 = sext i32 %607 to i64
  %609 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %608
  %610 = getelementptr inbounds %struct.WE, ptr %609, i32 0, i32 1
  %611 = load i32, ptr %610, align 4
  %612 = call i32 @findp(i32 noundef %611)
  store i32 %612, ptr %45, align 4
  %613 = load i32, ptr %44, align 4
  %614 = load i32, ptr %45, align 4
  %615 = icmp ne i32 %613, %614
  br i1 %615, label %616, label %631

616:                                              ; preds = %600
  %617 = load i32, ptr %45, align 4
  %618 = load i32, ptr %44, align 4
  %619 = sext i32 %618 to i64
  %620 = getelementptr inbounds [400 x i32], ptr @parent, i64 0, i64 %619
  store i32 %617, ptr %620, align 4
  %621 = load i32, ptr %43, align 4
  %622 = sext i32 %621 to i64
  %623 = getelementptr inbounds [2400 x %struct.WE], ptr @main.all, i64 0, i64 %622
  %624 = getelementptr inbounds %struct.WE, ptr %623, i32 0, i32 2
  %625 = load i32, ptr %624, align 4
  %626 = sext i32 %625 to i64
  %627 = load i64, ptr %41, align 8
  %628 = add nsw i64 %627, %626
  store i64 %628, ptr %41, align 8
  %629 = load i32, ptr %42, align 4
  %630 = add nsw i32 %629, 1
  store i32 %630, ptr %42, align 4
  br label %631

631:                                              ; preds = %616, %600
  br label %632

632:                                              ; preds = %631
  %633 = load i32, ptr %43, align 4
  %634 = add nsw i32 %633, 1
  store i32 %634, ptr %43, align 4
  br label %596, !llvm.loop !28

635:                                              ; preds = %596
  %636 = load i64, ptr %41, align 8
  %637 = load i32, ptr %42, align 4
  %638 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %636, i32 noundef %637)
  store i32 0, ptr %46, align 4
  store i32 0, ptr %47, align 4
  store i32 0, ptr %48, align 4
  br label %639

639:                                              ; preds = %667, %635
  %640 = load i32, ptr %48, align 4
  %641 = icmp slt i32 %640, 100
  br i1 %641, label %642, label %670

642:                                              ; preds = %639
  %643 = load i32, ptr %48, align 4
  %644 = add nsw i32 %643, 1
  store i32 %644, ptr %49, align 4
  br label %645

645:                                              ; preds = %663, %642
  %646 = load i32, ptr %49, align 4
  %647 = icmp slt i32 %646, 100
  br i1 %647, label %648, label %666

648:                                              ; preds = %645
  %649 = load i32, ptr %48, align 4
  %650 = load i32, ptr %49, align 4
  %651 = mul nsw i32 %649, %650
  %652 = srem i32 %651, 7
  %653 = icmp eq i32 %652, 1
  br i1 %653, label %654, label %662

654:                                              ; preds = %648
  %655 = load i32, ptr %49, align 4
  %656 = sext i32 %655 to i64
  %657 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %656
  %658 = load i32, ptr %657, align 4
  %659 = add nsw i32 %658, 1
  store i32 %659, ptr %657, align 4
  %660 = load i32, ptr %46, align 4
  %661 = add nsw i32 %660, 1
  store i32 %661, ptr %46, align 4
  br label %662

662:                                              ; preds = %654, %648
  br label %663

663:                                              ; preds = %662
  %664 = load i32, ptr %49, align 4
  %665 = add nsw i32 %664, 1
  store i32 %665, ptr %49, align 4
  br label %645, !llvm.loop !29

666:                                              ; preds = %645
  br label %667

667:                                              ; preds = %666
  %668 = load i32, ptr %48, align 4
  %669 = add nsw i32 %668, 1
  store i32 %669, ptr %48, align 4
  br label %639, !llvm.loop !30

670:                                              ; preds = %639
  store i32 0, ptr %20, align 4
  store i32 0, ptr %19, align 4
  store i32 0, ptr %50, align 4
  br label %671

671:                                              ; preds = %687, %670
  %672 = load i32, ptr %50, align 4
  %673 = icmp slt i32 %672, 100
  br i1 %673, label %674, label %690

674:                                              ; preds = %671
  %675 = load i32, ptr %50, align 4
  %676 = sext i32 %675 to i64
  %677 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %676
  %678 = load i32, ptr %677, align 4
  %679 = icmp ne i32 %678, 0
  br i1 %679, label %686, label %680

680:                                              ; preds = %674
  %681 = load i32, ptr %50, align 4
  %682 = load i32, ptr %20, align 4
  %683 = add nsw i32 %682, 1
  store i32 %683, ptr %20, align 4
  %684 = sext i32 %682 to i64
  %685 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %684
  store i32 %681, ptr %685, align 4
  br label %686

686:                                              ; preds = %680, %674
  br label %687

687:                                              ; preds = %686
  %688 = load i32, ptr %50, align 4
  %689 = add nsw i32 %688, 1
  store i32 %689, ptr %50, align 4
  br label %671, !llvm.loop !31

690:                                              ; preds = %671
  br label %691

691:                                              ; preds = %734, %690
  %692 = load i32, ptr %19, align 4
  %693 = load i32, ptr %20, align 4
  %694 = icmp slt i32 %692, %693
  br i1 %694, label %695, label %735

695:                                              ; preds = %691
  %696 = load i32, ptr %19, align 4
  %697 = add nsw i32 %696, 1
  store i32 %697, ptr %19, align 4
  %698 = sext i32 %696 to i64
  %699 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %698
  %700 = load i32, ptr %699, align 4
  store i32 %700, ptr %51, align 4
  %701 = load i32, ptr %51, align 4
  %702 = load i32, ptr %47, align 4
  %703 = add nsw i32 %702, 1
  store i32 %703, ptr %47, align 4
  %704 = sext i32 %702 to i64
  %705 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %704
  store i32 %701, ptr %705, align 4
  %706 = load i32, ptr %51, align 4
  %707 = add nsw i32 %706, 1
  store i32 %707, ptr %52, align 4
  br label %708

708:                                              ; preds = %731, %695
  %709 = load i32, ptr %52, align 4
  %710 = icmp slt i32 %709, 100
  br i1 %710, label %711, label %734

711:                                              ; preds = %708
  %712 = load i32, ptr %51, align 4
  %713 = load i32, ptr %52, align 4
  %714 = mul nsw i32 %712, %713
  %715 = srem i32 %714, 7
  %716 = icmp eq i32 %715, 1
  br i1 %716, label %717, label %730

717:                                              ; preds = %711
  %718 = load i32, ptr %52, align 4
  %719 = sext i32 %718 to i64
  %720 = getelementptr inbounds [400 x i32], ptr @main.indeg, i64 0, i64 %719
  %721 = load i32, ptr %720, align 4
  %722 = add nsw i32 %721, -1
  store i32 %722, ptr %720, align 4
  %723 = icmp eq i32 %722, 0
  br i1 %723, label %724, label %730

724:                                              ; preds = %717
  %725 = load i32, ptr %52, align 4
  %726 = load i32, ptr %20, align 4
  %727 = add nsw i32 %726, 1
  store i32 %727, ptr %20, align 4
  %728 = sext i32 %726 to i64
  %729 = getelementptr inbounds [400 x i32], ptr @main.q, i64 0, i64 %728
  store i32 %725, ptr %729, align 4
  br label %730

730:                                              ; preds = %724, %717, %711
  br label %731

731:                                              ; preds = %730
  %732 = load i32, ptr %52, align 4
  %733 = add nsw i32 %732, 1
  store i32 %733, ptr %52, align 4
  br label %708, !llvm.loop !32

734:                                              ; preds = %708
  br label %691, !llvm.loop !33

735:                                              ; preds = %691
  %736 = load i32, ptr %47, align 4
  %737 = load i32, ptr %46, align 4
  %738 = load i32, ptr @main.topo, align 4
  %739 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.topo, i64 0, i64 1), align 4
  %740 = load i32, ptr getelementptr inbounds ([400 x i32], ptr @main.topo, i64 0, i64 2), align 4
  %741 = load i32, ptr %47, align 4
  %742 = sub nsw i32 %741, 1
  %743 = sext i32 %742 to i64
  %744 = getelementptr inbounds [400 x i32], ptr @main.topo, i64 0, i64 %743
  %745 = load i32, ptr %744, align 4
  %746 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %736, i32 noundef %737, i32 noundef %738, i32 noundef %739, i32 noundef %740, i32 noundef %745)
  %747 = load i64, ptr %41, align 8
  %748 = srem i64 %747, 256
  %749 = trunc i64 %748 to i32
  ret i32 %749
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
  br label %18, !llvm.loop !34

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
  %9 = load i32, ptr @hk, align 4
  %10 = load ptr, ptr %3, align 8
  store i32 %9, ptr %10, align 4
  %11 = load i32, ptr @hv, align 4
  %12 = load ptr, ptr %4, align 8
  store i32 %11, ptr %12, align 4
  %13 = load i32, ptr @hn, align 4
  %14 = add nsw i32 %13, -1
  store i32 %14, ptr @hn, align 4
  %15 = load i32, ptr @hn, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [4800 x i32], ptr @hk, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr @hk, align 4
  %19 = load i32, ptr @hn, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [4800 x i32], ptr @hv, i64 0, i64 %20
  %22 = load i32, ptr %21, align 4
  store i32 %22, ptr @hv, align 4
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

declare i32 @printf(ptr noundef, ...) #3

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #3

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
  br label %3, !llvm.loop !35

25:                                               ; preds = %3
  %26 = load i32, ptr %2, align 4
  ret i32 %26
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
