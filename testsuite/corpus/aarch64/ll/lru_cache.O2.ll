; ModuleID = 'programs/lru_cache.c'
source_filename = "programs/lru_cache.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

17:                                               ; preds = %259
  ret i32 0

18:                                               ; preds = %0, %259
  %19 = phi i64 [ 0, %0 ], [ %261, %259 ]
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #8
  %20 = getelementptr inbounds [3 x i32], ptr @__const.main.caps, i64 0, i64 %19
  %21 = load i32, ptr %20, align 4, !tbaa !6
  %22 = shl nsw i32 %21, 1
  %23 = or disjoint i32 %22, 1
  store i32 %23, ptr %3, align 8, !tbaa !10
  %24 = sext i32 %23 to i64
  %25 = call noalias ptr @calloc(i64 noundef %24, i64 noundef 8) #9
  store ptr %25, ptr %1, align 8, !tbaa !15
  store i32 %21, ptr %4, align 4, !tbaa !16
  store i32 0, ptr %5, align 8, !tbaa !17
  store ptr %6, ptr %7, align 8, !tbaa !18
  store ptr %6, ptr %8, align 8, !tbaa !19
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %9, i8 0, i64 24, i1 false)
  call void @llvm.lifetime.start.p0(i64 3096, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(3096) %2, i8 0, i64 3096, i1 false)
  store i32 %21, ptr %10, align 4, !tbaa !20
  br label %34

26:                                               ; preds = %216
  %27 = load i64, ptr %9, align 8, !tbaa !22
  %28 = load i64, ptr %13, align 8, !tbaa !23
  %29 = load i64, ptr %16, align 8, !tbaa !24
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %21, i64 noundef %27, i64 noundef %28, i64 noundef %160, i64 noundef %29, i32 noundef %220)
  %31 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %32 = load ptr, ptr %7, align 8, !tbaa !18
  %33 = icmp eq ptr %32, %6
  br i1 %33, label %223, label %227

34:                                               ; preds = %18, %216
  %35 = phi i64 [ 0, %18 ], [ %160, %216 ]
  %36 = phi i32 [ 0, %18 ], [ %161, %216 ]
  %37 = phi i32 [ %23, %18 ], [ %162, %216 ]
  %38 = phi i32 [ 1, %18 ], [ %42, %216 ]
  %39 = phi i32 [ 0, %18 ], [ %221, %216 ]
  %40 = phi i32 [ 0, %18 ], [ %220, %216 ]
  %41 = mul i32 %38, 1664525
  %42 = add i32 %41, 1013904223
  %43 = lshr i32 %42, 8
  %44 = urem i32 %43, 1000
  %45 = trunc nuw nsw i32 %44 to i16
  %46 = urem i16 %45, 50
  %47 = zext nneg i16 %46 to i32
  %48 = icmp slt i32 %42, 0
  %49 = select i1 %48, i32 %47, i32 %44
  %50 = load ptr, ptr %1, align 8, !tbaa !15
  %51 = mul i32 %49, -1640531535
  %52 = urem i32 %51, %37
  %53 = zext i32 %52 to i64
  %54 = getelementptr inbounds ptr, ptr %50, i64 %53
  %55 = load ptr, ptr %54, align 8, !tbaa !25
  %56 = icmp eq ptr %55, null
  br i1 %56, label %57, label %61

57:                                               ; preds = %34
  %58 = load i64, ptr %13, align 8, !tbaa !23
  %59 = add nsw i64 %58, 1
  store i64 %59, ptr %13, align 8, !tbaa !23
  %60 = mul nuw nsw i32 %49, 3
  br label %91

61:                                               ; preds = %34, %65
  %62 = phi ptr [ %67, %65 ], [ %55, %34 ]
  %63 = load i32, ptr %62, align 8, !tbaa !26
  %64 = icmp eq i32 %63, %49
  br i1 %64, label %142, label %65

65:                                               ; preds = %61
  %66 = getelementptr inbounds i8, ptr %62, i64 24
  %67 = load ptr, ptr %66, align 8, !tbaa !25
  %68 = icmp eq ptr %67, null
  br i1 %68, label %69, label %61, !llvm.loop !27

69:                                               ; preds = %65
  %70 = load i64, ptr %13, align 8, !tbaa !23
  %71 = add nsw i64 %70, 1
  store i64 %71, ptr %13, align 8, !tbaa !23
  %72 = mul nuw nsw i32 %49, 3
  br label %73

73:                                               ; preds = %69, %77
  %74 = phi ptr [ %79, %77 ], [ %55, %69 ]
  %75 = load i32, ptr %74, align 8, !tbaa !26
  %76 = icmp eq i32 %75, %49
  br i1 %76, label %81, label %77

77:                                               ; preds = %73
  %78 = getelementptr inbounds i8, ptr %74, i64 24
  %79 = load ptr, ptr %78, align 8, !tbaa !25
  %80 = icmp eq ptr %79, null
  br i1 %80, label %91, label %73, !llvm.loop !27

81:                                               ; preds = %73
  %82 = getelementptr inbounds i8, ptr %74, i64 4
  store i32 %72, ptr %82, align 4, !tbaa !29
  %83 = getelementptr inbounds i8, ptr %74, i64 16
  %84 = load ptr, ptr %83, align 8, !tbaa !30
  %85 = getelementptr inbounds i8, ptr %74, i64 8
  %86 = load ptr, ptr %85, align 8, !tbaa !31
  %87 = getelementptr inbounds i8, ptr %86, i64 16
  store ptr %84, ptr %87, align 8, !tbaa !30
  %88 = getelementptr inbounds i8, ptr %84, i64 8
  store ptr %86, ptr %88, align 8, !tbaa !31
  %89 = load ptr, ptr %7, align 8, !tbaa !18
  store ptr %89, ptr %83, align 8, !tbaa !30
  store ptr %6, ptr %85, align 8, !tbaa !31
  %90 = getelementptr inbounds i8, ptr %89, i64 8
  store ptr %74, ptr %90, align 8, !tbaa !31
  store ptr %74, ptr %7, align 8, !tbaa !18
  br label %159

91:                                               ; preds = %77, %57
  %92 = phi i32 [ %60, %57 ], [ %72, %77 ]
  %93 = load i32, ptr %4, align 4, !tbaa !16
  %94 = icmp eq i32 %36, %93
  br i1 %94, label %95, label %126

95:                                               ; preds = %91
  %96 = load ptr, ptr %8, align 8, !tbaa !19
  %97 = getelementptr inbounds i8, ptr %96, i64 16
  %98 = load ptr, ptr %97, align 8, !tbaa !30
  %99 = getelementptr inbounds i8, ptr %96, i64 8
  %100 = load ptr, ptr %99, align 8, !tbaa !31
  %101 = getelementptr inbounds i8, ptr %100, i64 16
  store ptr %98, ptr %101, align 8, !tbaa !30
  %102 = getelementptr inbounds i8, ptr %98, i64 8
  store ptr %100, ptr %102, align 8, !tbaa !31
  %103 = load i32, ptr %96, align 8, !tbaa !26
  %104 = mul i32 %103, -1640531535
  %105 = urem i32 %104, %37
  %106 = zext i32 %105 to i64
  %107 = getelementptr inbounds ptr, ptr %50, i64 %106
  br label %108

108:                                              ; preds = %108, %95
  %109 = phi ptr [ %107, %95 ], [ %112, %108 ]
  %110 = load ptr, ptr %109, align 8, !tbaa !25
  %111 = icmp eq ptr %110, %96
  %112 = getelementptr inbounds i8, ptr %110, i64 24
  br i1 %111, label %113, label %108, !llvm.loop !32

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %96, i64 24
  %115 = load ptr, ptr %114, align 8, !tbaa !33
  store ptr %115, ptr %109, align 8, !tbaa !25
  call void @free(ptr noundef %96) #8
  %116 = load i32, ptr %5, align 8, !tbaa !17
  %117 = add nsw i32 %116, -1
  %118 = load i64, ptr %14, align 8, !tbaa !34
  %119 = add nsw i64 %118, 1
  store i64 %119, ptr %14, align 8, !tbaa !34
  %120 = load i32, ptr %3, align 8, !tbaa !10
  %121 = load ptr, ptr %1, align 8, !tbaa !15
  %122 = urem i32 %51, %120
  %123 = zext i32 %122 to i64
  %124 = getelementptr inbounds ptr, ptr %121, i64 %123
  %125 = load ptr, ptr %124, align 8, !tbaa !25
  br label %126

126:                                              ; preds = %113, %91
  %127 = phi i64 [ %119, %113 ], [ %35, %91 ]
  %128 = phi ptr [ %125, %113 ], [ %55, %91 ]
  %129 = phi i32 [ %120, %113 ], [ %37, %91 ]
  %130 = phi i64 [ %123, %113 ], [ %53, %91 ]
  %131 = phi i32 [ %117, %113 ], [ %36, %91 ]
  %132 = phi ptr [ %121, %113 ], [ %50, %91 ]
  %133 = call noalias dereferenceable_or_null(32) ptr @malloc(i64 noundef 32) #10
  store i32 %49, ptr %133, align 8, !tbaa !26
  %134 = getelementptr inbounds i8, ptr %133, i64 4
  store i32 %92, ptr %134, align 4, !tbaa !29
  %135 = getelementptr inbounds ptr, ptr %132, i64 %130
  %136 = getelementptr inbounds i8, ptr %133, i64 24
  store ptr %128, ptr %136, align 8, !tbaa !33
  store ptr %133, ptr %135, align 8, !tbaa !25
  %137 = load ptr, ptr %7, align 8, !tbaa !18
  %138 = getelementptr inbounds i8, ptr %133, i64 16
  store ptr %137, ptr %138, align 8, !tbaa !30
  %139 = getelementptr inbounds i8, ptr %133, i64 8
  store ptr %6, ptr %139, align 8, !tbaa !31
  %140 = getelementptr inbounds i8, ptr %137, i64 8
  store ptr %133, ptr %140, align 8, !tbaa !31
  store ptr %133, ptr %7, align 8, !tbaa !18
  %141 = add nsw i32 %131, 1
  store i32 %141, ptr %5, align 8, !tbaa !17
  br label %159

142:                                              ; preds = %61
  %143 = load i64, ptr %9, align 8, !tbaa !22
  %144 = add nsw i64 %143, 1
  store i64 %144, ptr %9, align 8, !tbaa !22
  %145 = getelementptr inbounds i8, ptr %62, i64 16
  %146 = load ptr, ptr %145, align 8, !tbaa !30
  %147 = getelementptr inbounds i8, ptr %62, i64 8
  %148 = load ptr, ptr %147, align 8, !tbaa !31
  %149 = getelementptr inbounds i8, ptr %148, i64 16
  store ptr %146, ptr %149, align 8, !tbaa !30
  %150 = getelementptr inbounds i8, ptr %146, i64 8
  store ptr %148, ptr %150, align 8, !tbaa !31
  %151 = load ptr, ptr %7, align 8, !tbaa !18
  store ptr %151, ptr %145, align 8, !tbaa !30
  store ptr %6, ptr %147, align 8, !tbaa !31
  %152 = getelementptr inbounds i8, ptr %151, i64 8
  store ptr %62, ptr %152, align 8, !tbaa !31
  store ptr %62, ptr %7, align 8, !tbaa !18
  %153 = getelementptr inbounds i8, ptr %62, i64 4
  %154 = load i32, ptr %153, align 4, !tbaa !29
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
  %165 = load i64, ptr %11, align 8, !tbaa !35
  %166 = add nsw i64 %165, 1
  store i64 %166, ptr %11, align 8, !tbaa !35
  %167 = load i32, ptr %12, align 8, !tbaa !36
  %168 = icmp sgt i32 %167, 0
  br i1 %168, label %169, label %183

169:                                              ; preds = %159
  %170 = zext nneg i32 %167 to i64
  br label %174

171:                                              ; preds = %174
  %172 = add nuw nsw i64 %175, 1
  %173 = icmp eq i64 %172, %170
  br i1 %173, label %183, label %174, !llvm.loop !37

174:                                              ; preds = %171, %169
  %175 = phi i64 [ 0, %169 ], [ %172, %171 ]
  %176 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %175
  %177 = load i32, ptr %176, align 4, !tbaa !6
  %178 = icmp eq i32 %177, %49
  br i1 %178, label %179, label %171

179:                                              ; preds = %174
  %180 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %175
  store i64 %166, ptr %180, align 8, !tbaa !38
  %181 = load i64, ptr %16, align 8, !tbaa !24
  %182 = add nsw i64 %181, 1
  store i64 %182, ptr %16, align 8, !tbaa !24
  br label %216

183:                                              ; preds = %171, %159
  %184 = load i32, ptr %10, align 4, !tbaa !20
  %185 = icmp slt i32 %167, %184
  br i1 %185, label %190, label %186

186:                                              ; preds = %183
  %187 = icmp sgt i32 %167, 1
  br i1 %187, label %188, label %199

188:                                              ; preds = %186
  %189 = zext nneg i32 %167 to i64
  br label %203

190:                                              ; preds = %183
  %191 = sext i32 %167 to i64
  %192 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %191
  store i32 %49, ptr %192, align 4, !tbaa !6
  %193 = load i32, ptr %12, align 8, !tbaa !36
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %12, align 8, !tbaa !36
  %195 = sext i32 %193 to i64
  %196 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %195
  store i64 %166, ptr %196, align 8, !tbaa !38
  br label %216

197:                                              ; preds = %203
  %198 = sext i32 %213 to i64
  br label %199

199:                                              ; preds = %197, %186
  %200 = phi i64 [ 0, %186 ], [ %198, %197 ]
  %201 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %200
  store i32 %49, ptr %201, align 4, !tbaa !6
  %202 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %200
  store i64 %166, ptr %202, align 8, !tbaa !38
  br label %216

203:                                              ; preds = %203, %188
  %204 = phi i64 [ 1, %188 ], [ %214, %203 ]
  %205 = phi i32 [ 0, %188 ], [ %213, %203 ]
  %206 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %204
  %207 = load i64, ptr %206, align 8, !tbaa !38
  %208 = sext i32 %205 to i64
  %209 = getelementptr inbounds [256 x i64], ptr %15, i64 0, i64 %208
  %210 = load i64, ptr %209, align 8, !tbaa !38
  %211 = icmp slt i64 %207, %210
  %212 = trunc nuw nsw i64 %204 to i32
  %213 = select i1 %211, i32 %212, i32 %205
  %214 = add nuw nsw i64 %204, 1
  %215 = icmp eq i64 %214, %189
  br i1 %215, label %197, label %203, !llvm.loop !39

216:                                              ; preds = %179, %190, %199
  %217 = phi i32 [ 1, %179 ], [ 0, %190 ], [ 0, %199 ]
  %218 = icmp ne i32 %163, %217
  %219 = zext i1 %218 to i32
  %220 = add nsw i32 %164, %219
  %221 = add nuw nsw i32 %39, 1
  %222 = icmp eq i32 %221, 20000
  br i1 %222, label %26, label %34, !llvm.loop !40

223:                                              ; preds = %227, %233, %239, %245, %251, %26
  %224 = call i32 @putchar(i32 10)
  %225 = load ptr, ptr %7, align 8, !tbaa !18
  %226 = icmp eq ptr %225, %6
  br i1 %226, label %259, label %254

227:                                              ; preds = %26
  %228 = load i32, ptr %32, align 8, !tbaa !26
  %229 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %228)
  %230 = getelementptr inbounds i8, ptr %32, i64 16
  %231 = load ptr, ptr %230, align 8, !tbaa !30
  %232 = icmp eq ptr %231, %6
  br i1 %232, label %223, label %233, !llvm.loop !41

233:                                              ; preds = %227
  %234 = load i32, ptr %231, align 8, !tbaa !26
  %235 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %234)
  %236 = getelementptr inbounds i8, ptr %231, i64 16
  %237 = load ptr, ptr %236, align 8, !tbaa !30
  %238 = icmp eq ptr %237, %6
  br i1 %238, label %223, label %239, !llvm.loop !41

239:                                              ; preds = %233
  %240 = load i32, ptr %237, align 8, !tbaa !26
  %241 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %240)
  %242 = getelementptr inbounds i8, ptr %237, i64 16
  %243 = load ptr, ptr %242, align 8, !tbaa !30
  %244 = icmp eq ptr %243, %6
  br i1 %244, label %223, label %245, !llvm.loop !41

245:                                              ; preds = %239
  %246 = load i32, ptr %243, align 8, !tbaa !26
  %247 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %246)
  %248 = getelementptr inbounds i8, ptr %243, i64 16
  %249 = load ptr, ptr %248, align 8, !tbaa !30
  %250 = icmp eq ptr %249, %6
  br i1 %250, label %223, label %251, !llvm.loop !41

251:                                              ; preds = %245
  %252 = load i32, ptr %249, align 8, !tbaa !26
  %253 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %252)
  br label %223

254:                                              ; preds = %223, %254
  %255 = phi ptr [ %257, %254 ], [ %225, %223 ]
  %256 = getelementptr inbounds i8, ptr %255, i64 16
  %257 = load ptr, ptr %256, align 8, !tbaa !30
  call void @free(ptr noundef %255) #8
  %258 = icmp eq ptr %257, %6
  br i1 %258, label %259, label %254, !llvm.loop !42

259:                                              ; preds = %254, %223
  %260 = load ptr, ptr %1, align 8, !tbaa !15
  call void @free(ptr noundef %260) #8
  call void @llvm.lifetime.end.p0(i64 3096, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #8
  %261 = add nuw nsw i64 %19, 1
  %262 = icmp eq i64 %261, 3
  br i1 %262, label %17, label %18, !llvm.loop !43
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }
attributes #10 = { nounwind allocsize(0) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !7, i64 8}
!11 = !{!"", !12, i64 0, !7, i64 8, !7, i64 12, !7, i64 16, !13, i64 24, !14, i64 56, !14, i64 64, !14, i64 72}
!12 = !{!"any pointer", !8, i64 0}
!13 = !{!"E", !7, i64 0, !7, i64 4, !12, i64 8, !12, i64 16, !12, i64 24}
!14 = !{!"long", !8, i64 0}
!15 = !{!11, !12, i64 0}
!16 = !{!11, !7, i64 12}
!17 = !{!11, !7, i64 16}
!18 = !{!11, !12, i64 40}
!19 = !{!11, !12, i64 32}
!20 = !{!21, !7, i64 3076}
!21 = !{!"", !8, i64 0, !8, i64 1024, !7, i64 3072, !7, i64 3076, !14, i64 3080, !14, i64 3088}
!22 = !{!11, !14, i64 56}
!23 = !{!11, !14, i64 64}
!24 = !{!21, !14, i64 3088}
!25 = !{!12, !12, i64 0}
!26 = !{!13, !7, i64 0}
!27 = distinct !{!27, !28}
!28 = !{!"llvm.loop.mustprogress"}
!29 = !{!13, !7, i64 4}
!30 = !{!13, !12, i64 16}
!31 = !{!13, !12, i64 8}
!32 = distinct !{!32, !28}
!33 = !{!13, !12, i64 24}
!34 = !{!11, !14, i64 72}
!35 = !{!21, !14, i64 3080}
!36 = !{!21, !7, i64 3072}
!37 = distinct !{!37, !28}
!38 = !{!14, !14, i64 0}
!39 = distinct !{!39, !28}
!40 = distinct !{!40, !28}
!41 = distinct !{!41, !28}
!42 = distinct !{!42, !28}
!43 = distinct !{!43, !28}
