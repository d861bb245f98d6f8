; ModuleID = 'programs/hash_table_open_addressing.c'
source_filename = "programs/hash_table_open_addressing.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.OA = type { ptr, i64, i64, i64 }
%struct.Slot = type { ptr, i32, i32 }

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

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.OA, align 8
  %2 = alloca [32 x i8], align 4
  %3 = alloca [8 x i8], align 1
  %4 = alloca [32 x i8], align 4
  %5 = alloca [16 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  %6 = tail call noalias dereferenceable_or_null(248) ptr @calloc(i64 noundef 31, i64 noundef 8) #12
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  br label %8

8:                                                ; preds = %0, %130
  %9 = phi i32 [ 0, %0 ], [ %127, %130 ]
  %10 = phi i32 [ 0, %0 ], [ %131, %130 ]
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  br label %21

13:                                               ; preds = %130
  %14 = getelementptr inbounds i8, ptr %1, i64 16
  %15 = load i64, ptr %14, align 8, !tbaa !6
  %16 = load i64, ptr %7, align 8, !tbaa !12
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %127, i64 noundef %15, i64 noundef %16)
  %18 = icmp eq i64 %16, 0
  %19 = add i64 %16, -1
  %20 = load ptr, ptr %1, align 8
  br label %136

21:                                               ; preds = %8, %123
  %22 = phi i8 [ 105, %8 ], [ %128, %123 ]
  %23 = phi i32 [ %9, %8 ], [ %127, %123 ]
  %24 = phi ptr [ @.str, %8 ], [ %44, %123 ]
  br label %25

25:                                               ; preds = %21, %35
  %26 = phi i8 [ %38, %35 ], [ %22, %21 ]
  %27 = phi i32 [ %36, %35 ], [ 0, %21 ]
  %28 = phi ptr [ %37, %35 ], [ %24, %21 ]
  switch i8 %26, label %29 [
    i8 0, label %39
    i8 32, label %39
  ]

29:                                               ; preds = %25
  %30 = icmp slt i32 %27, 31
  br i1 %30, label %31, label %35

31:                                               ; preds = %29
  %32 = add nsw i32 %27, 1
  %33 = sext i32 %27 to i64
  %34 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %33
  store i8 %26, ptr %34, align 1, !tbaa !13
  br label %35

35:                                               ; preds = %31, %29
  %36 = phi i32 [ %32, %31 ], [ %27, %29 ]
  %37 = getelementptr inbounds i8, ptr %28, i64 1
  %38 = load i8, ptr %37, align 1, !tbaa !13
  br label %25, !llvm.loop !14

39:                                               ; preds = %25, %25
  %40 = sext i32 %27 to i64
  %41 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %40
  store i8 0, ptr %41, align 1, !tbaa !13
  %42 = icmp ne i8 %26, 0
  %43 = zext i1 %42 to i64
  %44 = getelementptr inbounds i8, ptr %28, i64 %43
  br i1 %12, label %50, label %45

45:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 8, ptr noundef nonnull @.str.1, i32 noundef %10) #11
  %47 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13
  %48 = sub i64 31, %47
  %49 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull %3, i64 noundef %48) #11
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11
  br label %50

50:                                               ; preds = %45, %39
  %51 = load i64, ptr %7, align 8, !tbaa !12
  %52 = icmp eq i64 %51, 0
  br i1 %52, label %86, label %53

53:                                               ; preds = %50
  %54 = load i8, ptr %2, align 4, !tbaa !13
  %55 = icmp eq i8 %54, 0
  br i1 %55, label %66, label %56

56:                                               ; preds = %53, %56
  %57 = phi i8 [ %64, %56 ], [ %54, %53 ]
  %58 = phi i64 [ %63, %56 ], [ 1469598103934665603, %53 ]
  %59 = phi ptr [ %60, %56 ], [ %2, %53 ]
  %60 = getelementptr inbounds i8, ptr %59, i64 1
  %61 = zext i8 %57 to i64
  %62 = xor i64 %58, %61
  %63 = mul i64 %62, 1099511628211
  %64 = load i8, ptr %60, align 1, !tbaa !13
  %65 = icmp eq i8 %64, 0
  br i1 %65, label %66, label %56, !llvm.loop !16

66:                                               ; preds = %56, %53
  %67 = phi i64 [ 1469598103934665603, %53 ], [ %63, %56 ]
  %68 = add i64 %51, -1
  %69 = load ptr, ptr %1, align 8, !tbaa !17
  br label %70

70:                                               ; preds = %80, %66
  %71 = phi i64 [ %67, %66 ], [ %81, %80 ]
  %72 = and i64 %71, %68
  %73 = getelementptr inbounds %struct.Slot, ptr %69, i64 %72
  %74 = getelementptr inbounds i8, ptr %73, i64 12
  %75 = load i32, ptr %74, align 4, !tbaa !18
  switch i32 %75, label %80 [
    i32 0, label %86
    i32 1, label %76
  ]

76:                                               ; preds = %70
  %77 = load ptr, ptr %73, align 8, !tbaa !21
  %78 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %77, ptr noundef nonnull readonly dereferenceable(1) %2) #13
  %79 = icmp eq i32 %78, 0
  br i1 %79, label %82, label %80

80:                                               ; preds = %76, %70
  %81 = add i64 %72, 1
  br label %70, !llvm.loop !22

82:                                               ; preds = %76
  %83 = getelementptr inbounds i8, ptr %73, i64 8
  %84 = load i32, ptr %83, align 8, !tbaa !23
  %85 = add nsw i32 %84, 1
  br label %86

86:                                               ; preds = %70, %50, %82
  %87 = phi i32 [ %85, %82 ], [ 1, %50 ], [ 1, %70 ]
  call fastcc void @oa_put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %87)
  %88 = load i8, ptr %2, align 4, !tbaa !13
  %89 = icmp eq i8 %88, 0
  br i1 %89, label %100, label %90

90:                                               ; preds = %86, %90
  %91 = phi i8 [ %98, %90 ], [ %88, %86 ]
  %92 = phi i64 [ %97, %90 ], [ 1469598103934665603, %86 ]
  %93 = phi ptr [ %94, %90 ], [ %2, %86 ]
  %94 = getelementptr inbounds i8, ptr %93, i64 1
  %95 = zext i8 %91 to i64
  %96 = xor i64 %92, %95
  %97 = mul i64 %96, 1099511628211
  %98 = load i8, ptr %94, align 1, !tbaa !13
  %99 = icmp eq i8 %98, 0
  br i1 %99, label %100, label %90, !llvm.loop !16

100:                                              ; preds = %90, %86
  %101 = phi i64 [ 1469598103934665603, %86 ], [ %97, %90 ]
  %102 = urem i64 %101, 31
  %103 = getelementptr inbounds ptr, ptr %6, i64 %102
  %104 = load ptr, ptr %103, align 8, !tbaa !24
  %105 = icmp eq ptr %104, null
  br i1 %105, label %118, label %106

106:                                              ; preds = %100, %111
  %107 = phi ptr [ %113, %111 ], [ %104, %100 ]
  %108 = load ptr, ptr %107, align 8, !tbaa !25
  %109 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %108, ptr noundef nonnull readonly dereferenceable(1) %2) #13
  %110 = icmp eq i32 %109, 0
  br i1 %110, label %115, label %111

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %107, i64 16
  %113 = load ptr, ptr %112, align 8, !tbaa !24
  %114 = icmp eq ptr %113, null
  br i1 %114, label %118, label %106, !llvm.loop !27

115:                                              ; preds = %106
  %116 = getelementptr inbounds i8, ptr %107, i64 8
  %117 = load i32, ptr %116, align 4, !tbaa !28
  br label %123

118:                                              ; preds = %111, %100
  %119 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14
  %120 = call noalias ptr @strdup(ptr noundef nonnull readonly %2) #11
  store ptr %120, ptr %119, align 8, !tbaa !25
  %121 = getelementptr inbounds i8, ptr %119, i64 8
  store i32 0, ptr %121, align 8, !tbaa !29
  %122 = getelementptr inbounds i8, ptr %119, i64 16
  store ptr %104, ptr %122, align 8, !tbaa !30
  store ptr %119, ptr %103, align 8, !tbaa !24
  br label %123

123:                                              ; preds = %115, %118
  %124 = phi i32 [ 0, %118 ], [ %117, %115 ]
  %125 = phi ptr [ %121, %118 ], [ %116, %115 ]
  %126 = add nsw i32 %124, 1
  store i32 %126, ptr %125, align 4, !tbaa !28
  %127 = add nsw i32 %23, 1
  %128 = load i8, ptr %44, align 1, !tbaa !13
  %129 = icmp eq i8 %128, 0
  br i1 %129, label %130, label %21, !llvm.loop !31

130:                                              ; preds = %123
  %131 = add nuw nsw i32 %10, 1
  %132 = icmp eq i32 %131, 20
  br i1 %132, label %13, label %8, !llvm.loop !32

133:                                              ; preds = %208
  %134 = getelementptr inbounds i8, ptr %1, i64 24
  %135 = load i64, ptr %134, align 8, !tbaa !33
  br i1 %18, label %214, label %219

136:                                              ; preds = %13, %208
  %137 = phi i64 [ 0, %13 ], [ %211, %208 ]
  %138 = getelementptr inbounds [8 x ptr], ptr @__const.main.q, i64 0, i64 %137
  %139 = load ptr, ptr %138, align 8, !tbaa !24
  %140 = load i8, ptr %139, align 1, !tbaa !13
  br i1 %18, label %167, label %141

141:                                              ; preds = %136
  %142 = icmp eq i8 %140, 0
  br i1 %142, label %153, label %143

143:                                              ; preds = %141, %143
  %144 = phi i8 [ %151, %143 ], [ %140, %141 ]
  %145 = phi i64 [ %150, %143 ], [ 1469598103934665603, %141 ]
  %146 = phi ptr [ %147, %143 ], [ %139, %141 ]
  %147 = getelementptr inbounds i8, ptr %146, i64 1
  %148 = zext i8 %144 to i64
  %149 = xor i64 %145, %148
  %150 = mul i64 %149, 1099511628211
  %151 = load i8, ptr %147, align 1, !tbaa !13
  %152 = icmp eq i8 %151, 0
  br i1 %152, label %153, label %143, !llvm.loop !16

153:                                              ; preds = %143, %141
  %154 = phi i64 [ 1469598103934665603, %141 ], [ %150, %143 ]
  br label %155

155:                                              ; preds = %153, %165
  %156 = phi i64 [ %166, %165 ], [ %154, %153 ]
  %157 = and i64 %156, %19
  %158 = getelementptr inbounds %struct.Slot, ptr %20, i64 %157
  %159 = getelementptr inbounds i8, ptr %158, i64 12
  %160 = load i32, ptr %159, align 4, !tbaa !18
  switch i32 %160, label %165 [
    i32 0, label %167
    i32 1, label %161
  ]

161:                                              ; preds = %155
  %162 = load ptr, ptr %158, align 8, !tbaa !21
  %163 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %162, ptr noundef nonnull readonly dereferenceable(1) %139) #13
  %164 = icmp eq i32 %163, 0
  br i1 %164, label %167, label %165

165:                                              ; preds = %161, %155
  %166 = add i64 %157, 1
  br label %155, !llvm.loop !22

167:                                              ; preds = %155, %161, %136
  %168 = phi ptr [ null, %136 ], [ %158, %161 ], [ null, %155 ]
  %169 = icmp eq i8 %140, 0
  br i1 %169, label %180, label %170

170:                                              ; preds = %167, %170
  %171 = phi i8 [ %178, %170 ], [ %140, %167 ]
  %172 = phi i64 [ %177, %170 ], [ 1469598103934665603, %167 ]
  %173 = phi ptr [ %174, %170 ], [ %139, %167 ]
  %174 = getelementptr inbounds i8, ptr %173, i64 1
  %175 = zext i8 %171 to i64
  %176 = xor i64 %172, %175
  %177 = mul i64 %176, 1099511628211
  %178 = load i8, ptr %174, align 1, !tbaa !13
  %179 = icmp eq i8 %178, 0
  br i1 %179, label %180, label %170, !llvm.loop !16

180:                                              ; preds = %170, %167
  %181 = phi i64 [ 1469598103934665603, %167 ], [ %177, %170 ]
  %182 = urem i64 %181, 31
  %183 = getelementptr inbounds ptr, ptr %6, i64 %182
  %184 = load ptr, ptr %183, align 8, !tbaa !24
  %185 = icmp eq ptr %184, null
  br i1 %185, label %197, label %186

186:                                              ; preds = %180, %191
  %187 = phi ptr [ %193, %191 ], [ %184, %180 ]
  %188 = load ptr, ptr %187, align 8, !tbaa !25
  %189 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %188, ptr noundef nonnull readonly dereferenceable(1) %139) #13
  %190 = icmp eq i32 %189, 0
  br i1 %190, label %195, label %191

191:                                              ; preds = %186
  %192 = getelementptr inbounds i8, ptr %187, i64 16
  %193 = load ptr, ptr %192, align 8, !tbaa !24
  %194 = icmp eq ptr %193, null
  br i1 %194, label %197, label %186, !llvm.loop !27

195:                                              ; preds = %186
  %196 = getelementptr inbounds i8, ptr %187, i64 8
  br label %197

197:                                              ; preds = %191, %180, %195
  %198 = phi ptr [ %196, %195 ], [ null, %180 ], [ null, %191 ]
  %199 = icmp eq ptr %168, null
  br i1 %199, label %203, label %200

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %168, i64 8
  %202 = load i32, ptr %201, align 8, !tbaa !23
  br label %203

203:                                              ; preds = %197, %200
  %204 = phi i32 [ %202, %200 ], [ -1, %197 ]
  %205 = icmp eq ptr %198, null
  br i1 %205, label %208, label %206

206:                                              ; preds = %203
  %207 = load i32, ptr %198, align 4, !tbaa !28
  br label %208

208:                                              ; preds = %203, %206
  %209 = phi i32 [ %207, %206 ], [ -1, %203 ]
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %139, i32 noundef %204, i32 noundef %209)
  %211 = add nuw nsw i64 %137, 1
  %212 = icmp eq i64 %211, 8
  br i1 %212, label %133, label %136, !llvm.loop !34

213:                                              ; preds = %269
  store i64 %270, ptr %134, align 8, !tbaa !33
  br label %214

214:                                              ; preds = %133, %213
  %215 = phi i64 [ %270, %213 ], [ %135, %133 ]
  %216 = phi i64 [ %271, %213 ], [ %15, %133 ]
  %217 = phi i32 [ %272, %213 ], [ 0, %133 ]
  store i64 %216, ptr %14, align 8, !tbaa !6
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %217, i64 noundef %216, i64 noundef %215)
  br label %280

219:                                              ; preds = %133, %269
  %220 = phi i64 [ %270, %269 ], [ %135, %133 ]
  %221 = phi i64 [ %273, %269 ], [ 0, %133 ]
  %222 = phi i32 [ %272, %269 ], [ 0, %133 ]
  %223 = phi i64 [ %271, %269 ], [ %15, %133 ]
  %224 = getelementptr inbounds %struct.Slot, ptr %20, i64 %221
  %225 = getelementptr inbounds i8, ptr %224, i64 12
  %226 = load i32, ptr %225, align 4, !tbaa !18
  %227 = icmp eq i32 %226, 1
  br i1 %227, label %228, label %269

228:                                              ; preds = %219
  %229 = getelementptr inbounds i8, ptr %224, i64 8
  %230 = load i32, ptr %229, align 8, !tbaa !23
  %231 = icmp slt i32 %230, 10
  br i1 %231, label %232, label %269

232:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11
  %233 = load ptr, ptr %224, align 8, !tbaa !21
  %234 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %233) #11
  %235 = load i8, ptr %4, align 4, !tbaa !13
  %236 = icmp eq i8 %235, 0
  br i1 %236, label %247, label %237

237:                                              ; preds = %232, %237
  %238 = phi i8 [ %245, %237 ], [ %235, %232 ]
  %239 = phi i64 [ %244, %237 ], [ 1469598103934665603, %232 ]
  %240 = phi ptr [ %241, %237 ], [ %4, %232 ]
  %241 = getelementptr inbounds i8, ptr %240, i64 1
  %242 = zext i8 %238 to i64
  %243 = xor i64 %239, %242
  %244 = mul i64 %243, 1099511628211
  %245 = load i8, ptr %241, align 1, !tbaa !13
  %246 = icmp eq i8 %245, 0
  br i1 %246, label %247, label %237, !llvm.loop !16

247:                                              ; preds = %237, %232
  %248 = phi i64 [ 1469598103934665603, %232 ], [ %244, %237 ]
  br label %249

249:                                              ; preds = %247, %259
  %250 = phi i64 [ %260, %259 ], [ %248, %247 ]
  %251 = and i64 %250, %19
  %252 = getelementptr inbounds %struct.Slot, ptr %20, i64 %251
  %253 = getelementptr inbounds i8, ptr %252, i64 12
  %254 = load i32, ptr %253, align 4, !tbaa !18
  switch i32 %254, label %259 [
    i32 0, label %265
    i32 1, label %255
  ]

255:                                              ; preds = %249
  %256 = load ptr, ptr %252, align 8, !tbaa !21
  %257 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %256, ptr noundef nonnull readonly dereferenceable(1) %4) #13
  %258 = icmp eq i32 %257, 0
  br i1 %258, label %261, label %259

259:                                              ; preds = %255, %249
  %260 = add i64 %251, 1
  br label %249, !llvm.loop !22

261:                                              ; preds = %255
  %262 = getelementptr inbounds i8, ptr %252, i64 12
  call void @free(ptr noundef %256) #11
  store ptr null, ptr %252, align 8, !tbaa !21
  store i32 2, ptr %262, align 4, !tbaa !18
  %263 = add i64 %223, -1
  %264 = add i64 %220, 1
  br label %265

265:                                              ; preds = %249, %261
  %266 = phi i64 [ %264, %261 ], [ %220, %249 ]
  %267 = phi i64 [ %263, %261 ], [ %223, %249 ]
  %268 = add nsw i32 %254, %222
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11
  br label %269

269:                                              ; preds = %219, %228, %265
  %270 = phi i64 [ %266, %265 ], [ %220, %228 ], [ %220, %219 ]
  %271 = phi i64 [ %267, %265 ], [ %223, %228 ], [ %223, %219 ]
  %272 = phi i32 [ %268, %265 ], [ %222, %228 ], [ %222, %219 ]
  %273 = add nuw i64 %221, 1
  %274 = icmp eq i64 %273, %16
  br i1 %274, label %213, label %219, !llvm.loop !35

275:                                              ; preds = %280
  %276 = load i64, ptr %7, align 8, !tbaa !12
  %277 = icmp eq i64 %276, 0
  br i1 %277, label %285, label %278

278:                                              ; preds = %275
  %279 = load ptr, ptr %1, align 8, !tbaa !17
  br label %289

280:                                              ; preds = %214, %280
  %281 = phi i32 [ 0, %214 ], [ %283, %280 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #11
  %282 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 16, ptr noundef nonnull @.str.13, i32 noundef %281) #11
  call fastcc void @oa_put(ptr noundef nonnull %1, ptr noundef nonnull %5, i32 noundef %281)
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #11
  %283 = add nuw nsw i32 %281, 1
  %284 = icmp eq i32 %283, 200
  br i1 %284, label %275, label %280, !llvm.loop !36

285:                                              ; preds = %301, %275
  %286 = phi i64 [ 0, %275 ], [ %302, %301 ]
  %287 = load i64, ptr %14, align 8, !tbaa !6
  %288 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %287, i64 noundef %276, i64 noundef %286)
  br label %308

289:                                              ; preds = %278, %301
  %290 = phi i64 [ 0, %278 ], [ %303, %301 ]
  %291 = phi i64 [ 0, %278 ], [ %302, %301 ]
  %292 = getelementptr inbounds %struct.Slot, ptr %279, i64 %290
  %293 = getelementptr inbounds i8, ptr %292, i64 12
  %294 = load i32, ptr %293, align 4, !tbaa !18
  %295 = icmp eq i32 %294, 1
  br i1 %295, label %296, label %301

296:                                              ; preds = %289
  %297 = getelementptr inbounds i8, ptr %292, i64 8
  %298 = load i32, ptr %297, align 8, !tbaa !23
  %299 = sext i32 %298 to i64
  %300 = add nsw i64 %291, %299
  br label %301

301:                                              ; preds = %289, %296
  %302 = phi i64 [ %300, %296 ], [ %291, %289 ]
  %303 = add nuw i64 %290, 1
  %304 = icmp eq i64 %303, %276
  br i1 %304, label %285, label %289, !llvm.loop !37

305:                                              ; preds = %314
  %306 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %316)
  %307 = load ptr, ptr %1, align 8, !tbaa !17
  br i1 %277, label %326, label %327

308:                                              ; preds = %285, %314
  %309 = phi i64 [ 0, %285 ], [ %317, %314 ]
  %310 = phi i64 [ 0, %285 ], [ %316, %314 ]
  %311 = getelementptr inbounds ptr, ptr %6, i64 %309
  %312 = load ptr, ptr %311, align 8, !tbaa !24
  %313 = icmp eq ptr %312, null
  br i1 %313, label %314, label %319

314:                                              ; preds = %319, %308
  %315 = phi i64 [ 0, %308 ], [ %322, %319 ]
  %316 = call i64 @llvm.umax.i64(i64 %315, i64 %310)
  %317 = add nuw nsw i64 %309, 1
  %318 = icmp eq i64 %317, 31
  br i1 %318, label %305, label %308, !llvm.loop !38

319:                                              ; preds = %308, %319
  %320 = phi ptr [ %324, %319 ], [ %312, %308 ]
  %321 = phi i64 [ %322, %319 ], [ 0, %308 ]
  %322 = add i64 %321, 1
  %323 = getelementptr inbounds i8, ptr %320, i64 16
  %324 = load ptr, ptr %323, align 8, !tbaa !24
  %325 = icmp eq ptr %324, null
  br i1 %325, label %314, label %319, !llvm.loop !39

326:                                              ; preds = %335, %305
  call void @free(ptr noundef %307) #11
  br label %341

327:                                              ; preds = %305, %335
  %328 = phi i64 [ %336, %335 ], [ 0, %305 ]
  %329 = getelementptr inbounds %struct.Slot, ptr %307, i64 %328
  %330 = getelementptr inbounds i8, ptr %329, i64 12
  %331 = load i32, ptr %330, align 4, !tbaa !18
  %332 = icmp eq i32 %331, 1
  br i1 %332, label %333, label %335

333:                                              ; preds = %327
  %334 = load ptr, ptr %329, align 8, !tbaa !21
  call void @free(ptr noundef %334) #11
  br label %335

335:                                              ; preds = %327, %333
  %336 = add nuw i64 %328, 1
  %337 = icmp eq i64 %336, %276
  br i1 %337, label %326, label %327, !llvm.loop !40

338:                                              ; preds = %346
  call void @free(ptr noundef %6) #11
  %339 = srem i64 %286, 256
  %340 = trunc nsw i64 %339 to i32
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11
  ret i32 %340

341:                                              ; preds = %326, %346
  %342 = phi i64 [ 0, %326 ], [ %347, %346 ]
  %343 = getelementptr inbounds ptr, ptr %6, i64 %342
  %344 = load ptr, ptr %343, align 8, !tbaa !24
  %345 = icmp eq ptr %344, null
  br i1 %345, label %346, label %349

346:                                              ; preds = %349, %341
  %347 = add nuw nsw i64 %342, 1
  %348 = icmp eq i64 %347, 31
  br i1 %348, label %338, label %341, !llvm.loop !41

349:                                              ; preds = %341, %349
  %350 = phi ptr [ %352, %349 ], [ %344, %341 ]
  %351 = getelementptr inbounds i8, ptr %350, i64 16
  %352 = load ptr, ptr %351, align 8, !tbaa !30
  %353 = load ptr, ptr %350, align 8, !tbaa !25
  call void @free(ptr noundef %353) #11
  call void @free(ptr noundef nonnull %350) #11
  %354 = icmp eq ptr %352, null
  br i1 %354, label %346, label %349, !llvm.loop !42
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @oa_put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = getelementptr inbounds i8, ptr %0, i64 16
  %5 = load i64, ptr %4, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !33
  %8 = add i64 %7, %5
  %9 = shl i64 %8, 2
  %10 = add i64 %9, 4
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load i64, ptr %11, align 8, !tbaa !12
  %13 = mul i64 %12, 3
  %14 = icmp ugt i64 %10, %13
  br i1 %14, label %15, label %37

15:                                               ; preds = %3
  %16 = load ptr, ptr %0, align 8, !tbaa !17
  %17 = icmp eq i64 %12, 0
  %18 = shl i64 %12, 1
  %19 = select i1 %17, i64 8, i64 %18
  store i64 %19, ptr %11, align 8, !tbaa !12
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef 16) #12
  store ptr %20, ptr %0, align 8, !tbaa !17
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false)
  br i1 %17, label %35, label %21

21:                                               ; preds = %15, %32
  %22 = phi i64 [ %33, %32 ], [ 0, %15 ]
  %23 = getelementptr inbounds %struct.Slot, ptr %16, i64 %22
  %24 = getelementptr inbounds i8, ptr %23, i64 12
  %25 = load i32, ptr %24, align 4, !tbaa !18
  %26 = icmp eq i32 %25, 1
  br i1 %26, label %27, label %32

27:                                               ; preds = %21
  %28 = load ptr, ptr %23, align 8, !tbaa !21
  %29 = getelementptr inbounds i8, ptr %23, i64 8
  %30 = load i32, ptr %29, align 8, !tbaa !23
  tail call fastcc void @oa_put(ptr noundef nonnull %0, ptr noundef %28, i32 noundef %30)
  %31 = load ptr, ptr %23, align 8, !tbaa !21
  tail call void @free(ptr noundef %31) #11
  br label %32

32:                                               ; preds = %27, %21
  %33 = add nuw i64 %22, 1
  %34 = icmp eq i64 %33, %12
  br i1 %34, label %35, label %21, !llvm.loop !43

35:                                               ; preds = %32, %15
  tail call void @free(ptr noundef %16) #11
  %36 = load i64, ptr %11, align 8, !tbaa !12
  br label %37

37:                                               ; preds = %35, %3
  %38 = phi i64 [ %36, %35 ], [ %12, %3 ]
  %39 = icmp eq i64 %38, 0
  %40 = load i8, ptr %1, align 1, !tbaa !13
  br i1 %39, label %71, label %41

41:                                               ; preds = %37
  %42 = icmp eq i8 %40, 0
  br i1 %42, label %53, label %43

43:                                               ; preds = %41, %43
  %44 = phi i8 [ %51, %43 ], [ %40, %41 ]
  %45 = phi i64 [ %50, %43 ], [ 1469598103934665603, %41 ]
  %46 = phi ptr [ %47, %43 ], [ %1, %41 ]
  %47 = getelementptr inbounds i8, ptr %46, i64 1
  %48 = zext i8 %44 to i64
  %49 = xor i64 %45, %48
  %50 = mul i64 %49, 1099511628211
  %51 = load i8, ptr %47, align 1, !tbaa !13
  %52 = icmp eq i8 %51, 0
  br i1 %52, label %53, label %43, !llvm.loop !16

53:                                               ; preds = %43, %41
  %54 = phi i64 [ 1469598103934665603, %41 ], [ %50, %43 ]
  %55 = add i64 %38, -1
  %56 = load ptr, ptr %0, align 8, !tbaa !17
  br label %57

57:                                               ; preds = %67, %53
  %58 = phi i64 [ %54, %53 ], [ %68, %67 ]
  %59 = and i64 %58, %55
  %60 = getelementptr inbounds %struct.Slot, ptr %56, i64 %59
  %61 = getelementptr inbounds i8, ptr %60, i64 12
  %62 = load i32, ptr %61, align 4, !tbaa !18
  switch i32 %62, label %67 [
    i32 0, label %71
    i32 1, label %63
  ]

63:                                               ; preds = %57
  %64 = load ptr, ptr %60, align 8, !tbaa !21
  %65 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull readonly dereferenceable(1) %1) #13
  %66 = icmp eq i32 %65, 0
  br i1 %66, label %69, label %67

67:                                               ; preds = %63, %57
  %68 = add i64 %59, 1
  br label %57, !llvm.loop !22

69:                                               ; preds = %63
  %70 = getelementptr inbounds i8, ptr %60, i64 8
  store i32 %2, ptr %70, align 8, !tbaa !23
  br label %103

71:                                               ; preds = %57, %37
  %72 = icmp eq i8 %40, 0
  br i1 %72, label %83, label %73

73:                                               ; preds = %71, %73
  %74 = phi i8 [ %81, %73 ], [ %40, %71 ]
  %75 = phi i64 [ %80, %73 ], [ 1469598103934665603, %71 ]
  %76 = phi ptr [ %77, %73 ], [ %1, %71 ]
  %77 = getelementptr inbounds i8, ptr %76, i64 1
  %78 = zext i8 %74 to i64
  %79 = xor i64 %75, %78
  %80 = mul i64 %79, 1099511628211
  %81 = load i8, ptr %77, align 1, !tbaa !13
  %82 = icmp eq i8 %81, 0
  br i1 %82, label %83, label %73, !llvm.loop !16

83:                                               ; preds = %73, %71
  %84 = phi i64 [ 1469598103934665603, %71 ], [ %80, %73 ]
  %85 = add i64 %38, -1
  %86 = load ptr, ptr %0, align 8, !tbaa !17
  br label %87

87:                                               ; preds = %92, %83
  %88 = phi i64 [ %84, %83 ], [ %93, %92 ]
  %89 = and i64 %88, %85
  %90 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89, i32 2
  %91 = load i32, ptr %90, align 4, !tbaa !18
  switch i32 %91, label %97 [
    i32 1, label %92
    i32 2, label %94
  ]

92:                                               ; preds = %87
  %93 = add i64 %89, 1
  br label %87, !llvm.loop !44

94:                                               ; preds = %87
  %95 = load i64, ptr %6, align 8, !tbaa !33
  %96 = add i64 %95, -1
  store i64 %96, ptr %6, align 8, !tbaa !33
  br label %97

97:                                               ; preds = %87, %94
  %98 = tail call noalias ptr @strdup(ptr noundef nonnull %1) #11
  %99 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89
  store ptr %98, ptr %99, align 8, !tbaa !21
  %100 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89, i32 1
  store i32 %2, ptr %100, align 8, !tbaa !23
  store i32 1, ptr %90, align 4, !tbaa !18
  %101 = load i64, ptr %4, align 8, !tbaa !6
  %102 = add i64 %101, 1
  store i64 %102, ptr %4, align 8, !tbaa !6
  br label %103

103:                                              ; preds = %97, %69
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !11, i64 16}
!7 = !{!"", !8, i64 0, !11, i64 8, !11, i64 16, !11, i64 24}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!7, !8, i64 0}
!18 = !{!19, !20, i64 12}
!19 = !{!"", !8, i64 0, !20, i64 8, !20, i64 12}
!20 = !{!"int", !9, i64 0}
!21 = !{!19, !8, i64 0}
!22 = distinct !{!22, !15}
!23 = !{!19, !20, i64 8}
!24 = !{!8, !8, i64 0}
!25 = !{!26, !8, i64 0}
!26 = !{!"E", !8, i64 0, !20, i64 8, !8, i64 16}
!27 = distinct !{!27, !15}
!28 = !{!20, !20, i64 0}
!29 = !{!26, !20, i64 8}
!30 = !{!26, !8, i64 16}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = !{!7, !11, i64 24}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = distinct !{!37, !15}
!38 = distinct !{!38, !15}
!39 = distinct !{!39, !15}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = distinct !{!43, !15}
!44 = distinct !{!44, !15}
