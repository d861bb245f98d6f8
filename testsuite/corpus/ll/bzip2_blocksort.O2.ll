; ModuleID = 'src/bzip2/blocksort.c'
source_filename = "src/bzip2/blocksort.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@incs = internal unnamed_addr constant [14 x i32] [i32 1, i32 4, i32 13, i32 40, i32 121, i32 364, i32 1093, i32 3280, i32 9841, i32 29524, i32 88573, i32 265720, i32 797161, i32 2391484], align 16

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_blockSort(ptr nocapture noundef %0) local_unnamed_addr #0 {
  %2 = alloca [100 x i32], align 16
  %3 = alloca [100 x i32], align 16
  %4 = alloca [100 x i32], align 16
  %5 = alloca [256 x i32], align 16
  %6 = alloca [256 x i8], align 16
  %7 = alloca [256 x i32], align 16
  %8 = alloca [256 x i32], align 16
  %9 = alloca i32, align 4
  %10 = getelementptr inbounds i8, ptr %0, i64 56
  %11 = load ptr, ptr %10, align 8, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %0, i64 64
  %13 = load ptr, ptr %12, align 8, !tbaa !11
  %14 = getelementptr inbounds i8, ptr %0, i64 40
  %15 = load ptr, ptr %14, align 8, !tbaa !12
  %16 = getelementptr inbounds i8, ptr %0, i64 108
  %17 = load i32, ptr %16, align 4, !tbaa !13
  %18 = getelementptr inbounds i8, ptr %0, i64 656
  %19 = load i32, ptr %18, align 8, !tbaa !14
  %20 = getelementptr inbounds i8, ptr %0, i64 88
  %21 = load i32, ptr %20, align 8, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9) #9
  %22 = icmp slt i32 %17, 10000
  br i1 %22, label %1078, label %23

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
  store i32 %35, ptr %9, align 4, !tbaa !16
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %5) #9
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %8) #9
  %36 = icmp sgt i32 %19, 3
  br i1 %36, label %37, label %40

37:                                               ; preds = %23
  %38 = load ptr, ptr @stderr, align 8, !tbaa !17
  %39 = tail call i64 @fwrite(ptr nonnull @.str.6, i64 33, i64 1, ptr %38) #10
  br label %40

40:                                               ; preds = %23, %37
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(262148) %15, i8 0, i64 262148, i1 false), !tbaa !16
  %41 = load i8, ptr %13, align 1, !tbaa !18
  %42 = zext i8 %41 to i32
  %43 = add nsw i32 %17, -1
  %44 = zext nneg i32 %43 to i64
  br label %47

45:                                               ; preds = %47
  %46 = icmp ugt i64 %48, 3
  br i1 %46, label %136, label %95

47:                                               ; preds = %47, %40
  %48 = phi i64 [ %44, %40 ], [ %93, %47 ]
  %49 = phi i32 [ %42, %40 ], [ %86, %47 ]
  %50 = getelementptr inbounds i16, ptr %28, i64 %48
  store i16 0, ptr %50, align 2, !tbaa !19
  %51 = getelementptr inbounds i8, ptr %13, i64 %48
  %52 = load i8, ptr %51, align 1, !tbaa !18
  %53 = zext i8 %52 to i32
  %54 = shl nuw nsw i32 %53, 8
  %55 = or disjoint i32 %54, %49
  %56 = zext nneg i32 %55 to i64
  %57 = getelementptr inbounds i32, ptr %15, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !16
  %59 = add i32 %58, 1
  store i32 %59, ptr %57, align 4, !tbaa !16
  %60 = add nsw i64 %48, -1
  %61 = getelementptr inbounds i16, ptr %28, i64 %60
  store i16 0, ptr %61, align 2, !tbaa !19
  %62 = getelementptr inbounds i8, ptr %13, i64 %60
  %63 = load i8, ptr %62, align 1, !tbaa !18
  %64 = zext i8 %63 to i32
  %65 = shl nuw nsw i32 %64, 8
  %66 = or disjoint i32 %65, %53
  %67 = zext nneg i32 %66 to i64
  %68 = getelementptr inbounds i32, ptr %15, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !16
  %70 = add i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !16
  %71 = add nsw i64 %48, -2
  %72 = getelementptr inbounds i16, ptr %28, i64 %71
  store i16 0, ptr %72, align 2, !tbaa !19
  %73 = getelementptr inbounds i8, ptr %13, i64 %71
  %74 = load i8, ptr %73, align 1, !tbaa !18
  %75 = zext i8 %74 to i32
  %76 = shl nuw nsw i32 %75, 8
  %77 = or disjoint i32 %76, %64
  %78 = zext nneg i32 %77 to i64
  %79 = getelementptr inbounds i32, ptr %15, i64 %78
  %80 = load i32, ptr %79, align 4, !tbaa !16
  %81 = add i32 %80, 1
  store i32 %81, ptr %79, align 4, !tbaa !16
  %82 = add nsw i64 %48, -3
  %83 = getelementptr inbounds i16, ptr %28, i64 %82
  store i16 0, ptr %83, align 2, !tbaa !19
  %84 = getelementptr inbounds i8, ptr %13, i64 %82
  %85 = load i8, ptr %84, align 1, !tbaa !18
  %86 = zext i8 %85 to i32
  %87 = shl nuw nsw i32 %86, 8
  %88 = or disjoint i32 %87, %75
  %89 = zext nneg i32 %88 to i64
  %90 = getelementptr inbounds i32, ptr %15, i64 %89
  %91 = load i32, ptr %90, align 4, !tbaa !16
  %92 = add i32 %91, 1
  store i32 %92, ptr %90, align 4, !tbaa !16
  %93 = add nsw i64 %48, -4
  %94 = icmp ugt i64 %48, 6
  br i1 %94, label %47, label %45, !llvm.loop !21

95:                                               ; preds = %136, %45
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
  br i1 %116, label %117, label %119

117:                                              ; preds = %119, %95
  %118 = phi i64 [ 0, %95 ], [ 32, %119 ]
  br label %152

119:                                              ; preds = %95
  %120 = getelementptr inbounds i8, ptr %13, i64 8
  %121 = load <8 x i8>, ptr %13, align 1, !tbaa !18, !alias.scope !23
  %122 = load <8 x i8>, ptr %120, align 1, !tbaa !18, !alias.scope !23
  %123 = getelementptr inbounds i8, ptr %13, i64 %96
  %124 = getelementptr inbounds i8, ptr %123, i64 8
  store <8 x i8> %121, ptr %123, align 1, !tbaa !18, !alias.scope !26, !noalias !28
  store <8 x i8> %122, ptr %124, align 1, !tbaa !18, !alias.scope !26, !noalias !28
  %125 = getelementptr inbounds i16, ptr %28, i64 %96
  %126 = getelementptr inbounds i8, ptr %125, i64 16
  store <8 x i16> zeroinitializer, ptr %125, align 2, !tbaa !19, !alias.scope !30, !noalias !23
  store <8 x i16> zeroinitializer, ptr %126, align 2, !tbaa !19, !alias.scope !30, !noalias !23
  %127 = getelementptr inbounds i8, ptr %13, i64 16
  %128 = getelementptr inbounds i8, ptr %13, i64 24
  %129 = load <8 x i8>, ptr %127, align 1, !tbaa !18, !alias.scope !23
  %130 = load <8 x i8>, ptr %128, align 1, !tbaa !18, !alias.scope !23
  %131 = add nuw nsw i64 %96, 16
  %132 = getelementptr inbounds i8, ptr %13, i64 %131
  %133 = getelementptr inbounds i8, ptr %132, i64 8
  store <8 x i8> %129, ptr %132, align 1, !tbaa !18, !alias.scope !26, !noalias !28
  store <8 x i8> %130, ptr %133, align 1, !tbaa !18, !alias.scope !26, !noalias !28
  %134 = getelementptr inbounds i16, ptr %28, i64 %131
  %135 = getelementptr inbounds i8, ptr %134, i64 16
  store <8 x i16> zeroinitializer, ptr %134, align 2, !tbaa !19, !alias.scope !30, !noalias !23
  store <8 x i16> zeroinitializer, ptr %135, align 2, !tbaa !19, !alias.scope !30, !noalias !23
  br label %117

136:                                              ; preds = %45, %136
  %137 = phi i64 [ %150, %136 ], [ %93, %45 ]
  %138 = phi i32 [ %145, %136 ], [ %88, %45 ]
  %139 = getelementptr inbounds i16, ptr %28, i64 %137
  store i16 0, ptr %139, align 2, !tbaa !19
  %140 = lshr i32 %138, 8
  %141 = getelementptr inbounds i8, ptr %13, i64 %137
  %142 = load i8, ptr %141, align 1, !tbaa !18
  %143 = zext i8 %142 to i32
  %144 = shl nuw nsw i32 %143, 8
  %145 = or i32 %144, %140
  %146 = zext nneg i32 %145 to i64
  %147 = getelementptr inbounds i32, ptr %15, i64 %146
  %148 = load i32, ptr %147, align 4, !tbaa !16
  %149 = add i32 %148, 1
  store i32 %149, ptr %147, align 4, !tbaa !16
  %150 = add nsw i64 %137, -1
  %151 = icmp eq i64 %137, 0
  br i1 %151, label %95, label %136, !llvm.loop !31

152:                                              ; preds = %152, %117
  %153 = phi i64 [ %118, %117 ], [ %165, %152 ]
  %154 = getelementptr inbounds i8, ptr %13, i64 %153
  %155 = load i8, ptr %154, align 1, !tbaa !18
  %156 = add nuw nsw i64 %153, %96
  %157 = getelementptr inbounds i8, ptr %13, i64 %156
  store i8 %155, ptr %157, align 1, !tbaa !18
  %158 = getelementptr inbounds i16, ptr %28, i64 %156
  store i16 0, ptr %158, align 2, !tbaa !19
  %159 = or disjoint i64 %153, 1
  %160 = getelementptr inbounds i8, ptr %13, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !18
  %162 = add nuw nsw i64 %159, %96
  %163 = getelementptr inbounds i8, ptr %13, i64 %162
  store i8 %161, ptr %163, align 1, !tbaa !18
  %164 = getelementptr inbounds i16, ptr %28, i64 %162
  store i16 0, ptr %164, align 2, !tbaa !19
  %165 = add nuw nsw i64 %153, 2
  %166 = icmp eq i64 %165, 34
  br i1 %166, label %167, label %152, !llvm.loop !32

167:                                              ; preds = %152
  br i1 %36, label %168, label %171

168:                                              ; preds = %167
  %169 = load ptr, ptr @stderr, align 8, !tbaa !17
  %170 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %169) #10
  br label %171

171:                                              ; preds = %168, %167
  %172 = load i32, ptr %15, align 4
  %173 = getelementptr i8, ptr %15, i64 4
  %174 = getelementptr i8, ptr %15, i64 8
  %175 = getelementptr i8, ptr %15, i64 12
  br label %176

176:                                              ; preds = %176, %171
  %177 = phi i32 [ %172, %171 ], [ %190, %176 ]
  %178 = phi i64 [ 1, %171 ], [ %191, %176 ]
  %179 = getelementptr i32, ptr %15, i64 %178
  %180 = load i32, ptr %179, align 4, !tbaa !16
  %181 = add i32 %180, %177
  store i32 %181, ptr %179, align 4, !tbaa !16
  %182 = getelementptr i32, ptr %173, i64 %178
  %183 = load i32, ptr %182, align 4, !tbaa !16
  %184 = add i32 %183, %181
  store i32 %184, ptr %182, align 4, !tbaa !16
  %185 = getelementptr i32, ptr %174, i64 %178
  %186 = load i32, ptr %185, align 4, !tbaa !16
  %187 = add i32 %186, %184
  store i32 %187, ptr %185, align 4, !tbaa !16
  %188 = getelementptr i32, ptr %175, i64 %178
  %189 = load i32, ptr %188, align 4, !tbaa !16
  %190 = add i32 %189, %187
  store i32 %190, ptr %188, align 4, !tbaa !16
  %191 = add nuw nsw i64 %178, 4
  %192 = icmp eq i64 %191, 65537
  br i1 %192, label %193, label %176, !llvm.loop !34

193:                                              ; preds = %176
  %194 = load i8, ptr %13, align 1, !tbaa !18
  %195 = zext i8 %194 to i16
  %196 = shl nuw i16 %195, 8
  br label %199

197:                                              ; preds = %199
  %198 = icmp ugt i64 %200, 3
  br i1 %198, label %276, label %251

199:                                              ; preds = %199, %193
  %200 = phi i64 [ %44, %193 ], [ %249, %199 ]
  %201 = phi i16 [ %196, %193 ], [ %241, %199 ]
  %202 = getelementptr inbounds i8, ptr %13, i64 %200
  %203 = load i8, ptr %202, align 1, !tbaa !18
  %204 = zext i8 %203 to i16
  %205 = tail call i16 @llvm.fshl.i16(i16 %204, i16 %201, i16 8)
  %206 = zext i16 %205 to i64
  %207 = getelementptr inbounds i32, ptr %15, i64 %206
  %208 = load i32, ptr %207, align 4, !tbaa !16
  %209 = add i32 %208, -1
  store i32 %209, ptr %207, align 4, !tbaa !16
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds i32, ptr %11, i64 %210
  %212 = trunc nuw nsw i64 %200 to i32
  store i32 %212, ptr %211, align 4, !tbaa !16
  %213 = add nsw i64 %200, -1
  %214 = getelementptr inbounds i8, ptr %13, i64 %213
  %215 = load i8, ptr %214, align 1, !tbaa !18
  %216 = zext i8 %215 to i16
  %217 = tail call i16 @llvm.fshl.i16(i16 %216, i16 %205, i16 8)
  %218 = zext i16 %217 to i64
  %219 = getelementptr inbounds i32, ptr %15, i64 %218
  %220 = load i32, ptr %219, align 4, !tbaa !16
  %221 = add i32 %220, -1
  store i32 %221, ptr %219, align 4, !tbaa !16
  %222 = sext i32 %221 to i64
  %223 = getelementptr inbounds i32, ptr %11, i64 %222
  %224 = trunc nuw nsw i64 %213 to i32
  store i32 %224, ptr %223, align 4, !tbaa !16
  %225 = add nsw i64 %200, -2
  %226 = getelementptr inbounds i8, ptr %13, i64 %225
  %227 = load i8, ptr %226, align 1, !tbaa !18
  %228 = zext i8 %227 to i16
  %229 = tail call i16 @llvm.fshl.i16(i16 %228, i16 %217, i16 8)
  %230 = zext i16 %229 to i64
  %231 = getelementptr inbounds i32, ptr %15, i64 %230
  %232 = load i32, ptr %231, align 4, !tbaa !16
  %233 = add i32 %232, -1
  store i32 %233, ptr %231, align 4, !tbaa !16
  %234 = sext i32 %233 to i64
  %235 = getelementptr inbounds i32, ptr %11, i64 %234
  %236 = trunc nuw nsw i64 %225 to i32
  store i32 %236, ptr %235, align 4, !tbaa !16
  %237 = add nsw i64 %200, -3
  %238 = getelementptr inbounds i8, ptr %13, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !18
  %240 = zext i8 %239 to i16
  %241 = tail call i16 @llvm.fshl.i16(i16 %240, i16 %229, i16 8)
  %242 = zext i16 %241 to i64
  %243 = getelementptr inbounds i32, ptr %15, i64 %242
  %244 = load i32, ptr %243, align 4, !tbaa !16
  %245 = add i32 %244, -1
  store i32 %245, ptr %243, align 4, !tbaa !16
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds i32, ptr %11, i64 %246
  %248 = trunc nuw nsw i64 %237 to i32
  store i32 %248, ptr %247, align 4, !tbaa !16
  %249 = add nsw i64 %200, -4
  %250 = icmp ugt i64 %200, 6
  br i1 %250, label %199, label %197, !llvm.loop !35

251:                                              ; preds = %276, %197
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(256) %6, i8 0, i64 256, i1 false), !tbaa !18
  br label %252

252:                                              ; preds = %252, %251
  %253 = phi i64 [ 0, %251 ], [ %273, %252 ]
  %254 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %251 ], [ %274, %252 ]
  %255 = add <4 x i32> %254, <i32 4, i32 4, i32 4, i32 4>
  %256 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %253
  %257 = getelementptr inbounds i8, ptr %256, i64 16
  store <4 x i32> %254, ptr %256, align 16, !tbaa !16
  store <4 x i32> %255, ptr %257, align 16, !tbaa !16
  %258 = or disjoint i64 %253, 8
  %259 = add <4 x i32> %254, <i32 8, i32 8, i32 8, i32 8>
  %260 = add <4 x i32> %254, <i32 12, i32 12, i32 12, i32 12>
  %261 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %258
  %262 = getelementptr inbounds i8, ptr %261, i64 16
  store <4 x i32> %259, ptr %261, align 16, !tbaa !16
  store <4 x i32> %260, ptr %262, align 16, !tbaa !16
  %263 = or disjoint i64 %253, 16
  %264 = add <4 x i32> %254, <i32 16, i32 16, i32 16, i32 16>
  %265 = add <4 x i32> %254, <i32 20, i32 20, i32 20, i32 20>
  %266 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %263
  %267 = getelementptr inbounds i8, ptr %266, i64 16
  store <4 x i32> %264, ptr %266, align 16, !tbaa !16
  store <4 x i32> %265, ptr %267, align 16, !tbaa !16
  %268 = or disjoint i64 %253, 24
  %269 = add <4 x i32> %254, <i32 24, i32 24, i32 24, i32 24>
  %270 = add <4 x i32> %254, <i32 28, i32 28, i32 28, i32 28>
  %271 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %268
  %272 = getelementptr inbounds i8, ptr %271, i64 16
  store <4 x i32> %269, ptr %271, align 16, !tbaa !16
  store <4 x i32> %270, ptr %272, align 16, !tbaa !16
  %273 = add nuw nsw i64 %253, 32
  %274 = add <4 x i32> %254, <i32 32, i32 32, i32 32, i32 32>
  %275 = icmp eq i64 %273, 256
  br i1 %275, label %292, label %252, !llvm.loop !36

276:                                              ; preds = %197, %276
  %277 = phi i64 [ %290, %276 ], [ %249, %197 ]
  %278 = phi i16 [ %282, %276 ], [ %241, %197 ]
  %279 = getelementptr inbounds i8, ptr %13, i64 %277
  %280 = load i8, ptr %279, align 1, !tbaa !18
  %281 = zext i8 %280 to i16
  %282 = tail call i16 @llvm.fshl.i16(i16 %281, i16 %278, i16 8)
  %283 = zext i16 %282 to i64
  %284 = getelementptr inbounds i32, ptr %15, i64 %283
  %285 = load i32, ptr %284, align 4, !tbaa !16
  %286 = add i32 %285, -1
  store i32 %286, ptr %284, align 4, !tbaa !16
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds i32, ptr %11, i64 %287
  %289 = trunc nuw nsw i64 %277 to i32
  store i32 %289, ptr %288, align 4, !tbaa !16
  %290 = add nsw i64 %277, -1
  %291 = icmp eq i64 %277, 0
  br i1 %291, label %251, label %276, !llvm.loop !38

292:                                              ; preds = %252, %340
  %293 = phi i32 [ %294, %340 ], [ 364, %252 ]
  %294 = sdiv i32 %293, 3
  %295 = icmp slt i32 %293, 768
  br i1 %295, label %296, label %340

296:                                              ; preds = %292
  %297 = sext i32 %294 to i64
  %298 = tail call i32 @llvm.smax.i32(i32 %294, i32 255)
  %299 = add nuw nsw i32 %298, 1
  %300 = zext nneg i32 %299 to i64
  br label %301

301:                                              ; preds = %335, %296
  %302 = phi i64 [ %297, %296 ], [ %338, %335 ]
  %303 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %302
  %304 = load i32, ptr %303, align 4, !tbaa !16
  %305 = shl i32 %304, 8
  %306 = add i32 %305, 256
  %307 = sext i32 %306 to i64
  %308 = getelementptr inbounds i32, ptr %15, i64 %307
  %309 = load i32, ptr %308, align 4, !tbaa !16
  %310 = sext i32 %305 to i64
  %311 = getelementptr inbounds i32, ptr %15, i64 %310
  %312 = load i32, ptr %311, align 4, !tbaa !16
  %313 = sub i32 %309, %312
  %314 = trunc nsw i64 %302 to i32
  br label %315

315:                                              ; preds = %332, %301
  %316 = phi i32 [ %314, %301 ], [ %317, %332 ]
  %317 = sub nsw i32 %316, %294
  %318 = sext i32 %317 to i64
  %319 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %318
  %320 = load i32, ptr %319, align 4, !tbaa !16
  %321 = shl i32 %320, 8
  %322 = add i32 %321, 256
  %323 = sext i32 %322 to i64
  %324 = getelementptr inbounds i32, ptr %15, i64 %323
  %325 = load i32, ptr %324, align 4, !tbaa !16
  %326 = sext i32 %321 to i64
  %327 = getelementptr inbounds i32, ptr %15, i64 %326
  %328 = load i32, ptr %327, align 4, !tbaa !16
  %329 = sub i32 %325, %328
  %330 = icmp ugt i32 %329, %313
  %331 = sext i32 %316 to i64
  br i1 %330, label %332, label %335

332:                                              ; preds = %315
  %333 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %331
  store i32 %320, ptr %333, align 4, !tbaa !16
  %334 = icmp slt i32 %317, %294
  br i1 %334, label %335, label %315, !llvm.loop !39

335:                                              ; preds = %332, %315
  %336 = phi i64 [ %331, %315 ], [ %318, %332 ]
  %337 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %336
  store i32 %304, ptr %337, align 4, !tbaa !16
  %338 = add nsw i64 %302, 1
  %339 = icmp eq i64 %338, %300
  br i1 %339, label %340, label %301, !llvm.loop !40

340:                                              ; preds = %335, %292
  %341 = add nsw i32 %293, -3
  %342 = icmp ult i32 %341, 3
  br i1 %342, label %343, label %292, !llvm.loop !41

343:                                              ; preds = %340
  %344 = getelementptr i8, ptr %11, i64 4
  %345 = getelementptr i8, ptr %11, i64 4
  %346 = getelementptr i8, ptr %11, i64 8
  %347 = getelementptr i8, ptr %11, i64 4
  %348 = getelementptr i8, ptr %11, i64 4
  br label %349

349:                                              ; preds = %343, %1051
  %350 = phi i32 [ %829, %1051 ], [ %35, %343 ]
  %351 = phi i32 [ %830, %1051 ], [ %35, %343 ]
  %352 = phi i64 [ %1052, %1051 ], [ 0, %343 ]
  %353 = phi i32 [ %831, %1051 ], [ 0, %343 ]
  %354 = getelementptr inbounds [256 x i32], ptr %5, i64 0, i64 %352
  %355 = load i32, ptr %354, align 4, !tbaa !16
  %356 = shl i32 %355, 8
  %357 = sext i32 %356 to i64
  %358 = zext i32 %355 to i64
  %359 = getelementptr i32, ptr %15, i64 %357
  br label %360

360:                                              ; preds = %828, %349
  %361 = phi i32 [ %350, %349 ], [ %829, %828 ]
  %362 = phi i32 [ %351, %349 ], [ %830, %828 ]
  %363 = phi i64 [ 0, %349 ], [ %832, %828 ]
  %364 = phi i32 [ %353, %349 ], [ %831, %828 ]
  %365 = icmp eq i64 %363, %358
  br i1 %365, label %828, label %366

366:                                              ; preds = %360
  %367 = getelementptr i32, ptr %359, i64 %363
  %368 = load i32, ptr %367, align 4, !tbaa !16
  %369 = and i32 %368, 2097152
  %370 = icmp eq i32 %369, 0
  br i1 %370, label %371, label %822

371:                                              ; preds = %366
  %372 = getelementptr i8, ptr %367, i64 4
  %373 = load i32, ptr %372, align 4, !tbaa !16
  %374 = and i32 %373, -2097153
  %375 = add i32 %374, -1
  %376 = icmp sgt i32 %375, %368
  br i1 %376, label %377, label %822

377:                                              ; preds = %371
  br i1 %36, label %378, label %383

378:                                              ; preds = %377
  %379 = load ptr, ptr @stderr, align 8, !tbaa !17
  %380 = sub i32 %374, %368
  %381 = trunc nuw nsw i64 %363 to i32
  %382 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %379, ptr noundef nonnull @.str.7, i32 noundef %355, i32 noundef %381, i32 noundef %364, i32 noundef %380) #11
  br label %383

383:                                              ; preds = %378, %377
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %4) #9
  store i32 %368, ptr %2, align 16, !tbaa !16
  store i32 %375, ptr %3, align 16, !tbaa !16
  store i32 2, ptr %4, align 16, !tbaa !16
  br label %384

384:                                              ; preds = %505, %383
  %385 = phi i32 [ %361, %383 ], [ %506, %505 ]
  %386 = phi i32 [ %362, %383 ], [ %507, %505 ]
  %387 = phi i32 [ 1, %383 ], [ %508, %505 ]
  %388 = icmp ult i32 %387, 98
  %389 = add nsw i32 %387, -1
  %390 = zext nneg i32 %389 to i64
  %391 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %390
  %392 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %390
  %393 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %390
  br label %394

394:                                              ; preds = %635, %384
  br i1 %388, label %396, label %395

395:                                              ; preds = %394
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1001) #9
  br label %396

396:                                              ; preds = %395, %394
  %397 = load i32, ptr %391, align 4, !tbaa !16
  %398 = load i32, ptr %392, align 4, !tbaa !16
  %399 = load i32, ptr %393, align 4, !tbaa !16
  %400 = sub nsw i32 %398, %397
  %401 = icmp slt i32 %400, 20
  %402 = icmp sgt i32 %399, 14
  %403 = select i1 %401, i1 true, i1 %402
  br i1 %403, label %404, label %510

404:                                              ; preds = %396
  %405 = icmp slt i32 %400, 1
  br i1 %405, label %501, label %406

406:                                              ; preds = %404, %406
  %407 = phi i64 [ %411, %406 ], [ 0, %404 ]
  %408 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %407
  %409 = load i32, ptr %408, align 4, !tbaa !16
  %410 = icmp sgt i32 %409, %400
  %411 = add nuw nsw i64 %407, 1
  br i1 %410, label %412, label %406, !llvm.loop !42

412:                                              ; preds = %406
  %413 = icmp eq i64 %407, 0
  br i1 %413, label %501, label %414

414:                                              ; preds = %412
  %415 = sext i32 %398 to i64
  br label %416

416:                                              ; preds = %497, %414
  %417 = phi i64 [ %407, %414 ], [ %418, %497 ]
  %418 = add nsw i64 %417, -1
  %419 = and i64 %418, 4294967295
  %420 = getelementptr inbounds [14 x i32], ptr @incs, i64 0, i64 %419
  %421 = load i32, ptr %420, align 4, !tbaa !16
  %422 = add i32 %421, %397
  %423 = sext i32 %422 to i64
  br label %424

424:                                              ; preds = %491, %416
  %425 = phi i64 [ %494, %491 ], [ %423, %416 ]
  %426 = icmp sgt i64 %425, %415
  br i1 %426, label %497, label %427

427:                                              ; preds = %424
  %428 = getelementptr inbounds i32, ptr %11, i64 %425
  %429 = load i32, ptr %428, align 4, !tbaa !16
  %430 = add i32 %429, %399
  %431 = trunc nsw i64 %425 to i32
  br label %432

432:                                              ; preds = %442, %427
  %433 = phi i32 [ %431, %427 ], [ %434, %442 ]
  %434 = sub nsw i32 %433, %421
  %435 = sext i32 %434 to i64
  %436 = getelementptr inbounds i32, ptr %11, i64 %435
  %437 = load i32, ptr %436, align 4, !tbaa !16
  %438 = add i32 %437, %399
  %439 = call fastcc zeroext i8 @mainGtU(i32 noundef %438, i32 noundef %430, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %440 = icmp eq i8 %439, 0
  %441 = sext i32 %433 to i64
  br i1 %440, label %445, label %442

442:                                              ; preds = %432
  %443 = getelementptr inbounds i32, ptr %11, i64 %441
  store i32 %437, ptr %443, align 4, !tbaa !16
  %444 = icmp slt i32 %434, %422
  br i1 %444, label %445, label %432, !llvm.loop !43

445:                                              ; preds = %442, %432
  %446 = phi i64 [ %441, %432 ], [ %435, %442 ]
  %447 = getelementptr inbounds i32, ptr %11, i64 %446
  store i32 %429, ptr %447, align 4, !tbaa !16
  %448 = icmp slt i64 %425, %415
  br i1 %448, label %449, label %497

449:                                              ; preds = %445
  %450 = add nsw i64 %425, 1
  %451 = getelementptr inbounds i32, ptr %11, i64 %450
  %452 = load i32, ptr %451, align 4, !tbaa !16
  %453 = add i32 %452, %399
  %454 = trunc nsw i64 %450 to i32
  br label %455

455:                                              ; preds = %465, %449
  %456 = phi i32 [ %454, %449 ], [ %457, %465 ]
  %457 = sub nsw i32 %456, %421
  %458 = sext i32 %457 to i64
  %459 = getelementptr inbounds i32, ptr %11, i64 %458
  %460 = load i32, ptr %459, align 4, !tbaa !16
  %461 = add i32 %460, %399
  %462 = call fastcc zeroext i8 @mainGtU(i32 noundef %461, i32 noundef %453, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %463 = icmp eq i8 %462, 0
  %464 = sext i32 %456 to i64
  br i1 %463, label %468, label %465

465:                                              ; preds = %455
  %466 = getelementptr inbounds i32, ptr %11, i64 %464
  store i32 %460, ptr %466, align 4, !tbaa !16
  %467 = icmp slt i32 %457, %422
  br i1 %467, label %468, label %455, !llvm.loop !44

468:                                              ; preds = %465, %455
  %469 = phi i64 [ %464, %455 ], [ %458, %465 ]
  %470 = getelementptr inbounds i32, ptr %11, i64 %469
  store i32 %452, ptr %470, align 4, !tbaa !16
  %471 = add nsw i64 %425, 2
  %472 = icmp sgt i64 %471, %415
  br i1 %472, label %497, label %473

473:                                              ; preds = %468
  %474 = getelementptr inbounds i32, ptr %11, i64 %471
  %475 = load i32, ptr %474, align 4, !tbaa !16
  %476 = add i32 %475, %399
  %477 = trunc nsw i64 %471 to i32
  br label %478

478:                                              ; preds = %488, %473
  %479 = phi i32 [ %477, %473 ], [ %480, %488 ]
  %480 = sub nsw i32 %479, %421
  %481 = sext i32 %480 to i64
  %482 = getelementptr inbounds i32, ptr %11, i64 %481
  %483 = load i32, ptr %482, align 4, !tbaa !16
  %484 = add i32 %483, %399
  %485 = call fastcc zeroext i8 @mainGtU(i32 noundef %484, i32 noundef %476, ptr noundef nonnull readonly %13, ptr noundef nonnull readonly %28, i32 noundef %17, ptr noundef nonnull %9)
  %486 = icmp eq i8 %485, 0
  %487 = sext i32 %479 to i64
  br i1 %486, label %491, label %488

488:                                              ; preds = %478
  %489 = getelementptr inbounds i32, ptr %11, i64 %487
  store i32 %483, ptr %489, align 4, !tbaa !16
  %490 = icmp slt i32 %480, %422
  br i1 %490, label %491, label %478, !llvm.loop !45

491:                                              ; preds = %488, %478
  %492 = phi i64 [ %487, %478 ], [ %481, %488 ]
  %493 = getelementptr inbounds i32, ptr %11, i64 %492
  store i32 %475, ptr %493, align 4, !tbaa !16
  %494 = add nsw i64 %425, 3
  %495 = load i32, ptr %9, align 4, !tbaa !16
  %496 = icmp slt i32 %495, 0
  br i1 %496, label %813, label %424

497:                                              ; preds = %468, %445, %424
  %498 = icmp sgt i64 %417, 1
  br i1 %498, label %416, label %499, !llvm.loop !46

499:                                              ; preds = %497
  %500 = load i32, ptr %9, align 4, !tbaa !16
  br label %501

501:                                              ; preds = %499, %412, %404
  %502 = phi i32 [ %500, %499 ], [ %385, %412 ], [ %385, %404 ]
  %503 = phi i32 [ %500, %499 ], [ %386, %412 ], [ %386, %404 ]
  %504 = icmp slt i32 %503, 0
  br i1 %504, label %813, label %505

505:                                              ; preds = %796, %501
  %506 = phi i32 [ %385, %796 ], [ %502, %501 ]
  %507 = phi i32 [ %386, %796 ], [ %503, %501 ]
  %508 = phi i32 [ %812, %796 ], [ %389, %501 ]
  %509 = icmp sgt i32 %508, 0
  br i1 %509, label %384, label %815, !llvm.loop !47

510:                                              ; preds = %396
  %511 = sext i32 %397 to i64
  %512 = getelementptr inbounds i32, ptr %11, i64 %511
  %513 = load i32, ptr %512, align 4, !tbaa !16
  %514 = add i32 %513, %399
  %515 = zext i32 %514 to i64
  %516 = getelementptr inbounds i8, ptr %13, i64 %515
  %517 = load i8, ptr %516, align 1, !tbaa !18
  %518 = sext i32 %398 to i64
  %519 = getelementptr inbounds i32, ptr %11, i64 %518
  %520 = load i32, ptr %519, align 4, !tbaa !16
  %521 = add i32 %520, %399
  %522 = zext i32 %521 to i64
  %523 = getelementptr inbounds i8, ptr %13, i64 %522
  %524 = load i8, ptr %523, align 1, !tbaa !18
  %525 = add nsw i32 %398, %397
  %526 = ashr i32 %525, 1
  %527 = sext i32 %526 to i64
  %528 = getelementptr inbounds i32, ptr %11, i64 %527
  %529 = load i32, ptr %528, align 4, !tbaa !16
  %530 = add i32 %529, %399
  %531 = zext i32 %530 to i64
  %532 = getelementptr inbounds i8, ptr %13, i64 %531
  %533 = load i8, ptr %532, align 1, !tbaa !18
  %534 = tail call i8 @llvm.umax.i8(i8 %517, i8 %524)
  %535 = tail call i8 @llvm.umin.i8(i8 %517, i8 %524)
  %536 = icmp ugt i8 %534, %533
  %537 = tail call i8 @llvm.umax.i8(i8 %535, i8 %533)
  %538 = select i1 %536, i8 %537, i8 %534
  br label %539

539:                                              ; preds = %616, %510
  %540 = phi i32 [ %398, %510 ], [ %618, %616 ]
  %541 = phi i32 [ %397, %510 ], [ %584, %616 ]
  %542 = phi i32 [ %398, %510 ], [ %623, %616 ]
  %543 = phi i32 [ %397, %510 ], [ %622, %616 ]
  %544 = icmp sgt i32 %543, %542
  br i1 %544, label %583, label %545

545:                                              ; preds = %539
  %546 = sext i32 %542 to i64
  %547 = sext i32 %541 to i64
  br label %548

548:                                              ; preds = %561, %545
  %549 = phi i64 [ %547, %545 ], [ %566, %561 ]
  %550 = phi i32 [ %543, %545 ], [ %567, %561 ]
  %551 = sext i32 %550 to i64
  br label %552

552:                                              ; preds = %571, %548
  %553 = phi i64 [ %551, %548 ], [ %572, %571 ]
  %554 = getelementptr inbounds i32, ptr %11, i64 %553
  %555 = load i32, ptr %554, align 4, !tbaa !16
  %556 = add i32 %555, %399
  %557 = zext i32 %556 to i64
  %558 = getelementptr inbounds i8, ptr %13, i64 %557
  %559 = load i8, ptr %558, align 1, !tbaa !18
  %560 = icmp eq i8 %559, %538
  br i1 %560, label %561, label %569

561:                                              ; preds = %552
  %562 = getelementptr inbounds i32, ptr %11, i64 %553
  %563 = trunc nsw i64 %553 to i32
  %564 = getelementptr inbounds i32, ptr %11, i64 %549
  %565 = load i32, ptr %564, align 4, !tbaa !16
  store i32 %565, ptr %562, align 4, !tbaa !16
  store i32 %555, ptr %564, align 4, !tbaa !16
  %566 = add nsw i64 %549, 1
  %567 = add nsw i32 %563, 1
  %568 = icmp sgt i32 %542, %563
  br i1 %568, label %548, label %574

569:                                              ; preds = %552
  %570 = icmp ugt i8 %559, %538
  br i1 %570, label %576, label %571

571:                                              ; preds = %569
  %572 = add nsw i64 %553, 1
  %573 = icmp slt i64 %553, %546
  br i1 %573, label %552, label %579

574:                                              ; preds = %561
  %575 = trunc nsw i64 %566 to i32
  br label %583

576:                                              ; preds = %569
  %577 = trunc nsw i64 %549 to i32
  %578 = trunc nsw i64 %553 to i32
  br label %583

579:                                              ; preds = %571
  %580 = tail call i32 @llvm.smax.i32(i32 %550, i32 %542)
  %581 = add i32 %580, 1
  %582 = trunc nsw i64 %549 to i32
  br label %583

583:                                              ; preds = %579, %576, %574, %539
  %584 = phi i32 [ %541, %539 ], [ %575, %574 ], [ %577, %576 ], [ %582, %579 ]
  %585 = phi i32 [ %543, %539 ], [ %567, %574 ], [ %578, %576 ], [ %581, %579 ]
  %586 = icmp sgt i32 %585, %542
  br i1 %586, label %631, label %587

587:                                              ; preds = %583
  %588 = sext i32 %585 to i64
  %589 = sext i32 %540 to i64
  br label %590

590:                                              ; preds = %603, %587
  %591 = phi i64 [ %589, %587 ], [ %608, %603 ]
  %592 = phi i32 [ %542, %587 ], [ %609, %603 ]
  %593 = sext i32 %592 to i64
  br label %594

594:                                              ; preds = %613, %590
  %595 = phi i64 [ %593, %590 ], [ %614, %613 ]
  %596 = getelementptr inbounds i32, ptr %11, i64 %595
  %597 = load i32, ptr %596, align 4, !tbaa !16
  %598 = add i32 %597, %399
  %599 = zext i32 %598 to i64
  %600 = getelementptr inbounds i8, ptr %13, i64 %599
  %601 = load i8, ptr %600, align 1, !tbaa !18
  %602 = icmp eq i8 %601, %538
  br i1 %602, label %603, label %611

603:                                              ; preds = %594
  %604 = getelementptr inbounds i32, ptr %11, i64 %595
  %605 = trunc nsw i64 %595 to i32
  %606 = getelementptr inbounds i32, ptr %11, i64 %591
  %607 = load i32, ptr %606, align 4, !tbaa !16
  store i32 %607, ptr %604, align 4, !tbaa !16
  store i32 %597, ptr %606, align 4, !tbaa !16
  %608 = add nsw i64 %591, -1
  %609 = add nsw i32 %605, -1
  %610 = icmp slt i32 %585, %605
  br i1 %610, label %590, label %629

611:                                              ; preds = %594
  %612 = icmp ult i8 %601, %538
  br i1 %612, label %616, label %613

613:                                              ; preds = %611
  %614 = add nsw i64 %595, -1
  %615 = icmp sgt i64 %595, %588
  br i1 %615, label %594, label %624

616:                                              ; preds = %611
  %617 = getelementptr inbounds i32, ptr %11, i64 %595
  %618 = trunc nsw i64 %591 to i32
  %619 = trunc nsw i64 %595 to i32
  %620 = getelementptr inbounds i32, ptr %11, i64 %588
  %621 = load i32, ptr %620, align 4, !tbaa !16
  store i32 %597, ptr %620, align 4, !tbaa !16
  store i32 %621, ptr %617, align 4, !tbaa !16
  %622 = add nsw i32 %585, 1
  %623 = add nsw i32 %619, -1
  br label %539

624:                                              ; preds = %613
  %625 = tail call i64 @llvm.smin.i64(i64 %593, i64 %588)
  %626 = trunc nsw i64 %591 to i32
  %627 = trunc nsw i64 %625 to i32
  %628 = add i32 %627, -1
  br label %631

629:                                              ; preds = %603
  %630 = trunc nsw i64 %608 to i32
  br label %631

631:                                              ; preds = %583, %629, %624
  %632 = phi i32 [ %626, %624 ], [ %630, %629 ], [ %540, %583 ]
  %633 = phi i32 [ %628, %624 ], [ %609, %629 ], [ %542, %583 ]
  %634 = icmp slt i32 %632, %584
  br i1 %634, label %635, label %637

635:                                              ; preds = %631
  %636 = add nsw i32 %399, 1
  store i32 %636, ptr %393, align 4, !tbaa !16
  br label %394

637:                                              ; preds = %631
  %638 = sub nsw i32 %584, %397
  %639 = sub nsw i32 %585, %584
  %640 = tail call i32 @llvm.smin.i32(i32 %638, i32 %639)
  %641 = icmp sgt i32 %640, 0
  br i1 %641, label %642, label %700

642:                                              ; preds = %637
  %643 = sub i32 %585, %640
  %644 = sext i32 %643 to i64
  %645 = zext nneg i32 %640 to i64
  %646 = icmp ult i32 %640, 8
  br i1 %646, label %684, label %647

647:                                              ; preds = %642
  %648 = shl nsw i64 %511, 2
  %649 = getelementptr i8, ptr %11, i64 %648
  %650 = add nsw i32 %640, -1
  %651 = zext i32 %650 to i64
  %652 = shl nuw nsw i64 %651, 2
  %653 = getelementptr i8, ptr %347, i64 %648
  %654 = getelementptr i8, ptr %653, i64 %652
  %655 = shl nsw i64 %644, 2
  %656 = getelementptr i8, ptr %11, i64 %655
  %657 = getelementptr i8, ptr %348, i64 %655
  %658 = getelementptr i8, ptr %657, i64 %652
  %659 = icmp ult ptr %649, %658
  %660 = icmp ult ptr %656, %654
  %661 = and i1 %659, %660
  br i1 %661, label %684, label %662

662:                                              ; preds = %647
  %663 = and i64 %645, 2147483640
  %664 = add nsw i64 %663, %511
  %665 = add nsw i64 %663, %644
  %666 = trunc nuw nsw i64 %663 to i32
  %667 = sub nsw i32 %640, %666
  %668 = getelementptr i32, ptr %11, i64 %511
  %669 = getelementptr i32, ptr %11, i64 %644
  br label %670

670:                                              ; preds = %670, %662
  %671 = phi i64 [ 0, %662 ], [ %680, %670 ]
  %672 = getelementptr i32, ptr %668, i64 %671
  %673 = getelementptr inbounds i8, ptr %672, i64 16
  %674 = load <4 x i32>, ptr %672, align 4, !tbaa !16, !alias.scope !48, !noalias !51
  %675 = load <4 x i32>, ptr %673, align 4, !tbaa !16, !alias.scope !48, !noalias !51
  %676 = getelementptr i32, ptr %669, i64 %671
  %677 = getelementptr inbounds i8, ptr %676, i64 16
  %678 = load <4 x i32>, ptr %676, align 4, !tbaa !16, !alias.scope !51
  %679 = load <4 x i32>, ptr %677, align 4, !tbaa !16, !alias.scope !51
  store <4 x i32> %678, ptr %672, align 4, !tbaa !16, !alias.scope !48, !noalias !51
  store <4 x i32> %679, ptr %673, align 4, !tbaa !16, !alias.scope !48, !noalias !51
  store <4 x i32> %674, ptr %676, align 4, !tbaa !16, !alias.scope !51
  store <4 x i32> %675, ptr %677, align 4, !tbaa !16, !alias.scope !51
  %680 = add nuw i64 %671, 8
  %681 = icmp eq i64 %680, %663
  br i1 %681, label %682, label %670, !llvm.loop !53

682:                                              ; preds = %670
  %683 = icmp eq i64 %663, %645
  br i1 %683, label %700, label %684

684:                                              ; preds = %682, %647, %642
  %685 = phi i64 [ %511, %647 ], [ %511, %642 ], [ %664, %682 ]
  %686 = phi i64 [ %644, %647 ], [ %644, %642 ], [ %665, %682 ]
  %687 = phi i32 [ %640, %647 ], [ %640, %642 ], [ %667, %682 ]
  br label %688

688:                                              ; preds = %684, %688
  %689 = phi i64 [ %696, %688 ], [ %685, %684 ]
  %690 = phi i64 [ %697, %688 ], [ %686, %684 ]
  %691 = phi i32 [ %698, %688 ], [ %687, %684 ]
  %692 = getelementptr inbounds i32, ptr %11, i64 %689
  %693 = load i32, ptr %692, align 4, !tbaa !16
  %694 = getelementptr inbounds i32, ptr %11, i64 %690
  %695 = load i32, ptr %694, align 4, !tbaa !16
  store i32 %695, ptr %692, align 4, !tbaa !16
  store i32 %693, ptr %694, align 4, !tbaa !16
  %696 = add nsw i64 %689, 1
  %697 = add nsw i64 %690, 1
  %698 = add nsw i32 %691, -1
  %699 = icmp ugt i32 %691, 1
  br i1 %699, label %688, label %700, !llvm.loop !54

700:                                              ; preds = %688, %682, %637
  %701 = sub nsw i32 %398, %632
  %702 = sub nsw i32 %632, %633
  %703 = tail call i32 @llvm.smin.i32(i32 %701, i32 %702)
  %704 = icmp sgt i32 %703, 0
  br i1 %704, label %705, label %765

705:                                              ; preds = %700
  %706 = sub i32 %398, %703
  %707 = sext i32 %706 to i64
  %708 = sext i32 %585 to i64
  %709 = zext nneg i32 %703 to i64
  %710 = icmp ult i32 %703, 8
  br i1 %710, label %749, label %711

711:                                              ; preds = %705
  %712 = shl nsw i64 %708, 2
  %713 = getelementptr i8, ptr %11, i64 %712
  %714 = add nsw i32 %703, -1
  %715 = zext i32 %714 to i64
  %716 = shl nuw nsw i64 %715, 2
  %717 = getelementptr i8, ptr %344, i64 %712
  %718 = getelementptr i8, ptr %717, i64 %716
  %719 = shl nsw i64 %707, 2
  %720 = getelementptr i8, ptr %345, i64 %719
  %721 = getelementptr i8, ptr %346, i64 %719
  %722 = getelementptr i8, ptr %721, i64 %716
  %723 = icmp ult ptr %713, %722
  %724 = icmp ult ptr %720, %718
  %725 = and i1 %723, %724
  br i1 %725, label %749, label %726

726:                                              ; preds = %711
  %727 = and i64 %709, 2147483640
  %728 = add nsw i64 %727, %708
  %729 = add nsw i64 %727, %707
  %730 = trunc nuw nsw i64 %727 to i32
  %731 = sub nsw i32 %703, %730
  %732 = getelementptr i32, ptr %11, i64 %708
  %733 = getelementptr i32, ptr %11, i64 %707
  br label %734

734:                                              ; preds = %734, %726
  %735 = phi i64 [ 0, %726 ], [ %745, %734 ]
  %736 = getelementptr i32, ptr %732, i64 %735
  %737 = getelementptr inbounds i8, ptr %736, i64 16
  %738 = load <4 x i32>, ptr %736, align 4, !tbaa !16, !alias.scope !55, !noalias !58
  %739 = load <4 x i32>, ptr %737, align 4, !tbaa !16, !alias.scope !55, !noalias !58
  %740 = getelementptr i32, ptr %733, i64 %735
  %741 = getelementptr i8, ptr %740, i64 4
  %742 = getelementptr i8, ptr %740, i64 20
  %743 = load <4 x i32>, ptr %741, align 4, !tbaa !16, !alias.scope !58
  %744 = load <4 x i32>, ptr %742, align 4, !tbaa !16, !alias.scope !58
  store <4 x i32> %743, ptr %736, align 4, !tbaa !16, !alias.scope !55, !noalias !58
  store <4 x i32> %744, ptr %737, align 4, !tbaa !16, !alias.scope !55, !noalias !58
  store <4 x i32> %738, ptr %741, align 4, !tbaa !16, !alias.scope !58
  store <4 x i32> %739, ptr %742, align 4, !tbaa !16, !alias.scope !58
  %745 = add nuw i64 %735, 8
  %746 = icmp eq i64 %745, %727
  br i1 %746, label %747, label %734, !llvm.loop !60

747:                                              ; preds = %734
  %748 = icmp eq i64 %727, %709
  br i1 %748, label %765, label %749

749:                                              ; preds = %747, %711, %705
  %750 = phi i64 [ %708, %711 ], [ %708, %705 ], [ %728, %747 ]
  %751 = phi i64 [ %707, %711 ], [ %707, %705 ], [ %729, %747 ]
  %752 = phi i32 [ %703, %711 ], [ %703, %705 ], [ %731, %747 ]
  br label %753

753:                                              ; preds = %749, %753
  %754 = phi i64 [ %762, %753 ], [ %750, %749 ]
  %755 = phi i64 [ %757, %753 ], [ %751, %749 ]
  %756 = phi i32 [ %763, %753 ], [ %752, %749 ]
  %757 = add nsw i64 %755, 1
  %758 = getelementptr inbounds i32, ptr %11, i64 %754
  %759 = load i32, ptr %758, align 4, !tbaa !16
  %760 = getelementptr inbounds i32, ptr %11, i64 %757
  %761 = load i32, ptr %760, align 4, !tbaa !16
  store i32 %761, ptr %758, align 4, !tbaa !16
  store i32 %759, ptr %760, align 4, !tbaa !16
  %762 = add nsw i64 %754, 1
  %763 = add nsw i32 %756, -1
  %764 = icmp ugt i32 %756, 1
  br i1 %764, label %753, label %765, !llvm.loop !61

765:                                              ; preds = %753, %747, %700
  %766 = sub i32 %397, %584
  %767 = add i32 %766, %585
  %768 = add nsw i32 %767, -1
  %769 = sub nsw i32 %398, %702
  %770 = add nsw i32 %769, 1
  %771 = add nsw i32 %399, 1
  %772 = sub nsw i32 %768, %397
  %773 = sub nsw i32 %398, %770
  %774 = icmp slt i32 %772, %773
  br i1 %774, label %775, label %776

775:                                              ; preds = %765
  br label %776

776:                                              ; preds = %775, %765
  %777 = phi i32 [ %772, %775 ], [ %773, %765 ]
  %778 = phi i32 [ %397, %775 ], [ %770, %765 ]
  %779 = phi i32 [ %770, %775 ], [ %397, %765 ]
  %780 = phi i32 [ %768, %775 ], [ %398, %765 ]
  %781 = phi i32 [ %398, %775 ], [ %768, %765 ]
  %782 = sub nsw i32 %769, %767
  %783 = icmp slt i32 %777, %782
  br i1 %783, label %784, label %785

784:                                              ; preds = %776
  br label %785

785:                                              ; preds = %784, %776
  %786 = phi i32 [ %782, %784 ], [ %777, %776 ]
  %787 = phi i32 [ %767, %784 ], [ %778, %776 ]
  %788 = phi i32 [ %780, %784 ], [ %769, %776 ]
  %789 = phi i32 [ %769, %784 ], [ %780, %776 ]
  %790 = phi i32 [ %399, %784 ], [ %771, %776 ]
  %791 = phi i32 [ %771, %784 ], [ %399, %776 ]
  %792 = phi i32 [ %778, %784 ], [ %767, %776 ]
  %793 = sub nsw i32 %781, %779
  %794 = icmp slt i32 %793, %786
  br i1 %794, label %795, label %796

795:                                              ; preds = %785
  br label %796

796:                                              ; preds = %795, %785
  %797 = phi i32 [ %779, %795 ], [ %787, %785 ]
  %798 = phi i32 [ %787, %795 ], [ %779, %785 ]
  %799 = phi i32 [ %781, %795 ], [ %789, %785 ]
  %800 = phi i32 [ %789, %795 ], [ %781, %785 ]
  %801 = phi i32 [ %399, %795 ], [ %791, %785 ]
  %802 = phi i32 [ %791, %795 ], [ %399, %785 ]
  store i32 %798, ptr %391, align 4, !tbaa !16
  store i32 %800, ptr %392, align 4, !tbaa !16
  store i32 %802, ptr %393, align 4, !tbaa !16
  %803 = zext nneg i32 %387 to i64
  %804 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %803
  store i32 %797, ptr %804, align 4, !tbaa !16
  %805 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %803
  store i32 %799, ptr %805, align 4, !tbaa !16
  %806 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %803
  store i32 %801, ptr %806, align 4, !tbaa !16
  %807 = add nuw nsw i32 %387, 1
  %808 = zext nneg i32 %807 to i64
  %809 = getelementptr inbounds [100 x i32], ptr %2, i64 0, i64 %808
  store i32 %792, ptr %809, align 4, !tbaa !16
  %810 = getelementptr inbounds [100 x i32], ptr %3, i64 0, i64 %808
  store i32 %788, ptr %810, align 4, !tbaa !16
  %811 = getelementptr inbounds [100 x i32], ptr %4, i64 0, i64 %808
  store i32 %790, ptr %811, align 4, !tbaa !16
  %812 = add nuw nsw i32 %387, 2
  br label %505

813:                                              ; preds = %501, %491
  %814 = phi i32 [ %495, %491 ], [ %502, %501 ]
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9
  br label %1058

815:                                              ; preds = %505
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %4) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %3) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #9
  %816 = icmp sgt i32 %506, -1
  br i1 %816, label %817, label %1058

817:                                              ; preds = %815
  %818 = add i32 %364, 1
  %819 = sub i32 %818, %368
  %820 = add i32 %819, %375
  %821 = load i32, ptr %367, align 4, !tbaa !16
  br label %822

822:                                              ; preds = %817, %371, %366
  %823 = phi i32 [ %361, %366 ], [ %506, %817 ], [ %361, %371 ]
  %824 = phi i32 [ %362, %366 ], [ %506, %817 ], [ %362, %371 ]
  %825 = phi i32 [ %368, %366 ], [ %821, %817 ], [ %368, %371 ]
  %826 = phi i32 [ %364, %366 ], [ %820, %817 ], [ %364, %371 ]
  %827 = or i32 %825, 2097152
  store i32 %827, ptr %367, align 4, !tbaa !16
  br label %828

828:                                              ; preds = %822, %360
  %829 = phi i32 [ %823, %822 ], [ %361, %360 ]
  %830 = phi i32 [ %824, %822 ], [ %362, %360 ]
  %831 = phi i32 [ %826, %822 ], [ %364, %360 ]
  %832 = add nuw nsw i64 %363, 1
  %833 = icmp eq i64 %832, 256
  br i1 %833, label %834, label %360, !llvm.loop !62

834:                                              ; preds = %828
  %835 = sext i32 %355 to i64
  %836 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %835
  %837 = load i8, ptr %836, align 1, !tbaa !18
  %838 = icmp eq i8 %837, 0
  br i1 %838, label %840, label %839

839:                                              ; preds = %834
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1006) #9
  br label %840

840:                                              ; preds = %839, %834
  %841 = getelementptr i32, ptr %15, i64 %835
  br label %842

842:                                              ; preds = %842, %840
  %843 = phi i64 [ 0, %840 ], [ %865, %842 ]
  %844 = shl i64 %843, 10
  %845 = getelementptr i8, ptr %841, i64 %844
  %846 = load i32, ptr %845, align 4, !tbaa !16
  %847 = and i32 %846, -2097153
  %848 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %843
  store i32 %847, ptr %848, align 8, !tbaa !16
  %849 = getelementptr i8, ptr %845, i64 4
  %850 = load i32, ptr %849, align 4, !tbaa !16
  %851 = and i32 %850, -2097153
  %852 = add i32 %851, -1
  %853 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %843
  store i32 %852, ptr %853, align 8, !tbaa !16
  %854 = or disjoint i64 %843, 1
  %855 = shl i64 %854, 10
  %856 = getelementptr i8, ptr %841, i64 %855
  %857 = load i32, ptr %856, align 4, !tbaa !16
  %858 = and i32 %857, -2097153
  %859 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %854
  store i32 %858, ptr %859, align 4, !tbaa !16
  %860 = getelementptr i8, ptr %856, i64 4
  %861 = load i32, ptr %860, align 4, !tbaa !16
  %862 = and i32 %861, -2097153
  %863 = add i32 %862, -1
  %864 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %854
  store i32 %863, ptr %864, align 4, !tbaa !16
  %865 = add nuw nsw i64 %843, 2
  %866 = icmp eq i64 %865, 256
  br i1 %866, label %867, label %842, !llvm.loop !63

867:                                              ; preds = %842
  %868 = load i32, ptr %359, align 4, !tbaa !16
  %869 = and i32 %868, -2097153
  %870 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %835
  %871 = load i32, ptr %870, align 4, !tbaa !16
  %872 = icmp slt i32 %869, %871
  br i1 %872, label %873, label %903

873:                                              ; preds = %867
  %874 = sext i32 %869 to i64
  br label %875

875:                                              ; preds = %898, %873
  %876 = phi i32 [ %871, %873 ], [ %899, %898 ]
  %877 = phi i64 [ %874, %873 ], [ %900, %898 ]
  %878 = getelementptr inbounds i32, ptr %11, i64 %877
  %879 = load i32, ptr %878, align 4, !tbaa !16
  %880 = add i32 %879, -1
  %881 = icmp slt i32 %880, 0
  %882 = select i1 %881, i32 %17, i32 0
  %883 = add nsw i32 %882, %880
  %884 = sext i32 %883 to i64
  %885 = getelementptr inbounds i8, ptr %13, i64 %884
  %886 = load i8, ptr %885, align 1, !tbaa !18
  %887 = zext i8 %886 to i64
  %888 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %887
  %889 = load i8, ptr %888, align 1, !tbaa !18
  %890 = icmp eq i8 %889, 0
  br i1 %890, label %891, label %898

891:                                              ; preds = %875
  %892 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %887
  %893 = load i32, ptr %892, align 4, !tbaa !16
  %894 = add nsw i32 %893, 1
  store i32 %894, ptr %892, align 4, !tbaa !16
  %895 = sext i32 %893 to i64
  %896 = getelementptr inbounds i32, ptr %11, i64 %895
  store i32 %883, ptr %896, align 4, !tbaa !16
  %897 = load i32, ptr %870, align 4, !tbaa !16
  br label %898

898:                                              ; preds = %891, %875
  %899 = phi i32 [ %876, %875 ], [ %897, %891 ]
  %900 = add nsw i64 %877, 1
  %901 = sext i32 %899 to i64
  %902 = icmp slt i64 %900, %901
  br i1 %902, label %875, label %903, !llvm.loop !64

903:                                              ; preds = %898, %867
  %904 = phi i32 [ %871, %867 ], [ %899, %898 ]
  %905 = add i32 %356, 256
  %906 = sext i32 %905 to i64
  %907 = getelementptr inbounds i32, ptr %15, i64 %906
  %908 = load i32, ptr %907, align 4, !tbaa !16
  %909 = and i32 %908, -2097153
  %910 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %835
  %911 = add i32 %909, -1
  %912 = load i32, ptr %910, align 4, !tbaa !16
  %913 = icmp sgt i32 %911, %912
  br i1 %913, label %914, label %944

914:                                              ; preds = %903
  %915 = sext i32 %911 to i64
  br label %916

916:                                              ; preds = %914, %939
  %917 = phi i64 [ %915, %914 ], [ %941, %939 ]
  %918 = phi i32 [ %912, %914 ], [ %940, %939 ]
  %919 = getelementptr inbounds i32, ptr %11, i64 %917
  %920 = load i32, ptr %919, align 4, !tbaa !16
  %921 = add i32 %920, -1
  %922 = icmp slt i32 %921, 0
  %923 = select i1 %922, i32 %17, i32 0
  %924 = add nsw i32 %923, %921
  %925 = sext i32 %924 to i64
  %926 = getelementptr inbounds i8, ptr %13, i64 %925
  %927 = load i8, ptr %926, align 1, !tbaa !18
  %928 = zext i8 %927 to i64
  %929 = getelementptr inbounds [256 x i8], ptr %6, i64 0, i64 %928
  %930 = load i8, ptr %929, align 1, !tbaa !18
  %931 = icmp eq i8 %930, 0
  br i1 %931, label %932, label %939

932:                                              ; preds = %916
  %933 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %928
  %934 = load i32, ptr %933, align 4, !tbaa !16
  %935 = add nsw i32 %934, -1
  store i32 %935, ptr %933, align 4, !tbaa !16
  %936 = sext i32 %934 to i64
  %937 = getelementptr inbounds i32, ptr %11, i64 %936
  store i32 %924, ptr %937, align 4, !tbaa !16
  %938 = load i32, ptr %910, align 4, !tbaa !16
  br label %939

939:                                              ; preds = %932, %916
  %940 = phi i32 [ %918, %916 ], [ %938, %932 ]
  %941 = add nsw i64 %917, -1
  %942 = sext i32 %940 to i64
  %943 = icmp sgt i64 %941, %942
  br i1 %943, label %916, label %944, !llvm.loop !65

944:                                              ; preds = %939, %903
  %945 = phi i32 [ %912, %903 ], [ %940, %939 ]
  %946 = add nsw i32 %904, -1
  %947 = icmp eq i32 %946, %945
  br i1 %947, label %953, label %948

948:                                              ; preds = %944
  %949 = icmp eq i32 %904, 0
  %950 = icmp eq i32 %945, %43
  %951 = and i1 %949, %950
  br i1 %951, label %953, label %952

952:                                              ; preds = %948
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1007) #9
  br label %953

953:                                              ; preds = %952, %948, %944
  br label %954

954:                                              ; preds = %954, %953
  %955 = phi i64 [ 0, %953 ], [ %975, %954 ]
  %956 = shl i64 %955, 10
  %957 = getelementptr i8, ptr %841, i64 %956
  %958 = load i32, ptr %957, align 4, !tbaa !16
  %959 = or i32 %958, 2097152
  store i32 %959, ptr %957, align 4, !tbaa !16
  %960 = shl i64 %955, 10
  %961 = or disjoint i64 %960, 1024
  %962 = getelementptr i8, ptr %841, i64 %961
  %963 = load i32, ptr %962, align 4, !tbaa !16
  %964 = or i32 %963, 2097152
  store i32 %964, ptr %962, align 4, !tbaa !16
  %965 = shl i64 %955, 10
  %966 = or disjoint i64 %965, 2048
  %967 = getelementptr i8, ptr %841, i64 %966
  %968 = load i32, ptr %967, align 4, !tbaa !16
  %969 = or i32 %968, 2097152
  store i32 %969, ptr %967, align 4, !tbaa !16
  %970 = shl i64 %955, 10
  %971 = or disjoint i64 %970, 3072
  %972 = getelementptr i8, ptr %841, i64 %971
  %973 = load i32, ptr %972, align 4, !tbaa !16
  %974 = or i32 %973, 2097152
  store i32 %974, ptr %972, align 4, !tbaa !16
  %975 = add nuw nsw i64 %955, 4
  %976 = icmp eq i64 %975, 256
  br i1 %976, label %977, label %954, !llvm.loop !66

977:                                              ; preds = %954
  store i8 1, ptr %836, align 1, !tbaa !18
  %978 = icmp eq i64 %352, 255
  br i1 %978, label %1053, label %979

979:                                              ; preds = %977
  %980 = load i32, ptr %359, align 4, !tbaa !16
  %981 = and i32 %980, -2097153
  %982 = load i32, ptr %907, align 4, !tbaa !16
  %983 = and i32 %982, -2097153
  %984 = sub i32 %983, %981
  br label %985

985:                                              ; preds = %985, %979
  %986 = phi i32 [ 0, %979 ], [ %989, %985 ]
  %987 = ashr i32 %984, %986
  %988 = icmp sgt i32 %987, 65534
  %989 = add nuw nsw i32 %986, 1
  br i1 %988, label %985, label %990, !llvm.loop !67

990:                                              ; preds = %985
  %991 = add nsw i32 %984, -1
  %992 = icmp sgt i32 %984, 0
  br i1 %992, label %993, label %1047

993:                                              ; preds = %990
  %994 = zext nneg i32 %984 to i64
  %995 = sext i32 %981 to i64
  %996 = getelementptr i32, ptr %11, i64 %995
  %997 = and i64 %994, 1
  %998 = icmp eq i64 %997, 0
  br i1 %998, label %1013, label %999

999:                                              ; preds = %993
  %1000 = add nsw i64 %994, -1
  %1001 = getelementptr i32, ptr %996, i64 %1000
  %1002 = load i32, ptr %1001, align 4, !tbaa !16
  %1003 = trunc nuw nsw i64 %1000 to i32
  %1004 = lshr i32 %1003, %986
  %1005 = trunc i32 %1004 to i16
  %1006 = sext i32 %1002 to i64
  %1007 = getelementptr inbounds i16, ptr %28, i64 %1006
  store i16 %1005, ptr %1007, align 2, !tbaa !19
  %1008 = icmp slt i32 %1002, 34
  br i1 %1008, label %1009, label %1013

1009:                                             ; preds = %999
  %1010 = add nsw i32 %1002, %17
  %1011 = sext i32 %1010 to i64
  %1012 = getelementptr inbounds i16, ptr %28, i64 %1011
  store i16 %1005, ptr %1012, align 2, !tbaa !19
  br label %1013

1013:                                             ; preds = %999, %1009, %993
  %1014 = phi i64 [ %994, %993 ], [ %1000, %1009 ], [ %1000, %999 ]
  %1015 = icmp eq i32 %984, 1
  br i1 %1015, label %1047, label %1016

1016:                                             ; preds = %1013, %1045
  %1017 = phi i64 [ %1032, %1045 ], [ %1014, %1013 ]
  %1018 = add nsw i64 %1017, -1
  %1019 = getelementptr i32, ptr %996, i64 %1018
  %1020 = load i32, ptr %1019, align 4, !tbaa !16
  %1021 = trunc nsw i64 %1018 to i32
  %1022 = lshr i32 %1021, %986
  %1023 = trunc i32 %1022 to i16
  %1024 = sext i32 %1020 to i64
  %1025 = getelementptr inbounds i16, ptr %28, i64 %1024
  store i16 %1023, ptr %1025, align 2, !tbaa !19
  %1026 = icmp slt i32 %1020, 34
  br i1 %1026, label %1027, label %1031

1027:                                             ; preds = %1016
  %1028 = add nsw i32 %1020, %17
  %1029 = sext i32 %1028 to i64
  %1030 = getelementptr inbounds i16, ptr %28, i64 %1029
  store i16 %1023, ptr %1030, align 2, !tbaa !19
  br label %1031

1031:                                             ; preds = %1027, %1016
  %1032 = add nsw i64 %1017, -2
  %1033 = getelementptr i32, ptr %996, i64 %1032
  %1034 = load i32, ptr %1033, align 4, !tbaa !16
  %1035 = trunc nsw i64 %1032 to i32
  %1036 = lshr i32 %1035, %986
  %1037 = trunc i32 %1036 to i16
  %1038 = sext i32 %1034 to i64
  %1039 = getelementptr inbounds i16, ptr %28, i64 %1038
  store i16 %1037, ptr %1039, align 2, !tbaa !19
  %1040 = icmp slt i32 %1034, 34
  br i1 %1040, label %1041, label %1045

1041:                                             ; preds = %1031
  %1042 = add nsw i32 %1034, %17
  %1043 = sext i32 %1042 to i64
  %1044 = getelementptr inbounds i16, ptr %28, i64 %1043
  store i16 %1037, ptr %1044, align 2, !tbaa !19
  br label %1045

1045:                                             ; preds = %1041, %1031
  %1046 = icmp ugt i64 %1018, 1
  br i1 %1046, label %1016, label %1047, !llvm.loop !68

1047:                                             ; preds = %1013, %1045, %990
  %1048 = ashr i32 %991, %986
  %1049 = icmp slt i32 %1048, 65536
  br i1 %1049, label %1051, label %1050

1050:                                             ; preds = %1047
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1002) #9
  br label %1051

1051:                                             ; preds = %1050, %1047
  %1052 = add nuw nsw i64 %352, 1
  br label %349

1053:                                             ; preds = %977
  br i1 %36, label %1054, label %1058

1054:                                             ; preds = %1053
  %1055 = load ptr, ptr @stderr, align 8, !tbaa !17
  %1056 = sub nsw i32 %17, %831
  %1057 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1055, ptr noundef nonnull @.str.8, i32 noundef %17, i32 noundef %831, i32 noundef %1056) #11
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9
  br label %1061

1058:                                             ; preds = %815, %813, %1053
  %1059 = phi i32 [ %814, %813 ], [ %829, %1053 ], [ %506, %815 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %8) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %6) #9
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %5) #9
  %1060 = icmp sgt i32 %19, 2
  br i1 %1060, label %1061, label %1070

1061:                                             ; preds = %1054, %1058
  %1062 = phi i32 [ %829, %1054 ], [ %1059, %1058 ]
  %1063 = load ptr, ptr @stderr, align 8, !tbaa !17
  %1064 = sub nsw i32 %35, %1062
  %1065 = sitofp i32 %1064 to float
  %1066 = uitofp nneg i32 %17 to float
  %1067 = fdiv float %1065, %1066
  %1068 = fpext float %1067 to double
  %1069 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1063, ptr noundef nonnull @.str, i32 noundef %1064, i32 noundef %17, double noundef %1068) #11
  br label %1070

1070:                                             ; preds = %1061, %1058
  %1071 = phi i32 [ %1062, %1061 ], [ %1059, %1058 ]
  %1072 = icmp slt i32 %1071, 0
  br i1 %1072, label %1073, label %1083

1073:                                             ; preds = %1070
  %1074 = icmp sgt i32 %19, 1
  br i1 %1074, label %1075, label %1078

1075:                                             ; preds = %1073
  %1076 = load ptr, ptr @stderr, align 8, !tbaa !17
  %1077 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 53, i64 1, ptr %1076) #10
  br label %1078

1078:                                             ; preds = %1073, %1075, %1
  %1079 = getelementptr inbounds i8, ptr %0, i64 24
  %1080 = load ptr, ptr %1079, align 8, !tbaa !69
  %1081 = getelementptr inbounds i8, ptr %0, i64 32
  %1082 = load ptr, ptr %1081, align 8, !tbaa !70
  tail call fastcc void @fallbackSort(ptr noundef %1080, ptr noundef %1082, ptr noundef %15, i32 noundef %17, i32 noundef %19)
  br label %1083

1083:                                             ; preds = %1078, %1070
  %1084 = getelementptr inbounds i8, ptr %0, i64 48
  store i32 -1, ptr %1084, align 8, !tbaa !71
  %1085 = load i32, ptr %16, align 4, !tbaa !13
  %1086 = icmp sgt i32 %1085, 0
  br i1 %1086, label %1087, label %1099

1087:                                             ; preds = %1083
  %1088 = zext nneg i32 %1085 to i64
  br label %1089

1089:                                             ; preds = %1087, %1096
  %1090 = phi i64 [ 0, %1087 ], [ %1097, %1096 ]
  %1091 = getelementptr inbounds i32, ptr %11, i64 %1090
  %1092 = load i32, ptr %1091, align 4, !tbaa !16
  %1093 = icmp eq i32 %1092, 0
  br i1 %1093, label %1094, label %1096

1094:                                             ; preds = %1089
  %1095 = trunc nuw nsw i64 %1090 to i32
  store i32 %1095, ptr %1084, align 8, !tbaa !71
  br label %1100

1096:                                             ; preds = %1089
  %1097 = add nuw nsw i64 %1090, 1
  %1098 = icmp eq i64 %1097, %1088
  br i1 %1098, label %1099, label %1089, !llvm.loop !72

1099:                                             ; preds = %1096, %1083
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1003) #9
  br label %1100

1100:                                             ; preds = %1094, %1099
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9) #9
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @fallbackSort(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #0 {
  %6 = alloca [100 x i32], align 16
  %7 = alloca [100 x i32], align 16
  %8 = alloca [257 x i32], align 16
  %9 = alloca [256 x i32], align 16
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %9) #9
  %10 = icmp sgt i32 %4, 3
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = load ptr, ptr @stderr, align 8, !tbaa !17
  %13 = tail call i64 @fwrite(ptr nonnull @.str.2, i64 27, i64 1, ptr %12) #10
  br label %14

14:                                               ; preds = %11, %5
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1028) %8, i8 0, i64 1028, i1 false), !tbaa !16
  %15 = icmp sgt i32 %3, 0
  br i1 %15, label %16, label %39

16:                                               ; preds = %14
  %17 = zext nneg i32 %3 to i64
  %18 = and i64 %17, 3
  %19 = icmp ult i32 %3, 4
  br i1 %19, label %22, label %20

20:                                               ; preds = %16
  %21 = and i64 %17, 2147483644
  br label %41

22:                                               ; preds = %41, %16
  %23 = phi i64 [ 0, %16 ], [ %71, %41 ]
  %24 = icmp eq i64 %18, 0
  br i1 %24, label %37, label %25

25:                                               ; preds = %22, %25
  %26 = phi i64 [ %34, %25 ], [ %23, %22 ]
  %27 = phi i64 [ %35, %25 ], [ 0, %22 ]
  %28 = getelementptr inbounds i8, ptr %1, i64 %26
  %29 = load i8, ptr %28, align 1, !tbaa !18
  %30 = zext i8 %29 to i64
  %31 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4, !tbaa !16
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %31, align 4, !tbaa !16
  %34 = add nuw nsw i64 %26, 1
  %35 = add i64 %27, 1
  %36 = icmp eq i64 %35, %18
  br i1 %36, label %37, label %25, !llvm.loop !73

37:                                               ; preds = %25, %22
  %38 = load i32, ptr %8, align 16, !tbaa !16
  br label %39

39:                                               ; preds = %37, %14
  %40 = phi i32 [ %38, %37 ], [ 0, %14 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %9, ptr noundef nonnull align 16 dereferenceable(1024) %8, i64 1024, i1 false), !tbaa !16
  br label %81

41:                                               ; preds = %41, %20
  %42 = phi i64 [ 0, %20 ], [ %71, %41 ]
  %43 = phi i64 [ 0, %20 ], [ %72, %41 ]
  %44 = getelementptr inbounds i8, ptr %1, i64 %42
  %45 = load i8, ptr %44, align 1, !tbaa !18
  %46 = zext i8 %45 to i64
  %47 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4, !tbaa !16
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %47, align 4, !tbaa !16
  %50 = or disjoint i64 %42, 1
  %51 = getelementptr inbounds i8, ptr %1, i64 %50
  %52 = load i8, ptr %51, align 1, !tbaa !18
  %53 = zext i8 %52 to i64
  %54 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %53
  %55 = load i32, ptr %54, align 4, !tbaa !16
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %54, align 4, !tbaa !16
  %57 = or disjoint i64 %42, 2
  %58 = getelementptr inbounds i8, ptr %1, i64 %57
  %59 = load i8, ptr %58, align 1, !tbaa !18
  %60 = zext i8 %59 to i64
  %61 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !16
  %63 = add nsw i32 %62, 1
  store i32 %63, ptr %61, align 4, !tbaa !16
  %64 = or disjoint i64 %42, 3
  %65 = getelementptr inbounds i8, ptr %1, i64 %64
  %66 = load i8, ptr %65, align 1, !tbaa !18
  %67 = zext i8 %66 to i64
  %68 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %67
  %69 = load i32, ptr %68, align 4, !tbaa !16
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %68, align 4, !tbaa !16
  %71 = add nuw nsw i64 %42, 4
  %72 = add i64 %43, 4
  %73 = icmp eq i64 %72, %21
  br i1 %73, label %22, label %41, !llvm.loop !75

74:                                               ; preds = %81
  br i1 %15, label %75, label %139

75:                                               ; preds = %74
  %76 = zext nneg i32 %3 to i64
  %77 = and i64 %76, 1
  %78 = icmp eq i32 %3, 1
  br i1 %78, label %126, label %79

79:                                               ; preds = %75
  %80 = and i64 %76, 2147483646
  br label %101

81:                                               ; preds = %81, %39
  %82 = phi i32 [ %40, %39 ], [ %98, %81 ]
  %83 = phi i64 [ 1, %39 ], [ %99, %81 ]
  %84 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %83
  %85 = load i32, ptr %84, align 4, !tbaa !16
  %86 = add nsw i32 %85, %82
  store i32 %86, ptr %84, align 4, !tbaa !16
  %87 = add nuw nsw i64 %83, 1
  %88 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %87
  %89 = load i32, ptr %88, align 4, !tbaa !16
  %90 = add nsw i32 %89, %86
  store i32 %90, ptr %88, align 4, !tbaa !16
  %91 = add nuw nsw i64 %83, 2
  %92 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %91
  %93 = load i32, ptr %92, align 4, !tbaa !16
  %94 = add nsw i32 %93, %90
  store i32 %94, ptr %92, align 4, !tbaa !16
  %95 = add nuw nsw i64 %83, 3
  %96 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %95
  %97 = load i32, ptr %96, align 4, !tbaa !16
  %98 = add nsw i32 %97, %94
  store i32 %98, ptr %96, align 4, !tbaa !16
  %99 = add nuw nsw i64 %83, 4
  %100 = icmp eq i64 %99, 257
  br i1 %100, label %74, label %81, !llvm.loop !76

101:                                              ; preds = %101, %79
  %102 = phi i64 [ 0, %79 ], [ %123, %101 ]
  %103 = phi i64 [ 0, %79 ], [ %124, %101 ]
  %104 = getelementptr inbounds i8, ptr %1, i64 %102
  %105 = load i8, ptr %104, align 1, !tbaa !18
  %106 = zext i8 %105 to i64
  %107 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !16
  %109 = add nsw i32 %108, -1
  store i32 %109, ptr %107, align 4, !tbaa !16
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %0, i64 %110
  %112 = trunc nuw nsw i64 %102 to i32
  store i32 %112, ptr %111, align 4, !tbaa !16
  %113 = or disjoint i64 %102, 1
  %114 = getelementptr inbounds i8, ptr %1, i64 %113
  %115 = load i8, ptr %114, align 1, !tbaa !18
  %116 = zext i8 %115 to i64
  %117 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !16
  %119 = add nsw i32 %118, -1
  store i32 %119, ptr %117, align 4, !tbaa !16
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds i32, ptr %0, i64 %120
  %122 = trunc nuw nsw i64 %113 to i32
  store i32 %122, ptr %121, align 4, !tbaa !16
  %123 = add nuw nsw i64 %102, 2
  %124 = add i64 %103, 2
  %125 = icmp eq i64 %124, %80
  br i1 %125, label %126, label %101, !llvm.loop !77

126:                                              ; preds = %101, %75
  %127 = phi i64 [ 0, %75 ], [ %123, %101 ]
  %128 = icmp eq i64 %77, 0
  br i1 %128, label %139, label %129

129:                                              ; preds = %126
  %130 = getelementptr inbounds i8, ptr %1, i64 %127
  %131 = load i8, ptr %130, align 1, !tbaa !18
  %132 = zext i8 %131 to i64
  %133 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4, !tbaa !16
  %135 = add nsw i32 %134, -1
  store i32 %135, ptr %133, align 4, !tbaa !16
  %136 = sext i32 %135 to i64
  %137 = getelementptr inbounds i32, ptr %0, i64 %136
  %138 = trunc nuw nsw i64 %127 to i32
  store i32 %138, ptr %137, align 4, !tbaa !16
  br label %139

139:                                              ; preds = %129, %126, %74
  %140 = icmp sgt i32 %3, -64
  br i1 %140, label %141, label %147

141:                                              ; preds = %139
  %142 = sdiv i32 %3, 32
  %143 = add nsw i32 %142, 1
  %144 = zext nneg i32 %143 to i64
  %145 = shl nuw nsw i64 %144, 2
  %146 = add nuw nsw i64 %145, 4
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1) %2, i8 0, i64 %146, i1 false), !tbaa !16
  br label %147

147:                                              ; preds = %141, %139
  br label %148

148:                                              ; preds = %148, %147
  %149 = phi i64 [ 0, %147 ], [ %169, %148 ]
  %150 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %149
  %151 = load i32, ptr %150, align 8, !tbaa !16
  %152 = and i32 %151, 31
  %153 = shl nuw i32 1, %152
  %154 = ashr i32 %151, 5
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i32, ptr %2, i64 %155
  %157 = load i32, ptr %156, align 4, !tbaa !16
  %158 = or i32 %153, %157
  store i32 %158, ptr %156, align 4, !tbaa !16
  %159 = or disjoint i64 %149, 1
  %160 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %159
  %161 = load i32, ptr %160, align 4, !tbaa !16
  %162 = and i32 %161, 31
  %163 = shl nuw i32 1, %162
  %164 = ashr i32 %161, 5
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds i32, ptr %2, i64 %165
  %167 = load i32, ptr %166, align 4, !tbaa !16
  %168 = or i32 %163, %167
  store i32 %168, ptr %166, align 4, !tbaa !16
  %169 = add nuw nsw i64 %149, 2
  %170 = icmp eq i64 %169, 256
  br i1 %170, label %179, label %148, !llvm.loop !78

171:                                              ; preds = %179
  %172 = getelementptr i8, ptr %0, i64 -4
  %173 = zext nneg i32 %3 to i64
  %174 = getelementptr i8, ptr %0, i64 4
  %175 = getelementptr i8, ptr %0, i64 4
  %176 = getelementptr i8, ptr %0, i64 8
  %177 = getelementptr i8, ptr %0, i64 4
  %178 = getelementptr i8, ptr %0, i64 4
  br label %201

179:                                              ; preds = %148, %179
  %180 = phi i32 [ %199, %179 ], [ 0, %148 ]
  %181 = shl nuw nsw i32 %180, 1
  %182 = add nsw i32 %181, %3
  %183 = and i32 %182, 31
  %184 = shl nuw i32 1, %183
  %185 = ashr i32 %182, 5
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i32, ptr %2, i64 %186
  %188 = load i32, ptr %187, align 4, !tbaa !16
  %189 = or i32 %188, %184
  store i32 %189, ptr %187, align 4, !tbaa !16
  %190 = add nsw i32 %182, 1
  %191 = and i32 %190, 31
  %192 = shl nuw i32 1, %191
  %193 = xor i32 %192, -1
  %194 = ashr i32 %190, 5
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds i32, ptr %2, i64 %195
  %197 = load i32, ptr %196, align 4, !tbaa !16
  %198 = and i32 %197, %193
  store i32 %198, ptr %196, align 4, !tbaa !16
  %199 = add nuw nsw i32 %180, 1
  %200 = icmp eq i32 %199, 32
  br i1 %200, label %171, label %179, !llvm.loop !79

201:                                              ; preds = %715, %171
  %202 = phi i32 [ 1, %171 ], [ %716, %715 ]
  br i1 %10, label %203, label %206

203:                                              ; preds = %201
  %204 = load ptr, ptr @stderr, align 8, !tbaa !17
  %205 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %204, ptr noundef nonnull @.str.3, i32 noundef %202) #11
  br label %206

206:                                              ; preds = %203, %201
  br i1 %15, label %207, label %230

207:                                              ; preds = %206, %207
  %208 = phi i64 [ %228, %207 ], [ 0, %206 ]
  %209 = phi i32 [ %219, %207 ], [ 0, %206 ]
  %210 = trunc nuw nsw i64 %208 to i32
  %211 = lshr i64 %208, 5
  %212 = and i64 %211, 134217727
  %213 = getelementptr inbounds i32, ptr %2, i64 %212
  %214 = load i32, ptr %213, align 4, !tbaa !16
  %215 = and i32 %210, 31
  %216 = shl nuw i32 1, %215
  %217 = and i32 %214, %216
  %218 = icmp eq i32 %217, 0
  %219 = select i1 %218, i32 %209, i32 %210
  %220 = getelementptr inbounds i32, ptr %0, i64 %208
  %221 = load i32, ptr %220, align 4, !tbaa !16
  %222 = sub i32 %221, %202
  %223 = icmp slt i32 %222, 0
  %224 = select i1 %223, i32 %3, i32 0
  %225 = add nsw i32 %224, %222
  %226 = sext i32 %225 to i64
  %227 = getelementptr inbounds i32, ptr %1, i64 %226
  store i32 %219, ptr %227, align 4, !tbaa !16
  %228 = add nuw nsw i64 %208, 1
  %229 = icmp eq i64 %228, %173
  br i1 %229, label %230, label %207, !llvm.loop !80

230:                                              ; preds = %207, %206
  br label %231

231:                                              ; preds = %681, %230
  %232 = phi i32 [ 0, %230 ], [ %306, %681 ]
  %233 = phi i32 [ 0, %230 ], [ %315, %681 ]
  br label %234

234:                                              ; preds = %231, %308
  %235 = phi i32 [ %306, %308 ], [ %232, %231 ]
  br label %236

236:                                              ; preds = %236, %234
  %237 = phi i32 [ %235, %234 ], [ %248, %236 ]
  %238 = ashr i32 %237, 5
  %239 = sext i32 %238 to i64
  %240 = getelementptr inbounds i32, ptr %2, i64 %239
  %241 = load i32, ptr %240, align 4, !tbaa !16
  %242 = and i32 %237, 31
  %243 = shl nuw i32 1, %242
  %244 = and i32 %243, %241
  %245 = icmp ne i32 %244, 0
  %246 = icmp ne i32 %242, 0
  %247 = and i1 %246, %245
  %248 = add nsw i32 %237, 1
  br i1 %247, label %236, label %249, !llvm.loop !81

249:                                              ; preds = %236
  br i1 %245, label %250, label %269

250:                                              ; preds = %249, %250
  %251 = phi i32 [ %257, %250 ], [ %237, %249 ]
  %252 = ashr i32 %251, 5
  %253 = sext i32 %252 to i64
  %254 = getelementptr inbounds i32, ptr %2, i64 %253
  %255 = load i32, ptr %254, align 4, !tbaa !16
  %256 = icmp eq i32 %255, -1
  %257 = add nsw i32 %251, 32
  br i1 %256, label %250, label %258, !llvm.loop !82

258:                                              ; preds = %250, %258
  %259 = phi i32 [ %268, %258 ], [ %251, %250 ]
  %260 = ashr i32 %259, 5
  %261 = sext i32 %260 to i64
  %262 = getelementptr inbounds i32, ptr %2, i64 %261
  %263 = load i32, ptr %262, align 4, !tbaa !16
  %264 = and i32 %259, 31
  %265 = shl nuw i32 1, %264
  %266 = and i32 %265, %263
  %267 = icmp eq i32 %266, 0
  %268 = add nsw i32 %259, 1
  br i1 %267, label %269, label %258, !llvm.loop !83

269:                                              ; preds = %258, %249
  %270 = phi i32 [ %237, %249 ], [ %259, %258 ]
  %271 = icmp sgt i32 %270, %3
  br i1 %271, label %707, label %272

272:                                              ; preds = %269, %272
  %273 = phi i32 [ %284, %272 ], [ %270, %269 ]
  %274 = ashr i32 %273, 5
  %275 = sext i32 %274 to i64
  %276 = getelementptr inbounds i32, ptr %2, i64 %275
  %277 = load i32, ptr %276, align 4, !tbaa !16
  %278 = and i32 %273, 31
  %279 = shl nuw i32 1, %278
  %280 = and i32 %279, %277
  %281 = icmp eq i32 %280, 0
  %282 = icmp ne i32 %278, 0
  %283 = and i1 %282, %281
  %284 = add nsw i32 %273, 1
  br i1 %283, label %272, label %285, !llvm.loop !84

285:                                              ; preds = %272
  br i1 %281, label %286, label %305

286:                                              ; preds = %285, %286
  %287 = phi i32 [ %293, %286 ], [ %273, %285 ]
  %288 = ashr i32 %287, 5
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds i32, ptr %2, i64 %289
  %291 = load i32, ptr %290, align 4, !tbaa !16
  %292 = icmp eq i32 %291, 0
  %293 = add nsw i32 %287, 32
  br i1 %292, label %286, label %294, !llvm.loop !85

294:                                              ; preds = %286, %294
  %295 = phi i32 [ %304, %294 ], [ %287, %286 ]
  %296 = ashr i32 %295, 5
  %297 = sext i32 %296 to i64
  %298 = getelementptr inbounds i32, ptr %2, i64 %297
  %299 = load i32, ptr %298, align 4, !tbaa !16
  %300 = and i32 %295, 31
  %301 = shl nuw i32 1, %300
  %302 = and i32 %301, %299
  %303 = icmp eq i32 %302, 0
  %304 = add nsw i32 %295, 1
  br i1 %303, label %294, label %305, !llvm.loop !86

305:                                              ; preds = %294, %285
  %306 = phi i32 [ %273, %285 ], [ %295, %294 ]
  %307 = icmp sgt i32 %306, %3
  br i1 %307, label %707, label %308

308:                                              ; preds = %305
  %309 = icmp sgt i32 %306, %270
  br i1 %309, label %310, label %234

310:                                              ; preds = %308
  %311 = add i32 %270, -1
  %312 = add nsw i32 %306, -1
  %313 = add i32 %233, 1
  %314 = sub i32 %313, %270
  %315 = add i32 %314, %306
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %6) #9
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %7) #9
  store i32 %311, ptr %6, align 16, !tbaa !16
  store i32 %312, ptr %7, align 16, !tbaa !16
  br label %316

316:                                              ; preds = %529, %310
  %317 = phi i16 [ 0, %310 ], [ %421, %529 ]
  %318 = phi i32 [ 1, %310 ], [ %530, %529 ]
  %319 = zext nneg i32 %318 to i64
  br label %320

320:                                              ; preds = %412, %316
  %321 = phi i64 [ %319, %316 ], [ %325, %412 ]
  %322 = icmp ult i64 %321, 99
  br i1 %322, label %324, label %323

323:                                              ; preds = %320
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1004) #9
  br label %324

324:                                              ; preds = %323, %320
  %325 = add nsw i64 %321, -1
  %326 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %325
  %327 = load i32, ptr %326, align 4, !tbaa !16
  %328 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %325
  %329 = load i32, ptr %328, align 4, !tbaa !16
  %330 = sub nsw i32 %329, %327
  %331 = icmp slt i32 %330, 10
  br i1 %331, label %332, label %414

332:                                              ; preds = %324
  %333 = icmp eq i32 %327, %329
  br i1 %333, label %412, label %334

334:                                              ; preds = %332
  %335 = icmp slt i32 %330, 4
  %336 = add i32 %329, -4
  %337 = icmp slt i32 %336, %327
  %338 = or i1 %335, %337
  br i1 %338, label %376, label %339

339:                                              ; preds = %334
  %340 = sext i32 %329 to i64
  %341 = sext i32 %336 to i64
  %342 = sext i32 %327 to i64
  %343 = add nsw i64 %340, -4
  br label %344

344:                                              ; preds = %369, %339
  %345 = phi i64 [ %341, %339 ], [ %373, %369 ]
  %346 = phi i64 [ %340, %339 ], [ %375, %369 ]
  %347 = getelementptr inbounds i32, ptr %0, i64 %345
  %348 = load i32, ptr %347, align 4, !tbaa !16
  %349 = sext i32 %348 to i64
  %350 = getelementptr inbounds i32, ptr %1, i64 %349
  %351 = load i32, ptr %350, align 4, !tbaa !16
  %352 = icmp sgt i64 %345, %343
  %353 = trunc nsw i64 %345 to i32
  br i1 %352, label %369, label %354

354:                                              ; preds = %344, %363
  %355 = phi i64 [ %366, %363 ], [ %346, %344 ]
  %356 = phi i32 [ %368, %363 ], [ %353, %344 ]
  %357 = getelementptr inbounds i32, ptr %0, i64 %355
  %358 = load i32, ptr %357, align 4, !tbaa !16
  %359 = zext i32 %358 to i64
  %360 = getelementptr inbounds i32, ptr %1, i64 %359
  %361 = load i32, ptr %360, align 4, !tbaa !16
  %362 = icmp ugt i32 %351, %361
  br i1 %362, label %363, label %369

363:                                              ; preds = %354
  %364 = sext i32 %356 to i64
  %365 = getelementptr inbounds i32, ptr %0, i64 %364
  store i32 %358, ptr %365, align 4, !tbaa !16
  %366 = add nsw i64 %355, 4
  %367 = icmp sgt i64 %366, %340
  %368 = trunc nsw i64 %355 to i32
  br i1 %367, label %369, label %354, !llvm.loop !87

369:                                              ; preds = %363, %354, %344
  %370 = phi i32 [ %353, %344 ], [ %368, %363 ], [ %356, %354 ]
  %371 = sext i32 %370 to i64
  %372 = getelementptr inbounds i32, ptr %0, i64 %371
  store i32 %348, ptr %372, align 4, !tbaa !16
  %373 = add nsw i64 %345, -1
  %374 = icmp sgt i64 %345, %342
  %375 = add nsw i64 %346, -1
  br i1 %374, label %344, label %376, !llvm.loop !88

376:                                              ; preds = %369, %334
  %377 = icmp sgt i32 %329, %327
  br i1 %377, label %378, label %412

378:                                              ; preds = %376
  %379 = sext i32 %329 to i64
  %380 = add i32 %329, 1
  %381 = sext i32 %327 to i64
  br label %382

382:                                              ; preds = %407, %378
  %383 = phi i64 [ %379, %378 ], [ %384, %407 ]
  %384 = add nsw i64 %383, -1
  %385 = getelementptr inbounds i32, ptr %0, i64 %384
  %386 = load i32, ptr %385, align 4, !tbaa !16
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds i32, ptr %1, i64 %387
  %389 = load i32, ptr %388, align 4, !tbaa !16
  %390 = icmp sgt i64 %383, %379
  %391 = trunc nsw i64 %383 to i32
  br i1 %390, label %407, label %392

392:                                              ; preds = %382, %400
  %393 = phi i64 [ %402, %400 ], [ %383, %382 ]
  %394 = getelementptr inbounds i32, ptr %0, i64 %393
  %395 = load i32, ptr %394, align 4, !tbaa !16
  %396 = zext i32 %395 to i64
  %397 = getelementptr inbounds i32, ptr %1, i64 %396
  %398 = load i32, ptr %397, align 4, !tbaa !16
  %399 = icmp ugt i32 %389, %398
  br i1 %399, label %400, label %405

400:                                              ; preds = %392
  %401 = getelementptr i8, ptr %394, i64 -4
  store i32 %395, ptr %401, align 4, !tbaa !16
  %402 = add nsw i64 %393, 1
  %403 = trunc i64 %402 to i32
  %404 = icmp eq i32 %380, %403
  br i1 %404, label %407, label %392, !llvm.loop !89

405:                                              ; preds = %392
  %406 = trunc nsw i64 %393 to i32
  br label %407

407:                                              ; preds = %400, %405, %382
  %408 = phi i32 [ %391, %382 ], [ %406, %405 ], [ %380, %400 ]
  %409 = sext i32 %408 to i64
  %410 = getelementptr i32, ptr %172, i64 %409
  store i32 %386, ptr %410, align 4, !tbaa !16
  %411 = icmp sgt i64 %384, %381
  br i1 %411, label %382, label %412, !llvm.loop !90

412:                                              ; preds = %407, %376, %332
  %413 = icmp sgt i64 %321, 1
  br i1 %413, label %320, label %679, !llvm.loop !91

414:                                              ; preds = %324
  %415 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %325
  %416 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %325
  %417 = trunc nuw nsw i64 %321 to i32
  %418 = trunc nsw i64 %325 to i32
  %419 = mul i16 %317, 7621
  %420 = add i16 %419, 1
  %421 = and i16 %420, 32767
  %422 = urem i16 %421, 3
  switch i16 %422, label %426 [
    i16 0, label %427
    i16 1, label %423
  ]

423:                                              ; preds = %414
  %424 = add nsw i32 %329, %327
  %425 = ashr i32 %424, 1
  br label %427

426:                                              ; preds = %414
  br label %427

427:                                              ; preds = %426, %423, %414
  %428 = phi i32 [ %425, %423 ], [ %329, %426 ], [ %327, %414 ]
  %429 = sext i32 %428 to i64
  %430 = getelementptr inbounds i32, ptr %0, i64 %429
  %431 = load i32, ptr %430, align 4, !tbaa !16
  %432 = zext i32 %431 to i64
  %433 = getelementptr inbounds i32, ptr %1, i64 %432
  %434 = load i32, ptr %433, align 4, !tbaa !16
  br label %435

435:                                              ; preds = %510, %427
  %436 = phi i32 [ %329, %427 ], [ %512, %510 ]
  %437 = phi i32 [ %327, %427 ], [ %479, %510 ]
  %438 = phi i32 [ %329, %427 ], [ %517, %510 ]
  %439 = phi i32 [ %327, %427 ], [ %516, %510 ]
  %440 = icmp sgt i32 %439, %438
  br i1 %440, label %478, label %441

441:                                              ; preds = %435
  %442 = sext i32 %438 to i64
  %443 = sext i32 %437 to i64
  br label %444

444:                                              ; preds = %456, %441
  %445 = phi i64 [ %443, %441 ], [ %461, %456 ]
  %446 = phi i32 [ %439, %441 ], [ %462, %456 ]
  %447 = sext i32 %446 to i64
  br label %448

448:                                              ; preds = %466, %444
  %449 = phi i64 [ %447, %444 ], [ %467, %466 ]
  %450 = getelementptr inbounds i32, ptr %0, i64 %449
  %451 = load i32, ptr %450, align 4, !tbaa !16
  %452 = zext i32 %451 to i64
  %453 = getelementptr inbounds i32, ptr %1, i64 %452
  %454 = load i32, ptr %453, align 4, !tbaa !16
  %455 = icmp eq i32 %454, %434
  br i1 %455, label %456, label %464

456:                                              ; preds = %448
  %457 = getelementptr inbounds i32, ptr %0, i64 %449
  %458 = trunc nsw i64 %449 to i32
  %459 = getelementptr inbounds i32, ptr %0, i64 %445
  %460 = load i32, ptr %459, align 4, !tbaa !16
  store i32 %460, ptr %457, align 4, !tbaa !16
  store i32 %451, ptr %459, align 4, !tbaa !16
  %461 = add nsw i64 %445, 1
  %462 = add nsw i32 %458, 1
  %463 = icmp sgt i32 %438, %458
  br i1 %463, label %444, label %469

464:                                              ; preds = %448
  %465 = icmp sgt i32 %454, %434
  br i1 %465, label %471, label %466

466:                                              ; preds = %464
  %467 = add nsw i64 %449, 1
  %468 = icmp slt i64 %449, %442
  br i1 %468, label %448, label %474

469:                                              ; preds = %456
  %470 = trunc nsw i64 %461 to i32
  br label %478

471:                                              ; preds = %464
  %472 = trunc nsw i64 %445 to i32
  %473 = trunc nsw i64 %449 to i32
  br label %478

474:                                              ; preds = %466
  %475 = tail call i32 @llvm.smax.i32(i32 %446, i32 %438)
  %476 = add i32 %475, 1
  %477 = trunc nsw i64 %445 to i32
  br label %478

478:                                              ; preds = %474, %471, %469, %435
  %479 = phi i32 [ %437, %435 ], [ %470, %469 ], [ %472, %471 ], [ %477, %474 ]
  %480 = phi i32 [ %439, %435 ], [ %462, %469 ], [ %473, %471 ], [ %476, %474 ]
  %481 = icmp sgt i32 %480, %438
  br i1 %481, label %525, label %482

482:                                              ; preds = %478
  %483 = sext i32 %480 to i64
  %484 = sext i32 %436 to i64
  br label %485

485:                                              ; preds = %497, %482
  %486 = phi i64 [ %484, %482 ], [ %502, %497 ]
  %487 = phi i32 [ %438, %482 ], [ %503, %497 ]
  %488 = sext i32 %487 to i64
  br label %489

489:                                              ; preds = %507, %485
  %490 = phi i64 [ %488, %485 ], [ %508, %507 ]
  %491 = getelementptr inbounds i32, ptr %0, i64 %490
  %492 = load i32, ptr %491, align 4, !tbaa !16
  %493 = zext i32 %492 to i64
  %494 = getelementptr inbounds i32, ptr %1, i64 %493
  %495 = load i32, ptr %494, align 4, !tbaa !16
  %496 = icmp eq i32 %495, %434
  br i1 %496, label %497, label %505

497:                                              ; preds = %489
  %498 = getelementptr inbounds i32, ptr %0, i64 %490
  %499 = trunc nsw i64 %490 to i32
  %500 = getelementptr inbounds i32, ptr %0, i64 %486
  %501 = load i32, ptr %500, align 4, !tbaa !16
  store i32 %501, ptr %498, align 4, !tbaa !16
  store i32 %492, ptr %500, align 4, !tbaa !16
  %502 = add nsw i64 %486, -1
  %503 = add nsw i32 %499, -1
  %504 = icmp slt i32 %480, %499
  br i1 %504, label %485, label %523

505:                                              ; preds = %489
  %506 = icmp slt i32 %495, %434
  br i1 %506, label %510, label %507

507:                                              ; preds = %505
  %508 = add nsw i64 %490, -1
  %509 = icmp sgt i64 %490, %483
  br i1 %509, label %489, label %518

510:                                              ; preds = %505
  %511 = getelementptr inbounds i32, ptr %0, i64 %490
  %512 = trunc nsw i64 %486 to i32
  %513 = trunc nsw i64 %490 to i32
  %514 = getelementptr inbounds i32, ptr %0, i64 %483
  %515 = load i32, ptr %514, align 4, !tbaa !16
  store i32 %492, ptr %514, align 4, !tbaa !16
  store i32 %515, ptr %511, align 4, !tbaa !16
  %516 = add nsw i32 %480, 1
  %517 = add nsw i32 %513, -1
  br label %435

518:                                              ; preds = %507
  %519 = tail call i64 @llvm.smin.i64(i64 %488, i64 %483)
  %520 = trunc nsw i64 %486 to i32
  %521 = trunc i64 %519 to i32
  %522 = add i32 %521, -1
  br label %525

523:                                              ; preds = %497
  %524 = trunc nsw i64 %502 to i32
  br label %525

525:                                              ; preds = %478, %523, %518
  %526 = phi i32 [ %520, %518 ], [ %524, %523 ], [ %436, %478 ]
  %527 = phi i32 [ %522, %518 ], [ %503, %523 ], [ %438, %478 ]
  %528 = icmp slt i32 %526, %479
  br i1 %528, label %529, label %532

529:                                              ; preds = %675, %525
  %530 = phi i32 [ %678, %675 ], [ %418, %525 ]
  %531 = icmp sgt i32 %530, 0
  br i1 %531, label %316, label %679, !llvm.loop !91

532:                                              ; preds = %525
  %533 = sub nsw i32 %479, %327
  %534 = sub nsw i32 %480, %479
  %535 = tail call i32 @llvm.smin.i32(i32 %533, i32 %534)
  %536 = icmp sgt i32 %535, 0
  br i1 %536, label %537, label %596

537:                                              ; preds = %532
  %538 = sub i32 %480, %535
  %539 = sext i32 %538 to i64
  %540 = sext i32 %327 to i64
  %541 = zext nneg i32 %535 to i64
  %542 = icmp ult i32 %535, 8
  br i1 %542, label %580, label %543

543:                                              ; preds = %537
  %544 = shl nsw i64 %540, 2
  %545 = getelementptr i8, ptr %0, i64 %544
  %546 = add nsw i32 %535, -1
  %547 = zext i32 %546 to i64
  %548 = shl nuw nsw i64 %547, 2
  %549 = getelementptr i8, ptr %177, i64 %544
  %550 = getelementptr i8, ptr %549, i64 %548
  %551 = shl nsw i64 %539, 2
  %552 = getelementptr i8, ptr %0, i64 %551
  %553 = getelementptr i8, ptr %178, i64 %551
  %554 = getelementptr i8, ptr %553, i64 %548
  %555 = icmp ult ptr %545, %554
  %556 = icmp ult ptr %552, %550
  %557 = and i1 %555, %556
  br i1 %557, label %580, label %558

558:                                              ; preds = %543
  %559 = and i64 %541, 2147483640
  %560 = add nsw i64 %559, %540
  %561 = add nsw i64 %559, %539
  %562 = trunc nuw nsw i64 %559 to i32
  %563 = sub nsw i32 %535, %562
  %564 = getelementptr i32, ptr %0, i64 %540
  %565 = getelementptr i32, ptr %0, i64 %539
  br label %566

566:                                              ; preds = %566, %558
  %567 = phi i64 [ 0, %558 ], [ %576, %566 ]
  %568 = getelementptr i32, ptr %564, i64 %567
  %569 = getelementptr inbounds i8, ptr %568, i64 16
  %570 = load <4 x i32>, ptr %568, align 4, !tbaa !16, !alias.scope !92, !noalias !95
  %571 = load <4 x i32>, ptr %569, align 4, !tbaa !16, !alias.scope !92, !noalias !95
  %572 = getelementptr i32, ptr %565, i64 %567
  %573 = getelementptr inbounds i8, ptr %572, i64 16
  %574 = load <4 x i32>, ptr %572, align 4, !tbaa !16, !alias.scope !95
  %575 = load <4 x i32>, ptr %573, align 4, !tbaa !16, !alias.scope !95
  store <4 x i32> %574, ptr %568, align 4, !tbaa !16, !alias.scope !92, !noalias !95
  store <4 x i32> %575, ptr %569, align 4, !tbaa !16, !alias.scope !92, !noalias !95
  store <4 x i32> %570, ptr %572, align 4, !tbaa !16, !alias.scope !95
  store <4 x i32> %571, ptr %573, align 4, !tbaa !16, !alias.scope !95
  %576 = add nuw i64 %567, 8
  %577 = icmp eq i64 %576, %559
  br i1 %577, label %578, label %566, !llvm.loop !97

578:                                              ; preds = %566
  %579 = icmp eq i64 %559, %541
  br i1 %579, label %596, label %580

580:                                              ; preds = %578, %543, %537
  %581 = phi i64 [ %540, %543 ], [ %540, %537 ], [ %560, %578 ]
  %582 = phi i64 [ %539, %543 ], [ %539, %537 ], [ %561, %578 ]
  %583 = phi i32 [ %535, %543 ], [ %535, %537 ], [ %563, %578 ]
  br label %584

584:                                              ; preds = %580, %584
  %585 = phi i64 [ %592, %584 ], [ %581, %580 ]
  %586 = phi i64 [ %593, %584 ], [ %582, %580 ]
  %587 = phi i32 [ %594, %584 ], [ %583, %580 ]
  %588 = getelementptr inbounds i32, ptr %0, i64 %585
  %589 = load i32, ptr %588, align 4, !tbaa !16
  %590 = getelementptr inbounds i32, ptr %0, i64 %586
  %591 = load i32, ptr %590, align 4, !tbaa !16
  store i32 %591, ptr %588, align 4, !tbaa !16
  store i32 %589, ptr %590, align 4, !tbaa !16
  %592 = add nsw i64 %585, 1
  %593 = add nsw i64 %586, 1
  %594 = add nsw i32 %587, -1
  %595 = icmp ugt i32 %587, 1
  br i1 %595, label %584, label %596, !llvm.loop !98

596:                                              ; preds = %584, %578, %532
  %597 = sub nsw i32 %329, %526
  %598 = sub nsw i32 %526, %527
  %599 = tail call i32 @llvm.smin.i32(i32 %597, i32 %598)
  %600 = icmp sgt i32 %599, 0
  br i1 %600, label %601, label %661

601:                                              ; preds = %596
  %602 = sub i32 %329, %599
  %603 = sext i32 %602 to i64
  %604 = sext i32 %480 to i64
  %605 = zext nneg i32 %599 to i64
  %606 = icmp ult i32 %599, 8
  br i1 %606, label %645, label %607

607:                                              ; preds = %601
  %608 = shl nsw i64 %604, 2
  %609 = getelementptr i8, ptr %0, i64 %608
  %610 = getelementptr i8, ptr %174, i64 %608
  %611 = add nsw i32 %599, -1
  %612 = zext i32 %611 to i64
  %613 = shl nuw nsw i64 %612, 2
  %614 = getelementptr i8, ptr %610, i64 %613
  %615 = shl nsw i64 %603, 2
  %616 = getelementptr i8, ptr %175, i64 %615
  %617 = getelementptr i8, ptr %176, i64 %615
  %618 = getelementptr i8, ptr %617, i64 %613
  %619 = icmp ult ptr %609, %618
  %620 = icmp ult ptr %616, %614
  %621 = and i1 %619, %620
  br i1 %621, label %645, label %622

622:                                              ; preds = %607
  %623 = and i64 %605, 2147483640
  %624 = add nsw i64 %623, %604
  %625 = add nsw i64 %623, %603
  %626 = trunc nuw nsw i64 %623 to i32
  %627 = sub nsw i32 %599, %626
  %628 = getelementptr i32, ptr %0, i64 %604
  %629 = getelementptr i32, ptr %0, i64 %603
  br label %630

630:                                              ; preds = %630, %622
  %631 = phi i64 [ 0, %622 ], [ %641, %630 ]
  %632 = getelementptr i32, ptr %628, i64 %631
  %633 = getelementptr inbounds i8, ptr %632, i64 16
  %634 = load <4 x i32>, ptr %632, align 4, !tbaa !16, !alias.scope !99, !noalias !102
  %635 = load <4 x i32>, ptr %633, align 4, !tbaa !16, !alias.scope !99, !noalias !102
  %636 = getelementptr i32, ptr %629, i64 %631
  %637 = getelementptr i8, ptr %636, i64 4
  %638 = getelementptr i8, ptr %636, i64 20
  %639 = load <4 x i32>, ptr %637, align 4, !tbaa !16, !alias.scope !102
  %640 = load <4 x i32>, ptr %638, align 4, !tbaa !16, !alias.scope !102
  store <4 x i32> %639, ptr %632, align 4, !tbaa !16, !alias.scope !99, !noalias !102
  store <4 x i32> %640, ptr %633, align 4, !tbaa !16, !alias.scope !99, !noalias !102
  store <4 x i32> %634, ptr %637, align 4, !tbaa !16, !alias.scope !102
  store <4 x i32> %635, ptr %638, align 4, !tbaa !16, !alias.scope !102
  %641 = add nuw i64 %631, 8
  %642 = icmp eq i64 %641, %623
  br i1 %642, label %643, label %630, !llvm.loop !104

643:                                              ; preds = %630
  %644 = icmp eq i64 %623, %605
  br i1 %644, label %661, label %645

645:                                              ; preds = %643, %607, %601
  %646 = phi i64 [ %604, %607 ], [ %604, %601 ], [ %624, %643 ]
  %647 = phi i64 [ %603, %607 ], [ %603, %601 ], [ %625, %643 ]
  %648 = phi i32 [ %599, %607 ], [ %599, %601 ], [ %627, %643 ]
  br label %649

649:                                              ; preds = %645, %649
  %650 = phi i64 [ %658, %649 ], [ %646, %645 ]
  %651 = phi i64 [ %653, %649 ], [ %647, %645 ]
  %652 = phi i32 [ %659, %649 ], [ %648, %645 ]
  %653 = add nsw i64 %651, 1
  %654 = getelementptr inbounds i32, ptr %0, i64 %650
  %655 = load i32, ptr %654, align 4, !tbaa !16
  %656 = getelementptr inbounds i32, ptr %0, i64 %653
  %657 = load i32, ptr %656, align 4, !tbaa !16
  store i32 %657, ptr %654, align 4, !tbaa !16
  store i32 %655, ptr %656, align 4, !tbaa !16
  %658 = add nsw i64 %650, 1
  %659 = add nsw i32 %652, -1
  %660 = icmp ugt i32 %652, 1
  br i1 %660, label %649, label %661, !llvm.loop !105

661:                                              ; preds = %649, %643, %596
  %662 = xor i32 %479, -1
  %663 = add i32 %327, %662
  %664 = add i32 %663, %480
  %665 = sub nsw i32 %329, %598
  %666 = add nsw i32 %665, 1
  %667 = sub nsw i32 %664, %327
  %668 = sub nsw i32 %329, %666
  %669 = icmp sgt i32 %667, %668
  %670 = and i64 %321, 4294967295
  %671 = getelementptr inbounds [100 x i32], ptr %6, i64 0, i64 %670
  %672 = getelementptr inbounds [100 x i32], ptr %7, i64 0, i64 %670
  br i1 %669, label %673, label %674

673:                                              ; preds = %661
  store i32 %664, ptr %416, align 4, !tbaa !16
  br label %675

674:                                              ; preds = %661
  store i32 %666, ptr %415, align 4, !tbaa !16
  br label %675

675:                                              ; preds = %674, %673
  %676 = phi i32 [ %327, %674 ], [ %666, %673 ]
  %677 = phi i32 [ %664, %674 ], [ %329, %673 ]
  store i32 %676, ptr %671, align 4, !tbaa !16
  store i32 %677, ptr %672, align 4, !tbaa !16
  %678 = add nuw nsw i32 %417, 1
  br label %529

679:                                              ; preds = %529, %412
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %7) #9
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %6) #9
  %680 = icmp sgt i32 %270, %306
  br i1 %680, label %681, label %682

681:                                              ; preds = %702, %679
  br label %231

682:                                              ; preds = %679
  %683 = sext i32 %311 to i64
  br label %684

684:                                              ; preds = %682, %702
  %685 = phi i64 [ %683, %682 ], [ %704, %702 ]
  %686 = phi i32 [ -1, %682 ], [ %703, %702 ]
  %687 = getelementptr inbounds i32, ptr %0, i64 %685
  %688 = load i32, ptr %687, align 4, !tbaa !16
  %689 = zext i32 %688 to i64
  %690 = getelementptr inbounds i32, ptr %1, i64 %689
  %691 = load i32, ptr %690, align 4, !tbaa !16
  %692 = icmp eq i32 %686, %691
  br i1 %692, label %702, label %693

693:                                              ; preds = %684
  %694 = trunc nsw i64 %685 to i32
  %695 = and i32 %694, 31
  %696 = shl nuw i32 1, %695
  %697 = ashr i32 %694, 5
  %698 = sext i32 %697 to i64
  %699 = getelementptr inbounds i32, ptr %2, i64 %698
  %700 = load i32, ptr %699, align 4, !tbaa !16
  %701 = or i32 %700, %696
  store i32 %701, ptr %699, align 4, !tbaa !16
  br label %702

702:                                              ; preds = %684, %693
  %703 = phi i32 [ %691, %693 ], [ %686, %684 ]
  %704 = add nsw i64 %685, 1
  %705 = trunc i64 %704 to i32
  %706 = icmp eq i32 %306, %705
  br i1 %706, label %681, label %684, !llvm.loop !106

707:                                              ; preds = %305, %269
  br i1 %10, label %708, label %717

708:                                              ; preds = %707
  %709 = load ptr, ptr @stderr, align 8, !tbaa !17
  %710 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %709, ptr noundef nonnull @.str.4, i32 noundef %233) #11
  %711 = shl nsw i32 %202, 1
  %712 = icmp sgt i32 %711, %3
  %713 = icmp eq i32 %233, 0
  %714 = select i1 %712, i1 true, i1 %713
  br i1 %714, label %722, label %715

715:                                              ; preds = %708, %717
  %716 = phi i32 [ %711, %708 ], [ %718, %717 ]
  br label %201

717:                                              ; preds = %707
  %718 = shl nsw i32 %202, 1
  %719 = icmp sgt i32 %718, %3
  %720 = icmp eq i32 %233, 0
  %721 = select i1 %719, i1 true, i1 %720
  br i1 %721, label %725, label %715

722:                                              ; preds = %708
  %723 = load ptr, ptr @stderr, align 8, !tbaa !17
  %724 = tail call i64 @fwrite(ptr nonnull @.str.5, i64 33, i64 1, ptr %723) #10
  br label %725

725:                                              ; preds = %717, %722
  br i1 %15, label %726, label %752

726:                                              ; preds = %725
  %727 = zext nneg i32 %3 to i64
  br label %728

728:                                              ; preds = %726, %739
  %729 = phi i64 [ 0, %726 ], [ %747, %739 ]
  %730 = phi i64 [ 0, %726 ], [ %734, %739 ]
  %731 = shl i64 %730, 32
  %732 = ashr exact i64 %731, 32
  br label %733

733:                                              ; preds = %733, %728
  %734 = phi i64 [ %738, %733 ], [ %732, %728 ]
  %735 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %734
  %736 = load i32, ptr %735, align 4, !tbaa !16
  %737 = icmp eq i32 %736, 0
  %738 = add nsw i64 %734, 1
  br i1 %737, label %733, label %739, !llvm.loop !107

739:                                              ; preds = %733
  %740 = getelementptr inbounds [256 x i32], ptr %9, i64 0, i64 %734
  %741 = add nsw i32 %736, -1
  store i32 %741, ptr %740, align 4, !tbaa !16
  %742 = trunc i64 %734 to i8
  %743 = getelementptr inbounds i32, ptr %0, i64 %729
  %744 = load i32, ptr %743, align 4, !tbaa !16
  %745 = zext i32 %744 to i64
  %746 = getelementptr inbounds i8, ptr %1, i64 %745
  store i8 %742, ptr %746, align 1, !tbaa !18
  %747 = add nuw nsw i64 %729, 1
  %748 = icmp eq i64 %747, %727
  br i1 %748, label %749, label %728, !llvm.loop !108

749:                                              ; preds = %739
  %750 = icmp slt i64 %734, 256
  br i1 %750, label %752, label %751

751:                                              ; preds = %749
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 1005) #9
  br label %752

752:                                              ; preds = %725, %751, %749
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
define internal fastcc zeroext range(i8 0, 2) i8 @mainGtU(i32 noundef %0, i32 noundef %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, ptr nocapture noundef %5) unnamed_addr #4 {
  %7 = zext i32 %0 to i64
  %8 = getelementptr inbounds i8, ptr %2, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !18
  %10 = zext i32 %1 to i64
  %11 = getelementptr inbounds i8, ptr %2, i64 %10
  %12 = load i8, ptr %11, align 1, !tbaa !18
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
  %21 = load i8, ptr %20, align 1, !tbaa !18
  %22 = zext i32 %18 to i64
  %23 = getelementptr inbounds i8, ptr %2, i64 %22
  %24 = load i8, ptr %23, align 1, !tbaa !18
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
  %33 = load i8, ptr %32, align 1, !tbaa !18
  %34 = zext i32 %30 to i64
  %35 = getelementptr inbounds i8, ptr %2, i64 %34
  %36 = load i8, ptr %35, align 1, !tbaa !18
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
  %45 = load i8, ptr %44, align 1, !tbaa !18
  %46 = zext i32 %42 to i64
  %47 = getelementptr inbounds i8, ptr %2, i64 %46
  %48 = load i8, ptr %47, align 1, !tbaa !18
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
  %57 = load i8, ptr %56, align 1, !tbaa !18
  %58 = zext i32 %54 to i64
  %59 = getelementptr inbounds i8, ptr %2, i64 %58
  %60 = load i8, ptr %59, align 1, !tbaa !18
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
  %69 = load i8, ptr %68, align 1, !tbaa !18
  %70 = zext i32 %66 to i64
  %71 = getelementptr inbounds i8, ptr %2, i64 %70
  %72 = load i8, ptr %71, align 1, !tbaa !18
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
  %81 = load i8, ptr %80, align 1, !tbaa !18
  %82 = zext i32 %78 to i64
  %83 = getelementptr inbounds i8, ptr %2, i64 %82
  %84 = load i8, ptr %83, align 1, !tbaa !18
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
  %93 = load i8, ptr %92, align 1, !tbaa !18
  %94 = zext i32 %90 to i64
  %95 = getelementptr inbounds i8, ptr %2, i64 %94
  %96 = load i8, ptr %95, align 1, !tbaa !18
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
  %105 = load i8, ptr %104, align 1, !tbaa !18
  %106 = zext i32 %102 to i64
  %107 = getelementptr inbounds i8, ptr %2, i64 %106
  %108 = load i8, ptr %107, align 1, !tbaa !18
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
  %117 = load i8, ptr %116, align 1, !tbaa !18
  %118 = zext i32 %114 to i64
  %119 = getelementptr inbounds i8, ptr %2, i64 %118
  %120 = load i8, ptr %119, align 1, !tbaa !18
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
  %129 = load i8, ptr %128, align 1, !tbaa !18
  %130 = zext i32 %126 to i64
  %131 = getelementptr inbounds i8, ptr %2, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !18
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
  %141 = load i8, ptr %140, align 1, !tbaa !18
  %142 = zext i32 %138 to i64
  %143 = getelementptr inbounds i8, ptr %2, i64 %142
  %144 = load i8, ptr %143, align 1, !tbaa !18
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
  %158 = load i8, ptr %157, align 1, !tbaa !18
  %159 = zext i32 %153 to i64
  %160 = getelementptr inbounds i8, ptr %2, i64 %159
  %161 = load i8, ptr %160, align 1, !tbaa !18
  %162 = icmp eq i8 %158, %161
  br i1 %162, label %165, label %163

163:                                              ; preds = %152
  %164 = icmp ugt i8 %158, %161
  br label %326

165:                                              ; preds = %152
  %166 = getelementptr inbounds i16, ptr %3, i64 %156
  %167 = load i16, ptr %166, align 2, !tbaa !19
  %168 = getelementptr inbounds i16, ptr %3, i64 %159
  %169 = load i16, ptr %168, align 2, !tbaa !19
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
  %178 = load i8, ptr %177, align 1, !tbaa !18
  %179 = zext i32 %175 to i64
  %180 = getelementptr inbounds i8, ptr %2, i64 %179
  %181 = load i8, ptr %180, align 1, !tbaa !18
  %182 = icmp eq i8 %178, %181
  br i1 %182, label %185, label %183

183:                                              ; preds = %173
  %184 = icmp ugt i8 %178, %181
  br label %326

185:                                              ; preds = %173
  %186 = getelementptr inbounds i16, ptr %3, i64 %176
  %187 = load i16, ptr %186, align 2, !tbaa !19
  %188 = getelementptr inbounds i16, ptr %3, i64 %179
  %189 = load i16, ptr %188, align 2, !tbaa !19
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
  %198 = load i8, ptr %197, align 1, !tbaa !18
  %199 = zext i32 %195 to i64
  %200 = getelementptr inbounds i8, ptr %2, i64 %199
  %201 = load i8, ptr %200, align 1, !tbaa !18
  %202 = icmp eq i8 %198, %201
  br i1 %202, label %205, label %203

203:                                              ; preds = %193
  %204 = icmp ugt i8 %198, %201
  br label %326

205:                                              ; preds = %193
  %206 = getelementptr inbounds i16, ptr %3, i64 %196
  %207 = load i16, ptr %206, align 2, !tbaa !19
  %208 = getelementptr inbounds i16, ptr %3, i64 %199
  %209 = load i16, ptr %208, align 2, !tbaa !19
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
  %218 = load i8, ptr %217, align 1, !tbaa !18
  %219 = zext i32 %215 to i64
  %220 = getelementptr inbounds i8, ptr %2, i64 %219
  %221 = load i8, ptr %220, align 1, !tbaa !18
  %222 = icmp eq i8 %218, %221
  br i1 %222, label %225, label %223

223:                                              ; preds = %213
  %224 = icmp ugt i8 %218, %221
  br label %326

225:                                              ; preds = %213
  %226 = getelementptr inbounds i16, ptr %3, i64 %216
  %227 = load i16, ptr %226, align 2, !tbaa !19
  %228 = getelementptr inbounds i16, ptr %3, i64 %219
  %229 = load i16, ptr %228, align 2, !tbaa !19
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
  %238 = load i8, ptr %237, align 1, !tbaa !18
  %239 = zext i32 %235 to i64
  %240 = getelementptr inbounds i8, ptr %2, i64 %239
  %241 = load i8, ptr %240, align 1, !tbaa !18
  %242 = icmp eq i8 %238, %241
  br i1 %242, label %245, label %243

243:                                              ; preds = %233
  %244 = icmp ugt i8 %238, %241
  br label %326

245:                                              ; preds = %233
  %246 = getelementptr inbounds i16, ptr %3, i64 %236
  %247 = load i16, ptr %246, align 2, !tbaa !19
  %248 = getelementptr inbounds i16, ptr %3, i64 %239
  %249 = load i16, ptr %248, align 2, !tbaa !19
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
  %258 = load i8, ptr %257, align 1, !tbaa !18
  %259 = zext i32 %255 to i64
  %260 = getelementptr inbounds i8, ptr %2, i64 %259
  %261 = load i8, ptr %260, align 1, !tbaa !18
  %262 = icmp eq i8 %258, %261
  br i1 %262, label %265, label %263

263:                                              ; preds = %253
  %264 = icmp ugt i8 %258, %261
  br label %326

265:                                              ; preds = %253
  %266 = getelementptr inbounds i16, ptr %3, i64 %256
  %267 = load i16, ptr %266, align 2, !tbaa !19
  %268 = getelementptr inbounds i16, ptr %3, i64 %259
  %269 = load i16, ptr %268, align 2, !tbaa !19
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
  %278 = load i8, ptr %277, align 1, !tbaa !18
  %279 = zext i32 %275 to i64
  %280 = getelementptr inbounds i8, ptr %2, i64 %279
  %281 = load i8, ptr %280, align 1, !tbaa !18
  %282 = icmp eq i8 %278, %281
  br i1 %282, label %285, label %283

283:                                              ; preds = %273
  %284 = icmp ugt i8 %278, %281
  br label %326

285:                                              ; preds = %273
  %286 = getelementptr inbounds i16, ptr %3, i64 %276
  %287 = load i16, ptr %286, align 2, !tbaa !19
  %288 = getelementptr inbounds i16, ptr %3, i64 %279
  %289 = load i16, ptr %288, align 2, !tbaa !19
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
  %298 = load i8, ptr %297, align 1, !tbaa !18
  %299 = zext i32 %295 to i64
  %300 = getelementptr inbounds i8, ptr %2, i64 %299
  %301 = load i8, ptr %300, align 1, !tbaa !18
  %302 = icmp eq i8 %298, %301
  br i1 %302, label %305, label %303

303:                                              ; preds = %293
  %304 = icmp ugt i8 %298, %301
  br label %326

305:                                              ; preds = %293
  %306 = getelementptr inbounds i16, ptr %3, i64 %296
  %307 = load i16, ptr %306, align 2, !tbaa !19
  %308 = getelementptr inbounds i16, ptr %3, i64 %299
  %309 = load i16, ptr %308, align 2, !tbaa !19
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
  %323 = load i32, ptr %5, align 4, !tbaa !16
  %324 = add nsw i32 %323, -1
  store i32 %324, ptr %5, align 4, !tbaa !16
  %325 = icmp sgt i32 %155, 7
  br i1 %325, label %152, label %326, !llvm.loop !109

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { inlinehint nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { nounwind }
attributes #10 = { cold }
attributes #11 = { cold nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 56}
!6 = !{!"", !7, i64 0, !10, i64 8, !10, i64 12, !10, i64 16, !7, i64 24, !7, i64 32, !7, i64 40, !10, i64 48, !7, i64 56, !7, i64 64, !7, i64 72, !7, i64 80, !10, i64 88, !10, i64 92, !10, i64 96, !10, i64 100, !10, i64 104, !10, i64 108, !10, i64 112, !10, i64 116, !10, i64 120, !10, i64 124, !8, i64 128, !8, i64 384, !10, i64 640, !10, i64 644, !10, i64 648, !10, i64 652, !10, i64 656, !10, i64 660, !10, i64 664, !10, i64 668, !8, i64 672, !8, i64 1704, !8, i64 19706, !8, i64 37708, !8, i64 39256, !8, i64 45448, !8, i64 51640}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"int", !8, i64 0}
!11 = !{!6, !7, i64 64}
!12 = !{!6, !7, i64 40}
!13 = !{!6, !10, i64 108}
!14 = !{!6, !10, i64 656}
!15 = !{!6, !10, i64 88}
!16 = !{!10, !10, i64 0}
!17 = !{!7, !7, i64 0}
!18 = !{!8, !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"short", !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
!23 = !{!24}
!24 = distinct !{!24, !25}
!25 = distinct !{!25, !"LVerDomain"}
!26 = !{!27}
!27 = distinct !{!27, !25}
!28 = !{!29, !24}
!29 = distinct !{!29, !25}
!30 = !{!29}
!31 = distinct !{!31, !22}
!32 = distinct !{!32, !22, !33}
!33 = !{!"llvm.loop.isvectorized", i32 1}
!34 = distinct !{!34, !22}
!35 = distinct !{!35, !22}
!36 = distinct !{!36, !22, !33, !37}
!37 = !{!"llvm.loop.unroll.runtime.disable"}
!38 = distinct !{!38, !22}
!39 = distinct !{!39, !22}
!40 = distinct !{!40, !22}
!41 = distinct !{!41, !22}
!42 = distinct !{!42, !22}
!43 = distinct !{!43, !22}
!44 = distinct !{!44, !22}
!45 = distinct !{!45, !22}
!46 = distinct !{!46, !22}
!47 = distinct !{!47, !22}
!48 = !{!49}
!49 = distinct !{!49, !50}
!50 = distinct !{!50, !"LVerDomain"}
!51 = !{!52}
!52 = distinct !{!52, !50}
!53 = distinct !{!53, !22, !33, !37}
!54 = distinct !{!54, !22, !33}
!55 = !{!56}
!56 = distinct !{!56, !57}
!57 = distinct !{!57, !"LVerDomain"}
!58 = !{!59}
!59 = distinct !{!59, !57}
!60 = distinct !{!60, !22, !33, !37}
!61 = distinct !{!61, !22, !33}
!62 = distinct !{!62, !22}
!63 = distinct !{!63, !22}
!64 = distinct !{!64, !22}
!65 = distinct !{!65, !22}
!66 = distinct !{!66, !22}
!67 = distinct !{!67, !22}
!68 = distinct !{!68, !22}
!69 = !{!6, !7, i64 24}
!70 = !{!6, !7, i64 32}
!71 = !{!6, !10, i64 48}
!72 = distinct !{!72, !22}
!73 = distinct !{!73, !74}
!74 = !{!"llvm.loop.unroll.disable"}
!75 = distinct !{!75, !22}
!76 = distinct !{!76, !22}
!77 = distinct !{!77, !22}
!78 = distinct !{!78, !22}
!79 = distinct !{!79, !22}
!80 = distinct !{!80, !22}
!81 = distinct !{!81, !22}
!82 = distinct !{!82, !22}
!83 = distinct !{!83, !22}
!84 = distinct !{!84, !22}
!85 = distinct !{!85, !22}
!86 = distinct !{!86, !22}
!87 = distinct !{!87, !22}
!88 = distinct !{!88, !22}
!89 = distinct !{!89, !22}
!90 = distinct !{!90, !22}
!91 = distinct !{!91, !22}
!92 = !{!93}
!93 = distinct !{!93, !94}
!94 = distinct !{!94, !"LVerDomain"}
!95 = !{!96}
!96 = distinct !{!96, !94}
!97 = distinct !{!97, !22, !33, !37}
!98 = distinct !{!98, !22, !33}
!99 = !{!100}
!100 = distinct !{!100, !101}
!101 = distinct !{!101, !"LVerDomain"}
!102 = !{!103}
!103 = distinct !{!103, !101}
!104 = distinct !{!104, !22, !33, !37}
!105 = distinct !{!105, !22, !33}
!106 = distinct !{!106, !22}
!107 = distinct !{!107, !22}
!108 = distinct !{!108, !22}
!109 = distinct !{!109, !22}
