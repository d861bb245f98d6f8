; ModuleID = 'src/bzip2/blocksort.c'
source_filename = "src/bzip2/blocksort.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [38 x i8] c"      %d work, %d block, ratio %5.2f\0A\00", align 1
@.str.1 = private unnamed_addr constant [54 x i8] c"    too repetitive; using fallback sorting algorithm\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"        bucket sorting ...\0A\00", align 1
@.str.3 = private unnamed_addr constant [23 x i8] c"        depth %6d has \00", align 1
@.str.4 = private unnamed_addr constant [24 x i8] c"%6d unresolved strings\0A\00", align 1
@.str.5 = private unnamed_addr constant [34 x i8] c"        reconstructing block ...\0A\00", align 1
@.str.6 = private unnamed_addr constant [34 x i8] c"        main sort initialise ...\0A\00", align 1
@.str.7 = private unnamed_addr constant [48 x i8] c"        qsort [0x%x, 0x%x]   done %d   this %d\0A\00", align 1
@.str.8 = private unnamed_addr constant [44 x i8] c"        %d pointers, %d sorted, %d scanned\0A\00", align 1
@incs = internal unnamed_addr constant [14 x i32] [i32 1, i32 4, i32 13, i32 40, i32 121, i32 364, i32 1093, i32 3280, i32 9841, i32 29524, i32 88573, i32 265720, i32 797161, i32 2391484], align 4

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_blockSort(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = alloca [100 x i32], align 4
  %3 = alloca [100 x i32], align 4
  %4 = alloca [100 x i32], align 4
  %5 = alloca [256 x i32], align 4
  %6 = alloca [256 x i8], align 1
  %7 = alloca [256 x i32], align 4
  %8 = alloca [256 x i32], align 4
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load ptr, ptr %12, align 8, !tbaa !12
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !13
  %16 = getelementptr inbounds i8, ptr %0, i64 108
  %17 = load i32, ptr %16, align 4, !tbaa !14
  %18 = getelementptr inbounds i8, ptr %0, i64 656
  %19 = load i32, ptr %18, align 8, !tbaa !15
  %20 = getelementptr inbounds i8, ptr %0, i64 88
  %21 = load i32, ptr %20, align 8, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #9
  %22 = icmp slt i32 %17, 10000
  br i1 %22, label %985, label %23

23:                                               ; preds = %1
  %24 = and i32 %17, 1
  %25 = add nuw i32 %17, 34
  %26 = add i32 %25, %24
  %27 = zext i32 %26 to i64
  %28 = getelementptr inbounds i8, ptr %13, i64 %27
  %29 = tail call i32 @llvm.smax.i32(i32 %21, i32 1)
  %30 = tail call i32 @llvm.umin.i32(i32 %29, i32 100)
  %31 = trunc nuw nsw i32 %30 to i8
  %32 = add nsw i8 %31, -1
  %33 = udiv i8 %32, 3
  %34 = zext nneg i8 %33 to i32
  %35 = mul nuw nsw i32 %17, %34
  store i32 %35, ptr %9, align 4, !tbaa !17
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %8) #9
  %36 = icmp sgt i32 %19, 3
  br i1 %36, label %37, label %40

37:                                               ; preds = %23
  %38 = load ptr, ptr @stderr, align 8, !tbaa !18
  %39 = tail call i64 @fwrite(ptr nonnull @.str.6, i64 33, i64 1, ptr %38) #10
  br label %40

40:                                               ; preds = %23, %37
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262148) %15, i8 0, i64 262148, i1 false), !tbaa !17
  %41 = load i8, ptr %13, align 1, !tbaa !19
  %42 = zext i8 %41 to i32
  %43 = add nsw i32 %17, -1
  %44 = zext nneg i32 %43 to i64
  br label %47

45:                                               ; preds = %47
  %46 = icmp ugt i64 %48, 3
  br i1 %46, label %130, label %95

47:                                               ; preds = %47, %40
  %48 = phi i64 [ %44, %40 ], [ %93, %47 ]
  %49 = phi i32 [ %42, %40 ], [ %86, %47 ]
  %50 = getelementptr inbounds i16, ptr %28, i64 %48
  store i16 0, ptr %50, align 2, !tbaa !20
  %51 = getelementptr inbounds i8, ptr %13, i64 %48
  %52 = load i8, ptr %51, align 1, !tbaa !19
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 8
  %55 = or disjoint i32 %54, %49
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %15, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !17
  %59 = add i32 %58, 1
  store i32 %59, ptr %57, align 4, !tbaa !17
  %60 = add nsw i64 %48, -1
  %61 = getelementptr inbounds i16, ptr %28, i64 %60
  store i16 0, ptr %61, align 2, !tbaa !20
  %62 = getelementptr inbounds i8, ptr %13, i64 %60
  %63 = load i8, ptr %62, align 1, !tbaa !19
  %64 = zext i8 %63 to i32
  %65 = shl nuw nsw i32 %64, 8
  %66 = or disjoint i32 %65, %53
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %15, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !17
  %70 = add i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !17
  %71 = add nsw i64 %48, -2
  %72 = getelementptr inbounds i16, ptr %28, i64 %71
  store i16 0, ptr %72, align 2, !tbaa !20
  %73 = getelementptr inbounds i8, ptr %13, i64 %71
  %74 = load i8, ptr %73, align 1, !tbaa !19
  %75 = zext i8 %74 to i32
  %76 = shl nuw nsw i32 %75, 8
  %77 = or disjoint i32 %76, %64
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %15, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !17
  %81 = add i32 %80, 1
  store i32 %81, ptr %79, align 4, !tbaa !17
  %82 = add nsw i64 %48, -3
  %83 = getelementptr inbounds i16, ptr %28, i64 %82
  store i16 0, ptr %83, align 2, !tbaa !20
  %84 = getelementptr inbounds i8, ptr %13, i64 %82
  %85 = load i8, ptr %84, align 1, !tbaa !19
  %86 = zext i8 %85 to i32
  %87 = shl nuw nsw i32 %86, 8
  %88 = or disjoint i32 %87, %75
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %15, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !17
  %92 = add i32 %91, 1
  store i32 %92, ptr %90, align 4, !tbaa !17
  %93 = add nsw i64 %48, -4
  %94 = icmp ugt i64 %48, 6
  br i1 %94, label %47, label %45, !llvm.loop !22

95:                                               ; preds = %130, %45
  %96 = zext nneg i32 %17 to i64
  %97 = getelementptr i8, ptr %13, i64 %96
  %98 = getelementptr i8, ptr %13, i64 %96
  %99 = getelementptr i8, ptr %98, i64 34
  %100 = shl nuw nsw i64 %96, 1
  %101 = add nuw nsw i64 %100, %27
  %102 = getelementptr i8, ptr %13, i64 %101
  %103 = getelementptr i8, ptr %13, i64 %101
  %104 = getelementptr i8, ptr %103, i64 68
  %105 = getelementptr i8, ptr %13, i64 34
  %106 = icmp ult ptr %97, %104
  %107 = icmp ult ptr %102, %99
  %108 = and i1 %106, %107
  %109 = icmp ult ptr %97, %105
  %110 = icmp ult ptr %13, %99
  %111 = and i1 %109, %110
  %112 = or i1 %108, %111
  %113 = icmp ult ptr %102, %105
  %114 = icmp ult ptr %13, %104
  %115 = and i1 %113, %114
  %116 = or i1 %112, %115
  br i1 %116, label %146, label %117

117:                                              ; preds = %95
  %118 = getelementptr inbounds i8, ptr %13, i64 16
  %119 = load <16 x i8>, ptr %13, align 1, !tbaa !19, !alias.scope !24
  %120 = load <16 x i8>, ptr %118, align 1, !tbaa !19, !alias.scope !24
  %121 = getelementptr inbounds i8, ptr %13, i64 %96
  %122 = getelementptr inbounds i8, ptr %121, i64 16
  store <16 x i8> %119, ptr %121, align 1, !tbaa !19, !alias.scope !27, !noalias !29
  store <16 x i8> %120, ptr %122, align 1, !tbaa !19, !alias.scope !27, !noalias !29
  %123 = getelementptr inbounds i16, ptr %28, i64 %96
  %124 = getelementptr inbounds i8, ptr %123, i64 32
  store <16 x i16> zeroinitializer, ptr %123, align 2, !tbaa !20, !alias.scope !31, !noalias !24
  store <16 x i16> zeroinitializer, ptr %124, align 2, !tbaa !20, !alias.scope !31, !noalias !24
  %125 = getelementptr inbounds i8, ptr %13, i64 32
  %126 = load <2 x i8>, ptr %125, align 1, !tbaa !19, !alias.scope !32
  %127 = add nuw nsw i64 %96, 32
  %128 = getelementptr inbounds i8, ptr %13, i64 %127
  store <2 x i8> %126, ptr %128, align 1, !tbaa !19, !alias.scope !35, !noalias !37
  %129 = getelementptr inbounds i16, ptr %28, i64 %127
  store <2 x i16> zeroinitializer, ptr %129, align 2, !tbaa !20, !alias.scope !39, !noalias !32
  br label %155

130:                                              ; preds = %45, %130
  %131 = phi i64 [ %144, %130 ], [ %93, %45 ]
  %132 = phi i32 [ %139, %130 ], [ %88, %45 ]
  %133 = getelementptr inbounds i16, ptr %28, i64 %131
  store i16 0, ptr %133, align 2, !tbaa !20
  %134 = lshr i32 %132, 8
  %135 = getelementptr inbounds i8, ptr %13, i64 %131
  %136 = load i8, ptr %135, align 1, !tbaa !19
  %137 = zext i8 %136 to i32
  %138 = shl nuw nsw i32 %137, 8
  %139 = or i32 %138, %134
  %140 = zext nneg i32 %139 to i64
  %141 = getelementptr inbounds i32, ptr %15, i64 %140
  %142 = load i32, ptr %141, align 4, !tbaa !17
  %143 = add i32 %142, 1
  store i32 %143, ptr %141, align 4, !tbaa !17
  %144 = add nsw i64 %131, -1
  %145 = icmp eq i64 %131, 0
  br i1 %145, label %95, label %130, !llvm.loop !40

146:                                              ; preds = %95, %146
  %147 = phi i64 [ %153, %146 ], [ 0, %95 ]
  %148 = getelementptr inbounds i8, ptr %13, i64 %147
  %149 = load i8, ptr %148, align 1, !tbaa !19
  %150 = add nuw nsw i64 %147, %96
  %151 = getelementptr inbounds i8, ptr %13, i64 %150
  store i8 %149, ptr %151, align 1, !tbaa !19
  %152 = getelementptr inbounds i16, ptr %28, i64 %150
  store i16 0, ptr %152, align 2, !tbaa !20
  %153 = add nuw nsw i64 %147, 1
  %154 = icmp eq i64 %153, 34
  br i1 %154, label %155, label %146, !llvm.loop !41

155:                                              ; preds = %146, %117
  br i1 %36, label %156, label %159

156:                                              ; preds = %155
  %157 = load ptr, ptr @stderr, align 8, !tbaa !18
  %158 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %157) #10
  br label %159

159:                                              ; preds = %156, %155
  %160 = load i32, ptr %15, align 4
  br label %161

161:                                              ; preds = %161, %159
  %162 = phi i32 [ %160, %159 ], [ %166, %161 ]
  %163 = phi i64 [ 1, %159 ], [ %167, %161 ]
  %164 = getelementptr i32, ptr %15, i64 %163
  %165 = load i32, ptr %164, align 4, !tbaa !17
  %166 = add i32 %165, %162
  store i32 %166, ptr %164, align 4, !tbaa !17
  %167 = add nuw nsw i64 %163, 1
  %168 = icmp eq i64 %167, 65537
  br i1 %168, label %169, label %161, !llvm.loop !43

169:                                              ; preds = %161
  %170 = load i8, ptr %13, align 1, !tbaa !19
  %171 = zext i8 %170 to i16
  %172 = shl nuw i16 %171, 8
  br label %175

173:                                              ; preds = %175
  %174 = icmp ugt i64 %176, 3
  br i1 %174, label %237, label %227

175:                                              ; preds = %175, %169
  %176 = phi i64 [ %44, %169 ], [ %225, %175 ]
  %177 = phi i16 [ %172, %169 ], [ %217, %175 ]
  %178 = getelementptr inbounds i8, ptr %13, i64 %176
  %179 = load i8, ptr %178, align 1, !tbaa !19
  %180 = zext i8 %179 to i16
  %181 = tail call i16 @llvm.fshl.i16(i16 %180, i16 %177, i16 8)
  %182 = zext i16 %181 to i64
  %183 = getelementptr inbounds i32, ptr %15, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !17
  %185 = add i32 %184, -1
  store i32 %185, ptr %183, align 4, !tbaa !17
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %11, i64 %186
  %188 = trunc nuw nsw i64 %176 to i32
  store i32 %188, ptr %187, align 4, !tbaa !17
  %189 = add nsw i64 %176, -1
  %190 = getelementptr inbounds i8, ptr %13, i64 %189
  %191 = load i8, ptr %190, align 1, !tbaa !19
  %192 = zext i8 %191 to i16
  %193 = tail call i16 @llvm.fshl.i16(i16 %192, i16 %181, i16 8)
  %194 = zext i16 %193 to i64
  %195 = getelementptr inbounds i32, ptr %15, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !17
  %197 = add i32 %196, -1
  store i32 %197, ptr %195, align 4, !tbaa !17
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds i32, ptr %11, i64 %198
  %200 = trunc nuw nsw i64 %189 to i32
  store i32 %200, ptr %199, align 4, !tbaa !17
  %201 = add nsw i64 %176, -2
  %202 = getelementptr inbounds i8, ptr %13, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !19
  %204 = zext i8 %203 to i16
  %205 = tail call i16 @llvm.fshl.i16(i16 %204, i16 %193, i16 8)
  %206 = zext i16 %205 to i64
  %207 = getelementptr inbounds i32, ptr %15, i64 %206
  %208 = load i32, ptr %207, align 4, !tbaa !17
  %209 = add i32 %208, -1
  store i32 %209, ptr %207, align 4, !tbaa !17
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds i32, ptr %11, i64 %210
  %212 = trunc nuw nsw i64 %201 to i32
  store i32 %212, ptr %211, align 4, !tbaa !17
  %213 = add nsw i64 %176, -3
  %214 = getelementptr inbounds i8, ptr %13, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !19
  %216 = zext i8 %215 to i16
  %217 = tail call i16 @llvm.fshl.i16(i16 %216, i16 %205, i16 8)
  %218 = zext i16 %217 to i64
  %219 = getelementptr inbounds i32, ptr %15, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !17
  %221 = add i32 %220, -1
  store i32 %221, ptr %219, align 4, !tbaa !17
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds i32, ptr %11, i64 %222
  %224 = trunc nuw nsw i64 %213 to i32
  store i32 %224, ptr %223, align 4, !tbaa !17
  %225 = add nsw i64 %176, -4
  %226 = icmp ugt i64 %176, 6
  br i1 %226, label %175, label %173, !llvm.loop !44

227:                                              ; preds = %237, %173
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %6, i8 0, i64 256, i1 false), !tbaa !19
  br label %228

228:                                              ; preds = %228, %227
  %229 = phi i64 [ 0, %227 ], [ %234, %228 ]
  %230 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %227 ], [ %235, %228 ]
  %231 = add <4 x i32> %230, <i32 4, i32 4, i32 4, i32 4>
  %232 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %229
  %233 = getelementptr inbounds i8, ptr %232, i64 16
  store <4 x i32> %230, ptr %232, align 4, !tbaa !17
  store <4 x i32> %231, ptr %233, align 4, !tbaa !17
  %234 = add nuw i64 %229, 8
  %235 = add <4 x i32> %230, <i32 8, i32 8, i32 8, i32 8>
  %236 = icmp eq i64 %234, 256
  br i1 %236, label %253, label %228, !llvm.loop !45

237:                                              ; preds = %173, %237
  %238 = phi i64 [ %251, %237 ], [ %225, %173 ]
  %239 = phi i16 [ %243, %237 ], [ %217, %173 ]
  %240 = getelementptr inbounds i8, ptr %13, i64 %238
  %241 = load i8, ptr %240, align 1, !tbaa !19
  %242 = zext i8 %241 to i16
  %243 = tail call i16 @llvm.fshl.i16(i16 %242, i16 %239, i16 8)
  %244 = zext i16 %243 to i64
  %245 = getelementptr inbounds i32, ptr %15, i64 %244
  %246 = load i32, ptr %245, align 4, !tbaa !17
  %247 = add i32 %246, -1
  store i32 %247, ptr %245, align 4, !tbaa !17
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds i32, ptr %11, i64 %248
  %250 = trunc nuw nsw i64 %238 to i32
  store i32 %250, ptr %249, align 4, !tbaa !17
  %251 = add nsw i64 %238, -1
  %252 = icmp eq i64 %238, 0
  br i1 %252, label %227, label %237, !llvm.loop !47

253:                                              ; preds = %228, %301
  %254 = phi i32 [ %255, %301 ], [ 364, %228 ]
  %255 = sdiv i32 %254, 3
  %256 = icmp slt i32 %254, 768
  br i1 %256, label %257, label %301

257:                                              ; preds = %253
  %258 = sext i32 %255 to i64
  %259 = tail call i32 @llvm.smax.i32(i32 %255, i32 255)
  %260 = add nuw nsw i32 %259, 1
  %261 = zext nneg i32 %260 to i64
  br label %262

262:                                              ; preds = %296, %257
  %263 = phi i64 [ %258, %257 ], [ %299, %296 ]
  %264 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %263
  %265 = load i32, ptr %264, align 4, !tbaa !17
  %266 = shl i32 %265, 8
  %267 = add i32 %266, 256
  %268 = sext i32 %267 to i64
  %269 = getelementptr inbounds i32, ptr %15, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !17
  %271 = sext i32 %266 to i64
  %272 = getelementptr inbounds i32, ptr %15, i64 %271
  %273 = load i32, ptr %272, align 4, !tbaa !17
  %274 = sub i32 %270, %273
  %275 = trunc nsw i64 %263 to i32
  br label %276

276:                                              ; preds = %293, %262
  %277 = phi i32 [ %275, %262 ], [ %278, %293 ]
  %278 = sub nsw i32 %277, %255
  %279 = sext i32 %278 to i64
  %280 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %279
  %281 = load i32, ptr %280, align 4, !tbaa !17
  %282 = shl i32 %281, 8
  %283 = add i32 %282, 256
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds i32, ptr %15, i64 %284
  %286 = load i32, ptr %285, align 4, !tbaa !17
  %287 = sext i32 %282 to i64
  %288 = getelementptr inbounds i32, ptr %15, i64 %287
  %289 = load i32, ptr %288, align 4, !tbaa !17
  %290 = sub i32 %286, %289
  %291 = icmp ugt i32 %290, %274
  %292 = sext i32 %277 to i64
  br i1 %291, label %293, label %296

293:                                              ; preds = %276
  %294 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %292
  store i32 %281, ptr %294, align 4, !tbaa !17
  %295 = icmp slt i32 %278, %255
  br i1 %295, label %296, label %276, !llvm.loop !48

296:                                              ; preds = %293, %276
  %297 = phi i64 [ %292, %276 ], [ %279, %293 ]
  %298 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %297
  store i32 %265, ptr %298, align 4, !tbaa !17
  %299 = add nsw i64 %263, 1
  %300 = icmp eq i64 %299, %261
  br i1 %300, label %301, label %262, !llvm.loop !49

301:                                              ; preds = %296, %253
  %302 = add nsw i32 %254, -3
  %303 = icmp ult i32 %302, 3
  br i1 %303, label %304, label %253, !llvm.loop !50

304:                                              ; preds = %301
  %305 = getelementptr i8, ptr %11, i64 4
  %306 = getelementptr i8, ptr %11, i64 4
  %307 = getelementptr i8, ptr %11, i64 8
  %308 = getelementptr i8, ptr %11, i64 4
  %309 = getelementptr i8, ptr %11, i64 4
  br label %310

310:                                              ; preds = %304, %958
  %311 = phi i32 [ %790, %958 ], [ %35, %304 ]
  %312 = phi i32 [ %791, %958 ], [ %35, %304 ]
  %313 = phi i64 [ %959, %958 ], [ 0, %304 ]
  %314 = phi i32 [ %792, %958 ], [ 0, %304 ]
  %315 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %313
  %316 = load i32, ptr %315, align 4, !tbaa !17
  %317 = shl i32 %316, 8
  %318 = sext i32 %317 to i64
  %319 = zext i32 %316 to i64
  %320 = getelementptr i32, ptr %15, i64 %318
  br label %321

321:                                              ; preds = %789, %310
  %322 = phi i32 [ %311, %310 ], [ %790, %789 ]
  %323 = phi i32 [ %312, %310 ], [ %791, %789 ]
  %324 = phi i64 [ 0, %310 ], [ %793, %789 ]
  %325 = phi i32 [ %314, %310 ], [ %792, %789 ]
  %326 = icmp eq i64 %324, %319
  br i1 %326, label %789, label %327

327:                                              ; preds = %321
  %328 = getelementptr i32, ptr %320, i64 %324
  %329 = load i32, ptr %328, align 4, !tbaa !17
  %330 = and i32 %329, 2097152
  %331 = icmp eq i32 %330, 0
  br i1 %331, label %332, label %783

332:                                              ; preds = %327
  %333 = getelementptr i8, ptr %328, i64 4
  %334 = load i32, ptr %333, align 4, !tbaa !17
  %335 = and i32 %334, -2097153
  %336 = add i32 %335, -1
  %337 = icmp sgt i32 %336, %329
  br i1 %337, label %338, label %783

338:                                              ; preds = %332
  br i1 %36, label %339, label %344

339:                                              ; preds = %338
  %340 = load ptr, ptr @stderr, align 8, !tbaa !18
  %341 = sub i32 %335, %329
  %342 = trunc nuw nsw i64 %324 to i32
  %343 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %340, ptr noundef nonnull @.str.7, i32 noundef %316, i32 noundef %342, i32 noundef %325, i32 noundef %341) #11
  br label %344

344:                                              ; preds = %339, %338
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %4) #9
  store i32 %329, ptr %2, align 4, !tbaa !17
  store i32 %336, ptr %3, align 4, !tbaa !17
  store i32 2, ptr %4, align 4, !tbaa !17
  br label %345

345:                                              ; preds = %466, %344
  %346 = phi i32 [ %322, %344 ], [ %467, %466 ]
  %347 = phi i32 [ %323, %344 ], [ %468, %466 ]
  %348 = phi i32 [ 1, %344 ], [ %469, %466 ]
  %349 = icmp ult i32 %348, 98
  %350 = add nsw i32 %348, -1
  %351 = zext nneg i32 %350 to i64
  %352 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %351
  %353 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %351
  %354 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %351
  br label %355

355:                                              ; preds = %596, %345
  br i1 %349, label %357, label %356

356:                                              ; preds = %355
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1001) #9
  br label %357

357:                                              ; preds = %356, %355
  %358 = load i32, ptr %352, align 4, !tbaa !17
  %359 = load i32, ptr %353, align 4, !tbaa !17
  %360 = load i32, ptr %354, align 4, !tbaa !17
  %361 = sub nsw i32 %359, %358
  %362 = icmp slt i32 %361, 20
  %363 = icmp sgt i32 %360, 14
  %364 = select i1 %362, i1 true, i1 %363
  br i1 %364, label %365, label %471

365:                                              ; preds = %357
  %366 = icmp slt i32 %361, 1
  br i1 %366, label %462, label %367

367:                                              ; preds = %365, %367
  %368 = phi i64 [ %372, %367 ], [ 0, %365 ]
  %369 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %368
  %370 = load i32, ptr %369, align 4, !tbaa !17
  %371 = icmp sgt i32 %370, %361
  %372 = add nuw nsw i64 %368, 1
  br i1 %371, label %373, label %367, !llvm.loop !51

373:                                              ; preds = %367
  %374 = icmp eq i64 %368, 0
  br i1 %374, label %462, label %375

375:                                              ; preds = %373
  %376 = sext i32 %359 to i64
  br label %377

377:                                              ; preds = %458, %375
  %378 = phi i64 [ %368, %375 ], [ %379, %458 ]
  %379 = add nsw i64 %378, -1
  %380 = and i64 %379, 4294967295
  %381 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %380
  %382 = load i32, ptr %381, align 4, !tbaa !17
  %383 = add i32 %382, %358
  %384 = sext i32 %383 to i64
  br label %385

385:                                              ; preds = %452, %377
  %386 = phi i64 [ %455, %452 ], [ %384, %377 ]
  %387 = icmp sgt i64 %386, %376
  br i1 %387, label %458, label %388

388:                                              ; preds = %385
  %389 = getelementptr inbounds i32, ptr %11, i64 %386
  %390 = load i32, ptr %389, align 4, !tbaa !17
  %391 = add i32 %390, %360
  %392 = trunc nsw i64 %386 to i32
  br label %393

393:                                              ; preds = %403, %388
  %394 = phi i32 [ %392, %388 ], [ %395, %403 ]
  %395 = sub nsw i32 %394, %382
  %396 = sext i32 %395 to i64
  %397 = getelementptr inbounds i32, ptr %11, i64 %396
  %398 = load i32, ptr %397, align 4, !tbaa !17
  %399 = add i32 %398, %360
  %400 = call fastcc i8 @mainGtU(i32 noundef %399, i32 noundef %391, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %401 = icmp eq i8 %400, 0
  %402 = sext i32 %394 to i64
  br i1 %401, label %406, label %403

403:                                              ; preds = %393
  %404 = getelementptr inbounds i32, ptr %11, i64 %402
  store i32 %398, ptr %404, align 4, !tbaa !17
  %405 = icmp slt i32 %395, %383
  br i1 %405, label %406, label %393, !llvm.loop !52

406:                                              ; preds = %403, %393
  %407 = phi i64 [ %402, %393 ], [ %396, %403 ]
  %408 = getelementptr inbounds i32, ptr %11, i64 %407
  store i32 %390, ptr %408, align 4, !tbaa !17
  %409 = icmp slt i64 %386, %376
  br i1 %409, label %410, label %458

410:                                              ; preds = %406
  %411 = add nsw i64 %386, 1
  %412 = getelementptr inbounds i32, ptr %11, i64 %411
  %413 = load i32, ptr %412, align 4, !tbaa !17
  %414 = add i32 %413, %360
  %415 = trunc nsw i64 %411 to i32
  br label %416

416:                                              ; preds = %426, %410
  %417 = phi i32 [ %415, %410 ], [ %418, %426 ]
  %418 = sub nsw i32 %417, %382
  %419 = sext i32 %418 to i64
  %420 = getelementptr inbounds i32, ptr %11, i64 %419
  %421 = load i32, ptr %420, align 4, !tbaa !17
  %422 = add i32 %421, %360
  %423 = call fastcc i8 @mainGtU(i32 noundef %422, i32 noundef %414, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %424 = icmp eq i8 %423, 0
  %425 = sext i32 %417 to i64
  br i1 %424, label %429, label %426

426:                                              ; preds = %416
  %427 = getelementptr inbounds i32, ptr %11, i64 %425
  store i32 %421, ptr %427, align 4, !tbaa !17
  %428 = icmp slt i32 %418, %383
  br i1 %428, label %429, label %416, !llvm.loop !53

429:                                              ; preds = %426, %416
  %430 = phi i64 [ %425, %416 ], [ %419, %426 ]
  %431 = getelementptr inbounds i32, ptr %11, i64 %430
  store i32 %413, ptr %431, align 4, !tbaa !17
  %432 = add nsw i64 %386, 2
  %433 = icmp sgt i64 %432, %376
  br i1 %433, label %458, label %434

434:                                              ; preds = %429
  %435 = getelementptr inbounds i32, ptr %11, i64 %432
  %436 = load i32, ptr %435, align 4, !tbaa !17
  %437 = add i32 %436, %360
  %438 = trunc nsw i64 %432 to i32
  br label %439

439:                                              ; preds = %449, %434
  %440 = phi i32 [ %438, %434 ], [ %441, %449 ]
  %441 = sub nsw i32 %440, %382
  %442 = sext i32 %441 to i64
  %443 = getelementptr inbounds i32, ptr %11, i64 %442
  %444 = load i32, ptr %443, align 4, !tbaa !17
  %445 = add i32 %444, %360
  %446 = call fastcc i8 @mainGtU(i32 noundef %445, i32 noundef %437, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %447 = icmp eq i8 %446, 0
  %448 = sext i32 %440 to i64
  br i1 %447, label %452, label %449

449:                                              ; preds = %439
  %450 = getelementptr inbounds i32, ptr %11, i64 %448
  store i32 %444, ptr %450, align 4, !tbaa !17
  %451 = icmp slt i32 %441, %383
  br i1 %451, label %452, label %439, !llvm.loop !54

452:                                              ; preds = %449, %439
  %453 = phi i64 [ %448, %439 ], [ %442, %449 ]
  %454 = getelementptr inbounds i32, ptr %11, i64 %453
  store i32 %436, ptr %454, align 4, !tbaa !17
  %455 = add nsw i64 %386, 3
  %456 = load i32, ptr %9, align 4, !tbaa !17
  %457 = icmp slt i32 %456, 0
  br i1 %457, label %774, label %385

458:                                              ; preds = %429, %406, %385
  %459 = icmp sgt i64 %378, 1
  br i1 %459, label %377, label %460, !llvm.loop !55

460:                                              ; preds = %458
  %461 = load i32, ptr %9, align 4, !tbaa !17
  br label %462

462:                                              ; preds = %460, %373, %365
  %463 = phi i32 [ %461, %460 ], [ %346, %373 ], [ %346, %365 ]
  %464 = phi i32 [ %461, %460 ], [ %347, %373 ], [ %347, %365 ]
  %465 = icmp slt i32 %464, 0
  br i1 %465, label %774, label %466

466:                                              ; preds = %757, %462
  %467 = phi i32 [ %346, %757 ], [ %463, %462 ]
  %468 = phi i32 [ %347, %757 ], [ %464, %462 ]
  %469 = phi i32 [ %773, %757 ], [ %350, %462 ]
  %470 = icmp sgt i32 %469, 0
  br i1 %470, label %345, label %776, !llvm.loop !56

471:                                              ; preds = %357
  %472 = sext i32 %358 to i64
  %473 = getelementptr inbounds i32, ptr %11, i64 %472
  %474 = load i32, ptr %473, align 4, !tbaa !17
  %475 = add i32 %474, %360
  %476 = zext i32 %475 to i64
  %477 = getelementptr inbounds i8, ptr %13, i64 %476
  %478 = load i8, ptr %477, align 1, !tbaa !19
  %479 = sext i32 %359 to i64
  %480 = getelementptr inbounds i32, ptr %11, i64 %479
  %481 = load i32, ptr %480, align 4, !tbaa !17
  %482 = add i32 %481, %360
  %483 = zext i32 %482 to i64
  %484 = getelementptr inbounds i8, ptr %13, i64 %483
  %485 = load i8, ptr %484, align 1, !tbaa !19
  %486 = add nsw i32 %359, %358
  %487 = ashr i32 %486, 1
  %488 = sext i32 %487 to i64
  %489 = getelementptr inbounds i32, ptr %11, i64 %488
  %490 = load i32, ptr %489, align 4, !tbaa !17
  %491 = add i32 %490, %360
  %492 = zext i32 %491 to i64
  %493 = getelementptr inbounds i8, ptr %13, i64 %492
  %494 = load i8, ptr %493, align 1, !tbaa !19
  %495 = tail call i8 @llvm.umax.i8(i8 %478, i8 %485)
  %496 = tail call i8 @llvm.umin.i8(i8 %478, i8 %485)
  %497 = icmp ugt i8 %495, %494
  %498 = tail call i8 @llvm.umax.i8(i8 %496, i8 %494)
  %499 = select i1 %497, i8 %498, i8 %495
  br label %500

500:                                              ; preds = %577, %471
  %501 = phi i32 [ %359, %471 ], [ %579, %577 ]
  %502 = phi i32 [ %358, %471 ], [ %545, %577 ]
  %503 = phi i32 [ %359, %471 ], [ %584, %577 ]
  %504 = phi i32 [ %358, %471 ], [ %583, %577 ]
  %505 = icmp sgt i32 %504, %503
  br i1 %505, label %544, label %506

506:                                              ; preds = %500
  %507 = sext i32 %502 to i64
  br label %508

508:                                              ; preds = %523, %506
  %509 = phi i64 [ %507, %506 ], [ %528, %523 ]
  %510 = phi i32 [ %504, %506 ], [ %529, %523 ]
  %511 = sext i32 %510 to i64
  %512 = tail call i32 @llvm.smax.i32(i32 %510, i32 %503)
  %513 = sext i32 %512 to i64
  br label %514

514:                                              ; preds = %533, %508
  %515 = phi i64 [ %511, %508 ], [ %534, %533 ]
  %516 = getelementptr inbounds i32, ptr %11, i64 %515
  %517 = load i32, ptr %516, align 4, !tbaa !17
  %518 = add i32 %517, %360
  %519 = zext i32 %518 to i64
  %520 = getelementptr inbounds i8, ptr %13, i64 %519
  %521 = load i8, ptr %520, align 1, !tbaa !19
  %522 = icmp eq i8 %521, %499
  br i1 %522, label %523, label %531

523:                                              ; preds = %514
  %524 = getelementptr inbounds i32, ptr %11, i64 %515
  %525 = trunc nsw i64 %515 to i32
  %526 = getelementptr inbounds i32, ptr %11, i64 %509
  %527 = load i32, ptr %526, align 4, !tbaa !17
  store i32 %527, ptr %524, align 4, !tbaa !17
  store i32 %517, ptr %526, align 4, !tbaa !17
  %528 = add nsw i64 %509, 1
  %529 = add nsw i32 %525, 1
  %530 = icmp sgt i32 %503, %525
  br i1 %530, label %508, label %536

531:                                              ; preds = %514
  %532 = icmp ugt i8 %521, %499
  br i1 %532, label %538, label %533

533:                                              ; preds = %531
  %534 = add nsw i64 %515, 1
  %535 = icmp eq i64 %515, %513
  br i1 %535, label %541, label %514

536:                                              ; preds = %523
  %537 = trunc nsw i64 %528 to i32
  br label %544

538:                                              ; preds = %531
  %539 = trunc nsw i64 %509 to i32
  %540 = trunc nsw i64 %515 to i32
  br label %544

541:                                              ; preds = %533
  %542 = add i32 %512, 1
  %543 = trunc nsw i64 %509 to i32
  br label %544

544:                                              ; preds = %541, %538, %536, %500
  %545 = phi i32 [ %502, %500 ], [ %537, %536 ], [ %539, %538 ], [ %543, %541 ]
  %546 = phi i32 [ %504, %500 ], [ %529, %536 ], [ %540, %538 ], [ %542, %541 ]
  %547 = icmp sgt i32 %546, %503
  br i1 %547, label %592, label %548

548:                                              ; preds = %544
  %549 = sext i32 %546 to i64
  %550 = sext i32 %501 to i64
  br label %551

551:                                              ; preds = %564, %548
  %552 = phi i64 [ %550, %548 ], [ %569, %564 ]
  %553 = phi i32 [ %503, %548 ], [ %570, %564 ]
  %554 = sext i32 %553 to i64
  br label %555

555:                                              ; preds = %574, %551
  %556 = phi i64 [ %554, %551 ], [ %575, %574 ]
  %557 = getelementptr inbounds i32, ptr %11, i64 %556
  %558 = load i32, ptr %557, align 4, !tbaa !17
  %559 = add i32 %558, %360
  %560 = zext i32 %559 to i64
  %561 = getelementptr inbounds i8, ptr %13, i64 %560
  %562 = load i8, ptr %561, align 1, !tbaa !19
  %563 = icmp eq i8 %562, %499
  br i1 %563, label %564, label %572

564:                                              ; preds = %555
  %565 = getelementptr inbounds i32, ptr %11, i64 %556
  %566 = trunc nsw i64 %556 to i32
  %567 = getelementptr inbounds i32, ptr %11, i64 %552
  %568 = load i32, ptr %567, align 4, !tbaa !17
  store i32 %568, ptr %565, align 4, !tbaa !17
  store i32 %558, ptr %567, align 4, !tbaa !17
  %569 = add nsw i64 %552, -1
  %570 = add nsw i32 %566, -1
  %571 = icmp slt i32 %546, %566
  br i1 %571, label %551, label %590

572:                                              ; preds = %555
  %573 = icmp ult i8 %562, %499
  br i1 %573, label %577, label %574

574:                                              ; preds = %572
  %575 = add nsw i64 %556, -1
  %576 = icmp sgt i64 %556, %549
  br i1 %576, label %555, label %585

577:                                              ; preds = %572
  %578 = getelementptr inbounds i32, ptr %11, i64 %556
  %579 = trunc nsw i64 %552 to i32
  %580 = trunc nsw i64 %556 to i32
  %581 = getelementptr inbounds i32, ptr %11, i64 %549
  %582 = load i32, ptr %581, align 4, !tbaa !17
  store i32 %558, ptr %581, align 4, !tbaa !17
  store i32 %582, ptr %578, align 4, !tbaa !17
  %583 = add nsw i32 %546, 1
  %584 = add nsw i32 %580, -1
  br label %500

585:                                              ; preds = %574
  %586 = tail call i64 @llvm.smin.i64(i64 %554, i64 %549)
  %587 = trunc nsw i64 %552 to i32
  %588 = trunc nsw i64 %586 to i32
  %589 = add i32 %588, -1
  br label %592

590:                                              ; preds = %564
  %591 = trunc nsw i64 %569 to i32
  br label %592

592:                                              ; preds = %544, %590, %585
  %593 = phi i32 [ %587, %585 ], [ %591, %590 ], [ %501, %544 ]
  %594 = phi i32 [ %589, %585 ], [ %570, %590 ], [ %503, %544 ]
  %595 = icmp slt i32 %593, %545
  br i1 %595, label %596, label %598

596:                                              ; preds = %592
  %597 = add nsw i32 %360, 1
  store i32 %597, ptr %354, align 4, !tbaa !17
  br label %355

598:                                              ; preds = %592
  %599 = sub nsw i32 %545, %358
  %600 = sub nsw i32 %546, %545
  %601 = tail call i32 @llvm.smin.i32(i32 %599, i32 %600)
  %602 = icmp sgt i32 %601, 0
  br i1 %602, label %603, label %661

603:                                              ; preds = %598
  %604 = sub i32 %546, %601
  %605 = sext i32 %604 to i64
  %606 = zext nneg i32 %601 to i64
  %607 = icmp ult i32 %601, 8
  br i1 %607, label %645, label %608

608:                                              ; preds = %603
  %609 = shl nsw i64 %472, 2
  %610 = getelementptr i8, ptr %11, i64 %609
  %611 = add nsw i32 %601, -1
  %612 = zext i32 %611 to i64
  %613 = shl nuw nsw i64 %612, 2
  %614 = getelementptr i8, ptr %308, i64 %609
  %615 = getelementptr i8, ptr %614, i64 %613
  %616 = shl nsw i64 %605, 2
  %617 = getelementptr i8, ptr %11, i64 %616
  %618 = getelementptr i8, ptr %309, i64 %616
  %619 = getelementptr i8, ptr %618, i64 %613
  %620 = icmp ult ptr %610, %619
  %621 = icmp ult ptr %617, %615
  %622 = and i1 %620, %621
  br i1 %622, label %645, label %623

623:                                              ; preds = %608
  %624 = and i64 %606, 2147483640
  %625 = add nsw i64 %624, %472
  %626 = add nsw i64 %624, %605
  %627 = trunc nuw nsw i64 %624 to i32
  %628 = sub nsw i32 %601, %627
  %629 = getelementptr i32, ptr %11, i64 %472
  %630 = getelementptr i32, ptr %11, i64 %605
  br label %631

631:                                              ; preds = %631, %623
  %632 = phi i64 [ 0, %623 ], [ %641, %631 ]
  %633 = getelementptr i32, ptr %629, i64 %632
  %634 = getelementptr inbounds i8, ptr %633, i64 16
  %635 = load <4 x i32>, ptr %633, align 4, !tbaa !17, !alias.scope !57, !noalias !60
  %636 = load <4 x i32>, ptr %634, align 4, !tbaa !17, !alias.scope !57, !noalias !60
  %637 = getelementptr i32, ptr %630, i64 %632
  %638 = getelementptr inbounds i8, ptr %637, i64 16
  %639 = load <4 x i32>, ptr %637, align 4, !tbaa !17, !alias.scope !60
  %640 = load <4 x i32>, ptr %638, align 4, !tbaa !17, !alias.scope !60
  store <4 x i32> %639, ptr %633, align 4, !tbaa !17, !alias.scope !57, !noalias !60
  store <4 x i32> %640, ptr %634, align 4, !tbaa !17, !alias.scope !57, !noalias !60
  store <4 x i32> %635, ptr %637, align 4, !tbaa !17, !alias.scope !60
  store <4 x i32> %636, ptr %638, align 4, !tbaa !17, !alias.scope !60
  %641 = add nuw i64 %632, 8
  %642 = icmp eq i64 %641, %624
  br i1 %642, label %643, label %631, !llvm.loop !62

643:                                              ; preds = %631
  %644 = icmp eq i64 %624, %606
  br i1 %644, label %661, label %645

645:                                              ; preds = %643, %608, %603
  %646 = phi i64 [ %472, %608 ], [ %472, %603 ], [ %625, %643 ]
  %647 = phi i64 [ %605, %608 ], [ %605, %603 ], [ %626, %643 ]
  %648 = phi i32 [ %601, %608 ], [ %601, %603 ], [ %628, %643 ]
  br label %649

649:                                              ; preds = %645, %649
  %650 = phi i64 [ %657, %649 ], [ %646, %645 ]
  %651 = phi i64 [ %658, %649 ], [ %647, %645 ]
  %652 = phi i32 [ %659, %649 ], [ %648, %645 ]
  %653 = getelementptr inbounds i32, ptr %11, i64 %650
  %654 = load i32, ptr %653, align 4, !tbaa !17
  %655 = getelementptr inbounds i32, ptr %11, i64 %651
  %656 = load i32, ptr %655, align 4, !tbaa !17
  store i32 %656, ptr %653, align 4, !tbaa !17
  store i32 %654, ptr %655, align 4, !tbaa !17
  %657 = add nsw i64 %650, 1
  %658 = add nsw i64 %651, 1
  %659 = add nsw i32 %652, -1
  %660 = icmp ugt i32 %652, 1
  br i1 %660, label %649, label %661, !llvm.loop !63

661:                                              ; preds = %649, %643, %598
  %662 = sub nsw i32 %359, %593
  %663 = sub nsw i32 %593, %594
  %664 = tail call i32 @llvm.smin.i32(i32 %662, i32 %663)
  %665 = icmp sgt i32 %664, 0
  br i1 %665, label %666, label %726

666:                                              ; preds = %661
  %667 = sub i32 %359, %664
  %668 = sext i32 %667 to i64
  %669 = sext i32 %546 to i64
  %670 = zext nneg i32 %664 to i64
  %671 = icmp ult i32 %664, 8
  br i1 %671, label %710, label %672

672:                                              ; preds = %666
  %673 = shl nsw i64 %669, 2
  %674 = getelementptr i8, ptr %11, i64 %673
  %675 = add nsw i32 %664, -1
  %676 = zext i32 %675 to i64
  %677 = shl nuw nsw i64 %676, 2
  %678 = getelementptr i8, ptr %305, i64 %673
  %679 = getelementptr i8, ptr %678, i64 %677
  %680 = shl nsw i64 %668, 2
  %681 = getelementptr i8, ptr %306, i64 %680
  %682 = getelementptr i8, ptr %307, i64 %680
  %683 = getelementptr i8, ptr %682, i64 %677
  %684 = icmp ult ptr %674, %683
  %685 = icmp ult ptr %681, %679
  %686 = and i1 %684, %685
  br i1 %686, label %710, label %687

687:                                              ; preds = %672
  %688 = and i64 %670, 2147483640
  %689 = add nsw i64 %688, %669
  %690 = add nsw i64 %688, %668
  %691 = trunc nuw nsw i64 %688 to i32
  %692 = sub nsw i32 %664, %691
  %693 = getelementptr i32, ptr %11, i64 %669
  %694 = getelementptr i32, ptr %11, i64 %668
  br label %695

695:                                              ; preds = %695, %687
  %696 = phi i64 [ 0, %687 ], [ %706, %695 ]
  %697 = getelementptr i32, ptr %693, i64 %696
  %698 = getelementptr inbounds i8, ptr %697, i64 16
  %699 = load <4 x i32>, ptr %697, align 4, !tbaa !17, !alias.scope !64, !noalias !67
  %700 = load <4 x i32>, ptr %698, align 4, !tbaa !17, !alias.scope !64, !noalias !67
  %701 = getelementptr i32, ptr %694, i64 %696
  %702 = getelementptr i8, ptr %701, i64 4
  %703 = getelementptr i8, ptr %701, i64 20
  %704 = load <4 x i32>, ptr %702, align 4, !tbaa !17, !alias.scope !67
  %705 = load <4 x i32>, ptr %703, align 4, !tbaa !17, !alias.scope !67
  store <4 x i32> %704, ptr %697, align 4, !tbaa !17, !alias.scope !64, !noalias !67
  store <4 x i32> %705, ptr %698, align 4, !tbaa !17, !alias.scope !64, !noalias !67
  store <4 x i32> %699, ptr %702, align 4, !tbaa !17, !alias.scope !67
  store <4 x i32> %700, ptr %703, align 4, !tbaa !17, !alias.scope !67
  %706 = add nuw i64 %696, 8
  %707 = icmp eq i64 %706, %688
  br i1 %707, label %708, label %695, !llvm.loop !69

708:                                              ; preds = %695
  %709 = icmp eq i64 %688, %670
  br i1 %709, label %726, label %710

710:                                              ; preds = %708, %672, %666
  %711 = phi i64 [ %669, %672 ], [ %669, %666 ], [ %689, %708 ]
  %712 = phi i64 [ %668, %672 ], [ %668, %666 ], [ %690, %708 ]
  %713 = phi i32 [ %664, %672 ], [ %664, %666 ], [ %692, %708 ]
  br label %714

714:                                              ; preds = %710, %714
  %715 = phi i64 [ %723, %714 ], [ %711, %710 ]
  %716 = phi i64 [ %718, %714 ], [ %712, %710 ]
  %717 = phi i32 [ %724, %714 ], [ %713, %710 ]
  %718 = add nsw i64 %716, 1
  %719 = getelementptr inbounds i32, ptr %11, i64 %715
  %720 = load i32, ptr %719, align 4, !tbaa !17
  %721 = getelementptr inbounds i32, ptr %11, i64 %718
  %722 = load i32, ptr %721, align 4, !tbaa !17
  store i32 %722, ptr %719, align 4, !tbaa !17
  store i32 %720, ptr %721, align 4, !tbaa !17
  %723 = add nsw i64 %715, 1
  %724 = add nsw i32 %717, -1
  %725 = icmp ugt i32 %717, 1
  br i1 %725, label %714, label %726, !llvm.loop !70

726:                                              ; preds = %714, %708, %661
  %727 = sub i32 %358, %545
  %728 = add i32 %727, %546
  %729 = add nsw i32 %728, -1
  %730 = sub nsw i32 %359, %663
  %731 = add nsw i32 %730, 1
  %732 = add nsw i32 %360, 1
  %733 = sub nsw i32 %729, %358
  %734 = sub nsw i32 %359, %731
  %735 = icmp slt i32 %733, %734
  br i1 %735, label %736, label %737

736:                                              ; preds = %726
  br label %737

737:                                              ; preds = %736, %726
  %738 = phi i32 [ %733, %736 ], [ %734, %726 ]
  %739 = phi i32 [ %358, %736 ], [ %731, %726 ]
  %740 = phi i32 [ %731, %736 ], [ %358, %726 ]
  %741 = phi i32 [ %729, %736 ], [ %359, %726 ]
  %742 = phi i32 [ %359, %736 ], [ %729, %726 ]
  %743 = sub nsw i32 %730, %728
  %744 = icmp slt i32 %738, %743
  br i1 %744, label %745, label %746

745:                                              ; preds = %737
  br label %746

746:                                              ; preds = %745, %737
  %747 = phi i32 [ %743, %745 ], [ %738, %737 ]
  %748 = phi i32 [ %728, %745 ], [ %739, %737 ]
  %749 = phi i32 [ %741, %745 ], [ %730, %737 ]
  %750 = phi i32 [ %730, %745 ], [ %741, %737 ]
  %751 = phi i32 [ %360, %745 ], [ %732, %737 ]
  %752 = phi i32 [ %732, %745 ], [ %360, %737 ]
  %753 = phi i32 [ %739, %745 ], [ %728, %737 ]
  %754 = sub nsw i32 %742, %740
  %755 = icmp slt i32 %754, %747
  br i1 %755, label %756, label %757

756:                                              ; preds = %746
  br label %757

757:                                              ; preds = %756, %746
  %758 = phi i32 [ %740, %756 ], [ %748, %746 ]
  %759 = phi i32 [ %748, %756 ], [ %740, %746 ]
  %760 = phi i32 [ %742, %756 ], [ %750, %746 ]
  %761 = phi i32 [ %750, %756 ], [ %742, %746 ]
  %762 = phi i32 [ %360, %756 ], [ %752, %746 ]
  %763 = phi i32 [ %752, %756 ], [ %360, %746 ]
  store i32 %759, ptr %352, align 4, !tbaa !17
  store i32 %761, ptr %353, align 4, !tbaa !17
  store i32 %763, ptr %354, align 4, !tbaa !17
  %764 = zext nneg i32 %348 to i64
  %765 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %764
  store i32 %758, ptr %765, align 4, !tbaa !17
  %766 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %764
  store i32 %760, ptr %766, align 4, !tbaa !17
  %767 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %764
  store i32 %762, ptr %767, align 4, !tbaa !17
  %768 = add nuw nsw i32 %348, 1
  %769 = zext nneg i32 %768 to i64
  %770 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %769
  store i32 %753, ptr %770, align 4, !tbaa !17
  %771 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %769
  store i32 %749, ptr %771, align 4, !tbaa !17
  %772 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %769
  store i32 %751, ptr %772, align 4, !tbaa !17
  %773 = add nuw nsw i32 %348, 2
  br label %466

774:                                              ; preds = %462, %452
  %775 = phi i32 [ %456, %452 ], [ %463, %462 ]
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9
  br label %965

776:                                              ; preds = %466
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9
  %777 = icmp sgt i32 %467, -1
  br i1 %777, label %778, label %965

778:                                              ; preds = %776
  %779 = add i32 %325, 1
  %780 = sub i32 %779, %329
  %781 = add i32 %780, %336
  %782 = load i32, ptr %328, align 4, !tbaa !17
  br label %783

783:                                              ; preds = %778, %332, %327
  %784 = phi i32 [ %322, %327 ], [ %467, %778 ], [ %322, %332 ]
  %785 = phi i32 [ %323, %327 ], [ %467, %778 ], [ %323, %332 ]
  %786 = phi i32 [ %329, %327 ], [ %782, %778 ], [ %329, %332 ]
  %787 = phi i32 [ %325, %327 ], [ %781, %778 ], [ %325, %332 ]
  %788 = or i32 %786, 2097152
  store i32 %788, ptr %328, align 4, !tbaa !17
  br label %789

789:                                              ; preds = %783, %321
  %790 = phi i32 [ %784, %783 ], [ %322, %321 ]
  %791 = phi i32 [ %785, %783 ], [ %323, %321 ]
  %792 = phi i32 [ %787, %783 ], [ %325, %321 ]
  %793 = add nuw nsw i64 %324, 1
  %794 = icmp eq i64 %793, 256
  br i1 %794, label %795, label %321, !llvm.loop !71

795:                                              ; preds = %789
  %796 = sext i32 %316 to i64
  %797 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %796
  %798 = load i8, ptr %797, align 1, !tbaa !19
  %799 = icmp eq i8 %798, 0
  br i1 %799, label %801, label %800

800:                                              ; preds = %795
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1006) #9
  br label %801

801:                                              ; preds = %800, %795
  %802 = getelementptr i32, ptr %15, i64 %796
  br label %803

803:                                              ; preds = %803, %801
  %804 = phi i64 [ 0, %801 ], [ %815, %803 ]
  %805 = shl i64 %804, 10
  %806 = getelementptr i8, ptr %802, i64 %805
  %807 = load i32, ptr %806, align 4, !tbaa !17
  %808 = and i32 %807, -2097153
  %809 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %804
  store i32 %808, ptr %809, align 4, !tbaa !17
  %810 = getelementptr i8, ptr %806, i64 4
  %811 = load i32, ptr %810, align 4, !tbaa !17
  %812 = and i32 %811, -2097153
  %813 = add i32 %812, -1
  %814 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %804
  store i32 %813, ptr %814, align 4, !tbaa !17
  %815 = add nuw nsw i64 %804, 1
  %816 = icmp eq i64 %815, 256
  br i1 %816, label %817, label %803, !llvm.loop !72

817:                                              ; preds = %803
  %818 = load i32, ptr %320, align 4, !tbaa !17
  %819 = and i32 %818, -2097153
  %820 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %796
  %821 = load i32, ptr %820, align 4, !tbaa !17
  %822 = icmp slt i32 %819, %821
  br i1 %822, label %823, label %853

823:                                              ; preds = %817
  %824 = sext i32 %819 to i64
  br label %825

825:                                              ; preds = %848, %823
  %826 = phi i32 [ %821, %823 ], [ %849, %848 ]
  %827 = phi i64 [ %824, %823 ], [ %850, %848 ]
  %828 = getelementptr inbounds i32, ptr %11, i64 %827
  %829 = load i32, ptr %828, align 4, !tbaa !17
  %830 = add i32 %829, -1
  %831 = icmp slt i32 %830, 0
  %832 = select i1 %831, i32 %17, i32 0
  %833 = add nsw i32 %832, %830
  %834 = sext i32 %833 to i64
  %835 = getelementptr inbounds i8, ptr %13, i64 %834
  %836 = load i8, ptr %835, align 1, !tbaa !19
  %837 = zext i8 %836 to i64
  %838 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %837
  %839 = load i8, ptr %838, align 1, !tbaa !19
  %840 = icmp eq i8 %839, 0
  br i1 %840, label %841, label %848

841:                                              ; preds = %825
  %842 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %837
  %843 = load i32, ptr %842, align 4, !tbaa !17
  %844 = add nsw i32 %843, 1
  store i32 %844, ptr %842, align 4, !tbaa !17
  %845 = sext i32 %843 to i64
  %846 = getelementptr inbounds i32, ptr %11, i64 %845
  store i32 %833, ptr %846, align 4, !tbaa !17
  %847 = load i32, ptr %820, align 4, !tbaa !17
  br label %848

848:                                              ; preds = %841, %825
  %849 = phi i32 [ %826, %825 ], [ %847, %841 ]
  %850 = add nsw i64 %827, 1
  %851 = sext i32 %849 to i64
  %852 = icmp slt i64 %850, %851
  br i1 %852, label %825, label %853, !llvm.loop !73

853:                                              ; preds = %848, %817
  %854 = phi i32 [ %821, %817 ], [ %849, %848 ]
  %855 = add i32 %317, 256
  %856 = sext i32 %855 to i64
  %857 = getelementptr inbounds i32, ptr %15, i64 %856
  %858 = load i32, ptr %857, align 4, !tbaa !17
  %859 = and i32 %858, -2097153
  %860 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %796
  %861 = add i32 %859, -1
  %862 = load i32, ptr %860, align 4, !tbaa !17
  %863 = icmp sgt i32 %861, %862
  br i1 %863, label %864, label %894

864:                                              ; preds = %853
  %865 = sext i32 %861 to i64
  br label %866

866:                                              ; preds = %864, %889
  %867 = phi i64 [ %865, %864 ], [ %891, %889 ]
  %868 = phi i32 [ %862, %864 ], [ %890, %889 ]
  %869 = getelementptr inbounds i32, ptr %11, i64 %867
  %870 = load i32, ptr %869, align 4, !tbaa !17
  %871 = add i32 %870, -1
  %872 = icmp slt i32 %871, 0
  %873 = select i1 %872, i32 %17, i32 0
  %874 = add nsw i32 %873, %871
  %875 = sext i32 %874 to i64
  %876 = getelementptr inbounds i8, ptr %13, i64 %875
  %877 = load i8, ptr %876, align 1, !tbaa !19
  %878 = zext i8 %877 to i64
  %879 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %878
  %880 = load i8, ptr %879, align 1, !tbaa !19
  %881 = icmp eq i8 %880, 0
  br i1 %881, label %882, label %889

882:                                              ; preds = %866
  %883 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %878
  %884 = load i32, ptr %883, align 4, !tbaa !17
  %885 = add nsw i32 %884, -1
  store i32 %885, ptr %883, align 4, !tbaa !17
  %886 = sext i32 %884 to i64
  %887 = getelementptr inbounds i32, ptr %11, i64 %886
  store i32 %874, ptr %887, align 4, !tbaa !17
  %888 = load i32, ptr %860, align 4, !tbaa !17
  br label %889

889:                                              ; preds = %882, %866
  %890 = phi i32 [ %868, %866 ], [ %888, %882 ]
  %891 = add nsw i64 %867, -1
  %892 = sext i32 %890 to i64
  %893 = icmp sgt i64 %891, %892
  br i1 %893, label %866, label %894, !llvm.loop !74

894:                                              ; preds = %889, %853
  %895 = phi i32 [ %862, %853 ], [ %890, %889 ]
  %896 = add nsw i32 %854, -1
  %897 = icmp eq i32 %896, %895
  br i1 %897, label %903, label %898

898:                                              ; preds = %894
  %899 = icmp eq i32 %854, 0
  %900 = icmp eq i32 %895, %43
  %901 = and i1 %899, %900
  br i1 %901, label %903, label %902

902:                                              ; preds = %898
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1007) #9
  br label %903

903:                                              ; preds = %894, %898, %902
  br label %904

904:                                              ; preds = %903, %904
  %905 = phi i64 [ %915, %904 ], [ 0, %903 ]
  %906 = shl i64 %905, 10
  %907 = shl i64 %905, 10
  %908 = or disjoint i64 %907, 1024
  %909 = getelementptr i8, ptr %802, i64 %906
  %910 = getelementptr i8, ptr %802, i64 %908
  %911 = load i32, ptr %909, align 4, !tbaa !17
  %912 = load i32, ptr %910, align 4, !tbaa !17
  %913 = or i32 %911, 2097152
  %914 = or i32 %912, 2097152
  store i32 %913, ptr %909, align 4, !tbaa !17
  store i32 %914, ptr %910, align 4, !tbaa !17
  %915 = add nuw i64 %905, 2
  %916 = icmp eq i64 %915, 256
  br i1 %916, label %917, label %904, !llvm.loop !75

917:                                              ; preds = %904
  store i8 1, ptr %797, align 1, !tbaa !19
  %918 = icmp eq i64 %313, 255
  br i1 %918, label %960, label %919

919:                                              ; preds = %917
  %920 = load i32, ptr %320, align 4, !tbaa !17
  %921 = and i32 %920, -2097153
  %922 = load i32, ptr %857, align 4, !tbaa !17
  %923 = and i32 %922, -2097153
  %924 = sub i32 %923, %921
  br label %925

925:                                              ; preds = %925, %919
  %926 = phi i32 [ 0, %919 ], [ %929, %925 ]
  %927 = ashr i32 %924, %926
  %928 = icmp sgt i32 %927, 65534
  %929 = add nuw nsw i32 %926, 1
  br i1 %928, label %925, label %930, !llvm.loop !76

930:                                              ; preds = %925
  %931 = add nsw i32 %924, -1
  %932 = icmp sgt i32 %924, 0
  br i1 %932, label %933, label %954

933:                                              ; preds = %930
  %934 = zext nneg i32 %924 to i64
  %935 = sext i32 %921 to i64
  %936 = getelementptr i32, ptr %11, i64 %935
  br label %937

937:                                              ; preds = %952, %933
  %938 = phi i64 [ %934, %933 ], [ %939, %952 ]
  %939 = add nsw i64 %938, -1
  %940 = getelementptr i32, ptr %936, i64 %939
  %941 = load i32, ptr %940, align 4, !tbaa !17
  %942 = trunc nsw i64 %939 to i32
  %943 = lshr i32 %942, %926
  %944 = trunc i32 %943 to i16
  %945 = sext i32 %941 to i64
  %946 = getelementptr inbounds i16, ptr %28, i64 %945
  store i16 %944, ptr %946, align 2, !tbaa !20
  %947 = icmp slt i32 %941, 34
  br i1 %947, label %948, label %952

948:                                              ; preds = %937
  %949 = add nsw i32 %941, %17
  %950 = sext i32 %949 to i64
  %951 = getelementptr inbounds i16, ptr %28, i64 %950
  store i16 %944, ptr %951, align 2, !tbaa !20
  br label %952

952:                                              ; preds = %948, %937
  %953 = icmp ugt i64 %938, 1
  br i1 %953, label %937, label %954, !llvm.loop !77

954:                                              ; preds = %952, %930
  %955 = ashr i32 %931, %926
  %956 = icmp slt i32 %955, 65536
  br i1 %956, label %958, label %957

957:                                              ; preds = %954
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1002) #9
  br label %958

958:                                              ; preds = %957, %954
  %959 = add nuw nsw i64 %313, 1
  br label %310

960:                                              ; preds = %917
  br i1 %36, label %961, label %965

961:                                              ; preds = %960
  %962 = load ptr, ptr @stderr, align 8, !tbaa !18
  %963 = sub nsw i32 %17, %792
  %964 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %962, ptr noundef nonnull @.str.8, i32 noundef %17, i32 noundef %792, i32 noundef %963) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9
  br label %968

965:                                              ; preds = %776, %774, %960
  %966 = phi i32 [ %775, %774 ], [ %790, %960 ], [ %467, %776 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9
  %967 = icmp sgt i32 %19, 2
  br i1 %967, label %968, label %977

968:                                              ; preds = %961, %965
  %969 = phi i32 [ %790, %961 ], [ %966, %965 ]
  %970 = load ptr, ptr @stderr, align 8, !tbaa !18
  %971 = sub nsw i32 %35, %969
  %972 = sitofp i32 %971 to float
  %973 = uitofp nneg i32 %17 to float
  %974 = fdiv float %972, %973
  %975 = fpext float %974 to double
  %976 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %970, ptr noundef nonnull @.str, i32 noundef %971, i32 noundef %17, double noundef %975) #11
  br label %977

977:                                              ; preds = %968, %965
  %978 = phi i32 [ %969, %968 ], [ %966, %965 ]
  %979 = icmp slt i32 %978, 0
  br i1 %979, label %980, label %990

980:                                              ; preds = %977
  %981 = icmp sgt i32 %19, 1
  br i1 %981, label %982, label %985

982:                                              ; preds = %980
  %983 = load ptr, ptr @stderr, align 8, !tbaa !18
  %984 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 53, i64 1, ptr %983) #10
  br label %985

985:                                              ; preds = %980, %982, %1
  %986 = getelementptr inbounds i8, ptr %0, i64 24
  %987 = load ptr, ptr %986, align 8, !tbaa !78
  %988 = getelementptr inbounds i8, ptr %0, i64 32
  %989 = load ptr, ptr %988, align 8, !tbaa !79
  tail call fastcc void @fallbackSort(ptr noundef %987, ptr noundef %989, ptr noundef %15, i32 noundef %17, i32 noundef %19)
  br label %990

990:                                              ; preds = %985, %977
  %991 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 -1, ptr %991, align 8, !tbaa !80
  %992 = load i32, ptr %16, align 4, !tbaa !14
  %993 = icmp sgt i32 %992, 0
  br i1 %993, label %994, label %1006

994:                                              ; preds = %990
  %995 = zext nneg i32 %992 to i64
  br label %996

996:                                              ; preds = %994, %1003
  %997 = phi i64 [ 0, %994 ], [ %1004, %1003 ]
  %998 = getelementptr inbounds i32, ptr %11, i64 %997
  %999 = load i32, ptr %998, align 4, !tbaa !17
  %1000 = icmp eq i32 %999, 0
  br i1 %1000, label %1001, label %1003

1001:                                             ; preds = %996
  %1002 = trunc nuw nsw i64 %997 to i32
  store i32 %1002, ptr %991, align 8, !tbaa !80
  br label %1007

1003:                                             ; preds = %996
  %1004 = add nuw nsw i64 %997, 1
  %1005 = icmp eq i64 %1004, %995
  br i1 %1005, label %1006, label %996, !llvm.loop !81

1006:                                             ; preds = %1003, %990
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1003) #9
  br label %1007

1007:                                             ; preds = %1001, %1006
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fallbackSort(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = alloca [100 x i32], align 4
  %7 = alloca [100 x i32], align 4
  %8 = alloca [257 x i32], align 4
  %9 = alloca [256 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %9) #9
  %10 = icmp sgt i32 %4, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = load ptr, ptr @stderr, align 8, !tbaa !18
  %13 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %12) #10
  br label %14

14:                                               ; preds = %11, %5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %8, i8 0, i64 1028, i1 false), !tbaa !17
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %20

16:                                               ; preds = %14
  %17 = zext nneg i32 %3 to i64
  br label %22

18:                                               ; preds = %22
  %19 = load i32, ptr %8, align 4, !tbaa !17
  br label %20

20:                                               ; preds = %18, %14
  %21 = phi i32 [ %19, %18 ], [ 0, %14 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %9, ptr noundef nonnull align 4 dereferenceable(1024) %8, i64 1024, i1 false), !tbaa !17
  br label %35

22:                                               ; preds = %16, %22
  %23 = phi i64 [ 0, %16 ], [ %30, %22 ]
  %24 = getelementptr inbounds i8, ptr %1, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !19
  %26 = zext i8 %25 to i64
  %27 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %26
  %28 = load i32, ptr %27, align 4, !tbaa !17
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 4, !tbaa !17
  %30 = add nuw nsw i64 %23, 1
  %31 = icmp eq i64 %30, %17
  br i1 %31, label %18, label %22, !llvm.loop !82

32:                                               ; preds = %35
  br i1 %15, label %33, label %56

33:                                               ; preds = %32
  %34 = zext nneg i32 %3 to i64
  br label %43

35:                                               ; preds = %20, %35
  %36 = phi i32 [ %21, %20 ], [ %40, %35 ]
  %37 = phi i64 [ 1, %20 ], [ %41, %35 ]
  %38 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %37
  %39 = load i32, ptr %38, align 4, !tbaa !17
  %40 = add nsw i32 %39, %36
  store i32 %40, ptr %38, align 4, !tbaa !17
  %41 = add nuw nsw i64 %37, 1
  %42 = icmp eq i64 %41, 257
  br i1 %42, label %32, label %35, !llvm.loop !83

43:                                               ; preds = %33, %43
  %44 = phi i64 [ 0, %33 ], [ %54, %43 ]
  %45 = getelementptr inbounds i8, ptr %1, i64 %44
  %46 = load i8, ptr %45, align 1, !tbaa !19
  %47 = zext i8 %46 to i64
  %48 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4, !tbaa !17
  %50 = add nsw i32 %49, -1
  store i32 %50, ptr %48, align 4, !tbaa !17
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds i32, ptr %0, i64 %51
  %53 = trunc nuw nsw i64 %44 to i32
  store i32 %53, ptr %52, align 4, !tbaa !17
  %54 = add nuw nsw i64 %44, 1
  %55 = icmp eq i64 %54, %34
  br i1 %55, label %56, label %43, !llvm.loop !84

56:                                               ; preds = %43, %32
  %57 = icmp sgt i32 %3, -64
  br i1 %57, label %58, label %64

58:                                               ; preds = %56
  %59 = sdiv i32 %3, 32
  %60 = add nsw i32 %59, 1
  %61 = zext nneg i32 %60 to i64
  %62 = shl nuw nsw i64 %61, 2
  %63 = add nuw nsw i64 %62, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %2, i8 0, i64 %63, i1 false), !tbaa !17
  br label %64

64:                                               ; preds = %58, %56
  br label %65

65:                                               ; preds = %64, %65
  %66 = phi i64 [ %76, %65 ], [ 0, %64 ]
  %67 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !17
  %69 = and i32 %68, 31
  %70 = shl nuw i32 1, %69
  %71 = ashr i32 %68, 5
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds i32, ptr %2, i64 %72
  %74 = load i32, ptr %73, align 4, !tbaa !17
  %75 = or i32 %70, %74
  store i32 %75, ptr %73, align 4, !tbaa !17
  %76 = add nuw nsw i64 %66, 1
  %77 = icmp eq i64 %76, 256
  br i1 %77, label %86, label %65, !llvm.loop !85

78:                                               ; preds = %86
  %79 = getelementptr i8, ptr %0, i64 -4
  %80 = zext nneg i32 %3 to i64
  %81 = getelementptr i8, ptr %0, i64 4
  %82 = getelementptr i8, ptr %0, i64 4
  %83 = getelementptr i8, ptr %0, i64 8
  %84 = getelementptr i8, ptr %0, i64 4
  %85 = getelementptr i8, ptr %0, i64 4
  br label %108

86:                                               ; preds = %65, %86
  %87 = phi i32 [ %106, %86 ], [ 0, %65 ]
  %88 = shl nuw nsw i32 %87, 1
  %89 = add nsw i32 %88, %3
  %90 = and i32 %89, 31
  %91 = shl nuw i32 1, %90
  %92 = ashr i32 %89, 5
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i32, ptr %2, i64 %93
  %95 = load i32, ptr %94, align 4, !tbaa !17
  %96 = or i32 %95, %91
  store i32 %96, ptr %94, align 4, !tbaa !17
  %97 = add nsw i32 %89, 1
  %98 = and i32 %97, 31
  %99 = shl nuw i32 1, %98
  %100 = xor i32 %99, -1
  %101 = ashr i32 %97, 5
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds i32, ptr %2, i64 %102
  %104 = load i32, ptr %103, align 4, !tbaa !17
  %105 = and i32 %104, %100
  store i32 %105, ptr %103, align 4, !tbaa !17
  %106 = add nuw nsw i32 %87, 1
  %107 = icmp eq i32 %106, 32
  br i1 %107, label %78, label %86, !llvm.loop !86

108:                                              ; preds = %623, %78
  %109 = phi i32 [ 1, %78 ], [ %624, %623 ]
  br i1 %10, label %110, label %113

110:                                              ; preds = %108
  %111 = load ptr, ptr @stderr, align 8, !tbaa !18
  %112 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %111, ptr noundef nonnull @.str.3, i32 noundef %109) #11
  br label %113

113:                                              ; preds = %110, %108
  br i1 %15, label %114, label %137

114:                                              ; preds = %113, %114
  %115 = phi i64 [ %135, %114 ], [ 0, %113 ]
  %116 = phi i32 [ %126, %114 ], [ 0, %113 ]
  %117 = trunc nuw nsw i64 %115 to i32
  %118 = lshr i64 %115, 5
  %119 = and i64 %118, 134217727
  %120 = getelementptr inbounds i32, ptr %2, i64 %119
  %121 = load i32, ptr %120, align 4, !tbaa !17
  %122 = and i32 %117, 31
  %123 = shl nuw i32 1, %122
  %124 = and i32 %121, %123
  %125 = icmp eq i32 %124, 0
  %126 = select i1 %125, i32 %116, i32 %117
  %127 = getelementptr inbounds i32, ptr %0, i64 %115
  %128 = load i32, ptr %127, align 4, !tbaa !17
  %129 = sub i32 %128, %109
  %130 = icmp slt i32 %129, 0
  %131 = select i1 %130, i32 %3, i32 0
  %132 = add nsw i32 %131, %129
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds i32, ptr %1, i64 %133
  store i32 %126, ptr %134, align 4, !tbaa !17
  %135 = add nuw nsw i64 %115, 1
  %136 = icmp eq i64 %135, %80
  br i1 %136, label %137, label %114, !llvm.loop !87

137:                                              ; preds = %114, %113
  br label %138

138:                                              ; preds = %589, %137
  %139 = phi i32 [ 0, %137 ], [ %213, %589 ]
  %140 = phi i32 [ 0, %137 ], [ %222, %589 ]
  br label %141

141:                                              ; preds = %138, %215
  %142 = phi i32 [ %213, %215 ], [ %139, %138 ]
  br label %143

143:                                              ; preds = %143, %141
  %144 = phi i32 [ %142, %141 ], [ %155, %143 ]
  %145 = ashr i32 %144, 5
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %2, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !17
  %149 = and i32 %144, 31
  %150 = shl nuw i32 1, %149
  %151 = and i32 %150, %148
  %152 = icmp ne i32 %151, 0
  %153 = icmp ne i32 %149, 0
  %154 = and i1 %153, %152
  %155 = add nsw i32 %144, 1
  br i1 %154, label %143, label %156, !llvm.loop !88

156:                                              ; preds = %143
  br i1 %152, label %157, label %176

157:                                              ; preds = %156, %157
  %158 = phi i32 [ %164, %157 ], [ %144, %156 ]
  %159 = ashr i32 %158, 5
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %2, i64 %160
  %162 = load i32, ptr %161, align 4, !tbaa !17
  %163 = icmp eq i32 %162, -1
  %164 = add nsw i32 %158, 32
  br i1 %163, label %157, label %165, !llvm.loop !89

165:                                              ; preds = %157, %165
  %166 = phi i32 [ %175, %165 ], [ %158, %157 ]
  %167 = ashr i32 %166, 5
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds i32, ptr %2, i64 %168
  %170 = load i32, ptr %169, align 4, !tbaa !17
  %171 = and i32 %166, 31
  %172 = shl nuw i32 1, %171
  %173 = and i32 %172, %170
  %174 = icmp eq i32 %173, 0
  %175 = add nsw i32 %166, 1
  br i1 %174, label %176, label %165, !llvm.loop !90

176:                                              ; preds = %165, %156
  %177 = phi i32 [ %144, %156 ], [ %166, %165 ]
  %178 = icmp sgt i32 %177, %3
  br i1 %178, label %615, label %179

179:                                              ; preds = %176, %179
  %180 = phi i32 [ %191, %179 ], [ %177, %176 ]
  %181 = ashr i32 %180, 5
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds i32, ptr %2, i64 %182
  %184 = load i32, ptr %183, align 4, !tbaa !17
  %185 = and i32 %180, 31
  %186 = shl nuw i32 1, %185
  %187 = and i32 %186, %184
  %188 = icmp eq i32 %187, 0
  %189 = icmp ne i32 %185, 0
  %190 = and i1 %189, %188
  %191 = add nsw i32 %180, 1
  br i1 %190, label %179, label %192, !llvm.loop !91

192:                                              ; preds = %179
  br i1 %188, label %193, label %212

193:                                              ; preds = %192, %193
  %194 = phi i32 [ %200, %193 ], [ %180, %192 ]
  %195 = ashr i32 %194, 5
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds i32, ptr %2, i64 %196
  %198 = load i32, ptr %197, align 4, !tbaa !17
  %199 = icmp eq i32 %198, 0
  %200 = add nsw i32 %194, 32
  br i1 %199, label %193, label %201, !llvm.loop !92

201:                                              ; preds = %193, %201
  %202 = phi i32 [ %211, %201 ], [ %194, %193 ]
  %203 = ashr i32 %202, 5
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds i32, ptr %2, i64 %204
  %206 = load i32, ptr %205, align 4, !tbaa !17
  %207 = and i32 %202, 31
  %208 = shl nuw i32 1, %207
  %209 = and i32 %208, %206
  %210 = icmp eq i32 %209, 0
  %211 = add nsw i32 %202, 1
  br i1 %210, label %201, label %212, !llvm.loop !93

212:                                              ; preds = %201, %192
  %213 = phi i32 [ %180, %192 ], [ %202, %201 ]
  %214 = icmp sgt i32 %213, %3
  br i1 %214, label %615, label %215

215:                                              ; preds = %212
  %216 = icmp sgt i32 %213, %177
  br i1 %216, label %217, label %141

217:                                              ; preds = %215
  %218 = add i32 %177, -1
  %219 = add nsw i32 %213, -1
  %220 = add i32 %140, 1
  %221 = sub i32 %220, %177
  %222 = add i32 %221, %213
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #9
  store i32 %218, ptr %6, align 4, !tbaa !17
  store i32 %219, ptr %7, align 4, !tbaa !17
  br label %223

223:                                              ; preds = %437, %217
  %224 = phi i32 [ 0, %217 ], [ %328, %437 ]
  %225 = phi i32 [ 1, %217 ], [ %438, %437 ]
  %226 = zext nneg i32 %225 to i64
  br label %227

227:                                              ; preds = %319, %223
  %228 = phi i64 [ %226, %223 ], [ %232, %319 ]
  %229 = icmp ult i64 %228, 99
  br i1 %229, label %231, label %230

230:                                              ; preds = %227
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1004) #9
  br label %231

231:                                              ; preds = %230, %227
  %232 = add nsw i64 %228, -1
  %233 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %232
  %234 = load i32, ptr %233, align 4, !tbaa !17
  %235 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %232
  %236 = load i32, ptr %235, align 4, !tbaa !17
  %237 = sub nsw i32 %236, %234
  %238 = icmp slt i32 %237, 10
  br i1 %238, label %239, label %321

239:                                              ; preds = %231
  %240 = icmp eq i32 %234, %236
  br i1 %240, label %319, label %241

241:                                              ; preds = %239
  %242 = icmp slt i32 %237, 4
  %243 = add i32 %236, -4
  %244 = icmp slt i32 %243, %234
  %245 = or i1 %242, %244
  br i1 %245, label %283, label %246

246:                                              ; preds = %241
  %247 = sext i32 %236 to i64
  %248 = sext i32 %243 to i64
  %249 = sext i32 %234 to i64
  %250 = add nsw i64 %247, -4
  br label %251

251:                                              ; preds = %276, %246
  %252 = phi i64 [ %248, %246 ], [ %280, %276 ]
  %253 = phi i64 [ %247, %246 ], [ %282, %276 ]
  %254 = getelementptr inbounds i32, ptr %0, i64 %252
  %255 = load i32, ptr %254, align 4, !tbaa !17
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds i32, ptr %1, i64 %256
  %258 = load i32, ptr %257, align 4, !tbaa !17
  %259 = icmp sgt i64 %252, %250
  %260 = trunc nsw i64 %252 to i32
  br i1 %259, label %276, label %261

261:                                              ; preds = %251, %270
  %262 = phi i64 [ %273, %270 ], [ %253, %251 ]
  %263 = phi i32 [ %275, %270 ], [ %260, %251 ]
  %264 = getelementptr inbounds i32, ptr %0, i64 %262
  %265 = load i32, ptr %264, align 4, !tbaa !17
  %266 = zext i32 %265 to i64
  %267 = getelementptr inbounds i32, ptr %1, i64 %266
  %268 = load i32, ptr %267, align 4, !tbaa !17
  %269 = icmp ugt i32 %258, %268
  br i1 %269, label %270, label %276

270:                                              ; preds = %261
  %271 = sext i32 %263 to i64
  %272 = getelementptr inbounds i32, ptr %0, i64 %271
  store i32 %265, ptr %272, align 4, !tbaa !17
  %273 = add nsw i64 %262, 4
  %274 = icmp sgt i64 %273, %247
  %275 = trunc nsw i64 %262 to i32
  br i1 %274, label %276, label %261, !llvm.loop !94

276:                                              ; preds = %270, %261, %251
  %277 = phi i32 [ %260, %251 ], [ %275, %270 ], [ %263, %261 ]
  %278 = sext i32 %277 to i64
  %279 = getelementptr inbounds i32, ptr %0, i64 %278
  store i32 %255, ptr %279, align 4, !tbaa !17
  %280 = add nsw i64 %252, -1
  %281 = icmp sgt i64 %252, %249
  %282 = add nsw i64 %253, -1
  br i1 %281, label %251, label %283, !llvm.loop !95

283:                                              ; preds = %276, %241
  %284 = icmp sgt i32 %236, %234
  br i1 %284, label %285, label %319

285:                                              ; preds = %283
  %286 = sext i32 %236 to i64
  %287 = add i32 %236, 1
  %288 = sext i32 %234 to i64
  br label %289

289:                                              ; preds = %314, %285
  %290 = phi i64 [ %286, %285 ], [ %291, %314 ]
  %291 = add nsw i64 %290, -1
  %292 = getelementptr inbounds i32, ptr %0, i64 %291
  %293 = load i32, ptr %292, align 4, !tbaa !17
  %294 = sext i32 %293 to i64
  %295 = getelementptr inbounds i32, ptr %1, i64 %294
  %296 = load i32, ptr %295, align 4, !tbaa !17
  %297 = icmp sgt i64 %290, %286
  %298 = trunc nsw i64 %290 to i32
  br i1 %297, label %314, label %299

299:                                              ; preds = %289, %307
  %300 = phi i64 [ %309, %307 ], [ %290, %289 ]
  %301 = getelementptr inbounds i32, ptr %0, i64 %300
  %302 = load i32, ptr %301, align 4, !tbaa !17
  %303 = zext i32 %302 to i64
  %304 = getelementptr inbounds i32, ptr %1, i64 %303
  %305 = load i32, ptr %304, align 4, !tbaa !17
  %306 = icmp ugt i32 %296, %305
  br i1 %306, label %307, label %312

307:                                              ; preds = %299
  %308 = getelementptr i8, ptr %301, i64 -4
  store i32 %302, ptr %308, align 4, !tbaa !17
  %309 = add nsw i64 %300, 1
  %310 = trunc i64 %309 to i32
  %311 = icmp eq i32 %287, %310
  br i1 %311, label %314, label %299, !llvm.loop !96

312:                                              ; preds = %299
  %313 = trunc nsw i64 %300 to i32
  br label %314

314:                                              ; preds = %307, %312, %289
  %315 = phi i32 [ %298, %289 ], [ %313, %312 ], [ %287, %307 ]
  %316 = sext i32 %315 to i64
  %317 = getelementptr i32, ptr %79, i64 %316
  store i32 %293, ptr %317, align 4, !tbaa !17
  %318 = icmp sgt i64 %291, %288
  br i1 %318, label %289, label %319, !llvm.loop !97

319:                                              ; preds = %314, %283, %239
  %320 = icmp sgt i64 %228, 1
  br i1 %320, label %227, label %587, !llvm.loop !98

321:                                              ; preds = %231
  %322 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %232
  %323 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %232
  %324 = trunc nuw nsw i64 %228 to i32
  %325 = trunc nsw i64 %232 to i32
  %326 = mul nuw nsw i32 %224, 7621
  %327 = add nuw nsw i32 %326, 1
  %328 = and i32 %327, 32767
  %329 = trunc nuw nsw i32 %328 to i16
  %330 = urem i16 %329, 3
  switch i16 %330, label %334 [
    i16 0, label %335
    i16 1, label %331
  ]

331:                                              ; preds = %321
  %332 = add nsw i32 %236, %234
  %333 = ashr i32 %332, 1
  br label %335

334:                                              ; preds = %321
  br label %335

335:                                              ; preds = %334, %331, %321
  %336 = phi i32 [ %333, %331 ], [ %236, %334 ], [ %234, %321 ]
  %337 = sext i32 %336 to i64
  %338 = getelementptr inbounds i32, ptr %0, i64 %337
  %339 = load i32, ptr %338, align 4, !tbaa !17
  %340 = zext i32 %339 to i64
  %341 = getelementptr inbounds i32, ptr %1, i64 %340
  %342 = load i32, ptr %341, align 4, !tbaa !17
  br label %343

343:                                              ; preds = %418, %335
  %344 = phi i32 [ %236, %335 ], [ %420, %418 ]
  %345 = phi i32 [ %234, %335 ], [ %387, %418 ]
  %346 = phi i32 [ %236, %335 ], [ %425, %418 ]
  %347 = phi i32 [ %234, %335 ], [ %424, %418 ]
  %348 = icmp sgt i32 %347, %346
  br i1 %348, label %386, label %349

349:                                              ; preds = %343
  %350 = sext i32 %345 to i64
  br label %351

351:                                              ; preds = %365, %349
  %352 = phi i64 [ %350, %349 ], [ %370, %365 ]
  %353 = phi i32 [ %347, %349 ], [ %371, %365 ]
  %354 = sext i32 %353 to i64
  %355 = tail call i32 @llvm.smax.i32(i32 %353, i32 %346)
  %356 = sext i32 %355 to i64
  br label %357

357:                                              ; preds = %375, %351
  %358 = phi i64 [ %354, %351 ], [ %376, %375 ]
  %359 = getelementptr inbounds i32, ptr %0, i64 %358
  %360 = load i32, ptr %359, align 4, !tbaa !17
  %361 = zext i32 %360 to i64
  %362 = getelementptr inbounds i32, ptr %1, i64 %361
  %363 = load i32, ptr %362, align 4, !tbaa !17
  %364 = icmp eq i32 %363, %342
  br i1 %364, label %365, label %373

365:                                              ; preds = %357
  %366 = getelementptr inbounds i32, ptr %0, i64 %358
  %367 = trunc nsw i64 %358 to i32
  %368 = getelementptr inbounds i32, ptr %0, i64 %352
  %369 = load i32, ptr %368, align 4, !tbaa !17
  store i32 %369, ptr %366, align 4, !tbaa !17
  store i32 %360, ptr %368, align 4, !tbaa !17
  %370 = add nsw i64 %352, 1
  %371 = add nsw i32 %367, 1
  %372 = icmp sgt i32 %346, %367
  br i1 %372, label %351, label %378

373:                                              ; preds = %357
  %374 = icmp sgt i32 %363, %342
  br i1 %374, label %380, label %375

375:                                              ; preds = %373
  %376 = add nsw i64 %358, 1
  %377 = icmp eq i64 %358, %356
  br i1 %377, label %383, label %357

378:                                              ; preds = %365
  %379 = trunc nsw i64 %370 to i32
  br label %386

380:                                              ; preds = %373
  %381 = trunc nsw i64 %352 to i32
  %382 = trunc nsw i64 %358 to i32
  br label %386

383:                                              ; preds = %375
  %384 = add i32 %355, 1
  %385 = trunc nsw i64 %352 to i32
  br label %386

386:                                              ; preds = %383, %380, %378, %343
  %387 = phi i32 [ %345, %343 ], [ %379, %378 ], [ %381, %380 ], [ %385, %383 ]
  %388 = phi i32 [ %347, %343 ], [ %371, %378 ], [ %382, %380 ], [ %384, %383 ]
  %389 = icmp sgt i32 %388, %346
  br i1 %389, label %433, label %390

390:                                              ; preds = %386
  %391 = sext i32 %388 to i64
  %392 = sext i32 %344 to i64
  br label %393

393:                                              ; preds = %405, %390
  %394 = phi i64 [ %392, %390 ], [ %410, %405 ]
  %395 = phi i32 [ %346, %390 ], [ %411, %405 ]
  %396 = sext i32 %395 to i64
  br label %397

397:                                              ; preds = %415, %393
  %398 = phi i64 [ %396, %393 ], [ %416, %415 ]
  %399 = getelementptr inbounds i32, ptr %0, i64 %398
  %400 = load i32, ptr %399, align 4, !tbaa !17
  %401 = zext i32 %400 to i64
  %402 = getelementptr inbounds i32, ptr %1, i64 %401
  %403 = load i32, ptr %402, align 4, !tbaa !17
  %404 = icmp eq i32 %403, %342
  br i1 %404, label %405, label %413

405:                                              ; preds = %397
  %406 = getelementptr inbounds i32, ptr %0, i64 %398
  %407 = trunc nsw i64 %398 to i32
  %408 = getelementptr inbounds i32, ptr %0, i64 %394
  %409 = load i32, ptr %408, align 4, !tbaa !17
  store i32 %409, ptr %406, align 4, !tbaa !17
  store i32 %400, ptr %408, align 4, !tbaa !17
  %410 = add nsw i64 %394, -1
  %411 = add nsw i32 %407, -1
  %412 = icmp slt i32 %388, %407
  br i1 %412, label %393, label %431

413:                                              ; preds = %397
  %414 = icmp slt i32 %403, %342
  br i1 %414, label %418, label %415

415:                                              ; preds = %413
  %416 = add nsw i64 %398, -1
  %417 = icmp sgt i64 %398, %391
  br i1 %417, label %397, label %426

418:                                              ; preds = %413
  %419 = getelementptr inbounds i32, ptr %0, i64 %398
  %420 = trunc nsw i64 %394 to i32
  %421 = trunc nsw i64 %398 to i32
  %422 = getelementptr inbounds i32, ptr %0, i64 %391
  %423 = load i32, ptr %422, align 4, !tbaa !17
  store i32 %400, ptr %422, align 4, !tbaa !17
  store i32 %423, ptr %419, align 4, !tbaa !17
  %424 = add nsw i32 %388, 1
  %425 = add nsw i32 %421, -1
  br label %343

426:                                              ; preds = %415
  %427 = tail call i64 @llvm.smin.i64(i64 %396, i64 %391)
  %428 = trunc nsw i64 %394 to i32
  %429 = trunc i64 %427 to i32
  %430 = add i32 %429, -1
  br label %433

431:                                              ; preds = %405
  %432 = trunc nsw i64 %410 to i32
  br label %433

433:                                              ; preds = %386, %431, %426
  %434 = phi i32 [ %428, %426 ], [ %432, %431 ], [ %344, %386 ]
  %435 = phi i32 [ %430, %426 ], [ %411, %431 ], [ %346, %386 ]
  %436 = icmp slt i32 %434, %387
  br i1 %436, label %437, label %440

437:                                              ; preds = %583, %433
  %438 = phi i32 [ %586, %583 ], [ %325, %433 ]
  %439 = icmp sgt i32 %438, 0
  br i1 %439, label %223, label %587, !llvm.loop !98

440:                                              ; preds = %433
  %441 = sub nsw i32 %387, %234
  %442 = sub nsw i32 %388, %387
  %443 = tail call i32 @llvm.smin.i32(i32 %441, i32 %442)
  %444 = icmp sgt i32 %443, 0
  br i1 %444, label %445, label %504

445:                                              ; preds = %440
  %446 = sub i32 %388, %443
  %447 = sext i32 %446 to i64
  %448 = sext i32 %234 to i64
  %449 = zext nneg i32 %443 to i64
  %450 = icmp ult i32 %443, 8
  br i1 %450, label %488, label %451

451:                                              ; preds = %445
  %452 = shl nsw i64 %448, 2
  %453 = getelementptr i8, ptr %0, i64 %452
  %454 = add nsw i32 %443, -1
  %455 = zext i32 %454 to i64
  %456 = shl nuw nsw i64 %455, 2
  %457 = getelementptr i8, ptr %84, i64 %452
  %458 = getelementptr i8, ptr %457, i64 %456
  %459 = shl nsw i64 %447, 2
  %460 = getelementptr i8, ptr %0, i64 %459
  %461 = getelementptr i8, ptr %85, i64 %459
  %462 = getelementptr i8, ptr %461, i64 %456
  %463 = icmp ult ptr %453, %462
  %464 = icmp ult ptr %460, %458
  %465 = and i1 %463, %464
  br i1 %465, label %488, label %466

466:                                              ; preds = %451
  %467 = and i64 %449, 2147483640
  %468 = add nsw i64 %467, %448
  %469 = add nsw i64 %467, %447
  %470 = trunc nuw nsw i64 %467 to i32
  %471 = sub nsw i32 %443, %470
  %472 = getelementptr i32, ptr %0, i64 %448
  %473 = getelementptr i32, ptr %0, i64 %447
  br label %474

474:                                              ; preds = %474, %466
  %475 = phi i64 [ 0, %466 ], [ %484, %474 ]
  %476 = getelementptr i32, ptr %472, i64 %475
  %477 = getelementptr inbounds i8, ptr %476, i64 16
  %478 = load <4 x i32>, ptr %476, align 4, !tbaa !17, !alias.scope !99, !noalias !102
  %479 = load <4 x i32>, ptr %477, align 4, !tbaa !17, !alias.scope !99, !noalias !102
  %480 = getelementptr i32, ptr %473, i64 %475
  %481 = getelementptr inbounds i8, ptr %480, i64 16
  %482 = load <4 x i32>, ptr %480, align 4, !tbaa !17, !alias.scope !102
  %483 = load <4 x i32>, ptr %481, align 4, !tbaa !17, !alias.scope !102
  store <4 x i32> %482, ptr %476, align 4, !tbaa !17, !alias.scope !99, !noalias !102
  store <4 x i32> %483, ptr %477, align 4, !tbaa !17, !alias.scope !99, !noalias !102
  store <4 x i32> %478, ptr %480, align 4, !tbaa !17, !alias.scope !102
  store <4 x i32> %479, ptr %481, align 4, !tbaa !17, !alias.scope !102
  %484 = add nuw i64 %475, 8
  %485 = icmp eq i64 %484, %467
  br i1 %485, label %486, label %474, !llvm.loop !104

486:                                              ; preds = %474
  %487 = icmp eq i64 %467, %449
  br i1 %487, label %504, label %488

488:                                              ; preds = %486, %451, %445
  %489 = phi i64 [ %448, %451 ], [ %448, %445 ], [ %468, %486 ]
  %490 = phi i64 [ %447, %451 ], [ %447, %445 ], [ %469, %486 ]
  %491 = phi i32 [ %443, %451 ], [ %443, %445 ], [ %471, %486 ]
  br label %492

492:                                              ; preds = %488, %492
  %493 = phi i64 [ %500, %492 ], [ %489, %488 ]
  %494 = phi i64 [ %501, %492 ], [ %490, %488 ]
  %495 = phi i32 [ %502, %492 ], [ %491, %488 ]
  %496 = getelementptr inbounds i32, ptr %0, i64 %493
  %497 = load i32, ptr %496, align 4, !tbaa !17
  %498 = getelementptr inbounds i32, ptr %0, i64 %494
  %499 = load i32, ptr %498, align 4, !tbaa !17
  store i32 %499, ptr %496, align 4, !tbaa !17
  store i32 %497, ptr %498, align 4, !tbaa !17
  %500 = add nsw i64 %493, 1
  %501 = add nsw i64 %494, 1
  %502 = add nsw i32 %495, -1
  %503 = icmp ugt i32 %495, 1
  br i1 %503, label %492, label %504, !llvm.loop !105

504:                                              ; preds = %492, %486, %440
  %505 = sub nsw i32 %236, %434
  %506 = sub nsw i32 %434, %435
  %507 = tail call i32 @llvm.smin.i32(i32 %505, i32 %506)
  %508 = icmp sgt i32 %507, 0
  br i1 %508, label %509, label %569

509:                                              ; preds = %504
  %510 = sub i32 %236, %507
  %511 = sext i32 %510 to i64
  %512 = sext i32 %388 to i64
  %513 = zext nneg i32 %507 to i64
  %514 = icmp ult i32 %507, 8
  br i1 %514, label %553, label %515

515:                                              ; preds = %509
  %516 = shl nsw i64 %512, 2
  %517 = getelementptr i8, ptr %0, i64 %516
  %518 = getelementptr i8, ptr %81, i64 %516
  %519 = add nsw i32 %507, -1
  %520 = zext i32 %519 to i64
  %521 = shl nuw nsw i64 %520, 2
  %522 = getelementptr i8, ptr %518, i64 %521
  %523 = shl nsw i64 %511, 2
  %524 = getelementptr i8, ptr %82, i64 %523
  %525 = getelementptr i8, ptr %83, i64 %523
  %526 = getelementptr i8, ptr %525, i64 %521
  %527 = icmp ult ptr %517, %526
  %528 = icmp ult ptr %524, %522
  %529 = and i1 %527, %528
  br i1 %529, label %553, label %530

530:                                              ; preds = %515
  %531 = and i64 %513, 2147483640
  %532 = add nsw i64 %531, %512
  %533 = add nsw i64 %531, %511
  %534 = trunc nuw nsw i64 %531 to i32
  %535 = sub nsw i32 %507, %534
  %536 = getelementptr i32, ptr %0, i64 %512
  %537 = getelementptr i32, ptr %0, i64 %511
  br label %538

538:                                              ; preds = %538, %530
  %539 = phi i64 [ 0, %530 ], [ %549, %538 ]
  %540 = getelementptr i32, ptr %536, i64 %539
  %541 = getelementptr inbounds i8, ptr %540, i64 16
  %542 = load <4 x i32>, ptr %540, align 4, !tbaa !17, !alias.scope !106, !noalias !109
  %543 = load <4 x i32>, ptr %541, align 4, !tbaa !17, !alias.scope !106, !noalias !109
  %544 = getelementptr i32, ptr %537, i64 %539
  %545 = getelementptr i8, ptr %544, i64 4
  %546 = getelementptr i8, ptr %544, i64 20
  %547 = load <4 x i32>, ptr %545, align 4, !tbaa !17, !alias.scope !109
  %548 = load <4 x i32>, ptr %546, align 4, !tbaa !17, !alias.scope !109
  store <4 x i32> %547, ptr %540, align 4, !tbaa !17, !alias.scope !106, !noalias !109
  store <4 x i32> %548, ptr %541, align 4, !tbaa !17, !alias.scope !106, !noalias !109
  store <4 x i32> %542, ptr %545, align 4, !tbaa !17, !alias.scope !109
  store <4 x i32> %543, ptr %546, align 4, !tbaa !17, !alias.scope !109
  %549 = add nuw i64 %539, 8
  %550 = icmp eq i64 %549, %531
  br i1 %550, label %551, label %538, !llvm.loop !111

551:                                              ; preds = %538
  %552 = icmp eq i64 %531, %513
  br i1 %552, label %569, label %553

553:                                              ; preds = %551, %515, %509
  %554 = phi i64 [ %512, %515 ], [ %512, %509 ], [ %532, %551 ]
  %555 = phi i64 [ %511, %515 ], [ %511, %509 ], [ %533, %551 ]
  %556 = phi i32 [ %507, %515 ], [ %507, %509 ], [ %535, %551 ]
  br label %557

557:                                              ; preds = %553, %557
  %558 = phi i64 [ %566, %557 ], [ %554, %553 ]
  %559 = phi i64 [ %561, %557 ], [ %555, %553 ]
  %560 = phi i32 [ %567, %557 ], [ %556, %553 ]
  %561 = add nsw i64 %559, 1
  %562 = getelementptr inbounds i32, ptr %0, i64 %558
  %563 = load i32, ptr %562, align 4, !tbaa !17
  %564 = getelementptr inbounds i32, ptr %0, i64 %561
  %565 = load i32, ptr %564, align 4, !tbaa !17
  store i32 %565, ptr %562, align 4, !tbaa !17
  store i32 %563, ptr %564, align 4, !tbaa !17
  %566 = add nsw i64 %558, 1
  %567 = add nsw i32 %560, -1
  %568 = icmp ugt i32 %560, 1
  br i1 %568, label %557, label %569, !llvm.loop !112

569:                                              ; preds = %557, %551, %504
  %570 = xor i32 %387, -1
  %571 = add i32 %234, %570
  %572 = add i32 %571, %388
  %573 = sub nsw i32 %236, %506
  %574 = add nsw i32 %573, 1
  %575 = sub nsw i32 %572, %234
  %576 = sub nsw i32 %236, %574
  %577 = icmp sgt i32 %575, %576
  %578 = and i64 %228, 4294967295
  %579 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %578
  %580 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %578
  br i1 %577, label %581, label %582

581:                                              ; preds = %569
  store i32 %572, ptr %323, align 4, !tbaa !17
  br label %583

582:                                              ; preds = %569
  store i32 %574, ptr %322, align 4, !tbaa !17
  br label %583

583:                                              ; preds = %582, %581
  %584 = phi i32 [ %234, %582 ], [ %574, %581 ]
  %585 = phi i32 [ %572, %582 ], [ %236, %581 ]
  store i32 %584, ptr %579, align 4, !tbaa !17
  store i32 %585, ptr %580, align 4, !tbaa !17
  %586 = add nuw nsw i32 %324, 1
  br label %437

587:                                              ; preds = %437, %319
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #9
  %588 = icmp sgt i32 %177, %213
  br i1 %588, label %589, label %590

589:                                              ; preds = %610, %587
  br label %138

590:                                              ; preds = %587
  %591 = sext i32 %218 to i64
  br label %592

592:                                              ; preds = %590, %610
  %593 = phi i64 [ %591, %590 ], [ %612, %610 ]
  %594 = phi i32 [ -1, %590 ], [ %611, %610 ]
  %595 = getelementptr inbounds i32, ptr %0, i64 %593
  %596 = load i32, ptr %595, align 4, !tbaa !17
  %597 = zext i32 %596 to i64
  %598 = getelementptr inbounds i32, ptr %1, i64 %597
  %599 = load i32, ptr %598, align 4, !tbaa !17
  %600 = icmp eq i32 %594, %599
  br i1 %600, label %610, label %601

601:                                              ; preds = %592
  %602 = trunc nsw i64 %593 to i32
  %603 = and i32 %602, 31
  %604 = shl nuw i32 1, %603
  %605 = ashr i32 %602, 5
  %606 = sext i32 %605 to i64
  %607 = getelementptr inbounds i32, ptr %2, i64 %606
  %608 = load i32, ptr %607, align 4, !tbaa !17
  %609 = or i32 %608, %604
  store i32 %609, ptr %607, align 4, !tbaa !17
  br label %610

610:                                              ; preds = %592, %601
  %611 = phi i32 [ %599, %601 ], [ %594, %592 ]
  %612 = add nsw i64 %593, 1
  %613 = trunc i64 %612 to i32
  %614 = icmp eq i32 %213, %613
  br i1 %614, label %589, label %592, !llvm.loop !113

615:                                              ; preds = %212, %176
  br i1 %10, label %616, label %625

616:                                              ; preds = %615
  %617 = load ptr, ptr @stderr, align 8, !tbaa !18
  %618 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %617, ptr noundef nonnull @.str.4, i32 noundef %140) #11
  %619 = shl nsw i32 %109, 1
  %620 = icmp sgt i32 %619, %3
  %621 = icmp eq i32 %140, 0
  %622 = select i1 %620, i1 true, i1 %621
  br i1 %622, label %630, label %623

623:                                              ; preds = %616, %625
  %624 = phi i32 [ %619, %616 ], [ %626, %625 ]
  br label %108

625:                                              ; preds = %615
  %626 = shl nsw i32 %109, 1
  %627 = icmp sgt i32 %626, %3
  %628 = icmp eq i32 %140, 0
  %629 = select i1 %627, i1 true, i1 %628
  br i1 %629, label %633, label %623

630:                                              ; preds = %616
  %631 = load ptr, ptr @stderr, align 8, !tbaa !18
  %632 = tail call i64 @fwrite(ptr nonnull @.str.5, i64 33, i64 1, ptr %631) #10
  br label %633

633:                                              ; preds = %625, %630
  br i1 %15, label %634, label %660

634:                                              ; preds = %633
  %635 = zext nneg i32 %3 to i64
  br label %636

636:                                              ; preds = %634, %647
  %637 = phi i64 [ 0, %634 ], [ %655, %647 ]
  %638 = phi i64 [ 0, %634 ], [ %642, %647 ]
  %639 = shl i64 %638, 32
  %640 = ashr exact i64 %639, 32
  br label %641

641:                                              ; preds = %641, %636
  %642 = phi i64 [ %646, %641 ], [ %640, %636 ]
  %643 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %642
  %644 = load i32, ptr %643, align 4, !tbaa !17
  %645 = icmp eq i32 %644, 0
  %646 = add nsw i64 %642, 1
  br i1 %645, label %641, label %647, !llvm.loop !114

647:                                              ; preds = %641
  %648 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %642
  %649 = add nsw i32 %644, -1
  store i32 %649, ptr %648, align 4, !tbaa !17
  %650 = trunc i64 %642 to i8
  %651 = getelementptr inbounds i32, ptr %0, i64 %637
  %652 = load i32, ptr %651, align 4, !tbaa !17
  %653 = zext i32 %652 to i64
  %654 = getelementptr inbounds i8, ptr %1, i64 %653
  store i8 %650, ptr %654, align 1, !tbaa !19
  %655 = add nuw nsw i64 %637, 1
  %656 = icmp eq i64 %655, %635
  br i1 %656, label %657, label %636, !llvm.loop !115

657:                                              ; preds = %647
  %658 = icmp slt i64 %642, 256
  br i1 %658, label %660, label %659

659:                                              ; preds = %657
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1005) #9
  br label %660

660:                                              ; preds = %633, %659, %657
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %9) #9
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i8 0, 2) i8 @mainGtU(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef %5) unnamed_addr #4 {
  %7 = zext i32 %0 to i64
  %8 = getelementptr inbounds i8, ptr %2, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !19
  %10 = zext i32 %1 to i64
  %11 = getelementptr inbounds i8, ptr %2, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !19
  %13 = icmp eq i8 %9, %12
  br i1 %13, label %16, label %14

14:                                               ; preds = %6
  %15 = icmp ugt i8 %9, %12
  br label %326

16:                                               ; preds = %6
  %17 = add i32 %0, 1
  %18 = add i32 %1, 1
  %19 = zext i32 %17 to i64
  %20 = getelementptr inbounds i8, ptr %2, i64 %19
  %21 = load i8, ptr %20, align 1, !tbaa !19
  %22 = zext i32 %18 to i64
  %23 = getelementptr inbounds i8, ptr %2, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !19
  %25 = icmp eq i8 %21, %24
  br i1 %25, label %28, label %26

26:                                               ; preds = %16
  %27 = icmp ugt i8 %21, %24
  br label %326

28:                                               ; preds = %16
  %29 = add i32 %0, 2
  %30 = add i32 %1, 2
  %31 = zext i32 %29 to i64
  %32 = getelementptr inbounds i8, ptr %2, i64 %31
  %33 = load i8, ptr %32, align 1, !tbaa !19
  %34 = zext i32 %30 to i64
  %35 = getelementptr inbounds i8, ptr %2, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !19
  %37 = icmp eq i8 %33, %36
  br i1 %37, label %40, label %38

38:                                               ; preds = %28
  %39 = icmp ugt i8 %33, %36
  br label %326

40:                                               ; preds = %28
  %41 = add i32 %0, 3
  %42 = add i32 %1, 3
  %43 = zext i32 %41 to i64
  %44 = getelementptr inbounds i8, ptr %2, i64 %43
  %45 = load i8, ptr %44, align 1, !tbaa !19
  %46 = zext i32 %42 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !19
  %49 = icmp eq i8 %45, %48
  br i1 %49, label %52, label %50

50:                                               ; preds = %40
  %51 = icmp ugt i8 %45, %48
  br label %326

52:                                               ; preds = %40
  %53 = add i32 %0, 4
  %54 = add i32 %1, 4
  %55 = zext i32 %53 to i64
  %56 = getelementptr inbounds i8, ptr %2, i64 %55
  %57 = load i8, ptr %56, align 1, !tbaa !19
  %58 = zext i32 %54 to i64
  %59 = getelementptr inbounds i8, ptr %2, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !19
  %61 = icmp eq i8 %57, %60
  br i1 %61, label %64, label %62

62:                                               ; preds = %52
  %63 = icmp ugt i8 %57, %60
  br label %326

64:                                               ; preds = %52
  %65 = add i32 %0, 5
  %66 = add i32 %1, 5
  %67 = zext i32 %65 to i64
  %68 = getelementptr inbounds i8, ptr %2, i64 %67
  %69 = load i8, ptr %68, align 1, !tbaa !19
  %70 = zext i32 %66 to i64
  %71 = getelementptr inbounds i8, ptr %2, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !19
  %73 = icmp eq i8 %69, %72
  br i1 %73, label %76, label %74

74:                                               ; preds = %64
  %75 = icmp ugt i8 %69, %72
  br label %326

76:                                               ; preds = %64
  %77 = add i32 %0, 6
  %78 = add i32 %1, 6
  %79 = zext i32 %77 to i64
  %80 = getelementptr inbounds i8, ptr %2, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !19
  %82 = zext i32 %78 to i64
  %83 = getelementptr inbounds i8, ptr %2, i64 %82
  %84 = load i8, ptr %83, align 1, !tbaa !19
  %85 = icmp eq i8 %81, %84
  br i1 %85, label %88, label %86

86:                                               ; preds = %76
  %87 = icmp ugt i8 %81, %84
  br label %326

88:                                               ; preds = %76
  %89 = add i32 %0, 7
  %90 = add i32 %1, 7
  %91 = zext i32 %89 to i64
  %92 = getelementptr inbounds i8, ptr %2, i64 %91
  %93 = load i8, ptr %92, align 1, !tbaa !19
  %94 = zext i32 %90 to i64
  %95 = getelementptr inbounds i8, ptr %2, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !19
  %97 = icmp eq i8 %93, %96
  br i1 %97, label %100, label %98

98:                                               ; preds = %88
  %99 = icmp ugt i8 %93, %96
  br label %326

100:                                              ; preds = %88
  %101 = add i32 %0, 8
  %102 = add i32 %1, 8
  %103 = zext i32 %101 to i64
  %104 = getelementptr inbounds i8, ptr %2, i64 %103
  %105 = load i8, ptr %104, align 1, !tbaa !19
  %106 = zext i32 %102 to i64
  %107 = getelementptr inbounds i8, ptr %2, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !19
  %109 = icmp eq i8 %105, %108
  br i1 %109, label %112, label %110

110:                                              ; preds = %100
  %111 = icmp ugt i8 %105, %108
  br label %326

112:                                              ; preds = %100
  %113 = add i32 %0, 9
  %114 = add i32 %1, 9
  %115 = zext i32 %113 to i64
  %116 = getelementptr inbounds i8, ptr %2, i64 %115
  %117 = load i8, ptr %116, align 1, !tbaa !19
  %118 = zext i32 %114 to i64
  %119 = getelementptr inbounds i8, ptr %2, i64 %118
  %120 = load i8, ptr %119, align 1, !tbaa !19
  %121 = icmp eq i8 %117, %120
  br i1 %121, label %124, label %122

122:                                              ; preds = %112
  %123 = icmp ugt i8 %117, %120
  br label %326

124:                                              ; preds = %112
  %125 = add i32 %0, 10
  %126 = add i32 %1, 10
  %127 = zext i32 %125 to i64
  %128 = getelementptr inbounds i8, ptr %2, i64 %127
  %129 = load i8, ptr %128, align 1, !tbaa !19
  %130 = zext i32 %126 to i64
  %131 = getelementptr inbounds i8, ptr %2, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !19
  %133 = icmp eq i8 %129, %132
  br i1 %133, label %136, label %134

134:                                              ; preds = %124
  %135 = icmp ugt i8 %129, %132
  br label %326

136:                                              ; preds = %124
  %137 = add i32 %0, 11
  %138 = add i32 %1, 11
  %139 = zext i32 %137 to i64
  %140 = getelementptr inbounds i8, ptr %2, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !19
  %142 = zext i32 %138 to i64
  %143 = getelementptr inbounds i8, ptr %2, i64 %142
  %144 = load i8, ptr %143, align 1, !tbaa !19
  %145 = icmp eq i8 %141, %144
  br i1 %145, label %148, label %146

146:                                              ; preds = %136
  %147 = icmp ugt i8 %141, %144
  br label %326

148:                                              ; preds = %136
  %149 = add i32 %0, 12
  %150 = add i32 %1, 12
  %151 = add nuw i32 %4, 8
  br label %152

152:                                              ; preds = %313, %148
  %153 = phi i32 [ %150, %148 ], [ %321, %313 ]
  %154 = phi i32 [ %149, %148 ], [ %318, %313 ]
  %155 = phi i32 [ %151, %148 ], [ %322, %313 ]
  %156 = zext i32 %154 to i64
  %157 = getelementptr inbounds i8, ptr %2, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !19
  %159 = zext i32 %153 to i64
  %160 = getelementptr inbounds i8, ptr %2, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !19
  %162 = icmp eq i8 %158, %161
  br i1 %162, label %165, label %163

163:                                              ; preds = %152
  %164 = icmp ugt i8 %158, %161
  br label %326

165:                                              ; preds = %152
  %166 = getelementptr inbounds i16, ptr %3, i64 %156
  %167 = load i16, ptr %166, align 2, !tbaa !20
  %168 = getelementptr inbounds i16, ptr %3, i64 %159
  %169 = load i16, ptr %168, align 2, !tbaa !20
  %170 = icmp eq i16 %167, %169
  br i1 %170, label %173, label %171

171:                                              ; preds = %165
  %172 = icmp ugt i16 %167, %169
  br label %326

173:                                              ; preds = %165
  %174 = add i32 %154, 1
  %175 = add i32 %153, 1
  %176 = zext i32 %174 to i64
  %177 = getelementptr inbounds i8, ptr %2, i64 %176
  %178 = load i8, ptr %177, align 1, !tbaa !19
  %179 = zext i32 %175 to i64
  %180 = getelementptr inbounds i8, ptr %2, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !19
  %182 = icmp eq i8 %178, %181
  br i1 %182, label %185, label %183

183:                                              ; preds = %173
  %184 = icmp ugt i8 %178, %181
  br label %326

185:                                              ; preds = %173
  %186 = getelementptr inbounds i16, ptr %3, i64 %176
  %187 = load i16, ptr %186, align 2, !tbaa !20
  %188 = getelementptr inbounds i16, ptr %3, i64 %179
  %189 = load i16, ptr %188, align 2, !tbaa !20
  %190 = icmp eq i16 %187, %189
  br i1 %190, label %193, label %191

191:                                              ; preds = %185
  %192 = icmp ugt i16 %187, %189
  br label %326

193:                                              ; preds = %185
  %194 = add i32 %154, 2
  %195 = add i32 %153, 2
  %196 = zext i32 %194 to i64
  %197 = getelementptr inbounds i8, ptr %2, i64 %196
  %198 = load i8, ptr %197, align 1, !tbaa !19
  %199 = zext i32 %195 to i64
  %200 = getelementptr inbounds i8, ptr %2, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !19
  %202 = icmp eq i8 %198, %201
  br i1 %202, label %205, label %203

203:                                              ; preds = %193
  %204 = icmp ugt i8 %198, %201
  br label %326

205:                                              ; preds = %193
  %206 = getelementptr inbounds i16, ptr %3, i64 %196
  %207 = load i16, ptr %206, align 2, !tbaa !20
  %208 = getelementptr inbounds i16, ptr %3, i64 %199
  %209 = load i16, ptr %208, align 2, !tbaa !20
  %210 = icmp eq i16 %207, %209
  br i1 %210, label %213, label %211

211:                                              ; preds = %205
  %212 = icmp ugt i16 %207, %209
  br label %326

213:                                              ; preds = %205
  %214 = add i32 %154, 3
  %215 = add i32 %153, 3
  %216 = zext i32 %214 to i64
  %217 = getelementptr inbounds i8, ptr %2, i64 %216
  %218 = load i8, ptr %217, align 1, !tbaa !19
  %219 = zext i32 %215 to i64
  %220 = getelementptr inbounds i8, ptr %2, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !19
  %222 = icmp eq i8 %218, %221
  br i1 %222, label %225, label %223

223:                                              ; preds = %213
  %224 = icmp ugt i8 %218, %221
  br label %326

225:                                              ; preds = %213
  %226 = getelementptr inbounds i16, ptr %3, i64 %216
  %227 = load i16, ptr %226, align 2, !tbaa !20
  %228 = getelementptr inbounds i16, ptr %3, i64 %219
  %229 = load i16, ptr %228, align 2, !tbaa !20
  %230 = icmp eq i16 %227, %229
  br i1 %230, label %233, label %231

231:                                              ; preds = %225
  %232 = icmp ugt i16 %227, %229
  br label %326

233:                                              ; preds = %225
  %234 = add i32 %154, 4
  %235 = add i32 %153, 4
  %236 = zext i32 %234 to i64
  %237 = getelementptr inbounds i8, ptr %2, i64 %236
  %238 = load i8, ptr %237, align 1, !tbaa !19
  %239 = zext i32 %235 to i64
  %240 = getelementptr inbounds i8, ptr %2, i64 %239
  %241 = load i8, ptr %240, align 1, !tbaa !19
  %242 = icmp eq i8 %238, %241
  br i1 %242, label %245, label %243

243:                                              ; preds = %233
  %244 = icmp ugt i8 %238, %241
  br label %326

245:                                              ; preds = %233
  %246 = getelementptr inbounds i16, ptr %3, i64 %236
  %247 = load i16, ptr %246, align 2, !tbaa !20
  %248 = getelementptr inbounds i16, ptr %3, i64 %239
  %249 = load i16, ptr %248, align 2, !tbaa !20
  %250 = icmp eq i16 %247, %249
  br i1 %250, label %253, label %251

251:                                              ; preds = %245
  %252 = icmp ugt i16 %247, %249
  br label %326

253:                                              ; preds = %245
  %254 = add i32 %154, 5
  %255 = add i32 %153, 5
  %256 = zext i32 %254 to i64
  %257 = getelementptr inbounds i8, ptr %2, i64 %256
  %258 = load i8, ptr %257, align 1, !tbaa !19
  %259 = zext i32 %255 to i64
  %260 = getelementptr inbounds i8, ptr %2, i64 %259
  %261 = load i8, ptr %260, align 1, !tbaa !19
  %262 = icmp eq i8 %258, %261
  br i1 %262, label %265, label %263

263:                                              ; preds = %253
  %264 = icmp ugt i8 %258, %261
  br label %326

265:                                              ; preds = %253
  %266 = getelementptr inbounds i16, ptr %3, i64 %256
  %267 = load i16, ptr %266, align 2, !tbaa !20
  %268 = getelementptr inbounds i16, ptr %3, i64 %259
  %269 = load i16, ptr %268, align 2, !tbaa !20
  %270 = icmp eq i16 %267, %269
  br i1 %270, label %273, label %271

271:                                              ; preds = %265
  %272 = icmp ugt i16 %267, %269
  br label %326

273:                                              ; preds = %265
  %274 = add i32 %154, 6
  %275 = add i32 %153, 6
  %276 = zext i32 %274 to i64
  %277 = getelementptr inbounds i8, ptr %2, i64 %276
  %278 = load i8, ptr %277, align 1, !tbaa !19
  %279 = zext i32 %275 to i64
  %280 = getelementptr inbounds i8, ptr %2, i64 %279
  %281 = load i8, ptr %280, align 1, !tbaa !19
  %282 = icmp eq i8 %278, %281
  br i1 %282, label %285, label %283

283:                                              ; preds = %273
  %284 = icmp ugt i8 %278, %281
  br label %326

285:                                              ; preds = %273
  %286 = getelementptr inbounds i16, ptr %3, i64 %276
  %287 = load i16, ptr %286, align 2, !tbaa !20
  %288 = getelementptr inbounds i16, ptr %3, i64 %279
  %289 = load i16, ptr %288, align 2, !tbaa !20
  %290 = icmp eq i16 %287, %289
  br i1 %290, label %293, label %291

291:                                              ; preds = %285
  %292 = icmp ugt i16 %287, %289
  br label %326

293:                                              ; preds = %285
  %294 = add i32 %154, 7
  %295 = add i32 %153, 7
  %296 = zext i32 %294 to i64
  %297 = getelementptr inbounds i8, ptr %2, i64 %296
  %298 = load i8, ptr %297, align 1, !tbaa !19
  %299 = zext i32 %295 to i64
  %300 = getelementptr inbounds i8, ptr %2, i64 %299
  %301 = load i8, ptr %300, align 1, !tbaa !19
  %302 = icmp eq i8 %298, %301
  br i1 %302, label %305, label %303

303:                                              ; preds = %293
  %304 = icmp ugt i8 %298, %301
  br label %326

305:                                              ; preds = %293
  %306 = getelementptr inbounds i16, ptr %3, i64 %296
  %307 = load i16, ptr %306, align 2, !tbaa !20
  %308 = getelementptr inbounds i16, ptr %3, i64 %299
  %309 = load i16, ptr %308, align 2, !tbaa !20
  %310 = icmp eq i16 %307, %309
  br i1 %310, label %313, label %311

311:                                              ; preds = %305
  %312 = icmp ugt i16 %307, %309
  br label %326

313:                                              ; preds = %305
  %314 = add i32 %154, 8
  %315 = add i32 %153, 8
  %316 = icmp ult i32 %314, %4
  %317 = select i1 %316, i32 0, i32 %4
  %318 = sub i32 %314, %317
  %319 = icmp ult i32 %315, %4
  %320 = select i1 %319, i32 0, i32 %4
  %321 = sub i32 %315, %320
  %322 = add nsw i32 %155, -8
  %323 = load i32, ptr %5, align 4, !tbaa !17
  %324 = add nsw i32 %323, -1
  store i32 %324, ptr %5, align 4, !tbaa !17
  %325 = icmp sgt i32 %155, 7
  br i1 %325, label %152, label %326, !llvm.loop !116

326:                                              ; preds = %313, %311, %303, %291, %283, %271, %263, %251, %243, %231, %223, %211, %203, %191, %183, %171, %163, %146, %134, %122, %110, %98, %86, %74, %62, %50, %38, %26, %14
  %327 = phi i1 [ %15, %14 ], [ %27, %26 ], [ %39, %38 ], [ %51, %50 ], [ %63, %62 ], [ %75, %74 ], [ %87, %86 ], [ %99, %98 ], [ %111, %110 ], [ %123, %122 ], [ %135, %134 ], [ %147, %146 ], [ %164, %163 ], [ %172, %171 ], [ %184, %183 ], [ %192, %191 ], [ %204, %203 ], [ %212, %211 ], [ %224, %223 ], [ %232, %231 ], [ %244, %243 ], [ %252, %251 ], [ %264, %263 ], [ %272, %271 ], [ %284, %283 ], [ %292, %291 ], [ %304, %303 ], [ %312, %311 ], [ false, %313 ]
  %328 = zext i1 %327 to i8
  ret i8 %328
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #5

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { cold }
attributes #11 = { cold nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 56}
!7 = !{!"", !8, i64 0, !11, i64 8, !11, i64 12, !11, i64 16, !8, i64 24, !8, i64 32, !8, i64 40, !11, i64 48, !8, i64 56, !8, i64 64, !8, i64 72, !8, i64 80, !11, i64 88, !11, i64 92, !11, i64 96, !11, i64 100, !11, i64 104, !11, i64 108, !11, i64 112, !11, i64 116, !11, i64 120, !11, i64 124, !9, i64 128, !9, i64 384, !11, i64 640, !11, i64 644, !11, i64 648, !11, i64 652, !11, i64 656, !11, i64 660, !11, i64 664, !11, i64 668, !9, i64 672, !9, i64 1704, !9, i64 19706, !9, i64 37708, !9, i64 39256, !9, i64 45448, !9, i64 51640}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"int", !9, i64 0}
!12 = !{!7, !8, i64 64}
!13 = !{!7, !8, i64 40}
!14 = !{!7, !11, i64 108}
!15 = !{!7, !11, i64 656}
!16 = !{!7, !11, i64 88}
!17 = !{!11, !11, i64 0}
!18 = !{!8, !8, i64 0}
!19 = !{!9, !9, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"short", !9, i64 0}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25}
!25 = distinct !{!25, !26}
!26 = distinct !{!26, !"LVerDomain"}
!27 = !{!28}
!28 = distinct !{!28, !26}
!29 = !{!30, !25}
!30 = distinct !{!30, !26}
!31 = !{!30}
!32 = !{!33}
!33 = distinct !{!33, !34}
!34 = distinct !{!34, !"LVerDomain"}
!35 = !{!36}
!36 = distinct !{!36, !34}
!37 = !{!38, !33}
!38 = distinct !{!38, !34}
!39 = !{!38}
!40 = distinct !{!40, !23}
!41 = distinct !{!41, !23, !42}
!42 = !{!"llvm.loop.isvectorized", i32 1}
!43 = distinct !{!43, !23}
!44 = distinct !{!44, !23}
!45 = distinct !{!45, !23, !42, !46}
!46 = !{!"llvm.loop.unroll.runtime.disable"}
!47 = distinct !{!47, !23}
!48 = distinct !{!48, !23}
!49 = distinct !{!49, !23}
!50 = distinct !{!50, !23}
!51 = distinct !{!51, !23}
!52 = distinct !{!52, !23}
!53 = distinct !{!53, !23}
!54 = distinct !{!54, !23}
!55 = distinct !{!55, !23}
!56 = distinct !{!56, !23}
!57 = !{!58}
!58 = distinct !{!58, !59}
!59 = distinct !{!59, !"LVerDomain"}
!60 = !{!61}
!61 = distinct !{!61, !59}
!62 = distinct !{!62, !23, !42, !46}
!63 = distinct !{!63, !23, !42}
!64 = !{!65}
!65 = distinct !{!65, !66}
!66 = distinct !{!66, !"LVerDomain"}
!67 = !{!68}
!68 = distinct !{!68, !66}
!69 = distinct !{!69, !23, !42, !46}
!70 = distinct !{!70, !23, !42}
!71 = distinct !{!71, !23}
!72 = distinct !{!72, !23}
!73 = distinct !{!73, !23}
!74 = distinct !{!74, !23}
!75 = distinct !{!75, !23, !42, !46}
!76 = distinct !{!76, !23}
!77 = distinct !{!77, !23}
!78 = !{!7, !8, i64 24}
!79 = !{!7, !8, i64 32}
!80 = !{!7, !11, i64 48}
!81 = distinct !{!81, !23}
!82 = distinct !{!82, !23}
!83 = distinct !{!83, !23}
!84 = distinct !{!84, !23}
!85 = distinct !{!85, !23}
!86 = distinct !{!86, !23}
!87 = distinct !{!87, !23}
!88 = distinct !{!88, !23}
!89 = distinct !{!89, !23}
!90 = distinct !{!90, !23}
!91 = distinct !{!91, !23}
!92 = distinct !{!92, !23}
!93 = distinct !{!93, !23}
!94 = distinct !{!94, !23}
!95 = distinct !{!95, !23}
!96 = distinct !{!96, !23}
!97 = distinct !{!97, !23}
!98 = distinct !{!98, !23}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !101}
!104 = distinct !{!104, !23, !42, !46}
!105 = distinct !{!105, !23, !42}
!106 = !{!107}
!107 = distinct !{!107, !108}
!108 = distinct !{!108, !"LVerDomain"}
!109 = !{!110}
!110 = distinct !{!110, !108}
!111 = distinct !{!111, !23, !42, !46}
!112 = distinct !{!112, !23, !42}
!113 = distinct !{!113, !23}
!114 = distinct !{!114, !23}
!115 = distinct !{!115, !23}
!116 = distinct !{!116, !23}
