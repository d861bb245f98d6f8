; ModuleID = 'programs/lru_cache.c'
source_filename = "programs/lru_cache.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.LRU = type { ptr, i32, i32, i32, %struct.E, i64, i64, i64 }
%struct.E = type { i32, i32, ptr, ptr, ptr }
%struct.Naive = type { [256 x i32], [256 x i64], i32, i32, i64, i64 }

@__const.main.caps = private unnamed_addr constant [3 x i32] [i32 8, i32 32, i32 128], align 4
@.str = private unnamed_addr constant [71 x i8] c"cap=%d hits=%ld misses=%ld evictions=%ld naive_hits=%ld mismatches=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"  mru:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.LRU, align 8
  %2 = alloca %struct.Naive, align 8
  %3 = getelementptr inbounds i8, ptr %1, i64 8
  %4 = getelementptr inbounds i8, ptr %1, i64 12
  %5 = getelementptr inbounds i8, ptr %1, i64 16
  %6 = getelementptr inbounds i8, ptr %1, i64 24
  %7 = getelementptr inbounds i8, ptr %1, i64 40
  %8 = getelementptr inbounds i8, ptr %1, i64 32
  %9 = getelementptr inbounds i8, ptr %1, i64 56
  %10 = getelementptr inbounds i8, ptr %2, i64 3076
  %11 = getelementptr inbounds i8, ptr %2, i64 3080
  %12 = getelementptr inbounds i8, ptr %2, i64 3072
  %13 = getelementptr inbounds i8, ptr %1, i64 64
  %14 = getelementptr inbounds i8, ptr %1, i64 72
  %15 = getelementptr inbounds i8, ptr %2, i64 1024
  %16 = getelementptr inbounds i8, ptr %2, i64 3088
  br label %18

17:                                               ; preds = %299
  ret i32 0

18:                                               ; preds = %0, %299
  %19 = phi i64 [ 0, %0 ], [ %301, %299 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8
  %20 = getelementptr inbounds [3 x i32], ptr @__const.main.caps, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !5
  %22 = shl nsw i32 %21, 1
  %23 = or disjoint i32 %22, 1
  store i32 %23, ptr %3, align 8, !tbaa !9
  %24 = sext i32 %23 to i64
  %25 = call noalias ptr @calloc(i64 noundef %24, i64 noundef 8) #9
  store ptr %25, ptr %1, align 8, !tbaa !14
  store i32 %21, ptr %4, align 4, !tbaa !15
  store i32 0, ptr %5, align 8, !tbaa !16
  store ptr %6, ptr %7, align 8, !tbaa !17
  store ptr %6, ptr %8, align 8, !tbaa !18
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 3096, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3096) %2, i8 0, i64 3096, i1 false)
  store i32 %21, ptr %10, align 4, !tbaa !19
  br label %34

26:                                               ; preds = %272
  %27 = load i64, ptr %9, align 8, !tbaa !21
  %28 = load i64, ptr %13, align 8, !tbaa !22
  %29 = load i64, ptr %16, align 8, !tbaa !23
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i64 noundef %27, i64 noundef %28, i64 noundef %160, i64 noundef %29, i32 noundef %276)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %32 = load ptr, ptr %7, align 8, !tbaa !17
  %33 = icmp eq ptr %32, %6
  br i1 %33, label %279, label %283

34:                                               ; preds = %18, %272
  %35 = phi i64 [ 0, %18 ], [ %160, %272 ]
  %36 = phi i32 [ 0, %18 ], [ %161, %272 ]
  %37 = phi i32 [ %23, %18 ], [ %162, %272 ]
  %38 = phi i32 [ 1, %18 ], [ %42, %272 ]
  %39 = phi i32 [ 0, %18 ], [ %277, %272 ]
  %40 = phi i32 [ 0, %18 ], [ %276, %272 ]
  %41 = mul i32 %38, 1664525
  %42 = add i32 %41, 1013904223
  %43 = lshr i32 %42, 8
  %44 = urem i32 %43, 1000
  %45 = trunc nuw nsw i32 %44 to i16
  %46 = urem i16 %45, 50
  %47 = zext nneg i16 %46 to i32
  %48 = icmp slt i32 %42, 0
  %49 = select i1 %48, i32 %47, i32 %44
  %50 = load ptr, ptr %1, align 8, !tbaa !14
  %51 = mul i32 %49, -1640531535
  %52 = urem i32 %51, %37
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds ptr, ptr %50, i64 %53
  %55 = load ptr, ptr %54, align 8, !tbaa !24
  %56 = icmp eq ptr %55, null
  br i1 %56, label %57, label %61

57:                                               ; preds = %34
  %58 = load i64, ptr %13, align 8, !tbaa !22
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr %13, align 8, !tbaa !22
  %60 = mul nuw nsw i32 %49, 3
  br label %91

61:                                               ; preds = %34, %65
  %62 = phi ptr [ %67, %65 ], [ %55, %34 ]
  %63 = load i32, ptr %62, align 8, !tbaa !25
  %64 = icmp eq i32 %63, %49
  br i1 %64, label %142, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %62, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !24
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %61, !llvm.loop !26

69:                                               ; preds = %65
  %70 = load i64, ptr %13, align 8, !tbaa !22
  %71 = add nsw i64 %70, 1
  store i64 %71, ptr %13, align 8, !tbaa !22
  %72 = mul nuw nsw i32 %49, 3
  br label %73

73:                                               ; preds = %69, %77
  %74 = phi ptr [ %79, %77 ], [ %55, %69 ]
  %75 = load i32, ptr %74, align 8, !tbaa !25
  %76 = icmp eq i32 %75, %49
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %74, i64 24
  %79 = load ptr, ptr %78, align 8, !tbaa !24
  %80 = icmp eq ptr %79, null
  br i1 %80, label %91, label %73, !llvm.loop !26

81:                                               ; preds = %73
  %82 = getelementptr inbounds i8, ptr %74, i64 4
  store i32 %72, ptr %82, align 4, !tbaa !28
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !29
  %85 = getelementptr inbounds i8, ptr %74, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !30
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  store ptr %84, ptr %87, align 8, !tbaa !29
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr %86, ptr %88, align 8, !tbaa !30
  %89 = load ptr, ptr %7, align 8, !tbaa !17
  store ptr %89, ptr %83, align 8, !tbaa !29
  store ptr %6, ptr %85, align 8, !tbaa !30
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  store ptr %74, ptr %90, align 8, !tbaa !30
  store ptr %74, ptr %7, align 8, !tbaa !17
  br label %159

91:                                               ; preds = %77, %57
  %92 = phi i32 [ %60, %57 ], [ %72, %77 ]
  %93 = load i32, ptr %4, align 4, !tbaa !15
  %94 = icmp eq i32 %36, %93
  br i1 %94, label %95, label %126

95:                                               ; preds = %91
  %96 = load ptr, ptr %8, align 8, !tbaa !18
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !29
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !30
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store ptr %98, ptr %101, align 8, !tbaa !29
  %102 = getelementptr inbounds i8, ptr %98, i64 8
  store ptr %100, ptr %102, align 8, !tbaa !30
  %103 = load i32, ptr %96, align 8, !tbaa !25
  %104 = mul i32 %103, -1640531535
  %105 = urem i32 %104, %37
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds ptr, ptr %50, i64 %106
  br label %108

108:                                              ; preds = %108, %95
  %109 = phi ptr [ %107, %95 ], [ %112, %108 ]
  %110 = load ptr, ptr %109, align 8, !tbaa !24
  %111 = icmp eq ptr %110, %96
  %112 = getelementptr inbounds i8, ptr %110, i64 24
  br i1 %111, label %113, label %108, !llvm.loop !31

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %96, i64 24
  %115 = load ptr, ptr %114, align 8, !tbaa !32
  store ptr %115, ptr %109, align 8, !tbaa !24
  call void @free(ptr noundef %96) #8
  %116 = load i32, ptr %5, align 8, !tbaa !16
  %117 = add nsw i32 %116, -1
  %118 = load i64, ptr %14, align 8, !tbaa !33
  %119 = add nsw i64 %118, 1
  store i64 %119, ptr %14, align 8, !tbaa !33
  %120 = load i32, ptr %3, align 8, !tbaa !9
  %121 = load ptr, ptr %1, align 8, !tbaa !14
  %122 = urem i32 %51, %120
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds ptr, ptr %121, i64 %123
  %125 = load ptr, ptr %124, align 8, !tbaa !24
  br label %126

126:                                              ; preds = %113, %91
  %127 = phi i64 [ %119, %113 ], [ %35, %91 ]
  %128 = phi ptr [ %125, %113 ], [ %55, %91 ]
  %129 = phi i32 [ %120, %113 ], [ %37, %91 ]
  %130 = phi i64 [ %123, %113 ], [ %53, %91 ]
  %131 = phi i32 [ %117, %113 ], [ %36, %91 ]
  %132 = phi ptr [ %121, %113 ], [ %50, %91 ]
  %133 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  store i32 %49, ptr %133, align 8, !tbaa !25
  %134 = getelementptr inbounds i8, ptr %133, i64 4
  store i32 %92, ptr %134, align 4, !tbaa !28
  %135 = getelementptr inbounds ptr, ptr %132, i64 %130
  %136 = getelementptr inbounds i8, ptr %133, i64 24
  store ptr %128, ptr %136, align 8, !tbaa !32
  store ptr %133, ptr %135, align 8, !tbaa !24
  %137 = load ptr, ptr %7, align 8, !tbaa !17
  %138 = getelementptr inbounds i8, ptr %133, i64 16
  store ptr %137, ptr %138, align 8, !tbaa !29
  %139 = getelementptr inbounds i8, ptr %133, i64 8
  store ptr %6, ptr %139, align 8, !tbaa !30
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %133, ptr %140, align 8, !tbaa !30
  store ptr %133, ptr %7, align 8, !tbaa !17
  %141 = add nsw i32 %131, 1
  store i32 %141, ptr %5, align 8, !tbaa !16
  br label %159

142:                                              ; preds = %61
  %143 = load i64, ptr %9, align 8, !tbaa !21
  %144 = add nsw i64 %143, 1
  store i64 %144, ptr %9, align 8, !tbaa !21
  %145 = getelementptr inbounds i8, ptr %62, i64 16
  %146 = load ptr, ptr %145, align 8, !tbaa !29
  %147 = getelementptr inbounds i8, ptr %62, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !30
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  store ptr %146, ptr %149, align 8, !tbaa !29
  %150 = getelementptr inbounds i8, ptr %146, i64 8
  store ptr %148, ptr %150, align 8, !tbaa !30
  %151 = load ptr, ptr %7, align 8, !tbaa !17
  store ptr %151, ptr %145, align 8, !tbaa !29
  store ptr %6, ptr %147, align 8, !tbaa !30
  %152 = getelementptr inbounds i8, ptr %151, i64 8
  store ptr %62, ptr %152, align 8, !tbaa !30
  store ptr %62, ptr %7, align 8, !tbaa !17
  %153 = getelementptr inbounds i8, ptr %62, i64 4
  %154 = load i32, ptr %153, align 4, !tbaa !28
  %155 = mul nuw nsw i32 %49, 3
  %156 = icmp ne i32 %154, %155
  %157 = zext i1 %156 to i32
  %158 = add nsw i32 %40, %157
  br label %159

159:                                              ; preds = %126, %81, %142
  %160 = phi i64 [ %35, %142 ], [ %35, %81 ], [ %127, %126 ]
  %161 = phi i32 [ %36, %142 ], [ %36, %81 ], [ %141, %126 ]
  %162 = phi i32 [ %37, %142 ], [ %37, %81 ], [ %129, %126 ]
  %163 = phi i32 [ 1, %142 ], [ 0, %81 ], [ 0, %126 ]
  %164 = phi i32 [ %158, %142 ], [ %40, %81 ], [ %40, %126 ]
  %165 = load i64, ptr %11, align 8, !tbaa !34
  %166 = add nsw i64 %165, 1
  store i64 %166, ptr %11, align 8, !tbaa !34
  %167 = load i32, ptr %12, align 8, !tbaa !35
  %168 = icmp sgt i32 %167, 0
  br i1 %168, label %169, label %183

169:                                              ; preds = %159
  %170 = zext nneg i32 %167 to i64
  br label %174

171:                                              ; preds = %174
  %172 = add nuw nsw i64 %175, 1
  %173 = icmp eq i64 %172, %170
  br i1 %173, label %183, label %174, !llvm.loop !36

174:                                              ; preds = %171, %169
  %175 = phi i64 [ 0, %169 ], [ %172, %171 ]
  %176 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !5
  %178 = icmp eq i32 %177, %49
  br i1 %178, label %179, label %171

179:                                              ; preds = %174
  %180 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %175
  store i64 %166, ptr %180, align 8, !tbaa !37
  %181 = load i64, ptr %16, align 8, !tbaa !23
  %182 = add nsw i64 %181, 1
  store i64 %182, ptr %16, align 8, !tbaa !23
  br label %272

183:                                              ; preds = %171, %159
  %184 = load i32, ptr %10, align 4, !tbaa !19
  %185 = icmp slt i32 %167, %184
  br i1 %185, label %196, label %186

186:                                              ; preds = %183
  %187 = icmp sgt i32 %167, 1
  br i1 %187, label %188, label %226

188:                                              ; preds = %186
  %189 = zext nneg i32 %167 to i64
  %190 = add nsw i64 %189, -1
  %191 = add nsw i64 %189, -2
  %192 = and i64 %190, 3
  %193 = icmp ult i64 %191, 3
  br i1 %193, label %203, label %194

194:                                              ; preds = %188
  %195 = and i64 %190, -4
  br label %230

196:                                              ; preds = %183
  %197 = sext i32 %167 to i64
  %198 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %197
  store i32 %49, ptr %198, align 4, !tbaa !5
  %199 = load i32, ptr %12, align 8, !tbaa !35
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %12, align 8, !tbaa !35
  %201 = sext i32 %199 to i64
  %202 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %201
  store i64 %166, ptr %202, align 8, !tbaa !37
  br label %272

203:                                              ; preds = %230, %188
  %204 = phi i32 [ poison, %188 ], [ %268, %230 ]
  %205 = phi i64 [ 1, %188 ], [ %269, %230 ]
  %206 = phi i32 [ 0, %188 ], [ %268, %230 ]
  %207 = icmp eq i64 %192, 0
  br i1 %207, label %223, label %208

208:                                              ; preds = %203, %208
  %209 = phi i64 [ %220, %208 ], [ %205, %203 ]
  %210 = phi i32 [ %219, %208 ], [ %206, %203 ]
  %211 = phi i64 [ %221, %208 ], [ 0, %203 ]
  %212 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %209
  %213 = load i64, ptr %212, align 8, !tbaa !37
  %214 = sext i32 %210 to i64
  %215 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %214
  %216 = load i64, ptr %215, align 8, !tbaa !37
  %217 = icmp slt i64 %213, %216
  %218 = trunc nuw nsw i64 %209 to i32
  %219 = select i1 %217, i32 %218, i32 %210
  %220 = add nuw nsw i64 %209, 1
  %221 = add i64 %211, 1
  %222 = icmp eq i64 %221, %192
  br i1 %222, label %223, label %208, !llvm.loop !38

223:                                              ; preds = %208, %203
  %224 = phi i32 [ %204, %203 ], [ %219, %208 ]
  %225 = sext i32 %224 to i64
  br label %226

226:                                              ; preds = %223, %186
  %227 = phi i64 [ 0, %186 ], [ %225, %223 ]
  %228 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %227
  store i32 %49, ptr %228, align 4, !tbaa !5
  %229 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %227
  store i64 %166, ptr %229, align 8, !tbaa !37
  br label %272

230:                                              ; preds = %230, %194
  %231 = phi i64 [ 1, %194 ], [ %269, %230 ]
  %232 = phi i32 [ 0, %194 ], [ %268, %230 ]
  %233 = phi i64 [ 0, %194 ], [ %270, %230 ]
  %234 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %231
  %235 = load i64, ptr %234, align 8, !tbaa !37
  %236 = sext i32 %232 to i64
  %237 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %236
  %238 = load i64, ptr %237, align 8, !tbaa !37
  %239 = icmp slt i64 %235, %238
  %240 = trunc nuw nsw i64 %231 to i32
  %241 = select i1 %239, i32 %240, i32 %232
  %242 = add nuw nsw i64 %231, 1
  %243 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %242
  %244 = load i64, ptr %243, align 8, !tbaa !37
  %245 = sext i32 %241 to i64
  %246 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %245
  %247 = load i64, ptr %246, align 8, !tbaa !37
  %248 = icmp slt i64 %244, %247
  %249 = trunc nuw nsw i64 %242 to i32
  %250 = select i1 %248, i32 %249, i32 %241
  %251 = add nuw nsw i64 %231, 2
  %252 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %251
  %253 = load i64, ptr %252, align 8, !tbaa !37
  %254 = sext i32 %250 to i64
  %255 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %254
  %256 = load i64, ptr %255, align 8, !tbaa !37
  %257 = icmp slt i64 %253, %256
  %258 = trunc nuw nsw i64 %251 to i32
  %259 = select i1 %257, i32 %258, i32 %250
  %260 = add nuw nsw i64 %231, 3
  %261 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %260
  %262 = load i64, ptr %261, align 8, !tbaa !37
  %263 = sext i32 %259 to i64
  %264 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %263
  %265 = load i64, ptr %264, align 8, !tbaa !37
  %266 = icmp slt i64 %262, %265
  %267 = trunc nuw nsw i64 %260 to i32
  %268 = select i1 %266, i32 %267, i32 %259
  %269 = add nuw nsw i64 %231, 4
  %270 = add i64 %233, 4
  %271 = icmp eq i64 %270, %195
  br i1 %271, label %203, label %230, !llvm.loop !40

272:                                              ; preds = %179, %196, %226
  %273 = phi i32 [ 1, %179 ], [ 0, %196 ], [ 0, %226 ]
  %274 = icmp ne i32 %163, %273
  %275 = zext i1 %274 to i32
  %276 = add nsw i32 %164, %275
  %277 = add nuw nsw i32 %39, 1
  %278 = icmp eq i32 %277, 20000
  br i1 %278, label %26, label %34, !llvm.loop !41

279:                                              ; preds = %283, %26
  %280 = call i32 @putchar(i32 10)
  %281 = load ptr, ptr %7, align 8, !tbaa !17
  %282 = icmp eq ptr %281, %6
  br i1 %282, label %299, label %294

283:                                              ; preds = %26, %283
  %284 = phi i32 [ %288, %283 ], [ 0, %26 ]
  %285 = phi ptr [ %290, %283 ], [ %32, %26 ]
  %286 = load i32, ptr %285, align 8, !tbaa !25
  %287 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %286)
  %288 = add nuw nsw i32 %284, 1
  %289 = getelementptr inbounds i8, ptr %285, i64 16
  %290 = load ptr, ptr %289, align 8, !tbaa !29
  %291 = icmp ult i32 %284, 4
  %292 = icmp ne ptr %290, %6
  %293 = select i1 %291, i1 %292, i1 false
  br i1 %293, label %283, label %279, !llvm.loop !42

294:                                              ; preds = %279, %294
  %295 = phi ptr [ %297, %294 ], [ %281, %279 ]
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load ptr, ptr %296, align 8, !tbaa !29
  call void @free(ptr noundef %295) #8
  %298 = icmp eq ptr %297, %6
  br i1 %298, label %299, label %294, !llvm.loop !43

299:                                              ; preds = %294, %279
  %300 = load ptr, ptr %1, align 8, !tbaa !14
  call void @free(ptr noundef %300) #8
  call void @llvm.lifetime.end.p0(i64 3096, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8
  %301 = add nuw nsw i64 %19, 1
  %302 = icmp eq i64 %301, 3
  br i1 %302, label %17, label %18, !llvm.loop !44
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !6, i64 8}
!10 = !{!"", !11, i64 0, !6, i64 8, !6, i64 12, !6, i64 16, !12, i64 24, !13, i64 56, !13, i64 64, !13, i64 72}
!11 = !{!"any pointer", !7, i64 0}
!12 = !{!"E", !6, i64 0, !6, i64 4, !11, i64 8, !11, i64 16, !11, i64 24}
!13 = !{!"long", !7, i64 0}
!14 = !{!10, !11, i64 0}
!15 = !{!10, !6, i64 12}
!16 = !{!10, !6, i64 16}
!17 = !{!10, !11, i64 40}
!18 = !{!10, !11, i64 32}
!19 = !{!20, !6, i64 3076}
!20 = !{!"", !7, i64 0, !7, i64 1024, !6, i64 3072, !6, i64 3076, !13, i64 3080, !13, i64 3088}
!21 = !{!10, !13, i64 56}
!22 = !{!10, !13, i64 64}
!23 = !{!20, !13, i64 3088}
!24 = !{!11, !11, i64 0}
!25 = !{!12, !6, i64 0}
!26 = distinct !{!26, !27}
!27 = !{!"llvm.loop.mustprogress"}
!28 = !{!12, !6, i64 4}
!29 = !{!12, !11, i64 16}
!30 = !{!12, !11, i64 8}
!31 = distinct !{!31, !27}
!32 = !{!12, !11, i64 24}
!33 = !{!10, !13, i64 72}
!34 = !{!20, !13, i64 3080}
!35 = !{!20, !6, i64 3072}
!36 = distinct !{!36, !27}
!37 = !{!13, !13, i64 0}
!38 = distinct !{!38, !39}
!39 = !{!"llvm.loop.unroll.disable"}
!40 = distinct !{!40, !27}
!41 = distinct !{!41, !27}
!42 = distinct !{!42, !27}
!43 = distinct !{!43, !27}
!44 = distinct !{!44, !27}
